package decision

import (
	"context"
	"errors"
	"testing"

	"github.com/schemarouter/schemarouter/decide"
	"github.com/schemarouter/schemarouter/plan"
)

// A cancelled request aborts planning instead of degrading into a fallback
// warning, at every stage.
func TestCancellationDuringABackendCallAbortsPlanning(t *testing.T) {
	var cancel context.CancelFunc
	blocking := decide.Callable(func(ctx context.Context, req decide.Request) (decide.Result, error) {
		cancel()
		<-ctx.Done()
		return decide.Result{}, ctx.Err()
	})
	for _, st := range []plan.Stage{
		SemanticRecall{Backend: blocking}, CapabilityFit{Backend: blocking}, OperationFit{Backend: blocking},
		Disambiguate{Backend: blocking}, FinalDecision{Backend: blocking, Policy: policy()},
	} {
		var ctx context.Context
		ctx, cancel = context.WithCancel(context.Background())
		defer cancel()
		p := newPlanner(t, []plan.Stage{st}, invTools()...)
		if _, err := p.Plan(ctx, plan.Request{Query: "inventory quantity"}); !errors.Is(err, context.Canceled) {
			t.Fatalf("%T: err = %v", st, err)
		}
		cancel()
	}
}
