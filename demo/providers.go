package demo

import (
	"encoding/json"
	"net/http"
	"strings"
)

// A provider is one in-process example API: its OpenAPI document (served at
// /openapi.json), the overlay of trusted annotations the demo applies after import,
// the entity kind of its records, and a handler for its read-only operations.
type provider struct {
	name    string // tool name and logical provider
	about   string
	kind    string // aggregate entity kind
	doc     string // OpenAPI 3.0 document (JSON); servers: [{url: "/v1"}] is same-origin
	overlay string // overlay (JSON) for openapi.ApplyOverlay
	serve   func(path string, q map[string][]string) (any, bool)
}

// handler serves the document and the operations under /v1; anything else is 404.
func (p *provider) handler() http.Handler {
	return http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		if r.Method != http.MethodGet {
			http.Error(w, `{"error":"read-only API"}`, http.StatusMethodNotAllowed)
			return
		}
		w.Header().Set("Content-Type", "application/json")
		if r.URL.Path == "/openapi.json" {
			_, _ = w.Write([]byte(p.doc))
			return
		}
		path, ok := strings.CutPrefix(r.URL.Path, "/v1/")
		if !ok {
			http.Error(w, `{"error":"not found"}`, http.StatusNotFound)
			return
		}
		body, found := p.serve(path, r.URL.Query())
		if !found {
			w.WriteHeader(http.StatusNotFound)
			_, _ = w.Write([]byte(`{"error":"not found"}`))
			return
		}
		data, err := json.Marshal(body)
		if err != nil {
			http.Error(w, `{"error":"internal"}`, http.StatusInternalServerError)
			return
		}
		_, _ = w.Write(data)
	})
}

// lookup finds a record by a case-insensitive key.
func lookup[T any](m map[string]T, key string) (T, bool) {
	v, ok := m[strings.ToLower(strings.TrimSpace(key))]
	return v, ok
}

// providers returns the demo's example APIs. The data is realistic but illustrative:
// identifiers such as ICSD and COD codes are examples, not database lookups.
func providers() []*provider {
	return []*provider{materialsProject(), cod(), pubchem(), crossref(), openalex()}
}

// --- computed materials (Materials-Project-like) --------------------------------------

const materialsDoc = `{
  "openapi": "3.0.3",
  "info": {"title": "Materials Project (demo)", "version": "2024.11",
           "description": "Computed (DFT, GGA-PBE) properties of inorganic materials."},
  "servers": [{"url": "/v1"}],
  "paths": {
    "/materials/summary/{formula}": {
      "get": {
        "operationId": "getMaterialSummary",
        "summary": "Computed summary of the ground-state polymorph of a formula",
        "parameters": [{"name": "formula", "in": "path", "required": true,
                        "description": "Reduced chemical formula, e.g. GaAs", "schema": {"type": "string"}}],
        "responses": {
          "200": {"description": "the material", "content": {"application/json": {"schema": {"$ref": "#/components/schemas/MaterialSummary"}}}},
          "404": {"description": "no material with this formula"}
        }
      }
    }
  },
  "components": {"schemas": {"MaterialSummary": {
    "type": "object",
    "required": ["material_id", "formula_pretty"],
    "properties": {
      "material_id": {"type": "string", "description": "Materials Project ID"},
      "formula_pretty": {"type": "string", "description": "Reduced formula"},
      "icsd_id": {"type": "string", "description": "ICSD code of the matching experimental structure"},
      "density": {"type": "number", "description": "Computed mass density"},
      "band_gap": {"type": "number", "description": "Computed electronic band gap"},
      "energy_above_hull": {"type": "number", "description": "Energy above the convex hull"},
      "space_group": {"type": "string", "description": "Hermann-Mauguin symbol"}
    }
  }}}
}`

const materialsOverlay = `{
  "tool": {"source_type": "computed", "license": "CC-BY-4.0"},
  "endpoints": {"getMaterialSummary": {
    "operation_aliases": ["material properties", "material summary"],
    "fields": {
      "material_id": {"semantic_id": "material_id", "identifier": true},
      "formula_pretty": {"semantic_id": "formula", "aliases": ["formula"], "identifier": true},
      "icsd_id": {"semantic_id": "structure_id", "identifier": true},
      "density": {"semantic_id": "density", "aliases": ["mass density"], "unit": "g/cm^3",
                  "unit_normalization": {"dimension": "density", "canonical_unit": "g/cm^3", "scale": 1}},
      "band_gap": {"semantic_id": "band_gap", "aliases": ["band gap", "Eg"], "unit": "eV",
                   "qualifiers": {"functional": "GGA-PBE"}},
      "energy_above_hull": {"semantic_id": "energy_above_hull", "unit": "eV/atom"}
    }
  }}
}`

func materialsProject() *provider {
	data := map[string]map[string]any{
		"gaas": {"material_id": "mp-2534", "formula_pretty": "GaAs", "icsd_id": "icsd-41674",
			"density": 5.05, "band_gap": 0.19, "energy_above_hull": 0.0, "space_group": "F-43m"},
		"si": {"material_id": "mp-149", "formula_pretty": "Si", "icsd_id": "icsd-51688",
			"density": 2.28, "band_gap": 0.61, "energy_above_hull": 0.0, "space_group": "Fd-3m"},
		"sio2": {"material_id": "mp-6930", "formula_pretty": "SiO2", "icsd_id": "icsd-16331",
			"density": 2.55, "band_gap": 5.69, "energy_above_hull": 0.0, "space_group": "P3_221"},
	}
	return &provider{
		name: "materials_project", about: "computed materials properties (DFT)", kind: "material",
		doc: materialsDoc, overlay: materialsOverlay,
		serve: func(path string, _ map[string][]string) (any, bool) {
			formula, ok := strings.CutPrefix(path, "materials/summary/")
			if !ok {
				return nil, false
			}
			return lookup(data, formula)
		},
	}
}

// --- experimental crystallography (COD-like) ------------------------------------------

const codDoc = `{
  "openapi": "3.0.3",
  "info": {"title": "Crystallography Open Database (demo)", "version": "1.0",
           "description": "Experimentally determined crystal structures."},
  "servers": [{"url": "/v1"}],
  "paths": {
    "/structures": {
      "get": {
        "operationId": "searchStructures",
        "summary": "Search experimental crystal structures by formula",
        "parameters": [{"name": "formula", "in": "query", "required": true,
                        "description": "Chemical formula, e.g. GaAs", "schema": {"type": "string"}}],
        "responses": {"200": {"description": "matching structures", "content": {"application/json": {
          "schema": {"type": "array", "items": {"$ref": "#/components/schemas/Structure"}}}}}}
      }
    }
  },
  "components": {"schemas": {"Structure": {
    "type": "object",
    "required": ["cod_id", "formula"],
    "properties": {
      "cod_id": {"type": "string", "description": "COD entry number"},
      "formula": {"type": "string", "description": "Formula in Hill notation"},
      "icsd_id": {"type": "string", "description": "ICSD code of the same structure"},
      "density": {"type": "number", "description": "Measured density (CIF _exptl_crystal_density_diffrn)"},
      "cell_a": {"type": "number", "description": "Lattice parameter a"},
      "space_group": {"type": "string", "description": "Hermann-Mauguin symbol"},
      "temperature": {"type": "number", "description": "Measurement temperature"}
    }
  }}}
}`

const codOverlay = `{
  "tool": {"source_type": "experimental", "license": "CC0-1.0"},
  "endpoints": {"searchStructures": {
    "operation_aliases": ["crystal structure", "experimental structure"],
    "fields": {
      "cod_id": {"semantic_id": "cod_id", "identifier": true},
      "formula": {"semantic_id": "formula", "identifier": true},
      "icsd_id": {"semantic_id": "structure_id", "identifier": true},
      "density": {"semantic_id": "density", "aliases": ["mass density"], "unit": "Mg/m^3",
                  "unit_normalization": {"dimension": "density", "canonical_unit": "g/cm^3", "scale": 1}},
      "cell_a": {"semantic_id": "lattice_parameter_a", "aliases": ["lattice parameter", "lattice constant"], "unit": "Å"},
      "temperature": {"semantic_id": "measurement_temperature", "unit": "K"}
    }
  }}
}`

func cod() *provider {
	data := map[string][]any{
		"gaas": {map[string]any{"cod_id": "9008845", "formula": "As Ga", "icsd_id": "ICSD-41674",
			"density": 5.3176, "cell_a": 5.6533, "space_group": "F -4 3 m", "temperature": 293}},
		"si": {map[string]any{"cod_id": "9008565", "formula": "Si", "icsd_id": "ICSD-51688",
			"density": 2.329, "cell_a": 5.4309, "space_group": "F d -3 m", "temperature": 295}},
		"sio2": {map[string]any{"cod_id": "9009666", "formula": "O2 Si", "icsd_id": "ICSD-16331",
			"density": 2.648, "cell_a": 4.9134, "space_group": "P 32 2 1", "temperature": 298}},
	}
	return &provider{
		name: "cod", about: "experimental crystal structures", kind: "material",
		doc: codDoc, overlay: codOverlay,
		serve: func(path string, q map[string][]string) (any, bool) {
			if path != "structures" || len(q["formula"]) != 1 {
				return nil, false
			}
			if v, ok := lookup(data, q["formula"][0]); ok {
				return v, true
			}
			return []any{}, true
		},
	}
}

// --- chemistry (PubChem-like) ---------------------------------------------------------

const pubchemDoc = `{
  "openapi": "3.0.3",
  "info": {"title": "PubChem (demo)", "version": "1.0", "description": "Compound properties by name."},
  "servers": [{"url": "/v1"}],
  "paths": {
    "/compound/name/{name}/property": {
      "get": {
        "operationId": "getCompoundProperties",
        "summary": "Computed descriptors of a compound looked up by name",
        "parameters": [{"name": "name", "in": "path", "required": true,
                        "description": "Compound name, e.g. caffeine", "schema": {"type": "string"}}],
        "responses": {
          "200": {"description": "the compound", "content": {"application/json": {"schema": {"$ref": "#/components/schemas/Compound"}}}},
          "404": {"description": "no compound with this name"}
        }
      }
    }
  },
  "components": {"schemas": {"Compound": {
    "type": "object",
    "required": ["cid"],
    "properties": {
      "cid": {"type": "integer", "description": "PubChem compound ID"},
      "iupac_name": {"type": "string"},
      "molecular_formula": {"type": "string"},
      "molecular_weight": {"type": "number", "description": "Molecular weight"},
      "inchikey": {"type": "string"},
      "canonical_smiles": {"type": "string"},
      "xlogp": {"type": "number", "description": "Computed octanol-water partition coefficient"}
    }
  }}}
}`

const pubchemOverlay = `{
  "tool": {"source_type": "computed", "license": "public-domain"},
  "endpoints": {"getCompoundProperties": {
    "fields": {
      "cid": {"semantic_id": "cid", "identifier": true},
      "inchikey": {"semantic_id": "inchikey", "identifier": true},
      "molecular_formula": {"semantic_id": "formula", "aliases": ["formula"], "identifier": true},
      "molecular_weight": {"semantic_id": "molecular_weight", "aliases": ["molecular weight", "molar mass", "MW"],
                           "unit": "g/mol", "qualifiers": {"basis": "average isotopic mass"}},
      "canonical_smiles": {"semantic_id": "canonical_smiles", "aliases": ["SMILES"]},
      "xlogp": {"semantic_id": "logp", "aliases": ["logP", "partition coefficient"]}
    }
  }}
}`

func pubchem() *provider {
	data := map[string]map[string]any{
		"caffeine": {"cid": 2519, "iupac_name": "1,3,7-trimethylpurine-2,6-dione", "molecular_formula": "C8H10N4O2",
			"molecular_weight": 194.19, "inchikey": "RYYVLZVUVIJVGH-UHFFFAOYSA-N",
			"canonical_smiles": "CN1C=NC2=C1C(=O)N(C(=O)N2C)C", "xlogp": -0.1},
		"aspirin": {"cid": 2244, "iupac_name": "2-acetyloxybenzoic acid", "molecular_formula": "C9H8O4",
			"molecular_weight": 180.16, "inchikey": "BSYNRYMUTXBXSQ-UHFFFAOYSA-N",
			"canonical_smiles": "CC(=O)OC1=CC=CC=C1C(=O)O", "xlogp": 1.2},
		"water": {"cid": 962, "iupac_name": "oxidane", "molecular_formula": "H2O",
			"molecular_weight": 18.015, "inchikey": "XLYOFNOQVPJJNP-UHFFFAOYSA-N",
			"canonical_smiles": "O", "xlogp": -0.5},
	}
	return &provider{
		name: "pubchem", about: "compound properties by name", kind: "chemical",
		doc: pubchemDoc, overlay: pubchemOverlay,
		serve: func(path string, _ map[string][]string) (any, bool) {
			rest, ok := strings.CutPrefix(path, "compound/name/")
			if !ok {
				return nil, false
			}
			name, ok := strings.CutSuffix(rest, "/property")
			if !ok {
				return nil, false
			}
			return lookup(data, name)
		},
	}
}

// --- literature (Crossref-like and OpenAlex-like) -------------------------------------

const (
	vaspDOI   = "10.1103/PhysRevB.54.11169"
	vaspTitle = "Efficient iterative schemes for ab initio total-energy calculations using a plane-wave basis set"
	pbeDOI    = "10.1103/PhysRevLett.77.3865"
	pbeTitle  = "Generalized Gradient Approximation Made Simple"
)

const crossrefDoc = `{
  "openapi": "3.0.3",
  "info": {"title": "Crossref (demo)", "version": "1.0", "description": "Bibliographic metadata registered by publishers."},
  "servers": [{"url": "/v1"}],
  "paths": {
    "/works/{doi}": {
      "get": {
        "operationId": "getWork",
        "summary": "Metadata of a work by DOI",
        "parameters": [{"name": "doi", "in": "path", "required": true, "description": "DOI, e.g. 10.1103/PhysRevB.54.11169",
                        "schema": {"type": "string"}}],
        "responses": {
          "200": {"description": "the work", "content": {"application/json": {"schema": {"$ref": "#/components/schemas/Work"}}}},
          "404": {"description": "unknown DOI"}
        }
      }
    }
  },
  "components": {"schemas": {"Work": {
    "type": "object",
    "required": ["doi"],
    "properties": {
      "doi": {"type": "string"},
      "title": {"type": "string"},
      "abstract": {"type": "string", "description": "Abstract as deposited by the publisher"},
      "container_title": {"type": "string", "description": "Journal"},
      "published_year": {"type": "integer"},
      "is_referenced_by_count": {"type": "integer", "description": "Number of citing works registered with Crossref"}
    }
  }}}
}`

const crossrefOverlay = `{
  "tool": {"source_type": "bibliographic", "license": "CC0-1.0"},
  "endpoints": {"getWork": {
    "fields": {
      "doi": {"semantic_id": "doi", "aliases": ["DOI"], "identifier": true},
      "title": {"semantic_id": "title"},
      "abstract": {"semantic_id": "abstract", "aliases": ["summary"]},
      "container_title": {"semantic_id": "journal", "aliases": ["journal"]},
      "published_year": {"semantic_id": "publication_year", "aliases": ["year"]},
      "is_referenced_by_count": {"semantic_id": "citation_count", "aliases": ["citation count", "citations", "times cited"]}
    }
  }}
}`

func crossref() *provider {
	data := map[string]map[string]any{
		strings.ToLower(vaspDOI): {"doi": vaspDOI, "title": vaspTitle,
			"abstract":        "We present an efficient scheme for calculating the Kohn-Sham ground state of metallic systems using pseudopotentials and a plane-wave basis set.",
			"container_title": "Physical Review B", "published_year": 1996, "is_referenced_by_count": 78000},
		strings.ToLower(pbeDOI): {"doi": pbeDOI, "title": pbeTitle,
			"container_title": "Physical Review Letters", "published_year": 1996, "is_referenced_by_count": 112000},
	}
	return &provider{
		name: "crossref", about: "publisher-registered bibliographic metadata", kind: "document",
		doc: crossrefDoc, overlay: crossrefOverlay,
		serve: func(path string, _ map[string][]string) (any, bool) {
			doi, ok := strings.CutPrefix(path, "works/")
			if !ok {
				return nil, false
			}
			return lookup(data, doi)
		},
	}
}

const openalexDoc = `{
  "openapi": "3.0.3",
  "info": {"title": "OpenAlex (demo)", "version": "1.0", "description": "Open catalog of scholarly works and citations."},
  "servers": [{"url": "/v1"}],
  "paths": {
    "/works/{doi}": {
      "get": {
        "operationId": "getWorkByDoi",
        "summary": "A work by DOI",
        "parameters": [{"name": "doi", "in": "path", "required": true, "description": "DOI of the work",
                        "schema": {"type": "string"}}],
        "responses": {
          "200": {"description": "the work", "content": {"application/json": {"schema": {"$ref": "#/components/schemas/Work"}}}},
          "404": {"description": "unknown DOI"}
        }
      }
    }
  },
  "components": {"schemas": {"Work": {
    "type": "object",
    "required": ["doi"],
    "properties": {
      "doi": {"type": "string", "description": "DOI as a doi.org URL"},
      "display_name": {"type": "string", "description": "Title"},
      "abstract": {"type": "string", "description": "Abstract, when the publisher allows it"},
      "publication_year": {"type": "integer"},
      "cited_by_count": {"type": "integer", "description": "Number of citing works known to OpenAlex"}
    }
  }}}
}`

const openalexOverlay = `{
  "tool": {"source_type": "bibliographic", "license": "CC0-1.0"},
  "endpoints": {"getWorkByDoi": {
    "fields": {
      "doi": {"semantic_id": "doi", "aliases": ["DOI"], "identifier": true},
      "display_name": {"semantic_id": "title", "aliases": ["title"]},
      "abstract": {"semantic_id": "abstract", "aliases": ["summary"]},
      "publication_year": {"semantic_id": "publication_year", "aliases": ["year"]},
      "cited_by_count": {"semantic_id": "citation_count", "aliases": ["citation count", "citations", "times cited"]}
    }
  }}
}`

func openalex() *provider {
	// OpenAlex writes DOIs as lower-case doi.org URLs and, for this publisher, has no
	// abstract: the document entity gets its abstract from Crossref only.
	data := map[string]map[string]any{
		strings.ToLower(vaspDOI): {"doi": "https://doi.org/" + strings.ToLower(vaspDOI), "display_name": vaspTitle,
			"publication_year": 1996, "cited_by_count": 81234},
		strings.ToLower(pbeDOI): {"doi": "https://doi.org/" + strings.ToLower(pbeDOI), "display_name": pbeTitle,
			"publication_year": 1996, "cited_by_count": 150912},
	}
	return &provider{
		name: "openalex", about: "open scholarly works and citation counts", kind: "document",
		doc: openalexDoc, overlay: openalexOverlay,
		serve: func(path string, _ map[string][]string) (any, bool) {
			doi, ok := strings.CutPrefix(path, "works/")
			if !ok {
				return nil, false
			}
			doi = strings.TrimPrefix(strings.TrimPrefix(doi, "https://doi.org/"), "doi:")
			return lookup(data, doi)
		},
	}
}
