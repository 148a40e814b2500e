package decide_test

import (
	"context"
	"math"
	"testing"

	"github.com/schemarouter/schemarouter/decide"
)

func pairwise(t *testing.T, scores []float64, opts decide.PairwiseOptions) *decide.Pairwise {
	t.Helper()
	b, err := decide.NewPairwise(fixedScores(scores), opts)
	if err != nil {
		t.Fatal(err)
	}
	return b
}

func decidePairwise(t *testing.T, scores []float64, opts decide.PairwiseOptions, maxSelections int) decide.Result {
	t.Helper()
	req := r1()
	req.MaxSelections = maxSelections
	res, err := decide.Choose(context.Background(), pairwise(t, scores, opts), req)
	if err != nil {
		t.Fatal(err)
	}
	return res
}

// §6 cases 17–27.
func TestPairwiseBackend(t *testing.T) {
	t.Run("17 selects the top score and reports the ranking", func(t *testing.T) {
		res := decidePairwise(t, []float64{0.96, 0.45, 0.02}, decide.PairwiseOptions{}, 1)
		if ids(res) != "candidate:0" || *res.Selections[0].Score != 0.96 {
			t.Fatalf("got %+v", res)
		}
		m := res.Metadata
		if m["provider"] != "pairwise-score" || m["option_count"] != 3 || m["top_score"] != 0.96 || m["second_score"] != 0.45 ||
			!near(metaFloat(t, res, "top_margin"), 0.51) || m["threshold_application"] != "filter_then_rank" {
			t.Fatalf("metadata %v", m)
		}
		ranked := m["ranked_options"].([]any)
		for i, want := range []string{"candidate:0", "candidate:1", "candidate:2"} {
			if ranked[i].(map[string]any)["option_id"] != want {
				t.Fatalf("ranked %v", ranked)
			}
		}
	})

	t.Run("18 evidence per ranked option against its effective threshold", func(t *testing.T) {
		res := decidePairwise(t, []float64{0.80, 0.55, 0.10}, decide.PairwiseOptions{MinScore: 0.5, MinScoreByOption: map[string]float64{"candidate:0": 0.85}}, 1)
		if ids(res) != "candidate:1" {
			t.Fatalf("selected %s", ids(res))
		}
		want := []struct {
			id        string
			state     decide.EvidenceState
			threshold float64
		}{{"candidate:0", decide.EvidenceNoMatch, 0.85}, {"candidate:1", decide.EvidenceMatch, 0.50}, {"candidate:2", decide.EvidenceNoMatch, 0.50}}
		if len(res.Evidence) != 3 {
			t.Fatalf("evidence %+v", res.Evidence)
		}
		for i, w := range want {
			e := res.Evidence[i]
			if e.OptionID != w.id || e.State != w.state || e.Source != "pairwise-score" || e.ScoreKind != "pairwise_probability" ||
				e.Kind != "pairwise_ranking" || e.Metadata["threshold"] != w.threshold {
				t.Fatalf("evidence %d = %+v, want %+v", i, e, w)
			}
		}
	})

	t.Run("evidence kind is the request surface", func(t *testing.T) {
		req := r1()
		req.Context = map[string]any{"surface": "capability_fit"}
		res, err := decide.Choose(context.Background(), pairwise(t, []float64{0.9, 0.1, 0.1}, decide.PairwiseOptions{}), req)
		if err != nil || res.Evidence[0].Kind != "capability_fit" {
			t.Fatalf("got %+v, %v", res.Evidence, err)
		}
	})

	t.Run("19 abstains below min_score", func(t *testing.T) {
		res := decidePairwise(t, []float64{0.1, 0.2, 0.3}, decide.PairwiseOptions{MinScore: 0.4}, 1)
		if !res.Abstained || res.Reason() != "below_min_score" || len(res.Evidence) != 3 {
			t.Fatalf("got %+v", res)
		}
	})

	t.Run("20 a per-option threshold passes the top option over", func(t *testing.T) {
		res := decidePairwise(t, []float64{0.62, 0.61, 0.10},
			decide.PairwiseOptions{MinScore: 0.2, MinScoreByOption: map[string]float64{"candidate:0": 0.70, "candidate:1": 0.60}}, 1)
		if ids(res) != "candidate:1" || res.Metadata["top_option_id"] != "candidate:0" ||
			res.Metadata["top_effective_min_score"] != 0.70 || res.Metadata["score_kind"] != "pairwise" {
			t.Fatalf("got %+v", res)
		}
	})

	t.Run("21 the global threshold applies to options without their own", func(t *testing.T) {
		res := decidePairwise(t, []float64{0.62, 0.30, 0.10}, decide.PairwiseOptions{MinScore: 0.2, MinScoreByOption: map[string]float64{"candidate:0": 0.70}}, 1)
		if ids(res) != "candidate:1" {
			t.Fatalf("got %+v", res)
		}
	})

	t.Run("22 the boundary option's own margin decides", func(t *testing.T) {
		res := decidePairwise(t, []float64{0.80, 0.76, 0.10}, decide.PairwiseOptions{MinMarginByOption: map[string]float64{"candidate:0": 0.05}}, 1)
		if !res.Abstained || res.Reason() != "ambiguous_selection_boundary" ||
			res.Metadata["effective_boundary_min_margin"] != 0.05 || !near(metaFloat(t, res, "boundary_margin"), 0.04) {
			t.Fatalf("got %+v", res)
		}
	})

	t.Run("23 maps for other routes leave the global thresholds", func(t *testing.T) {
		res := decidePairwise(t, []float64{0.80, 0.76, 0.10}, decide.PairwiseOptions{MinScore: 0.70, MinMargin: 0.03,
			MinScoreByOption: map[string]float64{"different-route": 0.99}, MinMarginByOption: map[string]float64{"different-route": 0.5}}, 1)
		if ids(res) != "candidate:0" || res.Metadata["top_effective_min_score"] != 0.70 || res.Metadata["effective_boundary_min_margin"] != 0.03 {
			t.Fatalf("got %+v", res)
		}
	})

	t.Run("24 abstains on a narrow global margin", func(t *testing.T) {
		res := decidePairwise(t, []float64{0.80, 0.79, 0.10}, decide.PairwiseOptions{MinMargin: 0.05}, 1)
		if !res.Abstained || res.Reason() != "ambiguous_selection_boundary" || !near(metaFloat(t, res, "boundary_margin"), 0.01) {
			t.Fatalf("got %+v", res)
		}
	})

	t.Run("25 max_selections 2 selects the top two", func(t *testing.T) {
		res := decidePairwise(t, []float64{0.9, 0.8, 0.1}, decide.PairwiseOptions{}, 2)
		if ids(res) != "candidate:0,candidate:1" {
			t.Fatalf("got %+v", res)
		}
	})

	t.Run("26 invalid score batches fail", func(t *testing.T) {
		for _, tc := range []struct {
			scores []float64
			want   string
		}{
			{[]float64{0.5, 0.5}, "wrong number"},
			{[]float64{0.5, math.NaN(), 0.5}, "non-finite"},
			{[]float64{0.5, math.Inf(1), 0.5}, "non-finite"},
			{[]float64{1.1, 0.5, 0.5}, "outside"},
			{[]float64{-0.1, 0.5, 0.5}, "outside"},
		} {
			_, err := decide.Choose(context.Background(), pairwise(t, tc.scores, decide.PairwiseOptions{}), r1())
			wantErr(t, err, tc.want)
			wantKind(t, err, decide.ErrInvalidResult)
		}
	})

	t.Run("26 configuration errors", func(t *testing.T) {
		bad := []float64{-0.01, 1.01, math.NaN(), math.Inf(1)}
		for _, v := range bad {
			_, err := decide.NewPairwise(fixedScores(nil), decide.PairwiseOptions{MinScore: v})
			wantErr(t, err, "min_score")
			_, err = decide.NewPairwise(fixedScores(nil), decide.PairwiseOptions{MinMargin: v})
			wantErr(t, err, "min_margin")
		}
		for _, v := range []float64{-0.1, 1.1, math.NaN()} {
			_, err := decide.NewPairwise(fixedScores(nil), decide.PairwiseOptions{MinScoreByOption: map[string]float64{"a": v}})
			wantErr(t, err, "min_score_by_option values")
			_, err = decide.NewPairwise(fixedScores(nil), decide.PairwiseOptions{MinMarginByOption: map[string]float64{"a": v}})
			wantErr(t, err, "min_margin_by_option values")
		}
		for _, key := range []string{"", "  "} {
			_, err := decide.NewPairwise(fixedScores(nil), decide.PairwiseOptions{MinScoreByOption: map[string]float64{key: 0.5}})
			wantErr(t, err, "keys must be non-empty")
		}
		_, err := decide.NewPairwise(fixedScores(nil), decide.PairwiseOptions{ThresholdApplication: "gate_then_rank"})
		wantErr(t, err, "threshold_application")
		_, err = decide.NewPairwise(nil, decide.PairwiseOptions{})
		wantErr(t, err, "scorer")
	})

	t.Run("26 blank text is rejected", func(t *testing.T) {
		req := r1()
		req.Query = "   "
		_, err := decide.Choose(context.Background(), pairwise(t, []float64{0.5, 0.5, 0.5}, decide.PairwiseOptions{}), req)
		wantErr(t, err, "pairwise decision text must be a non-empty string")
	})

	t.Run("27 rank_then_gate needs max_selections 1", func(t *testing.T) {
		req := r1()
		req.MaxSelections = 2
		_, err := decide.Choose(context.Background(), pairwise(t, []float64{0.9, 0.8, 0.1}, decide.PairwiseOptions{ThresholdApplication: decide.RankThenGate}), req)
		wantErr(t, err, "max_selections")
	})

	t.Run("27 rank_then_gate never promotes a lower option", func(t *testing.T) {
		res := decidePairwise(t, []float64{0.6, 0.5, 0.1}, decide.PairwiseOptions{ThresholdApplication: decide.RankThenGate,
			MinScore: 0.4, MinScoreByOption: map[string]float64{"candidate:0": 0.7}}, 1)
		if !res.Abstained || res.Reason() != "top_below_min_score" {
			t.Fatalf("got %+v", res)
		}
	})

	t.Run("rank_then_gate selects a clear top option", func(t *testing.T) {
		res := decidePairwise(t, []float64{0.9, 0.5, 0.1}, decide.PairwiseOptions{ThresholdApplication: decide.RankThenGate, MinScore: 0.4, MinMargin: 0.2}, 1)
		if ids(res) != "candidate:0" || !near(metaFloat(t, res, "boundary_margin"), 0.4) || res.Metadata["effective_boundary_min_margin"] != 0.2 {
			t.Fatalf("got %+v", res)
		}
	})

	t.Run("rank_then_gate abstains on a narrow lead", func(t *testing.T) {
		res := decidePairwise(t, []float64{0.9, 0.85, 0.1}, decide.PairwiseOptions{ThresholdApplication: decide.RankThenGate,
			MinMarginByOption: map[string]float64{"candidate:0": 0.1}}, 1)
		if !res.Abstained || res.Reason() != "ambiguous_selection_boundary" || !near(metaFloat(t, res, "boundary_margin"), 0.05) ||
			res.Metadata["effective_boundary_min_margin"] != 0.1 {
			t.Fatalf("got %+v", res)
		}
	})
}

func TestPairwiseScorerSeesOptionTextsNotMetadata(t *testing.T) {
	var gotQuery string
	var gotPassages []string
	scorer := decide.PairScorerFunc(func(_ context.Context, q string, p []string) ([]float64, error) {
		gotQuery, gotPassages = q, p
		return []float64{0.9, 0.1, 0.1}, nil
	})
	b, err := decide.NewPairwise(scorer, decide.PairwiseOptions{})
	if err != nil {
		t.Fatal(err)
	}
	if _, err := decide.Choose(context.Background(), b, r1()); err != nil {
		t.Fatal(err)
	}
	if gotQuery != "find material band gap" || gotPassages[0] != "materials.search\nSearch material properties including band gap" || len(gotPassages) != 3 {
		t.Fatalf("scorer saw %q, %q", gotQuery, gotPassages)
	}
}
