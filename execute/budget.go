package execute

import (
	"context"
	"fmt"
	"sync"
	"time"
)

// Budget bounds one run, shared by all its calls, including parallel ones (CORE.md
// §3.5). Nil limits are unlimited; a zero limit allows nothing.
type Budget struct {
	MaxToolCalls      *int
	MaxAttempts       *int
	MaxRemoteAttempts *int
	MaxCostUnits      *float64
	// MaxElapsed bounds the run's wall-clock time; 0 is unlimited.
	MaxElapsed time.Duration
	// PerToolCalls bounds logical calls per tool key.
	PerToolCalls map[string]int
	// CostUnits prices one attempt, looked up by "tool.endpoint", then tool key, then "*".
	CostUnits map[string]float64
}

// Validate checks the ranges of CORE.md §3.5.
func (b *Budget) Validate() error {
	check := func(name string, v *int, max int) error {
		if v != nil && (*v < 0 || *v > max) {
			return fmt.Errorf("budget: %s must be between 0 and %d, got %d", name, max, *v)
		}
		return nil
	}
	if err := check("max_tool_calls", b.MaxToolCalls, 10000); err != nil {
		return err
	}
	if err := check("max_attempts", b.MaxAttempts, 100000); err != nil {
		return err
	}
	if err := check("max_remote_attempts", b.MaxRemoteAttempts, 100000); err != nil {
		return err
	}
	if b.MaxCostUnits != nil && !(*b.MaxCostUnits >= 0) {
		return fmt.Errorf("budget: max_cost_units must be a finite number >= 0")
	}
	if b.MaxElapsed < 0 || b.MaxElapsed > 24*time.Hour {
		return fmt.Errorf("budget: max_elapsed must be between 0 and 24h, got %v", b.MaxElapsed)
	}
	for k, v := range b.PerToolCalls {
		if v < 0 {
			return fmt.Errorf("budget: per_tool_calls[%s] must be >= 0", k)
		}
	}
	for k, v := range b.CostUnits {
		if !(v >= 0) {
			return fmt.Errorf("budget: cost_units[%s] must be a finite number >= 0", k)
		}
	}
	return nil
}

// meter is the running account of a budget.
type meter struct {
	budget   Budget
	deadline time.Time // zero: none

	mu       sync.Mutex
	calls    int
	perTool  map[string]int
	attempts int
	remote   int
	cost     float64
}

func newMeter(b Budget, now time.Time) *meter {
	m := &meter{budget: b, perTool: map[string]int{}}
	if b.MaxElapsed > 0 {
		m.deadline = now.Add(b.MaxElapsed)
	}
	return m
}

// withDeadline bounds ctx by the run's elapsed budget.
func (m *meter) withDeadline(ctx context.Context) (context.Context, context.CancelFunc) {
	if m.deadline.IsZero() {
		return context.WithCancel(ctx)
	}
	return context.WithDeadline(ctx, m.deadline)
}

func (m *meter) expired(now time.Time) error {
	if !m.deadline.IsZero() && !now.Before(m.deadline) {
		return &BudgetExceededError{Limit: "max_elapsed"}
	}
	return nil
}

// call charges one logical call of a tool.
func (m *meter) call(toolKey string, now time.Time) error {
	if err := m.expired(now); err != nil {
		return err
	}
	m.mu.Lock()
	defer m.mu.Unlock()
	if b := m.budget.MaxToolCalls; b != nil && m.calls >= *b {
		return &BudgetExceededError{Limit: "max_tool_calls"}
	}
	if b, ok := m.budget.PerToolCalls[toolKey]; ok && m.perTool[toolKey] >= b {
		return &BudgetExceededError{Limit: "per_tool_calls[" + toolKey + "]"}
	}
	m.calls++
	m.perTool[toolKey]++
	return nil
}

// attempt charges one attempt (and a remote attempt, and its cost).
func (m *meter) attempt(toolKey, route string, remote bool, now time.Time) error {
	if err := m.expired(now); err != nil {
		return err
	}
	m.mu.Lock()
	defer m.mu.Unlock()
	if b := m.budget.MaxAttempts; b != nil && m.attempts >= *b {
		return &BudgetExceededError{Limit: "max_attempts"}
	}
	if b := m.budget.MaxRemoteAttempts; remote && b != nil && m.remote >= *b {
		return &BudgetExceededError{Limit: "max_remote_attempts"}
	}
	cost := m.costOf(toolKey, route)
	if b := m.budget.MaxCostUnits; b != nil && m.cost+cost > *b {
		return &BudgetExceededError{Limit: "max_cost_units"}
	}
	m.attempts++
	if remote {
		m.remote++
	}
	m.cost += cost
	return nil
}

func (m *meter) costOf(toolKey, route string) float64 {
	for _, k := range []string{route, toolKey, "*"} {
		if c, ok := m.budget.CostUnits[k]; ok {
			return c
		}
	}
	return 0
}
