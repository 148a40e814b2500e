package decide_test

import (
	"context"
	"errors"
	"fmt"
	"math"
	"math/rand/v2"
	"strings"
	"testing"
	"time"

	"github.com/schemarouter/schemarouter/decide"
)

// recorder is a backend that records the request it was given.
type recorder struct{ got decide.Request }

func (r *recorder) Decide(_ context.Context, req decide.Request) (decide.Result, error) {
	r.got = req
	return decide.Result{Abstained: true}, nil
}

func TestChooseStripsOptionMetadataFromUntrustedBackends(t *testing.T) {
	req := r1()
	var rec recorder
	if _, err := decide.Choose(context.Background(), &rec, req); err != nil {
		t.Fatal(err)
	}
	for _, o := range rec.got.Options {
		if o.Metadata != nil {
			t.Fatalf("option %s reached the backend with metadata %v", o.ID, o.Metadata)
		}
	}
	if rec.got.MaxSelections != 1 {
		t.Fatalf("backend saw max_selections %d, want the default 1 applied", rec.got.MaxSelections)
	}
	if req.Options[0].Metadata["private_note"] != "do-not-forward" {
		t.Fatal("Choose changed the caller's request")
	}
}

func TestChooseGivesTrustedCallablesMetadataCopies(t *testing.T) {
	req := r1()
	backend := decide.Callable(func(_ context.Context, got decide.Request) (decide.Result, error) {
		if got.Options[0].Metadata["private_note"] != "do-not-forward" {
			t.Errorf("a Callable is trusted in-process code and should see metadata, got %v", got.Options[0].Metadata)
		}
		got.Options[0].Metadata["private_note"] = "changed"
		got.Options[1].ID = "changed"
		got.Context["surface"] = "changed"
		return decide.Result{Selections: []decide.Selection{sel("candidate:0")}}, nil
	})
	req.Context = map[string]any{"surface": "capability_fit"}
	if _, err := decide.Choose(context.Background(), backend, req); err != nil {
		t.Fatal(err)
	}
	if req.Options[0].Metadata["private_note"] != "do-not-forward" || req.Options[1].ID != "candidate:1" || req.Context["surface"] != "capability_fit" {
		t.Fatalf("a backend changed the caller's request: %+v", req)
	}
}

func TestChooseValidatesAgainstTheCallersRequestNotTheBackendsCopy(t *testing.T) {
	backend := decide.Callable(func(_ context.Context, got decide.Request) (decide.Result, error) {
		got.Options[0].ID = "injected"
		return decide.Result{Selections: []decide.Selection{sel("injected")}}, nil
	})
	_, err := decide.Choose(context.Background(), backend, r1())
	wantErr(t, err, "unknown option IDs: injected")
}

func TestChooseReturnsACopyTheBackendCannotChangeLater(t *testing.T) {
	kept := decide.Result{
		Selections: []decide.Selection{sel("candidate:0", 0.5)},
		Metadata:   map[string]any{"provider": "test"},
	}
	res, err := decide.Choose(context.Background(), answer(kept), r1())
	if err != nil {
		t.Fatal(err)
	}
	kept.Selections[0].OptionID = "evil"
	*kept.Selections[0].Score = math.NaN()
	kept.Metadata["provider"] = "evil"
	if err := decide.Validate(r1(), res); err != nil || res.Metadata["provider"] != "test" || *res.Selections[0].Score != 0.5 {
		t.Fatalf("the returned result changed with the backend's copy: %+v (%v)", res, err)
	}
}

type RuntimeError struct{}

func (RuntimeError) Error() string { return "provider exploded" }

func TestChooseErrors(t *testing.T) {
	ctx := context.Background()
	t.Run("a backend error is returned unchanged", func(t *testing.T) {
		_, err := decide.Choose(ctx, decide.Callable(func(context.Context, decide.Request) (decide.Result, error) {
			return decide.Result{}, RuntimeError{}
		}), r1())
		if !errors.As(err, new(RuntimeError)) || decide.ErrorType(err) != "RuntimeError" {
			t.Fatalf("got %v (%s)", err, decide.ErrorType(err))
		}
	})
	t.Run("a panic becomes a PanicError", func(t *testing.T) {
		_, err := decide.Choose(ctx, decide.Callable(func(context.Context, decide.Request) (decide.Result, error) {
			panic("boom")
		}), r1())
		var p *decide.PanicError
		if !errors.As(err, &p) || p.Value != "boom" || len(p.Stack) == 0 {
			t.Fatalf("got %v", err)
		}
	})
	t.Run("a panic under a deadline becomes a PanicError", func(t *testing.T) {
		ctx, cancel := context.WithTimeout(ctx, time.Minute)
		defer cancel()
		_, err := decide.Choose(ctx, decide.Callable(func(context.Context, decide.Request) (decide.Result, error) {
			panic(RuntimeError{})
		}), r1())
		if !errors.As(err, new(*decide.PanicError)) || !errors.As(err, new(RuntimeError)) {
			t.Fatalf("got %v", err)
		}
	})
	t.Run("a nil backend is a configuration error", func(t *testing.T) {
		_, err := decide.Choose(ctx, nil, r1())
		wantKind(t, err, decide.ErrInvalidConfig)
	})
	t.Run("an ended context stops before the backend is called", func(t *testing.T) {
		ctx, cancel := context.WithCancel(ctx)
		cancel()
		var rec recorder
		_, err := decide.Choose(ctx, &rec, r1())
		if !errors.Is(err, context.Canceled) || rec.got.Options != nil {
			t.Fatalf("got %v; backend called: %v", err, rec.got.Options != nil)
		}
	})
}

// The Go form of the reference's async-only errors: a backend that never
// answers cannot hold planning past the caller's deadline.
func TestChooseReturnsAtTheDeadlineWhenTheBackendNeverAnswers(t *testing.T) {
	release := make(chan struct{})
	defer close(release)
	stuck := decide.Callable(func(context.Context, decide.Request) (decide.Result, error) {
		<-release // ignores ctx on purpose
		return decide.Result{Selections: []decide.Selection{sel("candidate:0")}}, nil
	})
	ctx, cancel := context.WithTimeout(context.Background(), 50*time.Millisecond)
	defer cancel()
	start := time.Now()
	_, err := decide.Choose(ctx, stuck, r1())
	if elapsed := time.Since(start); elapsed > 2*time.Second {
		t.Fatalf("Choose returned after %v", elapsed)
	}
	if !errors.Is(err, context.DeadlineExceeded) || decide.ErrorType(err) != "DeadlineExceeded" {
		t.Fatalf("got %v", err)
	}
}

func TestErrorType(t *testing.T) {
	for _, tc := range []struct {
		err  error
		want string
	}{
		{nil, ""},
		{RuntimeError{}, "RuntimeError"},
		{fmt.Errorf("wrapped: %w", RuntimeError{}), "RuntimeError"},
		{errors.New("plain"), "Error"},
		{fmt.Errorf("plain %d", 1), "Error"},
		{&decide.Error{Kind: decide.ErrInvalidResult, Message: "x"}, "PlanningError"},
		{fmt.Errorf("ctx: %w", context.DeadlineExceeded), "DeadlineExceeded"},
		{context.Canceled, "Canceled"},
		{&decide.PanicError{Value: "boom"}, "PanicError"},
	} {
		if got := decide.ErrorType(tc.err); got != tc.want {
			t.Errorf("ErrorType(%v) = %q, want %q", tc.err, got, tc.want)
		}
	}
}

// Property: whatever a backend answers — random IDs, duplicates, NaN, huge
// lists, abstentions with selections, evidence about ghosts — Choose either
// returns an error or an answer that satisfies every contract invariant.
func TestChooseNeverReturnsAnUnvalidatedAnswer(t *testing.T) {
	rng := rand.New(rand.NewPCG(2026, 60))
	scores := []float64{0, 1, 0.5, math.Copysign(0, -1), math.NaN(), math.Inf(1), math.Inf(-1), -0.1, 1.1, 1e-300, math.MaxFloat64}
	var accepted, rejected int
	for iter := range 3000 {
		n := 1 + rng.IntN(5)
		req := decide.Request{Query: "q", MaxSelections: 1 + rng.IntN(n)}
		for i := range n {
			req.Options = append(req.Options, decide.Option{ID: fmt.Sprintf("o%d", i)})
		}
		randomID := func() string {
			switch rng.IntN(6) {
			case 0:
				return ""
			case 1:
				return "evil"
			case 2:
				return strings.Repeat("x", rng.IntN(3)) + "\u202e"
			}
			return fmt.Sprintf("o%d", rng.IntN(n+1)) // o<n> is one past the end
		}
		count := rng.IntN(n + 3)
		if rng.IntN(100) == 0 {
			count = 20000
		}
		var res decide.Result
		res.Abstained = rng.IntN(4) == 0
		for range count {
			s := decide.Selection{OptionID: randomID()}
			if rng.IntN(3) > 0 {
				s.Score = decide.Float(scores[rng.IntN(len(scores))])
			}
			res.Selections = append(res.Selections, s)
		}
		for range rng.IntN(3) {
			res.Evidence = append(res.Evidence, decide.Evidence{
				Kind: []string{"", "k"}[rng.IntN(2)], State: []decide.EvidenceState{"match", "no_match", "unknown", "bogus"}[rng.IntN(4)],
				OptionID: randomID(), Score: decide.Float(scores[rng.IntN(len(scores))]),
			})
		}
		got, err := decide.Choose(context.Background(), answer(res), req)
		if err != nil {
			rejected++
			if got.Selections != nil || got.Abstained || got.Evidence != nil {
				t.Fatalf("iteration %d: an error came with a result %+v", iter, got)
			}
			continue
		}
		accepted++
		checkInvariants(t, iter, req, got)
	}
	if accepted < 100 || rejected < 100 {
		t.Fatalf("property test is not exercising both sides: %d accepted, %d rejected", accepted, rejected)
	}
}

func checkInvariants(t *testing.T, iter int, req decide.Request, res decide.Result) {
	t.Helper()
	offered := map[string]bool{}
	for _, o := range req.Options {
		offered[o.ID] = true
	}
	if len(res.Selections) > req.Limit() {
		t.Fatalf("iteration %d: %d selections over limit %d", iter, len(res.Selections), req.Limit())
	}
	if res.Abstained && len(res.Selections) > 0 {
		t.Fatalf("iteration %d: abstained with selections", iter)
	}
	seen := map[string]bool{}
	for _, s := range res.Selections {
		if !offered[s.OptionID] || seen[s.OptionID] {
			t.Fatalf("iteration %d: selection %q unknown or repeated", iter, s.OptionID)
		}
		seen[s.OptionID] = true
		if s.Score != nil && !(*s.Score >= 0 && *s.Score <= 1) {
			t.Fatalf("iteration %d: score %v", iter, *s.Score)
		}
	}
	for _, e := range res.Evidence {
		if !offered[e.OptionID] || e.Kind == "" || (e.State != "match" && e.State != "no_match" && e.State != "unknown") {
			t.Fatalf("iteration %d: evidence %+v", iter, e)
		}
		if e.Score != nil && (math.IsNaN(*e.Score) || math.IsInf(*e.Score, 0)) {
			t.Fatalf("iteration %d: evidence score %v", iter, *e.Score)
		}
	}
}
