package openapi

import (
	"errors"
	"fmt"
	"maps"
	"mime"
	"net/textproto"
	"slices"
	"strconv"
	"strings"

	"github.com/schemarouter/schemarouter/catalog"
	"github.com/schemarouter/schemarouter/internal/jsonschema"
)

// methods in the order the specification lists them; endpoints follow this order
// within a path.
var methods = []string{"get", "put", "post", "delete", "options", "head", "patch", "trace"}

// ignoredHeaders are header parameters OpenAPI says to ignore.
var ignoredHeaders = map[string]bool{"Accept": true, "Content-Type": true, "Authorization": true}

// transportHeaders are headers the HTTP transport never takes from arguments.
var transportHeaders = map[string]bool{
	"Cookie": true, "Host": true, "Proxy-Authorization": true, "Connection": true, "Content-Length": true,
	"Transfer-Encoding": true, "Te": true, "Upgrade": true, "Trailer": true, "Proxy-Connection": true,
	"Keep-Alive": true, "Content-Encoding": true, "Expect": true,
}

// builder turns the operations of one document into endpoints.
type builder struct {
	r         *resolver
	s         *schemaSet
	rep       *reporter
	v30       bool
	root      node
	validator *jsonschema.Validator
}

// candidate is one parameter before logical names are given.
type candidate struct {
	loc           catalog.Location
	wire          string
	where         string
	required      bool
	description   string
	style         string
	explode       *bool
	allowReserved bool
	schema        map[string]any // converted, may reference definitions
}

// errSkip marks an operation that cannot become an endpoint; the reason is reported.
var errSkip = errors.New("operation skipped")

// operation builds the endpoint of one operation. It returns errSkip (after reporting
// why) when the operation cannot be called through the HTTP transport, and other errors
// for documents that cannot be ingested at all.
func (b *builder) operation(pathKey string, item, op node, method string) (catalog.EndpointSpec, error) {
	ep := catalog.EndpointSpec{Method: strings.ToUpper(method), Path: pathKey}
	ep.Description = joinText(op.str("summary"), op.str("description"))
	switch ep.Method {
	case "GET", "HEAD", "OPTIONS", "TRACE":
		ep.ReadOnly, ep.Destructive = boolPtr(true), boolPtr(false)
	case "DELETE":
		ep.ReadOnly, ep.Destructive = boolPtr(false), boolPtr(true)
	default:
		ep.ReadOnly, ep.Destructive = boolPtr(false), boolPtr(false)
	}
	meta := map[string]any{"pointer": op.where()}
	if id := op.str("operationId"); id != "" {
		meta["operation_id"] = id
	}
	if tags, ok := stringList(op.obj()["tags"]); ok && len(tags) > 0 {
		meta["tags"] = uniqueStrings(tags)
	}
	if dep, _ := op.boolean("deprecated"); dep {
		meta["deprecated"] = true
	}
	ep.Metadata = meta

	cands, err := b.parameters(pathKey, item, op)
	if err != nil {
		return ep, err
	}
	body, bodyMeta, err := b.requestBody(op)
	if err != nil {
		return ep, err
	}
	cands = append(cands, body...)
	if bodyMeta != nil {
		ep.ExecutionMetadata = bodyMeta
	}
	if err := b.response(op, &ep); err != nil {
		return ep, err
	}
	for _, name := range slices.Sorted(maps.Keys(op.at("callbacks").obj())) {
		b.rep.add(op.at("callbacks", name).where(), KindSkipped, "callback", "callbacks are not ingested")
	}
	for _, n := range []node{item.at("servers"), op.at("servers")} {
		if len(n.list()) > 0 {
			b.rep.add(n.where(), KindApproximated, "servers", "servers below the document level are ignored; the endpoint is called under the tool's base URL")
		}
	}
	sec := op.at("security")
	if sec.v == nil {
		sec = b.root.at("security")
	}
	ep.AuthRequirements = b.security(sec)
	if err := b.assignParameters(&ep, cands); err != nil {
		return ep, err
	}
	return ep, nil
}

func boolPtr(v bool) *bool { return &v }

func joinText(a, b string) string {
	a, b = strings.TrimSpace(a), strings.TrimSpace(b)
	switch {
	case a == "":
		return b
	case b == "" || a == b:
		return a
	}
	return a + "\n\n" + b
}

// parameters collects the path item's and the operation's parameters (the operation's
// win for the same name and location) and checks them against the path template.
func (b *builder) parameters(pathKey string, item, op node) ([]candidate, error) {
	type entry struct {
		n      node
		in     string
		name   string
		object node
	}
	var entries []entry
	index := map[string]int{}
	for _, level := range []node{item.at("parameters"), op.at("parameters")} {
		for i := range level.list() {
			raw := level.at(strconv.Itoa(i))
			n, err := b.r.deref(raw)
			if err != nil {
				return nil, err
			}
			in, name := n.str("in"), n.str("name")
			if in == "" || name == "" {
				b.rep.add(raw.where(), KindSkipped, "parameter", "a parameter needs a name and a location (in)")
				continue
			}
			key := in + "\x00" + name
			if j, dup := index[key]; dup {
				entries[j] = entry{n: n, in: in, name: name, object: raw}
				continue
			}
			index[key] = len(entries)
			entries = append(entries, entry{n: n, in: in, name: name, object: raw})
		}
	}
	placeholders, err := templateNames(pathKey)
	if err != nil {
		b.rep.add(b.root.at("paths", pathKey).where(), KindSkipped, "path", err.Error())
		return nil, errSkip
	}
	declared := map[string]bool{}
	var out []candidate
	headers := map[string]bool{}
	for _, e := range entries {
		n := e.n
		c := candidate{wire: e.name, where: n.where(), description: n.str("description")}
		c.required, _ = n.boolean("required")
		c.allowReserved, _ = n.boolean("allowReserved")
		style := n.str("style")
		if ex, ok := n.boolean("explode"); ok {
			c.explode = boolPtr(ex)
		}
		switch e.in {
		case "path":
			c.loc = catalog.LocationPath
			c.required = true
			if !slices.Contains(placeholders, e.name) {
				b.rep.add(c.where, KindSkipped, "parameter", fmt.Sprintf("path parameter %q does not occur in the path template", e.name))
				continue
			}
			if style != "" && style != "simple" {
				b.rep.add(c.where, KindSkipped, "operation", fmt.Sprintf("path parameter %q uses style %q; the HTTP transport sends only the simple style", e.name, style))
				return nil, errSkip
			}
			declared[e.name] = true
		case "query":
			c.loc = catalog.LocationQuery
			switch style {
			case "", "form", "deepObject":
			case "spaceDelimited", "pipeDelimited":
				if c.explode == nil {
					c.explode = boolPtr(false) // the OpenAPI default for these styles
				}
			default:
				b.rep.add(c.where, KindSkipped, "parameter", fmt.Sprintf("query parameter %q: style %q is not a query style", e.name, style))
				continue
			}
		case "header":
			c.loc = catalog.LocationHeader
			canon := textproto.CanonicalMIMEHeaderKey(e.name)
			switch {
			case ignoredHeaders[canon]:
				b.rep.add(c.where, KindSkipped, "parameter", fmt.Sprintf("header parameter %q is ignored, as OpenAPI specifies for Accept, Content-Type and Authorization", e.name))
				continue
			case transportHeaders[canon] || strings.HasPrefix(canon, "Proxy-"):
				b.rep.add(c.where, KindSkipped, "parameter", fmt.Sprintf("header %q is never taken from arguments by the HTTP transport", e.name))
				continue
			case !isToken(e.name):
				b.rep.add(c.where, KindSkipped, "parameter", fmt.Sprintf("%q is not a valid header name", e.name))
				continue
			case headers[canon]:
				b.rep.add(c.where, KindSkipped, "parameter", fmt.Sprintf("header %q is declared twice", e.name))
				continue
			case style != "" && style != "simple":
				b.rep.add(c.where, KindSkipped, "parameter", fmt.Sprintf("header parameter %q: style %q is not a header style", e.name, style))
				continue
			}
			headers[canon] = true
		case "cookie":
			msg := fmt.Sprintf("cookie parameter %q is not sent: the HTTP transport takes no cookies from arguments", e.name)
			if c.required {
				msg += " (it is required, so calls may be refused)"
			}
			b.rep.add(c.where, KindSkipped, "parameter", msg)
			continue
		default:
			b.rep.add(c.where, KindSkipped, "parameter", fmt.Sprintf("unknown parameter location %q", e.in))
			continue
		}
		c.style = style
		var schema node
		if sn := n.at("schema"); sn.v != nil {
			schema = sn
		} else if content := n.at("content"); len(content.obj()) > 0 {
			mt := pickMediaType(content.obj())
			if mt == "" {
				mt = slices.Sorted(maps.Keys(content.obj()))[0]
			}
			schema = content.at(mt, "schema")
			b.rep.add(content.where(), KindApproximated, "parameter", fmt.Sprintf("parameter %q is serialized as %s; the transport uses its default encoding for the value", e.name, mt))
		}
		c.schema = map[string]any{}
		if schema.v != nil {
			conv, err := b.s.convert(schema)
			if err != nil {
				return nil, err
			}
			c.schema = conv
		}
		out = append(out, c)
	}
	for _, p := range placeholders {
		if !declared[p] {
			b.rep.add(b.root.at("paths", pathKey).where(), KindSkipped, "operation",
				fmt.Sprintf("path template names {%s}, which is not a declared path parameter", p))
			return nil, errSkip
		}
	}
	return out, nil
}

// templateNames lists the {names} of a path template.
func templateNames(path string) ([]string, error) {
	if !strings.HasPrefix(path, "/") {
		return nil, fmt.Errorf("path %q does not start with '/'", path)
	}
	if strings.ContainsAny(path, "?#") {
		return nil, fmt.Errorf("path %q contains a query or fragment", path)
	}
	var names []string
	for rest := path; ; {
		i := strings.IndexAny(rest, "{}")
		if i < 0 {
			return names, nil
		}
		if rest[i] == '}' {
			return nil, fmt.Errorf("path %q has an unbalanced '}'", path)
		}
		j := strings.IndexByte(rest[i:], '}')
		if j < 0 {
			return nil, fmt.Errorf("path %q has an unclosed '{'", path)
		}
		name := rest[i+1 : i+j]
		if name == "" || strings.Contains(name, "{") {
			return nil, fmt.Errorf("path %q has an empty or nested {}", path)
		}
		names = append(names, name)
		rest = rest[i+j+1:]
	}
}

// isToken reports whether s is an HTTP token (RFC 9110), as header names must be.
func isToken(s string) bool {
	if s == "" {
		return false
	}
	for _, c := range []byte(s) {
		if c <= ' ' || c >= 0x7f || strings.IndexByte(`"(),/:;<=>?@[\]{}`, c) >= 0 {
			return false
		}
	}
	return true
}

// jsonMedia reports whether a media type is JSON: application/json, any +json type, or
// a wildcard.
func jsonMedia(mt string) bool {
	base, _, err := mime.ParseMediaType(mt)
	if err != nil {
		base = strings.ToLower(strings.TrimSpace(mt))
	}
	return base == "application/json" || strings.HasSuffix(base, "+json") || base == "*/*" || base == "application/*"
}

// pickMediaType returns the JSON media type to use: application/json first, then
// other JSON types in sorted order; "" when there is none.
func pickMediaType(content map[string]any) string {
	keys := slices.Sorted(maps.Keys(content))
	for _, k := range keys {
		if base, _, err := mime.ParseMediaType(k); err == nil && base == "application/json" {
			return k
		}
	}
	for _, k := range keys {
		if jsonMedia(k) {
			return k
		}
	}
	return ""
}

// requestBody turns a JSON request body into body parameters (an object with declared
// properties) or one body_root parameter (anything else).
func (b *builder) requestBody(op node) ([]candidate, map[string]any, error) {
	raw := op.at("requestBody")
	if raw.v == nil {
		return nil, nil, nil
	}
	rb, err := b.r.deref(raw)
	if err != nil {
		return nil, nil, err
	}
	required, _ := rb.boolean("required")
	content := rb.at("content")
	mt := pickMediaType(content.obj())
	if mt == "" {
		types := strings.Join(slices.Sorted(maps.Keys(content.obj())), ", ")
		if required {
			b.rep.add(rb.where(), KindSkipped, "operation", fmt.Sprintf("the request body is required and offered only as %s; the HTTP transport sends JSON only", types))
			return nil, nil, errSkip
		}
		b.rep.add(rb.where(), KindSkipped, "requestBody", fmt.Sprintf("the optional request body is offered only as %s; the HTTP transport sends JSON only, so it is not offered", types))
		return nil, nil, nil
	}
	meta := map[string]any{"request_media_type": mt}
	conv := map[string]any{}
	if sn := content.at(mt, "schema"); sn.v != nil {
		if conv, err = b.s.convert(sn); err != nil {
			return nil, nil, err
		}
	}
	v := b.s.view(conv)
	if v.flat && !v.array && len(v.props) > 0 {
		meta["request_body_mode"] = "flattened"
		if v.open {
			b.rep.add(content.at(mt, "schema").where(), KindApproximated, "requestBody",
				"the request body allows additional properties; only the declared ones are offered as body parameters")
		}
		var out []candidate
		for _, name := range slices.Sorted(maps.Keys(v.props)) {
			ps := v.props[name]
			d := b.s.deref(ps)
			if ro, _ := d["readOnly"].(bool); ro {
				continue // read-only properties are not sent in requests
			}
			desc, _ := ps["description"].(string)
			if desc == "" {
				desc, _ = d["description"].(string)
			}
			out = append(out, candidate{
				loc: catalog.LocationBody, wire: name, where: content.at(mt, "schema").where(),
				required: required && v.required[name], description: desc, schema: ps,
			})
		}
		return out, meta, nil
	}
	meta["request_body_mode"] = "root"
	return []candidate{{
		loc: catalog.LocationBodyRoot, wire: "body", where: content.at(mt, "schema").where(),
		required: required, description: rb.str("description"), schema: conv,
	}}, meta, nil
}

// successCodes lists the 2xx response keys: exact codes in order, then 2XX.
func successCodes(responses map[string]any) []string {
	var exact, ranges []string
	for k := range responses {
		if n, err := strconv.Atoi(k); err == nil && n >= 200 && n <= 299 {
			exact = append(exact, k)
		} else if strings.EqualFold(k, "2XX") {
			ranges = append(ranges, k)
		}
	}
	slices.Sort(exact)
	slices.Sort(ranges)
	return append(exact, ranges...)
}

// response sets the output schema and fields from the first 2xx JSON response.
func (b *builder) response(op node, ep *catalog.EndpointSpec) error {
	responses := op.at("responses")
	codes := successCodes(responses.obj())
	if len(codes) == 0 {
		if responses.at("default").v == nil {
			return nil
		}
		codes = []string{"default"}
		b.rep.add(responses.at("default").where(), KindApproximated, "response", "no 2xx response is declared; the default response is taken as the success response")
	}
	var chosen node
	var chosenCode, chosenType string
	emptyOK := false
	var nonJSON []string
	for _, code := range codes {
		rn, err := b.r.deref(responses.at(code))
		if err != nil {
			return err
		}
		content := rn.at("content")
		if len(content.obj()) == 0 {
			emptyOK = true
			continue
		}
		mt := pickMediaType(content.obj())
		if mt == "" {
			nonJSON = append(nonJSON, code)
			continue
		}
		if chosen.v == nil {
			chosen, chosenCode, chosenType = rn, code, mt
			continue
		}
		b.rep.add(rn.where(), KindApproximated, "response",
			fmt.Sprintf("response %s is not part of the output schema; only response %s is", code, chosenCode))
	}
	if chosen.v == nil {
		if !emptyOK && len(nonJSON) > 0 {
			b.rep.add(responses.where(), KindSkipped, "operation", fmt.Sprintf("the success responses (%s) are not JSON; the HTTP transport decodes JSON only", strings.Join(nonJSON, ", ")))
			return errSkip
		}
		return nil
	}
	content := chosen.at("content")
	if others := slices.DeleteFunc(slices.Sorted(maps.Keys(content.obj())), func(k string) bool { return k == chosenType }); len(others) > 0 {
		b.rep.add(content.where(), KindApproximated, "response", fmt.Sprintf("only %s is described; %s are not decoded by the HTTP transport", chosenType, strings.Join(others, ", ")))
	}
	if len(chosen.at("headers").obj()) > 0 {
		b.rep.add(chosen.at("headers").where(), KindSkipped, "response headers", "response headers are not part of the output")
	}
	if len(chosen.at("links").obj()) > 0 {
		b.rep.add(chosen.at("links").where(), KindSkipped, "links", "links are not ingested")
	}
	sn := content.at(chosenType, "schema")
	if sn.v == nil {
		return nil
	}
	conv, err := b.s.convert(sn)
	if err != nil {
		return err
	}
	ep.OutputSchema = b.s.bundle(conv)
	if ep.ExecutionMetadata == nil {
		ep.ExecutionMetadata = map[string]any{}
	}
	ep.ExecutionMetadata["response_media_type"] = chosenType
	b.fields(sn, conv, ep)
	return nil
}

// fields exposes the top-level properties of the response object (or of the items of a
// response array) as output fields.
func (b *builder) fields(sn node, conv map[string]any, ep *catalog.EndpointSpec) {
	v := b.s.view(conv)
	var variants []string
	for _, name := range slices.Sorted(maps.Keys(v.props)) {
		ps := v.props[name]
		d := b.s.deref(ps)
		if wo, _ := d["writeOnly"].(bool); wo {
			continue // write-only properties are not returned
		}
		if name == "" || strings.TrimSpace(name) != name || name == "*" {
			b.rep.add(sn.where(), KindSkipped, "property", fmt.Sprintf("property %q cannot be an output field name", name))
			continue
		}
		f := catalog.FieldSpec{Name: name, Identifier: name == "id"}
		f.Description, _ = ps["description"].(string)
		if f.Description == "" {
			f.Description, _ = d["description"].(string)
		}
		if raw := catalog.SchemaAtPath(ep.OutputSchema, []string{name}); len(catalog.SchemaTypes(raw)) > 0 {
			f.JSONSchema = catalog.TypeShape(raw)
		} else if sh := b.s.shape(ps, 0); len(sh) > 0 {
			f.JSONSchema = sh
		}
		if v.variant[name] {
			variants = append(variants, name)
		}
		ep.OutputFields = append(ep.OutputFields, f)
	}
	if len(variants) > 0 {
		list := variants
		if len(list) > 12 {
			list = append(slices.Clone(list[:12]), fmt.Sprintf("and %d more", len(variants)-12))
		}
		b.rep.add(sn.where(), KindApproximated, "oneOf/anyOf",
			"fields of response variants are exposed as optional output fields: "+strings.Join(list, ", "))
	}
}

// security maps a security requirement list to auth requirements (no secrets).
func (b *builder) security(sec node) []catalog.AuthRequirementSet {
	list := sec.list()
	if len(list) == 0 {
		return nil
	}
	schemes := b.root.at("components", "securitySchemes")
	var out []catalog.AuthRequirementSet
	for i := range list {
		req := sec.at(strconv.Itoa(i))
		set := catalog.AuthRequirementSet{Schemes: []catalog.AuthSchemeRequirement{}}
		for _, name := range slices.Sorted(maps.Keys(req.obj())) {
			scopes, _ := stringList(req.obj()[name])
			sn, err := b.r.deref(schemes.at(name))
			if err != nil || sn.v == nil {
				b.rep.add(req.where(), KindInvalid, "security", fmt.Sprintf("security scheme %q is not declared", name))
				continue
			}
			a := catalog.AuthSchemeRequirement{Name: name, Scopes: scopes}
			switch t := sn.str("type"); t {
			case "apiKey":
				a.Kind, a.Location, a.ParameterName = catalog.AuthAPIKey, sn.str("in"), sn.str("name")
				if a.Location != "header" && a.Location != "query" && a.Location != "cookie" || a.ParameterName == "" {
					a = catalog.AuthSchemeRequirement{Name: name, Kind: catalog.AuthUnsupported, DeclaredType: t, Scopes: scopes}
				}
			case "http":
				a.Kind, a.HTTPScheme = catalog.AuthHTTP, strings.ToLower(sn.str("scheme"))
				if a.HTTPScheme == "" {
					a = catalog.AuthSchemeRequirement{Name: name, Kind: catalog.AuthUnsupported, DeclaredType: t, Scopes: scopes}
				}
			case "oauth2":
				a.Kind = catalog.AuthOAuth2
			case "openIdConnect":
				a.Kind = catalog.AuthOpenIDConnect
			default:
				a.Kind, a.DeclaredType = catalog.AuthUnsupported, t
			}
			if len(a.Scopes) == 0 {
				a.Scopes = nil
			}
			set.Schemes = append(set.Schemes, a)
		}
		out = append(out, set)
	}
	return out
}

// assignParameters gives the candidates logical names (location__name when a wire name
// occurs in several places), converts their schemas and sets the input schema when a
// parameter schema could not be inlined exactly.
func (b *builder) assignParameters(ep *catalog.EndpointSpec, cands []candidate) error {
	count := map[string]int{}
	for _, c := range cands {
		count[c.wire]++
	}
	taken := map[string]bool{}
	exact := true
	props := map[string]any{}
	var required []any
	for _, c := range cands {
		name := c.wire
		if count[c.wire] > 1 {
			prefix := string(c.loc)
			if c.loc == catalog.LocationBodyRoot {
				prefix = "body"
			}
			name = prefix + "__" + c.wire
		}
		if taken[name] || strings.TrimSpace(name) != name || name == "" {
			b.rep.add(c.where, KindSkipped, "parameter", fmt.Sprintf("%s parameter %q: its name collides with another parameter or is blank", c.loc, c.wire))
			continue
		}
		taken[name] = true
		p := catalog.ParameterSpec{Name: name, Location: c.loc, Required: c.required, Description: c.description,
			Style: c.style, Explode: c.explode, AllowReserved: c.allowReserved}
		if name != c.wire && c.loc != catalog.LocationBodyRoot {
			p.WireName = c.wire
		}
		flat, ok := b.s.flatten(c.schema)
		exact = exact && ok
		if err := b.compiles(flat); err != nil {
			b.rep.add(c.where, KindApproximated, "parameter", fmt.Sprintf("the schema of parameter %q is not accepted by the JSON Schema validator (%v); left unconstrained", c.wire, err))
			flat = map[string]any{}
			c.schema = map[string]any{}
		}
		if len(flat) > 0 {
			p.JSONSchema = flat
		}
		ep.Parameters = append(ep.Parameters, p)
		props[name] = c.schema
		if c.required {
			required = append(required, name)
		}
	}
	if !exact {
		in := map[string]any{"type": "object", "properties": props, "additionalProperties": false}
		if len(required) > 0 {
			in["required"] = required
		}
		ep.InputSchema = b.s.bundle(in)
	}
	return nil
}

// compiles checks that the JSON Schema validator the executor uses accepts a schema.
func (b *builder) compiles(schema map[string]any) error {
	if len(schema) == 0 {
		return nil
	}
	err := b.validator.Compile(schema).Validate(nil)
	var je *jsonschema.Error
	if errors.As(err, &je) && je.Invalid {
		return je
	}
	return nil
}
