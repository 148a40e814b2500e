package plan

import (
	"context"
	"fmt"
	"reflect"
	"slices"
	"testing"
	"time"

	"github.com/schemarouter/schemarouter/catalog"
	"github.com/schemarouter/schemarouter/internal/gencatalog"
)

// generatedCatalog and generatedQueries adapt the shared generator to this package.
func generatedCatalog(n int, seed uint64) []catalog.ToolSpec { return gencatalog.Catalog(n, seed) }

func generatedQueries(n int, seed uint64) []Request {
	var out []Request
	for _, g := range gencatalog.Queries(n, seed) {
		r := Request{Query: g.Text, MaxCalls: g.MaxCalls, Concepts: g.Concepts, Arguments: g.Arguments}
		if g.Corroborate {
			r.RetrievalMode = ModeCorroborate
		}
		if g.CrossProvider {
			r.FallbackScope = FallbackCrossProvider
		}
		if g.PreferredTool != "" {
			r.PreferredTools = []string{g.PreferredTool}
		}
		out = append(out, r)
	}
	return out
}

func TestIndexedAndExhaustivePlansAreIdenticalOnGeneratedCatalog(t *testing.T) {
	endpoints, queries := 5000, 500
	if testing.Short() {
		endpoints, queries = 1000, 100
	}
	reg, err := catalog.NewRegistry(generatedCatalog(endpoints, 42)...)
	if err != nil {
		t.Fatal(err)
	}
	indexed, exhaustive := New(reg, Options{}), New(reg, Options{Exhaustive: true})
	ctx := context.Background()
	nonEmpty := 0
	for _, req := range generatedQueries(queries, 99) {
		a, err := indexed.Plan(ctx, req)
		if err != nil {
			t.Fatal(err)
		}
		b, err := exhaustive.Plan(ctx, req)
		if err != nil {
			t.Fatal(err)
		}
		if !reflect.DeepEqual(a, b) {
			t.Fatalf("query %+v: indexed and exhaustive plans differ:\nindexed    %v %q\nexhaustive %v %q", req, routes(a), a.Warnings, routes(b), b.Warnings)
		}
		if len(a.Calls) > 0 {
			nonEmpty++
		}
	}
	if nonEmpty < queries/2 {
		t.Fatalf("only %d of %d generated queries planned a call: the generator is not exercising the planner", nonEmpty, queries)
	}
	if indexed.scored.Load() >= exhaustive.scored.Load()/4 {
		t.Fatalf("the index scored %d endpoints against %d exhaustive: it is not selective", indexed.scored.Load(), exhaustive.scored.Load())
	}
}

func TestRetrieveMatchesExhaustiveRanking(t *testing.T) {
	reg, err := catalog.NewRegistry(generatedCatalog(300, 5)...)
	if err != nil {
		t.Fatal(err)
	}
	indexed, exhaustive := New(reg, Options{}), New(reg, Options{Exhaustive: true})
	for _, req := range generatedQueries(50, 3) {
		rr := RetrieveRequest{Query: req.Query, Concepts: req.Concepts, Arguments: req.Arguments, K: 7}
		a, err := indexed.Retrieve(context.Background(), rr)
		if err != nil {
			t.Fatal(err)
		}
		b, err := exhaustive.Retrieve(context.Background(), rr)
		if err != nil {
			t.Fatal(err)
		}
		if !reflect.DeepEqual(a, b) {
			t.Fatalf("%q: retrievals differ", req.Query)
		}
		if a.TotalRanked != 300 || len(a.Candidates) != 7 {
			t.Fatalf("total %d, candidates %d", a.TotalRanked, len(a.Candidates))
		}
	}
}

// BenchmarkPlan measures plan latency and allocations by catalog size, over a fixed mix
// of 256 generated queries (1–5 words, multi-call modes, arguments, preferred tools).
// Besides the mean (ns/op) it reports the median and 99th percentile of single plans.
// Recorded in docs/BENCHMARKS.md.
func BenchmarkPlan(b *testing.B) {
	queries := generatedQueries(256, 2026)
	for _, n := range []int{20, 100, 500, 2000, 10000} {
		reg, err := catalog.NewRegistry(generatedCatalog(n, 42)...)
		if err != nil {
			b.Fatal(err)
		}
		for _, exhaustive := range []bool{false, true} {
			if exhaustive && n > 2000 {
				continue
			}
			mode := "index"
			if exhaustive {
				mode = "exhaustive"
			}
			p := New(reg, Options{Exhaustive: exhaustive})
			ctx := context.Background()
			if _, err := p.Plan(ctx, queries[0]); err != nil { // build the index outside the timer
				b.Fatal(err)
			}
			b.Run(fmt.Sprintf("endpoints=%d/%s", n, mode), func(b *testing.B) {
				b.ReportAllocs()
				var samples []time.Duration
				i := 0
				for b.Loop() {
					start := time.Now()
					if _, err := p.Plan(ctx, queries[i%len(queries)]); err != nil {
						b.Fatal(err)
					}
					samples = append(samples, time.Since(start))
					i++
				}
				slices.Sort(samples)
				b.ReportMetric(float64(samples[len(samples)/2].Nanoseconds()), "p50-ns")
				b.ReportMetric(float64(samples[len(samples)*99/100].Nanoseconds()), "p99-ns")
			})
		}
	}
}

// BenchmarkPlanSelective plans queries whose terms occur in a fixed handful of
// endpoints whatever the catalog size: the cost should stay nearly flat as the catalog
// grows, where exhaustive scoring grows linearly.
func BenchmarkPlanSelective(b *testing.B) {
	for _, n := range []int{500, 2000, 10000} {
		tools := generatedCatalog(n, 42)
		for j := range 32 {
			f := &tools[j*len(tools)/32].Endpoints[0].OutputFields[0]
			f.Aliases = append(f.Aliases, fmt.Sprintf("needle%d", j))
		}
		reg, err := catalog.NewRegistry(tools...)
		if err != nil {
			b.Fatal(err)
		}
		p := New(reg, Options{})
		ctx := context.Background()
		if _, err := p.Plan(ctx, Request{Query: "needle1"}); err != nil {
			b.Fatal(err)
		}
		b.Run(fmt.Sprintf("endpoints=%d", n), func(b *testing.B) {
			b.ReportAllocs()
			i := 0
			for b.Loop() {
				if _, err := p.Plan(ctx, Request{Query: fmt.Sprintf("the needle%d", i%32)}); err != nil {
					b.Fatal(err)
				}
				i++
			}
		})
	}
}

// BenchmarkBuildIndex measures building the planner's index of a catalog (the cost of
// the first plan after a registry change). Recorded in docs/BENCHMARKS.md.
func BenchmarkBuildIndex(b *testing.B) {
	for _, n := range []int{500, 2000} {
		reg, err := catalog.NewRegistry(generatedCatalog(n, 42)...)
		if err != nil {
			b.Fatal(err)
		}
		snap := reg.Snapshot()
		b.Run(fmt.Sprintf("endpoints=%d", n), func(b *testing.B) {
			b.ReportAllocs()
			for b.Loop() {
				buildIndex(snap)
			}
		})
	}
}
