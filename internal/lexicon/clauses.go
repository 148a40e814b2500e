package lexicon

import (
	"slices"
	"strings"
	"unicode"
	"unicode/utf8"

	"github.com/schemarouter/schemarouter/internal/rx"
	"github.com/schemarouter/schemarouter/internal/text"
)

// Clauses, setting aside and topics. A request is read clause by clause: a clause may
// set aside what it names ("Not the forecast — the weather right now", "ETF 말고 개별
// 종목으로") or give the context of the request rather than the request ("Before I decide
// whether to sell, …", "…, damit ich …"), and a term may be named as the topic of what is
// asked ("papers about patents"). None of these asks for what it names.

// SetAside returns a text without the clauses it sets aside: a clause that starts with a
// rejection ("Not the forecast —", "I don't want to see my events,", "No quiero el
// pronóstico, sino …", "Nicht die Zitationen –", "Skip the citation list;", "… — not as a
// calendar entry.") or ends with one (도움말 검색 말고, ヘルプ記事の検索じゃなくて、, 캘린더
// 일정 말고요.), and a closing clause that forbids an act. A text with nothing set aside,
// or with nothing but what it sets aside, is returned as it is.
func SetAside(raw string) string {
	if req, ok := framedRequest(raw); ok {
		raw = req
	}
	// What a closing "instead of …" or "I'm not …ing" sets against the ask is set aside:
	// "check availability of SKU 118-R instead of changing the count", "I only want to see
	// account 6021's details, I'm not changing them".
	if loc := closingInstead.FindStringIndex(raw); loc != nil && strings.TrimFunc(raw[:loc[0]], notLetter) != "" {
		return SetAside(raw[:loc[0]])
	}
	if onlyPutsOff(strings.ToLower(raw)) {
		return "" // "per ora lascia stare il meteo", "Deixa pra lá a cotação da Ambev, depois eu vejo"
	}
	// A thing dropped first and the ask joined to it by "and" are clauses of their own:
	// "Lascia stare le previsioni e dimmi che tempo fa adesso", "Laisse tomber la structure
	// et cherche des matériaux …", "Vergiss das mit dem Zahnarzt und sag mir, …".
	if at := droppedThenJoined.FindStringSubmatchIndex(raw); at != nil {
		_, size := utf8.DecodeLastRuneInString(raw[:at[1]])
		if ask := raw[at[1]-size:]; !pointsBackAtDropped.MatchString(ask) {
			raw = raw[:at[3]] + ", " + ask // the "and" goes with its comma
		}
	}
	clauses := splitClauses(raw)
	// A retraction takes back all that was said before it: "Book a meeting with Dana on
	// Thursday at 3 — wait, no, first show me …", "고객지원에 티켓 하나 열어줘, 프린터 연결이
	// 안 돼서. 아 잠깐만, 그 전에 …"; one that only corrects a detail takes back nothing:
	// "회의 잡아줘 금요일 2시, 아니 3시로", "Retire 5 unités … non, 8 unités". A single
	// clause may drop the intent it opens with: "I was going to … but first show me …".
	tb := takenBack(raw, clauses)
	if len(clauses) < 2 && !tb.taken {
		return raw
	}
	if tb.taken {
		if kept, ok := corrected(tb.after); ok {
			before := tb.before
			if !isSpaceless(before) {
				// The detail goes on the sentence it corrects: "Retire 8 unités du stock
				// pour le SKU FR-0457, elles partent en démo. Ah non, 6 seulement" reads
				// as one.
				if b := strings.TrimRightFunc(before, unicode.IsSpace); strings.HasSuffix(b, ".") && !strings.HasSuffix(b, "..") {
					before = b[:len(b)-1]
				}
			}
			return SetAside(before + " " + kept)
		}
		return SetAside(tb.after)
	}
	if tb.withdrawn || closesNoNeed(clauses) {
		return "" // all of it is taken back: "…建一个日程。算了，不用建了。", "…, pas besoin"
	}
	var b strings.Builder
	dropped, setAside := false, false
	for i, c := range clauses {
		var rest []string
		var rejected bool
		if i == len(clauses)-1 {
			// A closing clause that forbids an act sets it aside too: "…; constraints: do
			// not create a new event.", "… 도움말 검색은 하지 마시고요.", "…, no quiero abrir un
			// ticket."
			rest, rejected = clauses[:i], forbidsAct(c) || rejectsPlace(c) || rejectsFacet(c) || i > 0 && (dismissesAfter(c) || negatedWish(clauseWords(c)))
		} else {
			rest, rejected = clauses[i+1:], rejects(c) || rejectsFacet(c) || contrasts(clauses[i+1]) || setAside && continuesClause(c) || i == 0 && opensCondition(c)
			if rejected && doneAlready.MatchString(strings.TrimRightFunc(c, notLetter)) && holdsAny(strings.Join(rest, ""), again) {
				rejected = false // what was done is asked again: "재고는 아까 확인했는데, 다시 한번 보여줘"
			}
		}
		if i+1 < len(clauses) && onlyAsks(clauses[i+1]) {
			if object, ok := spareObject(c, rejected); ok {
				// The act is set aside, not what it acts on: "Don't delete SKU 7781, just
				// check if it's available" asks about SKU 7781.
				b.WriteString(object)
				dropped = true
				continue
			}
		}
		setAside = rejected
		if rejected && strings.TrimFunc(strings.Join(rest, ""), notLetter) != "" {
			dropped = true
			if r, _ := utf8.DecodeLastRuneInString(strings.TrimRightFunc(c, unicode.IsSpace)); i > 0 && i < len(clauses)-1 && strings.ContainsRune(".!?。！？", r) {
				// The sentence it ended still ends: "I searched the docs already, nothing. Log
				// a ticket" keeps "I searched the docs already. Log a ticket".
				kept := strings.TrimRightFunc(b.String(), func(r rune) bool { return unicode.IsSpace(r) || r == ',' || r == ';' })
				b.Reset()
				b.WriteString(kept + string(r) + " ")
			}
			continue
		}
		b.WriteString(c)
	}
	if !dropped {
		return raw
	}
	return b.String()
}

// Retracted returns what a retraction in a request takes back: "whats the weather in
// Lisbon now.." in "whats the weather in Lisbon now.. no sorry, i meant what will it be
// like there on saturday"; "" when nothing is, or when the retraction only corrects a
// detail (SetAside).
func Retracted(raw string) string {
	if req, ok := framedRequest(raw); ok {
		raw = req
	}
	tb := takenBack(raw, splitClauses(raw))
	if !tb.taken {
		return ""
	}
	if _, ok := corrected(tb.after); ok {
		return ""
	}
	return tb.before
}

// AtRetraction splits a text after its last retraction (SetAside): what the
// retraction takes back with the retraction's own words, and what follows; "" and the
// text when it retracts nothing.
func AtRetraction(raw string) (head, after string) {
	if tb := takenBack(raw, splitClauses(raw)); tb.taken {
		return raw[:len(raw)-len(tb.after)], tb.after
	}
	return "", raw
}

// Withdraws reports whether a request ends by taking back all it asked, with nothing
// asked after: "帮我在周三下午三点建一个日程。算了，不用建了。", "Aggiungi il meeting di
// martedì... anzi no, lascia perdere tutto, grazie." A closing "me equivoqué" or "nein"
// withdraws nothing.
//
// So does a closing "no need" after what the asker told ("J'ai déjà mis le vol dans mon
// calendrier, pas besoin", "Depois eu olho minha agenda, agora não precisa").
func Withdraws(raw string) bool {
	clauses := splitClauses(raw)
	return closesNoNeed(clauses) || takenBack(raw, clauses).withdrawn || onlyPutsOff(strings.ToLower(raw))
}

// onlyPutsOff reports whether a lower-case request only puts a thing off or drops it,
// perhaps for now, with at most a later, a thanks or a "no need any more" after it:
// "per ora lascia stare il meteo", "Deixa pra lá a cotação da Ambev, depois eu vejo",
// "Esquece o evento de amanhã, não precisa mais criar", "Rimandiamo la ricerca degli
// articoli alla settimana prossima, grazie", "pas besoin de ticket finalement" after a
// fault gone by. A second act joined to the thing ("esquece o evento e cria outro") is
// still asked.
func onlyPutsOff(lower string) bool {
	if m := putOffOnly.FindStringSubmatch(lower); m != nil && !joinedAct.MatchString(m[1]) {
		return true
	}
	// A bare dismissal or a thing dropped, then clauses that only say it is not needed,
	// already had or left for later: "nvm, I don't need Jake's profile anymore",
	// "Vergiss das mit dem Lagerbestand, brauch ich nicht mehr", "deixa pra lá, já achei o
	// artigo", "Drop the inventory count change, I'll do it tomorrow".
	if !holdsAny(lower, dropHints) {
		return false
	}
	clauses := splitClauses(lower)
	if len(clauses) < 2 {
		return false
	}
	first := strings.TrimFunc(clauses[0], notLetter)
	m := thingDropped.FindStringSubmatch(first)
	if m == nil || joinedAct.MatchString(m[1]) {
		return false
	}
	return !strings.ContainsAny(lower, "?¿") && !slices.ContainsFunc(clauses[1:], func(c string) bool {
		c = strings.TrimFunc(c, notLetter)
		return c != "" && !noNeedCloses.MatchString(c) && !notNeeded.MatchString(c) &&
			!slices.ContainsFunc(clauseWords(c), func(w string) bool { return alreadyWords[w] || laterOrSelf[w] })
	})
}

var (
	// dropHints are in every thingDropped: a quick test first.
	dropHints = []string{"nvm", "never mind", "forget", "drop", "skip", "lascia", "laisse", "oublie", "deixa", "esquece", "esqueça", "olvid", "déjalo", "dejalo", "deja lo", "vergiss", "lass das", "niente"}
	// thingDropped is a clause that drops a thing, or says only "never mind"; the first
	// group is the thing.
	thingDropped = rx.MustCompile(`^(?:(?:actually|mejor|ok|bon|also|então|niente|on)[,]?\s+)*` +
		`(?:nvm|never mind(?: about)?|forget(?: about)?|drop|skip|lascia (?:stare|perdere)|laisse tomber|oublie|oubliez|deixa pra lá|deixa para lá|deixa quieto|esquece|esqueça|` +
		`olvida(?: lo de| lo del)?|olvídalo|olvidalo|olvídate de|déjalo|dejalo|deja lo de|deja lo del|vergiss(?: das mit| es)?|lass das mit)((?:\s+.*)?)$`)
	// notNeeded says a thing is needed no more: "I don't need Jake's profile anymore",
	// "non mi serve più", "brauch ich nicht mehr", "das Profil brauche ich doch nicht".
	notNeeded = rx.MustCompile(`(?:^|[^\pL])(?:(?:i )?(?:don't|do not) need (?:it|that|this|\pL+(?:'s)? \pL+) any ?more|not needed any ?more|no need any ?more|non mi serve(?: più)?|non serve più|` +
		`brauch(?:e)? ich (?:doch )?nicht(?: mehr)?|\pL+ brauche ich doch nicht|no me hace falta|ya no (?:lo |la )?necesito|não preciso mais|je n'en ai plus besoin|` +
		`i'll do it (?:tomorrow|myself)|je le ferai demain|lo hago mañana|lo faccio domani|mach ich morgen|faço amanhã)(?:$|[^\pL])`)
)

var (
	// putOffOnly is a whole request that puts a thing off or drops it, perhaps for now,
	// with at most a later or a thanks after it; the first group is the thing.
	putOffOnly = rx.MustCompile(`^(?:(?:per ora|por enquanto|por ahora|pour l'instant|for now)[,]?\s+)?` +
		`(?:lascia stare|lascia perdere|deja lo de|déjalo|deixa pra lá|deixa para lá|esquece|esqueça|olvida|olvídate de|rimandiamo|rimanda|mets de côté|laisse tomber|laisse de côté|vergiss|never mind|forget about|forget|` +
		`não precisa|nao precisa|no hace falta|non serve|pas besoin de)` +
		`\s+([^,.;:!?—–]{1,80}?)` +
		`(?:\s+(?:para otro momento|pra depois|para depois|para mais tarde|alla settimana prossima|a domani|à plus tard|per ora|por enquanto|pour l'instant|por ahora|for now|finalement|por agora))?` +
		`(?:\s*[,.;]\s*(?:gracias|obrigad[oa]|grazie|merci|danke|thanks|depois eu vejo|depois vejo|luego lo veo|je te redis demain|on verra plus tard|não precisa mais \pL+|no hace falta|vediamo dopo|ci penso io|ne parliamo dopo))?\s*[.!]*$`)
	// joinedAct joins a second act to the thing dropped: "esquece o evento e cria outro".
	joinedAct = rx.MustCompile(`(?:^|\s)(?:e|y|et|and|und|ed|ma|mas|but|pero|mais|aber|then|luego|depois|poi|dann|puis)\s`)
)

// pointsBackAtDropped is an ask whose verb's object points back at the thing dropped
// before it: "… et passe sa quantité à 0", "… and set its quantity to 0".
var pointsBackAtDropped = rx.MustCompile(`(?i)^\pL+(?:-moi)?\s+(?:sa|son|ses|su|sus|seu|sua|its|seine[mnrs]?|sein|ihre[mnrs]?|ihr|il suo|la sua|i suoi|le sue)\s`)

// droppedThenJoined is a request that drops a thing first and joins its ask with "and";
// the first group ends where the dropped thing does.
var droppedThenJoined = rx.MustCompile(`(?i)^((?:actually\s+|mejor\s+|ok\s+|bon\s+|also\s+|então\s+)?` +
	`(?:never mind(?: about)?|nvm|forget(?: about)?|lascia (?:stare|perdere)|laisse tomber|laisse de côté|oublie|deixa pra lá|deixa para lá|esquece|esqueça|olvida(?: lo de)?|olvídate de|deja lo de|vergiss(?: das mit)?|lass das mit)` +
	`\s[^,;.:!?—–]*?)\s(?:e|y|et|and|und|ed)\s+\pL`)

// closesNoNeed reports whether the last of several clauses says nothing is needed, and one
// before it says what the asker already has or will do later ("I already have the full
// citation list for the BERT paper, no need to pull it again").
func closesNoNeed(clauses []string) bool {
	n := len(clauses)
	if n < 2 {
		return false
	}
	last := strings.ToLower(strings.TrimSpace(clauses[n-1]))
	if ticketDropped.MatchString(last) && faultGone.MatchString(strings.ToLower(strings.Join(clauses[:n-1], " "))) {
		return true // "…, mais c'est revenu tout seul, pas besoin de ticket finalement"
	}
	if !noNeedCloses.MatchString(last) {
		return false
	}
	return slices.ContainsFunc(clauses[:n-1], func(c string) bool {
		return slices.ContainsFunc(clauseWords(c), func(w string) bool { return alreadyWords[w] || laterOrSelf[w] })
	})
}

// ticketDropped is a closing clause that drops the ticket a fault told would have asked:
// "pas besoin de ticket finalement", "olvida el ticket", "lascia perdere il ticket", "não
// precisa abrir chamado", "no need for a ticket".
var ticketDropped = rx.MustCompile(`^(?:(?:mas|but|mais|pero|ma|aber|so|donc|então|quindi|y|e|et|and)\s+)*` +
	`(?:pas besoin d'(?:ouvrir )?un|pas besoin de|não precisa(?: mais)?(?: abrir)?(?: o| um)?|no hace falta(?: abrir)?(?: el| un)?|no need for a|no need to open a|no need for the|` +
	`olvida el|olvídate del|forget the|lascia perdere il|lascia stare il|non serve(?: aprire)?(?: il| un)?|esquece o|laisse tomber le|vergiss das|kein)\s*` +
	`(?:ticket|chamado|caso|case)(?:\s+(?:finalement|afinal|al final|alla fine|after all|mehr|nötig|then))*\s*[.!]*$`)

// faultGone says a fault went away or the asker mended it: the ticket it would have asked
// is no longer needed.
var faultGone = rx.MustCompile(`(?:^|[^\pL])(?:c'est revenu|ça remarche|ça marche de nouveau|ya lo arreglé|ya funciona|funciona de nuevo|ora va|ora funziona|funziona di nuovo|já voltou|voltou a funcionar|já funciona|` +
	`works again|working again|fixed it|it's back|geht wieder|funktioniert wieder|risolto|resolvido|resuelto|résolu)(?:$|[^\pL])`)

// laterOrSelf are, beside alreadyWords, the words of a thing had already (typed without
// its accent), put off for later or left to the asker: what a closing "no need" follows.
var laterOrSelf = set("deja", "ja", "gia", "later", "tard", "depois", "después", "despues", "luego", "dopo", "später", "spater", "selbst", "myself", "moi-même")

// noNeedCloses is a closing clause that says nothing is needed, perhaps for now or with
// thanks.
var noNeedCloses = rx.MustCompile(`^(?:(?:mas|but|mais|pero|ma|aber|agora|ahora|adesso|jetzt|now|maintenant|y|e|et|and|und)\s+)*` +
	`(?:pas besoin|pas la peine|não precisa|nao precisa|não é preciso|no hace falta|no es necesario|non serve|non c'è bisogno|nicht nötig|brauchst du (?:jetzt |gerade )?nicht|no need|not needed|` +
	`(?:per ora )?basta così|c'est tout|eso es todo|that's all|das war's|` +
	`(?:ich )?brauche nichts mehr|no necesito nada más|não preciso de mais nada|je n'ai besoin de rien d'autre|non mi serve altro|i don't need anything else|` +
	`(?:no need to|pas besoin de|no hace falta que|não precisa|non serve)\s+(?:(?:it|that|them|le|la|les|l'|lo|los|las|me|te|o|a)\s+)?\pL+(?:\s+(?:it|that|them|again|up|de nouveau|otra vez|di nuovo|de novo))*)` +
	`(?:\s+(?:pour l'instant|por ahora|por enquanto|per ora|for now|right now|vorerst|merci|obrigad[oa]|valeu|gracias|grazie|danke|thanks))*\s*[.!]*$`)

// takeBack is what a text's retractions take back: the text before its last retraction
// that takes something back and what follows it without the retraction's words (taken
// false when none does), and whether one withdraws all that was asked (Withdraws).
type takeBack struct {
	before, after    string
	taken, withdrawn bool
}

// takenBack reads a text's clauses for retractions (retraction). A clause that puts a
// thing aside ("…, never mind the holdings", "Nee, doch nicht die aktuelle Temperatur
// –") takes nothing back, nor one that only closes the text ("…, me equivoqué", "…:
// nein."); a clause inside the retraction before it ("あ、やっぱ…") opens none of its
// own. A withdrawal ("算了", "lascia perdere") with nothing asked after it withdraws all.
func takenBack(raw string, clauses []string) takeBack {
	var tb takeBack
	last, end := -1, 0
	for j, at := 0, 0; j < len(clauses); j++ {
		e := retraction(raw[at:])
		if j > 0 && e >= 0 && asksNothing(raw[at+e:]) && holdsAny(strings.ToLower(raw[at:at+e]), withdrawals) {
			tb.withdrawn = true
		}
		start := at
		if e < 0 {
			if k := butAsksInstead(raw[at:]); k >= 0 && intends(raw[:at]) {
				e = k
			}
		}
		if e < 0 {
			// The intent and the "but" that drops it in one clause: "I was going to pull
			// a year of AAPL history but first what's it trading at right now?"
			if k, ke := droppedWithin(raw[:at], clauses[j]); k >= 0 {
				start, e = at+k, k+ke
			}
		}
		if e >= 0 && at >= end && !dismissesThing(clauseWords(clauses[j])) && !asksNothing(raw[at+e:]) {
			last, end = start, at+e
		}
		at += len(clauses[j])
	}
	if last >= 0 {
		tb.before, tb.after, tb.taken = raw[:last], raw[end:], true
	}
	return tb
}

// asksNothing reports whether what follows a retraction asks nothing: no word, or only
// "everything" and thanks ("tutto, grazie.").
func asksNothing(after string) bool {
	return !slices.ContainsFunc(clauseWords(after), func(w string) bool { return !allAndThanks[w] })
}

var (
	// withdrawals take back all that was asked.
	withdrawals = []string{"never mind", "nevermind", "nvm", "forget it", "forget that", "scratch that", "scrap that", "cancel that", "don't bother",
		"算了", "不用", "不要", "됐어", "됐다", "やめ", "いいや", "lascia perdere", "lascia stare", "lasciamo", "laisse tomber", "oublie",
		"deixa pra lá", "deixa para lá", "esquece", "olvídalo", "olvidalo", "déjalo", "dejalo", "vergiss", "lass mal", "lass es", "egal"}
	// allAndThanks ask nothing after a withdrawal.
	allAndThanks = set("tutto", "everything", "all", "todo", "tout", "alles", "tudo", "grazie", "thanks", "thank", "you", "merci", "danke",
		"gracias", "obrigado", "obrigada",
		"for", "now", "pour", "l'instant", "maintenant", "por", "ahora", "enquanto", "agora", "per", "ora", "adesso", "vorerst", "erstmal", "jetzt") // "…, laisse tomber pour l'instant"
)

// spareObject returns what a clause that forbids an act on a named item names, without
// the act: "Don't delete SKU 7781," gives "SKU 7781,", "No elimines el artículo SKU
// 7781," gives "el artículo SKU 7781,", "Artikel 5520 bitte nicht ausbuchen," gives
// "Artikel 5520,". The item is named by an identifier (a word with a digit); the clause
// is one rejects sets aside, or a German one whose verb closes after "nicht".
func spareObject(clause string, rejected bool) (string, bool) {
	if !strings.ContainsFunc(clause, unicode.IsDigit) {
		return "", false
	}
	if m := forbiddenActFirst.FindStringSubmatchIndex(clause); rejected && m != nil {
		return clause[m[2]:], true
	}
	if m := forbiddenActLast.FindStringSubmatchIndex(clause); m != nil && strings.ContainsFunc(clause[:m[3]], unicode.IsDigit) {
		return clause[:m[3]] + clause[m[4]:], true
	}
	return "", false
}

// onlyAsks reports whether a clause opens with a word that narrows what is asked to it
// ("just check …", "solo comprueba …", "nur prüfen …").
func onlyAsks(clause string) bool {
	words := clauseWords(clause)
	return len(words) > 0 && onlyWords[words[0]]
}

var (
	// forbiddenActFirst is a clause that opens by forbidding an act (its verb) on what
	// follows; forbiddenActLast one whose German verb closes it after "nicht".
	forbiddenActFirst = rx.MustCompile(`(?i)^\s*(?:please\s+|por\s+favor,?\s+)?(?:don['’]?t|do\s+not|never|no|nunca)\s+\p{L}+\s+(\S[^,;]*[,;]?\s*)$`)
	forbiddenActLast  = rx.MustCompile(`(?i)^(\s*\S.*?)\s+(?:bitte\s+)?nicht\s+\p{L}+([,;]?\s*)$`)
	// onlyWords narrow what is asked to what follows them.
	onlyWords = set("just", "only", "solo", "sólo", "simplemente", "únicamente", "nur", "lediglich", "bloß",
		"soltanto", "solamente", "semplicemente", "juste", "seulement", "simplement", "uniquement", "só", "apenas", "somente")
)

// closingInstead is a closing phrase that sets something against the ask before it.
// The phrase sets an act aside ("instead of changing", "en vez de cambiar", "statt … zu
// ändern"); a thing set aside may lend the ask its words ("rather than today's quote").
var closingInstead = rx.MustCompile(`(?i)[\s,;]+(?:(?:instead\s+of|rather\s+than|in\s+place\s+of)\s+\p{L}+ing|(?:en\s+vez\s+de|en\s+lugar\s+de)\s+\p{L}+(?:ar|er|ir)|(?:anstatt|statt)\s+[^,;.?!]*\bzu|` +
	`(?:invece\s+di|anziché|anzichè|piuttosto\s+che)\s+\p{L}+(?:are|ere|ire)|(?:au\s+lieu\s+de|plutôt\s+que\s+de)\s+\p{L}+(?:er|ir|re)|` +
	`(?:em\s+vez\s+de|ao\s+invés\s+de|em\s+lugar\s+de)\s+\p{L}+(?:ar|er|ir))\b[^,;.?!¿¡]*[.?!]?\s*$|` +
	`(?:[,;.?!—–]|\s-)\s*(?:(?:i'm|i am|we're|we are)\s+not|i\s+won't\s+be|we\s+won't\s+be)\s+\p{L}+ing\b[^,;.?!]*[.?!]?\s*$|(?:[,;.?!—–]|\s-)\s*no\s+[^,;.?!]+\s+needed[.?!]?\s*$`)

// framedRequest returns the request a text frames with labels: what follows the last
// label of the request ("현재 요청:", "Current request:", "Aktuelle Anfrage:", "[현재
// 요청]") in a text that opens with a label of its context ("이전 대화 요약:", "Previous
// conversation summary:", "Hintergrund:", "[이전 대화 요약]"). The context tells what was,
// the request what to do now.
func framedRequest(raw string) (string, bool) {
	raw = strings.TrimSpace(raw)
	if m := senderTag.FindStringIndex(raw); m != nil {
		raw = raw[m[1]:] // the sending system's tag frames nothing: "[ops] Previous conversation summary: …"
	}
	labels := labelSpans(raw, false)
	if len(labels) == 1 && labels[0].start > 0 && holdsAny(strings.ToLower(raw[:labels[0].start]), previousTopics) {
		// A sentence about the topic before, then the labeled request: "前の話は論文検索。今の
		// 依頼：…", "Previous topic was stocks. Request: …".
		labels = append([]labelSpan{{}}, labels...)
	} else if len(labels) < 2 || strings.TrimLeft(raw[:labels[0].start], "[【") != "" || !holdsAny(strings.ToLower(raw[labels[0].start:labels[0].colon]), contextLabels) {
		return "", false
	}
	for i := len(labels) - 1; i > 0; i-- {
		if l := labels[i]; slices.Contains(requestLabels, strings.ToLower(strings.TrimSpace(raw[l.start:l.colon]))) {
			rest := strings.TrimSpace(raw[l.colon:])
			_, size := utf8.DecodeRuneInString(rest) // the colon
			if rest = strings.TrimSpace(rest[size:]); rest != "" {
				return rest, true
			}
		}
	}
	return "", false
}

// labelSpan is a label: the short text from where a label may start (the text's start,
// after a sentence's end, or after an opening bracket) to the colon or closing bracket
// after it.
type labelSpan struct{ start, colon int }

// labelSpans finds a text's labels: runs of at most six words and 48 characters that
// end in a colon, or that a pair of square brackets holds at a sentence's start ("[현재
// 요청]", "【依頼】"). Loosely, brackets open a label after a label's text too and a
// slash between spaces ends a labeled part ("[상황] 투자 평가 [요청] …", "배경: 리스크 평가 /
// 요청: …").
func labelSpans(raw string, loose bool) []labelSpan {
	var out []labelSpan
	start := 0
	add := func(i int) {
		label := strings.TrimSpace(raw[start:i])
		if label != "" && len(strings.Fields(label)) <= 6 && utf8.RuneCountInString(label) <= 48 {
			out = append(out, labelSpan{start: start + strings.Index(raw[start:], label), colon: i})
		}
	}
	bracketed := false
	for i, r := range raw {
		switch {
		case r == ':' || r == '：' || bracketed && (r == ']' || r == '】'):
			add(i)
			start, bracketed = i+utf8.RuneLen(r), false
		case (r == '[' || r == '【') && (strings.TrimSpace(raw[start:i]) == "" || loose && len(out) > 0 && (i == 0 || unicode.IsSpace(rune(raw[i-1])) || r == '【')):
			start, bracketed = i+utf8.RuneLen(r), true
		case strings.ContainsRune(".!?。！？;；|", r), loose && r == '/' && i > 0 && raw[i-1] == ' ' && strings.HasPrefix(raw[i+1:], " "):
			start = i + utf8.RuneLen(r)
		}
	}
	return out
}

var (
	// contextLabels open a text with its context; requestLabels name the request after it.
	contextLabels = []string{"context", "background", "previous conversation", "conversation summary", "summary", "note", "notes",
		"kontext", "hintergrund", "zusammenfassung", "bisheriger verlauf", "contexto", "antecedentes", "resumen",
		"이전 대화", "대화 요약", "요약", "상황", "배경", "맥락", "컨텍스트", "참고", "메모",
		"前の会話", "会話の要約", "要約", "背景", "状況", "経緯", "メモ", "コンテキスト", "文脈"}
	// previousTopics open a sentence about what was talked about before the request.
	previousTopics = []string{"previous topic", "earlier topic", "we were talking about", "vorher ging es um", "das thema vorher", "tema anterior",
		"antes hablábamos", "이전 얘기", "아까 얘기", "앞의 얘기", "前の話", "さっきの話", "前の話題"}
	requestLabels = []string{"current request", "current task", "current question", "new request", "new task", "request", "task",
		"question", "ask", "aktuelle anfrage", "aktuelle aufgabe", "aktuelle frage", "neue anfrage", "neue aufgabe", "anfrage", "aufgabe",
		"frage", "solicitud actual", "tarea actual", "pregunta actual", "nueva solicitud", "nueva tarea", "solicitud", "petición",
		"pregunta", "tarea", "현재 요청", "현재 작업", "이번 요청", "이번 작업", "현재 질문", "요청", "작업", "할 일", "질문",
		"今回の依頼", "現在の依頼", "今の依頼", "今の質問", "今回のタスク", "現在のタスク", "今回の質問", "今回のリクエスト", "依頼", "リクエスト", "質問", "タスク"}
)

// Actionless returns a text without its context clauses — a leading clause followed by
// another, or any later clause with what follows it, that starts with a subordinating
// word, or in Korean and Japanese one that ends
// with a purpose ending (withoutPurpose) ("Before I decide whether I should sell,
// pull AMZN's prices", "Antes de decidir si compro, ¿a cuánto está MSFT?", "Bevor ich eine
// Empfehlung schreibe: schlag …") — whose verbs say why or when, not what to do, and
// without the story told after its last question (withoutClosingStory). The request's
// actions are read from what remains; its words from the whole.
func Actionless(raw string) string {
	raw = withoutClosingStory(raw)
	clauses, split := splitAtOwnActs(splitClauses(raw))
	// What the asker is busy with, joined by "and" to the need: "Ich schreibe gerade einen
	// DFT-Input und brauche die Gitterkonstanten von hBN" (the need is asked).
	if len(clauses) > 0 {
		if c := clauses[0]; ownActivityStart.MatchString(strings.ToLower(strings.TrimSpace(c))) {
			if at := needAfterActivity.FindStringIndex(strings.ToLower(c)); at != nil {
				clauses, split = append([]string{c[:at[0]], c[at[0]:]}, clauses[1:]...), true
			}
		}
	}
	if split {
		raw = strings.Join(clauses, "")
	}
	i := 0
	for i < len(clauses)-1 && (subordinate(clauses[i]) || requestFrame(clauses[i]) || problemClause(clauses[i]) || purposeLabel(clauses[i]) ||
		ownActivityStart.MatchString(strings.ToLower(strings.TrimSpace(clauses[i]))) || // "Ich schreib grad meine Masterarbeit, könntest du …"
		toldBeforeQuestion(clauses[i], clauses[len(clauses)-1])) {
		i++
	}
	// A later clause that starts with one is context too, with all that follows it:
	// "…, damit ich sie mit dem DAX vergleichen kann", "…, weil wir eine Radtour planen".
	j := len(clauses)
	for k := i + 1; k < len(clauses); k++ {
		if subordinate(clauses[k]) && (!wonders.MatchString(clauses[k-1]) || worthIt.MatchString(clauses[k])) {
			j = k
			break
		}
	}
	if i == 0 && j == len(clauses) {
		return withoutToldActs(withoutPastActs(withoutCircumstance(withoutConditionalAct(withoutPurpose(raw)))))
	}
	return withoutToldActs(withoutPastActs(withoutCircumstance(withoutConditionalAct(strings.Join(clauses[i:j], "")))))
}

// toldBeforeQuestion reports whether a clause before a closing question that names a
// thing of its own tells, by its subject, an act done: "My flight was cancelled, what's
// the weather in Rome tomorrow?", "Mon vol a été annulé, quel temps …?". Its act is no
// ask. A question that points back ("…, ¿me la sacas?") asks of the clause's thing.
func toldBeforeQuestion(clause, last string) bool {
	lc := strings.ToLower(strings.TrimSpace(clause))
	if !strings.HasSuffix(strings.TrimSpace(last), "?") || !tellsBySubject(lc) || !actToldDone.MatchString(lc) {
		return false
	}
	l := Default()
	return slices.ContainsFunc(l.AnalyzeText(last, text.Tokens(last), text.Norm(last)).Terms, l.NamesThing)
}

// actToldDone tells an act done: an English past or passive, a German passive or perfect
// with its participle, a Spanish preterite or "ya", a French, Portuguese or Italian
// passive ("a été annulé", "foi cancelado", "è stato spostato").
var actToldDone = rx.MustCompile(toldEnglish + `|\b(?:wurde|wurden|worden)\b|\b(?:habe|hat|haben|hatte|hatten)\b[^,?]*\sge\pL+(?:t|en)\b|` + toldSpanish +
	`|\b(?:a|ont|avait|avaient|est|sont)\s+été\s|\b(?:foi|foram)\s+\pL+(?:ado|ada|ados|adas|ido|ida)\b|(?:^|\s)(?:è|sono)\s+stat[oaie]\s`)

// toldEnglish and toldSpanish tell an act done: an English past or passive ("got
// cancelled", "we checked"), a Spanish preterite or "ya"/"ayer" ("se canceló", "ya …").
const (
	toldEnglish = `\b(?:got|was|were|been|already|just)\s+(?:\p{L}+\s+)?\p{L}+ed\b|\b(?:i|we|they|he|she|it)\s+(?:\p{L}+\s+)?\p{L}+ed\b`
	toldSpanish = `\b(?:ya|ayer)\b|(?:^|\s)(?:se\s+)?\p{L}{3,}ó(?:\P{L}|$)`
)

// splitAtOwnActs sets apart, in an English request's last clause, an act of the asker's
// own that no comma sets apart: a leading "Before I reply I need to know …" is dropped
// before its ask, a closing "… and confirm they're real before I send the files" split
// off after it (a subordinate clause, which Actionless drops). The act is context, not
// asked. Only the last clause is read: one before others may hold the question the ask
// refers to ("Before I call her back I want to know what plan she's on, so can you …").
func splitAtOwnActs(clauses []string) (out []string, split bool) {
	last := len(clauses) - 1
	if last < 0 {
		return clauses, false
	}
	c := clauses[last]
	lower := strings.ToLower(c)
	if !strings.Contains(lower, " i ") && !strings.Contains(lower, " we ") {
		return clauses, false
	}
	if subordinate(c) && (last == 0 || endsSentence(clauses[last-1])) {
		if at := askAfterOwnAct.FindStringIndex(lower); at != nil && at[0] > 0 {
			return append(clauses[:last:last], c[at[0]:]), true
		}
	}
	if at := ownActAfterAsk.FindStringIndex(lower); at != nil && at[0] > 0 {
		return append(clauses[:last:last], c[:at[0]], c[at[0]:]), true
	}
	return clauses, false
}

// endsSentence reports whether a clause ends its sentence.
func endsSentence(clause string) bool {
	t := strings.TrimSpace(clause)
	return strings.HasSuffix(t, ".") || strings.HasSuffix(t, "!") || strings.HasSuffix(t, "?")
}

var (
	// askAfterOwnAct opens the ask after a leading act of the asker's own.
	askAfterOwnAct = rx.MustCompile(`\s(?:(?:i|we)\s+(?:need|want|would like|'d like)\b|(?:can|could|would)\s+you\b|please\b)`)
	// ownActAfterAsk sets the asker's own act apart after the ask.
	ownActAfterAsk = rx.MustCompile(`\s(?:before|after|once|so that|so)\s+(?:i|we)\s+(?:can\s+|could\s+)?\pL+`)
)

// withoutToldActs returns a Latin-script text without the clauses before its ask that
// tell an act done or put off, when a later clause opens the ask with "now", "first" or
// the like: "The team offsite got cancelled; retrieve …" keeps its words but asks no
// cancelling ("a meeting got cancelled because of the rain; now show the price of AAPL",
// "We may move the shipment to next week; first check the stock of SKU-C36", "Wir
// werden die Bestellung später stornieren; prüfe zuerst …", "Se canceló el viaje; ahora
// obtén …"). An act owed ("Hay que cancelar la cita; mira …") is no act told.
func withoutToldActs(raw string) string {
	if isSpaceless(raw) {
		return raw
	}
	clauses := splitClauses(raw)
	ask := slices.IndexFunc(clauses, func(c string) bool {
		words := strings.Fields(strings.ToLower(c))
		return len(words) > 0 && askOpeners[strings.TrimFunc(words[0], notLetter)] || len(words) > 1 && askOpeners[words[1]]
	})
	if ask < 1 {
		return raw
	}
	var b strings.Builder
	dropped := false
	for k, c := range clauses {
		// Only a statement tells: a clause that leads with its subject ("a meeting got
		// cancelled", "wir werden …", "se canceló …"), not an order ("Cancel the meeting I
		// scheduled; now …", "Storniere später …").
		if lc := strings.ToLower(c); k < ask && tellsBySubject(lc) && (toldAct.MatchString(lc) || putOff.MatchString(lc)) {
			dropped = true
			continue
		}
		b.WriteString(c)
	}
	if !dropped {
		return raw
	}
	return b.String()
}

// tellsBySubject reports whether a lower-case Latin-script clause leads with a subject:
// an article, a possessive or a personal pronoun, or a Spanish "se" or "ya".
func tellsBySubject(c string) bool {
	words := strings.Fields(c)
	return len(words) > 0 && (subjectStarts[words[0]] || tellingSubjects[words[0]])
}

var (
	// tellingSubjects lead a statement too: "a meeting got cancelled", "I checked …",
	// "Wir werden …", "Se canceló …", "Ya revisé …".
	tellingSubjects = set("a", "an", "i", "we", "someone", "somebody", "ich", "wir", "man", "ein", "eine", "jemand",
		"se", "ya", "un", "una", "alguien", "nosotros", "yo",
		"je", "j", "on", "nous", "elle", "ils", "elles", "mon", "ma", "mes", "notre", "nos", // fr (no article: "il cambio euro-dollaro" is a value)
		"eu", "nós", "meu", "minha", "já", // pt
		"io", "noi", "mio", "mia", "già") // it
	// askOpeners open an ask after what was told: "…; now show …", "…, but first get …".
	askOpeners = set("now", "first", "then", "anyway", "jetzt", "zuerst", "erst", "nun", "dann", "trotzdem", "ahora", "primero",
		"luego", "igual", "maintenant", "agora")
	// toldAct tells an act done: an English past or passive, a German passive or perfect,
	// a Spanish preterite or "ya" (already).
	toldAct = rx.MustCompile(toldEnglish + `|\b(?:wurde|wurden|worden|habe|hat|haben|hatte|hatten|bereits|schon)\b|` + toldSpanish +
		`|(?:^|\s)(?:terminé|revisé|consulté|abrí|creé|cerré|hice)(?:\P{L}|$)`)
	// putOff tells an act put off: "later", "may", "vielleicht", "más tarde".
	putOff = rx.MustCompile(`\b(?:later|might|may|will|später|vielleicht|eventuell|werden|wollen|más tarde|después|luego)\b`)
)

// withoutCircumstance returns a text without the circumstance a clause names when
// something happens ("the app keeps crashing when I upload photos, can u log a ticket",
// "la app se cierra cada vez que subo fotos", "写真アップするたびにアプリ落ちる", "photo
// upload 할 때마다 app이 crash 나"): from the word that starts it to the clause's end,
// its verb says when the problem shows, not what to do. A circumstance that leads its
// clause, with no problem beside it, is a rule's condition and stays, and a text that is
// nothing but a circumstance is returned as it is.
func withoutCircumstance(raw string) string {
	lower := strings.ToLower(raw)
	if !holdsAny(lower, circumstances) {
		return raw
	}
	var b strings.Builder
	for _, c := range splitClauses(raw) {
		lc := strings.ToLower(c)
		at, end := -1, -1 // where the first circumstance word starts and ends
		for _, w := range circumstances {
			if i := strings.Index(lc, w); i >= 0 && (at < 0 || i < at) {
				at, end = i, i+len(w)
			}
		}
		if at < 0 {
			b.WriteString(c)
			continue
		}
		// The circumstance is a problem's only beside the problem it qualifies, in its
		// clause; one that leads a request sets a rule's condition ("Whenever a customer
		// emails, open a ticket", "アラートが発生するたびに、チケットを起票するように").
		if isSpaceless(c) && !text.IsASCII(c[:at]) {
			// Korean and Japanese say the circumstance first: "…するたびに" ends it.
			if strings.TrimFunc(c[end:], notLetter) == "" {
				b.WriteString(c)
				continue
			}
			b.WriteString(c[end:])
			continue
		}
		if strings.TrimFunc(c[:at], notLetter) == "" {
			b.WriteString(c)
			continue
		}
		b.WriteString(c[:at])
		b.WriteString(c[len(strings.TrimRightFunc(c, notLetter)):]) // the clause's mark
	}
	if out := b.String(); strings.TrimFunc(out, notLetter) != "" {
		return out
	}
	return raw
}

// circumstances start the clause that says when something happens: "every time",
// "whenever", "when I …", "cada vez que", "jedes Mal wenn", "するたびに", "할 때마다".
var circumstances = []string{" whenever ", " every time ", " each time ", " when i ", " when we ",
	" cada vez que ", " siempre que ", " cuando ", " jedes mal, wenn ", " jedes mal wenn ", " immer wenn ", " sobald ",
	" chaque fois que ", " toda vez que ", "するたびに", "したびに", "するとき", "する時", "할 때마다", "할때마다", "때마다",
	" because ", " porque ", " weil ", " parce que "} // a reason beside the request: "Abre una solicitud porque el portal me muestra …"

// WithoutMatter returns a Korean or Japanese request without the matter it leads with
// ("会議室のプロジェクターが映らない件で、…依頼を出して", "결제 버튼이 안 눌리는 문제로 티켓
// 만들어줘"): the verbs of the matter describe the problem, the request follows it; its
// words stay the request's (a ticket is about its matter). A text whose matter is all
// there is is returned as it is.
func WithoutMatter(raw string) string {
	if !isSpaceless(raw) {
		return raw
	}
	for _, m := range matterEnds {
		if i := strings.LastIndex(raw, m); i > 0 {
			// (An intent told with 하다 is the request: "바꾸려고 하는데, 가능할까요?")
			// (Nor is "件です" a matter told first: "…が動かない件です" ends the request.)
			if rest := raw[i+len(m):]; strings.TrimFunc(rest, notLetter) != "" && !(m == "려고 " && strings.HasPrefix(rest, "하")) && !(m == "件で" && strings.HasPrefix(rest, "す")) {
				return rest
			}
		}
	}
	return raw
}

// matterEnds end the clause that names the matter of a Korean or Japanese request.
// A purpose or a reason told first is matter too: "보고서에 넣어야 해서 삼성전자 현재 주가가
// 필요한데요", "業績報告のため、…を引用している論文が必要になりました".
var matterEnds = append([]string{"件で", "件について", "件につき", "件に関して", "件、", "건으로", "건 관련해서", "건 관련", "건에 대해", "문제로", "문제 때문에"},
	purposeEnds...)

// purposeEnds end a purpose or a reason told first.
var purposeEnds = []string{"야 해서 ", "려고 ", "기 위해서 ", "기 위해 ", " 때문에 ", "のため、", "ために、", "ため、"}

// TellsPurposeFirst reports whether a Korean or Japanese request leads with its purpose
// or reason, whose nouns are the request's context, not what it asks ("연구실적 보고서 써야
// 해서 … 피인용 논문들이 필요합니다"). A matter a ticket is about is its content instead.
func TellsPurposeFirst(raw string) bool {
	return isSpaceless(raw) && holdsAny(raw, purposeEnds)
}

// withoutPastActs returns a text without the acts it says were done to what it names:
// a Japanese past verb right before its noun ("先週submitしたsupport requestのstatus",
// "昨日作成したチケット"), a Korean past verb of making before its noun ("지난주에 제출한
// 문의", "어제 만든 티켓"), a Spanish first-person past in a relative clause ("el ticket que
// abrí"), an English entry already put in the calendar ("I already put the dentist appt
// in my calendar, …"). The record they made exists; they ask for nothing to be made.
func withoutPastActs(raw string) string {
	if !strings.Contains(raw, "た") && !strings.Contains(raw, "한 ") && !strings.Contains(raw, "든 ") &&
		!strings.Contains(raw, "린 ") && !strings.Contains(raw, "que ") && !strings.Contains(strings.ToLower(raw), "ya ") && !strings.Contains(raw, "already") {
		return raw
	}
	for _, re := range pastActs {
		raw = re.ReplaceAllString(raw, "$1$2")
	}
	return raw
}

// pastActs are the forms of an act done before, each keeping what its groups hold.
var pastActs = []*rx.Regexp{
	// ja: a verb's past (した, った, いた, んだ) with its stem, right before a noun
	rx.MustCompile(`[\p{Han}\p{Katakana}ーA-Za-z]*(?:し|っ|い|ん)[たで]([\p{Han}\p{Katakana}ーA-Za-z])`),
	// ja: a record made before, in the passive ("今月起票されたサポートチケット")
	rx.MustCompile(`(?:起票|作成|登録|発行)され[たで]([\p{Han}\p{Katakana}ーA-Za-z])`),
	// ko: the past of making, raising, filing or opening, before a noun
	rx.MustCompile(`(?:[\p{Hangul}A-Za-z]*(?:제출|접수|등록|생성|작성|신청|요청|create|submit|open|file)\s?(?:한|했던)|만든|만들었던|올린|올렸던|넣은|넣었던|열었던)(\s+[\p{Hangul}A-Za-z])`),
	// es: a first-person past in a relative clause, or done already ("Ya creé ayer el evento")
	rx.MustCompile(`(?i)(\b(?:que|ya)\s+)(?:abr[ií]|cre[ée]|envi[ée]|mand[ée]|registr[ée]|present[ée]|puse|abrimos|creamos|enviamos|mandamos|registramos)([\s,.;?!]|$)`),
	// en: an entry already put in the calendar ("I already put the dentist appt in my
	// calendar, can you invite my wife to it?")
	rx.MustCompile(`(?i)(\b(?:i|we)(?:'ve| have)? already\s+)(?:put|added|booked|scheduled|entered)(\s[^.;!?]{0,40}\b(?:calendar|agenda|schedule|diary)\b)`),
}

// withoutConditionalAct returns a question without the conditional clause that names an
// act as the circumstance of what it asks ("Who gets notified when I create a support
// ticket?", "Wenn ich ein Ticket erstelle, wie lange dauert die Antwort?", "¿Qué zona
// horaria se usa al crear un evento?", "support ticket 만들면 보통 response time 얼마나
// 걸려?", "サポートチケットを作ると誰に通知が届くんですか?"): the question asks about what
// follows the act, not for the act. A text that is no question, or that is nothing but
// the conditional, is returned as it is.
func withoutConditionalAct(raw string) string {
	if !strings.ContainsAny(raw, "?？") {
		return raw
	}
	out := raw
	var korean [][]int
	if strings.Contains(raw, "면") {
		korean = koreanConditional.FindAllStringIndex(raw, -1)
	}
	if korean != nil {
		out = raw[korean[len(korean)-1][1]:]
	} else if at := japaneseConditionalEnd(raw); at >= 0 {
		out = raw[at:]
	} else {
		var b strings.Builder
		for _, c := range splitClauses(raw) {
			if at := conditionalAt(c); at >= 0 {
				b.WriteString(c[:at])
				b.WriteString(" ")
				continue
			}
			b.WriteString(c)
		}
		out = b.String()
	}
	if strings.TrimFunc(out, notLetter) == "" {
		return raw
	}
	return out
}

// conditionalAt is the byte offset in a clause of a conditional conjunction followed by
// a person acting or a verb form ("when I", "if we", "after creating", "wenn ich", "falls
// man", "si abro", "cuando creo", "al crear", "quand je", "se eu"), or -1.
func conditionalAt(clause string) int {
	lower := strings.ToLower(clause)
	words := wordSpans(lower)
	for i := 0; i+1 < len(words); i++ {
		w, next := lower[words[i][0]:words[i][1]], lower[words[i+1][0]:words[i+1][1]]
		if i > 0 && wonderingVerbs[lower[words[i-1][0]:words[i-1][1]]] {
			continue // "¿Sabes si hay …?", "I wonder if …": whether, no condition
		}
		switch {
		case conditionals[w] && actors[next],
			conditionals[w] && strings.HasSuffix(next, "ing") && text.IsASCII(next),
			spanishConditionals[w] && next != "no" && !actors[next],
			w == "al" && spanishInfinitive(next):
			return words[i][0]
		}
	}
	return -1
}

// wonderingVerbs make the "if" or "si" after them a "whether".
var wonderingVerbs = set("wonder", "wondering", "know", "ask", "asking", "sabes", "saber", "sabe", "pregunto", "preguntar", "preguntarte", "preguntaba")

// wordSpans are the byte spans of a text's letter runs.
func wordSpans(s string) [][2]int {
	var out [][2]int
	start := -1
	for i, r := range s {
		switch {
		case unicode.IsLetter(r) && start < 0:
			start = i
		case !unicode.IsLetter(r) && start >= 0:
			out = append(out, [2]int{start, i})
			start = -1
		}
	}
	if start >= 0 {
		out = append(out, [2]int{start, len(s)})
	}
	return out
}

var (
	// conditionals start a clause of time or condition (en, de, fr, pt).
	conditionals = set("when", "whenever", "if", "once", "after", "wenn", "falls", "sobald", "nachdem",
		"quand", "lorsque", "quando", "se")
	// spanishConditionals need no subject: the verb says the person ("si abro un ticket").
	spanishConditionals = set("si", "cuando")
	// actors are the persons who act in a conditional clause.
	actors = set("i", "we", "you", "one", "someone", "somebody", "people", "users",
		"ich", "wir", "du", "man", "jemand", "je", "on", "nous", "tu", "eu", "você", "voce", "a")
	// koreanConditional is a verb ending "if/when" (만들면, 생성하면, 올리면, 열면), not a
	// noun that ends alike (화면, 표면, 라면).
	koreanConditional = rx.MustCompile(`[가-힣]*(하|으|들|열|리|르|주|되|내|기|치|오|보|넣|쓰)면[ ,]`)
	// japaneseConditional is a verb's conditional ending (作ると, 作成したら, 登録すれば).
	japaneseConditional = rx.MustCompile(`(すると|したら|すれば|ると|ったら|いたら|んだら|れたら|えたら|れば)`)
)

// japaneseConditionalEnd is where the last Japanese conditional ending of a text ends,
// or -1; "according to" (によると) and "what should one do" (どうすれば) are none.
func japaneseConditionalEnd(raw string) int {
	end := -1
	if !strings.ContainsAny(raw, "とらば") {
		return end
	}
	for _, m := range japaneseConditional.FindAllStringIndex(raw, -1) {
		before := raw[:m[0]]
		if strings.HasSuffix(before, "によ") || strings.HasSuffix(before, "どう") {
			continue
		}
		end = m[1]
	}
	return end
}

// requestFrame reports whether a clause only frames the request — it asks to process,
// run or take "this request" or "the following" ("Führe bitte aus:", "Bitte bearbeite
// diese Anfrage:", "I am sending you a request:", "Ejecuta lo siguiente:"): its verb is
// not the request's action. Every word is a frame word, one of them a processing verb,
// and the verb either only means carrying out (run, führe aus, ejecuta) or takes the
// request or "the following" as its object ("bearbeite diese Anfrage"): "Bearbeite
// bitte: Profil von bob" edits a record, and a verb that acts on one ("Lösche
// Folgendes:") is no frame word.
func requestFrame(clause string) bool {
	c := strings.TrimRightFunc(clause, unicode.IsSpace)
	introduces := strings.HasSuffix(c, ":") || strings.HasSuffix(c, "：")
	words := strings.FieldsFunc(strings.ToLower(clause), func(r rune) bool { return !unicode.IsLetter(r) })
	if introduces && namesThisRequest(words) {
		// Whatever its verb does, it does to the request itself ("Asigna esta solicitud a
		// una sola acción declarada:", "Ordne diese Anfrage genau einer Aktion zu:").
		return true
	}
	verb, carryOut, meta, named := false, false, false, false
	for _, w := range words {
		switch {
		case carryingOut[w]:
			verb, carryOut = true, true
		case processingVerbs[w]:
			verb = true
		case theRequest[w]:
			meta = true
			named = named || !demonstratives[w]
		case !frameWords[w]:
			return false
		}
	}
	// "this" alone is the request only in a clause that introduces it ("Handle this:");
	// "Please send this now, and …" sends something.
	return verb && (carryOut || meta) && (introduces || named || carryOut)
}

// namesThisRequest reports whether words say "this request" (a demonstrative before a
// noun for the request itself).
func namesThisRequest(words []string) bool {
	for i := 1; i < len(words); i++ {
		if requestNouns[words[i]] && demonstratives[words[i-1]] {
			return true
		}
	}
	return false
}

// requestNouns name a request itself.
// ("this task" may be a to-do: "Add this task to my calendar: …").
var requestNouns = set("request", "anfrage", "solicitud", "petición", "peticion")

// demonstratives point at the request only when a colon introduces it.
var demonstratives = set("this", "das", "dies", "diese", "dieses", "diesen", "dieser", "esta", "este", "esto")

// carryingOut are the verbs that only ask to carry out what follows; processingVerbs
// handle or send something, framing a request only when it is their object (theRequest:
// the request itself, "the following", "this"); frameWords are pronouns, articles and
// politeness.
var (
	carryingOut = set("run", "execute", "perform", "carry",
		"führe", "führ", "ausführen", "erledige", "erledigen", "starte",
		"ejecuta", "ejecute", "realiza", "realice")
	processingVerbs = set("process", "handle", "sending", "send", "make",
		"bearbeite", "bearbeiten", "setz", "setze", "stelle", "stell", "schicke", "schick", "sende", "mach", "mache",
		"procesa", "procese", "gestiona", "gestione", "haz", "hago", "envío", "mando")
	theRequest = set("this", "following", "request", "task", "operation", "action", "step", "turn", "capability",
		"function", "fähigkeit", "fahigkeit", "funktion", "capacidad", "función", "funcion", "paso",
		"operación", "operacion", "acción", "accion", "aktion", "vorgang", "schritt",
		"das", "dies", "diese", "dieses", "diesen", "folgendes", "folgende", "folgenden", "anfrage", "aufgabe", "auftrag",
		"esta", "este", "esto", "siguiente", "solicitud", "petición", "peticion", "tarea")
	frameWords = set("these", "the", "a", "please", "pls", "you", "i", "am", "for", "me", "out", "now", "here",
		"is", "my", "can", "could", "would", "only", "just", "exactly", "one", "single",
		"nur", "ausschließlich", "lediglich", "einzig", "genau", "einzige", "einen",
		"solo", "solamente", "únicamente", "exclusivamente", "exactamente", "precisamente",
		"die", "den", "eine", "bitte", "ich", "dir", "du", "mir", "für", "aus", "um", "mal", "kurz", "jetzt",
		"lo", "la", "el", "una", "por", "favor", "te", "yo", "para", "mí", "ahora")
)

// purposeEndings end a Korean or Japanese clause that gives the purpose or the
// circumstances of a request ("XRD 패턴을 시뮬레이션하려는데 …", "DFT計算をしたいので …").
var purposeEndings = []string{"려는데", "려고하는데", "하려고", "ので", "ために",
	"기 전에", "기전에", // ko: before doing ("숙소 예약하기 전에")
	"る前に", "く前に", "う前に", "す前に", "む前に", "ぐ前に", "ぶ前に", "つ前に", // ja: before doing (not 3日前に, days ago)
	"건데,", "건데 ", "보다가", "하다가", // ko: what came to mind, while doing ("주가 확인하고 나서 생각난 건데, …")
	"のついでに", "ついでに、", "んだけど、", "見てたら", // ja: while at it, the background ("…思い出したんだけど、…")
}

// closingPurposes end a closing Korean or Japanese sentence that only says why the
// request is made ("… 찾아봐. 거기 있는 친구한테 전화하려고.", "… 調べて。旅行の準備のために。").
var closingPurposes = []string{"려고", "려고요", "려구", "려구요", "거든", "거든요", "ために", "ためです",
	"야 해", "야 해요", "야 합니다", "야 돼", "야 돼요", "야 해서", // ko: what one has to do ("… 알려줘. 고객에게 답변을 보내야 해.")
	"に使います", "に使う", "で使います", "に使いたい", "用です"}

// planEndings end a closing Korean or Japanese clause that tells what the asker will do
// with the answer: "…, 팀장님께 메일로 보낼 거예요" (willDo), "…、チームに共有します",
// "…。メールで皆に送ります", "…、Slackで共有したいので".
var planEndings = []string{"예정이야", "예정이에요", "예정입니다", "용이야", "용이에요", "용입니다",
	"할게", "할게요", "します", "しますので", "したいので", "送ります", "貼ります", "載せます", "予定です", "つもりです"}

// willDo closes a Korean clause in the future of what the asker will do: "…에 쓸 거야",
// "보낼 거예요", "첨부할 겁니다" — the verb's last syllable ends in ㄹ. "만들어 달라는 거예요"
// (what I am asking is …) is no plan.
var willDo = rx.MustCompile(`[\x{AC00}-\x{D7A3}]\s*(?:거야|거예요|거에요|겁니다|거임)$`)

// willDoes reports whether a Korean clause closes with willDo, its verb in the future.
func willDoes(s string) bool {
	loc := willDo.FindStringIndex(s)
	if loc == nil {
		return false
	}
	r, _ := utf8.DecodeRuneInString(s[loc[0]:])
	return finalConsonant(r) == 8 // ㄹ
}

// finalConsonant returns the index of a Hangul syllable's final consonant (0 for none, 4
// for ㄴ, 8 for ㄹ, 20 for ㅆ), or -1 for any other rune.
func finalConsonant(r rune) int {
	if r < 0xAC00 || r > 0xD7A3 {
		return -1
	}
	return int(r-0xAC00) % 28
}

// closingPlans start a closing Latin-script clause that only says what the answer is for
// or what the asker will do with it: "… use? it's for my literature review", "— brauche
// ich für die Literaturliste", ", es para la presentación al consejo".
var closingPlans = []string{"it's for ", "it is for ", "this is for ", "that's for ", "i'll ", "i will ", "we'll ",
	"i'm going to ", "i need it for ", "i need this for ", "need it for ",
	"brauche ich für ", "das brauche ich für ", "ich brauche es für ", "lo necesito para ",
	"wir planen ", "ich plane ", "we're planning ", "we are planning ", "estamos planeando ", "on prépare ", "stiamo organizzando "} // "…, wir planen das Sommerfest"

// plansAsk reports whether a closing plan asks something after all: it names an act
// that is no read ("…, 내일 회의 취소할 거야", "…、アカウントの削除を依頼します"), pleads
// ("부탁할게요", "お願いいたします"), or needs or looks at something more ("I'll also need
// the air quality index", "미세먼지도 볼 거야").
func plansAsk(closing string) bool {
	lower := " " + strings.Join(strings.FieldsFunc(strings.ToLower(closing), func(r rune) bool { return unicode.IsSpace(r) || unicode.IsPunct(r) && r != '\'' }), " ") + " "
	if holdsAny(lower, planAsks) || alsoNamed.MatchString(closing) {
		return true
	}
	l := Default()
	m := l.AnalyzeText(closing, text.Tokens(closing), text.Norm(closing))
	return slices.ContainsFunc(m.Ops, func(op string) bool { return l.Family(op) != ReadFamily && !answerUses[op] })
}

// answerUses are what an asker does with an answer after getting it, asking nothing of the
// catalog: sharing, sending or publishing it, summarizing, comparing or charting it.
var answerUses = set("share", "send", "forward", "publish", "simulate", "summarize", "visualize", "compare",
	"analyze", "translate", "calculate", "print", "present", "report", "attach", "write", "plan")

// alsoNamed is a Korean or Japanese noun said with "also": "배당 수익률도 같이 볼 거예요",
// "配当利回りも載せます".
var alsoNamed = rx.MustCompile(`\p{Hangul}도\s|[\p{Han}\p{Katakana}ー]\p{Hiragana}?も[^う]`)

// planAsks are the words by which a closing plan pleads or asks for more.
var planAsks = []string{"依頼", "お願い", "頼", "부탁", "요청", " please ", " bitte ", " por favor ", "'ll need", "will need", "also need",
	"going to need", " as well ", " too ", "도 볼", "도 확인", "도 알려", " also ", " auch ", " también ", "も見", "も確認"}

// withoutPurpose returns a Korean or Japanese text without a closing sentence that
// gives its purpose (closingPurposes), from after its last purpose ending that something
// follows.
func withoutPurpose(raw string) string {
	raw = withoutClosingPurpose(raw)
	cut := -1
	for _, e := range purposeEndings {
		i := strings.LastIndex(raw, e)
		for e == "ので" && i >= 0 && strings.HasPrefix(raw[i+len(e):], "す") {
			i = strings.LastIndex(raw[:i], e) // "…したいのですが" softens the request, it gives no reason
		}
		if i >= 0 && i+len(e) > cut {
			cut = i + len(e)
		}
	}
	// A polite 요 after it ends an intent, which is the request: "장애 신고하려고요".
	if cut < 0 {
		return raw
	}
	if rest := strings.TrimFunc(raw[cut:], notLetter); rest == "" || rest == "요" {
		return raw
	}
	return raw[cut:]
}

// TellsOwnActivity reports whether a sentence tells what the asker is doing or will do,
// asking nothing: "번역 작업 중이에요.", "보고서를 쓰고 있어요.", "이 결과를 엑셀로 정리할
// 거예요.", "翻訳作業中です。", "資料を作っています。", "I'm working on a translation.",
// "Ich arbeite gerade an einer Übersetzung.", "Estoy preparando un informe.".
func TellsOwnActivity(s string) bool {
	if strings.ContainsAny(s, "?？") {
		return false
	}
	end := strings.TrimRightFunc(s, notLetter)
	lower := strings.ToLower(strings.TrimSpace(s))
	return willDoes(end) || ownActivityEnd.MatchString(end) || ownActivityStart.MatchString(lower) || ownPlan.MatchString(lower)
}

// ownPlan is a clause that tells what the asker will do themselves, later or after the
// answer: "Ich simuliere später selbst", "Nachbestellen mache ich selbst", "danach setze
// ich das Passwort selbst zurück", "Ich will danach eventuell kaufen", "I'll handle the
// escalation myself".
var ownPlan = rx.MustCompile(`^[^,;:–—?]*\b(?:ich|wir)\b[^,;:–—?]*\b(?:selbst|selber|später|danach|nachher)\b[^,;:–—?]*[.!]?\s*$|` +
	`^[^,;:–—?]*\b(?:selbst|selber|später|danach|nachher)\b[^,;:–—?]*\b(?:ich|wir)\b[^,;:–—?]*[.!]?\s*$|` +
	`^[^,;:–—?]*\b(?:i'll|i will|i'm going to|i am going to|we'll|we will)\b[^,;:–—?]*\b(?:myself|ourselves|later|afterwards)\b[^,;:–—?]*[.!]?\s*$|` +
	`^\s*(?:ich|wir)\s+(?:muss|müssen|will|möchte|möchten)\s+(?:noch\s+|ja\s+|halt\s+)?(?:planen|vorplanen|mich organisieren|organisieren)\s*[.!]?\s*$|` +
	`^\s*(?:(?:and|but|cause|because|coz|since)\s+)?(?:i|i've)\s+(?:forget|forgot|forgotten|can't remember|cannot remember|don't remember)\b[^,;:–—?]*[.!]?\s*$|` +
	`^[^,;:–—?]*\b(?:lo|la|los|las)\s+(?:actualizo|cambio|arreglo|corrijo|hago|modifico|edito|pongo|reviso)\s+yo\b[^,;:–—?]*[.!]?\s*$|^[^,;:–—?]*\byo mism[oa]\b[^,;:–—?]*[.!]?\s*$`)

// OnlyOwnPlan reports whether a text is a statement closed by the asker's own plan for it
// (ownPlan), with nothing asked before: "Mein Nachname ist seit der Hochzeit anders, aber
// das ändere ich nächste Woche selbst", "mi apellido cambió, pero lo actualizo yo".
func (l *Lexicon) OnlyOwnPlan(raw string) bool {
	i := strings.LastIndexAny(raw, ",;–—")
	if i <= 0 {
		return false
	}
	_, size := utf8.DecodeRuneInString(raw[i:])
	before, after := strings.TrimSpace(raw[:i]), strings.TrimSpace(raw[i+size:])
	if before == "" || !ownPlan.MatchString(strings.ToLower(after)) || l.sentenceAsks(after) {
		return false
	}
	for c := range strings.FieldsFuncSeq(before, func(r rune) bool { return strings.ContainsRune(",;–—", r) }) {
		if c = strings.TrimSpace(c); l.sentenceAsks(c) || opensQuestion.MatchString(strings.ToLower(c)) {
			return false
		}
	}
	return true
}

// cutOwnPlan cuts a one-sentence request at its first or last clause mark when the
// clause there tells the asker's own plan (ownPlan) and the rest asks: "Ich simuliere
// später selbst, gib mir nur die Raumgruppe von Quarz", "Zeig mir das Profil von Benutzer
// 4410, danach setze ich das Passwort selbst zurück". It returns the rest.
func (l *Lexicon) cutOwnPlan(raw string) (string, bool) {
	marks := ",;–—:"
	if i := strings.IndexAny(raw, marks); i > 0 {
		_, size := utf8.DecodeRuneInString(raw[i:])
		before, after := raw[:i], strings.TrimSpace(raw[i+size:])
		if ownPlan.MatchString(strings.ToLower(strings.TrimSpace(before))) && after != "" && l.sentenceAsks(after) {
			return after, true
		}
	}
	if i := strings.LastIndexAny(raw, marks); i > 0 {
		_, size := utf8.DecodeRuneInString(raw[i:])
		before, after := strings.TrimSpace(raw[:i]), raw[i+size:]
		if ownPlan.MatchString(strings.ToLower(strings.TrimSpace(after))) && before != "" && (l.sentenceAsks(before) || opensQuestion.MatchString(strings.ToLower(before))) {
			return before, true
		}
	}
	return "", false
}

// opensQuestion opens a question without its question mark: "when is my meeting with
// Herr Baumgart, i forget the time".
var opensQuestion = rx.MustCompile(`^\s*(?:when|what|what's|whats|where|which|who|how|wann|wo|welche[rsmn]?|wer|cuándo|cuando|qué|dónde|donde|cuál|cual)\b`)

var (
	// ownActivityEnd closes a Korean or Japanese sentence of what one is doing.
	ownActivityEnd = rx.MustCompile(`(?:중이에요|중이야|중입니다|중임|하고 있어요|하고 있어|하고 있습니다|고 있어요|고 있어|고 있습니다|` +
		`中です|中だ|しています|している|しているところです|ています|する予定です|予定です)$`)
	// ownActivityStart opens a Latin-script sentence of what one is doing.
	ownActivityStart = rx.MustCompile(`^(?:i'm|i am|we're|we are) (?:currently |just )?(?:working on|doing|preparing|writing|building|putting together)\b|` +
		`^(?:ich|wir) (?:arbeite|arbeiten|bin|sind|schreibe|schreib|schreiben|bereite|bereiten) (?:gerade|grad|grade|momentan|aktuell)\b|` +
		`^(?:estoy|estamos) (?:trabajando|haciendo|preparando|escribiendo|armando|redactando)\b`)
	// needAfterActivity joins a need to the activity told before it.
	needAfterActivity = rx.MustCompile(`\s(?:und|and|y|e|et)\s+(?:i\s+)?(?:brauche|benötige|bräuchte|need|necesito|preciso|ai besoin|j'ai besoin|ho bisogno)\b`)
)

// WithoutClosingPurpose returns a text without the closing sentence or clause that only
// gives its purpose or what the asker will do with the answer ("…, 시뮬레이션에 쓸 거야",
// "… it's for my literature review"), or the text as it is.
func WithoutClosingPurpose(raw string) string { return withoutClosingPurpose(raw) }

// withoutClosingPurpose drops a text's last sentence or clause when it only gives the
// purpose and something comes before it ("…, 숙소 예약하기 전에 보려고.").
func withoutClosingPurpose(raw string) string {
	body := strings.TrimRightFunc(raw, func(r rune) bool { return unicode.IsSpace(r) || sentenceEnd(r) })
	// The last mark that ends a sentence or clause; a Latin full stop or comma ends one only
	// before a space ("10.1000/alpha" is one word).
	last := -1
	for i, r := range body {
		latin := r == '.' || r == ',' || r == ';' || r == '—' || r == '–'
		if (sentenceEnd(r) || latin || r == '、' || r == '，') && (!latin || i+utf8.RuneLen(r) < len(body) && body[i+utf8.RuneLen(r)] == ' ') {
			last = i
		}
	}
	if last < 0 {
		return raw
	}
	closing := strings.TrimSpace(body[last:])
	_, size := utf8.DecodeRuneInString(closing)
	closing = strings.TrimSpace(closing[size:])
	if strings.TrimFunc(body[:last], notLetter) == "" || strings.ContainsAny(raw[last+size:], "?？") {
		return raw // nothing before it, or the closing asks ("…, 어떤 거야?")
	}
	// A plea closes politely, and gives no purpose: "…、よろしくお願いします".
	if strings.HasSuffix(closing, "願いします") {
		return raw
	}
	for _, e := range closingPurposes {
		if strings.HasSuffix(closing, e) {
			return body[:last+size]
		}
	}
	lower := strings.ToLower(closing)
	plan := willDoes(closing) || slices.ContainsFunc(planEndings, func(e string) bool { return strings.HasSuffix(closing, e) }) ||
		slices.ContainsFunc(closingPlans, func(e string) bool { return strings.HasPrefix(lower, e) })
	if plan && !plansAsk(closing) {
		return body[:last+size]
	}
	return raw
}

// WithoutClosingStory returns a text without the story that closes it
// (withoutClosingStory), so that the story's words lend the request nothing, unless the
// story names a time and the question does not: "What's the weather in Boston? I fly
// there tomorrow" asks tomorrow's.
func (l *Lexicon) WithoutClosingStory(raw string) string {
	ask := withoutClosingStory(raw)
	if ask == raw {
		return raw
	}
	story := raw[len(ask):]
	storyTerms := l.AnalyzeText(story, text.Tokens(story), text.Norm(story)).Terms
	// A story's "now" is the story's: "Ich schreibe gerade den Antrag". A story that
	// names a thing of its own keeps its time: "How long is the drive to Boulder? It's
	// supposed to snow tomorrow."
	if slices.ContainsFunc(storyTerms, func(t string) bool { return IsTimeWord(t) && t != "now" }) &&
		!slices.ContainsFunc(storyTerms, func(t string) bool { return l.NamesThing(t) && !IsTimeWord(t) }) &&
		!slices.ContainsFunc(l.AnalyzeText(ask, text.Tokens(ask), text.Norm(ask)).Terms, IsTimeWord) {
		return raw
	}
	return ask
}

// withoutClosingStory returns a Latin-script text without the statements that follow its
// last question and only tell the story around it: "… lattice parameters for rutile
// TiO2? Our XRD peaks look off and I want to compare.", "Will it be hot in Austin next
// week? We're hosting a barbecue on Thursday." Each closing sentence must lead with its
// subject (tellsBySubject, or a contraction such as "we're") and ask nothing (plansAsk):
// "…? I'd like to cancel it." keeps its act, "…? I'm trying to plan a hike." tells one
// (storyAim). A closing sentence that gives a new value ("My new number is …") is no
// story either.
func withoutClosingStory(raw string) string {
	q := strings.LastIndex(raw, "?")
	if q < 0 || isSpaceless(raw) || strings.TrimFunc(raw[:q], notLetter) == "" {
		return raw
	}
	told := false
	for sentence := range strings.FieldsFuncSeq(raw[q+1:], func(r rune) bool { return strings.ContainsRune(".!;", r) }) {
		if lower := strings.ToLower(strings.TrimSpace(sentence)); storyAim.MatchString(lower) && !holdsAny(" "+lower+" ", alsoWords) || wishPutOff.MatchString(lower) {
			told = true // what the asker is about to do, with all its clauses ("Je dois aussi réserver …" asks more)
			continue
		}
		for s := range strings.FieldsFuncSeq(sentence, func(r rune) bool { return strings.ContainsRune(",:—–", r) }) {
			words := strings.Fields(strings.ToLower(s))
			if len(words) > 1 && storyLinks[words[0]] {
				words = words[1:]
			}
			if len(words) == 0 {
				continue
			}
			first, _, _ := strings.Cut(words[0], "'")
			first, _, _ = strings.Cut(first, "’")
			lower := strings.Join(words, " ")
			if !tellsBySubject(first) || storyGivesValue.MatchString(lower) || asksAgain(lower) || !storyAim.MatchString(lower) && plansAsk(s) {
				return raw
			}
			told = true
		}
	}
	if !told {
		return raw
	}
	return raw[:q+1]
}

// storyAim tells what the asker is trying, planning or about to do, whatever the act:
// "I'm trying to plan a hike", "I'm about to place a limit order with my broker", "Ich
// überlege, vor der Mittagspause zu verkaufen", "sto per prenotare le ferie". The asker
// will do it, not the catalog.
var storyAim = rx.MustCompile(`^(?:i'm|i’m|i am|we're|we’re|we are)\s+(?:just\s+)?(?:trying to|planning|hoping to|about to|going to|thinking of|thinking about|considering)\b|` +
	`^(?:ich|wir)\s+(?:überlege|überlegen|plane|planen|bin dabei|sind dabei)\b|^(?:estoy|estamos)\s+(?:pensando en|planeando|a punto de)\b|^(?:voy|vamos) a\b|` +
	`^(?:(?:ciao|salve|buongiorno|buonasera)[,!]?\s+)?(?:sto|stiamo)\s+(?:per|pensando di|cercando di|pianificando|organizzando)\s|` + // it: "Ciao, sto per prenotare le ferie"
	`^(?:je\s+|j')(?:dois|vais)\s|` + // fr: what the asker has to do ("Je dois caler un déplacement à Nantes …")
	`^dann\s+\pL+\s+(?:wir|ich)\b|^(?:i\s+)?need to know\b`) // "…? Dann verlegen wir die Auslieferung", "…? Need to know before I book …"

// wishPutOff tells what the asker meant to do and puts off with a "but", whatever else
// it meant too: "Volevo vedere anche lo storico ma per ora mi basta il prezzo", "Eu ia
// pedir pra criar um evento, mas antes …" ("volevo dire" asks).
var wishPutOff = rx.MustCompile(`^(?:(?:volevo|dovevo|avevo intenzione di)\s|(?:eu\s+)?ia\s|(?:je\s+|j')(?:voulais|allais)\s|(?:yo\s+)?(?:quería|iba a)\s|(?:ich\s+)?wollte\s|(?:i|we)\s+(?:wanted to|was going to|were going to|was gonna)\s)` +
	`[^.!?]*\b(?:ma|però|mas|mais|but|pero|aber)\b`)

// alsoWords add an ask to the one before.
var alsoWords = []string{" also ", " too ", " aussi ", " auch ", " también ", " anche ", " também "}

// storyLinks join a story's clause to the one before: "…, and I want to compare".
var storyLinks = set("and", "but", "so", "because", "cause", "since", "y", "pero", "porque", "und", "aber", "weil", "denn", "et", "mais", "e", "mas", "ma")

// storyAsks is a closing statement that names what it wants, asking it again: "I want its
// reference list", "we need the full history". Wanting "to" do something, or wanting "it"
// for something, is the story's.
var storyAsks = rx.MustCompile(`^(?:i|we)(?:\s+(?:really\s+)?(?:want|need|would like|require)|['’]d (?:like|need))\s+(\p{L}+)|` +
	`^(?:ich|wir)\s+(?:will|wollen|möchte|möchten|brauche|brauch|brauchen|bräuchte|bräuchten|hätte gern|hätte gerne|hätten gern)\s+(\p{L}+)|` +
	`^(?:yo\s+)?(?:quiero|necesito|queremos|necesitamos|quisiera|necesitaría)\s+(\p{L}+)|` +
	`^(?:je|j'|nous)\s*(?:veux|voudrais|voulons|voudrions|ai besoin d[e']|aurais besoin d[e'])\s*(\p{L}+)|` + // fr: "je veux la série de prix"
	`^(?:eu\s+)?(?:quero|queria|preciso d[eoa]s?|gostaria d[eoa]s?)\s+(\p{L}+)|` + // pt: "Queria a série de preços"
	`^(?:io\s+)?(?:voglio|vorrei|volevo|ho bisogno d[i'])\s*(\p{L}+)`) // it: "volevo dire il cambio"

// asksAgain reports whether a lower-case closing statement names what it wants (storyAsks).
func asksAgain(lower string) bool {
	m := storyAsks.FindStringSubmatch(lower)
	return m != nil && !storyWants[strings.Join(m[1:], "")]
}

// storyWants are the words after a want that make it the story's: "I need to …", "I need
// them for …".
var storyWants = set("to", "it", "them", "this", "that", "these", "those", "es", "sie", "das", "dies", "zu", "eso", "esto")

// storyGivesValue is a closing statement that gives a value to set, not a story: "My new
// number is 555-0182", "her email changed to …", "we now have 40 left".
var storyGivesValue = rx.MustCompile(`\b(?:new|neue[rsmn]?|nueva?s?|now|jetzt|ahora|changed|moved|should be|sollte|debería)\b|\d`)

// WithoutClosingCourtesy returns a Korean or Japanese request without the business
// formula that closes it after a question ("… 옮겨 주실 수 있을까요? 확인 부탁드립니다.",
// "…移動していただけますでしょうか。ご確認をお願いいたします。"): the formula asks the
// reader to see to the question, and checks nothing itself. A formula after a statement
// is the request ("SKU-1 재고가 이상해요. 확인 부탁드립니다."), and stays.
func WithoutClosingCourtesy(raw string) string {
	if !isSpaceless(raw) {
		return raw
	}
	sentences := splitSentences(raw)
	if len(sentences) < 2 {
		return raw
	}
	last := sentences[len(sentences)-1]
	if !closingCourtesy.MatchString(strings.TrimSpace(last)) {
		return raw
	}
	before := strings.TrimRightFunc(raw[:len(raw)-len(last)], unicode.IsSpace)
	if !strings.HasSuffix(before, "?") && !strings.HasSuffix(before, "？") && !strings.HasSuffix(before, "か。") {
		return raw
	}
	return before
}

// closingCourtesy is a whole closing sentence of business courtesy.
var closingCourtesy = rx.MustCompile(`^(?:확인|검토|회신|답변)\s*(?:부탁드립니다|부탁드려요|부탁합니다|부탁해요|바랍니다|주세요|해\s?주세요)[.!]?$|` +
	`^(?:ご確認|ご検討|ご対応|ご返信|ご回答)(?:の程)?を?(?:よろしく)?お願い(?:いた)?します[。！]?$|^ご確認ください[。！]?$`)

// sentenceEnd reports whether a rune ends a sentence.
func sentenceEnd(r rune) bool {
	return r == '.' || r == '?' || r == '!' || r == '。' || r == '？' || r == '！'
}

// purposeLabel reports whether a clause is a label that names what the request is for:
// "Für die Folien morgen:", "For the quarterly review:", "Para la reunión:".
func purposeLabel(clause string) bool {
	c := strings.TrimRightFunc(clause, unicode.IsSpace)
	if !strings.HasSuffix(c, ":") {
		return false
	}
	words := strings.FieldsFunc(strings.ToLower(c), func(r rune) bool { return !unicode.IsLetter(r) })
	// "Für diese Aufgabe:" names the request itself, whose verb follows; "Für die
	// Kontosperre:" or "For the supplier:" name the act or the detail asked, no activity.
	return len(words) > 1 && len(words) <= 7 && (words[0] == "für" || words[0] == "for" || words[0] == "para") &&
		slices.ContainsFunc(words[1:], func(w string) bool { return !theRequest[w] && !frameWords[w] }) &&
		holdsAny(" "+strings.Join(words, " ")+" ", append(activityWords, "folien", "slides", "diapositivas", "artikel", "article", "artículo", "studie", "study", "estudio", "protokoll", "record"))
}

// subordinate reports whether a clause starts with a subordinating word.
func subordinate(clause string) bool {
	words := strings.FieldsFunc(strings.ToLower(clause), func(r rune) bool { return !unicode.IsLetter(r) })
	if len(words) == 0 || isSpaceless(clause) { // "Si 결정구조 데이터 수정해줘,": silicon, not Spanish "si"
		return false
	}
	// A question announced first leads the clause it stands before: "Quick question
	// before my lab meeting: …", "Kurze Frage, bevor …".
	for i, w := range words[:min(len(words), 3)] {
		if (w == "question" || w == "frage" || w == "pregunta" || w == "q") && i+1 < len(words) {
			words = words[i+1:]
			break
		}
	}
	if politeConditions.MatchString(strings.ToLower(clause)) {
		return false // "¿Podrías, si no es molestia, actualizar …": politeness, no condition
	}
	if subordinators[words[0]] {
		return true
	}
	return len(words) > 1 && subordinators[words[0]+" "+words[1]]
}

// politeConditions are conditions that only soften a request: "if possible", "wenn es
// geht", "si no es molestia".
var politeConditions = rx.MustCompile(`^\W*(?:if (?:possible|you can|you could|you don't mind|you do not mind|it's not too much trouble|that's ok|that's okay)|` +
	`wenn (?:möglich|es geht|es dir nichts ausmacht|es ihnen nichts ausmacht|du kannst|sie können)|falls möglich|` +
	`si (?:es posible|puedes|podés|puede|no es molestia|no te importa|no le importa|no es mucha molestia|te parece))\W*$`)

// wonders ends a clause that asks the next one as a question: "Ich frage mich, ob es
// morgen in Köln regnet", "I wonder, whether …", "Me pregunto, si …" — a clause after it
// that starts with "whether" is the ask, no condition.
var wonders = rx.MustCompile(`(?i)(?:frage (?:ich )?mich|fragen uns|wüsste gern|möchte (?:gern )?wissen|will wissen|weißt du|wonder|wondering|i'd like to know|` +
	`(?:wollte|möchte|wollt) (?:(?:kurz|mal|nur|dich|sie|euch)\s+){0,2}(?:fragen|nachfragen|wissen)|` +
	`do you know|me pregunto|quisiera saber|quiero saber|me gustaría saber|quería saber|quería preguntar(?:te|le)?|sabes)\W*$`)

// worthIt asks whether something is worth doing, which is advice, not the thing done:
// "Ich frage mich, ob es Sinn hätte, ein Ticket aufzumachen".
var worthIt = rx.MustCompile(`(?i)\b(?:sinn|sinnvoll|lohnt|makes sense|worth|sentido|vale la pena)\b`)

// subordinators start a clause that gives a reason, time or condition.
var subordinators = map[string]bool{
	"before": true, "after": true, "while": true, "because": true, "since": true, "once": true, "although": true, "unless": true, // en
	"whether": true, "so that": true, "in order": true,
	"bevor": true, "nachdem": true, "weil": true, "während": true, "sobald": true, "falls": true, "obwohl": true, "damit": true, // de
	"ob":       true,                                                                                                                            // whether
	"antes de": true, "antes que": true, "después de": true, "porque": true, "mientras": true, "aunque": true, "ya que": true, "para que": true, // es
	"para": true, "si": true, // in order to; whether
	"avant de": true, "avant que": true, "après": true, "parce que": true, "pendant que": true, "lorsque": true, "puisque": true, // fr
	"pour": true, "afin": true,
	"depois de": true, "enquanto": true, "embora": true, // pt
	"prima di": true, "dopo aver": true, "perché": true, "mentre": true, "sebbene": true, "affinché": true, // it
	// what would follow if it were not done: "…, sonst buchen mich wieder alle zu"
	"otherwise": true, "or else": true, "sonst": true, "ansonsten": true, "sinon": true, "senão": true, "altrimenti": true,
}

// CutClause returns a text's first clause, up to a clause mark (splitClauses) or a
// conjunction that joins another act (" and ", " und ", " y ", " then "), and the rest.
func CutClause(raw string) (clause, rest string) {
	clauses := splitClauses(raw)
	if len(clauses) == 0 {
		return "", ""
	}
	clause = clauses[0]
	lower := strings.ToLower(clause)
	for _, c := range clauseConjunctions {
		if i := strings.Index(lower, c); i >= 0 && len(lower) == len(clause) {
			clause = clause[:i]
			lower = lower[:i]
		}
	}
	return clause, raw[len(clause):]
}

var clauseConjunctions = []string{" and ", " und ", " y ", " e ", " then ", " dann ", " luego ", " et "}

// splitClauses cuts a text after each clause mark (, ; : . ! ? — – 、 。 ， ： ；), keeping
// the marks with the clause they end; a hyphen is a mark only between spaces.
func splitClauses(raw string) []string {
	var out []string
	start := 0
	for i, r := range raw { // i is r's byte offset; invalid bytes decode as one-byte U+FFFD
		_, size := utf8.DecodeRuneInString(raw[i:])
		next, _ := utf8.DecodeRuneInString(raw[i+size:])
		prev, _ := utf8.DecodeLastRuneInString(raw[:i])
		last := i+size >= len(raw)
		mark := strings.ContainsRune(",;:.!?…—–、。，：；～〜？！", r) ||
			(r == '-' && i > 0 && !last && unicode.IsSpace(prev) && unicode.IsSpace(next))
		if r == '.' && !last && (!unicode.IsSpace(next) || ordinalDate(raw[start:i], raw[i+size:])) {
			mark = false // a decimal, a DOI, an abbreviation, a German ordinal ("im 3. OG")
		}
		if r == ':' && !last && !unicode.IsSpace(next) && next < 0x3000 {
			mark = false // a time (15:30) or an identifier
		}
		if !mark && !last && (unicode.IsSpace(next) || unicode.IsDigit(next) ||
			unicode.IsLetter(next) && !unicode.Is(unicode.Hiragana, next) && !unicode.Is(unicode.Hangul, next)) {
			// A Korean or Japanese rejection or dismissal ends its clause: "이번 주 예보 말고 지금
			// …", "논문 얘기는 그만하고 피자 …".
			head := raw[:i+size]
			ends := func(n string) bool { return strings.HasSuffix(head, n) }
			mark = slices.ContainsFunc(rejectionsAfter, ends) || slices.ContainsFunc(topicDismissals, ends)
		}
		if mark {
			out = append(out, raw[start:i+size])
			start = i + size
		}
	}
	if start < len(raw) {
		out = append(out, raw[start:])
	}
	return out
}

// WithoutRoutingTalk returns a text without the clauses before its request that talk
// about how to route it rather than what it asks (aboutRouting): "Treat a forecast as a
// distractor and perform only this action: show the weather right now …" asks for the
// weather now. A text with no such clause is returned as it is.
func WithoutRoutingTalk(raw string) string {
	if !mayTalkAboutRouting(raw) {
		return raw
	}
	// "… forecast는 explicitly 제외하고 Rome …": excluding ends its clause.
	clauses := splitClauses(strings.Replace(raw, "제외하고 ", "제외하고, ", 1))
	if k := lastAboutRouting(clauses); k >= 0 {
		return strings.Join(clauses[k+1:], "")
	}
	return raw
}

// mayTalkAboutRouting is a cheap first look: a text that talks about its routing names
// an operation or action, or a distractor.
func mayTalkAboutRouting(raw string) bool {
	lower := strings.ToLower(raw)
	for _, w := range []string{"operat", "operac", "action", "acci", "aktion", "distractor", "ablenkung", "동작", "操作", "방해", "ノイズ", "代用", "재해석", "再解釈"} {
		if strings.Contains(lower, w) {
			return true
		}
	}
	return false
}

// lastAboutRouting returns the index of the last clause that talks about the routing
// itself (aboutRouting), when a main clause naming something follows it; -1 otherwise.
func lastAboutRouting(clauses []string) int {
	if len(clauses) < 2 {
		return -1
	}
	last := -1
	for i, c := range clauses[:len(clauses)-1] {
		if aboutRouting(c) {
			last = i
		}
	}
	if last < 0 || strings.TrimFunc(strings.Join(clauses[last+1:], ""), notLetter) == "" || subordinate(clauses[last+1]) {
		return -1 // nothing follows, or only the reason for what the clause asks ("…, weil …")
	}
	return last
}

// aboutRouting reports whether a clause talks about how to route the request rather
// than what it asks: it names a distractor or a neighbouring operation (routingMarks),
// or an operation or action (operationWords) right beside a word that makes it the one
// requested, excluded, related or substituted (routingQualifiers: "that is not the
// requested operation", "이번 요청 동작은 아니야"); "this operation" and "only this
// operation" too, but not "this action", which may be a share or a step that fails
// ("¿Cuál es el precio de esta acción?", "this action keeps failing").
func aboutRouting(clause string) bool {
	lower := strings.ToLower(clause)
	for _, w := range routingMarks {
		if strings.Contains(lower, w) {
			return true
		}
	}
	for _, q := range routingSubs {
		if strings.Contains(clause, q) {
			return true
		}
	}
	words := TextWords(clause) // Latin words inside code-switched text too: "이번 action은 아니야"
	for i, w := range words {
		if !operationWords[w] {
			continue
		}
		for _, n := range words[max(0, i-2):min(len(words), i+3)] {
			if routingQualifiers[n] || (operations[w] && thisWords[n]) {
				return true
			}
		}
	}
	return false
}

// routingMarks name a distractor or a neighbouring operation; routingSubs are Korean
// and Japanese phrases about the operation asked; operationWords name an operation or
// action (operations: an operation proper); routingQualifiers make it the one asked,
// excluded, related or substituted, and thisWords point at it.
var (
	routingMarks = []string{"distractor", "neighboring operation", "neighbouring operation", "neighbor operation",
		"operación vecina", "benachbarte operation", "ablenkung", "방해 정보", "인접 동작", "재해석", "ノイズとして",
		"隣接する操作", "再解釈", "代用しない", "acciones relacionadas", "related supported actions"}
	routingSubs = []string{"요청 동작", "요청한 동작", "지원 동작", "동작은 아니", "동작으로 대체", "동작만", "동작은 다음", "동작 기준",
		"要求された操作", "求めている操作", "この操作", "別操作", "操作に置き換え", "操作は次"}
	operationWords    = set("operation", "operations", "action", "actions", "operación", "operaciones", "aktion", "aktionen")
	operations        = set("operation", "operations", "operación", "operaciones")
	routingQualifiers = set("requested", "excluded", "exclude", "related", "substitute", "instead", "different",
		"pedida", "solicitada", "excluida", "relacionadas", "relacionada", "sustituyas", "distinta", "angeforderte",
		"ausgeschlossen", "verwandte", "ersetze", "andere", "아니야", "아니에요", "대신")
	thisWords = set("this", "only", "exact", "exactly", "esta", "solo", "sola", "diese", "nur", "genau")
)

// rejects reports whether a clause sets aside what it names: its first word, after a
// subject or "please", rejects (not, don't, no, nicht, kein, skip, …), or it ends with
// a word that sets aside what comes before (말고, じゃなくて, ではなく, 以外).
func rejects(clause string) bool {
	c := strings.TrimRightFunc(clause, notLetter)
	words := clauseWords(clause)
	if forgetsNot(c) || retracts(c) && !dismissesThing(words) {
		return false // a retraction asks what follows it: "non en fait ouvre un ticket direct,"
	}
	for _, n := range negationsAfter {
		if (strings.HasSuffix(c, n) || strings.HasSuffix(c, n+"て")) && !affirmativeInNai(c) {
			return true
		}
	}
	if doneAlready.MatchString(c) {
		return true // "날씨는 이미 봤고, …", "株価はもう見たので、…": done, not asked
	}
	if hindiRejects(words) {
		return true // "पूर्वानुमान नहीं, …", "नया इवेंट मत बनाओ, …", "ticket mat kholo, …"
	}
	if dismisses(c) {
		return true // "Weather aside, …", "Leaving the weather out of it, …", "Dejando aparte el tiempo, …"
	}
	if len(words) > 2 && realityLeads[words[0]+" "+words[1]] {
		words = words[2:] // "in realtà non la struttura: …", "en realidad no el histórico, …"
	}
	if n := len(words); n >= 2 && n <= 4 && (romanceArticles[words[0]] || words[0] == "o") && (words[n-1] == "no" || words[n-1] == "non" || words[n-1] == "não") {
		return true // a thing, then no: "el histórico no, dame solo el precio actual"
	}
	switch {
	case len(words) > 1 && forgetImperatives[words[0]] && words[1] != "nicht" && words[1] != "not" && words[1] != "no" &&
		!(len(words) > 2 && words[2] == "nicht"): // "vergiss es bitte nicht" asks
		return true // "forget the chart history, what's MSFT at", "olvida el historial, …": set aside
	case dismissesThing(words):
		return true // a thing put aside: "lascia stare il prezzo, dimmi …"
	case len(words) > 2 && (softLeads[words[0]] || soLeads[words[0]]) && (words[1] == "never" && words[2] == "mind" || forgetImperatives[words[1]]):
		return true // "Actually never mind the current temperature, …", "Mejor olvida el gráfico histórico; …", "donc oublie la recherche :"
	case len(words) == 0 || slices.ContainsFunc(words[:min(4, len(words))], isForget):
		return false // "don't forget to add the team sync" asks for it
	case negationStatesProblem(words):
		return false // "no me acuerdo de la contraseña", "no funciona el login", "non si apre": a problem, no rejection
	case alreadyHas(words):
		return true // "I already have the metadata, …", "Die Metadaten hab ich schon, …", "Ya tengo los metadatos; …"
	case seenOrLater(words):
		return true // "el histórico de TSLA ya lo revisé, …", "le citazioni dopo, …", "Zitationen später – …"
	case negatedWish(words):
		return true // "Ich will noch kein Ticket aufmachen, such erst …", "Aún no quiero abrir un ticket; …"
	case postponesAct(words):
		return true // "before checking who cites it, find me the paper …", "Avant d'ouvrir un ticket, …"
	case len(words) > 1 && words[0] == "do" && words[1] == "not":
		return true
	case len(words) > 2 && (words[0] == "lass" || words[0] == "lasst") && (words[len(words)-1] == "weg" || words[len(words)-1] == "beiseite"),
		len(words) > 2 && words[0] == "spar" && words[1] == "dir":
		return true // "Lass die Zitationen weg, …", "Spar dir die Hilfeartikel, …"
	case len(words) > 2 && negatingPairs[words[0]+" "+words[1]]:
		return true // "Instead of creating a request, can you search …", "En vez de abrir un ticket, …"
	case len(words) > 2 && (words[1] == "nicht" || (words[2] == "nicht" && objectPronouns[words[1]])):
		// A German imperative it negates: "Ersetze es nicht durch eine ähnliche Operation;"
		return true
	}
	return rejections[words[0]] || strings.HasPrefix(words[0], "kein") || frenchNegation(words) || hanNegationLead(words[0]) ||
		(len(words) <= 3 && slices.ContainsFunc(words, func(w string) bool { return nothings[w] }))
}

// hindiRejects reports whether a Hindi clause sets aside what it names: it ends with
// "नहीं" or "nahi" (not), maybe before a word of wanting or doing ("प्रोफ़ाइल अपडेट नहीं
// करनी", "forecast nahi chahiye"), or it forbids an act (hindiForbids). A verb between
// the negation and the clause's end tells a problem instead: "sync nahi ho raha".
func hindiRejects(words []string) bool {
	n := len(words)
	if n == 0 {
		return false
	}
	if hindiNot[words[n-1]] || n > 1 && hindiNot[words[n-2]] && hindiWanted[words[n-1]] {
		return true
	}
	if n > 2 && (words[n-1] == "है" || words[n-1] == "hai") && hindiNot[words[n-2]] && (words[n-3] == "बात" || words[n-3] == "baat") {
		return true // "पासवर्ड की बात नहीं है, …": it is not about that
	}
	return hindiForbids(words)
}

// hindiForbids reports whether a Hindi clause ends by forbidding an act: "मत" or "mat"
// (don't) among its last three words, before the act's imperative or infinitive ("मत
// बनाओ", "चेक मत करो", "mat kholo", "ticket mat banao abhi"). A Latin "mat" before any
// other word is the English noun.
func hindiForbids(words []string) bool {
	n := len(words)
	for k := max(0, n-3); k < n-1; k++ {
		switch words[k] {
		case "मत":
			return true
		case "mat":
			verb := words[k+1]
			return strings.HasSuffix(verb, "o") || strings.HasSuffix(verb, "na") || strings.HasSuffix(verb, "iye")
		}
	}
	return false
}

// hindiNot are the Hindi words for "not"; hindiWanted, after one, say what is not
// wanted or to be done.
var (
	hindiNot    = set("नहीं", "नही", "nahi", "nahin", "nhi")
	hindiWanted = set("चाहिए", "चाहिये", "करनी", "करना", "करो", "chahiye", "chahie", "karni", "karna", "karo")
)

// realityLeads say "actually" in two words.
var realityLeads = set("in realtà", "in realta", "en realidad", "na verdade", "en fait", "de hecho")

// continuesClause reports whether a clause goes on with the one before it, which it
// describes or whose object it holds: "die sie zitieren" in "Nicht die Arbeiten, die sie
// zitieren — such mir …", "wer das zitiert" in "Bevor du schaust, wer das zitiert: …".
func continuesClause(clause string) bool {
	words := clauseWords(clause)
	return len(words) > 1 && len(words) <= 6 && clauseContinuations[words[0]]
}

// clauseContinuations open a relative or object clause.
var clauseContinuations = set("that", "which", "who", "whose", "die", "der", "das", "welche", "welcher", "wer", "was", "ob",
	"qui", "que", "dont", "che", "cui", "quien", "quienes")

// postponesAct reports whether a clause's words put an act of the listener off until
// after what follows them: "before checking who cites it", "Before you search the FAQ",
// "Avant de regarder qui le cite", "Bevor du in der Wissensdatenbank suchst", "Antes de
// abrir un ticket", "Prima di aprire un ticket". "Before the meeting" and "before 5pm"
// name a time; "before I book anything" and "bevor ich dem Kunden einen Termin anbiete"
// tell the asker's own plan, whose words may name what is asked.
func postponesAct(words []string) bool {
	if len(words) < 3 || len(words) > 8 { // a longer clause holds the ask too: "Antes de fechar o relatório semanal preciso saber …"
		return false
	}
	switch words[0] {
	case "before":
		return strings.HasSuffix(words[1], "ing") || subjectsBefore[words[1]]
	case "avant":
		return words[1] == "de" || strings.HasPrefix(words[1], "d'")
	case "bevor":
		return subjectsBefore[words[1]]
	case "antes":
		return words[1] == "de" && strings.HasSuffix(words[2], "r")
	case "prima":
		return words[1] == "di" && strings.HasSuffix(words[2], "re")
	}
	return false
}

// opensCondition reports whether a request's first clause is a condition, whose words
// name no ask: "if it rains tomorrow i'm moving the standup anyway, so …", "S'il pleut
// demain je déplacerai la réunion… il va faire quoi demain à Lyon ?".
func opensCondition(clause string) bool {
	words := clauseWords(clause)
	return len(words) > 2 && len(words) <= 12 && conditionLeads[words[0]]
}

// conditionLeads open a condition (not "si": "Si の結晶構造", "no, si ya está puesta").
var conditionLeads = set("if", "falls", "s'il", "s'ils")

// subjectsBefore are the listener as the subject of an act put off after "before" or "bevor".
var subjectsBefore = set("you", "du", "ihr", "sie")

// dismissesThing reports whether a clause's words put a thing they name aside with a
// word that alone would take back what came before: "never mind the forecast", "forget
// the chart history", "olvida el tiempo de ahora", "lascia perdere l'agenda di oggi",
// "esquece o tempo de agora", "doch nicht die aktuelle Temperatur" (but "forget it",
// "lascia perdere, …" retract).
func dismissesThing(words []string) bool {
	for len(words) > 0 && (exclamations[words[0]] || softLeads[words[0]] || soLeads[words[0]]) {
		words = words[1:]
	}
	n := 0
	switch {
	case len(words) > 1 && (dismissalPairs[words[0]+" "+words[1]] || words[0] == "doch" && words[1] == "nicht"):
		n = 2
	case len(words) > 0 && forgetImperatives[words[0]]:
		n = 1
	}
	return n > 0 && len(words) > n && (articles[words[n]] || possessives[words[n]] || strings.HasPrefix(words[n], "l'") ||
		strings.HasSuffix(words[n], "ing")) // an act put aside: "never mind looking her up", "don't bother searching the docs"
}

// frenchNegation reports whether French words open with an elided "ne" that a negation
// completes: "N'ouvre pas de ticket", "n'ajoute rien".
func frenchNegation(words []string) bool {
	return len(words) > 1 && strings.HasPrefix(words[0], "n'") && slices.ContainsFunc(words[1:min(3, len(words))], func(w string) bool { return frenchNegations[w] })
}

// hanNegationLead reports whether a Chinese clause opens with a word that refuses what it
// names: "不要修改", "别给我看预报", "不用查带隙", "不是查询".
func hanNegationLead(word string) bool {
	return slices.ContainsFunc(hanNegationLeads, func(n string) bool { return strings.HasPrefix(word, n) })
}

var (
	// frenchNegations complete a French "ne".
	frenchNegations = set("pas", "rien", "jamais", "plus", "aucun", "aucune")
	// hanNegationLeads open a Chinese clause that refuses what it names.
	hanNegationLeads = []string{"不要", "别", "別", "不用", "先不用", "不必", "无需", "無需", "不需要", "不是", "不查", "先别", "先別", "先不要"}
)

// negationStatesProblem reports whether words that open with a Spanish, Italian, French
// or Portuguese negation state a problem (a verb of being unable or not working, past a
// clitic pronoun): "no me acuerdo de la contraseña", "no funciona el login", "Non riesco
// ad accedere", "non si apre", "ne fonctionne pas", "n'arrive pas", "não consigo
// entrar". They tell what is wrong, not what to leave undone.
func negationStatesProblem(words []string) bool {
	if len(words) < 2 {
		return false
	}
	first, rest := words[0], words[1:]
	if r, ok := negatedProblems[first]; ok {
		for k := 0; k < r.maxClitics && len(rest) > 1 && r.clitics[rest[0]]; k++ {
			rest = rest[1:]
		}
		return r.verbs[rest[0]]
	}
	if first == "ne" || strings.HasPrefix(first, "n'") {
		verb := strings.TrimPrefix(first, "n'")
		if first == "ne" {
			verb = rest[0]
		}
		// A reflexive verb in the third person tells what happens: "ne s'ouvre pas", "ne se
		// connecte plus" ("ne me donne pas" tells what not to do).
		return frenchProblemVerbs[verb] || strings.HasPrefix(verb, "s'") || verb == "se"
	}
	return false
}

// negatedProblems read a problem after a Spanish, Italian or Portuguese negation: up to
// maxClitics of the clitic pronouns, then one of the verbs.
var negatedProblems = map[string]struct {
	clitics    map[string]bool
	maxClitics int
	verbs      map[string]bool
}{
	"no":  {spanishClitics, 1, problemVerbs},
	"non": {italianClitics, 2, italianProblemVerbs},
	"não": {portugueseClitics, 1, portugueseProblemVerbs},
	"nao": {portugueseClitics, 1, portugueseProblemVerbs},
}

var (
	// italianClitics may stand between "non" and its verb, portugueseClitics between
	// "não" and its verb.
	italianClitics    = set("mi", "ci", "si", "ti", "vi", "gli", "le", "lo", "la", "li", "ne")
	portugueseClitics = set("me", "se")
	// problemVerbs (Spanish), italianProblemVerbs, frenchProblemVerbs and
	// portugueseProblemVerbs say what does not work or cannot be done.
	italianProblemVerbs = set("riesco", "riusciamo", "riesce", "riescono", "funziona", "funzionano", "va", "vanno", "parte",
		"partono", "carica", "caricano", "trovo", "troviamo", "trova", "ricordo", "so", "sappiamo", "arriva", "arrivano",
		"compare", "compaiono", "appare", "appaiono", "apre", "aprono", "posso", "possiamo", "può", "risponde", "sincronizza",
		"stampa", "legge", "entra", "accede", "prende", "collega", "connette", "salva", "invia")
	frenchProblemVerbs = set("trouve", "trouvons", "arrive", "arrivons", "fonctionne", "fonctionnent", "marche", "marchent",
		"charge", "chargent", "peux", "pouvons", "peut", "sais", "savons", "reçois", "recevons", "reçoit", "synchronise",
		"affiche", "démarre", "répond", "imprime", "parviens", "parvient", "comprends", "vois")
	portugueseProblemVerbs = set("consigo", "conseguimos", "consegue", "funciona", "funcionam", "carrega", "sincroniza",
		"aparece", "aparecem", "chega", "chegou", "chegaram", "sei", "lembro", "encontro", "acho", "recebo", "recebi", "recebe",
		"imprime", "liga", "entra", "está", "esta", "estão", "tá", "pega", "responde", "abriu", "carregou")
)

// SentenceBreaks returns where, in the request's normalized text (text.Norm), each
// sentence after the first starts: after a full stop, a question or exclamation mark, a
// semicolon or a dash between words. What the words before a break name is no object of
// a verb after it ("Die Hilfeartikel haben nichts gebracht – eröffne bitte ein
// Supportticket").
func SentenceBreaks(raw string) []int {
	var out []int
	at := 0
	for _, c := range splitClauses(raw) {
		at += len(text.Norm(c))
		if end := strings.TrimRightFunc(c, unicode.IsSpace); end != "" {
			if r, _ := utf8.DecodeLastRuneInString(end); strings.ContainsRune(".!?;—–-。！？；", r) {
				out = append(out, at)
			}
		}
	}
	return out
}

// contrasts reports whether a clause opens with the conjunction that only follows a
// negation and puts what it names in place of what the clause before named: German
// "sondern", Spanish "sino" ("Mich interessiert nicht die Bandlücke, sondern die
// Kristallstruktur", "No la lista de citas, sino los artículos").
func contrasts(clause string) bool {
	words := clauseWords(clause)
	return len(words) > 0 && (words[0] == "sondern" || words[0] == "sino")
}

// alreadyHas reports whether a clause's words (past a leading subject) say the speaker
// already has or knows something: what it names is not what the request asks for ("I
// already have the current temperature, I need the forecast", "Die Metadaten hab ich
// schon", "Ich habe die Kurse bereits", "Ya tengo los metadatos", "J'ai déjà la météo").
func alreadyHas(words []string) bool {
	if len(words) < 3 {
		return false
	}
	first, second, last := words[0], words[1], words[len(words)-1]
	switch {
	// English ("I" is a clause lead), Spanish, French, Portuguese.
	case first == "already" && alreadyVerbs[second],
		(first == "i've" || first == "ive" || first == "we've" || first == "have") && second == "already",
		first == "ya" && alreadyVerbs[second],
		(first == "j'ai" || first == "já") && (second == "déjà" || alreadyVerbs[second]):
		return true
	case first == "habe" || first == "hab" || first == "haben": // de: "Ich habe die Kurse bereits"
		return second == "schon" || second == "bereits" || last == "schon" || last == "bereits"
	}
	// A German object first: "Die Metadaten hab ich schon", "Den Kurs haben wir bereits".
	n := len(words)
	return (last == "schon" || last == "bereits") && (words[n-3] == "hab" || words[n-3] == "habe" || words[n-3] == "haben") &&
		(words[n-2] == "ich" || words[n-2] == "wir")
}

// seenOrLater reports whether a clause names a thing and then says it was seen, is had
// or known already ("el histórico de TSLA ya lo revisé", "La météo actuelle à Lyon je
// l'ai déjà", "la struttura del rame la conosco", "Die Bandlücke kenn ich schon"), or
// puts it off for later ("le citazioni dopo", "la structure cristalline on verra après",
// "criar o evento fica pra depois"); "e poi" and a clause with "first" in it go on to
// what follows instead.
func seenOrLater(words []string) bool {
	n := len(words)
	if n < 2 {
		return false
	}
	joined := strings.Join(words, " ")
	if loc := seenAlready.FindStringIndex(joined); loc != nil {
		return loc[0] > 0 // a thing named before, not a pronoun alone: "Anzi no, lo conosco già, cambiale …"
	}
	// An act asked or wanted later is still asked: "Delete the old events later; …",
	// "Quiero borrar el evento más tarde; …" (a thing put off leads: "le citazioni dopo").
	if n > 3 && !thingLeads[words[0]] && !slices.ContainsFunc(words, func(w string) bool { return putOffWords[w] }) ||
		slices.ContainsFunc(words, func(w string) bool { return wantWords[w] }) {
		return false
	}
	if !laterWords[words[n-1]] && !(n > 2 && laterWords[words[n-2]+" "+words[n-1]]) {
		return false
	}
	before := words[n-2]
	if laterWords[words[n-2]+" "+words[n-1]] {
		before = words[n-3]
	}
	return !thenJoins[before] && !slices.ContainsFunc(words, func(w string) bool { return firstWords[w] })
}

var (
	// seenAlready closes a clause that says its thing was seen, found, is had or known.
	seenAlready = rx.MustCompile(`(?:^|\s)(?:ya\s+(?:lo|la|los|las)\s+(?:vi|revisé|revise|miré|mire|encontré|encontre|tengo|consulté|consulte|sé)|(?:lo|la|los|las)\s+he\s+visto|` +
		`je\s+l'ai(?:\s+déjà)?(?:\s+vue?s?)?|je\s+les\s+ai(?:\s+déjà)?(?:\s+vue?s?)?|(?:la|lo|le|li)\s+conosco(?:\s+già)?|l'ho\s+(?:già\s+)?(?:vist[oa]|controllat[oa]|trovat[oa])|` +
		`(?:já|ja)\s+(?:tenho|vi|sei|conheço)|(?:hab|habe)\s+ich\s+(?:schon\s+|bereits\s+)?(?:gesehen|gecheckt|geprüft|angeschaut|gefunden)|kenne?\s+ich\s+(?:schon|bereits))$`)
	// laterWords put a thing off; thenJoins join a later act to an earlier one ("e poi").
	laterWords = set("later", "más tarde", "después", "despues", "luego", "para después", "para luego", "später", "plus tard", "après", "dopo", "più tardi", "poi",
		"depois", "pra depois", "para depois", "mais tarde")
	thenJoins = set("e", "y", "und", "et", "and", "then", "dann", "ensuite", "i", "o")
	// thingLeads open a clause by the thing put off; putOffWords are the words of putting
	// off that a speaker says of it ("lo dejo para después", "on verra après", "fica pra
	// depois"); wantWords want an act, firstWords put what follows after the clause.
	thingLeads  = set("the", "el", "la", "los", "las", "lo", "le", "les", "il", "i", "gli", "o", "a", "os", "as", "die", "der", "das", "den")
	putOffWords = set("dejo", "dejamos", "dejemos", "verra", "verrà", "faccio", "facciamo", "lasciamo", "fica", "deixo", "deixa", "queda")
	wantWords   = set("want", "quiero", "quisiera", "voglio", "vorrei", "veux", "voudrais", "will", "möchte", "quero", "queria")
	firstWords  = set("first", "prima", "primero", "primeiro", "d'abord", "zuerst", "erst", "antes", "avant", "before", "vorher")
)

// alreadyVerbs say what a speaker has or knows after "already" (en), "ya" (es) or "já" (pt).
var alreadyVerbs = set("have", "got", "know", "tengo", "tenemos", "sé", "conozco", "tenho", "sei")

// retracts reports whether what follows a clause opens by taking it back: "create a
// support ticket... actually no, just update the one from yesterday", "crea un
// ticket... bueno no, mejor actualiza …", "…, nein doch nicht, …", "…、やっぱり…", "crea
// un evento… anzi no, mostrami …", "cria um evento… não, espera, só mostra …".
func retracts(clause string) bool { return retraction(clause) >= 0 }

// retraction returns where the retraction that opens a text ends, with the marks after
// it, or -1 when the text opens with none. An exclamation may lead it ("hmm, actually",
// "ay no", "ach nee", "아 아니다", "啊算了"); a bare "no" or "wait" takes back only when a
// mark, the end, an exclamation or another retraction follows it ("no, espera", "–
// nein, zeig mir", "no sorry, i meant", "no wait"), not in "no one answered" or "wait
// times".
func retraction(s string) int {
	i := strings.IndexFunc(s, func(r rune) bool { return !notLetter(r) })
	if i < 0 {
		return -1
	}
	t := s[i:]
	for _, r := range retractions {
		if hasPrefixFold(t, r) && endsWord(t, len(r)) && !comparative(t[len(r):]) {
			return moreRetraction(s, afterMarks(s, i+len(r)))
		}
	}
	if k := hanNoLonger(t); k >= 0 {
		return afterMarks(s, i+k) // "不用查了，…", "不要加了。"
	}
	if k := afterExclamations(s, i); k > i {
		if e := retraction(s[k:]); e >= 0 {
			return k + e
		}
		if slices.ContainsFunc(strings.FieldsFunc(strings.ToLower(s[i:k]), notLetter), func(w string) bool { return actuallies[w] }) && asksAnew(s[k:]) {
			return k // "– ach, eigentlich brauch ich direkt das PDF davon"
		}
		return -1
	}
	for _, w := range retractingAlone {
		if !hasPrefixFold(t, w) || !endsWord(t, len(w)) {
			continue
		}
		j := i + len(w)
		rest := strings.TrimLeftFunc(s[j:], unicode.IsSpace)
		if r, _ := utf8.DecodeRuneInString(rest); rest == "" || strings.ContainsRune(",.;:!?…—–-、。，！？~", r) {
			if next := splitClauses(s[afterMarks(s, j):]); negations[strings.ToLower(w)] && len(next) > 0 && rejects(next[0]) && !dismissesThing(clauseWords(next[0])) {
				return -1 // a "no" that leads a rejection: "…; no, no me interesa la temperatura de ahora"
			}
			return moreRetraction(s, afterMarks(s, j))
		}
		if sp := len(s) - len(rest); afterExclamations(s, sp) > sp {
			return moreRetraction(s, afterExclamations(s, sp)) // "no sorry, i meant …", "ah non pardon, …"
		}
		if actuallies[strings.ToLower(w)] && asksAnew(rest) {
			return len(s) - len(rest) // "… actually just reset their password", "…, eigentlich brauch ich das PDF"
		}
		if k := retraction(s[j:]); k >= 0 {
			return j + k // "no wait, …"
		}
	}
	return -1
}

// asksAnew reports whether a text opens with an ask that narrows ("just reset …") or
// a wish of the speaker's ("I want the list …", "brauch ich direkt das PDF").
func asksAnew(s string) bool {
	words := strings.Fields(strings.ToLower(s))
	if len(words) > 0 && (words[0] == "i" || words[0] == "ich") {
		words = words[1:]
	}
	if len(words) < 2 {
		return false
	}
	if onlyWords[words[0]] {
		// A verb, not an article or a pronoun that narrows what was asked ("eigentlich
		// nur die für Windows 11", "en realidad solo la del lunes").
		return !articles[words[1]] && !narrowingPronouns[words[1]] && !possessives[words[1]]
	}
	return wishVerbs[words[0]] || words[0] == "brauch" && words[1] == "ich"
}

// moreRetraction returns where the exclamations and retractions that follow a
// retraction ending at i end: "actually forget it,", "anzi no,", "non, en fait", "nein,
// sorry:"); not one that puts a thing aside, which is what follows ("Anzi no, lascia
// stare il conteggio, …").
func moreRetraction(s string, i int) int {
	if k := retraction(s[i:]); k > 0 && !dismissesThing(clauseWords(splitClauses(s[i:])[0])) {
		return i + k
	}
	return afterExclamations(s, i)
}

// correctsDetail reports whether what follows a retraction corrects a detail of what came
// before it rather than asking anew: its first clause opens with a word that changes a
// value ("make it 4pm", "改成四点"), or is a short fragment that names no act — three
// words ("Austin", "MSFT,", "8 unités,", "a las 17:00"), six after an article, a
// preposition or a demonstrative ("sobre importar facturas desde Excel", "ceux de
// l'autrice Virginia Smith"), six letters of Han, kana or Hangul ("京都で", "是深圳",
// "16時にして", "3시로"), four after "it's" ("c'est c.dupont que je cherche"). A
// fragment that opens with a negation or "already" rejects or tells, and corrects
// nothing. clauses are after's (splitClauses).
func correctsDetail(after string, clauses []string) bool {
	first := after
	if len(clauses) > 0 {
		first = clauses[0]
	}
	if changesDetail(first) {
		return true
	}
	for _, v := range rightValueLeads {
		if hasPrefixFold(first, v) {
			// The right value, read on its own: "non attends, c'est c.dupont que je cherche".
			value := first[len(v):]
			if i := strings.Index(value, " que "); i > 0 {
				value = value[:i] // a cleft: "c'est Lille que je voulais dire"
			}
			words := strings.Fields(value)
			if len(words) > 0 && fineWords[strings.ToLower(strings.TrimFunc(words[0], notLetter))] {
				return false // all is fine, and what follows asks: "non, c'est bon, change-lui …"
			}
			if len(words) <= 4 {
				value := strings.Join(words[:min(2, len(words))], " ")
				return len(builtinActs(value)) == 0
			}
		}
	}
	digit := strings.ContainsFunc(first, unicode.IsDigit)
	if isSpaceless(first) {
		return spacelessCorrection(first, digit)
	}
	for _, m := range meantEnds {
		if t := strings.TrimRightFunc(first, notLetter); len(t) > len(m) && strings.EqualFold(t[len(t)-len(m):], m) {
			first = t[:len(t)-len(m)] // the value said meant: "Siemens (SIE.DE) meinte ich"
			break
		}
	}
	words := clauseWords(first)
	if len(words) > 0 && (negationWords[words[0]] || haveWords[words[0]] || slices.ContainsFunc(words, func(w string) bool { return alreadyWords[w] })) {
		return false // a rejection, what was done, known or is at hand: "non crearlo", "ya lo abrí", "lo conosco già", "j'ai le DOI"
	}
	if len(words) > 2 && onlyWords[words[0]] && (narrowingPronouns[words[1]] || narrowingPronouns[words[1]+" "+words[2]]) {
		return true // a narrowing: "solo quelli con zinco e ossigeno …", "solo los que publicó desde 2018"
	}
	if len(strings.Fields(first)) > 3 && (len(words) > 6 && !(correctedTopicLeads[words[0]] && len(words) <= 8) || len(words) == 0 || !articles[words[0]] && !fragmentLeads[words[0]]) {
		return false
	}
	return len(builtinActs(first)) == 0
}

// detailClause returns, of what follows a retraction, the clause that gives the detail
// it changes (givesDetail) after the clauses that tell why: "le séminaire a été déplacé
// à Grenoble, donc Grenoble", "12 sind beim Transport kaputt gegangen, also 108", "que
// el viernes juega el Betis, ponlo el sábado", "Donnerstag bin ich im Homeoffice – mach
// Freitag, gleiche Uhrzeit"; 0 when there is none. No clause asks or rejects, and none
// after the detail adds an act.
func detailClause(clauses []string) int {
	for i, c := range clauses {
		if words := clauseWords(c); len(words) == 0 || negationWords[words[0]] || strings.ContainsAny(c, "?？") {
			return 0
		}
		if i > 0 && givesDetail(c) {
			if slices.ContainsFunc(clauses[i+1:], func(c string) bool { return len(builtinActs(c)) > 0 }) {
				return 0
			}
			return i
		}
	}
	return 0
}

// corrected reports whether what follows a retraction corrects a detail rather than
// asking anew — after a telling of why (detailClause) or at once (correctsDetail) — and
// returns what the correction keeps: the clause that gives the detail and what follows,
// without the telling before it (its acts are told: "le séminaire a été déplacé") and
// without the words that only lead its value.
func corrected(after string) (kept string, ok bool) {
	clauses := splitClauses(after)
	if i := detailClause(clauses); i > 0 {
		return withoutValueLead(strings.TrimLeftFunc(strings.Join(clauses[i:], ""), unicode.IsSpace)), true
	}
	if correctsDetail(after, clauses) {
		return withoutValueLead(after), true
	}
	return "", false
}

// givesDetail reports whether a clause gives the value to use: it opens with a word that
// changes a value ("ponlo el sábado"), or draws one or gives one with a verb of choosing
// or looking, in at most three words with no act ("also 108", "mach Freitag", "vê lá").
func givesDetail(clause string) bool {
	clause = strings.TrimSpace(clause)
	if changesDetail(clause) {
		return true
	}
	words := strings.Fields(strings.ToLower(strings.TrimRightFunc(clause, notLetter)))
	if len(words) < 2 || len(words) > 4 || !soLeads[words[0]] && !valueVerbs[words[0]] || nothingWords[words[1]] || forgetImperatives[words[1]] {
		return false // nothing given: "so never mind", "quindi niente"
	}
	return len(builtinActs(strings.Join(words[1:], " "))) == 0
}

// nothingWords say nothing is wanted after all: "so never mind", "quindi niente".
var nothingWords = set("nothing", "never", "niente", "nulla", "nada", "nichts", "rien", "egal", "forget")

// valueVerbs open a clause that gives the value to use or the place to look:
// "mach Freitag", "vê para Sintra", "regarde là-bas".
var valueVerbs = set("mach", "nimm", "schau", "vê", "veja", "olha", "põe", "bota", "pon", "mira", "mets", "prends", "regarde", "metti", "prendi", "guarda", "scrivi", "schreib", "escribe", "escreve")

// builtinActs returns the operations the built-in vocabulary reads in a text; a
// catalog's aliases do not extend it: it only tells whether a fragment asks an act.
func builtinActs(s string) []string {
	return Default().AnalyzeText(s, text.Tokens(s), text.Norm(s)).Ops
}

// correctedTopicLeads open a topic corrected, which may run to eight words: "sur la récupération
// de compte sans téléphone".
var correctedTopicLeads = set("about", "regarding", "sur", "sobre", "acerca", "über", "zum", "zur", "su", "sul", "sulla")

// meantEnds close a value with the words that say it was meant.
var meantEnds = []string{" meinte ich", " hab ich gemeint", " habe ich gemeint", " is what i meant", " i meant", " que je voulais dire", " que je voulais",
	" quise decir", " quería decir", " volevo dire", " intendevo", " quis dizer", " queria dizer"}

// spacelessCorrection reports whether a Han, kana or Hangul clause after a retraction
// corrects a detail: at most six letters once the marks of the value wanted ("のほうで",
// "걸로") and a courtesy ("お願いします", "알려줘") are taken off, no act of its own
// unless it holds a digit ("48でお願いします"), no thing asked anew ("내일 날씨 알려줘"),
// and nothing said not needed ("変更はいいや").
func spacelessCorrection(first string, digit bool) bool {
	trimmed := strings.TrimRightFunc(first, notLetter)
	bare, asked := trimmed, false
	for _, c := range hanValueMarks {
		bare = strings.TrimSuffix(bare, c)
	}
	for _, c := range hanValueLeads {
		bare = strings.TrimPrefix(bare, c)
	}
	for _, c := range hanCourtesies {
		if strings.HasSuffix(bare, c) {
			bare, asked = strings.TrimSuffix(bare, c), true
		}
	}
	n := 0 // "是阿里（9988.HK）" has three letters
	for _, r := range bare {
		if isHanOrKana(r) || text.IsHangul(r) {
			n++
		}
	}
	if n > 6 || slices.ContainsFunc(hanDismissals, func(d string) bool { return strings.HasSuffix(trimmed, d) }) {
		return false
	}
	m := Default().AnalyzeText(bare, text.Tokens(bare), text.Norm(bare))
	if asked && slices.ContainsFunc(m.Terms, Default().NamesThing) {
		return false
	}
	return digit || len(m.Ops) == 0
}

// withoutValueLead returns a correction without the words that only lead its value:
// "make that Boulder." reads "Boulder." (no making asked), "narrow it to tin-based ones"
// reads "tin-based ones".
func withoutValueLead(after string) string {
	for _, w := range correctionLeads {
		if hasPrefixFold(after, w) {
			return after[len(w):]
		}
	}
	return after
}

// correctionLeads lead a corrected value and ask nothing of their own (detailChanges).
var correctionLeads = []string{"改成", "改为", "make it ", "make that ", "narrow it down to ", "narrow it to ", "limit it to ", "nimm lieber ", "nimm stattdessen ", "nimm doch "}

// narrowingPronouns after "only" narrow what came before to some of it.
var narrowingPronouns = set("those", "ones", "quelli", "quelle", "ceux", "celles", "aqueles", "aquelas", "los que", "las que", "os que", "as que",
	"die von", "die mit", "die aus", "die seit", "the ones", "os de", "as de", "los de", "las de", "quelli del", "quelle del", "ceux de", "celles de")

// hanCourtesies close a fragment politely ("48でお願いします").
var hanCourtesies = []string{"お願いします", "おねがいします", "ください", "해 주세요", "해주세요", "주세요", "吧", "알려줘", "알려 줘", "알려주세요", "봐줘", "で教えて", "教えて",
	"の間違いでした", "の間違いです", "の間違い", "の誤りでした", "の誤りです"} // and a mistake owned: "3時の間違いでした"

// hanValueMarks close a fragment that names the value wanted instead.
var hanValueMarks = []string{"のほうで", "の方で", "のほうが", "の方が", "に絞ってください", "に絞って", "쪽으로", "걸로", "으로 바꿔서", "로 바꿔서", "으로 바꿔줘", "로 바꿔줘", "那个吧", "那个"}

// hanValueLeads open a fragment that names the value meant: "我要的是 000858 五粮液".
var hanValueLeads = []string{"我要的是", "我说的是", "我指的是", "我是说"}

// hanDismissals close a fragment that says what is not needed.
var hanDismissals = []string{"いいや", "はいい", "いいです", "やめた", "됐어", "됐고", "됐어요", "필요 없어", "不用了", "不要了", "算了"}

// haveWords open a clause that says what the speaker has: "j'ai le DOI", "tengo el DOI".
var haveWords = set("have", "i've", "ive", "got", "j'ai", "tengo", "tenemos", "tenho", "temos", "ho", "abbiamo", "habe", "hab", "haben")

// alreadyWords say an act is done: "ya lo abrí".
var alreadyWords = set("already", "ya", "schon", "bereits", "déjà", "già", "já")

// rightValueLeads say which value is right: "c'est c.dupont que je cherche".
var rightValueLeads = []string{"it's ", "it is ", "c'est ", "es ", "ist "}

// fineWords after a rightValueLeads say all is fine, no value: "c'est bon, change-lui …",
// "it's working again".
var fineWords = set("bon", "bien", "ok", "okay", "fine", "good", "gut", "bueno", "okey", "working", "fixed", "solved", "resolved", "sorted")

// fragmentLeads open a fragment that goes on with what came before it: a preposition
// or a demonstrative ("sobre importar …", "ceux de …", "quelli di domani").
var fragmentLeads = set("about", "on", "for", "at", "in", "from", "those", "sobre", "para", "en", "con", "desde", "ceux", "celles", "celui", "celle",
	"pour", "sur", "dans", "quello", "quella", "quelli", "quelle", "su", "per", "nel", "nella", "alle", "aquele", "aquela", "aqueles", "aquelas",
	"em", "no", "na", "às", "über", "für", "von", "im", "am", "ab", "bis", "zu", "zum", "zur")

// changesDetail reports whether a clause opens with a word that changes a value
// (detailChanges).
func changesDetail(clause string) bool {
	return slices.ContainsFunc(detailChanges, func(w string) bool { return hasPrefixFold(clause, w) })
}

// detailChanges open a correction of a value ("make it 4pm", "改成四点").
var detailChanges = []string{"make it ", "make that ", "put it ", "set it ", "change it to ", "narrow it ", "limit it to ", "nimm lieber ", "nimm stattdessen ", "nimm doch ", "trag lieber ", "trag doch ", "buch lieber ", "que sea ", "que seja ", "ponlo ", "ponla ",
	"mets-le ", "mets-la ", "mettilo ", "mettila ", "coloca ", "改成", "改到", "换成", "換成",
	"只要", "只看", "再加", "also add ", "ajoute aussi ", "aggiungi anche ", "añade también ", "adiciona também ", "füg noch "} // a narrowing, a condition added

// hanNoLonger returns where a Chinese text's opening clause that says an act is no
// longer needed ends, after its 了 ("不用查了", "不要加了"), or -1.
func hanNoLonger(t string) int {
	if !strings.HasPrefix(t, "不用") && !strings.HasPrefix(t, "不要") {
		return -1
	}
	end := strings.Index(t, "了")
	if end <= 0 || utf8.RuneCountInString(t[:end]) > 4 || strings.ContainsAny(t[:end], "，,。.！!？?") {
		return -1
	}
	return end + len("了")
}

// comparative reports whether a text opens with the word that makes a retraction a
// comparison: "plutôt que de chercher", "piuttosto che", "mejor que", "instead of".
func comparative(s string) bool {
	words := strings.Fields(strings.ToLower(s))
	return len(words) > 0 && (words[0] == "que" || words[0] == "che" || words[0] == "of" || words[0] == "than" || words[0] == "de")
}

// longestFirst sorts forms so that the longest of those a text opens with matches.
func longestFirst(forms []string) []string {
	slices.SortStableFunc(forms, func(a, b string) int { return len(b) - len(a) })
	return forms
}

// butAsksInstead returns where a "but" ends that opens another ask, or -1: one put first
// ("aber zeig mir zuerst ihr Benutzerprofil", "but pull up his profile first") or an
// order, past an exclamation ("mais bon, donne-moi juste son dernier cours", "but just
// the current price"); not a statement ("but the app crashes first thing", "but it says
// …"). It follows a text that tells what the speaker meant to do (intends).
func butAsksInstead(s string) int {
	inWord := func(r rune) bool { return unicode.IsLetter(r) || r == '\'' }
	i := strings.IndexFunc(s, inWord)
	if i < 0 {
		return -1
	}
	n := strings.IndexFunc(s[i:], func(r rune) bool { return !inWord(r) })
	if n < 0 || !buts[strings.ToLower(s[i:i+n])] {
		return -1 // most clauses: no "but" opens them
	}
	at := afterExclamations(s, afterMarks(s, i+n))
	words := strings.FieldsFunc(strings.ToLower(s[at:]), func(r rune) bool { return !inWord(r) })
	if len(words) < 2 || articles[words[0]] || possessives[words[0]] || subjects[words[0]] {
		return -1
	}
	if slices.ContainsFunc(words[1:min(3, len(words))], func(w string) bool { return firsts[w] }) || onlyWords[words[0]] ||
		words[0] == "let's" || words[0] == "lets" || len(builtinActs(words[0])) > 0 { // "but let's just do its price history"
		return at
	}
	return -1
}

// droppedWithin finds a "but" inside a clause that drops the intent told before it
// (intends), the text before the clause being said: "I was going to add a team lunch but
// first show me …", "Iba a buscar papers pero primero …". It returns where the "but"
// starts and how far past it the other ask starts (retraction, butAsksInstead), or -1.
// The intent stands in the clause itself, in the request's first sentence: one told
// after a question says what the asker does next ("Cosa ho in calendario giovedì?
// Volevo aggiungere una call ma prima controllo").
func droppedWithin(said, clause string) (int, int) {
	if strings.ContainsAny(said, ".?!。？！") || !intends(clause) {
		return -1, -1
	}
	lower := strings.ToLower(clause)
	for k := 0; k < len(lower); {
		n := strings.IndexFunc(lower[k:], unicode.IsSpace)
		if n < 0 {
			break
		}
		k += n + 1
		w := lower[k:]
		if end := strings.IndexFunc(w, func(r rune) bool { return !unicode.IsLetter(r) }); end > 0 && buts[w[:end]] && intends(said+clause[:k]) {
			if e := retraction(clause[k:]); e >= 0 {
				return k, e
			}
			if e := butAsksInstead(clause[k:]); e >= 0 {
				return k, e
			}
		}
	}
	return -1, -1
}

// intends reports whether a text tells what the speaker meant to do: "Ich wollte das
// Konto … bearbeiten", "I was going to book …" (not "Ich überlege zu verkaufen", a plan
// that stands).
func intends(s string) bool {
	return holdsAny(strings.ToLower(s), intents)
}

var (
	// intents tell what the speaker meant to do.
	intents = []string{"wollte", "wanted to", "was going to", "was gonna", "were going to", "was about to", "quería", "queria", "iba a", "ia ", "volevo", "stavo per",
		"je voulais", "j'allais", "ich hatte vor", "i meant to", "i wanted", "we wanted"}
	// buts are the exclamations that set what follows against what came before.
	buts = set("but", "pero", "mas", "ma", "mais", "aber")
	// subjects open a statement, no imperative: "…, but it crashes first thing".
	subjects = set("it", "he", "she", "they", "we", "you", "es", "er", "sie", "wir", "das", "il", "elle", "on", "ils")
	// firsts put an act before the one said before them.
	firsts = set("first", "zuerst", "erst", "erstmal", "d'abord", "prima", "antes", "primero", "primeiro")
)

// hasPrefixFold reports whether s opens with prefix, in any case.
func hasPrefixFold(s, prefix string) bool {
	return len(s) >= len(prefix) && strings.EqualFold(s[:len(prefix)], prefix)
}

// endsWord reports whether s[:i] ends a word: a Latin form must not run on into a longer
// word ("no wait" is no prefix of "no waiting"); a Han, kana or Hangul form may.
func endsWord(s string, i int) bool {
	last, _ := utf8.DecodeLastRuneInString(s[:i])
	next, _ := utf8.DecodeRuneInString(s[i:])
	return i == len(s) || !unicode.In(last, unicode.Latin) || !unicode.IsLetter(next)
}

// afterMarks returns where the spaces and marks from s[i:] end.
func afterMarks(s string, i int) int {
	return len(s) - len(strings.TrimLeftFunc(s[i:], notLetter))
}

// afterExclamations returns where the exclamations that open s[i:] end, with the spaces
// and marks after them ("hmm, ", "ay ", "ach ", "아 ", "あ、", "啊"): i when none does, -1
// when i is.
func afterExclamations(s string, i int) int {
	for i >= 0 && i < len(s) {
		t := s[i:]
		if n := strings.IndexFunc(t, func(r rune) bool { return !unicode.IsLetter(r) }); n > 0 && exclamations[strings.ToLower(t[:n])] {
			i = afterMarks(s, i+n)
		} else if r, size := utf8.DecodeRuneInString(t); strings.ContainsRune("啊哦噢嗯呃额唉", r) {
			i = afterMarks(s, i+size)
		} else {
			break
		}
	}
	return i
}

var (
	// retractions open a clause that takes back the one before it, the longest first.
	retractions = longestFirst([]string{
		"actually no", "actually, no", "or rather", "or actually", "no wait", "wait, no", "wait no", "scratch that", "scrap that", "strike that",
		"forget it", "forget that", "forget about it", "never mind that", "nevermind that", "never mind", "nevermind", "nvm", "on second thought", "cancel that", "ignore that",
		"my bad", "my mistake", "i meant", "i mean", "i was wrong", "but actually", "but first", "change of plan", "don't bother", "dont bother",
		"bueno no", "bueno, no", "mejor no", "no, mejor", "mejor", "espera, no", "pensándolo bien", "pensandolo bien", "mejor dicho",
		"olvídalo", "olvidalo", "olvida eso", "déjalo", "dejalo", "deja eso", "no importa", "quise decir", "quería decir", "más bien",
		"me equivoqué", "me equivoque", "pero en realidad", "pero antes", "pero primero",
		"nein doch", "doch nicht", "nein, doch", "moment, nein", "vergiss es", "vergiss das", "lass mal", "lass es", "lass gut sein",
		"stattdessen", "egal", "oder nein", "oder lieber", "doch lieber", "lieber doch", "ach was", "ich meinte", "ich meine", "ich hab mich vertan", "aber erst", "aber zuerst", "ich habe mich vertan",
		"anzi", "no aspetta", "no, aspetta", "aspetta, no", "lascia perdere", "lascia stare", "lasciamo stare", "lasciamo perdere", "dimenticalo", "fermati", "ma prima", "ma in realtà",
		"piuttosto", "ripensandoci", "pensandoci meglio", "pensandoci bene", "volevo dire", "intendevo", "mi sono sbagliato", "mi sono sbagliata", "ho sbagliato",
		"non en fait", "non, en fait", "non attends", "non, attends", "attends, non", "laisse tomber",
		"finalement", "peu importe", "mais en fait", "mais d'abord", "mais avant", "tout compte fait", "réflexion faite", "je voulais dire", "ou plutôt", "plutôt", "enfin non",
		"je me suis trompé", "je me suis trompée", "je me suis mal exprimé", "je me suis mal exprimée",
		"não, espera", "não espera", "não, pera", "não pera", "não, melhor", "não, afinal", "pensando bem",
		"deixa pra lá", "deixa para lá", "melhor", "ou melhor", "quer dizer", "quis dizer", "aliás", "me enganei", "errei", "mas na verdade", "mas antes", "mas primeiro",
		"やっぱり", "やっぱ", "それよりも", "それより", "いや、", "いや ", "違う", "違った", "間違えた", "ちょっと待って", "ごめん", "いいや", "やめた", "やめとく", "やめておく",
		"아니다", "아니야", "아냐", "아니에요", "아니요", "아니 ", "아니,", "아니.", "잠깐만", "잠깐", "됐어", "됐고", "됐다", "그게 아니라", "그거 말고", "그건 말고",
		"算了", "不对", "不對", "等等", "等一下", "其实", "我是说", "我的意思是"})
	// retractingAlone take back the clause before them when a mark or the end follows them.
	retractingAlone = []string{"no", "nope", "nah", "wait", "hold on", "hang on", "actually", "instead", "en realidad", "en fait", "na verdade", "in realtà", "nein", "nee", "ne", "nö", "moment", "warte", "halt",
		"espera", "non", "attends", "aspetta", "niente", "não", "nao", "pera", "peraí", "perai", "espera aí", "deixa", "stopp", "stop", "obwohl", "いや", "待って", "不是", "不",
		"vergiss", "oublie", "laisse", "esquece", "dimentica", "lascia"} // a bare "forget": "nein, vergiss, …" but "vergiss nicht, …"
	// actuallies among retractingAlone (and the exclamation "eigentlich") take back what
	// came before them when an ask that narrows or wishes follows them (asksAnew).
	actuallies = set("actually", "en realidad", "en fait", "na verdade", "in realtà", "eigentlich")
	// negations among retractingAlone.
	negations = set("no", "nope", "nah", "nein", "nee", "ne", "nö", "non", "não", "nao", "不是", "不")
	// exclamations may open a clause without saying anything.
	exclamations = set("ah", "ahh", "oh", "ohh", "hmm", "hm", "hmmm", "mmm", "uh", "um", "umm", "euh", "eh", "ay", "uy", "ups", "oops",
		"opa", "ops", "ach", "och", "ok", "okay", "bof", "well", "bueno", "pues", "allora", "beh", "boh", "mah", "tja", "naja",
		"sorry", "pardon", "perdón", "perdon", "perdona", "scusa", "scusami", "desculpa", "entschuldigung", "ai", "hum", "ouais",
		"ugh", "argh", "meh", "äh", "ähm", "öh", "ehm", "ecco", "bon", "dai", "vabbè", "vabbe", "então", "entao", "eigentlich", "quatsch", "digo",
		"but", "pero", "mas", "ma", "mais", "aber", // "…, pero mejor …", "…, mais laisse tomber"
		"great", "cool", "perfect", "nice", "alright", "thanks", "perfecto", "genial", "vale", "gracias", "danke", "merci", "perfeito", "obrigado", "obrigada", "grazie", "perfetto", // an answer acknowledged: "ok great, then book …"
		"아", "앗", "어", "음", "あ", "あっ", "ああ", "えっと", "えーと", "うーん")
)

// negatedWish reports whether a clause's words say the speaker does not want something
// yet: a wish verb with a negation within two words before or three after it ("Ich will
// die Menge nicht ändern", "I don't want to open a ticket yet", "Aún no quiero …", "não
// quero abrir chamado").
func negatedWish(words []string) bool {
	for i := 0; i < len(words) && i < 5; i++ {
		if !wishVerbs[words[i]] {
			continue
		}
		for j := max(0, i-2); j < min(len(words), i+4); j++ {
			if negationWords[words[j]] || strings.HasPrefix(words[j], "kein") || strings.HasPrefix(words[j], "n'") {
				return true
			}
		}
		return false
	}
	return false
}

var (
	// wishVerbs state a wish or a need.
	wishVerbs = set("want", "need", "will", "möchte", "wollen", "brauche", "brauch", "bräuchte", "quiero", "necesito", "quisiera", "quero", "preciso",
		"interested", "interessiert", "interesa", // "Mich interessiert keine Prognose –", "No me interesa el pronóstico;"
		"voglio", "vorrei", "serve", "servono", "interessa", "interessano", "bisogno", "veux", "voudrais", "besoin", "intéresse", "cherche",
		"such", "suche", "looking", "busco", "cerco") // "Ich such keinen Hilfeartikel, …"
	// negationWords negate it.
	negationWords = set("not", "don't", "dont", "no", "nicht", "never", "nie", "nunca", "não", "nao", "non", "ne", "pas", "nem")
)

// problemClause reports whether a Spanish clause states a problem with a leading "no"
// ("No me llega el correo para restablecer la contraseña, crea una solicitud …"): its
// verbs describe the problem, not what to do.
func problemClause(clause string) bool {
	words := clauseWords(clause)
	return len(words) > 1 && words[0] == "no" && negationStatesProblem(words)
}

// affirmativeInNai reports whether a Japanese clause ends with a verb whose own stem
// ends in な, so that its te-form only looks like ないで: つないで (connect), 泳いで.
func affirmativeInNai(c string) bool {
	return strings.HasSuffix(c, "つないで") || strings.HasSuffix(c, "つないでください") || strings.HasSuffix(c, "繋いで")
}

// problemVerbs say in Spanish what does not work or cannot be done.
var problemVerbs = set("acuerdo", "recuerdo", "puedo", "puede", "podemos", "pueden", "sé", "funciona", "funcionan",
	"carga", "cargan", "encuentro", "encuentra", "tengo", "tiene", "deja", "consigo", "logro", "entiendo",
	"llega", "llegó", "llegan", "aparece", "aparecen", "sale", "abre", "arranca", "anda", "sirve", "responde", "va")

// rejectsPlace reports whether a closing clause rejects where or as what something is
// to go ("— not as a calendar entry", "no como evento del calendario", "nicht im
// Kalender", "캘린더 일정 말고요", "カレンダーじゃなくて"), which a closing "Not urgent" or "no
// agenda yet" does not.
func rejectsPlace(clause string) bool {
	words := clauseWords(clause)
	if len(words) > 1 && (words[0] == "not" || words[0] == "no" || words[0] == "nicht" || words[0] == "pas") && placeWords[words[1]] {
		return true
	}
	c := strings.TrimRightFunc(clause, notLetter)
	return slices.ContainsFunc(rejectionsAfter, func(n string) bool { return strings.HasSuffix(c, n) })
}

// rejectionsAfter close a Korean or Japanese clause that says "not this one".
var rejectionsAfter = []string{"말고", "말고요", "말구", "아니라", "아니고", "じゃなく", "じゃなくて", "ではなく", "ではなくて", "でなく", "はいいから", "はいいので"}

// placeWords say where or as what something goes, after a rejection that closes a request.
var placeWords = set("as", "in", "on", "into", "to", "como", "en", "al", "a", "als", "im", "auf", "ins", "comme", "dans", "sur")

// forbidsAct reports whether a clause forbids an act: "do not create a new event",
// "don't search the help articles", "never open a ticket", "no abrir tickets nuevos",
// "keinen neuen Termin anlegen", "nicht suchen", "새 일정은 만들지 말 것", "새 티켓 생성 금지",
// "検索しないで". A
// clause that only negates a thing ("no agenda yet", "Not urgent") forbids nothing.
func forbidsAct(clause string) bool {
	c := strings.TrimRightFunc(clause, notLetter)
	if forgetsNot(c) {
		return false
	}
	for _, n := range negationsAfter {
		if strings.HasSuffix(c, n) && (strings.HasPrefix(n, "지 ") || strings.HasPrefix(n, "な")) {
			return true
		}
	}
	if strings.HasSuffix(c, "금지") || strings.HasSuffix(c, "禁止") { // "새 티켓 생성 금지", "新規作成禁止"
		return true
	}
	words := clauseWords(c)
	if len(words) < 2 || slices.ContainsFunc(words[:min(4, len(words))], isForget) {
		return false // "don't forget to add the team sync" asks for it
	}
	if hindiForbids(words) {
		return true // "…, नया टिकट मत खोलो", "…, ticket mat kholna"
	}
	last := words[len(words)-1]
	switch w := words[0]; {
	case w == "do" && words[1] == "not", w == "don't", w == "dont", w == "never":
		return true
	case w == "no" || w == "nunca":
		return spanishInfinitive(words[1])
	case w == "non":
		// An Italian negative imperative is "non" and an infinitive ("non modificare
		// niente", "non crearne uno nuovo"), maybe after "più" or "mai".
		return italianInfinitive(words[1]) || len(words) > 2 && (words[1] == "più" || words[1] == "mai") && italianInfinitive(words[2])
	case (w == "ne" || strings.HasPrefix(w, "n'")) && !negationStatesProblem(words) && !frenchSubjectLead(clause):
		// A French one is "ne" (or "n'"), a verb and "pas" or "rien", with no subject
		// before it: "ne modifie rien", "ne pas créer de ticket", "n'ajoute pas d'événement".
		if w == "ne" {
			return words[1] == "pas" || len(words) > 2 && frenchNegations[words[2]]
		}
		return frenchNegation(words)
	case hanNegationLead(w):
		return true // "…，不要修改"
	case strings.HasPrefix(w, "kein") || w == "nicht" || w == "nichts":
		// A verb closes it: "keinen neuen Termin anlegen", "Nicht umbuchen.", "Bitte nichts
		// ändern." (a German noun is capitalized: "Nicht den Verlauf").
		return strings.HasSuffix(last, "en") && len(words) > 2 || strings.HasSuffix(last, "n") && strings.HasSuffix(c, last)
	}
	return false
}

// rejectsFacet reports whether a short clause rejects a thing by naming it after a
// negation and a determiner, after "without", "skip" or "nada de", or as not needed,
// or rejects an act done without: "…, not the history.", "…, no el histórico.", "Nicht
// den Verlauf.", "Keine Historie", "…, bitte ohne Bandlücke.", "Sin pronóstico, …",
// "— skip the forecast", "Nada de previsiones", "la estructura no me hace falta", "not
// who cites them", "Ohne das Profil zu ändern: …".
func rejectsFacet(clause string) bool {
	if facetNotNeeded.MatchString(strings.ToLower(strings.TrimSpace(clause))) {
		return true
	}
	words := clauseWords(clause)
	if len(words) < 2 || len(words) > 4 {
		return false
	}
	switch words[0] {
	case "not", "no", "nicht", "non", "pas", "não":
		return (facetDeterminer(words[1]) || strings.HasPrefix(words[1], "l'")) && !facetDeterminer(words[len(words)-1]) || citingWords[words[1]]
	case "kein", "keine", "keinen", "skip":
		return true
	case "nada":
		return words[1] == "de"
	case "without", "sin", "ohne", "sem", "sans", "senza":
		// Not a condition asked ("…, sin lluvia?"), nor an act left undone, whose object the
		// ask may share ("Sin añadir eventos: lista lo que tengo programado").
		return !strings.HasSuffix(strings.TrimSpace(clause), "?") && !(words[0] == "sin" && spanishInfinitive(words[1]))
	}
	return false
}

var (
	// facetNotNeeded says a thing is not needed or wanted, or an act is done without.
	facetNotNeeded = rx.MustCompile(`^(?:(?:el|la|los|las)\s+\pL+\s+)?no\s+(?:me\s+)?(?:hace falta|hacen falta|interesa|interesan)\b|` +
		`^no\s+(?:quiero|necesito)\s+(?:el|la|los|las)\s|^(?:i\s+)?don't need\s+the\s|^no need for\s|^(?:\pL+\s+){1,3}brauche ich nicht\b|` +
		`^ohne\s+(?:\pL+\s+){1,3}zu\s+\pL+\s*[:,;]?$|^without\s+\pL+ing\b|` +
		`^non\s+(?:mi\s+|ci\s+)?(?:serve|servono|interessa|interessano)\s|^non\s+(?:ho|abbiamo)\s+bisogno\s|` +
		`^(?:je\s+|j'|on\s+)?n'(?:ai|a)\s+pas\s+besoin\s|^pas\s+besoin\s|^pas\s+la\s+peine\s|^(?:je\s+)?ne\s+veux\s+pas\s+(?:le|la|les|l')|` +
		`^(?:eu\s+)?não\s+(?:preciso|quero)\s+(?:d[oa]s?|o|a|os|as)\s|^não\s+me\s+interessa`)
	// citingWords open what cites a work, after a negation: "not who cites them", "nicht
	// wer sie zitiert", "no los que lo citan".
	citingWords = set("who", "quién", "quien", "wer", "los", "die", "chi", "qui", "quem")
	// facetDeterminers come, beside nounDeterminers, before the noun a short rejection
	// names: "non la previsione", "pas les articles", "não o histórico".
	facetDeterminers = set("il", "lo", "i", "gli", "le", "uno", "les", "une", "o", "os", "um", "uma")
)

// facetDeterminer reports whether a word is a determiner before a noun ("the", "la").
func facetDeterminer(w string) bool {
	return nounDeterminers[w] || facetDeterminers[w]
}

// clauseWords are a clause's lower-case words (apostrophes kept: "don't") after a leading
// subject or "please" (clauseLeads).
func clauseWords(clause string) []string {
	lower := strings.ReplaceAll(strings.ToLower(clause), "’", "'")
	words := strings.FieldsFunc(lower, wordBreak)
	for len(words) > 0 && clauseLeads[words[0]] {
		words = words[1:]
	}
	return words
}

// forgetImperatives tell the listener to forget what follows (not "olvidé", I forgot).
var forgetImperatives = set("forget", "nvm", "olvida", "olvídate", "olvidate", "olvide", "vergiss", "vergessen", "oublie", "oubliez",
	"dimentica", "dimenticate", "esquece", "esqueça", "esqueca")

// dismissalPairs put aside what follows them.
var dismissalPairs = set("never mind", "don't bother", "dont bother", "lascia perdere", "lascia stare", "laisse tomber", "deixa pra", "deixa para")

// possessives of the speaker may lead what a dismissal puts aside ("forget my calendar").
var possessives = set("my", "our", "mi", "mis", "nuestro", "nuestra", "mon", "ma", "mes", "notre", "mein", "meine", "meinen", "unsere",
	"mio", "mia", "miei", "mie", "meu", "minha", "meus", "minhas")

// italianInfinitive reports whether an Italian word is an infinitive, maybe with clitic
// pronouns joined to it ("modificare", "crearne", "cancellarlo", "aggiungerli").
func italianInfinitive(w string) bool {
	return italianInfinitiveForm.MatchString(w) && !infinitiveLikeNouns[w]
}

var italianInfinitiveForm = rx.MustCompile(`^\pL{2,}(?:are|ere|ire|(?:ar|er|ir)(?:lo|la|li|le|ne|mi|ti|ci|vi|gli|glielo|gliela|glieli|gliele|gliene))$`)

// frenchSubjectLead reports whether a French clause opens with a subject pronoun, so
// that a "ne … pas" after it tells what is, not what not to do: "Je ne trouve pas …".
func frenchSubjectLead(clause string) bool {
	f := strings.FieldsFunc(strings.ToLower(clause), func(r rune) bool { return wordBreak(r) && r != '’' })
	return len(f) > 0 && (frenchSubjects[f[0]] || strings.HasPrefix(f[0], "j'") || strings.HasPrefix(f[0], "j’"))
}

var frenchSubjects = set("je", "nous", "on", "il", "elle", "ils", "elles", "ça", "cela", "tu", "vous")

// spanishInfinitive reports whether a Spanish word ends like an infinitive (-ar, -er, -ir)
// and is none of the common nouns that do ("al dólar", "al lugar", "al mar").
func spanishInfinitive(w string) bool {
	return (strings.HasSuffix(w, "ar") || strings.HasSuffix(w, "er") || strings.HasSuffix(w, "ir")) && !infinitiveLikeNouns[w]
}

var infinitiveLikeNouns = set("dólar", "dolar", "lugar", "hogar", "mar", "bar", "azar", "par", "titular", "celular",
	"particular", "militar", "altar", "pilar", "collar", "radar", "auxiliar", "familiar", "alquiler", "taller", "poder",
	"placer", "deber", "mujer", "mare", "carattere", "piacere")

// forgetsNot reports whether a Korean or Japanese clause says not to forget ("잊지 마",
// "忘れないで"): it asks for the act it names.
func forgetsNot(clause string) bool {
	return strings.Contains(clause, "잊지") || strings.Contains(clause, "忘れ")
}

// isForget reports whether a word is "forget" (a rejection of forgetting asks for the act).
func isForget(w string) bool {
	return strings.HasPrefix(w, "forget") || strings.HasPrefix(w, "olvid") || strings.HasPrefix(w, "vergiss") ||
		strings.HasPrefix(w, "vergess") || strings.HasPrefix(w, "oubli") || strings.HasPrefix(w, "esquec") || strings.HasPrefix(w, "dimentic")
}

// objectPronouns may stand between a German imperative and its "nicht".
var objectPronouns = set("es", "das", "ihn", "sie", "ihm", "ihr", "mir", "uns", "dies")

// nothings are the words for "nothing": a short clause that does nothing ("Ändere
// nichts,", "change nothing else,", "no toques nada,") sets aside the action it names.
var nothings = set("nichts", "nothing", "nada", "rien", "niente", "nulla")

func notLetter(r rune) bool { return !unicode.IsLetter(r) && !unicode.IsDigit(r) && !unicode.IsMark(r) }

// wordBreak reports whether a rune parts words: neither a letter, a mark that belongs to
// one (the vowel signs of "दिखाओ") nor an apostrophe ("don't", "l'article").
func wordBreak(r rune) bool { return !unicode.IsLetter(r) && !unicode.IsMark(r) && r != '\'' }

// clauseLeads may come before a clause's rejection ("I don't want …", "bitte nicht …").
var clauseLeads = map[string]bool{"i": true, "i'm": true, "im": true, "we": true, "we're": true,
	"please": true, "but": true, "aber": true, "pero": true, "pls": true, "bitte": true, "ich": true, "wir": true, "yo": true, "por": true, "favor": true,
	"je": true, "eu": true, "oh": true, "and": true, "mais": true, "mas": true, // "— oh and not the ones citing her, …", "…, mais avant de le rappeler, …"
	"hmm": true, "hm": true, "actually": true, "well": true} // "hmm not the history, just …"

// OnlyExclamations reports whether a text says nothing but exclamations and leads
// ("perdona,", "hmm ok"); an empty text does.
func OnlyExclamations(s string) bool {
	return !slices.ContainsFunc(strings.FieldsFunc(strings.ToLower(s), wordBreak),
		func(w string) bool { return !exclamations[w] && !softLeads[w] })
}

// soLeads draw what a clause says from what came before: "…, donc oublie la recherche".
var soLeads = set("so", "donc", "alors", "entonces", "quindi", "então", "also")

// softLeads soften the clause they lead without changing what it says.
var softLeads = set("actually", "mejor", "bueno", "oye", "ok", "okay")

// rejections are the words that, leading a clause, set aside what it names.
var rejections = map[string]bool{"not": true, "don't": true, "dont": true, "no": true,
	"never": true, "skip": true, "nicht": true, "nie": true, "nunca": true, "ni": true, "não": true,
	"nao": true, "ne": true, "pas": true, "nada": true, "weder": true, "neither": true,
	"non": true, "nem": true, "anziché": true, "anzichè": true, "niente": true, "nulla": true}

// Negated reports whether a text names a domain term only to set it aside: right after
// a negation ("not a patent", "keine Pollenwerte", "no una tarea", "instead of the ETF")
// or right before one (ETF 말고, 天気予報じゃなくて, 专利以外). tokens are the text's tokens
// (text.Tokens), norm its normalized form (text.Norm).
func (l *Lexicon) Negated(tokens []string, norm, term string) bool {
	start, end := l.TermSpan(tokens, norm, term)
	return start >= 0 && between(tokens, norm, start, end, negators, negatingPairs, negationsBefore, negationsAfter)
}

// Topical reports whether a text names a domain term as the topic of what it asks for:
// anywhere after "about", "on", "sobre", "über", "zu" ("papers on graph networks for
// molecular property prediction"), or right before 관련, 에 대한, について, に関する
// (특허 관련 논문), or right after 关于.
func (l *Lexicon) Topical(tokens []string, norm, term string) bool {
	start, end := l.TermSpan(tokens, norm, term)
	if start < 0 {
		return false
	}
	if between(tokens, norm, start, end, nil, nil, topicsBefore, topicsAfter) {
		return true
	}
	for _, p := range wordPlaces(tokens, norm) {
		if p.at < start && topicMarkers[p.token] {
			return true
		}
	}
	return false
}

// between reports whether the text named at norm[start:end] stands right after one of
// the Latin words (one word back, or two with an article between, or a pair of words),
// right after one of the spaceless markers before, or right before one of the spaceless
// markers after (a particle between them allowed).
func between(tokens []string, norm string, start, end int, words, pairs map[string]bool, before, after []string) bool {
	rest := strings.TrimLeftFunc(norm[end:], func(r rune) bool { return strings.ContainsRune("은는이가을를도의にの", r) })
	for _, n := range after {
		if strings.HasPrefix(rest, n) {
			return true
		}
	}
	for _, n := range before {
		if strings.HasSuffix(norm[:start], n) {
			return true
		}
	}
	// The words before the term's first word.
	var prev []string
	for _, p := range wordPlaces(tokens, norm) {
		if p.at >= start {
			break
		}
		prev = append(prev, p.token)
	}
	for back := 1; back <= 2 && back <= len(prev); back++ {
		w := prev[len(prev)-back]
		if words[w] || (back == 2 && pairs[prev[len(prev)-2]+" "+prev[len(prev)-1]]) {
			return true
		}
		if back == 1 && !articles[w] {
			return false // only an article may stand between the word and the term
		}
	}
	// A pair, an article and the term: "without changing their role", "sin tocar su rol".
	return len(prev) >= 3 && pairs[prev[len(prev)-3]+" "+prev[len(prev)-2]]
}

// topicMarkers are the Latin words that introduce a topic; topicsAfter follow one
// (Korean, Japanese, Chinese) and topicsBefore precede one (Chinese).
var (
	topicMarkers = map[string]bool{"about": true, "on": true, "regarding": true, "concerning": true,
		"sobre": true, "acerca": true, "über": true, "uber": true, "zu": true, "zum": true, "zur": true,
		"sur": true, "concernant": true, "bezüglich": true, "bzgl": true, "betreffend": true}
	topicsAfter  = []string{"관련", "에대한", "에관한", "について", "に関する", "に関して", "関連", "相关", "相關"}
	topicsBefore = []string{"关于", "關於", "有关", "有關"}
)

// negators are the Latin words that set aside what follows them. "Without" is not one:
// "users without a login" filters by the login.
var negators = map[string]bool{
	"not": true, "no": true, "except": true, // en
	"nicht": true, "kein": true, "keine": true, "keinen": true, "keiner": true, "statt": true, "anstatt": true, "außer": true, "ausser": true, // de
	"ni": true, "excepto": true, // es
	"pas": true, "sauf": true, // fr
	"não": true, "nao": true, "exceto": true, // pt
	"non": true, "anziché": true, "anzichè": true, "tranne": true, "eccetto": true, // it
}

// negatingPairs are two-word negations.
var negatingPairs = map[string]bool{"instead of": true, "rather than": true, "en vez": true, "en lugar": true,
	"au lieu": true, "em vez": true, "without changing": true, "without touching": true, "sin tocar": true, "sin cambiar": true,
	"invece di": true, "invece del": true, "invece della": true, "invece dello": true, "invece dei": true, "invece degli": true,
	"invece delle": true, "invece dell": true, "al posto": true, "plutôt que": true, "plutot que": true, "ao invés": true,
	"em lugar": true, "no lugar": true, "senza modificare": true, "senza toccare": true}

// articles may stand between a negation and the term it sets aside.
var articles = map[string]bool{"a": true, "an": true, "the": true, "any": true, "un": true, "una": true, "el": true,
	"la": true, "los": true, "las": true, "der": true, "die": true, "das": true, "den": true, "ein": true, "eine": true,
	"le": true, "les": true, "de": true, "du": true, "des": true, "o": true, "os": true, "um": true, "uma": true,
	"su": true, "sus": true, "his": true, "her": true, "their": true, // possessives: "sin tocar su rol"
	"il": true, "lo": true, "i": true, "gli": true, "l": true, "uno": true, "del": true, "dello": true, "della": true, "dell": true,
	"dei": true, "degli": true, "delle": true, "d": true, "as": true}

// negationsAfter set aside the term just before them (Korean, Japanese, Chinese), and
// negationsBefore the term just after them (Chinese).
var (
	negationsAfter = []string{"말고", "말고요", "말구", "빼고", "제외", "아니라", "아니고", "じゃなく", "じゃなし", "ではなく", "でなく", "はいいから", "はいいので",
		"もいらない", "も要らない", "も不要", // ja: neither … nor
		"もういいや", "はいいや", "やっぱりいいや", "はもういいです", "はもう大丈夫", // ja: that will do
		"は不要", "は要らない", "はいらない", "필요 없", "필요없", "건 됐고", "건 됐고요", "는 됐고", "은 됐고", "됐고", // not needed, never mind
		"以外", "抜きで", "なしで", "はいらない", "は不要", "除外", "不需要", "不用了", "就不用了", "不必了",
		"필요 없고", "필요없고", "관심 없고", "관심 없고요", "관심없고", // ko: not needed, not of interest
		"nahi chahiye", "nahin chahiye", "nahi chahie", "nhi chahiye", // hi (Latin): not needed
		"non mi interessa", "non mi serve", "non importa", "m'est égal", "não me interessa", "não importa",
		"지 말 것", "지 말것", "지 마", "지 마세요", "지 마시고", "지 마시고요", "지 말고요", "지 말아 주세요", // ko: do not do
		"ないで", "ないでください", "なくていい", "なくていいので", "なくていいです", "なくて結構です", // ja: without doing, need not
		// What does not matter now: "Der Aktienkurs ist mir egal,", "株価の話は置いといて、",
		// "Stock price는 신경 안 써,", "the weather doesn't matter,".
		"ist mir egal", "sind mir egal", "ist egal", "spielt keine rolle", "doesn't matter", "does not matter", "don't care",
		"me da igual", "no importa", "no me importa", "は置いといて", "は置いておいて", "はさておき", "は後回しでいいので", "は後回しでいい",
		"はどうでもいい", "신경 안 써", "신경 안 써도 돼", "상관없어", "상관없고", "상관 없고", "나중에 하고",
		// What waits for later: "사용자 프로필은 나중에 보고,", "プロフィールは後で見るので、", "the profile can wait,".
		"나중에 보고", "나중에 볼게", "나중에 볼게요", "나중에 할게", "나중에 할게요", "나중에 확인할게", "나중에 하고요",
		"は後で見るので", "は後で確認するので", "は後でいいので", "は後でいい", "can wait", "kann warten", "puede esperar",
	}
	negationsBefore = []string{"不是", "不要", "而不是", "除了", "别", "別", "不用", "不必", "无需", "無需"}
)

// Unquoted returns a text without what it quotes: a quoted title or name ("'Refund not
// received' 제목으로 …", „Erstattung nicht erhalten“, 「提案書レビュー」) names a thing,
// and its words ask for no operation. An apostrophe inside a word ("Mom's") quotes
// nothing.
//
// A quote beside a word for an operation names the operation, and stays: 'Run the
// "historical prices" operation', 'Führe die Operation "historische Preise" aus', '"과거
// 주가" 작업을 실행해줘', '「過去の株価」操作を実行して'.
func Unquoted(raw string) string {
	if !strings.ContainsAny(raw, "'\"“”„«»「」『』‘’") {
		return raw
	}
	var b strings.Builder
	at := 0
	for _, m := range quoted.FindAllStringSubmatchIndex(raw, -1) {
		b.WriteString(raw[at:m[0]])
		if namesOperation(raw[:m[3]], raw[m[4]:]) {
			// The operation's name is its words, no article's noun: 'Run the "delete user"
			// operation' deletes.
			if kept := b.String(); articleBefore.MatchString(kept) {
				b.Reset()
				b.WriteString(articleBefore.ReplaceAllString(kept, " "))
			}
			b.WriteString(strings.Map(func(r rune) rune {
				if strings.ContainsRune("'\"“”„«»‘’", r) {
					return ' '
				}
				return r
			}, raw[m[0]:m[1]]))
		} else {
			b.WriteString(raw[m[2]:m[3]] + " " + raw[m[4]:m[5]])
		}
		at = m[1]
	}
	b.WriteString(raw[at:])
	out := b.String()
	var o strings.Builder
	at = 0
	for _, m := range bracketed.FindAllStringIndex(out, -1) {
		o.WriteString(out[at:m[0]])
		if namesOperation(out[:m[0]], out[m[1]:]) {
			o.WriteString(" " + strings.Trim(out[m[0]:m[1]], "「」『』") + " ")
		} else {
			o.WriteString(" ")
		}
		at = m[1]
	}
	o.WriteString(out[at:])
	return o.String()
}

// namesOperation reports whether a word for an operation stands right before or after a
// quote, the text before and after it given.
func namesOperation(before, after string) bool {
	b := strings.Fields(strings.ToLower(before))
	a := strings.Fields(strings.ToLower(after))
	word := func(w string) bool {
		return quotedOperationWords[strings.TrimFunc(w, notLetter)] || slices.ContainsFunc(spacelessOperationWords, func(o string) bool { return strings.HasPrefix(w, o) })
	}
	// A key before a colon names a field, no operation: {"action": "create_event"}.
	bare := func(w string) bool { return strings.TrimFunc(w, notLetter) == w }
	return len(b) > 0 && bare(b[len(b)-1]) && word(b[len(b)-1]) || len(a) > 0 && bare(a[0]) && word(a[0]) ||
		slices.ContainsFunc(spacelessOperationWords, func(o string) bool { return strings.HasPrefix(strings.TrimSpace(after), o) })
}

var (
	// articleBefore is an article that ends a text.
	articleBefore = rx.MustCompile(`(?i)\s(?:the|a|an|die|der|das|den|la|el|los|las)\s*$`)
	// quotedOperationWords name an operation in Latin script.
	quotedOperationWords = set("operation", "action", "function", "endpoint", "operación", "acción", "función", "funktion", "aktion",
		"endpunkt", "operacion", "accion", "funcion")
	// spacelessOperationWords name one in Korean or Japanese, a particle or verb after them.
	spacelessOperationWords = []string{"작업", "기능", "동작", "오퍼레이션", "操作", "機能", "処理", "作業", "オペレーション"}
)

var (
	quoted    = rx.MustCompile(`(^|\s|\()(?:'(?:[^'\n]|'\pL)+'|"[^"\n]+"|“[^”\n]+”|„[^“”\n]+[“”]|«[^»\n]+»|‘[^’\n]+’)(\s|$|[,.!?:;)]|\pL)`)
	bracketed = rx.MustCompile(`「[^」\n]+」|『[^』\n]+』`)
)

// Asking returns the sentences of a text that ask for something, when others only
// state: a request that describes the problem, or what was tried, around its ask ("I
// spent an hour in the help docs and nothing covers this. Please file a support request
// …", "¿Podrías abrirme un ticket de soporte? Desde la última actualización no puedo
// adjuntar archivos.", "… 열어 주실 수 있을까요? 앱에서 결제 버튼을 누르면 화면이 멈춰요.")
// asks for what its asking sentence says; the verbs of the others (adjuntar, 멈춰요)
// name the situation. A sentence asks when it is a question, pleads or states a wish
// (please, bitte, por favor, I want to, 주세요, ください, たい …), leads with an
// operation (an imperative, after words of politeness) or, in Korean or Japanese, ends
// with an imperative. A text of one sentence, or whose sentences all ask or none does,
// or whose asking sentences name no operation, is returned as it is.
func (l *Lexicon) Asking(raw string) string {
	raw = l.withoutClosingAside(raw)
	if req, ok := l.labeledSituation(raw); ok {
		return req
	}
	sentences := splitSentences(raw)
	if len(sentences) < 2 {
		// A consequence drawn in one sentence asks after its connector: "I can't cancel
		// my subscription from the app, so could you open a support case …?"
		if before, after, ok := cutConsequence(raw); ok && l.sentenceAsks(after) && !l.sentenceAsks(before) &&
			(strings.ContainsAny(after, "?？") || len(l.AnalyzeText(after, text.Tokens(after), text.Norm(after)).Ops) > 0) {
			return after
		}
		if _, after, ok := l.cutToldStory(raw); ok {
			return after
		}
		if _, after, ok := l.cutStoryBeforeAsk(raw); ok {
			return after
		}
		if rest, ok := l.cutOwnPlan(raw); ok {
			return rest
		}
		// A Korean clause of background before a comma, "…는데(요)," or "…해서 그런데,",
		// is the story; the ask after it is asked: "일정 사이에 이동해야 해서 그런데, 지금
		// 분당 날씨 어때?", "논문 마감 끝나고 모레 강릉 가려고 하는데, 모레 강릉 날씨 어떨
		// 것 같아?". The ask names a thing of its own ("… 궁금한데, 알려줘" points back).
		if before, after, ok := cutKoreanBackground(raw); ok && l.sentenceAsks(after) && !l.sentenceAsks(before) &&
			slices.ContainsFunc(l.AnalyzeText(after, text.Tokens(after), text.Norm(after)).Terms, l.NamesThing) {
			return after
		}
		// What a Korean request asks for after something is over is asked after it: "논문
		// 마감 끝나고 여행 갈까?" asks about a trip, "회의 끝나고 서울 날씨 알려줘" the weather.
		if loc := koreanAfterwards.FindStringIndex(raw); loc != nil {
			if before, after := raw[:loc[1]], raw[loc[1]:]; l.sentenceAsks(after) && !l.sentenceAsks(before) {
				return after
			}
		}
		return raw
	}
	var b strings.Builder
	asking, statedAfter := 0, false
	for _, s := range sentences {
		// "고객에게 답변을 보내야 해." tells what the asker has to do, "翻訳作業中です。" what
		// the asker is doing.
		if l.sentenceAsks(s) && !(isSpaceless(s) && owed(s)) && !TellsOwnActivity(s) {
			b.WriteString(s)
			asking++
		} else if asking > 0 && !startsWithSubject(s) && !explains(s) {
			statedAfter = true // it may be an imperative the vocabulary does not know
		}
	}
	if asking == 0 {
		return l.unstated(sentences, raw)
	}
	if asking == len(sentences) {
		return raw
	}
	out := b.String()
	if len(l.AnalyzeText(out, text.Tokens(out), text.Norm(out)).Ops) == 0 && (statedAfter || !questionsOnly(out)) {
		return raw
	}
	return out
}

// AskAfterStory returns the ask a request makes after telling a story, or "": the text
// after a word that changes the subject ("Unrelated:", "by the way", "übrigens", "por
// cierto", "ところで", "근데"), or the last of several sentences when none before it asks
// ("Nach dem Blick auf die Aktienkurse bin ich deprimiert. Erzähl mir einen Witz.").
func (l *Lexicon) AskAfterStory(raw string) string {
	if ask := afterSubjectChange(raw); ask != "" {
		return ask
	}
	sentences := splitSentences(raw)
	if len(sentences) < 2 {
		if _, after, ok := l.cutToldStory(raw); ok {
			return after
		}
		if _, after, ok := l.cutStoryBeforeAsk(raw); ok {
			return after
		}
		if rest, ok := l.cutOwnPlan(raw); ok {
			return rest
		}
		return l.askAfterBackground(raw)
	}
	// The story only states: no sentence of it asks, labels a field ("Ticker: SAN.") or
	// names an action — but a look or a check it tells of ("Nach dem Blick auf die
	// Aktienkurse bin ich deprimiert."), where an imperative would have asked.
	for _, s := range sentences[:len(sentences)-1] {
		ops := l.AnalyzeText(s, text.Tokens(s), text.Norm(s)).Ops
		told := isSpaceless(s) && (toldDone(s) || owed(s)) // what was done or is owed is told, whatever the act
		if l.sentenceAsks(s) || strings.ContainsAny(s, ":：") || !told && (len(ops) > 0 && isSpaceless(s) || slices.ContainsFunc(ops, func(op string) bool { return l.Family(op) != ReadFamily })) {
			return ""
		}
	}
	last := sentences[len(sentences)-1]
	if isSpaceless(last) && !l.asksAtItsEnd(last) {
		return "" // a closing remark, not an ask: "海に行けるか判断したい。"
	}
	return last
}

// labeledSituation returns the request a text frames after a situation told in labels,
// when the situation only names what the asker is about — no act, no plea, nothing
// wanted: "[상황] 투자 평가 [요청] AAPL 현재 주가를 알려줘", "배경: quarterly review / 요청: …",
// "【背景】決算発表の当日 【依頼】…". Its words stay the request's (SetAside keeps them): a
// day or a record it names is what the ask points back to. A situation that names an
// act or a want ("[Situation] Der Termin soll gelöscht werden. [Anfrage] …", "Gesucht ist
// die Dichte") is asked.
func (l *Lexicon) labeledSituation(raw string) (string, bool) {
	if !strings.ContainsAny(raw, ":：]】") {
		return "", false
	}
	raw = strings.TrimSpace(raw)
	labels := labelSpans(raw, true)
	if len(labels) < 2 || strings.TrimLeft(raw[:labels[0].start], "[【") != "" || !holdsAny(strings.ToLower(raw[labels[0].start:labels[0].colon]), situationLabels) {
		return "", false
	}
	for i := len(labels) - 1; i > 0; i-- {
		lb := labels[i]
		if !slices.Contains(requestLabels, strings.ToLower(strings.TrimSpace(raw[lb.start:lb.colon]))) {
			continue
		}
		_, size := utf8.DecodeRuneInString(raw[labels[0].colon:])
		situation := strings.Trim(raw[labels[0].colon+size:lb.start], " []【】/")
		_, size = utf8.DecodeRuneInString(raw[lb.colon:])
		req := strings.TrimSpace(raw[lb.colon+size:])
		lowSituation := " " + strings.ToLower(situation) + " "
		// A Korean or Japanese situation in brackets that states what is the case, by a
		// subject and its predicate or a measured value, is no ask ("[상황] 삼성전자 주가가
		// 급락함 [요청] 오늘 잡힌 회의 목록 보여줘", "[상황] 현재 서울 기온 영하 10도"); a
		// bare noun names what is asked ("[상황] 습도 [요청] 서울 날씨").
		states := isSpaceless(raw) && strings.ContainsAny(raw[:labels[0].colon], "[【") && statesCase.MatchString(situation)
		if req == "" || situation == "" || l.sentenceAsks(situation) || holdsAny(lowSituation, wantedWords) ||
			!states && !holdsAny(lowSituation, activityWords) || // "[상황] 사용자 42 비밀번호 [요청] 알려줘": the situation is the ask
			len(l.AnalyzeText(situation, text.Tokens(situation), text.Norm(situation)).Ops) > 0 ||
			!slices.ContainsFunc(l.AnalyzeText(req, text.Tokens(req), text.Norm(req)).Terms, l.NamesThing) || // "… [Anfrage] anzeigen" points back
			l.NominalAction(situation) != "" || slices.ContainsFunc(text.Tokens(situation), func(t string) bool { op := l.verbalNounOp(t); return op != "" && l.Family(op) != ReadFamily }) ||
			slices.ContainsFunc(text.Tokens(req), func(t string) bool { return pointsBackWords[t] }) { // "[Solicitud] ¿Va a llover ese día?"
			return "", false
		}
		return req, true
	}
	return "", false
}

// statesCase is a Korean or Japanese statement of what is the case: a subject particle
// and a predicate after it, a predicate's ending, or a measured value.
var statesCase = rx.MustCompile(`\p{Hangul}(?:이|가)\s+\S|(?:함|음|됨|임|대|다|요|네)\s*$|\pN+\s*(?:도|개|%|원|명)(?:\s|$)|\p{Han}が\S|(?:た|だ|い|です|ます|ている)\s*$|\pN+\s*(?:度|個|%|円|人)(?:\s|$)`)

var (
	// situationLabels open a text with the situation it is asked in.
	situationLabels = []string{"situation", "situación", "context", "contexto", "kontext", "background", "hintergrund", "antecedentes",
		"상황", "배경", "맥락", "状況", "背景"}
	// wantedWords say that something is wanted: "Gesucht ist die Dichte", "me interesa …".
	wantedWords = []string{"gesucht", "brauche", "benötig", "interesa", "necesit", "need", "want", "wanted", "looking for",
		"필요", "궁금", "원해", "必要", "知りたい", "欲しい",
		// what it is about, or what is to be done: "Es geht um die Dividende", "Das Konto soll
		// gesperrt werden", "hay que …"
		"geht um", "geht es um", "about", "se trata", "regarding", " soll ", " sollte ", " muss ", " should ", " must ",
		"hay que", " debe ", "해야", "べき", "싶", "관련", "interessiert", "wichtig", "thema", "topic", "tema",
		// an act under way or forgotten: "Das Konto wird gesperrt", "forgot password"
		" wird ", " werden ", " being ", "forgot", "vergessen", "olvid", "되고 있", "されて", "booking", "buchung", "reserv", "예약", "予約"}
	// activityWords name what the asker is doing or preparing, which a situation may tell
	// without asking anything: a review, a meeting, a report, a presentation.
	activityWords = []string{"review", "평가", "리뷰", "회의", "미팅", "발표", "보고", "준비", "분석", "점검", "감사", "audit", "세미나", "seminar", "セミナー", "학회", "学会", "workshop", "워크숍",
		"meeting", "treffen", "begutachtung", "konzert", "besprechung", "präsentation", "bericht", "analyse", "prüfung",
		"レビュー", "会議", "発表", "分析", "決算", "打ち合わせ", "監査", "準備", "evaluación", "revisión", "reunión",
		"presentación", "informe", "auditoría", "análisis", "presentation", "report", "planning", "planung", "planificación",
		"onboarding", "reproduzierbarkeit"}
)

// withoutClosingAside returns a text without the parenthesis that closes it when the
// parenthesis names no act and something comes before it: "시스템 요청 - 일정 생성 (금요일
// 오후 3시 팀 회의)" asks what "일정 생성" does, the parenthesis gives its details; "Show
// my events (and delete the old ones)" keeps its act.
func (l *Lexicon) withoutClosingAside(raw string) string {
	body := strings.TrimRightFunc(raw, unicode.IsSpace)
	if !strings.HasSuffix(body, ")") && !strings.HasSuffix(body, "）") {
		return raw
	}
	open := max(strings.LastIndex(body, "("), strings.LastIndex(body, "（"))
	if open <= 0 || strings.TrimFunc(body[:open], notLetter) == "" {
		return raw
	}
	aside := body[open:]
	// Details are a time, a date, a number or a value: "(금요일 오후 3시 팀 회의)", "(user 42
	// 부서를 Sales로)"; "(비밀번호 포함)" or "(권한 회수)" may be what is asked.
	if !strings.ContainsFunc(aside, unicode.IsDigit) || ticketRef.MatchString(strings.ToLower(aside)) || // "（チケット55）" names what is acted on
		len(l.AnalyzeText(aside, text.Tokens(aside), text.Norm(aside)).Ops) > 0 {
		return raw
	}
	return body[:open]
}

// WithoutClosingRemark returns a request without the remark that follows its ask, when
// the ask comes first and names a thing of its own and the remark asks nothing and is
// about another thing (not the ask's, no scope that narrows it): one
// opened by a word of digression ("서울 날씨 알려줘. 참고로 어제 회의는 취소됐어", "… By the
// way, AAPL crashed today.", "…。ちなみに昨日の会議はキャンセルになった。", "…, btw 오늘 날씨
// 미쳤다"), or a last Korean or Japanese sentence that only gives a reason ("오늘 서울 날씨
// 어때? 점심 약속이 있어서", "…。明日は出張なので"). A remark that asks is a request of its
// own, and stays.
func (l *Lexicon) WithoutClosingRemark(raw string) string {
	cut, body, reason, past, story := -1, 0, false, false, false // where the remark starts, what it says after its word, whether it only gives a reason, tells the past or a story
	if loc := closingRemark.FindStringSubmatchIndex(raw); loc != nil {
		cut, body = loc[2], loc[3] // the punctuation before the word stays
	} else if sentences := splitSentences(raw); len(sentences) > 1 {
		last := sentences[len(sentences)-1]
		// A reason that accepts an answer says what is asked: "ヘルプ記事でいいので".
		if closingReason.MatchString(strings.TrimRightFunc(last, notLetter)) && !holdsAny(last, answerAccepted) {
			cut, body, reason = len(raw)-len(last), len(raw)-len(last), true
		} else if pastRemark.MatchString(strings.ToLower(last)) && !l.sentenceAsks(last) {
			cut, body, past = len(raw)-len(last), len(raw)-len(last), true
		} else if tellsStory(last) && !l.sentenceAsks(last) {
			cut, body = len(raw)-len(last), len(raw)-len(last)
		} else if considered.MatchString(strings.ToLower(strings.TrimSpace(last))) && strings.ContainsAny(raw[:len(raw)-len(last)], "?？") {
			// What the asker weighs after a question is why it asks: "Will it rain in
			// Seattle tomorrow? I might need to reschedule the picnic".
			cut, body, story = len(raw)-len(last), len(raw)-len(last), true
		} else if situationTold.MatchString(strings.ToLower(strings.TrimSpace(last))) && asksFirst(raw[:len(raw)-len(last)]) && l.actsOnNothing(last) {
			// What the asker must do or is about to do after a question is why it asks:
			// "Quel temps fera-t-il demain à Nantes ? J'ai un déplacement chez un
			// fournisseur", "Como está o tempo em Lisboa? Vou sair para uma reunião",
			// "… citato il mio paper? Devo aggiornare il CV".
			cut, body, story = len(raw)-len(last), len(raw)-len(last), true
		}
	} else if at := strings.LastIndex(raw, " — "); at > 0 && tellsStory(raw[at+len(" — "):]) && !l.sentenceAsks(raw[at+len(" — "):]) {
		cut, body = at, at+len(" — ") // "Check stock for AB-203 — the sales rep promised a delivery"
	} else if at := max(strings.LastIndex(raw, ", "), strings.LastIndex(raw, "; "), strings.LastIndex(raw, " – ")); at > 0 && storyClause(raw[at+2:]) && !l.sentenceAsks(raw[at+2:]) {
		cut, body, story = at, at+2, true // "stock level for KB-550 pls, marketing is about to run a promo on it"
	} else if at := max(strings.LastIndex(raw, ", "), strings.LastIndex(raw, " – ")); at > 0 && pleaEnded.MatchString(strings.ToLower(raw[:at])) {
		// What the asker has on, told after a plea: "Prévisions météo pour Nantes demain
		// svp, j'ai un billet pour un concert", "… bitte – wir wollen zum Konzert".
		told := strings.TrimLeft(raw[at+1:], "– ")
		if situationTold.MatchString(strings.ToLower(told)) && l.actsOnNothing(told) && !l.sentenceAsks(told) {
			cut, body, story = at, len(raw)-len(told), true
		}
	}
	if cut <= 0 {
		return raw
	}
	ask, remark := strings.TrimRightFunc(raw[:cut], unicode.IsSpace), strings.TrimLeftFunc(raw[body:], notLetter)
	if rejects(ask) {
		return raw // no ask before it: "Not a calendar event, please — I just want a phone alarm"
	}
	if past {
		// A past told after an ask that names its own time is no time of the ask: "Will it
		// rain in Bilbao tomorrow? It was sunny all week", "Wetter jetzt in München?
		// Gestern war es neblig".
		askTerms := l.AnalyzeText(ask, text.Tokens(ask), text.Norm(ask)).Terms
		if l.asksAtItsEnd(ask) && !slices.Contains(askTerms, "past") && slices.ContainsFunc(askTerms, IsTimeWord) {
			return ask
		}
		return raw
	}
	remarkTerms := l.AnalyzeText(remark, text.Tokens(remark), text.Norm(remark)).Terms
	if reason && slices.ContainsFunc(remarkTerms, IsTimeWord) {
		return raw // a reason's time is the ask's: "도쿄 날씨 알려줘. 내일 비행기 타니까요" asks tomorrow's weather
	}
	askTerms := l.AnalyzeText(ask, text.Tokens(ask), text.Norm(ask)).Terms
	if !l.asksAtItsEnd(ask) && !(story && (asksUnmarked(ask) || pleaEnded.MatchString(strings.ToLower(ask)))) || l.asksAtItsEnd(remark) || !slices.ContainsFunc(askTerms, l.NamesThing) {
		return raw
	}
	// A story's acts are no part of the ask either, when it names no time the ask may be
	// of: "find the user account for Carlos Mendes; he called about a double charge".
	// A story's "now" is the story's: "…, customer got a refund and now wants to reorder it".
	// What the ask is for may name what it asks of the thing: "Dame el precio de AAPL, es
	// para ver su rentabilidad por dividendo" asks a dividend yield.
	if story && purposeTold.MatchString(strings.ToLower(remark)) && slices.ContainsFunc(remarkTerms, IsAttribute) {
		return raw
	}
	if story && (!slices.ContainsFunc(remarkTerms, func(t string) bool { return IsTimeWord(t) && t != "now" }) || l.asksAtItsEnd(ask) && slices.ContainsFunc(askTerms, IsTimeWord)) {
		return ask // a question that names its own time keeps it: "… en ce moment ? Je dois choisir … ce matin"
	}
	// A remark about the ask's own thing, or about no thing at all, qualifies the ask: its
	// time, span or subject ("서울 날씨 알려줘. 참고로 내일 거", "날씨 알려줘. 내일 부산 가니까",
	// "価格を教えて。ちなみにビットコインです").
	own := slices.DeleteFunc(slices.Clone(remarkTerms), func(t string) bool {
		return !(l.NamesThing(t) || t == "schedule") || IsTimeWord(t) // a schedule is a thing and an act
	})
	if len(own) == 0 && !slices.ContainsFunc(strings.Fields(remark), func(w string) bool {
		w = strings.TrimFunc(w, notLetter)
		return isASCIILetters(w) && l.tickerLike(w) && !acronyms[w] || strings.ContainsFunc(w, unicode.IsDigit) && strings.Contains(w, "-")
	}) || slices.ContainsFunc(own, func(t string) bool { return slices.Contains(askTerms, t) || IsScope(t) }) {
		return raw // no thing of its own: no term, ticker or code ("TSLA 요즘 난리네" names one)
	}
	return ask
}

// asksUnmarked reports whether an English clause asks without a question mark or an
// imperative: a question's word or a need leads it ("do we have SKU-7781 in stock", "How
// many units of the CX-9 router are available right now", "Need the current count of
// SKU-2215").
func asksUnmarked(s string) bool {
	tokens := text.Tokens(s)
	return len(tokens) > 2 && unmarkedAsks[tokens[0]]
}

// unmarkedAsks lead a clause that asks with no question mark.
var unmarkedAsks = set("how", "what", "whats", "which", "where", "when", "who", "do", "does", "is", "are", "can", "could", "need", "needs")

// tellsStory reports whether a Latin-script sentence after an ask tells a story: it
// starts with a subject or a story's opening ("The sales rep promised a delivery", "Not
// placing an order, just curious after the sales spike", "I promised a replacement …"),
// asks nothing and corrects nothing ("I mean the air quality", "only …").
func tellsStory(s string) bool {
	if isSpaceless(s) || strings.ContainsAny(s, "?？¿") {
		return false
	}
	tokens := text.Tokens(s)
	return len(tokens) > 2 && (subjectStarts[tokens[0]] && !pointsBack[tokens[0]] && !storyNotSubject[tokens[1]] || storyOpenings.MatchString(strings.ToLower(strings.TrimSpace(s))) ||
		storyClause(s))
}

var (
	// pointsBack are the subjects that point back to the ask: "— es el usuario dmoreno",
	// "— it's urgent", "— this is for user 5".
	pointsBack = set("es", "it", "this", "that")
	// storyNotSubject are words after a determiner that make it no subject: "that one",
	// "the same", "es ist dringend" is a remark on the ask itself.
	storyNotSubject = set("one", "ones", "same", "other", "rest", "first", "last", "new", "old", "is", "ist", "es", "s")
	storyOpenings   = rx.MustCompile(`^(?:not (?:placing|ordering|buying|changing|updating)|just (?:curious|checking|wondering)|i (?:promised|told|was|had|got|just|already|think|guess)\b|i'?m (?:about to|going to|trying to|setting up|writing|preparing)\b|(?:running|setting up|writing|preparing|getting ready)\b|(?:an?|the|our|my) \w+ (?:wants|needs|asked|is asking|says|said)\b|we (?:promised|told|were|had|got|just|already|have|need|are|re)\b|we're|we've|a customer|customer|our customer|the customer)\b`)
)

// actsOnNothing reports whether a sentence names no operation, or operations only on
// nothing the vocabulary knows ("Devo aggiornare il CV", not "Je dois aussi réserver une
// réunion", which asks one of its own).
func (l *Lexicon) actsOnNothing(s string) bool {
	m := l.AnalyzeText(s, text.Tokens(s), text.Norm(s))
	return len(m.Ops) == 0 || !slices.ContainsFunc(m.Terms, func(t string) bool { return !slices.Contains(m.Ops, t) })
}

// considered opens a sentence that weighs what the asker may do.
var considered = rx.MustCompile(`^(?:i\s+(?:might|may|could|would)\s+(?:need|have|want)\s+to|(?:i'?m\s+|i am\s+)?(?:deciding whether|deciding if|thinking about|thinking of|wondering whether|wondering if|trying to decide|considering)\b)`)

// situationTold opens a French, German, Portuguese, Spanish or Italian sentence in which
// the asker tells what they must do, are about to do or have on: "Je dois choisir …",
// "J'ai un déplacement …", "On organise …", "Wir wollen zum …", "Vou sair …", "Temos a
// visita …", "Tengo una reunión …", "Devo decidere …", or what a client or a manager
// asked ("Un client me la demande"). Such a sentence acts on nothing the vocabulary
// knows (actsOnNothing): "Je dois aussi réserver une réunion" asks one of its own.
var situationTold = rx.MustCompile(`^(?:je\s+(?:dois|vais|pars|sors|prends|suis|serai)|wir\s+(?:wollen|gehen|fahren|müssen|haben|sind)|ich\s+(?:will|gehe|fahre|muss|habe|bin)|j['’](?:ai|avais)|on\s+(?:organise|a|part|va|doit)|nous\s+(?:organisons|avons|partons|allons|devons)|c['’]est\s+pour|` +
	`vou|vamos|tenho|temos|tô|estou|estamos|é\s+pra|é\s+para|tengo|tenemos|voy|estoy|es\s+para|` +
	`devo|dobbiamo|ho|abbiamo|sto|stiamo|vado|andiamo|è\s+per|serve\s+per|mi\s+serve\s+per|` +
	`(?:un|une|le|la|mon|ma|notre|o|a|um|uma|meu|minha|nosso|nossa|il|il\s+mio|la\s+mia|il\s+nostro|la\s+nostra)\s+(?:client|cliente|chef|cheffe|chefe|manager|gerente|collègue|colega|capo|collega|responsabile|prof))(?:\s|$)`)

// asksFirst reports whether what comes before a closing sentence asked: a question, or
// a request closed by a plea ("Wettervorhersage für München am Wochenende bitte.").
func asksFirst(s string) bool {
	return strings.ContainsAny(s, "?？") || pleaEnded.MatchString(strings.ToLower(strings.TrimRightFunc(s, func(r rune) bool { return unicode.IsSpace(r) || r == '.' || r == '!' })))
}

// pleaEnded is a request that ends with its plea.
var pleaEnded = rx.MustCompile(`(?:^|\s)(?:please|pls|plz|bitte|svp|s'il (?:te|vous) plaît|por favor|porfa|pfv|per favore|per piacere)$`)

// storyClause reports whether an English clause after a comma tells what someone did,
// said or needs: a subject of the story ("customer moved last week", "she's been double
// charged", "the supplier delivered early", "manager asked") and its verb; or, in
// French, Portuguese, Spanish or Italian, what the ask is for (purposeTold).
func storyClause(s string) bool {
	s = strings.TrimLeft(s, "–- ")
	if isSpaceless(s) || strings.ContainsAny(s, "?？¿") {
		return false
	}
	if purposeTold.MatchString(strings.ToLower(s)) {
		return true
	}
	tokens := text.Tokens(s)
	if len(tokens) < 2 || !storySubjects[tokens[0]] || holdsAny(strings.ToLower(s), askAdded) {
		return false
	}
	for _, t := range tokens[1:min(len(tokens), 7)] {
		if storyVerbs[t] {
			return true
		}
	}
	return false
}

// purposeTold says in French, Portuguese, Spanish or Italian what an ask is for: "c'est
// pour le projet batteries", "é pra apresentação", "es para un informe", "è per la tesi".
var purposeTold = rx.MustCompile(`^(?:c['’]est pour|é pra|é para|es para|è per|serve per)\s`)

var (
	// storySubjects are who a story after an ask is about.
	storySubjects = set("the", "a", "my", "our", "his", "her", "their", "he", "she", "they", "we", "i", "customer", "user", "manager", "boss", "marketing", "finance", "support", "maintenance",
		"warehouse", "sales", "legal", "hr", "compliance", "someone", "client", "vendor", "supplier", "helpdesk", "accounting", "ops")
	// askAdded adds to the ask, no story: "I'm going to need the P/E ratio as well".
	askAdded = []string{"as well", "also", " too", "need the", "need its", "need their", "want the", "i'd like", "i would like", "plus"}
	// storyVerbs are the verbs such a story tells with.
	storyVerbs = set("is", "are", "was", "were", "says", "said", "asked", "asks", "wants", "needs", "called", "reported", "moved", "got", "has", "have",
		"had", "took", "delivered", "arrived", "came", "broke", "promised", "keeps", "s", "re", "ve", "m", "been", "complained", "left", "signed", "just", "already", "wrote", "emailed")
)

// closingRemark is a word of digression after a clause or sentence: "By the way", "btw",
// "FYI", "übrigens", "por cierto", "참고로", "그건 그렇고", "그나저나", "아 그리고", "ちなみに",
// "ところで" (which need no space after them). Its first group is the word.
var closingRemark = rx.MustCompile(`(?:[.!?。！？,，、]\s*|\s)((?i:by the way|btw|fyi|übrigens|nebenbei bemerkt|por cierto|a propósito)(?:[\s,，:]|$)|(?:참고로|그건 그렇고|그나저나|아 그리고|암튼)(?:[\s,，:]|$)|ちなみに|ところで|そういえば)`)

// pastRemark tells what the weather or a day was like: "It was sunny all week", "Gestern
// war es neblig", "Ayer estuvo nublado".
var pastRemark = rx.MustCompile(`^\s*(?:it|yesterday|last week)\b.*\bwas\b|^\s*(?:gestern|letzte woche|vorgestern)\b.*\b(?:war|hat)\b|^\s*(?:ayer|anteayer|la semana pasada)\b.*\b(?:estuvo|hizo|fue|llovió|nevó)\b`)

// answerAccepted says which answer will do: "ヘルプ記事でいい", "도움말이면 돼서".
var answerAccepted = []string{"でいい", "で大丈夫", "でかまわ", "で構わ", "でok", "でOK", "면 돼", "면 되", "도 돼", "도 되", "로 충분"}

// closingReason is the end of a Korean or Japanese sentence that gives a reason or a
// purpose and asks nothing: "점심 약속이 있어서", "트렌드 보려고", "배 타야 하거든요", "出張なので".
var closingReason = rx.MustCompile(`(?:\p{Hangul}(?:서|려고|거든|니까|라서)(?:요)?|(?:ので|から|ため))$`)

// ToldDoneByAsker reports whether a request only tells what the asker has already done
// themselves, with at most a word of thanks: "재고 수량은 어제 제가 직접 수정해 두었습니다",
// "ticket은 이미 제가 open 해 놨어요, 신경 쓰지 마세요", "Den Termin habe ich schon selbst
// eingetragen, danke", "I already added the event myself"; or only thanks for what was
// done ("¡Gracias por mirar el tiempo antes!"). It asks nothing.
func (l *Lexicon) ToldDoneByAsker(raw string) bool {
	split := func() []string {
		return strings.FieldsFunc(raw, func(r rune) bool { return strings.ContainsRune(".!;:,。！，、：—–", r) })
	}
	if lower := strings.ToLower(raw); holdsAny(lower, thanksMarks) && thanksFor.MatchString(lower) {
		// Thanks for what was done, and nothing asked: "¡Gracias por mirar el tiempo antes,
		// me ayudó muchísimo!", "さっきは天気を調べてくれてありがとう".
		return !strings.ContainsAny(raw, "?？") && !slices.ContainsFunc(split(), func(p string) bool {
			p = strings.TrimSpace(p)
			return p != "" && !thanksFor.MatchString(strings.ToLower(p)) && l.asksAtItsEnd(p)
		})
	} else if !holdsAny(lower, selfDoneMarks) || !selfDone.MatchString(lower) {
		return false
	}
	parts := split()
	told := false
	for _, p := range parts {
		p = strings.TrimSpace(p)
		switch lower := strings.ToLower(p); {
		case p == "" || thanks.MatchString(lower):
		case strings.ContainsAny(p, "?？") || l.asksAtItsEnd(p):
			return false
		case selfDone.MatchString(lower) && (!isSpaceless(p) || pastEnding.MatchString(p) || doneAndLeft.MatchString(p)):
			told = true
		default:
			return false
		}
	}
	return told
}

// selfDone says the asker did an act already or themselves: "제가 이미", "직접", "I
// already", "myself", "habe ich schon", "selbst", "ya lo he", "自分で", "もう".
var selfDone = rx.MustCompile(`(?:제가|내가|저희가|직접|이미|벌써)|\bi(?:'ve| have)? already\b|\bmyself\b|\b(?:habe|hab) ich (?:\S+ ){0,4}(?:schon|bereits|selbst)\b|\bich habe (?:\S+ ){0,4}(?:schon|bereits|selbst)\b|\bya (?:lo |la |los |las )?(?:he|hice|hemos)\b|\byo mism[oa]\b|自分で|もう|既に|すでに`)

// selfDoneMarks are the words selfDone needs, found before it is tried.
var selfDoneMarks = []string{"제가", "내가", "저희가", "직접", "이미", "벌써", "already", "myself", "schon", "bereits", "selbst", "ya ", "mism", "自分で", "もう", "既に", "すでに"}

// doneAndLeft closes a Korean sentence with an act done and left so: "넣어 놨어요",
// "올려 뒀어요", "수정해 두었습니다".
var doneAndLeft = rx.MustCompile(`(?:놨|뒀|두었|놓았)(?:어|어요|습니다|다)?$`)

// thanksMarks are the words thanksFor needs, found before it is tried.
var thanksMarks = []string{"thank", "thx", "gracias", "danke", "dank", "ありがと", "고마", "감사"}

// thanksFor thanks someone for what they did: "thanks for checking …", "gracias por …",
// "danke, dass du …", "調べてくれてありがとう", "확인해 줘서 고마워".
var thanksFor = rx.MustCompile(`^\s*¡?\s*(?:thanks|thank you|thx|gracias|muchas gracias|danke|vielen dank)\s*,?\s*(?:so much\s+|a lot\s+)?(?:for|por|dass|für)\b|` +
	`(?:てくれて|てもらって|てくださって|ていただいて)(?:本当に|ほんとに)?ありがと|(?:줘서|주셔서|줬어서)\s*(?:정말\s*|진짜\s*)?(?:고마|감사)`)

// thanks is a word of thanks or of leaving it be: "danke", "고마워요", "신경 쓰지 마세요".
var thanks = rx.MustCompile(`^(?:thanks?|thank you|danke(?: schön)?|gracias|merci|고마워요?|감사합니다|감사해요|ありがとう(?:ございます)?|신경 쓰지 마세요|신경 안 써도 돼요|no need to do anything|nichts weiter zu tun)$`)

// Asks reports whether a sentence or clause asks for something: a question mark, a plea
// or wish, a leading imperative, or a Korean or Japanese imperative or て closing it.
func (l *Lexicon) Asks(s string) bool { return l.asksAtItsEnd(s) }

// asksAtItsEnd reports whether a sentence asks (sentenceAsks: a question mark, a plea
// such as 줘 or 주세요, an imperative ending) or ends with the Japanese て of a request.
func (l *Lexicon) asksAtItsEnd(s string) bool {
	return l.sentenceAsks(s) || strings.HasSuffix(strings.TrimRightFunc(s, notLetter), "て")
}

// toldDone reports whether a Korean or Japanese sentence tells what was done, its verb
// in the past and no question asked: "주가는 이미 확인했어.", "株価はもう確認しました。".
func toldDone(s string) bool {
	return !strings.ContainsAny(s, "?？") && pastEnding.MatchString(strings.TrimRightFunc(s, notLetter))
}

// putAside is a clause that puts what it names aside: "Weather aside", "Leaving the weather
// out of it", "Setting the weather aside", "Dejando aparte el tiempo", "Abgesehen vom Wetter".
// DismissesTopic reports whether a request puts a topic aside before what it asks
// ("Setting aside the inventory, what is 3,450 divided by 15?", "論文の話はやめて、…",
// "캘린더는 잠깐 놔두고, …"), or frames its request after a sentence on the topic before
// ("前の話は論文検索。今の依頼：…"): the topic's words lend the request nothing.
func DismissesTopic(raw string) bool {
	if req, ok := framedRequest(raw); ok && req != strings.TrimSpace(raw) {
		return true
	}
	clauses := splitClauses(raw)
	for i, c := range clauses {
		if i < len(clauses)-1 && dismisses(c) || i > 0 && dismissesAfter(c) {
			return true
		}
	}
	return false
}

// dismisses reports whether a clause puts its topic aside: "Setting aside the
// inventory,", "論文の話はやめて、", "캘린더는 잠깐 놔두고,".
func dismisses(clause string) bool {
	c := strings.TrimRightFunc(clause, notLetter)
	return putAside.MatchString(strings.ToLower(strings.TrimSpace(c))) || slices.ContainsFunc(topicDismissals, func(n string) bool { return strings.HasSuffix(c, n) })
}

// dismissesAfter reports whether a sentence after the request puts a topic aside: it
// opens with "forget" or "apart from", or closes with "is done", "는 됐어", "はもういい"
// ("… Forget the band gap search for now.", "Die Terminliste ist erledigt.", "予報はもう
// いい。", "User lookup은 잊어.", "Quite apart from the band gap stuff.").
func dismissesAfter(clause string) bool {
	words := clauseWords(clause)
	if len(words) == 0 || len(words) > 8 {
		return false
	}
	c := strings.TrimRightFunc(clause, notLetter)
	return len(words) > 1 && forgetImperatives[words[0]] && words[1] != "not" && words[1] != "nicht" || dismisses(c) ||
		closingDismissal.MatchString(strings.ToLower(strings.TrimSpace(c)))
}

// closingDismissal is a sentence after the request that puts a topic aside.
var closingDismissal = rx.MustCompile(`^(?:quite\s+)?apart\s+from\s|^(?:ganz\s+)?abgesehen\s+von\s|^(?:never\s+mind|no\s+importa)\s|` +
	`\s(?:ist\s+erledigt|is\s+done|ya\s+está)$|(?:는|은)\s*(?:됐어|됐어요|됐고)$|잊어(?:줘|요)?$|はもういい(?:よ|です)?$|は忘れて(?:いい)?$`)

// topicDismissals close a Korean or Japanese clause that puts its topic aside.
var topicDismissals = []string{"놔두고", "제쳐두고", "얘기는 그만하고", "の話はやめて", "の話はもういい"}

var putAside = rx.MustCompile(`^(?:\p{L}+(?:\s+\p{L}+)?\s+aside|(?:leaving|setting|putting)\s+(?:.+\s+(?:aside|out of it)|aside\s+.+)|` +
	`dejando\s+(?:aparte|de lado)\s+.+|deja\s+(?:el|la|los|las|lo)\s+.+\s+de lado|lo\s+del?\s+.+\s+ya está|` +
	`lass(?:\s+mal)?\s+(?:die|den|das)\s+\p{L}+|(?:abgesehen|mal abgesehen)\s+(?:vom|von|von der|von den)\s+.+)$`)

// again asks for what was done once more.
var again = []string{"다시", "한번 더", "한 번 더", "もう一度", "もう一回", "again"}

// doneAlready is a Korean or Japanese clause that tells what is already done and goes
// on to another: "날씨는 이미 봤고", "재고는 아까 확인했는데", "株価はもう見たので".
var doneAlready = rx.MustCompile(`(?:이미|벌써|아까)\s.*[었았였했됐났봤왔줬웠졌](?:고|는데)$|(?:もう|既に|すでに|さっき).*(?:た|済み)(?:ので|けど|から)$`)

// pastEnding closes a Korean or Japanese sentence in the past tense.
var pastEnding = rx.MustCompile(`(?:[었았였했됐났봤왔줬웠졌](?:어|어요|습니다|다)|(?:した|しました|ました|った|んだ|いた|えた|きた|済み|済みです|でした))$`)

// askAfterBackground returns the ask a one-sentence Korean or Japanese request makes
// after a clause that sets its background, or "": "비가 와서 우울한데, 다음 주 금요일 일정
// 목록을 보여줘", "배터리 소재 연구 중인데 …", "株価を見ていたら、来週の予定を見せて". The
// background names no act of its own but a read, and the ask after it asks.
func (l *Lexicon) askAfterBackground(raw string) string {
	if !isSpaceless(raw) {
		return ""
	}
	// An intention or a plea ("주문하려는데", "確認したいので", "調べてほしいんですけど") is
	// what the ask serves, no background.
	loc := slices.DeleteFunc(background.FindAllStringIndex(raw, -1), func(at []int) bool {
		before := raw[:at[0]]
		for _, copula := range []string{"です", "だ", "ん"} {
			before = strings.TrimSuffix(before, copula)
		}
		return strings.HasPrefix(raw[at[0]:], "려") || strings.HasSuffix(before, "たい") || strings.HasSuffix(before, "ほしい")
	})
	if len(loc) == 0 {
		return ""
	}
	before, ask := raw[:loc[len(loc)-1][1]], raw[loc[len(loc)-1][1]:]
	ops := l.AnalyzeText(before, text.Tokens(before), text.Norm(before)).Ops
	writes, isOwed := slices.ContainsFunc(ops, func(op string) bool { return l.Family(op) != ReadFamily }), owed(before)
	// An act owed, then asked of the router by a plea that names nothing else, is the
	// request: "일정 캘린더에 넣어야 하는데 해줄 수 있어?", "재고를 3개 줄여야 하는데 처리
	// 가능할까요?" (not "이메일이 kim@example.com이어야 하는데 맞나요?", which checks).
	if isOwed && writes && holdsAny(ask, owedPleas) && l.namesNothing(ask) {
		return ""
	}
	if !isOwed && writes || l.sentenceAsks(before) || !l.asksAtItsEnd(ask) {
		return ""
	}
	return ask
}

// owedPleas ask someone to do a thing: "해줄 수 있어?", "부탁드려도 될까요?", "처리 가능할까요?".
var owedPleas = []string{"해줘", "해 줘", "해주", "해 주", "해줄", "해 줄", "부탁", "가능", "처리", "お願い", "してもらえ", "していただけ"}

// owed reports whether a Korean or Japanese clause or sentence tells what the asker has to
// do, no act asked of the router: "고객에게 답변을 보내야 해.", "…보내야 하는데",
// "返信しなければならないので".
func owed(s string) bool {
	return !strings.ContainsAny(s, "?？") && obligation.MatchString(strings.TrimRightFunc(s, notLetter))
}

// obligation closes a Korean or Japanese clause of what one has to do.
var obligation = rx.MustCompile(`\p{Hangul}야\s*(?:해|해요|합니다|한다|돼|돼요|됩니다|하는데|되는데|해서|돼서|하거든|하거든요)$|(?:なければならない|なければいけない|なきゃいけない|ないといけない|なくてはならない)(?:ので|けど|です)?$`)

// background ends a Korean or Japanese clause that tells the circumstances a request is
// made in: "…한데,", "…중인데 ", "…하다가 ", "…けど、", "…ので、", "…ていたら、".
var background = rx.MustCompile(`\p{Hangul}(?:는데|인데|은데|한데|던데|하다가|보다가)[,，]?\s+|(?:けど|けれど|ので|ていたら|てたら|ている中で)[、,]\s*`)

// ChangesSubject reports whether a request's ask follows a word that changes the subject
// ("Unrelated:", "übrigens", "Jetzt:"): what comes before it is no part of the ask.
func ChangesSubject(raw string) bool { return afterSubjectChange(raw) != "" }

// afterSubjectChange returns the text after the last word that changes the subject, or "".
func afterSubjectChange(raw string) string {
	lower := strings.ToLower(raw)
	for _, m := range subjectChanges {
		// Offsets found in the lowered text hold in raw only when lowering kept its length.
		if i := strings.LastIndex(lower, m); i > 0 && len(lower) == len(raw) && strings.TrimFunc(lower[i+len(m):], notLetter) != "" {
			return raw[i+len(m):]
		}
	}
	return ""
}

// subjectChanges start an ask about something else than what was said before them.
var subjectChanges = []string{"unrelated:", "unrelated,", "by the way", "btw", "übrigens", "ganz andere frage", "anderes thema",
	"por cierto", "cambiando de tema", "otra cosa:", "au fait", "à propos", "ところで", "話は変わる", "それはそうと", "근데 ", "그런데 ",
	"그건 그렇고", "다른 얘기", "별개로 ", "とは別に", "unabhängig davon", "aparte de eso", "separately,",
	". jetzt:", ". now:", ". ahora:"} // a sentence that opens the ask: "Ich habe den Kurs geprüft. Jetzt: …"

// WishedDone reports whether an English request wishes something done, its participle
// closing it: "I want the old help article deleted", "we need SKU-9 restocked", "I'd like
// the account for user 4033 deleted", "please have user 4033 deleted", "get SKU-4300
// removed" (not "I have already deleted it").
func WishedDone(raw string) bool {
	return wishesDone(strings.Fields(strings.ToLower(strings.TrimRightFunc(raw, notLetter))))
}

// wishesDone is WishedDone of a request's lower-case words.
func wishesDone(words []string) bool {
	at := wishedParticiple(words)
	if at < 2 {
		return false
	}
	for i, w := range words[1:at] {
		if words[i+2] == "to" {
			continue // "I'd like to know what I have scheduled": a wish to do, not one done
		}
		switch {
		case (words[i] == "i" || words[i] == "we") && (w == "want" || w == "need"),
			(words[i] == "i'd" || words[i] == "we'd" || words[i] == "would" || words[i] == "d" && i > 0 && (words[i-1] == "i" || words[i-1] == "we")) && w == "like":
			return true
		case causatives[words[i]] && causedThings[w] && (i == 0 || !subjectPronouns[words[i-1]]) &&
			!slices.ContainsFunc(words[i+1:at], func(w string) bool { return clauseVerbs[w] }):
			return true // "have the account … deleted", not "we have the … deleted" or "get the exchange where SAP is listed"
		}
	}
	return false
}

// clauseVerbs start or make a clause of their own inside a causative's object.
var clauseVerbs = set("is", "are", "was", "were", "be", "been", "where", "which", "who", "that")

// wishedDone reports whether words wish something done by the participle t.
func wishedDone(words []string, t string) bool {
	at := wishedParticiple(words)
	return at >= 0 && words[at] == t && wishesDone(words)
}

// wishedParticiple returns where the participle that closes a wish stands in its words:
// the last word, or the last before a tail that only places or times the act ("I'd like
// SKU-4300 removed from the catalog", "… deleted by Friday"); -1 when none does.
func wishedParticiple(words []string) int {
	for i := len(words) - 1; i >= 0 && i >= len(words)-6; i-- {
		if len(words[i]) > 4 && strings.HasSuffix(words[i], "ed") && (i == len(words)-1 || wishTails[words[i+1]]) {
			return i
		}
	}
	return -1
}

// wishTails start what may follow a wished participle: a place, a time or a manner.
var wishTails = set("from", "out", "off", "in", "on", "to", "by", "until", "before", "after", "asap", "today", "tomorrow",
	"please", "pls", "entirely", "completely", "permanently", "right", "now")

// causatives have a thing done: "have user 4033 deleted", "get SKU-4300 removed".
var causatives = set("have", "having", "get", "getting")

// causedThings start what a causative has done: a determiner or a record's kind.
var causedThings = set("the", "my", "our", "this", "that", "these", "those", "his", "her", "their", "user", "sku", "account", "item", "product", "ticket", "event", "meeting")

// subjectPronouns make "have" a perfect tense: "we have the account deleted already".
var subjectPronouns = set("i", "we", "you", "they", "he", "she", "it", "who")

// Sentences cuts a text into its sentences, keeping their marks (see splitSentences).
func Sentences(raw string) []string { return splitSentences(raw) }

// cutToldStory splits a Latin-script sentence at its last semicolon when what comes
// before tells an act the asker did and asks nothing, and what follows asks without
// pointing back at it: "Vi la previsión del tiempo; ¿qué eventos tengo el sábado?", "I
// checked the stock of SKU-1; what's the weather in Vigo?". A statement of interest or
// of a plan ("Me interesa el proveedor del SKU A-3; búscalo …", "Tengo una boda el
// sábado; ¿va a llover ese día?") names what the ask is about, and stays.
func (l *Lexicon) cutToldStory(raw string) (before, after string, ok bool) {
	i := strings.LastIndex(raw, "; ")
	if i <= 0 || isSpaceless(raw) || strings.Contains(raw, "=") {
		return "", "", false
	}
	before, after = raw[:i+1], raw[i+2:]
	lb := strings.ToLower(before)
	if !toldByAsker.MatchString(lb) || l.sentenceAsks(before) || !l.sentenceAsks(after) || storyTime.MatchString(lb) ||
		slices.ContainsFunc(text.Tokens(after), func(t string) bool { return pointsBackWords[t] }) || cliticObject.MatchString(strings.ToLower(after)) {
		return "", "", false
	}
	return before, after, true
}

// cutStoryBeforeAsk splits a Latin-script sentence at its last semicolon, spaced dash or
// ", but" when what comes before asks nothing and what follows asks, names what it asks
// about by a name, a code or a number of its own, and points back at nothing: "The
// humidity is killing me; will it rain in Houston tomorrow?", "My flight got cancelled —
// is it snowing in Chicago right now?", "The analyst ratings are out, but just get me
// MSFT's price right now". The story's words are no ask. An ask that leans on the story
// ("Nvidia had earnings; what's its price now?") keeps it.
func (l *Lexicon) cutStoryBeforeAsk(raw string) (before, after string, ok bool) {
	if isSpaceless(raw) {
		return "", "", false
	}
	at, width := -1, 0
	for _, sep := range storySeparators {
		if i := strings.LastIndex(raw, sep); i > at {
			at, width = i, len(sep)
		}
	}
	if at <= 0 {
		return "", "", false
	}
	before, after = raw[:at], strings.TrimSpace(raw[at+width:])
	lb, la := strings.ToLower(before), strings.ToLower(after)
	story := strings.Fields(lb)
	if len(story) < 3 || storyQuestionLeads[story[0]] || storyTime.MatchString(lb) || l.sentenceAsks(before) || !l.sentenceAsks(after) ||
		!l.namesOwnName(after) || slices.ContainsFunc(text.Tokens(weatherIt.ReplaceAllString(la, " ")), func(t string) bool { return pointsBackWords[t] || storyPointers[t] || askNegations[t] }) ||
		cliticObject.MatchString(la) {
		return "", "", false
	}
	return before, after, true
}

// namesOwnName reports whether an ask names what it asks about by a code, a number, an
// address, a symbol in capitals ("MSFT") or a capitalized name the vocabulary does not
// know ("Houston"; not the German noun "Kurs").
func (l *Lexicon) namesOwnName(ask string) bool {
	words := strings.FieldsFunc(ask, func(r rune) bool {
		return !unicode.IsLetter(r) && !unicode.IsDigit(r) && r != '@' && r != '-' && r != '.'
	})
	for i, w := range words {
		r, _ := utf8.DecodeRuneInString(w)
		switch {
		case strings.ContainsFunc(w, unicode.IsDigit) || strings.Contains(w, "@"):
			return true
		case len(w) >= 2 && strings.ToUpper(w) == w && strings.ToLower(w) != w:
			return true // a symbol: "MSFT", "SKU"
		case i > 0 && unicode.IsUpper(r) && !nounDeterminers[strings.ToLower(words[i-1])] &&
			len(l.wordRefs(strings.ToLower(w))) == 0 && !text.IsStopword(strings.ToLower(w)):
			return true // a name, not a German noun after its article ("im Moment")
		}
	}
	return false
}

var (
	// storySeparators part a story from the ask after it.
	storySeparators = []string{"; ", " — ", " – ", ", but ", ", aber ", ", pero "}
	// storyQuestionLeads start a question, which is no story.
	storyQuestionLeads = set("which", "what", "how", "who", "when", "where", "why", "is", "are", "does", "do", "can", "welche", "welcher",
		"welches", "was", "wie", "wer", "wann", "wo", "qué", "que", "cuál", "cual", "cómo", "como", "quién", "cuándo", "dónde")
	// storyPointers point an ask back at the story: a person, a German or Spanish pointer.
	storyPointers = set("he", "she", "they", "him", "er", "seinem", "seinen", "seiner", "ihrem", "ihren", "ihrer", "deren",
		"dazu", "darüber", "davon", "damit", "dafür", "daran", "so", "así", "ello", "eso")
	// weatherIt is the "it" of the weather, which points at nothing: "will it rain".
	weatherIt = rx.MustCompile(`\b(?:is|will|does|did|was)\s+it\s+(?:be\s+)?(?:rain|snow|sunny|cold|hot|warm|wind|cloud|storm|freez|going to)`)
	// nounDeterminers come before a noun, which is then no name.
	nounDeterminers = set("der", "die", "das", "dem", "den", "des", "im", "am", "zum", "zur", "vom", "beim", "ein", "eine", "einen",
		"einem", "einer", "the", "a", "an", "el", "la", "los", "las", "del", "al", "un", "una")
	// askNegations in an ask say what not to do: the story may be what to do.
	askNegations = set("not", "don't", "dont", "no", "kein", "keine", "keinen", "nicht", "nada", "ningún", "ninguna")
)

// storyTime dates a story, which the ask after it may mean: "Revisé el stock ayer;
// ¿había stock …?".
var storyTime = rx.MustCompile(`\b(?:yesterday|last|ago|ayer|pasad[oa]|anoche|gestern|letzte[nrs]?|vorige[nrs]?)\b`)

var (
	// toldByAsker tells an act the asker did: "I checked", "I've looked", "vi", "revisé",
	// "acabo de", "ich habe … geprüft".
	toldByAsker = rx.MustCompile(`^(?:i|we)\s+(?:just\s+|already\s+)?(?:\p{L}+ed|saw|did|ran|made|found|got|read|'ve\s+\p{L}+)\b|` +
		`^(?:ya\s+)?(?:vi|abrí|hice|leí|pedí|recibí|acabo de|acabamos de|revisé|consulté|miré|busqué|comprobé|verifiqué|chequeé|` +
		`terminé|actualicé|cambié|creé|cerré|cancelé|borré|eliminé|envié|pregunté|llamé|hablé|reservé|compré)(?:\P{L}|$)|` +
		`^(?:ich|wir)\s+(?:habe|haben|hab)\b`)
	// pointsBackWords point an ask back at what was told before it.
	pointsBackWords = set("it", "its", "that", "there", "them", "their", "his", "her", "this", "ese", "esa", "eso", "ahí",
		"allí", "su", "sus", "es", "ihn", "ihm", "dort", "dessen", "sein", "seine", "ihr", "ihre", "dies", "das")
	// cliticObject is a Spanish imperative carrying its object: "búscalo", "ábrelo".
	cliticObject = rx.MustCompile(`\p{L}+(?:lo|la|los|las)(?:\P{L}|$)`)
)

// cutConsequence splits a sentence at its first connector of a consequence after a
// comma or semicolon (", so", ", also", ", así que", ", deshalb"), the connector
// staying with what follows.
func cutConsequence(raw string) (before, after string, ok bool) {
	lower := strings.ToLower(raw)
	best := -1
	for _, c := range consequences {
		for _, p := range []string{", ", "; "} {
			if i := strings.Index(lower, p+c+" "); i > 0 && (best < 0 || i < best) {
				best = i
			}
		}
	}
	if best < 0 {
		return "", "", false
	}
	return raw[:best], raw[best+2:], true
}

// cutKoreanBackground cuts a text after its first Korean clause of background: one that
// ends in a connective of circumstance, reason or purpose (는데, 은데, 인데, 한데, 그런데,
// 거든요, 해서요, 보려고요) and a comma.
func cutKoreanBackground(raw string) (before, after string, ok bool) {
	loc := koreanBackground.FindStringIndex(raw)
	if loc == nil {
		return "", "", false
	}
	return raw[:loc[1]], strings.TrimSpace(raw[loc[1]:]), true
}

// koreanAfterwards ends a Korean clause of what will be over first: "끝나고", "끝나면",
// "끝난 뒤에", "마치고".
var koreanAfterwards = rx.MustCompile(`(?:끝나고|끝나면|끝난 뒤에?|끝난 후에?|마치고|마치면|마친 뒤에?|마친 후에?)\s+`)

var koreanBackground = rx.MustCompile(`(?:\p{Hangul}(?:는데|은데|인데|한데|거든|서|려고)|(?:^|\s)그런데)(?:요)?\s*,`)

var consequences = []string{"so", "and so", "therefore", "also", "deshalb", "daher", "darum", "así que", "por eso", "por lo que"}

// unstated returns, of a request none of whose sentences asks, the sentences that do
// not state a fact, when others do: "Earnings just dropped. latest price for TSLA" asks
// for the price, "a customer is on the phone. show me the 재고 for SKU-9" for the stock.
// It returns raw when every sentence states or none does.
func (l *Lexicon) unstated(sentences []string, raw string) string {
	var b strings.Builder
	stated := 0
	for _, s := range sentences {
		if statesFact(s) {
			stated++
		} else {
			b.WriteString(s)
		}
	}
	if stated == 0 || stated == len(sentences) {
		return raw
	}
	return b.String()
}

// statesFact reports whether a Latin-script sentence states a fact: a subject leads it,
// or a finite verb of being, having or happening stands among its first four words
// ("Earnings just dropped.", "Order #88213 arrived damaged …", "Support needs to
// reproduce the bug.").
func statesFact(s string) bool {
	if isSpaceless(s) {
		return explains(s)
	}
	tokens := text.Tokens(s)
	if len(tokens) == 0 {
		return false
	}
	if startsWithSubject(s) || factSubjects[tokens[0]] {
		return true
	}
	if len(tokens) > 1 && (tokens[0] == "i" || tokens[0] == "we") && factAuxiliaries[tokens[1]] {
		return true // "I'm writing a grant proposal.", "We're moving offices."
	}
	for _, t := range tokens[1:min(len(tokens), 4)] {
		if finiteFacts[t] {
			return true
		}
	}
	return false
}

var (
	factSubjects    = set("a", "an", "i'm", "we're", "there", "i've", "we've")
	factAuxiliaries = set("m", "am", "ve", "re", "are", "was", "were", "had", "just")
	finiteFacts     = set("is", "are", "was", "were", "has", "had", "just", "arrived", "needs", "wants", "dropped",
		"crashed", "broke", "failed", "came", "went", "keeps", "stopped")
)

// explains reports whether a Korean or Japanese sentence ends as an explanation, a
// reason or how things came to be ("실적 발표 직후라 궁금해서.", "幹事やることになって").
func explains(s string) bool {
	end := strings.TrimRightFunc(s, func(r rune) bool { return !unicode.IsLetter(r) })
	return slices.ContainsFunc(explanatoryEnds, func(e string) bool { return strings.HasSuffix(end, e) }) ||
		slices.ContainsFunc(koreanReasonEnds, func(e string) bool { return strings.HasSuffix(end, e) })
}

var koreanReasonEnds = []string{"해서", "라서", "어서", "아서", "니까", "거든", "거든요", "길래", "는데", "은데",
	"건", "の件"} // a memo's matter: "거래처 납품 일정 확인 건."

// startsWithSubject reports whether a Latin-script sentence starts with a determiner or
// a personal pronoun, as a statement does and an imperative does not ("The reviewer
// wants me to discuss follow-up work.", "Mi jefe lo necesita.").
func startsWithSubject(s string) bool {
	tokens := text.Tokens(s)
	return len(tokens) > 0 && subjectStarts[tokens[0]]
}

// The first person is left out: "I need her manager's name" states what is asked.
var subjectStarts = set("the", "my", "our", "your", "his", "her", "their", "he", "she", "they", "it", "this",
	"that", "el", "la", "los", "las", "mi", "mis", "nuestro", "nuestra", "der", "die", "das", "mein", "meine",
	"unser", "unsere", "er", "sie", "es")

// questionsOnly reports whether every sentence of a text is a question: closing
// questions that name no operation read, whatever the statements before them did ("My
// uncle wouldn't stop bragging about his Apple shares. What's AAPL trading at right
// now?"); a sentence after them may be an imperative the vocabulary does not know ("Haz
// una predicción").
func questionsOnly(s string) bool {
	for _, q := range splitSentences(s) {
		if strings.TrimSpace(q) != "" && !strings.ContainsAny(q, "?？") {
			return false
		}
	}
	return true
}

// sentenceAsks reports whether a sentence asks for something (Asking).
func (l *Lexicon) sentenceAsks(s string) bool {
	if strings.ContainsAny(s, "?？") {
		return true
	}
	// A wish quoted as someone else's asks nothing of the assistant: "お客様から…注文したいと
	// 電話がありました".
	if saysAny(strings.ReplaceAll(s, "たいと", ""), pleaPhrases, pleaSubs) {
		return true
	}
	if isSpaceless(s) {
		end := strings.TrimRightFunc(s, func(r rune) bool { return !unicode.IsLetter(r) })
		if explains(s) || failureEnd.MatchString(end) {
			return false // "幹事やることになって": how things came to be, no request; "… 확인 건.": a memo's matter; "조회가 계속 실패해": a failure told
		}
		return slices.ContainsFunc(imperativeEnds, func(e string) bool { return strings.HasSuffix(end, e) })
	}
	if _, after, ok := strings.Cut(s, ": "); ok && subordinate(s) {
		s = after // a frame before a colon: "Bevor ich zurückrufe: Such mal …"
	}
	if hindiImperativeEnd.MatchString(strings.ToLower(s)) {
		return true // a Latin-script Hindi imperative ends its sentence: "ticket khol do"
	}
	tokens := text.Tokens(s)
	i := 0
	for i < len(tokens) && (leadPoliteness[tokens[i]] || sequenceLeads[tokens[i]]) {
		i++
	}
	if i >= len(tokens) {
		return false
	}
	m := l.AnalyzeText(s, tokens, text.Norm(s))
	return slices.Contains(m.OpTokens, tokens[i]) || slices.Contains(m.PhraseVerbs, tokens[i]) // "Such mal …"
}

// hindiImperativeEnd closes a sentence with a Latin-script Hindi imperative.
var hindiImperativeEnd = rx.MustCompile(`\b(?:kar|khol|bana|bata|dikha|bhej|daal|dal|hata|badal|likh)\s+(?:do|de|dijiye|dena)\s*(?:please|pls|plz)?\s*[.!]*\s*$|` +
	`\b(?:karo|kariye|kijiye|kholo|banao|batao|dikhao|bhejo|daalo|likho|hatao|badlo)\s*(?:please|pls|plz)?\s*[.!]*\s*$`)

// sequenceLeads may stand before the imperative of a later step: "Then create …".
var sequenceLeads = set("then", "also", "next", "after", "afterwards", "finally", "luego", "después", "despues",
	"so", "therefore", "deshalb", "daher", "darum", // a consequence drawn: "…, so open a support case"
	"también", "y", "dann", "danach", "auch", "und", "anschließend", "puis", "ensuite", "aussi", "et", "depois", "também", "e")

var (
	// pleaPhrases plead or state a wish, as whole words.
	pleaPhrases = []string{"please", "pls", "plz", "could you", "can you", "would you", "will you", "i need you",
		"i want you", "i want to", "i need to", "i'd like", "i would like", "let's",
		"por favor", "porfa", "podrías", "podrias", "puedes", "quiero", "necesito", "me gustaría", "me gustaria",
		"bitte", "kannst du", "könntest du", "könnten sie", "können sie", "würden sie", "würdest du", "ich möchte",
		"ich will", "ich brauche", "ich hätte gern",
		"s'il vous plaît", "s'il te plaît", "pouvez vous", "peux tu", "je voudrais", "je veux",
		"pode", "poderia", "quero", "preciso",
		"per favore", "per piacere", "potrebbe", "potresti", "puoi", "può", "riesci a", "vorrei", "avrei bisogno", "ho bisogno", "mi serve", "mi servono", "servirebbe", "servirebbero"} // it
	// pleaSubs plead or state a wish in Korean, Japanese and Chinese.
	pleaSubs = []string{"주세요", "줘", "주실", "주시", "줄래", "줄 수", "부탁", "바랍니다", "싶어", "싶습니다", "싶은데", "싶네요",
		"ください", "下さい", "ほしい", "欲しい", "もらえ", "いただけ", "頂け", "お願い", "願います", "くれ", "たい",
		"帮我", "幫我", "给我", "給我", "麻烦", "麻煩", "帮忙", "幫忙", "请帮", "請幫", "请给", "請給", "请把", "請把", "请在", "請在", "请查", "請查"} // zh: a plea ("申请" applies, no plea)
	// explanatoryEnds end a Japanese sentence that explains: a te-form of becoming or of
	// something done ("ことになって", "忘れちゃって", "書いてて").
	explanatoryEnds = []string{"なって", "なっちゃって", "ちゃって", "じゃって", "てて", "でて"}
	// failureEnd closes a Korean sentence that tells something fails, whose plain ending
	// sounds like an imperative: "캘린더 일정 조회가 계속 실패해", "결제가 안 돼", "앱이 멈춰".
	failureEnd = rx.MustCompile(`(?:실패해|실패하네|안 ?돼|안 ?되네|에러 ?나|오류 ?나|멈춰|튕겨|꺼져|느려)$`)
	// imperativeEnds end a Korean or Japanese imperative sentence.
	imperativeEnds = []string{"해", "해라", "하라", "하자", "가져와", "불러와", "알아봐", "찾아봐", "해봐", "して", "しろ", "せよ", "って", "んで", "といて", "どいて", "おいて", "てね", "ちょうだい"}
)

// AsksBatch reports whether a request asks for many records at once: "in bulk", "for
// each of these 20 customers", "このCSVにある200件の問い合わせを一括でチケット登録して",
// "Leg für jeden der 50 Kunden ein Ticket an", "고객 20명 각각에 대해 티켓을 만들어줘" — a
// batch word beside a count or "all" ("一括で削除できないバグ" is a bug's name).
func AsksBatch(raw string) bool {
	// Many records are counted or called all: "200件", "these 20 customers", "alle".
	return saysAny(raw, batchWords, batchSubs) &&
		(strings.ContainsFunc(raw, unicode.IsDigit) || saysAny(raw, batchAlls, []string{"全", "모든", "전부", "모두"}))
}

// batchAlls call the records of a batch all.
var batchAlls = []string{"all", "these", "those", "every", "todos", "todas", "estos", "estas", "alle", "diese", "tous", "toutes"}

var (
	// batchWords ask for many records at once, as whole words.
	batchWords = []string{"in bulk", "bulk create", "bulk-create", "in a batch", "batch create", "for each of",
		"for each one of", "each of these", "each of those", "en lote", "de forma masiva", "masivamente",
		"por cada uno", "para cada uno", "cada uno de estos", "cada uno de esos", "jeweils ein",
		"für jeden der", "für jede der", "en masse", "pour chacun", "em lote", "para cada um"}
	// batchSubs ask for many at once in Korean and Japanese, as adverbs (一括請求, 일괄 처리
	// 회의 are names).
	batchSubs = []string{"一括で", "一括して", "それぞれに", "일괄로", "일괄적으로", "각각에 대해", "각각 티켓", "한꺼번에", "한번에 모두"}
)

// setsUpMeeting reports whether a Japanese request sets a meeting up, the meeting marked
// as the object of 設定 ("クライアントとのオンライン会議を、5月20日10時から設定していただけます
// か"): it schedules one, it configures nothing. Setting a meeting's notifications
// ("会議の通知を設定して") or setting it to something ("定例会議を毎週繰り返しに設定して") is
// no such request.
func setsUpMeeting(raw string) bool {
	if !strings.Contains(raw, "設定") {
		return false
	}
	m := meetingSetUp.FindString(raw)
	return m != "" && !strings.HasSuffix(m, "に設定") // "毎週繰り返しに設定": set to something, a change
}

// meetingSetUp is a meeting marked as 設定's object, a time phrase at most between them.
var meetingSetUp = rx.MustCompile(`(?:会議|ミーティング|打ち合わせ|面談|面接|MTG|mtg)を[^。を]{0,24}?設定`)

// ToldOnly reports whether a request only tells something. An English one is led by
// its subject and says a finite verb, and no sentence of it asks, pleads or orders ("my
// calendar is so packed this week i could cry", "I published my first paper today!!",
// "the crystal vase my aunt gave me cracked"); a German or Spanish one follows its
// statementGrammar; a Korean or Japanese one closes every sentence with a telling ending
// (toldOnlySpaceless). A problem told ("the app keeps crashing") is left to the support
// desk's rules.
func (l *Lexicon) ToldOnly(raw string) bool {
	if strings.ContainsAny(raw, "?？:¿") {
		return false
	}
	if isSpaceless(raw) {
		return l.toldOnlySpaceless(raw)
	}
	lower := strings.ToLower(strings.TrimSpace(raw))
	if statementStart.MatchString(lower) && !holdsAny(" "+lower, statementAskMarks) && !holdsAny(lower, problemMarks) && finiteVerb.MatchString(lower) {
		for _, s := range splitSentences(raw) {
			if strings.TrimSpace(s) != "" && l.sentenceAsks(s) && !subjectTells.MatchString(strings.ToLower(strings.TrimSpace(s))) {
				return false
			}
		}
		return true
	}
	cs := clauses(raw)
	if l.toldAsHeard(cs, lower) {
		return true
	}
	if pastAppointment.MatchString(lower) && !holdsAny(" "+lower, pastAppointmentAsks) {
		return true // an appointment kept and told of: "avevo appuntamento alle 9 ma ho aspettato un'ora"
	}
	if strings.ContainsFunc(lower, unicode.IsDigit) {
		return false // a number told is a value to set or a time to keep
	}
	cs = slices.DeleteFunc(cs, func(c string) bool { return exclaimed.MatchString(strings.ToLower(c)) })
	if len(cs) == 0 {
		return false
	}
	lower = strings.ToLower(strings.Join(cs, ", "))
	for _, g := range statementGrammars {
		if g.start.MatchString(lower) && g.verb.MatchString(strings.ToLower(cs[0])) && !holdsAny(" "+lower+" ", g.askMarks) && !holdsAny(lower, g.problemMarks) {
			return !slices.ContainsFunc(cs, func(c string) bool {
				c = strings.TrimSpace(c)
				return c != "" && !g.start.MatchString(strings.ToLower(c)) && l.sentenceAsks(c)
			})
		}
	}
	return false
}

// pastAppointment tells of an appointment the asker had, in Spanish, French, Italian or
// Portuguese ("tenía cita a las 11", "j'avais rdv chez le coiffeur", "avevo appuntamento
// alle 9", "tinha horário marcado às 14h"): its time is gone, no event to keep.
// pastAppointmentAsks are the words of an ask or a plea that a story with it may still say.
var (
	pastAppointment = rx.MustCompile(`(?:^|[^\pL])(?:(?:tenía|tenia|tuve)\s+(?:una\s+)?cita|(?:j'avais|j’avais|on avait)\s+(?:un\s+)?(?:rdv|rendez-vous)|` +
		`(?:avevo|avevamo)\s+(?:un\s+|l')?appuntamento|(?:tinha|tive|tínhamos)\s+(?:um\s+|uma\s+)?(?:horário marcado|hora marcada|consulta marcada))(?:$|[^\pL])`)
	pastAppointmentAsks = []string{" puedes", " podrías", " pon ", " ponme", " agenda", " reserva", " dime", " quiero", " necesito",
		" peux", " pourrais", " mets", " réserve", " dis-moi", " je veux", " il me faut",
		" puoi", " potresti", " metti", " prenota", " dimmi", " voglio", " vorrei",
		" pode", " podes", " coloca", " marca ", " me diz", " quero", " preciso"}
)

// toldAsHeard reports whether a German or Spanish request, split into its clauses (cs)
// and lower-cased, tells what was heard or read in a clause of its own ("Morgen soll es in
// München schneien, hab ich im Radio gehört", "Mañana va a nevar en Madrid, lo he oído en
// la radio"), and no other clause asks, nor is an ask mark of either grammar said.
func (l *Lexicon) toldAsHeard(cs []string, lower string) bool {
	heard := func(c string) bool { return hearsay.MatchString(strings.ToLower(strings.TrimSpace(c))) }
	if len(cs) < 2 || !slices.ContainsFunc(cs, heard) || slices.ContainsFunc(statementGrammars, func(g statementGrammar) bool {
		return holdsAny(" "+lower+" ", g.askMarks) || holdsAny(lower, g.problemMarks)
	}) {
		return false
	}
	return !slices.ContainsFunc(cs, func(c string) bool { return !heard(c) && strings.TrimSpace(c) != "" && l.sentenceAsks(c) })
}

// hearsay is a clause that says something was heard or read: "hab ich im Radio gehört",
// "hab ich gelesen", "lo he oído en la radio", "lo leí en el periódico".
var hearsay = rx.MustCompile(`^(?:das )?(?:hab|habe) ich (?:\S+ ){0,4}(?:gehört|gelesen)$|^(?:lo|eso) (?:he oído|oí|he leído|leí)(?: \S+){0,4}$`)

// exclaimed is a clause that only exclaims: "qué triste", "qué locura", "endlich Sommer".
var exclaimed = rx.MustCompile(`^\s*(?:qué|que|cuánta|cuánto|cuántas|cuántos|endlich|echt|wie)\s+\p{L}+\s*$`)

// clauses splits a text into its sentences, and those at commas, semicolons and dashes.
func clauses(raw string) []string {
	var out []string
	for _, s := range splitSentences(raw) {
		out = append(out, strings.FieldsFunc(s, func(r rune) bool { return strings.ContainsRune(";,—–", r) })...)
	}
	return out
}

// A statementGrammar reads a German or Spanish statement: a subject or a time leads it
// (start), a verb tells (verb), and none of its ask marks (a plea, a question word, an
// order, a need, a doubt, a new value) nor problem marks is said; no clause but those
// the start leads may open with an imperative.
type statementGrammar struct {
	start, verb            *rx.Regexp
	askMarks, problemMarks []string
}

// statementGrammars are the German and Spanish statement grammars, whose first clause
// says the verb: "Mein Kalender ist diese Woche total voll, uff", "Ich habe gerade mein
// erstes Paper veröffentlicht!", "Mis acciones de Tesla están cayendo, qué triste", "Ayer
// presenté mi paper en la conferencia".
var statementGrammars = []statementGrammar{{
	start: rx.MustCompile(`^(?:(?:ach|oh|na ja|naja|boah|puh|uff|tja|also|ehrlich gesagt|übrigens)[,\s]+)*` +
		`(?:(?:ich|wir|mein|meine|meinen|meinem|unser|unsere|unserem|eure|euer|er|sie|die|der|das|es|heute|heut|gestern|morgen|laut|zu viele|termine|meetings|bei uns)\s|` +
		`(?:[\p{L}\d.&'-]+\s+){1,3}(?:ist|sind|war|waren|hat|hatte|interessieren|interessiert|machen|macht)\s+(?:so|echt|total|super|richtig|ziemlich|zu|sehr|das|ein|eine|heute|zum|diese|gerade|immer|mich|mir|eigentlich|schon)\s)`),
	verb: rx.MustCompile(`(?:^|[^\p{L}])(?:ist|sind|war|waren|bin|habe|hab|hat|hatte|hatten|haben|wird|regnet|schneit|gefällt|mag|liebe|hasse|arbeite|arbeitete|` +
		`gearbeitet|veröffentlicht|gemacht|geschrieben|gelesen|gesehen|gekauft|bekommen|läuft|lief|fällt|fallen|steigt|gestiegen|gefallen|sagen|sagt|` +
		`finde|fand|macht|machen|interessieren|interessiert|redet|wurde|wurden|gelernt|angenommen|zitiert|aktualisiert|funktioniert|` +
		`gehört)(?:[^\p{L}]|$)`),
	askMarks: []string{" bitte", " kannst", " könntest", " können sie", " könnten", " würde", " möchte", " will ", " wollen", " brauch",
		" benötig", " wissen ", " wüsst", " frage", " such", " zeig", " gib ", " sag ", " trag", " leg ", " erstell", " buch ",
		" prüf", " schau", " check", " hol ", " öffne", " änder", " aktualisier", " setz", " ob ", " was ", " wann", " wo ", " wie ",
		" welch", " wer ", " wieviel", " eintrag", " anleg", " nachseh", " nachschau", " erinner", " neue", " neu ", " jetzt", " aktuell",
		" hätte", " müsste", " bräucht", " wäre ", " sollte", " muss", " hoffe", " stimmt nicht", " passt nicht", " veraltet", " alte",
		" anders", " zu hoch", " zu niedrig", " gezählt", "system", " nachgeliefert", "aktion", " lieber", " steht noch", " nirgends",
		" hält", " bleibt", " schlag", " block", " umgezogen", "sku"},
	problemMarks: []string{"funktioniert nicht", "geht nicht", "kaputt", "fehler", "abgestürzt", "stürzt", "nicht mehr", "kann nicht",
		"kann mich nicht", "hängt", "falsch"},
}, {
	start: rx.MustCompile(`^(?:(?:ay|uf|uff|bueno|pues|jaja|jajaja|la verdad|oye|madre mía|vaya)[,\s]+)*` +
		`(?:(?:yo|mi|mis|nuestro|nuestra|nuestros|nuestras|su|sus|el|la|los|las|ayer|hoy|anoche|estoy|tengo|tuve|estuve|mañana tengo|dicen que|tantas|tantos|vuestro|vuestra|vuestros|se me|durante|por fin)\s)`),
	verb: rx.MustCompile(`(?:^|[^\p{L}])(?:es|está|están|estaba|estaban|estuvo|fue|fueron|era|son|estoy|tengo|tiene|tienen|tenía|tuve|vi|leí|presenté|` +
		`publiqué|compré|terminé|hice|hicimos|llueve|llovió|nieva|odio|amo|encanta|encantó|gusta|gustó|hablan|dijo|responde|hace|se llama|` +
		`vendí|aprendí|dice|contó|actualicé|funciona|ha cambiado|se ha movido|pasó|vendiendo|parecen|hacen|da|encontré|estuve|estuvimos|salió)(?:[^\p{L}]|$)`),
	askMarks: []string{" por favor", " porfa", " puedes", " podrías", " podrias", " puede ", " quiero", " quisiera", " necesito",
		" me gustaría", " busca ", " busco", " muestra", " muéstra", " dame", " dime", " pon ", " ponme", " agéndame", " crea ",
		" abre ", " revisa ", " consulta ", " mira ", " cambia ", " actualiza ", " saca ", " sácame", " qué ", " cuándo", " cuando ",
		" dónde", " donde ", " cómo", " cuál", " cual ", " quién", " quien ", " cuánt", " cuant", " si ", " no sé", " saber",
		" ayúdame", " avísame", " recuérdame", " nuevo ", " nueva ", " ahora", " ahorita", " actual",
		" mal", " debería", " correct", " antigu", " viej", " falta", " preocup", " tiene que", " hay que", "acción", "así que",
		" quiere", "sistema", "sku",
		" per favore", " puoi", " può", " potrebbe", " mi dice", " dimmi", " vorrei", " mi serve", " pregherei", " prego", " cortesemente"}, // Italian, which "Mi dice …", "La pregherei …" may open
	problemMarks: []string{"no funciona", "no sirve", "error", "falla", "problema", "se cierra", "se traba", "no puedo", "no me deja", "no carga",
		"no abre", "roto", "incorrect", "mal "},
}}

// subjectTells leads a sentence with its subject and a verb that tells, which the
// imperative reading skips as politeness ("I just read a great paper …": no order to
// read).
var subjectTells = rx.MustCompile(`^(?:i|we)\s+(?:(?:just|really|finally|already|actually)\s+)*(?:read|published|finished|used|made|took|got|had|ran|started|ended|hit|lost|won)\b`)

// toldOnlySpaceless reports whether a Korean or Japanese request only tells: every
// sentence closes with a telling ending (tellingEnd: "회의 끝났어", "오늘 날씨 진짜 좋다",
// "재고가 좀 줄어든 것 같네", "論文やっと出せた", "今日いい天気だなぁ"), and nothing in it
// pleads, asks a question word, or tells a problem, which the support desk's rules read.
func (l *Lexicon) toldOnlySpaceless(raw string) bool {
	raw = strings.ReplaceAll(raw, "くれた", "た") // "してくれた": done for me, no plea
	lower := strings.ToLower(raw)
	if saysAny(raw, pleaPhrases, pleaSubs) || holdsAny(lower, spacelessAskMarks) || holdsAny(lower, spacelessProblemMarks) {
		return false
	}
	for _, w := range strings.Fields(raw) {
		if r, _ := utf8.DecodeLastRuneInString(w); unicode.Is(unicode.Hiragana, r) && l.asksAtItsEnd(w) {
			return false // an order inside: "sku 7741 のざいこ 0にしといて 売り切れた"
		}
	}
	told := false
	for _, s := range splitSentences(raw) {
		end := closingWord(s)
		if end == "" {
			continue
		}
		if !holdsAny(end, koreanFeelings) && l.sentenceAsks(s) || !tellingEnd(end) { // "너무 불친절해": a feeling, no order
			return false
		}
		told = true
	}
	return told
}

// closingWord returns a sentence's last word, past laughter, tears and a closing word
// said after the verb ("ㅎㅎ", "笑", "드디어", "finally").
func closingWord(s string) string {
	for {
		s = strings.TrimRightFunc(s, func(r rune) bool {
			return notLetter(r) || strings.ContainsRune("ㅋㅎㅠㅜ笑ｗ", r)
		})
		words := strings.Fields(s)
		if len(words) == 0 {
			return ""
		}
		last := strings.ToLower(words[len(words)-1])
		if !afterthoughts[last] || len(words) == 1 {
			return last
		}
		s = strings.Join(words[:len(words)-1], " ")
	}
}

// afterthoughts may close a casual sentence after its verb: "meeting 끝났다 드디어".
var afterthoughts = set("드디어", "진짜", "정말", "완전", "ㅋ", "finally", "lol", "w", "やっと", "マジで", "ほんと", "오늘", "today")

// tellingEnd reports whether a Korean or Japanese word closes a sentence that tells:
// a Korean past tense (했어, 샀음, 그쳤다, 올랐더라), an exclamation or an observation
// (좋네, 빡셌다, 같아, 느낌), a plain declarative other than the formal ㅂ니다 of a
// memo or a wish (싶다, 좋겠다); a Japanese past (終わった, 出せた, でした) or
// exclamation (天気だなぁ, 最高じゃん).
func tellingEnd(w string) bool {
	if r, _ := utf8.DecodeLastRuneInString(w); !text.IsHangul(r) {
		return japaneseTells.MatchString(w)
	}
	if strings.Contains(w, "싶") || strings.Contains(w, "좋겠") {
		return false
	}
	for _, e := range koreanTellingEnds {
		stem, ok := strings.CutSuffix(w, e)
		if !ok || stem == "" {
			continue
		}
		last, _ := utf8.DecodeLastRuneInString(stem)
		past := finalConsonant(last) == 20 && last != '있' // ㅆ
		switch e {
		case "어", "어요", "음", "습니다":
			return past
		case "대": // hearsay: "비 온대", "올랐대"
			return (past || finalConsonant(last) == 4) && w != "현대" // ㄴ; 현대 is a name
		case "다":
			return past || !strings.HasSuffix(stem, "니") && last != '한' && text.IsHangul(last) // "업데이트한다": a runbook's step
		default:
			return true
		}
	}
	return slices.Contains(koreanObservations, w) || holdsAny(w, koreanFeelings)
}

var (
	// koreanTellingEnds are the endings tellingEnd reads, longest first.
	koreanTellingEnds = []string{"더라고요", "더라고", "더라구", "습니다", "군요", "구나", "네요", "더라", "잖아", "던데", "이래", "어요", "음", "네", "대", "다", "어"}
	// koreanObservations close a sentence with what seems so: "부족한 느낌", "줄어든 것 같아".
	koreanObservations = []string{"느낌", "같아", "같음", "듯", "듯요", "중이에요", "중이야", "중입니다"}
	// koreanFeelings close a sentence with a feeling: "제일 귀찮아", "OST 최고야".
	koreanFeelings = []string{"좋아해", "귀찮", "최고", "짜증", "피곤", "싫", "부럽", "힘들", "재밌", "신기", "설레", "행복", "우울", "답답", "속상",
		"실망", "불친절", "불안해"}
	// japaneseTells closes a Japanese sentence in the past, an exclamation, hearsay, a
	// feeling or what one is in the middle of ("暑いね", "引用してくれたらしい", "困っています",
	// "雨の日は好きです", "残業中です").
	japaneseTells = rx.MustCompile(`(?:た(?:よ|ね|な|なぁ|わ|し)?|でした|ました|だ|だな|だなぁ|だね|だわ|じゃん|なぁ|なあ|ね|らしい(?:です|ね|よ)?|気がする|テンション上がる|勉強してる|すぎる|すぎ|がっかり|疲れる|怖い|気分いい|にくい|続き|` +
		`(?:好き|嫌い|困る|困って(?:い)?ます|大変|最高|嬉しい|楽しい|面倒くさい|めんどい|だるい|眠い|悲しい|寂しい|懐かしい|中)(?:です|だ|ね|よ|な|わ)*)$`)
	// spacelessAskMarks ask in Korean or Japanese without a question mark: question words.
	// A wonder, a need or a duty, a thing missing or still as it was, a change that befell
	// ("궁금하네요", "모르겠어", "필요하네요", "봐야겠어요", "캘린더에 없네요", "성이 바뀌었어",
	// "스탠드업이 잡혔어", "必要になりました", "苗字が変わりました", "調べておけと言われました")
	// ask for a read or a write as well.
	spacelessAskMarks = []string{"뭐", "무슨", "언제", "어디", "어떻", "어때", "얼마", "몇", "누구", "왜", "어느", "있나", "할까",
		"궁금", "모르겠", "필요", "해야", "야겠", "할 것 같", "할 듯", "될 것 같", "없네", "없어서", "빠져", "안 들어가", "안 올라가",
		"그대로", "되어 있", "돼 있", "잡혀 있", "바뀌", "잡혔", "라고 했", "하래", "기 어렵", "기 힘들", "=", "냐고", "냐는", "머 있", "머있", "어떨", "어떤",
		"달라고", "달래", "라고 하", "보라고", "하라고", // an ask relayed: "알아봐 달라고 하셨어", "찾아보라고 했어"
		"면 고맙", "면 감사", "으면 해", "기를 원", "길 원", "기를 바", "길 바", // a wish: "만들어 주면 고맙겠어"
		"何", "いつ", "どこ", "どう", "どれ", "どの", "誰", "いくら", "幾ら", "なぜ", "かな", "かしら", "必要", "気にな", "わからな",
		"分からな", "なきゃ", "ないと", "変わ", "になりました", "になった", "と言われ", "かって", "てって", "って言って", "と嬉しい", "ば嬉しい", "ら嬉しい", "と助か", "ば助か", "ら助か"}
	// spacelessProblemMarks tell a problem in Korean or Japanese.
	spacelessProblemMarks = []string{"안 돼", "안돼", "안 되", "안되", "안 됐", "안됐", "실패", "오류", "에러", "버그", "튕", "먹통", "안 열", "안열",
		"できな", "エラー", "バグ", "不具合", "落ち", "失敗", "開かな", "使えな"}
)

var (
	// statementStart leads a statement with its subject, after an interjection or two.
	statementStart = rx.MustCompile(`^(?:(?:just|honestly|ugh|lol|omg|so|well|btw|fyi|wow|man|sigh|thanks|thank you|thx|i'm just venting|just noting that|back when [^,]+)[,\s]+)*` +
		`(?:(?:i|i'm|i've|we|we're|we've|my|our|the|this|that|it|it's|there's|grandpa|grandma|mom|dad|he|she|they|[a-z]+'s|a|an|had|finished|took|spent|forgot)\s|` +
		`(?:[a-z][\w.&'-]*\s+){1,3}(?:is|was|were|are|had|has)\s+(?:such|so|a|an|really|very|pretty|too|quite)\s)`) // "Apple stock had a rough day"
	// finiteVerb is a verb that tells.
	finiteVerb = rx.MustCompile(`\b(?:is|was|were|are|am|had|has|have|did|got|kept|keeps|keep|ran|runs|said|says|forgot|published|finished|signed|quit|cracked|took|hit|read|used|came|went|love|loved|hate|hated|made|looks|looked|felt|feels|seems|seemed|broke|scheduled|told|gave|left|won|lost|started|ended)\b`)
	// statementAskMarks are the words with which a statement still asks or orders.
	statementAskMarks = []string{" need", " want", "would like", " like to", " can you", " could you", " can i", "please", " pls", " plz",
		" show", "tell me", "let me know", " check", " find", " list", " look up", " lookup", " what", " when", " where", " which", " how",
		" who", " whether", " wondering", "help me", "give me", " get me", " send", " remind", " book", " add ", " create", " open ",
		" file ", " update", " set ", " change", " is there", " are there", " should", " search", " pull ", " fetch", " if ", " hoping",
		" curious", " wonder", " now ", " right now", " today's", " currently", " latest", " current", " put ", " put it", " schedule ", " scheduling",
		" retrieve", " get ", " predict", " block", " correct", "be helpful", "be useful", "could use", "operation", "nervous", "worried",
		" can that", " can it", " could that", " says ", " say ", "counted", "actually", "sku", "system", " count", "in stock", "my new", "no longer", "moved"}
	// problemMarks tell a problem, which the support desk's rules read.
	problemMarks = []string{"crash", "error", "broken", "bug", "not working", "doesn't work", "does not work", "won't", "can't", "cannot",
		"fail", "stuck", "locked", "missing", "wrong", "not loading", "not syncing", "keeps logging", "isn't working"}
)

// SequenceSplit splits a request that asks two things in turn at the word that orders
// them: "check the weather in Lisbon now and then add a beach day", "Kristallstruktur von
// NaCl bitte, danach Materialien mit Bandlücke über 3 eV", "今の株価を教えて、その後過去1年の
// 推移も", "查一下最新股价，然后看看过去三个月的走势". head is what comes first and tail what
// follows ("…, but first Y" puts Y first); ok is false when no such word joins two parts
// of some length.
func SequenceSplit(raw string) (head, tail string, ok bool) {
	lower := strings.ToLower(raw)
	if loc := firstAfterward.FindStringIndex(lower); loc != nil {
		// "X, but first Y" asks Y first.
		head, tail = strings.TrimSpace(raw[loc[1]:]), strings.TrimSpace(raw[:loc[0]])
	} else if loc := sequenceWord.FindStringIndex(lower); loc != nil {
		head, tail = strings.TrimSpace(raw[:loc[0]]), strings.TrimSpace(raw[loc[1]:])
	} else {
		return "", "", false
	}
	long := func(s string) bool {
		if isSpaceless(s) {
			return utf8.RuneCountInString(s) >= 4
		}
		return len(strings.Fields(s)) >= 2
	}
	if !long(strings.TrimFunc(head, notLetter)) || !long(strings.TrimFunc(tail, notLetter)) || rejects(head) || toldDoneJA.MatchString(head) {
		return "", "", false // what comes first is set aside or told done: "ユーザー情報は更新済み。それから…"
	}
	return head, tail, true
}

// toldDoneJA tells in Japanese that something is done already.
var toldDoneJA = rx.MustCompile(`済み|済んで|終わった|終わって|しました|した。`)

// sequenceWord orders a second ask after a first: a Latin word after a comma or "and",
// or a CJK connective after the first clause.
var sequenceWord = rx.MustCompile(`(?:,\s*|\s+and\s+|\s+)(?:then|after that|afterwards)\s|,\s*also\s+(?:show|tell|give|what|whats|what's|list|check|find|pull|get|add|search|how)\b|` +
	`(?:,\s*|\s+und\s+|\s+)(?:danach|anschließend|anschliessend)\s|` +
	`(?:,\s*|\s+)(?:y\s+luego|y\s+después|y\s+despues)\s|` +
	`(?:,\s*|\s+)(?:et\s+ensuite|puis)\s|` +
	`(?:,\s*|\s+)e\s+poi\s|` +
	`(?:,\s*|\s+)(?:e\s+depois|em\s+seguida)\s|` +
	`[、，,。]\s*(?:その後|そのあと|それから|あと|然后|之后|之後|接着|接著)`)

// firstAfterward asks what follows it before what comes before it: "Materialien mit …,
// aber zuerst die Raumgruppe von Silizium", "…建个会议，不过先让我看看那天的安排".
var firstAfterward = rx.MustCompile(`,?\s+(?:but\s+first|aber\s+zuerst|aber\s+vorher|pero\s+antes|pero\s+primero|mais\s+d'abord|ma\s+prima|mas\s+antes)\s|[，,]\s*(?:不过先|但是先|但先|不过首先)`)
