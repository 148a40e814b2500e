package aggregate

import (
	"encoding/json"
	"errors"
	"fmt"
	"testing"
)

// recordsFromBytes builds records from fuzz input over small pools, so that merges,
// conflicts, case variants and duplicates are frequent. Each record's provenance
// carries its index, to trace observations back.
func recordsFromBytes(data []byte) []SourceRecord {
	pos := 0
	next := func() int {
		if pos >= len(data) {
			return 0
		}
		b := int(data[pos])
		pos++
		return b
	}
	kinds := []EntityKind{"", KindDocument, KindMaterial, KindChemical, KindGeneric}
	types := []string{"doi", "DOI", "pmid", "arxiv", "pmcid", "structure_id", "material_id", "cid", "inchikey", "canonical_smiles", "formula", "name", "id"}
	idVals := []string{"a", "A", "b", "https://doi.org/a", "1", "01", "arXiv:1v2", "PMC1", "x#2"}
	names := []string{"x", "y", "z", "density"}
	values := []any{nil, 1, 1.0, json.Number("1.0"), "s", "S", []any{1.0}, map[string]any{"k": 1}, true, 2.5}
	units := []string{"g", "kg", ""}
	n := next() % 8
	out := make([]SourceRecord, 0, n)
	for i := 0; i < n; i++ {
		r := SourceRecord{
			Provider:   fmt.Sprintf("p%d", next()%3),
			EntityKind: kinds[next()%len(kinds)],
			Provenance: map[string]any{"i": i},
		}
		for k := next() % 4; k > 0; k-- {
			if r.Identifiers == nil {
				r.Identifiers = map[string]string{}
			}
			r.Identifiers[types[next()%len(types)]] = idVals[next()%len(idVals)]
		}
		for k := next() % 4; k > 0; k-- {
			if r.Fields == nil {
				r.Fields = map[string]any{}
			}
			name := names[next()%len(names)]
			r.Fields[name] = values[next()%len(values)]
			if u := next() % 4; u < len(units) {
				if r.FieldUnits == nil {
					r.FieldUnits = map[string]string{}
				}
				r.FieldUnits[name] = units[u]
			}
		}
		if next()%2 == 1 {
			r.Qualifiers = map[string]string{"method": []string{"computed", "experimental"}[next()%2]}
		}
		out = append(out, r)
	}
	return out
}

func FuzzAggregate(f *testing.F) {
	f.Add([]byte{})
	f.Add([]byte{3, 0, 1, 2, 0, 0, 1, 0, 0, 1, 0, 1, 1, 0, 1, 0, 0, 0, 2, 0, 0, 1, 5})
	f.Add([]byte{5, 1, 1, 3, 0, 0, 2, 1, 2, 1, 1, 2, 1, 1, 0, 0, 2, 1, 4, 0, 3, 1})
	f.Add([]byte("material structure_id conflicting chains of records"))
	f.Fuzz(func(t *testing.T, data []byte) {
		records := recordsFromBytes(data)
		modes := Options{}
		if len(data) > 0 && data[0]&0x80 != 0 {
			modes.FieldModes = map[string]Mode{"x": ModePreserveObservations, "y": ModeDeduplicate}
		}
		es, err := Aggregate(records, modes)
		if err != nil {
			if !errors.Is(err, ErrConflictingIdentifier) {
				t.Fatalf("unexpected error %v for %+v", err, records)
			}
			return
		}
		// Every input field appears in exactly one entity's observations.
		seen := map[string]int{}
		keys := map[string]bool{}
		for _, e := range es {
			if keys[e.CanonicalKey] {
				t.Fatalf("duplicate canonical key %q", e.CanonicalKey)
			}
			keys[e.CanonicalKey] = true
			for _, fl := range e.Fields {
				for _, o := range fl.Observations {
					seen[fmt.Sprintf("%v/%s", o.Provenance["i"], o.Field)]++
				}
			}
		}
		// No entity joins records whose trusted identifiers contradict.
		for _, e := range es {
			claimed := map[string]string{}
			members := map[int]bool{}
			for _, fl := range e.Fields {
				for _, o := range fl.Observations {
					members[o.Provenance["i"].(int)] = true
				}
			}
			for i := range members {
				cs, _ := trustedClaims(&records[i])
				for _, c := range cs {
					if v, ok := claimed[c.typ]; ok && v != c.val {
						t.Fatalf("entity %s merges %s=%q and %q", e.CanonicalKey, c.typ, v, c.val)
					}
					claimed[c.typ] = c.val
				}
			}
		}
		total := 0
		for i, r := range records {
			for name := range r.Fields {
				total++
				if c := seen[fmt.Sprintf("%d/%s", i, name)]; c != 1 {
					t.Fatalf("record %d field %q observed %d times", i, name, c)
				}
			}
		}
		if len(seen) != total {
			t.Fatalf("%d observations for %d input fields", len(seen), total)
		}
		// Deterministic across runs.
		again, err := Aggregate(records, modes)
		if err != nil {
			t.Fatal(err)
		}
		a, err1 := json.Marshal(es)
		b, err2 := json.Marshal(again)
		if err1 != nil || err2 != nil || string(a) != string(b) {
			t.Fatalf("non-deterministic output or marshal error (%v, %v)", err1, err2)
		}
	})
}
