package mcp

import (
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"slices"
	"sort"
	"strings"
	"unicode"
	"unicode/utf8"

	sdk "github.com/modelcontextprotocol/go-sdk/mcp"

	"github.com/schemarouter/schemarouter/catalog"
)

// Caps on untrusted descriptive text kept in the catalog.
const (
	maxDescription = 4096 // bytes
	maxLabel       = 256  // bytes, for names, titles and versions
	maxNameRunes   = 128  // runes of an endpoint name
)

// Import lists the server's tools (tools/list, following cursors within
// Options.MaxPages and Options.MaxTools, each page within Options.Timeout) and compiles
// them into one ToolSpec, one endpoint per tool, in MCP tool name order. A tool that
// cannot be represented (duplicate name, non-object inputSchema, unusable parameter
// names) is left out and listed in tool metadata "mcp_skipped_tools". The result is
// a valid ToolSpec, or an error.
func (s *Session) Import(ctx context.Context) (catalog.ToolSpec, error) {
	tools, err := s.listTools(ctx)
	if err != nil {
		return catalog.ToolSpec{}, err
	}
	sort.SliceStable(tools, func(i, j int) bool { return tools[i].Name < tools[j].Name })

	readOnly := map[string]bool{}
	for _, name := range s.opts.ReadOnly {
		readOnly[name] = true
	}
	var skipped []any
	skip := func(name, reason string) {
		skipped = append(skipped, map[string]any{"name": truncate(name, maxLabel), "reason": reason})
	}
	type compiled struct {
		mcpName string
		ep      catalog.EndpointSpec
	}
	var kept []compiled
	listed := map[string]bool{}
	for _, t := range tools {
		if listed[t.Name] {
			skip(t.Name, "duplicate tool name")
			continue
		}
		listed[t.Name] = true
		ep, err := compileTool(t)
		if err != nil {
			skip(t.Name, err.Error())
			continue
		}
		if readOnly[t.Name] {
			yes := true
			ep.ReadOnly = &yes
		}
		kept = append(kept, compiled{t.Name, ep})
	}
	for _, name := range s.opts.ReadOnly {
		if !listed[name] {
			return catalog.ToolSpec{}, fmt.Errorf("mcp: ReadOnly names %q, which the server does not list", name)
		}
	}

	// Names that are already valid keep them; the others are made valid and unique.
	used := map[string]bool{}
	names := make([]string, len(kept))
	for i, c := range kept {
		if n := endpointName(c.mcpName); n == c.mcpName {
			names[i], used[n] = n, true
		}
	}
	for i, c := range kept {
		if names[i] == "" {
			names[i] = uniqueName(endpointName(c.mcpName), used)
			used[names[i]] = true
		}
	}
	var eps []catalog.EndpointSpec
	for i, c := range kept {
		c.ep.Name = names[i]
		if err := c.ep.Validate(); err != nil {
			skip(c.mcpName, "not a valid endpoint: "+err.Error())
			continue
		}
		eps = append(eps, c.ep)
	}

	init := s.cs.InitializeResult()
	tool := catalog.ToolSpec{
		Name:       s.opts.Name,
		Endpoints:  eps,
		AccessMode: AccessMode,
		Remote:     true,
		ExecutionMetadata: map[string]any{
			MetaProtocolVersion: s.ProtocolVersion(),
			MetaTransport:       catalog.CloneJSONObject(s.identity),
		},
		Metadata: map[string]any{},
	}
	if init != nil && init.ServerInfo != nil {
		si := init.ServerInfo
		server := map[string]any{"name": truncate(si.Name, maxLabel), "version": truncate(si.Version, maxLabel)}
		label := si.Name
		if si.Title != "" {
			server["title"] = truncate(si.Title, maxLabel)
			label = si.Title
		}
		tool.Metadata["mcp_server"] = server
		tool.Description = strings.TrimSpace(truncate("MCP server "+label+" "+si.Version, maxDescription))
	}
	if len(skipped) > 0 {
		tool.Metadata["mcp_skipped_tools"] = skipped
	}
	if len(eps) == 0 {
		return catalog.ToolSpec{}, fmt.Errorf("mcp: %s lists no usable tools (%d listed, %d skipped)", s.describe, len(tools), len(skipped))
	}
	if err := tool.Validate(); err != nil {
		return catalog.ToolSpec{}, fmt.Errorf("mcp: compiled tool is invalid: %w", err)
	}
	return tool, nil
}

// listTools follows tools/list cursors within the page, tool and time bounds.
func (s *Session) listTools(ctx context.Context) ([]*sdk.Tool, error) {
	var out []*sdk.Tool
	cursor := ""
	seen := map[string]bool{}
	for page := 1; ; page++ {
		if page > s.opts.MaxPages {
			return nil, fmt.Errorf("mcp: tools/list needs more than %d pages", s.opts.MaxPages)
		}
		cctx, cancel := context.WithTimeout(ctx, s.opts.Timeout)
		res, err := s.cs.ListTools(cctx, &sdk.ListToolsParams{Cursor: cursor})
		cancel()
		if err != nil {
			return nil, fmt.Errorf("mcp: tools/list (page %d) on %s: %w", page, s.describe, err)
		}
		for _, t := range res.Tools {
			if t != nil {
				out = append(out, t)
			}
		}
		if len(out) > s.opts.MaxTools {
			return nil, fmt.Errorf("mcp: the server lists more than %d tools", s.opts.MaxTools)
		}
		if res.NextCursor == "" {
			return out, nil
		}
		if seen[res.NextCursor] {
			return nil, errors.New("mcp: tools/list repeated a cursor")
		}
		seen[res.NextCursor] = true
		cursor = res.NextCursor
	}
}

// compileTool builds the endpoint of one MCP tool (without its catalog name).
func compileTool(t *sdk.Tool) (catalog.EndpointSpec, error) {
	in, err := plainObject(t.InputSchema)
	if err != nil || in == nil {
		return catalog.EndpointSpec{}, errors.New("inputSchema is not a JSON object")
	}
	params, err := parameters(in)
	if err != nil {
		return catalog.EndpointSpec{}, err
	}
	ep := catalog.EndpointSpec{
		Description:       truncate(t.Description, maxDescription),
		Parameters:        params,
		InputSchema:       in,
		ExecutionMetadata: map[string]any{MetaTool: t.Name},
	}
	meta := map[string]any{}
	if t.OutputSchema != nil {
		out, err := plainObject(t.OutputSchema)
		if err != nil || out == nil {
			// A boolean or otherwise non-object schema declares nothing usable.
			meta["mcp_output_schema_ignored"] = "not a JSON object"
		} else {
			ep.OutputSchema = out
			ep.OutputFields = outputFields(out)
		}
	}
	if t.Title != "" {
		meta["mcp_title"] = truncate(t.Title, maxLabel)
	}
	if t.Annotations != nil {
		// Untrusted hints: descriptive metadata only, never a classification.
		if a, err := plainObject(t.Annotations); err == nil && len(a) > 0 {
			meta["mcp_annotations"] = a
		}
	}
	if len(meta) > 0 {
		ep.Metadata = meta
	}
	return ep, nil
}

// parameters are the top-level properties of an input schema, in name order, plus
// required names that have no property.
func parameters(in map[string]any) ([]catalog.ParameterSpec, error) {
	root := resolve(in, in)
	props, _ := root["properties"].(map[string]any)
	required := map[string]bool{}
	if req, ok := root["required"].([]any); ok {
		for _, r := range req {
			if name, ok := r.(string); ok {
				required[name] = true
			}
		}
	}
	names := sortedKeys(props)
	for name := range required {
		if _, ok := props[name]; !ok {
			names = append(names, name)
		}
	}
	slices.Sort(names)
	params := make([]catalog.ParameterSpec, 0, len(names))
	for _, name := range names {
		if name == "" || strings.TrimSpace(name) != name {
			return nil, fmt.Errorf("input property %q cannot be a catalog parameter name", truncate(name, maxLabel))
		}
		raw, _ := props[name].(map[string]any)
		p := catalog.ParameterSpec{
			Name:       name,
			Required:   required[name],
			Location:   catalog.LocationArgument,
			JSONSchema: valueSchema(in, raw),
		}
		if r := resolve(in, raw); r != nil {
			p.Description = description(r)
		}
		params = append(params, p)
	}
	return params, nil
}

// outputFields are the planner-visible fields of an output schema: its top-level
// properties, with arrays of objects expanded into "*" fields of their item
// properties. A root array of objects addresses its item properties directly.
func outputFields(out map[string]any) []catalog.FieldSpec {
	root := resolve(out, out)
	if root == nil {
		return nil
	}
	if items := objectItems(out, root); items != nil && !schemaTypes(root)["object"] {
		var fields []catalog.FieldSpec
		used := map[string]bool{}
		for _, q := range sortedKeys(properties(items)) {
			if usableSegment(q) {
				name := uniqueName(fieldName(q), used)
				used[name] = true
				fields = append(fields, field(out, name, []string{q}, properties(items)[q]))
			}
		}
		return fields
	}
	props := properties(root)
	used := map[string]bool{}
	var fields []catalog.FieldSpec
	var nested []string
	for _, p := range sortedKeys(props) {
		if !usableSegment(p) {
			continue
		}
		raw, _ := props[p].(map[string]any)
		if objectItems(out, resolve(out, raw)) != nil {
			nested = append(nested, p)
			continue
		}
		name := uniqueName(fieldName(p), used)
		used[name] = true
		fields = append(fields, field(out, name, []string{p}, props[p]))
	}
	for _, p := range nested {
		raw, _ := props[p].(map[string]any)
		items := objectItems(out, resolve(out, raw))
		itemProps := properties(items)
		for _, q := range sortedKeys(itemProps) {
			if !usableSegment(q) {
				continue
			}
			name := fieldName(q)
			if used[name] {
				name = fieldName(p + "_" + q)
			}
			name = uniqueName(name, used)
			used[name] = true
			fields = append(fields, field(out, name, []string{p, "*", q}, itemProps[q]))
		}
	}
	return fields
}

func field(root map[string]any, name string, path []string, rawSchema any) catalog.FieldSpec {
	raw, _ := rawSchema.(map[string]any)
	f := catalog.FieldSpec{Name: name, JSONSchema: valueSchema(root, raw)}
	if r := resolve(root, raw); r != nil {
		f.Description = description(r)
	}
	if len(path) > 1 || path[0] != name {
		f.Path = path
		if slices.Contains(path, "*") {
			f.ResultPath = slices.Clone(path)
		}
	}
	return f
}

// usableSegment: a property name can be a path segment (non-empty, not the wildcard).
func usableSegment(s string) bool { return s != "" && s != "*" }

// objectItems returns the resolved item schema of an array schema whose items are
// objects with properties, else nil.
func objectItems(root, s map[string]any) map[string]any {
	if s == nil || !schemaTypes(s)["array"] {
		return nil
	}
	items, _ := s["items"].(map[string]any)
	items = resolve(root, items)
	if len(properties(items)) == 0 {
		return nil
	}
	return items
}

func properties(s map[string]any) map[string]any {
	p, _ := s["properties"].(map[string]any)
	return p
}

// valueSchema is the schema a parameter or field carries on its own: the property
// schema itself, or — when it uses references that only resolve against the whole
// document — the type shape of its resolved form.
func valueSchema(root, raw map[string]any) map[string]any {
	if raw == nil {
		return nil
	}
	if !hasRef(raw) {
		return catalog.CloneJSONObject(raw)
	}
	shape := catalog.TypeShape(resolve(root, raw))
	if len(shape) == 0 {
		return nil
	}
	return shape
}

func hasRef(v any) bool {
	switch x := v.(type) {
	case map[string]any:
		for k, e := range x {
			if k == "$ref" || k == "$dynamicRef" || hasRef(e) {
				return true
			}
		}
	case []any:
		for _, e := range x {
			if hasRef(e) {
				return true
			}
		}
	}
	return false
}

// resolve follows local "#/..." references (bounded, so cycles end); nil when one
// cannot be resolved.
func resolve(root, s map[string]any) map[string]any {
	for i := 0; i < 32 && s != nil; i++ {
		ref, ok := s["$ref"].(string)
		if !ok {
			return s
		}
		s = pointer(root, ref)
	}
	return nil
}

func pointer(root map[string]any, ref string) map[string]any {
	ptr, ok := strings.CutPrefix(ref, "#")
	if !ok {
		return nil
	}
	if ptr == "" {
		return root
	}
	if !strings.HasPrefix(ptr, "/") {
		return nil
	}
	var cur any = root
	for _, tok := range strings.Split(ptr[1:], "/") {
		tok = strings.ReplaceAll(strings.ReplaceAll(tok, "~1", "/"), "~0", "~")
		m, ok := cur.(map[string]any)
		if !ok {
			return nil
		}
		if cur, ok = m[tok]; !ok {
			return nil
		}
	}
	m, _ := cur.(map[string]any)
	return m
}

func schemaTypes(s map[string]any) map[string]bool { return catalog.SchemaTypes(s) }

func description(s map[string]any) string {
	d, _ := s["description"].(string)
	if d == "" {
		d, _ = s["title"].(string)
	}
	return truncate(strings.TrimSpace(d), maxDescription)
}

// plainObject round-trips v through encoding/json: a JSON object as plain values, nil
// for JSON null, or an error for anything else.
func plainObject(v any) (map[string]any, error) {
	var out any
	if err := roundTrip(v, &out); err != nil {
		return nil, err
	}
	switch o := out.(type) {
	case nil:
		return nil, nil
	case map[string]any:
		return o, nil
	}
	return nil, errors.New("not a JSON object")
}

func roundTrip(v any, out *any) error {
	data, err := json.Marshal(v)
	if err != nil {
		return err
	}
	return json.Unmarshal(data, out)
}

// endpointName makes an MCP tool name a valid catalog name: letters, digits, '_' and
// '-' are kept, anything else (including '.') becomes '_'; at most 128 runes.
func endpointName(name string) string {
	var b strings.Builder
	n := 0
	for _, r := range name {
		if n == maxNameRunes {
			break
		}
		n++
		if unicode.IsLetter(r) || unicode.IsDigit(r) || r == '_' || r == '-' {
			b.WriteRune(r)
		} else {
			b.WriteByte('_')
		}
	}
	if b.Len() == 0 {
		return "tool"
	}
	return b.String()
}

// fieldName makes a property name a field name: surrounding whitespace trimmed.
func fieldName(name string) string {
	if t := strings.TrimSpace(name); t != "" {
		return truncate(t, maxLabel)
	}
	return "field"
}

func uniqueName(base string, used map[string]bool) string {
	if !used[base] {
		return base
	}
	for i := 2; ; i++ {
		if c := fmt.Sprintf("%s_%d", base, i); !used[c] {
			return c
		}
	}
}

// truncate cuts s to at most max bytes on a rune boundary.
func truncate(s string, max int) string {
	if len(s) <= max {
		return s
	}
	cut := max
	for cut > 0 && !utf8.RuneStart(s[cut]) {
		cut--
	}
	return s[:cut] + "…"
}

func sortedKeys[V any](m map[string]V) []string {
	keys := make([]string, 0, len(m))
	for k := range m {
		keys = append(keys, k)
	}
	slices.Sort(keys)
	return keys
}
