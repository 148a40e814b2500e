// Package schemarouter is the root of SchemaRouter for Go: a tool router that sits
// between an LLM agent and its tools. Given a natural-language request and a registered
// catalog of tools, it works out which declared output fields the request needs, picks
// the endpoints that can supply them, binds only declared arguments, and emits a small
// typed execution plan pinned to schema fingerprints.
//
// The packages follow the data flow, one way:
//
//	catalog  the contract model (tools, endpoints, parameters, fields), validation,
//	         catalog files, fingerprints and the versioned registry
//	plan     planning requests, the deterministic field-first planner, its stage
//	         pipeline for decision backends, and capability retrieval
//	cmd/schemarouter  the command-line interface, a thin layer over the packages
//
// This package holds what ties them together for a first use: the built-in example
// catalog.
package schemarouter

import (
	_ "embed"

	"github.com/schemarouter/schemarouter/catalog"
)

//go:embed examples/catalogs/science.json
var scienceCatalog []byte

// ScienceCatalogJSON is the built-in example catalog (examples/catalogs/science.json):
// materials, crystallography, chemistry and literature APIs from several providers.
func ScienceCatalogJSON() []byte { return append([]byte(nil), scienceCatalog...) }

// ScienceCatalog parses the built-in example catalog.
func ScienceCatalog() (catalog.Catalog, error) {
	return catalog.ParseCatalog(scienceCatalog, "science.json")
}
