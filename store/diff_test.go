package store

import (
	"testing"

	"github.com/schemarouter/schemarouter/catalog"
)

func TestDiffTools(t *testing.T) {
	ep := func(tool *catalog.ToolSpec) *catalog.EndpointSpec { return &tool.Endpoints[0] }
	cases := []struct {
		name   string
		edit   func(*catalog.ToolSpec)
		want   string
		kind   string // a change kind that must be reported ("" = none expected)
		reload bool
	}{
		{"unchanged", func(*catalog.ToolSpec) {}, Identical, "", false},
		{"metadata only", func(t *catalog.ToolSpec) {
			ep(t).Metadata = map[string]any{"note": "x"}
			t.Metadata = map[string]any{"a": 1.0}
		}, Identical, "", false},
		{"description only", func(t *catalog.ToolSpec) { t.Description = "new"; ep(t).Description = "new" }, Compatible, "description_changed", false},
		{"aliases only", func(t *catalog.ToolSpec) { ep(t).OutputFields[1].Aliases = []string{"bandgap"} }, Compatible, "aliases_changed", false},
		{"new optional param", func(t *catalog.ToolSpec) {
			ep(t).Parameters = append(ep(t).Parameters, catalog.ParameterSpec{Name: "page"})
		}, Compatible, "optional_parameter_added", false},
		{"new required param", func(t *catalog.ToolSpec) {
			ep(t).Parameters = append(ep(t).Parameters, catalog.ParameterSpec{Name: "page", Required: true})
		}, Breaking, "required_parameter_added", false},
		{"fewer required", func(t *catalog.ToolSpec) { ep(t).Parameters[0].Required = false }, Compatible, "parameter_now_optional", false},
		{"more required", func(t *catalog.ToolSpec) { ep(t).Parameters[1].Required = true }, Breaking, "parameter_now_required", false},
		{"removed param", func(t *catalog.ToolSpec) { ep(t).Parameters = ep(t).Parameters[:1] }, Breaking, "parameter_removed", false},
		{"removed field", func(t *catalog.ToolSpec) { ep(t).OutputFields = ep(t).OutputFields[:3] }, Breaking, "field_removed", false},
		{"added field", func(t *catalog.ToolSpec) {
			ep(t).OutputFields = append(ep(t).OutputFields, catalog.FieldSpec{Name: "volume"})
		}, Compatible, "field_added", false},
		{"removed endpoint", func(t *catalog.ToolSpec) { t.Endpoints = t.Endpoints[1:] }, Breaking, "endpoint_removed", false},
		{"added read-only endpoint", func(t *catalog.ToolSpec) {
			e := ep(t).Clone()
			e.Name = "lookup"
			t.Endpoints = append(t.Endpoints, e)
		}, Compatible, "endpoint_added", false},
		{"added mutating endpoint", func(t *catalog.ToolSpec) {
			e := ep(t).Clone()
			e.Name, e.ReadOnly, e.Method = "create", boolPtr(false), "POST"
			t.Endpoints = append(t.Endpoints, e)
		}, SecurityReview, "endpoint_added", false},
		{"integer to number", func(t *catalog.ToolSpec) { ep(t).Parameters[1].JSONSchema["type"] = "number" }, Compatible, "type_widened", true},
		{"number to integer input", func(t *catalog.ToolSpec) {
			ep(t).Parameters[1].JSONSchema = map[string]any{"type": "string"}
		}, Breaking, "type_changed", true},
		{"enum widening", func(t *catalog.ToolSpec) {
			ep(t).Parameters[2].JSONSchema["enum"] = []any{"asc", "desc", "none"}
		}, Compatible, "enum_widened", true},
		{"enum narrowing", func(t *catalog.ToolSpec) { ep(t).Parameters[2].JSONSchema["enum"] = []any{"asc"} }, Breaking, "enum_changed", true},
		{"input schema fewer required", func(t *catalog.ToolSpec) {
			ep(t).InputSchema["required"] = []any{}
		}, Compatible, "required_relaxed", true},
		{"input schema more required", func(t *catalog.ToolSpec) {
			ep(t).InputSchema["required"] = []any{"formula", "limit"}
		}, Breaking, "required_changed", true},
		{"unknown schema edit", func(t *catalog.ToolSpec) { ep(t).Parameters[0].JSONSchema["pattern"] = "^[A-Z]" }, Breaking, "schema_changed", true},
		{"output type widened", func(t *catalog.ToolSpec) {
			ep(t).OutputFields[1].JSONSchema = map[string]any{"type": []any{"number", "null"}}
		}, Breaking, "type_changed", true},
		{"unit change", func(t *catalog.ToolSpec) { ep(t).OutputFields[1].Unit = "meV" }, Breaking, "field_changed", false},
		{"path change", func(t *catalog.ToolSpec) { ep(t).Path = "/v2/materials" }, Breaking, "path_changed", false},
		{"method change", func(t *catalog.ToolSpec) { ep(t).Method = "POST" }, SecurityReview, "method_changed", false},
		{"read_only true to false", func(t *catalog.ToolSpec) { ep(t).ReadOnly = boolPtr(false) }, SecurityReview, "side_effect_changed", false},
		{"read_only true to unclassified", func(t *catalog.ToolSpec) { ep(t).ReadOnly = nil }, SecurityReview, "side_effect_changed", false},
		{"destructive", func(t *catalog.ToolSpec) { ep(t).Destructive = boolPtr(true) }, SecurityReview, "side_effect_changed", false},
		{"endpoint execution_metadata", func(t *catalog.ToolSpec) {
			ep(t).ExecutionMetadata = map[string]any{"request_body": "json"}
		}, SecurityReview, "execution_metadata_changed", false},
		{"tool execution_metadata", func(t *catalog.ToolSpec) {
			t.ExecutionMetadata = map[string]any{"base_url": "https://evil.example"}
		}, SecurityReview, "execution_metadata_changed", false},
		{"remote", func(t *catalog.ToolSpec) { t.Remote = false }, SecurityReview, "remote_changed", false},
		{"security wins over compatible and breaking", func(t *catalog.ToolSpec) {
			t.Description = "x"
			ep(t).Parameters = ep(t).Parameters[:1]
			ep(t).Method = "DELETE"
		}, SecurityReview, "parameter_removed", false},
	}
	base := func() catalog.ToolSpec {
		tool := fixtureM()
		tool.Remote = true
		tool.ExecutionMetadata = map[string]any{"base_url": "https://api.example"}
		e := &tool.Endpoints[0]
		e.Method, e.Path, e.ReadOnly = "GET", "/materials", boolPtr(true)
		e.Parameters = append(e.Parameters,
			catalog.ParameterSpec{Name: "limit", JSONSchema: map[string]any{"type": "integer"}},
			catalog.ParameterSpec{Name: "order", JSONSchema: map[string]any{"type": "string", "enum": []any{"asc", "desc"}}})
		e.InputSchema = map[string]any{
			"type":       "object",
			"properties": map[string]any{"formula": map[string]any{"type": "string"}, "limit": map[string]any{"type": "integer"}, "order": map[string]any{"type": "string"}},
			"required":   []any{"formula"},
		}
		e.OutputFields[1].JSONSchema = map[string]any{"type": "number"}
		return tool
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			old, new := base(), base()
			c.edit(&new)
			if c.reload { // compare documents as they come back from the database
				r := mustOpen(t, dbPath(t))
				if _, err := r.Register(old, false); err != nil {
					t.Fatal(err)
				}
				old = mustGet(t, r.Snapshot(), "materials")
				if _, err := r.Register(new, true); err != nil {
					t.Fatal(err)
				}
				new = mustGet(t, r.Snapshot(), "materials")
			}
			d := DiffTools(old, new)
			if d.Classification != c.want {
				t.Fatalf("classification %s, want %s; changes %+v", d.Classification, c.want, d.Changes)
			}
			if c.want == Identical && len(d.Changes) != 0 {
				t.Fatalf("identical diff has changes %+v", d.Changes)
			}
			if c.kind != "" {
				found := false
				for _, ch := range d.Changes {
					if ch.Path == "" || ch.Message == "" || severityRank[ch.Severity] == 0 && ch.Severity != SeverityInfo {
						t.Errorf("malformed change %+v", ch)
					}
					found = found || ch.Kind == c.kind
				}
				if !found {
					t.Fatalf("no %s change in %+v", c.kind, d.Changes)
				}
			}
		})
	}
}
