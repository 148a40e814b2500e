package decide

import (
	"context"
	"math"
	"strings"
)

// OnUnknown says what a requirement does when an option has no usable evidence.
type OnUnknown string

// Unknown-evidence policies. The zero value means UnknownAbstain.
const (
	// UnknownAbstain leaves the option unknown: it is not accepted, and the
	// projection abstains with "evidence_unknown" if nothing is accepted.
	UnknownAbstain OnUnknown = "abstain"
	// UnknownReject rejects the option.
	UnknownReject OnUnknown = "reject"
)

// EvidenceRequirement selects one kind of typed evidence and says what counts as
// acceptance (§4.7). Empty strings and a nil MinScore mean "not set".
type EvidenceRequirement struct {
	// Kind is required and non-blank.
	Kind string
	// Source and ScoreKind narrow the match when set; they must not be blank
	// strings of spaces.
	Source    string
	ScoreKind string
	// MinScore, when set, is a finite threshold on the evidence score in the
	// scale of ScoreKind, which it therefore requires. Scores of different
	// kinds are never compared.
	MinScore  *float64
	OnUnknown OnUnknown
}

func (r EvidenceRequirement) validate() error {
	switch {
	case strings.TrimSpace(r.Kind) == "":
		return configError("evidence requirement kind must contain non-whitespace text")
	case r.Source != "" && strings.TrimSpace(r.Source) == "":
		return configError("evidence requirement source must contain non-whitespace text")
	case r.ScoreKind != "" && strings.TrimSpace(r.ScoreKind) == "":
		return configError("evidence requirement score_kind must contain non-whitespace text")
	case r.MinScore != nil && (math.IsNaN(*r.MinScore) || math.IsInf(*r.MinScore, 0)):
		return configError("evidence requirement min_score must be finite")
	case r.MinScore != nil && r.ScoreKind == "":
		return configError("numeric evidence requirement min_score requires score_kind")
	}
	switch r.OnUnknown {
	case "", UnknownAbstain, UnknownReject:
		return nil
	}
	return configError("evidence requirement on_unknown must be abstain or reject, got %q", r.OnUnknown)
}

func (r EvidenceRequirement) matches(e Evidence) bool {
	return e.Kind == r.Kind && (r.Source == "" || e.Source == r.Source) &&
		(r.ScoreKind == "" || e.ScoreKind == r.ScoreKind)
}

func (r EvidenceRequirement) unknownState() string {
	if r.OnUnknown == UnknownReject {
		return "reject"
	}
	return "unknown"
}

// EvidenceProjector turns typed evidence into a bounded decision without
// arithmetic across score kinds (§4.7). It can only select option IDs of the
// request; missing evidence stays unknown and never becomes a zero score.
type EvidenceProjector struct {
	requirements []EvidenceRequirement
}

// NewEvidenceProjector validates the requirements: at least one, each valid,
// and no two with the same (kind, source, score_kind) selector.
func NewEvidenceProjector(requirements ...EvidenceRequirement) (*EvidenceProjector, error) {
	if len(requirements) == 0 {
		return nil, configError("at least one evidence requirement is required")
	}
	seen := make(map[[3]string]bool, len(requirements))
	for _, r := range requirements {
		if err := r.validate(); err != nil {
			return nil, err
		}
		sel := [3]string{r.Kind, r.Source, r.ScoreKind}
		if seen[sel] {
			return nil, configError("duplicate evidence requirement selectors are not allowed")
		}
		seen[sel] = true
	}
	return &EvidenceProjector{requirements: append([]EvidenceRequirement(nil), requirements...)}, nil
}

// Project evaluates every option of req against every requirement.
//
// Per requirement: no matching evidence, or evidence in state unknown, is
// unknown (reject with UnknownReject); more than one match is an error;
// no_match rejects; with MinScore, a missing score is unknown and a lower score
// rejects; otherwise the option is accepted. Per option: any reject rejects, else
// any unknown is unknown, else accept.
//
// The result selects every accepted option, without scores; it abstains with
// "evidence_unknown" or "evidence_rejected" when none is accepted, and with
// "ambiguous_evidence_projection" when more than req.Limit() are. It carries the
// evidence, and metadata provider "typed-evidence-projection" with per-option
// traces. Evidence that fails Validate (for example naming an option that was
// not offered) is an error before anything is projected.
func (p *EvidenceProjector) Project(req Request, evidence []Evidence) (Result, error) {
	if err := Validate(req, Result{Abstained: true, Evidence: evidence}); err != nil {
		return Result{}, err
	}
	byOption := make(map[string][]Evidence, len(req.Options))
	for _, e := range evidence {
		byOption[e.OptionID] = append(byOption[e.OptionID], e)
	}

	perOption := make(map[string]any, len(req.Options))
	var accepted []string
	hasUnknown := false
	for _, o := range req.Options {
		traces := make([]any, len(p.requirements))
		state := "accept"
		for i, r := range p.requirements {
			s, trace, err := p.evaluate(o.ID, byOption[o.ID], r)
			if err != nil {
				return Result{}, err
			}
			traces[i] = trace
			if s == "reject" || s == "unknown" && state == "accept" {
				state = s
			}
		}
		switch state {
		case "accept":
			accepted = append(accepted, o.ID)
		case "unknown":
			hasUnknown = true
		}
		perOption[o.ID] = map[string]any{"state": state, "requirements": traces}
	}

	meta := map[string]any{
		"provider":          "typed-evidence-projection",
		"requirement_count": len(p.requirements),
		"per_option":        perOption,
	}
	res := Result{Evidence: evidence, Metadata: meta}
	switch {
	case len(accepted) == 0:
		res.Abstained = true
		meta["reason"] = "evidence_rejected"
		if hasUnknown {
			meta["reason"] = "evidence_unknown"
		}
	case len(accepted) > req.Limit():
		res.Abstained = true
		meta["reason"] = "ambiguous_evidence_projection"
		meta["accepted_option_ids"] = accepted
	default:
		meta["accepted_option_ids"] = accepted
		for _, id := range accepted {
			res.Selections = append(res.Selections, Selection{OptionID: id})
		}
	}
	return res, nil
}

// evaluate returns the state of one option under one requirement and its trace.
func (p *EvidenceProjector) evaluate(optionID string, evidence []Evidence, r EvidenceRequirement) (string, map[string]any, error) {
	trace := map[string]any{
		"kind": r.Kind, "source": optional(r.Source), "score_kind": optional(r.ScoreKind),
		"min_score": nil, "on_unknown": string(UnknownAbstain),
	}
	if r.MinScore != nil {
		trace["min_score"] = *r.MinScore
	}
	if r.OnUnknown != "" {
		trace["on_unknown"] = string(r.OnUnknown)
	}
	done := func(state, reason string, score *float64) (string, map[string]any, error) {
		trace["state"], trace["reason"] = state, reason
		if score != nil {
			trace["score"] = *score
		}
		return state, trace, nil
	}

	var match *Evidence
	for i := range evidence {
		if !r.matches(evidence[i]) {
			continue
		}
		if match != nil {
			return "", nil, resultError("evidence projection found multiple observations for one requirement and option %q", optionID)
		}
		match = &evidence[i]
	}
	switch {
	case match == nil:
		return done(r.unknownState(), "missing_evidence", nil)
	case match.State == EvidenceUnknown:
		return done(r.unknownState(), "unknown_evidence", nil)
	case match.State == EvidenceNoMatch:
		return done("reject", "explicit_no_match", match.Score)
	case r.MinScore != nil && match.Score == nil:
		return done(r.unknownState(), "missing_numeric_score", nil)
	case r.MinScore != nil && *match.Score < *r.MinScore:
		return done("reject", "below_min_score", match.Score)
	}
	return done("accept", "matched", match.Score)
}

func optional(s string) any {
	if s == "" {
		return nil
	}
	return s
}

// Projected is a Backend that asks Evidence for typed evidence (through Choose,
// so the evidence is validated) and answers with Projector's projection of it,
// ignoring Evidence's own selections. For example, a Pairwise backend's
// per-option evidence projected with a pairwise_probability requirement.
type Projected struct {
	Evidence  Backend
	Projector *EvidenceProjector
}

// Decide gathers evidence and projects it.
func (p Projected) Decide(ctx context.Context, req Request) (Result, error) {
	res, err := Choose(ctx, p.Evidence, req)
	if err != nil {
		return Result{}, err
	}
	return p.Projector.Project(req, res.Evidence)
}

// ReadsOptionMetadata passes on whether Evidence reads option metadata.
func (p Projected) ReadsOptionMetadata() bool { return p.Evidence != nil && readsMetadata(p.Evidence) }
