package plan

// Precompiled fallbacks (CORE.md §2.11, §6 items 31–38), retrieval modes
// (AGGREGATION.md §3, §7 items 33–40), qualifier and evidence gates (AGGREGATION.md §4.3,
// §5, §7 items 46, 47, 49, 50, 52) and the JSON shape of a plan (CORE.md §1.8).
//
// Every helper here carries the "fm" prefix so that it cannot clash with the helpers of
// the other test files of the package.

import (
	"context"
	"encoding/json"
	"fmt"
	"reflect"
	"slices"
	"sort"
	"strings"
	"testing"

	"github.com/schemarouter/schemarouter/catalog"
)

func fmPtr[T any](v T) *T { return &v }

func fmNumber() map[string]any { return map[string]any{"type": "number"} }

func fmString() map[string]any { return map[string]any{"type": "string"} }

func fmPlanner(t testing.TB, opts Options, tools ...catalog.ToolSpec) *Planner {
	t.Helper()
	reg, err := catalog.NewRegistry(tools...)
	if err != nil {
		t.Fatalf("NewRegistry: %v", err)
	}
	return New(reg, opts)
}

func fmPlan(t testing.TB, p *Planner, req Request) *Plan {
	t.Helper()
	out, err := p.Plan(context.Background(), req)
	if err != nil {
		t.Fatalf("Plan(%q): %v", req.Query, err)
	}
	if err := out.Validate(); err != nil {
		t.Fatalf("Plan(%q) is structurally invalid: %v", req.Query, err)
	}
	return out
}

func fmRoutes(calls []Call) []string {
	out := []string{}
	for i := range calls {
		out = append(out, calls[i].RouteID())
	}
	return out
}

// fmAlternatives returns the route IDs of the fallback alternatives of call i (nil when
// the plan has no route for it).
func fmAlternatives(p *Plan, i int) []string {
	r, ok := p.FallbackRoute(i)
	if !ok {
		return nil
	}
	return fmRoutes(r.Alternatives)
}

// fmTool is a read-only tool with one endpoint "search" declaring params and fields.
func fmTool(name, provider string, params []catalog.ParameterSpec, fields ...catalog.FieldSpec) catalog.ToolSpec {
	return catalog.ToolSpec{
		Name:     name,
		Provider: provider,
		Endpoints: []catalog.EndpointSpec{{
			Name:         "search",
			ReadOnly:     fmPtr(true),
			Parameters:   params,
			OutputFields: fields,
		}},
	}
}

func fmFormulaParam() []catalog.ParameterSpec {
	return []catalog.ParameterSpec{{Name: "formula", Required: true, JSONSchema: fmString()}}
}

func fmID(name string) catalog.FieldSpec { return catalog.FieldSpec{Name: name, Identifier: true} }

func fmBandGap() catalog.FieldSpec {
	return catalog.FieldSpec{Name: "band_gap", SemanticID: "band_gap", Aliases: []string{"band gap"}, Unit: "eV", JSONSchema: fmNumber()}
}

func fmDensity() catalog.FieldSpec {
	return catalog.FieldSpec{Name: "density", SemanticID: "density", Unit: "g/cm3", JSONSchema: fmNumber()}
}

func fmAbstract() catalog.FieldSpec {
	return catalog.FieldSpec{Name: "abstract", SemanticID: "document_abstract", Aliases: []string{"paper abstract"}, JSONSchema: fmString()}
}

// fmElastic is an elastic_modulus field; callers adjust units, schemas and qualifiers.
func fmElastic() catalog.FieldSpec {
	return catalog.FieldSpec{Name: "elastic_modulus", SemanticID: "elastic_modulus", Aliases: []string{"elastic modulus"}, JSONSchema: fmNumber()}
}

// ---------------------------------------------------------------------------------------
// Precompiled fallbacks (CORE.md §2.11, §6 items 31–38)

const fmMP = "materials_project"

// fmMPAPI is the primary of the fallback scenarios: provider materials_project, plain
// band_gap field (no semantic_id), required formula.
func fmMPAPI() catalog.ToolSpec {
	return catalog.ToolSpec{
		Name:       "mp_api",
		Provider:   fmMP,
		AccessMode: "openapi",
		Endpoints: []catalog.EndpointSpec{{
			Name:       "search",
			ReadOnly:   fmPtr(true),
			Parameters: fmFormulaParam(),
			OutputFields: []catalog.FieldSpec{
				fmID("material_id"),
				{Name: "band_gap", Aliases: []string{"band gap"}, Unit: "eV", JSONSchema: fmNumber()},
			},
		}},
	}
}

// fmMPOptimade is the same provider reached through OPTIMADE, with its own field name.
func fmMPOptimade() catalog.ToolSpec {
	return catalog.ToolSpec{
		Name:       "mp_optimade",
		Provider:   fmMP,
		AccessMode: "optimade",
		Endpoints: []catalog.EndpointSpec{{
			Name:       "structures",
			ReadOnly:   fmPtr(true),
			Parameters: fmFormulaParam(),
			OutputFields: []catalog.FieldSpec{
				fmID("material_id"),
				{Name: "_mp_band_gap", Aliases: []string{"band gap", "band_gap"}, Unit: "eV", JSONSchema: fmNumber()},
			},
		}},
	}
}

// fmOQMD is another provider's band-gap route. Its description makes it score higher than
// mp_optimade, so cross-provider ordering by provider group (not by score) is observable.
func fmOQMD() catalog.ToolSpec {
	return catalog.ToolSpec{
		Name:        "oqmd_api",
		Provider:    "oqmd",
		Description: "OQMD band gap data",
		Endpoints: []catalog.EndpointSpec{{
			Name:       "search",
			ReadOnly:   fmPtr(true),
			Parameters: fmFormulaParam(),
			OutputFields: []catalog.FieldSpec{
				fmID("material_id"),
				{Name: "band_gap", Aliases: []string{"band gap"}, Unit: "eV", JSONSchema: fmNumber()},
			},
		}},
	}
}

func fmBandGapRequest(scope FallbackScope) Request {
	return Request{
		Query:          "band gap",
		PreferredTools: []string{"mp_api"},
		Arguments:      map[string]any{"formula": "Si"},
		FallbackScope:  scope,
	}
}

func TestFallbackSameProviderCompilesAlternativeWithItsOwnContract(t *testing.T) {
	p := fmPlanner(t, Options{}, fmMPAPI(), fmMPOptimade(), fmOQMD())
	got := fmPlan(t, p, fmBandGapRequest(FallbackSameProvider))

	if !slices.Equal(fmRoutes(got.Calls), []string{"mp_api.search"}) {
		t.Fatalf("primary calls = %v, want [mp_api.search]", fmRoutes(got.Calls))
	}
	if len(got.FallbackRoutes) != 1 || got.FallbackRoutes[0].PrimaryCallIndex != 0 {
		t.Fatalf("fallback_routes = %+v, want one route for call 0", got.FallbackRoutes)
	}
	// same_provider never reaches oqmd_api, although it scores above mp_optimade.
	if alts := fmAlternatives(got, 0); !slices.Equal(alts, []string{"mp_optimade.structures"}) {
		t.Fatalf("alternatives = %v, want [mp_optimade.structures]", alts)
	}
	alt := got.FallbackRoutes[0].Alternatives[0]
	if want := []string{"material_id", "_mp_band_gap"}; !slices.Equal(alt.Fields, want) {
		t.Errorf("alternative fields = %v, want %v", alt.Fields, want)
	}
	if want := map[string]any{"formula": "Si"}; !reflect.DeepEqual(alt.Arguments, want) {
		t.Errorf("alternative arguments = %v, want %v", alt.Arguments, want)
	}
	if !alt.Executable() {
		t.Errorf("alternative must be executable, missing %v", alt.MissingRequiredArguments)
	}
	primary := got.Calls[0]
	if alt.SchemaFingerprint == "" || alt.SchemaFingerprint == primary.SchemaFingerprint {
		t.Errorf("alternative schema_fingerprint %q must be its own (primary %q)", alt.SchemaFingerprint, primary.SchemaFingerprint)
	}
	if alt.ToolFingerprint == "" || alt.ToolFingerprint == primary.ToolFingerprint {
		t.Errorf("alternative tool_fingerprint %q must be its own (primary %q)", alt.ToolFingerprint, primary.ToolFingerprint)
	}
}

func TestFallbackCrossProviderPutsSameProviderGroupFirst(t *testing.T) {
	p := fmPlanner(t, Options{}, fmMPAPI(), fmMPOptimade(), fmOQMD())

	// Precondition: oqmd_api outranks mp_optimade, so the expected order is not score order.
	ret, err := p.Retrieve(context.Background(), RetrieveRequest{Query: "band gap", Arguments: map[string]any{"formula": "Si"}, K: 3})
	if err != nil {
		t.Fatal(err)
	}
	var ranked []string
	for _, c := range ret.Candidates {
		ranked = append(ranked, c.RouteID)
	}
	if oq, mo := slices.Index(ranked, "oqmd_api.search"), slices.Index(ranked, "mp_optimade.structures"); oq < 0 || mo < 0 || oq > mo {
		t.Fatalf("fixture precondition: ranking %v should put oqmd_api before mp_optimade", ranked)
	}

	tests := []struct {
		name         string
		maxFallbacks *int
		want         []string
	}{
		{"default max_fallbacks 2", nil, []string{"mp_optimade.structures", "oqmd_api.search"}},
		{"max_fallbacks 1 keeps the same-provider alternative", fmPtr(1), []string{"mp_optimade.structures"}},
		{"max_fallbacks 0 disables fallbacks", fmPtr(0), nil},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			req := fmBandGapRequest(FallbackCrossProvider)
			req.MaxFallbacks = tc.maxFallbacks
			got := fmPlan(t, p, req)
			if !slices.Equal(fmRoutes(got.Calls), []string{"mp_api.search"}) {
				t.Fatalf("primary calls = %v", fmRoutes(got.Calls))
			}
			if alts := fmAlternatives(got, 0); !slices.Equal(alts, tc.want) {
				t.Fatalf("alternatives = %v, want %v", alts, tc.want)
			}
			if tc.want == nil && len(got.FallbackRoutes) != 0 {
				t.Fatalf("fallback_routes = %+v, want none", got.FallbackRoutes)
			}
		})
	}
}

func TestFallbackRequiresASemanticallyCompatibleAlternative(t *testing.T) {
	// A same-provider route that is a recalled, read-only, executable candidate (it binds
	// formula) but offers only density: only the compatibility test can reject it.
	density := fmTool("mp_density", fmMP, fmFormulaParam(), fmID("material_id"), fmDensity())
	bandGap := fmTool("mp_gap", fmMP, fmFormulaParam(), fmID("material_id"),
		catalog.FieldSpec{Name: "band_gap", Aliases: []string{"band gap"}, Unit: "eV", JSONSchema: fmNumber()})

	tests := []struct {
		name string
		alt  catalog.ToolSpec
		want []string
	}{
		{"density-only route gives no fallback", density, nil},
		{"band-gap route is a fallback (control)", bandGap, []string{"mp_gap.search"}},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			p := fmPlanner(t, Options{}, fmMPAPI(), tc.alt)
			ret, err := p.Retrieve(context.Background(), RetrieveRequest{Query: "band gap", Arguments: map[string]any{"formula": "Si"}})
			if err != nil {
				t.Fatal(err)
			}
			recalled := false
			for _, c := range ret.Candidates {
				if c.Tool == tc.alt.Name && c.Score > 0 {
					recalled = true
				}
			}
			if !recalled {
				t.Fatalf("fixture precondition: %s must be a recalled candidate", tc.alt.Name)
			}
			got := fmPlan(t, p, fmBandGapRequest(FallbackSameProvider))
			if !slices.Equal(fmRoutes(got.Calls), []string{"mp_api.search"}) {
				t.Fatalf("primary calls = %v", fmRoutes(got.Calls))
			}
			if alts := fmAlternatives(got, 0); !slices.Equal(alts, tc.want) {
				t.Fatalf("alternatives = %v, want %v", alts, tc.want)
			}
			if tc.want == nil && len(got.FallbackRoutes) != 0 {
				t.Fatalf("fallback_routes = %+v, want []", got.FallbackRoutes)
			}
		})
	}
}

func TestFallbackOnlyForExplicitlyReadOnlyPrimaryAndAlternatives(t *testing.T) {
	tests := []struct {
		name        string
		primaryRO   *bool
		alternateRO *bool
		want        []string
	}{
		{"read-only primary and alternative (control)", fmPtr(true), fmPtr(true), []string{"mp_optimade.structures"}},
		{"read_only=false primary", fmPtr(false), fmPtr(true), nil},
		{"unclassified primary", nil, fmPtr(true), nil},
		{"read_only=false alternative", fmPtr(true), fmPtr(false), nil},
		{"unclassified alternative", fmPtr(true), nil, nil},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			primary, alt := fmMPAPI(), fmMPOptimade()
			primary.Endpoints[0].ReadOnly = tc.primaryRO
			alt.Endpoints[0].ReadOnly = tc.alternateRO
			p := fmPlanner(t, Options{}, primary, alt)
			got := fmPlan(t, p, fmBandGapRequest(FallbackCrossProvider))
			if !slices.Equal(fmRoutes(got.Calls), []string{"mp_api.search"}) {
				t.Fatalf("primary calls = %v", fmRoutes(got.Calls))
			}
			if alts := fmAlternatives(got, 0); !slices.Equal(alts, tc.want) {
				t.Fatalf("alternatives = %v, want %v", alts, tc.want)
			}
			if tc.want == nil && len(got.FallbackRoutes) != 0 {
				t.Fatalf("fallback_routes = %+v, want []", got.FallbackRoutes)
			}
		})
	}
}

func TestFallbackAlternativeMustBeExecutable(t *testing.T) {
	tests := []struct {
		name  string
		extra catalog.ParameterSpec
		want  []string
	}{
		{"optional extra parameter (control)", catalog.ParameterSpec{Name: "api_version", JSONSchema: fmString()}, []string{"mp_optimade.structures"}},
		{"unbound required parameter", catalog.ParameterSpec{Name: "api_version", Required: true, JSONSchema: fmString()}, nil},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			alt := fmMPOptimade()
			alt.Endpoints[0].Parameters = append(alt.Endpoints[0].Parameters, tc.extra)
			p := fmPlanner(t, Options{}, fmMPAPI(), alt)
			got := fmPlan(t, p, fmBandGapRequest(FallbackSameProvider))
			if !slices.Equal(fmRoutes(got.Calls), []string{"mp_api.search"}) {
				t.Fatalf("primary calls = %v", fmRoutes(got.Calls))
			}
			if alts := fmAlternatives(got, 0); !slices.Equal(alts, tc.want) {
				t.Fatalf("alternatives = %v, want %v", alts, tc.want)
			}
		})
	}
}

func TestFallbackNeedsAProviderOnThePrimaryTool(t *testing.T) {
	primary := fmMPAPI()
	primary.Provider = ""
	p := fmPlanner(t, Options{}, primary, fmMPOptimade(), fmOQMD())
	for _, scope := range []FallbackScope{FallbackSameProvider, FallbackCrossProvider} {
		got := fmPlan(t, p, fmBandGapRequest(scope))
		if !slices.Equal(fmRoutes(got.Calls), []string{"mp_api.search"}) {
			t.Fatalf("%s: primary calls = %v", scope, fmRoutes(got.Calls))
		}
		if len(got.FallbackRoutes) != 0 {
			t.Fatalf("%s: fallback_routes = %+v, want [] for a primary without provider", scope, got.FallbackRoutes)
		}
	}
	// Disabled scope (the default) never yields fallbacks, even with a provider.
	p = fmPlanner(t, Options{}, fmMPAPI(), fmMPOptimade())
	if got := fmPlan(t, p, fmBandGapRequest("")); len(got.FallbackRoutes) != 0 {
		t.Fatalf("disabled scope: fallback_routes = %+v", got.FallbackRoutes)
	}
}

func TestFallbackRejectsIncompatibleUnitsAndSemantics(t *testing.T) {
	elastic := func(mut func(*catalog.FieldSpec)) catalog.FieldSpec {
		f := fmElastic()
		mut(&f)
		return f
	}
	gpa := elastic(func(f *catalog.FieldSpec) { f.Unit = "GPa" })
	tests := []struct {
		name    string
		primary catalog.FieldSpec
		alt     catalog.FieldSpec
		want    bool
	}{
		{"identical field (control)", gpa, gpa, true},
		{"same semantic_id, GPa vs Pa without normalization", gpa,
			elastic(func(f *catalog.FieldSpec) { f.Unit = "Pa" }), false},
		{"unit differs only in case", gpa,
			elastic(func(f *catalog.FieldSpec) { f.Unit = "gpa" }), false},
		{"unit present on one side only", gpa, fmElastic(), false},
		{"GPa and Pa both normalized to Pa are convertible", elastic(func(f *catalog.FieldSpec) {
			f.Unit = "GPa"
			f.UnitNormalization = &catalog.UnitNormalizationSpec{Dimension: "pressure", CanonicalUnit: "Pa", Scale: 1e9}
		}), elastic(func(f *catalog.FieldSpec) {
			f.Unit = "Pa"
			f.UnitNormalization = &catalog.UnitNormalizationSpec{Dimension: "pressure", CanonicalUnit: "Pa", Scale: 1}
		}), true},
		{"different semantic_id despite overlapping aliases",
			elastic(func(f *catalog.FieldSpec) { f.Aliases = []string{"elastic modulus", "modulus"} }),
			catalog.FieldSpec{Name: "bulk_modulus", SemanticID: "bulk_modulus", Aliases: []string{"modulus"}, JSONSchema: fmNumber()},
			false},
		{"no semantic_id and only substring-like name overlap",
			catalog.FieldSpec{Name: "elastic_modulus", Aliases: []string{"elastic modulus"}, JSONSchema: fmNumber()},
			catalog.FieldSpec{Name: "bulk_modulus", Aliases: []string{"modulus"}, JSONSchema: fmNumber()},
			false},
		{"no semantic_id and a shared alias (control)",
			catalog.FieldSpec{Name: "elastic_modulus", Aliases: []string{"elastic modulus"}, JSONSchema: fmNumber()},
			catalog.FieldSpec{Name: "young_modulus", Aliases: []string{"elastic modulus"}, JSONSchema: fmNumber()},
			true},
		{"number vs string datatype", fmElastic(),
			elastic(func(f *catalog.FieldSpec) { f.JSONSchema = fmString() }), false},
		{"typed vs untyped", fmElastic(),
			elastic(func(f *catalog.FieldSpec) { f.JSONSchema = nil }), false},
		{"integer alternative for a number primary", fmElastic(),
			elastic(func(f *catalog.FieldSpec) { f.JSONSchema = map[string]any{"type": "integer"} }), true},
		{"number alternative for an integer primary",
			elastic(func(f *catalog.FieldSpec) { f.JSONSchema = map[string]any{"type": "integer"} }), fmElastic(), false},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			p := fmPlanner(t, Options{},
				fmTool("p_elastic", "prov", nil, fmID("material_id"), tc.primary),
				fmTool("q_elastic", "prov", nil, fmID("material_id"), tc.alt))
			got := fmPlan(t, p, Request{Query: "elastic modulus", PreferredTools: []string{"p_elastic"}, FallbackScope: FallbackSameProvider})
			if !slices.Equal(fmRoutes(got.Calls), []string{"p_elastic.search"}) {
				t.Fatalf("primary calls = %v", fmRoutes(got.Calls))
			}
			// The alternative's field must have been selected by its own projection.
			var want []string
			if tc.want {
				want = []string{"q_elastic.search"}
			}
			if alts := fmAlternatives(got, 0); !slices.Equal(alts, want) {
				t.Fatalf("alternatives = %v, want %v", alts, want)
			}
			if tc.want {
				if f := got.FallbackRoutes[0].Alternatives[0].Fields; !slices.Equal(f, []string{"material_id", tc.alt.Name}) {
					t.Fatalf("alternative fields = %v", f)
				}
			}
		})
	}
}

func TestFallbackRecallProjectionNeedsEveryPrimaryField(t *testing.T) {
	primary := fmTool("mp_all", fmMP, fmFormulaParam(), fmID("material_id"), fmBandGap(), fmDensity())
	tests := []struct {
		name string
		alt  catalog.ToolSpec
		want []string
	}{
		{"alternative with only one of the two fields", fmTool("mp_gap", fmMP, fmFormulaParam(), fmID("material_id"), fmBandGap()), nil},
		{"alternative with both fields (control)", fmTool("mp_gap", fmMP, fmFormulaParam(), fmID("material_id"), fmBandGap(), fmDensity()), []string{"mp_gap.search"}},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			p := fmPlanner(t, Options{}, primary, tc.alt)
			got := fmPlan(t, p, Request{
				Query:          "tell me about this material",
				PreferredTools: []string{"mp_all"},
				Arguments:      map[string]any{"formula": "Si"},
				FallbackScope:  FallbackSameProvider,
			})
			if !slices.Equal(fmRoutes(got.Calls), []string{"mp_all.search"}) {
				t.Fatalf("primary calls = %v", fmRoutes(got.Calls))
			}
			// Precondition: the ambiguous query keeps both answer fields by recall fallback.
			wantReasons := []FieldReason{{"material_id", ReasonIdentifier}, {"band_gap", ReasonRecallFallback}, {"density", ReasonRecallFallback}}
			if r := got.Calls[0].Explanation.FieldSelection; !reflect.DeepEqual(r, wantReasons) {
				t.Fatalf("primary field selection = %v, want %v", r, wantReasons)
			}
			if alts := fmAlternatives(got, 0); !slices.Equal(alts, tc.want) {
				t.Fatalf("alternatives = %v, want %v", alts, tc.want)
			}
		})
	}
}

func TestFallbackAlternativeBindsArgumentsThroughItsOwnAliases(t *testing.T) {
	alt := fmMPOptimade()
	alt.Endpoints[0].Parameters = []catalog.ParameterSpec{{Name: "chemical_formula", Required: true, Aliases: []string{"formula"}, JSONSchema: fmString()}}
	p := fmPlanner(t, Options{}, fmMPAPI(), alt)
	req := fmBandGapRequest(FallbackSameProvider)
	req.Arguments = map[string]any{"formula": "Si", "made_up": 1}
	got := fmPlan(t, p, req)

	if !slices.Equal(fmRoutes(got.Calls), []string{"mp_api.search"}) {
		t.Fatalf("primary calls = %v", fmRoutes(got.Calls))
	}
	if want := map[string]any{"formula": "Si"}; !reflect.DeepEqual(got.Calls[0].Arguments, want) {
		t.Errorf("primary arguments = %v, want %v", got.Calls[0].Arguments, want)
	}
	if alts := fmAlternatives(got, 0); !slices.Equal(alts, []string{"mp_optimade.structures"}) {
		t.Fatalf("alternatives = %v", alts)
	}
	a := got.FallbackRoutes[0].Alternatives[0]
	if want := map[string]any{"chemical_formula": "Si"}; !reflect.DeepEqual(a.Arguments, want) {
		t.Errorf("alternative arguments = %v, want %v", a.Arguments, want)
	}
	if !a.Executable() {
		t.Errorf("alternative must be executable, missing %v", a.MissingRequiredArguments)
	}
	if want := map[string]any{"formula": "Si", "made_up": 1}; !reflect.DeepEqual(req.Arguments, want) {
		t.Errorf("caller arguments were mutated: %v", req.Arguments)
	}
	// Fallback compiles do not emit argument warnings: only the primary's one.
	n := 0
	for _, w := range got.Warnings {
		if strings.Contains(w, "made_up") {
			n++
		}
	}
	if n != 1 || !slices.Contains(got.Warnings, "mp_api.search: ignored undeclared arguments: made_up") {
		t.Errorf("warnings = %q, want exactly the primary's ignored-argument warning", got.Warnings)
	}
}

// ---------------------------------------------------------------------------------------
// Qualifier gate for fallbacks (AGGREGATION.md §4.3, §7 item 46)

func TestFallbackQualifierMapsMustBeExactlyEqual(t *testing.T) {
	qualified := func(q map[string]string) catalog.FieldSpec {
		f := fmElastic()
		f.Qualifiers = q
		return f
	}
	primary := fmTool("p_elastic", "prov_p", nil, fmID("material_id"),
		qualified(map[string]string{"temperature": "300 K", "phase": "alpha"}))
	tests := []struct {
		name string
		q    map[string]string
		want bool
	}{
		// Go maps have no order; the literal is written in the other order to mirror the
		// reference case.
		{"same pairs in another order", map[string]string{"phase": "alpha", "temperature": "300 K"}, true},
		{"other temperature", map[string]string{"temperature": "500 K", "phase": "alpha"}, false},
		{"other phase", map[string]string{"temperature": "300 K", "phase": "beta"}, false},
		{"missing phase", map[string]string{"temperature": "300 K"}, false},
		{"no qualifiers", nil, false},
		{"extra qualifier", map[string]string{"temperature": "300 K", "phase": "alpha", "method": "DFT"}, false},
		{"value differs only in case", map[string]string{"temperature": "300 k", "phase": "alpha"}, false},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			p := fmPlanner(t, Options{}, primary, fmTool("q_elastic", "prov_q", nil, fmID("material_id"), qualified(tc.q)))
			got := fmPlan(t, p, Request{Query: "elastic modulus", PreferredTools: []string{"p_elastic"}, FallbackScope: FallbackCrossProvider})
			if !slices.Equal(fmRoutes(got.Calls), []string{"p_elastic.search"}) {
				t.Fatalf("primary calls = %v", fmRoutes(got.Calls))
			}
			var want []string
			if tc.want {
				want = []string{"q_elastic.search"}
			}
			if alts := fmAlternatives(got, 0); !slices.Equal(alts, want) {
				t.Fatalf("alternatives = %v, want %v", alts, want)
			}
			if !tc.want && len(got.FallbackRoutes) != 0 {
				t.Fatalf("fallback_routes = %+v, want []", got.FallbackRoutes)
			}
		})
	}
}

// ---------------------------------------------------------------------------------------
// Retrieval modes (AGGREGATION.md §3, §7 items 33–40)

// fmGapTool is a read-only band-gap tool of the given provider (no parameters).
func fmGapTool(name, provider string) catalog.ToolSpec {
	return fmTool(name, provider, nil, fmID("material_id"), fmBandGap())
}

func TestRetrievalCoverageModeStopsOnceEverythingIsCovered(t *testing.T) {
	// a{x=density}, b{y=band_gap}, c{y=band_gap}; each compiles; max_calls=3.
	p := fmPlanner(t, Options{},
		fmTool("a_density", "pa", nil, fmID("material_id"), fmDensity()),
		fmGapTool("b_gap", "pb"),
		fmGapTool("c_gap", "pc"))
	got := fmPlan(t, p, Request{Query: "band gap density", MaxCalls: 3})
	if want := []string{"a_density.search", "b_gap.search"}; !slices.Equal(fmRoutes(got.Calls), want) {
		t.Fatalf("calls = %v, want %v (stop as soon as nothing is uncovered)", fmRoutes(got.Calls), want)
	}
	if got.Coverage == nil || !got.Coverage.Complete || len(got.Coverage.Required) != 2 {
		t.Fatalf("coverage = %+v, want 2 required and complete", got.Coverage)
	}
}

// fmDropStage removes one route from the candidates after coverage was computed.
type fmDropStage struct{ route string }

func (s fmDropStage) Slot() Slot { return SlotDecide }

func (s fmDropStage) Run(_ context.Context, st *State) error {
	st.Candidates = slices.DeleteFunc(st.Candidates, func(c *Candidate) bool { return c.RouteID() == s.route })
	return nil
}

func fmRequiredIDs(c *Coverage) []string {
	out := []string{}
	if c == nil {
		return out
	}
	for _, r := range c.Required {
		out = append(out, r.String())
	}
	return out
}

func TestRetrievalMultiCallMatrixReplacesTheRequiredSet(t *testing.T) {
	// The coverage universe is computed from all recalled candidates, including s_stale; a
	// decide-slot stage then removes s_stale. With max_calls>1 the matrix of the remaining
	// candidates replaces the input set; with max_calls=1 the input set is kept.
	stale := catalog.FieldSpec{Name: "stale", SemanticID: "stale", JSONSchema: fmNumber()}
	p := fmPlanner(t, Options{Stages: []Stage{fmDropStage{route: "s_stale.search"}}},
		fmTool("a_density", "pa", nil, fmID("material_id"), fmDensity()),
		fmGapTool("b_gap", "pb"),
		fmTool("s_stale", "ps", nil, fmID("id"), stale))

	got := fmPlan(t, p, Request{Query: "band gap density stale", MaxCalls: 3})
	if want := []string{"a_density.search", "b_gap.search"}; !slices.Equal(fmRoutes(got.Calls), want) {
		t.Fatalf("max_calls=3: calls = %v, want %v", fmRoutes(got.Calls), want)
	}
	if ids := fmRequiredIDs(got.Coverage); !slices.Equal(ids, []string{"band_gap", "density"}) {
		t.Fatalf("max_calls=3: required = %v, want [band_gap density] (stale replaced)", ids)
	}
	if !got.Coverage.Complete {
		t.Fatalf("max_calls=3: coverage = %+v, want complete", got.Coverage)
	}
	for _, w := range got.Warnings {
		if strings.HasPrefix(w, "uncovered semantic field requirements:") {
			t.Fatalf("max_calls=3: unexpected warning %q", w)
		}
	}

	got = fmPlan(t, p, Request{Query: "band gap density stale", MaxCalls: 1})
	if ids := fmRequiredIDs(got.Coverage); !slices.Equal(ids, []string{"band_gap", "density", "stale"}) {
		t.Fatalf("max_calls=1: required = %v, want the input set [band_gap density stale]", ids)
	}
}

func TestRetrievalCorroborateTakesOneCallPerProvider(t *testing.T) {
	p := fmPlanner(t, Options{},
		fmGapTool("a1_gap", "provider_a"),
		fmGapTool("a2_gap", "provider_a"),
		fmGapTool("b1_gap", "provider_b"))
	got := fmPlan(t, p, Request{Query: "band gap", MaxCalls: 3, RetrievalMode: ModeCorroborate})
	if want := []string{"a1_gap.search", "b1_gap.search"}; !slices.Equal(fmRoutes(got.Calls), want) {
		t.Fatalf("calls = %v, want %v", fmRoutes(got.Calls), want)
	}
}

func TestRetrievalCorroborateReCoversFieldsWhileCoverageTakesTheFirst(t *testing.T) {
	p := fmPlanner(t, Options{},
		fmGapTool("a_gap", "provider_a"),
		fmGapTool("b_gap", "provider_b"),
		fmGapTool("c_gap", "provider_c"))
	tests := []struct {
		mode RetrievalMode
		want []string
	}{
		{ModeCorroborate, []string{"a_gap.search", "b_gap.search", "c_gap.search"}},
		{ModeCoverage, []string{"a_gap.search"}},
		{"", []string{"a_gap.search"}},
	}
	for _, tc := range tests {
		t.Run("mode="+string(tc.mode), func(t *testing.T) {
			got := fmPlan(t, p, Request{Query: "band gap", MaxCalls: 3, RetrievalMode: tc.mode})
			if !slices.Equal(fmRoutes(got.Calls), tc.want) {
				t.Fatalf("calls = %v, want %v", fmRoutes(got.Calls), tc.want)
			}
			if got.Coverage == nil || !got.Coverage.Complete {
				t.Fatalf("coverage = %+v, want complete", got.Coverage)
			}
		})
	}
	// max_calls is a hard bound in corroborate mode too.
	got := fmPlan(t, p, Request{Query: "band gap", MaxCalls: 2, RetrievalMode: ModeCorroborate})
	if want := []string{"a_gap.search", "b_gap.search"}; !slices.Equal(fmRoutes(got.Calls), want) {
		t.Fatalf("max_calls=2: calls = %v, want %v", fmRoutes(got.Calls), want)
	}
}

func TestRetrievalSingleCallIgnoresTheMode(t *testing.T) {
	unitless := fmBandGap()
	unitless.Unit = ""
	tests := []struct {
		name     string
		tools    []catalog.ToolSpec
		evidence map[string]Evidence
		want     string
	}{
		{"first candidate", []catalog.ToolSpec{fmGapTool("a_gap", "pa"), fmGapTool("b_gap", "pb"), fmGapTool("c_gap", "pc")}, nil, "a_gap.search"},
		{"first candidate that compiles",
			[]catalog.ToolSpec{fmTool("a_unitless", "pa", nil, fmID("material_id"), unitless), fmGapTool("b_gap", "pb"), fmGapTool("c_gap", "pc")},
			map[string]Evidence{"band_gap": {Units: true}}, "b_gap.search"},
	}
	for _, tc := range tests {
		for _, maxCalls := range []int{0, 1} {
			t.Run(fmt.Sprintf("%s/max_calls=%d", tc.name, maxCalls), func(t *testing.T) {
				p := fmPlanner(t, Options{}, tc.tools...)
				got := fmPlan(t, p, Request{Query: "band gap", MaxCalls: maxCalls, RetrievalMode: ModeCorroborate, FieldEvidence: tc.evidence})
				if !slices.Equal(fmRoutes(got.Calls), []string{tc.want}) {
					t.Fatalf("max_calls=%d: calls = %v, want [%s]", maxCalls, fmRoutes(got.Calls), tc.want)
				}
			})
		}
	}
}

func TestRetrievalCorroborateRequiresCompatibleFields(t *testing.T) {
	elastic := func(mut func(*catalog.FieldSpec)) catalog.FieldSpec {
		f := fmElastic()
		if mut != nil {
			mut(&f)
		}
		return f
	}
	gpaToPa := func(f *catalog.FieldSpec) {
		f.Unit = "GPa"
		f.UnitNormalization = &catalog.UnitNormalizationSpec{Dimension: "pressure", CanonicalUnit: "Pa", Scale: 1e9}
	}
	at300 := func(f *catalog.FieldSpec) { f.Qualifiers = map[string]string{"temperature": "300 K"} }
	tests := []struct {
		name string
		a, b catalog.FieldSpec
		want []string
	}{
		{"identical contracts (control)", elastic(at300), elastic(at300),
			[]string{"a_elastic.search", "b_elastic.search"}},
		{"qualifier 500 K against 300 K", elastic(at300),
			elastic(func(f *catalog.FieldSpec) { f.Qualifiers = map[string]string{"temperature": "500 K"} }),
			[]string{"a_elastic.search"}},
		{"qualified against unqualified", elastic(at300), elastic(nil),
			[]string{"a_elastic.search"}},
		{"different unit dimension", elastic(gpaToPa),
			elastic(func(f *catalog.FieldSpec) {
				f.Unit = "kJ"
				f.UnitNormalization = &catalog.UnitNormalizationSpec{Dimension: "energy", CanonicalUnit: "J", Scale: 1000}
			}),
			[]string{"a_elastic.search"}},
		{"string datatype against number", elastic(nil),
			elastic(func(f *catalog.FieldSpec) { f.JSONSchema = fmString() }),
			[]string{"a_elastic.search"}},
		{"raw units differ without normalization",
			elastic(func(f *catalog.FieldSpec) { f.Unit = "GPa" }),
			elastic(func(f *catalog.FieldSpec) { f.Unit = "Pa" }),
			[]string{"a_elastic.search"}},
		{"different semantic_id",
			elastic(nil),
			catalog.FieldSpec{Name: "elastic_modulus", SemanticID: "youngs_modulus", Aliases: []string{"elastic modulus"}, JSONSchema: fmNumber()},
			[]string{"a_elastic.search"}},
		{"convertible units GPa and Pa", elastic(gpaToPa),
			elastic(func(f *catalog.FieldSpec) {
				f.Unit = "Pa"
				f.UnitNormalization = &catalog.UnitNormalizationSpec{Dimension: "pressure", CanonicalUnit: "Pa", Scale: 1}
			}),
			[]string{"a_elastic.search", "b_elastic.search"}},
		{"same source unit with a different scale", elastic(gpaToPa),
			elastic(func(f *catalog.FieldSpec) {
				gpaToPa(f)
				f.UnitNormalization.Scale = 1e6
			}),
			[]string{"a_elastic.search"}},
		{"same dimension, different canonical unit", elastic(gpaToPa),
			elastic(func(f *catalog.FieldSpec) {
				f.Unit = "GPa"
				f.UnitNormalization = &catalog.UnitNormalizationSpec{Dimension: "pressure", CanonicalUnit: "MPa", Scale: 1000}
			}),
			[]string{"a_elastic.search"}},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			p := fmPlanner(t, Options{},
				fmTool("a_elastic", "provider_a", nil, fmID("material_id"), tc.a),
				fmTool("b_elastic", "provider_b", nil, fmID("material_id"), tc.b))
			got := fmPlan(t, p, Request{Query: "elastic modulus", MaxCalls: 2, RetrievalMode: ModeCorroborate})
			if !slices.Equal(fmRoutes(got.Calls), tc.want) {
				t.Fatalf("calls = %v, want %v", fmRoutes(got.Calls), tc.want)
			}
		})
	}
}

func TestRetrievalCorroborateSkipsUncompilableCandidates(t *testing.T) {
	unitless := fmBandGap()
	unitless.Unit = ""
	tests := []struct {
		name    string
		tools   []catalog.ToolSpec
		want    []string
		warning string
	}{
		{"next provider fills the slot",
			[]catalog.ToolSpec{fmTool("a_unitless", "provider_a", nil, fmID("material_id"), unitless), fmGapTool("b_gap", "provider_b"), fmGapTool("c_gap", "provider_c")},
			[]string{"b_gap.search", "c_gap.search"},
			"a_unitless.search: local evidence insufficient: band_gap.units"},
		{"a failed compile does not use up its provider",
			[]catalog.ToolSpec{fmTool("a1_unitless", "provider_a", nil, fmID("material_id"), unitless), fmGapTool("a2_gap", "provider_a"), fmGapTool("b_gap", "provider_b")},
			[]string{"a2_gap.search", "b_gap.search"},
			"a1_unitless.search: local evidence insufficient: band_gap.units"},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			p := fmPlanner(t, Options{}, tc.tools...)
			got := fmPlan(t, p, Request{Query: "band gap", MaxCalls: 2, RetrievalMode: ModeCorroborate, FieldEvidence: map[string]Evidence{"band_gap": {Units: true}}})
			if !slices.Equal(fmRoutes(got.Calls), tc.want) {
				t.Fatalf("calls = %v, want %v", fmRoutes(got.Calls), tc.want)
			}
			if !slices.Contains(got.Warnings, tc.warning) {
				t.Fatalf("warnings = %q, want %q", got.Warnings, tc.warning)
			}
		})
	}
}

// ---------------------------------------------------------------------------------------
// Qualifiers visible in the query (AGGREGATION.md §4.3, §7 item 47)

func TestQualifierVisibleInQueryRoutesToTheMatchingCondition(t *testing.T) {
	qualified := func(name, temperature string) catalog.ToolSpec {
		f := fmElastic()
		f.Qualifiers = map[string]string{"temperature": temperature}
		return fmTool(name, name, nil, fmID("material_id"), f)
	}
	// The 500 K tool sorts first, so only the visible qualifier can put the 300 K one ahead.
	p := fmPlanner(t, Options{},
		qualified("a_elastic_500k", "500 K"),
		qualified("b_elastic_300k", "300 K"),
		fmTool("z_arxiv", "arxiv", nil, fmID("paper_id"), fmAbstract()))

	got := fmPlan(t, p, Request{Query: "elastic modulus at 300 K and paper abstract", MaxCalls: 2})
	if want := []string{"b_elastic_300k.search", "z_arxiv.search"}; !slices.Equal(fmRoutes(got.Calls), want) {
		t.Fatalf("calls = %v, want %v", fmRoutes(got.Calls), want)
	}
	if ids := fmRequiredIDs(got.Coverage); !slices.Equal(ids, []string{"document_abstract", "elastic_modulus[temperature=300 K]"}) {
		t.Fatalf("required = %v", ids)
	}
	if !got.Coverage.Complete {
		t.Fatalf("coverage = %+v, want complete", got.Coverage)
	}
	if !slices.Contains(got.Calls[0].Explanation.ScoreComponents, ScoreComponent{Kind: ComponentFieldQualifier, Value: 4, Matched: "elastic_modulus:temperature=300 K"}) {
		t.Fatalf("components = %+v, want the field_qualifier bonus", got.Calls[0].Explanation.ScoreComponents)
	}

	// Token boundaries: "1300 K" does not make "300 K" visible.
	// Without a visible qualifier both elastic routes score alike; the abstract route
	// (exact match) leads the coverage order, then the first elastic route by tool key.
	got = fmPlan(t, p, Request{Query: "elastic modulus at 1300 K and paper abstract", MaxCalls: 2})
	if want := []string{"z_arxiv.search", "a_elastic_500k.search"}; !slices.Equal(fmRoutes(got.Calls), want) {
		t.Fatalf("1300 K: calls = %v, want %v", fmRoutes(got.Calls), want)
	}
	if ids := fmRequiredIDs(got.Coverage); !slices.Equal(ids, []string{"document_abstract", "elastic_modulus"}) {
		t.Fatalf("1300 K: required = %v, want unqualified elastic_modulus", ids)
	}
	for _, c := range got.Calls {
		for _, sc := range c.Explanation.ScoreComponents {
			if sc.Kind == ComponentFieldQualifier {
				t.Fatalf("1300 K: %s got a qualifier bonus %+v", c.RouteID(), sc)
			}
		}
	}
}

// ---------------------------------------------------------------------------------------
// Evidence (AGGREGATION.md §5, §7 items 49, 50, 52)

func TestEvidencePerFieldUnitsApplyOnlyToTheirField(t *testing.T) {
	p := fmPlanner(t, Options{},
		fmGapTool("materials", "mp"),
		fmTool("papers", "papers", nil, fmID("paper_id"), fmAbstract()))
	got := fmPlan(t, p, Request{Query: "band gap and paper abstract", MaxCalls: 2, FieldEvidence: map[string]Evidence{"band_gap": {Units: true}}})
	routes := fmRoutes(got.Calls)
	if len(routes) != 2 || !slices.Contains(routes, "materials.search") || !slices.Contains(routes, "papers.search") {
		t.Fatalf("calls = %v, want materials.search and papers.search", routes)
	}
	for _, c := range got.Calls {
		switch c.Tool {
		case "materials":
			if want := map[string]Evidence{"band_gap": {Units: true}}; !reflect.DeepEqual(c.FieldEvidence, want) {
				t.Errorf("materials field_evidence = %+v, want %+v", c.FieldEvidence, want)
			}
		case "papers":
			if c.FieldEvidence == nil || len(c.FieldEvidence) != 0 {
				t.Errorf("papers field_evidence = %#v, want empty", c.FieldEvidence)
			}
		}
		if c.RequiredEvidence.Active() {
			t.Errorf("%s required_evidence = %+v, want nothing global", c.RouteID(), c.RequiredEvidence)
		}
	}
	if got.Coverage == nil || !got.Coverage.Complete {
		t.Fatalf("coverage = %+v, want complete", got.Coverage)
	}
}

func TestEvidenceGlobalUnitsRejectsAMixedAnswerSurface(t *testing.T) {
	combined := fmTool("combined", "", nil, fmBandGap(), fmAbstract())
	p := fmPlanner(t, Options{}, combined)
	req := Request{Query: "band gap and paper abstract", MaxCalls: 2}

	// Control: without the requirement the combined route is the call.
	if got := fmPlan(t, p, req); !slices.Equal(fmRoutes(got.Calls), []string{"combined.search"}) {
		t.Fatalf("control: calls = %v", fmRoutes(got.Calls))
	}

	req.Evidence = Evidence{Units: true}
	got := fmPlan(t, p, req)
	if len(got.Calls) != 0 {
		t.Fatalf("calls = %v, want none", fmRoutes(got.Calls))
	}
	if !slices.Contains(got.Warnings, "combined.search: local evidence insufficient: units") {
		t.Fatalf("warnings = %q", got.Warnings)
	}
	if got.Coverage == nil || got.Coverage.Complete || len(got.Coverage.Uncovered) != 2 {
		t.Fatalf("coverage = %+v, want incomplete with 2 uncovered", got.Coverage)
	}
}

func TestEvidencePerFieldUnitsSkipOnlyTheUnitlessRoute(t *testing.T) {
	unitless := fmBandGap()
	unitless.Unit = ""
	p := fmPlanner(t, Options{},
		fmTool("a_unitless_materials", "ua", nil, fmID("material_id"), unitless),
		fmGapTool("b_materials", "mp"),
		fmTool("papers", "papers", nil, fmID("paper_id"), fmAbstract()))
	got := fmPlan(t, p, Request{Query: "band gap and paper abstract", MaxCalls: 2, FieldEvidence: map[string]Evidence{"band_gap": {Units: true}}})
	routes := fmRoutes(got.Calls)
	sort.Strings(routes)
	if want := []string{"b_materials.search", "papers.search"}; !slices.Equal(routes, want) {
		t.Fatalf("calls = %v, want %v", routes, want)
	}
	found := false
	for _, w := range got.Warnings {
		if strings.Contains(w, "a_unitless_materials.search: local evidence insufficient: band_gap.units") {
			found = true
		}
	}
	if !found {
		t.Fatalf("warnings = %q", got.Warnings)
	}
	if got.Coverage == nil || !got.Coverage.Complete {
		t.Fatalf("coverage = %+v, want complete", got.Coverage)
	}
}

func TestEvidenceGlobalProvenanceNeedsEveryAnswerFieldOrTheTool(t *testing.T) {
	gap := func(st string) catalog.FieldSpec { f := fmBandGap(); f.SourceType = st; return f }
	dens := func(st string) catalog.FieldSpec { f := fmDensity(); f.SourceType = st; return f }
	tests := []struct {
		name           string
		toolSourceType string
		fields         []catalog.FieldSpec
		ok             bool
		wantSourceType string
	}{
		{"one of two fields declares source_type", "", []catalog.FieldSpec{gap("calculated"), dens("")}, false, ""},
		{"tool declares source_type", "calculated", []catalog.FieldSpec{gap("calculated"), dens("")}, true, "calculated"},
		{"every field declares the same source_type", "", []catalog.FieldSpec{gap("calculated"), dens("calculated")}, true, "calculated"},
		{"every field declares a different source_type", "", []catalog.FieldSpec{gap("calculated"), dens("experimental")}, true, ""},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			tool := fmTool("mixed", "", nil, append([]catalog.FieldSpec{fmID("material_id")}, tc.fields...)...)
			tool.SourceType = tc.toolSourceType
			p := fmPlanner(t, Options{}, tool)
			got := fmPlan(t, p, Request{Query: "band gap density", Evidence: Evidence{Provenance: true}})
			if !tc.ok {
				if len(got.Calls) != 0 {
					t.Fatalf("calls = %v, want none", fmRoutes(got.Calls))
				}
				if !slices.Contains(got.Warnings, "mixed.search: local evidence insufficient: provenance") {
					t.Fatalf("warnings = %q", got.Warnings)
				}
				return
			}
			if !slices.Equal(fmRoutes(got.Calls), []string{"mixed.search"}) {
				t.Fatalf("calls = %v, warnings = %q", fmRoutes(got.Calls), got.Warnings)
			}
			c := got.Calls[0]
			if !slices.Equal(c.Fields, []string{"material_id", "band_gap", "density"}) {
				t.Fatalf("fields = %v, want both answer fields selected", c.Fields)
			}
			if !c.Evidence.Provenance || c.Evidence.SourceType != tc.wantSourceType {
				t.Fatalf("evidence = %+v, want provenance with source_type %q", c.Evidence, tc.wantSourceType)
			}
			if c.RequiredEvidence != (Evidence{Provenance: true}) {
				t.Fatalf("required_evidence = %+v", c.RequiredEvidence)
			}
		})
	}
}

// ---------------------------------------------------------------------------------------
// Plan JSON shape (CORE.md §1.8)

func fmJSON(t *testing.T, v any) map[string]any {
	t.Helper()
	b, err := json.Marshal(v)
	if err != nil {
		t.Fatalf("json.Marshal: %v", err)
	}
	var m map[string]any
	if err := json.Unmarshal(b, &m); err != nil {
		t.Fatalf("json.Unmarshal(%s): %v", b, err)
	}
	return m
}

func fmKeys(m map[string]any) []string {
	out := make([]string, 0, len(m))
	for k := range m {
		out = append(out, k)
	}
	sort.Strings(out)
	return out
}

func fmSorted(keys ...string) []string {
	out := slices.Clone(keys)
	sort.Strings(out)
	return out
}

// fmList asserts that m[key] is a JSON array (not null, not absent) and returns it.
func fmList(t *testing.T, where string, m map[string]any, key string) []any {
	t.Helper()
	v, ok := m[key]
	if !ok {
		t.Fatalf("%s: key %q is missing", where, key)
	}
	l, ok := v.([]any)
	if !ok {
		t.Fatalf("%s.%s = %#v, want a JSON array", where, key, v)
	}
	return l
}

func fmObject(t *testing.T, where string, m map[string]any, key string) map[string]any {
	t.Helper()
	v, ok := m[key]
	if !ok {
		t.Fatalf("%s: key %q is missing", where, key)
	}
	o, ok := v.(map[string]any)
	if !ok {
		t.Fatalf("%s.%s = %#v, want a JSON object", where, key, v)
	}
	return o
}

var (
	fmPlanKeys = fmSorted("query", "registry_version", "calls", "fallback_routes", "warnings", "coverage")
	fmCallKeys = fmSorted("tool", "endpoint", "arguments", "fields", "evidence", "required_evidence", "field_evidence",
		"schema_fingerprint", "tool_fingerprint", "missing_required_arguments", "score", "explanation")
	fmExplanationKeys = fmSorted("candidate_selection", "score_components", "field_selection", "ignored_arguments")
)

func fmCheckCall(t *testing.T, where string, call map[string]any) {
	t.Helper()
	if k := fmKeys(call); !slices.Equal(k, fmCallKeys) {
		t.Fatalf("%s keys = %v, want %v", where, k, fmCallKeys)
	}
	for _, k := range []string{"tool", "endpoint", "schema_fingerprint", "tool_fingerprint"} {
		if s, ok := call[k].(string); !ok || s == "" {
			t.Errorf("%s.%s = %#v, want a non-empty string", where, k, call[k])
		}
	}
	if _, ok := call["score"].(float64); !ok {
		t.Errorf("%s.score = %#v, want a number", where, call["score"])
	}
	fmObject(t, where, call, "arguments")
	fmObject(t, where, call, "field_evidence")
	fmList(t, where, call, "fields")
	fmList(t, where, call, "missing_required_arguments")
	for _, k := range []string{"evidence", "required_evidence"} {
		ev := fmObject(t, where, call, k)
		for _, flag := range []string{"provenance", "license", "units"} {
			if _, ok := ev[flag].(bool); !ok {
				t.Errorf("%s.%s.%s = %#v, want a boolean", where, k, flag, ev[flag])
			}
		}
	}
	ex := fmObject(t, where, call, "explanation")
	if k := fmKeys(ex); !slices.Equal(k, fmExplanationKeys) {
		t.Fatalf("%s.explanation keys = %v, want %v", where, k, fmExplanationKeys)
	}
	for _, k := range []string{"score_components", "field_selection", "ignored_arguments"} {
		fmList(t, where+".explanation", ex, k)
	}
	for _, sc := range fmList(t, where+".explanation", ex, "score_components") {
		for k := range sc.(map[string]any) {
			if k != "kind" && k != "value" && k != "matched" {
				t.Errorf("%s score component key %q", where, k)
			}
		}
	}
	for _, fr := range fmList(t, where+".explanation", ex, "field_selection") {
		if k := fmKeys(fr.(map[string]any)); !slices.Equal(k, []string{"field", "reason"}) {
			t.Errorf("%s field_selection keys = %v", where, k)
		}
	}
}

func TestPlanJSONHasTheSnakeCaseShapeOfCore18(t *testing.T) {
	// Both band-gap fields share a semantic_id, so coverage is complete and the plan has
	// no warnings: every list below is either filled or provably empty.
	primary, alt := fmMPAPI(), fmMPOptimade()
	primary.Endpoints[0].OutputFields[1].SemanticID = "band_gap"
	alt.Endpoints[0].OutputFields[1].SemanticID = "band_gap"
	p := fmPlanner(t, Options{}, primary, alt)
	got := fmPlan(t, p, fmBandGapRequest(FallbackSameProvider))
	if len(got.Calls) != 1 || len(got.FallbackRoutes) != 1 || len(got.Warnings) != 0 || got.Coverage == nil {
		t.Fatalf("fixture precondition: plan = %+v", got)
	}
	m := fmJSON(t, got)
	if k := fmKeys(m); !slices.Equal(k, fmPlanKeys) {
		t.Fatalf("plan keys = %v, want %v", k, fmPlanKeys)
	}
	if m["query"] != "band gap" {
		t.Errorf("query = %#v", m["query"])
	}
	if v, ok := m["registry_version"].(float64); !ok || v != float64(got.RegistryVersion) || v < 1 {
		t.Errorf("registry_version = %#v, want %d", m["registry_version"], got.RegistryVersion)
	}
	if w := fmList(t, "plan", m, "warnings"); len(w) != 0 {
		t.Errorf("warnings = %v, want []", w)
	}
	calls := fmList(t, "plan", m, "calls")
	if len(calls) != 1 {
		t.Fatalf("calls = %v", calls)
	}
	call := calls[0].(map[string]any)
	fmCheckCall(t, "calls[0]", call)
	if l := fmList(t, "calls[0]", call, "missing_required_arguments"); len(l) != 0 {
		t.Errorf("missing_required_arguments = %v, want []", l)
	}
	if l := fmList(t, "calls[0].explanation", call["explanation"].(map[string]any), "ignored_arguments"); len(l) != 0 {
		t.Errorf("ignored_arguments = %v, want []", l)
	}
	if o := fmObject(t, "calls[0]", call, "field_evidence"); len(o) != 0 {
		t.Errorf("field_evidence = %v, want {}", o)
	}

	routes := fmList(t, "plan", m, "fallback_routes")
	if len(routes) != 1 {
		t.Fatalf("fallback_routes = %v", routes)
	}
	route := routes[0].(map[string]any)
	if k := fmKeys(route); !slices.Equal(k, []string{"alternatives", "primary_call_index"}) {
		t.Fatalf("fallback route keys = %v", k)
	}
	if route["primary_call_index"] != float64(0) {
		t.Errorf("primary_call_index = %#v", route["primary_call_index"])
	}
	alts := fmList(t, "fallback_routes[0]", route, "alternatives")
	if len(alts) != 1 {
		t.Fatalf("alternatives = %v", alts)
	}
	fmCheckCall(t, "fallback_routes[0].alternatives[0]", alts[0].(map[string]any))

	cov := fmObject(t, "plan", m, "coverage")
	if k := fmKeys(cov); !slices.Equal(k, []string{"complete", "covered", "required", "uncovered"}) {
		t.Fatalf("coverage keys = %v", k)
	}
	if cov["complete"] != true {
		t.Errorf("coverage.complete = %#v", cov["complete"])
	}
	if u := fmList(t, "coverage", cov, "uncovered"); len(u) != 0 {
		t.Errorf("coverage.uncovered = %v, want []", u)
	}
	req := fmList(t, "coverage", cov, "required")
	if len(req) != 1 {
		t.Fatalf("coverage.required = %v", req)
	}
	r0 := req[0].(map[string]any)
	if k := fmKeys(r0); !slices.Equal(k, []string{"qualifiers", "semantic_id"}) {
		t.Fatalf("requirement keys = %v", k)
	}
	if q := fmList(t, "coverage.required[0]", r0, "qualifiers"); len(q) != 0 {
		t.Errorf("qualifiers = %v, want []", q)
	}
}

func TestPlanJSONOfAnEmptyPlanUsesEmptyArrays(t *testing.T) {
	p := fmPlanner(t, Options{}, fmMPAPI())
	got := fmPlan(t, p, Request{Query: "zzzz qqqq unrelated vocabulary"})
	if len(got.Calls) != 0 {
		t.Fatalf("fixture precondition: calls = %v", fmRoutes(got.Calls))
	}
	m := fmJSON(t, got)
	if k := fmKeys(m); !slices.Equal(k, fmPlanKeys) {
		t.Fatalf("plan keys = %v, want %v", k, fmPlanKeys)
	}
	if l := fmList(t, "plan", m, "calls"); len(l) != 0 {
		t.Errorf("calls = %v, want []", l)
	}
	if l := fmList(t, "plan", m, "fallback_routes"); len(l) != 0 {
		t.Errorf("fallback_routes = %v, want []", l)
	}
	if w := fmList(t, "plan", m, "warnings"); !reflect.DeepEqual(w, []any{"no schema candidate matched the request"}) {
		t.Errorf("warnings = %v", w)
	}
	if v, ok := m["coverage"]; !ok || v != nil {
		t.Errorf("coverage = %#v, want null when nothing is required", v)
	}

}
