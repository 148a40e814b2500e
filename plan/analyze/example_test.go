package analyze_test

import (
	"context"
	"fmt"
	"log"

	"github.com/schemarouter/schemarouter/catalog"
	"github.com/schemarouter/schemarouter/plan"
	"github.com/schemarouter/schemarouter/plan/analyze"
)

// A model proposes routes, arguments and fields; only what the registry declares
// survives, and the caller's own arguments win. In production the model is a chat
// backend: analyze.ChatModel(ollama.Backend{Model: "qwen3:8b"}).
func Example() {
	cat, err := catalog.ReadCatalogFile("../../examples/catalogs/science.json")
	if err != nil {
		log.Fatal(err)
	}
	reg, err := catalog.NewRegistry(cat.Tools...)
	if err != nil {
		log.Fatal(err)
	}
	model := analyze.ModelFunc(func(_ context.Context, p *analyze.Payload) ([]byte, error) {
		// p.SchemaCatalog is the catalog contract (no execution metadata); a real model
		// reads it. This one answers with a proposal that is partly made up.
		return []byte(`{"preferred_endpoints": ["oqmd.search_formation_energies", "oqmd.drop_tables"],
			"arguments": {"chemical_formula": "Si", "sql": "DROP TABLE"},
			"fields": ["band_gap", "password"]}`), nil
	})
	p, err := plan.New(reg, plan.Options{Analyzer: &analyze.Analyzer{Model: model}}).
		Plan(context.Background(), plan.Request{Query: "band gap please", Arguments: map[string]any{"formula": "GaAs"}})
	if err != nil {
		log.Fatal(err)
	}
	for _, c := range p.Calls {
		fmt.Println(c.RouteID(), c.Arguments, c.Fields)
	}
	// Output:
	// oqmd.search_formation_energies map[chemical_formula:GaAs] [entry_id band_gap]
}
