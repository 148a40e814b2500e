package decide_test

import (
	"context"
	"errors"
	"math"
	"strings"
	"sync"
	"testing"

	"github.com/schemarouter/schemarouter/decide"
)

// r1 is fixture R1 of DECISIONS.md §6.
func r1() decide.Request {
	return decide.Request{
		Query: "find material band gap",
		Options: []decide.Option{
			{ID: "candidate:0", Label: "materials.search", Description: "Search material properties including band gap",
				Metadata: map[string]any{"private_note": "do-not-forward"}},
			{ID: "candidate:1", Label: "papers.search", Description: "Search scientific papers"},
			{ID: "candidate:2", Label: "weather.current", Description: "Get current weather"},
		},
	}
}

// endpoints returns a request over options endpoint:0 .. endpoint:n-1.
func endpoints(n, maxSelections int) decide.Request {
	req := decide.Request{Query: "which endpoint", MaxSelections: maxSelections}
	for i := range n {
		req.Options = append(req.Options, decide.Option{ID: "endpoint:" + string(rune('0'+i)), Label: "tool.ep"})
	}
	return req
}

// answer returns a Callable that always answers res.
func answer(res decide.Result) decide.Callable {
	return func(context.Context, decide.Request) (decide.Result, error) { return res, nil }
}

func sel(id string, score ...float64) decide.Selection {
	s := decide.Selection{OptionID: id}
	if len(score) > 0 {
		s.Score = decide.Float(score[0])
	}
	return s
}

// fixedVectors is an embedder that returns the given vectors and records the
// texts it was asked to embed.
type fixedVectors struct {
	mu      sync.Mutex
	vectors [][]float32
	texts   [][]string
}

func (f *fixedVectors) Embed(_ context.Context, texts []string) ([][]float32, error) {
	f.mu.Lock()
	defer f.mu.Unlock()
	f.texts = append(f.texts, texts)
	return f.vectors, nil
}

func vecs(vs ...[]float32) *fixedVectors { return &fixedVectors{vectors: vs} }

// fixedScores is a pair scorer returning the given scores.
type fixedScores []float64

func (s fixedScores) Score(context.Context, string, []string) ([]float64, error) { return s, nil }

// wantErr fails unless err is non-nil and contains every substring.
func wantErr(t *testing.T, err error, substrings ...string) {
	t.Helper()
	if err == nil {
		t.Fatalf("got no error, want one containing %q", substrings)
	}
	for _, s := range substrings {
		if !strings.Contains(err.Error(), s) {
			t.Fatalf("error %q does not contain %q", err, s)
		}
	}
}

func wantKind(t *testing.T, err, kind error) {
	t.Helper()
	if !errors.Is(err, kind) {
		t.Fatalf("error %v is not %v", err, kind)
	}
}

func near(a, b float64) bool { return math.Abs(a-b) < 1e-9 }

func metaFloat(t *testing.T, res decide.Result, key string) float64 {
	t.Helper()
	v, ok := res.Metadata[key].(float64)
	if !ok {
		t.Fatalf("metadata %q = %#v, want a float64", key, res.Metadata[key])
	}
	return v
}

func ids(res decide.Result) string { return strings.Join(res.SelectedIDs(), ",") }
