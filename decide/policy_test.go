package decide_test

import (
	"testing"

	"github.com/schemarouter/schemarouter/decide"
)

func TestPolicyDefaultsDisableEverything(t *testing.T) {
	var p decide.Policy
	if p.CandidateSelectionEnabled() || p.CandidateRecallOnEmptyEnabled() || p.FieldSelectionEnabled() ||
		p.EvidenceSufficiencyEnabled() || p.ReservedSurfacesEnabled() {
		t.Fatal("the zero policy enables a surface")
	}
	if p.FallbackMode() != decide.FallbackDeterministic || p.CandidateAbstentionMode() != decide.AbstainDeterministic {
		t.Fatalf("zero policy modes: %s, %s", p.FallbackMode(), p.CandidateAbstentionMode())
	}
	if err := p.Validate(); err != nil {
		t.Fatal(err)
	}
}

func TestPolicyDerivedPredicates(t *testing.T) {
	for _, tc := range []struct {
		name                        string
		p                           decide.Policy
		candidate, recall, field, e bool
	}{
		{"switches without enabled do nothing", decide.Policy{ToolSelection: true, EndpointSelection: true, FieldSelection: true, EvidenceSufficiency: true, RecallOnEmpty: true}, false, false, false, false},
		{"enabled alone does nothing", decide.Policy{Enabled: true}, false, false, false, false},
		{"tool_selection enables candidate selection", decide.Policy{Enabled: true, ToolSelection: true}, true, false, false, false},
		{"endpoint_selection has the same effect", decide.Policy{Enabled: true, EndpointSelection: true}, true, false, false, false},
		{"recall_on_empty needs candidate selection", decide.Policy{Enabled: true, RecallOnEmpty: true}, false, false, false, false},
		{"recall_on_empty with candidate selection", decide.Policy{Enabled: true, EndpointSelection: true, RecallOnEmpty: true}, true, true, false, false},
		{"field selection", decide.Policy{Enabled: true, FieldSelection: true}, false, false, true, false},
		{"evidence sufficiency", decide.Policy{Enabled: true, EvidenceSufficiency: true}, false, false, false, true},
	} {
		t.Run(tc.name, func(t *testing.T) {
			p := tc.p
			got := [4]bool{p.CandidateSelectionEnabled(), p.CandidateRecallOnEmptyEnabled(), p.FieldSelectionEnabled(), p.EvidenceSufficiencyEnabled()}
			if want := [4]bool{tc.candidate, tc.recall, tc.field, tc.e}; got != want {
				t.Fatalf("candidate, recall-on-empty, field, evidence = %v, want %v", got, want)
			}
			if p.Runs(decide.SurfaceFinalDecision) != tc.candidate || p.Runs(decide.SurfaceFieldSelection) != tc.field ||
				p.Runs(decide.SurfaceEvidenceSufficiency) != tc.e {
				t.Fatal("Runs disagrees with the predicates")
			}
			for _, s := range []decide.Surface{decide.SurfaceSemanticRecall, decide.SurfaceCapabilityFit, decide.SurfaceOperationFit,
				decide.SurfaceEndpointDisambiguation, decide.SurfaceGraphSemanticSeed} {
				if !p.Runs(s) || s.Governed() {
					t.Fatalf("pre-selection surface %s must ignore the policy", s)
				}
			}
		})
	}
}

func TestCandidateAbstentionMode(t *testing.T) {
	for _, tc := range []struct {
		abstention decide.Abstention
		fallback   decide.Fallback
		want       decide.Abstention
	}{
		{"", "", decide.AbstainDeterministic},
		{decide.AbstainInherit, decide.FallbackDeterministic, decide.AbstainDeterministic},
		{decide.AbstainInherit, decide.FallbackError, decide.AbstainError},
		{"", decide.FallbackError, decide.AbstainError},
		{decide.AbstainNoRoute, decide.FallbackError, decide.AbstainNoRoute},
		{decide.AbstainDeterministic, decide.FallbackError, decide.AbstainDeterministic},
		{decide.AbstainError, decide.FallbackDeterministic, decide.AbstainError},
	} {
		p := decide.Policy{CandidateAbstention: tc.abstention, Fallback: tc.fallback}
		if got := p.CandidateAbstentionMode(); got != tc.want {
			t.Errorf("abstention %q, fallback %q: mode %q, want %q", tc.abstention, tc.fallback, got, tc.want)
		}
	}
}

func TestPolicyRejectsUnknownModes(t *testing.T) {
	wantErr(t, decide.Policy{CandidateAbstention: "strict"}.Validate(), "candidate_abstention")
	wantErr(t, decide.Policy{Fallback: "ignore"}.Validate(), "fallback")
	wantKind(t, decide.Policy{Fallback: "ignore"}.Validate(), decide.ErrInvalidConfig)
}

func TestDecodePolicyIsStrict(t *testing.T) {
	p, err := decide.DecodePolicy([]byte(`{"enabled":true,"endpoint_selection":true,"candidate_abstention":"no_route","fallback":"error"}`))
	if err != nil {
		t.Fatal(err)
	}
	if !p.CandidateSelectionEnabled() || p.CandidateAbstentionMode() != decide.AbstainNoRoute || p.FallbackMode() != decide.FallbackError {
		t.Fatalf("decoded %+v", p)
	}
	for _, tc := range []struct{ json, want string }{
		{`{"enabled":true,"min_confidence":0.5}`, "unknown field"},
		{`{"Enabled":true}`, "unknown field"},
		{`{"fallback":"sometimes"}`, "fallback"},
		{`{"enabled":null}`, "null"},
		{`{"enabled":"yes"}`, "wrong type"},
		{`[]`, "JSON object"},
	} {
		_, err := decide.DecodePolicy([]byte(tc.json))
		wantErr(t, err, tc.want)
	}
}

// The outcome matrix of DECISIONS.md §2.1, every row, for errors and abstentions.
func TestOutcomeMatrix(t *testing.T) {
	deterministic := decide.Policy{Enabled: true, EndpointSelection: true, FieldSelection: true, EvidenceSufficiency: true}
	failing := deterministic
	failing.Fallback = decide.FallbackError
	noRoute := deterministic
	noRoute.CandidateAbstention = decide.AbstainNoRoute
	noRouteFailing := failing
	noRouteFailing.CandidateAbstention = decide.AbstainNoRoute
	explicitDeterministic := failing
	explicitDeterministic.CandidateAbstention = decide.AbstainDeterministic
	explicitError := deterministic
	explicitError.CandidateAbstention = decide.AbstainError

	for _, tc := range []struct {
		name           string
		p              decide.Policy
		s              decide.Surface
		recallExpanded bool
		onError        decide.Outcome
		onAbstain      decide.Outcome
	}{
		{"semantic recall keeps lexical candidates", failing, decide.SurfaceSemanticRecall, false, decide.Keep, decide.Keep},
		{"capability fit keeps on error, drops all on abstain", failing, decide.SurfaceCapabilityFit, false, decide.Keep, decide.NoRoute},
		{"operation fit keeps on error, drops all on abstain", failing, decide.SurfaceOperationFit, false, decide.Keep, decide.NoRoute},
		{"endpoint disambiguation keeps the order", failing, decide.SurfaceEndpointDisambiguation, false, decide.Keep, decide.Keep},
		{"graph semantic seed escalates", failing, decide.SurfaceGraphSemanticSeed, false, decide.Keep, decide.Keep},
		{"final, deterministic", deterministic, decide.SurfaceFinalDecision, false, decide.Keep, decide.Keep},
		{"final, deterministic, recall-expanded", deterministic, decide.SurfaceFinalDecision, true, decide.NoRoute, decide.NoRoute},
		{"final, fallback error inherits into abstention", failing, decide.SurfaceFinalDecision, false, decide.Fail, decide.Fail},
		{"final, fallback error, recall-expanded", failing, decide.SurfaceFinalDecision, true, decide.Fail, decide.Fail},
		{"final, no_route never changes error handling", noRoute, decide.SurfaceFinalDecision, false, decide.Keep, decide.NoRoute},
		{"final, no_route with fallback error", noRouteFailing, decide.SurfaceFinalDecision, false, decide.Fail, decide.NoRoute},
		{"final, explicit deterministic abstention with fallback error", explicitDeterministic, decide.SurfaceFinalDecision, false, decide.Fail, decide.Keep},
		{"final, explicit deterministic abstention, recall-expanded", explicitDeterministic, decide.SurfaceFinalDecision, true, decide.Fail, decide.NoRoute},
		{"final, explicit error abstention", explicitError, decide.SurfaceFinalDecision, false, decide.Keep, decide.Fail},
		{"field selection, deterministic", deterministic, decide.SurfaceFieldSelection, false, decide.Keep, decide.Keep},
		{"field selection, error", failing, decide.SurfaceFieldSelection, false, decide.Fail, decide.Fail},
		{"evidence sufficiency, deterministic accepts", deterministic, decide.SurfaceEvidenceSufficiency, false, decide.Keep, decide.Keep},
		{"evidence sufficiency, error", failing, decide.SurfaceEvidenceSufficiency, false, decide.Fail, decide.Fail},
		{"field selection ignores candidate_abstention", noRoute, decide.SurfaceFieldSelection, false, decide.Keep, decide.Keep},
		{"an unknown surface fails closed", deterministic, decide.Surface("mystery"), false, decide.Fail, decide.Fail},
	} {
		t.Run(tc.name, func(t *testing.T) {
			if got := tc.p.OnError(tc.s, tc.recallExpanded); got != tc.onError {
				t.Errorf("OnError = %s, want %s", got, tc.onError)
			}
			if got := tc.p.OnAbstain(tc.s, tc.recallExpanded); got != tc.onAbstain {
				t.Errorf("OnAbstain = %s, want %s", got, tc.onAbstain)
			}
		})
	}
}
