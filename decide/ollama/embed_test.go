package ollama_test

import (
	"context"
	"encoding/json"
	"errors"
	"net/http"
	"reflect"
	"strings"
	"testing"

	"github.com/schemarouter/schemarouter/decide"
	"github.com/schemarouter/schemarouter/decide/ollama"
)

func TestEmbedder(t *testing.T) {
	texts := []string{"query", "option one", "option two"}
	for _, tc := range []struct {
		name    string
		status  int
		body    string
		want    [][]float32
		wantErr string
	}{
		{name: "vectors in order", status: 200, body: `{"model":"e","embeddings":[[1,0],[0,1],[0.5,0.5]]}`, want: [][]float32{{1, 0}, {0, 1}, {0.5, 0.5}}},
		{name: "count mismatch", status: 200, body: `{"embeddings":[[1,0],[0,1]]}`, wantErr: "count mismatch"},
		{name: "dimension mismatch", status: 200, body: `{"embeddings":[[1,0],[0,1],[1]]}`, wantErr: "dimension"},
		{name: "empty vectors", status: 200, body: `{"embeddings":[[],[],[]]}`, wantErr: "dimension"},
		{name: "float32 overflow", status: 200, body: `{"embeddings":[[1e39],[1],[1]]}`, wantErr: "non-finite"},
		{name: "server error", status: 500, body: `{"error":"boom"}`, wantErr: "HTTP 500"},
		{name: "malformed body", status: 200, body: `{"embeddings":`, wantErr: "invalid HTTP/JSON"},
	} {
		t.Run(tc.name, func(t *testing.T) {
			srv := newFake(t, answering(tc.status, tc.body))
			got, err := ollama.Embedder{BaseURL: srv.URL, Model: "nomic-embed-text"}.Embed(context.Background(), texts)
			req := srv.Only(t)
			if req.Method != http.MethodPost || req.Path != "/api/embed" || req.Header.Get("Content-Type") != "application/json" {
				t.Errorf("request %s %s %v", req.Method, req.Path, req.Header)
			}
			var body map[string]any
			json.Unmarshal(req.Body, &body)
			if !reflect.DeepEqual(body, map[string]any{"model": "nomic-embed-text", "input": []any{"query", "option one", "option two"}}) {
				t.Errorf("body = %v", body)
			}
			if tc.wantErr != "" {
				if err == nil || !strings.Contains(err.Error(), tc.wantErr) {
					t.Fatalf("err = %v, want %q", err, tc.wantErr)
				}
				return
			}
			if err != nil || !reflect.DeepEqual(got, tc.want) {
				t.Fatalf("got %v, %v; want %v", got, err, tc.want)
			}
		})
	}
	t.Run("no texts, no call", func(t *testing.T) {
		got, err := ollama.Embedder{BaseURL: "http://127.0.0.1:1", Model: "e"}.Embed(context.Background(), nil)
		if err != nil || len(got) != 0 {
			t.Fatalf("got %v, %v", got, err)
		}
	})
	t.Run("missing model", func(t *testing.T) {
		_, err := ollama.Embedder{}.Embed(context.Background(), texts)
		if !errors.Is(err, decide.ErrInvalidConfig) {
			t.Fatalf("err = %v", err)
		}
	})
	t.Run("drives the embedding backend", func(t *testing.T) {
		srv := newFake(t, answering(200, `{"embeddings":[[1,0],[0,1],[1,0.1]]}`))
		b, err := decide.NewEmbedding(ollama.Embedder{BaseURL: srv.URL, Model: "e"}, decide.EmbeddingOptions{})
		if err != nil {
			t.Fatal(err)
		}
		req := decide.Request{Query: "q", Options: []decide.Option{{ID: "a", Label: "A"}, {ID: "b", Label: "B"}}}
		res, err := decide.Choose(context.Background(), b, req)
		if err != nil || !reflect.DeepEqual(res.SelectedIDs(), []string{"b"}) {
			t.Fatalf("got %v, %v", res.SelectedIDs(), err)
		}
	})
}
