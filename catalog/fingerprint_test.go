package catalog

import (
	"encoding/json"
	"math"
	"regexp"
	"testing"
)

// Golden fingerprints of fixture M (CORE.md §6), computed once (and cross-checked as the
// SHA-256 of the sorted-key, whitespace-free JSON dump without defaults). They pin stability
// across runs, platforms and Go versions (DECISIONS-GO.md "Fingerprints"): a change
// here breaks every stored plan, so it must be deliberate.
const (
	goldenToolFingerprintM     = "4149d2a0ebd40555267e3bc6ffad453fa340b4ac799d75d18ea885bfe7837b5d"
	goldenEndpointFingerprintM = "e984f66fbdaef6e8b8b934cbb1e661d293a586c23f52e5677fe1f132a05af2bd"
)

func fingerprints(t *testing.T, tool *ToolSpec) (toolFP string, endpointFPs []string) {
	t.Helper()
	toolFP, err := ToolFingerprint(tool)
	if err != nil {
		t.Fatalf("ToolFingerprint: %v", err)
	}
	for i := range tool.Endpoints {
		fp, err := EndpointFingerprint(&tool.Endpoints[i])
		if err != nil {
			t.Fatalf("EndpointFingerprint: %v", err)
		}
		endpointFPs = append(endpointFPs, fp)
	}
	return toolFP, endpointFPs
}

var hexSHA256 = regexp.MustCompile(`^[0-9a-f]{64}$`)

func TestFingerprintGoldenValues(t *testing.T) {
	tool := fixtureM()
	toolFP, eps := fingerprints(t, &tool)
	if !hexSHA256.MatchString(toolFP) || !hexSHA256.MatchString(eps[0]) {
		t.Fatalf("not lowercase hex SHA-256: %q %q", toolFP, eps[0])
	}
	if toolFP != goldenToolFingerprintM {
		t.Errorf("tool fingerprint %s, golden %s", toolFP, goldenToolFingerprintM)
	}
	if eps[0] != goldenEndpointFingerprintM {
		t.Errorf("endpoint fingerprint %s, golden %s", eps[0], goldenEndpointFingerprintM)
	}
}

// A second, richer fixture pinned as well: schemas with numbers, unicode, tri-state booleans.
func TestFingerprintGoldenValueOfARichTool(t *testing.T) {
	c := mustParse(t, sampleJSON, "c.json")
	toolFP, eps := fingerprints(t, &c.Tools[0])
	const wantTool = "13b977d98f54e6fc1d85c1464778134b2c1e68eca1395ff233263feb5e9c0113"
	const wantEndpoint = "b04acdfa6973d4adc09989081d7228ef9fa3205cf77655b4d4d5b2964d8d7fb0"
	if toolFP != wantTool || eps[0] != wantEndpoint {
		t.Errorf("rich fingerprints %s / %s, golden %s / %s", toolFP, eps[0], wantTool, wantEndpoint)
	}
}

func TestFingerprintIsDeterministic(t *testing.T) {
	c := mustParse(t, sampleJSON, "c.json") // maps with several keys at every level
	first, firstEPs := fingerprints(t, &c.Tools[0])
	for i := 0; i < 50; i++ {
		fp, eps := fingerprints(t, &c.Tools[0])
		if fp != first || eps[0] != firstEPs[0] {
			t.Fatalf("run %d: fingerprint changed", i)
		}
	}
	// Fingerprinting does not modify its argument.
	again := mustParse(t, sampleJSON, "c.json")
	if toolJSON(t, &c.Tools[0]) != toolJSON(t, &again.Tools[0]) {
		t.Fatal("fingerprinting mutated the tool")
	}
}

func toolJSON(t *testing.T, tool *ToolSpec) string {
	t.Helper()
	b, err := json.Marshal(tool)
	if err != nil {
		t.Fatal(err)
	}
	return string(b)
}

func TestFingerprintIgnoresExplicitDefaults(t *testing.T) {
	base := func() ToolSpec {
		tool := fixtureM()
		tool.Endpoints[0].ServerProjection = &ServerProjectionSpec{Parameter: "fields"}
		return tool
	}
	cases := []struct {
		name   string
		mutate func(*ToolSpec)
	}{
		{"location argument", func(t *ToolSpec) { t.Endpoints[0].Parameters[0].Location = LocationArgument }},
		{"separator comma", func(t *ToolSpec) { t.Endpoints[0].ServerProjection.Separator = "," }},
		{"empty field_map", func(t *ToolSpec) { t.Endpoints[0].ServerProjection.FieldMap = map[string]string{} }},
		{"empty operation_aliases", func(t *ToolSpec) { t.Endpoints[0].OperationAliases = []string{} }},
		{"empty parameter aliases", func(t *ToolSpec) { t.Endpoints[0].Parameters[0].Aliases = []string{} }},
		{"empty field aliases", func(t *ToolSpec) { t.Endpoints[0].OutputFields[0].Aliases = []string{} }},
		{"empty path and result_path", func(t *ToolSpec) {
			t.Endpoints[0].OutputFields[0].Path = []string{}
			t.Endpoints[0].OutputFields[0].ResultPath = []string{}
		}},
		{"empty qualifiers", func(t *ToolSpec) { t.Endpoints[0].OutputFields[1].Qualifiers = map[string]string{} }},
		{"empty field json_schema", func(t *ToolSpec) { t.Endpoints[0].OutputFields[0].JSONSchema = map[string]any{} }},
		{"empty input and output schema", func(t *ToolSpec) {
			t.Endpoints[0].InputSchema = map[string]any{}
			t.Endpoints[0].OutputSchema = map[string]any{}
		}},
		{"empty auth_requirements", func(t *ToolSpec) { t.Endpoints[0].AuthRequirements = []AuthRequirementSet{} }},
		{"empty execution_metadata", func(t *ToolSpec) {
			t.ExecutionMetadata = map[string]any{}
			t.Endpoints[0].ExecutionMetadata = map[string]any{}
		}},
		{"empty parameter list", func(t *ToolSpec) {
			t.Endpoints = append(t.Endpoints, EndpointSpec{Name: "x", Parameters: []ParameterSpec{}, OutputFields: []FieldSpec{}})
		}},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			a, b := base(), base()
			if c.name == "empty parameter list" {
				a.Endpoints = append(a.Endpoints, EndpointSpec{Name: "x"})
			}
			c.mutate(&b)
			fpA, epsA := fingerprints(t, &a)
			fpB, epsB := fingerprints(t, &b)
			if fpA != fpB {
				t.Errorf("tool fingerprint changed")
			}
			for i := range epsA {
				if epsA[i] != epsB[i] {
					t.Errorf("endpoint %d fingerprint changed", i)
				}
			}
		})
	}
}

// richTool sets every fingerprinted attribute, so that each can be changed.
func richTool() ToolSpec {
	c := validBase()
	tool := c.Tools[0]
	tool.Description = "Materials"
	tool.ExecutionMetadata = map[string]any{"base_url": "https://a"}
	tool.Metadata = map[string]any{"note": "x"}
	e := &tool.Endpoints[0]
	e.Destructive = boolPtr(false)
	e.InputSchema = map[string]any{"type": "object"}
	e.OutputSchema = map[string]any{"type": "object"}
	e.ServerProjection = &ServerProjectionSpec{Parameter: "fields", FieldMap: map[string]string{"band_gap": "bg"}}
	e.AuthRequirements = []AuthRequirementSet{{Schemes: []AuthSchemeRequirement{{Name: "k", Kind: AuthAPIKey, Location: "header", ParameterName: "X", Scopes: []string{"r"}}}}}
	e.ExecutionMetadata = map[string]any{"body_mode": "json"}
	e.Metadata = map[string]any{"output_required": []any{"material_id"}}
	p := &e.Parameters[0]
	p.WireName, p.Description, p.Style, p.Explode = "f", "Formula", "form", boolPtr(true)
	f := &e.OutputFields[1]
	f.Description, f.Aliases, f.Path, f.ResultPath = "Gap", []string{"gap"}, []string{"gap"}, []string{"out_gap"}
	f.UnitNormalization = &UnitNormalizationSpec{Dimension: "energy", CanonicalUnit: "meV", Scale: 1000}
	f.SourceType, f.License = "computed", "MIT"
	return tool
}

func TestFingerprintChangesWithEveryFingerprintedAttribute(t *testing.T) {
	tool := func(m func(*ToolSpec)) func(*ToolSpec) { return m }
	endpoint := func(m func(*EndpointSpec)) func(*ToolSpec) {
		return func(t *ToolSpec) { m(&t.Endpoints[0]) }
	}
	param := func(m func(*ParameterSpec)) func(*ToolSpec) {
		return func(t *ToolSpec) { m(&t.Endpoints[0].Parameters[0]) }
	}
	field := func(m func(*FieldSpec)) func(*ToolSpec) {
		return func(t *ToolSpec) { m(&t.Endpoints[0].OutputFields[1]) }
	}
	toolLevel := []struct {
		name   string
		mutate func(*ToolSpec)
	}{
		{"tool name", tool(func(t *ToolSpec) { t.Name = "mats" })},
		{"namespace", tool(func(t *ToolSpec) { t.Namespace = "oqmd" })},
		{"tool description", tool(func(t *ToolSpec) { t.Description = "Materials!" })},
		{"tool source_type", tool(func(t *ToolSpec) { t.SourceType = "experimental" })},
		{"tool license", tool(func(t *ToolSpec) { t.License = "MIT" })},
		{"provider", tool(func(t *ToolSpec) { t.Provider = "oqmd" })},
		{"access_mode", tool(func(t *ToolSpec) { t.AccessMode = "optimade" })},
		{"remote", tool(func(t *ToolSpec) { t.Remote = false })},
		{"tool execution_metadata", tool(func(t *ToolSpec) { t.ExecutionMetadata["base_url"] = "https://b" })},
		{"tool execution_metadata added key", tool(func(t *ToolSpec) { t.ExecutionMetadata["v"] = 1 })},
	}
	endpointLevel := []struct {
		name   string
		mutate func(*ToolSpec)
	}{
		{"endpoint name", endpoint(func(e *EndpointSpec) { e.Name = "find" })},
		{"endpoint description", endpoint(func(e *EndpointSpec) { e.Description += "." })},
		{"operation_aliases", endpoint(func(e *EndpointSpec) { e.OperationAliases[1] = "lookup" })},
		{"operation_aliases order", endpoint(func(e *EndpointSpec) {
			e.OperationAliases[0], e.OperationAliases[1] = e.OperationAliases[1], e.OperationAliases[0]
		})},
		{"method", endpoint(func(e *EndpointSpec) { e.Method = "POST" })},
		{"http path", endpoint(func(e *EndpointSpec) { e.Path = "/v2/materials" })},
		{"read_only true to false", endpoint(func(e *EndpointSpec) { e.ReadOnly = boolPtr(false) })},
		{"read_only true to unset", endpoint(func(e *EndpointSpec) { e.ReadOnly = nil })},
		{"destructive false to unset", endpoint(func(e *EndpointSpec) { e.Destructive = nil })},
		{"input_schema", endpoint(func(e *EndpointSpec) { e.InputSchema["required"] = []any{"formula"} })},
		{"output_schema", endpoint(func(e *EndpointSpec) { e.OutputSchema["type"] = "array" })},
		{"server_projection parameter", endpoint(func(e *EndpointSpec) { e.ServerProjection.Parameter = "select" })},
		{"server_projection separator", endpoint(func(e *EndpointSpec) { e.ServerProjection.Separator = ";" })},
		{"server_projection field_map", endpoint(func(e *EndpointSpec) { e.ServerProjection.FieldMap["band_gap"] = "gap" })},
		{"server_projection removed", endpoint(func(e *EndpointSpec) { e.ServerProjection = nil })},
		{"auth scheme", endpoint(func(e *EndpointSpec) { e.AuthRequirements[0].Schemes[0].ParameterName = "Y" })},
		{"auth scopes", endpoint(func(e *EndpointSpec) { e.AuthRequirements[0].Schemes[0].Scopes = nil })},
		{"endpoint execution_metadata", endpoint(func(e *EndpointSpec) { e.ExecutionMetadata["body_mode"] = "form" })},
		{"parameter added", endpoint(func(e *EndpointSpec) { e.Parameters = append(e.Parameters, ParameterSpec{Name: "x"}) })},
		{"parameter order", endpoint(func(e *EndpointSpec) { e.Parameters[0], e.Parameters[1] = e.Parameters[1], e.Parameters[0] })},
		{"parameter name", param(func(p *ParameterSpec) { p.Name = "formula2" })},
		{"wire_name", param(func(p *ParameterSpec) { p.WireName = "g" })},
		{"parameter description", param(func(p *ParameterSpec) { p.Description = "" })},
		{"required", param(func(p *ParameterSpec) { p.Required = false })},
		{"location", param(func(p *ParameterSpec) { p.Location = LocationPath })},
		{"location query to default", param(func(p *ParameterSpec) { p.Location = "" })},
		{"style", param(func(p *ParameterSpec) { p.Style = "deepObject" })},
		{"explode", param(func(p *ParameterSpec) { p.Explode = boolPtr(false) })},
		{"allow_reserved", param(func(p *ParameterSpec) { p.AllowReserved = true })},
		{"parameter json_schema", param(func(p *ParameterSpec) { p.JSONSchema["minLength"] = 1 })},
		{"parameter aliases", param(func(p *ParameterSpec) { p.Aliases = append(p.Aliases, "f") })},
		{"field name", field(func(f *FieldSpec) { f.Name = "gap" })},
		{"semantic_id", field(func(f *FieldSpec) { f.SemanticID = "electronic.band_gap" })},
		{"field description", field(func(f *FieldSpec) { f.Description = "gap" })},
		{"field json_schema", field(func(f *FieldSpec) { f.JSONSchema["type"] = "integer" })},
		{"field aliases", field(func(f *FieldSpec) { f.Aliases = []string{"Gap"} })},
		{"field path", field(func(f *FieldSpec) { f.Path = []string{"bg"} })},
		{"field result_path", field(func(f *FieldSpec) { f.ResultPath = nil })},
		{"unit", field(func(f *FieldSpec) { f.Unit = "EV" })},
		{"normalization dimension", field(func(f *FieldSpec) { f.UnitNormalization.Dimension = "Energy" })},
		{"normalization canonical_unit", field(func(f *FieldSpec) { f.UnitNormalization.CanonicalUnit = "J" })},
		{"normalization scale", field(func(f *FieldSpec) { f.UnitNormalization.Scale = 1000.0000001 })},
		{"normalization offset", field(func(f *FieldSpec) { f.UnitNormalization.Offset = 1e-300 })},
		{"normalization removed", field(func(f *FieldSpec) { f.UnitNormalization = nil })},
		{"qualifier value", field(func(f *FieldSpec) { f.Qualifiers["method"] = "dft" })},
		{"qualifier added", field(func(f *FieldSpec) { f.Qualifiers["temperature"] = "300 K" })},
		{"identifier", field(func(f *FieldSpec) { f.Identifier = true })},
		{"field source_type", field(func(f *FieldSpec) { f.SourceType = "experimental" })},
		{"field license", field(func(f *FieldSpec) { f.License = "CC0" })},
		{"field order", endpoint(func(e *EndpointSpec) {
			e.OutputFields[0], e.OutputFields[1] = e.OutputFields[1], e.OutputFields[0]
		})},
	}
	baseTool := richTool()
	if err := baseTool.Validate(); err != nil {
		t.Fatalf("richTool is invalid: %v", err)
	}
	baseFP, baseEPs := fingerprints(t, &baseTool)
	for _, c := range toolLevel {
		t.Run(c.name, func(t *testing.T) {
			tool := richTool()
			c.mutate(&tool)
			fp, eps := fingerprints(t, &tool)
			if fp == baseFP {
				t.Error("tool fingerprint unchanged")
			}
			// The endpoint fingerprint covers the endpoint dump only (CORE.md §1.11).
			if eps[0] != baseEPs[0] {
				t.Error("endpoint fingerprint changed by a tool-level attribute")
			}
		})
	}
	for _, c := range endpointLevel {
		t.Run(c.name, func(t *testing.T) {
			tool := richTool()
			c.mutate(&tool)
			fp, eps := fingerprints(t, &tool)
			if fp == baseFP {
				t.Error("tool fingerprint unchanged")
			}
			if eps[0] == baseEPs[0] {
				t.Error("endpoint fingerprint unchanged")
			}
		})
	}
}

// CORE §6 item 7.
func TestFingerprintExcludesMetadataOnly(t *testing.T) {
	baseTool := richTool()
	baseFP, baseEPs := fingerprints(t, &baseTool)
	for name, mutate := range map[string]func(*ToolSpec){
		"tool metadata changed":     func(t *ToolSpec) { t.Metadata["note"] = "y" },
		"tool metadata removed":     func(t *ToolSpec) { t.Metadata = nil },
		"endpoint metadata changed": func(t *ToolSpec) { t.Endpoints[0].Metadata["output_required"] = []any{} },
		"endpoint metadata added": func(t *ToolSpec) {
			t.Endpoints[0].Metadata["adapter"] = map[string]any{"remote": true}
		},
	} {
		t.Run(name, func(t *testing.T) {
			tool := richTool()
			mutate(&tool)
			fp, eps := fingerprints(t, &tool)
			if fp != baseFP || eps[0] != baseEPs[0] {
				t.Error("a metadata-only change moved a fingerprint")
			}
		})
	}
	// execution_metadata at endpoint level moves both, at tool level the tool's.
	tool := richTool()
	tool.Endpoints[0].ExecutionMetadata["entry_type"] = "structures"
	if fp, eps := fingerprints(t, &tool); fp == baseFP || eps[0] == baseEPs[0] {
		t.Error("endpoint execution_metadata change did not move both fingerprints")
	}
	tool = richTool()
	tool.ExecutionMetadata["mcp_protocol"] = "2025-06-18"
	if fp, _ := fingerprints(t, &tool); fp == baseFP {
		t.Error("tool execution_metadata change did not move the tool fingerprint")
	}
}

func TestFingerprintTreatsEqualJSONNumbersAlike(t *testing.T) {
	doc := func(n string) string {
		return `{"tools":[{"name":"t","execution_metadata":{"n":` + n + `},"endpoints":[{"name":"e",
			"input_schema":{"type":"object","properties":{"k":{"type":"integer","minimum":` + n + `}}}}]}]}`
	}
	var first string
	for i, n := range []string{"1", "1.0", "1e0", "10e-1", "1.000"} {
		c := mustParse(t, doc(n), "c.json")
		fp, _ := fingerprints(t, &c.Tools[0])
		if i == 0 {
			first = fp
		} else if fp != first {
			t.Errorf("%s fingerprints differently from 1", n)
		}
	}
	// The same through YAML and Go values of different types.
	y := mustParse(t, doc("1.0"), "c.yaml")
	if fp, _ := fingerprints(t, &y.Tools[0]); fp != first {
		t.Error("YAML 1.0 fingerprints differently")
	}
	for _, v := range []any{1, int64(1), uint8(1), 1.0, float32(1), json.Number("1.0")} {
		c := mustParse(t, doc("1"), "c.json")
		c.Tools[0].ExecutionMetadata["n"] = v
		c.Tools[0].Endpoints[0].InputSchema["properties"].(map[string]any)["k"].(map[string]any)["minimum"] = v
		if fp, _ := fingerprints(t, &c.Tools[0]); fp != first {
			t.Errorf("%T(%v) fingerprints differently from JSON 1", v, v)
		}
	}
	c := mustParse(t, doc("2"), "c.json")
	if fp, _ := fingerprints(t, &c.Tools[0]); fp == first {
		t.Error("2 fingerprints like 1")
	}
}

func TestFingerprintRejectsNonJSONValues(t *testing.T) {
	tool := fixtureM()
	tool.ExecutionMetadata = map[string]any{"x": math.NaN()}
	if _, err := ToolFingerprint(&tool); err == nil {
		t.Error("NaN fingerprinted")
	}
	tool.ExecutionMetadata = nil
	tool.Endpoints[0].ExecutionMetadata = map[string]any{"c": make(chan int)}
	if _, err := EndpointFingerprint(&tool.Endpoints[0]); err == nil {
		t.Error("chan fingerprinted")
	}
}
