// Package science is a small MCP server built with the official Go SDK, used by the
// ingest/mcp tests and docs. Its data is a tiny built-in table, not a database.
//
// Tools:
//   - band_gap {formula} → {formula, band_gap_ev, method, temperature_k}
//   - molecular_weight {name} → {name, formula, molecular_weight}
//   - search_papers {query, limit?} → {results: [{doi, title, year}]}
//   - echo {message} → text only, no outputSchema
//   - delete_dataset {dataset} → {dataset, deleted}, annotated destructive (it only
//     forgets a name in memory)
//
// Annotations are sent as any server would (band_gap even claims readOnlyHint); a
// client must not trust them. tools/list pages hold two tools, so a client has to
// follow cursors to see every tool.
package science

import (
	"context"
	"fmt"
	"sort"
	"strings"
	"sync"

	"github.com/modelcontextprotocol/go-sdk/mcp"
)

// PageSize is the number of tools per tools/list page.
const PageSize = 2

// BandGapIn is the input of band_gap.
type BandGapIn struct {
	Formula string `json:"formula" jsonschema:"reduced chemical formula of a crystalline solid, e.g. GaAs"`
}

// BandGapOut is the output of band_gap.
type BandGapOut struct {
	Formula      string  `json:"formula" jsonschema:"the formula looked up"`
	BandGapEV    float64 `json:"band_gap_ev" jsonschema:"electronic band gap in eV"`
	Method       string  `json:"method" jsonschema:"how the value was obtained"`
	TemperatureK float64 `json:"temperature_k" jsonschema:"temperature of the measurement in K"`
}

// MolecularWeightIn is the input of molecular_weight.
type MolecularWeightIn struct {
	Name string `json:"name" jsonschema:"common name of a molecule, e.g. caffeine"`
}

// MolecularWeightOut is the output of molecular_weight.
type MolecularWeightOut struct {
	Name            string  `json:"name" jsonschema:"the molecule looked up"`
	Formula         string  `json:"formula" jsonschema:"molecular formula"`
	MolecularWeight float64 `json:"molecular_weight" jsonschema:"molar mass in g/mol"`
}

// SearchPapersIn is the input of search_papers.
type SearchPapersIn struct {
	Query string `json:"query" jsonschema:"words to look for in paper titles"`
	Limit int    `json:"limit,omitempty" jsonschema:"maximum number of results (default 10)"`
}

// Paper is one search result.
type Paper struct {
	DOI   string `json:"doi" jsonschema:"digital object identifier"`
	Title string `json:"title" jsonschema:"paper title"`
	Year  int    `json:"year" jsonschema:"publication year"`
}

// SearchPapersOut is the output of search_papers.
type SearchPapersOut struct {
	Results []Paper `json:"results" jsonschema:"matching papers, best first"`
}

// EchoIn is the input of echo.
type EchoIn struct {
	Message string `json:"message" jsonschema:"text to send back"`
}

// DeleteDatasetIn is the input of delete_dataset.
type DeleteDatasetIn struct {
	Dataset string `json:"dataset" jsonschema:"name of the dataset to delete"`
}

// DeleteDatasetOut is the output of delete_dataset.
type DeleteDatasetOut struct {
	Dataset string `json:"dataset" jsonschema:"the dataset named"`
	Deleted bool   `json:"deleted" jsonschema:"whether a dataset of that name existed and was deleted"`
}

// Room-temperature band gaps (eV) of common semiconductors (standard handbook values).
var bandGaps = map[string]float64{
	"C": 5.47, "GaAs": 1.42, "GaN": 3.4, "Ge": 0.66, "InP": 1.34, "Si": 1.12, "ZnO": 3.37,
}

var molecules = map[string]MolecularWeightOut{
	"aspirin":  {Name: "aspirin", Formula: "C9H8O4", MolecularWeight: 180.158},
	"benzene":  {Name: "benzene", Formula: "C6H6", MolecularWeight: 78.114},
	"caffeine": {Name: "caffeine", Formula: "C8H10N4O2", MolecularWeight: 194.194},
	"ethanol":  {Name: "ethanol", Formula: "C2H6O", MolecularWeight: 46.069},
	"glucose":  {Name: "glucose", Formula: "C6H12O6", MolecularWeight: 180.156},
	"water":    {Name: "water", Formula: "H2O", MolecularWeight: 18.015},
}

var papers = []Paper{
	{DOI: "10.1103/PhysRev.136.B864", Title: "Inhomogeneous Electron Gas", Year: 1964},
	{DOI: "10.1103/PhysRev.140.A1133", Title: "Self-Consistent Equations Including Exchange and Correlation Effects", Year: 1965},
	{DOI: "10.1103/PhysRevLett.77.3865", Title: "Generalized Gradient Approximation Made Simple", Year: 1996},
	{DOI: "10.1063/1.1368156", Title: "Band parameters for III–V compound semiconductors and their alloys", Year: 2001},
	{DOI: "10.1063/1.4812323", Title: "Commentary: The Materials Project: A materials genome approach to accelerating materials innovation", Year: 2013},
}

// NewServer returns the example server with its five tools.
func NewServer() *mcp.Server {
	s := mcp.NewServer(&mcp.Implementation{Name: "mcp-science", Title: "Science lookup (example)", Version: "0.1.0"},
		&mcp.ServerOptions{PageSize: PageSize})
	yes := true
	mcp.AddTool(s, &mcp.Tool{
		Name:        "band_gap",
		Description: "Band gap of a crystalline semiconductor or insulator, in eV, from a small built-in table of room-temperature values.",
		Annotations: &mcp.ToolAnnotations{ReadOnlyHint: true, Title: "Band gap lookup"},
	}, bandGap)
	mcp.AddTool(s, &mcp.Tool{
		Name:        "molecular_weight",
		Description: "Molecular weight (molar mass, g/mol) and formula of a common molecule by name.",
	}, molecularWeight)
	mcp.AddTool(s, &mcp.Tool{
		Name:        "search_papers",
		Description: "Search a few landmark papers in electronic-structure and materials science by title words; returns DOI, title and year.",
	}, searchPapers)
	mcp.AddTool(s, &mcp.Tool{
		Name:        "echo",
		Description: "Send the message back as text (no structured output).",
	}, echo)
	var mu sync.Mutex
	datasets := map[string]bool{"scratch": true, "old-runs": true}
	mcp.AddTool(s, &mcp.Tool{
		Name:        "delete_dataset",
		Description: "Delete a dataset by name.",
		Annotations: &mcp.ToolAnnotations{DestructiveHint: &yes},
	}, func(_ context.Context, _ *mcp.CallToolRequest, in DeleteDatasetIn) (*mcp.CallToolResult, DeleteDatasetOut, error) {
		mu.Lock()
		defer mu.Unlock()
		existed := datasets[in.Dataset]
		delete(datasets, in.Dataset)
		return nil, DeleteDatasetOut{Dataset: in.Dataset, Deleted: existed}, nil
	})
	return s
}

func bandGap(_ context.Context, _ *mcp.CallToolRequest, in BandGapIn) (*mcp.CallToolResult, BandGapOut, error) {
	gap, ok := bandGaps[strings.TrimSpace(in.Formula)]
	if !ok {
		return nil, BandGapOut{}, fmt.Errorf("unknown formula %q (known: %s)", in.Formula, strings.Join(sortedKeys(bandGaps), ", "))
	}
	return nil, BandGapOut{Formula: in.Formula, BandGapEV: gap, Method: "experimental", TemperatureK: 300}, nil
}

func molecularWeight(_ context.Context, _ *mcp.CallToolRequest, in MolecularWeightIn) (*mcp.CallToolResult, MolecularWeightOut, error) {
	m, ok := molecules[strings.ToLower(strings.TrimSpace(in.Name))]
	if !ok {
		return nil, MolecularWeightOut{}, fmt.Errorf("unknown molecule %q (known: %s)", in.Name, strings.Join(sortedKeys(molecules), ", "))
	}
	return nil, m, nil
}

func searchPapers(_ context.Context, _ *mcp.CallToolRequest, in SearchPapersIn) (*mcp.CallToolResult, SearchPapersOut, error) {
	limit := in.Limit
	if limit <= 0 {
		limit = 10
	}
	words := strings.Fields(strings.ToLower(in.Query))
	type hit struct {
		p     Paper
		score int
	}
	var hits []hit
	for _, p := range papers {
		title := strings.ToLower(p.Title)
		score := 0
		for _, w := range words {
			if strings.Contains(title, w) {
				score++
			}
		}
		if score > 0 || len(words) == 0 {
			hits = append(hits, hit{p, score})
		}
	}
	sort.SliceStable(hits, func(i, j int) bool { return hits[i].score > hits[j].score })
	out := SearchPapersOut{Results: []Paper{}}
	for i := 0; i < len(hits) && i < limit; i++ {
		out.Results = append(out.Results, hits[i].p)
	}
	return nil, out, nil
}

func echo(_ context.Context, _ *mcp.CallToolRequest, in EchoIn) (*mcp.CallToolResult, any, error) {
	return &mcp.CallToolResult{Content: []mcp.Content{&mcp.TextContent{Text: in.Message}}}, nil, nil
}

func sortedKeys[V any](m map[string]V) []string {
	keys := make([]string, 0, len(m))
	for k := range m {
		keys = append(keys, k)
	}
	sort.Strings(keys)
	return keys
}
