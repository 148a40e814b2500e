package mcp_test

import (
	"context"
	"errors"
	"fmt"
	"net"
	"net/http"
	"net/http/httptest"
	"os"
	"os/exec"
	"path/filepath"
	"reflect"
	"slices"
	"strings"
	"sync"
	"testing"
	"time"

	sdk "github.com/modelcontextprotocol/go-sdk/mcp"

	"github.com/schemarouter/schemarouter/catalog"
	"github.com/schemarouter/schemarouter/examples/mcp-science/science"
	"github.com/schemarouter/schemarouter/execute"
	"github.com/schemarouter/schemarouter/ingest/mcp"
	"github.com/schemarouter/schemarouter/plan"
)

// serverBin is the example server (examples/mcp-science), built once for the package.
var serverBin string

func TestMain(m *testing.M) {
	os.Exit(func() int {
		dir, err := os.MkdirTemp("", "mcp-science-")
		if err != nil {
			fmt.Fprintln(os.Stderr, err)
			return 1
		}
		defer os.RemoveAll(dir)
		gomod, err := exec.Command("go", "env", "GOMOD").Output()
		if err != nil {
			fmt.Fprintln(os.Stderr, "go env GOMOD:", err)
			return 1
		}
		serverBin = filepath.Join(dir, "mcp-science")
		build := exec.Command("go", "build", "-o", serverBin, "./examples/mcp-science")
		build.Dir = filepath.Dir(strings.TrimSpace(string(gomod)))
		if out, err := build.CombinedOutput(); err != nil {
			fmt.Fprintf(os.Stderr, "building the example server: %v\n%s", err, out)
			return 1
		}
		return m.Run()
	}())
}

func connect(t *testing.T, src mcp.Source, opts mcp.Options) *mcp.Session {
	t.Helper()
	ctx, cancel := context.WithTimeout(context.Background(), 20*time.Second)
	defer cancel()
	s, err := mcp.Connect(ctx, src, opts)
	if err != nil {
		t.Fatalf("Connect: %v", err)
	}
	t.Cleanup(func() { s.Close() })
	return s
}

func importTool(t *testing.T, s *mcp.Session) catalog.ToolSpec {
	t.Helper()
	tool, err := s.Import(context.Background())
	if err != nil {
		t.Fatalf("Import: %v", err)
	}
	return tool
}

func stdio() mcp.Source { return mcp.Source{Command: serverBin} }

// serveHTTP serves an MCP server over the SDK's Streamable HTTP handler on 127.0.0.1.
func serveHTTP(t *testing.T, server *sdk.Server, jsonResponse bool) string {
	t.Helper()
	h := sdk.NewStreamableHTTPHandler(func(*http.Request) *sdk.Server { return server },
		&sdk.StreamableHTTPOptions{JSONResponse: jsonResponse})
	ts := httptest.NewServer(h)
	t.Cleanup(ts.Close)
	return ts.URL + "/mcp"
}

// executor registers tool and binds the session's invoker to it.
func executor(t *testing.T, tool catalog.ToolSpec, s *mcp.Session, policy execute.Policy) (*catalog.MemoryRegistry, *execute.Executor) {
	t.Helper()
	reg, err := catalog.NewRegistry(tool)
	if err != nil {
		t.Fatalf("NewRegistry: %v", err)
	}
	x, err := execute.New(reg, execute.Options{Policy: policy})
	if err != nil {
		t.Fatal(err)
	}
	if err := x.Bind(tool.Key(), s.Invoker()); err != nil {
		t.Fatal(err)
	}
	return reg, x
}

// directCall is a call of one endpoint pinned to the registered fingerprints.
func directCall(t *testing.T, reg catalog.Registry, toolKey, endpoint string, args map[string]any, fields ...string) plan.Call {
	t.Helper()
	e, ok := reg.Snapshot().Entry(toolKey)
	if !ok {
		t.Fatalf("no tool %s", toolKey)
	}
	i := slices.IndexFunc(e.Tool().Endpoints, func(ep catalog.EndpointSpec) bool { return ep.Name == endpoint })
	if i < 0 {
		t.Fatalf("no endpoint %s", endpoint)
	}
	return plan.Call{Tool: toolKey, Endpoint: endpoint, Arguments: args, Fields: fields,
		SchemaFingerprint: e.EndpointFingerprint(i), ToolFingerprint: e.Fingerprint()}
}

type wantField struct {
	name       string
	path       []string
	resultPath []string
	typ        any
}

func TestImportOverStdioCompilesOneEndpointPerTool(t *testing.T) {
	s := connect(t, stdio(), mcp.Options{})
	tool := importTool(t, s)

	if tool.Name != "mcp" || !tool.Remote || tool.AccessMode != "mcp" {
		t.Errorf("tool = %q remote=%v access_mode=%q, want mcp/true/mcp", tool.Name, tool.Remote, tool.AccessMode)
	}
	if v, _ := tool.ExecutionMetadata[mcp.MetaProtocolVersion].(string); v == "" || v != s.ProtocolVersion() {
		t.Errorf("protocol version in execution_metadata = %q, session %q", v, s.ProtocolVersion())
	}
	wantTransport := map[string]any{"kind": "stdio", "command": "mcp-science"}
	if got := tool.ExecutionMetadata[mcp.MetaTransport]; !reflect.DeepEqual(got, wantTransport) {
		t.Errorf("transport identity = %v, want %v", got, wantTransport)
	}
	// Five tools over three tools/list pages: every cursor was followed.
	var names []string
	for _, ep := range tool.Endpoints {
		names = append(names, ep.Name)
	}
	if want := []string{"band_gap", "delete_dataset", "echo", "molecular_weight", "search_papers"}; !slices.Equal(names, want) {
		t.Fatalf("endpoints = %v, want %v", names, want)
	}

	tests := []struct {
		endpoint string
		params   map[string]bool // name -> required
		fields   []wantField
	}{
		{"band_gap", map[string]bool{"formula": true}, []wantField{
			{"band_gap_ev", nil, nil, "number"}, {"formula", nil, nil, "string"},
			{"method", nil, nil, "string"}, {"temperature_k", nil, nil, "number"},
		}},
		{"molecular_weight", map[string]bool{"name": true}, []wantField{
			{"formula", nil, nil, "string"}, {"molecular_weight", nil, nil, "number"}, {"name", nil, nil, "string"},
		}},
		{"search_papers", map[string]bool{"query": true, "limit": false}, []wantField{
			{"doi", []string{"results", "*", "doi"}, []string{"results", "*", "doi"}, "string"},
			{"title", []string{"results", "*", "title"}, []string{"results", "*", "title"}, "string"},
			{"year", []string{"results", "*", "year"}, []string{"results", "*", "year"}, "integer"},
		}},
		{"echo", map[string]bool{"message": true}, nil},
		{"delete_dataset", map[string]bool{"dataset": true}, []wantField{
			{"dataset", nil, nil, "string"}, {"deleted", nil, nil, "boolean"},
		}},
	}
	for _, tc := range tests {
		t.Run(tc.endpoint, func(t *testing.T) {
			ep, _ := tool.Endpoint(tc.endpoint)
			if got := ep.ExecutionMetadata[mcp.MetaTool]; got != tc.endpoint {
				t.Errorf("execution_metadata.mcp_tool = %v", got)
			}
			if ep.Description == "" {
				t.Error("no description")
			}
			if ep.InputSchema["type"] != "object" {
				t.Errorf("input_schema = %v", ep.InputSchema)
			}
			got := map[string]bool{}
			for _, p := range ep.Parameters {
				got[p.Name] = p.Required
				if p.Location != catalog.LocationArgument || len(p.JSONSchema) == 0 {
					t.Errorf("parameter %s: location %q schema %v", p.Name, p.Location, p.JSONSchema)
				}
			}
			if !reflect.DeepEqual(got, tc.params) {
				t.Errorf("parameters = %v, want %v", got, tc.params)
			}
			if len(ep.OutputFields) != len(tc.fields) {
				t.Fatalf("output fields = %+v, want %d", ep.OutputFields, len(tc.fields))
			}
			for i, w := range tc.fields {
				f := ep.OutputFields[i]
				if f.Name != w.name || !slices.Equal(f.Path, w.path) || !slices.Equal(f.ResultPath, w.resultPath) || f.JSONSchema["type"] != w.typ {
					t.Errorf("field %d = %s path %v result_path %v schema %v; want %s %v %v %v",
						i, f.Name, f.Path, f.ResultPath, f.JSONSchema, w.name, w.path, w.resultPath, w.typ)
				}
			}
			if (len(ep.OutputSchema) > 0) != (tc.fields != nil) {
				t.Errorf("output_schema = %v", ep.OutputSchema)
			}
		})
	}
}

func TestImportNeverClassifiesEndpointsFromAnnotations(t *testing.T) {
	tool := importTool(t, connect(t, stdio(), mcp.Options{}))
	for _, ep := range tool.Endpoints {
		if ep.ReadOnly != nil || ep.Destructive != nil {
			t.Errorf("%s: read_only=%v destructive=%v, want both unclassified", ep.Name, ep.ReadOnly, ep.Destructive)
		}
	}
	// The hints are kept, descriptively, where fingerprints never look.
	bg, _ := tool.Endpoint("band_gap")
	if a, _ := bg.Metadata["mcp_annotations"].(map[string]any); a["readOnlyHint"] != true {
		t.Errorf("band_gap metadata = %v", bg.Metadata)
	}
	dd, _ := tool.Endpoint("delete_dataset")
	if a, _ := dd.Metadata["mcp_annotations"].(map[string]any); a["destructiveHint"] != true {
		t.Errorf("delete_dataset metadata = %v", dd.Metadata)
	}
	withHints, _ := catalog.EndpointFingerprint(bg)
	stripped := bg.Clone()
	stripped.Metadata = nil
	without, _ := catalog.EndpointFingerprint(&stripped)
	if withHints != without {
		t.Error("annotations changed the endpoint fingerprint")
	}
}

func TestReadOnlyOverlayIsTheOnlyClassification(t *testing.T) {
	tool := importTool(t, connect(t, stdio(), mcp.Options{ReadOnly: []string{"band_gap"}}))
	for _, ep := range tool.Endpoints {
		if want := ep.Name == "band_gap"; ep.IsReadOnly() != want || (!want && ep.ReadOnly != nil) {
			t.Errorf("%s: read_only = %v", ep.Name, ep.ReadOnly)
		}
	}
	s := connect(t, stdio(), mcp.Options{ReadOnly: []string{"band_gap", "no_such_tool"}})
	if _, err := s.Import(context.Background()); err == nil || !strings.Contains(err.Error(), "no_such_tool") {
		t.Errorf("Import with an unknown read-only name: %v", err)
	}
}

func TestEndToEndStdioImportPlanExecute(t *testing.T) {
	ctx := context.Background()
	s := connect(t, stdio(), mcp.Options{})
	tool := importTool(t, s)
	reg, x := executor(t, tool, s, execute.Policy{AllowUnclassifiedRemote: true})

	p, err := plan.New(reg, plan.Options{}).Plan(ctx, plan.Request{Query: "band gap", Arguments: map[string]any{"formula": "GaAs"}})
	if err != nil {
		t.Fatalf("Plan: %v", err)
	}
	if len(p.Calls) == 0 || p.Calls[0].RouteID() != "mcp.band_gap" || !p.Executable() {
		t.Fatalf("plan = %+v", p)
	}
	if !slices.Contains(p.Calls[0].Fields, "band_gap_ev") {
		t.Errorf("planned fields = %v, want band_gap_ev among them", p.Calls[0].Fields)
	}
	run, err := x.Execute(ctx, p, execute.RunConfig{})
	if err != nil {
		t.Fatalf("Execute: %v", err)
	}
	data, _ := run.Results[0].Data.(map[string]any)
	if data["band_gap_ev"] != 1.42 {
		t.Errorf("data = %v, want band_gap_ev 1.42", run.Results[0].Data)
	}
	for k := range data {
		if !slices.Contains(p.Calls[0].Fields, k) {
			t.Errorf("unplanned field %q in projected data %v", k, data)
		}
	}

	// A tool without an outputSchema offers the planner no fields: even when its name
	// matches, a call selects nothing.
	p, err = plan.New(reg, plan.Options{}).Plan(ctx, plan.Request{Query: "echo message", Arguments: map[string]any{"message": "hi"}})
	if err != nil {
		t.Fatal(err)
	}
	for _, c := range p.Calls {
		if c.Endpoint == "echo" && len(c.Fields) > 0 {
			t.Errorf("echo planned with fields %v", c.Fields)
		}
	}
}

func TestDefaultPolicyBlocksUnclassifiedMCPEndpoints(t *testing.T) {
	tests := []struct {
		name     string
		readOnly []string
		endpoint string
		args     map[string]any
		field    string
		denied   bool
	}{
		{"read-looking tool, no overlay", nil, "band_gap", map[string]any{"formula": "Si"}, "band_gap_ev", true},
		{"destructive-looking tool, no overlay", nil, "delete_dataset", map[string]any{"dataset": "scratch"}, "deleted", true},
		{"read-only by local overlay", []string{"band_gap"}, "band_gap", map[string]any{"formula": "Si"}, "band_gap_ev", false},
		{"overlay of another tool", []string{"band_gap"}, "delete_dataset", map[string]any{"dataset": "scratch"}, "deleted", true},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			s := connect(t, stdio(), mcp.Options{ReadOnly: tc.readOnly})
			tool := importTool(t, s)
			reg, x := executor(t, tool, s, execute.Policy{})
			_, err := x.ExecuteCall(context.Background(), directCall(t, reg, "mcp", tc.endpoint, tc.args, tc.field))
			var pv *execute.PolicyViolationError
			if !tc.denied {
				if err != nil {
					t.Fatalf("err = %v, want success", err)
				}
				return
			}
			if !errors.As(err, &pv) {
				t.Fatalf("err = %v, want a PolicyViolationError", err)
			}
			if !strings.Contains(pv.Error(), "unclassified remote") {
				t.Errorf("reason = %v", pv)
			}
		})
	}
}

func TestToolErrorResultIsNonRetryable(t *testing.T) {
	s := connect(t, stdio(), mcp.Options{})
	tool := importTool(t, s)
	reg, x := executor(t, tool, s, execute.Policy{AllowUnclassifiedRemote: true})
	_, err := x.ExecuteCall(context.Background(), directCall(t, reg, "mcp", "band_gap", map[string]any{"formula": "Unobtainium"}, "band_gap_ev"))
	var nr *execute.NonRetryableError
	if !errors.As(err, &nr) || !strings.Contains(nr.Error(), "unknown formula") {
		t.Fatalf("err = %v, want a NonRetryableError with the tool's text", err)
	}
}

func TestStreamableHTTPImportsAndExecutesTheSameServer(t *testing.T) {
	ctx := context.Background()
	url := serveHTTP(t, science.NewServer(), false)
	hs := connect(t, mcp.Source{URL: url, Header: http.Header{"X-Api-Key": {"secret-value"}}}, mcp.Options{})
	viaHTTP := importTool(t, hs)
	viaStdio := importTool(t, connect(t, stdio(), mcp.Options{}))

	if got := viaHTTP.ExecutionMetadata[mcp.MetaTransport]; !reflect.DeepEqual(got, map[string]any{"kind": "streamable_http", "url": url}) {
		t.Errorf("transport identity = %v", got)
	}
	if strings.Contains(fmt.Sprint(viaHTTP), "secret-value") {
		t.Error("a trusted header value reached the catalog")
	}
	// The endpoint contracts do not depend on the transport.
	if len(viaHTTP.Endpoints) != len(viaStdio.Endpoints) {
		t.Fatalf("%d endpoints over HTTP, %d over stdio", len(viaHTTP.Endpoints), len(viaStdio.Endpoints))
	}
	for i := range viaHTTP.Endpoints {
		a, _ := catalog.EndpointFingerprint(&viaHTTP.Endpoints[i])
		b, _ := catalog.EndpointFingerprint(&viaStdio.Endpoints[i])
		if a != b {
			t.Errorf("%s: fingerprints differ between transports", viaHTTP.Endpoints[i].Name)
		}
	}

	reg, x := executor(t, viaHTTP, hs, execute.Policy{AllowUnclassifiedRemote: true})
	res, err := x.ExecuteCall(ctx, directCall(t, reg, "mcp", "search_papers", map[string]any{"query": "band parameters"}, "doi", "title"))
	if err != nil {
		t.Fatalf("ExecuteCall: %v", err)
	}
	want := map[string]any{"results": []any{map[string]any{
		"doi": "10.1063/1.1368156", "title": "Band parameters for III–V compound semiconductors and their alloys",
	}}}
	if !reflect.DeepEqual(res.Data, want) {
		t.Errorf("data = %#v, want %#v", res.Data, want)
	}
}

// contractServer is a hand-written server whose tools break their own contracts.
func contractServer() *sdk.Server {
	s := sdk.NewServer(&sdk.Implementation{Name: "contracts", Version: "1"}, nil)
	in := map[string]any{"type": "object", "properties": map[string]any{"q": map[string]any{"type": "string"}}}
	out := map[string]any{"type": "object", "required": []any{"x"}, "properties": map[string]any{"x": map[string]any{"type": "number"}}}
	add := func(name string, output any, h sdk.ToolHandler) {
		s.AddTool(&sdk.Tool{Name: name, InputSchema: in, OutputSchema: output}, h)
	}
	add("wrong_type", out, func(context.Context, *sdk.CallToolRequest) (*sdk.CallToolResult, error) {
		return &sdk.CallToolResult{StructuredContent: map[string]any{"x": "not a number"}, Content: []sdk.Content{}}, nil
	})
	add("no_structured", out, func(context.Context, *sdk.CallToolRequest) (*sdk.CallToolResult, error) {
		return &sdk.CallToolResult{Content: []sdk.Content{&sdk.TextContent{Text: `{"x": 1}`}}}, nil
	})
	add("fails", out, func(context.Context, *sdk.CallToolRequest) (*sdk.CallToolResult, error) {
		return &sdk.CallToolResult{IsError: true, Content: []sdk.Content{&sdk.TextContent{Text: "boom: " + strings.Repeat("x", 5000)}}}, nil
	})
	add("slow", out, func(ctx context.Context, _ *sdk.CallToolRequest) (*sdk.CallToolResult, error) {
		select {
		case <-ctx.Done():
		case <-time.After(1500 * time.Millisecond):
		}
		return &sdk.CallToolResult{StructuredContent: map[string]any{"x": 1}, Content: []sdk.Content{}}, nil
	})
	add("lookup.v1", out, func(context.Context, *sdk.CallToolRequest) (*sdk.CallToolResult, error) {
		return &sdk.CallToolResult{StructuredContent: map[string]any{"x": 1.5}, Content: []sdk.Content{}}, nil
	})
	add("lookup_v1", out, func(context.Context, *sdk.CallToolRequest) (*sdk.CallToolResult, error) {
		return &sdk.CallToolResult{StructuredContent: map[string]any{"x": 2.5}, Content: []sdk.Content{}}, nil
	})
	return s
}

func TestInvokerHoldsToolsToTheirContracts(t *testing.T) {
	url := serveHTTP(t, contractServer(), true)
	isNonRetryable := func(err error) bool { var e *execute.NonRetryableError; return errors.As(err, &e) }
	isSchema := func(err error) bool { var e *execute.SchemaValidationError; return errors.As(err, &e) }
	isUnavailable := func(err error) bool { var e *execute.UnavailableError; return errors.As(err, &e) }
	isIndeterminate := func(err error) bool { return errors.Is(err, execute.ErrIndeterminate) }
	tests := []struct {
		name     string
		endpoint string
		readOnly []string
		check    func(error) bool
		contains string
	}{
		{"structured content that breaks outputSchema", "wrong_type", nil, isSchema, "output"},
		{"outputSchema declared, no structured content", "no_structured", nil, isNonRetryable, "no structured content"},
		{"isError result, text bounded", "fails", nil, isNonRetryable, "boom"},
		{"timeout of an unclassified tool", "slow", nil, isIndeterminate, "may have taken effect"},
		{"timeout of a read-only tool", "slow", []string{"slow"}, isUnavailable, "unavailable"},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			s := connect(t, mcp.Source{URL: url}, mcp.Options{Timeout: 500 * time.Millisecond, ReadOnly: tc.readOnly})
			reg, x := executor(t, importTool(t, s), s, execute.Policy{AllowUnclassifiedRemote: true})
			start := time.Now()
			_, err := x.ExecuteCall(context.Background(), directCall(t, reg, "mcp", tc.endpoint, map[string]any{"q": "a"}, "x"))
			if err == nil || !tc.check(err) || !strings.Contains(err.Error(), tc.contains) {
				t.Fatalf("err = %v", err)
			}
			if len(err.Error()) > 2000 {
				t.Errorf("error text is not bounded: %d bytes", len(err.Error()))
			}
			if d := time.Since(start); d > 3*time.Second {
				t.Errorf("took %s", d)
			}
		})
	}
}

func TestToolNamesAreMadeValidAndCallTheOriginalTool(t *testing.T) {
	url := serveHTTP(t, contractServer(), false)
	s := connect(t, mcp.Source{URL: url}, mcp.Options{Name: "contracts"})
	tool := importTool(t, s)
	for _, tc := range []struct{ endpoint, mcpTool string }{{"lookup_v1", "lookup_v1"}, {"lookup_v1_2", "lookup.v1"}} {
		ep, ok := tool.Endpoint(tc.endpoint)
		if !ok || ep.ExecutionMetadata[mcp.MetaTool] != tc.mcpTool {
			t.Fatalf("endpoint %s: %+v", tc.endpoint, ep)
		}
	}
	reg, x := executor(t, tool, s, execute.Policy{AllowUnclassifiedRemote: true})
	res, err := x.ExecuteCall(context.Background(), directCall(t, reg, "contracts", "lookup_v1_2", nil, "x"))
	if err != nil || !reflect.DeepEqual(res.Data, map[string]any{"x": 1.5}) {
		t.Fatalf("lookup.v1 via lookup_v1_2: %v %v", res, err)
	}
}

func TestInvokerRefusesAToolFromAnotherServer(t *testing.T) {
	s := connect(t, stdio(), mcp.Options{})
	tool := importTool(t, s)
	other := connect(t, mcp.Source{URL: serveHTTP(t, science.NewServer(), false)}, mcp.Options{})
	reg, x := executor(t, tool, other, execute.Policy{AllowUnclassifiedRemote: true})
	_, err := x.ExecuteCall(context.Background(), directCall(t, reg, "mcp", "band_gap", map[string]any{"formula": "Si"}, "band_gap_ev"))
	var nr *execute.NonRetryableError
	if !errors.As(err, &nr) || !strings.Contains(err.Error(), "another server") {
		t.Fatalf("err = %v", err)
	}
}

func TestConnectFailsWithinTheTimeoutWhenTheServerNeverAnswers(t *testing.T) {
	ln, err := net.Listen("tcp", "127.0.0.1:0")
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { ln.Close() })
	var (
		mu   sync.Mutex
		held []net.Conn
	)
	go func() {
		for {
			c, err := ln.Accept()
			if err != nil {
				return
			}
			mu.Lock()
			held = append(held, c) // read nothing, answer nothing
			mu.Unlock()
		}
	}()
	t.Cleanup(func() {
		mu.Lock()
		defer mu.Unlock()
		for _, c := range held {
			c.Close()
		}
	})
	tests := []struct {
		name string
		src  mcp.Source
	}{
		{"stdio command that never speaks", mcp.Source{Command: "sleep", Args: []string{"30"}}},
		{"HTTP listener that never replies", mcp.Source{URL: "http://" + ln.Addr().String() + "/mcp"}},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			start := time.Now()
			s, err := mcp.Connect(context.Background(), tc.src, mcp.Options{Timeout: 300 * time.Millisecond})
			if err == nil {
				s.Close()
				t.Fatal("Connect succeeded")
			}
			if d := time.Since(start); d > 4*time.Second {
				t.Errorf("Connect took %s", d)
			}
			if !strings.Contains(err.Error(), "initialize") {
				t.Errorf("err = %v", err)
			}
		})
	}
}

func TestResponsesLargerThanMaxMessageBytesFailTheCall(t *testing.T) {
	tests := []struct {
		name string
		src  func(t *testing.T) mcp.Source
	}{
		{"stdio frame", func(*testing.T) mcp.Source { return stdio() }},
		{"HTTP JSON body", func(t *testing.T) mcp.Source { return mcp.Source{URL: serveHTTP(t, science.NewServer(), true)} }},
		{"HTTP SSE event", func(t *testing.T) mcp.Source { return mcp.Source{URL: serveHTTP(t, science.NewServer(), false)} }},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			s := connect(t, tc.src(t), mcp.Options{MaxMessageBytes: 16 << 10, Timeout: 5 * time.Second})
			reg, x := executor(t, importTool(t, s), s, execute.Policy{AllowUnclassifiedRemote: true})
			small := directCall(t, reg, "mcp", "echo", map[string]any{"message": "hi"})
			if _, err := x.ExecuteCall(context.Background(), small); err != nil {
				t.Fatalf("small echo: %v", err)
			}
			big := directCall(t, reg, "mcp", "echo", map[string]any{"message": strings.Repeat("x", 64<<10)})
			_, err := x.ExecuteCall(context.Background(), big)
			if !errors.Is(err, execute.ErrIndeterminate) {
				t.Fatalf("err = %v, want an indeterminate failure of the unclassified call", err)
			}
		})
	}
}

func TestSourcesAreValidatedBeforeAnythingStarts(t *testing.T) {
	tests := []struct {
		name string
		src  mcp.Source
		opts mcp.Options
		want string
	}{
		{"neither command nor URL", mcp.Source{}, mcp.Options{}, "needs a command or a URL"},
		{"both command and URL", mcp.Source{Command: "x", URL: "http://127.0.0.1:1/mcp"}, mcp.Options{}, "not both"},
		{"credentials in the URL", mcp.Source{URL: "http://user:pw@127.0.0.1:1/mcp"}, mcp.Options{}, "credentials"},
		{"not http", mcp.Source{URL: "file:///tmp/x"}, mcp.Options{}, "scheme"},
		{"protocol header", mcp.Source{URL: "http://127.0.0.1:1/mcp", Header: http.Header{"Mcp-Session-Id": {"x"}}}, mcp.Options{}, "Mcp-Session-Id"},
		{"headers on stdio", mcp.Source{Command: "x", Header: http.Header{"A": {"b"}}}, mcp.Options{}, "URL source only"},
		{"env without a value", mcp.Source{Command: "x", Env: []string{"TOKEN"}}, mcp.Options{}, "KEY=VALUE"},
		{"tool name with a dot", mcp.Source{Command: "x"}, mcp.Options{Name: "a.b"}, "'.'"},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			_, err := mcp.Connect(context.Background(), tc.src, tc.opts)
			if err == nil || !strings.Contains(err.Error(), tc.want) {
				t.Fatalf("err = %v, want %q", err, tc.want)
			}
		})
	}
}

func TestStdioEnvKeysButNotValuesEnterTheCatalog(t *testing.T) {
	s := connect(t, mcp.Source{Command: serverBin, Env: []string{"SCIENCE_TOKEN=s3cr3t", "A_FLAG=1"}}, mcp.Options{})
	tool := importTool(t, s)
	want := map[string]any{"kind": "stdio", "command": "mcp-science", "env_keys": []any{"A_FLAG", "SCIENCE_TOKEN"}}
	if got := tool.ExecutionMetadata[mcp.MetaTransport]; !reflect.DeepEqual(got, want) {
		t.Errorf("transport identity = %v, want %v", got, want)
	}
	if strings.Contains(fmt.Sprint(tool), "s3cr3t") {
		t.Error("an environment value reached the catalog")
	}
}

func TestSplitCommandLine(t *testing.T) {
	tests := []struct {
		in   string
		want []string
		err  bool
	}{
		{"go run ./examples/mcp-science", []string{"go", "run", "./examples/mcp-science"}, false},
		{`server --name 'two words' "a \"b\" c" x\ y`, []string{"server", "--name", "two words", `a "b" c`, "x y"}, false},
		{`a '' ""`, []string{"a", "", ""}, false},
		{`  padded   out  `, []string{"padded", "out"}, false},
		{`'unterminated`, nil, true},
		{`"unterminated`, nil, true},
		{`trailing\`, nil, true},
		{"   ", nil, true},
	}
	for _, tc := range tests {
		t.Run(tc.in, func(t *testing.T) {
			got, err := mcp.SplitCommandLine(tc.in)
			if (err != nil) != tc.err || !slices.Equal(got, tc.want) {
				t.Fatalf("SplitCommandLine(%q) = %q, %v", tc.in, got, err)
			}
		})
	}
}
