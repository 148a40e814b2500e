// Package execute runs plans behind a fail-closed boundary (CORE.md §3). Before every
// call it re-derives the contract from the current registry (fingerprints, argument
// allowlist, required arguments, input JSON Schema, policy, declared output fields,
// evidence), invokes a trusted invoker bound to the tool's fingerprint, validates the
// raw output against the output schema before projecting it, applies declared unit
// normalizations, and returns results with their field contracts. Nothing in a plan is
// authority: a plan only names what to run.
//
// This package depends on catalog and plan; it must not import ingestion, decision or
// aggregation packages.
package execute

import (
	"context"

	"github.com/schemarouter/schemarouter/catalog"
)

// Invocation is what a trusted invoker receives: one validated call. Tool and Endpoint
// are the registered contracts (shared, read-only). Arguments hold only declared
// parameters, validated against the input schema; the map is the invoker's to keep.
type Invocation struct {
	ToolKey   string
	Tool      *catalog.ToolSpec
	Endpoint  *catalog.EndpointSpec
	Arguments map[string]any
	// Fields are the selected output fields (declared names). An invoker that
	// implements ServerProjecting may push them upstream through the endpoint's
	// ServerProjectionSpec.
	Fields []string
}

// Invoker is a trusted transport bound to one tool. It returns the raw output as plain
// JSON values (map[string]any, []any, string, float64 or json.Number, bool, nil).
//
// Errors classify themselves: return an *UnavailableError for transient failures
// (timeouts, connection failures, 429, 502–504) so that read-only calls are retried and
// fall back, a *NonRetryableError for permanent ones (4xx, application errors); anything
// else is retried like an unavailable error but never triggers fallback or cooldown.
type Invoker interface {
	Invoke(ctx context.Context, inv *Invocation) (any, error)
}

// InvokerFunc adapts a function to Invoker.
type InvokerFunc func(ctx context.Context, inv *Invocation) (any, error)

// Invoke calls f.
func (f InvokerFunc) Invoke(ctx context.Context, inv *Invocation) (any, error) { return f(ctx, inv) }

// ServerProjecting is implemented by invokers that push the selected fields upstream
// when the endpoint declares a ServerProjectionSpec. When ProjectsFields reports true,
// the executor validates the output against the narrowed schema and requires every
// selected field's source path in every record.
type ServerProjecting interface {
	ProjectsFields() bool
}
