package decision

import (
	"context"
	"fmt"
	"math/rand/v2"
	"strings"
	"testing"

	"github.com/schemarouter/schemarouter/catalog"
	"github.com/schemarouter/schemarouter/plan"
)

// BenchmarkPipeline compares the deterministic planner with the full stage pipeline on
// the built-in embedder (semantic recall and capability fit), at 16 and 2,000
// endpoints. Recorded in docs/BENCHMARKS.md.
func BenchmarkPipeline(b *testing.B) {
	words := strings.Fields("band gap density price quote weather forecast ticket user profile stock paper citation calendar event inventory")
	for _, tools := range []int{8, 1000} {
		rng := rand.New(rand.NewPCG(1, 2))
		reg, err := catalog.NewRegistry(randomCatalog(rng, tools, words)...)
		if err != nil {
			b.Fatal(err)
		}
		full, err := Options(Config{Recall: "builtin", CapabilityFit: "builtin:0.30"})
		if err != nil {
			b.Fatal(err)
		}
		for _, stack := range []struct {
			name string
			opts plan.Options
		}{{"deterministic", plan.Options{}}, {"builtin-embedding", full}} {
			p := plan.New(reg, stack.opts)
			ctx := context.Background()
			queries := []plan.Request{{Query: "band gap of silicon"}, {Query: "weather forecast"}, {Query: "user profile"}, {Query: "latest stock quote"}}
			for _, q := range queries { // warm the index and the embedding cache
				if _, err := p.Plan(ctx, q); err != nil {
					b.Fatal(err)
				}
			}
			b.Run(fmt.Sprintf("endpoints=%d/%s", 2*tools, stack.name), func(b *testing.B) {
				b.ReportAllocs()
				i := 0
				for b.Loop() {
					if _, err := p.Plan(ctx, queries[i%len(queries)]); err != nil {
						b.Fatal(err)
					}
					i++
				}
			})
		}
	}
}
