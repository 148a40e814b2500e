package canonjson

import (
	"bytes"
	"encoding/json"
	"math"
	"strings"
	"testing"
)

func TestCanonicalizeNumbersLikeECMAScript(t *testing.T) {
	tests := []struct {
		name, in, want string
	}{
		{"exponent form from 1e21", "1e21", "1e+21"},
		{"exponent form below 1e-6", "1e-7", "1e-7"},
		{"shortest round-trip digits", "333333333.33333329", "333333333.3333333"},
		{"large exponent lowercased with plus", "1E30", "1e+30"},
		{"trailing zero dropped", "4.50", "4.5"},
		{"small exponent expanded", "2e-3", "0.002"},
		{"1e-6 stays fixed", "0.000001", "0.000001"},
		{"tiny number from RFC example", "0.000000000000000000000000001", "1e-27"},
		{"negative zero", "-0", "0"},
		{"negative zero float", "-0.0e5", "0"},
		{"2^53", "9007199254740992", "9007199254740992"},
		{"2^53 plus one rounds to even", "9007199254740993", "9007199254740992"},
		{"2^68 keeps zeros", "295147905179352830000", "295147905179352830000"},
		{"smallest subnormal", "5e-324", "5e-324"},
		{"largest double", "1.7976931348623157e308", "1.7976931348623157e+308"},
		{"negative largest double", "-1.7976931348623157e308", "-1.7976931348623157e+308"},
		{"underflow becomes zero", "1e-400", "0"},
		{"1.5e-7 mantissa with fraction", "0.00000015", "1.5e-7"},
		{"fraction with integer part", "-123.456e1", "-1234.56"},
		{"integer with fraction zero", "10.0", "10"},
		{"exponent with explicit plus", "1e+2", "100"},
		{"just below 1e21 stays fixed", "999999999999999900000", "999999999999999900000"},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			got, err := Canonicalize([]byte(tc.in))
			if err != nil {
				t.Fatalf("Canonicalize(%s): %v", tc.in, err)
			}
			if string(got) != tc.want {
				t.Errorf("Canonicalize(%s) = %s, want %s", tc.in, got, tc.want)
			}
		})
	}
}

// Test vectors from RFC 8785 Appendix B, given as IEEE-754 bit patterns.
func TestAppendFloat64MatchesRFC8785AppendixB(t *testing.T) {
	tests := []struct {
		bits uint64
		want string
	}{
		{0x0000000000000000, "0"},
		{0x8000000000000000, "0"},
		{0x0000000000000001, "5e-324"},
		{0x8000000000000001, "-5e-324"},
		{0x7fefffffffffffff, "1.7976931348623157e+308"},
		{0xffefffffffffffff, "-1.7976931348623157e+308"},
		{0x4340000000000000, "9007199254740992"},
		{0xc340000000000000, "-9007199254740992"},
		{0x4430000000000000, "295147905179352830000"},
		{0x44b52d02c7e14af5, "9.999999999999997e+22"},
		{0x44b52d02c7e14af6, "1e+23"},
		{0x44b52d02c7e14af7, "1.0000000000000001e+23"},
		{0x444b1ae4d6e2ef4e, "999999999999999700000"},
		{0x444b1ae4d6e2ef4f, "999999999999999900000"},
		{0x444b1ae4d6e2ef50, "1e+21"},
		{0x3eb0c6f7a0b5ed8c, "9.999999999999997e-7"},
		{0x3eb0c6f7a0b5ed8d, "0.000001"},
		{0x41b3de4355555553, "333333333.3333332"},
		{0x41b3de4355555554, "333333333.33333325"},
		{0x41b3de4355555555, "333333333.3333333"},
		{0x41b3de4355555556, "333333333.3333334"},
		{0x41b3de4355555557, "333333333.33333343"},
		{0xbecbf647612f3696, "-0.0000033333333333333333"},
		{0x43143ff3c1cb0959, "1424953923781206.2"},
	}
	for _, tc := range tests {
		f := math.Float64frombits(tc.bits)
		got, err := Marshal(f)
		if err != nil {
			t.Errorf("Marshal(%#016x): %v", tc.bits, err)
			continue
		}
		if string(got) != tc.want {
			t.Errorf("Marshal(%#016x) = %s, want %s", tc.bits, got, tc.want)
		}
	}
}

func TestAppendConvertsEveryNumericTypeToFloat64(t *testing.T) {
	tests := []struct {
		name string
		in   any
		want string
	}{
		{"int", int(-42), "-42"},
		{"int8", int8(-128), "-128"},
		{"int16", int16(32767), "32767"},
		{"int32", int32(-2147483648), "-2147483648"},
		{"int64 at 2^53 exact", int64(1 << 53), "9007199254740992"},
		{"int64 beyond 2^53 rounds to nearest double", int64(1<<53 + 1), "9007199254740992"},
		{"int64 beyond 2^53 rounds to even", int64(1<<53 + 3), "9007199254740996"},
		{"int64 min", int64(math.MinInt64), "-9223372036854776000"},
		{"uint", uint(7), "7"},
		{"uint8", uint8(255), "255"},
		{"uint16", uint16(65535), "65535"},
		{"uint32", uint32(4294967295), "4294967295"},
		{"uint64 max rounds up to 2^64", uint64(math.MaxUint64), "18446744073709552000"},
		{"float32 widened exactly", float32(0.1), "0.10000000149011612"},
		{"float32 integral", float32(1.5), "1.5"},
		{"float64 negative zero", math.Copysign(0, -1), "0"},
		{"json.Number normalized", json.Number("1.50E+3"), "1500"},
		{"json.Number large", json.Number("1e21"), "1e+21"},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			got, err := Marshal(tc.in)
			if err != nil {
				t.Fatalf("Marshal(%v): %v", tc.in, err)
			}
			if string(got) != tc.want {
				t.Errorf("Marshal(%v) = %s, want %s", tc.in, got, tc.want)
			}
		})
	}
}

func TestCanonicalizeEscapesStringsPerRFC8785(t *testing.T) {
	// RFC 8785 section 3.2.2.2 / 3.2.4 example.
	in := `{
  "numbers": [333333333.33333329, 1E30, 4.50, 2e-3, 0.000000000000000000000000001],
  "string": "\u20ac$\u000F\u000aA'\u0042\u0022\u005c\\\"\/",
  "literals": [null, true, false]
}`
	want := `{"literals":[null,true,false],"numbers":[333333333.3333333,1e+30,4.5,0.002,1e-27],"string":"€$\u000f\nA'B\"\\\\\"/"}`
	got, err := Canonicalize([]byte(in))
	if err != nil {
		t.Fatal(err)
	}
	if string(got) != want {
		t.Errorf("got  %s\nwant %s", got, want)
	}
}

func TestAppendStringEscaping(t *testing.T) {
	tests := []struct {
		name, in, want string
	}{
		{"short forms", "\b\t\n\f\r", `"\b\t\n\f\r"`},
		{"other controls lowercase hex", "\x00\x01\x1f\x0b", `"\u0000\u0001\u001f\u000b"`},
		{"quote and backslash", `a"b\c`, `"a\"b\\c"`},
		{"html and slash not escaped", "</script>&", `"</script>&"`},
		{"DEL not escaped", "\x7f", "\"\x7f\""},
		{"non-ASCII raw", "é€😀\u2028", "\"é€😀\u2028\""},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			got, err := Marshal(tc.in)
			if err != nil {
				t.Fatal(err)
			}
			if string(got) != tc.want {
				t.Errorf("Marshal(%q) = %s, want %s", tc.in, got, tc.want)
			}
		})
	}
}

func TestCanonicalizeSortsKeysByUTF16CodeUnits(t *testing.T) {
	// RFC 8785 section 3.2.3 example.
	in := `{
  "\u20ac": "Euro Sign",
  "\r": "Carriage Return",
  "\ufb33": "Hebrew Letter Dalet With Dagesh",
  "1": "One",
  "\ud83d\ude00": "Emoji: Grinning Face",
  "\u0080": "Control",
  "\u00f6": "Latin Small Letter O With Diaeresis"
}`
	want := `{"\r":"Carriage Return","1":"One","` + "\u0080" + `":"Control","ö":"Latin Small Letter O With Diaeresis","€":"Euro Sign","😀":"Emoji: Grinning Face","דּ":"Hebrew Letter Dalet With Dagesh"}`
	got, err := Canonicalize([]byte(in))
	if err != nil {
		t.Fatal(err)
	}
	if string(got) != want {
		t.Errorf("got  %s\nwant %s", got, want)
	}
}

func TestCompareUTF16(t *testing.T) {
	tests := []struct {
		a, b string
		sign int
	}{
		{"", "", 0},
		{"a", "b", -1},
		{"ab", "a", 1},
		{"\U0001F600", "\uFB33", -1}, // surrogate 0xD83D < 0xFB33, unlike byte order
		{"\U0001F600", "\uE000", -1},
		{"\U0001F600", "\uD7FF", 1},
		{"\U0001F600", "\U0001F601", -1},
		{"\U00010000", "\U0010FFFF", -1},
		{"x\U0001F600", "x\uFFFF", -1},
	}
	for _, tc := range tests {
		got := compareUTF16(tc.a, tc.b)
		if sign(got) != tc.sign {
			t.Errorf("compareUTF16(%q, %q) = %d, want sign %d", tc.a, tc.b, got, tc.sign)
		}
		if sign(compareUTF16(tc.b, tc.a)) != -tc.sign {
			t.Errorf("compareUTF16(%q, %q) not antisymmetric", tc.b, tc.a)
		}
	}
}

func sign(x int) int {
	switch {
	case x < 0:
		return -1
	case x > 0:
		return 1
	}
	return 0
}

func TestCanonicalizeNestedStructures(t *testing.T) {
	tests := []struct {
		name, in, want string
	}{
		{"whitespace removed", " \t\r\n{ \"b\" : [ 1 , 2 ] , \"a\" : { } } \n", `{"a":{},"b":[1,2]}`},
		{"nested objects sorted at every level", `{"z":{"y":1,"x":[{"d":4,"c":3}]},"a":null}`, `{"a":null,"z":{"x":[{"c":3,"d":4}],"y":1}}`},
		{"empty containers", `[[],{},[{}],""]`, `[[],{},[{}],""]`},
		{"scalars at top level", `"x"`, `"x"`},
		{"literals", `[true,false,null]`, `[true,false,null]`},
		{"escaped slash unescaped", `"\/"`, `"/"`},
		{"escaped non-ASCII emitted raw", `"\u00e9\uD83D\uDE00"`, `"é😀"`},
		{"escaped NUL kept escaped", `"\u0000"`, `"\u0000"`},
		{"array order preserved", `[3,1,2]`, `[3,1,2]`},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			got, err := Canonicalize([]byte(tc.in))
			if err != nil {
				t.Fatalf("Canonicalize(%q): %v", tc.in, err)
			}
			if string(got) != tc.want {
				t.Errorf("Canonicalize(%q) = %s, want %s", tc.in, got, tc.want)
			}
		})
	}
}

func TestAppendNestedGoValues(t *testing.T) {
	v := map[string]any{
		"list":    []any{1, "two", 3.5, nil, true, []string{"b", "a"}},
		"strings": map[string]string{"\uFB33": "x", "\U0001F600": "y"},
		"nested":  map[string]any{"b": map[string]any{}, "a": []any{}},
		"nilmap":  map[string]any(nil),
		"nilarr":  []any(nil),
	}
	want := `{"list":[1,"two",3.5,null,true,["b","a"]],"nested":{"a":[],"b":{}},"nilarr":null,"nilmap":null,"strings":{"😀":"y","דּ":"x"}}`
	got, err := Append([]byte("prefix:"), v)
	if err != nil {
		t.Fatal(err)
	}
	if string(got) != "prefix:"+want {
		t.Errorf("got  %s\nwant prefix:%s", got, want)
	}
}

func TestCanonicalizeRejectsInvalidInput(t *testing.T) {
	tests := []struct {
		name, in, wantErr string
	}{
		{"duplicate key names the key", `{"a":1,"b":2,"a":3}`, `duplicate object key "a"`},
		{"duplicate key after unescaping", `{"é":1,"\u00e9":2}`, `duplicate object key "é"`},
		{"duplicate key nested", `[{"k":{"x":1,"x":1}}]`, `duplicate object key "x"`},
		{"trailing garbage", `{"a":1} x`, "trailing data"},
		{"two documents", `1 2`, "trailing data"},
		{"invalid UTF-8 in string", "\"a\xffb\"", "invalid UTF-8"},
		{"UTF-8 encoded surrogate", "\"\xed\xa0\x80\"", "invalid UTF-8"},
		{"truncated UTF-8", "\"\xc3\"", "invalid UTF-8"},
		{"non-ASCII outside string", "\xc3\xa9", "unexpected byte"},
		{"lone high surrogate escape", `"\ud83d"`, "unpaired surrogate"},
		{"lone low surrogate escape", `"\ude00"`, "unpaired surrogate"},
		{"high surrogate then non-surrogate", `"\ud83d\u0041"`, "unpaired surrogate"},
		{"empty input", ``, "unexpected end"},
		{"whitespace only", "  ", "unexpected end"},
		{"number overflow", `1e400`, "out of range"},
		{"leading zero", `01`, "trailing data"},
		{"leading plus", `+1`, "unexpected byte"},
		{"bare fraction", `.5`, "unexpected byte"},
		{"missing fraction digits", `1.`, "invalid number"},
		{"missing exponent digits", `1e`, "invalid number"},
		{"NaN literal", `NaN`, "unexpected byte"},
		{"Infinity literal", `-Infinity`, "invalid number"},
		{"hex number", `0x10`, "trailing data"},
		{"trailing comma in array", `[1,]`, "expected a JSON value"},
		{"trailing comma in object", `{"a":1,}`, "object member name"},
		{"unquoted key", `{a:1}`, "object member name"},
		{"raw control in string", "\"a\nb\"", "control character"},
		{"bad escape", `"\x"`, "invalid escape"},
		{"short unicode escape", `"\u12"`, `invalid \u escape`},
		{"unterminated string", `"abc`, "unterminated string"},
		{"unterminated array", `[1`, "unexpected end"},
		{"bad literal", `tru`, "invalid literal"},
		{"single quotes", `'a'`, "unexpected byte"},
		{"byte order mark", "\ufeff{}", "unexpected byte"},
		{"too deep", strings.Repeat("[", maxDepth+1) + strings.Repeat("]", maxDepth+1), "nesting deeper"},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			got, err := Canonicalize([]byte(tc.in))
			if err == nil {
				t.Fatalf("Canonicalize(%q) = %s, want error containing %q", tc.in, got, tc.wantErr)
			}
			if !strings.Contains(err.Error(), tc.wantErr) {
				t.Errorf("Canonicalize(%q) error = %q, want it to contain %q", tc.in, err, tc.wantErr)
			}
		})
	}
}

func TestCanonicalizeAcceptsMaxDepth(t *testing.T) {
	in := strings.Repeat("[", maxDepth) + strings.Repeat("]", maxDepth)
	got, err := Canonicalize([]byte(in))
	if err != nil {
		t.Fatal(err)
	}
	if string(got) != in {
		t.Error("deeply nested array not preserved")
	}
}

type custom struct{}

func TestAppendRejectsUnrepresentableValues(t *testing.T) {
	cyclic := map[string]any{}
	cyclic["self"] = cyclic
	tests := []struct {
		name    string
		in      any
		wantErr string
	}{
		{"NaN", math.NaN(), "NaN"},
		{"+Inf", math.Inf(1), "+Inf"},
		{"-Inf", math.Inf(-1), "-Inf"},
		{"float32 NaN", float32(math.NaN()), "NaN"},
		{"NaN nested in array", []any{1, math.NaN()}, "NaN"},
		{"NaN nested in object", map[string]any{"a": math.Inf(1)}, "Inf"},
		{"unsupported struct names type", custom{}, "canonjson.custom"},
		{"unsupported pointer names type", new(int), "*int"},
		{"unsupported map type names type", map[string]int{"a": 1}, "map[string]int"},
		{"unsupported slice type names type", []int{1}, "[]int"},
		{"unsupported type nested", []any{struct{}{}}, "struct {}"},
		{"unsupported uintptr", uintptr(1), "uintptr"},
		{"invalid UTF-8 string", "a\xffb", "not valid UTF-8"},
		{"invalid UTF-8 key", map[string]any{"\xff": 1}, "not valid UTF-8"},
		{"invalid UTF-8 in []string", []string{"\xc3"}, "not valid UTF-8"},
		{"invalid UTF-8 in map[string]string value", map[string]string{"a": "\xc3"}, "not valid UTF-8"},
		{"invalid json.Number", json.Number("1_000"), "invalid json.Number"},
		{"empty json.Number", json.Number(""), "invalid json.Number"},
		{"json.Number Inf", json.Number("Inf"), "invalid json.Number"},
		{"json.Number overflow", json.Number("1e999"), "out of range"},
		{"cyclic map", cyclic, "nesting deeper"},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			dst := []byte("keep")
			got, err := Append(dst, tc.in)
			if err == nil {
				t.Fatalf("Append(%T) = %s, want error containing %q", tc.in, got, tc.wantErr)
			}
			if !strings.Contains(err.Error(), tc.wantErr) {
				t.Errorf("Append(%T) error = %q, want it to contain %q", tc.in, err, tc.wantErr)
			}
			if string(got) != "keep" {
				t.Errorf("Append on error returned %q, want dst unchanged", got)
			}
		})
	}
}

func TestMarshalAgreesWithCanonicalizeOfEncodingJSON(t *testing.T) {
	v := map[string]any{
		"html": "<a href=\"x\">&</a>",
		"num":  1e21,
		"frac": 0.1,
		"arr":  []any{map[string]any{"\U0001F600": 1, "\uFFFF": 2}},
	}
	std, err := json.Marshal(v)
	if err != nil {
		t.Fatal(err)
	}
	a, err := Canonicalize(std)
	if err != nil {
		t.Fatal(err)
	}
	b, err := Marshal(v)
	if err != nil {
		t.Fatal(err)
	}
	if !bytes.Equal(a, b) {
		t.Errorf("Canonicalize(json.Marshal(v)) = %s\nMarshal(v) = %s", a, b)
	}
}

func FuzzCanonicalize(f *testing.F) {
	seeds := []string{
		`{"numbers":[333333333.33333329,1E30,4.50,2e-3,0.000000000000000000000000001],"string":"\u20ac$\u000F\u000aA'\u0042\u0022\u005c\\\"\/","literals":[null,true,false]}`,
		`{"\u20ac":1,"\r":2,"\ufb33":3,"1":4,"\ud83d\ude00":5,"\u0080":6,"\u00f6":7}`,
		`[1e21,1e-7,-0,5e-324,1.7976931348623157e308,295147905179352830000]`,
		`{"a":1,"a":2}`,
		`"\ud83d"`,
		"\"\xff\"",
		`[[[[{}]]]] x`,
		` "tab\there" `,
		`-0.0000033333333333333333`,
		`1e400`,
	}
	for _, s := range seeds {
		f.Add([]byte(s))
	}
	f.Fuzz(func(t *testing.T, data []byte) {
		out, err := Canonicalize(data)
		if err != nil {
			return
		}
		if !json.Valid(out) {
			t.Fatalf("output is not valid JSON: %q (input %q)", out, data)
		}
		again, err := Canonicalize(out)
		if err != nil {
			t.Fatalf("Canonicalize(output) failed: %v (output %q)", err, out)
		}
		if !bytes.Equal(again, out) {
			t.Fatalf("not idempotent:\n first  %q\n second %q", out, again)
		}
		// Accepted input has no duplicates, valid UTF-8 and finite numbers,
		// so encoding/json decodes it to the same value.
		var v any
		if err := json.Unmarshal(data, &v); err != nil {
			t.Fatalf("encoding/json rejects input Canonicalize accepted: %v (input %q)", err, data)
		}
		m, err := Marshal(v)
		if err != nil {
			t.Fatalf("Marshal(json.Unmarshal(input)) failed: %v", err)
		}
		if !bytes.Equal(m, out) {
			t.Fatalf("Marshal(decoded) = %q, Canonicalize = %q", m, out)
		}
		dec := json.NewDecoder(bytes.NewReader(data))
		dec.UseNumber()
		var vn any
		if err := dec.Decode(&vn); err != nil {
			t.Fatalf("encoding/json (UseNumber) rejects input: %v", err)
		}
		m, err = Marshal(vn)
		if err != nil {
			t.Fatalf("Marshal(decoded with UseNumber) failed: %v", err)
		}
		if !bytes.Equal(m, out) {
			t.Fatalf("Marshal(decoded with UseNumber) = %q, Canonicalize = %q", m, out)
		}
	})
}
