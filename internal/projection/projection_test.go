package projection

import (
	"encoding/json"
	"errors"
	"fmt"
	"math"
	"reflect"
	"strings"
	"testing"

	"github.com/schemarouter/schemarouter/catalog"
)

// decode parses a JSON literal as the executor receives it (float64 numbers).
func decode(t testing.TB, text string) any {
	t.Helper()
	var v any
	if err := json.Unmarshal([]byte(text), &v); err != nil {
		t.Fatalf("bad test JSON %s: %v", text, err)
	}
	return v
}

// decodeNumbers parses a JSON literal keeping numbers as json.Number.
func decodeNumbers(t testing.TB, text string) any {
	t.Helper()
	dec := json.NewDecoder(strings.NewReader(text))
	dec.UseNumber()
	var v any
	if err := dec.Decode(&v); err != nil {
		t.Fatalf("bad test JSON %s: %v", text, err)
	}
	return v
}

func field(name string, path, result []string) *catalog.FieldSpec {
	return &catalog.FieldSpec{Name: name, Path: path, ResultPath: result}
}

func p(segs ...string) []string { return segs }

func assertJSON(t *testing.T, got any, want string) {
	t.Helper()
	g, err := json.Marshal(got)
	if err != nil {
		t.Fatalf("marshal: %v", err)
	}
	var a, b any
	_ = json.Unmarshal(g, &a)
	if err := json.Unmarshal([]byte(want), &b); err != nil {
		t.Fatalf("bad want %s", want)
	}
	if !reflect.DeepEqual(a, b) {
		t.Fatalf("got  %s\nwant %s", g, want)
	}
}

func TestProjectKeepsOnlySelectedFields(t *testing.T) {
	// CORE §6 item 45: the weather invoker returns city, temperature and debug_blob;
	// projecting city and temperature drops debug_blob.
	raw := decode(t, `{"city": "Seoul", "temperature": 21.5, "debug_blob": {"trace": [1, 2, 3]}}`)
	got, err := Project(raw, []*catalog.FieldSpec{{Name: "city", Identifier: true}, {Name: "temperature"}})
	if err != nil {
		t.Fatal(err)
	}
	assertJSON(t, got, `{"city": "Seoul", "temperature": 21.5}`)
}

func TestProjectPaths(t *testing.T) {
	tests := []struct {
		name   string
		raw    string
		fields []*catalog.FieldSpec
		want   string
	}{
		{"missing field is skipped", `{"a": 1}`, []*catalog.FieldSpec{{Name: "a"}, {Name: "b"}}, `{"a": 1}`},
		{"null value is kept", `{"a": null}`, []*catalog.FieldSpec{{Name: "a"}}, `{"a": null}`},
		{"nested source path to a flat result", `{"data": {"attributes": {"band_gap": 1.1}}}`,
			[]*catalog.FieldSpec{field("band_gap", p("data", "attributes", "band_gap"), p("band_gap"))}, `{"band_gap": 1.1}`},
		{"result path defaults to the source path", `{"data": {"attributes": {"band_gap": 1.1, "noise": 0}}}`,
			[]*catalog.FieldSpec{field("band_gap", p("data", "attributes", "band_gap"), nil)}, `{"data": {"attributes": {"band_gap": 1.1}}}`},
		{"nested result path", `{"gap": 2}`,
			[]*catalog.FieldSpec{field("gap", p("gap"), p("electronic", "band_gap"))}, `{"electronic": {"band_gap": 2}}`},
		{"two fields share a result object", `{"x": 1, "y": 2}`,
			[]*catalog.FieldSpec{field("x", p("x"), p("pos", "x")), field("y", p("y"), p("pos", "y"))}, `{"pos": {"x": 1, "y": 2}}`},
		{"walks objects only", `{"a": [{"b": 1}]}`,
			[]*catalog.FieldSpec{field("b", p("a", "b"), p("b"))}, `{}`},
		{"object values are copied whole", `{"meta": {"k": [1, {"z": true}]}}`,
			[]*catalog.FieldSpec{{Name: "meta"}}, `{"meta": {"k": [1, {"z": true}]}}`},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			got, err := Project(decode(t, tt.raw), tt.fields)
			if err != nil {
				t.Fatal(err)
			}
			assertJSON(t, got, tt.want)
		})
	}
}

func TestProjectWildcardsKeepAlignment(t *testing.T) {
	tests := []struct {
		name   string
		raw    string
		fields []*catalog.FieldSpec
		want   string
	}{
		{"wildcard field", `{"results": [{"title": "a", "x": 1}, {"title": "b", "x": 2}], "total": 2}`,
			[]*catalog.FieldSpec{field("title", p("results", "*", "title"), p("results", "*", "title"))},
			`{"results": [{"title": "a"}, {"title": "b"}]}`},
		{"element lacking the field keeps its position", `{"results": [{"title": "a"}, {"x": 1}, 5, {"title": "c"}]}`,
			[]*catalog.FieldSpec{field("title", p("results", "*", "title"), p("results", "*", "title"))},
			`{"results": [{"title": "a"}, {}, {}, {"title": "c"}]}`},
		{"two wildcard fields stay aligned", `{"results": [{"title": "a", "year": 2001}, {"year": 2002}, {"title": "c"}]}`,
			[]*catalog.FieldSpec{
				field("title", p("results", "*", "title"), p("results", "*", "title")),
				field("year", p("results", "*", "year"), p("results", "*", "published", "year"))},
			`{"results": [{"title": "a", "published": {"year": 2001}}, {"published": {"year": 2002}}, {"title": "c"}]}`},
		{"renamed array and nested source", `{"data": {"hits": [{"doc": {"t": "a"}}, {"doc": {"t": "b"}}]}}`,
			[]*catalog.FieldSpec{field("title", p("data", "hits", "*", "doc", "t"), p("lit", "papers", "*", "meta", "title"))},
			`{"lit": {"papers": [{"meta": {"title": "a"}}, {"meta": {"title": "b"}}]}}`},
		{"nested wildcards", `{"groups": [{"items": [{"v": 1}, {"v": 2}]}, {"items": []}, {"other": 1}, {"items": [{"w": 0}, {"v": 3}]}]}`,
			[]*catalog.FieldSpec{field("v", p("groups", "*", "items", "*", "v"), p("g", "*", "i", "*", "v"))},
			`{"g": [{"i": [{"v": 1}, {"v": 2}]}, {"i": []}, {}, {"i": [{}, {"v": 3}]}]}`},
		{"consecutive wildcards", `{"m": [[1, 2], [3]]}`,
			[]*catalog.FieldSpec{field("m", p("m", "*", "*", "x"), p("m", "*", "*", "x"))},
			`{"m": [[{}, {}], [{}]]}`},
		{"source that is not an array means absent", `{"results": {"title": "a"}}`,
			[]*catalog.FieldSpec{field("title", p("results", "*", "title"), p("results", "*", "title"))}, `{}`},
		{"missing array means absent", `{"other": 1}`,
			[]*catalog.FieldSpec{field("title", p("results", "*", "title"), p("results", "*", "title"))}, `{}`},
		{"empty array stays empty", `{"results": []}`,
			[]*catalog.FieldSpec{field("title", p("results", "*", "title"), p("results", "*", "title"))}, `{"results": []}`},
		{"whole array plus a wildcard field into it, either order", `{"results": [{"t": "a", "n": 1}, {"t": "b"}]}`,
			[]*catalog.FieldSpec{
				field("title", p("results", "*", "t"), p("results", "*", "title")),
				field("results", p("results"), nil)},
			`{"results": [{"t": "a", "n": 1, "title": "a"}, {"t": "b", "title": "b"}]}`},
		{"arrays of different length are padded", `{"a": [{"x": 1}, {"x": 2}], "b": [{"y": 1}, {"y": 2}, {"y": 3}]}`,
			[]*catalog.FieldSpec{
				field("x", p("a", "*", "x"), p("r", "*", "x")),
				field("y", p("b", "*", "y"), p("r", "*", "y"))},
			`{"r": [{"x": 1, "y": 1}, {"x": 2, "y": 2}, {"y": 3}]}`},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			got, err := Project(decode(t, tt.raw), tt.fields)
			if err != nil {
				t.Fatal(err)
			}
			assertJSON(t, got, tt.want)
			// Field order does not matter.
			rev := make([]*catalog.FieldSpec, len(tt.fields))
			for i, f := range tt.fields {
				rev[len(rev)-1-i] = f
			}
			got, err = Project(decode(t, tt.raw), rev)
			if err != nil {
				t.Fatal(err)
			}
			assertJSON(t, got, tt.want)
		})
	}
}

func TestProjectArrayOfRecordsElementWise(t *testing.T) {
	raw := decode(t, `[{"id": "a", "gap": 1, "junk": 0}, {"id": "b"}, "not a record", {"gap": 3}]`)
	got, err := Project(raw, []*catalog.FieldSpec{{Name: "id"}, {Name: "gap"}})
	if err != nil {
		t.Fatal(err)
	}
	assertJSON(t, got, `[{"id": "a", "gap": 1}, {"id": "b"}, "not a record", {"gap": 3}]`)
}

func TestProjectPassesNonObjectsThrough(t *testing.T) {
	for _, raw := range []any{nil, "text", 3.5, true, json.Number("7")} {
		got, err := Project(raw, []*catalog.FieldSpec{{Name: "a"}})
		if err != nil || got != raw {
			t.Fatalf("%#v: got %#v, %v", raw, got, err)
		}
	}
}

func TestProjectCollisionsFail(t *testing.T) {
	tests := []struct {
		name     string
		raw      string
		fields   []*catalog.FieldSpec
		wantPath []string
	}{
		{"object path through a scalar", `{"a": 1, "b": 2}`,
			[]*catalog.FieldSpec{field("a", p("a"), p("x")), field("b", p("b"), p("x", "y"))}, p("x")},
		{"wildcard through a scalar", `{"a": 1, "r": [{"t": 1}]}`,
			[]*catalog.FieldSpec{field("a", p("a"), p("x")), field("t", p("r", "*", "t"), p("x", "*", "t"))}, p("x")},
		{"wildcard into an object", `{"a": {"k": 1}, "r": [{"t": 1}]}`,
			[]*catalog.FieldSpec{field("a", p("a"), p("x")), field("t", p("r", "*", "t"), p("x", "*", "t"))}, p("x")},
		{"wildcard element that is not an object", `{"s": [{"t": 0}, 1], "r": [{"t": 1}, {"t": 2}]}`,
			[]*catalog.FieldSpec{field("s", p("s"), p("r")), field("t", p("r", "*", "t"), p("r", "*", "t"))}, p("r", "1")},
		{"record index in the path", `[{"a": 1, "b": 2}, {"a": 1, "b": 2}]`,
			[]*catalog.FieldSpec{field("a", p("a"), p("x")), field("b", p("b"), p("x", "y"))}, p("0", "x")},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			_, err := Project(decode(t, tt.raw), tt.fields)
			var e *Error
			if !errors.As(err, &e) {
				t.Fatalf("want *Error, got %v", err)
			}
			if !reflect.DeepEqual(e.Path, tt.wantPath) || !strings.Contains(e.Message, "collision") {
				t.Fatalf("got %#v, want path %v", e, tt.wantPath)
			}
		})
	}
}

func TestProjectRefusesMismatchedWildcards(t *testing.T) {
	_, err := Project(decode(t, `{"r": [{"t": 1}]}`), []*catalog.FieldSpec{field("t", p("r", "*", "t"), p("t"))})
	var e *Error
	if !errors.As(err, &e) || e.Field != "t" || !strings.Contains(e.Message, "different positions") {
		t.Fatalf("got %v", err)
	}
}

func TestProjectDoesNotMutateOrAliasInput(t *testing.T) {
	text := `{"city": "Seoul", "m": {"a": [1, {"b": 2}]}, "r": [{"t": {"deep": [1]}}, {"t": 2}], "debug": 1}`
	raw := decode(t, text)
	fields := []*catalog.FieldSpec{
		{Name: "city"}, {Name: "m"},
		field("t", p("r", "*", "t"), p("r", "*", "t")),
		field("deep", p("m", "a"), p("copy", "a")),
	}
	got, err := Project(raw, fields)
	if err != nil {
		t.Fatal(err)
	}
	if !reflect.DeepEqual(raw, decode(t, text)) {
		t.Fatalf("input mutated: %v", raw)
	}
	// Mutating the output leaves the input intact: nothing is shared.
	out := got.(map[string]any)
	out["m"].(map[string]any)["a"].([]any)[1].(map[string]any)["b"] = "changed"
	out["r"].([]any)[0].(map[string]any)["t"].(map[string]any)["deep"].([]any)[0] = "changed"
	out["copy"].(map[string]any)["a"].([]any)[0] = "changed"
	if !reflect.DeepEqual(raw, decode(t, text)) {
		t.Fatalf("output aliases input: %v", raw)
	}
	// Arrays of records too.
	list := decode(t, `[{"a": {"x": 1}}, 3]`)
	gotList, err := Project(list, []*catalog.FieldSpec{{Name: "a"}})
	if err != nil {
		t.Fatal(err)
	}
	gotList.([]any)[0].(map[string]any)["a"].(map[string]any)["x"] = 2
	if !reflect.DeepEqual(list, decode(t, `[{"a": {"x": 1}}, 3]`)) {
		t.Fatalf("output aliases input list: %v", list)
	}
}

func TestLookupAndValues(t *testing.T) {
	projected := decode(t, `{"results": [{"title": "a"}, {}, {"title": null}], "n": 1}`)
	got := Lookup(projected, p("results", "*", "title"))
	want := []Located{{Path: p("results", "0", "title"), Value: "a"}, {Path: p("results", "2", "title"), Value: nil}}
	if !reflect.DeepEqual(got, want) {
		t.Fatalf("Lookup: got %#v", got)
	}
	f := field("title", p("results", "*", "title"), p("results", "*", "title"))
	if vals := Values(projected, f); !reflect.DeepEqual(vals, []any{"a", nil}) {
		t.Fatalf("Values: %#v", vals)
	}
	records := decode(t, `[{"gap": 1}, {"x": 0}, {"gap": 3}]`)
	got = Lookup(records, p("gap"))
	want = []Located{{Path: p("0", "gap"), Value: 1.0}, {Path: p("2", "gap"), Value: 3.0}}
	if !reflect.DeepEqual(got, want) {
		t.Fatalf("Lookup records: %#v", got)
	}
	if vals := Values(records, &catalog.FieldSpec{Name: "gap"}); !reflect.DeepEqual(vals, []any{1.0, 3.0}) {
		t.Fatalf("Values records: %#v", vals)
	}
	if vals := Values(decode(t, `{"a": 1}`), &catalog.FieldSpec{Name: "b"}); len(vals) != 0 {
		t.Fatalf("absent field: %#v", vals)
	}
	if got := Lookup("scalar", p("a")); len(got) != 0 {
		t.Fatalf("scalar: %#v", got)
	}
}

func unitField(name string, path, result []string, scale, offset float64) *catalog.FieldSpec {
	f := field(name, path, result)
	f.Unit = "src"
	f.UnitNormalization = &catalog.UnitNormalizationSpec{Dimension: "d", CanonicalUnit: "dst", Scale: scale, Offset: offset}
	return f
}

func TestNormalizeConvertsToCanonicalUnits(t *testing.T) {
	gpa := func() *catalog.FieldSpec { return unitField("elastic_modulus", nil, nil, 1e9, 0) }
	degC := func(path, result []string) *catalog.FieldSpec {
		return unitField("temperature", path, result, 1, 273.15)
	}
	tests := []struct {
		name      string
		projected any
		field     *catalog.FieldSpec
		want      string
	}{
		// AGGREGATION §7 item 43: 130.0 GPa → 130000000000.0 Pa.
		{"GPa to Pa", decode(t, `{"elastic_modulus": 130.0}`), gpa(), `{"elastic_modulus": 130000000000.0}`},
		{"GPa to Pa from json.Number", decodeNumbers(t, `{"elastic_modulus": 130.0}`), gpa(), `{"elastic_modulus": 130000000000.0}`},
		{"GPa to Pa from an int", map[string]any{"elastic_modulus": 130}, gpa(), `{"elastic_modulus": 130000000000.0}`},
		// AGGREGATION §7 item 44: degC → K.
		{"degC to K", decode(t, `{"temperature": 25}`), degC(nil, nil), `{"temperature": 298.15}`},
		{"numeric array", decode(t, `{"temperature": [0, 100]}`), degC(nil, nil), `{"temperature": [273.15, 373.15]}`},
		{"nested numeric array", decode(t, `{"temperature": [[0], [100, 0], []]}`), degC(nil, nil), `{"temperature": [[273.15], [373.15, 273.15], []]}`},
		{"typed Go slice", map[string]any{"temperature": []float64{0, 100}}, degC(nil, nil), `{"temperature": [273.15, 373.15]}`},
		{"nested result path", decode(t, `{"cond": {"t": 25}, "other": 25}`), degC(p("t"), p("cond", "t")), `{"cond": {"t": 298.15}, "other": 25}`},
		{"per record", decode(t, `[{"temperature": 25}, {"x": 1}, {"temperature": 0}]`), degC(nil, nil),
			`[{"temperature": 298.15}, {"x": 1}, {"temperature": 273.15}]`},
		{"per wildcard element", decode(t, `{"r": [{"t": 25}, {}, {"t": [0, 100]}]}`), degC(p("r", "*", "t"), p("r", "*", "t")),
			`{"r": [{"t": 298.15}, {}, {"t": [273.15, 373.15]}]}`},
		{"missing field is left alone", decode(t, `{"x": "text"}`), degC(nil, nil), `{"x": "text"}`},
		{"non-object result passes", decode(t, `"text"`), degC(nil, nil), `"text"`},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			got, err := Normalize(tt.projected, tt.field)
			if err != nil {
				t.Fatal(err)
			}
			assertJSON(t, got, tt.want)
		})
	}
}

func TestNormalizeExactValues(t *testing.T) {
	f := unitField("elastic_modulus", nil, nil, 1e9, 0)
	got, err := Normalize(map[string]any{"elastic_modulus": 130.0}, f)
	if err != nil {
		t.Fatal(err)
	}
	if v := got.(map[string]any)["elastic_modulus"]; v != 130000000000.0 {
		t.Fatalf("130 GPa: got %#v", v)
	}
	k := unitField("t", nil, nil, 1, 273.15)
	got, err = Normalize(map[string]any{"t": []any{0.0, 100.0, 25.0}}, k)
	if err != nil {
		t.Fatal(err)
	}
	if v := got.(map[string]any)["t"]; !reflect.DeepEqual(v, []any{273.15, 373.15, 298.15}) {
		t.Fatalf("degC: got %#v", v)
	}
}

func TestNormalizeRefusesNonNumbers(t *testing.T) {
	f := unitField("elastic_modulus", nil, nil, 1e9, 0)
	tests := []struct {
		name      string
		projected any
		path      []string
		msg       string
	}{
		// AGGREGATION §7 item 43: a string "130" is refused, never converted.
		{"numeric string", map[string]any{"elastic_modulus": "130"}, p("elastic_modulus"), "string"},
		{"boolean", map[string]any{"elastic_modulus": true}, p("elastic_modulus"), "boolean"},
		{"null", map[string]any{"elastic_modulus": nil}, p("elastic_modulus"), "null"},
		{"object", map[string]any{"elastic_modulus": map[string]any{"v": 1.0}}, p("elastic_modulus"), "object"},
		{"string inside an array", map[string]any{"elastic_modulus": []any{1.0, []any{2.0, "3"}}}, p("elastic_modulus", "1", "1"), "string"},
		{"boolean in a record list", []any{map[string]any{"elastic_modulus": 1.0}, map[string]any{"elastic_modulus": false}}, p("1", "elastic_modulus"), "boolean"},
		{"json.Number that is not a number", map[string]any{"elastic_modulus": json.Number("x")}, p("elastic_modulus"), "not a finite number"},
		{"json.Number overflowing", map[string]any{"elastic_modulus": json.Number("1e999")}, p("elastic_modulus"), "not a finite number"},
		{"non-finite input", map[string]any{"elastic_modulus": math.Inf(1)}, p("elastic_modulus"), "not a finite number"},
		// 1e300 × 1e9 overflows a double.
		{"overflow", map[string]any{"elastic_modulus": 1e300}, p("elastic_modulus"), "not finite"},
		{"overflow in an array", map[string]any{"elastic_modulus": []any{1.0, -1e300}}, p("elastic_modulus", "1"), "not finite"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			before := fmt.Sprintf("%#v", tt.projected)
			_, err := Normalize(tt.projected, f)
			var e *Error
			if !errors.As(err, &e) {
				t.Fatalf("want *Error, got %v", err)
			}
			if e.Field != "elastic_modulus" || !reflect.DeepEqual(e.Path, tt.path) || !strings.Contains(e.Message, tt.msg) {
				t.Fatalf("got %#v, want path %v and %q", e, tt.path, tt.msg)
			}
			if !strings.Contains(e.Error(), `field "elastic_modulus" at [`) {
				t.Fatalf("message should name the field and path: %s", e.Error())
			}
			if after := fmt.Sprintf("%#v", tt.projected); after != before {
				t.Fatalf("input mutated")
			}
		})
	}
}

func TestNormalizeWithoutNormalizationIsIdentity(t *testing.T) {
	projected := map[string]any{"gap": 1.5}
	got, err := Normalize(projected, &catalog.FieldSpec{Name: "gap", Unit: "eV"})
	if err != nil {
		t.Fatal(err)
	}
	if reflect.ValueOf(got).Pointer() != reflect.ValueOf(projected).Pointer() {
		t.Fatalf("want the same value back")
	}
}

func TestNormalizeRefusesInvalidSpecs(t *testing.T) {
	for _, spec := range []catalog.UnitNormalizationSpec{
		{Scale: 0}, {Scale: -1}, {Scale: math.Inf(1)}, {Scale: math.NaN()}, {Scale: 1, Offset: math.NaN()}, {Scale: 1, Offset: math.Inf(-1)},
	} {
		f := &catalog.FieldSpec{Name: "x", Unit: "u", UnitNormalization: &spec}
		if _, err := Normalize(map[string]any{"x": 1.0}, f); err == nil {
			t.Fatalf("spec %+v accepted", spec)
		}
	}
}

func TestNormalizeDoesNotMutateInput(t *testing.T) {
	text := `{"r": [{"t": 25, "keep": {"a": 1}}, {"t": [0, 100]}], "t": 1}`
	projected := decode(t, text)
	got, err := NormalizeAll(projected, []*catalog.FieldSpec{
		unitField("t", p("r", "*", "t"), p("r", "*", "t"), 1, 273.15),
		unitField("top", p("t"), nil, 2, 0),
		{Name: "plain"},
	})
	if err != nil {
		t.Fatal(err)
	}
	if !reflect.DeepEqual(projected, decode(t, text)) {
		t.Fatalf("input mutated: %v", projected)
	}
	assertJSON(t, got, `{"r": [{"t": 298.15, "keep": {"a": 1}}, {"t": [273.15, 373.15]}], "t": 2}`)
	got.(map[string]any)["r"].([]any)[0].(map[string]any)["keep"].(map[string]any)["a"] = 2
	if !reflect.DeepEqual(projected, decode(t, text)) {
		t.Fatalf("output aliases input")
	}
}

func TestCanonical(t *testing.T) {
	spec := &catalog.UnitNormalizationSpec{Scale: 0.001}
	if v, err := Canonical(1500, spec); err != nil || v != 1.5 {
		t.Fatalf("meV→eV: %v %v", v, err)
	}
	if _, err := Canonical(1e300, &catalog.UnitNormalizationSpec{Scale: 1e9}); err == nil {
		t.Fatal("overflow accepted")
	}
}

func BenchmarkProject10Fields(b *testing.B) {
	rec := map[string]any{"debug_blob": map[string]any{"trace": []any{1.0, 2.0, 3.0}}, "noise": "x"}
	var fields []*catalog.FieldSpec
	for i := 0; i < 10; i++ {
		name := fmt.Sprintf("field_%d", i)
		rec[name] = float64(i)
		fields = append(fields, &catalog.FieldSpec{Name: name})
	}
	rec["nested"] = map[string]any{"attributes": map[string]any{"band_gap": 1.1, "other": true}}
	fields = append(fields, field("band_gap", p("nested", "attributes", "band_gap"), p("electronic", "band_gap")))
	if _, err := Project(rec, fields); err != nil {
		b.Fatal(err)
	}
	b.ReportAllocs()
	b.ResetTimer()
	for b.Loop() {
		if _, err := Project(rec, fields); err != nil {
			b.Fatal(err)
		}
	}
}
