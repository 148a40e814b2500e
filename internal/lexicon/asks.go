package lexicon

import "strings"

// Question kinds. A question word asks for a kind of answer: "who" a person, "when" a
// time, "where" a place, "how many" a count, "why" a reason. An endpoint answers it only
// when its text or fields name something of that kind: a user lookup that returns names
// answers "who is user 611", but nothing in a warehouse search that returns SKUs and
// quantities says who changed a count or where a SKU is stored (docs/ROUTING.md,
// "Asked answers").
const (
	AskPerson = "person"
	AskTime   = "time"
	AskPlace  = "place"
	AskCount  = "count"
	AskReason = "reason"
)

// askForms are the question words of each kind. Latin forms are whole words (several
// words in a row for "how many"), and count only where a question starts: as the
// request's first word or after a word that introduces one ("tell me when", "weißt du,
// wann"), so that "materials where the band gap exceeds 2 eV" is a filter, not a
// question. Hangul, Han and Kana forms match anywhere.
var askForms = map[string][]string{
	AskPerson: {
		"who", "whom", "whose", // en
		"누가", "누구", // ko
		"誰", "だれ", // ja
		"谁",                // zh
		"quién", "quiénes", // es
		"wer", "wem", "wen", // de
		"quem", // pt
	},
	AskTime: {
		"when",                     // en
		"언제",                       // ko
		"いつ",                       // ja
		"什么时候", "什麼時候", "何时", "何時", // zh, ja
		"cuándo", // es
		"wann",   // de
		"quand",  // fr
		"quando", // pt
	},
	AskPlace: {
		"where",          // en
		"어디",             // ko
		"どこ",             // ja
		"哪里", "哪裡", "哪儿", // zh
		"dónde",                // es
		"wo", "wohin", "woher", // de
		"où",   // fr
		"onde", // pt
	},
	AskCount: {
		"how many",                            // en
		"몇개", "몇 개", "몇명", "몇 명", "몇건", "몇 건", // ko
		"何件", "何人", "何個", "いくつ", // ja
		"几个", "幾個", "多少个", "多少個", // zh
		"cuántos", "cuántas", // es
		"wie viele",          // de
		"combien de",         // fr
		"quantos", "quantas", // pt
	},
	AskReason: {
		"why",              // en
		"왜",                // ko
		"なぜ", "どうして", "何故", // ja
		"为什么", "為什麼", // zh
		"por qué",                   // es
		"warum", "wieso", "weshalb", // de
		"pourquoi",           // fr
		"por que", "por quê", // pt
	},
}

// askNot are longer words that contain a question form without asking: いつも is
// "always", 왜냐하면 "because".
var askNot = []string{"いつも", "왜냐하면", "왜냐면"}

// questionLeads are words after which a Latin question word starts a question.
var questionLeads = map[string]bool{
	"me": true, "us": true, "know": true, "tell": true, "wonder": true, "check": true, "see": true,
	"out": true, "and": true, "or": true, // en
	"du": true, "mir": true, "uns": true, "sie": true, "ob": true, "und": true, "oder": true, // de
	"dime": true, "sabes": true, "saber": true, "y": true, "o": true, // es
	"moi": true, "sais": true, "savoir": true, "dis": true, "et": true, // fr
	"diga": true, "sabe": true, "e": true, // pt
}

// answers are the English terms and words in an endpoint's text or fields that answer
// each kind of question.
var answers = map[string]map[string]bool{
	AskPerson: set("name", "user", "username", "author", "employee", "member", "customer", "contact",
		"owner", "person", "people", "assignee", "organizer", "creator", "profile", "account", "staff",
		"citation", "cite"), // "who cited X" asks for the citing works
	AskTime: set("date", "time", "day", "week", "month", "year", "schedule", "scheduled", "calendar",
		"event", "meeting", "appointment", "deadline", "timestamp", "history", "forecast", "hour"),
	AskPlace: set("location", "address", "city", "country", "region", "map", "route", "place", "venue",
		"coordinate", "latitude", "longitude"),
	AskCount: set("quantity", "count", "number", "total", "amount", "citation", "citations", "stock",
		"inventory", "population", "volume", "balance", "size"),
	AskReason: set("article", "documentation", "faq", "knowledge", "help", "explanation", "reason",
		"cause", "guide"),
}

func set(words ...string) map[string]bool {
	m := make(map[string]bool, len(words))
	for _, w := range words {
		m[w] = true
	}
	return m
}

// Asks returns the kinds of answer a text's question words ask for, in a fixed order,
// given its tokens (text.Tokens) and normalized form (text.Norm).
func Asks(tokens []string, norm string) []string {
	for _, n := range askNot {
		norm = strings.ReplaceAll(norm, n, " ")
	}
	var out []string
	for _, kind := range []string{AskPerson, AskTime, AskPlace, AskCount, AskReason} {
		for _, f := range askForms[kind] {
			if asked(tokens, norm, f) {
				out = append(out, kind)
				break
			}
		}
	}
	return out
}

func asked(tokens []string, norm, form string) bool {
	if isSpaceless(form) || !isLatin(form) {
		return strings.Contains(norm, form)
	}
	words := strings.Fields(form)
	for i := 0; i+len(words) <= len(tokens); i++ {
		match := true
		for j, w := range words {
			match = match && tokens[i+j] == w
		}
		if match && (i == 0 || questionLeads[tokens[i-1]]) {
			return true
		}
	}
	return false
}

// isLatin reports whether a form is written in Latin script (ASCII or accented).
func isLatin(s string) bool {
	for _, r := range s {
		if r > 0x24F {
			return false
		}
	}
	return true
}

// Answers reports whether an English term or word of an endpoint's text or fields
// (lower case, singular) answers a question of the kind.
func Answers(kind, term string) bool { return answers[kind][term] }
