package aggregate

import (
	"encoding/json"
	"maps"
	"math/big"
	"strconv"
)

// JSONEqual reports whether a and b are equal as JSON values: numbers by exact
// decimal value whatever their Go type (1 == 1.0 == json.Number("1e0")), objects
// regardless of key order, arrays element by element in order, null only to null.
// A number never equals a string or a boolean. Values that are not plain decoded
// JSON are compared through their encoding/json form.
func JSONEqual(a, b any) bool {
	a, b = plain(a), plain(b)
	if ra, ok := number(a); ok {
		rb, ok := number(b)
		if !ok {
			return false
		}
		if ra == nil || rb == nil { // non-finite floats: compare their text
			return numText(a) == numText(b)
		}
		return ra.Cmp(rb) == 0
	}
	switch x := a.(type) {
	case nil:
		return b == nil
	case bool:
		y, ok := b.(bool)
		return ok && x == y
	case string:
		y, ok := b.(string)
		return ok && x == y
	case []any:
		y, ok := b.([]any)
		if !ok || len(x) != len(y) {
			return false
		}
		for i := range x {
			if !JSONEqual(x[i], y[i]) {
				return false
			}
		}
		return true
	case map[string]any:
		y, ok := b.(map[string]any)
		if !ok || len(x) != len(y) {
			return false
		}
		for k, v := range x {
			w, ok := y[k]
			if !ok || !JSONEqual(v, w) {
				return false
			}
		}
		return true
	}
	return false
}

// plain maps the Go types a caller may use to the decoded-JSON shapes.
func plain(v any) any {
	switch x := v.(type) {
	case nil, bool, string, json.Number, []any, map[string]any,
		float64, float32, int, int8, int16, int32, int64, uint, uint8, uint16, uint32, uint64:
		return v
	case []string:
		out := make([]any, len(x))
		for i, s := range x {
			out[i] = s
		}
		return out
	case map[string]string:
		out := make(map[string]any, len(x))
		for k, s := range x {
			out[k] = s
		}
		return out
	}
	data, err := json.Marshal(v)
	if err != nil {
		return v
	}
	var out any
	if err := json.Unmarshal(data, &out); err != nil {
		return v
	}
	return out
}

// number returns the exact value of a JSON number; nil with ok for NaN or ±Inf.
func number(v any) (*big.Rat, bool) {
	var s string
	switch x := v.(type) {
	case json.Number:
		s = string(x)
	case float64:
		s = strconv.FormatFloat(x, 'g', -1, 64)
	case float32:
		s = strconv.FormatFloat(float64(x), 'g', -1, 32)
	case int:
		return new(big.Rat).SetInt64(int64(x)), true
	case int8:
		return new(big.Rat).SetInt64(int64(x)), true
	case int16:
		return new(big.Rat).SetInt64(int64(x)), true
	case int32:
		return new(big.Rat).SetInt64(int64(x)), true
	case int64:
		return new(big.Rat).SetInt64(x), true
	case uint:
		return new(big.Rat).SetUint64(uint64(x)), true
	case uint8:
		return new(big.Rat).SetUint64(uint64(x)), true
	case uint16:
		return new(big.Rat).SetUint64(uint64(x)), true
	case uint32:
		return new(big.Rat).SetUint64(uint64(x)), true
	case uint64:
		return new(big.Rat).SetUint64(x), true
	default:
		return nil, false
	}
	if len(s) > 400 || hugeExponent(s) { // keep big.Rat away from hostile sizes
		f, err := strconv.ParseFloat(s, 64)
		if err != nil {
			return nil, true
		}
		s = strconv.FormatFloat(f, 'g', -1, 64)
	}
	r, ok := new(big.Rat).SetString(s)
	if !ok {
		return nil, true
	}
	return r, true
}

// hugeExponent reports whether s has an exponent beyond ±1000.
func hugeExponent(s string) bool {
	for i := 0; i < len(s); i++ {
		if s[i] == 'e' || s[i] == 'E' {
			e, err := strconv.Atoi(s[i+1:])
			return err != nil || e > 1000 || e < -1000
		}
	}
	return false
}

func numText(v any) string {
	switch x := v.(type) {
	case json.Number:
		return string(x)
	case float64:
		return strconv.FormatFloat(x, 'g', -1, 64)
	case float32:
		return strconv.FormatFloat(float64(x), 'g', -1, 32)
	}
	return ""
}

// qualifiersEqual is exact, case-sensitive map equality; nil equals empty.
func qualifiersEqual(a, b map[string]string) bool { return maps.Equal(a, b) }
