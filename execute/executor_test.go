package execute

import (
	"bytes"
	"context"
	"errors"
	"fmt"
	"log/slog"
	"reflect"
	"slices"
	"strings"
	"sync"
	"sync/atomic"
	"testing"
	"time"

	"github.com/schemarouter/schemarouter/catalog"
	"github.com/schemarouter/schemarouter/plan"
)

func ptr[T any](v T) *T { return &v }

func weatherTool() catalog.ToolSpec {
	return catalog.ToolSpec{Name: "weather", Provider: "met", Endpoints: []catalog.EndpointSpec{{
		Name:        "current",
		Description: "Current temperature for a city",
		ReadOnly:    ptr(true),
		Parameters:  []catalog.ParameterSpec{{Name: "city", Required: true, JSONSchema: map[string]any{"type": "string"}}},
		OutputFields: []catalog.FieldSpec{
			{Name: "city", Identifier: true, JSONSchema: map[string]any{"type": "string"}},
			{Name: "temperature", Unit: "degC", JSONSchema: map[string]any{"type": "number"}},
			{Name: "debug_blob"},
		},
	}}}
}

// fixture is a registry, a planner and an executor over the given tools.
type fixture struct {
	reg     *catalog.MemoryRegistry
	planner *plan.Planner
	exec    *Executor
	clock   *fakeClock
}

type fakeClock struct {
	mu  sync.Mutex
	now time.Time
}

func (c *fakeClock) Now() time.Time { c.mu.Lock(); defer c.mu.Unlock(); return c.now }
func (c *fakeClock) Add(d time.Duration) {
	c.mu.Lock()
	c.now = c.now.Add(d)
	c.mu.Unlock()
}

func newFixture(t *testing.T, opts Options, tools ...catalog.ToolSpec) *fixture {
	t.Helper()
	reg, err := catalog.NewRegistry(tools...)
	if err != nil {
		t.Fatal(err)
	}
	clock := &fakeClock{now: time.Date(2026, 11, 30, 12, 0, 0, 0, time.UTC)}
	if opts.Now == nil {
		opts.Now = clock.Now
	}
	x, err := New(reg, opts)
	if err != nil {
		t.Fatal(err)
	}
	return &fixture{reg: reg, planner: plan.New(reg, plan.Options{}), exec: x, clock: clock}
}

func (f *fixture) plan(t *testing.T, req plan.Request) *plan.Plan {
	t.Helper()
	p, err := f.planner.Plan(context.Background(), req)
	if err != nil {
		t.Fatal(err)
	}
	if len(p.Calls) == 0 {
		t.Fatalf("no calls planned for %q: %q", req.Query, p.Warnings)
	}
	return p
}

func returns(v any) InvokerFunc {
	return func(context.Context, *Invocation) (any, error) { return v, nil }
}

func TestExecuteReturnsOnlySelectedFields(t *testing.T) {
	f := newFixture(t, Options{}, weatherTool())
	if err := f.exec.Bind("weather", returns(map[string]any{"city": "Oslo", "temperature": -3.5, "debug_blob": "secret internals"})); err != nil {
		t.Fatal(err)
	}
	p := f.plan(t, plan.Request{Query: "current temperature", Arguments: map[string]any{"city": "Oslo"}})
	got, err := f.exec.Execute(context.Background(), p, RunConfig{})
	if err != nil {
		t.Fatal(err)
	}
	r := got.Results[0]
	if !reflect.DeepEqual(r.Data, map[string]any{"city": "Oslo", "temperature": -3.5}) {
		t.Fatalf("data = %v", r.Data)
	}
	if !slices.Equal(r.ProjectedFields, []string{"city", "temperature"}) {
		t.Fatalf("projected = %v", r.ProjectedFields)
	}
	want := FieldContract{JSONSchema: map[string]any{"type": "number"}, SourceUnit: "degC", Unit: "degC", Qualifiers: map[string]string{}}
	if !reflect.DeepEqual(r.FieldContracts["temperature"], want) {
		t.Fatalf("contract = %+v", r.FieldContracts["temperature"])
	}
}

func TestExecuteRefusesAPlanAfterTheContractChanged(t *testing.T) {
	f := newFixture(t, Options{}, weatherTool())
	p := f.plan(t, plan.Request{Query: "current temperature", Arguments: map[string]any{"city": "Oslo"}})
	changed := weatherTool()
	changed.Endpoints[0].Description = "Current temperature, now in a different contract"
	if _, err := f.reg.Register(changed, true); err != nil {
		t.Fatal(err)
	}
	if err := f.exec.Bind("weather", returns(map[string]any{"city": "Oslo", "temperature": 1.0})); err != nil {
		t.Fatal(err)
	}
	_, err := f.exec.Execute(context.Background(), p, RunConfig{})
	if !errors.Is(err, ErrSchemaDrift) {
		t.Fatalf("err = %v, want schema drift", err)
	}
}

func TestExecuteRefusesABindingMadeForAnOlderContract(t *testing.T) {
	f := newFixture(t, Options{}, weatherTool())
	if err := f.exec.Bind("weather", returns(map[string]any{"city": "Oslo", "temperature": 1.0})); err != nil {
		t.Fatal(err)
	}
	changed := weatherTool()
	changed.Description = "changed"
	if _, err := f.reg.Register(changed, true); err != nil {
		t.Fatal(err)
	}
	if st := f.exec.BindingStates()["weather"]; st != BindingStale {
		t.Fatalf("state = %s", st)
	}
	p := f.plan(t, plan.Request{Query: "current temperature", Arguments: map[string]any{"city": "Oslo"}})
	if _, err := f.exec.Execute(context.Background(), p, RunConfig{}); !errors.Is(err, ErrBindingDrift) {
		t.Fatalf("err = %v, want binding drift", err)
	}
}

func TestBindingStates(t *testing.T) {
	f := newFixture(t, Options{}, weatherTool(), catalog.ToolSpec{Name: "other", Endpoints: []catalog.EndpointSpec{{Name: "get"}}})
	if err := f.exec.Bind("weather", returns(nil)); err != nil {
		t.Fatal(err)
	}
	if err := f.exec.Bind("missing", returns(nil)); !errors.Is(err, catalog.ErrNotFound) {
		t.Fatalf("binding an unregistered tool: %v", err)
	}
	if err := f.exec.Bind("other", returns(nil)); err != nil {
		t.Fatal(err)
	}
	if err := f.reg.Unregister("other"); err != nil {
		t.Fatal(err)
	}
	want := map[string]string{"weather": BindingReady, "other": BindingOrphaned}
	if got := f.exec.BindingStates(); !reflect.DeepEqual(got, want) {
		t.Fatalf("states = %v", got)
	}
	f.exec.Unbind("weather")
	if got := f.exec.BindingStates()["weather"]; got != BindingUnbound {
		t.Fatalf("after unbind: %s", got)
	}
}

func TestExecuteRejectsCallsThatDoNotMatchTheContract(t *testing.T) {
	f := newFixture(t, Options{}, weatherTool())
	if err := f.exec.Bind("weather", returns(map[string]any{"city": "Oslo", "temperature": 1.0})); err != nil {
		t.Fatal(err)
	}
	base := f.plan(t, plan.Request{Query: "current temperature", Arguments: map[string]any{"city": "Oslo"}}).Calls[0]
	tests := []struct {
		name string
		edit func(c *plan.Call)
		want string
	}{
		{"missing required argument despite an empty missing list", func(c *plan.Call) { c.Arguments = map[string]any{}; c.MissingRequiredArguments = nil }, "missing required arguments: city"},
		{"undeclared field", func(c *plan.Call) { c.Fields = append(c.Fields, "password") }, "undeclared output fields: password"},
		{"empty projection", func(c *plan.Call) { c.Fields = nil }, "explicit output projection required"},
		{"undeclared argument", func(c *plan.Call) { c.Arguments["api_key"] = "sk-123" }, "undeclared arguments: api_key"},
		{"duplicate field", func(c *plan.Call) { c.Fields = append(c.Fields, "city") }, "duplicate output field city"},
		{"unknown endpoint", func(c *plan.Call) { c.Endpoint = "forecast" }, "unknown endpoint"},
		{"unknown tool", func(c *plan.Call) { c.Tool = "nope" }, "unknown tool"},
		{"overclaimed evidence", func(c *plan.Call) { c.Evidence.License = true }, "evidence claims more"},
		{"unmet required evidence", func(c *plan.Call) { c.RequiredEvidence.License = true }, "required evidence not available: license"},
		{"field evidence on an unselected field", func(c *plan.Call) { c.FieldEvidence = map[string]plan.Evidence{"debug_blob": {Units: true}} }, "not a selected answer field"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			c := base
			c.Arguments = map[string]any{"city": "Oslo"}
			c.Fields = slices.Clone(base.Fields)
			tt.edit(&c)
			_, err := f.exec.ExecuteCall(context.Background(), c)
			var pv *PlanValidationError
			if !errors.As(err, &pv) || !strings.Contains(err.Error(), tt.want) {
				t.Fatalf("err = %v, want a plan validation error mentioning %q", err, tt.want)
			}
		})
	}
	t.Run("argument of the wrong type", func(t *testing.T) {
		c := base
		c.Arguments = map[string]any{"city": 42.0}
		_, err := f.exec.ExecuteCall(context.Background(), c)
		var se *SchemaValidationError
		if !errors.As(err, &se) || se.Subject != "arguments" {
			t.Fatalf("err = %v", err)
		}
	})
	t.Run("remote tool without a tool fingerprint", func(t *testing.T) {
		remote := weatherTool()
		remote.Remote = true
		remote.Endpoints[0].ReadOnly = ptr(true)
		g := newFixture(t, Options{}, remote)
		c := g.plan(t, plan.Request{Query: "current temperature", Arguments: map[string]any{"city": "Oslo"}}).Calls[0]
		c.ToolFingerprint = ""
		_, err := g.exec.ExecuteCall(context.Background(), c)
		if !strings.Contains(err.Error(), "tool_fingerprint is required") {
			t.Fatalf("err = %v", err)
		}
	})
}

func classified(name string, readOnly, destructive *bool, remote bool) catalog.ToolSpec {
	return catalog.ToolSpec{Name: name, Remote: remote, Endpoints: []catalog.EndpointSpec{{Name: "op", ReadOnly: readOnly, Destructive: destructive}}}
}

func TestPolicyDefaultsAndRules(t *testing.T) {
	tests := []struct {
		name   string
		policy Policy
		tool   catalog.ToolSpec
		effect string
	}{
		{"destructive denied", Policy{AllowMutations: true}, classified("t", ptr(false), ptr(true), false), EffectDeny},
		{"destructive allowed by flag", Policy{AllowMutations: true, AllowDestructive: true}, classified("t", ptr(false), ptr(true), false), EffectAllow},
		{"mutating denied", Policy{}, classified("t", ptr(false), nil, false), EffectDeny},
		{"mutating allowed by flag", Policy{AllowMutations: true}, classified("t", ptr(false), nil, false), EffectAllow},
		{"unclassified remote denied", Policy{}, classified("t", nil, nil, true), EffectDeny},
		{"unclassified remote allowed by flag", Policy{AllowUnclassifiedRemote: true}, classified("t", nil, nil, true), EffectAllow},
		{"unclassified local allowed", Policy{}, classified("t", nil, nil, false), EffectAllow},
		{"read-only allowed", Policy{}, classified("t", ptr(true), nil, true), EffectAllow},
		{"deny rule beats read-only", Policy{Rules: []PolicyRule{{Effect: EffectDeny, Operation: "tools.*"}}}, classified("tools", ptr(true), nil, false), EffectDeny},
		{"allow rule beats destructive default", Policy{Rules: []PolicyRule{{Effect: EffectAllow, Operation: "t.op"}}}, classified("t", ptr(false), ptr(true), false), EffectAllow},
		{"first matching rule wins", Policy{Rules: []PolicyRule{{Effect: EffectAllow, Operation: "t.*"}, {Effect: EffectDeny}}}, classified("t", ptr(false), nil, false), EffectAllow},
		{"read_only predicate does not match unclassified", Policy{Rules: []PolicyRule{{Effect: EffectDeny, ReadOnly: ptr(true)}}}, classified("t", nil, nil, false), EffectAllow},
		{"remote predicate", Policy{Rules: []PolicyRule{{Effect: EffectDeny, Remote: ptr(true)}}}, classified("t", ptr(true), nil, true), EffectDeny},
		{"glob is case-sensitive", Policy{Rules: []PolicyRule{{Effect: EffectDeny, Operation: "T.*"}}}, classified("t", ptr(true), nil, false), EffectAllow},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			if err := tt.policy.Validate(); err != nil {
				t.Fatal(err)
			}
			d := tt.policy.Evaluate(tt.tool.Name, &tt.tool, &tt.tool.Endpoints[0])
			if d.Effect != tt.effect {
				t.Fatalf("effect = %s (%s), want %s", d.Effect, d.Reason, tt.effect)
			}
		})
	}
	for _, bad := range []Policy{{ApprovalMode: "sometimes"}, {Rules: []PolicyRule{{Effect: "maybe"}}}, {Rules: []PolicyRule{{Effect: EffectDeny, Operation: "["}}}} {
		if bad.Validate() == nil {
			t.Errorf("policy %+v should be invalid", bad)
		}
	}
}

func mutatingTool() catalog.ToolSpec {
	return catalog.ToolSpec{Name: "notes", Endpoints: []catalog.EndpointSpec{{
		Name: "create", Description: "Create a note", ReadOnly: ptr(false),
		Parameters:   []catalog.ParameterSpec{{Name: "text", Required: true}},
		OutputFields: []catalog.FieldSpec{{Name: "note_id", Identifier: true}, {Name: "text"}},
	}}}
}

func TestApprovalNeedsAnExplicitYes(t *testing.T) {
	policy := Policy{AllowMutations: true, ApprovalMode: ApprovalNonReadOnly}
	tests := []struct {
		name    string
		approve func(context.Context, ApprovalRequest) (bool, error)
		ok      bool
	}{
		{"no callback", nil, false},
		{"callback says no", func(context.Context, ApprovalRequest) (bool, error) { return false, nil }, false},
		{"callback fails", func(context.Context, ApprovalRequest) (bool, error) { return true, errors.New("boom") }, false},
		{"callback says yes", func(context.Context, ApprovalRequest) (bool, error) { return true, nil }, true},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			invoked := false
			f := newFixture(t, Options{Policy: policy, Approve: tt.approve}, mutatingTool())
			_ = f.exec.Bind("notes", InvokerFunc(func(context.Context, *Invocation) (any, error) {
				invoked = true
				return map[string]any{"note_id": "n1", "text": "hi"}, nil
			}))
			p := f.plan(t, plan.Request{Query: "create a note", Arguments: map[string]any{"text": "hi"}})
			_, err := f.exec.Execute(context.Background(), p, RunConfig{})
			var denied *ApprovalDeniedError
			if tt.ok {
				if err != nil || !invoked {
					t.Fatalf("err = %v, invoked %v", err, invoked)
				}
				return
			}
			if !errors.As(err, &denied) || invoked {
				t.Fatalf("err = %v, invoked %v; want approval denied and nothing invoked", err, invoked)
			}
		})
	}
	t.Run("read-only calls need no approval in non_read_only mode", func(t *testing.T) {
		f := newFixture(t, Options{Policy: policy}, weatherTool())
		_ = f.exec.Bind("weather", returns(map[string]any{"city": "Oslo", "temperature": 1.0}))
		p := f.plan(t, plan.Request{Query: "current temperature", Arguments: map[string]any{"city": "Oslo"}})
		if _, err := f.exec.Execute(context.Background(), p, RunConfig{}); err != nil {
			t.Fatal(err)
		}
	})
	t.Run("the callback sees a detached copy", func(t *testing.T) {
		f := newFixture(t, Options{Policy: policy, Approve: func(_ context.Context, r ApprovalRequest) (bool, error) {
			r.Arguments["text"] = "tampered"
			return true, nil
		}}, mutatingTool())
		var seen string
		_ = f.exec.Bind("notes", InvokerFunc(func(_ context.Context, inv *Invocation) (any, error) {
			seen = inv.Arguments["text"].(string)
			return map[string]any{"note_id": "n1", "text": seen}, nil
		}))
		p := f.plan(t, plan.Request{Query: "create a note", Arguments: map[string]any{"text": "hi"}})
		if _, err := f.exec.Execute(context.Background(), p, RunConfig{}); err != nil || seen != "hi" {
			t.Fatalf("err = %v, invoker saw %q", err, seen)
		}
	})
}

// flaky fails with err for the first n calls, then returns v.
type flaky struct {
	n     int32
	err   error
	v     any
	calls atomic.Int32
}

func (f *flaky) Invoke(context.Context, *Invocation) (any, error) {
	if f.calls.Add(1) <= f.n {
		return nil, f.err
	}
	return f.v, nil
}

func TestRetriesOnlyReadOnlyEndpoints(t *testing.T) {
	unavailable := &UnavailableError{Reason: "503"}
	t.Run("read-only retried until success", func(t *testing.T) {
		f := newFixture(t, Options{Retry: RetryPolicy{MaxAttempts: 3}}, weatherTool())
		inv := &flaky{n: 2, err: unavailable, v: map[string]any{"city": "Oslo", "temperature": 1.0}}
		_ = f.exec.Bind("weather", inv)
		p := f.plan(t, plan.Request{Query: "current temperature", Arguments: map[string]any{"city": "Oslo"}})
		if _, err := f.exec.Execute(context.Background(), p, RunConfig{}); err != nil || inv.calls.Load() != 3 {
			t.Fatalf("err = %v after %d calls", err, inv.calls.Load())
		}
	})
	t.Run("mutating attempted once", func(t *testing.T) {
		f := newFixture(t, Options{Policy: Policy{AllowMutations: true}, Retry: RetryPolicy{MaxAttempts: 3}}, mutatingTool())
		inv := &flaky{n: 2, err: unavailable, v: map[string]any{"note_id": "n"}}
		_ = f.exec.Bind("notes", inv)
		p := f.plan(t, plan.Request{Query: "create a note", Arguments: map[string]any{"text": "hi"}})
		if _, err := f.exec.Execute(context.Background(), p, RunConfig{}); err == nil || inv.calls.Load() != 1 {
			t.Fatalf("err = %v after %d calls", err, inv.calls.Load())
		}
	})
	t.Run("mutating retried when allowed", func(t *testing.T) {
		f := newFixture(t, Options{Policy: Policy{AllowMutations: true}, Retry: RetryPolicy{MaxAttempts: 3, RetryNonReadOnly: true}}, mutatingTool())
		inv := &flaky{n: 2, err: unavailable, v: map[string]any{"note_id": "n"}}
		_ = f.exec.Bind("notes", inv)
		p := f.plan(t, plan.Request{Query: "create a note", Arguments: map[string]any{"text": "hi"}})
		if _, err := f.exec.Execute(context.Background(), p, RunConfig{}); err != nil || inv.calls.Load() != 3 {
			t.Fatalf("err = %v after %d calls", err, inv.calls.Load())
		}
	})
	t.Run("output schema violation never retried", func(t *testing.T) {
		f := newFixture(t, Options{Retry: RetryPolicy{MaxAttempts: 3}}, weatherTool())
		inv := &flaky{v: map[string]any{"city": "Oslo", "temperature": "warm"}}
		_ = f.exec.Bind("weather", inv)
		p := f.plan(t, plan.Request{Query: "current temperature", Arguments: map[string]any{"city": "Oslo"}})
		_, err := f.exec.Execute(context.Background(), p, RunConfig{})
		var se *SchemaValidationError
		if !errors.As(err, &se) || inv.calls.Load() != 1 {
			t.Fatalf("err = %v after %d calls", err, inv.calls.Load())
		}
	})
	t.Run("non-retryable error never retried", func(t *testing.T) {
		f := newFixture(t, Options{Retry: RetryPolicy{MaxAttempts: 3}}, weatherTool())
		inv := &flaky{n: 5, err: &NonRetryableError{Reason: "404"}}
		_ = f.exec.Bind("weather", inv)
		p := f.plan(t, plan.Request{Query: "current temperature", Arguments: map[string]any{"city": "Oslo"}})
		if _, err := f.exec.Execute(context.Background(), p, RunConfig{}); err == nil || inv.calls.Load() != 1 {
			t.Fatalf("err = %v after %d calls", err, inv.calls.Load())
		}
	})
}

func TestUnavailableAccessPathCoolsDownAndLeavesPlanning(t *testing.T) {
	f := newFixture(t, Options{Retry: RetryPolicy{MaxAttempts: 2}, Cooldown: time.Minute}, weatherTool())
	inv := &flaky{n: 100, err: &UnavailableError{Reason: "503"}}
	_ = f.exec.Bind("weather", inv)
	req := plan.Request{Query: "current temperature", Arguments: map[string]any{"city": "Oslo"}}
	p := f.plan(t, req)
	_, err := f.exec.Execute(context.Background(), p, RunConfig{})
	var unavailable *UnavailableError
	if !errors.As(err, &unavailable) || inv.calls.Load() != 2 {
		t.Fatalf("err = %v after %d calls", err, inv.calls.Load())
	}
	if f.exec.Available("weather", "current") {
		t.Fatal("route still available after exhausting retries")
	}
	planned, _ := f.planner.PlanWith(context.Background(), req, f.exec.Available)
	if len(planned.Calls) != 0 {
		t.Fatalf("planning for execution still routes to a cooling path: %v", planned.Calls)
	}
	f.clock.Add(time.Minute)
	if !f.exec.Available("weather", "current") {
		t.Fatal("cooldown did not expire")
	}
	f.exec.MarkUnavailable("weather", "current")
	f.exec.MarkAvailable("weather", "current")
	if !f.exec.Available("weather", "current") {
		t.Fatal("MarkAvailable did not reopen the route")
	}
}

func bandGapTool(name, provider string, readOnly bool) catalog.ToolSpec {
	return catalog.ToolSpec{Name: name, Provider: provider, Endpoints: []catalog.EndpointSpec{{
		Name: "search", ReadOnly: ptr(readOnly),
		Parameters: []catalog.ParameterSpec{{Name: "formula", Required: true}},
		OutputFields: []catalog.FieldSpec{
			{Name: "material_id", Identifier: true},
			{Name: "band_gap", SemanticID: "band_gap", Unit: "eV", JSONSchema: map[string]any{"type": "number"}},
		},
	}}}
}

func TestRuntimeFallbackOnlyAfterUnavailability(t *testing.T) {
	ok := map[string]any{"material_id": "m", "band_gap": 1.1}
	tests := []struct {
		name         string
		primaryErr   error
		wantFallback bool
	}{
		{"unavailable primary falls back", &UnavailableError{Reason: "503"}, true},
		{"non-retryable primary does not", &NonRetryableError{Reason: "400 bad request"}, false},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			var events []Event
			f := newFixture(t, Options{OnEvent: func(e Event) { events = append(events, e) }},
				bandGapTool("a_primary", "mp", true), bandGapTool("b_alt", "mp", true))
			primary := &flaky{n: 100, err: tt.primaryErr}
			alt := &flaky{v: ok}
			_ = f.exec.Bind("a_primary", primary)
			_ = f.exec.Bind("b_alt", alt)
			p := f.plan(t, plan.Request{Query: "band gap", Arguments: map[string]any{"formula": "Si"}, FallbackScope: plan.FallbackSameProvider, PreferredTools: []string{"a_primary"}})
			if len(p.FallbackRoutes) != 1 {
				t.Fatalf("fallbacks = %+v", p.FallbackRoutes)
			}
			got, err := f.exec.Execute(context.Background(), p, RunConfig{})
			if tt.wantFallback {
				if err != nil || got.Results[0].Tool != "b_alt" || alt.calls.Load() != 1 {
					t.Fatalf("err = %v, results %+v", err, got.Results)
				}
				if !slices.ContainsFunc(events, func(e Event) bool { return e.Type == EventToolFallback && e.Route == "b_alt.search" }) {
					t.Fatalf("no tool.fallback event: %+v", events)
				}
				return
			}
			if err == nil || alt.calls.Load() != 0 {
				t.Fatalf("err = %v, alternative called %d times", err, alt.calls.Load())
			}
		})
	}
	t.Run("validation error on the primary does not fall back", func(t *testing.T) {
		f := newFixture(t, Options{}, bandGapTool("a_primary", "mp", true), bandGapTool("b_alt", "mp", true))
		alt := &flaky{v: ok}
		_ = f.exec.Bind("a_primary", returns(map[string]any{"material_id": "m", "band_gap": "wide"}))
		_ = f.exec.Bind("b_alt", alt)
		p := f.plan(t, plan.Request{Query: "band gap", Arguments: map[string]any{"formula": "Si"}, FallbackScope: plan.FallbackSameProvider, PreferredTools: []string{"a_primary"}})
		_, err := f.exec.Execute(context.Background(), p, RunConfig{})
		var se *SchemaValidationError
		if !errors.As(err, &se) || alt.calls.Load() != 0 {
			t.Fatalf("err = %v, alternative called %d times", err, alt.calls.Load())
		}
	})
	t.Run("a mutating member invalidates the chain before anything runs", func(t *testing.T) {
		f := newFixture(t, Options{}, bandGapTool("a_primary", "mp", true), bandGapTool("b_alt", "mp", true))
		primary := &flaky{v: ok}
		_ = f.exec.Bind("a_primary", primary)
		_ = f.exec.Bind("b_alt", returns(ok))
		p := f.plan(t, plan.Request{Query: "band gap", Arguments: map[string]any{"formula": "Si"}, FallbackScope: plan.FallbackSameProvider, PreferredTools: []string{"a_primary"}})
		// The alternative's contract becomes mutating after planning.
		if _, err := f.reg.Register(bandGapTool("b_alt", "mp", false), true); err != nil {
			t.Fatal(err)
		}
		_, err := f.exec.Execute(context.Background(), p, RunConfig{})
		var pv *PlanValidationError
		if !errors.As(err, &pv) || primary.calls.Load() != 0 {
			t.Fatalf("err = %v, primary called %d times", err, primary.calls.Load())
		}
	})
}

func TestParallelReadOnlyRunsChecksEveryCallFirst(t *testing.T) {
	f := newFixture(t, Options{Policy: Policy{AllowMutations: true}}, weatherTool(), mutatingTool())
	var calls atomic.Int32
	count := InvokerFunc(func(context.Context, *Invocation) (any, error) {
		calls.Add(1)
		return map[string]any{"city": "Oslo", "temperature": 1.0, "note_id": "n"}, nil
	})
	_ = f.exec.Bind("weather", count)
	_ = f.exec.Bind("notes", count)
	weather := f.plan(t, plan.Request{Query: "current temperature", Arguments: map[string]any{"city": "Oslo"}})
	notes := f.plan(t, plan.Request{Query: "create a note", Arguments: map[string]any{"text": "x"}})
	mixed := &plan.Plan{Calls: []plan.Call{weather.Calls[0], notes.Calls[0]}}
	if _, err := f.exec.Execute(context.Background(), mixed, RunConfig{ParallelReadOnly: true}); err == nil || calls.Load() != 0 {
		t.Fatalf("err = %v after %d invocations; want refusal before any", err, calls.Load())
	}
	three := &plan.Plan{Calls: []plan.Call{weather.Calls[0], weather.Calls[0], weather.Calls[0]}}
	got, err := f.exec.Execute(context.Background(), three, RunConfig{ParallelReadOnly: true})
	if err != nil || len(got.Results) != 3 || calls.Load() != 3 {
		t.Fatalf("err = %v, %d results, %d invocations", err, len(got.Results), calls.Load())
	}
}

func TestParallelRunsAreBounded(t *testing.T) {
	f := newFixture(t, Options{MaxParallel: 2}, weatherTool())
	var cur, peak atomic.Int32
	_ = f.exec.Bind("weather", InvokerFunc(func(context.Context, *Invocation) (any, error) {
		n := cur.Add(1)
		for {
			p := peak.Load()
			if n <= p || peak.CompareAndSwap(p, n) {
				break
			}
		}
		time.Sleep(5 * time.Millisecond)
		cur.Add(-1)
		return map[string]any{"city": "Oslo", "temperature": 1.0}, nil
	}))
	c := f.plan(t, plan.Request{Query: "current temperature", Arguments: map[string]any{"city": "Oslo"}}).Calls[0]
	p := &plan.Plan{Calls: []plan.Call{c, c, c, c, c, c}}
	got, err := f.exec.Execute(context.Background(), p, RunConfig{ParallelReadOnly: true})
	if err != nil || len(got.Results) != 6 {
		t.Fatalf("err = %v", err)
	}
	if peak.Load() > 2 {
		t.Fatalf("%d calls ran at once, bound is 2", peak.Load())
	}
}

func elasticTool() catalog.ToolSpec {
	return catalog.ToolSpec{Name: "elastic", Endpoints: []catalog.EndpointSpec{{
		Name: "get", ReadOnly: ptr(true),
		OutputFields: []catalog.FieldSpec{
			{Name: "material_id", Identifier: true},
			{Name: "elastic_modulus", SemanticID: "elastic_modulus", Aliases: []string{"elastic modulus"}, Unit: "GPa",
				JSONSchema:        map[string]any{"type": "number"},
				UnitNormalization: &catalog.UnitNormalizationSpec{Dimension: "pressure", CanonicalUnit: "Pa", Scale: 1e9}},
		},
	}}}
}

func TestUnitNormalizationAfterValidation(t *testing.T) {
	f := newFixture(t, Options{}, elasticTool())
	p := f.plan(t, plan.Request{Query: "elastic modulus"})
	_ = f.exec.Bind("elastic", returns(map[string]any{"material_id": "m", "elastic_modulus": 130.0}))
	got, err := f.exec.Execute(context.Background(), p, RunConfig{})
	if err != nil {
		t.Fatal(err)
	}
	if v := got.Results[0].Data.(map[string]any)["elastic_modulus"]; v != 130000000000.0 {
		t.Fatalf("normalized = %v", v)
	}
	want := FieldContract{SemanticID: "elastic_modulus", JSONSchema: map[string]any{"type": "number"}, SourceUnit: "GPa", Unit: "Pa", Dimension: "pressure", Qualifiers: map[string]string{}}
	if c := got.Results[0].FieldContracts["elastic_modulus"]; !reflect.DeepEqual(c, want) {
		t.Fatalf("contract = %+v", c)
	}
	_ = f.exec.Bind("elastic", returns(map[string]any{"material_id": "m", "elastic_modulus": "130"}))
	_, err = f.exec.Execute(context.Background(), p, RunConfig{})
	var se *SchemaValidationError
	if !errors.As(err, &se) {
		t.Fatalf("a string modulus: err = %v", err)
	}
}

func TestBudgetsRefuseCallsAndAttempts(t *testing.T) {
	f := newFixture(t, Options{Retry: RetryPolicy{MaxAttempts: 5}}, weatherTool())
	_ = f.exec.Bind("weather", returns(map[string]any{"city": "Oslo", "temperature": 1.0}))
	c := f.plan(t, plan.Request{Query: "current temperature", Arguments: map[string]any{"city": "Oslo"}}).Calls[0]
	two := &plan.Plan{Calls: []plan.Call{c, c}}
	tests := []struct {
		name   string
		budget Budget
		limit  string
	}{
		{"tool calls", Budget{MaxToolCalls: ptr(1)}, "max_tool_calls"},
		{"per tool", Budget{PerToolCalls: map[string]int{"weather": 1}}, "per_tool_calls[weather]"},
		{"attempts", Budget{MaxAttempts: ptr(1)}, "max_attempts"},
		{"cost", Budget{MaxCostUnits: ptr(1.5), CostUnits: map[string]float64{"weather.current": 1}}, "max_cost_units"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			got, err := f.exec.Execute(context.Background(), two, RunConfig{Budget: tt.budget})
			var be *BudgetExceededError
			if !errors.As(err, &be) || be.Limit != tt.limit {
				t.Fatalf("err = %v, want %s exceeded", err, tt.limit)
			}
			if len(got.Results) != 1 {
				t.Fatalf("completed results = %d, want the first call's", len(got.Results))
			}
		})
	}
	t.Run("elapsed time interrupts a slow invoker", func(t *testing.T) {
		g := newFixture(t, Options{Now: time.Now}, weatherTool())
		_ = g.exec.Bind("weather", InvokerFunc(func(ctx context.Context, _ *Invocation) (any, error) {
			<-ctx.Done()
			return nil, &UnavailableError{Reason: "cancelled", Err: ctx.Err()}
		}))
		_, err := g.exec.Execute(context.Background(), &plan.Plan{Calls: []plan.Call{c}}, RunConfig{Budget: Budget{MaxElapsed: 20 * time.Millisecond}})
		var be *BudgetExceededError
		if !errors.As(err, &be) || be.Limit != "max_elapsed" {
			t.Fatalf("err = %v", err)
		}
	})
	if err := (&Budget{MaxToolCalls: ptr(-1)}).Validate(); err == nil {
		t.Error("negative budget accepted")
	}
}

func TestEventsAreNumberedAndRedacted(t *testing.T) {
	secretTool := weatherTool()
	secretTool.Endpoints[0].Parameters = append(secretTool.Endpoints[0].Parameters, catalog.ParameterSpec{Name: "api_key"})
	for _, payloads := range []bool{false, true} {
		var events []Event
		f := newFixture(t, Options{OnEvent: func(e Event) { events = append(events, e) }, IncludePayloads: payloads}, secretTool)
		_ = f.exec.Bind("weather", returns(map[string]any{"city": "Oslo", "temperature": 1.0}))
		p := f.plan(t, plan.Request{Query: "current temperature", Arguments: map[string]any{"city": "Oslo", "api_key": "sk-live-123"}})
		if _, err := f.exec.Execute(context.Background(), p, RunConfig{}); err != nil {
			t.Fatal(err)
		}
		var types []string
		for i, e := range events {
			types = append(types, e.Type)
			if e.Sequence != int64(i+1) || e.RunID == "" || e.RunID != events[0].RunID {
				t.Fatalf("event %d: sequence %d run %q", i, e.Sequence, e.RunID)
			}
			if !payloads && e.Payload != nil {
				t.Fatalf("payload present without IncludePayloads: %+v", e)
			}
		}
		if !slices.Equal(types, []string{EventRunStart, EventToolStart, EventToolEnd, EventRunEnd}) {
			t.Fatalf("types = %v", types)
		}
		if payloads {
			args := events[1].Payload["arguments"].(map[string]any)
			if args["api_key"] != "[REDACTED]" || args["city"] != "Oslo" {
				t.Fatalf("arguments payload = %v", args)
			}
		}
	}
}

func TestIndeterminateMutationsAreNeverRetried(t *testing.T) {
	f := newFixture(t, Options{Policy: Policy{AllowMutations: true}, Retry: RetryPolicy{MaxAttempts: 3, RetryNonReadOnly: true}}, mutatingTool())
	inv := &flaky{n: 5, err: fmt.Errorf("timed out after sending: %w", ErrIndeterminate)}
	_ = f.exec.Bind("notes", inv)
	p := f.plan(t, plan.Request{Query: "create a note", Arguments: map[string]any{"text": "hi"}})
	_, err := f.exec.Execute(context.Background(), p, RunConfig{})
	if !errors.Is(err, ErrIndeterminate) || inv.calls.Load() != 1 {
		t.Fatalf("err = %v after %d calls", err, inv.calls.Load())
	}
}

func TestSlogEventsLogEveryStep(t *testing.T) {
	var buf bytes.Buffer
	logger := slog.New(slog.NewJSONHandler(&buf, nil))
	f := newFixture(t, Options{OnEvent: SlogEvents(logger)}, weatherTool())
	_ = f.exec.Bind("weather", returns(map[string]any{"city": "Oslo", "temperature": 1.0}))
	p := f.plan(t, plan.Request{Query: "current temperature", Arguments: map[string]any{"city": "Oslo"}})
	if _, err := f.exec.Execute(context.Background(), p, RunConfig{}); err != nil {
		t.Fatal(err)
	}
	lines := strings.Split(strings.TrimSpace(buf.String()), "\n")
	if len(lines) != 4 {
		t.Fatalf("%d log lines:\n%s", len(lines), buf.String())
	}
	for i, want := range []string{`"msg":"run.start"`, `"msg":"tool.start"`, `"msg":"tool.end"`, `"msg":"run.end"`} {
		if !strings.Contains(lines[i], want) || !strings.Contains(lines[i], `"run_id"`) {
			t.Fatalf("line %d = %s, want %s with a run_id", i, lines[i], want)
		}
	}
	if strings.Contains(buf.String(), "Oslo") {
		t.Fatal("payloads logged without IncludePayloads")
	}
}

func TestRestampKeepsABindingOnlyWhileTheTransportIsUnchanged(t *testing.T) {
	f := newFixture(t, Options{}, weatherTool())
	_ = f.exec.Bind("weather", returns(map[string]any{"city": "Oslo", "temperature": 1.0}))
	described := weatherTool()
	described.Description = "now with a description"
	if _, err := f.reg.Register(described, true); err != nil {
		t.Fatal(err)
	}
	if f.exec.BindingStates()["weather"] != BindingStale || !f.exec.Restamp("weather") || f.exec.BindingStates()["weather"] != BindingReady {
		t.Fatalf("a description change must be re-stampable: %v", f.exec.BindingStates())
	}
	moved := described
	moved.ExecutionMetadata = map[string]any{"base_url": "https://elsewhere.example"}
	if _, err := f.reg.Register(moved, true); err != nil {
		t.Fatal(err)
	}
	if f.exec.Restamp("weather") || f.exec.BindingStates()["weather"] != BindingStale {
		t.Fatalf("a new base URL must leave the binding stale: %v", f.exec.BindingStates())
	}
	if f.exec.Restamp("nope") {
		t.Fatal("restamped an unknown tool")
	}
}
