package systemone_test

import (
	"context"
	"errors"
	"math"
	"net/http"
	"reflect"
	"strings"
	"testing"
	"time"

	"github.com/schemarouter/schemarouter/decide"
	"github.com/schemarouter/schemarouter/decide/systemone"
)

// answer is a /v1/systemone response choosing id at confidence (raw JSON).
func answer(model, id, confidence, usage string) string {
	s := `{"answers":{"selection":{"type":"choice","choice":"` + id + `","confidence":` + confidence + `,"probabilities":{"` + id + `":` + confidence + `}}}`
	if model != "" {
		s += `,"model":"` + model + `"`
	}
	if usage != "" {
		s += `,"usage":` + usage
	}
	return s + "}"
}

const criteriaStrings = `{"candidate:0":"materials.search: Search material properties including band gap","candidate:1":"papers.search: Search scientific papers","candidate:2":"weather.current: Get current weather"}`

func TestBackendSendsTheSystemOneRequest(t *testing.T) {
	t.Setenv("SYSTEMONE_TEST_KEY", "ts-secret-key")
	question := func(criteria string) string {
		return `"questions":{"selection":{"type":"choice","instructions":"` + systemone.Instructions + `","criteria":` + criteria + `}}}`
	}
	tests := []struct {
		name     string
		backend  systemone.Backend
		base     string
		wantBody string
		wantAuth string
	}{
		{
			name:     "jev with model, context and key from the environment",
			backend:  systemone.Backend{Provider: "jev", Model: "jev-latest", APIKeyEnv: "SYSTEMONE_TEST_KEY", IncludeContext: true},
			wantBody: `{"model":"jev-latest","state":{"context":{"tenant":"demo"},"query":"find material band gap"},` + question(criteriaStrings),
			wantAuth: "Bearer ts-secret-key",
		},
		{
			name:     "server default model, context kept local",
			backend:  systemone.Backend{Provider: "kev-local"},
			wantBody: `{"state":{"query":"find material band gap"},` + question(criteriaStrings),
		},
		{
			name:     "criteria as objects, base URL in SDK style",
			backend:  systemone.Backend{Model: "kev-4b", APIKey: "inline-key", CriteriaObjects: true},
			base:     "/v1/",
			wantBody: `{"model":"kev-4b","state":{"query":"find material band gap"},` + question(`{"candidate:0":{"description":"Search material properties including band gap","label":"materials.search"},"candidate:1":{"description":"Search scientific papers","label":"papers.search"},"candidate:2":{"description":"Get current weather","label":"weather.current"}}`),
			wantAuth: "Bearer inline-key",
		},
		{
			name:     "full endpoint URL is not extended",
			backend:  systemone.Backend{Provider: "laya"},
			base:     "/v1/systemone",
			wantBody: `{"state":{"query":"find material band gap"},` + question(criteriaStrings),
		},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			srv := newFake(t, answering(200, answer("", "candidate:1", "0.91", "")))
			b := tt.backend
			b.BaseURL = srv.URL + tt.base
			res, err := decide.Choose(context.Background(), b, r1())
			if err != nil {
				t.Fatal(err)
			}
			if !reflect.DeepEqual(res.SelectedIDs(), []string{"candidate:1"}) {
				t.Fatalf("selected %v", res.SelectedIDs())
			}
			req := srv.Only(t)
			if req.Method != http.MethodPost || req.Path != "/v1/systemone" {
				t.Errorf("request %s %s, want POST /v1/systemone", req.Method, req.Path)
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
			for _, secret := range []string{"do-not-forward", "private_note", "ts-secret-key", "inline-key", "max_selections", "provider"} {
				if strings.Contains(string(req.Body), secret) {
					t.Errorf("body carries %q: %s", secret, req.Body)
				}
			}
		})
	}
}

func TestBackendParsesAnswers(t *testing.T) {
	tests := []struct {
		name     string
		backend  systemone.Backend
		body     string
		maxSel   int
		wantIDs  []string
		wantMeta map[string]any
		wantErr  string
	}{
		{
			name:     "jev answer with usage (§6 case 44)",
			backend:  systemone.Backend{Provider: "jev"},
			body:     answer("", "candidate:1", "0.91", `{"input_tokens":12,"output_tokens":3}`),
			wantIDs:  []string{"candidate:1"},
			wantMeta: map[string]any{"provider": "typesafe-system-one", "model": "jev-latest", "input_tokens": 12, "output_tokens": 3, "confidence": 0.91, "transport": "system-one-compatible"},
		},
		{
			name:     "jev abstains below min_confidence (§6 case 44)",
			backend:  systemone.Backend{Provider: "jev", MinConfidence: 0.5},
			body:     answer("", "candidate:1", "0.49", ""),
			wantMeta: map[string]any{"provider": "typesafe-system-one", "model": "jev-latest", "reason": "below_min_confidence", "confidence": 0.49, "transport": "system-one-compatible"},
		},
		{
			name:    "jev unknown choice at high confidence (§6 case 44)",
			backend: systemone.Backend{Provider: "jev"},
			body:    answer("", "candidate:evil", "0.99", ""),
			wantErr: "unknown option",
		},
		{
			name:     "kev-local answer (§6 case 46)",
			backend:  systemone.Backend{Provider: "kev-local", Model: "kev-4b"},
			body:     answer("", "candidate:1", "0.93", `{"input_tokens":31,"output_tokens":0}`),
			wantIDs:  []string{"candidate:1"},
			wantMeta: map[string]any{"provider": "kev-local", "model": "kev-4b", "transport": "system-one-compatible", "input_tokens": 31, "output_tokens": 0, "confidence": 0.93},
		},
		{
			name:    "unknown choice is checked before confidence (§6 case 46)",
			backend: systemone.Backend{Provider: "kev-local", Model: "kev-4b", MinConfidence: 0.99},
			body:    answer("", "candidate:evil", "0.01", ""),
			wantErr: "unknown option",
		},
		{
			name:     "laya-serve answer with routing (§6 case 37)",
			backend:  systemone.Backend{Provider: "laya"},
			body:     `{"answers":{"selection":{"type":"choice","choice":"candidate:1","confidence":0.91}},"usage":{"input_tokens":27,"output_tokens":0},"routing":{"model":"multilingual","repo":"convaiinnovations/laya/multilingual","reason":"non-english"}}`,
			wantIDs:  []string{"candidate:1"},
			wantMeta: map[string]any{"provider": "laya", "model": "multilingual", "repo": "convaiinnovations/laya/multilingual", "routing_reason": "non-english", "input_tokens": 27, "output_tokens": 0, "confidence": 0.91, "transport": "system-one-compatible"},
		},
		{
			name:     "default provider, model from the response, unknown fields ignored",
			backend:  systemone.Backend{},
			body:     `{"model":"served-1","answers":{"selection":{"type":"choice","choice":"candidate:2","confidence":1,"extra":true},"other":{"type":"noul","value":null}},"usage":{"input_tokens":1.5},"id":"x"}`,
			wantIDs:  []string{"candidate:2"},
			wantMeta: map[string]any{"provider": "system-one-compatible", "model": "served-1", "confidence": 1.0, "transport": "system-one-compatible"},
		},
		{
			name:    "max_selections 2 still selects one",
			backend: systemone.Backend{},
			body:    answer("", "candidate:0", "0.7", ""),
			maxSel:  2,
			wantIDs: []string{"candidate:0"},
		},
		{name: "confidence above 1", body: answer("", "candidate:1", "1.1", ""), wantErr: "invalid confidence value"},
		{name: "confidence below 0", body: answer("", "candidate:1", "-0.1", ""), wantErr: "invalid confidence value"},
		{name: "confidence overflows", body: answer("", "candidate:1", "1e999", ""), wantErr: "invalid confidence value"},
		{name: "confidence as a string", body: answer("", "candidate:1", `"bad"`, ""), wantErr: "invalid choice response"},
		{name: "empty object", body: `{}`, wantErr: "invalid choice response"},
		{name: "empty answers", body: `{"answers":{}}`, wantErr: "invalid choice response"},
		{name: "empty selection", body: `{"answers":{"selection":{}}}`, wantErr: "invalid choice response"},
		{name: "missing confidence", body: `{"answers":{"selection":{"choice":"candidate:1"}}}`, wantErr: "invalid choice response"},
		{name: "choice not a string", body: `{"answers":{"selection":{"choice":1,"confidence":0.5}}}`, wantErr: "invalid choice response"},
		{name: "score answer type", body: `{"answers":{"selection":{"type":"score","choice":"candidate:1","confidence":0.5}}}`, wantErr: "invalid choice response"},
		{name: "array response", body: `[]`, wantErr: "invalid choice response"},
		{name: "jev names itself", backend: systemone.Backend{Provider: "jev"}, body: `{}`, wantErr: "Jev returned an invalid choice response"},
		{name: "malformed JSON", body: `{"answers":`, wantErr: "invalid HTTP/JSON"},
		{name: "trailing data", body: answer("", "candidate:1", "0.5", "") + ` {}`, wantErr: "trailing data"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			srv := newFake(t, answering(200, tt.body))
			b := tt.backend
			b.BaseURL = srv.URL
			req := r1()
			req.MaxSelections = tt.maxSel
			res, err := decide.Choose(context.Background(), b, req)
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
			if tt.wantIDs == nil {
				if !res.Abstained || len(res.Selections) != 0 {
					t.Fatalf("result %+v, want abstention", res)
				}
			} else if !reflect.DeepEqual(res.SelectedIDs(), tt.wantIDs) {
				t.Fatalf("selected %v, want %v", res.SelectedIDs(), tt.wantIDs)
			} else if s := res.Selections[0].Score; s == nil || *s != res.Metadata["confidence"] {
				t.Errorf("score %v does not equal the confidence %v", s, res.Metadata["confidence"])
			}
			if tt.wantMeta != nil && !reflect.DeepEqual(res.Metadata, tt.wantMeta) {
				t.Errorf("metadata\n got %v\nwant %v", res.Metadata, tt.wantMeta)
			}
		})
	}
}

func TestBackendTransportFailures(t *testing.T) {
	const key = "ts-very-secret"
	t.Run("server error quotes detail without the key", func(t *testing.T) {
		srv := newFake(t, answering(500, `{"detail":"upstream failed for ts-very-secret"}`))
		_, err := decide.Choose(context.Background(), systemone.Backend{BaseURL: srv.URL, APIKey: key}, r1())
		if err == nil || !strings.Contains(err.Error(), "HTTP 500: upstream failed for [redacted]") || strings.Contains(err.Error(), key) {
			t.Fatalf("err = %v", err)
		}
	})
	t.Run("oversize body", func(t *testing.T) {
		srv := newFake(t, answering(200, answer("", "candidate:1", "0.9", "")+strings.Repeat(" ", 200)))
		_, err := decide.Choose(context.Background(), systemone.Backend{BaseURL: srv.URL, MaxResponseBytes: 100}, r1())
		if err == nil || !strings.Contains(err.Error(), "exceeds 100 bytes") {
			t.Fatalf("err = %v", err)
		}
	})
	t.Run("redirect refused", func(t *testing.T) {
		target := newFake(t, answering(200, answer("", "candidate:1", "0.9", "")))
		srv := newFake(t, func(w http.ResponseWriter, r *http.Request) {
			http.Redirect(w, r, target.URL+"/v1/systemone", http.StatusPermanentRedirect)
		})
		_, err := decide.Choose(context.Background(), systemone.Backend{BaseURL: srv.URL, APIKey: key}, r1())
		if err == nil || !strings.Contains(err.Error(), "redirect") {
			t.Fatalf("err = %v", err)
		}
		if target.Count() != 0 {
			t.Fatal("redirect target was called (the key would have followed)")
		}
	})
	t.Run("never answering server is bounded by the timeout", func(t *testing.T) {
		done := make(chan struct{})
		srv := newFake(t, hanging(done))
		t.Cleanup(func() { close(done) })
		start := time.Now()
		_, err := decide.Choose(context.Background(), systemone.Backend{BaseURL: srv.URL, Timeout: 200 * time.Millisecond}, r1())
		if !errors.Is(err, context.DeadlineExceeded) {
			t.Fatalf("err = %v, want deadline exceeded", err)
		}
		if d := time.Since(start); d > 2*time.Second {
			t.Fatalf("took %v", d)
		}
	})
	t.Run("never answering server is bounded by the caller", func(t *testing.T) {
		done := make(chan struct{})
		srv := newFake(t, hanging(done))
		t.Cleanup(func() { close(done) })
		ctx, cancel := context.WithTimeout(context.Background(), 200*time.Millisecond)
		defer cancel()
		start := time.Now()
		_, err := decide.Choose(ctx, systemone.Backend{BaseURL: srv.URL}, r1())
		if !errors.Is(err, context.DeadlineExceeded) {
			t.Fatalf("err = %v, want deadline exceeded", err)
		}
		if d := time.Since(start); d > 2*time.Second {
			t.Fatalf("took %v", d)
		}
	})
}

func TestBackendKeepsTheKeyOutOfStrings(t *testing.T) {
	b := systemone.Backend{BaseURL: "http://127.0.0.1:1", APIKey: "ts-very-secret"}
	if strings.Contains(b.String(), "ts-very-secret") || strings.Contains(b.GoString(), "ts-very-secret") {
		t.Fatalf("String leaks the key: %s", b)
	}
}

func TestSystemOneConfigErrors(t *testing.T) {
	base := "http://127.0.0.1:8000"
	tests := []struct {
		name    string
		config  map[string]any
		wantErr string
	}{
		{"empty provider (§6 case 46)", map[string]any{"base_url": base, "provider": ""}, "provider"},
		{"blank model (§6 case 46)", map[string]any{"base_url": base, "model": " "}, "model"},
		{"empty base_url (§6 case 46)", map[string]any{"base_url": ""}, "base_url"},
		{"missing base_url", map[string]any{"provider": "jev"}, "base_url is required"},
		{"not a url", map[string]any{"base_url": "not-a-url"}, "absolute http"},
		{"credentials", map[string]any{"base_url": "http://user:pass@localhost:8000"}, "credentials"},
		{"query", map[string]any{"base_url": base + "?x=1"}, "query"},
		{"min_confidence -0.01 (§6 case 45)", map[string]any{"base_url": base, "min_confidence": -0.01}, "min_confidence"},
		{"min_confidence 1.01 (§6 case 45)", map[string]any{"base_url": base, "min_confidence": 1.01}, "min_confidence"},
		{"min_confidence NaN (§6 case 45)", map[string]any{"base_url": base, "min_confidence": math.NaN()}, "min_confidence"},
		{"min_confidence Inf (§6 case 45)", map[string]any{"base_url": base, "min_confidence": math.Inf(1)}, "min_confidence"},
		{"min_confidence bool", map[string]any{"base_url": base, "min_confidence": true}, "min_confidence"},
		{"zero timeout", map[string]any{"base_url": base, "timeout": 0}, "timeout"},
		{"both keys", map[string]any{"base_url": base, "api_key": "k", "api_key_env": "K"}, "not both"},
		{"unset key variable", map[string]any{"base_url": base, "api_key_env": "SYSTEMONE_TEST_UNSET_VARIABLE"}, "not set"},
		{"bad criteria", map[string]any{"base_url": base, "criteria": "list"}, "criteria"},
		{"include_context not a bool", map[string]any{"base_url": base, "include_context": "yes"}, "include_context"},
		{"unknown key", map[string]any{"base_url": base, "grant_execution": true}, "unknown config key"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			_, err := decide.Open("systemone", tt.config)
			if err == nil || !strings.Contains(err.Error(), tt.wantErr) || !errors.Is(err, decide.ErrInvalidConfig) {
				t.Fatalf("err = %v, want config error %q", err, tt.wantErr)
			}
			if strings.Contains(err.Error(), "pass@") {
				t.Fatalf("error repeats the credential: %v", err)
			}
		})
	}
}

func TestSystemOneFactoryDefaultsToIncludingContext(t *testing.T) {
	srv := newFake(t, answering(200, answer("", "candidate:1", "0.9", "")))
	b, err := decide.Open("systemone", map[string]any{"base_url": srv.URL, "provider": "jev", "api_key": "ts-key-in-config"})
	if err != nil {
		t.Fatal(err)
	}
	if _, err := decide.Choose(context.Background(), b, r1()); err != nil {
		t.Fatal(err)
	}
	req := srv.Only(t)
	if !strings.Contains(string(req.Body), `"state":{"context":{"tenant":"demo"},"query":"find material band gap"}`) {
		t.Errorf("state lacks the context: %s", req.Body)
	}
	if strings.Contains(string(req.Body), "ts-key-in-config") || req.Header.Get("Authorization") != "Bearer ts-key-in-config" {
		t.Errorf("key must travel only in the header (§6 case 45)")
	}
}

func TestSystemOneSpec(t *testing.T) {
	srv := newFake(t, answering(200, answer("", "candidate:1", "0.93", `{"input_tokens":31,"output_tokens":0}`)))
	tests := []struct {
		spec      string
		wantModel string
		wantProv  string
	}{
		{"systemone:kev-local/kev-4b@" + srv.URL, `"model":"kev-4b"`, "kev-local"},
		{"systemone:laya/convaiinnovations/laya@" + srv.URL + "/v1", `"model":"convaiinnovations/laya"`, "laya"},
		{"systemone:jev@" + srv.URL, "", "typesafe-system-one"},
	}
	for _, tt := range tests {
		t.Run(tt.spec, func(t *testing.T) {
			for _, build := range []func(string) (decide.Backend, error){decide.New, systemone.New} {
				b, err := build(tt.spec)
				if err != nil {
					t.Fatal(err)
				}
				res, err := decide.Choose(context.Background(), b, r1())
				if err != nil {
					t.Fatal(err)
				}
				if res.Metadata["provider"] != tt.wantProv {
					t.Errorf("provider %v, want %v", res.Metadata["provider"], tt.wantProv)
				}
			}
			last := srv.Last(t)
			if last.Path != "/v1/systemone" {
				t.Errorf("path %s", last.Path)
			}
			if tt.wantModel != "" && !strings.Contains(string(last.Body), tt.wantModel) {
				t.Errorf("body %s lacks %s", last.Body, tt.wantModel)
			}
			if tt.wantModel == "" && strings.Contains(string(last.Body), `"model"`) {
				t.Errorf("body %s should omit the model", last.Body)
			}
		})
	}
	for _, bad := range []string{"systemone:kev-local/kev-4b", "systemone:/kev-4b@http://127.0.0.1:1", "systemone:kev-local/ @http://127.0.0.1:1", "other:jev@http://127.0.0.1:1"} {
		if _, err := systemone.New(bad); err == nil {
			t.Errorf("systemone.New(%q) succeeded", bad)
		}
	}
}
