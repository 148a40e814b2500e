// Package mcpserver exposes the router itself to an agent as an MCP server with three
// tools, so that an agent facing hundreds of tools sees only these:
//
//   - search_capabilities: rank the catalog's routes for a query (read-only);
//   - plan: compile a query into a typed, fingerprint-pinned plan (read-only);
//   - execute: run a plan (given, or planned from a query) through the executor.
//
// Every failure of a tool (bad arguments, planning errors, policy denials, invoker
// errors) comes back as an MCP tool error (isError with the message), never as a
// protocol failure. Execution stays behind the executor's local policy: nothing an MCP
// client sends can widen it.
package mcpserver

import (
	"bytes"
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"strings"

	"github.com/modelcontextprotocol/go-sdk/mcp"

	"github.com/schemarouter/schemarouter/catalog"
	"github.com/schemarouter/schemarouter/execute"
	"github.com/schemarouter/schemarouter/plan"
)

// Tool names.
const (
	ToolSearch  = "search_capabilities"
	ToolPlan    = "plan"
	ToolExecute = "execute"
)

// Name and Version identify the server in the MCP handshake.
const (
	Name    = "schemarouter"
	Version = "0.1.0"
)

// SearchInput is the input of search_capabilities.
type SearchInput struct {
	Query     string         `json:"query"`
	K         int            `json:"k,omitempty"`
	Concepts  []string       `json:"concepts,omitempty"`
	Arguments map[string]any `json:"arguments,omitempty"`
}

// PlanInput is the input of plan (and the query form of execute).
type PlanInput struct {
	Query          string         `json:"query,omitempty"`
	Arguments      map[string]any `json:"arguments,omitempty"`
	MaxCalls       int            `json:"max_calls,omitempty"`
	RetrievalMode  string         `json:"retrieval_mode,omitempty"`
	Concepts       []string       `json:"concepts,omitempty"`
	PreferredTools []string       `json:"preferred_tools,omitempty"`
}

func (in *PlanInput) request() plan.Request {
	return plan.Request{
		Query:          in.Query,
		Arguments:      in.Arguments,
		MaxCalls:       in.MaxCalls,
		RetrievalMode:  plan.RetrievalMode(in.RetrievalMode),
		Concepts:       in.Concepts,
		PreferredTools: in.PreferredTools,
	}
}

// ExecuteInput is the input of execute: either a plan (as returned by the plan tool)
// or a planning request.
type ExecuteInput struct {
	Plan json.RawMessage `json:"plan,omitempty"`
	PlanInput
}

// Retrieval is the structured output of search_capabilities: plan.Retrieval with
// lighter candidates.
type Retrieval struct {
	Query           string      `json:"query"`
	RegistryVersion int64       `json:"registry_version"`
	RequestedK      int         `json:"requested_k"`
	TotalRanked     int         `json:"total_ranked"`
	Candidates      []Candidate `json:"candidates"`
}

// Candidate is one ranked route, in a form light enough for an agent's context.
type Candidate struct {
	Rank               int      `json:"rank"`
	RouteID            string   `json:"route_id"`
	Tool               string   `json:"tool"`
	Endpoint           string   `json:"endpoint"`
	Description        string   `json:"description"`
	Score              float64  `json:"score"`
	MatchedFields      []string `json:"matched_fields"`
	Parameters         []string `json:"parameters"`
	RequiredParameters []string `json:"required_parameters"`
	OutputFields       []string `json:"output_fields"`
	ReadOnly           *bool    `json:"read_only"`
	Destructive        *bool    `json:"destructive,omitempty"`
	Provider           string   `json:"provider,omitempty"`
}

// ExecuteOutput is the structured output of execute.
type ExecuteOutput struct {
	Plan    *plan.Plan        `json:"plan"`
	RunID   string            `json:"run_id"`
	Results []*execute.Result `json:"results"`
}

type server struct {
	reg     catalog.Registry
	planner *plan.Planner
	exec    *execute.Executor
}

// New returns an MCP server exposing search_capabilities, plan and execute over reg.
// A nil planner means plan.New(reg, plan.Options{}); with a nil executor, execute
// always fails with a tool error.
func New(reg catalog.Registry, planner *plan.Planner, exec *execute.Executor) *mcp.Server {
	if planner == nil {
		planner = plan.New(reg, plan.Options{})
	}
	s := &server{reg: reg, planner: planner, exec: exec}
	srv := mcp.NewServer(&mcp.Implementation{Name: Name, Title: "schemarouter", Version: Version}, &mcp.ServerOptions{
		Instructions: "Use search_capabilities to see which routes can answer a request, plan to compile a request " +
			"into typed tool calls, and execute to run a plan (or a request) through the router's local policy.",
	})
	f := false
	t := true
	mcp.AddTool(srv, &mcp.Tool{
		Name:  ToolSearch,
		Title: "Search capabilities",
		Description: "Rank the router's catalog routes (tool.endpoint) for a natural-language query and return the top k " +
			"with their parameters, output fields and read-only classification.",
		InputSchema:  searchInputSchema(),
		OutputSchema: searchOutputSchema(),
		Annotations:  &mcp.ToolAnnotations{Title: "Search capabilities", ReadOnlyHint: true, IdempotentHint: true, OpenWorldHint: &f},
	}, guard(s.search))
	mcp.AddTool(srv, &mcp.Tool{
		Name:  ToolPlan,
		Title: "Plan",
		Description: "Compile a natural-language query into a typed execution plan: the calls to make, with only declared " +
			"arguments bound, the output fields to project, and schema fingerprints. Nothing is executed.",
		InputSchema:  planInputSchema(),
		OutputSchema: planSchema(),
		Annotations:  &mcp.ToolAnnotations{Title: "Plan", ReadOnlyHint: true, IdempotentHint: true, OpenWorldHint: &f},
	}, guard(s.plan))
	mcp.AddTool(srv, &mcp.Tool{
		Name:  ToolExecute,
		Title: "Execute",
		Description: "Execute a plan returned by the plan tool, or plan and execute a query in one step. Calls run behind " +
			"the router's local execution policy (mutating calls are denied unless the operator allowed them) and " +
			"return only the projected fields with their contracts.",
		InputSchema:  executeInputSchema(),
		OutputSchema: executeOutputSchema(),
		Annotations:  &mcp.ToolAnnotations{Title: "Execute", ReadOnlyHint: false, DestructiveHint: &t, OpenWorldHint: &t},
	}, guard(s.execute))
	return srv
}

// guard turns a panic in a handler into a tool error.
func guard[In, Out any](h mcp.ToolHandlerFor[In, Out]) mcp.ToolHandlerFor[In, Out] {
	return func(ctx context.Context, req *mcp.CallToolRequest, in In) (res *mcp.CallToolResult, out Out, err error) {
		defer func() {
			if r := recover(); r != nil {
				var zero Out
				res, out, err = nil, zero, fmt.Errorf("internal error: %v", r)
			}
		}()
		return h(ctx, req, in)
	}
}

func (s *server) search(ctx context.Context, _ *mcp.CallToolRequest, in SearchInput) (*mcp.CallToolResult, *Retrieval, error) {
	r, err := s.planner.Retrieve(ctx, plan.RetrieveRequest{Query: in.Query, K: in.K, Concepts: in.Concepts, Arguments: in.Arguments})
	if err != nil {
		return nil, nil, err
	}
	out := &Retrieval{Query: r.Query, RegistryVersion: r.RegistryVersion, RequestedK: r.RequestedK, TotalRanked: r.TotalRanked, Candidates: []Candidate{}}
	for _, c := range r.Candidates {
		desc := c.EndpointDescription
		if desc == "" {
			desc = c.ToolDescription
		}
		lc := Candidate{
			Rank: c.Rank, RouteID: c.RouteID, Tool: c.Tool, Endpoint: c.Endpoint, Description: desc, Score: c.Score,
			MatchedFields: nonNil(c.MatchedFields), Parameters: []string{}, RequiredParameters: []string{}, OutputFields: []string{},
			ReadOnly: c.ReadOnly, Destructive: c.Destructive, Provider: c.Provider,
		}
		for _, p := range c.Parameters {
			lc.Parameters = append(lc.Parameters, p.Name)
			if p.Required {
				lc.RequiredParameters = append(lc.RequiredParameters, p.Name)
			}
		}
		for _, f := range c.OutputFields {
			lc.OutputFields = append(lc.OutputFields, f.Name)
		}
		out.Candidates = append(out.Candidates, lc)
	}
	return nil, out, nil
}

func (s *server) plan(ctx context.Context, _ *mcp.CallToolRequest, in PlanInput) (*mcp.CallToolResult, *plan.Plan, error) {
	p, err := s.planner.Plan(ctx, in.request())
	if err != nil {
		return nil, nil, err
	}
	return nil, normalize(p), nil
}

func (s *server) execute(ctx context.Context, _ *mcp.CallToolRequest, in ExecuteInput) (*mcp.CallToolResult, *ExecuteOutput, error) {
	if s.exec == nil {
		return nil, nil, errors.New("execution is not configured on this server")
	}
	hasPlan := len(bytes.TrimSpace(in.Plan)) > 0 && string(bytes.TrimSpace(in.Plan)) != "null"
	hasQuery := strings.TrimSpace(in.Query) != "" || len(in.Concepts) > 0
	var p *plan.Plan
	switch {
	case hasPlan && (hasQuery || in.Arguments != nil || in.MaxCalls != 0 || in.RetrievalMode != "" || in.PreferredTools != nil):
		return nil, nil, errors.New("give either plan or a query (with its arguments), not both")
	case hasPlan:
		var decoded plan.Plan
		dec := json.NewDecoder(bytes.NewReader(in.Plan))
		dec.DisallowUnknownFields()
		if err := dec.Decode(&decoded); err != nil {
			return nil, nil, fmt.Errorf("plan: not a plan: %w", err)
		}
		p = &decoded
		if len(p.Calls) == 0 {
			return nil, nil, errors.New("plan: no calls to execute")
		}
	default:
		var err error
		p, err = s.planner.PlanWith(ctx, in.request(), s.exec.Available)
		if err != nil {
			return nil, nil, err
		}
		if len(p.Calls) == 0 {
			msg := "no executable route"
			if len(p.Warnings) > 0 {
				msg += ": " + strings.Join(p.Warnings, "; ")
			}
			return nil, nil, errors.New(msg)
		}
	}
	for i := range p.Calls {
		if c := &p.Calls[i]; !c.Executable() {
			return nil, nil, fmt.Errorf("the plan is not executable: %s needs %s (pass them in arguments)", c.RouteID(), strings.Join(c.MissingRequiredArguments, ", "))
		}
	}
	run, err := s.exec.Execute(ctx, p, execute.RunConfig{})
	if err != nil {
		return nil, nil, err
	}
	results := run.Results
	if results == nil {
		results = []*execute.Result{}
	}
	return nil, &ExecuteOutput{Plan: normalize(p), RunID: run.RunID, Results: results}, nil
}

// normalize replaces nil lists in a plan with empty ones, so its JSON has no nulls
// where arrays are declared.
func normalize(p *plan.Plan) *plan.Plan {
	if p.Calls == nil {
		p.Calls = []plan.Call{}
	}
	if p.FallbackRoutes == nil {
		p.FallbackRoutes = []plan.FallbackRoute{}
	}
	if p.Warnings == nil {
		p.Warnings = []string{}
	}
	return p
}

func nonNil[T any](s []T) []T {
	if s == nil {
		return []T{}
	}
	return s
}
