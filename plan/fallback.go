package plan

import (
	"maps"

	"github.com/schemarouter/schemarouter/catalog"
	"github.com/schemarouter/schemarouter/internal/text"
)

// fallbacks compiles the precompiled read-only alternatives of one primary call
// (CORE.md §2.11). Only explicitly read-only primaries of a tool with a provider get them.
func (r *run) fallbacks(primary selected, all []*Candidate) ([]Call, error) {
	prt := primary.cand.route
	if !prt.ep.IsReadOnly() || prt.tool.Provider == "" {
		return nil, nil
	}
	var same, other []*Candidate
	for _, c := range all {
		if c.route == prt {
			continue
		}
		switch p := c.route.tool.Provider; {
		case p == prt.tool.Provider:
			same = append(same, c)
		case p != "" && r.req.EffectiveFallbackScope() == FallbackCrossProvider:
			other = append(other, c)
		}
	}
	limit := r.req.EffectiveMaxFallbacks()
	alts := []Call{}
	for _, c := range append(same, other...) {
		if len(alts) >= limit {
			break
		}
		if !c.route.ep.IsReadOnly() {
			continue
		}
		call, err := r.compile(c, false)
		if err != nil {
			return nil, err
		}
		if call == nil || !call.Executable() || !compatibleRoutes(primary.cand, primary.call, c, call) {
			continue
		}
		alts = append(alts, *call)
	}
	return alts, nil
}

// compatibleRoutes is the semantic compatibility test shared by fallbacks and
// corroboration (CORE.md §2.11, AGGREGATION.md §3.4): every selected answer field of the
// required call must be matched by a selected answer field of the available call with
// the same semantic identity, datatype contract, qualifiers and unit.
func compatibleRoutes(reqCand *Candidate, reqCall *Call, availCand *Candidate, availCall *Call) bool {
	required := answerFields(reqCand.route, reqCall.Fields)
	available := answerFields(availCand.route, availCall.Fields)
	if len(required) == 0 {
		return availCand.Score > 0
	}
	if len(available) == 0 {
		return false
	}
	for _, rf := range required {
		found := false
		for _, af := range available {
			if fieldsCompatible(reqCand.route.ep, rf, availCand.route.ep, af) {
				found = true
				break
			}
		}
		if !found {
			return false
		}
	}
	return true
}

func fieldsCompatible(rep *catalog.EndpointSpec, rf *fieldInfo, aep *catalog.EndpointSpec, af *fieldInfo) bool {
	r, a := rf.spec, af.spec
	// Semantic identity.
	if r.SemanticID != "" {
		if a.SemanticID == "" || text.Norm(r.SemanticID) != text.Norm(a.SemanticID) {
			return false
		}
	} else if !namesOverlap(r, a) {
		return false
	}
	// Datatype contract, after unit normalization.
	rs, as := rep.CanonicalValueSchema(r), aep.CanonicalValueSchema(a)
	rTyped, aTyped := len(catalog.SchemaTypes(rs)) > 0, len(catalog.SchemaTypes(as)) > 0
	if rTyped != aTyped {
		return false
	}
	if (r.Unit != "" || a.Unit != "") && (!rTyped || !aTyped) {
		return false
	}
	if !catalog.JSONSchemasCompatible(rs, as) {
		return false
	}
	// Qualifiers: exactly equal.
	if !maps.Equal(r.Qualifiers, a.Qualifiers) {
		return false
	}
	// Unit.
	if (r.Unit == "") != (a.Unit == "") {
		return false
	}
	rn, an := r.UnitNormalization, a.UnitNormalization
	if rn != nil || an != nil {
		if rn == nil || an == nil || text.Norm(rn.Dimension) != text.Norm(an.Dimension) || rn.CanonicalUnit != an.CanonicalUnit {
			return false
		}
		if r.Unit == a.Unit && (rn.Scale != an.Scale || rn.Offset != an.Offset) {
			return false
		}
		return true
	}
	return r.Unit == a.Unit
}

// namesOverlap reports whether the normalized {name, semantic_id, aliases} sets meet.
func namesOverlap(r, a *catalog.FieldSpec) bool {
	names := func(f *catalog.FieldSpec) map[string]bool {
		m := map[string]bool{text.Norm(f.Name): true}
		if f.SemanticID != "" {
			m[text.Norm(f.SemanticID)] = true
		}
		for _, al := range f.Aliases {
			m[text.Norm(al)] = true
		}
		delete(m, "")
		return m
	}
	rn, an := names(r), names(a)
	for n := range rn {
		if an[n] {
			return true
		}
	}
	return false
}
