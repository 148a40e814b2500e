// Package lexicon is the built-in multilingual vocabulary of the deterministic planner:
// the common API operations (read, search, create, update, delete, cancel, buy, ...) and
// common API domain terms (weather, price, calendar, user, band gap, ...), each with its
// forms in English, Korean, Japanese, Chinese, Spanish, German, French, Portuguese and
// Italian.
//
// It lets the planner route a request written in one language against a catalog written
// in another (the analyzer adds the English terms of every form it finds in the query),
// and tells which operations a request asks for and which an endpoint offers, so that a
// request for an action no endpoint offers is refused instead of routed to a sibling.
// Catalogs extend it with their own aliases (Compile with extra entries). The vocabulary
// is general language knowledge, not taken from any benchmark; see docs/ROUTING.md.
package lexicon

import (
	"cmp"
	"slices"
	"strings"
	"sync"
	"unicode"
	"unicode/utf8"

	"github.com/schemarouter/schemarouter/internal/rx"
	"github.com/schemarouter/schemarouter/internal/text"
)

// ReadFamily is the family of operations that only read.
const ReadFamily = "read"

// Lexicon is a compiled vocabulary. It is immutable and safe for concurrent use.
type Lexicon struct {
	*vocabulary
	// memo, when set, remembers the analyses the lexicon made (Memoized).
	memo *memo
}

// vocabulary is a lexicon's compiled forms, shared by its memoized views.
type vocabulary struct {
	ops    []Operation
	family map[string]string // op -> family
	domain []Entry

	tokens  map[string][]ref      // whole-token forms
	multi   []multiForm           // Latin forms of several tokens
	multiBy map[string][]int      // multi's indices by their first token
	stems   map[string][]stemForm // Latin stems ("aktualisier*"), by their first 4 runes
	subs    map[string][]subForm
	finals  []subForm       // Operation.Final forms, matched at the end of the text
	bare    map[string]bool // the finals that are casual Korean imperatives (열어, 넣어), no answer to a question
	// verbalNouns are the Japanese and Korean verbal nouns of the operations (NounAction).
	verbalNouns map[string]string
	// finalOnly are, per final form, the form followed by each of onlyThenDo.
	finalOnly [][]string

	related map[string][]string // attribute -> the other terms a form of it also names

	termForms map[string]*termForms // a domain term's multi-word and spaceless forms (TermSpan)
	canons    map[string]bool       // the domain entries' canonical terms

	typoOnce sync.Once // builds typo, the misspelling index, on first use (Correct)
	typo     *typoIndex
	typoBase *Lexicon // the lexicon an extended one shares its misspelling index with
}

// IsDomainTerm reports whether a term is the canonical term of a domain entry (some
// operations share their name with one: "schedule").
func (l *Lexicon) IsDomainTerm(term string) bool { return l.canons[term] }

// ref points at an operation (op >= 0) or a domain entry (entry >= 0).
type ref struct{ op, entry int }

type multiForm struct {
	tokens []string
	ref    ref
	// written is the form's words joined as written, where tokens hold their folded
	// twins: what an accented text's norm says.
	written string
}

type stemForm struct {
	stem string
	ref  ref
}

// subForm is a Hangul/Han/Kana form matched as a substring of the normalized query,
// indexed by its first two runes.
type subForm struct {
	form string
	ref  ref
}

// Match is what a text says in terms of the vocabulary.
type Match struct {
	// Ops are the canonical operations found, in vocabulary order, without duplicates.
	Ops []string
	// Terms are the English terms of the domain entries and operations found.
	Terms []string
	// OpTokens are the text's tokens that named an operation ("set", "lösche").
	OpTokens []string
	// IdiomTokens are the tokens of the idioms the text says (Idioms: "paper shredder",
	// "stock car"): words of the request that name nothing a catalog routes on (but the
	// owner of a part, "profile" of "profile picture").
	IdiomTokens []string
	// PhraseVerbs are the first tokens of the multi-word operation forms the text says
	// ("open" of "open a", "look" of "look up"): words that name the operation only
	// with the rest of their form, and are text otherwise.
	PhraseVerbs []string
	// ToldSupport is set by ReadNotation when the text tells the support desk of a
	// problem (TellsSupport, HandsOverFault).
	ToldSupport bool
	// FaultHandedOver is set with ToldSupport when the text tells the service of a fault
	// and asks it to deal with it, with no word for the desk (HandsOverFault): the ask
	// ("please look into this") is about the fault told.
	FaultHandedOver bool
	// Main is the operation in the main verb's place when the text names several: the
	// last one in Korean and Japanese, which end with their verb ("논문 목록에서 삭제해줘"
	// deletes), the first one otherwise, as imperatives lead ("delete my saved search").
	// It is "" when the text names no operation.
	Main string
	// MainAt is where the text names Main (a byte offset in its normalized form), and
	// MainLast whether that is the verb-final place (Korean, Japanese, a German closing
	// infinitive) rather than the leading one.
	MainAt   int
	MainLast bool
}

var defaultLexicon = sync.OnceValue(func() *Lexicon { return Compile(Operations, Domain) })

// Default is the built-in vocabulary.
func Default() *Lexicon { return defaultLexicon() }

// Compile builds a lexicon from operations and domain entries.
func Compile(ops []Operation, domain []Entry) *Lexicon {
	l := &Lexicon{vocabulary: &vocabulary{ops: ops, family: map[string]string{}, domain: domain, tokens: map[string][]ref{},
		stems: map[string][]stemForm{}, subs: map[string][]subForm{}, multiBy: map[string][]int{}}}
	for i, op := range ops {
		l.family[op.Op] = op.Family
		l.addForm(op.Op, ref{op: i, entry: -1})
		for _, f := range op.Forms {
			l.addForm(f, ref{op: i, entry: -1})
		}
		for _, f := range op.Final {
			l.finals = append(l.finals, subForm{form: f, ref: ref{op: i, entry: -1}})
			only := make([]string, 0, len(onlyThenDo))
			for _, o := range onlyThenDo {
				only = append(only, f+o)
			}
			l.finalOnly = append(l.finalOnly, only)
		}
		// A Korean verb asked with 줘 is asked bare, in casual speech, when it ends the
		// request: "티켓을 열어", "캘린더에 넣어", "항목을 고쳐" (never "넣어놨어").
		for _, f := range op.Forms {
			base, ok := strings.CutSuffix(f, "줘")
			if !ok || utf8.RuneCountInString(base) < 2 || !slices.ContainsFunc(bareEnds, func(e string) bool { return strings.HasSuffix(base, e) }) {
				continue
			}
			if sf := (subForm{form: text.Norm(base), ref: ref{op: i, entry: -1}}); !slices.Contains(l.finals, sf) {
				l.finals = append(l.finals, sf)
				l.finalOnly = append(l.finalOnly, nil)
				if l.bare == nil {
					l.bare = map[string]bool{}
				}
				l.bare[sf.form] = true
			}
		}
	}
	l.verbalNouns = verbalNouns(ops, l.family)
	l.canons = make(map[string]bool, len(domain))
	for i, e := range domain {
		l.canons[e.Canon] = true
		for _, f := range e.Forms {
			l.addForm(f, ref{op: -1, entry: i})
		}
	}
	for _, f := range Idioms {
		l.addForm(f, idiomRef)
	}
	l.related = relatedAttributes(domain)
	l.termForms = map[string]*termForms{}
	forTerm := func(r ref) *termForms {
		canon := l.domain[r.entry].Canon
		if l.termForms[canon] == nil {
			l.termForms[canon] = &termForms{}
		}
		return l.termForms[canon]
	}
	for i, m := range l.multi {
		if m.ref.entry >= 0 {
			tf := forTerm(m.ref)
			tf.multi = append(tf.multi, i)
		}
	}
	for _, subs := range l.subs {
		for _, sf := range subs {
			if sf.ref.entry >= 0 {
				tf := forTerm(sf.ref)
				tf.subs = append(tf.subs, sf.form)
			}
		}
	}
	return l
}

// idiomRef marks the forms of Idioms.
var idiomRef = ref{op: -1, entry: -2}

// relatedAttributes maps each attribute (IsAttribute) to the other terms that share a
// form with it: 창고 names a warehouse and a storage location, so an endpoint that names
// its warehouse answers where a SKU is stored.
func relatedAttributes(domain []Entry) map[string][]string {
	byForm := map[string][]string{}
	for _, e := range domain {
		for _, f := range e.Forms {
			f = strings.TrimSuffix(f, "*")
			if !slices.Contains(byForm[f], e.Canon) {
				byForm[f] = append(byForm[f], e.Canon)
			}
		}
	}
	out := map[string][]string{}
	for _, canons := range byForm {
		for _, a := range canons {
			if !IsAttribute(a) {
				continue
			}
			for _, c := range canons {
				if c != a && !slices.Contains(out[a], c) {
					out[a] = append(out[a], c)
				}
			}
		}
	}
	return out
}

// Related returns the other terms that share a form with an attribute.
func (l *Lexicon) Related(attribute string) []string { return l.related[attribute] }

// Extend returns a lexicon with more domain entries (a catalog's own aliases).
func (l *Lexicon) Extend(extra []Entry) *Lexicon {
	if len(extra) == 0 {
		return l
	}
	ext := Compile(l.ops, append(slices.Clip(l.domain), extra...))
	ext.typoBase = cmp.Or(l.typoBase, l) // the catalog's own words are the caller's to know
	return ext
}

func (l *Lexicon) addForm(form string, r ref) {
	form = strings.TrimSpace(form)
	if form == "" {
		return
	}
	if isSpaceless(form) {
		// A Korean request form ("삭제해줘") also stands for its plain ending ("삭제해"),
		// which the polite and casual variants all start with, and for its formal
		// imperatives ("삭제하십시오", "삭제하시겠어요").
		// So does what one can do or wishes done ("변경할 수 있을까요", "삭제했으면 좋겠어요").
		for _, ending := range []string{"해줘", "해주", "해요"} {
			if base, ok := strings.CutSuffix(form, ending); ok && base != "" {
				l.addForm(base+"해", r)
				l.addForm(base+"하십시", r)
				l.addForm(base+"하시", r)
				l.addForm(base+"할수", r)
				l.addForm(base+"했으면", r)
			}
		}
		// A Korean verb done for good ("넣어 둬", "바꿔 놔") and a Japanese one in its
		// casual "…といて" (登録しといて, 作っといて) are the same request.
		if base, ok := strings.CutSuffix(form, "줘"); ok && base != "" && !strings.HasSuffix(base, "해") {
			for _, aux := range []string{"둬", "놔", "두세요", "놓아", "줄", "주"} {
				l.addForm(base+aux, r)
			}
		}
		if base, ok := strings.CutSuffix(form, "て"); ok && base != "" && !strings.HasSuffix(base, "と") {
			l.addForm(base+"とい", r)
		}
		n := text.Norm(form)
		if utf8.RuneCountInString(n) < 2 {
			// A single character names the term only as a word of its own ("今、雨？",
			// "내일 비 와?"), never inside another.
			l.tokens[n] = append(l.tokens[n], r)
			return
		}
		k := firstRunes(n, 2)
		if !slices.Contains(l.subs[k], subForm{form: n, ref: r}) {
			l.subs[k] = append(l.subs[k], subForm{form: n, ref: r})
		}
		return
	}
	if stem, ok := strings.CutSuffix(form, "*"); ok {
		if strings.ContainsAny(stem, " -_/'") {
			// A stem of several words would make each word a stem of its own ("zwei" of
			// "zwei-faktor*"): it matches as its words instead.
			l.addForm(stem, r)
			return
		}
		for _, t := range text.Tokens(stem) {
			if utf8.RuneCountInString(t) >= 4 {
				k := firstRunes(t, 4)
				l.stems[k] = append(l.stems[k], stemForm{stem: t, ref: r})
			}
		}
		return
	}
	toks := text.Tokens(form)
	switch {
	case len(toks) == 0:
	case !strings.ContainsAny(form, " -_/'"):
		// One word: its folded and accent-folded tokens all name it.
		for _, t := range toks {
			l.tokens[t] = append(l.tokens[t], r)
		}
	default:
		written, folded := wordTokens(form)
		mf := multiForm{tokens: written, ref: r}
		if r.entry >= 0 && !slices.Equal(folded, written) {
			// A domain term's words match unaccented text too ("parametros de red"): the
			// form keeps their accent-folded twins, which accented text says as well.
			mf.written, mf.tokens = strings.Join(written, ""), folded
		}
		l.multi = append(l.multi, mf)
		if toks := l.multi[len(l.multi)-1].tokens; len(toks) > 0 {
			l.multiBy[toks[0]] = append(l.multiBy[toks[0]], len(l.multi)-1)
		}
	}
}

// insideLongerOp reports whether a multi-word operation form's words are all words of a
// longer operation form the text also says: "mach … wieder auf" is reopen, not also
// "mach … auf" (open).
func (l *Lexicon) insideLongerOp(fi int, forms []int, tokset map[string]bool) bool {
	m := &l.multi[fi]
	if m.ref.op < 0 {
		return false
	}
	for _, gi := range forms {
		g := &l.multi[gi]
		if gi != fi && g.ref.op >= 0 && len(g.tokens) > len(m.tokens) && allIn(g.tokens, tokset) && allIn(m.tokens, toSet(g.tokens)) {
			return true
		}
	}
	return false
}

// wordTokens are the tokens of each word of a multi-word form (first token per word),
// and the same with each word's accent-folded twin in its place where it has one
// (foldedTwin: not a Spanish stressed last vowel).
func wordTokens(form string) (written, folded []string) {
	for _, w := range strings.FieldsFunc(form, func(r rune) bool { return unicode.IsSpace(r) || r == '-' || r == '/' || r == '\'' }) {
		switch toks := text.Tokens(w); {
		case len(toks) > 1 && foldedTwin(toks[0], toks[1]):
			written, folded = append(written, toks[0]), append(folded, toks[1])
		case len(toks) > 0:
			written, folded = append(written, toks[0]), append(folded, toks[0])
		}
	}
	return written, folded
}

// IsSpaceless reports whether a text is written in a script without spaces between
// words (Hangul, Han, Hiragana, Katakana).
func IsSpaceless(s string) bool { return isSpaceless(s) }

func isSpaceless(s string) bool {
	return strings.ContainsFunc(s, func(r rune) bool { return text.IsHangul(r) || isHanOrKana(r) })
}

// isHanOrKana reports whether a rune is a Han character or kana.
func isHanOrKana(r rune) bool {
	return unicode.Is(unicode.Han, r) || unicode.Is(unicode.Hiragana, r) || unicode.Is(unicode.Katakana, r)
}

func firstRunes(s string, n int) string {
	i := 0
	for j := range s {
		if i == n {
			return s[:j]
		}
		i++
	}
	return s
}

// Family is the family of an operation, or "" when the operation is unknown. The
// Unclassified operation is its own family.
func (l *Lexicon) Family(op string) string {
	if op == Unclassified {
		return Unclassified
	}
	return l.family[op]
}

// Analyze finds the vocabulary in a text given its tokens (text.Tokens) and its
// normalized form (text.Norm).
func (l *Lexicon) Analyze(tokens []string, norm string) Match {
	if l.memo != nil {
		return l.memo.recall("\x00"+norm+"\x00"+strings.Join(tokens, "\x01"), func() Match { return l.analyze(tokens, norm, nil, nil) })
	}
	return l.analyze(tokens, norm, nil, nil)
}

// AnalyzeText is Analyze of a text given with its tokens (text.Tokens) and normalized
// form (text.Norm): its words' places come from the text itself, so a repeated word
// keeps its place ("일정 확인, 내 일정 삭제해줘").
func (l *Lexicon) AnalyzeText(raw string, tokens []string, norm string) Match {
	analyze := func() Match {
		return l.analyze(tokens, norm, textWordStarts(raw, norm), func() []string { return TextWords(raw) })
	}
	if l.memo != nil {
		return l.memo.recall("\x01"+raw+"\x00"+norm+"\x00"+strings.Join(tokens, "\x01"), analyze)
	}
	return analyze()
}

// Memoized returns a view of the lexicon that remembers the analyses it makes. A
// request's rules analyze the same texts again and again (the whole request, the part
// that acts, the words after a verb); a planner makes one view per request and drops it
// with the request, since the view keeps every text it analyzed. Analyses are the same
// as the lexicon's; the view is safe for concurrent use.
func (l *Lexicon) Memoized() *Lexicon {
	return &Lexicon{vocabulary: l.vocabulary, memo: &memo{analyses: map[string]Match{}}}
}

// memo holds a memoized lexicon's analyses by their input.
type memo struct {
	mu       sync.Mutex
	analyses map[string]Match
}

// recall returns the analysis remembered under key, or makes and remembers it. The
// analysis is made outside the lock (analyses analyze other texts), and callers get
// their own copy of its slices.
func (m *memo) recall(key string, analyze func() Match) Match {
	m.mu.Lock()
	a, ok := m.analyses[key]
	m.mu.Unlock()
	if !ok {
		a = analyze()
		m.mu.Lock()
		m.analyses[key] = a.clone()
		m.mu.Unlock()
		return a
	}
	return a.clone()
}

// clone returns a match with slices of its own.
func (m Match) clone() Match {
	m.Ops, m.Terms, m.OpTokens = slices.Clone(m.Ops), slices.Clone(m.Terms), slices.Clone(m.OpTokens)
	m.IdiomTokens, m.PhraseVerbs = slices.Clone(m.IdiomTokens), slices.Clone(m.PhraseVerbs)
	return m
}

// TextWords are a text's words in order, repeated ones too, each as its first token
// (text.Tokens; a run of Hangul, kana or Han is one word, a Latin word inside it
// another): where words stand, which the distinct tokens do not tell.
func TextWords(raw string) []string {
	var out []string
	for w := range strings.FieldsFuncSeq(raw, func(r rune) bool { return !unicode.IsLetter(r) && !unicode.IsDigit(r) && !unicode.IsMark(r) }) {
		for _, part := range scriptWords(w) {
			if toks := text.Tokens(part); len(toks) > 0 {
				out = append(out, toks[0])
			}
		}
	}
	return out
}

// textWordStarts are the byte offsets in norm where the text's words start, or nil when
// normalizing word by word does not add up to norm.
func textWordStarts(raw, norm string) []int {
	var out []int
	at := 0
	for w := range strings.FieldsFuncSeq(raw, func(r rune) bool { return !unicode.IsLetter(r) && !unicode.IsDigit(r) && !unicode.IsMark(r) }) {
		n := text.Norm(w)
		if !strings.HasPrefix(norm[at:], n) {
			return nil
		}
		out = append(out, at)
		at += len(n)
	}
	if at != len(norm) {
		return nil
	}
	return out
}

func (l *Lexicon) analyze(tokens []string, norm string, starts []int, textWords func() []string) Match {
	// The text's words in order, for the rules that read where a word stands; the
	// tokens stand in for them when the text itself is not given.
	var words []string
	placed := func() []string {
		if words == nil {
			words = tokens
			if textWords != nil {
				words = textWords()
			}
		}
		return words
	}
	var seen []ref
	add := func(r ref) {
		if !slices.Contains(seen, r) {
			seen = append(seen, r)
		}
	}
	tokset := toSet(tokens)
	// A word inside a matched multi-word operation form is not an operation of its own:
	// "setze ... zurück" is reset, not also "setze" (set).
	var consumed map[string]bool  // allocated only when a multi-word operation matches
	var separable map[string]bool // the leading verbs of matched separable verbs ("lege ... an")
	var idiomatic map[string]bool // words of a matched idiom (Idioms): they name no term
	// The last word of a matched multi-word name of a meeting names no attribute of its
	// own: "the budget review on Friday" is a meeting, no review asked for.
	var meetingNameEnds map[string]bool
	// Only the multi-word forms whose first word the text says can match, in vocabulary
	// order.
	var forms []int
	for _, t := range tokens {
		forms = append(forms, l.multiBy[t]...)
	}
	slices.Sort(forms)
	forms = slices.Compact(forms)
	var matched []int // the forms every word of which the text says
	for _, fi := range forms {
		m := &l.multi[fi]
		if !allIn(m.tokens, tokset) || l.insideLongerOp(fi, forms, tokset) ||
			(m.ref.op >= 0 && !inPlace(m.tokens, placed())) ||
			(m.ref.entry >= 0 && (len(m.tokens) > 2 || numbered(m.tokens) || text.IsStopword(m.tokens[0]) || lettered(m.tokens) || numberingWords[m.tokens[len(m.tokens)-1]]) && !inOrder(m.tokens, placed())) ||
			(m.ref == idiomRef && numbered(m.tokens) && !inOrder(m.tokens, placed())) { // "im 2. Stock", not "2 … stock"
			continue
		}
		matched = append(matched, fi)
		if m.ref == idiomRef {
			if idiomatic == nil {
				idiomatic = map[string]bool{}
			}
			for _, t := range m.tokens {
				for _, v := range text.Tokens(t) { // with its accent-folded twin: "citación", "citacion"
					idiomatic[v] = true
				}
			}
			continue
		}
		add(m.ref)
		if m.ref.op < 0 {
			if l.domain[m.ref.entry].Canon == "meeting" {
				if meetingNameEnds == nil {
					meetingNameEnds = map[string]bool{}
				}
				meetingNameEnds[m.tokens[len(m.tokens)-1]] = true
			}
			continue
		}
		if consumed == nil {
			consumed = map[string]bool{}
		}
		for _, t := range m.tokens {
			for _, v := range text.Tokens(t) { // with its accent-folded twin
				consumed[v] = true
			}
		}
		if particles[m.tokens[len(m.tokens)-1]] {
			if separable == nil {
				separable = map[string]bool{}
			}
			separable[m.tokens[0]] = true
		}
	}
	// Where each operation is named, as byte offsets in norm: the first start and the
	// last end over its forms.
	var at []opSpan
	place := func(r ref, start, end int) {
		if r.op < 0 || start < 0 {
			return
		}
		for i := range at {
			if at[i].op == r.op {
				at[i].start, at[i].end = min(at[i].start, start), max(at[i].end, end)
				return
			}
		}
		at = append(at, opSpan{r.op, start, end})
	}
	// A token's place is found by walking the tokens through norm in order, so that a
	// short word is not found inside an earlier one ("an" in "kannst").
	var offsets map[string]int
	tokenAt := func(t string) (int, int) {
		if offsets == nil {
			offsets = wordOffsets(tokens, norm)
		}
		i, ok := offsets[t]
		if !ok {
			return -1, -1
		}
		return i, i + len(t)
	}
	var phraseVerbs []string
	for _, fi := range matched {
		if m := &l.multi[fi]; m.ref.op >= 0 {
			if !slices.Contains(phraseVerbs, m.tokens[0]) {
				phraseVerbs = append(phraseVerbs, m.tokens[0])
			}
			start, end := len(norm), -1
			for _, t := range m.tokens {
				if i, j := tokenAt(t); i >= 0 {
					start, end = min(start, i), max(end, j)
				}
			}
			if end >= 0 {
				place(m.ref, start, end)
			}
		}
	}
	var opTokens []string
	// What the per-word readings of German and English grammar need, found once.
	german := germanSentence(tokens)
	passives := strings.Contains(norm, "werden")
	// "Sorgen Sie dafür, dass … angelegt wird", "stell sicher, dass … geändert wird" ask it done.
	seenTo := strings.Contains(norm, "wird") && slices.ContainsFunc(seeingTo, func(s string) bool { return strings.Contains(norm, s) })
	wished := strings.Contains(norm, "hättegern") || strings.Contains(norm, "hätteichgern") || strings.Contains(norm, "hättengern")
	wishEnd := strings.TrimSuffix(strings.TrimRightFunc(norm, func(r rune) bool { return !unicode.IsLetter(r) }), "bitte")
	englishPassives := strings.Contains(norm, "be") || strings.Contains(norm, "get")
	for i, t := range tokens {
		refs := l.wordRefs(t)
		if consumed[t] || (i > 0 && noActionAfter[tokens[i-1]] && !accentTwin(tokens, i-1) && !wishedThatSe(tokens, i) && !italianClitic(tokens[i-1], t)) ||
			(i+1 < len(tokens) && tokens[i+1] == "like" && likeVerbs[t]) || // "what should it look like"
			(t == "make" && i+1 < len(tokens) && (tokens[i+1] == "sure" || tokens[i+1] == "certain")) || // "make sure it gets updated"
			(t == "cierra" && i > 0 && (tokens[i-1] == "se" || i > 1 && tokens[i-2] == "se" && spanishClitics[tokens[i-1]])) || // "la app se me cierra" crashes
			(t == "write" && (i+1 < len(tokens) && tokens[i+1] == "off" || i+2 < len(tokens) && tokens[i+2] == "off")) || // "write them off" writes off stock, no text
			(causatives[t] && wishesDone(placed())) || // "get SKU-4300 removed" removes
			(getWords[t] && i+1 < len(tokens) && englishPassive(norm, tokens[i+1], true) && len(l.englishParticipleRefs(tokens[i+1], norm)) > 0) || // "gets updated" updates
			(i+1 < len(tokens) && compoundHeads[t][tokens[i+1]]) || // "Apple share price history"
			(i > 0 && compoundTails[t][tokens[i-1]]) || // "team sync at 3"
			(i > 0 && topicLeads[tokens[i-1]] && strings.HasSuffix(t, "ing")) {
			// An English word after a determiner is a noun: "show my schedule" names the
			// schedule, not the verb to schedule. A Spanish verb after "se" or "al" tells
			// what happens ("la app se cierra al subir fotos"), it asks for nothing.
			refs = slices.DeleteFunc(slices.Clone(refs), func(r ref) bool { return r.op >= 0 })
		} else if !genericOperations[t] && l.modifiedNoun(t, norm, tokenAt) {
			// An English word a Japanese の modifies is a noun: "今週のschedule一覧" lists
			// the week's schedule, it schedules nothing.
			refs = slices.DeleteFunc(slices.Clone(refs), func(r ref) bool { return r.op >= 0 })
		}
		if idiomatic[t] || slices.Contains(refs, idiomRef) { // a one-word idiom: "flohmarkt"
			refs = slices.DeleteFunc(slices.Clone(refs), func(r ref) bool { return r.op < 0 })
			if idiomatic == nil {
				idiomatic = map[string]bool{}
			}
			idiomatic[t] = true
		}
		if meetingNameEnds[t] {
			refs = slices.DeleteFunc(slices.Clone(refs), func(r ref) bool { return r.entry >= 0 && attributes[l.domain[r.entry].Canon] })
		}
		if len(refs) == 0 && !idiomatic[t] && strings.ContainsAny(t, "eu") {
			refs = l.wordRefs(umlauted(t)) // German typed without umlauts: "account loeschen", "aendern bitte"
		}
		if len(refs) == 0 && !idiomatic[t] {
			refs = l.conjugatedRefs(t, accentTwin(tokens, i))
		}
		if len(refs) == 0 && !idiomatic[t] && i > 0 && askingModals[tokens[i-1]] {
			refs = l.infinitiveCliticRefs(t) // "¿Puedes modificarla en su perfil?"
		}
		if len(refs) == 0 && !idiomatic[t] && german {
			refs = l.loanVerbRefs(t)
		}
		if len(refs) == 0 && !idiomatic[t] && (passives && strings.Contains(norm, t+"werden") || seenTo && strings.Contains(norm, t+"wird") || wished && strings.HasSuffix(wishEnd, t)) {
			refs = l.passiveRefs(t) // "Ich hätte gern einen Termin … eingetragen" wishes it done
		}
		if len(refs) == 0 && !idiomatic[t] {
			refs = l.zuInfinitiveRefs(t)
		}
		if !idiomatic[t] && german && strings.HasSuffix(t, "ung") && !slices.ContainsFunc(refs, func(r ref) bool { return r.op >= 0 }) {
			refs = append(slices.Clip(refs), l.nominalActRefs(placed(), t)...) // "Löschung des Benutzers 4411"
		}
		if len(refs) == 0 && !idiomatic[t] && (englishPassives && englishPassive(norm, t, i > 0 && getWords[tokens[i-1]]) || wishedDone(placed(), t)) {
			refs = l.englishParticipleRefs(t, norm) // "I want the outdated article … deleted" wishes it done
		}
		if len(refs) == 0 && !idiomatic[t] && afterQue(tokens, i) {
			refs = l.subjunctiveRefs(t)
			if tokens[i-1] == "me" || tokens[i-1] == "nos" {
				// "que me mandes el pronóstico" sends it to the asker: a read.
				refs = slices.DeleteFunc(refs, func(r ref) bool { f := l.ops[r.op].Family; return f == "send" || f == "share" })
			}
		}
		if op := verbsBeforeObject[t]; op != "" && !consumed[t] && verbBeforeObject(placed(), t) {
			if oi := l.opIndex(op); oi >= 0 {
				refs = append(slices.Clip(refs), ref{op: oi, entry: -1})
			}
		}
		if len(refs) == 0 && !idiomatic[t] {
			refs = l.compoundRefs(t)
			if stem, ok := dativePlural(t); ok && len(refs) == 0 && german {
				if refs = l.wordRefs(stem); len(refs) == 0 {
					refs = l.compoundRefs(stem)
				}
				refs = slices.DeleteFunc(slices.Clone(refs), func(r ref) bool { return r.op >= 0 })
			}
		} else if !idiomatic[t] {
			refs = append(refs, l.stemTailRefs(t)...)
		}
		for _, r := range refs {
			add(r)
			if r.op < 0 {
				continue
			}
			if !slices.Contains(opTokens, t) {
				opTokens = append(opTokens, t)
			}
			i, j := tokenAt(t)
			place(r, i, j)
		}
	}
	// The text without its closing punctuation, where a closing verb or memo ends.
	end := strings.TrimRightFunc(norm, func(r rune) bool { return !unicode.IsLetter(r) && !unicode.IsDigit(r) })
	if len(l.subs) > 0 && !text.IsASCII(norm) {
		// A form inside a longer matched form is not a match of its own: 재설정 (reset)
		// contains 설정 (set), リセット (reset) contains セット.
		type span struct {
			start, end int
			ref        ref
		}
		var spans []span
		for i := range norm {
			k := firstRunes(norm[i:], 2)
			for _, s := range l.subs[k] {
				if strings.HasPrefix(norm[i:], s.form) {
					spans = append(spans, span{i, i + len(s.form), s.ref})
				}
			}
		}
		// A form that runs across a space with a single letter on one side, into a word
		// another form names as a whole, is no match: 하나 열어줘 says 열어줘 (open), not
		// 나열 (list); 내 일정 says 일정 (schedule), not 내일 (tomorrow); 이번 주말 says 주말
		// (weekend). Multi-word forms written without their space (다시열어 for 다시 열어,
		// 결정구조 for 결정 구조) match, and so do verbs with their auxiliary written apart
		// (열어 주세요).
		if starts == nil {
			starts = wordStarts(tokens, norm)
		}
		// A form that starts with a Latin letter starts a word: "reopenしてほしい" says no
		// "openして" (open).
		spans = slices.DeleteFunc(spans, func(a span) bool {
			if a.start == 0 || !isLatinLetter(norm[a.start]) || !isLatinLetter(norm[a.start-1]) {
				return false
			}
			latin := norm[a.start:a.end]
			latin = latin[:len(latin)-len(strings.TrimLeftFunc(latin, func(r rune) bool { return r < utf8.RuneSelf && isLatinLetter(byte(r)) }))]
			return slices.ContainsFunc(tokens, func(t string) bool { return len(t) > len(latin) && strings.HasSuffix(t, latin) })
		})
		// A form made of the particle a Latin word or a number takes and a word of its own
		// is no single letter split off: "10.1000/tau가 인용하는" is what the paper cites
		// (가 + 인용하는), while 이전 and 가격 after "AAPL" are no particle's.
		particleAfterLatin := func(a span) bool {
			if a.start == 0 || !isLatinLetter(norm[a.start-1]) && !isASCIIDigit(norm[a.start-1]) {
				return false
			}
			rest, ok := strings.CutPrefix(norm[a.start:a.end], "가")
			if !ok {
				rest, ok = strings.CutPrefix(norm[a.start:a.end], "이")
			}
			return ok && slices.ContainsFunc(l.subs[firstRunes(rest, 2)], func(f subForm) bool { return strings.HasPrefix(rest, f.form) })
		}
		splits := func(a span) bool {
			return !particleAfterLatin(a) && slices.ContainsFunc(starts, func(s int) bool {
				return a.start < s && s < a.end && (utf8.RuneCountInString(norm[a.start:s]) < 2 ||
					(utf8.RuneCountInString(norm[s:a.end]) < 2 && !auxiliary(norm[s:])))
			})
		}
		spans = slices.DeleteFunc(spans, func(a span) bool {
			return splits(a) && slices.ContainsFunc(spans, func(b span) bool {
				return b.start < a.end && a.start < b.end && (b.start < a.start || b.end > a.end) && !splits(b)
			})
		})
		// Nor is a form that starts with the last letter of a longer word and runs across
		// the space: 다시 세봤는데 says no 시세 (a quote). A time counted back after its
		// number is: 3일 전 is three days ago.
		spans = slices.DeleteFunc(spans, func(a span) bool {
			crosses := slices.ContainsFunc(starts, func(s int) bool { return a.start < s && s < a.end })
			countsBack := a.ref.entry >= 0 && l.domain[a.ref.entry].Canon == "ago" && a.start > 0 && isASCIIDigit(norm[a.start-1])
			if !crosses || slices.Contains(starts, a.start) || countsBack || particleAfterLatin(a) {
				return false
			}
			first := slices.IndexFunc(starts, func(s int) bool { return s > a.start })
			return utf8.RuneCountInString(norm[a.start:starts[first]]) == 1
		})
		// Leftmost-longest: a form overlapping an earlier (or equally early but longer)
		// match is part of that word, not a word of its own: 재설정해 is 재설정 + 해,
		// not 재 + 설정해.
		slices.SortStableFunc(spans, func(a, b span) int {
			if a.start != b.start {
				return a.start - b.start
			}
			return (b.end - b.start) - (a.end - a.start)
		})
		// A memo's closing after a verbal noun names no term: 조회 바람 asks, it names no
		// wind.
		closing := len(end) - memoEnding(end)
		if closing == len(end) || !slices.ContainsFunc(spans, func(a span) bool { return a.ref.op >= 0 && a.end == closing }) &&
			!slices.ContainsFunc(l.finals, func(f subForm) bool { return strings.HasSuffix(end[:closing], f.form) }) {
			closing = -1
		}
		last := span{start: -1, end: -1}
		for _, a := range spans {
			if a.ref.entry >= 0 && a.start == closing && a.end == len(end) && closing > 0 {
				continue
			}
			// The same form may name several entries (재고: inventory and stock).
			sameSpan := a.start == last.start && a.end == last.end
			if a.start < last.end && !sameSpan {
				if a.start == last.start && a.ref.entry >= 0 && last.ref.op >= 0 && a.ref != idiomRef {
					// The noun an operation's form starts with is still named: 티켓을 발행
					// issues a ticket, 予定を入れ puts a schedule entry in.
					add(a.ref)
				}
				continue
			}
			last = a
			if a.ref == idiomRef {
				continue // an idiom hides the forms inside it
			}
			if a.ref.op >= 0 && failsAfter(norm[a.end:]) {
				continue // an act said to fail is what went wrong: "일정 삭제가 안 돼요", "予定の削除ができません"
			}
			if a.ref.op >= 0 && relativeClause(norm[a.start:a.end], norm[a.end:]) {
				continue // an act done before names a thing: "我上周提交的工单" is a ticket
			}
			add(a.ref)
			place(a.ref, a.start, a.end)
			if a.ref.op >= 0 && isLatinLetter(norm[a.start]) {
				// The English verb of a mixed form is that form's verb, as a multi-word
				// form's first word is: "대시보드 open 해줘" opens no support case.
				lead := norm[a.start:a.end]
				if i := strings.IndexFunc(lead, func(r rune) bool { return r >= utf8.RuneSelf || !isLatinLetter(byte(r)) }); i >= 0 {
					lead = lead[:i]
				}
				verb := englishVerbs[lead] || l.namesOperation(lead)
				if verb && !slices.Contains(phraseVerbs, lead) { // not the noun of "ticketを切って"
					phraseVerbs = append(phraseVerbs, lead)
				}
			}
		}
	}
	// A verbal noun ending the request is its verb: 일정 생성, 在庫数を更新.
	finals := l.finals
	if text.IsASCII(norm) {
		finals = nil // the verbal nouns and their light verbs are Korean and Japanese
	}
	memo := 0
	only := false
	requested := false // a request word follows some verbal noun (requestedActs)
	if len(finals) > 0 {
		requested = slices.ContainsFunc(requestedActs, func(r string) bool { return strings.Contains(norm, r) })
		memo = memoEnding(end)
		only = slices.ContainsFunc(onlyThenDo, func(o string) bool { return strings.Contains(norm, o) })
	}
	// The plain present of a Korean question sounds like its bare imperative: "티켓은 보통
	// 누가 열어?", "회의 일정은 언제 잡아?" ask, they do not act.
	questioned := len(finals) > 0 && slices.ContainsFunc(koreanQuestionWords, func(w string) bool { return strings.Contains(norm, w) })
	value := 0 // the Latin value a memo may give after its verbal noun (valueEnding)
	if len(finals) > 0 && !holdsAny(end, movedPlaces) {
		value = valueEnding(end)
	}
	for fi, f := range finals {
		if questioned && l.bare[f.form] {
			continue
		}
		if at := f.endsAt(end, memo); at >= 0 {
			add(f.ref)
			place(f.ref, at-len(f.form), at)
			continue
		}
		// A change given its new value after its verbal noun is that change: "user 9001
		// timezone 변경 UTC" (an order given a number is an order: "주문 #A-7781").
		if value > 0 && l.Family(l.ops[f.ref.op].Op) == "update" {
			if at := f.endsAt(end[:len(end)-value], 0); at >= 0 {
				add(f.ref)
				place(f.ref, at-len(f.form), at)
				continue
			}
		}
		// So is one the request asks someone to do: アカウント作成を依頼したい, 削除をお願い
		// します, 계정 생성을 요청하고 싶어요.
		if requested {
			if at := requestedAct(norm, f.form); at >= 0 {
				add(f.ref)
				place(f.ref, at, at+len(f.form))
				continue
			}
		}
		if !only {
			continue
		}
		// So is one that only "only" parts from its light verb: 在庫の更新だけして,
		// 업데이트만 해줘.
		for _, fo := range l.finalOnly[fi] {
			if i := strings.Index(norm, fo); i >= 0 {
				add(f.ref)
				place(f.ref, i, i+len(f.form))
				break
			}
		}
	}
	// A ticket a memo's closing asks for is one to open: "시간대가 이상하게 잡힘 티켓ㄱ",
	// "지원팀 문의 티켓 부탁" — but "좀" asks the verb that follows it ("티켓 좀 열어줘").
	if memo > 0 && len(l.finals) > 0 && !strings.HasSuffix(end, "좀") {
		for _, t := range memoTickets {
			if at := (subForm{form: t}).endsAt(end, memo); at >= 0 {
				for _, f := range l.finals {
					if f.form == "생성" {
						add(f.ref)
						place(f.ref, at-len(t), at)
					}
				}
				break
			}
		}
	}
	final := verbFinal(norm)
	m := Match{OpTokens: opTokens, PhraseVerbs: phraseVerbs, MainLast: final}
	for t := range idiomatic {
		if !ownerWords[t] {
			m.IdiomTokens = append(m.IdiomTokens, t)
		}
	}
	slices.Sort(m.IdiomTokens)
	m.Main, m.MainAt = l.mainOp(at, final)
	if !final && len(at) > 1 {
		if offsets == nil {
			offsets = wordOffsets(tokens, norm)
		}
		if a, ok := l.coordinatedAction(at, m.MainAt, offsets); ok {
			m.Main, m.MainAt = l.ops[a.op].Op, a.start
		}
	}
	if op := l.finalInfinitive(tokens, consumed, separable); op != "" {
		m.Main, m.MainLast = op, true
		for _, a := range at {
			if l.ops[a.op].Op == op {
				m.MainAt = a.start
			}
		}
	}
	if a, ok := l.finalPassive(at, wishEnd); ok {
		m.Main, m.MainAt, m.MainLast = l.ops[a.op].Op, a.start, true
	}
	if len(at) > 1 {
		if offsets == nil {
			offsets = wordOffsets(tokens, norm)
		}
		if a, ok := pleaded(at, tokens, offsets); ok {
			m.Main, m.MainAt = l.ops[a.op].Op, a.start
		} else if a, ok := pleadedHan(at, norm); ok {
			m.Main, m.MainAt = l.ops[a.op].Op, a.start
		}
	}
	for _, r := range seen {
		if r.entry < 0 && r.op < 0 {
			continue // an idiom's mark names no term
		}
		if r.op >= 0 {
			op := l.ops[r.op].Op
			if !slices.Contains(m.Ops, op) {
				m.Ops = append(m.Ops, op)
				m.Terms = append(m.Terms, op)
			}
			continue
		}
		e := &l.domain[r.entry]
		for _, c := range append([]string{e.Canon}, e.Also...) {
			if !slices.Contains(m.Terms, c) {
				m.Terms = append(m.Terms, c)
			}
		}
	}
	return m
}

// AddsAmount reports whether a request adds or removes an amount of stock: its main
// operation is add or remove, it names a number counted in units ("add 10 units",
// "10個足して", "3개 빼 줘": the number a word of its own, the counting word whole, so
// that 3개월 is three months) and it names the stock or a quantity. Such a request
// changes a quantity rather than creating or deleting a record. raw is the request.
func AddsAmount(main, raw string, terms []string) bool {
	lower := strings.ToLower(raw)
	// A restock by an amount adds it ("Restock item BX-9 by adding 60 units"); a restock
	// alone orders more.
	restocked := main == "reorder" && restockedBy.MatchString(lower)
	// So does registering an amount into the stock ("입고 150개 재고에 등록해 줘"), but
	// not a transfer between places ("倉庫間移動を登録して").
	registered := main == "register" && !holdsAny(lower, transferMarks)
	// Units loaded into the stock or written off it are added or removed: "Carica 200
	// pezzi sullo SKU BOX-12", "Dale de baja a 6 unidades del SKU VAS-112".
	loaded := main == "upload" || main == "delete"
	return (main == "add" || main == "remove" || registered || restocked || loaded) && amount.MatchString(lower) && !holdsAny(lower, orderMarks) &&
		slices.ContainsFunc(terms, func(t string) bool {
			return t == "inventory" || t == "stock" || t == "quantity" || t == "warehouse" || t == "sku"
		})
}

// transferMarks name stock moved between places.
var transferMarks = []string{"移動", "이동", "transfer", "umbuch", "umlager", "traslad", "transfiere"}

// orderMarks name an order put in, which buys the amount rather than counting it in:
// "SKU-B24 50개 발주 넣어줘".
var orderMarks = []string{"발주", "주문", "order", "発注", "注文", "bestell", "pedido"}

// restockedBy restocks a thing by an amount given: "restock … by adding 60 units",
// "restock SKU BX-9 with 60 units".
var restockedBy = rx.MustCompile(`\brestock\b[^.;!?]*\b(?:by adding|adding|with|by)\s+\d+`)

// SetsCount reports whether a request, naming no write operation of its own, sets or
// shifts a counted quantity to a number it gives: "R-7 qty = 90", "SKU 3301 Bestand plus
// 40", "Bestand bitte auf 0", "SKU A-1 40개로", "SKU-88の在庫数を0にしておいて", "suma 10
// unidades al stock", "Lagerbestand SKU-1234 -> 75". A number given to the stock changes
// it, and so does an add, remove or register of one ("trag einen Bestand von 48 ein",
// "V-8 수량 30으로 등록"). The request must name the stock or a quantity (terms) and ask
// no question: "is SKU-5 down to 0?" reads. main is the request's main operation.
func (l *Lexicon) SetsCount(main, raw string, terms []string) bool {
	switch {
	case main == "add", main == "remove", main == "register", main == "" || l.Family(main) == ReadFamily:
	default:
		return false
	}
	lower := strings.ToLower(raw)
	if strings.ContainsAny(lower, "?？¿") && !koreanFavorAsked.MatchString(lower) || askingOpening.MatchString(lower) || holdsAny(lower, countFilters) {
		return false
	}
	return setsCount(lower, terms) && !MovesStock(raw)
}

// koreanFavorAsked closes a Korean question that asks a favour, which requests the act:
// "SKU-611 재고를 8개로 해 주실 수 있나요?", "…해주실래요?".
var koreanFavorAsked = rx.MustCompile(`(?:주실 ?수 ?있|줄 ?수 ?있|주실래|줄래|주시겠)[^?？]{0,8}[?？]\s*$`)

// countFilters compare a count with a number, which filters the records read, no count
// given to set: "SKUs whose quantity dropped to 0", "stock inferior a 10", "unter 5".
var countFilters = []string{"below", "under ", "less than", "fewer than", "more than", "greater than", "above", "dropped to", "fell to",
	"inferior a", "superior a", "menos de", "más de", "por debajo de", "unter ", "weniger als", "mehr als", "über ",
	"이하", "미만", "이상", "초과", "以下", "未満", "以上", "超え"}

// setsCount is SetsCount of a lower-case text that asks nothing.
func setsCount(lower string, terms []string) bool {
	if recountDiffers(lower) && slices.ContainsFunc(terms, func(t string) bool { return t == "sku" || t == "inventory" || t == "quantity" || t == "stock" }) {
		return true // "counted 12 but the system shows 10": the system's count is to be set
	}
	if slices.Contains(terms, "sku") && (skuGiven.MatchString(lower) || skuSigned.MatchString(lower)) {
		return true // "SKU-404: 0", "SKU-B24 +40", "SKU-A12 on hand = 7"
	}
	if !slices.ContainsFunc(terms, func(t string) bool { return t == "inventory" || t == "quantity" }) &&
		!(slices.Contains(terms, "sku") && (amount.MatchString(lower) || slices.Contains(terms, "stock"))) { // "SKU A-1 40개로", "SKU F-2 stock을 0으로"
		return false
	}
	if yearSpan.MatchString(lower) {
		return false // "the price history of IBM stock from 2020 to 2022" gives no count
	}
	for _, at := range countValue.FindAllStringIndex(lower, -1) {
		if tail := lower[at[1]:]; !startsWord(tail) && !dateTail.MatchString(tail) {
			return true
		}
	}
	return false
}

// yearSpan is a span of years: "from 2020 to 2022", "de 2019 a 2021".
var yearSpan = rx.MustCompile(`\b(?:from|de|von|du|da|dal)\s+(?:19|20)\d\d\s*(?:to|a|bis|au|al|-)\s*(?:19|20)\d\d\b`)

var (
	// skuGiven is a SKU's code given a bare count: "SKU-404: 0", "SKU-505: 55 Stk (Inventur)",
	// "SKU-A12 on hand = 7".
	skuGiven = rx.MustCompile(`^\W*(?:\pL+\s+)?sku[\s-]?[\pL\pN-]*\pN[\pL\pN-]*\s*(?::|=|(?:on hand|bestand|stock|qty)\s*[=:])\s*\pN+\s*(?:units?|uds|stk|stück|pcs|개|個)?\s*(?:\([^)]*\))?\s*$`)
	// skuSigned is a signed count after a SKU's code: "SKU-B24 +40", "SKU-C36 -2 (damaged)".
	skuSigned = rx.MustCompile(`sku[\s-]?[\pL\pN-]*\pN[\pL\pN-]*\s+[+＋-]\s?\pN+\b`)
)

// recountDiffers reports whether a lower-case text says a count differs from what the
// system holds: a counted or actual number and the system, ledger or screen named, or the
// system said to still show another ("SKU-77を棚卸ししたら12個だったのに、システムでは10個",
// "physical count는 12인데 system엔 10으로 나와", "tatsächlich 88 Stück gezählt, das System
// zeigt etwas anderes").
func recountDiffers(lower string) bool {
	return strings.ContainsFunc(lower, unicode.IsDigit) && (systemFigure.MatchString(lower) || wrongFigure.MatchString(lower)) &&
		(countedFigure.MatchString(lower) || rightFigure.MatchString(lower))
}

var (
	// systemFigure names the system's count.
	systemFigure = rx.MustCompile(`\bsystem|sistema|システム|台帳|画面|시스템|전산|\bledger\b|\bgebucht\b`)
	// countedFigure names a count made or what is really there.
	countedFigure = rx.MustCompile(`\bcounted\b|\brecount|physical count|\bactual|\bactually\b|gezählt|nachgezählt|tatsächlich|inventur|recuento|en realidad|contamos|contado|recontado|数え|棚卸|実在庫|実数|残り|실사|실제|실물|남은 ?게|recount|\bfound\b`)
	// wrongFigure tells the recorded count wrong, and rightFigure gives the right one:
	// "SKU T-3 stock이 mismatch 나요, 실물은 18개입니다", "… 30개 적게 잡혀 있어요, 총 80개가 맞아요".
	wrongFigure = rx.MustCompile(`mismatch|잘못|틀리|틀려|안 ?맞|적게 잡혀|많게 잡혀|\bwrong\b|\bincorrect\b|falsch|stimmt nicht|incorrect|equivocad`)
	rightFigure = rx.MustCompile(`\d+\s*개?(?:가|이)\s*맞|\bshould be\s+\d|\bsollte[n]?\s+\d|\bdebería(?:n)? ser\s+\d`)
)

// MovesStock reports whether a request moves stock between places: it names a store
// place and a move from one to another ("SKU-77 Nord -> Süd 20 Stk", "SKU-77 x20 -> whse
// B", "10 units가 warehouse A에서 B로 넘어가야 해", "mandamos 20 unidades a la tienda de
// Valencia"). Such a transfer is no change of a count.
func MovesStock(raw string) bool {
	lower := strings.ToLower(raw)
	if !holdsAny(lower, moveMarks) {
		return false // nothing moves: the regular expressions below are the costly part
	}
	return storePlace.MatchString(lower) && placeMove.MatchString(lower)
}

// moveMarks are the marks placeMove needs one of.
var moveMarks = []string{"->", "→", "=>", "from", "von", "nach", "del ", "de la tienda", "a la tienda", "al almacén", "에서", "から"}

var (
	// storePlace names where stock is kept.
	storePlace = rx.MustCompile(`warehouse|\bwhse\b|\bwh-|\blager\b|lager [a-z]\b|\bnord\b|\bsüd\b|almacén|almacen|\btienda\b|\bstore\b|\bshelf\b|\bregal\b|창고|매장|倉庫|店舗|棚[^卸]`)
	// placeMove moves from one place to another.
	placeMove = rx.MustCompile(`->|→|=>|\bfrom\s+\pL[\pL\pN-]*(?:\s+\pL[\pL\pN-]*)?\s+to\s+\pL|\bvon\b.+\bnach\b|\bnach\s+(?:nord|süd|ost|west|lager)|\bgehören nach\b|\bdel?\s+(?:almacén|tienda)\s+\S+\s+al?\s+(?:almacén|tienda|la tienda)|\ba la tienda\b|\bal almacén\b|(?:창고|매장|warehouse)[^.,]{0,8}에서[^.,]{0,12}(?:로|으로)|(?:倉庫|店舗|棚)[^。、]{0,8}から[^。、]{0,12}(?:へ|に)`)
)

// startsWord reports whether s starts with a letter or digit: the number before it is part of a word.
func startsWord(s string) bool {
	r, _ := utf8.DecodeRuneInString(s)
	return unicode.IsLetter(r) && !unicode.In(r, unicode.Hangul, unicode.Hiragana, unicode.Katakana, unicode.Han) || unicode.IsDigit(r)
}

// askingOpening opens a question without a question mark: "how many …", "wie viele …".
var askingOpening = rx.MustCompile(`^\s*(?:how|what|which|did|does|do|has|have|is|are|was|were|when|why|wie|was|welche[rsn]?|wann|hat|ist|sind|wurde|cuánto|cuánta|cuántos|cuántas|qué|cuál|cuándo|hay)(?:$|[^\pL])`)

// countValue is a number a quantity is set or shifted to: "to 40", "= 90", "auf 0",
// "auf null", "plus 40", "minus 12", "+80", "-> 75", "a 40", "suma 10", "einen Bestand
// von 48", "should be 0", "Menge jetzt 31", "agrega 20 al stock", "40개로", "0 처리", "0に", "ゼロに". What follows the number must not make it
// a date, a time or a share (dateTail): "from 1 Aug to 30 Sep" ranges dates.
var countValue = rx.MustCompile(`(?:^|[^\pL\pN])(?:to|auf|a|plus|minus|suma|súmale|resta|réstale)\s+(?:\pN+|null|zero|cero)` +
	// Spanish "put / leave it at": "ponlo en 18", "dejaras el inventario del AB-117 en 60"
	`|(?:^|\s)(?:pon|ponlo|ponla|ponme|ponle|poné|ponelo|ponga|pongas|pongan|deja|déjalo|dejalo|déjala|dejala|dejar|dejes|dejaras|dejen|déjame)\s(?:[^.?!]{0,40}?\s)?en\s+\pN+` +
	`|(?:=|->|→)\s*\pN+` +
	`|(?:^|[\s(:=,을를を])[+＋]\pN+` +
	`|(?:bestand|menge|stückzahl|quantity|stock|cantidad|existencias)\s+(?:von|of|de)\s+\pN+` +
	`|(?:should|must|needs to|has to)\s+be\s+\pN+|(?:debería|debe)\s+ser\s+\pN+` +
	`|(?:^|\s)(?:jetzt|neu|now|new|ahora|nuevo|nueva)\s*:?\s*\pN+|\bneue[rn]?\s+(?:bestand|menge|stückzahl)\s*:?\s*\pN+` +
	`|(?:^|\s)\pN+\s+(?:more\s+)?(?:to the|al|zum)\s+(?:stock|inventory|inventario|bestand|lager)` +
	`|(?:\pN+|영|제로)\s*(?:개|ea|pcs)?\s*(?:(?:으로|로)(?:$|[^\p{Hangul}]|해|만들|맞춰|바꿔|변경|수정|덮어|설정|세팅|처리|등록|입력|조정|고쳐)|처리)` +
	`|(?:\pN+|ゼロ|零)\s*(?:個|点|本|枚|つ)?\s*に(?:して|しと|しておい|しちゃ|セット|設定|変更|更新|修正|戻|合わせ)` +
	`|(?:数量|在庫数|数を)\s*(?:\pN+|ゼロ)\s*(?:個|点)?\s*に\s*$|在庫数を\s*\pN+\s*(?:個|点)?\s*に\s*$` + // a memo's value: "SKU B-20 数量15に"
	`|(?:재고|在庫|수량|数量)\s*(?:설정|조정|세팅|設定|調整)\s[^?？]*?\pN+\s*(?:개|個|ea|pcs)?\s*$`) // "재고 설정 PEN-01 300개"

// dateTail follows a number that is a day, a time, a share or a decimal.
var dateTail = rx.MustCompile(`^\s*(?:jan|feb|mär|mar|apr|may|mai|jun|jul|aug|sep|oct|okt|nov|dec|dez|ene|abr|ago|dic|de\s|of\s|pm\b|am\b|uhr\b|h\b|o'clock|[:/%°€$]|[.,]\d|-\d|년|월|일|시|年|月|日|時)`)

// amount is a number standing on its own, followed by a whole counting word (개월 is
// months, 개국 countries).
var amount = rx.MustCompile(`(?:^|[^\p{Latin}\pN-])\p{Nd}+\s*(?:(?:new|more|neue|weitere|nuevas|nuevos|más)\s+)?(?:(?:units?|pieces?|pcs|items?|stück|stk|einheiten|unidades|unidad|piezas|boxes|box|cartons?|kartons?|cajas?|packs?|pallets?|rolls?|bottles?|paquetes?|packungen|rollen|flaschen|botellas|unités|unité|pièces|caisses|boîtes|caixas|peças|pezzi|pezzo|unità|scatole|confezioni)(?:$|[^\pL])|(?:個|개|点|枚|台|件|箱)(?:$|[^월月国국所湾風])|대(?:$|[^학기표회출]))`)

// TermSpan is where a text first names a domain term: byte offsets in its normalized
// form (text.Norm), or -1, -1; tokens are its tokens (text.Tokens).
func (l *Lexicon) TermSpan(tokens []string, norm, term string) (start, end int) {
	start, end = -1, -1
	names := func(refs []ref) bool {
		return slices.ContainsFunc(refs, func(r ref) bool { return r.entry >= 0 && l.domain[r.entry].Canon == term })
	}
	found := func(form string) {
		if i := strings.Index(norm, form); i >= 0 && (start < 0 || i < start) {
			start, end = i, i+len(form)
		}
	}
	for _, t := range tokens {
		refs := l.wordRefs(t)
		if len(refs) == 0 {
			refs = l.compoundRefs(t)
		}
		if names(refs) {
			found(t)
			break
		}
	}
	tf := l.termForms[term]
	if tf == nil {
		return start, end
	}
	tokset := toSet(tokens)
	for _, i := range tf.multi {
		if mf := &l.multi[i]; allIn(mf.tokens, tokset) {
			found(strings.Join(mf.tokens, ""))
			if mf.written != "" {
				found(mf.written)
			}
		}
	}
	if !text.IsASCII(norm) {
		for _, form := range tf.subs {
			found(form)
		}
	}
	return start, end
}

// termForms are the multi-word forms (indices into Lexicon.multi) and spaceless forms of
// one domain term.
type termForms struct {
	multi []int
	subs  []string
}

// wordPlace is where a token stands in a normalized text (byte offset).
type wordPlace struct {
	token string
	at    int
}

// wordPlaces are the tokens' places in norm (text.Norm), found by walking the tokens
// through it in order, so that a short word is not found inside an earlier one ("an" in
// "kannst"). An accent-folded twin (text.Tokens puts it right after its word) is left
// out: norm holds its word, and sought on, "a" after "à" would be found in a later word
// ("à sa promotion, merci de modifier le profil de Sarah" would place "sa" in "Sarah"
// and lose "modifier").
func wordPlaces(tokens []string, norm string) []wordPlace {
	out := make([]wordPlace, 0, len(tokens))
	cursor := 0
	for k, t := range tokens {
		if k > 0 && foldedTwin(tokens[k-1], t) {
			continue
		}
		if i := strings.Index(norm[cursor:], t); i >= 0 {
			out = append(out, wordPlace{t, cursor + i})
			cursor += i + len(t)
		}
	}
	return out
}

// sameWord reports whether a text's word is a form's word, or has it as its accent-folded
// twin: "agendá una" says "agenda una".
func sameWord(word, form string) bool { return word == form || foldedTwin(word, form) }

// foldedTwin reports whether twin is word's accent-folded twin, as text.Tokens folds it
// (accentTwin's test; no twin for a word whose fold is another word, "terminé"). A
// Spanish preterite's stressed last vowel is kept: "creé", "actualicé", "abrí" (I created,
// updated, opened) are no "cree", "actualice", "abri" asked.
func foldedTwin(word, twin string) bool {
	if len(word) <= len(twin) || text.IsASCII(word) {
		return false // an accent takes more bytes than its plain letter
	}
	if last, _ := utf8.DecodeLastRuneInString(word); last == 'é' || last == 'í' || last == 'ó' {
		return false
	}
	return slices.Contains(text.Tokens(word)[1:], twin)
}

// wordOffsets maps each token to where it first stands in norm (wordPlaces).
func wordOffsets(tokens []string, norm string) map[string]int {
	out := make(map[string]int, len(tokens))
	for _, p := range wordPlaces(tokens, norm) {
		if _, seen := out[p.token]; !seen {
			out[p.token] = p.at
		}
	}
	return out
}

// koreanQuestionWords ask who, when, why, what, where, how or which.
var koreanQuestionWords = []string{"누가", "누구", "언제", "왜", "뭐", "무엇", "어디", "어떻게", "무슨", "몇", "얼마"}

// bareEnds end the casual Korean imperatives asked without 줘 (열어, 잡아, 바꿔, 고쳐).
var bareEnds = []string{"어", "아", "워", "꿔", "쳐", "여"}

// auxiliary reports whether a Korean text starts with the auxiliary verb 주다 of a
// request ("열어 주세요", "잡아 줘"), which is written apart from its verb.
func auxiliary(s string) bool {
	for _, a := range []string{"주세요", "주십", "주시", "줘", "주라", "주실"} {
		if strings.HasPrefix(s, a) {
			return true
		}
	}
	return false
}

// wordStarts are the byte offsets in norm where the tokens start (wordPlaces).
func wordStarts(tokens []string, norm string) []int {
	var out []int
	for _, p := range wordPlaces(tokens, norm) {
		out = append(out, p.at)
	}
	return out
}

// coordinators join two requests ("check SKU-505 and set it to 55").
var coordinators = map[string]bool{"and": true, "then": true, "und": true, "dann": true, "y": true,
	"luego": true, "et": true, "puis": true, "e": true, "depois": true}

// coordinatedAction returns the action joined by "and" (und, y, et, e, then) to a
// leading read: the read prepares what the action does ("Prüfe den Bestand von SKU-505
// und setze ihn auf 55", "find user 42 and change the name"). A read after the action,
// or an action in a relative clause ("show the tickets I created") is not joined.
func (l *Lexicon) coordinatedAction(at []opSpan, mainAt int, offsets map[string]int) (opSpan, bool) {
	var lead opSpan
	found := false
	for _, a := range at {
		if a.start == mainAt {
			lead, found = a, true
		}
	}
	if !found || l.family[l.ops[lead.op].Op] != ReadFamily {
		return opSpan{}, false
	}
	var best opSpan
	ok := false
	for _, a := range at {
		if a.start <= lead.end || l.family[l.ops[a.op].Op] == ReadFamily || (ok && a.start > best.start) {
			continue
		}
		for t, i := range offsets {
			if coordinators[t] && lead.end <= i && i < a.start {
				best, ok = a, true
				break
			}
		}
	}
	return best, ok
}

// pleas are the words that mark the verb of a request ("Wir haben eine Lieferung
// erhalten: bitte erhöhe den Bestand", "schlag bitte das Profil nach").
var pleas = map[string]bool{"please": true, "pls": true, "plz": true, "bitte": true, "favor": true,
	"plaît": true, "plait": true}

// pleaded returns the operation a plea marks when a text names several: the one named
// right after it or around it (a separable verb: "schlag bitte … nach"), else the one
// right before it that leads the text ("Zeig bitte …"; not "… ändern – bitte in der
// Wissensbasis nachschlagen").
func pleaded(at []opSpan, tokens []string, offsets map[string]int) (opSpan, bool) {
	for _, t := range tokens {
		if !pleas[t] {
			continue
		}
		start, ok := offsets[t]
		if !ok {
			continue // an accent-folded twin the text does not contain
		}
		end := start + len(t)
		for _, a := range at { // after or around it first: "erhalten: bitte erhöhe"
			if a.start == end || (a.start < start && end < a.end) {
				return a, true
			}
		}
		for _, a := range at {
			if a.end == start && a.start == 0 { // an imperative leading the text: "Zeig bitte …"
				return a, true
			}
		}
	}
	return opSpan{}, false
}

// pleadedHan returns the operation a Chinese plea ("帮我", "麻烦", "请") names right
// after it, when a text names several: "…无法上传数据…，麻烦帮我提交一个支持请求" submits.
func pleadedHan(at []opSpan, norm string) (opSpan, bool) {
	for _, p := range hanPleas {
		for off := 0; ; {
			i := strings.Index(norm[off:], p)
			if i < 0 {
				break
			}
			end := off + i + len(p)
			for _, a := range at {
				if a.start == end {
					return a, true
				}
			}
			off = end
		}
	}
	return opSpan{}, false
}

// hanPleas are the Chinese words that plead for the act after them.
var hanPleas = []string{"帮我", "幫我", "帮忙", "幫忙", "麻烦", "麻煩", "请", "請"}

// opSpan is where a text names an operation.
type opSpan struct{ op, start, end int }

// mainOp is the operation in the main verb's place, and where it starts: the one
// ending last in a verb-final text, else the one starting first.
func (l *Lexicon) mainOp(at []opSpan, final bool) (string, int) {
	if len(at) == 0 {
		return "", -1
	}
	best := at[0]
	for _, a := range at[1:] {
		if (final && a.end > best.end) || (!final && a.start < best.start) {
			best = a
		}
	}
	return l.ops[best.op].Op, best.start
}

// finalInfinitive is the operation a German infinitive ending the text names (a word
// of five letters or more ending in -en, before a closing "bitte") when no imperative
// names an operation before it: a request made with a modal verb puts its main verb
// last ("kannst du in der Wissensbasis nach Passwort zurücksetzen suchen" searches),
// while an imperative leads ("suche ... nach Passwort zurücksetzen", "suchen Sie ...").
func (l *Lexicon) finalInfinitive(tokens []string, consumed, separable map[string]bool) string {
	n := len(tokens)
	if n > 1 && tokens[n-1] == "bitte" {
		n--
	}
	if n < 2 || !infinitive(tokens[n-1]) || consumed[tokens[n-1]] {
		return "" // a word of a multi-word form ("Abo kündigen") is placed with that form
	}
	op := l.wordOp(tokens[n-1])
	if op < 0 {
		return ""
	}
	for i, t := range tokens[:n-1] {
		word := l.wordOp(t)
		if (word < 0 && !separable[t]) || (i > 0 && nounBefore(tokens[i-1])) {
			continue // "meine gespeicherte Suche" is a noun, not the imperative suche
		}
		if word >= 0 && l.ops[word].Op == t {
			continue // an English action in a German sentence ("nach password reset suchen") is its topic
		}
		if !infinitive(t) || tokens[i+1] == "sie" {
			return "" // an imperative leads
		}
		if l.family[l.ops[word].Op] == ReadFamily && l.family[l.ops[op].Op] != ReadFamily {
			return "" // "Wissensbasis durchsuchen nach Passwort zurücksetzen": the action is what is searched
		}
	}
	return l.ops[op].Op
}

// finalPassive is the operation of a German passive that closes the text and asks,
// after a modal ("Der Hilfeartikel zum Passwort-Reset soll gelöscht werden"): the
// participle before the closing "werden" is the request's main verb, whatever the
// words before it name. end is the normalized text without its closing punctuation and
// "bitte".
func (l *Lexicon) finalPassive(at []opSpan, end string) (opSpan, bool) {
	if !strings.HasSuffix(end, "werden") {
		return opSpan{}, false
	}
	w := len(end) - len("werden")
	for _, a := range at {
		if a.end == w || a.end == len(end) && a.start < w {
			return a, true
		}
	}
	return opSpan{}, false
}

// particles are the German separable-verb particles that close a clause ("lege ... an",
// "setze ... zurück"): the first word of a multi-word operation form ending in one is an
// imperative.
var particles = set("an", "ab", "auf", "aus", "ein", "zu", "zurück", "hinzu", "nach", "um", "vor", "mit",
	"weg", "fest", "frei", "hoch", "herunter", "her", "hin", "zusammen", "wieder", "raus", "heraus", "rein",
	"herein", "hinein", "los", "weiter")

// italianClitic reports whether w is an Italian verb after its pronoun ("mi aggiorni
// l'indirizzo", "mi cerca gli articoli"), where Spanish "mi" is a possessive before a noun
// ("mi consulta", "mi cambio"): a second person's verb in -i, or a third person's no
// Spanish noun is.
func italianClitic(pronoun, w string) bool {
	return pronoun == "mi" && (strings.HasSuffix(w, "i") || italianPoliteVerbs[w])
}

var italianPoliteVerbs = set("aggiorna", "cerca", "trova", "crea", "mostra", "controlla", "verifica", "cancella", "elimina",
	"prenota", "fissa", "manda", "invia", "apre", "passa", "elenca", "aggiunga", "modifica", "cambia", "toglie", "sposta")

// noActionAfter are the words after which no operation is asked for: English
// determiners, which come before a noun, and the Spanish reflexive "se" and "al" (al +
// infinitive, "when …ing"). "a" and "her" are left out: Spanish "a" comes before an
// infinitive ("ayúdame a actualizar"), "her" before a verb ("help her update").
var noActionAfter = set("my", "your", "our", "his", "their", "the", "an", "se", "al",
	"been", "was", "were", // "my case has been open", "the meeting was deleted" report ("is" may introduce the request: "what I need is: search …")
	"sin",                                                 // es: "Sin editar ningún campo: enséñame …" does no edit
	"minute", "min", "mins", "minutes", "quick", "weekly", // "a 30-minute sync", "a 30 min sync", "a quick sync", "a weekly sync" is a meeting
	"un", "una", "el", "mi", "mis", "tu", "tus", "su", "sus", "nuestro", "nuestra", // "una consulta nueva" is an inquiry
	"une", "mon", "ma", "mes",
	"en",                                                               // a preposition: "de 2022 en adelante" dates, "en cambio" contrasts
	"dem", "des", "einem", "eines", "meinem", "unserem", "beim", "vom", // German articles: "nach dem Update" names an update, "beim Öffnen" a time
	"daily", "monthly", "previous", // "daily close", "weekly update", "previous close" are nouns
	"estaba", "estaban", "estava", "estavam", "stavo", "stavamo", // a past in progress is told: "Estaba buscando en la base de conocimiento …"
	"senza") // it: "senza trovare nulla" finds nothing

// likeVerbs are the verbs that "like" after them makes a comparison, not an action.
var likeVerbs = set("look", "looks", "looked", "sound", "sounds", "feel", "feels")

// compoundHeads are English verbs that are the first noun of a compound before the words
// listed: a share price is a stock's price, not a price shared.
var compoundHeads = map[string]map[string]bool{
	"share":   set("price", "prices", "count", "counts", "class", "classes", "holder", "holders", "buyback", "buybacks"),
	"display": set("name", "names"), // a profile's display name
}

// compoundTails are English verbs that are a noun after the words listed: the last noun
// of a compound (a team sync is a meeting, nothing synchronized) or a German noun after
// its article ("das Alter von user 42" is an age, nothing altered).
var compoundTails = map[string]map[string]bool{
	"sync":  set("team", "weekly", "daily", "monthly", "biweekly", "quick", "project", "design", "product", "staff", "status", "leadership"),
	"alter": set("das", "dem", "des", "sein", "ihr", "im", "mein", "dein"),
	"share": set("one", "per", "each", "single", "screen"), // "one Apple share", "earnings per share", "screen share issue"
}

// opFormAt reports whether a Hangul, Han or Kana operation form starts the text.
func (l *Lexicon) opFormAt(s string) bool {
	for _, f := range l.subs[firstRunes(s, 2)] {
		if f.ref.op >= 0 && strings.HasPrefix(s, f.form) {
			return true
		}
	}
	return false
}

// numbered reports whether a form has a number among its words: "8-k" (a filing) must
// stand in order, or it is SKU "K-8".
func numbered(tokens []string) bool {
	return slices.ContainsFunc(tokens, func(t string) bool { return strings.ContainsFunc(t, unicode.IsDigit) })
}

// modifiedNoun reports whether a Latin word of a Korean or Japanese text is a noun: one
// between の and a noun ("今週のschedule一覧"), or one before Korean or Japanese words
// that are no light verb ("client call schedule 잡아줘", "내일 schedule 뭐 있는지",
// "어떤 plan 쓰고 있는지"). Before a light verb it is a verbal noun that asks ("update 해줘",
// "在庫のupdateお願いします", "scheduleして"), and so it is at the text's end.
func (l *Lexicon) modifiedNoun(t, norm string, tokenAt func(string) (int, int)) bool {
	if !text.IsASCII(t) || text.IsASCII(norm) {
		return false
	}
	start, end := tokenAt(t)
	if start < 0 {
		return false
	}
	next, _ := utf8.DecodeRuneInString(norm[end:])
	if start > 0 && strings.HasSuffix(norm[:start], "の") && (unicode.Is(unicode.Han, next) || unicode.Is(unicode.Katakana, next)) {
		return true
	}
	rest := norm[end:]
	if after, ok := strings.CutPrefix(rest, "の"); ok {
		// An English word that の joins to a noun modifies it: "定期exportの設定方法" is the
		// export's settings ("updateのお願い" still asks: お is no noun).
		if r, _ := utf8.DecodeRuneInString(after); unicode.Is(unicode.Han, r) || unicode.Is(unicode.Katakana, r) {
			return true
		}
	}
	// A subject's particle makes it a noun: "calendar sync가 안 돼요", "CSVのimportが
	// failする" tell what fails, they ask no sync or import.
	if slices.ContainsFunc(nounParticles, func(p string) bool { return strings.HasPrefix(rest, p) }) {
		return true
	}
	switch {
	case unicode.Is(unicode.Hangul, next):
		rest = trimParticle(rest, koreanParticles) // "update를 해줘", "schedule을 잡아줘"
		if after, ok := strings.CutPrefix(rest, "좀"); ok && after != "" && l.opFormAt(after) &&
			!slices.ContainsFunc(koreanLightVerbs, func(v string) bool { return strings.HasPrefix(after, v) }) {
			return true // "내일 schedule 좀 보여주실래요": another verb follows the softener
		}
		if slices.ContainsFunc(koreanLightVerbs, func(v string) bool { return strings.HasPrefix(rest, v) }) {
			return false
		}
	case unicode.Is(unicode.Hiragana, next):
		rest = trimParticle(rest, japaneseParticles) // "updateをお願い", "scheduleを確認"
		if slices.ContainsFunc(japaneseLightVerbs, func(v string) bool { return strings.HasPrefix(rest, v) }) {
			return false
		}
	default:
		return false
	}
	// A verb of the request's own script after it takes it as its object; without one the
	// English word stays the verb ("meeting cancel 연락 바랍니다").
	return len(l.Analyze(text.Tokens(rest), rest).Ops) > 0
}

// trimParticle returns a text without the particle it starts with.
func trimParticle(s string, particles []string) string {
	for _, p := range particles {
		if rest, ok := strings.CutPrefix(s, p); ok && rest != "" {
			return rest
		}
	}
	return s
}

var (
	nounParticles     = []string{"가", "が"} // not 이, which starts names: "/cal invite 이수진"
	koreanParticles   = []string{"을", "를", "은", "는", "도", "만"}
	japaneseParticles = []string{"を", "は", "も", "だけ"}
)

var (
	// koreanLightVerbs make a Latin word before them a verb: "update 해줘", "check 좀
	// 해주세요", "open 부탁해요".
	// "재고 update 진행해줘", "profile update 필요해요", "delete 가능할까요".
	koreanLightVerbs = []string{"해", "하", "할", "한", "했", "합", "좀", "부탁", "요청", "바랍", "시켜", "되", "돼", "된",
		"진행", "처리", "실행", "가능", "필요", "원해", "원합", "바로", "먼저", "부탁드", "요망"}
	// japaneseLightVerbs do so in Japanese: "scheduleして", "updateお願い", "checkできる",
	// "update依頼", "delete希望", "update対応".
	japaneseLightVerbs = []string{"し", "す", "さ", "お願", "でき", "頼", "ください", "て", "依頼", "希望", "可能", "実行",
		"対応", "願", "要", "必要"}
)

// umlauted returns a word with ae, oe and ue written as ä, ö and ü, or "" when it has
// none: how German is typed without its letters.
func umlauted(w string) string {
	if !strings.Contains(w, "ae") && !strings.Contains(w, "oe") && !strings.Contains(w, "ue") {
		return ""
	}
	return strings.NewReplacer("ae", "ä", "oe", "ö", "ue", "ü").Replace(w)
}

// topicLeads make an English gerund after them a topic: "KB articles on resetting a
// router", "a guide about deleting duplicates", "does the knowledge base cover changing …".
var topicLeads = set("on", "about", "regarding", "concerning", "cover", "covers", "covering")

// sendVerbs are nouns of messaging that are verbs after a coordinator: "… and email the
// authors", "y mándale un mensaje" is covered by the vocabulary's "send" forms.
var sendVerbs = set("email", "e-mail", "mail", "text", "message", "ping", "call", "phone", "notify",
	"tell", "inform", "warn", "remind", "alert", "forward", "schick", "schicke", "informiere", "avisa", "avisar", "informa", "reenvía",
	"cc")

// sendOnlyVerbs are sendVerbs that are no noun, verbs whatever follows them ("… and notify
// facilities on Slack"); replying is a further act only to someone ("and reply to the
// customer", not "and reply latency"). channelVerbs send by a channel, to the asker too
// ("and email me the list"), where "send me" and "tell me" give the answer.
var (
	sendOnlyVerbs = set("notify", "inform", "forward", "warn", "informiere", "avisa", "reenvía")
	channelVerbs  = set("email", "e-mail", "mail", "text", "message", "ping", "dm")
)

// inviteVerbs invite whoever follows them, a name too ("… and invite Ana"), unless a
// noun they modify follows (inviteNouns: "and invite links are broken").
var (
	inviteVerbs = set("invite", "invita", "invitar", "invitez", "invitá")
	inviteNouns = set("link", "links", "list", "lists", "email", "emails", "code", "codes", "template", "templates", "flow", "button", "page")
)

// CoordinatedOps are the operations a Latin-script request names right after a
// coordinator ("… and send invitations to every attendee", "y envía", "und schicke"),
// given its words (TextWords): further actions the request asks for beside its main
// verb's. A coordinator may be followed by "then" or "also" ("and then email").
func (l *Lexicon) CoordinatedOps(words []string) []string {
	var out []string
	for i := 1; i+1 < len(words); i++ {
		j := i - 1
		if j > 0 && (words[j] == "then" || words[j] == "also") && coordinators[words[j-1]] {
			j--
		}
		// A verb joined by a coordinator and followed by its object ("and send
		// invitations", "und schicke allen Teilnehmern …"; not "login and upload errors",
		// "and sync is stuck"); the "e" of "E-Mail" is no Portuguese "and", and what a
		// narrator did ("I tried to log in and reset my password") asks for nothing.
		next := words[i+1]
		// A Spanish verb carries its object joined to it: "y asígnalo al equipo de redes".
		clitic := l.cliticRefs(words[i], false)
		// Spanish "e" is "y" before an i: "e invita a todo el equipo" (not "E-Mail").
		spanishE := words[j] == "e" && strings.HasPrefix(words[i], "i")
		replies := (words[i] == "reply" || words[i] == "respond") && next == "to" && i+2 < len(words) && objectWords[words[i+2]] // "and reply to the customer"
		invites := inviteVerbs[words[i]] && !inviteNouns[next]
		// A coordinator that nothing but exclamations leads joins no act: "ok great, then
		// book a 30 min call …".
		if !coordinators[words[j]] || words[j] == "e" && !spanishE || OnlyExclamations(strings.Join(words[:j], " ")) || !(objectWords[next] || sentThings[next] || clitic != nil || sendOnlyVerbs[words[i]] || replies || invites) || narrates(words[:j]) {
			continue
		}
		refs := l.wordRefs(words[i])
		if len(refs) == 0 {
			refs = clitic
		}
		op, ok := verbsBeforeObject[words[i]]
		if !ok {
			op, ok = joinedVerbs[words[i]]
		}
		if ok && !slices.ContainsFunc(refs, func(r ref) bool { return r.op >= 0 }) {
			refs = append(refs, ref{op: l.opIndex(op), entry: -1}) // "and book the room"
		}
		if (next == "me" || next == "mir" || next == "mich") && !channelVerbs[words[i]] {
			continue // sent to the asker: the answer ("and send me the list"), not mailed to them
		}
		if (sendVerbs[words[i]] || replies) && !slices.Contains(out, "send") {
			out = append(out, "send")
		}
		for _, r := range refs {
			if r.op >= 0 && !slices.Contains(out, l.ops[r.op].Op) {
				out = append(out, l.ops[r.op].Op)
			}
		}
	}
	// A German clause joined by "und" ends with its verb: "Hilfedokumentation finden und
	// ins Französische übersetzen", "… und ausdrucken".
	if n := len(words); n > 2 && strings.HasSuffix(words[n-1], "en") && slices.ContainsFunc(words[1:n-1], func(w string) bool { return w == "und" }) &&
		l.readsBeforeUnd(words) {
		for _, r := range l.wordRefs(words[n-1]) {
			if r.op >= 0 && l.Family(l.ops[r.op].Op) != ReadFamily && !slices.Contains(out, l.ops[r.op].Op) {
				out = append(out, l.ops[r.op].Op)
			}
		}
	}
	return out
}

// readsBeforeUnd reports whether the word before a German "und" is a read's infinitive
// ("Hilfedokumentation finden und …"): the clause after it is a further act, not the
// words of a topic or a problem ("Dateien hochladen und teilen").
func (l *Lexicon) readsBeforeUnd(words []string) bool {
	for i := 1; i < len(words); i++ {
		if words[i] == "und" && slices.ContainsFunc(l.wordRefs(words[i-1]), func(r ref) bool { return r.op >= 0 && l.Family(l.ops[r.op].Op) == ReadFamily }) {
			return true
		}
	}
	return false
}

// sentThings are what one sends, objects of a joined verb without a determiner.
var sentThings = set("invitations", "invitation", "invites", "invite", "notifications", "notification", "reminders",
	"emails", "einladung", "einladungen", "invitaciones", "invitación", "notificaciones", "recordatorios")

// narrates reports whether words tell what a narrator tried ("I tried to …", "ich habe
// versucht …").
func narrates(words []string) bool {
	return slices.ContainsFunc(words, func(w string) bool { return narrators[w] })
}

var narrators = set("tried", "attempted", "i've", "versucht", "intenté", "probé", "試した", "when", "whenever") // and what happens when

// verbsBeforeObject are words that are mostly nouns (or other words) but verbs before
// their object ("book a table", "reserva una mesa", "… hotel room book해줘", "file a
// support request", "da la predicción", "agenda mi vuelo", "print them"; not "the book
// about graphene", "mi reserva", "mi agenda", "upload the file", "print edition of
// Nature"): the operation each names there.
var verbsBeforeObject = map[string]string{"book": "reserve", "reserva": "reserve", "file": "create", "da": "get",
	"agenda": "schedule", "print": "print label", "text": "send", "compute": "compute measure", "calculate": "compute measure", "calcular": "compute measure"}

// joinedVerbs are verbs before their object only when joined to the main act: "… and
// post it in #general", "and paste them into my reply" (an export); "Jana will post it
// in Slack herself" is told.
var joinedVerbs = map[string]string{"post": "publish", "paste": "export"}

// objectWords begin an object after a verb: English and Spanish determiners and object
// pronouns.
var objectWords = set("a", "an", "the", "me", "us", "my", "our", "his", "her", "him", "their", "them", "it", "this",
	"allen", "ihm", "ihnen", "mir", "uns", "den", "dem", "einen", "eine", "ein", "le", "les",
	"that", "these", "those", "every", "un", "una", "unos", "unas", "el", "la", "los", "las", "mi", "mis", "nos",
	"all", "everyone", "everybody", "alle", "todos", "todas", "sie", "ihn")

// placeLeads put the word after them in a place: "che impegni ci sono in agenda".
var placeLeads = set("in", "en", "na", "dans", "nella", "nell")

// verbBeforeObject reports whether a word stands where a verb does somewhere in a text's
// words: before an object word or a Korean light verb (해줘, 해 주세요), or leading the
// text ("reserva stock para SKU-K25", not "reserva de …" or "Agenda para mañana"); and
// not after a determiner.
func verbBeforeObject(words []string, w string) bool {
	for i := range words {
		if words[i] != w || i+1 >= len(words) || (i > 0 && (noActionAfter[words[i-1]] || objectWords[words[i-1]] || w == "agenda" && placeLeads[words[i-1]])) {
			continue
		}
		next := words[i+1]
		if verbsBeforeObject[w] == "compute measure" && !computeNouns[next] {
			return true // "calculate average volatility", not "compute modules" or "calculate anything"
		}
		if objectWords[next] || strings.HasPrefix(next, "해") || strings.HasPrefix(next, "하") ||
			(i == 0 && w == "reserva" && !nounLinks[next]) {
			return true // a leading "reserva" before a noun: "reserva stock para SKU-K25"
		}
	}
	return false
}

// computeNouns follow "compute" or "calculate" where it names no act: a compute module, a
// calculation of nothing.
var computeNouns = set("modules", "module", "cards", "card", "power", "engine", "instance", "instances", "cluster", "node", "nodes",
	"resources", "units", "unit", "anything", "nothing", "everything", "capacity", "budget", "credits")

// nounLinks join a noun to the noun after it ("reserva de stock", "book of …") or make
// a leading word no verb ("da igual", "book club").
var nounLinks = set("of", "de", "del", "von", "für", "for", "club", "review", "cover", "igual", "que", "lo",
	"actual", "total", "disponible", "mínima", "máxima", "para")

// opIndex is the index of the operation named op, or -1.
func (l *Lexicon) opIndex(op string) int {
	return slices.IndexFunc(l.ops, func(o Operation) bool { return o.Op == op })
}

// wishedThatSe reports whether the word at i follows a Spanish "que se" after a wish or
// a need: "Necesito que se elimine …", "Me gustaría que se modifique …" ask the act done,
// though a verb after "se" alone tells what happens.
func wishedThatSe(tokens []string, i int) bool {
	return i >= 2 && tokens[i-1] == "se" && tokens[i-2] == "que" && slices.ContainsFunc(tokens[:i-2], func(t string) bool { return wishLeads[t] })
}

// wishLeads are the Spanish words of a wish or a need that a "que" clause completes.
var wishLeads = set("necesito", "necesitamos", "necesitaría", "quisiera", "quisiéramos", "gustaría", "quiero", "queremos",
	"falta", "pido", "pedimos", "solicito", "solicitamos", "urge", "ruego", "rogamos")

// accentTwin reports whether tokens[i] is the accent-folded twin of the token before it
// ("sé" is followed by "se", which is no word of the text).
func accentTwin(tokens []string, i int) bool {
	return i > 0 && slices.Contains(text.Tokens(tokens[i-1]), tokens[i]) && tokens[i-1] != tokens[i]
}

// germanDeterminers are the articles and possessives that come before a German noun.
var germanDeterminers = set("der", "die", "das", "den", "dem", "des", "ein", "eine", "einen", "einem",
	"einer", "eines", "mein", "meine", "meinen", "meinem", "meiner", "dein", "deine", "deinen", "unser",
	"unsere", "unseren", "ihr", "ihre", "ihren", "sein", "seine", "seinen", "diese", "diesen", "dieser",
	"zur", "zum", "beim", "vom", "im")

// nounBefore reports whether a German word is one a noun follows: a determiner, or an
// attributive participle or adjective in -te(n/m/r/s) ("gespeicherte", "letzten").
func nounBefore(w string) bool {
	if germanDeterminers[w] {
		return true
	}
	for _, end := range []string{"te", "ten", "tem", "ter", "tes"} {
		if strings.HasSuffix(w, end) && w != "bitte" && utf8.RuneCountInString(w) > 4 {
			return true
		}
	}
	return false
}

// infinitive reports whether a word has the shape of a German infinitive (-en, -ern,
// -eln).
func infinitive(w string) bool {
	return (strings.HasSuffix(w, "en") || strings.HasSuffix(w, "ern") || strings.HasSuffix(w, "eln")) &&
		utf8.RuneCountInString(w) >= 5
}

// wordOp is the operation one word names on its own, or -1.
func (l *Lexicon) wordOp(t string) int {
	for _, r := range l.wordRefs(t) {
		if r.op >= 0 {
			return r.op
		}
	}
	return -1
}

// verbFinal reports whether a text is Korean or Japanese (it contains Hangul or Kana),
// languages that end a sentence with its verb.
func verbFinal(norm string) bool {
	return strings.ContainsFunc(norm, func(r rune) bool {
		return unicode.In(r, unicode.Hangul, unicode.Hiragana, unicode.Katakana)
	})
}

// wordRefs are the entries one Latin-script word names, as a whole or by a stem.
func (l *Lexicon) wordRefs(t string) []ref {
	refs := l.tokens[t]
	for _, s := range l.stems[firstRunes(t, 4)] {
		if strings.HasPrefix(t, s.stem) {
			refs = append(slices.Clip(refs), s.ref)
		}
	}
	return refs
}

// namesOperation reports whether a word names an operation, as a verb does: never what
// a forecast is of ("retrieve forecast for berlin this weekend").
func (l *Lexicon) namesOperation(w string) bool {
	return slices.ContainsFunc(l.wordRefs(w), func(r ref) bool { return r.op >= 0 })
}

// conjugatedRefs are the operations a German second-person verb names through its
// imperative or infinitive: "… dass du … erstellst" (erstelle), "änderst" (ändern),
// "findest" (finde). A twin is the accent-folded twin of the word before it.
func (l *Lexicon) conjugatedRefs(t string, twin bool) []ref {
	if refs := l.cliticRefs(t, twin); refs != nil {
		return refs
	}
	if !twin { // a twin's accented word was read
		if refs := l.italianCliticRefs(t); refs != nil {
			return refs
		}
	}
	var stem string
	switch {
	case strings.HasSuffix(t, "est") && len(t) >= 7:
		stem = t[:len(t)-3]
	case strings.HasSuffix(t, "st") && len(t) >= 6:
		stem = t[:len(t)-2]
	default:
		return nil
	}
	for _, form := range []string{stem + "e", stem + "en", stem + "n"} {
		if ops := l.opRefs(form); len(ops) > 0 {
			return ops
		}
	}
	return nil
}

// opRefs are the operations a vocabulary form names, without its domain entries.
func (l *Lexicon) opRefs(form string) []ref {
	var ops []ref
	for _, r := range l.tokens[form] {
		if r.op >= 0 {
			ops = append(ops, r)
		}
	}
	return ops
}

// cliticRefs are the operations a Spanish imperative names with its object pronouns
// joined to it, which put a written accent on its stem: "asígnalo" (asigna),
// "adjúntalo" (adjunta), "cancélala" (cancela), "ábrelo" (abre).
//
// Typed without its accent, the imperative keeps its indirect object only: "cambiale el
// mail", "quitale 4 unidades" (not "-lo", "-la", "-me", which end many other words).
func (l *Lexicon) cliticRefs(t string, twin bool) []ref {
	clitics := spanishEnclitics
	accented := strings.ContainsAny(t, "áéíóú")
	if !accented {
		if twin {
			return nil // the accented word it folds was read
		}
		clitics = []string{"les", "le"}
	}
	for _, clitic := range clitics {
		stem, ok := strings.CutSuffix(t, clitic)
		if !ok || utf8.RuneCountInString(stem) < 3 || !accented && (strings.HasSuffix(stem, "r") || strings.HasSuffix(stem, "ndo")) {
			continue // "enviarle", "mandandole": an infinitive or a gerund tells, it does not ask
		}
		if ops := l.opRefs(unaccented.Replace(stem)); len(ops) > 0 {
			return ops
		}
	}
	return nil
}

// italianEnclitics are the object pronouns an Italian imperative carries joined to it,
// the pairs first: "segnamela", "toglimela", "glielo"; then "aggiungila", "cancellalo",
// "modificagli", "aggiungine". "-ti" is left out: "aggiornati", "eliminati" are
// participles ("i dati aggiornati"), not imperatives.
var italianEnclitics = func() []string {
	var out []string
	for _, first := range []string{"glie", "me", "ce", "ve", "se"} {
		for _, second := range []string{"lo", "la", "li", "le", "ne"} {
			out = append(out, first+second)
		}
	}
	return append(out, "gli", "lo", "la", "li", "le", "ne", "mi", "ci", "vi")
}()

// adjectivesNotEnclitic end like an imperative with its pronoun: "informazioni generali"
// (genera + li) generates nothing.
var adjectivesNotEnclitic = set("generali", "generale")

// italianCliticRefs are the operations an Italian imperative names with its object
// pronouns joined to it: "aggiungila" (aggiungi), "cancellalo" (cancella), "programmalo"
// (programmare: the imperative of an -are verb is also a noun, "il programma", so it is
// read through its infinitive), "segnamela" (segnami: the pair's "me" stands for "mi").
// An imperative ends in a vowel and keeps at least four letters, so "nella", "tavola",
// "figli" and "dello" name nothing.
func (l *Lexicon) italianCliticRefs(t string) []ref {
	if adjectivesNotEnclitic[t] {
		return nil
	}
	for _, clitic := range italianEnclitics {
		stem, ok := strings.CutSuffix(t, clitic)
		if !ok || utf8.RuneCountInString(stem) < 4 || !strings.ContainsRune("aei", rune(stem[len(stem)-1])) {
			continue
		}
		forms := []string{stem}
		if strings.HasSuffix(stem, "a") {
			forms = append(forms, stem+"re")
		}
		if strings.HasPrefix(clitic, "me") && len(clitic) > 2 {
			forms = append(forms, stem+"mi")
		}
		for _, form := range forms {
			if ops := l.opRefs(form); len(ops) > 0 {
				return ops
			}
		}
	}
	return nil
}

// spanishEnclitics are the object pronouns a Spanish or Portuguese verb carries joined to
// it, the pairs first.
var spanishEnclitics = []string{"selo", "sela", "melo", "mela", "los", "las", "les", "nos", "lo", "la", "le", "me"}

// askingModals ask in Spanish and Portuguese for what the infinitive after them does:
// "¿puedes modificarla?", "você pode atualizá-lo?".
var askingModals = set("puedes", "podrías", "podrias", "puede", "podría", "podria", "pueden", "podrían", "podés", "pode", "podes", "poderia", "consegue")

// infinitiveCliticRefs are the operations a Spanish or Portuguese infinitive names with
// its object pronouns joined to it: "modificarla" (modificar), "actualizarle". Alone an
// infinitive with its pronoun tells ("enviarle", cliticRefs); after a modal that asks it
// is the act asked.
func (l *Lexicon) infinitiveCliticRefs(t string) []ref {
	for _, clitic := range spanishEnclitics {
		if stem, ok := strings.CutSuffix(t, clitic); ok && utf8.RuneCountInString(stem) >= 4 && (strings.HasSuffix(stem, "ar") || strings.HasSuffix(stem, "er") || strings.HasSuffix(stem, "ir")) {
			if ops := l.opRefs(stem); len(ops) > 0 {
				return ops
			}
		}
	}
	return nil
}

// Says counts how many times a text says a word (a token of text.Tokens) as a word of
// its own.
func Says(raw, word string) int {
	n := 0
	for _, w := range TextWords(raw) {
		if w == word {
			n++
		}
	}
	return n
}

// SaysBesideIdioms reports whether a text says a word outside the Latin idioms it holds
// ("File a ticket: … a parking ticket" does, "vegetable stock for beef stock" does not).
func SaysBesideIdioms(raw, word string) bool {
	return Says(withoutIdioms(strings.ToLower(raw)), word) > 0
}

// ownerWords name, inside an idiom, the thing the idiom is a part of: a profile picture
// is a profile's, so "profile" still reaches the profile's endpoints ("Update my profile
// picture").
var ownerWords = set("profile", "프로필", "プロフィール", "profil", "perfil")

// unaccented writes Spanish accented vowels plain.
var unaccented = strings.NewReplacer("á", "a", "é", "e", "í", "i", "ó", "o", "ú", "u")

// loanVerbRefs are the operations an English verb borrowed into German names through
// its German endings: "in den Kalender adden" (add), "mit dem Team sharen" (share),
// "den Termin canceln". Participles ("gecancelt") are left out, like the vocabulary's
// own: they mostly describe a state ("der Termin wurde gecancelt").
func (l *Lexicon) loanVerbRefs(t string) []ref {
	if !lowerASCII(t) || notLoanVerbs[t] {
		return nil
	}
	var forms []string
	if stem, ok := strings.CutSuffix(t, "en"); ok {
		forms = append(forms, stem)
		if n := len(stem); n > 3 && stem[n-1] == stem[n-2] {
			forms = append(forms, stem[:n-1]) // submitten
		}
	}
	if stem, ok := strings.CutSuffix(t, "n"); ok {
		forms = append(forms, stem) // sharen, canceln
	}
	for _, form := range forms {
		if len(form) >= 3 && lowerASCII(form) {
			if ops := l.opRefs(form); len(ops) > 0 {
				return ops
			}
		}
	}
	return nil
}

// passiveRefs are the operations a German past participle names in a passive that asks
// ("soll … gesucht werden", "muss an das Team weitergeleitet werden", "soll als ICS-Datei
// exportiert werden"), through the infinitives it may come from (participleInfinitives).
func (l *Lexicon) passiveRefs(t string) []ref {
	for _, inf := range participleInfinitives(t) {
		if ops := l.opRefs(inf); len(ops) > 0 {
			return ops
		}
	}
	return nil
}

// zuInfinitiveRefs are the operations a German separable verb's zu-infinitive names
// through its infinitive: "als Termin in den Kalender einzutragen" (eintragen),
// "ein Ticket anzulegen" (anlegen), "hinzuzufügen" (hinzufügen).
func (l *Lexicon) zuInfinitiveRefs(t string) []ref {
	if !strings.Contains(t, "zu") {
		return nil
	}
	for _, pre := range separablePrefixes {
		if rest, ok := strings.CutPrefix(t, pre+"zu"); ok && len(rest) >= 4 && strings.HasSuffix(rest, "en") {
			if ops := l.opRefs(pre + rest); len(ops) > 0 {
				return ops
			}
		}
	}
	return nil
}

// nominalActRefs are the operations a German request in the noun style names: a verbal
// noun in -ung leading it, with the genitive or von-phrase of what it acts on
// ("Löschung des Benutzers 4411", "Sperrung von User 2231", "Verschiebung des Meetings
// auf Freitag"), names its verb's act when no other word of the request names one.
// Elsewhere such a noun is a record or a topic ("der Status meiner Bestellung",
// "Sendung des Pakets 4411 verfolgen"), and so are the nouns of records (recordNouns).
func (l *Lexicon) nominalActRefs(words []string, t string) []ref {
	for len(words) > 0 && words[0] == "bitte" {
		words = words[1:]
	}
	if len(words) > 2 && accentTwin(words, 1) {
		words = slices.Delete(slices.Clone(words), 1, 2) // tokens, not words: löschung, loschung
	}
	if len(words) < 2 || words[0] != t && umlauted(words[0]) != t && words[0] != umlauted(t) || !nominalLeads[words[1]] {
		return nil
	}
	noun := words[0]
	if u := umlauted(noun); u != "" {
		noun = u // "Loeschung" is Löschung
	}
	if recordNouns[noun] || slices.ContainsFunc(words[2:], func(w string) bool { return len(l.opRefs(w)) > 0 }) {
		return nil
	}
	return l.ungVerbRefs(noun)
}

// ungVerbRefs are the operations of the verb a German noun in -ung is made from
// (Löschung → löschen, Änderung → ändern), or none.
func (l *Lexicon) ungVerbRefs(noun string) []ref {
	stem, ok := strings.CutSuffix(noun, "ung")
	if !ok {
		return nil
	}
	for _, verb := range []string{stem + "en", stem + "n"} {
		if ops := l.opRefs(verb); len(ops) > 0 {
			return ops
		}
	}
	return nil
}

// recordNouns are German nouns in -ung that name records rather than acts: an order, a
// booking, a shipment, a delivery, a payment, an invoice, a rating, a report.
var recordNouns = set("bestellung", "buchung", "sendung", "lieferung", "zahlung", "rechnung", "bewertung", "meldung",
	"nachricht", "abrechnung", "überweisung", "reservierung", "einladung")

// nominalLeads start the genitive or von-phrase after a German verbal noun.
var nominalLeads = set("des", "der", "eines", "einer", "von", "vom", "meines", "meiner", "unseres", "unserer", "dieses", "dieser", "aller")

// englishPassive reports whether an English past participle stands in a passive that
// asks, in a normalized text: "should be merged", "needs to be transferred", "must be
// suspended", "has to be looked up"; after "get" (afterGet) only when the request asks to
// see to it ("make sure it gets updated", not "did it get created?"); and a question
// asking for a named thing done ("could the event be created?", not "can events be
// created by email?").
func englishPassive(norm, t string, afterGet bool) bool {
	if len(t) < 3 || !strings.HasSuffix(t, "ed") && irregularParticiples[t] == "" {
		return false
	}
	if slices.ContainsFunc([]string{"shouldbe", "mustbe", "tobe", "shallbe"}, func(m string) bool { return strings.Contains(norm, m+t) }) {
		return true
	}
	// An indirect question whether a thing could be done asks it: "I was wondering if
	// user kbrown's account could be suspended".
	if (strings.Contains(norm, "couldbe"+t) || strings.Contains(norm, "canbe"+t)) && (strings.Contains(norm, "wonder") || strings.Contains(norm, "whether")) {
		return true
	}
	if afterGet {
		return slices.ContainsFunc([]string{"makesure", "ensure", "seetoit"}, func(m string) bool { return strings.Contains(norm, m) })
	}
	return strings.Contains(norm, "be"+t) && asksThingDone(norm)
}

// asksThingDone reports whether a normalized English question asks whether a named
// thing can be done to: "can user 611 be deactivated", "could the meeting be moved",
// "would the ticket be closed" — not the assistant's or the asker's team's own doing
// ("can you …", "could we …").
func asksThingDone(norm string) bool {
	if strings.HasPrefix(norm, "wouldthe") {
		return true
	}
	rest, ok := strings.CutPrefix(norm, "can")
	if !ok {
		rest, ok = strings.CutPrefix(norm, "could")
	}
	return ok && rest != "" && !strings.HasPrefix(rest, "you") && !strings.HasPrefix(rest, "we")
}

// getWords make a passive of the participle after them: "make sure it gets updated".
var getWords = set("get", "gets")

// seeingTo are the German imperatives that ask for something seen to, in a normalized
// text: "Sorgen Sie dafür, dass …", "stell sicher, dass …" (not "ich bin sicher").
var seeingTo = []string{"sorgdafür", "sorgedafür", "sorgensiedafür", "sorgtdafür", "stellsicher", "stellesicher", "stellensiesicher", "stelltsicher"}

// englishParticipleRefs are the operations an English past participle names through its
// verb: merged (merge), transferred (transfer), searched (search), looked up (look up,
// when "up" follows), found (find).
func (l *Lexicon) englishParticipleRefs(t, norm string) []ref {
	var bases []string
	if b := irregularParticiples[t]; b != "" {
		bases = append(bases, b)
	}
	if stem, ok := strings.CutSuffix(t, "ed"); ok {
		bases = append(bases, stem+"e", stem) // merged, searched
		if n := len(stem); n >= 2 && stem[n-1] == stem[n-2] {
			bases = append(bases, stem[:n-1]) // transferred
		}
		if s, ok := strings.CutSuffix(stem, "i"); ok {
			bases = append(bases, s+"y") // copied
		}
	}
	for _, b := range bases {
		if strings.Contains(norm, t+"up") {
			if ops := l.opRefs(b + "up"); len(ops) > 0 {
				return ops // looked up
			}
		}
		if ops := l.opRefs(b); len(ops) > 0 {
			return ops
		}
	}
	return nil
}

var irregularParticiples = map[string]string{"found": "find", "sent": "send", "made": "make", "done": "do", "taken": "take",
	"shown": "show", "written": "write", "bought": "buy", "sold": "sell", "paid": "pay", "withdrawn": "withdraw",
	"drawn": "draw", "forgotten": "forget", "frozen": "freeze", "hidden": "hide", "rewritten": "rewrite", "reset": "reset",
	"put": "put", "set": "set"}

// participleInfinitives are the infinitives a German past participle may come from: of
// -ieren verbs (exportiert), of weak verbs with ge- at the start or after a separable
// prefix (geschickt, weitergeleitet, eingereicht), of inseparable ones (veröffentlicht,
// überarbeitet), and of strong verbs that keep their stem (eingetragen, abgegeben).
func participleInfinitives(p string) []string {
	var cores []string
	switch {
	case strings.HasSuffix(p, "iert"):
		return []string{p[:len(p)-1] + "en"}
	case strings.HasSuffix(p, "et"):
		cores = []string{p[:len(p)-2], p[:len(p)-1]}
	case strings.HasSuffix(p, "t"), strings.HasSuffix(p, "en"):
		cores = []string{strings.TrimSuffix(strings.TrimSuffix(p, "t"), "en")}
	}
	var out []string
	for _, c := range cores {
		stems := []string{c}
		if rest, ok := strings.CutPrefix(c, "ge"); ok {
			stems = append(stems, rest)
		}
		for _, pre := range separablePrefixes {
			if rest, ok := strings.CutPrefix(c, pre+"ge"); ok {
				stems = append(stems, pre+rest)
			}
		}
		for _, st := range stems {
			out = append(out, st+"en", st+"n") // geändert: ändern
		}
	}
	return out
}

var separablePrefixes = []string{"ab", "an", "auf", "aus", "bei", "ein", "fest", "frei", "her", "hin", "hinzu", "mit", "nach",
	"um", "vor", "weg", "weiter", "zu", "zurück", "zusammen"}

// dativePlural is the plural a German dative plural adds its -n to: Artikeln
// (Artikel), Ordnern (Ordner), Terminen (Termine). Only nouns come from it.
func dativePlural(t string) (string, bool) {
	stem, ok := strings.CutSuffix(t, "n")
	if !ok || len(stem) < 5 || !(strings.HasSuffix(stem, "el") || strings.HasSuffix(stem, "er") || strings.HasSuffix(stem, "e")) {
		return "", false
	}
	return stem, true
}

// notLoanVerbs are German and English words that end like a borrowed verb but are none:
// Listen are lists, Posten items; given, taken and proven are English participles.
var notLoanVerbs = set("listen", "posten", "given", "taken", "proven", "driven", "forgiven", "mistaken", "open", "often")

// germanSentence reports whether a request's words include a German function word, so
// that its English verbs may wear German endings (loanVerbRefs).
func germanSentence(tokens []string) bool {
	return slices.ContainsFunc(tokens, func(t string) bool { return germanMarkers[t] })
}

var germanMarkers = set("du", "sie", "bitte", "mir", "mich", "uns", "den", "dem", "der", "das", "ein", "eine", "einen",
	"welche", "welcher", "welches", "wer", "wie", "sind", "hat",
	"kannst", "könntest", "koenntest", "könnten", "können", "koennen", "mal", "und", "mit", "für", "fuer", "ich", "wir",
	"ist", "wurde", "soll", "muss", "noch", "auf", "zum", "zur", "nicht", "des", "eines", "einer", "von", "vom")

// afterQue reports whether the token at i follows Spanish "que" (or "q", as typed in
// haste), with at most an object pronoun between ("necesito que cambies", "quiero que
// me abras", "necesitaria q cambies").
func afterQue(tokens []string, i int) bool {
	switch {
	case i >= 1 && (tokens[i-1] == "que" || tokens[i-1] == "q"):
		return true
	case i >= 2 && (tokens[i-2] == "que" || tokens[i-2] == "q"):
		return spanishClitics[tokens[i-1]]
	}
	return false
}

var spanishClitics = set("me", "te", "lo", "la", "le", "nos", "les", "los", "las", "se")

// subjunctiveRefs are the operations a Spanish second-person subjunctive names through
// its infinitive: "necesito que cambies la cita" (cambiar), "que actualices" (actualizar),
// "que agregues" (agregar), "que abras un ticket" (abrir).
func (l *Lexicon) subjunctiveRefs(t string) []ref {
	var forms []string
	switch {
	case strings.HasSuffix(t, "es") && len(t) >= 5:
		stem := t[:len(t)-2]
		forms = append(forms, stem+"ar")
		switch {
		case strings.HasSuffix(stem, "c"):
			forms = append(forms, stem[:len(stem)-1]+"zar") // actualices
		case strings.HasSuffix(stem, "qu"):
			forms = append(forms, stem[:len(stem)-2]+"car") // modifiques, busques
		case strings.HasSuffix(stem, "gu"):
			forms = append(forms, stem[:len(stem)-2]+"gar") // agregues
		}
	case (strings.HasSuffix(t, "aras") || strings.HasSuffix(t, "ases")) && len(t) >= 7:
		forms = append(forms, t[:len(t)-4]+"ar") // the past subjunctive: "que modificaras", "que ajustaras"
	case (strings.HasSuffix(t, "ieras") || strings.HasSuffix(t, "ieses")) && len(t) >= 7:
		forms = append(forms, t[:len(t)-5]+"er", t[:len(t)-5]+"ir") // "que abrieras"
	case strings.HasSuffix(t, "as") && len(t) >= 5:
		stem := t[:len(t)-2]
		forms = append(forms, stem+"er", stem+"ir")
		if strings.HasSuffix(stem, "g") {
			forms = append(forms, stem[:len(stem)-1]+"er") // pongas
		}
	}
	for _, form := range forms {
		var ops []ref
		for _, r := range l.wordRefs(form) {
			if r.op >= 0 {
				ops = append(ops, r)
			}
		}
		if len(ops) > 0 {
			return ops
		}
	}
	return nil
}

// onlyNames reports whether every ref names the domain entry canon.
func (l *Lexicon) onlyNames(refs []ref, canon string) bool {
	for _, r := range refs {
		if r.entry < 0 || l.domain[r.entry].Canon != canon {
			return false
		}
	}
	return len(refs) > 0
}

// historyHeads are what a German compound ending in "Entwicklung" has a history of
// ("Preisentwicklung"); anything else's is its development ("Medikamentenentwicklung").
var historyHeads = set("price", "stock", "share", "market", "quote", "temperature", "weather", "inventory", "quantity", "sales", "revenue", "exchange rate")

// recordHeads are the records a German compound's last word makes it: a team meeting
// ("Teambesprechung") is a meeting, a "Teamtermin" an appointment.
var recordHeads = set("meeting", "event", "appointment", "ticket", "article", "paper")

// endsAt returns where a verbal noun ending a request ends in its normalized end: at
// the end, or before a memo's closing of memo bytes that asks for it (일정 등록 바람, 수량
// 변경 요망, 티켓 생성 요청드립니다, 주소 변경할 것, 登録依頼, 更新希望); -1 when it ends
// neither.
func (f subForm) endsAt(end string, memo int) int {
	switch {
	case strings.HasSuffix(end, f.form):
		return len(end)
	case memo > 0 && strings.HasSuffix(end[:len(end)-memo], f.form):
		return len(end) - memo
	}
	return -1
}

// memoEnding is the length of the closing a memo's request ends with after its verbal
// noun (바람, 요망, 요청, 할 것, 해야 함, 부탁, 依頼, 希望, お願いします), as it stands in
// a normalized text, or 0.
func memoEnding(end string) int {
	for _, m := range normMemoEndings() {
		if strings.HasSuffix(end, m) {
			return len(m)
		}
	}
	return 0
}

// movedPlaces name where a thing is: changing them moves it ("SKU-A12 위치 변경 B-3").
var movedPlaces = []string{"위치", "창고", "location", "位置", "場所", "ロケーション", "倉庫"}

// compoundNouns follow a verbal noun to name a thing made of it: a change log, a change
// request, a change link.
var compoundNouns = []string{"log", "link", "history", "faq", "request", "form", "guide", "page", "button", "tbd", "ng",
	"status", "policy", "rule", "notice", "report", "list", "record", "api", "feature", "option", "setting"}

// valueEnding is the length of the Latin-script value a Korean or Japanese memo may give
// after its verbal noun, as it stands in a normalized text ("user 9001 timezone 변경
// UTC", "Bob Kim 이메일 변경 bob@example.com", "SKU-A12 재고 수정 40"), or 0.
func valueEnding(end string) int {
	i := len(end)
	for i > 0 && end[i-1] < utf8.RuneSelf {
		i--
	}
	run := end[i:]
	// A word that makes a compound with the verbal noun names a thing, no value: "변경
	// log", "변경 link", "변경 FAQ".
	if i == 0 || !strings.ContainsFunc(run, func(r rune) bool { return unicode.IsLetter(r) || unicode.IsDigit(r) }) ||
		slices.ContainsFunc(compoundNouns, func(n string) bool { return strings.HasPrefix(strings.TrimSpace(run), n) }) {
		return 0
	}
	if r, _ := utf8.DecodeLastRuneInString(end[:i]); !text.IsHangul(r) && !isHanOrKana(r) {
		return 0
	}
	return len(run)
}

// normMemoEndings are memoEndings as text.Norm writes them (ㄱㄱ in conjoining jamo).
var normMemoEndings = sync.OnceValue(func() []string {
	out := make([]string, len(memoEndings))
	for i, m := range memoEndings {
		out[i] = text.Norm(m)
	}
	return out
})

// memoEndings list a closing before any closing it ends with (をお願いします before
// お願いします).
var memoEndings = []string{"처리요망", "처리바람", "처리요청", "처리부탁", // done as a processing step
	"요청드립니다", "부탁드립니다", "부탁드려요", "바랍니다", "해야합니다", "요청드림", "부탁드림",
	"해야함", "요청함", "요청합니다", "요청", "요망", "바람", "할것", "부탁", "필요", "ㄱㄱ", "고고", "要",
	"ㄱ", "좀", "부탁해요", "부탁해", "plz", "pls", // casual: 등록ㄱ, 티켓 좀, 생성 plz
	"희망합니다", "희망해요", "희망함", "희망", "원합니다", "원해요", "원함", // wished for

	"をお願いします", "でお願いします", "お願いします", "でお願い", "をおねがいします", "おねがいします", "おねがい", "お願い", "依頼", "希望", "願います",
	"요"} // last, after every closing that ends with it: 추가요

// memoTickets are the records a memo's closing alone asks to open, as text.Norm writes
// them.
var memoTickets = []string{"티켓", "지원케이스", "문의티켓", "チケット"}

// onlyThenDo are "only" (or "please", 좀) followed by a light verb of request, in a
// normalized text: 업데이트만 해줘, 반영 좀 해줘.
var onlyThenDo = []string{"だけして", "だけする", "だけお願", "のみして", "のみお願", "만해", "만부탁", "만좀해", "좀해", "좀부탁",
	"依頼", "希望"} // and a request for it anywhere: 起票依頼, 英訳依頼, 変更希望

// stemTailRefs are the operations, attributes, records and a history the rest of a word that a stem matched
// names, when the rest is a word of its own: "lagerbestandsänderung" is a stock
// (lagerbestand*) change (änderung), "Besprechungsnotizen" a meeting's notes, a
// "Teambesprechung" a meeting, a "Zeitschriftenartikel" an article. Other terms are left: "Zitationsanzahl" is a number of
// citations, not an inventory quantity.
func (l *Lexicon) stemTailRefs(t string) []ref {
	for _, s := range l.stems[firstRunes(t, 4)] {
		if !strings.HasPrefix(t, s.stem) {
			continue
		}
		for _, link := range []string{"s", "en", "n"} { // a linking element: Lagerbestands-, Zeitschriften-
			rest := strings.TrimPrefix(t[len(s.stem):], link)
			if utf8.RuneCountInString(rest) < 5 {
				continue
			}
			var ops []ref
			for _, r := range l.tokens[rest] {
				if r.op >= 0 || (r.entry >= 0 && attributes[l.domain[r.entry].Canon]) {
					ops = append(ops, r)
				}
			}
			// A history of prices: "preishistorie", "preisentwicklung"; anything else's
			// Entwicklung is its development ("Medikamentenentwicklung").
			developed := strings.HasPrefix(rest, "entwicklung") && (s.ref.entry < 0 || !historyHeads[l.domain[s.ref.entry].Canon])
			for _, r := range l.wordRefs(rest) {
				if r.entry >= 0 && (l.domain[r.entry].Canon == "history" && !developed || recordHeads[l.domain[r.entry].Canon]) && !slices.Contains(ops, r) {
					ops = append(ops, r)
				}
			}
			if len(ops) > 0 {
				return ops
			}
		}
	}
	return nil
}

// compoundRefs splits a long unknown word into two known words, as German and Dutch
// compose nouns ("wettervorhersage" = "wetter" + "vorhersage", "forschungsarbeit" =
// "forschung" + linking "s" + "arbeit"). Each part must have at least 4 letters. Failing
// that, a known last word names the compound.
func (l *Lexicon) compoundRefs(t string) []ref {
	if len(t) < 8 || !text.IsASCII(strings.Map(foldLatin, t)) || strings.ContainsRune(t, 'ç') {
		return nil // a ç is Romance, never a German compound's: "computação" is no "compute" + "ação"
	}
	if strings.HasSuffix(t, "zione") || strings.HasSuffix(t, "zioni") {
		return nil // nor is an Italian noun of action: "presentazione" is no "present" + "azione"
	}
	for i := 4; i+4 <= len(t); i++ {
		if !utf8.RuneStart(t[i]) {
			continue
		}
		head := l.wordRefs(t[:i])
		if len(head) == 0 && i >= 5 && len(t)-i >= 6 {
			head = l.wordRefs(t[:i] + "e") // a compound drops its first word's -e: "Adressänderung"
		}
		if len(head) == 0 {
			continue
		}
		tail := l.wordRefs(t[i:])
		if len(tail) == 0 && t[i] == 's' && len(t)-i-1 >= 4 {
			tail = l.wordRefs(t[i+1:])
		}
		if slices.Contains(tail, idiomRef) {
			return nil // an idiom's word closes it: a "Ladebildschirm" is a screen, no umbrella
		}
		head = slices.DeleteFunc(slices.Clone(head), func(r ref) bool { return r == idiomRef })
		if len(tail) > 0 {
			if l.onlyNames(head, "history") && !l.onlyNames(tail, "history") {
				return tail // a development team is a team ("entwicklungsteam"), not a history
			}
			if slices.ContainsFunc(tail, func(r ref) bool { return r.entry >= 0 && r.op < 0 }) &&
				!slices.ContainsFunc(tail, func(r ref) bool { return r.op >= 0 }) {
				// A noun compound names a thing: an export error ("Exportfehler") asks no export.
				head = slices.DeleteFunc(slices.Clone(head), func(r ref) bool { return r.op >= 0 })
			}
			return append(slices.Clip(head), tail...)
		}
	}
	// A compound names what its last word names ("zahnarzttermin" is a termin, an
	// appointment): a known domain term of at least 6 letters after 4 or more letters.
	// Romance plurals and Latin nouns are no compounds: Spanish "interacciones" holds no
	// "acciones", "capacidades" no "cidades", "destination" no "nation".
	for _, suffix := range []string{"ones", "ions", "tion", "sion", "ción", "sión", "dad", "dades", "dade", "particle", "particles", "partikel", "partikeln"} {
		if strings.HasSuffix(t, suffix) {
			return nil // destination, combination: no "nation"; nanoparticles, Nanopartikel: no "article"
		}
	}
	for i := 4; len(t)-i >= 6; i++ {
		if !utf8.RuneStart(t[i]) {
			continue
		}
		var terms []ref
		for _, r := range l.wordRefs(t[i:]) {
			if r.entry >= 0 {
				terms = append(terms, r)
			}
		}
		if len(terms) > 0 && l.onlyNames(terms, "forecast") && !forecastSpans[t[:i]] {
			return nil // "Zeitreihenprognose", "Absatzprognose": the forecast of something else
		}
		if len(terms) > 0 {
			return terms
		}
	}
	return nil
}

// forecastSpans are the spans of time a forecast compound may start with and still be
// the weather's ("Wochenendprognose", "Langzeitvorhersage").
var forecastSpans = set("tages", "wochen", "wochenend", "wochenends", "monats", "stunden", "langzeit", "kurzzeit",
	"mehrtages", "jahres", "kurzfrist", "langfrist", "mittelfrist", "morgen", "abend", "nacht")

func toSet(tokens []string) map[string]bool {
	set := make(map[string]bool, len(tokens))
	for _, t := range tokens {
		set[t] = true
	}
	return set
}

// foldLatin maps the Latin letters with diacritics German and its neighbours use to
// ASCII, only to decide whether a word is Latin-script.
func foldLatin(r rune) rune {
	if r < utf8.RuneSelf || unicode.Is(unicode.Latin, r) {
		return 'a'
	}
	return r
}

// inPlace reports whether the words of a multi-word form stand close together in a
// text's words ("turn on", not "for this turn only, … on Tuesday"; "de una vez", not "una
// vez más … de AAPL"), in either order (code-switched Korean puts the verb last: "purchase
// order를 place해"). A German separable verb's particle, and the verb a German "wer"
// waits for, close their clause and may stand anywhere after it ("mach … wieder auf").
// Idioms match their words anywhere.
func inPlace(form, tokens []string) bool {
	if (particles[form[len(form)-1]] && !englishVerbs[form[0]]) || form[0] == "wer" {
		return true // a German clause ends with its particle or its verb: "wer hat … bearbeitet"
	}
	if len(form) == 2 && objectWords[form[1]] {
		// A verb and its determiner stand side by side, in order: "open a case", not "has
		// been open for a week".
		for i := 0; i+1 < len(tokens); i++ {
			if sameWord(tokens[i], form[0]) && sameWord(tokens[i+1], form[1]) && (i == 0 || !noActionAfter[tokens[i-1]]) {
				return true
			}
		}
		return false
	}
	for i, t := range tokens {
		if !sameWord(t, form[0]) {
			continue
		}
		lo, hi := max(0, i-maxFormGap*(len(form)-1)), min(len(tokens), i+maxFormGap*(len(form)-1)+1)
		near := true
		for _, w := range form[1:] {
			if !slices.ContainsFunc(tokens[lo:hi], func(t string) bool { return sameWord(t, w) }) {
				near = false
				break
			}
		}
		if near {
			return true
		}
	}
	return false
}

// numberingWords end a form that names a number by what it numbers: "employee id" is no
// "employee profile for user ID 88231".
var numberingWords = set("id", "number", "no", "nr", "code")

// lettered reports whether a form has a word of one letter, which a text says anywhere:
// "p/e" stands in order, not as the "p" of an address and the "e" of "e-mail".
func lettered(form []string) bool {
	return slices.ContainsFunc(form, func(w string) bool { return utf8.RuneCountInString(w) == 1 })
}

// inOrder reports whether the words of a domain form of three or more words stand in a
// text's words in their order, at most one word between two of them ("de una vez", not
// "una vez más … de AAPL"). Two-word forms match their words anywhere ("verweisen auf"
// in "… auf 10.1103/… verweisen"). A German "wer" waits for its verb at the end of the
// clause ("wer hat … bearbeitet").
func inOrder(form, words []string) bool {
	if form[0] == "wer" {
		return true
	}
	for i, w := range words {
		if !sameWord(w, form[0]) {
			continue
		}
		at, ok := i, true
		for _, f := range form[1:] {
			next := slices.IndexFunc(words[at+1:min(len(words), at+3)], func(w string) bool { return sameWord(w, f) })
			if next < 0 {
				ok = false
				break
			}
			at += next + 1
		}
		if ok {
			return true
		}
	}
	return false
}

// failsAfter reports whether a normalized Korean or Japanese text, right after an act's
// verbal noun, says the act fails: the act is what a problem report is about, not what
// the request asks done ("삭제가 안 돼요", "삭제가 안 됨", "저장이 안 돼요", "削除ができません",
// "保存できない").
func failsAfter(rest string) bool {
	for _, p := range failureParticles {
		if r, ok := strings.CutPrefix(rest, p); ok && slices.ContainsFunc(failures, func(f string) bool { return strings.HasPrefix(r, f) }) {
			return true
		}
	}
	return false
}

// relativeClause reports whether a Chinese verb, followed by 的 and a noun, describes
// that noun instead of asking the act: "我上周提交的那个工单" (the ticket I submitted),
// "我创建的日程". A 的 that closes the sentence ("我会提交的") makes no relative clause.
func relativeClause(verb, rest string) bool {
	after, ok := strings.CutPrefix(rest, "的")
	if !ok || verb == "" || strings.ContainsFunc(verb, func(r rune) bool { return !unicode.Is(unicode.Han, r) }) {
		return false
	}
	next, _ := utf8.DecodeRuneInString(after)
	return unicode.Is(unicode.Han, next)
}

var (
	failureParticles = []string{"가", "이", "는", "은", "도", "が", "は", "も", ""}
	failures         = []string{"안돼", "안되", "안됨", "안됩", "불가", "실패", "되지않", "안먹", "할수없", "할수가없", "できな", "できません", "に失敗", "失敗", "されな", "されません"} // after が: ができない
)

// englishVerbs lead two-word forms whose second word ("an") is an article, not a German
// particle: "open an", "report an".
var englishVerbs = set("open", "report", "raise", "book", "file", "log", "send", "submit", "create", "make", "add")

// maxFormGap is how far apart two words of a multi-word operation form may stand in a
// text's words (TextWords; the distinct tokens when the text itself is not given).
const maxFormGap = 5

func allIn(toks []string, set map[string]bool) bool {
	for _, t := range toks {
		if !set[t] {
			return false
		}
	}
	return len(toks) > 0
}

// isLatinLetter reports whether a byte is an ASCII letter.
func isLatinLetter(b byte) bool { return b >= 'a' && b <= 'z' || b >= 'A' && b <= 'Z' }

// isASCIIDigit reports whether a byte is an ASCII digit.
func isASCIIDigit(b byte) bool { return '0' <= b && b <= '9' }

// requestedAct returns where a verbal noun stands right before a request word in norm
// (requestedActs), or -1.
func requestedAct(norm, form string) int {
	for at := 0; ; {
		i := strings.Index(norm[at:], form)
		if i < 0 {
			return -1
		}
		after := norm[at+i+len(form):]
		if slices.ContainsFunc(requestedActs, func(r string) bool { return strings.HasPrefix(after, r) }) {
			return at + i
		}
		at += i + len(form)
	}
}

// requestedActs follow a Korean or Japanese verbal noun that names the act a request
// asks someone to do: "作成を依頼", "削除をお願い", "생성을 요청" (written without spaces).
// So does a Korean passive that is to be brought about or wished for, an act said to be
// needed or wanted, asked whether possible or called through an API: "생성되도록 해줘",
// "수정되게 해 주세요", "변경됐으면 좋겠어", "변경이 필요해" (not "생성된 일정", which were
// made, "변경이 필요한 항목", which describes them, nor a rule's effect, "알림이 뜰 때마다
// 티켓이 생성되게.").
var requestedActs = []string{"を依頼", "の依頼", "をお願い", "を頼", "を希望", "をリクエスト", "을요청", "를요청", "을부탁", "를부탁",
	"되도록해", "되도록하", "되도록부탁", "되도록처리", "되게해", "되게하", "되게부탁", "되게처리", "되게끔해", "되게끔하", "됐으면좋", "되었으면좋", "됐으면해", "되었으면해", "됐으면합", "되었으면합", "되면좋겠",
	"이필요해", "이필요합니다", "가필요해", "가필요합니다", "필요해", "필요합니다", "하는것이필요해", "하는것이필요합니다", "하는게필요해",
	"되어야해", "되어야합", "돼야해", "돼야합", "되어있어야해", "되어있어야합", "돼있어야해", // "변경되어야 해요", "접수되어 있어야 해"
	// wanted, asked whether possible, or called through its API: "생성을 원합니다", "수정 가능할까요?",
	// "생성 API를 호출해", "作成APIを呼び出して"
	"을원합", "를원합", "을원해", "를원해", "을희망", "를희망", "가능할까", "가능한가요", "가능하신가요", "가능합니까", "가능하실까요",
	"api를호출", "api호출", "api를실행", "엔드포인트를호출", "엔드포인트호출", "apiを呼", "apiを実行", "apiをコール"}
