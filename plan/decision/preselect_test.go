package decision

import (
	"context"
	"fmt"
	"math"
	"math/rand/v2"
	"slices"
	"strings"
	"testing"

	"github.com/schemarouter/schemarouter/decide"
	"github.com/schemarouter/schemarouter/plan"
)

// embedderE is fixture E: [1,0] for the query and any text naming
// materials.search, [0,1] otherwise.
func embedderE() decide.Backend {
	b, err := decide.NewEmbedding(decide.EmbedderFunc(func(_ context.Context, texts []string) ([][]float32, error) {
		out := make([][]float32, len(texts))
		for i, s := range texts {
			if i == 0 || strings.Contains(s, "materials.search") {
				out[i] = []float32{1, 0}
			} else {
				out[i] = []float32{0, 1}
			}
		}
		return out, nil
	}), decide.EmbeddingOptions{})
	if err != nil {
		panic(err)
	}
	return b
}

const unmatchedKorean = "무관한 요청입니다" // no lexical match in SEM

// DECISIONS.md §6 cases 53–55.
func TestSemanticRecall(t *testing.T) {
	t.Run("adds a route lexical recall missed", func(t *testing.T) {
		p := newPlanner(t, []plan.Stage{SemanticRecall{Backend: embedderE(), Limit: 1}}, semTools()...)
		got := mustPlan(t, p, plan.Request{Query: unmatchedKorean})
		if !slices.Equal(routes(got), []string{"materials.search"}) || got.Calls[0].Explanation.CandidateSelection != plan.SelectionSemanticRecall {
			t.Fatalf("calls = %+v", got.Calls)
		}
		if !slices.Equal(got.Warnings, []string{"semantic candidate recall added 1 candidate(s)"}) {
			t.Fatalf("warnings = %q", got.Warnings)
		}
	})
	t.Run("request shape", func(t *testing.T) {
		b := selectLabels("materials.search")
		p := newPlanner(t, []plan.Stage{SemanticRecall{Backend: b}}, semTools()...)
		mustPlan(t, p, plan.Request{Query: "current weather"})
		req := b.last(t)
		if req.MaxSelections != 4 || len(req.Options) != 4 || req.Surface() != "semantic_candidate_recall" {
			t.Fatalf("request = %+v", req)
		}
		o := req.Options[1]
		if o.ID != "recall:1" || o.Label != "materials.search" || o.Description != "Search material properties\nSearch material properties\nFields: band_gap" {
			t.Fatalf("option = %+v", o)
		}
		if _, ok := o.Metadata["schema_score"].(float64); !ok {
			t.Fatalf("metadata = %v", o.Metadata)
		}
	})
	t.Run("already present routes are not added twice and the warning counts zero", func(t *testing.T) {
		p := newPlanner(t, []plan.Stage{SemanticRecall{Backend: selectLabels("weather.current")}}, semTools()...)
		got := mustPlan(t, p, plan.Request{Query: "current weather"})
		if !slices.Equal(routes(got), []string{"weather.current"}) || !slices.Equal(got.Warnings, []string{"semantic candidate recall added 0 candidate(s)"}) {
			t.Fatalf("routes %v warnings %q", routes(got), got.Warnings)
		}
		if got.Calls[0].Explanation.CandidateSelection != plan.SelectionDeterministic {
			t.Fatalf("selection = %q", got.Calls[0].Explanation.CandidateSelection)
		}
	})
	t.Run("provider error retains lexical candidates", func(t *testing.T) {
		p := newPlanner(t, []plan.Stage{SemanticRecall{Backend: failing()}}, semTools()...)
		got := mustPlan(t, p, plan.Request{Query: "current weather"})
		if !slices.Equal(routes(got), []string{"weather.current"}) || !slices.Equal(got.Warnings, []string{"semantic candidate recall fallback: RuntimeError; retained lexical candidates"}) {
			t.Fatalf("routes %v warnings %q", routes(got), got.Warnings)
		}
	})
	t.Run("abstention retains lexical candidates", func(t *testing.T) {
		p := newPlanner(t, []plan.Stage{SemanticRecall{Backend: abstaining()}}, semTools()...)
		got := mustPlan(t, p, plan.Request{Query: "current weather"})
		if !slices.Equal(routes(got), []string{"weather.current"}) || !slices.Equal(got.Warnings, []string{"semantic candidate recall abstained"}) {
			t.Fatalf("routes %v warnings %q", routes(got), got.Warnings)
		}
	})
	t.Run("recall_on_empty with a recall backend exposes only the recalled routes", func(t *testing.T) {
		recall := selectLabels("materials.search", "papers.search")
		final := firstOption()
		pol := policy()
		pol.RecallOnEmpty = true
		stages, err := Stages(Config{RecallBackend: recall, RecallLimit: 2, DecisionBackend: final, Policy: pol})
		if err != nil {
			t.Fatal(err)
		}
		got := mustPlan(t, newPlanner(t, stages, semTools()...), plan.Request{Query: unmatchedKorean})
		if req := recall.last(t); len(req.Options) != 4 || req.MaxSelections != 2 {
			t.Fatalf("recall request = %+v", req)
		}
		if l := labels(final.last(t)); !slices.Equal(l, []string{"materials.search", "papers.search"}) {
			t.Fatalf("final options = %v", l)
		}
		if hasWarning(got, "expanded an empty lexical candidate set") {
			t.Fatalf("warnings = %q", got.Warnings)
		}
		if got.Calls[0].Explanation.CandidateSelection != plan.SelectionDecisionBackend {
			t.Fatalf("selection = %q", got.Calls[0].Explanation.CandidateSelection)
		}
	})
	t.Run("union with lexical candidates reaches the final decision", func(t *testing.T) {
		final := firstOption()
		stages := []plan.Stage{SemanticRecall{Backend: selectLabels("materials.search"), Limit: 1}, FinalDecision{Backend: final, Policy: policy()}}
		mustPlan(t, newPlanner(t, stages, semTools()...), plan.Request{Query: "current weather"})
		if l := labels(final.last(t)); !slices.Contains(l, "weather.current") || !slices.Contains(l, "materials.search") {
			t.Fatalf("final options = %v", l)
		}
	})
}

// DECISIONS.md §6 case 56.
func TestCapabilityFit(t *testing.T) {
	t.Run("abstention suppresses every candidate", func(t *testing.T) {
		p := newPlanner(t, []plan.Stage{CapabilityFit{Backend: abstaining()}}, semTools()...)
		// The spec's "weather poem" is refused before any stage (a poem is creative
		// writing, docs/DECISIONS.md): a weather painting still reaches the gate.
		got := mustPlan(t, p, plan.Request{Query: "weather painting"})
		if len(got.Calls) != 0 || !slices.Equal(got.Warnings, []string{"capability fit gate abstained; suppressed candidate routes", "no schema candidate matched the request"}) {
			t.Fatalf("routes %v warnings %q", routes(got), got.Warnings)
		}
	})
	t.Run("acceptance keeps the candidates for the final decision", func(t *testing.T) {
		fit := selectLabels("weather.current")
		final := selectLabels("materials.search")
		p := newPlanner(t, []plan.Stage{CapabilityFit{Backend: fit}, FinalDecision{Backend: final, Policy: policy()}}, semTools()...)
		got := mustPlan(t, p, plan.Request{Query: "current weather and band gap"})
		fitReq := fit.last(t)
		if fitReq.Surface() != "capability_fit" || fitReq.MaxSelections != 1 || !slices.Equal(labels(fitReq), labels(final.last(t))) {
			t.Fatalf("fit request %+v, final labels %v", fitReq, labels(final.last(t)))
		}
		if l := labels(final.last(t)); !slices.Contains(l, "weather.current") || !slices.Contains(l, "materials.search") {
			t.Fatalf("final options = %v", l)
		}
		wi := slices.Index(labels(fitReq), "weather.current")
		if !slices.Equal(routes(got), []string{"materials.search"}) || !hasWarning(got, fmt.Sprintf("capability fit gate accepted via fit:%d", wi)) {
			t.Fatalf("routes %v warnings %q", routes(got), got.Warnings)
		}
	})
	t.Run("provider error keeps the candidates", func(t *testing.T) {
		p := newPlanner(t, []plan.Stage{CapabilityFit{Backend: failing()}}, semTools()...)
		got := mustPlan(t, p, plan.Request{Query: "current weather"})
		if !slices.Equal(routes(got), []string{"weather.current"}) || !slices.Equal(got.Warnings, []string{"capability fit fallback: RuntimeError; retained authorized candidates"}) {
			t.Fatalf("routes %v warnings %q", routes(got), got.Warnings)
		}
	})
	t.Run("no lexical candidates: the gate is never invoked", func(t *testing.T) {
		b := firstOption()
		got := mustPlan(t, newPlanner(t, []plan.Stage{CapabilityFit{Backend: b}}, semTools()...), plan.Request{Query: unmatchedKorean})
		if b.calls() != 0 || len(got.Calls) != 0 {
			t.Fatalf("calls %d routes %v", b.calls(), routes(got))
		}
	})
	t.Run("abstention still reports the coverage it needed", func(t *testing.T) {
		got := mustPlan(t, newPlanner(t, []plan.Stage{CapabilityFit{Backend: abstaining()}}, semTools()...), plan.Request{Query: "band gap"})
		if got.Coverage == nil || got.Coverage.Complete || len(got.Coverage.Uncovered) == 0 {
			t.Fatalf("coverage = %+v", got.Coverage)
		}
	})
}

// DECISIONS.md §6 case 58 (reference version).
func TestOperationFit(t *testing.T) {
	t.Run("multi-call plans never invoke it", func(t *testing.T) {
		b := abstaining()
		got := mustPlan(t, newPlanner(t, []plan.Stage{OperationFit{Backend: b}}, invTools()...), plan.Request{Query: "inventory quantity", MaxCalls: 2})
		if b.calls() != 0 || len(got.Calls) == 0 {
			t.Fatalf("calls %d routes %v", b.calls(), routes(got))
		}
	})
	t.Run("abstention suppresses every candidate", func(t *testing.T) {
		got := mustPlan(t, newPlanner(t, []plan.Stage{OperationFit{Backend: abstaining()}}, invTools()...), plan.Request{Query: "inventory quantity"})
		if len(got.Calls) != 0 || !hasWarning(got, "operation capability fit gate abstained; suppressed candidate routes") {
			t.Fatalf("routes %v warnings %q", routes(got), got.Warnings)
		}
	})
	t.Run("options carry operation text only", func(t *testing.T) {
		b := firstOption()
		got := mustPlan(t, newPlanner(t, []plan.Stage{OperationFit{Backend: b}}, invTools()...), plan.Request{Query: "inventory quantity"})
		req := b.last(t)
		if req.Surface() != "operation_capability_fit" || req.Context["tool"] != "inventory" || req.MaxSelections != 1 {
			t.Fatalf("request = %+v", req)
		}
		if !slices.Equal(labels(req), []string{"update", "search"}) && !slices.Equal(labels(req), []string{"search", "update"}) {
			t.Fatalf("labels = %v", labels(req))
		}
		for _, o := range req.Options {
			if o.Label == "search" && o.Description != "search\nlook up stock\nSearch inventory and stock by SKU" {
				t.Fatalf("description = %q", o.Description)
			}
			for _, banned := range []string{"Warehouse", "quantity\n", "Fields:", "inventory.", "Operation class"} {
				if strings.Contains(o.Description, banned) {
					t.Fatalf("description %q contains %q", o.Description, banned)
				}
			}
		}
		if !slices.Equal(got.Warnings, []string{"operation capability fit gate accepted via operation:0"}) || len(got.Calls) != 1 {
			t.Fatalf("routes %v warnings %q", routes(got), got.Warnings)
		}
	})
	t.Run("humanizes the endpoint name", func(t *testing.T) {
		tools := invTools()
		tools[0].Endpoints[0].Name = "search_stock-levels"
		b := firstOption()
		mustPlan(t, newPlanner(t, []plan.Stage{OperationFit{Backend: b}}, tools...), plan.Request{Query: "inventory"})
		if d := b.last(t).Options[0].Description; !strings.HasPrefix(d, "search stock levels\nlook up stock") {
			t.Fatalf("description = %q", d)
		}
	})
	t.Run("provider error keeps the candidates", func(t *testing.T) {
		got := mustPlan(t, newPlanner(t, []plan.Stage{OperationFit{Backend: failing()}}, invTools()...), plan.Request{Query: "inventory quantity"})
		if len(got.Calls) != 1 || !slices.Equal(got.Warnings, []string{"operation capability fit fallback: RuntimeError; retained authorized candidates"}) {
			t.Fatalf("routes %v warnings %q", routes(got), got.Warnings)
		}
	})
}

// DECISIONS.md §6 case 57.
func TestDisambiguate(t *testing.T) {
	baseline := routes(mustPlan(t, newPlanner(t, nil, invTools()...), plan.Request{Query: "inventory quantity"}))[0]
	other := "inventory.search"
	if baseline == other {
		other = "inventory.update"
	}
	t.Run("the chosen sibling moves to the front", func(t *testing.T) {
		b := selectLabels(other)
		got := mustPlan(t, newPlanner(t, []plan.Stage{Disambiguate{Backend: b}}, invTools()...), plan.Request{Query: "inventory quantity"})
		req := b.last(t)
		l := slices.Clone(labels(req))
		slices.Sort(l)
		if !slices.Equal(l, []string{"inventory.search", "inventory.update"}) || req.Surface() != "endpoint_disambiguation" || req.Context["tool"] != "inventory" {
			t.Fatalf("request = %+v", req)
		}
		for _, o := range req.Options {
			if !strings.Contains(o.Description, "Operation class: ") || !strings.Contains(o.Description, "Fields: quantity") {
				t.Fatalf("description = %q", o.Description)
			}
		}
		if d := req.Options[slices.Index(labels(req), "inventory.update")].Description; d != "Update inventory quantity for a SKU\nOperation class: mutating write\nFields: quantity" {
			t.Fatalf("description = %q", d)
		}
		id := req.Options[slices.Index(labels(req), other)].ID
		if !slices.Equal(routes(got), []string{other}) || got.Calls[0].Explanation.CandidateSelection != plan.SelectionEndpointDisambiguation {
			t.Fatalf("calls = %+v", got.Calls)
		}
		if !slices.Equal(got.Warnings, []string{"endpoint disambiguation selected " + id + " within inventory"}) {
			t.Fatalf("warnings = %q", got.Warnings)
		}
	})
	t.Run("options never cross tools", func(t *testing.T) {
		b := firstOption()
		// Semantic recall appends the users routes after the inventory ones.
		recall := selectLabels("users.lookup", "users.update")
		stages := []plan.Stage{SemanticRecall{Backend: recall}, Disambiguate{Backend: b}}
		got := mustPlan(t, newPlanner(t, stages, invTools()...), plan.Request{Query: "inventory quantity"})
		l := labels(b.last(t))
		slices.Sort(l)
		if !slices.Equal(l, []string{"inventory.search", "inventory.update"}) || !hasWarning(got, "semantic candidate recall added 2 candidate(s)") {
			t.Fatalf("labels = %v, warnings %q", l, got.Warnings)
		}
	})
	for _, tc := range []struct {
		name    string
		backend *recorder
		warning string
	}{
		{"abstention keeps the order", abstaining(), "endpoint disambiguation abstained; retained candidate order"},
		{"provider error keeps the order", failing(), "endpoint disambiguation fallback: RuntimeError; retained candidate order"},
	} {
		t.Run(tc.name, func(t *testing.T) {
			got := mustPlan(t, newPlanner(t, []plan.Stage{Disambiguate{Backend: tc.backend}}, invTools()...), plan.Request{Query: "inventory quantity"})
			if !slices.Equal(routes(got), []string{baseline}) || !slices.Equal(got.Warnings, []string{tc.warning}) {
				t.Fatalf("routes %v warnings %q", routes(got), got.Warnings)
			}
		})
	}
	t.Run("multi-call plans never invoke it", func(t *testing.T) {
		b := firstOption()
		mustPlan(t, newPlanner(t, []plan.Stage{Disambiguate{Backend: b}}, invTools()...), plan.Request{Query: "inventory quantity", MaxCalls: 2})
		if b.calls() != 0 {
			t.Fatalf("calls = %d", b.calls())
		}
	})
	t.Run("a single sibling is not disambiguated", func(t *testing.T) {
		b := firstOption()
		mustPlan(t, newPlanner(t, []plan.Stage{Disambiguate{Backend: b}}, semTools()...), plan.Request{Query: "current weather and band gap"})
		if b.calls() != 0 {
			t.Fatalf("calls = %d", b.calls())
		}
	})
}

// CORE.md §6 item 40 / §1.12: warnings follow the stage order.
func TestFullPipelineWarningsFollowStageOrder(t *testing.T) {
	stages, err := Stages(Config{
		RecallBackend:         selectLabels("users.lookup"),
		CapabilityFitBackend:  firstOption(),
		OperationFitBackend:   firstOption(),
		DisambiguationBackend: selectLabels("inventory.search"),
		DecisionBackend:       abstaining(),
		Policy:                policy(),
	})
	if err != nil {
		t.Fatal(err)
	}
	got := mustPlan(t, newPlanner(t, stages, invTools()...), plan.Request{Query: "inventory quantity"})
	prefixes := []string{"semantic candidate recall added", "capability fit gate accepted via fit:0",
		"operation capability fit gate accepted via operation:0", "endpoint disambiguation selected endpoint:", "decision backend abstained; used deterministic ranking"}
	if len(got.Warnings) != len(prefixes) {
		t.Fatalf("warnings = %q", got.Warnings)
	}
	for i, p := range prefixes {
		if !strings.HasPrefix(got.Warnings[i], p) {
			t.Fatalf("warning %d = %q, want prefix %q (all %q)", i, got.Warnings[i], p, got.Warnings)
		}
	}
	if !slices.Equal(routes(got), []string{"inventory.search"}) || got.Calls[0].Explanation.CandidateSelection != plan.SelectionEndpointDisambiguation {
		t.Fatalf("calls = %+v", got.Calls)
	}
}

// garbage answers with invalid, unknown, duplicate or malformed selections, or fails.
func garbage(rng *rand.Rand) *recorder {
	return answering(func(req decide.Request) (decide.Result, error) {
		pick := func() string {
			switch rng.IntN(6) {
			case 0:
				return "candidate:evil"
			case 1:
				return req.Options[rng.IntN(len(req.Options))].ID + " "
			case 2:
				return fmt.Sprintf("%s:%d", strings.SplitN(req.Options[0].ID, ":", 2)[0], len(req.Options)+rng.IntN(5))
			case 3:
				return "../../etc/passwd.search"
			}
			return req.Options[rng.IntN(len(req.Options))].ID
		}
		switch rng.IntN(8) {
		case 0:
			return decide.Result{}, RuntimeError{}
		case 1:
			panic("garbage backend panicked")
		case 2:
			return decide.Result{Abstained: true, Selections: []decide.Selection{{OptionID: pick()}}}, nil
		case 3:
			return decide.Result{Selections: []decide.Selection{{OptionID: pick(), Score: decide.Float(math.NaN())}}}, nil
		}
		var res decide.Result
		for range 1 + rng.IntN(4) {
			res.Selections = append(res.Selections, decide.Selection{OptionID: pick()})
		}
		return res, nil
	})
}

func TestGarbageBackendsNeverYieldUnregisteredRoutes(t *testing.T) {
	rng := rand.New(rand.NewPCG(1, 2))
	queries := []string{"inventory quantity", "current weather and band gap", unmatchedKorean, "qwxz", "band gap", "inventory user update"}
	tools := append(semTools(), invTools()...)
	for i := range 300 {
		pol := policy()
		pol.RecallOnEmpty = i%2 == 0
		cfg := Config{
			CapabilityFitBackend:  garbage(rng),
			OperationFitBackend:   garbage(rng),
			DisambiguationBackend: garbage(rng),
			DecisionBackend:       garbage(rng),
			Policy:                pol,
		}
		if i%3 == 0 {
			cfg.RecallBackend = garbage(rng)
		}
		stages, err := Stages(cfg)
		if err != nil {
			t.Fatal(err)
		}
		req := plan.Request{Query: queries[i%len(queries)], MaxCalls: 1 + i%3}
		got, err := newPlanner(t, stages, tools...).Plan(context.Background(), req)
		if err != nil {
			t.Fatalf("run %d: %v", i, err)
		}
		for _, c := range got.Calls {
			if _, ok := lookupRoute(tools, c.RouteID()); !ok {
				t.Fatalf("run %d: unregistered route %q", i, c.RouteID())
			}
		}
		if len(got.Calls) > req.MaxCalls {
			t.Fatalf("run %d: %d calls for max_calls %d", i, len(got.Calls), req.MaxCalls)
		}
	}
}
