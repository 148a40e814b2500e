package decide_test

import (
	"context"
	"crypto/sha256"
	"encoding/binary"
	"fmt"
	"math"
	"strings"
	"testing"

	"github.com/schemarouter/schemarouter/decide"
)

func embedOne(t testing.TB, s string) []float32 {
	t.Helper()
	v, err := decide.Builtin{}.Embed(context.Background(), []string{s})
	if err != nil {
		t.Fatal(err)
	}
	return v[0]
}

func cosine(a, b []float32) float64 {
	var d, na, nb float64
	for i := range a {
		d += float64(a[i]) * float64(b[i])
		na += float64(a[i]) * float64(a[i])
		nb += float64(b[i]) * float64(b[i])
	}
	return d / math.Sqrt(na*nb)
}

func TestBuiltinVectorsAreUnitLengthAndNeverZero(t *testing.T) {
	for _, s := range []string{"find material band gap", "", "   ", "!!!", "the", "🙂", "밴드갭", "データ", "a", "\xff\xfe"} {
		v := embedOne(t, s)
		if len(v) != decide.BuiltinDimensions {
			t.Fatalf("%q: %d dimensions", s, len(v))
		}
		var sum float64
		for _, x := range v {
			sum += float64(x) * float64(x)
		}
		if math.Abs(sum-1) > 1e-5 {
			t.Fatalf("%q: squared norm %v", s, sum)
		}
	}
	v, err := decide.Builtin{Dimensions: 64}.Embed(context.Background(), []string{"x"})
	if err != nil || len(v[0]) != 64 {
		t.Fatalf("Dimensions 64: %d, %v", len(v[0]), err)
	}
	_, err = decide.Builtin{Dimensions: -1}.Embed(context.Background(), []string{"x"})
	wantErr(t, err, "dimensions")
}

// The vectors are a stable format: a change here changes every ranking that
// uses the built-in embedder, so it must be deliberate. The digest covers the
// exact float32 bits.
func TestBuiltinIsDeterministic(t *testing.T) {
	texts := []string{
		"find material band gap",
		"materials.search\nSearch material properties including band gap",
		"실리콘의 밴드갭 물성을 찾아줘",
		"Größe der Bandlücke",
		"データベース検索",
		"band_gap formation_energy_per_atom",
		"!!!",
	}
	vectors, err := decide.Builtin{}.Embed(context.Background(), texts)
	if err != nil {
		t.Fatal(err)
	}
	h := sha256.New()
	for _, v := range vectors {
		for _, x := range v {
			binary.Write(h, binary.LittleEndian, math.Float32bits(x))
		}
	}
	const want = "4f4f22e3300bdb03ddb7b2a06368fa01238c88cc125afb3b50c1e9ea5f1bd4cb"
	if got := fmt.Sprintf("%x", h.Sum(nil)); got != want {
		t.Fatalf("builtin vectors changed: digest %s, want %s", got, want)
	}
	again, _ := decide.Builtin{}.Embed(context.Background(), texts[:1])
	for i := range again[0] {
		if again[0][i] != vectors[0][i] {
			t.Fatal("a text embeds differently alone and in a batch")
		}
	}
}

func TestBuiltinSimilarity(t *testing.T) {
	for _, tc := range []struct{ a, b, unrelated string }{
		{"band gap", "band_gap", "current weather"},
		{"bandgap", "band gap of silicon", "stock price"},
		{"material", "materials", "papers"},
		{"Band-Gap", "band gap", "temperature"},
		{"밴드갭 물성", "실리콘의 밴드갭", "날씨 정보"},
		{"café menu", "cafe menu", "train schedule"},
	} {
		a, b, u := embedOne(t, tc.a), embedOne(t, tc.b), embedOne(t, tc.unrelated)
		if related, unrelated := cosine(a, b), cosine(a, u); !(related > 0.3 && related > unrelated+0.2) {
			t.Errorf("%q~%q = %.3f, %q~%q = %.3f", tc.a, tc.b, related, tc.a, tc.unrelated, unrelated)
		}
	}
}

func semOptions() []decide.Option {
	return []decide.Option{
		{ID: "weather.current", Label: "weather.current", Description: "Get the current weather conditions and temperature for a city\nFields: temperature"},
		{ID: "materials.search", Label: "materials.search", Description: "Search material properties such as band gap\nFields: band_gap"},
		{ID: "papers.search", Label: "papers.search", Description: "Search scientific papers and publications\nFields: title"},
		{ID: "finance.quote", Label: "finance.quote", Description: "Get a stock price quote for a ticker\nFields: price"},
	}
}

func TestBuiltinRanksTheMatchingRouteFirst(t *testing.T) {
	b, err := decide.New("builtin")
	if err != nil {
		t.Fatal(err)
	}
	for query, want := range map[string]string{
		"what is the temperature in Seoul right now": "weather.current",
		"bandgap of silicon":                         "materials.search",
		"publications about graphene":                "papers.search",
		"AAPL stock quote":                           "finance.quote",
		"current weather":                            "weather.current",
	} {
		res, err := decide.Choose(context.Background(), b, decide.Request{Query: query, Options: semOptions()})
		if err != nil || ids(res) != want {
			t.Errorf("%q: got %s (%v), want %s; metadata %v", query, ids(res), err, want, res.Metadata)
		}
	}
	res, err := decide.Choose(context.Background(), b, r1())
	if err != nil || ids(res) != "candidate:0" {
		t.Errorf("R1: got %s, %v", ids(res), err)
	}
}

func TestBuiltinHonoursCancellation(t *testing.T) {
	ctx, cancel := context.WithCancel(context.Background())
	cancel()
	_, err := decide.Builtin{}.Embed(ctx, optionTexts(1000))
	if err == nil {
		t.Fatal("a long batch ignored a cancelled context")
	}
}

// optionTexts returns n distinct catalog-like option texts.
func optionTexts(n int) []string {
	tools := []string{"materials", "papers", "weather", "finance", "inventory", "users", "orders", "genes"}
	verbs := []string{"search", "lookup", "list", "get", "update", "create", "delete", "current"}
	fields := []string{"band_gap", "title", "temperature", "price", "quantity", "display_name", "total", "sequence"}
	out := make([]string, n)
	for i := range n {
		tool, verb, field := tools[i%len(tools)], verbs[(i/len(tools))%len(verbs)], fields[(i/7)%len(fields)]
		out[i] = fmt.Sprintf("%s.%s_%d\n%s %s records by identifier and return the %s of each entry\nFields: %s, id",
			tool, verb, i, strings.ToUpper(verb[:1])+verb[1:], tool, strings.ReplaceAll(field, "_", " "), field)
	}
	return out
}

func benchmarkEmbed(b *testing.B, texts []string) {
	b.ReportAllocs()
	ctx := context.Background()
	for b.Loop() {
		if _, err := (decide.Builtin{}).Embed(ctx, texts); err != nil {
			b.Fatal(err)
		}
	}
	b.ReportMetric(float64(b.Elapsed().Nanoseconds())/float64(b.N)/float64(len(texts)), "ns/text")
}

func BenchmarkBuiltinEmbedQuery(b *testing.B) {
	benchmarkEmbed(b, []string{"find the band gap of silicon in the materials database"})
}

func BenchmarkBuiltinEmbed16Options(b *testing.B) { benchmarkEmbed(b, optionTexts(16)) }

func BenchmarkBuiltinEmbed2000Options(b *testing.B) { benchmarkEmbed(b, optionTexts(2000)) }

// BenchmarkChooseBuiltin2000 is a semantic recall over a 2,000-route catalog
// through the registry's "builtin" backend (option vectors cached after the
// first request).
func BenchmarkChooseBuiltin2000(b *testing.B) {
	backend, err := decide.New("builtin")
	if err != nil {
		b.Fatal(err)
	}
	req := decide.Request{Query: "find the band gap of silicon", MaxSelections: 4}
	for i, text := range optionTexts(2000) {
		label, desc, _ := strings.Cut(text, "\n")
		req.Options = append(req.Options, decide.Option{ID: fmt.Sprintf("recall:%d", i), Label: label, Description: desc})
	}
	ctx := context.Background()
	b.ReportAllocs()
	for b.Loop() {
		if _, err := decide.Choose(ctx, backend, req); err != nil {
			b.Fatal(err)
		}
	}
}
