package decide

import (
	"context"
	"strings"
)

// Callable is the Go form of the reference's CallableDecisionBackend (§1.7): the
// application's own function, for example a wrapper around a hosted model
// client that already speaks structured output. A function whose model returns
// JSON or a map decodes it with DecodeResult, which rejects unknown keys.
//
// A Callable is trusted in-process code, so it sees Option.Metadata (the
// planner's schema_score, for instance); what it forwards to a model is its own
// decision. Choose still validates whatever it returns.
type Callable func(ctx context.Context, req Request) (Result, error)

// Decide calls f.
func (f Callable) Decide(ctx context.Context, req Request) (Result, error) { return f(ctx, req) }

// ReadsOptionMetadata reports true: a Callable is the application's own code.
func (f Callable) ReadsOptionMetadata() bool { return true }

// FirstOption always selects the first option with score 1.0 (§1.7). It is the
// reference backend for tests and examples.
type FirstOption struct{}

// Decide selects req.Options[0].
func (FirstOption) Decide(_ context.Context, req Request) (Result, error) {
	return Result{Selections: []Selection{{OptionID: req.Options[0].ID, Score: Float(1)}}}, nil
}

// DefaultOptionText is the text the embedding and pairwise backends send for an
// option (§3.9): the trimmed label, or the ID when the label is blank, then a
// newline and the trimmed description when it is not blank. Metadata is never
// included.
func DefaultOptionText(o Option) string {
	label := strings.TrimSpace(o.Label)
	if label == "" {
		label = o.ID
	}
	if d := strings.TrimSpace(o.Description); d != "" {
		return label + "\n" + d
	}
	return label
}

// decisionTexts returns the query followed by one text per option, rejecting
// blank text with "<what> decision text must be a non-empty string".
func decisionTexts(what string, req Request, optionText func(Option) string) ([]string, error) {
	if optionText == nil {
		optionText = DefaultOptionText
	}
	texts := make([]string, 1, len(req.Options)+1)
	texts[0] = req.Query
	for _, o := range req.Options {
		texts = append(texts, optionText(o))
	}
	for _, t := range texts {
		if strings.TrimSpace(t) == "" {
			return nil, requestError("%s decision text must be a non-empty string", what)
		}
	}
	return texts, nil
}
