package decide

import (
	"context"
	"math"
	"slices"
	"sync"
)

// Embedder turns texts into vectors, one per text, all of one dimension. The
// embedding backends always pass the query first and option texts after it (see
// AsymmetricEmbedder), and validate whatever comes back.
type Embedder interface {
	Embed(ctx context.Context, texts []string) ([][]float32, error)
}

// EmbedderFunc adapts a function to Embedder.
type EmbedderFunc func(ctx context.Context, texts []string) ([][]float32, error)

// Embed calls f.
func (f EmbedderFunc) Embed(ctx context.Context, texts []string) ([][]float32, error) {
	return f(ctx, texts)
}

// AsymmetricEmbedder adapts an asymmetric retrieval encoder (E5- or BGE-style)
// to the embedding backends: texts[0], the query, gets QueryPrefix (for example
// "query: ") and every other text gets PassagePrefix (for example "passage: ").
type AsymmetricEmbedder struct {
	QueryPrefix, PassagePrefix string
	Inner                      Embedder
}

// Embed prefixes texts and calls Inner.
func (a AsymmetricEmbedder) Embed(ctx context.Context, texts []string) ([][]float32, error) {
	prefixed := make([]string, len(texts))
	for i, t := range texts {
		if i == 0 {
			prefixed[i] = a.QueryPrefix + t
		} else {
			prefixed[i] = a.PassagePrefix + t
		}
	}
	return a.Inner.Embed(ctx, prefixed)
}

// EmbeddingOptions configures NewEmbedding and NewCachedEmbedding (§4.1).
type EmbeddingOptions struct {
	// MinSimilarity is the cosine an option needs to be eligible, in [-1, 1].
	// Nil means -1: every option is eligible (the reference default).
	MinSimilarity *float64
	// MinMargin, in [0, 2], makes the backend abstain when the last selected
	// option is closer than this to the next eligible one. 0 disables the check.
	MinMargin float64
	// OptionText renders an option for the embedder; nil means
	// DefaultOptionText. A custom function is trusted code: it sees
	// Option.Metadata, and must return non-blank text.
	OptionText func(Option) string
	// CacheCapacity bounds the option vectors NewCachedEmbedding keeps (least
	// recently used first out); 0 means 4096. NewEmbedding ignores it.
	CacheCapacity int
}

// DefaultCacheCapacity is the CacheCapacity used when it is 0.
const DefaultCacheCapacity = 4096

// embeddingConfig is the validated configuration both embedding backends share.
type embeddingConfig struct {
	embedder      Embedder
	minSimilarity float64
	minMargin     float64
	optionText    func(Option) string
}

func newEmbeddingConfig(e Embedder, opts EmbeddingOptions) (embeddingConfig, error) {
	c := embeddingConfig{embedder: e, minSimilarity: -1, minMargin: opts.MinMargin, optionText: opts.OptionText}
	if opts.MinSimilarity != nil {
		c.minSimilarity = *opts.MinSimilarity
	}
	switch {
	case e == nil:
		return c, configError("embedder must not be nil")
	case !within(c.minSimilarity, -1, 1):
		return c, configError("min_similarity must be finite and between -1 and 1, got %v", c.minSimilarity)
	case !within(c.minMargin, 0, 2):
		return c, configError("min_margin must be finite and between 0 and 2, got %v", c.minMargin)
	case opts.CacheCapacity < 0:
		return c, configError("cache capacity must not be negative, got %d", opts.CacheCapacity)
	}
	return c, nil
}

// within reports whether v is finite and lo ≤ v ≤ hi.
func within(v, lo, hi float64) bool {
	return !math.IsNaN(v) && !math.IsInf(v, 0) && v >= lo && v <= hi
}

// Embedding is the reference's EmbeddingDecisionBackend (§4.1): it embeds the
// query and every option text in one batch, ranks options by cosine similarity
// (ties by option order), and selects the top Limit() eligible ones with score
// (similarity+1)/2. It abstains with reason "below_min_similarity" when nothing
// is eligible, and "ambiguous_selection_boundary" when MinMargin is set and the
// selection boundary is closer than it. Safe for concurrent use.
type Embedding struct {
	c embeddingConfig
}

// NewEmbedding validates opts and returns the backend.
func NewEmbedding(e Embedder, opts EmbeddingOptions) (*Embedding, error) {
	c, err := newEmbeddingConfig(e, opts)
	if err != nil {
		return nil, err
	}
	return &Embedding{c: c}, nil
}

// ReadsOptionMetadata reports whether a custom OptionText is configured.
func (b *Embedding) ReadsOptionMetadata() bool { return b.c.optionText != nil }

// Decide embeds and ranks. Errors: blank text (ErrInvalidRequest), the
// embedder's own error, or an unusable batch (ErrInvalidResult: wrong number of
// vectors, an empty or non-finite vector, inconsistent dimensions, a zero norm).
func (b *Embedding) Decide(ctx context.Context, req Request) (Result, error) {
	texts, err := decisionTexts("embedding", req, b.c.optionText)
	if err != nil {
		return Result{}, err
	}
	vectors, err := b.c.embedder.Embed(ctx, texts)
	if err != nil {
		return Result{}, err
	}
	norms, err := checkVectors(vectors, len(texts), 0)
	if err != nil {
		return Result{}, err
	}
	meta := map[string]any{"provider": "embedding-similarity"}
	return b.c.rank(req, vectors[0], norms[0], vectors[1:], norms[1:], meta), nil
}

// checkVectors validates an embedder batch of want vectors of dimension dims
// (0: whatever the first has) and returns their norms.
func checkVectors(vectors [][]float32, want, dims int) ([]float64, error) {
	if len(vectors) != want {
		return nil, resultError("embedding backend returned the wrong number of vectors: expected %d, got %d", want, len(vectors))
	}
	norms := make([]float64, len(vectors))
	for i, v := range vectors {
		if len(v) == 0 {
			return nil, resultError("embedding backend returned an empty vector at index %d", i)
		}
		for _, x := range v {
			if math.IsNaN(float64(x)) || math.IsInf(float64(x), 0) {
				return nil, resultError("embedding backend returned a non-finite vector value at index %d", i)
			}
		}
		if dims == 0 {
			dims = len(v)
		} else if len(v) != dims {
			return nil, resultError("embedding backend returned inconsistent vector dimensions at index %d: expected %d, got %d", i, dims, len(v))
		}
	}
	for i, v := range vectors {
		if norms[i] = norm(v); norms[i] == 0 {
			return nil, resultError("embedding backend returned a zero-norm vector at index %d", i)
		}
	}
	return norms, nil
}

// norm is the L2 norm of v. The explicit float64 conversions round every
// product, which stops the compiler from fusing multiply-adds on some
// platforms: results are bit-identical everywhere.
func norm(v []float32) float64 {
	var s float64
	for _, x := range v {
		s += float64(float64(x) * float64(x))
	}
	return math.Sqrt(s)
}

func dot(a, b []float32) float64 {
	var s float64
	for i, x := range a {
		s += float64(float64(x) * float64(b[i]))
	}
	return s
}

type rankedOption struct {
	index int
	score float64
}

// rankDescending orders by score descending, then option index ascending.
func rankDescending(ranked []rankedOption) {
	slices.SortFunc(ranked, func(a, b rankedOption) int {
		switch {
		case a.score > b.score:
			return -1
		case a.score < b.score:
			return 1
		}
		return a.index - b.index
	})
}

// rank turns validated vectors into the §4.1 result; meta already holds the
// provider (and cache counters).
func (c embeddingConfig) rank(req Request, query []float32, queryNorm float64, options [][]float32, norms []float64, meta map[string]any) Result {
	ranked := make([]rankedOption, len(options))
	for i, v := range options {
		sim := dot(query, v) / (queryNorm * norms[i])
		ranked[i] = rankedOption{i, max(-1, min(1, sim))}
	}
	rankDescending(ranked)

	meta["dimensions"] = len(query)
	meta["option_count"] = len(req.Options)
	meta["min_similarity"] = c.minSimilarity
	meta["min_margin"] = c.minMargin
	meta["top_similarity"] = ranked[0].score
	meta["second_similarity"] = nil
	meta["top_margin"] = nil
	if len(ranked) > 1 {
		meta["second_similarity"] = ranked[1].score
		meta["top_margin"] = ranked[0].score - ranked[1].score
	}

	eligible := ranked
	for i, r := range ranked {
		if r.score < c.minSimilarity {
			eligible = ranked[:i]
			break
		}
	}
	if len(eligible) == 0 {
		meta["reason"] = "below_min_similarity"
		return Result{Abstained: true, Metadata: meta}
	}
	limit := min(req.Limit(), len(eligible))
	if c.minMargin > 0 && len(eligible) > limit {
		boundary := eligible[limit-1].score - eligible[limit].score
		meta["boundary_margin"] = boundary
		if boundary < c.minMargin {
			meta["reason"] = "ambiguous_selection_boundary"
			return Result{Abstained: true, Metadata: meta}
		}
	}
	selections := make([]Selection, limit)
	for i, r := range eligible[:limit] {
		selections[i] = Selection{OptionID: req.Options[r.index].ID, Score: Float((r.score + 1) / 2)}
	}
	return Result{Selections: selections, Metadata: meta}
}

// CachedEmbedding is Embedding with a bounded cache of option vectors keyed by
// (option ID, option text) (§4.1). Each request embeds the query and the cache
// misses only; a changed text is a new key, so no stale vector is used. Metadata
// adds "cache_hits" and "cache_misses" under provider
// "embedding-similarity-cached". Safe for concurrent use.
type CachedEmbedding struct {
	c     embeddingConfig
	mu    sync.Mutex
	cache *lru
}

// NewCachedEmbedding validates opts and returns the backend.
func NewCachedEmbedding(e Embedder, opts EmbeddingOptions) (*CachedEmbedding, error) {
	c, err := newEmbeddingConfig(e, opts)
	if err != nil {
		return nil, err
	}
	capacity := opts.CacheCapacity
	if capacity == 0 {
		capacity = DefaultCacheCapacity
	}
	return &CachedEmbedding{c: c, cache: newLRU(capacity)}, nil
}

// ReadsOptionMetadata reports whether a custom OptionText is configured.
func (b *CachedEmbedding) ReadsOptionMetadata() bool { return b.c.optionText != nil }

// ClearCache empties the cache.
func (b *CachedEmbedding) ClearCache() {
	b.mu.Lock()
	b.cache.clear()
	b.mu.Unlock()
}

// CacheLen returns the number of cached option vectors.
func (b *CachedEmbedding) CacheLen() int {
	b.mu.Lock()
	defer b.mu.Unlock()
	return b.cache.len()
}

// Decide is Embedding.Decide with cached option vectors. A cached vector whose
// dimension differs from the query's is an error ("cached embedding option
// dimensions do not match the query vector"). Vectors enter the cache only
// from a batch that passed every check.
func (b *CachedEmbedding) Decide(ctx context.Context, req Request) (Result, error) {
	texts, err := decisionTexts("embedding", req, b.c.optionText)
	if err != nil {
		return Result{}, err
	}
	n := len(req.Options)
	keys := make([]string, n)
	vectors := make([][]float32, n)
	norms := make([]float64, n)
	batch := []string{texts[0]}
	var missing []int // option indexes, in batch order
	b.mu.Lock()
	for i, o := range req.Options {
		keys[i] = o.ID + "\x00" + texts[i+1]
		if e, ok := b.cache.get(keys[i]); ok {
			vectors[i], norms[i] = e.vector, e.norm
		} else {
			missing = append(missing, i)
			batch = append(batch, texts[i+1])
		}
	}
	b.mu.Unlock()

	embedded, err := b.c.embedder.Embed(ctx, batch)
	if err != nil {
		return Result{}, err
	}
	batchNorms, err := checkVectors(embedded, len(batch), 0)
	if err != nil {
		return Result{}, err
	}
	query, dims := embedded[0], len(embedded[0])
	for i, v := range vectors {
		if v != nil && len(v) != dims {
			return Result{}, resultError("cached embedding option dimensions do not match the query vector (option %q: %d, query: %d)", req.Options[i].ID, len(v), dims)
		}
	}
	b.mu.Lock()
	for j, i := range missing {
		vectors[i], norms[i] = slices.Clone(embedded[j+1]), batchNorms[j+1]
		b.cache.put(keys[i], cachedVector{vectors[i], norms[i]})
	}
	b.mu.Unlock()

	meta := map[string]any{
		"provider":     "embedding-similarity-cached",
		"cache_hits":   n - len(missing),
		"cache_misses": len(missing),
	}
	return b.c.rank(req, query, batchNorms[0], vectors, norms, meta), nil
}
