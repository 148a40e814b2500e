package rerank_test

import (
	"context"
	"errors"
	"net/http"
	"reflect"
	"strings"
	"testing"
	"time"

	"github.com/schemarouter/schemarouter/decide"
	"github.com/schemarouter/schemarouter/decide/rerank"
)

const teiAnswer = `[{"index":0,"score":0.91},{"index":2,"score":0.12},{"index":1,"score":0.40}]`

func TestScorerSendsTheTEIRerankRequest(t *testing.T) {
	t.Setenv("RERANK_TEST_KEY", "sk-rerank-secret")
	tests := []struct {
		name       string
		scorer     rerank.Scorer
		wantBody   string
		wantAuth   string
		wantPrefix string
	}{
		{
			name:     "without model or key",
			scorer:   rerank.Scorer{},
			wantBody: `{"query":"find material band gap","texts":["materials.search\nSearch material properties including band gap","papers.search\nSearch scientific papers","weather.current\nGet current weather"],"raw_scores":false,"return_text":false}`,
		},
		{
			name:     "with model and key from the environment",
			scorer:   rerank.Scorer{Model: "BAAI/bge-reranker-base", APIKeyEnv: "RERANK_TEST_KEY"},
			wantBody: `{"model":"BAAI/bge-reranker-base","query":"find material band gap","texts":["materials.search\nSearch material properties including band gap","papers.search\nSearch scientific papers","weather.current\nGet current weather"],"raw_scores":false,"return_text":false}`,
			wantAuth: "Bearer sk-rerank-secret",
		},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			srv := newFake(t, answering(200, teiAnswer))
			s := tt.scorer
			s.BaseURL = srv.URL + "/"
			b, err := decide.NewPairwise(s, decide.PairwiseOptions{})
			if err != nil {
				t.Fatal(err)
			}
			res, err := decide.Choose(context.Background(), b, r1())
			if err != nil {
				t.Fatal(err)
			}
			if got := res.SelectedIDs(); !reflect.DeepEqual(got, []string{"candidate:0"}) {
				t.Fatalf("selected %v", got)
			}
			req := srv.Only(t)
			if req.Method != http.MethodPost || req.Path != "/rerank" {
				t.Errorf("request %s %s, want POST /rerank", req.Method, req.Path)
			}
			if got := req.Header.Get("Content-Type"); got != "application/json" {
				t.Errorf("Content-Type %q", got)
			}
			if got := req.Header.Get("Authorization"); got != tt.wantAuth {
				t.Errorf("Authorization %q, want %q", got, tt.wantAuth)
			}
			if string(req.Body) != tt.wantBody {
				t.Errorf("body\n got %s\nwant %s", req.Body, tt.wantBody)
			}
			if strings.Contains(string(req.Body), "do-not-forward") || strings.Contains(string(req.Body), "demo") {
				t.Errorf("body leaks metadata or context: %s", req.Body)
			}
		})
	}
}

func TestScorerMapsAnswersToPassageOrder(t *testing.T) {
	tests := []struct {
		name    string
		status  int
		body    string
		want    []float64
		wantErr string
	}{
		{name: "in order", status: 200, body: `[{"index":0,"score":0.1},{"index":1,"score":0.2},{"index":2,"score":0.3}]`, want: []float64{0.1, 0.2, 0.3}},
		{name: "sorted by score as TEI does", status: 200, body: teiAnswer, want: []float64{0.91, 0.40, 0.12}},
		{name: "extra fields ignored", status: 200, body: `[{"index":1,"score":0.2,"text":"x"},{"index":0,"score":0.1},{"index":2,"score":0.3}]`, want: []float64{0.1, 0.2, 0.3}},
		{name: "missing index", status: 200, body: `[{"index":0,"score":0.1},{"index":1,"score":0.2}]`, wantErr: "wrong number of scores"},
		{name: "too many items", status: 200, body: `[{"index":0,"score":0.1},{"index":1,"score":0.2},{"index":2,"score":0.3},{"index":2,"score":0.3}]`, wantErr: "wrong number of scores"},
		{name: "duplicate index", status: 200, body: `[{"index":0,"score":0.1},{"index":0,"score":0.2},{"index":2,"score":0.3}]`, wantErr: "repeated"},
		{name: "index out of range", status: 200, body: `[{"index":0,"score":0.1},{"index":3,"score":0.2},{"index":2,"score":0.3}]`, wantErr: "out of range"},
		{name: "negative index", status: 200, body: `[{"index":0,"score":0.1},{"index":-1,"score":0.2},{"index":2,"score":0.3}]`, wantErr: "out of range"},
		{name: "fractional index", status: 200, body: `[{"index":0,"score":0.1},{"index":1.5,"score":0.2},{"index":2,"score":0.3}]`, wantErr: "out of range"},
		{name: "index absent", status: 200, body: `[{"index":0,"score":0.1},{"score":0.2},{"index":2,"score":0.3}]`, wantErr: "numeric index and a numeric score"},
		{name: "score absent", status: 200, body: `[{"index":0,"score":0.1},{"index":1},{"index":2,"score":0.3}]`, wantErr: "numeric index and a numeric score"},
		{name: "score null", status: 200, body: `[{"index":0,"score":0.1},{"index":1,"score":null},{"index":2,"score":0.3}]`, wantErr: "numeric index and a numeric score"},
		{name: "non-finite score", status: 200, body: `[{"index":0,"score":0.1},{"index":1,"score":1e999},{"index":2,"score":0.3}]`, wantErr: "non-finite"},
		{name: "score as a string", status: 200, body: `[{"index":0,"score":"0.1"},{"index":1,"score":0.2},{"index":2,"score":0.3}]`, wantErr: "numeric score"},
		{name: "index as a string", status: 200, body: `[{"index":"0","score":0.1},{"index":1,"score":0.2},{"index":2,"score":0.3}]`, wantErr: "numeric index"},
		{name: "malformed JSON", status: 200, body: `[{"index":0,`, wantErr: "invalid HTTP/JSON"},
		{name: "object instead of array", status: 200, body: `{"error":"nope"}`, wantErr: "invalid HTTP/JSON"},
		{name: "trailing data", status: 200, body: `[{"index":0,"score":0.1},{"index":1,"score":0.2},{"index":2,"score":0.3}] []`, wantErr: "trailing data"},
		{name: "server error", status: 500, body: `{"error":"model overloaded","error_type":"Overloaded"}`, wantErr: "HTTP 500: model overloaded"},
		{name: "not found", status: 404, body: `not json`, wantErr: "HTTP 404"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			srv := newFake(t, answering(tt.status, tt.body))
			got, err := rerank.Scorer{BaseURL: srv.URL}.Score(context.Background(), "q", []string{"a", "b", "c"})
			if tt.wantErr != "" {
				if err == nil || !strings.Contains(err.Error(), tt.wantErr) {
					t.Fatalf("err = %v, want %q", err, tt.wantErr)
				}
				if !errors.Is(err, decide.ErrInvalidResult) {
					t.Errorf("err kind: %v is not ErrInvalidResult", err)
				}
				return
			}
			if err != nil {
				t.Fatal(err)
			}
			if !reflect.DeepEqual(got, tt.want) {
				t.Fatalf("scores %v, want %v", got, tt.want)
			}
		})
	}
}

func TestPairwiseOverRerankAppliesThresholdsAndRanges(t *testing.T) {
	tests := []struct {
		name       string
		config     map[string]any
		body       string
		wantIDs    []string
		wantReason string
		wantErr    string
	}{
		{name: "selects the best", config: map[string]any{}, body: teiAnswer, wantIDs: []string{"candidate:0"}},
		{name: "abstains below min_score", config: map[string]any{"min_score": 0.95}, body: teiAnswer, wantReason: "below_min_score"},
		{name: "abstains on a narrow margin", config: map[string]any{"min_margin": 0.6}, body: teiAnswer, wantReason: "ambiguous_selection_boundary"},
		{name: "rank_then_gate gates the top", config: map[string]any{"threshold_application": "rank_then_gate", "min_score": 0.95}, body: teiAnswer, wantReason: "top_below_min_score"},
		{name: "raw logits are outside the range", config: map[string]any{}, body: `[{"index":0,"score":3.2},{"index":1,"score":-1.5},{"index":2,"score":0.1}]`, wantErr: "outside"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			srv := newFake(t, answering(200, tt.body))
			tt.config["base_url"] = srv.URL
			b, err := decide.Open("rerank", tt.config)
			if err != nil {
				t.Fatal(err)
			}
			res, err := decide.Choose(context.Background(), b, r1())
			if tt.wantErr != "" {
				if err == nil || !strings.Contains(err.Error(), tt.wantErr) {
					t.Fatalf("err = %v, want %q", err, tt.wantErr)
				}
				return
			}
			if err != nil {
				t.Fatal(err)
			}
			if tt.wantReason != "" {
				if !res.Abstained || res.Reason() != tt.wantReason {
					t.Fatalf("result %+v, want abstention %q", res, tt.wantReason)
				}
				return
			}
			if !reflect.DeepEqual(res.SelectedIDs(), tt.wantIDs) {
				t.Fatalf("selected %v, want %v", res.SelectedIDs(), tt.wantIDs)
			}
			if res.Metadata["provider"] != "pairwise-score" {
				t.Errorf("metadata %v", res.Metadata)
			}
		})
	}
}

func TestScorerRefusesOversizeAndRedirects(t *testing.T) {
	t.Run("oversize body", func(t *testing.T) {
		srv := newFake(t, answering(200, `[{"index":0,"score":0.1}]`+strings.Repeat(" ", 100)))
		_, err := rerank.Scorer{BaseURL: srv.URL, MaxResponseBytes: 64}.Score(context.Background(), "q", []string{"a"})
		if err == nil || !strings.Contains(err.Error(), "exceeds 64 bytes") {
			t.Fatalf("err = %v", err)
		}
	})
	t.Run("redirect refused", func(t *testing.T) {
		target := newFake(t, answering(200, `[{"index":0,"score":0.5}]`))
		srv := newFake(t, func(w http.ResponseWriter, r *http.Request) {
			http.Redirect(w, r, target.URL+"/rerank", http.StatusTemporaryRedirect)
		})
		_, err := rerank.Scorer{BaseURL: srv.URL}.Score(context.Background(), "q", []string{"a"})
		if err == nil || !strings.Contains(err.Error(), "redirect") {
			t.Fatalf("err = %v", err)
		}
		if target.Count() != 0 {
			t.Fatalf("redirect target was called")
		}
	})
}

func TestScorerIsBoundedByTimeoutAndContext(t *testing.T) {
	done := make(chan struct{})
	srv := newFake(t, hanging(done))
	t.Cleanup(func() { close(done) }) // runs before srv.Close
	t.Run("timeout", func(t *testing.T) {
		start := time.Now()
		_, err := rerank.Scorer{BaseURL: srv.URL, Timeout: 200 * time.Millisecond}.Score(context.Background(), "q", []string{"a"})
		if !errors.Is(err, context.DeadlineExceeded) {
			t.Fatalf("err = %v, want deadline exceeded", err)
		}
		if d := time.Since(start); d > 2*time.Second {
			t.Fatalf("took %v", d)
		}
	})
	t.Run("caller deadline through Choose", func(t *testing.T) {
		b, err := decide.Open("rerank", map[string]any{"base_url": srv.URL})
		if err != nil {
			t.Fatal(err)
		}
		ctx, cancel := context.WithTimeout(context.Background(), 200*time.Millisecond)
		defer cancel()
		start := time.Now()
		_, err = decide.Choose(ctx, b, r1())
		if !errors.Is(err, context.DeadlineExceeded) {
			t.Fatalf("err = %v, want deadline exceeded", err)
		}
		if d := time.Since(start); d > 2*time.Second {
			t.Fatalf("took %v", d)
		}
	})
}

func TestScorerKeepsTheKeyOutOfErrorsAndStrings(t *testing.T) {
	const key = "sk-very-secret"
	srv := newFake(t, answering(401, `{"error":"bad key sk-very-secret"}`))
	s := rerank.Scorer{BaseURL: srv.URL, APIKey: key}
	_, err := s.Score(context.Background(), "q", []string{"a"})
	if err == nil || strings.Contains(err.Error(), key) || !strings.Contains(err.Error(), "HTTP 401: bad key [redacted]") {
		t.Fatalf("err = %v", err)
	}
	if strings.Contains(s.String(), key) || strings.Contains(s.GoString(), key) {
		t.Fatalf("String leaks the key: %s", s)
	}
	if strings.Contains(string(srv.Only(t).Body), key) {
		t.Fatal("body carries the key")
	}
}

func TestScorerSendsNothingForNoPassages(t *testing.T) {
	srv := newFake(t, answering(200, `[]`))
	got, err := rerank.Scorer{BaseURL: srv.URL}.Score(context.Background(), "q", nil)
	if err != nil || len(got) != 0 || srv.Count() != 0 {
		t.Fatalf("got %v, %v, %d calls", got, err, srv.Count())
	}
}

func TestRerankConfigErrors(t *testing.T) {
	tests := []struct {
		name    string
		config  map[string]any
		wantErr string
	}{
		{"missing base_url", map[string]any{}, "base_url is required"},
		{"not a url", map[string]any{"base_url": "not-a-url"}, "absolute http"},
		{"credentials", map[string]any{"base_url": "http://user:pass@localhost:8080"}, "credentials"},
		{"query", map[string]any{"base_url": "http://localhost:8080?x=1"}, "query"},
		{"fragment", map[string]any{"base_url": "http://localhost:8080#f"}, "fragment"},
		{"zero timeout", map[string]any{"base_url": "http://localhost:8080", "timeout": 0}, "timeout"},
		{"bool timeout", map[string]any{"base_url": "http://localhost:8080", "timeout": true}, "timeout"},
		{"blank model", map[string]any{"base_url": "http://localhost:8080", "model": " "}, "model"},
		{"both keys", map[string]any{"base_url": "http://localhost:8080", "api_key": "k", "api_key_env": "K"}, "not both"},
		{"unset key variable", map[string]any{"base_url": "http://localhost:8080", "api_key_env": "RERANK_TEST_UNSET_VARIABLE"}, "not set"},
		{"unknown key", map[string]any{"base_url": "http://localhost:8080", "grant_execution": true}, "unknown config key"},
		{"min_score too high", map[string]any{"base_url": "http://localhost:8080", "min_score": 1.01}, "min_score"},
		{"min_margin negative", map[string]any{"base_url": "http://localhost:8080", "min_margin": -0.01}, "min_margin"},
		{"min_score bool", map[string]any{"base_url": "http://localhost:8080", "min_score": true}, "min_score"},
		{"bad threshold_application", map[string]any{"base_url": "http://localhost:8080", "threshold_application": "vote"}, "threshold_application"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			_, err := decide.Open("rerank", tt.config)
			if err == nil || !strings.Contains(err.Error(), tt.wantErr) || !errors.Is(err, decide.ErrInvalidConfig) {
				t.Fatalf("err = %v, want config error %q", err, tt.wantErr)
			}
			if strings.Contains(err.Error(), "pass") && tt.name == "credentials" {
				t.Fatalf("error repeats the credential: %v", err)
			}
		})
	}
}

func TestRerankSpec(t *testing.T) {
	srv := newFake(t, answering(200, teiAnswer))
	for _, build := range []func(string) (decide.Backend, error){decide.New, rerank.New} {
		b, err := build("rerank:" + srv.URL)
		if err != nil {
			t.Fatal(err)
		}
		res, err := decide.Choose(context.Background(), b, r1())
		if err != nil || !reflect.DeepEqual(res.SelectedIDs(), []string{"candidate:0"}) {
			t.Fatalf("res %+v, err %v", res, err)
		}
	}
	for _, bad := range []string{"rerank:", "rerank: ", "other:http://x"} {
		if _, err := rerank.New(bad); err == nil {
			t.Errorf("rerank.New(%q) succeeded", bad)
		}
	}
	if _, err := decide.New("rerank:"); err == nil {
		t.Error(`decide.New("rerank:") succeeded`)
	}
}
