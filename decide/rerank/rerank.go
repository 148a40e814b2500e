// Package rerank reaches a reranking server in the text-embeddings-inference
// (TEI) shape as a decide.PairScorer: POST {BaseURL}/rerank with
// {"query", "texts", "raw_scores": false, "return_text": false} answered by
// [{"index": i, "score": s}, ...]. With raw_scores false TEI returns
// sigmoid-calibrated scores, which is what decide.NewPairwise expects
// (DECISIONS.md §4.2).
//
// Only the query and the option texts leave the process (decide.Pairwise
// builds them from labels and descriptions; option metadata is stripped by
// decide.Choose). Redirects are never followed, every call is bounded by a
// timeout and the caller's context, response bodies are capped, and an API key
// travels only in the Authorization header and never appears in an error.
//
// Importing the package registers the "rerank" factory with decide.Register and
// the "rerank:URL" spec with decide.RegisterSpec.
package rerank

import (
	"bytes"
	"context"
	"encoding/json"
	"fmt"
	"io"
	"math"
	"net/http"
	"strings"
	"time"

	"github.com/schemarouter/schemarouter/decide"
	"github.com/schemarouter/schemarouter/decide/internal/wire"
)

// Scorer is a decide.PairScorer over a TEI-compatible /rerank endpoint. A
// Scorer is safe for concurrent use as long as its fields are not modified.
type Scorer struct {
	// BaseURL is the server root, for example "http://127.0.0.1:8080".
	// Required: http or https, with a host, without credentials, query or
	// fragment; a trailing "/" is ignored.
	BaseURL string
	// Model, when set, is sent as "model" (routers serving several rerankers
	// use it; TEI ignores it). "" omits the field.
	Model string
	// APIKey, when set, is sent as "Authorization: Bearer APIKey".
	APIKey string
	// APIKeyEnv names an environment variable holding the key, read at each
	// call when APIKey is empty; the variable must then be set.
	APIKeyEnv string
	// Client sends the request; nil means http.DefaultClient. Its redirect
	// policy is overridden: redirects are refused.
	Client *http.Client
	// Timeout bounds each call; 0 means DefaultTimeout.
	Timeout time.Duration
	// MaxResponseBytes caps the response body; 0 means DefaultMaxResponseBytes.
	MaxResponseBytes int64
}

var _ decide.PairScorer = Scorer{}

// String describes s without its API key.
func (s Scorer) String() string {
	return fmt.Sprintf("rerank.Scorer{BaseURL: %q, Model: %q, APIKey: %s, APIKeyEnv: %q}",
		s.BaseURL, s.Model, wire.Redacted(s.APIKey), s.APIKeyEnv)
}

// GoString is String, so %#v does not print the key either.
func (s Scorer) GoString() string { return s.String() }

// Check validates the configuration, including that a named key variable is set.
func (s Scorer) Check() error {
	_, err := s.resolved()
	return err
}

type resolvedConfig struct {
	endpoint string
	key      string
	timeout  time.Duration
	limit    int64
}

func (s Scorer) resolved() (resolvedConfig, error) {
	var r resolvedConfig
	base, err := wb.CheckBaseURL(s.BaseURL, "")
	if err != nil {
		return r, err
	}
	if s.Model != "" && strings.TrimSpace(s.Model) == "" {
		return r, wb.ConfigError("model must be non-blank when given")
	}
	if r.timeout, err = wb.CheckTimeout(s.Timeout, DefaultTimeout); err != nil {
		return r, err
	}
	if r.key, err = wb.ResolveKey(s.APIKey, s.APIKeyEnv); err != nil {
		return r, err
	}
	r.limit = s.MaxResponseBytes
	if r.limit <= 0 {
		r.limit = DefaultMaxResponseBytes
	}
	r.endpoint = base + "/rerank"
	return r, nil
}

// Request is the /rerank body, in the field order it is sent.
type Request struct {
	Model      string   `json:"model,omitempty"`
	Query      string   `json:"query"`
	Texts      []string `json:"texts"`
	RawScores  bool     `json:"raw_scores"`
	ReturnText bool     `json:"return_text"`
}

// Score returns one score per passage, in passage order. The server may answer
// in any order (TEI sorts by score); every index 0..n-1 must appear exactly
// once with a finite score. Range checking ([0, 1]) is decide.Pairwise's job.
// No passages means no call.
func (s Scorer) Score(ctx context.Context, query string, passages []string) ([]float64, error) {
	cfg, err := s.resolved()
	if err != nil {
		return nil, err
	}
	if len(passages) == 0 {
		return []float64{}, nil
	}
	body, err := wb.Marshal(Request{Model: s.Model, Query: query, Texts: passages})
	if err != nil {
		return nil, err
	}
	data, err := wb.Post(ctx, s.Client, cfg.timeout, cfg.endpoint, cfg.key, body, cfg.limit)
	if err != nil {
		return nil, err
	}
	return parseScores(data, len(passages))
}

// parseScores maps a /rerank answer onto passage order.
func parseScores(data []byte, n int) ([]float64, error) {
	var items []struct {
		Index *json.RawMessage `json:"index"`
		Score *json.RawMessage `json:"score"`
	}
	dec := json.NewDecoder(bytes.NewReader(data))
	dec.UseNumber()
	if err := dec.Decode(&items); err != nil {
		return nil, wb.ResultError("server returned an invalid HTTP/JSON response: %v", err)
	}
	if _, err := dec.Token(); err != io.EOF {
		return nil, wb.ResultError("server returned an invalid HTTP/JSON response: trailing data after the JSON value")
	}
	if len(items) != n {
		return nil, wb.ResultError("wrong number of scores: sent %d texts, got %d", n, len(items))
	}
	scores := make([]float64, n)
	seen := make([]bool, n)
	for i, it := range items {
		index, okIndex := number(it.Index)
		score, okScore := number(it.Score)
		if !okIndex || !okScore {
			return nil, wb.ResultError("rerank item %d must have a numeric index and a numeric score", i)
		}
		idx, err := index.Int64()
		if err != nil || idx < 0 || idx >= int64(n) {
			return nil, wb.ResultError("rerank index %s is out of range for %d texts", shorten(index.String()), n)
		}
		if seen[idx] {
			return nil, wb.ResultError("rerank index %d is repeated", idx)
		}
		v, err := score.Float64()
		if err != nil || math.IsNaN(v) || math.IsInf(v, 0) {
			return nil, wb.ResultError("non-finite score at index %d", idx)
		}
		seen[idx] = true
		scores[idx] = v
	}
	return scores, nil
}

// number accepts a JSON number literal only (not a quoted number, not null).
func number(raw *json.RawMessage) (json.Number, bool) {
	if raw == nil || len(*raw) == 0 {
		return "", false
	}
	if c := (*raw)[0]; c != '-' && (c < '0' || c > '9') {
		return "", false
	}
	var n json.Number
	if json.Unmarshal(*raw, &n) != nil {
		return "", false
	}
	return n, true
}

func shorten(s string) string {
	if len(s) > 40 {
		return s[:40] + "…"
	}
	return s
}
