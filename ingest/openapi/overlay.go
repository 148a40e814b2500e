package openapi

import (
	"fmt"
	"maps"
	"slices"
	"strings"

	"github.com/schemarouter/schemarouter/catalog"
)

// An overlay is a trusted YAML or JSON file of annotations for an ingested tool:
//
//	tool:
//	  provider: materials_project      # set only when the tool has none (or the same)
//	  source_type: calculated
//	  license: CC-BY-4.0
//	endpoints:
//	  getMaterial:                      # endpoint names as ingested
//	    description: ...
//	    operation_aliases: [retrieve material, read material record]
//	    fields:
//	      band_gap:                     # output field names as ingested
//	        semantic_id: band_gap
//	        aliases: [band gap, Eg]
//	        unit: eV
//	        unit_normalization: {dimension: energy, canonical_unit: J, scale: 1.602176634e-19}
//	        qualifiers: {method: DFT}
//	        source_type: calculated
//	        license: CC-BY-4.0
//	        identifier: false
//	        description: ...
//
// It annotates and never widens authority (CORE.md §1.9): methods, paths, parameters,
// schemas, read_only, destructive, execution metadata, names and the sets of endpoints and
// fields cannot be changed; such keys are refused with their path, as are unknown keys and
// names of endpoints or fields the tool does not have.

type overlayFile struct {
	Tool      *toolOverlay               `json:"tool"`
	Endpoints map[string]endpointOverlay `json:"endpoints"`
}

type toolOverlay struct {
	Provider   *string `json:"provider"`
	SourceType *string `json:"source_type"`
	License    *string `json:"license"`
}

type endpointOverlay struct {
	Description      *string                 `json:"description"`
	OperationAliases []string                `json:"operation_aliases"`
	Fields           map[string]fieldOverlay `json:"fields"`
}

type fieldOverlay struct {
	SemanticID        *string                        `json:"semantic_id"`
	Description       *string                        `json:"description"`
	Aliases           []string                       `json:"aliases"`
	Unit              *string                        `json:"unit"`
	UnitNormalization *catalog.UnitNormalizationSpec `json:"unit_normalization"`
	Qualifiers        map[string]string              `json:"qualifiers"`
	Identifier        *bool                          `json:"identifier"`
	SourceType        *string                        `json:"source_type"`
	License           *string                        `json:"license"`
}

// Keys an overlay may not set, by level: they carry authority or identity.
var (
	authorityTool = []string{"name", "namespace", "access_mode", "remote", "execution_metadata", "metadata",
		"endpoints"}
	authorityEndpoint = []string{"name", "method", "path", "parameters", "input_schema", "output_schema",
		"output_fields", "read_only", "destructive", "server_projection", "auth_requirements",
		"execution_metadata", "metadata"}
	authorityField = []string{"name", "json_schema", "path", "result_path"}
)

// ApplyOverlay returns a copy of tool with the overlay's annotations (see the overlay
// format above). name names the overlay in errors. The result is validated; on error the
// tool is returned unchanged with an error naming every problem by its path.
func ApplyOverlay(tool catalog.ToolSpec, overlay []byte, name string) (catalog.ToolSpec, error) {
	fail := func(err error) (catalog.ToolSpec, error) {
		return tool, fmt.Errorf("overlay %s: %w", name, err)
	}
	tree, err := catalog.ParseDocument(overlay, name)
	if err != nil {
		return fail(err)
	}
	if problems := authorityKeys(tree); len(problems) > 0 {
		return fail(joinProblems(problems))
	}
	var ov overlayFile
	if err := catalog.DecodeStrict(tree, &ov); err != nil {
		return fail(err)
	}
	out := tool.Clone()
	var problems []string
	if t := ov.Tool; t != nil {
		for _, a := range []struct {
			key  string
			dst  *string
			from *string
		}{{"provider", &out.Provider, t.Provider}, {"source_type", &out.SourceType, t.SourceType}, {"license", &out.License, t.License}} {
			switch {
			case a.from == nil:
			case *a.dst == "" || *a.dst == *a.from:
				*a.dst = *a.from
			default:
				problems = append(problems, fmt.Sprintf("tool.%s: the tool already has %s %q; an overlay may only add one", a.key, a.key, *a.dst))
			}
		}
	}
	for _, epName := range slices.Sorted(maps.Keys(ov.Endpoints)) {
		eo := ov.Endpoints[epName]
		ep, ok := out.Endpoint(epName)
		if !ok {
			problems = append(problems, fmt.Sprintf("endpoints.%s: the tool has no such endpoint", epName))
			continue
		}
		if eo.Description != nil {
			ep.Description = *eo.Description
		}
		if eo.OperationAliases != nil {
			ep.OperationAliases = slices.Clone(eo.OperationAliases)
		}
		for _, fName := range slices.Sorted(maps.Keys(eo.Fields)) {
			fo := eo.Fields[fName]
			f, ok := ep.Field(fName)
			if !ok {
				problems = append(problems, fmt.Sprintf("endpoints.%s.fields.%s: the endpoint has no such output field", epName, fName))
				continue
			}
			setString(&f.SemanticID, fo.SemanticID)
			setString(&f.Description, fo.Description)
			setString(&f.Unit, fo.Unit)
			setString(&f.SourceType, fo.SourceType)
			setString(&f.License, fo.License)
			if fo.Aliases != nil {
				f.Aliases = slices.Clone(fo.Aliases)
			}
			if fo.UnitNormalization != nil {
				n := *fo.UnitNormalization
				f.UnitNormalization = &n
			}
			if fo.Qualifiers != nil {
				f.Qualifiers = maps.Clone(fo.Qualifiers)
			}
			if fo.Identifier != nil {
				f.Identifier = *fo.Identifier
			}
		}
	}
	if len(problems) > 0 {
		return fail(joinProblems(problems))
	}
	if err := out.Validate(); err != nil {
		return fail(fmt.Errorf("the annotated tool is not valid: %w", err))
	}
	return out, nil
}

func setString(dst *string, v *string) {
	if v != nil {
		*dst = *v
	}
}

// authorityKeys finds keys that would change authority or identity.
func authorityKeys(tree any) []string {
	var out []string
	check := func(path string, obj map[string]any, refused []string) {
		for _, k := range slices.Sorted(maps.Keys(obj)) {
			if slices.Contains(refused, k) {
				out = append(out, fmt.Sprintf("%s%s: an overlay may annotate, not change %s", path, k, k))
			}
		}
	}
	root, _ := tree.(map[string]any)
	if t, ok := root["tool"].(map[string]any); ok {
		check("tool.", t, authorityTool)
	}
	eps, _ := root["endpoints"].(map[string]any)
	for _, epName := range slices.Sorted(maps.Keys(eps)) {
		ep, _ := eps[epName].(map[string]any)
		check("endpoints."+epName+".", ep, authorityEndpoint)
		fields, _ := ep["fields"].(map[string]any)
		for _, fName := range slices.Sorted(maps.Keys(fields)) {
			f, _ := fields[fName].(map[string]any)
			check("endpoints."+epName+".fields."+fName+".", f, authorityField)
		}
	}
	return out
}

type problemList []string

func (p problemList) Error() string {
	if len(p) == 1 {
		return p[0]
	}
	return fmt.Sprintf("%d problems: %s", len(p), strings.Join(p, "; "))
}

func joinProblems(p []string) error { return problemList(p) }
