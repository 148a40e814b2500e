// Package decision implements the optional, bounded decision stages of
// DECISIONS.md §3 on the plan.Stage seam: semantic candidate recall, the
// capability and operation fit gates, endpoint disambiguation and the final
// policy-governed candidate decision (plus the recall_on_empty catalog
// expansion).
//
// Every stage asks its backend through decide.Choose, so a backend only ever
// picks among the option IDs it was offered; option IDs map back to routes the
// planner itself produced, so no answer can introduce an unregistered route.
// The pre-selection stages ignore the decision policy and fail open; the final
// decision follows decide.Policy.
package decision

import (
	"context"
	"errors"
	"fmt"
	"strconv"
	"strings"

	"github.com/schemarouter/schemarouter/catalog"
	"github.com/schemarouter/schemarouter/decide"
	"github.com/schemarouter/schemarouter/plan"
)

// DefaultRecallLimit is the default candidate_recall_limit (§3.1).
const DefaultRecallLimit = 4

// ---------------------------------------------------------------------------
// Option texts

// nonIdentifierFields lists each non-identifier output field's semantic_id, or
// its name when it has none, in declaration order.
func nonIdentifierFields(ep *catalog.EndpointSpec) []string {
	var out []string
	for i := range ep.OutputFields {
		f := &ep.OutputFields[i]
		if f.Identifier {
			continue
		}
		if s := strings.TrimSpace(f.SemanticID); s != "" {
			out = append(out, s)
		} else {
			out = append(out, f.Name)
		}
	}
	return out
}

// lines joins the trimmed, non-empty parts with "\n".
func lines(parts ...string) string {
	var keep []string
	for _, p := range parts {
		if p = strings.TrimSpace(p); p != "" {
			keep = append(keep, p)
		}
	}
	return strings.Join(keep, "\n")
}

func fieldsLine(ep *catalog.EndpointSpec) string {
	if fs := nonIdentifierFields(ep); len(fs) > 0 {
		return "Fields: " + strings.Join(fs, ", ")
	}
	return ""
}

// routeDescription is the §3.1/§3.2 text: tool description, endpoint
// description, then the Fields line.
func routeDescription(c *plan.Candidate) string {
	return lines(c.Tool().Description, c.Endpoint().Description, fieldsLine(c.Endpoint()))
}

// operationDescription is the §3.3 text: the humanized operation name, each
// operation alias, then the endpoint description — never the tool description,
// tool name or field labels.
func operationDescription(ep *catalog.EndpointSpec) string {
	parts := []string{strings.NewReplacer("_", " ", "-", " ").Replace(ep.Name)}
	parts = append(parts, ep.OperationAliases...)
	parts = append(parts, ep.Description)
	return lines(parts...)
}

// siblingDescription is the §3.4 text: endpoint description, operation class,
// Fields line.
func siblingDescription(ep *catalog.EndpointSpec) string {
	return lines(ep.Description, "Operation class: "+ep.OperationClass(), fieldsLine(ep))
}

func optionID(prefix string, i int) string { return prefix + ":" + strconv.Itoa(i) }

// indexOf maps an option ID "prefix:i" back to i. Choose has already checked
// that the ID was offered, so a failure here is a programming error; it is
// still handled as "not found".
func indexOf(prefix, id string, n int) (int, bool) {
	s, ok := strings.CutPrefix(id, prefix+":")
	if !ok {
		return 0, false
	}
	i, err := strconv.Atoi(s)
	if err != nil || i < 0 || i >= n || strconv.Itoa(i) != s {
		return 0, false
	}
	return i, true
}

// ---------------------------------------------------------------------------
// Catalog expansion (recall_on_empty)

// CatalogExpansion is the recall_on_empty expansion of §3 step 1, in the augment
// slot: when lexical recall found nothing and the policy enables
// candidate_recall_on_empty, the candidates become every available route at
// score 0, for the final decision (and the gates before it) to judge. It must not
// be combined with SemanticRecall: with a recall backend the planner never
// exposes the whole catalog (Stages enforces this). It must run first in the
// augment slot.
type CatalogExpansion struct {
	Policy decide.Policy
}

// Slot is plan.SlotAugment.
func (CatalogExpansion) Slot() plan.Slot { return plan.SlotAugment }

// Run expands an empty candidate list.
func (s CatalogExpansion) Run(_ context.Context, st *plan.State) error {
	if len(st.Candidates) == 0 && s.Policy.CandidateRecallOnEmptyEnabled() {
		st.Candidates = st.CatalogExpansion()
	}
	return nil
}

// ---------------------------------------------------------------------------
// Semantic candidate recall (§3.1)

// SemanticRecall offers every available route to its backend and appends the
// chosen routes that lexical recall missed (augment mode). It fails open.
type SemanticRecall struct {
	Backend decide.Backend
	// Limit is candidate_recall_limit; 0 means DefaultRecallLimit. A negative
	// limit is an error.
	Limit int
}

// Slot is plan.SlotAugment.
func (SemanticRecall) Slot() plan.Slot { return plan.SlotAugment }

// Run asks the backend and merges its choice.
func (s SemanticRecall) Run(ctx context.Context, st *plan.State) error {
	if s.Backend == nil {
		return nil
	}
	limit := s.Limit
	if limit == 0 {
		limit = DefaultRecallLimit
	}
	if limit < 0 {
		return &plan.PlanningError{Message: fmt.Sprintf("candidate_recall_limit must be an integer >= 1, got %d", s.Limit)}
	}
	var catalogCands []*plan.Candidate
	for _, id := range st.Routes() {
		if c, ok := st.CandidateFor(id); ok {
			catalogCands = append(catalogCands, c)
		}
	}
	if len(catalogCands) == 0 {
		return nil
	}
	opts := make([]decide.Option, len(catalogCands))
	for i, c := range catalogCands {
		opts[i] = decide.Option{
			ID:          optionID("recall", i),
			Label:       c.RouteID(),
			Description: routeDescription(c),
			Metadata:    map[string]any{"schema_score": c.Score},
		}
	}
	res, err := decide.Choose(ctx, s.Backend, decide.Request{
		Query:         st.Request.Query,
		Options:       opts,
		MaxSelections: min(limit, len(opts)),
		Context:       map[string]any{"surface": string(decide.SurfaceSemanticRecall)},
	})
	if err != nil {
		if ctxDone(ctx) {
			return err
		}
		st.Warn("semantic candidate recall fallback: " + decide.ErrorType(err) + "; retained lexical candidates")
		return nil
	}
	if res.NoSelection() {
		st.Warn("semantic candidate recall abstained")
		return nil
	}
	present := make(map[string]bool, len(st.Candidates))
	for _, c := range st.Candidates {
		present[c.RouteID()] = true
	}
	added := 0
	for _, sel := range res.Selections {
		i, ok := indexOf("recall", sel.OptionID, len(catalogCands))
		if !ok {
			continue
		}
		c := catalogCands[i]
		if present[c.RouteID()] {
			continue
		}
		present[c.RouteID()] = true
		c.Selection = plan.SelectionSemanticRecall
		st.Candidates = append(st.Candidates, c)
		added++
	}
	st.Warn(fmt.Sprintf("semantic candidate recall added %d candidate(s)", added))
	return nil
}

// ctxDone reports whether the planning context has ended: a cancelled request
// aborts planning rather than degrading into a fallback warning.
func ctxDone(ctx context.Context) bool { return ctx.Err() != nil }

// ---------------------------------------------------------------------------
// Capability fit (§3.2)

// CapabilityFit is a gate over every candidate: an abstention suppresses all
// candidates; a selection keeps them unchanged; an error keeps them.
type CapabilityFit struct {
	Backend decide.Backend
}

// Slot is plan.SlotCapabilityFit.
func (CapabilityFit) Slot() plan.Slot { return plan.SlotCapabilityFit }

// Run asks the gate.
func (s CapabilityFit) Run(ctx context.Context, st *plan.State) error {
	if s.Backend == nil || len(st.Candidates) == 0 {
		return nil
	}
	opts := make([]decide.Option, len(st.Candidates))
	for i, c := range st.Candidates {
		opts[i] = decide.Option{
			ID:          optionID("fit", i),
			Label:       c.RouteID(),
			Description: routeDescription(c),
			Metadata:    map[string]any{"schema_score": c.Score},
		}
	}
	return gate(ctx, st, s.Backend, "capability fit", opts, map[string]any{"surface": string(decide.SurfaceCapabilityFit)})
}

// gate runs a fit gate (§2.1): an error keeps the candidates with a warning, an
// abstention suppresses every candidate, a selection keeps them unchanged. name
// begins each warning ("capability fit", "operation capability fit").
func gate(ctx context.Context, st *plan.State, b decide.Backend, name string, opts []decide.Option, reqContext map[string]any) error {
	res, err := decide.Choose(ctx, b, decide.Request{Query: st.Request.Query, Options: opts, MaxSelections: 1, Context: reqContext})
	switch {
	case err != nil:
		if ctxDone(ctx) {
			return err
		}
		st.Warn(name + " fallback: " + decide.ErrorType(err) + "; retained authorized candidates")
	case res.NoSelection():
		st.Candidates = nil
		st.Warn(name + " gate abstained; suppressed candidate routes")
	default:
		st.Warn(name + " gate accepted via " + res.Selections[0].OptionID)
	}
	return nil
}

// ---------------------------------------------------------------------------
// Operation fit (§3.3, reference version)

// OperationFit is a gate over the leading tool's candidate endpoints, judged by
// operation text only (no tool description or field labels), for single-call
// plans. An abstention suppresses every candidate, other tools' included.
type OperationFit struct {
	Backend decide.Backend
}

// Slot is plan.SlotOperationFit.
func (OperationFit) Slot() plan.Slot { return plan.SlotOperationFit }

// Run asks the gate.
func (s OperationFit) Run(ctx context.Context, st *plan.State) error {
	if s.Backend == nil || len(st.Candidates) == 0 || st.Request.EffectiveMaxCalls() > 1 {
		return nil
	}
	tool := st.Candidates[0].ToolKey()
	var opts []decide.Option
	for _, c := range st.Candidates {
		if c.ToolKey() != tool {
			continue
		}
		opts = append(opts, decide.Option{
			ID:          optionID("operation", len(opts)),
			Label:       c.Endpoint().Name,
			Description: operationDescription(c.Endpoint()),
			Metadata:    map[string]any{"tool": tool},
		})
	}
	return gate(ctx, st, s.Backend, "operation capability fit", opts,
		map[string]any{"surface": string(decide.SurfaceOperationFit), "tool": tool})
}

// ---------------------------------------------------------------------------
// Endpoint disambiguation (§3.4)

// Disambiguate chooses among the leading tool's candidate endpoints for
// single-call plans and moves the chosen one to the front. It cannot switch
// tools or add or remove candidates; it fails open.
type Disambiguate struct {
	Backend decide.Backend
}

// Slot is plan.SlotDisambiguate.
func (Disambiguate) Slot() plan.Slot { return plan.SlotDisambiguate }

// Run asks the backend.
func (s Disambiguate) Run(ctx context.Context, st *plan.State) error {
	if s.Backend == nil || len(st.Candidates) < 2 || st.Request.EffectiveMaxCalls() > 1 {
		return nil
	}
	tool := st.Candidates[0].ToolKey()
	var global []int
	var opts []decide.Option
	for gi, c := range st.Candidates {
		if c.ToolKey() != tool {
			continue
		}
		opts = append(opts, decide.Option{
			ID:          optionID("endpoint", len(opts)),
			Label:       c.RouteID(),
			Description: siblingDescription(c.Endpoint()),
			Metadata:    map[string]any{"candidate_index": gi},
		})
		global = append(global, gi)
	}
	if len(opts) < 2 {
		return nil
	}
	res, err := decide.Choose(ctx, s.Backend, decide.Request{
		Query:         st.Request.Query,
		Options:       opts,
		MaxSelections: 1,
		Context:       map[string]any{"surface": string(decide.SurfaceEndpointDisambiguation), "tool": tool},
	})
	if err != nil {
		if ctxDone(ctx) {
			return err
		}
		st.Warn("endpoint disambiguation fallback: " + decide.ErrorType(err) + "; retained candidate order")
		return nil
	}
	if res.NoSelection() {
		st.Warn("endpoint disambiguation abstained; retained candidate order")
		return nil
	}
	id := res.Selections[0].OptionID
	li, ok := indexOf("endpoint", id, len(global))
	if !ok {
		return nil
	}
	gi := global[li]
	chosen := st.Candidates[gi]
	chosen.Selection = plan.SelectionEndpointDisambiguation
	reordered := make([]*plan.Candidate, 0, len(st.Candidates))
	reordered = append(reordered, chosen)
	for i, c := range st.Candidates {
		if i != gi {
			reordered = append(reordered, c)
		}
	}
	st.Candidates = reordered
	st.Warn("endpoint disambiguation selected " + id + " within " + tool)
	return nil
}

// ---------------------------------------------------------------------------
// Final bounded decision (§3.5)

// FinalDecision is the policy-governed final candidate choice. It runs only when
// Policy.CandidateSelectionEnabled(); a backend without an enabled policy is
// never consulted.
type FinalDecision struct {
	Backend decide.Backend
	Policy  decide.Policy
}

// Slot is plan.SlotDecide.
func (FinalDecision) Slot() plan.Slot { return plan.SlotDecide }

// recallExpanded: every candidate has score <= 0 and none came from semantic
// recall — the recall_on_empty catalog expansion happened.
func recallExpanded(cands []*plan.Candidate) bool {
	for _, c := range cands {
		if c.Score > 0 || c.Selection == plan.SelectionSemanticRecall {
			return false
		}
	}
	return len(cands) > 0
}

// Run asks the backend and applies the policy's outcome.
func (s FinalDecision) Run(ctx context.Context, st *plan.State) error {
	if s.Backend == nil || len(st.Candidates) == 0 || !s.Policy.Runs(decide.SurfaceFinalDecision) {
		return nil
	}
	cands := st.Candidates
	expanded := recallExpanded(cands)
	opts := make([]decide.Option, len(cands))
	for i, c := range cands {
		opts[i] = decide.Option{
			ID:          optionID("candidate", i),
			Label:       c.RouteID(),
			Description: strings.TrimSpace(c.Endpoint().Description),
			Metadata:    map[string]any{"schema_score": c.Score},
		}
	}
	maxCalls := st.Request.EffectiveMaxCalls()
	res, err := decide.Choose(ctx, s.Backend, decide.Request{
		Query:         st.Request.Query,
		Options:       opts,
		MaxSelections: max(1, min(maxCalls, len(opts))),
	})
	if err != nil {
		if ctxDone(ctx) {
			return err
		}
		switch s.Policy.OnError(decide.SurfaceFinalDecision, expanded) {
		case decide.Fail:
			return planningError(err)
		case decide.NoRoute:
			st.Candidates = nil
			st.Warn("decision backend fallback after empty lexical recall: " + decide.ErrorType(err) + "; no deterministic candidate available")
		default:
			st.Warn("decision backend fallback: " + decide.ErrorType(err))
		}
		return nil
	}
	if res.NoSelection() {
		mode := s.Policy.CandidateAbstentionMode()
		switch s.Policy.OnAbstain(decide.SurfaceFinalDecision, expanded) {
		case decide.Fail:
			return &plan.PlanningError{Message: "decision backend abstained"}
		case decide.NoRoute:
			st.Candidates = nil
			switch {
			case mode == decide.AbstainNoRoute && expanded:
				st.Warn("decision backend abstained after empty lexical recall; suppressed candidate route")
			case mode == decide.AbstainNoRoute:
				st.Warn("decision backend abstained; suppressed candidate route")
			default:
				st.Warn("decision backend abstained after empty lexical recall; no deterministic candidate available")
			}
		default:
			st.Warn("decision backend abstained; used deterministic ranking")
		}
		return nil
	}
	source := plan.SelectionDecisionBackend
	if expanded {
		source = plan.SelectionDecisionRecall
	}
	taken := make([]bool, len(cands))
	var out []*plan.Candidate
	for _, sel := range res.Selections {
		i, ok := indexOf("candidate", sel.OptionID, len(cands))
		if !ok || taken[i] {
			continue
		}
		taken[i] = true
		cands[i].Selection = source
		out = append(out, cands[i])
	}
	if expanded {
		st.Warn("decision backend expanded an empty lexical candidate set to the registered catalog")
	} else if maxCalls > 1 {
		for i, c := range cands {
			if !taken[i] {
				out = append(out, c)
			}
		}
		st.Warn("decision backend prioritized candidates; retained deterministic candidate recall for multi-call field coverage")
	}
	st.Candidates = out
	return nil
}

// planningError is the error a fallback=error policy returns: an invalid answer
// (unknown, duplicate or too many option IDs, a bad score) becomes a
// *plan.PlanningError with the contract's message ("decision backend returned
// unknown option IDs: ..."); a provider's own error propagates unchanged.
func planningError(err error) error {
	var de *decide.Error
	if errors.As(err, &de) && errors.Is(err, decide.ErrInvalidResult) {
		return &plan.PlanningError{Message: de.Message}
	}
	return err
}

// compile-time checks
var (
	_ plan.Stage = CatalogExpansion{}
	_ plan.Stage = SemanticRecall{}
	_ plan.Stage = CapabilityFit{}
	_ plan.Stage = OperationFit{}
	_ plan.Stage = Disambiguate{}
	_ plan.Stage = FinalDecision{}
)
