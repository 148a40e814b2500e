package catalog

import (
	"maps"
	"slices"
	"sort"
	"strings"
)

// This file holds the JSON Schema helpers the contract model needs: type shapes,
// resolution of a field's path inside an output schema, and the effective schemas of
// CORE.md §1.10. Full JSON Schema validation of values belongs to the executor.

// SchemaTypes returns the declared "type" of a schema as a set: a string or a list of
// strings; anything else (including no "type") yields an empty set.
func SchemaTypes(schema map[string]any) map[string]bool {
	switch t := schema["type"].(type) {
	case string:
		return map[string]bool{t: true}
	case []any:
		set := make(map[string]bool, len(t))
		for _, e := range t {
			if s, ok := e.(string); ok {
				set[s] = true
			}
		}
		return set
	case []string:
		set := make(map[string]bool, len(t))
		for _, s := range t {
			set[s] = true
		}
		return set
	}
	return nil
}

// IsNumericSchema reports whether a schema declares a numeric scalar (types minus "null"
// within {number, integer}) or an array whose items are recursively numeric.
func IsNumericSchema(schema map[string]any) bool {
	types := SchemaTypes(schema)
	nonNull := 0
	numeric := true
	for t := range types {
		if t == "null" {
			continue
		}
		nonNull++
		if t != "number" && t != "integer" {
			numeric = false
		}
	}
	if nonNull == 0 {
		return false
	}
	if numeric {
		return true
	}
	if nonNull == 1 && types["array"] {
		items, _ := schema["items"].(map[string]any)
		return items != nil && IsNumericSchema(items)
	}
	return false
}

// JSONTypesCompatible reports whether values of the candidate types always satisfy the
// required types: every candidate type is required, or is "integer" where "number" is.
// No required types means anything fits; no candidate types fit nothing.
func JSONTypesCompatible(required, candidate map[string]bool) bool {
	if len(required) == 0 {
		return true
	}
	if len(candidate) == 0 {
		return false
	}
	for t := range candidate {
		if required[t] || (t == "integer" && required["number"]) {
			continue
		}
		return false
	}
	return true
}

// JSONSchemasCompatible compares type shapes (AGGREGATION.md §4.5): the types must be
// compatible and array items are compared recursively.
func JSONSchemasCompatible(required, candidate map[string]any) bool {
	rt, ct := SchemaTypes(required), SchemaTypes(candidate)
	if !JSONTypesCompatible(rt, ct) {
		return false
	}
	if len(rt) == 0 {
		return true
	}
	if rt["array"] && !ct["array"] {
		for t := range rt {
			if t != "array" && ct[t] {
				return true
			}
		}
		return hasNumeric(rt) && hasNumeric(ct)
	}
	if rt["array"] && ct["array"] {
		ri, ok := required["items"].(map[string]any)
		if !ok {
			return true
		}
		ci, ok := candidate["items"].(map[string]any)
		return ok && JSONSchemasCompatible(ri, ci)
	}
	return true
}

func hasNumeric(types map[string]bool) bool { return types["number"] || types["integer"] }

// WidenIntegers returns a copy of the type shape of schema with "integer" widened to
// "number", recursively through array items. It is the canonical value schema of a
// field whose unit is normalized.
func WidenIntegers(schema map[string]any) map[string]any {
	if schema == nil {
		return nil
	}
	out := make(map[string]any, 2)
	types := SchemaTypes(schema)
	if len(types) > 0 {
		if types["integer"] {
			delete(types, "integer")
			types["number"] = true
		}
		out["type"] = typeValue(types)
	}
	if items, ok := schema["items"].(map[string]any); ok {
		out["items"] = WidenIntegers(items)
	}
	return out
}

// TypeShape returns the minimal type shape of a schema: "type" and, for arrays, the
// shape of "items". It is what result field contracts expose.
func TypeShape(schema map[string]any) map[string]any {
	out := map[string]any{}
	if types := SchemaTypes(schema); len(types) > 0 {
		out["type"] = typeValue(types)
	}
	if items, ok := schema["items"].(map[string]any); ok {
		if shape := TypeShape(items); len(shape) > 0 {
			out["items"] = shape
		}
	}
	return out
}

// typeValue renders a type set as a string (one type) or a sorted list.
func typeValue(types map[string]bool) any {
	if len(types) == 1 {
		for t := range types {
			return t
		}
	}
	list := make([]any, 0, len(types))
	for _, t := range sortedBoolKeys(types) {
		list = append(list, t)
	}
	return list
}

func sortedBoolKeys(m map[string]bool) []string {
	keys := make([]string, 0, len(m))
	for k := range m {
		keys = append(keys, k)
	}
	sort.Strings(keys)
	return keys
}

func sortedKeys[V any](m map[string]V) []string { return slices.Sorted(maps.Keys(m)) }

// resolveRef follows local "#/..." references (up to a bound, so cycles end). It returns
// nil when a reference cannot be resolved.
func resolveRef(root, schema map[string]any) map[string]any {
	for i := 0; i < 32 && schema != nil; i++ {
		ref, ok := schema["$ref"].(string)
		if !ok {
			return schema
		}
		schema = lookupPointer(root, ref)
	}
	return nil
}

// lookupPointer resolves a local JSON pointer such as "#/$defs/Material".
func lookupPointer(root map[string]any, ref string) map[string]any {
	if !strings.HasPrefix(ref, "#") {
		return nil
	}
	ptr := strings.TrimPrefix(ref, "#")
	if ptr == "" {
		return root
	}
	if !strings.HasPrefix(ptr, "/") {
		return nil
	}
	var cur any = root
	for _, tok := range strings.Split(ptr[1:], "/") {
		tok = strings.ReplaceAll(strings.ReplaceAll(tok, "~1", "/"), "~0", "~")
		m, ok := cur.(map[string]any)
		if !ok {
			return nil
		}
		cur, ok = m[tok]
		if !ok {
			return nil
		}
	}
	m, _ := cur.(map[string]any)
	return m
}

// SchemaAtPath resolves the raw schema that describes the value at a field's source
// path inside an output schema. A root array addresses fields relative to its items and
// "*" steps into array items. It returns nil when the path cannot be resolved
// (no properties, unions, unresolvable references).
func SchemaAtPath(root map[string]any, path []string) map[string]any {
	if len(root) == 0 {
		return nil
	}
	cur := resolveRef(root, root)
	if cur == nil {
		return nil
	}
	if t := SchemaTypes(cur); t["array"] && !t["object"] {
		items, _ := cur["items"].(map[string]any)
		cur = resolveRef(root, items)
	}
	for _, seg := range path {
		if cur == nil {
			return nil
		}
		if seg == "*" {
			items, _ := cur["items"].(map[string]any)
			cur = resolveRef(root, items)
			continue
		}
		props, _ := cur["properties"].(map[string]any)
		next, _ := props[seg].(map[string]any)
		cur = resolveRef(root, next)
	}
	return cur
}

// EffectiveInputSchema is InputSchema, or a schema synthesized from the parameters:
// an object of the declared parameters with no additional properties.
func (e *EndpointSpec) EffectiveInputSchema() map[string]any {
	if len(e.InputSchema) > 0 {
		return e.InputSchema
	}
	props := make(map[string]any, len(e.Parameters))
	var required []any
	for i := range e.Parameters {
		p := &e.Parameters[i]
		s := p.JSONSchema
		if s == nil {
			s = map[string]any{}
		}
		props[p.Name] = s
		if p.Required {
			required = append(required, p.Name)
		}
	}
	schema := map[string]any{"type": "object", "properties": props, "additionalProperties": false}
	if len(required) > 0 {
		schema["required"] = required
	}
	return schema
}

// EffectiveOutputSchema is OutputSchema, or an object schema synthesized from the
// output fields (required: the names in metadata "output_required" that are declared),
// or nil (no validation) when there are no fields.
func (e *EndpointSpec) EffectiveOutputSchema() map[string]any {
	if len(e.OutputSchema) > 0 {
		return e.OutputSchema
	}
	if len(e.OutputFields) == 0 {
		return nil
	}
	props := make(map[string]any, len(e.OutputFields))
	for i := range e.OutputFields {
		f := &e.OutputFields[i]
		s := f.JSONSchema
		if s == nil {
			s = map[string]any{}
		}
		props[f.Name] = s
	}
	schema := map[string]any{"type": "object", "properties": props}
	var names []string
	switch req := e.Metadata["output_required"].(type) {
	case []any:
		for _, r := range req {
			if name, ok := r.(string); ok {
				names = append(names, name)
			}
		}
	case []string: // Go callers may build metadata with a string slice
		names = req
	}
	var required []any
	for _, name := range names {
		if _, declared := props[name]; declared {
			required = append(required, name)
		}
	}
	if len(required) > 0 {
		schema["required"] = required
	}
	return schema
}

// CanonicalValueSchema is the schema of a field's value after unit normalization: its
// own json_schema, else the raw output schema at its path, with integers widened to
// numbers when a normalization applies. It returns nil when neither declares anything.
func (e *EndpointSpec) CanonicalValueSchema(f *FieldSpec) map[string]any {
	schema := f.JSONSchema
	if len(schema) == 0 {
		schema = SchemaAtPath(e.OutputSchema, f.ProjectionPath())
	}
	if len(schema) == 0 {
		return nil
	}
	if f.UnitNormalization != nil {
		return WidenIntegers(schema)
	}
	return schema
}
