package decide

// Abstention says what an explicit abstention means in the final candidate
// decision (DECISIONS.md §2, §3.5).
type Abstention string

// Abstention modes. The zero value means AbstainInherit.
const (
	// AbstainInherit follows Policy.Fallback.
	AbstainInherit       Abstention = "inherit"
	AbstainDeterministic Abstention = "deterministic"
	AbstainNoRoute       Abstention = "no_route"
	AbstainError         Abstention = "error"
)

// Fallback says what a provider failure or invalid output means, and what an
// abstention means in the field and evidence decisions (§2).
type Fallback string

// Fallback modes. The zero value means FallbackDeterministic.
const (
	FallbackDeterministic Fallback = "deterministic"
	FallbackError         Fallback = "error"
)

// Policy is the reference's DecisionPolicy (§2): opt-in switches for the
// surfaces that consult the planner's decision backend. The zero value disables
// every surface. It has no confidence thresholds; those belong to backends.
//
// Policy does not govern the pre-selection surfaces (semantic recall, capability
// fit, operation fit, endpoint disambiguation, graph semantic seed): they run
// whenever a backend is configured for them and always fail open on error.
type Policy struct {
	// Enabled is the master switch for the final candidate decision, field
	// selection and evidence sufficiency.
	Enabled bool `json:"enabled"`
	// ToolSelection and EndpointSelection both enable the final bounded
	// candidate decision; there is no separate tool-level surface.
	ToolSelection     bool `json:"tool_selection"`
	EndpointSelection bool `json:"endpoint_selection"`
	// FieldSelection lets the backend choose among non-identifier output fields.
	FieldSelection bool `json:"field_selection"`
	// EvidenceSufficiency lets the backend veto a locally sufficient evidence check.
	EvidenceSufficiency bool `json:"evidence_sufficiency"`
	// RecallOnEmpty exposes the whole available catalog (score 0) to the final
	// decision when lexical recall is empty and no semantic recall backend exists.
	RecallOnEmpty bool `json:"recall_on_empty"`
	// CandidateAbstention: "" or "inherit", "deterministic", "no_route", "error".
	CandidateAbstention Abstention `json:"candidate_abstention"`
	// Fallback: "" or "deterministic", "error".
	Fallback Fallback `json:"fallback"`
}

// Validate rejects unknown enum values, naming the field.
func (p Policy) Validate() error {
	switch p.CandidateAbstention {
	case "", AbstainInherit, AbstainDeterministic, AbstainNoRoute, AbstainError:
	default:
		return configError("candidate_abstention must be one of inherit, deterministic, no_route, error; got %q", p.CandidateAbstention)
	}
	switch p.Fallback {
	case "", FallbackDeterministic, FallbackError:
	default:
		return configError("fallback must be one of deterministic, error; got %q", p.Fallback)
	}
	return nil
}

// DecodePolicy decodes a policy strictly from a JSON object: keys must match
// exactly, unknown keys and null values are errors, as in the reference, and the
// result is validated.
func DecodePolicy(data []byte) (Policy, error) {
	obj, err := strictObject(ErrInvalidConfig, data, "decision policy", policyFields...)
	if err != nil {
		return Policy{}, err
	}
	var p Policy
	dst := []any{&p.Enabled, &p.ToolSelection, &p.EndpointSelection, &p.FieldSelection,
		&p.EvidenceSufficiency, &p.RecallOnEmpty, &p.CandidateAbstention, &p.Fallback}
	for i, name := range policyFields {
		if err := field(ErrInvalidConfig, obj, name, false, dst[i]); err != nil {
			return Policy{}, err
		}
	}
	return p, p.Validate()
}

var policyFields = []string{"enabled", "tool_selection", "endpoint_selection", "field_selection",
	"evidence_sufficiency", "recall_on_empty", "candidate_abstention", "fallback"}

// FallbackMode is Fallback with the zero value resolved.
func (p Policy) FallbackMode() Fallback {
	if p.Fallback == "" {
		return FallbackDeterministic
	}
	return p.Fallback
}

// CandidateSelectionEnabled is enabled && (tool_selection || endpoint_selection).
func (p Policy) CandidateSelectionEnabled() bool {
	return p.Enabled && (p.ToolSelection || p.EndpointSelection)
}

// CandidateRecallOnEmptyEnabled is CandidateSelectionEnabled() && recall_on_empty.
func (p Policy) CandidateRecallOnEmptyEnabled() bool {
	return p.CandidateSelectionEnabled() && p.RecallOnEmpty
}

// CandidateAbstentionMode resolves "inherit" to the fallback mode; the result is
// AbstainDeterministic, AbstainNoRoute or AbstainError.
func (p Policy) CandidateAbstentionMode() Abstention {
	switch p.CandidateAbstention {
	case "", AbstainInherit:
		if p.FallbackMode() == FallbackError {
			return AbstainError
		}
		return AbstainDeterministic
	}
	return p.CandidateAbstention
}

// FieldSelectionEnabled is enabled && field_selection.
func (p Policy) FieldSelectionEnabled() bool { return p.Enabled && p.FieldSelection }

// EvidenceSufficiencyEnabled is enabled && evidence_sufficiency.
func (p Policy) EvidenceSufficiencyEnabled() bool { return p.Enabled && p.EvidenceSufficiency }

// ReservedSurfacesEnabled is the reference's legacy indicator; always false.
func (p Policy) ReservedSurfacesEnabled() bool { return false }

// Surface names a decision point of the planner. The values are the
// Context["surface"] strings of §3, except SurfaceFinalDecision: the final
// candidate decision sends an empty context.
type Surface string

// Decision surfaces, in pipeline order.
const (
	SurfaceGraphSemanticSeed      Surface = "graph_semantic_seed"
	SurfaceSemanticRecall         Surface = "semantic_candidate_recall"
	SurfaceCapabilityFit          Surface = "capability_fit"
	SurfaceOperationFit           Surface = "operation_capability_fit"
	SurfaceEndpointDisambiguation Surface = "endpoint_disambiguation"
	SurfaceFinalDecision          Surface = "final_decision"
	SurfaceFieldSelection         Surface = "field_selection"
	SurfaceEvidenceSufficiency    Surface = "evidence_sufficiency"
)

// Governed reports whether p governs s (the final decision, field selection and
// evidence sufficiency); the other surfaces ignore the policy.
func (s Surface) Governed() bool {
	switch s {
	case SurfaceFinalDecision, SurfaceFieldSelection, SurfaceEvidenceSufficiency:
		return true
	}
	return false
}

// Runs reports whether a stage at s consults its backend, given that one is
// configured: the policy switch for governed surfaces, always for the others.
// Stage-specific skips (no candidates, max_calls > 1, ...) are the planner's.
func (p Policy) Runs(s Surface) bool {
	switch s {
	case SurfaceFinalDecision:
		return p.CandidateSelectionEnabled()
	case SurfaceFieldSelection:
		return p.FieldSelectionEnabled()
	case SurfaceEvidenceSufficiency:
		return p.EvidenceSufficiencyEnabled()
	}
	return true
}

// Outcome is what a stage does when its backend does not make a usable selection
// (the outcome matrix of §2.1). The stage adds the warning of §3 for Keep and
// NoRoute.
type Outcome int

// Outcomes.
const (
	// Keep fails open: keep what the deterministic planner had (candidates and
	// their order, the deterministic projection, the local evidence assessment;
	// for the graph semantic seed, escalate to the normal pipeline).
	Keep Outcome = iota + 1
	// NoRoute drops every candidate: the plan has no call.
	NoRoute
	// Fail aborts planning: a provider error propagates unchanged; an abstention
	// becomes a PlanningError ("decision backend abstained", "<p>: field
	// decision backend abstained", ...).
	Fail
)

func (o Outcome) String() string {
	switch o {
	case Keep:
		return "keep"
	case NoRoute:
		return "no_route"
	case Fail:
		return "fail"
	}
	return "invalid"
}

// OnError is the outcome when the backend at s fails: a provider error, a panic,
// or an answer Choose rejected. recallExpanded matters only for
// SurfaceFinalDecision: every candidate has score ≤ 0 and none came from
// semantic recall (the recall_on_empty catalog expansion happened). An unknown
// surface fails closed.
func (p Policy) OnError(s Surface, recallExpanded bool) Outcome {
	switch s {
	case SurfaceGraphSemanticSeed, SurfaceSemanticRecall, SurfaceCapabilityFit,
		SurfaceOperationFit, SurfaceEndpointDisambiguation:
		return Keep
	case SurfaceFinalDecision:
		switch {
		case p.FallbackMode() == FallbackError:
			return Fail
		case recallExpanded:
			return NoRoute
		}
		return Keep
	case SurfaceFieldSelection, SurfaceEvidenceSufficiency:
		if p.FallbackMode() == FallbackError {
			return Fail
		}
		return Keep
	}
	return Fail
}

// OnAbstain is the outcome when the backend at s abstains or selects nothing
// (Result.NoSelection). recallExpanded is as for OnError. An unknown surface
// fails closed.
func (p Policy) OnAbstain(s Surface, recallExpanded bool) Outcome {
	switch s {
	case SurfaceGraphSemanticSeed, SurfaceSemanticRecall, SurfaceEndpointDisambiguation:
		return Keep
	case SurfaceCapabilityFit, SurfaceOperationFit:
		return NoRoute
	case SurfaceFinalDecision:
		switch p.CandidateAbstentionMode() {
		case AbstainNoRoute:
			return NoRoute
		case AbstainError:
			return Fail
		}
		if recallExpanded {
			return NoRoute
		}
		return Keep
	case SurfaceFieldSelection, SurfaceEvidenceSufficiency:
		if p.FallbackMode() == FallbackError {
			return Fail
		}
		return Keep
	}
	return Fail
}
