package catalog

import (
	"math"
	"strings"
	"testing"
)

// validBase is a valid catalog exercising most optional attributes. Paths used below:
// tools[0].endpoints[0] is "search"; its fields are material_id [0], band_gap [1], density [2].
func validBase() Catalog {
	return Catalog{Tools: []ToolSpec{{
		Name:       "materials",
		Namespace:  "mp",
		Provider:   "materials_project",
		AccessMode: "openapi",
		SourceType: "calculated",
		License:    "CC BY 4.0",
		Remote:     true,
		Endpoints: []EndpointSpec{{
			Name:             "search",
			Description:      "Search material properties",
			OperationAliases: []string{"find materials", "look up"},
			Method:           "GET",
			Path:             "/materials",
			ReadOnly:         boolPtr(true),
			Parameters: []ParameterSpec{
				{Name: "formula", Required: true, Location: LocationQuery, JSONSchema: map[string]any{"type": "string"}, Aliases: []string{"chemical_formula"}},
				{Name: "limit", Location: LocationQuery, JSONSchema: map[string]any{"type": "integer"}},
			},
			OutputFields: []FieldSpec{
				{Name: "material_id", Identifier: true, JSONSchema: map[string]any{"type": "string"}},
				{Name: "band_gap", SemanticID: "band_gap", Unit: "eV", JSONSchema: map[string]any{"type": "number"}, Qualifiers: map[string]string{"method": "DFT"}},
				{Name: "density", Unit: "g/cm3"},
			},
		}},
	}}}
}

const (
	E  = "tools[0].endpoints[0]"
	F0 = E + ".output_fields[0]"
	F1 = E + ".output_fields[1]"
	F2 = E + ".output_fields[2]"
	P0 = E + ".parameters[0]"
	SP = E + ".server_projection"
	A0 = E + ".auth_requirements[0].schemes[0]"
)

func ep(c *Catalog) *EndpointSpec { return &c.Tools[0].Endpoints[0] }
func fld(c *Catalog, i int) *FieldSpec {
	return &c.Tools[0].Endpoints[0].OutputFields[i]
}
func obj(kv ...any) map[string]any {
	m := map[string]any{}
	for i := 0; i+1 < len(kv); i += 2 {
		m[kv[i].(string)] = kv[i+1]
	}
	return m
}
func typ(t any) map[string]any { return map[string]any{"type": t} }
func arrayOf(items map[string]any) map[string]any {
	return map[string]any{"type": "array", "items": items}
}

type validationCase struct {
	name   string
	mutate func(c *Catalog)
	wants  []want // none: the catalog must validate
}

func runValidationCases(t *testing.T, cases []validationCase) {
	t.Helper()
	for _, tc := range cases {
		t.Run(tc.name, func(t *testing.T) {
			c := validBase()
			tc.mutate(&c)
			checkProblems(t, c.Validate(), tc.wants...)
		})
	}
}

func TestValidateBaseFixturesAreValid(t *testing.T) {
	c := validBase()
	if err := c.Validate(); err != nil {
		t.Fatalf("validBase: %v", err)
	}
	m := fixtureM()
	if err := m.Validate(); err != nil {
		t.Fatalf("fixtureM: %v", err)
	}
}

func TestValidateCatalogAndToolRules(t *testing.T) {
	runValidationCases(t, []validationCase{
		{"catalog needs a tool", func(c *Catalog) { c.Tools = nil }, []want{{"tools", "at least one tool"}}},
		{"duplicate tool key", func(c *Catalog) { c.Tools = append(c.Tools, c.Tools[0].Clone()) },
			[]want{{"tools[1].name", `duplicate tool key "mp.materials" (also tools[0])`}}},
		{"same name in another namespace", func(c *Catalog) {
			other := c.Tools[0].Clone()
			other.Namespace = "oqmd"
			c.Tools = append(c.Tools, other)
		}, nil},
		{"tool name required", func(c *Catalog) { c.Tools[0].Name = "" }, []want{{"tools[0].name", "is required"}}},
		{"tool name untrimmed", func(c *Catalog) { c.Tools[0].Name = " materials" }, []want{{"tools[0].name", "surrounding whitespace"}}},
		{"tool name with a dot", func(c *Catalog) { c.Tools[0].Name = "mat.erials" }, []want{{"tools[0].name", "must not contain '.'"}}},
		{"blank namespace", func(c *Catalog) { c.Tools[0].Namespace = "  " }, []want{{"tools[0].namespace", "non-blank"}}},
		{"untrimmed namespace", func(c *Catalog) { c.Tools[0].Namespace = "mp " }, []want{{"tools[0].namespace", "surrounding whitespace"}}},
		{"blank provider", func(c *Catalog) { c.Tools[0].Provider = " " }, []want{{"tools[0].provider", "non-blank"}}},
		{"untrimmed access_mode", func(c *Catalog) { c.Tools[0].AccessMode = "openapi\n" }, []want{{"tools[0].access_mode", "surrounding whitespace"}}},
		{"untrimmed tool source_type", func(c *Catalog) { c.Tools[0].SourceType = " calculated" }, []want{{"tools[0].source_type", "surrounding whitespace"}}},
		{"blank tool license", func(c *Catalog) { c.Tools[0].License = "\t" }, []want{{"tools[0].license", "non-blank"}}},
		{"tool execution_metadata NaN", func(c *Catalog) { c.Tools[0].ExecutionMetadata = obj("base", math.NaN()) },
			[]want{{"tools[0].execution_metadata.base", "non-finite"}}},
		{"tool metadata chan", func(c *Catalog) { c.Tools[0].Metadata = obj("c", make(chan int)) },
			[]want{{"tools[0].metadata.c", "not a JSON value"}}},
		{"tool needs an endpoint", func(c *Catalog) { c.Tools[0].Endpoints = nil }, []want{{"tools[0].endpoints", "at least one endpoint"}}},
		{"duplicate endpoint name", func(c *Catalog) {
			c.Tools[0].Endpoints = append(c.Tools[0].Endpoints, EndpointSpec{Name: "search"})
		}, []want{{"tools[0].endpoints[1].name", `duplicate endpoint name "search" (also endpoints[0])`}}},
	})
}

func TestValidateEndpointRules(t *testing.T) {
	runValidationCases(t, []validationCase{
		{"endpoint name required", func(c *Catalog) { ep(c).Name = "" }, []want{{E + ".name", "is required"}}},
		{"endpoint name with a dot", func(c *Catalog) { ep(c).Name = "se.arch" }, []want{{E + ".name", "must not contain '.'"}}},
		{"endpoint name untrimmed", func(c *Catalog) { ep(c).Name = "search " }, []want{{E + ".name", "surrounding whitespace"}}},
		{"empty operation alias", func(c *Catalog) { ep(c).OperationAliases = []string{"find", ""} },
			[]want{{E + ".operation_aliases[1]", "non-empty"}}},
		{"blank operation alias", func(c *Catalog) { ep(c).OperationAliases = []string{"  "} },
			[]want{{E + ".operation_aliases[0]", "non-empty"}}},
		{"untrimmed operation alias", func(c *Catalog) { ep(c).OperationAliases = []string{" find"} },
			[]want{{E + ".operation_aliases[0]", "surrounding whitespace"}}},
		{"operation aliases equal after case and space folding", func(c *Catalog) {
			ep(c).OperationAliases = []string{"Read Record", "read \t record"}
		}, []want{{E + ".operation_aliases[1]", `duplicates operation_aliases[0] "Read Record"`}}},
		{"operation aliases equal under full case folding", func(c *Catalog) {
			ep(c).OperationAliases = []string{"STRASSE", "straße"}
		}, []want{{E + ".operation_aliases[1]", "duplicates operation_aliases[0]"}}},
		{"operation aliases untrimmed and duplicate", func(c *Catalog) {
			ep(c).OperationAliases = []string{"find", " Find "}
		}, []want{{E + ".operation_aliases[1]", "surrounding whitespace"}, {E + ".operation_aliases[1]", "duplicates"}}},
		{"distinct operation aliases", func(c *Catalog) { ep(c).OperationAliases = []string{"read", "read record", "Retrieve"} }, nil},
		{"duplicate parameter", func(c *Catalog) {
			ep(c).Parameters = append(ep(c).Parameters, ParameterSpec{Name: "formula"})
		}, []want{{E + ".parameters[2].name", `duplicate parameter name "formula" (also parameters[0])`}}},
		{"duplicate output field", func(c *Catalog) {
			ep(c).OutputFields = append(ep(c).OutputFields, FieldSpec{Name: "density"})
		}, []want{
			{E + ".output_fields[3].name", `duplicate output field name "density" (also output_fields[2])`},
			{E + ".output_fields[3].path", `source path [density] duplicates field "density"`},
		}},
		{"input_schema NaN", func(c *Catalog) { ep(c).InputSchema = obj("type", "object", "minimum", math.NaN()) },
			[]want{{E + ".input_schema.minimum", "non-finite"}}},
		{"output_schema not JSON", func(c *Catalog) { ep(c).OutputSchema = obj("x", struct{}{}) },
			[]want{{E + ".output_schema.x", "not a JSON value"}}},
		{"endpoint execution_metadata Inf in array", func(c *Catalog) {
			ep(c).ExecutionMetadata = obj("a", []any{1.0, math.Inf(1)})
		}, []want{{E + ".execution_metadata.a[1]", "non-finite"}}},
		{"endpoint metadata func", func(c *Catalog) { ep(c).Metadata = obj("f", func() {}) },
			[]want{{E + ".metadata.f", "not a JSON value"}}},
	})
}

func TestValidateParameterRules(t *testing.T) {
	runValidationCases(t, []validationCase{
		{"parameter name required", func(c *Catalog) { ep(c).Parameters[0].Name = "" }, []want{{P0 + ".name", "is required"}}},
		{"parameter name untrimmed", func(c *Catalog) { ep(c).Parameters[0].Name = "formula " }, []want{{P0 + ".name", "surrounding whitespace"}}},
		{"blank wire_name", func(c *Catalog) { ep(c).Parameters[0].WireName = " " }, []want{{P0 + ".wire_name", "non-blank"}}},
		{"untrimmed wire_name", func(c *Catalog) { ep(c).Parameters[0].WireName = " f" }, []want{{P0 + ".wire_name", "surrounding whitespace"}}},
		{"unknown location", func(c *Catalog) { ep(c).Parameters[0].Location = "cookie" }, []want{{P0 + ".location", `unknown location "cookie"`}}},
		{"every known location", func(c *Catalog) {
			for i, l := range []Location{"", LocationArgument, LocationPath, LocationHeader, LocationBody, LocationBodyRoot} {
				ep(c).Parameters = append(ep(c).Parameters, ParameterSpec{Name: "p" + string(rune('a'+i)), Location: l})
			}
		}, nil},
		{"parameter schema NaN", func(c *Catalog) { ep(c).Parameters[0].JSONSchema = obj("default", math.NaN()) },
			[]want{{P0 + ".json_schema.default", "non-finite"}}},
		{"bad parameter aliases", func(c *Catalog) { ep(c).Parameters[0].Aliases = []string{"", "a", "a", " b"} },
			[]want{{P0 + ".aliases[0]", "is required"}, {P0 + ".aliases[2]", `duplicate alias "a"`}, {P0 + ".aliases[3]", "surrounding whitespace"}}},
	})
}

func TestValidateFieldRules(t *testing.T) {
	norm := func(dim, canon string, scale, offset float64) *UnitNormalizationSpec {
		return &UnitNormalizationSpec{Dimension: dim, CanonicalUnit: canon, Scale: scale, Offset: offset}
	}
	runValidationCases(t, []validationCase{
		{"field name required", func(c *Catalog) { fld(c, 2).Name = "" }, []want{{F2 + ".name", "is required"}}},
		{"blank semantic_id", func(c *Catalog) { fld(c, 1).SemanticID = "  " }, []want{{F1 + ".semantic_id", "non-blank"}}},
		{"untrimmed unit", func(c *Catalog) { fld(c, 1).Unit = " eV" }, []want{{F1 + ".unit", "surrounding whitespace"}}},
		{"blank unit", func(c *Catalog) { fld(c, 2).Unit = "   " }, []want{{F2 + ".unit", "non-blank"}}},
		{"untrimmed field source_type", func(c *Catalog) { fld(c, 1).SourceType = "computed " }, []want{{F1 + ".source_type", "surrounding whitespace"}}},
		{"blank field license", func(c *Catalog) { fld(c, 1).License = " " }, []want{{F1 + ".license", "non-blank"}}},
		{"field schema Inf", func(c *Catalog) { fld(c, 1).JSONSchema = obj("type", "number", "maximum", math.Inf(1)) },
			[]want{{F1 + ".json_schema.maximum", "non-finite"}}},
		{"empty path segment", func(c *Catalog) { fld(c, 1).Path = []string{"a", "", "b"} },
			[]want{{F1 + ".path[1]", "non-empty"}}},
		{"empty result_path segment", func(c *Catalog) { fld(c, 1).ResultPath = []string{"", "x"} },
			[]want{{F1 + ".result_path[0]", "non-empty"}}},

		// AGGREGATION §7 item 45.
		{"qualifier key empty", func(c *Catalog) { fld(c, 1).Qualifiers = map[string]string{"": "300 K"} },
			[]want{{F1 + `.qualifiers[""]`, "qualifier keys"}}},
		{"qualifier key untrimmed", func(c *Catalog) { fld(c, 1).Qualifiers = map[string]string{" temperature": "300 K"} },
			[]want{{F1 + `.qualifiers[" temperature"]`, "qualifier keys"}}},
		{"qualifier value empty", func(c *Catalog) { fld(c, 1).Qualifiers = map[string]string{"temperature": ""} },
			[]want{{F1 + `.qualifiers["temperature"]`, "qualifier values"}}},
		{"qualifier value untrimmed", func(c *Catalog) { fld(c, 1).Qualifiers = map[string]string{"temperature": "300 K "} },
			[]want{{F1 + `.qualifiers["temperature"]`, `qualifier values must be non-empty without surrounding whitespace: "300 K "`}}},
		{"qualifiers exact and case-sensitive", func(c *Catalog) {
			fld(c, 1).Qualifiers = map[string]string{"temperature": "300 K", "Orientation": "[100]", "phase": "α"}
		}, nil},

		// Units and unit normalization (AGGREGATION §4.1–4.2, §7 items 41 and 42).
		{"unit with string schema", func(c *Catalog) { fld(c, 1).Unit = "GPa"; fld(c, 1).JSONSchema = typ("string") },
			[]want{{F1 + ".json_schema", `a field with unit "GPa" must declare a numeric scalar or numeric-array json_schema type`}}},
		{"unit with untyped schema", func(c *Catalog) { fld(c, 1).JSONSchema = obj("description", "gap") },
			[]want{{F1 + ".json_schema", "numeric scalar or numeric-array json_schema type"}}},
		{"unit with mixed scalar types", func(c *Catalog) { fld(c, 1).JSONSchema = typ([]any{"number", "string"}) },
			[]want{{F1 + ".json_schema", "numeric"}}},
		{"unit with null only", func(c *Catalog) { fld(c, 1).JSONSchema = typ("null") },
			[]want{{F1 + ".json_schema", "numeric"}}},
		{"unit with string array", func(c *Catalog) { fld(c, 1).JSONSchema = arrayOf(typ("string")) },
			[]want{{F1 + ".json_schema", "numeric"}}},
		{"unit with array without items", func(c *Catalog) { fld(c, 1).JSONSchema = typ("array") },
			[]want{{F1 + ".json_schema", "numeric"}}},
		{"unit with array-or-number", func(c *Catalog) {
			fld(c, 1).JSONSchema = obj("type", []any{"array", "number"}, "items", typ("number"))
		}, []want{{F1 + ".json_schema", "numeric"}}},
		{"unit with nullable number", func(c *Catalog) { fld(c, 1).JSONSchema = typ([]any{"number", "null"}) }, nil},
		{"unit with integer", func(c *Catalog) { fld(c, 1).JSONSchema = typ("integer") }, nil},
		{"unit with nested numeric array", func(c *Catalog) { fld(c, 1).JSONSchema = arrayOf(arrayOf(typ("integer"))) }, nil},
		{"unit_normalization requires unit", func(c *Catalog) {
			fld(c, 1).Unit = ""
			fld(c, 1).UnitNormalization = norm("energy", "J", 1.602e-19, 0)
		}, []want{{F1 + ".unit_normalization", "requires unit"}}},
		{"normalization dimension required", func(c *Catalog) { fld(c, 1).UnitNormalization = norm("", "meV", 1000, 0) },
			[]want{{F1 + ".unit_normalization.dimension", "is required"}}},
		{"normalization canonical_unit untrimmed", func(c *Catalog) { fld(c, 1).UnitNormalization = norm("energy", " meV", 1000, 0) },
			[]want{{F1 + ".unit_normalization.canonical_unit", "surrounding whitespace"}}},
		{"scale zero", func(c *Catalog) { fld(c, 1).UnitNormalization = norm("energy", "meV", 0, 0) },
			[]want{{F1 + ".unit_normalization.scale", "finite and > 0, got 0"}}},
		{"scale negative", func(c *Catalog) { fld(c, 1).UnitNormalization = norm("energy", "meV", -1000, 0) },
			[]want{{F1 + ".unit_normalization.scale", "finite and > 0"}}},
		{"scale +Inf", func(c *Catalog) { fld(c, 1).UnitNormalization = norm("energy", "meV", math.Inf(1), 0) },
			[]want{{F1 + ".unit_normalization.scale", "finite and > 0, got +Inf"}}},
		{"scale NaN", func(c *Catalog) { fld(c, 1).UnitNormalization = norm("energy", "meV", math.NaN(), 0) },
			[]want{{F1 + ".unit_normalization.scale", "finite and > 0"}}},
		{"offset NaN", func(c *Catalog) { fld(c, 1).UnitNormalization = norm("energy", "meV", 1000, math.NaN()) },
			[]want{{F1 + ".unit_normalization.offset", "must be finite, got NaN"}}},
		{"offset -Inf", func(c *Catalog) { fld(c, 1).UnitNormalization = norm("energy", "meV", 1000, math.Inf(-1)) },
			[]want{{F1 + ".unit_normalization.offset", "must be finite"}}},
		{"unit equals canonical with scale 2", func(c *Catalog) { fld(c, 1).UnitNormalization = norm("energy", "eV", 2, 0) },
			[]want{{F1 + ".unit_normalization", `unit "eV" equals canonical_unit, so the conversion must be the identity`}}},
		{"unit equals canonical with an offset", func(c *Catalog) { fld(c, 1).UnitNormalization = norm("energy", "eV", 1, 273.15) },
			[]want{{F1 + ".unit_normalization", "identity"}}},
		{"unit equals canonical as identity", func(c *Catalog) { fld(c, 1).UnitNormalization = norm("energy", "eV", 1, 0) }, nil},
		{"unit labels are case-sensitive", func(c *Catalog) { fld(c, 1).UnitNormalization = norm("energy", "EV", 2, 0) }, nil},
		{"affine degC to K", func(c *Catalog) {
			fld(c, 1).Unit = "degC"
			fld(c, 1).UnitNormalization = norm("temperature", "K", 1, 273.15)
		}, nil},
	})
}

func TestValidateWildcardRules(t *testing.T) {
	paths := func(p, r []string) func(c *Catalog) {
		return func(c *Catalog) { fld(c, 1).Path, fld(c, 1).ResultPath = p, r }
	}
	s := func(segs ...string) []string { return segs }
	runValidationCases(t, []validationCase{
		{"wildcard first", paths(s("*", "gap"), s("*", "gap")),
			[]want{{F1 + ".path[0]", "first or last"}, {F1 + ".result_path[0]", "first or last"}}},
		{"wildcard last", paths(s("results", "*"), s("out", "*")),
			[]want{{F1 + ".path[1]", "first or last"}, {F1 + ".result_path[1]", "first or last"}}},
		{"wildcard needs result_path", paths(s("results", "*", "gap"), nil),
			[]want{{F1 + ".result_path", "needs an explicit result_path"}}},
		{"wildcards at different positions", paths(s("results", "*", "gap"), s("out", "x", "*", "gap")),
			[]want{{F1 + ".result_path", "same positions as in path (path [1], result_path [2])"}}},
		{"result wildcard without source wildcard", paths(s("results", "gap"), s("out", "*", "gap")),
			[]want{{F1 + ".result_path", "same positions"}}},
		{"wildcard count differs", paths(s("a", "*", "b", "*", "c"), s("x", "*", "y", "z", "c")),
			[]want{{F1 + ".result_path", "same positions"}}},
		{"aligned wildcards", paths(s("results", "*", "gap"), s("out", "*", "gap")), nil},
		{"two aligned wildcards", paths(s("a", "*", "b", "*", "c"), s("x", "*", "y", "*", "z")), nil},
	})
}

func TestValidateSourceAndResultPaths(t *testing.T) {
	set := func(i int, p, r []string) func(c *Catalog) {
		return func(c *Catalog) { fld(c, i).Path, fld(c, i).ResultPath = p, r }
	}
	both := func(fs ...func(*Catalog)) func(*Catalog) {
		return func(c *Catalog) {
			for _, f := range fs {
				f(c)
			}
		}
	}
	s := func(segs ...string) []string { return segs }
	runValidationCases(t, []validationCase{
		{"duplicate source path", set(2, s("band_gap"), s("d")),
			[]want{{F2 + ".path", `source path [band_gap] duplicates field "band_gap"`}}},
		{"duplicate source path by default", set(2, nil, nil), nil}, // sanity: distinct names, distinct paths
		{"overlapping sources with overlapping results", both(set(1, s("props"), nil), set(2, s("props", "density"), nil)),
			[]want{{F2 + ".path", `source path [props density] overlaps field "band_gap" ([props]) and so do their result paths`}}},
		{"overlapping sources, longer first", both(set(1, s("props", "gap"), nil), set(2, s("props"), nil)),
			[]want{{F2 + ".path", "overlaps"}}},
		{"overlapping sources with disjoint results", both(set(1, s("props"), s("gap")), set(2, s("props", "density"), nil)), nil},
		{"overlapping wildcard sources", both(
			set(1, s("r", "*", "a"), s("o", "*", "a")),
			set(2, s("r", "*", "a", "b"), s("o", "*", "a", "b"))), nil},
		{"duplicate result path", set(2, nil, s("band_gap")),
			[]want{{F2 + ".result_path", `result path [band_gap] duplicates field "band_gap"`}}},
		{"result path prefix", both(set(1, nil, s("out")), set(2, nil, s("out", "density"))),
			[]want{{F2 + ".result_path", `result path [out density] overlaps field "band_gap" ([out])`}}},
		{"result path prefix, longer first", both(set(1, nil, s("out", "gap")), set(2, nil, s("out"))),
			[]want{{F2 + ".result_path", "overlaps"}}},
		{"result prefix allowed when the longer has a wildcard", both(
			set(1, nil, s("out")),
			set(2, s("list", "*", "d"), s("out", "*", "d"))), nil},
		{"result prefix under a wildcard from a non-wildcard source", both(
			set(1, s("list", "*", "g"), s("out", "*", "g")),
			set(2, s("list", "g", "d"), s("out", "*", "g", "d"))),
			[]want{{F2 + ".result_path", "same positions as in path (path [], result_path [1])"}}},
	})
}

func TestValidateFieldSchemaAgainstOutputSchema(t *testing.T) {
	props := func(kv ...any) map[string]any { return obj("type", "object", "properties", obj(kv...)) }
	runValidationCases(t, []validationCase{
		{"raw number vs field integer", func(c *Catalog) {
			ep(c).OutputSchema = props("band_gap", typ("number"))
			fld(c, 1).JSONSchema = typ("integer")
		}, []want{{F1 + ".json_schema", "type integer is not compatible with the output_schema type number at [band_gap]"}}},
		{"raw integer vs field number", func(c *Catalog) {
			ep(c).OutputSchema = props("band_gap", typ("integer"))
		}, nil},
		{"raw nullable number vs field number", func(c *Catalog) {
			ep(c).OutputSchema = props("band_gap", typ([]any{"number", "null"}))
		}, []want{{F1 + ".json_schema", "not compatible"}}},
		{"raw string vs field string", func(c *Catalog) {
			ep(c).OutputSchema = props("material_id", typ("string"))
		}, nil},
		{"raw number array vs field integer array", func(c *Catalog) {
			ep(c).OutputSchema = props("band_gap", arrayOf(typ("number")))
			fld(c, 1).JSONSchema = arrayOf(typ("integer"))
		}, []want{{F1 + ".json_schema", "not compatible"}}},
		{"raw integer array vs field number array", func(c *Catalog) {
			ep(c).OutputSchema = props("band_gap", arrayOf(typ("integer")))
			fld(c, 1).JSONSchema = arrayOf(typ("number"))
		}, nil},
		{"untyped raw schema", func(c *Catalog) { ep(c).OutputSchema = props("band_gap", obj("description", "x")) }, nil},
		{"unresolvable raw schema", func(c *Catalog) {
			ep(c).OutputSchema = props("band_gap", obj("$ref", "#/$defs/Missing"))
		}, nil},
		{"field resolved through $ref", func(c *Catalog) {
			ep(c).OutputSchema = obj(
				"$ref", "#/$defs/Material",
				"$defs", obj(
					"Material", props("band_gap", obj("$ref", "#/$defs/Gap")),
					"Gap", typ("string"),
				))
		}, []want{{F1 + ".json_schema", "type number is not compatible with the output_schema type string"}}},
		{"root array addresses item fields", func(c *Catalog) {
			ep(c).OutputSchema = obj("type", "array", "items", obj("$ref", "#/$defs/M"),
				"$defs", obj("M", props("band_gap", typ("boolean"))))
		}, []want{{F1 + ".json_schema", "not compatible"}}},
		{"wildcard steps into items", func(c *Catalog) {
			ep(c).OutputSchema = props("results", arrayOf(props("gap", typ("string"))))
			fld(c, 1).Path = []string{"results", "*", "gap"}
			fld(c, 1).ResultPath = []string{"out", "*", "gap"}
		}, []want{{F1 + ".json_schema", "at [results * gap]"}}},
		{"unit field without schema resolving to a string", func(c *Catalog) {
			ep(c).OutputSchema = props("density", typ("string"))
		}, []want{{F2 + ".unit", "must resolve to a numeric schema; output_schema declares string at [density]"}}},
		{"unit field without schema resolving to a number", func(c *Catalog) {
			ep(c).OutputSchema = props("density", typ("number"))
		}, nil},
		{"unit normalization without any numeric schema", func(c *Catalog) {
			fld(c, 2).UnitNormalization = &UnitNormalizationSpec{Dimension: "density", CanonicalUnit: "kg/m3", Scale: 1000}
		}, []want{{F2 + ".unit_normalization", "needs a declared numeric schema on the field or in output_schema at [density]"}}},
		{"unit normalization with a numeric raw schema", func(c *Catalog) {
			fld(c, 2).UnitNormalization = &UnitNormalizationSpec{Dimension: "density", CanonicalUnit: "kg/m3", Scale: 1000}
			ep(c).OutputSchema = props("density", typ("integer"))
		}, nil},
		{"unit normalization with a numeric field schema", func(c *Catalog) {
			fld(c, 2).UnitNormalization = &UnitNormalizationSpec{Dimension: "density", CanonicalUnit: "kg/m3", Scale: 1000}
			fld(c, 2).JSONSchema = arrayOf(typ("number"))
		}, nil},
	})
}

func TestValidateServerProjection(t *testing.T) {
	sp := func(p ServerProjectionSpec, extra ...func(*Catalog)) func(*Catalog) {
		return func(c *Catalog) {
			ep(c).ServerProjection = &p
			for _, f := range extra {
				f(c)
			}
		}
	}
	runValidationCases(t, []validationCase{
		{"valid projection", sp(ServerProjectionSpec{Parameter: "fields", Separator: ";", FieldMap: map[string]string{"band_gap": "bg"}}), nil},
		{"empty parameter", sp(ServerProjectionSpec{}), []want{{SP + ".parameter", "non-blank"}}},
		{"blank parameter", sp(ServerProjectionSpec{Parameter: "  "}), []want{{SP + ".parameter", "non-blank"}}},
		{"field_map key not declared", sp(ServerProjectionSpec{Parameter: "fields", FieldMap: map[string]string{"nope": "n"}}),
			[]want{{SP + `.field_map["nope"]`, "not a declared output field"}}},
		{"blank selector", sp(ServerProjectionSpec{Parameter: "fields", FieldMap: map[string]string{"band_gap": " "}}),
			[]want{{SP + `.field_map["band_gap"]`, "selector must be non-blank"}}},
		{"query parameter with the same wire name", sp(ServerProjectionSpec{Parameter: "formula"}), nil},
		{"path parameter with the same wire name", sp(ServerProjectionSpec{Parameter: "fields"}, func(c *Catalog) {
			ep(c).Parameters = append(ep(c).Parameters, ParameterSpec{Name: "fields", Location: LocationPath})
		}), []want{{SP + ".parameter", `parameters[2] (path) uses the same wire name "fields" outside the query`}}},
		{"argument parameter with the same wire name", sp(ServerProjectionSpec{Parameter: "fields"}, func(c *Catalog) {
			ep(c).Parameters = append(ep(c).Parameters, ParameterSpec{Name: "fields"})
		}), []want{{SP + ".parameter", "(argument)"}}},
		{"header parameter whose wire name collides", sp(ServerProjectionSpec{Parameter: "fields"}, func(c *Catalog) {
			ep(c).Parameters = append(ep(c).Parameters, ParameterSpec{Name: "header__fields", WireName: "fields", Location: LocationHeader})
		}), []want{{SP + ".parameter", "(header)"}}},
		{"remapped path needs an output_schema", sp(ServerProjectionSpec{Parameter: "fields"}, func(c *Catalog) {
			fld(c, 1).Path = []string{"props", "gap"}
		}), []want{{SP + ".output_schema", "output_fields[1] (band_gap) has a remapped source path"}}},
		{"remapped path with an output_schema", sp(ServerProjectionSpec{Parameter: "fields"}, func(c *Catalog) {
			fld(c, 1).Path = []string{"props", "gap"}
			ep(c).OutputSchema = typ("object")
		}), nil},
		{"result_path alone is not a remap", sp(ServerProjectionSpec{Parameter: "fields"}, func(c *Catalog) {
			fld(c, 1).ResultPath = []string{"out", "gap"}
		}), nil},
	})
}

func TestValidateAuthRequirements(t *testing.T) {
	auth := func(sets ...AuthRequirementSet) func(*Catalog) {
		return func(c *Catalog) { ep(c).AuthRequirements = sets }
	}
	one := func(s AuthSchemeRequirement) func(*Catalog) {
		return auth(AuthRequirementSet{Schemes: []AuthSchemeRequirement{s}})
	}
	runValidationCases(t, []validationCase{
		{"valid alternatives", auth(
			AuthRequirementSet{Schemes: []AuthSchemeRequirement{
				{Name: "key", Kind: AuthAPIKey, Location: "header", ParameterName: "X-API-Key"},
				{Name: "bearer", Kind: AuthHTTP, HTTPScheme: "bearer"},
			}},
			AuthRequirementSet{Schemes: []AuthSchemeRequirement{{Name: "o", Kind: AuthOAuth2, Scopes: []string{"read"}}}},
			AuthRequirementSet{Schemes: []AuthSchemeRequirement{{Name: "oidc", Kind: AuthOpenIDConnect}, {Name: "u", Kind: AuthUnsupported, DeclaredType: "mutualTLS"}}},
			AuthRequirementSet{},
		), nil},
		{"scheme name required", one(AuthSchemeRequirement{Kind: AuthOAuth2}), []want{{A0 + ".name", "is required"}}},
		{"api_key without location", one(AuthSchemeRequirement{Name: "k", Kind: AuthAPIKey, ParameterName: "key"}),
			[]want{{A0, "an api_key scheme needs location and parameter_name"}}},
		{"api_key without parameter_name", one(AuthSchemeRequirement{Name: "k", Kind: AuthAPIKey, Location: "query"}),
			[]want{{A0, "needs location and parameter_name"}}},
		{"http without http_scheme", one(AuthSchemeRequirement{Name: "h", Kind: AuthHTTP}),
			[]want{{A0, "an http scheme needs http_scheme"}}},
		{"unknown kind", one(AuthSchemeRequirement{Name: "m", Kind: "magic"}), []want{{A0 + ".kind", `unknown kind "magic"`}}},
		{"missing kind", one(AuthSchemeRequirement{Name: "m"}), []want{{A0 + ".kind", `unknown kind ""`}}},
		{"unknown location", one(AuthSchemeRequirement{Name: "k", Kind: AuthAPIKey, Location: "body", ParameterName: "k"}),
			[]want{{A0 + ".location", `unknown location "body"`}}},
		{"path of a later scheme", auth(
			AuthRequirementSet{Schemes: []AuthSchemeRequirement{{Name: "o", Kind: AuthOAuth2}}},
			AuthRequirementSet{Schemes: []AuthSchemeRequirement{{Name: "o", Kind: AuthOAuth2}, {Name: "h", Kind: AuthHTTP}}},
		), []want{{E + ".auth_requirements[1].schemes[1]", "http_scheme"}}},
	})
}

func TestValidateReportsEveryProblemOfACatalog(t *testing.T) {
	c := validBase()
	second := simpleTool("", "papers.v2")  // dot in the tool name
	second.Endpoints[0].Name = "get.by.id" // dot in the endpoint name
	second.Provider = " "                  // blank provider
	fld(&c, 1).Unit = "GPa"                // still fine (number)
	fld(&c, 1).JSONSchema = typ("string")  // unit with a string schema
	fld(&c, 2).Qualifiers = map[string]string{"t": ""}
	ep(&c).Parameters[1].Location = "cookie"
	c.Tools = append(c.Tools, second, c.Tools[0].Clone())
	err := c.Validate()
	checkProblems(t, err,
		want{F1 + ".json_schema", "numeric"},
		want{F2 + `.qualifiers["t"]`, "qualifier values"},
		want{E + ".parameters[1].location", "unknown location"},
		want{"tools[1].name", "must not contain '.'"},
		want{"tools[1].provider", "non-blank"},
		want{"tools[1].endpoints[0].name", "must not contain '.'"},
		// tools[2] repeats tools[0]'s problems and its key.
		want{"tools[2].endpoints[0].output_fields[1].json_schema", "numeric"},
		want{"tools[2].endpoints[0].output_fields[2]" + `.qualifiers["t"]`, "qualifier values"},
		want{"tools[2].endpoints[0].parameters[1].location", "unknown location"},
		want{"tools[2].name", "duplicate tool key"},
	)
	if !strings.HasPrefix(err.Error(), "10 problems:\n  ") {
		t.Errorf("multi-problem message starts %q", strings.SplitN(err.Error(), "\n", 2)[0])
	}
}

func TestValidatePathsAreRelativeToTheValidatedValue(t *testing.T) {
	tool := fixtureM()
	tool.Endpoints[0].OutputFields[1].Unit = " eV"
	checkProblems(t, tool.Validate(), want{"endpoints[0].output_fields[1].unit", "surrounding whitespace"})
	e := tool.Endpoints[0]
	err := e.Validate()
	checkProblems(t, err, want{"output_fields[1].unit", "surrounding whitespace"})
	if got := err.Error(); got != `output_fields[1].unit: must not have surrounding whitespace: " eV"` {
		t.Errorf("single-problem message = %q", got)
	}
}

func TestFieldErrorWithoutPathIsTheMessage(t *testing.T) {
	if got := (&FieldError{Message: "m"}).Error(); got != "m" {
		t.Errorf("got %q", got)
	}
	if got := (&FieldError{Path: "a.b", Message: "m"}).Error(); got != "a.b: m" {
		t.Errorf("got %q", got)
	}
}
