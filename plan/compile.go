package plan

import (
	"strings"

	"github.com/schemarouter/schemarouter/catalog"
	"github.com/schemarouter/schemarouter/internal/text"
)

// compile turns a candidate into a call: argument binding, field projection, evidence.
// It returns nil when local evidence is insufficient (and records the warning).
// Argument warnings are emitted only for primary compiles.
func (r *run) compile(c *Candidate, primary bool) *Call {
	rt := c.route
	b := c.bind
	if b == nil {
		b = bindArguments(rt, r.q.arguments)
	}
	fields, reasons := project(c)
	avail, fieldEv, missing := r.evidence(rt, fields)
	prefix := rt.id + ": "
	if primary {
		if len(b.undeclared) > 0 {
			r.compileWarnings = append(r.compileWarnings, prefix+"ignored undeclared arguments: "+strings.Join(b.undeclared, ", "))
		}
		if len(b.ambiguous) > 0 {
			r.compileWarnings = append(r.compileWarnings, prefix+"ambiguous parameter aliases: "+strings.Join(b.ambiguous, ", "))
		}
	}
	if len(missing) > 0 {
		r.compileWarnings = append(r.compileWarnings, prefix+"local evidence insufficient: "+strings.Join(missing, ", "))
		return nil
	}
	args := make(map[string]any, len(b.args))
	for k, v := range b.args {
		args[k] = catalog.CloneJSON(v)
	}
	return &Call{
		Tool:                     rt.toolKey,
		Endpoint:                 rt.ep.Name,
		Arguments:                args,
		Fields:                   fields,
		Evidence:                 avail,
		RequiredEvidence:         r.req.Evidence,
		FieldEvidence:            fieldEv,
		SchemaFingerprint:        rt.epFingerprint,
		ToolFingerprint:          rt.entry.Fingerprint(),
		MissingRequiredArguments: append([]string{}, b.missing...),
		Score:                    c.Score,
		Explanation: &Explanation{
			CandidateSelection: c.Selection,
			ScoreComponents:    append([]ScoreComponent{}, c.Components...),
			FieldSelection:     reasons,
			IgnoredArguments:   append([]string{}, b.ignored...),
		},
	}
}

// project is the deterministic field-first projection (CORE.md §2.5): identifiers, then
// matched fields; when that leaves no answer field, every declared field.
func project(c *Candidate) ([]string, []FieldReason) {
	ep := c.route.ep
	fields := []string{}
	reasons := []FieldReason{}
	if len(ep.OutputFields) == 0 {
		return fields, reasons
	}
	taken := map[string]bool{}
	for i := range ep.OutputFields {
		if f := &ep.OutputFields[i]; f.Identifier {
			fields = append(fields, f.Name)
			reasons = append(reasons, FieldReason{Field: f.Name, Reason: ReasonIdentifier})
			taken[f.Name] = true
		}
	}
	answers := 0
	for _, m := range c.matched {
		name := c.route.fields[m.field].spec.Name
		if taken[name] {
			continue
		}
		taken[name] = true
		fields = append(fields, name)
		reasons = append(reasons, FieldReason{Field: name, Reason: m.reason})
		answers++
	}
	if answers > 0 {
		return fields, reasons
	}
	fields, reasons = fields[:0], reasons[:0]
	for i := range ep.OutputFields {
		f := &ep.OutputFields[i]
		reason := ReasonRecallFallback
		if f.Identifier {
			reason = ReasonIdentifier
		}
		fields = append(fields, f.Name)
		reasons = append(reasons, FieldReason{Field: f.Name, Reason: reason})
	}
	return fields, reasons
}

// answerFields are the selected non-identifier fields.
func answerFields(rt *route, fields []string) []*fieldInfo {
	var out []*fieldInfo
	for _, name := range fields {
		if f := rt.field(name); f != nil && !f.spec.Identifier {
			out = append(out, f)
		}
	}
	return out
}

// availableEvidence is what a route offers for its selected answer fields (CORE.md §2.10).
func availableEvidence(tool *catalog.ToolSpec, answers []*fieldInfo) Evidence {
	all := func(has func(*catalog.FieldSpec) bool) bool {
		if len(answers) == 0 {
			return false
		}
		for _, f := range answers {
			if !has(f.spec) {
				return false
			}
		}
		return true
	}
	ev := Evidence{
		Provenance: tool.SourceType != "" || all(func(f *catalog.FieldSpec) bool { return f.SourceType != "" }),
		License:    tool.License != "" || all(func(f *catalog.FieldSpec) bool { return f.License != "" }),
		Units:      all(func(f *catalog.FieldSpec) bool { return f.Unit != "" }),
		SourceType: tool.SourceType,
	}
	if ev.SourceType == "" && len(answers) > 0 {
		common := answers[0].spec.SourceType
		if all(func(f *catalog.FieldSpec) bool { return f.SourceType == common }) {
			ev.SourceType = common
		}
	}
	return ev
}

// evidence computes what the route offers, maps per-field requirements onto selected
// fields, and names what is missing ("units", "band_gap.units", "source_type=X").
func (r *run) evidence(rt *route, fields []string) (Evidence, map[string]Evidence, []string) {
	answers := answerFields(rt, fields)
	avail := availableEvidence(rt.tool, answers)
	var missing []string
	need := r.req.Evidence
	if need.Provenance && !avail.Provenance {
		missing = append(missing, "provenance")
	}
	if need.License && !avail.License {
		missing = append(missing, "license")
	}
	if need.Units && !avail.Units {
		missing = append(missing, "units")
	}
	if st := need.SourceType; st != "" && rt.tool.SourceType != st {
		ok := len(answers) > 0
		for _, f := range answers {
			ok = ok && f.spec.SourceType == st
		}
		if !ok {
			missing = append(missing, "source_type="+st)
		}
	}
	fieldEv := map[string]Evidence{}
	for _, key := range sortedKeys(r.req.FieldEvidence) {
		want := r.req.FieldEvidence[key]
		norm := text.Norm(key)
		for _, f := range answers {
			if f.sem != norm {
				continue
			}
			fieldEv[f.spec.Name] = want
			if want.Provenance && rt.tool.SourceType == "" && f.spec.SourceType == "" {
				missing = append(missing, key+".provenance")
			}
			if want.License && rt.tool.License == "" && f.spec.License == "" {
				missing = append(missing, key+".license")
			}
			if want.Units && f.spec.Unit == "" {
				missing = append(missing, key+".units")
			}
			if want.SourceType != "" && rt.tool.SourceType != want.SourceType && f.spec.SourceType != want.SourceType {
				missing = append(missing, key+".source_type="+want.SourceType)
			}
		}
	}
	return avail, fieldEv, missing
}
