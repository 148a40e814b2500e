package store

import (
	"bytes"
	"encoding/json"
	"fmt"
	"maps"
	"reflect"
	"slices"

	"github.com/schemarouter/schemarouter/catalog"
)

// Diff classifications, from least to most severe.
const (
	Identical      = "identical"
	Compatible     = "compatible"
	Breaking       = "breaking"
	SecurityReview = "security_review"
)

// Change severities.
const (
	SeverityInfo       = "info"
	SeverityCompatible = "compatible"
	SeverityBreaking   = "breaking"
	SeveritySecurity   = "security"
)

// Change is one difference between two tool contracts.
type Change struct {
	Path     string `json:"path"`
	Kind     string `json:"kind"`
	Severity string `json:"severity"`
	Old      any    `json:"old"`
	New      any    `json:"new"`
	Message  string `json:"message"`
}

// Diff is the conservative comparison of two versions of a tool contract.
type Diff struct {
	Classification string   `json:"classification"`
	Changes        []Change `json:"changes"`
}

var severityRank = map[string]int{SeverityInfo: 0, SeverityCompatible: 1, SeverityBreaking: 2, SeveritySecurity: 3}
var classOfRank = []string{Identical, Compatible, Breaking, SecurityReview}

type differ struct{ changes []Change }

func (d *differ) add(path, kind, severity string, old, new any, format string, args ...any) {
	d.changes = append(d.changes, Change{Path: path, Kind: kind, Severity: severity, Old: old, New: new, Message: fmt.Sprintf(format, args...)})
}

// DiffTools compares two versions of a tool contract conservatively: identical
// fingerprints are identical; additions that old callers cannot notice are compatible;
// removals, new requirements and any schema edit it cannot prove safe are breaking;
// changes of transport identity or side-effect classification (method, read_only,
// destructive, execution_metadata, remote, access path, auth) need security review.
// The classification is the most severe change. A diff never bypasses fingerprint checks.
func DiffTools(old, new catalog.ToolSpec) Diff {
	ofp, oerr := catalog.ToolFingerprint(&old)
	nfp, nerr := catalog.ToolFingerprint(&new)
	if oerr == nil && nerr == nil && ofp == nfp {
		return Diff{Classification: Identical, Changes: []Change{}}
	}
	d := &differ{}
	d.tool(&old, &new)
	if len(d.changes) == 0 { // fingerprints differ for a reason not recognized: fail closed
		d.add(new.Key(), "unrecognized_change", SeverityBreaking, ofp, nfp, "the contract changed in a way the diff does not recognize")
	}
	rank := 0
	for _, c := range d.changes {
		rank = max(rank, severityRank[c.Severity])
	}
	// Changes that are all "info" still differ in fingerprint: at least compatible.
	return Diff{Classification: classOfRank[max(rank, 1)], Changes: d.changes}
}

func jsonEqual(a, b any) bool {
	if reflect.DeepEqual(a, b) {
		return true
	}
	ja, err1 := json.Marshal(a)
	jb, err2 := json.Marshal(b)
	return err1 == nil && err2 == nil && bytes.Equal(ja, jb)
}

// emptyish folds nil and empty maps/slices together.
func emptyish(v any) bool {
	rv := reflect.ValueOf(v)
	switch rv.Kind() {
	case reflect.Invalid:
		return true
	case reflect.Map, reflect.Slice:
		return rv.Len() == 0
	case reflect.Pointer:
		return rv.IsNil()
	}
	return false
}

func (d *differ) cmp(path, kind, severity string, old, new any, what string) {
	if (emptyish(old) && emptyish(new)) || jsonEqual(old, new) {
		return
	}
	d.add(path, kind, severity, old, new, "%s changed", what)
}

func boolText(b *bool) any {
	if b == nil {
		return nil
	}
	return *b
}

func (d *differ) tool(o, n *catalog.ToolSpec) {
	d.cmp("name", "key_changed", SeverityBreaking, o.Name, n.Name, "tool name")
	d.cmp("namespace", "key_changed", SeverityBreaking, o.Namespace, n.Namespace, "tool namespace")
	d.cmp("description", "description_changed", SeverityCompatible, o.Description, n.Description, "tool description")
	d.cmp("source_type", "evidence_changed", SeverityBreaking, o.SourceType, n.SourceType, "tool source_type")
	d.cmp("license", "evidence_changed", SeverityBreaking, o.License, n.License, "tool license")
	d.cmp("provider", "access_changed", SeveritySecurity, o.Provider, n.Provider, "tool provider")
	d.cmp("access_mode", "access_changed", SeveritySecurity, o.AccessMode, n.AccessMode, "tool access_mode")
	d.cmp("remote", "remote_changed", SeveritySecurity, o.Remote, n.Remote, "tool remote classification")
	d.cmp("execution_metadata", "execution_metadata_changed", SeveritySecurity, o.ExecutionMetadata, n.ExecutionMetadata, "tool execution_metadata")
	for i := range o.Endpoints {
		oe := &o.Endpoints[i]
		ne, ok := n.Endpoint(oe.Name)
		p := "endpoints." + oe.Name
		if !ok {
			d.add(p, "endpoint_removed", SeverityBreaking, oe.Name, nil, "endpoint %q was removed", oe.Name)
			continue
		}
		d.endpoint(p, oe, ne)
	}
	for i := range n.Endpoints {
		ne := &n.Endpoints[i]
		if _, ok := o.Endpoint(ne.Name); ok {
			continue
		}
		p := "endpoints." + ne.Name
		if ne.IsReadOnly() && !ne.IsDestructive() {
			d.add(p, "endpoint_added", SeverityCompatible, nil, ne.Name, "read-only endpoint %q was added", ne.Name)
		} else {
			d.add(p, "endpoint_added", SeveritySecurity, nil, ne.Name, "%s endpoint %q was added", ne.OperationClass(), ne.Name)
		}
	}
}

func (d *differ) endpoint(p string, o, n *catalog.EndpointSpec) {
	d.cmp(p+".description", "description_changed", SeverityCompatible, o.Description, n.Description, "endpoint description")
	d.cmp(p+".operation_aliases", "aliases_changed", SeverityCompatible, o.OperationAliases, n.OperationAliases, "operation aliases")
	d.cmp(p+".method", "method_changed", SeveritySecurity, o.Method, n.Method, "HTTP method")
	d.cmp(p+".path", "path_changed", SeverityBreaking, o.Path, n.Path, "endpoint path")
	if !reflect.DeepEqual(boolText(o.ReadOnly), boolText(n.ReadOnly)) {
		d.add(p+".read_only", "side_effect_changed", SeveritySecurity, boolText(o.ReadOnly), boolText(n.ReadOnly),
			"side-effect class changed from %s to %s", o.OperationClass(), n.OperationClass())
	}
	if !reflect.DeepEqual(boolText(o.Destructive), boolText(n.Destructive)) {
		d.add(p+".destructive", "side_effect_changed", SeveritySecurity, boolText(o.Destructive), boolText(n.Destructive), "destructive classification changed")
	}
	d.cmp(p+".execution_metadata", "execution_metadata_changed", SeveritySecurity, o.ExecutionMetadata, n.ExecutionMetadata, "endpoint execution_metadata")
	d.cmp(p+".auth_requirements", "auth_changed", SeveritySecurity, o.AuthRequirements, n.AuthRequirements, "authentication requirements")
	d.cmp(p+".server_projection", "server_projection_changed", SeverityBreaking, o.ServerProjection, n.ServerProjection, "server projection")
	if !jsonEqual(o.InputSchema, n.InputSchema) {
		d.schema(p+".input_schema", o.InputSchema, n.InputSchema, true)
	}
	if !jsonEqual(o.OutputSchema, n.OutputSchema) {
		d.schema(p+".output_schema", o.OutputSchema, n.OutputSchema, false)
	}
	for i := range o.Parameters {
		op := &o.Parameters[i]
		pp := p + ".parameters." + op.Name
		np, ok := n.Parameter(op.Name)
		if !ok {
			d.add(pp, "parameter_removed", SeverityBreaking, op.Name, nil, "parameter %q was removed", op.Name)
			continue
		}
		d.parameter(pp, op, np)
	}
	for i := range n.Parameters {
		np := &n.Parameters[i]
		if _, ok := o.Parameter(np.Name); ok {
			continue
		}
		pp := p + ".parameters." + np.Name
		if np.Required {
			d.add(pp, "required_parameter_added", SeverityBreaking, nil, np.Name, "new required parameter %q", np.Name)
		} else {
			d.add(pp, "optional_parameter_added", SeverityCompatible, nil, np.Name, "new optional parameter %q", np.Name)
		}
	}
	for i := range o.OutputFields {
		of := &o.OutputFields[i]
		fp := p + ".output_fields." + of.Name
		nf, ok := n.Field(of.Name)
		if !ok {
			d.add(fp, "field_removed", SeverityBreaking, of.Name, nil, "output field %q was removed", of.Name)
			continue
		}
		d.field(fp, of, nf)
	}
	for i := range n.OutputFields {
		nf := &n.OutputFields[i]
		if _, ok := o.Field(nf.Name); !ok {
			d.add(p+".output_fields."+nf.Name, "field_added", SeverityCompatible, nil, nf.Name, "new output field %q", nf.Name)
		}
	}
}

func (d *differ) parameter(p string, o, n *catalog.ParameterSpec) {
	switch {
	case !o.Required && n.Required:
		d.add(p+".required", "parameter_now_required", SeverityBreaking, false, true, "parameter became required")
	case o.Required && !n.Required:
		d.add(p+".required", "parameter_now_optional", SeverityCompatible, true, false, "parameter is no longer required")
	}
	d.cmp(p+".description", "description_changed", SeverityCompatible, o.Description, n.Description, "parameter description")
	d.cmp(p+".aliases", "aliases_changed", SeverityCompatible, o.Aliases, n.Aliases, "parameter aliases")
	d.cmp(p+".wire_name", "wire_changed", SeverityBreaking, o.EffectiveWireName(), n.EffectiveWireName(), "wire name")
	d.cmp(p+".location", "wire_changed", SeverityBreaking, o.EffectiveLocation(), n.EffectiveLocation(), "location")
	d.cmp(p+".style", "wire_changed", SeverityBreaking, o.Style, n.Style, "serialization style")
	d.cmp(p+".explode", "wire_changed", SeverityBreaking, boolText(o.Explode), boolText(n.Explode), "explode")
	d.cmp(p+".allow_reserved", "wire_changed", SeverityBreaking, o.AllowReserved, n.AllowReserved, "allow_reserved")
	if !jsonEqual(o.JSONSchema, n.JSONSchema) {
		d.schema(p+".json_schema", o.JSONSchema, n.JSONSchema, true)
	}
}

func (d *differ) field(p string, o, n *catalog.FieldSpec) {
	d.cmp(p+".description", "description_changed", SeverityCompatible, o.Description, n.Description, "field description")
	d.cmp(p+".aliases", "aliases_changed", SeverityCompatible, o.Aliases, n.Aliases, "field aliases")
	d.cmp(p+".semantic_id", "field_changed", SeverityBreaking, o.SemanticID, n.SemanticID, "semantic_id")
	d.cmp(p+".path", "field_changed", SeverityBreaking, o.ProjectionPath(), n.ProjectionPath(), "source path")
	d.cmp(p+".result_path", "field_changed", SeverityBreaking, o.ResultProjectionPath(), n.ResultProjectionPath(), "result path")
	d.cmp(p+".unit", "field_changed", SeverityBreaking, o.Unit, n.Unit, "unit")
	d.cmp(p+".unit_normalization", "field_changed", SeverityBreaking, o.UnitNormalization, n.UnitNormalization, "unit normalization")
	d.cmp(p+".qualifiers", "field_changed", SeverityBreaking, o.Qualifiers, n.Qualifiers, "qualifiers")
	d.cmp(p+".identifier", "field_changed", SeverityBreaking, o.Identifier, n.Identifier, "identifier flag")
	d.cmp(p+".source_type", "evidence_changed", SeverityBreaking, o.SourceType, n.SourceType, "source_type")
	d.cmp(p+".license", "evidence_changed", SeverityBreaking, o.License, n.License, "license")
	if !jsonEqual(o.JSONSchema, n.JSONSchema) {
		d.schema(p+".json_schema", o.JSONSchema, n.JSONSchema, false)
	}
}

// schema compares two JSON Schemas. For inputs, widening (accepting more) is
// compatible; for outputs, narrowing (producing less) is. Every other edit is breaking.
func (d *differ) schema(p string, o, n map[string]any, input bool) {
	if len(o) == 0 || len(n) == 0 {
		// From or to "no constraint": widening an input or narrowing an output is fine.
		if (input && len(n) == 0) || (!input && len(o) == 0) {
			d.add(p, "schema_relaxed", SeverityCompatible, o, n, "schema constraint %s", map[bool]string{true: "removed", false: "added"}[len(n) == 0])
		} else {
			d.add(p, "schema_changed", SeverityBreaking, o, n, "schema changed")
		}
		return
	}
	for _, k := range unionKeys(o, n) {
		ov, nv := o[k], n[k]
		if jsonEqual(ov, nv) {
			continue
		}
		kp := p + "." + k
		switch k {
		case "description", "title", "examples", "$comment":
			d.add(kp, "description_changed", SeverityCompatible, ov, nv, "schema %s changed", k)
		case "type":
			ot, nt := typeSet(ov), typeSet(nv)
			if ot != nil && nt != nil && ((input && typesWiden(ot, nt)) || (!input && typesWiden(nt, ot))) {
				d.add(kp, "type_widened", SeverityCompatible, ov, nv, "type %v → %v is compatible", ov, nv)
			} else {
				d.add(kp, "type_changed", SeverityBreaking, ov, nv, "type %v → %v", ov, nv)
			}
		case "enum":
			oe, oOK := ov.([]any)
			ne, nOK := nv.([]any)
			if ov != nil && nv != nil && oOK && nOK && ((input && subset(oe, ne)) || (!input && subset(ne, oe))) {
				d.add(kp, "enum_widened", SeverityCompatible, ov, nv, "enum change is compatible")
			} else if input && nv == nil {
				d.add(kp, "enum_widened", SeverityCompatible, ov, nv, "enum constraint removed")
			} else {
				d.add(kp, "enum_changed", SeverityBreaking, ov, nv, "enum changed")
			}
		case "required":
			or, oOK := asList(ov)
			nr, nOK := asList(nv)
			if oOK && nOK && ((input && subset(nr, or)) || (!input && subset(or, nr))) {
				d.add(kp, "required_relaxed", SeverityCompatible, ov, nv, "required list change is compatible")
			} else {
				d.add(kp, "required_changed", SeverityBreaking, ov, nv, "required list changed")
			}
		case "properties":
			om, oOK := asMap(ov)
			nm, nOK := asMap(nv)
			if !oOK || !nOK {
				d.add(kp, "schema_changed", SeverityBreaking, ov, nv, "properties changed")
				continue
			}
			for _, name := range unionKeys(om, nm) {
				op, inOld := om[name]
				np, inNew := nm[name]
				pp := kp + "." + name
				switch {
				case !inNew:
					d.add(pp, "property_removed", SeverityBreaking, op, nil, "property %q was removed", name)
				case !inOld:
					d.add(pp, "property_added", SeverityCompatible, nil, np, "property %q was added", name)
				case !jsonEqual(op, np):
					os, ok1 := op.(map[string]any)
					ns, ok2 := np.(map[string]any)
					if ok1 && ok2 {
						d.schema(pp, os, ns, input)
					} else {
						d.add(pp, "schema_changed", SeverityBreaking, op, np, "property schema changed")
					}
				}
			}
		case "items":
			os, ok1 := ov.(map[string]any)
			ns, ok2 := nv.(map[string]any)
			if ok1 && ok2 {
				d.schema(kp, os, ns, input)
			} else {
				d.add(kp, "schema_changed", SeverityBreaking, ov, nv, "items changed")
			}
		default:
			d.add(kp, "schema_changed", SeverityBreaking, ov, nv, "schema keyword %q changed", k)
		}
	}
}

func asMap(v any) (map[string]any, bool) {
	if v == nil {
		return map[string]any{}, true
	}
	m, ok := v.(map[string]any)
	return m, ok
}

func asList(v any) ([]any, bool) {
	switch x := v.(type) {
	case nil:
		return nil, true
	case []any:
		return x, true
	case []string:
		out := make([]any, len(x))
		for i, s := range x {
			out[i] = s
		}
		return out, true
	}
	return nil, false
}

// typeSet reads a JSON Schema "type" (a string or a list of strings).
func typeSet(v any) []string {
	switch x := v.(type) {
	case string:
		return []string{x}
	case []string:
		return x
	case []any:
		var out []string
		for _, e := range x {
			s, ok := e.(string)
			if !ok {
				return nil
			}
			out = append(out, s)
		}
		return out
	}
	return nil
}

// typesWiden reports whether every value of a type in narrow is accepted by wide
// (integer is accepted by number).
func typesWiden(narrow, wide []string) bool {
	for _, t := range narrow {
		if slices.Contains(wide, t) || (t == "integer" && slices.Contains(wide, "number")) {
			continue
		}
		return false
	}
	return true
}

// subset reports whether every element of a is in b (JSON equality).
func subset(a, b []any) bool {
	for _, x := range a {
		found := false
		for _, y := range b {
			if jsonEqual(x, y) {
				found = true
				break
			}
		}
		if !found {
			return false
		}
	}
	return true
}

// unionKeys is the sorted union of two maps' keys.
func unionKeys[V any](a, b map[string]V) []string {
	keys := slices.Collect(maps.Keys(a))
	for k := range b {
		if _, ok := a[k]; !ok {
			keys = append(keys, k)
		}
	}
	slices.Sort(keys)
	return keys
}
