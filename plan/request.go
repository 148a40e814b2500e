package plan

import (
	"encoding/json"
	"fmt"
	"maps"
	"slices"
	"strings"
	"unicode"

	"github.com/schemarouter/schemarouter/catalog"
	"github.com/schemarouter/schemarouter/internal/text"
)

// Evidence is a set of evidence requirements (what a caller requires) or availabilities
// (what a route offers).
type Evidence struct {
	Provenance bool `json:"provenance"`
	License    bool `json:"license"`
	Units      bool `json:"units"`
	// SourceType is a required or available provenance class; "" means none.
	SourceType string `json:"source_type,omitempty"`
}

// MarshalJSON writes "source_type": null when no source type is set, as the reference does.
func (e Evidence) MarshalJSON() ([]byte, error) {
	var st *string
	if e.SourceType != "" {
		st = &e.SourceType
	}
	return json.Marshal(struct {
		Provenance bool    `json:"provenance"`
		License    bool    `json:"license"`
		Units      bool    `json:"units"`
		SourceType *string `json:"source_type"`
	}{e.Provenance, e.License, e.Units, st})
}

// Active reports whether anything is required.
func (e Evidence) Active() bool { return e.Provenance || e.License || e.Units || e.SourceType != "" }

// RetrievalMode chooses how multi-call plans spend their calls.
type RetrievalMode string

// Retrieval modes (AGGREGATION.md §3).
const (
	// ModeCoverage adds calls only while they cover still-uncovered semantic fields.
	ModeCoverage RetrievalMode = "coverage"
	// ModeCorroborate keeps choosing independent providers of the requested fields, up to MaxCalls.
	ModeCorroborate RetrievalMode = "corroborate"
)

// FallbackScope chooses which precompiled fallback routes a plan carries.
type FallbackScope string

// Fallback scopes (CORE.md §2.11).
const (
	FallbackDisabled      FallbackScope = "disabled"
	FallbackSameProvider  FallbackScope = "same_provider"
	FallbackCrossProvider FallbackScope = "cross_provider"
)

// Request limits.
const (
	MaxCallsLimit     = 32
	MaxFallbacksLimit = 8
	// DefaultMaxFallbacks applies when Request.MaxFallbacks is nil.
	DefaultMaxFallbacks = 2
)

// Request is a planning request (CORE.md §1.7). Zero values mean the defaults:
// one call, coverage mode, fallbacks disabled.
type Request struct {
	// Query is the natural-language request.
	Query string `json:"query"`
	// Concepts are explicit concept terms, matched like query tokens but as whole phrases.
	Concepts []string `json:"concepts,omitempty"`
	// PreferredTools are tool keys or bare tool names to boost.
	PreferredTools []string `json:"preferred_tools,omitempty"`
	// Arguments are caller-supplied values; the planner binds only declared parameters
	// and never invents values.
	Arguments map[string]any `json:"arguments,omitempty"`
	// Evidence is required of the whole selected answer surface of every call.
	Evidence Evidence `json:"evidence"`
	// FieldEvidence is required per semantic field (keyed by semantic ID), in addition to Evidence.
	FieldEvidence map[string]Evidence `json:"field_evidence,omitempty"`
	// MaxCalls bounds the primary calls, 1..32; 0 means 1.
	MaxCalls int `json:"max_calls,omitempty"`
	// RetrievalMode is ModeCoverage ("" means coverage) or ModeCorroborate.
	RetrievalMode RetrievalMode `json:"retrieval_mode,omitempty"`
	// FallbackScope is FallbackDisabled ("" means disabled), same or cross provider.
	FallbackScope FallbackScope `json:"fallback_scope,omitempty"`
	// MaxFallbacks bounds alternatives per primary call, 0..8; nil means 2.
	MaxFallbacks *int `json:"max_fallbacks,omitempty"`

	// preferredEndpoints are "tool_key.endpoint" routes an Analyzer proposed; callers
	// cannot set them (CORE.md §1.7).
	preferredEndpoints []string
}

// EffectiveMaxCalls is MaxCalls, or 1 when it is 0.
func (r *Request) EffectiveMaxCalls() int {
	if r.MaxCalls == 0 {
		return 1
	}
	return r.MaxCalls
}

// EffectiveMode is RetrievalMode, or ModeCoverage when it is not set.
func (r *Request) EffectiveMode() RetrievalMode {
	if r.RetrievalMode == "" {
		return ModeCoverage
	}
	return r.RetrievalMode
}

// EffectiveFallbackScope is FallbackScope, or FallbackDisabled when it is not set.
func (r *Request) EffectiveFallbackScope() FallbackScope {
	if r.FallbackScope == "" {
		return FallbackDisabled
	}
	return r.FallbackScope
}

// EffectiveMaxFallbacks is MaxFallbacks, or DefaultMaxFallbacks when it is nil.
func (r *Request) EffectiveMaxFallbacks() int {
	if r.MaxFallbacks == nil {
		return DefaultMaxFallbacks
	}
	return *r.MaxFallbacks
}

// Validate checks the request on its own (CORE.md §1.7). Whether field_evidence keys
// name registered fields is checked at plan time.
func (r *Request) Validate() error {
	if strings.TrimSpace(r.Query) == "" && len(r.Concepts) == 0 {
		return &RequestError{Path: "query", Message: "is required"}
	}
	if r.MaxCalls < 0 || r.MaxCalls > MaxCallsLimit {
		return &RequestError{Path: "max_calls", Message: fmt.Sprintf("must be between 1 and %d, got %d", MaxCallsLimit, r.MaxCalls)}
	}
	if n := r.EffectiveMaxFallbacks(); n < 0 || n > MaxFallbacksLimit {
		return &RequestError{Path: "max_fallbacks", Message: fmt.Sprintf("must be between 0 and %d, got %d", MaxFallbacksLimit, n)}
	}
	switch r.EffectiveMode() {
	case ModeCoverage, ModeCorroborate:
	default:
		return &RequestError{Path: "retrieval_mode", Message: fmt.Sprintf("unknown mode %q (want coverage or corroborate)", r.RetrievalMode)}
	}
	switch r.EffectiveFallbackScope() {
	case FallbackDisabled, FallbackSameProvider, FallbackCrossProvider:
	default:
		return &RequestError{Path: "fallback_scope", Message: fmt.Sprintf("unknown scope %q (want disabled, same_provider or cross_provider)", r.FallbackScope)}
	}
	if strings.TrimSpace(r.Evidence.SourceType) != r.Evidence.SourceType || (r.Evidence.SourceType != "" && strings.TrimSpace(r.Evidence.SourceType) == "") {
		return &RequestError{Path: "evidence.source_type", Message: "must be non-blank without surrounding whitespace"}
	}
	normalized := make(map[string]string, len(r.FieldEvidence))
	for _, key := range sortedKeys(r.FieldEvidence) {
		path := fmt.Sprintf("field_evidence[%q]", key)
		if key == "" || strings.TrimSpace(key) != key || !strings.ContainsFunc(key, isAlnum) {
			return &RequestError{Path: path, Message: "keys must be non-blank, trimmed and contain a letter or digit"}
		}
		n := text.Norm(key)
		if prev, dup := normalized[n]; dup {
			return &RequestError{Path: path, Message: fmt.Sprintf("ambiguous normalized semantic IDs: %q and %q", prev, key)}
		}
		normalized[n] = key
		ev := r.FieldEvidence[key]
		if ev.SourceType != "" && r.Evidence.SourceType != "" && ev.SourceType != r.Evidence.SourceType {
			return &RequestError{Path: path + ".source_type", Message: fmt.Sprintf("source_type conflicts with global evidence (%q vs %q)", ev.SourceType, r.Evidence.SourceType)}
		}
	}
	return nil
}

func isAlnum(r rune) bool { return unicode.IsLetter(r) || unicode.IsDigit(r) }

// DecodeRequest decodes and validates a JSON or YAML planning request with the snake_case
// keys of CORE.md §1.7. Unknown keys and wrong types are errors naming their path.
func DecodeRequest(data []byte) (Request, error) {
	tree, err := catalog.ParseDocument(data, "request.json")
	if err != nil {
		return Request{}, &RequestError{Message: err.Error()}
	}
	if _, ok := tree.(map[string]any); !ok {
		return Request{}, &RequestError{Message: "a request must be a JSON object"}
	}
	var r Request
	if err := catalog.DecodeStrict(tree, &r); err != nil {
		return Request{}, &RequestError{Message: err.Error()}
	}
	if err := r.Validate(); err != nil {
		return Request{}, err
	}
	return r, nil
}

func sortedKeys[V any](m map[string]V) []string { return slices.Sorted(maps.Keys(m)) }
