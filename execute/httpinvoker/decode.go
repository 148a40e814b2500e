package httpinvoker

import (
	"bytes"
	"encoding/json"
	"io"
	"math"
	"strconv"

	"github.com/schemarouter/schemarouter/execute"
)

// decodeJSON decodes a whole response body: empty (or whitespace) is nil, anything but
// exactly one JSON value is a NonRetryableError.
func decodeJSON(data []byte) (any, error) {
	if len(bytes.Trim(data, " \t\r\n")) == 0 {
		return nil, nil
	}
	dec := json.NewDecoder(bytes.NewReader(data))
	dec.UseNumber()
	var v any
	if err := dec.Decode(&v); err != nil {
		return nil, &execute.NonRetryableError{Reason: "httpinvoker: response is not valid JSON", Err: err}
	}
	if _, err := dec.Token(); err != io.EOF {
		return nil, refuse("response is not valid JSON: data after the JSON value")
	}
	return convertNumbers(v), nil
}

// convertNumbers replaces, in place, every json.Number that float64 represents without
// loss by that float64.
func convertNumbers(v any) any {
	switch x := v.(type) {
	case json.Number:
		return numberValue(x)
	case map[string]any:
		for k, e := range x {
			x[k] = convertNumbers(e)
		}
	case []any:
		for i, e := range x {
			x[i] = convertNumbers(e)
		}
	}
	return v
}

// numberValue is the float64 of n when n is that float64's shortest decimal form or its
// exact value, else n itself (converting would change the number).
func numberValue(n json.Number) any {
	f, err := strconv.ParseFloat(string(n), 64)
	if err != nil || math.IsInf(f, 0) {
		return n
	}
	want, ok := canonDecimal(string(n))
	if !ok {
		return n
	}
	if got, ok := canonDecimal(strconv.FormatFloat(f, 'e', -1, 64)); ok && got == want {
		return f // the shortest form: 0.1, 1e21, 42
	}
	// A float64 has at most 767 significant decimal digits; this is its exact value
	// (e.g. 2^64 written out in full).
	if got, ok := canonDecimal(strconv.FormatFloat(f, 'e', 767, 64)); ok && got == want {
		return f
	}
	return n
}

// decimal is a number as ±0.digits × 10^exp with no leading or trailing zero digits
// (zero has no digits and exp 0).
type decimal struct {
	neg    bool
	digits string
	exp    int64
}

// canonDecimal parses a JSON number literal (or a Go 'e' format) into its canonical
// decimal form; ok is false for malformed text or absurd exponents.
func canonDecimal(s string) (d decimal, ok bool) {
	i := 0
	if i < len(s) && s[i] == '-' {
		d.neg = true
		i++
	}
	start := i
	for i < len(s) && isDigit(s[i]) {
		i++
	}
	intPart := s[start:i]
	frac := ""
	if i < len(s) && s[i] == '.' {
		i++
		fs := i
		for i < len(s) && isDigit(s[i]) {
			i++
		}
		frac = s[fs:i]
	}
	if intPart == "" && frac == "" {
		return d, false
	}
	var e int64
	if i < len(s) && (s[i] == 'e' || s[i] == 'E') {
		i++
		n, err := strconv.ParseInt(s[i:], 10, 64) // ParseInt takes the sign itself
		if err != nil || n > 1<<40 || n < -(1<<40) {
			return d, false
		}
		e = n
		i = len(s)
	}
	if i != len(s) {
		return d, false
	}
	mant := intPart + frac
	point := int64(len(intPart))
	lead := 0
	for lead < len(mant) && mant[lead] == '0' {
		lead++
	}
	mant = mant[lead:]
	point -= int64(lead)
	end := len(mant)
	for end > 0 && mant[end-1] == '0' {
		end--
	}
	mant = mant[:end]
	if mant == "" {
		return decimal{neg: d.neg}, true
	}
	d.digits = mant
	d.exp = point + e
	return d, true
}

func isDigit(c byte) bool { return c >= '0' && c <= '9' }
