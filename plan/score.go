package plan

import (
	"cmp"
	"maps"
	"slices"
	"sort"
	"strings"
	"time"

	"github.com/schemarouter/schemarouter/catalog"
	"github.com/schemarouter/schemarouter/internal/lexicon"
	"github.com/schemarouter/schemarouter/internal/rx"
	"github.com/schemarouter/schemarouter/internal/text"
)

// Score values (CORE.md §2.3).
const (
	scorePreferredTool     = 100
	scorePreferredEndpoint = 250
	scoreToolToken         = 1.5
	scoreFieldExact        = 6
	scoreFieldLexical      = 3
	scoreFieldSubstring    = 1
	scoreFieldQualifier    = 4
	scoreArgument          = 2
	// scoreOperationAlias rewards a request that says one of an endpoint's trusted
	// operation aliases in full, like a lexical field match.
	scoreOperationAlias = 3
)

// query is the analyzed form of a request (the reference's QueryIntent plus tokens).
type query struct {
	req *Request
	// tokens are the query tokens minus stopwords: what lexical matching uses.
	tokens map[string]struct{}
	// allTokens include stopwords: qualifier visibility looks at every token.
	allTokens    map[string]struct{}
	tokenList    []string // tokens, sorted
	conceptNorms []string // distinct, in concept order
	conceptSet   map[string]struct{}
	normQuery    string
	// substr holds the indexed field norms that semantically substring-match a concept.
	substr             map[string]struct{}
	preferredTools     map[string]struct{}
	setAsideTools      map[string]bool // the tools a set-aside clause names (run.lendSetAsideTools)
	preferredEndpoints map[string]struct{}
	// ops are the operations the request asks for; writeFamilies their families other
	// than read (the request's action, when it has one).
	ops             []string
	writeFamilies   map[string]bool
	publicSchedule  bool            // it names a schedule others keep for everyone (fitPublicSchedule)
	asksMetadata    bool            // it asks a document's metadata and names no citing (fitMetadata)
	readOps         map[string]bool // the request's operations of the read family
	mainFamily      string          // the family of its main verb (lexicon.Match.Main) when that acts
	mainOp          string          // its main verb's operation (lexicon.Match.Main)
	aspects         map[string]bool // the time aspects the request names (lexicon.Aspect)
	asks            []string        // the kinds of answer it asks for (lexicon.Asks, history, statistics)
	finds           bool            // it asks to find or search
	advice          bool            // it asks for an explanation or advice (lexicon.IsAdvice) and no lookup
	filters         bool            // it says "with", "having", "mit", "con", ...: it filters by what follows
	attrs           []string        // the attributes a single-call read asks for and the scopes it names
	topicScopes     []string        // the scopes among attrs it names as a topic ("papers about patents")
	sets            []string        // the properties a change names (lexicon.IsProperty)
	idKinds         []string        // the identifier kinds it names a record by (index.namedIdentifiers)
	actTerms        []string        // the terms of its action part, when context clauses surround it (lexicon.Actionless)
	doing           string          // its action part: said without context, statements and the matter it leads with
	asking          string          // the ask it makes after a story (lexicon.AskAfterStory), or ""
	askTerms        []string        // the vocabulary terms of asking
	hasContext      bool            // context clauses surround its action part
	timed           string          // said without a closing purpose (lexicon.WithoutClosingPurpose): the part that dates what is asked
	whole           string          // the request with its misspellings corrected (lexicon.Correct)
	said            string          // whole without the clauses it sets aside (lexicon.SetAside)
	runs            []textRun       // said's runs of letters and of numbers (numberRuns), cut on first use
	opTokens        map[string]bool // tokens of the operations' English names
	phraseVerbs     []string        // the verbs of its multi-word operation forms (lexicon.Match.PhraseVerbs)
	substance       bool            // it names a substance by formula or name (lexicon.NamesSubstance)
	toldSupport     bool            // it tells the support desk of a problem (lexicon.TellsSupport)
	handedOver      bool            // it hands the service a fault to deal with (lexicon.HandsOverFault)
	docTopic        bool            // it asks documentation on a topic, its actions the topic (documentationTopic)
	paperTopic      bool            // it asks papers on a topic (lexicon.PaperTopic), what the topic names their subject
	paperTopicTerms []string        // the terms of that topic
	arguments       map[string]any
}

// analyze is the keyword analyzer (misspellings corrected, and without the clauses the
// request sets aside when setAside): concepts are the request's concepts followed by the
// query tokens; the vocabulary lex (the index's, memoized for the request; nil for
// none) adds the English terms of every form it finds (so a request in any supported
// language meets an English catalog) and the operations the request asks for.
func analyze(req *Request, ix *index, lex *lexicon.Lexicon, now time.Time, setAside bool) *query {
	whole := lexicon.Spoken(lexicon.SpelledOut(req.Query))
	if lex != nil {
		whole = lex.Correct(whole, ix.knows)
	}
	// Talk about the routing is no part of the request, even when nothing else is left
	// of it; a clause the request sets aside may be retried (run.recall).
	whole = lexicon.WithoutRoutingTalk(whole)
	if lex != nil {
		whole = lex.WithoutSenderTag(whole)
		// After a retraction the ask is what follows it, read on its own below: "Open a
		// ticket about the printer jam — no wait, scratch that, is there a help article on
		// …?" holds no ticket's content and closes with its ask.
		head, after := lexicon.AtRetraction(whole)
		// The fields that hold a record's content say what it holds, not what is asked.
		after = lex.WithoutContentFields(after)
		// A remark after the ask is no part of it ("서울 날씨 알려줘. 참고로 어제 회의는
		// 취소됐어"), nor a story after a question ("…? We're hosting a barbecue on
		// Thursday."), nor a business closing after one ("…? 확인 부탁드립니다.").
		whole = head + lexicon.WithoutClosingCourtesy(lex.WithoutClosingStory(lex.WithoutClosingRemark(after)))
	}
	said := lexicon.SetAside(whole)
	read := said // the text whose words are scored
	if !setAside {
		read = whole
	}
	tokens := text.Tokens(read)
	q := &query{
		req:                req,
		whole:              whole,
		said:               said,
		tokens:             map[string]struct{}{},
		allTokens:          make(map[string]struct{}, len(tokens)),
		conceptSet:         map[string]struct{}{},
		normQuery:          text.Norm(read),
		preferredTools:     map[string]struct{}{},
		preferredEndpoints: map[string]struct{}{},
		arguments:          req.Arguments,
		writeFamilies:      map[string]bool{},
		readOps:            map[string]bool{},
	}
	addToken := func(t string) {
		t = text.Singular(t)
		if _, dup := q.tokens[t]; !dup && !text.IsStopword(t) {
			q.tokens[t] = struct{}{}
			q.tokenList = append(q.tokenList, t)
		}
	}
	addConcept := func(c string) {
		if n := text.Norm(c); n != "" {
			if _, dup := q.conceptSet[n]; !dup {
				q.conceptSet[n] = struct{}{}
				q.conceptNorms = append(q.conceptNorms, n)
			}
		}
	}
	for _, c := range req.Concepts {
		addConcept(c)
	}
	for _, t := range tokens {
		q.allTokens[t] = struct{}{}
		addToken(t)
		if !text.IsStopword(t) {
			addConcept(t)
		}
	}
	var m lexicon.Match
	topical := false
	paperOutside := "" // the words around the topic of papers asked for (query.paperTopic)
	if lex != nil {
		m = lex.AnalyzeText(read, tokens, q.normQuery)
		// A word of an idiom is no word of the request: "paper shredder" names no paper,
		// "stock car" no stock — unless the request says it again beside the idiom ("File
		// a ticket: … a parking ticket notification"), not in a second idiom ("swap
		// vegetable stock for beef stock"). Nor is a word of a paper's or a record's
		// quoted title (lexicon.PaperTitleWords, lexicon.RecordTitleWords), nor the
		// asker's own citing (lexicon.OwnCiting: "I want to cite them in my thesis"), nor a
		// person's department or surname (lexicon.PersonsWords: "Tom Price's account").
		for _, t := range slices.Concat(m.IdiomTokens, lexicon.PaperTitleWords(read), lexicon.RecordTitleWords(read), lexicon.OwnCiting(read), lexicon.PersonsWords(read)) {
			if lexicon.Says(read, t) > 1 && lexicon.SaysBesideIdioms(read, t) {
				continue
			}
			for _, v := range text.Tokens(t) { // with its accent-folded twin: "citación", "citacion"
				written := text.Norm(v) // the concept as written: "citations" in "parking citations"
				v = text.Singular(v)
				if _, ok := q.tokens[v]; ok {
					delete(q.tokens, v)
					q.tokenList = slices.DeleteFunc(q.tokenList, func(x string) bool { return x == v })
				}
				for _, c := range []string{v, written} {
					if _, ok := q.conceptSet[c]; ok {
						delete(q.conceptSet, c)
						q.conceptNorms = slices.DeleteFunc(q.conceptNorms, func(x string) bool { return x == c })
					}
				}
			}
		}
		if unq := lexicon.Unquoted(read); unq != read {
			// A quoted title asks for no operation ("'Refund not received' 제목으로 …").
			m = keepActions(m, lex.AnalyzeText(unq, text.Tokens(unq), text.Norm(unq)))
		}
		acts := lexicon.Actionless(lex.Asking(lexicon.WithoutArguments(said)))
		// The matter a Korean or Japanese request leads with lends words but no actions.
		doing := lexicon.WithoutMatter(acts)
		q.doing = doing
		// What the documentation a request names is about is read where its actions are:
		// help docs that only set the scene make no action a topic ("I went through the
		// help docs and nothing covers this. Please file a support request …").
		docTopic := func() bool { return documentationTopic(lex, m, read, tokens, q.normQuery) }
		if doing != read {
			actTokens, actNorm := text.Tokens(doing), text.Norm(doing)
			am := lex.AnalyzeText(doing, actTokens, actNorm)
			m = keepActions(m, am)
			dm := am // am is reassigned below; the documentation is read where the action is
			docTopic = func() bool { return documentationTopic(lex, dm, doing, actTokens, actNorm) }
			if acts != read {
				if doing != acts {
					am = lex.AnalyzeText(acts, text.Tokens(acts), text.Norm(acts))
				}
				q.actTerms, q.hasContext = lexicon.MarkedAttributes(strings.ToLower(acts), am.Terms), true
			} else if doing != acts && lexicon.TellsPurposeFirst(acts) {
				// A purpose told first is the request's context: its nouns are not asked
				// ("연구실적 보고서 써야 해서 … 피인용 논문들이 필요합니다").
				q.actTerms, q.hasContext = lexicon.MarkedAttributes(strings.ToLower(doing), dm.Terms), true
			}
		}
		// "Add 10 units to the stock of SKU-2087" changes a quantity, and so does a number
		// the stock is given ("R-7 qty = 90", "SKU A-1 재고 40개로").
		counted := lexicon.AddsAmount(m.Main, said, m.Terms) || lex.SetsCount(m.Main, said, m.Terms)
		if counted {
			m.Main = "adjust"
			if !slices.Contains(m.Ops, m.Main) {
				m.Ops = append(m.Ops, m.Main)
			}
		}
		// A request whose main verb the vocabulary does not know — the last in Korean and
		// Japanese (집계해줘, ずらして), the leading English, German or Spanish imperative
		// when nothing else names an operation ("Ship SKU-44 …") — asks for an action
		// nobody classified: it fails closed. The leading imperative is read after what
		// only frames the request ("Führe nur diese Operation aus: kalibriere …").
		final := lex.UnknownFinalVerb(acts) != "" // the asking part's last verb
		if !counted && (final || (m.Main == "" && lex.UnknownLeadVerb(acts) != "")) {
			m.Ops = append(m.Ops, lexicon.Unclassified)
			m.Main, m.MainAt, m.MainLast = lexicon.Unclassified, -1, final
		}
		// Another organization's support desk or booking site and another person's
		// calendar are beside the catalog's ("open a ticket with Apple support", "book
		// on the city hall's website", "my boss's calendar").
		// A scope found in the asking part is asked when context surrounds it.
		if !slices.Contains(m.Terms, lexicon.ThirdPartySupport) && (lex.NamesThirdPartySupport(said) || lexicon.NamesOutsideBooking(said)) {
			m.Terms = append(m.Terms, lexicon.ThirdPartySupport)
			if q.hasContext && (lex.NamesThirdPartySupport(doing) || lexicon.NamesOutsideBooking(doing)) {
				q.actTerms = append(q.actTerms, lexicon.ThirdPartySupport)
			}
		}
		if !slices.Contains(m.Terms, lexicon.AnotherPersonsCalendar) && lex.NamesAnotherPersonsCalendar(said) {
			m.Terms = append(m.Terms, lexicon.AnotherPersonsCalendar)
			if q.hasContext && lex.NamesAnotherPersonsCalendar(doing) {
				q.actTerms = append(q.actTerms, lexicon.AnotherPersonsCalendar)
			}
		}
		if lexicon.AsksAboutTool(strings.ToLower(said)) {
			m.Terms = append(m.Terms, lexicon.ToolCapability) // "Does your paper search include preprints?"
		}
		if lex.NamesOutsideHelp(said) {
			m.Terms = append(m.Terms, lexicon.OutsideHelp) // "Microsoft's own help pages"
			if q.hasContext && lex.NamesOutsideHelp(doing) {
				q.actTerms = append(q.actTerms, lexicon.OutsideHelp) // asked where the request asks
			}
		}
		// A forecast of what another endpoint holds is a business forecast: "AAPL stock
		// forecast", "Prognose für den Lagerbestand von SKU-9" ask no weather forecast.
		if !slices.Contains(m.Terms, lexicon.DemandForecast) && ix.forecastsAnotherThing(lex.ForecastSubjects(said)) {
			m.Terms = append(m.Terms, lexicon.DemandForecast)
		}
		// The price of a substance named by formula or name is a commodity's, no listed
		// share's quote: "cobalt spot price", "Li2CO3 per kilogram"; a record's code that is
		// no formula names the product priced ("price of the LiPo battery SKU-4410").
		q.substance = lexicon.NamesSubstance(said, m.Terms)
		if q.substance && slices.Contains(m.Terms, "price") && !slices.Contains(m.Terms, lexicon.CommodityPrice) &&
			!lexicon.ListedCompany(m.Terms, text.Norm(said)) && (lexicon.NamesFormula(said) || !q.namesCode()) {
			m.Terms = append(m.Terms, lexicon.CommodityPrice)
			if q.hasContext && slices.Contains(q.actTerms, "price") && lexicon.NamesSubstance(doing, q.actTerms) {
				q.actTerms = append(q.actTerms, lexicon.CommodityPrice) // the substance priced is where the request asks
			}
		}
		if !slices.Contains(m.Terms, lexicon.Ranking) && lexicon.RanksRecords(said) {
			m.Terms = append(m.Terms, lexicon.Ranking) // "which SKU has the lowest stock" ranks SKUs
		}
		// What the request writes in notation rather than words: a labeled action, a
		// heading that names a new record, an arrow to a field's new value, a file
		// written, a person's contact details.
		before, termsBefore := slices.Clone(m.Ops), slices.Clone(m.Terms)
		m = lex.ReadNotation(said, m)
		// The action part's notation, read once when a rule below asks for it.
		var doingRead *lexicon.Match
		doingNotation := func() lexicon.Match {
			if doingRead == nil {
				dm := lex.ReadNotation(doing, lex.AnalyzeText(doing, text.Tokens(doing), text.Norm(doing)))
				doingRead = &dm
			}
			return *doingRead
		}
		if frame, ok := strings.CutSuffix(strings.TrimSpace(said), strings.TrimSpace(doing)); ok && m.Main == "" && len(m.Ops) == 0 &&
			strings.TrimSpace(doing) != "" && strings.HasSuffix(strings.TrimSpace(frame), ":") {
			// The action part's own notation is the request's when the whole names no act
			// and a frame before a colon leads it: "Please execute: 캘린더 이벤트 생성 —
			// title: …" writes the act as a headline after its frame.
			if dm := doingNotation(); dm.Main != "" && lex.Family(dm.Main) != lexicon.ReadFamily {
				m.Ops = append(m.Ops, dm.Main)
				m.Main, m.MainAt, m.MainLast = dm.Main, -1, false
			}
		}
		if q.hasContext {
			// A scope notation reads where the request asks is asked there: "반도체 업황이
			// 궁금해서요, 구리 시세 좀 알려줘." prices copper, whatever the story names.
			q.actTerms = scopesWhereAsked(m.Terms, termsBefore, doingNotation, q.actTerms)
		}
		if doing != read && lex.Asks(doing) && slices.ContainsFunc(lexicon.Sentences(said), func(s string) bool {
			return !strings.Contains(doing, strings.TrimSpace(s)) && lexicon.TellsOwnActivity(s)
		}) {
			// An act notation reads in a sentence that tells what the asker is doing or
			// will do is no act asked: "번역 작업 중이에요. …" (translation work under way),
			// "… 이 결과를 엑셀로 정리할 거예요" (will put it into Excel).
			m = actsWhereAsked(m, before, doingNotation, nil)
		} else if q.hasContext && lex.Asks(doing) {
			// A verbal noun of the story around the ask names no act asked: "논문 마감 끝나고
			// 모레 강릉 가려고 하는데, 모레 강릉 날씨 어떨 것 같아?" closes nothing.
			if nouns := lex.VerbalNounActs(said); len(nouns) > 0 {
				m = actsWhereAsked(m, before, doingNotation, nouns)
			}
		}
		q.toldSupport, q.handedOver = m.ToldSupport, m.FaultHandedOver
		q.publicSchedule = slices.Contains(m.Terms, lexicon.PublicSchedule)
		// A DOI asked, none written out, is the paper's metadata too: "doi for 'Deep
		// Residual Learning for Image Recognition'?".
		q.asksMetadata = slices.ContainsFunc(m.Terms, func(t string) bool { return metadataTerms[t] || t == "doi" && !lexicon.WritesDOI(said) }) &&
			!slices.ContainsFunc(m.Terms, func(t string) bool { return t == "cite" || t == "citation" })
		for _, term := range m.Terms {
			// Only translations add anything: an English request that already says
			// "band gap" scores as the reference does.
			termTokens := text.Tokens(term)
			if allPresent(termTokens, q.tokens) {
				continue
			}
			for _, t := range termTokens {
				addToken(t)
			}
			addConcept(term)
		}
		// A request for instructions or documentation reads: the actions it names are
		// its topic ("help article about resetting a password").
		docs := docTopic()
		q.docTopic = docs && len(lexicon.SentenceBreaks(strings.TrimRight(read, "?？!. "))) == 0 // one sentence: the documentation is what it asks
		// So do papers asked for on a topic, unless an act names the papers first ("delete
		// the papers on …").
		var topicOps []string // the acts the topic of papers asked for names ("papers on inventory optimization")
		// A rest without an act or a question goes on naming the topic: "Literatur zu
		// Graphen und Wärmeleitfähigkeit".
		if head, topic, rest, topicFirst, ok := lexicon.PaperTopic(read); ok && strings.TrimSpace(topic) != "" {
			hm := lex.AnalyzeText(head, text.Tokens(head), text.Norm(head))
			rm := lex.AnalyzeText(rest, text.Tokens(rest), text.Norm(rest))
			if !topicFirst && len(rm.Ops) == 0 && !strings.ContainsAny(rest, "?？") {
				topic, rest, rm = topic+rest, "", lexicon.Match{}
			}
			acts := func(op string) bool { return lex.Family(op) != lexicon.ReadFamily }
			// Papers asked for and nothing else: no act around the topic, and nothing the
			// rest asks of them ("…: wie hoch ist der Impact Factor?", "Which of them is the
			// most cited?").
			if !slices.ContainsFunc(hm.Ops, acts) && !slices.ContainsFunc(rm.Ops, acts) && !slices.ContainsFunc(rm.Terms, lex.NamesThing) {
				tm := lex.AnalyzeText(topic, text.Tokens(topic), text.Norm(topic))
				q.paperTopic, q.paperTopicTerms = true, tm.Terms
				topicOps = slices.DeleteFunc(tm.Ops, func(op string) bool { return !acts(op) })
				paperOutside = head + " " + rest
			}
		}
		// A how-to is the topic of documentation the request acts on ("write a new help
		// article about how to use the charging pad"): it asks for no instructions then.
		howTo := lexicon.IsHowTo(tokens, q.normQuery) && !lex.HowToThenAct(read)
		topical = howTo && !newDocumentMade(lex, m, text.Tokens(doing), text.Norm(doing)) || docs
		q.opTokens = map[string]bool{}
		for _, op := range m.Ops {
			// A name of this package is no word of the request; nor is an operation's name
			// that the request also says as a noun ("새 일정을 예약해줘": 일정 is the
			// schedule, 일정을 예약 the verb).
			if op != lexicon.Unclassified && !(lex.IsDomainTerm(op) && namesTerm(lex, tokens, q.normQuery, op)) {
				for _, t := range text.Tokens(op) {
					q.opTokens[text.Singular(t)] = true
				}
			}
			switch f := lex.Family(op); {
			case f == lexicon.ReadFamily:
				q.readOps[op] = true
			case topical || slices.Contains(topicOps, op):
				continue // the action is the topic, not the operation
			default:
				q.writeFamilies[f] = true
				if op == m.Main {
					q.mainFamily, q.mainOp = f, op
				}
			}
			q.ops = append(q.ops, op)
		}
		for _, t := range m.OpTokens {
			q.opTokens[text.Singular(t)] = true
		}
		q.phraseVerbs = m.PhraseVerbs
		for _, t := range m.PhraseVerbs {
			// A reading verb that starts a form of another operation says how, not
			// what: "get it on there" gets nothing a description that starts with
			// "Get" offers.
			if lex.Family(t) == lexicon.ReadFamily {
				q.opTokens[text.Singular(t)] = true
			}
		}
	}
	sort.Strings(q.tokenList)
	if lex != nil {
		if q.asking = lex.AskAfterStory(said); q.asking != "" {
			// What the ask writes in notation it names too: "update Bob's email address"
			// names a profile.
			q.askTerms = lex.ReadNotation(q.asking, lex.AnalyzeText(q.asking, text.Tokens(q.asking), text.Norm(q.asking))).Terms
		}
	}
	q.askedFor(lex, tokens, m.Terms, topical)
	q.aspects = map[string]bool{}
	// A closing purpose dates nothing asked: "AAPL 주가 알려줘, 작년 실적이랑 비교할 거야"
	// asks today's price.
	q.timed = said
	aspectWords := q.tokenList
	if lex != nil {
		if q.timed = lexicon.WithoutClosingPurpose(said); q.timed != said {
			aspectWords = append(text.Tokens(q.timed), lex.AnalyzeText(q.timed, text.Tokens(q.timed), text.Norm(q.timed)).Terms...)
		}
	}
	for _, t := range aspectWords {
		if a := lexicon.Aspect(text.Singular(t)); a != "" {
			q.aspects[a] = true
		}
	}
	if acting := cmp.Or(q.asking, q.doing); acting != "" && acting != said {
		// The time the asking part names is the time asked for; the story around it
		// dates the story ("… at dinner last night. What's AAPL trading at right now?").
		asked := map[string]bool{}
		tokens := text.Tokens(acting)
		terms := q.askTerms
		if acting != q.asking {
			terms = lex.AnalyzeText(acting, tokens, text.Norm(acting)).Terms
		}
		for _, t := range append(tokens, terms...) {
			if a := lexicon.Aspect(text.Singular(t)); a != "" {
				asked[a] = true // a word of the asking part or its vocabulary term ("gerade" is now)
			}
		}
		if len(asked) > 0 {
			q.aspects = asked
		}
	}
	if q.paperTopic {
		// The times the topic of papers names are the topic's: "papers on stock price
		// prediction" asks no forecast.
		q.aspects = map[string]bool{}
		for _, t := range text.Tokens(paperOutside) {
			if a := lexicon.Aspect(text.Singular(t)); a != "" {
				q.aspects[a] = true
			}
		}
	}
	// The identifiers the asking part names are the records asked for; a story's are the
	// story's ("Der Bestand von SKU-A12 ist fast leer. Leg … einen Termin an.").
	storied := q.doing != "" && q.doing != said && q.asking != ""
	if storied {
		q.idKinds = ix.namedIdentifiers(q.doing)
	} else {
		q.idKinds = ix.namedIdentifiers(said)
	}
	// An item's code beside a price, or a stock the request itself asks, is a SKU's
	// ("price of AB-203?", "el stock actual de MN-450").
	if ix.idKinds["sku"] && !slices.Contains(q.idKinds, "sku") && lex != nil && (lex.PricesItemCode(said, m.Terms) || !storied && lex.StocksItemCode(said, m.Terms)) {
		q.idKinds = append(q.idKinds, "sku")
	}
	for _, k := range q.idKinds {
		addToken(k) // a record named by another word for its kind is named by its kind: "Artikel 4711" is a SKU's
	}
	years := yearAspects(q.timed, now)
	for _, a := range years {
		q.aspects[a] = true
	}
	// Prices over a span of time reaching back are a price history: "AMD prices for six
	// months", "Kurse von AMD seit Januar", "AMD 주가 6개월치".
	// A price a count of units ahead is a prediction ("TSLA price in five years").
	// The span an ask after a story names is the ask's ("… 지난 1년 주가는 이미 봤어. 지금
	// 가격은 얼마야?").
	spoken := cmp.Or(q.asking, q.timed)
	if asked := askingSentences(lex, spoken); asked != "" {
		spoken = asked // "¿A cuánto cotiza SAP ahora? Lo vendí en marzo" asks of now
	}
	lowSpoken := strings.ToLower(spoken)
	current := currentPrice.MatchString(lowSpoken)
	if priced := slices.ContainsFunc(m.Terms, func(t string) bool { return t == "price" || t == "quote" || t == "market" || t == "trading" }); priced && !pastTense.MatchString(lowSpoken) &&
		(lexicon.NamesTimeAhead(spoken) || !current && !slices.ContainsFunc(m.Terms, func(t string) bool { return t == "paper" || t == "publication" }) && lexicon.NamesPeriodAhead(spoken)) {
		q.aspects = map[string]bool{lexicon.AspectFuture: true}
	} else if priced && current && isoStamp.MatchString(spoken) && !slices.Contains(years, lexicon.AspectFuture) {
		q.aspects = map[string]bool{lexicon.AspectPresent: true} // a log line's date is no time asked: "2024-06-03 14:22:10 INFO aktuellen Kurs von BMW abrufen"
		years = nil
	} else if priced && !q.aspects[lexicon.AspectFuture] && !current && lexicon.NamesSpan(spoken) {
		q.aspects[lexicon.AspectPast] = true
	} else if y, mo, d, ok := lexicon.NamedDate(spoken); ok && (y > 0 || priced) && !q.aspects[lexicon.AspectPresent] {
		// A day before today is past, a day after it to come: a price on it is a past
		// price or a prediction ("MSFT price on 3 March", "Schlusskurs am 15.01.2024",
		// "5月10日の株価"), the weather on it the past's or a forecast.
		day := time.Date(cmp.Or(y, now.Year()), time.Month(mo), d, 0, 0, 0, 0, now.Location())
		today := time.Date(now.Year(), now.Month(), now.Day(), 0, 0, 0, 0, now.Location())
		// A date without its year is this year's, unless the request says otherwise
		// ("Vorhersage für den 15. Juli", "작년 12월 31일"), and read only of a price: the
		// weather "on 3 March" may well be next March's.
		switch {
		case day.Before(today) && (y > 0 || !q.aspects[lexicon.AspectFuture]):
			q.aspects = map[string]bool{lexicon.AspectPast: true}
		case day.After(today) && (y > 0 || !q.aspects[lexicon.AspectPast]):
			q.aspects = map[string]bool{lexicon.AspectFuture: true}
		}
	}
	if q.aspects[lexicon.AspectFuture] && lexicon.EveningGone(said) {
		q.aspects = map[string]bool{lexicon.AspectPast: true} // "did it rain tonight": this evening, gone
	}
	switch {
	case slices.Contains(years, lexicon.AspectFuture):
		// A year to come wins: nothing of 2030 is historical yet ("historical prices for
		// the year 2030").
		q.aspects = map[string]bool{lexicon.AspectFuture: true}
	case q.aspects[lexicon.AspectPast]:
		// A past time wins: "this day last year" and "yesterday's forecast" ask about
		// the past, though they also say "today" or "forecast".
		q.aspects = map[string]bool{lexicon.AspectPast: true}
	}
	// A stock asked of a time gone is the stock's history, which a search of what is on
	// hand does not keep: "How many units of SKU-A12 did we have last Tuesday?", "¿Cuántas
	// unidades teníamos el martes pasado?".
	if (q.aspects[lexicon.AspectPast] || lexicon.SaysPastVerb(said)) && !q.aspects[lexicon.AspectPresent] && !slices.Contains(q.asks, lexicon.AskHistory) && len(q.writeFamilies) == 0 &&
		slices.ContainsFunc(m.Terms, func(t string) bool { return t == "inventory" || t == "sku" || t == "quantity" }) &&
		!slices.ContainsFunc(m.Terms, func(t string) bool {
			return t == "price" || t == "market" || t == "quote" || t == "ticker" || t == "historical" || t == "history"
		}) && !lexicon.AsksWhatIsLeft(said) && lex.StockInThePast(cmp.Or(q.asking, said)) {
		q.asks = append(q.asks, lexicon.AskHistory)
	}
	for _, t := range req.PreferredTools {
		q.preferredTools[t] = struct{}{}
	}
	for _, e := range req.preferredEndpoints {
		q.preferredEndpoints[e] = struct{}{}
	}
	return q
}

// isoStamp is a date written as a machine writes it, as log lines and reports are dated.
var isoStamp = rx.MustCompile(`\b\d{4}-\d{2}-\d{2}(?:[T ]\d{2}:\d{2}|\b)`)

// currentPrice names the price now, whatever span the request tells of ("Ich hab
// Infineon im Mai gekauft und will jetzt den aktuellen Kurs wissen").
var currentPrice = rx.MustCompile(`\baktuelle[nmrs]?\s+(?:kurs|preis|aktienkurs)|\b(?:current|latest)\s+(?:stock\s+|share\s+)?(?:price|quote)|\b(?:precio|cotización)\s+actual|\búltimo\s+precio`)

// askingSentences returns the sentences of a text of several that ask, when some do and
// others do not, or "".
func askingSentences(lex *lexicon.Lexicon, s string) string {
	sentences := lexicon.Sentences(s)
	if len(sentences) < 2 || lex == nil {
		return ""
	}
	var b strings.Builder
	for _, sn := range sentences {
		if lex.Asks(sn) {
			b.WriteString(sn)
		}
	}
	if b.Len() == 0 || b.Len() == len(strings.Join(sentences, "")) || sinceThen.MatchString(strings.ToLower(b.String())) {
		return "" // "… since then" points back to the time told
	}
	return b.String()
}

// sinceThen points back to a time told before.
var sinceThen = rx.MustCompile(`since then|seitdem|seither|desde entonces|그때부터|그 이후|それ以来|その後`)

// pastTense is an English or Spanish verb of the past: a count of years after it is a
// span gone by ("How much did NVDA rise in one year?"). German "war" also asks what would
// be ("Wie war der Kurs in 10 Jahren, wenn …").
var pastTense = rx.MustCompile(`\b(?:did|was|were|had|fue|fueron|estuvo)\b`)

// namesTerm reports whether a text names a domain term through the term's own forms
// (not only through an operation of the same name).
func namesTerm(lex *lexicon.Lexicon, tokens []string, norm, term string) bool {
	start, _ := lex.TermSpan(tokens, norm, term)
	return start >= 0
}

// saysSpecificOp reports whether the request's main verb is a specific operation the
// endpoint's own text names (route.namesSpecificOp): "Schedule 'Q3 review' for
// Tuesday", "agenda la clase de salsa", not "meeting schedule 뭐 있는지 보여줘" (whose
// main verb shows) nor a question ("Schedule for tomorrow?").
func (q *query) saysSpecificOp(r *route, t string) bool {
	return q.mainOp == t && r.namesSpecificOp(t) && !strings.ContainsAny(q.said, "?？")
}

// actsWhereAsked drops from m the acts ReadNotation added to those it had (before) that
// the action part's notation (doingNotation) does not say: notation read in a context
// asks nothing. Only the acts among only are dropped, when only is not nil.
func actsWhereAsked(m lexicon.Match, before []string, doingNotation func() lexicon.Match, only []string) lexicon.Match {
	added := slices.DeleteFunc(slices.Clone(m.Ops), func(op string) bool {
		return slices.Contains(before, op) || only != nil && !slices.Contains(only, op)
	})
	if len(added) == 0 {
		return m
	}
	dm := doingNotation()
	for _, op := range added {
		if !slices.Contains(dm.Ops, op) {
			m.Ops = slices.DeleteFunc(m.Ops, func(o string) bool { return o == op })
			m.OpTokens = slices.DeleteFunc(m.OpTokens, func(t string) bool { return t == op })
			if m.Main == op {
				m.Main, m.MainAt, m.MainLast = dm.Main, -1, false
			}
		}
	}
	return m
}

// scopesWhereAsked returns actTerms with the scope terms ReadNotation added to the
// request's terms (from those it had, before) that the action part's notation
// (doingNotation) has too.
func scopesWhereAsked(terms, before []string, doingNotation func() lexicon.Match, actTerms []string) []string {
	added := slices.DeleteFunc(slices.Clone(terms), func(t string) bool {
		return slices.Contains(before, t) || !lexicon.IsScope(t) || slices.Contains(actTerms, t)
	})
	if len(added) == 0 {
		return actTerms
	}
	dm := doingNotation()
	for _, t := range added {
		if slices.Contains(dm.Terms, t) {
			actTerms = append(actTerms, t)
		}
	}
	return actTerms
}

// keepActions keeps the operations of a request's match that its actions match (said:
// the match without set-aside and context clauses) has too, and adds those only said
// has (a verb read where it stands once the frame is gone); when the main verb is not
// among them, said's main verb is the main one, at no known place.
func keepActions(whole, said lexicon.Match) lexicon.Match {
	// An operation said only outside the actions is no word of the request either: its
	// English name does not reach an alias ("after I open a ticket" says no "create").
	whole.Terms = slices.DeleteFunc(slices.Clone(whole.Terms), func(t string) bool {
		return slices.Contains(whole.Ops, t) && !slices.Contains(said.Ops, t) && !slices.Contains(said.Terms, t)
	})
	whole.Ops = slices.DeleteFunc(whole.Ops, func(op string) bool { return !slices.Contains(said.Ops, op) })
	whole.OpTokens = slices.DeleteFunc(whole.OpTokens, func(t string) bool { return !slices.Contains(said.OpTokens, t) })
	whole.PhraseVerbs = slices.DeleteFunc(whole.PhraseVerbs, func(t string) bool { return !slices.Contains(said.PhraseVerbs, t) })
	for _, op := range said.Ops { // read where it stands: "Realiza solo esta operación: reserva stock …"
		if !slices.Contains(whole.Ops, op) {
			whole.Ops = append(whole.Ops, op)
		}
	}
	if !slices.Contains(said.Ops, whole.Main) {
		whole.Main, whole.MainAt, whole.MainLast = said.Main, -1, false
	}
	return whole
}

func allIn(toks []string, set map[string]struct{}) bool {
	for _, t := range toks {
		if _, ok := set[t]; !ok {
			return false
		}
	}
	return len(toks) > 0
}

func allPresent(toks []string, set map[string]struct{}) bool {
	for _, t := range toks {
		if _, ok := set[text.Singular(t)]; !ok {
			return false
		}
	}
	return len(toks) > 0
}

// Candidate is one scored route moving through the planning pipeline. Decision stages
// may reorder, drop or relabel candidates, but never create routes the registry lacks.
type Candidate struct {
	route      *route
	Score      float64
	Components []ScoreComponent
	// Selection says which stage put the candidate where it is (SelectionDeterministic...).
	Selection string
	// refused is set when the request asks for an operation the endpoint does not offer.
	refused bool
	// timely is set when a sibling that the request's words reached serves another time
	// than it asks for and this endpoint serves that time (fitAspects): the words'
	// evidence is for the tool, the time chooses the endpoint.
	timely bool
	// guard, when set, is why the deterministic planner will not route to the candidate
	// on its own (guardEvidence); a decision stage may still choose it.
	guard   string
	matched []matchedField
	bind    *binding
}

type matchedField struct {
	field  int // index into route.fields
	reason string
	quals  []string // visible qualifiers, "key=value", sorted by key
}

// RouteID is "tool.endpoint".
func (c *Candidate) RouteID() string { return c.route.id }

// ToolKey is the registry key of the candidate's tool.
func (c *Candidate) ToolKey() string { return c.route.toolKey }

// Tool is the candidate's tool contract (shared and read-only).
func (c *Candidate) Tool() *catalog.ToolSpec { return c.route.tool }

// Endpoint is the candidate's endpoint contract (shared and read-only).
func (c *Candidate) Endpoint() *catalog.EndpointSpec { return c.route.ep }

// MatchedFields names the output fields the query matched, in declaration order.
func (c *Candidate) MatchedFields() []string {
	out := make([]string, len(c.matched))
	for i, m := range c.matched {
		out[i] = c.route.fields[m.field].spec.Name
	}
	return out
}

// score computes a route's deterministic score and matched fields (CORE.md §2.3). With
// hits from the index the matches come from postings; without, every field is matched
// against the query (the exhaustive path, which verifies the index).
func score(r *route, q *query, h *hits) *Candidate {
	c := &Candidate{route: r, Selection: SelectionDeterministic}
	add := func(kind string, v float64, matched string) {
		c.Score += v
		c.Components = append(c.Components, ScoreComponent{Kind: kind, Value: v, Matched: matched})
	}
	if _, ok := q.preferredTools[r.toolKey]; ok {
		add(ComponentPreferredTool, scorePreferredTool, r.toolKey)
	} else if _, ok := q.preferredTools[r.tool.Name]; ok {
		add(ComponentPreferredTool, scorePreferredTool, r.tool.Name)
	}
	if _, ok := q.preferredEndpoints[r.id]; ok {
		add(ComponentPreferredEndpoint, scorePreferredEndpoint, r.id)
	}
	if q.setAsideTools[r.toolKey] {
		add(ComponentSetAsideTool, scoreToolToken, r.toolKey)
	}
	// The request's operation words are judged by operation fit, not as text — except a
	// specific operation the endpoint itself names ("Schedule 'Q3 review' for Tuesday"
	// reaches the endpoint whose alias is "schedule appointment").
	// Nor is another word of an operation only the endpoint's aliases name, without what
	// the alias acts on: "send me the list" is no "list articles that cite".
	if h != nil {
		for _, t := range h.toolTokens {
			if !q.opTokens[t] && q.saysOpNeeds(r, t) || q.saysSpecificOp(r, t) {
				add(ComponentToolToken, scoreToolToken, t)
			}
		}
	} else {
		for _, t := range q.tokenList {
			if _, ok := r.textTokens[t]; ok && (!q.opTokens[t] && q.saysOpNeeds(r, t) || q.saysSpecificOp(r, t)) {
				add(ComponentToolToken, scoreToolToken, t)
			}
		}
	}
	for _, toks := range r.aliasTokens {
		if allIn(toks, q.tokens) {
			add(ComponentOperationAlias, scoreOperationAlias, strings.Join(toks, " "))
			break
		}
	}
	masked := h != nil && len(r.fields) <= maxMaskFields
	for i := range r.fields {
		f := &r.fields[i]
		var reason string
		if masked {
			reason = h.reason(i)
		} else {
			reason = matchField(f, q)
		}
		if reason == "" {
			continue
		}
		m := matchedField{field: i, reason: reason, quals: visibleQualifiers(f.spec, q)}
		c.matched = append(c.matched, m)
		switch reason {
		case ReasonFieldExact:
			add(ComponentFieldExact, scoreFieldExact, f.spec.Name)
		case ReasonFieldLexical:
			add(ComponentFieldLexical, scoreFieldLexical, f.spec.Name)
		default:
			add(ComponentFieldSubstring, scoreFieldSubstring, f.spec.Name)
		}
		if len(m.quals) > 0 {
			add(ComponentFieldQualifier, scoreFieldQualifier, f.spec.Name+":"+strings.Join(m.quals, ","))
		}
	}
	c.bind = bindArguments(r, q.arguments)
	for i := range r.ep.Parameters {
		p := r.ep.Parameters[i].Name
		if c.bind.exact[p] {
			add(ComponentArgumentMatch, scoreArgument, p)
		} else if src, ok := c.bind.viaAlias[p]; ok {
			add(ComponentArgumentAliasMatch, scoreArgument, src+"->"+p)
		}
	}
	// Operation fit judges routes the request reached; it never makes one a candidate.
	if c.Score > 0 {
		operationFit(c, r, q, add)
	}
	return c
}

// Operation-fit score values.
const (
	scoreOperationMatch  = 1
	scoreOperationFamily = 0.5
)

// operationFit checks a route against the request's operations (docs/ROUTING.md):
// when the request names an action (an operation outside the read family) the route
// must offer that family, or read when the request also names a read in the main verb's
// place ("search articles about password reset", but not "delete my saved search");
// when the request only reads, the route must read. A route
// that does not offer the operation is marked refused (recall then decides, from the
// leading tool, whether to drop it or the whole request); one that does gains a bonus.
// Routes that say nothing about their operations are left alone.
func operationFit(c *Candidate, r *route, q *query, add func(kind string, v float64, matched string)) {
	if len(q.ops) == 0 || len(r.families) == 0 {
		return
	}
	want := maps.Clone(q.writeFamilies)
	mainActs := q.mainFamily != ""
	if mainActs && len(want) > 1 {
		// Of several actions, the main verb's is asked ("escalate my open ticket").
		want = map[string]bool{q.mainFamily: true}
	}
	if len(want) == 0 || (len(q.readOps) > 0 && !mainActs) {
		want[lexicon.ReadFamily] = true
	}
	offered := false
	for f := range want {
		if r.families[f] {
			offered = true
			break
		}
	}
	if !offered {
		c.refused = true
		return
	}
	for _, op := range q.ops {
		if r.ops[op] && q.saysAny(r.opNeeds[op]) {
			add(ComponentOperationMatch, scoreOperationMatch, op)
			return
		}
	}
	add(ComponentOperationFamily, scoreOperationFamily, "")
}

// saysOpNeeds reports whether a word that names a generic operation only the route's
// aliases name comes with what that operation needs (route.opNeeds); any other word does
// ("スケジュール" is a calendar's word whatever its alias schedules).
func (q *query) saysOpNeeds(r *route, t string) bool {
	needs, ok := r.opNeeds[t]
	return !ok || !lexicon.IsGenericOperation(t) || q.saysAny(needs)
}

// saysAny reports whether the request names one of the vocabulary terms (any, when there
// are none): the term itself or all of its words.
func (q *query) saysAny(terms []string) bool {
	if len(terms) == 0 {
		return true
	}
	return slices.ContainsFunc(terms, func(term string) bool {
		return !slices.ContainsFunc(text.Tokens(term), func(t string) bool {
			_, ok := q.tokens[text.Singular(t)]
			return !ok
		})
	})
}

// topicScore ranks how well a route matches what the request is about, for choosing
// the leading tool: first the words of the tool's own text (name, descriptions,
// operation aliases) other than time words ("history" says when, not what), then
// everything but the operation bonus.
func topicScore(c *Candidate) (text, content float64) {
	content = c.Score
	for _, comp := range c.Components {
		switch comp.Kind {
		case ComponentOperationMatch, ComponentOperationFamily:
			content -= comp.Value
		case ComponentToolToken:
			if lexicon.Aspect(comp.Matched) == "" && !lexicon.IsGeneric(comp.Matched) { // "look up" names no tool
				text += comp.Value
			}
		}
	}
	return text, content
}

// matchField returns the field's match reason, or "" when the query does not match it.
func matchField(f *fieldInfo, q *query) string {
	for _, n := range f.norms {
		if _, ok := q.conceptSet[n]; ok {
			return ReasonFieldExact
		}
	}
	for _, t := range f.tokens {
		if _, ok := q.tokens[t]; ok {
			return ReasonFieldLexical
		}
	}
	for _, n := range f.norms {
		if _, ok := q.substr[n]; ok {
			return ReasonFieldSubstring
		}
	}
	return ""
}

// visibleQualifiers lists the field's qualifiers that the query names, as "key=value"
// sorted by key.
func visibleQualifiers(f *catalog.FieldSpec, q *query) []string {
	if len(f.Qualifiers) == 0 {
		return nil
	}
	var out []string
	for _, k := range sortedKeys(f.Qualifiers) {
		if text.QualifierVisible(q.allTokens, q.normQuery, k, f.Qualifiers[k]) {
			out = append(out, k+"="+f.Qualifiers[k])
		}
	}
	return out
}

// binding is the result of binding supplied arguments to an endpoint's parameters
// (CORE.md §2.7).
type binding struct {
	args       map[string]any
	exact      map[string]bool   // parameters bound by exact name
	viaAlias   map[string]string // parameter -> supplied key that bound it
	ignored    []string          // every unconsumed supplied key, sorted
	ambiguous  []string          // unconsumed keys whose alias relation was ambiguous, sorted
	undeclared []string          // other unconsumed keys, sorted
	missing    []string          // required parameters left unbound, in declaration order
}

// noArguments is the binding of an empty argument map (shared, read-only).
var noArguments = &binding{args: map[string]any{}, exact: map[string]bool{}, viaAlias: map[string]string{}}

func bindArguments(rt *route, supplied map[string]any) *binding {
	ep := rt.ep
	if len(supplied) == 0 {
		if rt.required == nil {
			return noArguments
		}
		return &binding{args: noArguments.args, exact: noArguments.exact, viaAlias: noArguments.viaAlias, missing: rt.required}
	}
	if !rt.accepts(supplied) {
		// Nothing binds: every supplied key is an undeclared argument.
		keys := sortedKeys(supplied)
		return &binding{args: noArguments.args, exact: noArguments.exact, viaAlias: noArguments.viaAlias,
			ignored: keys, undeclared: keys, missing: rt.required}
	}
	b := &binding{args: map[string]any{}, exact: map[string]bool{}, viaAlias: map[string]string{}}
	consumed := map[string]bool{}
	for i := range ep.Parameters {
		p := ep.Parameters[i].Name
		if v, ok := supplied[p]; ok {
			b.args[p] = v
			b.exact[p] = true
			consumed[p] = true
		}
	}
	// Alias targets of each remaining key, and how many keys target each parameter.
	targets := map[string][]string{}
	targetedBy := map[string]int{}
	for _, k := range sortedKeys(supplied) {
		if consumed[k] {
			continue
		}
		for i := range ep.Parameters {
			p := &ep.Parameters[i]
			if b.exact[p.Name] || !contains(p.Aliases, k) {
				continue
			}
			targets[k] = append(targets[k], p.Name)
			targetedBy[p.Name]++
		}
	}
	for _, k := range sortedKeys(targets) {
		ts := targets[k]
		if len(ts) == 1 && targetedBy[ts[0]] == 1 {
			b.args[ts[0]] = supplied[k]
			b.viaAlias[ts[0]] = k
			consumed[k] = true
		}
	}
	for _, k := range sortedKeys(supplied) {
		if consumed[k] {
			continue
		}
		b.ignored = append(b.ignored, k)
		if len(targets[k]) > 0 {
			b.ambiguous = append(b.ambiguous, k)
		} else {
			b.undeclared = append(b.undeclared, k)
		}
	}
	for i := range ep.Parameters {
		p := &ep.Parameters[i]
		if _, ok := b.args[p.Name]; p.Required && !ok {
			b.missing = append(b.missing, p.Name)
		}
	}
	return b
}

// accepts reports whether some supplied key names a parameter or one of its aliases.
func (rt *route) accepts(supplied map[string]any) bool {
	for i := range rt.ep.Parameters {
		p := &rt.ep.Parameters[i]
		if _, ok := supplied[p.Name]; ok {
			return true
		}
		for _, a := range p.Aliases {
			if _, ok := supplied[a]; ok {
				return true
			}
		}
	}
	return false
}

func requiredParameters(ep *catalog.EndpointSpec) []string {
	var out []string
	for i := range ep.Parameters {
		if ep.Parameters[i].Required {
			out = append(out, ep.Parameters[i].Name)
		}
	}
	return out
}

// lessCandidate is the candidate order: score descending, server-projecting endpoints
// first, then tool key, the siblings' own matches, the general read and endpoint name.
func lessCandidate(a, b *Candidate) bool {
	if a.Score != b.Score {
		return a.Score > b.Score
	}
	if a.route.hasProjection != b.route.hasProjection {
		return a.route.hasProjection
	}
	if a.route.toolKey != b.route.toolKey {
		return a.route.toolKey < b.route.toolKey
	}
	// Siblings with equal scores: the one whose own text the request's words reached
	// ("MSFT 시세": the quote endpoint, not the history that shares the tool's "quotes").
	if oa, ob := ownMatches(a), ownMatches(b); oa != ob {
		return oa > ob
	}
	// Then the tool's general read ("papers about X" is the search, not the citations).
	if a.route.general != b.route.general {
		return a.route.general
	}
	return a.route.ep.Name < b.route.ep.Name
}

// ownMatches counts the tool tokens a candidate matched in its endpoint's own text.
func ownMatches(c *Candidate) int {
	n := 0
	for _, sc := range c.Components {
		if _, ok := c.route.ownTokens[sc.Matched]; ok && sc.Kind == ComponentToolToken {
			n++
		}
	}
	return n
}

func sortCandidates(cs []*Candidate) {
	sort.SliceStable(cs, func(i, j int) bool { return lessCandidate(cs[i], cs[j]) })
}
