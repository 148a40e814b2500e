package openapi

import (
	"reflect"
	"strings"
	"testing"

	"github.com/schemarouter/schemarouter/catalog"
)

func petstoreTool(t *testing.T, opts Options) catalog.ToolSpec {
	t.Helper()
	res, err := ReadFile("testdata/petstore.yaml", opts)
	if err != nil {
		t.Fatal(err)
	}
	return res.Tool
}

func TestOverlayAnnotates(t *testing.T) {
	tool := petstoreTool(t, Options{})
	before, _ := catalog.ToolFingerprint(&tool)
	overlay := `
tool: {provider: petstore_inc, source_type: curated, license: MIT}
endpoints:
  showPetById:
    description: Read one pet record
    operation_aliases: [retrieve pet, read pet record]
    fields:
      id: {semantic_id: pet_id, aliases: [pet number]}
      name: {semantic_id: pet_name, qualifiers: {registry: national}, source_type: owner_reported, license: CC0-1.0}
      tag: {description: Free-form label}
`
	out, err := ApplyOverlay(tool, []byte(overlay), "pets.yaml")
	if err != nil {
		t.Fatal(err)
	}
	if out.Provider != "petstore_inc" || out.SourceType != "curated" || out.License != "MIT" {
		t.Errorf("tool annotations: %q %q %q", out.Provider, out.SourceType, out.License)
	}
	ep, _ := out.Endpoint("showPetById")
	if ep.Description != "Read one pet record" || !reflect.DeepEqual(ep.OperationAliases, []string{"retrieve pet", "read pet record"}) {
		t.Errorf("endpoint annotations: %q %q", ep.Description, ep.OperationAliases)
	}
	name, _ := ep.Field("name")
	if name.SemanticID != "pet_name" || name.Qualifiers["registry"] != "national" || name.SourceType != "owner_reported" || name.License != "CC0-1.0" {
		t.Errorf("field annotations: %+v", name)
	}
	// Authority is unchanged: same methods, parameters, schemas and classification.
	orig, _ := tool.Endpoint("showPetById")
	if !reflect.DeepEqual(orig.Parameters, ep.Parameters) || !reflect.DeepEqual(orig.OutputSchema, ep.OutputSchema) ||
		*orig.ReadOnly != *ep.ReadOnly || orig.Method != ep.Method {
		t.Error("the overlay changed the contract's authority")
	}
	// The input is not modified; the annotated tool is a new contract.
	if after, _ := catalog.ToolFingerprint(&tool); after != before {
		t.Error("ApplyOverlay modified its input")
	}
	if fp, _ := catalog.ToolFingerprint(&out); fp == before {
		t.Error("the annotated tool has the same fingerprint")
	}
	if _, err := catalog.NewRegistry(out); err != nil {
		t.Fatal(err)
	}
}

func TestOverlayRefusals(t *testing.T) {
	tool := petstoreTool(t, Options{Provider: "petstore_inc"})
	cases := []struct{ name, overlay, want string }{
		{"read_only", "endpoints: {createPets: {read_only: true}}", "endpoints.createPets.read_only: an overlay may annotate, not change read_only"},
		{"method", "endpoints: {listPets: {method: POST}}", "endpoints.listPets.method: an overlay may annotate, not change method"},
		{"parameters", "endpoints: {listPets: {parameters: []}}", "not change parameters"},
		{"destructive", "endpoints: {listPets: {destructive: false}}", "not change destructive"},
		{"json_schema", "endpoints: {listPets: {fields: {id: {json_schema: {type: string}}}}}", "endpoints.listPets.fields.id.json_schema"},
		{"remote", "tool: {remote: false}", "tool.remote: an overlay may annotate, not change remote"},
		{"unknown endpoint", "endpoints: {adoptPet: {description: x}}", "endpoints.adoptPet: the tool has no such endpoint"},
		{"unknown field", "endpoints: {listPets: {fields: {age: {unit: year}}}}", "endpoints.listPets.fields.age: the endpoint has no such output field"},
		{"unknown key", "endpoints: {listPets: {colour: red}}", "colour: unknown key"},
		{"provider replaced", "tool: {provider: someone_else}", `tool.provider: the tool already has provider "petstore_inc"`},
		{"unit on a string", "endpoints: {listPets: {fields: {name: {unit: kg}}}}", "numeric"},
		{"bad normalization", "endpoints: {listPets: {fields: {id: {unit: m, unit_normalization: {dimension: length, canonical_unit: m, scale: 2}}}}}", "identity"},
		{"not YAML", "endpoints: [", "invalid YAML"},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			out, err := ApplyOverlay(tool, []byte(c.overlay), "o.yaml")
			if err == nil || !strings.Contains(err.Error(), c.want) || !strings.HasPrefix(err.Error(), "overlay o.yaml: ") {
				t.Fatalf("error %v, want one naming %q", err, c.want)
			}
			if !reflect.DeepEqual(out, tool) {
				t.Fatal("a refused overlay changed the tool")
			}
		})
	}
}
