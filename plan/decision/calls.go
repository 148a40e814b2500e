package decision

import (
	"context"
	"maps"
	"slices"
	"strings"

	"github.com/schemarouter/schemarouter/decide"
	"github.com/schemarouter/schemarouter/plan"
)

// FieldSelection lets the decision backend choose a call's answer fields among the
// endpoint's non-identifier fields (DECISIONS.md §3.6). Identifiers are never offered
// and always kept. It runs only when Policy enables field selection.
type FieldSelection struct {
	Backend decide.Backend
	Policy  decide.Policy
}

// SelectFields implements plan.FieldStage.
func (s FieldSelection) SelectFields(ctx context.Context, fc *plan.FieldChoice) error {
	if s.Backend == nil || !s.Policy.Runs(decide.SurfaceFieldSelection) {
		return nil
	}
	ep := fc.Endpoint
	var selectable []string
	var opts []decide.Option
	for i := range ep.OutputFields {
		f := &ep.OutputFields[i]
		if f.Identifier {
			continue
		}
		var parts []string
		if d := strings.TrimSpace(f.Description); d != "" {
			parts = append(parts, d)
		}
		if len(f.Aliases) > 0 {
			parts = append(parts, "aliases: "+strings.Join(f.Aliases, ", "))
		}
		if f.Unit != "" {
			parts = append(parts, "unit: "+f.Unit)
		}
		if len(f.Qualifiers) > 0 {
			var q []string
			for _, k := range slices.Sorted(maps.Keys(f.Qualifiers)) {
				q = append(q, k+"="+f.Qualifiers[k])
			}
			parts = append(parts, "qualifiers: "+strings.Join(q, ", "))
		}
		opts = append(opts, decide.Option{
			ID:          optionID("field", len(opts)),
			Label:       f.Name,
			Description: strings.Join(parts, "; "),
			Metadata:    map[string]any{"tool": fc.ToolKey, "endpoint": ep.Name},
		})
		selectable = append(selectable, f.Name)
	}
	if len(opts) == 0 {
		return nil
	}
	max := len(fc.Deterministic)
	if max == 0 {
		max = len(selectable)
	}
	route := fc.ToolKey + "." + ep.Name
	det := make([]any, len(fc.Deterministic))
	for i, f := range fc.Deterministic {
		det[i] = f
	}
	res, err := decide.Choose(ctx, s.Backend, decide.Request{
		Query:         fc.Request.Query,
		Options:       opts,
		MaxSelections: min(max, len(opts)),
		Context: map[string]any{"surface": string(decide.SurfaceFieldSelection), "tool": fc.ToolKey,
			"endpoint": ep.Name, "deterministic_fields": det},
	})
	if err != nil {
		if ctxDone(ctx) || s.Policy.OnError(decide.SurfaceFieldSelection, false) == decide.Fail {
			return planningError(err)
		}
		fc.Warn(route + ": field decision fallback: " + decide.ErrorType(err))
		return nil
	}
	if res.NoSelection() {
		if s.Policy.OnAbstain(decide.SurfaceFieldSelection, false) == decide.Fail {
			return &plan.PlanningError{Message: route + ": field decision backend abstained"}
		}
		fc.Warn(route + ": field decision backend abstained; used deterministic projection")
		return nil
	}
	chosen := []string{}
	for _, sel := range res.Selections {
		if i, ok := indexOf("field", sel.OptionID, len(selectable)); ok && !slices.Contains(chosen, selectable[i]) {
			chosen = append(chosen, selectable[i])
		}
	}
	fc.Selected = chosen
	return nil
}

// EvidenceSufficiency lets the decision backend veto a call whose evidence is locally
// sufficient (DECISIONS.md §3.7): it can only drop a call, never accept one the local
// check refused. It runs only when Policy enables evidence sufficiency.
type EvidenceSufficiency struct {
	Backend decide.Backend
	Policy  decide.Policy
}

// StrictLocalEvidence implements plan.StrictEvidenceStage: with the surface enabled
// and fallback=error, a locally insufficient call is a planning error.
func (s EvidenceSufficiency) StrictLocalEvidence() bool {
	return s.Backend != nil && s.Policy.Runs(decide.SurfaceEvidenceSufficiency) && s.Policy.FallbackMode() == decide.FallbackError
}

// JudgeEvidence implements plan.EvidenceStage.
func (s EvidenceSufficiency) JudgeEvidence(ctx context.Context, ec *plan.EvidenceChoice) (bool, error) {
	if s.Backend == nil || !s.Policy.Runs(decide.SurfaceEvidenceSufficiency) {
		return true, nil
	}
	route := ec.ToolKey + "." + ec.Endpoint.Name
	fields := make([]any, len(ec.Fields))
	for i, f := range ec.Fields {
		fields[i] = f
	}
	res, err := decide.Choose(ctx, s.Backend, decide.Request{
		Query: ec.Request.Query,
		Options: []decide.Option{
			{ID: "evidence:sufficient", Label: "sufficient", Description: "the declared local evidence is enough"},
			{ID: "evidence:insufficient", Label: "insufficient", Description: "treat the evidence as insufficient"},
		},
		MaxSelections: 1,
		Context: map[string]any{
			"surface": string(decide.SurfaceEvidenceSufficiency), "tool": ec.ToolKey, "endpoint": ec.Endpoint.Name,
			"selected_fields": fields, "requested": evidenceMap(ec.Required), "available": evidenceMap(ec.Available),
		},
	})
	if err != nil {
		if ctxDone(ctx) || s.Policy.OnError(decide.SurfaceEvidenceSufficiency, false) == decide.Fail {
			return false, planningError(err)
		}
		ec.Warn(route + ": evidence decision fallback: " + decide.ErrorType(err))
		return true, nil
	}
	if res.NoSelection() {
		if s.Policy.OnAbstain(decide.SurfaceEvidenceSufficiency, false) == decide.Fail {
			return false, &plan.PlanningError{Message: route + ": evidence decision backend abstained"}
		}
		ec.Warn(route + ": evidence decision backend abstained; used local evidence assessment")
		return true, nil
	}
	switch res.Selections[0].OptionID {
	case "evidence:sufficient":
		return true, nil
	case "evidence:insufficient":
		ec.Warn(route + ": evidence decision marked evidence insufficient")
		return false, nil
	}
	return false, &plan.PlanningError{Message: "unsupported evidence decision"}
}

func evidenceMap(e plan.Evidence) map[string]any {
	m := map[string]any{"provenance": e.Provenance, "license": e.License, "units": e.Units}
	if e.SourceType != "" {
		m["source_type"] = e.SourceType
	} else {
		m["source_type"] = nil
	}
	return m
}

var (
	_ plan.FieldStage          = FieldSelection{}
	_ plan.StrictEvidenceStage = EvidenceSufficiency{}
)
