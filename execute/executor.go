package execute

import (
	"context"
	"crypto/rand"
	"encoding/hex"
	"fmt"
	"sync"
	"time"

	"github.com/schemarouter/schemarouter/catalog"
	"github.com/schemarouter/schemarouter/internal/canonjson"
	"github.com/schemarouter/schemarouter/internal/jsonschema"
)

// ApprovalRequest is what an approval callback sees: a detached copy of the call.
type ApprovalRequest struct {
	Route     string
	Arguments map[string]any
	Fields    []string
	Decision  PolicyDecision
	ReadOnly  *bool
}

// RetryPolicy bounds attempts. Retries apply to explicitly read-only endpoints only,
// unless RetryNonReadOnly is set.
type RetryPolicy struct {
	// MaxAttempts is 1..10; 0 means 1.
	MaxAttempts      int
	RetryNonReadOnly bool
	// InitialBackoff (0..60s, default 0) grows by BackoffMultiplier (1..10, default 2) up
	// to MaxBackoff (0..300s, default 30s); backoff never outlasts the run's budget.
	InitialBackoff    time.Duration
	BackoffMultiplier float64
	MaxBackoff        time.Duration
}

func (r RetryPolicy) validate() error {
	if r.MaxAttempts < 0 || r.MaxAttempts > 10 {
		return fmt.Errorf("retry: max_attempts must be between 1 and 10, got %d", r.MaxAttempts)
	}
	if r.InitialBackoff < 0 || r.InitialBackoff > time.Minute {
		return fmt.Errorf("retry: initial_backoff must be between 0 and 60s")
	}
	if r.BackoffMultiplier != 0 && (r.BackoffMultiplier < 1 || r.BackoffMultiplier > 10) {
		return fmt.Errorf("retry: backoff_multiplier must be between 1 and 10")
	}
	if r.MaxBackoff < 0 || r.MaxBackoff > 5*time.Minute {
		return fmt.Errorf("retry: max_backoff must be between 0 and 300s")
	}
	return nil
}

// Options configure an Executor. The zero value is the fail-closed default: default
// policy, no approvals granted, one attempt, 30 s cooldowns, no events.
type Options struct {
	Policy Policy
	// Approve is asked when policy requires approval. Only (true, nil) approves; a nil
	// callback, an error or false denies. It receives a detached copy.
	Approve func(ctx context.Context, req ApprovalRequest) (bool, error)
	Retry   RetryPolicy
	// Cooldown is how long an access path stays out after it was unavailable; 0 means 30 s.
	Cooldown time.Duration
	// OnEvent receives run events; see SlogEvents.
	OnEvent func(Event)
	// IncludePayloads attaches arguments and results to events (sensitive keys redacted
	// unless RawPayloads).
	IncludePayloads bool
	RawPayloads     bool
	// MaxParallel bounds concurrent calls in parallel read-only runs; 0 means 4.
	MaxParallel int
	// Now is the clock; nil means time.Now.
	Now func() time.Time
}

// Executor runs calls and plans against a registry through bound invokers.
// It is safe for concurrent use.
type Executor struct {
	reg       catalog.Registry
	opts      Options
	validator *jsonschema.Validator

	mu        sync.Mutex
	bindings  map[string]binding
	cooldowns map[accessKey]time.Time

	cmu           sync.Mutex
	contractCache map[*catalog.EndpointSpec]*endpointContract
}

type binding struct {
	invoker     Invoker
	fingerprint string
	// transport is the tool's transport identity when bound (remote flag and
	// execution_metadata): Restamp keeps a binding only while it is unchanged.
	transport string
}

// accessKey names an access path: a route at one tool fingerprint.
type accessKey struct{ tool, endpoint, fingerprint string }

// New returns an executor over reg.
func New(reg catalog.Registry, opts Options) (*Executor, error) {
	if err := opts.Policy.Validate(); err != nil {
		return nil, err
	}
	if err := opts.Retry.validate(); err != nil {
		return nil, err
	}
	if opts.Cooldown < 0 {
		return nil, fmt.Errorf("cooldown must be >= 0")
	}
	if opts.Cooldown == 0 {
		opts.Cooldown = 30 * time.Second
	}
	if opts.MaxParallel <= 0 {
		opts.MaxParallel = 4
	}
	if opts.Now == nil {
		opts.Now = time.Now
	}
	return &Executor{reg: reg, opts: opts, validator: jsonschema.New(), bindings: map[string]binding{}, cooldowns: map[accessKey]time.Time{},
		contractCache: map[*catalog.EndpointSpec]*endpointContract{}}, nil
}

// Bind records a trusted invoker for a registered tool, pinned to its current
// fingerprint: if the tool's contract changes, calls fail with ErrBindingDrift until it
// is bound again.
func (x *Executor) Bind(toolKey string, inv Invoker) error {
	if inv == nil {
		return fmt.Errorf("bind %q: nil invoker", toolKey)
	}
	e, ok := x.reg.Snapshot().Entry(toolKey)
	if !ok {
		return fmt.Errorf("bind %q: %w", toolKey, catalog.ErrNotFound)
	}
	x.mu.Lock()
	defer x.mu.Unlock()
	x.bindings[toolKey] = binding{invoker: inv, fingerprint: e.Fingerprint(), transport: transportIdentity(e.Tool())}
	return nil
}

// Restamp re-pins an existing binding to the tool's current contract after trusted
// code replaced the contract (an amendment, a catalog update through an authenticated
// API), so the tool stays executable. It refuses, leaving the binding stale, when the
// tool's transport identity (remote flag, execution_metadata such as the approved base
// URL) changed: the invoker was configured for the old one. It reports whether the
// binding is ready.
func (x *Executor) Restamp(toolKey string) bool {
	e, ok := x.reg.Snapshot().Entry(toolKey)
	if !ok {
		return false
	}
	x.mu.Lock()
	defer x.mu.Unlock()
	b, ok := x.bindings[toolKey]
	if !ok || b.transport == "" || b.transport != transportIdentity(e.Tool()) {
		return false
	}
	b.fingerprint = e.Fingerprint()
	x.bindings[toolKey] = b
	return true
}

// transportIdentity is the canonical JSON of what decides where a tool's calls go.
func transportIdentity(t *catalog.ToolSpec) string {
	data, err := canonjson.Marshal(map[string]any{"remote": t.Remote, "execution_metadata": catalog.CloneJSONObject(t.ExecutionMetadata)})
	if err != nil {
		return "" // never equal to a valid identity: fails closed
	}
	return string(data)
}

// Unbind removes a tool's invoker.
func (x *Executor) Unbind(toolKey string) {
	x.mu.Lock()
	defer x.mu.Unlock()
	delete(x.bindings, toolKey)
}

// Binding states.
const (
	BindingUnbound  = "unbound"
	BindingStale    = "stale"
	BindingReady    = "ready"
	BindingOrphaned = "orphaned"
)

// BindingStates reports the state of every registered or bound tool key.
func (x *Executor) BindingStates() map[string]string {
	snap := x.reg.Snapshot()
	x.mu.Lock()
	defer x.mu.Unlock()
	out := map[string]string{}
	for _, e := range snap.Entries() {
		b, ok := x.bindings[e.Key()]
		switch {
		case !ok:
			out[e.Key()] = BindingUnbound
		case b.fingerprint != e.Fingerprint():
			out[e.Key()] = BindingStale
		default:
			out[e.Key()] = BindingReady
		}
	}
	for k := range x.bindings {
		if _, ok := out[k]; !ok {
			out[k] = BindingOrphaned
		}
	}
	return out
}

// Available reports whether a route can be executed now: its tool has a ready binding
// and the access path is not cooling down. Pass it to plan.Planner.PlanWith.
func (x *Executor) Available(toolKey, endpoint string) bool {
	e, ok := x.reg.Snapshot().Entry(toolKey)
	if !ok {
		return false
	}
	x.mu.Lock()
	defer x.mu.Unlock()
	b, ok := x.bindings[toolKey]
	if !ok || b.fingerprint != e.Fingerprint() {
		return false
	}
	return !x.coolingLocked(accessKey{toolKey, endpoint, e.Fingerprint()})
}

func (x *Executor) coolingLocked(k accessKey) bool {
	until, ok := x.cooldowns[k]
	if !ok {
		return false
	}
	if !x.opts.Now().Before(until) {
		delete(x.cooldowns, k)
		return false
	}
	return true
}

// MarkUnavailable puts a route of the tool's current contract into cooldown.
func (x *Executor) MarkUnavailable(toolKey, endpoint string) {
	if e, ok := x.reg.Snapshot().Entry(toolKey); ok {
		x.mu.Lock()
		x.cooldowns[accessKey{toolKey, endpoint, e.Fingerprint()}] = x.opts.Now().Add(x.opts.Cooldown)
		x.mu.Unlock()
	}
}

// MarkAvailable ends a route's cooldown.
func (x *Executor) MarkAvailable(toolKey, endpoint string) {
	x.mu.Lock()
	defer x.mu.Unlock()
	for k := range x.cooldowns {
		if k.tool == toolKey && k.endpoint == endpoint {
			delete(x.cooldowns, k)
		}
	}
}

func (x *Executor) binding(toolKey string) (binding, bool) {
	x.mu.Lock()
	defer x.mu.Unlock()
	b, ok := x.bindings[toolKey]
	return b, ok
}

func (x *Executor) newTracer() *tracer {
	var id [8]byte
	_, _ = rand.Read(id[:])
	return &tracer{runID: hex.EncodeToString(id[:]), sink: x.opts.OnEvent, payloads: x.opts.IncludePayloads, raw: x.opts.RawPayloads, now: x.opts.Now}
}
