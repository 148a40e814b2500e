package bench

import (
	"context"
	"errors"
	"math"
	"os"
	"path/filepath"
	"slices"
	"strings"
	"testing"

	"github.com/schemarouter/schemarouter/catalog"
	_ "github.com/schemarouter/schemarouter/decide/ollama" // "ollama:MODEL" stacks
	_ "github.com/schemarouter/schemarouter/decide/openai" // "openai:MODEL@URL" stacks
	"github.com/schemarouter/schemarouter/plan"
)

func near(got *float64, want float64) bool { return got != nil && math.Abs(*got-want) < 1e-12 }

func TestRunScoresEachCaseOfTheHandMadeCorpus(t *testing.T) {
	rep := runTiny(t, RunOptions{})
	want := map[string]struct {
		predicted string
		outcome   Outcome
	}{
		"c1": {"weather.current", OutcomeCorrect},
		"c2": {"weather.forecast", OutcomeWrongEndpoint},
		"c3": {"stocks.quote", OutcomeWrongTool},
		"c4": {"", OutcomeMissedRoute},
		"c5": {"", OutcomeCorrect},
		"c6": {"weather.current", OutcomeFalseRoute},
		"c7": {"", OutcomeCorrect},
		"c8": {"stocks.quote", OutcomeFalseRoute},
		"c9": {"", OutcomeCorrect},
	}
	if len(rep.Results) != len(want) {
		t.Fatalf("%d results", len(rep.Results))
	}
	for i, r := range rep.Results {
		w := want[r.ID]
		if r.ID != tinyCases()[i].ID {
			t.Fatalf("result %d is %s: not in corpus order", i, r.ID)
		}
		if deref(r.Predicted) != w.predicted || r.Outcome != w.outcome || r.Correct != (w.outcome == OutcomeCorrect) {
			t.Errorf("%s: predicted %q outcome %s correct %v, want %q %s", r.ID, deref(r.Predicted), r.Outcome, r.Correct, w.predicted, w.outcome)
		}
		if r.LatencyMS < 0 || math.IsNaN(r.LatencyMS) {
			t.Errorf("%s: latency %v", r.ID, r.LatencyMS)
		}
	}
}

func TestRunComputesTheRatesOfTheHandMadeCorpus(t *testing.T) {
	rep := runTiny(t, RunOptions{})
	checks := []struct {
		name string
		got  *float64
		want float64
	}{
		{"accuracy = 4 correct / 9 cases", rep.Accuracy, 4.0 / 9},
		{"supported accuracy = 1 / 4 routed cases", rep.SupportedAccuracy, 1.0 / 4},
		{"near-domain rejection = c7 / {c6, c7}", rep.NearDomainRejection, 1.0 / 2},
		{"OOD rejection = c5 / {c5 out_of_domain, c8 adversarial*}", rep.OODRejection, 1.0 / 2},
		{"false-route rate = {c6, c8} / all 9 cases", rep.FalseRouteRate, 2.0 / 9},
		{"en accuracy", floatPtr(rep.ByLanguage["en"]), 1.0 / 4},
		{"ko accuracy", floatPtr(rep.ByLanguage["ko"]), 2.0 / 4},
		{"missing language counts as unknown", floatPtr(rep.ByLanguage[UnknownLanguage]), 1},
		{"near-domain category accuracy", floatPtr(rep.ByCategory["near_domain_unsupported_operation"]), 1.0 / 2},
		{"ko near-domain rejection", rep.Languages["ko"].NearDomainRejection, 1.0 / 2},
		{"ko false-route rate over ko cases", rep.Languages["ko"].FalseRouteRate, 2.0 / 4},
	}
	for _, c := range checks {
		if !near(c.got, c.want) {
			t.Errorf("%s: got %v, want %v", c.name, deref64(c.got), c.want)
		}
	}
	wantCounts := Counts{Correct: 4, Supported: 4, SupportedCorrect: 1, NoRoute: 5, NoRouteRejected: 3,
		NearDomain: 2, NearDomainRejected: 1, OOD: 2, OODRejected: 1, FalseRoutes: 2}
	if rep.Counts != wantCounts {
		t.Errorf("counts = %+v, want %+v", rep.Counts, wantCounts)
	}
	wantTax := map[Outcome]int{OutcomeCorrect: 4, OutcomeFalseRoute: 2, OutcomeMissedRoute: 1, OutcomeWrongTool: 1, OutcomeWrongEndpoint: 1}
	for o, n := range wantTax {
		if rep.Taxonomy[o] != n {
			t.Errorf("taxonomy[%s] = %d, want %d", o, rep.Taxonomy[o], n)
		}
	}
	if iv := rep.Intervals.Accuracy; iv == nil || !(iv.Low < 4.0/9 && 4.0/9 < iv.High) {
		t.Errorf("accuracy interval %v", iv)
	}
	// en has no no-route cases: its rejection rates have empty denominators.
	en := rep.Languages["en"]
	if en.NearDomainRejection != nil || en.OODRejection != nil || en.Intervals.NearDomainRejection != nil {
		t.Errorf("en rejection rates should be nil: %+v", en)
	}
	if rep.Stack != DeterministicStack || rep.WarmupPlans != 1 || rep.CorpusSHA256 == "" || len(rep.CatalogFingerprint) != 64 {
		t.Errorf("header: %+v", rep)
	}
	l := rep.LatencyMS
	if l.Mean == nil || l.P50 == nil || l.P95 == nil || l.Max == nil || *l.P50 > *l.P95 || *l.P95 > *l.Max {
		t.Errorf("latency %+v", l)
	}
}

func floatPtr(f float64) *float64 { return &f }

func deref64(f *float64) any {
	if f == nil {
		return nil
	}
	return *f
}

func TestRunRestrictsToTheRequestedSplit(t *testing.T) {
	rep := runTiny(t, RunOptions{Split: "dev"})
	if rep.Cases != 4 || rep.Split != "dev" {
		t.Fatalf("dev: %d cases, split %q", rep.Cases, rep.Split)
	}
	for _, r := range rep.Results {
		if r.Split != "dev" {
			t.Fatalf("%s has split %s", r.ID, r.Split)
		}
	}
	reg := tinyRegistry(t)
	_, err := Run(context.Background(), reg, tinyCorpus(t), Stack{Name: "x"}, RunOptions{Split: "holdout"})
	if err == nil || !strings.Contains(err.Error(), `no case has split "holdout" (splits: dev, test)`) {
		t.Fatalf("err = %v", err)
	}
}

func TestRunUsesTheStackOptions(t *testing.T) {
	abstain := stageFunc{plan.SlotDecide, func(st *plan.State) error { st.Candidates = nil; return nil }}
	reg := tinyRegistry(t)
	rep, err := Run(context.Background(), reg, tinyCorpus(t), Stack{Name: "abstain", Options: plan.Options{Stages: []plan.Stage{abstain}}}, RunOptions{})
	if err != nil {
		t.Fatal(err)
	}
	if rep.Stack != "abstain" || rep.Taxonomy[OutcomeMissedRoute] != 4 || rep.Taxonomy[OutcomeCorrect] != 5 ||
		!near(rep.FalseRouteRate, 0) || !near(rep.NearDomainRejection, 1) || !near(rep.SupportedAccuracy, 0) {
		t.Fatalf("abstaining stack: %+v", rep.Metrics)
	}
}

func TestRunStopsOnAPlanningErrorNamingTheCase(t *testing.T) {
	boom := errors.New("backend down")
	calls := 0
	failSecond := stageFunc{plan.SlotDecide, func(st *plan.State) error {
		calls++
		if calls == 3 { // warm-up, c1, then c2
			return boom
		}
		return nil
	}}
	_, err := Run(context.Background(), tinyRegistry(t), tinyCorpus(t), Stack{Options: plan.Options{Stages: []plan.Stage{failSecond}}}, RunOptions{})
	if !errors.Is(err, boom) || !strings.Contains(err.Error(), `case "c2"`) {
		t.Fatalf("err = %v", err)
	}
}

func TestRunRefusesACorpusWithRoutesOutsideTheCatalog(t *testing.T) {
	cases := tinyCases()
	cases[0].Expected = route("weather.history")
	c, err := ParseCorpus(corpusBytes(t, cases))
	if err != nil {
		t.Fatal(err)
	}
	_, err = Run(context.Background(), tinyRegistry(t), c, Stack{}, RunOptions{})
	var cerr *CorpusError
	if !errors.As(err, &cerr) || !strings.Contains(err.Error(), `"c1"`) {
		t.Fatalf("err = %v", err)
	}
	empty, _ := catalog.NewRegistry()
	if _, err := Run(context.Background(), empty, tinyCorpus(t), Stack{}, RunOptions{}); err == nil {
		t.Fatal("empty catalog: no error")
	}
}

func TestStacksAreRegisteredByName(t *testing.T) {
	if got := Stacks(); len(got) == 0 || !slices.Contains(got, DeterministicStack) {
		t.Fatalf("Stacks() = %v", got)
	}
	st, err := NewStack(DeterministicStack, tinyRegistry(t))
	if err != nil || st.Name != DeterministicStack || len(st.Options.Stages) != 0 {
		t.Fatalf("deterministic = %+v, %v", st, err)
	}
	RegisterStack("test-failing", func(catalog.Registry) (plan.Options, error) { return plan.Options{}, errors.New("no model") })
	t.Cleanup(func() { // the registry is the package's: leave it as found, so the test can run again
		stacksMu.Lock()
		delete(stacks, "test-failing")
		stacksMu.Unlock()
	})
	if _, err := NewStack("test-failing", tinyRegistry(t)); err == nil || !strings.Contains(err.Error(), "no model") {
		t.Fatalf("failing factory: %v", err)
	}
	_, err = NewStack("nope", tinyRegistry(t))
	var unknown *UnknownStackError
	if !errors.As(err, &unknown) || !strings.Contains(err.Error(), "known stacks: builtin-embedding, deterministic, test-failing") {
		t.Fatalf("unknown stack: %v", err)
	}
	defer func() {
		if recover() == nil {
			t.Fatal("registering a name twice did not panic")
		}
	}()
	RegisterStack(DeterministicStack, func(catalog.Registry) (plan.Options, error) { return plan.Options{}, nil })
}

func TestDecisionStacksAreAvailableByName(t *testing.T) {
	reg := tinyRegistry(t)
	for _, name := range []string{BuiltinEmbeddingStack, "decision:first"} {
		st, err := NewStack(name, reg)
		if err != nil {
			t.Fatalf("%s: %v", name, err)
		}
		if len(st.Options.Stages) == 0 {
			t.Fatalf("%s has no stages", name)
		}
	}
	if !slices.Contains(Stacks(), BuiltinEmbeddingStack) {
		t.Fatalf("stacks = %v", Stacks())
	}
	if _, err := NewStack("decision:nope", reg); err == nil || !strings.Contains(err.Error(), "nope") {
		t.Fatalf("err = %v", err)
	}
}

func TestWireBackendSpecsAndStageFilesNameStacks(t *testing.T) {
	reg := tinyRegistry(t)
	file := filepath.Join(t.TempDir(), "stages.yaml")
	if err := os.WriteFile(file, []byte("recall: builtin\ncapability_fit: builtin:0.1\n"), 0o600); err != nil {
		t.Fatal(err)
	}
	tests := []struct {
		name   string
		stages int
	}{
		{"ollama:qwen3:8b", 1},
		{"ollama:qwen3:8b@http://127.0.0.1:11434", 1},
		{"openai:gpt-4o-mini@http://127.0.0.1:8000/v1", 1},
		{"stages:" + file, 2},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			st, err := NewStack(tt.name, reg)
			if err != nil {
				t.Fatal(err)
			}
			if st.Name != tt.name || len(st.Options.Stages) != tt.stages {
				t.Fatalf("stack %q with %d stages, want %d", st.Name, len(st.Options.Stages), tt.stages)
			}
		})
	}
	var unknown *UnknownStackError
	for _, name := range []string{"nosuch:model", "first:x", "stages:"} {
		if _, err := NewStack(name, reg); !errors.As(err, &unknown) {
			t.Errorf("%s: err = %v, want an unknown stack", name, err)
		}
	}
	if _, err := NewStack("stages:"+filepath.Join(t.TempDir(), "none.yaml"), reg); err == nil || !strings.Contains(err.Error(), "none.yaml") {
		t.Errorf("missing stages file: %v", err)
	}
}
