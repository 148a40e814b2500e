package execute

import (
	"fmt"
	"slices"
	"strings"

	"github.com/schemarouter/schemarouter/catalog"
)

// narrowSchema is the output schema of a server-projected call: the upstream returns
// only the selected fields, so properties and required are narrowed to the selected
// fields' top-level keys. Only a flat root object, or a root array of objects, is
// narrowed; anything else (references, unions) keeps the full schema, which then fails
// closed on the missing properties (CORE.md §1.10).
func narrowSchema(schema map[string]any, fields []*catalog.FieldSpec) map[string]any {
	keep := map[string]bool{}
	for _, f := range fields {
		keep[f.ProjectionPath()[0]] = true
	}
	if narrowed, ok := narrowObject(schema, keep); ok {
		return narrowed
	}
	if t := catalog.SchemaTypes(schema); t["array"] && len(t) == 1 {
		if items, ok := schema["items"].(map[string]any); ok {
			if narrowed, ok := narrowObject(items, keep); ok {
				out := shallowCopy(schema)
				out["items"] = narrowed
				return out
			}
		}
	}
	return schema
}

func narrowObject(schema map[string]any, keep map[string]bool) (map[string]any, bool) {
	t := catalog.SchemaTypes(schema)
	props, ok := schema["properties"].(map[string]any)
	if !ok || !t["object"] || len(t) != 1 || hasAny(schema, "$ref", "allOf", "anyOf", "oneOf", "if", "dependentRequired", "dependentSchemas") {
		return nil, false
	}
	out := shallowCopy(schema)
	kept := map[string]any{}
	for k, v := range props {
		if keep[k] {
			kept[k] = v
		}
	}
	out["properties"] = kept
	if req, ok := schema["required"].([]any); ok {
		var narrowed []any
		for _, r := range req {
			if s, ok := r.(string); ok && keep[s] {
				narrowed = append(narrowed, s)
			}
		}
		if len(narrowed) == 0 {
			delete(out, "required")
		} else {
			out["required"] = narrowed
		}
	}
	return out, true
}

func hasAny(m map[string]any, keys ...string) bool {
	return slices.ContainsFunc(keys, func(k string) bool { _, ok := m[k]; return ok })
}

func shallowCopy(m map[string]any) map[string]any {
	out := make(map[string]any, len(m))
	for k, v := range m {
		out[k] = v
	}
	return out
}

// requirePaths checks that every record of a server-projected output carries every
// selected field's source path: an upstream that silently dropped a field fails closed.
func requirePaths(raw any, fields []*catalog.FieldSpec) error {
	records := []any{raw}
	if arr, ok := raw.([]any); ok {
		records = arr
	}
	for i, rec := range records {
		for _, f := range fields {
			if !present(rec, f.ProjectionPath()) {
				return fmt.Errorf("record %d lacks selected field %s (path %s)", i, f.Name, strings.Join(f.ProjectionPath(), "."))
			}
		}
	}
	return nil
}

func present(v any, path []string) bool {
	if len(path) == 0 {
		return true
	}
	if path[0] == "*" {
		arr, ok := v.([]any)
		if !ok {
			return false
		}
		for _, e := range arr {
			if !present(e, path[1:]) {
				return false
			}
		}
		return true
	}
	m, ok := v.(map[string]any)
	if !ok {
		return false
	}
	next, ok := m[path[0]]
	return ok && present(next, path[1:])
}
