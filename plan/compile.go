package plan

import (
	"strings"

	"github.com/schemarouter/schemarouter/catalog"
)

// compile turns a candidate into a call: argument binding, field projection (with the
// optional field stage), evidence (with the optional evidence stage). It returns nil
// when evidence is insufficient (and records the warning); an error only from a stage.
// Argument warnings are emitted only for primary compiles.
func (r *run) compile(c *Candidate, primary bool) (*Call, error) {
	rt := c.route
	b := c.bind
	if b == nil {
		b = bindArguments(rt, r.q.arguments)
	}
	fields, reasons := project(c)
	fields, reasons, err := r.selectFields(rt, fields, reasons)
	if err != nil {
		return nil, err
	}
	a := AssessEvidence(rt.tool, rt.ep, fields, r.req.Evidence, r.req.FieldEvidence)
	avail, fieldEv, missing := a.Available, a.FieldEvidence, a.Missing
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
		msg := prefix + "local evidence insufficient: " + strings.Join(missing, ", ")
		if primary {
			if err := r.localEvidenceError(msg); err != nil {
				return nil, err
			}
		}
		r.compileWarnings = append(r.compileWarnings, msg)
		return nil, nil
	}
	if ok, err := r.judgeEvidence(rt, fields, a); err != nil || !ok {
		return nil, err
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
	}, nil
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
