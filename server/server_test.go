package server

import (
	"bytes"
	"context"
	"encoding/json"
	"fmt"
	"io"
	"net"
	"net/http"
	"net/http/httptest"
	"strconv"
	"strings"
	"sync"
	"sync/atomic"
	"testing"
	"time"

	"github.com/schemarouter/schemarouter/catalog"
	"github.com/schemarouter/schemarouter/execute"
	"github.com/schemarouter/schemarouter/plan"
	"github.com/schemarouter/schemarouter/plan/analyze"
)

const testToken = "s3cret-token"

func ptr[T any](v T) *T { return &v }

// materialTool is a read-only lookup tool whose one data field is named field.
func materialTool(field string) catalog.ToolSpec {
	return catalog.ToolSpec{
		Name:        "materials",
		Provider:    "lab",
		Description: "material property lookup",
		Endpoints: []catalog.EndpointSpec{{
			Name:        "lookup",
			Description: "look up the properties of a material",
			ReadOnly:    ptr(true),
			Parameters: []catalog.ParameterSpec{{
				Name: "material_id", Required: true, JSONSchema: map[string]any{"type": "string"},
			}},
			OutputFields: []catalog.FieldSpec{
				{Name: "material_id", Identifier: true, JSONSchema: map[string]any{"type": "string"}},
				{Name: field, Description: strings.ReplaceAll(field, "_", " ") + " of the material", JSONSchema: map[string]any{"type": "number"}},
			},
		}},
	}
}

type fixture struct {
	t    *testing.T
	srv  *Server
	ts   *httptest.Server
	reg  *catalog.MemoryRegistry
	exec *execute.Executor
}

func newFixture(t *testing.T, cfg Config) *fixture {
	t.Helper()
	reg, err := catalog.NewRegistry(materialTool("melting_point"))
	if err != nil {
		t.Fatal(err)
	}
	x, err := execute.New(reg, execute.Options{})
	if err != nil {
		t.Fatal(err)
	}
	if err := x.Bind("materials", execute.InvokerFunc(func(ctx context.Context, inv *execute.Invocation) (any, error) {
		return map[string]any{"material_id": inv.Arguments["material_id"], "melting_point": 1234.5}, nil
	})); err != nil {
		t.Fatal(err)
	}
	cfg.Registry = reg
	cfg.Executor = x
	if cfg.Token == "" {
		cfg.Token = testToken
	}
	srv := New(cfg)
	ts := httptest.NewServer(srv)
	t.Cleanup(ts.Close)
	return &fixture{t: t, srv: srv, ts: ts, reg: reg, exec: x}
}

type response struct {
	status int
	header http.Header
	body   []byte
}

func (r response) decode(t *testing.T, v any) {
	t.Helper()
	if err := json.Unmarshal(r.body, v); err != nil {
		t.Fatalf("decoding %s: %v", r.body, err)
	}
}

// apiErr decodes an error response.
func (r response) apiErr(t *testing.T) apiError {
	t.Helper()
	var e struct {
		Error apiError `json:"error"`
	}
	r.decode(t, &e)
	if e.Error.Status != r.status {
		t.Fatalf("error status %d in a %d response: %s", e.Error.Status, r.status, r.body)
	}
	return e.Error
}

func (f *fixture) do(method, path, token string, body any) response {
	f.t.Helper()
	var rd io.Reader
	switch b := body.(type) {
	case nil:
	case string:
		rd = strings.NewReader(b)
	case []byte:
		rd = bytes.NewReader(b)
	default:
		data, err := json.Marshal(b)
		if err != nil {
			f.t.Fatal(err)
		}
		rd = bytes.NewReader(data)
	}
	req, err := http.NewRequest(method, f.ts.URL+path, rd)
	if err != nil {
		f.t.Fatal(err)
	}
	if token != "" {
		req.Header.Set("Authorization", "Bearer "+token)
	}
	resp, err := f.ts.Client().Do(req)
	if err != nil {
		f.t.Fatal(err)
	}
	defer resp.Body.Close()
	data, err := io.ReadAll(resp.Body)
	if err != nil {
		f.t.Fatal(err)
	}
	return response{status: resp.StatusCode, header: resp.Header, body: data}
}

func expectStatus(t *testing.T, r response, want int) {
	t.Helper()
	if r.status != want {
		t.Fatalf("status %d, want %d: %s", r.status, want, r.body)
	}
}

var planReq = map[string]any{"query": "melting point of a material", "arguments": map[string]any{"material_id": "mp-149"}}

func TestPlanRetrieveExecute(t *testing.T) {
	f := newFixture(t, Config{})
	r := f.do("POST", "/v1/plan", "", planReq)
	expectStatus(t, r, 200)
	var p plan.Plan
	r.decode(t, &p)
	if p.RegistryVersion != 1 || len(p.Calls) != 1 || p.Calls[0].RouteID() != "materials.lookup" || !p.Executable() {
		t.Fatalf("unexpected plan: %s", r.body)
	}

	r = f.do("POST", "/v1/retrieve", "", map[string]any{"query": "melting point", "k": 2})
	expectStatus(t, r, 200)
	var ret plan.Retrieval
	r.decode(t, &ret)
	if ret.RequestedK != 2 || len(ret.Candidates) == 0 {
		t.Fatalf("unexpected retrieval: %s", r.body)
	}

	// A request: planned with the executor's availability, then run.
	r = f.do("POST", "/v1/execute", "", map[string]any{"request": planReq})
	expectStatus(t, r, 200)
	var out struct {
		Plan *plan.Plan         `json:"plan"`
		Run  *execute.RunResult `json:"run"`
	}
	r.decode(t, &out)
	if out.Plan == nil || out.Run == nil || len(out.Run.Results) != 1 {
		t.Fatalf("unexpected execution: %s", r.body)
	}
	if !strings.Contains(string(r.body), "1234.5") {
		t.Fatalf("result data missing: %s", r.body)
	}

	// A saved plan, exactly as POST /v1/plan returned it.
	var saved map[string]any
	f.do("POST", "/v1/plan", "", planReq).decode(t, &saved)
	r = f.do("POST", "/v1/execute", "", map[string]any{"plan": saved})
	expectStatus(t, r, 200)

	// The saved plan is stale after the tool changes: 409.
	r = f.do("PUT", "/v1/catalog/materials", testToken, materialTool("boiling_point"))
	expectStatus(t, r, 200)
	r = f.do("POST", "/v1/execute", "", map[string]any{"plan": saved})
	expectStatus(t, r, 409)
	if e := r.apiErr(t); !strings.Contains(e.Message, "drift") {
		t.Fatalf("message %q does not name the drift", e.Message)
	}
	// A fresh request runs: the authenticated replacement kept the same transport, so
	// the binding was re-stamped to the new contract.
	r = f.do("POST", "/v1/execute", "", map[string]any{"request": planReq})
	if r.status != 200 {
		t.Fatalf("the replaced tool's binding was not re-stamped: %d %s", r.status, r.body)
	}

	// Execution input errors.
	for _, tc := range []struct {
		body any
		want int
		path string
	}{
		{map[string]any{}, 400, ""},
		{map[string]any{"plan": saved, "request": planReq}, 400, ""},
		{map[string]any{"plans": saved}, 400, "plans"},
		{map[string]any{"request": map[string]any{"query": "x", "max_calls": 99}}, 400, "request.max_calls"},
		{map[string]any{"request": map[string]any{"query": "x", "bogus": 1}}, 400, "request.bogus"},
		{map[string]any{"plan": map[string]any{"query": "x", "calls": []any{map[string]any{"tool": "materials", "extra": true}}}}, 400, "plan.calls[0].extra"},
		{map[string]any{"plan": map[string]any{"registry_version": "one"}}, 400, "plan.registry_version"},
	} {
		r := f.do("POST", "/v1/execute", "", tc.body)
		expectStatus(t, r, tc.want)
		if e := r.apiErr(t); e.Path != tc.path {
			t.Errorf("%v: path %q, want %q (%s)", tc.body, e.Path, tc.path, e.Message)
		}
	}
}

func TestExecuteErrorStatuses(t *testing.T) {
	reg, err := catalog.NewRegistry(materialTool("melting_point"))
	if err != nil {
		t.Fatal(err)
	}
	cases := []struct {
		name   string
		invoke func() (any, error)
		want   int
	}{
		{"unavailable", func() (any, error) { return nil, &execute.UnavailableError{Reason: "503 from upstream"} }, 502},
		{"bad output", func() (any, error) { return map[string]any{"material_id": "x", "melting_point": "hot"}, nil }, 502},
	}
	for _, tc := range cases {
		t.Run(tc.name, func(t *testing.T) {
			x, err := execute.New(reg, execute.Options{})
			if err != nil {
				t.Fatal(err)
			}
			if err := x.Bind("materials", execute.InvokerFunc(func(context.Context, *execute.Invocation) (any, error) { return tc.invoke() })); err != nil {
				t.Fatal(err)
			}
			ts := httptest.NewServer(New(Config{Registry: reg, Executor: x}))
			defer ts.Close()
			f := &fixture{t: t, ts: ts}
			p := f.do("POST", "/v1/plan", "", planReq)
			expectStatus(t, p, 200)
			r := f.do("POST", "/v1/execute", "", fmt.Sprintf(`{"plan": %s}`, p.body))
			expectStatus(t, r, tc.want)
			r.apiErr(t)
		})
	}

	// A mutating endpoint is denied by the default policy: 403.
	tool := materialTool("melting_point")
	tool.Endpoints[0].ReadOnly = ptr(false)
	reg2, err := catalog.NewRegistry(tool)
	if err != nil {
		t.Fatal(err)
	}
	x, _ := execute.New(reg2, execute.Options{})
	_ = x.Bind("materials", execute.InvokerFunc(func(context.Context, *execute.Invocation) (any, error) { return map[string]any{}, nil }))
	ts := httptest.NewServer(New(Config{Registry: reg2, Executor: x}))
	defer ts.Close()
	f := &fixture{t: t, ts: ts}
	p := f.do("POST", "/v1/plan", "", planReq)
	expectStatus(t, p, 200)
	r := f.do("POST", "/v1/execute", "", fmt.Sprintf(`{"plan": %s}`, p.body))
	expectStatus(t, r, 403)

	// No executor configured: 503.
	ts2 := httptest.NewServer(New(Config{Registry: reg}))
	defer ts2.Close()
	f2 := &fixture{t: t, ts: ts2}
	expectStatus(t, f2.do("POST", "/v1/execute", "", map[string]any{"request": planReq}), 503)
}

func TestAggregate(t *testing.T) {
	f := newFixture(t, Config{})
	records := `[
	 {"provider": "a", "entity_kind": "material", "identifiers": {"structure_id": "gaas"}, "fields": {"density": 5.32}, "field_units": {"density": "g/cm^3"}},
	 {"provider": "b", "entity_kind": "material", "identifiers": {"structure_id": "gaas"}, "fields": {"density": 5.41}, "field_units": {"density": "g/cm^3"}}
	]`
	r := f.do("POST", "/v1/aggregate", "", records)
	expectStatus(t, r, 200)
	var entities []map[string]any
	r.decode(t, &entities)
	if len(entities) != 1 || entities[0]["canonical_key"] != "material:structure_id:gaas" {
		t.Fatalf("unexpected entities: %s", r.body)
	}
	expectStatus(t, f.do("POST", "/v1/aggregate?field_mode=density=preserve_observations", "", records), 200)
	expectStatus(t, f.do("POST", "/v1/aggregate?field_mode=density=pick", "", records), 400)

	r = f.do("POST", "/v1/aggregate", "", `[{"provider": "a", "colour": "red"}]`)
	expectStatus(t, r, 400)
	if e := r.apiErr(t); !strings.Contains(e.Path, "colour") {
		t.Fatalf("path %q does not name the unknown key (%s)", e.Path, e.Message)
	}
}

func TestBadInput(t *testing.T) {
	f := newFixture(t, Config{MaxBodyBytes: 4096})
	for _, tc := range []struct {
		path, body string
		want       int
		errPath    string
		reason     string
	}{
		{"/v1/plan", `{"query": "x",`, 400, "", "invalid JSON"},
		{"/v1/plan", `{"query": "x"} {}`, 400, "", "after the top-level value"},
		{"/v1/plan", `["query"]`, 400, "", "JSON object"},
		{"/v1/plan", ``, 400, "", "empty"},
		{"/v1/plan", `{"query": "x", "max_calls": 2, "colour": "red"}`, 400, "colour", "unknown key"},
		{"/v1/plan", `{"query": "x", "evidence": {"provenance": "yes"}}`, 400, "evidence.provenance", "boolean"},
		{"/v1/plan", `{"query": "x", "max_calls": 40}`, 400, "max_calls", "between"},
		{"/v1/plan", `{"query": ""}`, 400, "query", "required"},
		{"/v1/plan", `{"query": "x", "query": "y"}`, 400, "", "duplicate key"},
		{"/v1/retrieve", `{"query": "x", "kk": 3}`, 400, "kk", "unknown key"},
		{"/v1/retrieve", `{"query": "x", "k": -1}`, 400, "k", ""},
		{"/v1/retrieve", `{"query": "x", "k": 1.5}`, 400, "k", "integer"},
	} {
		r := f.do("POST", tc.path, "", tc.body)
		if r.status != tc.want {
			t.Errorf("%s %s: status %d, want %d: %s", tc.path, tc.body, r.status, tc.want, r.body)
			continue
		}
		e := r.apiErr(t)
		if e.Path != tc.errPath || !strings.Contains(e.Message, tc.reason) {
			t.Errorf("%s %s: error %+v, want path %q and reason %q", tc.path, tc.body, e, tc.errPath, tc.reason)
		}
	}

	// Oversize bodies: 413 on every body-reading route, also for valid JSON.
	big := `{"query": "` + strings.Repeat("x", 5000) + `"}`
	for _, route := range []struct{ method, path, token string }{
		{"POST", "/v1/plan", ""}, {"POST", "/v1/retrieve", ""}, {"POST", "/v1/execute", ""},
		{"POST", "/v1/aggregate", ""}, {"PUT", "/v1/catalog/materials", testToken},
	} {
		r := f.do(route.method, route.path, route.token, big)
		expectStatus(t, r, 413)
		r.apiErr(t)
	}

	// Unknown routes and wrong methods.
	expectStatus(t, f.do("GET", "/v1/nothing", "", nil), 404)
	expectStatus(t, f.do("GET", "/v1/plan", "", nil), 405)
	expectStatus(t, f.do("POST", "/v1/catalog", "", "{}"), 405)
}

func TestCatalogRoutes(t *testing.T) {
	f := newFixture(t, Config{})
	r := f.do("GET", "/healthz", "", nil)
	expectStatus(t, r, 200)

	r = f.do("GET", "/v1/catalog", "", nil)
	expectStatus(t, r, 200)
	if _, err := catalog.ParseCatalog(r.body, "catalog.json"); err != nil {
		t.Fatalf("GET /v1/catalog is not a catalog document: %v", err)
	}
	if r.header.Get("X-Registry-Version") != "1" {
		t.Fatalf("version header %q", r.header.Get("X-Registry-Version"))
	}
	r = f.do("GET", "/v1/catalog/materials", "", nil)
	expectStatus(t, r, 200)
	var tool catalog.ToolSpec
	r.decode(t, &tool)
	if tool.Key() != "materials" || r.header.Get("X-Tool-Fingerprint") == "" {
		t.Fatalf("unexpected tool: %s", r.body)
	}
	expectStatus(t, f.do("GET", "/v1/catalog/nothing", "", nil), 404)

	newTool := materialTool("density")
	newTool.Name = "densities"

	// Authentication.
	r = f.do("PUT", "/v1/catalog/densities", "", newTool)
	expectStatus(t, r, 401)
	if r.header.Get("WWW-Authenticate") == "" {
		t.Error("401 without WWW-Authenticate")
	}
	expectStatus(t, f.do("PUT", "/v1/catalog/densities", "wrong", newTool), 403)
	expectStatus(t, f.do("DELETE", "/v1/catalog/materials", "", nil), 401)
	expectStatus(t, f.do("DELETE", "/v1/catalog/materials", "wrong", nil), 403)
	if v := f.reg.Snapshot().Version(); v != 1 {
		t.Fatalf("refused writes changed the registry to version %d", v)
	}

	// Bad tool bodies.
	r = f.do("PUT", "/v1/catalog/other", testToken, newTool)
	expectStatus(t, r, 400)
	if e := r.apiErr(t); e.Path != "name" {
		t.Errorf("key mismatch path %q", e.Path)
	}
	r = f.do("PUT", "/v1/catalog/densities", testToken, `{"name": "densities", "endpoints": [{"name": "get", "colour": 1}]}`)
	expectStatus(t, r, 400)
	if e := r.apiErr(t); e.Path != "endpoints[0].colour" {
		t.Errorf("unknown key path %q (%s)", e.Path, e.Message)
	}
	r = f.do("PUT", "/v1/catalog/densities", testToken, `{"name": "densities", "endpoints": [{"name": "a.b"}]}`)
	expectStatus(t, r, 400)
	if e := r.apiErr(t); !strings.HasPrefix(e.Path, "endpoints[0]") {
		t.Errorf("validation path %q (%s)", e.Path, e.Message)
	}

	// PUT a new tool, then GET shows it with the version bump.
	r = f.do("PUT", "/v1/catalog/densities", testToken, newTool)
	expectStatus(t, r, 201)
	var wr WriteResult
	wr = WriteResult{}
	r.decode(t, &wr)
	if wr.Key != "densities" || wr.RegistryVersion != 2 || !wr.Created || wr.Fingerprint == "" {
		t.Fatalf("unexpected write result: %s", r.body)
	}
	r = f.do("GET", "/v1/catalog/densities", "", nil)
	expectStatus(t, r, 200)
	if r.header.Get("X-Registry-Version") != "2" || r.header.Get("X-Tool-Fingerprint") != wr.Fingerprint {
		t.Fatalf("GET after PUT: headers %v", r.header)
	}
	r = f.do("GET", "/v1/catalog", "", nil)
	var cat catalog.Catalog
	r.decode(t, &cat)
	if len(cat.Tools) != 2 || r.header.Get("X-Registry-Version") != "2" {
		t.Fatalf("catalog after PUT: %s", r.body)
	}

	// Replace: 200, version 3.
	r = f.do("PUT", "/v1/catalog/densities", testToken, materialTool("density"))
	expectStatus(t, r, 400) // key "materials" does not match
	repl := newTool
	repl.Description = "densities, revised"
	r = f.do("PUT", "/v1/catalog/densities", testToken, repl)
	expectStatus(t, r, 200)
	wr = WriteResult{}
	r.decode(t, &wr)
	if wr.RegistryVersion != 3 || wr.Created {
		t.Fatalf("replace: %s", r.body)
	}

	// DELETE.
	r = f.do("DELETE", "/v1/catalog/densities", testToken, nil)
	expectStatus(t, r, 200)
	wr = WriteResult{}
	r.decode(t, &wr)
	if wr.RegistryVersion != 4 {
		t.Fatalf("delete: %s", r.body)
	}
	expectStatus(t, f.do("GET", "/v1/catalog/densities", "", nil), 404)
	expectStatus(t, f.do("DELETE", "/v1/catalog/densities", testToken, nil), 404)
}

func TestWritesDisabledWithoutToken(t *testing.T) {
	reg, _ := catalog.NewRegistry(materialTool("melting_point"))
	ts := httptest.NewServer(New(Config{Registry: reg}))
	defer ts.Close()
	f := &fixture{t: t, ts: ts}
	expectStatus(t, f.do("PUT", "/v1/catalog/materials", "anything", materialTool("x_value")), 403)
	expectStatus(t, f.do("DELETE", "/v1/catalog/materials", "", nil), 403)
}

// TestConcurrentPlansDuringUpdates: plans never see a torn registry. Every plan names
// one registry version, and its call's tool fingerprint is the fingerprint that version
// registered.
func TestConcurrentPlansDuringUpdates(t *testing.T) {
	f := newFixture(t, Config{})
	var mu sync.Mutex
	fingerprints := map[int64]string{}
	fields := map[int64]string{}
	r := f.do("GET", "/v1/catalog/materials", "", nil)
	v0, _ := strconv.ParseInt(r.header.Get("X-Registry-Version"), 10, 64)
	fingerprints[v0] = r.header.Get("X-Tool-Fingerprint")
	fields[v0] = "melting_point"

	done := make(chan struct{})
	var writes atomic.Int64
	writerErr := make(chan error, 1)
	go func() {
		defer close(writerErr)
		names := []string{"boiling_point", "melting_point"}
		for i := 0; ; i++ {
			select {
			case <-done:
				return
			default:
			}
			name := names[i%2]
			// Plans may name a version before its PUT response is recorded; they
			// are checked only after the writer has stopped.
			r := f.do("PUT", "/v1/catalog/materials", testToken, materialTool(name))
			if r.status != 200 {
				writerErr <- fmt.Errorf("PUT: %d %s", r.status, r.body)
				return
			}
			var wr WriteResult
			if err := json.Unmarshal(r.body, &wr); err != nil {
				writerErr <- err
				return
			}
			mu.Lock()
			fingerprints[wr.RegistryVersion] = wr.Fingerprint
			fields[wr.RegistryVersion] = name
			mu.Unlock()
			writes.Add(1)
		}
	}()

	type observed struct {
		version     int64
		fingerprint string
		fields      []string
	}
	var wg sync.WaitGroup
	results := make(chan observed, 8*40)
	errs := make(chan error, 8)
	for g := 0; g < 8; g++ {
		wg.Go(func() {
			for i := 0; i < 40; i++ {
				body := map[string]any{"query": "melting point boiling point of a material", "arguments": map[string]any{"material_id": "mp-1"}}
				data, _ := json.Marshal(body)
				resp, err := f.ts.Client().Post(f.ts.URL+"/v1/plan", "application/json", bytes.NewReader(data))
				if err != nil {
					errs <- err
					return
				}
				raw, _ := io.ReadAll(resp.Body)
				resp.Body.Close()
				if resp.StatusCode != 200 {
					errs <- fmt.Errorf("plan: %d %s", resp.StatusCode, raw)
					return
				}
				var p plan.Plan
				if err := json.Unmarshal(raw, &p); err != nil {
					errs <- err
					return
				}
				if len(p.Calls) != 1 {
					errs <- fmt.Errorf("plan without one call: %s", raw)
					return
				}
				results <- observed{p.RegistryVersion, p.Calls[0].ToolFingerprint, p.Calls[0].Fields}
			}
		})
	}
	wg.Wait()
	close(done)
	if err := <-writerErr; err != nil {
		t.Fatal(err)
	}
	close(errs)
	for err := range errs {
		t.Fatal(err)
	}
	close(results)
	if writes.Load() == 0 {
		t.Fatal("no catalog update happened during the plans")
	}
	versions := map[int64]bool{}
	n := 0
	for o := range results {
		n++
		versions[o.version] = true
		fp, ok := fingerprints[o.version]
		if !ok {
			t.Fatalf("plan names version %d that no write reported", o.version)
		}
		if o.fingerprint != fp {
			t.Fatalf("torn read: plan at version %d used fingerprint %s, version registered %s", o.version, o.fingerprint, fp)
		}
		if !contains(o.fields, fields[o.version]) {
			t.Fatalf("torn read: plan at version %d selected %v, version has field %s", o.version, o.fields, fields[o.version])
		}
	}
	if n != 8*40 {
		t.Fatalf("%d plans, want %d", n, 8*40)
	}
	t.Logf("%d plans over %d registry versions, %d writes", n, len(versions), writes.Load())
}

func contains(xs []string, x string) bool {
	for _, s := range xs {
		if s == x {
			return true
		}
	}
	return false
}

func TestMetrics(t *testing.T) {
	f := newFixture(t, Config{})
	expectStatus(t, f.do("POST", "/v1/plan", "", planReq), 200)
	expectStatus(t, f.do("POST", "/v1/plan", "", planReq), 200)
	expectStatus(t, f.do("POST", "/v1/plan", "", `{"query": ""}`), 400)
	expectStatus(t, f.do("POST", "/v1/execute", "", map[string]any{"request": planReq}), 200)
	r := f.do("GET", "/metrics", "", nil)
	expectStatus(t, r, 200)
	if ct := r.header.Get("Content-Type"); !strings.HasPrefix(ct, "text/plain") {
		t.Errorf("content type %q", ct)
	}
	text := string(r.body)
	for _, want := range []string{
		"schemarouter_plans_total 3\n",
		"schemarouter_plan_errors_total 1\n",
		`schemarouter_executions_total{outcome="success"} 1` + "\n",
		`schemarouter_executions_total{outcome="error"} 0` + "\n",
		"schemarouter_fallbacks_total 0\n",
		"schemarouter_decisions_total 0\n",
		"# TYPE schemarouter_plan_seconds histogram\n",
		`schemarouter_plan_seconds_bucket{le="+Inf"} 3` + "\n",
		"schemarouter_plan_seconds_count 3\n",
		"schemarouter_errors_total 1\n",
		`schemarouter_http_responses_by_code_total{code="400"} 1` + "\n",
	} {
		if !strings.Contains(text, want) {
			t.Errorf("metrics lack %q:\n%s", want, text)
		}
	}
}

func TestListenAndServeGracefulShutdown(t *testing.T) {
	reg, _ := catalog.NewRegistry(materialTool("melting_point"))
	release := make(chan struct{})
	started := make(chan struct{})
	x, _ := execute.New(reg, execute.Options{})
	_ = x.Bind("materials", execute.InvokerFunc(func(ctx context.Context, inv *execute.Invocation) (any, error) {
		close(started)
		<-release
		return map[string]any{"material_id": "mp-1", "melting_point": 1.0}, nil
	}))
	srv := New(Config{Registry: reg, Executor: x})
	ln, err := net.Listen("tcp", "127.0.0.1:0")
	if err != nil {
		t.Fatal(err)
	}
	ctx, cancel := context.WithCancel(context.Background())
	served := make(chan error, 1)
	go func() { served <- srv.Serve(ctx, ln) }()
	base := "http://" + ln.Addr().String()

	resp, err := http.Get(base + "/healthz")
	if err != nil {
		t.Fatal(err)
	}
	resp.Body.Close()
	if resp.StatusCode != 200 {
		t.Fatalf("healthz: %d", resp.StatusCode)
	}

	// An in-flight request finishes after shutdown starts.
	inflight := make(chan int, 1)
	go func() {
		data, _ := json.Marshal(map[string]any{"request": planReq})
		resp, err := http.Post(base+"/v1/execute", "application/json", bytes.NewReader(data))
		if err != nil {
			inflight <- -1
			return
		}
		resp.Body.Close()
		inflight <- resp.StatusCode
	}()
	select {
	case <-started:
	case code := <-inflight:
		t.Fatalf("the request finished (%d) without reaching the tool", code)
	case <-time.After(30 * time.Second):
		t.Fatal("the request never reached the tool")
	}
	cancel()
	time.Sleep(50 * time.Millisecond)
	select {
	case err := <-served:
		t.Fatalf("Serve returned before the in-flight request finished: %v", err)
	default:
	}
	close(release)
	if code := <-inflight; code != 200 {
		t.Fatalf("in-flight request: %d", code)
	}
	select {
	case err := <-served:
		if err != nil {
			t.Fatalf("Serve: %v", err)
		}
	case <-time.After(10 * time.Second):
		t.Fatal("Serve did not return after shutdown")
	}
	if _, err := http.Get(base + "/healthz"); err == nil {
		t.Fatal("the server still accepts connections after shutdown")
	}

	// ListenAndServe with an already-cancelled context returns promptly.
	ctx2, cancel2 := context.WithCancel(context.Background())
	cancel2()
	if err := New(Config{Registry: reg}).ListenAndServe(ctx2, "127.0.0.1:0"); err != nil {
		t.Fatalf("ListenAndServe: %v", err)
	}
}

func TestHandlerTimeout(t *testing.T) {
	reg, _ := catalog.NewRegistry(materialTool("melting_point"))
	x, _ := execute.New(reg, execute.Options{})
	_ = x.Bind("materials", execute.InvokerFunc(func(ctx context.Context, inv *execute.Invocation) (any, error) {
		<-ctx.Done()
		return nil, ctx.Err()
	}))
	ts := httptest.NewServer(New(Config{Registry: reg, Executor: x, HandlerTimeout: 100 * time.Millisecond}))
	defer ts.Close()
	f := &fixture{t: t, ts: ts}
	r := f.do("POST", "/v1/execute", "", map[string]any{"request": planReq})
	expectStatus(t, r, 504)
	r.apiErr(t)
}

// Planning errors name who is at fault: the request (400), the catalog (422), or a
// model the stages consult (502).
func TestPlanErrorStatuses(t *testing.T) {
	reg, err := catalog.NewRegistry(materialTool("melting_point"))
	if err != nil {
		t.Fatal(err)
	}
	failing := analyze.ModelFunc(func(context.Context, *analyze.Payload) ([]byte, error) {
		return nil, fmt.Errorf("connection refused")
	})
	invalid := analyze.ModelFunc(func(context.Context, *analyze.Payload) ([]byte, error) {
		return []byte(`{"grant_execution": true}`), nil
	})
	cases := []struct {
		name  string
		model analyze.Model
		body  any
		want  int
	}{
		{"unreachable analyzer model", failing, planReq, 502},
		{"analyzer answer outside its schema", invalid, planReq, 502},
		{"invalid request", invalid, map[string]any{"query": "x", "max_calls": 99}, 400},
	}
	for _, tc := range cases {
		t.Run(tc.name, func(t *testing.T) {
			p := plan.New(reg, plan.Options{Analyzer: &analyze.Analyzer{Model: tc.model}})
			ts := httptest.NewServer(New(Config{Registry: reg, Planner: p}))
			defer ts.Close()
			f := &fixture{t: t, ts: ts}
			r := f.do("POST", "/v1/plan", "", tc.body)
			expectStatus(t, r, tc.want)
			r.apiErr(t)
		})
	}
}
