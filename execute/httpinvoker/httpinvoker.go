// Package httpinvoker is the HTTP transport for catalog endpoints that declare a method
// and a path (tools ingested from OpenAPI or written by hand). An *Invoker implements
// execute.Invoker and execute.ServerProjecting.
//
// Trust model (CORE.md §3.7):
//
//   - Every request stays under BaseURL, the approved origin and base path. The URL is
//     checked after it is built: same scheme and host, path under the base path, no "."
//     or ".." segment. Redirects are never followed.
//   - Credentials live only in Invoker.Header (trusted, set by local code, applied last).
//     Arguments can never supply Authorization, Cookie, Host, Proxy-*, Connection,
//     Keep-Alive, Content-Length, Transfer-Encoding, TE, Trailer, Upgrade, Expect,
//     Content-Type or Content-Encoding, nor a header that Invoker.Header sets: such a
//     call is refused (NonRetryableError naming the header) and nothing is sent.
//   - Errors never contain argument values, trusted header values or the request URL.
//     Nothing is logged.
//
// Argument encoding (ParameterSpec.Location, by wire name = WireName or Name):
//
//   - path: each `{wire}` placeholder of EndpointSpec.Path is replaced by the value,
//     percent-escaped as one segment (url.PathEscape, so "/" becomes %2F). Empty values,
//     "." and "..", and values with a "." or ".." component between "/" or "\" are
//     refused. Arrays of scalars are comma-joined (simple style); objects are refused.
//   - query: scalars as k=v; arrays repeated (k=a&k=b) when Explode is nil or true,
//     joined otherwise ("," for form style, "%20" for spaceDelimited, "|" for
//     pipeDelimited); objects are sent as one compact JSON value (k={"a":1}), except with
//     style deepObject (k[a]=1). Parameters are written in declaration order; a null
//     value or an empty array omits the parameter. Keys and values are percent-encoded
//     with spaces as %20; AllowReserved is ignored (reserved characters are always
//     escaped, which every server decodes to the same value).
//   - header: scalars as text, arrays comma-joined, objects as compact JSON; null omits.
//   - body: parameters are collected into one JSON object {wire name: value}; when the
//     endpoint declares body parameters the object is sent even if it is empty ({}).
//   - body_root: the single parameter's value is the whole JSON body, never wrapped.
//   - argument (or ""): local-only arguments, never sent on the wire.
//
// Server projection: when the endpoint has a ServerProjectionSpec and the invocation
// selects fields, the query parameter ServerProjectionSpec.Parameter carries the fields'
// selectors (FieldMap entry or field name, duplicates dropped) joined by the separator
// (a comma literally, any other separator percent-encoded). It replaces any value an
// argument gave that query parameter and is written last.
//
// Scalars are written as JSON writes them: booleans as true/false, numbers in their
// shortest round-trip form without exponent for integers below 1e21 (1000000 stays
// "1000000"), json.Number as given. Request bodies are compact JSON with sorted object
// keys and no HTML escaping, Content-Type application/json.
//
// Responses are decoded as JSON (json.Decoder.UseNumber). A number becomes float64 when
// its literal is the float64's shortest decimal form (0.1, 1e21, 42) or its exact value
// (2^64 written out); otherwise converting would change it (integers beyond 2^53 that
// float64 cannot hold, over-precise decimals, out-of-range exponents) and it stays a
// json.Number, so nothing is silently rounded.
package httpinvoker

import (
	"bytes"
	"context"
	"errors"
	"fmt"
	"io"
	"math"
	"net"
	"net/http"
	"net/http/httptrace"
	"net/url"
	"os"
	"strconv"
	"strings"
	"sync/atomic"
	"time"
	"unicode"

	"github.com/schemarouter/schemarouter/catalog"
	"github.com/schemarouter/schemarouter/execute"
)

// Defaults for the zero values of Invoker's fields.
const (
	DefaultTimeout                = 30 * time.Second
	DefaultMaxResponseBytes int64 = 16 << 20
	DefaultUserAgent              = "schemarouter-go"
)

// excerptBytes bounds the response-body excerpt carried by HTTP status errors.
const excerptBytes = 256

// Invoker is a trusted HTTP transport confined to one approved base URL.
type Invoker struct {
	// BaseURL is the approved origin and base path (e.g. "https://api.example.org/v1");
	// every request stays under it. Required; it must be http or https, without
	// userinfo (credentials in URLs are refused), query or fragment.
	BaseURL string
	// Client defaults to a client with Timeout and redirects disabled; a caller-supplied
	// client is copied per call and still gets redirects disabled.
	Client *http.Client
	// Header holds trusted headers (credentials) set by local code only; never from
	// arguments. They are set last and an argument header of the same name is refused.
	Header http.Header
	// Timeout bounds each request, body read included (default 30s).
	Timeout time.Duration
	// MaxResponseBytes caps the response body read (default 16 MiB).
	MaxResponseBytes int64
	// UserAgent defaults to "schemarouter-go".
	UserAgent string
}

var (
	_ execute.Invoker          = (*Invoker)(nil)
	_ execute.ServerProjecting = (*Invoker)(nil)
)

// New returns an Invoker for baseURL after validating it.
func New(baseURL string) (*Invoker, error) {
	if _, err := parseBase(baseURL); err != nil {
		return nil, err
	}
	return &Invoker{BaseURL: baseURL}, nil
}

// ProjectsFields reports true: when the endpoint declares a ServerProjectionSpec and the
// invocation selects fields, the selectors are sent upstream.
func (*Invoker) ProjectsFields() bool { return true }

// Invoke sends one request for inv and returns the decoded JSON response.
//
// Errors: *execute.NonRetryableError for refused or malformed requests, redirects, 4xx,
// 500 and other 5xx, oversized or non-JSON responses; *execute.UnavailableError for
// 429, 502, 503, 504, connection failures and timeouts; an error wrapping
// execute.ErrIndeterminate when an endpoint that is not explicitly read-only failed after
// a connection was obtained (the request may have taken effect); the caller's
// context.Canceled, wrapped, when ctx was cancelled.
func (iv *Invoker) Invoke(ctx context.Context, inv *execute.Invocation) (any, error) {
	if inv == nil || inv.Endpoint == nil {
		return nil, refuse("invocation has no endpoint")
	}
	b, err := parseBase(iv.BaseURL)
	if err != nil {
		return nil, &execute.NonRetryableError{Reason: "httpinvoker: invalid base URL", Err: err}
	}
	rq, err := iv.build(b, inv)
	if err != nil {
		return nil, err
	}
	return iv.send(ctx, inv.Endpoint, rq)
}

// refuse builds a NonRetryableError for a request that is never sent.
func refuse(format string, args ...any) error {
	return &execute.NonRetryableError{Reason: "httpinvoker: " + fmt.Sprintf(format, args...)}
}

// base is a validated BaseURL.
type base struct {
	scheme, host string
	// path is the escaped base path without trailing slashes ("" for the origin root).
	path string
}

func parseBase(raw string) (*base, error) {
	if strings.TrimSpace(raw) == "" {
		return nil, errors.New("base URL is required")
	}
	// The raw text is never echoed: it may carry credentials.
	u, err := url.Parse(raw)
	if err != nil {
		return nil, errors.New("base URL is not a valid URL")
	}
	scheme := strings.ToLower(u.Scheme)
	switch {
	case scheme != "http" && scheme != "https":
		return nil, errors.New("base URL must use http or https")
	case u.User != nil:
		return nil, errors.New("base URL must not contain credentials (userinfo)")
	case u.Opaque != "" || u.Host == "":
		return nil, errors.New("base URL has no host")
	case u.RawQuery != "" || u.ForceQuery:
		return nil, errors.New("base URL must not contain a query")
	case u.Fragment != "" || strings.Contains(raw, "#"):
		return nil, errors.New("base URL must not contain a fragment")
	}
	p := strings.TrimRight(u.EscapedPath(), "/")
	if dotSegment(p) {
		return nil, errors.New("base URL path must not contain . or .. segments")
	}
	return &base{scheme: scheme, host: u.Host, path: p}, nil
}

// dotSegment reports whether an escaped path has a segment that decodes to "." or "..".
func dotSegment(escaped string) bool {
	for seg := range strings.SplitSeq(escaped, "/") {
		s, err := url.PathUnescape(seg)
		if err != nil || s == "." || s == ".." {
			return true
		}
	}
	return false
}

// request is a fully built, checked request.
type request struct {
	method string
	url    string
	header http.Header
	body   []byte // nil: no body
}

// send performs the request and classifies the outcome.
func (iv *Invoker) send(ctx context.Context, ep *catalog.EndpointSpec, rq *request) (any, error) {
	timeout := iv.Timeout
	if timeout <= 0 {
		timeout = DefaultTimeout
	}
	limit := iv.MaxResponseBytes
	if limit <= 0 {
		limit = DefaultMaxResponseBytes
	}
	rctx, cancel := context.WithTimeout(ctx, timeout)
	defer cancel()
	// Once a connection is obtained the request may be (partly) on the wire: from then
	// on a failure of a non-read-only call is indeterminate. GotConn runs in the
	// goroutine that calls Do, before any byte is written.
	var started atomic.Bool
	rctx = httptrace.WithClientTrace(rctx, &httptrace.ClientTrace{
		GotConn: func(httptrace.GotConnInfo) { started.Store(true) },
	})
	var body io.Reader
	if rq.body != nil {
		body = bytes.NewReader(rq.body)
	}
	req, err := http.NewRequestWithContext(rctx, rq.method, rq.url, body)
	if err != nil {
		return nil, refuse("cannot build the request")
	}
	req.Header = rq.header

	resp, err := iv.client(timeout).Do(req)
	if err != nil {
		return nil, transportError(ctx, ep, rq.method, started.Load(), err)
	}
	defer resp.Body.Close()

	status := resp.StatusCode
	switch {
	case status >= 300 && status < 400:
		return nil, refuse("redirect refused (HTTP %d)", status)
	case (status == http.StatusBadGateway || status == http.StatusGatewayTimeout) && !ep.IsReadOnly():
		// A gateway may have passed a mutation on before failing: it may have happened.
		return nil, fmt.Errorf("httpinvoker: %s from a gateway for a non-read-only call: %w", statusText(status), execute.ErrIndeterminate)
	case status == http.StatusTooManyRequests || status == http.StatusBadGateway ||
		status == http.StatusServiceUnavailable || status == http.StatusGatewayTimeout:
		return nil, &execute.UnavailableError{
			Reason:     "httpinvoker: " + statusText(status),
			RetryAfter: parseRetryAfter(resp.Header.Get("Retry-After"), time.Now()),
		}
	case status >= 400:
		head, _ := io.ReadAll(io.LimitReader(resp.Body, excerptBytes))
		reason := "httpinvoker: " + statusText(status)
		if ex := excerpt(head); ex != "" {
			reason += ": " + ex
		}
		return nil, &execute.NonRetryableError{Reason: reason}
	case status < 200:
		return nil, refuse("unexpected %s", statusText(status))
	case status == http.StatusNoContent || status == http.StatusResetContent:
		return nil, nil
	}

	readLimit := limit
	if readLimit < math.MaxInt64 {
		readLimit++
	}
	data, err := io.ReadAll(io.LimitReader(resp.Body, readLimit))
	if err != nil {
		return nil, transportError(ctx, ep, rq.method, true, err)
	}
	if int64(len(data)) > limit {
		return nil, refuse("response exceeds %d bytes", limit)
	}
	return decodeJSON(data)
}

func statusText(status int) string {
	if t := http.StatusText(status); t != "" {
		return fmt.Sprintf("HTTP %d %s", status, t)
	}
	return fmt.Sprintf("HTTP %d", status)
}

// client returns the client for one call: the caller's (copied) or a default one, with
// redirects disabled either way.
func (iv *Invoker) client(timeout time.Duration) *http.Client {
	var c http.Client
	if iv.Client != nil {
		c = *iv.Client
	} else {
		c.Timeout = timeout
	}
	c.CheckRedirect = func(*http.Request, []*http.Request) error { return http.ErrUseLastResponse }
	return &c
}

// transportError classifies a failure to complete the exchange. The *url.Error layer is
// dropped: its text contains the request URL, hence argument values.
func transportError(ctx context.Context, ep *catalog.EndpointSpec, method string, started bool, err error) error {
	var ue *url.Error
	if errors.As(err, &ue) {
		err = ue.Err
	}
	mayHaveEffect := started && !ep.IsReadOnly()
	if ctxErr := ctx.Err(); errors.Is(ctxErr, context.Canceled) {
		if mayHaveEffect {
			return indeterminate(method, "was cancelled", ctxErr)
		}
		return fmt.Errorf("httpinvoker: request cancelled: %w", ctxErr)
	}
	reason := "connection failed"
	if ctx.Err() != nil || isTimeout(err) {
		reason = "timed out"
	}
	if mayHaveEffect {
		return indeterminate(method, reason, err)
	}
	return &execute.UnavailableError{Reason: "httpinvoker: request " + reason, Err: err}
}

func indeterminate(method, what string, cause error) error {
	return fmt.Errorf("httpinvoker: %w: %s request %s after it was sent; it may have taken effect: %w",
		execute.ErrIndeterminate, method, what, cause)
}

func isTimeout(err error) bool {
	var ne net.Error
	return errors.Is(err, context.DeadlineExceeded) || errors.Is(err, os.ErrDeadlineExceeded) ||
		(errors.As(err, &ne) && ne.Timeout())
}

// parseRetryAfter reads a Retry-After value: delay seconds or an HTTP date.
func parseRetryAfter(v string, now time.Time) time.Duration {
	v = strings.TrimSpace(v)
	if v == "" {
		return 0
	}
	if secs, err := strconv.ParseInt(v, 10, 64); err == nil {
		const maxSecs = int64(math.MaxInt64 / time.Second)
		switch {
		case secs <= 0:
			return 0
		case secs > maxSecs:
			secs = maxSecs
		}
		return time.Duration(secs) * time.Second
	}
	if t, err := http.ParseTime(v); err == nil {
		if d := t.Sub(now); d > 0 {
			return d
		}
	}
	return 0
}

// excerpt makes a short, printable, single-line excerpt of an error body.
func excerpt(b []byte) string {
	s := strings.ToValidUTF8(string(b), "")
	s = strings.Map(func(r rune) rune {
		if unicode.IsControl(r) {
			return ' '
		}
		return r
	}, s)
	return strings.TrimSpace(s)
}
