package openapi

import (
	"bytes"
	"context"
	"errors"
	"fmt"
	"net"
	"net/http"
	"net/http/httptest"
	"os"
	"path/filepath"
	"strings"
	"sync/atomic"
	"testing"
	"time"
)

// noResult asserts that an ingestion failed cleanly: an error, no partial result, and
// quickly.
func noResult(t *testing.T, res *Result, err error, start time.Time, bound time.Duration, want string) {
	t.Helper()
	if err == nil {
		t.Fatalf("no error; result %+v", res.Report)
	}
	if res != nil {
		t.Fatalf("a result was returned with the error %v", err)
	}
	if !strings.Contains(err.Error(), want) {
		t.Fatalf("error %q does not say %q", err, want)
	}
	if took := time.Since(start); took > bound {
		t.Fatalf("took %s, more than %s", took, bound)
	}
}

func TestMalformedDocuments(t *testing.T) {
	petstore, err := os.ReadFile("testdata/petstore.yaml")
	if err != nil {
		t.Fatal(err)
	}
	optimadeJSON, err := os.ReadFile("testdata/optimade.json")
	if err != nil {
		t.Fatal(err)
	}
	cases := []struct {
		name, doc, source, want string
	}{
		{"not YAML", "openapi: 3.0.0\ninfo: [\n", "x.yaml", "not a JSON or YAML document"},
		{"truncated JSON", string(optimadeJSON[:len(optimadeJSON)/2]), "x.json", "not a JSON or YAML document"},
		// Cut inside components: the $refs to the schemas that were cut off no longer resolve.
		{"truncated YAML", string(petstore[:bytes.Index(petstore, []byte("    Pets:"))]), "x.yaml", "invalid OpenAPI document"},
		{"empty", "", "x.yaml", "empty document"},
		{"not an object", "[1, 2]", "x.json", "top level is not an object"},
		{"no version", `{"info": {"title": "t", "version": "1"}, "paths": {}}`, "x.json", `no "openapi" version`},
		{"swagger 2", `{"swagger": "2.0", "info": {"title": "t", "version": "1"}, "paths": {}}`, "x.json", "Swagger 2.0"},
		{"version 3.2", `{"openapi": "3.2.0", "info": {"title": "t", "version": "1"}, "paths": {}}`, "x.json", `"3.2.0" is not supported`},
		{"no operations", `{"openapi": "3.0.3", "info": {"title": "t", "version": "1"}, "paths": {}}`, "x.json", "no endpoint could be made"},
		{"duplicate keys", "openapi: 3.0.3\nopenapi: 3.1.0\n", "x.yaml", "duplicate key"},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			start := time.Now()
			res, err := Parse([]byte(c.doc), c.source, Options{})
			noResult(t, res, err, start, 5*time.Second, c.want)
		})
	}
}

const cyclicSchemas = `
openapi: 3.0.3
info: {title: cycles, version: "1"}
paths:
  /a:
    get:
      responses:
        '200':
          description: ok
          content:
            application/json:
              schema: {$ref: '#/components/schemas/A'}
components:
  schemas:
    A: {$ref: '#/components/schemas/B'}
    B: {$ref: '#/components/schemas/A'}
`

const cyclicParameters = `
openapi: 3.1.0
info: {title: cycles, version: "1"}
paths:
  /a:
    get:
      parameters:
        - $ref: '#/components/parameters/P'
      responses:
        '204': {description: ok}
components:
  parameters:
    P: {$ref: '#/components/parameters/Q'}
    Q: {$ref: '#/components/parameters/P'}
`

func TestRefCycleIsAnError(t *testing.T) {
	for name, doc := range map[string]string{"schemas": cyclicSchemas, "parameters": cyclicParameters} {
		t.Run(name, func(t *testing.T) {
			start := time.Now()
			res, err := Parse([]byte(doc), "cycle.yaml", Options{})
			noResult(t, res, err, start, 5*time.Second, "$ref cycle")
			var ce *RefCycleError
			if !errors.As(err, &ce) || len(ce.Chain) < 3 {
				t.Fatalf("want a *RefCycleError with its chain, got %v", err)
			}
		})
	}
}

// A recursive schema (a tree) is valid: it is kept exactly, through "$defs".
func TestRecursiveSchemaIsKept(t *testing.T) {
	doc := `
openapi: 3.0.3
info: {title: tree, version: "1"}
paths:
  /nodes/{id}:
    get:
      operationId: getNode
      parameters: [{name: id, in: path, required: true, schema: {type: string}}]
      responses:
        '200':
          description: ok
          content:
            application/json:
              schema: {$ref: '#/components/schemas/Node'}
components:
  schemas:
    Node:
      type: object
      properties:
        id: {type: string}
        children: {type: array, items: {$ref: '#/components/schemas/Node'}}
`
	res, err := Parse([]byte(doc), "tree.yaml", Options{})
	if err != nil {
		t.Fatal(err)
	}
	checkUsable(t, res)
	ep := res.Tool.Endpoints[0]
	defs, _ := ep.OutputSchema["$defs"].(map[string]any)
	if _, ok := defs["Node"]; !ok || ep.OutputSchema["$ref"] != "#/$defs/Node" {
		t.Fatalf("output schema %v", ep.OutputSchema)
	}
	if len(ep.OutputFields) != 2 || ep.OutputFields[1].Name != "id" || !ep.OutputFields[1].Identifier {
		t.Fatalf("fields %+v", ep.OutputFields)
	}
}

func TestOversizedDocument(t *testing.T) {
	const size = 50 << 20
	big := bytes.Repeat([]byte(" "), size)

	t.Run("bytes", func(t *testing.T) {
		start := time.Now()
		res, err := Parse(big, "big.json", Options{})
		noResult(t, res, err, start, time.Second, "larger than the 16777216-byte limit")
	})

	t.Run("file", func(t *testing.T) {
		path := filepath.Join(t.TempDir(), "big.yaml")
		f, err := os.Create(path)
		if err != nil {
			t.Fatal(err)
		}
		if err := f.Truncate(size); err != nil { // sparse: nothing to read
			t.Fatal(err)
		}
		f.Close()
		start := time.Now()
		res, err := ReadFile(path, Options{})
		noResult(t, res, err, start, time.Second, "larger than the 16777216-byte limit")
	})

	// The server announces 50 MB: refused on the header, before the body is read.
	t.Run("content-length", func(t *testing.T) {
		var sent atomic.Int64
		srv := httptest.NewServer(http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
			w.Header().Set("Content-Length", fmt.Sprint(size))
			chunk := make([]byte, 64<<10)
			for sent.Load() < size {
				n, err := w.Write(chunk)
				sent.Add(int64(n))
				if err != nil {
					return
				}
			}
		}))
		defer srv.Close()
		start := time.Now()
		res, err := Fetch(context.Background(), srv.URL+"/openapi.json", Options{})
		noResult(t, res, err, start, 5*time.Second, "larger than the 16777216-byte limit")
	})

	// No Content-Length: reading stops one byte past the cap.
	t.Run("stream", func(t *testing.T) {
		var sent atomic.Int64
		srv := httptest.NewServer(http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
			chunk := bytes.Repeat([]byte(" "), 64<<10)
			for sent.Load() < size {
				n, err := w.Write(chunk)
				sent.Add(int64(n))
				if err != nil {
					return
				}
				w.(http.Flusher).Flush()
			}
		}))
		defer srv.Close()
		start := time.Now()
		res, err := Fetch(context.Background(), srv.URL+"/openapi.json", Options{})
		noResult(t, res, err, start, 5*time.Second, "larger than the 16777216-byte limit")
		srv.CloseClientConnections()
		if s := sent.Load(); s >= size {
			t.Errorf("the whole %d bytes were sent", s)
		}
	})
}

// A server that accepts the connection and never answers: the fetch ends at its timeout.
func TestServerThatNeverAnswers(t *testing.T) {
	ln, err := net.Listen("tcp", "127.0.0.1:0")
	if err != nil {
		t.Fatal(err)
	}
	defer ln.Close()
	go func() {
		var conns []net.Conn // held open, never read or written
		defer func() {
			for _, c := range conns {
				c.Close()
			}
		}()
		for {
			c, err := ln.Accept()
			if err != nil {
				return
			}
			conns = append(conns, c)
		}
	}()
	url := "http://" + ln.Addr().String() + "/openapi.json"

	start := time.Now()
	res, err := Fetch(context.Background(), url, Options{Timeout: 300 * time.Millisecond})
	noResult(t, res, err, start, 3*time.Second, "no answer within 300ms")

	// The caller's context bounds it too.
	ctx, cancel := context.WithTimeout(context.Background(), 200*time.Millisecond)
	defer cancel()
	start = time.Now()
	res, err = Fetch(ctx, url, Options{})
	noResult(t, res, err, start, 3*time.Second, "fetch http://")
}

func TestFetchRefusals(t *testing.T) {
	other := httptest.NewServer(http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		w.Write([]byte(materialsDoc))
	}))
	defer other.Close()
	srv := httptest.NewServer(http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		switch r.URL.Path {
		case "/moved.json":
			http.Redirect(w, r, other.URL+"/openapi.json", http.StatusFound)
		case "/here.json":
			http.Redirect(w, r, "/openapi.json", http.StatusFound)
		case "/openapi.json":
			w.Write([]byte(materialsDoc))
		default:
			http.NotFound(w, r)
		}
	}))
	defer srv.Close()
	ctx := context.Background()

	start := time.Now()
	res, err := Fetch(ctx, srv.URL+"/moved.json", Options{})
	noResult(t, res, err, start, 5*time.Second, "redirect to another origin refused")

	if res, err := Fetch(ctx, srv.URL+"/here.json", Options{}); err != nil || res.BaseURL != srv.URL+"/v1" {
		t.Fatalf("same-origin redirect: %v", err)
	}

	res, err = Fetch(ctx, srv.URL+"/missing.json", Options{})
	noResult(t, res, err, start, 5*time.Second, "HTTP 404")

	secret := strings.Replace(srv.URL, "http://", "http://user:hunter2@", 1) + "/openapi.json"
	res, err = Fetch(ctx, secret, Options{})
	noResult(t, res, err, start, 5*time.Second, "must not contain credentials")
	if strings.Contains(err.Error(), "hunter2") {
		t.Fatalf("the error repeats the password: %v", err)
	}

	res, err = Fetch(ctx, "file:///etc/passwd", Options{})
	noResult(t, res, err, start, 5*time.Second, "http or https")
}

// Servers on another origin are not approved: the tool stays unbound.
func TestCrossOriginServersLeaveTheToolUnbound(t *testing.T) {
	doc := strings.Replace(materialsDoc, `"servers": [{"url": "/v1"}]`, `"servers": [{"url": "https://api.example.org/v1"}]`, 1)
	srv := httptest.NewServer(http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) { w.Write([]byte(doc)) }))
	defer srv.Close()
	res, err := Fetch(context.Background(), srv.URL+"/openapi.json", Options{})
	if err != nil {
		t.Fatal(err)
	}
	if res.BaseURL != "" || res.Tool.ExecutionMetadata["base_url"] != nil {
		t.Fatalf("base URL %q approved for a cross-origin server", res.BaseURL)
	}
	found := false
	for _, it := range res.Report.Items {
		found = found || (it.Pointer == "/servers" && it.Kind == KindSkipped)
	}
	if !found {
		t.Fatalf("no report item for the unapproved servers: %+v", res.Report.Items)
	}
	// The caller can still approve one.
	res, err = Fetch(context.Background(), srv.URL+"/openapi.json", Options{BaseURL: "https://api.example.org/v1/"})
	if err != nil || res.BaseURL != "https://api.example.org/v1" {
		t.Fatalf("explicit base URL: %v %q", err, res.BaseURL)
	}
	if _, err := Fetch(context.Background(), srv.URL+"/openapi.json", Options{BaseURL: "ftp://x"}); err == nil {
		t.Fatal("a non-http base URL was accepted")
	}
}

const splitDoc = `{
  "openapi": "3.0.3",
  "info": {"title": "split", "version": "1"},
  "paths": {"/things": {"get": {"operationId": "listThings", "responses": {"200": {"description": "ok",
    "content": {"application/json": {"schema": {"$ref": "REF"}}}}}}}}
}`

func TestExternalRefs(t *testing.T) {
	remote := httptest.NewServer(http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		w.Write([]byte(`{"type": "object", "properties": {"id": {"type": "string"}}}`))
	}))
	defer remote.Close()
	var doc string
	srv := httptest.NewServer(http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		switch r.URL.Path {
		case "/api/openapi.json":
			w.Write([]byte(doc))
		case "/api/thing.json":
			w.Write([]byte(`{"type": "object", "properties": {"id": {"type": "string"}, "size": {"type": "integer"}}}`))
		default:
			http.NotFound(w, r)
		}
	}))
	defer srv.Close()
	ctx := context.Background()
	url := srv.URL + "/api/openapi.json"

	doc = strings.Replace(splitDoc, "REF", "thing.json", 1)
	start := time.Now()
	res, err := Fetch(ctx, url, Options{})
	noResult(t, res, err, start, 5*time.Second, "external $ref refused")

	res, err = Fetch(ctx, url, Options{AllowSameOriginRefs: true})
	if err != nil {
		t.Fatal(err)
	}
	if f := res.Tool.Endpoints[0].OutputFields; len(f) != 2 || f[1].Name != "size" {
		t.Fatalf("fields from the same-origin document: %+v", f)
	}
	checkUsable(t, res)

	doc = strings.Replace(splitDoc, "REF", remote.URL+"/thing.json", 1)
	res, err = Fetch(ctx, url, Options{AllowSameOriginRefs: true})
	noResult(t, res, err, start, 5*time.Second, "external $ref refused")

	// A document read from bytes or a file has no origin: every external $ref is refused.
	res, err = Parse([]byte(strings.Replace(splitDoc, "REF", "/etc/passwd", 1)), "doc.json", Options{AllowSameOriginRefs: true})
	noResult(t, res, err, start, 5*time.Second, "external $ref refused")
}
