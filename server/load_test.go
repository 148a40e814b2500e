package server_test

import (
	"bytes"
	"context"
	"encoding/json"
	"fmt"
	"io"
	"net"
	"net/http"
	"slices"
	"sync"
	"sync/atomic"
	"testing"
	"time"

	"github.com/schemarouter/schemarouter"
	"github.com/schemarouter/schemarouter/catalog"
	"github.com/schemarouter/schemarouter/internal/gencatalog"
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

// loadCatalog and loadQueries are the shared synthetic catalog and requests of the
// planner benchmarks (internal/gencatalog).
func loadCatalog(n int, seed uint64) []catalog.ToolSpec { return gencatalog.Catalog(n, seed) }

func loadQueries(n int, seed uint64) []plan.Request {
	var out []plan.Request
	for _, g := range gencatalog.Queries(n, seed) {
		r := plan.Request{Query: g.Text, MaxCalls: g.MaxCalls, Concepts: g.Concepts, Arguments: g.Arguments}
		if g.Corroborate {
			r.RetrievalMode = plan.ModeCorroborate
		}
		if g.CrossProvider {
			r.FallbackScope = plan.FallbackCrossProvider
		}
		if g.PreferredTool != "" {
			r.PreferredTools = []string{g.PreferredTool}
		}
		out = append(out, r)
	}
	return out
}
