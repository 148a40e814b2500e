// Package openapi ingests OpenAPI 3.0 and 3.1 documents (JSON or YAML, from bytes, a
// file or an http(s) URL) into one catalog.ToolSpec per document, with a
// machine-readable compatibility report (CORE.md §4, OpenAPI bullet; §3.7).
//
// Parsing: github.com/getkin/kin-openapi loads the document (resolving and checking every
// $ref, with external references going through this package's fetch policy) and
// validates it; its validation findings become KindInvalid report items and do not stop
// ingestion. The endpoints are then read from the same document as plain JSON values,
// so every report item carries the exact JSON pointer of its construct and 3.1 schemas
// keep every JSON Schema keyword.
//
// The tool (access_mode "openapi", remote true):
//
//   - one endpoint per operation under "paths" (sorted by path, methods in the
//     specification's order); the name is the sanitized operationId, else
//     method_path ("get_pets_petId"), made unique with _2, _3... (reported);
//   - read_only from the method: GET, HEAD, OPTIONS and TRACE read; POST, PUT, PATCH and
//     DELETE write, and DELETE is destructive;
//   - path, query and header parameters (path-item parameters merged, the operation's
//     win), with style and explode kept; a wire name used in several places gets
//     logical names path__x, query__x, header__x, body__x (WireName keeps the wire
//     name). Cookie parameters, the Accept/Content-Type/Authorization headers and
//     headers the HTTP transport never takes from arguments are skipped (reported);
//   - a JSON request body that is a plain object (allOf merged) becomes one body
//     parameter per declared property (readOnly ones left out); any other JSON body
//     (array, scalar, union, open map) is one body_root parameter "body". A body offered
//     only in non-JSON media types is skipped, or the operation when it is required;
//   - the first 2xx JSON response (the default response when no 2xx is declared) gives
//     output_schema, and its top-level properties (of the items, for an array) give the
//     output fields, allOf merged and oneOf/anyOf variant properties exposed (reported);
//     a field named "id" is an identifier. Operations whose success responses are all
//     non-JSON are skipped;
//   - schemas are converted to JSON Schema 2020-12 (3.0 nullable and boolean
//     exclusiveMinimum/Maximum rewritten; annotations and extensions dropped; patterns
//     that RE2 cannot compile dropped, reported). Every schema is checked with the
//     executor's validator; one it refuses is left open (reported). Local $refs are
//     resolved: small acyclic definitions are inlined, recursive or large ones are
//     carried in the schema's own "$defs", so output_schema is exact and
//     self-contained. Parameter schemas are fully inlined; when recursion or size cuts
//     one, the exact schema goes into the endpoint's input_schema;
//   - a $ref chain that loops ($ref to $ref ... back) is a *RefCycleError; a recursive
//     schema (a tree) is fine. $refs to other documents are refused unless
//     Options.AllowSameOriginRefs is set and they are http(s) URLs on the document's own
//     origin (at most 16 documents, each under the size and time bounds);
//   - the approved base URL is Options.BaseURL, else the first server (variables at
//     their defaults, relative URLs resolved) on the origin the document was fetched
//     from; it is stored in ExecutionMetadata["base_url"]. Otherwise the tool is unbound
//     (reported) until local code supplies one. Servers below the document level are
//     ignored (reported);
//   - security requirements become secret-free auth_requirements; the document's source,
//     version and declared servers are kept in Metadata (not fingerprinted).
//
// Fetching (§3.7): http(s) only, no credentials in the URL, Options.SchemaHeader sent
// only while fetching, redirects only within the origin (at most 5), each fetch bounded
// by Options.Timeout and the caller's context, each document by Options.MaxDocumentBytes
// (a larger Content-Length or file is refused before its body is read). Errors never
// echo URL queries or header values.
//
// On any error nothing is returned: no partial tool. ApplyOverlay adds trusted
// annotations to an ingested tool and refuses anything that would change its authority.
package openapi
