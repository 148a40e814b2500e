package aggregate_test

import (
	"fmt"

	"github.com/schemarouter/schemarouter/aggregate"
)

// The seed document's example: two providers report GaAs density for the same
// structure with different methods. Both observations are kept, and they do not agree.
func Example() {
	records := []aggregate.SourceRecord{
		{
			Provider:    "materials-project",
			EntityKind:  aggregate.KindMaterial,
			Identifiers: map[string]string{"structure_id": "gaas-zincblende"},
			Fields:      map[string]any{"density": 5.32},
			FieldUnits:  map[string]string{"density": "g/cm^3"},
			Qualifiers:  map[string]string{"method": "computed"},
		},
		{
			Provider:    "cod",
			EntityKind:  aggregate.KindMaterial,
			Identifiers: map[string]string{"structure_id": "gaas-zincblende"},
			Fields:      map[string]any{"density": 5.41},
			FieldUnits:  map[string]string{"density": "g/cm^3"},
			Qualifiers:  map[string]string{"method": "experimental"},
		},
	}
	entities, err := aggregate.Aggregate(records, aggregate.Options{})
	if err != nil {
		panic(err)
	}
	density, _ := entities[0].Fields.Get("density")
	fmt.Println(len(entities), entities[0].CanonicalKey, len(density.Observations), density.Agreement)
	// Output:
	// 1 material:structure_id:gaas-zincblende 2 false
}

// Crossref and OpenAlex describe one DOI, written differently: one canonical document
// whose provider observations stay available for audit.
func Example_doi() {
	records := []aggregate.SourceRecord{
		{Provider: "crossref", EntityKind: aggregate.KindDocument,
			Identifiers: map[string]string{"doi": "https://doi.org/10.1000/ABC"},
			Fields:      map[string]any{"title": "A paper", "year": 2026}},
		{Provider: "openalex", EntityKind: aggregate.KindDocument,
			Identifiers: map[string]string{"doi": "10.1000/abc"},
			Fields:      map[string]any{"title": "A paper", "cited_by_count": 12}},
	}
	entities, err := aggregate.Aggregate(records, aggregate.Options{})
	if err != nil {
		panic(err)
	}
	e := entities[0]
	title, _ := e.Fields.Get("title")
	fmt.Println(len(entities), e.CanonicalKey, e.Providers, title.Mode, title.Value, len(title.Observations), title.Agreement)
	// Output:
	// 1 document:doi:10.1000/abc [crossref openalex] deduplicate A paper 2 true
}
