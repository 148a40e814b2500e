package lexicon

import (
	"maps"
	"slices"
	"strings"
	"unicode"
	"unicode/utf8"

	"github.com/schemarouter/schemarouter/internal/rx"
)

// Another organization's support desk. "Open a support ticket with Apple about my
// battery", "Amazon 고객센터에 환불 문의 넣어줘", "abre un ticket con el soporte de Apple":
// the request is for that organization's desk, which a catalog's own support tool is
// not. A request names one when a proper name stands right before or after a word for a
// support desk ("Apple support", "soporte de Apple", "Apple-Support", "애플 서포트"), or
// after "with" before one ("a case with Amazon customer service").

// ThirdPartySupport is the scope term a request names when it addresses another
// organization's support desk (NamesThirdPartySupport).
const ThirdPartySupport = "third-party service"

// supportDesks are the words for a support desk. Latin ones are matched as words,
// the others inside words.
var (
	supportDeskWords = set("support", "helpdesk", "soporte", "kundendienst", "kundenservice", "support-team")
	supportDeskPairs = [][2]string{{"customer", "service"}, {"customer", "support"}, {"tech", "support"},
		{"help", "desk"}, {"customer", "care"}, {"atención", "cliente"}, {"servicio", "técnico"}, {"servicio", "cliente"}}
	supportDeskSubs = []string{"고객센터", "서포트", "고객지원", "서비스센터", "서비스 센터", "AS센터", "AS 센터", "サポート", "カスタマーサービス", "カスタマーセンター", "サービスセンター", "客服"}
)

// caseWords name a request to a desk, and withWords the desk it goes to after them.
var (
	caseWords = set("ticket", "tickets", "case", "complaint", "incident", "caso", "incidencia", "queja", "reclamación",
		"fall", "beschwerde", "reklamation", "chamado", "réclamation", "pratica")
	withWords = set("with", "at", "con", "bei", "chez", "com", "no", "na", "presso")
	// deskArticles may stand between withWords and the name.
	deskArticles = set("der", "dem", "den", "el", "la")
	// beneficiaries name whom a ticket is for: "a ticket for Dana at Northwind".
	beneficiaries = set("for", "para", "für")
)

// companyNames are well-known organizations written in Hangul or Katakana, whose names
// no capital letter marks.
var companyNames = []string{"애플", "아마존", "구글", "마이크로소프트", "삼성", "넷플릭스", "테슬라",
	"アップル", "アマゾン", "グーグル", "マイクロソフト", "ネットフリックス"}

// OutsideHelp is the scope term of another organization's help pages, which are never
// a search's topic: they are where the answer would be, not what it is about.
const OutsideHelp = "another organization's help pages"

// NamesOutsideHelp reports whether a request asks for another organization's help
// pages: "Apple support site: how to back up an iPhone", "Microsoft's own help pages",
// "Samsung-Hilfecenter", "die offiziellen Hilfeseiten von Microsoft", "centro de ayuda de
// Google", "Microsoft公式のヘルプ". The name is a proper name the vocabulary does not know
// or knows as another organization's service.
func (l *Lexicon) NamesOutsideHelp(raw string) bool {
	lower := strings.ToLower(raw)
	if !holdsAny(lower, helpHints) {
		return false
	}
	if outsideHelpJA.MatchString(raw) || knownDesk.MatchString(lower) || helpDomain.MatchString(lower) {
		return true
	}
	for i, re := range outsideHelp {
		for _, m := range re.FindAllStringSubmatch(raw, -1) {
			name := m[1]
			if l.nameLike(name) || l.namesCompany(name) || shareCompany.MatchString(strings.ToLower(name)) || i == len(outsideHelp)-1 && !l.knows(name) {
				return true
			}
		}
	}
	return false
}

// namesCompany reports whether a capitalized word is a form the vocabulary reads as
// another organization's service ("Microsoft", "Amazon").
func (l *Lexicon) namesCompany(w string) bool {
	return properName(w) && slices.ContainsFunc(l.wordRefs(strings.ToLower(w)), func(r ref) bool {
		return r.entry >= 0 && l.domain[r.entry].Canon == ThirdPartySupport
	})
}

// helpHints are in every shape of outsideHelp: a quick test before the patterns.
var helpHints = []string{"help", "support", "hilfe", "ayuda", "soporte", "ヘルプ", "サポート", "manual", "guide", "handbuch", "anleitung",
	"aiuto", "guida", "assistenza", "ajuda", "suporte", "aide", "assistance", "supporto", "공식"}

// knownDesk is the help or support desk of a company the vocabulary knows under another
// sense (Apple, Amazon, Google as shares, "Mercado" as a market, HP as an acronym), in
// lower case: the name before the desk ("apple support", "amazon hilfe", "mercado pago's
// help centre"), after it and a preposition ("ayuda de mercado libre", "central de ajuda
// do mercado livre", "guida di amazon", "soporte técnico de apple"), or right after a
// Romance desk word ("assistenza hp", "suporte apple"). English "support" or "help" right
// before a name is a verb ("does your app support apple pay").
var knownDesk = rx.MustCompile(`(?:^|[^\pL])(?:` + knownDeskNames + `)(?:'s|’s)?\s+(?:help|support|hilfe|ayuda|ajuda|aide|assistenza|helpcenter|help center|help centre)(?:$|[^\pL])|` +
	`(?:^|[^\pL])(?:help|support|hilfe|ayuda|ajuda|aide|aiuto|guida|assistenza|assistance|suporte|soporte|supporto|centro de ayuda|central de ajuda|centre d'aide|centro assistenza)(?:\s+(?:técnico|tecnico|técnica|clienti|client|ao cliente|al cliente))?` +
	`\s+(?:de|do|da|del|di|della|dello|von|der|of|from|d'|d’)\s*(?:l'|la\s+|el\s+|o\s+|a\s+)?(?:` + knownDeskNames + `)(?:$|[^\pL])|` +
	`(?:^|[^\pL])(?:assistenza|assistance|suporte|soporte|supporto|ayuda|ajuda)\s+(?:` + knownDeskNames + `)(?:$|[^\pL])`)

// knownDeskName reports whether words[i] starts the name of a company with its own help
// desk (knownDeskNames): "Amazon", "Mercado Livre".
func knownDeskName(words []string, i int) bool {
	name := strings.ToLower(words[i])
	if i+1 < len(words) {
		name += " " + strings.ToLower(words[i+1])
	}
	return knownDeskStart.MatchString(name)
}

var knownDeskStart = rx.MustCompile(`^(?:` + knownDeskNames + `)(?:$|[^\pL])`)

// knownDeskNames are companies with their own help desks whose names the vocabulary
// reads otherwise.
const knownDeskNames = `mercado\s+(?:pago|livre|libre)|amazon|apple|google|hp|paypal|samsung|microsoft|itaú|itau|nubank|ikea`

// helpDomain is a help site's address: "support.google.com", "help.netflix.com",
// "ayuda.mercadolibre.com.ar".
var helpDomain = rx.MustCompile(`(?:^|[^\pL.])(?:support|help|ayuda|ajuda|aide|hilfe)\.[a-z0-9-]+\.[a-z]{2,}`)

// outsideHelpJA is a known company's help centre in Japanese: "楽天のヘルプセンター".
var outsideHelpJA = rx.MustCompile(`(?:楽天|メルカリ|ヤフー|アマゾン|アップル|グーグル|マイクロソフト|Amazon|Apple|Google|Microsoft)の?(?:ヘルプ|サポートページ|サポートサイト)`)

// outsideHelp are the shapes of another organization's help pages; the first group is
// the organization's name.
var outsideHelp = []*rx.Regexp{
	rx.MustCompile(`\b(\p{Lu}[\p{L}&]+)(?:'s|’s)?\s+(?:own\s+|official\s+)?(?:help|support)\s+(?:pages?|site|center|centre|docs|articles?|forums?)\b`),
	rx.MustCompile(`\b(?:help|support)\s+(?:pages?|site|center|centre|docs)\s+(?:of|from|by)\s+(\p{Lu}\p{L}+)`),
	rx.MustCompile(`\b(\p{Lu}\p{L}+)-(?:Hilfecenter|Hilfe|Hilfebereich|Hilfeseiten?|Supportseiten?|Support-Seite|Helpcenter)\b`),
	rx.MustCompile(`(?i:hilfeseiten?|hilfecenter|hilfe-center|supportseiten?)\s+(?:von|der|des)\s+(\p{Lu}\p{L}+)`),
	// it, pt, fr: "centro assistenza di Amazon", "central de ajuda da Samsung", "la page d'aide d'Apple".
	rx.MustCompile(`(?i:centro (?:di )?assistenza|pagin[ae] di (?:aiuto|supporto|assistenza)|guida ufficiale|supporto ufficiale|sito di supporto)\s+(?:di|del|della|dello)\s+(\p{Lu}\p{L}+)`),
	rx.MustCompile(`(?i:central de ajuda|centro de ajuda|páginas? de (?:ajuda|suporte)|ajuda oficial|suporte oficial)\s+(?:da|do|de)\s+(\p{Lu}\p{L}+)`),
	rx.MustCompile(`(?i:centre d'aide|pages? d'aide|aide officielle|site d'assistance|pages? d'assistance)\s+(?:de\s+|du\s+|d'|d’)(\p{Lu}\p{L}+)`),
	rx.MustCompile(`(?i:centro de ayuda|ayuda oficial|soporte oficial|páginas? de ayuda|la ayuda|el soporte|foros?)\s+de\s+(\p{Lu}\p{L}+)`),
	// it, pt, fr: the name right after the desk, or after "da"/"do" ("centro assistenza
	// Amazon", "sul supporto Apple", "sito di assistenza HP", "suporte da Microsoft", "sur
	// le support Samsung", "l'assistance Apple").
	rx.MustCompile(`(?i:centro (?:di )?assistenza|sito di (?:assistenza|supporto)|(?:sul|nel|il|al) supporto)\s+(\p{Lu}[\p{L}]+)`),
	rx.MustCompile(`(?i:(?:no|o|pelo|ao) suporte|central de ajuda|centro de ajuda)\s+(?:(?:da|do)\s+)?(\p{Lu}[\p{L}]+)`),
	rx.MustCompile(`(?i:(?:sur le|le|au) support|l'assistance|l’assistance|(?:le|au) service client|site d'assistance)\s+(\p{Lu}[\p{L}]+)`),
	// ko: a name's official desk ("Apple 공식 support site", "삼성 공식 고객센터").
	rx.MustCompile(`(\p{Latin}+)\s*공식\s*(?:support|서포트|고객센터|홈페이지|사이트)`),
	rx.MustCompile(`(?i:artículos de ayuda|páginas de ayuda|help articles|help pages|hilfeartikel|hilfeseiten)\s+(?i:tiene|has|hat|von|de|from|by|of)\s+(\p{Lu}\p{L}+)`),
	rx.MustCompile(`(?i:manual|user guide|owner's manual|handbuch|bedienungsanleitung)\s+(?i:de|for|für|del|of|zu)\s+(?i:mi|my|mein|meinem|meiner|our|the|el|la|a|an)\s+(?:\p{Ll}+\s+)?(\p{Lu}[\p{L}]+)`),
	rx.MustCompile(`([\p{Latin}]+|\p{Katakana}+)公式の?(?:ヘルプ|サポート)`),
}

// namesRetailersStock reports whether a request asks about a retailer's stock of a
// product rather than the catalog's warehouse: "does Amazon have the Sony WH-1000XM5 in
// stock", "hat Amazon die Bose QC45 vorrätig", "Amazon に Switch 2 の在庫があるか" — not
// the warehouse's own SKU ("stock of SKU-12 for our Amazon listing").
func namesRetailersStock(raw string) bool {
	lower := strings.ToLower(raw)
	return !strings.Contains(lower, "sku") && saysAny(lower, stockWords, stockSubs) &&
		(saysAny(lower, retailers, retailerSubs) || someonesShop.MatchString(lower) || slices.ContainsFunc(retailers, func(r string) bool {
			// A Latin name joined to a Korean or Japanese particle: "Amazonの倉庫", "Amazon의 재고".
			return slices.ContainsFunc([]string{"の", "의", "에서", "에"}, func(p string) bool { return strings.Contains(lower, r+p) })
		}))
}

// pricedAtRetailer reports whether a request asks what something costs at a shop ("price
// history of eggs at Costco", "latest price of a used PS5 on eBay", "Preis bei
// MediaMarkt"): a shop's price, no market quote ("Amazon stock price" is a share's).
func pricedAtRetailer(raw string) bool {
	lower := strings.ToLower(raw)
	if !saysAny(lower, priceWords, nil) {
		return false
	}
	words := phraseWords(lower)
	return slices.ContainsFunc(retailers, func(r string) bool {
		return slices.ContainsFunc(shopPrepositions, func(p string) bool { return strings.Contains(words, " "+p+" "+r+" ") })
	})
}

var (
	priceWords       = []string{"price", "prices", "cost", "costs", "preis", "preise", "kostet", "precio", "precios", "cuesta"}
	shopPrepositions = []string{"at", "on", "from", "bei", "auf", "en", "in"}
	// retailers are shops whose stock is theirs, not the catalog's.
	retailers = []string{"amazon", "ebay", "walmart", "target", "best buy", "costco", "ikea", "decathlon", "mediamarkt", "saturn", "otto", "zalando", "aliexpress", "rakuten", "coupang", "el corte inglés", "fnac", "media markt", "which stores", "what stores", "any stores", "which shops", "supermarkets", "grocery stores", "welche läden", "welche geschäfte", "qué tiendas",
		"leroy merlin", "carrefour", "la competencia", "dealer", "dealers", "dealership", "dealerships", "used cars", "car lot"}
	retailerSubs = []string{"アマゾン", "楽天", "ヨドバシ", "아마존", "쿠팡", "이마트", "코스트코", "コストコ", "다이소", "ダイソー", "홈플러스", "롯데마트", "イオン", "ビックカメラ", "ドンキ", "ニトリ",
		"ライバル店", "競合店", "他店", "경쟁 매장", "경쟁사"} // a rival shop's stock is theirs too
	// someonesShop is a shop the asker goes to: "my favorite ramen shop", "the local bakery".
	someonesShop = rx.MustCompile(`\b(?:my|my favou?rite|my local|the local|a local|the nearest)\s+(?:\S+\s+)?(?:shop|store|restaurant|café|cafe|bakery|deli|market|grocer)\b`)
	stockWords   = []string{"in stock", "vorrätig", "auf lager", "stock a", "stock de", "stock en", "stock level", "stock for", "stock of", "inventory of", "inventory at", "lagerbestand bei", "lagerbestand", "existencias", "en stock",
		"cuánto stock", "cuanto stock", "stock tiene"} // not "Amazon stock", a share
	stockSubs = []string{"在庫", "재고", "stock 있", "stock有"}
)

// NamesThirdPartySupport reports whether a request addresses another organization's
// support desk, given the vocabulary that tells a proper name from a word of its own.
func (l *Lexicon) NamesThirdPartySupport(raw string) bool {
	if l.addressesCompany(raw) || namesRetailersStock(raw) || pricedAtRetailer(raw) {
		return true
	}
	if !mayNameDesk(raw) {
		return false
	}
	for _, sub := range supportDeskSubs {
		i := strings.Index(raw, sub)
		if i < 0 {
			continue
		}
		before := strings.TrimRightFunc(raw[:i], unicode.IsSpace)
		// A possessive particle may join the name to its desk: "Appleのサポートサイト".
		before = strings.TrimRightFunc(strings.TrimSuffix(strings.TrimSuffix(before, "の"), "의"), unicode.IsSpace)
		for _, c := range companyNames {
			if strings.HasSuffix(before, c) {
				return true // "애플 서포트"
			}
		}
		if words := scriptWords(before); len(words) > 0 && l.nameLike(words[len(words)-1]) {
			return true // "Amazon 고객센터", "Apple サポート"
		}
	}
	words := scriptWords(raw)
	for i, w := range words {
		if caseWords[strings.ToLower(w)] {
			// "a ticket with Apple", "un caso con Amazon", "ein Ticket bei Apple".
			for j := i + 1; j+1 < len(words) && j <= i+3; j++ {
				// Not where the person the ticket is for works: "raise a ticket for Dana
				// at Northwind".
				if j >= i+3 && beneficiaries[strings.ToLower(words[j-2])] && l.nameLike(words[j-1]) {
					break
				}
				name := j + 1
				if name+1 < len(words) && deskArticles[strings.ToLower(words[name])] {
					name++ // "ein Ticket bei der Deutschen Bahn", "un caso con el Banco Santander"
				}
				if withWords[strings.ToLower(words[j])] && (l.nameLike(words[name]) || knownDeskName(words, name)) {
					return true
				}
			}
		}
		if name, desk, ok := strings.Cut(w, "-"); ok && supportDeskWords[strings.ToLower(desk)] && l.nameLike(name) {
			return true // "Apple-Support"
		}
		if !deskAt(words, i) {
			continue
		}
		// A name right before the desk ("… with Apple support"; a sentence's first word
		// is capitalized anyway), after "de"/"von" following it ("soporte de Apple"), or
		// after "with" a few words before it ("a case with Amazon customer service").
		if i > 0 && l.nameLike(words[i-1]) && !labels[strings.ToLower(words[i-1])] && (i > 1 || !latinScript(raw)) && !featureSupport(words, i) {
			return true
		}
		// Someone else's desk by a possessive: "on HP's support site", "en su web de
		// soporte", "Slack 본사 support".
		for j := max(0, i-3); j < i; j++ {
			w := words[j]
			if theirs[strings.ToLower(w)] && j+1 < i && sites[strings.ToLower(words[j+1])] || (j == i-1 && headquarters[w]) {
				return true // "en su web de soporte", not "their support page is down"
			}
			if stem, ok := strings.CutSuffix(w, "'s"); ok && j == i-1 && (l.nameLike(stem) || isAcronym(stem)) {
				return true
			}
		}
		end := i + 1
		if slices.ContainsFunc(supportDeskPairs, func(p [2]string) bool { return p[0] == strings.ToLower(w) }) {
			end++
		}
		for end < len(words) && (words[end] == "al" || words[end] == "del") {
			end++
		}
		if end+1 < len(words) && (strings.EqualFold(words[end], "de") || strings.EqualFold(words[end], "von")) && l.nameLike(words[end+1]) {
			return true
		}
		if end < len(words) {
			if name, ok := strings.CutPrefix(words[end], "d'"); ok && l.nameLike(name) {
				return true // "le support d'Apple"
			}
		}
		for j := max(0, i-4); j+1 < i; j++ {
			if strings.EqualFold(words[j], "with") && l.nameLike(words[j+1]) {
				return true
			}
		}
	}
	return false
}

// addressesCompany reports whether a Korean or Japanese request addresses a company by
// name, marked as where a claim or inquiry goes: "Samsung에 warranty claim 좀 open 해줄
// 수 있어요?", "アマゾンにクレームを入れて".
func (l *Lexicon) addressesCompany(raw string) bool {
	if !isSpaceless(raw) || !saysAny(raw, nil, claimWords) {
		return false
	}
	for _, m := range companyRecipient.FindAllStringSubmatch(raw, -1) {
		// A Latin name is written as one; Hangul and Katakana ones are known companies.
		if name := m[1]; slices.Contains(companyNames, name) || latinWord(name) && l.nameLike(name) && !labels[strings.ToLower(name)] {
			return true
		}
	}
	return false
}

var (
	// companyRecipient is a name marked as a recipient: "Samsung에", "アマゾンに".
	companyRecipient = rx.MustCompile(`(?:^|[\s、,])(\p{Latin}[\p{Latin}\d&.-]*|\p{Hangul}+|\p{Katakana}+)(?:에게|에|한테|に|へ)(?:\s|$|\p{Hangul}|\p{Hiragana}|\p{Katakana}|\p{Han}|\p{Latin})`)
	// claimWords name what one files with a company.
	claimWords = []string{"claim", "ticket", "case", "complaint", "inquiry", "티켓", "문의", "클레임", "민원", "항의",
		"チケット", "問い合わせ", "クレーム", "苦情"}
)

var (
	// labels head a request's fields ("Action: support ticket 생성"): no company's name.
	labels = set("action", "operation", "task", "aktion", "acción", "accion", "operación", "tarea", "aufgabe", "subject", "title")
	// theirs are third-person possessives before a desk: it is the named one's.
	theirs = set("their", "su", "sus", "ihr", "ihrem", "ihren", "ihre", "ihrer", "deren", "leur", "seu", "sua")
	// sites are where a possessive's desk is reached: "on their site", "en su web".
	sites = set("site", "website", "portal", "web", "página", "pagina", "seite", "webseite", "website's", "page")
	// headquarters make the desk a company's own ("Slack 본사 support").
	headquarters = set("본사", "本社", "headquarters", "hq")
)

// isAcronym reports whether a word is two to five upper-case Latin letters (HP, IBM).
func isAcronym(w string) bool {
	if len(w) < 2 || len(w) > 5 {
		return false
	}
	for _, r := range w {
		if r < 'A' || r > 'Z' {
			return false
		}
	}
	return true
}

// mayNameDesk is a cheap first look: a request that addresses a desk names a support
// word, a ticket or a case.
func mayNameDesk(raw string) bool {
	lower := strings.ToLower(raw)
	for _, w := range []string{"support", "soporte", "kundendienst", "kundenservice", "helpdesk", "help desk", "service",
		"ticket", "case", "caso", "fall", "complaint", "queja", "beschwerde", "incident", "incidencia", "reclamación", "atención",
		"técnico", "care", "chamado", "pratica", "réclamation", "고객", "서포트", "센터", "サポート", "カスタマー", "サービスセンター", "客服"} {
		if strings.Contains(lower, w) {
			return true
		}
	}
	return false
}

// featureSupport reports whether the desk word at i is a product's support for a
// feature ("Excel support for CSV export is broken").
func featureSupport(words []string, i int) bool {
	return i+1 < len(words) && (strings.EqualFold(words[i+1], "for") || strings.EqualFold(words[i+1], "of"))
}

// scriptWords are a text's words (letters and digits), a word written in two scripts
// split where the script changes ("support에" is "support", "에").
func scriptWords(raw string) []string {
	var out []string
	for w := range strings.FieldsFuncSeq(raw, func(r rune) bool {
		return !unicode.IsLetter(r) && !unicode.IsDigit(r) && !unicode.IsMark(r) && r != '-' && r != '\''
	}) {
		start, latin := 0, -1
		for k, r := range w {
			if unicode.IsMark(r) {
				continue // a mark goes with its letter: the vowel signs of "दिखाओ"
			}
			isLatin := 0
			if unicode.Is(unicode.Latin, r) || unicode.IsDigit(r) || r == '-' || r == '\'' {
				isLatin = 1
			}
			if latin >= 0 && isLatin != latin {
				out = append(out, w[start:k])
				start = k
			}
			latin = isLatin
		}
		out = append(out, w[start:])
	}
	return out
}

// latinScript reports whether a text's letters are all Latin.
func latinScript(raw string) bool {
	return !strings.ContainsFunc(raw, func(r rune) bool { return unicode.IsLetter(r) && !unicode.Is(unicode.Latin, r) })
}

// deskAt reports whether words[i] starts a word for a support desk.
func deskAt(words []string, i int) bool {
	w := strings.ToLower(words[i])
	if supportDeskWords[w] {
		return true
	}
	return i+1 < len(words) && slices.Contains(supportDeskPairs, [2]string{w, strings.ToLower(words[i+1])})
}

// nameLike reports whether a Latin word is written as a name (properName) and is no
// word of the vocabulary ("Create", "Support"). Acronyms are not taken for names: "IT
// support", "a ticket with VPN error 809".
func (l *Lexicon) nameLike(w string) bool {
	lower := strings.ToLower(w)
	return latinWord(w) && properName(w) && !l.knows(w) && !objectLeads[lower] && !determiners[lower]
}

// NamesProduct reports whether a request names a product or company by a Latin name the
// vocabulary does not know, written with a capital past the request's first word
// ("Notion", "Google Sheets", "Excel", "Thermomix TM6").
func (l *Lexicon) NamesProduct(raw string) bool {
	for i, w := range scriptWords(raw) {
		// A capital leads any Latin request; a Latin name leads a Korean or Japanese one
		// too: "Excelのピボットテーブル".
		if l.nameLike(w) && (i > 0 || strings.ContainsFunc(raw, func(r rune) bool { return r > unicode.MaxLatin1 })) {
			return true
		}
	}
	return false
}

// determiners point at a thing; capitalized at a sentence's start they are no name
// ("These help articles …", like the articles of objectLeads: "The help articles …").
var determiners = set("this", "these", "that", "those", "all", "any", "dieser", "diese", "dieses", "alle", "este", "esta", "estos", "estas", "todos", "todas")

// knows reports whether a word is a form of the vocabulary.
func (l *Lexicon) knows(w string) bool {
	return len(l.wordRefs(strings.ToLower(w))) > 0
}

// Another person's calendar. "Add a meeting to my boss's calendar", "crea un evento en
// el calendario de mi jefe", "Termin im Kalender von Anna": a calendar tool manages its
// user's own calendar; someone else's is beside it (the scope AnotherPersonsCalendar,
// whose Korean and Japanese forms the domain vocabulary lists).

// AnotherPersonsCalendar is the scope term of a request about someone else's calendar.
const AnotherPersonsCalendar = "another person's calendar"

// calendarWords are the words for a calendar or a schedule in English, Spanish and
// German.
var calendarWords = set("calendar", "calendars", "schedule", "agenda", "diary", "availability",
	"calendario", "kalender", "terminkalender", "zeitplan")

// ownedEvents are the words for the events on a calendar whose owner a possessive or a
// person after "de"/"von" names as well as a calendar word's ("Pedro's meetings",
// "las reuniones de Pedro", "die Termine von Anna"); ownedEventMarks find them fast.
var ownedEvents = set("meetings", "events", "appointments", "reuniones", "eventos", "citas", "cita", "termine", "besprechungen")

var ownedEventMarks = slices.Collect(maps.Keys(ownedEvents))

// notOwners are names after "de"/"von" that name no person whose events are asked:
// "los eventos de Navidad", "die Termine von Ostern".
var notOwners = set("navidad", "pascua", "semana", "año", "verano", "invierno", "otoño", "primavera", "marketing", "ventas",
	"enero", "febrero", "marzo", "abril", "mayo", "junio", "julio", "agosto", "septiembre", "octubre", "noviembre", "diciembre",
	"weihnachten", "ostern", "silvester", "januar", "februar", "märz", "april", "mai", "juni", "juli", "august",
	"september", "oktober", "november", "dezember")

// othersMarks are the words othersKalender and othersHave need, found before they are tried.
var othersMarks = []string{"kalender", "tiene", "does", "hat ", " has ", " free", " zeit"}

// othersKalender is a German calendar of his or hers.
var othersKalender = rx.MustCompile(`\b(?:seinem|seinen|ihrem|ihren)\s+(?:Kalender|Terminkalender)\b|\b\p{Lu}\p{Ll}+(?:s|')\s+(?:Kalender|Terminkalender)\b|` +
	`(?i:citas|reuniones|eventos)\s+tiene\s+(?:mi|su)\s+(?:jefe|jefa|compañero|compañera|colega)\b`)

// capitalizedNouns are the capitalized words othersHave matches that name no person.
var capitalizedNouns = set("Termine", "Kalender", "Terminkalender", "Hat", "Does", "What")

// calendarTimeNamed is a day or month written like a name ("What meetings does Friday
// have?"), which owns no calendar.
var calendarTimeNamed = rx.MustCompile(`\b(?:monday|tuesday|wednesday|thursday|friday|saturday|sunday|today|tomorrow|montag|dienstag|mittwoch|donnerstag|freitag|samstag|sonntag|heute|morgen|` +
	`january|february|march|april|may|june|july|august|september|october|november|december|januar|februar|märz|mai|juni|juli|oktober|dezember)\b`)

// ownEvents names the asker's own events or calendar: "mis eventos", "meine Termine",
// "my meetings", "on my calendar", "tengo", "habe ich".
var ownEvents = rx.MustCompile(`\b(?:mis|mi|meine|meinen|meinem|my|our|nuestros|nuestras|unsere)\s+(?:\S+\s+)?(?:eventos|reuniones|citas|termine|meetings|events|appointments|calendar|calendario|kalender|agenda)\b|\btengo\b|\bhabe ich\b|\bdo i have\b`)

// othersHave asks what a named person has on a calendar: "¿Qué tiene Javier en la
// agenda esta tarde?", "¿Qué eventos tiene Lucía en su calendario?", "What does Javier
// have on his calendar?", "What meetings does Sarah have?", "Was hat Anna morgen für
// Termine?", "Was steht in seinem Kalender?".
var othersHave = rx.MustCompile(`\btiene\s+(?:el\s+|la\s+)?(?:doctor\s+|doctora\s+|señor\s+|señora\s+)?\p{Lu}\p{Ll}+\s+en\s+(?:la|el|su)\s+(?:agenda|calendario)|` +
	`(?i:citas|reuniones|eventos)\s+tiene\s+(?:el\s+|la\s+)?(?:doctor\s+|doctora\s+|señor\s+|señora\s+)?\p{Lu}\p{Ll}+|` +
	`\b[Dd]oes\s+\p{Lu}\p{Ll}+\s+have\s+(?:on|in)\s+(?:his|her|their)\s+(?:calendar|schedule|diary|agenda)|` +
	`\b(?i:meetings|events|appointments|calls)\s+does\s+\p{Lu}\p{Ll}+\s+have\b|\b[Dd]oes\s+\p{Lu}\p{Ll}+\s+have\s+(?:scheduled|planned|booked)\b|` +
	`\b[Hh]at\s+\p{Lu}\p{Ll}+\s+(?:\S+\s+){0,4}(?:(?:für\s+)?Termine|im\s+Kalender)\b|` +
	`\b(?i:events|meetings|appointments)\s+\p{Lu}\p{Ll}+\s+has\s+(?:scheduled|planned|booked|on)\b|` +
	`\b(?:[Ww]hen|[Ii]s)\s+(?:is\s+)?\p{Lu}\p{Ll}+\s+free\b|\b[Ww]ann\s+hat\s+\p{Lu}\p{Ll}+\s+Zeit\b|` +
	`\btiene(?:n)?\s+el\s+equipo\s+de\s+\p{Lu}\p{Ll}+`)

// ownTimes are the possessives in 's that name a time, not a person ("today's schedule").
var ownTimes = set("today's", "tomorrow's", "yesterday's", "week's", "month's", "year's", "day's", "weekend's",
	"monday's", "tuesday's", "wednesday's", "thursday's", "friday's", "saturday's", "sunday's", "morning's",
	"afternoon's", "evening's", "tonight's", "january's", "february's", "march's", "april's", "may's", "june's",
	"july's", "august's", "september's", "october's", "november's", "december's", "let's", "it's", "that's",
	"what's", "there's", "here's", "who's", "team's", "company's",
	"anyone's", "anybody's", "everyone's", "everybody's", "nobody's") // no one person: "isn't on anyone's calendar yet"

// personNouns are Spanish and German nouns for a person after "de mi", "meines".
var personNouns = set("jefe", "jefa", "compañero", "compañera", "colega", "madre", "padre", "hermano", "hermana",
	"esposo", "esposa", "amigo", "amiga", "equipo", "chef", "chefs", "chefin", "kollege", "kollegen", "kollegin",
	"mutter", "vaters", "vater", "bruders", "bruder", "schwester", "frau", "mannes", "freundes", "freundin", "teams")

// calendarModifiers are the Spanish adjectives that may follow a calendar word before its
// owner: "el calendario personal de mi jefa".
var calendarModifiers = set("personal", "privado", "laboral", "compartido", "profesional")

// The Japanese and Korean ways to name a person's calendar by their title or an honorific:
// "課長の個人カレンダー", "田中さんのカレンダー", "부장님 캘린더", "팀장의 개인 일정표".
var (
	japaneseOthersCalendar = rx.MustCompile(`(?:部長|課長|社長|上司|さん|様|先生|専務|常務|係長|主任|同僚|先輩|後輩|秘書|ceo)の[^、。，,をにがはで]{0,10}?(?:カレンダー|calendar|予定表|スケジュール|schedule)`)
	koreanOthersCalendar   = rx.MustCompile(`(?:님|씨|부장|팀장|과장|차장|사장|대표|상사|동료|선배|후배|비서|ceo)(?:의)?\s*(?:\S+\s+)?(?:캘린더|calendar|달력|일정표|스케줄|schedule)`)
)

// NamesAnotherPersonsCalendar reports whether an English, Spanish or German request is
// about someone else's calendar: a possessive before a calendar word ("my boss's
// calendar", "Sarah's schedule"), or a person after one ("calendario de mi jefe",
// "agenda de Carlos", "Kalender von Anna", "Kalender meines Chefs").
func (l *Lexicon) NamesAnotherPersonsCalendar(raw string) bool {
	lower := strings.ToLower(raw)
	if isSpaceless(raw) && (japaneseOthersCalendar.MatchString(lower) || koreanOthersCalendar.MatchString(lower)) {
		return true // "課長の個人カレンダー", "部長のpersonal calendar", "팀장님 캘린더"
	}
	if (strings.Contains(lower, "sondern") || strings.Contains(lower, "sino")) && elidedOwner.MatchString(lower) {
		// A contrast that leaves the calendar word out names its owner: "Nicht meinen
		// Kalender, sondern den von meinem Chef", "no mi calendario, sino el de mi jefa".
		return true
	}
	if holdsAny(lower, othersMarks) {
		if othersKalender.MatchString(raw) {
			return true // "Was steht in seinem Kalender morgen?" (lower-case ihrem is hers, Ihrem yours)
		}
		if m := othersHave.FindString(raw); m != "" && slices.ContainsFunc(strings.Fields(m), func(w string) bool {
			return properName(w) && !calendarTimeNamed.MatchString(strings.ToLower(w)) && !capitalizedNouns[w]
		}) {
			return true // "¿Qué tiene Javier en la agenda?", "What does Javier have on his calendar?"
		}
	}
	if !strings.Contains(lower, "calend") && !strings.Contains(lower, "schedule") && !strings.Contains(lower, "agenda") &&
		!strings.Contains(lower, "diary") && !strings.Contains(lower, "availability") && !strings.Contains(lower, "kalender") &&
		!strings.Contains(lower, "zeitplan") && !holdsAny(lower, ownedEventMarks) {
		return false
	}
	words := strings.FieldsFunc(strings.ReplaceAll(raw, "’", "'"), wordBreak)
	mine := ownEvents.MatchString(lower) // "mis eventos de Madrid", "Google's events on my calendar"
	for i, w := range words {
		event := ownedEvents[strings.ToLower(w)] && !mine
		if !calendarWords[strings.ToLower(w)] && !event {
			continue
		}
		if i > 0 {
			prev := strings.ToLower(words[i-1])
			if strings.HasSuffix(prev, "'s") && !ownTimes[prev] {
				return true // "my boss's calendar", "Sarah's schedule", "Pedro's meetings"
			}
			if w != "availability" && (prev == "his" || prev == "her" || prev == "their") && !mine {
				return true // "What's on her calendar?"
			}
		}
		if i+2 < len(words) {
			link, next := strings.ToLower(words[i+1]), words[i+2]
			switch {
			case (link == "de" || link == "von") && l.nameLike(next) && !(event && notOwners[strings.ToLower(next)]):
				return true // "agenda de Carlos", "Kalender von Anna"
			case (link == "de" || link == "del") && i+3 < len(words) && (next == "mi" || next == "su") && personNouns[strings.ToLower(words[i+3])]:
				return true // "calendario de mi jefe"
			case calendarModifiers[link] && i+4 < len(words) && strings.ToLower(next) == "de" &&
				(words[i+3] == "mi" || words[i+3] == "su") && personNouns[strings.ToLower(words[i+4])]:
				return true // "calendario personal de mi jefa"
			case (link == "meines" || link == "meiner" || link == "des" || link == "der" || link == "von") && personNouns[strings.ToLower(next)]:
				return true // "Kalender meines Chefs"
			}
		}
	}
	return false
}

// elidedOwner is a German or Spanish pronoun standing for a calendar, with its owner.
var elidedOwner = rx.MustCompile(`\b(?:sondern|sino)\s+(?:den|die|das|el|la)\s+(?:von|de)\s+(?:meinem|meiner|meines|mi|su)\s+(?:jefe|jefa|compañero|compañera|colega|chef|chefin|kollege|kollegen|kollegin)\b`)

// properName reports whether a word is written as a name: an upper-case letter
// followed by a lower-case one ("Graz", not "DAX" or "a").
func properName(w string) bool {
	first, n := utf8.DecodeRuneInString(w)
	second, _ := utf8.DecodeRuneInString(w[n:])
	return unicode.IsUpper(first) && unicode.IsLower(second)
}

// latinWord reports whether a word is written in the Latin script only.
func latinWord(w string) bool {
	for _, r := range w {
		if unicode.IsLetter(r) && !unicode.Is(unicode.Latin, r) {
			return false
		}
	}
	return true
}

// An existing record. "Add priya@acme.io as an attendee to the existing event", "zum
// bestehenden Termin … hinzufügen", "기존 일정에 참석자 추가": the request changes a record
// that exists, which an endpoint that creates one does not do. Which record is existing
// is what follows the word (ExistingThings); "a ticket about the existing outage" or
// "기존 고객 대상 설명회 일정" create. A request that also names a new one creates too.
var (
	existingWords = set("existing", "bestehend", "bestehende", "bestehenden", "bestehendem", "bestehender",
		"vorhanden", "vorhandene", "vorhandenen", "vorhandenem", "existente", "existentes", "existant", "existante")
	existingSubs = []string{"기존", "既存"}
	newWords     = set("new", "neu", "neue", "neuen", "neuer", "neues", "neuem", "nuevo", "nueva", "nuevos", "nuevas",
		"nouveau", "nouvelle", "novo", "nova")
	newSubs = []string{"새 ", "새로", "신규", "新しい", "新規", "新た"}
)

// SaysItExists reports whether a text says that what it acts on exists already: "the one I
// already have", "que ya está en el calendario", "die ich schon habe", "すでに入っている",
// "이미 잡혀 있는". Something added to such a record is no new one.
func SaysItExists(raw string) bool {
	return saysAny(raw, alreadyThere, alreadyThereSubs)
}

var (
	// alreadyThere say that a record exists, as whole words.
	alreadyThere = []string{"i already have", "we already have", "already exists", "already exist", "already on my calendar",
		"already on the calendar", "already in my calendar", "already in the calendar", "already scheduled", "already open",
		"que ya tengo", "que ya tenemos", "que ya existe", "que ya está", "que ya esta", "ya existente", "ya creado", "ya creada",
		"die ich schon habe", "das ich schon habe", "den ich schon habe", "die ich bereits habe", "den ich bereits habe",
		"das ich bereits habe", "bereits existiert", "schon existiert", "schon im kalender", "bereits im kalender"}
	// alreadyThereSubs say it in Korean and Japanese.
	alreadyThereSubs = []string{"既にある", "すでにある", "もうある", "既に入って", "すでに入って", "作成済み", "登録済み",
		"이미 있는", "이미 잡혀", "이미 만든", "이미 등록된", "기존에 있는"}
)

// ExistingThings returns what a text calls existing: the two words after each Latin
// "existing" word, or the few characters after 기존 or 既存(の). It returns nothing when
// the text also speaks of a new one.
func ExistingThings(raw string, tokens []string) []string {
	if slices.ContainsFunc(tokens, func(t string) bool { return newWords[t] }) ||
		slices.ContainsFunc(newSubs, func(s string) bool { return strings.Contains(raw, s) }) {
		return nil
	}
	var out []string
	for k, t := range tokens {
		if existingWords[t] && k+1 < len(tokens) {
			out = append(out, strings.Join(tokens[k+1:min(k+3, len(tokens))], " "))
		}
	}
	for _, sub := range existingSubs {
		if i := strings.Index(raw, sub); i >= 0 {
			rest := strings.TrimLeft(strings.TrimPrefix(strings.TrimSpace(raw[i+len(sub):]), "の"), " ")
			out = append(out, firstRunes(rest, 4))
		}
	}
	return out
}

// NamesOutsideBooking reports whether a request books, reserves or registers through
// another organization's site or system: "Pide cita en la web del ayuntamiento", "Buch
// mir beim Bürgeramt online einen Termin", "치과 online booking system으로 … book 해주실
// 수 있나요?", "Event website에서 … register 좀 해주세요". That is a third-party service,
// not the user's own calendar. An online meeting ("book an online meeting with Anna")
// is no outside booking.
func NamesOutsideBooking(raw string) bool {
	return saysAny(raw, bookingWords, bookingSubs) && saysAny(raw, outsideSites, outsideSiteSubs)
}

var (
	// bookingWords book, reserve or register, as whole words.
	bookingWords = []string{"book", "booking", "reserve", "reservation", "register", "registration", "sign up",
		"cita", "reserva", "reservar", "reservame", "resérvame", "inscríbeme", "inscribirme", "registrarme",
		"buch", "buche", "buchen", "termin", "reservier", "reserviere", "reservieren", "anmelden", "melde mich"}
	// bookingSubs book, reserve or register in Korean and Japanese.
	bookingSubs = []string{"予約", "申し込", "申込", "예약", "신청", "register", "book 해", "book해"}
	// outsideSites name another organization's site or booking system, as whole words.
	outsideSites = []string{"website", "web site", "booking system", "booking site", "booking portal", "book online",
		"online booking", "en la web", "en su web", "en la página web", "en el portal", "sistema de reservas", "en línea",
		"webseite", "buchungssystem", "buchungsportal", "online einen termin", "online buchen", "online reservieren",
		"im portal", "über das portal"}
	// outsideSiteSubs name one in Korean and Japanese.
	outsideSiteSubs = []string{"サイトで", "サイトから", "ウェブで", "オンラインで予約", "予約サイト", "予約システム",
		"사이트에서", "홈페이지에서", "온라인으로 예약", "예약 시스템", "예약시스템", "booking system", "website에서"}
)

// NamesSubstance reports whether a text, with its vocabulary terms, names a substance: by
// its formula (NamesFormula) or as a solid researchers look up by name.
func NamesSubstance(raw string, terms []string) bool {
	return slices.Contains(terms, "solid") || NamesFormula(raw)
}

// NamesFormula reports whether a text names a chemical compound by its formula: a word
// of two or more element symbols, each with an optional count, with a lower-case letter
// in it ("NaCl", "Fe2O3", "LiCoO2", "GaAs"; not "SKU", "CPU" or the ticker "VOW3"), and
// no abbreviation that happens to spell symbols ("PoS", "BSc", "NaN", "CoV").
func NamesFormula(raw string) bool {
	for w := range strings.FieldsFuncSeq(raw, func(r rune) bool { return r > unicode.MaxASCII || !unicode.IsLetter(r) && !unicode.IsDigit(r) }) {
		if isFormula(w) {
			return true
		}
	}
	return false
}

func isFormula(w string) bool {
	if symbolAbbreviations[strings.ToLower(w)] {
		return false
	}
	groups := 0
	for i := 0; i < len(w); {
		if w[i] < 'A' || w[i] > 'Z' {
			return false
		}
		j := i + 1
		if j < len(w) && w[j] >= 'a' && w[j] <= 'z' {
			j++
		}
		if !elementSymbols[w[i:j]] {
			return false
		}
		for j < len(w) && isASCIIDigit(w[j]) {
			j++
		}
		groups++
		i = j
	}
	return groups >= 2 && strings.ToUpper(w) != w
}

// symbolAbbreviations are abbreviations spelled with element symbols: a point of sale, a
// proof of concept, a bachelor's degree, not a number, a coronavirus, a battery type.
// namesElements reports whether a text names two or more chemical elements by their
// symbols, one of them of two letters that is no everyday word ("Li and Fe",
// "Li-Fe-P-O"; not "In A and B").
func namesElements(raw string) bool {
	symbols, twoLetter := 0, false
	for w := range strings.FieldsFuncSeq(raw, func(r rune) bool { return r > unicode.MaxASCII || !unicode.IsLetter(r) }) {
		if elementSymbols[w] {
			symbols++
			twoLetter = twoLetter || len(w) == 2 && !wordSymbols[w]
		}
	}
	return symbols >= 2 && twoLetter
}

// wordSymbols are the element symbols that are everyday words too.
var wordSymbols = set("In", "As", "At", "Be", "He", "No", "Am", "Es", "Ac", "Pa", "Po", "La", "Ga", "Ge", "Re", "Ne", "Os", "Sm", "Tm", "Ta", "Te", "Ti")

var symbolAbbreviations = set("pos", "poc", "bsc", "msc", "nan", "cov", "lipo", "horeca", "hos", "pop", "scp", "bis")

// elementSymbols are the chemical elements' symbols.
var elementSymbols = set("H", "He", "Li", "Be", "B", "C", "N", "O", "F", "Ne", "Na", "Mg", "Al", "Si", "P", "S", "Cl",
	"Ar", "K", "Ca", "Sc", "Ti", "V", "Cr", "Mn", "Fe", "Co", "Ni", "Cu", "Zn", "Ga", "Ge", "As", "Se", "Br", "Kr",
	"Rb", "Sr", "Y", "Zr", "Nb", "Mo", "Tc", "Ru", "Rh", "Pd", "Ag", "Cd", "In", "Sn", "Sb", "Te", "I", "Xe", "Cs",
	"Ba", "La", "Ce", "Pr", "Nd", "Pm", "Sm", "Eu", "Gd", "Tb", "Dy", "Ho", "Er", "Tm", "Yb", "Lu", "Hf", "Ta", "W",
	"Re", "Os", "Ir", "Pt", "Au", "Hg", "Tl", "Pb", "Bi", "Po", "At", "Rn", "Fr", "Ra", "Ac", "Th", "Pa", "U", "Np",
	"Pu", "Am", "Cm", "Bk", "Cf", "Es", "Fm", "Md", "No", "Lr", "Rf", "Db", "Sg", "Bh", "Hs", "Mt", "Ds", "Rg", "Cn",
	"Nh", "Fl", "Mc", "Lv", "Ts", "Og")
