package lexicon

import (
	"slices"
	"strings"
	"unicode"
)

// What a read asks to be told. "Look up her profile and tell me her birthday", "find
// account 2231 and show me the renewal date": the noun after a verb of telling, past
// articles and possessives, is what the answer must hold. A read
// endpoint that says none of its words does not answer it (plan.fitAskedNouns).

// AskedNoun is a noun phrase a request asks to be told or shown, and the word of the
// place it is said to be in, if any ("Aktionen im Kalender": Aktionen, kalender).
type AskedNoun struct{ Noun, Place string }

// AskedNouns returns the noun phrases an English request asks to be told or shown: at
// most three words after "tell me", "show me" or "give me", past articles, possessives and a possessive
// name ("kim's job title"), up to a preposition, a conjunction or a clause mark.
func AskedNouns(raw string) []AskedNoun {
	if isSpaceless(raw) {
		return nil
	}
	// Clause marks stay as words of their own ("|"): an ask after one follows a first part.
	// A colon or a dash after the noun makes it a heading before the request ("give me a
	// hand: get the weather in Seoul"): "‖".
	marked := strings.NewReplacer(",", " | ", ";", " | ", ":", " ‖ ", " - ", " ‖ ", "—", " ‖ ", "–", " ‖ ").Replace(strings.ReplaceAll(raw, "’", "'"))
	words := strings.FieldsFunc(strings.ToLower(marked), func(r rune) bool {
		return !unicode.IsLetter(r) && !unicode.IsDigit(r) && r != '\'' && r != '-' && r != '|' && r != '‖'
	})
	var out []AskedNoun
	for i := 0; i < len(words); i++ {
		n := tellLead(words, i)
		if n == 0 || i+n < len(words) && aboutWords[words[i+n]] {
			continue // "tell me about this material": the record itself
		}
		k := i + n
		if k < len(words) && indefinite[words[k]] {
			continue // a way of showing it, not a thing of the record: "give me a rundown of …", "show me a view of …"
		}
		for k < len(words) && (nounLeads[words[k]] || strings.HasSuffix(words[k], "'s") && k+1 < len(words)) {
			k++
		}
		var phrase []string
		for ; k < len(words) && len(phrase) < 3; k++ {
			w := words[k]
			if w == "|" || w == "‖" || nounStops[w] || questionWordsAsked[w] || strings.ContainsFunc(w, unicode.IsDigit) {
				break
			}
			phrase = append(phrase, w)
		}
		i = k - 1
		switch {
		case len(phrase) > 0 && len(phrase[0]) > 4 && strings.HasSuffix(phrase[0], "ing") && (n == 1 || words[i+1] == "is" || words[i+1] == "are"):
			continue // a verb after the question, not a noun: "what's happening with …", "what is going on with …"
		case len(phrase) == 0 || slices.ContainsFunc(phrase, func(w string) bool { return noContent[w] }):
			continue // "give me the details", "dame los datos"
		case k < len(words) && (words[k] == "‖" || words[k] == "|") && k+1 < len(words):
			continue // a heading or an aside before the request: "give me a hand: get …", "give me a quick answer, get …"
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
	case (w == "tell" || w == "show" || w == "give") && next == "me":
		return 2
	}
	// Spanish and German verbs of telling (dime, zeig mir) are left out too: the nouns
	// after them meet more gaps of the vocabulary than things no endpoint returns.
	// What-questions ("what's the renewal date") are left out: too many paraphrases of a
	// plain request start with one ("what's going on with …", "what's it like in …").
	return 0
}

var (
	// noContent are nouns that ask for nothing in particular: the details, the data.
	noContent = set("details", "detail", "detalles", "datos", "daten", "data", "info", "información", "informacion",
		"informationen", "information", "einzelheiten", "parámetros", "parameters", "parameter", "overview", "resumen", "übersicht",
		// the answer itself: "… and tell me the answer", "… show me the JSON"
		"answer", "answers", "response", "result", "results", "output", "json", "version", "summary", "number", "numbers", "value",
		"values", "outcome", "reply", "list", "respuesta", "resultado", "resultados", "salida", "lista", "antwort", "ergebnis",
		"ergebnisse", "ausgabe", "liste", "zusammenfassung",
		// how it is shown: "give me the lowdown on …", "show me the state of …"
		"rundown", "lowdown", "scoop", "snapshot", "breakdown", "readout", "peek", "picture", "view", "word", "state", "figures",
		"report", "update", "status", "look", "glimpse", "recap", "rundown", "idea", "sense")
	// relativeWords start a clause that says what the noun before them is.
	relativeWords = set("that", "which", "who", "die", "der", "das", "welche", "que", "quien", "quienes")
	// indefinite are the indefinite articles.
	indefinite = set("a", "an", "un", "una", "ein", "eine", "einen", "einer")
	// aboutWords ask about a record as a whole.
	aboutWords = set("about", "sobre", "acerca", "über", "ueber", "everything", "todo", "alles")
	// inWords put a noun in a place: "events in my calendar", "Aktionen im Kalender".
	inWords = set("in", "im", "en", "inside")
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
