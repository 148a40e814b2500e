package analyze_test

import (
	"context"
	"encoding/json"
	"errors"
	"reflect"
	"strings"
	"sync/atomic"
	"testing"

	"github.com/schemarouter/schemarouter/catalog"
	"github.com/schemarouter/schemarouter/plan"
	"github.com/schemarouter/schemarouter/plan/analyze"
)

func ptr[T any](v T) *T { return &v }

// prodUsers is the fixture of DECISIONS.md §6 case 60: tool "prod.users" with a read
// endpoint and a second one the model may not reach by a made-up key. Execution
// metadata holds values that must never reach the model.
func prodUsers() catalog.ToolSpec {
	str := map[string]any{"type": "string"}
	return catalog.ToolSpec{
		Namespace: "prod", Name: "users", Description: "Production user directory",
		ExecutionMetadata: map[string]any{"base_url": "https://users.internal.example", "auth_header": "X-Exec-Secret"},
		Endpoints: []catalog.EndpointSpec{
			{
				Name: "get_user", Description: "Get one user by ID", ReadOnly: ptr(true),
				ExecutionMetadata: map[string]any{"path": "/internal/v9/users/{user_id}"},
				Parameters:        []catalog.ParameterSpec{{Name: "user_id", Required: true, JSONSchema: str, Aliases: []string{"uid"}}},
				OutputFields: []catalog.FieldSpec{
					{Name: "user_id", Identifier: true, JSONSchema: str},
					{Name: "name", JSONSchema: str},
					{Name: "email", JSONSchema: str},
				},
			},
			{
				Name: "list_users", Description: "List users", ReadOnly: ptr(true),
				Parameters:   []catalog.ParameterSpec{{Name: "limit", JSONSchema: map[string]any{"type": "integer"}}},
				OutputFields: []catalog.FieldSpec{{Name: "user_id", Identifier: true}, {Name: "name"}},
			},
		},
	}
}

// materials is a second tool, so that names and endpoints of other tools exist.
func materials() catalog.ToolSpec {
	return catalog.ToolSpec{
		Name: "materials", Description: "Search material properties", SourceType: "calculated", License: "CC BY 4.0",
		Endpoints: []catalog.EndpointSpec{{
			Name: "search", Description: "Search material properties", ReadOnly: ptr(true),
			Parameters: []catalog.ParameterSpec{{Name: "formula", JSONSchema: map[string]any{"type": "string"}}},
			OutputFields: []catalog.FieldSpec{
				{Name: "material_id", Identifier: true},
				{Name: "band_gap", Unit: "eV", JSONSchema: map[string]any{"type": "number"}},
			},
		}},
	}
}

func registry(t testing.TB, tools ...catalog.ToolSpec) *catalog.MemoryRegistry {
	t.Helper()
	reg, err := catalog.NewRegistry(tools...)
	if err != nil {
		t.Fatal(err)
	}
	return reg
}

// answering is a model that records its payloads and answers with body.
type answering struct {
	body     string
	payloads []*analyze.Payload
}

func (m *answering) AnalyzeQuery(_ context.Context, p *analyze.Payload) ([]byte, error) {
	m.payloads = append(m.payloads, p)
	return []byte(m.body), nil
}

const case60 = `{"preferred_tools":["prod.users","ghost"],
 "preferred_endpoints":["prod.users.get_user","prod.users.drop_database"],
 "arguments":{"user_id":42,"admin":true},
 "fields":["name","password_hash"]}`

// DECISIONS.md §6 case 60.
func TestModelProposalsAreSanitizedAgainstTheRegistry(t *testing.T) {
	tests := []struct {
		name     string
		req      plan.Request
		wantArgs map[string]any
	}{
		{"model arguments are coerced to the declared type", plan.Request{Query: "who is this user"}, map[string]any{"user_id": "42"}},
		{"request arguments override model arguments", plan.Request{Query: "who is this user", Arguments: map[string]any{"user_id": "7"}},
			map[string]any{"user_id": "7"}},
		{"request arguments override model arguments under an alias", plan.Request{Query: "who is this user", Arguments: map[string]any{"uid": "7"}},
			map[string]any{"user_id": "7"}},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			model := &answering{body: case60}
			p := plan.New(registry(t, prodUsers(), materials()), plan.Options{Analyzer: &analyze.Analyzer{Model: model}})
			got, err := p.Plan(context.Background(), tt.req)
			if err != nil {
				t.Fatal(err)
			}
			if len(got.Calls) != 1 {
				t.Fatalf("calls %+v, warnings %q", got.Calls, got.Warnings)
			}
			c := got.Calls[0]
			if c.Tool != "prod.users" || c.Endpoint != "get_user" {
				t.Fatalf("call %s.%s, want prod.users.get_user", c.Tool, c.Endpoint)
			}
			if !reflect.DeepEqual(c.Arguments, tt.wantArgs) {
				t.Errorf("arguments %#v, want %#v", c.Arguments, tt.wantArgs)
			}
			if !reflect.DeepEqual(c.Fields, []string{"user_id", "name"}) {
				t.Errorf("fields %v, want [user_id name]", c.Fields)
			}
			var kinds []string
			for _, sc := range c.Explanation.ScoreComponents {
				kinds = append(kinds, sc.Kind)
			}
			if !strings.Contains(strings.Join(kinds, ","), "preferred_tool,preferred_endpoint") {
				t.Errorf("score components %v", kinds)
			}
			if len(model.payloads) != 1 {
				t.Fatalf("model called %d times", len(model.payloads))
			}
			data, err := json.Marshal(model.payloads[0])
			if err != nil {
				t.Fatal(err)
			}
			for _, secret := range []string{"users.internal.example", "X-Exec-Secret", "/internal/v9", "execution_metadata"} {
				if strings.Contains(string(data), secret) {
					t.Errorf("the payload carries %q", secret)
				}
			}
		})
	}
}

func TestSanitize(t *testing.T) {
	labA, labB := materials(), materials()
	labA.Namespace, labB.Namespace = "lab_a", "lab_b"
	snap := registry(t, prodUsers(), labA, labB).Snapshot()
	tests := []struct {
		name string
		req  plan.Request
		out  string
		want plan.Intent
	}{
		{
			name: "a unique name maps to its key, an ambiguous one is dropped",
			req:  plan.Request{Query: "q"},
			out:  `{"preferred_tools":["users","materials","prod.users","lab_b.materials","ghost"]}`,
			want: plan.Intent{PreferredTools: []string{"prod.users", "lab_b.materials"}},
		},
		{
			name: "arguments and fields of the preferred tools' endpoints when no endpoint is kept",
			req:  plan.Request{Query: "q", PreferredTools: []string{"materials"}},
			out:  `{"preferred_tools":["prod.users"],"arguments":{"limit":5,"formula":"Si","user_id":true},"fields":["email","band_gap","name","name"]}`,
			want: plan.Intent{PreferredTools: []string{"materials", "prod.users"}, Arguments: map[string]any{"limit": int64(5), "user_id": "true"},
				Concepts: []string{"email", "name"}},
		},
		{
			name: "kept endpoints narrow what arguments and fields may be",
			req:  plan.Request{Query: "q"},
			out:  `{"preferred_tools":["prod.users"],"preferred_endpoints":["prod.users.list_users","users.list_users"],"arguments":{"limit":5,"user_id":"9"},"fields":["email","name"]}`,
			want: plan.Intent{PreferredTools: []string{"prod.users"}, PreferredEndpoints: []string{"prod.users.list_users"},
				Arguments: map[string]any{"limit": int64(5)}, Concepts: []string{"name"}},
		},
		{
			name: "nothing is kept for arguments without a selected endpoint",
			req:  plan.Request{Query: "q"},
			out:  `{"arguments":{"user_id":"1"},"fields":["name"],"concepts":["band gap"]}`,
			want: plan.Intent{Concepts: []string{"band gap"}},
		},
		{
			name: "concepts: the request's, the model's, then kept fields, without repeats",
			req:  plan.Request{Query: "q", Concepts: []string{"name", "crystal"}},
			out:  `{"preferred_endpoints":["prod.users.get_user"],"concepts":["crystal"," ","user"],"fields":["name","email"]}`,
			want: plan.Intent{PreferredEndpoints: []string{"prod.users.get_user"}, Concepts: []string{"name", "crystal", "user", "email"}},
		},
		{
			name: "evidence flags are ORed and the request's source type wins",
			req:  plan.Request{Query: "q", Evidence: plan.Evidence{License: true, SourceType: "experimental"}},
			out:  `{"evidence":{"provenance":true,"units":true,"source_type":"calculated"}}`,
			want: plan.Intent{Evidence: plan.Evidence{Provenance: true, License: true, Units: true, SourceType: "experimental"}},
		},
		{
			name: "the model's source type applies when the request has none",
			req:  plan.Request{Query: "q"},
			out:  `{"evidence":{"source_type":"calculated"}}`,
			want: plan.Intent{Evidence: plan.Evidence{SourceType: "calculated"}},
		},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			out, err := analyze.DecodeOutput([]byte(tt.out))
			if err != nil {
				t.Fatal(err)
			}
			got := analyze.Sanitize(snap, &tt.req, out)
			if !reflect.DeepEqual(got, tt.want) {
				t.Fatalf("intent\n got %#v\nwant %#v", got, tt.want)
			}
		})
	}
}

func TestDecodeOutputIsStrict(t *testing.T) {
	tests := []struct{ name, body string }{
		{"extra key", `{"preferred_tools":[],"grant_execution":true}`},
		{"extra evidence key", `{"evidence":{"units":true,"field_evidence":{}}}`},
		{"wrong type", `{"preferred_tools":"prod.users"}`},
		{"not an object", `["prod.users"]`},
		{"null", `null`},
		{"not JSON", `sure, here you go`},
		{"trailing data", `{} {}`},
		{"huge list", `{"concepts":[` + strings.TrimSuffix(strings.Repeat(`"x",`, 300), ",") + `]}`},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			_, err := analyze.DecodeOutput([]byte(tt.body))
			var ae *analyze.Error
			if !errors.As(err, &ae) || ae.Message != "invalid query analysis" {
				t.Fatalf("err = %v", err)
			}
		})
	}
	if _, err := analyze.DecodeOutput([]byte(` {} `)); err != nil {
		t.Fatalf("an empty proposal is valid: %v", err)
	}
}

func TestAnalyzerFailsClosed(t *testing.T) {
	boom := errors.New("model exploded")
	tests := []struct {
		name     string
		analyzer *analyze.Analyzer
		wantMsg  string
		wantErr  error
		calls    int
	}{
		{"an extra output key", &analyze.Analyzer{}, "invalid query analysis", nil, 1},
		{"a model failure", &analyze.Analyzer{Model: analyze.ModelFunc(func(context.Context, *analyze.Payload) ([]byte, error) { return nil, boom })},
			"model query analysis failed", boom, 0},
		{"a catalog larger than the bound", &analyze.Analyzer{MaxCatalogEndpoints: 2}, "bounded retrieval", nil, 0},
		{"no model", &analyze.Analyzer{Model: nil}, "has no model", nil, 0},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			model := &answering{body: `{"preferred_tools":["prod.users"],"grant_execution":true}`}
			a := *tt.analyzer
			if a.Model == nil && tt.name != "no model" {
				a.Model = model
			}
			p := plan.New(registry(t, prodUsers(), materials()), plan.Options{Analyzer: &a})
			got, err := p.Plan(context.Background(), plan.Request{Query: "who is user 42"})
			var ae *analyze.Error
			if got != nil || !errors.As(err, &ae) || !strings.Contains(err.Error(), tt.wantMsg) {
				t.Fatalf("plan %v, err %v; want an analyze.Error containing %q", got, err, tt.wantMsg)
			}
			if tt.wantErr != nil && !errors.Is(err, tt.wantErr) {
				t.Errorf("err %v does not wrap %v", err, tt.wantErr)
			}
			if len(model.payloads) != tt.calls {
				t.Errorf("model called %d times, want %d", len(model.payloads), tt.calls)
			}
		})
	}
}

func TestAnalyzerHonoursCancellation(t *testing.T) {
	ctx, cancel := context.WithCancel(context.Background())
	model := analyze.ModelFunc(func(ctx context.Context, _ *analyze.Payload) ([]byte, error) {
		cancel()
		<-ctx.Done()
		return nil, errors.New("transport: " + ctx.Err().Error())
	})
	p := plan.New(registry(t, prodUsers()), plan.Options{Analyzer: &analyze.Analyzer{Model: model}})
	if _, err := p.Plan(ctx, plan.Request{Query: "user"}); !errors.Is(err, context.Canceled) {
		t.Fatalf("err = %v, want context.Canceled", err)
	}
}

// movingModel registers another tool while it answers, the first `moves` times.
type movingModel struct {
	reg   *catalog.MemoryRegistry
	moves int
	calls atomic.Int32
}

func (m *movingModel) AnalyzeQuery(_ context.Context, p *analyze.Payload) ([]byte, error) {
	n := int(m.calls.Add(1))
	if n <= m.moves {
		tool := materials()
		tool.Namespace = "v" + string(rune('0'+n))
		if _, err := m.reg.Register(tool, false); err != nil {
			return nil, err
		}
	}
	return []byte(`{"preferred_endpoints":["prod.users.get_user"]}`), nil
}

func TestRegistryChangesDuringAnalysisAreRetriedThenRefused(t *testing.T) {
	tests := []struct {
		name     string
		moves    int
		retries  int
		wantErr  bool
		calls    int
		catalogs int // tools in the last payload
	}{
		{"a stable registry needs one call", 0, 0, false, 1, 2},
		{"a change is retried with a fresh snapshot", 1, 0, false, 2, 3},
		{"default retries: two", 3, 0, true, 3, 4},
		{"no retries", 1, -1, true, 1, 2},
		{"more retries", 3, 3, false, 4, 5},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			reg := registry(t, prodUsers(), materials())
			model := &movingModel{reg: reg, moves: tt.moves}
			var last *analyze.Payload
			spy := analyze.ModelFunc(func(ctx context.Context, p *analyze.Payload) ([]byte, error) {
				last = p
				return model.AnalyzeQuery(ctx, p)
			})
			p := plan.New(reg, plan.Options{Analyzer: &analyze.Analyzer{Model: spy, MaxRegistryRetries: tt.retries}})
			got, err := p.Plan(context.Background(), plan.Request{Query: "user"})
			if int(model.calls.Load()) != tt.calls || len(last.SchemaCatalog) != tt.catalogs {
				t.Fatalf("%d calls, last payload with %d tools; want %d and %d", model.calls.Load(), len(last.SchemaCatalog), tt.calls, tt.catalogs)
			}
			if tt.wantErr {
				if err == nil || !strings.Contains(err.Error(), "registry changed during model query analysis") {
					t.Fatalf("err = %v", err)
				}
				return
			}
			if err != nil {
				t.Fatal(err)
			}
			if got.RegistryVersion != reg.Snapshot().Version() || got.Calls[0].Endpoint != "get_user" {
				t.Fatalf("plan at version %d of %d: %+v", got.RegistryVersion, reg.Snapshot().Version(), got.Calls)
			}
		})
	}
}

func TestPayloadShowsTheCatalogContract(t *testing.T) {
	snap := registry(t, materials()).Snapshot()
	p, err := analyze.NewPayload(snap, "band gap of Si", 10, nil)
	if err != nil {
		t.Fatal(err)
	}
	got, err := json.Marshal(p.SchemaCatalog)
	if err != nil {
		t.Fatal(err)
	}
	want := `[{"tool_key":"materials","name":"materials","description":"Search material properties","endpoints":[` +
		`{"endpoint_key":"materials.search","name":"search","description":"Search material properties",` +
		`"parameters":[{"name":"formula","required":false,"location":"argument","description":"","json_schema":{"type":"string"}}],` +
		`"fields":[{"name":"material_id","semantic_id":"","description":"","aliases":[],"json_schema":null,"unit":"","qualifiers":null,"identifier":true},` +
		`{"name":"band_gap","semantic_id":"","description":"","aliases":[],"json_schema":{"type":"number"},"unit":"eV","qualifiers":null,"identifier":false}]}]}]`
	if string(got) != want {
		t.Fatalf("catalog\n got %s\nwant %s", got, want)
	}
	if p.Query != "band gap of Si" || p.Task != analyze.Task || len(p.Rules) != 5 || p.ResponseSchema["additionalProperties"] != false {
		t.Fatalf("payload %+v", p)
	}
}

// Found in review: each of these used to let the model's proposal hurt the caller.
func TestModelProposalsNeverHurtTheCallersRequest(t *testing.T) {
	str := map[string]any{"type": "string"}
	alpha := catalog.ToolSpec{Name: "alpha", Endpoints: []catalog.EndpointSpec{{Name: "find", ReadOnly: ptr(true),
		Parameters: []catalog.ParameterSpec{{Name: "query", JSONSchema: str}}, OutputFields: []catalog.FieldSpec{{Name: "id", Identifier: true}, {Name: "hit"}}}}}
	beta := catalog.ToolSpec{Name: "beta", Endpoints: []catalog.EndpointSpec{{Name: "find", ReadOnly: ptr(true),
		Parameters: []catalog.ParameterSpec{{Name: "query", JSONSchema: str, Aliases: []string{"q"}}}, OutputFields: []catalog.FieldSpec{{Name: "id", Identifier: true}, {Name: "hit"}}}}}

	t.Run("the caller's alias wins on every endpoint", func(t *testing.T) {
		model := &answering{body: `{"preferred_endpoints":["alpha.find","beta.find"],"arguments":{"query":"MODEL"}}`}
		p := plan.New(registry(t, alpha, beta), plan.Options{Analyzer: &analyze.Analyzer{Model: model}})
		got, err := p.Plan(context.Background(), plan.Request{Query: "find hit", Arguments: map[string]any{"q": "CALLER"}})
		if err != nil {
			t.Fatal(err)
		}
		for _, c := range got.Calls {
			if c.Arguments["query"] == "MODEL" {
				t.Fatalf("%s bound the model's value over the caller's alias: %v", c.RouteID(), c.Arguments)
			}
		}
	})
	t.Run("a number no plan can carry is dropped", func(t *testing.T) {
		model := &answering{body: `{"preferred_endpoints":["prod.users.list_users"],"arguments":{"limit":1e400}}`}
		p := plan.New(registry(t, prodUsers()), plan.Options{Analyzer: &analyze.Analyzer{Model: model}})
		got, err := p.Plan(context.Background(), plan.Request{Query: "list users"})
		if err != nil {
			t.Fatal(err)
		}
		if _, err := json.Marshal(got); err != nil {
			t.Fatalf("the plan cannot be serialized: %v", err)
		}
		if len(got.Calls) == 0 || got.Calls[0].Arguments["limit"] != nil {
			t.Fatalf("calls %+v", got.Calls)
		}
	})
	t.Run("the model's source type never contradicts the caller's field evidence", func(t *testing.T) {
		model := &answering{body: `{"evidence":{"source_type":"measured"}}`}
		p := plan.New(registry(t, materials()), plan.Options{Analyzer: &analyze.Analyzer{Model: model}})
		_, err := p.Plan(context.Background(), plan.Request{Query: "band gap", Arguments: map[string]any{"formula": "Si"},
			FieldEvidence: map[string]plan.Evidence{"band_gap": {SourceType: "calculated"}}})
		if err != nil {
			t.Fatalf("a valid request failed: %v", err)
		}
	})
	t.Run("the model sees only the routes the planner may use", func(t *testing.T) {
		model := &answering{body: `{}`}
		avail := func(tool, endpoint string) bool { return endpoint != "list_users" && tool != "materials" }
		p := plan.New(registry(t, prodUsers(), materials()), plan.Options{Analyzer: &analyze.Analyzer{Model: model}, Available: avail})
		if _, err := p.Plan(context.Background(), plan.Request{Query: "who is this user"}); err != nil {
			t.Fatal(err)
		}
		cat := model.payloads[0].SchemaCatalog
		if len(cat) != 1 || cat[0].ToolKey != "prod.users" || len(cat[0].Endpoints) != 1 || cat[0].Endpoints[0].Name != "get_user" {
			t.Fatalf("payload catalog %+v", cat)
		}
	})
}
