package openai_test

import (
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"net/http"
	"reflect"
	"strings"
	"testing"
	"time"

	"github.com/schemarouter/schemarouter/decide"
	"github.com/schemarouter/schemarouter/decide/openai"
)

const key = "sk-test-0123456789"

func completion(content string) string {
	b, _ := json.Marshal(map[string]any{
		"id": "chatcmpl-1", "object": "chat.completion", "model": "served-model",
		"choices": []any{map[string]any{"index": 0, "finish_reason": "stop",
			"message": map[string]any{"role": "assistant", "content": content, "refusal": nil}}},
		"usage": map[string]any{"prompt_tokens": 42, "completion_tokens": 7, "total_tokens": 49},
	})
	return string(b)
}

func twoEndpoints() decide.Request {
	return decide.Request{
		Query: "which endpoint lists users",
		Options: []decide.Option{
			{ID: "endpoint:0", Label: "users.list", Description: "List users", Metadata: map[string]any{"token": "secret"}},
			{ID: "endpoint:1", Label: "", Description: "Get one user", Metadata: map[string]any{"note": "secret"}},
		},
		Context: map[string]any{"tenant": "demo"},
	}
}

func TestDecideSendsTheExactChatCompletionRequest(t *testing.T) {
	srv := newFake(t, answering(200, completion(`{"selections":[{"option_id":"endpoint:1","score":0.9}],"abstained":false}`)))
	b := openai.Backend{BaseURL: srv.URL + "/v1/", Model: "Qwen/Qwen3-8B", APIKey: key, IncludeContext: true, Options: map[string]any{"seed": 7}}
	req := twoEndpoints()
	req.MaxSelections = 2
	res, err := b.Decide(context.Background(), req)
	if err != nil {
		t.Fatal(err)
	}
	got := srv.Only(t)

	t.Run("method, path and headers", func(t *testing.T) {
		if got.Method != http.MethodPost || got.Path != "/v1/chat/completions" {
			t.Errorf("got %s %s", got.Method, got.Path)
		}
		if ct := got.Header.Get("Content-Type"); ct != "application/json" {
			t.Errorf("Content-Type = %q", ct)
		}
		if a := got.Header.Get("Authorization"); a != "Bearer "+key {
			t.Errorf("Authorization = %q", a)
		}
	})

	var body map[string]json.RawMessage
	if err := json.Unmarshal(got.Body, &body); err != nil {
		t.Fatal(err)
	}
	t.Run("top-level fields", func(t *testing.T) {
		var keys []string
		for k := range body {
			keys = append(keys, k)
		}
		want := []string{"messages", "model", "response_format", "seed", "stream", "temperature"}
		if len(keys) != len(want) {
			t.Errorf("keys = %v, want %v", keys, want)
		}
		for _, k := range want {
			if _, ok := body[k]; !ok {
				t.Errorf("missing %q", k)
			}
		}
		if string(body["model"]) != `"Qwen/Qwen3-8B"` || string(body["stream"]) != "false" ||
			string(body["temperature"]) != "0" || string(body["seed"]) != "7" {
			t.Errorf("model %s stream %s temperature %s seed %s", body["model"], body["stream"], body["temperature"], body["seed"])
		}
	})

	t.Run("response_format is the strict decision schema", func(t *testing.T) {
		var rf struct {
			Type       string
			JSONSchema struct {
				Name   string
				Strict bool
				Schema map[string]any
			} `json:"json_schema"`
		}
		if err := json.Unmarshal(body["response_format"], &rf); err != nil {
			t.Fatal(err)
		}
		if rf.Type != "json_schema" || rf.JSONSchema.Name != "bounded_decision" || !rf.JSONSchema.Strict {
			t.Errorf("response_format = %+v", rf)
		}
		wantBytes, _ := json.Marshal(openai.Schema(req))
		var want map[string]any
		json.Unmarshal(wantBytes, &want)
		if !reflect.DeepEqual(rf.JSONSchema.Schema, want) {
			t.Errorf("schema = %v", rf.JSONSchema.Schema)
		}
		sel := want["properties"].(map[string]any)["selections"].(map[string]any)
		item := sel["items"].(map[string]any)
		if sel["maxItems"] != 2.0 ||
			!reflect.DeepEqual(item["properties"].(map[string]any)["option_id"].(map[string]any)["enum"], []any{"endpoint:0", "endpoint:1"}) ||
			!reflect.DeepEqual(item["required"], []any{"option_id", "score"}) || item["additionalProperties"] != false {
			t.Errorf("selections schema = %v", sel)
		}
	})

	t.Run("messages", func(t *testing.T) {
		var msgs []struct{ Role, Content string }
		json.Unmarshal(body["messages"], &msgs)
		if len(msgs) != 2 || msgs[0].Role != "system" || msgs[1].Role != "user" {
			t.Fatalf("messages = %+v", msgs)
		}
		if !strings.Contains(msgs[0].Content, `"enum": ["endpoint:0", "endpoint:1"]`) || !strings.Contains(msgs[0].Content, "untrusted") {
			t.Errorf("system content = %s", msgs[0].Content)
		}
		wantUser := `{"context": {"tenant": "demo"}, "max_selections": 2, "options": [{"description": "List users", "id": "endpoint:0", "label": "users.list"}, {"description": "Get one user", "id": "endpoint:1", "label": "endpoint:1"}], "query": "which endpoint lists users"}`
		if msgs[1].Content != wantUser {
			t.Errorf("user content =\n%s\nwant\n%s", msgs[1].Content, wantUser)
		}
	})

	t.Run("neither metadata nor the key is in the body", func(t *testing.T) {
		for _, s := range []string{"secret", "metadata", "token", key} {
			if strings.Contains(string(got.Body), s) {
				t.Errorf("body contains %q", s)
			}
		}
	})

	t.Run("answer becomes a result with provider metadata", func(t *testing.T) {
		if !reflect.DeepEqual(res.SelectedIDs(), []string{"endpoint:1"}) || *res.Selections[0].Score != 0.9 {
			t.Fatalf("result = %+v", res)
		}
		want := map[string]any{"provider": "openai", "model": "served-model", "input_tokens": 42, "output_tokens": 7, "finish_reason": "stop"}
		if !reflect.DeepEqual(res.Metadata, want) {
			t.Errorf("metadata = %#v", res.Metadata)
		}
	})
}

func TestAPIKeyFromEnvironment(t *testing.T) {
	t.Setenv("SR_TEST_OPENAI_KEY", key)
	srv := newFake(t, answering(200, completion(`{"selections":[],"abstained":true}`)))
	b, err := decide.Open("openai", map[string]any{"model": "m", "base_url": srv.URL, "api_key_env": "SR_TEST_OPENAI_KEY"})
	if err != nil {
		t.Fatal(err)
	}
	if _, err := decide.Choose(context.Background(), b, twoEndpoints()); err != nil {
		t.Fatal(err)
	}
	if a := srv.Only(t).Header.Get("Authorization"); a != "Bearer "+key {
		t.Errorf("Authorization = %q", a)
	}
	t.Run("no key, no header", func(t *testing.T) {
		srv := newFake(t, answering(200, completion(`{"selections":[],"abstained":true}`)))
		if _, err := decide.Choose(context.Background(), openai.Backend{BaseURL: srv.URL, Model: "m"}, twoEndpoints()); err != nil {
			t.Fatal(err)
		}
		if _, has := srv.Only(t).Header["Authorization"]; has {
			t.Error("Authorization sent without a key")
		}
	})
}

func TestKeyNeverInErrorsOrStrings(t *testing.T) {
	srv := newFake(t, answering(401, `{"error":{"message":"Incorrect API key provided: `+key+`","type":"invalid_request_error"}}`))
	b := openai.Backend{BaseURL: srv.URL, Model: "m", APIKey: key}
	_, err := decide.Choose(context.Background(), b, twoEndpoints())
	if err == nil || !strings.Contains(err.Error(), "HTTP 401: Incorrect API key provided: [redacted]") {
		t.Fatalf("err = %v", err)
	}
	printed := fmt.Sprintf("%v %+v %#v %s", b, &b, b, openai.Embedder{APIKey: key})
	for _, s := range []string{err.Error(), printed} {
		if strings.Contains(s, key) {
			t.Errorf("key leaked: %s", s)
		}
	}
	_, err = decide.Open("openai", map[string]any{"model": "m", "api_key": "bad key\n"})
	if err == nil || strings.Contains(err.Error(), "bad key") {
		t.Errorf("err = %v", err)
	}
}

func TestAnswerHandling(t *testing.T) {
	big := strings.Repeat(" ", openai.DefaultMaxResponseBytes+1)
	for _, tc := range []struct {
		name    string
		status  int
		body    string
		max     int
		wantIDs []string
		abstain bool
		wantErr string
	}{
		{name: "valid answer", status: 200, body: completion(`{"selections":[{"option_id":"endpoint:0","score":null}],"abstained":false}`), wantIDs: []string{"endpoint:0"}},
		{name: "two selections within max_selections 2", status: 200, max: 2, body: completion(`{"selections":[{"option_id":"endpoint:1","score":0.8},{"option_id":"endpoint:0","score":0.2}],"abstained":false}`), wantIDs: []string{"endpoint:1", "endpoint:0"}},
		{name: "abstention", status: 200, body: completion(`{"selections":[],"abstained":true}`), abstain: true},
		{name: "unknown option despite the enum", status: 200, body: completion(`{"selections":[{"option_id":"endpoint:evil","score":1}],"abstained":false}`), wantErr: "unknown option"},
		{name: "no selections without abstaining", status: 200, body: completion(`{"selections":[],"abstained":false}`), wantErr: "no selections without abstaining"},
		{name: "score out of range", status: 200, body: completion(`{"selections":[{"option_id":"endpoint:0","score":1.5}],"abstained":false}`), wantErr: "invalid bounded decision payload"},
		{name: "too many selections", status: 200, body: completion(`{"selections":[{"option_id":"endpoint:0"},{"option_id":"endpoint:1"}],"abstained":false}`), wantErr: "exceeded max_selections"},
		{name: "unknown key in the answer", status: 200, body: completion(`{"selections":[],"abstained":true,"grant_execution":true}`), wantErr: "invalid bounded decision payload"},
		{name: "content is not JSON", status: 200, body: completion("not-json"), wantErr: "invalid bounded decision"},
		{name: "refusal", status: 200, body: `{"choices":[{"message":{"content":null,"refusal":"I can't"}}]}`, wantErr: "refused"},
		{name: "no choices", status: 200, body: `{"choices":[]}`, wantErr: "missing choices[0].message.content"},
		{name: "body is not JSON", status: 200, body: "{oops", wantErr: "invalid HTTP/JSON response"},
		{name: "body is not an object", status: 200, body: `"text"`, wantErr: "must be a JSON object"},
		{name: "server error", status: 500, body: `{"error":{"message":"overloaded"}}`, wantErr: "HTTP 500: overloaded"},
		{name: "oversize body", status: 200, body: big, wantErr: "exceeds 4194304 bytes"},
	} {
		t.Run(tc.name, func(t *testing.T) {
			srv := newFake(t, answering(tc.status, tc.body))
			req := twoEndpoints()
			req.MaxSelections = tc.max
			res, err := decide.Choose(context.Background(), openai.Backend{BaseURL: srv.URL, Model: "m"}, req)
			if tc.wantErr != "" {
				if err == nil || !strings.Contains(err.Error(), tc.wantErr) {
					t.Fatalf("err = %v, want one mentioning %q", err, tc.wantErr)
				}
				return
			}
			if err != nil {
				t.Fatal(err)
			}
			if got := res.SelectedIDs(); len(got)+len(tc.wantIDs) > 0 && !reflect.DeepEqual(got, tc.wantIDs) {
				t.Errorf("selected %v, want %v", got, tc.wantIDs)
			}
			if res.Abstained != tc.abstain {
				t.Errorf("abstained = %v", res.Abstained)
			}
		})
	}
}

func TestRedirectIsRefused(t *testing.T) {
	target := newFake(t, answering(200, completion(`{"selections":[],"abstained":true}`)))
	srv := newFake(t, func(w http.ResponseWriter, r *http.Request) {
		http.Redirect(w, r, target.URL+"/chat/completions", http.StatusFound)
	})
	b := openai.Backend{BaseURL: srv.URL, Model: "m", APIKey: key, Client: &http.Client{}}
	_, err := decide.Choose(context.Background(), b, twoEndpoints())
	if err == nil || !strings.Contains(err.Error(), "redirect") {
		t.Fatalf("err = %v", err)
	}
	if target.Count() != 0 {
		t.Error("the redirect target (and so the key) was contacted")
	}
}

func TestSilentServerRespectsDeadlines(t *testing.T) {
	release := make(chan struct{})
	srv := newFake(t, func(_ http.ResponseWriter, r *http.Request) {
		select {
		case <-r.Context().Done():
		case <-release:
		}
	})
	t.Cleanup(func() { close(release) })
	for _, tc := range []struct {
		name         string
		timeout, ctx time.Duration
	}{
		{"context deadline", 0, 150 * time.Millisecond},
		{"backend timeout", 150 * time.Millisecond, 0},
	} {
		t.Run(tc.name, func(t *testing.T) {
			ctx := context.Background()
			if tc.ctx > 0 {
				var cancel context.CancelFunc
				ctx, cancel = context.WithTimeout(ctx, tc.ctx)
				defer cancel()
			}
			start := time.Now()
			_, err := openai.Backend{BaseURL: srv.URL, Model: "m", Timeout: tc.timeout}.Decide(ctx, twoEndpoints())
			if elapsed := time.Since(start); elapsed > 2*time.Second {
				t.Fatalf("took %v", elapsed)
			}
			if !errors.Is(err, context.DeadlineExceeded) {
				t.Fatalf("err = %v", err)
			}
		})
	}
}

func TestConfig(t *testing.T) {
	for _, tc := range []struct {
		name    string
		config  map[string]any
		wantErr string
	}{
		{"missing model", map[string]any{}, "model"},
		{"not a URL", map[string]any{"model": "m", "base_url": "not-a-url"}, "http or https"},
		{"credentials in URL", map[string]any{"model": "m", "base_url": "https://user:pass@api.example.com/v1"}, "credentials"},
		{"query", map[string]any{"model": "m", "base_url": "https://api.example.com/v1?key=pass"}, "query"},
		{"timeout 0", map[string]any{"model": "m", "timeout": 0}, "timeout"},
		{"key and key env", map[string]any{"model": "m", "api_key": "pass", "api_key_env": "X"}, "not both"},
		{"unset key env", map[string]any{"model": "m", "api_key_env": "SR_TEST_SURELY_UNSET"}, "SR_TEST_SURELY_UNSET"},
		{"reserved option", map[string]any{"model": "m", "options": map[string]any{"messages": []any{}}}, "cannot set"},
		{"unknown key", map[string]any{"model": "m", "format": "x"}, "unknown config key"},
	} {
		t.Run(tc.name, func(t *testing.T) {
			_, err := decide.Open("openai", tc.config)
			if err == nil || !strings.Contains(err.Error(), tc.wantErr) || !errors.Is(err, decide.ErrInvalidConfig) {
				t.Fatalf("err = %v, want a config error mentioning %q", err, tc.wantErr)
			}
			if strings.Contains(err.Error(), "pass") {
				t.Errorf("error leaks a credential: %v", err)
			}
		})
	}
	t.Run("spec", func(t *testing.T) {
		b, err := openai.New("openai:Qwen/Qwen3-8B@http://127.0.0.1:8000/v1/")
		want := &openai.Backend{Model: "Qwen/Qwen3-8B", BaseURL: "http://127.0.0.1:8000/v1", IncludeContext: true}
		if err != nil || !reflect.DeepEqual(b, want) {
			t.Fatalf("got %v, %v", b, err)
		}
		if _, err := openai.New("openai:"); err == nil {
			t.Error("empty model accepted")
		}
	})
	t.Run("default endpoint", func(t *testing.T) {
		var url string
		c := &http.Client{Transport: roundTripFunc(func(r *http.Request) (*http.Response, error) {
			url = r.Method + " " + r.URL.String()
			return &http.Response{StatusCode: 200, Header: http.Header{}, Body: io.NopCloser(strings.NewReader(completion(`{"selections":[],"abstained":true}`)))}, nil
		})}
		if _, err := (openai.Backend{Model: "m", Client: c}).Decide(context.Background(), twoEndpoints()); err != nil {
			t.Fatal(err)
		}
		if url != "POST http://127.0.0.1:8000/v1/chat/completions" {
			t.Errorf("request went to %q", url)
		}
	})
}

type roundTripFunc func(*http.Request) (*http.Response, error)

func (f roundTripFunc) RoundTrip(r *http.Request) (*http.Response, error) { return f(r) }

func TestEmbedder(t *testing.T) {
	texts := []string{"query", "one", "two"}
	for _, tc := range []struct {
		name, body string
		want       [][]float32
		wantErr    string
	}{
		{name: "vectors in index order", body: `{"object":"list","data":[{"index":2,"embedding":[0.5,0.5]},{"index":0,"embedding":[1,0]},{"index":1,"embedding":[0,1]}],"model":"e"}`,
			want: [][]float32{{1, 0}, {0, 1}, {0.5, 0.5}}},
		{name: "count mismatch", body: `{"data":[{"index":0,"embedding":[1]},{"index":1,"embedding":[1]}]}`, wantErr: "count mismatch"},
		{name: "repeated index", body: `{"data":[{"index":0,"embedding":[1]},{"index":0,"embedding":[1]},{"index":1,"embedding":[1]}]}`, wantErr: "repeated"},
		{name: "index out of range", body: `{"data":[{"index":0,"embedding":[1]},{"index":1,"embedding":[1]},{"index":3,"embedding":[1]}]}`, wantErr: "out of range"},
		{name: "dimension mismatch", body: `{"data":[{"index":0,"embedding":[1,0]},{"index":1,"embedding":[1]},{"index":2,"embedding":[1,0]}]}`, wantErr: "dimension"},
		{name: "malformed", body: `{"data":[`, wantErr: "invalid HTTP/JSON"},
	} {
		t.Run(tc.name, func(t *testing.T) {
			srv := newFake(t, answering(200, tc.body))
			got, err := openai.Embedder{BaseURL: srv.URL + "/v1", Model: "e", APIKey: key}.Embed(context.Background(), texts)
			req := srv.Only(t)
			if req.Method != http.MethodPost || req.Path != "/v1/embeddings" || req.Header.Get("Authorization") != "Bearer "+key ||
				req.Header.Get("Content-Type") != "application/json" {
				t.Errorf("request %s %s %v", req.Method, req.Path, req.Header)
			}
			var body map[string]any
			json.Unmarshal(req.Body, &body)
			if !reflect.DeepEqual(body, map[string]any{"model": "e", "input": []any{"query", "one", "two"}}) {
				t.Errorf("body = %v", body)
			}
			if tc.wantErr != "" {
				if err == nil || !strings.Contains(err.Error(), tc.wantErr) {
					t.Fatalf("err = %v, want %q", err, tc.wantErr)
				}
				return
			}
			if err != nil || !reflect.DeepEqual(got, tc.want) {
				t.Fatalf("got %v, %v", got, err)
			}
		})
	}
}
