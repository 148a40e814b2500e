package lexicon

import (
	"slices"
	"strings"
	"unicode/utf8"

	"github.com/schemarouter/schemarouter/internal/text"
)

// The object of a leading verb. In a request written in a Latin script whose verb leads
// ("Schedule a payment for the 1st", "Programa un pago", "Erstelle ein Google-Dokument"),
// the words right after the verb, past articles, possessives and "new" and up to the
// first preposition, name the thing the verb acts on. An endpoint that creates calendar
// events does not schedule a payment or an e-mail, however specific its "schedule" is.

// Object returns what a request's leading verb acts on: the domain terms (Analyze's
// Terms, without operation names, time words and generic words) of the at most four
// words after the first of its operation tokens (opTokens: Match.OpTokens and
// PhraseVerbs), past articles and the like, before a preposition, a conjunction or
// "called", and the last of those words, the object's head ("Create a new shared
// calendar called 'Marketing'" makes a calendar, "Erstelle einen Kalendereintrag" an
// entry). Quoted titles name nothing, and the object stands in the verb's clause
// ("Ticket anlegen: Passwort-Reset-Mail …" names the ticket's content after it). A
// request in a script without spaces, or without a leading verb, has none.
func (l *Lexicon) Object(raw string, opTokens []string) (terms []string, head string) {
	words := leadingObject(raw, opTokens)
	if len(words) == 0 {
		return nil, ""
	}
	m := l.Analyze(words, text.Norm(strings.Join(words, " ")))
	terms = slices.DeleteFunc(m.Terms, func(term string) bool {
		return l.family[term] != "" || Aspect(term) != "" || IsGeneric(term) || timeTerms[term]
	})
	return terms, words[len(words)-1]
}

// leadingObject is the words of the object of a request's leading verb (Object).
func leadingObject(raw string, opTokens []string) []string {
	raw = Unquoted(raw)
	if isSpaceless(raw) {
		return nil
	}
	var tokens []string
	verb := -1
	for _, c := range splitClauses(raw) { // the object stands in the verb's clause
		tokens = text.Tokens(c)
		if verb = slices.IndexFunc(tokens, func(t string) bool { return slices.Contains(opTokens, t) }); verb >= 0 {
			break
		}
	}
	if verb < 0 || verb > 2 || diaryVerbs[tokens[verb]] { // the verb leads, after at most "please" or a subject
		return nil
	}
	var words []string
	for _, t := range tokens[verb+1:] {
		if len(words) == 0 && objectLeads[t] || slices.Contains(opTokens, t) {
			continue
		}
		if objectEnds[t] || namings[t] || len(words) == 4 {
			break
		}
		words = append(words, t)
	}
	return words
}

// namings introduce a record's name after its kind.
var namings = set("called", "named", "titled", "llamado", "llamada", "namens", "nommé", "nommée", "chamado", "chamada")

// artifacts are the things a request may create that are no calendar event, no support
// ticket and no record of a catalog's usual kinds: a payment, an e-mail or message, a
// document or file, an order, an account, a task or note. A create endpoint that names
// none of them does not make one ("Schedule a payment"); everyday event words (a session,
// a team lunch, a review) are not among them.
var artifacts = set("payment", "invoice", "transfer", "loan", "transaction", "order", "shipment", "delivery",
	"email", "message", "notification", "channel", "document", "documentation", "file", "folder", "image", "video",
	"report", "dashboard", "social media post", "subscription", "budget", "expense", "tax", "account", "project",
	"task", "note", "job", "workflow", "contract", "password", "api key", "link", "tag", "alert", "reminder")

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
		"o", "os", "um", "uma", "meu", "minha", "novo", "nova")
	// objectEnds end an object: prepositions, conjunctions and time words.
	objectEnds = set("for", "about", "with", "at", "on", "to", "from", "in", "of", "by", "and", "or", "that", "which",
		"tomorrow", "today", "tonight", "next", "this",
		"para", "por", "sobre", "con", "de", "del", "en", "a", "al", "y", "o", "que", "mañana", "hoy",
		"für", "über", "mit", "zu", "zum", "zur", "von", "vom", "am", "im", "um", "und", "oder", "morgen", "heute", "ins", "auf",
		"pour", "avec", "sur", "dans", "et", "ou", "demain", "au", "aux", "com", "sobre", "em", "e", "amanhã", "no", "na", "nos", "nas")
	// timeTerms are the vocabulary's terms for times, which date an object rather than name it.
	timeTerms = set("future", "past", "tomorrow", "today", "month", "week", "year", "day", "morning", "evening", "weekend")
)

// AddTargets returns the words a request adds something to: the word after "to", "zu",
// "zum", "zur", "al" or "a" (past articles, possessives and time words: "add a Zoom link
// to tomorrow's meeting"), a German dative noun ("Füg dem Termin morgen einen Link
// hinzu"), a Korean word marked with 에 ("ticket에 log file attach 해줘") and the Japanese
// word before に ("予定に田中さんを追加して"). Spanish "a" counts before an article or a
// possessive ("a mi ticket de soporte"), where it cannot be the English article. A record something is added to exists already;
// the endpoint's container ("add lunch to my calendar") is no such record.
func AddTargets(raw string) []string {
	var out []string
	if isSpaceless(raw) {
		for _, w := range strings.Fields(raw) {
			if t, ok := strings.CutSuffix(w, "에"); ok && t != "" {
				out = append(out, t)
			}
		}
		for i := 0; ; {
			j := strings.Index(raw[i:], "に")
			if j < 0 {
				break
			}
			out = append(out, lastRunes(raw[:i+j], 4))
			i += j + len("に")
		}
		return out
	}
	tokens := text.Tokens(Unquoted(raw))
	for i, t := range tokens {
		if !addPrepositions[t] && !germanDatives[t] && !(t == "a" && i+1 < len(tokens) && spanishTargetLeads[tokens[i+1]]) {
			continue
		}
		// The target's head is the last word of its noun phrase ("tomorrow's calendar
		// event"); a German dative is one word ("dem Termin").
		head, words := "", 0
		for _, w := range tokens[i+1 : min(i+5, len(tokens))] {
			if head == "" && (objectLeads[w] || targetLeads[w]) {
				continue
			}
			if head != "" && (objectEnds[w] || objectLeads[w] || germanDatives[t]) || words == 2 {
				break
			}
			head, words = w, words+1
		}
		if head != "" {
			out = append(out, head)
		}
	}
	return out
}

var (
	// addPrepositions say what something is added to.
	addPrepositions = set("to", "into", "zu", "zum", "zur", "al", "à", "ao")
	// spanishTargetLeads make "a" the Spanish preposition: "a mi ticket", "a la reunión".
	spanishTargetLeads = set("mi", "mis", "la", "las", "el", "los", "su", "sus", "tu", "tus", "nuestro", "nuestra",
		"este", "esta", "ese", "esa")
	// germanDatives are the articles of a German dative object ("dem Termin").
	germanDatives = set("dem", "meinem", "unserem", "deinem", "ihrem", "diesem")
	// targetLeads may stand before the target: days and possessive times.
	targetLeads = set("s", "tomorrow", "tomorrow's", "today's", "yesterday's", "this", "that", "existing", "upcoming", "next",
		"morgen", "morgigen", "heutigen", "gestrigen", "de", "mañana")
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
