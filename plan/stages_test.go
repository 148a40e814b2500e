package plan

import (
	"context"
	"errors"
	"slices"
	"testing"
)

// recordingStage logs its slot, warns, and applies an optional change to the candidates.
type recordingStage struct {
	slot  Slot
	log   *[]string
	apply func(st *State)
}

func (s recordingStage) Slot() Slot { return s.slot }

func (s recordingStage) Run(_ context.Context, st *State) error {
	*s.log = append(*s.log, s.slot.String())
	st.Warn(s.slot.String() + " warning")
	if s.apply != nil {
		s.apply(st)
	}
	return nil
}

func dropRoute(id string) func(*State) {
	return func(st *State) {
		st.Candidates = slices.DeleteFunc(st.Candidates, func(c *Candidate) bool { return c.RouteID() == id })
	}
}

func TestStagesRunInSlotOrderAndWarningsFollowIt(t *testing.T) {
	var log []string
	stages := []Stage{
		recordingStage{slot: SlotDecide, log: &log},
		recordingStage{slot: SlotDisambiguate, log: &log},
		recordingStage{slot: SlotOperationFit, log: &log},
		recordingStage{slot: SlotCapabilityFit, log: &log},
		recordingStage{slot: SlotAugment, log: &log},
	}
	p := newPlanner(t, Options{Stages: stages}, fixtureM())
	got := mustPlan(t, p, Request{Query: "band gap", Arguments: map[string]any{"formula": "Si"}})
	want := []string{"augment", "capability_fit", "operation_fit", "disambiguate", "decide"}
	if !slices.Equal(log, want) {
		t.Fatalf("stage order = %v, want %v", log, want)
	}
	wantWarnings := []string{"augment warning", "capability_fit warning", "operation_fit warning", "disambiguate warning", "decide warning"}
	if !slices.Equal(got.Warnings, wantWarnings) {
		t.Fatalf("warnings = %q", got.Warnings)
	}
}

func TestCoverageIsComputedFromTheAugmentedSetBeforeFitStages(t *testing.T) {
	tools := []Stage{}
	var log []string
	// The augment stage removes the density route: its requirement disappears.
	// The decide stage removes the arxiv route: its requirement stays, uncovered.
	tools = append(tools,
		recordingStage{slot: SlotAugment, log: &log, apply: dropRoute("c_density.search")},
		recordingStage{slot: SlotDecide, log: &log, apply: dropRoute("z_arxiv.search")},
	)
	density := numberField("density")
	p := newPlanner(t, Options{Stages: tools},
		singleFieldTool("a_band", "a", "id", bandGapField()), arxivTool(), singleFieldTool("c_density", "c", "id", density))
	got := mustPlan(t, p, Request{Query: "band gap paper abstract density"})
	if !slices.Equal(routes(got), []string{"a_band.search"}) {
		t.Fatalf("calls = %v", routes(got))
	}
	var required, uncovered []string
	for _, r := range got.Coverage.Required {
		required = append(required, r.SemanticID)
	}
	for _, r := range got.Coverage.Uncovered {
		uncovered = append(uncovered, r.SemanticID)
	}
	if !slices.Equal(required, []string{"band_gap", "document_abstract"}) || !slices.Equal(uncovered, []string{"document_abstract"}) {
		t.Fatalf("required %v, uncovered %v", required, uncovered)
	}
}

func TestStageCanAddRegisteredRoutesButNotInventThem(t *testing.T) {
	added := false
	invented := true
	augment := recordingStage{slot: SlotAugment, log: new([]string), apply: func(st *State) {
		if c, ok := st.CandidateFor("weather.search"); ok {
			c.Selection = SelectionSemanticRecall
			st.Candidates = append(st.Candidates, c)
			added = true
		}
		_, invented = st.CandidateFor("nowhere.search")
	}}
	weather := singleFieldTool("weather", "w", "city", numberField("temperature"))
	p := newPlanner(t, Options{Stages: []Stage{augment}}, weather)
	got := mustPlan(t, p, Request{Query: "something unrelated"})
	if !added || invented {
		t.Fatalf("added %v, invented %v", added, invented)
	}
	if !slices.Equal(routes(got), []string{"weather.search"}) || got.Calls[0].Explanation.CandidateSelection != SelectionSemanticRecall {
		t.Fatalf("plan = %+v", got.Calls)
	}
}

type failingStage struct{}

func (failingStage) Slot() Slot                        { return SlotCapabilityFit }
func (failingStage) Run(context.Context, *State) error { return errors.New("backend exploded") }

func TestStageErrorAbortsPlanning(t *testing.T) {
	p := newPlanner(t, Options{Stages: []Stage{failingStage{}}}, fixtureM())
	if _, err := p.Plan(context.Background(), Request{Query: "band gap"}); err == nil || err.Error() != "backend exploded" {
		t.Fatalf("err = %v", err)
	}
}

func TestPlanHonoursCancellation(t *testing.T) {
	ctx, cancel := context.WithCancel(context.Background())
	cancel()
	p := newPlanner(t, Options{Stages: []Stage{recordingStage{slot: SlotAugment, log: new([]string)}}}, fixtureM())
	if _, err := p.Plan(ctx, Request{Query: "band gap"}); !errors.Is(err, context.Canceled) {
		t.Fatalf("err = %v", err)
	}
}
