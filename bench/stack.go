package bench

import (
	"fmt"
	"slices"
	"strings"
	"sync"

	"github.com/schemarouter/schemarouter/catalog"
	"github.com/schemarouter/schemarouter/plan"
)

// DeterministicStack is the name of the built-in stack: the planner with no decision
// stages (plan.Options{}).
const DeterministicStack = "deterministic"

// Stack is a named planner configuration under test.
type Stack struct {
	Name    string
	Options plan.Options
}

// StackFactory builds a stack's planner options for a registry (decision backends may
// need the catalog to build their indexes).
type StackFactory func(reg catalog.Registry) (plan.Options, error)

var (
	stacksMu sync.RWMutex
	stacks   = map[string]StackFactory{
		DeterministicStack: func(catalog.Registry) (plan.Options, error) { return plan.Options{}, nil },
	}
)

// RegisterStack makes a stack available by name, typically from an init function of the
// package providing its decision stages. It panics when name is blank or already
// registered, or f is nil, as these are programming errors.
func RegisterStack(name string, f StackFactory) {
	if strings.TrimSpace(name) == "" || f == nil {
		panic("bench: RegisterStack needs a name and a factory")
	}
	stacksMu.Lock()
	defer stacksMu.Unlock()
	if _, dup := stacks[name]; dup {
		panic(fmt.Sprintf("bench: stack %q registered twice", name))
	}
	stacks[name] = f
}

// Stacks lists the registered stack names, sorted.
func Stacks() []string {
	stacksMu.RLock()
	defer stacksMu.RUnlock()
	out := make([]string, 0, len(stacks))
	for name := range stacks {
		out = append(out, name)
	}
	slices.Sort(out)
	return out
}

// UnknownStackError is returned by NewStack for a name no stack is registered under.
type UnknownStackError struct {
	Name  string
	Known []string
}

func (e *UnknownStackError) Error() string {
	return fmt.Sprintf("unknown stack %q (known stacks: %s)", e.Name, strings.Join(e.Known, ", "))
}

// NewStack builds the stack registered under name for reg. An unknown name is an
// *UnknownStackError listing the known stacks.
func NewStack(name string, reg catalog.Registry) (Stack, error) {
	stacksMu.RLock()
	f, ok := stacks[name]
	stacksMu.RUnlock()
	if !ok {
		f, ok = decisionStack(name)
	}
	if !ok {
		return Stack{}, &UnknownStackError{Name: name, Known: Stacks()}
	}
	opts, err := f(reg)
	if err != nil {
		return Stack{}, fmt.Errorf("stack %q: %w", name, err)
	}
	return Stack{Name: name, Options: opts}, nil
}
