package decision

import (
	"context"
	"fmt"
	"math/rand/v2"
	"slices"
	"strings"
	"testing"

	"github.com/schemarouter/schemarouter/catalog"
	"github.com/schemarouter/schemarouter/decide"
	"github.com/schemarouter/schemarouter/plan"
)

// randomCatalog builds a catalog of n tools with two endpoints each over a small
// vocabulary, so that random queries match several routes.
func randomCatalog(rng *rand.Rand, n int, words []string) []catalog.ToolSpec {
	pick := func() string { return words[rng.IntN(len(words))] }
	tools := make([]catalog.ToolSpec, n)
	for i := range tools {
		t := catalog.ToolSpec{Name: fmt.Sprintf("t%d", i), Description: pick() + " " + pick(), Provider: fmt.Sprintf("p%d", rng.IntN(3))}
		for e := range 2 {
			t.Endpoints = append(t.Endpoints, catalog.EndpointSpec{
				Name: fmt.Sprintf("e%d", e), Description: pick() + " " + pick(), ReadOnly: boolp(rng.IntN(3) > 0),
				OutputFields: []catalog.FieldSpec{{Name: "id", Identifier: true}, {Name: pick() + "_" + pick()}, {Name: "x_" + pick()}},
			})
		}
		tools[i] = t
	}
	return tools
}

func callRoutes(p *plan.Plan) []string {
	var out []string
	for _, c := range p.Calls {
		out = append(out, c.RouteID())
	}
	return out
}

// A failing or lying backend under fallback=deterministic never blocks the route the
// deterministic planner would choose, and never adds anything unregistered.
func TestFailingBackendsNeverBlockTheDeterministicRoute(t *testing.T) {
	words := strings.Fields("band gap density price quote weather forecast ticket user profile stock paper citation")
	rng := rand.New(rand.NewPCG(7, 11))
	garbage := []*recorder{
		failing(),
		selectIDs("candidate:999", "field:77", "recall:-1"),
		answering(func(req decide.Request) (decide.Result, error) {
			nan := 0.0
			nan = nan / nan
			return decide.Result{Selections: []decide.Selection{{OptionID: req.Options[0].ID, Score: &nan}}}, nil
		}),
		answering(func(req decide.Request) (decide.Result, error) {
			var sels []decide.Selection
			for range 1000 {
				sels = append(sels, decide.Selection{OptionID: req.Options[0].ID})
			}
			return decide.Result{Selections: sels}, nil
		}),
	}
	for round := range 40 {
		tools := randomCatalog(rng, 6, words)
		reg, err := catalog.NewRegistry(tools...)
		if err != nil {
			t.Fatal(err)
		}
		deterministic := plan.New(reg, plan.Options{})
		backend := garbage[round%len(garbage)]
		pol := decide.Policy{Enabled: true, ToolSelection: true, EndpointSelection: true, FieldSelection: true, EvidenceSufficiency: true}
		opts, err := Options(Config{DecisionBackend: backend, CapabilityFitBackend: backend, DisambiguationBackend: backend, RecallBackend: backend, Policy: pol})
		if err != nil {
			t.Fatal(err)
		}
		staged := plan.New(reg, opts)
		for q := range 10 {
			req := plan.Request{Query: words[rng.IntN(len(words))] + " " + words[rng.IntN(len(words))], MaxCalls: 1 + q%2}
			want, err := deterministic.Plan(context.Background(), req)
			if err != nil {
				t.Fatal(err)
			}
			got, err := staged.Plan(context.Background(), req)
			if err != nil {
				t.Fatalf("round %d %q: %v", round, req.Query, err)
			}
			if !slices.Equal(callRoutes(got), callRoutes(want)) {
				t.Fatalf("round %d %q: staged %v, deterministic %v (warnings %q)", round, req.Query, callRoutes(got), callRoutes(want), got.Warnings)
			}
			snap := reg.Snapshot()
			for _, c := range got.Calls {
				e, ok := snap.Entry(c.Tool)
				if !ok {
					t.Fatalf("unregistered tool %s", c.Tool)
				}
				ep, ok := e.Tool().Endpoint(c.Endpoint)
				if !ok {
					t.Fatalf("unregistered endpoint %s", c.RouteID())
				}
				for _, f := range c.Fields {
					if _, ok := ep.Field(f); !ok {
						t.Fatalf("undeclared field %s on %s", f, c.RouteID())
					}
				}
			}
		}
	}
	for i, b := range garbage {
		if b.calls() == 0 {
			t.Fatalf("garbage backend %d was never consulted: the test proves nothing", i)
		}
	}
}
