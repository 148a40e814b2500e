package decision

import (
	"context"
	"errors"
	"slices"
	"strings"
	"testing"

	"github.com/schemarouter/schemarouter/catalog"
	"github.com/schemarouter/schemarouter/decide"
	"github.com/schemarouter/schemarouter/plan"
)

var matReq = plan.Request{Query: "find material band gap", Arguments: map[string]any{"formula": "Si"}}

// DECISIONS.md §6 cases 47, 48, 50; CORE.md §6 item 42.
func TestFinalDecisionOutcomes(t *testing.T) {
	tests := []struct {
		name        string
		backend     *recorder
		policy      func(p *decide.Policy)
		wantRoutes  []string
		wantWarning string
		wantErr     string
	}{
		{"unknown option falls back to the deterministic route", selectIDs("candidate:evil"), nil,
			[]string{"materials.search"}, "decision backend fallback: PlanningError", ""},
		{"unknown option with fallback=error is a planning error", selectIDs("candidate:evil"),
			func(p *decide.Policy) { p.Fallback = decide.FallbackError }, nil, "", "unknown option"},
		{"abstention keeps the deterministic route", abstaining(), nil,
			[]string{"materials.search"}, "decision backend abstained; used deterministic ranking", ""},
		{"provider error keeps the deterministic route", failing(), nil,
			[]string{"materials.search"}, "decision backend fallback: RuntimeError", ""},
		{"no_route abstention suppresses the route", abstaining(),
			func(p *decide.Policy) { p.CandidateAbstention = decide.AbstainNoRoute }, []string{}, "decision backend abstained; suppressed candidate route", ""},
		{"no_route does not change provider-error handling", failing(),
			func(p *decide.Policy) { p.CandidateAbstention = decide.AbstainNoRoute }, []string{"materials.search"}, "decision backend fallback: RuntimeError", ""},
		{"inherited fallback=error turns abstention into an error", abstaining(),
			func(p *decide.Policy) { p.Fallback = decide.FallbackError }, nil, "", "decision backend abstained"},
		{"explicit abstention=error", abstaining(),
			func(p *decide.Policy) { p.CandidateAbstention = decide.AbstainError }, nil, "", "decision backend abstained"},
		{"explicit abstention=deterministic overrides fallback=error", abstaining(),
			func(p *decide.Policy) {
				p.CandidateAbstention = decide.AbstainDeterministic
				p.Fallback = decide.FallbackError
			}, []string{"materials.search"}, "used deterministic ranking", ""},
		{"provider error with fallback=error propagates unchanged", failing(),
			func(p *decide.Policy) { p.Fallback = decide.FallbackError }, nil, "", "provider exploded"},
		{"selection marks the call decision_backend", firstOption(), nil, []string{"materials.search"}, "", ""},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			pol := policy()
			if tc.policy != nil {
				tc.policy(&pol)
			}
			p := newPlanner(t, []plan.Stage{FinalDecision{Backend: tc.backend, Policy: pol}}, matTool())
			got, err := p.Plan(context.Background(), matReq)
			if tc.wantErr != "" {
				if err == nil || !strings.Contains(err.Error(), tc.wantErr) {
					t.Fatalf("err = %v, want %q", err, tc.wantErr)
				}
				if strings.Contains(tc.wantErr, "unknown option") || tc.wantErr == "decision backend abstained" {
					var pe *plan.PlanningError
					if !errors.As(err, &pe) {
						t.Fatalf("err %T is not a *plan.PlanningError", err)
					}
				}
				if tc.wantErr == "provider exploded" && !errors.As(err, new(RuntimeError)) {
					t.Fatalf("err %T is not the provider's error", err)
				}
				return
			}
			if err != nil {
				t.Fatal(err)
			}
			if !slices.Equal(routes(got), tc.wantRoutes) {
				t.Fatalf("routes = %v, want %v", routes(got), tc.wantRoutes)
			}
			if tc.wantWarning != "" && !hasWarning(got, tc.wantWarning) {
				t.Fatalf("warnings = %q, want %q", got.Warnings, tc.wantWarning)
			}
			if tc.wantWarning == "" && len(got.Warnings) != 0 {
				t.Fatalf("warnings = %q", got.Warnings)
			}
			if tc.name == "selection marks the call decision_backend" && got.Calls[0].Explanation.CandidateSelection != plan.SelectionDecisionBackend {
				t.Fatalf("selection = %q", got.Calls[0].Explanation.CandidateSelection)
			}
		})
	}
}

func TestFinalDecisionRequestShape(t *testing.T) {
	b := firstOption()
	p := newPlanner(t, []plan.Stage{FinalDecision{Backend: b, Policy: policy()}}, semTools()...)
	mustPlan(t, p, plan.Request{Query: "current weather and band gap", MaxCalls: 3})
	req := b.last(t)
	if len(req.Context) != 0 {
		t.Fatalf("final decision context = %v, want empty", req.Context)
	}
	if req.MaxSelections != min(3, len(req.Options)) {
		t.Fatalf("max_selections = %d for %d options", req.MaxSelections, len(req.Options))
	}
	for i, o := range req.Options {
		if o.ID != optionID("candidate", i) || !strings.Contains(o.Label, ".") {
			t.Fatalf("option %d = %+v", i, o)
		}
		if strings.Contains(o.Description, "Fields:") {
			t.Fatalf("final option description carries more than the endpoint description: %q", o.Description)
		}
		if _, ok := o.Metadata["schema_score"].(float64); !ok {
			t.Fatalf("option %d metadata = %v", i, o.Metadata)
		}
	}
}

// CORE.md §6 item 41.
func TestBackendConfiguredButPolicyDisabledIsNeverConsulted(t *testing.T) {
	for _, pol := range []decide.Policy{{}, {Enabled: true}, {ToolSelection: true, EndpointSelection: true}} {
		b := selectIDs("candidate:evil")
		stages, err := Stages(Config{DecisionBackend: b, Policy: pol})
		if err != nil {
			t.Fatal(err)
		}
		p := newPlanner(t, stages, matTool())
		got := mustPlan(t, p, matReq)
		if b.calls() != 0 || !slices.Equal(routes(got), []string{"materials.search"}) || len(got.Warnings) != 0 {
			t.Fatalf("policy %+v: calls %d, routes %v, warnings %q", pol, b.calls(), routes(got), got.Warnings)
		}
	}
}

func TestEnablingThePolicyWithoutABackendFailsAtConstruction(t *testing.T) {
	_, err := Stages(Config{Policy: policy()})
	if err == nil || !strings.Contains(err.Error(), "decision policy is enabled but no decision backend is configured") {
		t.Fatalf("err = %v", err)
	}
	if !errors.Is(err, decide.ErrInvalidConfig) {
		t.Fatalf("err %v is not ErrInvalidConfig", err)
	}
}

func TestStagesConfigErrors(t *testing.T) {
	tests := []struct {
		name string
		cfg  Config
		want string
	}{
		{"negative recall limit", Config{Recall: "first", RecallLimit: -1}, "candidate_recall_limit"},
		{"unknown backend name", Config{CapabilityFit: "no-such-backend"}, "unknown decision backend plugin"},
		{"bad threshold", Config{OperationFit: "builtin:abc"}, "threshold"},
		{"invalid policy enum", Config{Decision: "first", Policy: decide.Policy{Fallback: "strict"}}, "fallback"},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			if _, err := Stages(tc.cfg); err == nil || !strings.Contains(err.Error(), tc.want) {
				t.Fatalf("err = %v, want %q", err, tc.want)
			}
		})
	}
}

func TestStagesBuildsNamedBackendsInPipelineOrder(t *testing.T) {
	stages, err := Stages(Config{Recall: "builtin", CapabilityFit: "builtin:0.30", OperationFit: "builtin",
		Disambiguation: "first", Decision: "first", Policy: policy()})
	if err != nil {
		t.Fatal(err)
	}
	var slots []plan.Slot
	for _, s := range stages {
		slots = append(slots, s.Slot())
	}
	want := []plan.Slot{plan.SlotAugment, plan.SlotCapabilityFit, plan.SlotOperationFit, plan.SlotDisambiguate, plan.SlotDecide}
	if !slices.Equal(slots, want) {
		t.Fatalf("slots = %v", slots)
	}
	p := newPlanner(t, stages, semTools()...)
	got := mustPlan(t, p, plan.Request{Query: "current weather"})
	for _, c := range got.Calls {
		if _, ok := lookupRoute(semTools(), c.RouteID()); !ok {
			t.Fatalf("unregistered route %s", c.RouteID())
		}
	}
}

func lookupRoute(tools []catalog.ToolSpec, id string) (*catalog.EndpointSpec, bool) {
	for i := range tools {
		for j := range tools[i].Endpoints {
			if tools[i].Name+"."+tools[i].Endpoints[j].Name == id {
				return &tools[i].Endpoints[j], true
			}
		}
	}
	return nil, false
}

// DECISIONS.md §6 case 49; CORE.md §6 item 43.
func TestRecallOnEmpty(t *testing.T) {
	noMatch := plan.Request{Query: "qwxz zzyx"}
	build := func(t *testing.T, b *recorder, pol decide.Policy) *plan.Planner {
		stages, err := Stages(Config{DecisionBackend: b, Policy: pol})
		if err != nil {
			t.Fatal(err)
		}
		return newPlanner(t, stages, matTool())
	}
	t.Run("off: the backend is not called", func(t *testing.T) {
		b := firstOption()
		got := mustPlan(t, build(t, b, policy()), noMatch)
		if b.calls() != 0 || !slices.Equal(got.Warnings, []string{"no schema candidate matched the request"}) || len(got.Calls) != 0 {
			t.Fatalf("calls %d, warnings %q, routes %v", b.calls(), got.Warnings, routes(got))
		}
	})
	on := policy()
	on.RecallOnEmpty = true
	t.Run("on: selection yields a decision_recall call", func(t *testing.T) {
		b := firstOption()
		got := mustPlan(t, build(t, b, on), noMatch)
		req := b.last(t)
		if !slices.Equal(labels(req), []string{"materials.search"}) || req.Options[0].Metadata["schema_score"] != 0.0 {
			t.Fatalf("options = %+v", req.Options)
		}
		if !slices.Equal(routes(got), []string{"materials.search"}) || got.Calls[0].Explanation.CandidateSelection != plan.SelectionDecisionRecall {
			t.Fatalf("calls = %+v", got.Calls)
		}
		if !hasWarning(got, "decision backend expanded an empty lexical candidate set to the registered catalog") {
			t.Fatalf("warnings = %q", got.Warnings)
		}
		// Score 0, no matched fields: the projection keeps the whole declared surface.
		if want := []string{"material_id", "band_gap", "formation_energy_per_atom", "density"}; !slices.Equal(got.Calls[0].Fields, want) {
			t.Fatalf("fields = %v", got.Calls[0].Fields)
		}
	})
	t.Run("on: abstention yields no route", func(t *testing.T) {
		got := mustPlan(t, build(t, abstaining(), on), noMatch)
		if len(got.Calls) != 0 || !hasWarning(got, "decision backend abstained after empty lexical recall; no deterministic candidate available") {
			t.Fatalf("routes %v, warnings %q", routes(got), got.Warnings)
		}
	})
	t.Run("on: no_route abstention names the expansion", func(t *testing.T) {
		pol := on
		pol.CandidateAbstention = decide.AbstainNoRoute
		got := mustPlan(t, build(t, abstaining(), pol), noMatch)
		if len(got.Calls) != 0 || !hasWarning(got, "decision backend abstained after empty lexical recall; suppressed candidate route") {
			t.Fatalf("routes %v, warnings %q", routes(got), got.Warnings)
		}
	})
	t.Run("on: provider error yields no route", func(t *testing.T) {
		got := mustPlan(t, build(t, failing(), on), noMatch)
		if len(got.Calls) != 0 || !hasWarning(got, "decision backend fallback after empty lexical recall: RuntimeError; no deterministic candidate available") {
			t.Fatalf("routes %v, warnings %q", routes(got), got.Warnings)
		}
	})
	t.Run("on: lexical candidates are not expanded", func(t *testing.T) {
		b := firstOption()
		got := mustPlan(t, build(t, b, on), matReq)
		if !slices.Equal(routes(got), []string{"materials.search"}) || hasWarning(got, "expanded") {
			t.Fatalf("routes %v, warnings %q", routes(got), got.Warnings)
		}
		if got.Calls[0].Explanation.CandidateSelection != plan.SelectionDecisionBackend {
			t.Fatalf("selection = %q", got.Calls[0].Explanation.CandidateSelection)
		}
	})
}

// CORE.md §6 item 20.
func TestMultiCallDecisionKeepsCoverage(t *testing.T) {
	bandGap := catalog.FieldSpec{Name: "band_gap", SemanticID: "band_gap", Aliases: []string{"band gap"}, Unit: "eV", JSONSchema: numberSchema()}
	abstract := catalog.FieldSpec{Name: "abstract", SemanticID: "document_abstract", Aliases: []string{"paper abstract"}, JSONSchema: map[string]any{"type": "string"}}
	tools := []catalog.ToolSpec{
		oneEndpointTool("a_materials_openapi", "search", "", "material_id", bandGap),
		oneEndpointTool("b_materials_optimade", "search", "", "material_id", bandGap),
		oneEndpointTool("z_arxiv", "search", "", "paper_id", abstract),
	}
	tools[0].Provider, tools[1].Provider, tools[2].Provider = "mp", "mp", "arxiv"
	b := selectLabels("a_materials_openapi.search", "b_materials_optimade.search")
	p := newPlanner(t, []plan.Stage{FinalDecision{Backend: b, Policy: policy()}}, tools...)
	got := mustPlan(t, p, plan.Request{Query: "band gap and paper abstract", MaxCalls: 2})
	if req := b.last(t); req.MaxSelections != 2 {
		t.Fatalf("max_selections = %d", req.MaxSelections)
	}
	rs := routes(got)
	slices.Sort(rs)
	if len(rs) != 2 || rs[1] != "z_arxiv.search" || !strings.Contains(rs[0], "materials") {
		t.Fatalf("routes = %v", rs)
	}
	if got.Coverage == nil || !got.Coverage.Complete {
		t.Fatalf("coverage = %+v", got.Coverage)
	}
	if !hasWarning(got, "decision backend prioritized candidates; retained deterministic candidate recall for multi-call field coverage") {
		t.Fatalf("warnings = %q", got.Warnings)
	}
}
