package decide_test

import (
	"context"
	"encoding/json"
	"math"
	"testing"

	"github.com/schemarouter/schemarouter/decide"
)

// §6 cases 1–8.
func TestContract(t *testing.T) {
	ctx := context.Background()

	t.Run("1 first option selects the first option with score 1", func(t *testing.T) {
		res, err := decide.Choose(ctx, decide.FirstOption{}, endpoints(2, 1))
		if err != nil {
			t.Fatal(err)
		}
		if ids(res) != "endpoint:0" || *res.Selections[0].Score != 1.0 {
			t.Fatalf("got %+v", res)
		}
	})

	t.Run("2 an unknown selected ID fails closed", func(t *testing.T) {
		_, err := decide.Choose(ctx, answer(decide.Result{Selections: []decide.Selection{sel("endpoint:evil")}}), endpoints(2, 1))
		wantErr(t, err, "unknown option")
		wantKind(t, err, decide.ErrInvalidResult)
	})

	t.Run("3 duplicate option IDs are a request error mentioning unique", func(t *testing.T) {
		req := decide.Request{Options: []decide.Option{{ID: "x"}, {ID: "x"}}}
		wantErr(t, req.Validate(), "unique")
		_, err := decide.Choose(ctx, decide.FirstOption{}, req)
		wantErr(t, err, "unique")
		wantKind(t, err, decide.ErrInvalidRequest)
	})

	t.Run("4 a duplicate selection fails closed", func(t *testing.T) {
		_, err := decide.Choose(ctx, answer(decide.Result{Selections: []decide.Selection{sel("endpoint:0"), sel("endpoint:0")}}), endpoints(2, 2))
		wantErr(t, err, "duplicate")
	})

	t.Run("5 more selections than max_selections fail closed", func(t *testing.T) {
		_, err := decide.Choose(ctx, answer(decide.Result{Selections: []decide.Selection{sel("endpoint:0"), sel("endpoint:1")}}), endpoints(2, 1))
		wantErr(t, err, "max_selections")
	})

	t.Run("6 scores outside [0,1] or non-finite are invalid", func(t *testing.T) {
		for _, score := range []float64{-0.1, 1.1, math.Inf(1), math.Inf(-1), math.NaN()} {
			res := decide.Result{Selections: []decide.Selection{sel("endpoint:0", score)}}
			wantErr(t, res.Validate(), "decision scores must be")
			_, err := decide.Choose(ctx, answer(res), endpoints(2, 1))
			wantErr(t, err, "decision scores must be")
		}
		for _, score := range []float64{0, 1, 0.5, math.Copysign(0, -1)} {
			if err := (decide.Result{Selections: []decide.Selection{sel("endpoint:0", score)}}).Validate(); err != nil {
				t.Errorf("score %v: %v", score, err)
			}
		}
	})

	t.Run("6 an abstaining result with a selection is invalid", func(t *testing.T) {
		res := decide.Result{Abstained: true, Selections: []decide.Selection{sel("endpoint:0")}}
		wantErr(t, res.Validate(), "abstaining")
		_, err := decide.Choose(ctx, answer(res), endpoints(2, 1))
		wantErr(t, err, "abstaining")
	})

	t.Run("7 a map result with an extra key is a decode error", func(t *testing.T) {
		raw := map[string]any{"selections": []any{map[string]any{"option_id": "endpoint:0"}}, "abstained": false, "grant_execution": true}
		_, err := decide.DecodeResult(raw)
		wantErr(t, err, "grant_execution")
		backend := decide.Callable(func(context.Context, decide.Request) (decide.Result, error) { return decide.DecodeResult(raw) })
		_, err = decide.Choose(ctx, backend, endpoints(2, 1))
		wantErr(t, err, "unknown field", "grant_execution")
	})

	t.Run("8 max_selections above the option count is a request error", func(t *testing.T) {
		req := endpoints(2, 3)
		wantErr(t, req.Validate(), "cannot exceed the option count")
		_, err := decide.Choose(ctx, decide.FirstOption{}, req)
		wantErr(t, err, "cannot exceed the option count")
	})
}

func TestRequestValidate(t *testing.T) {
	for _, tc := range []struct {
		name string
		req  decide.Request
		want string
	}{
		{"zero options", decide.Request{}, "at least one option"},
		{"empty option ID", decide.Request{Options: []decide.Option{{ID: ""}}}, "non-empty"},
		{"negative max_selections", decide.Request{Options: []decide.Option{{ID: "a"}}, MaxSelections: -1}, "at least 1"},
		{"zero max_selections means one", decide.Request{Options: []decide.Option{{ID: "a"}}}, ""},
		{"empty query is allowed", decide.Request{Options: []decide.Option{{ID: "a"}, {ID: "b"}}, MaxSelections: 2}, ""},
	} {
		t.Run(tc.name, func(t *testing.T) {
			err := tc.req.Validate()
			if tc.want == "" {
				if err != nil {
					t.Fatal(err)
				}
				return
			}
			wantErr(t, err, tc.want)
			wantKind(t, err, decide.ErrInvalidRequest)
		})
	}
}

func TestValidateChecksInReferenceOrder(t *testing.T) {
	req := endpoints(3, 1)
	for _, tc := range []struct {
		name string
		res  decide.Result
		want string
	}{
		{"duplicates before unknown", decide.Result{Selections: []decide.Selection{sel("b"), sel("b"), sel("a")}}, "duplicate option IDs"},
		{"unknown IDs are sorted and listed", decide.Result{Selections: []decide.Selection{sel("zeta"), sel("alpha"), sel("endpoint:0")}}, "unknown option IDs: alpha, zeta"},
		{"unknown before over-limit", decide.Result{Selections: []decide.Selection{sel("endpoint:0"), sel("x")}}, "unknown option IDs: x"},
		{"over-limit", decide.Result{Selections: []decide.Selection{sel("endpoint:0"), sel("endpoint:1")}}, "exceeded max_selections"},
		{"evidence about an unknown option", decide.Result{Abstained: true, Evidence: []decide.Evidence{{Kind: "k", State: decide.EvidenceMatch, OptionID: "ghost"}}}, "unknown option IDs: ghost"},
		{"evidence with a bad state", decide.Result{Evidence: []decide.Evidence{{Kind: "k", State: "maybe", OptionID: "endpoint:0"}}}, "state"},
		{"evidence with a blank kind", decide.Result{Evidence: []decide.Evidence{{Kind: " ", State: decide.EvidenceMatch, OptionID: "endpoint:0"}}}, "blank kind"},
		{"evidence with a NaN score", decide.Result{Evidence: []decide.Evidence{{Kind: "k", State: decide.EvidenceMatch, OptionID: "endpoint:0", Score: decide.Float(math.NaN())}}}, "non-finite"},
		{"empty selection ID", decide.Result{Selections: []decide.Selection{sel("")}}, "empty option_id"},
	} {
		t.Run(tc.name, func(t *testing.T) {
			err := decide.Validate(req, tc.res)
			wantErr(t, err, tc.want)
			wantKind(t, err, decide.ErrInvalidResult)
		})
	}
	t.Run("no selections without abstaining is valid", func(t *testing.T) {
		res := decide.Result{}
		if err := decide.Validate(req, res); err != nil {
			t.Fatal(err)
		}
		if !res.NoSelection() {
			t.Fatal("an empty answer must count as an abstention for the planner")
		}
	})
}

func TestDecodeResultIsStrict(t *testing.T) {
	for _, tc := range []struct {
		name, json string
		want       string // "" means valid
	}{
		{"selection with score", `{"selections":[{"option_id":"a","score":0.9}],"abstained":false}`, ""},
		{"abstention", `{"selections":[],"abstained":true}`, ""},
		{"null score", `{"selections":[{"option_id":"a","score":null}]}`, ""},
		{"evidence", `{"abstained":true,"evidence":[{"kind":"k","state":"match","option_id":"a","source":null,"score":0.5,"score_kind":"p","metadata":{}}]}`, ""},
		{"unknown top-level key", `{"selections":[],"abstained":true,"grant_execution":true}`, "unknown field"},
		{"keys are case-sensitive", `{"Selections":[],"abstained":true}`, "unknown field"},
		{"unknown selection key", `{"selections":[{"option_id":"a","tool":"x"}]}`, "unknown field"},
		{"unknown evidence key", `{"evidence":[{"kind":"k","state":"match","option_id":"a","weight":1}]}`, "unknown field"},
		{"score out of range", `{"selections":[{"option_id":"a","score":1.5}]}`, "within [0, 1]"},
		{"abstained with a selection", `{"selections":[{"option_id":"a"}],"abstained":true}`, "abstaining"},
		{"not an object", `[]`, "JSON object"},
		{"null", `null`, "JSON object"},
		{"not JSON", `not-json`, "JSON object"},
		{"trailing data", `{"abstained":true} {}`, "JSON object"},
		{"null selections", `{"selections":null}`, "array"},
		{"null abstained", `{"abstained":null}`, "must not be null"},
		{"wrong type", `{"abstained":"yes"}`, "wrong type"},
		{"score as a string", `{"selections":[{"option_id":"a","score":"0.9"}]}`, "wrong type"},
	} {
		t.Run(tc.name, func(t *testing.T) {
			_, err := decide.DecodeResult(tc.json)
			if tc.want == "" {
				if err != nil {
					t.Fatal(err)
				}
				return
			}
			wantErr(t, err, tc.want)
			wantKind(t, err, decide.ErrInvalidResult)
		})
	}
	t.Run("bytes, raw messages and values decode alike", func(t *testing.T) {
		const text = `{"selections":[{"option_id":"a","score":0.25}]}`
		for _, v := range []any{[]byte(text), json.RawMessage(text), text, map[string]any{"selections": []map[string]any{{"option_id": "a", "score": 0.25}}}} {
			res, err := decide.DecodeResult(v)
			if err != nil || ids(res) != "a" || *res.Selections[0].Score != 0.25 {
				t.Fatalf("%T: %+v, %v", v, res, err)
			}
		}
	})
}
