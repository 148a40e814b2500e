package plan

import (
	"context"
	"fmt"
	"slices"

	"github.com/schemarouter/schemarouter/catalog"
)

// Analyzer turns a request into a query intent before planning (CORE.md §1.7; the
// model-backed analyzer of DECISIONS.md §4.6 is package plan/analyze). It reads the
// registry from src and returns the snapshot its intent was checked against: the planner
// plans on exactly that snapshot, so a sanitized intent never meets a different catalog.
// available, when not nil, says which routes the planner may use (ready bindings, no
// cooldown); an analyzer need not show a model the others. An error aborts planning
// (analyzers fail closed).
type Analyzer interface {
	Analyze(ctx context.Context, src Source, req *Request, available func(toolKey, endpoint string) bool) (*catalog.Snapshot, Intent, error)
}

// Intent is an analyzer's proposal. It replaces the request's concepts, preferred
// tools, arguments and evidence; the query, field evidence and planning bounds stay the
// caller's. PreferredEndpoints ("tool_key.endpoint") can only be set here.
type Intent struct {
	Concepts           []string
	PreferredTools     []string
	PreferredEndpoints []string
	Arguments          map[string]any
	Evidence           Evidence
}

// apply returns req with the intent's proposals.
func (in Intent) apply(req Request) Request {
	req.Concepts = in.Concepts
	req.PreferredTools = in.PreferredTools
	req.preferredEndpoints = in.PreferredEndpoints
	req.Arguments = in.Arguments
	req.Evidence = in.Evidence
	return req
}

// FieldStage may choose a compiled call's answer fields among the endpoint's
// non-identifier fields (DECISIONS.md §3.6). It runs for each compiled candidate before
// the evidence check. Identifiers are always kept; a stage can only choose declared
// fields. Returning an error aborts planning.
type FieldStage interface {
	SelectFields(ctx context.Context, fc *FieldChoice) error
}

// FieldChoice is what a field stage sees and decides.
type FieldChoice struct {
	Request  *Request
	ToolKey  string
	Tool     *catalog.ToolSpec     // shared, read-only
	Endpoint *catalog.EndpointSpec // shared, read-only
	// Deterministic are the answer fields the deterministic projection chose.
	Deterministic []string
	// Selected, when set by the stage, replaces Deterministic.
	Selected []string
	warnings []string
}

// Warn adds a plan warning.
func (fc *FieldChoice) Warn(msg string) { fc.warnings = append(fc.warnings, msg) }

// EvidenceStage may veto a call whose evidence is locally sufficient
// (DECISIONS.md §3.7). It is asked only when the request requires evidence. Returning
// false drops the candidate; an error aborts planning.
type EvidenceStage interface {
	JudgeEvidence(ctx context.Context, ec *EvidenceChoice) (sufficient bool, err error)
}

// StrictEvidenceStage is an EvidenceStage that turns a locally insufficient primary
// call into a planning error instead of a dropped call (DECISIONS.md §3.7: the surface
// is enabled with fallback=error); an insufficient fallback alternative is still only
// left out. The backend is never asked about such a call either way.
type StrictEvidenceStage interface {
	EvidenceStage
	StrictLocalEvidence() bool
}

// EvidenceChoice is what an evidence stage sees.
type EvidenceChoice struct {
	Request       *Request
	ToolKey       string
	Tool          *catalog.ToolSpec     // shared, read-only
	Endpoint      *catalog.EndpointSpec // shared, read-only
	Fields        []string
	Required      Evidence
	FieldEvidence map[string]Evidence
	Available     Evidence
	warnings      []string
}

// Warn adds a plan warning.
func (ec *EvidenceChoice) Warn(msg string) { ec.warnings = append(ec.warnings, msg) }

// selectFields runs the field stage on a compiled candidate's projection.
func (r *run) selectFields(rt *route, fields []string, reasons []FieldReason) ([]string, []FieldReason, error) {
	stage := r.planner.opts.FieldSelection
	var ids, answers []string
	for _, name := range fields {
		if f, _ := rt.ep.Field(name); f != nil && f.Identifier {
			ids = append(ids, name)
		} else {
			answers = append(answers, name)
		}
	}
	if stage == nil || len(answers) == 0 {
		return fields, reasons, nil
	}
	fc := &FieldChoice{Request: r.req, ToolKey: rt.toolKey, Tool: rt.tool, Endpoint: rt.ep, Deterministic: slices.Clone(answers)}
	err := stage.SelectFields(r.ctx, fc)
	r.compileWarnings = append(r.compileWarnings, fc.warnings...)
	if err != nil || fc.Selected == nil {
		return fields, reasons, err
	}
	seen := map[string]bool{}
	for _, name := range fc.Selected {
		f, ok := rt.ep.Field(name)
		if !ok || f.Identifier || seen[name] {
			return nil, nil, &PlanningError{Message: fmt.Sprintf("%s: field stage chose %q, which is not a selectable answer field", rt.id, name)}
		}
		seen[name] = true
	}
	if len(fc.Selected) == 0 {
		return fields, reasons, nil
	}
	fields = append(slices.Clone(ids), fc.Selected...)
	reasons = reasons[:0:0]
	for _, id := range ids {
		reasons = append(reasons, FieldReason{Field: id, Reason: ReasonIdentifier})
	}
	for _, name := range fc.Selected {
		reasons = append(reasons, FieldReason{Field: name, Reason: ReasonDecisionBackend})
	}
	return fields, reasons, nil
}

// localEvidenceError is the planning error for a locally insufficient call when the
// evidence stage is strict, else nil (the call is dropped with a warning).
func (r *run) localEvidenceError(msg string) error {
	if s, ok := r.planner.opts.EvidenceSufficiency.(StrictEvidenceStage); ok && s.StrictLocalEvidence() {
		return &PlanningError{Message: msg}
	}
	return nil
}

// judgeEvidence asks the evidence stage about a locally sufficient call.
func (r *run) judgeEvidence(rt *route, fields []string, a EvidenceAssessment) (bool, error) {
	stage := r.planner.opts.EvidenceSufficiency
	active := r.req.Evidence.Active()
	for _, e := range r.req.FieldEvidence {
		active = active || e.Active()
	}
	if stage == nil || !active {
		return true, nil
	}
	ec := &EvidenceChoice{Request: r.req, ToolKey: rt.toolKey, Tool: rt.tool, Endpoint: rt.ep, Fields: slices.Clone(fields),
		Required: r.req.Evidence, FieldEvidence: a.FieldEvidence, Available: a.Available}
	ok, err := stage.JudgeEvidence(r.ctx, ec)
	r.compileWarnings = append(r.compileWarnings, ec.warnings...)
	return ok, err
}
