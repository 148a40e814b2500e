package catalog

import (
	"errors"
	"os"
	"path/filepath"
	"reflect"
	"slices"
	"strings"
	"testing"
	"time"
)

// benchCatalog is a copy of ../shared/bench/decision-routing/catalog.json (the reference
// routing benchmark catalog), kept so the test needs nothing outside the repository.
const benchCatalog = "testdata/decision-routing-catalog.json"

// sampleJSON and sampleYAML are the same catalog.
const sampleJSON = `{
  "tools": [
    {
      "name": "materials",
      "namespace": "mp",
      "description": "Materials database",
      "provider": "materials_project",
      "access_mode": "openapi",
      "remote": true,
      "execution_metadata": {"base_url": "https://api.example.org", "retries": 3, "ratio": 0.5, "tags": ["a", null, true]},
      "metadata": {"adapter": "openapi"},
      "endpoints": [
        {
          "name": "search",
          "operation_aliases": ["find materials"],
          "method": "GET",
          "path": "/materials",
          "read_only": true,
          "destructive": false,
          "parameters": [
            {"name": "formula", "required": true, "location": "query", "explode": false,
             "json_schema": {"type": "string", "minLength": 1}, "aliases": ["chemical_formula"]}
          ],
          "output_fields": [
            {"name": "material_id", "identifier": true, "json_schema": {"type": "string"}},
            {"name": "band_gap", "semantic_id": "band_gap", "unit": "meV",
             "json_schema": {"type": ["number", "null"]},
             "unit_normalization": {"dimension": "energy", "canonical_unit": "eV", "scale": 0.001},
             "qualifiers": {"method": "DFT", "temperature": "0 K"}},
            {"name": "titles", "path": ["results", "*", "title"], "result_path": ["out", "*", "title"]}
          ],
          "output_schema": {"type": "object", "properties": {"band_gap": {"type": "number", "maximum": 1e3}}},
          "server_projection": {"parameter": "fields", "field_map": {"band_gap": "bg"}},
          "auth_requirements": [{"schemes": [{"name": "key", "kind": "api_key", "location": "header", "parameter_name": "X-Key", "scopes": []}]}],
          "metadata": {"output_required": ["material_id"]}
        }
      ]
    }
  ]
}`

const sampleYAML = `# The same catalog in YAML.
tools:
  - name: materials
    namespace: mp
    description: Materials database
    provider: materials_project
    access_mode: openapi
    remote: true
    execution_metadata:
      base_url: "https://api.example.org"
      retries: 3
      ratio: 0.5
      tags: [a, ~, true]
    metadata: {adapter: openapi}
    endpoints:
      - name: search
        operation_aliases:
          - find materials
        method: GET
        path: /materials
        read_only: true
        destructive: false
        parameters:
          - name: formula
            required: true
            location: query
            explode: false
            json_schema: &str {type: string, minLength: 1}
            aliases: [chemical_formula]
        output_fields:
          - name: material_id
            identifier: true
            json_schema: {type: string}
          - name: band_gap
            semantic_id: band_gap
            unit: meV
            json_schema:
              type: [number, "null"]
            unit_normalization:
              dimension: energy
              canonical_unit: eV
              scale: 1.0e-3
            qualifiers:
              method: DFT
              temperature: 0 K
          - name: titles
            path: [results, "*", title]
            result_path: [out, "*", title]
        output_schema:
          type: object
          properties:
            band_gap: {type: number, maximum: 1000}
        server_projection:
          parameter: fields
          field_map: {band_gap: bg}
        auth_requirements:
          - schemes:
              - {name: key, kind: api_key, location: header, parameter_name: X-Key, scopes: []}
        metadata:
          output_required: [material_id]
`

func mustParse(t *testing.T, data, name string) Catalog {
	t.Helper()
	c, err := ParseCatalog([]byte(data), name)
	if err != nil {
		t.Fatalf("ParseCatalog(%s): %v", name, err)
	}
	return c
}

func TestParseCatalogJSONAndYAMLDecodeToEqualValues(t *testing.T) {
	fromJSON := mustParse(t, sampleJSON, "c.json")
	for _, name := range []string{"c.yaml", "c.YML", "no-extension"} {
		fromYAML := mustParse(t, sampleYAML, name)
		if !reflect.DeepEqual(fromJSON, fromYAML) {
			t.Fatalf("%s: YAML and JSON differ:\nJSON %+v\nYAML %+v", name, fromJSON, fromYAML)
		}
	}
	// JSON is also recognized without an extension.
	if c := mustParse(t, sampleJSON, ""); !reflect.DeepEqual(c, fromJSON) {
		t.Fatal("JSON without extension decoded differently")
	}
	// Spot-check decoded values and their plain JSON types.
	tool := fromJSON.Tools[0]
	e := tool.Endpoints[0]
	if tool.Key() != "mp.materials" || !tool.Remote || tool.ExecutionMetadata["retries"] != 3.0 {
		t.Errorf("tool decoded as %+v", tool)
	}
	if tags := tool.ExecutionMetadata["tags"]; !reflect.DeepEqual(tags, []any{"a", nil, true}) {
		t.Errorf("tags = %#v", tags)
	}
	if !e.IsReadOnly() || e.Destructive == nil || *e.Destructive || e.Parameters[0].Explode == nil || *e.Parameters[0].Explode {
		t.Errorf("tri-state booleans decoded as read_only %v destructive %v explode %v", e.ReadOnly, e.Destructive, e.Parameters[0].Explode)
	}
	if n := e.OutputFields[1].UnitNormalization; n == nil || n.Scale != 0.001 || n.Offset != 0 {
		t.Errorf("unit_normalization = %+v", n)
	}
	if e.Parameters[0].Location != LocationQuery || e.ServerProjection.Selector("band_gap") != "bg" {
		t.Errorf("parameters/server projection decoded as %+v %+v", e.Parameters[0], e.ServerProjection)
	}
}

func TestParseCatalogRejectsUnknownKeysWithTheirPath(t *testing.T) {
	cases := []struct{ name, doc, want string }{
		{"endpoint", `{"tools":[{"name":"t","endpoints":[{"name":"e","bogus":1}]}]}`, "tools[0].endpoints[0].bogus: unknown key"},
		{"top level", `{"tools":[{"name":"t","endpoints":[{"name":"e"}]}],"version":1}`, "version: unknown key"},
		{"tool", `{"tools":[{"name":"t","Name":"x","endpoints":[{"name":"e"}]}]}`, "tools[0].Name: unknown key"},
		{"unit_normalization", `{"tools":[{"name":"t","endpoints":[{"name":"e","output_fields":[{"name":"f","unit":"m","unit_normalization":{"dimension":"l","canonical_unit":"nm","factor":1e9}}]}]}]}`,
			"tools[0].endpoints[0].output_fields[0].unit_normalization.factor: unknown key"},
		{"auth scheme", `{"tools":[{"name":"t","endpoints":[{"name":"e","auth_requirements":[{"schemes":[{"name":"k","kind":"oauth2","secret":"x"}]}]}]}]}`,
			"tools[0].endpoints[0].auth_requirements[0].schemes[0].secret: unknown key"},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			got, err := ParseCatalog([]byte(c.doc), "c.json")
			checkProblems(t, err, want{c.want[:strings.LastIndex(c.want, ": ")], "unknown key"})
			if err.Error() != c.want {
				t.Errorf("error %q, want %q", err, c.want)
			}
			if !reflect.DeepEqual(got, Catalog{}) {
				t.Errorf("catalog not empty on error: %+v", got)
			}
		})
	}
	// YAML gets the same treatment.
	_, err := ParseCatalog([]byte("tools:\n  - name: t\n    endpoints:\n      - name: e\n        bogus: 1\n"), "c.yaml")
	checkProblems(t, err, want{"tools[0].endpoints[0].bogus", "unknown key"})
}

func TestParseCatalogReportsWrongTypesWithTheirPath(t *testing.T) {
	doc := `{"tools":[{"name":"t","remote":"yes","endpoints":[{"name":"e",
	  "operation_aliases":"find",
	  "read_only":1,
	  "parameters":[{"name":"p","required":"true","location":3}],
	  "output_fields":[{"name":7,"qualifiers":{"temperature":300},"unit":"K","unit_normalization":{"dimension":"t","canonical_unit":"C","scale":"1"}}],
	  "input_schema":[],
	  "server_projection":"fields"}]}]}`
	c, err := ParseCatalog([]byte(doc), "c.json")
	checkProblems(t, err,
		want{"tools[0].remote", "expected a boolean, got a string"},
		want{"tools[0].endpoints[0].operation_aliases", "expected an array, got a string"},
		want{"tools[0].endpoints[0].read_only", "expected a boolean, got a number"},
		want{"tools[0].endpoints[0].parameters[0].required", "expected a boolean, got a string"},
		want{"tools[0].endpoints[0].parameters[0].location", "expected a string, got a number"},
		want{"tools[0].endpoints[0].output_fields[0].name", "expected a string, got a number"},
		want{`tools[0].endpoints[0].output_fields[0].qualifiers["temperature"]`, "expected a string, got a number"},
		want{"tools[0].endpoints[0].output_fields[0].unit_normalization.scale", "expected a number, got a string"},
		want{"tools[0].endpoints[0].input_schema", "expected an object, got an array"},
		want{"tools[0].endpoints[0].server_projection", "expected an object, got a string"},
	)
	if !reflect.DeepEqual(c, Catalog{}) {
		t.Errorf("catalog not empty on error")
	}
	for _, doc := range []string{`[]`, `"tools"`} {
		_, err := ParseCatalog([]byte(doc), "c.json")
		checkProblems(t, err, want{"", "expected an object"})
	}
	_, err = ParseCatalog([]byte(`{"tools":{"name":"t"}}`), "c.json")
	checkProblems(t, err, want{"tools", "expected an array, got an object"})
}

func TestParseDocumentRejectsDuplicateKeys(t *testing.T) {
	cases := []struct{ name, doc, file, want string }{
		{"JSON", `{"tools":[{"name":"a","name":"b","endpoints":[]}]}`, "c.json", "tools[0].name: duplicate key"},
		{"JSON escaped spelling", `{"tools":[],"tool\u0073":[]}`, "c.json", "tools: duplicate key"},
		{"JSON nested object", `{"tools":[{"metadata":{"x":1,"x":2}}]}`, "c.json", "tools[0].metadata.x: duplicate key"},
		{"YAML", "tools:\n  - name: a\n    name: b\n", "c.yaml", "tools[0].name (line 3): duplicate key"},
		{"YAML quoted spelling", "tools: []\n\"tools\": []\n", "c.yaml", "tools (line 2): duplicate key"},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			_, err := ParseDocument([]byte(c.doc), c.file)
			if err == nil || err.Error() != c.want {
				t.Fatalf("error %v, want %q", err, c.want)
			}
			if got, err := ParseCatalog([]byte(c.doc), c.file); err == nil || !reflect.DeepEqual(got, Catalog{}) {
				t.Fatalf("ParseCatalog accepted a duplicate key")
			}
		})
	}
}

func TestParseDocumentRejectsMalformedInput(t *testing.T) {
	cases := []struct{ name, doc, file, want string }{
		{"trailing object", `{"tools":[]} {}`, "c.json", "data after the top-level value"},
		{"trailing garbage", `{"tools":[]}]`, "c.json", "data after the top-level value"},
		{"trailing text", `{"tools":[]} x`, "c.json", "data after the top-level value"},
		{"empty JSON", ``, "c.json", "invalid JSON"},
		{"truncated JSON", `{"tools":[`, "c.json", "invalid JSON"},
		{"trailing comma", `{"tools":[],}`, "c.json", "invalid JSON"},
		{"JSON number overflow", `{"tools":[{"metadata":{"x":1e400}}]}`, "c.json", "tools[0].metadata.x: number 1e400 is out of range"},
		{"YAML infinity", "tools:\n  - metadata: {x: .inf}\n", "c.yaml", "tools[0].metadata.x (line 2): non-finite number"},
		{"YAML NaN", "x: .nan\n", "c.yaml", "non-finite number"},
		{"YAML second document", "tools: []\n---\nother: 1\n", "c.yaml", "more than one document"},
		{"YAML empty", "", "c.yaml", "empty document"},
		{"YAML comment only", "# nothing\n", "c.yaml", "empty document"},
		{"YAML syntax", "tools: [\n", "c.yaml", "invalid YAML"},
		{"YAML non-string key", "? [a]\n: 1\n", "c.yaml", "mapping keys must be strings"},
		{"YAML null key", "~: 1\n", "c.yaml", "mapping keys must be strings"},
		{"YAML binary that is not text", "tools: [{name: !!binary gA==}]\n", "c.yaml", "tools[0].name (line 1): not valid UTF-8 text"},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			_, err := ParseDocument([]byte(c.doc), c.file)
			if err == nil || !strings.Contains(err.Error(), c.want) {
				t.Fatalf("error %v, want it to contain %q", err, c.want)
			}
		})
	}
}

// YAML aliases are expanded, but cycles and exponential expansion are refused quickly,
// and nesting is bounded for JSON and YAML alike.
func TestParseDocumentBoundsHostileInput(t *testing.T) {
	laughs := "a: &a [x,x,x,x,x,x,x,x,x,x]\n"
	prev := "a"
	for _, n := range []string{"b", "c", "d", "e", "f", "g", "h", "i"} {
		laughs += n + ": &" + n + " [" + strings.Repeat("*"+prev+",", 9) + "*" + prev + "]\n"
		prev = n
	}
	deep := 200000
	cases := []struct{ name, doc, file, want string }{
		{"alias cycle", "a: &x [*x]\n", "c.yaml", `anchor "x" refers to itself`},
		{"indirect alias cycle", "a: &x {b: &y [*x]}\n", "c.yaml", "refers to itself"},
		{"billion laughs", laughs, "c.yaml", "excessive aliasing"},
		{"deep JSON", `{"tools":` + strings.Repeat("[", deep) + strings.Repeat("]", deep) + "}", "c.json", "nested deeper than 1000 levels"},
		{"deep YAML", "tools: " + strings.Repeat("[", 5000) + strings.Repeat("]", 5000) + "\n", "c.yaml", "nested deeper than 1000 levels"},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			start := time.Now()
			_, err := ParseDocument([]byte(c.doc), c.file)
			if err == nil || !strings.Contains(err.Error(), c.want) {
				t.Fatalf("error %v, want it to contain %q", err, c.want)
			}
			if d := time.Since(start); d > 5*time.Second {
				t.Errorf("took %v", d)
			}
		})
	}
	// Nesting up to the bound is fine.
	ok := `{"tools":[{"name":"t","endpoints":[{"name":"e","metadata":{"x":` +
		strings.Repeat("[", MaxNestingDepth-6) + strings.Repeat("]", MaxNestingDepth-6) + `}}]}]}`
	tooDeep := strings.Replace(ok, "[]", "[[]]", 1)
	for _, name := range []string{"c.json", "c.yaml"} { // JSON is valid YAML
		if _, err := ParseCatalog([]byte(ok), name); err != nil {
			t.Fatalf("%s: nesting of %d levels refused: %v", name, MaxNestingDepth, err)
		}
		if _, err := ParseCatalog([]byte(tooDeep), name); err == nil || !strings.Contains(err.Error(), "nested deeper than 1000 levels") {
			t.Fatalf("%s: nesting of %d levels: error %v", name, MaxNestingDepth+1, err)
		}
	}
}

func TestParseDocumentExpandsLegitimateYAMLAliases(t *testing.T) {
	doc := `tools:
  - name: t
    endpoints:
      - name: a
        output_fields: &fields
          - {name: x, json_schema: &num {type: number}}
          - {name: y, json_schema: *num}
      - name: b
        output_fields: *fields
`
	c := mustParse(t, doc, "c.yaml")
	a, b := c.Tools[0].Endpoints[0], c.Tools[0].Endpoints[1]
	if !reflect.DeepEqual(a.OutputFields, b.OutputFields) || len(b.OutputFields) != 2 {
		t.Fatalf("aliases not expanded: %+v / %+v", a.OutputFields, b.OutputFields)
	}
	if !reflect.DeepEqual(b.OutputFields[1].JSONSchema, map[string]any{"type": "number"}) {
		t.Errorf("nested alias = %#v", b.OutputFields[1].JSONSchema)
	}
	// Expanded aliases are independent values.
	a.OutputFields[0].JSONSchema["type"] = "string"
	if b.OutputFields[0].JSONSchema["type"] != "number" {
		t.Error("expanded aliases share maps")
	}
}

func TestParseDocumentYAMLScalarsBecomePlainJSON(t *testing.T) {
	v, err := ParseDocument([]byte("i: 3\nh: 0x10\nf: 2.5\nb: true\nn: null\ns: '3'\nd: 2024-01-02\nbig: 123456789012345678901234567890\n"), "c.yml")
	if err != nil {
		t.Fatal(err)
	}
	if v, err := ParseDocument([]byte("b: !!binary aGk=\n"), "c.yaml"); err != nil || !reflect.DeepEqual(v, map[string]any{"b": "hi"}) {
		t.Errorf("binary text scalar = %#v, %v", v, err)
	}
	want := map[string]any{"i": 3.0, "h": 16.0, "f": 2.5, "b": true, "n": nil, "s": "3", "d": "2024-01-02", "big": 1.2345678901234568e29}
	if !reflect.DeepEqual(v, want) {
		t.Errorf("got %#v\nwant %#v", v, want)
	}
}

func TestParseCatalogUnitNormalizationScaleDefaultsToOne(t *testing.T) {
	field := func(norm string) string {
		return `{"tools":[{"name":"t","endpoints":[{"name":"e","output_fields":[{"name":"f","unit":"degC","json_schema":{"type":"number"},"unit_normalization":` + norm + `}]}]}]}`
	}
	cases := []struct {
		name, norm string
		scale      float64
		offset     float64
		wantErr    string
	}{
		{"scale omitted", `{"dimension":"temperature","canonical_unit":"K","offset":273.15}`, 1, 273.15, ""},
		{"scale null", `{"dimension":"temperature","canonical_unit":"K","scale":null}`, 1, 0, ""},
		{"scale explicit", `{"dimension":"temperature","canonical_unit":"K","scale":2}`, 2, 0, ""},
		{"scale zero", `{"dimension":"temperature","canonical_unit":"K","scale":0}`, 0, 0, "tools[0].endpoints[0].output_fields[0].unit_normalization.scale: must be finite and > 0, got 0"},
		{"scale negative", `{"dimension":"temperature","canonical_unit":"K","scale":-1}`, 0, 0, "unit_normalization.scale: must be finite and > 0"},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			for _, name := range []string{"c.json", "c.yaml"} { // JSON is valid YAML
				got, err := ParseCatalog([]byte(field(c.norm)), name)
				if c.wantErr != "" {
					if err == nil || !strings.Contains(err.Error(), c.wantErr) {
						t.Fatalf("%s: error %v, want %q", name, err, c.wantErr)
					}
					continue
				}
				if err != nil {
					t.Fatalf("%s: %v", name, err)
				}
				n := got.Tools[0].Endpoints[0].OutputFields[0].UnitNormalization
				if n.Scale != c.scale || n.Offset != c.offset {
					t.Errorf("%s: scale %v offset %v, want %v %v", name, n.Scale, n.Offset, c.scale, c.offset)
				}
			}
		})
	}
}

func TestReadCatalogFileLoadsTheBenchCatalog(t *testing.T) {
	c, err := ReadCatalogFile(benchCatalog)
	if err != nil {
		t.Fatalf("ReadCatalogFile: %v", err)
	}
	var routes []string
	for i := range c.Tools {
		for _, e := range c.Tools[i].Endpoints {
			routes = append(routes, RouteID(c.Tools[i].Key(), e.Name))
		}
	}
	if len(c.Tools) != 8 || len(routes) != 16 {
		t.Fatalf("%d tools, %d routes; want 8 and 16", len(c.Tools), len(routes))
	}
	if !slices.Contains(routes, "weather.current") || !slices.Contains(routes, "papers.citations") {
		t.Errorf("routes %v", routes)
	}
	r, err := NewRegistry(c.Tools...)
	if err != nil {
		t.Fatalf("bench catalog does not register: %v", err)
	}
	if s := r.Snapshot(); s.Version() != 1 || s.Len() != 8 {
		t.Errorf("registry version %d len %d", s.Version(), s.Len())
	}
}

func TestReadCatalogFileErrorsNameTheFile(t *testing.T) {
	dir := t.TempDir()
	bad := filepath.Join(dir, "bad.yaml")
	if err := os.WriteFile(bad, []byte("tools:\n  - name: t\n    endpoints: [{name: e, bogus: 1}]\n"), 0o600); err != nil {
		t.Fatal(err)
	}
	c, err := ReadCatalogFile(bad)
	if err == nil || err.Error() != bad+": tools[0].endpoints[0].bogus: unknown key" {
		t.Fatalf("error %v", err)
	}
	var ve *ValidationError
	if !errors.As(err, &ve) || !reflect.DeepEqual(c, Catalog{}) {
		t.Errorf("error does not wrap *ValidationError or catalog not empty")
	}
	if _, err := ReadCatalogFile(filepath.Join(dir, "missing.json")); !errors.Is(err, os.ErrNotExist) {
		t.Errorf("missing file error %v", err)
	}
	big := filepath.Join(dir, "big.json")
	if err := os.WriteFile(big, make([]byte, MaxCatalogBytes+1), 0o600); err != nil {
		t.Fatal(err)
	}
	if _, err := ReadCatalogFile(big); err == nil || !strings.Contains(err.Error(), "larger than") {
		t.Errorf("oversized file error %v", err)
	}
}

// A document with one bad field is rejected whole, whether the problem is found while
// decoding or while validating.
func TestParseCatalogRejectsTheWholeDocumentForOneBadField(t *testing.T) {
	good := mustParse(t, sampleJSON, "c.json")
	if len(good.Tools) != 1 {
		t.Fatal("sample did not parse")
	}
	cases := []struct{ name, from, to, wantPath string }{
		{"decode error", `"remote": true`, `"remote": "true"`, "tools[0].remote"},
		{"validation error", `"unit": "meV"`, `"unit": " meV"`, "tools[0].endpoints[0].output_fields[1].unit"},
		{"qualifier", `"0 K"`, `"0 K "`, `tools[0].endpoints[0].output_fields[1].qualifiers["temperature"]`},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			doc := strings.Replace(sampleJSON, c.from, c.to, 1)
			if doc == sampleJSON {
				t.Fatal("replacement did not apply")
			}
			got, err := ParseCatalog([]byte(doc), "c.json")
			if err == nil {
				t.Fatal("accepted")
			}
			if !reflect.DeepEqual(got, Catalog{}) {
				t.Errorf("returned a partial catalog: %+v", got)
			}
			problems := problemsOf(t, err)
			if len(problems) != 1 || problems[0].Path != c.wantPath {
				t.Errorf("problems %v, want one at %s", err, c.wantPath)
			}
		})
	}
}
