package execute

import (
	"errors"
	"fmt"
	"slices"
	"strings"

	"github.com/schemarouter/schemarouter/catalog"
	"github.com/schemarouter/schemarouter/internal/jsonschema"
	"github.com/schemarouter/schemarouter/plan"
)

// resolved is a call re-derived from the current registry.
type resolved struct {
	call     *plan.Call
	route    string
	entry    *catalog.Entry
	tool     *catalog.ToolSpec
	ep       *catalog.EndpointSpec
	decision PolicyDecision
	fields   []*catalog.FieldSpec
}

// validateCall re-derives a call from the current contract, in the order of CORE.md
// §3.2: route, fingerprints, argument allowlist, required arguments, input schema,
// policy, output fields, evidence. It never trusts what the plan claims.
func (x *Executor) validateCall(snap *catalog.Snapshot, call *plan.Call) (*resolved, error) {
	route := catalog.RouteID(call.Tool, call.Endpoint)
	entry, ok := snap.Entry(call.Tool)
	if !ok {
		return nil, &PlanValidationError{Route: route, Reason: "unknown tool"}
	}
	tool := entry.Tool()
	epIndex := slices.IndexFunc(tool.Endpoints, func(e catalog.EndpointSpec) bool { return e.Name == call.Endpoint })
	if epIndex < 0 {
		return nil, &PlanValidationError{Route: route, Reason: "unknown endpoint"}
	}
	ep := &tool.Endpoints[epIndex]
	if call.ToolFingerprint == "" && (tool.Remote || len(tool.ExecutionMetadata) > 0 || len(ep.ExecutionMetadata) > 0) {
		return nil, &PlanValidationError{Route: route, Reason: "tool_fingerprint is required for remote tools and tools with execution metadata; replan"}
	}
	if call.ToolFingerprint != "" && call.ToolFingerprint != entry.Fingerprint() {
		return nil, fmt.Errorf("%s: tool contract changed since planning: %w", route, ErrSchemaDrift)
	}
	if call.SchemaFingerprint != entry.EndpointFingerprint(epIndex) {
		return nil, fmt.Errorf("%s: endpoint contract changed since planning: %w", route, ErrSchemaDrift)
	}
	var undeclared []string
	for k := range call.Arguments {
		if _, ok := ep.Parameter(k); !ok {
			undeclared = append(undeclared, k)
		}
	}
	if len(undeclared) > 0 {
		slices.Sort(undeclared)
		return nil, &PlanValidationError{Route: route, Reason: "undeclared arguments: " + strings.Join(undeclared, ", ")}
	}
	var missing []string
	for i := range ep.Parameters {
		if p := &ep.Parameters[i]; p.Required {
			if _, ok := call.Arguments[p.Name]; !ok {
				missing = append(missing, p.Name)
			}
		}
	}
	if len(missing) > 0 {
		return nil, &PlanValidationError{Route: route, Reason: "missing required arguments: " + strings.Join(missing, ", ")}
	}
	if err := x.contract(ep).input.Validate(toJSONValue(call.Arguments)); err != nil {
		return nil, schemaError(route, "arguments", err)
	}
	decision := x.opts.Policy.Evaluate(call.Tool, tool, ep)
	if decision.Effect == EffectDeny {
		return nil, &PolicyViolationError{Decision: decision}
	}
	fields, err := selectedFields(route, ep, call.Fields)
	if err != nil {
		return nil, err
	}
	if err := checkEvidence(route, tool, ep, call); err != nil {
		return nil, err
	}
	return &resolved{call: call, route: route, entry: entry, tool: tool, ep: ep, decision: decision, fields: fields}, nil
}

// selectedFields checks the projection: declared names, no duplicates, and non-empty
// when the endpoint declares output fields.
func selectedFields(route string, ep *catalog.EndpointSpec, names []string) ([]*catalog.FieldSpec, error) {
	if len(ep.OutputFields) > 0 && len(names) == 0 {
		return nil, &PlanValidationError{Route: route, Reason: "explicit output projection required"}
	}
	var undeclared []string
	out := make([]*catalog.FieldSpec, 0, len(names))
	seen := map[string]bool{}
	for _, n := range names {
		if seen[n] {
			return nil, &PlanValidationError{Route: route, Reason: "duplicate output field " + n}
		}
		seen[n] = true
		f, ok := ep.Field(n)
		if !ok {
			undeclared = append(undeclared, n)
			continue
		}
		out = append(out, f)
	}
	if len(undeclared) > 0 {
		return nil, &PlanValidationError{Route: route, Reason: "undeclared output fields: " + strings.Join(undeclared, ", ")}
	}
	return out, nil
}

// checkEvidence re-derives evidence from the current contract: the call may not claim
// more than is available, and every requirement it carries must be met.
func checkEvidence(route string, tool *catalog.ToolSpec, ep *catalog.EndpointSpec, call *plan.Call) error {
	a := plan.AssessEvidence(tool, ep, call.Fields, call.RequiredEvidence, nil)
	claim, have := call.Evidence, a.Available
	if (claim.Provenance && !have.Provenance) || (claim.License && !have.License) || (claim.Units && !have.Units) ||
		(claim.SourceType != "" && claim.SourceType != have.SourceType) {
		return &PlanValidationError{Route: route, Reason: "evidence claims more than the contract offers"}
	}
	if len(a.Missing) > 0 {
		return &PlanValidationError{Route: route, Reason: "required evidence not available: " + strings.Join(a.Missing, ", ")}
	}
	for _, name := range sortedKeys(call.FieldEvidence) {
		want := call.FieldEvidence[name]
		f, ok := ep.Field(name)
		if !ok || f.Identifier || !slices.Contains(call.Fields, name) {
			return &PlanValidationError{Route: route, Reason: "field_evidence names a field that is not a selected answer field: " + name}
		}
		if want.SourceType != "" && call.RequiredEvidence.SourceType != "" && want.SourceType != call.RequiredEvidence.SourceType {
			return &PlanValidationError{Route: route, Reason: "field_evidence source_type conflicts with the global requirement: " + name}
		}
		if m := plan.FieldEvidenceMissing(tool, f, want); len(m) > 0 {
			return &PlanValidationError{Route: route, Reason: fmt.Sprintf("field evidence not available for %s: %s", name, strings.Join(m, ", "))}
		}
	}
	return nil
}

func schemaError(route, subject string, err error) error {
	var se *jsonschema.Error
	if errors.As(err, &se) {
		return &SchemaValidationError{Route: route, Subject: subject, Path: se.Path, Message: se.Message}
	}
	return &SchemaValidationError{Route: route, Subject: subject, Message: err.Error()}
}

// toJSONValue gives a map the static type the validator expects.
func toJSONValue(m map[string]any) any {
	if m == nil {
		return map[string]any{}
	}
	return m
}
