package decision

import (
	"context"
	"errors"
	"reflect"
	"slices"
	"strings"
	"testing"

	"github.com/schemarouter/schemarouter/catalog"
	"github.com/schemarouter/schemarouter/decide"
	"github.com/schemarouter/schemarouter/plan"
)

func boolp(b bool) *bool { return &b }

// materialsM is CORE.md §6's fixture M.
func materialsM() catalog.ToolSpec {
	num := map[string]any{"type": "number"}
	return catalog.ToolSpec{Name: "materials", SourceType: "calculated", License: "CC BY 4.0", Endpoints: []catalog.EndpointSpec{{
		Name: "search", Description: "Search material properties", ReadOnly: boolp(true),
		Parameters: []catalog.ParameterSpec{{Name: "formula", Required: true}},
		OutputFields: []catalog.FieldSpec{
			{Name: "material_id", Identifier: true},
			{Name: "band_gap", Aliases: []string{"band gap"}, Unit: "eV", JSONSchema: num},
			{Name: "formation_energy_per_atom", Aliases: []string{"formation energy"}, Unit: "eV/atom", JSONSchema: num},
			{Name: "density", Unit: "g/cm3", JSONSchema: num},
		},
	}}}
}

func callPlanner(t *testing.T, opts plan.Options) *plan.Planner {
	t.Helper()
	reg, err := catalog.NewRegistry(materialsM())
	if err != nil {
		t.Fatal(err)
	}
	return plan.New(reg, opts)
}

var fieldReq = plan.Request{Query: "band gap and formation energy", Arguments: map[string]any{"formula": "Si"}}

func TestFieldSelectionChoosesAmongNonIdentifierFields(t *testing.T) {
	backend := selectLabels("density")
	pol := decide.Policy{Enabled: true, FieldSelection: true}
	p := callPlanner(t, plan.Options{FieldSelection: FieldSelection{Backend: backend, Policy: pol}})
	got, err := p.Plan(context.Background(), fieldReq)
	if err != nil {
		t.Fatal(err)
	}
	c := got.Calls[0]
	if !slices.Equal(c.Fields, []string{"material_id", "density"}) {
		t.Fatalf("fields = %v", c.Fields)
	}
	if !reflect.DeepEqual(c.Explanation.FieldSelection, []plan.FieldReason{{Field: "material_id", Reason: "identifier"}, {Field: "density", Reason: "decision_backend"}}) {
		t.Fatalf("reasons = %v", c.Explanation.FieldSelection)
	}
	req := backend.last(t)
	if !slices.Equal(labels(req), []string{"band_gap", "formation_energy_per_atom", "density"}) {
		t.Fatalf("options = %v (identifiers must never be offered)", labels(req))
	}
	if req.MaxSelections != 2 {
		t.Fatalf("max_selections = %d, want the 2 deterministic answer fields", req.MaxSelections)
	}
}

func TestFieldSelectionFallsBackToTheDeterministicProjection(t *testing.T) {
	pol := decide.Policy{Enabled: true, FieldSelection: true}
	tests := []struct {
		name    string
		backend decide.Backend
		warning string
	}{
		{"invalid answer", selectIDs("field:evil"), "materials.search: field decision fallback: "},
		{"abstention", abstaining(), "materials.search: field decision backend abstained; used deterministic projection"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			p := callPlanner(t, plan.Options{FieldSelection: FieldSelection{Backend: tt.backend, Policy: pol}})
			got, err := p.Plan(context.Background(), plan.Request{Query: "band gap", Arguments: map[string]any{"formula": "Si"}})
			if err != nil {
				t.Fatal(err)
			}
			if !slices.Equal(got.Calls[0].Fields, []string{"material_id", "band_gap"}) || !hasWarning(got, tt.warning) {
				t.Fatalf("fields %v, warnings %q", got.Calls[0].Fields, got.Warnings)
			}
		})
	}
	strict := decide.Policy{Enabled: true, FieldSelection: true, Fallback: decide.FallbackError}
	p := callPlanner(t, plan.Options{FieldSelection: FieldSelection{Backend: abstaining(), Policy: strict}})
	_, err := p.Plan(context.Background(), fieldReq)
	var pe *plan.PlanningError
	if !errors.As(err, &pe) || pe.Message != "materials.search: field decision backend abstained" {
		t.Fatalf("err = %v", err)
	}
}

func TestFieldSelectionIsNotConsultedUnlessThePolicyEnablesIt(t *testing.T) {
	backend := selectLabels("density")
	p := callPlanner(t, plan.Options{FieldSelection: FieldSelection{Backend: backend, Policy: decide.Policy{Enabled: true}}})
	if _, err := p.Plan(context.Background(), fieldReq); err != nil {
		t.Fatal(err)
	}
	if backend.calls() != 0 {
		t.Fatalf("backend consulted %d times", backend.calls())
	}
}

func TestEvidenceSufficiencyCanOnlyVeto(t *testing.T) {
	pol := decide.Policy{Enabled: true, EvidenceSufficiency: true}
	units := plan.Request{Query: "band gap", Arguments: map[string]any{"formula": "Si"}, Evidence: plan.Evidence{Units: true}}
	tests := []struct {
		name    string
		backend *recorder
		req     plan.Request
		calls   int
		asked   int
		warning string
	}{
		{"sufficient", selectIDs("evidence:sufficient"), units, 1, 1, ""},
		{"vetoed", selectIDs("evidence:insufficient"), units, 0, 1, "materials.search: evidence decision marked evidence insufficient"},
		{"abstention keeps the local assessment", abstaining(), units, 1, 1, "materials.search: evidence decision backend abstained; used local evidence assessment"},
		{"error keeps the local assessment", failing(), units, 1, 1, "materials.search: evidence decision fallback: RuntimeError"},
		{"no requirement, no question", selectIDs("evidence:insufficient"), plan.Request{Query: "band gap", Arguments: map[string]any{"formula": "Si"}}, 1, 0, ""},
		{"locally insufficient is never asked", selectIDs("evidence:sufficient"), plan.Request{Query: "band gap", Arguments: map[string]any{"formula": "Si"}, Evidence: plan.Evidence{SourceType: "experimental"}}, 0, 0, "local evidence insufficient: source_type=experimental"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			p := callPlanner(t, plan.Options{EvidenceSufficiency: EvidenceSufficiency{Backend: tt.backend, Policy: pol}})
			got, err := p.Plan(context.Background(), tt.req)
			if err != nil {
				t.Fatal(err)
			}
			if len(got.Calls) != tt.calls || tt.backend.calls() != tt.asked {
				t.Fatalf("%d calls, backend asked %d times; want %d and %d", len(got.Calls), tt.backend.calls(), tt.calls, tt.asked)
			}
			if tt.warning != "" && !hasWarning(got, tt.warning) {
				t.Fatalf("warnings = %q", got.Warnings)
			}
		})
	}
}

// DECISIONS.md §3.7 and the outcome matrix under fallback=error.
func TestEvidenceSufficiencyUnderFallbackErrorFailsInsteadOfDropping(t *testing.T) {
	strict := decide.Policy{Enabled: true, EvidenceSufficiency: true, Fallback: decide.FallbackError}
	units := plan.Request{Query: "band gap", Arguments: map[string]any{"formula": "Si"}, Evidence: plan.Evidence{Units: true}}
	experimental := plan.Request{Query: "band gap", Arguments: map[string]any{"formula": "Si"}, Evidence: plan.Evidence{SourceType: "experimental"}}
	tests := []struct {
		name    string
		backend *recorder
		policy  decide.Policy
		req     plan.Request
		asked   int
		wantErr string // "" means the plan succeeds
		calls   int
	}{
		{"locally insufficient is a planning error", selectIDs("evidence:sufficient"), strict, experimental, 0,
			"materials.search: local evidence insufficient: source_type=experimental", 0},
		{"abstention is a planning error", abstaining(), strict, units, 1, "materials.search: evidence decision backend abstained", 0},
		{"backend failure propagates", failing(), strict, units, 1, "provider exploded", 0},
		{"sufficient still plans", selectIDs("evidence:sufficient"), strict, units, 1, "", 1},
		{"a disabled surface only drops the call", selectIDs("evidence:sufficient"),
			decide.Policy{Enabled: true, Fallback: decide.FallbackError, EndpointSelection: true}, experimental, 0, "", 0},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			p := callPlanner(t, plan.Options{EvidenceSufficiency: EvidenceSufficiency{Backend: tt.backend, Policy: tt.policy}})
			got, err := p.Plan(context.Background(), tt.req)
			if tt.backend.calls() != tt.asked {
				t.Errorf("backend asked %d times, want %d", tt.backend.calls(), tt.asked)
			}
			if tt.wantErr != "" {
				if err == nil || !strings.Contains(err.Error(), tt.wantErr) {
					t.Fatalf("err = %v, want one containing %q", err, tt.wantErr)
				}
				var pe *plan.PlanningError
				if isPlanning := errors.As(err, &pe); isPlanning != strings.HasSuffix(tt.name, "is a planning error") {
					t.Errorf("err %T: PlanningError = %v", err, isPlanning)
				}
				return
			}
			if err != nil {
				t.Fatal(err)
			}
			if len(got.Calls) != tt.calls {
				t.Fatalf("%d calls, want %d (warnings %q)", len(got.Calls), tt.calls, got.Warnings)
			}
		})
	}
}

func TestOptionsWiresEveryEnabledSurface(t *testing.T) {
	opts, err := Options(Config{Decision: "first", Policy: decide.Policy{Enabled: true, FieldSelection: true, EvidenceSufficiency: true, EndpointSelection: true}})
	if err != nil {
		t.Fatal(err)
	}
	if opts.FieldSelection == nil || opts.EvidenceSufficiency == nil || len(opts.Stages) == 0 {
		t.Fatalf("options = %+v", opts)
	}
	if _, err := Options(Config{Policy: decide.Policy{Enabled: true, FieldSelection: true}}); err == nil {
		t.Fatal("an enabled policy without a backend must fail at construction")
	}
}

// An insufficient fallback alternative is left out; only the primary call can fail the
// plan under fallback=error.
func TestStrictEvidenceJudgesOnlyThePrimaryCall(t *testing.T) {
	licensed, unlicensed := materialsM(), materialsM()
	licensed.Name, licensed.Provider = "alpha", "lab"
	unlicensed.Name, unlicensed.Provider, unlicensed.License = "beta", "lab", ""
	reg, err := catalog.NewRegistry(licensed, unlicensed)
	if err != nil {
		t.Fatal(err)
	}
	strict := decide.Policy{Enabled: true, EvidenceSufficiency: true, Fallback: decide.FallbackError}
	p := plan.New(reg, plan.Options{EvidenceSufficiency: EvidenceSufficiency{Backend: selectIDs("evidence:sufficient"), Policy: strict}})
	got, err := p.Plan(context.Background(), plan.Request{Query: "band gap", Arguments: map[string]any{"formula": "Si"},
		Evidence: plan.Evidence{License: true}, FallbackScope: plan.FallbackSameProvider})
	if err != nil {
		t.Fatalf("an insufficient alternative failed the plan: %v", err)
	}
	if len(got.Calls) != 1 || got.Calls[0].Tool != "alpha" {
		t.Fatalf("calls %+v", got.Calls)
	}
}
