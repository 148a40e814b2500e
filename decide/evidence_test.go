package decide_test

import (
	"context"
	"math"
	"testing"

	"github.com/schemarouter/schemarouter/decide"
)

func ev(id string, state decide.EvidenceState, score ...float64) decide.Evidence {
	e := decide.Evidence{Kind: "fit", State: state, Source: "model-a", OptionID: id, ScoreKind: "probability"}
	if len(score) > 0 {
		e.Score = decide.Float(score[0])
	}
	return e
}

func projector(t *testing.T, reqs ...decide.EvidenceRequirement) *decide.EvidenceProjector {
	t.Helper()
	p, err := decide.NewEvidenceProjector(reqs...)
	if err != nil {
		t.Fatal(err)
	}
	return p
}

func TestEvidenceProjection(t *testing.T) {
	fit := decide.EvidenceRequirement{Kind: "fit"}
	scored := decide.EvidenceRequirement{Kind: "fit", ScoreKind: "probability", MinScore: decide.Float(0.7)}
	strict := decide.EvidenceRequirement{Kind: "fit", OnUnknown: decide.UnknownReject}
	for _, tc := range []struct {
		name     string
		reqs     []decide.EvidenceRequirement
		evidence []decide.Evidence
		max      int
		selected string
		reason   string
	}{
		{"a single match is selected", []decide.EvidenceRequirement{fit},
			[]decide.Evidence{ev("candidate:0", "no_match"), ev("candidate:1", "match"), ev("candidate:2", "no_match")}, 1, "candidate:1", ""},
		{"missing evidence is unknown, not zero", []decide.EvidenceRequirement{fit},
			[]decide.Evidence{ev("candidate:0", "no_match")}, 1, "", "evidence_unknown"},
		{"all rejected", []decide.EvidenceRequirement{fit},
			[]decide.Evidence{ev("candidate:0", "no_match"), ev("candidate:1", "no_match"), ev("candidate:2", "no_match")}, 1, "", "evidence_rejected"},
		{"on_unknown reject turns missing evidence into rejection", []decide.EvidenceRequirement{strict},
			[]decide.Evidence{ev("candidate:0", "no_match"), ev("candidate:1", "unknown")}, 1, "", "evidence_rejected"},
		{"more accepted than max_selections is ambiguous", []decide.EvidenceRequirement{fit},
			[]decide.Evidence{ev("candidate:0", "match"), ev("candidate:1", "match")}, 1, "", "ambiguous_evidence_projection"},
		{"several accepted within max_selections", []decide.EvidenceRequirement{fit},
			[]decide.Evidence{ev("candidate:0", "match"), ev("candidate:2", "match")}, 2, "candidate:0,candidate:2", ""},
		{"a score below min_score rejects", []decide.EvidenceRequirement{scored},
			[]decide.Evidence{ev("candidate:0", "match", 0.9), ev("candidate:1", "match", 0.6), ev("candidate:2", "no_match", 0.95)}, 1, "candidate:0", ""},
		{"a missing score is unknown under min_score", []decide.EvidenceRequirement{scored},
			[]decide.Evidence{ev("candidate:0", "match")}, 1, "", "evidence_unknown"},
		{"score kinds are never compared across kinds", []decide.EvidenceRequirement{{Kind: "fit", ScoreKind: "cosine", MinScore: decide.Float(0.1)}},
			[]decide.Evidence{ev("candidate:0", "match", 0.9)}, 1, "", "evidence_unknown"},
		{"source narrows the match", []decide.EvidenceRequirement{{Kind: "fit", Source: "model-b"}},
			[]decide.Evidence{ev("candidate:0", "match")}, 1, "", "evidence_unknown"},
		{"every requirement must accept", []decide.EvidenceRequirement{fit, {Kind: "license"}},
			[]decide.Evidence{ev("candidate:0", "match"), ev("candidate:1", "match"),
				{Kind: "license", State: "match", OptionID: "candidate:1"}, {Kind: "license", State: "no_match", OptionID: "candidate:0"}}, 1, "candidate:1", ""},
	} {
		t.Run(tc.name, func(t *testing.T) {
			req := r1()
			req.MaxSelections = tc.max
			res, err := projector(t, tc.reqs...).Project(req, tc.evidence)
			if err != nil {
				t.Fatal(err)
			}
			if err := decide.Validate(req, res); err != nil {
				t.Fatal(err)
			}
			if ids(res) != tc.selected || res.Reason() != tc.reason || res.Abstained != (tc.reason != "") {
				t.Fatalf("selected %q reason %q abstained %v, want %q %q", ids(res), res.Reason(), res.Abstained, tc.selected, tc.reason)
			}
			if res.Metadata["provider"] != "typed-evidence-projection" || len(res.Metadata["per_option"].(map[string]any)) != 3 {
				t.Fatalf("metadata %v", res.Metadata)
			}
			for _, s := range res.Selections {
				if s.Score != nil {
					t.Fatal("projected selections carry no score")
				}
			}
		})
	}
}

func TestEvidenceProjectionFailsClosed(t *testing.T) {
	p := projector(t, decide.EvidenceRequirement{Kind: "fit"})
	_, err := p.Project(r1(), []decide.Evidence{ev("ghost", "match")})
	wantErr(t, err, "unknown option")
	_, err = p.Project(r1(), []decide.Evidence{ev("candidate:0", "match"), ev("candidate:0", "no_match")})
	wantErr(t, err, "multiple observations")
	_, err = p.Project(r1(), []decide.Evidence{{Kind: "fit", State: "perhaps", OptionID: "candidate:0"}})
	wantErr(t, err, "state")
}

func TestEvidenceRequirementValidation(t *testing.T) {
	for _, tc := range []struct {
		name string
		reqs []decide.EvidenceRequirement
		want string
	}{
		{"none", nil, "at least one"},
		{"blank kind", []decide.EvidenceRequirement{{Kind: " "}}, "kind"},
		{"blank source", []decide.EvidenceRequirement{{Kind: "k", Source: " "}}, "source"},
		{"blank score kind", []decide.EvidenceRequirement{{Kind: "k", ScoreKind: "\t"}}, "score_kind"},
		{"non-finite min score", []decide.EvidenceRequirement{{Kind: "k", ScoreKind: "p", MinScore: decide.Float(math.NaN())}}, "finite"},
		{"min score without score kind", []decide.EvidenceRequirement{{Kind: "k", MinScore: decide.Float(0.5)}}, "requires score_kind"},
		{"unknown on_unknown", []decide.EvidenceRequirement{{Kind: "k", OnUnknown: "ignore"}}, "on_unknown"},
		{"duplicate selectors", []decide.EvidenceRequirement{{Kind: "k"}, {Kind: "k", OnUnknown: decide.UnknownReject}}, "duplicate"},
	} {
		t.Run(tc.name, func(t *testing.T) {
			_, err := decide.NewEvidenceProjector(tc.reqs...)
			wantErr(t, err, tc.want)
			wantKind(t, err, decide.ErrInvalidConfig)
		})
	}
}

func TestProjectedPairwiseEvidence(t *testing.T) {
	pw := pairwise(t, []float64{0.80, 0.55, 0.10}, decide.PairwiseOptions{MinScore: 0.5})
	p := projector(t, decide.EvidenceRequirement{Kind: "pairwise_ranking", ScoreKind: "pairwise_probability", MinScore: decide.Float(0.75)})
	res, err := decide.Choose(context.Background(), decide.Projected{Evidence: pw, Projector: p}, r1())
	if err != nil || ids(res) != "candidate:0" || len(res.Evidence) != 3 {
		t.Fatalf("got %+v, %v", res, err)
	}
}
