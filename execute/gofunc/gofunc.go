// Package gofunc registers typed Go functions as tools: the Go form of the reference's
// typed Python callables (CORE.md §4). Each function
//
//	func(ctx context.Context, in In) (Out, error)
//
// becomes one endpoint whose parameters and input schema come from In and whose output
// schema and top-level output fields come from Out. Func describes one function; Tool
// groups endpoints into a local ToolSpec (remote false, access mode "go") and returns
// the trusted execute.Invoker that runs them.
//
// JSON Schema is derived from Go types the way encoding/json reads and writes them:
//
//	string → {"type":"string"}          bool → {"type":"boolean"}
//	intN → {"type":"integer"}           uintN → {"type":"integer","minimum":0}
//	floatN, json.Number → {"type":"number"}
//	time.Time → {"type":"string","format":"date-time"}
//	[]byte → {"type":"string","contentEncoding":"base64"}
//	[]T → {"type":"array","items":T}    [N]T → the same with minItems = maxItems = N
//	map[string]T → {"type":"object","additionalProperties":T}
//	struct → {"type":"object","properties":...,"required":[...]}
//	*T → T with "null" added to its type   any → {}
//	types with their own MarshalJSON/UnmarshalJSON → {}; with MarshalText → string
//
// Struct fields follow encoding/json: exported fields named by their json tag, `json:"-"`
// skipped, embedded structs flattened with the same conflict rules, the ",string"
// option honored. A field is required unless it is a pointer, has omitempty or omitzero,
// or is reached through an embedded pointer. Input objects are closed
// (additionalProperties false), as the invoker rejects unknown keys at every depth.
// Channels, functions, complex numbers, maps with non-string keys, interfaces with
// methods, recursive struct types and structs without exported fields are rejected
// with an *UnsupportedTypeError naming the type and the field.
//
// Struct tags beside json:
//
//	desc:"..."           description of a parameter or output field
//	aliases:"a,b"        parameter aliases (In) or lexical aliases of an output field (Out)
//	unit:"eV"            source unit of an output field (the field must be numeric)
//	semantic:"band_gap"  semantic ID of an output field
//	identifier:"true"    marks a record identifier among the output fields
//
// unit, semantic and identifier apply to Out's top-level fields only; nested structs'
// tags have no place in the contract and are ignored.
//
// The invoker decodes each argument into In with encoding/json (unknown keys rejected
// at every depth), calls the function with the invocation's context and returns Out as
// plain JSON values: map[string]any, []any, string, json.Number (numbers stay exact),
// bool and nil, with nil slices, maps and []byte written as [], {} and "" so that the
// output satisfies the derived schema. Bad arguments, unencodable output and panics
// are *execute.NonRetryableError; the function's own errors are returned unchanged.
package gofunc

import (
	"bytes"
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"maps"
	"reflect"
	"slices"
	"strconv"
	"strings"

	"github.com/schemarouter/schemarouter/catalog"
	"github.com/schemarouter/schemarouter/execute"
)

// AccessMode is the access_mode of tools built by Tool.
const AccessMode = "go"

// Endpoint describes one Go function as an endpoint. Make it with Func; the zero value
// is not usable.
type Endpoint struct {
	spec catalog.EndpointSpec
	call func(ctx context.Context, args map[string]any) (any, error)
}

// Spec returns a copy of the derived endpoint contract.
func (e Endpoint) Spec() catalog.EndpointSpec { return e.spec.Clone() }

// Option configures an endpoint made by Func.
type Option func(*options)

type options struct {
	description string
	readOnly    *bool
	destructive bool
	aliases     []string
}

// Description sets the endpoint description.
func Description(s string) Option { return func(o *options) { o.description = s } }

// ReadOnly classifies the endpoint: true reads, false mutates. Without it the endpoint
// is unclassified (read_only null), which the execution policy treats accordingly.
func ReadOnly(readOnly bool) Option { return func(o *options) { o.readOnly = &readOnly } }

// Destructive marks a DELETE-like endpoint; it implies read_only false and cannot be
// combined with ReadOnly(true).
func Destructive() Option { return func(o *options) { o.destructive = true } }

// OperationAliases sets trusted verb phrases for the operation ("retrieve", "look up").
func OperationAliases(aliases ...string) Option {
	return func(o *options) { o.aliases = append(o.aliases, aliases...) }
}

// Func makes an endpoint named name from fn.
//
// In must be a struct: its JSON fields become the parameters (location "argument"),
// required unless optional by the rules of the package documentation; use struct{} for
// no parameters. Out must be a struct, or a slice or array of structs (or of pointers
// to structs): its top-level JSON fields become the output fields, which for a slice
// address each item. The derived spec is checked with catalog validation, so for
// instance a unit tag on a non-numeric field is an error here.
func Func[In, Out any](name string, fn func(context.Context, In) (Out, error), opts ...Option) (Endpoint, error) {
	fail := func(err error) (Endpoint, error) {
		return Endpoint{}, fmt.Errorf("gofunc: endpoint %q: %w", name, err)
	}
	if fn == nil {
		return fail(errors.New("nil function"))
	}
	var o options
	for _, opt := range opts {
		opt(&o)
	}
	readOnly := o.readOnly
	var destructive *bool
	if o.destructive {
		if readOnly != nil && *readOnly {
			return fail(errors.New("an endpoint cannot be both read-only and destructive"))
		}
		readOnly, destructive = new(false), new(true)
	}

	inType, outType := reflect.TypeFor[In](), reflect.TypeFor[Out]()
	params, inSchema, err := deriveInput(inType)
	if err != nil {
		return fail(fmt.Errorf("input: %w", err))
	}
	fields, outSchema, err := deriveOutput(outType)
	if err != nil {
		return fail(fmt.Errorf("output: %w", err))
	}
	spec := catalog.EndpointSpec{
		Name:             name,
		Description:      o.description,
		OperationAliases: o.aliases,
		Parameters:       params,
		InputSchema:      inSchema,
		OutputFields:     fields,
		OutputSchema:     outSchema,
		ReadOnly:         readOnly,
		Destructive:      destructive,
	}
	if err := spec.Validate(); err != nil {
		return fail(fmt.Errorf("derived spec is invalid: %w", err))
	}

	// The invoker keeps its own copies: callers may change the specs they are given.
	required := map[string]bool{}
	for _, p := range params {
		required[p.Name] = p.Required
	}
	outSchema = catalog.CloneJSONObject(outSchema)
	call := func(ctx context.Context, args map[string]any) (result any, err error) {
		// A panic (in fn, or in a type's own JSON methods) becomes a permanent failure
		// carrying the panic value, not the stack.
		defer func() {
			if r := recover(); r != nil {
				perr, ok := r.(error)
				if !ok {
					perr = fmt.Errorf("%v", r)
				}
				result, err = nil, &execute.NonRetryableError{Reason: fmt.Sprintf("endpoint %q panicked", name), Err: perr}
			}
		}()
		var in In
		if err := decodeArguments(name, inType, required, args, &in); err != nil {
			return nil, err
		}
		// fn's errors are returned as they are: *execute.UnavailableError and
		// *execute.NonRetryableError keep their classification.
		out, err := fn(ctx, in)
		if err != nil {
			return nil, err
		}
		return plainJSON(name, out, outSchema)
	}
	return Endpoint{spec: spec, call: call}, nil
}

// Tool assembles endpoints into a local ToolSpec (remote false, access mode "go") and the
// trusted invoker that runs them, dispatching on the invocation's endpoint name. The
// spec is validated with catalog rules (endpoint names must be unique). Callers may set
// descriptive tool fields (Namespace, Description, Provider, SourceType, License) before
// registering; the invoker depends only on endpoint names.
func Tool(name string, endpoints ...Endpoint) (catalog.ToolSpec, execute.Invoker, error) {
	tool := catalog.ToolSpec{Name: name, AccessMode: AccessMode, Remote: false}
	calls := make(map[string]func(context.Context, map[string]any) (any, error), len(endpoints))
	for i, ep := range endpoints {
		if ep.call == nil {
			return catalog.ToolSpec{}, nil, fmt.Errorf("gofunc: tool %q: endpoints[%d] was not made by Func", name, i)
		}
		tool.Endpoints = append(tool.Endpoints, ep.spec.Clone())
		calls[ep.spec.Name] = ep.call
	}
	if err := (&tool).Validate(); err != nil {
		return catalog.ToolSpec{}, nil, fmt.Errorf("gofunc: tool %q: %w", name, err)
	}
	invoker := execute.InvokerFunc(func(ctx context.Context, inv *execute.Invocation) (any, error) {
		if inv == nil || inv.Endpoint == nil {
			return nil, &execute.NonRetryableError{Reason: fmt.Sprintf("tool %q: invocation names no endpoint", name)}
		}
		call, ok := calls[inv.Endpoint.Name]
		if !ok {
			return nil, &execute.NonRetryableError{Reason: fmt.Sprintf("tool %q has no endpoint %q", name, inv.Endpoint.Name)}
		}
		return call(ctx, inv.Arguments)
	})
	return tool, invoker, nil
}

// deriveInput describes In as parameters and a closed object schema.
func deriveInput(t reflect.Type) ([]catalog.ParameterSpec, map[string]any, error) {
	if t.Kind() != reflect.Struct || t == timeType || customJSON(t) || customText(t) {
		return nil, nil, &UnsupportedTypeError{Root: t, Type: t,
			Reason: "In must be a plain struct whose fields are the parameters (struct{} for none)"}
	}
	d := &deriver{root: t, input: true}
	schema, err := d.schema(t, "")
	if err != nil {
		return nil, nil, err
	}
	props := schema["properties"].(map[string]any)
	fields, _ := jsonFields(t)
	params := make([]catalog.ParameterSpec, 0, len(fields))
	for _, f := range fields {
		params = append(params, catalog.ParameterSpec{
			Name:        f.name,
			Description: f.tag.Get("desc"),
			Required:    !f.optional,
			Location:    catalog.LocationArgument,
			JSONSchema:  catalog.CloneJSONObject(props[f.name].(map[string]any)),
			Aliases:     splitList(f.tag.Get("aliases")),
		})
	}
	return params, schema, nil
}

// deriveOutput describes Out as its schema and top-level output fields.
func deriveOutput(t reflect.Type) ([]catalog.FieldSpec, map[string]any, error) {
	elem := t
	if k := t.Kind(); k == reflect.Slice || k == reflect.Array {
		elem = t.Elem()
		if elem.Kind() == reflect.Pointer {
			elem = elem.Elem()
		}
	}
	if elem.Kind() != reflect.Struct || elem == timeType || customJSON(elem) || customText(elem) ||
		(elem != t && (customJSON(t) || customText(t))) {
		return nil, nil, &UnsupportedTypeError{Root: t, Type: t,
			Reason: "Out must be a plain struct, or a slice of structs, whose fields are the output fields"}
	}
	d := &deriver{root: t}
	schema, err := d.schema(t, "")
	if err != nil {
		return nil, nil, err
	}
	object := schema
	if elem != t {
		object = schema["items"].(map[string]any)
	}
	props := object["properties"].(map[string]any)
	sfs, _ := jsonFields(elem)
	fields := make([]catalog.FieldSpec, 0, len(sfs))
	for _, f := range sfs {
		fs := catalog.FieldSpec{
			Name:        f.name,
			SemanticID:  f.tag.Get("semantic"),
			Description: f.tag.Get("desc"),
			JSONSchema:  catalog.CloneJSONObject(props[f.name].(map[string]any)),
			Aliases:     splitList(f.tag.Get("aliases")),
			Unit:        f.tag.Get("unit"),
		}
		if v, ok := f.tag.Lookup("identifier"); ok {
			if fs.Identifier, err = strconv.ParseBool(v); err != nil {
				return nil, nil, fmt.Errorf("%s field %s: identifier tag %q is not a boolean", elem, f.goPath, v)
			}
		}
		fields = append(fields, fs)
	}
	return fields, schema, nil
}

func splitList(s string) []string {
	var out []string
	for part := range strings.SplitSeq(s, ",") {
		if part = strings.TrimSpace(part); part != "" && !slices.Contains(out, part) {
			out = append(out, part)
		}
	}
	return out
}

// decodeArguments fills in from args, one argument at a time so that every error names
// its argument. Keys must be declared parameter names exactly; nested unknown keys are
// rejected by DisallowUnknownFields.
func decodeArguments(endpoint string, inType reflect.Type, required map[string]bool, args map[string]any, in any) error {
	for _, key := range slices.Sorted(maps.Keys(args)) {
		if _, ok := required[key]; !ok {
			return &execute.NonRetryableError{Reason: fmt.Sprintf("endpoint %q: unknown argument %q", endpoint, key)}
		}
	}
	for _, name := range slices.Sorted(maps.Keys(required)) {
		value, ok := args[name]
		if !ok {
			if required[name] {
				return &execute.NonRetryableError{Reason: fmt.Sprintf("endpoint %q: missing required argument %q", endpoint, name)}
			}
			continue
		}
		raw, err := json.Marshal(map[string]any{name: value})
		if err != nil {
			return &execute.NonRetryableError{Reason: fmt.Sprintf("endpoint %q: argument %q is not a JSON value", endpoint, name), Err: err}
		}
		dec := json.NewDecoder(bytes.NewReader(raw))
		dec.DisallowUnknownFields()
		dec.UseNumber()
		if err := dec.Decode(in); err != nil {
			return &execute.NonRetryableError{
				Reason: fmt.Sprintf("endpoint %q: argument %q does not fit %s", endpoint, name, inType),
				Err:    err,
			}
		}
	}
	return nil
}

// plainJSON converts out to plain JSON values (map[string]any, []any, string,
// json.Number, bool, nil) through encoding/json; numbers stay exact as json.Number.
// Nil slices, maps and []byte become [], {} and "" where the schema does not allow null.
func plainJSON(endpoint string, out any, schema map[string]any) (any, error) {
	raw, err := json.Marshal(out)
	if err != nil {
		return nil, &execute.NonRetryableError{Reason: fmt.Sprintf("endpoint %q: output is not JSON", endpoint), Err: err}
	}
	dec := json.NewDecoder(bytes.NewReader(raw))
	dec.UseNumber()
	var v any
	if err := dec.Decode(&v); err != nil {
		return nil, &execute.NonRetryableError{Reason: fmt.Sprintf("endpoint %q: output is not JSON", endpoint), Err: err}
	}
	return fillNils(v, schema), nil
}
