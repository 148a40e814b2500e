package execute

import (
	"context"
	"errors"
	"fmt"
	"sync"

	"github.com/schemarouter/schemarouter/plan"
)

// RunConfig configures one plan execution.
type RunConfig struct {
	Budget Budget
	// ParallelReadOnly runs the calls concurrently (at most Options.MaxParallel at once).
	// Every call must be explicitly read-only; this is checked, with schema, binding and
	// policy, for all calls before any is invoked.
	ParallelReadOnly bool
}

// RunResult holds the results of a run in plan order. On error it holds the results
// of the calls that completed before it.
type RunResult struct {
	RunID   string    `json:"run_id"`
	Results []*Result `json:"results"`
}

// Execute runs a plan (CORE.md §3.6). Calls run in plan order; a call with a fallback
// route moves to its next precompiled read-only alternative only after the current one
// was unavailable. Validation, policy, approval, drift and 4xx-style errors never fall
// back. The plan is never re-planned.
func (x *Executor) Execute(ctx context.Context, p *plan.Plan, cfg RunConfig) (*RunResult, error) {
	if err := cfg.Budget.Validate(); err != nil {
		return nil, err
	}
	if err := p.Validate(); err != nil {
		return nil, &PlanValidationError{Route: "plan", Reason: err.Error()}
	}
	r := x.newRun(cfg.Budget)
	ctx, cancel := r.meter.withDeadline(ctx)
	defer cancel()
	out := &RunResult{RunID: r.trace.runID, Results: []*Result{}}
	r.trace.emit(Event{Type: EventRunStart, Detail: fmt.Sprintf("%d call(s), registry version %d", len(p.Calls), p.RegistryVersion)})
	var err error
	if cfg.ParallelReadOnly {
		out.Results, err = r.parallel(ctx, p)
	} else {
		err = r.sequential(ctx, p, out)
	}
	if err != nil {
		r.trace.emit(Event{Type: EventRunError, Error: err.Error()})
		return out, err
	}
	r.trace.emit(Event{Type: EventRunEnd, Detail: fmt.Sprintf("%d result(s)", len(out.Results))})
	return out, nil
}

func (r *run) sequential(ctx context.Context, p *plan.Plan, out *RunResult) error {
	for i := range p.Calls {
		var res *Result
		var err error
		if fr, ok := p.FallbackRoute(i); ok {
			res, err = r.chain(ctx, &p.Calls[i], fr.Alternatives)
		} else {
			res, err = r.executeCall(ctx, &p.Calls[i])
		}
		if err != nil {
			return err
		}
		out.Results = append(out.Results, res)
	}
	return nil
}

// chain runs a primary call and its fallback alternatives. The whole chain is checked
// first: every member must be explicitly read-only under the current contract, and the
// primary must validate; alternatives that are stale, unbound, denied or cooling down
// are pruned.
func (r *run) chain(ctx context.Context, primary *plan.Call, alts []plan.Call) (*Result, error) {
	members := make([]*plan.Call, 0, 1+len(alts))
	members = append(members, primary)
	for i := range alts {
		members = append(members, &alts[i])
	}
	snap := r.x.reg.Snapshot()
	for _, c := range members {
		if e, ok := snap.Entry(c.Tool); ok {
			if ep, ok := e.Tool().Endpoint(c.Endpoint); ok && !ep.IsReadOnly() {
				return nil, &PlanValidationError{Route: c.RouteID(), Reason: "a fallback chain may hold only read-only endpoints"}
			}
		}
	}
	if _, _, err := r.prepare(primary); err != nil {
		return nil, err
	}
	var runnable []*plan.Call
	cooling := 0
	for _, c := range members {
		res, _, err := r.prepare(c)
		if err != nil {
			continue
		}
		if r.x.cooling(res) {
			cooling++
			continue
		}
		runnable = append(runnable, c)
	}
	if len(runnable) == 0 {
		if cooling > 0 {
			return nil, fmt.Errorf("%s: every route of the fallback chain is cooling down: %w", primary.RouteID(),
				&UnavailableError{Reason: "all access paths in cooldown"})
		}
		return nil, &ExecutionError{Route: primary.RouteID(), Err: ErrUnbound}
	}
	var last error
	for i, c := range runnable {
		if i > 0 {
			r.trace.emit(Event{Type: EventToolFallback, Route: c.RouteID(), Detail: "after " + runnable[i-1].RouteID() + " was unavailable"})
		}
		res, err := r.executeCall(ctx, c)
		if err == nil {
			return res, nil
		}
		var unavailable *UnavailableError
		if !errors.As(err, &unavailable) {
			return nil, err
		}
		last = err
	}
	return nil, last
}

// parallel preflights every call, then runs them concurrently with a bound.
func (r *run) parallel(ctx context.Context, p *plan.Plan) ([]*Result, error) {
	for i := range p.Calls {
		res, _, err := r.prepare(&p.Calls[i])
		if err != nil {
			return nil, err
		}
		if !res.ep.IsReadOnly() {
			return nil, &PlanValidationError{Route: res.route, Reason: "parallel execution needs every call to be read-only"}
		}
	}
	results := make([]*Result, len(p.Calls))
	errs := make([]error, len(p.Calls))
	sem := make(chan struct{}, r.x.opts.MaxParallel)
	var wg sync.WaitGroup
	for i := range p.Calls {
		wg.Add(1)
		sem <- struct{}{}
		go func() {
			defer wg.Done()
			defer func() { <-sem }()
			results[i], errs[i] = r.executeCall(ctx, &p.Calls[i])
		}()
	}
	wg.Wait()
	for i, err := range errs {
		if err != nil {
			return results[:i], err
		}
	}
	return results, nil
}
