package catalog

import (
	"reflect"
	"testing"
)

func TestEffectiveInputSchema(t *testing.T) {
	t.Run("synthesized from parameters", func(t *testing.T) {
		e := EndpointSpec{Name: "e", Parameters: []ParameterSpec{
			{Name: "formula", Required: true, JSONSchema: typ("string"), Location: LocationQuery, WireName: "f"},
			{Name: "limit", JSONSchema: typ("integer")},
			{Name: "any"},
			{Name: "id", Required: true, Location: LocationPath},
		}}
		want := map[string]any{
			"type": "object",
			"properties": map[string]any{
				"formula": typ("string"), "limit": typ("integer"), "any": map[string]any{}, "id": map[string]any{},
			},
			"additionalProperties": false,
			"required":             []any{"formula", "id"},
		}
		if got := e.EffectiveInputSchema(); !reflect.DeepEqual(got, want) {
			t.Errorf("got %#v\nwant %#v", got, want)
		}
	})
	t.Run("no required parameters omits required", func(t *testing.T) {
		e := EndpointSpec{Name: "e", Parameters: []ParameterSpec{{Name: "q"}}}
		got := e.EffectiveInputSchema()
		if _, ok := got["required"]; ok {
			t.Errorf("required present: %#v", got)
		}
		if got["additionalProperties"] != false {
			t.Errorf("additionalProperties = %v", got["additionalProperties"])
		}
	})
	t.Run("no parameters", func(t *testing.T) {
		e := EndpointSpec{Name: "e"}
		want := map[string]any{"type": "object", "properties": map[string]any{}, "additionalProperties": false}
		if got := e.EffectiveInputSchema(); !reflect.DeepEqual(got, want) {
			t.Errorf("got %#v", got)
		}
	})
	t.Run("explicit input_schema wins", func(t *testing.T) {
		explicit := obj("type", "object", "properties", obj("x", typ("string")))
		e := EndpointSpec{Name: "e", InputSchema: explicit, Parameters: []ParameterSpec{{Name: "q", Required: true}}}
		if got := e.EffectiveInputSchema(); !reflect.DeepEqual(got, explicit) {
			t.Errorf("got %#v", got)
		}
	})
}

func TestEffectiveOutputSchema(t *testing.T) {
	fields := []FieldSpec{{Name: "id", JSONSchema: typ("string")}, {Name: "gap", JSONSchema: typ("number")}, {Name: "raw"}}
	props := map[string]any{"id": typ("string"), "gap": typ("number"), "raw": map[string]any{}}
	cases := []struct {
		name     string
		e        EndpointSpec
		want     map[string]any
		required []any
	}{
		{"no fields means no validation", EndpointSpec{Name: "e"}, nil, nil},
		{"no output_required", EndpointSpec{Name: "e", OutputFields: fields},
			map[string]any{"type": "object", "properties": props}, nil},
		{"output_required keeps declared names in order", EndpointSpec{Name: "e", OutputFields: fields,
			Metadata: obj("output_required", []any{"gap", "undeclared", 3.0, "id"})},
			nil, []any{"gap", "id"}},
		{"output_required as a Go string slice", EndpointSpec{Name: "e", OutputFields: fields,
			Metadata: obj("output_required", []string{"raw", "nope"})},
			nil, []any{"raw"}},
		{"output_required of undeclared names only", EndpointSpec{Name: "e", OutputFields: fields,
			Metadata: obj("output_required", []any{"nope"})},
			map[string]any{"type": "object", "properties": props}, nil},
		{"output_required of the wrong type is ignored", EndpointSpec{Name: "e", OutputFields: fields,
			Metadata: obj("output_required", "id")},
			map[string]any{"type": "object", "properties": props}, nil},
		{"explicit output_schema wins", EndpointSpec{Name: "e", OutputFields: fields, OutputSchema: typ("array"),
			Metadata: obj("output_required", []any{"id"})},
			typ("array"), nil},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			want := c.want
			if c.required != nil {
				want = map[string]any{"type": "object", "properties": props, "required": c.required}
			}
			if got := c.e.EffectiveOutputSchema(); !reflect.DeepEqual(got, want) {
				t.Errorf("got %#v\nwant %#v", got, want)
			}
		})
	}
}

func TestSchemaAtPath(t *testing.T) {
	gap := typ("number")
	material := obj("type", "object", "properties", obj("band_gap", gap, "lattice", obj("$ref", "#/$defs/Lattice")))
	root := obj(
		"type", "object",
		"properties", obj(
			"data", obj("type", "array", "items", obj("$ref", "#/$defs/Material")),
			"meta", obj("type", "object", "properties", obj("count", typ("integer"))),
			"alias", obj("$ref", "#/$defs/Alias1"),
			"cycle", obj("$ref", "#/$defs/Cycle"),
			"escaped", obj("$ref", "#/$defs/a~1b~0c"),
			"remote", obj("$ref", "https://example.org/schema.json"),
			"union", obj("oneOf", []any{typ("string"), typ("number")}),
		),
		"$defs", obj(
			"Material", material,
			"Lattice", obj("type", "object", "properties", obj("a", typ("number"))),
			"Alias1", obj("$ref", "#/$defs/Alias2"),
			"Alias2", typ("boolean"),
			"Cycle", obj("$ref", "#/$defs/Cycle"),
			"a/b~c", typ("null"),
		),
	)
	cases := []struct {
		name string
		root map[string]any
		path []string
		want map[string]any
	}{
		{"nested property", root, []string{"meta", "count"}, typ("integer")},
		{"empty path is the root", root, nil, root},
		{"wildcard into referenced items", root, []string{"data", "*", "band_gap"}, gap},
		{"ref inside referenced schema", root, []string{"data", "*", "lattice", "a"}, typ("number")},
		{"chained refs", root, []string{"alias"}, typ("boolean")},
		{"JSON pointer escapes", root, []string{"escaped"}, typ("null")},
		{"cyclic ref", root, []string{"cycle"}, nil},
		{"non-local ref", root, []string{"remote"}, nil},
		{"union is not traversed", root, []string{"union", "x"}, nil},
		{"missing property", root, []string{"meta", "nope"}, nil},
		{"array without wildcard", root, []string{"data", "band_gap"}, nil},
		{"wildcard on an object", root, []string{"meta", "*"}, nil},
		{"root array addresses items", obj("type", "array", "items", material), []string{"band_gap"}, gap},
		{"root ref", obj("$ref", "#/$defs/M", "$defs", obj("M", material)), []string{"band_gap"}, gap},
		{"root array of refs", obj("type", "array", "items", obj("$ref", "#/$defs/M"), "$defs", obj("M", material)), []string{"band_gap"}, gap},
		{"ref to the root", obj("type", "object", "properties", obj("self", obj("$ref", "#"), "x", typ("string"))), []string{"self", "self", "x"}, typ("string")},
		{"empty root", nil, []string{"x"}, nil},
		{"empty root object", map[string]any{}, []string{"x"}, nil},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			if got := SchemaAtPath(c.root, c.path); !reflect.DeepEqual(got, c.want) {
				t.Errorf("got %#v, want %#v", got, c.want)
			}
		})
	}
}

func TestSchemaTypes(t *testing.T) {
	cases := []struct {
		schema map[string]any
		want   map[string]bool
	}{
		{typ("number"), map[string]bool{"number": true}},
		{typ([]any{"number", "null", 3.0}), map[string]bool{"number": true, "null": true}},
		{typ([]string{"string", "integer"}), map[string]bool{"string": true, "integer": true}},
		{typ(3.0), nil},
		{obj("items", typ("number")), nil},
		{nil, nil},
	}
	for _, c := range cases {
		got := SchemaTypes(c.schema)
		if len(got) != len(c.want) || (len(got) > 0 && !reflect.DeepEqual(got, c.want)) {
			t.Errorf("SchemaTypes(%v) = %v, want %v", c.schema, got, c.want)
		}
	}
}

func TestIsNumericSchema(t *testing.T) {
	cases := []struct {
		name   string
		schema map[string]any
		want   bool
	}{
		{"number", typ("number"), true},
		{"integer", typ("integer"), true},
		{"number or integer", typ([]any{"number", "integer"}), true},
		{"nullable integer", typ([]any{"integer", "null"}), true},
		{"numeric array", arrayOf(typ("number")), true},
		{"nullable numeric array", obj("type", []any{"array", "null"}, "items", typ("integer")), true},
		{"array of numeric arrays", arrayOf(arrayOf(typ("number"))), true},
		{"null only", typ("null"), false},
		{"string", typ("string"), false},
		{"number or string", typ([]any{"number", "string"}), false},
		{"array without items", typ("array"), false},
		{"array of strings", arrayOf(typ("string")), false},
		{"array or number", obj("type", []any{"array", "number"}, "items", typ("number")), false},
		{"untyped", obj("minimum", 0.0), false},
		{"empty", map[string]any{}, false},
	}
	for _, c := range cases {
		if got := IsNumericSchema(c.schema); got != c.want {
			t.Errorf("%s: IsNumericSchema(%v) = %v, want %v", c.name, c.schema, got, c.want)
		}
	}
}

func TestJSONTypesCompatible(t *testing.T) {
	set := func(ts ...string) map[string]bool {
		m := map[string]bool{}
		for _, t := range ts {
			m[t] = true
		}
		return m
	}
	cases := []struct {
		name                string
		required, candidate map[string]bool
		want                bool
	}{
		{"nothing required", nil, set("string"), true},
		{"nothing required, nothing offered", nil, nil, true},
		{"nothing offered", set("number"), nil, false},
		{"same type", set("string"), set("string"), true},
		{"integer fits number", set("number"), set("integer"), true},
		{"number does not fit integer", set("integer"), set("number"), false},
		{"subset", set("number", "null"), set("null"), true},
		{"superset", set("number"), set("number", "null"), false},
		{"integer and null fit number and null", set("number", "null"), set("integer", "null"), true},
		{"disjoint", set("string"), set("boolean"), false},
	}
	for _, c := range cases {
		if got := JSONTypesCompatible(c.required, c.candidate); got != c.want {
			t.Errorf("%s: got %v, want %v", c.name, got, c.want)
		}
	}
}

// AGGREGATION.md §4.5 and §7 item 48.
func TestJSONSchemasCompatible(t *testing.T) {
	cases := []struct {
		name                string
		required, candidate map[string]any
		want                bool
	}{
		{"required number, candidate integer", typ("number"), typ("integer"), true},
		{"required integer, candidate number", typ("integer"), typ("number"), false},
		{"required untyped accepts anything", obj("description", "x"), typ("string"), true},
		{"required untyped accepts untyped", nil, nil, true},
		{"candidate untyped fits no typed requirement", typ("string"), map[string]any{}, false},
		{"same scalar", typ("boolean"), typ("boolean"), true},
		{"different scalar", typ("string"), typ("number"), false},
		{"array required, scalar candidate sharing a type", typ([]any{"array", "string"}), typ("string"), true},
		{"array required, numeric candidate via integer", obj("type", []any{"array", "number"}, "items", typ("number")), typ("integer"), true},
		{"array required, scalar candidate of another type", typ([]any{"array", "string"}), typ("number"), false},
		{"array required, scalar candidate", arrayOf(typ("number")), typ("number"), false},
		{"arrays with compatible items", arrayOf(typ("number")), arrayOf(typ("integer")), true},
		{"arrays with incompatible items", arrayOf(typ("integer")), arrayOf(typ("number")), false},
		{"arrays, required without items", typ("array"), arrayOf(typ("string")), true},
		{"arrays, candidate without items", arrayOf(typ("string")), typ("array"), false},
		{"nested arrays compared recursively", arrayOf(arrayOf(typ("number"))), arrayOf(arrayOf(typ("string"))), false},
		{"nested arrays compatible", arrayOf(arrayOf(typ("number"))), arrayOf(arrayOf(typ("integer"))), true},
		{"scalar required, array candidate", typ("number"), arrayOf(typ("number")), false},
		{"nullable required", typ([]any{"string", "null"}), typ("null"), true},
	}
	for _, c := range cases {
		if got := JSONSchemasCompatible(c.required, c.candidate); got != c.want {
			t.Errorf("%s: JSONSchemasCompatible(%v, %v) = %v, want %v", c.name, c.required, c.candidate, got, c.want)
		}
	}
}

func TestWidenIntegers(t *testing.T) {
	cases := []struct {
		name         string
		schema, want map[string]any
	}{
		{"integer", typ("integer"), typ("number")},
		{"number stays", typ("number"), typ("number")},
		{"integer and number collapse", typ([]any{"integer", "number"}), typ("number")},
		{"nullable integer", typ([]any{"integer", "null"}), typ([]any{"null", "number"})},
		{"integer array", arrayOf(typ("integer")), arrayOf(typ("number"))},
		{"nested integer array", arrayOf(arrayOf(typ([]any{"null", "integer"}))), arrayOf(arrayOf(typ([]any{"null", "number"})))},
		{"keeps only the type shape", obj("type", "integer", "minimum", 0.0, "description", "n"), typ("number")},
		{"untyped", obj("description", "n"), map[string]any{}},
		{"nil", nil, nil},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			var before map[string]any
			if c.schema != nil {
				before = CloneJSONObject(c.schema)
			}
			if got := WidenIntegers(c.schema); !reflect.DeepEqual(got, c.want) {
				t.Errorf("got %#v, want %#v", got, c.want)
			}
			if !reflect.DeepEqual(before, c.schema) && c.schema != nil {
				t.Error("WidenIntegers modified its argument")
			}
		})
	}
}

func TestTypeShape(t *testing.T) {
	in := obj("type", []any{"array", "null"}, "items", obj("type", "integer", "minimum", 1.0), "description", "x")
	want := obj("type", []any{"array", "null"}, "items", typ("integer"))
	if got := TypeShape(in); !reflect.DeepEqual(got, want) {
		t.Errorf("got %#v, want %#v", got, want)
	}
	if got := TypeShape(obj("items", obj("description", "x"))); len(got) != 0 {
		t.Errorf("untyped shape = %#v", got)
	}
}

// AGGREGATION §7 item 48, third part: the canonical schema of an integer field with a
// unit normalization is number.
func TestCanonicalValueSchema(t *testing.T) {
	norm := &UnitNormalizationSpec{Dimension: "length", CanonicalUnit: "nm", Scale: 1e9}
	e := EndpointSpec{
		Name:         "e",
		OutputSchema: obj("type", "object", "properties", obj("raw_len", typ("integer"), "plain", typ("integer"))),
		OutputFields: []FieldSpec{
			{Name: "len", Unit: "m", JSONSchema: typ("integer"), UnitNormalization: norm},
			{Name: "raw_len", Unit: "m", UnitNormalization: norm},
			{Name: "plain"},
			{Name: "count", JSONSchema: obj("type", "integer", "minimum", 0.0)},
			{Name: "unknown"},
			{Name: "lens", Unit: "m", JSONSchema: arrayOf(typ("integer")), UnitNormalization: norm},
		},
	}
	if err := e.Validate(); err != nil {
		t.Fatalf("fixture invalid: %v", err)
	}
	want := []map[string]any{
		typ("number"),
		typ("number"),
		typ("integer"),
		obj("type", "integer", "minimum", 0.0),
		nil,
		arrayOf(typ("number")),
	}
	for i := range e.OutputFields {
		if got := e.CanonicalValueSchema(&e.OutputFields[i]); !reflect.DeepEqual(got, want[i]) {
			t.Errorf("%s: got %#v, want %#v", e.OutputFields[i].Name, got, want[i])
		}
	}
}
