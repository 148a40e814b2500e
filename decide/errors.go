package decide

import (
	"context"
	"errors"
	"fmt"
	"reflect"
)

// Error kinds, for errors.Is. Every *Error wraps exactly one of them.
var (
	// ErrInvalidRequest marks a request that breaks §1.2 (or a backend's own
	// request rule, such as blank text for the embedding backend).
	ErrInvalidRequest = errors.New("invalid decision request")
	// ErrInvalidResult marks an answer that breaks the contract: a result that
	// fails §1.3–§1.6, or provider output (vectors, scores) a backend cannot use.
	ErrInvalidResult = errors.New("invalid decision result")
	// ErrInvalidConfig marks a backend, policy or registry configuration error.
	ErrInvalidConfig = errors.New("invalid decision configuration")
	// ErrUnknownBackend marks a registry lookup of a name nobody registered.
	ErrUnknownBackend = errors.New("unknown decision backend")
)

// Error reports a request, answer or configuration that breaks the decision
// contract. Message keeps the reference wording of DECISIONS.md (tests and users
// match on substrings such as "unknown option IDs").
type Error struct {
	// Kind is one of ErrInvalidRequest, ErrInvalidResult, ErrInvalidConfig and
	// ErrUnknownBackend.
	Kind    error
	Message string
}

func (e *Error) Error() string { return e.Message }

// Unwrap returns Kind.
func (e *Error) Unwrap() error { return e.Kind }

// ErrorType names the reference's exception class for this error, so that plan
// warnings keep the reference wording ("decision backend fallback: PlanningError").
func (e *Error) ErrorType() string {
	switch e.Kind {
	case ErrInvalidConfig:
		return "ValueError"
	case ErrUnknownBackend:
		return "KeyError"
	}
	return "PlanningError"
}

func newError(kind error, format string, args ...any) *Error {
	return &Error{Kind: kind, Message: fmt.Sprintf(format, args...)}
}

func requestError(format string, args ...any) *Error {
	return newError(ErrInvalidRequest, format, args...)
}

func resultError(format string, args ...any) *Error {
	return newError(ErrInvalidResult, format, args...)
}

func configError(format string, args ...any) *Error {
	return newError(ErrInvalidConfig, format, args...)
}

// PanicError is returned by Choose when a backend panics. A panicking backend is
// a failing provider: the planner applies its error outcome, it never crashes.
type PanicError struct {
	Value any
	Stack []byte
}

func (e *PanicError) Error() string { return fmt.Sprintf("decision backend panicked: %v", e.Value) }

// Unwrap returns the panic value when it is an error.
func (e *PanicError) Unwrap() error {
	err, _ := e.Value.(error)
	return err
}

// ErrorType names the first error in err's chain for a plan warning such as
// "decision backend fallback: <Type>" (DECISIONS.md §3): the result of an
// ErrorType() string method when some error in the chain has one; "DeadlineExceeded"
// or "Canceled" for context errors; otherwise the Go type name of the outermost
// error that is not a generic wrapper (errors.New and fmt.Errorf values), without
// package or pointer, so a backend returning *RuntimeError gives "RuntimeError".
// It returns "Error" when nothing more specific is known, and "" for nil.
func ErrorType(err error) string {
	if err == nil {
		return ""
	}
	var named interface{ ErrorType() string }
	if errors.As(err, &named) {
		return named.ErrorType()
	}
	switch {
	case errors.Is(err, context.DeadlineExceeded):
		return "DeadlineExceeded"
	case errors.Is(err, context.Canceled):
		return "Canceled"
	}
	for e := err; e != nil; e = errors.Unwrap(e) {
		t := reflect.TypeOf(e)
		for t.Kind() == reflect.Pointer {
			t = t.Elem()
		}
		if name := t.Name(); name != "" && !genericError(t.PkgPath(), name) {
			return name
		}
	}
	return "Error"
}

func genericError(pkg, name string) bool {
	switch pkg + "." + name {
	case "errors.errorString", "errors.joinError", "fmt.wrapError", "fmt.wrapErrors":
		return true
	}
	return false
}
