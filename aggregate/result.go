package aggregate

import (
	"encoding/json"
	"fmt"
	"maps"
	"math"
	"slices"
	"strconv"
	"strings"

	"github.com/schemarouter/schemarouter/catalog"
	"github.com/schemarouter/schemarouter/execute"
	"github.com/schemarouter/schemarouter/internal/projection"
)

// FromOptions tunes FromResult.
type FromOptions struct {
	// Endpoint is the endpoint that produced the result. Nil means the tool's endpoint
	// named by Result.Endpoint; without one, fields are read at their names and only
	// Identifiers marks identifiers.
	Endpoint *catalog.EndpointSpec
	// Identifiers names projected fields (by field name) to treat as identifiers in
	// addition to those the endpoint flags with FieldSpec.Identifier.
	Identifiers []string
}

// FromResult turns one execution result into SourceRecords. The mapping:
//
//   - Records: a result whose Data is an array gives one result record per element
//     (every element must be an object); an object gives one; null gives none.
//   - Provider: tool.Provider, or the tool key when it has none.
//   - Values: each projected field (Result.ProjectedFields, in order) is read from
//     the result record at its result path; a path with "*" gives the list of every
//     value found. A field absent from a result record is left out (not null).
//   - Keys: a field's key is its contract's semantic_id when it has one, else its
//     field name; the same key names an identifier type or a data field.
//   - Identifiers: fields flagged FieldSpec.Identifier or listed in
//     FromOptions.Identifiers. Values must be strings or numbers (numbers are written
//     in plain decimal); null or blank values are skipped. Identifiers are copied into
//     every record split from the result record.
//   - Units: field_units holds the contract's Unit, which is the canonical unit after
//     the declared normalization (the data is already normalized), so observations
//     from providers with different source units compare in canonical units.
//   - Qualifiers and provenance: SourceRecord qualifiers and provenance are
//     record-level (AGGREGATION.md §1.1), so the data fields of one result record are
//     partitioned by (qualifiers, source_type, license) and each partition becomes its
//     own SourceRecord, in order of first appearance — the spec's recommendation for
//     keeping per-field context. Provenance is {"tool", "endpoint", "source_type",
//     "license"}, the last two from the field (else the tool) and left out when unset.
//     A result record with identifiers but no data fields gives one record with the
//     tool-level provenance and no qualifiers.
//
// Two fields that map to the same key within one partition, or to the same identifier
// type with different values, are an error: the mapping would lose a value.
func FromResult(res *execute.Result, tool *catalog.ToolSpec, kind EntityKind, opts FromOptions) ([]SourceRecord, error) {
	if res == nil || tool == nil {
		return nil, &ValidationError{Message: "FromResult needs a result and its tool"}
	}
	if !kind.valid() {
		return nil, &ValidationError{Path: "entity_kind", Message: fmt.Sprintf("%q is not one of document, material, chemical, generic", string(kind))}
	}
	if res.Tool != "" && res.Tool != tool.Key() {
		return nil, &ValidationError{Path: "tool", Message: fmt.Sprintf("result of %q, tool spec %q", res.Tool, tool.Key())}
	}
	ep := opts.Endpoint
	if ep == nil {
		ep, _ = tool.Endpoint(res.Endpoint)
	}
	provider := strings.TrimSpace(tool.Provider)
	if provider == "" {
		provider = tool.Key()
	}

	type column struct {
		name, key   string
		path        []string
		wild, ident bool
		unit        string
		quals       map[string]string
		source, lic string
		partition   string
	}
	cols := make([]column, 0, len(res.ProjectedFields))
	for _, name := range res.ProjectedFields {
		c := column{name: name, key: name, path: []string{name}, source: tool.SourceType, lic: tool.License}
		contract, hasContract := res.FieldContracts[name]
		var spec *catalog.FieldSpec
		if ep != nil {
			spec, _ = ep.Field(name)
		}
		if spec != nil {
			c.path = spec.ResultProjectionPath()
			c.ident = spec.Identifier
			if spec.SemanticID != "" {
				c.key = spec.SemanticID
			}
			c.unit, c.quals = spec.Unit, spec.Qualifiers
			if spec.UnitNormalization != nil {
				c.unit = spec.UnitNormalization.CanonicalUnit
			}
			if spec.SourceType != "" {
				c.source = spec.SourceType
			}
			if spec.License != "" {
				c.lic = spec.License
			}
		}
		if hasContract {
			if contract.SemanticID != "" {
				c.key = contract.SemanticID
			}
			c.unit, c.quals = contract.Unit, contract.Qualifiers
		}
		c.ident = c.ident || slices.Contains(opts.Identifiers, name)
		c.wild = slices.Contains(c.path, projection.Wildcard)
		c.partition = partitionKey(c.quals, c.source, c.lic)
		cols = append(cols, c)
	}

	var recs []map[string]any
	switch d := res.Data.(type) {
	case nil:
	case map[string]any:
		recs = []map[string]any{d}
	case []any:
		for i, e := range d {
			m, ok := e.(map[string]any)
			if !ok {
				return nil, &ValidationError{Path: fmt.Sprintf("data[%d]", i), Message: fmt.Sprintf("want an object, got %T", e)}
			}
			recs = append(recs, m)
		}
	default:
		return nil, &ValidationError{Path: "data", Message: fmt.Sprintf("want an object or an array of objects, got %T", res.Data)}
	}

	out := []SourceRecord{}
	for ri, rec := range recs {
		path := "data"
		if _, isArray := res.Data.([]any); isArray {
			path = fmt.Sprintf("data[%d]", ri)
		}
		ids := map[string]string{}
		idFrom := map[string]string{}
		var parts []*SourceRecord
		partAt := map[string]int{}
		fieldFrom := map[string]map[string]string{}
		for _, c := range cols {
			found := projection.Lookup(rec, c.path)
			if len(found) == 0 {
				continue
			}
			var v any
			if c.wild {
				vals := make([]any, len(found))
				for i, f := range found {
					vals[i] = catalog.CloneJSON(f.Value)
				}
				v = vals
			} else {
				v = catalog.CloneJSON(found[0].Value)
			}
			if c.ident {
				s, ok, err := identifierText(v)
				if err != nil {
					return nil, &ValidationError{Path: path + "." + c.name, Message: err.Error()}
				}
				if !ok {
					continue
				}
				if prev, dup := ids[c.key]; dup && NormalizeIdentifier(c.key, prev) != NormalizeIdentifier(c.key, s) {
					return nil, &ValidationError{Path: path + "." + c.name,
						Message: fmt.Sprintf("identifier %q: %q (field %s) and %q (field %s) differ", c.key, prev, idFrom[c.key], s, c.name)}
				} else if !dup {
					ids[c.key], idFrom[c.key] = s, c.name
				}
				continue
			}
			k, ok := partAt[c.partition]
			if !ok {
				k = len(parts)
				partAt[c.partition] = k
				prov := map[string]any{"tool": tool.Key(), "endpoint": res.Endpoint}
				if c.source != "" {
					prov["source_type"] = c.source
				}
				if c.lic != "" {
					prov["license"] = c.lic
				}
				parts = append(parts, &SourceRecord{Provider: provider, EntityKind: kind, Fields: map[string]any{},
					Qualifiers: maps.Clone(c.quals), Provenance: prov})
				fieldFrom[c.partition] = map[string]string{}
			}
			p := parts[k]
			if prev, dup := fieldFrom[c.partition][c.key]; dup {
				return nil, &ValidationError{Path: path + "." + c.name,
					Message: fmt.Sprintf("fields %s and %s both map to %q with the same qualifiers and provenance", prev, c.name, c.key)}
			}
			fieldFrom[c.partition][c.key] = c.name
			p.Fields[c.key] = v
			if c.unit != "" {
				if p.FieldUnits == nil {
					p.FieldUnits = map[string]string{}
				}
				p.FieldUnits[c.key] = c.unit
			}
		}
		if len(parts) == 0 {
			if len(ids) == 0 {
				continue
			}
			prov := map[string]any{"tool": tool.Key(), "endpoint": res.Endpoint}
			if tool.SourceType != "" {
				prov["source_type"] = tool.SourceType
			}
			if tool.License != "" {
				prov["license"] = tool.License
			}
			parts = append(parts, &SourceRecord{Provider: provider, EntityKind: kind, Provenance: prov})
		}
		for _, p := range parts {
			if len(ids) > 0 {
				p.Identifiers = maps.Clone(ids)
			}
			if len(p.Qualifiers) == 0 {
				p.Qualifiers = nil
			}
			if err := p.Validate(); err != nil {
				return nil, prefixed(path, err)
			}
			out = append(out, *p)
		}
	}
	return out, nil
}

// partitionKey identifies a (qualifiers, source_type, license) combination.
func partitionKey(q map[string]string, source, lic string) string {
	var b strings.Builder
	for _, k := range sortedKeys(q) {
		b.WriteString(strconv.Quote(k))
		b.WriteByte('=')
		b.WriteString(strconv.Quote(q[k]))
		b.WriteByte(';')
	}
	b.WriteString("|" + strconv.Quote(source) + "|" + strconv.Quote(lic))
	return b.String()
}

// identifierText renders an identifier value as text; ok is false for null or blank.
func identifierText(v any) (string, bool, error) {
	switch x := v.(type) {
	case nil:
		return "", false, nil
	case string:
		return x, strings.TrimSpace(x) != "", nil
	case json.Number:
		return string(x), true, nil
	case float64:
		if math.IsNaN(x) || math.IsInf(x, 0) {
			return "", false, fmt.Errorf("identifier value %v is not a finite number", x)
		}
		if x == math.Trunc(x) && math.Abs(x) < 1e21 {
			return strconv.FormatFloat(x, 'f', -1, 64), true, nil
		}
		return strconv.FormatFloat(x, 'g', -1, 64), true, nil
	case int:
		return strconv.Itoa(x), true, nil
	case int64:
		return strconv.FormatInt(x, 10), true, nil
	}
	return "", false, fmt.Errorf("identifier value must be a string or a number, got %T", v)
}
