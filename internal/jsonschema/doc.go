// Package jsonschema validates decoded JSON values against JSON Schema documents
// (CORE.md §1.10, §3.2 step 6, §3.4 steps 7 and 9). It wraps
// github.com/santhosh-tekuri/jsonschema/v6.
//
// Contract:
//
//   - A schema is a decoded JSON object (map[string]any). A nil or empty schema is
//     "no constraint": Validate returns nil without compiling anything.
//   - The draft is chosen by "$schema" (draft-04, -06, -07, 2019-09, 2020-12);
//     without "$schema" the schema is read as 2020-12. As the drafts define it,
//     2020-12 and 2019-09 treat "format" as an annotation while draft-07 and older
//     assert the formats the library knows. Patterns use Go's RE2 syntax: a pattern
//     RE2 cannot compile (e.g. a lookahead) makes the schema invalid.
//   - The schema itself is checked against its metaschema first. An invalid schema,
//     a reference that cannot be resolved inside the document, a remote reference of
//     any kind (http:, https:, file:, another document, a custom metaschema) or any
//     evaluator failure is an *Error with Invalid set: callers must fail closed. No
//     network or file-system access ever happens; only references into the schema
//     document itself ("#/$defs/x", or an embedded "$id" resource) resolve.
//   - Values are what encoding/json produces (map[string]any, []any, string,
//     float64, json.Number, bool, nil) plus Go integers, float32 and, through
//     reflection, other slices, arrays, string-keyed maps and pointers to them.
//     NaN, ±Inf, json.Number values that are not JSON numbers and any other Go type
//     are reported as an *Error (Invalid false) at their location.
//   - When a value violates the schema, the error reported is the first of the
//     violations ordered by instance location (array indices numerically, then
//     keyword location, then message), so the result is deterministic. Error.Path
//     is the JSON pointer of the failing value ("" for the root).
//   - Compiled schemas are cached by content: the key is the RFC 8785 canonical
//     JSON of the schema (internal/canonjson), and the schema compiled is the one
//     decoded from that canonical text, so the cached entry always matches its key.
//     As canonical JSON carries numbers as IEEE doubles, schema numbers are read as
//     doubles too (an integer above 2^53 in a schema is rounded). Compile failures
//     are cached as well. The cache is bounded (4096 schemas; a full cache drops an
//     arbitrary entry) and a Validator is safe for concurrent use.
package jsonschema
