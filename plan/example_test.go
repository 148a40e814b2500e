package plan_test

import (
	"context"
	"fmt"
	"log"

	"github.com/schemarouter/schemarouter/catalog"
	"github.com/schemarouter/schemarouter/plan"
)

func Example() {
	cat, err := catalog.ReadCatalogFile("../examples/catalogs/science.json")
	if err != nil {
		log.Fatal(err) // every problem, each with its path: tools[2].endpoints[0]...
	}
	reg, err := catalog.NewRegistry(cat.Tools...)
	if err != nil {
		log.Fatal(err)
	}
	p, err := plan.New(reg, plan.Options{}).Plan(context.Background(), plan.Request{
		Query:     "GaAs band gap",
		Arguments: map[string]any{"formula": "GaAs"},
	})
	if err != nil {
		log.Fatal(err)
	}
	for _, c := range p.Calls {
		fmt.Println(c.RouteID(), c.Fields, c.Arguments, c.Executable())
	}
	// Output:
	// materials_project.search_summary [material_id band_gap] map[formula:GaAs] true
}

// A multi-provider request: corroborate mode asks independent providers for the same
// semantic field, one call each.
func Example_corroborate() {
	reg := scienceRegistry()
	p, err := plan.New(reg, plan.Options{}).Plan(context.Background(), plan.Request{
		Query:         "GaAs density",
		MaxCalls:      3,
		RetrievalMode: plan.ModeCorroborate,
	})
	if err != nil {
		log.Fatal(err)
	}
	for _, c := range p.Calls {
		fmt.Println(c.RouteID(), c.Fields)
	}
	fmt.Println("coverage complete:", p.Coverage.Complete)
	// Output:
	// materials_project.search_summary [material_id density]
	// cod.search_structures [cod_id density]
	// coverage complete: true
}

// An empty plan is an answer: nothing in the catalog fits, and the plan says so.
func Example_noRoute() {
	reg := scienceRegistry()
	p, err := plan.New(reg, plan.Options{}).Plan(context.Background(), plan.Request{Query: "weather forecast for Paris tomorrow"})
	if err != nil {
		log.Fatal(err)
	}
	fmt.Println(len(p.Calls), p.Warnings)
	// Output:
	// 0 [no schema candidate matched the request]
}

// scienceRegistry loads the built-in example catalog, as Example shows step by step.
func scienceRegistry() *catalog.MemoryRegistry {
	cat, err := catalog.ReadCatalogFile("../examples/catalogs/science.json")
	if err != nil {
		log.Fatal(err)
	}
	reg, err := catalog.NewRegistry(cat.Tools...)
	if err != nil {
		log.Fatal(err)
	}
	return reg
}
