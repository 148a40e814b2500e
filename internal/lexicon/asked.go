package lexicon

import (
	"slices"
	"strings"
	"unicode"
)

// What a read asks to be told. "Look up her profile and tell me her birthday", "find
// account 2231 — what's the renewal date", "busca al usuario 4471 y dime sus
// pronombres", "zeig mir seine Abteilung": the noun after a verb of telling or a
// what-question, past articles and possessives, is what the answer must hold. A read
// endpoint that says none of its words does not answer it (plan.fitAskedNouns).

// AskedNoun is a noun phrase a request asks to be told or shown, and the word of the
// place it is said to be in, if any ("Aktionen im Kalender": Aktionen, kalender).
type AskedNoun struct{ Noun, Place string }

// AskedNouns returns the noun phrases a Latin-script request asks to be told or shown:
// at most three words after "tell me", "show me", "give me", "what's", "what is",
// "dime", "dame", "muéstrame", "enséñame", "pásame", "cuál es", "sag mir", "zeig mir",
// "gib mir", "was ist" and their like, past articles, possessives and a possessive
// name ("kim's job title"), up to a preposition, a conjunction or a clause mark.
func AskedNouns(raw string) []AskedNoun {
	if isSpaceless(raw) {
		return nil
	}
	// Clause marks stay as words of their own ("|"): an ask after one follows a first part.
	marked := strings.NewReplacer(",", " | ", ";", " | ", ":", " | ", " - ", " | ", "—", " | ", "–", " | ").Replace(strings.ReplaceAll(raw, "’", "'"))
	words := strings.FieldsFunc(strings.ToLower(marked), func(r rune) bool {
		return !unicode.IsLetter(r) && !unicode.IsDigit(r) && r != '\'' && r != '-' && r != '|'
	})
	var out []AskedNoun
	for i := 0; i < len(words); i++ {
		n := tellLead(words, i)
		if n == 0 || i+n < len(words) && aboutWords[words[i+n]] {
			continue // "tell me about this material": the record itself
		}
		k := i + n
		for k < len(words) && (nounLeads[words[k]] || strings.HasSuffix(words[k], "'s") && k+1 < len(words)) {
			k++
		}
		var phrase []string
		for ; k < len(words) && len(phrase) < 3; k++ {
			w := words[k]
			if w == "|" || nounStops[w] || questionWordsAsked[w] || strings.ContainsFunc(w, unicode.IsDigit) {
				break
			}
			phrase = append(phrase, w)
		}
		i = k - 1
		switch {
		case len(phrase) == 0 || slices.ContainsFunc(phrase, func(w string) bool { return noContent[w] }):
			continue // "give me the details", "dame los datos"
		case k < len(words) && relativeWords[words[k]] || k+1 < len(words) && words[k] == "|" && relativeWords[words[k+1]]:
			continue // what the relative clause says it is: "the newer work that cites …"
		}
		asked := AskedNoun{Noun: strings.Join(phrase, " ")}
		if k+1 < len(words) && inWords[words[k]] {
			// Where it is kept: "Aktionen im Kalender", "events in my calendar".
			p := k + 1
			for p+1 < len(words) && nounLeads[words[p]] {
				p++
			}
			asked.Place = words[p]
		}
		out = append(out, asked)
	}
	return out
}

// tellLead returns how many words a verb of telling or a what-question takes at words[i],
// or 0.
func tellLead(words []string, i int) int {
	w := words[i]
	next := ""
	if i+1 < len(words) {
		next = words[i+1]
	}
	switch {
	case (w == "tell" || w == "show" || w == "give" || w == "sag" || w == "zeig" || w == "gib" || w == "nenn") && (next == "me" || next == "mir"):
		return 2
	case w == "what's" || w == "whats" || tellOne[w]:
		return 1
	case (w == "what" || w == "was") && (next == "is" || next == "are" || next == "ist" || next == "sind"):
		return 2
	case (w == "cuál" || w == "cual" || w == "cuáles" || w == "cuales") && (next == "es" || next == "son"):
		return 2
	}
	return 0
}

var (
	// noContent are nouns that ask for nothing in particular: the details, the data.
	noContent = set("details", "detail", "detalles", "datos", "daten", "data", "info", "información", "informacion",
		"informationen", "information", "einzelheiten", "parámetros", "parameters", "parameter", "overview", "resumen", "übersicht")
	// relativeWords start a clause that says what the noun before them is.
	relativeWords = set("that", "which", "who", "die", "der", "das", "welche", "que", "quien", "quienes")
	// aboutWords ask about a record as a whole.
	aboutWords = set("about", "sobre", "acerca", "über", "ueber", "everything", "todo", "alles")
	// inWords put a noun in a place: "events in my calendar", "Aktionen im Kalender".
	inWords = set("in", "im", "en", "inside")
	// tellOne are one-word verbs of telling or showing, Spanish with their pronoun.
	tellOne = set("dime", "dame", "muéstrame", "muestrame", "enséñame", "enseñame", "pásame", "pasame", "indícame", "indicame")
	// nounLeads are the articles and possessives before the noun asked.
	nounLeads = set("the", "a", "an", "her", "his", "their", "its", "my", "our", "your", "su", "sus", "el", "la", "los", "las",
		"mi", "mis", "tu", "tus", "un", "una", "sein", "seine", "seinen", "seiner", "ihr", "ihre", "ihren", "ihrer", "der", "die",
		"das", "den", "dem", "mein", "meine", "meinen", "dein", "deine", "current", "actual", "aktuelle", "aktuellen", "all", "alle",
		"allen", "todos", "todas", "some", "any", "algún", "alguna", "einige", "paar", "mal", "only", "just", "nur", "solo", "sólo",
		"bitte", "please", "newer", "newest", "recent", "latest", "new", "neue", "neuen", "nuevos", "nuevas", "erst", "einmal", "nochmal")
	// nounStops end the noun asked: prepositions, conjunctions, verbs and pronouns after it.
	nounStops = set("of", "for", "in", "on", "at", "from", "with", "to", "and", "or", "is", "are", "was", "de", "del", "en",
		"para", "por", "con", "y", "o", "es", "von", "für", "im", "am", "und", "oder", "ist", "mit", "bei", "zu", "that", "so",
		"please", "pls", "bitte", "porfa", "favor", "right", "now", "today", "ahora", "jetzt", "heute", "hoy", "me", "mir",
		"die", "der", "das", "which", "who", "that", "que", "quien", "quienes", "welche")
	// questionWordsAsked make the ask a question of its own kind (who, when, where, how
	// many), which plan.fitAsks reads.
	questionWordsAsked = set("everything", "anything", "alles", "todo", "lo", "what", "was", "who", "when", "where", "how", "which", "why", "quién", "quien", "cuándo", "cuando", "dónde", "donde",
		"cómo", "como", "cuánto", "cuanto", "cuántos", "cuantos", "cuántas", "cuantas", "qué", "que", "wer", "wann", "wo", "wie",
		"welche", "welcher", "welches", "warum", "if", "whether", "si", "ob")
)
