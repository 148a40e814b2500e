package decide

import (
	"context"
	"math"
	"strings"
)

// PairScorer scores the query against each passage: one relevance score in
// [0, 1] per passage, in passage order. A cross-encoder or reranker whose raw
// output is an unbounded logit must calibrate it to [0, 1] first.
type PairScorer interface {
	Score(ctx context.Context, query string, passages []string) ([]float64, error)
}

// PairScorerFunc adapts a function to PairScorer.
type PairScorerFunc func(ctx context.Context, query string, passages []string) ([]float64, error)

// Score calls f.
func (f PairScorerFunc) Score(ctx context.Context, query string, passages []string) ([]float64, error) {
	return f(ctx, query, passages)
}

// ThresholdApplication says how the pairwise backend applies its thresholds.
type ThresholdApplication string

// Threshold applications. The zero value means FilterThenRank.
const (
	// FilterThenRank drops options below their own min score, then selects the
	// best remaining ones.
	FilterThenRank ThresholdApplication = "filter_then_rank"
	// RankThenGate looks only at the top-ranked option and selects it if it
	// passes its own thresholds; a lower option never rescues it. It needs
	// MaxSelections == 1.
	RankThenGate ThresholdApplication = "rank_then_gate"
)

// PairwiseOptions configures NewPairwise (§4.2). The zero value applies no
// thresholds.
type PairwiseOptions struct {
	// MinScore, in [0, 1], is the score an option needs.
	MinScore float64
	// MinMargin, in [0, 1], is the lead the selection boundary needs over the
	// next eligible option (the runner-up for RankThenGate). 0 disables it.
	MinMargin float64
	// MinScoreByOption and MinMarginByOption override MinScore and MinMargin
	// for the options they name (keys are option IDs; IDs not in a request are
	// ignored). Values are in [0, 1].
	MinScoreByOption  map[string]float64
	MinMarginByOption map[string]float64
	// ThresholdApplication is "" (FilterThenRank), FilterThenRank or RankThenGate.
	ThresholdApplication ThresholdApplication
	// OptionText renders an option for the scorer, as for EmbeddingOptions.
	OptionText func(Option) string
}

// Pairwise is the reference's PairwiseDecisionBackend (§4.2): a PairScorer
// scores the query against every option text; options are ranked by score
// (ties by option order) and selected by the thresholds. Every answer carries
// one Evidence per ranked option (kind: the request surface or
// "pairwise_ranking"; state match or no_match against the option's effective min
// score). Selection scores are the raw scores. Safe for concurrent use.
type Pairwise struct {
	scorer PairScorer
	opts   PairwiseOptions
}

// NewPairwise validates opts and returns the backend. The threshold maps are
// copied.
func NewPairwise(s PairScorer, opts PairwiseOptions) (*Pairwise, error) {
	switch {
	case s == nil:
		return nil, configError("pairwise scorer must not be nil")
	case !within(opts.MinScore, 0, 1):
		return nil, configError("min_score must be finite and between 0 and 1, got %v", opts.MinScore)
	case !within(opts.MinMargin, 0, 1):
		return nil, configError("min_margin must be finite and between 0 and 1, got %v", opts.MinMargin)
	}
	switch opts.ThresholdApplication {
	case "":
		opts.ThresholdApplication = FilterThenRank
	case FilterThenRank, RankThenGate:
	default:
		return nil, configError("threshold_application must be filter_then_rank or rank_then_gate, got %q", opts.ThresholdApplication)
	}
	var err error
	if opts.MinScoreByOption, err = thresholdMap("min_score_by_option", opts.MinScoreByOption); err != nil {
		return nil, err
	}
	if opts.MinMarginByOption, err = thresholdMap("min_margin_by_option", opts.MinMarginByOption); err != nil {
		return nil, err
	}
	return &Pairwise{scorer: s, opts: opts}, nil
}

func thresholdMap(name string, m map[string]float64) (map[string]float64, error) {
	out := make(map[string]float64, len(m))
	for id, v := range m {
		if strings.TrimSpace(id) == "" {
			return nil, configError("%s keys must be non-empty strings", name)
		}
		if !within(v, 0, 1) {
			return nil, configError("%s values must be finite and between 0 and 1 (%q: %v)", name, id, v)
		}
		out[id] = v
	}
	return out, nil
}

// ReadsOptionMetadata reports whether a custom OptionText is configured.
func (b *Pairwise) ReadsOptionMetadata() bool { return b.opts.OptionText != nil }

func (b *Pairwise) minScore(id string) float64 {
	if v, ok := b.opts.MinScoreByOption[id]; ok {
		return v
	}
	return b.opts.MinScore
}

func (b *Pairwise) minMargin(id string) float64 {
	if v, ok := b.opts.MinMarginByOption[id]; ok {
		return v
	}
	return b.opts.MinMargin
}

// Decide scores and selects. Errors: blank text or RankThenGate with
// MaxSelections > 1 (ErrInvalidRequest), the scorer's own error, or unusable
// scores (ErrInvalidResult: wrong number, non-finite, outside [0, 1]).
// Abstention reasons: "below_min_score", "top_below_min_score",
// "ambiguous_selection_boundary".
func (b *Pairwise) Decide(ctx context.Context, req Request) (Result, error) {
	if b.opts.ThresholdApplication == RankThenGate && req.Limit() != 1 {
		return Result{}, requestError("rank_then_gate threshold application requires max_selections == 1, got %d", req.Limit())
	}
	texts, err := decisionTexts("pairwise", req, b.opts.OptionText)
	if err != nil {
		return Result{}, err
	}
	scores, err := b.scorer.Score(ctx, texts[0], texts[1:])
	if err != nil {
		return Result{}, err
	}
	if err := checkScores(scores, len(req.Options)); err != nil {
		return Result{}, err
	}

	ranked := make([]rankedOption, len(scores))
	for i, s := range scores {
		ranked[i] = rankedOption{i, s}
	}
	rankDescending(ranked)

	kind := req.Surface()
	if kind == "" {
		kind = "pairwise_ranking"
	}
	evidence := make([]Evidence, len(ranked))
	rankedMeta := make([]any, len(ranked))
	for i, r := range ranked {
		id := req.Options[r.index].ID
		threshold := b.minScore(id)
		state := EvidenceNoMatch
		if r.score >= threshold {
			state = EvidenceMatch
		}
		evidence[i] = Evidence{
			Kind: kind, State: state, Source: "pairwise-score", OptionID: id,
			Score: Float(r.score), ScoreKind: "pairwise_probability",
			Metadata: map[string]any{"threshold": threshold},
		}
		rankedMeta[i] = map[string]any{"option_id": id, "score": r.score}
	}

	top := req.Options[ranked[0].index].ID
	meta := map[string]any{
		"provider":                 "pairwise-score",
		"option_count":             len(req.Options),
		"min_score":                b.opts.MinScore,
		"min_margin":               b.opts.MinMargin,
		"score_kind":               "pairwise",
		"threshold_application":    string(b.opts.ThresholdApplication),
		"top_option_id":            top,
		"top_effective_min_score":  b.minScore(top),
		"top_effective_min_margin": b.minMargin(top),
		"top_score":                ranked[0].score,
		"second_score":             nil,
		"top_margin":               nil,
		"ranked_options":           rankedMeta,
	}
	if len(ranked) > 1 {
		meta["second_score"] = ranked[1].score
		meta["top_margin"] = ranked[0].score - ranked[1].score
	}
	abstain := func(reason string) (Result, error) {
		meta["reason"] = reason
		return Result{Abstained: true, Metadata: meta, Evidence: evidence}, nil
	}

	var selected []rankedOption
	if b.opts.ThresholdApplication == RankThenGate {
		if ranked[0].score < b.minScore(top) {
			return abstain("top_below_min_score")
		}
		if margin := b.minMargin(top); margin > 0 && len(ranked) > 1 {
			boundary := ranked[0].score - ranked[1].score
			meta["effective_boundary_min_margin"] = margin
			meta["boundary_margin"] = boundary
			if boundary < margin {
				return abstain("ambiguous_selection_boundary")
			}
		}
		selected = ranked[:1]
	} else {
		var eligible []rankedOption
		for _, r := range ranked {
			if r.score >= b.minScore(req.Options[r.index].ID) {
				eligible = append(eligible, r)
			}
		}
		if len(eligible) == 0 {
			return abstain("below_min_score")
		}
		limit := min(req.Limit(), len(eligible))
		if len(eligible) > limit {
			margin := b.minMargin(req.Options[eligible[limit-1].index].ID)
			boundary := eligible[limit-1].score - eligible[limit].score
			meta["effective_boundary_min_margin"] = margin
			meta["boundary_margin"] = boundary
			if margin > 0 && boundary < margin {
				return abstain("ambiguous_selection_boundary")
			}
		}
		selected = eligible[:limit]
	}

	selections := make([]Selection, len(selected))
	for i, r := range selected {
		selections[i] = Selection{OptionID: req.Options[r.index].ID, Score: Float(r.score)}
	}
	return Result{Selections: selections, Metadata: meta, Evidence: evidence}, nil
}

func checkScores(scores []float64, want int) error {
	if len(scores) != want {
		return resultError("pairwise scorer returned the wrong number of scores: expected %d, got %d", want, len(scores))
	}
	for i, s := range scores {
		if math.IsNaN(s) || math.IsInf(s, 0) {
			return resultError("pairwise scorer returned a non-finite score at index %d", i)
		}
		if s < 0 || s > 1 {
			return resultError("pairwise scorer returned a score outside the required [0, 1] range at index %d: %v", i, s)
		}
	}
	return nil
}
