package openapi

import (
	"bytes"
	"encoding/json"
	"errors"
	"flag"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/schemarouter/schemarouter/catalog"
	"github.com/schemarouter/schemarouter/internal/jsonschema"
)

var update = flag.Bool("update", false, "rewrite the golden files under testdata")

// golden is what the golden files pin: counts, the endpoints' routing contract
// (name, method, path, side-effect classification, parameters with their locations,
// output field names) and the full compatibility report.
type golden struct {
	Document       string           `json:"document"`
	OpenAPIVersion string           `json:"openapi_version"`
	Tool           string           `json:"tool"`
	Operations     int              `json:"operations"`
	Endpoints      int              `json:"endpoints"`
	BaseURL        string           `json:"base_url"`
	ReportCounts   map[string]int   `json:"report_counts"`
	EndpointList   []goldenEndpoint `json:"endpoint_list"`
	Report         []ReportItem     `json:"report"`
}

type goldenEndpoint struct {
	Name        string        `json:"name"`
	Method      string        `json:"method"`
	Path        string        `json:"path"`
	ReadOnly    *bool         `json:"read_only"`
	Destructive *bool         `json:"destructive"`
	Parameters  []goldenParam `json:"parameters"`
	Fields      []string      `json:"fields"`
	// ExactInputSchema is true when the endpoint carries an explicit input_schema
	// (a parameter schema had to be cut when inlined).
	ExactInputSchema bool `json:"exact_input_schema,omitempty"`
}

type goldenParam struct {
	Name     string `json:"name"`
	Location string `json:"location"`
	WireName string `json:"wire_name,omitempty"`
	Required bool   `json:"required,omitempty"`
}

func goldenOf(res *Result) golden {
	g := golden{
		Document: res.Report.Document, OpenAPIVersion: res.Report.OpenAPIVersion, Tool: res.Tool.Key(),
		Operations: res.Report.Operations, Endpoints: res.Report.Endpoints, BaseURL: res.BaseURL,
		ReportCounts: map[string]int{}, Report: res.Report.Items,
	}
	for _, k := range []string{KindSkipped, KindApproximated, KindInvalid} {
		g.ReportCounts[k] = res.Report.Count(k)
	}
	for _, ep := range res.Tool.Endpoints {
		ge := goldenEndpoint{Name: ep.Name, Method: ep.Method, Path: ep.Path, ReadOnly: ep.ReadOnly,
			Destructive: ep.Destructive, Parameters: []goldenParam{}, Fields: []string{}, ExactInputSchema: len(ep.InputSchema) > 0}
		for _, p := range ep.Parameters {
			ge.Parameters = append(ge.Parameters, goldenParam{Name: p.Name, Location: string(p.Location), WireName: p.WireName, Required: p.Required})
		}
		for _, f := range ep.OutputFields {
			ge.Fields = append(ge.Fields, f.Name)
		}
		g.EndpointList = append(g.EndpointList, ge)
	}
	return g
}

func checkGolden(t *testing.T, name string, got any) {
	t.Helper()
	var buf bytes.Buffer
	enc := json.NewEncoder(&buf)
	enc.SetIndent("", "  ")
	enc.SetEscapeHTML(false)
	if err := enc.Encode(got); err != nil {
		t.Fatal(err)
	}
	path := filepath.Join("testdata", name)
	if *update {
		if err := os.WriteFile(path, buf.Bytes(), 0o644); err != nil {
			t.Fatal(err)
		}
		return
	}
	want, err := os.ReadFile(path)
	if err != nil {
		t.Fatalf("%v (run go test ./ingest/openapi -update to create it)", err)
	}
	if !bytes.Equal(want, buf.Bytes()) {
		wl, gl := strings.Split(string(want), "\n"), strings.Split(buf.String(), "\n")
		for i := 0; i < len(wl) || i < len(gl); i++ {
			var w, g string
			if i < len(wl) {
				w = wl[i]
			}
			if i < len(gl) {
				g = gl[i]
			}
			if w != g {
				t.Fatalf("%s differs at line %d:\nwant: %s\ngot:  %s\n(run go test ./ingest/openapi -update if the change is intended)", path, i+1, w, g)
			}
		}
	}
}

// checkUsable asserts that the tool registers and that the executor's validator accepts
// every endpoint's effective input and output schema and every parameter and field
// schema, so that no ingested endpoint fails closed on its own contract.
func checkUsable(t *testing.T, res *Result) {
	t.Helper()
	if _, err := catalog.NewRegistry(res.Tool); err != nil {
		t.Fatalf("does not register: %v", err)
	}
	v := jsonschema.New()
	compiles := func(what string, s map[string]any) {
		t.Helper()
		var je *jsonschema.Error
		if err := v.Compile(s).Validate(nil); errors.As(err, &je) && je.Invalid {
			t.Errorf("%s: %v", what, err)
		}
	}
	for i := range res.Tool.Endpoints {
		ep := &res.Tool.Endpoints[i]
		compiles(ep.Name+" input", ep.EffectiveInputSchema())
		compiles(ep.Name+" output", ep.EffectiveOutputSchema())
		for _, p := range ep.Parameters {
			compiles(ep.Name+"."+p.Name, p.JSONSchema)
		}
		for _, f := range ep.OutputFields {
			compiles(ep.Name+"."+f.Name, f.JSONSchema)
		}
	}
	// A catalog file round trip keeps the tool (and so its fingerprint).
	data, err := json.Marshal(catalog.Catalog{Tools: []catalog.ToolSpec{res.Tool}})
	if err != nil {
		t.Fatal(err)
	}
	c, err := catalog.ParseCatalog(data, "catalog.json")
	if err != nil {
		t.Fatalf("catalog round trip: %v", err)
	}
	fp1, _ := catalog.ToolFingerprint(&res.Tool)
	fp2, _ := catalog.ToolFingerprint(&c.Tools[0])
	if fp1 != fp2 {
		t.Errorf("fingerprint changed in a catalog round trip")
	}
}

func ingestFile(t testing.TB, name string) *Result {
	t.Helper()
	res, err := ReadFile(filepath.Join("testdata", name), Options{})
	if err != nil {
		t.Fatalf("%s: %v", name, err)
	}
	return res
}

func TestGoldenDocuments(t *testing.T) {
	for _, doc := range []string{"petstore.yaml", "petstore-3.1.yaml", "petstore-expanded.yaml", "optimade.json", "openai-api.yaml"} {
		t.Run(doc, func(t *testing.T) {
			res := ingestFile(t, doc)
			checkUsable(t, res)
			base := strings.TrimSuffix(doc, filepath.Ext(doc))
			checkGolden(t, base+".golden.json", goldenOf(res))
		})
	}
}

func TestIngestionIsDeterministic(t *testing.T) {
	a := ingestFile(t, "optimade.json")
	b := ingestFile(t, "optimade.json")
	fa, _ := catalog.ToolFingerprint(&a.Tool)
	fb, _ := catalog.ToolFingerprint(&b.Tool)
	if fa != fb {
		t.Fatal("two ingestions of one document differ")
	}
}
