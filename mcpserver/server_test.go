package mcpserver_test

import (
	"context"
	"encoding/json"
	"net"
	"net/http/httptest"
	"strings"
	"sync/atomic"
	"testing"
	"time"

	"github.com/modelcontextprotocol/go-sdk/mcp"

	"github.com/schemarouter/schemarouter/catalog"
	"github.com/schemarouter/schemarouter/execute"
	"github.com/schemarouter/schemarouter/mcpserver"
	"github.com/schemarouter/schemarouter/plan"
)

func ptr[T any](v T) *T { return &v }

func materialsTool() catalog.ToolSpec {
	return catalog.ToolSpec{Name: "materials", Provider: "mp", Description: "Materials properties", Endpoints: []catalog.EndpointSpec{{
		Name: "search", Description: "Electronic properties of a material by formula", ReadOnly: ptr(true),
		Parameters: []catalog.ParameterSpec{{Name: "formula", Required: true, JSONSchema: map[string]any{"type": "string"}}},
		OutputFields: []catalog.FieldSpec{
			{Name: "material_id", Identifier: true, JSONSchema: map[string]any{"type": "string"}},
			{Name: "band_gap", SemanticID: "band_gap", Unit: "eV", JSONSchema: map[string]any{"type": "number"}},
			{Name: "density", SemanticID: "density", JSONSchema: map[string]any{"type": "number"}},
		},
	}}}
}

func notesTool() catalog.ToolSpec {
	return catalog.ToolSpec{Name: "notes", Endpoints: []catalog.EndpointSpec{{
		Name: "create", Description: "Create a note", ReadOnly: ptr(false),
		Parameters:   []catalog.ParameterSpec{{Name: "text", Required: true, JSONSchema: map[string]any{"type": "string"}}},
		OutputFields: []catalog.FieldSpec{{Name: "note_id", Identifier: true}, {Name: "text"}},
	}}}
}

type fixture struct {
	session    *mcp.ClientSession
	notesCalls *atomic.Int64
}

// newServer builds the router's MCP server over a small catalog whose tools are bound
// to Go invokers, under the executor's default policy.
func newServer(t *testing.T) (*mcp.Server, *atomic.Int64) {
	t.Helper()
	reg, err := catalog.NewRegistry(materialsTool(), notesTool())
	if err != nil {
		t.Fatal(err)
	}
	x, err := execute.New(reg, execute.Options{})
	if err != nil {
		t.Fatal(err)
	}
	if err := x.Bind("materials", execute.InvokerFunc(func(_ context.Context, inv *execute.Invocation) (any, error) {
		return map[string]any{"material_id": "mp-149", "formula": inv.Arguments["formula"], "band_gap": 1.11, "density": 2.33, "secret": "x"}, nil
	})); err != nil {
		t.Fatal(err)
	}
	var notes atomic.Int64
	if err := x.Bind("notes", execute.InvokerFunc(func(context.Context, *execute.Invocation) (any, error) {
		notes.Add(1)
		return map[string]any{"note_id": "n1", "text": "hi"}, nil
	})); err != nil {
		t.Fatal(err)
	}
	return mcpserver.New(reg, plan.New(reg, plan.Options{}), x), &notes
}

func connectInMemory(t *testing.T) fixture {
	t.Helper()
	srv, notes := newServer(t)
	ctx, cancel := context.WithCancel(context.Background())
	t.Cleanup(cancel)
	st, ct := mcp.NewInMemoryTransports()
	ss, err := srv.Connect(ctx, st, nil)
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { _ = ss.Close() })
	cs, err := mcp.NewClient(&mcp.Implementation{Name: "test-client", Version: "1"}, nil).Connect(ctx, ct, nil)
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { _ = cs.Close() })
	return fixture{session: cs, notesCalls: notes}
}

func call(t *testing.T, cs *mcp.ClientSession, name string, args any) *mcp.CallToolResult {
	t.Helper()
	ctx, cancel := context.WithTimeout(context.Background(), 10*time.Second)
	defer cancel()
	res, err := cs.CallTool(ctx, &mcp.CallToolParams{Name: name, Arguments: args})
	if err != nil {
		t.Fatalf("%s: protocol error: %v", name, err)
	}
	return res
}

func text(res *mcp.CallToolResult) string {
	var b strings.Builder
	for _, c := range res.Content {
		if tc, ok := c.(*mcp.TextContent); ok {
			b.WriteString(tc.Text)
		}
	}
	return b.String()
}

// structured decodes a successful result's structured content into v.
func structured(t *testing.T, res *mcp.CallToolResult, v any) {
	t.Helper()
	if res.IsError {
		t.Fatalf("tool error: %s", text(res))
	}
	data, err := json.Marshal(res.StructuredContent)
	if err != nil {
		t.Fatal(err)
	}
	if err := json.Unmarshal(data, v); err != nil {
		t.Fatalf("structured content %s: %v", data, err)
	}
}

func TestListToolsExactlyThreeWithSchemas(t *testing.T) {
	f := connectInMemory(t)
	res, err := f.session.ListTools(context.Background(), nil)
	if err != nil {
		t.Fatal(err)
	}
	want := map[string]bool{"search_capabilities": true, "plan": true, "execute": false}
	if len(res.Tools) != 3 {
		t.Fatalf("got %d tools, want 3", len(res.Tools))
	}
	for _, tool := range res.Tools {
		readOnly, ok := want[tool.Name]
		if !ok {
			t.Fatalf("unexpected tool %q", tool.Name)
		}
		in, _ := tool.InputSchema.(map[string]any)
		if in == nil || in["type"] != "object" || in["properties"] == nil {
			t.Errorf("%s: input schema %v", tool.Name, tool.InputSchema)
		}
		out, _ := tool.OutputSchema.(map[string]any)
		if out == nil || out["type"] != "object" || out["properties"] == nil {
			t.Errorf("%s: output schema %v", tool.Name, tool.OutputSchema)
		}
		if tool.Annotations == nil || tool.Annotations.ReadOnlyHint != readOnly {
			t.Errorf("%s: annotations %+v, want readOnlyHint %v", tool.Name, tool.Annotations, readOnly)
		}
		if tool.Description == "" {
			t.Errorf("%s: no description", tool.Name)
		}
	}
}

func TestSearchCapabilities(t *testing.T) {
	f := connectInMemory(t)
	var r mcpserver.Retrieval
	structured(t, call(t, f.session, "search_capabilities", map[string]any{"query": "band gap", "k": 2}), &r)
	if len(r.Candidates) == 0 || r.Candidates[0].RouteID != "materials.search" {
		t.Fatalf("candidates %+v, want materials.search first", r.Candidates)
	}
	c := r.Candidates[0]
	if c.Score <= 0 || c.ReadOnly == nil || !*c.ReadOnly || len(c.Parameters) != 1 || c.Parameters[0] != "formula" ||
		len(c.RequiredParameters) != 1 || !strings.Contains(strings.Join(c.OutputFields, ","), "band_gap") {
		t.Fatalf("candidate %+v", c)
	}
	if r.RequestedK != 2 || len(r.Candidates) > 2 {
		t.Fatalf("k: %+v", r)
	}
}

func TestPlan(t *testing.T) {
	f := connectInMemory(t)
	var p plan.Plan
	structured(t, call(t, f.session, "plan", map[string]any{"query": "band gap of silicon", "arguments": map[string]any{"formula": "Si"}}), &p)
	if len(p.Calls) != 1 {
		t.Fatalf("calls %+v", p.Calls)
	}
	c := p.Calls[0]
	if c.RouteID() != "materials.search" || c.Arguments["formula"] != "Si" || !c.Executable() || c.SchemaFingerprint == "" {
		t.Fatalf("call %+v", c)
	}
	if !strings.Contains(strings.Join(c.Fields, ","), "band_gap") {
		t.Fatalf("fields %v", c.Fields)
	}
}

type executeOut struct {
	Plan    plan.Plan         `json:"plan"`
	RunID   string            `json:"run_id"`
	Results []*execute.Result `json:"results"`
}

func checkProjected(t *testing.T, out executeOut) {
	t.Helper()
	if len(out.Results) != 1 || out.Results[0].Tool != "materials" {
		t.Fatalf("results %+v", out.Results)
	}
	data, _ := out.Results[0].Data.(map[string]any)
	if data["band_gap"] != 1.11 {
		t.Fatalf("data %v", out.Results[0].Data)
	}
	if _, leaked := data["secret"]; leaked {
		t.Fatalf("undeclared field projected: %v", data)
	}
	if _, ok := out.Results[0].FieldContracts["band_gap"]; !ok {
		t.Fatalf("no band_gap contract: %+v", out.Results[0].FieldContracts)
	}
}

func TestExecuteQuery(t *testing.T) {
	f := connectInMemory(t)
	var out executeOut
	structured(t, call(t, f.session, "execute", map[string]any{"query": "band gap", "arguments": map[string]any{"formula": "Si"}}), &out)
	checkProjected(t, out)
	if len(out.Plan.Calls) != 1 || out.RunID == "" {
		t.Fatalf("plan %+v run %q", out.Plan, out.RunID)
	}
}

func TestExecutePlanFromPlanTool(t *testing.T) {
	f := connectInMemory(t)
	res := call(t, f.session, "plan", map[string]any{"query": "band gap", "arguments": map[string]any{"formula": "Si"}})
	var p map[string]any
	structured(t, res, &p)
	var out executeOut
	structured(t, call(t, f.session, "execute", map[string]any{"plan": p}), &out)
	checkProjected(t, out)
}

func TestExecuteMutatingDeniedByDefaultPolicy(t *testing.T) {
	f := connectInMemory(t)
	res := call(t, f.session, "execute", map[string]any{"query": "create a note", "arguments": map[string]any{"text": "hi"}})
	if !res.IsError || !strings.Contains(text(res), "denied by policy") {
		t.Fatalf("isError=%v %q, want a policy denial", res.IsError, text(res))
	}
	if n := f.notesCalls.Load(); n != 0 {
		t.Fatalf("the mutating invoker ran %d times", n)
	}
}

func TestToolErrorsNotProtocolErrors(t *testing.T) {
	f := connectInMemory(t)
	tests := []struct {
		tool string
		args map[string]any
		want string
	}{
		{"search_capabilities", map[string]any{"query": "band gap", "k": "five"}, ""},
		{"search_capabilities", map[string]any{"k": 3}, ""},
		{"plan", map[string]any{"query": 42}, ""},
		{"plan", map[string]any{"query": "band gap", "max_calls": 99}, ""},
		{"plan", map[string]any{"query": "band gap", "bogus": true}, ""},
		{"plan", map[string]any{}, "query"},
		{"execute", map[string]any{"plan": "not a plan"}, ""},
		{"execute", map[string]any{"plan": map[string]any{"query": "x", "calls": []any{}, "extra": 1}}, "not a plan"},
		{"execute", map[string]any{"query": "band gap"}, "formula"},
		{"execute", map[string]any{"plan": map[string]any{"query": "x", "calls": []any{}}, "query": "band gap"}, "either"},
		{"execute", map[string]any{"plan": map[string]any{"query": "x", "registry_version": 1, "calls": []any{map[string]any{"tool": "nope", "endpoint": "x", "arguments": map[string]any{}, "fields": []any{}, "schema_fingerprint": "sha256:0"}}}}, "nope"},
	}
	for _, tt := range tests {
		res := call(t, f.session, tt.tool, tt.args)
		if !res.IsError {
			t.Errorf("%s %v: not an error: %s", tt.tool, tt.args, text(res))
			continue
		}
		if msg := text(res); msg == "" || (tt.want != "" && !strings.Contains(msg, tt.want)) {
			t.Errorf("%s %v: message %q, want %q", tt.tool, tt.args, msg, tt.want)
		}
	}
	// The session is still usable afterwards.
	var r mcpserver.Retrieval
	structured(t, call(t, f.session, "search_capabilities", map[string]any{"query": "band gap"}), &r)
}

func TestStreamableHTTP(t *testing.T) {
	srv, _ := newServer(t)
	ts := httptest.NewServer(mcpserver.HTTPHandler(srv))
	defer ts.Close()
	ctx, cancel := context.WithTimeout(context.Background(), 10*time.Second)
	defer cancel()
	cs, err := mcp.NewClient(&mcp.Implementation{Name: "http-client", Version: "1"}, nil).Connect(ctx, &mcp.StreamableClientTransport{Endpoint: ts.URL}, nil)
	if err != nil {
		t.Fatal(err)
	}
	defer cs.Close()
	var out executeOut
	structured(t, call(t, cs, "execute", map[string]any{"query": "band gap", "arguments": map[string]any{"formula": "Si"}}), &out)
	checkProjected(t, out)
}

func TestServeHTTPLoopbackOnly(t *testing.T) {
	srv, _ := newServer(t)
	if err := mcpserver.ServeHTTP(context.Background(), srv, "0.0.0.0:0", nil); err == nil || !strings.Contains(err.Error(), "loopback") {
		t.Fatalf("non-loopback address: %v", err)
	}
	ctx, cancel := context.WithCancel(context.Background())
	addrs := make(chan string, 1)
	done := make(chan error, 1)
	go func() {
		done <- mcpserver.ServeHTTP(ctx, srv, "127.0.0.1:0", func(a net.Addr) { addrs <- a.String() })
	}()
	var addr string
	select {
	case addr = <-addrs:
	case err := <-done:
		t.Fatal(err)
	}
	cctx, ccancel := context.WithTimeout(context.Background(), 10*time.Second)
	defer ccancel()
	cs, err := mcp.NewClient(&mcp.Implementation{Name: "http-client", Version: "1"}, nil).Connect(cctx, &mcp.StreamableClientTransport{Endpoint: "http://" + addr}, nil)
	if err != nil {
		t.Fatal(err)
	}
	tools, err := cs.ListTools(cctx, nil)
	if err != nil || len(tools.Tools) != 3 {
		t.Fatalf("list tools: %v %v", tools, err)
	}
	_ = cs.Close()
	cancel()
	if err := <-done; err != nil {
		t.Fatal(err)
	}
}
