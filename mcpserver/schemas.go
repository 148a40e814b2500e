package mcpserver

import "github.com/schemarouter/schemarouter/plan"

// The tools' JSON Schemas (draft 2020-12). Inputs are strict (unknown keys are
// errors); outputs declare their shape but let nested contracts vary.

type obj = map[string]any

func str(desc string) obj { return obj{"type": "string", "description": desc} }
func strs(desc string) obj {
	return obj{"type": "array", "items": obj{"type": "string"}, "description": desc}
}
func object(desc string) obj { return obj{"type": "object", "description": desc} }

func requestProperties() obj {
	return obj{
		"query":     str("The natural-language request."),
		"arguments": object("Caller-supplied argument values by name; only declared parameters are bound, nothing is invented."),
		"max_calls": obj{"type": "integer", "minimum": 1, "maximum": plan.MaxCallsLimit, "description": "Upper bound on primary calls (default 1)."},
		"retrieval_mode": obj{"type": "string", "enum": []any{string(plan.ModeCoverage), string(plan.ModeCorroborate)},
			"description": "coverage (default): add calls only for still-uncovered fields; corroborate: independent providers of the same fields."},
		"concepts":        strs("Explicit concept phrases, matched as whole phrases."),
		"preferred_tools": strs("Tool keys or names to boost."),
	}
}

func searchInputSchema() obj {
	return obj{
		"type": "object",
		"properties": obj{
			"query":     str("The natural-language request."),
			"k":         obj{"type": "integer", "minimum": 1, "maximum": 100, "description": "How many candidates to return (default 5)."},
			"concepts":  strs("Explicit concept phrases, matched as whole phrases."),
			"arguments": object("Argument values the caller already has; they boost routes that declare them."),
		},
		"required":             []any{"query"},
		"additionalProperties": false,
	}
}

func planInputSchema() obj {
	return obj{
		"type":                 "object",
		"properties":           requestProperties(),
		"additionalProperties": false,
	}
}

func executeInputSchema() obj {
	props := requestProperties()
	props["plan"] = obj{"type": "object", "description": "A plan exactly as returned by the plan tool. Give either plan or query."}
	return obj{
		"type":                 "object",
		"properties":           props,
		"additionalProperties": false,
	}
}

func searchOutputSchema() obj {
	nullableBool := obj{"type": []any{"boolean", "null"}}
	return obj{
		"type": "object",
		"properties": obj{
			"query":            obj{"type": "string"},
			"registry_version": obj{"type": "integer"},
			"requested_k":      obj{"type": "integer"},
			"total_ranked":     obj{"type": "integer"},
			"candidates": obj{
				"type": "array",
				"items": obj{
					"type": "object",
					"properties": obj{
						"rank":                obj{"type": "integer"},
						"route_id":            obj{"type": "string"},
						"tool":                obj{"type": "string"},
						"endpoint":            obj{"type": "string"},
						"description":         obj{"type": "string"},
						"score":               obj{"type": "number"},
						"matched_fields":      obj{"type": "array", "items": obj{"type": "string"}},
						"parameters":          obj{"type": "array", "items": obj{"type": "string"}},
						"required_parameters": obj{"type": "array", "items": obj{"type": "string"}},
						"output_fields":       obj{"type": "array", "items": obj{"type": "string"}},
						"read_only":           nullableBool,
						"destructive":         nullableBool,
						"provider":            obj{"type": "string"},
					},
					"required": []any{"rank", "route_id", "tool", "endpoint", "score", "parameters", "output_fields", "read_only"},
				},
			},
		},
		"required": []any{"query", "registry_version", "candidates"},
	}
}

func planSchema() obj {
	return obj{
		"type": "object",
		"properties": obj{
			"query":            obj{"type": "string"},
			"registry_version": obj{"type": "integer"},
			"calls": obj{
				"type": "array",
				"items": obj{
					"type": "object",
					"properties": obj{
						"tool":               obj{"type": "string"},
						"endpoint":           obj{"type": "string"},
						"fields":             obj{"type": "array", "items": obj{"type": "string"}},
						"schema_fingerprint": obj{"type": "string"},
						"score":              obj{"type": "number"},
					},
					"required": []any{"tool", "endpoint", "schema_fingerprint"},
				},
			},
			"fallback_routes": obj{"type": "array"},
			"warnings":        obj{"type": "array", "items": obj{"type": "string"}},
		},
		"required": []any{"query", "registry_version", "calls"},
	}
}

func executeOutputSchema() obj {
	return obj{
		"type": "object",
		"properties": obj{
			"plan":   planSchema(),
			"run_id": obj{"type": "string"},
			"results": obj{
				"type": "array",
				"items": obj{
					"type": "object",
					"properties": obj{
						"tool":             obj{"type": "string"},
						"endpoint":         obj{"type": "string"},
						"data":             obj{},
						"projected_fields": obj{"type": "array", "items": obj{"type": "string"}},
						"field_contracts":  obj{"type": "object"},
					},
					"required": []any{"tool", "endpoint", "data"},
				},
			},
		},
		"required": []any{"plan", "results"},
	}
}
