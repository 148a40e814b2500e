package rerank

import (
	"bytes"
	"context"
	"encoding/json"
	"fmt"
	"io"
	"math"
	"net/http"
	"net/url"
	"os"
	"strings"
	"time"

	"github.com/schemarouter/schemarouter/decide"
)

// Defaults.
const (
	DefaultTimeout = 60 * time.Second
	// DefaultMaxResponseBytes caps a /rerank response body.
	DefaultMaxResponseBytes = 4 << 20
	// MaxRequestBytes bounds every request body this package sends.
	MaxRequestBytes = 8 << 20
)

func configError(format string, args ...any) error {
	return &decide.Error{Kind: decide.ErrInvalidConfig, Message: "rerank: " + fmt.Sprintf(format, args...)}
}

func resultError(format string, args ...any) error {
	return &decide.Error{Kind: decide.ErrInvalidResult, Message: "rerank: " + fmt.Sprintf(format, args...)}
}

func requestError(format string, args ...any) error {
	return &decide.Error{Kind: decide.ErrInvalidRequest, Message: "rerank: " + fmt.Sprintf(format, args...)}
}

// checkBaseURL applies the base_url rules of DECISIONS.md §4.3 and returns the
// URL without a trailing slash. A base URL is required: there is no default
// server.
func checkBaseURL(raw string) (string, error) {
	if strings.TrimSpace(raw) == "" {
		return "", configError("base_url is required")
	}
	u, err := url.Parse(raw)
	switch {
	case err != nil || (u.Scheme != "http" && u.Scheme != "https") || u.Host == "":
		// The raw value may hold a credential: name only what is wrong.
		return "", configError("base_url must be an absolute http or https URL with a host")
	case u.User != nil:
		return "", configError("base_url must not contain credentials")
	case u.RawQuery != "" || u.ForceQuery:
		return "", configError("base_url must not contain a query")
	case u.Fragment != "" || strings.Contains(raw, "#"):
		return "", configError("base_url must not contain a fragment")
	}
	return strings.TrimRight(raw, "/"), nil
}

func checkTimeout(d time.Duration) (time.Duration, error) {
	switch {
	case d == 0:
		return DefaultTimeout, nil
	case d < 0:
		return 0, configError("timeout must be > 0, got %v", d)
	}
	return d, nil
}

// resolveKey returns the key to send ("" for none).
func resolveKey(key, env string) (string, error) {
	if key == "" && env != "" {
		key = os.Getenv(env)
		if key == "" {
			return "", configError("environment variable %q named by api_key_env is not set", env)
		}
	}
	for i := 0; i < len(key); i++ {
		if c := key[i]; c <= ' ' || c >= 0x7f {
			return "", configError("API key contains characters not allowed in a header")
		}
	}
	return key, nil
}

func redacted(key string) string {
	if key == "" {
		return `""`
	}
	return "[redacted]"
}

// redact removes every occurrence of secret from s.
func redact(s, secret string) string {
	if secret == "" {
		return s
	}
	return strings.ReplaceAll(s, secret, "[redacted]")
}

// client returns a copy of c (nil: http.DefaultClient) that never follows
// redirects: a 3xx answer comes back as is and is refused.
func client(c *http.Client) *http.Client {
	if c == nil {
		c = http.DefaultClient
	}
	cp := *c
	cp.CheckRedirect = func(*http.Request, []*http.Request) error { return http.ErrUseLastResponse }
	return &cp
}

// post sends body as JSON to endpoint and returns the 2xx response body, read
// up to limit bytes. Non-2xx answers, redirects, oversize bodies and transport
// failures are errors; a transport error wraps the cause (context errors stay
// visible to errors.Is). apiKey, when non-empty, is sent only as
// "Authorization: Bearer" and is redacted from any server text quoted in an
// error.
func post(ctx context.Context, c *http.Client, timeout time.Duration, endpoint, apiKey string, body []byte, limit int64) ([]byte, error) {
	if len(body) > MaxRequestBytes {
		return nil, requestError("request body exceeds %d bytes", MaxRequestBytes)
	}
	ctx, cancel := context.WithTimeout(ctx, timeout)
	defer cancel()
	req, err := http.NewRequestWithContext(ctx, http.MethodPost, endpoint, bytes.NewReader(body))
	if err != nil {
		return nil, configError("cannot build request: %v", err)
	}
	req.Header.Set("Content-Type", "application/json")
	req.Header.Set("Accept", "application/json")
	if apiKey != "" {
		req.Header.Set("Authorization", "Bearer "+apiKey)
	}
	resp, err := client(c).Do(req)
	if err != nil {
		return nil, fmt.Errorf("rerank: request failed: %w", err)
	}
	defer resp.Body.Close()
	if resp.StatusCode >= 300 && resp.StatusCode < 400 {
		return nil, resultError("server returned an invalid HTTP/JSON response: refusing to follow redirect (HTTP %d)", resp.StatusCode)
	}
	if resp.StatusCode < 200 || resp.StatusCode > 299 {
		snippet, _ := io.ReadAll(io.LimitReader(resp.Body, 4096))
		return nil, resultError("server returned an invalid HTTP/JSON response: HTTP %d%s", resp.StatusCode, serverMessage(snippet, apiKey))
	}
	data, err := io.ReadAll(io.LimitReader(resp.Body, limit+1))
	if err != nil {
		return nil, fmt.Errorf("rerank: reading response: %w", err)
	}
	if int64(len(data)) > limit {
		return nil, resultError("server returned an invalid HTTP/JSON response: response body exceeds %d bytes", limit)
	}
	return data, nil
}

// serverMessage extracts TEI's {"error": "..."} text, shortened, with apiKey
// redacted.
func serverMessage(body []byte, apiKey string) string {
	var e struct {
		Error string `json:"error"`
	}
	if json.Unmarshal(body, &e) != nil || strings.TrimSpace(e.Error) == "" {
		return ""
	}
	msg := redact(strings.ToValidUTF8(e.Error, ""), apiKey)
	if len(msg) > 200 {
		msg = strings.ToValidUTF8(msg[:200], "") + "…"
	}
	return ": " + msg
}

// marshal encodes a request body without HTML escaping.
func marshal(v any) ([]byte, error) {
	var buf bytes.Buffer
	enc := json.NewEncoder(&buf)
	enc.SetEscapeHTML(false)
	if err := enc.Encode(v); err != nil {
		return nil, requestError("cannot encode request: %v", err)
	}
	return bytes.TrimRight(buf.Bytes(), "\n"), nil
}

// Config helpers for the registry factory.

func cfgString(config map[string]any, key string) (string, bool, error) {
	raw, ok := config[key]
	if !ok {
		return "", false, nil
	}
	s, isString := raw.(string)
	if !isString {
		return "", false, configError("config %q has type %T; want a string", key, raw)
	}
	return s, true, nil
}

// cfgNumber reads a numeric config value; a bool is a type error.
func cfgNumber(config map[string]any, key string) (float64, bool, error) {
	raw, ok := config[key]
	if !ok {
		return 0, false, nil
	}
	switch x := raw.(type) {
	case float64:
		return x, true, nil
	case float32:
		return float64(x), true, nil
	case int:
		return float64(x), true, nil
	case int64:
		return float64(x), true, nil
	case json.Number:
		if f, err := x.Float64(); err == nil {
			return f, true, nil
		}
		return 0, false, configError("config %q must be a number", key)
	}
	return 0, false, configError("config %q has type %T; want a number", key, raw)
}

// cfgSeconds reads a duration given in seconds; it must be finite and > 0.
func cfgSeconds(config map[string]any, key string) (time.Duration, bool, error) {
	v, ok, err := cfgNumber(config, key)
	if err != nil || !ok {
		return 0, false, err
	}
	if math.IsNaN(v) || math.IsInf(v, 0) || v <= 0 || v > 7*24*3600 {
		return 0, false, configError("%s must be finite and > 0 (seconds), got %v", key, v)
	}
	return time.Duration(v * float64(time.Second)), true, nil
}

func checkKeys(config map[string]any, allowed ...string) error {
	for k := range config {
		found := false
		for _, a := range allowed {
			if k == a {
				found = true
				break
			}
		}
		if !found {
			return configError("unknown config key %q (known: %s)", k, strings.Join(allowed, ", "))
		}
	}
	return nil
}
