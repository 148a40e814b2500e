package jsonschema

import (
	"encoding/json"
	"fmt"
	"math"
	"reflect"
	"slices"
	"strconv"
)

// maxDepth bounds the nesting of values (and guards against cyclic Go maps).
const maxDepth = 10000

// maxExponent bounds the decimal exponent of a json.Number handed to the evaluator
// as exact text: the library computes with big.Rat, and "1e-999999999" would be
// enormous. Numbers beyond it are passed as float64 instead.
const maxExponent = 1000

// cleanValue converts a decoded value into what the library evaluates: map[string]any,
// []any, string, bool, nil, float64 (finite), json.Number (valid), Go integers and
// float32 (finite). It copies only the containers that change; a value that is
// already clean is returned as is, without allocating.
func cleanValue(v any) (any, *Error) {
	out, _, perr := clean(v, 0)
	if perr != nil {
		return nil, perr.toError()
	}
	return out, nil
}

func clean(v any, depth int) (any, bool, *pathError) {
	if depth > maxDepth {
		return nil, false, &pathError{message: fmt.Sprintf("value nested deeper than %d levels", maxDepth)}
	}
	switch t := v.(type) {
	case nil, bool, string,
		int, int8, int16, int32, int64, uint, uint8, uint16, uint32, uint64:
		return v, false, nil
	case float64:
		if math.IsNaN(t) || math.IsInf(t, 0) {
			return nil, false, &pathError{message: "number is not finite"}
		}
		return v, false, nil
	case float32:
		if math.IsNaN(float64(t)) || math.IsInf(float64(t), 0) {
			return nil, false, &pathError{message: "number is not finite"}
		}
		return v, false, nil
	case json.Number:
		return cleanNumber(t)
	case map[string]any:
		var out map[string]any
		for k, e := range t {
			ce, changed, perr := clean(e, depth+1)
			if perr != nil {
				return nil, false, firstMapError(t, depth)
			}
			if changed {
				if out == nil {
					out = make(map[string]any, len(t))
					for k2, e2 := range t {
						out[k2] = e2
					}
				}
				out[k] = ce
			}
		}
		if out != nil {
			return out, true, nil
		}
		return v, false, nil
	case []any:
		var out []any
		for i, e := range t {
			ce, changed, perr := clean(e, depth+1)
			if perr != nil {
				perr.reversed = append(perr.reversed, strconv.Itoa(i))
				return nil, false, perr
			}
			if changed {
				if out == nil {
					out = slices.Clone(t)
				}
				out[i] = ce
			}
		}
		if out != nil {
			return out, true, nil
		}
		return v, false, nil
	}
	return cleanReflect(reflect.ValueOf(v), depth)
}

// firstMapError re-walks a map whose cleaning failed in key order, so the error
// reported does not depend on map iteration order.
func firstMapError(m map[string]any, depth int) *pathError {
	keys := make([]string, 0, len(m))
	for k := range m {
		keys = append(keys, k)
	}
	slices.Sort(keys)
	for _, k := range keys {
		if _, _, perr := clean(m[k], depth+1); perr != nil {
			perr.reversed = append(perr.reversed, k)
			return perr
		}
	}
	return &pathError{message: "invalid value"} // unreachable: some key failed
}

// cleanNumber checks a json.Number against the JSON grammar. Numbers with a huge
// exponent are passed as their float64 value (an overflow is an error).
func cleanNumber(n json.Number) (any, bool, *pathError) {
	s := string(n)
	exp, ok := numberExponent(s)
	if !ok {
		return nil, false, &pathError{message: fmt.Sprintf("%q is not a JSON number", s)}
	}
	if exp >= -maxExponent && exp <= maxExponent {
		return n, false, nil
	}
	f, err := strconv.ParseFloat(s, 64)
	if err != nil && (math.IsInf(f, 0) || math.IsNaN(f)) {
		return nil, false, &pathError{message: fmt.Sprintf("number %s is out of range", s)}
	}
	return f, true, nil
}

// numberExponent validates s as a JSON number (RFC 8259) and returns the value of
// its exponent part (0 without one), saturated well beyond maxExponent.
func numberExponent(s string) (int, bool) {
	i := 0
	if i < len(s) && s[i] == '-' {
		i++
	}
	switch {
	case i < len(s) && s[i] == '0':
		i++
	case i < len(s) && s[i] >= '1' && s[i] <= '9':
		for i < len(s) && s[i] >= '0' && s[i] <= '9' {
			i++
		}
	default:
		return 0, false
	}
	intDigits := i
	if i < len(s) && s[i] == '.' {
		i++
		start := i
		for i < len(s) && s[i] >= '0' && s[i] <= '9' {
			i++
		}
		if i == start {
			return 0, false
		}
	}
	exp := 0
	if i < len(s) && (s[i] == 'e' || s[i] == 'E') {
		i++
		neg := false
		if i < len(s) && (s[i] == '+' || s[i] == '-') {
			neg = s[i] == '-'
			i++
		}
		start := i
		for i < len(s) && s[i] >= '0' && s[i] <= '9' {
			if exp < 10*maxExponent {
				exp = exp*10 + int(s[i]-'0')
			}
			i++
		}
		if i == start {
			return 0, false
		}
		if neg {
			exp = -exp
		}
	}
	if i != len(s) {
		return 0, false
	}
	// Long integer or fraction parts shift the magnitude as an exponent would.
	if intDigits > maxExponent || len(s)-intDigits > maxExponent {
		exp += 10 * maxExponent
	}
	return exp, true
}

// cleanReflect converts typed Go containers (e.g. []string, map[string]int,
// *float64, named scalar types) into plain JSON values.
func cleanReflect(rv reflect.Value, depth int) (any, bool, *pathError) {
	switch rv.Kind() {
	case reflect.Pointer, reflect.Interface:
		if rv.IsNil() {
			return nil, true, nil
		}
		out, _, perr := clean(rv.Elem().Interface(), depth+1)
		return out, true, perr
	case reflect.Bool:
		return rv.Bool(), true, nil
	case reflect.String:
		return rv.String(), true, nil
	case reflect.Int, reflect.Int8, reflect.Int16, reflect.Int32, reflect.Int64:
		return rv.Int(), true, nil
	case reflect.Uint, reflect.Uint8, reflect.Uint16, reflect.Uint32, reflect.Uint64, reflect.Uintptr:
		return rv.Uint(), true, nil
	case reflect.Float32, reflect.Float64:
		f := rv.Float()
		if math.IsNaN(f) || math.IsInf(f, 0) {
			return nil, false, &pathError{message: "number is not finite"}
		}
		return f, true, nil
	case reflect.Slice, reflect.Array:
		if rv.Type().Elem().Kind() == reflect.Uint8 {
			break // bytes have no single JSON form: refuse rather than guess
		}
		if rv.Kind() == reflect.Slice && rv.IsNil() {
			return nil, true, nil
		}
		out := make([]any, rv.Len())
		for i := range out {
			ce, _, perr := clean(rv.Index(i).Interface(), depth+1)
			if perr != nil {
				perr.reversed = append(perr.reversed, strconv.Itoa(i))
				return nil, false, perr
			}
			out[i] = ce
		}
		return out, true, nil
	case reflect.Map:
		if rv.Type().Key().Kind() != reflect.String {
			break
		}
		if rv.IsNil() {
			return nil, true, nil
		}
		keys := rv.MapKeys()
		slices.SortFunc(keys, func(a, b reflect.Value) int {
			switch {
			case a.String() < b.String():
				return -1
			case a.String() > b.String():
				return 1
			}
			return 0
		})
		out := make(map[string]any, len(keys))
		for _, k := range keys {
			ce, _, perr := clean(rv.MapIndex(k).Interface(), depth+1)
			if perr != nil {
				perr.reversed = append(perr.reversed, k.String())
				return nil, false, perr
			}
			out[k.String()] = ce
		}
		return out, true, nil
	}
	return nil, false, &pathError{message: fmt.Sprintf("unsupported value type %T", rv.Interface())}
}
