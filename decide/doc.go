// Package decide owns bounded decisions: the contract between SchemaRouter and an
// optional decision backend (DECISIONS.md §1), the DecisionPolicy that governs the
// final candidate, field and evidence decisions (§2), the generic in-process backends
// (§4.1, §4.2, §4.7), a built-in embedder that needs no model files, and a registry
// of backends by name (§4.8).
//
// A backend only ever chooses among a finite set of opaque option IDs that the caller
// offered. It cannot create routes, fields, arguments or execution authority. The
// portable side of this package, Choose, enforces that: it validates every request
// before a backend sees it and every answer before a caller sees it (unknown,
// duplicate or over-limit option IDs, scores outside [0, 1], NaN, an abstention that
// carries selections, evidence about options that were not offered). Backends stay
// small and trust those guarantees; callers never trust a backend.
//
// Option metadata is local. Choose hands backends a copy of the request without
// Option.Metadata, so no wire backend can forward it. The two kinds of trusted
// in-process code the reference lets see the full request keep it: a Callable (the
// application's own Go function) and an Embedding or Pairwise backend with a custom
// OptionText hook. See MetadataReader.
//
// The planner stages that build requests and apply outcomes live in package plan,
// which imports this package. This package must not import plan, execute or any
// other package of the module except internal/text; wire-protocol backends (Ollama,
// OpenAI-compatible, System One, rerank) live in subpackages and import this one.
package decide
