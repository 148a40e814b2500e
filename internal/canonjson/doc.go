// Package canonjson implements the JSON Canonicalization Scheme (JCS) of
// RFC 8785.
//
// The canonical form of a JSON value has no insignificant whitespace, object
// members sorted by the UTF-16 code units of their names, strings escaped
// minimally (only '"', '\\' and control characters below U+0020, using the
// short forms \b \t \n \f \r where they exist and lowercase \u00xx
// otherwise), and numbers serialized as IEEE-754 doubles exactly like
// ECMAScript's Number.prototype.toString (negative zero becomes 0).
//
// Contract:
//
//   - Canonicalize parses exactly one JSON document (RFC 8259 grammar,
//     surrounding whitespace allowed) and returns its canonical form. It
//     rejects trailing data, duplicate object member names (compared after
//     unescaping; the error names the key), invalid UTF-8, unpaired UTF-16
//     surrogate escapes, numbers whose magnitude overflows a double, and
//     nesting deeper than 10000 levels. Numbers that underflow become 0 or
//     a subnormal, as in ECMAScript's JSON.parse.
//   - Append and Marshal serialize an already-decoded Go value: nil, bool,
//     string, float64, float32, the signed and unsigned integer types,
//     json.Number, map[string]any, []any, []string and map[string]string.
//     Any other type, NaN, ±Inf, strings or keys that are not valid UTF-8,
//     and json.Number values that are not valid JSON numbers are errors.
//     A nil map or slice serializes as null, as with encoding/json.
//
// All numbers are converted to float64 before serialization, exactly as
// RFC 8785 requires: integers outside ±2^53 are rounded to the nearest
// double (ties to even), so for example int64(9007199254740993) serializes
// as 9007199254740992, and a float32 is widened exactly, so float32(0.1)
// serializes as 0.10000000149011612. Callers needing exact large integers
// must carry them as strings.
//
// For any input that Canonicalize accepts, Canonicalize(out) == out, and
// Marshal of the value produced by encoding/json's Unmarshal into an any
// equals Canonicalize of the same input.
package canonjson
