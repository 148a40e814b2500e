package openai

import (
	"bytes"
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"math"
	"net/http"
	"net/url"
	"strings"
	"time"

	"github.com/schemarouter/schemarouter/decide"
)

// Defaults.
const (
	// DefaultBaseURL is a local OpenAI-compatible server (vLLM's default port):
	// nothing goes to a hosted API unless BaseURL says so.
	DefaultBaseURL = "http://127.0.0.1:8000/v1"
	DefaultTimeout = 60 * time.Second
	// DefaultMaxResponseBytes caps a /chat/completions response body.
	DefaultMaxResponseBytes = 4 << 20
	// DefaultMaxEmbedResponseBytes caps an /embeddings response body: a batch of
	// vectors is much larger than a decision.
	DefaultMaxEmbedResponseBytes = 64 << 20
	// MaxRequestBytes bounds every request body this package sends.
	MaxRequestBytes = 8 << 20
)

func configError(format string, args ...any) error {
	return &decide.Error{Kind: decide.ErrInvalidConfig, Message: "openai: " + fmt.Sprintf(format, args...)}
}

func resultError(format string, args ...any) error {
	return &decide.Error{Kind: decide.ErrInvalidResult, Message: "openai: " + fmt.Sprintf(format, args...)}
}

func requestError(format string, args ...any) error {
	return &decide.Error{Kind: decide.ErrInvalidRequest, Message: "openai: " + fmt.Sprintf(format, args...)}
}

// checkBaseURL applies the base_url rules of DECISIONS.md §4.3 and returns the
// URL without a trailing slash ("" means DefaultBaseURL).
func checkBaseURL(raw string) (string, error) {
	if raw == "" {
		return DefaultBaseURL, nil
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
// visible to errors.Is).
// apiKey, when non-empty, is sent only as "Authorization: Bearer" and is
// redacted from any server text quoted in an error.
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
		return nil, fmt.Errorf("openai: request failed: %w", err)
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
		return nil, fmt.Errorf("openai: reading response: %w", err)
	}
	if int64(len(data)) > limit {
		return nil, resultError("server returned an invalid HTTP/JSON response: response body exceeds %d bytes", limit)
	}
	return data, nil
}

// serverMessage extracts the error text of {"error": {"message": "..."}} or
// {"error": "..."}, shortened, with apiKey redacted.
func serverMessage(body []byte, apiKey string) string {
	var e struct {
		Error json.RawMessage `json:"error"`
	}
	if json.Unmarshal(body, &e) != nil {
		return ""
	}
	var text string
	var nested struct {
		Message string `json:"message"`
	}
	if json.Unmarshal(e.Error, &text) != nil {
		if json.Unmarshal(e.Error, &nested) != nil {
			return ""
		}
		text = nested.Message
	}
	if strings.TrimSpace(text) == "" {
		return ""
	}
	msg := redact(strings.ToValidUTF8(text, ""), apiKey)
	if len(msg) > 200 {
		msg = strings.ToValidUTF8(msg[:200], "") + "…"
	}
	return ": " + msg
}

// pyJSON serializes v like Python's json.dumps(v, sort_keys=True,
// ensure_ascii=False): map keys sorted, ", " and ": " separators, non-ASCII
// kept, no HTML escaping. Maps must be used where key order matters.
func pyJSON(v any) (string, error) {
	var buf bytes.Buffer
	enc := json.NewEncoder(&buf)
	enc.SetEscapeHTML(false)
	if err := enc.Encode(v); err != nil {
		return "", err
	}
	compact := bytes.TrimRight(buf.Bytes(), "\n")
	var out strings.Builder
	out.Grow(len(compact) + len(compact)/8)
	inString, escaped := false, false
	for _, c := range compact {
		out.WriteByte(c)
		if inString {
			switch {
			case escaped:
				escaped = false
			case c == '\\':
				escaped = true
			case c == '"':
				inString = false
			}
			continue
		}
		switch c {
		case '"':
			inString = true
		case ',', ':':
			out.WriteByte(' ')
		}
	}
	return out.String(), nil
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

func cfgBool(config map[string]any, key string) (bool, bool, error) {
	raw, ok := config[key]
	if !ok {
		return false, false, nil
	}
	b, isBool := raw.(bool)
	if !isBool {
		return false, false, configError("config %q has type %T; want a boolean", key, raw)
	}
	return b, true, nil
}

// cfgSeconds reads a duration given in seconds; it must be finite and > 0.
func cfgSeconds(config map[string]any, key string) (time.Duration, bool, error) {
	raw, ok := config[key]
	if !ok {
		return 0, false, nil
	}
	var v float64
	switch x := raw.(type) {
	case float64:
		v = x
	case float32:
		v = float64(x)
	case int:
		v = float64(x)
	case int64:
		v = float64(x)
	case json.Number:
		f, err := x.Float64()
		if err != nil {
			return 0, false, configError("config %q must be a number", key)
		}
		v = f
	default:
		return 0, false, configError("config %q has type %T; want a number of seconds", key, raw)
	}
	if math.IsNaN(v) || math.IsInf(v, 0) || v <= 0 || v > 7*24*3600 {
		return 0, false, configError("%s must be finite and > 0 (seconds), got %v", key, v)
	}
	return time.Duration(v * float64(time.Second)), true, nil
}

func cfgMap(config map[string]any, key string) (map[string]any, bool, error) {
	raw, ok := config[key]
	if !ok || raw == nil {
		return nil, false, nil
	}
	m, isMap := raw.(map[string]any)
	if !isMap {
		return nil, false, configError("config %q has type %T; want an object", key, raw)
	}
	if _, err := json.Marshal(m); err != nil {
		return nil, false, configError("config %q is not JSON-encodable: %v", key, err)
	}
	return m, true, nil
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

func trimmed(s string) string { return strings.TrimSpace(s) }

// decodeNumbers decodes one JSON value keeping numbers as json.Number and
// rejecting trailing data.
func decodeNumbers(data []byte, v any) error {
	dec := json.NewDecoder(bytes.NewReader(data))
	dec.UseNumber()
	if err := dec.Decode(v); err != nil {
		return err
	}
	if _, err := dec.Token(); err != io.EOF {
		return errors.New("trailing data after the JSON value")
	}
	return nil
}

// redact removes every occurrence of secret from s.
func redact(s, secret string) string {
	if secret == "" {
		return s
	}
	return strings.ReplaceAll(s, secret, "[redacted]")
}
