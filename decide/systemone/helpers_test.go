package systemone_test

import (
	"io"
	"net/http"
	"net/http/httptest"
	"sync"
	"testing"

	"github.com/schemarouter/schemarouter/decide"
)

// captured is one request a fake server received.
type captured struct {
	Method, Path string
	Header       http.Header
	Body         []byte
}

// fakeServer runs handler on 127.0.0.1, recording every request.
type fakeServer struct {
	*httptest.Server
	mu       sync.Mutex
	requests []captured
}

func newFake(t *testing.T, handler http.HandlerFunc) *fakeServer {
	t.Helper()
	f := &fakeServer{}
	f.Server = httptest.NewServer(http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		body, _ := io.ReadAll(r.Body)
		f.mu.Lock()
		f.requests = append(f.requests, captured{r.Method, r.URL.Path, r.Header.Clone(), body})
		f.mu.Unlock()
		handler(w, r)
	}))
	t.Cleanup(f.Close)
	return f
}

func (f *fakeServer) count() int {
	f.mu.Lock()
	defer f.mu.Unlock()
	return len(f.requests)
}

func (f *fakeServer) only(t *testing.T) captured {
	t.Helper()
	f.mu.Lock()
	defer f.mu.Unlock()
	if len(f.requests) != 1 {
		t.Fatalf("server got %d requests, want 1", len(f.requests))
	}
	return f.requests[0]
}

func answering(status int, body string) http.HandlerFunc {
	return func(w http.ResponseWriter, _ *http.Request) {
		w.Header().Set("Content-Type", "application/json")
		w.WriteHeader(status)
		io.WriteString(w, body)
	}
}

// hanging never answers until the client gives up (or the test ends).
func hanging(done <-chan struct{}) http.HandlerFunc {
	return func(w http.ResponseWriter, r *http.Request) {
		select {
		case <-r.Context().Done():
		case <-done:
		}
	}
}

// r1 is fixture R1 of DECISIONS.md §6: metadata that must never leave.
func r1() decide.Request {
	return decide.Request{
		Query: "find material band gap",
		Options: []decide.Option{
			{ID: "candidate:0", Label: "materials.search", Description: "Search material properties including band gap", Metadata: map[string]any{"private_note": "do-not-forward"}},
			{ID: "candidate:1", Label: "papers.search", Description: "Search scientific papers"},
			{ID: "candidate:2", Label: "weather.current", Description: "Get current weather"},
		},
		Context: map[string]any{"tenant": "demo"},
	}
}
