// Package demo runs schemarouter end to end against local example providers: it starts
// five small read-only HTTP APIs in-process on 127.0.0.1 (computed materials,
// experimental crystallography, chemistry and two literature services), imports each
// one's own OpenAPI document, annotates it with a trusted overlay, plans a few requests,
// executes them through the HTTP invoker and aggregates the results into canonical
// entities with every observation, its unit, qualifiers, provider and agreement.
//
// Design decisions:
//
//   - Corroboration needs equal field qualifiers (AGGREGATION.md §3.4), so the
//     computed/experimental distinction of a density is not a qualifier: it is the
//     tool's source_type ("computed" for materials_project, "experimental" for cod),
//     which reaches every observation's provenance and is printed as its source.
//     Field qualifiers are kept for what really qualifies a value (the band gap's
//     functional, the molecular weight's basis).
//   - Both density fields carry a unit normalization to g/cm^3 (cod publishes CIF
//     densities in Mg/m^3, scale 1), so the executor reports both in g/cm^3 and the
//     observations compare in one unit.
//   - The two material providers merge on a shared trusted structure_id (an ICSD code,
//     written differently by each); formulas never merge records. The literature
//     providers merge on the DOI (one writes it as a lower-case doi.org URL).
//   - Documents use the default deduplicate mode, so the citation count shows both
//     observations with agreement false and, as "= value", the first non-null one
//     (deduplicate mode's value, not a judgement); materials use
//     preserve_observations. The library never picks a "true" value.
//   - The example data is realistic but illustrative (database codes in particular).
package demo

import (
	"context"
	"encoding/json"
	"fmt"
	"io"
	"net"
	"net/http"
	"net/http/httptest"
	"slices"
	"strings"
	"sync"
	"text/tabwriter"
	"time"

	"github.com/schemarouter/schemarouter/aggregate"
	"github.com/schemarouter/schemarouter/catalog"
	"github.com/schemarouter/schemarouter/execute"
	"github.com/schemarouter/schemarouter/execute/httpinvoker"
	"github.com/schemarouter/schemarouter/ingest/openapi"
	"github.com/schemarouter/schemarouter/plan"
)

// Options configure Run.
type Options struct {
	// JSON prints one JSON object per request (an Outcome) instead of tables.
	JSON bool
	// OnListen, when set, is called with each provider's name and base URL once all
	// providers listen (tests use it to check that nothing survives Run).
	OnListen func(provider, baseURL string)
}

// Requests are the demo's requests, in the order Run runs them.
func Requests() []plan.Request {
	return []plan.Request{
		{Query: "GaAs density", MaxCalls: 3, RetrievalMode: plan.ModeCorroborate,
			Arguments: map[string]any{"formula": "GaAs"}},
		{Query: "molecular weight of caffeine", Arguments: map[string]any{"name": "caffeine"}},
		{Query: "DOI " + vaspDOI + " abstract and citation count", MaxCalls: 2, RetrievalMode: plan.ModeCorroborate,
			Arguments: map[string]any{"doi": vaspDOI}},
	}
}

// Call is one HTTP request a provider received from the executor.
type Call struct {
	Route  string `json:"route"`
	Method string `json:"method"`
	Path   string `json:"path"`
	Status int    `json:"status"`
	Error  string `json:"error,omitempty"`
}

// Outcome is what one request produced; with Options.JSON, Run prints one per request.
type Outcome struct {
	Query    string                      `json:"query"`
	Request  plan.Request                `json:"request"`
	Plan     *plan.Plan                  `json:"plan"`
	Calls    []Call                      `json:"calls"`
	Results  []*execute.Result           `json:"results"`
	Entities []aggregate.CanonicalEntity `json:"entities"`
}

// callTimeout bounds every fetch and call; the providers answer in microseconds.
const callTimeout = 5 * time.Second

// env is the running demo: providers, catalog, executor and the call log.
type env struct {
	servers  []*httptest.Server
	provs    []*provider
	bases    []string
	tr       *http.Transport
	reg      *catalog.MemoryRegistry
	tools    map[string]catalog.ToolSpec
	kinds    map[string]aggregate.EntityKind
	x        *execute.Executor
	mu       sync.Mutex
	log      []Call
	planner  *plan.Planner
	closeOne sync.Once
}

// Run starts the providers, builds the catalog from their OpenAPI documents, runs
// Requests and prints each outcome to w. Every listener and connection is closed
// before Run returns.
func Run(ctx context.Context, w io.Writer, opts Options) error {
	e, err := start(ctx)
	if e != nil {
		defer e.close()
	}
	if err != nil {
		return err
	}
	if opts.OnListen != nil {
		for i, p := range e.provs {
			opts.OnListen(p.name, e.bases[i])
		}
	}
	if !opts.JSON {
		if err := e.writeHeader(w); err != nil {
			return err
		}
	}
	for i, req := range Requests() {
		out, err := e.run(ctx, req)
		if err != nil {
			return fmt.Errorf("demo request %q: %w", req.Query, err)
		}
		if opts.JSON {
			enc := json.NewEncoder(w)
			enc.SetIndent("", "  ")
			enc.SetEscapeHTML(false)
			if err := enc.Encode(out); err != nil {
				return err
			}
			continue
		}
		if err := writeOutcome(w, i+1, out); err != nil {
			return err
		}
	}
	return nil
}

// start launches the providers on loopback and imports, annotates, registers and binds
// each one. On error the returned env (if any) still needs close.
func start(ctx context.Context) (*env, error) {
	e := &env{
		tr: &http.Transport{
			Proxy:               nil, // loopback only: never through a proxy
			DialContext:         (&net.Dialer{Timeout: callTimeout}).DialContext,
			MaxIdleConnsPerHost: 4,
		},
		tools: map[string]catalog.ToolSpec{},
		kinds: map[string]aggregate.EntityKind{},
	}
	for _, p := range providers() {
		srv := httptest.NewServer(p.handler()) // listens on 127.0.0.1:0
		e.servers = append(e.servers, srv)
		e.provs = append(e.provs, p)
	}
	client := &http.Client{Transport: e.tr, Timeout: callTimeout}
	var tools []catalog.ToolSpec
	for i, p := range e.provs {
		res, err := openapi.Fetch(ctx, e.servers[i].URL+"/openapi.json", openapi.Options{
			Name: p.name, Provider: p.name, HTTPClient: client, Timeout: callTimeout})
		if err != nil {
			return e, fmt.Errorf("import %s: %w", p.name, err)
		}
		if res.BaseURL == "" {
			return e, fmt.Errorf("import %s: no approved base URL", p.name)
		}
		tool, err := openapi.ApplyOverlay(res.Tool, []byte(p.overlay), p.name+" overlay")
		if err != nil {
			return e, err
		}
		e.bases = append(e.bases, res.BaseURL)
		e.tools[tool.Key()] = tool
		e.kinds[tool.Key()] = aggregate.EntityKind(p.kind)
		tools = append(tools, tool)
	}
	reg, err := catalog.NewRegistry(tools...)
	if err != nil {
		return e, err
	}
	e.reg = reg
	// Every demo endpoint is a GET, which ingestion classifies read-only; the default
	// policy (no mutations) is all the demo needs.
	x, err := execute.New(reg, execute.Options{})
	if err != nil {
		return e, err
	}
	for i, tool := range tools {
		inv, err := httpinvoker.New(e.bases[i])
		if err != nil {
			return e, fmt.Errorf("tool %s: %w", tool.Key(), err)
		}
		inv.Client = &http.Client{Transport: &recorder{tool: tool.Key(), base: e.tr, env: e}}
		inv.Timeout = callTimeout
		if err := x.Bind(tool.Key(), inv); err != nil {
			return e, err
		}
	}
	e.x = x
	e.planner = plan.New(reg, plan.Options{})
	return e, nil
}

// close shuts every provider down and drops idle client connections.
func (e *env) close() {
	e.closeOne.Do(func() {
		e.tr.CloseIdleConnections()
		for _, s := range e.servers {
			s.Close()
		}
	})
}

// recorder logs each request the executor sends (route filled in later).
type recorder struct {
	tool string
	base http.RoundTripper
	env  *env
}

func (r *recorder) RoundTrip(req *http.Request) (*http.Response, error) {
	resp, err := r.base.RoundTrip(req)
	c := Call{Route: r.tool, Method: req.Method, Path: req.URL.RequestURI()}
	if err != nil {
		c.Error = err.Error()
	} else {
		c.Status = resp.StatusCode
	}
	r.env.mu.Lock()
	r.env.log = append(r.env.log, c)
	r.env.mu.Unlock()
	return resp, err
}

// run plans, executes and aggregates one request.
func (e *env) run(ctx context.Context, req plan.Request) (*Outcome, error) {
	p, err := e.planner.PlanWith(ctx, req, e.x.Available)
	if err != nil {
		return nil, err
	}
	if !p.Executable() {
		if len(p.Calls) == 0 {
			return nil, fmt.Errorf("no executable route: %s", strings.Join(p.Warnings, "; "))
		}
		return nil, fmt.Errorf("plan not executable: %s needs %s", p.Calls[0].RouteID(), strings.Join(p.Calls[0].MissingRequiredArguments, ", "))
	}
	e.mu.Lock()
	e.log = nil
	e.mu.Unlock()
	run, err := e.x.Execute(ctx, p, execute.RunConfig{})
	if err != nil {
		return nil, err
	}
	e.mu.Lock()
	calls := slices.Clone(e.log)
	e.mu.Unlock()
	// Name each request by its route: results come in call order, one request each.
	next := 0
	for i := range calls {
		for j := next; j < len(run.Results); j++ {
			if run.Results[j].Tool == calls[i].Route {
				calls[i].Route = run.Results[j].Tool + "." + run.Results[j].Endpoint
				next = j + 1
				break
			}
		}
	}
	var records []aggregate.SourceRecord
	for _, res := range run.Results {
		tool, ok := e.tools[res.Tool]
		if !ok {
			return nil, fmt.Errorf("result of unknown tool %q", res.Tool)
		}
		recs, err := aggregate.FromResult(res, &tool, e.kinds[res.Tool], aggregate.FromOptions{})
		if err != nil {
			return nil, fmt.Errorf("%s.%s: %w", res.Tool, res.Endpoint, err)
		}
		records = append(records, recs...)
	}
	entities, err := aggregate.Aggregate(records, aggregate.Options{})
	if err != nil {
		return nil, err
	}
	if calls == nil {
		calls = []Call{}
	}
	return &Outcome{Query: req.Query, Request: req, Plan: p, Calls: calls, Results: run.Results, Entities: entities}, nil
}

func (e *env) writeHeader(w io.Writer) error {
	snap := e.reg.Snapshot()
	endpoints := 0
	for _, t := range snap.Tools() {
		endpoints += len(t.Endpoints)
	}
	fmt.Fprintf(w, "schemarouter demo: %d example providers in-process on 127.0.0.1; catalog of %d tools, %d endpoints imported from their OpenAPI documents\n\n",
		len(e.provs), snap.Len(), endpoints)
	tw := tabwriter.NewWriter(w, 0, 0, 2, ' ', 0)
	fmt.Fprintln(tw, "  PROVIDER\tBASE URL\tSOURCE\tDATA")
	for i, p := range e.provs {
		t := e.tools[p.name]
		fmt.Fprintf(tw, "  %s\t%s\t%s\t%s\n", p.name, e.bases[i], orDash(t.SourceType), p.about)
	}
	return tw.Flush()
}

func writeOutcome(w io.Writer, n int, o *Outcome) error {
	req := o.Request
	mode := req.RetrievalMode
	if mode == "" {
		mode = plan.ModeCoverage
	}
	maxCalls := req.MaxCalls
	if maxCalls == 0 {
		maxCalls = 1
	}
	fmt.Fprintf(w, "\n== Request %d: %q  (mode %s, max_calls %d, arguments %s)\n", n, o.Query, mode, maxCalls, compact(req.Arguments))

	fmt.Fprintf(w, "\nPlan: %d call(s)", len(o.Plan.Calls))
	if c := o.Plan.Coverage; c != nil {
		state := "complete"
		if !c.Complete {
			state = "incomplete"
		}
		var ids []string
		for _, r := range c.Covered {
			ids = append(ids, r.String())
		}
		fmt.Fprintf(w, ", coverage %s (%s)", state, strings.Join(ids, ", "))
	}
	fmt.Fprintln(w)
	tw := tabwriter.NewWriter(w, 0, 0, 2, ' ', 0)
	for i, c := range o.Plan.Calls {
		fmt.Fprintf(tw, "  %d. %s\tscore %g\targs %s\tfields %s\n", i+1, c.RouteID(), c.Score, compact(c.Arguments), strings.Join(c.Fields, ", "))
	}
	if err := tw.Flush(); err != nil {
		return err
	}
	for _, warn := range o.Plan.Warnings {
		fmt.Fprintf(w, "  warning: %s\n", warn)
	}

	fmt.Fprintln(w, "\nCalls:")
	tw = tabwriter.NewWriter(w, 0, 0, 2, ' ', 0)
	for i, c := range o.Calls {
		status := fmt.Sprintf("%d %s", c.Status, http.StatusText(c.Status))
		if c.Error != "" {
			status = "error: " + c.Error
		}
		records := ""
		if i < len(o.Results) {
			records = countRecords(o.Results[i].Data)
		}
		fmt.Fprintf(tw, "  %s\t%s %s\t%s\t%s\n", c.Route, c.Method, c.Path, status, records)
	}
	if err := tw.Flush(); err != nil {
		return err
	}

	fmt.Fprintf(w, "\nEntities: %d\n", len(o.Entities))
	for _, ent := range o.Entities {
		if err := writeEntity(w, &ent); err != nil {
			return err
		}
	}
	return nil
}

func writeEntity(w io.Writer, e *aggregate.CanonicalEntity) error {
	fmt.Fprintf(w, "  %s  %s\n", e.EntityKind, e.CanonicalKey)
	fmt.Fprintf(w, "    providers:   %s\n", strings.Join(e.Providers, ", "))
	if len(e.Identifiers) > 0 {
		var ids []string
		for _, k := range sortedKeys(e.Identifiers) {
			ids = append(ids, k+"="+e.Identifiers[k])
		}
		fmt.Fprintf(w, "    identifiers: %s\n", strings.Join(ids, ", "))
	}
	tw := tabwriter.NewWriter(w, 0, 0, 2, ' ', 0)
	fmt.Fprintln(tw, "    FIELD\tMODE\tAGREEMENT\tVALUE\tUNIT\tQUALIFIERS\tPROVIDER\tSOURCE")
	for _, f := range e.Fields {
		agree := "yes"
		if !f.Agreement {
			agree = "NO (conflict)"
		}
		agree += fmt.Sprintf(", %d obs", len(f.Observations))
		for i, o := range f.Observations {
			name, mode, ag := "", "", ""
			if i == 0 {
				name, mode, ag = f.Name, string(f.Mode), agree
			}
			unit := "-"
			if o.Unit != nil {
				unit = *o.Unit
			}
			quals := "-"
			if len(o.Qualifiers) > 0 {
				var qs []string
				for _, k := range sortedKeys(o.Qualifiers) {
					qs = append(qs, k+"="+o.Qualifiers[k])
				}
				quals = strings.Join(qs, ", ")
			}
			source, _ := o.Provenance["source_type"].(string)
			fmt.Fprintf(tw, "    %s\t%s\t%s\t%s\t%s\t%s\t%s\t%s\n", name, mode, ag, clip(compact(o.Value), 60), unit, quals, o.Provider, orDash(source))
		}
		if f.Mode == aggregate.ModeDeduplicate && len(f.Observations) > 1 {
			fmt.Fprintf(tw, "    \t\t\t= %s\t\t\t(value)\t\n", clip(compact(f.Value), 60))
		}
	}
	return tw.Flush()
}

func countRecords(data any) string {
	switch d := data.(type) {
	case []any:
		if len(d) == 1 {
			return "1 record"
		}
		return fmt.Sprintf("%d records", len(d))
	case map[string]any:
		return "1 record"
	case nil:
		return "no data"
	}
	return ""
}

func compact(v any) string {
	var b strings.Builder
	enc := json.NewEncoder(&b)
	enc.SetEscapeHTML(false)
	if err := enc.Encode(v); err != nil {
		return fmt.Sprint(v)
	}
	return strings.TrimSuffix(b.String(), "\n")
}

func clip(s string, n int) string {
	r := []rune(s)
	if len(r) <= n {
		return s
	}
	return string(r[:n-1]) + "…"
}

func orDash(s string) string {
	if s == "" {
		return "-"
	}
	return s
}

func sortedKeys[V any](m map[string]V) []string {
	keys := make([]string, 0, len(m))
	for k := range m {
		keys = append(keys, k)
	}
	slices.Sort(keys)
	return keys
}
