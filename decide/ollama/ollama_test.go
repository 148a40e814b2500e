package ollama_test

import (
	"context"
	"encoding/json"
	"errors"
	"io"
	"net/http"
	"reflect"
	"strings"
	"testing"
	"time"

	"github.com/schemarouter/schemarouter/decide"
	"github.com/schemarouter/schemarouter/decide/ollama"
)

// chatAnswer is an /api/chat response whose message.content is content.
func chatAnswer(content string) string {
	b, _ := json.Marshal(map[string]any{
		"model": "qwen3:8b", "message": map[string]any{"role": "assistant", "content": content},
		"done": true, "done_reason": "stop", "prompt_eval_count": 42, "eval_count": 7, "total_duration": 123456,
	})
	return string(b)
}

// twoEndpoints is fixture of §6 case 28: metadata that must never leave.
func twoEndpoints() decide.Request {
	return decide.Request{
		Query: "which endpoint lists users",
		Options: []decide.Option{
			{ID: "endpoint:0", Label: "users.list", Description: "List users", Metadata: map[string]any{"token": "secret"}},
			{ID: "endpoint:1", Label: "", Description: "Get one user — détail", Metadata: map[string]any{"note": "secret"}},
		},
		Context: map[string]any{"tenant": "demo"},
	}
}

func TestDecideSendsTheExactChatRequest(t *testing.T) {
	srv := newFake(t, answering(200, chatAnswer(`{"selections":[{"option_id":"endpoint:1","score":0.9}],"abstained":false}`)))
	b := ollama.Backend{BaseURL: srv.URL + "/", Model: "qwen3:8b", IncludeContext: true, Options: map[string]any{"num_ctx": 4096}}
	req := twoEndpoints()

	// Decide directly (not via Choose) so the backend itself must drop metadata.
	res, err := b.Decide(context.Background(), req)
	if err != nil {
		t.Fatal(err)
	}
	got := srv.Only(t)

	t.Run("method, path and headers", func(t *testing.T) {
		if got.Method != http.MethodPost || got.Path != "/api/chat" {
			t.Errorf("got %s %s, want POST /api/chat", got.Method, got.Path)
		}
		if ct := got.Header.Get("Content-Type"); ct != "application/json" {
			t.Errorf("Content-Type = %q", ct)
		}
		if a := got.Header.Get("Authorization"); a != "" {
			t.Errorf("unexpected Authorization header %q", a)
		}
	})

	var body map[string]json.RawMessage
	if err := json.Unmarshal(got.Body, &body); err != nil {
		t.Fatal(err)
	}
	t.Run("top-level fields", func(t *testing.T) {
		keys := make([]string, 0, len(body))
		for k := range body {
			keys = append(keys, k)
		}
		if want := []string{"format", "messages", "model", "options", "stream"}; !sameSet(keys, want) {
			t.Errorf("keys = %v, want %v", keys, want)
		}
		if string(body["model"]) != `"qwen3:8b"` || string(body["stream"]) != "false" {
			t.Errorf("model = %s, stream = %s", body["model"], body["stream"])
		}
		var opts map[string]any
		json.Unmarshal(body["options"], &opts)
		if !reflect.DeepEqual(opts, map[string]any{"temperature": 0.0, "num_ctx": 4096.0}) {
			t.Errorf("options = %v", opts)
		}
	})

	t.Run("format is the decision schema", func(t *testing.T) {
		var format map[string]any
		json.Unmarshal(body["format"], &format)
		want := roundTrip(t, ollama.Schema(req, false))
		if !reflect.DeepEqual(format, want) {
			t.Errorf("format = %v\nwant %v", format, want)
		}
		sel := format["properties"].(map[string]any)["selections"].(map[string]any)
		if sel["maxItems"] != 1.0 {
			t.Errorf("maxItems = %v", sel["maxItems"])
		}
		item := sel["items"].(map[string]any)
		enum := item["properties"].(map[string]any)["option_id"].(map[string]any)["enum"]
		if !reflect.DeepEqual(enum, []any{"endpoint:0", "endpoint:1"}) {
			t.Errorf("enum = %v", enum)
		}
		if item["additionalProperties"] != false || format["additionalProperties"] != false {
			t.Error("additionalProperties must be false")
		}
		if !reflect.DeepEqual(format["required"], []any{"selections", "abstained"}) ||
			!reflect.DeepEqual(item["required"], []any{"option_id"}) {
			t.Errorf("required = %v / %v", format["required"], item["required"])
		}
	})

	t.Run("messages", func(t *testing.T) {
		var msgs []struct{ Role, Content string }
		json.Unmarshal(body["messages"], &msgs)
		if len(msgs) != 2 || msgs[0].Role != "system" || msgs[1].Role != "user" {
			t.Fatalf("messages = %+v", msgs)
		}
		schemaText := `{"additionalProperties": false, "properties": {"abstained": {"type": "boolean"}, "selections": {"items": {"additionalProperties": false, "properties": {"option_id": {"enum": ["endpoint:0", "endpoint:1"], "type": "string"}, "score": {"anyOf": [{"maximum": 1, "minimum": 0, "type": "number"}, {"type": "null"}]}}, "required": ["option_id"], "type": "object"}, "maxItems": 1, "type": "array"}}, "required": ["selections", "abstained"], "type": "object"}`
		if !strings.Contains(msgs[0].Content, schemaText) {
			t.Errorf("system content lacks the serialized schema:\n%s", msgs[0].Content)
		}
		for _, want := range []string{"untrusted", "abstained", "option IDs"} {
			if !strings.Contains(msgs[0].Content, want) {
				t.Errorf("system content lacks %q", want)
			}
		}
		wantUser := `{"context": {"tenant": "demo"}, "max_selections": 1, "options": [{"description": "List users", "id": "endpoint:0", "label": "users.list"}, {"description": "Get one user — détail", "id": "endpoint:1", "label": "endpoint:1"}], "query": "which endpoint lists users"}`
		if msgs[1].Content != wantUser {
			t.Errorf("user content =\n%s\nwant\n%s", msgs[1].Content, wantUser)
		}
		for _, o := range req.Options {
			if !strings.Contains(msgs[1].Content, o.ID) || (o.Label != "" && !strings.Contains(msgs[1].Content, o.Label)) {
				t.Errorf("user content lacks option %q", o.ID)
			}
		}
	})

	t.Run("no metadata leaves the process", func(t *testing.T) {
		for _, s := range []string{"secret", "metadata", "token", "note"} {
			if strings.Contains(string(got.Body), s) {
				t.Errorf("request body contains %q", s)
			}
		}
	})

	t.Run("answer becomes a result with provider metadata", func(t *testing.T) {
		if len(res.Selections) != 1 || res.Selections[0].OptionID != "endpoint:1" || *res.Selections[0].Score != 0.9 || res.Abstained {
			t.Fatalf("result = %+v", res)
		}
		want := map[string]any{"provider": "ollama", "model": "qwen3:8b", "input_tokens": 42, "output_tokens": 7,
			"total_duration": int64(123456), "done_reason": "stop"}
		if !reflect.DeepEqual(res.Metadata, want) {
			t.Errorf("metadata = %#v\nwant %#v", res.Metadata, want)
		}
	})
}

func TestDecideLeavesContextOutUnlessIncluded(t *testing.T) {
	for _, tc := range []struct {
		name    string
		include bool
		ctx     map[string]any
		want    bool
	}{
		{"excluded by default", false, map[string]any{"tenant": "demo"}, false},
		{"included when asked", true, map[string]any{"tenant": "demo"}, true},
		{"empty context is never sent", true, nil, false},
	} {
		t.Run(tc.name, func(t *testing.T) {
			srv := newFake(t, answering(200, chatAnswer(`{"selections":[],"abstained":true}`)))
			req := twoEndpoints()
			req.Context = tc.ctx
			b := ollama.Backend{BaseURL: srv.URL, Model: "m", IncludeContext: tc.include}
			if _, err := decide.Choose(context.Background(), b, req); err != nil {
				t.Fatal(err)
			}
			user := userPayload(t, srv.Only(t).Body)
			if _, has := user["context"]; has != tc.want {
				t.Errorf("user payload has context = %v, want %v (%v)", has, tc.want, user)
			}
		})
	}
}

func TestUserOptionsOverrideTemperature(t *testing.T) {
	srv := newFake(t, answering(200, chatAnswer(`{"selections":[],"abstained":true}`)))
	b := ollama.Backend{BaseURL: srv.URL, Model: "m", Options: map[string]any{"temperature": 0.7}}
	if _, err := decide.Choose(context.Background(), b, twoEndpoints()); err != nil {
		t.Fatal(err)
	}
	var body struct{ Options map[string]any }
	json.Unmarshal(srv.Only(t).Body, &body)
	if !reflect.DeepEqual(body.Options, map[string]any{"temperature": 0.7}) {
		t.Errorf("options = %v", body.Options)
	}
}

func TestAnswerHandling(t *testing.T) {
	big := strings.Repeat(" ", ollama.DefaultMaxResponseBytes+1)
	for _, tc := range []struct {
		name    string
		status  int
		body    string
		max     int
		wantIDs []string
		abstain bool
		wantErr string
	}{
		{name: "valid answer", status: 200, body: chatAnswer(`{"selections":[{"option_id":"endpoint:0","score":1}],"abstained":false}`), wantIDs: []string{"endpoint:0"}},
		{name: "null score", status: 200, body: chatAnswer(`{"selections":[{"option_id":"endpoint:1","score":null}],"abstained":false}`), wantIDs: []string{"endpoint:1"}},
		{name: "two selections within max_selections 2", status: 200, max: 2, body: chatAnswer(`{"selections":[{"option_id":"endpoint:1"},{"option_id":"endpoint:0"}],"abstained":false}`), wantIDs: []string{"endpoint:1", "endpoint:0"}},
		{name: "abstention", status: 200, body: chatAnswer(`{"selections":[],"abstained":true}`), abstain: true},
		{name: "unknown option despite the enum", status: 200, body: chatAnswer(`{"selections":[{"option_id":"endpoint:evil"}],"abstained":false}`), wantErr: "unknown option"},
		{name: "no selections without abstaining", status: 200, body: chatAnswer(`{"selections":[],"abstained":false}`), wantErr: "no selections without abstaining"},
		{name: "score out of range", status: 200, body: chatAnswer(`{"selections":[{"option_id":"endpoint:0","score":1.5}],"abstained":false}`), wantErr: "invalid bounded decision payload"},
		{name: "abstained with a selection", status: 200, body: chatAnswer(`{"selections":[{"option_id":"endpoint:0"}],"abstained":true}`), wantErr: "abstaining"},
		{name: "too many selections", status: 200, body: chatAnswer(`{"selections":[{"option_id":"endpoint:0"},{"option_id":"endpoint:1"}],"abstained":false}`), wantErr: "exceeded max_selections"},
		{name: "duplicate selection", status: 200, max: 2, body: chatAnswer(`{"selections":[{"option_id":"endpoint:0"},{"option_id":"endpoint:0"}],"abstained":false}`), wantErr: "duplicate option IDs"},
		{name: "unknown key in the answer", status: 200, body: chatAnswer(`{"selections":[],"abstained":true,"grant_execution":true}`), wantErr: "invalid bounded decision payload"},
		{name: "content is not JSON", status: 200, body: chatAnswer("not-json"), wantErr: "invalid bounded decision"},
		{name: "body is not JSON", status: 200, body: "{oops", wantErr: "invalid HTTP/JSON response"},
		{name: "body is not an object", status: 200, body: `[1,2]`, wantErr: "must be a JSON object"},
		{name: "missing message.content", status: 200, body: `{"message":{"role":"assistant"}}`, wantErr: "missing message.content"},
		{name: "server error", status: 500, body: `{"error":"model 'm' not found"}`, wantErr: "HTTP 500: model 'm' not found"},
		{name: "oversize body", status: 200, body: big, wantErr: "exceeds 4194304 bytes"},
	} {
		t.Run(tc.name, func(t *testing.T) {
			srv := newFake(t, answering(tc.status, tc.body))
			req := twoEndpoints()
			req.MaxSelections = tc.max
			res, err := decide.Choose(context.Background(), ollama.Backend{BaseURL: srv.URL, Model: "m"}, req)
			if tc.wantErr != "" {
				if err == nil || !strings.Contains(err.Error(), tc.wantErr) {
					t.Fatalf("err = %v, want one mentioning %q", err, tc.wantErr)
				}
				return
			}
			if err != nil {
				t.Fatal(err)
			}
			if got := res.SelectedIDs(); !reflect.DeepEqual(got, tc.wantIDs) && !(len(got) == 0 && len(tc.wantIDs) == 0) {
				t.Errorf("selected %v, want %v", got, tc.wantIDs)
			}
			if res.Abstained != tc.abstain {
				t.Errorf("abstained = %v", res.Abstained)
			}
		})
	}
}

func TestRedirectIsRefused(t *testing.T) {
	target := newFake(t, answering(200, chatAnswer(`{"selections":[],"abstained":true}`)))
	srv := newFake(t, func(w http.ResponseWriter, r *http.Request) {
		http.Redirect(w, r, target.URL+"/api/chat", http.StatusTemporaryRedirect)
	})
	// Even a caller's client that would follow redirects must not.
	b := ollama.Backend{BaseURL: srv.URL, Model: "m", Client: &http.Client{}}
	_, err := decide.Choose(context.Background(), b, twoEndpoints())
	if err == nil || !strings.Contains(err.Error(), "redirect") {
		t.Fatalf("err = %v, want a refused redirect", err)
	}
	if target.Count() != 0 {
		t.Error("the redirect target was contacted")
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
	t.Cleanup(func() { close(release) }) // runs before srv.Close
	for _, tc := range []struct {
		name    string
		timeout time.Duration
		ctx     time.Duration
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
			b := ollama.Backend{BaseURL: srv.URL, Model: "m", Timeout: tc.timeout}
			start := time.Now()
			_, err := b.Decide(ctx, twoEndpoints())
			if elapsed := time.Since(start); elapsed > 2*time.Second {
				t.Fatalf("took %v", elapsed)
			}
			if !errors.Is(err, context.DeadlineExceeded) {
				t.Fatalf("err = %v, want DeadlineExceeded", err)
			}
		})
	}
}

// roundTripFunc lets a test see the outgoing request without a network.
type roundTripFunc func(*http.Request) (*http.Response, error)

func (f roundTripFunc) RoundTrip(r *http.Request) (*http.Response, error) { return f(r) }

func TestDefaultEndpoint(t *testing.T) {
	var url string
	c := &http.Client{Transport: roundTripFunc(func(r *http.Request) (*http.Response, error) {
		url = r.Method + " " + r.URL.String()
		return &http.Response{StatusCode: 200, Body: io.NopCloser(strings.NewReader(chatAnswer(`{"selections":[],"abstained":true}`))), Header: http.Header{}}, nil
	})}
	if _, err := (ollama.Backend{Model: "m", Client: c}).Decide(context.Background(), twoEndpoints()); err != nil {
		t.Fatal(err)
	}
	if url != "POST http://127.0.0.1:11434/api/chat" {
		t.Errorf("request went to %q", url)
	}
}

func TestConfigErrors(t *testing.T) {
	for _, tc := range []struct {
		name    string
		config  map[string]any
		wantErr string
	}{
		{"empty model", map[string]any{"model": "  "}, "model"},
		{"missing model", map[string]any{}, "model"},
		{"not a URL", map[string]any{"model": "m", "base_url": "not-a-url"}, "http or https"},
		{"ftp scheme", map[string]any{"model": "m", "base_url": "ftp://host"}, "http or https"},
		{"credentials", map[string]any{"model": "m", "base_url": "http://user:pass@localhost:11434"}, "credentials"},
		{"query", map[string]any{"model": "m", "base_url": "http://localhost:11434?x=1"}, "query"},
		{"fragment", map[string]any{"model": "m", "base_url": "http://localhost:11434#f"}, "fragment"},
		{"timeout 0", map[string]any{"model": "m", "timeout": 0}, "timeout"},
		{"negative timeout", map[string]any{"model": "m", "timeout": -1.0}, "timeout"},
		{"timeout of the wrong type", map[string]any{"model": "m", "timeout": "60"}, "timeout"},
		{"include_context of the wrong type", map[string]any{"model": "m", "include_context": "yes"}, "include_context"},
		{"options of the wrong type", map[string]any{"model": "m", "options": []any{1}}, "options"},
		{"unknown key", map[string]any{"model": "m", "api_key": "k"}, "unknown config key"},
	} {
		t.Run(tc.name, func(t *testing.T) {
			_, err := decide.Open("ollama", tc.config)
			if err == nil || !strings.Contains(err.Error(), tc.wantErr) || !errors.Is(err, decide.ErrInvalidConfig) {
				t.Fatalf("err = %v, want a config error mentioning %q", err, tc.wantErr)
			}
			if strings.Contains(err.Error(), "pass") {
				t.Errorf("error leaks the credential: %v", err)
			}
		})
	}
	t.Run("a struct with a bad base URL fails at Decide", func(t *testing.T) {
		_, err := decide.Choose(context.Background(), ollama.Backend{Model: "m", BaseURL: "http://u:pass@h"}, twoEndpoints())
		if !errors.Is(err, decide.ErrInvalidConfig) || strings.Contains(err.Error(), "pass") {
			t.Fatalf("err = %v", err)
		}
	})
}

func TestRegistry(t *testing.T) {
	t.Run("factory builds a backend with reference defaults", func(t *testing.T) {
		b, err := decide.Open("ollama", map[string]any{"model": "qwen3:8b", "base_url": "http://h:1/", "timeout": 2.5, "options": map[string]any{"seed": 1}})
		if err != nil {
			t.Fatal(err)
		}
		want := &ollama.Backend{Model: "qwen3:8b", BaseURL: "http://h:1", Timeout: 2500 * time.Millisecond, IncludeContext: true, Options: map[string]any{"seed": 1}}
		if !reflect.DeepEqual(b, want) {
			t.Errorf("got %+v, want %+v", b, want)
		}
	})
	t.Run("spec names model and URL", func(t *testing.T) {
		for spec, want := range map[string]*ollama.Backend{
			"ollama:qwen3:8b":                  {Model: "qwen3:8b", IncludeContext: true},
			"ollama:qwen3:8b@http://gpu:11434": {Model: "qwen3:8b", BaseURL: "http://gpu:11434", IncludeContext: true},
		} {
			b, err := ollama.New(spec)
			if err != nil {
				t.Fatal(err)
			}
			if !reflect.DeepEqual(b, want) {
				t.Errorf("%s: got %+v, want %+v", spec, b, want)
			}
		}
		for _, bad := range []string{"ollama", "ollama:", "openai:m", "ollama:m@http://u:p@h"} {
			if _, err := ollama.New(bad); err == nil {
				t.Errorf("%q: no error", bad)
			}
		}
	})
	t.Run("listed as a plugin", func(t *testing.T) {
		for _, p := range decide.Plugins() {
			if p.Name == "ollama" && p.Registrations == 1 {
				return
			}
		}
		t.Error("ollama is not registered exactly once")
	})
}

func userPayload(t *testing.T, body []byte) map[string]any {
	t.Helper()
	var b struct {
		Messages []struct{ Role, Content string }
	}
	if err := json.Unmarshal(body, &b); err != nil || len(b.Messages) != 2 {
		t.Fatalf("bad body %s: %v", body, err)
	}
	var user map[string]any
	if err := json.Unmarshal([]byte(b.Messages[1].Content), &user); err != nil {
		t.Fatal(err)
	}
	return user
}

func roundTrip(t *testing.T, v any) map[string]any {
	t.Helper()
	b, err := json.Marshal(v)
	if err != nil {
		t.Fatal(err)
	}
	var out map[string]any
	json.Unmarshal(b, &out)
	return out
}

func sameSet(a, b []string) bool {
	if len(a) != len(b) {
		return false
	}
	seen := map[string]int{}
	for _, x := range a {
		seen[x]++
	}
	for _, x := range b {
		seen[x]--
	}
	for _, n := range seen {
		if n != 0 {
			return false
		}
	}
	return true
}
