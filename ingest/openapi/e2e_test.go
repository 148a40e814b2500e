package openapi

import (
	"context"
	"encoding/json"
	"errors"
	"io"
	"net/http"
	"net/http/httptest"
	"reflect"
	"sync"
	"testing"

	"github.com/schemarouter/schemarouter/catalog"
	"github.com/schemarouter/schemarouter/execute"
	"github.com/schemarouter/schemarouter/execute/httpinvoker"
	"github.com/schemarouter/schemarouter/plan"
)

// materialsDoc is the document the test server publishes about itself: servers is
// relative, so it is on the document's origin and gets approved.
const materialsDoc = `{
  "openapi": "3.1.0",
  "info": {"title": "Materials Test API", "version": "1.0.0"},
  "servers": [{"url": "/v1"}],
  "paths": {
    "/materials/{material_id}": {
      "parameters": [{"name": "material_id", "in": "path", "required": true, "schema": {"type": "string"}}],
      "get": {
        "operationId": "getMaterial",
        "summary": "Get one material's computed properties",
        "parameters": [{"name": "X-Trace-Id", "in": "header", "schema": {"type": "string"}}],
        "responses": {
          "200": {"description": "the material", "content": {"application/json": {"schema": {"$ref": "#/components/schemas/Material"}}}},
          "404": {"description": "unknown material"}
        }
      },
      "delete": {
        "operationId": "deleteMaterial",
        "responses": {"204": {"description": "deleted"}}
      }
    },
    "/materials": {
      "get": {
        "operationId": "searchMaterials",
        "summary": "Search materials by formula",
        "parameters": [
          {"name": "formula", "in": "query", "required": true, "schema": {"type": "string"}},
          {"name": "elements", "in": "query", "style": "form", "explode": false, "schema": {"type": "array", "items": {"type": "string"}}}
        ],
        "responses": {"200": {"description": "matches", "content": {"application/json": {"schema": {"type": "array", "items": {"$ref": "#/components/schemas/Material"}}}}}}
      }
    }
  },
  "components": {
    "schemas": {
      "Material": {
        "type": "object",
        "required": ["id", "formula"],
        "properties": {
          "id": {"type": "string"},
          "formula": {"type": "string", "description": "Reduced chemical formula"},
          "band_gap": {"type": ["number", "null"], "description": "Electronic band gap"},
          "density": {"type": "number", "description": "Mass density"},
          "parent": {"anyOf": [{"$ref": "#/components/schemas/Material"}, {"type": "null"}]}
        }
      }
    }
  }
}`

const materialsOverlay = `
tool:
  source_type: calculated
  license: CC-BY-4.0
endpoints:
  getMaterial:
    operation_aliases: [retrieve material]
    fields:
      band_gap:
        semantic_id: band_gap
        aliases: [band gap]
        unit: eV
      density:
        semantic_id: density
        unit: g/cm3
        unit_normalization: {dimension: density, canonical_unit: kg/m3, scale: 1000}
`

// materialsServer serves its own OpenAPI document and the operations it describes.
type materialsServer struct {
	mu       sync.Mutex
	requests []string
	bandGap  any
}

func (s *materialsServer) ServeHTTP(w http.ResponseWriter, r *http.Request) {
	s.mu.Lock()
	s.requests = append(s.requests, r.Method+" "+r.URL.RequestURI()+" trace="+r.Header.Get("X-Trace-Id"))
	bandGap := s.bandGap
	s.mu.Unlock()
	w.Header().Set("Content-Type", "application/json")
	material := func(id string) map[string]any {
		return map[string]any{"id": id, "formula": "Si", "band_gap": bandGap, "density": 2.33, "internal_score": 7, "parent": nil}
	}
	switch {
	case r.URL.Path == "/openapi.json":
		io.WriteString(w, materialsDoc)
	case r.Method == http.MethodGet && r.URL.Path == "/v1/materials/mp-149":
		writeJSONBody(w, material("mp-149"))
	case r.Method == http.MethodGet && r.URL.Path == "/v1/materials":
		writeJSONBody(w, []any{material("mp-149"), material("mp-1")})
	default:
		http.NotFound(w, r)
	}
}

func writeJSONBody(w io.Writer, v any) {
	data, _ := json.Marshal(v)
	w.Write(data)
}

func (s *materialsServer) log() []string {
	s.mu.Lock()
	defer s.mu.Unlock()
	return append([]string(nil), s.requests...)
}

// TestEndToEnd: a local server publishes its own OpenAPI document; it is fetched,
// annotated, registered, planned against, and executed through the HTTP invoker, and
// the result is validated against the ingested schema and projected.
func TestEndToEnd(t *testing.T) {
	ms := &materialsServer{bandGap: 1.11}
	srv := httptest.NewServer(ms)
	defer srv.Close()
	ctx := context.Background()

	res, err := Fetch(ctx, srv.URL+"/openapi.json", Options{Provider: "materials_test"})
	if err != nil {
		t.Fatal(err)
	}
	if res.BaseURL != srv.URL+"/v1" || res.Tool.ExecutionMetadata["base_url"] != srv.URL+"/v1" {
		t.Fatalf("base URL %q, execution_metadata %v: want the same-origin server %s/v1", res.BaseURL, res.Tool.ExecutionMetadata, srv.URL)
	}
	if res.Report.Operations != 3 || res.Report.Endpoints != 3 {
		t.Fatalf("operations %d endpoints %d", res.Report.Operations, res.Report.Endpoints)
	}
	tool, err := ApplyOverlay(res.Tool, []byte(materialsOverlay), "overlay.yaml")
	if err != nil {
		t.Fatal(err)
	}
	reg, err := catalog.NewRegistry(tool)
	if err != nil {
		t.Fatal(err)
	}
	x, err := execute.New(reg, execute.Options{})
	if err != nil {
		t.Fatal(err)
	}
	inv, err := httpinvoker.New(res.BaseURL)
	if err != nil {
		t.Fatal(err)
	}
	if err := x.Bind(tool.Key(), inv); err != nil {
		t.Fatal(err)
	}
	planner := plan.New(reg, plan.Options{})

	p, err := planner.Plan(ctx, plan.Request{Query: "band gap and density of a material",
		Arguments: map[string]any{"material_id": "mp-149", "X-Trace-Id": "t-1"}})
	if err != nil {
		t.Fatal(err)
	}
	if len(p.Calls) != 1 || p.Calls[0].Endpoint != "getMaterial" || !p.Executable() {
		t.Fatalf("plan: %+v warnings %q", p.Calls, p.Warnings)
	}
	run, err := x.Execute(ctx, p, execute.RunConfig{})
	if err != nil {
		t.Fatal(err)
	}
	got := run.Results[0]
	want := map[string]any{"id": "mp-149", "band_gap": 1.11, "density": 2330.0}
	if !reflect.DeepEqual(got.Data, want) {
		t.Fatalf("data %#v, want %#v", got.Data, want)
	}
	if c := got.FieldContracts["density"]; c.Unit != "kg/m3" || c.SourceUnit != "g/cm3" || c.SemanticID != "density" {
		t.Errorf("density contract %+v", c)
	}
	if c := got.FieldContracts["band_gap"]; c.Unit != "eV" || c.SemanticID != "band_gap" {
		t.Errorf("band_gap contract %+v", c)
	}
	if log := ms.log(); log[len(log)-1] != "GET /v1/materials/mp-149 trace=t-1" {
		t.Errorf("requests %q", log)
	}

	// A list endpoint: the root array's item fields project record by record, and the
	// form/explode=false array query parameter is joined.
	p, err = planner.Plan(ctx, plan.Request{Query: "search materials by formula", Concepts: []string{"formula"},
		Arguments: map[string]any{"formula": "Si", "elements": []any{"Si", "O"}}})
	if err != nil {
		t.Fatal(err)
	}
	if len(p.Calls) != 1 || p.Calls[0].Endpoint != "searchMaterials" {
		t.Fatalf("plan: %+v warnings %q", p.Calls, p.Warnings)
	}
	run, err = x.Execute(ctx, p, execute.RunConfig{})
	if err != nil {
		t.Fatal(err)
	}
	list, ok := run.Results[0].Data.([]any)
	if !ok || len(list) != 2 || list[1].(map[string]any)["id"] != "mp-1" {
		t.Fatalf("data %#v", run.Results[0].Data)
	}
	if _, leaked := list[0].(map[string]any)["internal_score"]; leaked {
		t.Errorf("an undeclared field was not projected away: %v", list[0])
	}
	if log := ms.log(); log[len(log)-1] != "GET /v1/materials?formula=Si&elements=Si,O trace=" {
		t.Errorf("requests %q", log)
	}

	// The ingested response schema is enforced: a band gap that is a string fails closed.
	ms.mu.Lock()
	ms.bandGap = "1.11 eV"
	ms.mu.Unlock()
	p, err = planner.Plan(ctx, plan.Request{Query: "band gap of a material", Arguments: map[string]any{"material_id": "mp-149"}})
	if err != nil {
		t.Fatal(err)
	}
	_, err = x.Execute(ctx, p, execute.RunConfig{})
	var sve *execute.SchemaValidationError
	if !errors.As(err, &sve) {
		t.Fatalf("want a schema validation error, got %v", err)
	}

	// DELETE is classified destructive, so the default policy refuses it before sending.
	del, _ := tool.Endpoint("deleteMaterial")
	if !del.IsDestructive() || del.IsReadOnly() {
		t.Fatalf("deleteMaterial: read_only %v destructive %v", del.ReadOnly, del.Destructive)
	}
}
