package lexicon

import "strings"

// generic are English words that qualify what a request is about without naming it:
// time (now, current, latest, historical, ...), quantity and form (count, total, data,
// details, status, ...) and roles (customer, client, ...). A request matched only by such
// words, say "what is the air quality index right now" against an endpoint described
// as "weather right now", names nothing the endpoint offers, so the planner does not
// route on them alone (docs/ROUTING.md, "Specific evidence"). Requests in other
// languages reach these through the domain vocabulary's English terms. Written from
// language knowledge, like the rest of the vocabulary.
var generic = map[string]bool{
	// time
	"now": true, "right": true, "current": true, "currently": true, "latest": true, "live": true,
	"recent": true, "today": true, "new": true, "past": true, "future": true, "historical": true,
	"upcoming": true, "previous": true, "next": true, "daily": true,
	// quantity, form and state
	"count": true, "number": true, "total": true, "data": true, "info": true, "information": true,
	"detail": true, "status": true, "result": true, "item": true, "value": true, "record": true,
	"base": true, "type": true, "kind": true, "general": true, "basic": true, "full": true,
	"summary": true, "overview": true, "all": true, "available": true,
	// roles
	"customer": true, "client": true,
	// particles of phrasal verbs
	"up": true, "out": true,
}

// IsGeneric reports whether an English token (lower case, singular) only qualifies
// what a request is about: matching it alone is no evidence for a route.
func IsGeneric(token string) bool { return generic[token] }

// Time aspects. Sibling endpoints often differ only in when their data is from
// (weather now or forecast, the latest quote or price history): a request that names
// a time aspect goes to the sibling whose own text names the same one. The words are
// English; other languages reach them through the domain vocabulary's English terms.
const (
	AspectPast    = "past"
	AspectPresent = "present"
	AspectFuture  = "future"
)

var aspects = map[string]string{
	"historical": AspectPast, "history": AspectPast, "past": AspectPast, "previous": AspectPast,
	"archive": AspectPast, "archived": AspectPast, "yesterday": AspectPast, "former": AspectPast,
	"earlier": AspectPast, "ago": AspectPast,
	"current": AspectPresent, "currently": AspectPresent, "latest": AspectPresent, "now": AspectPresent,
	"live": AspectPresent, "today": AspectPresent, "realtime": AspectPresent, "present": AspectPresent,
	"future": AspectFuture, "forecast": AspectFuture, "upcoming": AspectFuture, "tomorrow": AspectFuture,
	"prediction": AspectFuture, "predicted": AspectFuture, "outlook": AspectFuture, "next": AspectFuture,
}

// Aspect returns the time aspect an English token (lower case, singular) names, or "".
func Aspect(token string) string { return aspects[token] }

// howTo are phrases asking how to do something: the request is for instructions, so an
// action it names is its topic, not its operation ("how to reset my password" reads
// help, it does not reset). Latin phrases match as whole words, others as substrings.
var howTo = []string{
	"how to", "how do i", "how can i", "how should i", // en
	"cómo",                    // es (the accented interrogative; "como" is "as")
	"wie kann ich", "wie man", // de
	"comment faire", "comment puis je", // fr (the tokenizer splits "puis-je")
	"como faço", "como posso", // pt
	"하는방법", "하는법", "어떻게", // ko (bare 방법 is "method": 결제 방법 변경)
	"する方法", "やり方", "どうやって", "仕方", // ja (bare 方法 is "method")
	"如何", "怎么", "怎麼", // zh
}

// IsHowTo reports whether a text asks how to do something, given its tokens
// (text.Tokens) and normalized form (text.Norm).
func IsHowTo(tokens []string, norm string) bool {
	words := " " + strings.Join(tokens, " ") + " "
	for _, p := range howTo {
		if isSpaceless(p) {
			if strings.Contains(norm, p) {
				return true
			}
		} else if strings.Contains(words, " "+p+" ") {
			return true
		}
	}
	return false
}
