package execute_test

import (
	"context"
	"errors"
	"fmt"
	"io"
	"net/http"
	"net/http/httptest"
	"strings"
	"sync"
	"testing"

	"github.com/schemarouter/schemarouter/catalog"
	"github.com/schemarouter/schemarouter/execute"
	"github.com/schemarouter/schemarouter/execute/httpinvoker"
	"github.com/schemarouter/schemarouter/plan"
)

func boolPtr(b bool) *bool { return &b }

// materialsAPI is a catalog tool for a materials HTTP API with a path, a query and a
// header parameter.
func materialsAPI(name, provider string) catalog.ToolSpec {
	return catalog.ToolSpec{Name: name, Provider: provider, Remote: true, Endpoints: []catalog.EndpointSpec{{
		Name: "get_material", Description: "Get one material's band gap", Method: "GET", Path: "/materials/{material_id}",
		ReadOnly: boolPtr(true),
		Parameters: []catalog.ParameterSpec{
			{Name: "material_id", Location: catalog.LocationPath, Required: true, JSONSchema: map[string]any{"type": "string"}},
			{Name: "units", Location: catalog.LocationQuery, JSONSchema: map[string]any{"type": "string"}},
			{Name: "trace_id", WireName: "X-Trace-Id", Location: catalog.LocationHeader},
		},
		OutputFields: []catalog.FieldSpec{
			{Name: "material_id", Identifier: true, JSONSchema: map[string]any{"type": "string"}},
			{Name: "band_gap", SemanticID: "band_gap", Aliases: []string{"band gap"}, Unit: "eV", JSONSchema: map[string]any{"type": "number"}},
		},
	}}}
}

// recorder is an HTTP server that records requests and answers from a script.
type recorder struct {
	mu       sync.Mutex
	requests []string
	answer   func(n int, w http.ResponseWriter, r *http.Request)
}

func (rec *recorder) ServeHTTP(w http.ResponseWriter, r *http.Request) {
	rec.mu.Lock()
	rec.requests = append(rec.requests, r.Method+" "+r.URL.RequestURI()+" trace="+r.Header.Get("X-Trace-Id"))
	n := len(rec.requests)
	rec.mu.Unlock()
	rec.answer(n, w, r)
}

func (rec *recorder) count() int {
	rec.mu.Lock()
	defer rec.mu.Unlock()
	return len(rec.requests)
}

func okJSON(body string) func(int, http.ResponseWriter, *http.Request) {
	return func(_ int, w http.ResponseWriter, _ *http.Request) {
		w.Header().Set("Content-Type", "application/json")
		_, _ = io.WriteString(w, body)
	}
}

func status(code int) func(int, http.ResponseWriter, *http.Request) {
	return func(_ int, w http.ResponseWriter, _ *http.Request) { w.WriteHeader(code) }
}

type world struct {
	reg     *catalog.MemoryRegistry
	planner *plan.Planner
	exec    *execute.Executor
}

func newWorld(t *testing.T, opts execute.Options, servers map[string]*recorder, tools ...catalog.ToolSpec) *world {
	t.Helper()
	reg, err := catalog.NewRegistry(tools...)
	if err != nil {
		t.Fatal(err)
	}
	x, err := execute.New(reg, opts)
	if err != nil {
		t.Fatal(err)
	}
	for tool, rec := range servers {
		srv := httptest.NewServer(rec)
		t.Cleanup(srv.Close)
		inv, err := httpinvoker.New(srv.URL + "/v1")
		if err != nil {
			t.Fatal(err)
		}
		if err := x.Bind(tool, inv); err != nil {
			t.Fatal(err)
		}
	}
	return &world{reg: reg, planner: plan.New(reg, plan.Options{}), exec: x}
}

func (w *world) planAndRun(t *testing.T, req plan.Request) (*execute.RunResult, error) {
	t.Helper()
	p, err := w.planner.PlanWith(context.Background(), req, w.exec.Available)
	if err != nil {
		t.Fatal(err)
	}
	if len(p.Calls) == 0 {
		t.Fatalf("no calls: %q", p.Warnings)
	}
	return w.exec.Execute(context.Background(), p, execute.RunConfig{})
}

var bandGapRequest = plan.Request{Query: "band gap", Arguments: map[string]any{"material_id": "mp-149", "units": "eV", "trace_id": "t-1"}}

func TestHTTPCallPlacesArgumentsAndProjectsTheAnswer(t *testing.T) {
	rec := &recorder{answer: okJSON(`{"material_id": "mp-149", "band_gap": 1.11, "internal_score": 7}`)}
	w := newWorld(t, execute.Options{}, map[string]*recorder{"mp": rec}, materialsAPI("mp", "materials_project"))
	got, err := w.planAndRun(t, bandGapRequest)
	if err != nil {
		t.Fatal(err)
	}
	if want := "GET /v1/materials/mp-149?units=eV trace=t-1"; rec.requests[0] != want {
		t.Fatalf("request = %q, want %q", rec.requests[0], want)
	}
	data := got.Results[0].Data.(map[string]any)
	if len(data) != 2 || data["band_gap"] != 1.11 {
		t.Fatalf("data = %v", data)
	}
}

func TestHTTPUnavailabilityIsRetriedForReadOnlyAndFallsBack(t *testing.T) {
	for _, code := range []int{http.StatusTooManyRequests, http.StatusServiceUnavailable} {
		t.Run(fmt.Sprint(code), func(t *testing.T) {
			primary := &recorder{answer: status(code)}
			alt := &recorder{answer: okJSON(`{"material_id": "mp-149", "band_gap": 1.1}`)}
			w := newWorld(t, execute.Options{Retry: execute.RetryPolicy{MaxAttempts: 2}},
				map[string]*recorder{"a_mp": primary, "b_mirror": alt},
				materialsAPI("a_mp", "materials_project"), materialsAPI("b_mirror", "materials_project"))
			req := bandGapRequest
			req.FallbackScope = plan.FallbackSameProvider
			req.PreferredTools = []string{"a_mp"}
			got, err := w.planAndRun(t, req)
			if err != nil {
				t.Fatal(err)
			}
			if primary.count() != 2 || alt.count() != 1 || got.Results[0].Tool != "b_mirror" {
				t.Fatalf("primary %d requests, alternative %d, result from %s", primary.count(), alt.count(), got.Results[0].Tool)
			}
			if w.exec.Available("a_mp", "get_material") {
				t.Fatal("the unavailable primary is not cooling down")
			}
		})
	}
}

func TestHTTPClientErrorsAndBadOutputNeverFallBack(t *testing.T) {
	tests := []struct {
		name   string
		answer func(int, http.ResponseWriter, *http.Request)
		check  func(error) bool
	}{
		{"404", status(http.StatusNotFound), func(err error) bool {
			var nr *execute.NonRetryableError
			return errors.As(err, &nr)
		}},
		{"output violates the schema", okJSON(`{"material_id": "mp-149", "band_gap": "wide"}`), func(err error) bool {
			var se *execute.SchemaValidationError
			return errors.As(err, &se)
		}},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			primary := &recorder{answer: tt.answer}
			alt := &recorder{answer: okJSON(`{"material_id": "mp-149", "band_gap": 1.1}`)}
			w := newWorld(t, execute.Options{Retry: execute.RetryPolicy{MaxAttempts: 3}},
				map[string]*recorder{"a_mp": primary, "b_mirror": alt},
				materialsAPI("a_mp", "materials_project"), materialsAPI("b_mirror", "materials_project"))
			req := bandGapRequest
			req.FallbackScope = plan.FallbackSameProvider
			req.PreferredTools = []string{"a_mp"}
			_, err := w.planAndRun(t, req)
			if !tt.check(err) {
				t.Fatalf("err = %v (%T)", err, err)
			}
			if primary.count() != 1 || alt.count() != 0 {
				t.Fatalf("primary %d requests (want 1, no retry), alternative %d (want 0)", primary.count(), alt.count())
			}
		})
	}
}

func TestHTTPStalePlanIsRefusedBeforeAnyRequest(t *testing.T) {
	rec := &recorder{answer: okJSON(`{"material_id": "mp-149", "band_gap": 1.1}`)}
	w := newWorld(t, execute.Options{}, map[string]*recorder{"mp": rec}, materialsAPI("mp", "materials_project"))
	p, err := w.planner.Plan(context.Background(), bandGapRequest)
	if err != nil {
		t.Fatal(err)
	}
	changed := materialsAPI("mp", "materials_project")
	changed.Endpoints[0].Parameters[1].Required = true
	if _, err := w.reg.Register(changed, true); err != nil {
		t.Fatal(err)
	}
	if _, err := w.exec.Execute(context.Background(), p, execute.RunConfig{}); !errors.Is(err, execute.ErrSchemaDrift) {
		t.Fatalf("err = %v", err)
	}
	if rec.count() != 0 {
		t.Fatalf("%d requests sent for a stale plan", rec.count())
	}
}

// Security: what a model or a hand-edited plan might try, and must not get.
func TestSecurityBoundary(t *testing.T) {
	rec := &recorder{answer: okJSON(`{"material_id": "mp-149", "band_gap": 1.1}`)}
	tool := materialsAPI("mp", "materials_project")
	tool.Endpoints = append(tool.Endpoints, catalog.EndpointSpec{
		Name: "delete_material", Description: "Delete a material", Method: "DELETE", Path: "/materials/{material_id}",
		ReadOnly: boolPtr(false), Destructive: boolPtr(true),
		Parameters: []catalog.ParameterSpec{{Name: "material_id", Location: catalog.LocationPath, Required: true}},
	}, catalog.EndpointSpec{
		Name: "update_material", Description: "Update a material", Method: "PATCH", Path: "/materials/{material_id}",
		ReadOnly: boolPtr(false),
		Parameters: []catalog.ParameterSpec{
			{Name: "material_id", Location: catalog.LocationPath, Required: true},
			{Name: "auth", WireName: "Authorization", Location: catalog.LocationHeader},
		},
	})
	approveAnything := func(context.Context, execute.ApprovalRequest) (bool, error) { return true, nil }
	base := func(t *testing.T, opts execute.Options) (*world, plan.Call) {
		w := newWorld(t, opts, map[string]*recorder{"mp": rec}, tool)
		p, err := w.planner.Plan(context.Background(), bandGapRequest)
		if err != nil {
			t.Fatal(err)
		}
		return w, p.Calls[0]
	}
	callFor := func(t *testing.T, w *world, endpoint string, args map[string]any) plan.Call {
		e, _ := w.reg.Snapshot().Entry("mp")
		i := 0
		for j, ep := range e.Tool().Endpoints {
			if ep.Name == endpoint {
				i = j
			}
		}
		return plan.Call{Tool: "mp", Endpoint: endpoint, Arguments: args, SchemaFingerprint: e.EndpointFingerprint(i), ToolFingerprint: e.Fingerprint()}
	}
	tests := []struct {
		name string
		opts execute.Options
		call func(t *testing.T, w *world, c plan.Call) plan.Call
		want string
	}{
		{"credentials smuggled as an undeclared argument", execute.Options{}, func(t *testing.T, w *world, c plan.Call) plan.Call {
			c.Arguments = map[string]any{"material_id": "mp-149", "Authorization": "Bearer stolen"}
			return c
		}, "undeclared arguments: Authorization"},
		{"an Authorization header declared as a parameter", execute.Options{Policy: execute.Policy{AllowMutations: true}}, func(t *testing.T, w *world, c plan.Call) plan.Call {
			return callFor(t, w, "update_material", map[string]any{"material_id": "mp-149", "auth": "Bearer stolen"})
		}, "Authorization"},
		{"a mutation without approval", execute.Options{Policy: execute.Policy{AllowMutations: true, ApprovalMode: execute.ApprovalNonReadOnly}}, func(t *testing.T, w *world, c plan.Call) plan.Call {
			return callFor(t, w, "update_material", map[string]any{"material_id": "mp-149"})
		}, "approval"},
		{"a destructive call under the default policy", execute.Options{Approve: approveAnything}, func(t *testing.T, w *world, c plan.Call) plan.Call {
			return callFor(t, w, "delete_material", map[string]any{"material_id": "mp-149"})
		}, "denied by policy"},
		{"an approval callback that says anything but yes", execute.Options{Policy: execute.Policy{AllowMutations: true, ApprovalMode: execute.ApprovalAll},
			Approve: func(context.Context, execute.ApprovalRequest) (bool, error) { return false, nil }}, func(t *testing.T, w *world, c plan.Call) plan.Call {
			return c
		}, "approval denied"},
		{"a hand-added undeclared field", execute.Options{}, func(t *testing.T, w *world, c plan.Call) plan.Call {
			c.Fields = append(c.Fields, "internal_score")
			return c
		}, "undeclared output fields: internal_score"},
		{"a hand-edited fingerprint", execute.Options{}, func(t *testing.T, w *world, c plan.Call) plan.Call {
			c.SchemaFingerprint = strings.Repeat("0", 64)
			return c
		}, "schema drift"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			before := rec.count()
			w, c := base(t, tt.opts)
			_, err := w.exec.ExecuteCall(context.Background(), tt.call(t, w, c))
			if err == nil || !strings.Contains(err.Error(), tt.want) {
				t.Fatalf("err = %v, want it to mention %q", err, tt.want)
			}
			if rec.count() != before {
				t.Fatalf("a request reached the server")
			}
		})
	}
}
