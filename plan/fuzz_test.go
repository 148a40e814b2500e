package plan

import (
	"context"
	"encoding/json"
	"testing"

	"github.com/schemarouter/schemarouter/catalog"
)

// FuzzDecodeRequest: no input panics the request decoder or the planner, and a decoded
// request is valid and survives a JSON round trip.
func FuzzDecodeRequest(f *testing.F) {
	seeds := []string{
		`{"query": "LiFePO4 band gap", "arguments": {"formula": "LiFePO4"}}`,
		`{"query": "band gap and paper abstract", "max_calls": 2, "retrieval_mode": "corroborate", "fallback_scope": "cross_provider", "max_fallbacks": 1}`,
		`{"query": "x", "field_evidence": {"band_gap": {"units": true, "source_type": "calculated"}}, "evidence": {"provenance": true}}`,
		`{"query": "x", "concepts": ["density"], "preferred_tools": ["materials"]}`,
		"query: 밀도\nmax_calls: 3\n",
		`{"query": 1}`, `[]`, `{"max_calls": 1e400}`, `{"query": "x", "query": "y"}`, ``,
	}
	for _, s := range seeds {
		f.Add([]byte(s))
	}
	reg, err := catalog.NewRegistry(fixtureM())
	if err != nil {
		f.Fatal(err)
	}
	p := New(reg, Options{})
	f.Fuzz(func(t *testing.T, data []byte) {
		req, err := DecodeRequest(data)
		if err != nil {
			return
		}
		if err := req.Validate(); err != nil {
			t.Fatalf("decoded request does not validate: %v", err)
		}
		raw, err := json.Marshal(req)
		if err != nil {
			t.Fatalf("marshal: %v", err)
		}
		again, err := DecodeRequest(raw)
		if err != nil {
			t.Fatalf("round trip of %s: %v", raw, err)
		}
		if again.Query != req.Query || again.EffectiveMaxCalls() != req.EffectiveMaxCalls() {
			t.Fatalf("round trip changed the request: %+v vs %+v", req, again)
		}
		if _, err := p.Plan(context.Background(), req); err != nil {
			if _, ok := err.(*PlanningError); !ok {
				t.Fatalf("plan: unexpected error type %T: %v", err, err)
			}
		}
	})
}
