package plan

import (
	"maps"
	"slices"
	"strings"
	"unicode"
	"unicode/utf8"

	"golang.org/x/text/unicode/norm"

	"github.com/schemarouter/schemarouter/internal/lexicon"
	"github.com/schemarouter/schemarouter/internal/rx"
	"github.com/schemarouter/schemarouter/internal/text"
)

// The routing guards (docs/ROUTING.md §4). The reference routes on any positive score;
// this planner also asks that a candidate be reached by something specific to it,
// because a request that only shares a generic modifier ("right now", "status",
// "count") or a verb with an endpoint is usually about something the catalog does not
// offer, and a confident wrong route is the worst outcome. A request that names no
// action is a read: it is never routed to an endpoint whose operations are all actions
// ("status of ticket 412" is not create_ticket). And an endpoint that serves another
// time than the request asks for (the latest quote for "historical prices") is dropped.

// specific reports whether a score component is evidence for its route on its own: a
// preference, a full operation alias, a qualifier or argument match, a tool token or
// field match with a word that is not generic, or a field whose name contains one of the
// request's concepts ("conductivity" in thermal_conductivity). Operation words alone
// are not, nor a request word that merely contains a field name ("toxicity" and city).
func (r *run) specific(c *Candidate, sc ScoreComponent) bool {
	switch sc.Kind {
	case ComponentPreferredTool, ComponentPreferredEndpoint, ComponentOperationAlias, ComponentSetAsideTool,
		ComponentFieldQualifier, ComponentArgumentMatch, ComponentArgumentAliasMatch:
		return true
	case ComponentToolToken:
		// A tool token is one singular query token; the verb of the request's operation
		// phrase is no evidence ("open" of "open a new brokerage account" is not the
		// "open support case" alias), nor an everyday word ("cities" of "which cities
		// have warehouses" and "forecasts for cities").
		return (!lexicon.IsGeneric(sc.Matched) || r.sharesHistory(sc.Matched)) && !slices.Contains(r.q.phraseVerbs, sc.Matched) && r.evidenceWord(c, sc.Matched)
	case ComponentFieldExact, ComponentFieldLexical:
		for w := range strings.FieldsFuncSeq(sc.Matched, notWordRune) {
			if w = text.Singular(strings.ToLower(w)); (!lexicon.IsGeneric(w) || r.sharesHistory(w)) && r.evidenceWord(c, w) {
				return true
			}
		}
	case ComponentFieldSubstring:
		field := text.Norm(sc.Matched)
		for _, n := range r.q.conceptNorms {
			if len(n) < len(field) && strings.Contains(field, n) && !lexicon.IsGeneric(n) && (n != "name" || !r.nameOfAnotherThing(c)) {
				return true // a display_name is a name too
			}
		}
	}
	return false
}

// sharesHistory reports whether a word is "history" in a request that names a listed
// company or a ticker anywhere, also in a clause it sets aside or a story before its ask
// ("No quiero el precio actual de TSLA, sino el histórico…"): history alone is any
// record's ("the history of the Roman empire", "historial de mi caso").
func (r *run) sharesHistory(w string) bool {
	return w == "history" && r.lex != nil && r.lex.NamesListedCompany(r.q.whole)
}

// everydayFields are field names and description words everyday requests say about
// anything: the title of a song, a quantity of flour, a chemical symbol, a city, a date,
// the structure of a thesis. A match on one alone is no evidence for the endpoint
// (evidenceWord says when it is); otherwise its tool's words or an identifier must say
// the request is about its records.
var everydayFields = map[string]bool{"title": true, "quantity": true, "symbol": true, "city": true, "date": true, "structure": true}

// evidenceWord reports whether a matched singular word may be evidence for a candidate on
// its own: any word but an everyday field word, which is only when the request names a
// record's code, gives the word a value ("city=Osaka"), or names a substance and the
// candidate's tool is about materials ("Struktur von Graphit").
func (r *run) evidenceWord(c *Candidate, w string) bool {
	if w == "name" {
		return !r.nameOfAnotherThing(c)
	}
	if !everydayFields[w] || r.q.namesCode() || everydayValues[w].MatchString(r.q.said) {
		return true
	}
	_, materials := c.route.textTokens["material"]
	return materials && r.q.substance
}

// nameOfAnotherThing reports whether the name a request asks about or changes is a
// thing's its candidate's tool does not hold: "폴더 이름 바꿔줘" renames a folder, "the team
// name" is a team's, not a user's. A person's name is no term (lexicon.NameOwnerTerms).
func (r *run) nameOfAnotherThing(c *Candidate) bool {
	if r.lex == nil {
		return false
	}
	if r.nameOwners == nil {
		r.nameOwners = append([]string{}, r.lex.NameOwnerTerms(r.q.said)...) // once per run
	}
	owners := r.nameOwners
	return len(owners) > 0 && !slices.ContainsFunc(owners, func(term string) bool {
		return !slices.ContainsFunc(singulars(term), func(t string) bool { _, ok := c.route.textTokens[t]; return !ok })
	})
}

// everydayValues find an everyday word, or its plural, given a value: "city=Osaka",
// "date: 2024-03-01".
var everydayValues = func() map[string]*rx.Regexp {
	out := map[string]*rx.Regexp{}
	for w := range everydayFields {
		plural := strings.TrimSuffix(w, "y") + "ies"
		out[w] = rx.MustCompile(`(?i)(?:^|[^\pL\d])(?:` + w + `s?|` + plural + `)\s*[=:]`)
	}
	return out
}()

// recordCode is a record's code: Latin letters, an optional dash and digits ("K-22", "A9",
// "SKU4410").
var recordCode = rx.MustCompile(`(?:^|[^\p{Latin}\d])\p{Latin}{1,4}-?\d{1,6}(?:[^\p{Latin}\d]|$)`)

// namesCode reports whether the request names a record by a code ("K-22 qty?"): then an
// everyday field word is the record's (everydayFields).
func (q *query) namesCode() bool { return recordCode.MatchString(q.said) }

// Guard reasons (Candidate.guard).
const (
	guardUnspecific  = "unspecific"
	guardUnrequested = "unrequested"
)

// guardEvidence marks the candidates that nothing specific reached and, when the
// request names no action, the endpoints that only act (their operations, from name,
// aliases and description, include no read) unless the request says one of their
// operation aliases. Marked candidates still reach the decision stages, which may
// choose them; the deterministic planner does not route to them (unguarded). They stay
// in the coverage matrix and may serve as fallback alternatives, which must be
// read-only and supply the primary's fields anyway.
func (r *run) guardEvidence(cands []*Candidate) {
	for _, c := range cands {
		switch {
		case !r.hasSpecific(c) && !c.timely:
			c.guard = guardUnspecific
		case len(r.q.writeFamilies) == 0 && onlyActs(c.route) && (!has(c, ComponentOperationAlias) || strings.ContainsAny(r.q.said, "?？")):
			// An alias said in a question names what is asked about, no act: "Welche
			// Termine sind für morgen geplant?" ("geplant": scheduled).
			c.guard = guardUnrequested
		}
	}
}

// unguarded drops the marked candidates that no stage chose, recording them for the
// plan's warnings.
func (r *run) unguarded(cands []*Candidate) []*Candidate {
	kept := cands[:0]
	for _, c := range cands {
		if c.guard == "" || c.Selection != SelectionDeterministic {
			kept = append(kept, c)
			continue
		}
		if c.guard == guardUnspecific {
			r.unspecific = append(r.unspecific, c.route.id)
		} else {
			r.unrequested = append(r.unrequested, c.route.id)
		}
	}
	return kept
}

// hasSpecific reports whether something specific reached a candidate. A word every
// endpoint of its tool names ("support" in "Search support knowledge base articles" and
// "Create a customer support ticket") identifies the tool, not the endpoint: it is no
// evidence for the endpoint when the request also names what a sibling owns — "only the
// support system: status of ticket #20931" is about tickets, which the knowledge-base
// search does not hold.
func (r *run) hasSpecific(c *Candidate) bool {
	toolWide, siblings := false, r.namesSiblingsOwn(c)
	for _, sc := range c.Components {
		switch {
		case r.siblings(c, sc):
			siblings = true
		case !r.specific(c, sc):
		case r.toolWide(c, sc):
			toolWide = true
		default:
			return true
		}
	}
	return toolWide && !siblings
}

// toolWide reports whether a tool token is in the own text of every endpoint of the
// candidate's tool, which has several.
func (r *run) toolWide(c *Candidate, sc ScoreComponent) bool {
	sibs := r.ix.byTool[c.route.toolKey]
	if sc.Kind != ComponentToolToken || len(sibs) < 2 {
		return false
	}
	for _, rt := range sibs {
		if _, ok := rt.ownTokens[sc.Matched]; !ok {
			return false
		}
	}
	return true
}

// siblings reports whether a tool token belongs to a sibling: the tool's shared text
// names it, this endpoint's own text and fields do not, and a sibling's own text does.
// "Status of my ticket" reaches a knowledge-base search through the support tool's
// "ticket operations", but tickets are what its create_ticket sibling is about.
func (r *run) siblings(c *Candidate, sc ScoreComponent) bool {
	if sc.Kind != ComponentToolToken {
		return false
	}
	w := sc.Matched
	if c.route.says(w) {
		return false
	}
	for _, sib := range r.ix.byTool[c.route.toolKey] {
		if _, ok := sib.ownTokens[w]; ok && sib != c.route {
			return true
		}
	}
	return false
}

// namesSiblingsOwn reports whether the request says a word that only a sibling's own
// text says, to a candidate that reads: "Did support answer my case yet?" names the case
// that create_ticket opens, which the knowledge-base search does not hold. Generic
// words, stopwords and the words of operations tell nothing.
func (r *run) namesSiblingsOwn(c *Candidate) bool {
	sibs := r.ix.byTool[c.route.toolKey]
	if len(sibs) < 2 || !c.route.families[lexicon.ReadFamily] {
		return false // an action's own words say what it makes: "Leg eine Supportanfrage an", beside the FAQ read
	}
	if r.sibTokens == nil {
		r.sibTokens = []string{} // the request's tokens that may name a record, once per run
		for t := range r.q.tokens {
			if !lexicon.IsGeneric(t) && !text.IsStopword(t) && r.lex.Family(t) == "" && !r.q.opTokens[t] {
				r.sibTokens = append(r.sibTokens, t)
			}
		}
	}
	own := r.ix.owners[c.route.toolKey]
	for _, t := range r.sibTokens {
		// A token this endpoint does not say that another endpoint of the tool says is
		// a sibling's.
		if own[t] == 0 || c.route.says(t) {
			continue
		}
		return true
	}
	return false
}

// onlyActs reports whether a route's described operations are all actions.
func onlyActs(rt *route) bool {
	return len(rt.families) > 0 && !rt.families[lexicon.ReadFamily]
}

func has(c *Candidate, kind string) bool {
	for _, sc := range c.Components {
		if sc.Kind == kind {
			return true
		}
	}
	return false
}

// routeAnswers are the kinds of question a route answers: those its text (the tool's
// name, the endpoint's name, description and operation aliases) or its fields' names
// name, in English or through the vocabulary's English terms; time when its own text
// names a time aspect, and a count when it lists; and the attributes
// (lexicon.IsAttribute) that text names (ix.attributeTerms). What the tool's description
// adds is shareToolAnswers'.
func (ix *index) routeAnswers(r *route, full string) map[string]bool {
	for _, f := range r.fields {
		full += " " + wordSeparators.Replace(strings.Join(f.tokens, " "))
	}
	out := map[string]bool{}
	if len(r.aspects) > 0 {
		out[lexicon.AskTime] = true
	}
	if r.ops["list"] {
		out[lexicon.AskCount] = true // a list's length answers "how many"
		out[lexicon.AskAll] = true
	}
	words := englishWords(ix.lex, full, lexicalSet(full))
	for w := range words {
		for _, kind := range lexicon.AnswerKinds(w) {
			out[kind] = true
		}
	}
	for _, at := range ix.attributeTerms() {
		if slices.ContainsFunc(at.terms, func(toks []string) bool { return allIn(toks, words) }) {
			out[at.attribute] = true
		}
	}
	if out[lexicon.AskAuthorship] {
		out[lexicon.AskPerson] = true // a paper's authors answer "who wrote it"
	}
	return out
}

// shareToolAnswers gives a tool's endpoints what its description answers, except the
// kinds of ownAnswers when an endpoint's own text answers them ("customer" is the
// ticket's, not the knowledge base's):
// a description that sums up the endpoints ("Customer support knowledge and ticket
// operations") lends each endpoint the words of the others, and "how do I open a ticket"
// asks for the knowledge base, not the ticket endpoint. Other kinds stay lent: "how many
// papers on graphene" is a search's count, though only the citation lookup's own text
// names a count.
// ownAnswers are the kinds of question only an endpoint's own text answers once one does:
// instructions, reasons, persons and citing works.
var ownAnswers = map[string]bool{lexicon.AskInstructions: true, lexicon.AskReason: true, lexicon.AskPerson: true, lexicon.AskCiting: true}

func (ix *index) shareToolAnswers(routes []*route, description string) {
	owners := map[string]int{} // kind -> how many endpoints answer it on their own
	for _, r := range routes {
		for kind := range r.answers {
			owners[kind]++
		}
	}
	for kind := range ix.routeAnswers(&route{}, description) {
		if owners[kind] == 0 || !ownAnswers[kind] {
			for _, r := range routes {
				r.answers[kind] = true
			}
		}
	}
}

// attributeTerm is an attribute (or scope) with the singular tokens of the terms that
// name it: its own and those sharing a form with it (lexicon.Related).
type attributeTerm struct {
	attribute string
	terms     [][]string
}

// attributeTerms are the index's attribute terms, worked out once per index rather than
// once per route.
func (ix *index) attributeTerms() []attributeTerm {
	if ix.attrTerms == nil {
		for _, a := range lexicon.Attributes() {
			at := attributeTerm{attribute: a}
			for _, term := range append([]string{a}, ix.lex.Related(a)...) {
				at.terms = append(at.terms, singulars(term))
			}
			ix.attrTerms = append(ix.attrTerms, at)
		}
	}
	return ix.attrTerms
}

// fitAsks drops the candidates that do not answer every kind of question the request
// asks ("who", "when", "where", "how many", "why"); when no candidate of the leading
// tool answers, the request is refused as a whole.
func (r *run) fitAsks(cands []*Candidate) []*Candidate {
	if len(r.q.asks) == 0 {
		return cands
	}
	answers := func(c *Candidate) bool {
		for _, k := range r.q.asks {
			if !c.route.answers[k] {
				return false
			}
		}
		return true
	}
	return r.keepIfLeaderFits(cands, answers, &r.unanswered)
}

// fitAdvice refuses a request for an explanation or advice (query.advice): no endpoint
// gives one, whatever words it shares with the request.
func (r *run) fitAdvice(cands []*Candidate) []*Candidate {
	if !r.q.advice {
		return cands
	}
	return refuseAll(cands, &r.unadvised)
}

// fitAskedNouns drops the read endpoints that say none of the words of a noun the
// request asks to be told or shown (lexicon.AskedNouns): "look up the user profile of
// ana and show me her avatar" asks for an avatar, which a lookup that returns an id and a
// name does not answer. The noun's words count through their vocabulary terms too (a
// "pronóstico" in it is a forecast); a noun of only generic words or times asks nothing
// of its own, and one kept in a tool named as its place ("the events in my calendar")
// is that tool's. A candidate nothing specific reached is left to the evidence guard.
func (r *run) fitAskedNouns(cands []*Candidate) []*Candidate {
	if len(r.q.writeFamilies) > 0 || r.req.EffectiveMaxCalls() > 1 || len(cands) == 0 {
		return cands
	}
	asked := lexicon.AskedNouns(r.q.doing)
	if len(asked) == 0 {
		return cands
	}
	type noun struct {
		text  string
		words []string // singular content tokens and the tokens of their terms
	}
	var nouns []noun
	for _, an := range asked {
		if an.Place != "" {
			places := append(r.lex.Analyze([]string{an.Place}, an.Place).Terms, text.Singular(an.Place))
			if slices.ContainsFunc(cands, func(c *Candidate) bool { return slices.Contains(places, c.route.tool.Name) }) {
				continue // kept in a tool named as the place: "Aktionen im Kalender"
			}
		}
		a := an.Noun
		if lexicon.NamesChart(a) && slices.Contains(r.q.conceptNorms, "price") {
			continue // a share's chart is its prices drawn: "show me the chart of Apple for the past 6 months"
		}
		toks := text.Tokens(a)
		terms := r.lex.Analyze(toks, text.Norm(a)).Terms
		if !slices.ContainsFunc(toks, func(t string) bool {
			t = text.Singular(t)
			if len(t) < 3 || text.IsStopword(t) || lexicon.IsGeneric(t) || lexicon.Aspect(t) != "" {
				return false
			}
			m := r.lex.Analyze([]string{t}, t)
			return len(m.Terms) == 0 || slices.ContainsFunc(m.Terms, func(term string) bool { return !lexicon.IsGeneric(term) })
		}) {
			continue // nothing of its own: "the latest", "the details", "los datos"
		}
		words := singulars(a)
		for _, term := range terms {
			words = append(words, singulars(term)...)
		}
		nouns = append(nouns, noun{a, words})
	}
	if len(nouns) == 0 {
		return cands
	}
	answers := func(c *Candidate) bool {
		rt := c.route
		for _, n := range nouns {
			if !slices.ContainsFunc(n.words, func(w string) bool {
				_, inText := rt.textTokens[w]
				return inText || rt.says(w)
			}) {
				return false
			}
		}
		return true
	}
	kept := cands[:0]
	for _, c := range cands {
		// A candidate nothing specific reached is the evidence guard's to refuse.
		if answers(c) || !c.route.families[lexicon.ReadFamily] || !r.hasSpecific(c) {
			kept = append(kept, c)
			continue
		}
		r.unanswered = append(r.unanswered, c.route.id)
		for _, n := range nouns {
			if !slices.Contains(r.unnamed, n.text) {
				r.unnamed = append(r.unnamed, n.text)
			}
		}
	}
	return kept
}

// fitToldDone refuses every candidate of a request that only tells what the asker has
// already done themselves ("재고 수량은 어제 제가 직접 수정해 두었습니다", "Den Termin habe
// ich schon selbst eingetragen, danke"), thanks for what was done, or a statement that
// only tells (lexicon.ToldOnly, in English, German, Spanish, Korean or Japanese): it asks
// nothing.
func (r *run) fitToldDone(cands []*Candidate) []*Candidate {
	// A fault told to the desk asks it to act, though it only tells ("Eure Webseite ist
	// schon wieder down, ich melde das hiermit").
	if len(cands) == 0 || r.lex == nil || !r.lex.ToldDoneByAsker(r.q.said) && (r.q.handedOver || !r.lex.ToldOnly(r.q.said)) {
		return cands
	}
	return refuseAll(cands, &r.toldDone)
}

// fitRemark refuses every candidate left of a request that only vents, asks the
// assistant's opinion or asks why something is so (lexicon.AsksNothing): its catalog
// words name what it talks about ("my schedule this week is absolutely insane", "do you
// think Nvidia stock will keep going up?"). It runs after the guards with a more precise
// reason ("Warum lag die Wettervorhersage daneben?" asks what no endpoint answers).
func (r *run) fitRemark(cands []*Candidate) []*Candidate {
	if len(cands) == 0 || !lexicon.AsksNothing(r.q.said) {
		return cands
	}
	return refuseAll(cands, &r.remarked)
}

// fitAskedSentence refuses a request whose ask after a story names nothing the catalog
// serves while the story names catalog things (asksBesideTheCatalog): the catalog's
// words are context, the ask is about something else. It reads the request only when
// some candidate is left to refuse.
func (r *run) fitAskedSentence(cands []*Candidate) []*Candidate {
	if len(cands) == 0 || r.q.asking == "" || r.q.handedOver {
		return cands // a problem told to the desk is the ask's matter ("… please look into this")
	}
	if asksBesideTheCatalog(r.lex, r.ix, r.q.asking) {
		return refuseAll(cands, &r.storied)
	}
	return cands
}

// fitStory drops, of a request whose ask after a story names a thing of its own, the
// routes the story names and the ask does not ("The forecast says heat wave. Which
// employees report to Maria?"). It runs before every other guard, so that a story's
// tool never leads the checks of the ask's time or action ("I already checked the
// stock price. What's on my calendar next Friday?").
//
// A request whose context clauses were read apart (query.doing) is its ask after a story
// too, the story being the rest: "I'm done with the inventory count; update Bob's email
// address", "런던 지금 날씨 알려줘, 재고 정리할 거야".
//
// A fault handed to the service (query.handedOver) has no story: its ask ("please look
// into this") is about the fault told.
func (r *run) fitStory(cands []*Candidate) []*Candidate {
	if len(cands) == 0 || r.q.handedOver {
		return cands
	}
	asking := r.q.asking
	if asking == "" {
		return r.fitContext(cands)
	}
	if !r.q.askNamesThing(r.lex) {
		return cands // an ask of nothing of its own refers back to the story ("What's it at now?")
	}
	askTerms, askTokens := slices.Clone(r.q.askTerms), text.Tokens(asking)
	// An ask that points back ("How did it trade …?") is about the story's thing.
	if slices.ContainsFunc(askTokens, func(t string) bool { return pointsBack[t] }) {
		return cands
	}
	// The ask names a route by the things it names, not by its times, reads or small
	// words: "Stocks are down and it's raining. What's on my calendar for Friday?" names
	// no forecast by "Friday", "Zeig mir das Benutzerprofil" no calendar by "zeig". When
	// its things name a route, its other acts name none either: "inventory check는
	// 끝났어. user 42 timezone을 … update해줘" names no inventory update by "update" —
	// when a route its things name offers them.
	things := func(t string) bool { return r.namesNoThing(t, r.whenOrAct) }
	thingTerms, thingTokens := slices.DeleteFunc(slices.Clone(askTerms), r.whenOrAct), slices.DeleteFunc(slices.Clone(askTokens), things)
	askTerms = slices.DeleteFunc(askTerms, r.whenOrRead)
	askTokens = slices.DeleteFunc(askTokens, func(t string) bool { return r.namesNoThing(t, r.whenOrRead) })
	var writes []string // the families of the acts the ask asks beside reading
	for _, t := range askTerms {
		if f := r.lex.Family(t); f != "" && f != lexicon.ReadFamily {
			writes = append(writes, f)
		}
	}
	if slices.ContainsFunc(cands, func(c *Candidate) bool {
		return routeNamed(c.route, thingTerms, thingTokens) && (len(writes) == 0 || slices.ContainsFunc(writes, func(f string) bool { return c.route.families[f] }))
	}) {
		askTerms, askTokens = thingTerms, thingTokens
	}
	storyTerms, storyTokens := r.termsOf(strings.TrimSuffix(r.q.said, asking))
	// A write the ask asks of no thing it names is the story's thing's, and names the
	// routes that offer it ("이름에 오타 있어요. … 김철수가 맞음, 수정해주세요").
	namesThing := slices.ContainsFunc(askTerms, r.lex.NamesThing)
	asksWrite := func(rt *route) bool {
		return !namesThing && slices.ContainsFunc(askTerms, func(t string) bool { f := r.lex.Family(t); return f != "" && rt.families[f] })
	}
	return slices.DeleteFunc(cands, func(c *Candidate) bool {
		if routeNamed(c.route, askTerms, askTokens) || asksWrite(c.route) || !routeNamed(c.route, storyTerms, storyTokens) && !toolNamed(c.route, storyTerms, storyTokens) {
			return false
		}
		r.storied = append(r.storied, c.route.id)
		return true
	})
}

// fitContext drops, of a request whose context was read apart from its action part
// (query.contextAround), the routes only the context names: none of a candidate's
// evidence is said by the action part, and some is said by the context ("I'm done with
// the inventory count; update Bob's email address", "stock market 열리기 전에 New York
// tomorrow forecast를 보여줘", "런던 지금 날씨 알려줘, 재고 보고서에 넣을 거야"). The action
// part must ask and name a thing of its own, not point back at the context's.
func (r *run) fitContext(cands []*Candidate) []*Candidate {
	asking, context := r.q.contextAround()
	if asking == "" || !r.lex.Asks(asking) {
		return cands
	}
	askTokens := text.Tokens(asking)
	// An action part that asks and names nothing at all, no act, thing, time or pointer
	// back, asks about something beside the catalog: "논문 마감 끝나고 여행 갈까?".
	// An ask of how many or whether any points back at the story's thing ("Haben wir so
	// viele?", "残りはいくつ？", "何かある？").
	if len(r.q.actTerms) == 0 && len(r.q.ops) == 0 && !slices.ContainsFunc(askTokens, func(t string) bool { return pointsBack[t] }) &&
		!askedOfTheStory.MatchString(strings.ToLower(asking)) {
		return refuseAll(cands, &r.storied)
	}
	askTerms := r.lex.ReadNotation(asking, r.lex.AnalyzeText(asking, askTokens, text.Norm(asking))).Terms
	if !slices.ContainsFunc(askTerms, func(t string) bool { return namesOwn(r.lex, t) }) ||
		slices.ContainsFunc(askTokens, func(t string) bool { return pointsBack[t] }) {
		return cands
	}
	said, told := wordSet(askTerms, askTokens), wordSet(r.termsOf(context))
	evidenced := func(c *Candidate, words map[string]bool) bool {
		return slices.ContainsFunc(c.Components, func(comp ScoreComponent) bool {
			return comp.Kind != ComponentOperationMatch && comp.Kind != ComponentOperationFamily &&
				slices.ContainsFunc(text.Tokens(comp.Matched), func(w string) bool { return words[text.Singular(w)] })
		})
	}
	// A context is set apart only beside a route the action part names: an ask whose
	// thing no route's words say ("창고에 충분히 있는지") may well be about the context's,
	// unless the catalog says nothing of that thing at all: "논문 마감 끝나고 추천할 만한
	// 영화 있어?" asks for a film.
	if !slices.ContainsFunc(cands, func(c *Candidate) bool { return evidenced(c, said) }) {
		if slices.ContainsFunc(askTerms, func(t string) bool {
			return r.lex.NamesThing(t) && !r.ix.knows(t) && !lexicon.IsArtifact(t) && !r.lex.NamesAsPlace(asking, t)
		}) {
			return refuseAll(cands, &r.storied)
		}
		return cands
	}
	return slices.DeleteFunc(cands, func(c *Candidate) bool {
		if evidenced(c, said) || !evidenced(c, told) {
			return false
		}
		r.storied = append(r.storied, c.route.id)
		return true
	})
}

// askedOfTheStory asks how many or whether any of what the story names.
var askedOfTheStory = rx.MustCompile(`\b(?:so viele|wie viele|how many|how much|any|anything|cuántos|cuántas|algo|etwas)\b|何か|いくつ|いくら|残り|몇 개|몇개|얼마|뭐 있|있어\?|ある[？?]`)

// wordSet holds the singular words of terms and tokens.
func wordSet(terms, tokens []string) map[string]bool {
	out := map[string]bool{}
	for _, s := range append(slices.Clone(terms), tokens...) {
		for _, w := range text.Tokens(s) {
			out[text.Singular(w)] = true
		}
	}
	return out
}

// toolNamed reports whether terms or tokens name a route's tool ("소재" names the
// materials tool's structure endpoint too).
func toolNamed(rt *route, terms, tokens []string) bool {
	name := text.Singular(strings.ToLower(rt.tool.Name))
	return slices.ContainsFunc(terms, func(t string) bool { return text.Singular(t) == name }) ||
		slices.ContainsFunc(tokens, func(t string) bool { return text.Singular(t) == name })
}

// pointsBack holds the words by which an ask refers to what a story named.
var pointsBack = map[string]bool{"it": true, "its": true, "they": true, "them": true, "それ": true, "그거": true, "그것": true, "그게": true}

// whenOrRead reports whether a vocabulary term only says when ("Friday", "now") or
// reads ("show", "find"): words that name no tool of their own.
func (r *run) whenOrRead(t string) bool {
	return lexicon.IsTimeWord(t) || r.lex.Family(t) == lexicon.ReadFamily
}

// whenOrAct reports whether a vocabulary term only says when or acts ("update").
func (r *run) whenOrAct(t string) bool {
	return lexicon.IsTimeWord(t) || r.lex.Family(t) != ""
}

// namesNoThing reports whether a word is a stopword or one the vocabulary reads only as
// terms that name nothing ("for", "show", "now", "Samstag").
func (r *run) namesNoThing(w string, nothing func(string) bool) bool {
	if text.IsStopword(w) {
		return true
	}
	m := r.lex.Analyze([]string{w}, w)
	terms := append(m.Terms, m.Ops...)
	return len(terms) > 0 && !slices.ContainsFunc(terms, func(t string) bool { return !nothing(t) })
}

// termsOf is a text's vocabulary terms and tokens.
func (r *run) termsOf(s string) (terms, tokens []string) {
	tokens = text.Tokens(s)
	return r.lex.AnalyzeText(s, tokens, text.Norm(s)).Terms, tokens
}

// routeNamed reports whether terms or tokens name a route: its own words or fields, or a
// term it answers.
func routeNamed(rt *route, terms, tokens []string) bool {
	return slices.ContainsFunc(terms, func(t string) bool { return rt.names(t) || rt.answers[t] }) || slices.ContainsFunc(tokens, rt.says)
}

// deskContacts are the attributes by which a support desk is reached.
var deskContacts = map[string]bool{"hotline": true, "contact": true}

// fitAttributes refuses a request that asks for an attribute no candidate names. It
// judges the request, not each candidate: when a candidate names the attribute, scoring
// and coverage choose among them. A search the request asks to run takes an attribute
// as its topic when it searches documents (its text names articles or help: "find papers
// on thermal conductivity") or filters by it ("find compounds with high thermal
// conductivity"); a scope only when the request names it as a topic ("papers about
// patents", not "find the court ruling"). A candidate that names the attribute but has
// no specific evidence (hasSpecific) does not answer it: "predict which items run short"
// reaches a weather forecast only through "forecast".
func (r *run) fitAttributes(cands []*Candidate) []*Candidate {
	for _, a := range r.q.attrs {
		topic := !lexicon.IsScope(a) && !lexicon.IsDocumentMeasure(a) || slices.Contains(r.q.topicScopes, a)
		// A desk's number or hotline found is no topic of its articles, unless documents
		// are named: "die Nummer der Support-Hotline raussuchen".
		topic = topic && (!deskContacts[a] || r.q.docTopic)
		named := slices.ContainsFunc(cands, func(c *Candidate) bool {
			return (c.route.answers[a] && (c.timely || r.hasSpecific(c))) ||
				(topic && r.q.finds && c.route.ops["search"] && (c.route.answers[lexicon.AskReason] || r.q.filters)) ||
				(r.q.paperTopic && slices.Contains(r.q.topicScopes, a) && slices.ContainsFunc(paperWords, c.route.says)) // papers on it
		})
		if !named {
			r.unnamed = append(r.unnamed, a)
		}
	}
	if len(r.unnamed) == 0 {
		// A scope named as the topic of documents keeps only the endpoints that answer it
		// or search documents for it: "articles about demand forecasting" is no weather
		// forecast.
		for _, a := range r.q.topicScopes {
			takes := func(c *Candidate) bool {
				return c.route.answers[a] || r.q.finds && c.route.ops["search"] && c.route.answers[lexicon.AskReason]
			}
			if slices.ContainsFunc(cands, takes) {
				cands = slices.DeleteFunc(cands, func(c *Candidate) bool { return !takes(c) })
			}
		}
		// An attribute some candidate answers outright is not asked of those that do not
		// answer it: "Look up the stock price of NVDA" is the quote's price, whatever an
		// inventory alias ("look up stock") says. A search, or documents beside, may take it
		// as their topic. Several attributes may be covered by several calls.
		if len(r.q.attrs) == 1 {
			a := r.q.attrs[0]
			answers := func(c *Candidate) bool { return c.route.answers[a] && (c.timely || r.hasSpecific(c)) }
			documents := slices.ContainsFunc(cands, func(c *Candidate) bool { return c.route.ops["search"] && c.route.answers[lexicon.AskReason] })
			if !lexicon.IsScope(a) && !r.q.finds && !documents && slices.ContainsFunc(cands, answers) {
				cands = slices.DeleteFunc(cands, func(c *Candidate) bool {
					if answers(c) || namesAField(c) {
						return false // a field it holds is asked too ("band gap density")
					}
					r.unanswered = append(r.unanswered, c.route.id)
					return true
				})
			}
		}
		return cands
	}
	return refuseAll(cands, &r.unanswered)
}

// namesAField reports whether a candidate matched the request through one of its fields.
func namesAField(c *Candidate) bool {
	return slices.ContainsFunc(c.Components, func(comp ScoreComponent) bool {
		return comp.Kind == ComponentFieldExact || comp.Kind == ComponentFieldLexical
	})
}

// fitProfileField drops the endpoints that change a person's profile when the request
// changes a field of the profile or account that is no profile field (lexicon.
// IsProfileField: a name, contact detail, department, job title, time zone or language):
// "Update the salary on Priya's profile to 85k", "Ändere die Kostenstelle im Konto von
// Benutzer 5120". A field the vocabulary does not know fails closed, and so does a change
// of the account's state (lexicon.ChangesAccountState) beside no profile field.
func (r *run) fitProfileField(cands []*Candidate) []*Candidate {
	if len(cands) == 0 || r.q.mainFamily != "update" || r.lex == nil {
		return cands
	}
	// Whether the request names a profile field anywhere, read once when asked.
	var namesField *bool
	namesProfileField := func() bool {
		if namesField == nil {
			v := slices.ContainsFunc(r.lex.AnalyzeText(r.q.said, text.Tokens(r.q.said), text.Norm(r.q.said)).Terms, lexicon.IsProfileField)
			namesField = &v
		}
		return *namesField
	}
	if lexicon.ChangesAccountState(r.q.said) && !namesProfileField() {
		return r.dropProfileUpdates(cands) // "edit user account 77: suspend", "Benutzerkonto 77 bearbeiten, damit es am 31. Dezember abläuft"
	}
	field, ok := lexicon.ChangedProfileField(r.q.said)
	if !ok || !slices.ContainsFunc(strings.Fields(field), func(w string) bool { return !profileWords[w] }) ||
		slices.ContainsFunc(strings.Fields(field), func(w string) bool { return settableWords[w] }) && !strings.Contains(field, "emergency") {
		return cands // the profile as a whole ("update the user profile for …"), or a field it holds
	}
	terms := r.lex.AnalyzeText(field, text.Tokens(field), text.Norm(field)).Terms
	if len(terms) > 0 && !slices.ContainsFunc(terms, func(t string) bool { return !profileWords[t] }) {
		return cands // a field the vocabulary reads as the profile's own ("Anzeigename", "닉네임")
	}
	if slices.ContainsFunc(terms, lexicon.IsProfileField) && !slices.ContainsFunc(terms, func(t string) bool {
		return !lexicon.IsProfileField(t) && (lexicon.IsAttribute(t) || lexicon.IsScope(t))
	}) {
		return cands
	}
	// A profile field changed beside it is asked too: "Set user 42's account status to
	// active and update the email to x@y.com".
	if namesProfileField() && !slices.ContainsFunc(terms, func(t string) bool { return lexicon.IsAttribute(t) || lexicon.IsScope(t) }) && len(terms) > 0 {
		return cands
	}
	return r.dropProfileUpdates(cands)
}

// dropProfileUpdates drops the endpoints that change a person's profile, noting them as
// unsettable.
func (r *run) dropProfileUpdates(cands []*Candidate) []*Candidate {
	return slices.DeleteFunc(cands, func(c *Candidate) bool {
		if !c.route.families["update"] || !c.route.names("user") && !c.route.names("profile") {
			return false
		}
		r.unsettable = append(r.unsettable, c.route.id)
		return true
	})
}

// fitProfileRead drops the endpoints that read a person's record when the request asks a
// field of it that the record does not hold (readableFields) and the endpoint does not
// name: "What was user 12's last purchase?", "Wer ist der Teamleiter von Benutzer 42?",
// "user 913's birthday". A field the vocabulary does not know fails closed, as it does for
// a change (fitProfileField).
func (r *run) fitProfileRead(cands []*Candidate) []*Candidate {
	readsPerson := func(c *Candidate) bool {
		rt := c.route
		return rt.families[lexicon.ReadFamily] && !rt.families["update"] && (rt.names("user") || rt.names("profile"))
	}
	// The field is read only when a candidate reads a person's record: its patterns
	// would otherwise run on every read.
	if r.lex == nil || len(r.q.writeFamilies) > 0 || !slices.ContainsFunc(cands, readsPerson) {
		return cands
	}
	field, ok := lexicon.AskedRecordField(r.q.said)
	if !ok || readableFields[field] {
		return cands
	}
	words := strings.Fields(field)
	terms := r.lex.AnalyzeText(field, text.Tokens(field), text.Norm(field)).Terms
	return slices.DeleteFunc(cands, func(c *Candidate) bool {
		if !readsPerson(c) {
			return false
		}
		rt := c.route
		holds := func(t string) bool {
			return profileWords[lastWord(t)] || readableFields[lastWord(t)] || rt.answers[t] || rt.says(t)
		}
		if len(terms) > 0 && !slices.ContainsFunc(terms, func(t string) bool { return !holds(t) }) ||
			len(terms) == 0 && slices.ContainsFunc(words, holds) { // "basic info", "info card"
			return false
		}
		// A held field with a word of no attribute beside it is still that field: "user
		// 301's new address".
		if slices.ContainsFunc(terms, holds) && !slices.ContainsFunc(terms, func(t string) bool {
			return !holds(t) && (lexicon.IsAttribute(t) || lexicon.IsScope(t))
		}) {
			return false
		}
		r.unnamed = append(r.unnamed, field)
		r.unanswered = append(r.unanswered, rt.id)
		return true
	})
}

// fitPublicSchedule drops the endpoints that read the asker's events when the request asks
// a schedule others keep for everyone (lexicon.PublicSchedule: "우리 동네 쓰레기 수거 일정
// 알려줘", "when is the garbage collection this week?") and names neither the asker nor a
// calendar. A meeting about it is still an event.
func (r *run) fitPublicSchedule(cands []*Candidate) []*Candidate {
	if !r.q.publicSchedule || lexicon.NamesOwnCalendar(r.q.said) {
		return cands
	}
	return slices.DeleteFunc(cands, func(c *Candidate) bool {
		rt := c.route
		if !rt.families[lexicon.ReadFamily] || rt.families["create"] || !rt.names("event") && !rt.names("calendar") {
			return false
		}
		r.unanswered = append(r.unanswered, rt.id)
		return true
	})
}

// fitMetadata drops the endpoints about citing when the request asks a document's
// metadata (its authors, journal, year, keywords), or only reads a document it names by
// its DOI, and names no citing, and another candidate remains: "Get the authors of doi
// 10.1038/nature14539" and "Look up the paper with DOI 10.1021/…" ask the paper, not
// the papers that cite it.
func (r *run) fitMetadata(cands []*Candidate) []*Candidate {
	readsDocument := slices.Contains(r.q.idKinds, "doi") && len(r.q.writeFamilies) == 0
	if !r.q.asksMetadata && !readsDocument && !(slices.Contains(r.q.asks, lexicon.AskPerson) && len(r.q.idKinds) > 0) {
		return cands
	}
	cites := func(c *Candidate) bool { return c.route.says("cite") }
	if !slices.ContainsFunc(cands, func(c *Candidate) bool { return !cites(c) }) || r.q.mentionsCiting() {
		return cands
	}
	return slices.DeleteFunc(cands, func(c *Candidate) bool {
		if !cites(c) {
			return false
		}
		r.unanswered = append(r.unanswered, c.route.id)
		return true
	})
}

// mentionsCiting reports whether a request names citing or references in any word.
func (q *query) mentionsCiting() bool { return citingWords.MatchString(strings.ToLower(q.said)) }

var citingWords = rx.MustCompile(`\bcit|zitier|zitat|\bcita|인용|引用|참고문헌|参考文献|사이테이션|サイテーション|ひいて|引いて|referen|\bbuil(?:d|ds|t|ding) (?:on|upon)\b|` +
	`follow(?:s|ed)? up|bezogen|bauen auf|se basan|mencion|mention|\bleaned on\b|\bpoint(?:s|ing)? back\b|\bdrawn on\b`)

// metadataTerms are a document's metadata: who wrote it, where and when it appeared, what
// it is about.
var metadataTerms = map[string]bool{"author": true, "journal": true, "keyword": true, "metadata": true, "year": true, "title": true}

// readableFields are the fields a profile read returns beside those its endpoint names: a
// name or handle, a postal address, a department or affiliation (소속, 所属), the
// particulars as a whole.
var readableFields = map[string]bool{"name": true, "nickname": true, "surname": true, "nachname": true, "familienname": true,
	"apellido": true, "apellidos": true, "handle": true, "initials": true, "address": true, "department": true, "unit": true,
	"affiliation": true, "particulars": true, "실명": true, "풀네임": true, "아이디": true, "フルネーム": true, "姓": true, "本名": true,
	"識別子": true, "所在地": true}

// profileWords name a profile or its details as a whole, no field of it; settableWords
// name the profile's own fields the vocabulary has no term for, and its corrections
// ("fix the typo in Jon's profile").
var (
	profileWords = map[string]bool{"profile": true, "account": true, "details": true, "info": true, "information": true,
		"data": true, "record": true, "user": true, "the": true, "profil": true, "perfil": true, "konto": true, "cuenta": true,
		"datos": true, "daten": true, "benutzerprofil": true, "nutzerprofil": true, "angaben": true, "informationen": true,
		"información": true, "정보": true, "프로필": true, "상세": true, "情報": true, "プロフィール": true, "詳細": true, "on": true, "file": true}
	settableWords = map[string]bool{"bio": true, "status": true, "nickname": true, "surname": true, "mobile": true, "cell": true,
		"locale": true, "typo": true, "spelling": true, "mistake": true, "apellido": true, "apellidos": true, "nachname": true,
		"nachnamen": true, "vorname": true, "vornamen": true, "cargo": true, "puesto": true, "móvil": true, "handynummer": true, "닉네임": true,
		"position": true, "posición": true, "designation": true, "occupation": true, "job": true, "role title": true, "funktion": true,
		"contact": true, "kontakt": true, "contacto": true, "division": true, "unit": true, "team": true, "abteilung": true, "about": true}
)

// fitWrites drops the endpoints that change named fields (route.updates: "Update
// inventory quantity for a SKU") when the change names a property they do not name: the
// price, name or supplier of a SKU is not its quantity.
func (r *run) fitWrites(cands []*Candidate) []*Candidate {
	if r.q.mainFamily == "create" || r.q.mainFamily == "submit" { // submitting a request makes one
		// A record named by its number or called existing exists: "add a comment to
		// ticket 5520" does not open a ticket (lexicon.ExistingThings).
		existingThings := r.phrases(append(lexicon.ExistingThings(r.q.said, text.Tokens(r.q.said)),
			lexicon.IdentifiedArguments(r.q.said)...)) // "일정=EV-1022": a record named by its id in a production line
		existing := func(rt *route) bool { // "the existing event", not "the existing outage"
			return slices.ContainsFunc(existingThings, func(p phrase) bool { return p.names(rt.saysRecordWord) })
		}
		doing := r.q.doing // the object is read where the action is
		if doing == "" {
			doing = r.q.said
		}
		object := r.lex.Object(doing, append(slices.Collect(maps.Keys(r.q.opTokens)), r.q.phraseVerbs...))
		// "Schedule a payment" creates no calendar event (lexicon.IsArtifact), but
		// anything put on a calendar is one: a request that names the endpoint's tool
		// beside the object ("put my car service on the calendar") creates what the
		// endpoint creates.
		placed := map[string]bool{} // tool name -> the request names it as a place
		otherThing := func(rt *route) bool {
			if r.q.toldSupport {
				return !rt.names("ticket") // a problem told to support makes a ticket, whatever it names ("Ticket: can't access the shared calendar")
			}
			// The tool named as where the object goes ("put my car service on the
			// calendar"), not inside it ("a calendar invite template", "苦情の手紙").
			asPlace, seen := placed[rt.tool.Name]
			if !seen {
				asPlace = r.lex.NamesAsPlace(r.q.said, rt.tool.Name)
				placed[rt.tool.Name] = asPlace
			}
			namesTool := asPlace && !slices.Contains(object.Terms, rt.tool.Name)
			// The tool itself: "Create a new shared calendar called 'Marketing'" — but what
			// is put on it at a clock time or for a span of hours is an entry ("캘린더 추가: 내일
			// 2시 1:1", "block calendar 9-10 mañana").
			if object.Head != "" && isTool(object.Head, object.HeadTerms, rt.tool.Name) && !r.namesOwnRecord(rt) &&
				(!lexicon.NamesClockTime(doing) && !lexicon.NamesHourSpan(doing) || lexicon.NamesNewTool(doing) || !r.q.aspects[lexicon.AspectFuture] && r.q.mainOp != "add" && r.q.mainOp != "register" && r.q.mainOp != "schedule") {
				return true
			}
			// A thing of the tool's or of its record that the vocabulary does not know is
			// that thing: "サポートチームの研修資料を作成して" makes training material, "会議用
			// の資料を作成して" a meeting's papers, neither a ticket nor an event.
			if object.Owner != "" && object.Unknown && !slices.ContainsFunc(object.Terms, rt.names) {
				if owner := r.phrases([]string{object.Owner})[0]; owner.names(func(t string) bool { return t == rt.tool.Name || rt.saysRecordWord(t) }) {
					return true
				}
			}
			if slices.ContainsFunc(object.Terms, lexicon.IsArtifact) && !slices.ContainsFunc(object.Terms, rt.names) && !namesTool &&
				!lexicon.IsEventHead(object.Head) { // "the poll results discussion" is a discussion
				return true
			}
			record := func(t string) bool { return t != rt.tool.Name && rt.names(t) }
			named := object.Terms // a name beside the head may be the record's: "einen Termin Projektreview"
			if object.OfHead {
				named = object.WordTerms // not what "de" adds: "un informe de los tickets"
			}
			if slices.ContainsFunc(object.HeadTerms, lexicon.IsArtifact) && !slices.ContainsFunc(named, record) && !namesTool &&
				!slices.ContainsFunc(object.HeadTerms, lexicon.IsTimedItem) {
				return true // its head decides: "a calendar invite template" is a template, "a calendar reminder" an entry
			}
			if r.q.mainOp == "write" && len(object.Terms) == 0 && object.Head != "" {
				return true // writing makes text: "Write a poem about scheduling meetings"
			}
			// An object whose head another tool's endpoints hold is that tool's record: "논문
			// 투고" submits a paper, which no support ticket is.
			if !namesTool && slices.ContainsFunc(object.HeadTerms, func(t string) bool { return !rt.names(t) && r.heldByAnotherTool(rt, t) }) {
				return true
			}
			// An object another endpoint creates is that endpoint's: "Bitte ein Ticket
			// aufmachen" after a problem with a Termin makes a ticket, not an event.
			return !namesTool && slices.ContainsFunc(object.Terms, func(t string) bool { return !rt.names(t) && r.createdElsewhere(rt, t) })
		}
		// Something added to the endpoint's own record changes a record that exists:
		// "Füg dem Termin morgen einen Teams-Link hinzu", "ticket에 log file attach 해줘".
		// Something added to another kind of thing is not the endpoint's either: "add
		// 'renew passport' to my to-do list".
		var targets, heads []phrase
		var texts []string
		alreadyThere := false // "attach these screenshots to the one I already have"
		// Making a thing of another kind on a record adds it there too: "サポートケースに
		// コメントを作成して" writes a comment on a case.
		makesOnRecord := !addOps[r.q.mainOp] && len(object.HeadTerms) > 0
		if addOps[r.q.mainOp] || makesOnRecord {
			alreadyThere = lexicon.SaysItExists(r.q.said)
			texts = lexicon.AddTargets(r.q.said)
			targets = r.phrases(texts)
			for i, t := range texts {
				heads = append(heads, r.phrases([]string{lastWord(t)})...)
				heads[i].terms = slices.DeleteFunc(heads[i].terms, func(term string) bool { return r.lex.Family(term) != "" })
			}
		}
		addsToRecord := func(rt *route) bool {
			if makesOnRecord && slices.ContainsFunc(object.HeadTerms, rt.names) {
				return false // the endpoint's own record, made where it goes
			}
			for i, p := range targets {
				// A word that also names an operation is no record ("add lunch to my
				// schedule", "내 일정에", "予定に": the schedule itself), but for a Korean or
				// Japanese noun the request points at or names ("この予定に", "어제 일정
				// '스프린트 리뷰'에": an event).
				nouns := !text.IsASCII(texts[i]) && pointsAt(texts[i])
				owned := func(t string) bool {
					return rt.saysRecordWord(t) && text.Singular(t) != rt.tool.Name && (nouns || r.lex.Family(text.Singular(t)) == "")
				}
				// "meinem Terminkalender", "calendar에" — but a compound is what its last
				// part is: "サポートチケットに", "dem Support-Ticket" add to a ticket.
				// A compound whose last part the vocabulary does not know is what all its
				// parts name, the record among them: "meinem offenen Supportfall".
				word := lastWord(texts[i])
				head := r.lex.CompoundHead(word)
				container := slices.Contains(heads[i].terms, rt.tool.Name) &&
					(len(heads[i].terms) == 1 || slices.Contains(r.phrases([]string{head})[0].terms, rt.tool.Name)) &&
					!(head == word && slices.ContainsFunc(heads[i].terms, func(t string) bool { return t != rt.tool.Name && rt.saysRecordWord(t) }))
				other := slices.ContainsFunc(p.terms, lexicon.IsArtifact) && !slices.ContainsFunc(p.terms, rt.names)
				if !container && (p.names(owned) || other) {
					return true
				}
			}
			return false
		}
		// An endpoint that creates a record makes one: "Leg für alle 50 Kunden aus dieser
		// Liste auf einmal ein Ticket an" asks for a batch (lexicon.AsksBatch).
		bulk := lexicon.AsksBatch(r.q.doing)
		cands = slices.DeleteFunc(cands, func(c *Candidate) bool {
			if (c.route.families["create"] || c.route.families["submit"]) && (bulk || alreadyThere || existing(c.route) || otherThing(c.route) || addsToRecord(c.route) || r.q.namesExisting(r.lex, c.route)) {
				r.refused = append(r.refused, c.route.id)
				return true
			}
			return false
		})
	}
	if len(r.q.sets) == 0 {
		return cands
	}
	kept := cands[:0]
	for _, c := range cands {
		missing := ""
		for _, p := range r.q.sets {
			// An update that names no field of its own sets any but an account's access.
			if (len(c.route.updates) > 0 || c.route.families["update"] && lexicon.IsAccessProperty(p, r.q.said)) && !c.route.answers[p] && !c.route.names(p) {
				missing = p
				break
			}
		}
		if missing == "" {
			kept = append(kept, c)
			continue
		}
		if !slices.Contains(r.unnamed, missing) {
			r.unnamed = append(r.unnamed, missing)
		}
		r.unanswered = append(r.unanswered, c.route.id)
	}
	return kept
}

// fitIdentifiers drops the endpoints that do not hold a record of the identifier kind
// the request names it by: "SKU-55 price?" asks about a warehouse item, which a market
// quote for a ticker does not hold.
func (r *run) fitIdentifiers(cands []*Candidate) []*Candidate {
	if len(r.q.idKinds) == 0 {
		return cands
	}
	kept := cands[:0]
	for _, c := range cands {
		if r.q.toldSupport && c.route.names("ticket") && r.q.mainFamily == "create" {
			kept = append(kept, c) // a record a problem told to support names is the ticket's text
			continue
		}
		if slices.ContainsFunc(r.q.idKinds, func(k string) bool { return !c.route.holds(k) }) {
			r.unheld = append(r.unheld, c.route.id)
			continue
		}
		kept = append(kept, c)
	}
	return kept
}

// fitDocumentation keeps, of a request for documentation on a topic ("FAQ Termin
// verschieben", "KB: Abo kündigen"), the candidates whose endpoint holds documentation
// when one does, and of a request for papers on a topic ("papers on weather prediction
// models", "articles about calendar scheduling algorithms") those that search papers:
// the topic's words say what the documents are about, not which records to read.
func (r *run) fitDocumentation(cands []*Candidate) []*Candidate {
	var words []string
	switch {
	case r.q.docTopic:
		words = documentationWords
	case r.q.paperTopic:
		words = paperWords
	default:
		return cands
	}
	holdsDocs := func(c *Candidate) bool { return slices.ContainsFunc(words, c.route.says) }
	if !slices.ContainsFunc(cands, holdsDocs) {
		return cands
	}
	return slices.DeleteFunc(cands, func(c *Candidate) bool { return !holdsDocs(c) })
}

// documentationWords name documentation in an endpoint's own text ("Search support
// knowledge base articles"), paperWords research papers ("Search research papers").
var (
	documentationWords = []string{"documentation", "knowledge", "help", "faq"}
	paperWords         = []string{"paper", "research", "literature", "publication", "scholarly", "academic"}
)

// names reports whether a route's own text or fields say every token of a term.
func (rt *route) names(term string) bool {
	for _, t := range singulars(term) {
		if !rt.says(t) {
			return false
		}
	}
	return true
}

// says reports whether a route's own text (route.ownTokens) or a field's name has a
// token.
func (rt *route) says(t string) bool {
	if _, own := rt.ownTokens[t]; own {
		return true
	}
	return slices.ContainsFunc(rt.fields, func(f fieldInfo) bool { return slices.Contains(f.tokens, t) })
}

// refuseAll drops every candidate, recording the routes in *dropped.
func refuseAll(cands []*Candidate, dropped *[]string) []*Candidate {
	for _, c := range cands {
		*dropped = append(*dropped, c.route.id)
	}
	return cands[:0]
}

// singulars are the singular tokens of a text.
func singulars(s string) []string {
	toks := text.Tokens(s)
	for i, t := range toks {
		toks[i] = text.Singular(t)
	}
	return toks
}

// keepIfLeaderFits keeps the candidates that fit when a candidate of the leading tool
// fits, and none otherwise; it records the dropped routes in *dropped.
func (r *run) keepIfLeaderFits(cands []*Candidate, fits func(*Candidate) bool, dropped *[]string) []*Candidate {
	leading := leadingTools(cands)
	leaderFits := false
	for _, c := range cands {
		leaderFits = leaderFits || (leading[c.route.toolKey] && fits(c))
	}
	kept := cands[:0]
	for _, c := range cands {
		if leaderFits && fits(c) {
			kept = append(kept, c)
		} else {
			*dropped = append(*dropped, c.route.id)
		}
	}
	return kept
}

// textAspects are the time aspects (lexicon.Aspect) a catalog text names (englishWords).
func textAspects(lex *lexicon.Lexicon, s string, tokens map[string]struct{}) map[string]bool {
	out := map[string]bool{}
	for w := range englishWords(lex, s, tokens) {
		if a := lexicon.Aspect(w); a != "" {
			out[a] = true
		}
	}
	return out
}

// englishWords are the words a catalog text says in English: its lexical tokens
// (lexicalSet(s)) and the singular tokens of the vocabulary's English terms for it.
func englishWords(lex *lexicon.Lexicon, s string, tokens map[string]struct{}) map[string]struct{} {
	words := maps.Clone(tokens)
	if lex != nil {
		for _, term := range lex.Analyze(text.Tokens(s), text.Norm(s)).Terms {
			for _, t := range singulars(term) {
				words[t] = struct{}{}
			}
		}
	}
	return words
}

// fitAspects drops the endpoints whose own text names only time aspects other than
// the request's: "historical prices" is the price history endpoint, not the latest
// quote, though both match "price"; and "historical weather" is neither the current
// weather nor the forecast. Endpoints whose text names no aspect are never dropped.
func (r *run) fitAspects(cands []*Candidate) []*Candidate {
	if len(r.q.aspects) == 0 {
		return cands
	}
	serves := func(rt *route) bool {
		for a := range r.q.aspects {
			if rt.aspects[a] {
				return true
			}
		}
		return false
	}
	fits := func(c *Candidate) bool { return len(c.route.aspects) == 0 || serves(c.route) }
	// An endpoint that names the asked time takes the specific evidence of a sibling
	// that serves another: "내일 서울 기온" reaches the current weather by its temperature
	// field, and tomorrow is the forecast's.
	present := map[*route]*Candidate{}
	for _, c := range cands {
		present[c.route] = c
	}
	for _, c := range slices.Clone(cands) {
		if fits(c) || !r.hasSpecific(c) {
			continue
		}
		for _, rt := range r.ix.byTool[c.route.toolKey] {
			if !serves(rt) || !r.isAvailable(rt) {
				continue
			}
			sib := present[rt]
			if sib == nil {
				sib = r.scoreSibling(rt)
				if sib.refused {
					continue
				}
				present[rt] = sib
				cands = append(cands, sib)
			}
			sib.timely = true
		}
	}
	return r.keepIfLeaderFits(cands, fits, &r.untimely)
}

func notWordRune(r rune) bool { return !unicode.IsLetter(r) && !unicode.IsDigit(r) }

// namesExisting reports whether the request names the kind of record an endpoint is
// about only by number: each time a word of the endpoint's own text stands right before
// a number ("add a comment to ticket 5520", "meinem Ticket #5520"). A request that also
// names a new one ("open a ticket: ticket 4411 was never answered") does not, and a
// number with a unit is a time or an amount ("일정 3시", "予定15時").
func (q *query) namesExisting(lex *lexicon.Lexicon, rt *route) bool {
	runs := q.numberRuns()
	owns := func(w string) bool {
		if _, ok := rt.ownTokens[w]; ok {
			return !lexicon.IsGeneric(w) && !text.IsStopword(w) && !aliasVerb(rt, w)
		}
		// A word of another language names it by its term (チケット and caso are tickets).
		m := lex.Analyze(text.Tokens(w), text.Norm(w))
		return len(m.Ops) == 0 && slices.ContainsFunc(m.Terms, func(t string) bool {
			_, ok := rt.ownTokens[t]
			return ok && !aliasVerb(rt, t) && !lexicon.IsGeneric(t) // お客様 is a customer, not the record
		})
	}
	// A code with letters before the number belongs to it: "ticket SR-2210" (not the "9"
	// of a span "9-10").
	codeBefore := func(i int) bool {
		r := runs[i]
		return i+1 < len(runs) && len(r.text) <= 4 && text.IsASCII(r.text) && !allDigits(r.text) && isRecordNumber(runs[i+1].text) &&
			strings.Contains(q.said, strings.ToUpper(r.text)+"-"+runs[i+1].text)
	}
	numbered := false
	for i, r := range runs {
		next := i + 1
		if next < len(runs) && codeBefore(next) {
			next++
		}
		// A number that opens a span of hours numbers no record: "block calendar 9-10 mañana".
		number := next < len(runs) && isRecordNumber(runs[next].text) && (next+1 == len(runs) || !unitOf(runs[next+1])) &&
			!strings.Contains(q.said, " "+runs[next].text+"-") && !strings.Contains(q.said, " "+runs[next].text+"–")
		if number && numbered {
			continue // already found: only unnumbered mentions matter now
		}
		if !owns(text.Singular(r.text)) {
			continue
		}
		if !number {
			return false
		}
		numbered = true
	}
	return numbered
}

// createdElsewhere reports whether a record term names what an endpoint other than rt
// creates, in its own text ("ticket" of create_ticket), and is no generic word.
func (r *run) createdElsewhere(rt *route, term string) bool {
	if lexicon.IsGeneric(term) {
		return false
	}
	toks := singulars(term)
	if len(toks) == 0 {
		return false
	}
	return slices.ContainsFunc(r.ix.creators[toks[0]], func(o *route) bool {
		return o != rt && o.tool.Name != term && o.names(term)
	})
}

// heldByAnotherTool reports whether a term names a record only other tools' endpoints
// say (a paper, a share, a SKU), not the route's own tool.
func (r *run) heldByAnotherTool(rt *route, term string) bool {
	if lexicon.IsGeneric(term) {
		return false
	}
	toks := singulars(term)
	if len(toks) == 0 || slices.ContainsFunc(r.ix.byTool[rt.toolKey], func(o *route) bool { return o.names(term) }) {
		return false
	}
	return slices.ContainsFunc(r.ix.routes, func(o *route) bool { return o.toolKey != rt.toolKey && o.names(term) })
}

// pointsAt reports whether a Korean or Japanese noun phrase points at one record: a
// demonstrative or a quoted name.
func pointsAt(phrase string) bool {
	return strings.ContainsAny(phrase, "'「『\"“‘") ||
		slices.ContainsFunc([]string{"この", "その", "あの", "이 ", "그 ", "저 ", "해당"}, func(d string) bool { return strings.Contains(phrase, d) })
}

// namesOwnRecord reports whether the asking part of a request names, beside the tool, a
// record the endpoint's own text says ("상담 접수" is a ticket put in, "신규문의" a new
// inquiry): then the tool word before the verb is no tool to make. What the request
// forbids is not asked ("새 캘린더 … 만들어 주세요. 일정은 추가하지 마시고요").
func (r *run) namesOwnRecord(rt *route) bool {
	doing := r.q.doing
	if doing == "" {
		doing = r.q.said
	}
	tokens, norm := text.Tokens(doing), text.Norm(doing)
	return slices.ContainsFunc(r.lex.AnalyzeText(doing, tokens, norm).Terms, func(t string) bool {
		return t != rt.tool.Name && !r.q.opTokens[t] && rt.saysRecordWord(t) && !r.lex.Negated(tokens, norm, t)
	})
}

// isTool reports whether a word (with its vocabulary terms) names a tool by its name
// alone ("calendar", "calendario", "Kalender"), not a compound that holds it
// ("Kalendereintrag").
func isTool(word string, terms []string, tool string) bool {
	if word = text.Singular(word); word == tool {
		return true
	}
	return slices.Equal(terms, []string{tool}) && utf8.RuneCountInString(word) <= len(tool)+3
}

// saysRecordWord reports whether a route's text says a word (made singular) that may
// name its record: not a generic word or a stopword.
func (rt *route) saysRecordWord(t string) bool {
	return rt.says(text.Singular(t)) && !lexicon.IsGeneric(t) && !text.IsStopword(t)
}

// phrase is a few words of a request with their vocabulary terms, analyzed once for
// every candidate a guard asks about them.
type phrase struct{ tokens, terms []string }

// phrases analyzes each of a request's short texts.
func (r *run) phrases(texts []string) []phrase {
	out := make([]phrase, 0, len(texts))
	for _, t := range texts {
		toks := text.Tokens(t)
		out = append(out, phrase{tokens: toks, terms: r.lex.Analyze(toks, text.Norm(t)).Terms})
	}
	return out
}

// lastWord is the last space-separated word of a text.
func lastWord(t string) string { return t[strings.LastIndexByte(t, ' ')+1:] }

// names reports whether one of a phrase's tokens or terms is owned.
func (p phrase) names(owned func(string) bool) bool {
	return slices.ContainsFunc(p.tokens, owned) || slices.ContainsFunc(p.terms, owned)
}

// addOps add something to a record.
var addOps = map[string]bool{"add": true, "attach": true, "append": true, "insert": true}

// aliasVerb reports whether a word is the verb an operation alias of a route starts
// with ("file" of "file support request"): the file a request attaches is no record of
// that endpoint.
func aliasVerb(rt *route, w string) bool {
	for _, a := range rt.ep.OperationAliases {
		if toks := text.Tokens(a); len(toks) > 1 && text.Singular(toks[0]) == w {
			return true
		}
	}
	return false
}

// numberRuns are the request's runs of letters and of numbers, cut once per request.
func (q *query) numberRuns() []textRun {
	if q.runs == nil {
		q.runs = letterAndNumberRuns(strings.ToLower(norm.NFKC.String(lexicon.Unquoted(q.said)))) // a quoted title names nothing
	}
	return q.runs
}

// isRecordNumber reports whether a run is a record's number ("5520", "#5520"), not a
// time or a date (10:30, 3/15).
func isRecordNumber(run string) bool {
	n := strings.TrimPrefix(run, "#")
	return n != "" && allDigits(n)
}

// unitOf reports whether a run right after a number, with nothing between them, is a
// unit that counts or tells the time ("15時に…", "3시", "3pm") rather than numbering a
// record; "ticket 5520 일부 …" and "5520 pm team" keep their record number.
func unitOf(r textRun) bool {
	if r.spaced {
		return false
	}
	if latinUnits[r.text] {
		return true
	}
	c, _ := utf8.DecodeRuneInString(r.text)
	return strings.ContainsRune("시時分분年년월月일日개個階층", c) // 3階, 3층: a floor
}

var latinUnits = map[string]bool{"am": true, "pm": true, "h": true, "min": true, "hrs": true, "units": true, "pcs": true}

// textRun is a run of letters or of a number in a text, and whether something (a space, a
// mark) stood between it and the run before.
type textRun struct {
	text   string
	spaced bool
}

// letterAndNumberRuns cuts a text into runs of letters and runs of digits (with a
// leading '#', and the ':', '/' and '.' of times and dates inside), so that
// "チケット#2210に" is チケット, #2210, に and "10:30에" is 10:30, 에.
func letterAndNumberRuns(s string) []textRun {
	var out []textRun
	start, kind, spaced := -1, 0, false
	for i, r := range s {
		k := 0
		switch {
		case unicode.IsLetter(r):
			k = 1
		case unicode.IsDigit(r) || r == '#':
			k = 2
		case kind == 2 && strings.ContainsRune(":/.", r) && i+1 < len(s) && isDigitByte(s[i+1]):
			k = 2 // 10:30, 3/15, 1.5
		}
		if k != kind && start >= 0 {
			out = append(out, textRun{s[start:i], spaced})
			start, spaced = -1, false
		}
		if k == 0 {
			spaced = true
		}
		if k != 0 && start < 0 {
			start = i
		}
		kind = k
	}
	if start >= 0 {
		out = append(out, textRun{s[start:], spaced})
	}
	return out
}

// forecastsAnotherThing reports whether a forecast's subject (lexicon.ForecastSubjects)
// names what a tool that forecasts nothing holds, and nothing a forecasting tool's
// endpoints say: "AAPL stock forecast" and "forecast of paper citations" forecast no
// weather, while "forecast for Tokyo", "forecast for Seoul temperature", "pronóstico del
// tiempo" and "the forecast for Saturday's picnic" do.
func (ix *index) forecastsAnotherThing(subjects []string) bool {
	for _, s := range subjects {
		toks := text.Tokens(s)
		p := phrase{tokens: toks, terms: ix.lex.Analyze(toks, text.Norm(s)).Terms}
		if slices.ContainsFunc(p.tokens, lexicon.IsEventHead) {
			continue
		}
		forecasts := func(rt *route) bool {
			return slices.ContainsFunc(ix.byTool[rt.toolKey], func(o *route) bool { return o.says("forecast") })
		}
		if slices.ContainsFunc(ix.routes, func(rt *route) bool { return forecasts(rt) && p.names(rt.saysRecordWord) }) {
			continue
		}
		if slices.ContainsFunc(ix.routes, func(rt *route) bool { return !forecasts(rt) && p.names(rt.saysRecordWord) }) {
			return true
		}
	}
	return false
}
