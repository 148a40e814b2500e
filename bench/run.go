package bench

import (
	"context"
	"crypto/sha256"
	"encoding/hex"
	"errors"
	"fmt"
	"io"
	"strings"
	"time"

	"github.com/schemarouter/schemarouter/catalog"
	"github.com/schemarouter/schemarouter/plan"
)

// RunOptions configure a benchmark run.
type RunOptions struct {
	// Split restricts the run to the cases of one split; empty means every case.
	Split string
	// Progress, when non-nil, receives a single-line progress bar.
	Progress io.Writer
}

// fixedSource pins the run to one snapshot, so every case sees the same catalog.
type fixedSource struct{ snap *catalog.Snapshot }

func (f fixedSource) Snapshot() *catalog.Snapshot { return f.snap }

// Run plans every selected case of corpus with the stack's planner options against the
// current snapshot of src and scores the plans (see the package documentation). The
// corpus is validated against the catalog first. A planning error aborts the run with an
// error naming the case.
func Run(ctx context.Context, src plan.Source, corpus Corpus, stack Stack, opts RunOptions) (*Report, error) {
	snap := src.Snapshot()
	if snap == nil || snap.Len() == 0 {
		return nil, errors.New("the catalog has no tools")
	}
	routes := routeIndex(snap)
	if err := corpus.validate(routes); err != nil {
		return nil, err
	}
	cases := corpus.Cases
	if opts.Split != "" {
		cases = nil
		for _, c := range corpus.Cases {
			if c.Split == opts.Split {
				cases = append(cases, c)
			}
		}
		if len(cases) == 0 {
			splits := corpus.Splits()
			if len(splits) == 0 {
				return nil, fmt.Errorf("no case has split %q (the corpus has no splits)", opts.Split)
			}
			return nil, fmt.Errorf("no case has split %q (splits: %s)", opts.Split, strings.Join(splits, ", "))
		}
	}
	if len(cases) == 0 {
		return nil, errors.New("the corpus has no cases")
	}
	planner := plan.New(fixedSource{snap}, stack.Options)

	// Warm-up: builds the planner's index for this snapshot outside the measurements.
	if _, err := planner.Plan(ctx, planRequest(&cases[0])); err != nil {
		return nil, fmt.Errorf("case %q: %w", cases[0].ID, err)
	}

	var bar *progressBar
	if opts.Progress != nil {
		bar = newProgressBar(opts.Progress, len(cases))
		defer bar.finish()
	}
	results := make([]CaseResult, 0, len(cases))
	for i := range cases {
		c := &cases[i]
		req := planRequest(c)
		start := time.Now()
		p, err := planner.Plan(ctx, req)
		elapsed := time.Since(start)
		if err != nil {
			return nil, fmt.Errorf("case %q: %w", c.ID, err)
		}
		results = append(results, score(c, p, routes, elapsed))
		if bar != nil {
			bar.update(i + 1)
		}
	}

	name := stack.Name
	if name == "" {
		name = "custom"
	}
	rep := &Report{
		CorpusSHA256:       corpus.SHA256,
		Corpus:             corpus.Path,
		CatalogFingerprint: catalogFingerprint(snap),
		Stack:              name,
		Split:              opts.Split,
		WarmupPlans:        1,
		Metrics:            Summarize(results),
		ByLanguage:         map[string]float64{},
		ByCategory:         map[string]float64{},
		Results:            results,
	}
	rep.Languages = groupBy(results, func(r *CaseResult) string { return r.Language })
	rep.Categories = groupBy(results, func(r *CaseResult) string { return r.Category })
	for k, m := range rep.Languages {
		rep.ByLanguage[k] = *m.Accuracy
	}
	for k, m := range rep.Categories {
		rep.ByCategory[k] = *m.Accuracy
	}
	return rep, nil
}

func planRequest(c *Case) plan.Request { return plan.Request{Query: c.Query, MaxCalls: 1} }

// score turns one plan into a case result.
func score(c *Case, p *plan.Plan, routes map[string]routeRef, elapsed time.Duration) CaseResult {
	var predicted *string
	predTool := ""
	if len(p.Calls) > 0 {
		id := p.Calls[0].RouteID()
		predicted = &id
		predTool = p.Calls[0].Tool
	}
	expTool := ""
	if c.Expected != nil {
		expTool = routes[*c.Expected].tool
	}
	outcome := classify(c.Expected, predicted, expTool, predTool)
	correct := outcome == OutcomeCorrect
	if correct && c.Expected != nil {
		_, correct = routes[*c.Expected]
	}
	return CaseResult{
		ID:        c.ID,
		Query:     c.Query,
		Split:     c.Split,
		Language:  c.ReportLanguage(),
		Category:  c.Category,
		Expected:  c.Expected,
		Predicted: predicted,
		Outcome:   outcome,
		Correct:   correct,
		LatencyMS: float64(elapsed) / float64(time.Millisecond),
	}
}

func groupBy(results []CaseResult, key func(*CaseResult) string) map[string]*Metrics {
	groups := map[string][]CaseResult{}
	for i := range results {
		k := key(&results[i])
		groups[k] = append(groups[k], results[i])
	}
	out := make(map[string]*Metrics, len(groups))
	for k, rs := range groups {
		m := Summarize(rs)
		out[k] = &m
	}
	return out
}

// catalogFingerprint hashes the snapshot's tool keys and tool fingerprints in registry
// order.
func catalogFingerprint(snap *catalog.Snapshot) string {
	h := sha256.New()
	for _, e := range snap.Entries() {
		fmt.Fprintf(h, "%s\x00%s\n", e.Key(), e.Fingerprint())
	}
	return hex.EncodeToString(h.Sum(nil))
}
