// Package wiretest holds the test fixtures the wire backends share: a loopback HTTP
// server that records every request it answers, canned handlers, and fixture R1 of
// DECISIONS.md §6. It is imported by tests only.
package wiretest

import (
	"io"
	"net/http"
	"net/http/httptest"
	"sync"
	"testing"

	"github.com/schemarouter/schemarouter/decide"
)

// Request is one request a Server received.
type Request struct {
	Method, Path string
	Header       http.Header
	Body         []byte
}

// Server runs a handler on 127.0.0.1 and records every request.
type Server struct {
	*httptest.Server
	mu       sync.Mutex
	requests []Request
}

// NewServer starts a Server for handler; it stops when the test ends.
func NewServer(t testing.TB, handler http.HandlerFunc) *Server {
	t.Helper()
	s := &Server{}
	s.Server = httptest.NewServer(http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		body, _ := io.ReadAll(r.Body)
		s.mu.Lock()
		s.requests = append(s.requests, Request{r.Method, r.URL.Path, r.Header.Clone(), body})
		s.mu.Unlock()
		handler(w, r)
	}))
	t.Cleanup(s.Close)
	return s
}

// Count is the number of requests received so far.
func (s *Server) Count() int {
	s.mu.Lock()
	defer s.mu.Unlock()
	return len(s.requests)
}

// Only returns the single request received, failing the test unless there was exactly one.
func (s *Server) Only(t testing.TB) Request {
	t.Helper()
	s.mu.Lock()
	defer s.mu.Unlock()
	if len(s.requests) != 1 {
		t.Fatalf("server got %d requests, want 1", len(s.requests))
	}
	return s.requests[0]
}

// Last returns the latest request, failing the test when there is none.
func (s *Server) Last(t testing.TB) Request {
	t.Helper()
	s.mu.Lock()
	defer s.mu.Unlock()
	if len(s.requests) == 0 {
		t.Fatal("server got no request")
	}
	return s.requests[len(s.requests)-1]
}

// Answering answers every request with status and a JSON body.
func Answering(status int, body string) http.HandlerFunc {
	return func(w http.ResponseWriter, _ *http.Request) {
		w.Header().Set("Content-Type", "application/json")
		w.WriteHeader(status)
		_, _ = io.WriteString(w, body)
	}
}

// Hanging never answers until the client gives up or done is closed.
func Hanging(done <-chan struct{}) http.HandlerFunc {
	return func(w http.ResponseWriter, r *http.Request) {
		select {
		case <-r.Context().Done():
		case <-done:
		}
	}
}

// R1 is fixture R1 of DECISIONS.md §6: three candidates, metadata that must never
// leave the process, and a context.
func R1() decide.Request {
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
