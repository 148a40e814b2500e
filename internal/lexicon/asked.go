package lexicon

import (
	"slices"
	"strings"
	"unicode"
)

// What an English read asks to be told. "Look up her profile and tell me her birthday",
// "find account 2231 and show me the renewal date": the noun after "tell me", "show me"
// or "give me", past articles and possessives, is what the answer must hold; a read
// endpoint that says none of its words does not answer it (plan.fitAskedNouns).
// What-questions and Spanish and German verbs of telling are not read this way: many
// paraphrases of plain requests start with a what-question ("what's going on with …"),
// and the nouns after "dime" or "zeig mir" meet more gaps of the vocabulary than things
// no endpoint returns (docs/DECISIONS.md).

// AskedNoun is a noun phrase a request asks to be told or shown, and the word of the
// place it is said to be in, if any ("the events in my calendar": events, calendar).
type AskedNoun struct{ Noun, Place string }

// AskedNouns returns the noun phrases an English request asks to be told or shown: at
// most three words after "tell me", "show me" or "give me", past articles, possessives
// and a possessive name ("kim's job title"), up to a preposition, a conjunction or a
// clause mark. A noun that asks nothing in particular (noContent), a way of showing
// ("a rundown of …"), a heading or aside before a clause mark, a noun a relative clause
// defines and "tell me about …" are none.
func AskedNouns(raw string) []AskedNoun {
	if isSpaceless(raw) {
		return nil
	}
	// Clause marks stay as words of their own: "|" for a comma or semicolon, "‖" for a
	// colon or a dash.
	marked := strings.NewReplacer(",", " | ", ";", " | ", ":", " ‖ ", " - ", " ‖ ", "—", " ‖ ", "–", " ‖ ").Replace(strings.ReplaceAll(raw, "’", "'"))
	words := strings.FieldsFunc(strings.ToLower(marked), func(r rune) bool {
		return !unicode.IsLetter(r) && !unicode.IsDigit(r) && r != '\'' && r != '-' && r != '|' && r != '‖'
	})
	var out []AskedNoun
	for i := 0; i+2 < len(words); i++ {
		if w := words[i]; words[i+1] != "me" || w != "tell" && w != "show" && w != "give" {
			continue
		}
		k := i + 2
		if aboutWords[words[k]] || indefinite[words[k]] {
			continue // the record itself ("tell me about …"), a way of showing it ("give me a rundown of …")
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
		case len(phrase) == 0 || slices.ContainsFunc(phrase, func(w string) bool { return noContent[w] }):
			continue // "give me the details", "… and tell me the answer"
		case k+1 < len(words) && (words[k] == "‖" || words[k] == "|") && !relativeWords[words[k+1]]:
			continue // a heading or an aside before the request: "give me a hand: get …"
		case k < len(words) && relativeWords[words[k]] || k+1 < len(words) && words[k] == "|" && relativeWords[words[k+1]]:
			continue // what the relative clause says it is: "the newer work that cites …"
		}
		asked := AskedNoun{Noun: strings.Join(phrase, " ")}
		if k+1 < len(words) && words[k] == "in" {
			// Where it is kept: "the events in my calendar".
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

var (
	// noContent are nouns that ask for nothing in particular: the details, the answer
	// itself, a way of showing it.
	noContent = set("details", "detail", "data", "info", "information", "parameters", "parameter", "overview",
		"answer", "answers", "response", "result", "results", "output", "json", "version", "summary", "number", "numbers", "value",
		"values", "outcome", "reply", "list", "rundown", "lowdown", "scoop", "snapshot", "breakdown", "readout", "peek", "picture",
		"view", "word", "state", "figures", "report", "update", "status", "look", "glimpse", "recap", "idea", "sense")
	// relativeWords start a clause that says what the noun before them is.
	relativeWords = set("that", "which", "who")
	// indefinite are the indefinite articles.
	indefinite = set("a", "an")
	// aboutWords ask about a record as a whole.
	aboutWords = set("about", "everything")
	// nounLeads are the articles, possessives and qualifiers before the noun asked.
	nounLeads = set("the", "her", "his", "their", "its", "my", "our", "your", "current", "all", "some", "any", "only", "just",
		"please", "newer", "newest", "recent", "latest", "new", "last", "past", "previous") // "the last 30 days of …": a span, no noun
	// nounStops end the noun asked: prepositions, conjunctions, verbs and pronouns after it.
	nounStops = set("of", "for", "in", "on", "at", "from", "with", "to", "and", "or", "is", "are", "was", "that", "so",
		"please", "pls", "right", "now", "today", "me", "which", "who")
	// questionWordsAsked make the ask a question of its own kind (who, when, where, how
	// many), which plan.fitAsks reads.
	questionWordsAsked = set("everything", "anything", "what", "who", "when", "where", "how", "which", "why", "if", "whether")
)
