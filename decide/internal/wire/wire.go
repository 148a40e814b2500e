// Package wire holds the HTTP/JSON plumbing shared by the decide backends
// that talk to a server (ollama, openai, rerank, systemone): base URL and
// timeout checks, API key resolution and redaction, a no-redirect client, a
// bounded JSON POST, request encoding, strict response decoding and the
// config-map accessors used by the registry factories.
//
// Every error a Backend method returns carries the backend's own message
// prefix ("ollama: ", "openai: ", ...), so the wording each backend package
// documents and tests stays exactly as it was.
package wire

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
	"os"
	"strings"
	"time"

	"github.com/schemarouter/schemarouter/decide"
)

// MaxRequestBytes bounds every request body Post sends.
const MaxRequestBytes = 8 << 20

// maxSeconds is the largest duration, in seconds, CfgSeconds accepts (a week).
const maxSeconds = 7 * 24 * 3600

// Backend names one backend package for the shared helpers. Its zero value
// is not useful: Name must be set.
type Backend struct {
	// Name prefixes every error message as Name + ": " (e.g. "ollama").
	Name string
	// Server names the remote side in the invalid-response errors of Post:
	// "<Server> returned an invalid HTTP/JSON response: ..." (e.g. "Ollama",
	// "server").
	Server string
	// ErrorText extracts the error text of a non-2xx response body; it
	// returns "" when the body holds none. nil means no text is quoted.
	ErrorText func(body []byte) string
	// SecondsWant is what a CfgSeconds type error says it wants ("config %q
	// has type %T; want <SecondsWant>"); "" means "a number".
	SecondsWant string
}

// ConfigError returns a *decide.Error of kind ErrInvalidConfig whose message
// is the backend prefix followed by the formatted text.
func (b Backend) ConfigError(format string, args ...any) error {
	return &decide.Error{Kind: decide.ErrInvalidConfig, Message: b.Name + ": " + fmt.Sprintf(format, args...)}
}

// ResultError returns a *decide.Error of kind ErrInvalidResult whose message
// is the backend prefix followed by the formatted text.
func (b Backend) ResultError(format string, args ...any) error {
	return &decide.Error{Kind: decide.ErrInvalidResult, Message: b.Name + ": " + fmt.Sprintf(format, args...)}
}

// RequestError returns a *decide.Error of kind ErrInvalidRequest whose
// message is the backend prefix followed by the formatted text.
func (b Backend) RequestError(format string, args ...any) error {
	return &decide.Error{Kind: decide.ErrInvalidRequest, Message: b.Name + ": " + fmt.Sprintf(format, args...)}
}

// CheckBaseURL applies the base_url rules of DECISIONS.md §4.3 and returns
// the URL without a trailing slash. When def is non-empty, an empty raw
// means def; when def is empty, a base URL is required and a blank raw is a
// config error. The URL must be absolute http or https with a host and carry
// no credentials, query or fragment; errors never quote raw, which may hold a
// credential.
func (b Backend) CheckBaseURL(raw, def string) (string, error) {
	if def != "" {
		if raw == "" {
			return def, nil
		}
	} else if strings.TrimSpace(raw) == "" {
		return "", b.ConfigError("base_url is required")
	}
	u, err := url.Parse(raw)
	switch {
	case err != nil || (u.Scheme != "http" && u.Scheme != "https") || u.Host == "":
		// The raw value may hold a credential: name only what is wrong.
		return "", b.ConfigError("base_url must be an absolute http or https URL with a host")
	case u.User != nil:
		return "", b.ConfigError("base_url must not contain credentials")
	case u.RawQuery != "" || u.ForceQuery:
		return "", b.ConfigError("base_url must not contain a query")
	case u.Fragment != "" || strings.Contains(raw, "#"):
		return "", b.ConfigError("base_url must not contain a fragment")
	}
	return strings.TrimRight(raw, "/"), nil
}

// CheckTimeout returns d, or def when d is 0; a negative d is a config error.
func (b Backend) CheckTimeout(d, def time.Duration) (time.Duration, error) {
	switch {
	case d == 0:
		return def, nil
	case d < 0:
		return 0, b.ConfigError("timeout must be > 0, got %v", d)
	}
	return d, nil
}

// ResolveKey returns the API key to send ("" for none): key itself, or, when
// key is empty and env is set, the value of the environment variable env,
// which must then be non-empty. The key must be printable ASCII without
// spaces (it goes into a header); errors never quote it.
func (b Backend) ResolveKey(key, env string) (string, error) {
	if key == "" && env != "" {
		key = os.Getenv(env)
		if key == "" {
			return "", b.ConfigError("environment variable %q named by api_key_env is not set", env)
		}
	}
	for i := 0; i < len(key); i++ {
		if c := key[i]; c <= ' ' || c >= 0x7f {
			return "", b.ConfigError("API key contains characters not allowed in a header")
		}
	}
	return key, nil
}

// Redacted is how a String method shows an API key: `""` when empty,
// "[redacted]" otherwise.
func Redacted(key string) string {
	if key == "" {
		return `""`
	}
	return "[redacted]"
}

// Redact replaces every occurrence of secret in s with "[redacted]"; an
// empty secret leaves s unchanged.
func Redact(s, secret string) string {
	if secret == "" {
		return s
	}
	return strings.ReplaceAll(s, secret, "[redacted]")
}

// Client returns a copy of c (nil: http.DefaultClient) that never follows
// redirects: a 3xx answer comes back as is and is refused. c is not modified.
func Client(c *http.Client) *http.Client {
	if c == nil {
		c = http.DefaultClient
	}
	cp := *c
	cp.CheckRedirect = func(*http.Request, []*http.Request) error { return http.ErrUseLastResponse }
	return &cp
}

// Post sends body as JSON to endpoint, bounded by timeout, and returns the
// 2xx response body, read up to limit bytes. A body over MaxRequestBytes is a
// request error; non-2xx answers, redirects (never followed) and oversize
// response bodies are result errors quoting at most an Excerpt of the
// server's error text; transport failures wrap the cause, so context errors
// stay visible to errors.Is. apiKey, when non-empty, is sent only as
// "Authorization: Bearer" and is redacted from any quoted server text.
func (b Backend) Post(ctx context.Context, c *http.Client, timeout time.Duration, endpoint, apiKey string, body []byte, limit int64) ([]byte, error) {
	if len(body) > MaxRequestBytes {
		return nil, b.RequestError("request body exceeds %d bytes", MaxRequestBytes)
	}
	ctx, cancel := context.WithTimeout(ctx, timeout)
	defer cancel()
	req, err := http.NewRequestWithContext(ctx, http.MethodPost, endpoint, bytes.NewReader(body))
	if err != nil {
		return nil, b.ConfigError("cannot build request: %v", err)
	}
	req.Header.Set("Content-Type", "application/json")
	req.Header.Set("Accept", "application/json")
	if apiKey != "" {
		req.Header.Set("Authorization", "Bearer "+apiKey)
	}
	resp, err := Client(c).Do(req)
	if err != nil {
		return nil, fmt.Errorf("%s: request failed: %w", b.Name, err)
	}
	defer resp.Body.Close()
	if resp.StatusCode >= 300 && resp.StatusCode < 400 {
		return nil, b.ResultError("%s returned an invalid HTTP/JSON response: refusing to follow redirect (HTTP %d)", b.Server, resp.StatusCode)
	}
	if resp.StatusCode < 200 || resp.StatusCode > 299 {
		snippet, _ := io.ReadAll(io.LimitReader(resp.Body, 4096))
		var text string
		if b.ErrorText != nil {
			text = b.ErrorText(snippet)
		}
		return nil, b.ResultError("%s returned an invalid HTTP/JSON response: HTTP %d%s", b.Server, resp.StatusCode, Excerpt(text, apiKey))
	}
	data, err := io.ReadAll(io.LimitReader(resp.Body, limit+1))
	if err != nil {
		return nil, fmt.Errorf("%s: reading response: %w", b.Name, err)
	}
	if int64(len(data)) > limit {
		return nil, b.ResultError("%s returned an invalid HTTP/JSON response: response body exceeds %d bytes", b.Server, limit)
	}
	return data, nil
}

// ErrorField is an ErrorText for servers that answer errors as
// {"error": "..."}: it returns that string, or "" when the body is not such
// an object.
func ErrorField(body []byte) string {
	var e struct {
		Error string `json:"error"`
	}
	if json.Unmarshal(body, &e) != nil {
		return ""
	}
	return e.Error
}

// Excerpt formats server error text for an error message: "" when text is
// blank, otherwise ": " followed by text made valid UTF-8, with apiKey
// redacted, and shortened by Shorten.
func Excerpt(text, apiKey string) string {
	if strings.TrimSpace(text) == "" {
		return ""
	}
	return ": " + Shorten(Redact(strings.ToValidUTF8(text, ""), apiKey))
}

// Shorten returns s made valid UTF-8 and cut to its first 200 bytes (still
// valid UTF-8) followed by "…" when longer.
func Shorten(s string) string {
	s = strings.ToValidUTF8(s, "")
	if len(s) > 200 {
		s = strings.ToValidUTF8(s[:200], "") + "…"
	}
	return s
}

// PyJSON serializes v like Python's json.dumps(v, sort_keys=True,
// ensure_ascii=False): map keys sorted, ", " and ": " separators, non-ASCII
// kept, no HTML escaping. Maps must be used where key order matters.
func PyJSON(v any) (string, error) {
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

// Marshal encodes a request body as compact JSON without HTML escaping; a
// failure is a request error.
func (b Backend) Marshal(v any) ([]byte, error) {
	var buf bytes.Buffer
	enc := json.NewEncoder(&buf)
	enc.SetEscapeHTML(false)
	if err := enc.Encode(v); err != nil {
		return nil, b.RequestError("cannot encode request: %v", err)
	}
	return bytes.TrimRight(buf.Bytes(), "\n"), nil
}

// DecodeNumbers decodes one JSON value from data into v, keeping numbers as
// json.Number, and rejects trailing data after it.
func DecodeNumbers(data []byte, v any) error {
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

// Config accessors for the registry factories. Each returns the value,
// whether key is present, and a config error when the value has the wrong
// type; an absent key is (zero, false, nil).

// CfgString reads a string config value.
func (b Backend) CfgString(config map[string]any, key string) (string, bool, error) {
	raw, ok := config[key]
	if !ok {
		return "", false, nil
	}
	s, isString := raw.(string)
	if !isString {
		return "", false, b.ConfigError("config %q has type %T; want a string", key, raw)
	}
	return s, true, nil
}

// CfgBool reads a boolean config value.
func (b Backend) CfgBool(config map[string]any, key string) (bool, bool, error) {
	raw, ok := config[key]
	if !ok {
		return false, false, nil
	}
	v, isBool := raw.(bool)
	if !isBool {
		return false, false, b.ConfigError("config %q has type %T; want a boolean", key, raw)
	}
	return v, true, nil
}

// CfgNumber reads a numeric config value (float64, float32, int, int64 or
// json.Number); a bool or anything else is a type error.
func (b Backend) CfgNumber(config map[string]any, key string) (float64, bool, error) {
	return b.number(config, key, "a number")
}

func (b Backend) number(config map[string]any, key, want string) (float64, bool, error) {
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
		return 0, false, b.ConfigError("config %q must be a number", key)
	}
	return 0, false, b.ConfigError("config %q has type %T; want %s", key, raw, want)
}

// CfgSeconds reads a duration given as a number of seconds; it must be
// finite, > 0 and at most a week.
func (b Backend) CfgSeconds(config map[string]any, key string) (time.Duration, bool, error) {
	want := b.SecondsWant
	if want == "" {
		want = "a number"
	}
	v, ok, err := b.number(config, key, want)
	if err != nil || !ok {
		return 0, false, err
	}
	if math.IsNaN(v) || math.IsInf(v, 0) || v <= 0 || v > maxSeconds {
		return 0, false, b.ConfigError("%s must be finite and > 0 (seconds), got %v", key, v)
	}
	return time.Duration(v * float64(time.Second)), true, nil
}

// CfgMap reads a JSON object config value; an explicit nil counts as absent
// and the object must be JSON-encodable.
func (b Backend) CfgMap(config map[string]any, key string) (map[string]any, bool, error) {
	raw, ok := config[key]
	if !ok || raw == nil {
		return nil, false, nil
	}
	m, isMap := raw.(map[string]any)
	if !isMap {
		return nil, false, b.ConfigError("config %q has type %T; want an object", key, raw)
	}
	if _, err := json.Marshal(m); err != nil {
		return nil, false, b.ConfigError("config %q is not JSON-encodable: %v", key, err)
	}
	return m, true, nil
}

// CheckKeys returns a config error naming the first key of config (in map
// order) that is not in allowed.
func (b Backend) CheckKeys(config map[string]any, allowed ...string) error {
	for k := range config {
		found := false
		for _, a := range allowed {
			if k == a {
				found = true
				break
			}
		}
		if !found {
			return b.ConfigError("unknown config key %q (known: %s)", k, strings.Join(allowed, ", "))
		}
	}
	return nil
}

// Messages builds the system and user message contents of a chat-based decision
// request (DECISIONS.md §4.3): the system message is prompt followed by schema
// serialized with sorted keys (Python's json.dumps layout); the user message is the
// JSON of query, max_selections, options (id, label or the id when blank,
// description; never metadata) and, when includeContext is set and the context is
// non-empty, context.
func (b Backend) Messages(prompt string, req decide.Request, schema map[string]any, includeContext bool) (system, user string, err error) {
	schemaText, err := PyJSON(schema)
	if err != nil {
		return "", "", b.RequestError("cannot encode schema: %v", err)
	}
	options := make([]any, len(req.Options))
	for i, o := range req.Options {
		label := o.Label
		if label == "" {
			label = o.ID
		}
		options[i] = map[string]any{"id": o.ID, "label": label, "description": o.Description}
	}
	payload := map[string]any{"query": req.Query, "max_selections": req.Limit(), "options": options}
	if includeContext && len(req.Context) > 0 {
		payload["context"] = req.Context
	}
	user, err = PyJSON(payload)
	if err != nil {
		return "", "", b.RequestError("cannot encode the decision request (context must be JSON-encodable): %v", err)
	}
	return prompt + schemaText, user, nil
}

// Decision decodes a chat model's content as its bounded decision for req (§4.3):
// strict decoding, selections or an explicit abstention, then meta as the result's
// metadata and the contract check of decide.Validate.
func (b Backend) Decision(req decide.Request, content string, meta map[string]any) (decide.Result, error) {
	res, err := decide.DecodeResult(content)
	if err != nil {
		return decide.Result{}, b.ResultError("invalid bounded decision payload: %v", err)
	}
	if !res.Abstained && len(res.Selections) == 0 {
		return decide.Result{}, b.ResultError("invalid bounded decision payload: no selections without abstaining")
	}
	res.Metadata = meta
	if err := decide.Validate(req, res); err != nil {
		return decide.Result{}, err
	}
	return res, nil
}

// Vectors checks a non-empty batch of embeddings (every vector non-empty, of one
// dimension, with finite float32 components) and converts it to float32 in one backing
// array.
func (b Backend) Vectors(batch [][]float64) ([][]float32, error) {
	dims := len(batch[0])
	out := make([][]float32, len(batch))
	backing := make([]float32, len(batch)*dims)
	for i, v := range batch {
		if len(v) == 0 || len(v) != dims {
			return nil, b.ResultError("embedding %d has dimension %d; want %d (non-zero, the same for all)", i, len(v), dims)
		}
		out[i] = backing[i*dims : (i+1)*dims : (i+1)*dims]
		for j, x := range v {
			f := float32(x)
			if math.IsInf(float64(f), 0) || math.IsNaN(float64(f)) {
				return nil, b.ResultError("embedding %d has a non-finite component", i)
			}
			out[i][j] = f
		}
	}
	return out, nil
}

// ModelSpecConfig reads the MODEL[@URL] argument of an "ollama:" or "openai:"
// spec into a registry config: {"model": MODEL} plus "base_url" when a URL is given.
func ModelSpecConfig(arg string) (map[string]any, error) {
	model, base := SplitURL(arg)
	config := map[string]any{"model": strings.TrimSpace(model)}
	if base != "" {
		config["base_url"] = base
	}
	return config, nil
}

// SplitURL splits "X@http(s)://..." at the "@" that starts the URL; an argument
// without one is all X.
func SplitURL(arg string) (left, base string) {
	for _, sep := range []string{"@http://", "@https://"} {
		if i := strings.Index(arg, sep); i >= 0 {
			return arg[:i], arg[i+1:]
		}
	}
	return arg, ""
}

// ChatConfig are the registry settings the chat backends (Ollama, OpenAI-compatible)
// share.
type ChatConfig struct {
	Model, BaseURL string
	Timeout        time.Duration
	IncludeContext bool // default true, as in the reference
	Options        map[string]any
}

// ReadChatConfig reads "model", "base_url" (checked against the rules of
// CheckBaseURL), "timeout" (seconds), "include_context" and "options" from a
// registry config whose keys were already checked.
func (b Backend) ReadChatConfig(config map[string]any, defaultBase string) (ChatConfig, error) {
	c := ChatConfig{IncludeContext: true}
	var err error
	if c.Model, _, err = b.CfgString(config, "model"); err != nil {
		return c, err
	}
	if c.BaseURL, _, err = b.CfgString(config, "base_url"); err != nil {
		return c, err
	}
	if c.BaseURL != "" {
		if c.BaseURL, err = b.CheckBaseURL(c.BaseURL, defaultBase); err != nil {
			return c, err
		}
	}
	if c.Timeout, _, err = b.CfgSeconds(config, "timeout"); err != nil {
		return c, err
	}
	if v, ok, err := b.CfgBool(config, "include_context"); err != nil {
		return c, err
	} else if ok {
		c.IncludeContext = v
	}
	if c.Options, _, err = b.CfgMap(config, "options"); err != nil {
		return c, err
	}
	return c, nil
}

// OpenModelSpec builds the backend registered as name from a spec "name:MODEL" or
// "name:MODEL@URL"; any other shape is a configuration error.
func (b Backend) OpenModelSpec(name, spec string) (decide.Backend, error) {
	got, arg, ok := strings.Cut(strings.TrimSpace(spec), ":")
	if !ok || got != name {
		return nil, b.ConfigError("spec must look like %s:MODEL or %s:MODEL@URL", name, name)
	}
	config, err := ModelSpecConfig(arg)
	if err != nil {
		return nil, err
	}
	return decide.Open(name, config)
}
