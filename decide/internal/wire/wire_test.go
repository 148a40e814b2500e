package wire

import (
	"context"
	"net/http"
	"net/http/httptest"
	"strings"
	"testing"
	"time"
)

func TestCheckBaseURLDefaultOrRequired(t *testing.T) {
	b := Backend{Name: "x"}
	if got, err := b.CheckBaseURL("", "http://d"); err != nil || got != "http://d" {
		t.Fatalf("default: %q, %v", got, err)
	}
	if _, err := b.CheckBaseURL(" ", ""); err == nil || err.Error() != "x: base_url is required" {
		t.Fatalf("required: %v", err)
	}
	if _, err := b.CheckBaseURL(" ", "http://d"); err == nil || !strings.Contains(err.Error(), "absolute http or https") {
		t.Fatalf("blank with default: %v", err)
	}
	if got, err := b.CheckBaseURL("https://h/v1/", ""); err != nil || got != "https://h/v1" {
		t.Fatalf("trim: %q, %v", got, err)
	}
}

func TestCfgSecondsWording(t *testing.T) {
	cfg := map[string]any{"timeout": true}
	if _, _, err := (Backend{Name: "a"}).CfgSeconds(cfg, "timeout"); err == nil || err.Error() != `a: config "timeout" has type bool; want a number` {
		t.Fatalf("default wording: %v", err)
	}
	b := Backend{Name: "a", SecondsWant: "a number of seconds"}
	if _, _, err := b.CfgSeconds(cfg, "timeout"); err == nil || err.Error() != `a: config "timeout" has type bool; want a number of seconds` {
		t.Fatalf("custom wording: %v", err)
	}
	if d, ok, err := b.CfgSeconds(map[string]any{"timeout": 1.5}, "timeout"); err != nil || !ok || d != 1500*time.Millisecond {
		t.Fatalf("value: %v %v %v", d, ok, err)
	}
}

func TestPostQuotesRedactedServerText(t *testing.T) {
	srv := httptest.NewServer(http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		if r.Header.Get("Authorization") != "Bearer k3y" {
			t.Errorf("authorization header %q", r.Header.Get("Authorization"))
		}
		w.WriteHeader(http.StatusUnauthorized)
		_, _ = w.Write([]byte(`{"error": "bad k3y"}`))
	}))
	defer srv.Close()
	b := Backend{Name: "n", Server: "S", ErrorText: ErrorField}
	_, err := b.Post(context.Background(), srv.Client(), time.Second, srv.URL, "k3y", []byte(`{}`), 100)
	if err == nil || err.Error() != "n: S returned an invalid HTTP/JSON response: HTTP 401: bad [redacted]" {
		t.Fatalf("got %v", err)
	}
}
