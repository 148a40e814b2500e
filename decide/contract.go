package decide

import (
	"math"
	"slices"
	"strings"
)

// Option is one locally authorized choice offered to a backend (DECISIONS.md §1.1).
// ID is the only authoritative value; Label and Description are untrusted context
// for the backend and grant nothing.
type Option struct {
	ID          string `json:"id"`
	Label       string `json:"label"`
	Description string `json:"description"`
	// Metadata is local to this process: Choose strips it before a backend sees
	// the request, unless the backend is trusted in-process code (MetadataReader).
	Metadata map[string]any `json:"metadata,omitempty"`
}

// Request is a bounded choice (§1.2). The planner stage that built it travels as
// Context["surface"]; there is no kind or stage field.
type Request struct {
	// Query may be empty; the embedding and pairwise backends reject blank text.
	Query string `json:"query"`
	// Options must be non-empty with unique, non-empty IDs.
	Options []Option `json:"options"`
	// MaxSelections bounds the answer. Zero means the reference default, 1;
	// it must not exceed len(Options).
	MaxSelections int `json:"max_selections"`
	// Context holds bounded facts such as "surface". Backends that forward it
	// to a model do so deliberately (for example Ollama's include_context).
	Context map[string]any `json:"context,omitempty"`
}

// Limit is the effective MaxSelections: MaxSelections, or 1 when it is zero.
func (r Request) Limit() int {
	if r.MaxSelections == 0 {
		return 1
	}
	return r.MaxSelections
}

// Surface returns Context["surface"] when it is a string, else "".
func (r Request) Surface() string {
	s, _ := r.Context["surface"].(string)
	return s
}

// Validate reports whether r is a well-formed request (§1.2): at least one option,
// non-empty unique option IDs (the error says "unique"), and 1 ≤ Limit() ≤
// len(Options) (the error says "cannot exceed the option count").
func (r Request) Validate() error {
	_, err := r.optionIndex()
	return err
}

// optionIndex validates r and returns its option IDs by position.
func (r Request) optionIndex() (map[string]int, error) {
	if len(r.Options) == 0 {
		return nil, requestError("a decision request needs at least one option")
	}
	index := make(map[string]int, len(r.Options))
	for i, o := range r.Options {
		if o.ID == "" {
			return nil, requestError("decision option IDs must be non-empty (option %d)", i)
		}
		if _, dup := index[o.ID]; dup {
			return nil, requestError("decision option IDs must be unique: %q is repeated", o.ID)
		}
		index[o.ID] = i
	}
	if r.MaxSelections < 0 {
		return nil, requestError("max_selections must be at least 1, got %d", r.MaxSelections)
	}
	if r.Limit() > len(r.Options) {
		return nil, requestError("max_selections cannot exceed the option count (%d > %d)", r.Limit(), len(r.Options))
	}
	return index, nil
}

// Selection is one chosen option (§1.3). Score is optional and, when present,
// finite and within [0, 1]; it is a backend's self-assessment and grants nothing.
type Selection struct {
	OptionID string   `json:"option_id"`
	Score    *float64 `json:"score,omitempty"`
}

// Float returns a pointer to v, for Selection.Score, Evidence.Score and optional
// thresholds.
func Float(v float64) *float64 { return &v }

// EvidenceState is the verdict of one piece of typed evidence (§1.5).
type EvidenceState string

// Evidence states.
const (
	EvidenceMatch   EvidenceState = "match"
	EvidenceNoMatch EvidenceState = "no_match"
	EvidenceUnknown EvidenceState = "unknown"
)

// Evidence is one typed observation a backend reports about one offered option
// (§1.5), for example a pairwise score against its threshold. It is
// non-authoritative; the EvidenceProjector can turn it into selections.
type Evidence struct {
	// Kind is non-blank, for example the request surface or "pairwise_ranking".
	Kind  string        `json:"kind"`
	State EvidenceState `json:"state"`
	// Source is optional ("" means unset).
	Source string `json:"source,omitempty"`
	// OptionID must name an offered option.
	OptionID string `json:"option_id"`
	// Score is optional and finite when present; its scale is ScoreKind's.
	Score     *float64       `json:"score,omitempty"`
	ScoreKind string         `json:"score_kind,omitempty"`
	Metadata  map[string]any `json:"metadata,omitempty"`
}

// Result is a backend's answer (§1.4). Metadata and Evidence are
// non-authoritative. An empty Selections with Abstained false is valid here; the
// planner treats it as an abstention (see NoSelection).
type Result struct {
	Selections []Selection    `json:"selections"`
	Abstained  bool           `json:"abstained"`
	Metadata   map[string]any `json:"metadata,omitempty"`
	Evidence   []Evidence     `json:"evidence,omitempty"`
}

// NoSelection reports whether the planner must treat r as an abstention: it
// abstained or selected nothing.
func (r Result) NoSelection() bool { return r.Abstained || len(r.Selections) == 0 }

// SelectedIDs returns the selected option IDs in selection order.
func (r Result) SelectedIDs() []string {
	ids := make([]string, len(r.Selections))
	for i, s := range r.Selections {
		ids[i] = s.OptionID
	}
	return ids
}

// Reason returns Metadata["reason"] when it is a string (the abstention reasons
// of §4: "below_min_similarity", "ambiguous_selection_boundary", ...), else "".
func (r Result) Reason() string {
	s, _ := r.Metadata["reason"].(string)
	return s
}

// Validate checks r on its own, the Go form of the reference's construction-time
// validation (§1.3–§1.5): non-empty selection IDs; scores finite and within [0, 1];
// no selections when abstaining ("abstaining"); evidence with a non-blank kind, a
// known state, a non-empty option ID and a finite score.
func (r Result) Validate() error {
	for i, s := range r.Selections {
		if s.OptionID == "" {
			return resultError("decision selection %d has an empty option_id", i)
		}
		if s.Score != nil {
			if v := *s.Score; math.IsNaN(v) || math.IsInf(v, 0) {
				return resultError("decision scores must be finite (selection %q)", s.OptionID)
			} else if v < 0 || v > 1 {
				return resultError("decision scores must be within [0, 1] (selection %q has %v)", s.OptionID, v)
			}
		}
	}
	if r.Abstained && len(r.Selections) > 0 {
		return resultError("an abstaining decision cannot contain selections")
	}
	for i, e := range r.Evidence {
		switch {
		case strings.TrimSpace(e.Kind) == "":
			return resultError("decision evidence %d has a blank kind", i)
		case e.State != EvidenceMatch && e.State != EvidenceNoMatch && e.State != EvidenceUnknown:
			return resultError("decision evidence %d has state %q; want match, no_match or unknown", i, e.State)
		case e.OptionID == "":
			return resultError("decision evidence %d has an empty option_id", i)
		case e.Score != nil && (math.IsNaN(*e.Score) || math.IsInf(*e.Score, 0)):
			return resultError("decision evidence %d has a non-finite score", i)
		}
	}
	return nil
}

// Validate is the fail-closed check run after every backend (§1.6). It assumes
// req is valid and checks, in the reference's order: res on its own
// (Result.Validate); duplicate selected IDs ("duplicate option IDs"); selected IDs
// that were not offered ("unknown option IDs: " and the sorted IDs); more
// selections than req.Limit() ("exceeded max_selections"); evidence naming an
// option that was not offered ("unknown option IDs" as well).
func Validate(req Request, res Result) error {
	offered := make(map[string]int, len(req.Options))
	for i, o := range req.Options {
		offered[o.ID] = i
	}
	return validateAgainst(offered, req.Limit(), res)
}

// validateAgainst is Validate with the offered IDs already indexed.
func validateAgainst(offered map[string]int, limit int, res Result) error {
	if err := res.Validate(); err != nil {
		return err
	}
	selected := make(map[string]struct{}, len(res.Selections))
	var unknown []string
	for _, s := range res.Selections {
		if _, dup := selected[s.OptionID]; dup {
			return resultError("decision backend returned duplicate option IDs: %s", s.OptionID)
		}
		selected[s.OptionID] = struct{}{}
		if _, ok := offered[s.OptionID]; !ok {
			unknown = append(unknown, s.OptionID)
		}
	}
	if len(unknown) > 0 {
		return resultError("decision backend returned unknown option IDs: %s", sortedList(unknown))
	}
	if len(res.Selections) > limit {
		return resultError("decision backend exceeded max_selections (%d > %d)", len(res.Selections), limit)
	}
	for _, e := range res.Evidence {
		if _, ok := offered[e.OptionID]; !ok {
			unknown = append(unknown, e.OptionID)
		}
	}
	if len(unknown) > 0 {
		return resultError("decision evidence names unknown option IDs: %s", sortedList(unknown))
	}
	return nil
}

// sortedList returns the distinct values of ids, sorted and comma-separated.
// Backends are untrusted: the list is capped so a huge answer cannot produce a
// huge error message.
func sortedList(ids []string) string {
	ids = slices.Clone(ids)
	slices.Sort(ids)
	ids = slices.Compact(ids)
	const show, width = 20, 100
	more := len(ids) > show
	if more {
		ids = ids[:show]
	}
	for i, id := range ids {
		if len(id) > width {
			ids[i] = strings.ToValidUTF8(id[:width], "") + "…"
		}
	}
	if more {
		ids = append(ids, "…")
	}
	return strings.Join(ids, ", ")
}
