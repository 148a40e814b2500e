package httpinvoker

import (
	"context"
	"encoding/json"
	"errors"
	"io"
	"net"
	"net/http"
	"net/http/httptest"
	"strings"
	"sync"
	"sync/atomic"
	"testing"
	"time"

	"github.com/schemarouter/schemarouter/catalog"
	"github.com/schemarouter/schemarouter/execute"
)

// seen is one request as it arrived at the test server.
type seen struct {
	method     string
	requestURI string
	header     http.Header
	body       string
}

// upstream is a test server on 127.0.0.1 that records every request.
type upstream struct {
	*httptest.Server
	mu   sync.Mutex
	reqs []seen
}

func newUpstream(t *testing.T, handler http.HandlerFunc) *upstream {
	t.Helper()
	u := &upstream{}
	u.Server = httptest.NewServer(http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		body, _ := io.ReadAll(r.Body)
		u.mu.Lock()
		u.reqs = append(u.reqs, seen{r.Method, r.RequestURI, r.Header.Clone(), string(body)})
		u.mu.Unlock()
		if handler != nil {
			handler(w, r)
			return
		}
		w.Header().Set("Content-Type", "application/json")
		io.WriteString(w, `{"ok":true}`)
	}))
	t.Cleanup(u.Close)
	return u
}

func (u *upstream) requests() []seen {
	u.mu.Lock()
	defer u.mu.Unlock()
	return append([]seen(nil), u.reqs...)
}

func (u *upstream) only(t *testing.T) seen {
	t.Helper()
	reqs := u.requests()
	if len(reqs) != 1 {
		t.Fatalf("server saw %d requests, want 1", len(reqs))
	}
	return reqs[0]
}

func ptr[T any](v T) *T { return &v }

func invoker(t *testing.T, base string) *Invoker {
	t.Helper()
	iv, err := New(base)
	if err != nil {
		t.Fatalf("New(%q): %v", base, err)
	}
	return iv
}

func call(ep catalog.EndpointSpec, args map[string]any, fields ...string) *execute.Invocation {
	return &execute.Invocation{ToolKey: "t", Tool: &catalog.ToolSpec{Name: "t"}, Endpoint: &ep, Arguments: args, Fields: fields}
}

func TestNewValidatesBaseURL(t *testing.T) {
	for _, tc := range []struct {
		name, base string
		ok         bool
	}{
		{"https with base path", "https://api.example.org/v1", true},
		{"http origin", "http://127.0.0.1:8080", true},
		{"trailing slash", "https://api.example.org/v1/", true},
		{"empty", "", false},
		{"relative", "/v1", false},
		{"ftp scheme", "ftp://api.example.org/", false},
		{"userinfo with password", "https://alice:s3cr3t@api.example.org/v1", false},
		{"userinfo without password", "https://alice@api.example.org/v1", false},
		{"query", "https://api.example.org/v1?key=s3cr3t", false},
		{"empty query", "https://api.example.org/v1?", false},
		{"fragment", "https://api.example.org/v1#frag", false},
		{"no host", "https:///v1", false},
		{"opaque", "https:api.example.org", false},
		{"dot segment", "https://api.example.org/v1/../admin", false},
	} {
		t.Run(tc.name, func(t *testing.T) {
			iv, err := New(tc.base)
			if tc.ok != (err == nil) {
				t.Fatalf("New(%q) error = %v, want ok=%v", tc.base, err, tc.ok)
			}
			if err != nil && strings.Contains(err.Error(), "s3cr3t") {
				t.Fatalf("error leaks the credential: %v", err)
			}
			if err == nil && iv.BaseURL != tc.base {
				t.Fatalf("BaseURL = %q", iv.BaseURL)
			}
		})
	}
}

func TestInvokeRefusesInvalidBaseURLSetDirectly(t *testing.T) {
	iv := &Invoker{BaseURL: "https://alice:s3cr3t@api.example.org"}
	_, err := iv.Invoke(context.Background(), call(catalog.EndpointSpec{Name: "e", Path: "/x"}, nil))
	var nr *execute.NonRetryableError
	if !errors.As(err, &nr) || strings.Contains(err.Error(), "s3cr3t") {
		t.Fatalf("err = %v, want NonRetryableError without the credential", err)
	}
}

// TestRequestPlacement checks the exact request that arrives for each encoding rule.
func TestRequestPlacement(t *testing.T) {
	type want struct {
		method, uri, body string
		header            map[string]string // "" value: header must be absent
	}
	for _, tc := range []struct {
		name string
		base string // path appended to the server URL
		ep   catalog.EndpointSpec
		args map[string]any
		want want
	}{
		{
			name: "default method GET and base path",
			base: "/v1",
			ep:   catalog.EndpointSpec{Path: "/things"},
			want: want{method: "GET", uri: "/v1/things", header: map[string]string{
				"Accept": "application/json", "User-Agent": "schemarouter-go", "Content-Type": ""}},
		},
		{
			name: "base URL trailing slash and template without leading slash",
			base: "/v1/",
			ep:   catalog.EndpointSpec{Path: "things"},
			want: want{method: "GET", uri: "/v1/things"},
		},
		{
			name: "lowercase method is upper-cased",
			ep:   catalog.EndpointSpec{Method: "delete", Path: "/things"},
			want: want{method: "DELETE", uri: "/things"},
		},
		{
			name: "every location by wire name",
			base: "/api",
			ep: catalog.EndpointSpec{Method: "POST", Path: "/pets/{petId}/toys", Parameters: []catalog.ParameterSpec{
				{Name: "pet_id", WireName: "petId", Location: catalog.LocationPath},
				{Name: "limit", Location: catalog.LocationQuery},
				{Name: "request_id", WireName: "X-Request-Id", Location: catalog.LocationHeader},
				{Name: "toy_name", WireName: "name", Location: catalog.LocationBody},
				{Name: "color", Location: catalog.LocationBody},
				{Name: "dry_run", Location: catalog.LocationArgument},
				{Name: "note"},
			}},
			args: map[string]any{"pet_id": float64(42), "limit": float64(10), "request_id": "r-1",
				"toy_name": "ball <red> & co", "color": nil, "dry_run": true, "note": "local"},
			want: want{method: "POST", uri: "/api/pets/42/toys?limit=10",
				body:   `{"color":null,"name":"ball <red> & co"}`,
				header: map[string]string{"X-Request-Id": "r-1", "Content-Type": "application/json"}},
		},
		{
			name: "collision names map to the same wire name in two locations",
			ep: catalog.EndpointSpec{Method: "PUT", Path: "/items/{id}", Parameters: []catalog.ParameterSpec{
				{Name: "path__id", WireName: "id", Location: catalog.LocationPath},
				{Name: "query__id", WireName: "id", Location: catalog.LocationQuery},
				{Name: "header__id", WireName: "id", Location: catalog.LocationHeader},
				{Name: "body__id", WireName: "id", Location: catalog.LocationBody},
			}},
			args: map[string]any{"path__id": "p7", "query__id": "q7", "header__id": "h7", "body__id": "b7"},
			want: want{method: "PUT", uri: "/items/p7?id=q7", body: `{"id":"b7"}`, header: map[string]string{"Id": "h7"}},
		},
		{
			name: "body_root array is the whole body",
			ep: catalog.EndpointSpec{Method: "POST", Path: "/batch", Parameters: []catalog.ParameterSpec{
				{Name: "body", Location: catalog.LocationBodyRoot},
			}},
			args: map[string]any{"body": []any{map[string]any{"a": float64(1)}, "x"}},
			want: want{method: "POST", uri: "/batch", body: `[{"a":1},"x"]`, header: map[string]string{"Content-Type": "application/json"}},
		},
		{
			name: "body_root scalar is not wrapped",
			ep: catalog.EndpointSpec{Method: "POST", Path: "/echo", Parameters: []catalog.ParameterSpec{
				{Name: "body", Location: catalog.LocationBodyRoot},
			}},
			args: map[string]any{"body": "hello"},
			want: want{method: "POST", uri: "/echo", body: `"hello"`},
		},
		{
			name: "absent body_root sends no body",
			ep: catalog.EndpointSpec{Method: "POST", Path: "/echo", Parameters: []catalog.ParameterSpec{
				{Name: "body", Location: catalog.LocationBodyRoot},
			}},
			want: want{method: "POST", uri: "/echo", body: "", header: map[string]string{"Content-Type": ""}},
		},
		{
			name: "declared body parameters without arguments send an empty object",
			ep: catalog.EndpointSpec{Method: "POST", Path: "/things", Parameters: []catalog.ParameterSpec{
				{Name: "name", Location: catalog.LocationBody},
			}},
			want: want{method: "POST", uri: "/things", body: `{}`},
		},
		{
			name: "path values are escaped as one segment",
			ep: catalog.EndpointSpec{Path: "/files/{name}/{label}/{mixed}", Parameters: []catalog.ParameterSpec{
				{Name: "name", Location: catalog.LocationPath},
				{Name: "label", Location: catalog.LocationPath},
				{Name: "mixed", Location: catalog.LocationPath},
			}},
			args: map[string]any{"name": "a/b", "label": "héllo wörld", "mixed": "x?y#z%2F"},
			want: want{method: "GET", uri: "/files/a%2Fb/h%C3%A9llo%20w%C3%B6rld/x%3Fy%23z%252F"},
		},
		{
			name: "path placeholder inside a segment and array path value",
			ep: catalog.EndpointSpec{Path: "/reports/{id}.json/{ids}", Parameters: []catalog.ParameterSpec{
				{Name: "id", Location: catalog.LocationPath},
				{Name: "ids", Location: catalog.LocationPath},
			}},
			args: map[string]any{"id": float64(1000000), "ids": []any{"a,b", float64(2)}},
			want: want{method: "GET", uri: "/reports/1000000.json/a%2Cb,2"},
		},
		{
			name: "query scalars: booleans, shortest numbers, big json.Number, escaping",
			ep: catalog.EndpointSpec{Path: "/q", Parameters: []catalog.ParameterSpec{
				{Name: "flag", Location: catalog.LocationQuery},
				{Name: "off", Location: catalog.LocationQuery},
				{Name: "million", Location: catalog.LocationQuery},
				{Name: "half", Location: catalog.LocationQuery},
				{Name: "int", Location: catalog.LocationQuery},
				{Name: "big", Location: catalog.LocationQuery},
				{Name: "tiny", Location: catalog.LocationQuery},
				{Name: "text", WireName: "q text", Location: catalog.LocationQuery},
				{Name: "missing", Location: catalog.LocationQuery},
				{Name: "null", Location: catalog.LocationQuery},
			}},
			args: map[string]any{"flag": true, "off": false, "million": float64(1000000), "half": 1.5,
				"int": 7, "big": json.Number("12345678901234567890"), "tiny": 1e-7,
				"text": "a b+c&d=e/é", "null": nil},
			want: want{method: "GET", uri: "/q?flag=true&off=false&million=1000000&half=1.5&int=7&big=12345678901234567890&tiny=1e-7&q%20text=a%20b%2Bc%26d%3De%2F%C3%A9"},
		},
		{
			name: "query arrays: exploded by default, joined when explode=false",
			ep: catalog.EndpointSpec{Path: "/q", Parameters: []catalog.ParameterSpec{
				{Name: "tag", Location: catalog.LocationQuery},
				{Name: "id", Location: catalog.LocationQuery, Explode: ptr(true)},
				{Name: "csv", Location: catalog.LocationQuery, Explode: ptr(false)},
				{Name: "space", Location: catalog.LocationQuery, Style: "spaceDelimited", Explode: ptr(false)},
				{Name: "pipe", Location: catalog.LocationQuery, Style: "pipeDelimited", Explode: ptr(false)},
				{Name: "none", Location: catalog.LocationQuery},
				{Name: "typed", Location: catalog.LocationQuery},
			}},
			args: map[string]any{"tag": []any{"a", "b c"}, "id": []any{float64(1), float64(2)},
				"csv": []any{"x,y", "z"}, "space": []any{"u", "v"}, "pipe": []any{"p", "q"},
				"none": []any{}, "typed": []string{"s1", "s2"}},
			want: want{method: "GET", uri: "/q?tag=a&tag=b%20c&id=1&id=2&csv=x%2Cy,z&space=u%20v&pipe=p|q&typed=s1&typed=s2"},
		},
		{
			name: "query objects are JSON-encoded, deepObject style is bracketed",
			ep: catalog.EndpointSpec{Path: "/q", Parameters: []catalog.ParameterSpec{
				{Name: "filter", Location: catalog.LocationQuery},
				{Name: "deep", Location: catalog.LocationQuery, Style: "deepObject", Explode: ptr(true)},
			}},
			args: map[string]any{"filter": map[string]any{"b": float64(2), "a": "x y"},
				"deep": map[string]any{"color": "red", "size": float64(3), "skip": nil}},
			want: want{method: "GET", uri: "/q?filter=%7B%22a%22%3A%22x%20y%22%2C%22b%22%3A2%7D&deep[color]=red&deep[size]=3"},
		},
		{
			name: "header arrays are comma-joined and objects JSON-encoded",
			ep: catalog.EndpointSpec{Path: "/h", Parameters: []catalog.ParameterSpec{
				{Name: "tags", WireName: "x-tags", Location: catalog.LocationHeader},
				{Name: "meta", WireName: "X-Meta", Location: catalog.LocationHeader},
				{Name: "n", WireName: "X-N", Location: catalog.LocationHeader},
			}},
			args: map[string]any{"tags": []any{"a", "b"}, "meta": map[string]any{"k": "v"}, "n": float64(1000000)},
			want: want{method: "GET", uri: "/h", header: map[string]string{"X-Tags": "a,b", "X-Meta": `{"k":"v"}`, "X-N": "1000000"}},
		},
	} {
		t.Run(tc.name, func(t *testing.T) {
			up := newUpstream(t, nil)
			iv := invoker(t, up.URL+tc.base)
			if _, err := iv.Invoke(context.Background(), call(tc.ep, tc.args)); err != nil {
				t.Fatalf("Invoke: %v", err)
			}
			got := up.only(t)
			if got.method != tc.want.method {
				t.Errorf("method = %q, want %q", got.method, tc.want.method)
			}
			if got.requestURI != tc.want.uri {
				t.Errorf("request URI = %q\n                want %q", got.requestURI, tc.want.uri)
			}
			if got.body != tc.want.body {
				t.Errorf("body = %q, want %q", got.body, tc.want.body)
			}
			for k, v := range tc.want.header {
				if g := got.header.Get(k); g != v {
					t.Errorf("header %s = %q, want %q", k, g, v)
				}
			}
		})
	}
}

func TestPathTraversalAndMissingValuesRefused(t *testing.T) {
	ep := catalog.EndpointSpec{Path: "/files/{name}", Parameters: []catalog.ParameterSpec{
		{Name: "name", Location: catalog.LocationPath},
	}}
	for _, tc := range []struct {
		name string
		args map[string]any
	}{
		{"dot dot", map[string]any{"name": ".."}},
		{"dot", map[string]any{"name": "."}},
		{"dot dot then slash", map[string]any{"name": "../admin"}},
		{"inner dot dot", map[string]any{"name": "a/../../admin"}},
		{"backslash dot dot", map[string]any{"name": `..\admin`}},
		{"dot dot in array", map[string]any{"name": []any{".."}}},
		{"empty", map[string]any{"name": ""}},
		{"missing", map[string]any{}},
		{"null", map[string]any{"name": nil}},
		{"object", map[string]any{"name": map[string]any{"a": "b"}}},
	} {
		t.Run(tc.name, func(t *testing.T) {
			up := newUpstream(t, nil)
			_, err := invoker(t, up.URL).Invoke(context.Background(), call(ep, tc.args))
			var nr *execute.NonRetryableError
			if !errors.As(err, &nr) {
				t.Fatalf("err = %v, want NonRetryableError", err)
			}
			if n := len(up.requests()); n != 0 {
				t.Fatalf("server saw %d requests, want 0", n)
			}
		})
	}
}

func TestPathTemplateMayNotLeaveTheBasePath(t *testing.T) {
	for _, tmpl := range []string{
		"/../admin", "/a/./b", "/%2e%2e/admin", "/x?debug=1", "/x#frag", "/x y", "/{unclosed", "/{undeclared}",
	} {
		t.Run(tmpl, func(t *testing.T) {
			up := newUpstream(t, nil)
			_, err := invoker(t, up.URL+"/v1").Invoke(context.Background(), call(catalog.EndpointSpec{Path: tmpl}, nil))
			var nr *execute.NonRetryableError
			if !errors.As(err, &nr) {
				t.Fatalf("err = %v, want NonRetryableError", err)
			}
			if n := len(up.requests()); n != 0 {
				t.Fatalf("server saw %d requests, want 0", n)
			}
		})
	}
}

func TestSensitiveHeadersFromArgumentsRefused(t *testing.T) {
	for _, name := range []string{
		"Authorization", "authorization", "Cookie", "Host", "Proxy-Authorization", "Connection",
		"Content-Length", "Transfer-Encoding", "TE", "Upgrade", "Trailer", "Proxy-Connection",
		"keep-alive", "Content-Type", "Expect", "Proxy-Anything",
	} {
		t.Run(name, func(t *testing.T) {
			up := newUpstream(t, nil)
			ep := catalog.EndpointSpec{Path: "/x", Parameters: []catalog.ParameterSpec{
				{Name: "h", WireName: name, Location: catalog.LocationHeader},
			}}
			_, err := invoker(t, up.URL).Invoke(context.Background(), call(ep, map[string]any{"h": "v4lue-s3cr3t"}))
			var nr *execute.NonRetryableError
			if !errors.As(err, &nr) {
				t.Fatalf("err = %v, want NonRetryableError", err)
			}
			if !strings.Contains(strings.ToLower(err.Error()), strings.ToLower(name)) {
				t.Errorf("error %q does not name the header", err)
			}
			if strings.Contains(err.Error(), "s3cr3t") {
				t.Errorf("error leaks the argument value: %v", err)
			}
			if n := len(up.requests()); n != 0 {
				t.Fatalf("server saw %d requests, want 0", n)
			}
		})
	}
}

func TestHeaderValueWithControlCharactersRefused(t *testing.T) {
	up := newUpstream(t, nil)
	ep := catalog.EndpointSpec{Path: "/x", Parameters: []catalog.ParameterSpec{
		{Name: "h", WireName: "X-Note", Location: catalog.LocationHeader},
	}}
	_, err := invoker(t, up.URL).Invoke(context.Background(), call(ep, map[string]any{"h": "a\r\nX-Injected: 1"}))
	var nr *execute.NonRetryableError
	if !errors.As(err, &nr) || strings.Contains(err.Error(), "Injected") {
		t.Fatalf("err = %v, want NonRetryableError without the value", err)
	}
	if n := len(up.requests()); n != 0 {
		t.Fatalf("server saw %d requests, want 0", n)
	}
}

func TestTrustedHeadersSentAndNotOverridable(t *testing.T) {
	ep := catalog.EndpointSpec{Path: "/x", Parameters: []catalog.ParameterSpec{
		{Name: "key", WireName: "x-api-key", Location: catalog.LocationHeader},
		{Name: "trace", WireName: "X-Trace", Location: catalog.LocationHeader},
	}}
	t.Run("trusted headers are sent", func(t *testing.T) {
		up := newUpstream(t, nil)
		iv := invoker(t, up.URL)
		iv.Header = http.Header{"Authorization": {"Bearer tok3n"}, "X-Api-Key": {"k3y"}}
		iv.UserAgent = "custom-agent"
		if _, err := iv.Invoke(context.Background(), call(ep, map[string]any{"trace": "t1"})); err != nil {
			t.Fatal(err)
		}
		got := up.only(t)
		for k, v := range map[string]string{"Authorization": "Bearer tok3n", "X-Api-Key": "k3y", "X-Trace": "t1", "User-Agent": "custom-agent"} {
			if g := got.header.Get(k); g != v {
				t.Errorf("header %s = %q, want %q", k, g, v)
			}
		}
	})
	t.Run("argument header with a trusted name is refused", func(t *testing.T) {
		up := newUpstream(t, nil)
		iv := invoker(t, up.URL)
		iv.Header = http.Header{"X-Api-Key": {"k3y"}}
		_, err := iv.Invoke(context.Background(), call(ep, map[string]any{"key": "att4cker"}))
		var nr *execute.NonRetryableError
		if !errors.As(err, &nr) || !strings.Contains(err.Error(), "X-Api-Key") {
			t.Fatalf("err = %v, want NonRetryableError naming X-Api-Key", err)
		}
		if strings.Contains(err.Error(), "k3y") || strings.Contains(err.Error(), "att4cker") {
			t.Fatalf("error leaks a header value: %v", err)
		}
		if n := len(up.requests()); n != 0 {
			t.Fatalf("server saw %d requests, want 0", n)
		}
	})
	t.Run("non-canonical trusted key still blocks the argument", func(t *testing.T) {
		up := newUpstream(t, nil)
		iv := invoker(t, up.URL)
		iv.Header = http.Header{"x-api-key": {"k3y"}}
		_, err := iv.Invoke(context.Background(), call(ep, map[string]any{"key": "att4cker"}))
		if err == nil || len(up.requests()) != 0 {
			t.Fatalf("err = %v, requests = %d; want refusal and nothing sent", err, len(up.requests()))
		}
	})
}

func TestServerProjection(t *testing.T) {
	ep := catalog.EndpointSpec{Path: "/structures", Parameters: []catalog.ParameterSpec{
		{Name: "response_fields", Location: catalog.LocationQuery},
		{Name: "filter", Location: catalog.LocationQuery},
	}, ServerProjection: &catalog.ServerProjectionSpec{
		Parameter: "response_fields",
		FieldMap:  map[string]string{"formula": "chemical_formula_reduced"},
	}}
	pipe := ep
	pipe.ServerProjection = &catalog.ServerProjectionSpec{Parameter: "fields", Separator: "|"}
	for _, tc := range []struct {
		name   string
		ep     catalog.EndpointSpec
		args   map[string]any
		fields []string
		uri    string
	}{
		{"selectors joined by the separator", ep, map[string]any{"filter": "x"}, []string{"id", "formula", "id"},
			"/structures?filter=x&response_fields=id,chemical_formula_reduced"},
		{"projection replaces an argument value", ep, map[string]any{"response_fields": "everything", "filter": "x"},
			[]string{"band_gap"}, "/structures?filter=x&response_fields=band_gap"},
		{"no fields, no projection", ep, map[string]any{"filter": "x"}, nil, "/structures?filter=x"},
		{"custom separator is escaped", pipe, nil, []string{"a", "b"}, "/structures?fields=a%7Cb"},
	} {
		t.Run(tc.name, func(t *testing.T) {
			up := newUpstream(t, nil)
			iv := invoker(t, up.URL)
			if !iv.ProjectsFields() {
				t.Fatal("ProjectsFields = false")
			}
			if _, err := iv.Invoke(context.Background(), call(tc.ep, tc.args, tc.fields...)); err != nil {
				t.Fatal(err)
			}
			if got := up.only(t).requestURI; got != tc.uri {
				t.Fatalf("request URI = %q, want %q", got, tc.uri)
			}
		})
	}
}

func TestStatusClassification(t *testing.T) {
	date := time.Now().Add(90 * time.Second).UTC().Format(http.TimeFormat)
	long := strings.Repeat("e", 1000)
	for _, tc := range []struct {
		name        string
		status      int
		retryAfter  string
		body        string
		unavailable bool
		minRetry    time.Duration
		maxRetry    time.Duration
		contains    string
	}{
		{"429 with Retry-After seconds", 429, "7", "", true, 7 * time.Second, 7 * time.Second, "429"},
		{"503 with Retry-After HTTP date", 503, date, "", true, 80 * time.Second, 91 * time.Second, "503"},
		{"502 without Retry-After", 502, "", "", true, 0, 0, "502"},
		{"504 with unparsable Retry-After", 504, "soon", "", true, 0, 0, "504"},
		{"404 with excerpt", 404, "", `{"error":"no such pet"}`, false, 0, 0, `404 Not Found: {"error":"no such pet"}`},
		{"400", 400, "", "bad filter", false, 0, 0, "400 Bad Request: bad filter"},
		{"500 is not retryable", 500, "", "boom", false, 0, 0, "500 Internal Server Error: boom"},
	} {
		t.Run(tc.name, func(t *testing.T) {
			up := newUpstream(t, func(w http.ResponseWriter, r *http.Request) {
				if tc.retryAfter != "" {
					w.Header().Set("Retry-After", tc.retryAfter)
				}
				w.Header().Set("X-Secret-Header", "hdr-s3cr3t")
				w.WriteHeader(tc.status)
				io.WriteString(w, tc.body)
			})
			_, err := invoker(t, up.URL).Invoke(context.Background(), call(catalog.EndpointSpec{Path: "/x", ReadOnly: ptr(true)}, nil))
			if err == nil || !strings.Contains(err.Error(), tc.contains) {
				t.Fatalf("err = %v, want it to contain %q", err, tc.contains)
			}
			if strings.Contains(err.Error(), "s3cr3t") {
				t.Fatalf("error contains response headers: %v", err)
			}
			var ua *execute.UnavailableError
			var nr *execute.NonRetryableError
			if tc.unavailable {
				if !errors.As(err, &ua) {
					t.Fatalf("err = %T %v, want UnavailableError", err, err)
				}
				if ua.RetryAfter < tc.minRetry || ua.RetryAfter > tc.maxRetry {
					t.Fatalf("RetryAfter = %v, want in [%v, %v]", ua.RetryAfter, tc.minRetry, tc.maxRetry)
				}
			} else if !errors.As(err, &nr) {
				t.Fatalf("err = %T %v, want NonRetryableError", err, err)
			}
		})
	}
	t.Run("long error body is cut to 256 bytes", func(t *testing.T) {
		up := newUpstream(t, func(w http.ResponseWriter, r *http.Request) {
			w.WriteHeader(422)
			io.WriteString(w, long)
		})
		_, err := invoker(t, up.URL).Invoke(context.Background(), call(catalog.EndpointSpec{Path: "/x"}, nil))
		var nr *execute.NonRetryableError
		if !errors.As(err, &nr) {
			t.Fatalf("err = %v", err)
		}
		if n := strings.Count(err.Error(), "e") - strings.Count("httpinvoker: HTTP 422 Unprocessable Entity: ", "e"); n != 256 {
			t.Fatalf("excerpt has %d body bytes, want 256: %v", n, err)
		}
	})
}

func TestRedirectNotFollowed(t *testing.T) {
	var targetHits atomic.Int32
	target := newUpstream(t, func(w http.ResponseWriter, r *http.Request) {
		targetHits.Add(1)
		io.WriteString(w, `{}`)
	})
	origin := newUpstream(t, func(w http.ResponseWriter, r *http.Request) {
		http.Redirect(w, r, target.URL+"/target", http.StatusFound)
	})
	for _, tc := range []struct {
		name   string
		client *http.Client
	}{
		{"default client", nil},
		{"caller client that would follow", &http.Client{}},
	} {
		t.Run(tc.name, func(t *testing.T) {
			iv := invoker(t, origin.URL)
			iv.Client = tc.client
			_, err := iv.Invoke(context.Background(), call(catalog.EndpointSpec{Path: "/x"}, nil))
			var nr *execute.NonRetryableError
			if !errors.As(err, &nr) || !strings.Contains(err.Error(), "redirect refused") {
				t.Fatalf("err = %v, want NonRetryableError redirect refused", err)
			}
			if n := targetHits.Load(); n != 0 {
				t.Fatalf("redirect target hit %d times", n)
			}
			if tc.client != nil && tc.client.CheckRedirect != nil {
				t.Fatal("caller's client was modified")
			}
		})
	}
}

func TestResponseSizeLimit(t *testing.T) {
	body := `{"data":"` + strings.Repeat("x", 90) + `"}` // 101 bytes
	up := newUpstream(t, func(w http.ResponseWriter, r *http.Request) { io.WriteString(w, body) })
	iv := invoker(t, up.URL)
	iv.MaxResponseBytes = 100
	_, err := iv.Invoke(context.Background(), call(catalog.EndpointSpec{Path: "/x"}, nil))
	var nr *execute.NonRetryableError
	if !errors.As(err, &nr) || !strings.Contains(err.Error(), "response exceeds 100 bytes") {
		t.Fatalf("err = %v, want NonRetryableError mentioning the 100-byte limit", err)
	}
	iv.MaxResponseBytes = int64(len(body))
	if _, err := iv.Invoke(context.Background(), call(catalog.EndpointSpec{Path: "/x"}, nil)); err != nil {
		t.Fatalf("body at the limit: %v", err)
	}
}

func TestResponseDecoding(t *testing.T) {
	for _, tc := range []struct {
		name   string
		status int
		body   string
		want   any // compared with the JSON of the result; ignored when wantErr
		check  func(t *testing.T, v any)
		err    bool
	}{
		{name: "malformed JSON", status: 200, body: `{"a":`, err: true},
		{name: "HTML page", status: 200, body: `<html>hi</html>`, err: true},
		{name: "trailing data", status: 200, body: `{"a":1} {"b":2}`, err: true},
		{name: "204 is nil", status: 204, want: nil},
		{name: "empty 200 is nil", status: 200, body: " \n", want: nil},
		{name: "plain values with float64 numbers", status: 200, body: `{"a":[1,2.5,"s",true,null],"b":{"c":-0.1}}`,
			want: map[string]any{"a": []any{float64(1), 2.5, "s", true, nil}, "b": map[string]any{"c": -0.1}}},
		{name: "integers beyond 2^53 kept exact", status: 200, body: `[9007199254740993, 9007199254740992, 12345678901234567890, 1e400, 1.0, 1e2]`,
			want: []any{json.Number("9007199254740993"), float64(9007199254740992), json.Number("12345678901234567890"),
				json.Number("1e400"), float64(1), float64(100)}},
	} {
		t.Run(tc.name, func(t *testing.T) {
			up := newUpstream(t, func(w http.ResponseWriter, r *http.Request) {
				w.WriteHeader(tc.status)
				io.WriteString(w, tc.body)
			})
			got, err := invoker(t, up.URL).Invoke(context.Background(), call(catalog.EndpointSpec{Path: "/x"}, nil))
			if tc.err {
				var nr *execute.NonRetryableError
				if !errors.As(err, &nr) {
					t.Fatalf("err = %v, want NonRetryableError", err)
				}
				return
			}
			if err != nil {
				t.Fatal(err)
			}
			if !deepEqual(got, tc.want) {
				t.Fatalf("result = %#v, want %#v", got, tc.want)
			}
		})
	}
}

// deepEqual compares plain JSON values keeping float64 and json.Number apart.
func deepEqual(a, b any) bool {
	switch x := a.(type) {
	case map[string]any:
		y, ok := b.(map[string]any)
		if !ok || len(x) != len(y) {
			return false
		}
		for k := range x {
			if !deepEqual(x[k], y[k]) {
				return false
			}
		}
		return true
	case []any:
		y, ok := b.([]any)
		if !ok || len(x) != len(y) {
			return false
		}
		for i := range x {
			if !deepEqual(x[i], y[i]) {
				return false
			}
		}
		return true
	}
	return a == b
}

func TestNumberConversion(t *testing.T) {
	for _, tc := range []struct {
		in    string
		exact bool // float64 expected
	}{
		{"0", true}, {"-0", true}, {"42", true}, {"-17", true}, {"0.1", true}, {"1.10", true},
		{"1e21", true}, {"1E-7", true}, {"123.456e3", true}, {"9007199254740992", true},
		{"9007199254740993", false}, {"18446744073709551616", true}, {"18446744073709551617", false},
		{"3.14159265358979323846", false}, {"1e400", false}, {"1e-400", false}, {"0.000", true},
	} {
		got := numberValue(json.Number(tc.in))
		if _, isFloat := got.(float64); isFloat != tc.exact {
			t.Errorf("numberValue(%s) = %#v, want float64=%v", tc.in, got, tc.exact)
		}
	}
}

func TestTimeoutClassification(t *testing.T) {
	release := make(chan struct{})
	t.Cleanup(func() { close(release) })
	up := newUpstream(t, func(w http.ResponseWriter, r *http.Request) {
		select {
		case <-r.Context().Done():
		case <-release:
		}
	})
	for _, tc := range []struct {
		name          string
		ep            catalog.EndpointSpec
		indeterminate bool
	}{
		{"read-only GET is unavailable", catalog.EndpointSpec{Path: "/slow", ReadOnly: ptr(true)}, false},
		{"POST mutation is indeterminate", catalog.EndpointSpec{Method: "POST", Path: "/slow", ReadOnly: ptr(false)}, true},
		{"unclassified endpoint is indeterminate", catalog.EndpointSpec{Method: "PUT", Path: "/slow"}, true},
	} {
		t.Run(tc.name, func(t *testing.T) {
			iv := invoker(t, up.URL)
			iv.Timeout = 100 * time.Millisecond
			_, err := iv.Invoke(context.Background(), call(tc.ep, map[string]any{}))
			var ua *execute.UnavailableError
			if tc.indeterminate {
				if !errors.Is(err, execute.ErrIndeterminate) || errors.As(err, &ua) {
					t.Fatalf("err = %v, want ErrIndeterminate (not unavailable)", err)
				}
			} else if !errors.As(err, &ua) || errors.Is(err, execute.ErrIndeterminate) {
				t.Fatalf("err = %v, want UnavailableError", err)
			}
		})
	}
}

func TestConnectionRefusedIsUnavailableEvenForMutations(t *testing.T) {
	ln, err := net.Listen("tcp", "127.0.0.1:0")
	if err != nil {
		t.Fatal(err)
	}
	addr := ln.Addr().String()
	ln.Close()
	ep := catalog.EndpointSpec{Method: "POST", Path: "/items/{id}", ReadOnly: ptr(false), Parameters: []catalog.ParameterSpec{
		{Name: "id", Location: catalog.LocationPath},
		{Name: "q", Location: catalog.LocationQuery},
	}}
	_, err = invoker(t, "http://"+addr).Invoke(context.Background(), call(ep, map[string]any{"id": "path-s3cr3t", "q": "query-s3cr3t"}))
	var ua *execute.UnavailableError
	if !errors.As(err, &ua) || errors.Is(err, execute.ErrIndeterminate) {
		t.Fatalf("err = %v, want UnavailableError", err)
	}
	if strings.Contains(err.Error(), "s3cr3t") {
		t.Fatalf("error leaks argument values: %v", err)
	}
}

func TestCallerCancellation(t *testing.T) {
	release := make(chan struct{})
	t.Cleanup(func() { close(release) })
	arrived := make(chan struct{}, 4)
	up := newUpstream(t, func(w http.ResponseWriter, r *http.Request) {
		arrived <- struct{}{}
		select {
		case <-r.Context().Done():
		case <-release:
		}
	})
	for _, tc := range []struct {
		name          string
		ep            catalog.EndpointSpec
		indeterminate bool
	}{
		{"read-only returns the context error", catalog.EndpointSpec{Path: "/slow", ReadOnly: ptr(true)}, false},
		{"mutation is indeterminate and cancelled", catalog.EndpointSpec{Method: "POST", Path: "/slow", ReadOnly: ptr(false)}, true},
	} {
		t.Run(tc.name, func(t *testing.T) {
			ctx, cancel := context.WithCancel(context.Background())
			go func() {
				<-arrived
				cancel()
			}()
			_, err := invoker(t, up.URL).Invoke(ctx, call(tc.ep, nil))
			var ua *execute.UnavailableError
			if !errors.Is(err, context.Canceled) || errors.As(err, &ua) {
				t.Fatalf("err = %v, want context.Canceled and not unavailable", err)
			}
			if errors.Is(err, execute.ErrIndeterminate) != tc.indeterminate {
				t.Fatalf("err = %v, indeterminate want %v", err, tc.indeterminate)
			}
		})
	}
}

func TestCatalogMistakesRefused(t *testing.T) {
	for _, tc := range []struct {
		name string
		ep   catalog.EndpointSpec
		args map[string]any
	}{
		{"undeclared argument", catalog.EndpointSpec{Path: "/x"}, map[string]any{"extra": 1}},
		{"path parameter missing from template", catalog.EndpointSpec{Path: "/x", Parameters: []catalog.ParameterSpec{
			{Name: "id", Location: catalog.LocationPath}}}, map[string]any{"id": "1"}},
		{"body and body_root together", catalog.EndpointSpec{Method: "POST", Path: "/x", Parameters: []catalog.ParameterSpec{
			{Name: "a", Location: catalog.LocationBody}, {Name: "body", Location: catalog.LocationBodyRoot}}}, map[string]any{"a": 1}},
		{"unsupported location", catalog.EndpointSpec{Path: "/x", Parameters: []catalog.ParameterSpec{
			{Name: "c", Location: "cookie"}}}, map[string]any{"c": "1"}},
		{"unsupported query style", catalog.EndpointSpec{Path: "/x", Parameters: []catalog.ParameterSpec{
			{Name: "q", Location: catalog.LocationQuery, Style: "matrix"}}}, map[string]any{"q": "1"}},
		{"invalid method", catalog.EndpointSpec{Method: "GE T", Path: "/x"}, nil},
		{"no path", catalog.EndpointSpec{Method: "GET"}, nil},
		{"non-finite number", catalog.EndpointSpec{Path: "/x", Parameters: []catalog.ParameterSpec{
			{Name: "q", Location: catalog.LocationQuery}}}, map[string]any{"q": json.Number("NaN")}},
	} {
		t.Run(tc.name, func(t *testing.T) {
			up := newUpstream(t, nil)
			_, err := invoker(t, up.URL).Invoke(context.Background(), call(tc.ep, tc.args))
			var nr *execute.NonRetryableError
			if !errors.As(err, &nr) {
				t.Fatalf("err = %v, want NonRetryableError", err)
			}
			if n := len(up.requests()); n != 0 {
				t.Fatalf("server saw %d requests, want 0", n)
			}
		})
	}
}

func TestParseRetryAfter(t *testing.T) {
	now := time.Date(2026, 1, 2, 3, 4, 5, 0, time.UTC)
	for in, want := range map[string]time.Duration{
		"":                              0,
		"0":                             0,
		"-5":                            0,
		"120":                           2 * time.Minute,
		"Fri, 02 Jan 2026 03:05:05 GMT": time.Minute,
		"Fri, 02 Jan 2026 03:00:00 GMT": 0,
		"later":                         0,
	} {
		if got := parseRetryAfter(in, now); got != want {
			t.Errorf("parseRetryAfter(%q) = %v, want %v", in, got, want)
		}
	}
	if got := parseRetryAfter("99999999999999999", now); got <= 0 {
		t.Errorf("huge Retry-After overflowed: %v", got)
	}
}

func TestGatewayErrorsOnMutationsAreIndeterminate(t *testing.T) {
	for _, status := range []int{http.StatusBadGateway, http.StatusGatewayTimeout} {
		up := newUpstream(t, func(w http.ResponseWriter, r *http.Request) { w.WriteHeader(status) })
		_, err := invoker(t, up.URL).Invoke(context.Background(), call(catalog.EndpointSpec{Method: "POST", Path: "/x", ReadOnly: ptr(false)}, nil))
		if !errors.Is(err, execute.ErrIndeterminate) {
			t.Fatalf("%d on a POST: err = %v, want indeterminate", status, err)
		}
		var ua *execute.UnavailableError
		if errors.As(err, &ua) {
			t.Fatalf("%d on a POST must not be retryable: %v", status, err)
		}
	}
}
