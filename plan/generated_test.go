package plan

import (
	"context"
	"fmt"
	"math/rand/v2"
	"reflect"
	"slices"
	"strings"
	"testing"
	"time"

	"github.com/schemarouter/schemarouter/catalog"
)

// vocabulary for generated catalogs: domain words, some sharing substrings on purpose
// ("conductivity"/"thermal_conductivity", "modulus"/"elastic_modulus").
var vocabulary = strings.Fields(`band gap density energy formation elastic modulus bulk shear
thermal conductivity magnetic moment volume lattice parameter crystal structure symmetry
space group melting point boiling temperature pressure viscosity refractive index
abstract title author citation journal year doi volume issue page funder grant
weather forecast humidity wind city rainfall order invoice customer payment refund
shipment tracking product price stock inventory calendar meeting event ticket user
account message channel file folder repository commit branch deploy build metric alert
밀도 에너지 온도 날씨 주문 결제 密度 温度 天気 注文 densidad temperatura precio
show list get search create update delete cancel 삭제해 検索して busca lösche`)

// syntheticWords is a deterministic pseudo-word vocabulary (syllable compounds), so
// that generated catalogs have realistic word frequencies and substring relations.
var syntheticWords = func() []string {
	syll := strings.Fields(`ka lo mi ne ru sa ti vo xe zu bra cli dro fen gal hor
		jup kre lum mor nix pel quo ris sto tar ulm vex wol yan zef bel cor dun eph fiz gor hul`)
	rng := rand.New(rand.NewPCG(1, 2))
	seen := map[string]bool{}
	var out []string
	for len(out) < 8000 {
		w := syll[rng.IntN(len(syll))] + syll[rng.IntN(len(syll))] + syll[rng.IntN(len(syll))]
		if !seen[w] {
			seen[w] = true
			out = append(out, w)
		}
	}
	return out
}()

// generatedCatalog builds n endpoints spread over tools of 1–4 endpoints each, with
// random descriptions, fields, aliases, semantic IDs, qualifiers and parameters drawn
// mostly from a large synthetic vocabulary and partly from domain words.
func generatedCatalog(n int, seed uint64) []catalog.ToolSpec {
	rng := rand.New(rand.NewPCG(seed, seed^0x9e3779b97f4a7c15))
	word := func() string {
		if rng.IntN(8) == 0 {
			return vocabulary[rng.IntN(len(vocabulary))]
		}
		return syntheticWords[rng.IntN(len(syntheticWords))]
	}
	phrase := func(k int) string {
		w := make([]string, k)
		for i := range w {
			w[i] = word()
		}
		return strings.Join(w, " ") + " for the"
	}
	var tools []catalog.ToolSpec
	for made := 0; made < n; {
		t := catalog.ToolSpec{
			Name:        fmt.Sprintf("tool_%d", len(tools)),
			Description: phrase(3 + rng.IntN(6)),
		}
		if rng.IntN(3) > 0 {
			t.Provider = fmt.Sprintf("provider_%d", rng.IntN(n/10+1))
		}
		for e := 0; e < 1+rng.IntN(4) && made < n; e++ {
			ep := catalog.EndpointSpec{
				Name:        fmt.Sprintf("op_%d", e),
				Description: phrase(2 + rng.IntN(8)),
				ReadOnly:    ptr(rng.IntN(4) > 0),
				OutputFields: []catalog.FieldSpec{
					{Name: "id", Identifier: true},
				},
			}
			if rng.IntN(5) == 0 {
				ep.ServerProjection = &catalog.ServerProjectionSpec{Parameter: "fields"}
			}
			for f := 0; f < 1+rng.IntN(5); f++ {
				a, b := word(), word()
				field := catalog.FieldSpec{Name: fmt.Sprintf("f%d_%s_%s", f, a, b)}
				if rng.IntN(2) == 0 {
					field.SemanticID = a + "_" + b
				}
				if rng.IntN(2) == 0 {
					field.Aliases = []string{a + " " + b}
				}
				if rng.IntN(6) == 0 {
					field.Qualifiers = map[string]string{"temperature": fmt.Sprintf("%d K", 100*(1+rng.IntN(5)))}
				}
				ep.OutputFields = append(ep.OutputFields, field)
			}
			for p := 0; p < rng.IntN(3); p++ {
				param := catalog.ParameterSpec{Name: fmt.Sprintf("p%d_%s", p, word()), Required: rng.IntN(2) == 0}
				if rng.IntN(40) == 0 {
					param.Aliases = []string{"formula"}
				}
				ep.Parameters = append(ep.Parameters, param)
			}
			t.Endpoints = append(t.Endpoints, ep)
			made++
		}
		tools = append(tools, t)
	}
	return tools
}

// generatedQueries makes queries from the vocabulary, tool names and noise.
func generatedQueries(n int, seed uint64) []Request {
	rng := rand.New(rand.NewPCG(seed, 7))
	out := make([]Request, n)
	for i := range out {
		k := 1 + rng.IntN(5)
		w := make([]string, k)
		for j := range w {
			switch rng.IntN(10) {
			case 0:
				w[j] = fmt.Sprintf("%d K", 100*(1+rng.IntN(5)))
			case 1:
				w[j] = "unrelated"
			case 2, 3:
				w[j] = vocabulary[rng.IntN(len(vocabulary))]
			default:
				w[j] = syntheticWords[rng.IntN(len(syntheticWords))]
			}
		}
		req := Request{Query: strings.Join(w, " "), MaxCalls: 1 + rng.IntN(3)}
		if rng.IntN(2) == 0 {
			req.RetrievalMode = ModeCorroborate
		}
		if rng.IntN(3) == 0 {
			req.FallbackScope = FallbackCrossProvider
		}
		if rng.IntN(4) == 0 {
			req.Concepts = []string{syntheticWords[rng.IntN(len(syntheticWords))][:4]}
		}
		if rng.IntN(4) == 0 {
			req.Arguments = map[string]any{"formula": "Si"}
		}
		if rng.IntN(5) == 0 {
			req.PreferredTools = []string{fmt.Sprintf("tool_%d", rng.IntN(50))}
		}
		out[i] = req
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
