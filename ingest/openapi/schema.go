package openapi

import (
	"errors"
	"fmt"
	"maps"
	"regexp"
	"slices"
	"strings"

	"github.com/schemarouter/schemarouter/catalog"
	"github.com/schemarouter/schemarouter/internal/jsonschema"
)

// Bounds of schema conversion.
const (
	// maxSchemaDepth bounds the nesting of one schema object (refs excluded).
	maxSchemaDepth = 64
	// inlineLimit is the largest expanded size (in schema keywords) of a definition that
	// is inlined where it is referenced; larger or recursive ones stay in "$defs".
	inlineLimit = 400
	// flattenBudget bounds the size of a fully inlined parameter schema.
	flattenBudget = 4000
)

// Schema keywords by the shape of their value.
var (
	schemaSingle = []string{"items", "additionalProperties", "unevaluatedProperties", "unevaluatedItems",
		"not", "contains", "propertyNames", "if", "then", "else", "contentSchema"}
	schemaLists = []string{"allOf", "anyOf", "oneOf", "prefixItems"}
	schemaMaps  = []string{"properties", "patternProperties", "dependentSchemas"}
	// keptKeywords are copied as they are.
	keptKeywords = map[string]bool{
		"enum": true, "const": true, "format": true, "title": true, "description": true, "default": true,
		"deprecated": true, "readOnly": true, "writeOnly": true, "multipleOf": true, "maximum": true,
		"minimum": true, "maxLength": true, "minLength": true, "maxItems": true, "minItems": true,
		"uniqueItems": true, "maxProperties": true, "minProperties": true, "dependentRequired": true,
		"maxContains": true, "minContains": true, "contentMediaType": true, "contentEncoding": true,
	}
	// droppedKeywords are annotations or identifiers that the converted schema does not
	// need; "$defs" and "definitions" are reached through the $refs that use them.
	droppedKeywords = map[string]bool{
		"example": true, "examples": true, "discriminator": true, "xml": true, "externalDocs": true,
		"$schema": true, "$id": true, "$anchor": true, "$dynamicAnchor": true, "$recursiveAnchor": true,
		"$defs": true, "definitions": true, "$comment": true, "$vocabulary": true,
	}
	validTypes = map[string]bool{"string": true, "number": true, "integer": true, "boolean": true,
		"array": true, "object": true, "null": true}
)

// schemaSet converts OpenAPI Schema Objects into JSON Schema 2020-12. Every $ref becomes
// a reference to a named definition ("#/$defs/Name"), converted once per document;
// bundle and flatten then inline what can be inlined.
type schemaSet struct {
	r   *resolver
	rep *reporter
	v30 bool

	names   map[string]string         // target location → definition name
	taken   map[string]bool           // definition names in use
	defs    map[string]map[string]any // definition name → converted schema
	pending []pendingDef

	locs map[string]string // definition name → report pointer of its target

	deps      map[string]map[string]int // definition → definitions it references (count)
	sizes     map[string]int            // expanded size of analyzed definitions
	recursive map[string]bool           // definitions that reach themselves

	validator *jsonschema.Validator
}

type pendingDef struct {
	name   string
	target node
}

func newSchemaSet(r *resolver, rep *reporter, v30 bool, v *jsonschema.Validator) *schemaSet {
	return &schemaSet{r: r, rep: rep, v30: v30, names: map[string]string{}, taken: map[string]bool{},
		defs: map[string]map[string]any{}, locs: map[string]string{}, validator: v}
}

// convert converts the schema at n and every definition it reaches.
func (s *schemaSet) convert(n node) (map[string]any, error) {
	out, err := s.conv(n, 0)
	if err != nil {
		return nil, err
	}
	for len(s.pending) > 0 {
		p := s.pending[len(s.pending)-1]
		s.pending = s.pending[:len(s.pending)-1]
		d, err := s.conv(p.target, 0)
		if err != nil {
			return nil, err
		}
		s.defs[p.name] = s.checked(d, p.target)
	}
	return s.checked(out, n), nil
}

// checked returns a converted schema if the executor's JSON Schema validator accepts it,
// else an open schema with a report item. References are checked once, where their
// definitions are, so each schema is compiled without the subschemas it references.
func (s *schemaSet) checked(x map[string]any, n node) map[string]any {
	if len(x) == 0 {
		return x
	}
	err := s.validator.Compile(withoutRefs(x)).Validate(nil)
	var je *jsonschema.Error
	if errors.As(err, &je) && je.Invalid {
		s.rep.add(n.where(), KindApproximated, "schema", fmt.Sprintf("not accepted by the JSON Schema validator (%s); left unconstrained", je.Message))
		return map[string]any{}
	}
	return x
}

// withoutRefs copies a converted schema without its "$ref"s.
func withoutRefs(x map[string]any) map[string]any {
	out := maps.Clone(x)
	delete(out, "$ref")
	cloneContainers(out)
	children(out, func(sub map[string]any, set func(any)) { set(withoutRefs(sub)) })
	return out
}

// defFor names the definition a $ref points to, queueing its conversion.
func (s *schemaSet) defFor(from node, ref string) (string, error) {
	target, err := s.r.resolveRef(from, ref)
	if err != nil {
		return "", err
	}
	if _, err := s.r.deref(target); err != nil {
		return "", err
	}
	key := target.where()
	if name, ok := s.names[key]; ok {
		return name, nil
	}
	base := "schema"
	if i := strings.LastIndexByte(target.ptr, '/'); i >= 0 {
		if b := sanitizeName(unescapeToken(target.ptr[i+1:])); b != "" {
			base = b
		}
	}
	name := uniqueName(base, s.taken)
	s.names[key] = name
	s.defs[name] = map[string]any{} // placeholder until converted
	s.pending = append(s.pending, pendingDef{name: name, target: target})
	return name, nil
}

func (s *schemaSet) conv(n node, depth int) (map[string]any, error) {
	var v map[string]any
	switch x := n.v.(type) {
	case bool:
		if x {
			return map[string]any{}, nil
		}
		return map[string]any{"not": map[string]any{}}, nil
	case map[string]any:
		v = x
	default:
		s.rep.add(n.where(), KindApproximated, "schema", "a schema must be an object or a boolean; left unconstrained")
		return map[string]any{}, nil
	}
	if depth > maxSchemaDepth {
		s.rep.add(n.where(), KindApproximated, "schema", fmt.Sprintf("nested deeper than %d levels; left unconstrained", maxSchemaDepth))
		return map[string]any{}, nil
	}
	out := make(map[string]any, len(v))
	if ref, ok := v["$ref"].(string); ok {
		name, err := s.defFor(n, ref)
		if err != nil {
			return nil, err
		}
		out["$ref"] = "#/$defs/" + name
		if s.v30 {
			return out, nil // OpenAPI 3.0: a Reference Object's siblings are ignored
		}
	}
	for _, k := range slices.Sorted(maps.Keys(v)) {
		c := n.at(k)
		switch {
		case k == "$ref" || k == "nullable":
		case k == "type":
			if t, ok := s.types(c); ok {
				out[k] = t
			}
		case slices.Contains(schemaSingle, k):
			if k == "items" {
				if list, ok := c.v.([]any); ok { // draft-04 tuple form
					items, err := s.convList(c, list, depth)
					if err != nil {
						return nil, err
					}
					out["prefixItems"] = items
					continue
				}
			}
			if b, ok := c.v.(bool); ok {
				out[k] = b
				continue
			}
			sub, err := s.conv(c, depth+1)
			if err != nil {
				return nil, err
			}
			out[k] = sub
		case k == "additionalItems":
			if _, tuple := v["items"].([]any); tuple {
				if b, ok := c.v.(bool); ok {
					out["items"] = b
					continue
				}
				sub, err := s.conv(c, depth+1)
				if err != nil {
					return nil, err
				}
				out["items"] = sub
			}
		case slices.Contains(schemaLists, k):
			list, ok := c.v.([]any)
			if !ok {
				s.rep.add(c.where(), KindApproximated, "schema", k+" must be an array; ignored")
				continue
			}
			items, err := s.convList(c, list, depth)
			if err != nil {
				return nil, err
			}
			out[k] = items
		case slices.Contains(schemaMaps, k):
			m, ok := c.v.(map[string]any)
			if !ok {
				s.rep.add(c.where(), KindApproximated, "schema", k+" must be an object; ignored")
				continue
			}
			sub := make(map[string]any, len(m))
			for _, name := range slices.Sorted(maps.Keys(m)) {
				if k == "patternProperties" && !s.regexOK(c.at(name), name) {
					continue
				}
				cs, err := s.conv(c.at(name), depth+1)
				if err != nil {
					return nil, err
				}
				sub[name] = cs
			}
			out[k] = sub
		case k == "required":
			if names, ok := stringList(c.v); ok {
				out[k] = uniqueStrings(names)
			} else {
				s.rep.add(c.where(), KindApproximated, "schema", "required must be an array of property names; ignored")
			}
		case k == "pattern":
			if p, ok := c.v.(string); ok && s.regexOK(c, p) {
				out[k] = p
			}
		case k == "exclusiveMinimum" || k == "exclusiveMaximum":
			switch x := c.v.(type) {
			case float64:
				out[k] = x
			case bool:
				if !s.v30 {
					s.rep.add(c.where(), KindApproximated, "schema", "a boolean "+k+" is OpenAPI 3.0 syntax; read as in 3.0")
				}
			}
		case k == "$recursiveRef" || k == "$dynamicRef":
			s.rep.add(c.where(), KindApproximated, "schema", k+" is not supported; that part of the schema is left unconstrained")
		case keptKeywords[k]:
			out[k] = catalog.CloneJSON(c.v)
		case droppedKeywords[k] || strings.HasPrefix(k, "x-"):
		default:
			s.rep.add(c.where(), KindSkipped, "schema keyword", fmt.Sprintf("%q is not a JSON Schema keyword; ignored", k))
		}
	}
	// OpenAPI 3.0's boolean exclusiveMinimum/exclusiveMaximum qualify minimum/maximum.
	for k, bound := range map[string]string{"exclusiveMinimum": "minimum", "exclusiveMaximum": "maximum"} {
		if excl, ok := v[k].(bool); ok && excl {
			if b, ok := out[bound]; ok {
				out[k] = b
				delete(out, bound)
			}
		}
	}
	if nullable, _ := v["nullable"].(bool); nullable {
		if !s.v30 {
			s.rep.add(n.at("nullable").where(), KindApproximated, "schema", "nullable is not an OpenAPI 3.1 keyword; read as in 3.0 (null allowed)")
		}
		out = allowNull(out)
	}
	return out, nil
}

func (s *schemaSet) convList(c node, list []any, depth int) ([]any, error) {
	out := make([]any, 0, len(list))
	for i := range list {
		sub, err := s.conv(c.at(fmt.Sprint(i)), depth+1)
		if err != nil {
			return nil, err
		}
		out = append(out, sub)
	}
	return out, nil
}

// types checks a "type" value; unknown type names are dropped with a report item.
func (s *schemaSet) types(c node) (any, bool) {
	switch t := c.v.(type) {
	case string:
		if validTypes[t] {
			return t, true
		}
		s.rep.add(c.where(), KindApproximated, "schema", fmt.Sprintf("type %q is not a JSON Schema type; the type is left open", t))
		return nil, false
	case []any:
		var kept []any
		for _, e := range t {
			if name, ok := e.(string); ok && validTypes[name] {
				if !slices.Contains(kept, any(name)) {
					kept = append(kept, name)
				}
				continue
			}
			s.rep.add(c.where(), KindApproximated, "schema", fmt.Sprintf("type %v is not a JSON Schema type; the type is left open", e))
			return nil, false
		}
		if len(kept) == 0 {
			return nil, false
		}
		return kept, true
	}
	s.rep.add(c.where(), KindApproximated, "schema", "type must be a string or an array of strings; the type is left open")
	return nil, false
}

// regexOK reports whether a pattern compiles in RE2 (Go's regexp, which the validator
// uses); a pattern that does not is dropped with a report item.
func (s *schemaSet) regexOK(c node, p string) bool {
	if _, err := regexp.Compile(p); err != nil {
		s.rep.add(c.where(), KindApproximated, "pattern", fmt.Sprintf("pattern %q is not RE2 syntax; not enforced", p))
		return false
	}
	return true
}

// allowNull widens a converted schema so that null is valid.
func allowNull(out map[string]any) map[string]any {
	if t, ok := out["type"]; ok {
		switch x := t.(type) {
		case string:
			if x != "null" {
				out["type"] = []any{x, "null"}
			}
		case []any:
			if !slices.Contains(x, any("null")) {
				out["type"] = append(x, "null")
			}
		}
		if enum, ok := out["enum"].([]any); ok && !slices.Contains(enum, nil) {
			out["enum"] = append(enum, nil)
		}
		return out
	}
	_, ref := out["$ref"]
	_, all := out["allOf"]
	_, one := out["oneOf"]
	_, anyOf := out["anyOf"]
	_, enum := out["enum"]
	if ref || all || one || anyOf || enum {
		return map[string]any{"anyOf": []any{out, map[string]any{"type": "null"}}}
	}
	return out
}

func stringList(v any) ([]string, bool) {
	list, ok := v.([]any)
	if !ok {
		return nil, false
	}
	out := make([]string, 0, len(list))
	for _, e := range list {
		s, ok := e.(string)
		if !ok {
			return nil, false
		}
		out = append(out, s)
	}
	return out, true
}

func uniqueStrings(names []string) []any {
	out := make([]any, 0, len(names))
	for _, n := range names {
		if !slices.Contains(out, any(n)) {
			out = append(out, n)
		}
	}
	return out
}

// refName returns the definition name of a converted "$ref", if x has one.
func refName(x map[string]any) (string, bool) {
	ref, ok := x["$ref"].(string)
	if !ok {
		return "", false
	}
	return strings.CutPrefix(ref, "#/$defs/")
}

// children calls fn for every subschema of a converted schema, with a setter.
func children(x map[string]any, fn func(sub map[string]any, set func(any))) {
	for _, k := range schemaSingle {
		if sub, ok := x[k].(map[string]any); ok {
			fn(sub, func(v any) { x[k] = v })
		}
	}
	for _, k := range schemaLists {
		if list, ok := x[k].([]any); ok {
			for i := range list {
				if sub, ok := list[i].(map[string]any); ok {
					fn(sub, func(v any) { list[i] = v })
				}
			}
		}
	}
	for _, k := range schemaMaps {
		if m, ok := x[k].(map[string]any); ok {
			for name, e := range m {
				if sub, ok := e.(map[string]any); ok {
					fn(sub, func(v any) { m[name] = v })
				}
			}
		}
	}
}

// ownSize counts the keywords of a converted schema, subschemas included, $refs not
// followed.
func ownSize(x map[string]any) int {
	n := len(x)
	children(x, func(sub map[string]any, _ func(any)) { n += ownSize(sub) })
	return n
}

// refs lists the definition names a converted schema references directly.
func refs(x map[string]any, out map[string]int) {
	if name, ok := refName(x); ok {
		out[name]++
	}
	children(x, func(sub map[string]any, _ func(any)) { refs(sub, out) })
}

// analyze computes, for the definitions converted since the last call, whether they are
// recursive and their expanded size. Definitions converted earlier never reference later
// ones (every $ref a definition makes is registered while it is converted), so earlier
// results stay valid and no cycle can pass through them.
func (s *schemaSet) analyze() {
	if s.sizes == nil {
		s.sizes, s.recursive, s.deps = map[string]int{}, map[string]bool{}, map[string]map[string]int{}
	}
	var fresh []string
	for name, d := range s.defs {
		if _, done := s.deps[name]; !done {
			m := map[string]int{}
			refs(d, m)
			s.deps[name] = m
			fresh = append(fresh, name)
		}
	}
	if len(fresh) == 0 {
		return
	}
	slices.Sort(fresh)
	for name := range recursiveDefs(s.deps, fresh, s.sizes) {
		s.recursive[name] = true
	}
	var size func(name string) int
	size = func(name string) int {
		if n, ok := s.sizes[name]; ok {
			return n
		}
		if s.recursive[name] {
			s.sizes[name] = inlineLimit + 1
			return inlineLimit + 1
		}
		n := ownSize(s.defs[name])
		for dep, count := range s.deps[name] {
			d := size(dep)
			if d > inlineLimit {
				d = 1 // stays a $ref
			}
			n = min(n+count*d, inlineLimit*8)
		}
		s.sizes[name] = n
		return n
	}
	for _, name := range fresh {
		size(name)
	}
}

// recursiveDefs returns the definitions among fresh that lie on a cycle (Tarjan's
// algorithm); definitions in done were analyzed before and are not entered.
func recursiveDefs(deps map[string]map[string]int, fresh []string, done map[string]int) map[string]bool {
	index := map[string]int{}
	low := map[string]int{}
	onStack := map[string]bool{}
	var stack []string
	out := map[string]bool{}
	next := 0
	var visit func(v string)
	visit = func(v string) {
		index[v], low[v] = next, next
		next++
		stack = append(stack, v)
		onStack[v] = true
		for _, w := range slices.Sorted(maps.Keys(deps[v])) {
			if _, old := done[w]; old {
				continue
			}
			if _, seen := index[w]; !seen {
				visit(w)
				low[v] = min(low[v], low[w])
			} else if onStack[w] {
				low[v] = min(low[v], index[w])
			}
		}
		if low[v] == index[v] {
			var scc []string
			for {
				w := stack[len(stack)-1]
				stack = stack[:len(stack)-1]
				onStack[w] = false
				scc = append(scc, w)
				if w == v {
					break
				}
			}
			if len(scc) > 1 || deps[v][v] > 0 {
				for _, w := range scc {
					out[w] = true
				}
			}
		}
	}
	for _, v := range fresh {
		if _, seen := index[v]; !seen {
			visit(v)
		}
	}
	return out
}

func (s *schemaSet) inlinable(name string) bool {
	return !s.recursive[name] && s.sizes[name] <= inlineLimit
}

// bundle returns a self-contained copy of a converted schema: small, non-recursive
// definitions are inlined, the others are carried in "$defs" at the root.
func (s *schemaSet) bundle(root map[string]any) map[string]any {
	s.analyze()
	kept := map[string]bool{}
	out := s.inlineSmall(root, kept)
	if len(kept) == 0 {
		return out
	}
	defs := map[string]any{}
	for len(defs) < len(kept) {
		for _, name := range slices.Sorted(maps.Keys(kept)) {
			if _, done := defs[name]; !done {
				defs[name] = s.inlineSmall(s.defs[name], kept)
			}
		}
	}
	if _, clash := out["$defs"]; clash || len(out) == 0 {
		out = map[string]any{"allOf": []any{out}}
	}
	out["$defs"] = defs
	return out
}

// inlineSmall copies x, replacing references to inlinable definitions by their content
// and recording the others in kept.
func (s *schemaSet) inlineSmall(x map[string]any, kept map[string]bool) map[string]any {
	out := maps.Clone(x)
	cloneContainers(out)
	children(out, func(sub map[string]any, set func(any)) { set(s.inlineSmall(sub, kept)) })
	if name, ok := refName(out); ok {
		if s.inlinable(name) {
			delete(out, "$ref")
			return mergeRef(s.inlineSmall(s.defs[name], kept), out)
		}
		kept[name] = true
	}
	return out
}

// flatten returns a copy of x with every reference inlined. Recursion and a size budget
// cut the expansion with an unconstrained {}; exact is false when that happened.
func (s *schemaSet) flatten(x map[string]any) (out map[string]any, exact bool) {
	budget := flattenBudget
	exact = true
	var walk func(x map[string]any, stack []string) map[string]any
	walk = func(x map[string]any, stack []string) map[string]any {
		budget -= len(x)
		if budget < 0 {
			exact = false
			return map[string]any{}
		}
		out := maps.Clone(x)
		cloneContainers(out)
		children(out, func(sub map[string]any, set func(any)) { set(walk(sub, stack)) })
		if name, ok := refName(out); ok {
			if slices.Contains(stack, name) {
				exact = false
				return map[string]any{}
			}
			delete(out, "$ref")
			return mergeRef(walk(s.defs[name], append(stack[:len(stack):len(stack)], name)), out)
		}
		return out
	}
	return walk(x, nil), exact
}

// cloneContainers copies the subschema containers of a shallow copy so that setting
// children never writes into the original.
func cloneContainers(x map[string]any) {
	for _, k := range schemaLists {
		if list, ok := x[k].([]any); ok {
			x[k] = slices.Clone(list)
		}
	}
	for _, k := range schemaMaps {
		if m, ok := x[k].(map[string]any); ok {
			x[k] = maps.Clone(m)
		}
	}
}

// mergeRef combines an inlined definition with the siblings its $ref had (OpenAPI 3.1):
// siblings that do not collide are added, annotations override, anything else keeps both
// through allOf.
func mergeRef(def, siblings map[string]any) map[string]any {
	if len(siblings) == 0 {
		return def
	}
	out := maps.Clone(def)
	for k, v := range siblings {
		if _, clash := out[k]; clash && !annotation(k) {
			return map[string]any{"allOf": []any{def, siblings}}
		}
		out[k] = v
	}
	return out
}

func annotation(k string) bool {
	switch k {
	case "title", "description", "default", "deprecated", "readOnly", "writeOnly":
		return true
	}
	return false
}

// deref follows converted "$ref"s into the definitions (bounded).
func (s *schemaSet) deref(x map[string]any) map[string]any {
	for i := 0; i < maxRefChain && x != nil; i++ {
		name, ok := refName(x)
		if !ok {
			return x
		}
		x = s.defs[name]
	}
	return x
}

// shape returns the minimal type shape ("type", and "items" for arrays) of a converted
// schema, looking through references and unions; {} when it is not known.
func (s *schemaSet) shape(x map[string]any, depth int) map[string]any {
	budget := shapeBudget
	return s.shapeOf(x, depth, &budget)
}

// shapeBudget bounds the work of one shape computation (unions of unions can branch).
const shapeBudget = 10000

func (s *schemaSet) shapeOf(x map[string]any, depth int, budget *int) map[string]any {
	out := map[string]any{}
	*budget--
	if x == nil || depth > 16 || *budget < 0 {
		return out
	}
	x = s.deref(x)
	types := catalog.SchemaTypes(x)
	var arrayMember map[string]any
	if len(types) == 0 {
		if members, ok := unionMembers(x); ok {
			types = map[string]bool{}
			for _, m := range members {
				mt := catalog.SchemaTypes(s.deref(m))
				if len(mt) == 0 {
					sh := s.shapeOf(m, depth+1, budget)
					mt = catalog.SchemaTypes(sh)
				}
				if len(mt) == 0 {
					return out // one member is open: so is the union
				}
				for t := range mt {
					types[t] = true
				}
				if mt["array"] {
					if arrayMember != nil {
						arrayMember = map[string]any{} // two array members: items unknown
					} else {
						arrayMember = s.deref(m)
					}
				}
			}
		} else if all, ok := x["allOf"].([]any); ok {
			for _, e := range all {
				if m, ok := e.(map[string]any); ok {
					if sh := s.shapeOf(m, depth+1, budget); len(sh) > 0 {
						return sh
					}
				}
			}
		}
	} else if types["array"] {
		arrayMember = x
	}
	if len(types) == 0 {
		return out
	}
	var list []any
	for _, t := range slices.Sorted(maps.Keys(types)) {
		list = append(list, t)
	}
	if len(list) == 1 {
		out["type"] = list[0]
	} else {
		out["type"] = list
	}
	if arrayMember != nil {
		if items, ok := arrayMember["items"].(map[string]any); ok {
			if sh := s.shapeOf(items, depth+1, budget); len(sh) > 0 {
				out["items"] = sh
			}
		}
	}
	return out
}

// unionMembers returns the members of a oneOf or anyOf.
func unionMembers(x map[string]any) ([]map[string]any, bool) {
	var members []map[string]any
	for _, k := range []string{"oneOf", "anyOf"} {
		list, ok := x[k].([]any)
		if !ok {
			continue
		}
		for _, e := range list {
			if m, ok := e.(map[string]any); ok {
				members = append(members, m)
			}
		}
	}
	return members, len(members) > 0
}
