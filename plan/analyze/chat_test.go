package analyze_test

import (
	"context"
	"encoding/json"
	"io"
	"net/http"
	"net/http/httptest"
	"reflect"
	"strings"
	"sync"
	"testing"

	"github.com/schemarouter/schemarouter/decide/ollama"
	"github.com/schemarouter/schemarouter/decide/openai"
	"github.com/schemarouter/schemarouter/plan"
	"github.com/schemarouter/schemarouter/plan/analyze"
)

// capture is a loopback model server that records each request and answers with body.
type capture struct {
	mu     sync.Mutex
	paths  []string
	bodies [][]byte
	auth   []string
}

func serve(t *testing.T, c *capture, answer string) string {
	t.Helper()
	srv := httptest.NewServer(http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		body, _ := io.ReadAll(r.Body)
		c.mu.Lock()
		c.paths = append(c.paths, r.Method+" "+r.URL.Path)
		c.bodies = append(c.bodies, body)
		c.auth = append(c.auth, r.Header.Get("Authorization"))
		c.mu.Unlock()
		w.Header().Set("Content-Type", "application/json")
		_, _ = io.WriteString(w, answer)
	}))
	t.Cleanup(srv.Close)
	return srv.URL
}

// roundTrip is v as decoded JSON, for comparing with what a server received.
func roundTrip(t *testing.T, v any) any {
	t.Helper()
	data, err := json.Marshal(v)
	if err != nil {
		t.Fatal(err)
	}
	var out any
	if err := json.Unmarshal(data, &out); err != nil {
		t.Fatal(err)
	}
	return out
}

func TestChatModelsOverTheWire(t *testing.T) {
	t.Setenv("ANALYZE_TEST_KEY", "sk-analyze-secret")
	content, err := json.Marshal(case60)
	if err != nil {
		t.Fatal(err)
	}
	tests := []struct {
		name     string
		chat     func(base string) analyze.Chat
		answer   string
		path     string
		auth     string
		checkReq func(t *testing.T, req map[string]any, schema any)
	}{
		{
			name:   "ollama /api/chat with the response schema as format",
			chat:   func(base string) analyze.Chat { return ollama.Backend{BaseURL: base, Model: "qwen3:8b"} },
			answer: `{"model":"qwen3:8b","message":{"role":"assistant","content":` + string(content) + `},"done":true}`,
			path:   "POST /api/chat",
			checkReq: func(t *testing.T, req map[string]any, schema any) {
				if req["model"] != "qwen3:8b" || req["stream"] != false || !reflect.DeepEqual(req["format"], schema) ||
					!reflect.DeepEqual(req["options"], map[string]any{"temperature": 0.0}) {
					t.Errorf("request %v", req)
				}
			},
		},
		{
			name: "openai /chat/completions with a non-strict json_schema",
			chat: func(base string) analyze.Chat {
				return openai.Backend{BaseURL: base + "/v1", Model: "gpt-test", APIKeyEnv: "ANALYZE_TEST_KEY"}
			},
			answer: `{"model":"gpt-test","choices":[{"message":{"role":"assistant","content":` + string(content) + `},"finish_reason":"stop"}]}`,
			path:   "POST /v1/chat/completions",
			auth:   "Bearer sk-analyze-secret",
			checkReq: func(t *testing.T, req map[string]any, schema any) {
				want := map[string]any{"type": "json_schema", "json_schema": map[string]any{"name": "query_analysis", "strict": false, "schema": schema}}
				if req["model"] != "gpt-test" || req["stream"] != false || req["temperature"] != 0.0 || !reflect.DeepEqual(req["response_format"], want) {
					t.Errorf("request %v", req)
				}
			},
		},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			var c capture
			base := serve(t, &c, tt.answer)
			a := &analyze.Analyzer{Model: analyze.ChatModel(tt.chat(base))}
			got, err := plan.New(registry(t, prodUsers(), materials()), plan.Options{Analyzer: a}).
				Plan(context.Background(), plan.Request{Query: "who is this user"})
			if err != nil {
				t.Fatal(err)
			}
			if len(got.Calls) != 1 || got.Calls[0].Endpoint != "get_user" || got.Calls[0].Arguments["user_id"] != "42" {
				t.Fatalf("calls %+v", got.Calls)
			}
			if len(c.bodies) != 1 || c.paths[0] != tt.path || c.auth[0] != tt.auth {
				t.Fatalf("requests %v, auth %q", c.paths, c.auth)
			}
			raw := string(c.bodies[0])
			for _, secret := range []string{"users.internal.example", "X-Exec-Secret", "/internal/v9", "sk-analyze-secret"} {
				if strings.Contains(raw, secret) {
					t.Errorf("the request body carries %q", secret)
				}
			}
			var req map[string]any
			if err := json.Unmarshal(c.bodies[0], &req); err != nil {
				t.Fatal(err)
			}
			tt.checkReq(t, req, roundTrip(t, analyze.ResponseSchema()))
			msgs, _ := req["messages"].([]any)
			if len(msgs) != 2 {
				t.Fatalf("messages %v", req["messages"])
			}
			system, _ := msgs[0].(map[string]any)
			user, _ := msgs[1].(map[string]any)
			if system["role"] != "system" || !strings.Contains(system["content"].(string), "untrusted data") || user["role"] != "user" {
				t.Fatalf("messages %v", msgs)
			}
			snap := registry(t, prodUsers(), materials()).Snapshot()
			payload, err := analyze.NewPayload(snap, "who is this user", analyze.DefaultMaxCatalogEndpoints, nil)
			if err != nil {
				t.Fatal(err)
			}
			want, _ := json.Marshal(payload)
			if user["content"] != string(want) {
				t.Errorf("user message\n got %s\nwant %s", user["content"], want)
			}
		})
	}
}

func TestChatModelFailuresFailClosed(t *testing.T) {
	tests := []struct{ name, answer, want string }{
		{"content that is not JSON", `{"message":{"role":"assistant","content":"I think prod.users"}}`, "invalid query analysis"},
		{"content with an extra key", `{"message":{"role":"assistant","content":"{\"admin\":true}"}}`, "invalid query analysis"},
		{"no content", `{"message":{}}`, "model query analysis failed"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			var c capture
			base := serve(t, &c, tt.answer)
			a := &analyze.Analyzer{Model: analyze.ChatModel(ollama.Backend{BaseURL: base, Model: "m"})}
			_, err := plan.New(registry(t, prodUsers()), plan.Options{Analyzer: a}).Plan(context.Background(), plan.Request{Query: "user"})
			if err == nil || !strings.Contains(err.Error(), tt.want) {
				t.Fatalf("err = %v, want %q", err, tt.want)
			}
		})
	}
}
