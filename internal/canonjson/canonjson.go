package canonjson

import (
	"encoding/json"
	"errors"
	"fmt"
	"math"
	"slices"
	"strconv"
	"unicode/utf8"
)

// maxDepth bounds nesting of arrays and objects, both when parsing and when
// serializing Go values (which also stops cyclic maps and slices).
const maxDepth = 10000

// Canonicalize parses one JSON document and returns its RFC 8785 canonical
// form. See the package documentation for what is rejected.
func Canonicalize(data []byte) ([]byte, error) {
	p := parser{data: data}
	p.skipSpace()
	v, err := p.value(0)
	if err != nil {
		return nil, err
	}
	p.skipSpace()
	if p.pos < len(p.data) {
		return nil, fmt.Errorf("canonjson: trailing data after JSON value at offset %d", p.pos)
	}
	return Append(make([]byte, 0, len(data)), v)
}

// Marshal returns the RFC 8785 canonical form of v. It is Append(nil, v).
func Marshal(v any) ([]byte, error) {
	return Append(nil, v)
}

// Append appends the RFC 8785 canonical form of v to dst and returns the
// extended slice. On error it returns dst unchanged (same length) and the
// error. See the package documentation for the accepted types; every number
// is converted to float64 (integers beyond ±2^53 are rounded to the nearest
// double) before serialization.
func Append(dst []byte, v any) ([]byte, error) {
	n := len(dst)
	out, err := appendValue(dst, v, 0)
	if err != nil {
		return dst[:n], err
	}
	return out, nil
}

func appendValue(dst []byte, v any, depth int) ([]byte, error) {
	switch x := v.(type) {
	case nil:
		return append(dst, "null"...), nil
	case bool:
		if x {
			return append(dst, "true"...), nil
		}
		return append(dst, "false"...), nil
	case string:
		return appendString(dst, x)
	case float64:
		return appendNumber(dst, x)
	case float32:
		return appendNumber(dst, float64(x))
	case int:
		return appendNumber(dst, float64(x))
	case int8:
		return appendNumber(dst, float64(x))
	case int16:
		return appendNumber(dst, float64(x))
	case int32:
		return appendNumber(dst, float64(x))
	case int64:
		return appendNumber(dst, float64(x))
	case uint:
		return appendNumber(dst, float64(x))
	case uint8:
		return appendNumber(dst, float64(x))
	case uint16:
		return appendNumber(dst, float64(x))
	case uint32:
		return appendNumber(dst, float64(x))
	case uint64:
		return appendNumber(dst, float64(x))
	case json.Number:
		s := string(x)
		if !validNumber(s) {
			return nil, fmt.Errorf("canonjson: invalid json.Number %q", s)
		}
		f, err := parseNumber(s)
		if err != nil {
			return nil, err
		}
		return appendNumber(dst, f)
	case []any:
		if x == nil {
			return append(dst, "null"...), nil
		}
		if depth >= maxDepth {
			return nil, errTooDeep
		}
		dst = append(dst, '[')
		for i, e := range x {
			if i > 0 {
				dst = append(dst, ',')
			}
			var err error
			if dst, err = appendValue(dst, e, depth+1); err != nil {
				return nil, err
			}
		}
		return append(dst, ']'), nil
	case []string:
		if x == nil {
			return append(dst, "null"...), nil
		}
		dst = append(dst, '[')
		for i, e := range x {
			if i > 0 {
				dst = append(dst, ',')
			}
			var err error
			if dst, err = appendString(dst, e); err != nil {
				return nil, err
			}
		}
		return append(dst, ']'), nil
	case map[string]any:
		if x == nil {
			return append(dst, "null"...), nil
		}
		if depth >= maxDepth {
			return nil, errTooDeep
		}
		keys, err := sortedKeys(x)
		if err != nil {
			return nil, err
		}
		dst = append(dst, '{')
		for i, k := range keys {
			if i > 0 {
				dst = append(dst, ',')
			}
			dst, _ = appendString(dst, k) // validated by sortedKeys
			dst = append(dst, ':')
			if dst, err = appendValue(dst, x[k], depth+1); err != nil {
				return nil, err
			}
		}
		return append(dst, '}'), nil
	case map[string]string:
		if x == nil {
			return append(dst, "null"...), nil
		}
		keys, err := sortedKeys(x)
		if err != nil {
			return nil, err
		}
		dst = append(dst, '{')
		for i, k := range keys {
			if i > 0 {
				dst = append(dst, ',')
			}
			dst, _ = appendString(dst, k) // validated by sortedKeys
			dst = append(dst, ':')
			if dst, err = appendString(dst, x[k]); err != nil {
				return nil, err
			}
		}
		return append(dst, '}'), nil
	default:
		return nil, fmt.Errorf("canonjson: unsupported type %T", v)
	}
}

var errTooDeep = errors.New("canonjson: nesting deeper than 10000 levels (or cyclic value)")

// sortedKeys returns the keys of m in RFC 8785 order (UTF-16 code units),
// after checking that each is valid UTF-8.
func sortedKeys[V any](m map[string]V) ([]string, error) {
	keys := make([]string, 0, len(m))
	for k := range m {
		if !utf8.ValidString(k) {
			return nil, fmt.Errorf("canonjson: object key %q is not valid UTF-8", k)
		}
		keys = append(keys, k)
	}
	slices.SortFunc(keys, compareUTF16)
	return keys, nil
}

// compareUTF16 compares two valid UTF-8 strings by their UTF-16 code units.
// This differs from byte (code point) order only when a character above
// U+FFFF (encoded as a surrogate pair starting 0xD800..0xDBFF) meets one in
// U+E000..U+FFFF.
func compareUTF16(a, b string) int {
	for len(a) > 0 && len(b) > 0 {
		if a[0] < utf8.RuneSelf && b[0] < utf8.RuneSelf {
			if a[0] != b[0] {
				return int(a[0]) - int(b[0])
			}
			a, b = a[1:], b[1:]
			continue
		}
		ra, na := utf8.DecodeRuneInString(a)
		rb, nb := utf8.DecodeRuneInString(b)
		if ra != rb {
			ua, ub := firstUnit(ra), firstUnit(rb)
			if ua != ub {
				return int(ua) - int(ub)
			}
			// Both are supplementary with the same high surrogate; the low
			// surrogates order like the code points.
			return int(ra) - int(rb)
		}
		a, b = a[na:], b[nb:]
	}
	return len(a) - len(b)
}

func firstUnit(r rune) rune {
	if r >= 0x10000 {
		return 0xD800 + (r-0x10000)>>10
	}
	return r
}

// appendString appends s as an RFC 8785 JSON string literal.
func appendString(dst []byte, s string) ([]byte, error) {
	if !utf8.ValidString(s) {
		return nil, fmt.Errorf("canonjson: string %q is not valid UTF-8", s)
	}
	const hex = "0123456789abcdef"
	dst = append(dst, '"')
	start := 0
	for i := 0; i < len(s); i++ {
		c := s[i]
		if c >= 0x20 && c != '"' && c != '\\' {
			continue
		}
		dst = append(dst, s[start:i]...)
		switch c {
		case '"':
			dst = append(dst, '\\', '"')
		case '\\':
			dst = append(dst, '\\', '\\')
		case '\b':
			dst = append(dst, '\\', 'b')
		case '\t':
			dst = append(dst, '\\', 't')
		case '\n':
			dst = append(dst, '\\', 'n')
		case '\f':
			dst = append(dst, '\\', 'f')
		case '\r':
			dst = append(dst, '\\', 'r')
		default:
			dst = append(dst, '\\', 'u', '0', '0', hex[c>>4], hex[c&0xF])
		}
		start = i + 1
	}
	dst = append(dst, s[start:]...)
	return append(dst, '"'), nil
}

// appendNumber appends f formatted like ECMAScript Number.prototype.toString.
func appendNumber(dst []byte, f float64) ([]byte, error) {
	if math.IsNaN(f) || math.IsInf(f, 0) {
		return nil, fmt.Errorf("canonjson: %v is not representable in JSON", f)
	}
	if f == 0 { // includes -0
		return append(dst, '0'), nil
	}
	if f < 0 {
		dst = append(dst, '-')
		f = -f
	}
	// Shortest round-trip digits: "d.ddde±XX" or "de±XX".
	var buf [32]byte
	b := strconv.AppendFloat(buf[:0], f, 'e', -1, 64)
	var digits [24]byte
	k := 0
	i := 0
	for ; b[i] != 'e'; i++ {
		if b[i] != '.' {
			digits[k] = b[i]
			k++
		}
	}
	i++ // skip 'e'
	neg := b[i] == '-'
	exp := 0
	for i++; i < len(b); i++ {
		exp = exp*10 + int(b[i]-'0')
	}
	if neg {
		exp = -exp
	}
	// value = 0.d1d2...dk × 10^n, in ECMAScript's terms.
	n := exp + 1
	d := digits[:k]
	switch {
	case k <= n && n <= 21:
		dst = append(dst, d...)
		for j := 0; j < n-k; j++ {
			dst = append(dst, '0')
		}
	case 0 < n && n <= 21:
		dst = append(dst, d[:n]...)
		dst = append(dst, '.')
		dst = append(dst, d[n:]...)
	case -6 < n && n <= 0:
		dst = append(dst, '0', '.')
		for j := 0; j < -n; j++ {
			dst = append(dst, '0')
		}
		dst = append(dst, d...)
	default:
		dst = append(dst, d[0])
		if k > 1 {
			dst = append(dst, '.')
			dst = append(dst, d[1:]...)
		}
		dst = append(dst, 'e')
		if n-1 >= 0 {
			dst = append(dst, '+')
		}
		dst = strconv.AppendInt(dst, int64(n-1), 10)
	}
	return dst, nil
}

// validNumber reports whether s matches the RFC 8259 number grammar
// -?(0|[1-9][0-9]*)(\.[0-9]+)?([eE][+-]?[0-9]+)?
func validNumber(s string) bool {
	return numberEnd(s, 0) == len(s) && len(s) > 0
}

// numberEnd returns the index just past the longest valid JSON number that
// starts at s[i], or -1 if none does.
func numberEnd[T string | []byte](s T, i int) int {
	if i < len(s) && s[i] == '-' {
		i++
	}
	switch {
	case i < len(s) && s[i] == '0':
		i++
	case i < len(s) && s[i] >= '1' && s[i] <= '9':
		for i < len(s) && isDigit(s[i]) {
			i++
		}
	default:
		return -1
	}
	if i < len(s) && s[i] == '.' {
		i++
		if i >= len(s) || !isDigit(s[i]) {
			return -1
		}
		for i < len(s) && isDigit(s[i]) {
			i++
		}
	}
	if i < len(s) && (s[i] == 'e' || s[i] == 'E') {
		i++
		if i < len(s) && (s[i] == '+' || s[i] == '-') {
			i++
		}
		if i >= len(s) || !isDigit(s[i]) {
			return -1
		}
		for i < len(s) && isDigit(s[i]) {
			i++
		}
	}
	return i
}

func isDigit(c byte) bool { return '0' <= c && c <= '9' }

// parseNumber converts a grammatically valid JSON number to the nearest
// double. Overflow is an error; underflow yields 0 or a subnormal.
func parseNumber(s string) (float64, error) {
	f, err := strconv.ParseFloat(s, 64)
	if err != nil || math.IsInf(f, 0) || math.IsNaN(f) {
		return 0, fmt.Errorf("canonjson: number %s is out of range for an IEEE-754 double", s)
	}
	return f, nil
}

// parser is a strict RFC 8259 parser producing nil, bool, string, float64,
// []any and map[string]any.
type parser struct {
	data []byte
	pos  int
}

func (p *parser) skipSpace() {
	for p.pos < len(p.data) {
		switch p.data[p.pos] {
		case ' ', '\t', '\n', '\r':
			p.pos++
		default:
			return
		}
	}
}

func (p *parser) errUnexpected(what string) error {
	if p.pos >= len(p.data) {
		return fmt.Errorf("canonjson: unexpected end of input, expected %s", what)
	}
	return fmt.Errorf("canonjson: unexpected byte %q at offset %d, expected %s", p.data[p.pos], p.pos, what)
}

// value parses a value starting at p.pos (whitespace already skipped).
func (p *parser) value(depth int) (any, error) {
	if p.pos >= len(p.data) {
		return nil, p.errUnexpected("a JSON value")
	}
	switch c := p.data[p.pos]; {
	case c == '{':
		return p.object(depth)
	case c == '[':
		return p.array(depth)
	case c == '"':
		return p.string()
	case c == 't':
		return true, p.literal("true")
	case c == 'f':
		return false, p.literal("false")
	case c == 'n':
		return nil, p.literal("null")
	case c == '-' || isDigit(c):
		return p.number()
	default:
		return nil, p.errUnexpected("a JSON value")
	}
}

func (p *parser) literal(lit string) error {
	if len(p.data)-p.pos < len(lit) || string(p.data[p.pos:p.pos+len(lit)]) != lit {
		return fmt.Errorf("canonjson: invalid literal at offset %d, expected %s", p.pos, lit)
	}
	p.pos += len(lit)
	return nil
}

func (p *parser) number() (any, error) {
	start := p.pos
	end := numberEnd(p.data, p.pos)
	if end < 0 {
		return nil, fmt.Errorf("canonjson: invalid number at offset %d", start)
	}
	p.pos = end
	return parseNumber(string(p.data[start:end]))
}

func (p *parser) array(depth int) (any, error) {
	if depth >= maxDepth {
		return nil, errTooDeep
	}
	p.pos++ // '['
	arr := []any{}
	p.skipSpace()
	if p.pos < len(p.data) && p.data[p.pos] == ']' {
		p.pos++
		return arr, nil
	}
	for {
		p.skipSpace()
		v, err := p.value(depth + 1)
		if err != nil {
			return nil, err
		}
		arr = append(arr, v)
		p.skipSpace()
		if p.pos >= len(p.data) {
			return nil, p.errUnexpected("',' or ']'")
		}
		switch p.data[p.pos] {
		case ',':
			p.pos++
		case ']':
			p.pos++
			return arr, nil
		default:
			return nil, p.errUnexpected("',' or ']'")
		}
	}
}

func (p *parser) object(depth int) (any, error) {
	if depth >= maxDepth {
		return nil, errTooDeep
	}
	p.pos++ // '{'
	obj := map[string]any{}
	p.skipSpace()
	if p.pos < len(p.data) && p.data[p.pos] == '}' {
		p.pos++
		return obj, nil
	}
	for {
		p.skipSpace()
		if p.pos >= len(p.data) || p.data[p.pos] != '"' {
			return nil, p.errUnexpected("object member name")
		}
		keyPos := p.pos
		key, err := p.string()
		if err != nil {
			return nil, err
		}
		if _, dup := obj[key]; dup {
			return nil, fmt.Errorf("canonjson: duplicate object key %q at offset %d", key, keyPos)
		}
		p.skipSpace()
		if p.pos >= len(p.data) || p.data[p.pos] != ':' {
			return nil, p.errUnexpected("':'")
		}
		p.pos++
		p.skipSpace()
		v, err := p.value(depth + 1)
		if err != nil {
			return nil, err
		}
		obj[key] = v
		p.skipSpace()
		if p.pos >= len(p.data) {
			return nil, p.errUnexpected("',' or '}'")
		}
		switch p.data[p.pos] {
		case ',':
			p.pos++
		case '}':
			p.pos++
			return obj, nil
		default:
			return nil, p.errUnexpected("',' or '}'")
		}
	}
}

// string parses a string literal starting at the opening quote.
func (p *parser) string() (string, error) {
	start := p.pos
	p.pos++ // '"'
	var buf []byte
	lit := p.pos // start of the pending unescaped run
	for {
		if p.pos >= len(p.data) {
			return "", fmt.Errorf("canonjson: unterminated string starting at offset %d", start)
		}
		c := p.data[p.pos]
		switch {
		case c == '"':
			var s string
			if buf == nil {
				s = string(p.data[lit:p.pos])
			} else {
				s = string(append(buf, p.data[lit:p.pos]...))
			}
			p.pos++
			return s, nil
		case c == '\\':
			buf = append(buf, p.data[lit:p.pos]...)
			if buf == nil {
				buf = []byte{}
			}
			var err error
			if buf, err = p.escape(buf); err != nil {
				return "", err
			}
			lit = p.pos
		case c < 0x20:
			return "", fmt.Errorf("canonjson: unescaped control character %q in string at offset %d", c, p.pos)
		case c < utf8.RuneSelf:
			p.pos++
		default:
			r, size := utf8.DecodeRune(p.data[p.pos:])
			if r == utf8.RuneError && size <= 1 {
				return "", fmt.Errorf("canonjson: invalid UTF-8 in string at offset %d", p.pos)
			}
			p.pos += size
		}
	}
}

// escape decodes the escape sequence at p.pos (a backslash) onto buf.
func (p *parser) escape(buf []byte) ([]byte, error) {
	at := p.pos
	p.pos++ // '\\'
	if p.pos >= len(p.data) {
		return nil, p.errUnexpected("escape character")
	}
	c := p.data[p.pos]
	p.pos++
	switch c {
	case '"', '\\', '/':
		return append(buf, c), nil
	case 'b':
		return append(buf, '\b'), nil
	case 'f':
		return append(buf, '\f'), nil
	case 'n':
		return append(buf, '\n'), nil
	case 'r':
		return append(buf, '\r'), nil
	case 't':
		return append(buf, '\t'), nil
	case 'u':
		r, ok := p.hex4()
		if !ok {
			return nil, fmt.Errorf("canonjson: invalid \\u escape at offset %d", at)
		}
		switch {
		case 0xD800 <= r && r < 0xDC00:
			if p.pos+1 < len(p.data) && p.data[p.pos] == '\\' && p.data[p.pos+1] == 'u' {
				p.pos += 2
				lo, ok := p.hex4()
				if !ok {
					return nil, fmt.Errorf("canonjson: invalid \\u escape at offset %d", p.pos-2)
				}
				if 0xDC00 <= lo && lo < 0xE000 {
					r = 0x10000 + (r-0xD800)<<10 + (lo - 0xDC00)
					return utf8.AppendRune(buf, r), nil
				}
			}
			return nil, fmt.Errorf("canonjson: unpaired surrogate escape \\u%04x at offset %d", r, at)
		case 0xDC00 <= r && r < 0xE000:
			return nil, fmt.Errorf("canonjson: unpaired surrogate escape \\u%04x at offset %d", r, at)
		}
		return utf8.AppendRune(buf, r), nil
	default:
		return nil, fmt.Errorf("canonjson: invalid escape %q at offset %d", c, at)
	}
}

func (p *parser) hex4() (rune, bool) {
	if len(p.data)-p.pos < 4 {
		return 0, false
	}
	var r rune
	for _, c := range p.data[p.pos : p.pos+4] {
		r <<= 4
		switch {
		case '0' <= c && c <= '9':
			r |= rune(c - '0')
		case 'a' <= c && c <= 'f':
			r |= rune(c - 'a' + 10)
		case 'A' <= c && c <= 'F':
			r |= rune(c - 'A' + 10)
		default:
			return 0, false
		}
	}
	p.pos += 4
	return r, true
}
