package jsonschema

import (
	"encoding/json"
	"errors"
	"fmt"
	"math"
	"strings"
	"sync"
	"testing"
)

// schema decodes a JSON schema literal the way catalog files arrive.
func schema(t testing.TB, text string) map[string]any {
	t.Helper()
	var s map[string]any
	if err := json.Unmarshal([]byte(text), &s); err != nil {
		t.Fatalf("bad test schema %s: %v", text, err)
	}
	return s
}

// value decodes a JSON literal with json.Number, as a cautious executor would.
func value(t testing.TB, text string) any {
	t.Helper()
	dec := json.NewDecoder(strings.NewReader(text))
	dec.UseNumber()
	var v any
	if err := dec.Decode(&v); err != nil {
		t.Fatalf("bad test value %s: %v", text, err)
	}
	return v
}

// wantErr describes an expected outcome; the zero value means "valid".
type wantErr struct {
	fail    bool
	path    string
	invalid bool
	msg     string // substring of Message
}

func check(t *testing.T, err error, want wantErr) {
	t.Helper()
	if !want.fail {
		if err != nil {
			t.Fatalf("want valid, got %v", err)
		}
		return
	}
	var e *Error
	if !errors.As(err, &e) {
		t.Fatalf("want *Error, got %T %v", err, err)
	}
	if e.Path != want.path || e.Invalid != want.invalid || !strings.Contains(e.Message, want.msg) {
		t.Fatalf("got %#v, want path %q invalid %v message containing %q", e, want.path, want.invalid, want.msg)
	}
}

const objectSchema = `{
	"type": "object",
	"properties": {
		"name": {"type": "string"},
		"count": {"type": "integer", "minimum": 0},
		"tags": {"type": "array", "items": {"type": "string"}},
		"nested": {"type": "object", "properties": {"deep": {"type": "array", "items": {"type": "number"}}}},
		"a/b": {"type": "boolean"}
	},
	"required": ["name"],
	"additionalProperties": false
}`

func TestValidateReportsFailingValuePath(t *testing.T) {
	v := New()
	s := schema(t, objectSchema)
	tests := []struct {
		name  string
		value string
		want  wantErr
	}{
		{"valid record", `{"name": "x", "count": 3, "tags": ["a"], "nested": {"deep": [1, 2.5]}}`, wantErr{}},
		{"type error at a property", `{"name": 5}`, wantErr{fail: true, path: "/name", msg: "want string"}},
		{"type error inside an array", `{"name": "x", "tags": ["a", 7]}`, wantErr{fail: true, path: "/tags/1", msg: "want string"}},
		{"type error deep inside", `{"name": "x", "nested": {"deep": [1, "two"]}}`, wantErr{fail: true, path: "/nested/deep/1", msg: "want number"}},
		{"pointer escapes slash in key", `{"name": "x", "a/b": "no"}`, wantErr{fail: true, path: "/a~1b", msg: "want boolean"}},
		{"minimum violated", `{"name": "x", "count": -1}`, wantErr{fail: true, path: "/count", msg: "minimum"}},
		{"required property missing", `{"count": 1}`, wantErr{fail: true, path: "", msg: "missing property 'name'"}},
		{"additional property refused", `{"name": "x", "debug_blob": {}}`, wantErr{fail: true, path: "", msg: "debug_blob"}},
		{"root of the wrong type", `[1]`, wantErr{fail: true, path: "", msg: "want object"}},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			check(t, v.Validate(s, value(t, tt.value)), tt.want)
		})
	}
}

func TestValidateReportsFirstErrorByPathDeterministically(t *testing.T) {
	v := New()
	s := schema(t, `{"type": "object", "properties": {
		"a": {"type": "string"}, "b": {"type": "string"}, "c": {"type": "array", "items": {"type": "string"}}}}`)
	// Array indices sort numerically: /c/2 comes before /c/10.
	val := value(t, `{"b": 1, "c": ["x", "x", 3, "x", "x", "x", "x", "x", "x", "x", 4]}`)
	for i := 0; i < 50; i++ {
		check(t, v.Validate(s, val), wantErr{fail: true, path: "/b", msg: "want string"})
	}
	val = value(t, `{"c": ["x", "x", 3, "x", "x", "x", "x", "x", "x", "x", 4]}`)
	for i := 0; i < 50; i++ {
		check(t, v.Validate(s, val), wantErr{fail: true, path: "/c/2", msg: "want string"})
	}
}

func TestValidateEmptySchemaIsNoConstraint(t *testing.T) {
	v := New()
	for _, s := range []map[string]any{nil, {}} {
		if err := v.Validate(s, map[string]any{"anything": []any{1, "x"}}); err != nil {
			t.Fatalf("empty schema: %v", err)
		}
	}
	if v.Len() != 0 {
		t.Fatalf("empty schemas should not be compiled, cache holds %d", v.Len())
	}
}

func TestValidateResolvesLocalRefs(t *testing.T) {
	v := New()
	tests := []struct {
		name   string
		schema string
		value  string
		want   wantErr
	}{
		{"$defs ref valid", `{"$ref": "#/$defs/m", "$defs": {"m": {"type": "object", "properties": {"id": {"type": "string"}}}}}`,
			`{"id": "mp-1"}`, wantErr{}},
		{"$defs ref violated", `{"$ref": "#/$defs/m", "$defs": {"m": {"type": "object", "properties": {"id": {"type": "string"}}}}}`,
			`{"id": 1}`, wantErr{fail: true, path: "/id", msg: "want string"}},
		{"ref to a property schema", `{"type": "object", "properties": {"a": {"type": "integer"}, "b": {"$ref": "#/properties/a"}}}`,
			`{"b": "x"}`, wantErr{fail: true, path: "/b", msg: "want integer"}},
		{"recursive ref", `{"$defs": {"node": {"type": "object", "properties": {"child": {"$ref": "#/$defs/node"}, "v": {"type": "number"}}}}, "$ref": "#/$defs/node"}`,
			`{"child": {"child": {"v": "deep"}}}`, wantErr{fail: true, path: "/child/child/v", msg: "want number"}},
		{"embedded $id resource", `{"$id": "https://example.com/root.json", "$defs": {"s": {"$id": "https://example.com/s.json", "type": "string"}}, "$ref": "https://example.com/s.json"}`,
			`3`, wantErr{fail: true, path: "", msg: "want string"}},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			check(t, v.Validate(schema(t, tt.schema), value(t, tt.value)), tt.want)
		})
	}
}

func TestValidateRefusesRemoteRefs(t *testing.T) {
	v := New()
	tests := []struct{ name, schema string }{
		{"http ref", `{"$ref": "http://example.com/schema.json"}`},
		{"https ref", `{"$ref": "https://example.com/schema.json#/$defs/x"}`},
		{"file ref", `{"$ref": "file:///etc/passwd"}`},
		{"relative document ref", `{"$ref": "other.json"}`},
		{"relative ref under an $id", `{"$id": "https://example.com/a/root.json", "$ref": "b.json"}`},
		{"remote ref in an unused branch", `{"anyOf": [{"type": "string"}, {"$ref": "https://example.com/x.json"}]}`},
		{"custom metaschema", `{"$schema": "https://example.com/meta.json", "type": "string"}`},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			check(t, v.Validate(schema(t, tt.schema), "x"), wantErr{fail: true, invalid: true, msg: ""})
		})
	}
	// The refusal names the reference.
	err := v.Validate(schema(t, `{"$ref": "http://example.com/schema.json"}`), 1)
	if !strings.Contains(err.Error(), `"http://example.com/schema.json" refused`) {
		t.Fatalf("message should name the refused reference: %v", err)
	}
}

func TestValidateInvalidSchemaFailsClosed(t *testing.T) {
	v := New()
	tests := []struct{ name, schema string }{
		{"unknown type", `{"type": "nope"}`},
		{"type of the wrong kind", `{"type": 5}`},
		{"minimum not a number", `{"minimum": "x"}`},
		{"required not a list", `{"required": "name"}`},
		{"unresolvable local ref", `{"$ref": "#/$defs/missing"}`},
		{"regex RE2 cannot compile", `{"type": "string", "pattern": "(?=a)"}`},
		{"self-referencing ref cycle", `{"$defs": {"a": {"$ref": "#/$defs/a"}}, "$ref": "#/$defs/a"}`},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			err := v.Validate(schema(t, tt.schema), "a")
			check(t, err, wantErr{fail: true, invalid: true})
			if !strings.HasPrefix(err.Error(), "invalid JSON schema: ") {
				t.Fatalf("message: %q", err.Error())
			}
		})
	}
}

func TestValidateSchemaThatIsNotJSONFailsClosed(t *testing.T) {
	v := New()
	err := v.Validate(map[string]any{"type": "number", "maximum": math.NaN()}, 1.0)
	check(t, err, wantErr{fail: true, invalid: true, msg: "not a JSON value"})
	err = v.Validate(map[string]any{"type": "object", "x": struct{}{}}, 1.0)
	check(t, err, wantErr{fail: true, invalid: true, msg: "not a JSON value"})
}

func TestValidateAcceptsGoTypedSchemas(t *testing.T) {
	v := New()
	s := map[string]any{
		"type":       "object",
		"required":   []string{"a"},
		"properties": map[string]map[string]any{"a": {"type": "integer", "maximum": 10}},
	}
	check(t, v.Validate(s, map[string]any{"a": 3}), wantErr{})
	check(t, v.Validate(s, map[string]any{"a": 11}), wantErr{fail: true, path: "/a", msg: "maximum"})
	check(t, v.Validate(s, map[string]any{}), wantErr{fail: true, path: "", msg: "missing property 'a'"})
}

func TestValidateChoosesDraftBySchemaKeyword(t *testing.T) {
	v := New()
	const draft7 = `"$schema": "http://json-schema.org/draft-07/schema#"`
	tests := []struct {
		name   string
		schema string
		value  string
		want   wantErr
	}{
		// Draft-07 ignores the siblings of $ref; 2020-12 applies them.
		{"draft-07 ignores $ref siblings", `{` + draft7 + `, "definitions": {"s": {"type": "string"}}, "$ref": "#/definitions/s", "maxLength": 2}`,
			`"abcdef"`, wantErr{}},
		{"2020-12 applies $ref siblings", `{"$defs": {"s": {"type": "string"}}, "$ref": "#/$defs/s", "maxLength": 2}`,
			`"abcdef"`, wantErr{fail: true, path: "", msg: "maxLength"}},
		// Draft-07 asserts formats; 2020-12 treats format as an annotation.
		{"draft-07 asserts format", `{` + draft7 + `, "type": "string", "format": "ipv4"}`, `"not-an-ip"`,
			wantErr{fail: true, path: "", msg: "ipv4"}},
		{"2020-12 format is an annotation", `{"type": "string", "format": "ipv4"}`, `"not-an-ip"`, wantErr{}},
		// Draft-07 has no prefixItems: the keyword is ignored there.
		{"draft-07 ignores prefixItems", `{` + draft7 + `, "prefixItems": [{"type": "string"}]}`, `[1]`, wantErr{}},
		{"2020-12 prefixItems", `{"prefixItems": [{"type": "string"}]}`, `[1]`, wantErr{fail: true, path: "/0", msg: "want string"}},
		{"explicit 2020-12", `{"$schema": "https://json-schema.org/draft/2020-12/schema", "prefixItems": [{"type": "string"}]}`, `[1]`,
			wantErr{fail: true, path: "/0", msg: "want string"}},
		{"draft-07 type error", `{` + draft7 + `, "type": "object", "properties": {"n": {"type": "integer"}}}`, `{"n": 1.5}`,
			wantErr{fail: true, path: "/n", msg: "want integer"}},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			check(t, v.Validate(schema(t, tt.schema), value(t, tt.value)), tt.want)
		})
	}
}

func TestValidateIntegerAcceptsIntegralNumbers(t *testing.T) {
	v := New()
	s := schema(t, `{"type": "integer"}`)
	tests := []struct {
		name  string
		value any
		ok    bool
	}{
		{"float64 1.0", 1.0, true},
		{"json.Number 1.0", json.Number("1.0"), true},
		{"json.Number 1e2", json.Number("1e2"), true},
		{"int", 1, true},
		{"int64", int64(-7), true},
		{"uint8", uint8(7), true},
		{"float64 1.5", 1.5, false},
		{"json.Number 1.5", json.Number("1.5"), false},
		{"huge integer as json.Number", json.Number("123456789012345678901234567890"), true},
		{"string", "1", false},
		{"boolean", true, false},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			err := v.Validate(s, tt.value)
			if tt.ok {
				check(t, err, wantErr{})
			} else {
				check(t, err, wantErr{fail: true, path: "", msg: "want integer"})
			}
		})
	}
}

func TestValidateNumbersExactly(t *testing.T) {
	v := New()
	check(t, v.Validate(schema(t, `{"multipleOf": 0.1}`), 0.3), wantErr{})
	check(t, v.Validate(schema(t, `{"maximum": 100}`), json.Number("100.0000000000000000001")),
		wantErr{fail: true, path: "", msg: "maximum"})
	check(t, v.Validate(schema(t, `{"enum": [1, 2]}`), json.Number("2.0")), wantErr{})
	check(t, v.Validate(schema(t, `{"const": 2}`), 2), wantErr{})
}

func TestValidateRejectsValuesThatAreNotJSON(t *testing.T) {
	v := New()
	s := schema(t, `{}`)
	s["title"] = "any value" // non-empty, so the schema is compiled
	tests := []struct {
		name  string
		value any
		path  string
		msg   string
	}{
		{"NaN", math.NaN(), "", "not finite"},
		{"infinity inside an array", []any{1.0, math.Inf(1)}, "/1", "not finite"},
		{"NaN inside a map picks the first key", map[string]any{"b": math.NaN(), "a": math.Inf(-1)}, "/a", "not finite"},
		{"json.Number that is not a number", map[string]any{"x": json.Number("abc")}, "/x", "not a JSON number"},
		{"json.Number in hex", json.Number("0x10"), "", "not a JSON number"},
		{"json.Number overflowing", json.Number("1e999999"), "", "out of range"},
		{"a struct", map[string]any{"s": struct{ A int }{1}}, "/s", "unsupported value type"},
		{"bytes", []byte("x"), "", "unsupported value type"},
		{"a channel in a typed slice", []chan int{nil}, "/0", "unsupported value type"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			check(t, v.Validate(s, tt.value), wantErr{fail: true, path: tt.path, msg: tt.msg})
		})
	}
}

func TestValidateConvertsTypedGoValues(t *testing.T) {
	v := New()
	s := schema(t, `{"type": "object", "properties": {
		"tags": {"type": "array", "items": {"type": "string"}},
		"scores": {"type": "object", "additionalProperties": {"type": "integer"}},
		"ptr": {"type": "number"}, "nilptr": {"type": "null"}, "f32": {"type": "number"}}}`)
	f := 2.5
	var nilPtr *float64
	good := map[string]any{
		"tags":   []string{"a", "b"},
		"scores": map[string]int{"x": 1},
		"ptr":    &f,
		"nilptr": nilPtr,
		"f32":    float32(1.5),
	}
	check(t, v.Validate(s, good), wantErr{})
	bad := map[string]any{"scores": map[string]float64{"y": 1.5, "x": 1}}
	check(t, v.Validate(s, bad), wantErr{fail: true, path: "/scores/y", msg: "want integer"})
	// Small exponents stay exact; huge ones that fit a double are evaluated as doubles.
	check(t, v.Validate(schema(t, `{"type": "number", "minimum": 0}`), json.Number("1e-99999")), wantErr{})
}

func TestValidateDoesNotMutateInput(t *testing.T) {
	v := New()
	s := schema(t, objectSchema)
	before, _ := json.Marshal(s)
	val := map[string]any{"name": "x", "tags": []string{"a"}}
	_ = v.Validate(s, val)
	after, _ := json.Marshal(s)
	if string(before) != string(after) {
		t.Fatalf("schema mutated")
	}
	if _, ok := val["tags"].([]string); !ok {
		t.Fatalf("value mutated: %#v", val)
	}
}

func TestValidateCachesBySchemaContent(t *testing.T) {
	v := New()
	a := schema(t, `{"type": "object", "properties": {"x": {"type": "integer"}}, "required": ["x"]}`)
	b := schema(t, `{"required": ["x"], "properties": {"x": {"type": "integer"}}, "type": "object"}`)
	first := v.Validate(a, map[string]any{"x": "s"})
	second := v.Validate(b, map[string]any{"x": "s"})
	if first == nil || second == nil || first.Error() != second.Error() {
		t.Fatalf("cache hit should give the same result: %v vs %v", first, second)
	}
	if v.Len() != 1 {
		t.Fatalf("equal schemas should share one cache entry, have %d", v.Len())
	}
	if err := v.Validate(b, map[string]any{"x": 1}); err != nil {
		t.Fatalf("valid value after cache hit: %v", err)
	}
	// A compile failure is cached too, and reported identically.
	bad := schema(t, `{"$ref": "https://example.com/x.json"}`)
	e1, e2 := v.Validate(bad, 1), v.Validate(bad, 1)
	if e1 == nil || e2 == nil || e1.Error() != e2.Error() || v.Len() != 2 {
		t.Fatalf("compile failure caching: %v / %v (len %d)", e1, e2, v.Len())
	}
	// Mutating the caller's map changes the content, hence the key.
	a["properties"].(map[string]any)["x"] = map[string]any{"type": "string"}
	if err := v.Validate(a, map[string]any{"x": "s"}); err != nil {
		t.Fatalf("changed schema content must not hit the old entry: %v", err)
	}
}

func TestValidateCacheIsBounded(t *testing.T) {
	v := &Validator{capacity: 8}
	for i := 0; i < 50; i++ {
		s := map[string]any{"type": "integer", "maximum": float64(i)}
		check(t, v.Validate(s, i), wantErr{})
		check(t, v.Validate(s, i+1), wantErr{fail: true, path: "", msg: "maximum"})
		if v.Len() > 8 {
			t.Fatalf("cache grew to %d entries", v.Len())
		}
	}
}

func TestZeroValidatorIsUsable(t *testing.T) {
	var v Validator
	check(t, v.Validate(schema(t, `{"type": "string"}`), 1), wantErr{fail: true, path: "", msg: "want string"})
}

func TestErrorMessage(t *testing.T) {
	tests := []struct {
		err  *Error
		want string
	}{
		{&Error{Path: "/a/0", Message: "got string, want number"}, "JSON schema validation failed at /a/0: got string, want number"},
		{&Error{Message: "missing property 'x'"}, "JSON schema validation failed at (root): missing property 'x'"},
		{&Error{Message: "bad", Invalid: true}, "invalid JSON schema: bad"},
	}
	for _, tt := range tests {
		if got := tt.err.Error(); got != tt.want {
			t.Errorf("got %q, want %q", got, tt.want)
		}
	}
}

func TestValidateConcurrentUse(t *testing.T) {
	v := &Validator{capacity: 16}
	var wg sync.WaitGroup
	for g := 0; g < 16; g++ {
		wg.Add(1)
		go func() {
			defer wg.Done()
			for i := 0; i < 200; i++ {
				n := (g + i) % 24 // more schemas than the cache holds: eviction races too
				s := map[string]any{"type": "object", "properties": map[string]any{
					"v": map[string]any{"type": "integer", "maximum": float64(n)}}}
				if err := v.Validate(s, map[string]any{"v": n}); err != nil {
					t.Errorf("valid value: %v", err)
					return
				}
				err := v.Validate(s, map[string]any{"v": n + 1})
				var e *Error
				if !errors.As(err, &e) || e.Path != "/v" {
					t.Errorf("invalid value: %v", err)
					return
				}
			}
		}()
	}
	wg.Wait()
}

func BenchmarkValidate10Fields(b *testing.B) {
	v := New()
	props := map[string]any{}
	rec := map[string]any{}
	for i := 0; i < 10; i++ {
		name := fmt.Sprintf("field_%d", i)
		switch i % 3 {
		case 0:
			props[name] = map[string]any{"type": "string"}
			rec[name] = "value"
		case 1:
			props[name] = map[string]any{"type": "number", "minimum": 0.0}
			rec[name] = float64(i) * 1.5
		default:
			props[name] = map[string]any{"type": "integer"}
			rec[name] = float64(i)
		}
	}
	s := map[string]any{"type": "object", "properties": props, "required": []any{"field_0"}, "additionalProperties": false}
	if err := v.Validate(s, rec); err != nil {
		b.Fatal(err)
	}
	b.ReportAllocs()
	b.ResetTimer()
	for b.Loop() {
		if err := v.Validate(s, rec); err != nil {
			b.Fatal(err)
		}
	}
}

func TestCompiledSchemaValidatesLikeValidate(t *testing.T) {
	v := New()
	schema := map[string]any{"type": "object", "required": []any{"a"}, "properties": map[string]any{"a": map[string]any{"type": "integer"}}}
	compiled := v.Compile(schema)
	for _, value := range []any{map[string]any{"a": 1.0}, map[string]any{"a": "x"}, map[string]any{}, "nope"} {
		want, got := v.Validate(schema, value), compiled.Validate(value)
		if (want == nil) != (got == nil) || (want != nil && want.Error() != got.Error()) {
			t.Fatalf("value %v: Validate %v, compiled %v", value, want, got)
		}
	}
	if err := v.Compile(nil).Validate("anything"); err != nil {
		t.Fatalf("empty schema: %v", err)
	}
	bad := v.Compile(map[string]any{"$ref": "https://example.org/remote.json"})
	var e *Error
	if err := bad.Validate(1.0); !errors.As(err, &e) || !e.Invalid {
		t.Fatalf("remote ref must fail closed: %v", err)
	}
}
