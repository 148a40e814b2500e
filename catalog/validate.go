package catalog

import (
	"fmt"
	"math"
	"slices"
	"strings"

	"golang.org/x/text/cases"
)

// Validate checks every rule of the contract model (CORE.md §1.1–1.6) and reports every
// violation with its path. Tool keys must be unique within the catalog.
func (c *Catalog) Validate() error {
	var ps problems
	if len(c.Tools) == 0 {
		ps.add("tools", "a catalog needs at least one tool")
	}
	seen := make(map[string]int, len(c.Tools))
	for i := range c.Tools {
		path := fmt.Sprintf("tools[%d]", i)
		c.Tools[i].validate(&ps, path)
		key := c.Tools[i].Key()
		if j, dup := seen[key]; dup {
			ps.add(path+".name", "duplicate tool key %q (also tools[%d])", key, j)
		} else {
			seen[key] = i
		}
	}
	return ps.err()
}

// Validate checks every rule of the contract model for one tool. Paths in the error
// start at the tool (e.g. "endpoints[0].output_fields[3].unit").
func (t *ToolSpec) Validate() error {
	var ps problems
	t.validate(&ps, "")
	return ps.err()
}

// Validate checks one endpoint on its own.
func (e *EndpointSpec) Validate() error {
	var ps problems
	e.validate(&ps, "")
	return ps.err()
}

func join(path, key string) string {
	if path == "" {
		return key
	}
	return path + "." + key
}

func index(path, key string, i int) string { return fmt.Sprintf("%s[%d]", join(path, key), i) }

// checkName requires a non-empty name without surrounding whitespace.
func checkName(ps *problems, path, name string) {
	switch {
	case name == "":
		ps.add(path, "is required")
	case strings.TrimSpace(name) != name:
		ps.add(path, "must not have surrounding whitespace: %q", name)
	}
}

// checkOptional requires an optional string, when set, to be non-blank and trimmed.
func checkOptional(ps *problems, path, value string) {
	if value != "" && strings.TrimSpace(value) != value {
		if strings.TrimSpace(value) == "" {
			ps.add(path, "must be non-blank when set")
		} else {
			ps.add(path, "must not have surrounding whitespace: %q", value)
		}
	}
}

func checkJSON(ps *problems, path string, m map[string]any) {
	if m == nil {
		return
	}
	if err := checkJSONValue(path, m); err != nil {
		*ps = append(*ps, err.(*FieldError))
	}
}

func (t *ToolSpec) validate(ps *problems, path string) {
	checkName(ps, join(path, "name"), t.Name)
	if strings.Contains(t.Name, ".") {
		ps.add(join(path, "name"), "must not contain '.': route IDs are \"tool.endpoint\"")
	}
	checkOptional(ps, join(path, "namespace"), t.Namespace)
	checkOptional(ps, join(path, "provider"), t.Provider)
	checkOptional(ps, join(path, "access_mode"), t.AccessMode)
	checkOptional(ps, join(path, "source_type"), t.SourceType)
	checkOptional(ps, join(path, "license"), t.License)
	checkJSON(ps, join(path, "execution_metadata"), t.ExecutionMetadata)
	checkJSON(ps, join(path, "metadata"), t.Metadata)
	if len(t.Endpoints) == 0 {
		ps.add(join(path, "endpoints"), "a tool needs at least one endpoint")
	}
	seen := make(map[string]int, len(t.Endpoints))
	for i := range t.Endpoints {
		epath := index(path, "endpoints", i)
		t.Endpoints[i].validate(ps, epath)
		name := t.Endpoints[i].Name
		if j, dup := seen[name]; dup {
			ps.add(epath+".name", "duplicate endpoint name %q (also endpoints[%d])", name, j)
		} else {
			seen[name] = i
		}
	}
}

func (e *EndpointSpec) validate(ps *problems, path string) {
	checkName(ps, join(path, "name"), e.Name)
	if strings.Contains(e.Name, ".") {
		ps.add(join(path, "name"), "must not contain '.': route IDs are \"tool.endpoint\"")
	}
	aliasSeen := map[string]int{}
	for i, a := range e.OperationAliases {
		apath := index(path, "operation_aliases", i)
		if strings.TrimSpace(a) == "" {
			ps.add(apath, "must be non-empty")
			continue
		}
		if strings.TrimSpace(a) != a {
			ps.add(apath, "must not have surrounding whitespace: %q", a)
		}
		key := cases.Fold().String(strings.Join(strings.Fields(a), " "))
		if j, dup := aliasSeen[key]; dup {
			ps.add(apath, "duplicates operation_aliases[%d] %q", j, e.OperationAliases[j])
		} else {
			aliasSeen[key] = i
		}
	}
	paramSeen := map[string]int{}
	for i := range e.Parameters {
		ppath := index(path, "parameters", i)
		e.Parameters[i].validate(ps, ppath)
		if j, dup := paramSeen[e.Parameters[i].Name]; dup {
			ps.add(ppath+".name", "duplicate parameter name %q (also parameters[%d])", e.Parameters[i].Name, j)
		} else {
			paramSeen[e.Parameters[i].Name] = i
		}
	}
	fieldSeen := map[string]int{}
	for i := range e.OutputFields {
		fpath := index(path, "output_fields", i)
		e.OutputFields[i].validate(ps, fpath)
		if j, dup := fieldSeen[e.OutputFields[i].Name]; dup {
			ps.add(fpath+".name", "duplicate output field name %q (also output_fields[%d])", e.OutputFields[i].Name, j)
		} else {
			fieldSeen[e.OutputFields[i].Name] = i
		}
	}
	checkJSON(ps, join(path, "input_schema"), e.InputSchema)
	checkJSON(ps, join(path, "output_schema"), e.OutputSchema)
	checkJSON(ps, join(path, "execution_metadata"), e.ExecutionMetadata)
	checkJSON(ps, join(path, "metadata"), e.Metadata)
	e.validateFieldSchemas(ps, path)
	e.validatePaths(ps, path)
	if e.ServerProjection != nil {
		e.validateServerProjection(ps, join(path, "server_projection"))
	}
	for i, set := range e.AuthRequirements {
		for j, s := range set.Schemes {
			s.validate(ps, fmt.Sprintf("%s.schemes[%d]", index(path, "auth_requirements", i), j))
		}
	}
}

func (p *ParameterSpec) validate(ps *problems, path string) {
	checkName(ps, join(path, "name"), p.Name)
	checkOptional(ps, join(path, "wire_name"), p.WireName)
	if !p.Location.valid() {
		ps.add(join(path, "location"), "unknown location %q (want path, query, header, body, body_root or argument)", p.Location)
	}
	checkJSON(ps, join(path, "json_schema"), p.JSONSchema)
	seen := map[string]bool{}
	for i, a := range p.Aliases {
		apath := index(path, "aliases", i)
		checkName(ps, apath, a)
		if seen[a] {
			ps.add(apath, "duplicate alias %q", a)
		}
		seen[a] = true
	}
}

func (f *FieldSpec) validate(ps *problems, path string) {
	checkName(ps, join(path, "name"), f.Name)
	if f.SemanticID != "" && strings.TrimSpace(f.SemanticID) == "" {
		ps.add(join(path, "semantic_id"), "must be non-blank when set")
	}
	checkOptional(ps, join(path, "unit"), f.Unit)
	checkOptional(ps, join(path, "source_type"), f.SourceType)
	checkOptional(ps, join(path, "license"), f.License)
	checkJSON(ps, join(path, "json_schema"), f.JSONSchema)
	for i, seg := range f.Path {
		if seg == "" {
			ps.add(index(path, "path", i), "path segments must be non-empty")
		}
	}
	for i, seg := range f.ResultPath {
		if seg == "" {
			ps.add(index(path, "result_path", i), "path segments must be non-empty")
		}
	}
	for _, k := range sortedKeys(f.Qualifiers) {
		v := f.Qualifiers[k]
		qpath := join(path, "qualifiers") + fmt.Sprintf("[%q]", k)
		if strings.TrimSpace(k) == "" || strings.TrimSpace(k) != k {
			ps.add(qpath, "qualifier keys must be non-empty without surrounding whitespace")
		}
		if strings.TrimSpace(v) == "" || strings.TrimSpace(v) != v {
			ps.add(qpath, "qualifier values must be non-empty without surrounding whitespace: %q", v)
		}
	}
	if n := f.UnitNormalization; n != nil {
		npath := join(path, "unit_normalization")
		if f.Unit == "" {
			ps.add(npath, "unit_normalization requires unit")
		}
		checkName(ps, join(npath, "dimension"), n.Dimension)
		checkName(ps, join(npath, "canonical_unit"), n.CanonicalUnit)
		if math.IsNaN(n.Scale) || math.IsInf(n.Scale, 0) || n.Scale <= 0 {
			ps.add(join(npath, "scale"), "must be finite and > 0, got %v", n.Scale)
		}
		if math.IsNaN(n.Offset) || math.IsInf(n.Offset, 0) {
			ps.add(join(npath, "offset"), "must be finite, got %v", n.Offset)
		}
		if f.Unit != "" && f.Unit == n.CanonicalUnit && (n.Scale != 1 || n.Offset != 0) {
			ps.add(npath, "unit %q equals canonical_unit, so the conversion must be the identity (scale 1, offset 0)", f.Unit)
		}
	}
	if f.Unit != "" && len(f.JSONSchema) > 0 && !IsNumericSchema(f.JSONSchema) {
		ps.add(join(path, "json_schema"), "a field with unit %q must declare a numeric scalar or numeric-array json_schema type", f.Unit)
	}
	f.validateWildcards(ps, path)
}

// validateWildcards applies the "*" rules: never first or last, an explicit result_path,
// and identical wildcard positions in path and result_path.
func (f *FieldSpec) validateWildcards(ps *problems, path string) {
	src := wildcardPositions(f.Path)
	res := wildcardPositions(f.ResultPath)
	if len(src) == 0 && len(res) == 0 {
		return
	}
	for _, side := range []struct {
		key  string
		segs []string
		pos  []int
	}{{"path", f.Path, src}, {"result_path", f.ResultPath, res}} {
		for _, i := range side.pos {
			if i == 0 || i == len(side.segs)-1 {
				ps.add(index(path, side.key, i), `the "*" wildcard may not be the first or last segment`)
			}
		}
	}
	if len(src) > 0 && len(f.ResultPath) == 0 {
		ps.add(join(path, "result_path"), `a path with a "*" wildcard needs an explicit result_path`)
		return
	}
	if !slices.Equal(src, res) {
		ps.add(join(path, "result_path"), `"*" wildcards must stand at the same positions as in path (path %v, result_path %v)`, src, res)
	}
}

func wildcardPositions(segs []string) []int {
	var pos []int
	for i, s := range segs {
		if s == "*" {
			pos = append(pos, i)
		}
	}
	return pos
}

func hasWildcard(segs []string) bool { return slices.Contains(segs, "*") }

// validateFieldSchemas checks each field's declared schema against the raw output
// schema at its path, and that unit-bearing fields resolve to numeric schemas.
func (e *EndpointSpec) validateFieldSchemas(ps *problems, path string) {
	for i := range e.OutputFields {
		f := &e.OutputFields[i]
		fpath := index(path, "output_fields", i)
		raw := SchemaAtPath(e.OutputSchema, f.ProjectionPath())
		rawTyped := len(SchemaTypes(raw)) > 0
		if len(f.JSONSchema) > 0 && rawTyped && !JSONSchemasCompatible(f.JSONSchema, raw) {
			ps.add(join(fpath, "json_schema"), "type %v is not compatible with the output_schema type %v at %v",
				f.JSONSchema["type"], raw["type"], f.ProjectionPath())
		}
		if f.Unit == "" {
			continue
		}
		fieldTyped := len(SchemaTypes(f.JSONSchema)) > 0
		if !fieldTyped && rawTyped && !IsNumericSchema(raw) {
			ps.add(join(fpath, "unit"), "a field with a unit must resolve to a numeric schema; output_schema declares %v at %v",
				raw["type"], f.ProjectionPath())
		}
		if f.UnitNormalization != nil && !IsNumericSchema(f.JSONSchema) && !IsNumericSchema(raw) {
			ps.add(join(fpath, "unit_normalization"), "a unit normalization needs a declared numeric schema on the field or in output_schema at %v",
				f.ProjectionPath())
		}
	}
}

// validatePaths enforces unique, non-overlapping source and result paths.
func (e *EndpointSpec) validatePaths(ps *problems, path string) {
	fields := e.OutputFields
	for i := range fields {
		for j := 0; j < i; j++ {
			a, b := &fields[j], &fields[i]
			fpath := index(path, "output_fields", i)
			srcA, srcB := a.ProjectionPath(), b.ProjectionPath()
			resA, resB := a.ResultProjectionPath(), b.ResultProjectionPath()
			switch {
			case slices.Equal(srcA, srcB):
				ps.add(join(fpath, "path"), "source path %v duplicates field %q", srcB, a.Name)
				continue
			case isPrefix(srcA, srcB) || isPrefix(srcB, srcA):
				if pathsOverlap(resA, resB) && !(hasWildcard(srcA) && hasWildcard(srcB)) {
					ps.add(join(fpath, "path"), "source path %v overlaps field %q (%v) and so do their result paths", srcB, a.Name, srcA)
					continue
				}
			}
			switch {
			case slices.Equal(resA, resB):
				ps.add(join(fpath, "result_path"), "result path %v duplicates field %q", resB, a.Name)
			case isPrefix(resA, resB) && !hasWildcard(resB), isPrefix(resB, resA) && !hasWildcard(resA):
				ps.add(join(fpath, "result_path"), "result path %v overlaps field %q (%v)", resB, a.Name, resA)
			}
		}
	}
}

// isPrefix reports whether a is a proper prefix of b.
func isPrefix(a, b []string) bool { return len(a) < len(b) && slices.Equal(a, b[:len(a)]) }

func pathsOverlap(a, b []string) bool { return slices.Equal(a, b) || isPrefix(a, b) || isPrefix(b, a) }

func (e *EndpointSpec) validateServerProjection(ps *problems, path string) {
	sp := e.ServerProjection
	if strings.TrimSpace(sp.Parameter) == "" {
		ps.add(join(path, "parameter"), "must be non-blank")
	}
	for _, k := range sortedKeys(sp.FieldMap) {
		if _, ok := e.Field(k); !ok {
			ps.add(join(path, "field_map")+fmt.Sprintf("[%q]", k), "is not a declared output field")
		}
		if strings.TrimSpace(sp.FieldMap[k]) == "" {
			ps.add(join(path, "field_map")+fmt.Sprintf("[%q]", k), "selector must be non-blank")
		}
	}
	for i := range e.Parameters {
		p := &e.Parameters[i]
		if p.EffectiveWireName() == sp.Parameter && p.EffectiveLocation() != LocationQuery {
			ps.add(join(path, "parameter"), "parameters[%d] (%s) uses the same wire name %q outside the query", i, p.EffectiveLocation(), sp.Parameter)
		}
	}
	if len(e.OutputSchema) == 0 {
		for i := range e.OutputFields {
			f := &e.OutputFields[i]
			if !slices.Equal(f.ProjectionPath(), []string{f.Name}) {
				ps.add(join(path, "output_schema"), "output_fields[%d] (%s) has a remapped source path, so a server-projected endpoint needs an explicit output_schema", i, f.Name)
				break
			}
		}
	}
}

func (s *AuthSchemeRequirement) validate(ps *problems, path string) {
	checkName(ps, join(path, "name"), s.Name)
	switch s.Kind {
	case AuthAPIKey:
		if s.Location == "" || s.ParameterName == "" {
			ps.add(path, "an api_key scheme needs location and parameter_name")
		}
	case AuthHTTP:
		if s.HTTPScheme == "" {
			ps.add(path, "an http scheme needs http_scheme")
		}
	case AuthOAuth2, AuthOpenIDConnect, AuthUnsupported:
	default:
		ps.add(join(path, "kind"), "unknown kind %q", s.Kind)
	}
	switch s.Location {
	case "", "header", "query", "cookie":
	default:
		ps.add(join(path, "location"), "unknown location %q (want header, query or cookie)", s.Location)
	}
}
