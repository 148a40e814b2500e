package catalog

import (
	"encoding/json"
	"fmt"
	"math"
	"reflect"
)

// Clone returns a deep copy of the tool: mutating the copy never changes t.
func (t *ToolSpec) Clone() ToolSpec {
	c := *t
	c.ExecutionMetadata = CloneJSONObject(t.ExecutionMetadata)
	c.Metadata = CloneJSONObject(t.Metadata)
	if t.Endpoints != nil {
		c.Endpoints = make([]EndpointSpec, len(t.Endpoints))
		for i := range t.Endpoints {
			c.Endpoints[i] = t.Endpoints[i].Clone()
		}
	}
	return c
}

// Clone returns a deep copy of the endpoint.
func (e *EndpointSpec) Clone() EndpointSpec {
	c := *e
	c.OperationAliases = cloneStrings(e.OperationAliases)
	c.InputSchema = CloneJSONObject(e.InputSchema)
	c.OutputSchema = CloneJSONObject(e.OutputSchema)
	c.ExecutionMetadata = CloneJSONObject(e.ExecutionMetadata)
	c.Metadata = CloneJSONObject(e.Metadata)
	c.ReadOnly = cloneBool(e.ReadOnly)
	c.Destructive = cloneBool(e.Destructive)
	if e.Parameters != nil {
		c.Parameters = make([]ParameterSpec, len(e.Parameters))
		for i := range e.Parameters {
			c.Parameters[i] = e.Parameters[i].Clone()
		}
	}
	if e.OutputFields != nil {
		c.OutputFields = make([]FieldSpec, len(e.OutputFields))
		for i := range e.OutputFields {
			c.OutputFields[i] = e.OutputFields[i].Clone()
		}
	}
	if e.ServerProjection != nil {
		sp := *e.ServerProjection
		sp.FieldMap = cloneStringMap(sp.FieldMap)
		c.ServerProjection = &sp
	}
	if e.AuthRequirements != nil {
		c.AuthRequirements = make([]AuthRequirementSet, len(e.AuthRequirements))
		for i, set := range e.AuthRequirements {
			var schemes []AuthSchemeRequirement
			if set.Schemes != nil {
				schemes = make([]AuthSchemeRequirement, len(set.Schemes))
			}
			for j, s := range set.Schemes {
				s.Scopes = cloneStrings(s.Scopes)
				schemes[j] = s
			}
			c.AuthRequirements[i] = AuthRequirementSet{Schemes: schemes}
		}
	}
	return c
}

// Clone returns a deep copy of the parameter.
func (p *ParameterSpec) Clone() ParameterSpec {
	c := *p
	c.Explode = cloneBool(p.Explode)
	c.JSONSchema = CloneJSONObject(p.JSONSchema)
	c.Aliases = cloneStrings(p.Aliases)
	return c
}

// Clone returns a deep copy of the field.
func (f *FieldSpec) Clone() FieldSpec {
	c := *f
	c.JSONSchema = CloneJSONObject(f.JSONSchema)
	c.Aliases = cloneStrings(f.Aliases)
	c.Path = cloneStrings(f.Path)
	c.ResultPath = cloneStrings(f.ResultPath)
	c.Qualifiers = cloneStringMap(f.Qualifiers)
	if f.UnitNormalization != nil {
		n := *f.UnitNormalization
		c.UnitNormalization = &n
	}
	return c
}

func cloneBool(b *bool) *bool {
	if b == nil {
		return nil
	}
	v := *b
	return &v
}

func cloneStrings(s []string) []string {
	if s == nil {
		return nil
	}
	return append([]string(nil), s...)
}

func cloneStringMap(m map[string]string) map[string]string {
	if m == nil {
		return nil
	}
	c := make(map[string]string, len(m))
	for k, v := range m {
		c[k] = v
	}
	return c
}

// CloneJSONObject deep-copies a decoded JSON object. Values that are not plain JSON
// (maps, slices, strings, numbers, booleans, nil) are copied by reference; validation
// rejects them before a tool is registered.
func CloneJSONObject(m map[string]any) map[string]any {
	if m == nil {
		return nil
	}
	c := make(map[string]any, len(m))
	for k, v := range m {
		c[k] = CloneJSON(v)
	}
	return c
}

// CloneJSON deep-copies a decoded JSON value.
func CloneJSON(v any) any {
	switch x := v.(type) {
	case map[string]any:
		return CloneJSONObject(x)
	case []any:
		c := make([]any, len(x))
		for i, e := range x {
			c[i] = CloneJSON(e)
		}
		return c
	case []string:
		return cloneStrings(x)
	case map[string]string:
		return cloneStringMap(x)
	default:
		return v
	}
}

// checkJSONValue reports the first value in v that is not plain, finite JSON as a
// *FieldError naming its path.
func checkJSONValue(path string, v any) error {
	switch x := v.(type) {
	case nil, string, bool:
		return nil
	case json.Number:
		f, err := x.Float64()
		if _, merr := json.Marshal(x); merr != nil || err != nil || math.IsNaN(f) || math.IsInf(f, 0) {
			return &FieldError{Path: path, Message: fmt.Sprintf("%q is not a finite JSON number", string(x))}
		}
		return nil
	case int, int8, int16, int32, int64, uint, uint8, uint16, uint32, uint64:
		return nil
	case float64:
		if math.IsNaN(x) || math.IsInf(x, 0) {
			return &FieldError{Path: path, Message: fmt.Sprintf("non-finite number %v is not JSON", x)}
		}
		return nil
	case float32:
		return checkJSONValue(path, float64(x))
	case map[string]any:
		for _, k := range sortedKeys(x) {
			if err := checkJSONValue(path+"."+k, x[k]); err != nil {
				return err
			}
		}
		return nil
	case []any:
		for i, e := range x {
			if err := checkJSONValue(fmt.Sprintf("%s[%d]", path, i), e); err != nil {
				return err
			}
		}
		return nil
	case []string, map[string]string:
		return nil
	default:
		return &FieldError{Path: path, Message: fmt.Sprintf("a %s is not a JSON value", reflect.TypeOf(v))}
	}
}
