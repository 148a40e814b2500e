package bench

import (
	"math"
	"strings"
)

// Outcome is a case's place in the error taxonomy.
type Outcome string

// The error taxonomy; every case has exactly one outcome.
const (
	OutcomeCorrect       Outcome = "correct"
	OutcomeFalseRoute    Outcome = "false_route"
	OutcomeMissedRoute   Outcome = "missed_route"
	OutcomeWrongTool     Outcome = "wrong_tool"
	OutcomeWrongEndpoint Outcome = "wrong_endpoint"
)

// Outcomes lists the taxonomy in report order.
var Outcomes = []Outcome{OutcomeCorrect, OutcomeFalseRoute, OutcomeMissedRoute, OutcomeWrongTool, OutcomeWrongEndpoint}

// Categories scored by the rejection rates. The README names
// near_domain_unsupported_operation, out_of_domain and adversarial*; the v3 and v4
// holdouts label the same two kinds near_domain_ood and general_ood, so those count too
// (docs/DECISIONS.md).
const (
	// CategoryNearDomain and CategoryNearDomainOOD make up the near-domain rejection rate.
	CategoryNearDomain    = "near_domain_unsupported_operation"
	CategoryNearDomainOOD = "near_domain_ood"
	// CategoryOOD, CategoryGeneralOOD and categories starting with
	// CategoryAdversarialPrefix make up the OOD rejection rate.
	CategoryOOD               = "out_of_domain"
	CategoryGeneralOOD        = "general_ood"
	CategoryAdversarialPrefix = "adversarial"
)

// IsNearDomain reports whether a category counts towards near-domain rejection.
func IsNearDomain(category string) bool {
	return category == CategoryNearDomain || category == CategoryNearDomainOOD
}

// IsOOD reports whether a category counts towards OOD rejection.
func IsOOD(category string) bool {
	return category == CategoryOOD || category == CategoryGeneralOOD || strings.HasPrefix(category, CategoryAdversarialPrefix)
}

// CaseResult is the scored outcome of one case.
type CaseResult struct {
	ID       string `json:"id"`
	Query    string `json:"query"`
	Split    string `json:"split,omitempty"`
	Language string `json:"language"`
	Category string `json:"category"`
	// Expected and Predicted are "tool.endpoint" routes, nil for none.
	Expected  *string `json:"expected"`
	Predicted *string `json:"predicted"`
	Outcome   Outcome `json:"outcome"`
	Correct   bool    `json:"correct"`
	// LatencyMS is the wall time of the Plan call, in milliseconds.
	LatencyMS float64 `json:"latency_ms"`
}

// Counts are the numerators and denominators behind the rates.
type Counts struct {
	Correct int `json:"correct"`
	// Supported cases have an expected route.
	Supported        int `json:"supported"`
	SupportedCorrect int `json:"supported_correct"`
	// NoRoute cases expect no call; NoRouteRejected of them got none.
	NoRoute         int `json:"no_route"`
	NoRouteRejected int `json:"no_route_rejected"`
	// NearDomain and OOD are the no-route cases of the rejection categories.
	NearDomain         int `json:"near_domain"`
	NearDomainRejected int `json:"near_domain_rejected"`
	OOD                int `json:"ood"`
	OODRejected        int `json:"ood_rejected"`
	FalseRoutes        int `json:"false_routes"`
}

// Intervals are the 95% Wilson intervals of the rates; nil when the denominator is empty.
type Intervals struct {
	Accuracy            *Interval `json:"accuracy"`
	SupportedAccuracy   *Interval `json:"supported_accuracy"`
	NearDomainRejection *Interval `json:"near_domain_rejection"`
	OODRejection        *Interval `json:"ood_rejection"`
}

// Latency summarizes per-plan latencies in milliseconds; nil without cases.
type Latency struct {
	Mean *float64 `json:"mean"`
	P50  *float64 `json:"p50"`
	P95  *float64 `json:"p95"`
	Max  *float64 `json:"max"`
}

// Metrics score a set of cases. Rates are fractions in [0, 1], nil (JSON null) when
// their denominator is empty.
type Metrics struct {
	Cases int `json:"cases"`
	// Accuracy is correct cases over all cases.
	Accuracy *float64 `json:"accuracy"`
	// SupportedAccuracy is correct cases over cases with an expected route.
	SupportedAccuracy *float64 `json:"supported_accuracy"`
	// NearDomainRejection is rejected over all no-route near_domain_unsupported_operation cases.
	NearDomainRejection *float64 `json:"near_domain_rejection"`
	// OODRejection is rejected over all no-route out_of_domain and adversarial* cases.
	OODRejection *float64 `json:"ood_rejection"`
	// FalseRouteRate is false routes over ALL cases.
	FalseRouteRate *float64  `json:"false_route_rate"`
	Intervals      Intervals `json:"intervals"`
	Counts         Counts    `json:"counts"`
	// Taxonomy counts the outcomes; every outcome of Outcomes is present.
	Taxonomy  map[Outcome]int `json:"taxonomy"`
	LatencyMS Latency         `json:"latency_ms"`
}

// Report is the result of a benchmark run.
type Report struct {
	CorpusSHA256 string `json:"corpus_sha256"`
	// Corpus is the corpus file path, when known.
	Corpus string `json:"corpus,omitempty"`
	// CatalogFingerprint is a SHA-256 over the registry's tool keys and tool
	// fingerprints, so that two reports can be checked to use the same catalog.
	CatalogFingerprint string `json:"catalog_fingerprint"`
	Stack              string `json:"stack"`
	// Split is the split the run was restricted to; empty for all cases.
	Split string `json:"split,omitempty"`
	// WarmupPlans is the number of untimed plans run before the measured ones.
	WarmupPlans int `json:"warmup_plans"`
	Metrics
	// ByLanguage and ByCategory map each group to its accuracy.
	ByLanguage map[string]float64 `json:"by_language"`
	ByCategory map[string]float64 `json:"by_category"`
	// Languages and Categories hold the full metrics of each group.
	Languages  map[string]*Metrics `json:"languages"`
	Categories map[string]*Metrics `json:"categories"`
	// Results has one entry per case, in corpus order.
	Results []CaseResult `json:"results,omitempty"`
}

// WithoutResults returns a shallow copy of the report without per-case results.
func (r *Report) WithoutResults() *Report {
	c := *r
	c.Results = nil
	return &c
}

// Summarize scores a set of case results.
func Summarize(results []CaseResult) Metrics {
	var c Counts
	tax := make(map[Outcome]int, len(Outcomes))
	for _, o := range Outcomes {
		tax[o] = 0
	}
	lat := make([]float64, 0, len(results))
	for i := range results {
		r := &results[i]
		tax[r.Outcome]++
		lat = append(lat, r.LatencyMS)
		if r.Correct {
			c.Correct++
		}
		if r.Expected != nil {
			c.Supported++
			if r.Correct {
				c.SupportedCorrect++
			}
			continue
		}
		c.NoRoute++
		rejected := r.Predicted == nil
		if rejected {
			c.NoRouteRejected++
		} else {
			c.FalseRoutes++
		}
		if IsNearDomain(r.Category) {
			c.NearDomain++
			if rejected {
				c.NearDomainRejected++
			}
		}
		if IsOOD(r.Category) {
			c.OOD++
			if rejected {
				c.OODRejected++
			}
		}
	}
	n := len(results)
	return Metrics{
		Cases:               n,
		Accuracy:            fraction(c.Correct, n),
		SupportedAccuracy:   fraction(c.SupportedCorrect, c.Supported),
		NearDomainRejection: fraction(c.NearDomainRejected, c.NearDomain),
		OODRejection:        fraction(c.OODRejected, c.OOD),
		FalseRouteRate:      fraction(c.FalseRoutes, n),
		Intervals: Intervals{
			Accuracy:            Wilson(c.Correct, n),
			SupportedAccuracy:   Wilson(c.SupportedCorrect, c.Supported),
			NearDomainRejection: Wilson(c.NearDomainRejected, c.NearDomain),
			OODRejection:        Wilson(c.OODRejected, c.OOD),
		},
		Counts:    c,
		Taxonomy:  tax,
		LatencyMS: summarizeLatency(lat),
	}
}

func summarizeLatency(xs []float64) Latency {
	if len(xs) == 0 {
		return Latency{}
	}
	sum, maxv := 0.0, math.Inf(-1)
	for _, x := range xs {
		sum += x
		maxv = math.Max(maxv, x)
	}
	mean := sum / float64(len(xs))
	return Latency{Mean: &mean, P50: Percentile(xs, 50), P95: Percentile(xs, 95), Max: &maxv}
}

// classify places a prediction in the taxonomy. expTool is the tool key of the expected
// route; predTool the tool key of the predicted one.
func classify(expected, predicted *string, expTool, predTool string) Outcome {
	switch {
	case expected == nil && predicted == nil:
		return OutcomeCorrect
	case expected == nil:
		return OutcomeFalseRoute
	case predicted == nil:
		return OutcomeMissedRoute
	case *expected == *predicted:
		return OutcomeCorrect
	case expTool != predTool:
		return OutcomeWrongTool
	}
	return OutcomeWrongEndpoint
}
