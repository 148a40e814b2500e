package openapi

import (
	"maps"
	"slices"

	"github.com/schemarouter/schemarouter/catalog"
)

// objView is what an object schema offers at its top level, with allOf merged and the
// properties of oneOf/anyOf variants exposed.
type objView struct {
	props    map[string]map[string]any // property name → converted schema (first seen)
	required map[string]bool           // required (from the object and its allOf members)
	variant  map[string]bool           // seen only inside a oneOf/anyOf variant
	union    bool                      // the object has oneOf/anyOf
	open     bool                      // additionalProperties is true or a schema
	// flat is false when the root carries constraints that a list of body parameters
	// cannot express (unions, not, patternProperties, minProperties...).
	flat  bool
	array bool // the schema is an array; the view describes its items
	// steps bounds the work of one view (unions of shared unions can branch); a view
	// that runs out is incomplete but finite.
	steps *int
}

const viewBudget = 20000

// flatKeywords may stand at the root of a request body that is flattened into body
// parameters.
var flatKeywords = map[string]bool{
	"type": true, "properties": true, "required": true, "additionalProperties": true, "allOf": true,
	"$ref": true, "title": true, "description": true, "deprecated": true, "readOnly": true, "writeOnly": true,
	"default": true,
}

// view describes a converted schema as an object; a root array (not an object) is
// described by its items.
func (s *schemaSet) view(x map[string]any) *objView {
	steps := viewBudget
	v := newView(&steps)
	root := s.deref(x)
	if t := typesOf(root); t["array"] && !t["object"] {
		v.array = true
		v.flat = false
		items, _ := root["items"].(map[string]any)
		if items == nil {
			return v
		}
		x = items
	}
	s.collect(x, v, map[string]bool{}, 0)
	return v
}

func typesOf(x map[string]any) map[string]bool { return catalog.SchemaTypes(x) }

func newView(steps *int) *objView {
	return &objView{props: map[string]map[string]any{}, required: map[string]bool{}, variant: map[string]bool{}, flat: true, steps: steps}
}

func (s *schemaSet) collect(x map[string]any, v *objView, visiting map[string]bool, depth int) {
	*v.steps--
	if x == nil || depth > 32 || *v.steps < 0 {
		return
	}
	if name, ok := refName(x); ok {
		if visiting[name] {
			return
		}
		visiting[name] = true
		defer delete(visiting, name)
		s.collect(s.defs[name], v, visiting, depth+1)
	}
	for k := range x {
		if !flatKeywords[k] {
			v.flat = false
		}
	}
	if t := typesOf(x); len(t) > 0 && !(len(t) == 1 && t["object"]) {
		v.flat = false
	}
	if props, ok := x["properties"].(map[string]any); ok {
		for _, name := range slices.Sorted(maps.Keys(props)) {
			if _, seen := v.props[name]; !seen {
				v.props[name], _ = props[name].(map[string]any)
			}
		}
	}
	if req, ok := x["required"].([]any); ok {
		for _, r := range req {
			if name, ok := r.(string); ok {
				v.required[name] = true
			}
		}
	}
	switch ap := x["additionalProperties"].(type) {
	case bool:
		v.open = v.open || ap
	case map[string]any:
		v.open = true
	}
	if all, ok := x["allOf"].([]any); ok {
		for _, e := range all {
			m, _ := e.(map[string]any)
			s.collect(m, v, visiting, depth+1)
		}
	}
	if members, ok := unionMembers(x); ok {
		// A property is a variant field unless every (non-null) member has it.
		v.union = true
		var subs []*objView
		for _, m := range members {
			if t := typesOf(s.deref(m)); len(t) == 1 && t["null"] {
				continue
			}
			sub := newView(v.steps)
			s.collect(m, sub, visiting, depth+1)
			subs = append(subs, sub)
		}
		for _, sub := range subs {
			v.open = v.open || sub.open
			for _, name := range slices.Sorted(maps.Keys(sub.props)) {
				inAll := !sub.variant[name]
				for _, o := range subs {
					_, has := o.props[name]
					inAll = inAll && has && !o.variant[name]
				}
				if _, seen := v.props[name]; !seen {
					v.props[name] = sub.props[name]
					if !inAll {
						v.variant[name] = true
					}
				}
			}
		}
	}
}
