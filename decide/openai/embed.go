package openai

import (
	"context"
	"encoding/json"
	"fmt"
	"net/http"
	"strings"
	"time"

	"github.com/schemarouter/schemarouter/decide"
	"github.com/schemarouter/schemarouter/decide/internal/wire"
)

// Embedder is a decide.Embedder over POST {BaseURL}/embeddings ({"model",
// "input": [texts]} → {"data": [{"index", "embedding"}, ...]}). Vectors are
// returned in index order; each index 0..n-1 must appear exactly once, all of
// one non-zero dimension.
type Embedder struct {
	// BaseURL, Model, APIKey, APIKeyEnv, Client and Timeout are as for Backend.
	BaseURL   string
	Model     string
	APIKey    string
	APIKeyEnv string
	Client    *http.Client
	Timeout   time.Duration
	// MaxResponseBytes caps the response body; 0 means
	// DefaultMaxEmbedResponseBytes.
	MaxResponseBytes int64
}

var _ decide.Embedder = Embedder{}

// String describes e without its API key.
func (e Embedder) String() string {
	return fmt.Sprintf("openai.Embedder{BaseURL: %q, Model: %q, APIKey: %s, APIKeyEnv: %q}",
		e.BaseURL, e.Model, wire.Redacted(e.APIKey), e.APIKeyEnv)
}

// GoString is String.
func (e Embedder) GoString() string { return e.String() }

// Embed returns one vector per text, in order. No texts means no call.
func (e Embedder) Embed(ctx context.Context, texts []string) ([][]float32, error) {
	if strings.TrimSpace(e.Model) == "" {
		return nil, wb.ConfigError("model must be a non-empty string")
	}
	base, err := wb.CheckBaseURL(e.BaseURL, DefaultBaseURL)
	if err != nil {
		return nil, err
	}
	timeout, err := wb.CheckTimeout(e.Timeout, DefaultTimeout)
	if err != nil {
		return nil, err
	}
	key, err := wb.ResolveKey(e.APIKey, e.APIKeyEnv)
	if err != nil {
		return nil, err
	}
	if len(texts) == 0 {
		return [][]float32{}, nil
	}
	limit := e.MaxResponseBytes
	if limit <= 0 {
		limit = DefaultMaxEmbedResponseBytes
	}
	body, err := wb.Marshal(map[string]any{"model": e.Model, "input": texts})
	if err != nil {
		return nil, err
	}
	data, err := wb.Post(ctx, e.Client, timeout, base+"/embeddings", key, body, limit)
	if err != nil {
		return nil, err
	}
	var resp struct {
		Data []struct {
			Index     *int      `json:"index"`
			Embedding []float64 `json:"embedding"`
		} `json:"data"`
	}
	if err := json.Unmarshal(data, &resp); err != nil {
		return nil, wb.ResultError("server returned an invalid HTTP/JSON response: %v", err)
	}
	n := len(texts)
	if len(resp.Data) != n {
		return nil, wb.ResultError("embedding count mismatch: sent %d texts, got %d vectors", n, len(resp.Data))
	}
	ordered := make([][]float64, n)
	for i, d := range resp.Data {
		idx := i // a server that omits "index" answers in order
		if d.Index != nil {
			idx = *d.Index
		}
		if idx < 0 || idx >= n || ordered[idx] != nil {
			return nil, wb.ResultError("embedding index %d is out of range or repeated", idx)
		}
		if d.Embedding == nil {
			return nil, wb.ResultError("embedding %d is missing", idx)
		}
		ordered[idx] = d.Embedding
	}
	return wb.Vectors(ordered)
}
