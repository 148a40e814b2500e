package lexicon

import (
	"slices"
	"strings"
	"sync"
	"unicode"

	"github.com/schemarouter/schemarouter/internal/rx"
	"github.com/schemarouter/schemarouter/internal/text"
)

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
	"upcoming": true, "previous": true, "next": true, "daily": true, "prediction": true, "history": true,
	// quantity, form and state
	"count": true, "number": true, "total": true, "data": true, "database": true, "info": true, "information": true,
	"detail": true, "status": true, "result": true, "item": true, "value": true, "record": true,
	"base": true, "type": true, "kind": true, "general": true, "basic": true, "full": true,
	"summary": true, "overview": true, "all": true, "available": true, "list": true,
	// roles
	"customer": true, "client": true,
	// particles of phrasal verbs, and the verb of looking up, which any tool's alias may say
	"up": true, "out": true, "look": true,
}

// genericOperations are the operations any kind of endpoint may offer: naming one says
// nothing of what the request is about ("schedule", "cite" or "reserve" do).
var genericOperations = set("create", "add", "make", "get", "show", "list", "search", "find", "lookup",
	"update", "change", "set", "edit", "modify", "delete", "remove", "open", "view", "check", "retrieve", "fetch",
	"tell", "give", "write", "register", "submit", "file", "post", "query", "read", "display", "report", "configure",
	"generate", "provide", "return", "send", "run", "use")

// IsGenericOperation reports whether an operation is one any kind of endpoint may offer.
func IsGenericOperation(op string) bool { return genericOperations[op] }

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

// EveningGone reports whether a request asks about this evening in the past tense: "did it
// rain tonight", "今晩、雨が降りましたか", "오늘 밤에 비 왔어?" — an evening gone, no forecast.
func EveningGone(raw string) bool {
	lower := strings.ToLower(raw)
	return eveningWords.MatchString(lower) && pastAsked.MatchString(lower)
}

var (
	eveningWords = rx.MustCompile(`tonight|this evening|heute abend|heute nacht|오늘 ?밤|오늘 저녁|今夜|今晩`)
	pastAsked    = rx.MustCompile(`\b(?:did|was|were|had)\s+(?:it|there)\b|\b(?:war|hat|hatte)\s+es\b|[았었였했왔봤]어\??$|[았었였했왔]나\??$|(?:ました|でした|かった|った)か?[？?]?$`)
)

// Aspect returns the time aspect an English token (lower case, singular) names, or "".
func Aspect(token string) string { return aspects[token] }

// IsTimeWord reports whether a term only says when: a time ("tomorrow", "week") or an
// aspect that names no record of its own ("now", "next"), where a forecast or a history
// is a thing an endpoint returns.
func IsTimeWord(term string) bool {
	return timeTerms[term] || aspects[term] != "" && !recordAspects[term]
}

// recordAspects are the aspects that name what holds them: a history, a forecast.
var recordAspects = set("historical", "history", "archive", "archived", "forecast", "prediction", "predicted", "outlook")

// howTo are phrases asking how to do something: the request is for instructions, so an
// action it names is its topic, not its operation ("how to reset my password" reads
// help, it does not reset). Latin phrases match as whole words, others as substrings.
var howTo = []string{
	"how to", "how do i", "how can i", "how should i", // en
	"what s the process", "whats the process", "what is the process", "what s the procedure", "what is the procedure", "what are the steps", // en: the way asked after the wish
	"cuál es el proceso", "cual es el proceso", "cuál es el procedimiento", "cual es el procedimiento", "wie ist der ablauf", "wie läuft das ab", "was ist der ablauf", // es, de
	"cómo",                                                                                                                                                         // es (the accented interrogative; "como" is "as")
	"guía para", "guia para", "tutorial para", "instrucciones para", "anleitung zum", "anleitung zur", "anleitung für", "guía de ayuda para", "guia de ayuda para", // es, de: a guide to doing
	"wie kann ich", "wie man", "wie setze ich", "wie stelle ich", "wie ändere ich", "wie lösche ich", "wie mache ich", // de
	"was muss ich tun", "was muss man tun", "wie gehe ich vor",
	"comment faire", "comment puis je", "sur comment", "sur la façon de", "sur la manière de", "expliquant comment", "explique comment", "pour savoir comment", "guide pour", "tutoriel pour", // fr (the tokenizer splits "puis-je")
	"como faço", "como posso", "sobre como", "de como", "explicando como", "explica como", // pt ("como" alone is also "as")
	"come si", "come posso", "come faccio", "come fare", "su come", "di come", "spiega come", "spieghi come", "guida per", "istruzioni per", // it ("come" alone is also "as")
	"는방법", "는 방법", "하는법", "어떻게", "는 법 알려", // ko (bare 방법 is "method": 결제 방법 변경; "남기는 방법" asks how)
	"する方法", "やり方", "どうやって", "仕方", "どうすれば", // ja (bare 方法 is "method")
	"如何", "怎么", "怎麼", // zh
}

// instructions are the how-to phrases that ask for instructions and nothing else
// (bare "cómo", "어떻게" and "如何" also ask how something is: "¿cómo está el clima?").
var instructions = []string{
	"how to", "how do i", "how can i", "how should i", // en
	"what s the process", "whats the process", "what is the process", "what s the procedure", "what is the procedure", "what are the steps",
	"cuál es el proceso", "cual es el proceso", "cuál es el procedimiento", "cual es el procedimiento", "wie ist der ablauf", "wie läuft das ab", "was ist der ablauf",
	"cómo puedo", "cómo hago", "cómo se hace", "cómo lo", "cómo la", // es
	"guía para", "guia para", "tutorial para", "instrucciones para", "anleitung zum", "anleitung zur", "anleitung für", "guía de ayuda para", "guia de ayuda para", // es, de
	"wie kann ich", "wie man", "wie setze ich", "wie stelle ich", "wie ändere ich", "wie lösche ich", "wie mache ich", // de
	"was muss ich tun", "was muss man tun", "wie gehe ich vor",
	"comment faire", "comment puis je", "guide pour", "tutoriel pour", // fr
	"como faço", "como posso", // pt
	"come posso", "come faccio", "come si fa", "come fare", "guida per", "istruzioni per", // it
	"는방법", "는 방법", "하는법", "는 법 알려", // ko
	"する方法", "やり方", "どうやって", "どうすれば", // ja
	"怎么做", "怎麼做", "如何设置", "如何設定", // zh
}

// AsksInstructions reports whether a text asks for instructions (see instructions):
// only an endpoint whose text names help articles or documentation answers it
// (AskInstructions).
func AsksInstructions(tokens []string, norm string) bool {
	tokens = describingExplanations(tokens)
	return compiledInstructions().said(tokens, norm) || germanHowTo(tokens) || usageAsked.MatchString(norm)
}

// usageAsked is a Korean or Japanese request that ends asking how a thing is used ("일정
// 생성 기능 사용법", "カレンダーの予定作成の使い方を教えて"); the usage named inside a
// request is its topic ("시스템 사용법 세미나 일정 잡아줘"). norm is text.Norm's form.
var usageAsked = rx.MustCompile(`(?:사용법|사용방법|이용법|이용방법|使い方|使用方法|利用方法)(?:좀|은|이|を|は)?(?:알려줘|알려주세요|알려줄래|알려줄수있어|가뭐야|가궁금해|教えて|教えてください|を知りたい)?[?？.。!]*$`)

var compiledInstructions = sync.OnceValue(func() phrases { return compilePhrases(instructions) })

// IsHowTo reports whether a text asks how to do something, given its tokens
// (text.Tokens) and normalized form (text.Norm).
func IsHowTo(tokens []string, norm string) bool {
	tokens = describingExplanations(tokens)
	norm = strings.ReplaceAll(norm, "어떻게되", "") // "운영 시간이 어떻게 되는지": what it is, not how to
	return compiledHowTo().said(tokens, norm) || germanHowTo(tokens) || usageAsked.MatchString(norm)
}

// HowToThenAct reports whether a request asks how to do something and then, in a later
// sentence with no how-to of its own, asks for an action: "Wie eröffne ich ein Ticket
// beim Support? Bitte direkt anlegen." asks for the ticket, not for instructions.
func (l *Lexicon) HowToThenAct(raw string) bool {
	clauses := splitClauses(raw)
	for k := len(clauses) - 2; k >= 0; k-- {
		c := strings.TrimRightFunc(clauses[k], unicode.IsSpace)
		if !strings.HasSuffix(c, "?") && !strings.HasSuffix(c, "？") {
			continue
		}
		if !IsHowTo(text.Tokens(c), text.Norm(c)) {
			continue
		}
		rest := strings.Join(clauses[k+1:], "")
		tokens, norm := text.Tokens(rest), text.Norm(rest)
		m := l.AnalyzeText(rest, tokens, norm)
		return !IsHowTo(tokens, norm) && m.Main != "" && l.Family(m.Main) != ReadFamily
	}
	return false
}

// germanHowTo reports whether German tokens ask how one does something: "wie" with a
// verb and "man" or "ich" right after it ("wie zitiert man …", "wie verbinde ich …"), not
// a question of degree ("wie viele Termine habe ich", "wie lange dauert …").
func germanHowTo(tokens []string) bool {
	for i, t := range tokens {
		if t != "wie" || i+2 >= len(tokens) || wieDegrees[tokens[i+1]] {
			continue
		}
		for _, w := range tokens[i+2 : min(i+4, len(tokens))] { // an accented verb's folded twin may stand between
			if w == "man" || w == "ich" {
				return true
			}
		}
	}
	return false
}

// wieDegrees make "wie" ask how much or how far.
var wieDegrees = set("viel", "viele", "lange", "oft", "hoch", "weit", "spät", "spat", "groß", "gross", "alt", "teuer",
	"warm", "kalt", "heiß", "heiss", "schnell", "sehr", "gut", "schlecht", "ist", "sind", "war", "wird", "steht", "stehen")

var compiledHowTo = sync.OnceValue(func() phrases { return compilePhrases(howTo) })

// advice are phrases asking for an explanation, a judgement or advice: what a concept
// means, how two differ, what one should do, which is best, an opinion. No data lookup
// answers them ("explain the difference between the Gregorian and Julian calendars",
// "Tesla 주식 hold 하는 게 맞을까?"). Latin phrases match as whole words, others as
// substrings.
var advice = []string{
	"explain", "explanation", "meaning of", "definition of", "define", "difference between", // en
	"समझाओ", "समझा दो", "समझाइए", "समझाइये", "क्यों होता है", "क्यों होती है", "मतलब क्या", // hi
	"stand for", "stands for", "acronym", "abbreviation", "steht für", "abkürzung", "siglas", "약자", "の略", // what letters stand for
	"what does the phrase", "what does the expression", "that expression mean", "this expression mean", "origin of the expression", "origin of the phrase", // a phrase explained
	"synonyms for", "synonym for", "another word for", "antonyms for", "antonym for", // words for a word
	"how do you say", "how to say", "cómo se dice", "wie sagt man", "comment dit on", "como se diz", "come si dice", "come si traduce", "cómo se traduce", "comment traduire", "wie übersetzt man", "뭐라고 해", "뭐라고 하", "何と言う", "なんて言う", "何て言う", "どう言えば", "どう言う", // a word in another language
	"etymology", "etimología", "wortherkunft", "語源", "어원", "英語フレーズ", "丁寧な英語", // where a word comes from, phrases to say
	"should i", "should we", "recommend", "recommendation", "recommendations", "advice", "advise", "suggest", "suggestion",
	"tips", "your opinion", "what do you think", "pros and cons", "is it worth", "worth it", "common causes",
	"best practices", "best practice", "good idea", "which is better", "is it better", "your thoughts",
	"is best for", "is the best for", "best suited", "most suitable", // en: a judgement of fitness
	"how can we improve", "how can i improve", "how to improve", "how to reduce", "how can we reduce", "what software", "which software", "best software", "software for", "software do",
	"should a", "should an", "should our", "should my", // en: what to use or do, what a thing should be
	"sollte man",                                                                                                                               // de: what one should do
	"how do warehouses", "how do companies", "how do retailers", "how do businesses", "how do stores", "how do shops", "how do most companies", // en: a general practice
	"wie machen firmen", "wie machen unternehmen", "cómo hacen", "como hacen", "debería tener", "deberia tener", // de, es: a general practice, what one should have
	"mejor software", "qué software", "que software", "software para", // es: what software to use
	"common reasons", "common reason", "reasons for", "causes of", // en: why things go wrong
	"welche software", "was sollte", "wie verbessern wir", "wie können wir verbessern", // de
	"qué software", "que software", "cómo mejoramos", "cómo mejorar", "cómo podemos mejorar", "cómo calculo", "cómo se calcula", // es
	"설명해", "설명 좀", "뭔지", "무엇인지", "뜻이", "의미가", "차이점", "원리", "추천해", "추천 좀", // ko
	"조언", "팁", "의견", "어떻게 생각", "손절", "익절", "판단해", "좋을까", "나을까", "맞을까", "어떻게 해야", "네 생각",
	"뭐가 좋아", "뭐가 좋을", "어떤 게 좋", "제일 좋은", "가장 좋은", "뭐가 나아", "뭐가 더 나아",
	"노하우", "어떻게 봐", "믿을 만해", "믿을만해", "믿을 만한가", "적정주가", "적정 주가", "책 추천", // ko: know-how, how one sees it, whether to trust it, a fair value
	"説明して", "説明してください", "とは何", "とは 説明", "とは説明", "について説明", "意味", "違いは", "違いを", "仕組み", "おすすめ", // ja
	"アドバイス", "コツ", "どう思う", "べき", "ベストプラクティス", "どっちがいい", "一番いい", "けどどうしたらいい", "けど、どうしたらいい", // what to do about a trouble told
	"いいと思いますか", "いいと思う", "適正株価", "入門書", "初心者向けの本", // ja: what one thinks good, a fair value, books to start with
	"相談したい", "相談に乗", "買えば", "儲かる", "買い時", "売り時", // ja: consult, what to buy to profit, when to buy or sell
	"good time to buy", "good time to sell", "살 때야", "팔 때야", "사야 할까", "팔아야 할까", "사도 될까", "팔아도 될까", "사도 돼", "買ってもいい", "売ってもいい", "momento de comprar", "zeit zu kaufen", // when to buy or sell
	"理由を教え", "理由が知りたい", "理由を知りたい", "이유를 알려", "이유 알려", "이유가 뭐", "이유가 궁금", // ja, ko: the reason why
	"考えて", "改善案", "案を出", "案だして", "書けばいい", "どう書けば", "ご説明", "説明いただ", // ja: think up, propose, what to write
	"解释", "解釋", "什么是", "什麼是", "区别", "區別", "推荐", "推薦", "建议", "建議", // zh
	"应该怎么", "應該怎麼", "应该如何", "應該如何", "我应该", "我應該", "应不应该", "應不應該", "应该买", "應該買", "应该卖", "應該賣", "应该选", "應該選", "应该用", "應該用", "应该注意", "應該注意", "应该做", "應該做", // zh: what one should do ("应该是 …" gives a right value)
	"哪个好", "哪個好", "怎么看", "怎麼看", "你觉得", "你覺得", "靠谱吗", "靠譜嗎", // zh: which is good, how to read it, what you think, whether to trust it
	"affect", "affects", // en: how one thing affects another
	"잘 쓰는", "쓰는 법", "쓰는 방법", "쓰는 요령", "書き方", "上手に書", "how to write a good", "tips for writing", "cómo escribir un buen", "wie schreibe ich ein gutes", // how to write well
	"explica", "explicas", "explícame", "explicame", "explicarme", "explícamelo", "explicamelo", "qué significa", "que significa", "significado", "diferencia entre", // es
	"cómo se lee", "como se lee", "cómo se interpreta", "como se interpreta", "wie entsteht", "wie entstehen", "wie liest man", // es, de: how a thing is read or comes to be
	"recomienda", "recomiéndame", "recomiendas", "recomendado", "recomendada", "recomendados", "recomendadas", "recomendable", "consejo", "consejos", "opinión", "qué debería", "crees que debería", "crees que",
	"debería hacer", "debería comprar", "debería vender", "debería invertir", "debería usar", "debería elegir", "debería preocuparme",
	"vale la pena", "qué ideas", "es mejor", "cuál es mejor", "tu opinión",
	"erkläre", "erklär", "erklären", "erklärs", "erklaere", "erklaer", "erklaers", "was bedeutet", "bedeutung", "unterschied", "empfiehl", "empfiehlst", "empfehlt", // de
	"wie zuverlässig", "how reliable", "how accurate", "wie genau sind", "qué tan fiables", // reliability asked
	"qué tan acertado", "qué tan acertada", "qué tan preciso", "qué tan precisa", "quelle est la fiabilité", "quelle fiabilité", "quelle est la précision", "quão preciso", "quão precisa", "quanto è affidabile", "quanto sono affidabili", // reliability asked
	"empfehlung", "empfehlen", "ratschlag", "tipps", "meinung", "sollte ich", "sollten wir",
	"lohnt", "einschätzung", "ist besser", "ist es besser", "am besten für", "am besten geeignet", "eignet sich am besten", // de: which suits best
	"ist günstiger", "ist härter", "ist leichter", "ist stabiler", "ist korrosionsbeständiger", "leitet wärme besser", // de: which of two is more so
	"soll ich", "sollen wir", "kaufen sollte", "verkaufen sollte", "halten sollte", "investieren sollte", "kaufen soll", "verkaufen soll",
	"explique", "expliquez", "signifie", "différence entre", "recommande", "conseil", // fr
	"conseils", "ton avis", "votre avis", "devrais", "est meilleur", "selon toi", "selon vous", "bon moment pour", "que veut dire", "veut dire quoi",
	"diferença entre", "recomende", "conselho", "conselhos", "opinião", "deveria", "é melhor", // pt
	"devo investir", "devo comprar", "devo vender", "vale a pena", "como se calcula", // pt: what one should do, how a value is computed
	"spiegami", "spiega", "differenza tra", "mi consigli", "mi consiglia", "consigliami", "consiglio", "consigli", "secondo te", "cosa ne pensi", "è meglio", "dovrei investire", "dovrei comprare", "dovrei vendere", "vale la pena", "è migliore", "è il migliore", "è la migliore", // it
}

// IsAdvice reports whether a text asks for an explanation, a judgement or advice (see
// advice), given its tokens (text.Tokens) and normalized form (text.Norm).
func IsAdvice(tokens []string, norm string) bool {
	if clothesForWeather.MatchString(strings.Join(tokens, " ")) {
		return false // "Should I bring an umbrella in Munich today?" asks the weather there (weatherCondition)
	}
	// A board ("conselho de administração", "consiglio di amministrazione") gives no
	// advice asked.
	if strings.Contains(norm, "conselhodeadministra") || strings.Contains(norm, "conselhodiretor") || strings.Contains(norm, "consigliodiamministrazione") {
		tokens = slices.DeleteFunc(slices.Clone(tokens), func(t string) bool { return t == "conselho" || t == "consiglio" })
	}
	// The tokens hold each word once, so a German "soll ich" after another "ich" is read
	// from the normalized text.
	return compiledAdvice().said(describingExplanations(settingDefines(tokens)), norm) || holdsAny(norm, germanShoulds) ||
		len(tokens) > 0 && (whatStarts[tokens[0]] || slices.Contains(tokens, "mean")) &&
			whatMeans.MatchString(strings.Join(tokens, " ")) && !slices.ContainsFunc(tokens, func(t string) bool { return kindsAsked[t] }) &&
			!helpArticleNamed(tokens)
}

// germanShoulds ask what one should do, in the normalized text: "Soll ich das lieber in
// ETFs stecken?", "Sollten wir verkaufen?".
var germanShoulds = []string{"sollich", "sollteich", "sollenwir", "solltenwir"}

// helpArticleNamed reports whether tokens name a help article or page ("What is a good
// help article on SSO?"), not the help center that is asked what it is.
func helpArticleNamed(tokens []string) bool {
	for i, t := range tokens[:max(len(tokens)-1, 0)] {
		if t == "help" && helpThings[tokens[i+1]] {
			return true
		}
	}
	return false
}

// clothesForWeather asks whether to bring or wear clothes for the weather, in tokens.
var clothesForWeather = rx.MustCompile(`\b(?:should|soll|sollte|sollten|debería|deberia|debo)\s+(?:\S+\s+){0,4}?(?:bring|take|pack|wear|mitnehmen|einpacken|anziehen|llevar|llevarme|ponerme)\b(?:\s+\S+){0,3}?\s+(?:umbrella|jacket|coat|shorts|sunscreen|raincoat|regenschirm|schirm|jacke|mantel|paraguas|abrigo|chaqueta)\b|` +
	`\b(?:soll|sollte)\s+(?:ich|wir)\s+(?:\S+\s+){0,6}?(?:regenschirm|schirm|jacke|mantel|sonnencreme|gummistiefel)\s+(?:\S+\s+)?(?:mitnehmen|einpacken|anziehen)\b`)

// whatMeans asks what a word means ("what does band gap mean") or what a kind of thing is,
// as the whole request ("What is a crystal lattice?", "Was ist ein SKU?", "¿Qué es una
// cita?").
var whatMeans = rx.MustCompile(`\bwhat (?:does|do) (?:\S+ ){1,4}mean\b|^(?:what is|what s|whats|was ist|(?:qué )?(?:que|qué) es) (?:(?:actually|exactly|eigentlich|genau|denn|überhaupt|realmente|exactamente) )?(?:an?|ein|eine|un|una) (?:(?:eigentlich|genau|überhaupt) )?(?:\S+ ?){1,6}$|^(?:qué )?(?:que|qué) es (?:el|la) (?:\S+ ?){1,4}$` +
	// a practice named by its gerund, a role by what it does: "what is cycle counting in
	// inventory", "what is user onboarding", "what does a support engineer do"
	`|^(?:what is|what s|whats|was ist|(?:qué )?(?:que|qué) es) (?:el |la |der |die |das )?(?:\S+ )?\S{3,}ing(?: (?:in|for|of|de|del|von) (?:\S+ ?){1,2})?$|^what does an? (?:\S+ ){1,3}do$` +
	`|^was ist (?:\S+ ){1,2}(?:eigentlich|genau)$` +
	// what a word means, or is in another language: "Was heißt Lagerbestand genau?", "Was
	// heißt "Lager" auf Englisch?" (not "Was heißt das für morgen …", which asks on); an
	// accented word's folded twin follows it among the tokens ("französisch franzosisch")
	`|^was hei(?:ß|ss)t (?:\S+ ){1,2}(?:auf|in) (?:englisch|deutsch|französisch(?: franzosisch)?|spanisch|italienisch|japanisch|koreanisch|chinesisch)$|^was hei(?:ß|ss)t \S+(?: eigentlich| genau)?$`)

// helpThings are what "help" names a document of.
var helpThings = set("article", "articles", "doc", "docs", "page", "pages", "guide", "guides")

// whatStarts begin a question of what a thing is.
var whatStarts = set("what", "whats", "was", "qué", "que")

// kindsAsked are words that make "what is a …" ask for a record: "What is a good paper on
// perovskites?", "What is an event I have next week?".
var kindsAsked = set("paper", "papers", "article", "articles", "artikel", "artículo", "hilfeartikel", "event", "events",
	"good", "guter", "gute", "best", "bueno", "buena", "recent", "material", "materials", "stock", "price")

// describingExplanations returns tokens without an explaining verb a relative pronoun
// puts in a description, and the "how" it explains ("un artículo que explique cómo …",
// "an article that explains how to …"): the document explains, the request asks for the
// document, or acts on it ("publicar un nuevo artículo … que explique cómo …").
func describingExplanations(tokens []string) []string {
	for i := 1; i < len(tokens); i++ {
		if relativePronouns[tokens[i-1]] && explainingVerbs[tokens[i]] {
			j := i + 1
			for j < len(tokens) && (describedHow[tokens[j]] || tokens[j] == "to") {
				j++ // "que explique cómo …", "that explains how to …": the document's content
			}
			return describingExplanations(slices.Concat(tokens[:i], tokens[j:]))
		}
	}
	return tokens
}

// settingDefines drops a Spanish or Portuguese "define" that sets a value, "as" one or
// "to" one, from tokens: "Define o fuso horário do usuário 8812 como America/Sao_Paulo",
// "define la cantidad en 40" (not "define band gap").
func settingDefines(tokens []string) []string {
	if !slices.Contains(tokens, "define") || !slices.ContainsFunc(tokens, func(t string) bool { return setTos[t] }) {
		return tokens
	}
	return slices.DeleteFunc(slices.Clone(tokens), func(t string) bool { return t == "define" })
}

// setTos are the Spanish and Portuguese words a value set follows; not "a", which is
// also the English article ("Define a unit cell" asks a definition).
var setTos = set("como", "para", "en", "em")

var (
	relativePronouns = set("que", "that", "which", "who", "der", "die", "das", "welcher", "welche", "welches", "qui", "che")
	explainingVerbs  = set("explique", "explica", "explains", "explain", "erklärt", "erklart", "spiega", "spieghi", "explicam", "expliquent", "explican")
	describedHow     = set("how", "cómo", "como", "wie", "comment", "come")
)

var compiledAdvice = sync.OnceValue(func() phrases { return compilePhrases(advice) })

// phrases are phrases ready to match: Latin ones as the padded token sequence the
// tokenizer makes of them (accented words are followed by their folded form, as in a
// request), by their first token, and the others normalized.
type phrases struct {
	words map[string][]string
	subs  []string
	// asciiSubs is set when some normalized phrase is ASCII: an ASCII text may say it.
	asciiSubs bool
}

func compilePhrases(list []string) phrases {
	ps := phrases{words: map[string][]string{}}
	for _, p := range list {
		if isSpaceless(p) {
			n := text.Norm(p)
			ps.subs = append(ps.subs, n)
			ps.asciiSubs = ps.asciiSubs || text.IsASCII(n)
		} else if tokens := text.Tokens(p); len(tokens) > 0 {
			ps.words[tokens[0]] = append(ps.words[tokens[0]], " "+strings.Join(tokens, " ")+" ")
		}
	}
	return ps
}

// said reports whether a text, given by its tokens and normalized form, says a phrase.
// Only the Latin phrases that start with one of its tokens are looked for.
func (ps phrases) said(tokens []string, norm string) bool {
	if ps.asciiSubs || !text.IsASCII(norm) {
		for _, p := range ps.subs {
			if strings.Contains(norm, p) {
				return true
			}
		}
	}
	words := ""
	for _, t := range tokens {
		for _, p := range ps.words[t] {
			if words == "" {
				words = " " + strings.Join(tokens, " ") + " "
			}
			if strings.Contains(words, p) {
				return true
			}
		}
	}
	return false
}

// spanMarks are the marks one of which every span and time ahead holds: a digit, a unit,
// a month or a word of a year's parts.
var spanMarks = []string{"0", "1", "2", "3", "4", "5", "6", "7", "8", "9", "day", "week", "month", "quarter", "year", "since", "ytd", "half", "semestre", "vorjahr",
	"tag", "woche", "monat", "jahr", "quartal", "seit", "ende", "día", "dia", "semana", "mes", "año", "ano", "trimestre", "desde", "finales",
	"jan", "feb", "mar", "apr", "may", "jun", "jul", "aug", "sep", "oct", "nov", "dec", "mär", "mai", "okt", "dez", "ene", "abr", "ago", "dic",
	"mês", "mois", "mese", "année", "anno", "jours", "semaines", "giorni", "settimane", "mesi", "anni", "dias", "semanas", "meses", "anos", "sur un",
	"depuis", "gennaio", "janvier", "janeiro", "inizio", "天", "周", "週",
	"一", "二", "三", "四", "五", "六", "七", "八", "九", "十", "年", "月", "期", "半期", "연", "분기", "반기", "년", "주", "달", "일"}

// NamesTimeAhead reports whether a text names a time a count of units ahead of now, or
// the end of the year: "in five years", "two years from now", "in zwei Jahren",
// "dentro de tres meses", "en cinco años", "5年後", "3개월 뒤", "at the end of this
// year", "Ende des Jahres", "a finales de año", "年末", "연말".
func NamesTimeAhead(raw string) bool {
	lower := strings.ToLower(raw)
	if !holdsAny(lower, spanMarks) {
		return false
	}
	for _, at := range timeAhead.FindAllStringIndex(lower, -1) {
		before := strings.TrimRightFunc(lower[:at[0]], unicode.IsSpace)
		if m := lower[at[0]:at[1]]; (m == "年末" || m == "연말") && (strings.HasSuffix(before, "昨") || strings.HasSuffix(before, "去") ||
			strings.HasSuffix(before, "작년") || strings.HasSuffix(before, "지난") || strings.HasSuffix(before, "年") ||
			before != "" && before[len(before)-1] >= '0' && before[len(before)-1] <= '9') {
			continue // the end of a year gone: "昨年末", "2023年末", "작년 연말"
		}
		if namedYear.MatchString(lower[at[1]:]) {
			continue // the end of a year named: "zum Jahresende 2021", "at the end of the year 2021"
		}
		return true
	}
	return false
}

// NamesPeriodAhead reports whether a text names prices over a week, month, quarter or
// count of days to come, the period right after the prices: "closing prices for next
// week", "Kursverlauf im kommenden Quartal", "los precios de cierre de la semana que
// viene" — a prediction. A period told in a clause of its own is a plan beside the
// request ("Before my vacation next month, what's Tesla's share price?").
func NamesPeriodAhead(raw string) bool {
	lower := strings.ToLower(raw)
	for _, at := range pricesNamed.FindAllStringIndex(lower, -1) {
		after := lower[at[1]:min(len(lower), at[1]+48)]
		if i := strings.IndexAny(after, ";.!?"); i >= 0 {
			after = after[:i] // the clause of the prices
		}
		if periodAhead.MatchString(after) {
			return true
		}
	}
	return false
}

// pricesNamed names prices; periodAhead, right after them, a period ahead with the
// preposition that binds it.
var (
	pricesNamed = rx.MustCompile(`prices?\b|quotes?\b|closes?\b|closing\b|kurs\w*|schlusskurs\w*|precios?\b|cotizaci\w+|cierres?\b`)
	periodAhead = rx.MustCompile(`^(?:\s+\S+){0,3}?\s+(?:la|el)\s+(?:(?:semana|mes|año|trimestre) que viene|próxim[oa] (?:semana|mes|trimestre|año))|^(?:\s+\S+){0,3}?\s+(?:for|over|during|in|für|im|de|para|durante|en)\s+(?:the\s+|die\s+|den\s+|la\s+|el\s+|los\s+|las\s+)?(?:` +
		`next (?:week|month|quarter|year|\d+ (?:days|weeks|months)|(?:two|three|few) (?:days|weeks|months))\b|(?:coming|upcoming) (?:week|month|quarter|year|days|weeks|months)\b|` +
		`(?:nächste[nmrs]?|kommende[nmrs]?) (?:woche|monat|quartal|jahr|tage|wochen|monate)(?:\s|$|[?.,!])|nächsten\s|` +
		`(?:semana|mes|año|trimestre) que viene|próxim[oa]s? (?:semana|mes|trimestre|año|días|semanas|meses)(?:\s|$|[?.,!]))`)
)

// namedYear is a year's number right after the end of a year.
var namedYear = rx.MustCompile(`^\s*(?:\d{4}|'\d{2})\b`)

var timeAhead = rx.MustCompile(
	`\b(?:in|within)\s+(?:\d+|a|one|two|three|four|five|six|seven|eight|nine|ten|twelve|several|a\s+few)\s+(?:day|week|month|quarter|year)s?\b` +
		`|\b(?:\d+|a|one|two|three|four|five|six|seven|eight|nine|ten|twelve)\s+(?:day|week|month|quarter|year)s?\s+(?:from\s+now|ahead|later|hence)\b` +
		`|\b(?:at\s+)?the\s+end\s+of\s+(?:this|the|next)\s+year\b|\bby\s+year[- ]end\b` +
		`|(?:^|\s)in\s+(?:\d+|einem|einer|zwei|drei|vier|fünf|sechs|sieben|acht|neun|zehn|zwölf)\s+(?:tagen|wochen|monaten|jahren|quartalen|jahr|monat|woche|tag)\b` +
		`|\bende\s+(?:des|dieses|nächsten)\s+jahres\b|\bzum\s+jahresende\b` +
		`|\b(?:dentro\s+de|en)\s+(?:\d+|un|una|dos|tres|cuatro|cinco|seis|siete|ocho|nueve|diez|doce)\s+(?:días|semanas|meses|años|trimestres|mes|año|trimestre)(?:$|[^\pL])` +
		`|\ba\s+finales\s+de(?:l)?\s+(?:este\s+)?año\b|\bal\s+cierre\s+del\s+año\b` +
		`|[\d０-９一二三四五六七八九十]+\s*(?:日|週間|か月|ヶ月|カ月|ヵ月|年)後|年末|\d+\s*(?:일|주|개월|달|년)\s*(?:후|뒤)|연말` +
		`|다음\s*분기|내후년|来期|来四半期|\bnext\s+quarter'?s?\b|nächsten\s+quartal|próximo\s+trimestre`)

// NamesSpan reports whether a text names a span of time reaching back from now: a
// count of days, weeks, months, quarters or years it runs for or over ("for six
// months", "über fünf Jahre", "durante seis meses", "6か月分", "6개월치"), the last or
// this one ("last quarter", "this year"), or a time since which ("since January", "seit
// 2024", "desde enero"). A count ahead ("in five years", "next 3 months", "two years
// from now") is none. Prices over a span are a price history.
func NamesSpan(raw string) bool {
	lower := strings.ToLower(raw)
	if !holdsAny(lower, spanMarks) {
		return false // the cheap test first: every span names a unit, a month or a count
	}
	for _, at := range spanPhrase.FindAllStringIndex(lower, -1) {
		before, after := strings.Fields(lower[:at[0]]), strings.TrimSpace(lower[at[1]:])
		first := strings.Fields(lower[at[0]:at[1]])
		counted := len(first) > 0 && (countWords[first[0]] || first[0][0] >= '0' && first[0][0] <= '9')
		if counted && len(before) > 0 && aheadWords[before[len(before)-1]] || aheadAfter.MatchString(after) {
			continue
		}
		return true
	}
	return false
}

var (
	spanPhrase = rx.MustCompile(
		`\b(?:(?:for|over|during|across)\s+(?:the\s+)?(?:past\s+|last\s+|previous\s+)?|in\s+the\s+(?:past|last|previous)\s+)(?:\d+|a|one|two|three|four|five|six|seven|eight|nine|ten|twelve|several|few)\s+(?:day|week|month|quarter|year)s?\b` +
			`|\b(?:\d+|one|two|three|four|five|six|seven|eight|nine|ten|twelve|several)\s+(?:day|week|month|quarter|year)s?\b(?:[^-]|$)` +
			`|\ba\s+(?:year|month|week|quarter)\s+of\b` +
			`|\bsince\s+(?:jan|feb|mar|apr|may|jun|jul|aug|sep|oct|nov|dec|\d{4}|last)` +
			`|\bthis\s+(?:quarter|year|month|week)\b|\b(?:last|past|previous)\s+(?:\d+\s+)?(?:day|week|month|quarter|year)s?\b` +
			`|\byear[- ]to[- ]date\b|\bytd\b|dieses\s+quartal|este\s+trimestre|今四半期|이번\s*분기` +
			`|(?:^|\s)(?:seit|über|während|für|in)\s+(?:die\s+|den\s+)?(?:letzten\s+|vergangenen\s+)?(?:\d+|ein|einen|einem|eine|zwei|drei|vier|fünf|sechs|sieben|acht|neun|zehn|zwölf)\s+(?:tag|tage|tagen|handelstag|handelstage|handelstagen|woche|wochen|monat|monate|monaten|jahr|jahre|jahren|quartal|quartale|quartalen)\b` +
			// A month, a calendar week, a half year or the year before, in German, English
			// and Spanish: "Kurse von SAP im Mai", "in KW 12", "im zweiten Halbjahr", "vom Vorjahr".
			`|(?:^|\s)(?:im|in|en|during)\s+(?:the\s+month\s+of\s+|(?:el\s+)?mes\s+de\s+|monat\s+)?` + spanMonths + `\b` +
			`|\b(?:kw|kalenderwoche|calendar\s+week|week|semana)\s*\d{1,2}\b|(?:erste[nms]?|zweite[nms]?|[12]\.)\s*halbjahr|\b(?:first|second)\s+half\b|\b(?:primer|segundo)\s+semestre\b` +
			`|\bvorjahr(?:es)?\b|\b(?:ende|anfang|mitte)\s+(?:letzten|vergangenen|des\s+letzten|des\s+vergangenen)\s+jahres\b` +
			`|(?:^|\s)seit\s+(?:januar|jänner|februar|märz|april|mai|juni|juli|august|september|oktober|november|dezember|anfang|\d{4})` +
			`|\b(?:durante\s+(?:los\s+|las\s+)?(?:últimos\s+|últimas\s+)?|en\s+(?:los|las)\s+(?:últimos|últimas)\s+)(?:\d+|un|una|dos|tres|cuatro|cinco|seis|siete|ocho|nueve|diez|doce)\s+(?:días|semanas|meses|años|trimestres|mes|año|trimestre)(?:$|[^\pL])` +
			`|\bdesde\s+(?:enero|febrero|marzo|abril|mayo|junio|julio|agosto|septiembre|octubre|noviembre|diciembre|\d{4})` +
			`|[\d０-９一二三四五六七八九十]+\s*(?:日|週間|か月|ヶ月|カ月|ヵ月|年)(?:分|間)` +
			`|\d+\s*(?:일|주|개월|달|년)\s*(?:치|간|동안)` +
			// The last or this one, and ranges of months or days, in German and Spanish.
			`|(?:^|\s)(?:letzte[nmsr]?|vergangene[nmsr]?|laufende[nmsr]?|diese[nmsr]?|erste[nmsr]?|zweite[nmsr]?|dritte[nmsr]?|vierte[nmsr]?|halbes|ein(?:em)?)\s+(?:tag|tage|tagen|woche|wochen|monat|monate|monaten|jahr|jahre|jahren|quartal|quartale|quartalen|jahrzehnt|jahrzehnte)\b` +
			`|(?:^|\s)(?:este|esta|último|última|pasado|pasada|primer|segundo|tercer|cuarto)\s+(?:año|mes|trimestre|semana)(?:$|[^\pL])` +
			// The one gone, named after its unit in Spanish, Portuguese, French and Italian:
			// "el mes pasado", "no mês passado", "le mois dernier", "il mese scorso".
			`|(?:^|\s)(?:mes|año|trimestre|semana|mês|ano|mois|année|semaine|mese|anno|settimana)\s+(?:pasado|pasada|passado|passada|dernier|dernière|scorso|scorsa)(?:$|[^\pL])` +
			// A count of the last units in French, Portuguese and Italian: "sur les trois
			// derniers mois", "nos últimos 6 meses", "negli ultimi sei mesi".
			`|(?:^|\s)(?:les|nos|nas|gli|le)\s+(?:(?:\d+|deux|trois|quatre|cinq|six|douze|dois|duas|três|quatro|seis|doze|due|tre|quattro|sei|dodici)\s+(?:derniers|dernières)|(?:últimos|últimas|ultimi|ultime)\s+(?:\d+|dois|duas|três|quatro|seis|doze|due|tre|quattro|sei|dodici))\s+(?:jours|semaines|mois|ans|années|dias|semanas|meses|anos|giorni|settimane|mesi|anni)(?:$|[^\pL])` +
			`|\b(?:between|zwischen|entre)\s+(?:(?:el\s+)?\d{1,2}\.?\s+(?:de\s+)?)?` + spanMonths + `(?:\s+\d{1,2}(?:st|nd|rd|th)?)?,?\s+(?:and|und|y)\s+(?:(?:el\s+)?\d{1,2}\.?\s+(?:de\s+)?)?` + spanMonths +
			`|\b(?:from|von|vom|de|desde)\s+(?:` + spanMonths + `|\d{1,2}\.?)\s+(?:\d{1,2}\.?\s+)?(?:to|until|through|bis|zum|a|al|hasta)\s+` +
			`|\bseit\s+(?:jahresbeginn|jahresanfang|dem\s+börsengang)|\bsince\s+(?:the\s+)?(?:ipo|start\s+of\s+the\s+year|beginning\s+of\s+the\s+year)` +
			`|\bdesde\s+(?:principios\s+de\s+año|inicio\s+de\s+año|su\s+salida\s+a\s+bolsa)|\bin\s+q[1-4]\b|\bq[1-4]\s+\d{4}\b` +
			`|\b` + spanMonths + `\s+(?:to|through|until|bis|a|hasta)\s+` + spanMonths + `\b` +
			// Two days by their numbers: "entre 01/08 e 31/08", "from 8/1 to 8/31", "du 01/08 au 31/08".
			`|(?:^|\s)(?:between|from|entre|de|desde|zwischen|von|vom|du)\s+\d{1,2}[/.]\d{1,2}(?:[/.]\d{2,4})?\s*(?:and|to|through|until|e|a|até|y|al|hasta|und|bis|zum|et|au|-|–)\s*\d{1,2}[/.]\d{1,2}\b` +
			// French, Italian and Portuguese times since which and ranges of days: "depuis
			// janvier", "dall'inizio dell'anno", "da gennaio", "desde janeiro", "sur un an",
			// "entre le 1er et le 15 mars", "dal 1 al 15 marzo".
			`|(?:^|\s)(?:depuis|desde)\s+(?:le\s+|o\s+)?(?:` + romanceMonths + `|\d{4}|(?:le\s+)?début\s+(?:de\s+l['’]année|d['’]année|janvier)|(?:o\s+)?início\s+do\s+ano)(?:$|[^\pL])` +
			`|(?:^|\s)(?:da|dal|dall['’])\s*(?:` + romanceMonths + `|\d{4}|inizio\s+(?:anno|dell['’]anno|del\s+mese))(?:$|[^\pL])` +
			`|(?:^|\s)sur\s+(?:un|une|\d+|deux|trois|six|douze)\s+(?:an|ans|année|années|mois|semaines|jours)(?:$|[^\pL])` +
			`|(?:^|\s)(?:entre\s+le|du)\s+\d{1,2}(?:er)?(?:\s+` + romanceMonths + `)?\s+(?:et\s+le|au)\s+\d{1,2}(?:er)?\s+` + romanceMonths + `(?:$|[^\pL])` +
			`|(?:^|\s)(?:tra\s+il|dal)\s+\d{1,2}(?:\s+` + romanceMonths + `)?\s+(?:e\s+il|al)\s+\d{1,2}\s+` + romanceMonths + `(?:$|[^\pL])` +
			`|(?:^|\s)(?:des|degli|negli|dos|das)\s+(?:(?:\d+|deux|trois|quatre|cinq|six|douze)\s+(?:derniers|dernières)|(?:últimos|últimas|ultimi|ultime)\s+(?:\d+|dois|duas|três|quatro|seis|doze|due|tre|quattro|sei|dodici))\s+(?:jours|semaines|mois|ans|années|dias|semanas|meses|anos|giorni|settimane|mesi|anni)(?:$|[^\pL])` +
			`|(?:^|\s)(?:no|na|nel|nell['’])\s*(?:último|última|ultimo|ultima)\s+(?:mês|ano|semana|mese|anno|settimana)(?:$|[^\pL])` +
			// Chinese times since which and recent spans: "今年以来", "过去一年", "近三个月".
			`|今年以来|年初至今|年初以来|(?:过去|過去|近|最近)\s*[\d一二三四五六七八九十两兩]+\s*(?:天|周|週|个月|個月|年)` +
			// Korean and Japanese months, quarters, halves and recent spans.
			`|\d+\s*월\s*(?:부터|이후|에서|이래)|연초\s*(?:이래|부터|이후)|[1-4]\s*분기|상반기|하반기|일주일\s*치|한\s*달\s*치|\d+\s*(?:주|개월|달|년)\s*치` +
			`|(?:최근|지난)\s*(?:\d+|한|두|세)\s*(?:일|주|개월|달|년)` +
			`|\d+\s*月\s*(?:から|以降)|年初来|第?\s*[1-4１-４]\s*四半期|上半期|下半期|(?:直近|過去)\s*[\d０-９一二三四五六七八九十]+\s*(?:日|週間|か月|ヶ月|カ月|年)`)
	// spanMonths are the months in English, German and Spanish.
	spanMonths = `(?:jan(?:uary)?|feb(?:ruary)?|mar(?:ch)?|apr(?:il)?|may|jun(?:e)?|jul(?:y)?|aug(?:ust)?|sep(?:tember)?|oct(?:ober)?|nov(?:ember)?|dec(?:ember)?|` +
		`januar|jänner|februar|märz|mai|juni|juli|oktober|dezember|enero|febrero|marzo|abril|mayo|junio|julio|agosto|septiembre|octubre|noviembre|diciembre)`
	// romanceMonths are the months in French, Italian and Portuguese.
	romanceMonths = `(?:janvier|février|fevrier|mars|avril|mai|juin|juillet|août|aout|septembre|octobre|novembre|décembre|decembre|` +
		`gennaio|febbraio|marzo|aprile|maggio|giugno|luglio|agosto|settembre|ottobre|novembre|dicembre|` +
		`janeiro|fevereiro|março|marco|abril|maio|junho|julho|setembro|outubro|dezembro)`
	// countWords start a bare count of units ("six months"); aheadWords before one, and
	// aheadAfter after a span, put it ahead of now.
	countWords = set("a", "one", "two", "three", "four", "five", "six", "seven", "eight", "nine", "ten", "twelve", "several", "few")
	aheadWords = set("in", "next", "coming", "upcoming", "following", "within", "nächsten", "kommenden", "próximos", "próximas", "en")
	aheadAfter = rx.MustCompile(`^(?:from now|ahead|later|hence|out\b|time\b)`)
)

// NamedDate returns the first calendar day a text names by its day and month, with its
// year or 0: "March 3", "3 March", "3rd of March", "3. März", "15.01.2024", "3 de marzo",
// "5月10日", "3월 3일". A date with nothing but numbers and slashes is ambiguous and not
// read.
func NamedDate(raw string) (year, month, day int, ok bool) {
	if !strings.ContainsAny(raw, "0123456789") {
		return 0, 0, 0, false // every date names its day by number
	}
	lower := strings.ToLower(raw)
	for _, p := range datePatterns {
		m := p.re.FindStringSubmatch(lower)
		if m == nil || m[p.month] == "may" && !strings.Contains(raw, "May") {
			continue // "it may 2x" names no month
		}
		d, mo, y := atoi(m[p.day]), monthNumber(m[p.month]), 0
		if p.year > 0 {
			y = atoi(m[p.year])
		}
		if mo >= 1 && mo <= 12 && d >= 1 && d <= 31 {
			return y, mo, d, true
		}
	}
	return 0, 0, 0, false
}

type datePattern struct {
	re               *rx.Regexp
	day, month, year int // submatch indices; year 0 when none
}

var datePatterns = []datePattern{
	{rx.MustCompile(`(?:^|[^\d.])(\d{1,2})\.(\d{1,2})\.(\d{4})(?:$|[^\d])`), 1, 2, 3},                                                       // 15.01.2024
	{rx.MustCompile(`(?:^|\s)(?:am|vom|zum|bis|den|ab|seit)\s+(\d{1,2})\.(\d{1,2})\.()(?:$|[^\d])`), 1, 2, 3},                               // am 15.01.
	{rx.MustCompile(`(?:^|[^\d])(\d{1,2})(?:st|nd|rd|th)?\.?\s+(?:of\s+|de\s+)?` + dateMonths + `\.?(?:\s+(?:de\s+)?(\d{4}))?\b`), 1, 2, 3}, // 3 March, 3. März, 3 de marzo
	{rx.MustCompile(`\b` + dateMonths + `\.?\s+(\d{1,2})(?:st|nd|rd|th)?(?:,?\s+(\d{4}))?(?:$|[^\d])`), 2, 1, 3},                            // March 3, 2024
	{rx.MustCompile(`(?:(\d{4})\s*年\s*)?(\d{1,2})\s*月\s*(\d{1,2})\s*[日号號]`), 3, 2, 1},                                                       // 2024年5月10日, 3月5号
	{rx.MustCompile(`(?:(\d{4})\s*년\s*)?(\d{1,2})\s*월\s*(\d{1,2})\s*일`), 3, 2, 1},                                                           // 3월 3일
}

// dateMonths names a month in English, German or Spanish, as a submatch.
const dateMonths = `(jan(?:uary)?|feb(?:ruary)?|mar(?:ch)?|apr(?:il)?|may|june?|july?|aug(?:ust)?|sept?(?:ember)?|oct(?:ober)?|nov(?:ember)?|dec(?:ember)?|` +
	`januar|jänner|februar|märz|mai|juni|juli|oktober|dezember|enero|febrero|marzo|abril|mayo|junio|julio|agosto|septiembre|octubre|noviembre|diciembre)`

// monthNumber reads a month's name or number.
func monthNumber(s string) int {
	if n := atoi(s); n > 0 {
		return n
	}
	for i, names := range monthNamesByNumber {
		for _, n := range names {
			if strings.HasPrefix(s, n) {
				return i + 1
			}
		}
	}
	return 0
}

var monthNamesByNumber = [][]string{{"jan", "jän", "ene"}, {"feb"}, {"mar", "mär"}, {"apr", "abr"}, {"may", "mai"}, {"jun"},
	{"jul"}, {"aug", "ago"}, {"sep"}, {"oct", "okt"}, {"nov"}, {"dec", "dez", "dic"}}

// atoi reads a run of ASCII digits, or 0.
func atoi(s string) int {
	n := 0
	for _, r := range s {
		if r < '0' || r > '9' {
			return 0
		}
		n = n*10 + int(r-'0')
	}
	return n
}

// AsksWhatIsLeft reports whether a text asks what is left, which is now however its verb
// is tensed: "재고 몇 개 남았어?", "how many are left", "¿cuántas quedan?", "残っている".
func AsksWhatIsLeft(raw string) bool {
	return holdsAny(strings.ToLower(raw), leftMarks)
}

var leftMarks = []string{"남았", "남아", "남은", " left", "remaining", "noch", "übrig", "quedan", "queda ", "残って", "残り", "now", "jetzt", "ahora", "지금", "今"}

// StockInThePast reports whether a clause names a stock and a time gone by together:
// "How many units of SKU-A12 did we have last Tuesday?", "Wie hoch war der Bestand am 31.
// Dezember?". A past told in a frame of its own ("Wie gestern vereinbart: prüfe den
// Bestand …") or a past verb alone ("Ich hatte vor, …") dates no stock.
func (l *Lexicon) StockInThePast(raw string) bool {
	for _, c := range splitClauses(raw) {
		lower := strings.ToLower(c)
		// A past verb dates the stock when a day or a period's start says when: "wie viel
		// Bestand hatte SKU-A12 am 1. Januar", "how many units did we have on March 1".
		dated := pastVerbs.MatchString(lower) && (holdsAny(lower, periodStarts) || namesDay(c))
		c = pastVerbs.ReplaceAllString(lower, " ")
		m := l.AnalyzeText(c, text.Tokens(c), text.Norm(c))
		if (dated || slices.Contains(m.Terms, "past")) && slices.ContainsFunc(m.Terms, func(t string) bool { return t == "inventory" || t == "sku" || t == "quantity" }) {
			return true
		}
	}
	return false
}

// namesDay reports whether a text names a calendar day (NamedDate).
func namesDay(s string) bool {
	_, _, _, ok := NamedDate(s)
	return ok
}

// periodStarts name the start of a period: "Anfang des Jahres", "beginning of the month".
var periodStarts = []string{"anfang des", "anfang der", "beginning of the", "start of the", "principios de", "comienzos de", "inicio del", "초에", "연초", "年初", "月初"}

// SaysPastVerb reports whether a text has a past verb (pastVerbs), which a day named with
// it may date: "wie viel Bestand hatte SKU-A12 am 1. Januar".
func SaysPastVerb(raw string) bool { return pastVerbs.MatchString(strings.ToLower(raw)) }

// pastVerbs are past verbs that date no thing by themselves.
var pastVerbs = rx.MustCompile(`\b(?:war|waren|hatte|hatten|wurde|wurden|had|was|were|did|fue|fueron|estaba|había)\b`)
