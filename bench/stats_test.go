package bench

import (
	"math"
	"slices"
	"testing"
)

func TestWilsonIntervalMatchesKnownValues(t *testing.T) {
	tests := []struct {
		name      string
		k, n      int
		low, high float64
	}{
		{"eight of ten", 8, 10, 0.4902, 0.9433},
		{"none of ten", 0, 10, 0, 0.2775},
		{"all of ten", 10, 10, 0.7225, 1},
		{"one of two", 1, 2, 0.0945, 0.9055},
		{"seventy of 144", 70, 144, 0.4059, 0.5670},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			iv := Wilson(tt.k, tt.n)
			if iv == nil {
				t.Fatal("nil interval")
			}
			if math.Abs(iv.Low-tt.low) > 1e-4 || math.Abs(iv.High-tt.high) > 1e-4 {
				t.Fatalf("Wilson(%d, %d) = [%.5f, %.5f], want [%.4f, %.4f]", tt.k, tt.n, iv.Low, iv.High, tt.low, tt.high)
			}
			if iv.Low < 0 || iv.High > 1 {
				t.Fatalf("interval %v leaves [0, 1]", *iv)
			}
		})
	}
	t.Run("empty denominator is nil", func(t *testing.T) {
		if iv := Wilson(0, 0); iv != nil {
			t.Fatalf("Wilson(0, 0) = %v, want nil", *iv)
		}
	})
}

func TestPercentileInterpolatesLinearlyBetweenClosestRanks(t *testing.T) {
	tests := []struct {
		name string
		xs   []float64
		p    float64
		want float64
	}{
		{"median of even count", []float64{1, 2, 3, 4}, 50, 2.5},
		{"p95 of four", []float64{1, 2, 3, 4}, 95, 3.85},
		{"unsorted input", []float64{4, 1, 3, 2}, 95, 3.85},
		{"p95 of two", []float64{0, 10}, 95, 9.5},
		{"median of odd count", []float64{3, 1, 2}, 50, 2},
		{"single value", []float64{5}, 95, 5},
		{"p0 is the minimum", []float64{7, 3, 9}, 0, 3},
		{"p100 is the maximum", []float64{7, 3, 9}, 100, 9},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			in := slices.Clone(tt.xs)
			got := Percentile(tt.xs, tt.p)
			if got == nil || math.Abs(*got-tt.want) > 1e-12 {
				t.Fatalf("Percentile(%v, %v) = %v, want %v", tt.xs, tt.p, got, tt.want)
			}
			if !slices.Equal(in, tt.xs) {
				t.Fatalf("input modified: %v", tt.xs)
			}
		})
	}
	t.Run("empty is nil", func(t *testing.T) {
		if got := Percentile(nil, 50); got != nil {
			t.Fatalf("Percentile(nil) = %v", *got)
		}
	})
}

func TestClassifyGivesEachTaxonomyOutcome(t *testing.T) {
	r := func(s string) *string { return &s }
	tests := []struct {
		name              string
		expected, planned *string
		expTool, predTool string
		want              Outcome
	}{
		{"no route expected, none planned", nil, nil, "", "", OutcomeCorrect},
		{"route expected and planned", r("weather.current"), r("weather.current"), "weather", "weather", OutcomeCorrect},
		{"route planned, none expected", nil, r("weather.current"), "", "weather", OutcomeFalseRoute},
		{"route expected, none planned", r("weather.current"), nil, "weather", "", OutcomeMissedRoute},
		{"other tool planned", r("weather.current"), r("stocks.quote"), "weather", "stocks", OutcomeWrongTool},
		{"sibling endpoint planned", r("weather.current"), r("weather.forecast"), "weather", "weather", OutcomeWrongEndpoint},
		{"dotted tool keys compare by key", r("ns.tool.a"), r("ns.tool.b"), "ns.tool", "ns.tool", OutcomeWrongEndpoint},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			if got := classify(tt.expected, tt.planned, tt.expTool, tt.predTool); got != tt.want {
				t.Fatalf("classify = %s, want %s", got, tt.want)
			}
		})
	}
}
