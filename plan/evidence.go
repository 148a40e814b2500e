package plan

import (
	"github.com/schemarouter/schemarouter/catalog"
	"github.com/schemarouter/schemarouter/internal/text"
)

// EvidenceAssessment is what a route offers for a set of selected fields, measured
// against a caller's requirements (CORE.md §2.10). The planner uses it to compile calls
// and the executor to re-check them against the current contract.
type EvidenceAssessment struct {
	// Available is the evidence the route offers for the selected answer fields.
	Available Evidence
	// FieldEvidence maps selected local field names to the per-field requirement that
	// applies to them.
	FieldEvidence map[string]Evidence
	// Missing names what is required but not available: "provenance", "license",
	// "units", "source_type=X", "band_gap.units", ...
	Missing []string
}

// AssessEvidence computes the evidence of an endpoint's selected fields. Answer fields
// are the selected non-identifier fields. fieldNeed is keyed by semantic ID and matched
// to answer fields by normalized semantic ID (or name).
func AssessEvidence(tool *catalog.ToolSpec, ep *catalog.EndpointSpec, fields []string, need Evidence, fieldNeed map[string]Evidence) EvidenceAssessment {
	var answers []*catalog.FieldSpec
	for _, name := range fields {
		if f, ok := ep.Field(name); ok && !f.Identifier {
			answers = append(answers, f)
		}
	}
	out := EvidenceAssessment{Available: availableEvidence(tool, answers), FieldEvidence: map[string]Evidence{}}
	if need.Provenance && !out.Available.Provenance {
		out.Missing = append(out.Missing, "provenance")
	}
	if need.License && !out.Available.License {
		out.Missing = append(out.Missing, "license")
	}
	if need.Units && !out.Available.Units {
		out.Missing = append(out.Missing, "units")
	}
	if st := need.SourceType; st != "" && tool.SourceType != st && !allAnswers(answers, func(f *catalog.FieldSpec) bool { return f.SourceType == st }) {
		out.Missing = append(out.Missing, "source_type="+st)
	}
	for _, key := range sortedKeys(fieldNeed) {
		want := fieldNeed[key]
		norm := text.Norm(key)
		for _, f := range answers {
			if text.Norm(semanticLabel(f)) != norm {
				continue
			}
			out.FieldEvidence[f.Name] = want
			for _, m := range FieldEvidenceMissing(tool, f, want) {
				out.Missing = append(out.Missing, key+"."+m)
			}
		}
	}
	return out
}

// FieldEvidenceMissing names what one field lacks of a per-field requirement:
// "provenance", "license", "units", "source_type=X".
func FieldEvidenceMissing(tool *catalog.ToolSpec, f *catalog.FieldSpec, want Evidence) []string {
	var missing []string
	if want.Provenance && tool.SourceType == "" && f.SourceType == "" {
		missing = append(missing, "provenance")
	}
	if want.License && tool.License == "" && f.License == "" {
		missing = append(missing, "license")
	}
	if want.Units && f.Unit == "" {
		missing = append(missing, "units")
	}
	if want.SourceType != "" && tool.SourceType != want.SourceType && f.SourceType != want.SourceType {
		missing = append(missing, "source_type="+want.SourceType)
	}
	return missing
}

// semanticLabel is a field's semantic identity as declared: semantic_id, else name.
func semanticLabel(f *catalog.FieldSpec) string {
	if f.SemanticID != "" {
		return f.SemanticID
	}
	return f.Name
}

func allAnswers(answers []*catalog.FieldSpec, has func(*catalog.FieldSpec) bool) bool {
	if len(answers) == 0 {
		return false
	}
	for _, f := range answers {
		if !has(f) {
			return false
		}
	}
	return true
}

// availableEvidence is what a route offers for its selected answer fields.
func availableEvidence(tool *catalog.ToolSpec, answers []*catalog.FieldSpec) Evidence {
	ev := Evidence{
		Provenance: tool.SourceType != "" || allAnswers(answers, func(f *catalog.FieldSpec) bool { return f.SourceType != "" }),
		License:    tool.License != "" || allAnswers(answers, func(f *catalog.FieldSpec) bool { return f.License != "" }),
		Units:      allAnswers(answers, func(f *catalog.FieldSpec) bool { return f.Unit != "" }),
		SourceType: tool.SourceType,
	}
	if ev.SourceType == "" && len(answers) > 0 {
		common := answers[0].SourceType
		if allAnswers(answers, func(f *catalog.FieldSpec) bool { return f.SourceType == common }) {
			ev.SourceType = common
		}
	}
	return ev
}
