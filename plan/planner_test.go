package plan

import (
	"context"
	"errors"
	"fmt"
	"maps"
	"reflect"
	"slices"
	"strings"
	"testing"

	"github.com/schemarouter/schemarouter/catalog"
)

func ptr[T any](v T) *T { return &v }

func numberSchema() map[string]any { return map[string]any{"type": "number"} }

// fixtureM is CORE.md §6's shared fixture "M".
func fixtureM() catalog.ToolSpec {
	return catalog.ToolSpec{
		Name:       "materials",
		SourceType: "calculated",
		License:    "CC BY 4.0",
		Endpoints: []catalog.EndpointSpec{{
			Name:        "search",
			Description: "Search material properties",
			ReadOnly:    ptr(true),
			Parameters:  []catalog.ParameterSpec{{Name: "formula", Required: true, JSONSchema: map[string]any{"type": "string"}}},
			OutputFields: []catalog.FieldSpec{
				{Name: "material_id", Identifier: true},
				{Name: "band_gap", Aliases: []string{"band gap"}, Unit: "eV", JSONSchema: numberSchema()},
				{Name: "formation_energy_per_atom", Aliases: []string{"formation energy"}, Unit: "eV/atom", JSONSchema: numberSchema()},
				{Name: "density", Unit: "g/cm3", JSONSchema: numberSchema()},
			},
		}},
	}
}

func newPlanner(t testing.TB, opts Options, tools ...catalog.ToolSpec) *Planner {
	t.Helper()
	reg, err := catalog.NewRegistry(tools...)
	if err != nil {
		t.Fatal(err)
	}
	return New(reg, opts)
}

// referencePlanner plans over the reference's 16-route benchmark catalog (a copy kept
// in catalog/testdata), for behaviour that depends on its exact wording.
func referencePlanner(t testing.TB) *Planner {
	t.Helper()
	c, err := catalog.ReadCatalogFile("../catalog/testdata/decision-routing-catalog.json")
	if err != nil {
		t.Fatal(err)
	}
	return newPlanner(t, Options{}, c.Tools...)
}

func mustPlan(t testing.TB, p *Planner, req Request) *Plan {
	t.Helper()
	out, err := p.Plan(context.Background(), req)
	if err != nil {
		t.Fatalf("Plan(%q): %v", req.Query, err)
	}
	return out
}

// routeSet is routes in sorted order, for tests where the spec names a set of calls.
func routeSet(p *Plan) []string {
	out := routes(p)
	slices.Sort(out)
	return out
}

func routes(p *Plan) []string {
	out := []string{}
	for _, c := range p.Calls {
		out = append(out, c.RouteID())
	}
	return out
}

func TestPlanProjectsMatchedFieldsAndDropsUndeclaredArguments(t *testing.T) {
	p := newPlanner(t, Options{}, fixtureM())
	got := mustPlan(t, p, Request{Query: "LiFePO4 band gap and formation energy", Arguments: map[string]any{"formula": "LiFePO4", "made_up": 1}})
	if len(got.Calls) != 1 || got.Calls[0].RouteID() != "materials.search" {
		t.Fatalf("calls = %v", routes(got))
	}
	c := got.Calls[0]
	if !c.Executable() || !got.Executable() {
		t.Fatal("call should be executable")
	}
	if want := []string{"material_id", "band_gap", "formation_energy_per_atom"}; !slices.Equal(c.Fields, want) {
		t.Fatalf("fields = %v, want %v", c.Fields, want)
	}
	if !reflect.DeepEqual(c.Arguments, map[string]any{"formula": "LiFePO4"}) {
		t.Fatalf("arguments = %v", c.Arguments)
	}
	if !c.Evidence.License || !c.Evidence.Provenance || !c.Evidence.Units {
		t.Fatalf("evidence = %+v", c.Evidence)
	}
	if len(got.Warnings) == 0 || !strings.Contains(got.Warnings[0], "made_up") {
		t.Fatalf("warnings = %q", got.Warnings)
	}
	if got.Warnings[0] != "materials.search: ignored undeclared arguments: made_up" {
		t.Fatalf("warning text = %q", got.Warnings[0])
	}
}

func TestPlanKeepsEveryDeclaredFieldWhenIntentIsAmbiguous(t *testing.T) {
	p := newPlanner(t, Options{}, fixtureM())
	got := mustPlan(t, p, Request{Query: "tell me about this material", Arguments: map[string]any{"formula": "Si"}})
	if len(got.Calls) != 1 {
		t.Fatalf("calls = %v", routes(got))
	}
	c := got.Calls[0]
	if want := []string{"material_id", "band_gap", "formation_energy_per_atom", "density"}; !slices.Equal(c.Fields, want) {
		t.Fatalf("fields = %v", c.Fields)
	}
	want := []FieldReason{{"material_id", "identifier"}, {"band_gap", "recall_fallback"}, {"formation_energy_per_atom", "recall_fallback"}, {"density", "recall_fallback"}}
	if !reflect.DeepEqual(c.Explanation.FieldSelection, want) {
		t.Fatalf("reasons = %v", c.Explanation.FieldSelection)
	}
}

func TestPlanReportsMissingRequiredArguments(t *testing.T) {
	p := newPlanner(t, Options{}, fixtureM())
	got := mustPlan(t, p, Request{Query: "band gap"})
	if len(got.Calls) != 1 || !slices.Equal(got.Calls[0].MissingRequiredArguments, []string{"formula"}) {
		t.Fatalf("plan = %+v", got.Calls)
	}
	if got.Executable() {
		t.Fatal("plan must not be executable")
	}
}

func TestPlanExplanationNamesComponentsAndIgnoredArguments(t *testing.T) {
	p := newPlanner(t, Options{}, fixtureM())
	got := mustPlan(t, p, Request{Query: "LiFePO4 band gap", Arguments: map[string]any{"formula": "LiFePO4", "unknown": true}})
	e := got.Calls[0].Explanation
	if e.CandidateSelection != "deterministic" {
		t.Fatalf("candidate_selection = %q", e.CandidateSelection)
	}
	if !slices.Equal(e.IgnoredArguments, []string{"unknown"}) {
		t.Fatalf("ignored = %v", e.IgnoredArguments)
	}
	if !slices.Contains(e.ScoreComponents, ScoreComponent{Kind: "field_lexical", Value: 3, Matched: "band_gap"}) {
		t.Fatalf("components = %+v", e.ScoreComponents)
	}
	if !slices.Contains(e.ScoreComponents, ScoreComponent{Kind: "argument_match", Value: 2, Matched: "formula"}) {
		t.Fatalf("components = %+v", e.ScoreComponents)
	}
	var sum float64
	for _, c := range e.ScoreComponents {
		sum += c.Value
	}
	if sum != got.Calls[0].Score {
		t.Fatalf("components sum to %v, score %v", sum, got.Calls[0].Score)
	}
}

func elasticTool(name string, projection bool) catalog.ToolSpec {
	ep := catalog.EndpointSpec{
		Name:     "search",
		ReadOnly: ptr(true),
		OutputFields: []catalog.FieldSpec{
			{Name: "id", Identifier: true},
			{Name: "elastic_modulus", Aliases: []string{"elastic modulus"}},
		},
	}
	if projection {
		ep.ServerProjection = &catalog.ServerProjectionSpec{Parameter: "fields"}
	}
	return catalog.ToolSpec{Name: name, Endpoints: []catalog.EndpointSpec{ep}}
}

func TestPlanPrefersServerProjectionOnEqualScores(t *testing.T) {
	p := newPlanner(t, Options{}, elasticTool("a_plain", false), elasticTool("z_projecting", true))
	got := mustPlan(t, p, Request{Query: "elastic modulus"})
	if !slices.Equal(routes(got), []string{"z_projecting.search"}) {
		t.Fatalf("calls = %v", routes(got))
	}
}

func TestPlanWithNoMatchingVocabularyIsEmpty(t *testing.T) {
	p := newPlanner(t, Options{}, fixtureM())
	for _, q := range []string{"오늘 서울 날씨 어때", "quelle heure est-il"} {
		got := mustPlan(t, p, Request{Query: q})
		if len(got.Calls) != 0 {
			t.Fatalf("%q: calls = %v", q, routes(got))
		}
		if !slices.Equal(got.Warnings, []string{"no schema candidate matched the request"}) {
			t.Fatalf("%q: warnings = %q", q, got.Warnings)
		}
		if got.Coverage != nil {
			t.Fatalf("%q: coverage = %+v", q, got.Coverage)
		}
	}
}

func TestPlanOnEmptyRegistryFails(t *testing.T) {
	p := newPlanner(t, Options{})
	_, err := p.Plan(context.Background(), Request{Query: "band gap"})
	var pe *PlanningError
	if !errors.As(err, &pe) || !strings.Contains(err.Error(), "empty registry") {
		t.Fatalf("err = %v", err)
	}
}

// Multi-call coverage fixtures (CORE.md §6 items 16–19).

func singleFieldTool(name, provider, idField string, field catalog.FieldSpec) catalog.ToolSpec {
	return catalog.ToolSpec{
		Name:     name,
		Provider: provider,
		Endpoints: []catalog.EndpointSpec{{
			Name:         "search",
			ReadOnly:     ptr(true),
			OutputFields: []catalog.FieldSpec{{Name: idField, Identifier: true}, field},
		}},
	}
}

func bandGapField() catalog.FieldSpec {
	return catalog.FieldSpec{Name: "band_gap", SemanticID: "band_gap", Aliases: []string{"band gap"}, Unit: "eV", JSONSchema: numberSchema()}
}

func abstractField() catalog.FieldSpec {
	return catalog.FieldSpec{Name: "abstract", SemanticID: "document_abstract", Aliases: []string{"paper abstract"}, JSONSchema: map[string]any{"type": "string"}}
}

func arxivTool() catalog.ToolSpec {
	return singleFieldTool("z_arxiv", "arxiv", "paper_id", abstractField())
}

func TestPlanCoverageChoosesComplementaryRoutes(t *testing.T) {
	p := newPlanner(t, Options{},
		singleFieldTool("a_materials_openapi", "mp", "material_id", bandGapField()),
		singleFieldTool("b_materials_optimade", "mp", "material_id", bandGapField()),
		arxivTool())
	got := mustPlan(t, p, Request{Query: "band gap and paper abstract", MaxCalls: 2})
	if !slices.Equal(routeSet(got), []string{"a_materials_openapi.search", "z_arxiv.search"}) {
		t.Fatalf("calls = %v", routes(got))
	}
	if got.Coverage == nil || !got.Coverage.Complete {
		t.Fatalf("coverage = %+v", got.Coverage)
	}
	var ids []string
	for _, r := range got.Coverage.Required {
		ids = append(ids, r.SemanticID)
	}
	if !slices.Equal(ids, []string{"band_gap", "document_abstract"}) {
		t.Fatalf("required = %v", ids)
	}
	// The exact "abstract" match outscores the lexical band gap match, so arxiv leads.
	if !slices.Equal(got.Calls[1].Fields, []string{"material_id", "band_gap"}) || !slices.Equal(got.Calls[0].Fields, []string{"paper_id", "abstract"}) {
		t.Fatalf("fields = %v / %v", got.Calls[0].Fields, got.Calls[1].Fields)
	}
}

func TestPlanCoverageUsesOneCombinedRouteWhenItCoversAll(t *testing.T) {
	combined := catalog.ToolSpec{Name: "combined", Endpoints: []catalog.EndpointSpec{{
		Name: "search", ReadOnly: ptr(true),
		OutputFields: []catalog.FieldSpec{bandGapField(), abstractField()},
	}}}
	p := newPlanner(t, Options{}, combined,
		singleFieldTool("a_materials", "mp", "material_id", bandGapField()), arxivTool())
	got := mustPlan(t, p, Request{Query: "band gap and paper abstract", MaxCalls: 3})
	if !slices.Equal(routes(got), []string{"combined.search"}) {
		t.Fatalf("calls = %v", routes(got))
	}
	if !slices.Equal(got.Calls[0].Fields, []string{"band_gap", "abstract"}) {
		t.Fatalf("fields = %v", got.Calls[0].Fields)
	}
}

func qualifiedElastic(name, temperature string) catalog.ToolSpec {
	return singleFieldTool(name, name, "material_id", catalog.FieldSpec{
		Name: "elastic_modulus", SemanticID: "elastic_modulus", Aliases: []string{"elastic modulus"},
		Qualifiers: map[string]string{"temperature": temperature},
	})
}

func TestPlanCoverageFollowsQualifiersVisibleInTheQuery(t *testing.T) {
	p := newPlanner(t, Options{}, qualifiedElastic("a_elastic_300k", "300 K"), qualifiedElastic("b_elastic_500k", "500 K"), arxivTool())
	got := mustPlan(t, p, Request{Query: "elastic modulus at 300 K and paper abstract", MaxCalls: 2})
	if !slices.Equal(routes(got), []string{"a_elastic_300k.search", "z_arxiv.search"}) {
		t.Fatalf("calls = %v", routes(got))
	}
	if !got.Coverage.Complete {
		t.Fatalf("coverage = %+v", got.Coverage)
	}
	if c := got.Calls[0].Explanation.ScoreComponents; !slices.Contains(c, ScoreComponent{Kind: "field_qualifier", Value: 4, Matched: "elastic_modulus:temperature=300 K"}) {
		t.Fatalf("components = %+v", c)
	}
	// Token boundaries: 1300 K does not make 300 K visible.
	got = mustPlan(t, p, Request{Query: "elastic modulus at 1300 K", MaxCalls: 1})
	for _, c := range got.Calls[0].Explanation.ScoreComponents {
		if c.Kind == "field_qualifier" {
			t.Fatalf("1300 K matched a qualifier: %+v", c)
		}
	}
}

func TestPlanCoverageReportsUncoveredRequirements(t *testing.T) {
	density := catalog.FieldSpec{Name: "density", SemanticID: "density", Unit: "g/cm3", JSONSchema: numberSchema()}
	p := newPlanner(t, Options{},
		singleFieldTool("a_band", "a", "id", bandGapField()), arxivTool(), singleFieldTool("c_density", "c", "id", density))
	got := mustPlan(t, p, Request{Query: "band gap paper abstract density", MaxCalls: 2})
	if len(got.Calls) != 2 {
		t.Fatalf("calls = %v", routes(got))
	}
	cov := got.Coverage
	if len(cov.Required) != 3 || len(cov.Covered) != 2 || len(cov.Uncovered) != 1 || cov.Complete {
		t.Fatalf("coverage = %+v", cov)
	}
	last := got.Warnings[len(got.Warnings)-1]
	if !strings.HasPrefix(last, "uncovered semantic field requirements: ") {
		t.Fatalf("warnings = %q", got.Warnings)
	}
}

// Evidence (CORE.md §6 items 21–25).

func papersTool() catalog.ToolSpec {
	return singleFieldTool("papers", "papers", "paper_id", abstractField())
}

func TestPlanFieldEvidenceAppliesOnlyToItsField(t *testing.T) {
	materials := singleFieldTool("materials", "mp", "material_id", bandGapField())
	p := newPlanner(t, Options{}, materials, papersTool())
	got := mustPlan(t, p, Request{Query: "band gap and paper abstract", MaxCalls: 2, FieldEvidence: map[string]Evidence{"band_gap": {Units: true}}})
	if !slices.Equal(routes(got), []string{"papers.search", "materials.search"}) {
		t.Fatalf("calls = %v", routes(got))
	}
	if !got.Calls[1].FieldEvidence["band_gap"].Units {
		t.Fatalf("materials field evidence = %+v", got.Calls[1].FieldEvidence)
	}
	if len(got.Calls[0].FieldEvidence) != 0 {
		t.Fatalf("papers field evidence = %+v", got.Calls[0].FieldEvidence)
	}
}

func TestPlanFieldEvidenceSkipsUnitlessRoute(t *testing.T) {
	unitless := bandGapField()
	unitless.Unit = ""
	p := newPlanner(t, Options{},
		singleFieldTool("a_unitless_materials", "u", "material_id", unitless),
		singleFieldTool("materials", "mp", "material_id", bandGapField()), papersTool())
	got := mustPlan(t, p, Request{Query: "band gap and paper abstract", MaxCalls: 2, FieldEvidence: map[string]Evidence{"band_gap": {Units: true}}})
	if !slices.Equal(routeSet(got), []string{"materials.search", "papers.search"}) {
		t.Fatalf("calls = %v", routes(got))
	}
	if !slices.Contains(got.Warnings, "a_unitless_materials.search: local evidence insufficient: band_gap.units") {
		t.Fatalf("warnings = %q", got.Warnings)
	}
	if !got.Coverage.Complete {
		t.Fatalf("coverage = %+v", got.Coverage)
	}
}

func TestPlanGlobalEvidenceRejectsMixedRoute(t *testing.T) {
	combined := catalog.ToolSpec{Name: "combined", Endpoints: []catalog.EndpointSpec{{
		Name: "search", ReadOnly: ptr(true),
		OutputFields: []catalog.FieldSpec{bandGapField(), abstractField()},
	}}}
	p := newPlanner(t, Options{}, combined)
	got := mustPlan(t, p, Request{Query: "band gap and paper abstract", Evidence: Evidence{Units: true}})
	if len(got.Calls) != 0 {
		t.Fatalf("calls = %v", routes(got))
	}
	if !slices.Contains(got.Warnings, "combined.search: local evidence insufficient: units") {
		t.Fatalf("warnings = %q", got.Warnings)
	}
	if got.Coverage == nil || got.Coverage.Complete {
		t.Fatalf("coverage = %+v", got.Coverage)
	}
}

func TestRequestValidationRejectsAmbiguousAndConflictingEvidence(t *testing.T) {
	tests := []struct {
		name string
		req  Request
		want string
	}{
		{"normalized keys collide", Request{Query: "x", FieldEvidence: map[string]Evidence{"band_gap": {Units: true}, "band-gap": {Units: true}}}, "ambiguous normalized semantic IDs"},
		{"source type conflict", Request{Query: "x", Evidence: Evidence{SourceType: "calculated"}, FieldEvidence: map[string]Evidence{"band_gap": {SourceType: "experimental"}}}, "source_type conflicts with global evidence"},
		{"max calls too high", Request{Query: "x", MaxCalls: 33}, "max_calls"},
		{"negative fallbacks", Request{Query: "x", MaxFallbacks: ptr(-1)}, "max_fallbacks"},
		{"too many fallbacks", Request{Query: "x", MaxFallbacks: ptr(9)}, "max_fallbacks"},
		{"unknown mode", Request{Query: "x", RetrievalMode: "all"}, "retrieval_mode"},
		{"unknown scope", Request{Query: "x", FallbackScope: "anywhere"}, "fallback_scope"},
		{"blank key", Request{Query: "x", FieldEvidence: map[string]Evidence{" ": {Units: true}}}, "field_evidence"},
		{"no query", Request{}, "query"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			err := tt.req.Validate()
			if err == nil || !strings.Contains(err.Error(), tt.want) {
				t.Fatalf("err = %v, want mention of %q", err, tt.want)
			}
		})
	}
}

func TestPlanRejectsUnknownFieldEvidenceSemanticID(t *testing.T) {
	p := newPlanner(t, Options{}, fixtureM())
	_, err := p.Plan(context.Background(), Request{Query: "band gap", FieldEvidence: map[string]Evidence{"melting_point": {Units: true}}})
	var pe *PlanningError
	if !errors.As(err, &pe) || !strings.Contains(err.Error(), "unknown field_evidence semantic ID(s): melting_point") {
		t.Fatalf("err = %v", err)
	}
	// An inactive requirement is not checked.
	if _, err := p.Plan(context.Background(), Request{Query: "band gap", FieldEvidence: map[string]Evidence{"melting_point": {}}}); err != nil {
		t.Fatal(err)
	}
}

func TestPlanCopiesRequiredEvidenceButReportsAvailable(t *testing.T) {
	p := newPlanner(t, Options{}, fixtureM())
	got := mustPlan(t, p, Request{Query: "band gap", Arguments: map[string]any{"formula": "Si"}, Evidence: Evidence{Provenance: true}})
	c := got.Calls[0]
	if c.RequiredEvidence != (Evidence{Provenance: true}) {
		t.Fatalf("required = %+v", c.RequiredEvidence)
	}
	if c.Evidence != (Evidence{Provenance: true, License: true, Units: true, SourceType: "calculated"}) {
		t.Fatalf("available = %+v", c.Evidence)
	}
}

// Arguments (CORE.md §6 items 26–30).

func aliasTool(params ...catalog.ParameterSpec) catalog.ToolSpec {
	return catalog.ToolSpec{Name: "materials", Endpoints: []catalog.EndpointSpec{{
		Name: "search", ReadOnly: ptr(true), Parameters: params,
		OutputFields: []catalog.FieldSpec{{Name: "material_id", Identifier: true}, {Name: "band_gap", Aliases: []string{"band gap"}}},
	}}}
}

func TestPlanBindsArgumentAliasesOneToOne(t *testing.T) {
	tests := []struct {
		name       string
		params     []catalog.ParameterSpec
		args       map[string]any
		wantArgs   map[string]any
		wantMiss   []string
		wantWarn   string
		wantAlias  string
		executable bool
	}{
		{
			name:       "alias binds",
			params:     []catalog.ParameterSpec{{Name: "chemical_formula", Required: true, Aliases: []string{"formula"}}},
			args:       map[string]any{"formula": "Si"},
			wantArgs:   map[string]any{"chemical_formula": "Si"},
			wantMiss:   []string{},
			wantAlias:  "formula->chemical_formula",
			executable: true,
		},
		{
			name:       "exact name wins over alias",
			params:     []catalog.ParameterSpec{{Name: "formula", Required: true}, {Name: "chemical_formula", Aliases: []string{"formula"}}},
			args:       map[string]any{"formula": "Si"},
			wantArgs:   map[string]any{"formula": "Si"},
			wantMiss:   []string{},
			executable: true,
		},
		{
			name:     "one key two parameters",
			params:   []catalog.ParameterSpec{{Name: "a", Required: true, Aliases: []string{"material"}}, {Name: "b", Required: true, Aliases: []string{"material"}}},
			args:     map[string]any{"material": "Si"},
			wantArgs: map[string]any{},
			wantMiss: []string{"a", "b"},
			wantWarn: "materials.search: ambiguous parameter aliases: material",
		},
		{
			name:       "two keys one parameter",
			params:     []catalog.ParameterSpec{{Name: "chemical_formula", Aliases: []string{"formula", "composition"}}},
			args:       map[string]any{"formula": "Si", "composition": "Si"},
			wantArgs:   map[string]any{},
			wantMiss:   []string{},
			wantWarn:   "materials.search: ambiguous parameter aliases: composition, formula",
			executable: true,
		},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			p := newPlanner(t, Options{}, aliasTool(tt.params...))
			args := maps.Clone(tt.args)
			got := mustPlan(t, p, Request{Query: "band gap", Arguments: args})
			if !maps.Equal(args, tt.args) {
				t.Fatalf("caller's arguments changed: %v", args)
			}
			c := got.Calls[0]
			if !reflect.DeepEqual(c.Arguments, tt.wantArgs) {
				t.Fatalf("arguments = %v, want %v", c.Arguments, tt.wantArgs)
			}
			if !slices.Equal(c.MissingRequiredArguments, tt.wantMiss) {
				t.Fatalf("missing = %v, want %v", c.MissingRequiredArguments, tt.wantMiss)
			}
			if c.Executable() != tt.executable {
				t.Fatalf("executable = %v", c.Executable())
			}
			if tt.wantWarn != "" && !slices.Contains(got.Warnings, tt.wantWarn) {
				t.Fatalf("warnings = %q, want %q", got.Warnings, tt.wantWarn)
			}
			if tt.wantAlias != "" && !slices.Contains(c.Explanation.ScoreComponents, ScoreComponent{Kind: "argument_alias_match", Value: 2, Matched: tt.wantAlias}) {
				t.Fatalf("components = %+v", c.Explanation.ScoreComponents)
			}
		})
	}
}

func TestPlanFindsEndpointThroughArgumentAliasAlone(t *testing.T) {
	other := singleFieldTool("weather", "w", "city", catalog.FieldSpec{Name: "temperature"})
	p := newPlanner(t, Options{}, other, aliasTool(catalog.ParameterSpec{Name: "chemical_formula", Aliases: []string{"formula"}}))
	got := mustPlan(t, p, Request{Query: "unrelated words", Arguments: map[string]any{"formula": "Si"}})
	if !slices.Equal(routes(got), []string{"materials.search"}) || got.Calls[0].Arguments["chemical_formula"] != "Si" {
		t.Fatalf("plan = %+v", got.Calls)
	}
}

// Index (CORE.md §6 item 39).

func syntheticTools(n int) []catalog.ToolSpec {
	tools := make([]catalog.ToolSpec, n)
	for i := range tools {
		tools[i] = catalog.ToolSpec{Name: fmt.Sprintf("tool%03d", i), Description: fmt.Sprintf("synthetic service number %d", i), Endpoints: []catalog.EndpointSpec{{
			Name:         "get",
			Description:  fmt.Sprintf("returns record kind%d", i),
			OutputFields: []catalog.FieldSpec{{Name: "id", Identifier: true}, {Name: fmt.Sprintf("value%d", i), Aliases: []string{fmt.Sprintf("quantity%d", i)}}},
		}}}
	}
	return tools
}

func TestIndexGivesExhaustivePlansAndScoresOnlyRecalledEndpoints(t *testing.T) {
	tools := syntheticTools(220)
	tools[137].Endpoints[0].OutputFields[1].Aliases = append(tools[137].Endpoints[0].OutputFields[1].Aliases, "needle")
	reg, err := catalog.NewRegistry(tools...)
	if err != nil {
		t.Fatal(err)
	}
	indexed, exhaustive := New(reg, Options{}), New(reg, Options{Exhaustive: true})
	a := mustPlan(t, indexed, Request{Query: "needle"})
	b := mustPlan(t, exhaustive, Request{Query: "needle"})
	if !reflect.DeepEqual(a, b) {
		t.Fatalf("plans differ:\n%+v\n%+v", a, b)
	}
	if !slices.Equal(routes(a), []string{"tool137.get"}) {
		t.Fatalf("calls = %v", routes(a))
	}
	if got := indexed.scored.Load(); got != 1 {
		t.Fatalf("indexed planner scored %d endpoints, want 1", got)
	}
	if got := exhaustive.scored.Load(); got != 220 {
		t.Fatalf("exhaustive planner scored %d endpoints, want 220", got)
	}
	mustPlan(t, indexed, Request{Query: "needle again"})
	if got := indexed.builds.Load(); got != 1 {
		t.Fatalf("index built %d times for one registry version", got)
	}
	if _, err := reg.Register(catalog.ToolSpec{Name: "extra", Endpoints: []catalog.EndpointSpec{{Name: "get"}}}, false); err != nil {
		t.Fatal(err)
	}
	mustPlan(t, indexed, Request{Query: "needle"})
	if got := indexed.builds.Load(); got != 2 {
		t.Fatalf("index built %d times after a write, want 2", got)
	}
}

func TestSemanticSubstringMatchingIsBounded(t *testing.T) {
	tools := []catalog.ToolSpec{
		singleFieldTool("density_tool", "d", "id", catalog.FieldSpec{Name: "density"}),
		singleFieldTool("thermal", "t", "id", catalog.FieldSpec{Name: "thermal_conductivity"}),
		singleFieldTool("elastic", "e", "id", catalog.FieldSpec{Name: "elasticmodulus"}),
	}
	tests := []struct {
		concept string
		want    []string
	}{
		{"Si", []string{}},
		{"conductivity", []string{"thermal.search"}},
		{"elastic", []string{"elastic.search"}},
	}
	for _, exhaustive := range []bool{false, true} {
		p := newPlanner(t, Options{Exhaustive: exhaustive}, tools...)
		for _, tt := range tests {
			got := mustPlan(t, p, Request{Query: "zzz", Concepts: []string{tt.concept}})
			if !slices.Equal(routes(got), tt.want) {
				t.Fatalf("exhaustive=%v concept %q: calls = %v, want %v", exhaustive, tt.concept, routes(got), tt.want)
			}
		}
	}
}

func numberField(name string) catalog.FieldSpec {
	return catalog.FieldSpec{Name: name, SemanticID: name, JSONSchema: numberSchema()}
}
