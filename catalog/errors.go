package catalog

import (
	"errors"
	"fmt"
	"strings"
)

// FieldError is one problem with one value of a catalog, named by its path
// (e.g. "tools[2].endpoints[0].output_fields[3].unit").
type FieldError struct {
	Path    string
	Message string
}

func (e *FieldError) Error() string {
	if e.Path == "" {
		return e.Message
	}
	return e.Path + ": " + e.Message
}

// ValidationError lists every problem found in a catalog, a tool or an endpoint.
// It is never empty.
type ValidationError struct {
	Problems []*FieldError
}

func (e *ValidationError) Error() string {
	if len(e.Problems) == 1 {
		return e.Problems[0].Error()
	}
	var b strings.Builder
	fmt.Fprintf(&b, "%d problems:", len(e.Problems))
	for _, p := range e.Problems {
		b.WriteString("\n  ")
		b.WriteString(p.Error())
	}
	return b.String()
}

// problems collects FieldErrors during validation.
type problems []*FieldError

func (p *problems) add(path, format string, args ...any) {
	*p = append(*p, &FieldError{Path: path, Message: fmt.Sprintf(format, args...)})
}

func (p problems) err() error {
	if len(p) == 0 {
		return nil
	}
	return &ValidationError{Problems: p}
}

// ErrNotFound is wrapped by registry lookups of unknown tools or endpoints.
var ErrNotFound = errors.New("not found")

// RegistrationError is returned when a registry write is refused. Nothing was written.
type RegistrationError struct {
	Key    string
	Reason string
	Err    error
}

func (e *RegistrationError) Error() string {
	msg := fmt.Sprintf("cannot register tool %q: %s", e.Key, e.Reason)
	if e.Err != nil {
		msg += ": " + e.Err.Error()
	}
	return msg
}

func (e *RegistrationError) Unwrap() error { return e.Err }
