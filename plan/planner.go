package plan

import (
	"context"
	"fmt"
	"maps"
	"slices"
	"strings"
	"sync"
	"sync/atomic"
	"time"
	"unicode"
	"unicode/utf8"

	"github.com/schemarouter/schemarouter/catalog"
	"github.com/schemarouter/schemarouter/internal/lexicon"
	"github.com/schemarouter/schemarouter/internal/text"
)

// Source supplies registry snapshots; catalog.Registry implementations satisfy it.
type Source interface {
	Snapshot() *catalog.Snapshot
}

// Options configure a Planner. The zero value is the deterministic planner.
type Options struct {
	// Available, when set, hides the routes for which it returns false (for example,
	// access paths in cooldown or without a ready binding).
	Available func(toolKey, endpoint string) bool
	// Exhaustive scores every endpoint instead of consulting the inverted index. Plans
	// are identical either way; it exists for verification and benchmarks.
	Exhaustive bool
	// Stages are optional decision stages. They run in the fixed slot order of
	// DECISIONS.md §3 (augment, capability fit, operation fit, disambiguate, decide);
	// stages sharing a slot run in the order given.
	Stages []Stage
	// FieldSelection and EvidenceSufficiency are optional per-call stages (DECISIONS.md
	// §3.6, §3.7); nil keeps the deterministic projection and local evidence check.
	FieldSelection      FieldStage
	EvidenceSufficiency EvidenceStage
	// Analyzer, when set, proposes the request's intent before planning (DECISIONS.md
	// §4.6); nil is the keyword analyzer.
	Analyzer Analyzer
	// Now dates requests: a year before its year asks about the past, a later one the
	// future ("closing prices for October 2022"). Nil is time.Now.
	Now func() time.Time
}

// Planner compiles requests into plans against a registry. It is safe for concurrent
// use; each plan reads one registry snapshot, so it never sees a torn catalog.
type Planner struct {
	source Source
	opts   Options

	mu    sync.Mutex // serializes index builds
	index atomic.Pointer[index]

	// Instrumentation for tests: endpoints scored and indexes built.
	scored atomic.Int64
	builds atomic.Int64
}

// New returns a planner over source.
func New(source Source, opts Options) *Planner {
	return &Planner{source: source, opts: opts}
}

func (p *Planner) now() time.Time {
	if p.opts.Now != nil {
		return p.opts.Now()
	}
	return time.Now()
}

// indexFor returns the index of a snapshot, building it once per registry version.
func (p *Planner) indexFor(snap *catalog.Snapshot) *index {
	if ix := p.index.Load(); ix != nil && ix.snap == snap {
		return ix
	}
	p.mu.Lock()
	defer p.mu.Unlock()
	if ix := p.index.Load(); ix != nil && ix.snap == snap {
		return ix
	}
	ix := buildIndex(snap)
	p.builds.Add(1)
	// Keep the newest version: a slow reader of an old snapshot must not evict it.
	if cur := p.index.Load(); cur == nil || cur.snap.Version() <= snap.Version() {
		p.index.Store(ix)
	}
	return ix
}

// Plan compiles a request into a plan on the registry's current snapshot.
func (p *Planner) Plan(ctx context.Context, req Request) (*Plan, error) {
	return p.PlanWith(ctx, req, nil)
}

// PlanWith is Plan with an additional availability predicate, as used by execution
// (routes need a ready binding and no cooldown).
func (p *Planner) PlanWith(ctx context.Context, req Request, available func(toolKey, endpoint string) bool) (*Plan, error) {
	if err := ctx.Err(); err != nil {
		return nil, err
	}
	if err := req.Validate(); err != nil {
		return nil, err
	}
	snap := p.source.Snapshot()
	if snap.Len() == 0 {
		return nil, &PlanningError{Message: "cannot plan with an empty registry"}
	}
	if a := p.opts.Analyzer; a != nil {
		s, intent, err := a.Analyze(ctx, p.source, &req, p.availability(available))
		if err != nil {
			return nil, err
		}
		req = intent.apply(req)
		if err := req.Validate(); err != nil {
			return nil, &PlanningError{Message: "query analyzer proposed an invalid request: " + err.Error()}
		}
		if s == nil || s.Len() == 0 {
			return nil, &PlanningError{Message: "cannot plan with an empty registry"}
		}
		snap = s
	}
	ix := p.indexFor(snap)
	if err := checkFieldEvidenceKeys(ix, &req); err != nil {
		return nil, err
	}
	r := newRun(p, ix, &req, available)
	whole, err := r.plan(ctx)
	if err != nil || req.MaxCalls > 1 || len(whole.Calls) == 0 {
		return whole, err
	}
	// A request that asks two things in turn (lexicon.SequenceSplit) is planned for the
	// first when that reaches another endpoint than the whole's reading: "check the
	// weather in Lisbon now and then add a beach day to my calendar" reads the weather.
	// A record of one tool read and then changed stays changed ("Look up user 7731 and
	// then update his language to German"). A plan of several calls keeps the whole's.
	if head, tail, ok := lexicon.SequenceSplit(req.Query); ok && r.asks(head) {
		first := req
		first.Query = head
		hr := newRun(p, ix, &first, available)
		hp, err := hr.plan(ctx)
		if err == nil && len(hp.Calls) > 0 && hp.Calls[0].Endpoint != whole.Calls[0].Endpoint &&
			!(hp.Calls[0].Tool == whole.Calls[0].Tool && r.changesARecord(tail)) {
			hp.Query = req.Query
			return hp, nil
		}
	}
	return whole, nil
}

// asks reports whether the first part of a sequence asks something. A Japanese one must
// name an act or ask a question: "先生の2015年の論文、その後どんな研究に引用されてるのか"
// names a paper, then what followed it ("その後" is "since then").
func (r *run) asks(s string) bool {
	if !strings.ContainsFunc(s, func(c rune) bool { return unicode.In(c, unicode.Hiragana, unicode.Katakana) }) {
		return true
	}
	return strings.ContainsAny(s, "?？") || r.lex != nil && len(r.lex.AnalyzeText(s, text.Tokens(s), text.Norm(s)).Ops) > 0
}

// changesARecord reports whether a text asks to change a record, not to make one: an
// update, an adjusted count.
func (r *run) changesARecord(s string) bool {
	if r.lex == nil {
		return false
	}
	m := r.lex.AnalyzeText(s, text.Tokens(s), text.Norm(s))
	return m.Main != "" && r.lex.Family(m.Main) == "update"
}

// availability combines Options.Available with a per-call predicate; nil means every
// route.
func (p *Planner) availability(extra func(toolKey, endpoint string) bool) func(toolKey, endpoint string) bool {
	base := p.opts.Available
	switch {
	case base == nil:
		return extra
	case extra == nil:
		return base
	}
	return func(tool, endpoint string) bool { return base(tool, endpoint) && extra(tool, endpoint) }
}

func checkFieldEvidenceKeys(ix *index, req *Request) error {
	var unknown []string
	for _, k := range sortedKeys(req.FieldEvidence) {
		if req.FieldEvidence[k].Active() && !ix.semKeys[text.Norm(k)] {
			unknown = append(unknown, k)
		}
	}
	if len(unknown) > 0 {
		return &PlanningError{Message: "unknown field_evidence semantic ID(s): " + strings.Join(unknown, ", ")}
	}
	return nil
}

// run is the state of one planning request.
type run struct {
	planner *Planner
	ix      *index
	// lex is the index's vocabulary, memoized for this request (lexicon.Memoized); nil
	// without a vocabulary.
	lex *lexicon.Lexicon
	req *Request
	q   *query
	// sibTokens are the request's tokens that may name a record (namesSiblingsOwn),
	// worked out on first use.
	sibTokens []string
	// nameOwners are the terms of whatever the request names the name of
	// (lexicon.NameOwnerTerms), found on first use.
	nameOwners []string
	now        time.Time // the clock's reading for this request (Options.Now)
	// available is Options.Available combined with the call's own predicate
	// (Planner.availability); nil means every route.
	available func(toolKey, endpoint string) bool

	ctx             context.Context
	compileWarnings []string
	verdicts
}

// verdicts are the routes the guards dropped, for the plan's warnings. refused lists
// the routes that matched but do not offer the requested operation; unspecific those
// only generic words reached and unrequested the action-only routes of a request that
// names no action (guardEvidence); untimely those whose own text names only other time
// aspects (fitAspects); unanswered those that do not answer the request's question
// words (fitAsks).
type verdicts struct {
	refused, unspecific, unrequested, untimely, unanswered []string
	unnamed                                                []string // asked attributes no candidate names
	unadvised                                              []string // candidates of a request for advice (fitAdvice)
	storied                                                []string // candidates of an ask beside the catalog (fitAskedSentence) or named only by the story around another ask (fitStory)
	unheld                                                 []string // candidates without the identifier the request names (fitIdentifiers)
	toldDone                                               []string // candidates of a request that only tells what the asker did (fitToldDone)
	remarked                                               []string // candidates of a request that vents, asks an opinion or asks why (fitRemark)
	unsettable                                             []string // profile updates of a request that changes no profile field (fitProfileField)
}

// onlyRefusals reports whether no guard but operation fit dropped a route.
func (v verdicts) onlyRefusals() bool {
	return len(v.unspecific)+len(v.unrequested)+len(v.untimely)+len(v.unanswered)+
		len(v.unnamed)+len(v.unadvised)+len(v.unheld) == 0
}

func newRun(p *Planner, ix *index, req *Request, available func(toolKey, endpoint string) bool) *run {
	now := p.now()
	lex := ix.lex
	if lex != nil {
		lex = lex.Memoized() // the request's texts are analyzed many times over
	}
	q := analyze(req, ix, lex, now, true)
	q.substr = ix.substringSet(q, p.opts.Exhaustive)
	return &run{planner: p, ix: ix, lex: lex, req: req, q: q, now: now, available: p.availability(available)}
}

// recall scores the routes that can match and keeps those scoring above zero, sorted.
// The request is read without the clauses it sets aside (lexicon.SetAside); when what
// remains matches no route at all — the set-aside clause named the tool:
// "予定の確認じゃなくて、水曜15時に…を新規登録して", "export 말고 그냥 보여줘", "Nicht den
// Kurs von SAP, sondern den von BMW" — its words are read whole, with the actions it did
// not set aside, unless what remains reads a thing of its own (namesOwnThing).
func (r *run) recall() []*Candidate {
	out := r.recallOnce()
	if r.q.said != r.q.whole && len(out) > 0 && !slices.ContainsFunc(out, func(c *Candidate) bool { return c.guard == "" }) {
		r.keepRetractedTools(out)
		if lent := r.lendSetAsideTools(); lent != nil {
			return lent
		}
	}
	if r.q.said == r.q.whole || len(out) > 0 || !r.verdicts.onlyRefusals() || lexicon.DismissesTopic(r.q.whole) || lexicon.Withdraws(r.q.whole) {
		return out // a topic put aside lends nothing ("論文の話はやめて、ピザを注文して"), nor a request taken back
	}
	if r.q.mainFamily == "" && r.namesOwnThing(r.q.said) {
		// A read, or no act at all, of a thing of its own borrows nothing: "not the
		// weather, I want the lyrics of …", "Nicht die Aktie, sondern ein Rezept für
		// Lasagne" (but "Nicht den Kurs von SAP, sondern den von BMW" names only a name).
		return out
	}
	r.verdicts = verdicts{}
	first := r.q
	r.q = analyze(r.req, r.ix, r.lex, r.now, false)
	// The actions are still those of the request without what it set aside.
	r.q.ops, r.q.writeFamilies, r.q.readOps = first.ops, first.writeFamilies, first.readOps
	second := r.q.mainOp
	r.q.mainFamily, r.q.mainOp, r.q.opTokens, r.q.phraseVerbs = first.mainFamily, first.mainOp, first.opTokens, first.phraseVerbs
	if second != "" && r.lex.Family(second) == "update" && (first.mainOp == "add" || first.mainOp == "remove") && !slices.Contains(first.ops, second) {
		// What is added to or taken off what the set-aside text named changes it: an
		// amount a count ("SKU KR-2201 재고 몇 개 남았어? 아 아니다, 그거 10개 추가해줘"), a
		// value a profile's field ("Im Mitarbeiterprofil … Abteilung Einkauf – …, ach nein,
		// trag einfach gleich Logistik ein").
		r.q.mainOp, r.q.mainFamily = second, r.lex.Family(second)
		r.q.ops = append(slices.Clone(first.ops), second)
		r.q.writeFamilies = maps.Clone(first.writeFamilies)
		r.q.writeFamilies[r.q.mainFamily] = true
	}
	r.q.substr = r.ix.substringSet(r.q, r.planner.opts.Exhaustive)
	return r.recallOnce()
}

// lendSetAsideTools reads the request again with the tools a clause it sets aside first
// names, once what remains reached only guarded candidates: the rest asks of the same
// thing without naming it — "don't book anything, just show my Tuesday", "not the
// forecast — what's it like in Denver right now". What remains must name no thing of
// its own ("don't book anything, just tell me a joke"). It returns nil when the lent
// tools reach nothing unguarded; a retraction keeps its own reading (keepRetractedTools).
func (r *run) lendSetAsideTools() []*Candidate {
	aside, rest, leads := setAsideFirst(r.q.whole, strings.TrimSpace(r.q.said))
	if r.lex == nil || !leads || lexicon.Retracted(r.q.whole) != "" ||
		lexicon.DismissesTopic(r.q.whole) || lexicon.Withdraws(r.q.whole) || r.namesOwnThing(withoutPlaceNames(rest)) {
		return nil
	}
	named := r.toolsNamedBy(aside, false)
	if len(named) == 0 {
		return nil
	}
	kept := r.verdicts
	r.verdicts, r.q.setAsideTools = verdicts{}, named
	lent := r.recallOnce()
	if !slices.ContainsFunc(lent, func(c *Candidate) bool { return c.guard == "" }) {
		r.verdicts, r.q.setAsideTools = kept, nil
		return nil
	}
	return lent
}

// setAsideFirst returns the text a request sets aside before what remains of it (said),
// what follows it, and whether it stands first or after nothing but exclamations
// ("sorry, not the forecast — what's it like in Denver right now").
func setAsideFirst(whole, said string) (aside, rest string, ok bool) {
	p := 0
	for p < len(said) && p < len(whole) && said[p] == whole[p] {
		p++
	}
	for p > 0 && p < len(said) && !utf8.RuneStart(said[p]) {
		p-- // back to a whole rune
	}
	rest = said[p:]
	if len(rest) >= len(whole)-p || !strings.HasSuffix(whole, rest) || !lexicon.OnlyExclamations(said[:p]) {
		return "", "", false
	}
	return whole[p : len(whole)-len(rest)], rest, true
}

// withoutPlaceNames drops the names of places, which a lent tool may hold: a capitalized
// word a preposition of place leads ("… what's it like in Denver right now", "… à Lyon"),
// and outside German any capitalized word within a sentence ("… sino cómo estará Quito
// pasado mañana"), where a capitalized German noun names a thing ("… die Bestellungen
// von …").
func withoutPlaceNames(s string) string {
	words := strings.Fields(s)
	german := lexicon.LooksGerman(s)
	kept := words[:0:0]
	for i, w := range words {
		if r, _ := utf8.DecodeRuneInString(w); i > 0 && unicode.IsUpper(r) &&
			(placePrepositions[strings.ToLower(words[i-1])] || !german && !strings.ContainsAny(words[i-1], ".?!:")) {
			continue
		}
		kept = append(kept, w)
	}
	return strings.Join(kept, " ")
}

// placePrepositions lead the name of a place.
var placePrepositions = map[string]bool{"in": true, "at": true, "for": true, "à": true, "en": true, "em": true, "na": true, "no": true, "nach": true, "für": true, "a": true}

// toolsNamedBy returns the tools of the unguarded candidates a text read on its own
// reaches; setAside says whether the clauses it sets aside are left out of the reading.
func (r *run) toolsNamedBy(s string, setAside bool) map[string]bool {
	sub := &run{planner: r.planner, ix: r.ix, lex: r.lex, req: &Request{Query: s}, now: r.now, available: r.available}
	sub.q = analyze(sub.req, r.ix, r.lex, r.now, setAside)
	sub.q.substr = r.ix.substringSet(sub.q, r.planner.opts.Exhaustive)
	named := map[string]bool{}
	for _, c := range sub.recallOnce() {
		if c.guard == "" {
			named[c.route.toolKey] = true
		}
	}
	return named
}

// keepRetractedTools lifts the guard of candidates nothing specific reached when their
// tool is what a retraction took back named: what follows the retraction asks again of
// the same thing, in other words ("whats the weather in Lisbon now.. no sorry, i meant
// what will it be like there on saturday", "Previsão do tempo pra Recife amanhã... não,
// esquece, quanto tá fazendo agora em Recife?"). The taken-back text is read on its own;
// its unguarded candidates name the tools.
func (r *run) keepRetractedTools(out []*Candidate) {
	before := lexicon.Retracted(r.q.whole)
	if before == "" || r.lex == nil {
		return
	}
	if r.namesThingTerm(withoutFillers(r.q.said)) {
		return // it names a thing of its own: "… 算了，我上周提交的工单#20931现在处理到哪一步了？"
	}
	named := r.toolsNamedBy(before, true)
	if len(named) == 0 {
		// What was taken back was itself set aside: "pas la météo de demain, plutôt
		// comment est Lyon maintenant".
		named = r.toolsNamedBy(before, false)
	}
	for _, c := range out {
		// An endpoint that only acts is no read asked again: "eu ia abrir outro chamado,
		// mas antes me diz o status do 77412" asks no ticket opened.
		if c.guard == guardUnspecific && named[c.route.toolKey] && (len(r.q.writeFamilies) > 0 || !onlyActs(c.route)) {
			c.guard = ""
		}
	}
}

// namesThingTerm reports whether the vocabulary reads in a text a term that names a thing
// (lexicon.NamesThing): "ticket" in "escalade plutôt le ticket 3312", none in "what will
// it be like there on saturday".
func (r *run) namesThingTerm(s string) bool {
	return slices.ContainsFunc(r.lex.AnalyzeText(s, text.Tokens(s), text.Norm(s)).Terms, r.lex.NamesThing)
}

// namesOwnThing reports whether a text names something of its own: a word that is no
// stopword or number and that the vocabulary reads as no operation, time or generic word
// ("the lyrics", "GaNの比誘電率"), where "그냥 이번 주 목록만 보여줘" names nothing.
func (r *run) namesOwnThing(s string) bool {
	lex := r.lex
	for _, w := range strings.FieldsFunc(s, func(r rune) bool { return !unicode.IsLetter(r) && !unicode.IsDigit(r) }) {
		if len(w) > 1 && strings.ToUpper(w) == w && strings.ToLower(w) != w {
			continue // a name in capitals: a ticker, a company ("BMW")
		}
		t := strings.ToLower(w)
		if text.IsStopword(t) || fillers[t] || strings.IndexFunc(t, func(c rune) bool { return !unicode.IsDigit(c) }) < 0 {
			continue
		}
		m := lex.Analyze(text.Tokens(t), text.Norm(t))
		if len(m.Ops) > 0 && !(lexicon.IsSpaceless(t) && slices.ContainsFunc(m.Terms, lex.NamesThing)) {
			continue // an act, not a run of Han or kana that holds one beside a thing ("帮我查一下这批货的物流")
		}
		if len(m.Terms) == 0 || slices.ContainsFunc(m.Terms, lex.NamesThing) {
			return true
		}
	}
	return false
}

// withoutFillers drops the words that name nothing (fillers): French "comment" (how) is
// no English comment.
func withoutFillers(s string) string {
	return strings.Join(slices.DeleteFunc(strings.Fields(s), func(w string) bool { return fillers[strings.ToLower(w)] }), " ")
}

// fillers name nothing in a request: "just", "그냥", "이번 주" (this week), "sondern".
var fillers = map[string]bool{"just": true, "only": true, "simply": true, "like": true, "right": true, "nur": true, "einfach": true, "bloß": true,
	"sondern": true, "but": true, "rather": true, "instead": true, "sino": true, "pero": true, "aber": true, "plutôt": true, "mais": true, "piuttosto": true, "invece": true, "mas": true, "lieber": true, // what contrasts
	"solo": true, "sólo": true, "simplemente": true, "그냥": true, "이번": true, "주": true, "좀": true, "다": true,
	"ただ": true, "とりあえず": true,
	// how a thing is, asked of a place or a time: "… sino cómo estará Quito pasado mañana"
	"after": true, "before": true, "cómo": true, "como": true, "qué": true, "está": true, "estará": true, "será": true,
	"comment": true, "sera": true, "wie": true, "wird": true, "come": true, "sarà": true, "vai": true, "tá": true}

func (r *run) isAvailable(rt *route) bool {
	return r.available == nil || r.available(rt.toolKey, rt.ep.Name)
}

func (r *run) recallOnce() []*Candidate {
	var out []*Candidate
	keep := func(rt *route, h *hits) {
		if !r.isAvailable(rt) {
			return
		}
		r.planner.scored.Add(1)
		if c := score(rt, r.q, h); c.Score > 0 {
			out = append(out, c)
		}
	}
	if r.planner.opts.Exhaustive {
		for _, rt := range r.ix.routes {
			keep(rt, nil)
		}
	} else {
		hs := r.ix.recallHits(r.q)
		for i := range hs {
			keep(r.ix.routes[hs[i].route], &hs[i])
		}
	}
	out = r.fitToldDone(out)
	out = r.fitStory(out)
	out = r.fitOperations(out)
	out = r.fitEveryAction(out)
	out = r.fitAspects(out)
	out = r.fitAsks(out)
	out = r.fitIdentifiers(out)
	out = r.fitDocumentation(out)
	out = r.fitAttributes(out)
	out = r.fitWrites(out)
	out = r.fitProfileField(out)
	out = r.fitProfileRead(out)
	out = r.fitPublicSchedule(out)
	out = r.fitMetadata(out)
	out = r.fitAdvice(out)
	out = r.fitAskedSentence(out)
	out = r.fitAskedNouns(out)
	out = r.fitRemark(out)
	r.guardEvidence(out)
	sortCandidates(out)
	return out
}

// scoreSibling scores an endpoint a guard brings in beside the recalled candidates
// (offeringSiblings, fitAspects): its words' score and, once, its operation fit. Such a
// candidate may score zero; what brought it in is its sibling's evidence.
func (r *run) scoreSibling(rt *route) *Candidate {
	c := score(rt, r.q, nil)
	if c.Score <= 0 { // score applies operation fit only to a positive score
		operationFit(c, rt, r.q, func(kind string, v float64, matched string) {
			c.Score += v
			c.Components = append(c.Components, ScoreComponent{Kind: kind, Value: v, Matched: matched})
		})
	}
	return c
}

// offeringSiblings scores the endpoints of the leading tools that are not candidates
// yet and offer the requested operation.
func (r *run) offeringSiblings(leading map[string]bool, cands []*Candidate) []*Candidate {
	present := make(map[*route]bool, len(cands))
	for _, c := range cands {
		present[c.route] = true
	}
	var out []*Candidate
	for _, tool := range slices.Sorted(maps.Keys(leading)) {
		for _, rt := range r.ix.byTool[tool] {
			if present[rt] || !r.isAvailable(rt) {
				continue
			}
			c := r.scoreSibling(rt)
			if !c.refused && len(rt.families) > 0 {
				out = append(out, c)
			}
		}
	}
	return out
}

// fitOperations applies operation fit across the candidates. The leading tools are
// those of the candidates that best match what the request is about (topicScore); when
// no candidate endpoint of a leading tool offers the requested operation the request is
// refused as a whole — another tool that happens to offer the verb is not what the
// request is about. Otherwise only the routes that offer the operation stay, and for a
// single action only those of the leading tools.
func (r *run) fitOperations(cands []*Candidate) []*Candidate {
	if len(r.q.ops) == 0 {
		return cands
	}
	leading := leadingTools(cands)
	if r.q.toldSupport {
		// A problem told to support goes to the tool that opens tickets, whatever else
		// it names: "ticket: calendar events not syncing".
		ticketing := map[string]bool{}
		for _, c := range cands {
			if c.route.names("ticket") && !c.refused {
				ticketing[c.route.toolKey] = true
			}
		}
		if len(ticketing) > 0 {
			leading = ticketing
		}
	}
	leaderOffers := false
	for _, c := range cands {
		if leading[c.route.toolKey] && !c.refused {
			leaderOffers = true
		}
	}
	if !leaderOffers && r.q.mainOp == "schedule" && (lexicon.NamesClockTime(r.q.said) || lexicon.NamesHourSpan(r.q.said)) {
		// Time scheduled at a clock time is an event, whatever it is for: "schedule a
		// meeting tomorrow at 2pm for the quarterly stock count", "block 2pm-4pm tomorrow
		// for the stock count" (but "Bestandszählung jeden Montag einplanen" sets up a
		// recurring job).
		for _, c := range cands {
			if !c.refused {
				leading[c.route.toolKey], leaderOffers = true, true
			}
		}
	}
	if !leaderOffers {
		// A sibling of a leading tool that the request's words did not reach may still
		// offer the operation ("show my schedule" when only "create schedule" matched).
		cands = append(cands, r.offeringSiblings(leading, cands)...)
		for _, c := range cands {
			if leading[c.route.toolKey] && !c.refused {
				leaderOffers = true
			}
		}
	}
	kept := cands[:0]
	for _, c := range cands {
		if c.refused || !leaderOffers {
			r.refused = append(r.refused, c.route.id)
			continue
		}
		if r.q.mainFamily != "" && len(r.q.writeFamilies) == 1 && !leading[c.route.toolKey] {
			// A single action goes to the tool the request is about: "'Refund not
			// received' 제목으로 support ticket 생성해줘" names a title, which a calendar
			// event has, but asks for a support ticket.
			continue
		}
		kept = append(kept, c)
	}
	return kept
}

// fitEveryAction refuses a request that joins a further action to its main verb when no
// endpoint of the catalog offers that action: "create the event and send invitations to
// every attendee" would create the event and silently leave the invitations unsent.
// (Actions that different endpoints offer stay a plan of several calls.)
func (r *run) fitEveryAction(cands []*Candidate) []*Candidate {
	if len(r.q.ops) == 0 || r.ix.unstated {
		return cands
	}
	// A reminder set with what is made is such an action too ("… with a reminder the day
	// before").
	if r.q.mainFamily == "create" && lexicon.AddsReminder(r.q.said) && !r.ix.families["remind"] {
		return refuseAll(cands, &r.refused)
	}
	for _, op := range r.lex.CoordinatedOps(lexicon.TextWords(r.q.said)) {
		f := r.lex.Family(op)
		if f != lexicon.ReadFamily && f != r.q.mainFamily && !r.ix.families[f] {
			return refuseAll(cands, &r.refused)
		}
	}
	return cands
}

// leadingTools are the tools of the candidates that best match what the request is
// about (topicScore).
func leadingTools(cands []*Candidate) map[string]bool {
	var bestText, bestContent float64
	for _, c := range cands {
		t, ct := topicScore(c)
		if t > bestText || (t == bestText && ct > bestContent) {
			bestText, bestContent = t, ct
		}
	}
	leading := map[string]bool{}
	for _, c := range cands {
		if t, ct := topicScore(c); t == bestText && ct == bestContent {
			leading[c.route.toolKey] = true
		}
	}
	return leading
}

func (r *run) plan(ctx context.Context) (*Plan, error) {
	r.ctx = ctx
	st := &State{Request: r.req, Snapshot: r.ix.snap, run: r}
	st.Candidates = r.recall()
	if err := r.runStages(ctx, st, SlotAugment); err != nil {
		return nil, err
	}
	all := append([]*Candidate(nil), st.Candidates...)
	required := coverageMatrix(all, r.q)
	for _, slot := range []Slot{SlotCapabilityFit, SlotOperationFit, SlotDisambiguate, SlotDecide} {
		if err := r.runStages(ctx, st, slot); err != nil {
			return nil, err
		}
	}
	cands := r.unguarded(st.Candidates)
	out := &Plan{
		Query:           r.req.Query,
		RegistryVersion: r.ix.snap.Version(),
		Calls:           []Call{},
		FallbackRoutes:  []FallbackRoute{},
		Warnings:        append([]string{}, st.warnings...),
	}
	if len(cands) == 0 {
		if len(r.refused) > 0 {
			slices.Sort(r.refused)
			out.Warnings = append(out.Warnings, fmt.Sprintf("operation fit: no matched route offers the requested operation (%s): %s",
				strings.Join(r.q.ops, ", "), strings.Join(r.refused, ", ")))
		}
		for _, w := range []struct {
			prefix string
			routes []string
		}{
			{"specific evidence: only generic words matched: ", r.unspecific},
			{"time aspect: the request asks for another time than: ", r.untimely},
			{"asked answer: the request asks " + strings.Join(append(slices.Clone(r.q.asks), r.unnamed...), ", ") + ", which these do not answer: ", r.unanswered},
			{"action guard: the request names no action: ", r.unrequested},
			{"advice: the request asks for an explanation or advice, which no endpoint gives: ", r.unadvised},
			{"asked sentence: the request's ask names nothing these serve; their words are its story: ", r.storied},
			{"identifier: the request names a record by " + strings.Join(r.q.idKinds, ", ") + ", which these do not hold: ", r.unheld},
			{"told done: the request only tells what the asker already did, and asks nothing of: ", r.toldDone},
			{"remark: the request vents, asks an opinion or asks why something is so, and asks nothing of: ", r.remarked},
			{"profile field: the request changes a field no profile update sets: ", r.unsettable},
		} {
			if len(w.routes) > 0 {
				slices.Sort(w.routes)
				out.Warnings = append(out.Warnings, w.prefix+strings.Join(w.routes, ", "))
			}
		}
		out.Warnings = append(out.Warnings, "no schema candidate matched the request")
		r.finishCoverage(out, required, nil)
		return out, nil
	}
	selected, required, err := r.selectPrimary(cands, all, required)
	if err != nil {
		return nil, err
	}
	for _, s := range selected {
		out.Calls = append(out.Calls, *s.call)
	}
	if r.req.EffectiveFallbackScope() != FallbackDisabled && r.req.EffectiveMaxFallbacks() > 0 {
		for i, s := range selected {
			alts, err := r.fallbacks(s, all)
			if err != nil {
				return nil, err
			}
			if len(alts) > 0 {
				out.FallbackRoutes = append(out.FallbackRoutes, FallbackRoute{PrimaryCallIndex: i, Alternatives: alts})
			}
		}
	}
	if len(out.Calls) == 0 {
		out.Warnings = append(out.Warnings, r.compileWarnings...)
		out.Warnings = append(out.Warnings, "no schema candidate matched the request")
		r.finishCoverage(out, required, nil)
		return out, nil
	}
	out.Warnings = append(out.Warnings, r.compileWarnings...)
	r.finishCoverage(out, required, selected)
	return out, nil
}

// runStages runs the configured stages of one slot.
func (r *run) runStages(ctx context.Context, st *State, slot Slot) error {
	for _, s := range r.planner.opts.Stages {
		if s.Slot() != slot {
			continue
		}
		if err := ctx.Err(); err != nil {
			return err
		}
		if err := s.Run(ctx, st); err != nil {
			return err
		}
	}
	return nil
}

// selected is a compiled primary candidate.
type selected struct {
	cand *Candidate
	call *Call
	// covers are the requirements the call's selected fields cover.
	covers map[reqKey]bool
}

// selectPrimary picks the primary calls under max_calls (AGGREGATION.md §3.2). With
// more than one call, candidates are taken in coverage order and the coverage matrix of
// the candidates that survived the stages replaces required.
func (r *run) selectPrimary(cands, all []*Candidate, required *requirements) ([]selected, *requirements, error) {
	if r.req.EffectiveMaxCalls() <= 1 {
		pot := required.potential
		for _, c := range cands {
			call, err := r.compile(c, true)
			if err != nil {
				return nil, nil, err
			}
			if call != nil {
				return []selected{{cand: c, call: call, covers: selectedCoverage(c, call, pot[c], r.q)}}, required, nil
			}
		}
		return nil, required, nil
	}
	matrix := required
	if !slices.Equal(cands, all) {
		matrix = coverageMatrix(cands, r.q)
	}
	order := newCoverageOrder(cands, matrix)
	uncovered := make(map[reqKey]bool, len(matrix.keys))
	for _, k := range matrix.keys {
		uncovered[k] = true
	}
	corroborate := r.req.EffectiveMode() == ModeCorroborate
	providers := map[string]bool{}
	var out []selected
	for c := order.next(); c != nil && len(out) < r.req.EffectiveMaxCalls(); c = order.next() {
		pot := matrix.potential[c]
		pk := c.route.providerKey()
		if corroborate {
			if len(matrix.keys) > 0 && !intersects(pot, matrix.set) {
				continue
			}
			if providers[pk] {
				continue
			}
		} else if len(matrix.keys) > 0 && !intersects(pot, uncovered) {
			continue
		}
		call, err := r.compile(c, true)
		if err != nil {
			return nil, nil, err
		}
		if call == nil {
			continue
		}
		if corroborate && len(out) > 0 {
			for _, s := range out {
				if compatibleRoutes(s.cand, s.call, c, call) {
					call.Explanation.Corroborates = append(call.Explanation.Corroborates,
						Corroboration{Call: s.call.RouteID(), Fields: semanticLabels(s.cand.route, s.call.Fields)})
				}
			}
			if len(call.Explanation.Corroborates) == 0 {
				continue
			}
		}
		covers := selectedCoverage(c, call, pot, r.q)
		out = append(out, selected{cand: c, call: call, covers: covers})
		providers[pk] = true
		if len(matrix.keys) > 0 {
			for k := range covers {
				delete(uncovered, k)
			}
			if !corroborate && len(uncovered) == 0 {
				break
			}
		}
	}
	return out, matrix, nil
}

// semanticLabels names a call's selected answer fields by semantic ID (or name).
func semanticLabels(rt *route, fields []string) []string {
	var out []string
	for _, f := range answerFields(rt, fields) {
		out = append(out, f.label)
	}
	return out
}

func intersects(a, b map[reqKey]bool) bool {
	for k := range a {
		if b[k] {
			return true
		}
	}
	return false
}

// finishCoverage adds the coverage report and its warning.
func (r *run) finishCoverage(out *Plan, required *requirements, calls []selected) {
	if len(required.keys) == 0 {
		return
	}
	covered := map[reqKey]bool{}
	for _, s := range calls {
		for k := range s.covers {
			if required.set[k] {
				covered[k] = true
			}
		}
	}
	cov := &Coverage{Required: []SemanticFieldRequirement{}, Covered: []SemanticFieldRequirement{}, Uncovered: []SemanticFieldRequirement{}}
	var missing []string
	for _, k := range required.keys {
		req := required.public(k)
		cov.Required = append(cov.Required, req)
		if covered[k] {
			cov.Covered = append(cov.Covered, req)
		} else {
			cov.Uncovered = append(cov.Uncovered, req)
			missing = append(missing, req.String())
		}
	}
	cov.Complete = len(cov.Uncovered) == 0
	out.Coverage = cov
	if !cov.Complete {
		out.Warnings = append(out.Warnings, "uncovered semantic field requirements: "+strings.Join(missing, ", "))
	}
}

// Slot is a fixed position in the stage pipeline (DECISIONS.md §3).
type Slot int

// Stage slots, in pipeline order. Lexical recall, coverage and coverage ordering are
// built in and run between them.
const (
	SlotAugment Slot = iota + 1
	SlotCapabilityFit
	SlotOperationFit
	SlotDisambiguate
	SlotDecide
)

func (s Slot) String() string {
	switch s {
	case SlotAugment:
		return "augment"
	case SlotCapabilityFit:
		return "capability_fit"
	case SlotOperationFit:
		return "operation_fit"
	case SlotDisambiguate:
		return "disambiguate"
	case SlotDecide:
		return "decide"
	}
	return fmt.Sprintf("Slot(%d)", int(s))
}

// Stage is an optional decision stage. It may reorder, remove or relabel
// State.Candidates, and (in the augment slot) add candidates for registered routes; it
// can never invent routes, fields or arguments. An error aborts planning.
type Stage interface {
	Slot() Slot
	Run(ctx context.Context, st *State) error
}

// State is what a stage sees and changes.
type State struct {
	Request  *Request
	Snapshot *catalog.Snapshot
	// Candidates are the current candidates in order.
	Candidates []*Candidate
	warnings   []string
	run        *run
}

// Warn appends a plan warning; warnings keep stage order.
func (s *State) Warn(msg string) { s.warnings = append(s.warnings, msg) }

// Routes lists every available route ID of the snapshot in registry order.
func (s *State) Routes() []string {
	var out []string
	for _, rt := range s.run.ix.routes {
		if s.run.isAvailable(rt) {
			out = append(out, rt.id)
		}
	}
	return out
}

// CandidateFor scores a registered, available route for this request (its score may be
// zero), so that stages can add routes lexical recall missed.
func (s *State) CandidateFor(routeID string) (*Candidate, bool) {
	rt, ok := s.run.ix.byID[routeID]
	if !ok || !s.run.isAvailable(rt) {
		return nil, false
	}
	return score(rt, s.run.q, nil), true
}

// CatalogExpansion returns every available route of the snapshot as a score-0
// candidate with no matched fields (so its projection keeps every declared field),
// sorted as lexical recall sorts. It is the recall_on_empty catalog expansion of
// DECISIONS.md §3 step 1, for a stage in the augment slot to use when lexical recall
// found nothing.
func (s *State) CatalogExpansion() []*Candidate {
	var out []*Candidate
	for _, rt := range s.run.ix.routes {
		if s.run.isAvailable(rt) {
			out = append(out, &Candidate{route: rt, Selection: SelectionDeterministic})
		}
	}
	sortCandidates(out)
	return out
}
