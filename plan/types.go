package plan

import "fmt"

// ScoreComponent is one term of a route's deterministic score.
type ScoreComponent struct {
	Kind    string  `json:"kind"`
	Value   float64 `json:"value"`
	Matched string  `json:"matched,omitempty"`
}

// Score component kinds (CORE.md §2.3).
const (
	ComponentPreferredTool      = "preferred_tool"
	ComponentPreferredEndpoint  = "preferred_endpoint"
	ComponentToolToken          = "tool_token"
	ComponentFieldExact         = "field_exact"
	ComponentFieldLexical       = "field_lexical"
	ComponentFieldSubstring     = "field_substring"
	ComponentFieldQualifier     = "field_qualifier"
	ComponentArgumentMatch      = "argument_match"
	ComponentArgumentAliasMatch = "argument_alias_match"
	// ComponentOperationMatch and ComponentOperationFamily: the endpoint offers the
	// operation the request asks for, exactly or within its family (docs/ROUTING.md).
	ComponentOperationMatch  = "operation_match"
	ComponentOperationFamily = "operation_family"
	// ComponentOperationAlias: the request says one of the endpoint's operation aliases
	// in full.
	ComponentOperationAlias = "operation_alias"
	// ComponentSetAsideTool: the tool a clause the request sets aside names, which what
	// remains asks of without naming it ("not the forecast — what's it like in Denver
	// right now").
	ComponentSetAsideTool = "set_aside_tool"
)

// Field selection reasons.
const (
	ReasonIdentifier      = "identifier"
	ReasonFieldExact      = "field_exact"
	ReasonFieldLexical    = "field_lexical"
	ReasonFieldSubstring  = "field_substring"
	ReasonRecallFallback  = "recall_fallback"
	ReasonDecisionBackend = "decision_backend"
)

// Candidate selection sources.
const (
	SelectionDeterministic          = "deterministic"
	SelectionSemanticRecall         = "semantic_recall"
	SelectionEndpointDisambiguation = "endpoint_disambiguation"
	SelectionDecisionBackend        = "decision_backend"
	SelectionDecisionRecall         = "decision_recall"
)

// FieldReason says why a field was projected.
type FieldReason struct {
	Field  string `json:"field"`
	Reason string `json:"reason"`
}

// Explanation records the structured routing facts behind one call.
type Explanation struct {
	CandidateSelection string           `json:"candidate_selection"`
	ScoreComponents    []ScoreComponent `json:"score_components"`
	FieldSelection     []FieldReason    `json:"field_selection"`
	IgnoredArguments   []string         `json:"ignored_arguments"`
	// Corroborates names, in corroborate mode, the earlier calls whose fields this call
	// independently corroborates (AGGREGATION.md §3).
	Corroborates []Corroboration `json:"corroborates,omitempty"`
}

// Corroboration says that a call supplies the same semantic fields as an earlier call
// from an independent provider.
type Corroboration struct {
	Call   string   `json:"call"`
	Fields []string `json:"fields"`
}

// Call is one planned invocation (ToolCall in the reference).
type Call struct {
	Tool     string `json:"tool"`
	Endpoint string `json:"endpoint"`
	// Arguments holds only declared parameter names, after alias binding.
	Arguments map[string]any `json:"arguments"`
	// Fields are the output fields to project: identifiers first, then matched fields.
	Fields []string `json:"fields"`
	// Evidence is what the route makes available for the selected fields.
	Evidence Evidence `json:"evidence"`
	// RequiredEvidence is the caller's global requirement.
	RequiredEvidence Evidence `json:"required_evidence"`
	// FieldEvidence maps selected local field names to the caller's per-field requirement.
	FieldEvidence            map[string]Evidence `json:"field_evidence"`
	SchemaFingerprint        string              `json:"schema_fingerprint"`
	ToolFingerprint          string              `json:"tool_fingerprint,omitempty"`
	MissingRequiredArguments []string            `json:"missing_required_arguments"`
	Score                    float64             `json:"score"`
	Explanation              *Explanation        `json:"explanation,omitempty"`
}

// RouteID is "tool.endpoint".
func (c *Call) RouteID() string { return c.Tool + "." + c.Endpoint }

// Executable reports whether every required argument is bound.
func (c *Call) Executable() bool { return len(c.MissingRequiredArguments) == 0 }

// FallbackRoute lists precompiled read-only alternatives for one primary call.
type FallbackRoute struct {
	PrimaryCallIndex int    `json:"primary_call_index"`
	Alternatives     []Call `json:"alternatives"`
}

// SemanticFieldRequirement is one semantic field a request needs, with the qualifiers
// ("key=value") visible in the query.
type SemanticFieldRequirement struct {
	SemanticID string   `json:"semantic_id"`
	Qualifiers []string `json:"qualifiers"`
}

// String renders the requirement as in warnings: "semantic[key=value, ...]".
func (r SemanticFieldRequirement) String() string {
	if len(r.Qualifiers) == 0 {
		return r.SemanticID
	}
	s := r.SemanticID + "["
	for i, q := range r.Qualifiers {
		if i > 0 {
			s += ", "
		}
		s += q
	}
	return s + "]"
}

// Coverage reports which required semantic fields the plan's calls cover.
type Coverage struct {
	Required  []SemanticFieldRequirement `json:"required"`
	Covered   []SemanticFieldRequirement `json:"covered"`
	Uncovered []SemanticFieldRequirement `json:"uncovered"`
	Complete  bool                       `json:"complete"`
}

// Plan is a typed execution plan (ExecutionPlan in the reference). Nothing in it is
// authority: an executor re-derives everything from the current registry.
type Plan struct {
	Query           string          `json:"query"`
	RegistryVersion int64           `json:"registry_version"`
	Calls           []Call          `json:"calls"`
	FallbackRoutes  []FallbackRoute `json:"fallback_routes"`
	Warnings        []string        `json:"warnings"`
	Coverage        *Coverage       `json:"coverage"`
}

// Executable reports whether the plan has calls and every call is executable.
func (p *Plan) Executable() bool {
	if len(p.Calls) == 0 {
		return false
	}
	for i := range p.Calls {
		if !p.Calls[i].Executable() {
			return false
		}
	}
	return true
}

// FallbackRoute returns the fallback route of the i-th call, if any.
func (p *Plan) FallbackRoute(i int) (*FallbackRoute, bool) {
	for j := range p.FallbackRoutes {
		if p.FallbackRoutes[j].PrimaryCallIndex == i {
			return &p.FallbackRoutes[j], true
		}
	}
	return nil, false
}

// Validate checks the plan's structure: every fallback route names an existing call,
// at most once.
func (p *Plan) Validate() error {
	seen := map[int]bool{}
	for i, r := range p.FallbackRoutes {
		if r.PrimaryCallIndex < 0 || r.PrimaryCallIndex >= len(p.Calls) {
			return fmt.Errorf("fallback_routes[%d].primary_call_index: %d is not a call index", i, r.PrimaryCallIndex)
		}
		if seen[r.PrimaryCallIndex] {
			return fmt.Errorf("fallback_routes[%d].primary_call_index: a second route for call %d", i, r.PrimaryCallIndex)
		}
		seen[r.PrimaryCallIndex] = true
	}
	return nil
}

// PlanningError is returned when a request cannot be planned at all.
type PlanningError struct{ Message string }

func (e *PlanningError) Error() string { return "planning: " + e.Message }

// RequestError names the invalid part of a planning request.
type RequestError struct {
	Path    string
	Message string
}

func (e *RequestError) Error() string {
	if e.Path == "" {
		return "invalid plan request: " + e.Message
	}
	return "invalid plan request: " + e.Path + ": " + e.Message
}
