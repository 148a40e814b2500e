package lexicon

import (
	"maps"
	"slices"
	"strings"
	"sync"
	"unicode"

	"github.com/schemarouter/schemarouter/internal/rx"
	"github.com/schemarouter/schemarouter/internal/text"
)

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
	// AskInstructions is asked by a request for instructions ("how do I …", "wie zitiert
	// man …"): only an endpoint whose text names help, documentation or a guide answers
	// it — a research article gives none.
	AskInstructions = "instructions"
	// AskHistory is asked by naming a history or trend ("login history", "판매 추이"),
	// not by a question word: only an endpoint that keeps the past answers it.
	AskHistory = "history"
	// AskAggregate is asked by naming statistics or an average ("평균 기온", "meeting
	// statistics"): only an endpoint that computes them answers it.
	AskAggregate = "aggregate"
	// AskAll is asked by a request for all of a collection ("list all users", "모든 사용자
	// 목록"): only an endpoint that lists enumerates one; a lookup or search by key does not.
	AskAll = "all"
	// AskAuthorship is asked by naming who wrote a document ("articles written by user
	// 42"): only an endpoint that knows authors or publications answers it.
	AskAuthorship = "authorship"
	// AskCiting is asked by naming works that cite another ("search papers that cite
	// 10.1000/xyz", "ResNet 논문 인용하는 논문 검색"): only an endpoint whose text says it
	// finds what cites answers it, whatever verb of searching the request uses.
	AskCiting = "citing"
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
		"how many", "count", // en
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

// quantifiers ask for all of something (Latin forms as whole words).
var quantifiers = []string{
	"all", "every", "entire", // en
	"모든", "전체", "전부", // ko
	"全て", "すべて", "全部", "全件", "全員", "ぜんいん", // ja
	"所有", "全部", // zh
	"todos", "todas", // es, pt
	"alle", "aller", "sämtliche", // de
	"tous", "toutes", // fr
}

var compiledQuantifiers = sync.OnceValue(func() phrases { return compilePhrases(quantifiers) })

// AsksAll reports whether a text asks for all of a collection: it says "all" (in any
// language) and names no particular record (no digits, no e-mail, no upper-case code such
// as a ticker).
func AsksAll(raw string, tokens []string, norm string) bool {
	if strings.ContainsAny(raw, "0123456789@") || hasCode(raw) {
		return false
	}
	quoted := raw
	if text.IsASCII(raw) {
		quoted = Unquoted(raw) // 'Attention Is All You Need' too
	}
	if unquoted := withoutQuotes(quoted); unquoted != raw {
		// A quoted title is a name, not a quantifier ("Attention Is All You Need").
		tokens, norm = text.Tokens(unquoted), text.Norm(unquoted)
	}
	if strings.Contains(norm, "isallyouneed") {
		return false // the titles' "… Is All You Need", quoted or not, name a paper
	}
	if (strings.Contains(raw, "all'") || strings.Contains(raw, "all’")) && !englishAll.MatchString(raw) {
		// Italian "all'" is "to the": "una cerimonia all'aperto" asks no quantity.
		tokens = slices.DeleteFunc(slices.Clone(tokens), func(t string) bool { return t == "all" })
	}
	if strings.Contains(raw, "ll ") && allWell.MatchString(strings.ToLower(raw)) {
		// "all fine", "all good" tell how things stand: "I checked the stock of hiking
		// boots in our store, all fine."
		tokens = slices.DeleteFunc(slices.Clone(tokens), func(t string) bool { return t == "all" })
	}
	return compiledQuantifiers().said(tokens, norm)
}

// allWell tells that all is well.
var allWell = rx.MustCompile(`\ball\s+(?:fine|good|ok|okay|set|clear|well)\b`)

// englishAll is an "all" no apostrophe follows.
var englishAll = rx.MustCompile(`(?i:\ball(?:[^'’\pL]|$))`)

// withoutQuotes is a text without the parts it quotes.
func withoutQuotes(s string) string {
	pairs := []struct{ open, close string }{{`"`, `"`}, {"“", "”"}, {"「", "」"}, {"『", "』"}, {"„", "“"}, {"«", "»"}}
	for _, p := range pairs {
		for {
			i := strings.Index(s, p.open)
			if i < 0 {
				break
			}
			j := strings.Index(s[i+len(p.open):], p.close)
			if j < 0 {
				break
			}
			s = s[:i] + " " + s[i+len(p.open)+j+len(p.close):]
		}
	}
	return s
}

// hasCode reports whether a text contains an upper-case Latin word of two letters or
// more (AAPL, SKU).
func hasCode(s string) bool {
	for w := range strings.FieldsFuncSeq(s, func(r rune) bool { return !unicode.IsLetter(r) }) {
		if len(w) >= 2 && strings.ToUpper(w) == w && strings.ToLower(w) != w && text.IsASCII(w) {
			return true
		}
	}
	return false
}

// askNot are longer words that contain a question form without asking: いつも is
// "always", 왜냐하면 "because"; a Japanese count word with the indefinite か is "a few"
// ("論文をいくつか見つけて"), not "how many"; a constant's or a value's いくつ asks the value
// ("格子定数はいくつですか"), and where a paper is cited asks who cites it
// ("どこで引用されてるか").
var askNot = []string{"いつも", "왜냐하면", "왜냐면", "何件か", "何人か", "何個か", "いくつか", "定数はいくつ", "の値はいくつ", "どこで引用"}

// withoutDegreeCounts returns tokens without a count word before degrees, which asks a
// temperature, no count ("¿Cuántos grados hace en Quito?", "Wie viel Grad hat es?",
// "quantos graus faz em Recife").
// The count word may come twice, written and without its accent ("cuántos cuantos").
func withoutDegreeCounts(tokens []string) []string {
	for i, t := range tokens {
		if (t == "grados" || t == "graus" || t == "grad" || t == "degrees") && i > 0 && degreeCounts[tokens[i-1]] {
			return slices.DeleteFunc(slices.Clone(tokens), func(t string) bool { return degreeCounts[t] })
		}
	}
	return tokens
}

var degreeCounts = set("cuántos", "cuantos", "quantos", "viel", "many")

// koreanFew is a Korean count word before a verb of finding or picking, with at most two
// syllables (an adverb) between them, none of a predicate ("몇 개 있는지 보여줘" asks how many),
// in a normalized text: "논문 몇 개 빨리 찾아줘" asks for a few papers, not how many there are.
var koreanFew = rx.MustCompile(`몇(개|건|편|명)만?[^있남인되나야지]{0,2}?(찾아|골라|고르|뽑아|추려|추천|가져|픽업|보여)`)

// questionLeads are words after which a Latin question word starts a question.
var questionLeads = map[string]bool{
	"me": true, "us": true, "know": true, "tell": true, "wonder": true, "check": true, "see": true,
	"out": true, "and": true, "or": true, "to": true, // en ("I need you to count how many …")
	"du": true, "mir": true, "uns": true, "sie": true, "ob": true, "und": true, "oder": true, "sondern": true, // de
	"sino": true,                                                     // es: what a set-aside clause leaves ("…, sondern wer ihn zuletzt geändert hat")
	"dime": true, "sabes": true, "saber": true, "y": true, "o": true, // es
	"moi": true, "sais": true, "savoir": true, "dis": true, "et": true, // fr
	"diga": true, "sabe": true, "e": true, // pt
}

// standing are the verbs after which "where" asks for a level ("Wo steht der DAX?").
var standing = map[string]bool{"steht": true, "stehen": true, "stand": true, "standen": true}

// marketVerbs say where a share trades: "where is SPY trading", "dónde cotiza".
var marketVerbs = map[string]bool{"trading": true, "trade": true, "trades": true, "traded": true, "cotiza": true,
	"cotizan": true, "notiert": true, "gehandelt": true, "handelt": true, "close": true, "closed": true, "finish": true,
	"finished": true, "settle": true, "settled": true, "geschlossen": true, "cerró": true, "quedó": true, "terminó": true}

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
	AskInstructions: set("documentation", "faq", "knowledge", "help", "guide", "manual", "tutorial", "instruction", "howto"),
	AskHistory: set("history", "historical", "trend", "archive", "archived", "past", "previous", "log",
		"timeline", "series", "changelog"),
	AskAggregate: set("statistics", "statistic", "stats", "average", "mean", "median", "aggregate",
		"aggregation", "summary", "total", "sum", "analytics", "report"),
	AskAuthorship: set("author", "authors", "authorship", "writer", "paper", "publication", "preprint", "research"),
	AskCiting:     set("cite", "cites", "citing", "cited"),
}

// askKinds is the order Asks reports kinds in.
var askKinds = []string{AskPerson, AskTime, AskPlace, AskCount, AskReason, AskInstructions, AskHistory, AskAggregate, AskAuthorship, AskCiting}

func set(words ...string) map[string]bool {
	m := make(map[string]bool, len(words))
	for _, w := range words {
		m[w] = true
	}
	return m
}

// holdsAny reports whether a lowered text holds one of marks (as substrings): the cheap
// test a pattern that needs one of them runs after.
func holdsAny(lower string, marks []string) bool {
	return slices.ContainsFunc(marks, func(m string) bool { return strings.Contains(lower, m) })
}

// askForm is a question form ready to match: a Hangul/Han/Kana substring, or the words
// of a Latin phrase.
type askForm struct {
	kind  string
	sub   string
	words []string
}

var compiledAskForms = sync.OnceValue(func() []askForm {
	var out []askForm
	for _, kind := range askKinds {
		for _, f := range askForms[kind] {
			if isSpaceless(f) {
				out = append(out, askForm{kind: kind, sub: f})
			} else {
				out = append(out, askForm{kind: kind, words: strings.Fields(f)})
			}
		}
	}
	return out
})

// Asks returns the kinds of answer a text's question words ask for, in a fixed order,
// given its tokens (text.Tokens), its normalized form (text.Norm) and the operations it
// names (Match.Ops). A request to find or search something that asks where ("where can
// I find the help article ...", "wo finde ich ...") asks for the thing, not a place.
func Asks(tokens []string, norm string, ops []string) []string {
	for _, n := range askNot {
		norm = strings.ReplaceAll(norm, n, " ")
	}
	if strings.Contains(norm, "몇") {
		norm = koreanFew.ReplaceAllString(norm, " ")
	}
	tokens = withoutDegreeCounts(tokens)
	finds := slices.Contains(ops, "find") || slices.Contains(ops, "search")
	var out []string
	for _, f := range compiledAskForms() {
		if slices.Contains(out, f.kind) || (finds && f.kind == AskPlace) {
			continue
		}
		if f.asked(tokens, norm) {
			out = append(out, f.kind)
		}
	}
	return out
}

func (f askForm) asked(tokens []string, norm string) bool {
	if f.sub != "" {
		if f.kind == AskPlace && strings.Contains(norm, f.sub) && unitWhere.MatchString(norm) {
			norm = unitWhere.ReplaceAllString(norm, "") // "부서가 어디야" asks which department, no place
		}
		return strings.Contains(norm, f.sub)
	}
	for i := 0; i+len(f.words) <= len(tokens); i++ {
		match := true
		for j, w := range f.words {
			match = match && tokens[i+j] == w
		}
		if match && f.kind == AskPlace && i+1 < len(tokens) && (standing[tokens[i+1]] ||
			slices.ContainsFunc(tokens[i+1:min(i+5, len(tokens))], func(t string) bool { return marketVerbs[t] })) {
			continue // "Wo steht die VW-Aktie?", "where's Tesla trading?" ask for a level, not a place
		}
		if match && (i == 0 || questionLeads[tokens[i-1]]) {
			return true
		}
	}
	return false
}

// unitWhere asks where a person is in an organization: which department or team.
var unitWhere = rx.MustCompile(`(?:부서|팀|소속|部署|所属|チーム)(?:가|이|는|은|は|が)?(?:어디|どこ)`)

// attributes are the domain terms that name a property or measure of a record (a
// user's password, a meeting's notes, a share's market cap, a SKU's supplier, a paper's
// abstract, a city's humidity, a material's toxicity) rather than the record or a topic.
// A read request that names one asks for it like a question word asks for a kind of
// answer: only an endpoint whose text or fields name it answers.
var attributes = set("profile picture", "account status", "ticket status", "date of birth", "event location", "security data", "data provenance", "reserved stock", "login", "ip address", "notes", "agenda item", "meeting link", "room", "availability",
	"attendance", "time zone", "attachment", "valuation ratio", "market cap", "earnings",
	"analyst rating", "trading volume", "unit cost", "supplier", "storage location",
	"lead time", "sales", "barcode", "dimensions", "expiry", "full text", "license",
	"impact factor", "funding", "downloads", "peer review", "retraction", "uv index", "pollen",
	"dew point", "toxicity", "synthesis", "optical property", "thermal property",
	"mechanical property", "ionic conductivity", "service level", "password", "permission",
	"api key", "email", "phone", "subscription", "dividend", "volume", "abstract", "humidity",
	"air quality", "sunrise", "sunset", "wind", "pressure", "melting point", "thermal transition", "age", "code release", "organizer", "rsvp", "privacy setting", "snow depth", "weather record", "colour", "handling requirement", "discontinuation", "designation", "index constituents", "shares outstanding", "electron bands", "microstructure", "diffraction pattern", "magnetism", "apparent warmth", "density", "weight",
	"two-factor", "contact", "hotline", "unit of measure", "review", "device", "holiday", "session", "audit log", "user group",
	"radar", "ranking", "affiliation", "salary", "predicted value", "safety data sheet", "price", "alert", "reminder",
	"current location", "credit card", "browsing history", "phonon", "reference list", "order book",
	"account balance", "tracking number", "support agent", "tax", "opening hours", "charge", "public event",
	"invoice document", "manager", "private message", "terms and policies", "margin", "returns", "incoming delivery",
	"product description", "order history", "user count", "reorder point", "connected apps", "storage quota", "referral",
	"article metrics", "satisfaction score", "stock write-off", "serial number", "purchase order", "customs data", "weather source",
	"inventory valuation", "online status", "compatibility", "employment", "lockout", "turnover rate", "hit rate", "duration", "allocation", "locale", "bank details", "verification", "consent", "overlap", "recurrence", "travel time", "account history", "special forecast", "company officer", "personal details", "stock history", "invitation", "learning resource", "research funding", "paper content", "lattice energy", "company background")

// scopes are the domain terms that name something beside a catalog's domain rather
// than in it: another company's service, a cryptocurrency, an unlisted company, another
// planet, a household appliance, a room indoors, real estate, sports, public transport,
// social media. "내 Netflix account 비밀번호 바꿔줘" is not the user
// directory's account, "¿A cuánto cotiza el bitcoin?" not a listed share's quote.
var scopes = set(ToolCapability, "thing profile", "third-party service", "cryptocurrency", "unlisted company", "off-world place",
	"household appliance", "indoor room", "real estate", "sports", "public transport", "social media post",
	"news", "exchange rate", "molecule or drug", "court ruling", "patent", "live conversation", "sea",
	"earthquake", "derivative or fund", "demand forecast", CommodityPrice, "another person's calendar",
	"whole country", "body or device", "traffic", "regulatory filing", "election", "service quote",
	"citation export", "calendar itself", "backdated record", "research data", "credit card", "clothing or jewelry", "everyday goods", "programming", "portfolio", OutsideHelp,
	"public calendar", "company wiki", "scheduling poll", "video game", "software interface", SharePerformance, "market size", "submission status", "scheduled job", "non-user profile", "non-user name", "system event",
	"creative writing", "movie", "music", "personal log", "identity document", "home network", "group chat", "home storage", "retail store", "public figure", "home project", "geometric shape", "climate normal")

// CommodityPrice is the scope term of a raw material's price ("Kupferpreis pro Tonne",
// "cobalt spot price"), which no share's quote gives.
const CommodityPrice = "commodity price"

// IsThingScope reports whether a scope names things research is written about (fabrics,
// jewellery, household appliances): papers asked for take it as their topic ("papers on
// conductive textiles for wearable sensors").
func IsThingScope(term string) bool {
	return term == "clothing or jewelry" || term == "household appliance" || term == "programming" || term == "creative writing"
}

// ListedCompany reports whether a request names a service's company by its shares: a
// market word (market, ticker, trading, quote) or a share price ("Netflix stock price",
// "넷플릭스 주가", "ネットフリックスの株価"). The service is then a listed company, not
// another organization's service beside the catalog (scopes). norm is the request as
// text.Norm gives it.
func ListedCompany(terms []string, norm string) bool {
	for _, t := range []string{"market", "ticker", "trading", "quote"} {
		if slices.Contains(terms, t) {
			return true
		}
	}
	return slices.ContainsFunc(sharePrices, func(w string) bool { return strings.Contains(norm, w) })
}

// sharePrices are the words for a share's price that the vocabulary reads as a price
// alone, as they appear in a normalized text (text.Norm: no spaces).
var sharePrices = []string{"stockprice", "shareprice", "stockvalue", "주가", "株価", "股价", "股價", "aktienkurs",
	"börsenkurs", "cotiza", "cotización", "kursderaktie", "kursder", "cotação", "quotazione",
	"closingprice", "openingprice", "schlusskurs", "eröffnungskurs", "preciodecierre", "終値", "始値", "종가"} // a close or an open

// DemandForecast is the scope of a forecast of a business measure: sales, demand, a
// share price, a stock level.
const DemandForecast = "demand forecast"

// IsDocumentMeasure reports whether an attribute measures documents themselves (their
// views and ratings, what they cite), so that naming the documents, or searching them,
// does not make it their topic.
func IsDocumentMeasure(term string) bool {
	return term == "article metrics" || term == "reference list"
}

// IsScope reports whether a domain term names something beside a catalog's domain (see
// scopes): only an endpoint whose text or fields name it serves a request that does.
func IsScope(term string) bool { return scopes[term] }

// NotesAside reports whether a request names notes (the term "notes") only as where the
// answer will be written, what it is for or what the asker is doing, apart from what it
// asks: in a Korean clause before the ask's ("메모용으로 서울 현재 날씨 알려줘", "회의록에
// 첨부할 서울 현재 날씨 알려줘", "녹화 중이라서 …", "메모해둘게, AAPL 현재 주가 조회해줘") or
// after it ("…, 회의록에 적을게"), or in Japanese as a purpose or destination ("メモ用に東京
// の現在の天気を教えて"). Notes asked for ("회의록 보여줘", "회의록에서 결정된 일정") are not
// aside.
func NotesAside(raw string) bool {
	locs := notesWord.FindAllStringIndex(raw, -1)
	if len(locs) == 0 {
		return false
	}
	ask := -1 // where the Korean ask's verb ends
	if m := koreanAskVerb.FindAllStringIndex(raw, -1); m != nil {
		ask = m[len(m)-1][1]
	}
	for _, loc := range locs {
		rest := raw[loc[1]:]
		switch {
		case notesAsideAfter.MatchString(rest) && clauseEnds.MatchString(rest):
		case ask >= 0 && loc[0] >= ask: // a remark after the ask
		case ask >= 0 && clauseBreak.MatchString(raw[loc[1]:ask]):
		default:
			return false
		}
	}
	return true
}

var (
	notesWord = rx.MustCompile(`메모장|메모|회의록|녹취록|녹취|녹화|노트|メモ帳|メモ|議事録|ノート`)
	// notesAsideAfter follows a notes word that is a purpose, a destination, an act of
	// the asker's, a reference or a label: 메모용, 메모해, 회의록에 넣, 메모장에 적, 메모와
	// 상관없이, 메모 참고, 회의록은 나중에, "메모:", メモ用, メモして, 議事録に書.
	notesAsideAfter = rx.MustCompile(`^(?:용|해|하|할|한|했|장에|에\s*(?:넣|적|남기|남겨|기록|저장|추가|붙|쓰|써|정리)|[와과랑]\s*상관|\s*참고|[은는]\s*나중|\s*(?:정리|작성)\s*(?:중|하|할|해)|[을를]?\s*(?:남기|남겨|적|쓰|작성)|\s*[:：]|用|して|する|に(?:書|残|入|追加|貼|まとめ)|を?取|とは関係)`)
	// clauseEnds is where a Korean or Japanese clause ends before another: a comma, a
	// stop, a colon, or a connective (a Japanese one needs no space after it).
	clauseEnds = rx.MustCompile(`[,，.:：。、]|(?:고|서|니까|는데|테니|려고|면서|로|없이|지만|게)\s|用に|ために|して|ので|から`)
	// koreanAskVerb is a Korean verb that asks: 알려줘, 보여 주세요, 조회해줄래, 확인 부탁해.
	koreanAskVerb = rx.MustCompile(`\p{Hangul}*(?:줘|주세요|주실래요|주실 수|줄래|줄 수|주시겠|부탁해|부탁드려|부탁합니다)`)
	// clauseBreak ends a Korean clause before the ask's: a comma or stop, a connective,
	// or a verb that qualifies the noun after it (첨부할, 붙여 둘, 쓸).
	clauseBreak = rx.MustCompile(`[,，.:：]|(?:라서|하되|위해|김에|전에|후에|다가|는데|니까|려고|면서|고|서|할|쓸|둘|올릴|넣을|적을|남길)(?:\s|$)`)
)

// IsAttribute reports whether a domain term names an attribute of a record (see
// attributes).
func IsAttribute(term string) bool { return attributes[term] }

// properties are the record properties a change may name: an endpoint that changes one
// named field ("Update inventory quantity for a SKU") does not change a SKU's price,
// name, description, supplier, cost, barcode, expiry, size, weight, lead time, reorder
// point, colour, handling or alerts. Places are not among them: "창고 재고" updates the stock held in a
// warehouse, not the warehouse.
var properties = set("price", "name", "description", "product code", "reorder point", "alert", "supplier", "unit cost", "password",
	"category",
	"barcode", "expiry", "dimensions", "weight", "lead time", "image", "designation", "colour", "handling requirement", "storage location",
	"permission", "account status", "subscription", "two-factor", "serial number", "purchase order", "unit of measure", "discount")

// accessProperties are the properties of an account's access rather than of its
// holder: credentials, rights and plan. An update that names no field of its own
// ("Update a user profile") changes what a profile describes, not who may sign in or
// what they may do ("change user 88's role to admin", "user 42の権限を変更").
var accessProperties = set("password", "permission", "subscription", "two-factor")

// IsAccessProperty reports whether a property a request sets is one of an account's
// access (see accessProperties): an account's status is when the request disables the
// account ("update the account status of user 42 to suspended"), not when it records a
// leave ("ステータスを休職中に変更").
func IsAccessProperty(term, raw string) bool {
	return accessProperties[term] || term == "account status" && disabledAccount.MatchString(strings.ToLower(raw))
}

// disabledAccount is an account's status set to one that keeps its holder out.
var disabledAccount = rx.MustCompile(`\b(?:suspended|disabled|deactivated|inactive|locked|banned|blocked|gesperrt|deaktiviert|inaktiv|suspendid[oa]|desactivad[oa]|bloquead[oa]|inactiv[oa])\b|無効|停止|凍結|비활성|정지|잠금|차단`)

// IsProperty reports whether a domain term names a property a change may set (see
// properties).
func IsProperty(term string) bool { return properties[term] }

// NamesProperty reports whether a lowered request names the property term stands for as
// a property, not only a value it may hold: a storage location is named as one
// ("Lagerort", "保管場所", "보관 위치"), while a shelf or an aisle is where stock is
// counted ("7 Stück im Regal", "the cycle count in aisle 4").
func NamesProperty(term, lower string) bool {
	if term != "storage location" {
		return true
	}
	return holdsAny(lower, storageLocationNames)
}

var storageLocationNames = []string{"storage location", "bin location", "warehouse location", "storage bin",
	"lagerort", "lagerplatz", "lagerposition", "ubicación de almacenamiento", "ubicación en el almacén",
	"保管場所", "保管棚", "棚番", "보관위치", "보관 위치", "적재위치", "창고 위치"}

// GermanAccusative reports whether a German request marks the term as a verb's direct
// object: a masculine accusative determiner right before it ("den Hilfeartikel",
// "diesen Hilfeartikel"), or an indefinite one with "neu" ("einen neuen Hilfeartikel",
// "eine neue FAQ"), an adjective allowed between, with the verb at verbAt (an offset in
// norm) no infinitive made a noun ("zum Zurücksetzen"). "Kannst du den Hilfeartikel zu
// Rechnungen updaten" acts on the article, and so does a passive on its subject ("Der
// Hilfeartikel soll gelöscht werden"); "Gibt es einen Hilfeartikel zum Zurücksetzen
// des Passworts?" and "Hilfeartikel: Abo kündigen" name its topic.
func (l *Lexicon) GermanAccusative(tokens []string, norm, term string, verbAt int) bool {
	start, _ := l.TermSpan(tokens, norm, term)
	if start < 0 {
		return false
	}
	var before []string
	for _, p := range wordPlaces(tokens, norm) {
		if p.at+len(p.token) <= start {
			before = append(before, p.token)
		}
		if p.at+len(p.token) <= verbAt && p.at+len(p.token) > verbAt-6 && nominalizers[p.token] {
			return false // "zum Zurücksetzen": the verb is a noun, the article's topic
		}
	}
	n := len(before)
	if n == 0 {
		return false
	}
	if accusatives[before[n-1]] || passiveSubjects[before[n-1]] && passiveAt(tokens, norm, verbAt) {
		return true
	}
	if n >= 2 && (accusatives[before[n-2]] || indefinites[before[n-2]] && strings.HasPrefix(before[n-1], "neu")) {
		return true // "den alten Hilfeartikel", "einen neuen Hilfeartikel"
	}
	return false
}

// passiveAt reports whether the verb at verbAt (an offset in norm) is a participle in a
// passive that asks ("soll gelöscht werden"): its subject is what it acts on.
func passiveAt(tokens []string, norm string, verbAt int) bool {
	for _, p := range wordPlaces(tokens, norm) {
		if p.at <= verbAt && verbAt < p.at+len(p.token) {
			return strings.HasPrefix(norm[p.at+len(p.token):], "werden")
		}
	}
	return false
}

var (
	// passiveSubjects are the German determiners of a passive's subject: "Der
	// Hilfeartikel … soll gelöscht werden".
	passiveSubjects = set("der", "die", "das", "dieser", "diese", "dieses", "mein", "meine", "unser", "unsere")
	// accusatives are the German determiners of a masculine direct object.
	accusatives = set("den", "diesen", "einen", "meinen", "deinen", "unseren", "euren", "keinen", "jenen")
	// indefinites are the German indefinite articles of every gender.
	indefinites = set("ein", "eine", "einen")
	// nominalizers make a German infinitive after them a noun.
	nominalizers = set("zum", "beim", "vom", "das", "dem")
)

// PronounAfter reports whether the word after the verb at verbAt (an offset in norm) is
// a pronoun object: "please delete it" acts on what the request named before.
func (l *Lexicon) PronounAfter(tokens []string, norm string, verbAt int) bool {
	places := wordPlaces(tokens, norm)
	for i, p := range places {
		if p.at <= verbAt && verbAt < p.at+len(p.token) {
			for _, q := range places[i+1:] {
				if q.at >= p.at+len(p.token) {
					return pronounObjects[q.token]
				}
			}
			return false
		}
	}
	return false
}

// pronounObjects are the pronouns that stand for a thing as a verb's object.
var pronounObjects = set("it", "them", "ihn", "es", "lo", "la", "los", "las")

// identifyingProperties are the properties whose value names a record.
var identifyingProperties = set("product code", "barcode")

// NamesRecordBy reports whether a request names a record by the property term: the
// term is written with its value right after it, and after "of" or "for" ("Der Bestand
// von Artikelnummer 20931 müsste auf 310 angepasst werden" changes the stock of item
// 20931, not its article number) or with a possessive particle after the value
// ("品番12345の在庫"). "Ändere die Artikelnummer 5512 auf 5513" changes the number.
func (l *Lexicon) NamesRecordBy(tokens []string, norm, term string) bool {
	if !identifyingProperties[term] {
		return false
	}
	start, end := l.TermSpan(tokens, norm, term)
	if start < 0 {
		return false
	}
	if valueOwning.MatchString(norm[end:]) {
		return true
	}
	var before, after string
	for _, p := range wordPlaces(tokens, norm) {
		if p.at+len(p.token) <= start {
			before = p.token
		} else if p.at >= end && after == "" {
			after = p.token
		}
	}
	return recordOf[before] && strings.ContainsAny(after, "0123456789")
}

// valueOwning is an identifier's value with a possessive particle or the stock it holds
// after it ("상품코드 C-330 재고 8개로"), or an object particle and the count it is given
// ("品番JP-221を10個入庫処理").
var valueOwning = rx.MustCompile(`^[a-z0-9\-]*[0-9][a-z0-9\-]*(?:の|의|재고|在庫|stock|bestand|(?:を|을|를)[0-9])`)

// recordOf are the prepositions that put a record's identifier after a field it owns.
var recordOf = set("of", "for", "von", "für", "des", "de", "del", "du", "do", "da", "zu", "zum", "bei")

// Attributes returns the attribute and scope terms, in no particular order.
func Attributes() []string {
	return append(slices.Collect(maps.Keys(attributes)), slices.Collect(maps.Keys(scopes))...)
}

// AnswerKinds returns the kinds of question an English term or word of an endpoint's
// text or fields (lower case, singular) answers.
func AnswerKinds(term string) []string {
	var out []string
	for _, kind := range askKinds {
		if answers[kind][term] {
			out = append(out, kind)
		}
	}
	return out
}

// Ranking is the attribute of a request that orders records of a kind by a measure
// (RanksRecords).
const Ranking = "ranking"

// RanksRecords reports whether a request picks records of a kind by how they compare:
// a superlative over a kind of record the request names by its class, not by its code
// ("which SKU has the lowest stock", "welche Stadt hat heute die höchste Temperatur",
// "在庫が最も少ないSKU", "재고가 가장 적은 SKU"). No endpoint that looks a record up by its
// code answers that. (A bound on a measure, "materials with a band gap above 3 eV", is
// how a search by properties selects.) The extremes of one record named by its code are a lookup ("the highest
// price of AAPL in 2022"), and the most recent or the most relevant is how a search
// sorts.
func RanksRecords(raw string) bool {
	lower := strings.ToLower(raw)
	if !holdsAny(lower, superlativeMarks) {
		return false // no superlative: the regular expressions below are the costly part
	}
	return superlative.MatchString(lower) && recordClass.MatchString(lower) && !searchOrder.MatchString(lower)
}

var (
	// recordClass names a kind of record as a class: a plural, a selecting question
	// word, or in Korean and Japanese the noun a comparison modifies.
	recordClass = rx.MustCompile(`\b(?:skus|products|items|materials|papers|articles|cities|stocks|days|weekdays|users|accounts|authors)\b` +
		`|\b(?:which|what|welche[rsmn]?|qué|cuál|cuáles)\s+(?:\w+\s+)?(?:sku|product|item|material|paper|article|city|stock|share|ticker|day|weekday|user|account|author|produkt|artikel|stadt|aktie|tag|wochentag|benutzer|autor|producto|ciudad|acción|día|usuario|autor)\b` +
		`|\b(?:produkte|materialien|städte|aktien|benutzer|nutzer|productos|materiales|artículos|ciudades|acciones|usuarios)\b` +
		`|\b(?:the|el|la|der|die|das|den)\s+(?:sku|product|item|material|paper|city|stock|day|user|author|produkt|artikel|stadt|aktie|tag|producto|ciudad|acción|día|usuario|autor)\s+(?:with|con|mit)\b` +
		`|(?:が|の|な|い)(?:sku|商品|材料|論文|都市|銘柄|株(?:[^価]|$)|曜日|ユーザー)|(?:인|은|는|한|운|린|큰|작은|많은|적은|높은|낮은)\s*(?:sku|상품|재료|소재|논문|도시|종목|주식|요일|사용자)`)
	// superlativeMarks are the strings superlative needs one of.
	superlativeMarks = []string{"most", "least", "highest", "lowest", "largest", "smallest", "biggest", "fewest", "slowest", "fastest", "top",
		"meisten", "wenigsten", "höchst", "niedrigst", "größt", "kleinst", "geringst", "mayor", "menor", "más",
		"最も", "一番", "トップ", "多い順", "少ない順", "가장", "제일", "상위", "많은 순", "적은 순"}
	// superlative picks the record with the most or the least of a measure.
	superlative = rx.MustCompile(`\b(?:most|least|highest|lowest|largest|smallest|biggest|fewest|slowest|fastest|top\s+\d+|top\s+(?:three|five|ten))\b` +
		`|\b(?:meisten|wenigsten|höchste[nmrs]?|niedrigste[nmrs]?|größte[nmrs]?|kleinste[nmrs]?|geringste[nmrs]?)\b` +
		`|\b(?:el|la|los|las)\s+(?:\pL+\s+){0,2}(?:mayor|menor|más\s+\pL+)\b` + // not "mayor de 2 eV"
		`|最も|一番|トップ\d|多い順|少ない順|가장|제일|상위\s*\d|많은 순|적은 순`)
	// searchOrder is how a search sorts: the most recent, the most relevant.
	searchOrder = rx.MustCompile(`most recent|latest|newest|most relevant|neueste|relevanteste|más reciente|más relevante|最新|関連性の高い|최신|관련성`)
)
