package lexicon

import (
	"slices"
	"strings"
	"unicode"
	"unicode/utf8"

	"github.com/schemarouter/schemarouter/internal/rx"
	"github.com/schemarouter/schemarouter/internal/text"
)

// Main verbs nobody classified. A request names its action with its main verb: the
// last one in Korean and Japanese (UnknownFinalVerb), the leading imperative in English,
// German and Spanish (UnknownLeadVerb). When that verb asks for something to be done and the vocabulary
// does not know it, the request asks for an action nobody has classified — it is not a
// read because the text around it names a tool's things ("내 일정 중에 겹치는 거 찾아서
// 렌더링해줘", "明日の会議を30分後ろにずらして" moves a meeting, "Ship SKU-44 to
// Berlin"). Such a request fails closed.

// Unclassified is the operation of a request whose main verb the vocabulary does not
// know (UnknownFinalVerb, UnknownLeadVerb). No endpoint offers it.
const Unclassified = "unclassified"

// UnknownFinalVerb returns the verb a Korean or Japanese request ends with when that
// verb asks for something to be done and names no operation of the vocabulary, or ""
// — also for a request that ends with a question, a noun or a known verb.
func (l *Lexicon) UnknownFinalVerb(raw string) string {
	if !strings.ContainsFunc(raw, func(r rune) bool { return unicode.In(r, unicode.Hangul, unicode.Hiragana, unicode.Katakana) }) {
		return "" // no Korean or Japanese verb ending
	}
	// A closing sentence that names nothing of the vocabulary says how to answer, not
	// what to do ("…を教えて。急いでください", "…日本語で答えて"): the request's verb is
	// in the sentence before it.
	sentences := splitSentences(raw)
	last := len(sentences) - 1
	for last > 0 && l.namesNothing(sentences[last]) {
		last--
	}
	s := trimTrailing(sentences[last])
	if !casualImperative(sentences[last], s) {
		return ""
	}
	// So does a closing clause after a complete request ("…を教えて、日本語で答えて").
	for {
		i := strings.LastIndexAny(s, "、，,;")
		if i < 0 {
			break
		}
		head := trimTrailing(s[:i])
		if !l.namesNothing(s[i:]) || !(endsWithAny(head, koRequestEndings) || endsWithAny(head, jaRequestEndings)) {
			break
		}
		s = head
	}
	// The verb is read with the word before it, which may complete its form
	// ("予定を入れて" puts an event in the calendar).
	var verb, phrase string
	switch {
	case endsWithAny(s, koRequestEndings):
		verb, phrase = koreanVerb(s)
	case endsWithAny(s, jaRequestEndings) && !endsWithAny(s, jaNotVerbs):
		verb, phrase = japaneseVerb(s)
	default:
		return ""
	}
	if verb == "" {
		return ""
	}
	if before := strings.TrimSuffix(s, verb); strings.HasPrefix(verb, "だけ") || strings.HasPrefix(verb, "のみ") ||
		strings.HasSuffix(before, "だけ") || strings.HasSuffix(before, "のみ") {
		return "" // "登録だけしてください": the verbal noun before "only" is the verb
	}
	if latin := englishVerbBefore(s, verb); latin != "" && len(l.Analyze(text.Tokens(latin), text.Norm(latin)).Ops) > 0 {
		return "" // an English verb of several words before the light verb: "look upしていただけますか"
	}
	// A verb that only carries the request out (처리해줘, 進めて) names no action of its
	// own: the rest of the request does.
	for _, c := range carryOutVerbs {
		if strings.HasPrefix(verb, c) {
			return ""
		}
	}
	// A verbal noun naming a domain term asks for that term (내일 서울 날씨 예측해줘
	// forecasts): the guards decide whether an endpoint offers it.
	// (Ideas made up are no term's: "주제 좀 brainstorm 해줘" asks an act none offers.)
	if noun := verbalNoun(verb); noun != "" && slices.ContainsFunc(l.Analyze(text.Tokens(noun), text.Norm(noun)).Terms, func(t string) bool { return t != "creative writing" }) {
		return ""
	}
	// Known when the phrase names an operation the word before the verb does not.
	prev := strings.TrimSuffix(phrase, verb)
	before := l.Analyze(text.Tokens(prev), text.Norm(prev)).Ops
	for _, v := range slices.Compact([]string{phrase, plainRequest(phrase)}) {
		for _, op := range l.Analyze(text.Tokens(v), text.Norm(v)).Ops {
			if !slices.Contains(before, op) {
				return ""
			}
		}
	}
	return verb
}

// englishVerbBefore returns the English words a verb at the end of s starts with,
// with the English words written before it ("look up" of "…をlook upして"), or "".
func englishVerbBefore(s, verb string) string {
	at := len(s) - len(verb)
	if at < 0 || !strings.HasSuffix(s, verb) {
		return ""
	}
	end := at + len(verb) - len(strings.TrimLeftFunc(verb, func(r rune) bool { return r < utf8.RuneSelf && (unicode.IsLetter(r) || r == ' ') }))
	if end == at {
		return ""
	}
	start := len(strings.TrimRightFunc(s[:at], func(r rune) bool { return r < utf8.RuneSelf && (unicode.IsLetter(r) || r == ' ') }))
	return strings.TrimSpace(s[start:end])
}

// verbalNoun returns the noun of a Sino-Korean or Sino-Japanese verb made with 하다 or
// する (예측해줘 → 예측, 予測して → 予測), or "".
func verbalNoun(verb string) string {
	for _, e := range []string{"해줘", "해 줘", "해주세요", "해 주세요", "하십시오", "하세요", "해줄래", "해봐", "해주", "해 주"} {
		if i := strings.Index(verb, e); i > 0 {
			return strings.TrimSpace(verb[:i])
		}
	}
	if i := strings.Index(verb, "し"); i > 0 && (strings.HasPrefix(verb[i:], "して") || strings.HasPrefix(verb[i:], "しと")) {
		return verb[:i]
	}
	return ""
}

// plainRequest rewrites a verb's request ending to the plain one the vocabulary lists
// its forms with: 更新しといて → 更新して, 제공하십시오 → 제공해줘.
func plainRequest(verb string) string {
	if stem := jaStem(verb); stem != verb {
		return stem + "て"
	}
	for _, e := range []string{"하십시오", "하세요", "해주세요", "해봐요", "해봐", "해줄래"} {
		if strings.HasSuffix(verb, e) {
			return strings.TrimSuffix(verb, e) + "해줘"
		}
	}
	return verb
}

// namesNothing reports whether a text names no domain term.
func (l *Lexicon) namesNothing(s string) bool {
	m := l.Analyze(text.Tokens(s), text.Norm(s))
	return len(m.Terms) == 0
}

// splitSentences cuts a text after each sentence mark (。！？!?, a full stop before a
// space, and before a space the marks that end a casual sentence: 〜, ㅠ, an emoji),
// keeping the marks.
func splitSentences(raw string) []string {
	var out []string
	start := 0
	for i, r := range raw {
		_, size := utf8.DecodeRuneInString(raw[i:]) // an invalid byte is one byte
		end := i + size
		atSpace := end == len(raw) || raw[end] == ' '
		stop := strings.ContainsRune("。！？!?", r) || (r == '.' && !abbreviated(raw[start:i]) && !ordinalDate(raw[start:i], raw[end:])) && atSpace ||
			(r == '～' || r == '〜' || strings.ContainsRune("ㅠㅜㅋㅎ", r) || r != utf8.RuneError && r != '°' && unicode.Is(unicode.So, r)) && atSpace // an emoji ends one, a degree or an ordinal ("dal 1° al 15") not
		if stop && strings.TrimFunc(raw[start:end], notLetter) != "" {
			out = append(out, raw[start:end])
			start = end
		}
	}
	if strings.TrimFunc(raw[start:], notLetter) != "" || len(out) == 0 {
		out = append(out, raw[start:])
	}
	return out
}

// abbreviated reports whether a text ends with an abbreviation or an initial, whose full
// stop ends no sentence: "Smith et al. 2019", "z. B. morgen", "J. Doe".
func abbreviated(before string) bool {
	w := before[strings.LastIndexFunc(before, notLetter)+1:]
	r, _ := utf8.DecodeRuneInString(w)
	return utf8.RuneCountInString(w) == 1 && r < utf8.RuneSelf || abbreviations[strings.ToLower(w)] // an initial is Latin: "건." ends a sentence
}

// ordinalDate reports whether a full stop after a day's one or two digits makes them an
// ordinal before a month or a lower-case word, German style: "am 16. März 2020", "zum 3.
// juni". A number before another sentence ("Set it to 40. Then …") ends it.
func ordinalDate(before, after string) bool {
	digits := len(before) - len(strings.TrimRightFunc(before, unicode.IsDigit))
	if digits == 0 || digits > 2 || digits < len(before) && before[len(before)-digits-1] != ' ' {
		return false
	}
	next := strings.FieldsFunc(after, func(r rune) bool { return !unicode.IsLetter(r) })
	if len(next) == 0 {
		return false
	}
	// A German article or preposition before the number makes it an ordinal before any
	// noun: "im 2. Stock", "zum 3. Mal", "ab dem 1. Quartal".
	prev := strings.Fields(strings.ToLower(before[:len(before)-digits]))
	if len(prev) > 0 && ordinalLeads[prev[len(prev)-1]] {
		return true
	}
	r, _ := utf8.DecodeRuneInString(next[0])
	return unicode.IsLower(r) || monthNames[strings.ToLower(next[0])]
}

// ordinalLeads are the German articles and prepositions an ordinal follows.
var ordinalLeads = set("im", "am", "zum", "zur", "vom", "beim", "der", "die", "das", "den", "dem", "des", "ab", "bis", "seit", "ins")

// monthNames are the German months (and their short forms) an ordinal day stands before.
var monthNames = set("januar", "jänner", "februar", "märz", "april", "mai", "juni", "juli", "august", "september", "oktober",
	"november", "dezember", "jan", "feb", "mär", "apr", "jun", "jul", "aug", "sep", "sept", "okt", "nov", "dez")

// abbreviations end with a full stop inside a sentence.
var abbreviations = set("al", "etc", "vs", "approx", "ca", "bzw", "usw", "vgl", "nr", "dr", "mr", "mrs", "ms", "prof",
	"sr", "sra", "srta", "núm", "aprox", "eg", "ie", "st", "no",
	"dott", "ssa", "sig", "ra", "ing", "avv", "geom", "rag", "arch") // it: "il dott. Ferrari", "la dott.ssa Neri"

// carryOutVerbs ask to carry a request out — process, proceed with, handle, perform —
// like "Führe bitte aus:" (requestFrame) in other languages.
var carryOutVerbs = []string{"처리해", "처리 해", "처리하", "진행해", "진행 해", "진행하", "수행해", "수행 해", "수행하",
	"서둘러", "急いで", "急ぎで", // hurry
	"process해", "process 해", "handle해", "handle 해", "execute해", "execute 해", // code-switched: "… process해"
	"부탁해", "부탁 해", "부탁드려", // please do
	"정리해", "정리 해", "まとめ", "整理し", "返し", // put together (in a table, a line), give back (an answer)
	"折り返し", "返信し", "회신해", "회신 해", "답장해", // get back to the asker with the answer
	"答え", "대답해", "답해", "답변해", // answer (in a word, in Japanese)
	"処理し", "対応し", "実施し", "進め", "行っ", "やっ", "済ませ", "お願いし"}

// koRequestEndings end a Korean request for an action: 해줘, 알려 주세요, 찾아줄래,
// 제공하십시오.
var koRequestEndings = []string{"줘", "줘요", "주세요", "주실래요", "주시겠어요", "주십시오", "줄래", "줄래요", "주라",
	"주삼", "하십시오", "하세요", "해봐", "해봐요", "해"} // bare 해 only as a statement (casualImperative)

// casualImperative reports whether a Korean sentence that ends with bare 해 asks for
// something to be done to an object ("센서를 보정해", "weather sensor를 calibrate해")
// rather than saying how something is ("날씨 따뜻해", "서류가 필요해") or asking whether
// ("…가능해?"): it names its object (을/를) and is no question. A sentence with another
// ending passes.
func casualImperative(sentence, trimmed string) bool {
	if !strings.HasSuffix(trimmed, "해") || endsWithAny(trimmed, koLongerEndings) {
		return true
	}
	if strings.ContainsAny(strings.TrimRightFunc(sentence, unicode.IsSpace), "?？") {
		return false
	}
	return strings.Contains(trimmed, "를") || strings.Contains(trimmed, "을 ")
}

// koLongerEndings are the request endings other than bare 해.
var koLongerEndings = slices.DeleteFunc(slices.Clone(koRequestEndings), func(e string) bool { return e == "해" })

// jaRequestEndings end a Japanese request for an action: 探して, 教えてください,
// 入れておいて, かえといて.
var jaRequestEndings = []string{"ていただけませんか", "ていただけますか", "ていただけないでしょうか", "てもらえませんか", "てくれませんか",
	"てくれますか", "てもらえますか", "ておいてください", "てください", "て下さい", "でください", "で下さい",
	"てもらえる", "てほしい", "てくれる", "ておいて", "といて", "てくれ", "て"} // longest first

// jaNotVerbs end in て without being a verb's request: "…について", "…に関して", "すべて".
var jaNotVerbs = []string{"だけにして", "だけにしてください", "のみにして", "のみにしてください", "について", "に関して", "として", "によって", "に対して", "に於いて", "において", "すべて", "全て",
	"初めて", "改めて", "かつて", "決して", "あえて", "敢えて", "そして", "併せて", "合わせて", "にとって", "を通じて"}

// koAuxiliary reports whether a word only carries a request ending or politeness
// ("update 해줘", "검색해 주세요", "변경해 주시겠어요", "좀"): the verb is before it.
func koAuxiliary(w string) bool {
	if w == "좀" || w == "요" || slices.Contains(koRequestEndings, w) {
		return true
	}
	w = strings.TrimPrefix(strings.TrimPrefix(w, "해"), "하")
	return w == "" || slices.Contains(koRequestEndings, w) || slices.Contains(koRequestEndings, "하"+w)
}

// koGives reports whether a last word is 주다 ("give") standing on its own after a noun
// ("AAPL 주가 줘", "서울 날씨 정보 좀 주세요"): a request for the thing, a read. After a
// verb's connective form ("알려 주세요", "확인해 줘") it only carries the ending.
func koGives(words []string, i int) bool {
	switch words[i] {
	case "줘", "줘요", "주세요", "주십시오", "주라":
	default:
		return false
	}
	j := i - 1
	for j >= 0 && words[j] == "좀" {
		j--
	}
	if j < 0 {
		return false
	}
	last, _ := utf8.DecodeLastRuneInString(words[j])
	return !strings.ContainsRune("아어여해와워봐줘려러", last)
}

// koStem is a word without the Korean request ending fused to it ("up해" is "up").
func koStem(w string) string {
	for _, e := range []string{"해줘", "해", "해주세요"} {
		if s, ok := strings.CutSuffix(w, e); ok && s != "" {
			return s
		}
	}
	return w
}

// trimTrailing drops what may follow a Korean or Japanese request's verb: marks,
// laughter and emphasis (ㅋㅋ, ㅠㅠ, ｗｗ) and Latin politeness ("plz", "asap").
func trimTrailing(s string) string {
	for {
		s = strings.TrimRightFunc(s, func(r rune) bool {
			return !unicode.IsLetter(r) && !unicode.IsDigit(r) || isJamo(r) || r == 'ｗ' || r == '〜'
		})
		i := strings.LastIndexFunc(s, unicode.IsSpace)
		if i < 0 || !trailingWords[strings.ToLower(s[i+1:])] {
			return s
		}
		s = s[:i]
	}
}

var latinParticles = set("up", "out", "down", "in", "off", "on")

var trailingWords = set("plz", "pls", "please", "asap", "thanks", "thx")

// koreanVerb returns the request's last word, with the word before it when the last
// only carries the ending ("update 해줘", "알려 주세요"), and that with the word before
// it.
func koreanVerb(s string) (verb, phrase string) {
	words := strings.Fields(s)
	if len(words) == 0 {
		return "", ""
	}
	i := len(words) - 1
	if koGives(words, i) {
		return "", "" // "AAPL 주가 줘": give me the price
	}
	// A wish closes after the verb it wishes done: "생성해 줬으면 해", "만들어 주었으면
	// 좋겠어요", "추가해 주면 고맙겠어", "등록해 주기를 원해".
	if i > 1 && koWishClosers[words[i]] && (strings.HasSuffix(words[i-1], "으면") || koWishGivers[words[i-1]]) {
		i--
		if koWishGivers[words[i]] {
			i--
		}
	}
	for i > 0 && koAuxiliary(words[i]) { // "해 주세요", "변경해 주시겠어요"
		i--
	}
	if i > 0 && latinParticles[strings.ToLower(koStem(words[i]))] { // "list up 해줘", "look up해"
		i--
	}
	// The phrase reaches past an adverb or a counter to the verb's object: "티켓 좀
	// 끊어줘", "일정 하나 박아줘".
	p := max(i-1, 0)
	for p > 0 && koreanAdverbs[words[p]] {
		p--
	}
	return strings.Join(words[i:], " "), strings.Join(words[p:], " ")
}

// koWishClosers close a wish after a conditional: "…줬으면 해", "…했으면 좋겠어".
var koWishClosers = set("해", "해요", "합니다", "좋겠어", "좋겠어요", "좋겠습니다", "좋겠다", "좋겠는데", "하는데", "해서요",
	"고맙겠어", "고맙겠어요", "고맙겠습니다", "감사하겠어요", "감사하겠습니다", "원해", "원해요", "원합니다", "바라", "바래", "바랍니다")

// koWishGivers give the wished act to the asker: "생성해 줬으면 해".
var koWishGivers = set("줬으면", "주었으면", "주셨으면", "주면", "주시면", "주기를", "주길", "주시기를", "주시길")

var koreanAdverbs = set("좀", "하나", "한번", "한 번", "빨리", "얼른", "다시", "또", "지금", "바로", "제발")

// japaneseVerb returns the request's last verb with its ending — what follows the last
// particle or clause mark before the ending, with the noun before it when the verb is
// only する ("一覧にして") — and that with the word and particle before it.
func japaneseVerb(s string) (verb, phrase string) {
	stem := jaStem(s)
	before := func(i int) int {
		return lastParticleEnd(strings.TrimRightFunc(stem[:i], func(r rune) bool { return strings.ContainsRune(jaParticleRunes, r) }))
	}
	start := lastParticleEnd(stem)
	if stem[start:] == "し" && start > 0 {
		start = before(start)
	}
	if v := s[start:]; strings.Contains(v, "をし") { // 更新をして is 更新して
		s = s[:start] + strings.Replace(v, "をし", "し", 1)
	}
	prev := start
	if start > 0 {
		prev = before(start)
	}
	return s[start:], s[prev:]
}

// jaStem returns a Japanese verb without its request endings, which stack
// (調べといてくれる is 調べ + て + おいて + くれる).
func jaStem(verb string) string {
	stem := verb
	for again := true; again; {
		again = false
		for _, e := range jaStackedEndings {
			if strings.HasSuffix(stem, e) && len(stem) > len(e) {
				stem, again = strings.TrimSuffix(stem, e), true
				break
			}
		}
	}
	return stem
}

var jaStackedEndings = append(slices.Clone(jaRequestEndings), "ておい", "とい")

// lastParticleEnd is where the last word of a Japanese text starts: after its last
// particle, clause mark or space, or 0. と and も after a hiragana are inside a word
// ("まとめて", "もらえる"), not particles.
func lastParticleEnd(s string) int {
	best := 0
	for _, p := range jaParticles {
		for i := strings.LastIndex(s, p); i >= 0; i = strings.LastIndex(s[:i], p) {
			if r, _ := utf8.DecodeLastRuneInString(s[:i]); i == 0 || !unicode.Is(unicode.Hiragana, r) || (p != "と" && p != "も") {
				best = max(best, i+len(p))
				break
			}
		}
	}
	return best
}

var (
	jaParticles     = []string{"を", "に", "で", "は", "が", "と", "へ", "も", "の", "から", "まで", "だけ", "のみ", "、", "。", " ", "　", "：", ":"}
	jaParticleRunes = "をにではがとへもの、。 　：:"
)

func endsWithAny(s string, endings []string) bool {
	for _, e := range endings {
		if strings.HasSuffix(s, e) {
			return true
		}
	}
	return false
}

// isJamo reports whether r is a lone Hangul letter (ㅋ, ㅠ, ㄱ), as in ㅋㅋ and ㄱㄱ.
func isJamo(r rune) bool { return r >= 0x3131 && r <= 0x318E }

// UnknownLeadVerb returns the verb an English, German or Spanish request leads with
// when it is an imperative the vocabulary does not know ("Ship SKU-44 to Berlin",
// "Berechne die Phononen-Dispersion …"), or "". Imperatives lead, after politeness
// ("please", "can you"); in English the word counts as a verb only when a determiner, a
// pronoun or an identifier follows it, as it does a verb's object and never a noun
// heading a request ("Seoul weather", "AAPL price"). German and Spanish are read by
// unknownImperative.
func (l *Lexicon) UnknownLeadVerb(raw string) string {
	lower := strings.ToLower(raw)
	if bare := bareCommand.FindStringSubmatch(lower); bare != nil && shortHeads[bare[1]] {
		return "" // a tool's short name leads: "struct mp-149"
	}
	if first := strings.Fields(lower); len(first) > 1 && hindiPostpositions[strings.Trim(first[1], ",.?!")] &&
		slices.ContainsFunc(first, func(w string) bool { return hindiWords[strings.Trim(w, ",.?!")] }) {
		return "" // a Latin-script Hindi noun leads: "Mumbai mein abhi temperature kitna hai?"
	}
	if lang := latinLanguage(raw); lang != nil {
		return l.unknownImperative(raw, lang)
	}
	if !english(raw) {
		return ""
	}
	raw = l.withoutHeading(raw)
	words := strings.FieldsFunc(raw, func(r rune) bool { return !unicode.IsLetter(r) && !unicode.IsDigit(r) && r != '-' && r != '\'' })
	i := 0
	for i < len(words) && leadPoliteness[strings.ToLower(words[i])] {
		i++
	}
	if i+1 >= len(words) {
		return ""
	}
	verb, next := strings.ToLower(words[i]), words[i+1]
	if notImperative(verb) {
		// A leading phrase ("Using the finance tool, …", "Via the weather API: …") is
		// not the request; its verb, if any, follows.
		if _, rest, ok := strings.Cut(raw, ","); ok {
			return l.UnknownLeadVerb(rest)
		}
		return ""
	}
	// An object may also be an amount ("ship 12 of sku-642"), a third-person pronoun ("onboard him"),
	// or a record named by its code ("Impersonate user 4401").
	object := objectStart(next) || englishObjectPronouns[strings.ToLower(next)] ||
		strings.EqualFold(next, "to") && i+2 < len(words) && objectStart(words[i+2]) && !movesTo[verb] || // "Reply to the author"
		isNumber(next) && i+2 < len(words) && amountWords[strings.ToLower(words[i+2])] ||
		i+2 < len(words) && strings.ContainsAny(words[i+2], "0123456789") && codedRecords[strings.ToLower(next)]
	if !object || IsGeneric(verb) || questionLeads[verb] || carryOutEnglish[verb] {
		return ""
	}
	return l.unknownVerb(words[i], raw)
}

// unknownVerb returns a request's leading word, lower-cased, when it can be a verb the
// vocabulary does not know: all letters, no name (AAPL, GaN), no stopword, naming no
// operation or term on its own, and not the start of a multi-word operation form the
// request says ("open a ticket", "Rufe den Kurs … ab"). It returns "" otherwise.
func (l *Lexicon) unknownVerb(word, raw string) string {
	verb := strings.ToLower(word)
	if _, size := utf8.DecodeRuneInString(word); word[size:] != strings.ToLower(word[size:]) || !isLetters(verb) || text.IsStopword(verb) {
		return ""
	}
	if m := l.Analyze(text.Tokens(verb), text.Norm(verb)); len(m.Ops) > 0 || len(m.Terms) > 0 {
		return ""
	}
	norm := text.Norm(raw)
	if m := l.Analyze(text.Tokens(raw), norm); m.Main != "" && m.MainAt == strings.Index(norm, text.Norm(verb)) {
		return ""
	}
	return verb
}

// withoutHeading returns a request without a leading heading that names nothing ("Quick
// request: …", "Hilf mir dabei: …").
func (l *Lexicon) withoutHeading(raw string) string {
	if head, after, ok := strings.Cut(raw, ":"); ok && l.namesNothing(head) {
		return after
	}
	return raw
}

// carryOutEnglish are the English verbs that only carry a request out or name the tool
// to use ("Use the finance tool to …", "Process the following request: …", "Handle
// this: …"); the rest of the request names the action.
var carryOutEnglish = set("use", "invoke", "call", "perform", "process", "handle", "route", "dispatch",
	"do", "execute", "run", "complete", "carry", "fulfil", "fulfill", "serve", "answer", "action",
	"trigger", "apply", "hit", "query", "consult", "ask")

// notImperative reports whether an English word cannot be an imperative: a participle
// (using, based, given), an adverb (lastly), a noun of a quality (availability,
// readiness, Italian "disponibilità"), a preposition (via, regarding, per) or an
// interjection (hello, thanks).
func notImperative(w string) bool {
	return strings.HasSuffix(w, "ing") || strings.HasSuffix(w, "ed") || strings.HasSuffix(w, "ly") && !lyVerbs[w] ||
		strings.HasSuffix(w, "ity") || strings.HasSuffix(w, "ness") || strings.HasSuffix(w, "ità") || len(w) > 6 && strings.HasSuffix(w, "ita") || // Italian "disponibilità", typed "disponibilita"
		strings.HasPrefix(w, "wh") || strings.HasPrefix(w, "how") || leadPrepositions[w] || interjections[w]
}

// lyVerbs end like an adverb: "Reply to the author".
var lyVerbs = set("reply", "apply", "supply", "multiply", "comply", "tally", "rely")

var interjections = set("not", "don't", "hello", "thanks", "thank", "maybe", "anyway", "also", "first", "mean", // "I mean the weekend —"
	"wats", "wat", "whats", // a question in chat spelling
	"next", "then", "so", "well", "fyi", "btw", "sure", "yes", "no", "yo", "sorry", "oh", "perhaps", "again")

// english reports whether a text that latinLanguage tells neither German nor Spanish
// reads as English: Latin script without a function word or a question word of Spanish,
// German, French or Portuguese ("Voy a cambiar", "Ayudame a crear", "qual a
// temperatura …").
func english(raw string) bool {
	if strings.ContainsFunc(raw, func(r rune) bool {
		return r > unicode.MaxLatin1 && !unicode.Is(unicode.Latin, r) && unicode.IsLetter(r)
	}) {
		return false
	}
	for i, w := range strings.FieldsFunc(raw, func(r rune) bool { return !unicode.IsLetter(r) }) {
		lower := strings.ToLower(w)
		// Lower-case only ("Los Angeles" is a name), but a question word may lead
		// capitalized ("Qui a cité …", "Qual o email …").
		if otherLatinLanguage[w] || latinQuestionWords[lower] && (i == 0 || w == lower) {
			return false
		}
	}
	return true
}

// latinQuestionWords ask a Portuguese or French question.
var latinQuestionWords = set("qual", "quais", "quanto", "quantos", "quanta", "quantas", "quel", "quelle", "quels", "quelles", "qui",
	"cuánto", "cuánta", "cuántos", "cuántas", "cuanto", "cuanta", "cuantos", "cuantas", "combien") // "cuántas CR-55 quedan?"

var otherLatinLanguage = set("de", "del", "el", "la", "los", "las", "que", "por", "para", "con", "una",
	"y", "mi", "der", "die", "das", "und", "mit", "für", "fur", "bitte", "ich", "ist", "le", "les", "des",
	"du", "une", "et", "est", "pour", "avec", "não", "você", "um", "uma",
	"em", "na", "nas", "da", "das", "pra", "tá", "au", "aux", "dans", // pt, fr
	"il", "gli", "della", "delle", "degli", "nella", "sulla", "che", "è", "questo", "questa", "mio", "mia") // it

var leadPrepositions = set("via", "per", "regarding", "re", "within", "across", "through", "from", "with",
	"without", "for", "after", "before", "during", "as", "like", "under", "inside", "in", "on", "at", "by",
	"about", "only")

// leadPoliteness may come before an English imperative.
var leadPoliteness = set("please", "pls", "plz", "kindly", "can", "could", "would", "will", "you", "u",
	"hey", "hi", "ok", "okay", "just", "now", "go", "ahead", "and", "i", "need", "want", "to", "i'd", "id",
	"like", "love", "let's", "lets", "help", "me", "is", "it", "possible", "be", "able", "but", "rather", "instead")

// objectStart reports whether an English word begins a verb's object: a determiner, a
// pronoun or an identifier led by letters (SKU-44, u-2210). A bare number or a
// measure ("2023", "3-day") heads no object: "AAPL 2023 price history".
func objectStart(w string) bool {
	switch strings.ToLower(w) {
	case "the", "my", "a", "an", "all", "this", "these", "those", "our", "your", "its", "their", "it", "them", "every", "each":
		return true
	}
	return w != "" && unicode.IsLetter([]rune(w)[0]) && strings.ContainsAny(w, "0123456789")
}

func isNumber(w string) bool {
	return w != "" && strings.Trim(w, "0123456789") == ""
}

var englishObjectPronouns = set("him", "her", "them") // not "me": "Walk me through …" tells

// movesTo are verbs whose "to" names where the request goes, not what it acts on:
// "Go to the calendar and list …", "Switch to the forecast".
var movesTo = set("go", "switch", "jump", "navigate", "scroll", "head", "turn", "come", "listen", "talk")

// amountWords follow the number of an amount: "ship 12 of sku-642", "move 30 units".
var amountWords = set("of", "units", "unit", "pcs", "pieces", "items", "x", "shares")

// codedRecords are the English records a code follows: "user 4401", "ticket 88".
var codedRecords = set("user", "account", "ticket", "case", "order", "sku", "item", "event", "meeting", "profile",
	"customer", "invoice", "material", "paper")

func isLetters(w string) bool {
	for _, r := range w {
		if !unicode.IsLetter(r) {
			return false
		}
	}
	return w != ""
}

// unknownImperative is UnknownLeadVerb for a German or Spanish request (lang), whose
// imperatives lead too ("Drucke den Bericht", "Imprime el informe"). Only the first word
// (after "bitte", "por favor") is read, and only before an object word that follows a
// verb and never a noun: German accusative and dative forms (den, einen, mir), Spanish
// articles and possessives.
func (l *Lexicon) unknownImperative(raw string, lang *leadReading) string {
	raw = l.withoutHeading(raw)
	words := strings.FieldsFunc(raw, func(r rune) bool { return !unicode.IsLetter(r) && !unicode.IsDigit(r) && r != '-' })
	i := 0
	for i < len(words) && lang.politeness[strings.ToLower(words[i])] {
		i++
	}
	if i+1 >= len(words) || !lang.objects[strings.ToLower(words[i+1])] {
		return ""
	}
	verb := strings.ToLower(words[i])
	switch {
	case lang.skip[verb], useVerbs[verb] && routeID.MatchString(raw):
		return ""
	case lang == spanish && (strings.HasSuffix(verb, "o") || strings.HasSuffix(verb, "s")):
		return "" // "Llevo una semana …", "¿Tienes el precio …?": a statement or a question, no imperative
	case lang == german && strings.HasSuffix(strings.TrimSpace(raw), "?") && strings.HasSuffix(verb, "t"):
		return "" // "Kostet die SAP-Aktie …?": a question's verb
	case lang == italian && italianStatement(verb):
		return "" // "Cerco gli articoli …", "Vorrei il prezzo …", "Sapresti la …": no imperative
	}
	if lang == spanish && l.knownWithoutClitic(verb) || lang == italian && l.knownWithoutItalianClitic(verb) {
		return "" // "darme", "mostrarme", "mostrameli": a verb the vocabulary knows, with its pronoun
	}
	return l.unknownVerb(words[i], raw)
}

// knownWithoutClitic reports whether a Spanish verb carrying pronouns (consígueme,
// mostrármela, darme) is, without them and its accent, a verb the vocabulary knows or one
// of giving, knowing or seeing.
func (l *Lexicon) knownWithoutClitic(w string) bool {
	for _, c := range []string{"selo", "sela", "noslo", "melo", "mela", "me", "te", "nos", "los", "las", "lo", "la", "le", "les"} {
		stem, ok := strings.CutSuffix(w, c)
		if !ok || stem == "" {
			continue
		}
		for _, t := range text.Tokens(stem) { // with its accent-folded twin: consígue, consigue
			if spanishReads[t] || len(l.Analyze([]string{t}, t).Ops) > 0 {
				return true
			}
		}
	}
	return false
}

var spanishReads = set("dar", "da", "saber", "conocer", "ver", "decir", "di")

// italianStatement reports whether an Italian word leading a request is no imperative: a
// first person's present ("cerco"), a conditional ("vorrei", "potrebbe"), a participle or
// a gerund.
func italianStatement(w string) bool {
	for _, e := range []string{"o", "rei", "resti", "rebbe", "remmo", "ato", "ata", "ati", "ate", "uto", "uta", "ito", "ita", "ndo"} {
		if strings.HasSuffix(w, e) {
			return true
		}
	}
	return false
}

// knownWithoutItalianClitic reports whether an Italian imperative or infinitive carrying
// pronouns (mostrameli, trovami, inviarlo) is, without them, a verb the vocabulary knows.
func (l *Lexicon) knownWithoutItalianClitic(w string) bool {
	for _, c := range []string{"melo", "mela", "meli", "mele", "telo", "glielo", "gliela", "glieli", "mi", "ci", "li", "le", "lo", "la", "gli", "ne"} {
		stem, ok := strings.CutSuffix(w, c)
		if !ok || len(stem) < 3 {
			continue
		}
		for _, v := range []string{stem, stem + "e"} { // an infinitive drops its -e: "inviarlo" is "inviare"
			if len(l.Analyze([]string{v}, v).Ops) > 0 {
				return true
			}
		}
	}
	return false
}

// leadReading is how one language's leading imperative is read.
type leadReading struct {
	function, politeness, objects, skip map[string]bool
}

var (
	german = &leadReading{
		function: set("der", "die", "das", "den", "dem", "des", "und", "ist", "ich", "mir", "mich", "bitte", "nicht",
			"ein", "eine", "einen", "für", "mit", "von", "zu", "auf", "im", "wie", "was", "welche", "meine", "meinen",
			"mein", "meinem", "sie", "uns", "zum", "zur", "vom", "beim", "es"),
		politeness: set("bitte", "mal", "jetzt", "schnell", "hallo", "hey", "hilf", "dabei", "sondern", // sondern: what a set-aside clause leaves
			"lieber", "eher", "stattdessen", "vielmehr"), // a preference: "Lieber die Kursentwicklung … als …"
		objects: set("den", "die", "das", "einen", "eine", "ein", "meinen", "meine", "mein", "deinen", "unsere",
			"unseren", "diesen", "diese", "dieses", "alle", "sämtliche", "mir", "uns"),
		skip: set("nur", "auch", "jetzt", "heute", "morgen", "danke", "guten", "also", "dann", "zuerst", "und", "oder",
			"aber", "wie", "was", "wer", "wo", "wann", "welche", "welcher", "welches", "gibt", "ist", "sind", "hat",
			"habe", "ich", "wir", "für", "mit", "von", "laut", "gemäß", "wegen", "seit", "ohne", "nach", "vor", "bei",
			"nicht", "kein", "keine", "mir", "alle", "zwischen", "über", "unter", "neben", "gegen", "durch", "um", "ab",
			"bis", "aus", "an", "in", "während", "innerhalb", "außerhalb", "statt", "anstatt", "gib",
			// the finite verbs a yes-or-no question leads with: "wird das Wetter morgen besser?"
			"wird", "werden", "wurde", "wurden", "war", "waren", "kann", "können", "könnte", "soll", "sollte",
			"muss", "müsste", "darf", "hast", "hatte", "bin", "bist", "seid",
			// a need told with its "ich" dropped: "Brauche die Vorhersage für heute Nacht"
			"brauche", "bräuchte", "benötige", "hätte", "möchte", "will"),
	}
	spanish = &leadReading{
		function: set("el", "la", "los", "las", "de", "del", "que", "por", "para", "con", "una", "un", "mi", "mis",
			"está", "y", "en", "al", "lo", "se", "cuál", "qué"),
		politeness: set("por", "favor", "porfa", "oye", "hola", "ahora", "rápido", "sino", // sino: what a set-aside clause leaves
			"mejor", "preferiblemente", // a preference: "Mejor el historial de …"
			"buenos", "buenas", "días", "tardes", "noches", "bonjour", "bonsoir", "salut", "coucou", "olá", "oi", "bom", "boa", "dia"), // greetings: "Bonjour, tu peux …" is no imperative "Bonjour"
		objects: set("el", "la", "los", "las", "mi", "mis", "un", "una", "este", "esta", "estos", "estas", "todos",
			"todas", "tu", "tus"),
		skip: set("tras", "según", "desde", "hasta", "hacia", "durante", "mediante", "sin", "con", "solo", "sólo",
			"solamente", "únicamente", "también", "hoy", "mañana", "ya", "para", "por", "sobre", "entre", "qué",
			"cuál", "cuánto", "cómo", "dónde", "quién", "necesito", "quiero", "quisiera", "hola", "gracias", "no",
			"sí", "ahora", "dime", "nada", "ni", "pero", "luego", "después", "antes", "todos", "todas", "en", "a",
			"hay", "está", "esta", "es", "son", "tiene", "tienen", "tenéis", "existe", "existen", "interesa", "interesan", "me", "cotiza", "cotizan",
			"de", "ante", "bajo", "contra", "excepto", "salvo", "incluso"),
	}
	// italian reads Italian: its function words are only those no Spanish, English, French
	// or German text has in lower case ("per", "una", "il" and "alle" are not).
	italian = &leadReading{
		function: set("gli", "di", "della", "dello", "delle", "degli", "dei", "nel", "nella", "nei", "alla", "allo",
			"sul", "sulla", "sui", "sulle", "sugli", "dalla", "dallo", "che", "è", "mio", "mia", "miei", "questo", "questa", "ho", "abbiamo", "avete"),
		politeness: set("per", "favore", "piacere", "perfavore", "cortesemente", "gentilmente", "ciao", "salve", "buongiorno",
			"buonasera", "ehi", "senti", "scusa", "scusi", "grazie", "ok", "allora", "potresti", "puoi", "può", "potrebbe",
			"riesci", "riesce", "mi", "ti", "gentile", "dai", "ora", "adesso", "subito"),
		objects: set("il", "lo", "la", "l", "i", "gli", "le", "un", "uno", "una", "mio", "mia", "miei", "mie", "tutti", "tutte",
			"questo", "questa", "questi", "queste", "quel", "quella", "quei", "quelle"),
		skip: set("qual", "quale", "quali", "quanto", "quanta", "quanti", "quante", "come", "dove", "quando", "chi", "cosa",
			"che", "perché", "perche", "è", "ha", "hai", "avete", "abbiamo", "sei", "esiste", "esistono", "serve", "servono", "vorrei", "voglio",
			"volevo", "devo", "dovrei", "posso", "potrei", "non", "no", "sì", "si", "oggi", "domani", "ieri", "poi", "prima",
			"dopo", "anche", "solo", "con", "da", "dal", "in", "nel", "su", "sul", "a", "al", "di", "del", "tra", "fra",
			"secondo", "tutti", "tutte", "caro", "cara", "ecco", "ma", "e", "o", "quindi", "comunque", "cmq", "nn", "c",
			"fai", "fate", "faccia", "fammi", "facci"), // a light verb: "Mi fai un check delle previsioni …"
	}
	// italianToo are the Spanish function words that are Italian ones too.
	italianToo = set("la", "un", "una", "con", "mi", "al", "lo", "se", "del")
	// useVerbs only name the operation to use when a catalog's route is named by its id:
	// "Verwende die Operation finance.history für …", "Usa la operación finance.history …"
	// ("Verwende die Löschfunktion für …" uses what no route is).
	useVerbs = set("verwende", "verwenden", "nutze", "nutz", "nutzen", "benutze", "benutz", "benutzen",
		"usa", "use", "utiliza", "utilice", "emplea", "emplee", "invoca", "invoque")
	// routeID is a route named by its id: "finance.history", "users.update".
	routeID = rx.MustCompile(`\b[a-z]+\.[a-z_]+\b`)
)

// hindiPostpositions follow a noun in Latin-script Hindi.
var hindiPostpositions = set("mein", "ka", "ki", "ke", "ko", "se", "par")

// hindiWords are Latin-script Hindi words no other language here writes ("mein" is
// German too).
var hindiWords = set("hai", "hain", "kya", "kitna", "kitni", "kitne", "kaisa", "kaise", "abhi", "karo", "kar", "nahi", "batao", "dikhao", "bhai")

// LooksGerman reports whether a Latin-script text says more of German's function words
// than of Spanish's or Italian's (latinLanguage): German capitalizes every noun.
func LooksGerman(raw string) bool { return latinLanguage(raw) == german }

// latinLanguage returns German, Spanish or Italian when a Latin-script text says more of
// that language's function words than of each other's, or nil. The Spanish function
// words Italian says too count for Spanish only in a text with no Italian one.
func latinLanguage(raw string) *leadReading {
	de, es, it, shared := 0, 0, 0, 0
	// Only lower-case words count: "El Paso", "Los Angeles" are names in an English text.
	for _, w := range strings.FieldsFunc(raw, func(r rune) bool { return !unicode.IsLetter(r) }) {
		if w != strings.ToLower(w) {
			continue
		}
		if german.function[w] {
			de++
		}
		if spanish.function[w] {
			es++
			if italianToo[w] {
				shared++
			}
		}
		if italian.function[w] {
			it++
		}
	}
	if it > 0 {
		es -= shared // Italian says them too: "un tutorial nella documentazione … al gestionale"
	}
	switch {
	case de > es && de > it:
		return german
	case es > de && es > it:
		return spanish
	case it > de && it > es:
		return italian
	}
	return nil
}
