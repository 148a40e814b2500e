package plan

import (
	"slices"
	"strings"
	"time"
	"unicode"
	"unicode/utf8"

	"github.com/schemarouter/schemarouter/internal/lexicon"
	"github.com/schemarouter/schemarouter/internal/rx"
	"github.com/schemarouter/schemarouter/internal/text"
)

// What a request asks for beyond its words: the kinds of answer (question words, a
// history, statistics, all of a collection, instructions), the attributes and scopes it
// names, and whether it asks for advice (docs/ROUTING.md §4). The guards in guards.go
// hold the candidates to them.

// askedFor sets the query's asks, attributes, advice and search flags, given the
// vocabulary, the request's tokens (text.Tokens), the vocabulary's terms for it, and whether its actions
// are the topic of instructions or documentation (topical).
func (q *query) askedFor(lex *lexicon.Lexicon, tokens, terms []string, topical bool) {
	req := q.req
	q.asks = lexicon.Asks(tokens, q.normQuery, q.ops)
	sentences := lexicon.Sentences(q.said)
	if len(sentences) > 1 || q.hasContext {
		// A question word leads its own sentence, or the action part after a context
		// label: "Amazon stock tanked this morning and I don't get it. Why did it drop so
		// hard?", "Für das Protokoll: Wer nimmt am Meeting morgen teil?".
		if q.hasContext && q.doing != "" {
			sentences = append(sentences, q.doing)
		}
		for _, s := range sentences {
			for _, kind := range lexicon.Asks(text.Tokens(s), text.Norm(s), q.ops) {
				if !slices.Contains(q.asks, kind) {
					q.asks = append(q.asks, kind)
				}
			}
		}
	}
	// Where documentation is asks for the documentation: "프린터 연결 방법이 정리된 매뉴얼이
	// 어디 있을까요", "Where can I find the help article on SSO?".
	// Another product's help is beside the catalog's ("where's the help article in Notion
	// about databases?", "Excelのピボットテーブルのヘルプってどこ？").
	if slices.Contains(q.asks, lexicon.AskPlace) && (slices.Contains(terms, "documentation") || slices.Contains(terms, "faq")) &&
		!lex.NamesProduct(q.said) {
		q.asks = slices.DeleteFunc(q.asks, func(k string) bool { return k == lexicon.AskPlace })
	}
	// Where a paper appeared asks its venue, which a search returns: "arXiv:2005.14165
	// ってどこの学会で発表された？", "Where was 'Attention Is All You Need' published?". The
	// journal of a DOI written out is left unasked, as the corpora label it.
	if slices.Contains(q.asks, lexicon.AskPlace) && slices.Contains(terms, "paper") && lexicon.AsksPublished(strings.ToLower(q.said)) && !lexicon.WritesDOI(q.said) {
		q.asks = slices.DeleteFunc(q.asks, func(k string) bool { return k == lexicon.AskPlace })
	}
	q.finds = slices.Contains(q.ops, "find") || slices.Contains(q.ops, "search")
	// An e-mail address's ".com" is no Portuguese "com" (with): "… for user maria@example.com".
	q.filters = slices.ContainsFunc(tokens, func(t string) bool { return filterWords[t] && (t != "com" || !strings.Contains(q.said, ".com")) }) ||
		(!text.IsASCII(q.normQuery) && slices.ContainsFunc(filterMarks, func(m string) bool { return strings.Contains(q.normQuery, m) }))
	// A lookup with a condition searches too: "Schau nach, welche Werkstoffe eine Dichte
	// unter 3 g/cm³ haben".
	q.finds = q.finds || q.filters && slices.Contains(q.ops, "lookup")
	// Help documents named with no act of their own are asked to be found: "Is there a
	// help article about changing the payment method?", "hay alguna pregunta frecuente
	// sobre devoluciones?".
	q.finds = q.finds || len(q.ops) == 0 && asksDocuments(terms) && askedWhetherAny.MatchString(strings.ToLower(q.said)) && !lex.NamesProduct(q.said)
	reads := q.mainFamily == "" // the main verb reads; other actions may be named ("Lieferanten, die … verkaufen")
	if reads && lexicon.AsksAll(q.said, tokens, q.normQuery) {
		q.asks = append(q.asks, lexicon.AskAll)
	}
	if lexicon.AsksInstructions(tokens, q.normQuery) && !lex.HowToThenAct(q.said) {
		q.asks = append(q.asks, lexicon.AskInstructions) // instructions are what help articles give
	}
	// Naming a history or statistics asks for them too (lexicon.AskHistory, AskAggregate).
	for _, a := range []struct{ word, kind string }{
		{"history", lexicon.AskHistory}, {"trend", lexicon.AskHistory}, {"statistic", lexicon.AskAggregate},
		{"authorship", lexicon.AskAuthorship},
	} {
		if _, ok := q.tokens[a.word]; ok && !slices.Contains(q.asks, a.kind) {
			if a.kind == lexicon.AskAggregate && q.hasContext && !strings.Contains(strings.Join(q.actTerms, " "), a.word) {
				continue // named in the story, not where the request asks ("a moving-average strategy")
			}
			if a.kind == lexicon.AskHistory && q.hasContext && !namesHistory(lex, lex.Asking(q.said)) {
				continue // "I'm putting together a reading group on deep learning history. Find papers by …"
			}
			q.asks = append(q.asks, a.kind)
		}
	}
	// What a ticket's content names is no kind of answer asked: "El gráfico de histórico
	// de precios sale vacío …, crea un ticket de soporte".
	if q.toldSupport && q.mainFamily == "create" {
		q.asks = slices.DeleteFunc(q.asks, func(k string) bool { return k == lexicon.AskHistory })
	}
	// A request for an explanation or advice that does not also ask to find, list or
	// show something is answered by no endpoint.
	q.advice = lexicon.IsAdvice(tokens, q.normQuery) &&
		!slices.ContainsFunc(q.ops, func(op string) bool { return q.readOps[op] && op != "tell" && op != "get" })
	// A single-call read asks for the attributes it names (a plan of several calls may
	// cover what it can and report the rest), a change for the properties it names
	// (fitWrites), any request for the scopes it names. A term of a context clause
	// ("Bevor ich mein Review schreibe, …") or one the request sets aside ("not a patent",
	// "ETF 말고") is not asked for; whether it is set aside is looked up once per term.
	if q.hasContext {
		terms = slices.DeleteFunc(slices.Clone(terms), func(t string) bool { return !slices.Contains(q.actTerms, t) })
	} else if q.asking != "" && (lexicon.IsSpaceless(q.asking) || lexicon.ChangesSubject(q.said)) && q.askNamesThing(lex) {
		// What only the story before a Korean or Japanese ask, or before a change of
		// subject, names is not asked for ("株価はもう確認しました。来週金曜の予定一覧を見せて",
		// "… geprüft. Jetzt: ermittle das Wetter"), where no context clause is set apart;
		// the scopes read from the whole request still are.
		story := strings.TrimSuffix(q.said, q.asking)
		storyTerms := lex.AnalyzeText(story, text.Tokens(story), text.Norm(story)).Terms
		terms = slices.DeleteFunc(slices.Clone(terms), func(t string) bool { return slices.Contains(storyTerms, t) && !slices.Contains(q.askTerms, t) })
	}
	// Works that cite another, named where the request asks, are asked of what finds
	// citing works (lexicon.AskCiting); a paper asked for by a request that names its
	// acts is no citing work sought ("the paper … cites my old affiliation; update …").
	if slices.Contains(terms, "cite") && reads && !slices.Contains(q.asks, lexicon.AskCiting) && !slices.Contains(q.asks, lexicon.AskInstructions) {
		q.asks = append(q.asks, lexicon.AskCiting)
	}
	asksAttributes := reads && req.EffectiveMaxCalls() <= 1 && !topical && !asksDocuments(terms)
	var scopes []string
	// A document's own measures are asked even of help documents: "thumbs-up/down ratio on
	// the 'reset MFA' help article" asks for a rating, not for the article.
	asksDocumentMeasures := reads && req.EffectiveMaxCalls() <= 1
	// A scope named only in a quoted title is the record's content ("『ネックレスを修理に出す』
	// を予定に追加"), not asked.
	unquoted := lexicon.Unquoted(q.said)
	quotedOnly := func(term string) bool {
		if unquoted == q.said {
			return false
		}
		start, _ := lex.TermSpan(text.Tokens(unquoted), text.Norm(unquoted), term)
		return start < 0
	}
	calendarPlace := -1 // whether the request names the calendar as where a thing goes, read once when asked
	putOnCalendar := func() bool {
		if calendarPlace < 0 {
			calendarPlace = 0
			if lex.NamesAsPlace(q.said, "calendar") {
				calendarPlace = 1
			}
		}
		return calendarPlace == 1
	}
	for _, term := range terms {
		// A company's officer on a user's record is that user ("the user profile of our CEO").
		officer := term != "company officer" || !slices.ContainsFunc(terms, func(t string) bool { return t == "user" || t == "profile" || t == "account" })
		attribute := (asksAttributes || asksDocumentMeasures && lexicon.IsDocumentMeasure(term)) && lexicon.IsAttribute(term) && !givesValue(term, q.said) && officer &&
			!slices.Contains(q.paperTopicTerms, term) && // the subject of the papers asked for
			!lexicon.NamedAsChannel(term, q.said) && // "a customer on the phone asked …"
			// a paper's title: "qual o DOI do artigo 'Highly accurate protein structure prediction …'?",
			// "publications qui citent « Density-functional thermochemistry III »"
			!(quotedOnly(term) && (q.asksMetadata || slices.Contains(q.asks, lexicon.AskCiting) || slices.Contains(terms, "citation")) && slices.Contains(terms, "paper")) &&
			!(term == "notes" && lexicon.NotesAside(q.said)) && // "메모용으로 서울 현재 날씨 알려줘"
			!(term == "current location" && lexicon.NamesSite(q.said)) // "aktuelles Wetter am Standort Hannover"
		property := q.writeFamilies["update"] && lexicon.IsProperty(term) && !lex.NamesRecordBy(tokens, q.normQuery, term) &&
			lexicon.NamesProperty(term, strings.ToLower(q.said)) && !quotedOnly(term) && // 「権限管理担当」 is a job title's value
			// An account's access beside a profile field the request changes is no part of
			// the change: "Change user 42's email to a@b.com, role stays the same".
			!(lexicon.IsAccessProperty(term, q.said) && slices.ContainsFunc(terms, lexicon.IsProfileField))
		// Things research is written about are a paper's topic ("papers on conductive
		// textiles for wearable sensors").
		researched := lexicon.IsThingScope(term) && (slices.Contains(terms, "paper") || slices.Contains(terms, "publication"))
		// A service named by its shares is a listed company ("Netflix stock price").
		listed := (term == lexicon.ThirdPartySupport || term == "public transport") && lexicon.ListedCompany(terms, q.normQuery)
		// A study's data is beside the catalog only where one study is named ("which
		// dataset did the ImageNet paper use"), not in papers that used one or a
		// warehouse's data ("find papers that used the ImageNet dataset").
		ownData := term != "research data" || onePaper.MatchString(strings.ToLower(q.said))
		// A call from support asked for is no event of one's own ("schedule einen Rückruf
		// vom Support").
		ownCall := term != "live conversation" || !slices.Contains(terms, "support")
		// A company wiki or a user interface a ticket is about is the ticket's content
		// ("Open a support ticket: the company wiki is down", "the user interface freezes
		// on login"); an interface's language is the user's, and help on it is help.
		// So is an appliance a ticket or an event is about, or a SKU names ("the washing
		// machine I ordered shows error E4", "SKU WM-200 (washing machine)").
		asContent := (term == "company wiki" || term == "software interface" || term == "system event") && q.writeFamilies["create"] ||
			term == "household appliance" && (applianceRecord.MatchString(strings.ToLower(q.said)) || q.writeFamilies["create"] && ownAppliance.MatchString(strings.ToLower(q.said))) ||
			term == "software interface" && slices.ContainsFunc(terms, func(t string) bool { return t == "language" || newsStudied[t] }) ||
			q.heldByRecord(term, terms) ||
			// A scheduled send or a card payment a new ticket reports is its content ("예약
			// 발송 기능 오류 티켓 생성", "카드 등록이 안 되는 문제 문의 티켓 넣어주세요").
			(term == "scheduled job" || term == "credit card") && q.writeFamilies["create"] && slices.Contains(terms, "ticket") ||
			// What is put on the calendar is an event's content: "add football training to
			// my calendar on Wednesday 7pm", "añade al calendario: entrenamiento de fútbol".
			q.writeFamilies["create"] && eventThings[term] && putOnCalendar() && ownCall ||
			// So is a brainstorm put on it: "Schedule a brainstorming session with the design
			// team on Monday at 10am" (ideas asked for are made up: "Let's brainstorm taglines").
			term == "creative writing" && brainstorm.MatchString(strings.ToLower(q.said)) && (q.writeFamilies["create"] && slices.Contains(q.ops, "schedule") ||
				(q.writeFamilies["create"] || reads) && slices.ContainsFunc(terms, func(t string) bool { return t == "event" || t == "meeting" || t == "calendar" || t == "schedule" })) ||
			// A film seen or music heard is an event's too: "영화 관람 일정 추가해줘".
			(term == "movie" || term == "music") && q.writeFamilies["create"] && slices.ContainsFunc(terms, func(t string) bool { return t == "event" || t == "schedule" }) ||
			// A call or chat scheduled is an event ("Schedule a phone call with Bob at 3pm",
			// "Pencil in a coffee chat with Jordan").
			term == "live conversation" && slices.Contains(q.ops, "schedule") && ownCall ||
			// A fault told to the desk is the ticket's content, whatever it names: "A
			// geladeira que comprei de vocês parou de gelar. Quero acionar a assistência."
			q.handedOver ||
			// So is what a problem told beside a ticket asked for names ("my Q3 sales forecast
			// spreadsheet keeps crashing …, can you open a ticket"), and what a meeting set up
			// is to discuss ("agenda una reunión … para revisar el pronóstico de ventas").
			q.writeFamilies["create"] && term != lexicon.ThirdPartySupport && (q.toldSupport && slices.Contains(terms, "ticket") ||
				slices.Contains(terms, "meeting") && meetingTopic.MatchString(strings.ToLower(q.said)))
		// The asker's own events are the calendar's, whatever they are about ("corporate
		// events on my calendar").
		ownEvents := term == "system event" && lexicon.NamesOwnCalendar(q.said)
		scope := lexicon.IsScope(term) && !quotedOnly(term) && !researched && !listed && ownData && !asContent && !ownEvents
		if !attribute && !property && !scope || lex.Negated(tokens, q.normQuery, term) {
			continue
		}
		if attribute {
			q.attrs = append(q.attrs, term)
		}
		if property {
			q.sets = append(q.sets, term)
		}
		if scope {
			scopes = append(scopes, term)
			if lex.Topical(tokens, q.normQuery, term) || modifiesDocument(lex, tokens, q.normQuery, terms, term) || slices.Contains(q.paperTopicTerms, term) ||
				(term == "news" || term == "software interface") && slices.ContainsFunc(terms, func(t string) bool { return newsStudied[t] }) || // help on writing blog posts
				(lexicon.IsAttribute(term) && asksDocuments(terms)) { // help on changing a payment method
				q.topicScopes = append(q.topicScopes, term)
			}
		}
	}
	q.attrs = append(q.attrs, scopes...) // attributes first, then scopes
	// A reading request that bounds a measured property by a number in its unit filters by
	// it and does not ask it: "materials with density under 4 g/cm3", "密度低于3 g/cm³的材料".
	if q.mainFamily == "" && len(q.attrs) > 0 && !slices.ContainsFunc(q.attrs, func(a string) bool { return !measured[a] }) && numberBound.MatchString(strings.ToLower(q.said)) {
		q.finds, q.filters = true, true
	}
	if slices.Contains(q.ops, "rename") && !slices.Contains(q.sets, "name") {
		q.sets = append(q.sets, "name") // renaming sets a name
	}
}

// asksBesideTheCatalog reports whether the ask a request makes after a story (asking,
// from lexicon.AskAfterStory) names nothing the catalog or the vocabulary knows, and no action, while its other
// sentences tell a story around catalog things: the ask is about something else
// ("Nach dem Blick auf die Aktienkurse bin ich deprimiert. Erzähl mir einen Witz.",
// "天気予報によると明日は晴れ。ところで、円周率を100桁まで言って。"). An ask without words of
// its own refers back to the story and is not one ("AAPL dropped again. What's it at
// now?", "삼성전자 주가 떨어졌네. 지금 얼마야?").
func asksBesideTheCatalog(lex *lexicon.Lexicon, ix *index, asking string) bool {
	if lex == nil || asking == "" {
		return false
	}
	tokens, norm := text.Tokens(asking), text.Norm(asking)
	m := lex.AnalyzeText(asking, tokens, norm)
	if len(m.Terms) > 0 || slices.ContainsFunc(m.Ops, func(op string) bool { return lex.Family(op) != lexicon.ReadFamily }) ||
		slices.ContainsFunc(tokens, ix.knows) {
		return false
	}
	return ownWords(asking, tokens, m.OpTokens)
}

// ownWords reports whether a sentence has content words of its own: a Latin word of
// four or more letters that is no stopword, generic, operation, question or count word,
// two or more kanji or katakana, or a Korean word of two or more syllables that is no
// pointer, time or question word (koreanFunctionWords).
func ownWords(s string, tokens, opTokens []string) bool {
	kanji := 0
	for _, r := range s {
		if unicode.Is(unicode.Han, r) || unicode.Is(unicode.Katakana, r) {
			kanji++
		}
	}
	if kanji >= 2 {
		return true
	}
	for _, w := range strings.Fields(s) {
		w = strings.TrimFunc(w, func(r rune) bool { return !unicode.IsLetter(r) })
		if utf8.RuneCountInString(w) >= 2 && strings.ContainsFunc(w, text.IsHangul) && !koreanFunctionWords[koreanStem(w)] {
			return true
		}
	}
	for _, t := range tokens {
		if utf8.RuneCountInString(t) >= 4 && !strings.ContainsFunc(t, func(r rune) bool { return r >= 0x1100 || !unicode.IsLetter(r) }) { // Latin words
			if !text.IsStopword(t) && !lexicon.IsGeneric(t) && !slices.Contains(opTokens, t) && !questionWords[t] && !countWords[text.Singular(t)] {
				return true
			}
		}
	}
	return false
}

// koreanStem is a Korean word without a one-syllable particle or ending (얼마야 → 얼마).
func koreanStem(w string) string {
	if utf8.RuneCountInString(w) > 2 {
		_, size := utf8.DecodeLastRuneInString(w)
		return w[:len(w)-size]
	}
	return w
}

// koreanFunctionWords point back, ask or say when: an ask of only these refers to the
// story before it.
var koreanFunctionWords = map[string]bool{"지금": true, "얼마": true, "얼마나": true, "근데": true, "그런데": true, "그럼": true,
	"그거": true, "이거": true, "저거": true, "혹시": true, "진짜": true, "정말": true, "어때": true, "어떻": true, "뭐야": true,
	"오늘": true, "내일": true, "요즘": true, "아직": true, "이제": true, "다시": true, "알려": true, "보여": true,
	// asking for help or whether there is any: "…찾고 있는데, 도와줄 수 있어?", "…, 몇 개 있어?"
	"있어": true, "있나": true, "있을": true, "있니": true, "도와줄": true, "도와줘": true, "도와주": true, "추천해": true, "부탁해": true,
	"가능해": true, "가능할": true, "찾아줄": true, "찾아줘": true}

// countWords count what the story named: "How many units do we actually have?"
var countWords = map[string]bool{"unit": true, "units": true, "unidad": true, "unidade": true, "unidades": true, "stück": true,
	"stuck": true, "einheit": true, "einheiten": true, "piece": true, "pieces": true, "pieza": true, "piezas": true,
	"item": true, "items": true, "unité": true, "unités": true, "actually": true, "left": true, "quedan": true, "disponible": true,
	"disponibles": true, "available": true, "verfügbar": true, "noch": true}

// questionWords ask without naming anything: an ask of only these refers back.
var questionWords = map[string]bool{"what": true, "what's": true, "whats": true, "which": true, "where": true, "when": true,
	"how": true, "much": true, "many": true, "wieviel": true, "viel": true, "welche": true, "welcher": true, "cuánto": true,
	"cuanto": true, "cuánta": true, "cuanta": true, "dónde": true, "donde": true, "cuándo": true, "cuando": true, "combien": true,
	"quanto": true, "quanta": true, "cuántos": true, "cuántas": true, "cuantos": true, "cuantas": true, "wie": true, "have": true,
	"haben": true, "habe": true, "there": true, "tenemos": true, "tengo": true, "does": true, "doing": true}

// koreanAdverbials end the Korean adverbials that may stand between a document and
// the verb acting on it: 영어로, 간단하게, 자세히, 다시, 처음부터, 새로.
var koreanAdverbials = []string{"로", "게", "히", "다시", "부터", "새로", "바로"}

// contextAround returns the action part of a request whose context clauses were read
// apart (query.doing), and the context around it; "" when there is none or the action
// part is no span of the request.
func (q *query) contextAround() (doing, context string) {
	doing = strings.TrimLeftFunc(q.doing, func(r rune) bool { return !unicode.IsLetter(r) && !unicode.IsDigit(r) })
	doing = strings.TrimRightFunc(doing, func(r rune) bool { return unicode.IsSpace(r) || strings.ContainsRune(",、，;—–", r) })
	if !q.hasContext || doing == "" {
		return "", ""
	}
	i := strings.Index(q.said, doing)
	if i < 0 {
		return "", ""
	}
	before, after := q.said[:i], q.said[i+len(doing):]
	hasLetters := func(s string) bool { return strings.IndexFunc(s, unicode.IsLetter) >= 0 }
	// What follows the action part is context only when it closes with a purpose: a
	// later sentence may well be an ask the vocabulary does not know ("Quiero comparar …
	// META …. Sácame su histórico de precios.").
	if hasLetters(after) && q.timed == q.said || !hasLetters(before+after) {
		return "", ""
	}
	return doing, before + " " + after
}

// askNamesThing reports whether the ask after a story names a thing of its own: one that
// does not refers back to the story's ("금값이 요즘 올랐다던데 지금 얼마인지 궁금해").
func (q *query) askNamesThing(lex *lexicon.Lexicon) bool {
	return slices.ContainsFunc(q.askTerms, func(t string) bool { return namesOwn(lex, t) })
}

// namesOwn reports whether a term of an ask names something of its own: a thing, or a
// domain word that is no time, read or generic word ("일정", "schedule"). A bare act
// ("50개 추가해줘") names none: it acts on the story's thing.
func namesOwn(lex *lexicon.Lexicon, t string) bool {
	return lex.NamesThing(t) || lex.IsDomainTerm(t) && !lexicon.IsTimeWord(t) && lex.Family(t) != lexicon.ReadFamily && !lexicon.IsGeneric(t)
}

// namesHistory reports whether a text names a history or a trend in any language.
func namesHistory(lex *lexicon.Lexicon, s string) bool {
	tokens := text.Tokens(s)
	m := lex.AnalyzeText(s, tokens, text.Norm(s))
	return slices.ContainsFunc(append(tokens, m.Terms...), func(t string) bool {
		return strings.Contains(t, "history") || strings.Contains(t, "trend")
	})
}

// objectMarked reports whether the text after a documentation word marks it, with the
// rest of its compound noun, as a verb's object: "記事を…", " 문서를 …".
func objectMarked(gap string) bool {
	noun := func(r rune) bool {
		return unicode.IsSpace(r) || unicode.Is(unicode.Han, r) || unicode.Is(unicode.Katakana, r) || r == 'ー'
	}
	rest := strings.TrimLeftFunc(gap, noun)
	// A part of the documentation marked as the object is the documentation's: "ヘルプ記事の
	// 誤字を修正", "help center の article を PDF で export".
	if part, ok := strings.CutPrefix(rest, "の"); ok {
		part = strings.TrimLeftFunc(part, func(r rune) bool { return noun(r) || r < utf8.RuneSelf && unicode.IsLetter(r) })
		if strings.HasPrefix(part, "を") {
			return true
		}
	}
	return strings.HasPrefix(rest, "を") || japaneseTargetNext.MatchString(rest) || koreanObjectNext.MatchString(gap)
}

// japaneseTargetNext is に marking the documentation as what the verb acts on
// ("ヘルプ記事「…」に星5つの評価を付けて"), not as what a step follows or is written in
// (に従って, に沿って, に基づいて, に書いてある, に載っている, によると, にある).
var japaneseTargetNext = rx.MustCompile(`^に[^従沿基書載よあ]`)

// koreanObjectNext is the end of a Korean noun marked as an object, right after a word.
var koreanObjectNext = rx.MustCompile(`^\s*\p{Hangul}{0,3}?[를을]`)

// modifiesDocument reports whether a request names a term before the documents it asks
// for, as their topic: "protein folding papers", "transformer 기반 protein folding paper".
// News before its articles is their kind, no topic ("news articles about inflation", "뉴스
// 기사"), unless papers or help are asked about them ("papers that classify news
// articles", "뉴스 기사 저장 방법 도움말").
func modifiesDocument(lex *lexicon.Lexicon, tokens []string, norm string, terms []string, term string) bool {
	start, _ := lex.TermSpan(tokens, norm, term)
	if start < 0 || term == "news" && !slices.ContainsFunc(terms, func(t string) bool { return newsStudied[t] }) {
		return false
	}
	for _, doc := range []string{"paper", "article"} {
		if slices.Contains(terms, doc) {
			if i, _ := lex.TermSpan(tokens, norm, doc); i > start {
				return true
			}
		}
	}
	return false
}

// newsStudied are the documents that take news as their topic: papers about news, help on
// saving news articles.
var newsStudied = map[string]bool{"paper": true, "publication": true, "documentation": true, "knowledge base": true}

// filterWords introduce the condition of a search ("materials with a high melting
// point").
var filterWords = map[string]bool{"with": true, "having": true, "whose": true, "mit": true, "con": true,
	"avec": true, "com": true, "containing": true, "than": true, "above": true, "below": true, "exceeding": true,
	"cuyo": true, "cuya": true, "cuyos": true, "cuyas": true, "deren": true, "dessen": true,
	"unter": true, "über": true, "uber": true, "oberhalb": true, "unterhalb": true, "mindestens": true, "höchstens": true, // bounds
	"under": true, "over": true, "least": true, "most": true, "superior": true, "inferior": true, "menos": true, "más": true,
	"contenenti": true, "contenente": true, "contengono": true, "inferiore": true, "superiore": true, "sotto": true, "sopra": true} // it

// measured are the attributes numberBound bounds.
var measured = map[string]bool{"density": true, "melting point": true, "thermal property": true}

// numberBound bounds a physical property by a number in its unit: "under 4 g/cm3",
// "inférieure à 5 g/cm³", "abaixo de 3 g/cm3", "高于2000摄氏度", "3 eV 이상".
var numberBound = rx.MustCompile(`(?:(?:^|\s)(?:under|below|over|above|less than|more than|greater than|lower than|higher than|at least|at most|` +
	`unter|über|inférieure? à|supérieure? à|abaixo de|acima de|menor que|maior que|menor de|mayor de|mayor que|por debajo de|por encima de|menos de|más de|inferior a|superior a|` +
	`inferiore a|superiore a|sotto(?: i| a| ai)?|sopra(?: i| a| ai)?|meno di|più di|minore di|maggiore di|oltre)\s*|` +
	`(?:小于|大于|低于|高于|不超过|超过|小於|大於|低於|高於)\s*)\d+(?:[.,]\d+)?\s*(?:g/cm|g cm|ev\b|°c|℃|k\b|摄氏度|攝氏度)|` +
	`\d+(?:[.,]\d+)?\s*(?:g/cm\S*|ev|°c|℃|k)\s*(?:以下|以上|이하|이상|未満)`)

// filterMarks are the Korean, Japanese and Chinese conditions of a search, in a
// normalized text: a property that is high or low, a bound, something contained or
// held ("밀도가 낮으면서 탄성률이 높은 재료", "密度が低くて弾性率が高い材料", "Li를 함유한").
var filterMarks = []string{
	"높은", "낮은", "높고", "낮고", "높으면서", "낮으면서", "이상인", "이하인", "함유", "포함한", "포함하는", "가진", "갖는", "띠는",
	"큰", "작은", "크고", "작고",
	"が高い", "が低い", "が高く", "が低く", "が大きい", "が小さい", "の高い", "の低い", "の大きい", "の小さい", "以上の", "以下の", "を含む", "を持つ",
	"高于", "低于", "含有", "小于", "大于", "高於", "低於", "小於", "大於"}

// onePaper names one paper or study: by its DOI, or as "the … paper", "this study",
// "das Paper", "この論文", "이 논문", "el artículo de".
var onePaper = rx.MustCompile(`\d+\.\d+/|\bthe\s+(?:\S+\s+){0,3}(?:paper|study|article)\b|\bthis\s+(?:paper|study)\b|\b(?:das|dem|des)\s+papers?\b|` +
	`\b(?:el|del)\s+(?:artículo|estudio)\b|この論文|その論文|이\s?논문|해당\s?논문`)

// askedWhetherAny asks whether there is any, or whether the desk has one: "is there",
// "hay algún", "tem alguma", "gibt es", "y a-t-il", "c'è", "tienen", "avete", "有没有",
// "ありますか", "있어?".
var askedWhetherAny = rx.MustCompile(`(?:^|[^\pL])(?:is there|are there|any|do you have|have you got|hay|existe|tienen|tenéis|tem algum|tem alguma|há algum|há alguma|vocês têm|gibt es|gibt's|habt ihr|haben sie|y a-t-il|il y a|avez-vous|vous avez|c'è|c’è|ci sono|esiste|avete)(?:$|[^\pL])|有没有|有沒有|ありますか|ある[？?]|있어[?？]|있나요|있을까`)

// asksDocuments reports whether a request is addressed to help documents, which may
// be about any attribute ("Support-Artikel zum Fehler 503 beim Login").
func asksDocuments(terms []string) bool {
	for _, t := range []string{"documentation", "faq", "knowledge", "knowledge base", "help"} {
		if slices.Contains(terms, t) {
			return true
		}
	}
	return slices.Contains(terms, "article") && slices.Contains(terms, "support")
}

// givesValue reports whether a request gives a value of an attribute rather than asking
// for it: "the account with e-mail max@example.de" looks the account up by its e-mail.
func givesValue(attr, query string) bool {
	switch attr {
	case "contact":
		return givesValue("email", query) || givesValue("phone", query) // "連絡先＝tanaka@example.jp"
	case "email":
		return strings.Contains(query, "@")
	case "personal details":
		return staffNumberGiven.MatchString(query) // "the user with employee ID 40217"
	case "phone":
		for _, m := range phoneNumber.FindAllString(query, -1) {
			digits := 0
			for i := 0; i < len(m); i++ {
				if isDigitByte(m[i]) {
					digits++
				}
			}
			if digits >= 7 {
				return true
			}
		}
		return false
	}
	return false
}

// staffNumberGiven is an employee's or a badge's number given, which names the record.
var staffNumberGiven = rx.MustCompile(`(?i)(?:employee\s+(?:id|number|no\.?)|badge\s+(?:id|number)|mitarbeiternummer|personalnummer|número\s+de\s+empleado)\s*[:#]?\s*[a-z]{0,2}-?\d`)

// phoneNumber is a telephone number: seven or more digits with spaces, dashes, dots or
// parentheses between them, not part of a DOI or identifier (10.1016/j.cell.2020.01.001).
var phoneNumber = rx.MustCompile(`(?:^|[\s:(])\+?\d[\d\s\-().]{5,}\d(?:$|[\s,.)])`)

// docsFailed says the documentation did not help: what the request then asks is done,
// not looked up.
var docsFailed = rx.MustCompile(`\b(?:did(?:n'?t| not)|don'?t|do not|does(?:n'?t| not))\s+(?:help|fix\s+it|solve\s+it|work)\b|\bnothing\s+helped\b|` +
	`\bhaben\s+nichts\s+gebracht\b|\bbringen\s+(?:mir\s+)?nichts\b|\bbringt\s+(?:mir\s+)?nichts\b|\bhelfen\s+(?:mir\s+)?nicht\b|\bhilft\s+(?:mir\s+)?(?:nicht|nix)\b|` +
	`\bsteht\s+nichts\s+dazu\b|\bfunktioniert\s+bei\s+mir\s+nicht\b|\bbringt\s+nix\b|\bno\s+(?:me\s+)?(?:sirven|sirvió|ayudan|ayudaron|ayudó)(?:$|[^\pL])|` +
	`(?:^|\s)(?:no\s+(?:me\s+)?(?:funciona|funcionó|funciono|sirve|resolvió|resolvio)|non\s+(?:mi\s+)?(?:funziona|ha\s+funzionato|serve|è\s+servit[oa]|ha\s+aiutato|aiuta|ha\s+risolto)|` + // es, it
	`ne\s+(?:marche|fonctionne|m'aide)\s+pas|n'a\s+pas\s+(?:marché|fonctionné|aidé|résolu)|ne\s+m'a\s+pas\s+aidée?|n'a\s+servi\s+à\s+rien|` + // fr
	`não\s+(?:me\s+)?(?:funciona|funcionou|ajudou|resolveu|serviu)|funktioniert\s+nicht|hat\s+(?:mir\s+)?nicht\s+geholfen)(?:$|[^\pL])|` + // pt, de
	`役に立たな|解決しな|도움이\s?안|해결이\s?안`)

// documentationTopic reports whether a request names documentation or a FAQ with its
// actions as their topic ("help article about resetting a password", "パスワード再設定の
// ヘルプ記事"), not as what it asks to do to the documentation ("delete this help
// article", "このヘルプ記事を削除して", "kannst du diesen Hilfeartikel löschen"), which an
// action in the main verb's place says unless the request also reads. raw is the text
// norm normalizes.
func documentationTopic(lex *lexicon.Lexicon, m lexicon.Match, raw string, tokens []string, norm string) bool {
	if docHeading.MatchString(raw) || docLead(lex, raw) {
		return true // a heading names the documentation, what follows is its topic: "KB: Abo kündigen"
	}
	// A quoted title is the document's name: "ヘルプ記事「請求書の再発行方法」を英訳" acts on
	// the article. An arrow points from the document to what is done with it: "help
	// article 'Setting up SSO' → translate to French".
	if unq := lexicon.Unquoted(raw); unq != raw {
		if um := lex.AnalyzeText(unq, text.Tokens(unq), text.Norm(unq)); um.Main == m.Main {
			return documentationTopic(lex, um, unq, text.Tokens(unq), text.Norm(unq))
		}
	}
	for _, arrow := range []string{"→", "->", "=>"} {
		if before, after, ok := strings.Cut(raw, arrow); ok && m.Main != "" && lex.Family(m.Main) != lexicon.ReadFamily {
			b, a := lex.AnalyzeText(before, text.Tokens(before), text.Norm(before)), lex.AnalyzeText(after, text.Tokens(after), text.Norm(after))
			if slices.Contains(b.Terms, "documentation") && slices.Contains(a.Ops, m.Main) && !slices.Contains(b.Ops, m.Main) {
				return false
			}
		}
	}
	start, end, term := -1, -1, ""
	// Knowledge-base articles about a topic take the act named after "about" as the topic:
	// "knowledge base articles about refund policy", "KB articles on password reset".
	// Not when the act ends the request or another sentence, when an act comes first, or
	// when the request asks a question of the articles ("The KB article on SSO needs to
	// be deleted", "Who wrote the KB article on …?").
	if loc := kbArticlesAbout.FindStringIndex(norm); loc != nil && m.MainAt >= loc[1] && !m.MainLast && !strings.ContainsAny(raw, "—–;.?？") {
		if l := kbArticlesAboutText.FindStringIndex(strings.ToLower(raw)); l != nil {
			if before := raw[:l[0]]; len(lex.AnalyzeText(before, text.Tokens(before), text.Norm(before)).Ops) == 0 {
				return true
			}
		}
	}
	for _, t := range []string{"documentation", "faq"} {
		if slices.Contains(m.Terms, t) {
			start, end = lex.TermSpan(tokens, norm, t)
			term = t
			break
		}
	}
	if start < 0 && term == "documentation" {
		// Documentation not named by its word is a FAQ's with an act right after the word
		// that gives its topic ("o FAQ sobre alterar o plano"), or an article's that is
		// documentation by its topic ("artigo sobre configurar a impressora").
		if s, e := lex.TermSpan(tokens, norm, "faq"); s >= 0 {
			if m.MainAt > e && topicWords[norm[e:m.MainAt]] || m.MainAt >= 0 && m.MainAt < s && modifiesDocs.MatchString(norm[m.MainAt:s]) {
				start, end = s, e
			}
		} else {
			start, end = lex.TermSpan(tokens, norm, "article")
		}
	}
	for grown := true; grown && start >= 0; {
		grown = false
		for _, t := range []string{"faq", "article", "document"} {
			if s, e := lex.TermSpan(tokens, norm, t); s == end && e > end {
				end, grown = e, true // the documentation's compound goes on: "도움말 아티클", "help center article", "헬프센터 FAQ 문서"
			}
		}
	}
	acting := m.Main != "" && lex.Family(m.Main) != lexicon.ReadFamily
	acts := acting && m.MainAt > end
	// A Chinese verb acts on the document 把 puts before it ("把这篇帮助文章翻译成英文") or
	// that it counts after it ("在帮助中心写一篇新的FAQ文章" writes one).
	if start >= 0 && acting && m.MainAt >= 0 &&
		(m.MainAt >= end && chineseObjectFirst.MatchString(norm[:start]) || countsDocument(norm, m.MainAt)) {
		return false
	}
	if term != "" && m.MainAt >= 0 && m.Main != "" && howToNamed.MatchString(norm[m.MainAt:]) {
		return true // the act named by its way of doing is the topic: "배송지 변경 방법 도움말", "解約の手順のFAQ"
	}
	switch {
	case start < 0:
		return false
	case acts && (newDocument(norm[:start]) || madeNewly(norm[start:])):
		return false // "새 FAQ 항목 작성해서 게시해줘": new documentation is made, not read
	case acts && lex.Family(m.Main) == "rate" && endsPointing(norm[:start]):
		return false // "이 도움말 문서 별로였어, 평점 1점 줘": this document is rated
	case acts && demonstrative(norm[end:m.MainAt]):
		return false // "… 검색 목록에서 이 항목 삭제해줘": the action is on the item the request points at
	case acts && slices.ContainsFunc(lexicon.SentenceBreaks(raw), func(b int) bool { return b >= end && b <= m.MainAt }):
		return false // "I searched the help docs already, nothing. Log a ticket: …": asked in a later sentence
	case acts && !m.MainLast && lex.PronounAfter(tokens, norm, m.MainAt):
		return false // "That help article was useless, please delete it": the pronoun is the article
	case acts && docsFailed.MatchString(strings.ReplaceAll(strings.ToLower(raw), "’", "'")):
		return false // "Die Hilfeartikel haben nichts gebracht, eröffne bitte ein Ticket": they failed, the act is asked
	case m.Main == "" || lex.Family(m.Main) == lexicon.ReadFamily:
		return true
	case slices.ContainsFunc(m.Ops, func(op string) bool { return lex.Family(op) == lexicon.ReadFamily }):
		return true
	}
	if m.MainAt > end && lex.GermanAccusative(tokens, norm, term, m.MainAt) {
		return false // "kannste den Hilfeartikel zu Rechnungen mal updaten": the article is the object
	}
	if !m.MainLast {
		// A wish for something done ends with its participle, which acts on what comes
		// before it: "I want the old help article on VPN setup deleted".
		if lexicon.WishedDone(raw) {
			return false
		}
		// An act after the documentation's word is its topic ("help article about deleting
		// my account"), and so is one that modifies the word before it ("导出发票的操作指南").
		return m.MainAt > start || m.MainAt >= 0 && modifiesDocs.MatchString(norm[m.MainAt:start])
	}
	// A verb-final action right after the documentation word, a particle or a word of
	// two letters between them, acts on it ("diesen Hilfeartikel löschen", "このヘルプ記事を
	// 削除して", "이 도움말 문서 수정해줘"); with its own object between them it is the topic
	// ("Hilfeartikel: Passwort zurücksetzen", "Hilfeartikel: Abo kündigen"), unless an
	// object marker names the documentation as what the verb acts on.
	if m.MainAt < end {
		return true
	}
	gap := norm[end:m.MainAt]
	if objectMarked(gap) {
		return false // marked as the verb's object: "新しいヘルプ記事をナレッジベースに公開したい"
	}
	if documentActs[m.Main] && docAbout.MatchString(raw) {
		return false // what the article is about, then what is done to it: "Hilfeartikel zur Rückerstattung löschen"
	}
	if slices.ContainsFunc(koreanAdverbials, func(a string) bool { return strings.HasSuffix(gap, a) }) {
		return false // an adverbial is no object: "도움말 아티클 영어로 번역해줘" translates the article
	}
	gap = strings.TrimRightFunc(gap, func(r rune) bool { return strings.ContainsRune("をがはもの를을이가도는은", r) })
	if slices.ContainsFunc(documentParts, func(p string) bool { return strings.HasSuffix(gap, p) }) {
		return false // a part of the documentation is acted on: "FAQ 환불 항목 내용 수정 부탁"
	}
	return utf8.RuneCountInString(gap) > 2
}

// topicWords introduce what a text is about, in text.Norm's form.
var topicWords = map[string]bool{"about": true, "on": true, "regarding": true, "sobre": true, "acercade": true, "sur": true,
	"su": true, "sul": true, "sulla": true, "zu": true, "zum": true, "zur": true, "über": true,
	"讲": true, "講": true, "里讲": true, "裡講": true, "关于": true, "關於": true, "里关于": true, "裡關於": true, "中关于": true, "中關於": true}

// chineseObjectFirst ends a Chinese text with 把 and a pointer to what follows: the
// object put before its verb ("把这篇").
var chineseObjectFirst = rx.MustCompile(`[把將将](?:这|這|那|该|該)?(?:篇|个|個|份)?$`)

// documentCounted is a Chinese count of documents: 一篇, 一份.
var documentCounted = rx.MustCompile(`[一两兩几幾]\s*(?:篇|份)`)

// countsDocument reports whether a Chinese verb at byte offset at in norm counts documents
// right after it, within four characters: "写一篇…文章".
func countsDocument(norm string, at int) bool {
	return documentCounted.MatchString(norm[at:min(len(norm), at+12)])
}

// modifiesDocs is the end of a Chinese phrase that modifies the noun after it: "导出发票的
// (操作)指南".
var modifiesDocs = rx.MustCompile(`[的之](?:操作|使用|设置|設置|相关|相關)?$`)

// holdsPart reports whether a text names a part of a document (documentParts).
func holdsPart(s string) bool {
	return slices.ContainsFunc(documentParts, func(p string) bool { return strings.Contains(s, p) })
}

// documentParts are Korean and Japanese words for a part of a document: an entry, its
// content, wording, section, body or title.
var documentParts = []string{"항목", "내용", "문구", "섹션", "본문", "제목", "項目", "内容", "文言", "本文", "タイトル", "セクション"}

// kbArticlesAbout is knowledge-base articles said to be about something, in text.Norm's
// form (no spaces).
var kbArticlesAbout = rx.MustCompile(`(?:knowledgebase|kb)(?:articles?|docs?|documents?|pages?|entries)(?:about|on|regarding|for|covering)`)

// kbArticlesAboutText is kbArticlesAbout in the request's own text.
var kbArticlesAboutText = rx.MustCompile(`\b(?:knowledge base|kb)\s+(?:articles?|docs?|documents?|pages?|entries)\s+(?:about|on|regarding|for|covering)\b`)

// howToNamed is an act's word followed by the noun of its way of doing, in Korean and
// Japanese: "변경 방법", "취소하는 절차", "変更の手順", "解約するやり方".
var howToNamed = rx.MustCompile(`^\S+?\s?(?:하는\s?)?(?:방법|절차)|^\S+?(?:する|の)?(?:方法|手順|やり方|仕方)`)

// heldByRecord reports whether an everyday thing beside the catalog (personalThings, a
// bill) is held by a record the request names, so that it keeps the request rather than
// refusing it: an event, a ticket, a coded record or a guide made about it ("set a
// calendar reminder to renew my passport"), a directory user beside it ("약국 직원 user 42
// 전화번호를 바꿔줘", "Update user 5's address to 3 Pharmacy Road"), the company's own stock
// or the asker's events ("How many wine cellar racks are left in the warehouse?"), a band
// gap or a stock beside a home project or a shape ("Band gap of GaAs for a DIY laser
// project"), a new event about a bill ("전기요금 납부 일정 추가해줘"), a SKU's code naming
// everyday goods.
func (q *query) heldByRecord(term string, terms []string) bool {
	bill := term == "everyday goods" || term == lexicon.CommodityPrice
	if !personalThings[term] && !bill {
		return false
	}
	lower := strings.ToLower(q.said)
	if bill {
		// Everyday goods a SKU's code names are the item whose stock is asked: "SKU
		// CAL-2025-W（壁掛けカレンダー）の在庫" (not "SKU-A12の販売価格", a price).
		return q.writeFamilies["create"] && slices.ContainsFunc(terms, func(t string) bool {
			return t == "event" || t == "schedule" || t == "meeting" || t == "appointment"
		}) || term == "everyday goods" && slices.Contains(terms, "sku") && q.namesCode() &&
			slices.ContainsFunc(terms, func(t string) bool { return t == "inventory" || t == "stock" || t == "quantity" }) &&
			!slices.ContainsFunc(goodsPrices, func(w string) bool { return strings.Contains(lower, w) })
	}
	switch {
	case q.writeFamilies["create"] || q.namesCode() || applianceRecord.MatchString(lower) || personalRecord.MatchString(lower):
		return true
	case (term == "retail store" || term == "identity document" || term == "public figure") && slices.Contains(terms, "user"):
		return true
	case term == "retail store" && slices.ContainsFunc(terms, lexicon.IsProfileField):
		return true
	case shopThings[term] && ownStockOrEvents.MatchString(lower):
		return true
	}
	return (term == "home project" || term == "geometric shape") && slices.ContainsFunc(terms, func(t string) bool { return recordThings[t] })
}

// goodsPrices are the words of a goods' price, which no stock record holds.
var goodsPrices = []string{"価格", "値段", "가격", "价格", "價格", "price", "preis", "precio", "prix", "preço", "prezzo"}

// meetingTopic introduces what a meeting is to discuss or review.
var meetingTopic = rx.MustCompile(`(?:^|[^\pL])(?:to (?:discuss|review|go over|talk about)|about|re:|besprechen|besprechung|diskutieren|durchgehen|über|` +
	`para (?:revisar|discutir|hablar de|falar|ver)|sobre|pour (?:revoir|discuter|parler|faire le point)|per (?:rivedere|discutere|parlare))(?:$|[^\pL])|` +
	`讨论|討論|过一下|過一下|検討|話し合|논의|검토`)

// eventThings are the scopes an event put on the calendar may be about: a match, a
// training, a viewing, a trip, a repair, a dose, a film, a concert.
var eventThings = map[string]bool{"sports": true, "live conversation": true, "household appliance": true, "real estate": true, "public transport": true, "indoor room": true, "molecule or drug": true, "movie": true, "music": true}

// brainstorm names a brainstorm, which may be an event's title.
var brainstorm = rx.MustCompile(`brainstorm|lluvia de ideas|tormenta de ideas|remue-méninges|tempête d'idées|chuva de ideias|tempesta di idee`)

// personalThings are a person's papers, network, chats and stores, the shops they buy
// from, public figures, home projects and shapes: the content of an event, a ticket or a
// coded record made about them, and nothing a directory's profile or a company's stock
// holds.
var personalThings = map[string]bool{"identity document": true, "home network": true, "group chat": true, "home storage": true,
	"retail store": true, "public figure": true, "home project": true, "geometric shape": true}

// shopThings are things a company may stock or hold events at; ownStockOrEvents names the
// company's own stock or the asker's events ("we", "our warehouse", "tenemos", "events").
var (
	shopThings       = map[string]bool{"home storage": true, "retail store": true, "home project": true}
	ownStockOrEvents = rx.MustCompile(`\b(?:we|our|wir|unser\w*|tenemos|nuestr[oa]s?)\b|warehouse|almac[eé]n|\blager\b|\bevents?\b|\beventos?\b|\bscheduled\b|\bvor\?`)
)

// recordThings are what a catalog's records hold that a home project or a shape may be
// beside: a material's band gap or structure, a product's stock.
var recordThings = map[string]bool{"band gap": true, "crystal structure": true, "structure": true, "lattice": true, "stock": true,
	"inventory": true, "sku": true, "quantity": true}

// personalRecord names more records a person's things may be the content of: meetings
// and appointments, documentation and guides ("Do I have any meetings at the pharmacy
// tomorrow?", "documentation on pairing the thermostat with a wifi network").
var personalRecord = rx.MustCompile(`\bmeetings?\b|\btermine\b|\bcitas\b|besprechung|reuni[oó]n|documentation|anleitung|gu[ií]a\b|documentaci[oó]n`)

// applianceRecord names a record an appliance may be the content of: a ticket, help, a
// SKU or a numbered item (not a fridge's "inventory", the rule's reason), an event of its
// repair, delivery or service; ownAppliance one bought from the asked business.
var (
	applianceRecord = rx.MustCompile(`\bsku\b|\bitem\s+\S*\d|artikel\s+\S*\d|artículo\s+\S*\d|` +
		`ticket|\bcase\b|incidencia|störungsmeldung|문의|\bhelp\b|\bdocs\b|knowledge base|\bfaq|hilfe|wissensdatenbank|ayuda|도움말|ヘルプ|티켓|チケット|` +
		// an event about it: its repair, delivery, installation or service on a calendar
		`calendar|kalender|calendario|カレンダー|캘린더|\btermin(?:s|en)?\b|予定|일정|appointment|\bcita\b|repair|reparatur|revisión|수리|修理|設置|delivery|lieferung|entrega|installation|wartung|mantenimiento|점검|点検`)
	ownAppliance = rx.MustCompile(`\b(?:ordered|bought|purchased) from you\b|\border\b|bestellung|pedido|주문|注文|gekauft|compré|comprado|구매|購入`)
)

// docAbout is a German document named with a preposition of what it is about after it.
var docAbout = rx.MustCompile(`(?i)(?:artikel|faq|anleitung|dokumentation|beitrag|eintrag)\s+(?:zur|zum|zu|über|für)\s`)

// documentActs are the acts done to a document itself: a German request that names a help
// article, what it is about and then one of them at its end acts on the article.
var documentActs = map[string]bool{"modify": true, "delete": true, "publish": true, "unpublish": true, "archive": true, "update": true,
	"rename": true, "translate": true, "edit": true, "add": true, "remove": true}

// docHeading is a heading that names documentation, after a bot's tag and with its search: "KB: …",
// "FAQ: …", "Hilfe-Center: …", "[CS봇] FAQ 검색: 배송지 변경"
// ("Help:" and "Hilfe:" plead more often than they name documentation).
var docHeading = rx.MustCompile(`(?i)^\s*(?:\[[^\]]{1,24}\]\s*)?(?:kb|knowledge base|faq|faqs|help center|hilfe-center|hilfeartikel|wissensdatenbank|base de conocimiento|centro de ayuda|ナレッジベース|ヘルプ記事|헬프센터|도움말 문서)` +
	`\s*(?:검색|조회|search|lookup|suche|búsqueda|buscar|検索)?\s*(?:[:：]|-\s)`)

// docLead reports whether a request leads with KB or FAQ and then a topic, no colon
// between them ("FAQ Rechnung herunterladen", "KB Passwort ändern"). A document named
// after them, a plea, a preposition or "new" after them, a verb right after them ("FAQ
// 更新して") and any number in the request make the documentation itself what is acted
// on ("KB article 77 löschen", "FAQ zu Rücksendungen aktualisieren").
func docLead(lex *lexicon.Lexicon, raw string) bool {
	fields := strings.Fields(strings.ToLower(raw))
	if len(fields) < 2 || fields[0] != "kb" && fields[0] != "faq" && fields[0] != "faqs" || strings.ContainsFunc(raw, unicode.IsDigit) ||
		holdsPart(raw) { // "FAQ 환불 항목 내용 수정 부탁": an entry of the FAQ is acted on
		return false
	}
	next := fields[1]
	if slices.Contains([]string{"please", "pls", "bitte", "por", "zu", "about", "on", "sobre", "über", "for", "für", "neu", "new", "nuevo", "nueva"}, next) {
		return false // what follows acts on the FAQ: "FAQ please delete the entry …", "FAQ zu Rücksendungen aktualisieren"
	}
	if len(lex.Analyze(text.Tokens(next), text.Norm(next)).Ops) > 0 {
		return false
	}
	return !slices.Contains([]string{"article", "articles", "artikel", "artículo", "artículos", "entry", "entries", "eintrag", "einträge", "page", "pages",
		"seite", "seiten", "document", "documents", "dokument", "dokumente", "documento", "documentos", "item", "items", "문서", "항목", "글", "페이지", "記事", "ページ", "項目", "文書"}, next)
}

// newDocumentMade reports whether a request acts to make new documentation: an act named
// with "new" before the documentation's word ("write a new help article about how to use
// X", "사용법에 대한 새 도움말 문서를 작성해서 올려 주세요"), or a leading verb of writing
// whose object the documentation is ("Write a help article about how to configure the
// VPN", "Redacta un artículo de ayuda sobre cómo …").
func newDocumentMade(lex *lexicon.Lexicon, m lexicon.Match, tokens []string, norm string) bool {
	if m.Main == "" || lex.Family(m.Main) == lexicon.ReadFamily {
		return false
	}
	for _, t := range []string{"documentation", "faq"} {
		start, _ := lex.TermSpan(tokens, norm, t)
		if start < 0 || !slices.Contains(m.Terms, t) {
			continue
		}
		if newDocument(norm[:start]) {
			return true // Korean and Japanese: "새 도움말 문서", "新しいヘルプ記事"
		}
		if madeNewly(norm[start:]) {
			return true
		}
		if m.Main == "write" && m.MainAt == 0 && start <= 24 {
			return true // the verb, an article and a word or two before the documentation's
		}
		if m.MainAt >= 0 && m.MainAt < start && countsDocument(norm, m.MainAt) {
			return true // Chinese: a document counted after the verb, "帮我写一篇…的帮助文章"
		}
	}
	// Words with spaces between them: "new" and then the documentation's word within three,
	// or an article just before it, as Romance adjectives follow their noun ("escribe un
	// artículo nuevo en la base de conocimiento").
	for i, w := range tokens {
		if newWords[w] {
			after := strings.Join(tokens[i+1:min(i+4, len(tokens))], " ")
			if am := lex.AnalyzeText(after, text.Tokens(after), text.Norm(after)); slices.Contains(am.Terms, "documentation") || slices.Contains(am.Terms, "faq") {
				return true
			}
			if i > 0 && slices.Contains(m.Terms, "knowledge base") && slices.Contains(lex.AnalyzeText(tokens[i-1], tokens[i-1:i], text.Norm(tokens[i-1])).Terms, "article") {
				return true
			}
		}
	}
	return false
}

var newWords = map[string]bool{"new": true, "neue": true, "neuen": true, "neues": true, "nuevo": true, "nueva": true, "nouveau": true, "nouvelle": true, "novo": true, "nova": true}

// newDocument reports whether a normalized text ends with a word for new, which then
// makes the documentation after it the thing made.
func newDocument(before string) bool {
	return slices.ContainsFunc([]string{"new", "neue", "neuen", "neues", "nuevo", "nueva", "新しい", "新規", "새", "신규"}, func(w string) bool {
		rest, ok := strings.CutSuffix(before, w)
		r, _ := utf8.DecodeLastRuneInString(rest)
		return ok && !(r < utf8.RuneSelf && unicode.IsLetter(r)) // "renew" is no new
	})
}

// yearAspects are the time aspects of the years a request names, dated by now: a year
// before now's asks about the past ("Schlusskurse für Oktober 2022", "2021年の株価"), a
// later one about the future. A year is four digits from 1800 to 2199 standing alone
// (not part of an identifier, SKU-2048 or 10.1145/3065386, a word or a longer number)
// that something marks as a year: 년 or 年 after it, a month or a date after it
// (2020-03-16), another year before it (2020-2024), or a word before it that dates
// (in, for, since, im, seit, en, desde, a month name …). "AAPL above 1900" and
// "postcode 2000" name no year.
func yearAspects(query string, now time.Time) []string {
	query = strings.Map(func(r rune) rune { // full-width digits (２０２２年)
		if r >= '０' && r <= '９' {
			return '0' + (r - '０')
		}
		return r
	}, query)
	var out []string
	for i := 0; i+4 <= len(query); i++ {
		if !isYearAt(query, i) {
			continue
		}
		y := int(query[i]-'0')*1000 + int(query[i+1]-'0')*100 + int(query[i+2]-'0')*10 + int(query[i+3]-'0')
		switch {
		case y < 1800 || y > 2199:
		case y < now.Year():
			out = append(out, lexicon.AspectPast)
		case y > now.Year():
			out = append(out, lexicon.AspectFuture)
		}
		i += 3
	}
	return out
}

// isYearAt reports whether four digits start at query[i] and read as a year (see
// yearAspects).
func isYearAt(query string, i int) bool {
	for j := i; j < i+4; j++ {
		if query[j] < '0' || query[j] > '9' {
			return false
		}
	}
	rangeEnd := i >= 5 && query[i-1] == '-' && allDigits(query[i-5:i-1]) && (i == 5 || !isDigitByte(query[i-6]))
	if i > 0 && !rangeEnd {
		prev, _ := utf8.DecodeLastRuneInString(query[:i])
		// A Korean or Japanese particle may stand right before a year (の2021年); any
		// other letter makes the number part of a word or identifier (チケット2021-0042).
		if (unicode.IsLetter(prev) && !strings.ContainsRune("のはがにでをともへ의은는이가에도", prev)) ||
			unicode.IsDigit(prev) || strings.ContainsRune("-/._#:", prev) {
			return false
		}
	}
	rest := query[i+4:]
	next, _ := utf8.DecodeRuneInString(rest)
	switch {
	case next == '년' || next == '年':
		return true
	case unicode.IsLetter(next) || unicode.IsDigit(next) || next == '_':
		return false
	case rangeEnd || (len(rest) >= 2 && (rest[0] == '-' || rest[0] == '/') && isDigitByte(rest[1])):
		return true // 2020-2024, 2020-03-16, 2020/03
	}
	words := strings.FieldsFunc(query[:i], func(r rune) bool { return !unicode.IsLetter(r) && !unicode.IsDigit(r) })
	if len(words) == 0 {
		return false
	}
	if yearMarkers[strings.ToLower(words[len(words)-1])] {
		return true
	}
	// The second year of a span: "between 2019 and 2021", "zwischen 2019 und 2021".
	if n := len(words); n >= 3 && yearJoins[strings.ToLower(words[n-1])] && spanStarts[strings.ToLower(words[n-3])] && len(words[n-2]) == 4 && allDigits(words[n-2]) {
		return true
	}
	for _, w := range words[max(0, len(words)-3):] { // "March 31, 2024", "16. März 2020", "Q3 2023"
		if w = strings.ToLower(w); months[w] || (len(w) == 2 && w[0] == 'q' && w[1] >= '1' && w[1] <= '4') {
			return true
		}
	}
	return false
}

// yearJoins join the two years of a span that spanStarts opens.
var (
	yearJoins  = map[string]bool{"and": true, "und": true, "y": true}
	spanStarts = map[string]bool{"between": true, "zwischen": true, "entre": true}
)

// yearMarkers are the words after which a number is a year.
var yearMarkers = map[string]bool{
	"between": true, "zwischen": true, "entre": true, "prices": true, "closes": true, "kurse": true, "precios": true, "history": true, "historie": true, "historial": true,
	"in": true, "for": true, "of": true, "since": true, "from": true, "to": true, "until": true, "through": true,
	"year": true, "during": true, "before": true, "after": true, "by": true, "fy": true,
	"im": true, "für": true, "seit": true, "von": true, "bis": true, "jahr": true, "jahres": true, "ende": true,
	"anfang": true, "mitte": true, "en": true, "de": true, "del": true, "desde": true, "hasta": true, "año": true,
	"para": true, "depuis": true, "année": true, "em": true, "ano": true, "durante": true, "pendant": true, "während": true, "nel": true,
	// seasons: "im Sommer 2003", "winter 2021", "verano de 2019" (de is above)
	"summer": true, "winter": true, "spring": true, "autumn": true, "fall": true,
	"sommer": true, "frühling": true, "frühjahr": true, "herbst": true,
	"verano": true, "invierno": true, "primavera": true, "otoño": true,
}

// months are month names and abbreviations in the vocabulary's Latin languages.
var months = map[string]bool{
	"january": true, "february": true, "march": true, "april": true, "may": true, "june": true, "july": true,
	"august": true, "september": true, "october": true, "november": true, "december": true,
	"jan": true, "feb": true, "mar": true, "apr": true, "jun": true, "jul": true, "aug": true, "sep": true,
	"sept": true, "oct": true, "nov": true, "dec": true,
	"januar": true, "februar": true, "märz": true, "mai": true, "juni": true, "juli": true, "oktober": true,
	"dezember": true, "enero": true, "febrero": true, "marzo": true, "abril": true, "mayo": true, "junio": true,
	"julio": true, "agosto": true, "septiembre": true, "octubre": true, "noviembre": true, "diciembre": true,
	"janvier": true, "février": true, "mars": true, "avril": true, "juin": true, "juillet": true, "août": true,
	"septembre": true, "octobre": true, "novembre": true, "décembre": true,
}

func allDigits(s string) bool {
	for i := 0; i < len(s); i++ {
		if !isDigitByte(s[i]) {
			return false
		}
	}
	return s != ""
}

func isDigitByte(b byte) bool { return b >= '0' && b <= '9' }

// madeNewly reports whether a normalized Korean or Japanese text says a thing is made
// anew: "헬프 문서 새로 하나 작성해줘", "ヘルプ記事を新しく書いて" (not "새로고침", a refresh).
func madeNewly(after string) bool {
	return strings.Contains(after, "새로") && !strings.Contains(after, "새로고침") || strings.Contains(after, "新しく") || strings.Contains(after, "新規で")
}

// endsPointing reports whether a normalized text ends with a word that points at what
// follows it: "이", "この", "this", "dieser", "este".
func endsPointing(s string) bool {
	return slices.ContainsFunc([]string{"이", "この", "その", "this", "that", "dieser", "diesen", "diese", "este", "esta", "ese", "esa"}, func(d string) bool {
		return strings.HasSuffix(s, d)
	})
}

// demonstrative reports whether a stretch of a Korean or Japanese request points at the
// thing acted on (이 항목, この記事).
func demonstrative(s string) bool {
	for _, d := range []string{"이항목", "이문서", "이글", "이기사", "해당", "この", "その"} {
		if strings.Contains(s, d) {
			return true
		}
	}
	return false
}
