package ollama

import (
	"context"
	"encoding/json"
	"net/http"
	"strings"
	"time"

	"github.com/schemarouter/schemarouter/decide"
)

// Embedder is a decide.Embedder over Ollama's POST /api/embed
// ({"model", "input": [texts]} → {"embeddings": [[...], ...]}). It checks that
// one vector comes back per text, all of one non-zero dimension.
type Embedder struct {
	// BaseURL, Model, Client and Timeout are as for Backend.
	BaseURL string
	Model   string
	Client  *http.Client
	Timeout time.Duration
	// MaxResponseBytes caps the response body; 0 means
	// DefaultMaxEmbedResponseBytes.
	MaxResponseBytes int64
}

var _ decide.Embedder = Embedder{}

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
	data, err := wb.Post(ctx, e.Client, timeout, base+"/api/embed", "", body, limit)
	if err != nil {
		return nil, err
	}
	var resp struct {
		Embeddings [][]float64 `json:"embeddings"`
	}
	if err := json.Unmarshal(data, &resp); err != nil {
		return nil, wb.ResultError("Ollama returned an invalid HTTP/JSON response: %v", err)
	}
	return vectors(resp.Embeddings, len(texts))
}

// vectors checks a batch and converts it to float32.
func vectors(batch [][]float64, want int) ([][]float32, error) {
	if len(batch) != want {
		return nil, wb.ResultError("embedding count mismatch: sent %d texts, got %d vectors", want, len(batch))
	}
	return wb.Vectors(batch)
}
