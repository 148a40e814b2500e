package execute

import (
	"errors"
	"fmt"
	"time"
)

// Sentinel errors, usable with errors.Is.
var (
	// ErrSchemaDrift: a call's fingerprints no longer match the registered contract.
	ErrSchemaDrift = errors.New("schema drift")
	// ErrBindingDrift: the invoker was bound to an older version of the tool.
	ErrBindingDrift = errors.New("binding drift")
	// ErrUnbound: no invoker is bound to the tool.
	ErrUnbound = errors.New("no invoker bound")
	// ErrIndeterminate: a call that may have side effects was cut off after it started,
	// so whether it took effect is unknown. It is never retried.
	ErrIndeterminate = errors.New("indeterminate invocation")
)

// PlanValidationError: a call in a plan does not match the current contract (unknown
// route, undeclared or missing arguments, undeclared fields, overclaimed evidence).
type PlanValidationError struct {
	Route  string
	Reason string
}

func (e *PlanValidationError) Error() string { return e.Route + ": invalid call: " + e.Reason }

// SchemaValidationError: a value failed its JSON Schema (arguments, raw output or a
// field), or a schema could not be evaluated. Never retried.
type SchemaValidationError struct {
	Route string
	// Subject is "arguments", "output" or "field NAME".
	Subject string
	// Path is the JSON pointer of the failing value.
	Path    string
	Message string
}

func (e *SchemaValidationError) Error() string {
	where := e.Subject
	if e.Path != "" {
		where += " at " + e.Path
	}
	return fmt.Sprintf("%s: %s failed validation: %s", e.Route, where, e.Message)
}

// PolicyViolationError: local execution policy denied the call.
type PolicyViolationError struct {
	Decision PolicyDecision
}

func (e *PolicyViolationError) Error() string {
	return fmt.Sprintf("%s: denied by policy (%s): %s", e.Decision.Operation, e.Decision.Source, e.Decision.Reason)
}

// ApprovalDeniedError: the call needed approval and did not get an explicit yes.
type ApprovalDeniedError struct {
	Route  string
	Reason string
}

func (e *ApprovalDeniedError) Error() string { return e.Route + ": approval denied: " + e.Reason }

// UnavailableError is returned by invokers for transient failures (the reference's
// InvocationUnavailableError). After retries it puts the access path into cooldown and
// lets a precompiled fallback run.
type UnavailableError struct {
	Reason string
	// RetryAfter is the server's hint, if any.
	RetryAfter time.Duration
	Err        error
}

func (e *UnavailableError) Error() string {
	if e.Err != nil {
		return "unavailable: " + e.Reason + ": " + e.Err.Error()
	}
	return "unavailable: " + e.Reason
}

func (e *UnavailableError) Unwrap() error { return e.Err }

// NonRetryableError is returned by invokers for permanent failures: never retried,
// never a reason to fall back.
type NonRetryableError struct {
	Reason string
	Err    error
}

func (e *NonRetryableError) Error() string {
	if e.Err != nil {
		return e.Reason + ": " + e.Err.Error()
	}
	return e.Reason
}

func (e *NonRetryableError) Unwrap() error { return e.Err }

// ExecutionError: the call could not be completed (after the attempts it was allowed).
type ExecutionError struct {
	Route    string
	Attempts int
	Err      error
}

func (e *ExecutionError) Error() string {
	return fmt.Sprintf("%s: invocation failed after %d attempt(s): %v", e.Route, e.Attempts, e.Err)
}

func (e *ExecutionError) Unwrap() error { return e.Err }

// BudgetExceededError: a run budget refused a call or an attempt. Never retried.
type BudgetExceededError struct {
	// Limit names the budget: "max_tool_calls", "per_tool_calls[x]", "max_attempts",
	// "max_remote_attempts", "max_cost_units" or "max_elapsed".
	Limit string
}

func (e *BudgetExceededError) Error() string { return "execution budget exceeded: " + e.Limit }
