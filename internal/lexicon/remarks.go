package lexicon

import (
	"strings"
	"unicode"

	"github.com/schemarouter/schemarouter/internal/rx"
)

// Remarks that ask no tool for anything. A request may vent about a thing of the
// catalog ("my schedule this week is absolutely insane", "unser Lagerbestand stimmt nie,
// ich dreh durch"), ask the assistant's own opinion ("do you think Nvidia stock will keep
// going up?", "¿Crees que …?"), or ask why something is so ("why do so many papers have
// 20 authors"). Its catalog words name what it talks about, not data to fetch or change.

// AsksNothing reports whether a request only vents, asks an opinion or asks why something
// is so, and pleads for nothing a tool does: no "can you", "show", "bitte", "dime", and no
// problem it reports ("why won't my invoices download" asks the help desk). A Korean or
// Japanese request is read by how it closes (spacelessRemark).
func AsksNothing(raw string) bool {
	if isSpaceless(raw) {
		return spacelessRemark(raw)
	}
	lower := strings.ToLower(strings.ReplaceAll(raw, "’", "'"))
	if plea.MatchString(lower) || hasCode(raw) || doiLike.MatchString(lower) {
		return false // a code names a record to fetch or change: "who cited 10.1093/… lol"
	}
	switch {
	case opinionAsked.MatchString(lower):
		return true
	case predictionAsked.MatchString(lower):
		return !weatherPredicted.MatchString(lower) // "do you think it'll rain in Denver?" asks a forecast
	case reportedProblem.MatchString(strings.ReplaceAll(lower, "can't believe", "")):
		return false
	case whyAsked.MatchString(lower):
		return true
	}
	// A worry or a hope about the weather on a coming day asks its forecast: "Wir grillen
	// am Samstag in Köln – hoffentlich bleibt es trocken".
	return !strings.ContainsAny(raw, "?¿") && (vented.MatchString(lower) || ventedHelp.MatchString(lower)) &&
		!(weatherPredicted.MatchString(lower) && comingDay.MatchString(lower))
}

// spacelessRemark reports whether a Korean or Japanese request closes as a remark: a
// feeling, a sigh, a wish or a why ("株価暴落こわ", "天気予報ってなんで外れるの", "일정 너무
// 빡빡해서 힘들어", "재고 있는 거 다 팔리면 좋겠다"), and pleads for nothing.
func spacelessRemark(raw string) bool {
	t := strings.TrimRightFunc(strings.TrimSpace(raw), func(r rune) bool { return strings.ContainsRune("。！!？?.…~〜ㅠㅜㅋw笑", r) })
	return !saysAny(raw, pleaPhrases, pleaSubs) && !strings.ContainsFunc(t, func(r rune) bool { return unicode.IsDigit(r) || strings.ContainsRune("?？'\"「『", r) }) &&
		spacelessRemarkEnd.MatchString(t) // an earlier question, a number or a quoted name asks after all
}

// spacelessRemarkEnd closes a Korean or Japanese remark.
var spacelessRemarkEnd = rx.MustCompile(`(?:やばい|やば|こわ|こわい|怖すぎ|わからん|分からん|わかんない|眠くなる|寝れない|眠れない|テンション下がる|ごめん|` +
	`いいね|よね|っかな|おうかな|といいな|決まらない|しろ|しんどい|つらい|最悪|うざい|なんで|なんでなん|どうして|理由って何|` +
	`힘들어|꿀꿀|그치|그쵸|쏠게|미치겠다|망했다|짜증나|니 생각은|네 생각은|어떻게 생각해|` +
	`帰ります|大丈夫です|쉬려고요|쉴게요|안 해도 돼요|안 해도 돼|바빠요|바빠서요)$|(?:なんで|なぜ|どうして)\p{L}*の$`) // the asker's own day told: "…今日はもう資料をまとめて帰ります", "지금은 아무것도 안 해도 돼요"

var (
	// whyAsked opens a question of why something is so.
	whyAsked = rx.MustCompile(`^\s*¿?\s*(?:why|warum|wieso|weshalb|por qué)(?:$|[^\pL])`)
	// opinionAsked asks what the assistant likes, prefers or would do, or whether
	// something is wise.
	opinionAsked = rx.MustCompile(`\bwhat(?:'s| is) your (?:favou?rite|opinion|take)\b|\bwould you rather\b|\bwhat would you do\b|` +
		`\bis it (?:a )?(?:bad|good|smart|dumb|stupid|wise) idea\b|\bis (?:now|this|it) a (?:good|bad) time to\b|\ba good (?:major|career|degree|subject)\b|` +
		`\bdo you believe in\b|(?:^|[^\pL])(?:qué opinas|en tu opinión|vale la pena|ist es (?:dumm|klug|sinnvoll)|lohnt es sich)(?:$|[^\pL])`)
	// predictionAsked asks what the assistant expects to happen.
	predictionAsked = rx.MustCompile(`\b(?:do|did) you (?:think|reckon|expect)\b|(?:^|[^\pL])(?:crees que|glaubst du|meinst du|denkst du)(?:$|[^\pL])`)
	// weatherPredicted is a prediction of the weather, which a forecast answers.
	weatherPredicted = rx.MustCompile(`\b(?:rain|snow|sunny|storm|freez|hot|cold|warm|windy|weather)|(?:^|[^\pL])(?:llov|llue|nev|niev|lluvia|sol|regn|schnee|schneit|gewitter|wetter|trocken|sonne|glatteis)`)
	// doiLike is a DOI.
	doiLike = rx.MustCompile(`\b10\.\d{4,}/`)
	// vented is a word of feeling about a thing: boredom, dread, delight, despair.
	vented = rx.MustCompile(`\b(?:ugh|lol|lmao|ngl|tbh|smh|kill me|lowkey|insane|depressing|boring|bored|annoying|exhausting|frustrating|dreading|` +
		`hate|hated|sucks|awful|the worst|happy|tired of|sick of|fed up|losing it|makes no sense|can't believe|never going to|fell apart|` +
		`controls my life|a crime|i miss|i wish|amazes me|it's wild|perfect weather for|educated guesses|and it shows)\b|` +
		`(?:^|[^\pL])(?:me deprime|odio|estoy hart[oa]|socorro|qué pereza|me preocupa|aburrid\pL*|ojalá|volviendo loc[oa]|nunca acierta|me agobia|` +
		`keine lust|mir graut|mach\pL* mir sorgen|hoffentlich|dreh durch|faszinierend|nervt|doch nur|stimmt [^.?!]*nie|ätzend|langweilig)(?:$|[^\pL])`)
	// ventedHelp is a cry for help that closes a remark: "…, hilfe".
	ventedHelp = rx.MustCompile(`[,.!]\s*(?:hilfe|socorro|help)\s*[!.]*$`)
	// comingDay is a day to come.
	comingDay = rx.MustCompile(`\b(?:tomorrow|tonight|weekend|next|monday|tuesday|wednesday|thursday|friday|saturday|sunday)\b|` +
		`(?:^|[^\pL])(?:morgen|übermorgen|wochenende|nächste\pL*|montag|dienstag|mittwoch|donnerstag|freitag|samstag|sonntag|` +
		`mañana|sábado|domingo|lunes|martes|miércoles|jueves|viernes|fin de semana|próxim\pL*|ese día)(?:$|[^\pL])`)
	// plea asks a tool for something despite the feeling: "ugh, can you check …".
	plea = rx.MustCompile(`\b(?:can you|could you|please|pls|plz|show|tell me|give me|find|check|list|look up|search|create|add|update|set|change|book|` +
		`remind|pull|get me|i need|we need|let me know|what's the|what is the|how much|how many|send|open|file|log|report)\b|` +
		`(?:^|[^\pL])(?:puedes|podrías|por favor|muéstrame|dime|busca|crea|añade|necesito|quiero saber|cuánto|cuántos|cuántas|` +
		`bitte|kannst du|könntest|zeig|such|gib|leg|trag|brauche|wie viel|guía|cómo|anleitung|wie man|` +
		`cria|crie|marca|marque|adiciona|mostra|procura|abre|registra|pfv|por favor|preciso|` + // pt
		`crée|créez|ajoute|ajoutez|montre|cherche|peux-tu|pouvez-vous|s'il te plaît|s'il vous plaît|stp|svp)(?:$|[^\pL])|\b(?:guide|how to)\b`) // fr
	// reportedProblem is a problem a request reports, which the help desk reads.
	reportedProblem = rx.MustCompile(`\b(?:won't|wont|can't|cannot|doesn't|does not|isn't working|not working|fails?|failing|error|crash\w*|keeps)\b|` +
		`(?:^|[^\pL])(?:funktioniert nicht|geht nicht|kann nicht|lässt sich nicht|no funciona|no puedo|no me deja)(?:$|[^\pL])`)
)
