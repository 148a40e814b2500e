package projection

import (
	"encoding/json"
	"fmt"
	"math"
	"reflect"
	"slices"
	"strconv"

	"github.com/schemarouter/schemarouter/catalog"
)

// Normalize applies the field's unit normalization at its result path in a
// projected value (CORE.md §3.4 step 9). Without a normalization the value is
// returned unchanged; otherwise the result is a new value (the input is not
// mutated). The error, if any, is an *Error.
func Normalize(projected any, f *catalog.FieldSpec) (any, error) {
	return NormalizeAll(projected, []*catalog.FieldSpec{f})
}

// NormalizeAll applies the unit normalization of every given field, in order, on
// one copy of the projected value. When no field has a normalization the value is
// returned unchanged.
func NormalizeAll(projected any, fields []*catalog.FieldSpec) (any, error) {
	var out any
	copied := false
	for _, f := range fields {
		if f == nil || f.UnitNormalization == nil {
			continue
		}
		n := f.UnitNormalization
		if !(n.Scale > 0) || math.IsInf(n.Scale, 0) || math.IsNaN(n.Offset) || math.IsInf(n.Offset, 0) {
			return nil, &Error{Field: f.Name, Path: slices.Clone(f.ResultProjectionPath()),
				Message: fmt.Sprintf("invalid unit normalization: scale %v, offset %v (the scale must be finite and > 0, the offset finite)", n.Scale, n.Offset)}
		}
		if !copied {
			out, copied = catalog.CloneJSON(projected), true
		}
		c := converter{field: f.Name, scale: n.Scale, offset: n.Offset}
		var err error
		if records, ok := out.([]any); ok {
			for i := range records {
				if records[i], err = c.at(records[i], f.ResultProjectionPath(), []string{strconv.Itoa(i)}); err != nil {
					return nil, err
				}
			}
			continue
		}
		if out, err = c.at(out, f.ResultProjectionPath(), nil); err != nil {
			return nil, err
		}
	}
	if !copied {
		return projected, nil
	}
	return out, nil
}

// Canonical converts one number: v × scale + offset. The product is rounded
// before the offset is added, and a non-finite result is an error.
func Canonical(v float64, n *catalog.UnitNormalizationSpec) (float64, error) {
	r := float64(v*n.Scale) + n.Offset
	if math.IsNaN(r) || math.IsInf(r, 0) {
		return 0, fmt.Errorf("%v × %v + %v is not a finite number", v, n.Scale, n.Offset)
	}
	return r, nil
}

// converter rewrites, in place, the values at one field's path in a private copy.
type converter struct {
	field         string
	scale, offset float64
}

func (c converter) fail(loc []string, format string, args ...any) error {
	return &Error{Field: c.field, Path: slices.Clone(loc), Message: fmt.Sprintf(format, args...)}
}

// at walks path from node (objects by key, arrays at "*"); what is missing is
// left alone. It returns the node with the values at the path converted.
func (c converter) at(node any, path []string, loc []string) (any, error) {
	if len(path) == 0 {
		return c.convert(node, loc)
	}
	seg := path[0]
	if seg == Wildcard {
		arr, ok := node.([]any)
		if !ok {
			return node, nil
		}
		for i := range arr {
			v, err := c.at(arr[i], path[1:], append(loc, strconv.Itoa(i)))
			if err != nil {
				return nil, err
			}
			arr[i] = v
		}
		return arr, nil
	}
	m, ok := node.(map[string]any)
	if !ok {
		return node, nil
	}
	v, ok := m[seg]
	if !ok {
		return node, nil
	}
	nv, err := c.at(v, path[1:], append(loc, seg))
	if err != nil {
		return nil, err
	}
	m[seg] = nv
	return m, nil
}

// convert converts a number, or an array (nested to any depth) of numbers.
func (c converter) convert(v any, loc []string) (any, error) {
	var x float64
	switch t := v.(type) {
	case float64:
		x = t
	case json.Number:
		f, err := strconv.ParseFloat(string(t), 64)
		if err != nil {
			return nil, c.fail(loc, "%q is not a finite number", string(t))
		}
		x = f
	case []any:
		out := make([]any, len(t))
		for i, e := range t {
			ce, err := c.convert(e, append(loc, strconv.Itoa(i)))
			if err != nil {
				return nil, err
			}
			out[i] = ce
		}
		return out, nil
	case int:
		x = float64(t)
	case int8:
		x = float64(t)
	case int16:
		x = float64(t)
	case int32:
		x = float64(t)
	case int64:
		x = float64(t)
	case uint:
		x = float64(t)
	case uint8:
		x = float64(t)
	case uint16:
		x = float64(t)
	case uint32:
		x = float64(t)
	case uint64:
		x = float64(t)
	case float32:
		x = float64(t)
	default:
		return c.convertOther(v, loc)
	}
	if math.IsNaN(x) || math.IsInf(x, 0) {
		return nil, c.fail(loc, "%v is not a finite number", x)
	}
	r := float64(x*c.scale) + c.offset // rounded product: never a fused multiply-add
	if math.IsNaN(r) || math.IsInf(r, 0) {
		return nil, c.fail(loc, "normalized value %v × %v + %v is not finite", x, c.scale, c.offset)
	}
	return r, nil
}

// convertOther handles typed Go numeric slices and refuses everything else.
func (c converter) convertOther(v any, loc []string) (any, error) {
	rv := reflect.ValueOf(v)
	switch {
	case v == nil:
		return nil, c.fail(loc, "null is not a number: unit normalization applies to numbers and numeric arrays only")
	case rv.Kind() == reflect.Bool:
		return nil, c.fail(loc, "a boolean is not a number: unit normalization applies to numbers and numeric arrays only")
	case rv.Kind() == reflect.String:
		return nil, c.fail(loc, "a string (%q) is not a number: unit normalization applies to numbers and numeric arrays only", rv.String())
	case rv.Kind() == reflect.Map:
		return nil, c.fail(loc, "an object is not a number: unit normalization applies to numbers and numeric arrays only")
	case rv.Kind() == reflect.Slice || rv.Kind() == reflect.Array:
		out := make([]any, rv.Len())
		for i := range out {
			elem := rv.Index(i)
			var ev any
			switch elem.Kind() {
			case reflect.Int, reflect.Int8, reflect.Int16, reflect.Int32, reflect.Int64:
				ev = elem.Int()
			case reflect.Uint, reflect.Uint8, reflect.Uint16, reflect.Uint32, reflect.Uint64:
				ev = elem.Uint()
			case reflect.Float32, reflect.Float64:
				ev = elem.Float()
			default:
				ev = elem.Interface()
			}
			ce, err := c.convert(ev, append(loc, strconv.Itoa(i)))
			if err != nil {
				return nil, err
			}
			out[i] = ce
		}
		return out, nil
	}
	return nil, c.fail(loc, "a %T is not a number: unit normalization applies to numbers and numeric arrays only", v)
}
