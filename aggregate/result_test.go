package aggregate

import (
	"reflect"
	"strings"
	"testing"

	"github.com/schemarouter/schemarouter/catalog"
	"github.com/schemarouter/schemarouter/execute"
)

func contract(semantic, unit string, quals map[string]string) execute.FieldContract {
	if quals == nil {
		quals = map[string]string{}
	}
	return execute.FieldContract{SemanticID: semantic, JSONSchema: map[string]any{}, SourceUnit: unit, Unit: unit, Qualifiers: quals}
}

func TestFromResultArrayData(t *testing.T) {
	tool := &catalog.ToolSpec{Name: "works", Namespace: "crossref", Provider: "crossref", License: "CC0",
		Endpoints: []catalog.EndpointSpec{{Name: "search", OutputFields: []catalog.FieldSpec{
			{Name: "DOI", SemanticID: "doi", Identifier: true},
			{Name: "title", SemanticID: "title"},
			{Name: "published_year"},
		}}}}
	res := &execute.Result{Tool: "crossref.works", Endpoint: "search",
		Data: []any{
			map[string]any{"DOI": "10.1/A", "title": "First", "published_year": 2020.0},
			map[string]any{"DOI": "10.1/B", "title": "Second"},
		},
		ProjectedFields: []string{"DOI", "title", "published_year"},
		FieldContracts: map[string]execute.FieldContract{
			"DOI": contract("doi", "", nil), "title": contract("title", "", nil), "published_year": contract("", "", nil),
		}}
	recs, err := FromResult(res, tool, KindDocument, FromOptions{})
	if err != nil {
		t.Fatal(err)
	}
	want := []SourceRecord{
		{Provider: "crossref", EntityKind: KindDocument, Identifiers: map[string]string{"doi": "10.1/A"},
			Fields:     map[string]any{"title": "First", "published_year": 2020.0},
			Provenance: map[string]any{"tool": "crossref.works", "endpoint": "search", "license": "CC0"}},
		{Provider: "crossref", EntityKind: KindDocument, Identifiers: map[string]string{"doi": "10.1/B"},
			Fields:     map[string]any{"title": "Second"},
			Provenance: map[string]any{"tool": "crossref.works", "endpoint": "search", "license": "CC0"}},
	}
	if !reflect.DeepEqual(recs, want) {
		t.Fatalf("got  %+v\nwant %+v", recs, want)
	}
}

func TestFromResultSplitsByQualifiers(t *testing.T) {
	tool := &catalog.ToolSpec{Name: "mp", Provider: "materials_project", SourceType: "calculated",
		Endpoints: []catalog.EndpointSpec{{Name: "summary", OutputFields: []catalog.FieldSpec{
			{Name: "material_id", Identifier: true},
			{Name: "formula"},
			{Name: "gap_300", SemanticID: "band_gap", Unit: "eV", Qualifiers: map[string]string{"temperature": "300 K"}},
			{Name: "gap_0", SemanticID: "band_gap", Unit: "eV", Qualifiers: map[string]string{"temperature": "0 K"}},
			{Name: "density", Unit: "g/cm3", SourceType: "experimental"},
		}}}}
	res := &execute.Result{Tool: "mp", Endpoint: "summary",
		Data:            map[string]any{"material_id": "mp-1", "formula": "GaAs", "gap_300": 1.42, "gap_0": 1.52, "density": 5.3},
		ProjectedFields: []string{"material_id", "formula", "gap_300", "gap_0", "density"},
		FieldContracts: map[string]execute.FieldContract{
			"material_id": contract("", "", nil),
			"formula":     contract("", "", nil),
			"gap_300":     contract("band_gap", "eV", map[string]string{"temperature": "300 K"}),
			"gap_0":       contract("band_gap", "eV", map[string]string{"temperature": "0 K"}),
			"density":     contract("", "g/cm3", nil),
		}}
	recs, err := FromResult(res, tool, KindMaterial, FromOptions{Identifiers: []string{"formula"}})
	if err != nil {
		t.Fatal(err)
	}
	if len(recs) != 3 {
		t.Fatalf("got %d records: %+v", len(recs), recs)
	}
	for _, r := range recs {
		if !reflect.DeepEqual(r.Identifiers, map[string]string{"material_id": "mp-1", "formula": "GaAs"}) {
			t.Fatalf("identifiers %v", r.Identifiers)
		}
	}
	if !reflect.DeepEqual(recs[0].Qualifiers, map[string]string{"temperature": "300 K"}) || recs[0].Fields["band_gap"] != 1.42 ||
		recs[0].FieldUnits["band_gap"] != "eV" || recs[0].Provenance["source_type"] != "calculated" {
		t.Fatalf("record 0 %+v", recs[0])
	}
	if !reflect.DeepEqual(recs[1].Qualifiers, map[string]string{"temperature": "0 K"}) || recs[1].Fields["band_gap"] != 1.52 {
		t.Fatalf("record 1 %+v", recs[1])
	}
	if recs[2].Qualifiers != nil || recs[2].Fields["density"] != 5.3 || recs[2].Provenance["source_type"] != "experimental" {
		t.Fatalf("record 2 %+v", recs[2])
	}
	// All three describe one material; the two band gaps stay separate observations
	// that disagree on qualifiers.
	es, err := Aggregate(recs, Options{})
	if err != nil {
		t.Fatal(err)
	}
	wantCount(t, es, 1)
	gap := field(t, es[0], "band_gap")
	if len(gap.Observations) != 2 || gap.Agreement {
		t.Fatalf("band_gap %+v", gap)
	}
}

func TestFromResultUnitsAfterNormalization(t *testing.T) {
	gpa := &catalog.ToolSpec{Name: "elastic_a", Provider: "provider_a",
		Endpoints: []catalog.EndpointSpec{{Name: "get", OutputFields: []catalog.FieldSpec{
			{Name: "id", SemanticID: "structure_id", Identifier: true},
			{Name: "modulus", SemanticID: "elastic_modulus", Unit: "GPa",
				UnitNormalization: &catalog.UnitNormalizationSpec{Dimension: "pressure", CanonicalUnit: "Pa", Scale: 1e9}},
		}}}}
	pa := &catalog.ToolSpec{Name: "elastic_b", Provider: "provider_b",
		Endpoints: []catalog.EndpointSpec{{Name: "get", OutputFields: []catalog.FieldSpec{
			{Name: "structure", SemanticID: "structure_id", Identifier: true},
			{Name: "k", SemanticID: "elastic_modulus", Unit: "Pa"},
		}}}}
	resA := &execute.Result{Tool: "elastic_a", Endpoint: "get",
		Data:            map[string]any{"id": "S-1", "modulus": 1.3e11}, // already normalized from 130 GPa
		ProjectedFields: []string{"id", "modulus"},
		FieldContracts: map[string]execute.FieldContract{
			"id":      contract("structure_id", "", nil),
			"modulus": {SemanticID: "elastic_modulus", SourceUnit: "GPa", Unit: "Pa", Dimension: "pressure", Qualifiers: map[string]string{}},
		}}
	resB := &execute.Result{Tool: "elastic_b", Endpoint: "get",
		Data:            map[string]any{"structure": "s-1", "k": 130000000000.0},
		ProjectedFields: []string{"structure", "k"},
		FieldContracts: map[string]execute.FieldContract{
			"structure": contract("structure_id", "", nil),
			"k":         contract("elastic_modulus", "Pa", nil),
		}}
	a, err := FromResult(resA, gpa, KindMaterial, FromOptions{})
	if err != nil {
		t.Fatal(err)
	}
	b, err := FromResult(resB, pa, KindMaterial, FromOptions{})
	if err != nil {
		t.Fatal(err)
	}
	if a[0].FieldUnits["elastic_modulus"] != "Pa" {
		t.Fatalf("unit %v, want the canonical Pa", a[0].FieldUnits)
	}
	es, err := Aggregate(append(a, b...), Options{})
	if err != nil {
		t.Fatal(err)
	}
	wantCount(t, es, 1)
	wantAgreement(t, field(t, es[0], "elastic_modulus"), true)
	if es[0].CanonicalKey != "material:structure_id:s-1" {
		t.Fatalf("key %q", es[0].CanonicalKey)
	}
}

func TestFromResultProvenanceAndDefaults(t *testing.T) {
	tool := &catalog.ToolSpec{Name: "compound", Namespace: "pubchem", SourceType: "curated", License: "public-domain",
		Endpoints: []catalog.EndpointSpec{{Name: "props", OutputFields: []catalog.FieldSpec{
			{Name: "CID", SemanticID: "cid", Identifier: true},
			{Name: "weights", Path: []string{"isotopes", "*", "mass"}},
		}}}}
	res := &execute.Result{Tool: "pubchem.compound", Endpoint: "props",
		Data: map[string]any{"CID": 2244.0, "isotopes": []any{
			map[string]any{"mass": 180.0}, map[string]any{"mass": 181.0},
		}},
		ProjectedFields: []string{"CID", "weights"},
	}
	recs, err := FromResult(res, tool, KindChemical, FromOptions{})
	if err != nil {
		t.Fatal(err)
	}
	want := SourceRecord{Provider: "pubchem.compound", EntityKind: KindChemical,
		Identifiers: map[string]string{"cid": "2244"},
		Fields:      map[string]any{"weights": []any{180.0, 181.0}},
		Provenance:  map[string]any{"tool": "pubchem.compound", "endpoint": "props", "source_type": "curated", "license": "public-domain"}}
	if len(recs) != 1 || !reflect.DeepEqual(recs[0], want) {
		t.Fatalf("got %+v\nwant %+v", recs, want)
	}

	// Identifier-only result records still give a record; null data gives none.
	res.ProjectedFields = []string{"CID"}
	if recs, err = FromResult(res, tool, KindChemical, FromOptions{}); err != nil || len(recs) != 1 || recs[0].Fields != nil {
		t.Fatalf("identifier-only: %+v, %v", recs, err)
	}
	res.Data = nil
	if recs, err = FromResult(res, tool, KindChemical, FromOptions{}); err != nil || len(recs) != 0 {
		t.Fatalf("null data: %+v, %v", recs, err)
	}
}

func TestFromResultErrors(t *testing.T) {
	tool := &catalog.ToolSpec{Name: "t", Endpoints: []catalog.EndpointSpec{{Name: "e", OutputFields: []catalog.FieldSpec{
		{Name: "id", Identifier: true}, {Name: "v"}, {Name: "w", SemanticID: "v"},
	}}}}
	tests := []struct {
		name string
		res  execute.Result
		want string
	}{
		{"scalar data", execute.Result{Endpoint: "e", Data: 3.0, ProjectedFields: []string{"v"}}, "data:"},
		{"non-object element", execute.Result{Endpoint: "e", Data: []any{map[string]any{}, "x"}, ProjectedFields: []string{"v"}}, "data[1]"},
		{"boolean identifier", execute.Result{Endpoint: "e", Data: map[string]any{"id": true}, ProjectedFields: []string{"id"}}, "data.id"},
		{"two fields, one key", execute.Result{Endpoint: "e", Data: map[string]any{"v": 1.0, "w": 2.0}, ProjectedFields: []string{"v", "w"}}, "data.w"},
		{"other tool", execute.Result{Tool: "other", Endpoint: "e"}, "tool"},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			_, err := FromResult(&tc.res, tool, KindGeneric, FromOptions{})
			if err == nil || !strings.HasPrefix(err.Error(), tc.want) {
				t.Fatalf("error %v, want prefix %q", err, tc.want)
			}
		})
	}
}
