package decision_test

import (
	"context"
	"fmt"
	"log"

	"github.com/schemarouter/schemarouter/catalog"
	"github.com/schemarouter/schemarouter/plan"
	"github.com/schemarouter/schemarouter/plan/decision"
)

// A stages file turns on model-free semantic recall and a capability-fit gate; the
// same file can name model servers ("decision: ollama:qwen3:8b").
func ExampleParseConfig() {
	cfg, err := decision.ParseConfig([]byte("recall: builtin\nrecall_limit: 2\ncapability_fit: builtin:0.1\n"), "stages.yaml")
	if err != nil {
		log.Fatal(err) // every bad entry, each with its path
	}
	opts, err := decision.Options(cfg)
	if err != nil {
		log.Fatal(err)
	}
	cat, err := catalog.ReadCatalogFile("../../examples/catalogs/science.json")
	if err != nil {
		log.Fatal(err)
	}
	reg, err := catalog.NewRegistry(cat.Tools...)
	if err != nil {
		log.Fatal(err)
	}
	p, err := plan.New(reg, opts).Plan(context.Background(), plan.Request{Query: "GaAs band gap", Arguments: map[string]any{"formula": "GaAs"}})
	if err != nil {
		log.Fatal(err)
	}
	fmt.Println(len(opts.Stages), "stages;", p.Calls[0].RouteID())

	_, err = decision.ParseConfig([]byte("recall_limit: 0\ndecision: first\npolicy: {enabled: true, fallback: maybe}\n"), "bad.yaml")
	fmt.Println(err)
	// Output:
	// 2 stages; materials_project.search_summary
	// recall_limit: candidate_recall_limit must be an integer >= 1, got 0; policy: fallback must be one of deterministic, error; got "maybe"
}
