package aggregate

import (
	"encoding/json"
	"errors"
	"reflect"
	"regexp"
	"strings"
	"testing"
)

type ids = map[string]string
type vals = map[string]any

func rec(provider string, kind EntityKind, identifiers ids, fields vals) SourceRecord {
	return SourceRecord{Provider: provider, EntityKind: kind, Identifiers: identifiers, Fields: fields}
}

func withUnits(r SourceRecord, units ids) SourceRecord { r.FieldUnits = units; return r }
func withQuals(r SourceRecord, q ids) SourceRecord     { r.Qualifiers = q; return r }
func withProv(r SourceRecord, p vals) SourceRecord     { r.Provenance = p; return r }

func field(t *testing.T, e CanonicalEntity, name string) *AggregatedField {
	t.Helper()
	f, ok := e.Fields.Get(name)
	if !ok {
		t.Fatalf("entity %s has no field %q (fields %v)", e.CanonicalKey, name, e.Fields.Names())
	}
	return f
}

func wantCount(t *testing.T, es []CanonicalEntity, n int) {
	t.Helper()
	if len(es) != n {
		keys := make([]string, len(es))
		for i, e := range es {
			keys[i] = e.CanonicalKey + " " + strings.Join(e.Providers, ",")
		}
		t.Fatalf("got %d entities, want %d: %q", len(es), n, keys)
	}
}

func wantAgreement(t *testing.T, f *AggregatedField, want bool) {
	t.Helper()
	if f.Agreement != want {
		t.Fatalf("field %s: agreement %v, want %v (observations %+v)", f.Name, f.Agreement, want, f.Observations)
	}
}

func observedValues(f *AggregatedField) []any {
	out := make([]any, len(f.Observations))
	for i, o := range f.Observations {
		out[i] = o.Value
	}
	return out
}

// TestAggregateBehaviours ports AGGREGATION.md §7 items 1–32 (with the Go fixes of
// DECISIONS-GO.md: JSON equality in item 19, unique keys in item 32).
func TestAggregateBehaviours(t *testing.T) {
	tests := []struct {
		name    string
		records []SourceRecord
		opts    Options
		wantErr error // non-nil: Aggregate must fail with an error matching errors.Is (or any error for errAny)
		check   func(t *testing.T, es []CanonicalEntity)
	}{
		{
			name: "01 DOI URL merges with bare DOI",
			records: []SourceRecord{
				rec("crossref", KindDocument, ids{"doi": "https://doi.org/10.1000/ABC"}, vals{"title": "A paper", "year": 2026}),
				rec("openalex", KindDocument, ids{"doi": "10.1000/abc"}, vals{"title": "A paper", "cited_by_count": 12}),
			},
			check: func(t *testing.T, es []CanonicalEntity) {
				wantCount(t, es, 1)
				e := es[0]
				if !reflect.DeepEqual(e.Providers, []string{"crossref", "openalex"}) {
					t.Fatalf("providers %v", e.Providers)
				}
				title := field(t, e, "title")
				if title.Mode != ModeDeduplicate || title.Value != "A paper" || len(title.Observations) != 2 {
					t.Fatalf("title %+v", title)
				}
				wantAgreement(t, title, true)
				cited := field(t, e, "cited_by_count")
				if cited.Value != 12 || len(cited.Observations) != 1 {
					t.Fatalf("cited_by_count %+v", cited)
				}
				if e.CanonicalKey != "document:doi:10.1000/abc" {
					t.Fatalf("key %q", e.CanonicalKey)
				}
			},
		},
		{
			name: "02 doi: prefix and dx host merge",
			records: []SourceRecord{
				rec("a", KindDocument, ids{"doi": "doi: 10.1/X"}, nil),
				rec("b", KindDocument, ids{"doi": "http://dx.doi.org/10.1/x"}, nil),
			},
			check: func(t *testing.T, es []CanonicalEntity) { wantCount(t, es, 1) },
		},
		{
			name: "03 transitive merge through arXiv",
			records: []SourceRecord{
				rec("crossref", KindDocument, ids{"doi": "10.1000/paper"}, nil),
				rec("openalex", KindDocument, ids{"doi": "10.1000/paper", "arxiv": "2609.12345"}, nil),
				rec("arxiv", KindDocument, ids{"arxiv": "arXiv:2609.12345"}, nil),
			},
			check: func(t *testing.T, es []CanonicalEntity) {
				wantCount(t, es, 1)
				if !reflect.DeepEqual(es[0].Providers, []string{"crossref", "openalex", "arxiv"}) {
					t.Fatalf("providers %v", es[0].Providers)
				}
				if es[0].CanonicalKey != "document:doi:10.1000/paper" {
					t.Fatalf("key %q", es[0].CanonicalKey)
				}
			},
		},
		{
			name: "04 no fuzzy merge on titles",
			records: []SourceRecord{
				rec("arxiv", KindDocument, nil, vals{"title": "Same title"}),
				rec("openalex", KindDocument, nil, vals{"title": "Same title"}),
			},
			check: func(t *testing.T, es []CanonicalEntity) {
				wantCount(t, es, 2)
				l, _ := CanonicalIdentity(rec("arxiv", KindDocument, nil, vals{"title": "Same title"}))
				r, _ := CanonicalIdentity(rec("openalex", KindDocument, nil, vals{"title": "Same title"}))
				if l == r {
					t.Fatalf("identities equal: %q", l)
				}
			},
		},
		{
			name: "05 document priority pmid before arxiv",
			records: []SourceRecord{
				rec("a", KindDocument, ids{"arxiv": "1234.5678", "pmid": "999"}, nil),
				rec("b", KindDocument, ids{"arxiv": "9999.0001", "pmcid": "PMC77"}, nil),
			},
			check: func(t *testing.T, es []CanonicalEntity) {
				wantCount(t, es, 2)
				if es[0].CanonicalKey != "document:pmid:999" || es[1].CanonicalKey != "document:pmcid:PMC77" {
					t.Fatalf("keys %q, %q", es[0].CanonicalKey, es[1].CanonicalKey)
				}
			},
		},
		{
			name:    "06 identifier keys are case-insensitive, raw value kept",
			records: []SourceRecord{rec("a", KindDocument, ids{"DOI": "10.1/A"}, nil)},
			check: func(t *testing.T, es []CanonicalEntity) {
				wantCount(t, es, 1)
				if es[0].CanonicalKey != "document:doi:10.1/a" {
					t.Fatalf("key %q", es[0].CanonicalKey)
				}
				if !reflect.DeepEqual(es[0].Identifiers, map[string]string{"doi": "10.1/A"}) {
					t.Fatalf("identifiers %v", es[0].Identifiers)
				}
			},
		},
		{
			name: "07 formula-only materials stay separate",
			records: []SourceRecord{
				rec("provider_a", KindMaterial, ids{"formula": "SiO2"}, vals{"band_gap": 8.9}),
				rec("provider_b", KindMaterial, ids{"formula": "SiO2"}, vals{"band_gap": 5.5}),
			},
			check: func(t *testing.T, es []CanonicalEntity) { wantCount(t, es, 2) },
		},
		{
			name: "08 materials merge on structure_id and preserve observations",
			records: []SourceRecord{
				rec("a", KindMaterial, ids{"structure_id": "shared-structure", "formula": "SiO2"}, vals{"density": 2.65}),
				rec("b", KindMaterial, ids{"structure_id": "shared-structure", "formula": "SiO2"}, vals{"density": 2.66}),
			},
			check: func(t *testing.T, es []CanonicalEntity) {
				wantCount(t, es, 1)
				d := field(t, es[0], "density")
				if len(d.Observations) != 2 || d.Mode != ModePreserveObservations || d.Value != nil {
					t.Fatalf("density %+v", d)
				}
				wantAgreement(t, d, false)
				if es[0].Identifiers["formula"] != "SiO2" {
					t.Fatalf("untrusted identifier not copied: %v", es[0].Identifiers)
				}
			},
		},
		{
			name: "09 formula-only chemicals stay separate",
			records: []SourceRecord{
				rec("a", KindChemical, ids{"formula": "C2H6O"}, vals{"name": "ethanol"}),
				rec("b", KindChemical, ids{"formula": "C2H6O"}, vals{"name": "dimethyl ether"}),
			},
			check: func(t *testing.T, es []CanonicalEntity) { wantCount(t, es, 2) },
		},
		{
			name: "10 identical chemical values agree",
			records: []SourceRecord{
				withQuals(withUnits(rec("a", KindChemical, ids{"inchikey": "XYZ"}, vals{"mass": 10.0}), ids{"mass": "g"}), ids{"temperature": "298 K"}),
				withQuals(withUnits(rec("b", KindChemical, ids{"inchikey": "XYZ"}, vals{"mass": 10.0}), ids{"mass": "g"}), ids{"temperature": "298 K"}),
			},
			check: func(t *testing.T, es []CanonicalEntity) {
				wantCount(t, es, 1)
				m := field(t, es[0], "mass")
				wantAgreement(t, m, true)
				if len(m.Observations) != 2 {
					t.Fatalf("observations %d", len(m.Observations))
				}
			},
		},
		{
			name: "11 GaAs: different methods disagree",
			records: []SourceRecord{
				withQuals(withUnits(rec("materials-project", KindMaterial, ids{"structure_id": "gaas-zincblende"}, vals{"density": 5.32}), ids{"density": "g/cm^3"}), ids{"method": "computed"}),
				withQuals(withUnits(rec("cod", KindMaterial, ids{"structure_id": "gaas-zincblende"}, vals{"density": 5.41}), ids{"density": "g/cm^3"}), ids{"method": "experimental"}),
			},
			check: func(t *testing.T, es []CanonicalEntity) {
				wantCount(t, es, 1)
				d := field(t, es[0], "density")
				if len(d.Observations) != 2 {
					t.Fatalf("observations %d", len(d.Observations))
				}
				wantAgreement(t, d, false)
			},
		},
		{
			name: "11b stale reference test ported with structure_id (§2.9)",
			records: []SourceRecord{
				rec("a", KindMaterial, ids{"structure_id": "gaas", "formula": "GaAs"}, vals{"density": 5.32}),
				rec("b", KindMaterial, ids{"structure_id": "gaas", "formula": "GaAs"}, vals{"density": 5.41}),
			},
			check: func(t *testing.T, es []CanonicalEntity) {
				wantCount(t, es, 1)
				if got := observedValues(field(t, es[0], "density")); !reflect.DeepEqual(got, []any{5.32, 5.41}) {
					t.Fatalf("values %v", got)
				}
			},
		},
		{
			name: "12 same value, different qualifiers disagree",
			records: []SourceRecord{
				withQuals(withUnits(rec("a", KindChemical, ids{"inchikey": "K"}, vals{"mass": 10.0}), ids{"mass": "g"}), ids{"method": "computed"}),
				withUnits(rec("b", KindChemical, ids{"inchikey": "K"}, vals{"mass": 10.0}), ids{"mass": "g"}),
			},
			check: func(t *testing.T, es []CanonicalEntity) { wantAgreement(t, field(t, es[0], "mass"), false) },
		},
		{
			name: "13 same value, different unit strings disagree",
			records: []SourceRecord{
				withUnits(rec("a", KindMaterial, ids{"structure_id": "s"}, vals{"density": 5.3}), ids{"density": "g/cm^3"}),
				withUnits(rec("b", KindMaterial, ids{"structure_id": "s"}, vals{"density": 5.3}), ids{"density": "g/cm3"}),
			},
			check: func(t *testing.T, es []CanonicalEntity) { wantAgreement(t, field(t, es[0], "density"), false) },
		},
		{
			name: "13b a missing unit differs from a unit",
			records: []SourceRecord{
				withUnits(rec("a", KindMaterial, ids{"structure_id": "s"}, vals{"mass": 1}), ids{"mass": "g"}),
				rec("b", KindMaterial, ids{"structure_id": "s"}, vals{"mass": 1}),
			},
			check: func(t *testing.T, es []CanonicalEntity) { wantAgreement(t, field(t, es[0], "mass"), false) },
		},
		{
			name: "14 qualifier order does not matter",
			records: []SourceRecord{
				withQuals(rec("a", KindChemical, ids{"cid": "1"}, vals{"v": 1}), ids{"a": "1", "b": "2"}),
				withQuals(rec("b", KindChemical, ids{"cid": "1"}, vals{"v": 1}), ids{"b": "2", "a": "1"}),
			},
			check: func(t *testing.T, es []CanonicalEntity) { wantAgreement(t, field(t, es[0], "v"), true) },
		},
		{
			name: "15 provenance is ignored but kept per observation",
			records: []SourceRecord{
				withProv(rec("a", KindChemical, ids{"cid": "1"}, vals{"v": 1}), vals{"url": "https://a"}),
				withProv(rec("b", KindChemical, ids{"cid": "1"}, vals{"v": 1}), vals{"url": "https://b"}),
			},
			check: func(t *testing.T, es []CanonicalEntity) {
				f := field(t, es[0], "v")
				wantAgreement(t, f, true)
				if f.Observations[0].Provenance["url"] != "https://a" || f.Observations[1].Provenance["url"] != "https://b" {
					t.Fatalf("provenance %v / %v", f.Observations[0].Provenance, f.Observations[1].Provenance)
				}
			},
		},
		{
			name: "16 field_modes override",
			records: []SourceRecord{
				rec("a", KindDocument, ids{"doi": "10.1/x"}, vals{"citation_count": 10}),
				rec("b", KindDocument, ids{"doi": "10.1/x"}, vals{"citation_count": 13}),
			},
			opts: Options{FieldModes: map[string]Mode{"citation_count": ModePreserveObservations}},
			check: func(t *testing.T, es []CanonicalEntity) {
				f := field(t, es[0], "citation_count")
				if f.Mode != ModePreserveObservations || f.Value != nil || !reflect.DeepEqual(observedValues(f), []any{10, 13}) {
					t.Fatalf("citation_count %+v", f)
				}
				wantAgreement(t, f, false)
			},
		},
		{
			name: "17 deduplicate ignores unit and qualifiers",
			records: []SourceRecord{
				withQuals(withUnits(rec("a", KindGeneric, ids{"id": "x"}, vals{"v": 1}), ids{"v": "m"}), ids{"q": "1"}),
				withUnits(rec("b", "", ids{"id": "x"}, vals{"v": 1}), ids{"v": "cm"}),
			},
			check: func(t *testing.T, es []CanonicalEntity) {
				wantCount(t, es, 1)
				f := field(t, es[0], "v")
				if f.Mode != ModeDeduplicate || f.Value != 1 {
					t.Fatalf("v %+v", f)
				}
				wantAgreement(t, f, true)
			},
		},
		{
			name: "18 deduplicate with a null",
			records: []SourceRecord{
				rec("a", KindGeneric, ids{"id": "x"}, vals{"v": nil}),
				rec("b", KindGeneric, ids{"id": "x"}, vals{"v": "x"}),
			},
			check: func(t *testing.T, es []CanonicalEntity) {
				f := field(t, es[0], "v")
				if f.Value != "x" {
					t.Fatalf("value %v", f.Value)
				}
				wantAgreement(t, f, false)
			},
		},
		{
			// Deliberate difference from the reference (Python repr: 1 != 1.0):
			// DECISIONS-GO.md makes value equality JSON equality, so 1 and 1.0 agree.
			name: "19 int and float agree under JSON equality",
			records: []SourceRecord{
				rec("a", KindMaterial, ids{"structure_id": "s"}, vals{"v": 1}),
				rec("b", KindMaterial, ids{"structure_id": "s"}, vals{"v": 1.0}),
				rec("c", KindMaterial, ids{"structure_id": "s"}, vals{"v": json.Number("1.00")}),
			},
			check: func(t *testing.T, es []CanonicalEntity) { wantAgreement(t, field(t, es[0], "v"), true) },
		},
		{
			name:    "20 a single observation agrees",
			records: []SourceRecord{rec("a", KindMaterial, ids{"structure_id": "s"}, vals{"v": 3})},
			check:   func(t *testing.T, es []CanonicalEntity) { wantAgreement(t, field(t, es[0], "v"), true) },
		},
		{
			name: "21 generic merges on any key",
			records: []SourceRecord{
				rec("a", KindGeneric, ids{"name": "foo"}, nil),
				rec("b", KindGeneric, ids{"name": "FOO"}, nil),
			},
			check: func(t *testing.T, es []CanonicalEntity) {
				wantCount(t, es, 1)
				if es[0].CanonicalKey != "generic:name:foo" {
					t.Fatalf("key %q", es[0].CanonicalKey)
				}
			},
		},
		{
			name: "22 entity kind separates",
			records: []SourceRecord{
				rec("a", KindDocument, ids{"doi": "10.1/x"}, nil),
				rec("a", KindGeneric, ids{"doi": "10.1/x"}, nil),
			},
			check: func(t *testing.T, es []CanonicalEntity) {
				wantCount(t, es, 2)
				if es[0].CanonicalKey != "document:doi:10.1/x" || es[1].CanonicalKey != "generic:doi:10.1/x" {
					t.Fatalf("keys %q %q", es[0].CanonicalKey, es[1].CanonicalKey)
				}
			},
		},
		{
			name:    "23 material key priority is alphabetical and case-folded",
			records: []SourceRecord{rec("a", KindMaterial, ids{"structure_id": "s1", "material_id": "M1"}, nil)},
			check: func(t *testing.T, es []CanonicalEntity) {
				if es[0].CanonicalKey != "material:material_id:m1" {
					t.Fatalf("key %q", es[0].CanonicalKey)
				}
			},
		},
		{
			name:    "24 chemical key priority is alphabetical",
			records: []SourceRecord{rec("a", KindChemical, ids{"inchikey": "K", "cid": "42"}, nil)},
			check: func(t *testing.T, es []CanonicalEntity) {
				if es[0].CanonicalKey != "chemical:cid:42" {
					t.Fatalf("key %q", es[0].CanonicalKey)
				}
			},
		},
		{
			name: "25 shared DOI with conflicting PMID does not merge",
			records: []SourceRecord{
				rec("a", KindDocument, ids{"doi": "X", "pmid": "1"}, nil),
				rec("b", KindDocument, ids{"doi": "X", "pmid": "2"}, nil),
			},
			check: func(t *testing.T, es []CanonicalEntity) {
				wantCount(t, es, 2)
				if es[0].CanonicalKey != "document:doi:x" || es[1].CanonicalKey != "document:doi:x#2" {
					t.Fatalf("keys %q %q", es[0].CanonicalKey, es[1].CanonicalKey)
				}
			},
		},
		{
			name: "26 sparse bridge does not merge",
			records: []SourceRecord{
				rec("a", KindDocument, ids{"doi": "X", "pmid": "1"}, nil),
				rec("b", KindDocument, ids{"doi": "X", "pmid": "2"}, nil),
				rec("c", KindDocument, ids{"doi": "X"}, nil),
			},
			check: func(t *testing.T, es []CanonicalEntity) { wantCount(t, es, 3) },
		},
		{
			name: "27 contradictory transitive chain is split in order",
			records: []SourceRecord{
				rec("A", KindDocument, ids{"doi": "X", "pmid": "1"}, nil),
				rec("B", KindDocument, ids{"doi": "X", "arxiv": "Y"}, nil),
				rec("C", KindDocument, ids{"arxiv": "Y", "pmid": "2"}, nil),
			},
			check: func(t *testing.T, es []CanonicalEntity) {
				wantCount(t, es, 3)
				for i, p := range []string{"A", "B", "C"} {
					if !reflect.DeepEqual(es[i].Providers, []string{p}) {
						t.Fatalf("entity %d providers %v", i, es[i].Providers)
					}
				}
			},
		},
		{
			name: "27b consistent superset merges, identifiers first-seen",
			records: []SourceRecord{
				rec("A", KindDocument, ids{"doi": "X", "pmid": "1"}, nil),
				rec("B", KindDocument, ids{"doi": "x", "pmid": "01", "arxiv": "Y"}, nil),
			},
			check: func(t *testing.T, es []CanonicalEntity) {
				wantCount(t, es, 1)
				if !reflect.DeepEqual(es[0].Identifiers, map[string]string{"doi": "X", "pmid": "1", "arxiv": "Y"}) {
					t.Fatalf("identifiers %v", es[0].Identifiers)
				}
			},
		},
		{
			name:    "28 same-type conflict inside one record is an error",
			records: []SourceRecord{rec("a", KindDocument, ids{"DOI": "10.1/a", "doi": "10.1/b"}, nil)},
			wantErr: ErrConflictingIdentifier,
		},
		{
			name:    "28b same-type duplicates that normalize equal are fine",
			records: []SourceRecord{rec("a", KindDocument, ids{"DOI": "10.1/A", "doi": "https://doi.org/10.1/a"}, nil)},
			check:   func(t *testing.T, es []CanonicalEntity) { wantCount(t, es, 1) },
		},
		{
			name:    "29a blank provider is an error",
			records: []SourceRecord{rec("  ", KindDocument, nil, nil)},
			wantErr: errAny,
		},
		{
			name:    "29b blank identifier value is an error",
			records: []SourceRecord{rec("a", KindDocument, ids{"doi": " "}, nil)},
			wantErr: errAny,
		},
		{
			name:    "29c blank identifier key is an error",
			records: []SourceRecord{rec("a", KindDocument, ids{" ": "x"}, nil)},
			wantErr: errAny,
		},
		{
			name:    "29d unknown entity kind is an error",
			records: []SourceRecord{rec("a", "protein", nil, nil)},
			wantErr: errAny,
		},
		{
			name:    "29e unknown field mode is an error",
			records: []SourceRecord{rec("a", KindDocument, nil, nil)},
			opts:    Options{FieldModes: map[string]Mode{"x": "average"}},
			wantErr: errAny,
		},
		{
			name:    "30 empty input gives empty output",
			records: nil,
			check: func(t *testing.T, es []CanonicalEntity) {
				if es == nil || len(es) != 0 {
					t.Fatalf("got %#v", es)
				}
			},
		},
		{
			name: "31 ordering of entities, providers and fields",
			records: []SourceRecord{
				rec("P1", KindDocument, ids{"doi": "A"}, vals{"z": 1, "a": 2}),
				rec("P2", KindDocument, ids{"doi": "B"}, vals{"m": 1}),
				rec("P3", KindDocument, ids{"doi": "A"}, vals{"b": 3, "z": 1}),
			},
			check: func(t *testing.T, es []CanonicalEntity) {
				wantCount(t, es, 2)
				if !reflect.DeepEqual(es[0].Providers, []string{"P1", "P3"}) || es[1].CanonicalKey != "document:doi:b" {
					t.Fatalf("entities %+v", es)
				}
				if got := es[0].Fields.Names(); !reflect.DeepEqual(got, []string{"a", "z", "b"}) {
					t.Fatalf("field order %v", got)
				}
			},
		},
		{
			// Reference quirk fixed (DECISIONS-GO.md): keys are unique across the output.
			name: "32 unresolved key format, duplicates made unique",
			records: []SourceRecord{
				rec("provider_x", KindMaterial, ids{"formula": "SiO2"}, nil),
				rec("provider_x", KindMaterial, ids{"formula": "SiO2"}, nil),
			},
			check: func(t *testing.T, es []CanonicalEntity) {
				wantCount(t, es, 2)
				re := regexp.MustCompile(`^material:unresolved:[0-9a-f]{64}$`)
				if !re.MatchString(es[0].CanonicalKey) {
					t.Fatalf("key %q", es[0].CanonicalKey)
				}
				if es[1].CanonicalKey != es[0].CanonicalKey+"#2" {
					t.Fatalf("second key %q, want %q#2", es[1].CanonicalKey, es[0].CanonicalKey)
				}
				id, err := CanonicalIdentity(rec("provider_x", KindMaterial, ids{"formula": "SiO2"}, nil))
				if err != nil || id != es[0].CanonicalKey {
					t.Fatalf("CanonicalIdentity %q, %v; entity key %q", id, err, es[0].CanonicalKey)
				}
			},
		},
		{
			name: "32b unresolved keys include fields",
			records: []SourceRecord{
				rec("provider_x", KindMaterial, ids{"formula": "SiO2"}, vals{"band_gap": 8.9}),
				rec("provider_x", KindMaterial, ids{"formula": "SiO2"}, vals{"band_gap": 5.5}),
			},
			check: func(t *testing.T, es []CanonicalEntity) {
				wantCount(t, es, 2)
				if es[0].CanonicalKey == es[1].CanonicalKey || strings.Contains(es[1].CanonicalKey, "#") {
					t.Fatalf("keys %q %q", es[0].CanonicalKey, es[1].CanonicalKey)
				}
			},
		},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			es, err := Aggregate(tc.records, tc.opts)
			if tc.wantErr != nil {
				if err == nil {
					t.Fatalf("no error, got %+v", es)
				}
				if tc.wantErr != errAny && !errors.Is(err, tc.wantErr) {
					t.Fatalf("error %v, want %v", err, tc.wantErr)
				}
				if !strings.HasPrefix(err.Error(), "records[0]") && !strings.HasPrefix(err.Error(), "field_modes") {
					t.Fatalf("error without path: %v", err)
				}
				return
			}
			if err != nil {
				t.Fatal(err)
			}
			tc.check(t, es)
			assertUniqueKeys(t, es)
		})
	}
}

var errAny = errors.New("any error")

func assertUniqueKeys(t *testing.T, es []CanonicalEntity) {
	t.Helper()
	seen := map[string]bool{}
	for _, e := range es {
		if seen[e.CanonicalKey] {
			t.Fatalf("duplicate canonical key %q", e.CanonicalKey)
		}
		seen[e.CanonicalKey] = true
	}
}

func TestNormalizeIdentifier(t *testing.T) {
	tests := []struct{ typ, in, want string }{
		{"doi", "https://doi.org/10.1000/ABC", "10.1000/abc"},
		{"DOI", "doi: 10.1/X", "10.1/x"},
		{"doi", "http://dx.doi.org/10.1/x", "10.1/x"},
		{"doi", "www.doi.org/10.1/x", "10.1/x"},
		{"doi", "doi.org/10.1/x", "10.1/x"},
		{"doi", "doi:https://doi.org/10.1/x", "10.1/x"},
		{"doi", "10.1000/a%2Fb", "10.1000/a/b"},
		{"pmid", "PMID: 00123", "123"},
		{"pmid", "123", "123"},
		{"pmcid", "pmc0123", "PMC123"},
		{"pmcid", "123", "PMC123"},
		{"arxiv", "arXiv:2609.12345v2", "2609.12345"},
		{"arxiv", "https://arxiv.org/abs/2609.12345v1", "2609.12345"},
		{"arxiv", "https://arxiv.org/pdf/2609.12345.pdf", "2609.12345"},
		{"arxiv", "hep-th/9901001v3", "hep-th/9901001"},
		{"inchikey", " InChIKey=lfqscwfljhtthz-uhfffaoysa-n ", "LFQSCWFLJHTTHZ-UHFFFAOYSA-N"},
		{"inchi", "InChI=1S/C2H6O/c1-2-3/h3H,2H2,1H3", "InChI=1S/C2H6O/c1-2-3/h3H,2H2,1H3"},
		{"canonical_smiles", " c1ccccc1 ", "c1ccccc1"},
		{"isomeric_smiles", "C1=CC=CC=C1", "C1=CC=CC=C1"},
		{"cid", "CID: 0702", "702"},
		{"structure_id", " GaAs-ZB ", "gaas-zb"},
		// More real-world spellings.
		{"doi", "https://doi.org/10.1103/PhysRevB.54.11169", "10.1103/physrevb.54.11169"},
		{"doi", "HTTPS://DOI.ORG/10.1103/PHYSREVB.54.11169", "10.1103/physrevb.54.11169"},
		{"doi", "http://doi.org/10.1038/nature12373", "10.1038/nature12373"},
		{"doi", "https://dx.doi.org/10.1038/NATURE12373", "10.1038/nature12373"},
		{"doi", "DOI:10.1038/nature12373", "10.1038/nature12373"},
		{"doi", "doi 10.1038/nature12373", "10.1038/nature12373"},
		{"doi", "10.1016/S0927-0256(96)00008-0", "10.1016/s0927-0256(96)00008-0"},
		{"doi", "https://doi.org/10.1016/S0927-0256%2896%2900008-0", "10.1016/s0927-0256(96)00008-0"},
		{"doi", "  10.48550/arXiv.2106.09685  ", "10.48550/arxiv.2106.09685"},
		{"doi", "https://www.doi.org/10.1126/science.aaa8415", "10.1126/science.aaa8415"},
		{"pmid", "PMID:31452104", "31452104"},
		{"pmid", "pmid 31452104", "31452104"},
		{"pmid", " 0031452104 ", "31452104"},
		{"pmcid", "PMC6715530", "PMC6715530"},
		{"pmcid", "pmc6715530", "PMC6715530"},
		{"pmcid", " PMC 6715530 ", "PMC6715530"},
		{"arxiv", "2106.09685", "2106.09685"},
		{"arxiv", "arXiv:2106.09685v3", "2106.09685"},
		{"arxiv", "https://arxiv.org/abs/2106.09685", "2106.09685"},
		{"arxiv", "http://arxiv.org/pdf/2106.09685v2", "2106.09685"},
		{"arxiv", "arxiv:cond-mat/0410550v1", "cond-mat/0410550"},
		{"arxiv", "math.GT/0309136", "math.gt/0309136"},
		{"inchikey", "RYYVLZVUVIJVGH-UHFFFAOYSA-N", "RYYVLZVUVIJVGH-UHFFFAOYSA-N"},
		{"inchikey", "ryyvlzvuvijvgh-uhfffaoysa-n", "RYYVLZVUVIJVGH-UHFFFAOYSA-N"},
		{"canonical_smiles", "CN1C=NC2=C1C(=O)N(C(=O)N2C)C", "CN1C=NC2=C1C(=O)N(C(=O)N2C)C"},
		{"isomeric_smiles", "C[C@@H](C(=O)O)N", "C[C@@H](C(=O)O)N"},
		{"cid", "2519", "2519"},
		{"cid", "CID2519", "2519"},
	}
	for _, tc := range tests {
		if got := NormalizeIdentifier(tc.typ, tc.in); got != tc.want {
			t.Errorf("NormalizeIdentifier(%q, %q) = %q, want %q", tc.typ, tc.in, got, tc.want)
		}
	}
}

func TestSmilesCaseIsSignificant(t *testing.T) {
	es, err := Aggregate([]SourceRecord{
		rec("a", KindChemical, ids{"canonical_smiles": "c1ccccc1"}, nil),
		rec("b", KindChemical, ids{"canonical_smiles": "C1CCCCC1"}, nil),
	}, Options{})
	if err != nil {
		t.Fatal(err)
	}
	wantCount(t, es, 2)
}

func TestJSONEqual(t *testing.T) {
	tests := []struct {
		a, b any
		want bool
	}{
		{1, 1.0, true},
		{json.Number("1e2"), 100, true},
		{0.1, json.Number("0.1"), true},
		{5.32, 5.320, true},
		{true, 1, false},
		{"1", 1, false},
		{nil, nil, true},
		{nil, "x", false},
		{map[string]any{"a": 1, "b": 2}, map[string]any{"b": 2.0, "a": 1}, true},
		{[]any{1, 2}, []any{2, 1}, false},
		{[]any{"a"}, []string{"a"}, true},
		{map[string]any{"a": 1}, map[string]any{"a": 1, "b": nil}, false},
		{json.Number("1e99999"), json.Number("1e99999"), true},
	}
	for _, tc := range tests {
		if got := JSONEqual(tc.a, tc.b); got != tc.want {
			t.Errorf("JSONEqual(%#v, %#v) = %v, want %v", tc.a, tc.b, got, tc.want)
		}
	}
}

func TestEntityJSONKeepsFieldOrder(t *testing.T) {
	es, err := Aggregate([]SourceRecord{
		rec("P1", KindDocument, ids{"doi": "A"}, vals{"z": 1}),
		rec("P2", KindDocument, ids{"doi": "A"}, vals{"a": 2}),
	}, Options{})
	if err != nil {
		t.Fatal(err)
	}
	data, err := json.Marshal(es)
	if err != nil {
		t.Fatal(err)
	}
	s := string(data)
	if strings.Index(s, `"z":{"name":"z"`) > strings.Index(s, `"a":{"name":"a"`) {
		t.Fatalf("field order lost: %s", s)
	}
	for _, want := range []string{`"entity_kind":"document"`, `"canonical_key":"document:doi:a"`, `"unit":null`, `"agreement":true`} {
		if !strings.Contains(s, want) {
			t.Fatalf("missing %s in %s", want, s)
		}
	}
	var back []CanonicalEntity
	if err := json.Unmarshal(data, &back); err != nil {
		t.Fatal(err)
	}
	if got := back[0].Fields.Names(); !reflect.DeepEqual(got, []string{"z", "a"}) {
		t.Fatalf("round trip field order %v", got)
	}
}

func TestKeySuffixSkipsTakenKeys(t *testing.T) {
	es, err := Aggregate([]SourceRecord{
		rec("a", KindGeneric, ids{"id": "x", "v": "1"}, nil),
		rec("b", KindGeneric, ids{"id": "x", "v": "2"}, nil),
		rec("c", KindGeneric, ids{"id": "x#2"}, nil),
	}, Options{})
	if err != nil {
		t.Fatal(err)
	}
	got := []string{es[0].CanonicalKey, es[1].CanonicalKey, es[2].CanonicalKey}
	if !reflect.DeepEqual(got, []string{"generic:id:x", "generic:id:x#3", "generic:id:x#2"}) {
		t.Fatalf("keys %q", got)
	}
}

func TestDecodeRecords(t *testing.T) {
	good := `[{"provider":"cod","entity_kind":"material","identifiers":{"structure_id":"s"},
	  "fields":{"density":5.410},"field_units":{"density":"g/cm^3"},"qualifiers":{"method":"experimental"},
	  "provenance":{"url":"https://cod"}}]`
	rs, err := DecodeRecords([]byte(good))
	if err != nil {
		t.Fatal(err)
	}
	if rs[0].Fields["density"] != json.Number("5.410") || rs[0].Qualifiers["method"] != "experimental" {
		t.Fatalf("decoded %+v", rs[0])
	}
	bad := []struct{ in, path string }{
		{`[{"provider":"a","extra":1}]`, "records[0].extra: unknown key"},
		{`[{"provider":"a"},{"provider":"b","identifiers":{"doi":7}}]`, "records[1].identifiers"},
		{`[{"provider":" "}]`, "records[0].provider"},
		{`[{"provider":"a","identifiers":{"doi":" "}}]`, `records[0].identifiers["doi"]`},
		{`{"provider":"a"}`, "records:"},
		{`[1]`, "records[0]: want a JSON object"},
		{`[] []`, "records:"},
	}
	for _, tc := range bad {
		_, err := DecodeRecords([]byte(tc.in))
		if err == nil || !strings.HasPrefix(err.Error(), tc.path) {
			t.Errorf("DecodeRecords(%s) = %v, want prefix %q", tc.in, err, tc.path)
		}
	}
}

func TestWriteText(t *testing.T) {
	es, err := Aggregate([]SourceRecord{
		withQuals(withUnits(rec("materials-project", KindMaterial, ids{"structure_id": "gaas-zincblende"}, vals{"density": 5.32}), ids{"density": "g/cm^3"}), ids{"method": "computed"}),
		withQuals(withUnits(rec("cod", KindMaterial, ids{"structure_id": "gaas-zincblende"}, vals{"density": 5.41}), ids{"density": "g/cm^3"}), ids{"method": "experimental"}),
	}, Options{})
	if err != nil {
		t.Fatal(err)
	}
	var b strings.Builder
	if err := WriteText(&b, es); err != nil {
		t.Fatal(err)
	}
	out := b.String()
	for _, want := range []string{
		"entity 1  material  material:structure_id:gaas-zincblende",
		"providers:   materials-project, cod",
		"density  [preserve_observations]  CONFLICT (2 observations)",
		"- 5.32 g/cm^3 {method=computed}  (materials-project)",
		"- 5.41 g/cm^3 {method=experimental}  (cod)",
	} {
		if !strings.Contains(out, want) {
			t.Fatalf("missing %q in:\n%s", want, out)
		}
	}
}
