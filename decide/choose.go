package decide

import (
	"context"
	"maps"
	"runtime/debug"
	"slices"
)

// Backend is the narrow driver interface every decision backend implements.
//
// Choose guarantees, before Decide runs: req passed Request.Validate; req.Options
// is a fresh copy (mutating it affects nobody); req.MaxSelections is at least 1
// (Limit() already applied); Option.Metadata is nil unless the backend is a
// MetadataReader that asks for it; req.Context is a shallow copy.
//
// Decide answers within the offered options or abstains. It need not re-validate
// its answer: Choose does that before anyone sees it. It should honour ctx;
// Choose returns when ctx ends even if Decide does not.
type Backend interface {
	Decide(ctx context.Context, req Request) (Result, error)
}

// MetadataReader is implemented by backends that are trusted in-process code and
// may read Option.Metadata (§1.1, §3.9): a Callable, or an Embedding or Pairwise
// backend with a custom OptionText hook. Choose strips metadata from every other
// backend's request.
type MetadataReader interface {
	ReadsOptionMetadata() bool
}

// Choose asks b to decide req and returns only a validated answer (§1.6).
//
// It validates req (an *Error of kind ErrInvalidRequest), hands b a copy (see
// Backend for what the copy guarantees), turns a panic in b into a *PanicError,
// returns b's own error unchanged, and re-validates the answer with Validate (an
// *Error of kind ErrInvalidResult). The returned Result is a copy of the
// validated answer, so a backend that keeps and later mutates its slices cannot
// change it. If ctx ends before b answers, Choose returns ctx's error at once;
// b keeps running in its goroutine until it returns, and its late answer is
// discarded.
func Choose(ctx context.Context, b Backend, req Request) (Result, error) {
	if b == nil {
		return Result{}, configError("no decision backend is configured")
	}
	offered, err := req.optionIndex()
	if err != nil {
		return Result{}, err
	}
	if err := context.Cause(ctx); err != nil {
		return Result{}, err
	}
	sent := req.forBackend(readsMetadata(b))

	var res Result
	if ctx.Done() == nil {
		res, err = call(ctx, b, sent)
	} else {
		res, err = callUntilDone(ctx, b, sent)
	}
	if err != nil {
		return Result{}, err
	}
	res = res.clone()
	if err := validateAgainst(offered, req.Limit(), res); err != nil {
		return Result{}, err
	}
	return res, nil
}

func readsMetadata(b Backend) bool {
	m, ok := b.(MetadataReader)
	return ok && m.ReadsOptionMetadata()
}

// forBackend returns the copy of r that Choose hands a backend.
func (r Request) forBackend(withMetadata bool) Request {
	out := Request{
		Query:         r.Query,
		Options:       slices.Clone(r.Options),
		MaxSelections: r.Limit(),
		Context:       maps.Clone(r.Context),
	}
	for i := range out.Options {
		if withMetadata {
			out.Options[i].Metadata = maps.Clone(out.Options[i].Metadata)
		} else {
			out.Options[i].Metadata = nil
		}
	}
	return out
}

// call runs b.Decide, turning a panic into a *PanicError.
func call(ctx context.Context, b Backend, req Request) (res Result, err error) {
	defer func() {
		if v := recover(); v != nil {
			res, err = Result{}, &PanicError{Value: v, Stack: debug.Stack()}
		}
	}()
	return b.Decide(ctx, req)
}

type answer struct {
	res Result
	err error
}

// callUntilDone runs call in a goroutine and stops waiting when ctx ends.
func callUntilDone(ctx context.Context, b Backend, req Request) (Result, error) {
	done := make(chan answer, 1) // buffered: a late answer never blocks the goroutine
	go func() {
		res, err := call(ctx, b, req)
		done <- answer{res, err}
	}()
	select {
	case a := <-done:
		return a.res, a.err
	case <-ctx.Done():
		return Result{}, context.Cause(ctx)
	}
}

// clone copies the parts of r a backend could still hold a reference to.
func (r Result) clone() Result {
	out := Result{
		Selections: slices.Clone(r.Selections),
		Abstained:  r.Abstained,
		Metadata:   maps.Clone(r.Metadata),
		Evidence:   slices.Clone(r.Evidence),
	}
	for i, s := range out.Selections {
		if s.Score != nil {
			out.Selections[i].Score = Float(*s.Score)
		}
	}
	for i, e := range out.Evidence {
		if e.Score != nil {
			out.Evidence[i].Score = Float(*e.Score)
		}
		out.Evidence[i].Metadata = maps.Clone(e.Metadata)
	}
	return out
}
