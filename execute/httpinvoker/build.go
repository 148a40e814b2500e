package httpinvoker

import (
	"bytes"
	"encoding/json"
	"net/http"
	"net/textproto"
	"net/url"
	"slices"
	"strings"

	"github.com/schemarouter/schemarouter/catalog"
	"github.com/schemarouter/schemarouter/execute"
)

// forbiddenHeaders may never come from arguments: credentials, routing and connection
// framing, and the body's own description (the transport always sends JSON).
var forbiddenHeaders = map[string]bool{
	"Authorization":       true,
	"Cookie":              true,
	"Host":                true,
	"Proxy-Authorization": true,
	"Connection":          true,
	"Content-Length":      true,
	"Transfer-Encoding":   true,
	"Te":                  true,
	"Upgrade":             true,
	"Trailer":             true,
	"Proxy-Connection":    true,
	"Keep-Alive":          true,
	"Content-Type":        true,
	"Content-Encoding":    true,
	"Expect":              true,
}

// queryPair is one escaped key=value pair of the query string.
type queryPair struct{ key, value string }

// build turns an invocation into a checked request; any error is a NonRetryableError
// and nothing is sent.
func (iv *Invoker) build(b *base, inv *execute.Invocation) (*request, error) {
	ep := inv.Endpoint
	method := strings.ToUpper(strings.TrimSpace(ep.Method))
	if method == "" {
		method = http.MethodGet
	}
	if !isToken(method) {
		return nil, refuse("endpoint method is not a valid HTTP method")
	}
	if strings.TrimSpace(ep.Path) == "" {
		return nil, refuse("endpoint declares no path")
	}
	for key := range inv.Arguments {
		if _, ok := ep.Parameter(key); !ok {
			return nil, refuse("undeclared argument %q", key)
		}
	}

	pathParams := map[string]*catalog.ParameterSpec{}
	var query []queryPair
	header := http.Header{}
	header.Set("Accept", "application/json")
	ua := iv.UserAgent
	if ua == "" {
		ua = DefaultUserAgent
	}
	header.Set("User-Agent", ua)
	bodyObject := map[string]any(nil)
	var root *catalog.ParameterSpec
	argHeaders := map[string]bool{}

	for i := range ep.Parameters {
		p := &ep.Parameters[i]
		wire := p.EffectiveWireName()
		v, present := inv.Arguments[p.Name]
		switch p.EffectiveLocation() {
		case catalog.LocationArgument:
			// Local-only: never sent.
		case catalog.LocationPath:
			if _, dup := pathParams[wire]; dup {
				return nil, refuse("two path parameters share the wire name %q", wire)
			}
			pathParams[wire] = p
		case catalog.LocationQuery:
			if !present {
				continue
			}
			pairs, err := queryPairs(p, v)
			if err != nil {
				return nil, err
			}
			query = append(query, pairs...)
		case catalog.LocationHeader:
			name := textproto.CanonicalMIMEHeaderKey(wire)
			if !isToken(wire) {
				return nil, refuse("header parameter %q has an invalid header name", p.Name)
			}
			if !present {
				continue
			}
			if forbiddenHeaders[name] || strings.HasPrefix(name, "Proxy-") {
				return nil, refuse("header %s may not be set from arguments", name)
			}
			if hasHeaderFold(iv.Header, name) {
				return nil, refuse("header %s is set by the transport and may not be set from arguments", name)
			}
			if argHeaders[name] {
				return nil, refuse("two header parameters share the name %s", name)
			}
			argHeaders[name] = true
			value, ok, err := headerValue(p, v)
			if err != nil {
				return nil, err
			}
			if ok {
				header.Set(name, value)
			}
		case catalog.LocationBody:
			if bodyObject == nil {
				bodyObject = map[string]any{}
			}
			if !present {
				continue
			}
			if _, dup := bodyObject[wire]; dup {
				return nil, refuse("two body parameters share the wire name %q", wire)
			}
			bodyObject[wire] = v
		case catalog.LocationBodyRoot:
			if root != nil {
				return nil, refuse("endpoint declares more than one body_root parameter")
			}
			root = p
		default:
			return nil, refuse("parameter %q has an unsupported location", p.Name)
		}
	}

	var body []byte
	switch {
	case root != nil && bodyObject != nil:
		return nil, refuse("endpoint declares both body and body_root parameters")
	case root != nil:
		if v, ok := inv.Arguments[root.Name]; ok {
			enc, err := encodeJSON(v)
			if err != nil {
				return nil, refuse("argument %q is not JSON-encodable", root.Name)
			}
			body = enc
		}
	case bodyObject != nil:
		enc, err := encodeJSON(bodyObject)
		if err != nil {
			return nil, refuse("request body is not JSON-encodable")
		}
		body = enc
	}
	if body != nil {
		header.Set("Content-Type", "application/json")
	}

	if sp := ep.ServerProjection; sp != nil && len(inv.Fields) > 0 {
		if strings.TrimSpace(sp.Parameter) == "" {
			return nil, refuse("server projection declares no parameter")
		}
		var sels []string
		for _, f := range inv.Fields {
			if s := queryEscape(sp.Selector(f)); !slices.Contains(sels, s) {
				sels = append(sels, s)
			}
		}
		key := queryEscape(sp.Parameter)
		query = slices.DeleteFunc(query, func(q queryPair) bool { return q.key == key })
		query = append(query, queryPair{key, strings.Join(sels, delimiter(sp.EffectiveSeparator()))})
	}

	path, err := expandPath(ep.Path, pathParams, inv.Arguments)
	if err != nil {
		return nil, err
	}
	target, err := confine(b, path, encodeQuery(query))
	if err != nil {
		return nil, err
	}

	for k, vs := range iv.Header {
		header[textproto.CanonicalMIMEHeaderKey(k)] = slices.Clone(vs)
	}
	return &request{method: method, url: target, header: header, body: body}, nil
}

// hasHeaderFold reports whether h has name under any capitalisation (a trusted header
// map may hold non-canonical keys when filled directly).
func hasHeaderFold(h http.Header, name string) bool {
	for k := range h {
		if strings.EqualFold(k, name) {
			return true
		}
	}
	return false
}

// expandPath fills the template's {wire} placeholders and returns the escaped path.
func expandPath(tmpl string, params map[string]*catalog.ParameterSpec, args map[string]any) (string, error) {
	var sb strings.Builder
	if !strings.HasPrefix(tmpl, "/") {
		sb.WriteByte('/')
	}
	used := map[string]bool{}
	for i := 0; i < len(tmpl); {
		switch c := tmpl[i]; c {
		case '{':
			end := strings.IndexByte(tmpl[i+1:], '}')
			if end < 0 {
				return "", refuse("path template has an unclosed '{'")
			}
			wire := tmpl[i+1 : i+1+end]
			p, ok := params[wire]
			if !ok {
				return "", refuse("path template names {%s}, which is not a declared path parameter", wire)
			}
			v, present := args[p.Name]
			if !present || v == nil {
				return "", refuse("missing path parameter %q", p.Name)
			}
			seg, err := pathValue(p, v)
			if err != nil {
				return "", err
			}
			sb.WriteString(seg)
			used[wire] = true
			i += end + 2
		case '}':
			return "", refuse("path template has an unbalanced '}'")
		case '?', '#':
			return "", refuse("path template must not contain a query or fragment")
		default:
			sb.WriteByte(c)
			i++
		}
	}
	for wire, p := range params {
		if !used[wire] {
			return "", refuse("path parameter %q does not occur in the path template", p.Name)
		}
	}
	return sb.String(), nil
}

// pathValue escapes one path parameter value as (part of) a single segment.
func pathValue(p *catalog.ParameterSpec, v any) (string, error) {
	if p.Style != "" && p.Style != "simple" {
		return "", refuse("path parameter %q: unsupported style %q", p.Name, p.Style)
	}
	one := func(v any) (string, error) {
		s, ok, err := scalarText(v)
		switch {
		case err != nil:
			return "", refuse("path parameter %q: value is not a finite number", p.Name)
		case !ok:
			return "", refuse("path parameter %q: only scalars and arrays of scalars are supported", p.Name)
		case s == "":
			return "", refuse("path parameter %q: empty value", p.Name)
		case traversal(s):
			return "", refuse("path parameter %q: value would traverse the path (. or .. segment)", p.Name)
		}
		return url.PathEscape(s), nil
	}
	if items, ok := normalize(v).([]any); ok {
		if len(items) == 0 {
			return "", refuse("path parameter %q: empty value", p.Name)
		}
		parts := make([]string, len(items))
		for i, item := range items {
			s, err := one(item)
			if err != nil {
				return "", err
			}
			parts[i] = s
		}
		return strings.Join(parts, ","), nil
	}
	return one(v)
}

// traversal reports whether a path value is, or contains between "/" or "\", a "." or
// ".." component. The value is escaped, but a server that decodes %2F before
// normalising would otherwise see a traversal.
func traversal(s string) bool {
	for _, part := range strings.FieldsFunc(s, func(r rune) bool { return r == '/' || r == '\\' }) {
		if part == "." || part == ".." {
			return true
		}
	}
	return s == "." || s == ".."
}

// confine joins the base path, the expanded path and the query, and checks that the
// result stays under the approved origin and base path.
func confine(b *base, path, rawQuery string) (string, error) {
	escaped := b.path + path
	decoded, err := url.PathUnescape(escaped)
	if err != nil {
		return "", refuse("path template contains an invalid percent-escape")
	}
	u := &url.URL{Scheme: b.scheme, Host: b.host, Path: decoded, RawPath: escaped, RawQuery: rawQuery}
	if u.EscapedPath() != escaped {
		return "", refuse("path template contains characters that are not valid in a URL path")
	}
	target := u.String()
	back, err := url.Parse(target)
	if err != nil {
		return "", refuse("built URL does not parse")
	}
	got := back.EscapedPath()
	switch {
	case back.Scheme != b.scheme || back.Host != b.host || back.User != nil || back.Fragment != "":
		return "", refuse("built URL leaves the approved origin")
	case got != escaped || (got != b.path && !strings.HasPrefix(got, b.path+"/")):
		return "", refuse("built URL leaves the approved base path")
	case dotSegment(got):
		return "", refuse("built URL contains a . or .. path segment")
	}
	return target, nil
}

// queryPairs encodes one query parameter.
func queryPairs(p *catalog.ParameterSpec, v any) ([]queryPair, error) {
	key := queryEscape(p.EffectiveWireName())
	explode := p.Explode == nil || *p.Explode
	sep := ""
	switch p.Style {
	case "", "form":
		sep = ","
	case "spaceDelimited":
		sep = "%20"
	case "pipeDelimited":
		sep = "|"
	case "deepObject":
	default:
		return nil, refuse("query parameter %q: unsupported style %q", p.Name, p.Style)
	}
	v = normalize(v)
	switch x := v.(type) {
	case nil:
		return nil, nil
	case []any:
		if p.Style == "deepObject" {
			return nil, refuse("query parameter %q: deepObject style needs an object", p.Name)
		}
		vals := make([]string, 0, len(x))
		for _, item := range x {
			s, err := itemText(item)
			if err != nil {
				return nil, refuse("query parameter %q: value is not JSON-encodable", p.Name)
			}
			vals = append(vals, queryEscape(s))
		}
		if len(vals) == 0 {
			return nil, nil
		}
		if !explode {
			return []queryPair{{key, strings.Join(vals, sep)}}, nil
		}
		pairs := make([]queryPair, len(vals))
		for i, s := range vals {
			pairs[i] = queryPair{key, s}
		}
		return pairs, nil
	case map[string]any:
		if p.Style != "deepObject" {
			enc, err := encodeJSON(x)
			if err != nil {
				return nil, refuse("query parameter %q: value is not JSON-encodable", p.Name)
			}
			return []queryPair{{key, queryEscape(string(enc))}}, nil
		}
		props := make([]string, 0, len(x))
		for k := range x {
			props = append(props, k)
		}
		slices.Sort(props)
		var pairs []queryPair
		for _, k := range props {
			if x[k] == nil {
				continue
			}
			s, err := itemText(x[k])
			if err != nil {
				return nil, refuse("query parameter %q: value is not JSON-encodable", p.Name)
			}
			pairs = append(pairs, queryPair{key + "[" + queryEscape(k) + "]", queryEscape(s)})
		}
		return pairs, nil
	default:
		s, _, err := scalarText(x)
		if err != nil {
			return nil, refuse("query parameter %q: value is not a finite number", p.Name)
		}
		return []queryPair{{key, queryEscape(s)}}, nil
	}
}

// headerValue encodes one header parameter; ok is false when nothing is to be sent.
func headerValue(p *catalog.ParameterSpec, v any) (value string, ok bool, err error) {
	name := textproto.CanonicalMIMEHeaderKey(p.EffectiveWireName())
	if p.Style != "" && p.Style != "simple" {
		return "", false, refuse("header %s: unsupported style %q", name, p.Style)
	}
	v = normalize(v)
	switch x := v.(type) {
	case nil:
		return "", false, nil
	case []any:
		if len(x) == 0 {
			return "", false, nil
		}
		parts := make([]string, len(x))
		for i, item := range x {
			if parts[i], err = itemText(item); err != nil {
				return "", false, refuse("header %s: value is not JSON-encodable", name)
			}
		}
		value = strings.Join(parts, ",")
	default:
		if value, err = itemText(x); err != nil {
			return "", false, refuse("header %s: value is not JSON-encodable", name)
		}
	}
	for i := 0; i < len(value); i++ {
		if c := value[i]; (c < 0x20 && c != '\t') || c == 0x7f {
			return "", false, refuse("header %s: value contains control characters", name)
		}
	}
	return value, true, nil
}

// itemText is scalarText for scalars and compact JSON for arrays and objects.
func itemText(v any) (string, error) {
	s, ok, err := scalarText(v)
	if err != nil || ok {
		return s, err
	}
	enc, err := encodeJSON(v)
	return string(enc), err
}

// scalarText writes a scalar as text: strings as is, booleans as true/false, numbers as
// JSON writes them. ok is false for null, arrays and objects.
func scalarText(v any) (s string, ok bool, err error) {
	switch x := normalize(v).(type) {
	case string:
		return x, true, nil
	case bool:
		if x {
			return "true", true, nil
		}
		return "false", true, nil
	case json.Number, float64, float32, int, int8, int16, int32, int64,
		uint, uint8, uint16, uint32, uint64:
		enc, err := json.Marshal(x)
		if err != nil {
			return "", false, err
		}
		return string(enc), true, nil
	}
	return "", false, nil
}

// normalize turns values that are not plain JSON values (typed slices, maps, structs)
// into plain ones by a JSON round trip; plain values are returned unchanged.
func normalize(v any) any {
	switch v.(type) {
	case nil, string, bool, json.Number, float64, float32, int, int8, int16, int32, int64,
		uint, uint8, uint16, uint32, uint64, []any, map[string]any:
		return v
	}
	enc, err := json.Marshal(v)
	if err != nil {
		return v // reported by the caller as not encodable
	}
	dec := json.NewDecoder(bytes.NewReader(enc))
	dec.UseNumber()
	var out any
	if err := dec.Decode(&out); err != nil {
		return v
	}
	return out
}

// encodeJSON is compact JSON without HTML escaping and without a trailing newline.
func encodeJSON(v any) ([]byte, error) {
	var buf bytes.Buffer
	enc := json.NewEncoder(&buf)
	enc.SetEscapeHTML(false)
	if err := enc.Encode(v); err != nil {
		return nil, err
	}
	return bytes.TrimSuffix(buf.Bytes(), []byte("\n")), nil
}

// queryEscape percent-encodes a query key or value, spaces as %20 (a literal '+' is
// already %2B, so the replacement is unambiguous).
func queryEscape(s string) string {
	return strings.ReplaceAll(url.QueryEscape(s), "+", "%20")
}

// delimiter escapes a list separator, keeping a plain comma readable.
func delimiter(sep string) string {
	if sep == "," {
		return sep
	}
	return queryEscape(sep)
}

func encodeQuery(pairs []queryPair) string {
	var sb strings.Builder
	for i, q := range pairs {
		if i > 0 {
			sb.WriteByte('&')
		}
		sb.WriteString(q.key)
		sb.WriteByte('=')
		sb.WriteString(q.value)
	}
	return sb.String()
}

// isToken reports whether s is a non-empty RFC 9110 token (method or header name).
func isToken(s string) bool {
	if s == "" {
		return false
	}
	for i := 0; i < len(s); i++ {
		c := s[i]
		switch {
		case c >= 'a' && c <= 'z', c >= 'A' && c <= 'Z', c >= '0' && c <= '9':
		case strings.IndexByte("!#$%&'*+-.^_`|~", c) >= 0:
		default:
			return false
		}
	}
	return true
}
