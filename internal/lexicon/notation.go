package lexicon

import (
	"cmp"
	"slices"
	"strings"
	"unicode"
	"unicode/utf8"

	"github.com/schemarouter/schemarouter/internal/rx"
	"github.com/schemarouter/schemarouter/internal/text"
)

// ReadNotation returns m, the analysis of a request's words, with what the request
// writes in notation rather than in words:
//
//   - an action written as a labeled field ("작업: 캘린더 일정 생성; 제목: …", "【申請】
//     処理=材料エントリ却下; …") or framed as the task ("다음 작업을 수행하세요: …", "the
//     operation to perform is …") is the main operation (a read only when the words name
//     none or only a read), and so is a ticket that is to be raised or to exist;
//   - an operation carried out is that operation ("run a paper search", "inventory update
//     실행해줘"), and running a thing a catalog keeps reads it ("run a forecast");
//   - a wish for something on the calendar, with no verb, schedules it ("I need a
//     one-on-one with my manager on my calendar next Monday"), and one for it off the
//     calendar deletes it;
//   - a field or a stock count said or wished to be at a value is set to it ("timezone
//     should be Europe/Berlin");
//   - a quoted title put at a clock time, naming nothing else a catalog holds, is a
//     diary entry ("add 'Mom's birthday dinner' this Saturday at 7pm");
//   - time blocked in a calendar is blocked off, no account suspended ("Bloquea mañana
//     de 14:00 a 16:00 en mi calendario"), and a meeting set up is scheduled
//     ("オンライン会議を、5月20日10時から設定して", setsUpMeeting);
//   - a heading that names a new record creates it, and what follows is the record's
//     content, whose verbs are no operation ("Neues Ticket: Drucker druckt nur leere
//     Seiten", "ticket: export button greyed out, high priority"), and so does an
//     imperative that opens one without an article ("Open support case. Subject: …");
//   - an arrow from a field to a value changes it, the main operation when the words
//     name none or only a read ("user 3021 display name → Jiwoo Kim");
//   - data written to a spreadsheet or calendar file is exported (WritesFile), and a
//     person's contact details changed are their profile's (ChangesContactDetails).
func (l *Lexicon) ReadNotation(raw string, m Match) Match {
	main := func(op string) {
		if !slices.Contains(m.Ops, op) {
			m.Ops = append(slices.Clip(m.Ops), op)
		}
		m.Main, m.MainAt, m.MainLast = op, -1, false
	}
	// drop takes the named operations out of the match, and its main operation with them
	// when it is one of them.
	drop := func(ops ...string) {
		m.Ops = slices.DeleteFunc(slices.Clone(m.Ops), func(o string) bool { return slices.Contains(ops, o) })
		if slices.Contains(ops, m.Main) {
			m.Main, m.MainAt, m.MainLast = "", -1, false
		}
	}
	// only makes op the match's one operation, its main one.
	only := func(op string) {
		m.Ops = nil
		main(op)
	}
	// noAction reports whether the request, as read so far, names no operation or only a read.
	noAction := func() bool { return m.Main == "" || l.Family(m.Main) == ReadFamily }
	lower := strings.ToLower(raw)
	// A verb a device or a feature fails at states the problem, beside the act asked: "my
	// laptop won't charge, can you file a support ticket" charges nothing, nor does "la
	// app no sincroniza, abre un ticket".
	if len(m.Ops) > 1 {
		for _, v := range failedVerb.FindAllStringSubmatch(strings.ReplaceAll(lower, "’", "'"), -1) {
			verb := v[1] + v[2] + v[3] // one of them is not empty
			if f := l.Analyze(text.Tokens(verb), text.Norm(verb)); len(f.Ops) == 1 && len(m.Ops) > 1 {
				drop(f.Ops[0])
				for _, t := range f.Terms {
					m.Terms = withoutTerm(m.Terms, t)
				}
				if m.Main == "" && len(m.Ops) == 1 {
					main(m.Ops[0]) // the act left is the one asked: "Mon portable ne démarre plus, …ouvrir un ticket"
				}
			}
		}
	}
	// An update a device went through is when a problem began, no update asked: "handheld
	// scanner keeps freezing since the last update, need to report this to support".
	if m.Main == "update" && strings.Contains(lower, "update") && len(updateUndergone.FindAllString(lower, -1)) == strings.Count(lower, "update") {
		drop("update")
	}
	// A sync or an update named as a meeting or a document the asker works on is a noun:
	// "Quick favour before the 10am sync: show me …", "I'm prepping the investor update".
	for _, n := range nounUses {
		if slices.Contains(m.Ops, n.op) && strings.Contains(lower, n.op) && len(n.re.FindAllString(lower, -1)) == strings.Count(lower, n.op) {
			drop(n.op)
		}
	}
	// A product or item named by its number, with its quantity named, is a stock item:
	// "제품 7781 수량 80으로 업데이트", "商品7781の数量を120に変更して".
	if !slices.Contains(m.Terms, "sku") && slices.Contains(m.Terms, "quantity") && numberedItem.MatchString(lower) {
		m.Terms = withTerm(m.Terms, "sku")
	}
	// An item code whose count is updated is a stock item: "update the count of AB-12 to
	// 50", "Nos llegaron 50 más de AB-12, actualiza el conteo".
	if !slices.Contains(m.Terms, "sku") && (slices.Contains(m.Terms, "count") || unitsCounted.MatchString(lower)) && l.Family(m.Main) == "update" && itemCode.MatchString(raw) &&
		!slices.ContainsFunc(m.Terms, func(t string) bool { return coinBesides[t] || t == "citation" }) {
		m.Terms = withTerm(m.Terms, "sku")
	}
	// A forecast for one side against another is a match's outcome, no weather: "el
	// pronóstico para el Boca vs River del domingo" (but "the weather forecast for Lisbon
	// vs Porto" sets two places side by side).
	if slices.Contains(m.Terms, "forecast") && !slices.Contains(m.Terms, "special forecast") && matchForecast.MatchString(raw) &&
		!slices.ContainsFunc(m.Terms, func(t string) bool { return t == "weather" || t == "temperature" || t == "rain" }) {
		m.Terms = withTerm(m.Terms, "special forecast")
	}
	// A person's Zitate joined to their name are sayings, no citations: "Welche
	// Goethe-Zitate passen gut zu einer Hochzeitsrede?".
	if slices.Contains(m.Terms, "citation") && sayingsOf.MatchString(raw) {
		m.Terms = withoutTerm(m.Terms, "citation")
	}
	// Spanish "citas" counted of an article or a quoted work are its citations, no
	// appointments: "cuántas citas tiene 'Human-level control …'?", "número de citas del
	// artículo de Yamanaka".
	if slices.Contains(m.Terms, "appointment") && strings.Contains(lower, "citas") && citationsCounted.MatchString(lower) && (holdsAny(lower, publishedWorks) || quotedWork.MatchString(raw)) {
		m.Terms = withTerm(withoutTerm(withoutTerm(m.Terms, "appointment"), "event"), "citation")
	}
	// A work named by its arXiv number or "et al.", or by a quoted title or an author and
	// year asked where it appeared, is a paper: "arXiv:1810.04805 — what venue …",
	// "Silver et al. 2016 AlphaGo 的作者都有谁", "En qué revista y en qué año se publicó
	// 'Deep Residual Learning'?" (a DOI written out is none: the corpora label the
	// metadata asked of one both ways). The conference it appeared at is no meeting:
	// "BERT の論文、著者と掲載会議は？".
	if namesScholarlyWork(raw, lower, slices.Contains(m.Terms, "paper"), slices.ContainsFunc(m.Terms, func(t string) bool { return t == "event" || t == "meeting" || t == "calendar" })) {
		m.Terms = withoutTerm(withoutTerm(withTerm(m.Terms, "paper"), "meeting"), "event")
		if strings.Contains(lower, "publish hu") || strings.Contains(lower, "publish") && publishAsked.MatchString(lower) || yearPublished.MatchString(lower) {
			// A Hindi passive tells where it appeared ("kis venue me publish hua tha"), and a
			// question asks when ("what year did Watson & Crick publish the … paper").
			drop("publish")
		}
	}
	// In Hindi a verb before "nahi ho raha" is what fails, and one before "kar liya" is
	// done: "Outlook sync nahi ho raha", "restart already kar liya, phir bhi headset
	// detect nahi ho raha" state the problem, asking neither.
	if strings.Contains(lower, "nahi") || strings.Contains(lower, "kar liya") {
		for _, g := range hindiFailedOrDone.FindAllStringSubmatch(lower, -1) {
			verb := g[1] + g[2] // one of the two is empty
			drop(l.Analyze(text.Tokens(verb), text.Norm(verb)).Ops...)
		}
	}
	// In Hindi what is done "karne ka" is what a guide or a way is for: "Export to CSV
	// karne ka koi guide hai knowledge base mein?" exports nothing.
	if strings.Contains(lower, "karne k") {
		for _, g := range hindiDoingOf.FindAllStringSubmatch(lower, -1) {
			drop(l.Analyze(text.Tokens(g[1]), text.Norm(g[1])).Ops...)
		}
	}
	// A "TL;DR" that leads a sentence labels its short version, summarizing nothing: "TL;DR
	// the export keeps crashing …" (but "give me a tl;dr of the BERT paper").
	if m.Main == "summarize" && strings.Contains(lower, "tl") && tldrLabel.MatchString(lower) {
		drop("summarize")
	}
	// A Latin-script Hindi "kar do" or "likho" closing a profile field with its value sets
	// it ("mera display name 'Vikky S' kar do", "… Mohd nahi Mohammed likho"), and "khol
	// do" after an account's details opens them to read ("employee ID 55021 ka account
	// details khol do"), where "ticket khol do" opens a ticket.
	if strings.Contains(lower, " do") || strings.Contains(lower, "likh") || strings.Contains(lower, "karo") || strings.Contains(lower, "कर") || strings.Contains(lower, "खोल") || strings.Contains(lower, "लिख") {
		if noAction() && hindiSetTo.MatchString(lower) && slices.ContainsFunc(m.Terms, func(t string) bool { return profileFields[t] || t == "profile" }) {
			main("update")
		} else if (m.Main == "create" || m.Main == "" && slices.Contains(m.Ops, "create")) && hindiOpened.MatchString(lower) {
			only("show")
		}
	}
	// A Chinese "那篇" (that piece) asked its DOI, authors, year or venue names a paper, and
	// the words that name it name no act: "Adam优化器那篇的DOI是多少？", "张益唐孪生素数那篇是
	// 哪一年发表的" (but not the journal one submits it to: "这篇SCI投哪个期刊好中").
	if strings.Contains(raw, "篇") && !strings.Contains(raw, "投") && thatPaperAsked.MatchString(lower) {
		m.Terms = withoutTerm(withoutTerm(withTerm(m.Terms, "paper"), "meeting"), "event")
		if m.Main != "" && l.Family(m.Main) != ReadFamily {
			drop(m.Main)
		}
	}
	// A density bounded by a value in g/cm³ filters the materials asked for, no property
	// asked of one: "Welche Verbindungen mit einer Dichte unter 3 g/cm³ enthalten Lithium
	// und Bor?" (but "Is the density of aluminium below 3 g/cm3?" asks of one).
	if slices.Contains(m.Terms, "density") && densityBound.MatchString(lower) && materialsSought.MatchString(lower) {
		m.Terms = withTerm(withoutTerm(m.Terms, "density"), "material")
	}
	// So does a formation energy bounded: "search for Li-containing compounds with formation
	// energy below -2 eV/atom" (but "what's the formation energy of LiFePO4" asks of one,
	// which the search does not return).
	if formationBound.MatchString(lower) && materialsSought.MatchString(lower) {
		m.Terms = withTerm(m.Terms, "material")
	}
	// A Brazilian "papel" before a ticker is a share: "quanto tá valendo o papel KO agora?".
	if !slices.Contains(m.Terms, "market") && strings.Contains(lower, "pap") && sharePaper.MatchString(raw) {
		m.Terms = withTerm(withoutTerm(m.Terms, "paper"), "market")
	}
	// A quote for a number of goods is a seller's offer, no market price: "Me manda uma
	// cotação de 200 cadeiras de escritório" (but "a quote for 100 shares" is a market's).
	if holdsAny(lower, quoteStems) {
		if q := goodsQuoted.FindStringSubmatch(lower); q != nil && !quotedShares[q[1]] {
			m.Terms = withTerm(m.Terms, "service quote")
		}
	}
	// A chemical's price is a supplier's, no market's: "Was kostet 100 g Indiumoxid bei
	// Sigma-Aldrich?", "Prix du nitrate d'argent chez Fisher ?".
	if slices.Contains(m.Terms, "price") && chemicalNamed.MatchString(lower) && !l.NamesListedCompany(raw) {
		m.Terms = withTerm(withoutTerm(m.Terms, "price"), "service quote")
	}
	// An article named by a product code is a stock item, no text: "toglile dal
	// magazzino, le 4 unità dell'articolo LMP-880", "el artículo AB-12-X".
	if slices.Contains(m.Terms, "article") && !slices.Contains(m.Terms, "sku") && !slices.ContainsFunc(m.Terms, func(t string) bool { return helpArticleTerms[t] }) && codedArticle(lower) {
		m.Terms = withTerm(withoutTerm(m.Terms, "article"), "sku")
	}
	// A record's quoted name names nothing the catalog holds (RecordTitleWords): "Add an
	// event called \"Delete user accounts cleanup\"", "Search for the user named \"Forecast Bot\"".
	if titles := RecordTitleWords(raw); len(titles) > 0 {
		rest := withoutRecordTitles(raw)
		outside := l.Analyze(text.Tokens(rest), text.Norm(rest))
		m.Terms = slices.DeleteFunc(slices.Clone(m.Terms), func(t string) bool {
			return !slices.Contains(outside.Terms, t) && l.family[t] == "" && t != "event" && t != "meeting" && t != "appointment" && t != "schedule"
		})
		// Nor does it ask for an act: "Schedule \"Buy AAPL shares? discussion\" …".
		if len(outside.Ops) > 0 {
			drop(slices.DeleteFunc(slices.Clone(m.Ops), func(op string) bool { return slices.Contains(outside.Ops, op) })...)
		}
	}
	// Papers that reference a work cite it; the list and the verb are no reference list:
	// "List the papers that reference DOI 10.1371/…".
	if slices.Contains(m.Terms, "reference list") && referencesAWork.MatchString(lower) && !strings.Contains(lower, "reference list") {
		m.Terms = slices.DeleteFunc(slices.Clone(m.Terms), func(t string) bool { return t == "reference list" })
	}
	// Spoken Korean 낼 standing alone is 내일, tomorrow: "낼 부산 날씨 어때?" (not 보낼, 낼게).
	if !slices.Contains(m.Terms, "tomorrow") && strings.Contains(raw, "낼") && spokenTomorrow.MatchString(raw) {
		m.Terms = withTerm(m.Terms, "tomorrow")
	}
	// Days of a weather counted over a year are its climate: "how many sunny days Cadrenne
	// gets per year", "Sonnentage pro Jahr", "días de lluvia al año".
	if !slices.Contains(m.Terms, "climate normal") && weatherDaysAYear.MatchString(lower) {
		m.Terms = withTerm(m.Terms, "climate normal")
	}
	// A paper's quoted title names nothing the catalog holds (PaperTitleWords): "논문
	// \"Sparse Mixtures of Lattice Experts\" 서지 정보", "論文「Quiet Lattices in Noisy Channels」".
	if slices.Contains(m.Terms, "paper") && paperQuoted.MatchString(raw) {
		un := Unquoted(raw)
		outside := l.Analyze(text.Tokens(un), text.Norm(un)).Terms
		m.Terms = slices.DeleteFunc(slices.Clone(m.Terms), func(t string) bool { return t != "paper" && !slices.Contains(outside, t) })
	}
	// A department named after a person in a directory names where they work, nothing a
	// finance, sales or support tool holds, and so does the surname of a person whose
	// account or profile it is (PersonsWords).
	for _, w := range PersonsWords(raw) {
		for _, t := range l.Analyze(text.Tokens(w), text.Norm(w)).Terms {
			m.Terms = withoutTerm(m.Terms, t)
		}
	}
	// Citing told as the asker's own act is no citation asked: "find papers by Carlos
	// Nobre on the Amazon, I want to cite them in my thesis", "quero citar na dissertação".
	if slices.Contains(m.Terms, "cite") {
		if own := OwnCiting(raw); len(own) > 0 && len(own) == len(citingVerbs(text.Tokens(lower))) {
			m.Terms = withoutTerm(m.Terms, "cite")
		}
	}
	// An article on the setting up of something is a help article: "just find the article
	// on setting up email forwarding", "artigo sobre configurar a impressora" (papers on a
	// topic name no such verb: "articles on training neural networks").
	if slices.Contains(m.Terms, "article") && !slices.Contains(m.Terms, "documentation") && setupTopic(text.Tokens(raw)) {
		m.Terms = withTerm(m.Terms, "documentation")
	}
	// Reviews a word for review papers names are those papers, no ratings: "Ich brauche
	// Übersichtsarbeiten (Reviews) zu Long COVID".
	if slices.Contains(m.Terms, "review") && holdsAny(lower, reviewPaperMarks) {
		m.Terms = withTerm(withoutTerm(m.Terms, "review"), "paper")
	}
	// Whether anyone has published on a topic asks for papers on it: "wondering whether
	// anyone has published on CRISPR delivery via exosomes".
	// So does what was published on it: "what's been published about perovskite stability
	// since 2020", "Was wurde seit 2021 zur Stabilität von Perowskit-Solarzellen
	// publiziert?", "2020年以来关于钙钛矿稳定性发表了哪些成果？", "量子纠错最近两年有什么新发表？".
	if !slices.Contains(m.Terms, "paper") && (anyonePublishedOn.MatchString(lower) || holdsAny(lower, publishedMarks) && publishedOn.MatchString(lower)) {
		m.Terms = withTerm(m.Terms, "paper")
	}
	// A material predicted is no weather forecast: "Kannst du ein neues Material mit einer
	// Bandlücke von 2 eV vorhersagen?" ("vorhersagen" names both).
	if slices.Contains(m.Terms, "predicted value") && slices.Contains(m.Terms, "forecast") &&
		slices.ContainsFunc(m.Terms, func(t string) bool { return t == "material" || t == "new material" || t == "band gap" }) {
		m.Terms = withoutTerm(m.Terms, "forecast")
	}
	// A paper's summary is what its abstract gives, which no search returns: "me manda o
	// resumo do paper do AlphaFold", "give me the summary of the AlphaFold paper" (a
	// heading "Summary of the earlier chat:" summarizes no paper, a German "Übersicht" is an
	// overview and a "Übersichtsartikel" a review, and with its metadata it is a record's).
	if slices.Contains(m.Terms, "summary") && paperSummary.MatchString(lower) && !summaryHeading.MatchString(lower) && !strings.Contains(lower, "metadata") {
		if slices.Contains(m.Terms, "paper") || slices.Contains(m.Terms, "publication") || slices.Contains(m.Terms, "article") && !slices.Contains(m.Terms, "documentation") {
			m.Terms = withTerm(m.Terms, "abstract")
		}
	}
	// Whether an item is sold out asks whether any is left in stock, no sales figure ("are
	// the monitors available or sold out?"; not "order stock for everything that sold out").
	if slices.Contains(m.Terms, "sales") && strings.Contains(lower, "sold") && strings.ContainsAny(raw, "?？") {
		rest := strings.NewReplacer("sold out", " ", "sold-out", " ").Replace(lower)
		if !strings.Contains(rest, "sold") && !strings.Contains(rest, "sales") && !strings.Contains(rest, "selling") {
			m.Terms = withoutTerm(m.Terms, "sales")
		}
	}
	// A synthesis's temperature is the process's, no weather: "石墨烯的CVD生长配方，温度和
	// 气体流量大概怎么设".
	if slices.Contains(m.Terms, "synthesis") && slices.Contains(m.Terms, "temperature") {
		m.Terms = withoutTerm(m.Terms, "temperature")
	}
	// A unit cell's dimensions are its lattice, no item's size: "Unit cell dimensions for
	// hexagonal boron nitride", "Zellabmessungen von Quarz".
	if slices.Contains(m.Terms, "dimensions") && slices.Contains(m.Terms, "lattice") && cellDimensions.MatchString(lower) {
		m.Terms = withoutTerm(m.Terms, "dimensions")
	}
	// A service's company named with its shares is the company, no service of its own:
	// "How did Netflix stock fare in 2019?", "Spotify share price".
	if slices.Contains(m.Terms, "third-party service") && serviceShares.MatchString(lower) {
		m.Terms = withoutTerm(m.Terms, "third-party service")
	}
	// This evening named with today's word is the evening to come, not the present:
	// "Wie kalt wird es heute Abend", "later today" (but "war es heute Nacht kalt" is gone).
	if slices.Contains(m.Terms, "today") && slices.Contains(m.Terms, "future") && eveningWords.MatchString(lower) && !EveningGone(raw) {
		m.Terms = withoutTerm(m.Terms, "today")
	}
	// A profile field's new value entered is the field changed: "Trag bei Benutzer 611 die
	// neue Adresse Ulmenweg 12 ein", "add the new department Marketing to Felix's profile".
	if m.Main == "add" && holdsAny(lower, newWordMarks) && newFieldEntered.MatchString(raw) {
		drop("add")
		main("change")
	}
	// So is a field entered in a person's profile: "Markus Pichler ist jetzt Lagerleiter –
	// trag das bitte als Titel in seinem Profil ein", "Bitte im Profil nachtragen" (not a new
	// profile or user made with it).
	if m.Main == "add" && slices.Contains(m.Terms, "profile") && slices.ContainsFunc(m.Terms, IsProfileField) && !newRecordNamed.MatchString(lower) {
		drop("add")
		main("change")
	}
	// The name of a pet, a storm or a baby is no user's: "a good name for my dog", "how
	// do hurricanes get their names", "nombres para gatos".
	if slices.Contains(m.Terms, "name") && thingNamed.MatchString(lower) {
		m.Terms = withTerm(withoutTerm(m.Terms, "name"), "non-user name")
	}
	// A German wish for something done, its participle closing the wish before a colon,
	// asks it done: "Ich hätte gern einen Termin am 3. Juni ganztägig eingetragen:
	// Betriebsausflug" (the wish ending the request is read with the words).
	if noAction() && strings.Contains(lower, "gern") {
		if w := wishedDoneDE.FindStringSubmatch(lower); w != nil {
			for _, r := range l.passiveRefs(w[1]) {
				if op := l.ops[r.op].Op; l.Family(op) != ReadFamily {
					only(op)
					break
				}
			}
		}
	}
	// German stock booked off by a count ("Buch mal 15 Stück von Artikel 88-203 ab", the
	// particle closing the clause, not an item code's AB) and a counted stock taken over
	// ("Ist-Bestand 212, bitte übernehmen") adjust the count.
	if (noAction() || m.Main == "reserve") && strings.Contains(lower, "buch") && countBookedOffDE.MatchString(lower) ||
		noAction() && strings.Contains(lower, "bestand") && countTakenOverDE.MatchString(lower) {
		only("adjust")
	}
	// A German appointment made, its verb closing the clause, is scheduled: "Kannst du
	// einen Kalendertermin für das Weihnachtsessen am 19.12. um 18:30 machen?".
	if noAction() && strings.Contains(lower, "mach") && appointmentMadeDE.MatchString(lower) {
		only("schedule")
	}
	// A stock's count made a number sets it: "The count for SKU-2215 is wrong, make it 8".
	if m.Main == "make" && madeANumber.MatchString(lower) && slices.ContainsFunc(m.Terms, func(t string) bool {
		return t == "sku" || t == "stock" || t == "inventory" || t == "count" || t == "quantity"
	}) {
		only("adjust")
	}
	// German "trag … nach" fills in what a record lacks: "Lieferung ist da: 200 Stk.
	// SKU-9003. Trag die bitte im Bestand nach", "trag das in seinem Profil nach" (the
	// separable particle closes its clause; "Trag 'Flug nach Berlin' ein" is no such verb).
	if (noAction() || m.Main == "add") && strings.Contains(lower, "nach") && filledIn.MatchString(lower) {
		drop("add")
		main("update")
	}
	// A quote about a matter or from a person is a saying, no market's quote: "give me a
	// quote about courage", "a good quote from Marcus Aurelius about patience" (not "the
	// quote for AAPL", nor a ticker's or a listed company's).
	if slices.Contains(m.Terms, "quote") && strings.Contains(lower, "quote") && sayingQuoted.MatchString(lower) && !namesTicker(raw) && !l.NamesListedCompany(raw) {
		m.Terms = withTerm(withoutTerm(m.Terms, "quote"), "creative writing")
	}
	// An article of a law, a word's article in grammar or an item sold is no research
	// article: "Was steht in Artikel 3 des Grundgesetzes?", "Welcher Artikel ist richtig,
	// der, die oder das?", "Vendo artículos de segunda mano".
	if slices.Contains(m.Terms, "article") && otherArticle.MatchString(lower) {
		m.Terms = withoutTerm(withoutTerm(m.Terms, "article"), "paper")
	}
	// Korean and Japanese ingredients are the same word as a material: a dish's or a
	// craft's are no material science ("肉じゃがの材料を4人分で調べて", "천연 비누
	// 만들기에 필요한 재료 목록").
	if slices.Contains(m.Terms, "material") && holdsAny(lower, ingredientWords) && holdsAny(lower, dishMarks) {
		m.Terms = withTerm(withoutTerm(m.Terms, "material"), "recipe")
	}
	// Compounds of named elements are materials: "find compounds containing Li and Fe",
	// "Recherche de composés Li-Fe-P-O stables", "compuestos de litio y hierro".
	if slices.Contains(m.Terms, "compound") && !slices.Contains(m.Terms, "material") && (slices.Contains(m.Terms, "solid") || namesElements(raw)) {
		m.Terms = withTerm(m.Terms, "material")
	}
	// A review article or paper is a paper that surveys a field, no rating asked: "any good
	// review articles on transformer models?", "review papers on graph neural networks".
	if slices.Contains(m.Terms, "review") && strings.Contains(lower, "review") && reviewPaper.MatchString(lower) {
		m.Terms = withTerm(withoutTerm(m.Terms, "review"), "paper")
	}
	// The asker's account or profile at a brand the vocabulary does not know is that
	// company's: "look up my Uber account", "mein Strava-Profil" (not "my user profile").
	if noAction() && !slices.Contains(m.Terms, ThirdPartySupport) && holdsAny(lower, brandAccountMarks) {
		for _, b := range brandAccount.FindAllStringSubmatch(raw, -1) {
			if !l.knows(b[1]) {
				m.Terms = withTerm(m.Terms, ThirdPartySupport)
				break
			}
		}
	}
	// "Support" as a product's verb is compatibility, no support desk: "which browsers
	// support WebGPU?", "is there support for dark mode in Outlook?" (not "does support
	// answer on weekends", "support ticket").
	if slices.Contains(m.Terms, "support") && strings.Contains(lower, "support") {
		for _, sm := range supportVerb.FindAllStringSubmatch(lower, -1) {
			if w := strings.Join(sm[1:], ""); !deskWords[w] {
				m.Terms = withTerm(withoutTerm(m.Terms, "support"), "compatibility")
				break
			}
		}
	}
	// Stocking up on things is shopping: "stock up on groceries before the storm" (not
	// "bump the stock up by 60", "Is Apple stock up today?").
	if strings.Contains(lower, "stock") && stockedUp.MatchString(lower) {
		m.Terms = withTerm(withoutTerm(withoutTerm(m.Terms, "stock"), "inventory"), "everyday goods")
	}
	// The French March is no planet: "l'abonnement de mars", "le 3 mars", "fin mars".
	if slices.Contains(m.Terms, "off-world place") && frenchMarch.MatchString(lower) {
		m.Terms = withoutTerm(m.Terms, "off-world place")
	}
	// A ticket for a game, a show or a ride is an admission, no support ticket: "create a
	// ticket for the Lakers game", "tickets to the Coldplay concert".
	if slices.Contains(m.Terms, "ticket") && strings.Contains(lower, "ticket") && admissionTicket.MatchString(lower) && !strings.Contains(lower, "support") &&
		!problemSaid.MatchString(lower) {
		m.Terms = withTerm(withoutTerm(m.Terms, "ticket"), "public event")
		if m.Main != "" && l.Family(m.Main) == "create" {
			only("reserve") // one made for the asker is booked
		}
	}
	// Whether a person is an admin asks their role: "is there any way to see if user 42 is
	// an admin", "is Ana an administrator?" (not "he is an admin in Berlin", which tells).
	if !slices.Contains(m.Terms, "permission") && strings.Contains(lower, "admin") && adminAsked.MatchString(lower) {
		m.Terms = withTerm(m.Terms, "permission")
	}
	// A person added as a guest is invited, to an event that exists: "agrega a Juan como
	// invitado en la reunión del lunes", "add Juan as an attendee to Monday's meeting".
	if (m.Main == "add" || noAction()) && holdsAny(lower, guestMarks) && addedAsGuest.MatchString(raw) {
		only("invite")
	}
	// Signing up on one's own calendar, or reserving time on it, is an entry made:
	// "apúntame en el calendario la revisión del coche el martes", "reserva una hora en mi
	// calendario el jueves" (not a table booked, then put on it).
	// So is an appointment booked on it: "book a dentist appt on my calendar for tuesday".
	if (m.Main == "enroll" || m.Main == "reserve" && (timeReserved.MatchString(lower) || slices.Contains(m.Terms, "appointment"))) && l.NamesAsPlace(raw, "calendar") {
		only("schedule")
		m.Terms = withTerm(m.Terms, "event")
	}
	// A hyphenated kick-off is a meeting, not the verb that starts a run.
	if slices.Contains(m.Ops, "run") && strings.Contains(lower, "kick-off") && !strings.Contains(lower, "kick off") {
		drop("run")
	}
	// A thing taken off a calendar or out of a place is removed ("Drop Friday's demo from
	// the calendar", "sácame del grupo");
	// a record set up new is created ("set up a fresh user account", "Richte ein neues
	// Benutzerkonto ein"); "Correct the …" leading a request edits a stored value; a
	// Spanish meeting "pasada" to another time is moved and stock "pasado" to another
	// site transferred.
	switch {
	case offCalendar.MatchString(lower):
		only("remove")
	case (m.Main == "configure" || m.Main == "") && (setUpNew.MatchString(lower) || newRecordDE.MatchString(lower) || accountSetUpDE.MatchString(lower)):
		only("create")
	case correctLeads.MatchString(lower):
		only("edit")
	case spanishMeetingMoved.MatchString(lower) || germanMeetingLaid.MatchString(lower) || englishMeetingShifted.MatchString(lower):
		only("move")
	case spanishStockMoved.MatchString(lower) || stockShipped.MatchString(lower):
		only("transfer")
	case marketOrder.MatchString(lower) && sharesCounted.MatchString(lower):
		only("buy") // "Order: 50 Stück Allianz zum Marktpreis" places an order
	}
	// What a light "give" hands over is the act: "Give me a full summary of the article"
	// summarizes, "Gib Jannik Lesezugriff auf meinen Kalender" shares.
	if m.Main == "get" {
		if slices.Contains(m.Ops, "summarize") {
			drop("get")
			main("summarize")
		} else if slices.Contains(m.Ops, "share") && (strings.Contains(lower, "zugriff") || strings.Contains(lower, "access to")) {
			drop("get")
			main("share")
		}
	}
	// The actions named by verbal nouns (NounAction, NominalAction), found once.
	nounOp := l.NounAction(raw)
	// A verbal noun that names the action is the action's word, no evidence of a
	// record: the calendar's "creation" does not make "ticket creation: …" an event.
	nominalOp, nominalNoun, nominalDone := "", "", false
	nominalAny := func() (string, string) {
		if !nominalDone {
			nominalOp, nominalNoun = l.nominalOp(raw)
			nominalDone = true
		}
		return nominalOp, nominalNoun
	}
	nominalAction := func() string {
		if op, _ := nominalAny(); l.Family(op) != ReadFamily {
			return op
		}
		return ""
	}
	opToken := func(t string) {
		if t != "" && !slices.Contains(m.OpTokens, t) {
			m.OpTokens = append(slices.Clip(m.OpTokens), t)
		}
	}
	nounWord := func(op string) {
		if o, noun := nominalAny(); o == op {
			opToken(noun)
		}
	}
	command := chatCommand.FindStringSubmatch(lower) // "/stock rm AB-12", "!ticket new …"
	if command != nil && slashNew.MatchString(lower) && !slashListed.MatchString(lower) && l.Family(m.Main) != "create" {
		// A chat command that makes a record: "/ticket new …", "/support-ticket open …";
		// what follows is the record's content, whose verbs are no operation ("/ticket
		// nuevo la impresora no imprime").
		m.Ops = slices.DeleteFunc(slices.Clone(m.Ops), func(op string) bool { return l.Family(op) != "create" })
		main("create")
	} else if command != nil && slashSearch.MatchString(lower) {
		// A chat command that searches: what follows is what it searches for, whose verbs
		// are no operation ("/kb search 2FA 재설정", "/support search 이메일 주소 변경").
		m.Ops = slices.DeleteFunc(slices.Clone(m.Ops), func(op string) bool { return l.Family(op) != ReadFamily })
		main("search")
	} else if command != nil && commandVerbs[command[2]] != "" {
		// A chat command's verb is its act: "/stock rm AB-12" deletes, "/weather config
		// station=KSFO" configures, "/cal list today" lists, "!lager check AB-12" checks;
		// a short tool name names its records.
		only(commandVerbs[command[2]])
		if term := commandTools[command[1]]; term != "" {
			m.Terms = withTerm(m.Terms, term)
		}
	} else if bare := bareCommand.FindStringSubmatch(lower); bare != nil && (shortHeads[bare[1]] && (bare[2] != "" || bare[1] == "struct") || shorthandVerbs[bare[2]] != "") &&
		len(strings.Fields(lower)) <= 12 { // (a record's number after the name is no command: "tkt 3390 wieder aufmachen")
		// An operator's shorthand without a slash, a tool's short name and a verb: "cal ls
		// tomorrow", "tkt new printer jammed 3F", "usr get id=4412", "inv rm 3 SKU-880
		// damaged" (a count taken off), "wx fc city=Tokyo", "struct mp-149". What follows the
		// verb is its object, whose words are no operation.
		m.Terms = withTerm(m.Terms, commandHeads[bare[1]])
		op := shorthandVerbs[bare[2]]
		if bare[1] == "inv" && (op == "delete" || op == "create") && countAfterVerb.MatchString(lower) {
			op = "adjust" // "inv rm 3 SKU-880", "inv add 5 AB-12": units taken off or added
		}
		switch {
		case op != "":
			only(op)
		case bare[2] == "fc":
			m.Terms = withTerm(m.Terms, "forecast") // "wx fc city=Tokyo days=3"
		}
	} else if lm := l.labeledAction(raw); lm.Main != "" && l.Family(lm.Main) != ReadFamily {
		main(lm.Main) // the labeled action is the request's, whatever the other fields name
		for _, t := range lm.OpTokens {
			opToken(t)
		}
	} else if !strings.ContainsAny(raw, "?？") && !holdsAny(lower, settledMarks) && ticketBrought.MatchString(lower) ||
		ticketAskedFor.MatchString(lower) && !slices.ContainsFunc(m.Ops, func(op string) bool { return l.Family(op) != ReadFamily }) {
		main("create") // the ticket is the request, what it is about its content: "a ticket needs to be raised about the failing export"
	} else if noAction() && strings.Contains(raw, "일정") && l.eventNeeded(raw) {
		main("schedule") // "team sync at 3 일정이 필요해요": an event with a title and a time is needed
		m.Terms = withTerm(m.Terms, "event")
	} else if noAction() {
		if !strings.ContainsAny(raw, "?？¿") && holdsAny(lower, newWordMarks) && newFieldValue.MatchString(lower) {
			main("change") // a profile field's new value: "user 301 new address: 12 High Street", "usuario 42, departamento nuevo: Finanzas"
		} else if l.koreanValueToFix(raw, lower, m.Terms) || stockCountToFix(raw, lower, m.Terms) {
			main("update") // a value told stale, wrong or wished: "제 계정 정보는 아직 영업팀으로 되어 있어요"
		} else if profileValueToFix(raw, lower, m.Terms) {
			main("update") // the asker's field told changed or stale: "住所が変わりました"
			m.Terms = withTerm(m.Terms, "profile")
		} else if koreanWantsOnCalendar(raw, lower) {
			main("schedule") // "화요일 오후 5시 점검 회의가 새로 생겼는데 캘린더엔 아직 없어요"
		} else if fm := l.leadingField(raw); fm.Main != "" && (m.Main == "" || l.Family(fm.Main) != ReadFamily) {
			main(fm.Main)
		} else if hm := l.headlineAction(raw); !endsWithVerb(raw, m) && hm.Main != "" && l.Family(hm.Main) != ReadFamily {
			main(hm.Main)
		} else if op := l.colonHeadline(raw); op != "" && l.Family(op) != ReadFamily {
			main(op)
		} else if op := l.sentenceAction(raw); op != "" && l.Family(op) != ReadFamily {
			main(op)
		} else if bm := l.bracketedAction(raw); bm.Main != "" && l.Family(bm.Main) != ReadFamily {
			main(bm.Main)
		} else if hm := l.headlineAction(afterBracketHeading(raw)); !endsWithVerb(raw, m) && hm.Main != "" && l.Family(hm.Main) != ReadFamily {
			main(hm.Main) // a headline may follow a bracketed heading: "【依頼】重複アカウント統合 会員番号 M-55821"
		} else if op := l.plainStyleAction(raw); op != "" {
			main(op) // a runbook's step: "고객지원 티켓을 생성한다"
		} else if m.Main == "" && wantsInCalendar(raw) {
			main("schedule")
		} else if m.Main == "" && wantsOffCalendar(raw) {
			main("delete")
		} else if m.Main == "" && timedNote(raw) && nounOp == "" && nominalAction() == "" && !slices.ContainsFunc(m.Terms, IsAttribute) {
			main("schedule")
			m.Terms = withTerm(m.Terms, "event") // "dentist Fri 9am" is an event
		} else if op := wantedRecordOf(m.Main, raw); op != "" {
			main(op)
			if op == "schedule" {
				m.Terms = withTerm(m.Terms, "event") // "einen neuen Eintrag … um 9 Uhr" is an event
			}
		}
	}
	// A verbal noun said to be carried out is the action ("在庫修正を実施", "계정 삭제 처리",
	// "please perform an event cancellation", "Vorgang: Kontolöschung user 9001");
	// carrying out names none of its own.
	// A read the words name keeps its topic: "Wissensbasis durchsuchen nach: Konto löschen".
	if nounOp != "" && (strings.Contains(raw, "작업") || strings.Contains(raw, "作業")) {
		// The work of carrying an act out is no task to keep: "일정 조회 작업을 실행해줘".
		m.Terms = withoutTerm(m.Terms, "task")
	}
	if nounOp != "" && l.Family(nounOp) == ReadFamily && m.Main != "" && m.Main != "run" && m.Main != Unclassified {
		nounOp = "" // a read carried out leaves the named act: "검색 작업 … 삭제"
	}
	if carriedOut := m.Main == "run" || m.Main == Unclassified; carriedOut || noAction() {
		op := nounOp
		if op == "" && m.Main == "" {
			op = nominalAction() // a read the words name keeps its topic: "Wissensbasis durchsuchen nach: Konto löschen"
		} else if op == "" && carriedOut {
			op = nominalAction()
			if o, noun := nominalAny(); op == "" && readNoun(noun) {
				op = o // a read carried out is that read: "Führe einen Kursabruf für TSLA durch"
			}
		}
		if op != "" {
			if carriedOut {
				drop(m.Main)
				// An action the vocabulary names before it is the one carried out: "権限変更を実行".
				if i := slices.IndexFunc(m.Ops, func(o string) bool { return l.Family(o) != ReadFamily }); i >= 0 {
					op = m.Ops[i]
				}
			}
			main(op)
			nounWord(op)
		}
	}
	if slices.Contains(m.Ops, "run") {
		// Carrying out an operation the words or a verbal noun name is that operation, a
		// write before a read: "run a paper search", "execute the user lookup",
		// "inventory update 실행해줘", "ejecuta una búsqueda de artículos".
		ops := slices.DeleteFunc(slices.Clone(m.Ops), func(o string) bool { return o == "run" })
		commanded := m.Main == "run"
		if i := commandEnd(raw); i > 0 {
			// A command before a colon or its object's complement carries out its own
			// operation, not one its payload tells of: "KB search 작업 실행해줘: 구독 해지
			// 방법" searches, and so does "run an inventory search for items that need an
			// update".
			head := raw[:i]
			if hm := l.AnalyzeText(head, text.Tokens(head), text.Norm(head)); hm.Main == "run" {
				ops = slices.DeleteFunc(hm.Ops, func(o string) bool { return o == "run" })
				commanded = true
			}
		}
		op := ""
		if i := slices.IndexFunc(ops, func(o string) bool { return l.Family(o) != ReadFamily && o != Unclassified }); i >= 0 {
			op = ops[i]
		} else if len(ops) > 0 {
			op = ops[0]
		} else if commanded {
			op, _ = nominalAny()
		}
		if commanded && op != "" {
			m.Ops = ops
			main(op)
			nounWord(op)
		} else if commanded && l.runsRecord(raw) {
			// Running what a catalog keeps reads it: "run a forecast for Osaka", "AAPL
			// quote 실행해줘", "current weather run: Busan".
			m.Ops = ops
			m.Main, m.MainAt, m.MainLast = "", -1, false
		}
	}
	if noAction() {
		// A record said to still hold an old value is to be brought up to date: "my
		// account still shows my old Chicago address; the new one is …", "in meinem
		// Konto steht aber noch die alte"; so is a field marked as set to a quoted value
		// ("アカウントの名前を「高橋 美咲」にしたい").
		if statesStale(raw) || strings.Contains(raw, "を") && setToQuoted.MatchString(raw) || wishesFieldAt(raw, lower) {
			main("update")
		} else if (saysFieldNow(lower) || m.Main == "" && strings.ContainsAny(lower, "=:→>/") && !questionLead.MatchString(lower) && profileFieldSet.MatchString(lower) && (personNamed.MatchString(raw) || l.bareHandle(lower))) &&
			!strings.ContainsAny(raw, "?？") && !slices.ContainsFunc(m.Terms, func(t string) bool { return t == "sku" || t == "event" || t == "ticket" }) {
			main("update") // "Dana got married, her surname is now Lee"
			m.Terms = withTerm(m.Terms, "profile")
		}
	}
	if noAction() && slices.ContainsFunc(m.Terms, func(t string) bool { return t == "sku" || t == "inventory" || t == "stock" || t == "warehouse" }) && MovesStock(raw) {
		main("transfer") // stock moved between places: "SKU-77 Nord -> Süd 20 Stk"
	}
	if noAction() && unitsOrdered.MatchString(lower) {
		main("reorder") // an order of a number of units: "pedido de 50 unidades SKU-7788"
	}
	httpOp := l.httpAction(raw)
	if httpOp != "" {
		main(httpOp) // "PATCH /users/u_1042 {…}" changes the user
	}
	if m.Main == "" && supportSomeone.MatchString(lower) {
		main("create") // "Necesito que alguien de soporte revise …" asks for a case
	}
	if (m.Main == "" || l.Family(m.Main) == ReadFamily) && strings.Contains(lower, "einladung") && invitationConfirmed.MatchString(lower) {
		main("approve") // an invitation confirmed is accepted: "Die Einladung zum Jour fixe am Montag bestätigen"
	}
	if (m.Main == "add" || m.Main == "create") && guestAdded.MatchString(lower) {
		main("invite") // someone added as a guest is invited: "ajoute Marc comme invité"
	}
	if (m.Main == "" || m.Main == "suspend" || m.Main == Unclassified) && blocksTime(raw) {
		main("schedule") // "Block 9–11 Monday: deep work" blocks hours off
		m.Terms = withTerm(m.Terms, "event")
	}
	if (m.Main == "" || m.Main == "reserve" || m.Main == Unclassified) && reservedDaySpan.MatchString(lower) && !bookedPlace.MatchString(lower) {
		only("schedule") // "Necesito que me apartes el martes de 3 a 5 para revisar presupuestos" keeps hours free
		m.Terms = withTerm(m.Terms, "event")
	}
	if m.Main == "reserve" && heldSpan.MatchString(lower) && dayNamed.MatchString(lower) && !bookedPlace.MatchString(lower) {
		only("schedule") // "prenotami uno slot di 45 minuti mercoledì mattina", "reserva meia hora quinta" keep time free
		m.Terms = withTerm(m.Terms, "event")
	}
	if (m.Main == "add" || m.Main == "") && l.titledAtATime(raw, m.Main == "add") {
		// A title put at a time is a calendar entry: "Trag mir am Freitag um 18 Uhr
		// „Abendessen mit Lisa" ein", "add 'Mom's birthday dinner' this Saturday at 7pm";
		// so is anything added at a clock time: "trag mal ein: morgen 17 uhr yoga".
		main("schedule")
		m.Terms = withTerm(m.Terms, "event")
	}
	// An operation a calendar turns into scheduling: time blocked there, or for an event
	// ("Blockier mir Montag Vormittag für Fokuszeit"), is blocked off, a meeting set up is
	// scheduled, and so is a meeting set, booked, added or put in at a clock time. A day
	// reserved in a calendar named by a Latin phrase is blocked off too ("Reservier im
	// Kalender den 3. Juni …"; not "일정은 캘린더에 이미 넣었어" after a flight booked).
	if m.Main == "suspend" && placedInCalendar(raw) || m.Main == "reserve" && !bookedPlace.MatchString(lower) && saysPhrase(phraseWords(raw), calendarPlaces) || m.Main == "configure" && setsUpMeeting(raw) || l.putsEventAtATime(raw, m.Main) ||
		(m.Main == "" || m.Main == Unclassified || m.Main == "suspend" || m.Main == "schedule" || l.Family(m.Main) == ReadFamily && blockLead.MatchString(lower)) && blockWord.MatchString(lower) &&
			(placedInCalendar(raw) || calendarBlocked.MatchString(lower) || (blockedSpan.MatchString(lower) || slices.Contains(m.Terms, "event")) && !holdsAny(lower, notBlockedTime)) {
		m.Terms = withTerm(m.Terms, "event")
		if m.Main != "create" && m.Main != "schedule" { // a meeting created stays created
			drop(m.Main)
			main("schedule")
		}
	}
	op := notedAction(raw)
	if httpOp != "" {
		op = "" // the call's method says the action: "GET /v1/inventory/SKU-B24 → quantity" reads
	}
	heading, ticketHeaded := false, false
	if op == "" || op == "create" {
		heading, ticketHeaded = l.recordHeading(raw)
	}
	if op == "" && l.ticketBeforeColon(raw) {
		op, m.ToldSupport = "create", true
		m.Terms = withTerm(m.Terms, "ticket") // "Bitte einen Störfall melden: …" asks for one
	} else if op == "" && (heading || opensRecord(raw)) {
		op = "create"
	} else if op == "" && l.TellsSupport(raw, m.Main) {
		op, m.ToldSupport = "create", true
		m.Terms = withTerm(m.Terms, "ticket") // what is told is a ticket's content
	} else if op == "" && l.HandsOverFault(raw, m.Main) {
		op, m.ToldSupport, m.FaultHandedOver = "create", true, true
		m.Terms = withTerm(m.Terms, "ticket") // what is told is a ticket's content
	}
	// What follows a ticket's heading is the ticket's content, whatever it names: "Nuevo
	// ticket: falta el envío del BOD-7730-C". A heading may name the ticket by what it
	// records ("Neuer Vorfall: …", "Störung: …"), and then names a ticket too.
	if op == "create" && (ticketHeaded || ticketHeading.MatchString(lower)) {
		m.ToldSupport = true
		if ticketHeaded {
			m.Terms = withTerm(m.Terms, "ticket")
		}
	}
	// So does what a ticket asked for in so many words is about, after it or before it:
	// "Submit a ticket about the inventory sync failing overnight", "File a ticket -
	// stock count is wrong for SKU-4410", "The item SKU-2231 arrived damaged, please
	// open a case with support".
	if (op == "create" || op == "" && l.Family(m.Main) == "create") && (strings.Contains(lower, "ticket") || strings.Contains(lower, "case")) && (ticketAbout.MatchString(lower) || ticketClosing.MatchString(lower)) {
		m.ToldSupport = true
	}
	switch {
	case op == "create" && l.titledAtATime(raw, true):
		only("schedule") // "Neuer Eintrag: Jour fixe Labor, jeden Montag 10 Uhr" is a diary entry
		m.Terms = withTerm(m.Terms, "event")
	case op == "create":
		only(op)
	case op != "" && !slices.Contains(m.Ops, op):
		m.Ops = append(slices.Clip(m.Ops), op)
		if noAction() {
			main(op)
		}
	}
	// Data written to a spreadsheet or calendar file is exported ("재고 현황 엑셀로
	// 뽑아줘"); help on exporting is a help search.
	if WritesFile(raw) && !slices.ContainsFunc(m.Terms, func(t string) bool { return t == "documentation" || t == "faq" || t == "article" }) {
		if !slices.Contains(m.Ops, "export") {
			m.Ops = append(slices.Clip(m.Ops), "export")
		}
		if noAction() {
			main("export")
		}
	}
	// One person with two accounts asks them merged: "I have two accounts … and only want
	// one", "Kevin Cho hat zwei Konten, das ist eins zu viel", "duplicate account: …".
	if noAction() && !strings.ContainsAny(raw, "?？") && twoAccounts.MatchString(lower) {
		main("merge")
	}
	// A statement closed by the asker's own plan for it asks nothing (OnlyOwnPlan).
	if !strings.ContainsAny(raw, "?？¿") && l.OnlyOwnPlan(raw) {
		only(Unclassified)
	}
	// An event's recurrence changed is an event changed: "I'd like the weekly one-on-one
	// … to repeat every two weeks instead of weekly", "Haz que la reunión semanal … sea
	// cada dos semanas".
	if recurrenceChanged.MatchString(lower) {
		only("change")
		m.Terms = withTerm(m.Terms, "recurrence")
	}
	// What is only told asks nothing: a share's price told to have moved ("The stock price
	// of HLBK went up a lot this morning", "Der Kurs von Halbrook ist heute Morgen stark
	// gestiegen"), what the asker loves or hates ("I love rainy Sundays with a cup of tea",
	// "Me encantan las tardes de lluvia", "비 오는 날엔 파전이 최고지", "雨の日は…が好き"), how a
	// meeting went ("the meeting went well today", "Das Meeting heute lief gut", "오늘 회의
	// 진짜 길었다").
	if m.Main == "" && !strings.ContainsAny(raw, "?？¿") && (priceMovedTold.MatchString(lower) || likingTold.MatchString(strings.TrimSpace(lower)) ||
		meetingWent.MatchString(lower) || meetingWentCJK.MatchString(raw)) {
		main(Unclassified)
	}
	// A job's schedule key sets how often it runs, no calendar event: "job=backup
	// target=/home/user schedule=daily" asks for an action nobody classified.
	if m.Main == "schedule" && jobSchedule.MatchString(lower) {
		drop("schedule")
		main(Unclassified)
	}
	// An event said to move to another day or time wants the calendar moved with it: "the
	// budget meeting needs to go to Monday", "la reunión del lunes pasa al martes",
	// "주간회의 시간이 3시에서 4시로 바뀌었어", "開始が30分遅れて", "Termin 441 +1 Woche",
	// "cita dentista vie -> lun".
	// A time the move names is no new event's, and "can't make it" makes nothing.
	// Only a statement says so: a read of such events lists them ("show me the meetings
	// that were moved to Monday").
	// A meeting "땡겨" (pulled) by a span is pulled earlier, not fetched ("회의 30분 땡겨줘").
	pulled := m.Main == "fetch" && strings.Contains(raw, "땡겨")
	if (m.Main == "" || m.Main == "schedule" || m.Main == "make" || pulled) && !strings.ContainsAny(raw, "?？¿") &&
		slices.ContainsFunc(m.Terms, func(t string) bool { return t == "event" || t == "appointment" || t == "meeting" }) && eventMoves.MatchString(lower) {
		drop("schedule", "make", "fetch")
		main("reschedule")
	}
	// A room booked is reserved, no meeting scheduled: "Book a meeting room on the 4th floor
	// for Thursday", "reserve the conference room for 3pm" (the event in it is another ask:
	// "book a meeting in room 4").
	if (m.Main == "schedule" || m.Main == "create" || m.Main == "reserve") && roomBooked.MatchString(lower) {
		drop("schedule", "create")
		main("reserve")
	}
	// An item marked as having a count sets its quantity: "mark SKU CH-9 as having 200 units".
	if m.Main == "mark as" && markedCount.MatchString(lower) {
		drop("mark as")
		main("update")
	}
	// An English schedule a Korean read follows is the schedule read: "오늘 meeting schedule
	// 뭐 있어?", "내일 schedule 좀 보여줘".
	if m.Main == "schedule" && scheduleReadKo.MatchString(lower) {
		drop("schedule")
		m.Terms = withTerm(m.Terms, "event")
	}
	// Weather data said to come from a sensor names their source: "I want the weather
	// feed to pull from the downtown sensor", "Die Wetterdaten sollen künftig vom Sensor …
	// kommen".
	if strings.Contains(lower, "sensor") && weatherFed.MatchString(lower) {
		m.Terms = withTerm(m.Terms, "weather source")
	}
	// A share of a listed company is its stock, nothing shared: "How much is a share of
	// Tesla right now?".
	if m.Main == "share" && shareNoun.MatchString(lower) && l.NamesListedCompany(raw) {
		drop("share")
		m.Terms = withTerm(withoutTerm(m.Terms, "share"), "price")
	}
	// A text message asked for, or access to a calendar given, is the act, whatever verb of
	// giving or sending leads: "Schick mir eine SMS, sobald in Dresden Niederschlag kommt",
	// "Give my assistant edit rights to my calendar".
	if (m.Main == "" || l.Family(m.Main) == ReadFamily || m.Main == "change") && slices.Contains(m.Ops, "notify") && textMessage.MatchString(lower) {
		main("notify")
	} else if (m.Main == "" || l.Family(m.Main) == ReadFamily || m.Main == "change") && slices.Contains(m.Ops, "share") && accessGiven.MatchString(lower) {
		main("share")
	}
	// Stock restocked to a count has that count set, no order placed: "restock the blue
	// yoga mats to 75 units", "Restock entry: SKU CBL-901 is now at 140 units" ("restock
	// SKU 220 from the supplier" orders).
	if m.Main == "reorder" && restockedTo.MatchString(lower) && !holdsAny(lower, []string{"supplier", "order", "recurring", "every", "lieferant", "proveedor"}) {
		drop("reorder")
		main("adjust")
		m.Terms = withTerm(m.Terms, "inventory")
	}
	// An event made into something it is not yet is changed, not made: "Make my Friday
	// meeting private", "make my lunch event two hours long", "make the standup recurring".
	if (m.Main == "make" || m.Main == "create") && eventMadeInto.MatchString(lower) {
		drop("make", "create")
		main("update")
	}
	// Someone added to an event's attendees changes the event: "회의 참석자에 이수진
	// 추가해줘", "add Priya to the attendee list of Friday's review".
	if m.Main == "add" && slices.Contains(m.Terms, "attendance") && attendeesAdded.MatchString(lower) {
		drop("add")
		main("update")
	}
	// Someone put into a meeting is invited to it: "把张伟加到下周二的项目评审会里".
	if (m.Main == "add" || m.Main == "create") && personIntoMeeting.MatchString(raw) {
		drop(m.Main)
		main("invite")
	}
	// An event said to be off is cancelled: "Der Zahnarzttermin am Dienstag fällt aus",
	// "das Meeting hat sich erledigt", "Meeting Freitag 10 Uhr: abgesagt", "the offsite is
	// off", "la reunión del jueves se cae". A time it names makes no new event.
	if (m.Main == "" || m.Main == "schedule") && !strings.ContainsAny(raw, "?？¿") &&
		slices.ContainsFunc(m.Terms, func(t string) bool { return t == "event" || t == "appointment" || t == "meeting" }) && eventOff.MatchString(lower) {
		drop("schedule")
		main("cancel")
	}
	// A record said to be needed no more, or to linger where it should not, is to be
	// removed: "we stopped selling SKU-909, it shouldn't be in the system", "그 미팅은 이제
	// 필요 없어", "カレンダーには残ったままです", "ein Testkonto, das seit Jahren niemand braucht".
	if m.Main == "" && !strings.ContainsAny(raw, "?？¿") && slices.ContainsFunc(m.Terms, func(t string) bool {
		return t == "event" || t == "appointment" || t == "meeting" || t == "calendar" || t == "sku" || t == "inventory" || t == "user" ||
			t == "account" || t == "ticket" || t == "article" || t == "documentation"
	}) && recordObsolete.MatchString(lower) {
		main("delete")
	}
	// A record shown "as" a state is marked with it: "10.1000/alpha 논문을 읽음으로
	// 표시해줘", "TiO2를 favorite material로 표시해줘" (the particle joins the state's word,
	// where no form can start).
	if (noAction() || m.Main == "show") && holdsAny(raw, markingMarks) && markedAsState(raw) {
		drop("show")
		main("mark as")
	}
	// Something told to someone else is sent to them, no read for the asker: "Bob에게 내일
	// 회의 일정을 알려줘", "팀원들에게 다음 주 일정을 알려줘".
	if noAction() && holdsAny(raw, tellingMarks) && toldToAnother(cmp.Or(l.AskAfterStory(raw), lastSentence(raw))) {
		main("send") // told where the request asks: "고객에게 답변을 보내야 하는데 서울 날씨 알려줘" tells the asker
	}
	// Something sent to the asker again and again, or whenever something happens, is a
	// subscription, no read: "schick mir täglich das Wetter", "email me the AAPL price
	// daily", "毎朝東京の天気を送って", "informiere mich, wenn jemand … zitiert".
	if (noAction() || m.Main == "send") && deliveredRepeatedly(lower) {
		main("notify")
	}
	// How a ticker did over a past span asks its price history: "how TSLA did over the last
	// 6 months", "wie sich MSFT im letzten Quartal bewegt hat".
	if noAction() && slices.ContainsFunc(m.Terms, func(t string) bool { return t == "past" || t == "year" || t == "month" || t == "week" || t == "latest" }) &&
		tickerDid.MatchString(raw) {
		m.Terms = withTerm(withTerm(m.Terms, "price"), "history")
	}
	// One currency priced in another is an exchange rate, no ticker's quote: "the euro in
	// dollars", "Kurs des Euro zum Schweizer Franken", "el euro frente a la libra".
	if !slices.Contains(m.Terms, "exchange rate") && holdsAny(lower, currencyMarks) && (currencyPair.MatchString(lower) || currencyFromTo.MatchString(lower)) {
		m.Terms = withTerm(m.Terms, "exchange rate")
	}
	// A condition of the weather at a place and a time is the weather: "Ist es in Dresden
	// gerade neblig?", "Wird es nächste Woche in Berlin wärmer?", "Is it foggy in Dresden
	// right now?" — not brain fog, a fog machine or the sun shining on a walk.
	if !slices.Contains(m.Terms, "weather") && conditionTime.MatchString(lower) && conditionPlace.MatchString(raw) &&
		// The condition is asked where the ask is, in the last sentence, unless that asks
		// for the conditions themselves: "… ya vi que hará sol. ¿A qué hora es la bajamar el
		// domingo?" asks no weather; "… bei ihm stürmt es. Wie sind die Bedingungen dort?" does.
		(weatherCondition.MatchString(withoutIdioms(conditionsAsked(lower))) || wieWird.MatchString(lower) && !strings.Contains(lower, " mit ")) {
		m.Terms = withTerm(m.Terms, "weather")
	}
	// A condition said in the present of a named place is its weather now, with no time
	// word: "¿Hace frío en Quito?", "Is it cold in Oslo?", "Ist es in Kiel windig?".
	if !slices.Contains(m.Terms, "weather") && presentCondition.MatchString(lower) && conditionPlace.MatchString(raw) && !monthNamed.MatchString(lower) {
		m.Terms = withTerm(m.Terms, "weather")
	}
	// An outlook of a few days is the weather's: "the 10-day outlook for Phoenix", "5 day
	// outlook for Nairobi" (a month's or longer is too far ahead; see farAhead).
	if !slices.Contains(m.Terms, "weather") && daysOutlook.MatchString(lower) {
		m.Terms = withTerm(withTerm(m.Terms, "weather"), "forecast")
	}
	// A count of days or weeks from now is the future: "weather in Oslo in 3 days",
	// "Wetter in Kiel in 5 Tagen", "el tiempo dentro de 3 días".
	if !slices.Contains(m.Terms, "future") && daysAhead.MatchString(lower) {
		m.Terms = withTerm(m.Terms, "future")
	}
	// A service, a database, an index or code named after a catalog's records is
	// software, not the records: "/deploy inventory-service v2.4.1", "back up the
	// calendar database", "find where create_ticket is defined".
	if !slices.Contains(m.Terms, "programming") && (l.Family(m.Main) != "create" && l.Family(m.Main) != "update" && !holdsAny(lower, catalogThings) && runsSoftware(lower) || searchesCode(lower)) {
		m.Terms = withTerm(m.Terms, "programming")
	}
	// A listed company's standing told by the market's own verbs is its share price: "Ist
	// Adidas heute im Plus?", "Wo handelt Microsoft gerade?", "¿A cuánto está Inditex
	// ahora?", "¿Cómo cerró Telefónica ayer?", "¿Cuánto cuesta hoy una acción de Apple?".
	if !slices.Contains(m.Terms, "market") && holdsAny(lower, shareMoveMarks) && namesShare(raw, lower) && shareMove.MatchString(raw) && !notShares.MatchString(lower) {
		m.Terms = withTerm(m.Terms, "market")
		if tickerCloses.MatchString(lower) {
			// Where the share closed or opened is its price, no act on a record: "what did
			// Tesla close at each day last week?".
			drop("close", "open")
			if m.Main != "" && !slices.Contains(m.Ops, m.Main) {
				m.Main, m.MainAt, m.MainLast = "", -1, false
			}
		}
	}
	// A French "cours" of a share named by its ticker, a listed company or a name with a
	// time after is its price: "cours de TotalEnergies maintenant", "dernier cours de
	// AIR.PA", "cours de TSLA entre janvier et mars" (not "cours de yoga", "cours de Python").
	if !slices.Contains(m.Terms, "market") && strings.Contains(lower, "cours d") {
		if c := shareCours.FindStringSubmatch(raw); c != nil && (namesTicker(c[1]) || shareCompany.MatchString(strings.ToLower(c[1])) || shareCompanyCapitalized.MatchString(c[1]) || coursNow.MatchString(c[2]) || NamesSpan(c[2]) ||
			exchangeTickerNext.MatchString(c[2])) { // "cours de Sanofi SAN.PA"
			m.Terms = withTerm(m.Terms, "market")
		}
	}
	// A profile field of someone named by a handle is a directory user's: "change jdoe's
	// email to jdoe@newmail.com", "set marco_p's preferred language to Italian" (not the
	// company's email or the app's language).
	if !slices.Contains(m.Terms, "user") {
		for _, h := range handleField.FindAllStringSubmatch(lower, -1) {
			if strings.ContainsAny(h[1], "_.0123456789") || !l.knows(h[1]) && !text.IsStopword(h[1]) && !commonOwners[h[1]] {
				m.Terms = withTerm(m.Terms, "user")
				break
			}
		}
	}
	// A holiday named as the span events fall in is a time, not what is asked: "설 연휴
	// 기간 일정 보여줘", "추석 연휴 동안 잡힌 일정", "my meetings during the Christmas
	// holidays", "お盆休みの間の予定".
	if slices.Contains(m.Terms, "holiday") && holidaySpan.MatchString(lower) &&
		slices.ContainsFunc(m.Terms, func(t string) bool { return t == "event" || t == "calendar" || t == "meeting" || t == "schedule" }) {
		m.Terms = withoutTerm(m.Terms, "holiday")
	}
	// So is where a listed company stood, how high it was, or whether it rose or fell, in
	// German: "Wo stand Adidas vor genau einem Jahr?", "Wie hoch war Infineon zum
	// Jahresende 2021?", "Ist Amazon letzte Woche gestiegen oder gefallen?".
	if !slices.Contains(m.Terms, "market") && shareWas.MatchString(raw) && shareCompany.MatchString(lower) && !notShares.MatchString(lower) {
		m.Terms = withTerm(m.Terms, "market")
	}
	// A SKU's stock at a time gone is its history, and at a time to come a forecast —
	// neither is the stock a search returns now: "what was the stock level of SKU-4471
	// last December", "how much stock of SKU-C36 we will have next week".
	if (slices.Contains(m.Terms, "sku") || slices.Contains(m.Terms, "inventory")) && noAction() && holdsAny(lower, stockTimeMarks) &&
		!holdsAny(lower, stockNowMarks) && // "We over-ordered last December; what's the stock of SKU-A12 today?"
		!slices.ContainsFunc(m.Terms, func(t string) bool {
			return t == "price" || t == "market" || t == "quote" || t == "ticker" || t == "history"
		}) &&
		!namesShare(raw, lower) { // "META stock 지난 한 달 historical data" is a share's
		ask := lastSentence(lower) // the time is the ask's: "My manager asked yesterday: how much … on hand?"
		if i := strings.LastIndexAny(ask, ":："); i >= 0 {
			ask = ask[i+1:]
		}
		if stockThen.MatchString(ask) {
			m.Terms = withTerm(m.Terms, "stock history")
		} else if stockAhead.MatchString(ask) {
			m.Terms = withTerm(m.Terms, DemandForecast)
		}
	}
	// How much a share rose or fell over a span, its return or its volatility is computed
	// from prices, which no endpoint does: "How much did Apple stock rise this year?", "Um
	// wie viel Prozent ist die Rheinmetall-Aktie gestiegen?", "네이버 주식 몇 퍼센트 올랐어?".
	// Only where the request asks, not what the asker computes alone or papers are about.
	if holdsAny(lower, sharePerformanceMarks) && !slices.Contains(m.Terms, "paper") && !slices.Contains(m.Terms, "article") &&
		(slices.ContainsFunc(m.Terms, func(t string) bool {
			return t == "stock" || t == "share" || t == "ticker" || t == "quote" || t == "market"
		}) || namesShare(raw, lower)) &&
		sharePerformance.MatchString(lastSentence(lower)) && !computesAlone.MatchString(lower) {
		m.Terms = withTerm(m.Terms, SharePerformance)
	}
	// A lot or batch named by its number is a batch's, no SKU's count: "Update inventory
	// quantity for SKU MED-300 lot 22-0457 to 30", "SKU MED-300 Charge 22-0457".
	if !slices.Contains(m.Terms, "serial number") && (slices.Contains(m.Terms, "sku") || slices.Contains(m.Terms, "inventory")) && lotNamed.MatchString(raw) {
		m.Terms = withTerm(m.Terms, "serial number")
	}
	// A user's 소속 or 所属 is the department the user belongs to, no researcher's
	// affiliation: "사용자 62의 소속 부서 조회해 줘", "ユーザー 60 の所属を教えて", "鈴木部長のプロフィールに
	// 登録されている所属部署".
	if slices.Contains(m.Terms, "affiliation") && (slices.Contains(m.Terms, "user") || slices.Contains(m.Terms, "account") || slices.Contains(m.Terms, "profile")) &&
		(strings.Contains(raw, "소속") || strings.Contains(raw, "所属")) && !holdsAny(lower, memberships) {
		m.Terms = withTerm(withoutTerm(m.Terms, "affiliation"), "department")
	}
	// The teams or groups a user or an account is in are its groups, which no profile
	// lookup returns: "Which teams is user 4471 a member of?", "Gruppen von Benutzer
	// 4471", "grupos del usuario 4471".
	if slices.Contains(m.Terms, "group") || slices.Contains(m.Terms, "team") {
		if userTeams.MatchString(lower) {
			m.Terms = withTerm(m.Terms, "user group")
		}
	}
	// A meeting's agenda and the room it is in are its details, no listing of events:
	// "agenda for the board meeting", "which room the all-hands is in", "¿En qué sala es
	// la reunión de diseño?".
	if slices.Contains(m.Terms, "meeting") || slices.Contains(m.Terms, "event") || slices.Contains(m.Terms, "schedule") {
		if meetingAgenda.MatchString(lower) {
			m.Terms = withTerm(m.Terms, "agenda item")
		}
		if meetingRoom.MatchString(lower) {
			m.Terms = withTerm(m.Terms, "room")
		}
	}
	// The end of a year gone, named by its number, is no time ahead: "Wie hoch war die
	// Infineon-Aktie zum Jahresende 2021?" (but "Wird es zum Jahresende 2026 schneien?").
	if slices.Contains(m.Terms, "future") && strings.Contains(lower, "jahresende") && pastYearEnd.MatchString(lower) {
		m.Terms = withoutTerm(m.Terms, "future")
	}
	// The weather of this week is mostly still to come: "Schneit es diese Woche noch in
	// Berlin?", "What's the weather this week in Berlin?" ask its forecast.
	if slices.Contains(m.Terms, "weather") && !slices.Contains(m.Terms, "future") && holdsAny(lower, thisWeek) && !holdsAny(lower, pastMarks) {
		m.Terms = withTerm(m.Terms, "future")
	}
	// The weather months or years ahead, or of a whole season to come, is a long-range
	// outlook, no forecast of the days ahead: "What will the weather be in Berlin next
	// March?", "Wie wird das Wetter an Silvester in drei Jahren?", "Proyección del clima
	// en Murcia para 2080".
	// (An event planned months ahead, or titled in quotes, is an event: "Create an event
	// 'Snow tyre change' next October 15". The "now" of "from now" is no near time.)
	weathered := slices.ContainsFunc(m.Terms, func(t string) bool {
		return t == "weather" || t == "forecast" || t == "temperature" || t == "rain" || t == "snow"
	})
	planned := !noAction() || slices.ContainsFunc(m.Terms, func(t string) bool { return t == "event" || t == "calendar" || t == "appointment" || t == "meeting" })
	if weathered && !planned && !strings.ContainsAny(raw, "'\"„“«»「」") && !nearTime.MatchString(strings.ReplaceAll(lower, "from now", "")) && farAhead.MatchString(lower) {
		m.Terms = withTerm(m.Terms, "special forecast")
	}
	// The weather asked in the past tense is the past's: "¿Qué tiempo hizo en Madrid el 1
	// de mayo?", "zeige die Temperaturen von letztem Wochenende" — where the ask is, not in
	// a story beside it ("Ayer hizo un calor horrible; ¿qué tiempo hará mañana?").
	if weathered && !slices.Contains(m.Terms, "past") && weatherGone.MatchString(askedTime(lower)) {
		m.Terms = withTerm(m.Terms, "past")
	}
	// How many of a thing are left in a warehouse or in stock asks its stock: "How many
	// WC-5 are left in the warehouse?", "Wie viele Laptops haben wir noch im Lager?" —
	// not how many people, vehicles, tickets or days are left.
	if !slices.Contains(m.Terms, "inventory") && (holdsAny(lower, countQuestions) && stockLeft.MatchString(lower) || stillStocked.MatchString(lower)) && !countsPeople.MatchString(lower) {
		m.Terms = withTerm(m.Terms, "inventory")
	}
	// An item's stock changed by a verb of counting it in or out is its stock updated:
	// "decrement BX-220 by 5", "restock ZQ-118 +30", "Zieh 3 Einheiten von HX-0092-R ab",
	// "Wir haben 25 Stück LAG-20931 nachgeliefert bekommen, bitte einbuchen", "Resta 3
	// unidades de ZP-0381", "Suma 30 unidades al producto 4027", "Togli 3 pezzi dallo SKU
	// ZN-4410", "Scarica 20 unità dello SKU PAN-500" (Italian "scarica" books stock out).
	// So does an English count taken off or added to one: "take 5 off sku-2201 stock",
	// "knock 6 off SKU-9460 inventory", "Remove 5 from the inventory of SKU-7340", "add the
	// 30 we found to SKU-8029", "add them to the stock", "bring SKU-6628's inventory down
	// by 4" (what it is written off as is why, no record asked).
	if (noAction() || m.Main == "add" || m.Main == "adjust" || m.Main == "register" || m.Main == "remove" || m.Main == "retract" || m.Main == "delete" || m.Main == "download" || m.Main == Unclassified || m.Main == "reorder" && countedBy.MatchString(lower)) &&
		(!strings.ContainsAny(raw, "?？¿") || countChangeAsked.MatchString(lower)) && stockCounted.MatchString(lower) &&
		(itemCodeNamed.MatchString(raw) || numberedItem.MatchString(lower) || amount.MatchString(lower) || countedBy.MatchString(lower) || slices.Contains(m.Terms, "sku") ||
			stockRefilled.MatchString(lower) && countedThings.MatchString(lower)) && !MovesStock(raw) ||
		(noAction() || m.Main == "add" || m.Main == "remove" || m.Main == "delete" || m.Main == Unclassified) && !strings.ContainsAny(raw, "?？¿") &&
			holdsAny(lower, countTakenMarks) && countTaken.MatchString(lower) &&
			(itemCodeNamed.MatchString(raw) || slices.ContainsFunc(m.Terms, func(t string) bool { return t == "sku" || t == "stock" || t == "inventory" })) && !MovesStock(raw) {
		only("adjust")
		m.Terms = withTerm(withoutTerm(withoutTerm(m.Terms, "allocation"), "stock write-off"), "sku")
	}
	// The supplier units came from or went back to is no property changed when their
	// count is: "Remove 15 units from SKU CBL-USB-C-2M, they went back to the supplier",
	// "Llegó el envío del proveedor, súmale 60 unidades al SKU BOL-009", "ajoute 6 au sku
	// FR-900, reception fournisseur".
	if m.Main == "adjust" && slices.Contains(m.Terms, "supplier") && (unitsNamed.MatchString(lower) || stockCounted.MatchString(lower)) {
		m.Terms = withoutTerm(m.Terms, "supplier")
	}
	// A ticket opened in the closing clause, after the problem told, takes what the
	// problem names as its content: "O sistema de agendamento de vocês não deixa escolher
	// horário, quero abrir um chamado", "Eure Buchungsseite zeigt keine freien Termine an,
	// bitte macht ein Ticket auf" ask no calendar entry.
	if m.Main == "create" && ticketOpensClosing.MatchString(lower) {
		m.Terms = slices.DeleteFunc(m.Terms, func(t string) bool {
			return t == "schedule" || t == "appointment" || t == "booking" || t == "event" || t == "calendar"
		})
	}
	// So does a ticket or a report asked of the desk in the closing clause after a
	// problem with a screen of the service told in a clause of its own, whatever the
	// screen shows: "L'écran de stock n'affiche rien, fais-moi un ticket", "Die
	// Literatursuche in eurer App hängt sich auf – Ticket bitte", "la pantalla de
	// pronóstico muestra temperaturas en Kelvin, ¿me abres un caso con soporte?".
	if at := closingDeskAsk.FindStringIndex(lower); at != nil && len(strings.Fields(lower[:at[0]])) >= 3 && screenFault.MatchString(lower[:at[0]]) &&
		!setAsideMarks.MatchString(lower) {
		only("create")
		m.ToldSupport = true
		m.Terms = withTerm(slices.DeleteFunc(m.Terms, func(t string) bool { return l.NamesThing(t) && t != "support" }), "ticket")
	}
	// An item named by its code alone has its count changed when a count is added to it,
	// taken from it or set beside it, in any language: "K-8を1個減らして", "CR-55 +5 해줘",
	// "enlève 1 unité de CR-55", "K-8 um 1 reduzieren", "pon ZP-7 a 0", "CR-55 -3 (casse)",
	// "buch 6 CR-55 aus" — a statement, no question (codeCountChange).
	if !slices.Contains(m.Terms, "sku") && !strings.ContainsAny(raw, "?？¿") && (itemCodeNamed.MatchString(raw) || itemCodeBeforeCJK.MatchString(raw)) && codeCountChange.MatchString(raw) &&
		!countsPeople.MatchString(lower) && !MovesStock(raw) {
		only("adjust")
		m.Terms = withTerm(withoutTerm(m.Terms, "stock write-off"), "sku")
	}
	// An item's count told as a fact that puts the recorded one right is its stock updated:
	// "SKU BX-100 is actually at 42, not 50", "there are 14 RT-30 routers in the cage, not
	// 4", "it should be 40 not 80", "Physical count for LMP-33 came back at 17", "the real
	// figure for GL-700 gloves is … 24". A question asks it.
	if noAction() && !strings.ContainsAny(raw, "?？¿") && (itemCodeNamed.MatchString(raw) || slices.Contains(m.Terms, "sku")) &&
		countCorrected.MatchString(lower) && !countsPeople.MatchString(lower) && !MovesStock(raw) {
		only("adjust")
		m.Terms = withTerm(m.Terms, "sku")
	}
	// A question of which thing does an act asks about the thing, and does no act: "Which
	// product generates the most support tickets?", "What team opens the most cases?".
	if m.Main != "" && whichDoes.MatchString(lower) {
		drop(m.Ops...)
	}
	// What a field is set to, asked, is read: "Which timezone is lmartin set to in their
	// profile?", "What's Kenji Watanabe's timezone set to?".
	if strings.Contains(lower, "set to") && setToAsked.MatchString(lower) {
		drop("configure", "set")
	}
	// So does a stock item marked as a count on hand, or a count recorded as what there
	// is: "Mark SKU PAP-A4 as 0 on hand", "Record that we have 64 units of SKU LM-400",
	// "Log that we have 0 of CHG-65W now".
	if (noAction() || m.Main == "mark as" || m.Main == "register") && !strings.ContainsAny(raw, "?？¿") && countMarked.MatchString(lower) &&
		(itemCodeNamed.MatchString(raw) || slices.Contains(m.Terms, "sku")) && !MovesStock(raw) {
		only("adjust")
		m.Terms = withTerm(m.Terms, "sku")
	}
	// So does a Korean or Japanese question of how many of an item code there are or
	// whether it is still left: "A-11 몇 개 있음?", "B-204 아직 창고에 남아 있으려나",
	// "PN-7 何個ある?".
	// So does such a question in English, Spanish or German: "how many of the HDMI cable
	// CB-2M are left", "Do we still have any PL-908 on hand?", "¿Tenemos todavía de las
	// mochilas MC-31?", "Comprueba la disponibilidad del monitor MN-27", "wie viele
	// Paletten von PAL-880 noch da sind", "Ist der noch verfügbar?" after the code (but
	// not tickets, seats or people counted: "how many seats on LH-400 are left").
	// How fast or how well a thing sells is its sales, with the thing between: "How fast
	// is SKU-130 selling?", "how well are the blue mugs selling".
	if !slices.Contains(m.Terms, "sales") && strings.Contains(lower, "sell") && sellingHow.MatchString(lower) {
		m.Terms = withTerm(m.Terms, "sales")
	}
	if !slices.Contains(m.Terms, "inventory") && (codeLeft.MatchString(raw) ||
		holdsAny(lower, codeLeftMarks) && codeLeftLatin.MatchString(raw) && !countsPeople.MatchString(lower) && !placeBooked.MatchString(strings.ToLower(codeAskedClause(raw)))) {
		m.Terms = withTerm(m.Terms, "inventory")
	}
	// A listed company's history asked by its name, with no price, share, ticker or span
	// named, is its story, no price history: "what's the history of the Ford Mustang in 3
	// sentences", "tell me about Nike's history as a company".
	if slices.Contains(m.Terms, "history") && holdsAny(lower, historyWords) && !isSpaceless(raw) && !holdsAny(lower, pricedHistoryMarks) &&
		!strings.ContainsFunc(proseCounted.ReplaceAllString(lower, " "), unicode.IsDigit) && !namesTicker(raw) && l.NamesListedCompany(raw) {
		m.Terms = withTerm(m.Terms, "company background")
	}
	// Whether a company is listed at all is its background, no price: "barilla è quotata
	// in borsa?", "decathlon est coté en bourse ?", "o boticário tem ação na bolsa?".
	if !slices.Contains(m.Terms, "company background") && strings.ContainsAny(raw, "?？¿") && listedAsked.MatchString(lower) {
		m.Terms = withTerm(m.Terms, "company background")
	}
	// So is a raw material's price, which no share's quote gives: "金の最新の価格", "銅の
	// 相場", "price of lithium", "Kupferpreis", "precio del litio".
	if !slices.Contains(m.Terms, CommodityPrice) && holdsAny(lower, priceMarks) && commodityPriced.MatchString(lower) {
		m.Terms = withTerm(m.Terms, CommodityPrice)
	}
	// A seller's quote for goods or work is no market's: "Get a quote for 500 custom-printed
	// coffee mugs", "Request a quote from the print shop", "Quote me a price for repainting
	// my kitchen", "cotización para 500 tazas" (not "a quote for 100 shares of AAPL", nor
	// help articles about shipping quotes).
	if !slices.Contains(m.Terms, "service quote") && sellersQuote.MatchString(lower) && !sharesQuoted.MatchString(lower) &&
		!slices.ContainsFunc(m.Terms, func(t string) bool { return t == "knowledge base" || t == "documentation" || t == "faq" }) {
		m.Terms = withTerm(m.Terms, "service quote")
	}
	// A service or a machine's job scheduled is no calendar event: "Schedule a DHL pickup
	// for the parcel tomorrow", "schedule an Uber for 6am", "schedule a backup of my laptop
	// every night", "please schedule a weekly export of the inventory report" — unless the
	// calendar or a meeting is named ("Schedule a pickup of my kids on my calendar").
	if !slices.Contains(m.Terms, "scheduled job") && scheduledJob.MatchString(lower) && !meetingWord.MatchString(lower) &&
		!slices.ContainsFunc(m.Terms, func(t string) bool { return t == "calendar" || t == "event" || t == "reminder" }) {
		m.Terms = withTerm(m.Terms, "scheduled job")
	}
	// The price history of a thing no market lists is goods': "Price history of eggs in the
	// US since 2020", "price history of Bordeaux wine vintages" (not of a company, a
	// ticker, a share or a raw material).
	if !slices.Contains(m.Terms, "everyday goods") && !slices.Contains(m.Terms, CommodityPrice) {
		if g := goodsHistory.FindStringSubmatch(lower); g != nil && !marketThings[g[1]] && !l.NamesListedCompany(raw) && !sharesQuoted.MatchString(lower) {
			m.Terms = withTerm(m.Terms, "everyday goods")
		}
	}
	// What a listed company or a ticker is worth now is its price: "테슬라 지금 얼마?",
	// "AAPL 지금 얼마인지 궁금해" (얼마 alone asks any price).
	if (strings.Contains(raw, "얼마") || strings.Contains(raw, "원")) && worthNow.MatchString(raw) && !skuCode.MatchString(raw) {
		m.Terms = withTerm(m.Terms, "price")
	}
	// Goods named by a Japanese or Korean word for goods are priced as goods: "この商品の
	// 価格", "部品PN-7781の最新価格", "ワイヤレスイヤホンの値段", "이 제품 가격".
	if slices.Contains(m.Terms, "price") && !slices.Contains(m.Terms, "everyday goods") && holdsAny(raw, goodsWords) &&
		!strings.Contains(raw, "株") && !strings.Contains(raw, "주가") && !strings.Contains(raw, "주식") {
		m.Terms = withTerm(m.Terms, "everyday goods")
	}
	// A product a brand makes is priced as goods, no share: "Apple AirPods Pro price",
	// "Tesla Model 3 price", "삼성 갤럭시 S24 가격" (but "Apple stock price", "애플 주가").
	if slices.Contains(m.Terms, "price") && !slices.Contains(m.Terms, "everyday goods") && (l.brandsProduct(raw) || productLine.MatchString(lower) && !holdsAny(lower, shareWords)) {
		m.Terms = withTerm(m.Terms, "everyday goods") // so is a product line named alone: "what's the current price of the iphone 16 pro"
	}
	// A ticker asked of now, of its close or open, or over a span is asked its price:
	// "AAPL right now?", "What's GOOGL at now?", "What did TSLA close at last Friday?",
	// "¿A cuánto cerró TSLA el viernes pasado?", "TSLA between March and May".
	if !slices.Contains(m.Terms, "price") && (l.tickerPriced(raw, lower) || noAction() && companyPricedNow(raw, lower)) {
		m.Terms = withTerm(m.Terms, "price")
		if tickerCloses.MatchString(lower) {
			// Where a share closed or opened is its price, no act on a record.
			drop("close", "open", "create")
			if m.Main != "" && !slices.Contains(m.Ops, m.Main) {
				m.Main, m.MainAt, m.MainLast = "", -1, false
			}
		}
	}
	// A ticker with a chart's period alone asks its prices over that period: "AAPL 1y",
	// "TSLA ytd", "NVDA 6m chart".
	if t := tickerPeriod.FindStringSubmatch(raw); t != nil && l.tickerLike(t[1]) && !acronyms[t[1]] {
		m.Terms = withTerm(withTerm(m.Terms, "price"), "history")
	}
	// A listed company's history is its share's: "Wie hat sich SAP seit Januar entwickelt?",
	// "SK하이닉스 5년 history", "先月の任天堂株の推移" (history alone is any record's).
	if (slices.Contains(m.Terms, "history") || slices.Contains(m.Terms, "historical")) && !slices.Contains(m.Terms, "price") && l.NamesListedCompany(raw) {
		m.Terms = withTerm(m.Terms, "price")
	}
	// Shares one owns are one's holdings, no quote: "How many shares of AAPL do I own?",
	// "hw many shares of AAPL do i own in my brokerage acct".
	if !slices.Contains(m.Terms, "portfolio") && sharesOwned.MatchString(lower) {
		m.Terms = withTerm(m.Terms, "portfolio")
	}
	// A share's closes are its closing prices, no record closed: "Strictly historical closes
	// for MSFT between 2020-01-01 and 2020-12-31", "daily closes of AAPL".
	if (slices.Contains(m.Ops, "close") || m.Main == "") && closesNamed.MatchString(lower) && l.NamesListedCompany(raw) {
		drop("close")
		m.Terms = withTerm(m.Terms, "price")
	}
	// A material's room temperature is its condition, no weather: "¿En qué grupo espacial
	// cristaliza el BaTiO3 a temperatura ambiente?" (alone, the Spanish is the air outside).
	if slices.Contains(m.Terms, "temperature") && (strings.Contains(lower, "temperatura ambiente") || strings.Contains(lower, "température ambiante")) &&
		slices.ContainsFunc(m.Terms, func(t string) bool { return t == "crystal" || t == "lattice" || t == "material" || t == "bandgap" }) {
		m.Terms = withoutTerm(m.Terms, "temperature")
	}
	// A ticker with its exchange's suffix beside a word for its price is priced: "cours
	// AIR.PA", "Kurs SAP.DE".
	if !slices.Contains(m.Terms, "price") && strings.Contains(raw, ".") && coursWord.MatchString(lower) && exchangeTicker.MatchString(raw) {
		m.Terms = withTerm(m.Terms, "price")
	}
	// A listed company asked how much it is now is its price: "삼성전자 005930.KS 지금 얼마야?".
	if noAction() && strings.Contains(raw, "얼마") && koPriceNow.MatchString(raw) && !slices.Contains(m.Terms, "price") && l.NamesListedCompany(raw) {
		m.Terms = withTerm(m.Terms, "price")
	}
	// A listed company's chart is its price over time: "chart of OMTX over the past year",
	// "me sacas la gráfica de TRQL de los últimos 6 meses", "chart AMZN from 2019",
	// "Muéstrame la gráfica del precio de AAPL en el último año".
	if (priceChart.MatchString(lower) || slices.Contains(m.Terms, "past") && chartWord.MatchString(lower)) && (l.NamesListedCompany(raw) || chartOfName.MatchString(raw)) {
		drop("visualize")
		m.Terms = withTerm(m.Terms, "price")
		if !slices.Contains(m.Terms, "future") && !slices.Contains(m.Terms, "now") && (chartOfName.MatchString(raw) || chartOfListed.MatchString(lower)) {
			m.Terms = withTerm(m.Terms, "past") // a chart draws the time gone by: "il grafico di Stellantis dell'ultimo anno", "dame la gráfica de acciona de 2023"
		}
	}
	// A named company asked how it moved over a span, or where it closed on a day, is its
	// price in the past: "mi fai vedere come si è mosso il FTSE MIB ieri", "como a WEGE3 se
	// comportou entre março e agosto de 2023?", "a quanto ha chiuso UniCredit il 3 maggio
	// 2024?", "preço de fechamento da Ambev no dia 10/01/2024".
	// A listed company's close, open, high or low on a day gone by is its price then, the
	// close no act of closing: "amazon close last friday", "plus haut de kering mardi
	// dernier", "máximo de ferrovial el lunes pasado", "cuánto cerró santander ayer".
	if pricePoint.MatchString(lower) && (dayGone.MatchString(lower) || weekdayGone.MatchString(lower) || datedDay.MatchString(lower) || englishDate.MatchString(lower)) && !dayAhead.MatchString(lower) &&
		!slices.ContainsFunc(m.Terms, func(t string) bool { return t == "ticket" || t == "meeting" || t == "event" }) && l.NamesListedCompany(raw) {
		drop("close", "open")
		if noAction() {
			m.Terms = withTerm(withTerm(withoutTerm(m.Terms, "future"), "price"), "past")
		}
	}
	if noAction() || l.Family(m.Main) == ReadFamily {
		if ((movedHow.MatchString(lower) || howDidItDo.MatchString(lower) && l.NamesListedCompany(raw)) && (NamesSpan(raw) || dayGone.MatchString(lower) || yearNamed.MatchString(lower) || monthOrPeriod.MatchString(lower)) ||
			closedOn.MatchString(lower) && datedDay.MatchString(lower) || closedAt.MatchString(lower) && dayGone.MatchString(lower) || intraday.MatchString(lower) && dayGone.MatchString(lower)) &&
			(l.NamesListedCompany(raw) || namesCapitalized(raw)) {
			m.Terms = withTerm(withTerm(m.Terms, "price"), "past")
			if hourByHour.MatchString(lower) {
				m.Terms = withoutTerm(m.Terms, "now") // "ieri, ora per ora": hour by hour, no now
			}
		}
	}
	// A Hindi span of some units said of a thing ("NVDA ka 1 saal ka price chart", "6
	// महीने का चार्ट") is the time gone by up to now; a Latin-script Hindi share that a
	// postposition follows or leads is the noun ("HDFC Bank share ka … chart", "Reliance
	// ke shares"), no act of sharing.
	if !slices.Contains(m.Terms, "future") && hindiSpanOf.MatchString(lower) {
		m.Terms = withTerm(m.Terms, "past")
	}
	if m.Main == "share" && hindiShareNoun.MatchString(lower) {
		drop("share")
		m.Terms = withTerm(m.Terms, "market")
	}
	// A listed company's shares said to move over a span moved in price: "how did Pfizer
	// shares move during march 2020", "how did PFE move in 2020", "How did the stock price
	// of AAPL move in 2022?" (a year's moves are over its span).
	if m.Main == "move" && sharesMoved.MatchString(lower) && l.NamesListedCompany(raw) && (NamesSpan(raw) || movedInAYear.MatchString(lower)) {
		drop("move")
		m.Terms = withTerm(m.Terms, "price")
	}
	// A Spanish share of a listed company is its shares, no act: "¿Me dices cómo está la
	// acción del Santander en este momento?", "¿Cómo le fue a la acción de BBVA en marzo?".
	if !slices.Contains(m.Terms, "price") && strings.Contains(lower, "acci") {
		if asked := lastSentence(lower); spanishShare.MatchString(asked) && (shareCompany.MatchString(asked) || l.NamesListedCompany(raw) || spanishShareNamed.MatchString(raw)) {
			m.Terms = withTerm(m.Terms, "price")
		}
	}
	// A company's stock is its shares, no warehouse's: "Apple stock today?", "hows tesla
	// stock doing today", "AMZN stock, 2023".
	if strings.Contains(lower, "stock") && l.companyStock(raw) {
		m.Terms = slices.DeleteFunc(slices.Clone(m.Terms), func(t string) bool { return t == "stock" || t == "inventory" || t == "stock history" })
		m.Terms = withTerm(m.Terms, "price")
	}
	m.Terms = MarkedAttributes(lower, m.Terms)
	// A person named as the one in charge is that person, no support agent asked:
	// "担当者のmaria@example.comのプロフィール", "담당자 kevin@example.com 프로필".
	if slices.Contains(m.Terms, "support agent") && strings.Contains(raw, "@") && inChargeNamed.MatchString(raw) {
		m.Terms = withoutTerm(m.Terms, "support agent")
	}
	// A code led by KB whose stock, supplier or order is named is an item's identifier, no
	// knowledge base: "KB-204 재고를 25개로", "给供应商下个采购单，KB-87 订 500 台"
	// ("KB-1042 문서 찾아줘" is an article).
	if slices.Contains(m.Terms, "knowledge base") && kbCode.MatchString(raw) && !kbNamed.MatchString(kbCode.ReplaceAllString(raw, " ")) &&
		slices.ContainsFunc(m.Terms, func(t string) bool {
			return t == "inventory" || t == "stock" || t == "quantity" || t == "sku" || t == "supplier" || t == "purchase order"
		}) && !slices.Contains(m.Terms, "documentation") {
		m.Terms = withoutTerm(m.Terms, "knowledge base")
	}
	// A Korean honorific before a time and a schedule names another person's: "김부장님
	// 다음 주 일정 확인해 주세요" ("님께서 …" is the one who asks).
	if !slices.Contains(m.Terms, "another person's calendar") && othersSchedule.MatchString(raw) {
		m.Terms = withTerm(m.Terms, "another person's calendar")
	}
	// A price asked of a thing named with an indefinite article is a thing's: "Was kostet
	// ein Sack Zement?", "How much does a new dishwasher cost?", "¿Cuánto cuesta una
	// bici?" — not a share's ("Was kostet eine Aktie von SAP?").
	if !slices.Contains(m.Terms, "everyday goods") && holdsAny(lower, goodsPriceMarks) && goodsPriced.MatchString(lower) && !shareNamed.MatchString(lower) && !namesTicker(raw) {
		m.Terms = withTerm(m.Terms, "everyday goods")
	}
	// Events in a city, asked by no one who holds them, are the city's: "What events are
	// happening in Chicago this weekend?", "Veranstaltungen in Köln am Wochenende?",
	// "¿Qué eventos hay en Madrid este finde?" — not "What events do I have in Chicago?".
	if !slices.Contains(m.Terms, PublicSchedule) && holdsAny(lower, cityEventMarks) && !eventsHeld.MatchString(lower) && cityEventsAt(raw) {
		m.Terms = withTerm(m.Terms, PublicSchedule)
	}
	// A solid's market price is a raw material's, no share's: "インジウムの今の市場価格はいくら？".
	if slices.Contains(m.Terms, "solid") && slices.Contains(m.Terms, "market") && slices.Contains(m.Terms, "price") && !namesShare(raw, lower) {
		m.Terms = withTerm(withoutTerm(m.Terms, "market"), "commodity price")
	}
	// A coin's market symbol is a market's ("BTC-USD" is quoted like a ticker); its letters
	// alone are the coin ("btc price", "BTC 시세").
	if !slices.Contains(m.Terms, "cryptocurrency") && coinLetters.MatchString(coinSymbol.ReplaceAllString(lower, " ")) &&
		slices.ContainsFunc(m.Terms, func(t string) bool {
			return t == "price" || t == "quote" || t == "market" || t == "trading" || t == "history"
		}) &&
		!slices.ContainsFunc(m.Terms, func(t string) bool { return coinBesides[t] }) {
		m.Terms = withTerm(m.Terms, "cryptocurrency")
	}
	// A Spanish cita beside a DOI, or that an article has, is a citation, no appointment:
	// "citas de 10.1000/lambda", "Cuántas citas tiene el artículo de AlphaFold de 2021?".
	if slices.Contains(m.Terms, "appointment") && strings.Contains(lower, "cita") && (citedDOI.MatchString(lower) || slices.Contains(m.Terms, "paper") && !slices.Contains(m.Terms, "calendar")) {
		m.Terms = withTerm(withoutTerm(m.Terms, "appointment"), "citation")
	}
	// A person's profile field set to a value is a profile update: "change the department
	// of Paul Wagner to Sales", "Sprache von maria@example.com auf Deutsch umstellen",
	// "change Ana's job title to Senior Designer", "佐々木さんの役職を部長に変更して".
	// The new value names no owner: "the job title for the vacancy to Senior Analyst".
	// A CJK field set to a value with no owner named is the asker's own ("부서를 개발팀으로
	// 바꿔주세요", "时区改成东京时间", "上長を森さんに変更"); the field's own words ("시간대"
	// says time, "직책" a role) name nothing else.
	cjkField := ""
	if !text.IsASCII(raw) && ownerUnsaid(raw) && !slices.Contains(m.Terms, "schedule") {
		cjkField = setCJKField(raw)
	}
	// The field set says the change, whatever else its words say ("显示语言改成英文": the
	// display's language, nothing shown) or with no verb at all ("타임존 KST로").
	if cjkField != "" && (m.Main == "" || m.Main == "show" || m.Main == "display") {
		drop("show", "display")
		main("change")
	}
	var restTerms []string // the terms said beside the field's own words
	if cjkField != "" {
		rest := strings.Replace(raw, cjkField, " ", 1)
		restTerms = l.Analyze(text.Tokens(rest), text.Norm(rest)).Terms
	}
	namedByField := func(t string) bool { return cjkField != "" && t != "name" && !slices.Contains(restTerms, t) } // "부서 이름을 …" names a department's name
	if owned := givenValue.ReplaceAllString(raw, " "); m.Main != "" && l.Family(m.Main) != ReadFamily && (unnamedField(cjkField) || slices.ContainsFunc(m.Terms, func(t string) bool { return profileFields[t] })) &&
		!slices.ContainsFunc(m.Terms, func(t string) bool {
			return l.NamesThing(t) && !profileFields[t] && t != "revenue" && t != "sales" && t != "employee" && t != "team" && !namedByField(t) &&
				!l.withinProfileField(raw, m.Terms, t) && !l.inNewValue(raw, t) && !l.inSetValue(raw, t)
		}) &&
		(cjkField != "" || namesPerson.MatchString(owned) || personOwner.MatchString(owned) || fieldOwnerNamed(strings.ToLower(owned)) || slices.Contains(m.Terms, "employee") || profileMemo.MatchString(raw) || l.bareHandle(lower)) {
		m.Terms = withTerm(slices.DeleteFunc(m.Terms, func(t string) bool { return namedByField(t) && l.NamesThing(t) && !profileFields[t] }), "profile")
	}
	// What a profile field's new value names is no thing asked: "change Ana Kim's job
	// title to Senior Researcher" names no research.
	if m.Main != "" && l.Family(m.Main) != ReadFamily && slices.ContainsFunc(m.Terms, func(t string) bool { return profileFields[t] }) {
		m.Terms = slices.DeleteFunc(m.Terms, func(t string) bool { return !profileFields[t] && l.NamesThing(t) && l.inSetValue(raw, t) })
	}
	// A court case named by its parties is a ruling: "which later cases cite Brown v.
	// Board of Education?".
	if caseName.MatchString(raw) {
		m.Terms = withTerm(m.Terms, "court ruling")
	}
	// An employee named by number is a directory user: "Who is employee 4471?", "¿Quién es
	// el empleado 4471?", "Wer ist Mitarbeiter 4471?", "직원 4471 정보", "社員4471の情報".
	if !slices.Contains(m.Terms, "user") && employeeNumbered.MatchString(lower) {
		m.Terms = withTerm(m.Terms, "user")
	}
	// Whether the asker is free or booked on a day asks the calendar: "Am I free on Friday
	// afternoon?", "Thursday — anything booked?", "Anything on my plate Thursday morning?".
	if (m.Main == "" || l.Family(m.Main) == ReadFamily) && (holdsAny(lower, freeOrBookedMarks) && freeOrBooked.MatchString(lower) ||
		holdsAny(lower, freeOrBookedMarksDE) && freeOrBookedDE.MatchString(lower) && (dayDE.MatchString(lower) || dateDE.MatchString(lower))) {
		m.Terms = withTerm(m.Terms, "event")
	}
	// Articles kept in a warehouse are goods, no articles to read: "Wie viele Artikel haben
	// wir im Lager?", "Von welchen Artikeln haben wir weniger als 10 auf Lager?", "elenca
	// gli articoli con meno di 5 unità in magazzino".
	if slices.Contains(m.Terms, "article") && warehouseGoods.MatchString(lower) {
		m.Terms = withoutTerm(m.Terms, "article")
		if !strings.Contains(lower, "artikel") {
			m.Terms = withTerm(m.Terms, "inventory") // "magazzino" and "almacén" name no stock
		}
	}
	// A profile field set to a Latin-script value in Japanese is changed: "ユーザー hayashi
	// のタイムゾーンだけ Europe/London にしてください".
	if (noAction() || m.Main == Unclassified) && strings.Contains(raw, "にし") && latinValueSetJA.MatchString(raw) && slices.ContainsFunc(m.Terms, func(t string) bool { return profileFields[t] }) {
		drop(Unclassified) // "…にしてください" reads as a verb the vocabulary does not know
		main("change")
	}
	// Money changed is a rate, no share's price: "1万円をユーロに両替するといくらになる？".
	if slices.Contains(m.Terms, "exchange rate") && slices.Contains(m.Terms, "price") && !l.NamesListedCompany(raw) {
		m.Terms = withoutTerm(m.Terms, "price")
	}
	// What a SKU costs is its price: "¿Cuánto cuesta el SKU MX-4410?", "quanto custa o SKU
	// LAP-2B pra gente?" (what a bus ticket costs names no price of this catalog's).
	if slices.Contains(m.Terms, "sku") && !slices.Contains(m.Terms, "price") && skuCost.MatchString(lower) {
		m.Terms = withTerm(m.Terms, "price")
	}
	// Items below a count of units are stock: "me mostra os itens abaixo de 20 unidades",
	// "show me items below 20 units".
	if !slices.Contains(m.Terms, "inventory") && itemsByUnits.MatchString(lower) {
		m.Terms = withTerm(m.Terms, "inventory")
	}
	// A SKU's balance is its stock, no account's money: "consulta o saldo do SKU PAN-09".
	if slices.Contains(m.Terms, "account balance") && slices.Contains(m.Terms, "inventory") && strings.Contains(lower, "saldo") {
		m.Terms = withoutTerm(withoutTerm(m.Terms, "account balance"), "balance")
	}
	// A review held with someone is a meeting, no article's review: "when's the design
	// review w/ Tomasz", "when is the quarterly review with Priya?".
	if slices.Contains(m.Terms, "review") && reviewWith.MatchString(lower) {
		m.Terms = withTerm(withoutTerm(m.Terms, "review"), "event")
	}
	// So does whether the asker has an appointment on a day: "Do I have the dentist on the
	// 14th?", "do I have a call with Lee tomorrow?".
	if m.Main == "" && strings.Contains(lower, "do i have ") && haveEventOn.MatchString(lower) {
		m.Terms = withTerm(m.Terms, "event")
	}
	// So does it in Spanish, Portuguese, French, Japanese and Korean, where the asker's being free is no
	// availability of a thing (a room's is: "내일 회의실 비어 있어?").
	if (m.Main == "" || l.Family(m.Main) == ReadFamily && strings.Contains(lower, "que tengo")) && holdsAny(lower, []string{"libre", "ocupad", "tengo algo", "que tengo", "qué tengo", "tengo hueco", "tenho", "livre", "quelque chose", "dispo", "ho qualcosa", "ho impegni", "ho qualche impegno", "sono liber", "空いて", "予定", "何か入って", "비어", "시간", "일정", "바빠", "바쁘"}) &&
		freeOrBookedOther.MatchString(lower) && !holdsAny(lower, []string{"회의실", "会議室", "部屋", "sala", "habitación"}) {
		m.Terms = withTerm(withoutTerm(withoutTerm(m.Terms, "availability"), "storage location"), "event") // "¿tengo hueco …?": no shelf's
	}
	// A bare question of what is on a day asks the calendar: "what's on Fri", "was steht
	// Do an?", "¿qué tengo el viernes?", "내일 뭐 있어?"; so does a bare request to show it,
	// whatever its verb ("just show my Tuesday", agendaShown).
	if t := strings.TrimSpace(lower); (m.Main == "" && agendaQuestion.MatchString(t)) || agendaShown.MatchString(t) || agendaOfDay.MatchString(t) {
		m.Terms = withTerm(m.Terms, "event")
	}
	// An e-mail address read with nothing else named is a person's: "who is
	// maria@example.com?", "조회 maria@example.com".
	if noAction() && strings.IndexByte(raw, '@') >= 0 && emailAddress.MatchString(raw) &&
		!slices.ContainsFunc(m.Terms, func(t string) bool { return l.opIndex(t) < 0 && !IsGeneric(t) }) { // "emails from …" name messages
		m.Terms = withTerm(m.Terms, "user")
	}
	if slices.Contains(m.Terms, "peer review") && reviewerAsks.MatchString(lower) {
		// A reviewer who asks is no review asked: "리뷰어가 물어봐서요, 지금 서울 날씨 알려줘".
		m.Terms = withoutTerm(m.Terms, "peer review")
	}
	if managerAsks.MatchString(lower) && !germanManager.MatchString(lower) {
		// The asker's manager who asks is no manager asked: "Mein Vorgesetzter fragt: …".
		m.Terms = slices.DeleteFunc(m.Terms, func(t string) bool { return t == "manager" })
	}
	if !slices.Contains(m.Terms, "profile") && l.ChangesContactDetails(m.Main, raw, m.Terms) {
		m.Terms = withTerm(m.Terms, "profile") // "update Tom's phone number": a person's profile
	}
	return m
}

// germanManager names someone's manager: "der Vorgesetzte des Benutzers 42", "den
// Vorgesetzten von maria@example.com", "Vorgesetzter für u_42".
var germanManager = rx.MustCompile(`\bvorgesetzte[nr]?\s+(?:von|des|der|für|vom)\b`)

// reviewerAsks is a reviewer who asks or wants something of the asker.
var reviewerAsks = rx.MustCompile(`(?:리뷰어|심사위원|심사자)(?:님)?\s*(?:이|가|께서)\s*(?:물어|질문|요청|문의|궁금)|(?:レビュアー|レビューア|査読者|審査員)(?:さん)?\s*(?:から|が|に)\s*(?:聞|質問|問い合わせ|頼|言われ)|` +
	`\breviewers?\s+(?:asked|asks|wants|wanted|requested)\b|\bgutachter\w*\s+(?:fragt|fragte|will|möchte|hat gefragt)\b`)

// managerAsks is the asker's own manager asking or wanting something.
var managerAsks = rx.MustCompile(`\b(?:mein|meine|unser|unsere)\s+vorgesetzte[rn]?\s+(?:fragt|will|möchte|bittet|braucht|hat gefragt|wollte|sagt)\b`)

// notedAction returns the operation a request writes in notation rather than in words:
// an arrow from a field to its new value ("display name → Jiwoo Kim", "이름 -> 김서연")
// changes it, and a heading that names a new record ("New event: dentist, Fri 4pm",
// "Neuer Termin: Zahnarzt", "Evento nuevo: cena", "새 일정: 회식") creates one. It returns
// "" when the request writes none.
func notedAction(raw string) string {
	switch {
	case changeArrow.MatchString(raw):
		return "change"
	case strings.ContainsAny(raw, ":：—–-"):
		m := newRecordHeading.FindStringSubmatch(raw)
		if m == nil {
			return ""
		}
		for _, w := range strings.Fields(strings.ToLower(m[0])) {
			if wrapping(strings.Trim(w, ":：")) {
				return "" // "New request: show the weather" wraps a request
			}
		}
		return "create"
	}
	return ""
}

// wrappers are the words of a "New …:" heading that introduce a request or name a place
// rather than a new record ("New request:", "New York:").
var wrappers = map[string]bool{"york": true, "delhi": true, "jersey": true, "zealand": true, "orleans": true,
	"mexico": true, "hampshire": true, "england": true, "guinea": true, "caledonia": true, "brunswick": true, // places
	"request": true, "task": true, "query": true, "question": true, "job": true,
	"message": true, "prompt": true, "instruction": true, "instructions": true, "ask": true,
	"anfrage": true, "aufgabe": true, "frage": true, "auftrag": true, "nachricht": true,
	"solicitud": true, "tarea": true, "pregunta": true, "consulta": true, "petición": true, "mensaje": true,
	"demande": true, "tâche": true, "requête": true, "pedido": true, "tarefa": true, "pergunta": true}

// spacelessWrappers are the Korean and Japanese wrappers, which end a heading's word
// (新規依頼, 새 요청).
var spacelessWrappers = []string{"요청", "작업", "질문", "依頼", "タスク", "質問", "リクエスト"}

// changeArrow is an arrow after a record named by a number and a field: "user 3021
// display name → Jiwoo Kim", "계정 5521 이름 -> 김서연" ("USD -> EUR" and "Paris -> Lyon"
// change nothing).
var changeArrow = rx.MustCompile(`\d[^→>]*\p{L}[^→>]*(?:→|->|=>)\s*\S`)

// newRecordHeading is a heading of one or two words that names a new record, ending in
// a colon, at the start of a request.
var newRecordHeading = rx.MustCompile(`(?i)^\s*(?:` +
	`(?:new|neue[rsn]?|nuev[oa]|nouve(?:au|lle)|nov[oa])\s+[\p{L}-]+(?:\s+[\p{L}-]+){0,2}` + // New event, Neuer Termin, nuevo ticket de soporte
	`|[\p{L}-]+\s+(?:nuev[oa]|nouve(?:au|lle)|nov[oa]|neue[rsn]?)` + // Evento nuevo
	`|(?:ticket|support[ -]?ticket|supportfall|fall|anfrage|termin)\s+(?:öffnen|eröffnen|anlegen|erstellen|aufmachen|abrir|crear|open|create)` + // Ticket öffnen:
	`|support-?anfrage|störungsmeldung(?:\s+an\s+den\s+support)?|support request|solicitud de soporte` + // Supportanfrage: …
	`|(?:새\s|신규\s?)\s*[\p{L}]+(?:\s+[\p{L}]+)?|新規[\p{L}]*|新しい[\p{L}]+` + // 새 일정, 새 지원 티켓, 신규 티켓, 新規予定 (요청, 依頼 are wrappers: "새 요청:")
	`)(?:\s*[:：]|\s+[—–-]\s|\s+/\s)`) // a colon, a dash or a slash between spaces: "new event — yoga, Sunday 8am"

// wrapping reports whether a heading's word is a wrapper (or, in Korean and Japanese,
// ends with one: 新規依頼).
func wrapping(w string) bool {
	if wrappers[w] {
		return true
	}
	if text.IsASCII(w) {
		return false
	}
	for _, cjk := range spacelessWrappers {
		if strings.HasSuffix(w, cjk) {
			return true
		}
	}
	return false
}

// labeledAction returns the analysis of the action a request writes as a labeled field:
// "작업: 캘린더 일정 생성; 제목: …", "処理: 在庫数量更新; SKU=OS-510", "Action: create a
// calendar event; title: …", "job=archive_papers collection=…". The value runs from the
// label's colon or equals sign to the first separator or next key, and is read as a
// request of its own, so that a verbal noun ending it is its verb. A request without
// such a label gives an empty Match.
func (l *Lexicon) labeledAction(raw string) Match {
	var m []int
	if strings.ContainsAny(raw, ":：=＝") {
		m = actionLabel.FindStringSubmatchIndex(raw)
	}
	if m == nil && strings.Contains(raw, "=") {
		if loc := jobType.FindStringIndex(raw); loc != nil && snakeName.MatchString(raw[loc[1]:]) {
			m = loc // "type=create_ticket, subject=…"
		}
	}
	if m == nil && (strings.ContainsAny(raw, "작作") || strings.Contains(raw, " is ") || strings.Contains(raw, " es ") || strings.Contains(raw, " ist ")) {
		m = taskFrame.FindStringIndex(raw) // "다음 작업을 수행하세요: …", "수행할 작업은 … 생성입니다"
	}
	if m == nil {
		return Match{}
	}
	value := raw[m[1]:]
	if i := strings.IndexAny(value, ";；|／、　\n(（,"); i >= 0 {
		value = value[:i] // "작업: 일정 생성 (내일 3시)"
	}
	for _, end := range []string{". ", "입니다", "이에요", "です"} {
		if i := strings.Index(value, end); i >= 0 {
			value = value[:i] // the value's sentence and its copula end it: "… 티켓 생성입니다. 사유: …"
		}
	}
	for _, sep := range []string{" / ", " — ", " – "} {
		if i := strings.Index(value, sep); i >= 0 {
			value = value[:i] // "작업: 일정 생성 / 제목: 보안 교육 / …", "작업: … 메모 추가 — '데모 빌드 지참'"
		}
	}
	if loc := nextKey.FindStringIndex(value); loc != nil {
		value = value[:loc[0]] // "op=lock_record target=…"
	}
	vm := l.AnalyzeText(value, text.Tokens(value), text.Norm(value))
	if vm.Main != "" {
		return vm
	}
	if hm := l.headlineAction(value); hm.Main != "" {
		return hm // "op=재고수정 SKU-19 → 12", "job=チケット作成 ログインできない"
	}
	if v := strings.TrimRightFunc(value, func(r rune) bool { return unicode.IsSpace(r) || unicode.IsPunct(r) }); endsWithAny(v, settingNouns) {
		// A task given as a value set: "다음 작업을 실행해 주세요: 사용자 2231의 시간대를
		// Asia/Seoul로 설정" (a setting named alone, "2FA 설정", is a topic).
		vm.Main, vm.Ops = "configure", append(slices.Clip(vm.Ops), "configure")
		return vm
	}
	// An action label's value may be an action noun: "Request type: Hotel booking",
	// "Tipo de solicitud: reserva de hotel", "Request type: Account deletion".
	// The noun is the action's word, no evidence of a record (OpTokens).
	for _, w := range TextWords(strings.ToLower(value)) {
		if op := actionNouns[w]; op != "" {
			return Match{Ops: []string{op}, Main: op, MainAt: -1, OpTokens: []string{w}}
		}
	}
	if op, noun := l.nominalOp(value); op != "" && l.Family(op) != ReadFamily {
		return Match{Ops: []string{op}, Main: op, MainAt: -1, OpTokens: []string{noun}} // "Die Aktion ist eine Entfernung des Termins …"
	}
	return Match{}
}

// leadingField returns the analysis of a request's first field when the request is
// written as fields and the first names an action without a label: "일정 생성 / 제목: 분기
// 리뷰 / 일시: …", "재고 조회 / 품목코드: BX-550", "Create ticket | priority: high". Its
// value is read as a request of its own, so that a verbal noun ending it is its verb.
func (l *Lexicon) leadingField(raw string) Match {
	i := strings.IndexAny(raw, ";；|／")
	if j := strings.Index(raw, " / "); j >= 0 && (i < 0 || j < i) {
		i = j
	}
	if i <= 0 || !strings.ContainsAny(raw[i:], ":：") {
		return Match{}
	}
	field := raw[:i]
	if strings.ContainsAny(field, ":：") || len(strings.Fields(field)) > 5 {
		return Match{} // a labeled field, or a sentence
	}
	return l.AnalyzeText(field, text.Tokens(field), text.Norm(field))
}

// newFieldValue gives a profile field its new value: "new email bob@x.com", "new phone
// 555-0142", "new address: …", "nuevo correo …", "departamento nuevo: Finanzas", "neue
// E-Mail …", "새 이메일: …", "新しい住所：…". The value follows the field, after a colon or
// as an address, a number or a name.
// likingTold tells what the asker loves, likes or hates.
var likingTold = rx.MustCompile(`^(?:i|we) (?:really |just |absolutely )?(?:love|like|adore|enjoy|hate)\b|^me (?:encanta|encantan|gusta|gustan|chifla|chiflan)\b|^(?:ich|wir) (?:liebe|lieben|mag|mögen|hasse|hassen)\b|` +
	`날(?:엔|에는|은)\s.*(?:최고지|최고야|최고다|좋아|좋더라|싫어)[.!~]*$|(?:が好き|が大好き|が嫌い|のが好き)(?:です|だ|なんだ)?[。!！]*$`)

// meetingWentCJK tells how a meeting went in Korean or Japanese: "오늘 회의 진짜 길었다",
// "今日の会議は長かったなあ".
var meetingWentCJK = rx.MustCompile(`(?:회의|미팅)[^?？]{0,12}(?:길었|좋았|힘들었|재밌었|지루했|괜찮았)(?:다|어|네|어요)?[.!~ㅠㅋ]*$|(?:会議|ミーティング|打ち合わせ)[^?？]{0,10}(?:長かった|よかった|良かった|疲れた|大変だった|楽しかった)(?:なあ|な|ね|よ|です)?[。!！]*$`)

// recurrenceChanged changes how often an existing event repeats.
var recurrenceChanged = rx.MustCompile(`\b(?:repeat|recur|happen)s?\s+every\s+[^.?!]{0,30}\binstead of\b|\bhaz que (?:la|el|mi|nuestra|nuestro) (?:reunión|reunion|cita|llamada|evento|junta)\b[^.?!]{0,50}\b(?:sea|se repita) cada\b|\bmake (?:the|my|our) [^.?!]{0,40}\b(?:repeat|recur)\s+every\b|` +
	`\bshould (?:be|happen|repeat) every\b[^.?!]{0,30}\bfrom now on\b|(?:->|→|:)\s*(?:wöchentlich|täglich|monatlich|zweiwöchentlich) wiederholen\b|` +
	`\bwiederholung (?:wöchentlich|täglich|monatlich|zweiwöchentlich) für\b|\bmach aus (?:dem|der|unserem|unserer|meinem|meiner) (?:wöchentlichen|täglichen|monatlichen)\s`)

// priceMovedTold tells that a price went up or down.
var priceMovedTold = rx.MustCompile(`^[^?]{0,80}\b(?:stock price|share price|price|kurs|aktienkurs|precio|cotización)\b[^?]{0,40}\b(?:went (?:up|down)|rose|fell|dropped|jumped|climbed|soared|plunged|tanked|ist\s+(?:heute\s+(?:morgen\s+)?)?(?:stark\s+|deutlich\s+|kräftig\s+)?(?:gestiegen|gefallen|eingebrochen)|subió|bajó|cayó|se disparó|se desplomó)\b[^?]*$`)

// meetingWent tells how a meeting went.
var meetingWent = rx.MustCompile(`^\s*(?:so |well |btw |fyi |ok )?(?:the|my|our|today's|this morning's|yesterday's)\s+(?:[\w-]+\s+){0,3}?(?:meeting|call|standup|stand-up|sync|review|demo|interview|presentation|session|workshop|retro)\b[^?]{0,40}?\b(?:went|was|were|ran)\s+(?:really |very |pretty |so |super |quite )?(?:well|great|fine|good|ok|okay|badly|bad|long|smoothly|terrible|awesome|amazing)\b[^?]*$|` +
	`^\s*(?:das|die|der|mein|meine|unser|unsere)\s+(?:[\w-]+\s+){0,2}?(?:meeting|termin|besprechung|call|gespräch|standup)\b[^?]{0,30}?\b(?:lief|war|verlief)\s+(?:echt |sehr |richtig |ziemlich )?(?:gut|super|toll|schlecht|prima|klasse|lang)\b[^?]*$|` +
	`^\s*(?:la|mi|nuestra)\s+(?:reunión|reunion|cita|llamada|junta)\b[^?]{0,30}?\b(?:salió|fue|estuvo)\s+(?:muy |súper |super )?(?:bien|genial|mal|larga|excelente)\b[^?]*$`)

// anyonePublished asks whether anyone has published or written on a topic.
const anyonePublished = `\b(?:anyone|anybody|someone|somebody)\s+(?:has\s+|have\s+)?(?:published|written)\s+(?:anything\s+|something\s+|much\s+)?(?:on|about)\s|` +
	`\bwhat(?:'s|\s+has|\s+is|\s+was)\s+(?:been\s+)?(?:recently\s+)?published\s+(?:recently\s+)?(?:on|about|regarding)\s|\b(?:anything|something)\s+(?:new\s+|recent\s+)?published\s+(?:on|about)\s`

// paperQuoted is a paper named by its quoted title, the title in one of its groups.
var paperQuoted = rx.MustCompile(`(?:논문|論文|\b[Pp]aper|\b[Aa]rtículo|\b[Aa]rtikel)\s*(?:"([^"]+)"|“([^”]+)”|「([^」]+)」|『([^』]+)』|«([^»]+)»)`)

// PaperTitleWords returns the tokens of a paper's quoted title ("논문 \"Sparse Mixtures of
// Lattice Experts\""): a title names nothing a catalog holds.
func PaperTitleWords(raw string) []string {
	var out []string
	for _, m := range paperQuoted.FindAllStringSubmatch(raw, -1) {
		for _, g := range m[1:] {
			out = append(out, text.Tokens(g)...)
		}
	}
	return out
}

// RecordTitleWords returns the tokens of a record's quoted name or title: an event
// called "Delete user accounts cleanup", a "Close stale support tickets" working
// session, the user named "Forecast Bot", the ticket "weather forecast broken". A
// record's name names nothing the catalog holds and asks for no operation.
func RecordTitleWords(raw string) []string {
	if !strings.ContainsAny(raw, "\"“„'«=") {
		return nil
	}
	var out []string
	for _, re := range recordQuoted {
		for _, m := range re.FindAllStringSubmatch(raw, -1) {
			for _, g := range m[1:] {
				for _, t := range text.Tokens(g) {
					if !recordKinds[t] { // a title's "면담" or "sync" still says what the record is
						out = append(out, t)
					}
				}
			}
		}
	}
	return out
}

// recordKinds are words of a title that name the kind of record it titles.
var recordKinds = set("meeting", "meetings", "event", "appointment", "call", "sync", "review", "standup", "1:1", "면담", "회의", "미팅", "일정",
	"termin", "besprechung", "reunión", "reunion", "cita", "会議", "打ち合わせ", "面談", "予定")

// withoutRecordTitles returns a text without the quoted names of records (RecordTitleWords).
func withoutRecordTitles(raw string) string {
	for _, re := range recordQuoted {
		raw = re.ReplaceAllStringFunc(raw, func(q string) string {
			if i := strings.IndexAny(q, "\"“„'«"); i >= 0 {
				return q[:i] + " "
			}
			if m := re.FindStringSubmatchIndex(q); m != nil && m[2] >= 0 {
				return q[:m[2]] + " " + q[m[3]:] // a key's value: the keys stay
			}
			return q
		})
	}
	return raw
}

// recordQuoted are a record's quoted name after a word that names it, or before the
// kind of record it names.
var recordQuoted = []*rx.Regexp{
	rx.MustCompile(`(?i:\b(?:called|named|titled|entitled|title\s*[:=]|subject\s*[:=]|namens|mit dem titel|llamad[oa]|titulad[oa]|con el título|the ticket|my ticket|ticket titled|(?:calendar\s+)?(?:event|meeting|appointment)\s*[:：]?|termin|den termin|schedule|book)\s*)(?:"([^"]+)"|“([^”]+)”|„([^“”]+)[“”]|«([^»]+)»)`),
	rx.MustCompile(`(?i:\b(?:a|an|the|my|our)\s+)(?:"([^"]+)"|“([^”]+)”)\s+(?i:working session|meeting|session|sync|review|call|event|workshop|discussion|training|termin)\b`),
	// an event's title given unquoted as a key's value, up to the next key: "create event
	// title=Weather forecast briefing date=2025-06-12" (not a person's job title)
	rx.MustCompile(`(?i:\b(?:event|meeting|appointment|termin|evento|reunión)\b[^=]{0,40}?\btitle\s*=\s*)([^"“=,;]+?)(?:\s+[\pL_]+\s*=|[,;]|$)`),
	// a product's quoted name beside its SKU: "der "Wetterstation Profi" (SKU WT-3300)"
	rx.MustCompile(`(?:"([^"]+)"|“([^”]+)”|„([^“”]+)[“”]|«([^»]+)»)\s*\(\s*(?i:sku|item|art)`),
}

// weatherDaysAYear counts days of a weather over a year or a month.
var weatherDaysAYear = rx.MustCompile(`\b(?:sunny|rainy|snowy|cloudy|dry|wet|foggy|frosty|hot|cold|clear)\s+days\b[^.?!]{0,40}?\b(?:per|a|each|every|in a)\s+(?:year|month)\b|` +
	`\b(?:sonnentage|regentage|schneetage|frosttage|nebeltage)\b[^.?!]{0,30}?\b(?:pro|im|jedes|in einem)\s+(?:jahr|monat)\b|` +
	`\bdías de (?:sol|lluvia|nieve|niebla|helada)\b[^.?!]{0,30}?\b(?:al|por|cada|en un)\s+(?:año|mes)\b`)

// offCalendar, setUpNew, correctLeads, spanishMeetingMoved and spanishStockMoved are
// the acts ReadNotation reads from their phrases (see there).
var (
	offCalendar = rx.MustCompile(`\b(?:drop|strike|cross|scratch|wipe|clear)\b[^.;!?]{0,60}?\b(?:off|from)\s+(?:my |the |our |your |his |her )?(?:calendar|schedule|agenda|diary)\b|\b(?:take|knock)\b[^.;!?]{0,60}?\boff\s+(?:my |the |our |your |his |her )?(?:calendar|schedule|agenda|diary)\b|` +
		`(?:^|[^\pL])s[áa]ca(?:me|nos|lo|la)\s+de(?:l|\s+la|\s+mi|\s+este|\s+esta)?\s`) // es: "sácame del calendario …" takes out (a bare "sácame …" gets)
	setUpNew = rx.MustCompile(`\bset(?:ting)? ?up (?:a |an )?(?:new|fresh|brand[- ]new)\b|\b(?:richte|richten sie|richt)\s+(?:mir |uns |bitte )*(?:ein|einen|eine)\s+neue[snmr]?\b`)
	// marketOrder prices an order at the market or a limit, which a count of shares
	// (sharesCounted) makes a trade: "Order: 50 Stück Allianz zum Marktpreis", "Orden: 50
	// títulos de Telefónica a mercado" (not "el precio de mercado de Allianz").
	marketOrder   = rx.MustCompile(`\b(?:zum marktpreis|zum marktkurs|a mercado|a precio de mercado|al precio de mercado|at market|at the market price|market order|limit order|orden a mercado|orden limitada|limit-order|bestens|billigst)\b`)
	sharesCounted = rx.MustCompile(`\b\d+\s*(?:stück|stk\.?|títulos|titulos|acciones|aktien|shares|x)\b`)
	// supportSomeone asks in Spanish for someone from support to look at a problem.
	supportSomeone = rx.MustCompile(`\b(?:que|puede|podría|pueda)\s+alguien\s+(?:de|del)\s+(?:soporte|equipo de soporte|servicio técnico|atención al cliente)\s+(?:(?:lo|la|me|nos|le|les)\s+)?(?:revise|revisar|mire|mirar|vea|ver|ayude|ayudar|contacte|contactar|llame|atienda|eche|echar)(?:lo|la|me|nos)?\b`)
	// employeeNumbered names an employee by number.
	employeeNumbered = rx.MustCompile(`(?:^|[^\pL])(?:employee|empleado|empleada|mitarbeiter|mitarbeiterin|직원|사원|社員|従業員|工号|工號)\s*(?:#|nr\.?\s*|no\.?\s*|번호\s*)?\d{3,}\b`)
	// warehouseGoods names German articles as goods in store.
	warehouseGoods = rx.MustCompile(`(?:^|[^\pL])artikel\pL*\b[^.;!?]*\b(?:im lager|auf lager|am lager|lagerbestand|bestand|vorrätig|vorrat)\b|\b(?:im lager|auf lager|lagerbestand|vorrätig)\b[^.;!?]*\bartikel|` +
		`\barticoli\b[^.;!?]*\b(?:in|a|nel)\s+magazzino\b|\bartículos\b[^.;!?]*\b(?:en\s+(?:el\s+|la\s+)?(?:almacén|almacen|bodega|stock|existencia)|unidades)(?:$|[^\pL])|\barticles\b[^.;!?]*\ben\s+(?:stock|entrepôt|réserve)(?:$|[^\pL])`)
	// newRecordDE names a record that is to be new in German: "Neuer Datensatz für …",
	// "wir brauchen eine neue Artikelnummer", "Neues Konto einrichten für …".
	// stockShipped sends goods over to another site: "can you ship item 7781 over to
	// warehouse B?".
	stockShipped = rx.MustCompile(`\b(?:ship|send|move|transfer)\b[^.;!?]{0,40}\b(?:over )?to (?:the |our )?(?:warehouse|depot|store|site|location|branch)\b`)
	// accountSetUpDE sets up an account for someone: "Richte für unseren neuen Kollegen
	// Tomas Berg ein Benutzerkonto ein".
	accountSetUpDE      = rx.MustCompile(`\b(?:richte|richt|richten sie)\b[^.;!?]{0,60}\b(?:ein|einen|eine)\s+(?:benutzerkonto|konto|account|zugang|nutzerkonto|benutzer)\s+ein\b`)
	newRecordDE         = rx.MustCompile(`(?:^|[^\pL])(?:neuer|neues|neue|neuen)\s+(?:datensatz|artikelnummer|artikel-nummer|sku|konto|benutzerkonto|nutzerkonto|kundenkonto|account|materialeintrag|benutzer|nutzer)(?:$|[^\pL-])`)
	correctLeads        = rx.MustCompile(`(?:^|[.!;]\s+)(?:please\s+|pls\s+|kindly\s+)?correct\s+(?:the|my|this|that|its|his|her|our|inventory|stock|count|quantity|qty|on-hand)\b`)
	spanishMeetingMoved = rx.MustCompile(`\b(?:pasarla|pasarlo|pásala|pásalo|pasala|pasalo|moverla|moverlo|muévela|muévelo)\s+(?:al|a la|para el)\b|\b(?:reunión|reunion|cita|llamada|junta|revisión|sesión)\b[^.;!?]{0,30}?\b(?:debería|tiene que|hay que|puede|podría|va a)\s+pasar(?:se)? a las \d|\b(?:pasa|pásame|pasar|pase|pásala|pásalo|pasarme|pasarías)\b(?: (?:mi|la|el|nuestra|nuestro|tu|su))? (?:reunión|reunion|cita|llamada|junta|sesión)\b`)
	germanMeetingLaid   = rx.MustCompile(`\b(?:termin|meeting|besprechung|zahnarzttermin|call|telefonat)\w*\b[^.;!?]{0,40}\bauf\s+(?:den\s+)?(?:nächsten\s+|kommenden\s+)?(?:montag|dienstag|mittwoch|donnerstag|freitag|samstag|sonntag|morgen|übermorgen)\w*\s+(?:legen|verlegen|schieben|verschieben)\b`)
	// An English meeting shifted, bumped or slid to another day or time is moved: "Could we
	// shift Friday's budget review to Monday morning?".
	englishMeetingShifted = rx.MustCompile(`\b(?:shift|bump|slide)\b[^.;!?]{0,40}?\b(?:meeting|call|sync|standup|review|1:1|one-on-one|appointment|session|interview|demo|retro)\b[^.;!?]{0,30}?\b(?:to|till|until)\s+(?:monday|tuesday|wednesday|thursday|friday|saturday|sunday|tomorrow|next|later|earlier|the afternoon|the morning|\d)`)
	spanishStockMoved     = rx.MustCompile(`\b(?:pasa|pasar|pase|pasen|pasá)\s[^.;!?]{0,40}\b(?:stock|inventario|existencias|unidades)\b[^.;!?]{0,60}\b(?:al|a la|a otro|a otra)\s+(?:almacén|almacen|centro|bodega|sucursal|depósito|deposito|tienda)\b`)
)

// newFieldEntered is a profile field's new value entered: the field named new and its
// value after it, an address, a number or a capitalized name ("die neue Abteilung
// Marketing", "the new e-mail j@x.io").
var newFieldEntered = rx.MustCompile(`(?i:\b(?:new|neue|neuen|nuevo|nueva)\s+(?:e-?mail(?: address)?|phone(?: number)?|address|department|job title|title|display name|time ?zone|correo(?: electrónico)?|teléfono|dirección|departamento|cargo|puesto|e-mail-adresse|telefonnummer|durchwahl|natelnummer|handynummer|mobilnummer|\pL*adresse|anschrift|abteilung|zeitzone|jobtitel|shipping address|billing address|dirección de envío))(?:\s+|[^.;!?]{0,40}[:：]\s*)(?:\S+@\S+|\+?\d|\p{Lu})`)

var newFieldValue = rx.MustCompile(`(?:\b(?:new|neue|neuer|neues|nuevo|nueva)\s+(?:count|quantity|stock count|recuento|cantidad|menge|bestandsmenge|e-?mail(?: address)?|phone(?: number)?|address|department|job title|title|display name|name|time ?zone|correo(?: electrónico)?|teléfono|dirección|departamento|nombre|zona horaria|e-mail-adresse|telefonnummer|adresse|abteilung|zeitzone)|` +
	`\b(?:correo|teléfono|dirección|departamento|nombre|zona horaria)\s+nuev[oa]|` +
	`새\s?(?:이메일|메일 주소|전화번호|연락처|주소|부서|직함|이름|시간대)|新しい(?:メールアドレス|メール|電話番号|住所|部署|役職|名前))` +
	`(?:\s+(?:for|para|de|del|von|of)\s+(?:the\s+|la\s+|el\s+)?(?:user|account|usuario|usuaria|cuenta|benutzer|konto)\s+\S+)?` +
	`(?:\s*[:：=]\s*\S|\s+(?:\S+@\S+|\+?\d[\d\s-]{5,}|\p{Lu}\p{Ll}+))`)

// slashListed opens existing records rather than a new one: "/ticket open list",
// "/ticket open mine".
var slashListed = rx.MustCompile(`^\s*/[\pL-]+\s+\S+\s+(?:list|mine|all|my|status|queue|ticket\s+#?\S*\d)\b`)

// presentCondition asks a condition of the weather in the present; monthNamed names a
// month, which makes it a climate's ("Is it hot in Dubai in August?").
var (
	presentCondition = rx.MustCompile(`(?:^|[\s¿])(?:hace (?:mucho |muchísimo |bastante )?(?:frío|frio|calor|sol|viento|bueno|buen tiempo|mal tiempo)|está (?:lloviendo|nevando|nublado|despejado)|is it (?:still |really )?(?:cold|hot|warm|freezing|chilly|sunny|cloudy|foggy|snowing|raining)|ist es (?:in \pL+ |gerade |jetzt |heute |dort |da |noch )*(?:kalt|warm|heiß|sonnig|neblig|bewölkt)|regnet es|schneit es)\b`)
	monthNamed       = rx.MustCompile(`\b(?:january|february|march|april|may|june|july|august|september|october|november|december|januar|februar|märz|juni|juli|oktober|dezember|enero|febrero|marzo|abril|mayo|junio|julio|agosto|septiembre|octubre|noviembre|diciembre|winter|summer|invierno|verano|sommer)\b`)
)

// weatherCondition is a condition of the weather the vocabulary leaves to its context:
// fog, thunderstorms, storms, hail, ice, sunshine, heat and cold, getting warmer or colder.
var weatherCondition = rx.MustCompile(`\b(?:foggy|fog|misty|thunderstorms?|lightning|hail|hailing|sunnier|warmer|colder)\b|` +
	// A storm that will be or comes somewhere: "will there be a storm in Miami this
	// weekend?", "any storms in Tampa tomorrow?", "is a storm coming to Miami?".
	`\bthere\s+(?:be|is|are|will\s+be)\s+(?:a\s+|any\s+)?storms?(?:\s+(?:in|at|on|this|tomorrow|tonight|next|over|coming|hitting)\b|\s*[?.!,]|$)|\bany\s+storms?\s+(?:in|at|on|this|tomorrow|tonight|next)\b|\bstorms?\s+(?:coming|expected|heading|headed|hitting|rolling)\b|` +
	`(?:^|[\s¿¡])(?:neblig|nebelig|nebel|gewitter\w*|hagel\w*|sonniger|wärmer|kälter|glatteis|niebla|tormentas?|granizo|graniza\w*|más calor|más frío|hace (?:frío|calor)|hielo|heladas?|hará (?:frío|calor|sol)|va a hacer (?:frío|calor|sol)|hay sol|sigue (?:el calor|el frío|nublado)|cuántos grados|` +
	`quantos graus|faz (?:frio|calor|sol)|fazer (?:frio|calor|sol)|vai (?:esfriar|esquentar|chover|nevar|estar sol)|muito calor|muito frio|` + // pt
	`(?:tá|ta|está|esta)\s+(?:fazendo\s+)?(?:frio|calor|sol|chovendo|quente|nublado)|cuantos grados|hace fresco|term[óo]metro|` + // pt, es: "tá frio em Curitiba agora?"
	`fa (?:un )?(?:freddo|caldo)|c'[eè] (?:il )?sole|(?:il|y) fait (?:beau|froid|chaud|doux|moche|frais)|parapluie|ombrello|` + // it, fr
	`helar|hiela|helará|regnerisch|nieselt|nieseln|vom himmel|der himmel|qué tiempo (?:hace|hará|va a hacer|nos espera|tendremos|habrá)|nevará|lloverá|va a llover|va a nevar|diluviar|sombrilla|` +
	`sun out|nice out|skies|wet one|dry enough)(?:\s|$|[.,?!])|` +
	// A German day said to be fine: "ob es am Samstag in Salzburg schön wird".
	`\b(?:es|'s)\b[^.?!]{0,40}\bschön\s+(?:wird|werden)\b|\bwird(?:'s| es)\b[^.?!]{0,40}\bschön\b|` +
	// Clothes for the weather: "Brauche ich in München gerade eine Jacke?", "¿Me conviene
	// llevar abrigo a Bogotá el jueves?", "Do I need a jacket in Boston today?".
	`(?:brauch\w*|need|necesit\w*|llev\w*|mitnehm\w*|einpack\w*|anzieh\w*|pack\w*|bring\w*|wear|reicht|conviene)[^.?!]{0,40}(?:jacke|gummistiefel|kurze[rn]? hosen?|sonnencreme|mantel|schirm|abrigo|chaqueta|jacket|coat|sunscreen|shorts|umbrella)\b|\bohne\s+(?:mantel|jacke)\b|` +
	// … also with the garment first, in a German subordinate clause or with "mit": "ob ich
	// in Hamburg jetzt eine Jacke brauche", "mit kurzer Hose rumlaufen"; and the outside
	// asked wet or dry or what awaits there: "draußen …, nass oder trocken?", "was
	// erwartet mich draußen?".
	`\b(?:jacke|gummistiefel|regenschirm|schirm|sonnencreme|mantel)\s+(?:\S+\s+){0,2}?(?:brauche|brauchst|braucht|brauchen|mitnehmen|einpacken|anziehen)\b|\bmit\s+kurzer?n?\s+hose\b|` +
	`\bnass\s+oder\s+trocken\b|\bwas\s+(?:ist|erwartet\s+(?:mich|uns))\s+(?:\S+\s+){0,3}?draußen\b|\bdraußen\s+(?:\S+\s+){0,2}?los\b|` +
	`\bscheint\s+(?:\S+\s+){0,5}die\s+sonne\b|\bdie\s+sonne\s+scheint\b|\bsonne oder wolken\b|\bhace sol\b|` +
	// Heat, cold, storms, sun and the outside are the weather's when "it" has them: "Is
	// it icy in Denver tomorrow?", "Ist es in Hamburg gerade kalt?", "Friert es gerade in
	// Bremen?" — not a hot market, cold coffee, the Storm app or Oma who is cold.
	`(?:\b(?:it|es)\b|'s\b)[^.?!,]{0,50}?(?:\b(?:hot|cold|icy|freezing|chilly|warm|storm|stormy|scorcher|pour|sunny)\b|(?:^|\s)(?:kalt|heiß|frostig|eisig|warm|draußen|friert|schüttet|stürmisch|stürmt)(?:\s|$|[.,?!]))|` +
	`(?:^|\s)(?:friert|schüttet|stürmt)\s+es\b`)

// softwareNamed is a service or an interface named after a catalog's records:
// inventory-service, users-api, servicio de usuarios, 在庫サービス, 날씨 서비스 로그. A
// support database or portal is the help centre, and a service named before a colon is
// a log line's source ("INFO user-service: Benutzerabfrage id=u_71002").
var softwareNamed = rx.MustCompile(`\b(?:users?|inventory|calendar|papers?|weather|finance|materials?|tickets?|kalender|usuarios?|inventario)` +
	`[-_](?:service|servicio|api|server|backend|sync|cluster|microservice|pods?|replicas?)\b(?:[^:]|$)|` +
	`\bservicio[- ](?:de[- ])?(?:usuarios|inventario)\b|(?:在庫|ユーザー|カレンダー|天気|날씨|재고|사용자|캘린더)\s?(?:サービス|データベース|서비스\s?로그|데이터베이스)`)

// softwareByName is a catalog's records named as a database or an index (the users-db,
// the calendar database, Kalender-Datenbank; not the materials database, which is
// searched for materials); softwareRun is a word of running software, which every such
// request names.
var (
	softwareByName = rx.MustCompile(`\b(?:users?|inventory|calendar|papers?|tickets?|kalender)(?:[-_]|\s+)(?:db|database|datenbank|index)\b`)
	softwareRun    = rx.MustCompile(`back ?up|snapshot|deploy|restart|migrate|reindex|\blogs?\b|replica|rotate|nginx|\b50\d\b|sichere|scale|バックアップ|백업|배포|로그|レプリカ|スナップショット|스냅샷|デプロイ`)
)

// runsSoftware reports whether a lower-case text runs software named after a catalog's
// records — deploys, restarts, backs up, scales or reads the logs of a service or a
// database; the regular expressions run only where the marks they need are. A request
// that makes a catalog record about such software ("Open a ticket: the users-api
// returns 500s", "Create an event Friday 10am: deploy inventory-service") is no such
// request, nor is a help article or a read through it ("Use the users-api to look up
// user maria.g").
func runsSoftware(lower string) bool {
	return holdsAny(lower, softwareRunMarks) && softwareRun.MatchString(lower) &&
		((strings.ContainsAny(lower, "-_") || holdsAny(lower, softwareServiceMarks)) && softwareNamed.MatchString(lower) ||
			holdsAny(lower, softwareStoreMarks) && softwareByName.MatchString(lower))
}

// searchesCode reports whether a lower-case text looks for a name in code: a codebase, a
// repo or grep beside a function or a name written as code ("find where create_ticket
// is defined", "코드베이스에서 get_user_profile 호출하는 곳 찾아줘").
func searchesCode(lower string) bool {
	return holdsAny(lower, codeBaseMarks) && codeWords.MatchString(lower) && codeNamed.MatchString(lower)
}

var (
	// catalogThings are the catalog's own records a request about software may ask for:
	// "Find the help article on restoring the users-db", "Do I have the inventory-service
	// deploy on my calendar?".
	catalogThings        = []string{"article", "artikel", "artículo", "help", "hilfe", "ayuda", "my calendar", "meinem kalender", "mi calendario", "ticket", "sku", "ヘルプ", "도움말"}
	softwareRunMarks     = []string{"back", "snapshot", "deploy", "배포", "restart", "migrat", "index", "log", "replica", "レプリカ", "rotat", "nginx", "50", "sicher", "バックアップ", "백업", "로그", "スナップショット", "스냅샷", "scale", "デプロイ"}
	softwareServiceMarks = []string{"servicio", "サービス", "データベース", "서비스", "데이터베이스"}
	softwareStoreMarks   = []string{"db", "database", "datenbank", "index"}
)

// codeNamed is a name written the way code names things (get_user_profile,
// users.update; the underscore may be read as a space already) or a function called;
// codeWords say that code is meant.
var (
	codeNamed     = rx.MustCompile(`\b[a-z]+(?:_[a-z]+)+\b|\b[a-z]+\.[a-z_]+\b|\bfunction\b|\bcalls to\b|\bdefined\b|definiert|funktion|función|aufrufen|함수|호출|関数|呼び出し|定義`)
	codeWords     = rx.MustCompile(`codebase|code base|monorepo|\brepo\b|repository|\bgrep\b|codebasis|en el código|repositorio|코드베이스|레포|コードベース|リポジトリ`)
	codeBaseMarks = []string{"code", "repo", "grep", "코드베이스", "레포", "コードベース", "リポジトリ"}
)

// koreanValueToFix reports whether a Korean request tells a record's value stale
// ("아직 영업팀으로 되어 있어요", "옛날 번호로 되어 있어요", "반영이 안 돼 있네요", "그대로네요"),
// entered wrong ("잘못 입력돼서", "틀리게 들어가 있어요") or wished ("한국어였으면 해요",
// "20이어야 합니다") of a profile, an account or a SKU's count: a change asked. A question,
// a check ("…되어 있는지 확인해 주세요"), a report or a story told in the past and an
// account's state ("활성 상태로 되어 있어요") ask none.
func (l *Lexicon) koreanValueToFix(raw, lower string, terms []string) bool {
	if !strings.ContainsFunc(raw, func(r rune) bool { return unicode.Is(unicode.Hangul, r) }) || strings.ContainsAny(raw, "?？") ||
		!(staleValue.MatchString(lower) || valueToFix.MatchString(lower)) || koreanCheckOrStory.MatchString(lower) || ChangesAccountState(raw) {
		return false
	}
	return slices.ContainsFunc(terms, func(t string) bool {
		return t == "profile" || t == "account" || t == "user" || t == "sku" || t == "quantity" || IsProfileField(t)
	})
}

// stockCountToFix reports whether a request tells a SKU's stock count wrong and gives the
// right count after it ("Der Lagerbestand für X-1 stimmt nicht, es sind 30", "El stock del
// SKU X-1 está mal, son 30", "SKU B-220の在庫数、正しくは20個です"): a change asked. A
// question ("…ずれてるけど原因わかる？") asks none.
func stockCountToFix(raw, lower string, terms []string) bool {
	if strings.ContainsAny(raw, "?？¿") || !slices.ContainsFunc(terms, func(t string) bool { return t == "sku" || t == "inventory" || t == "stock" }) {
		return false
	}
	at := countToFix.FindStringIndex(lower)
	return at != nil && strings.ContainsFunc(lower[at[0]:], unicode.IsDigit) && !otherSKUField.MatchString(lower)
}

// otherSKUField names a SKU's field other than its count: where it lies, what it sold,
// what was ordered, delivered, returned or reserved, its price.
var otherSKUField = rx.MustCompile(`ubicaci|ventas|pedido|entrega|reserva|precio|devoluci|enviad|standort|lagerort|regal|retoure|bestellmenge|lieferung|verkäufe|verkaufszahl|preis|\b(?:shelf|aisle|location|sales|orders?|deliver|returns?|reserv|price)|pasillo|halle|場所|価格|売上|위치|가격|판매`)

// profileValueToFix reports whether a request tells the asker's own profile field
// changed, stale or wrong ("Meine Telefonnummer im Profil ist veraltet", "Mi dirección ha
// cambiado, ahora es …", "住所が変わりました", "my address has changed, it's now …"): a
// change asked. A question asks none.
func profileValueToFix(raw, lower string, terms []string) bool {
	if strings.ContainsAny(raw, "?？¿") || !slices.ContainsFunc(terms, IsProfileField) || !profileStale.MatchString(lower) || checkOrStory.MatchString(lower) {
		return false
	}
	first, _ := utf8.DecodeRuneInString(raw) // a Korean text is koreanValueToFix's
	return personOwner.MatchString(raw) || movedHome.MatchString(lower) || ownerUnsaid(raw) && !text.IsHangul(first)
}

// checkOrStory asks whether a value is stale, tells a story gone, or asks to leave it be.
var checkOrStory = rx.MustCompile(`確認|かどうか|ないか|なかった|触らないで|しないで|らしい|けど[、,]?\s*$|先月|去年|昨年|\b(?:check|whether|don't touch|leave it)\b|prüf|ob\s|nicht ändern|comprueba|si\s|no lo toques`)

// movedHome tells that the asker moved: the address is the asker's.
var movedHome = rx.MustCompile(`bin umgezogen|ist umgezogen|me he mudado|me mudé|se mudó|se ha mudado|\bi(?:'ve| have)? moved\b|\bhas moved\b|引っ越し`)

// profileStale tells a field changed, stale or wrong.
var profileStale = rx.MustCompile(`\bhas changed\b|\bchanged to\b|\bis now\b|\bmy new (?:address|number|phone|email|e-mail|name)\b|\bis (?:outdated|out of date|wrong)\b|\bstill shows\b|` +
	`hat sich geändert|(?:^|\s)ist jetzt\b|ist veraltet|stimmt nicht|steht noch|(?:^|\s)neue (?:adresse|nummer|telefonnummer|e-mail)|bin umgezogen|ist seit\b[^.]*\banders|` +
	`ha cambiado|ahora es|ahora (?:su|mi) (?:apellido|nombre|dirección|correo|teléfono|cargo|departamento) es|(?:apellido|nombre|dirección|correo|teléfono) es (?:otro|otra|distinto|distinta|diferente)\b|es el antiguo|es la antigua|sigue apareciendo|está mal|me he mudado|la nueva dirección|(?:su|mi) nueva dirección es|mi nuevo (?:número|correo|teléfono)|` +
	`が変わりました|が変わった|(?:苗字|姓|名前|住所|電話番号|メールアドレス|部署|役職)(?:は|、)今は|のままになって|のままです|が古い|が間違って|引っ越した`)

// countToFix tells a count wrong, or what it really is.
var countToFix = rx.MustCompile(`stimmt nicht|ist falsch|sind falsch|richtig wären|richtig sind|korrekt wäre|es sind (?:aber )?(?:nur |eigentlich )?\d|` +
	`está mal|están mal|es incorrecto|no es correcto|no cuadra|deberían ser|lo correcto (?:es|son|serían)|en realidad (?:hay|son|tenemos|quedan)|` +
	`\bis wrong|\bare wrong|\bis incorrect|\bshould be \d|\bactually (?:have|has|is|are) \d|正しくは|間違って|ずれて|実際は|本当は`)

// koreanWantsOnCalendar reports whether a Korean request says an event belongs on the
// calendar and is not there yet ("캘린더에 아직 안 들어가 있네요", "일정에 표시되면 좋겠습니다",
// "캘린더에 남겨 뒀으면 해요", "캘린더 등록 건: 5월 3일 …"): the event is to be made. A
// question about the calendar, a story told in the past, advice and a problem for the
// support desk are none.
func koreanWantsOnCalendar(raw, lower string) bool {
	return strings.ContainsAny(raw, "캘일달") && !strings.ContainsAny(raw, "?？") && wantsOnCalendarKo.MatchString(lower) &&
		!koreanCheckOrStory.MatchString(lower) && !holdsAny(lower, []string{"티켓", "지원", "버그", "게 좋", "몇 개", "영화", "개봉"})
}

var (
	// staleValue tells that a record still shows an old value.
	staleValue = rx.MustCompile(`(?:아직|여전히|옛날|예전|old)\s*\S*\s*\S*(?:으로|로)\s*(?:되어|돼)\s*있|(?:아직|여전히)[^.?!]{0,30}(?:으로|로)\s*나와`)
	// valueToFix tells a value wrong, not reflected or wished.
	valueToFix = rx.MustCompile(`잘못\s*입력|틀리게\s*들어가|반영이?\s*안\s*(?:돼|되)|그대로네요|였으면\s*(?:좋겠|해)|(?:이어|여)야\s*(?:합니|해요)`)
	// wantsOnCalendarKo says an event belongs on the calendar and is not there yet.
	wantsOnCalendarKo = rx.MustCompile(`(?:캘린더|일정|달력)(?:에|엔|에는|으로)?\s*(?:아직\s*)?(?:안\s*들어가|없어요|없네|없습니다|들어가야|있어야|표시되면\s*좋|남겨\s*두|남겨\s*뒀으면)|(?:캘린더|일정)\s*등록\s*건\s*(?:[:：\-–]|입니다|$)`)
	// koreanCheckOrStory asks whether, checks, or tells what was or what someone said.
	koreanCheckOrStory = rx.MustCompile(`는지|인지|나요|을까|ㄹ까|맞지|죠\b|확인해|봐\s*줄래|었습니다|었어요|았어요|였어요|던\s|더라|고쳤|보고드|했습니다|작년|어제|지난|불평|말씀|하셨`)
)

// shareMove tells a company's standing with the market's own verbs and a name after
// them: a ticker, or a capitalized name where German capitalizes every noun only when no
// article stands before it ("Ist Adidas heute im Plus?", not "Ist das Konto im Minus?") or
// a company's feminine one ("Liegt die Deutsche Telekom heute im Minus?", not "Ist der
// HSV heute im Plus?");
// where the verbs could ask for a place or a distance ("Wo liegt Heidelberg?", "¿A
// cuánto está Toledo?") a time follows the name. shareMoveMarks are the words one of
// which it needs. How much a share rose or fell is a computation, no price asked.
var (
	shareMoveMarks = []string{"plus", "minus", "wo ", "wie steht", "erholt", "cuánto", "cómo", "cierre", "acción", "sube", "nivel", "por encima", "por debajo",
		" up ", "close", "open", "finish", "settle", "green", "holding", "share", "going for", "hammered", "dropped", "stock",
		"geschlossen", "grün", "nachgegeben", "subiendo", "bajando", "verde", "cotiz", "abrió", "quedó", "上が", "下げ", "引け", "プラス", "株"}
	// shareCompanies are listed companies the market's verbs are told of; a person, a
	// club, a party, a courier or a service is told of with the same verbs ("Is Sarah up
	// today?", "Wo steht Schalke gerade?", "¿Cómo cerró el Real Madrid ayer?"), so these
	// verbs ask a share's price only of a company named here or of a ticker.
	shareCompanies = []string{"apple", "tesla", "amazon", "microsoft", "google", "alphabet", "netflix", "nvidia", "meta", "intel", "ibm",
		"disney", "boeing", "oracle", "adobe", "pfizer", "coca-cola", "pepsico", "walmart", "costco", "nike", "ford", "visa", "mastercard",
		"salesforce", "home depot", "siemens", "sap", "bmw", "volkswagen", "daimler", "mercedes", "bayer", "basf", "allianz", "adidas",
		"puma", "infineon", "deutsche bank", "telekom", "lufthansa", "rheinmetall", "zalando", "henkel", "porsche", "commerzbank",
		"nestlé", "nestle", "inditex", "santander", "bbva", "telefónica", "telefonica", "iberdrola", "repsol", "ferrovial", "aena", "caixabank",
		"sabadell", "endesa", "cemex", "walmex", "bimbo", "mercado libre",
		"unilever", "shopify", "amd", "airbnb", "paypal", "samsung", "sony", "toyota", "alibaba", "tencent", "novartis", "roche", "nokia",
		"ericsson", "asml", "philips", "lvmh", "airbus", "danone", "vodafone", "barclays", "astrazeneca", "hsbc", "exxon", "chevron",
		"jpmorgan", "goldman sachs", "qualcomm", "broadcom", "palantir",
		"petrobras", "itaú", "itau", "bradesco", "ambev", "embraer", "magazine luiza", "magalu", "eletrobras", "gerdau", // br
		"enel", "eni", "stellantis", "unicredit", "intesa sanpaolo", "telecom italia", // it
		"totalenergies", "bnp paribas", "renault", "air liquide", "michelin", "kering", "sanofi", "l'oréal", "l'oreal", "société générale", "vw", // fr, de
		"acciona", "moncler", "prada", "campari", "pirelli", "mediobanca", "sonae", "jerónimo martins", "jeronimo martins", "galp",
		"grifols", "saint-gobain", "poste italiane"} // es, it, pt, fr
	shareCompaniesCJK = []string{"रिलायंस", "टीसीएस", "इंफोसिस", "इन्फोसिस", "एचडीएफसी", "अडानी", "विप्रो", "एयरटेल", "आईसीआईसीआई", "टाटा मोटर्स", "टाटा स्टील", // hi
		"トヨタ", "ソニー", "任天堂", "日立", "楽天", "キーエンス", "ソフトバンク", "パナソニック", "삼성전자", "카카오", "네이버", "현대차"}
	shareCompany    = rx.MustCompile(`(?:^|[^\pL])(?:` + strings.Join(shareCompanies, "|") + `)(?:$|[^\pL])`)
	shareTickerWord = rx.MustCompile(`\b[A-Z]{3,5}(?:\.[A-Z]{1,2})?\b`)
	notTickers      = set("SKU", "DHL", "SPD", "CDU", "UPS", "USA", "CEO", "KPI", "API", "FAQ", "VPN", "PDF", "CSV", "ASAP", "FYI", "UTC", "CET", "IBEX", "DAX")
	// notShares are the metals, fuels, coins and currencies whose standing is told with
	// the same verbs ("Wo steht Silber heute?", "Where's gold trading?").
	notShares   = rx.MustCompile(`(?:^|[^\pL])(?:gold|silver|silber|copper|kupfer|oil|öl|platin|platinum|bitcoin|ethereum|euro|dollar|yen|oro|plata|cobre|petróleo|金|銀)(?:$|[^\pL])`)
	shareName   = `(?:el\s+|la\s+)?\p{Lu}[\pL&.-]*(?:\s+\p{Lu}[\pL&.-]*)?`
	shareTicker = `(?:\p{Lu}{2,5}\b|\p{Lu}[\pL&.]*-Aktie\b)`
	shareNow    = `\s+(?:gerade|jetzt|heute|aktuell|derzeit|im moment|ahora|hoy|ahora mismo|en este momento|ayer)\b`
	shareWas    = rx.MustCompile(`(?i:\bwo\s+(?:stand|lag)|\bwie\s+hoch\s+(?:war|stand|lag))\s+(?:die\s+)?\p{Lu}|(?i:\b(?:gestiegen|gefallen)\s+oder\s+(?:gestiegen|gefallen)\b)|` +
		`(?i:\bwie\s+tief)\s+\p{Lu}[\pL&.-]*\s+[^.?!]{0,40}(?i:gefallen)`)
	shareMove = rx.MustCompile(`(?i:\bwo\s+(?:liegt|steht|stand|lag))\s+(?:die\s+|der\s+)?` + shareTicker + shareNow + `|` +
		`(?i:\bwo\s+(?:handelt|notiert))\s+(?:die\s+|der\s+)?\p{Lu}[\pL&.-]*` + shareNow + `|` +
		`(?:^|[\s¿])(?:Ist|Steht|Liegt|Notiert)\s+(?:die\s+)?\p{Lu}[\pL&.-]*(?:\s+\p{Lu}[\pL&.-]*)?(?i:\s+(?:heute\s+|gerade\s+|jetzt\s+|schon\s+)?im\s+(?:plus|minus))\b|` +
		`(?i:\bwie\s+steht)\s+(?:die\s+|der\s+)?\p{Lu}[\pL&.-]*` + shareNow + `|` +
		`(?:^|[\s¿])Hat\s+sich\s+(?:die\s+|der\s+)?\p{Lu}[\pL&.-]*(?i:\s+(?:heute\s+|gerade\s+|jetzt\s+)?(?:schon\s+|wieder\s+)?erholt)\b|` +
		`(?i:\ba\s+(?:cuánto|cómo)\s+(?:está|estaba|cotiza|cotizaba))\s+` + shareName + shareNow + `|` +
		`(?i:\bcómo\s+(?:cerró|abrió)(?:\s+hoy|\s+ayer)?|\b(?:cierre|apertura)\s+de|\bsube\s+o\s+baja|\ben\s+qué\s+nivel\s+estaba|\bcuánto\s+valía)\s+` + shareName + `|` +
		`(?i:\b(?:como|quanto|a\s+quanto)\s+(?:fechou|abriu)(?:\s+hoje|\s+ontem)?)\s+(?:(?i:o|a)\s+)?\p{Lu}|(?i:\bwie\s+hat)\s+(?:die\s+|der\s+)?\p{Lu}[^?.!]{0,40}(?i:geschlossen)|` + // pt, de: "Como fechou o Itaú (ITUB4) hoje?"
		`(?i:\bcuánto\s+(?:cuesta|vale|valía|costaba)\s+(?:hoy\s+|ahora\s+)?una\s+acción\s+de|\ba\s+cuánto\s+está\s+(?:ahora\s+)?la\s+acción\s+de|` +
		`\bcómo\s+le\s+ha\s+ido\s+a\s+la\s+acción\s+de)\s+\p{Lu}|` +
		`(?i:\bestá)\s+` + shareName + `(?i:\s+por\s+(?:encima|debajo)\s+de\s+\d)|` +
		// English: "Is Apple up today?", "Where did Microsoft close on Friday?", "What did Tesla
		// open at yesterday?", "Is Meta stock in the green?", "How's Ford stock looking today?",
		// "What's a share of Costco cost right now?".
		`\b(?:Is|Has|Did)\s+\p{Lu}[\pL&.-]*(?:\s+stock)?(?i:\s+(?:up|down|in the (?:green|red)|holding up|getting hammered|dropped|fallen|rising|falling)(?:\s+(?:today|now|this|right|so far)|\s*[?.!]|$))|` +
		`(?i:\b(?:where|what)\s+(?:did|level did))\s+\p{Lu}[\pL&.-]*(?:\s+stock)?(?i:\s+(?:close|open at|finish|settle|end)\b)|` +
		`(?i:\b(?:where|what)\s+(?:is|was|'s))\s+\p{Lu}[\pL&.-]*(?:\s+stock)?(?i:\s+(?:trading|sitting|going for)\b)|` +
		`\b\p{Lu}[\pL&.-]*(?:'s)?(?:\s+stock)?(?i:\s+(?:close|closing)\s+on)\b|(?i:\b(?:last|yesterday's|friday's|monday's)\s+close\b)|` +
		`\b\p{Lu}[\pL&.-]*\s+stock(?i:\s+(?:looking|holding|at|in the (?:green|red)|price|today|now|right now))\b|` +
		`(?i:\b(?:a|one)\s+share\s+of)\s+\p{Lu}|(?i:\bone)\s+\p{Lu}[\pL&.-]*(?i:\s+share\b)|` +
		// German: "Wo hat die Deutsche Bank am Freitag geschlossen?", "Ist Apple heute grün oder
		// rot?", "Hat Puma heute schon nachgegeben?", "Wie steht Siemens gerade?".
		`(?i:\bwo\s+hat)\s+(?:die\s+|der\s+)?\p{Lu}[^?.!]{0,40}(?i:geschlossen)|(?i:\bzu\s+welchem\s+kurs)|` +
		`(?:^|[\s¿])(?:Ist|Hat)\s+\p{Lu}[\pL&.-]*(?i:\s+(?:heute\s+|gerade\s+|jetzt\s+|schon\s+)*(?:grün|rot|nachgegeben|gestiegen|gefallen))\b|` +
		`(?:^|[\s¿])(?:Wie|Wo)\s+(?:steht|stehen|handelt)\s+` + shareTicker + `?\p{Lu}[\pL&.-]*` + shareNow + `|` +
		// Spanish: "¿Sube Inditex hoy?", "¿Está bajando Tesla hoy?", "¿Está en verde Santander?",
		// "¿A cuánto abrió Santander el lunes?", "¿En cuánto quedó Telefónica al cierre?".
		`(?:^|[\s¿])(?i:sube|baja|está\s+subiendo|está\s+bajando|está\s+en\s+(?:verde|rojo))\s+` + shareName + `|` +
		`(?i:\b(?:a|en)\s+cuánto\s+(?:abrió|cerró|quedó|estaba|está\s+cotizando))\s+` + shareName + `|(?i:\bcómo\s+(?:está\s+)?cotiz\w*)|` +
		// Japanese: "トヨタ、今日は上がってる？", "任天堂は金曜日いくらで引けた？", "NTT、今日はプラス？".
		`(?:今日は|今)(?:上がって|下げて|下がって|プラス|マイナス)|いくらで引け|取引を終え|の株って今`)
)

// pastYearEnd is a year's end named by its number in a sentence told in the past.
var pastYearEnd = rx.MustCompile(`\b(?:war|waren|lag|stand|schloss|hatte)\b[^.?!]*jahresende\s+\d{4}|jahresende\s+\d{4}[^.?!]*\b(?:war|waren|lag|stand|geschlossen)\b`)

// thisWeek names the current week; pastMarks say its days gone are meant.
var (
	thisWeek  = []string{"this week", "diese woche", "dieser woche", "esta semana", "이번 주", "이번주", "今週"}
	pastMarks = []string{"so far", "bisher", "bislang", "hasta ahora", "lo que va", "지금까지", "これまで", "was it", "war es", "hat es", "did it", "has it"}
)

// The patterns of things beside the catalog and of times no endpoint keeps (ReadNotation).
var (
	// goodsPriceMarks and cityEventMarks let goodsPriced and cityEvents be tried only where
	// they may match.
	goodsPriceMarks = []string{"kost", "how much", "cuánto", "cuanto", "cuesta", "vale", "prix d", "quanto cost", "quanto vien"}
	cityEventMarks  = []string{"event", "veranstaltung", "happening", "going on"}
	// goodsPriced asks what a thing named with an indefinite article costs; shareNamed
	// names a share.
	goodsPriced = rx.MustCompile(`(?:^|\s)(?:was kostet|was kosten|wie viel kostet|wieviel kostet|was kostet mich)\s+(?:ein|eine|einen)\s|\bhow much (?:does|do|would|will|is|are) (?:a|an|one)\s|(?:^|[\s¿])(?:cuánto|cuanto|qué|que) (?:cuesta|cuestan|vale|valen) (?:un|una|unos|unas)\s|\ble prix d['’]une?\s` +
		`|(?:^|\s)quanto (?:costa|costano|viene|vengono|vale)\s+(?:in media\s+)?(?:un|una|uno|il|lo|la|i|gli|le)\s|(?:^|\s)quanto (?:costa|costano|viene|vale)\s+(?:in media\s+)?(?:un|l)['’]`) // it: a thing named with an article
	shareNamed = rx.MustCompile(`\b(?:share|shares|stock|aktie\w*|anteil\w*|acci[oó]n\w*|t[ií]tulo|titol[oi]|azion[ei]|ticker|etf|börse|bolsa|borsa|help|hilfe|ayuda|aiuto)\b`)

	// cityEvents names events and then a place by its capitalized name; eventsHeld says
	// the asker or their calendar holds them.
	cityEvents = rx.MustCompile(`(?i:events?|veranstaltungen|eventos?|happening|going on)\s+(?:\S+\s+){0,3}?(?i:in|en|around|near|bei|um|at)\s+(?:the\s+)?(\p{Lu}\p{Ll}+)`)
	// notPlaces are capitalized words after "in" that name a time or a room, no city.
	notPlaces = set("january", "february", "march", "april", "may", "june", "july", "august", "september", "october", "november", "december",
		"januar", "februar", "märz", "mai", "juni", "juli", "oktober", "dezember", "enero", "febrero", "marzo", "abril", "mayo", "junio", "julio",
		"agosto", "septiembre", "octubre", "noviembre", "diciembre", "monday", "tuesday", "wednesday", "thursday", "friday", "saturday", "sunday",
		"room", "raum", "sala", "conference", "building", "office", "the", "zoom", "teams")
	eventsHeld = rx.MustCompile(`\b(?:i|we|us|my|our|me|mein\w*|unser\w*|uns|ich|wir|mi|mis|nos|nuestr\w+|tengo|tenemos|team|company|office|work|firma|equipo|empresa|booked|gebucht|reservad\w*)\b|calendar|kalender|calendario|agenda|team|room|raum|sala\b`)
	// weatherGone asks of the weather in a past tense.
	weatherGone = rx.MustCompile(`(?:^|[\s¿])(?:qué|que|cómo|como) (?:tiempo|clima) (?:hizo|hacía|hubo)\b|(?:^|[\s¿])cuánto (?:llovió|nevó)|(?:^|\s)(?:hizo|llovió|nevó) (?:en|el|ayer)\s|(?:^|\s)(?:von|vom|am) letztem wochenende|\bhow (?:cold|hot|warm) did it get\b|\bhow (?:cold|hot|warm|windy|wet|rainy|sunny) was it\b|` +
		`\bwas (?:it|\S+) (?:sunny|rainy|cloudy|snowy|windy|foggy|stormy|raining|snowing)\b|\bdid it (?:rain|snow|hail|storm)\b|^\s*hat es (?:\S+ ){0,4}(?:geregnet|geschneit|gehagelt|gestürmt)(?:\s|$|[?.,!])|^\s*war es (?:\S+ ){0,4}(?:sonnig|regnerisch|bewölkt|windig|neblig)(?:\s|$|[?.,!])`)
	// farAhead names a time months or years ahead, or a season to come.
	farAhead = rx.MustCompile(`\bin (?:two|three|four|five|six|ten|\d+) (?:years|months)\b|\bnext (?:year|summer|winter|spring|autumn|fall|month|season|january|february|march|april|june|july|august|september|october|november|december)\b|` +
		`\b(?:the )?(?:coming|upcoming) (?:summer|winter|spring|autumn|fall|season|months)\b|\b(?:by|in|for) 20[3-9]\d\b|\bmonths? ahead\b|\b(?:next|for the next|over the next) (?:two|three|four|six|\d+) months\b|` +
		`(?:^|\s)in (?:zwei|drei|vier|fünf|sechs|zehn|\d+) (?:jahren|monaten)(?:\s|$|[?.,!])|(?:^|\s)(?:nächste[nsr]?|kommende[nsr]?) (?:jahr|sommer|winter|frühling|herbst|monat|monate|saison)(?:\s|$|[?.,!])|(?:^|\s)(?:im jahr|bis|für) 20[3-9]\d|` +
		`\b(?:two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|a few|several|\d+) months? (?:from now|out|ahead|away)\b|` +
		`\b(?:(?:1[5-9]|[2-9]\d|\d{3}) days|(?:three|four|five|six|seven|eight|[3-9]|\d{2}) weeks) (?:from now|out|ahead|away)\b|\bin (?:(?:1[5-9]|[2-9]\d|\d{3}) days|(?:three|four|five|six|seven|eight|[3-9]|\d{2}) weeks)\b|` +
		`\ba year from now\b|\bin a few months\b|\b(?:month|year|summer|winter|spring|autumn|fall) after next\b|\b(?:[3-9]\d|\d{3})-day (?:weather )?outlook\b|(?:^|\s)in einem halben jahr|(?:^|\s)übernächst|(?:^|\s)nächsten jahres|(?:^|\s)dentro de un año|(?:^|\s)en (?:dos|tres|cuatro|cinco|seis|\d+) meses|(?:^|\s)(?:la primavera|el verano|el otoño|el invierno) que viene|` +
		`来年|(?:[2-9２-９]|[1-9][0-9]|[二三四五六七八九十])\s*(?:ヶ月|か月|カ月)後|半年後|来月|내년|(?:[2-9]|[1-9][0-9])\s*개월\s*(?:후|뒤)|반년\s*(?:후|뒤)|다음\s*달|\d+ months 후|` +
		`(?:^|\s)dentro de (?:dos|tres|cuatro|cinco|seis|diez|\d+) (?:años|meses)|(?:^|\s)(?:el|la) próxim[oa] (?:año|verano|invierno|primavera|otoño|mes|temporada)(?:\s|$|[?.,!])|(?:^|\s)el (?:año|mes|verano|invierno) que viene|(?:^|\s)(?:para|en|hacia) (?:el (?:año )?)?20[3-9]\d`)
)

// cellDimensions names a unit cell's dimensions.
var cellDimensions = rx.MustCompile(`\bcell\s+dimensions\b|zellabmessungen|dimensiones de la celda|セルの寸法|격자 치수|셀 치수`)

// serviceShares names a listed service company's shares.
var serviceShares = rx.MustCompile(`\b(?:netflix|spotify|shopify|airbnb|doordash|pinterest|snapchat|reddit|duolingo|salesforce|dropbox|zendesk)(?:'s)?\s+(?:stock|stocks|shares?|share price|stock price|aktie|aktien|aktienkurs|acciones|acción)\b|` +
	`\b(?:stock|shares?|share price|stock price|aktie|aktien|aktienkurs|acciones|acción)\s+(?:of|von|de)\s+(?:netflix|spotify|shopify|airbnb|doordash|pinterest|snapchat|reddit|duolingo|salesforce|dropbox|zendesk)\b`)

// frenchMarch names March in French: after a day, a preposition or an article, or
// before a year.
var frenchMarch = rx.MustCompile(`(?:\d\s*|\b(?:de|d'|en|du|début|fin|mi-|au|le|depuis|avant|après)\s*)mars\b|\bmars\s+\d{4}\b`)

// namesShare reports whether a text names a listed company (shareCompanies) or a ticker.
func namesShare(raw, lower string) bool {
	if holdsAny(lower, []string{"in our store", "do we have", "in stock"}) {
		return false // "What's Apple stock at in our store, do we have iPhones?"
	}
	if shareCompany.MatchString(lower) || holdsAny(lower, shareCompaniesCJK) {
		return true
	}
	return namesTicker(raw)
}

// SharePerformance is the scope term of a share's change over a span, its return or its
// volatility.
const SharePerformance = "share performance"

// sharePerformanceMarks are the words one of which sharePerformance needs.
var sharePerformanceMarks = []string{"how much", "percent", "return", "volatil", "prozent", "rendite", "cuánto", "porcentaje", "rentabilidad", "volátil",
	"퍼센트", "%", "％", "수익률", "변동성", "何パーセント", "騰落率", "ボラティリティ", "प्रतिशत", "परसेंट", "pratishat"}

// sharePerformance asks how much a share rose or fell, its return or its volatility.
var sharePerformance = rx.MustCompile(`\b(?:by )?how much (?:did|has|have)\b[^?.!]{0,40}\b(?:rise|risen|fall|fallen|gain|gained|lose|lost|drop|dropped|climb|climbed|go up|gone up|go down|gone down|increase|increased|decrease|decreased)\b|` +
	`\bhow many percent\b|\bpercent(?:age)? (?:change|gain|loss|drop|rise)\b|\b(?:annual|total|yearly|ytd|daily) returns?\b|'s return\b|` +
	`\b(?:what(?:'s| is) the |how )volatil|\bvolatility (?:of|for)\b|` +
	`um wie viel prozent|wie viel prozent|wie viele prozent|(?:^|\s)rendite|wie volatil|` +
	`cuánto (?:subió|bajó|cayó|ganó|perdió|ha subido|ha bajado|ha caído)|qué porcentaje|en qué porcentaje|rentabilidad|volatilidad|qué tan volátil|` +
	`몇\s*퍼센트|몇\s*%|수익률|변동성|何\s*[%％]|何パーセント|騰落率|ボラティリティ|` +
	`(?:कितने|कितना)\s+(?:प्रतिशत|परसेंट|%)|\bkitne\s*(?:%|percent|pratishat)`) // hi: "इस साल अडानी का शेयर कितने प्रतिशत बढ़ा है?", "kitne % badhe"

// computesAlone tells that the asker computes the measure alone.
var computesAlone = rx.MustCompile(`(?:내가|제가)\s*(?:직접\s*)?(?:계산|따져)|\bmyself\b|(?:^|\s)selbst\b|yo mism[oa]|yo calculo|para calcular|\bto (?:compute|calculate)\b|zu berechnen|zum berechnen|自分で`)

// stockTimeMarks are the words one of which stockThen and stockAhead need; stockThen
// names a time gone, stockAhead one to come.
var (
	stockNowMarks  = []string{"today", "now", "current", "heute", "jetzt", "aktuell", "hoy", "ahora", "actual"}
	stockTimeMarks = []string{"movements", "adjustments", "last", "was", "were", "historical", "end of", "january", "december", "yesterday", "will", "next", "estimate", "by whom", "letzte", "war", "nächste", "pasado", "era", "próxim",
		"tendremos", "habrá", "habra", "quedará", "quedara", "alcanza", "había", "hatten", "reicht", "werden", "finales", "nächster", "we'll", // es, de, en
		"来週", "来月", "見込み", "なりそう", "時点", "다음 주", "다음주", "다음 달", "다음달", "예상", "남을까", "기준"} // ja, ko
	stockThen = rx.MustCompile(`\bwere\b.*\b(?:last|ago)\b|\b(?:at the end of|on|as of)\s+(?:last|january|february|march|april|may|june|july|august|september|october|november|december)\b|\blast (?:december|quarter|year|month)\b|\bby whom\b|\byesterday\b|\b(?:two|three|\d+) (?:days|weeks|months) ago\b|\bat (?:the )?year[- ]end\b|\bat the end of q[1-4]\b|(?:^|\s)ende (?:des )?letzten (?:quartals|monats|jahres)|\b(?:stock|inventory) (?:movements|adjustments)\b|\bwas last\b|\bhistorical\b|(?:^|\s)(?:war|lag)\b.*\b(?:letzten|letztes|letzte)\b|\bel (?:mes|trimestre|año) pasado\b|` +
		`\b(?:había|hubo)\b|(?:^|\s)hatten\b|\bam \d{1,2}\.\s*(?:januar|februar|märz|april|mai|juni|juli|august|september|oktober|november|dezember)\b|` +
		`\ba finales de (?:enero|febrero|marzo|abril|mayo|junio|julio|agosto|septiembre|octubre|noviembre|diciembre)\b|(?:昨日|先週|先月)[^。？?]{0,8}時点|(?:어제|지난\s*(?:주|달)\s*말?)\s*기준`)
	stockAhead = rx.MustCompile(`\bwill (?:we )?(?:have|be)\b|\bwe'll (?:have|be)\b|\b(?:left|remain|remaining|on hand|in stock) (?:by|at the end of|until) next (?:week|month)\b|(?:^|\s)(?:ende|bis) (?:nächster|nächsten|kommender|kommenden) (?:woche|monats?)\b|\bestimate (?:the )?(?:stock|inventory)|(?:^|\s)(?:wird|werden)\b[^.?!;]*(?:(?:nächste[nr]?|kommende[nr]?) (?:woche|monat)|(?:im|bis) (?:januar|februar|märz|april|mai|juni|juli|august|september|oktober|november|dezember|ende))|` +
		`(?:^|[\s¿])(?:tendremos|habrá|habra|quedará|quedara|quedarán)(?:$|[\s,.?])|\balcanza\b.*\bpara\b|(?:^|\s)reicht\b.*\bbis\b|` +
		`来月[^。？?]{0,20}(?:なりそう|残る|予測)|見込み|来週[^。？?]{0,20}なりそう|다음\s*(?:주|달)[^?？]{0,25}(?:남을|예상|될까)|예상치`)
)

// AddsReminder reports whether a request adds a reminder to what it makes: "Add my
// dentist appointment on Tuesday with a reminder the day before", "Trag meinen
// Zahnarzttermin ein, mit Erinnerung am Vortag" (not "a reminder event", "no reminder
// needed" or an event made to remind).
func AddsReminder(raw string) bool { return reminderWith.MatchString(strings.ToLower(raw)) }

// reminderWith adds a reminder to an event.
var reminderWith = rx.MustCompile(`\b(?:with|plus)\s+(?:an?\s+)?(?:[\w-]+\s+)?(?:reminders?|alerts?)\b|\b(?:notify|alert|remind) me\s+\d+\s+(?:minutes?|hours?|days?)\s+(?:before|prior)|` +
	`(?:^|\s)mit\s+(?:einer\s+)?erinnerung|\bcon\s+(?:un\s+)?(?:recordatorio|aviso)|リマインダーを設定|알림(?:을|도)?\s*설정`)

// lotNamed is a lot or a batch named by its number.
var lotNamed = rx.MustCompile(`\b(?:[Ll]ot|LOT|[Bb]atch|Charge|[Ll]ote)\s+#?\d[\w-]*`)

// memberships are the teams, groups and lists a 소속 or 所属 may also name: a user's
// groups are no department, and users listed by where they belong are no lookup.
var memberships = []string{"팀", "チーム", "グループ", "그룹", "group", "team", "一覧", "list", "목록", "중에", "사람", "メンバー", "멤버"}

// userTeams names the teams or groups of a user or an account.
var userTeams = rx.MustCompile(`\b(?:which|what)\s+(?:teams?|groups?)\b[^?.!]{0,40}\b(?:user|account)\b|` +
	`\b(?:teams?|groups?)\s+(?:for|of)\s+(?:the\s+)?(?:user|account)\b|\b(?:user|account)\s+\S+'s\s+(?:teams?|groups?)\b|` +
	`\bgroups?\s+\S+'s\s+account\b|(?:^|\s)(?:teams?|gruppen?)\s+(?:für|von)\s+(?:das\s+|den\s+|dem\s+)?(?:konto|benutzer|nutzer)|` +
	`(?:^|\s)im\s+team\s+von\s+(?:benutzer|nutzer)|(?:^|\s)(?:grupos?|equipos?)\s+(?:del?|de\s+la)\s+(?:usuari[oa]|cuenta)\b|` +
	`\b(?:teams?|groups?)\s+(?:user|account)\s+\S+\s+(?:belongs|is in|is a member)|(?:^|\s)welche[nm]?\s+(?:teams|gruppen)\b|(?:^|[\s¿])(?:en\s+)?qué\s+(?:grupos|equipos)\b|속한\s*팀|どのチーム`)

// meetingAgenda names a meeting's agenda: "agenda for the board meeting", "standup
// agenda", "Agenda fürs Boardmeeting", "agenda de la reunión".
var meetingAgenda = rx.MustCompile(`(?:^|\s)agenda\s+(?:for|of|für|fürs|zur|zum)\s+(?:the\s+|tomorrow's\s+|today's\s+|das\s+|die\s+|den\s+)?(?:\S+\s+)?\S*(?:meeting|standup|stand-up|sync|review|retro|all-hands|sitzung|besprechung)|` +
	`\b(?:standup|stand-up|meeting|board)\s+agenda\b|(?:^|\s)agenda\s+de\s+la\s+(?:reunión|junta)`)

// meetingRoom asks which room a meeting is in.
var meetingRoom = rx.MustCompile(`\b(?:which|what)\s+room\b|(?:^|\s)(?:welche[mnr]?|in\s+welchem)\s+raum\b|(?:^|\s)raum\s+fürs?\s|(?:^|[\s¿])(?:en\s+)?qué\s+sala\b`)

// conditionsAsked is the part of a lower-case text where the weather's conditions are
// asked: its last sentence, or all of it when that sentence asks for conditions.
func conditionsAsked(lower string) string {
	last := lastSentence(lower)
	if holdsAny(last, conditionWords) {
		return lower
	}
	return last
}

var conditionWords = []string{"bedingungen", "conditions", "condiciones", "wetter", "weather", "tiempo", "draußen", "outside", "afuera"}

// withoutIdioms returns a lower-case text without the Latin idioms it holds (Idioms), so
// that a word of the weather inside one ("a cold call", "aufs Glatteis führen") is read
// as none.
func withoutIdioms(lower string) string {
	for _, idiom := range Idioms {
		if idiom[0] < utf8.RuneSelf && strings.Contains(lower, idiom) {
			lower = strings.ReplaceAll(lower, idiom, " ")
		}
	}
	return lower
}

// wieWird asks in German how it will be at a place, which is its weather unless
// something goes with it ("Wie wird's morgen in Bremen?", not "Wie wird's mit dem
// Projekt in Bonn?").
var wieWird = rx.MustCompile(`\bwie wird(?:'s| es)\b`)

// conditionTime is a time the weather is asked at.
var conditionTime = rx.MustCompile(`(?:^|[\s,.¿¡])(?:now|right now|today|tonight|tomorrow|this (?:morning|afternoon|evening|weekend)|next week|at the moment|weekend|gerade|grad|jetzt|heute|morgen|übermorgen|nächste woche|nächsten \S+|wochenende|im moment|im augenblick|schon|ahora|hoy|mañana|esta (?:tarde|noche)|la semana que viene|en este momento|ahorita|pasado mañana|fin de semana|` +
	`agora|hoje|amanhã|depois de amanhã|semana que vem|próxima semana|nos próximos dias|fim de semana|(?:no |na )?(?:segunda|terça|quarta|quinta|sexta|sábado|domingo)|` + // pt
	`adesso|ora|oggi|domani|stamattina|stasera|questo weekend|maintenant|aujourd'hui|demain|ce soir|ce matin|en ce moment|ce week-end|` + // it, fr
	`(?:on |am |el )?(?:monday|tuesday|wednesday|thursday|friday|saturday|sunday|montag|dienstag|mittwoch|donnerstag|freitag|samstag|sonntag|lunes|martes|miércoles|jueves|viernes|sábado|domingo))(?:$|[\s,.?!])`)

// conditionPlace names a place by its name after "in", "en" or a way there: "in
// Dresden", "en Málaga", "a Bogotá".
var conditionPlace = rx.MustCompile(`(?:^|\s)(?i:in|en|em|à|a|nach|para|for|über|at)\s+\p{Lu}\p{Ll}+`)

// newWordMarks and countQuestions let the regular expressions of a new value and of a
// stock left be tried only where they may match.
var (
	newWordMarks   = []string{"new", "neu", "nuev", "새", "新しい"}
	countQuestions = []string{"how many", "wie viel", "cuánt", "quant"}
)

// stockLeft asks how many of a thing are left in a warehouse or in stock.
var stockLeft = rx.MustCompile(`\b(?:how many|wie viele?|cuánt[oa]s)\b[^?.!]{0,80}?(?:\bleft in (?:the |our )?(?:warehouse|stock)|\b(?:do|does) we (?:still )?have (?:left|in stock)|\bnoch im lager|\bquedan en (?:el )?almacén|\bnos quedan)|` +
	`\bhow many (?:units|pieces|pcs|items|boxes) of [a-z]{1,4}-\d{1,6} (?:are|is) (?:left|remaining|in stock)\b|` + // "how many units of WX-100 are left"
	`\bquant[ie]\b[^?.!]{0,80}?\b(?:ci sono|ci siano|abbiamo|rimangono|restano|sono rimast[ie]|ne restano|ne rimangono)\b[^?.!]{0,30}?\b(?:in|a) (?:magazzino|deposito)\b`) // it: "quante unità … ci siano in magazzino"

// stillStocked asks whether the warehouse still holds a thing: "nachschauen, ob wir noch
// M8-Schrauben im Lager haben", "checar si todavía tenemos tornillos M10 en el almacén".
var stillStocked = rx.MustCompile(`\bob wir (?:noch )?[^?.!]{0,60}\b(?:im|auf) lager (?:haben|hätten)\b|\bsi (?:todavía |aún )?tenemos\b[^?.!]{0,60}\ben (?:el )?almac[ée]n\b|` +
	`^\s*(?:haben|hätten) wir (?:noch |denn |eigentlich )*[^?.!]{1,60}\b(?:im|auf) lager\b|(?:^|¿)\s*(?:nos )?quedan\b[^?.!]{1,60}\ben (?:el )?almac[ée]n\b|` +
	`창고에\s*[^.?!]{0,30}?(?:몇\s?(?:개|박스|장|통|병|세트|상자)|얼마나\s*(?:있|남))|倉庫に[^。？?]{0,30}?(?:何(?:個|点|箱|枚|本|台)|どれ(?:くらい|だけ)|いくつ)`)

// codeLeft is an item code (letters, a hyphen, digits) asked how many there are or
// whether it is left ("M-40 아직 있나?", "CR-55 あと何個ある？", "M-40まだある？",
// "D-12とK-8、今それぞれ何個？").
var codeLeft = rx.MustCompile(itemCodeAt + `\s*(?:은|는|이|가|의)?\s*(?:(?:지금|현재|아직|창고에)\s*)*(?:몇\s?개|몇\s?장|남아\s?있|남았|몇\s?박스)|` +
	itemCodeAt + `\s*(?:은|는|이|가)?\s*아직\s*있(?:나|어|어요|습니까|을까)|` +
	itemCodeAt + `\s*(?:は|が|の)?\s*(?:(?:今|まだ|倉庫に|あと)\s*)*(?:何個|何点|いくつ|残って)|` +
	itemCodeAt + `\s*(?:は|が)?\s*まだ\s*(?:ある|あります|あり)|` +
	itemCodeAt + `(?:\s*と\s*[A-Z]{1,4}-\d{1,6})+\s*[、,]?\s*(?:今\s*)?(?:それぞれ\s*)?(?:何個|いくつ)`)

// proseCounted is a length of prose asked for: "in 3 sentences", "en dos párrafos".
var proseCounted = rx.MustCompile(`\b\d+\s+(?:sentences?|paragraphs?|words|lines|bullet points|sätzen?|absätzen?|frases|oraciones|párrafos|palabras)\b`)

// brandAccount is the asker's account or profile at a named brand; brandAccountMarks are
// the words it needs one of.
var (
	brandAccount      = rx.MustCompile(`\b(?:[Mm]y|[Mm]ein\w*|[Mm]i)\s+(\p{Lu}\p{L}+)[\s-](?:account|profile|app|[Kk]onto|[Pp]rofil|cuenta|perfil)\b`)
	brandAccountMarks = []string{"account", "profile", " app", "konto", "profil", "cuenta", "perfil"}
)

// supportVerb is "support" as what a product does, its first group the word after it;
// deskWords make it the desk's.
var (
	supportVerb = rx.MustCompile(`\b(?:does|do|did|will|can|could)\s+(?:[a-z0-9.-]+\s+){1,4}?supports?\s+([a-z0-9]+)|\b(?:which|what)\s+[a-z]+\s+(?:[a-z0-9.-]+\s+){0,3}?supports?\s+([a-z0-9]+)|\bsupport for\s+(?:[a-z0-9.-]+\s+){1,3}(in|on)\s+[a-z]`)
	deskWords   = set("ticket", "tickets", "team", "case", "cases", "article", "articles", "desk", "center", "centre", "agent", "agents", "staff", "hours",
		"answer", "reply", "respond", "help", "me", "us", "you")
	stockedUp = rx.MustCompile(`\bstock(?:ing|ed)?\s+up\s+(?:on|for)\b`)
)

// admissionTicket is a ticket for a game, a show or a ride.
var admissionTicket = rx.MustCompile(`\btickets?\s+(?:for|to)\s+(?:the\s+|a\s+|an\s+|my\s+|our\s+|tonight's\s+|tomorrow's\s+)?(?:[\pL'-]+\s+){0,3}(?:game|match|concert|show|movie|film|play|musical|festival|gig|flight|train|bus|ferry|opera|ballet|exhibition|museum|zoo|theme park)s?\b`)

// sayingQuoted is a quote about a matter or from or by someone, or a good one.
var sayingQuoted = rx.MustCompile(`\bquotes?\s+(?:about|on (?:life|love|success|courage|friendship|happiness|patience|change|leadership)|from|by)\s|\b(?:good|nice|great|short|funny|deep|wise|beautiful)\s+quotes?\b`)

// adminAsked asks whether someone is an admin.
var adminAsked = rx.MustCompile(`\b(?:see if|check if|whether|find out if|tell me if)\s+(?:user\s+)?\S+\s+(?:is|has)\s+(?:an?\s+)?(?:admin|administrator|moderator)\b|^\s*is\s+(?:user\s+)?\S+\s+an?\s+(?:admin|administrator|moderator)\b`)

// madeANumber makes something a number: "make it 8".
var madeANumber = rx.MustCompile(`\bmake (?:it|that|them|this)\s+\d+\b`)

// thingNamed names a pet, a baby or a storm by its name.
var thingNamed = rx.MustCompile(`\bnames?\s+(?:for|für|para)\s+(?:(?:my|our|a|the|meinen|meine|unseren|unsere|einen|eine|mi|un|una|el|la)\s+)?(?:new\s+|neuen\s+|neue\s+|nuevo\s+|nueva\s+)?(?:dog|dogs|cat|cats|puppy|kitten|pet|pets|baby|hund|katze|welpen?|perros?|gatos?|mascotas?|bebés?)\b` +
	`|\b(?:dog|cat|pet|baby|hurricane|storm|typhoon)\s+names\b|\b(?:hurricanes|storms|typhoons|tropical storms)\s+(?:get|are given|receive)\s+their\s+names\b|\bnombres?\s+de\s+(?:huracanes|tormentas)\b`)

// reviewPaper names a review article or paper.
var reviewPaper = rx.MustCompile(`\breview\s+(?:articles?|papers?)\b`)

// wishedDoneDE is a German wish ("hätte gern", "hätten wir gerne") whose last word
// before a colon is the participle of what is wished done.
var wishedDoneDE = rx.MustCompile(`\bhätten?\s+(?:ich\s+|wir\s+)?gerne?\s[^:!?]*?(\pL+)\s*:`)

// countBookedOffDE books a count of stock off or in with the separable "buch … ab/zu",
// or as stock come in or gone out ("Buche 12 Stühle als Zugang ein");
// countTakenOverDE takes a counted stock over.
var (
	countBookedOffDE = rx.MustCompile(`\bbuch(?:e|t)?\s+(?:mal\s+|bitte\s+)?\d+\s*(?:stück|stk\.?|einheiten|teile|x)\s[^.!?;]{0,50}?\s(?:ab|zu)(?:\s*[,.!;]|\s*$|\s+(?:bitte|und))` +
		`|\bbuch(?:e|t)?\s+(?:mal\s+|bitte\s+)?\d+\s[^.!?;]{0,50}?\sals\s+(?:zugang|abgang|wareneingang|warenausgang)\b`)
	countTakenOverDE = rx.MustCompile(`\bist-?bestand\s*:?\s*(?:von\s+|ist\s+)?\d+[^.!?;]{0,30}?\s(?:übernehmen|übernimm|übernehme)(?:$|[^\pL])`)
)

// appointmentMadeDE is a German appointment or calendar entry made (machen, ausmachen)
// with its verb at the clause's end (a date's or a time's dots and colons within).
var appointmentMadeDE = rx.MustCompile(`\b(?:einen|nen|n)\s+(?:neuen\s+)?(?:kalender)?(?:termin|eintrag)\b(?:[^.!?:]|\d[.:]){0,80}\s(?:machen|ausmachen)\s*(?:[?.!,]|bitte|$)`)

// filledIn is German "trag … nach" with its particle closing the clause.
var filledIn = rx.MustCompile(`\btr(?:a|ä)g(?:e|t|en|st)?\b[^.;!?]{0,60}\bnach\s*(?:[.;!?]|$|,|\s+(?:bitte|danke))`)

// newRecordNamed names a new user, profile or account.
var newRecordNamed = rx.MustCompile(`\b(?:new|neue[nsr]?|nuev[oa]s?)\s+(?:user|profile|account|benutzer\w*|profil|konto|usuari[oa]|perfil|cuenta)`)

// addedAsGuest adds a person named as a guest of an event; guestMarks are the words it needs one of.
var (
	addedAsGuest = rx.MustCompile(`(?i:\b(?:agrega|agregá|añade|añadí|mete|pon|add|füge|nimm|trag|aggiungi|inserisci|metti)\s+(?:a\s+)?)\p{Lu}\p{Ll}+(?:\s+\p{Lu}\p{Ll}+)?(?i:\s+(?:como|come|as an?|as|als)\s+(?:invitat[oi]|partecipant[ei]|invitad[oa]s?|asistentes?|participantes?|guests?|attendees?|participants?|teilnehmer\w*|gast|gäste))\b`)
	guestMarks   = []string{"invitad", "invitat", "partecipant", "asistente", "participante", "guest", "attendee", "participant", "teilnehmer", "gast", "gäste"}
)

// failedVerb is a verb after "won't", "can't", "doesn't", "didn't" or "isn't", or after
// the Spanish, Italian, Portuguese or French negation (a clitic pronoun between): what
// fails, or what is not to be done.
var failedVerb = rx.MustCompile(`\b(?:won't|can't|doesn't|didn't|isn't)\s+(\p{L}+)|\b(?:stopped|stops|quit)\s+(\pL+ing)\b|` +
	`(?:^|[^\pL'])(?:(?:no|non|não|nao|ne)\s+|n')(?:(?:se|si|mi|me|ci|lo|la|le|li|les)\s+|[sm]')?(\pL+)`)

// timeReserved is time reserved: "reserva una hora", "reserve two hours", "Zeit reservieren".
var timeReserved = rx.MustCompile(`\breserv\w*\s+(?:(?:una?|two|dos|zwei|an?|eine)\s+)?(?:horas?|hours?|stunden?|hueco|bloque|espacio|tiempo|time|slot|block|zeit|zeitfenster)\b`)

// historyWords are the Latin words for a history told.
var historyWords = []string{"history", "historia", "geschichte", "histoire", "história"}

// pricedHistoryMarks name a price, a share or a span a history of a company's may be of.
var pricedHistoryMarks = []string{"price", "stock", "share", "quote", "chart", "trad", "clos", "market", "perform", "return", "valu", "kurs", "aktie", "precio", "acci", "cotiz",
	"주가", "종가", "시세", "株価", "終値", "day", "week", "month", "year", "since", "ytd", "tag", "woche", "monat", "jahr", "seit", "día", "semana", "mes", "año", "desde", "last", "past", "letzte", "último",
	"between", "zwischen", "entre", "from", "bis", "until", "hasta"}

// codeLeftLatin asks how many of an item code are left or whether it is available, in
// English, Spanish, German or Italian; codeLeftMarks are the lower-cased words it needs
// one of.
var (
	codeLeftLatin = rx.MustCompile(`(?i:how many|how much|cuánt[oa]s|cuant[oa]s|quant[ie]|wie viele?|wieviele?)[^.?!]{0,40}?` + itemCodeAt + `[^.?!]{0,30}?(?i:\bleft\b|\bremaining\b|on hand|in stock|do we have|have we got|\bwe (?:still )?have\b|\bwe'?ve got\b|\bquedan?\b|\bhay\b|\btenemos\b|noch da|\bübrig\b|vorrätig|\bda sind\b|\bda ist\b|\babbiamo\b|\bci sono\b|\brimast[ie]\b|in magazzino)` +
		`|(?i:how many|cuánt[oa]s|cuant[oa]s|quant[ie]|wie viele?|wieviele?)[^.?!]{0,12}?(?i:\bleft\b|\bquedan\b|\bhay\b|\bnoch\b)[^.?!]{0,30}?` + itemCodeAt +
		`|(?i:do we(?: still)? have|have we got|(?:¿)?tenemos(?: todavía| aún| todavia)?|haben wir(?: noch)?|¿?(?:nos )?quedan?(?: todavía| aún)?|abbiamo ancora|ci sono ancora|è disponibile|sono disponibili)[^.?!]{0,30}?` + itemCodeAt +
		// fr: "il reste combien de K-8 ?", "combien on a de D-12", "combien il reste de D-12", "D-12 on en a encore ?"
		`|(?i:il reste combien|combien (?:il )?(?:nous )?(?:en )?reste(?:-t-il)?|combien (?:est-ce qu')?(?:on (?:en )?a|nous avons|avons-nous|il y a)|reste-t-il|il reste encore)\s+(?:(?:encore|de|d'|du|des)\s*)*` + itemCodeBody +
		`|` + itemCodeAt + `\s*[,:]?\s*(?i:on en a encore|il en reste|on en a toujours|en reste-t-il)` +
		`|` + itemCodeAt + `[^.?!]{0,20}?(?i:noch haben|noch da haben)\b` +
		`|(?i:wie viele?|wieviele?)\s+` + itemCodeBody + `\s+(?i:haben wir noch|sind noch)\b` + // "Wie viele K-8 haben wir noch?"
		`|(?i:ainda tem|ainda temos|tem ainda|temos ainda)\s+` + itemCodeBody + // pt: "Ainda tem GT-6 aí?"
		`|` + itemCodeAt + `[^.?!]{0,25}?(?i:\bavailable\b|on hand|in stock|\bdisponibles?\b|\bdisponibil[ei]\b|in magazzino|verfügbar|noch da\b|\bleft\b)` +
		`|(?i:availability|disponibilidad|disponibilità|disponibilita|verfügbarkeit|restmenge|restbestand)[^.?!]{0,40}?` + itemCodeAt +
		`|(?i:disponibilità|disponibilita)[^.?!]{0,30}?(?i:articolo|codice|prodotto)\s+\d{3,}` +
		`|(?i:on hand|in stock|available)\s+(?:for|of)\b[^.?!]{0,25}?` + itemCodeAt +
		`|` + itemCodeAt + `[^.?!]{0,4}[.!]\s+(?i:ist (?:der|die|das|er|sie|es) noch (?:verfügbar|da|vorrätig)|is it (?:still )?(?:available|in stock)|¿?(?:sigue|está|queda) (?:disponible|en existencia))`)
	// placeBooked is a room, a desk or a slot, or the time one is wanted at: "is the
	// room B-12 available tomorrow?" asks no stock.
	placeBooked   = rx.MustCompile(`\b(?:room|rooms|raum|räume|zimmer|sala|salas|desk|desks|slot|slots|parking|court|table|mesa|office|büro|oficina|tomorrow|tonight|today|morgen|heute|mañana|hoy)\b|\bat \d|\bum \d|\ba las \d`)
	codeLeftMarks = []string{"how many", "how much", "cuánt", "cuant", "wie viel", "wieviel", "have", "haben", "tenemos", "queda", "available", "on hand", "in stock", "combien", "reste", "en a encore", "ainda", "sind noch",
		"disponib", "verfügbar", "noch da", "left", "availability", "restmenge", "restbestand", "quant", "abbiamo", "ci sono", "rimast", "magazzino"}
)

// codeAskedClause is a text up to the end of the clause where codeLeftLatin asks about an
// item code: a room or a time there books a place ("is the room B-12 available
// tomorrow?"); an office or a room told after it is only who needs the item ("check
// availability of MON-27Q, the Denver office needs 8").
func codeAskedClause(raw string) string {
	loc := codeLeftLatin.FindStringIndex(raw)
	if loc == nil {
		return raw
	}
	if end := strings.IndexAny(raw[loc[1]:], ",.;?!—–"); end >= 0 {
		return raw[:loc[1]+end]
	}
	return raw
}

// itemCodeAt is an item's code — capitals, a hyphen, digits, perhaps between letters or after
// a second group of capitals ("AB-12", "WX-100", "MON-27Q", "CB-HD2", "HD-RM-02") — where
// no Latin letter, digit or hyphen runs into it from before (a CJK particle may: "次はD-12が").
const itemCodeAt = `(?:^|[^\pL\pN-]|[\p{Han}\p{Hiragana}\p{Katakana}\p{Hangul}])` + itemCodeBody

// itemCodeBody is an item's code with nothing said of what comes before it.
const itemCodeBody = `[A-Z]{1,4}-(?:[A-Z]{1,3}-)?[A-Z]{0,3}\d{1,6}[A-Z]{0,2}`

// countsPeople counts people, vehicles, tickets, seats or days, which no stock holds.
var countsPeople = rx.MustCompile(`\b(?:tickets?|seats?|days?|entradas|asientos|días|karten|plätze|tage|workers?|staff|employees?|people|persons?|nurses?|trucks?|drivers?|mitarbeiter\w*|leute|personen|lkw|fahrer\w*|trabajador\w*|emplead\w*|personas|camion\w*|conductor\w*)\b`)

// slashNew is a chat command that makes a new record: "/ticket new …", "/ticket open
// …", "/support-ticket neu …"; one that opens an existing record by its number or a flag
// ("/ticket open 4411", "/ticket open #4411", "/ticket open --all") makes none.
// slashSearch is a chat command that searches: "/kb search …", "/papers search …".
var slashSearch = rx.MustCompile(`^\s*[/!][\pL-]+\s+(?:search|find|suche|buscar|busca)\s+\S`)

var slashNew = rx.MustCompile(`^\s*[/!][\pL-]+\s+(?:new|open|neu|nuevo|nueva|add|create|file)\s+(?:[^\s#-]\S*[^\d\s]|[^\s\d#-])(?:\s|$)`)

// chatCommand is a chat command, a slash or a bang before a tool's name and a verb
// ("/cal list today", "!stock check AB-12"); commandVerbs are the verbs' operations.
var (
	chatCommand  = rx.MustCompile(`^\s*[/!]([\pL-]+)\s+([\pL-]+)\b`)
	commandVerbs = map[string]string{"rm": "delete", "del": "delete", "delete": "delete", "remove": "delete", "borrar": "delete",
		"löschen": "delete", "entfernen": "delete", "eliminar": "delete", "config": "configure", "configure": "configure",
		"list": "list", "liste": "list", "lista": "list", "ls": "list", "check": "check", "prüfen": "check", "status": "check"}
	commandTools = map[string]string{"cal": "event", "kal": "event", "kalender": "event", "calendario": "event", "agenda": "event",
		"lager": "stock", "bestand": "stock", "inv": "inventory", "inventario": "inventory"}
)

// bareCommand is an operator's shorthand without a slash: a tool's short name, then a word
// ("cal ls tomorrow", "struct --id mp-2534"); commandHeads are the names' terms,
// shorthandVerbs the verbs' operations; countAfterVerb is a count right after the verb.
var (
	bareCommand  = rx.MustCompile(`^\s*(cal|tkt|usr|inv|struct|wx|user|ticket|sku)\s+(?:-*([\pL]+)(?:[\s:]|$))?`)
	commandHeads = map[string]string{"cal": "event", "tkt": "ticket", "usr": "user", "inv": "inventory", "struct": "crystal structure", "wx": "weather",
		"user": "user", "ticket": "ticket", "sku": "sku"}
	// shortHeads are shorthand whatever follows; a whole word ("user", "ticket", "sku")
	// heads a command only before a verb ("user rm tempuser42", not "user John wants …").
	shortHeads     = set("cal", "tkt", "usr", "inv", "struct", "wx")
	shorthandVerbs = map[string]string{"ls": "list", "list": "list", "get": "show", "show": "show", "cat": "show", "info": "show", "view": "show",
		"new": "create", "neu": "create", "add": "create", "mk": "create", "create": "create", "open": "create",
		"rm": "delete", "del": "delete", "delete": "delete", "upd": "update", "update": "update", "set": "update", "edit": "update",
		"adj": "adjust", "mv": "move", "search": "search", "find": "search"}
	countAfterVerb = rx.MustCompile(`^\s*\S+\s+\S+\s+[-+]?\d+\b`)
)

// endsWithVerb reports whether the main operation of m stands in the last word of raw,
// a word of the script: a request that ends with its own verb ("승인 대기 중인 내 일정
// 보여줘") has no headline; an identifier at the end is no verb ("계정 정지 lee.h").
func endsWithVerb(raw string, m Match) bool {
	words := strings.Fields(raw)
	if m.Main == "" || m.MainAt < 0 || len(words) == 0 || !isSpaceless(words[len(words)-1]) {
		return false
	}
	// The verb may stand apart from its auxiliary: "봐 줘" ends with the verb too.
	tail := words[max(0, len(words)-2):]
	norm := text.Norm(raw)
	return m.MainAt >= len(norm)-len(text.Norm(strings.Join(tail, " ")))
}

// headlineAction returns the analysis of the words a Korean or Japanese request leads
// with, before its arguments: "予定作成 6/20 14:00 四半期レビュー", "티켓 생성 로그인 안 됨",
// "재고 수정 SKU-88 40개" write the action as a headline (at most three words, none with a
// digit or a Latin letter, ending with a verbal noun: Operation.Final) whose verbal noun
// is its verb, and the rest is what it acts on. A request of one word, or without Hangul or Kana, has no headline.
func (l *Lexicon) headlineAction(raw string) Match {
	words := strings.Fields(raw)
	if len(words) < 2 || !isSpaceless(raw) {
		return Match{}
	}
	if strings.HasPrefix(words[0], "新規") || strings.HasPrefix(words[0], "신규") {
		return l.AnalyzeText("新規作成", text.Tokens("新規作成"), text.Norm("新規作成")) // "新規event 金曜 18:00 送別会"
	}
	var best Match
	for k := 1; k <= 3 && k < len(words); k++ {
		if strings.ContainsFunc(words[k-1], func(r rune) bool { return unicode.IsDigit(r) || r < utf8.RuneSelf && unicode.IsLetter(r) }) {
			break // the arguments start
		}
		head := strings.Join(words[:k], " ")
		norm := text.Norm(head)
		if !slices.ContainsFunc(l.finals, func(f subForm) bool { return strings.HasSuffix(norm, f.form) }) {
			continue // a headline ends with its verbal noun; "논문에 넣어야 해서" is a reason
		}
		if k < len(words) && l.clauseGoesOn(words[k]) {
			continue // the words are a clause's subject: "논문 마감 끝나고 …" (after the deadline is over)
		}
		if hm := l.AnalyzeText(head, text.Tokens(head), norm); hm.Main != "" {
			best = hm
		}
	}
	return best
}

// clauseGoesOn reports whether a Korean word is a verb joined to the clause that follows
// (끝나고, 끝나면, 바빠서, 있는데, 없지만) and names nothing a catalog holds.
func (l *Lexicon) clauseGoesOn(word string) bool {
	word = strings.TrimRight(word, ",")
	if !koreanConnective.MatchString(word) {
		return false
	}
	return len(l.AnalyzeText(word, text.Tokens(word), text.Norm(word)).Terms) == 0
}

// koreanConnective is a Korean verb ending in a connective; the syllable before 고, 서
// or 면 is a verb's, so that nouns ending the same way (재고, 보고, 요청서, 문서, 화면, 라면)
// are none.
var koreanConnective = rx.MustCompile(`^\p{Hangul}*(?:[나하되가오받있없했됐났갔왔먹마치]고|[해돼와봐나어아여려워져쳐써러내대있없했됐]서|[으하나되가오있없이려우]면|니까|는데|은데|지만|면서|자마자)$`)

// colonHeadline is the operation a verbal noun names at the end of a Korean or
// Japanese headline before a colon, with or without a memo's closing ("SKU-9 수량 변경
// 요망: 40개", "予定作成：6/20 14時"), or "".
func (l *Lexicon) colonHeadline(raw string) string {
	i := strings.IndexAny(raw, ":：")
	if i < 0 {
		i = strings.Index(raw, " - ") // "고객 지원 티켓 생성 - 배송 지연"
	}
	if i <= 0 || text.IsASCII(raw[:i]) {
		return ""
	}
	return l.finalAction(raw[:i])
}

// sentenceAction is the operation a verbal noun names at the end of a Korean or
// Japanese sentence that a note follows ("SKU-4470 재고 수량 조회 요청. 거래처 납품 일정
// 확인 건", "동기화 실패 건 지원 티켓 생성 요망. 고객사 세 곳에서 …"), or "".
func (l *Lexicon) sentenceAction(raw string) string {
	sentences := splitSentences(raw)
	if len(sentences) < 2 || text.IsASCII(raw) {
		return ""
	}
	for _, s := range sentences[:len(sentences)-1] {
		if owed(s) {
			continue // what the asker has to do: "고객에게 답변을 보내야 해."
		}
		if op := l.finalAction(s); op != "" {
			return op
		}
	}
	return ""
}

// finalAction is the operation of the verbal noun a Korean or Japanese text ends with,
// a memo's closing aside, or "".
func (l *Lexicon) finalAction(head string) string {
	norm := text.Norm(head)
	end := strings.TrimRightFunc(norm, func(r rune) bool { return !unicode.IsLetter(r) && !unicode.IsDigit(r) })
	memo := memoEnding(end)
	for _, f := range l.finals {
		if f.endsAt(end, memo) >= 0 {
			return l.ops[f.ref.op].Op
		}
	}
	return ""
}

// bracketedAction returns the analysis of a bracketed heading a request starts with
// ("【変更申請】対象=…", "〔送金〕証券口座→銀行口座／…", "[주문] …"): a verbal noun there
// names the action. A request without such a heading gives an empty Match.
func (l *Lexicon) bracketedAction(raw string) Match {
	m := bracketHeading.FindStringSubmatch(raw)
	if m == nil {
		return Match{}
	}
	return l.AnalyzeText(m[1], text.Tokens(m[1]), text.Norm(m[1]))
}

// bracketHeading is a short heading in brackets at a request's start.
// afterBracketHeading returns a request without the bracketed heading it starts with,
// or the request when it has none.
func afterBracketHeading(raw string) string {
	if loc := bracketHeading.FindStringIndex(raw); loc != nil {
		return strings.TrimSpace(raw[loc[1]:])
	}
	return raw
}

var bracketHeading = rx.MustCompile(`^\s*[【〔\[［]([^】〕\]］]{1,12})[】〕\]］]`)

// actionLabel is a label that names the action, at the start of a request or of one of
// its fields, after a colon or an equals sign: "작업: 일정 생성", "【申請】処理=材料エントリ却下;
// …", "job=archive_papers collection=…".
var actionLabel = rx.MustCompile(`(?i)(?:^|[\]】〕」）)\s;；|／,、])\s*(?:(?:next|nächste|siguiente|다음|次の)\s*)?(?:action|operation|op|cmd|command|job|task|request type|tipo de solicitud|anfragetyp|art der anfrage|aktion|operación|operacion|acción|accion|tarea|aufgabe|vorgang|작업|작업 유형|작업유형|요청 유형|요청유형|요청|액션|동작|처리|処理|操作|作業|作業種別|動作|依頼種別|タスク|アクション)\s*[:：=＝]`)

// jobType is a job's type given as an operation's name in snake case: "type=create_ticket",
// "type=update_user" (a type in words, "type: bug", names none).
var (
	jobType   = rx.MustCompile(`(?i)(?:^|[\s,;:(])(?:type|kind|action_type|op_type|job_type)\s*=`)
	snakeName = rx.MustCompile(`^\s*["']?[a-zA-Z]+[_ ][a-zA-Z_]+`) // the underscore may be read as a space already
)

// settingNouns are the Korean and Japanese verbal nouns of setting a value.
var settingNouns = []string{"설정", "세팅", "設定", "にする"}

// taskFrame introduces the task a request is to carry out, as a label does: "다음 작업을
// 수행하세요:", "수행할 작업은", "次の作業を実行してください:", "実行する作業は", "the
// operation to perform is", "la operación a realizar es", "die auszuführende Aufgabe ist".
var taskFrame = rx.MustCompile(`(?i)(?:다음|아래)(?:의)?\s*(?:\pL+\s*)?작업을\s*(?:수행|실행|처리|진행)[^:：]{0,12}[:：]|(?:수행|실행|처리|진행)할\s*작업은|` +
	`(?:次|以下)の(?:作業|操作|処理|タスク)を(?:実行|実施|行)[^:：]{0,12}[:：]|(?:実行|実施)する(?:作業|操作|処理|タスク)は|` +
	`\bthe (?:operation|task|action|job) to (?:perform|carry out|run|execute|do) is\b|\b(?:la|el) (?:operación|tarea|acción) (?:a|que hay que) (?:realizar|ejecutar|hacer) es\b|` +
	`\bdie auszuführende (?:operation|aufgabe|aktion) ist\b|^\s*(?:the action|die aktion) (?:is|ist)\b`)

// actionNouns are the nouns of actions an action label's value may be.
var actionNouns = map[string]string{
	"booking": "reserve", "reservation": "reserve", "reserva": "reserve", "buchung": "reserve",
	"deletion": "delete", "removal": "remove", "eliminación": "delete", "löschung": "delete",
	"cancellation": "cancel", "cancelación": "cancel", "stornierung": "cancel", "kündigung": "cancel",
	"creation": "create", "creación": "create", "erstellung": "create",
	"sale": "sell", "venta": "sell", "verkauf": "sell", "aktienverkauf": "sell", // "Operation: Verkauf, Ticker BMW"
	"refund": "refund", "reembolso": "refund", "erstattung": "refund",
	"transfer": "transfer", "transferencia": "transfer", "überweisung": "transfer",
	"purchase": "buy", "compra": "buy", "kauf": "buy",
}

// nextKey starts the next key of a line of key=value pairs.
var nextKey = rx.MustCompile(`\s+[\p{L}_]+\s*[=＝]`)

// recordHeading reports whether a request starts with a heading that is only the name
// of a kind of record a catalog creates, followed by what the new record holds. A
// ticket's heading takes a problem ("ticket: export button greyed out, high priority",
// "티켓: 대시보드 내보내기 버튼 비활성화됨") unless what follows reads or asks for a status
// ("Ticket: status of my VPN request", "ticket: search the knowledge base for …"); an
// event's heading takes a time and nothing that acts ("termin: physio mittwoch 17uhr",
// "일정: 금요일 오후 3시 치과", not "Meeting: list everything for tomorrow" or "Meeting:
// can't join Zoom"). A heading followed by a number ("Ticket: 5521") or a question names
// no new record.
//
// A ticket asked for in so many words, then a comma or "for"/"about" and a problem, is
// headed the same: "support ticket, can't upload files over 2MB", "ticket for the broken
// sync, please". ticket reports that the heading names a ticket, under any of its
// names ("Neuer Vorfall: …", "Störung: …"), rather than an event.
func (l *Lexicon) recordHeading(raw string) (ok, ticket bool) {
	if !strings.ContainsAny(raw, ":：-–—,") && !holdsAny(strings.ToLower(raw), ticketLeadMarks) || strings.ContainsAny(raw, "?？") {
		return false, false
	}
	m := recordHeadingForm.FindStringSubmatchIndex(raw)
	if m == nil {
		if m = ticketLead.FindStringSubmatchIndex(raw); m == nil || !problemSaid.MatchString(strings.ToLower(raw[m[1]:])) {
			return false, false
		}
	}
	rest := strings.TrimSpace(raw[m[1]:])
	r, _ := utf8.DecodeRuneInString(rest)
	if rest == "" || unicode.IsDigit(r) || r == '#' {
		return false, false
	}
	if m[2] >= 0 { // a ticket
		ok := l.newTicketText(rest)
		return ok, ok
	}
	tokens, norm := text.Tokens(rest), text.Norm(rest)
	content := l.Analyze(tokens, norm)
	return len(content.Ops) == 0 && strings.ContainsFunc(rest, unicode.IsDigit) && len(Asks(tokens, norm, nil)) == 0, false
}

// newTicketText reports whether the text after a ticket's heading is a new ticket's: no
// order on a ticket that leads or closes it ("Support request: close ticket 332"), no
// read and no status asked ("Ticket: status of my VPN request").
func (l *Lexicon) newTicketText(rest string) bool {
	tokens, norm := text.Tokens(rest), text.Norm(rest)
	content := l.Analyze(tokens, norm)
	orders := content.Main != "" && (content.MainAt == 0 || isSpaceless(rest) && content.MainLast) && ticketRef.MatchString(strings.ToLower(rest))
	// A screen that shows something wrong tells the problem ("the portal shows wrong
	// prices", "Kühlanlage zeigt Fehlercode E4"); no read is asked.
	shown := slices.ContainsFunc(tokens, func(t string) bool { return thirdPersonShows[t] })
	return !orders && !slices.ContainsFunc(content.Ops, func(op string) bool { return l.family[op] == ReadFamily && !(shown && op == "show") }) &&
		!slices.ContainsFunc(tokens, func(t string) bool { return statusWords[t] }) &&
		!slices.ContainsFunc(statusSubs, func(s string) bool { return strings.Contains(norm, s) })
}

// ticketBeforeColon reports whether a request asks for a new ticket before a colon and
// tells its problem after it: "ponme un ticket a soporte: la exportación a CSV corta los
// acentos", "levanta incidencia: la impresora no imprime", "open a ticket: the export
// fails". The head names a ticket, no number and no act but making one; what follows the
// colon is the ticket's text, whatever it names.
func (l *Lexicon) ticketBeforeColon(raw string) bool {
	at := strings.IndexAny(raw, ":：")
	if at <= 0 || strings.ContainsAny(raw[:at], "?？¿0123456789#") || strings.TrimSpace(raw[at+1:]) == "" {
		return false
	}
	head := strings.ToLower(raw[:at])
	if len(strings.Fields(head)) > 7 || !ticketNoun.MatchString(head) {
		return false
	}
	m := l.Analyze(text.Tokens(head), text.Norm(head))
	made := len(m.Ops) > 0 || ticketRaised.MatchString(head) // "levanta incidencia"
	reported := strings.Contains(head, "melden") && problemReported.MatchString(head)
	return made && !slices.ContainsFunc(m.Ops, func(op string) bool { return !ticketMakers[op] && !(reported && op == "tell") }) && !slices.Contains(m.Terms, "ticket status") &&
		l.newTicketText(raw[at+1:])
}

var (
	ticketRaised = rx.MustCompile(`\bbitte\s+(?:ein|einen|eine)\s+(?:neues\s+)?(?:ticket|störungsmeldung)\b|\b(?:lev[aá]nt(?:a|ar|ame|es|en|emos)|ponme|ponle|ponnos|m[eé]teme|m[eé]tele|mete)\b|\b(?:ticket|case)\s+(?:opened|raised|filed|created|logged|open)\b|\b(?:start|begin)\s+(?:(?:a|an|one|new)\s+)*(?:support\s+)?(?:ticket|case)\b`)
	ticketNoun   = rx.MustCompile(`\b(?:ticket|tiket|case|caso|incidencia|incidente|fall|störung|störungsmeldung|störfall|support request|solicitud de soporte|bug|fehler|error|problema|falla|fallo|problem|issue|glitch)\b|티켓|チケット`)
	ticketMakers = set("create", "add", "submit", "configure", "open", "file", "log", "raise", "report", "register")
	// problemReported reports a problem in German ("einen Fehler melden"), whose verb
	// also tells.
	problemReported = rx.MustCompile(`\b(?:fehler|bug|störfall|störung|problem)\s+melden\b`)
)

// ticketLead asks for a ticket by its name alone, or needs one opened, before a comma or
// "for"/"about" its problem (problemSaid); its first group is the ticket, as in
// recordHeadingForm.
var (
	ticketLead      = rx.MustCompile(`(?i)^\s*(?:(?:hey|hi|pls|please)[,!]?\s+)?(?:(?:i|we)\s+)?(?:need\s+)?(?:(?:a|one|new)\s+)*(?:support\s+)?(ticket|tiket|case)(?:\s+(?:opened|raised|filed|logged))?(?:\s*,|\s+(?:for|about|re|regarding)\s)`)
	ticketLeadMarks = []string{"ticket for", "ticket about", "tiket for", "case for", "case about", "ticket re ", "ticket regarding", "opened for", "raised for", "filed for", "logged for"}
	problemSaid     = rx.MustCompile(`\b(?:can't|cannot|cant|can not|won't|wont|doesn't|doesnt|does not|isn't|isnt|aren't|not|no longer|keeps|broken|breaks|fails?|failing|failed|failure|errors?|crash\w*|down|stuck|missing|wrong|slow|outage|bug|keep \w+ing)\b`)
)

// ticketAbout asks for a ticket and goes on to what it is about, or what it says: "open
// a ticket please, our customer can't download invoices", "file a ticket saying …",
// "open a case, …".
var ticketAbout = rx.MustCompile(`\b(?:open|file|submit|raise|create|log|start|make)\s+(?:(?:a|an|one|new)\s+)*(?:support\s+)?(?:ticket|case)(?:\s+(?:please|pls|plz))?(?:\s+(?:about|regarding|re|concerning|saying|stating|that says|to say|[-–—:]\s)|\s*,\s)`)

// ticketClosing asks for a ticket after what it is to hold, as the request's last clause:
// "The item SKU-2231 arrived damaged, please open a case with support".
var ticketClosing = rx.MustCompile(`[,.;:–—-]\s*(?:(?:please|pls|can you|could you|just)\s+)*(?:open|file|raise|log|create|submit|start)\s+(?:(?:a|an|one|new)\s+)*(?:support\s+)?(?:ticket|case)` +
	`(?:\s+(?:with|for|to)\s+(?:the\s+|your\s+)?(?:support|helpdesk|help desk|customer service|it|this|that))?(?:\s+(?:please|pls|for me|asap))?\s*[.!]?$`)

// ticketHeading heads a new ticket's text.
var ticketHeading = rx.MustCompile(`^\s*(?:new|nuevo|nueva|neues|neuer|neue)?\s*(?:support[ -]?)?(?:ticket|tiket|case|caso|incidencia|fall|störung|issue|incident)(?:\s+(?:pls|plz|please|bitte|por favor|porfa))?\s*[:：]`)

// ticketRef names a ticket or a record's number after an order: "close ticket 332",
// "チケット55をクローズ".
var ticketRef = rx.MustCompile(`\bticket\b|\bcase\b|#\d|チケット|티켓|케이스`)

// recordHeadingForm is a heading that names a ticket (the first group) or an event,
// perhaps new or urgent, or of a high priority, perhaps with a plea or, in Korean and
// Japanese, the verbal noun of adding it ("일정 추가:", "予定追加：").
var recordHeadingForm = rx.MustCompile(`(?i)^\s*(?:(?:vorgang|aktion|action|request|anfrage|acción|solicitud)\s*:\s*)?(?:(?:ich brauche|i need|we need|necesito)\s+(?:ein|einen|a|an|un|una)\s+)?(?:(?:new|neues|neuer|neue|nuevo|nueva|urgent|dringendes|dringender|urgente)\s+)*(?:(ticket|support[ -]?ticket|supportticket|vorfall|support[ -]?case|supportfall|support-fall|tiket|티켓|チケット|bug|issue|incident|incidencia|problema|störung|störungsmeldung|fehlermeldung|fehlerbericht|problemmeldung|reklamation|起票|障害|障害報告|不具合|不具合報告|장애|버그)|calendar event|event|appointment|meeting|termin|kalendereintrag|evento de calendario|evento|cita|reunión|reunion|캘린더 일정|일정|カレンダー予定|予定)` +
	`(?:\s+(?:new|neu|nuevo|nueva))?` + // "ticket new: …"
	`(?:\s+(?:for|to|an|für|para|al?)\s+(?:the\s+|den\s+|el\s+)?(?:support|it|helpdesk|help desk|service desk|soporte|it-support))?` + // "ticket for support — …"
	`(?:\s+(?:mit|with|con|de)\s+(?:hoher|höchster|high|highest|top|alta|máxima)\s+(?:priorität|prio|priority|prioridad)|\s+(?:con\s+)?prioridad\s+(?:alta|máxima)|,?\s+(?:priorität|prio|priority)\s*:?\s*(?:hoch|high|urgent|dringend))?` + // "Neues Ticket mit hoher Priorität: …", "neues Supportticket, Priorität hoch: …"
	`\s*(?:(?:bitte|please|pls|plz|por favor|porfa)\s*,|(?:bitte|please|pls|plz|por favor|porfa|추가|생성|등록|追加|作成|登録)?\s*(?:[:：]|\s[-–—]\s))`)

// openedRecord is an English request that opens a record in the imperative without an
// article, the record ending its sentence or heading: "Open support case. Subject: …",
// "Open ticket: printer jams" (not "open tickets for ACME", where open is an adjective).
var openedRecord = rx.MustCompile(`(?i)^\s*(?:please\s+)?(?:open|file|log|raise|submit)\s+(?:new\s+)?(?:[\p{L}-]+\s+)?(?:ticket|case|incident|issue|request)(?:\s*[.,:;!—–-]|\s*$|\s+\p{L}+\s*[=:])`)

// opensRecord reports whether a request opens a record without an article (openedRecord).
func opensRecord(raw string) bool {
	lead := strings.ToLower(strings.TrimLeft(raw, " \t"))
	if slices.ContainsFunc([]string{"open", "file", "log", "raise", "submit", "please"}, func(p string) bool { return strings.HasPrefix(lead, p) }) &&
		openedRecord.MatchString(raw) {
		return true
	}
	// A production line ends in the record to open: "[alert] … 500 errors, open support case".
	return openedAtEnd.MatchString(lead)
}

// openedAtEnd opens a support case after what went wrong, at the end of a line.
var openedAtEnd = rx.MustCompile(`(?:[,;→>]|->)\s*(?:open|file|raise|log|abrir|abre|abrid)\s+(?:a\s+|un\s+|new\s+|nuevo\s+)?(?:support\s+)?(?:case|ticket|caso de soporte|ticket de soporte|incident)\s*[.!]?\s*$`)

// statusWords ask how a record stands.
var (
	statusWords = set("status", "state", "progress", "estado", "stand", "bearbeitungsstand")
	statusSubs  = []string{"상태", "진행", "状況", "進捗", "ステータス"}
	// thirdPersonShows are the words by which a thing shows something.
	thirdPersonShows = set("shows", "displays", "zeigt", "anzeigt")
)

// wantsInCalendar reports whether a request that names no verb wants something put on
// a calendar: it states a need or wish and names the calendar as the place ("I need a
// 30-minute one-on-one with my manager on my calendar next Monday", "Ich brauche …
// im Kalender", "Me gustaría tener la sesión … en el calendario"). A wish to know
// something ("I need to know what's on my calendar") asks for no new event.
func wantsInCalendar(raw string) bool {
	words := phraseWords(raw)
	asks := slices.ContainsFunc(strings.Fields(words), func(w string) bool { return wishQuestions[w] })
	return saysPhrase(words, wishes) && saysPhrase(words, calendarPlaces) && !asks && !saysPhrase(words, noLonger) && !saysPhrase(words, notThere) &&
		!saysPhrase(words, alreadyOnCalendar)
}

// wantsOffCalendar reports whether a request that names no verb wants something no longer
// on a calendar: "the standup on Friday should no longer be on my calendar", "Das Meeting
// gehört nicht mehr in den Kalender", "ya no debería estar en mi calendario".
func wantsOffCalendar(raw string) bool {
	words := phraseWords(raw)
	return saysPhrase(words, offWishes) && saysPhrase(words, calendarPlaces) && !strings.ContainsAny(raw, "?？¿")
}

// TellsSupport reports whether a request tells the catalog's support desk of a problem:
// it names the desk as the one told, reported or written to ("report this to support for
// me: customers can't download receipts", "Meld dem Support bitte, dass …", "dile a
// soporte que …", "サポートに報告しといて", "고객센터에 신고 좀 해줘"). Such a request
// opens a ticket, and the verbs of the problem it tells ("can't download") are its
// content. An operation of its own on a record ("tell support to close ticket 12"
// closes it), a question of how or where to reach the desk, and another company's desk
// ("tell Apple support") are no such request. main is the request's main operation.
func (l *Lexicon) TellsSupport(raw, main string) bool {
	lower := strings.ToLower(raw)
	// A problem escalated to the desk is told to it: "Please escalate to your support team:
	// our API key keeps getting rejected". An escalated ticket or case is another act.
	escalated := main == "escalate" && !strings.Contains(lower, "ticket") && !strings.Contains(lower, "case")
	if main != "" && main != Unclassified && main != "notify" && !tellsWith[l.Family(main)] && !escalated && !l.toldBeforeColon(raw) { // "let support know": notified
		return false
	}
	if !holdsAny(lower, supportDesks) {
		// A problem reported with no desk named is told to the asker's own: "I want to
		// report that invoices are emailed twice", "Ich möchte melden, dass die App abstürzt".
		return holdsAny(lower, reportWords) && reportsThat.MatchString(lower) && !complaintElsewhere.MatchString(lower) && !l.NamesThirdPartySupport(raw)
	}
	if !supportTold.MatchString(lower) || reachQuestion.MatchString(lower) || toldBefore.MatchString(lower) || existingTicket.MatchString(lower) {
		return false
	}
	return !l.NamesThirdPartySupport(raw)
}

// toldBeforeColon reports whether a text tells the support desk before a colon, with no
// act of its own there: what follows is the problem told, whatever its words name ("Flag
// this to the helpdesk please: our VPN drops every ten minutes since the update").
func (l *Lexicon) toldBeforeColon(raw string) bool {
	head, _, found := strings.Cut(raw, ":")
	if !found || !supportTold.MatchString(strings.ToLower(head)) {
		return false
	}
	m := l.AnalyzeText(head, text.Tokens(head), text.Norm(head))
	return m.Main == "" || tellsWith[l.Family(m.Main)]
}

var (
	// tellsWith are the families of the operations a problem told to support may name:
	// a read, or what fails ("can't download", "beim Bezahlen hängt", "export").
	tellsWith = set("read", "create", "send", "submit", "pay", "download", "export", "upload", "sync", "print", "run", "restart", "stop", "reset", "enable", "import", "charge")
	// supportDesks are the words supportTold names a desk by.
	supportDesks = []string{"support", "suporte", "apoio técnico", "apoio ao cliente", "customer care", "atendimento", "service client", "helpdesk", "help desk", "service desk", "customer service", "kundendienst", "kundenservice", "soporte", "atención al cliente",
		"servicio técnico", "servicio de atención", "mesa de ayuda", "サポート", "ヘルプデスク", "窓口", "カスタマー", "情シス", "지원", "고객센터", "헬프데스크", "cs팀", "cs 쪽", "cs쪽", "담당 부서", "담당자",
		"客服", "技术支持", "技術支持", "售后", "售後", "assistenza", "supporto", "servizio clienti"}
	// supportTold names the support desk as the one told, reported or written to.
	supportTold = rx.MustCompile(`\b(?:report|forward|pass|send|escalate|flag|mention|raise)\b[^.!?]{0,40}?\bto\s+(?:the\s+|our\s+|your\s+)?(?:support|helpdesk|help desk|service desk|customer service|customer support|customer care|it)\b` +
		// The desk brought in: "get support involved", "get someone from support on it",
		// "can someone from IT please look into it?".
		`|\bget\s+(?:the\s+|our\s+|your\s+)?(?:support|helpdesk|help desk|it|it team|support team)\s+involved\b|\bget\s+someone\s+(?:from|in|at)\s+(?:the\s+)?(?:support|helpdesk|help desk|it)\b` +
		`|\bsomeone\s+(?:from|in|at)\s+(?:the\s+)?(?:support|helpdesk|help desk|it)\b[^.!?]{0,20}?\b(?:look into|look at|check|fix|sort)\b` +
		`|\b(?:tell|notify|contact|ping|message|email|let)\s+(?:the\s+|our\s+|your\s+)?(?:support|helpdesk|help desk|service desk|customer service|customer support)\b` +
		`|\b(?:meld|melde|meldet|melden|bescheid|weitergeben|weiterleiten|schreib|schreibe|informier|informiere|sag|sage)\b[^.!?]{0,40}?\b(?:dem|den|beim|an den|ans|an das)\s+(?:support|helpdesk|kundenservice|kundendienst|service-desk|supportteam|support-team)\b` +
		`|\b(?:dem|den|beim|an den|ans|an das)\s+(?:support|helpdesk|kundenservice|kundendienst|service-desk|supportteam|support-team)\b[^.!?]{0,60}?\b(?:meld|melde|melden|meldung|bescheid|weitergeben|weiterleiten|weiter|schreib|schreibe|informier|informiere|sag|sage|schicken|schick|schicke|senden|sende|geben|gib)\b` +
		`|\b(?:avisa|avise|informa|informe|comunica|notifica|diga|diz|reporta|reporte|relata|relate)\s+(?:o|ao|a|pro|pra|para o)\s+(?:suporte|atendimento|central de atendimento|helpdesk)\b` + // pt
		`|(?:^|\s)(?:préviens|prévenez|informe|informez|signale|signalez|dis|dites)\s+(?:au|le|la)\s+(?:support|service client|service après-vente|sav|helpdesk)(?:\s|$)` + // fr
		`|(?:^|\s)(?:porter plainte|faire une réclamation|déposer une réclamation)\s+(?:au|auprès du)\s+(?:support|service client)(?:\s|$|\s*[,:])` + // fr: a complaint with the desk
		`|\breclamação\s+(?:ao|pro|para o|com o)\s+suporte\b|(?:^|\s)(?:fala|fale|preciso falar|quero falar)\s+com\s+o\s+(?:suporte|atendimento)\b|(?:^|\s)(?:contactar|contacte|contacta|acionar|acione|aciona)\s+o\s+(?:suporte|apoio técnico|apoio ao cliente|atendimento)(?:\s|$|\s*[,.:])|(?:^|\s)(?:entra|entre|entrar)\s+em\s+contato\s+com\s+o\s+(?:suporte|atendimento)\b` + // pt
		`|(?:^|\s)(?:contacter|contactez|contacte)\s+(?:le|la)\s+(?:support|service client|sav|helpdesk)(?:\s|$|[,.:;!])` + // fr
		`|(?:^|[\s'’])(?:ouvr(?:e|es|ez|ir)|cré(?:e|es|ez|er)|dépos(?:e|es|ez|er)|fai(?:s|re|tes)|mont(?:e|es|ez|er)|lanc(?:e|es|ez|er))(?:-(?:moi|nous))?\s+(?:un|une)\s+(?:dossier|demande|réclamation)\s+auprès\s+du\s+(?:support|service client|sav|helpdesk)(?:\s|$|\s*[,.?!])` + // fr: a case to open with the desk, no folder (not "j'ai ouvert un dossier", opened)
		`|(?:^|\s)(?:abr(?:a|e|ir|am)|faz(?:er)?|faça|registr(?:a|e|ar)|cri(?:a|e|ar)|envi(?:a|e|ar)|quero|preciso de)\s+(?:um|uma)\s+(?:pedido|solicitação)\s+de\s+(?:suporte|assistência)(?:\s|$|\s*[,.:?!])` + // pt: a support request to open, no order (not "abri um pedido", opened)
		`|\b(?:dile|dígale|díganle|decidle|avisa|avise|avisen|avisad|informad|informa|informe|informen|reporta|reporte|reportar|reportarlo|reportarla|reportárselo|comunica|notifica|escribe|escriba|contacta|contacte|pasa|pásale)\b[^.!?]{0,20}?\b(?:a|al)\s+(?:soporte|atención al cliente|servicio técnico|servicio de atención|mesa de ayuda|helpdesk)\b` +
		`|(?:サポート|ヘルプデスク|サポート窓口|問い合わせ窓口|カスタマーサービス|サポートチーム|情シス)(?:に|へ[^の])[^。！？!?]{0,12}?(?:報告|連絡|伝え|問い合わせ|問合せ|相談|投げ)` +
		`|(?:지원팀|고객센터|헬프데스크|고객지원|기술지원|cs팀|cs 쪽|cs쪽|support팀|담당 부서)\s*(?:에|에게|쪽에|쪽으로|으로|로)\s*[^.!?]{0,12}?(?:신고|알려|넘겨|문의|전달|보고|연락|접수)` +
		`|(?:报|報|反馈|反饋|提交|转|轉)[^。！？!?，,]{0,8}?(?:给|給)(?:技术支持|技術支持|客服|售后|售後)|(?:告诉|告訴|通知)(?:一下)?(?:技术支持|技術支持|客服|售后|售後)` + // zh
		`|(?:联系|聯繫|联络|聯絡)(?:一下|下)?(?:技术支持|技術支持|客服|售后|售後)(?:$|[^过過了])|(?:跟|和|向)(?:技术支持|技術支持|客服|售后|售後)(?:反映|反馈|反饋|说|說)(?:一下|下)?(?:$|[^过過了])` + // zh: contact the desk, bring it up with the desk (not done already: 反映过了)
		`|\b(?:der|den|dem|vom)\s+(?:support|kundendienst|kundenservice|helpdesk)\b[^.!?]{0,40}?\b(?:ansehen|anschauen|klären|prüfen|kümmern|aufgenommen|aufnehmen|ansieht|anschaut)\b` +
		`|\ban\s+den\s+(?:support|kundendienst|kundenservice|helpdesk)\s+wenden\b` + // de: turn to the desk
		`|(?:^|\s)(?:contatta|contatti|contattare|contattate|avvisa|avvisi|avvisare|informa|informi|informare|segnala|segnali|segnalare|segnalo|scrivi|scriva|scrivere|chiama|chiami|chiamare)\s+(?:[^.!?]{0,20}?\s)?(?:a|al|all['’]|allo|il|l['’]|lo)\s*(?:supporto|assistenza|help\s?desk|servizio clienti)(?:\s|$|[,.:;!])` + // it: contact or tell the desk
		`|(?:^|\s)(?:necesito|quiero|tengo que|debo|hay que)\s+(?:contactar|hablar)\s+con\s+(?:el\s+)?(?:soporte|servicio técnico|atención al cliente)(?:\s|$|[,.:;!])` + // es: the desk to contact
		`|(?:^|\s)(?:apri|aprite|apra|aprimi|aprire|inoltra|inoltrare|inoltri|invia|inviare|invii|manda|mandare)\s+(?:una\s+segnalazione|un\s+ticket|una\s+richiesta)\s+(?:al|all['’]|allo)\s*(?:supporto|assistenza|help\s?desk)(?:\s|$|[,.:;!?])` + // it: a report opened with or sent to the desk
		`|(?:サポート|ヘルプデスク|カスタマーサポート)(?:に|の方で)[^。！？!?]{0,8}?(?:対応して|直して|調査して|調べて|確認して|見て)(?:ほし|もら|くだ|いただ)` +
		// A letter to the desk that asks it to look into what it tells: "Dear Support, I was
		// charged twice … Could someone look into this?".
		`|^\s*(?:dear|hi|hello|hey)\s+(?:the\s+)?(?:support|support team|helpdesk|help desk|service desk|customer service|customer support|customer care)\s*[,!:][^?]*?\b(?:could|can|would|will)\s+(?:someone|somebody|you|your team)\s+(?:please\s+)?(?:look into|fix|sort|investigate)\b` +
		// A wish that the desk looks into it: "I need someone at support to look at it",
		// "지원팀에서 이 문제를 처리해줬으면 좋겠어", "support 쪽에서 봐줬으면".
		`|\b(?:need|want|like)\s+(?:someone\s+(?:at|from|in)\s+|the\s+|our\s+)?(?:support|helpdesk|help desk|support team|customer support)\b[^.!?]{0,20}?\bto\s+(?:look|check|investigate|handle|fix|sort)\b` +
		`|(?:지원팀|고객지원|support\s?(?:team|팀)?|cs팀|담당자)[^.!?]{0,24}?(?:봐\s?줬으면|봐\s?주면|확인해\s?줬으면|확인해\s?주면|처리해\s?줬으면|처리해\s?주면|살펴봐\s?주면|살펴봐\s?줬으면|확인해줬으면)`)
	// reportsThat reports a problem as the asker's wish to report it, or files a complaint
	// with no other party named; reportWords are the words it needs.
	reportWords = []string{"report", "reportar", "melden", "signaler", "segnalare", "relatar", "complain", "queja", "reclama", "beschwer", "plaindre", "réclamation", "投诉", "投訴", "反馈", "反饋", "charged", "billed"}
	reportsThat = rx.MustCompile(`\b(?:i|we)(?:\s+(?:want|would like|need)|['’]d like)\s+to\s+report\s+(?:that|a problem|an issue|a bug)\b|` +
		`(?:^|\s)(?:quiero|quisiera|necesito|queremos)\s+reportar\s+(?:que|un problema|un error|un fallo)(?:\s|$)|` +
		`(?:^|\s)(?:ich|wir)\s+(?:möchte|möchten|will|wollen|muss|müssen)\s+(?:melden,?\s+dass(?:\s|$)|(?:ein(?:en)?\s+)?(?:problem|fehler|bug)\s+melden)|\bje\s+(?:voudrais|veux|dois)\s+signaler\s+que\b|` +
		`(?:^|\s)(?:quero|gostaria de|preciso)\s+(?:reportar|relatar)\s+(?:que|um problema|um erro|um bug|uma falha)(?:\s|$|[:,.])|` +
		`(?:^|\s)(?:vorrei|voglio|devo|dobbiamo|vorremmo)\s+segnalare\s+(?:che|un problema|un guasto|un errore|un malfunzionamento)(?:\s|$)|` + // it
		`\b(?:i|we)(?:\s+(?:want|would like|need)|['’]d like)\s+to\s+(?:lodge|file|make)\s+a\s+complaint\b|` +
		// A complaint with its reason: "I want to complain about being charged twice",
		// "Quiero poner una queja porque …", "Ich möchte mich beschweren, weil …".
		`\b(?:i|we)(?:\s+(?:want|would like|need)|['’]d like)\s+to\s+complain\s+(?:that|because|about being)\b|` +
		`(?:^|\s)(?:quiero|quisiera|necesito)\s+(?:quejarme|poner una queja|presentar una queja|poner una reclamación|presentar una reclamación|hacer una reclamación)(?:\s*[,:]|\s+(?:porque|ya que|pues))|` +
		`(?:^|\s)(?:ich|wir)\s+(?:möchte|möchten|will|wollen)\s+(?:mich|uns)\s+beschweren(?:\s*[,:]\s*|\s+)(?:weil|da|dass)?|` +
		`(?:^|\s)(?:quero|gostaria de|preciso)\s+(?:fazer uma reclamação|registrar uma reclamação|reclamar)(?:\s+(?:ao|com o|pro|para o)\s+suporte)?(?:\s*[,:]|\s+(?:porque|pois|que))|` +
		`\bje\s+(?:veux|voudrais|souhaite)\s+(?:me plaindre|déposer une réclamation|faire une réclamation)(?:\s*[,:]|\s+(?:parce que|car|que))|` +
		`(?:我要|我想|想)投[诉訴](?:一下)?\s*[，,：:]|(?:帮我|幫我)?反[馈饋]一下这个(?:bug|问题|故障)\s*[，,：:]|` + // zh: a complaint or a bug report with its reason
		// A charge gone wrong that the asker wants put right: "I've been charged twice for
		// my March subscription. Please get this sorted."
		`\b(?:charged|billed)\s+(?:twice|two times|double)\b[^?]*?\b(?:get (?:this|it) sorted|sort (?:this|it) out|have someone sort|someone (?:to )?sort|look into (?:this|it)|fix (?:this|it))\b`)
	// complaintElsewhere reports to another party ("with my landlord", "to the police"),
	// or of one's neighbours.
	complaintElsewhere = rx.MustCompile(`\bcomplaint\s+(?:with|against|to)\b|\bto\s+(?:the\s+|my\s+)?(?:police|landlord|city|council|authorities|embassy|bank|insurer|insurance)\b|` +
		`\b(?:neighbou?rs?|vecinos?|vecinas?|nachbarn?|nachbarin|voisins?|voisines?|vizinhos?|vizinhas?)\b`)
	// toldBefore tells support only after something else: "before contacting support,
	// search the knowledge base".
	toldBefore = rx.MustCompile(`\bbefore\s+(?:i\s+|we\s+)?(?:contact|report|tell|writ|email)|\bbevor\b|\bantes de\b|\bprima di\b|(?:報告|連絡|伝え|問い合わせ|問合せ|相談)(?:する|る|す)?前に|전에`)
	// existingTicket names a ticket by its number: what is told is about it.
	existingTicket = rx.MustCompile(`(?:ticket|チケット|티켓|case|fall|caso)\s*(?:#|nr\.?|no\.?|번호)?\s*\d`)
	// reachQuestion asks how or where to reach a desk, or how it works.
	reachQuestion = rx.MustCompile(`\bhow\b|\bwhere\b|\bwie\b|\bwo\b|\bwohin\b|cómo|dónde|方法|どうやって|どこ|어떻게|어디|방법|怎么|怎麼|哪里|哪裡|如何`)
)

// putsEventAtATime reports whether a request sets, books, adds, puts in, creates or
// schedules a meeting at a clock time: "pon una reunión con ventas mañana a las 3", "3日の14時に面談セットして",
// "für morgen um 15 Uhr einen Call eintragen", "캘린더에 내일 3시 미팅 박아줘". Such a
// request schedules the meeting (no ticket about it). A room, a table, a flight or a hotel booked is no
// meeting ("book a meeting room at 3pm", "会議室を15時に予約"), and a meal is one only
// when added, set or put in, never reserved ("dinner reservation 잡아 줘"). main is the
// request's main operation.
func (l *Lexicon) putsEventAtATime(raw, main string) bool {
	// A Korean hour "잡아" (held) or its time "확보해" (kept free) is an event whatever it
	// is called ("수요일 4시 컨퍼런스 콜 잡아", "치과 가야 되는데 목요일 4시로 잡아둘래?"), not
	// a taxi, a seat, a booking or a ticket caught.
	lower := strings.ToLower(raw)
	if !clockTime.MatchString(raw) || bookedPlace.MatchString(lower) || madePrivate.MatchString(lower) {
		return false
	}
	if (main == "create" || main == "schedule" || main == "") && koreanHeld.MatchString(raw) && !koreanCaught.MatchString(raw) {
		return true
	}
	switch main {
	case "":
		first := strings.Fields(lower)
		if len(first) > 1 && leadClitics[first[0]] {
			first = first[1:] // "mi metti una call …", "me pon una reunión …"
		}
		if len(first) == 0 || !putsInLead[strings.Trim(first[0], "¡!,.")] || holdsAny(lower, reminderWords) {
			return false // "Ponme una llamada … el lunes a las 10" puts it in
		}
	case "configure", "reserve", "add", "register":
	case "schedule", "create": // "create a weekly standup every monday at 9": the meeting is the evidence
		if ticketWord.MatchString(strings.ToLower(raw)) {
			return false
		}
	case Unclassified:
		if !putsIn.MatchString(l.UnknownFinalVerb(raw)) && !putsInLead[strings.ToLower(l.UnknownLeadVerb(raw))] {
			return false
		}
	default:
		return false
	}
	// A leading verb that puts in names its meeting in Romance words too: "mets une
	// réunion … à 14h", "mi metti una riunione …" (a réunion reserved after another ask
	// is no such request).
	led := (main == "" || main == "add" || main == "reserve" && reserveLeads.MatchString(lower)) && romanceMeeting.MatchString(lower)
	kept := keptAppointment.MatchString(lower) && (main != "reserve" || !serviceBooked.MatchString(lower)) // "Reserve a haircut slot on Booksy …" books a service
	return meetingWord.MatchString(lower) || led || kept || (main == "" || main == "add" || main == "configure" || main == Unclassified) && mealWord.MatchString(lower) && !reservationWord.MatchString(lower)
}

// keptAppointment names an appointment by whom it is kept with, or a slot of time: "put
// the dentist on friday at 10am", "Trag mir den Zahnarzt für Freitag um 10 ein", "Mets-moi
// le coiffeur samedi à 14h", "Reservier mir … einen Slot", "Ajoute un créneau jeudi 14h".
var keptAppointment = rx.MustCompile(`(?:^|[^\pL])(?:dentist|doctor|hairdresser|barber|vet|physio|zahnarzt|arzt|ärztin|friseur|tierarzt|physiotherapie|` +
	`dentista|médico|medico|peluquería|peluqueria|parrucchiere|barbiere|cabeleireiro|barbeiro|coiffeur|coiffeuse|médecin|dentiste|kiné|slot|créneau|creneau)(?:$|[^\pL])`)

// reserveLeads opens a request with a verb of reserving: "Prenota un'ora domani alle 16
// per la riunione …" (not "… Je dois aussi réserver une réunion …").
var reserveLeads = rx.MustCompile(`^(?:prenot|réserv|reserv)`)

// serviceBooked names a service booked with a provider.
var serviceBooked = rx.MustCompile(`haircut|manicure|massage|booksy|treatwell|doctolib|fresha|(?:^|[^\pL])(?:corte|massagem|masaje|massaggio)(?:$|[^\pL])`)

// romanceMeeting names a meeting in French, Italian or Portuguese.
var romanceMeeting = rx.MustCompile(`(?:^|[^\pL])(?:réunion|riunione|reunião)(?:$|[^\pL])`)

var (
	// meetingWord names a meeting, a call or an appointment.
	meetingWord = rx.MustCompile(`\b(?:meeting|call|standup|stand-up|sync|1:1|one-on-one|appointment|interview|termin|telefonat|besprechung|reunión|reunion|llamada|cita|entrevista|hueco|review|revisión|demo|retro|workshop|kickoff|kick-off)\b|상담|相談|` +
		`미팅|회의|약속|일정|면접|면담|会議|ミーティング|打ち合わせ|打合せ|面談|面接|定例|予定|アポ`)
	// koreanHeld is a clock time (or a part of the day) with the verb that holds it in
	// Korean; koreanCaught names what else is caught or kept.
	koreanHeld   = rx.MustCompile(`(?:\d{1,2}\s?시|오전|오후|아침|점심|저녁)[^.!?]{0,24}?(?:잡아|잡자|확보해|확보하고|비워\s?두)`)
	koreanCaught = rx.MustCompile(`예약|예매|택시|차\s?좀|방\s|숙소|자리|좌석|표\s|티켓|비행기|기차|버스|물고기|범인|균형|중심`)
	// reminderWords name a reminder, which no event put in is.
	reminderWords = []string{"recordatorio", "reminder", "erinnerung", "alarma", "alarm"}
	// madePrivate makes an event private, no new one: "haz privado demo next Monday at 4".
	madePrivate = rx.MustCompile(`\b(?:haz|hazlo|hazla|make|mach|macht)\s+(?:\w+\s+)?(?:privad[oa]|private|privat)\b`)
	// mealWord names a meal one meets over.
	mealWord = rx.MustCompile(`\b(?:lunch|dinner|breakfast|mittagessen|abendessen|frühstück|almuerzo|cena|comida|desayuno)\b|점심|저녁|회식|ランチ|ディナー|飲み会|食事`)
	// reservationWord names a reservation, which a meal is booked with.
	reservationWord = rx.MustCompile(`reserv|booking|buchung|예약|予約`)
	// bookedPlace names a place or a seat one books.
	bookedPlace = rx.MustCompile(`\b(?:room|rooms|raum|räume|sala|salas|table|tisch|mesa|restaurant|restaurante|flight|flug|vuelo|hotel|seat|platz|asiento)\b|` +
		`besprechungsraum|meetingraum|회의실|식당|테이블|좌석|항공|호텔|会議室|レストラン|テーブル|座席|ホテル|航空`)
	// ticketWord names a ticket, which a meeting may be the subject of.
	ticketWord = rx.MustCompile(`ticket|\bcase\b|\bcaso\b|\bfall\b|incident|incidencia|티켓|チケット|문의|問い合わせ`)
	// putsIn is a Korean or Japanese verb of putting something in or marking it down.
	putsIn = rx.MustCompile(`박아|찍어|넣어|적어|표시해|기록해|올려|入れ|押さえ|組んで|書いて|メモして`)
	// putsInLead are the English, German and Spanish leading verbs that put something in
	// a diary: "Put a 30-min sync with Priya on Friday at 2pm", "Mete … el viernes a las 2".
	putsInLead = set("put", "pop", "pencil", "slot", "stick", "mete", "méteme", "metéme", "pon", "ponme", "metti", "mettimi", "mets", "mets-moi", "mettez", "mettez-moi", "coloca", "coloque", "bota", "põe", "ponha")
	// leadClitics are the pronouns that may come before a leading verb: "mi metti …".
	leadClitics = set("mi", "me", "ci", "nos")
)

// timedNote reports whether a request without a verb is a diary note: a meeting, a meal
// or an appointment one keeps, at a clock time, in a few words and asking nothing
// ("lunch w/ Sam Tue 12:30", "Zahnarzt Fr 8 Uhr", "Call mit Lena Di 14 Uhr", "面談 来週月曜10時").
// Meetings in the plural ("meetings tomorrow at 3pm") or a question are looked up.
func timedNote(raw string) bool {
	lower := strings.ToLower(raw)
	if strings.ContainsAny(lower, "?？¿→") || strings.Contains(lower, "->") || !clockTime.MatchString(raw) || len(strings.Fields(lower)) > 9 ||
		timeShifted.MatchString(lower) ||
		pluralEvents.MatchString(lower) || noteReads.MatchString(lower) || bookedPlace.MatchString(lower) || madePrivate.MatchString(lower) {
		return false
	}
	return meetingWord.MatchString(lower) || mealWord.MatchString(lower) || appointmentWord.MatchString(lower)
}

var (
	// appointmentWord names whom or what one has an appointment with.
	appointmentWord = rx.MustCompile(`(?:^|[^\pL])(?:dentist|doctor|haircut|gym|yoga|zahnarzt|arzt|ärztin|friseur|dentista|médico|medico|peluquería|peluqueria)(?:$|[^\pL])|歯医者|病院|美容院|치과|병원|미용실`)
	// pluralEvents are events in the plural, looked up rather than noted.
	pluralEvents = rx.MustCompile(`\b(?:meetings|events|appointments|calls|termine|meetings|reuniones|eventos|citas|llamadas)\b`)
	// timeShifted says an event moved: "the client moved our call from 2pm to 4pm".
	timeShifted = rx.MustCompile(`\b(?:moved|pushed|shifted|postponed|verschoben|verlegt|movida|movido|cambiada|cambiado|pasa|recurring)\b|\bfrom\s+\d.*\bto\s+\d|ずら|延期|変更|미뤄|옮겨|밀렸|변경`)
	// noteReads ask what is on a calendar.
	noteReads = rx.MustCompile(`\b(?:what|which|when|show|list|agenda|was|wann|zeig|welche|qué|cuándo|muestra|lista)(?:$|[^\pL])|予定は|何が|일정 뭐|뭐 있`)
)

// saysFieldNow reports whether a lower-case text says a profile field now holds another
// value (profileFieldNow), testing cheap marks first.
func saysFieldNow(lower string) bool {
	return holdsAny(lower, fieldNowMarks) && profileFieldNow.MatchString(lower)
}

// withTerm returns terms with term added when it is not there yet.
func withTerm(terms []string, term string) []string {
	if slices.Contains(terms, term) {
		return terms
	}
	return append(slices.Clip(terms), term)
}

// withoutTerm returns a copy of terms without term.
func withoutTerm(terms []string, term string) []string {
	return slices.DeleteFunc(slices.Clone(terms), func(t string) bool { return t == term })
}

// wantedRecordOf is wantedRecord of a request whose words name no operation (main ""),
// and "" otherwise.
func wantedRecordOf(main, raw string) string {
	if main != "" {
		return ""
	}
	return wantedRecord(raw)
}

// wantedRecord returns the operation of a request that names no verb and wishes for a
// new record: a ticket is created ("Need a support ticket for a defective charger", "Ich
// brauche ein neues Ticket: …", "Kein Artikel, sondern ein echtes Ticket bitte"), an
// event at a clock time scheduled ("I need a calendar event called 'Budget sync' on June
// 12 from 2 to 3pm", "…sondern einen neuen Eintrag für die Versammlung um 9 Uhr"). A
// wish for a record's number or status ("I need a ticket number"), a negated one and a
// question wish for none; it returns "".
func wantedRecord(raw string) string {
	lower := strings.ToLower(raw)
	if strings.ContainsAny(lower, "?？") {
		return ""
	}
	for _, at := range wantedRecordForm.FindAllStringSubmatchIndex(lower, -1) {
		before, after := lower[:at[0]], lower[at[1]:]
		if negatedBefore.MatchString(before) || recordPart.MatchString(after) {
			continue
		}
		if at[2] >= 0 {
			// A bare ticket may be a concert's: it is support's when the request says so
			// or goes on to tell the problem.
			if lower[at[2]:at[3]] != "ticket" || supportSaid.MatchString(lower) || strings.ContainsAny(lower[at[3]:], ":：–—") {
				return "create"
			}
			continue
		}
		if clockTime.MatchString(raw) {
			return "schedule"
		}
	}
	return ""
}

var (
	// wantedRecordForm is a wish, then an indefinite article and a record: a ticket (the
	// first group) or an event.
	wantedRecordForm = rx.MustCompile(`(?:^|[\s,.:;–—-])(?:i need|we need|need|i'd like|i would like|i want|ich brauche?|wir brauchen|ich bräuchte|wir bräuchten|ich benötige|wir benötigen|ich hätte gerne?|ich möchte|necesito|necesitamos|quiero|quisiera|me gustaría|sondern|but)` +
		`\s+(?:folgendes\s*:\s*|dafür\s+|noch\s+|mal\s+)?(?:a|an|one|ein|eine|einen|un|una)\s+(?:(?:new|neues|neue|neuen|nuevo|nueva|echtes|echten|richtiges|richtigen|quick|urgent|dringendes)\s+){0,2}` +
		`(?:(support[ -]?ticket|ticket|support[ -]?case|supportfall|support-fall|supportanfrage|support-anfrage|ticket de soporte|caso de soporte|solicitud de soporte|incidencia)` +
		`|calendar event|calendar entry|event|appointment|termin|kalendertermin|kalendereintrag|eintrag|evento|cita)(?:$|[^\pL-])`)
	// ticketBrought is a ticket that is to be opened or to exist: "a ticket needs to be
	// raised", "could a ticket be opened", "지원 티켓이 하나 필요해요", "티켓이 있어야 해".
	ticketBrought = rx.MustCompile(`\b(?:support ticket|ticket|support case|case)\s+(?:needs to|should|must|has to)\s+be\s+(?:raised|opened|logged|filed|created|submitted)\b|` +
		`(?:sollte|muss|müsste)\s+(?:es\s+)?(?:ein|einen)\s+(?:neues\s+)?(?:support-?ticket|ticket|supportfall|fall)\b[^.?!]{0,30}\b(?:geben|existieren)\b|` +
		`(?:티켓|케이스|case|ticket)(?:이|가)?\s*(?:하나|한\s*건)?\s*(?:필요해|필요합니다|필요해요|필요할\s*것\s*같(?:아요|아|습니다)|있어야\s*(?:해|합니다|해요)|있으면\s*좋겠(?:어요|어|습니다))\s*[.!]?\s*$`)
	// ticketAskedFor is a ticket asked for as a favour, a question in form only: "지원 티켓
	// 하나 부탁해도 될까요?", "티켓 한 건 부탁드려요".
	ticketAskedFor = rx.MustCompile(`(?:티켓|케이스)\s*(?:하나|한\s*건)?\s*(?:좀\s*)?(?:부탁해도\s*될까요|부탁드려요|부탁드립니다|부탁해요|부탁합니다|부탁해)\s*[.!?？]?\s*$`)
	// supportSaid names a support desk or a reason for a ticket.
	supportSaid = rx.MustCompile(`support|helpdesk|help desk|service desk|soporte|kundenservice|kundendienst|\bit\b|\bweil\b|\bbecause\b|\bporque\b|\bwegen\b|\bya que\b|\bpor (?:el|la|los|las|un|una)\b`)
	// negatedBefore ends a text that negates what follows: "I don't need a ticket".
	negatedBefore = rx.MustCompile(`(?:n't|\bnot|\bno|\bnicht|\bkein\w*)\s*$`)
	// recordPart starts a part of a record, not the record: "a ticket number", "a
	// Termin-ID", "a ticket status".
	recordPart = rx.MustCompile(`^\s*(?:number|nummer|id|número|numero|status|estado|#|room|raum|sala)`)
)

// eventNeeded reports whether a Korean request says an event is needed, named by a title
// and a time: "team sync at 3 일정이 필요해요", "review Friday 일정 하나 있어야 해요" (not
// "내일 일정이 필요해요", which may want tomorrow's schedule read).
func (l *Lexicon) eventNeeded(raw string) bool {
	m := eventBrought.FindStringSubmatch(raw)
	if m == nil {
		return false
	}
	title := m[1]
	timed := clockTime.MatchString(title) || slices.ContainsFunc(TextWords(title), func(w string) bool { return weekdayWords[w] })
	named := slices.ContainsFunc(TextWords(title), func(w string) bool {
		return !weekdayWords[w] && !timeFillers[w] && !strings.ContainsFunc(w, unicode.IsDigit)
	})
	return timed && named
}

var (
	eventBrought = rx.MustCompile(`^\s*(.+?)\s*일정(?:이|가)?\s*(?:하나\s*)?(?:필요해요?|필요합니다|필요할\s*것\s*같(?:아요|아|습니다)|있어야\s*(?:해요?|합니다)|있으면\s*좋겠(?:어요|어|습니다))\s*[.!]?\s*$`)
	weekdayWords = set("monday", "tuesday", "wednesday", "thursday", "friday", "saturday", "sunday", "mon", "tue", "wed", "thu", "fri", "sat", "sun",
		"today", "tomorrow", "tonight", "월요일", "화요일", "수요일", "목요일", "금요일", "토요일", "일요일", "오늘", "내일", "모레")
	timeFillers = set("at", "on", "pm", "am", "next", "this", "오전", "오후", "다음", "이번", "주", "시", "분", "에")
)

// placedInCalendar reports whether a text names a calendar as where something goes or
// is ("… en mi calendario", "カレンダーで…ブロックして", "calendar에 … block 해줘"):
// blocking time there blocks it off, it suspends no account.
func placedInCalendar(raw string) bool { return saysAny(raw, calendarPlaces, calendarPlaceSubs) }

// phraseWords is a text's lower-case words (letters and apostrophes, a typographic
// apostrophe made plain), each between single spaces, for saysPhrase.
func phraseWords(raw string) string {
	lower := strings.ReplaceAll(strings.ToLower(raw), "’", "'")
	return " " + strings.Join(strings.FieldsFunc(lower, wordBreak), " ") + " "
}

// saysAny reports whether a text says one of phrases as whole words, or holds one of
// subs (the Korean and Japanese forms, which stand inside words).
func saysAny(raw string, phrases, subs []string) bool {
	if saysPhrase(phraseWords(raw), phrases) {
		return true
	}
	return holdsAny(strings.ToLower(raw), subs)
}

// saysPhrase reports whether words (from phraseWords) contain one of phrases as whole words.
func saysPhrase(words string, phrases []string) bool {
	return slices.ContainsFunc(phrases, func(p string) bool { return holdsWords(words, p) })
}

// holdsWords reports whether words (from phraseWords) hold p between spaces: the test
// strings.Contains(words, " "+p+" ") makes, without building that string.
func holdsWords(words, p string) bool {
	if p == "" {
		return false
	}
	for off := 0; ; {
		i := strings.Index(words[off:], p)
		if i < 0 {
			return false
		}
		i += off
		if end := i + len(p); i > 0 && words[i-1] == ' ' && end < len(words) && words[end] == ' ' {
			return true
		}
		off = i + 1
	}
}

// MarkedAttributes returns terms with the attributes a lower-case text names by phrases
// the vocabulary's words do not make: a profile's picture and an account's status, which
// a lookup of a user's id and name does not return ("Bob Kim's profile picture",
// "Kontostatus von Hans Müller"), a ticket's status, which no article search returns,
// and stock reserved for orders or still on its way, which is no quantity on hand.
func MarkedAttributes(lower string, terms []string) []string {
	for _, a := range markedAttributes {
		if a.term == "account status" && (slices.Contains(terms, "profile") || strings.Contains(lower, "顺便")) && (profileShown.MatchString(lower) || holdsAny(lower, profileShownSpaceless)) {
			// The status beside a profile shown, or asked by the way of a record shown:
			// "Zeig mir Profil und Kontostatus von Benutzer mlange", "…的资料帮我调出来看看，顺便看看账号状态".
			continue
		}
		if holdsAny(lower, a.marks) {
			terms = withTerm(terms, a.term)
		}
	}
	// Where a case with the desk stands is its status: "J'ai ouvert un dossier auprès du
	// support hier, où en est-il ?"
	if strings.Contains(lower, "où en est") && holdsAny(lower, supportDesks) {
		terms = withTerm(terms, "ticket status")
	}
	// "the status of jsmith's account", "the status of her account"
	if strings.Contains(lower, "status of") && accountStatusOf.MatchString(lower) {
		terms = withTerm(terms, "account status")
	}
	if holdsAny(lower, articleWords) && (articleMetadata.MatchString(lower) || articleFeedback.MatchString(lower) ||
		(articleEdited.MatchString(lower) || articleEditedRomance.MatchString(lower) && (!quotedTitleLower.MatchString(lower) || holdsAny(lower, helpArticleMarks))) && !holdsAny(lower, scholarlyMarks)) {
		terms = withTerm(terms, "article metrics") // what is known of a help article, not what it says
	}
	// Whether an account is in a state is its status, unless the request also has a profile
	// shown or looked up ("Is user 42 blocked? Show their account").
	if !slices.Contains(terms, "account status") && accountStateAsked.MatchString(lower) && !profileShown.MatchString(lower) {
		terms = withTerm(terms, "account status")
	}
	// So is a lockout asked beside an account shown: "Zeig mir das Konto von k.wagner, ist
	// das gesperrt?" looks the account up.
	if slices.Contains(terms, "lockout") && slices.Contains(terms, "account") && profileShown.MatchString(lower) {
		terms = withoutTerm(terms, "lockout")
	}
	return terms
}

// profileShownSpaceless show a record in Chinese, Japanese or Korean.
var profileShownSpaceless = []string{"调出来", "调出", "看看", "查看", "見せて", "表示して", "開いて", "보여", "조회해"}

// profileShown asks a profile or an account shown or looked up.
var profileShown = rx.MustCompile(`\b(?:show|look\s?up|pull up|display|zeig|zeige|anzeigen|muestra|muéstrame|mostrar)\b`)

// accountStateAsked asks whether an account is in a state, or for the accounts in one: "is
// acct rbaker active or disabled", "Is user lmoreau suspended?", "deactivated users list?",
// "Ist das Konto von Frau Kern noch aktiv?", "¿la cuenta de Luis sigue activa?". The state
// closes its clause; "my account is locked, please open a ticket" tells a problem.
var accountStateAsked = rx.MustCompile(`\b(?:is|are|was|were)\s+(?:\S+\s+){0,5}?(?:still\s+|currently\s+)?(?:active|inactive|enabled|disabled|suspended|deactivated|locked|blocked|banned|frozen)(?:\s+or\s+(?:not|\w+))?\s*(?:[?.!]|$)|` +
	`\b(?:deactivated|disabled|suspended|inactive|locked|blocked|banned|dormant)\s+(?:users?|accounts?|accts?|profiles?)\b|` +
	`\b(?:active|inactive|enabled|disabled|suspended|pending|locked),?\s+(?:\w+,?\s+)?or\s+(?:active|inactive|enabled|disabled|suspended|pending|locked)\b|` +
	`(?:^|\s)(?:ist|sind|war)\s+(?:\S+\s+){0,6}?(?:noch\s+|schon\s+|gerade\s+)?(?:aktiv|inaktiv|gesperrt|deaktiviert|aktiviert|blockiert|eingefroren)(?:\s+oder\s+\S+)?\s*(?:[?.!]|$)|` +
	`(?:^|\s)(?:gesperrte|deaktivierte|inaktive)n?\s+(?:benutzer|nutzer|konten|accounts|user)\b|` +
	`(?:^|\s)(?:aktiv|inaktiv|gesperrt|deaktiviert|blockiert|eingefroren)\s+(?:ist|sind|war|waren)\s*(?:[?.!,]|$)|(?:^|\s)is\s+(?:\S+\s+){0,6}?(?:noch\s+)?(?:aktiv|gesperrt)\s*\?|` +
	`(?:^|[\s¿])(?:está|esta|están|estan|sigue|siguen)\s+(?:\S+\s+){0,4}?(?:activ[oa]s?|inactiv[oa]s?|bloquead[oa]s?|suspendid[oa]s?|desactivad[oa]s?|deshabilitad[oa]s?)(?:\s+o\s+\S+)?\s*(?:[?.!]|$)|` +
	`(?:^|\s)(?:usuarios|cuentas)\s+(?:bloquead|suspendid|desactivad|inactiv)`)

// ToolCapability is the term of a question about a tool rather than its data
// (AsksAboutTool), which a request is asked once for.
const ToolCapability = "tool capability"

// namesTicker reports whether a request names a ticker by its capitals ("How much does
// one AAPL cost?"), not a SKU or a PDF.
func namesTicker(raw string) bool {
	return slices.ContainsFunc(shareTickerWord.FindAllString(raw, -1), func(t string) bool { return !notTickers[strings.SplitN(t, ".", 2)[0]] })
}

// cityEventsAt reports whether a request names events and then a place by its
// capitalized name, not a month, a weekday or a room.
func cityEventsAt(raw string) bool {
	m := cityEvents.FindStringSubmatch(raw)
	return m != nil && !notPlaces[strings.ToLower(m[1])]
}

// AsksAboutTool reports whether a lower-cased request is a question about a tool rather
// than a request for its data: what it supports, covers or returns, how fresh, far back or
// real-time its data is, where the data comes from, which fields it takes ("Does your paper
// search include preprints?", "How far back does the price history go?", "Unterstützt das
// Kalender-Tool Serientermine?", "¿Cada cuánto se actualizan los datos?"). Only a question
// is one: a ticket's text may well tell what a tool does.
func AsksAboutTool(lower string) bool {
	if !strings.ContainsAny(lower, "?？¿") && !toolQuestionLead.MatchString(lower) {
		return false
	}
	// A question a ticket or a help article is about is their content: "Please raise a
	// support ticket: does the billing tool support SEPA?", "Is there a help article
	// explaining whether the app is free to use?".
	return toolQuestionAsked(lower) && !toolQuestionContent.MatchString(lower)
}

// toolQuestionAsked reports whether a lower-cased question has the form of one about a
// tool (toolQuestionWords, toolQuestions, serviceData with serviceMeta).
func toolQuestionAsked(lower string) bool {
	if !askerCan.MatchString(lower) {
		if holdsAny(lower, toolQuestionWords) {
			return true
		}
		for _, q := range toolQuestions {
			if holdsAny(lower, q.marks) && (q.also == nil || holdsAny(lower, q.also)) && q.re.MatchString(lower) {
				return true
			}
		}
	}
	// The service's own data addressed as yours asks about it only with a word of how it
	// is made, kept or reached: "Bis wie weit zurück reichen eure historischen Kurse?", not
	// "Was sagen eure Wettervorhersagen für Hamburg morgen?".
	return holdsAny(lower, serviceMarks) && serviceData.MatchString(lower) && serviceMeta.MatchString(lower)
}

// toolQuestionLead opens a question without its mark: "does your search include preprints".
var toolQuestionLead = rx.MustCompile(`^(?:does|do|can|is|are|how|which|what(?:'s)?|unterstützt|enthält|wie|woher|welche)\s`)

// toolQuestionContent names the records a question about a tool may be the content of.
var toolQuestionContent = rx.MustCompile(`\b(?:open|create|raise|file|log|put in|get)\b.{0,30}\b(?:ticket|case)\b|\bfile\b.{0,20}\bwith support\b|\b(?:ticket|case)\s*[:：]|` +
	`(?:ticket|fall|incidencia)\w*\s+(?:an|auf|anlegen|aufmachen|erstellen|öffnen)|(?:^|\s)(?:abre|abrir|crea|crear|ábrele|abrirle)\b.{0,20}\b(?:ticket|incidencia)|(?:^|\s)leg\w*\b.{0,30}\bticket|` +
	`help cent(?:er|re)|help article|help doc|support article|documentation|\bdocs\b|\bguides?\b|support-bereich|soporte|\bsupport (?:docs|site|page|area|portal)|\bfaq|(?:in der|die) hilfe|hilfeartikel|wissensdatenbank|knowledge base|centro de ayuda|artículo de ayuda|(?:en la|tu|vuestra) ayuda`)

// askerCan opens a question of what the asker or the assistant may do: "Can you handle a
// ticket for me?".
var askerCan = rx.MustCompile(`^(?:can|could) (?:you|i|we|u)\b`)

// toolQuestions are the forms of a question about a tool's reach or data: its subject is
// the tool, its search or its data, its verb what a tool may support, cover or keep. Each
// is tried only where one of its marks and, if it has any, one of its also-marks are.
var toolQuestions = []struct {
	marks, also []string // the question is tried where one of marks and, if any, one of also are
	re          *rx.Regexp
}{
	// en: "does the users tool cover deactivated accounts", "can inventory update handle negative quantities"
	{[]string{"support", "include", "handle", "cover", "count", "track", "keep", "store", "accept", "allow", "refresh", "go back"}, toolNouns, rx.MustCompile(
		`\b(?:does|do|is|are)\s+(?:your|the)\s+(?:[\w.-]+\s+){0,3}?(?:tool|endpoint|api|search|service|database|data|feed|system|quotes?)\s+(?:support|include|handle|cover|count|track|keep|store|accept|allow|refresh|go back)\b`)},
	{[]string{"support ", "handle ", "accept "}, []string{"does ", "can "}, rx.MustCompile(`^(?:does|can)\s+(?:[\w.-]+\s+){1,3}?(?:support|handle|accept)\s`)},
	{[]string{"deactivated", "disabled", "deleted", "archived", "inactive", "suspended", "private", "hidden"}, []string{"does "}, rx.MustCompile(
		`^does\s+(?:your|the)\s.{0,40}\b(?:show|list|return|include)\s+(?:deactivated|disabled|deleted|archived|inactive|suspended|private|hidden)\b`)},
	// en: "how often does the forecast tool refresh its data", "How far back does the price history go?"
	{[]string{"how often", "how frequently"}, []string{"refresh", "update", "sync"}, rx.MustCompile(`\bhow (?:often|frequently)\b.{0,60}\b(?:refresh|refreshed|update|updated|sync|synced)\b`)},
	{[]string{"how far", "how fresh", "up to date"}, nil, rx.MustCompile(
		`\bhow (?:far back|far ahead|fresh|up to date)\b.{0,60}\b(?:your|the|its)\s+(?:[\w.-]+\s+){0,3}?(?:tool|endpoint|api|search|service|database|data|feed|system|history)\b`)},
	{[]string{"how does", "how do "}, []string{"rank", "work", "decide", "sort", "choose"}, rx.MustCompile(
		`\bhow (?:does|do)\s+(?:your|the)\s+(?:[\w.-]+\s+){0,3}?(?:tool|endpoint|api|search|service|system)\s+(?:rank|work|decide|sort|choose)\b`)},
	// en: where the data comes from, whether it is live, what it is built on, what it takes
	{[]string{"coming from", "come from", "comes from", "sourced from"}, nil, rx.MustCompile(
		`\b(?:your|the)\s+(?:[\w-]+\s+){0,2}?(?:data|quotes?|prices?|feed)\s+(?:(?:is|are)\s+)?(?:coming|come|comes|sourced)\s+from\b`)},
	{[]string{"delayed"}, nil, rx.MustCompile(`\breal[- ]?time or delayed\b|\bdelayed (?:by )?\d+ min|\blive or delayed\b`)},
	{[]string{"which database", "what database", "which source", "what source", "which provider", "what provider"}, nil, rx.MustCompile(
		`\b(?:which|what) (?:database|source|provider)s? (?:do|does) (?:you|it|the)\b`)},
	{[]string{"max", "fields", "parameters", "filters", "inputs", "arguments"}, nil, rx.MustCompile(
		`\b(?:maximum|max) (?:number of )?(?:results|papers|records|items)\b|\b(?:which|what) (?:fields|parameters|filters|inputs|arguments) (?:can|does|do|are)\b`)},
	{[]string{"computed", "calculated", "measured", "simulated"}, nil, rx.MustCompile(
		`\b(?:your|the)\s+(?:[\w-]+\s+){0,2}?(?:values|data|figures|numbers)\s+(?:\w+\s+)?(?:computed|calculated|measured|simulated)\b`)},
	{[]string{"built on"}, nil, rx.MustCompile(`\b(?:is|are) (?:the|your) (?:[\w-]+ )?(?:[\w-]+ )?(?:[\w-]+ )?(?:database|data|search|tool) built on\b`)},
	{[]string{"which model", "what model", "which weather model", "what weather model"}, nil, rx.MustCompile(`\b(?:which|what) (?:weather )?models? (?:are|is|do|does)\b`)},
	// de: "Unterstützt das Kalender-Tool Serientermine?", "Wie oft werden die Kursdaten aktualisiert?"
	{[]string{"unterstützt", "enthält", "umfasst", "berücksichtigt", "wie oft", "wie häufig", "wie aktuell", "wie weit", "woher", "echtzeit", "live oder", "verzögerung",
		"kostenpflichtig", "kostenlos", "gratis", "oder nur", "or only", "o solo", "o sólo", "hier angezeigt", "in diesem tool", "in this tool", "shown here", "en esta herramienta", "modelle"}, nil, rx.MustCompile(
		`(?:^|\s)(?:unterstützt|enthält|umfasst|berücksichtigt)\s+(?:dein|deine|euer|eure|das|die|der)\s+(?:[\wäöüß-]+\s+){0,2}?[\wäöüß-]*(?:tool|werkzeug|endpunkt|api|suche|dienst|datenbank|daten|system)(?:\s|$|[?,])|` +
			`(?:^|\s)wie (?:oft|häufig)\s.{0,60}(?:aktualisier|erneuer|synchronisier)|(?:^|\s)wie (?:aktuell|weit zurück|weit im voraus)\s.{0,60}[\wäöüß-]*(?:daten|tool|suche|api|dienst|datenbank|system)(?:\s|$|[?,])|` +
			`(?:^|\s)woher (?:kommen|stammen|bezieht|beziehen)\s|(?:^|\s)echtzeit oder verzögert|(?:^|\s)live oder (?:zeit)?verzögert|(?:^|\s)mit wie viel verzögerung|(?:^|\s)kostenpflichtig(?:\s|$|[?,])|` +
			`(?:^|\s)(?:hier|bei euch)\s+(?:eigentlich\s+)?(?:kostenlos|gratis)|(?:^|\s)(?:auch|also|too|también)\s.{0,40}(?:oder nur|or only|o solo|o sólo)\s|` +
			`(?:^|\s)(?:hier angezeigt|in diesem tool|in this tool|shown here|en esta herramienta)(?:\s|$|[?,])|(?:^|\s)welche (?:wetter)?modelle`)},
	// es: "¿Tu búsqueda de artículos incluye preprints?", "¿Cada cuánto se actualizan los datos?"
	{[]string{"herramienta", "búsqueda", "buscador", "api", "servicio", "base de datos", "endpoint", "sistema", "cada cuánto", "frecuencia", "de dónde", "tiempo real", "qué campos", "es gratis",
		"con qué retraso", "hasta cuándo", "qué modelo"}, nil, rx.MustCompile(
		`(?:^|[\s¿])(?:tu|su|vuestra|vuestro|la|el)\s+(?:herramienta|búsqueda|buscador|api|servicio|base de datos|endpoint|sistema)\s.{0,40}(?:incluye|admite|soporta|permite|cubre|maneja|acepta|filtra)(?:\s|$|[?,])|` +
			`(?:^|[\s¿])(?:cada cuánto|con qué frecuencia) (?:se )?actualiza|(?:^|[\s¿])de dónde (?:vienen|salen|sacan|provienen|sacáis|sacas)\s|(?:^|\s)tiempo real o (?:con )?retraso|(?:^|[\s¿])qué campos (?:tiene|puede|admite|acepta)|` +
			`(?:^|[\s¿])es gratis (?:consultar|usar)|(?:^|[\s¿])con qué retraso|(?:^|[\s¿])hasta cuándo llega|(?:^|[\s¿])qué modelos? meteorológicos?`)},
}

// toolNouns name a tool or its data.
var toolNouns = []string{"tool", "endpoint", "api", "search", "service", "database", "data", "feed", "system", "quote"}

// toolQuestionWords are questions about a tool's data said in so many words: "live or
// cached", "株価データはリアルタイムですか", "주가 데이터는 실시간이야 아니면 지연돼?".
var toolQuestionWords = []string{"いつまで遡れ", "何日先まで", "アクセスできますか", "アクセスできる？", "überhaupt sehen", "überhaupt zugreifen", "live or a few", "live or cached", "how current is", "can i filter", "oldest date", "free to use", "free or do i", "free, or do i",
	"リアルタイムですか", "遅延あり", "どこから取得", "も対象ですか", "反映されますか", "실시간이야", "실시간인가요", "지연돼", "지연되나요", "얼마나 자주 업데이트", "도 포함되나요", "도 포함해?", "도 포함돼?", "도 포함해？", "도 포함돼？"}

// serviceData names the service's own data addressed as yours; serviceMeta a word of
// how that data is made, kept or reached.
var (
	serviceMarks = []string{"eure", "euer", "vuestr", "que dais", "que tenéis", "que mostráis", "deine", "your", "you use", "tus "}
	serviceData  = rx.MustCompile(`(?:^|\s)(?:eure[nmrs]?|euer)(?:\s|$|[?,])|(?:^|[\s¿])(?:vuestr[oa]s?|que dais|que tenéis|que mostráis)(?:\s|$|[?,])|` +
		`(?:^|\s)deine[nmrs]?\s+[\pL-]*daten\b|\byour\s+(?:[\w-]+\s+)?data\b|\bdata you use\b|(?:^|[\s¿])tus\s+datos\b`)
	serviceMeta = rx.MustCompile(`weit zurück|zurück reich|berechnet\b.{0,12}\boder gemessen|gemessen\b.{0,12}\boder berechnet|indexiert|datenquelle|` +
		`calculados o|o experimentales|indexad|hasta qué año|hasta cuándo|qué fuente|hasta qué fecha|woher|wie weit reichen|how far back|where do you get|or somewhere else|from noaa`)
)

// articleFeedback rates, flags or asks after an article's standing: its rating, being
// flagged out of date, its translations, its popularity ("Report the help article on refunds as
// outdated", "Gibt es den Hilfeartikel auch auf Japanisch?").
var articleFeedback = rx.MustCompile(`\b(?:rating (?:of|did|on)|rating\s*[★☆\d]|rated|feedback|most popular|most viewed|thumbs[- ](?:up|down)|(?:as|still|now) outdated|available in (?:japanese|german|french|spanish|english|korean|chinese))\b|` +
	`(?:^|\s)(?:bewertet|bewertung|als veraltet|oder veraltet|meistgelesen\w*|auch auf (?:japanisch|englisch|deutsch|spanisch|französisch|koreanisch|chinesisch))(?:\s|$|[.,?])|` +
	`(?:^|\s)(?:valoración|valorado|como desactualizad[oa]|más populares|más vistos|disponible en (?:japonés|inglés|alemán|francés|coreano|chino))(?:\s|$|[.,?])|` +
	`피드백|フィードバック|反馈意见|反饋意見|[提留给給](?:点|點|个|個|些)?反[馈饋]|` +
	// rated or translated in Romance languages: "noter l'article sur le VPN", "traduire la FAQ en anglais"
	`(?:^|[^\pL])(?:noter|note|notez|évaluer|évalue|valutare|valuta|votare|vota|avaliar|avalia|calificar|califica|valorar|valora)\s+(?:l'|l’|le\s+|la\s+|o\s+|a\s+|el\s+|il\s+|lo\s+|questo\s+|cet\s+|este\s+|esse\s+|ce\s+)?(?:article|articolo|artigo|artículo|guide|guida|guia|guía|faq)(?:$|[^\pL])|` +
	// a mark given to it: "Dá nota 2 para esse artigo de ajuda", "mets 3 étoiles à l'article"
	`(?:^|[^\pL])(?:nota|note|voto|estrelas?|étoiles?|stelle|estrellas?)\s+\d\s+(?:para|pra|a|à|al|all'|ao|an)\s+(?:l'|l’|le\s+|la\s+|o\s+|a\s+|el\s+|esse\s+|este\s+|cet\s+|questo\s+)?(?:article|articolo|artigo|artículo|guide|guida|guia|guía|faq)(?:$|[^\pL])|` +
	`(?:^|[^\pL])(?:traduire|traduis|traduisez|tradurre|traduci|traduzir|traduz|traducir|traduce|übersetze|übersetzen|translate)\s+(?:l'|l’|le\s+|la\s+|o\s+|a\s+|el\s+|il\s+|lo\s+|den\s+|die\s+|das\s+|the\s+|this\s+)?(?:article|articolo|artigo|artículo|artikel|guide|guida|guia|guía|faq|hilfeartikel)(?:$|[^\pL])`)

// quotedTitleLower is a quoted title of three words or more in a lower-cased text.
var quotedTitleLower = rx.MustCompile(`'[^'\n]+\s[^'\n]+\s[^'\n]+'|"[^"\n]+\s[^"\n]+\s[^"\n]+"|“[^”\n]+\s[^”\n]+\s[^”\n]+”|«[^»\n]+»|„[^“\n]+“`)

// helpArticleMarks name an article a help desk's.
var helpArticleMarks = []string{"aide", "aiuto", "ayuda", "ajuda", "help", "hilfe", "support", "soporte", "suporte", "supporto", "assistenza", "faq", "guide", "guida", "guía", "guia"}

var articleWords = []string{"article", "artikel", "artículo", "articolo", "artigo", "guide", "guida", "guia", "guía", "faq", "문서", "기사", "記事", "文章", "文档", "文檔"}

// articleEdited asks who wrote or edited an article, or when: "Who wrote the knowledge
// base article on data exports?", "when the 'Delete workspace' article was last edited".
// A scholarly article's authors are a paper's (scholarlyMarks).
var articleEdited = rx.MustCompile(`\b(?:who (?:wrote|authored|edited|created)|written by|author\?|last (?:edited|updated|modified)|(?:was|were|been) (?:edited|updated|modified))`)

// articleEditedRomance asks the same in French, Italian, Portuguese and Spanish ("Qui a
// rédigé l'article d'aide …?", "chi ha scritto la guida …?", "date de publication du
// guide …"); of an article by a quoted title only when a help word names it a help
// article ("chi ha scritto l'articolo 'Attention Is All You Need'?" is a paper's).
var articleEditedRomance = rx.MustCompile(`(?:^|[^\pL])(?:qui est l'auteur|chi è l'autore|quem é o autor|quién es el autor|qui a (?:rédigé|écrit)|chi ha (?:scritto|redatto)|quem (?:escreveu|redigiu)|quién (?:escribió|redactó)|date de (?:publication|mise à jour)|data di (?:pubblicazione|aggiornamento)|data de (?:publicação|atualização)|fecha de (?:publicación|actualización))(?:$|[^\pL])`)

// namesScholarlyWork reports whether a text names a scholarly work (ReadNotation): by
// its arXiv number or "et al.", or, asked where it was published, by a paper word
// (paper), an author and year, or a quoted title, unless that titles an event
// (calendar: "Add "Design Conference 2025" …").
func namesScholarlyWork(raw, lower string, paper, calendar bool) bool {
	if strings.Contains(lower, "arxiv") && arxivNumber.MatchString(lower) || strings.Contains(lower, "et al") && etAl.MatchString(lower) {
		return !paper
	}
	// A quoted title is no event's when a calendar is named, but for the marks of a
	// book's title: "《Attention Is All You Need》发表在哪个会议上？".
	quotes := !calendar && strings.ContainsAny(raw, "\"'“«「『《„") || strings.Contains(raw, "《")
	// An article asked the year it was published is a paper: "En quelle année Pierre-Gilles
	// de Gennes a publié son article sur la reptation ?".
	if yearPublished.MatchString(lower) && holdsAny(lower, publishedWorks) {
		return true
	}
	if !paper && !quotes && !strings.ContainsAny(raw, "0123456789") {
		// "Auf welcher Konferenz wurde ResNet veröffentlicht?" (but "In welchem Journal
		// wurde sie zuerst veröffentlicht?" asks of a thing named before).
		v := venuePublished.FindString(lower)
		return v != "" && namesWorkByName(raw) && !slices.ContainsFunc(strings.Fields(v), func(w string) bool { return workPronouns[w] })
	}
	if quotes && quotedWork.MatchString(raw) {
		// Its authors, more than one, are a paper's too: "Wer sind die Autoren von
		// 'Attention Is All You Need'?" (a book or a song is asked who wrote it); so is
		// its DOI, and the year it was published: "qual o DOI do artigo '…'?", "in che
		// anno è stato pubblicato '…'?".
		return publishedWhere.MatchString(lower) || authorsAsked.MatchString(lower) || strings.Contains(lower, "doi") || yearPublished.MatchString(lower)
	}
	return publishedWhere.MatchString(lower) && (paper || authorYear.MatchString(raw))
}

// citationsCounted counts a work's "citas": how many it has, their number.
var citationsCounted = rx.MustCompile(`(?:^|[^\pL])(?:cuántas|cuantas|número de|numero de|cantidad de|total de|muchas) citas(?:$|[^\pL])|(?:^|[^\pL])citas (?:tiene|ha recibido|acumula|recibió)(?:$|[^\pL])`)

// yearPublished asks in which year or when a work was published.
var yearPublished = rx.MustCompile(`(?:^|[^\pL])(?:(?:in )?(?:what|which) year|when was|in welchem jahr|wann wurde|wann ist|in che anno|quando è stato|quando fu|en quelle année|quand a été|en qué año|cuándo se|em que ano|quando foi)(?:$|[^\pL])` +
	`.*(?:publish|veröffentlicht|erschien|pubblicat|publié|publia|public[óo]|publicad|publicou|salió|saiu|uscit|paru)`)

// publishedWorks name a published article, in en, es, fr, pt, it and de.
var publishedWorks = []string{"article", "artículo", "artigo", "articolo", "artikel", "paper", "publication", "publicación", "publicação", "pubblicazione"}

// publishAsked asks when or where a work was published, in a question.
var publishAsked = rx.MustCompile(`\b(?:did|do|does)\b[^.?!]{0,60}\bpublish\b`)

// authorsAsked asks a work's authors, more than one (Korean, Japanese and Chinese write
// no plural).
var authorsAsked = rx.MustCompile(`\b(?:authors|autoren|autores|auteurs|autori)\b|저자|著者|作者`)

// tldrLabel is a "TL;DR" leading a later sentence, or the text with a colon, its text
// after it ("tl;dr the AlphaFold paper" asks a summary).
var tldrLabel = rx.MustCompile(`(?:[.!?—-]\s*|,\s*)tl;?\s?dr[:,]?\s+\pL|^\s*tl;?\s?dr\s*:\s*\pL`)

// hindiSetTo closes a Latin-script Hindi request that sets what it names; hindiOpened
// opens an account's or a profile's details.
var (
	hindiSetTo  = rx.MustCompile(`(?:\s|['"’])(?:kar\s+do|kar\s+de|kardo|kar\s+dijiye|likho|likh\s+do|कर\s+दो|कर\s+दें|कर\s+दीजिए|कर\s+दीजिये|करो|लिखो|लिख\s+दो)\s*(?:please|pls|plz)?\s*[.!।]*\s*$`)
	hindiOpened = rx.MustCompile(`\b(?:account|profile|details|detail)\s+(?:khol\s+do|khol\s+de|kholo|khol\s+dijiye)\b|(?:प्रोफ़ाइल|प्रोफाइल|अकाउंट|खाता|डिटेल्स)\s+(?:खोल\s+दो|खोलो|खोल\s+दीजिए|खोलिए)`)
)

// hindiFailedOrDone is a Latin-script Hindi verb that fails or was done, in its group.
var hindiFailedOrDone = rx.MustCompile(`\b(\pL+)\s+(?:nahi|nahin|nhi)\s+(?:ho|kar|chal)\s+rah[aie]\b|\b(\pL+)\s+(?:already\s+)?kar\s+liya\b`)

// nounUses are a sync or an update a preposition or a verb of preparing leads with its
// article: a meeting, a document.
var nounUses = []struct {
	op string
	re *rx.Regexp
}{
	{"sync", rx.MustCompile(`\b(?:before|after|during|at|in|for|until|till|from)\s+(?:the|our|my|this|today's|tomorrow's)\s+(?:[\w-]+\s+)?sync\b`)},
	{"update", rx.MustCompile(`\b(?:prepping|preparing|writing|drafting|finishing|sending out|working on)\s+(?:the|our|my|this)\s+(?:[\w-]+\s+)?update\b`)},
}

// updateUndergone is a software update a device went through, named by when.
var updateUndergone = rx.MustCompile(`\b(?:since|after|with|before)\s+(?:the|this|that|an?|my|our|its)\s+(?:last\s+|latest\s+|recent\s+|new\s+|previous\s+)?(?:software\s+|system\s+|firmware\s+|os\s+|app\s+|windows\s+)?update\b`)

// latinValueSetJA sets something to a Latin-script value in Japanese.
var latinValueSetJA = rx.MustCompile(`[A-Za-z\d/_+-]\s*にして(?:ください|ほしい|おいて|といて)`)

// skuCost asks what something costs.
var skuCost = rx.MustCompile(`\bcu[áa]nto\s+cuesta|\bquanto\s+custa|\bcombien\s+co[ûu]te|\bquanto\s+costa|\bwie\s*viel\s+kostet|\bwas\s+kostet|\bhow\s+much\s+(?:does|do)\b[^.?!]{0,40}\bcost\b|多少钱|多少錢|几块钱|幾塊錢|いくら`)

// itemsByUnits names items by a count of units they are below.
var itemsByUnits = rx.MustCompile(`\b(?:items?|products?|itens|produtos|productos|prodotti|artikel)\b[^.?!]{0,30}\b(?:below|under|less than|fewer than|abaixo de|menos de|por debajo de|sotto|unter|weniger als)\s+\d+\s*(?:units?|unidades|unità|stück|pcs|pieces|peças)(?:$|[^\pL])`)

// hindiDoingOf is what a Latin-script Hindi request names done "karne ka/ki/ke" (for).
var hindiDoingOf = rx.MustCompile(`((?:\pL+\s+){1,4})karne\s+(?:ka|ki|ke)\b`)

// thatPaperAsked is a Chinese "那篇" or "这篇" asked its DOI, authors, year or venue.
var thatPaperAsked = rx.MustCompile(`(?:那篇|这篇|這篇)[^。？?！!]{0,6}(?:doi|作者|哪一?年|什么时候|什麼時候|发表|發表|发在|發在|期刊|会议|會議|哪个会|哪個會|刊登)`)

// namesWorkByName reports whether a text names something by a capitalized word after its
// first, other than a word for a venue: "ResNet", not "er" of "In welcher Zeitschrift ist
// er erschienen?" (a work named before, perhaps by its DOI).
func namesWorkByName(raw string) bool {
	words := strings.Fields(raw)
	for _, w := range words[min(1, len(words)):] {
		w = strings.TrimFunc(w, notLetter)
		if r, _ := utf8.DecodeRuneInString(w); unicode.IsUpper(r) && !venueWords[strings.ToLower(w)] {
			return true
		}
	}
	return false
}

// workPronouns stand for a work named before.
var workPronouns = set("it", "this", "that", "er", "sie", "es", "él", "ella", "il", "elle", "ele", "ela", "esso", "essa")

// venueNames name where a work appears, in venuePublished and venueWords.
const venueNames = `journal|conference|venue|konferenz|tagung|zeitschrift|revista|conferencia|congreso|revue|conférence|conferência|rivista|conferenza`

var venueWords = set(strings.Split(venueNames, "|")...)

// WritesDOI reports whether a text writes out a DOI ("10.1038/nature14539").
func WritesDOI(raw string) bool { return strings.Contains(raw, "10.") && writtenDOI.MatchString(raw) }

// AsksPublished reports whether a lowercased text asks where or when a work appeared.
func AsksPublished(lower string) bool { return publishedWhere.MatchString(lower) }

var (
	writtenDOI  = rx.MustCompile(`(?:^|[^\w.])10\.\d{4,9}/\S+`)
	etAl        = rx.MustCompile(`\bet al\b`)
	arxivNumber = rx.MustCompile(`(?:^|[^/.\w])arxiv[: ]?\s*\d{4}\.\d{4,5}`)
	// quotedWork is a title quoted, of three words or more in Latin script.
	quotedWork = rx.MustCompile(`(?:^|[\s(:])(?:'\p{Lu}[^'\n]*\s[^'\n]*\s[^'\n]*'|"[^"\n]+\s[^"\n]+\s[^"\n]+"|“[^”\n]+\s[^”\n]+\s[^”\n]+”|«[^»\n]+»|„[^“\n]+“)|「[^」]{4,}」|『[^』]{4,}』|《[^》]{2,}》`)
	// authorYear is a citation by author and year: "Kingma & Ba 2014", "何恺明 2016".
	authorYear = rx.MustCompile(`(?:^|[^\pL])\p{Lu}\p{Ll}+(?:\s+(?:&|and|und|y|et)\s+\p{Lu}\p{Ll}+)?,?\s+\(?(?:19|20)\d\d\b|\p{Han}{2,4}\s*(?:19|20)\d\d\b`)
	// venuePublished asks at which conference or in which journal a work was published.
	venuePublished = rx.MustCompile(`\b(?:which|what|welche[rsm]?|in welcher|auf welcher|qué|que|quel(?:le)?|qual|quale|in quale)\s+(?:` + venueNames + `)(?:$|[^\pL]).*\b(?:published|appeared|veröffentlicht|erschienen|publicó|publicado|publicada|publié|publiée|pubblicato|pubblicata)(?:$|[^\pL])`)
	// publishedWhere asks where or when a work appeared: its venue, journal or
	// conference, or its publishing.
	publishedWhere = rx.MustCompile(`\b(?:venue|proceedings|(?:which|what) (?:journal|conference)|published (?:in|at|by|it)|who published|publish hua|` +
		`(?:qué|que) (?:revista|conferencia|congreso)|se public[óo]|publicad[oa] en|` +
		`(?:welche[rsm]?|in welcher) (?:zeitschrift|konferenz|tagung|journal)|erschienen|veröffentlicht|` +
		`quel(?:le)? (?:revue|conférence|journal)|publiée? dans|qual (?:revista|periódico|conferência)|publicad[oa] (?:em|na|no)|` +
		`quale (?:rivista|conferenza)|pubblicat[oa] su)(?:$|[^\pL])|发表|發表|期刊|掲載|発表|学会|게재|학회|발표`)
)

// scholarlyMarks name a scholarly article.
var scholarlyMarks = []string{"doi", "journal", "paper", "cite", "citation", "preprint", "arxiv"}

// articleMetadata asks what is known of a help article rather than what it says: its
// author, rating, category, address, language, likes, length, version or dates ("find
// the author of the support article on refund policy", "Bewertung des Hilfeartikels",
// "password reset 지원 문서의 평점").
var articleMetadata = rx.MustCompile(`\b(?:author|rating|category|url|language|likes|word count|reviewer|length|last updated date|publish(?:ed|ing)? date|owner)\s+(?:of|on)\s+(?:the|this|that)\s+(?:support\s+|help\s+|kb\s+|knowledge base\s+)?article|` +
	`\b(?:autor|autora|valoración|categoría|url|idioma)\s+del\s+artículo|` +
	`\b(?:autor|bewertung|kategorie|sprache|länge)\s+(?:des|der)\s+(?:hilfe|wissensdatenbank-?)?artikels|` +
	`\bwer\s+hat\b[^.?!]{0,30}\b(?:kb-|hilfe-?|wissensdatenbank-?|support-?)artikel\b[^.?!]{0,40}\b(?:geschrieben|verfasst|erstellt)\b|` + // "Wer hat den KB-Artikel zur VPN-Einrichtung geschrieben?"
	`\b(?:autore|autrice)\s+(?:dell'|dell’|della\s+)(?:articolo|guida)\b|\bauteur\s+de\s+(?:l'|l’)article\b|\bautor(?:a)?\s+do\s+artigo\b|` + // it, fr, pt
	`(?:문서|기사)의\s*(?:평점|좋아요|게시일|작성자|담당 팀|본문 길이|카테고리|언어)|記事の(?:評価|著者|作成者|カテゴリ|更新日|公開日)`)

// sellingHow asks how fast or how well something sells.
var sellingHow = rx.MustCompile(`\bhow (?:fast|quickly|well|badly) (?:is|are|do|does)\b[^.?!]{0,40}?\bsell(?:ing|s)?\b`)

// accountStatusOf asks the status of someone's account.
var accountStatusOf = rx.MustCompile(`\bstatus of (?:his|her|their|my|this|that|\S+'s) (?:user )?account\b`)

var markedAttributes = []struct {
	term  string
	marks []string
}{{"profile picture", profilePictureMarks}, {"account status", accountStatusMarks}, {"ticket status", ticketStatusMarks}, {"reserved stock", reservedStockMarks},
	{"event location", eventLocationMarks}, {"contact", deskContactMarks}, {"security data", securityDataMarks}, {"data provenance", provenanceMarks}}

// settledMarks say a record's fate is settled or only asked about: "There should be a
// ticket about this already", "Look up whether a ticket must be filed".
var settledMarks = []string{"already", "whether", "schon", "bereits", "ob ", "ya ", "이미", "もう"}

// runsRecord reports whether an English, Korean or Japanese command to run something
// runs a thing a catalog keeps: the last word of what it runs, before the object's
// complement and without the command's own words, names such a thing and no artifact,
// scope or attribute ("run a forecast", "execute the stock quote", "Busan weather
// 실행해줘"; not "run a backtest", "run a DFT calculation to refine the structure", "DFT
// 계산을 실행해줘"). German and Spanish commands are left out: their nouns of an act are
// things too ("Starte eine Inventur").
func (l *Lexicon) runsRecord(raw string) bool {
	lower := strings.ToLower(raw)
	if !holdsAny(lower, readRunWords) {
		return false
	}
	// A route named by its id whose words name no write is a read run: "Run the operation
	// weather.current for Graz", "Führe die Operation finance.quote für SIE aus".
	if id := routeID.FindString(lower); id != "" && !emailAddress.MatchString(lower) {
		words := strings.NewReplacer(".", " ", "_", " ").Replace(id)
		return !slices.ContainsFunc(l.AnalyzeText(words, text.Tokens(words), text.Norm(words)).Ops, func(op string) bool { return l.Family(op) != ReadFamily })
	}
	head := lower
	if i := commandEnd(lower); i > 0 {
		head = lower[:i]
	}
	words := slices.DeleteFunc(TextWords(head), func(w string) bool {
		return runFillers[w] || strings.Contains(w, "실행") || strings.Contains(w, "実行")
	})
	if len(words) == 0 {
		return false
	}
	// An act the command's words name is what it runs: 'Run the "delete user" operation'.
	if all := strings.Join(words, " "); slices.ContainsFunc(l.AnalyzeText(all, text.Tokens(all), text.Norm(all)).Ops, func(op string) bool { return l.Family(op) != ReadFamily }) {
		return false
	}
	last := strings.TrimRightFunc(words[len(words)-1], func(r rune) bool { return strings.ContainsRune("을를은는이가의をのはが", r) })
	hm := l.AnalyzeText(last, text.Tokens(last), text.Norm(last))
	// An operation named for what it returns reads that: 'Run the "historical prices"
	// operation', '"과거 주가" 작업을 실행해줘'.
	named := holdsAny(head, []string{"operation", "작업", "操作", "処理", "作業"})
	return len(hm.Ops) == 0 && slices.ContainsFunc(hm.Terms, func(t string) bool {
		return !IsGeneric(t) && !IsArtifact(t) && (named || !IsAttribute(t)) && !IsScope(t)
	})
}

var readRunWords = []string{"run", "execute", "trigger", "fire", "실행", "実行", "führe", "ausführen", "ejecuta", "ejecutar"}

// runFillers are a run command's own words, which name nothing it runs.
var runFillers = set("run", "execute", "trigger", "fire", "please", "the", "a", "an", "해줘", "해", "해주세요", "해요", "して", "してください",
	"작업", "operation", "task", "job", "処理", "作業", "操作", "좀")

// commandEnd is where a command's own words end: at a colon, or before the words that
// start its object's complement ("for", "on", "about", "de", "sobre", "für"); 0 when
// nothing ends it.
func commandEnd(raw string) int {
	end := strings.IndexAny(raw, ":：")
	lower := strings.ToLower(raw)
	if len(lower) != len(raw) {
		return max(end, 0) // lower-casing moved the bytes: only the colon is placed
	}
	for _, w := range []string{" for ", " on ", " of ", " to ", " about ", " that ", " which ", " with ", " de ", " sobre ", " para ", " für ", " zu ", " über "} {
		if i := strings.Index(lower, w); i > 0 && (end < 0 || i < end) {
			end = i
		}
	}
	return max(end, 0)
}

// lastClause is what follows a text's last sentence or clause break (".", ";", "!", "?"
// and their full-width forms, a trailing one aside): where a request asks after a story
// ("We are planning a trip next summer; what is the forecast for Rome tomorrow?").
func lastClause(s string) string {
	t := strings.TrimRight(s, " .;!?。；！？")
	if i := strings.LastIndexAny(t, ".;!?。；！？"); i >= 0 {
		return t[i+1:]
	}
	return t
}

// askedTime is the part of a lower-cased request whose time is asked: its last clause
// where that names a time of its own, else the whole request, whose ask refers back
// ("Welches Material wird nächstes Jahr die beste Solarzelle ergeben? Gib mir eine
// Prognose.").
func askedTime(lower string) string {
	if c := lastClause(lower); nearTime.MatchString(c) {
		return c
	}
	return lower
}

// nearTime names a time near now.
var nearTime = rx.MustCompile(`\b(?:tomorrow|today|tonight|now|current|currently|at the moment|at this moment|few days|coming days|next days|yesterday|this (?:week|weekend|morning|afternoon|evening)|next week|weekend|monday|tuesday|wednesday|thursday|friday|saturday|sunday)\b|` +
	`(?:^|\s)(?:morgen|heute|jetzt|gerade|aktuell|momentan|moment|tagen|gestern|wochenende|montag|dienstag|mittwoch|donnerstag|freitag|samstag|sonntag|mañana|hoy|ahora|momento|días|ayer|finde|lunes|martes|miércoles|jueves|viernes|sábado|domingo)(?:\s|$|[,.?!])|내일|오늘|지금|현재|모레|며칠|어제|이번|明日|明後日|今日|今|現在|数日|昨日|今週|週末`)

// lastSentence is a text's last sentence (splitSentences), or the text.
func lastSentence(raw string) string {
	if ss := splitSentences(raw); len(ss) > 1 {
		return ss[len(ss)-1]
	}
	return raw
}

// inChargeNamed is the one in charge named by an e-mail address right after the word.
var inChargeNamed = rx.MustCompile(`(?:担当者|担当)の?\s*[\w.+-]+@|담당자(?:인|의)?\s*[\w.+-]+@`)

// citedDOI is a Spanish cita and a DOI in one request.
var citedDOI = rx.MustCompile(`\bcitas?\b.*\b10\.\d{4,}/|\b10\.\d{4,}/.*\bcitas?\b|` +
	`\bcitas\s+(?:tiene|tuvo|recibió|ha recibido|lleva)\s+(?:el|la|este|esta|ese|esa)\s+(?:artículo|paper|trabajo|publicación|estudio)\b`) // "¿Cuántas citas tiene el artículo de AlphaFold?"

// wishesFieldAt reports whether a request says a field or a stock count should be at a
// value (fieldWishedAt), asking nothing.
func wishesFieldAt(raw, lower string) bool {
	return !strings.ContainsAny(raw, "?？") && !questionLead.MatchString(lower) && !holdsAny(lower, checkedMarks) && fieldWishedAt.MatchString(raw)
}

// checkedMarks make a value said of a field one to check, not to set: "Bob Kim's
// department should be Sales, right", "… can you double check", "… 맞는 거지".
var checkedMarks = []string{"right", "correct", "check", "verify", "confirm", "verdad", "oder", "nicht wahr", "prüf", "맞", "확인", "確認", "でしょう"}

// statesStale reports whether a request states that a record still holds an old value,
// rather than asks whether it does ("제 프로필에 아직 예전 주소가 있는지 확인해 주세요",
// "Steht in meinem Profil noch die alte Telefonnummer?").
func statesStale(raw string) bool {
	lower := strings.ToLower(raw)
	if !holdsAny(lower, staleHints) && !countsAgainst(raw, lower) {
		return false
	}
	for _, s := range splitSentences(raw) {
		if strings.ContainsAny(s, "?？") || saysAny(s, whetherWords, whetherSubs) {
			continue
		}
		if saysAny(s, staleWords, staleSubs) || stillShows.MatchString(strings.ToLower(s)) && saysAny(raw, newValueWords, newValueSubs) {
			return true
		}
		if countsAgainst(s, strings.ToLower(s)) {
			return true // "SKU-88 shows 120 on hand but this morning's count was 97"
		}
	}
	return false
}

// countsAgainst reports whether a text sets a count against the number a record shows
// (countedAgainst, countedSubs), given its lower-cased form.
func countsAgainst(raw, lower string) bool {
	if !strings.ContainsFunc(raw, unicode.IsDigit) {
		return false
	}
	if saysAny(raw, nil, countedSubs) {
		return true
	}
	return holdsAny(lower, countedHints) && countedAgainst.MatchString(lower)
}

var (
	// countedHints are in every English or Spanish shape of countedAgainst.
	countedHints = []string{"shows", "has", "says", "lists", "system", "marca"}
	// staleHints are in every stale statement: a quick test before the readings.
	staleHints = []string{"still", "noch", "todavía", "aún", "sigue", "encore", "ainda", "まだ", "まま", "아직"}
	// stillShows says a record still shows something; with a new value named beside it
	// the record is out of date ("My profile still has my maiden name Smith — it should
	// be Johnson now", "Inventory for SKU C-300 still says 50 but we actually have 32").
	stillShows = rx.MustCompile(`\bstill (?:shows|has|lists|says|displays|reads)\b|\b(?:timezone|time zone|title|department|address|surname|name|email|phone number) is still\b|\bshows (?:the|my|his|her|their) (?:old|previous)\b|\b(?:todavía|aún) (?:muestra|aparece|tiene|dice)\b|\bsigue (?:mostrando|diciendo|en)\b|\b(?:zeigt|steht|hat) (?:immer )?noch\b|\bimmer noch\b|まだ.{1,12}のまま|아직(?:도)? .{1,12}(?:그대로|로 되어)`)
	// countedAgainst sets a count found against the number a record shows.
	countedAgainst = rx.MustCompile(`\b(?:shows|has|says|lists)\s+\d+.*\b(?:but|actually|count was|counted|came in at)\b|\bthe system (?:has|shows|says)\s+\d+|\bnot the \d+ the system|\b(?:todavía|aún) marca\b|\bsigue marcando\b`)
	countedSubs    = []string{"실제로는", "実際は", "実際には", "숫자가 틀렸", "수량이 틀렸", "数が違", "数字が違"}
	// newValueWords and newValueSubs name the value a record should hold.
	newValueWords = []string{"new", "now", "should be", "actually", "moved", "but", "nuevo", "nueva", "ahora", "ya", "pero",
		"debería", "neue", "neuen", "jetzt", "richtig", "aber", "sollte",
		// a life event that changes a profile
		"relocated", "promoted", "married", "changed", "gewechselt", "umgezogen", "befördert", "geheiratet", "mudado", "mudó", "ascendieron", "casó", "cambió"}
	newValueSubs = []string{"今は", "新しい", "本当は", "새 ", "이제", "지금은", "引っ越", "昇進", "結婚", "異動", "이사", "승진", "결혼", "옮겼"}
	// whetherWords and whetherSubs ask whether something is so.
	whetherWords = []string{"whether", "if my", "ob", "si todavía", "si aún", "si sigue"}
	whetherSubs  = []string{"있는지", "인지", "되어 있는지", "かどうか", "か確認", "か見て"}
	// staleWords say a record still holds an old value, as whole words.
	staleWords = []string{"still shows my old", "still shows the old", "still has my old", "still has the old",
		"still lists my old", "still says my old", "still shows my previous", "still has my previous", "still the old one",
		"sigue apareciendo el anterior", "sigue apareciendo la anterior", "sigue apareciendo mi antiguo",
		"sigue apareciendo mi antigua", "sigue saliendo el anterior", "sigue saliendo la anterior",
		"todavía aparece el anterior", "todavía aparece la anterior", "sigue con el anterior", "sigue con la anterior",
		"noch die alte", "noch der alte", "noch das alte", "noch den alten", "noch meine alte", "noch mein alter", "noch mein altes",
		"encore l'ancienne", "encore l'ancien", "ainda aparece o antigo", "ainda aparece a antiga"}
	// staleSubs say it in Korean and Japanese.
	staleSubs = []string{"아직 예전", "아직도 예전", "아직 이전", "아직도 이전", "아직 옛날", "古いまま", "前のまま", "旧姓のまま", "まだ古い", "まだ前の"}
	// profileFieldNow says a person's profile field now holds another value: "her surname
	// is now Lee", "sein Nachname ist jetzt Schulz", "su apellido ahora es Ruiz", "성이
	// 이씨로 바뀌었어", "姓がLeeになりました".
	profileFieldNow = rx.MustCompile(`\b(?:surname|last name|first name|display name|maiden name|phone number|mobile number|email address|job title|department|time ?zone)\s+(?:is now|are now|changed to|is changing to)\b` +
		`|\b(?:nachname|vorname|telefonnummer|handynummer|e-mail-adresse|abteilung|zeitzone|jobtitel)\s+(?:ist jetzt|ist neu|lautet jetzt|hat sich geändert)` +
		// A field said to be wrong, then its right value: "Die Natelnummer im Profil von Reto
		// Baumann stimmt nicht mehr, neu ist 079 …", "der Name ist falsch geschrieben, richtig ist 'Jana Keller'".
		`|\b(?:name|nachname|vorname|\pL*nummer|durchwahl|\pL*adresse|anschrift|abteilung|zeitzone|titel|jobtitel)\b[^.?!]{0,60}?\b(?:stimmt nicht mehr|stimmt nicht|ist falsch|ist veraltet|falsch geschrieben)\b[^.?!]{0,30}?\b(?:neu ist|neu lautet|richtig ist|richtig wäre|korrekt ist)\b` +
		`|\b(?:apellido|teléfono|correo|departamento|zona horaria|cargo)\s+(?:es ahora|ahora es|cambió a|ha cambiado a)|\bahora (?:su|mi) (?:apellido|teléfono|correo|departamento|cargo) es\b` +
		`|(?:성이|이름이|전화번호가|번호가|이메일이|부서가|직함이)\s*\S{1,12}(?:로|으로)\s*바뀌었|(?:姓|苗字|名前|電話番号|メールアドレス|部署|役職)が\S{1,12}(?:になりました|に変わりました)`)
	// fieldNowMarks are the strings profileFieldNow needs one of: each of its alternatives
	// holds one (TestAProfileFieldSaidToBeNewIsSeenInEveryLanguage).
	fieldNowMarks = []string{"is now", "are now", "changed to", "changing to", "ist jetzt", "ist neu", "lautet jetzt", "hat sich geändert", "neu ist", "neu lautet", "richtig ist",
		"es ahora", "ahora es", "cambió a", "ha cambiado a", "ahora su", "ahora mi", "바뀌었", "になりました", "に変わりました"}
	// profileFieldSet gives a person's profile field a value in notation: "Bob Kim title =
	// Staff Engineer", "Profil Kevin Cho: Abteilung -> Vertrieb", "Kevin Cho 肩書き → リード".
	// The field may name its owner before the mark ("Zeitzone von Tom Becker → …", "Titel
	// user 42: …"), and German "auf" sets it ("Zeitzone auf Europe/Berlin").
	profileFieldSet = rx.MustCompile(`\b(?:title|titel|job title|name|surname|last name|nachname|vorname|display name|dept|department|abteilung|departamento|depto|cargo|apellido|zeitzone|timezone|time zone|tz|zona horaria|phone|telefon|teléfono|email|e-mail|correo|locale|language|sprache|idioma|address|adresse|anschrift|dirección|direccion)` +
		`(?:\s+(?:(?:von|für|for|of|de|del|para)\s+[^\s:=→>',]+(?:\s+[^\s:=→>',]+)?|user\s*\d+|\S+@\S+))?(?:,?\s*(?:new|neue|neuer|nueva|nuevo))?\s*(?:=|->|→|:)\s*\S` +
		`|\b(?:timezone|time zone|tz|zona horaria|zeitzone)\b[^.;?]{0,40}?\s(?:to|a|auf|in)\s+(?:africa|america|asia|atlantic|australia|europe|pacific|indian)/[a-z_]+` + // an IANA zone: "zona horaria de Kenji Sato a Europe/Madrid"
		`|\b(?:titel|abteilung|zeitzone|sprache|nachname|vorname)\s+auf\s+\S` +
		`|(?:肩書き|役職|姓|名前|部署|表示名|직함|직책|이름|부서|성)\s*(?:=|->|→|:)\s*\S`)
	// questionLead starts a question, whose colon gives no value.
	questionLead = rx.MustCompile(`^[\s¿¡]*(?:what|which|who|how|wie|was|welche[rsnm]?|wer|qué|cuál|cuáles|quién)(?:$|[^\pL])`)
	// personNamed names a person or an account: "user 42", a profile, an address, two
	// capitalized names.
	personNamed = rx.MustCompile(`(?i:\buser\s*\d|\bprofil|\bperfil|\baccount\b|\bkonto\b|\bcuenta\b|@|ユーザー|プロフ|사용자|프로필)|\b\p{Lu}\p{Ll}+\s+\p{Lu}\p{Ll}+|^\s*\p{Lu}\p{Ll}+\s`)
	// fieldWishedAt is a field or a stock count said to be, or wished to be, at a value:
	// "user 9001's timezone should be Europe/Berlin", "SKU-A12 ought to show 7 units",
	// "Bestand von SKU-A12 muss 14 lauten", "la cantidad de SKU-B24 tendría que ser 19",
	// "이름이 Alice로 되어 있어야 해", "表示名がJayになっているといい".
	fieldWishedAt = rx.MustCompile(`(?i)\b(?:title|timezone|time zone|name|surname|department|locale|language|role|quantity|count|sku-\S+|titel|zeitzone|abteilung|sprache|bestand|menge|anzahl|stückzahl|cargo|zona horaria|nombre|departamento|idioma|cantidad|existencias)\b` +
		`[^.?!]{0,40}?\b(?:(?:should|ought to|needs? to|must|has to)\s+(?:be|read|show|say|become|equal)\s+(?:\d|at\s+\d|(?-i:\p{Lu}))|` +
		`(?:sollte|soll|muss|müsste)\b[^.?!]{0,30}?\b(?:lauten|heißen|betragen)\b|(?:sollte|sollten|müsste|müssten)\b[^.?!]{0,40}?(?:\d|„|")[^.?!]{0,30}?\b(?:sein|stehen)\b|(?:debería|tendría que|tiene que|debe)\s+(?:ser|mostrar|decir)\s+(?:\d|(?-i:\p{Lu})))` +
		`|\b(?:profile|perfil)\b[^.?!]{0,40}?\b(?:to (?:say|show|read|display)|diga|muestre)\b` + // "we want the profile of user 42 to say Alice Moreno"
		`|\b(?:sollte|sollten|müsste|müssten)\b[^.?!]{0,50}?\b(?:bestand|menge|abteilung|zeitzone|sprache|titel|jobtitel|adresse|nachname)\b[^.?!]{0,40}?(?:\d|„|")[^.?!]{0,30}?\b(?:stehen|sein|lauten)\b` + // "Im Profil … sollte die Abteilung „Einkauf“ stehen"
		`|\b(?:sollte|sollten|müsste|müssten)\b[^.?!]{0,40}?(?:\d|\bnull\b)[^.?!]{0,30}?\b(?:im\s+bestand|im\s+system|im\s+lager)\s+(?:stehen|sein|hinterlegt\s+sein)\b` + // "… sollten 18 Stück im Bestand stehen"
		`|로\s*(?:되어|돼|잡혀|바뀌어)\s*있(?:어야\s*(?:해|합|돼)|으면\s*좋|었으면\s*(?:좋|합|해)|도록|게)|로\s*(?:보여야|반영되(?:게|도록))` + // "60개로 잡혀 있어야 해요", "수석 디자이너로 보여야 해요"
		`|に\s*なって(?:いるといい|いると助か|ほしい|いてほしい|いるようにし|いる必要が(?:あります|ある)|いるべき|いる状態に)|に\s*反映されるようにし|と\s*表示されるべき`)
	// setToQuoted marks a Japanese field as set to a quoted value: "名前を「高橋 美咲」にしたい".
	setToQuoted = rx.MustCompile(`を\s*[「『"'][^」』"']+[」』"']\s*に(?:したい|して|しといて|しておいて|変え)`)
)

// calendarPlaceSubs are the Korean and Japanese ways to name a calendar as a place.
var calendarPlaceSubs = []string{"캘린더에", "캘린더에서", "달력에", "calendar에", "カレンダーに", "カレンダーで", "カレンダー上"}

var (
	// wishes state a need or a wish.
	wishes = []string{"i need", "i'd like", "i would like", "i want", "we need", "ich brauche", "ich hätte gern",
		"ich hatte gern", "ich möchte", "ich mochte", "necesito", "quiero", "me gustaría", "me gustaria",
		// a wish said of the event: "it needs to be on the calendar", "es wäre gut, wenn … im Kalender stünde"
		"needs to be", "can that go", "can it go", "it would be good if", "it would be great if",
		"it would be nice if", "it'd be great if", "es wäre gut wenn", "es wäre schön wenn", "es wäre super wenn",
		"es wäre toll wenn", "sería bueno que", "estaría bien que", "debería estar",
		// an event said to belong there: "should end up on my calendar", "gehört in den Kalender"
		"should end up", "should appear", "should show up", "should be", "ought to be",
		"sollte", "gehört", "debería aparecer", "debería quedar", "tendría que estar"}
	// notThere makes a wish for something on a calendar a complaint: "The dentist
	// appointment should be on my calendar, it isn't there".
	notThere = []string{"isn't there", "is not there", "is missing", "it's missing", "fehlt", "no está", "no aparece"}
	// alreadyOnCalendar makes it a statement or a check: "should be in my calendar already",
	// "everything in my calendar should be visible", "…, right?".
	alreadyOnCalendar = []string{"already", "schon", "bereits", "ya", "everything", "right", "verdad", "oder"}
	// noLonger negates a wish for something on a calendar: it is to be taken off.
	noLonger = []string{"no longer", "not anymore", "shouldn't", "should not", "nicht mehr", "ya no", "deje de", "no debería", "no deberia"}
	// offWishes wish something off a calendar (not "is no longer on my calendar", a report).
	offWishes = []string{"should no longer", "shouldn't be", "should not be", "should not happen", "shouldn't happen",
		"sollte nicht mehr", "soll nicht mehr", "gehört nicht mehr", "ya no debería", "no debería estar", "no debería figurar", "deje de aparecer"}
	// wishQuestions make a wish one to know something ("I need to know what's on my calendar").
	wishQuestions = set("what", "what's", "whats", "which", "when", "whether", "if", "anything", "was", "welche",
		"welcher", "wann", "ob", "qué", "cuál", "cuándo", "algo", "saber")
	// calendarPlaces name a calendar as where something goes.
	calendarPlaces = []string{"on my calendar", "on the calendar", "in my calendar", "on our calendar", "in the calendar",
		"into my calendar", "onto my calendar", "im kalender", "in meinem kalender", "in den kalender", "in meinen kalender",
		"en mi calendario", "en el calendario", "en mi agenda", "in my schedule", "on my schedule",
		"dans mon agenda", "dans l'agenda", "dans le calendrier", "dans mon calendrier", "no meu calendário", "no calendário", "na minha agenda", "na agenda"}
)

// WithoutSenderTag returns a production line without the bracketed tag of the system
// or team that sent it ("[reorder-bot] lookup stock SKU-901", "[hr-sync] update profile
// …", "[ops] neues Ticket: …"): the sender's name asks nothing. A tag of one plain word
// that the vocabulary knows may name the action ("[delete] user 44", "[주문] SKU-9 10개")
// and stays.
func (l *Lexicon) WithoutSenderTag(raw string) string {
	m := senderTag.FindStringSubmatchIndex(raw)
	if m == nil {
		return raw
	}
	tag := raw[m[2]:m[3]]
	if !strings.ContainsAny(tag, "-_") && !strings.HasSuffix(tag, "bot") {
		if named := l.Analyze(text.Tokens(tag), text.Norm(tag)); len(named.Ops)+len(named.Terms) > 0 {
			return raw
		}
	}
	return raw[m[1]:]
}

var senderTag = rx.MustCompile(`^\s*\[([a-z0-9][a-z0-9_-]*)\]\s*`)

// WithoutContentFields returns a request written as labeled fields without the fields
// that hold the content of the record it acts on — a subject, title, description,
// details, reason, note or place ("Action: create support ticket; subject: 'Payment
// webhook timeouts'; description: 502s from /webhooks/stripe", "作業: … ；件名「API応答遅
// 延」；詳細：…", "Aktion: …; Betreff: …"): what they say is what the record holds, not what
// the request asks. Fields end at a semicolon, a bar, a line break, an ideographic space, a full stop or comma
// before a space ("Create a ticket. Subject: calendar sync broken", "ticket 만들어 줘,
// title: …") or a slash between spaces. A request whose other fields name no operation is returned as it is.
//
// So does a ticket's description after the ask that opens it and a colon, a dash or a
// comma ("티켓 만들어줘: 날씨 위젯에서 서울 기온이 이상하게 나옴", "Open a ticket: band gap
// search filter doesn't work", "지원 티켓 열어줘, 비밀번호 재설정 메일이 안 와요").
func (l *Lexicon) WithoutContentFields(raw string) string {
	if m := ticketAsk.FindStringIndex(raw); m != nil && m[1] < len(strings.TrimRight(raw, " ")) {
		// A Latin-script ask ends at a colon or a dash; its comma may join two acts ("…
		// eröffnen, aber ihm gleich zuweisen").
		comma := strings.HasSuffix(strings.TrimSpace(raw[:m[1]]), ",")
		if ask := strings.TrimRight(raw[:m[1]], " :：—–,"); (!comma || isSpaceless(ask)) && l.opensTicket(ask) {
			return ask
		}
	}
	if !strings.ContainsAny(raw, ":：=＝「'\"") || !strings.ContainsAny(raw, ";；|｜／\n/。、.,　—–-") {
		return raw
	}
	var kept []string
	dropped := false
	for _, f := range fieldSeparator.Split(raw, -1) {
		switch {
		case contentField.MatchString(f):
			dropped = true
		case strings.TrimSpace(f) != "":
			kept = append(kept, strings.TrimSpace(f))
		}
	}
	if !dropped {
		return raw
	}
	out := strings.Join(kept, "; ")
	if len(l.AnalyzeText(out, text.Tokens(out), text.Norm(out)).Ops) == 0 && l.labeledAction(out).Main == "" &&
		!opensRecord(out) && notedAction(out) == "" {
		return raw // nothing else names an operation: the fields may be the request
	}
	return out
}

// opensTicket reports whether an ask that names a ticket asks to make or report one: a
// Latin-script ask names a verb of making and no negation, condition or wish that puts it
// off (ticketPutOff), a Korean or Japanese one ends with a request and negates nothing.
// "Don't open a ticket: …", "If I open a ticket, …", "티켓 만들지 말고, …" open none.
func (l *Lexicon) opensTicket(ask string) bool {
	makes := func(s string) bool {
		m := l.AnalyzeText(s, text.Tokens(s), text.Norm(s))
		return slices.ContainsFunc(m.Ops, func(op string) bool {
			f := l.Family(op)
			return f == "create" || f == "submit" || op == "report"
		})
	}
	lower := strings.ToLower(strings.TrimSpace(ask))
	if isSpaceless(lower) {
		return !holdsAny(lower, ticketNotAsked) && slices.ContainsFunc(requestEndings, func(e string) bool { return strings.HasSuffix(lower, e) }) && makes(ask)
	}
	words := strings.FieldsFunc(lower, wordBreak)
	return !slices.ContainsFunc(words, func(w string) bool { return ticketPutOff[w] }) && makes(ask)
}

var (
	// ticketNotAsked negate or put off a Korean or Japanese ask, or say it is only a thought.
	ticketNotAsked = []string{"지 마", "지마", "말고", "필요는 없", "필요 없", "안 해", "않", "까 했", "없고", "전에", "하면", "ないで", "なくて", "前に", "たら"}
	// requestEndings close a Korean or Japanese ask.
	requestEndings = []string{"줘", "주세요", "바람", "바랍니다", "부탁", "부탁드립니다", "부탁드려요", "요청", "합니다", "해요", "생성", "접수", "작성",
		"ください", "して", "お願いします", "お願い", "作成", "起票"}
	// ticketPutOff are the words that make an ask naming a ticket open none: a negation,
	// a condition, a comparison, a time before, a wish ("Don't open a ticket", "If I open
	// a ticket", "Before I open a case", "Kein Ticket aufmachen", "En lugar de abrir un
	// caso").
	ticketPutOff = set("don't", "dont", "not", "no", "never", "without", "kein", "keine", "keinen", "nicht", "noch", "nie", "ohne",
		"sin", "ni", "nunca", "if", "wenn", "falls", "si", "before", "bevor", "antes", "rather", "instead", "statt", "anstatt",
		"lugar", "vez", "need", "hace", "falta", "trying", "want", "will", "quiero", "möchte", "would", "should", "how", "wie", "cómo")
	// ticketAsk is an ask that names a ticket, a case or a report to support in its first
	// clause, up to the colon, dash or comma after it.
	ticketAsk = rx.MustCompile(`(?i)^[^:：—–,]*(?:ticket|\bcase\b|티켓|문의|장애|지원\s?요청|신고|チケット|問い合わせ|障害|störung|incidencia|\bcaso\b)[^:：—–,]*(?:[:：]|\s[—–]|,\s)`)
	// fieldSeparator ends a labeled field.
	fieldSeparator = rx.MustCompile(`[;；|｜／\n。、　]|[.,]\s|\s/\s|\s[—–-]\s`) // an ideographic space parts Japanese fields
	// contentField is a field whose label names the content of a record, before a colon,
	// an equals sign, or a quoted value ("제목 '로그인 세션 만료 반복'", "件名「API応答遅延」").
	contentField = rx.MustCompile(`(?i)^\s*(?:subject|title|description|details?|reason|notes?|body|summary|comment|message|location|place|context|background|symptoms?|keywords?|agenda|topic|キーワード|키워드|검색어|stichw(?:ort|örter)|suchbegriffe?` +
		`|제목|내용|사유|설명|상세|메모|장소|비고|주제|안건|件名|タイトル|内容|理由|説明|詳細|備考|メモ|本文|場所|議題|テーマ` +
		`|asunto|t[ií]tulo|descripci[oó]n|detalles?|motivo|raz[oó]n|notas?|lugar|ubicaci[oó]n|tema` +
		`|betreff|titel|beschreibung|grund|notiz(?:en)?|ort|thema|tagesordnung|objet|titre|d[ée]tails|raison|lieu|sujet|assunto|descri[çc][ãa]o|local)` +
		`(?:은|는|は)?\s*(?:[:：=]|\s*[「『'"‘“])`) // a topic particle may follow the label: "내용은 '앱 알림이 안 옴'"
)

// titledAtATime reports whether a request puts a quoted title (or, when added says it
// adds and to nothing named, any title) at a clock time and names nothing else a catalog
// holds: the entry of a diary ("add 'Dentist' Friday at 3pm", "trag mal ein: morgen 17
// uhr yoga"; not "add John to the admins at 3pm").
func (l *Lexicon) titledAtATime(raw string, added bool) bool {
	unq := Unquoted(raw)
	named := slices.ContainsFunc(AddTargets(raw), func(t string) bool { // "3시에", "a las 18:00", "15時に" are times; "the 4pm slide deck" is none
		return !timeUnits[t] && (!strings.ContainsFunc(t, unicode.IsDigit) ||
			strings.ContainsFunc(clockTime.ReplaceAllString(t, ""), func(r rune) bool { return r < utf8.RuneSelf && unicode.IsLetter(r) }))
	})
	if unq == raw && (!added || named) || !clockTime.MatchString(unq) {
		return false
	}
	m := l.Analyze(text.Tokens(unq), text.Norm(unq))
	return !slices.ContainsFunc(m.Terms, func(t string) bool {
		// Whom an entry is with names no record: "add team standup Monday 10am", "add
		// call w/ the vendor tomorrow 4:15pm", "明日15時に歯医者を追加して".
		return l.family[t] == "" && Aspect(t) == "" && !IsGeneric(t) && !timeTerms[t] && !(added && diaryCompany[t])
	})
}

var (
	// timeUnits are the units of a clock time that a particle may follow ("15時に").
	timeUnits = set("時", "시", "分", "분")
	// diaryCompany are the people a diary entry is with.
	diaryCompany = set("team", "supplier", "doctor", "customer", "colleague", "manager")
)

// httpAction returns the operation of a request written as an HTTP call, a method
// before a path ("PATCH /users/u_1042 {…}", "POST /materials/entries {…}", "DELETE
// /calendar/events/12"), or "". A path that ends in an action word acts ("POST
// /support/tickets/4512/close" closes the ticket, "GET /calendar/export" exports), and a
// POST below a record's identifier makes no record of the collection: it adds a part
// the vocabulary does not classify ("POST /support/tickets/4411/kommentare"), which
// fails closed.
func (l *Lexicon) httpAction(raw string) string {
	m := httpCall.FindStringSubmatch(raw)
	if m == nil {
		return ""
	}
	segments := strings.FieldsFunc(m[2], func(r rune) bool { return r == '/' })
	if n := len(segments); n > 0 {
		last := segments[n-1]
		if a := l.Analyze(text.Tokens(last), text.Norm(last)); a.Main != "" && l.Family(a.Main) != ReadFamily {
			return a.Main // ".../close", ".../cancelar", "/calendar/export"
		}
		if m[1] == "POST" && n >= 3 && strings.ContainsFunc(segments[n-2], unicode.IsDigit) {
			return Unclassified // a part added below a record: ".../4411/anhaenge"
		}
	}
	return map[string]string{"GET": "get", "POST": "create", "PUT": "update", "PATCH": "update", "DELETE": "delete"}[m[1]]
}

// httpCall is an HTTP method in capitals before a path (the second group, up to a
// query, a body or a space).
var httpCall = rx.MustCompile(`^\s*(GET|POST|PUT|PATCH|DELETE)\s+(/[^\s?{]*)`)

// blocksTime reports whether a request leads with "block" and a span of hours: "Block
// 9–11 Monday: deep work", "just block 2-4pm tomorrow for focus", "block calendar 9-10
// mañana", or blocks time in Korean or Japanese: "내일 오전 10시~12시 … 블록해줘", "시간
// 막아줘", "金曜午後は…カレンダーブロックお願いします".
func blocksTime(raw string) bool {
	return blockLead.MatchString(strings.ToLower(raw)) && hourSpan.MatchString(raw) ||
		strings.ContainsAny(raw, "블막ブ") && timeBlockedCJK.MatchString(raw) && timeNamedCJK.MatchString(raw)
}

// NamesHourSpan reports whether a text names a span of hours ("9-10", "2-4pm").
func NamesHourSpan(raw string) bool { return hourSpan.MatchString(raw) }

var (
	blockLead      = rx.MustCompile(`^\s*(?:(?:just|please|pls|can you|could you)\s+)*block\s`)
	timeBlockedCJK = rx.MustCompile(`블록\s*(?:해|잡아|걸어)|시간\s*(?:좀\s*)?막아|일정\s*(?:좀\s*)?막아|カレンダー\s*ブロック|ブロック(?:して|しといて|しておいて|お願い|を入れ)`)
	timeNamedCJK   = rx.MustCompile(`오전|오후|\d+\s*시|내일|모레|[월화수목금토일]요일|午前|午後|\d+\s*時|明日|明後日|[月火水木金土日]曜`)
)

// twoAccounts says one person has an account too many.
var twoAccounts = rx.MustCompile(`\btwo (?:accounts|profiles)\b.*\b(?:only (?:want|need) one|only one should|one too many)|\bduplicate (?:account|profile)s?\s*:|` +
	`\bzwei (?:konten|profile|accounts)\b.*\b(?:eins zu viel|einer zu viel|nur eins|nur eines)|\bdos (?:cuentas|perfiles)\b.*\b(?:solo quiero una|sobra una|solo debería haber uno)|` +
	`同じ人物で|同一人物の|アカウントが2つ|계정이 두 개|계정 두 개`)

// The alternations the patterns below share: English, Spanish and German days (and
// tomorrow, next week), the currencies, the raw materials traded in English.
const (
	weekdaysEN    = `(?:monday|tuesday|wednesday|thursday|friday|saturday|sunday|mon|tue|tues|wed|thu|thur|thurs|fri|sat|sun|tomorrow|next week)`
	weekdaysES    = `(?:lunes|martes|miércoles|jueves|viernes|sábado|domingo|lun|mar|mié|jue|vie|sáb|dom|mañana|la semana que viene|la próxima semana)`
	weekdaysDE    = `(?:montag|dienstag|mittwoch|donnerstag|freitag|samstag|sonntag|mo|di|mi|do|fr|sa|so|morgen|nächste woche)`
	currencyNames = `(?:euros?|dollars?|d[oó]lar(?:es)?|pounds?|sterling|libras?|yen(?:es)?|francs?|franken|francos?|yuan|renminbi|won|rupees?|rupias?|pesos?|liras?|kronen?|coronas?|rub(?:el|les?|los?)|usd|eur|gbp|jpy|chf|cny|krw|inr)`
	materialsEN   = `(?:gold|silver|platinum|palladium|copper|nickel|aluminium|aluminum|zinc|lithium|cobalt|iron ore|steel|soybeans?|corn|wheat|coffee beans?|cocoa|sugar|cotton|gasoline|petrol|diesel)`
	anyWeekday    = `(?:` + weekdaysEN + `|` + weekdaysES + `|` + weekdaysDE + `)`
)

// invitationConfirmed is an invitation confirmed, in German.
var invitationConfirmed = rx.MustCompile(`\beinladung\b[^.!?]{0,40}\bbestätig`)

// eventMoves says an event goes to another day or time: a move to a day ("needs to go to
// Monday", "pasa al martes", "pásala a la semana que viene", "auf Freitag verlegt"), a
// shift by a span ("+1 Woche", "30分遅れて", "30분 땡겨줘"), an arrow between days ("vie -> lun"), or a
// Korean time changed from one hour to another ("3시에서 4시로 바뀌었어").
var eventMoves = rx.MustCompile(`\b(?:needs?|has|have|had)\s+to\s+(?:go|move|be\s+moved|be\s+pushed)\s+to\s+` + weekdaysEN +
	`\b|\b(?:pushed|bumped|moved)\s+(?:back\s+)?to\s+` + weekdaysEN + `\b|\bpasa\s+(?:al?|para\s+el)\s+` +
	weekdaysES + `(?:$|[^\pL])|\b(?:pása|muéve|cámbia)(?:la|lo)\s+(?:al?|para)\s+(?:los\s+)?` + weekdaysES +
	`(?:$|[^\pL])|\b(?:auf|zum)\s+` + weekdaysDE +
	`\s+(?:verschoben|verlegt|gelegt|geschoben)\b|(?:^|\s)[+]\s?\d+\s?(?:woche|wochen|tag|tage|week|weeks|day|days|h|std|semana|semanas|día|días)(?:$|[^\pL])|\b` +
	anyWeekday + `\s*(?:->|→|=>)\s*` + anyWeekday +
	`(?:$|[^\pL])|(?:->|→|=>)\s*\d{1,2}(?::\d\d)?\s*(?:am|pm|uhr|h)?(?:$|[^\pL\d])|\b` +
	anyWeekday + `\s+(?:statt|anstatt|instead of|en vez del?|en lugar del?)\s+(?:am\s+|on\s+|el\s+)?` + anyWeekday + `(?:$|[^\pL])|\bto\s+be\s+at\s+\d{1,2}(?::\d\d)?\s*(?:am|pm)?\s+instead\b|(?:시작|회의|미팅)(?:이|가)\s?\d+\s?분\s?(?:늦춰|당겨)|(?:\d+\s?(?:분|시간)|한\s?시간|두\s?시간|하루|이틀)\s?(?:일찍\s?|앞으로\s?|뒤로\s?)?(?:늦춰|늦췄|당겨|당겼|땡겨|땡겼|미뤄|미뤘)|\d+시(?:에서|부터)\s?\d+시(?:로|으로)\s?(?:바뀌었|바꼈|변경됐|변경되었|옮겨졌)|開始が\d+分(?:遅れ|早まり|繰り下げ|繰り上げ)|時(?:半)?からになりました`)

// markedCount is a count an item is marked as having.
var markedCount = rx.MustCompile(`\bas\s+having\s+\d[\d,]*\s+(?:units?|pieces?|items?|pcs|in\s+stock)\b`)

// roomBooked is a meeting or conference room booked or reserved (a "meeting room call" is
// a call).
var roomBooked = rx.MustCompile(`\b(?:book|reserve|grab)\s+(?:a|an|the|me\s+a|us\s+a)\s+(?:\S+\s+)?(?:meeting|conference|board|huddle)\s+room(?:\s+(?:on|for|at|in|from|tomorrow|today|this|next|by)\b|\s*[.,;!?]|\s*$)`)

// scheduleReadKo is an English "schedule" a Korean ending of reading follows.
var scheduleReadKo = rx.MustCompile(`\bschedules?\s*(?:뭐|좀|을|를|이|가|은|는)?\s*(?:뭐\s*)?(?:있어|있나|있음|있지|보여|알려|확인)`)

// numberedItem is a product or an item named by a number.
var numberedItem = rx.MustCompile(`(?:제품|상품|품목|商品|製品|\bproduct|\bitem|\bartikel|\bartículo|\bproducto|\barticolo|\bprodotto|\bcodice)\s*(?:no\.?\s*|#|번호\s*)?\d{3,}`)

// countChangeAsked asks in Italian that a count be changed: "Potrebbe scalare 12 unità
// dallo SKU LMP-77?", "Puoi togliere 3 unità dallo stock …?" (a question that pleads).
var countChangeAsked = rx.MustCompile(`(?:^|\s)(?:puoi|può|potrebbe|potresti|riesci a|riesce a|gentile da)\s+(?:aggiungere|togliere|scalare|sottrarre|caricare|scaricare|rimuovere)\s+\d`)

// stockCounted is a verb that counts an item in or out of stock.
var stockCounted = rx.MustCompile(`\b(?:decrement|increment|restock|deduct|subtract)\b|\bbump (?:the )?(?:count|stock|quantity|qty|on-hand)\b|` +
	`\d+\s*(?:यूनिट\S*|पीस|नग|आइटम\S*)?\s*(?:जो[\x{0921}\x{095C}]|घटा|हटा|निकाल|कम\s+कर|माइनस|ब[\x{0922}\x{095D}]\x{093C}?ा)|` + // hi: "SKU IN-4410 में 25 यूनिट जोड़ दो", "स्टॉक 30 बढ़ाओ"
	`\bwrite off\s+\d+\b|\bqty\s*[=:]?\s*[-+]\d+\b|\d+\s*(?:個|点|台|箱|ケース)\s*を?\s*入庫|\d+\s*(?:個|点|台)\s*に(?:して|修正|変更)|` + // "write off 6 units of GL-902", "qty -5 sku=TB-220", "SKU JP-3301 を50個入庫", "SKU JP-0881を実数の57個にしてください"
	`(?:^|\s)(?:mets|mettez|passe|passez)\s[^.;!?]{0,30}\sà\s+\d+\s*(?:pièces|unités|exemplaires)(?:\s|$|[,.;:!?])|` + // fr: "mets la réf SKU-1208 à 54 unités"
	`(?:^|\s)(?:mets|mettez|passe|passez)\s+(?:le\s+|la\s+)?(?:sku|réf|ref)\b[\s:#-]*\S+\s+à\s+\d+(?:\s|$|[,.;:!?])|` + // fr: "mets le SKU CHZ-03 à 77"
	`(?:^|\s)[-+]\d+\s+(?:sur|on|su|auf|no|na|en)\s+(?:le\s+|la\s+|lo\s+|the\s+|den\s+)?(?:sku|réf|ref|item|artikel|articolo|artículo)|` + // a signed count on a SKU: "retour client : +2 sur sku_TSHIRT-BL-L"
	`入库\s*\d+\s*(?:件|个|個|台|箱|套)|\d+\s*(?:件|个|個|台|箱|套)\s*入库|出库\s*\d+\s*(?:件|个|個|台|箱|套)|` + // zh: goods received or sent out
	`재고\s*[+\-]\s*\d+|在庫\s*[+\-]\s*\d+|\d+\s*개\s*차감|在庫から\s*\d*\s*個?\s*引い|在庫に戻し|在庫(?:を|は)?\s*マイナス\s*\d+|` + // ko, ja: a count added, deducted or put back
	`\beinbuchen\b|\bausbuchen\b|\bnachgeliefert\b|\baufgefüllt\b|\bauffüllen\b|\bzieh(?:e|t)?\b[^.;!?]{0,50}\bab\b|\babziehen\b|` +
	`(?:^|[\s¡])(?:resta|restar|réstale|réstales|suma|sumar|súmale|súmales|descuenta|descontar|descuéntale|repón|reponemos|repusimos|baja|bajá|bájale|bajale|sube|subí|súbele|subele)\s+(?:en\s+)?\d|` +
	`(?:^|\s)(?:ajoute|ajoutez|rajoute|rajoutez|retire|retirez|enlève|enlevez|déduis|déduisez)\s+\d+\s*(?:pièces|unités|exemplaires|cartons|boîtes)\b|` + // fr: units added or taken off
	`(?:^|\s)(?:adiciona|adicione|acrescenta|acrescente|soma|some|tira|tire|retira|retire|baixa|baixe|desconta|desconte|abata|abate|subtrai|subtraia)\s+\d+\s*(?:unidades|peças|caixas)\b|` + // pt
	`(?:^|\s)(?:adiciona|adicione|soma|some|tira|tire|retira|retire|subtrai|subtraia|sottrai|togli|aggiungi|scala)\s+\d+\s+(?:do|da|ao|no|na|dallo|dal|allo|al)\s+(?:sku|item|produto|articolo)\b|` + // pt, it: "subtrai 10 do SKU GAR-1L"
	`(?:^|\s)(?:aggiungi|aggiungere|aggiunga|rimetti|rimettere|rimetta|togli|togliere|tolga|scala|scalare|scali|sottrai|sottrarre|rimuovi|rimuovere|carica|caricare|scarica|scaricare)\s+(?:dal\s+magazzino\s+|altr[ie]\s+)?\d+\s*(?:pezzi|pz|unità|unita|cartoni|scatole|risme|confezioni|colli|pallet)(?:\s|$|[,.;:!?])|` +
	`(?:^|\s)(?:aggiungil[ie]|carical[ie])\s+(?:al magazzino|alla giacenza|alle scorte|in magazzino|a magazzino|allo stock)|` +
	`(?:^|\s)(?:carico|scarico)\s+di\s+\d+\s*(?:pezzi|pz|unità|unita|cartoni|scatole|risme|confezioni|colli|pallet)(?:\s|$|[,.;:!?])|` + // it
	// A count added to or taken from an item named by its code, typed short or without
	// accents: "minus 2 on sku AB-09", "quita 5 del sku 1200", "ajoute 6 au sku FR-900",
	// "retirer 2 unites du sku 5018", "adiciona 30 unid no sku BR-450", "10 stueck zu sku
	// 2291 hinzufuegen", "mettre le stock du sku 3312 a 75", "SKU CN-220 加 50 件".
	`(?:^|\s)(?:minus|plus)\s+\d+\s+(?:on|to|from|for)\s+(?:the\s+)?(?:sku|item)\b|` +
	`(?:^|\s)(?:quita|quitá|quítale|quitale|saca|sacá|agrega|agregá|agrégale|agregale|añade|anade|añadí|mete|meté)\s+\d+\s+(?:(?:unidades|uds?\.?)\s+)?(?:del|al|de|a|en)\s+(?:sku|art[ií]culo|producto)\b|` +
	`(?:^|\s)(?:ajoute|ajoutez|ajouter|rajoute|retire|retirez|retirer|enlève|enleve|enlever|déduis|deduis)\s+\d+\s+(?:(?:pièces|pieces|unités|unites|exemplaires)\s+)?(?:au|du|à|a|sur|de)\s+(?:la\s+|le\s+)?(?:sku|réf|ref|article|produit)\b|` +
	`(?:^|\s)(?:mettre|mets|mettez|passer|passe|passez)\s+(?:le\s+)?(?:stock|inventaire)\s+(?:du|de\s+la|de\s+l')\s*(?:sku|réf|ref)\b[\s:#-]*\S+\s+(?:a|à)\s+\d+|` +
	`(?:^|\s)(?:adiciona|adicione|acrescenta|acrescente|soma|some|tira|tire|retira|retire|baixa|baixe|desconta|desconte)\s+\d+\s*(?:unid\.?|un\.?|pçs|pcs|pecas)\s+(?:do|da|no|na|ao|em)\s+(?:sku|item|produto)\b|` +
	`\d+\s*(?:stück|stueck|stk)\.?\s+(?:zu|zum|auf)\s+(?:sku|artikel)\b|` +
	`(?:^|[\s\p{Han}])(?:加|减|減|扣|补|補)\s*\d+\s*(?:件|个|個|台|箱|套)`)

// closingDeskAsk is a closing clause, after a mark, that asks the desk for a ticket or
// takes it a report: "fais-moi un ticket", "crea un ticket de soporte", "Ticket bitte",
// "ticket pls", "please log this with support", "signale le bug au support stp", "bitte
// als Fehler melden", "je veux déclarer un incident", "apri una richiesta di
// assistenza", "quero registrar uma reclamação no suporte", "reportem isso".
var closingDeskAsk = rx.MustCompile(`[,;.:!?–—-]\s*(?:(?:please|pls|bitte|por favor|per favore|s'il vous plaît|svp|merci de|ok)\s+)?` +
	`(?:(?:quero|quiero|i want to|i'd like to|voglio|vorrei|je veux|je voudrais|ich möchte|can you|could you|puedes|podes|pode|podem|potete|pouvez-vous|preciso|necesito|¿?me)\s+)?` +
	`(?:(?:fais|faites|crée|créez|ouvre|ouvrez|abre|abra|abram|abrir|abres|abrid|cria|crie|criar|crea|crear|apri|aprite|aprire|open|file|log|raise|create|macht|mach|erstellt?)(?:-moi|-nous)?\s+(?:a|an|um|uma|un|una|ein|einen|le|il)?\s*` +
	`(?:new\s+|nuevo\s+|novo\s+|neues\s+|nouveau\s+)?(?:support\s+|bug\s+)?(?:ticket|chamado|caso|incidencia|segnalazione|ocorrência|ocorrencia|richiesta di assistenza|bug report|case)` +
	`(?:\s+(?:de soporte|con soporte|con el soporte|no suporte|com o suporte|pra mim|para mim|with support|with the support|for me|auf))?|` +
	`ticket\s+(?:pls|plz|please|bitte|por favor|per favore|stp|svp|aufmachen|anlegen|erstellen)|(?:bitte\s+)?ticket\s+aufmachen|` +
	`log this with support|report (?:it|this) to support|signale(?:z)? le bug(?: au support)?|segnalate il bug|segnala il bug|(?:bitte\s+)?als fehler melden|` +
	`déclarer un incident|(?:eine\s+)?störung melden|transmettre au support|registrar uma reclamação(?: no suporte)?|reportem isso|abrir uma ocorrência(?: com o suporte)?)` +
	`(?:\s+(?:please|pls|bitte|por favor|per favore|stp|svp|merci|danke|obrigad[oa]|gracias|grazie|ai|aí))?\s*[.!?]*\s*$`)

// screenFault is a screen, page, view or feature of the service that fails or shows what
// it should not: the problem a closing desk ask (closingDeskAsk) is about.
var screenFault = rx.MustCompile(`(?:^|[^\pL])(?:screen|page|view|widget|module|section|tab|button|écran|onglet|appli|pantalla|página|pagina|sección|seccion|módulo|modulo|gráfico|grafico|tela|busca|bildschirm|modul|app|schermata|ricerca|calendrier)(?:$|[^\pL])|` +
	`ansicht|seite|suche in`) // German compounds end with their screen: "Lagerbestandsansicht", "Wettervorhersage-Seite"

// setAsideMarks are the words of a request withdrawn or put off: no ticket is asked.
var setAsideMarks = rx.MustCompile(`(?:^|[^\pL])(?:no need|pas besoin|não precisa|no hace falta|non serve|nicht nötig|olvida|esquece|lascia perdere|laisse tomber|remind me|me lembra|rappelle-moi|recuérdame|erinnere mich)(?:$|[^\pL])`)

// ticketOpensClosing is a closing clause that opens a ticket, after a mark.
var ticketOpensClosing = rx.MustCompile(`[,;.:]\s*(?:(?:please|bitte|por favor|per favore|s'il vous plaît|svp)\s+)?(?:(?:quero|quiero|i want to|i'd like to|voglio|je veux|je voudrais|ich möchte|can you|could you|puedes|podes|pode|podem|potete|pouvez-vous)\s+)?` +
	`(?:abrir|abre|abra|abram|abrid|open|apri|aprite|aprire|ouvrir|ouvre|ouvrez|eröffne|eröffnet|macht|mach|erstelle|erstellt|crea|cria|criar|crear)\s+(?:a|an|um|uma|un|una|ein|einen|le|il)\s+(?:new\s+|nuevo\s+|novo\s+|neues\s+|nouveau\s+)?(?:support\s+)?` +
	`(?:ticket|chamado|caso|incidencia|segnalazione)(?:\s+(?:auf|an))?(?:\s+(?:please|bitte|por favor|per favore|stp|svp|merci|danke|obrigad[oa]|gracias|grazie))?\s*[.!]?\s*$`)

// codeCountChange is a count added to, taken from or set on an item named by its code
// (itemCodeAt): a signed count beside the code ("CR-55 -2 破損", "ZP-7 minus 4"), a
// number of pieces added or taken off in Japanese or Korean ("K-8を1個減らして", "K-8 1개
// 빼줘", "+3で", "9개네. 9로 수정"), a count recounted and corrected ("17 pièces. corrige"), a verb of adding or taking a number to or from the code
// ("quita 1 de K-8", "enlève 1 unité de CR-55", "Ajoutez 24 ZP-7"), the code set to a
// number ("pon ZP-7 a 0", "setz D-12 auf 0", "mets ZP-7 à zéro") or changed by one in
// German ("K-8 um 1 reduzieren", "buch 6 CR-55 aus").
var codeCountChange = rx.MustCompile(itemCodeAt + `(?:\s*[:：]\s*|\s+)(?:[-+−＋]\s?\d+|(?i:minus|plus|moins)\s+\d+)(?:$|[\s,.;:!(（、。]|で|로|으로|해)|` +
	itemCodeAt + `[^。.!?？]{0,20}?\d+\s*(?:個|点|개|箱|박스)\s*(?:を|만|씩|을|를)?\s*(?:減ら|増や|足し|足す|足して|引い|引く|追加|戻し|빼|더해|더하|추가|늘려|줄여|차감|넣어)|` +
	itemCodeAt + `[^。.!?？]{0,20}?(?:入荷|入庫|반품|입고)\s*\d+\s*(?:個|개)?[^。.!?？]{0,12}?(?:足し|追加|더해|추가|넣어)|` +
	itemCodeAt + `[^。.!?？]{0,30}?[+＋]\s?\d+\s*(?:で|로|으로)|` +
	`\d+\s*개[^?]{0,30}?\d+\s*개?\s*(?:로|으로)\s*(?:수정|변경|바꿔|맞춰)|` +
	`\d+\s*(?i:pièces?|unités?|stück|unidades|pezzi)\b[^?]{0,30}?(?i:corrige|corrigez|korrigier|corrigi|corrija|ajusta)|` +
	itemCodeAt + `(?:の数|の在庫数|の個数)[、,]?\s*実際は\s*\d+|` +
	`(?i:quita|quitá|quítale|saca|resta|réstale|suma|súmale|agrega|agregá|añade|mete|enlève|enleve|enlevez|retire|retirez|ajoute|ajoutez|rajoute|déduis|deduis|tira|tire|retira|adiciona|soma|togli|aggiungi|scala|sottrai|take|remove|add|deduct|subtract)\s+\d+\s*(?i:unités?|unites?|pièces?|pieces?|unidades?|uds?\.?|stück|stk|einheiten|pezzi|unità|peças|units?|pcs|x)?(?:\s+(?i:de|del|a|al|au|à|du|von|zu|zum|do|da|ao|no|na|dal|allo|from|to|off|on))?\s+(?i:la\s+|le\s+|l'|el\s+|o\s+|il\s+|the\s+)?` + itemCodeBody + `|` +
	`(?i:pon|poné|ponme|setz|setze|setzt|mets|mettez|met|metti|set|put|põe|poe|coloca)\s+(?i:el\s+|la\s+|le\s+|den\s+|die\s+|il\s+|lo\s+|o\s+|the\s+)?` + itemCodeBody + `\s+(?i:a|auf|à|to|on|em|su|at)\s+(?:\d+|(?i:zero|zéro|cero|null))(?:$|[\s,.;:!])|` +
	itemCodeAt + `\s+(?i:um)\s+\d+\s*(?i:stück\s+)?(?i:reduzieren|verringern|erhöhen|senken|runtersetzen|hochsetzen|verringert|erhöht|reduziert)|` +
	`(?i:buch|buche|bucht)\s+\d+\s*(?i:stück\s+|stk\.?\s+)?(?:(?i:von\s+)?` + itemCodeBody + `)\s+(?i:aus|ein|ab)\b|` +
	itemCodeAt + `[^.!?]{0,40}?\d+\s*(?i:stück|stk)[^.!?]{0,30}?(?i:draufbuchen|dazubuchen|einbuchen|ausbuchen|abbuchen)`)

// whichDoes asks which thing or things do an act, the act's verb in the third person.
var whichDoes = rx.MustCompile(`^\s*(?:which|what)\s+(?:\w+\s+){1,2}?(?:generates|creates|opens|files|raises|produces|causes|submits|logs)\b|` +
	`^\s*(?:which|what)\s+(?:\w+\s+)?\w+s\s+(?:generate|create|open|file|raise|produce|cause|submit|log)\b`)

// setToAsked asks what something is set to.
var setToAsked = rx.MustCompile(`^\s*(?:which|what|what's|whats|what is)\b[^.!?]{0,80}?\bset to\b\s*(?:in\b[^.!?]*)?\?`)

// countMarked marks an item as a count on hand, or records the count there is.
var countMarked = rx.MustCompile(`\bmark\b[^.;!?]{0,40}?\bas\s+\d+\s*(?:units?\s+|pcs\s+)?(?:on hand|in stock|left|available)\b|^\s*(?:please\s+)?(?:record|log|note)\s+that\s+we\s+(?:now\s+)?(?:have|got|counted)\s+\d+`)

// countTaken is an English count taken off, or added to, what holds it.
var (
	countTaken = rx.MustCompile(`\b(?:take|knock|remove|subtract|deduct|add|put)\s+(?:another\s+|the\s+|an?\s+extra\s+)?\d+(?:\s+(?:more|units?|pcs|pieces|items|extra|we found|we got|we received|that came in))*\s+(?:off|from|to|onto|into|back into|back to)\s+(?:the\s+|our\s+)?(?:stock|inventory|count|on-hand|on hand|sku|qty|quantity|[a-z]{1,4}-\d)` +
		`|\badd\s+(?:them|those|these|it)\s+(?:back\s+)?(?:to|into)\s+(?:the\s+)?(?:stock|inventory|count)\b|\b(?:bring|knock)\b[^.;!?]{0,40}\b(?:down|up)\s+by\s+\d+`)
	countTakenMarks = []string{" off", " from", " to ", " into", " by "}
)

// stockRefilled is a verb that refills stock, so that a bare number of things is a count:
// "dass wir 120 M8-Schrauben aufgefüllt haben", "que reponemos 120 tornillos M8".
var (
	stockRefilled = rx.MustCompile(`\b(?:aufgefüllt|auffüllen|nachgeliefert|einbuchen|reponemos|repusimos|repón)\b`)
	countedThings = rx.MustCompile(`\b\d{1,5}\s+\pL`)
)

// countCorrected tells an English count put right: what it actually is, a number instead
// of another, what it should read, what a recount came back at, the real figure.
var countCorrected = rx.MustCompile(`\b(?:is|are|'s)\s+actually\s+(?:at\s+)?\d|\bactually\s+(?:at|sits at|stands at)\s+\d|\d[^.?!;]{0,40}?,?\s+not\s+(?:the\s+)?\d+\b|` +
	`\bshould\s+(?:read|say|show)\s+\d|\b(?:recount|cycle count|physical count|stock count|stocktake)\b[^.?!;]{0,30}?\b(?:came back at|came to)\s+\d|\b(?:real|true|right|correct) (?:figure|count|number|quantity)\b[^?]*\d|\bstands? at \d`)

// countedBy is a number a count changes by: "by 200", "+30".
var countedBy = rx.MustCompile(`\bby \d+\b|(?:^|\s)\+\s?\d+\b`)

// itemCodeNamed is an item's code, a suffix after its digits allowed ("HX-0092-R").
var itemCodeNamed = rx.MustCompile(itemCodeAt + `(?:-[A-Z0-9]{1,3})?(?:$|[^\pL\pN-])`)

// itemCodeBeforeCJK is an item's code with a CJK particle or word after it ("K-8を",
// "D-12の数").
var itemCodeBeforeCJK = rx.MustCompile(itemCodeAt + `(?:-[A-Z0-9]{1,3})?[\p{Han}\p{Hiragana}\p{Katakana}\p{Hangul}]`)

// PricesItemCode reports whether a request that names a price names an item by its code
// and no share: "price of AB-203?", "el precio de costo del kl-300" (tickers carry no
// hyphen and digits). The code is then a SKU's.
func (l *Lexicon) PricesItemCode(raw string, terms []string) bool {
	return slices.Contains(terms, "price") && !slices.Contains(terms, "knowledge base") && pricedItemCode.MatchString(strings.ToLower(raw)) &&
		!namesTicker(itemCodeNamed.ReplaceAllString(raw, " ")) && !l.NamesListedCompany(raw)
}

// StocksItemCode reports whether a request that names a stock, an inventory or a
// warehouse names an item by its code and no share: "quiero saber el stock actual de
// MN-450" asks a SKU's stock, not a share's price now; "quanti pezzi a magazzino del
// codice TR-0093-B" a SKU's count.
func (l *Lexicon) StocksItemCode(raw string, terms []string) bool {
	stocked := slices.ContainsFunc(terms, func(t string) bool { return t == "stock" || t == "inventory" }) ||
		slices.Contains(terms, "warehouse") && countInStore.MatchString(strings.ToLower(raw)) // not a transfer, a value or a place
	return stocked && itemCodeNamed.MatchString(raw) && !namesTicker(itemCodeNamed.ReplaceAllString(raw, " ")) && !l.NamesListedCompany(raw)
}

// countInStore asks how many there are or whether any is left.
var countInStore = rx.MustCompile(`\b(?:quanti|quante|quantas|quantos|how many|wie viele|wieviele|cuántas|cuántos|cuantas|cuantos|combien)\b|noch was|남아|몇 개|몇개|いくつ|何個|残って|多少个|多少件|还有`)

// unitsOrdered names an order of a number of units: "pedido de 50 unidades", "Bestellung
// über 40 Stück", "an order of 200 units".
var unitsOrdered = rx.MustCompile(`(?:^|\s)(?:pedido|orden de compra|bestellung|nachbestellung|order|purchase order)\s+(?:de|von|über|of|for)\s+\d+\s*(?:unidades|uds|piezas|cajas|stück|stk|einheiten|units|pcs|pieces|boxes)\b`)

// unitsCounted is a German or Spanish number of units: "4 Stück", "3 uds" (an English
// "500 units of …" is as often ordered: "Raise a PO for 500 units of gasket GK-19").
// unitsNamed is a count of units.
var unitsNamed = rx.MustCompile(`\b\d+\s*(?:units?|pcs|pieces|unidades|uds|stück|stk|einheiten|unités|pièces|pezzi|unità|peças)(?:\s|$|[,.;:!?])`)

var unitsCounted = rx.MustCompile(`\b\d+\s*(?:stück|stk|einheiten|unidades|uds)\b`)

// pricedItemCode is an item's code beside a word of price in a lower-cased text.
var pricedItemCode = rx.MustCompile(`(?:price|pricing|cost|precio|coste|costo|preis|kosten|kostet|prix|preço|preco|prezzo|가격|価格|値段|定価|할인가|소비자가)[^.?!]{0,25}?(?:^|[^\pL\pN-])[a-z]{1,4}-\d{1,6}(?:$|[^a-z0-9-])|` +
	`(?:^|[^\pL\pN-])[a-z]{1,4}-\d{1,6}[^.?!a-z0-9-][^.?!]{0,12}?(?:price|pricing|cost|precio|preis|prix|preço|prezzo|가격|価格|値段|定価|할인가|소비자가)`)

// summaryHeading heads a text with a summary of what came before: "Summary of the
// earlier chat: …"; paperSummary names a summary, no overview.
var (
	summaryHeading = rx.MustCompile(`^\s*(?:summary|resumen|zusammenfassung|résumé|resumo)\b[^:.]{0,40}:`)
	paperSummary   = rx.MustCompile(`(?:^|[^\pL])(?:summary|summaries|resumo|resumos|resumen|resúmenes|résumé|résumés|zusammenfassung)(?:$|[^\pL])`)
)

// helpArticleTerms make an article a help article, whatever its code ("knowledge base
// article KB-1042").
var helpArticleTerms = set("knowledge base", "documentation", "support", "help")

// sayingsOf is a German name joined to Zitate: "Goethe-Zitate", "Einstein-Zitat".
var sayingsOf = rx.MustCompile(`\p{Lu}\p{Ll}+-Zitat(?:e|en)?(?:$|[^\pL])`)

// chemicalNamed names a chemical by its salt's or oxide's word, in en, de, fr, es, it
// and pt ("silver nitrate", "Indiumoxid", "nitrate d'argent", "óxido de zinc").
var chemicalNamed = rx.MustCompile(`(?:^|[^\pL])(?:\pL*(?:oxid|oxyd|chlorid|nitrat|sulfat|carbonat|acetat|hydroxid)e?|` +
	`(?:\pL+ )?(?:oxide|nitrate|sulfate|sulphate|chloride|chlorure|carbonate|acetate|acétate|hydroxide|hydroxyde)s?|` +
	`(?:óxido|nitrato|sulfato|cloruro|cloreto|carbonato|acetato|hidróxido|ossido|cloruro|idrossido)s? de \pL+)(?:$|[^\pL])`)

// densityBound is a density's bound: a comparison, then a value in grams per cubic
// centimetre or kilograms per cubic metre.
var densityBound = rx.MustCompile(`(?:[<>≤≥]|above|below|under|over|between|greater|less|more|lower|higher|unter|über|zwischen|mayor|menor|entre|superior|inferior|supérieure?|inférieure?|maior|acima|abaixo|sopra|sotto)[^.?!;]{0,12}?\d+(?:[.,]\d+)?\s*(?:g/cm³|g/cm3|g/cc|g cm-3|kg/m³|kg/m3)|` +
	// … or after it: "5 g/cm3 se kam", "3 g/cm3 미만인", "4 g/cm³ 以下".
	`\d+(?:[.,]\d+)?\s*(?:g/cm³|g/cm3|g/cc)\s*(?:(?:se|से)\s+(?:kam|zyada|jyada|adhik|कम|ज़्यादा|ज्यादा|अधिक)|미만|이하|이상|초과|未満|以下|以上)|` +
	// … or bounded with no unit in Korean or Japanese: "밀도 8 이상인 물질".
	`(?:밀도|密度)가?\s*\d+(?:[.,]\d+)?\s*(?:미만|이하|이상|초과|未満|以下|以上)`)

// formationBound is a formation energy's bound: a comparison, then a value.
var formationBound = rx.MustCompile(`(?:formation energ(?:y|ies)|bildungsenergie|énergie de formation|energía de formación|energia de formação|energia di formazione)[^.?!;]{0,20}?` +
	`(?:[<>≤≥]|below|under|less than|lower than|above|over|more negative than|kleiner als|unter|niedriger als|weniger als|inférieure? à|menor que|por debajo de|inferior a|abaixo de|inferiore a|sotto)\s*[-−]?\d|` +
	// Korean, Japanese and Chinese bound the value after it: "형성 에너지가 -1.5 eV/atom보다 낮은".
	`(?:형성 ?에너지|生成エネルギー|形成エネルギー|形成能)[^.?!;]{0,12}?[-−]?\d[^?!;]{0,16}?(?:보다 ?낮|보다 ?작|미만|이하|より低|より小|以下|未満|低于|小于)`)

// materialsSought names materials asked for: a plural of materials or compounds, or a
// question of which.
var materialsSought = rx.MustCompile(`(?:^|[^\pL])(?:materials|materiales|materiais|materiali|matériaux|compounds|verbindungen|compuestos|composés|compostos|composti|semiconductors|semiconductores|perovskites|alloys|legierungen|aleaciones|oxides|nitrides|which|what|welche|cuáles|quels|quelles|quais|quali|` +
	`oxide|halbleiter|semi-conducteurs|semiconducteurs|semicondutores|semiconduttori|oxydes|óxidos|ossidi)(?:$|[^\pL])|화합물|물질|소재|재료|化合物|材料|物質|物质`)

// sharePaper is the Portuguese "papel" (a share) before a ticker of two letters or more
// (not a paper size, "papel A4").
var sharePaper = rx.MustCompile(`(?i:\bpap(?:el|éis))\s+(?:d[aoe]\s+)?[A-Z]{2,5}\d{0,2}\b`)

// goodsQuoted is a quote asked for a number of things, the thing's word in its group.
var goodsQuoted = rx.MustCompile(`(?:^|\s)(?:cotação|cotacao|cotización|cotizacion|quote|quotation|angebot|devis|quotazione)\s+(?:de|for|für|pour|per|para|über)\s+\d+\s+(\pL+)`)

// quoteStems begin the words goodsQuoted reads, to look for it only where one stands.
var quoteStems = []string{"cota", "cotiz", "quot", "angebot", "devis"}

// quotedShares are the shares a quote for a number of them prices on a market.
var quotedShares = set("shares", "share", "ações", "acoes", "acciones", "aktien", "actions", "azioni", "units", "contracts")

// matchForecast is a forecast word before two names set against each other.
var matchForecast = rx.MustCompile(`(?i:forecast|prediction|pronóstico|previsión|previsão|prognose|prévision|previsione)[^.?!]{0,20}?\b\p{Lu}\p{L}+\s*(?:vs\.?|versus|x|contra|gegen|contre)\s*\p{Lu}\p{L}+`)

// articleCode is an article word with the code after it.
var articleCode = rx.MustCompile(`\b(?:article|articolo|artículo|articulo|artikel)\s+(?:n[º°.]?\s*)?([a-z0-9]+(?:-[a-z0-9]+)+)`)

// codedArticle reports whether a lower-cased text names an article by a product code,
// letters and digits joined by hyphens ("articolo 45-AZ-03"); a law's "Artikel 3" and a
// page range "article 5-7" have no letter in their number.
func codedArticle(lower string) bool {
	for _, m := range articleCode.FindAllStringSubmatch(lower, -1) {
		if strings.ContainsAny(m[1], "0123456789") && strings.IndexFunc(m[1], unicode.IsLetter) >= 0 {
			return true
		}
	}
	return false
}

// itemCode is an item's code standing alone (itemCodeAt).
var itemCode = rx.MustCompile(itemCodeAt + `(?:$|[^\pL\pN-])`)

// spokenTomorrow is the spoken Korean 낼 as a word of its own.
var spokenTomorrow = rx.MustCompile(`(?:^|\s)낼\s`)

// weatherFed is weather data said to come from a sensor.
var weatherFed = rx.MustCompile(`\b(?:weather (?:feed|data)|wetterdaten|datos del tiempo|datos meteorológicos)\b[^.!?]{0,60}\bsensor`)

// shareNoun is a share of something, the noun.
// ("a share of Meta's ad revenue" is a portion).
var shareNoun = rx.MustCompile(`\b(?:a|one|per|each|the)\s+share\s+of\s+[\pL.&-]+(?:\s+[\pL.&-]+)?(?:$|[^\pL'’])`)

// textMessage names a text message; accessGiven a calendar's access given to others.
var (
	textMessage = rx.MustCompile(`\b(?:sms|text message|by text)\b`)
	accessGiven = rx.MustCompile(`\b(?:edit|view) (?:rights|access) to\b|\bvisible to\b|\beinsehen\b|\bpuedan? ver\b`)
)

// restockedTo is stock restocked to a count.
var restockedTo = rx.MustCompile(`^\s*(?:please\s+|pls\s+)?restock\s+[^.,;:]{1,40}?\s+to\s+\d+\s*(?:units?|pcs|pieces|items)?\s*[.!]?\s*$` +
	`|^\s*restock(?:ed)?\s+(?:entry|note|update)\s*:[^.;]{1,60}?\b(?:is|are)\s+now\s+(?:at\s+)?\d+\s*(?:units?|pcs|pieces|items)\b`) // a restock's note of the count it left

// personIntoMeeting puts someone into a Chinese meeting: "把张伟加到…评审会里".
var personIntoMeeting = rx.MustCompile(`把[^，。,]{1,8}?也?(?:加到|加进|加進|拉到|放到)[^，。,]{0,16}?(?:会|會|会议|會議)(?:里|裡|中|上)`)

// attendeesAdded names an event's attendees as where someone is added.
var attendeesAdded = rx.MustCompile(`참석자\s*(?:명단|목록|리스트)?\s*(?:에|에다)|참가자\s*(?:명단|목록)?\s*(?:에|에다)|(?:参加者|出席者)(?:リスト)?に|` +
	`\bto\s+(?:the\s+)?(?:\S+\s+)?(?:attendees|attendee list|participants|invite list|guest list)\b|\bzu\s+den\s+teilnehmern\b|\ba\s+los\s+(?:asistentes|participantes)\b|` +
	// a number of attendees added: "참석자 두명 추가해줘", "参加者2人追加して", "add two attendees to …"
	`(?:참석자|참가자)\s*(?:\d+|한|두|세|네|다섯)\s*명\s*(?:더\s*)?추가|(?:참석자|참가자)로\s*(?:도\s*)?추가|(?:参加者|出席者)として\s*追加|(?:参加者|出席者)を?\s*[\d０-９一二三四五]+\s*(?:人|名)\s*追加|` +
	`\badd\s+(?:\d+|one|two|three|four|five|a\s+few|some)\s+(?:more\s+)?(?:attendees|participants|guests)\b`)

// eventMadeInto is an existing event (my, the, our) made private, public, recurring or of
// another length.
var eventMadeInto = rx.MustCompile(`\bmake\s+(?:my|the|our|this|that)\s+(?:[\w:'-]+\s+){0,3}?(?:meeting|event|appointment|call|standup|stand-up|sync|1:1|check-in|checkin|catch-up|retro|huddle|one-on-one|1-on-1)\s+` +
	`(?:an?\s+)?(?:private|public|visible|invisible|recurring|repeat|weekly|daily|monthly|longer|shorter|optional|all-day|\d+\s+(?:minutes?|hours?)\s+long|(?:one|two|three|half\s+an?)\s+(?:minutes?|hours?)\s+long|an?\s+hour\s+long)\b`)

// eventOff says an event will not take place.
var eventOff = rx.MustCompile(`이제\s*안\s*(?:해|함|할게|하기로)|\bfällt\s+(?:\S+\s+)?(?:aus|flach)\b|\bfindet\s+(?:doch\s+|leider\s+)?nicht\s+statt\b|\bhat\s+sich\s+erledigt\b|\bist\s+hinfällig\b|` +
	`(?:^|\s)überflüssig\s+geworden\b|\b(?:muss|kann|soll)\s+weg\b|\bweg\s?machen\b|\braus\s+damit\b|(?::|\bist)\s*abgesagt\s*[.!]?\s*$|\bbrauche\s+ich\s+nicht\s+mehr\b|` +
	`\b(?:shouldn'?t|should\s+not|won'?t|will\s+not)\s+happen\b|\bis\s+(?:off|called\s+off|scrapped)(?:\s*$|\s*[.!,;]|\s+(?:now|today|tomorrow|this|for|again)\b)|\b(?:isn'?t|is\s+not|won'?t\s+be)\s+happening\b|\bse\s+suspende\b|` +
	`(?:会議|打ち合わせ|予定|面談|面接|ミーティング)(?:が|は)?(?:なくなりました|なくなった|取りやめ)|파토났|안\s?하기로\s?했`)

// recordObsolete says a record is needed no more or lingers where it should not.
var recordObsolete = rx.MustCompile(`\bshouldn'?t\s+be\s+in\s+the\s+(?:system|calendar|list|inventory|directory)\b|\bno\s+longer\s+needed\b|\b(?:don'?t|do\s+not)\s+need\s+(?:it|that|this|them)\s+any\s?more\b|` +
	`\bshould\s+(?:come\s+off|be\s+taken\s+(?:down|off)|be\s+removed|be\s+deleted)\b|\b(?:has|have|needs?)\s+to\s+(?:go|come\s+off)\s+from\b|\bshouldn'?t\s+(?:exist|be\s+listed)\b|` +
	`\bdebería\s+(?:quitarse|desaparecer|borrarse|eliminarse|retirarse)\b|\bhabría\s+que\s+(?:retirarl[oa]|quitarl[oa]|borrarl[oa]|eliminarl[oa]|sacarl[oa])\b|\bya\s+no\s+debería\s+existir\b|` +
	`\bhay\s+que\s+(?:sacarl[oa]|quitarl[oa]|borrarl[oa])\b|\bya\s+no\s+(?:hace\s+falta|se\s+usa|lo\s+necesito|la\s+necesito)\b|no\s+deber[ií]a\s+estar\s+en\s+el\s+sistema|` +
	`\bniemand\s+(?:mehr\s+)?braucht\b|\bnicht\s+mehr\s+(?:gebraucht|benötigt)\b|\bbrauchen?\s+wir\s+nicht\s+mehr\b|` +
	`残しておく必要はありません|残しておく必要はない|残っているのは紛らわしい|残ったままです|残ったままになって|もう使わない|もう不要|` +
	`더\s?이상\s?안\s?(?:써|씀|쓴다)|이제\s?필요\s?없어(?:$|[.!요])`)

// toldToAnother reports whether a Korean request asks to tell something to someone
// other than the asker: a recipient marked by 에게, 한테 or 께, then a verb of telling.
func toldToAnother(raw string) bool {
	m := toldTo.FindStringSubmatch(raw)
	return m != nil && !askerWords[m[1]]
}

var (
	toldTo     = rx.MustCompile(`(?:^|\s)(\pL+)(?:에게|한테|께)\s.*(?:알려|전해|전달해|공유해)`)
	askerWords = set("나", "저", "내", "제", "우리", "저희", "본인", "me", "함") // 함께 is "together"
)

// markedAsState reports whether a Korean request marks a record as a state: a word
// ending in (으)로 before 표시, 마킹 or 체크 ("중요 일정으로 표시해줘", "읽음으로 표시해줘"),
// where the word is no display's form ("표로 표시해줘" shows a table, "그래프로" a graph).
func markedAsState(raw string) bool {
	for _, m := range markedAs.FindAllStringSubmatch(raw, -1) {
		if !displayForms[m[1]] {
			return true
		}
	}
	return false
}

var (
	markedAs     = rx.MustCompile(`(\pL+?)(?:으로|로)\s*(?:표시|마킹|체크)\s*(?:해|하|좀)`)
	displayForms = set("표", "그래프", "차트", "목록", "리스트", "텍스트", "숫자", "그림", "지도", "도표", "막대그래프", "한글", "영어", "table", "chart", "graph", "list",
		"섭씨", "화씨", "달러", "원화", "엔화", "유로", "퍼센트", "백분율", "단위", "소수점") // units and currencies a value is shown in
)

// PaperTopic reports whether a request asks for papers on a topic: a word for papers,
// literature or studies followed by a word that introduces what they are about ("papers
// on protein design", "literature on inventory optimization", "estudios sobre …",
// "Literatur zu Graphen"), or in Japanese and Korean preceded by one ("量子計算に関する
// 論文", "양자 컴퓨팅 관련 논문"). What the topic names (a prediction, an optimization, a
// protein) is what the papers are about, neither asked of them nor done. So is a noun
// phrase a word for papers ends ("재고 관리 최적화 논문", "天気予報モデル 論文", "stock price
// prediction LSTM papers"). It returns the text before the topic, the topic, the text
// after it (head, topic, rest: what the request asks besides), and whether the topic
// comes first; ok is false when the request names no such topic, or names one paper by
// its identifier or article ("10.1000/kappa 논문 실험 방법", "das Paper über Graphen").
func PaperTopic(raw string) (head, topic, rest string, topicFirst, ok bool) {
	lower := strings.ToLower(raw)
	if len(lower) != len(raw) || !holdsAny(lower, paperMarks) {
		return "", "", "", false, false // a lowered text of another length has no offsets in raw
	}
	if m := zhPaperTopic.FindStringSubmatchIndex(lower); m != nil {
		g := 2 // the group of the topic that matched
		if m[g] < 0 {
			g = 4
		}
		return raw[:m[0]], raw[m[g]:m[g+1]], raw[m[1]:], true, true
	}
	loc := paperTopic.FindStringIndex(lower)
	if loc == nil && !holdsAny(lower, helpMarks) {
		loc = articleTopic.FindStringIndex(lower) // no help article near: "Any recent articles about diffusion models for protein design?"
		if loc != nil && loc[1] < len(lower) && lower[loc[1]] >= '0' && lower[loc[1]] <= '9' {
			loc = nil // goods over a price: "Artikeln über 50 Euro"
		}
	}
	if loc != nil && !strings.ContainsFunc(lower[loc[0]:loc[1]], isHanOrKana) && !strings.ContainsFunc(lower[loc[0]:loc[1]], text.IsHangul) {
		french := strings.HasSuffix(strings.TrimSpace(lower[loc[0]:loc[1]]), "sur") || strings.HasSuffix(strings.TrimSpace(lower[loc[0]:loc[1]]), "concernant")
		if words := strings.Fields(lower[:loc[0]]); len(words) > 0 && germanSingularArticles[words[len(words)-1]] && !french { // French "des" is no German article
			return "", "", "", false, false // one paper: "das Paper über Graphen"
		}
		topic, rest = CutClause(raw[loc[1]:])
		return raw[:loc[0]], topic, rest, false, true
	}
	if loc == nil {
		if loc = paperAfterTopic.FindStringIndex(lower); loc == nil {
			return "", "", "", false, false
		}
	}
	before := raw[:loc[0]]
	cut := 0
	if i := strings.LastIndexFunc(before, func(r rune) bool { return strings.ContainsRune("、。，,.!?？！:：", r) }); i >= 0 {
		_, size := utf8.DecodeRuneInString(before[i:])
		cut = i + size // past the mark, whatever its width
	}
	words := strings.Fields(strings.ToLower(before[cut:]))
	if len(words) == 0 || oneOrOwnPapers[words[len(words)-1]] || slices.ContainsFunc(words, func(w string) bool { return ownersOfPapers[w] }) ||
		identifier.MatchString(before[cut:]) {
		return "", "", "", false, false
	}
	return before[:cut], before[cut:], raw[loc[1]:], true, true
}

var (
	paperMarks = []string{"paper", "literat", "publications", "études", "papiers", "articles de", "articles sci", "research", "articles", "artikeln", "artikel zum thema", "artículos sobre", "artículos acerca", "published on", "published about", "written on", "written about", "stud", "publica", "preprint", "bibliogra", "reading material", "científic", "scientific", "journal art", "academic", "scholarly",
		"investigaci", "estudio", "forschung", "studien", "論文", "文献", "논문", "문헌", "关于", "有关", "關於", "有關", "相关", "相關"}
	// paperTopic leaves out "articles", "Artikel" and "artículos": help articles are
	// articles too.
	// One paper ("the paper on …", "das Paper über …") is a record asked about, not a
	// search: only plurals and mass nouns name papers on a topic.
	// Articles called research's are papers, and a year or the authors may stand before
	// the topic ("research articles on …", "papers from 2021 on …", "papers by Doudna on …").
	paperTopic = rx.MustCompile(anyonePublished + `|\b(?:papers|(?:a|any|one)\s+paper|literature|research|studies|publications|preprints|bibliography|reading\s+material|(?:research|scientific|journal|academic|scholarly)\s+articles)\s+(?:(?:from|published\s+in|in)\s+\d{4}\s+|by(?:\s+[\pL.'-]+){1,4}\s+)?(?:on|about|abt|regarding|concerning|into)\s|` +
		`\b(?:papers|bibliografía|literatura|estudios|investigaciones|publicaciones|artículos\s+científicos)\s+(?:de(?:l)?\s+\d{4}\s+)?(?:sobre|acerca\s+de)\s|` +
		`(?:^|[^\pL])(?:(?:paper|papers|fachartikel)\s+(?:(?:von|aus|ab)\s+\d{4}\s+)?(?:zu|zum|zur|über)|(?:literatur|studien|publikationen|forschung)\s+(?:zu|zum|zur|über))\s|` +
		`\b(?:publications|études|papiers|articles\s+scientifiques|articles\s+de\s+\d{4})\s+(?:de\s+\d{4}\s+)?(?:sur|concernant)\s|` +
		`(?:に関する|についての)(?:論文|研究|文献)|(?:관련|에\s?대한|에\s?관한)\s?(?:논문|연구|문헌)`)
	// reviewPaperMarks are words for a review paper.
	reviewPaperMarks = []string{"übersichtsarbeit", "review article", "review paper", "systematic review", "综述", "綜述", "総説", "리뷰 논문"}
	// publishedOn asks in German or Chinese what was published on a topic.
	publishedMarks = []string{"publiziert", "veröffentlicht", "发表", "發表"}
	publishedOn    = rx.MustCompile(`\bwas\s+(?:wurde|ist)\b[^?.!]{0,80}\b(?:zu|zum|zur|über)\b[^?.!]{0,80}\b(?:publiziert|veröffentlicht)(?:$|[^\pL])|` +
		`(?:关于|有关|關於|有關)[^，。？?！!]{2,40}?(?:发表|發表)了?(?:哪些|什么|什麼)|(?:发表|發表)了?(?:哪些|什么|什麼)(?:新)?(?:成果|研究|工作)|(?:有什么|有什麼|有哪些)(?:新|最新|早期)?的?(?:发表|發表)|(?:早期|最新|近期)的?(?:发表|發表)`)
	// zhPaperTopic is research on a topic in Chinese, the topic after 关于 or 有关 ("最近有没有
	// 关于图神经网络用于分子性质预测的研究？") or before 相关 ("钠离子电池负极材料的相关文献").
	zhPaperTopic = rx.MustCompile(`(?:关于|有关|關於|有關)([^，。？?！!、]{2,60}?)的?(?:研究|文献|文獻|论文|論文|成果|预印本|預印本|综述|綜述)|` +
		`([^，。？?！!、]{2,60}?)的?(?:相关|相關)的?(?:研究|文献|文獻|论文|論文)`)
	// anyonePublishedOn asks whether anyone has published on a topic: papers on it.
	anyonePublishedOn = rx.MustCompile(anyonePublished)
	// articleTopic is articles on a topic, papers when no help article is near (helpMarks):
	// "articles on …", "articles by … on …", "artículos sobre …", "articles sur …",
	// "articoli su …", German "Artikel zum Thema …" and "Artikeln über …" (not "den Artikel
	// zu …", as often one help article; not "Artikel über 50 €").
	articleTopic = rx.MustCompile(`\barticles\s+(?:by(?:\s+[\pL.'-]+){1,4}\s+)?(?:on|about|regarding)\s|\barticles\s+(?:de\s+\d{4}\s+)?sur\s|\barticoli\s+(?:del\s+\d{4}\s+)?(?:su|sul|sulla|sui|sugli|sulle)\s|\bartículos\s+(?:sobre|acerca\s+de)\s|(?:^|[^\pL])(?:artikel|artikeln)\s+zum\s+thema\s|(?:^|[^\pL])artikeln\s+über\s`)
	helpMarks    = []string{"help", "support", "kb", "knowledge", "faq", "how to", "how-to", "troubleshoot", "hilfe", "wissens", "anleitung", "guide", "docs", "documentation", "setup", "set up", "settings", "einstell", "account", "konto", "password", "passwort", "login", "app ", "conocimiento", "ayuda", "soporte", "guía", "contraseña", "cuenta", "configura",
		"aide", "assistance", "compte", "mot de passe", "tutoriel", "aiuto", "assistenza", "supporto", "guida", "documentazione"}
	// paperAfterTopic is a word for papers that ends a noun phrase: the request's last
	// words but for a verb or a plea, in Korean, Japanese or English.
	paperAfterTopic = rx.MustCompile(`\s+(?:관련\s+)?(?:연구\s?)?논문(?:을|를|만|좀)?(?:\s|$)|\s+論文(?:を|\s|$)|` +
		`\s+(?:papers|studies|literature)(?:\s+(?:pls|please|plz))?\s*[?!.]*\s*$`)
	// oneOrOwnPapers end a phrase that names papers one has or points at, or citations,
	// rather than a topic: "this 論文", "my saved papers", "citing papers", "この論文".
	oneOrOwnPapers = set("this", "that", "these", "those", "the", "my", "our", "your", "saved", "citing", "cited", "all",
		"keine", "no", "other", "この", "その", "あの", "이", "그", "저", "해당", "내", "제")
	// ownersOfPapers anywhere in the phrase make the papers one's own ("내 Google Drive에
	// 있는 PDF 논문").
	ownersOfPapers = set("my", "our", "your", "내", "제", "우리", "私の", "自分の", "僕の", "mis", "meine", "unsere")
	// germanSingularArticles make the "Paper" after them one paper ("das Paper über Graphen").
	germanSingularArticles = set("das", "dem", "des", "ein", "einem", "mein", "meinem", "unser", "unserem", "dein", "deinem",
		"dieses", "diesem")
	// identifier names one record by its identifier: a DOI, a SKU, a number.
	identifier = rx.MustCompile(`\d+\.\d+/|\b(?:sku|doi)\b|\d{3,}`)
)

// deliveredRepeatedly reports whether a lowered request asks something handed to the
// asker on a repeating schedule ("send me … every morning", "schicke mir täglich …",
// "envíame cada lunes …", "毎朝…送って", "매일 아침 … 보내줘") or whenever something
// happens ("informiere mich, wenn …", "keep me posted on …"). A daily or weekly
// thing ("send me the weekly forecast") is no schedule: only an adverb of repetition is.
func deliveredRepeatedly(lower string) bool {
	if holdsAny(lower, informedMarks) && keptInformed.MatchString(lower) {
		return true
	}
	if !holdsAny(lower, repeatingMarks) || !handedToAsker.MatchString(lower) {
		return false
	}
	// "the forecast for each day of next week" divides a span, no schedule.
	for _, loc := range repeating.FindAllStringIndex(lower, -1) {
		if !spanDivided.MatchString(lower[:loc[0]]) {
			return true
		}
	}
	return false
}

// spanDivided ends a text with a preposition that makes the repetition after it a
// division of a span: "for each day", "für jeden Tag", "para cada día".
var spanDivided = rx.MustCompile(`\b(?:for|für|para|pro|per|de)\s+$`)

// The marks the patterns below need one of.
var (
	informedMarks  = []string{"informier", "keep ", "halt", "mant"}
	repeatingMarks = []string{"every", "each", "daily", "weekly", "hourly", "monthly", "nightly", "jede", "täglich", "wöchentlich",
		"stündlich", "monatlich", "allmorgendlich", "cada", "todos los", "todas las", "mente", "毎", "매", "마다"}
	currencyMarks = []string{"eur", "dollar", "dólar", "dolar", "pound", "sterling", "libra", "yen", "franc", "franken", "yuan",
		"renminbi", "won", "rupee", "rupia", "peso", "lira", "kron", "corona", "rub", "usd", "gbp", "jpy", "chf", "cny", "krw", "inr"}
	priceMarks = []string{"price", "cost", "value", "precio", "cotiz", "valor", "preis", "kurs", "価格", "値段", "相場", "値動き", "推移",
		"가격", "시세", "값", "一公斤", "一斤", "一吨", "一噸", "每公斤", "每吨", "每噸", "价", "價"}
	markingMarks = []string{"표시", "마킹", "체크"}
	tellingMarks = []string{"에게", "한테", "께"}
)

var (
	handedToAsker = rx.MustCompile(`\b(?:send|e-?mail|mail|text|message|dm)\s+(?:me|us|the team)\b|\b(?:sende|schick|schicke|maile|mail)\s+(?:mir|uns)\b|\b(?:env[ií]a|env[ií]e|m[aá]nda|m[aá]nde)(?:me|nos)\b|送って|送信して|届けて|보내줘|보내 줘|보내주|보내 주|전송해`)
	repeating     = rx.MustCompile(`\b(?:every|each)\s+(?:morning|evening|night|day|weekday|week|month|hour|\d+\s+(?:minutes|hours|days)|monday|tuesday|wednesday|thursday|friday|saturday|sunday)\b|\b(?:daily|weekly|hourly|monthly|nightly)(?:\s*$|\s*[.,;!?]|\s+(?:at|from|until|starting|on|by|via|to|in|before|after)\b)|\bjede[nrs]?\s+(?:morgen|abend|nacht|tag|werktag|woche|monat|stunde|montag|dienstag|mittwoch|donnerstag|freitag|samstag|sonntag)\b|\b(?:täglich|wöchentlich|stündlich|monatlich|allmorgendlich)\b|\bcada\s+(?:mañana|noche|tarde|día|semana|mes|hora|lunes|martes|miércoles|jueves|viernes|sábado|domingo)\b|\b(?:todos los días|todas las mañanas|diariamente|semanalmente|mensualmente)\b|毎朝|毎晩|毎日|毎週|毎月|毎時|매일|매주|매달|매월|매시간|아침마다|저녁마다|날마다`)
	keptInformed  = rx.MustCompile(`\binformier\w*\s+(?:mich|uns),?\s+(?:wenn|sobald|falls)\b|\bkeep\s+(?:me|us)\s+(?:posted|updated|informed)\b|\bhalte?\s+(?:mich|uns)\s+(?:auf dem laufenden|informiert)\b|\bmant[eé]n(?:me|nos)\s+informad[oa]s?\b`)
)

// jobSchedule is a job's schedule key with a repetition or a cron line as its value.
var jobSchedule = rx.MustCompile(`\bschedule\s*[=:]\s*(?:daily|weekly|hourly|monthly|nightly|every|cron|@daily|@weekly|@hourly|\*|["']?\d+\s+\d+\s)`)

// tickerDid is how a ticker in capitals did, performed or moved: "how TSLA did", "how
// did AAPL perform", "wie sich MSFT … bewegt hat", "cómo le fue a IBE".
var tickerDid = rx.MustCompile(`\bhow (?:did )?[A-Z]{2,5}\b (?:did|do|perform|performed|move|moved|trade|traded|fare|fared)\b|\bhow did [A-Z]{2,5} (?:do|perform|move|trade|fare)\b|` +
	`\bwie sich [A-Z]{2,5}\b.{0,40}\b(?:bewegt|entwickelt|geschlagen)\b|\bwie (?:lief|liefen|hat sich) [A-Z]{2,5}\b|\bcómo le (?:fue|ha ido) a [A-Z]{2,5}\b|` +
	`\b(?i:come|com['’]è)\s+(?:si\s+)?(?:è\s+)?(?:mosso|andato|andata|comportato)\s+(?:il titolo\s+|l['’]azione\s+)?[A-Z]{2,5}\b`)

// currencyPair is a currency priced in, against or converted to another: "the euro in
// dollars", "GBP to EUR", "Euro zum Schweizer Franken", "un dólar en euros".
var currencyPair = rx.MustCompile(`\b` + currencyNames +
	`(?:$|[^\pL])[^.?!;]{0,12}?\b(?:in|into|to|against|vs|versus|zum|zur|gegen|gegenüber|en|frente a|contra)\s+(?:(?:the|us|den|dem|die|la|el|los|las|schweizer|swiss|japanese|japanischen|japanische|british|britische|britischen|suizo|japonés)\s+){0,2}` +
	currencyNames + `(?:$|[^\pL])`)

// commodityPriced is a raw material named with its price: "price of copper", "lithium
// spot price", "Kupferpreis", "precio del litio", "金の最新の価格", "구리 가격". A Japanese
// or Korean material stands alone before its particle (料金の is a fee's).
var commodityPriced = rx.MustCompile(`\b(?:price|prices|cost|value)\s+(?:of|for)\s+(?:the\s+)?(?:one\s+|an?\s+)?(?:ounce\s+of\s+|ton\s+of\s+|tonne\s+of\s+|barrel\s+of\s+|bushel\s+of\s+)?` +
	materialsEN + `\b|\b` + materialsEN +
	`\s+(?:spot\s+|futures?\s+|market\s+|trading\s+)?(?:price|prices|quote)\b|\b(?:precio|precios|cotización|valor)\s+(?:actual\s+|histórico\s+|históricos\s+)?(?:del?|de la)\s+(?:oro|plata|platino|paladio|cobre|níquel|aluminio|zinc|litio|cobalto|mineral de hierro|acero|soja|maíz|trigo|café|cacao|azúcar|algodón|gasolina|diésel)(?:$|[^\pL])|\b(?:gold|silber|platin|palladium|kupfer|nickel|aluminium|zink|lithium|kobalt|eisenerz|stahl|soja|mais|weizen|kaffee|kakao|zucker|baumwolle|benzin|diesel)(?:preis|preise|preises|kurs)\b|(?:^|[^\p{Han}\p{Katakana}])(?:金|銀|プラチナ|パラジウム|銅|ニッケル|アルミニウム|アルミ|亜鉛|リチウム|コバルト|鉄鉱石|鉄鋼|大豆|トウモロコシ|小麦|コーヒー豆|カカオ|砂糖|綿花|ガソリン|軽油)(?:\d+(?:グラム|g|キロ|トン))?の(?:[^。、？?]{0,10})(?:価格|値段|相場|値動き|推移)|^은\s?(?:가격|시세)|(?:^|[^\p{Hangul}])(?:금|은값|백금|팔라듐|구리|니켈|알루미늄|아연|리튬|코발트|철광석|철강|대두|옥수수|밀|커피 원두|원두|설탕|면화|휘발유|경유)\s?(?:가격|시세|값)` +
	`|多少钱一(?:公斤|斤|吨|克|千克)|多少錢一(?:公斤|斤|噸|克|千克)|每(?:公斤|吨|噸|斤)(?:多少|什么价|什麼價)` + // zh: a price by weight
	`|(?:黄金|黃金|白银|白銀|铜|銅|原油|猪肉|豬肉|牛肉|鸡蛋|雞蛋|大米|小麦|小麥|大豆|玉米|咖啡豆|白糖|棉花|汽油|柴油|锂|鋰)[^。，？?]{0,8}(?:价|價)`) // zh: a raw material's or a food's price

// sellersQuote is a quote asked of a seller or for an amount of goods or work: a quote
// for a number of things or for a new thing, a quote requested or asked from someone,
// a shipping or printing quote, "quote me a price"; sharesQuoted is a quote of shares.
var (
	sellersQuote = rx.MustCompile(`\b(?:quote|quotes|cotización|cotizacion|angebot)\s+(?:for|para|für|fuer)\s+(?:\d[\d,]*\s+\pL|a\s+new\b|an?\s+(?:custom|used|new)\b)|` +
		`\b(?:quote|cotización|cotizacion|orçamento|devis)\s+(?:to|para|pour)\s+(?:pintar|paint|repaint|fix|repair|reparar|arreglar|renovar|renovate|instalar|install|limpiar|clean|mudar|move|repeindre|réparer)\b|` + // a quote for work to do
		`\b(?:request|requesting|ask\s+for|get)\s+(?:a|an)\s+quote\s+from\b|\bquote\s+me\s+a\s+price\b|` +
		`\b(?:shipping|freight|moving|printing|catering|cleaning|delivery|courier|repair|roofing|plumbing|painting)\s+quotes?\b|` +
		`\b(?:solicita|pide|pídele|pido|pedir|pedirle)\s+(?:una\s+)?cotización\b|\bangebot\s+(?:einholen|anfordern)\b`)
	sharesQuoted = rx.MustCompile(`\b(?:shares?|stocks?|acciones|aktien|ticker|etf)\b`)
)

// scheduledJob is a service or a job a request schedules, the last word of its object
// ("the report walkthrough" is a meeting).
var scheduledJob = rx.MustCompile(`\bschedule\s+(?:a|an|the|my|our)?\s*(?:[a-z0-9-]+\s+){0,2}?(?:pickup|pick-up|uber|lyft|taxi|cab|ride|backup|backups|back-up|export|exports|import|delivery|courier|vacuum|cron|deploy|deployment|build|newsletter|tweet|post|posts|email|e-mail|emails|transfer|payment|shipment|scan|reboot|restart|job|jobs|sync|upload|download|restock|reorder)(?:\s+(?:for|at|on|of|every|to|from|in|tomorrow|tonight|today|daily|weekly|nightly)\b|\s*[.,;!?]|\s*$)` +
	`|\bprogram(?:a|ar|e|es|en|ame|á)\s+(?:un|una|el|la|los|las)?\s*(?:reabastecimiento|reposición|reposicion|pedido|backup|respaldo|copia de seguridad|envío|envio|exportación|exportacion|importación|importacion|pago|transferencia|reinicio|sincronización|sincronizacion|recogida|entrega)\b` +
	`|\b(?:plane|planen|plan|terminier\w*)\s+(?:eine?n?|die|das|den)?\s*(?:nachbestellung|sicherung|backup|lieferung|abholung|zahlung|überweisung|export|import|neustart)\b`)

// commonOwners are everyday owners of an email or a language that are no directory user.
var commonOwners = set("company", "app", "website", "site", "team", "store", "shop", "bank", "school", "office", "restaurant",
	"hotel", "vendor", "supplier", "client", "customer", "department", "organization", "org", "page", "channel", "group")

// handleField is a handle's profile field: "jdoe's email", "marco_p's preferred language".
var handleField = rx.MustCompile(`(?:^|[\s(])([a-z][a-z0-9._]{1,20})'s\s+(?:primary\s+|work\s+|preferred\s+|contact\s+)?(?:email|e-mail|phone|phone number|mobile|timezone|time zone|language|display name|username|job title|department|manager)\b`)

// sharesOwned asks how many shares one owns or holds.
var sharesOwned = rx.MustCompile(`\b(?:how|hw)\s+many\s+(?:\S+\s+){0,3}?shares\s+(?:\S+\s+){0,3}?(?:do|did)\s+(?:i|we)\s+(?:own|have|hold|still\s+(?:own|have|hold))\b`)

// spanishShare is a Spanish share or shares of a name: "la acción del Santander".
// Only its level asked: how it is, how it fared, what it is worth.
var spanishShare = rx.MustCompile(`(?:\bc[oó]mo\s+(?:est[aá]|le\s+fue|va|cerr[oó]|abri[oó])|\b(?:a\s+)?cu[aá]nto\s+(?:est[aá]|cerr[oó]|cotiza)|\bcu[aá]nto\s+vale|\bvalor\s+de|\bprecio\s+de|\bevoluci[oó]n\s+de|\bhist[oó]rico\s+de)\s+(?:hoy\s+)?(?:a\s+)?(?:la\s+|las\s+)?acci(?:ó|o)n(?:es)?\s+(?:de|del)\s+(?:la\s+|el\s+)?\pL`)

// priceChart names a chart of something, or leads with it as what to draw: "chart
// AMZN from 2019 through 2021", "Chart ALV 12 Monate".
// coursWord names a share's price in French, German, Spanish, Portuguese or Italian.
var coursWord = rx.MustCompile(`\b(?:cours|kurs|cotización|cotizacion|cotação|quotazione)\b`)

// koPriceNow asks in Korean how much something is now.
var koPriceNow = rx.MustCompile(`(?:지금|현재)\s*얼마(?:야|예요|에요|임|지|냐|니|인가요|일까)`)

// NamesChart reports whether a text names a chart (chartWord).
func NamesChart(s string) bool { return chartWord.MatchString(strings.ToLower(s)) }

// chartWord names a chart, over a span named elsewhere ("Siemens Chart der letzten 6 Monate").
var chartWord = rx.MustCompile(`\bcharts?\b|\bgr[áa]fic[oa]s?\b|\bgraphique\b|차트|チャート|图表|走势|चार्ट|ग्राफ`)

var priceChart = rx.MustCompile(`(?:图表|走势图|走勢圖|k线图|K線圖|チャート|차트|グラフ用|चार्ट)|\bka\s+(?:price\s+)?chart\b|\b(?:chart|charts|gráfica|grafica|gráfico|grafico|graphique|courbe)\s+(?:(?:intraday|intradía|intradiario|intradiário|intradiaria|intradiária|giornaliero|journalier|diario)\s+)?(?:of|for|von|de|del|di|du|da|do|für)\s+\S|^\s*(?:please\s+)?(?:chart|graph)\s+(?:me\s+)?\S`)

// hindiSpanOf is a Hindi span of some units said of a thing; hindiShareNoun a Latin-script
// Hindi share beside a postposition.
var (
	hindiSpanOf    = rx.MustCompile(`\b\d+\s*(?:saal|mahine|mahina|hafte|din)\s+(?:ka|ke|ki)\b|\d+\s*(?:साल|महीने|महीना|हफ्ते|हफ़्ते|दिन)\s+(?:का|के|की)(?:\s|$)`)
	hindiShareNoun = rx.MustCompile(`\bshares?\s+(?:ka|ke|ki|kaa)\b|\b(?:ke|ka|ki)\s+(?:\d+\s+|saare\s+|sare\s+)?shares?\b`)
)

// chartOfName is a chart of a name written with its capital or a ticker: "grafico di
// Enel", "gráfico da PETR4", "graphique hebdo d'AIR.PA".
var chartOfName = rx.MustCompile(`(?i:grafico|gráfico|graphique|gráfica|grafica|chart|grafik)\s+(?:\pL+\s+)?(?:di|de|da|do|del|della|du|of|von|der|d'|dell')\s*(?:[lL]['’]|la\s+|le\s+|il\s+|a\s+|o\s+)?\p{Lu}[\pL&.\d-]+|` +
	`^(?i:grafico|gráfico|graphique|gráfica|grafica|grafik)\s+\p{Lu}[\pL&.\d-]+`) // "graphique Renault sur 1 an"

// listedAsked asks whether a company is listed on an exchange.
var listedAsked = rx.MustCompile(`(?:^|[^\pL])(?:è quotat[ao] in borsa|sono quotat[ie] in borsa|est cotée? en bourse|sont cotés en bourse|tem ações? na bolsa|tem ação na bolsa|está listada na bolsa|cotiza en bolsa|está en bolsa|ist (?:\pL+ )?börsennotiert|an der börse notiert)\s*[?？]`)

// chartOfListed is a chart of a listed company named in lower case: "dame la gráfica de
// acciona de 2023", "grafico di moncler dal 2020 a oggi".
var chartOfListed = rx.MustCompile(`(?:grafico|gráfico|graphique|gráfica|grafica|chart|grafik)\s+(?:\pL+\s+)?(?:di|de|da|do|del|della|du|of|von|der|d'|dell')\s*(?:l'|la\s+|le\s+|il\s+|a\s+|o\s+)?(?:` +
	strings.Join(shareCompanies, "|") + `)(?:$|[^\pL])`)

// movedHow asks how a thing moved or behaved, in it, pt, fr, es and de; dayGone names a
// day gone by, yearNamed a year; closedOn asks where a share closed; datedDay is a day
// with its month; hourByHour asks the moves hour by hour.
var (
	movedHow = rx.MustCompile(`(?:^|[^\pL])(?:si è mosso|si e mosso|si è mossa|è andato|è andata|com['’]è andata|com['’]è andato|andamento|se comportou|se mexeu|se movimentou|oscilou|a évolué|a bougé|s['’]est comporté|s['’]est comportée|ha evolucionado|se ha movido|se comportó|se movió|evolucionó|hat sich entwickelt|entwickelte sich|wie lief|wie liefen)(?:$|[^\pL])`)
	// howDidItDo asks how a thing did over a span, a listed company's only: "how did Airbus
	// do between January and March?", "cómo le fue a telefónica entre enero y marzo?" (not
	// "how did the Lakers do last week?", "¿cómo le fue al Real Madrid?").
	howDidItDo = rx.MustCompile(`\bhow did\s+[\pL.&'’-]+(?:\s+[\pL.&'’-]+)?\s+(?:do|perform|fare|trade)\b|(?:^|[^\pL])(?:c[óo]mo le fue|c[óo]mo les fue|se saiu)(?:$|[^\pL])`)
	// monthOrPeriod names a month or a recent period: "tra gennaio e aprile", "en octobre",
	// "nell'ultimo trimestre", "nas últimas semanas".
	monthOrPeriod = rx.MustCompile(`(?:^|[^\pL])(?:` + europeanMonths + `|` +
		`ultimo trimestre|ultimo semestre|ultimo mese|ultime settimane|último trimestre|último semestre|últimas semanas|último mês|dernier trimestre|derniers mois|dernières semaines|letzten monat|letzten wochen|letzten quartal|` +
		`settimana scorsa|semana pasada|semana passada|semaine dernière|letzte woche|letzten woche)(?:$|[^\pL])`)
	// closedAt asks at how much a share closed, or names its closing price.
	closedAt = rx.MustCompile(`(?:^|[^\pL])(?:(?:quanto|a quanto|à combien|a cuánto|a cuanto) (?:fechou|ha chiuso|a clôturé|cerró)|fechamento|chiusura|clôture|schlusskurs|closing price|precio de cierre|cierre)(?:$|[^\pL])`)
	// intraday names the moves within a day.
	intraday   = rx.MustCompile(`intraday|intradía|intradia|intradiário|intradiario|hora a hora|ora per ora|heure par heure|durante o pregão|tutta la giornata|toute la journée`)
	hourByHour = rx.MustCompile(`(?:^|[^\pL])(?:ora per ora|hora a hora|heure par heure|hora por hora|stunde für stunde)(?:$|[^\pL])`)
	yearNamed  = rx.MustCompile(`\b(?:19|20)\d\d\b`)
	dayGone    = rx.MustCompile(`(?:^|[^\pL])(?:ieri|ontem|hier|ayer|gestern|yesterday|l'altro ieri|anteontem|avant-hier|anteayer|vorgestern)(?:$|[^\pL])`)
	// pricePoint names a share's price at a point of a day: its close, open, high or low.
	pricePoint = rx.MustCompile(`(?:^|[^\pL])(?:close|closed|closing|open|opening|high|low|highs|lows|cerró|cierre|apertura|abrió|máximo|mínimo|maximo|minimo|` +
		`fechou|fechamento|abertura|máxima|mínima|clôture|a clôturé|ouverture|plus haut|plus bas|chiusura|ha chiuso|massimo|` +
		`schluss|schlusskurs|eröffnung|tageshoch|tagestief|hoch|tief)(?:$|[^\pL])`)
	// englishDate is a day of a month written in English: "jan 28 2021", "March 3rd".
	englishDate = rx.MustCompile(`\b(?:jan|feb|mar|apr|may|jun|jul|aug|sep|sept|oct|nov|dec)[a-z]*\.?\s+\d{1,2}(?:st|nd|rd|th)?\b`)
	// dayAhead is a day to come: "el viernes que viene", "del próximo viernes".
	dayAhead = rx.MustCompile(`(?:^|[^\pL])(?:next|coming|próximo|proximo|próxima|que viene|prochain|prochaine|prossimo|prossima|nächsten|kommenden|será|sera|will)(?:$|[^\pL])`)
	// weekdayGone is a weekday gone by: "last friday", "vendredi dernier", "el lunes
	// pasado", "martedì scorso", "na terça passada", "letzten Montag"; a bare weekday after
	// a preposition too ("el viernes", "na sexta", "di venerdì"), for a price point is
	// only known of a day that has been.
	weekdayGone = rx.MustCompile(`(?:^|[^\pL])(?:(?:last|this past)\s+(?:monday|tuesday|wednesday|thursday|friday|week)|` +
		`(?:lundi|mardi|mercredi|jeudi|vendredi)\s+dernier|semaine dernière|` +
		`(?:el|la)?\s*(?:lunes|martes|miércoles|miercoles|jueves|viernes)(?:\s+pasado)?|semana pasada|` +
		`(?:lunedì|martedì|mercoledì|giovedì|venerdì)(?:\s+scorso)?|settimana scorsa|` +
		`(?:na|no)\s+(?:segunda|terça|terca|quarta|quinta|sexta)(?:-feira)?(?:\s+passada)?|semana passada|` +
		`(?:letzten|vergangenen|am)\s+(?:montag|dienstag|mittwoch|donnerstag|freitag)|letzte woche)(?:$|[^\pL])`)
	closedOn = rx.MustCompile(`(?:^|[^\pL])(?:ha chiuso|chiusura|fechamento|fechou|a clôturé|clôture|cerró|cierre|schlusskurs|geschlossen|closed at|closing price)(?:$|[^\pL])`)
	datedDay = rx.MustCompile(`\b\d{1,2}[/.-]\d{1,2}[/.-](?:19|20)?\d\d\b|\b\d{1,2}\.?\s+(?:de\s+)?(?:` + europeanMonths + `)\b`)
)

// europeanMonths are the month names of Italian, Portuguese, French, Spanish and German
// that monthOrPeriod and datedDay read, a spelling two languages share written once.
const europeanMonths = `gennaio|febbraio|marzo|aprile|maggio|giugno|luglio|agosto|settembre|ottobre|novembre|dicembre|janeiro|fevereiro|março|abril|maio|junho|julho|setembro|outubro|dezembro|janvier|février|mars|avril|mai|juin|juillet|août|septembre|octobre|décembre|enero|febrero|mayo|junio|julio|septiembre|octubre|diciembre|januar|februar|märz|juni|juli|oktober|dezember`

// namesCapitalized reports whether a text names something by a capitalized word past its
// first ("UniCredit", "Ambev"), or by a Brazilian ticker ("WEGE3").
func namesCapitalized(raw string) bool {
	for i, w := range strings.Fields(raw) {
		w = strings.Trim(w, "¿¡?!.,;:'\"«»()")
		if r, _ := utf8.DecodeRuneInString(w); i > 0 && unicode.IsUpper(r) && utf8.RuneCountInString(w) > 1 || b3Ticker.MatchString(w) {
			return true
		}
	}
	return false
}

// b3Ticker is a ticker of the Brazilian exchange: four letters and a class number.
var b3Ticker = rx.MustCompile(`^[A-Z]{4}\d{1,2}$`)

// spanishShareNamed is the share of a name written with its capital: "la acción de Minera
// Cordillán".
var spanishShareNamed = rx.MustCompile(`acci(?:ó|o)n(?:es)?\s+(?:de|del)\s+(?:la\s+|el\s+)?\p{Lu}`)

// sharesMoved asks how something moved, as a share's price does; movedInAYear moved
// over a year.
var (
	sharesMoved  = rx.MustCompile(`\bhow\s+(?:did|has|have)\s+(?:\S+\s+){1,5}?(?:move|moved)\b`)
	movedInAYear = rx.MustCompile(`\bmove\s+(?:in|during|throughout)\s+(?:19|20)\d{2}\b`)
)

// tickerPeriod is a request of a ticker and a chart's period only ("AAPL 1y", "TSLA
// ytd").
var tickerPeriod = rx.MustCompile(`^\s*([A-Z]{1,5})\s+(?:\d{1,2}\s?(?:y|yr|yrs|m|mo|mos|w|wk)|ytd|YTD)(?:\s+(?:chart|history))?\s*\??\s*$`)

// closesNamed names closes as prices: historical, daily or closing ones.
var closesNamed = rx.MustCompile(`\b(?:historical|daily|weekly|monthly|closing|past|the)\s+closes\b|` +
	`\b(?:stock|shares?)\s+(?:close|closed|open|opened)\s+at\s+(?:each|every|on each)\s+day\b`) // "what did Intel's stock close at each day last week"

// holidaySpan is a holiday named as a span: its period, during it, over it.
var holidaySpan = rx.MustCompile(`(?:연휴|명절|추석|설날|설|휴일)\s*(?:기간|동안|중에|중|때|내내)|(?:連休|お盆|休み|祝日)(?:の)?(?:間|期間|中)|` +
	`\b(?:during|over|throughout)\s+(?:the\s+)?(?:\S+\s+)?holidays?\b|\b(?:während|über)\s+(?:die\s+|der\s+)?(?:\S+\s+)?feiertage?\b|\bdurante\s+(?:los|las|el)\s+(?:\S+\s+)?(?:festivos?|feriados?|fiestas|vacaciones)\b`)

// goodsHistory is the price history of a thing named by a lower-case word; marketThings
// are the words that name a market's thing or no thing.
var (
	goodsHistory = rx.MustCompile(`\bprice\s+history\s+(?:of|for)\s+(?:the\s+|my\s+|our\s+|this\s+)?([a-z][a-z-]+)`)
	marketThings = set("stock", "stocks", "share", "shares", "ticker", "tickers", "symbol", "symbols", "company", "companies", "index",
		"indices", "fund", "funds", "etf", "etfs", "it", "this", "that", "them", "last", "past", "previous", "next", "each", "every",
		"all", "both", "these", "those", "position", "positions", "portfolio", "holdings", "equity", "equities", "security", "securities")
)

// currencyFromTo is the Spanish change of one currency to another: "el cambio de libra a
// euro" ("3 dollars a pound" prices a thing by weight).
var currencyFromTo = rx.MustCompile(`\bde\s+` + currencyNames + `\s+a\s+` + currencyNames + `(?:$|[^\pL])`)

// worthNow is a Korean question of what a listed company or a ticker is worth now: a
// ticker needs the now, also in a later sentence ("AAPL 지금 얼마", "NVDA가 지금 얼마인지",
// "어제 TSLA가 폭락했대. 지금은 얼마야?"), a listed company's name is asked bare when the
// question ends the request ("삼성전자 얼마?", "지금 삼전 몇 원?"; not "삼성전자 얼마나 벌었어").
var worthNow = rx.MustCompile(`(?:^|\s)(?:(?:애플|아마존|구글|마이크로소프트|넷플릭스|테슬라|엔비디아|삼성전자|셀트리온|[A-Z]{2,5})(?:이|가|은|는)?\s*(?:주식\s*|스톡\s*)?(?:[^?？.!。]{0,30}[.!。]\s*)?(?:지금|현재|오늘)(?:은|는)?\s*(?:가격이\s*|시세가\s*)?얼마|` +
	`(?:애플|아마존|구글|마이크로소프트|넷플릭스|테슬라|엔비디아|삼성전자|삼전|삼성|하이닉스|SK하이닉스|네이버|현대차|셀트리온)\s*(?:주식\s*|주가\s*|스톡\s*)?(?:는|은)?\s*(?:지금|현재|오늘)?\s*(?:얼마|몇\s?원)` +
	`(?:야|예요|에요|이에요|임|냐|니|지|인지|인가|인가요|일까|쯤|정도)?\s*[?？!.]*\s*(?:궁금해|궁금하네|알려줘|알려 줘)?\s*[?？!.]*$)`)

// companyStock reports whether a request names a company's stock and asks how it
// trades: a well-known listed company or a ticker in capitals right before "stock" or
// "stocks" ("Apple stock today?", "hows tesla stock doing today", "AMZN stock"), with a
// word of price or movement and no word of a warehouse, a SKU or a count ("Check Nike
// stock at the Berlin warehouse", "Is the Blue Widget IN STOCK?").
func (l *Lexicon) companyStock(raw string) bool {
	lower := strings.ToLower(raw)
	if skuCode.MatchString(raw) || holdsAny(lower, warehouseMarks) || !holdsAny(lower, tradingMarks) {
		return false
	}
	for _, m := range beforeStock.FindAllStringSubmatchIndex(raw, -1) {
		name := raw[m[2]:m[3]]
		if next := strings.Fields(lower[m[1]:]); len(next) > 0 && stockCompounds[strings.Trim(next[0], ".,;:!?")] {
			continue // "NVDA's stock split", "stock options": another thing
		}
		ticker := l.tickerLike(name) && strings.ToLower(raw) != raw && strings.ToUpper(raw) != raw
		if listedCompanies[strings.ToLower(name)] || ticker {
			return true
		}
	}
	return namedStockMoving.MatchString(raw) // "How is Quorvex stock doing today?"
}

// namedStockMoving is a capitalized name's stock asked how it does or trades, not at the
// text's start: a company's shares.
var namedStockMoving = rx.MustCompile(`\s\p{Lu}\p{Ll}{2,}\s+stock\s+(?:doing|trading|performing|price)\b`)

var (
	beforeStock    = rx.MustCompile(`(?i:\b)([\p{L}&]+)(?:'s)?\s+(?i:stocks?)\b`)
	skuCode        = rx.MustCompile(`(?i)\bsku\b|\bsku-`)
	stockCompounds = set("split", "splits", "option", "options", "level", "levels", "count", "room", "buyback", "grant", "grants")
	// listedCompanies leaves out the brands a shop stocks (Samsung, Nike, Sony).
	listedCompanies = set("apple", "tesla", "amazon", "microsoft", "google", "alphabet", "netflix", "nvidia", "meta",
		"intel", "ibm", "toyota", "disney", "boeing", "oracle", "adobe", "pfizer", "ford", "amd", "palantir", "uber", "airbnb", "paypal", "qualcomm")
	tradingMarks = []string{"today", "now", "price", "doing", "trading", "up", "down", "perform", "moved", "worth", "cost", "quote", "20",
		"histor", "past", "last", "year", "month", "week", "quarter", "since", "between", "chart", "trend", "ytd", " did ", " done", " been ",
		"hoy", "ahora", "hoje", "agora", "oggi", "heute", "aujourd'hui", "cuánto está", "cuanto esta", "cuánto vale", "looking"}
	warehouseMarks = []string{"warehouse", "left", "in stock", "store", "item", "how many", "how much", "lager", "almacén", "bestand",
		"inventory", "units", "shelf", "we have", "do we"}
)

var (
	profilePictureMarks = []string{"profile picture", "profile photo", "profile pic", "avatar", "profilbild", "profilfoto", "foto de perfil",
		"imagen de perfil", "프로필 사진", "프로필사진", "プロフィール写真", "プロフィール画像", "プロフィールの写真", "プロフィールの画像"}
	accountStatusMarks = []string{"account status", "status of the account", "kontostatus", "status des kontos", "status vom konto", "status von konto", "status des accounts", "status vom account", "estado de la cuenta",
		"계정 상태", "アカウントの状態", "アカウント状態", "アカウントのステータス", "有効かどうか", "無効かどうか", "ロックされているか", "停止されているか", // ja: whether it is active
		"active hai ya", "active hai kya", "active hai ki", // hi (Latin): "account active hai ya nahi"
		"एक्टिव है या", "एक्टिव है क्या", "सक्रिय है या", "सस्पेंड है", // hi
		" inactive", "비활성 상태였", "비활성 상태야", "비활성 상태인지", "휴면 상태", "休眠", // how long an account has lain idle
		"账户状态", "账号状态", "帳戶狀態", "帳號狀態", "활성 상태인지", "활성 상태야", "有効になってる", "有効になっている"} // zh, ko, ja: whether it is active
	ticketStatusMarks = []string{"ticket status", "history of ticket", "ticket history", "status change", "priority on ticket", "priority of ticket", "ticket's priority", "status of my ticket", "status of the ticket", "status of ticket", "ticket priority",
		"ticketstatus", "ticket-status", "status des tickets", "ticketpriorität", "auf höchste priorität", "auf hohe priorität", "priorität auf", "estado del ticket", "estado de mi ticket",
		"티켓 상태", "티켓 처리 상태", "상담 건 진행", "문의 건 진행", "요청 건 진행", "문의 진행 상황", "상담 진행 상황", "チケットの状態", "チケットのステータス", "チケット状況", "チケットの進捗",
		"où en est mon ticket", "où en est ma demande", "où en est mon dossier", "où en est ma réclamation", "où en est le ticket", "statut de mon ticket", "statut du ticket", "statut de ma demande",
		"status do meu chamado", "status do chamado", "status do meu ticket", "status do ticket", "andamento do chamado", "andamento do meu chamado", "situação do chamado", "situação do meu chamado",
		"工单进度", "工单状态", "工单的进度", "工单的状态", "工单处理到哪", "工单到哪一步"}
	// deskContactMarks ask how to reach a support desk or a person there, which no article
	// search returns and no ticket is: "the direct number for your support team", "speak
	// to a human at support".
	deskContactMarks = []string{"direct number", "number to call", "number for support", "support number", "support phone", "support line",
		"support's number", "support team's number", "support email address", "support e-mail address", "support's email", "support team's email",
		"email address of support", "email address for support", "speak to a human", "talk to a human", "speak with a human", "talk with a human",
		"speak to a person", "talk to a person", "speak to a real", "talk to a real", "speak to someone", "talk to someone", "live agent", "human agent",
		"mit einem menschen", "mit einem echten menschen", "echten menschen vom support", "mit einem mitarbeiter sprechen", "con una persona real", "con un humano", "telefonnummer des supports", "support-telefonnummer", "supportnummer", "support-nummer",
		"e-mail-adresse des supports", "e-mail-adresse vom support", "mailadresse vom support", "support-hotline", "support hotline",
		"nummer vom support", "nummer von der support", "support noch erreichbar", "support heute noch erreichbar", "support erreichbar", "hablar con una persona", "hablar con un agente", "hablar con alguien", "teléfono de soporte", "número de soporte", "qué número llamo", "a qué número", "pásame con alguien", "pasame con alguien", "comunícame con alguien",
		"correo de soporte", "teléfono del soporte", "número del soporte", "correo del soporte"}
	// securityDataMarks name what is known of a listed share beside its price: its
	// identifiers, sector, exchange, float, risk measures and the day's range.
	securityDataMarks = []string{" isin ", " wkn ", "isin:", "wkn:", "beta of", "das beta", "beta der", "short interest", "sector of", "branche", "sektor der",
		"earnings per share", "gewinn je aktie", "ergebnis je aktie", "im umlauf", "streubesitz", "free float", "an welcher börse",
		"which exchange", "tageshoch", "tagestief", "geldkurs", "briefkurs", "bid and ask", "in welcher währung", "welcher index",
		"überbewertet", "overvalued", "undervalued"}
	// provenanceMarks ask where an endpoint's data comes from or how fresh it is.
	provenanceMarks = []string{"data source", "source of the data", "does the data come from", "data come from", "refreshed", "refresh rate",
		"update frequency", "how often is the", "how often are the", "aus welcher quelle", "datenquelle", "de qué fuente", "fuente de los datos",
		"어느 관측소", "지연되는지", "몇 분마다 갱신", "갱신된 날짜", "업데이트되는지", "동기화 주기", "データソース", "どこのデータ", "更新頻度",
		// the provider, the database, the accuracy and the coverage of what the service answers
		"data provider", "which database", "what database", "how accurate are your", "how accurate is your",
		"how reliable are your", "accuracy of your", "are indexed", "indexed in your", "your quote service", "synced in real time",
		"datenanbieter", "aus welcher datenbank", "welche datenbank", "wie genau sind eure", "wie genau sind ihre", "wie genau ist eure",
		"proveedor de datos", "qué base de datos", "de dónde vienen los datos", "qué tan precisos", "qué tan preciso", "precisión de tus",
		"데이터 제공업체", "어느 데이터", "데이터베이스에서 가져", "얼마나 정확해", "얼마나 정확한", "정확도", "데이터베이스에 논문",
		"どのデータベース", "データベースから来", "予報の精度", "精度って", "どのくらいの頻度で更新", "データベースには"}
	// eventLocationMarks name where an event takes place, which a list of events' ids and
	// titles does not hold.
	eventLocationMarks = []string{"location of my meeting", "location of the meeting", "location of my event", "location of the event",
		"meeting location", "event location", "venue of", "ubicación de mis reuniones", "ubicación de la reunión", "ubicación del evento",
		"ort des meetings", "ort des termins", "ort der besprechung", "in welchem raum", "wo findet", "wo das meeting", "wo der termin",
		"회의 장소", "회의의 장소", "일정의 장소", "일정 장소", "미팅 장소", "会議の場所", "予定の場所", "ミーティングの場所"}
	reservedStockMarks = []string{"reserved stock", "reserved inventory", "reserved quantity", "incoming stock", "stock in transit",
		"reservierten bestand", "reservierter bestand", "reservierte menge", "cantidad reservada", "stock reservado",
		"inventario reservado", "cantidad en tránsito", "예약 재고", "입고 예정", "引当在庫", "入荷予定"}
	// profileFields are the fields of a person's profile a change may set.
	profileFields = set("department", "title", "job title", "employment", "language", "time zone", "timezone", "locale", "display name", "nickname")
	// namesPerson names a person: an e-mail address, a user's number, or a first and last name.
	namesPerson         = rx.MustCompile(`[\w.+-]+@[\w-]+\.\w|\b(?:user|usuario|benutzer|nutzer|employee|empleado|empleada|mitarbeiter)\s+\d+|(?:^|[^\pL\pN])\p{Lu}\p{Ll}+\s+\p{Lu}\p{Ll}+`) // an accented capital too ("d'Émilie Roy")
	freeOrBookedMarks   = []string{"free", "busy", "available", "booked", "plate", "what i have", "have anything", "got anything", "clash", "anything entered", "anything put in"}
	freeOrBookedMarksDE = []string{" vor", "verplant", "ausgebucht", "frei", "beschäftigt", "voll", "was steht", "eingetragen", "eingeplant", "was an", "was ich"}
	dateDE              = rx.MustCompile(`(?:^|\s)(?:am|den)\s+\d{1,2}\.`) // "am 3. Oktober"
	dayDE               = rx.MustCompile(`(?:^|[^\pL])(?:` + weekdaysDE + `|übermorgen|heute|nachmittag|vormittag)(?:nachmittag|vormittag|abend|morgen|mittag)?(?:$|[^\pL])`)
	// freeOrBookedOther asks whether the asker is free or booked on a day in Spanish,
	// Portuguese, French, Japanese and Korean: "¿Estoy libre el miércoles?", "来週水曜の午後って空いてる？",
	// "다음 주 수요일 오후에 시간 비어 있어요?".
	freeOrBookedOther = rx.MustCompile(`(?:estoy libre|tengo libre(?:\s|$|[?,.])|(?:^|¿)\s*tengo hueco(?:\s|$|[?,.])|estoy ocupad[oa]|tengo algo (?:programado|agendado|apuntado)|(?:muéstrame|dime|enséñame|mira)\s+(?:lo que|qué)\s+tengo)[^.]*(?:lunes|martes|miércoles|jueves|viernes|sábado|domingo|mañana|hoy|tarde)|` +
		`(?:qué|que) tengo (?:agendado|programado|apuntado|planeado)[^.]*(?:lunes|martes|miércoles|jueves|viernes|sábado|domingo|mañana|hoy|tarde)|` + // "¿Qué tengo agendado para mañana?"
		`^¿?\s*tengo algo (?:el|este|esta|para el|mañana|hoy|pasado)\b[^.]*(?:lunes|martes|miércoles|jueves|viernes|sábado|domingo|mañana|hoy|tarde|\d{1,2})[^.]*\?|` + // "¿Tengo algo el jueves por la tarde?"
		`(?:lunes|martes|miércoles|jueves|viernes|sábado|domingo|mañana|hoy)[^.]*(?:estoy libre|estoy ocupad[oa]|tengo algo (?:programado|agendado|apuntado))|` +
		// Portuguese and French: "Tenho alguma coisa agendada para sexta à tarde?", "Suis-je libre jeudi ?"
		`(?:tenho (?:alguma coisa|algo|algum compromisso)|o que (?:é que )?(?:eu )?tenho (?:marcado|agendado)|estou livre|tô livre|estou ocupad[oa])[^.]*(?:segunda|terça|quarta|quinta|sexta|sábado|domingo|amanhã|hoje|tarde|manhã|dia \d{1,2})|` +
		// Italian: "ho qualcosa il 20?", "Sono libero giovedì pomeriggio?"
		`(?:^|[^\pL])(?:ho qualcosa|ho impegni|ho qualche impegno|sono liber[oa])[^.]*(?:lunedì|martedì|mercoledì|giovedì|venerdì|sabato|domenica|domani|oggi|pomeriggio|mattina|il \d{1,2})|` +
		`(?:suis-je libre|je suis libre|suis-je dispo|je suis dispo|je suis disponible|ai-je quelque chose|j'ai quelque chose|j’ai quelque chose)[^.]*(?:lundi|mardi|mercredi|jeudi|vendredi|samedi|dimanche|demain|aujourd'hui|après-midi|matin|week-end|weekend)|` +
		`(?:月曜|火曜|水曜|木曜|金曜|土曜|日曜|明日|今日|来週|午後|午前)[^。]*(?:空いてる|空いてい|空いてま|予定(?:ある|あります|入って)|何か入って(?:る|ます|い))|` +
		`(?:월요일|화요일|수요일|목요일|금요일|토요일|일요일|내일|오늘|다음\s*주|오후|오전)[^.]*(?:비어\s*있|시간\s*(?:돼|되|있어)|일정\s*있|바빠|바쁘)`)
	freeOrBookedDE = rx.MustCompile(`\b(?:habe ich|hab ich)\b.*\b(?:etwas|was|irgendwas|irgendetwas|schon was|schon etwas)\s+(?:vor|eingetragen|eingeplant)\b|\b(?:habe ich|hab ich)\b.*\bschon (?:was|etwas)\s*[?？]|^\s*steht\b.*\b(?:etwas|was|irgendwas)\s+an\s*[?？]|\bbin ich\b.*\b(?:verplant|ausgebucht|frei|beschäftigt)\b|\bwas ich\b.*\b(?:habe|hab|vorhabe)\s*[?.!]*$|\bist mein\s+` + weekdaysDE + `\b.*\bvoll\b|\bwas steht\b.*\ban\s*[?？.!]*$`)
	freeOrBooked   = rx.MustCompile(`\b(?:am i (?:free|busy|available)|(?:have i got|i have|have i|got) anything (?:booked|scheduled|planned|entered|put in|on (?:my|the) (?:plate|agenda))|anything (?:booked|scheduled|planned|on (?:my|the) (?:plate|agenda))|on my plate|(?:list|show(?: me)?|tell me|give me) what i (?:have|got)|(?:do i have|have i got) anything (?:on|for|at|this|next|planned|booked|scheduled|before|after|until|between)|(?:have|is there) a clash)\b.*\b(?:` + anyWeekday + `|today|tonight|this (?:morning|afternoon|evening))\b|\bdo i have anything\s+(?:` + anyWeekday + `|today|tonight)\b|\b` + anyWeekday + `\b.*\b(?:am i (?:free|busy|available)|anything (?:booked|scheduled|planned))\b|` +
		`\bis my (?:(?:` + anyWeekday + `|today's|tomorrow's)\s+)?(?:morning|afternoon|evening|day)\s+(?:free|open|clear)\b|` +
		`\bam i (?:booked|busy)(?: solid| up)?\b.*\b(?:` + anyWeekday + `|today|tomorrow|the \d{1,2}(?:st|nd|rd|th))\b`)
)

// plainStyleAction is the write a Korean sentence in the plain written style ends with, as
// runbooks and specifications state their steps: a verbal noun and 한다 ("장애 회고 미팅을
// 캘린더에 생성한다", "사용자 42의 이메일을 변경한다"), or "".
func (l *Lexicon) plainStyleAction(raw string) string {
	if !strings.Contains(raw, "한다") {
		return ""
	}
	for _, w := range strings.Fields(raw) {
		stem, ok := strings.CutSuffix(strings.TrimRight(w, ".,;!)"), "한다")
		if !ok {
			continue
		}
		if op := l.verbalNouns[stem]; op != "" && l.Family(op) != ReadFamily {
			return op
		}
	}
	return ""
}

// readNoun reports whether a German or Spanish noun names a read, alone or as a
// compound's last part: Abfrage, Abruf, Suche (readNounTails), búsqueda, consulta
// ("Zeitreihenabfrage").
func readNoun(noun string) bool {
	return slices.ContainsFunc(readNounTails, func(tail string) bool { return strings.HasSuffix(noun, tail) }) ||
		strings.HasSuffix(noun, "búsqueda") || strings.HasSuffix(noun, "consulta")
}

// caseName is a court case named by its parties: "Brown v. Board of Education", "Roe vs.
// Wade".
var caseName = rx.MustCompile(`\b\p{Lu}[\pL'.-]+\s+(?:v|vs)\.\s+\p{Lu}\pL+`)

// fieldValueSet sets a profile field to a value in Korean, Japanese or Chinese: "부서를
// 개발팀으로 바꿔주세요", "部署を開発部に変更して" (not "자막 언어를 영어로", "部署の飲み会を金曜日に").
// The value may be quoted with spaces inside ("직함을 '선임 연구원'으로", "timezone を JST に"),
// a Korean field may go without its particle ("언어 설정 한국어로 바꿔"), and a Chinese field
// may be followed by its box or by who it is for ("职位那栏改成", "时区帮我调成"). The field is
// the first group of its language's alternative (setCJKField).
var fieldValueSet = rx.MustCompile(`(소속\s*부서|부서|소속|직함|직책|직급|직위|이메일|전화번호|휴대폰 번호|연락처|주소|시간대|타임존|(?:^|[내제]\s|표시\s?)언어|이름|닉네임|매니저|상사|(?i:job title|title|timezone|time zone|language|department))(?:\s*(?:설정|정보))?(?:\s*(?:을|를)\s*(?:'[^']{1,30}'|"[^"]{1,30}"|‘[^’]{1,30}’|\S+(?:\s\S+)?)|\s*\S+?)\s*(?:으로|로)\s*(?:변경|바꿔|바꾸|수정|고쳐|업데이트|설정|(?i:update|change)|[.!]*$)|` +
	`(部署|所属部署|役職|肩書き|肩書|メールアドレス|電話番号|連絡先|住所|タイムゾーン|(?i:timezone|time zone)|表示言語|(?:^|私の|僕の|さんの|様の)言語|名前|表示名|上長|上司)(?:設定)?(?:\s*[を、]\s*|\s+)(?:「[^」]{1,30}」|\S+)\s*に(?:変更|変え|更新|直|切り替|設定|して|しておいて|で|\s*[。.!]*$)|` +
	`(部门|部門|职位|職位|邮箱|郵箱|手机号|手機號|电话|電話|联系方式|聯繫方式|地址|时区|時區|(?i:timezone|time zone)|系统语言|系統語言|语言|語言|名字|名称|名稱|显示名|顯示名|显示名称|顯示名稱|昵称|暱稱|直属领导|直屬領導|上级|上級|领导|領導|(?i:display language|language|manager))\s*(?:那栏|这栏|一栏|栏|设置|設置)?(?:帮我|给我|请)?\s*(?:改成|换成|換成|改为|改為|设为|設為|设成|設成|设置成|設置成|设置为|設置為|调成|调为|調成|調為|切换成|切换为|更新为|更新為|更新成|改|换|換)`) // zh

// setCJKField returns the profile field a CJK request sets to a value (fieldValueSet),
// or "".
func setCJKField(raw string) string {
	m := fieldValueSet.FindStringSubmatch(raw)
	if m == nil || timeOfDaySet.MatchString(raw) {
		return ""
	}
	return m[1] + m[2] + m[3]
}

// unnamedField reports whether a CJK profile field set to a value (setCJKField) is one
// the vocabulary has no profile term for: a time zone said 시간대, a manager or superior.
func unnamedField(field string) bool { return unnamedFields[field] }

var unnamedFields = set("시간대", "타임존", "매니저", "상사", "직위", "上長", "上司", "直属领导", "直屬領導", "上级", "上級", "领导", "領導", "manager", "Manager")

// timeOfDaySet is a Korean 시간대 set to a part of the day: an alarm's or a class's time,
// no time zone ("알람 시간대를 오전으로 바꿔줘").
var timeOfDaySet = rx.MustCompile(`시간대\S*\s*(?:오전|오후|아침|저녁|밤|새벽|점심)`)

// profileMemo is a person's field changed in a memo, the person named bare: an arrow to
// the value ("役職変更 佐々木 → 部長", "부서 변경 박지민 → 마케팅팀") or a Korean name
// before the field ("최민수 직함을 본부장으로 바꿔 주세요").
var profileMemo = rx.MustCompile(`(?:→|->|=>)\s*\S|^\s*\p{Hangul}{2,4}\s+(?:직함|직급|직책|부서)(?:을|를|이|가)?\s`)

// othersSchedule is a Korean honorific, times and a schedule: another person's.
var othersSchedule = rx.MustCompile(`\p{Hangul}(?:님|씨)\s+(?:(?:이번|다음|지난|오늘|내일|모레|주|달|월요일|화요일|수요일|목요일|금요일|토요일|일요일|오전|오후|\d+\S*)\s*){0,3}(?:일정|스케줄|캘린더)`)

var (
	// coinSymbol is a coin's market symbol against a currency, coinLetters a coin's
	// letters standing alone, no part of a code or a name ("SKU BTC-100", "btc_trader";
	// "eth" is also a university, LTC a listed company).
	coinSymbol  = rx.MustCompile(`\b(?:btc|eth|doge|xrp|usdt)[-/](?:usd|eur|jpy|krw|gbp)\b`)
	coinLetters = rx.MustCompile(`(?:^|[^\p{Latin}\pN_-])(?:btc|eth|doge|xrp|usdt)(?:$|[^\p{Latin}\pN_-])`)
	// coinBesides are the records a coin's letters may be named in: a SKU, a ticket, a
	// paper, a user, an event.
	coinBesides = set("sku", "inventory", "stock", "ticket", "paper", "publication", "user", "account", "profile", "event", "documentation")
)

var (
	// kbCode is an identifier led by KB and a hyphen: KB-204, kb-77.
	kbCode = rx.MustCompile(`(?i)\bkb-\d+\b`)
	// kbNamed is a knowledge base named by its letters.
	kbNamed = rx.MustCompile(`(?i)\bkb\b`)
)

// withinProfileField reports whether a term is named only inside a profile field's words
// ("job" in "job title").
func (l *Lexicon) withinProfileField(raw string, terms []string, term string) bool {
	tokens, norm := text.Tokens(raw), text.Norm(raw)
	start, end := l.TermSpan(tokens, norm, term)
	if start < 0 || strings.Count(norm, norm[start:end]) > 1 {
		return false // named again elsewhere: "the job title in my job posting"
	}
	for _, f := range terms {
		if profileFields[f] {
			if s, e := l.TermSpan(tokens, norm, f); s >= 0 && s <= start && end <= e && e-s > end-start {
				return true
			}
		}
	}
	return false
}

// inNewValue reports whether a domain term is said only inside a new value given to a
// field, quoted or in capitals after "to", "auf", "a", ":" or an arrow: "set her job title
// to 'Inventory Analyst'", "el puesto de Roberto Paz a Jefe de Almacén", "den Titel auf
// 'Leiter Kundendienst'".
func (l *Lexicon) inNewValue(raw, term string) bool {
	if !strings.ContainsAny(raw, "'\"„“‘«→>=:") && !holdsAny(raw, valueLeads) {
		return false
	}
	return l.onlyIn(raw, term, newValue.FindAllStringSubmatch(raw, -1))
}

// onlyIn reports whether a term is named in one of a text's matched values (any group of
// a match) and nowhere else in it.
func (l *Lexicon) onlyIn(raw, term string, matches [][]string) bool {
	for _, m := range matches {
		value := strings.Join(m[1:], "")
		if slices.Contains(l.Analyze(text.Tokens(value), text.Norm(value)).Terms, term) {
			rest := strings.Replace(raw, m[0], " ", 1)
			return !slices.Contains(l.Analyze(text.Tokens(rest), text.Norm(rest)).Terms, term)
		}
	}
	return false
}

// inSetValue reports whether a term is named only in the value a field is set to, after
// "to", "auf" or an arrow, or before Korean 으로 or Japanese に: "change Ana Kim's job
// title to Senior Researcher", "임채원 님 직함 수석연구원으로 바꿔 주세요".
func (l *Lexicon) inSetValue(raw, term string) bool {
	matches := givenValue.FindAllStringSubmatch(raw, -1)
	if !text.IsASCII(raw) {
		matches = append(matches, cjkNewValue.FindAllStringSubmatch(raw, -1)...)
	}
	return l.onlyIn(raw, term, matches)
}

var (
	// givenValue is a value given after "to", "auf" or an arrow; newValue also after
	// Spanish "a", "por", "in" or a colon (inNewValue).
	givenValue = rx.MustCompile(`(?:\b(?:to|auf|zu|as)|→|->|=)\s*` + valueGiven)
	valueLeads = []string{"to ", "auf ", " a ", " al ", " as ", " zu "}
	newValue   = rx.MustCompile(`(?:\b(?:to|auf|zu|a|al|as|por|in)|→|->|=|:)\s*` + valueGiven)
	// cjkNewValue is a Korean, Japanese or Chinese profile field's new value ("직함
	// 수석연구원으로", "직함을 '선임 연구원'으로", "役職を主任研究員に", "职位改成…") in one of its
	// groups (inSetValue).
	cjkNewValue = rx.MustCompile(`(?:소속\s*부서|부서|소속|직함|직책|직급|직위|이름|닉네임|시간대|(?:^|[내제]\s|표시\s?)언어|매니저|상사|(?i:job title|title|timezone|language))(?:\s*(?:설정|정보))?(?:\s*(?:을|를)\s*(?:'([^']{1,30})'|(\S+?(?:\s\S+?)?))|\s*(\S+?))(?:으로|로)()(?:\s|$)|` +
		`(?:部署|所属|役職|肩書き|肩書|タイムゾーン|表示言語|(?:^|私の|僕の|さんの|様の)言語|上長|上司)を(\S+?)に()|` +
		`(?:部门|部門|职位|職位|职称|職稱|时区|時區|语言|語言|直属领导|直屬領導|上级|上級|领导|領導|(?i:timezone))\s*(?:那栏|这栏|一栏|栏)?(?:改成|换成|換成|改为|改為|设置成|設置成|更新为|更新為)\s*["“「]?([^"”」\s，。,]{1,30})`) // zh: "职位那栏改成"高级产品经理""
)

// valueGiven is a field's value, quoted (the first group) or in capitals (the second).
const valueGiven = `(?:['"„“‘«]([^'"”“’»]{1,60})['"”’»]|(\p{Lu}[\pL\d]*(?:\s+(?:(?:de|del|of|für|und|and|&)\s+)?\p{Lu}[\pL\d]*)*))`

// otherArticle is an article of a law or a treaty, a grammatical article, or an item
// sold second-hand.
var otherArticle = rx.MustCompile(`\b(?:artikel|art\.|artículo|articulo|article)\s*\d+[a-z]?\s+(?:des|der|de\s+la|del|of\s+the|de)\s` +
	`|\bwelcher\s+artikel\b|\bder,?\s+die\s+oder\s+das\b|\b(?:un)?bestimmte[nrs]?\s+artikel|\bartículos?\s+(?:definidos?|indefinidos?|determinados?|indeterminados?)\b` +
	`|\bartículos\s+de\s+segunda\s+mano\b|\bgebrauchte\s+artikel\b|\bqué\s+artículo\s+de\s+la\s+(?:ley|constitución)\b`)

// ingredientWords are the Korean and Japanese words for ingredients, which also name a
// material; dishMarks name cooking, a dish or a craft made at home.
var (
	ingredientWords = []string{"材料", "재료"}
	dishMarks       = []string{"料理", "作れる", "人分", "肉じゃが", "鍋", "煮物", "スープ", "味噌汁", "お菓子", "ケーキ", "手作り", "工作", "食材", "弁当", "夕飯", "晩ご飯", "献立",
		"요리", "인분", "찌개", "국물", "육수", "반찬", "만들기", "비누", "공예", "베이킹", "케이크", "김치", "떡볶이", "저녁 메뉴", "간식", "음식"}
)

// daysAhead counts days or weeks from now.
var daysAhead = rx.MustCompile(`\bin \d{1,2} (?:days|weeks)\b|(?:^|\s)in \d{1,2} (?:tagen|wochen)(?:\s|$|[?.,!])|(?:^|\s)(?:dentro de|en) \d{1,2} (?:días|dias|semanas)(?:\s|$|[?.,!])`)

// daysOutlook is an outlook of one to 29 days.
var daysOutlook = rx.MustCompile(`\b(?:[1-9]|[12]\d|one|two|three|five|seven|ten|fourteen)[- ]day\s+outlook\b`)

// agendaQuestion is the whole of a question of what is on a day, nothing else named
// ("What do I have going on this weekend?", "Was habe ich am Wochenende vor?").
var agendaQuestion = rx.MustCompile(`^[¿]?(?:what's on|whats on|what is on|what do i have|what have i got|what have i booked|what's happening|was steht|was habe ich|was hab ich|qué tengo|que tengo)` +
	`(?:\s+(?:going on|planned|scheduled|booked|coming up|lined up))?\s+(?:(?:on|am|el|la|this|next|für|for|nächste|diese|esta|la próxima)\s+)?` +
	`(?:week|weekend|woche|semana|today|tomorrow|tonight|mon|tue|tues|wed|thu|thur|thurs|fri|sat|sun|tmrw|tmr|monday|tuesday|wednesday|thursday|friday|saturday|sunday|the weekend|heute|morgen|übermorgen|mo|di|mi|do|fr|sa|so|montag|dienstag|mittwoch|donnerstag|freitag|samstag|sonntag|wochenende|hoy|mañana|lunes|martes|miércoles|jueves|viernes|sábado|domingo|finde)` +
	`(?:\s+(?:morning|afternoon|evening|vormittag|nachmittag|abend|an|por la mañana|por la tarde))?(?:\s+(?:so\s+)?(?:vor|an|geplant))?\s*[?？]?$` +
	`|^(?:내일|오늘|모레|이번 ?주|다음 ?주|[월화수목금토일]요일)\s*뭐\s*있(?:어|나|지|어요)?\s*[?？]?$|^(?:明日|今日|明後日|今週|来週|[月火水木金土日]曜日?)は?何がある[?？]?$`)

// agendaOfDay is the whole of a request for what a day of the asker's holds: "what does
// my Tuesday look like?", "just show me what else is on Monday", "vê o que eu tenho na
// quinta", "dis-moi juste ce qu'il me reste mercredi".
var agendaOfDay = rx.MustCompile(`^(?:what does my ` + weekdaysEN + ` look like|(?:just |only )?(?:show|tell) me what(?:'s| is| else is) (?:on|left on|left for) (?:my )?` + weekdaysEN + `)\s*[?.!]?$` +
	`|^(?:vê|ve|veja|me diz|diz|me mostra)\s+o que (?:eu )?(?:tenho|ainda tenho)\s+(?:na|no)\s+(?:segunda|terça|quarta|quinta|sexta|sábado|domingo)\s*[?.!]?$` +
	`|^(?:dis|montre)(?:-moi)?\s+(?:juste\s+)?ce qu['’]il me reste\s+(?:le\s+|ce\s+)?(?:lundi|mardi|mercredi|jeudi|vendredi|samedi|dimanche|demain)\s*[?.!]?$`)

// agendaShown is the whole of a request to show what the asker has on a day: "just show
// my Tuesday", "show me what's on my Tuesday", "montre-moi juste ce que j'ai mardi",
// "fammi solo vedere cosa ho martedì", "me mostra o que eu tenho na sexta".
var agendaShown = rx.MustCompile(`^(?:just |only )?(?:show|tell|give|list)(?: me)?\s+(?:(?:what(?:'s| is| i have| i've got)|what i have)\s+on\s+)?my\s+` + weekdaysEN + `\s*[?.!]?$` +
	`|^(?:montre|dis|donne)(?:-moi)?\s+(?:juste\s+|seulement\s+)?(?:ce que j['’]ai|ce qu['’]il y a)\s+(?:le\s+|ce\s+)?(?:lundi|mardi|mercredi|jeudi|vendredi|samedi|dimanche|demain|aujourd['’]hui)\s*[?.!]?$` +
	`|^(?:fammi (?:solo )?vedere|dimmi|mostrami)\s+(?:solo\s+)?(?:cosa|che cosa|che)\s+ho\s+(?:il\s+|di\s+)?(?:lunedì|martedì|mercoledì|giovedì|venerdì|sabato|domenica|domani|oggi)\s*[?.!]?$` +
	`|^(?:me mostra|mostra(?:-me)?|diz(?:-me)?)\s+(?:só\s+)?o que (?:eu )?tenho\s+(?:na\s+|no\s+)?(?:segunda|terça|quarta|quinta|sexta|sábado|domingo|amanhã|hoje)\s*[?.!]?$`)

// blockWord blocks time off: "block that on my calendar", "blocke mir … im Kalender".
// blockedSpan is a span of time blocked ("block two hours", "von 9 bis 11");
// notBlockedTime are the things blocked that are no time: a user, a job, a payment.
var (
	blockedSpan = rx.MustCompile(`\b(?:\d+|one|two|three|four|an?|zwei|drei|vier|dos|tres|cuatro|une|deux|trois|quatre|uma|duas|três)\s+(?:hours?|stunden?|horas?|heures?)\b|` +
		`\b(?:\d+|un'|una|due|tre|quattro)\s+ore?\b|\b\d{1,2}\s?h\b|` + // it, fr: "blocca due ore", "bloque-moi 2h"
		`\d{1,2}\s*(?:बजे\s*)?से\s*\d{1,2}\s*(?:बजे\s*)?तक|\d+\s*घंटे|\b\d{1,2}\s*(?:baje\s*)?se\s*\d{1,2}\b|\b\d+\s*ghante\b|` + // hi: "सुबह 10 से 11 तक", "2 घंटे", "sham 6 se 7"
		// A day's part: "friday afternoon", "vendredi après-midi", "mon aprem de vendredi",
		// "venerdì mattina".
		`\b(?:monday|tuesday|wednesday|thursday|friday|saturday|sunday|lundi|mardi|mercredi|jeudi|vendredi|samedi|dimanche|lunedì|martedì|mercoledì|giovedì|venerdì|sabato|domenica)\s+(?:afternoon|morning|evening|après-midi|apres-midi|aprem|matin|soir|soirée|pomeriggio|mattina|mattinata|sera)\b|\baprem\b|` +
		`\b(?:manhã|tarde|noite)(?: inteira)? de (?:segunda|terça|quarta|quinta|sexta|sábado|domingo)|` + // pt: "minha manhã inteira de segunda"
		`\bdas \d{1,2}(?:\s?h(?:\d\d)?|:\d\d)? (?:às|as) \d|\bde \d{1,2}\s?h(?:\d\d)? à \d|\bdalle \d{1,2}(?:[:.]\d\d)? alle \d|\b\d+\s*(?:min|mins|minutes|minuten|minutos|minuti)\b|\b(?:half an hour|a half hour|halbe stunde|media hora|meia hora|mezz['’]ora|mezzora|demi-heure)\b|\bvon \d{1,2}(?::\d\d)? bis \d{1,2}|\bfrom \d{1,2}(?::\d\d)?\s*(?:am|pm)? to \d|\bde \d{1,2}(?::\d\d)? a \d{1,2}`)
	notBlockedTime = []string{"user", "account", "konto", "benutzer", "usuario", "cuenta", "ip ", "job", "backup", "payment", "transfer", "invoice",
		"email", "e-mail", "zahlung", "überweisung", "pago", "transferencia", "cron", "script", "number", "nummer", "número", "card", "karte", "tarjeta"}
)

// heldSpan is a length of time held, or a span of hours: "uno slot di 45 minuti", "meia
// hora", "two hours", "dalle 14 alle 16".
var heldSpan = rx.MustCompile(`(?:^|[^\pL])(?:\d+|one|two|three|an?|una|uma|un|due|tre|dos|tres|duas|deux|trois|zwei|drei)\s*(?:min|mins|minutes|minuten|minutos|minuti|hours?|ore|ora|horas?|heures?|stunden?)(?:$|[^\pL])|` +
	`half an hour|a half hour|halbe stunde|media hora|meia hora|mezz['’]ora|mezzora|demi-heure|` +
	`(?:^|[^\pL])(?:from|von|de|das|dalle|dès) \d{1,2}(?:[:.h]\d\d)?\s*(?:am|pm|h)? (?:to|bis|a|à|às|as|alle) \d`)

// dayNamed names a day by its weekday's full name or as tomorrow, in en, es, de, fr, it
// and pt.
var dayNamed = rx.MustCompile(`(?:^|[^\pL])(?:monday|tuesday|wednesday|thursday|friday|saturday|sunday|tomorrow|lunes|martes|miércoles|jueves|viernes|sábado|domingo|mañana|` +
	`montag|dienstag|mittwoch|donnerstag|freitag|samstag|sonntag|morgen|lundi|mardi|mercredi|jeudi|vendredi|samedi|dimanche|demain|` +
	`lunedì|martedì|mercoledì|giovedì|venerdì|sabato|domenica|domani|segunda|terça|quarta|quinta|sexta|amanhã)(?:$|[^\pL])`)

// reviewWith is a review held with someone.
var reviewWith = rx.MustCompile(`\breview\s+(?:with|w/|mit|con)\s+\p{L}`)

// haveEventOn asks whether the asker has an appointment or a meeting on a day.
var haveEventOn = rx.MustCompile(`\bdo i have (?:a|an|the|my|any)\s+(?:[\w-]+\s+)?(?:dentist|doctor|haircut|gym|yoga|meeting|call|appointment|interview|standup|stand-up|sync|review|demo|lunch|dinner|1:1)\b[^?.!]*?\b(?:on|at|this|next|tomorrow|today|tonight)\b`)

// reservedDaySpan keeps a day's hours free: "resérvame el miércoles de 3 a 5", "hold
// Tuesday from 2 to 4".
var reservedDaySpan = rx.MustCompile(`\b(?:resérvame|reservame|resérvate|reserva|reservar|apártame|apartame|aparta|apartes|apartar|aparte)\b[^.;!?]{0,30}?\b` + weekdaysES + `\b[^.;!?]{0,20}?\bde \d{1,2}(?::\d\d)? a \d{1,2}|` +
	`\b(?:reserve|hold)\b[^.;!?]{0,30}?\b` + weekdaysEN + `\b[^.;!?]{0,20}?\bfrom \d{1,2}(?::\d\d)?\s*(?:am|pm)? to \d`)

// guestAdded adds someone as a guest of an event.
var guestAdded = rx.MustCompile(`\b(?:add|ajoute|ajoutez|rajoute|agrega|agregá|añade|füge|aggiungi|adiciona)\b[^.;!?]{0,30}\s(?:as (?:a |an )?(?:guest|attendee|invitee|participant)|comme (?:invitée?|participante?)|como (?:invitad[oa]|participante|asistente|convidad[oa])|als (?:gast|teilnehmer\w*)|come (?:invitat[oa]|partecipante))(?:$|[^\pL])`)

// calendarBlocked blocks a calendar (its time): "block my calendar Friday afternoon",
// "bloqueia minha agenda sexta à tarde", "blocca il mio calendario venerdì mattina".
var calendarBlocked = rx.MustCompile(`\b(?:block|bloquea|bloqueia|bloquear|bloque|blockier|blockiere|blocca|bloccami)\s+(?:(?:my|the|our|mi|minha|meu|a|mon|ma|le|meinen|den|il mio|la mia|il|la)\s+)?(?:calendar|cal|agenda|calendario|calendário|kalender|calendrier)\b`)

var blockWord = rx.MustCompile(`\b(?:block|blocke|blocken|blockt|blockier|blockiere|blockieren|bloquea|bloquear|bloqueas|bloquees|bloquéame|bloqueame|` +
	`bloque|bloquez|bloquer|bloqueia|bloqueie|` + // fr, pt
	`blocca|bloccami|bloccare|blocchi|bloccatemi)\b|ब्लॉक`) // it, hi

// hourSpan is a span of hours: "9–11", "2-4pm", "14:00-16:00", "9 to 11".
var hourSpan = rx.MustCompile(`(?i)\b\d{1,2}(?::\d{2})?\s?(?:am|pm)?\s?(?:-|–|—|to|bis|a)\s?\d{1,2}(?::\d{2})?\s?(?:am|pm|uhr|h)?\b`)

// NamesNewTool reports whether a text calls what it makes new or shared, as a new tool
// is called: "Make a new team calendar at 9am", "새 공유 캘린더", "neuer Kalender".
func NamesNewTool(raw string) bool { return newTool.MatchString(strings.ToLower(raw)) }

var newTool = rx.MustCompile(`\b(?:new|shared|team|neue[nrs]?|geteilte[nrs]?|nuev[oa]|compartid[oa])\b|새\s|신규|공유|팀\s?캘린더|新しい|新規|共有`)

// NamesClockTime reports whether a text names a clock time ("3pm", "15:30", "2시", "14時").
func NamesClockTime(raw string) bool { return clockTime.MatchString(raw) }

// clockTime is a time of day: "7pm", "18 Uhr", "19:00", "a las 9", "15時", "3시".
var clockTime = rx.MustCompile(`(?i)\b\d{1,2}(?::\d{2})?\s?(?:am|pm|uhr|h)\b|\b\d{1,2}:\d{2}\b|a las \d|\balle (?:[1-9]|1\d|2[0-3])\b|\bàs (?:[1-9]|1\d|2[0-3])\b|\d{1,2}\s?(?:時|시)|\b(?:at|on \w+|for \w+|(?:mon|tues|wednes|thurs|fri|satur|sun)day) noon\b|\bal mediodía\b|` +
	// a bare hour after "at" or "um" that ends the phrase: "team sync at 3", "um 10 morgen"
	`\b(?:at|um) (?:[1-9]|1\d|2[0-3])(?:$|\s*[,.;!?)]|\s*:(?:\s|$)|\s+(?:on|today|tomorrow|tonight|next|this|heute|morgen|am|nächst\w*|dies\w*)\b)`)

// SpelledOut returns a text with the identifiers it writes in code spelled as words: an
// underscore between letters is a space ("create_ticket customer_id=C-4821" creates a
// ticket, "action=suspend_user" suspends, "ticket_erstellen", "listar_eventos"), as
// catalogs' own names are read (the index splits endpoint and field names the same
// way). Underscores beside digits stay ("u_40219", "ev_7712" are values), and so do the
// keys of identifiers ("ticket_id=TK-44871" names a key, not a ticket's id field).
func SpelledOut(raw string) string {
	if !strings.Contains(raw, "_") {
		return raw
	}
	b := []byte(raw)
	for i := 1; i+1 < len(b); i++ {
		if b[i] == '_' && asciiLetter(b[i-1]) && asciiLetter(b[i+1]) && !identifierKey(b[i+1:]) {
			b[i] = ' '
		}
	}
	return string(b)
}

// identifierKey reports whether the rest of an identifier is "id" ("ticket_id",
// "user_id").
func identifierKey(rest []byte) bool {
	return len(rest) >= 2 && (rest[0] == 'i' || rest[0] == 'I') && (rest[1] == 'd' || rest[1] == 'D') &&
		(len(rest) == 2 || !asciiLetter(rest[2]))
}

// asciiLetter reports whether a byte is an ASCII letter.
func asciiLetter(c byte) bool { return c >= 'a' && c <= 'z' || c >= 'A' && c <= 'Z' }

// WithoutArguments returns the text a production line asks with, without the arguments
// it writes as key=value pairs or JSON members ("[CS봇] 티켓 생성 customer=K-20931
// 우선순위=높음", "在庫更新 sku=OSK-2290 qty=15 理由=棚卸し", {"accion": "listar_eventos",
// "calendario": "ventas"}): an argument names what the operation acts on or with, not
// the operation, so its words are read for what the request is about and not for its
// action. The value of an action key (action, op, task, step, accion, 작업, 処理, ...) is
// the action, and stays; so does the value of a key naming what is asked (field=phone).
// A text that is nothing but arguments is returned as it is.
func WithoutArguments(raw string) string {
	if !strings.Contains(raw, "=") && !strings.Contains(raw, "\":") {
		return raw
	}
	found := false
	out := argumentPair.ReplaceAllStringFunc(raw, func(pair string) string {
		m := argumentPair.FindStringSubmatch(pair)
		key := strings.ToLower(m[1] + m[2])
		found = true
		if actionKeys[key] || askedKeys[key] {
			return " " + m[3] + m[4] + m[5] + " "
		}
		return " "
	})
	if !found || strings.TrimFunc(out, func(r rune) bool { return !unicode.IsLetter(r) }) == "" {
		return raw
	}
	return out
}

var (
	// argumentPair is a key=value pair or a JSON member, its value quoted or a run up to
	// a space, comma, semicolon or brace.
	argumentPair = rx.MustCompile(`(?:"([\p{L}][\p{L}\d _-]*)"\s*:|([\p{L}][\p{L}\d_-]*)\s*=)\s*(?:"([^"]*)"|'([^']*)'|([^\s,;{}"']+))`)
	// askedKeys name what a production line asks for: "field=phone" asks a phone.
	askedKeys = set("field", "fields", "attribute", "attributes", "attr", "select", "columns", "property", "properties",
		"feld", "felder", "campo", "campos", "필드", "항목", "項目", "フィールド")
	// actionKeys name the action of a production line.
	actionKeys = set("action", "op", "operation", "task", "step", "intent", "command", "cmd", "method", "주문", "orden", "注文",
		"accion", "acción", "operacion", "operación", "tarea", "paso", "aktion", "vorgang", "schritt", "aufgabe",
		"작업", "액션", "요청", "処理", "操作", "タスク", "アクション")
)

// recordID is a record's identifier: a code of letters and digits ("EV-1022", "u_40219",
// "TK-44871") or a number of four digits or more ("55102").
var recordID = rx.MustCompile(`^(?:#?\d{4,}|[A-Za-z]{1,8}[-_]?[A-Za-z]*\d[\w-]*)$`)

// idField is a labeled field whose label is an identifier's: "event_id: EV-31",
// "ticketID: 5521".
var idField = rx.MustCompile(`(\p{L}[\p{L}\d]*(?:_id|-id|ID|Id))\s*[:：]\s*([^\s,;/|]+)`)

// IdentifiedArguments returns the keys of a production line's arguments whose values
// name a record by its identifier, without the key's own "id" ("일정=EV-1022",
// {"일정ID":"EV-2291"}, "event_id=ev_77" give 일정, 일정, event): the line acts on those
// records, which exist.
func IdentifiedArguments(raw string) []string {
	if !strings.Contains(raw, "=") && !strings.Contains(raw, ":") {
		return nil
	}
	var out []string
	pairs := argumentPair.FindAllStringSubmatch(raw, -1)
	for _, m := range idField.FindAllStringSubmatch(raw, -1) {
		pairs = append(pairs, []string{m[0], m[1], "", "", "", m[2]}) // "event_id: EV-31"
	}
	for _, m := range pairs {
		key, value := m[1]+m[2], m[3]+m[4]+m[5]
		if !recordID.MatchString(value) {
			continue // a count, an amount or a time ("qty=15", "시점=30분전") names no record
		}
		for _, id := range []string{"_id", "-id", "id", "ID", "Id", "번호", "番号"} {
			if k, ok := strings.CutSuffix(key, id); ok && k != "" {
				key = k
				break
			}
		}
		out = append(out, key)
	}
	return out
}

// WritesFile reports whether a request asks for its data written to a file of a
// spreadsheet or calendar format: "재고 현황 엑셀로 뽑아줘", "在庫一覧 CSVで出力", "as a CSV",
// "als Excel-Datei", "en un Excel". That is an export, whatever verb brings it.
func WritesFile(raw string) bool {
	lower := strings.ToLower(raw)
	if !holdsAny(lower, fileWords) {
		return false // most requests name no file format: the patterns need not run
	}
	return fileAfter.MatchString(lower) || fileBefore.MatchString(lower)
}

var fileWords = []string{"csv", "xls", "excel", "spreadsheet", "ics", "ical", "엑셀", "エクセル", "スプレッドシート"}

var (
	fileFormats = `(?:csv|xlsx?|excel|spreadsheet|ics|ical|엑셀|エクセル|スプレッドシート)`
	// fileAfter is a format after a Latin word that makes it the destination.
	fileAfter = rx.MustCompile(`(?:^|[^\pL])(?:as|to|into|als|a|como)\s+(?:an?\s+|un\s+|una\s+|eine?\s+)?` + fileFormats + `(?:$|[^\pL])`)
	// fileBefore is a format before a Korean or Japanese particle of destination.
	fileBefore = rx.MustCompile(fileFormats + `\s*(?:파일|ファイル)?\s*(?:로|으로|で|に|形式)`)
)

// brandsProduct reports whether a text names a product by its maker's brand and a name of
// its own right after it: "Apple AirPods", "Tesla Model 3", "삼성 갤럭시", "현대차 아이오닉5".
// A ticker, a code in brackets, a word of the market or of the company's name, or any
// word the vocabulary knows after the brand ("Microsoft (MSFT)", "Samsung Electronics",
// "애플 주가", "아마존 최근 3개월") names no product.
func (l *Lexicon) brandsProduct(raw string) bool {
	lower := strings.ToLower(raw)
	if holdsAny(lower, shareWords) {
		return false // "LG Chem stock price", "카카오 페이 주가"
	}
	words := strings.Fields(raw)
	for i, w := range words[:max(0, len(words)-1)] {
		owner := strings.ToLower(w)
		for _, mark := range []string{"'s", "’s", "의", "の"} {
			owner = strings.TrimSuffix(owner, mark)
		}
		if !brands[owner] || strings.ContainsAny(w, ",;:(") {
			continue
		}
		next := words[i+1]
		bare := strings.TrimFunc(next, func(r rune) bool { return !unicode.IsLetter(r) && !unicode.IsDigit(r) })
		lower := strings.ToLower(bare)
		if bare == "" || strings.HasPrefix(next, "(") || marketWords[lower] || text.IsStopword(lower) ||
			utf8.RuneCountInString(bare) <= 5 && strings.ToUpper(bare) != strings.ToLower(bare) && strings.ToUpper(bare) == bare && !strings.ContainsFunc(bare, unicode.IsDigit) || // a ticker
			unicode.IsDigit([]rune(bare)[0]) { // a number, a date
			continue
		}
		if m := l.Analyze(text.Tokens(bare), text.Norm(bare)); len(m.Terms) > 0 || len(m.Ops) > 0 {
			continue // a word of the vocabulary: a time, a record, an act
		}
		if unicode.IsUpper([]rune(bare)[0]) || strings.ContainsFunc(bare, unicode.IsDigit) || isSpaceless(bare) {
			return true
		}
	}
	return false
}

// productLine is a well-known product line, whose price is a shop's.
var productLine = rx.MustCompile(`(?:^|[^\pL])(?:iphone|ipad|macbook|airpods|apple watch|galaxy s\d+|galaxy|pixel \d+|playstation|ps5|xbox|nintendo switch|fiat panda|kindle|thinkpad)(?:$|[^\pL])`)

var (
	// goodsWords are Japanese and Korean words for goods and their kinds.
	goodsWords = []string{"商品", "製品", "部品", "材料", "素材", "合金", "ウェハー", "ウエハー", "スニーカー", "イヤホン", "充電器", "グッズ",
		"제품", "상품", "부품", "소재", "이어폰", "충전기", "운동화"}
	// shareWords name a company's shares anywhere in a request.
	shareWords = []string{"stock", "share", "aktie", "acciones", "acción", "주가", "주식", "株"}
	// brands make products a shop sells and may also be listed companies.
	brands = set("apple", "tesla", "samsung", "google", "amazon", "sony", "microsoft", "lg", "nike", "logitech", "dell", "lenovo",
		"nintendo", "hyundai", "toyota", "adidas", "canon", "dyson", "xiaomi", "huawei",
		"애플", "삼성", "테슬라", "구글", "아마존", "소니", "현대차", "현대", "엘지", "나이키", "카카오", "샤오미",
		"アップル", "ソニー", "トヨタ", "任天堂", "サムスン", "ナイキ")
	// marketWords after a brand name its shares or the company itself.
	marketWords = set("stock", "stocks", "share", "shares", "price", "prices", "quote", "ticker", "market", "inc", "corp",
		"corporation", "electronics", "motor", "motors", "group", "holdings", "co", "aktie", "aktien", "kurs", "acciones",
		"acción", "cotización", "precio", "preis", "stock's", "전자", "시세", "종가", "가격", "얼마", "얼마야", "지금", "현재",
		"今", "の株価", "は", "の",
		"ende", "anfang", "mitte", "end", "start", "fin", "finales", "principios") // times: "Adidas Ende 2021"
)

// tickerPriced reports whether a request names a ticker (two to five capitals the
// vocabulary does not know, in a text not all in capitals) and asks its price without
// saying "price": the ticker and a word of now alone, its close or open, or a span of
// time with nothing else named.
func (l *Lexicon) tickerPriced(raw, lower string) bool {
	if strings.ToUpper(raw) == raw {
		return false
	}
	ticker := ""
	for _, w := range strings.FieldsFunc(raw, func(r rune) bool { return !unicode.IsLetter(r) && !unicode.IsDigit(r) && r != '.' }) {
		w = strings.TrimRight(w, ".") // a sentence's full stop: "… está KPLX."
		if wholeSuffixedTicker.MatchString(w) {
			ticker = w // a ticker with its exchange's suffix: "BMW.DE jetzt", "UCG.MI ora"
			break
		}
		letters := strings.TrimRightFunc(w, unicode.IsDigit)
		if w != letters && (len(letters) != 4 || len(w)-len(letters) > 2) {
			continue // digits end only a Brazilian ticker: four letters and a class ("PETR4", "TAEE11")
		}
		if l.tickerLike(letters) && isASCIILetters(letters) && !acronyms[letters] && !notTickers[letters] {
			ticker = w
			break
		}
	}
	if ticker == "" {
		return false
	}
	rest := strings.Join(strings.Fields(strings.Replace(lower, strings.ToLower(ticker), " ", 1)), " ")
	ask := askAfterBut(rest) // the ask after a clause of context, or ""
	switch {
	case tickerNow.MatchString(rest), ask != "" && tickerNow.MatchString(ask), pricedNowCasually(rest), tickerCloses.MatchString(lower), tickerHistory.MatchString(rest):
		return true
	case NamesSpan(raw):
		// Nothing but the span is named: "TSLA between March and May", not "Volatilität
		// von NVDA im letzten Quartal".
		named := strings.ToLower(strings.TrimRightFunc(ticker, unicode.IsDigit)) // the company the ticker is: "Vale (VALE3)"
		for _, w := range strings.FieldsFunc(rest, func(r rune) bool { return !unicode.IsLetter(r) }) {
			if text.IsStopword(w) || spanMonthName.MatchString(w) || spanWords[w] || spanShareVerbs[w] || w == named {
				continue
			}
			m := l.Analyze(text.Tokens(w), text.Norm(w))
			if len(m.Ops) > 0 && !strings.HasPrefix(w, "return") && !slices.ContainsFunc(m.Ops, func(op string) bool { return l.Family(op) != ReadFamily }) &&
				!slices.ContainsFunc(m.Terms, func(t string) bool { return !slices.Contains(m.Ops, t) }) {
				continue // a verb of reading: "could you show me how NFLX traded between …"
			}
			if len(m.Terms) == 0 || slices.ContainsFunc(m.Terms, func(t string) bool { return !IsTimeWord(t) }) {
				return false
			}
		}
		return true
	}
	return false
}

// NamesListedCompany reports whether a request names a listed company, a share index or
// a ticker in capitals.
func (l *Lexicon) NamesListedCompany(raw string) bool {
	lower := strings.ToLower(raw)
	if shareCompany.MatchString(lower) || holdsAny(raw, shareCompaniesCJK) || shareIndex.MatchString(lower) || wellKnownTicker.MatchString(lower) ||
		strings.Contains(raw, ".") && exchangeTicker.MatchString(raw) ||
		holdsAny(raw, []string{"株", "주가", "주식", "SK하이닉스", "하이닉스", "삼전"}) {
		return true
	}
	if !strings.ContainsFunc(raw, unicode.IsLower) && !strings.ContainsFunc(raw, func(r rune) bool { return r > unicode.MaxLatin1 && unicode.IsLetter(r) }) {
		return false // shouted: every word is in capitals
	}
	for _, m := range capitalsWord.FindAllStringSubmatchIndex(raw, -1) {
		if w := raw[m[2]:m[3]]; l.tickerLike(w) && !acronyms[w] && !notTickers[w] {
			return true
		}
	}
	return false
}

// capitalsWord is a word of capitals that no hyphen, digit or = joins to a code
// ("INC-900", "id=ABC").
var capitalsWord = rx.MustCompile(`(?:^|[^A-Za-z\pN=-])([A-Z]{2,5})(?:$|[^A-Za-z\pN-])`)

// exchangeTicker is a ticker with its exchange's suffix: "0700.HK", "ORA.PA", "STLAM.MI",
// "600519.SS", "7203.T", "ITX.MC", "SAP.DE".
var exchangeTicker = rx.MustCompile(`(?:^|[^\pL\pN.])` + suffixedTicker)

// wholeSuffixedTicker is a word that is a ticker with its exchange's suffix.
var wholeSuffixedTicker = rx.MustCompile(`^` + suffixedTicker)

// suffixedTicker is a ticker and an exchange's suffix, and no letter or digit after.
const suffixedTicker = `[A-Z0-9]{1,6}\.(?:HK|PA|MI|SS|SZ|T|MC|DE|L|AS|SW|TO|KS|KQ|BR|SA|F|VI|ST|HE|CO|OL|AX|NS|BO|TW)(?:$|[^\pL\pN])`

// exchangeTickerNext is a ticker with its exchange's suffix right after a name: "…
// Sanofi SAN.PA".
var exchangeTickerNext = rx.MustCompile(`^\s+\(?` + suffixedTicker)

// wellKnownTicker is a much-traded ticker, which requests also type in lower case
// ("historico de tsla").
var wellKnownTicker = rx.MustCompile(`(?:^|[^\pL])(?:aapl|msft|tsla|nvda|amzn|googl|goog|nflx|intc|csco|orcl|adbe|pypl|baba)(?:$|[^\pL])`)

// shareIndex names a share index.
var shareIndex = rx.MustCompile(`(?:^|[^\pL])(?:dax|mdax|tecdax|s&p 500|s&p500|nasdaq|dow jones|nikkei|kospi|kosdaq|ibex|ftse|euro stoxx|日経平均|코스피|코스닥)(?:$|[^\pL])`)

// spanWords join the times of a span: "between March and May", "seit Januar".
var spanWords = set("between", "and", "from", "to", "through", "until", "since", "last", "past", "this", "over", "for", "during",
	"zwischen", "und", "seit", "von", "bis", "letzten", "entre", "y", "desde", "hasta", "de", "los", "últimos",
	"mês", "mes", "mois", "mese", "monat", "passado", "pasado", "dernier", "scorso", "im", "no", "el", "le", "nel", "último", "ultimo", "última", "ultima")

// spanShareVerbs tell how a share traded over a span.
var spanShareVerbs = set("traded", "trade", "trading", "did", "do", "does", "performed", "perform", "fared", "moved", "move", "went", "go",
	"could", "would", "can", "you", "me", "how", "please", "pls",
	"como", "cómo", "se", "saiu", "foi", "fue", "comment", "s", "est", "comporté", "comportée", "come", "è", "andata", "andato", "wie", "hat", "sich", "entwickelt", "geschlagen", // "Como a Vale (VALE3) se saiu no mês passado?"
	"movió", "movio", "comportó", "comporto", "comportou", "a", "quiero", "saber", "want", "to", "know") // "Quiero saber cómo se movió TSLA entre enero y marzo de 2024"

// spanMonthName is a whole word that names a month.
var spanMonthName = rx.MustCompile(`^` + spanMonths + `$`)

// tickerLike reports whether a word is written like a ticker: two to five bytes in
// capitals that the vocabulary does not know and that are no stopword ("AMZN", not "IT").
func (l *Lexicon) tickerLike(w string) bool {
	return len(w) >= 2 && len(w) <= 5 && strings.ToUpper(w) == w && !l.knows(w) && !text.IsStopword(strings.ToLower(w))
}

// acronyms are capitals that name no ticker in a request.
var acronyms = set("VPN", "API", "PDF", "CEO", "CFO", "CTO", "HR", "IT", "GPU", "CPU", "RAM", "USB", "SSO", "MFA", "URL", "FAQ",
	"SKU", "DOI", "ETA", "ASAP", "FYI", "ID", "UI", "UX", "QA", "OK", "PM", "AM", "KB", "CSV", "ICS", "UTC", "GMT", "CET", "PST", "EST")

func isASCIILetters(w string) bool {
	return strings.IndexFunc(w, func(r rune) bool { return r < 'A' || r > 'Z' && r < 'a' || r > 'z' }) < 0
}

// askAfterBut returns a lower-case text's last clause when a "but" opens it or ends the
// clause before, without that word and a "first", or "": "estoy pensando en vender, pero
// primero dime a cuánto está" asks "dime a cuánto está", "ich überlege zu verkaufen, aber
// sag mir erst, wo … steht" asks "wo … steht".
func askAfterBut(lower string) string {
	i := strings.LastIndexAny(lower, ",;")
	if i < 0 {
		return ""
	}
	last := strings.TrimSpace(lower[i+1:])
	if loc := butFirst.FindStringIndex(last); loc != nil { // anchored at the clause's start
		return last[loc[1]:]
	}
	if butFirstEnd.MatchString(lower[:i]) {
		return last
	}
	return ""
}

// referencesAWork says a paper references another: "papers that reference DOI …",
// "works referencing …", "このDOIを参考文献に挙げている後続研究" (the DOI listed).
var referencesAWork = rx.MustCompile(`\b(?:that|which|who)\s+references?\b|\breferencing\b|を参考文献(?:に|として)挙げ`)

var (
	// butFirst opens an ask after a clause of context ("…, but first", "…, pero
	// primero"); butFirstEnd closes the clause before it ("…, aber sag mir erst, …").
	butFirst    = rx.MustCompile(`^(?:but|pero|aber)\b(?:\s+(?:first|primero|antes|erst|zuerst)\b)?\s*`)
	butFirstEnd = rx.MustCompile(`\b(?:but|pero|aber)\s+(?:tell me|dime|sag mir)\s+(?:first|primero|antes|erst|zuerst)$`)
	// tickerHistory is a ticker's history, which is its prices' ("TSLA 30d history",
	// "AAPL 1年 推移", "la evolución de AAPL"): history alone is any record's.
	tickerHistory = rx.MustCompile(`(?:^|[^\pL])(?:history|historical|historie|historisch|verlauf|kursverlauf|histórico|historico|histórica|historica|historial|evolución|evolucion|推移|履歴|히스토리|추이|기록)`)
	// tickerNow is what is left of a request for a ticker now once the ticker is taken out.
	tickerNow = rx.MustCompile(`^[¿]?(?:(?:tell me|dime|sag mir)\s+)?(?:what's|whats|what is|where's|where is|how's|how is|a cuánto está|a cuanto esta|wie steht|wo steht)?\s*` +
		`(?:(?:at|trading at|doing|trading|sitting|sitting at)\s+)?(?:right now|now|at the moment|currently|today|this morning|ahora(?: mismo)?|en este momento|jetzt|gerade|aktuell|heute|derzeit|im moment)\s*[?？!.]*$|` +
		`^(?:how's|how is|where's|where is)\s*(?:doing|sitting|trading)\s*[?？!.]*$|` + // "how's AAPL doing?", "where is AMD sitting?"
		`^(?:how much is|how much's)\s*(?:right now|now|currently|today|at the moment)?\s*[?？!.]*$|` + // "How much is NVDA right now?"
		`^(?:wie steht|wo steht)\s*[?？!.]*$|^wo\s+(?:im moment|gerade|jetzt|aktuell|heute)?\s*steht\s*[?？!.]*$|` + // German asks a share's level without a time: "Wie steht SAP?"
		`^[¿]?(?:(?:dime|dinos|sabes|oye)\s+)?(?:(?:a|en)\s+)?cu[áa]nto\s+(?:está|esta|anda|cotiza)(?:\s+cotizando)?\s*(?:ahora|ahorita|hoy)?\s*[?？!.]*$|` + // so does Spanish: "¿A cuánto está KPLX?", "¿En cuánto anda Walmex ahorita?", "cuánto está AAPL hoy?"
		`^(?:quanto|qto|qnt|como)\s+(?:tá|ta|está|esta|anda)\s+(?:(?:a|o)\s+(?:\pL+\s+)?)?(?:agora(?: mesmo)?|agr|hoje|hj|neste momento|nesse momento|no momento)?\s*[?!.]*$|^(?:a|o)?\s*(?:tá|ta|está|esta)\s+quanto\s*(?:agora|agr|hoje|hj)?\s*[?!.]*$|` + // and Portuguese: "quanto tá a PETR4 agora?", "ITUB4 tá quanto hj?", "quanto tá a Vale hoje? VALE3"
		`^(?:a\s+)?quanto\s+(?:fa|sta|vale|quota)\s+(?:(?:il titolo|l'azione|le azioni)\s+)?(?:adesso|ora|oggi|stamattina|stamani|in questo momento|al momento)?\s*[?!.]*$|` + // Italian: "Quanto fa il titolo ENI stamattina?"
		`^wie\s*viel\s+(?:ist|kostet)\s+(?:(?:die aktie|eine aktie)\s+)?(?:gerade|jetzt|aktuell|heute|im moment|derzeit)?\s*[?!.]*$`) // German: "wie viel ist AAPL gerade?"
	// tickerCloses asks where a ticker closed or opened.
	tickerCloses = rx.MustCompile(`\b(?:did|does|will)\s+[a-z]{2,5}\s+(?:close|open)\b|` +
		`\b(?:did|does|will)\s+[a-z]{6,12}\s+(?:close|open)(?:\s*[?.!,]|\s*$|\s+(?:at|on|up|down|higher|lower|yesterday|today|last|this)\b)|` + // "where did Palantir close yesterday", not "… close its stores"
		`\b(?:close|closed|open|opened)\s+at\b|(?:a cu[áa]nto|c[óo]mo) (?:cerr[óo]|abri[óo])|` +
		`\b(?:como|quanto|a quanto)\s+(?:fechou|abriu)\b|\bwie\s+hat\s[^?.!]{1,40}\s(?:geschlossen|eröffnet)\b|` + // pt, de: "Como fechou ITUB4 hoje?", "Wie hat SAP heute geschlossen?"
		`\b(?:a quanto|come)\s+(?:ha chiuso|ha aperto|chiudeva|apriva)\b`) // it: "a quanto chiudeva STM …"
)

// companyPricedNow reports whether a request (raw, and lower-cased) names a listed
// company and, beside it and its ticker, only a word of now and maybe a casual ask of its
// level: "Repsol ahora mismo", "quanto tá a Vale agora?", "enel ora quanto fa??", "wo
// steht VW grad?".
func companyPricedNow(raw, lower string) bool {
	// A word of now is needed after the name and ticker are taken out; read it first, on the
	// whole text, for the name's long alternation is costly (a word of now cut by the name,
	// "en ce … moment", is still let through to the full reading).
	if !casualNow.MatchString(lower) && !strings.Contains(lower, "moment") {
		return false
	}
	name := shareCompany.FindString(lower)
	if name == "" {
		name = strings.ToLower(shareCompanyCapitalized.FindString(raw))
	}
	if name == "" {
		name = wellKnownTicker.FindString(lower) // "what's nvda at rn"
	}
	if name == "" {
		name = b3TickerLower.FindString(lower) // "bbas3 agora"
	}
	name = strings.TrimFunc(name, func(r rune) bool { return !unicode.IsLetter(r) && !unicode.IsDigit(r) })
	if name == "" || notShares.MatchString(lower) {
		return false
	}
	// Its ticker beside it goes too: "Siemens aktuell? SIE.DE".
	rest := strings.Replace(strings.ToLower(shareTickerWord.ReplaceAllString(raw, " ")), name, " ", 1)
	rest = strings.Join(strings.Fields(rest), " ")
	if i := strings.LastIndexAny(rest, ",;"); i >= 0 && pricedNowCasually(strings.TrimSpace(rest[i+1:])) {
		return true // the ask after a clause that names it: "… about Palantir, what's it at today?"
	}
	return pricedNowCasually(rest)
}

// b3TickerLower is a ticker of the Brazilian exchange written in lower case as a word
// of its own ("bbas3", "petr4", "taee11").
var b3TickerLower = rx.MustCompile(`(?:^|[^\pL\pN])[a-z]{4}(?:3|4|5|6|11)(?:$|[^\pL\pN])`)

// shareCompanyCapitalized is a listed company whose name is also a common word, named
// capitalized: "quanto tá a Vale agora?", not "vale, obrigado".
var shareCompanyCapitalized = rx.MustCompile(`(?:^|[^\pL])(?:Vale|Generali|Total|Orange)(?:$|[^\pL])`)

// pricedNowCasually reports whether what is left of a lower-cased request once a share's
// name is taken out holds a word of now and nothing else but a casual ask of a level, an
// article and an interjection: "agora", "ta quanto hj", "il est à combien là ?", "grad?".
func pricedNowCasually(rest string) bool {
	if !casualNow.MatchString(rest) {
		return false
	}
	return casualLevelAsk.MatchString(strings.Join(strings.Fields(casualNow.ReplaceAllString(rest, " ")), " "))
}

var (
	// casualNow is a word of now in a casual ask of a share's level.
	casualNow = rx.MustCompile(`(?:^|[^\pL])(?:right now|rn|now|currently|today|this morning|ce matin|stamattina|esta mañana|hoje de manhã|heute morgen|agora(?: mesmo)?|agr|hoje|hj|nesse momento|neste momento|no momento|` +
		`adesso|ora|oggi|in questo momento|al momento|là(?: tout de suite)?|tout de suite|maintenant|aujourd'hui|en ce moment|actuellement|` +
		`grad|gerade|jetzt|aktuell|heute|im moment|derzeit|ahora(?: mismo)?|ahorita|hoy|en este momento)(?:$|[^\pL])`)
	// casualLevelAsk is a casual ask of a share's level with its time taken out, or none:
	// "mano ta quanto", "a quanto è scambiata", "elle est à combien", "wo steht", "what's it at".
	casualLevelAsk = rx.MustCompile(`^[¿]?(?:(?:mano|cara|oi|bro|hey|yo|oye|ehi|dis|sag mal|salut|coucou)[,!]?\s*)?(?:(?:y|e|et|and|und)\s+)?(?:(?:a|o|la|le|il|die|der|el|the)\s+)?` +
		`(?:(?:what's|whats|what is|where's|where is)\s+(?:(?:it|that)\s+)?at|how much is it|(?:how's|hows|how is)\s+(?:it\s+)?doing|` +
		`(?:qu[ée]|q) tal (?:va|anda|est[áa])|c[óo]mo (?:va|anda|est[áa]|t[áa]|vai)|come (?:va|sta andando)|comment (?:va|se porte)|quanto|à combien|` +
		`c'est à combien|c’est à combien|cours(?:\s+(?:de|du|d'|d’))?|` +
		`(?:quanto|qto)\s+(?:tá|ta|está|esta|anda)(?:\s+(?:a|o))?|(?:tá|ta|está|esta)\s+(?:a\s+)?quanto|` +
		`(?:a\s+)?quanto\s+(?:fa|sta|quota|è scambiata|è quotata|si scambia)|` +
		`(?:(?:il|elle)\s+)?(?:est|cote)\s+à\s+combien|à\s+combien\s+(?:est|cote)(?:[- ](?:il|elle))?|` +
		`(?:wo|wie)\s+steht|` +
		`(?:a\s+)?cu[áa]nto\s+(?:está|esta|anda|cotiza))?(?:\s+(?:pls|plz|please|tío|tio|mano|bro|cara))?\s*[?？!.,]*$`)
)

// shareCours is a French "cours" (a price, or a class) of a capitalized name, and what
// follows; coursNow a time of now after it.
var (
	shareCours = rx.MustCompile(`(?i:cours)\s+(?:de\s+l'action\s+|du\s+titre\s+|de\s+|d'|du\s+)(\p{Lu}(?:[\pL\pN&.-]|['’]\p{Lu})*)(.*)`)
	coursNow   = rx.MustCompile(`^\s*(?:(?:en ce moment|maintenant|aujourd'hui|actuellement)\b|\(?[A-Z]{2,5}(?:\.[A-Z]{1,2})?\)?\s*(?:maintenant|aujourd'hui|actuellement)\b)`)
)

// setupTopic reports whether tokens name an article by the setting up it explains: the
// article's word, then "on", "about", "sobre", "sur" or "su", maybe "how to" or "como",
// and a verb of setting up, configuring or connecting ("article on setting up email
// forwarding", "artigo sobre configurar a impressora", "articolo su come esportare").
func setupTopic(tokens []string) bool {
	for i := 0; i+2 < len(tokens); i++ {
		if !setupArticles[tokens[i]] || !setupAbout[tokens[i+1]] {
			continue
		}
		rest := tokens[i+2:]
		if len(rest) > 1 && setupHow[rest[0]] {
			rest = rest[1:]
		} else if len(rest) > 2 && rest[0] == "how" && rest[1] == "to" {
			rest = rest[2:]
		}
		if setupVerb.MatchString(rest[0]) {
			return true
		}
	}
	return false
}

var (
	setupArticles = set("article", "articles", "artigo", "artigos", "artículo", "artículos", "articolo", "articoli")
	setupAbout    = set("on", "about", "sobre", "sur", "su", "sul", "sulla")
	setupHow      = set("como", "cómo", "comment", "come")
	// setupVerb is a verb of setting up, configuring or connecting, in any of its forms.
	setupVerb = rx.MustCompile(`^(?:setting|configur|install|instal|uninstall|desinstal|désinstal|disinstall|reset|redefin|réinitialis|reinicializ|restablec|export|esport|import|conect|connect|collega|sincroniz|synchronis|syncing|enabling|disabling|activ|ativ|attiv|desativ|desactiv|désactiv|disattiv|troubleshoot)`)
)

// OwnCiting returns the verbs of citing a request tells as the asker's own act
// (askerCites), whose words name no citation asked.
func OwnCiting(raw string) []string {
	var verbs []string
	for _, m := range askerCites.FindAllString(strings.ToLower(raw), -1) {
		verbs = append(verbs, citingVerbs(text.Tokens(m))...)
	}
	return verbs
}

// citingVerbs returns the tokens that name citing: "cite", "citations", "citar", "zitieren".
func citingVerbs(tokens []string) []string {
	return slices.DeleteFunc(slices.Clone(tokens), func(t string) bool { return !strings.HasPrefix(t, "cit") && !strings.HasPrefix(t, "zit") })
}

// askerCites tells the asker's own citing, in a work of theirs or as what they want to
// do: "I want to cite them in my thesis", "to cite in my paper", "quero citar na
// dissertação", "los quiero citar en mi tesis", "je veux le citer", "voglio citarli".
var askerCites = rx.MustCompile(`\b(?:i|we)\s+(?:want|need|would like|'d like|plan|have)\s+to\s+cite\b|\b(?:i|we)(?:'ll| will| can| could)\s+cite\b|\bcite\s+(?:it|them|this|these|those)?\s*in\s+(?:my|our)\b|` +
	`(?:^|\s)(?:quero|queria|preciso|vou|posso)\s+(?:\pL+\s+)?cit(?:ar|á-l[oa]s?)(?:\s|$|[.,!])|(?:^|\s)(?:quiero|quería|necesito|voy\s+a|puedo)\s+(?:\pL+\s+)?citar(?:l[oa]s?)?(?:\s|$|[.,!])|(?:^|\s)l[oa]s?\s+(?:quiero|necesito|voy\s+a)\s+citar(?:\s|$|[.,!])|` +
	`(?:^|\s)(?:je\s+veux|je\s+vais|je\s+dois)\s+(?:les?\s+|la\s+)?citer(?:\s|$|[.,!])|(?:^|\s)(?:voglio|devo|posso)\s+citar(?:e|li|lo|la|le)(?:\s|$|[.,!])|` +
	`(?:^|\s)(?:ich\s+will|ich\s+möchte|wir\s+wollen)\s+(?:\pL+\s+){0,3}zitieren(?:\s|$|[.,!])`)

// PersonsWords returns the words of a request that name a person: beside a user,
// profile, account or directory, their department ("the directory profile for Priya
// Raman in Finance", "user jdoe from the Sales team", "dell'ufficio Vendite") or surname
// ("the address on Tom Price's account", "the user profile for Daniel Price", "von Herrn
// Stock"); an author's surname beside articles or papers ("articles by James H. Stock");
// the surname of whom a meeting is with ("a meeting with Tom Price"). A word said again
// elsewhere is returned no more.
func PersonsWords(raw string) []string {
	var found [][]string
	switch {
	case personsRecord.MatchString(raw):
		found = slices.Concat(departmentNamed.FindAllStringSubmatch(raw, -1), surnameOwns.FindAllStringSubmatch(raw, -1), personNamedBy.FindAllStringSubmatch(raw, -1))
	case authorsWork.MatchString(raw):
		found = authorNamed.FindAllStringSubmatch(raw, -1)
	default:
		found = metWith.FindAllStringSubmatch(raw, -1)
	}
	var words []string
	for _, d := range found {
		w := slices.MaxFunc(d[1:], func(a, b string) int { return len(a) - len(b) })               // the group that matched
		if Says(strings.ToLower(raw), strings.ToLower(w)) == 1 && !notPlaces[strings.ToLower(w)] { // "lunch with Ana Friday" names a day
			words = append(words, w)
		}
	}
	return words
}

var (
	// personsRecord names a person's record.
	personsRecord = rx.MustCompile(`(?i)\b(?:user|profile|account|directory|employee|staff)|(?i:benutzer|nutzer|mitarbeiter|profil|utente|usuario|usuário|perfil|utilisateur)`)
	// surnameOwns is a person's surname, after the first name, that owns what follows:
	// "Tom Price's account".
	surnameOwns = rx.MustCompile(`\b\p{Lu}\p{Ll}+\s+(\p{Lu}\p{Ll}+)['’]s\s`)
	// personNamedBy is a person named after a word that introduces them, by first name and
	// surname or by title and surname: "for Daniel Price", "von Herrn Stock", "di Giulia
	// Prezzi".
	personNamedBy = rx.MustCompile(`\b(?:for|of|with|von|mit|di|de|da|con|pour)\s+(?:(?:Herrn|Herr|Frau|Mr\.?|Mrs\.?|Ms\.?|Dr\.?|Sig\.?|Sr\.?|Sra\.?|M\.|Mme)\s+|\p{Lu}\p{Ll}+\s+(?:\p{Lu}\.\s+)?)(\p{Lu}\p{Ll}+)\b`)
	// authorsWork names works by an author; authorNamed the author's surname.
	authorsWork = rx.MustCompile(`(?i)\b(?:articles?|papers?|publications?|fachartikel|artikel|arbeiten|artículos?|artigos?|articoli)\b`)
	authorNamed = rx.MustCompile(`\b(?:by|von|de|di)\s+\p{Lu}\p{Ll}+\s+(?:\p{Lu}\.\s+)?(\p{Lu}\p{Ll}+)\b`)
	// metWith is whom a meeting is with: "a meeting with Tom Price".
	metWith = rx.MustCompile(`(?i:\b(?:meeting|call|lunch|termin|treffen|riunione|reunión|réunion|reunião)\s+(?:with|mit|con|avec|com))\s+\p{Lu}\p{Ll}+\s+(\p{Lu}\p{Ll}+)\b`)
)

// departmentNamed is a department a person is in or from, by its capitalized name: "in
// Finance", "from the Sales team", "in the Support department", "dell'ufficio Vendite",
// "aus dem Vertrieb".
var departmentNamed = rx.MustCompile(`\b(?:in|from|of)\s+(?:the\s+)?(Finance|Sales|Support|Research|Purchasing|Procurement|Accounting|Marketing|Legal|Operations|Logistics|Inventory)(?:\s+(?:department|dept|team))?\b|` +
	`(?i:\b(?:ufficio|reparto|abteilung|departamento|département|service|aus\s+dem))\s+(Vertrieb|Einkauf|Finanzen|Vendite|Acquisti|Finanza|Ventas|Compras|Finanzas|Ventes|Achats|Finances|Vendas|Finanças|Sales|Finance|Support)\b`)
