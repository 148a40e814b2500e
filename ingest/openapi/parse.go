package openapi

import (
	"context"
	"errors"
	"fmt"
	"maps"
	"net/url"
	"slices"
	"strconv"
	"strings"

	"github.com/getkin/kin-openapi/openapi3"

	"github.com/schemarouter/schemarouter/catalog"
	"github.com/schemarouter/schemarouter/execute/httpinvoker"
	"github.com/schemarouter/schemarouter/internal/jsonschema"
)

// Result is one ingested document: a tool that validates and registers, its approved
// base URL and the compatibility report.
type Result struct {
	Tool catalog.ToolSpec
	// BaseURL is the approved base URL (also in Tool.ExecutionMetadata["base_url"]), or
	// "" when the tool is unbound until local code supplies one.
	BaseURL string
	Report  Report
}

// Parse ingests an OpenAPI 3.0 or 3.1 document (JSON or YAML). docURL is where the
// document came from: an http(s) URL gives it an origin (servers on that origin are
// approved; with Options.AllowSameOriginRefs, $refs to that origin are loaded), anything
// else (a file path, or "") is only recorded as the source. On error nothing is returned.
func Parse(data []byte, docURL string, opts Options) (*Result, error) {
	var u *url.URL
	var f *fetcher
	if pu, err := url.Parse(docURL); err == nil && (strings.EqualFold(pu.Scheme, "http") || strings.EqualFold(pu.Scheme, "https")) {
		if u, err = parseDocumentURL(docURL); err != nil {
			return nil, err
		}
		f = newFetcher(context.Background(), u, opts)
	}
	return parse(context.Background(), data, docURL, u, opts, f)
}

func parse(ctx context.Context, data []byte, source string, u *url.URL, opts Options, f *fetcher) (*Result, error) {
	if limit := opts.maxBytes(); int64(len(data)) > limit {
		return nil, fmt.Errorf("document is %d bytes, larger than the %d-byte limit", len(data), limit)
	}
	hint := source
	if u != nil {
		hint = u.Path
		source = redact(u)
	}
	// kin-openapi and the plain JSON reading work on the same bytes; do both at once.
	var raw any
	var rawErr error
	done := make(chan struct{})
	go func() {
		defer close(done)
		raw, rawErr = catalog.ParseDocument(data, hint)
	}()
	doc, kinErr := loadKin(ctx, data, u, opts, f)
	<-done
	if rawErr != nil {
		return nil, fmt.Errorf("not a JSON or YAML document: %w", rawErr)
	}
	rootMap, ok := raw.(map[string]any)
	if !ok {
		return nil, errors.New("not an OpenAPI document: the top level is not an object")
	}
	version, _ := rootMap["openapi"].(string)
	switch {
	case rootMap["swagger"] != nil:
		return nil, errors.New("the document is Swagger 2.0, which is not supported: convert it to OpenAPI 3")
	case version == "":
		return nil, errors.New(`not an OpenAPI document: no "openapi" version field`)
	case !(version == "3.0" || version == "3.1" || strings.HasPrefix(version, "3.0.") || strings.HasPrefix(version, "3.1.")):
		return nil, fmt.Errorf("OpenAPI version %q is not supported (3.0 and 3.1 are)", version)
	}
	if kinErr != nil {
		return nil, fmt.Errorf("invalid OpenAPI document: %w", kinErr)
	}
	v30 := strings.HasPrefix(version, "3.0")

	rep := &reporter{}
	main := &rawDoc{url: u, root: rootMap}
	r := &resolver{main: main, docs: map[string]*rawDoc{}, fetch: f, allowed: opts.AllowSameOriginRefs}
	root := node{doc: main, v: rootMap}
	validate(ctx, doc, rep)
	val := jsonschema.New()
	b := &builder{r: r, s: newSchemaSet(r, rep, v30, val), rep: rep, v30: v30, root: root, validator: val}

	if d := root.str("jsonSchemaDialect"); d != "" && d != "https://spec.openapis.org/oas/3.1/dialect/base" {
		rep.add("/jsonSchemaDialect", KindApproximated, "jsonSchemaDialect", fmt.Sprintf("schemas are read as JSON Schema 2020-12, not as dialect %q", d))
	}
	paths := root.at("paths")
	operations := 0
	taken := map[string]bool{}
	var endpoints []catalog.EndpointSpec
	for _, p := range slices.Sorted(maps.Keys(paths.obj())) {
		if strings.HasPrefix(p, "x-") {
			continue
		}
		item, err := r.deref(paths.at(p))
		if err != nil {
			return nil, err
		}
		for _, m := range methods {
			op := item.at(m)
			if op.obj() == nil {
				continue
			}
			operations++
			ep, err := b.operation(p, item, op, m)
			if errors.Is(err, errSkip) {
				continue
			}
			if err != nil {
				return nil, err
			}
			base := endpointBaseName(op.str("operationId"), m, p)
			ep.Name = uniqueName(base, taken)
			if ep.Name != base {
				rep.add(op.where(), KindApproximated, "operationId", fmt.Sprintf("the endpoint name %q is already taken; this endpoint is named %q", base, ep.Name))
			}
			if err := ep.Validate(); err != nil {
				rep.add(op.where(), KindSkipped, "operation", fmt.Sprintf("not a valid endpoint: %v", oneLine(err.Error())))
				continue
			}
			endpoints = append(endpoints, ep)
		}
	}
	for _, name := range slices.Sorted(maps.Keys(root.at("webhooks").obj())) {
		rep.add(root.at("webhooks", name).where(), KindSkipped, "webhook", "webhooks are calls the API makes, not operations it offers; not ingested")
	}
	if len(endpoints) == 0 {
		return nil, fmt.Errorf("no endpoint could be made from the document's %d operation(s)%s", operations, firstReasons(rep))
	}

	info := root.at("info")
	name := opts.Name
	if name == "" {
		name = toolNameFor(info.str("title"))
	}
	tool := catalog.ToolSpec{
		Name: name, Namespace: opts.Namespace, Description: joinText(info.str("title"), info.str("description")),
		Endpoints: endpoints, Provider: opts.Provider, AccessMode: "openapi", Remote: true,
	}
	base, err := approveBase(root, u, opts.BaseURL, rep)
	if err != nil {
		return nil, err
	}
	if base != "" {
		tool.ExecutionMetadata = map[string]any{"base_url": base}
	}
	meta := map[string]any{"openapi_version": version}
	if source != "" {
		meta["source"] = source
	}
	if t := info.str("title"); t != "" {
		meta["title"] = t
	}
	if v := info.str("version"); v != "" {
		meta["document_version"] = v
	}
	var servers []any
	for i := range root.at("servers").list() {
		if s := root.at("servers", strconv.Itoa(i)).str("url"); s != "" {
			servers = append(servers, s)
		}
	}
	if len(servers) > 0 {
		meta["servers"] = servers
	}
	tool.Metadata = meta
	if err := tool.Validate(); err != nil {
		return nil, fmt.Errorf("the ingested tool is not valid: %w", err)
	}
	return &Result{Tool: tool, BaseURL: base, Report: Report{
		Document: source, OpenAPIVersion: version, Operations: operations, Endpoints: len(endpoints),
		BaseURL: base, Items: rep.sorted(),
	}}, nil
}

func firstReasons(rep *reporter) string {
	var msgs []string
	for _, it := range rep.sorted() {
		if it.Kind == KindSkipped && (it.Construct == "operation" || it.Construct == "path") {
			msgs = append(msgs, it.Pointer+": "+it.Message)
			if len(msgs) == 3 {
				break
			}
		}
	}
	if len(msgs) == 0 {
		return ""
	}
	return ": " + strings.Join(msgs, "; ")
}

func oneLine(s string) string { return strings.ReplaceAll(s, "\n", "; ") }

// loadKin loads the document with kin-openapi. External $refs go through the fetcher
// and only when same-origin references are allowed.
func loadKin(ctx context.Context, data []byte, u *url.URL, opts Options, f *fetcher) (doc *openapi3.T, err error) {
	defer func() {
		if p := recover(); p != nil { // a parser bug must not take the caller down
			doc, err = nil, fmt.Errorf("the OpenAPI parser failed: %v", p)
		}
	}()
	loader := openapi3.NewLoader()
	loader.Context = ctx
	loader.ReadFromURIFunc = func(_ *openapi3.Loader, loc *url.URL) ([]byte, error) {
		if !opts.AllowSameOriginRefs || f == nil || u == nil || !sameOrigin(loc, u) {
			return nil, errors.New("external $ref refused: only same-origin http(s) references are allowed, and only when same-origin references are enabled")
		}
		return f.get(loc)
	}
	if u != nil {
		return loader.LoadFromDataWithPath(data, u)
	}
	return loader.LoadFromData(data)
}

// validate runs kin-openapi's validator and reports each problem at its JSON pointer.
func validate(ctx context.Context, doc *openapi3.T, rep *reporter) {
	defer func() {
		if p := recover(); p != nil {
			rep.add("", KindInvalid, "document", fmt.Sprintf("the OpenAPI validator failed: %v", p))
		}
	}()
	err := doc.Validate(ctx, openapi3.EnableMultiError(), openapi3.DisableExamplesValidation(),
		openapi3.DisableSchemaDefaultsValidation(), openapi3.DisableSchemaPatternValidation())
	var walk func(err error)
	walk = func(err error) {
		var me openapi3.MultiError
		if errors.As(err, &me) && isMulti(err) {
			for _, e := range me {
				walk(e)
			}
			return
		}
		ptr, msg := validationPointer(err)
		rep.add(ptr, KindInvalid, "document", msg)
	}
	if err != nil {
		walk(err)
	}
}

func isMulti(err error) bool {
	_, ok := err.(openapi3.MultiError)
	return ok
}

var componentSections = map[string]string{
	"schema": "schemas", "parameter": "parameters", "header": "headers", "request body": "requestBodies",
	"response": "responses", "security scheme": "securitySchemes", "example": "examples", "link": "links",
	"callback": "callbacks",
}

// validationPointer reads kin-openapi's context wrappers into a JSON pointer; the message
// is the text below the deepest wrapper understood.
func validationPointer(err error) (string, string) {
	ptr := ""
	for {
		switch e := err.(type) {
		case *openapi3.SectionValidationError:
			ptr, err = joinPointer(ptr, e.Section), e.Cause
			continue
		case *openapi3.ComponentValidationError:
			if sec, ok := componentSections[e.Section]; ok {
				ptr, err = joinPointer(ptr, sec, e.Name), e.Cause
				continue
			}
		case *openapi3.PathValidationError:
			ptr, err = joinPointer(ptr, e.Path), e.Cause
			continue
		case *openapi3.OperationValidationError:
			ptr, err = joinPointer(ptr, strings.ToLower(e.Method)), e.Cause
			continue
		case *openapi3.WebhookValidationError:
			ptr, err = joinPointer(ptr, e.Name), e.Cause
			continue
		}
		return ptr, oneLine(err.Error())
	}
}

// approveBase returns the approved base URL: the caller's, else the first server that is
// same-origin with the document; "" (with a report item) when none is.
func approveBase(root node, docURL *url.URL, override string, rep *reporter) (string, error) {
	if override != "" {
		if _, err := httpinvoker.New(override); err != nil {
			return "", fmt.Errorf("base URL: %w", err)
		}
		return strings.TrimRight(override, "/"), nil
	}
	servers := root.at("servers")
	urls := []string{"/"} // the specification's default server
	if list := servers.list(); len(list) > 0 {
		urls = urls[:0]
		for i := range list {
			s := servers.at(strconv.Itoa(i))
			expanded, ok := expandServer(s)
			if ok {
				urls = append(urls, expanded)
			}
		}
	}
	if docURL == nil {
		rep.add(servers.where(), KindSkipped, "servers", "the document has no origin (it was not fetched over http(s)), so no server is approved; the tool stays unbound until a base URL is supplied")
		return "", nil
	}
	for _, raw := range urls {
		su, err := url.Parse(raw)
		if err != nil {
			continue
		}
		abs := docURL.ResolveReference(su)
		abs.RawQuery, abs.Fragment = "", ""
		if !sameOrigin(abs, docURL) || abs.User != nil {
			continue
		}
		base := strings.TrimRight(abs.String(), "/")
		if _, err := httpinvoker.New(base); err != nil {
			continue
		}
		return base, nil
	}
	rep.add(servers.where(), KindSkipped, "servers", "no server is on the document's origin, so none is approved; the tool stays unbound until a base URL is supplied")
	return "", nil
}

// expandServer fills a server URL's {variables} with their defaults.
func expandServer(s node) (string, bool) {
	raw := s.str("url")
	if raw == "" {
		return "", false
	}
	vars := s.at("variables")
	var b strings.Builder
	for rest := raw; ; {
		i := strings.IndexByte(rest, '{')
		if i < 0 {
			b.WriteString(rest)
			return b.String(), true
		}
		j := strings.IndexByte(rest[i:], '}')
		if j < 0 {
			return "", false
		}
		def, ok := vars.at(rest[i+1:i+j], "default").v.(string)
		if !ok {
			return "", false
		}
		b.WriteString(rest[:i])
		b.WriteString(def)
		rest = rest[i+j+1:]
	}
}
