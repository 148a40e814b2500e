package server_test

import (
	"bytes"
	"context"
	"encoding/json"
	"fmt"
	"io"
	"math/rand/v2"
	"net"
	"net/http"
	"slices"
	"strings"
	"sync"
	"sync/atomic"
	"testing"
	"time"

	"github.com/schemarouter/schemarouter"
	"github.com/schemarouter/schemarouter/catalog"
	"github.com/schemarouter/schemarouter/plan"
	"github.com/schemarouter/schemarouter/server"
)

// BenchmarkServePlan is a bounded load test of POST /v1/plan: it starts the real server
// on a loopback listener (127.0.0.1:0), drives it with b.N requests from concurrent
// clients sharing one keep-alive http.Client, and reports throughput (plans/s) and the
// median and 99th-percentile request latency. It runs only with -bench and sends
// requests only to 127.0.0.1.
//
//	go test ./server -run '^$' -bench BenchmarkServePlan -benchtime=2000x -count 2
func BenchmarkServePlan(b *testing.B) {
	science, err := schemarouter.ScienceCatalog()
	if err != nil {
		b.Fatal(err)
	}
	cases := []struct {
		name    string
		tools   func() []catalog.ToolSpec
		queries func() []plan.Request
	}{
		{"science", func() []catalog.ToolSpec { return science.Tools }, scienceQueries},
		{"generated-10000", func() []catalog.ToolSpec { return loadCatalog(10000, 42) }, func() []plan.Request { return loadQueries(256, 11) }},
	}
	for _, c := range cases {
		reg, err := catalog.NewRegistry(c.tools()...)
		if err != nil {
			b.Fatal(err)
		}
		bodies := make([][]byte, 0)
		for _, q := range c.queries() {
			body, err := json.Marshal(q)
			if err != nil {
				b.Fatal(err)
			}
			bodies = append(bodies, body)
		}
		b.Run(c.name, func(b *testing.B) {
			benchServePlan(b, server.New(server.Config{Registry: reg}), bodies)
		})
	}
}

// benchServePlan serves srv on 127.0.0.1:0 for the duration of one benchmark run and
// posts bodies round-robin to /v1/plan.
func benchServePlan(b *testing.B, srv *server.Server, bodies [][]byte) {
	ln, err := net.Listen("tcp", "127.0.0.1:0")
	if err != nil {
		b.Fatal(err)
	}
	ctx, cancel := context.WithCancel(context.Background())
	served := make(chan error, 1)
	go func() { served <- srv.Serve(ctx, ln) }()
	defer func() {
		cancel()
		if err := <-served; err != nil {
			b.Errorf("Serve: %v", err)
		}
	}()

	tr := &http.Transport{
		Proxy:               nil, // loopback only, never through a proxy
		MaxIdleConns:        64,
		MaxIdleConnsPerHost: 64,
		IdleConnTimeout:     30 * time.Second,
	}
	defer tr.CloseIdleConnections()
	client := &http.Client{Transport: tr, Timeout: 30 * time.Second}
	url := "http://" + ln.Addr().String() + "/v1/plan"

	var (
		next     atomic.Uint64
		failures atomic.Int64
		firstErr atomic.Value
		mu       sync.Mutex
		lat      = make([]time.Duration, 0, b.N)
	)
	b.SetParallelism(8) // 8 × GOMAXPROCS concurrent clients
	b.ReportAllocs()
	b.ResetTimer()
	start := time.Now()
	b.RunParallel(func(pb *testing.PB) {
		local := make([]time.Duration, 0, 256)
		for pb.Next() {
			body := bodies[next.Add(1)%uint64(len(bodies))]
			t0 := time.Now()
			resp, err := client.Post(url, "application/json", bytes.NewReader(body))
			if err == nil {
				_, err = io.Copy(io.Discard, resp.Body)
				resp.Body.Close()
				if err == nil && resp.StatusCode != http.StatusOK {
					err = fmt.Errorf("status %d for %s", resp.StatusCode, body)
				}
			}
			local = append(local, time.Since(t0))
			if err != nil {
				failures.Add(1)
				firstErr.CompareAndSwap(nil, err)
			}
		}
		mu.Lock()
		lat = append(lat, local...)
		mu.Unlock()
	})
	elapsed := time.Since(start)
	b.StopTimer()
	if n := failures.Load(); n > 0 {
		b.Fatalf("%d of %d requests failed; first: %v", n, b.N, firstErr.Load())
	}
	slices.Sort(lat)
	b.ReportMetric(float64(b.N)/elapsed.Seconds(), "plans/s")
	b.ReportMetric(ms(percentile(lat, 0.50)), "p50-ms")
	b.ReportMetric(ms(percentile(lat, 0.99)), "p99-ms")
}

func percentile(sorted []time.Duration, q float64) time.Duration {
	if len(sorted) == 0 {
		return 0
	}
	i := int(q*float64(len(sorted))+0.5) - 1
	return sorted[max(0, min(i, len(sorted)-1))]
}

func ms(d time.Duration) float64 { return float64(d) / float64(time.Millisecond) }

// scienceQueries is a fixed mix of realistic requests against the science catalog:
// single lookups, multi-field coverage, corroboration across providers, literature.
func scienceQueries() []plan.Request {
	two := 2
	return []plan.Request{
		{Query: "band gap of GaAs", Arguments: map[string]any{"formula": "GaAs"}},
		{Query: "GaAs density", MaxCalls: 3, RetrievalMode: plan.ModeCorroborate},
		{Query: "bulk modulus and shear modulus of mp-149", Arguments: map[string]any{"material_id": "mp-149"}},
		{Query: "formation energy of Fe2O3", MaxCalls: 2, RetrievalMode: plan.ModeCorroborate},
		{Query: "crystal structure space group of NaCl", MaxCalls: 2},
		{Query: "experimental crystal structures of quartz"},
		{Query: "melting point and boiling point of ethanol", Arguments: map[string]any{"name": "ethanol"}},
		{Query: "molecular weight of aspirin"},
		{Query: "heat capacity and entropy at 300 K of silicon"},
		{Query: "papers about perovskite solar cells", MaxCalls: 2},
		{Query: "title and citation count of doi 10.1038/nature14539", FallbackScope: plan.FallbackCrossProvider},
		{Query: "band gap, density and formation energy of LiFePO4", MaxCalls: 3, MaxFallbacks: &two},
		{Query: "delete contribution 123"},
		{Query: "submit a new contribution for mp-149"},
		{Query: "publication year and authors of a work by doi", MaxCalls: 2, RetrievalMode: plan.ModeCorroborate},
		{Query: "weather in Paris"},
	}
}

// loadVocabulary and loadWords mirror plan/generated_test.go: domain words in several
// languages and a deterministic 8,000-word syllable vocabulary.
var loadVocabulary = strings.Fields(`band gap density energy formation elastic modulus bulk shear
thermal conductivity magnetic moment volume lattice parameter crystal structure symmetry
space group melting point boiling temperature pressure viscosity refractive index
abstract title author citation journal year doi volume issue page funder grant
weather forecast humidity wind city rainfall order invoice customer payment refund
shipment tracking product price stock inventory calendar meeting event ticket user
account message channel file folder repository commit branch deploy build metric alert
밀도 에너지 온도 날씨 주문 결제 密度 温度 天気 注文 densidad temperatura precio
show list get search create update delete cancel 삭제해 検索して busca lösche`)

var loadWords = func() []string {
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

// loadCatalog builds n endpoints over tools of 1–4 endpoints each, with random
// descriptions, fields, aliases, semantic IDs, qualifiers and parameters (the
// generator of plan/generated_test.go).
func loadCatalog(n int, seed uint64) []catalog.ToolSpec {
	rng := rand.New(rand.NewPCG(seed, seed^0x9e3779b97f4a7c15))
	word := func() string {
		if rng.IntN(8) == 0 {
			return loadVocabulary[rng.IntN(len(loadVocabulary))]
		}
		return loadWords[rng.IntN(len(loadWords))]
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
			readOnly := rng.IntN(4) > 0
			ep := catalog.EndpointSpec{
				Name:         fmt.Sprintf("op_%d", e),
				Description:  phrase(2 + rng.IntN(8)),
				ReadOnly:     &readOnly,
				OutputFields: []catalog.FieldSpec{{Name: "id", Identifier: true}},
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

// loadQueries makes n requests from the vocabularies, tool names and noise (the query
// generator of plan/generated_test.go).
func loadQueries(n int, seed uint64) []plan.Request {
	rng := rand.New(rand.NewPCG(seed, 7))
	out := make([]plan.Request, n)
	for i := range out {
		w := make([]string, 1+rng.IntN(5))
		for j := range w {
			switch rng.IntN(10) {
			case 0:
				w[j] = fmt.Sprintf("%d K", 100*(1+rng.IntN(5)))
			case 1:
				w[j] = "unrelated"
			case 2, 3:
				w[j] = loadVocabulary[rng.IntN(len(loadVocabulary))]
			default:
				w[j] = loadWords[rng.IntN(len(loadWords))]
			}
		}
		req := plan.Request{Query: strings.Join(w, " "), MaxCalls: 1 + rng.IntN(3)}
		if rng.IntN(2) == 0 {
			req.RetrievalMode = plan.ModeCorroborate
		}
		if rng.IntN(3) == 0 {
			req.FallbackScope = plan.FallbackCrossProvider
		}
		if rng.IntN(4) == 0 {
			req.Concepts = []string{loadWords[rng.IntN(len(loadWords))][:4]}
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
