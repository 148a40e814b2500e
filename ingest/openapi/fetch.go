package openapi

import (
	"context"
	"errors"
	"fmt"
	"io"
	"net/http"
	"net/url"
	"os"
	"strings"
	"sync"
	"time"
)

// Defaults for the zero values of Options.
const (
	DefaultMaxDocumentBytes int64 = 16 << 20
	DefaultTimeout                = 30 * time.Second
	// maxRedirects bounds the same-origin redirects followed while fetching.
	maxRedirects = 5
	// maxExternalDocuments bounds the documents same-origin $refs may pull in.
	maxExternalDocuments = 16
)

// Options configure one ingestion. The zero value ingests a document with its derived
// name, no namespace or provider, no approved base URL unless the document's servers are
// same-origin with it, and no external $refs.
type Options struct {
	// Name overrides the tool name (default: the sanitized info.title, else "openapi").
	Name string
	// Namespace and Provider are copied into the tool.
	Namespace string
	Provider  string
	// BaseURL is an approved base URL supplied by local code; it wins over servers.
	BaseURL string
	// AllowSameOriginRefs lets $refs to other documents load when they are http(s) URLs
	// with the same origin as the document. Other external $refs are always refused.
	AllowSameOriginRefs bool
	// MaxDocumentBytes caps each document read (default 16 MiB).
	MaxDocumentBytes int64
	// HTTPClient fetches documents (default: a plain client); it is copied and its
	// redirect policy replaced by a same-origin one.
	HTTPClient *http.Client
	// Timeout bounds each fetch, body included (default 30 s).
	Timeout time.Duration
	// SchemaHeader is sent when fetching the document and its same-origin $refs, and
	// nowhere else: it is never stored in the tool nor used at run time.
	SchemaHeader http.Header
}

func (o *Options) maxBytes() int64 {
	if o.MaxDocumentBytes > 0 {
		return o.MaxDocumentBytes
	}
	return DefaultMaxDocumentBytes
}

func (o *Options) timeout() time.Duration {
	if o.Timeout > 0 {
		return o.Timeout
	}
	return DefaultTimeout
}

// Fetch downloads an OpenAPI document over http(s) and ingests it (see Parse). The fetch
// is bounded by opts.Timeout and ctx, the body by opts.MaxDocumentBytes (a larger
// Content-Length fails before the body is read), redirects are followed only within the
// same origin, and URLs with credentials (user:password@) are refused. On error nothing
// is returned.
func Fetch(ctx context.Context, rawURL string, opts Options) (*Result, error) {
	u, err := parseDocumentURL(rawURL)
	if err != nil {
		return nil, err
	}
	f := newFetcher(ctx, u, opts)
	data, err := f.get(u)
	if err != nil {
		return nil, err
	}
	return parse(ctx, data, u.String(), u, opts, f)
}

// ReadFile reads an OpenAPI document from a file and ingests it (see Parse). A file
// larger than opts.MaxDocumentBytes is refused before it is read. External $refs are
// refused: a file has no origin.
func ReadFile(path string, opts Options) (*Result, error) {
	file, err := os.Open(path)
	if err != nil {
		return nil, err
	}
	defer file.Close()
	limit := opts.maxBytes()
	if st, err := file.Stat(); err == nil && st.Mode().IsRegular() && st.Size() > limit {
		return nil, fmt.Errorf("%s: document is %d bytes, larger than the %d-byte limit", path, st.Size(), limit)
	}
	data, err := io.ReadAll(io.LimitReader(file, limit+1))
	if err != nil {
		return nil, fmt.Errorf("%s: %w", path, err)
	}
	if int64(len(data)) > limit {
		return nil, fmt.Errorf("%s: document is larger than the %d-byte limit", path, limit)
	}
	res, err := parse(context.Background(), data, path, nil, opts, nil)
	if err != nil {
		return nil, fmt.Errorf("%s: %w", path, err)
	}
	return res, nil
}

// parseDocumentURL accepts absolute http(s) URLs without credentials. Errors never echo
// the URL: it might carry a secret.
func parseDocumentURL(raw string) (*url.URL, error) {
	u, err := url.Parse(strings.TrimSpace(raw))
	if err != nil {
		return nil, errors.New("document URL does not parse")
	}
	scheme := strings.ToLower(u.Scheme)
	switch {
	case scheme != "http" && scheme != "https":
		return nil, errors.New("document URL must use http or https")
	case u.User != nil:
		return nil, errors.New("document URL must not contain credentials (user:password@)")
	case u.Host == "" || u.Opaque != "":
		return nil, errors.New("document URL has no host")
	}
	u.Scheme = scheme
	u.Fragment, u.RawFragment = "", ""
	return u, nil
}

// sameOrigin compares scheme, host and port (default ports made explicit).
func sameOrigin(a, b *url.URL) bool {
	if a == nil || b == nil {
		return false
	}
	return strings.EqualFold(a.Scheme, b.Scheme) && originHost(a) == originHost(b)
}

func originHost(u *url.URL) string {
	host, port := strings.ToLower(u.Hostname()), u.Port()
	if port == "" {
		switch strings.ToLower(u.Scheme) {
		case "http":
			port = "80"
		case "https":
			port = "443"
		}
	}
	return host + ":" + port
}

// fetcher reads the document and the same-origin documents its $refs name, each once,
// under one size and time policy. It is shared by kin-openapi's loader and our resolver.
type fetcher struct {
	ctx    context.Context
	origin *url.URL
	opts   Options
	client *http.Client

	mu    sync.Mutex
	cache map[string][]byte
}

func newFetcher(ctx context.Context, origin *url.URL, opts Options) *fetcher {
	var c http.Client
	if opts.HTTPClient != nil {
		c = *opts.HTTPClient
	}
	c.CheckRedirect = func(req *http.Request, via []*http.Request) error {
		if len(via) >= maxRedirects {
			return fmt.Errorf("more than %d redirects", maxRedirects)
		}
		if !sameOrigin(req.URL, via[0].URL) {
			return errors.New("redirect to another origin refused")
		}
		if req.URL.User != nil {
			return errors.New("redirect to a URL with credentials refused")
		}
		return nil
	}
	return &fetcher{ctx: ctx, origin: origin, opts: opts, client: &c, cache: map[string][]byte{}}
}

// get returns the bytes of one http(s) document of the fetcher's origin.
func (f *fetcher) get(u *url.URL) ([]byte, error) {
	key := cacheKey(u)
	f.mu.Lock()
	data, ok := f.cache[key]
	n := len(f.cache)
	f.mu.Unlock()
	if ok {
		return data, nil
	}
	if n > maxExternalDocuments {
		return nil, fmt.Errorf("$refs name more than %d other documents", maxExternalDocuments)
	}
	if !sameOrigin(u, f.origin) || u.User != nil {
		return nil, fmt.Errorf("document %s is not same-origin", redact(u))
	}
	data, err := f.download(u)
	if err != nil {
		return nil, err
	}
	f.mu.Lock()
	f.cache[key] = data
	f.mu.Unlock()
	return data, nil
}

func cacheKey(u *url.URL) string {
	c := *u
	c.Fragment, c.RawFragment = "", ""
	return c.String()
}

// redact writes a URL without its query (which may hold a token).
func redact(u *url.URL) string {
	c := *u
	c.RawQuery, c.Fragment, c.RawFragment, c.User = "", "", "", nil
	return c.String()
}

func (f *fetcher) download(u *url.URL) ([]byte, error) {
	limit := f.opts.maxBytes()
	ctx, cancel := context.WithTimeout(f.ctx, f.opts.timeout())
	defer cancel()
	req, err := http.NewRequestWithContext(ctx, http.MethodGet, u.String(), nil)
	if err != nil {
		return nil, fmt.Errorf("fetch %s: cannot build the request", redact(u))
	}
	for k, vs := range f.opts.SchemaHeader {
		for _, v := range vs {
			req.Header.Add(k, v)
		}
	}
	if req.Header.Get("Accept") == "" {
		req.Header.Set("Accept", "application/json, application/yaml;q=0.9, */*;q=0.5")
	}
	resp, err := f.client.Do(req)
	if err != nil {
		var ue *url.Error
		if errors.As(err, &ue) {
			err = ue.Err // its text repeats the URL
		}
		if ctx.Err() != nil && f.ctx.Err() == nil {
			return nil, fmt.Errorf("fetch %s: no answer within %s", redact(u), f.opts.timeout())
		}
		return nil, fmt.Errorf("fetch %s: %w", redact(u), err)
	}
	defer resp.Body.Close()
	if resp.StatusCode < 200 || resp.StatusCode > 299 {
		return nil, fmt.Errorf("fetch %s: HTTP %d", redact(u), resp.StatusCode)
	}
	if resp.ContentLength > limit {
		return nil, fmt.Errorf("fetch %s: document is %d bytes, larger than the %d-byte limit", redact(u), resp.ContentLength, limit)
	}
	data, err := io.ReadAll(io.LimitReader(resp.Body, limit+1))
	if err != nil {
		if ctx.Err() != nil && f.ctx.Err() == nil {
			return nil, fmt.Errorf("fetch %s: body not complete within %s", redact(u), f.opts.timeout())
		}
		return nil, fmt.Errorf("fetch %s: %w", redact(u), err)
	}
	if int64(len(data)) > limit {
		return nil, fmt.Errorf("fetch %s: document is larger than the %d-byte limit", redact(u), limit)
	}
	return data, nil
}
