package lexicon

import (
	"slices"
	"strings"
	"unicode"
	"unicode/utf8"

	"github.com/schemarouter/schemarouter/internal/text"
)

// The object of a leading verb. In a request written in a Latin script whose verb leads
// ("Schedule a payment for the 1st", "Programa un pago", "Erstelle ein Google-Dokument"),
// the words right after the verb, past articles, possessives and "new" and up to the
// first preposition, name the thing the verb acts on. An endpoint that creates calendar
// events does not schedule a payment or an e-mail, however specific its "schedule" is.

// VerbObject is what a request's create verb acts on (Lexicon.Object).
type VerbObject struct {
	// Terms are the domain terms of the object's words: Analyze's Terms without
	// operation names, time words and generic words.
	Terms []string
	// Head is the object's head word ("calendar" of "a new shared calendar", "calendario"
	// of "un nuevo calendario compartido", 캘린더 of "공유 캘린더를", 共有カレンダー of
	// "共有カレンダーを"), and HeadTerms its domain terms, filtered like Terms.
	Head      string
	HeadTerms []string
	// OfHead is set when the object's other words only complement its head ("un informe
	// de los tickets": a report), so that none of them names what is made; WordTerms are
	// then the terms of the head word alone.
	OfHead    bool
	WordTerms []string
	// Owner is the noun a Japanese object belongs to through の, past a 用 ("サポートチーム"
	// of "サポートチームの研修資料を作成して", "会議" of "会議用の資料を"), and Unknown is set
	// when the vocabulary knows nothing of the head but generic words ("研修資料").
	Owner   string
	Unknown bool
}

// Object returns what a request's verb acts on. In a Latin script the verb leads: the
// object is the at most four words after the first of its operation tokens (opTokens:
// Match.OpTokens and PhraseVerbs), past articles and the like, before a preposition, a
// conjunction or "called"; its head is the last of them ("Create a new shared calendar
// called 'Marketing'" makes a calendar, "Erstelle einen Kalendereintrag" an entry), or
// the first after a Romance article, as Romance adjectives follow their noun ("Crea un
// nuevo calendario compartido"). The object stands in the verb's clause ("Ticket
// anlegen: Passwort-Reset-Mail …" names the ticket's content after it). In Korean and
// Japanese the verb ends its clause: the object is the noun marked by 을/를 or を whose
// clause goes on to a create verb ("공유 캘린더를 새로 만들어 줘", "定型文テンプレートを作
// りたい"). Quoted titles name nothing. A request with no such object has none.
func (l *Lexicon) Object(raw string, opTokens []string) VerbObject {
	raw = Unquoted(raw)
	var words []string
	head, headPhrase, owner := "", "", ""
	if isSpaceless(raw) {
		if head, owner = l.markedObject(raw); head == "" {
			return VerbObject{}
		}
		words = []string{head}
	} else {
		var romance bool
		if words, romance = leadingObject(raw, opTokens); len(words) == 0 {
			return VerbObject{}
		}
		head = words[len(words)-1]
		if romance {
			head = words[0]
			if c := romanceComplement(raw, opTokens, head); c != nil {
				words = append(append(slices.Clip(words), "de"), c...) // for its terms
				headPhrase = head + " de " + c[0]                      // "flujo de trabajo"
			}
		}
	}
	o := VerbObject{Terms: l.objectTerms(strings.Join(words, " ")), Head: head, OfHead: headPhrase != "", Owner: owner}
	if o.OfHead {
		o.WordTerms = l.objectTerms(text.Singular(head))
	}
	switch {
	case isSpaceless(head):
		head = l.CompoundHead(head)
	case headPhrase != "":
		head = headPhrase
	}
	o.HeadTerms = l.objectTerms(text.Singular(head))
	if hm := l.Analyze(text.Tokens(head), text.Norm(head)); len(hm.Ops) == 0 && !slices.ContainsFunc(hm.Terms, func(t string) bool { return !IsGeneric(t) }) &&
		!recordRequests[head] {
		o.Unknown = true
	}
	if n := len(words); headPhrase == "" && !isSpaceless(head) && n >= 2 && head == words[n-1] {
		// A two-word name ends the object: "a support mailing list", "a support page".
		modifier := l.objectTerms(words[n-2])
		for _, t := range l.objectTerms(words[n-2] + " " + words[n-1]) {
			if !slices.Contains(modifier, t) && !slices.Contains(o.HeadTerms, t) {
				o.HeadTerms = append(o.HeadTerms, t)
			}
		}
	}
	return o
}

// CompoundHead is the last word of a compound noun: its shortest ending the vocabulary
// knows (予定 of カレンダー予定, a calendar's event; カレンダー of 共有カレンダー, a calendar;
// Kalender of Terminkalender), or the whole noun. A hyphen ends a Latin compound's words
// (Ticket of Support-Ticket), and a Latin ending has at least four letters.
func (l *Lexicon) CompoundHead(noun string) string {
	noun = noun[strings.LastIndexByte(noun, '-')+1:]
	for at, letters := len(noun), 1; at > 0; letters++ {
		r, size := utf8.DecodeLastRuneInString(noun[:at])
		at -= size
		if r < unicode.MaxLatin1 && letters < 4 {
			continue
		}
		if suffix := noun[at:]; len(l.Analyze(text.Tokens(suffix), text.Norm(suffix)).Terms) > 0 {
			return suffix
		}
	}
	return noun
}

// objectTerms are the domain terms of an object's words (VerbObject.Terms).
func (l *Lexicon) objectTerms(words string) []string {
	m := l.Analyze(text.Tokens(words), text.Norm(words))
	return slices.DeleteFunc(m.Terms, func(term string) bool {
		return l.family[term] != "" || Aspect(term) != "" || IsGeneric(term) || timeTerms[term]
	})
}

// markedObject is the noun a Korean or Japanese request marks as the object of a create
// verb: the last one marked by 을/를 (a word's ending) or を whose clause goes on to an
// operation of the create family. The Japanese noun is the run of kanji, katakana and
// Latin letters before を ("共有カレンダー"), or its last four characters when kana
// write it ("打ち合わせ").
func (l *Lexicon) markedObject(raw string) (object, owner string) {
	creates := func(rest string) bool {
		rest = strings.TrimLeftFunc(rest, unicode.IsSpace)
		if slices.ContainsFunc(createNouns, func(n string) bool { return strings.HasPrefix(rest, n) }) {
			return true // a verbal noun: "…テンプレートを作成；…"
		}
		m := l.Analyze(text.Tokens(rest), text.Norm(rest))
		return slices.ContainsFunc(m.Ops, func(op string) bool { return l.family[op] == "create" })
	}
	for _, c := range splitClauses(raw) {
		words := strings.Fields(c)
		marked := false
		for i, w := range words {
			if noun, ok := cutObjectMark(w); ok && noun != "" {
				if rest := strings.Join(words[i+1:], " "); creates(rest) {
					object, owner, marked = noun, "", true
				}
			}
		}
		// A Korean object may go unmarked right before its verb, past a count: "새
		// 캘린더 하나만 만들어 주세요", "agenda 문서 만들어줘".
		for i := len(words) - 1; i > 0 && !marked && strings.ContainsFunc(c, text.IsHangul); i-- {
			if !creates(words[i]) || creates(words[i-1]) {
				continue
			}
			k := i - 1
			for k > 0 && koreanCounts[words[k]] {
				k--
			}
			if !koreanParticleEnd(words[k]) && !koreanCounts[words[k]] {
				object, owner = words[k], ""
			}
			break
		}
		// A Japanese request may name the making as a noun the object joins with の:
		// "サポート用のFAQページの作成をお願いします".
		if !marked {
			for _, n := range createNouns {
				if i := strings.Index(c, "の"+n); i > 0 {
					if noun := trailingNoun(c[:i]); noun != "" {
						object, owner, marked = noun, "", true
					}
				}
			}
		}
		// So may a Japanese one, written right before the verb: "日程調整アンケート作ってー".
		if !marked && object == "" && strings.ContainsFunc(c, func(r rune) bool { return unicode.Is(unicode.Hiragana, r) }) {
			for _, v := range japaneseMakes {
				if i := strings.Index(c, v); i > 0 {
					if noun := trailingNoun(c[:i]); noun != "" {
						object, owner = noun, ""
					}
				}
			}
		}
		// And a memo's, joined to the making's verbal noun that closes its clause: "担当者追加"
		// adds an assignee, "チケット作成" makes a ticket ("カレンダー追加" adds to the
		// calendar).
		if !marked && object == "" {
			end := strings.TrimRightFunc(c, notLetter)
			for _, n := range createNouns {
				if strings.HasSuffix(end, n) && !strings.ContainsFunc(n, text.IsHangul) {
					noun := trailingNoun(end[:len(end)-len(n)])
					if noun != "" && !slices.Contains(l.Analyze(text.Tokens(noun), text.Norm(noun)).Terms, "calendar") {
						object, owner = noun, ""
					}
				}
			}
		}
		for at := 0; ; {
			j := strings.Index(c[at:], "を")
			if j < 0 {
				break
			}
			before, rest := c[:at+j], c[at+j+len("を"):]
			at += j + len("を")
			if !creates(rest) {
				continue
			}
			before = strings.TrimRight(before, " ") // "member を": an English noun before the particle
			noun := trailingNoun(before)
			if noun == "" {
				noun = lastRunes(before, 4)
			}
			if noun != "" {
				object, owner = noun, ownerBefore(strings.TrimRight(before[:len(before)-len(noun)], " "))
			}
		}
	}
	return object, owner
}

// recordRequests are the Japanese words for a request, an invitation or a slot that a
// ticket or an event is ("サポートの依頼を作成して", "会議の招待を作成して"), which the
// vocabulary reads as no term of its own.
var recordRequests = set("依頼", "申請", "招待", "枠", "予約", "件", "案件", "い合わせ")

// ownerBefore is the Japanese noun that owns what follows a text through の, past a
// 用 ("会議用の"): "サポートチーム" of "サポートチームの", or "".
func ownerBefore(s string) string {
	s, ok := strings.CutSuffix(s, "の")
	if !ok {
		return ""
	}
	s = strings.TrimSuffix(strings.TrimSuffix(s, "用"), " ")
	return trailingNoun(s)
}

// japaneseNounBefore is the Japanese noun that ends a text: its run of kanji, katakana
// and Latin letters ("ToDoリスト"), with a demonstrative before it ("この予定") or the run
// a の joins to it ("企画会議の招待"), or the text's last four characters when kana write
// it.
func japaneseNounBefore(s string) string {
	s = strings.TrimRight(s, " ") // "case に": an English noun before the particle
	noun := trailingNoun(s)
	if noun == "" {
		return lastRunes(s, 4)
	}
	for _, d := range []string{"この", "その", "あの"} {
		if strings.HasSuffix(s[:len(s)-len(noun)], d) {
			return d + noun // "この予定": the one pointed at
		}
	}
	if head, ok := strings.CutSuffix(s[:len(s)-len(noun)], "の"); ok {
		if owner := trailingNoun(head); owner != "" {
			return owner + "の" + noun
		}
	}
	return noun
}

// japaneseAdverbStems end the adverbs written with に ("すでに", "さらに", "ために"),
// which add to nothing.
var japaneseAdverbStems = []string{"すで", "さら", "ため", "すぐ", "とく", "特", "既", "次", "先", "一緒", "本当", "最初", "最後"}

// koreanDemonstratives point at one thing: 이, 그, 저 (this, that), 해당 (the said).
var koreanDemonstratives = set("이", "그", "저", "해당")

// koreanParticleEnd reports whether a Korean word ends with a particle or holds a digit,
// so that it ends the noun phrase before it.
func koreanParticleEnd(w string) bool {
	if strings.ContainsFunc(w, unicode.IsDigit) {
		return true
	}
	for _, p := range []string{"을", "를", "이", "가", "은", "는", "에", "의", "로", "와", "과", "도", "에서", "해서", "하고", "요"} {
		if strings.HasSuffix(w, p) {
			return true
		}
	}
	return false
}

// trailingNoun is the run of nounRunes that ends a Japanese text ("共有カレンダー" of
// "…という共有カレンダー"), or "" when kana end it.
func trailingNoun(s string) string { return s[len(strings.TrimRightFunc(s, nounRune)):] }

// nounRune reports whether a rune may stand in a Japanese noun written without kana.
func nounRune(r rune) bool {
	return unicode.Is(unicode.Han, r) || unicode.Is(unicode.Katakana, r) || r == 'ー' || unicode.IsLetter(r) && r < 0x3000
}

// japaneseMakes are the Japanese verbs of making an unmarked object may stand right before.
var japaneseMakes = []string{"作って", "作っ", "作り", "作る", "作成", "つくって"}

// createNouns are the verbal nouns of making, which end a clause without a verb's ending
// in Japanese and Korean notation ("テンプレートを作成；").
var createNouns = []string{"作成", "生成", "登録", "追加", "新規作成", "생성", "작성", "등록", "추가"}

// koreanCounts stand between an unmarked Korean object and its verb: "하나만", "새로".
var koreanCounts = set("하나", "하나만", "한", "개", "한개", "한 개", "하나쯤", "새로", "좀", "꼭", "빨리", "얼른", "같이")

// cutObjectMark returns a Korean word without its object particle 을 or 를.
func cutObjectMark(w string) (string, bool) {
	w = strings.TrimRightFunc(w, func(r rune) bool { return !unicode.IsLetter(r) })
	if n, ok := strings.CutSuffix(w, "를"); ok {
		return n, true
	}
	return strings.CutSuffix(w, "을")
}

// leadingObject is the words of the object of a request's leading verb (Object), and
// whether a Romance article leads them.
func leadingObject(raw string, opTokens []string) (words []string, romance bool) {
	var tokens []string
	verb := -1
	for _, c := range splitClauses(raw) { // the object stands in the verb's clause
		tokens = text.Tokens(c)
		if verb = slices.IndexFunc(tokens, func(t string) bool { return slices.Contains(opTokens, t) }); verb >= 0 {
			break
		}
	}
	if verb > 0 && verb == len(tokens)-1 && !diaryVerbs[tokens[verb]] && !objectEnds[tokens[verb-1]] && germanClause(tokens, tokens[verb]) { // "zum Schreiben" is a noun
		// A German infinitive closes its clause after its object: "Bitte ein Ticket
		// aufmachen", "dass du für mich eine Supportanfrage wegen … erstellst" (the noun an
		// indefinite article leads); a place between them is no object ("… in den
		// Kalender eintragen").
		from := max(0, verb-4)
		for a, t := range tokens[:verb] {
			if germanIndefinites[t] && (a == 0 || !objectEnds[tokens[a-1]]) { // not "in meinen Kalender"
				from = a
				break
			}
		}
		for _, t := range tokens[from:verb] {
			if objectEnds[t] {
				break
			}
			if len(words) == 0 && (objectLeads[t] || objectPleas[t]) {
				continue
			}
			words = append(words, t)
		}
		return words, false
	}
	if verb < 0 || verb > 2 || diaryVerbs[tokens[verb]] { // the verb leads, after at most "please" or a subject
		return nil, false
	}
	for _, t := range tokens[verb+1:] {
		if len(words) == 0 && (objectLeads[t] || objectPleas[t] || verbParticles[t]) || slices.Contains(opTokens, t) {
			romance = romance || romanceArticles[t]
			continue
		}
		if objectEnds[t] || namings[t] || len(words) == 4 {
			break
		}
		words = append(words, t)
	}
	return words, romance
}

// romanceComplement is what "de" adds to a Romance object's head, which completes a
// multi-word name ("flujo de trabajo", "documento de soporte"): the words after "de"
// up to the next preposition, at most two.
func romanceComplement(raw string, opTokens []string, head string) []string {
	tokens := TextWords(strings.ToLower(Unquoted(raw)))
	at := slices.Index(tokens, head)
	if at < 0 || at+2 >= len(tokens) || !complementOf[tokens[at+1]] {
		return nil
	}
	var out []string
	for _, t := range tokens[at+2 : min(at+5, len(tokens))] {
		if len(out) == 0 && objectLeads[t] { // "un informe de los tickets"
			continue
		}
		if objectEnds[t] || namings[t] || slices.Contains(opTokens, t) || len(out) == 2 {
			break
		}
		out = append(out, t)
	}
	return out
}

// complementOf are the Romance prepositions of a head's complement: Spanish, French and
// Portuguese "de", Italian "di" and its articled forms.
var complementOf = set("de", "di", "del", "della", "dello", "dei", "degli", "delle", "dell")

// germanClause reports whether a clause that ends with verb is German: the verb has an
// infinitive's or a second person's ending, and the clause is a heading of three words at
// most ("Ticket anlegen:") or has a German article or pronoun ("since the password reset"
// is English).
func germanClause(tokens []string, verb string) bool {
	if !strings.HasSuffix(verb, "en") && !strings.HasSuffix(verb, "ln") && !strings.HasSuffix(verb, "rn") && !strings.HasSuffix(verb, "st") {
		return false
	}
	return len(tokens) <= 3 || slices.ContainsFunc(tokens, func(t string) bool { return germanIndefinites[t] || germanClauseWords[t] })
}

// germanClauseWords are German words a request's clause often has.
var germanClauseWords = set("bitte", "ich", "du", "mir", "mich", "dass", "der", "die", "das", "den", "dem", "und", "für")

// germanIndefinites lead a German object noun (not after a preposition).
var germanIndefinites = set("ein", "eine", "einen", "mein", "meine", "meinen", "kein", "keine", "keinen")

// verbParticles complete an English phrasal verb before its object: "write down a
// meeting", "set up a call", "block off an hour".
var verbParticles = set("down", "up", "out", "off")

// eventHeads are words that head an event's name, whatever its modifiers name: "the poll
// results discussion", "a story time session", "the template walkthrough".
var eventHeads = set("session", "sessions", "discussion", "walkthrough", "review", "meeting", "call", "sync", "standup",
	"workshop", "training", "class", "lesson", "talk", "presentation", "demo", "interview", "party", "lunch",
	"dinner", "breakfast", "time", "hour", "slot", "block", "kickoff", "retro", "retrospective", "briefing",
	"sesión", "reunión", "revisión", "charla", "clase", "taller", "presentación", "sitzung", "besprechung",
	"runde", "schulung", "vortrag", "termin")

// IsEventHead reports whether a word heads an event's name (eventHeads).
func IsEventHead(w string) bool { return eventHeads[strings.ToLower(w)] }

// objectPleas may stand between a verb and its object: "Leg bitte nur einen neuen
// Kalender an", "Create just one event".
var objectPleas = set("bitte", "nur", "mal", "doch", "schnell", "please", "just", "only", "quickly", "solo", "sólo",
	"rápido", "juste", "seulement", "só", "apenas", "pure", "soltanto")

// romanceArticles are the Spanish, French, Portuguese and Italian articles, after which a
// noun comes before its adjectives.
var romanceArticles = set("un", "una", "el", "la", "los", "las", "une", "le", "les", "um", "uma", "os", "il", "lo", "l", "gli", "uno")

// namings introduce a record's name after its kind.
var namings = set("called", "named", "titled", "llamado", "llamada", "namens", "nommé", "nommée", "chamado", "chamada",
	"chiamato", "chiamata", "intitolato", "intitolata")

// artifacts are the things a request may create that are no calendar event, no support
// ticket and no record of a catalog's usual kinds: a payment, an e-mail or message, a
// document or file, an order, an account, a task or note. A create endpoint that names
// none of them does not make one ("Schedule a payment"); everyday event words (a session,
// a team lunch, a review) are not among them.
var artifacts = set("payment", "invoice", "transfer", "loan", "transaction", "order", "shipment", "delivery",
	"email", "message", "notification", "channel", "document", "documentation", "article", "file", "folder", "image", "video",
	"report", "dashboard", "social media post", "subscription", "budget", "expense", "tax", "account", "project",
	"task", "note", "notes", "job", "workflow", "contract", "password", "api key", "link", "tag", "alert", "reminder",
	"template", "poll", "meeting agenda", "writing", "macro", "queue", "category", "web page", "form", "chatbot",
	"mailing list", "hotline", "group", "member", "support agent", "terms and policies", "service level", "contact",
	"permission", "rule", "roster", "signature", "banner", "checklist")

// NamesThing reports whether a domain term names a thing of a request's own: no
// operation, generic word, time aspect or time (timeTerms), which only qualify or date
// what a request names.
func (l *Lexicon) NamesThing(term string) bool {
	return l.family[term] == "" && !IsGeneric(term) && Aspect(term) == "" && !timeTerms[term]
}

// IsTimedItem reports whether an artifact has a time a calendar can hold: a reminder, a
// task ("a calendar reminder for the payment due date" is a calendar entry).
func IsTimedItem(term string) bool { return term == "reminder" || term == "task" }

// IsArtifact reports whether a domain term names a thing that is no event or ticket (see
// artifacts).
func IsArtifact(term string) bool { return artifacts[term] }

var (
	// diaryVerbs put whatever they take in a diary: "Agenda mi vuelo a Bogotá" makes the
	// flight a calendar entry.
	diaryVerbs = set("agenda", "agendar", "agende", "agendes", "agéndame", "agendame", "apunta", "apúntame", "apuntame",
		"terminiere", "terminieren", "einplanen")
	// objectLeads may stand between a verb and its object: articles, possessives,
	// quantities and "new".
	objectLeads = set("a", "an", "the", "my", "our", "your", "new", "another", "one", "some", "me", "us",
		"un", "una", "el", "la", "los", "las", "mi", "mis", "nuevo", "nueva", "otro", "otra",
		"ein", "eine", "einen", "einem", "der", "die", "das", "den", "dem", "mein", "meine", "meinen", "neuen", "neue", "neues", "mir", "uns",
		"le", "les", "une", "mon", "ma", "mes", "nouveau", "nouvelle",
		"o", "os", "um", "uma", "meu", "minha", "novo", "nova",
		"il", "lo", "l", "gli", "i", "uno", "mio", "mia", "miei", "mie", "nostro", "nostra", "nuovo", "nuovi", "nuove", "altro", "altra") // it
	// objectEnds end an object: prepositions, conjunctions and time words.
	objectEnds = set("for", "about", "with", "at", "on", "to", "from", "in", "of", "by", "and", "or", "that", "which",
		"tomorrow", "today", "tonight", "next", "this", "weekend", "week", "finde", "fin", "semana", "wochenende", "woche",
		"para", "por", "sobre", "con", "de", "del", "en", "a", "al", "y", "o", "que", "mañana", "hoy",
		"für", "über", "mit", "zu", "zum", "zur", "von", "vom", "am", "im", "um", "und", "oder", "morgen", "heute", "ins", "auf",
		"pour", "avec", "sur", "dans", "et", "ou", "demain", "au", "aux", "com", "sobre", "em", "e", "amanhã", "no", "na", "nos", "nas", "ao", "aos", "à", "às", "do", "da", "dos", "das", "pra", "pro", "pelo", "pela", // pt (à and ao: to the)
		"di", "della", "dello", "dei", "degli", "delle", "dell", "per", "su", "sul", "sulla", "sui", "nel", "nella", "nei", "alla", "allo", "ai", "agli", "alle", "all",
		"dal", "dalla", "dai", "che", "domani", "oggi", "entro", "tra", "fra") // it
	// timeTerms are the vocabulary's terms for times, which date an object rather than name it.
	timeTerms = set("future", "past", "tomorrow", "today", "month", "week", "year", "day", "morning", "evening", "weekend")
)

// koreanSchedules name a schedule or calendar as a whole.
var koreanSchedules = set("일정", "스케줄", "캘린더", "달력", "일정표")

// AddTargets returns the words a request adds something to: the noun phrase after "to", "zu",
// "zum", "zur", "al" or "a" (past articles, possessives and time words: "add a Zoom link
// to tomorrow's meeting"), a German dative noun ("Füg dem Termin morgen einen Link
// hinzu"), a Korean word marked with 에 ("ticket에 log file attach 해줘") and the Japanese
// word before に ("予定に田中さんを追加して"). Spanish "a" counts before an article or a
// possessive ("a mi ticket de soporte"), where it cannot be the English article. A record
// something is added to exists already; the endpoint's container ("add lunch to my
// calendar") is no such record.
func AddTargets(raw string) []string {
	var out []string
	if isSpaceless(raw) {
		words := strings.Fields(raw)
		for i, w := range words {
			if t, ok := strings.CutSuffix(w, "에"); ok && t != "" {
				// The noun before 에 with the words of its noun phrase: "할 일 목록에". A
				// schedule is a place of its own: "점심 약속 일정에 추가해줘" adds a lunch
				// appointment to the schedule.
				for k := i - 1; k >= max(i-2, 0); k-- {
					if koreanDemonstratives[words[k]] {
						t = words[k] + " " + t // "이 일정에": the one pointed at
						break
					}
					if koreanSchedules[t] {
						continue // past the nouns before it, to a pointer only
					}
					if koreanParticleEnd(words[k]) {
						break
					}
					t = words[k] + " " + t
				}
				out = append(out, t)
			}
		}
		for i := 0; ; {
			j := strings.Index(raw[i:], "に")
			if j < 0 {
				break
			}
			if before := raw[:i+j]; !slices.ContainsFunc(japaneseAdverbStems, func(a string) bool { return strings.HasSuffix(before, a) }) {
				out = append(out, japaneseNounBefore(before))
			}
			i += j + len("に")
		}
		return out
	}
	lower := strings.ToLower(raw)
	tokens := TextWords(strings.ReplaceAll(strings.ToLower(Unquoted(raw)), "to-do", "todo"))                                // in order, repeated too
	addsTo := strings.Contains(lower, "hinzu")                                                                              // German "zu" adds to something only with hinzufügen
	hangsOn := strings.Contains(lower, "häng ") || strings.Contains(lower, "hänge ") || strings.Contains(lower, "anhängen") // and "an" only with anhängen: "häng die Agenda an den Termin an" ("das hängt an …" is no act)
	for i, t := range tokens {
		hungOn := hangsOn && t == "an" && i+1 < len(tokens) && germanAccusatives[tokens[i+1]]
		if !addPrepositions[t] && !germanDatives[t] && !hungOn && !(t == "a" && i+1 < len(tokens) && spanishTargetLeads[tokens[i+1]]) {
			continue
		}
		if t == "ai" && i > 0 && tokens[i-1] == "j" {
			continue // French "j'ai un rendez-vous" has one, Italian "ai" adds to it
		}
		if (t == "zu" || t == "zum" || t == "zur") && !addsTo {
			continue // "die Besprechung zur Massenbestellung": about it
		}
		if t == "al" && i+1 < len(tokens) && spanishInfinitive(tokens[i+1]) {
			continue // "se cierra al subir fotos": when uploading, no target
		}
		// The target is a noun phrase of at most two words, its head the last
		// ("tomorrow's calendar event"); a Spanish head with what "de" adds comes in
		// English order ("mi lista de tareas": "tareas lista"); a German dative is one
		// word ("dem Termin").
		var phrase []string
		after := tokens[i+1 : min(i+6, len(tokens))]
		for k, w := range after {
			if len(phrase) == 0 && (objectLeads[w] || targetLeads[w]) {
				continue
			}
			// A German dative's adjective comes before its noun: "meinem offenen Supportfall".
			if len(phrase) == 0 && germanDatives[t] && strings.HasSuffix(w, "en") && k+1 < len(after) && !objectEnds[after[k+1]] && !objectLeads[after[k+1]] {
				continue
			}
			if len(phrase) == 1 && (w == "de" || w == "del") && k+1 < len(after) && !targetLeads[after[k+1]] && !objectEnds[after[k+1]] {
				phrase = []string{after[k+1], phrase[0]} // in English order, the head last
				break
			}
			compound := len(phrase) > 0 && strings.Contains(lower, phrase[len(phrase)-1]+"-"+w) // "dem Support-Ticket" is one word
			if len(phrase) > 0 && (objectEnds[w] || objectLeads[w] || germanDatives[t] && !compound) || len(phrase) == 2 {
				break
			}
			phrase = append(phrase, w)
		}
		if len(phrase) > 0 {
			out = append(out, strings.Join(phrase, " "))
		}
	}
	return out
}

var (
	// addPrepositions say what something is added to.
	addPrepositions = set("to", "into", "zu", "zum", "zur", "al", "à", "ao", "alla", "allo", "all", "ai", "agli")
	// spanishTargetLeads make "a" the Spanish preposition: "a mi ticket", "a la reunión".
	spanishTargetLeads = set("mi", "mis", "la", "las", "el", "los", "su", "sus", "tu", "tus", "nuestro", "nuestra",
		"este", "esta", "ese", "esa")
	// germanDatives are the articles of a German dative object ("dem Termin").
	germanDatives = set("dem", "meinem", "unserem", "deinem", "ihrem", "diesem", "beim")
	// germanAccusatives are the articles of a German accusative after "an" ("an den Termin").
	germanAccusatives = set("den", "die", "das", "meinen", "meine", "mein", "diesen", "unseren", "unsere")
	// targetLeads may stand before the target: days and possessive times.
	targetLeads = set("s", "tomorrow", "tomorrow's", "today's", "yesterday's", "this", "that", "existing", "upcoming", "next",
		"morgen", "morgigen", "heutigen", "gestrigen", "de", "mañana",
		"monday", "tuesday", "wednesday", "thursday", "friday", "saturday", "sunday", "today", "yesterday", "weekly", "daily")
)

// lastRunes is the last n runes of s.
func lastRunes(s string, n int) string {
	i := len(s)
	for k := 0; k < n && i > 0; k++ {
		_, size := utf8.DecodeLastRuneInString(s[:i])
		i -= size
	}
	return s[i:]
}

// NamesAsPlace reports whether a text names a domain term as where something goes: after
// a place preposition, past determiners and possessives ("on the calendar", "en mi
// calendario", "in meinen Kalender"), or, in Korean and Japanese, before a place particle
// ("カレンダーに", "캘린더에"). "Create a support macro" or "苦情の手紙" name support as
// no place.
func (l *Lexicon) NamesAsPlace(raw, term string) bool {
	names := func(refs []ref) bool {
		return slices.ContainsFunc(refs, func(r ref) bool { return r.entry >= 0 && l.domain[r.entry].Canon == term })
	}
	words := TextWords(raw)
	for i, w := range words {
		if !names(l.wordRefs(w)) {
			continue
		}
		for k := i - 1; k >= max(0, i-3); k-- {
			// Spanish "a" before an article or possessive, not the English article.
			if placePrepositions[words[k]] && (words[k] != "a" || k+1 < i && spanishTargetLeads[words[k+1]]) {
				return true
			}
			if !objectLeads[words[k]] && !ownTimes[words[k]] {
				break
			}
		}
	}
	if !isSpaceless(raw) {
		return false
	}
	for _, e := range l.domain {
		if e.Canon != term {
			continue
		}
		for _, f := range e.Forms {
			for at := 0; ; {
				i := strings.Index(raw[at:], f)
				if i < 0 || f == "" {
					break
				}
				after := raw[at+i+len(f):]
				if slices.ContainsFunc([]string{"に", "へ", "에", "에다", "で"}, func(p string) bool { return strings.HasPrefix(after, p) }) {
					return true
				}
				at += i + len(f)
			}
		}
	}
	return false
}

// placePrepositions say where something goes.
var placePrepositions = set("on", "in", "into", "onto", "to", "en", "a", "al", "im", "ins", "auf", "dans", "sur", "no", "na", "em")

// forecastOf introduce what a forecast is of: "forecast for Apple shares", "Prognose für
// den Lagerbestand", "pronóstico de las acciones".
var forecastOf = set("for", "of", "on", "für", "von", "vom", "des", "zum", "zur", "de", "del", "para", "sobre",
	"pour", "du", "da", "do", "dos", "das")

// forecastStems begin the Latin words for a forecast, and Korean says 예보: a quick test
// before the reading.
var forecastStems = []string{"forecast", "prognos", "vorhersage", "pronóstico", "previsi", "prévision", "previsão", "prognóstico", "예보"}

// spacedWords reports whether a text puts spaces between its words: Latin and Korean
// text does, Japanese and Chinese does not.
func spacedWords(s string) bool { return !strings.ContainsFunc(s, isHanOrKana) }

// forecastVerbLeads may stand before "forecast" used as a verb: "please forecast …", "can
// you forecast …", "to forecast …".
var forecastVerbLeads = set("please", "to", "you", "pls", "and", "then")

// howMany ask for a count before a forecast verb's object.
var howMany = set("how", "many", "much", "the", "number", "of")

// ForecastSubjects returns what a request's forecasts are of, in a Latin script or in
// Korean: the one or two words before a word for a forecast ("AAPL stock forecast",
// "inventory forecast", "티켓 접수량 예보") and, in a Latin script, the noun phrase after it and "for", "of", "für", "de", ... past
// articles and possessives ("forecast for Apple shares", "Prognose für den Lagerbestand
// von SKU-9", "pronóstico de las acciones"). Times end the phrase ("forecast for next
// week" names nothing). Whether a subject is the weather's or another thing is the
// catalog's to say.
func (l *Lexicon) ForecastSubjects(raw string) []string {
	lower := strings.ToLower(raw)
	if !spacedWords(raw) || !holdsAny(lower, forecastStems) {
		return nil
	}
	words := TextWords(raw)
	ends := func(w string) bool { return objectEnds[w] || timeTerms[w] || ownTimes[w] || len(w) == 1 }
	var out []string
	for i, w := range words {
		hangul := strings.HasPrefix(w, "예보") // 예보, 예보를; Korean puts what it is of before it
		if !hangul && !slices.ContainsFunc(l.wordRefs(w), func(r ref) bool { return r.entry >= 0 && l.domain[r.entry].Canon == "forecast" }) {
			continue
		}
		var before []string
		for k := i - 1; k >= max(0, i-2) && !ends(words[k]) && !objectLeads[words[k]] && !text.IsStopword(words[k]) && !l.namesOperation(words[k]); k-- {
			before = append([]string{words[k]}, before...)
		}
		if len(before) > 0 {
			out = append(out, strings.Join(before, " "))
		}
		if hangul || i+1 >= len(words) {
			continue
		}
		k := i + 2
		if !forecastOf[words[i+1]] {
			// A forecast verb's object follows it: "Forecast user signups for next month",
			// "forecast how many support tickets we'll get".
			if i > 0 && !forecastVerbLeads[words[i-1]] {
				continue
			}
			k = i + 1
			for k < len(words) && (howMany[words[k]] || objectLeads[words[k]]) {
				k++
			}
		}
		for k < len(words) && objectLeads[words[k]] {
			k++
		}
		var after []string
		for ; k < len(words) && len(after) < 3 && !ends(words[k]); k++ {
			after = append(after, words[k])
		}
		if len(after) > 0 {
			out = append(out, strings.Join(after, " "))
		}
	}
	return out
}

// NameOwnerTerms returns the domain terms of whatever a request names the name of: the
// word before "name" or the noun after "name of" ("the team name", "name of the
// warehouse"), the noun before 이름 (폴더 이름, 회사의 이름) or の名前 (倉庫の名前), and the
// noun after "Name des/der" and "nombre del/de la". A name of a person — one the
// vocabulary does not know, or one named by a person's role in a directory (an employee,
// a member: personRoles) — gives none: the name is theirs, while a folder's, a team's, a
// product's or a paper's first author's is no directory's. Operations are no owners ("set
// name to Alice").
func (l *Lexicon) NameOwnerTerms(raw string) []string {
	var owners [][]string // each owner's candidate words, nearest first
	lower := strings.ReplaceAll(strings.ToLower(raw), "’", "'")
	words := strings.FieldsFunc(lower, func(r rune) bool { return !unicode.IsLetter(r) && !unicode.IsDigit(r) && r != '\'' })
	after := func(i int) []string { return words[min(i, len(words)):min(i+3, len(words))] }
	for i, w := range words {
		switch {
		case (w == "name" || w == "namen") && i+1 < len(words) && (words[i+1] == "des" || words[i+1] == "der"):
			owners = append(owners, after(i+2))
		case w == "name" || w == "names":
			if i > 0 {
				owners = append(owners, []string{strings.TrimSuffix(words[i-1], "'s")})
			}
			if i+1 < len(words) && words[i+1] == "of" {
				owners = append(owners, after(i+2))
			}
		case w == "nombre" && i+1 < len(words) && (words[i+1] == "del" || words[i+1] == "de"):
			owners = append(owners, after(i+1))
		case strings.HasPrefix(w, "이름") && i > 0:
			owners = append(owners, []string{strings.TrimSuffix(words[i-1], "의")})
		}
	}
	for _, mark := range []string{"の名前", "の名称"} {
		for rest, at := raw, strings.Index(raw, mark); at > 0; at = strings.Index(rest, mark) {
			owners = append(owners, []string{japaneseNounBefore(rest[:at])})
			rest = rest[at+len(mark):]
		}
	}
	var terms []string
	for _, candidates := range owners {
		for _, o := range candidates {
			owned := l.ownerTerms(o)
			if len(owned) == 0 {
				continue // an article, an adjective: the noun follows
			}
			if slices.ContainsFunc(owned, func(t string) bool { return personRoles[t] }) {
				break // a person's name
			}
			for _, t := range owned {
				if !slices.Contains(terms, t) {
					terms = append(terms, t)
				}
			}
			break
		}
	}
	return terms
}

// ownerTerms are the domain terms of a word that may own a name: no operation, no
// generic word.
func (l *Lexicon) ownerTerms(w string) []string {
	if w == "" || text.IsStopword(w) {
		return nil
	}
	m := l.Analyze(text.Tokens(w), text.Norm(w))
	return slices.DeleteFunc(slices.Clone(m.Terms), func(t string) bool { return IsGeneric(t) || slices.Contains(m.Ops, t) })
}

// personRoles are the terms that name people by a role a directory knows: their names
// are persons' names. (An author is a paper's, an organizer an event's.)
var personRoles = set("user", "employee", "member", "contact", "attendee", "customer", "support agent", "person",
	"people", "staff", "manager", "owner", "account", "profile")
