package gofunc

import (
	"cmp"
	"encoding"
	"encoding/json"
	"fmt"
	"reflect"
	"slices"
	"strings"
	"time"
	"unicode"
)

// UnsupportedTypeError reports a Go type that has no JSON Schema form here: channels,
// functions, complex numbers, unsafe pointers, maps with non-string keys, interfaces
// other than any, recursive struct types and structs with only unexported fields.
type UnsupportedTypeError struct {
	// Root is the In or Out type being described.
	Root reflect.Type
	// Field is the Go selector path from Root to the offending value ("Filter.Tags[]");
	// "" when Root itself is unsupported. "[]" steps into slice, array and map elements.
	Field string
	// Type is the offending type.
	Type   reflect.Type
	Reason string
}

func (e *UnsupportedTypeError) Error() string {
	if e.Field == "" {
		return fmt.Sprintf("unsupported type %s: %s", e.Type, e.Reason)
	}
	return fmt.Sprintf("%s field %s: unsupported type %s: %s", e.Root, e.Field, e.Type, e.Reason)
}

const typeNull = "null"

var (
	timeType            = reflect.TypeFor[time.Time]()
	numberType          = reflect.TypeFor[json.Number]()
	jsonMarshalerType   = reflect.TypeFor[json.Marshaler]()
	jsonUnmarshalerType = reflect.TypeFor[json.Unmarshaler]()
	textMarshalerType   = reflect.TypeFor[encoding.TextMarshaler]()
	textUnmarshalerType = reflect.TypeFor[encoding.TextUnmarshaler]()

	unsupportedKinds = map[reflect.Kind]string{
		reflect.Chan:          "channels have no JSON form",
		reflect.Func:          "functions have no JSON form",
		reflect.Complex64:     "complex numbers have no JSON form",
		reflect.Complex128:    "complex numbers have no JSON form",
		reflect.UnsafePointer: "unsafe pointers have no JSON form",
	}
)

// implements reports whether t or *t implements iface (encoding/json uses both).
func implements(t, iface reflect.Type) bool {
	return t.Implements(iface) || (t.Kind() != reflect.Pointer && reflect.PointerTo(t).Implements(iface))
}

// customJSON: the type marshals or unmarshals itself, so its shape is unknown ({}).
func customJSON(t reflect.Type) bool {
	return implements(t, jsonMarshalerType) || implements(t, jsonUnmarshalerType)
}

// customText: the type is written as a JSON string through encoding.TextMarshaler.
func customText(t reflect.Type) bool {
	return implements(t, textMarshalerType) || implements(t, textUnmarshalerType)
}

// deriver turns Go types into JSON Schema. In input mode every object is closed
// (additionalProperties false), mirroring the invoker's DisallowUnknownFields.
type deriver struct {
	root  reflect.Type
	input bool
	stack []reflect.Type // struct types being described, for cycle detection
}

func (d *deriver) fail(path string, t reflect.Type, format string, args ...any) error {
	return &UnsupportedTypeError{Root: d.root, Field: path, Type: t, Reason: fmt.Sprintf(format, args...)}
}

// schema describes values of t, found at the Go selector path.
func (d *deriver) schema(t reflect.Type, path string) (map[string]any, error) {
	switch {
	case t.Kind() == reflect.Pointer:
		s, err := d.schema(t.Elem(), path)
		if err != nil {
			return nil, err
		}
		return nullable(s), nil
	case t == timeType:
		return map[string]any{"type": "string", "format": "date-time"}, nil
	case t == numberType:
		return map[string]any{"type": "number"}, nil
	case t.Kind() == reflect.Interface:
		if t.NumMethod() != 0 {
			return nil, d.fail(path, t, "only the empty interface (any) is supported, not an interface with methods")
		}
		return map[string]any{}, nil
	case customJSON(t):
		return map[string]any{}, nil
	case customText(t):
		return map[string]any{"type": "string"}, nil
	}
	switch t.Kind() {
	case reflect.Bool:
		return map[string]any{"type": "boolean"}, nil
	case reflect.Int, reflect.Int8, reflect.Int16, reflect.Int32, reflect.Int64:
		return map[string]any{"type": "integer"}, nil
	case reflect.Uint, reflect.Uint8, reflect.Uint16, reflect.Uint32, reflect.Uint64, reflect.Uintptr:
		return map[string]any{"type": "integer", "minimum": 0}, nil
	case reflect.Float32, reflect.Float64:
		return map[string]any{"type": "number"}, nil
	case reflect.String:
		return map[string]any{"type": "string"}, nil
	case reflect.Slice:
		if e := t.Elem(); e.Kind() == reflect.Uint8 && !customJSON(e) && !customText(e) {
			return map[string]any{"type": "string", "contentEncoding": "base64"}, nil
		}
		items, err := d.schema(t.Elem(), path+"[]")
		if err != nil {
			return nil, err
		}
		return map[string]any{"type": "array", "items": items}, nil
	case reflect.Array:
		items, err := d.schema(t.Elem(), path+"[]")
		if err != nil {
			return nil, err
		}
		return map[string]any{"type": "array", "items": items, "minItems": t.Len(), "maxItems": t.Len()}, nil
	case reflect.Map:
		if t.Key().Kind() != reflect.String {
			return nil, d.fail(path, t, "map keys must be strings, not %s", t.Key())
		}
		values, err := d.schema(t.Elem(), path+"[]")
		if err != nil {
			return nil, err
		}
		return map[string]any{"type": "object", "additionalProperties": values}, nil
	case reflect.Struct:
		return d.object(t, path)
	}
	if why, ok := unsupportedKinds[t.Kind()]; ok {
		return nil, d.fail(path, t, "%s", why)
	}
	return nil, d.fail(path, t, "kind %s has no JSON form", t.Kind())
}

// object describes a struct as encoding/json writes it.
func (d *deriver) object(t reflect.Type, path string) (map[string]any, error) {
	if i := slices.Index(d.stack, t); i >= 0 {
		return nil, d.fail(path, t, "recursive type: %s contains itself", t)
	}
	d.stack = append(d.stack, t)
	defer func() { d.stack = d.stack[:len(d.stack)-1] }()

	fields, err := d.fields(t, path)
	if err != nil {
		return nil, err
	}
	props := make(map[string]any, len(fields))
	var required []any
	for _, f := range fields {
		s, err := d.fieldSchema(f, join(path, f.goPath))
		if err != nil {
			return nil, err
		}
		props[f.name] = s
		if !f.optional {
			required = append(required, f.name)
		}
	}
	obj := map[string]any{"type": "object", "properties": props}
	if len(required) > 0 {
		obj["required"] = required
	}
	if d.input {
		obj["additionalProperties"] = false
	}
	return obj, nil
}

// fieldSchema is the schema of one struct field, honoring the ",string" option.
func (d *deriver) fieldSchema(f structField, path string) (map[string]any, error) {
	if f.quoted {
		s := map[string]any{"type": "string"}
		if f.typ.Kind() == reflect.Pointer {
			s = nullable(s)
		}
		return s, nil
	}
	return d.schema(f.typ, path)
}

// fields lists the JSON fields of a struct (see jsonFields) and rejects structs whose
// fields are all hidden from encoding/json.
func (d *deriver) fields(t reflect.Type, path string) ([]structField, error) {
	fields, skipped := jsonFields(t)
	if len(fields) == 0 && t.NumField() > 0 && !skipped {
		return nil, d.fail(path, t, "struct has no exported fields, so it has no JSON form")
	}
	return fields, nil
}

func join(path, name string) string {
	if path == "" {
		return name
	}
	return path + "." + name
}

// nullable adds "null" to a schema's type; untyped schemas ({}) already accept null.
func nullable(s map[string]any) map[string]any {
	switch typ := s["type"].(type) {
	case string:
		if typ != typeNull {
			s["type"] = []any{typ, typeNull}
		}
	case []any:
		if !slices.Contains(typ, any(typeNull)) {
			s["type"] = append(typ, typeNull)
		}
	}
	return s
}

// structField is one field of a struct as encoding/json sees it.
type structField struct {
	name     string // JSON name
	goPath   string // Go selector from the struct, through embedded structs ("Base.ID")
	index    []int
	typ      reflect.Type
	tag      reflect.StructTag
	tagged   bool // the JSON name comes from the tag
	optional bool // omitempty/omitzero, a pointer, or reached through an embedded pointer
	quoted   bool // the ",string" option applies
}

// jsonFields returns the fields encoding/json encodes for t, in field order, with
// embedded structs flattened and name conflicts resolved by the same rules (shallowest
// wins, then the tagged one; otherwise all conflicting fields are dropped). skipped
// reports whether some exported field was hidden with `json:"-"`.
func jsonFields(t reflect.Type) (fields []structField, skipped bool) {
	type pending struct {
		typ    reflect.Type
		index  []int
		goPath string
		viaPtr bool
	}
	var current []pending
	next := []pending{{typ: t}}
	var count, nextCount map[reflect.Type]int
	visited := map[reflect.Type]bool{}
	var all []structField
	for len(next) > 0 {
		current, next = next, current[:0]
		count, nextCount = nextCount, map[reflect.Type]int{}
		for _, p := range current {
			if visited[p.typ] {
				continue
			}
			visited[p.typ] = true
			for i := 0; i < p.typ.NumField(); i++ {
				sf := p.typ.Field(i)
				if sf.Anonymous {
					et := sf.Type
					if et.Kind() == reflect.Pointer {
						et = et.Elem()
					}
					if !sf.IsExported() && et.Kind() != reflect.Struct {
						continue
					}
				} else if !sf.IsExported() {
					continue
				}
				tag := sf.Tag.Get("json")
				if tag == "-" {
					skipped = true
					continue
				}
				name, opts, _ := strings.Cut(tag, ",")
				if !validTagName(name) {
					name = ""
				}
				index := append(slices.Clone(p.index), i)
				goPath := join(p.goPath, sf.Name)
				ft := sf.Type
				if ft.Name() == "" && ft.Kind() == reflect.Pointer {
					ft = ft.Elem()
				}
				if name != "" || !sf.Anonymous || ft.Kind() != reflect.Struct {
					f := structField{
						name:   name,
						goPath: goPath,
						index:  index,
						typ:    sf.Type,
						tag:    sf.Tag,
						tagged: name != "",
						optional: hasOption(opts, "omitempty") || hasOption(opts, "omitzero") ||
							sf.Type.Kind() == reflect.Pointer || p.viaPtr,
					}
					if f.name == "" {
						f.name = sf.Name
					}
					if hasOption(opts, "string") {
						switch ft.Kind() {
						case reflect.Bool, reflect.Int, reflect.Int8, reflect.Int16, reflect.Int32, reflect.Int64,
							reflect.Uint, reflect.Uint8, reflect.Uint16, reflect.Uint32, reflect.Uint64, reflect.Uintptr,
							reflect.Float32, reflect.Float64, reflect.String:
							f.quoted = true
						}
					}
					all = append(all, f)
					if count[p.typ] > 1 {
						// The embedded type occurs more than once at this depth: add a
						// duplicate so that the conflict rule drops the field.
						all = append(all, f)
					}
					continue
				}
				nextCount[ft]++
				if nextCount[ft] == 1 {
					next = append(next, pending{typ: ft, index: index, goPath: goPath,
						viaPtr: p.viaPtr || sf.Type.Kind() == reflect.Pointer})
				}
			}
		}
	}
	slices.SortStableFunc(all, func(a, b structField) int {
		if c := strings.Compare(a.name, b.name); c != 0 {
			return c
		}
		if c := cmp.Compare(len(a.index), len(b.index)); c != 0 {
			return c
		}
		if a.tagged != b.tagged {
			if a.tagged {
				return -1
			}
			return 1
		}
		return slices.Compare(a.index, b.index)
	})
	for i := 0; i < len(all); {
		j := i + 1
		for j < len(all) && all[j].name == all[i].name {
			j++
		}
		group := all[i:j]
		if len(group) == 1 || len(group[0].index) < len(group[1].index) || group[0].tagged != group[1].tagged {
			fields = append(fields, group[0])
		}
		i = j
	}
	slices.SortFunc(fields, func(a, b structField) int { return slices.Compare(a.index, b.index) })
	return fields, skipped
}

func hasOption(opts, want string) bool {
	for opts != "" {
		var o string
		o, opts, _ = strings.Cut(opts, ",")
		if o == want {
			return true
		}
	}
	return false
}

// validTagName is encoding/json's rule for usable names in json tags.
func validTagName(s string) bool {
	if s == "" {
		return false
	}
	for _, c := range s {
		switch {
		case strings.ContainsRune("!#$%&()*+-./:;<=>?@[]^_{|}~ ", c):
		case !unicode.IsLetter(c) && !unicode.IsDigit(c):
			return false
		}
	}
	return true
}

// fillNils replaces the nulls encoding/json writes for nil slices, maps and []byte
// with [], {} and "" wherever the schema does not allow null, so that a Go function's
// output always satisfies the schema derived from its type.
func fillNils(v any, s map[string]any) any {
	switch x := v.(type) {
	case nil:
		switch s["type"] {
		case "array":
			return []any{}
		case "object":
			return map[string]any{}
		case "string":
			return ""
		}
	case map[string]any:
		if props, ok := s["properties"].(map[string]any); ok {
			for k, e := range x {
				if ps, ok := props[k].(map[string]any); ok {
					x[k] = fillNils(e, ps)
				}
			}
		} else if ap, ok := s["additionalProperties"].(map[string]any); ok {
			for k, e := range x {
				x[k] = fillNils(e, ap)
			}
		}
	case []any:
		if items, ok := s["items"].(map[string]any); ok {
			for i, e := range x {
				x[i] = fillNils(e, items)
			}
		}
	}
	return v
}
