package jsonschema

import (
	"slices"
	"strconv"
	"strings"

	js "github.com/santhosh-tekuri/jsonschema/v6"
	"github.com/santhosh-tekuri/jsonschema/v6/kind"
	"golang.org/x/text/language"
	"golang.org/x/text/message"
)

// violation is one reportable failure of a validation tree.
type violation struct {
	instance []string
	keyword  string
	err      *js.ValidationError
}

// firstViolation returns the first reportable violation of a validation error tree,
// ordered by instance location, then keyword location, then message. Wrapper nodes
// (the root "schema" node, groups, "$ref" and "allOf") are flattened into their
// causes; other nodes with causes ("anyOf", "oneOf"...) are reported as one.
func firstViolation(root *js.ValidationError) *Error {
	var all []violation
	var walk func(e *js.ValidationError)
	walk = func(e *js.ValidationError) {
		if len(e.Causes) > 0 {
			switch e.ErrorKind.(type) {
			case *kind.Schema, *kind.Group, *kind.Reference, *kind.AllOf:
				for _, c := range e.Causes {
					walk(c)
				}
				return
			}
		}
		all = append(all, violation{
			instance: e.InstanceLocation,
			keyword:  e.SchemaURL + "#" + pointer(e.ErrorKind.KeywordPath()),
			err:      e,
		})
	}
	walk(root)
	if len(all) == 0 {
		return nil
	}
	p := message.NewPrinter(language.English)
	msgs := make([]string, len(all))
	for i := range all {
		msgs[i] = all[i].err.ErrorKind.LocalizedString(p)
	}
	best := 0
	for i := 1; i < len(all); i++ {
		c := compareTokens(all[i].instance, all[best].instance)
		if c == 0 {
			c = strings.Compare(all[i].keyword, all[best].keyword)
		}
		if c == 0 {
			c = strings.Compare(msgs[i], msgs[best])
		}
		if c < 0 {
			best = i
		}
	}
	invalid := false
	switch all[best].err.ErrorKind.(type) {
	case *kind.RefCycle, *kind.InvalidJsonValue:
		invalid = true // an evaluator failure, not a property of the value
	}
	e := &Error{Path: pointer(all[best].instance), Message: msgs[best], Invalid: invalid}
	if invalid {
		e.Path = ""
	}
	return e
}

// compareTokens orders instance locations token by token; two array indices
// compare numerically, anything else as strings; a prefix sorts first.
func compareTokens(a, b []string) int {
	for i := 0; i < len(a) && i < len(b); i++ {
		if a[i] == b[i] {
			continue
		}
		ai, aerr := strconv.ParseUint(a[i], 10, 64)
		bi, berr := strconv.ParseUint(b[i], 10, 64)
		if aerr == nil && berr == nil {
			if ai < bi {
				return -1
			}
			return 1
		}
		return strings.Compare(a[i], b[i])
	}
	return len(a) - len(b)
}

var pointerEscaper = strings.NewReplacer("~", "~0", "/", "~1")

// pointer renders tokens as a JSON pointer; no tokens is "".
func pointer(tokens []string) string {
	if len(tokens) == 0 {
		return ""
	}
	var b strings.Builder
	for _, t := range tokens {
		b.WriteByte('/')
		b.WriteString(pointerEscaper.Replace(t))
	}
	return b.String()
}

// pathError is a value error under construction: tokens are collected from the
// failing value outwards and reversed once at the top.
type pathError struct {
	reversed []string
	message  string
}

func (p *pathError) toError() *Error {
	tokens := slices.Clone(p.reversed)
	slices.Reverse(tokens)
	return &Error{Path: pointer(tokens), Message: p.message}
}
