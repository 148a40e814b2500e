package gofunc_test

import (
	"context"
	"encoding/json"
	"errors"
	"math"
	"reflect"
	"slices"
	"strings"
	"testing"
	"time"

	"github.com/schemarouter/schemarouter/catalog"
	"github.com/schemarouter/schemarouter/execute"
	"github.com/schemarouter/schemarouter/execute/gofunc"
	"github.com/schemarouter/schemarouter/internal/jsonschema"
)

type searchArgs struct {
	Formula    string     `json:"formula" desc:"chemical formula" aliases:"composition, formula_reduced"`
	MinGap     *float64   `json:"min_gap" desc:"lowest band gap"`
	Limit      int        `json:"limit,omitempty"`
	Elements   []string   `json:"elements,omitempty"`
	Since      *time.Time `json:"since,omitempty"`
	Filter     *filter    `json:"filter,omitempty"`
	Attributes any        `json:"attributes,omitempty"`
}

type filter struct {
	Stable bool `json:"stable"`
}

type material struct {
	ID       string            `json:"material_id" identifier:"true" desc:"database identifier"`
	Formula  string            `json:"formula" semantic:"chemical_formula" aliases:"composition"`
	BandGap  float64           `json:"band_gap" unit:"eV" semantic:"band_gap" desc:"electronic band gap"`
	Sites    int               `json:"nsites"`
	Elements []string          `json:"elements"`
	Extra    map[string]string `json:"extra,omitempty"`
}

func search(_ context.Context, a searchArgs) ([]material, error) {
	gap := 1.1
	if a.MinGap != nil {
		gap = *a.MinGap
	}
	return []material{{ID: "mp-149", Formula: a.Formula, BandGap: gap, Sites: 2}}, nil
}

func mustFunc[In, Out any](t *testing.T, name string, fn func(context.Context, In) (Out, error), opts ...gofunc.Option) gofunc.Endpoint {
	t.Helper()
	ep, err := gofunc.Func(name, fn, opts...)
	if err != nil {
		t.Fatal(err)
	}
	return ep
}

func TestFuncDerivesParametersFromIn(t *testing.T) {
	spec := mustFunc(t, "search", search).Spec()
	type param struct {
		name, desc string
		required   bool
		schema     string
		aliases    []string
	}
	want := []param{
		{"formula", "chemical formula", true, `{"type":"string"}`, []string{"composition", "formula_reduced"}},
		{"min_gap", "lowest band gap", false, `{"type":["number","null"]}`, nil},
		{"limit", "", false, `{"type":"integer"}`, nil},
		{"elements", "", false, `{"items":{"type":"string"},"type":"array"}`, nil},
		{"since", "", false, `{"format":"date-time","type":["string","null"]}`, nil},
		{"filter", "", false, `{"additionalProperties":false,"properties":{"stable":{"type":"boolean"}},"required":["stable"],"type":["object","null"]}`, nil},
		{"attributes", "", false, `{}`, nil},
	}
	if len(spec.Parameters) != len(want) {
		t.Fatalf("got %d parameters, want %d", len(spec.Parameters), len(want))
	}
	for i, w := range want {
		p := spec.Parameters[i]
		got := param{p.Name, p.Description, p.Required, mustJSON(t, p.JSONSchema), p.Aliases}
		if !reflect.DeepEqual(got, w) {
			t.Errorf("parameters[%d] = %+v, want %+v", i, got, w)
		}
		if p.Location != catalog.LocationArgument {
			t.Errorf("parameters[%d].location = %q, want argument", i, p.Location)
		}
	}
	in := spec.InputSchema
	if in["type"] != "object" || in["additionalProperties"] != false || mustJSON(t, in["required"]) != `["formula"]` {
		t.Errorf("input schema = %s", mustJSON(t, in))
	}
}

func TestFuncWithEmptyInHasNoParameters(t *testing.T) {
	spec := mustFunc(t, "list", func(context.Context, struct{}) (material, error) { return material{}, nil }).Spec()
	if len(spec.Parameters) != 0 {
		t.Errorf("parameters = %v, want none", spec.Parameters)
	}
	if got := mustJSON(t, spec.InputSchema); got != `{"additionalProperties":false,"properties":{},"type":"object"}` {
		t.Errorf("input schema = %s", got)
	}
}

func TestFuncDerivesOutputFieldsFromOut(t *testing.T) {
	tests := []struct {
		name       string
		ep         gofunc.Endpoint
		schemaType string
	}{
		{"struct", mustFunc(t, "get", func(context.Context, struct{}) (material, error) { return material{}, nil }), "object"},
		{"slice of structs", mustFunc(t, "search", search), "array"},
		{"slice of pointers", mustFunc(t, "find", func(context.Context, struct{}) ([]*material, error) { return nil, nil }), "array"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			spec := tt.ep.Spec()
			if spec.OutputSchema["type"] != tt.schemaType {
				t.Errorf("output schema type = %v, want %s", spec.OutputSchema["type"], tt.schemaType)
			}
			var names []string
			for _, f := range spec.OutputFields {
				names = append(names, f.Name)
				// Each field resolves in the output schema (through array items).
				raw := catalog.SchemaAtPath(spec.OutputSchema, f.ProjectionPath())
				if raw == nil || !reflect.DeepEqual(catalog.TypeShape(raw), catalog.TypeShape(f.JSONSchema)) {
					t.Errorf("field %s: schema %v does not match output schema at its path %v", f.Name, f.JSONSchema, raw)
				}
			}
			if want := []string{"material_id", "formula", "band_gap", "nsites", "elements", "extra"}; !slices.Equal(names, want) {
				t.Errorf("fields = %v, want %v", names, want)
			}
			gap, _ := spec.Field("band_gap")
			if gap.Unit != "eV" || gap.SemanticID != "band_gap" || gap.Description != "electronic band gap" ||
				mustJSON(t, gap.JSONSchema) != `{"type":"number"}` {
				t.Errorf("band_gap = %+v", gap)
			}
			id, _ := spec.Field("material_id")
			if !id.Identifier || id.Description != "database identifier" {
				t.Errorf("material_id = %+v", id)
			}
			formula, _ := spec.Field("formula")
			if formula.SemanticID != "chemical_formula" || !slices.Equal(formula.Aliases, []string{"composition"}) || formula.Identifier {
				t.Errorf("formula = %+v", formula)
			}
		})
	}
}

func TestFuncOptionsClassifyTheEndpoint(t *testing.T) {
	fn := func(context.Context, struct{}) (material, error) { return material{}, nil }
	tests := []struct {
		name            string
		opts            []gofunc.Option
		readOnly, destr *bool
	}{
		{"unclassified by default", nil, nil, nil},
		{"read-only", []gofunc.Option{gofunc.ReadOnly(true)}, new(true), nil},
		{"mutating", []gofunc.Option{gofunc.ReadOnly(false)}, new(false), nil},
		{"destructive implies mutating", []gofunc.Option{gofunc.Destructive()}, new(false), new(true)},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			spec := mustFunc(t, "op", fn, tt.opts...).Spec()
			if !reflect.DeepEqual(spec.ReadOnly, tt.readOnly) || !reflect.DeepEqual(spec.Destructive, tt.destr) {
				t.Errorf("read_only %v destructive %v, want %v %v", spec.ReadOnly, spec.Destructive, tt.readOnly, tt.destr)
			}
		})
	}
	spec := mustFunc(t, "op", fn, gofunc.Description("Look up a material."), gofunc.OperationAliases("retrieve", "look up")).Spec()
	if spec.Description != "Look up a material." || !slices.Equal(spec.OperationAliases, []string{"retrieve", "look up"}) {
		t.Errorf("description %q aliases %v", spec.Description, spec.OperationAliases)
	}
	if _, err := gofunc.Func("op", fn, gofunc.ReadOnly(true), gofunc.Destructive()); err == nil ||
		!strings.Contains(err.Error(), "both read-only and destructive") {
		t.Errorf("read-only and destructive: got %v", err)
	}
}

func TestFuncRejectsInvalidDeclarations(t *testing.T) {
	type unitOnString struct {
		Label string `json:"label" unit:"eV"`
	}
	type badIdentifier struct {
		ID string `json:"id" identifier:"yes"`
	}
	type withChan struct {
		Notify chan int `json:"notify"`
	}
	type withFunc struct {
		Hook func() `json:"hook"`
	}
	empty := struct{}{}
	tests := []struct {
		name string
		make func() error
		want []string
	}{
		{"unit on a non-numeric field", func() error {
			_, err := gofunc.Func("e", func(context.Context, struct{}) (unitOnString, error) { return unitOnString{}, nil })
			return err
		}, []string{`endpoint "e"`, "output_fields[0]", "unit"}},
		{"identifier tag not a boolean", func() error {
			_, err := gofunc.Func("e", func(context.Context, struct{}) (badIdentifier, error) { return badIdentifier{}, nil })
			return err
		}, []string{"identifier tag", `"yes"`}},
		{"channel in In", func() error {
			_, err := gofunc.Func("e", func(context.Context, withChan) (material, error) { return material{}, nil })
			return err
		}, []string{`endpoint "e": input:`, "field Notify", "chan int"}},
		{"function in Out", func() error {
			_, err := gofunc.Func("e", func(context.Context, struct{}) ([]withFunc, error) { return nil, nil })
			return err
		}, []string{"output:", "field [].Hook", "func()"}},
		{"In not a struct", func() error {
			_, err := gofunc.Func("e", func(context.Context, string) (material, error) { return material{}, nil })
			return err
		}, []string{"input:", "In must be a plain struct"}},
		{"In a pointer", func() error {
			_, err := gofunc.Func("e", func(context.Context, *searchArgs) (material, error) { return material{}, nil })
			return err
		}, []string{"input:", "*gofunc_test.searchArgs"}},
		{"In time.Time", func() error {
			_, err := gofunc.Func("e", func(context.Context, time.Time) (material, error) { return material{}, nil })
			return err
		}, []string{"input:", "time.Time"}},
		{"Out a scalar", func() error {
			_, err := gofunc.Func("e", func(context.Context, struct{}) (float64, error) { return 0, nil })
			return err
		}, []string{"output:", "Out must be a plain struct"}},
		{"Out a map", func() error {
			_, err := gofunc.Func("e", func(context.Context, struct{}) (map[string]any, error) { return nil, nil })
			return err
		}, []string{"output:", "map[string]interface {}"}},
		{"Out a slice of scalars", func() error {
			_, err := gofunc.Func("e", func(context.Context, struct{}) ([]string, error) { return nil, nil })
			return err
		}, []string{"output:", "[]string"}},
		{"nil function", func() error {
			var fn func(context.Context, struct{}) (material, error)
			_, err := gofunc.Func("e", fn)
			return err
		}, []string{"nil function"}},
		{"name with a dot", func() error {
			_, err := gofunc.Func("a.b", func(context.Context, struct{}) (struct{}, error) { return empty, nil })
			return err
		}, []string{"must not contain '.'"}},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			err := tt.make()
			if err == nil {
				t.Fatal("no error")
			}
			for _, w := range tt.want {
				if !strings.Contains(err.Error(), w) {
					t.Errorf("error %q does not contain %q", err, w)
				}
			}
		})
	}
}

func TestUnsupportedTypeErrorIsTyped(t *testing.T) {
	type in struct {
		ByID map[int]string `json:"by_id"`
	}
	_, err := gofunc.Func("e", func(context.Context, in) (material, error) { return material{}, nil })
	var ue *gofunc.UnsupportedTypeError
	if !errors.As(err, &ue) || ue.Field != "ByID" || ue.Type != reflect.TypeFor[map[int]string]() || ue.Root != reflect.TypeFor[in]() {
		t.Fatalf("got %#v", err)
	}
}

func TestToolValidatesAndRegisters(t *testing.T) {
	get := mustFunc(t, "get", func(context.Context, struct {
		ID string `json:"material_id"`
	}) (material, error) {
		return material{}, nil
	}, gofunc.ReadOnly(true))
	tool, inv, err := gofunc.Tool("materials", mustFunc(t, "search", search, gofunc.ReadOnly(true)), get)
	if err != nil {
		t.Fatal(err)
	}
	if inv == nil {
		t.Fatal("no invoker")
	}
	if tool.Name != "materials" || tool.AccessMode != "go" || tool.Remote || len(tool.Endpoints) != 2 {
		t.Errorf("tool = %+v", tool)
	}
	if err := tool.Validate(); err != nil {
		t.Fatal(err)
	}
	reg, err := catalog.NewRegistry(tool)
	if err != nil {
		t.Fatal(err)
	}
	if _, ok := reg.Snapshot().Entry("materials"); !ok || reg.Snapshot().Version() != 1 {
		t.Errorf("registry keys %v version %d", reg.Snapshot().Keys(), reg.Snapshot().Version())
	}
	// The spec survives a round trip through catalog JSON unchanged in meaning.
	raw, err := json.Marshal(catalog.Catalog{Tools: []catalog.ToolSpec{tool}})
	if err != nil {
		t.Fatal(err)
	}
	var decoded catalog.Catalog
	if err := json.Unmarshal(raw, &decoded); err != nil {
		t.Fatal(err)
	}
	if err := decoded.Validate(); err != nil {
		t.Errorf("decoded catalog: %v", err)
	}
	a, _ := catalog.ToolFingerprint(&tool)
	b, _ := catalog.ToolFingerprint(&decoded.Tools[0])
	if a != b {
		t.Errorf("fingerprint changed through JSON: %s != %s", a, b)
	}
}

func TestToolRejectsInvalidAssemblies(t *testing.T) {
	ep := mustFunc(t, "search", search)
	tests := []struct {
		name      string
		toolName  string
		endpoints []gofunc.Endpoint
		want      string
	}{
		{"duplicate endpoint names", "t", []gofunc.Endpoint{ep, ep}, "duplicate endpoint name"},
		{"no endpoints", "t", nil, "at least one endpoint"},
		{"zero endpoint", "t", []gofunc.Endpoint{{}}, "endpoints[0] was not made by Func"},
		{"empty tool name", "", []gofunc.Endpoint{ep}, "name: is required"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			_, inv, err := gofunc.Tool(tt.toolName, tt.endpoints...)
			if err == nil || !strings.Contains(err.Error(), tt.want) || inv != nil {
				t.Errorf("got %v (invoker %v), want an error containing %q", err, inv, tt.want)
			}
		})
	}
}

// invoke calls endpoint through the tool's invoker as the executor would.
func invoke(t *testing.T, ctx context.Context, eps []gofunc.Endpoint, endpoint string, args map[string]any) (any, error) {
	t.Helper()
	tool, inv, err := gofunc.Tool("tool", eps...)
	if err != nil {
		t.Fatal(err)
	}
	ep, ok := tool.Endpoint(endpoint)
	if !ok {
		ep = &catalog.EndpointSpec{Name: endpoint}
	}
	return inv.Invoke(ctx, &execute.Invocation{ToolKey: tool.Key(), Tool: &tool, Endpoint: ep, Arguments: args})
}

func TestInvokeDecodesArgumentsAndReturnsPlainJSON(t *testing.T) {
	var got searchArgs
	ep := mustFunc(t, "search", func(_ context.Context, a searchArgs) ([]material, error) {
		got = a
		return []material{{ID: "mp-149", Formula: "Si", BandGap: 1.1, Sites: 2, Extra: map[string]string{"k": "v"}}, {ID: "mp-2"}}, nil
	})
	out, err := invoke(t, context.Background(), []gofunc.Endpoint{ep}, "search", map[string]any{
		"formula":    "Si",
		"min_gap":    json.Number("0.5"),
		"limit":      float64(3),
		"elements":   []any{"Si"},
		"since":      "2024-01-02T03:04:05Z",
		"filter":     map[string]any{"stable": true},
		"attributes": map[string]any{"n": json.Number("12345678901234567890")},
	})
	if err != nil {
		t.Fatal(err)
	}
	since := time.Date(2024, 1, 2, 3, 4, 5, 0, time.UTC)
	want := searchArgs{Formula: "Si", MinGap: new(0.5), Limit: 3, Elements: []string{"Si"}, Since: &since,
		Filter: &filter{Stable: true}, Attributes: map[string]any{"n": json.Number("12345678901234567890")}}
	if !reflect.DeepEqual(got, want) {
		t.Errorf("decoded %+v, want %+v", got, want)
	}
	wantOut := []any{
		map[string]any{"material_id": "mp-149", "formula": "Si", "band_gap": json.Number("1.1"), "nsites": json.Number("2"),
			"elements": []any{}, "extra": map[string]any{"k": "v"}},
		map[string]any{"material_id": "mp-2", "formula": "", "band_gap": json.Number("0"), "nsites": json.Number("0"),
			"elements": []any{}},
	}
	if !reflect.DeepEqual(out, wantOut) {
		t.Errorf("output %#v\nwant %#v", out, wantOut)
	}
	spec := ep.Spec()
	if err := jsonschema.New().Validate(spec.OutputSchema, out); err != nil {
		t.Errorf("output does not satisfy the output schema: %v", err)
	}
}

func TestInvokeRejectsBadArguments(t *testing.T) {
	called := false
	ep := mustFunc(t, "search", func(ctx context.Context, a searchArgs) ([]material, error) {
		called = true
		return search(ctx, a)
	})
	tests := []struct {
		name string
		args map[string]any
		want []string
	}{
		{"unknown argument", map[string]any{"formula": "Si", "colour": "red"}, []string{`unknown argument "colour"`}},
		{"argument differing only in case", map[string]any{"Formula": "Si"}, []string{`unknown argument "Formula"`}},
		{"unknown nested key", map[string]any{"formula": "Si", "filter": map[string]any{"stable": true, "x": 1}},
			[]string{`argument "filter"`, `unknown field "x"`}},
		{"wrong type", map[string]any{"formula": 42}, []string{`argument "formula"`, "cannot unmarshal number", "string"}},
		{"wrong element type", map[string]any{"formula": "Si", "elements": []any{1}}, []string{`argument "elements"`, "cannot unmarshal"}},
		{"bad time", map[string]any{"formula": "Si", "since": "yesterday"}, []string{`argument "since"`}},
		{"missing required", map[string]any{"limit": 1}, []string{`missing required argument "formula"`}},
		{"not JSON", map[string]any{"formula": "Si", "min_gap": math.NaN()}, []string{`argument "min_gap" is not a JSON value`}},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			called = false
			_, err := invoke(t, context.Background(), []gofunc.Endpoint{ep}, "search", tt.args)
			var nr *execute.NonRetryableError
			if !errors.As(err, &nr) {
				t.Fatalf("got %v, want a NonRetryableError", err)
			}
			for _, w := range tt.want {
				if !strings.Contains(err.Error(), w) {
					t.Errorf("error %q does not contain %q", err, w)
				}
			}
			if called {
				t.Error("the function ran despite bad arguments")
			}
		})
	}
}

func TestInvokeRecoversPanics(t *testing.T) {
	sentinel := errors.New("sentinel")
	tests := []struct {
		name  string
		value any
		want  string
	}{
		{"string", "boom", `endpoint "p" panicked: boom`},
		{"error", sentinel, `endpoint "p" panicked: sentinel`},
		{"runtime error", nil, "index out of range"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			ep := mustFunc(t, "p", func(context.Context, struct{}) (material, error) {
				if tt.value == nil {
					var s []int
					_ = s[3]
				}
				panic(tt.value)
			})
			_, err := invoke(t, context.Background(), []gofunc.Endpoint{ep}, "p", nil)
			var nr *execute.NonRetryableError
			if !errors.As(err, &nr) || !strings.Contains(err.Error(), tt.want) {
				t.Fatalf("got %v, want a NonRetryableError containing %q", err, tt.want)
			}
			if strings.Contains(err.Error(), "goroutine") {
				t.Errorf("error carries a stack: %v", err)
			}
			if tt.value == sentinel && !errors.Is(err, sentinel) {
				t.Errorf("a panicked error is not wrapped: %v", err)
			}
		})
	}
}

func TestInvokePassesFunctionErrorsThrough(t *testing.T) {
	unavailable := &execute.UnavailableError{Reason: "database down", RetryAfter: time.Second}
	permanent := &execute.NonRetryableError{Reason: "no such material"}
	plain := errors.New("plain")
	for _, want := range []error{unavailable, permanent, plain, context.Canceled} {
		t.Run(want.Error(), func(t *testing.T) {
			ep := mustFunc(t, "e", func(context.Context, struct{}) (material, error) { return material{ID: "ignored"}, want })
			out, err := invoke(t, context.Background(), []gofunc.Endpoint{ep}, "e", nil)
			if err != want || out != nil {
				t.Errorf("got (%v, %v), want (nil, %v) unchanged", out, err, want)
			}
		})
	}
}

type ctxKey struct{}

func TestInvokePassesContextToTheFunction(t *testing.T) {
	ep := mustFunc(t, "e", func(ctx context.Context, _ struct{}) (material, error) {
		id, _ := ctx.Value(ctxKey{}).(string)
		return material{ID: id}, ctx.Err()
	})
	ctx := context.WithValue(context.Background(), ctxKey{}, "from-context")
	out, err := invoke(t, ctx, []gofunc.Endpoint{ep}, "e", nil)
	if err != nil || out.(map[string]any)["material_id"] != "from-context" {
		t.Errorf("got (%v, %v)", out, err)
	}
	cancelled, cancel := context.WithCancel(ctx)
	cancel()
	if _, err := invoke(t, cancelled, []gofunc.Endpoint{ep}, "e", nil); !errors.Is(err, context.Canceled) {
		t.Errorf("cancelled context: got %v", err)
	}
}

func TestInvokeDispatchesByEndpointName(t *testing.T) {
	a := mustFunc(t, "a", func(context.Context, struct{}) (material, error) { return material{ID: "a"}, nil })
	b := mustFunc(t, "b", func(context.Context, struct{}) (material, error) { return material{ID: "b"}, nil })
	for _, name := range []string{"a", "b"} {
		out, err := invoke(t, context.Background(), []gofunc.Endpoint{a, b}, name, map[string]any{})
		if err != nil || out.(map[string]any)["material_id"] != name {
			t.Errorf("%s: got (%v, %v)", name, out, err)
		}
	}
	_, err := invoke(t, context.Background(), []gofunc.Endpoint{a, b}, "c", nil)
	var nr *execute.NonRetryableError
	if !errors.As(err, &nr) || !strings.Contains(err.Error(), `no endpoint "c"`) {
		t.Errorf("unknown endpoint: got %v", err)
	}
	_, inv, _ := gofunc.Tool("t", a)
	if _, err := inv.Invoke(context.Background(), &execute.Invocation{}); !errors.As(err, &nr) {
		t.Errorf("invocation without endpoint: got %v", err)
	}
}

func TestInvokeRejectsOutputThatIsNotJSON(t *testing.T) {
	ep := mustFunc(t, "e", func(context.Context, struct{}) (material, error) { return material{BandGap: math.Inf(1)}, nil })
	_, err := invoke(t, context.Background(), []gofunc.Endpoint{ep}, "e", nil)
	var nr *execute.NonRetryableError
	if !errors.As(err, &nr) || !strings.Contains(err.Error(), "output is not JSON") {
		t.Errorf("got %v", err)
	}
}

func TestInvokeIsSafeForConcurrentUse(t *testing.T) {
	ep := mustFunc(t, "search", search)
	_, inv, err := gofunc.Tool("t", ep)
	if err != nil {
		t.Fatal(err)
	}
	spec := ep.Spec()
	done := make(chan error)
	for i := range 8 {
		go func() {
			_, err := inv.Invoke(context.Background(), &execute.Invocation{Endpoint: &spec,
				Arguments: map[string]any{"formula": "Si", "limit": i}})
			done <- err
		}()
	}
	for range 8 {
		if err := <-done; err != nil {
			t.Error(err)
		}
	}
}

func TestSpecReturnsACopy(t *testing.T) {
	ep := mustFunc(t, "search", search)
	s := ep.Spec()
	s.Parameters[0].Name = "changed"
	s.OutputSchema["type"] = "object"
	if again := ep.Spec(); again.Parameters[0].Name != "formula" || again.OutputSchema["type"] != "array" {
		t.Error("Spec exposes the endpoint's own values")
	}
}

func mustJSON(t *testing.T, v any) string {
	t.Helper()
	b, err := json.Marshal(v)
	if err != nil {
		t.Fatal(err)
	}
	return string(b)
}

type explosive struct{}

func (explosive) MarshalJSON() ([]byte, error) { panic("marshal exploded") }

func TestInvokeRecoversPanicsWhileEncodingOutput(t *testing.T) {
	type out struct {
		Value explosive `json:"value"`
	}
	ep := mustFunc(t, "e", func(context.Context, struct{}) (out, error) { return out{}, nil })
	if got := mustJSON(t, ep.Spec().OutputSchema); got != `{"properties":{"value":{}},"required":["value"],"type":"object"}` {
		t.Errorf("a type with its own MarshalJSON is unconstrained: %s", got)
	}
	_, err := invoke(t, context.Background(), []gofunc.Endpoint{ep}, "e", nil)
	var nr *execute.NonRetryableError
	if !errors.As(err, &nr) || !strings.Contains(err.Error(), "marshal exploded") {
		t.Errorf("got %v", err)
	}
}
