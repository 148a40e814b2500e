package decide_test

import (
	"context"
	"math"
	"strings"
	"sync"
	"testing"

	"github.com/schemarouter/schemarouter/decide"
)

func embedding(t *testing.T, e decide.Embedder, opts decide.EmbeddingOptions) *decide.Embedding {
	t.Helper()
	b, err := decide.NewEmbedding(e, opts)
	if err != nil {
		t.Fatal(err)
	}
	return b
}

// §6 cases 9–15.
func TestEmbeddingBackend(t *testing.T) {
	ctx := context.Background()

	t.Run("9 selects the most similar option with a [0,1] score and reports margins", func(t *testing.T) {
		b := embedding(t, vecs([]float32{1, 0}, []float32{0.95, 0.05}, []float32{0.2, 0.8}, []float32{-1, 0}), decide.EmbeddingOptions{})
		res, err := decide.Choose(ctx, b, r1())
		if err != nil {
			t.Fatal(err)
		}
		if ids(res) != "candidate:0" {
			t.Fatalf("selected %s", ids(res))
		}
		if s := *res.Selections[0].Score; !(s > 0.99 && s <= 1) {
			t.Fatalf("score %v", s)
		}
		top, second := metaFloat(t, res, "top_similarity"), metaFloat(t, res, "second_similarity")
		if res.Metadata["provider"] != "embedding-similarity" || res.Metadata["dimensions"] != 2 || !(top > second) ||
			!near(metaFloat(t, res, "top_margin"), top-second) || res.Metadata["option_count"] != 3 {
			t.Fatalf("metadata %v", res.Metadata)
		}
	})

	t.Run("10 embedder texts never carry option metadata", func(t *testing.T) {
		e := vecs([]float32{1, 0}, []float32{1, 0}, []float32{0, 1}, []float32{0, 1})
		if _, err := decide.Choose(ctx, embedding(t, e, decide.EmbeddingOptions{}), r1()); err != nil {
			t.Fatal(err)
		}
		texts := e.texts[0]
		joined := strings.Join(texts, "\n")
		if strings.Contains(joined, "private_note") || strings.Contains(joined, "do-not-forward") {
			t.Fatalf("metadata leaked: %q", texts)
		}
		if texts[0] != "find material band gap" || !strings.Contains(texts[1], "materials.search") || !strings.Contains(texts[1], "band gap") {
			t.Fatalf("texts %q", texts)
		}
	})

	t.Run("10 a custom option text is trusted and sees metadata", func(t *testing.T) {
		e := vecs([]float32{1, 0}, []float32{1, 0}, []float32{0, 1}, []float32{0, 1})
		b := embedding(t, e, decide.EmbeddingOptions{OptionText: func(o decide.Option) string {
			return o.Label + " " + o.ID + " " + func() string { s, _ := o.Metadata["private_note"].(string); return s }()
		}})
		if _, err := decide.Choose(ctx, b, r1()); err != nil {
			t.Fatal(err)
		}
		if !strings.Contains(e.texts[0][1], "do-not-forward") {
			t.Fatalf("custom option text did not see metadata: %q", e.texts[0][1])
		}
	})

	t.Run("11 abstains below min_similarity", func(t *testing.T) {
		b := embedding(t, vecs([]float32{1, 0}, []float32{0, 1}, []float32{0, -1}, []float32{-1, 0}), decide.EmbeddingOptions{MinSimilarity: decide.Float(0.1)})
		res, err := decide.Choose(ctx, b, r1())
		if err != nil {
			t.Fatal(err)
		}
		if !res.Abstained || len(res.Selections) != 0 || res.Reason() != "below_min_similarity" {
			t.Fatalf("got %+v", res)
		}
	})

	t.Run("12 abstains on an ambiguous selection boundary", func(t *testing.T) {
		b := embedding(t, vecs([]float32{1, 0}, []float32{0.8, 0.6}, []float32{0.79, 0.61}, []float32{0, 1}), decide.EmbeddingOptions{MinMargin: 0.05})
		res, err := decide.Choose(ctx, b, r1())
		if err != nil {
			t.Fatal(err)
		}
		if !res.Abstained || res.Reason() != "ambiguous_selection_boundary" || !(metaFloat(t, res, "boundary_margin") < 0.05) {
			t.Fatalf("got %+v", res)
		}
	})

	t.Run("12 the margin is compared only with the next eligible option", func(t *testing.T) {
		b := embedding(t, vecs([]float32{1, 0}, []float32{0.8, 0.6}, []float32{0.79, 0.61}, []float32{0, 1}),
			decide.EmbeddingOptions{MinMargin: 0.05, MinSimilarity: decide.Float(0.795)})
		res, err := decide.Choose(ctx, b, r1())
		if err != nil || ids(res) != "candidate:0" {
			t.Fatalf("got %+v, %v", res, err)
		}
		if _, ok := res.Metadata["boundary_margin"]; ok {
			t.Fatal("no boundary margin without a next eligible option")
		}
	})

	t.Run("13 max_selections 2 selects the top two in order", func(t *testing.T) {
		req := r1()
		req.MaxSelections = 2
		b := embedding(t, vecs([]float32{1, 0}, []float32{1, 0}, []float32{0.8, 0.6}, []float32{0, 1}), decide.EmbeddingOptions{})
		res, err := decide.Choose(ctx, b, req)
		if err != nil || ids(res) != "candidate:0,candidate:1" {
			t.Fatalf("got %+v, %v", res, err)
		}
	})

	t.Run("ties keep option order", func(t *testing.T) {
		b := embedding(t, vecs([]float32{1, 0}, []float32{0, 1}, []float32{1, 1}, []float32{1, 1}), decide.EmbeddingOptions{})
		res, err := decide.Choose(ctx, b, r1())
		if err != nil || ids(res) != "candidate:1" {
			t.Fatalf("got %+v, %v", res, err)
		}
	})

	t.Run("14 invalid batches fail", func(t *testing.T) {
		for _, tc := range []struct {
			name    string
			vectors [][]float32
			want    string
		}{
			{"too few vectors", [][]float32{{1, 0}, {1, 0}}, "wrong number"},
			{"a different dimension", [][]float32{{1, 0}, {1, 0}, {1, 0, 0}, {0, 1}}, "dimensions"},
			{"a NaN element", [][]float32{{1, 0}, {float32(math.NaN()), 0}, {1, 0}, {0, 1}}, "non-finite"},
			{"an infinite element", [][]float32{{1, 0}, {float32(math.Inf(1)), 0}, {1, 0}, {0, 1}}, "non-finite"},
			{"a zero query", [][]float32{{0, 0}, {1, 0}, {1, 0}, {0, 1}}, "zero-norm"},
			{"an empty vector", [][]float32{{1, 0}, {}, {1, 0}, {0, 1}}, "empty vector"},
		} {
			t.Run(tc.name, func(t *testing.T) {
				_, err := decide.Choose(ctx, embedding(t, vecs(tc.vectors...), decide.EmbeddingOptions{}), r1())
				wantErr(t, err, tc.want)
				wantKind(t, err, decide.ErrInvalidResult)
			})
		}
	})

	t.Run("15 configuration errors", func(t *testing.T) {
		e := vecs()
		for _, v := range []float64{-1.01, 1.01, math.NaN(), math.Inf(1)} {
			_, err := decide.NewEmbedding(e, decide.EmbeddingOptions{MinSimilarity: decide.Float(v)})
			wantErr(t, err, "min_similarity")
			_, err = decide.NewCachedEmbedding(e, decide.EmbeddingOptions{MinSimilarity: decide.Float(v)})
			wantErr(t, err, "min_similarity")
		}
		for _, v := range []float64{-0.01, 2.01, math.NaN(), math.Inf(1)} {
			_, err := decide.NewEmbedding(e, decide.EmbeddingOptions{MinMargin: v})
			wantErr(t, err, "min_margin")
		}
		_, err := decide.NewEmbedding(nil, decide.EmbeddingOptions{})
		wantErr(t, err, "embedder")
		for _, v := range []float64{-1, 1} {
			if _, err := decide.NewEmbedding(e, decide.EmbeddingOptions{MinSimilarity: decide.Float(v), MinMargin: 2}); err != nil {
				t.Fatalf("bounds are inclusive: %v", err)
			}
		}
	})

	t.Run("15 blank text is rejected", func(t *testing.T) {
		b := embedding(t, vecs(), decide.EmbeddingOptions{OptionText: func(decide.Option) string { return " " }})
		_, err := decide.Choose(ctx, b, r1())
		wantErr(t, err, "non-empty string")
		req := r1()
		req.Query = " \n"
		_, err = decide.Choose(ctx, embedding(t, vecs(), decide.EmbeddingOptions{}), req)
		wantErr(t, err, "non-empty string")
	})

	t.Run("the label falls back to the option ID", func(t *testing.T) {
		for _, tc := range []struct {
			o    decide.Option
			want string
		}{
			{decide.Option{ID: "x", Label: " l ", Description: " d "}, "l\nd"},
			{decide.Option{ID: "x", Label: " ", Description: "d"}, "x\nd"},
			{decide.Option{ID: "x", Label: "l", Description: "  "}, "l"},
			{decide.Option{ID: "x", Metadata: map[string]any{"secret": 1}}, "x"},
		} {
			if got := decide.DefaultOptionText(tc.o); got != tc.want {
				t.Errorf("DefaultOptionText(%+v) = %q, want %q", tc.o, got, tc.want)
			}
		}
	})
}

func TestAsymmetricEmbedderPrefixesQueryAndPassages(t *testing.T) {
	e := vecs([]float32{1, 0}, []float32{1, 0}, []float32{0, 1}, []float32{0, 1})
	asym := decide.AsymmetricEmbedder{QueryPrefix: "query: ", PassagePrefix: "passage: ", Inner: e}
	if _, err := decide.Choose(context.Background(), embedding(t, asym, decide.EmbeddingOptions{}), r1()); err != nil {
		t.Fatal(err)
	}
	texts := e.texts[0]
	if texts[0] != "query: find material band gap" || !strings.HasPrefix(texts[1], "passage: materials.search") || !strings.HasPrefix(texts[3], "passage: weather.current") {
		t.Fatalf("texts %q", texts)
	}
}

// embedderE is embedder E of §6: [1,0] for the query and for texts that contain
// "materials.search", [0,1] otherwise. It records every batch.
type embedderE struct {
	mu      sync.Mutex
	batches [][]string
	dims    int
}

func (e *embedderE) Embed(_ context.Context, texts []string) ([][]float32, error) {
	e.mu.Lock()
	e.batches = append(e.batches, texts)
	dims := max(e.dims, 2)
	e.mu.Unlock()
	out := make([][]float32, len(texts))
	for i, t := range texts {
		v := make([]float32, dims)
		if i == 0 || strings.Contains(t, "materials.search") {
			v[0] = 1
		} else {
			v[1] = 1
		}
		out[i] = v
	}
	return out, nil
}

func (e *embedderE) lastBatch() []string {
	e.mu.Lock()
	defer e.mu.Unlock()
	return e.batches[len(e.batches)-1]
}

// §6 case 16.
func TestCachedEmbeddingBackend(t *testing.T) {
	ctx := context.Background()
	e := &embedderE{}
	b, err := decide.NewCachedEmbedding(e, decide.EmbeddingOptions{})
	if err != nil {
		t.Fatal(err)
	}
	res, err := decide.Choose(ctx, b, r1())
	if err != nil || ids(res) != "candidate:0" || len(e.lastBatch()) != 4 {
		t.Fatalf("first request: %+v, %v, batch %q", res, err, e.lastBatch())
	}
	if res.Metadata["cache_hits"] != 0 || res.Metadata["cache_misses"] != 3 {
		t.Fatalf("first metadata %v", res.Metadata)
	}

	res, err = decide.Choose(ctx, b, r1())
	if err != nil || ids(res) != "candidate:0" {
		t.Fatalf("second request: %+v, %v", res, err)
	}
	if batch := e.lastBatch(); len(batch) != 1 || batch[0] != "find material band gap" {
		t.Fatalf("second batch %q, want the query only", batch)
	}
	if res.Metadata["provider"] != "embedding-similarity-cached" || res.Metadata["cache_hits"] != 3 || res.Metadata["cache_misses"] != 0 {
		t.Fatalf("second metadata %v", res.Metadata)
	}

	changed := r1()
	changed.Options[1].Description = "Search scientific papers and preprints"
	res, err = decide.Choose(ctx, b, changed)
	if err != nil || res.Metadata["cache_misses"] != 1 || len(e.lastBatch()) != 2 {
		t.Fatalf("changed description: %+v, %v, batch %q", res.Metadata, err, e.lastBatch())
	}

	b.ClearCache()
	if b.CacheLen() != 0 {
		t.Fatal("ClearCache left entries")
	}
	res, err = decide.Choose(ctx, b, r1())
	if err != nil || res.Metadata["cache_misses"] != 3 {
		t.Fatalf("after ClearCache: %v, %v", res.Metadata, err)
	}
}

func TestCachedEmbeddingEvictsTheLeastRecentlyUsed(t *testing.T) {
	e := &embedderE{}
	b, err := decide.NewCachedEmbedding(e, decide.EmbeddingOptions{CacheCapacity: 2})
	if err != nil {
		t.Fatal(err)
	}
	if _, err := decide.Choose(context.Background(), b, r1()); err != nil {
		t.Fatal(err)
	}
	// candidate:0 was evicted by candidate:2; candidate:1 goes next.
	res, err := decide.Choose(context.Background(), b, r1())
	if err != nil || res.Metadata["cache_hits"] != 2 || res.Metadata["cache_misses"] != 1 || b.CacheLen() != 2 {
		t.Fatalf("got %v, %v, len %d", res.Metadata, err, b.CacheLen())
	}
	if batch := e.lastBatch(); len(batch) != 2 || !strings.HasPrefix(batch[1], "materials.search") {
		t.Fatalf("batch %q", batch)
	}
}

func TestCachedEmbeddingRejectsStaleDimensions(t *testing.T) {
	e := &embedderE{}
	b, err := decide.NewCachedEmbedding(e, decide.EmbeddingOptions{})
	if err != nil {
		t.Fatal(err)
	}
	if _, err := decide.Choose(context.Background(), b, r1()); err != nil {
		t.Fatal(err)
	}
	e.dims = 3
	_, err = decide.Choose(context.Background(), b, r1())
	wantErr(t, err, "cached embedding option dimensions do not match the query vector")
}

func TestCachedEmbeddingDoesNotCacheARejectedBatch(t *testing.T) {
	bad := vecs([]float32{1, 0}, []float32{1, 0}, []float32{float32(math.NaN()), 0}, []float32{0, 1})
	b, err := decide.NewCachedEmbedding(bad, decide.EmbeddingOptions{})
	if err != nil {
		t.Fatal(err)
	}
	_, err = decide.Choose(context.Background(), b, r1())
	wantErr(t, err, "non-finite")
	if b.CacheLen() != 0 {
		t.Fatalf("cached %d vectors from a rejected batch", b.CacheLen())
	}
}

func TestCachedEmbeddingIsSafeForConcurrentUse(t *testing.T) {
	b, err := decide.NewCachedEmbedding(decide.Builtin{}, decide.EmbeddingOptions{CacheCapacity: 8})
	if err != nil {
		t.Fatal(err)
	}
	var wg sync.WaitGroup
	for g := range 8 {
		wg.Go(func() {
			for i := range 50 {
				req := r1()
				req.Options[i%3].Description += strings.Repeat(" more", g%3)
				res, err := decide.Choose(context.Background(), b, req)
				if err != nil || len(res.Selections) != 1 {
					t.Errorf("got %+v, %v", res, err)
					return
				}
			}
		})
	}
	wg.Wait()
}
