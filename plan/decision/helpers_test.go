package decision

import (
	"context"
	"slices"
	"strings"
	"sync"
	"testing"

	"github.com/schemarouter/schemarouter/catalog"
	"github.com/schemarouter/schemarouter/decide"
	"github.com/schemarouter/schemarouter/plan"
)

func ptr[T any](v T) *T { return &v }

func numberSchema() map[string]any { return map[string]any{"type": "number"} }

// matTool is the MAT fixture of DECISIONS.md §6.
func matTool() catalog.ToolSpec {
	return catalog.ToolSpec{
		Name:        "materials",
		Description: "Materials science database",
		SourceType:  "calculated",
		License:     "CC BY 4.0",
		Endpoints: []catalog.EndpointSpec{{
			Name:        "search",
			Description: "Search material properties",
			ReadOnly:    ptr(true),
			Parameters:  []catalog.ParameterSpec{{Name: "formula", Required: true, JSONSchema: map[string]any{"type": "string"}}},
			OutputFields: []catalog.FieldSpec{
				{Name: "material_id", Identifier: true},
				{Name: "band_gap", Aliases: []string{"band gap"}, Unit: "eV", JSONSchema: numberSchema()},
				{Name: "formation_energy_per_atom", Aliases: []string{"formation energy"}, Unit: "eV/atom", JSONSchema: numberSchema()},
				{Name: "density", Unit: "g/cm3", JSONSchema: numberSchema()},
			},
		}},
	}
}

func oneEndpointTool(name, ep, desc, idField string, field catalog.FieldSpec) catalog.ToolSpec {
	return catalog.ToolSpec{
		Name:        name,
		Description: desc,
		Endpoints: []catalog.EndpointSpec{{
			Name:         ep,
			Description:  desc,
			ReadOnly:     ptr(true),
			OutputFields: []catalog.FieldSpec{{Name: idField, Identifier: true}, field},
		}},
	}
}

// semTools is the SEM fixture: four one-endpoint read-only tools.
func semTools() []catalog.ToolSpec {
	return []catalog.ToolSpec{
		oneEndpointTool("weather", "current", "Get current weather for a city", "city",
			catalog.FieldSpec{Name: "temperature", SemanticID: "temperature", JSONSchema: numberSchema()}),
		oneEndpointTool("materials", "search", "Search material properties", "material_id",
			catalog.FieldSpec{Name: "band_gap", SemanticID: "band_gap", Aliases: []string{"band gap"}, Unit: "eV", JSONSchema: numberSchema()}),
		oneEndpointTool("papers", "search", "Search scientific papers", "paper_id",
			catalog.FieldSpec{Name: "title", SemanticID: "title", JSONSchema: map[string]any{"type": "string"}}),
		oneEndpointTool("finance", "quote", "Get a stock price quote", "symbol",
			catalog.FieldSpec{Name: "price", SemanticID: "price", JSONSchema: numberSchema()}),
	}
}

// invTools is the INV fixture: inventory search/update and users lookup/update.
func invTools() []catalog.ToolSpec {
	qty := catalog.FieldSpec{Name: "quantity", SemanticID: "quantity", JSONSchema: numberSchema()}
	name := catalog.FieldSpec{Name: "display_name", SemanticID: "display_name", JSONSchema: map[string]any{"type": "string"}}
	return []catalog.ToolSpec{
		{
			Name:        "inventory",
			Description: "Warehouse inventory service",
			Endpoints: []catalog.EndpointSpec{
				{Name: "search", Description: "Search inventory and stock by SKU", ReadOnly: ptr(true),
					OperationAliases: []string{"look up stock"},
					OutputFields:     []catalog.FieldSpec{{Name: "sku", Identifier: true}, qty}},
				{Name: "update", Description: "Update inventory quantity for a SKU", ReadOnly: ptr(false),
					OutputFields: []catalog.FieldSpec{{Name: "sku", Identifier: true}, qty}},
			},
		},
		{
			Name:        "users",
			Description: "User directory",
			Endpoints: []catalog.EndpointSpec{
				{Name: "lookup", Description: "Look up a user", ReadOnly: ptr(true),
					OutputFields: []catalog.FieldSpec{{Name: "user_id", Identifier: true}, name}},
				{Name: "update", Description: "Update a user profile", ReadOnly: ptr(false),
					OutputFields: []catalog.FieldSpec{{Name: "user_id", Identifier: true}, name}},
			},
		},
	}
}

func newPlanner(t testing.TB, stages []plan.Stage, tools ...catalog.ToolSpec) *plan.Planner {
	t.Helper()
	reg, err := catalog.NewRegistry(tools...)
	if err != nil {
		t.Fatal(err)
	}
	return plan.New(reg, plan.Options{Stages: stages})
}

func mustPlan(t testing.TB, p *plan.Planner, req plan.Request) *plan.Plan {
	t.Helper()
	out, err := p.Plan(context.Background(), req)
	if err != nil {
		t.Fatalf("Plan(%q): %v", req.Query, err)
	}
	return out
}

func routes(p *plan.Plan) []string {
	out := []string{}
	for _, c := range p.Calls {
		out = append(out, c.RouteID())
	}
	return out
}

func hasWarning(p *plan.Plan, substr string) bool {
	return slices.ContainsFunc(p.Warnings, func(w string) bool { return strings.Contains(w, substr) })
}

// RuntimeError is a provider failure; decide.ErrorType names it "RuntimeError".
type RuntimeError struct{}

func (RuntimeError) Error() string { return "provider exploded" }

// recorder is a Callable backend that records the requests it sees and answers
// with answer.
type recorder struct {
	mu     sync.Mutex
	reqs   []decide.Request
	answer func(req decide.Request) (decide.Result, error)
}

func (r *recorder) Decide(_ context.Context, req decide.Request) (decide.Result, error) {
	r.mu.Lock()
	r.reqs = append(r.reqs, req)
	r.mu.Unlock()
	return r.answer(req)
}

// ReadsOptionMetadata: a recorder is trusted test code, like decide.Callable.
func (r *recorder) ReadsOptionMetadata() bool { return true }

func (r *recorder) calls() int {
	r.mu.Lock()
	defer r.mu.Unlock()
	return len(r.reqs)
}

func (r *recorder) last(t testing.TB) decide.Request {
	t.Helper()
	r.mu.Lock()
	defer r.mu.Unlock()
	if len(r.reqs) == 0 {
		t.Fatal("backend was never called")
	}
	return r.reqs[len(r.reqs)-1]
}

func labels(req decide.Request) []string {
	out := []string{}
	for _, o := range req.Options {
		out = append(out, o.Label)
	}
	return out
}

func answering(f func(req decide.Request) (decide.Result, error)) *recorder {
	return &recorder{answer: f}
}

func selectIDs(ids ...string) *recorder {
	return answering(func(decide.Request) (decide.Result, error) {
		res := decide.Result{}
		for _, id := range ids {
			res.Selections = append(res.Selections, decide.Selection{OptionID: id})
		}
		return res, nil
	})
}

// selectLabels selects the offered options with these labels, in this order.
func selectLabels(want ...string) *recorder {
	return answering(func(req decide.Request) (decide.Result, error) {
		res := decide.Result{}
		for _, l := range want {
			for _, o := range req.Options {
				if o.Label == l {
					res.Selections = append(res.Selections, decide.Selection{OptionID: o.ID, Score: decide.Float(0.9)})
				}
			}
		}
		return res, nil
	})
}

func abstaining() *recorder {
	return answering(func(decide.Request) (decide.Result, error) { return decide.Result{Abstained: true}, nil })
}

func failing() *recorder {
	return answering(func(decide.Request) (decide.Result, error) { return decide.Result{}, RuntimeError{} })
}

func firstOption() *recorder {
	return answering(func(req decide.Request) (decide.Result, error) {
		return decide.Result{Selections: []decide.Selection{{OptionID: req.Options[0].ID, Score: decide.Float(1)}}}, nil
	})
}

func policy() decide.Policy { return decide.Policy{Enabled: true, EndpointSelection: true} }
