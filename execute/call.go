package execute

import (
	"context"
	"errors"
	"fmt"
	"maps"
	"slices"
	"time"

	"github.com/schemarouter/schemarouter/catalog"
	"github.com/schemarouter/schemarouter/internal/projection"
	"github.com/schemarouter/schemarouter/plan"
)

// Result is the validated, projected output of one call (ToolResult).
type Result struct {
	Tool     string `json:"tool"`
	Endpoint string `json:"endpoint"`
	// Data holds only the selected fields, at their result paths, after unit normalization.
	Data            any                      `json:"data"`
	ProjectedFields []string                 `json:"projected_fields"`
	FieldContracts  map[string]FieldContract `json:"field_contracts"`
}

// FieldContract is the compact contract of one selected field in a result
// (ResultFieldContract): its semantic identity, type shape, units and qualifiers.
type FieldContract struct {
	SemanticID string         `json:"semantic_id,omitempty"`
	JSONSchema map[string]any `json:"json_schema"`
	// SourceUnit is the provider's unit; Unit is the canonical unit when a
	// normalization applies, else the source unit.
	SourceUnit string            `json:"source_unit,omitempty"`
	Unit       string            `json:"unit,omitempty"`
	Dimension  string            `json:"dimension,omitempty"`
	Qualifiers map[string]string `json:"qualifiers"`
}

// ExecuteCall validates and runs one call with a fresh budget.
func (x *Executor) ExecuteCall(ctx context.Context, call plan.Call) (*Result, error) {
	r := x.newRun(Budget{})
	ctx, cancel := r.meter.withDeadline(ctx)
	defer cancel()
	return r.executeCall(ctx, &call)
}

// run is the state of one execution run.
type run struct {
	x     *Executor
	meter *meter
	trace *tracer
}

func (x *Executor) newRun(b Budget) *run {
	return &run{x: x, meter: newMeter(b, x.opts.Now()), trace: x.newTracer()}
}

// prepare validates a call against the current registry and its binding.
func (r *run) prepare(call *plan.Call) (*resolved, Invoker, error) {
	res, err := r.x.validateCall(r.x.reg.Snapshot(), call)
	if err != nil {
		return nil, nil, err
	}
	b, ok := r.x.binding(call.Tool)
	if !ok {
		return nil, nil, &ExecutionError{Route: res.route, Err: ErrUnbound}
	}
	if b.fingerprint != res.entry.Fingerprint() {
		return nil, nil, fmt.Errorf("%s: bound to an older contract; bind again: %w", res.route, ErrBindingDrift)
	}
	return res, b.invoker, nil
}

// executeCall is CORE.md §3.4: validate, approve, charge the budget, attempt with
// retries, validate the raw output, project, normalize, and build the result.
func (r *run) executeCall(ctx context.Context, call *plan.Call) (*Result, error) {
	res, inv, err := r.prepare(call)
	if err != nil {
		return nil, err
	}
	if r.x.opts.Policy.RequiresApproval(res.decision, res.ep) {
		if err := r.approve(ctx, res); err != nil {
			return nil, err
		}
		// State may have changed while the callback ran.
		if res, inv, err = r.prepare(call); err != nil {
			return nil, err
		}
	}
	if err := r.meter.call(call.Tool, r.x.opts.Now()); err != nil {
		return nil, err
	}
	r.trace.emit(Event{Type: EventToolStart, Route: res.route, Payload: r.trace.payload("arguments", call.Arguments)})
	result, err := r.attempts(ctx, res, inv)
	if err != nil {
		r.trace.emit(Event{Type: EventToolError, Route: res.route, Error: err.Error()})
		return nil, err
	}
	r.trace.emit(Event{Type: EventToolEnd, Route: res.route, Payload: r.trace.payload("data", result.Data)})
	return result, nil
}

func (r *run) approve(ctx context.Context, res *resolved) error {
	cb := r.x.opts.Approve
	if cb == nil {
		return &ApprovalDeniedError{Route: res.route, Reason: "approval required and no approval callback is configured"}
	}
	req := ApprovalRequest{
		Route:     res.route,
		Arguments: catalog.CloneJSONObject(res.call.Arguments),
		Fields:    slices.Clone(res.call.Fields),
		Decision:  res.decision,
	}
	if res.ep.ReadOnly != nil {
		ro := *res.ep.ReadOnly
		req.ReadOnly = &ro
	}
	ok, err := cb(ctx, req)
	if err != nil {
		return &ApprovalDeniedError{Route: res.route, Reason: "approval callback failed: " + err.Error()}
	}
	if !ok {
		return &ApprovalDeniedError{Route: res.route, Reason: "not approved"}
	}
	return nil
}

// attempts runs the attempt loop with retries and backoff.
func (r *run) attempts(ctx context.Context, res *resolved, inv Invoker) (*Result, error) {
	retry := r.x.opts.Retry
	max := 1
	if retry.MaxAttempts > 1 && (res.ep.IsReadOnly() || retry.RetryNonReadOnly) {
		max = retry.MaxAttempts
	}
	backoff := retry.InitialBackoff
	var last error
	for attempt := 1; attempt <= max; attempt++ {
		if err := r.meter.attempt(res.call.Tool, res.route, res.tool.Remote, r.x.opts.Now()); err != nil {
			return nil, err
		}
		raw, err := inv.Invoke(ctx, &Invocation{
			ToolKey:   res.call.Tool,
			Tool:      res.tool,
			Endpoint:  res.ep,
			Arguments: catalog.CloneJSONObject(res.call.Arguments),
			Fields:    slices.Clone(res.call.Fields),
		})
		if err == nil {
			result, err := r.x.finish(res, inv, raw)
			if err != nil {
				return nil, err // contract violations are never retried
			}
			r.x.clearCooldown(res)
			return result, nil
		}
		last = err
		if ctxErr := ctx.Err(); ctxErr != nil {
			if errors.Is(ctxErr, context.DeadlineExceeded) && r.meter.expired(r.x.opts.Now()) != nil {
				return nil, &BudgetExceededError{Limit: "max_elapsed"}
			}
			return nil, fmt.Errorf("%s: %w", res.route, ctxErr)
		}
		var nonRetryable *NonRetryableError
		if errors.As(err, &nonRetryable) || errors.Is(err, ErrIndeterminate) {
			return nil, &ExecutionError{Route: res.route, Attempts: attempt, Err: err}
		}
		if attempt < max {
			r.trace.emit(Event{Type: EventToolError, Route: res.route, Attempt: attempt, Error: err.Error(), Detail: "retrying"})
			if backoff > 0 {
				if err := sleep(ctx, backoff); err != nil {
					return nil, &BudgetExceededError{Limit: "max_elapsed"}
				}
				backoff = nextBackoff(backoff, retry)
			}
		}
	}
	var unavailable *UnavailableError
	if errors.As(last, &unavailable) {
		r.x.startCooldown(res)
		return nil, fmt.Errorf("%s: %w", res.route, last)
	}
	return nil, &ExecutionError{Route: res.route, Attempts: max, Err: last}
}

func nextBackoff(d time.Duration, retry RetryPolicy) time.Duration {
	m := retry.BackoffMultiplier
	if m == 0 {
		m = 2
	}
	limit := retry.MaxBackoff
	if limit == 0 {
		limit = 30 * time.Second
	}
	return min(time.Duration(float64(d)*m), limit)
}

func sleep(ctx context.Context, d time.Duration) error {
	t := time.NewTimer(d)
	defer t.Stop()
	select {
	case <-t.C:
		return nil
	case <-ctx.Done():
		return ctx.Err()
	}
}

func (x *Executor) startCooldown(res *resolved) {
	x.mu.Lock()
	defer x.mu.Unlock()
	x.cooldowns[accessKey{res.call.Tool, res.ep.Name, res.entry.Fingerprint()}] = x.opts.Now().Add(x.opts.Cooldown)
}

func (x *Executor) clearCooldown(res *resolved) {
	x.mu.Lock()
	defer x.mu.Unlock()
	delete(x.cooldowns, accessKey{res.call.Tool, res.ep.Name, res.entry.Fingerprint()})
}

func (x *Executor) cooling(res *resolved) bool {
	x.mu.Lock()
	defer x.mu.Unlock()
	return x.coolingLocked(accessKey{res.call.Tool, res.ep.Name, res.entry.Fingerprint()})
}

// finish validates the raw output, projects it, validates and normalizes the selected
// fields, and builds the result (CORE.md §3.4 steps 7–10).
func (x *Executor) finish(res *resolved, inv Invoker, raw any) (*Result, error) {
	serverProjected := false
	if sp, ok := inv.(ServerProjecting); ok && sp.ProjectsFields() && res.ep.ServerProjection != nil && len(res.fields) > 0 {
		serverProjected = true
	}
	ec := x.contract(res.ep)
	var err error
	if serverProjected {
		err = x.validator.Validate(narrowSchema(res.ep.EffectiveOutputSchema(), res.fields), raw)
	} else {
		err = ec.output.Validate(raw)
	}
	if err != nil {
		return nil, schemaError(res.route, "output", err)
	}
	if serverProjected {
		if err := requirePaths(raw, res.fields); err != nil {
			return nil, &SchemaValidationError{Route: res.route, Subject: "output", Message: err.Error()}
		}
	}
	data, err := projection.Project(raw, res.fields)
	if err != nil {
		return nil, &PlanValidationError{Route: res.route, Reason: err.Error()}
	}
	contracts := make(map[string]FieldContract, len(res.fields))
	names := make([]string, 0, len(res.fields))
	for _, f := range res.fields {
		if fs, ok := ec.fields[f.Name]; ok {
			for _, v := range projection.Values(data, f) {
				if err := fs.Validate(v); err != nil {
					return nil, schemaError(res.route, "field "+f.Name, err)
				}
			}
		}
		if f.UnitNormalization != nil {
			if data, err = projection.Normalize(data, f); err != nil {
				return nil, &SchemaValidationError{Route: res.route, Subject: "field " + f.Name, Message: err.Error()}
			}
		}
		contracts[f.Name] = ec.contracts[f.Name].clone()
		names = append(names, f.Name)
	}
	return &Result{Tool: res.call.Tool, Endpoint: res.ep.Name, Data: data, ProjectedFields: names, FieldContracts: contracts}, nil
}

func sortedKeys[V any](m map[string]V) []string { return slices.Sorted(maps.Keys(m)) }
