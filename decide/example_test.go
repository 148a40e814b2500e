package decide_test

import (
	"context"
	"fmt"

	"github.com/schemarouter/schemarouter/decide"
)

// A capability-fit gate with the built-in embedder: it selects a plausible
// route or abstains, and Choose validates either answer.
func Example() {
	gate, err := decide.New("builtin:0.30")
	if err != nil {
		panic(err)
	}
	options := []decide.Option{
		{ID: "fit:0", Label: "weather.current", Description: "Get the current weather conditions for a city"},
		{ID: "fit:1", Label: "papers.search", Description: "Search scientific papers"},
	}
	for _, query := range []string{"current weather in Seoul", "write me a poem"} {
		req := decide.Request{Query: query, Options: options, Context: map[string]any{"surface": "capability_fit"}}
		res, err := decide.Choose(context.Background(), gate, req)
		fmt.Println(query, "->", res.SelectedIDs(), res.Reason(), err)
	}
	// Output:
	// current weather in Seoul -> [fit:0]  <nil>
	// write me a poem -> [] below_min_similarity <nil>
}

// What the planner does when the final decision abstains depends on the policy.
func ExamplePolicy_OnAbstain() {
	p := decide.Policy{Enabled: true, EndpointSelection: true, CandidateAbstention: decide.AbstainNoRoute}
	fmt.Println(p.OnAbstain(decide.SurfaceFinalDecision, false))
	fmt.Println(p.OnError(decide.SurfaceFinalDecision, false))
	fmt.Println(p.OnAbstain(decide.SurfaceCapabilityFit, false))
	// Output:
	// no_route
	// keep
	// no_route
}
