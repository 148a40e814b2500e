package execute

import (
	"maps"
	"slices"

	"github.com/schemarouter/schemarouter/catalog"
	"github.com/schemarouter/schemarouter/internal/jsonschema"
)

// endpointContract is what the executor derives once per registered endpoint: its
// compiled schemas and the result contracts of its fields. Registered endpoints are
// immutable, so the cache is keyed by the endpoint's address.
type endpointContract struct {
	input  *jsonschema.Schema
	output *jsonschema.Schema
	// fields holds a compiled schema for each field whose value needs its own check:
	// fields of a synthesized output schema at their top-level name were already
	// checked by the output schema itself.
	fields    map[string]*jsonschema.Schema
	contracts map[string]FieldContract
}

// maxContracts bounds the cache; past it the cache starts over (entries of replaced
// tools are never used again).
const maxContracts = 16384

func (x *Executor) contract(ep *catalog.EndpointSpec) *endpointContract {
	x.cmu.Lock()
	c, ok := x.contractCache[ep]
	x.cmu.Unlock()
	if ok {
		return c
	}
	c = &endpointContract{
		input:     x.validator.Compile(ep.EffectiveInputSchema()),
		output:    x.validator.Compile(ep.EffectiveOutputSchema()),
		fields:    map[string]*jsonschema.Schema{},
		contracts: map[string]FieldContract{},
	}
	for i := range ep.OutputFields {
		f := &ep.OutputFields[i]
		coveredByOutput := len(ep.OutputSchema) == 0 && slices.Equal(f.ProjectionPath(), []string{f.Name})
		if len(f.JSONSchema) > 0 && !coveredByOutput {
			c.fields[f.Name] = x.validator.Compile(f.JSONSchema)
		}
		c.contracts[f.Name] = contractOf(ep, f)
	}
	x.cmu.Lock()
	if len(x.contractCache) >= maxContracts {
		clear(x.contractCache)
	}
	x.contractCache[ep] = c
	x.cmu.Unlock()
	return c
}

// contractOf builds a field's result contract.
func contractOf(ep *catalog.EndpointSpec, f *catalog.FieldSpec) FieldContract {
	c := FieldContract{SemanticID: f.SemanticID, JSONSchema: map[string]any{}, SourceUnit: f.Unit, Unit: f.Unit, Qualifiers: maps.Clone(f.Qualifiers)}
	if c.Qualifiers == nil {
		c.Qualifiers = map[string]string{}
	}
	if s := ep.CanonicalValueSchema(f); s != nil {
		c.JSONSchema = catalog.TypeShape(s)
	}
	if n := f.UnitNormalization; n != nil {
		c.Unit, c.Dimension = n.CanonicalUnit, n.Dimension
	}
	return c
}

// clone gives a caller its own copy of a cached contract.
func (c FieldContract) clone() FieldContract {
	c.JSONSchema = catalog.CloneJSONObject(c.JSONSchema)
	c.Qualifiers = maps.Clone(c.Qualifiers)
	return c
}
