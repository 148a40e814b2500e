package bench

import (
	"context"
	"encoding/json"
	"os"
	"path/filepath"
	"testing"

	"github.com/schemarouter/schemarouter/catalog"
	"github.com/schemarouter/schemarouter/plan"
)

// tinyRegistry is a three-route catalog whose deterministic plans are easy to predict:
// "temperature" -> weather.current, "forecast" -> weather.forecast, "price" /
// "stock price" -> stocks.quote, "delete the weather" -> weather.current (there is no
// delete endpoint), and nothing for "bake a cake".
func tinyRegistry(t *testing.T) *catalog.MemoryRegistry {
	t.Helper()
	yes := true
	reg, err := catalog.NewRegistry(
		catalog.ToolSpec{Name: "weather", Description: "Weather for cities", Endpoints: []catalog.EndpointSpec{
			{Name: "current", Description: "current temperature", ReadOnly: &yes, OperationAliases: []string{"current weather"},
				OutputFields: []catalog.FieldSpec{{Name: "temperature"}}},
			{Name: "forecast", Description: "weather forecast", ReadOnly: &yes, OperationAliases: []string{"weather forecast"},
				OutputFields: []catalog.FieldSpec{{Name: "forecast"}}},
		}},
		catalog.ToolSpec{Name: "stocks", Description: "Stock market", Endpoints: []catalog.EndpointSpec{
			{Name: "quote", Description: "stock price quote", ReadOnly: &yes, OperationAliases: []string{"stock quote"},
				OutputFields: []catalog.FieldSpec{{Name: "price"}}},
		}},
	)
	if err != nil {
		t.Fatal(err)
	}
	return reg
}

// tinyCase is a corpus case in its JSON form.
type tinyCase struct {
	ID            string  `json:"id"`
	Query         string  `json:"query"`
	Expected      *string `json:"expected"`
	Category      string  `json:"category"`
	ExpectAbstain bool    `json:"expect_abstain"`
	Split         string  `json:"split,omitempty"`
	Language      string  `json:"language,omitempty"`
}

func route(s string) *string { return &s }

// tinyCases is a hand-made corpus over tinyRegistry with one case of every outcome.
//
//	id  outcome         counts towards
//	c1  correct         supported
//	c2  wrong_endpoint  supported
//	c3  wrong_tool      supported
//	c4  missed_route    supported
//	c5  correct         OOD (rejected)
//	c6  false_route     near-domain (not rejected)
//	c7  correct         near-domain (rejected)
//	c8  false_route     OOD via the adversarial prefix (not rejected)
//	c9  correct         no-route, neither bucket; no language -> "unknown"
func tinyCases() []tinyCase {
	return []tinyCase{
		{"c1", "temperature", route("weather.current"), "normal", false, "dev", "en"},
		{"c2", "forecast for Oslo", route("weather.current"), "normal", false, "dev", "en"},
		{"c3", "price", route("weather.forecast"), "distractor", false, "test", "en"},
		{"c4", "bake a cake", route("weather.current"), "distractor", false, "test", "en"},
		{"c5", "bake a cake", nil, "out_of_domain", true, "dev", "ko"},
		{"c6", "weather small talk", nil, "near_domain_unsupported_operation", true, "dev", "ko"},
		{"c7", "bake a cake please", nil, "near_domain_unsupported_operation", true, "test", "ko"},
		{"c8", "stock price", nil, "adversarial_or_out_of_domain", true, "test", "ko"},
		{"c9", "bake bread", nil, "chitchat", true, "test", ""},
	}
}

func corpusBytes(t *testing.T, v any) []byte {
	t.Helper()
	data, err := json.MarshalIndent(v, "", "  ")
	if err != nil {
		t.Fatal(err)
	}
	return data
}

func writeFile(t *testing.T, name string, data []byte) string {
	t.Helper()
	path := filepath.Join(t.TempDir(), name)
	if err := os.WriteFile(path, data, 0o644); err != nil {
		t.Fatal(err)
	}
	return path
}

func tinyCorpus(t *testing.T) Corpus {
	t.Helper()
	c, err := LoadCorpus(writeFile(t, "tiny.json", corpusBytes(t, tinyCases())))
	if err != nil {
		t.Fatal(err)
	}
	return c
}

func runTiny(t *testing.T, opts RunOptions) *Report {
	t.Helper()
	reg := tinyRegistry(t)
	st, err := NewStack(DeterministicStack, reg)
	if err != nil {
		t.Fatal(err)
	}
	rep, err := Run(context.Background(), reg, tinyCorpus(t), st, opts)
	if err != nil {
		t.Fatal(err)
	}
	return rep
}

// stageFunc is a decision stage from a function.
type stageFunc struct {
	slot plan.Slot
	run  func(st *plan.State) error
}

func (s stageFunc) Slot() plan.Slot                             { return s.slot }
func (s stageFunc) Run(_ context.Context, st *plan.State) error { return s.run(st) }
