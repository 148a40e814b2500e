package text

import (
	"strings"
	"sync"
	"unicode"
	"unicode/utf8"
	"unsafe"

	"golang.org/x/text/cases"
	"golang.org/x/text/transform"
	"golang.org/x/text/unicode/norm"
)

// folder is stateless and safe for concurrent use (see cases.Fold). We call
// its Span/Transform methods directly on pooled buffers: Caser.String goes
// through transform.String, which heap-allocates 2 KiB per call.
var folder = cases.Fold()

// scratch holds reusable buffers for the non-ASCII paths.
type scratch struct {
	a, b []byte
}

// maxPooled bounds the buffers kept in the pool so that one huge input does
// not pin memory forever.
const maxPooled = 64 << 10

var scratchPool = sync.Pool{New: func() any {
	return &scratch{a: make([]byte, 0, 256), b: make([]byte, 0, 256)}
}}

func getScratch() *scratch { return scratchPool.Get().(*scratch) }

func putScratch(sc *scratch) {
	if cap(sc.a) > maxPooled || cap(sc.b) > maxPooled {
		return
	}
	sc.a, sc.b = sc.a[:0], sc.b[:0]
	scratchPool.Put(sc)
}

// IsASCII reports whether s consists only of ASCII bytes.
func IsASCII(s string) bool {
	// Eight bytes at a time; the compiler merges the loads.
	for len(s) >= 8 {
		if (uint64(s[0])|uint64(s[1])<<8|uint64(s[2])<<16|uint64(s[3])<<24|
			uint64(s[4])<<32|uint64(s[5])<<40|uint64(s[6])<<48|uint64(s[7])<<56)&
			0x8080808080808080 != 0 {
			return false
		}
		s = s[8:]
	}
	for i := 0; i < len(s); i++ {
		if s[i] >= utf8.RuneSelf {
			return false
		}
	}
	return true
}

// IsHangul reports whether r belongs to the Hangul script (syllables, jamo,
// compatibility and halfwidth jamo).
func IsHangul(r rune) bool {
	switch {
	case r < 0x1100:
		return false
	case r >= 0xAC00 && r <= 0xD7A3:
		return true
	}
	return unicode.Is(unicode.Hangul, r)
}

// isCJK reports whether r is Han, Hiragana or Katakana, or the Katakana-
// Hiragana prolonged sound mark U+30FC (script Common, but it is part of
// Japanese words such as "データ").
func isCJK(r rune) bool {
	if r < 0x2E80 {
		return false
	}
	return r == 0x30FC || unicode.Is(unicode.Han, r) ||
		unicode.Is(unicode.Hiragana, r) || unicode.Is(unicode.Katakana, r)
}

// script classes of word characters.
const (
	classNone = iota
	classOther
	classHangul
	classCJK
	classMark // combining mark: inherits the class of the run it extends
)

// classify returns the class of r, or classNone if r is not a word character.
func classify(r rune) int {
	if r < utf8.RuneSelf {
		if r >= 'a' && r <= 'z' || r >= '0' && r <= '9' || r == '_' || r >= 'A' && r <= 'Z' {
			return classOther
		}
		return classNone
	}
	switch { // common ranges first: Hangul syllables, kana, CJK ideographs
	case r >= 0xAC00 && r <= 0xD7A3:
		return classHangul
	case r >= 0x4E00 && r <= 0x9FFF || r >= 0x3041 && r <= 0x3096 || r >= 0x30A1 && r <= 0x30FC:
		return classCJK
	}
	if unicode.IsLetter(r) {
		switch {
		case IsHangul(r):
			return classHangul
		case isCJK(r):
			return classCJK
		}
		return classOther
	}
	if unicode.IsDigit(r) {
		return classOther
	}
	if unicode.In(r, unicode.Mn, unicode.Mc) {
		return classMark
	}
	return classNone
}

func isASCIIWordByte(c byte) bool {
	return c >= 'a' && c <= 'z' || c >= '0' && c <= '9' || c == '_' || c >= 'A' && c <= 'Z'
}

// dedupLinearMax is the number of tokens up to which duplicates are found by
// a linear scan; beyond it a map is built.
const dedupLinearMax = 32

// tokenList accumulates distinct tokens in first-occurrence order.
type tokenList struct {
	out  []string
	seen map[string]struct{}
	// bloom has bit tokenBit(tok) set for every token in out, so a token
	// whose bit is clear is new without scanning out.
	bloom uint64
}

func tokenBit(tok string) uint64 {
	return 1 << ((uint(len(tok))*7 + uint(tok[0])*3 + uint(tok[len(tok)-1])) & 63)
}

func (t *tokenList) add(tok string) {
	if tok == "" {
		return
	}
	bit := tokenBit(tok)
	if t.bloom&bit == 0 && t.seen == nil {
		t.bloom |= bit
		t.out = append(t.out, tok)
		if len(t.out) > dedupLinearMax {
			t.buildSeen()
		}
		return
	}
	t.bloom |= bit
	if t.seen != nil {
		if _, dup := t.seen[tok]; dup {
			return
		}
		t.seen[tok] = struct{}{}
		t.out = append(t.out, tok)
		return
	}
	for _, x := range t.out {
		if x == tok {
			return
		}
	}
	t.out = append(t.out, tok)
	if len(t.out) > dedupLinearMax {
		t.buildSeen()
	}
}

func (t *tokenList) buildSeen() {
	t.seen = make(map[string]struct{}, 2*len(t.out))
	for _, x := range t.out {
		t.seen[x] = struct{}{}
	}
}

// Tokens returns the distinct tokens of s in first-occurrence order. See the
// package documentation for the exact procedure.
func Tokens(s string) []string {
	if IsASCII(s) {
		return tokensASCII(s)
	}
	sc := getScratch()
	defer putScratch(sc)
	t, ok := simpleCanon(s)
	if !ok {
		sc.a = canon(sc.a[:0], &sc.b, s)
		if string(sc.a) == s { // no allocation for the comparison
			t = s
		} else {
			t = string(sc.a)
		}
		if IsASCII(t) { // e.g. fullwidth Latin
			return tokensASCII(t)
		}
	}
	var tl tokenList
	tl.out = make([]string, 0, 16)
	start, cls := -1, classNone
	for i := 0; i < len(t); {
		r, size := rune(t[i]), 1
		if r >= utf8.RuneSelf {
			r, size = utf8.DecodeRuneInString(t[i:])
		}
		c := classify(r)
		switch {
		case c == classNone:
			if start >= 0 {
				emitRun(&tl, sc, t[start:i], cls)
				start = -1
			}
		case start < 0:
			start, cls = i, c
			if c == classMark {
				cls = classOther
			}
		case c != classMark && c != cls:
			emitRun(&tl, sc, t[start:i], cls)
			start, cls = i, c
		}
		i += size
	}
	if start >= 0 {
		emitRun(&tl, sc, t[start:], cls)
	}
	return tl.out
}

// tokensASCII is Tokens for ASCII input: NFKC is the identity and case
// folding is ASCII lowercasing, so tokens are lowercased [A-Za-z0-9_] runs,
// sliced out of a single lowercased copy of s.
func tokensASCII(s string) []string {
	n, upper := 0, false
	in := false
	for i := 0; i < len(s); i++ {
		c := s[i]
		w := isASCIIWordByte(c)
		if w && !in {
			n++
		}
		in = w
		if c >= 'A' && c <= 'Z' {
			upper = true
		}
	}
	if n == 0 {
		return nil
	}
	if upper {
		s = lowerASCII(s)
	}
	tl := tokenList{out: make([]string, 0, n)}
	start := -1
	for i := 0; i < len(s); i++ {
		if isASCIIWordByte(s[i]) {
			if start < 0 {
				start = i
			}
		} else if start >= 0 {
			tl.add(s[start:i])
			start = -1
		}
	}
	if start >= 0 {
		tl.add(s[start:])
	}
	return tl.out
}

// lowerASCII lowercases ASCII s with a single allocation.
func lowerASCII(s string) string {
	b := make([]byte, len(s))
	for i := 0; i < len(s); i++ {
		c := s[i]
		if c >= 'A' && c <= 'Z' {
			c += 'a' - 'A'
		}
		b[i] = c
	}
	// b is never written again (the strings.Builder idiom).
	return unsafe.String(unsafe.SliceData(b), len(b))
}

// hangulParticles are the Korean particles stripped from Hangul runs, in
// match order (longer ones before their suffixes, e.g. 으로 before 로).
var hangulParticles = [...]string{
	"에서", "에게", "으로", "까지", "부터", "처럼", "보다",
	"을", "를", "이", "가", "은", "는", "의", "에", "로", "와", "과",
}

// hangulStem returns run without the first matching particle of
// hangulParticles, or "" when none matches or the run is not longer in runes
// than that particle plus one. (A too-short match does not fall through to
// later particles: "X으로" keeps no stem rather than becoming "X으".)
//
// It dispatches on the last syllable instead of trying every suffix; the
// result is the same as scanning hangulParticles in order because each
// two-syllable particle is listed before the one-syllable particle that is
// its suffix (으로 before 로) and no other particle shares a last syllable.
func hangulStem(run string) string {
	last, size := utf8.DecodeLastRuneInString(run)
	var prevWant rune // first syllable of a two-syllable particle
	switch last {
	case '서', '게':
		prevWant = '에'
	case '지':
		prevWant = '까'
	case '터':
		prevWant = '부'
	case '럼':
		prevWant = '처'
	case '다':
		prevWant = '보'
	case '로':
		prevWant = '으'
	case '을', '를', '이', '가', '은', '는', '의', '에', '와', '과':
	default:
		return ""
	}
	plen := 1
	if prevWant != 0 {
		prev, psize := utf8.DecodeLastRuneInString(run[:len(run)-size])
		if prev == prevWant {
			plen, size = 2, size+psize
		} else if last != '로' {
			return ""
		}
	}
	// Runs may hold marks or conjoining jamo, so count runes.
	if utf8.RuneCountInString(run) > plen+1 {
		return run[:len(run)-size]
	}
	return ""
}

func emitRun(tl *tokenList, sc *scratch, run string, cls int) {
	tl.add(run)
	switch cls {
	case classHangul:
		tl.add(hangulStem(run))
	case classCJK:
		// Bigrams; a two-rune run is its own only bigram and is deduplicated.
		_, s1 := utf8.DecodeRuneInString(run)
		if s1 == len(run) {
			return
		}
		for i := 0; ; {
			_, s2 := utf8.DecodeRuneInString(run[i+s1:])
			tl.add(run[i : i+s1+s2])
			i += s1
			s1 = s2
			if i+s1 >= len(run) {
				break
			}
		}
	default:
		// Devanagari's signs are its vowels, no accents: a folded twin would be another
		// word ("कुल", all, would read as "कल", tomorrow).
		if !IsASCII(run) && !otherWhenFolded[run] && !strings.ContainsFunc(run, isDevanagari) {
			tl.add(accentFold(sc, run))
		}
	}
}

// isDevanagari reports whether r is in the Devanagari block.
func isDevanagari(r rune) bool { return r >= 0x0900 && r <= 0x097F }

// otherWhenFolded are words whose accent-folded form is another word of their language,
// so the folded twin would say something the text does not: German subjunctives read as
// past tenses ("hätte gern" is "would like", "hatte" is "had"), "zähle" (count) as
// "zahle" (pay), "drücke" (press) as "drucke" (print), "schön" as "schon", and Spanish
// "terminé" (I finished) as German "Termine" (appointments), "casó", "casé" (married) as
// "caso", "case" (a support case).
var otherWhenFolded = map[string]bool{
	"hätte": true, "hätten": true, "hättest": true, "hättet": true,
	"wäre": true, "wären": true, "wärst": true, "wäret": true,
	"würde": true, "würden": true, "würdest": true, "würdet": true,
	"könnte": true, "könnten": true, "könntest": true, "könntet": true,
	"müsste": true, "müssten": true, "müsstest": true,
	"dürfte": true, "dürften": true, "dürftest": true,
	"möchte": true, "möchten": true, "möchtest": true, "möchtet": true,
	"zähle": true, "zählen": true, "zählt": true, "zähl": true,
	"drücke": true, "drücken": true, "drückt": true, "drück": true,
	"schön":   true,
	"terminé": true, "terminó": true,
	"casó": true, "casé": true,
}

// accentFold returns run with its nonspacing marks removed after canonical
// decomposition (recomposed with NFC), or "" if run has no such marks.
func accentFold(sc *scratch, run string) string {
	b := norm.NFD.AppendString(sc.b[:0], run)
	w, dropped := 0, false
	for i := 0; i < len(b); {
		r, size := rune(b[i]), 1
		if r >= utf8.RuneSelf {
			r, size = utf8.DecodeRune(b[i:])
		}
		if r >= 0x300 && unicode.Is(unicode.Mn, r) {
			dropped = true
		} else {
			w += copy(b[w:], b[i:i+size])
		}
		i += size
	}
	sc.b = b
	if !dropped || w == 0 {
		return ""
	}
	b = b[:w]
	if IsASCII(string(b)) {
		return string(b)
	}
	return norm.NFC.String(string(b))
}

// isSimpleRune reports whether r is in a set of common non-ASCII runes that
// are NFKC-stable, never compose with a neighbour from the set or with ASCII,
// and are unchanged by case folding: Hangul syllables, Hiragana and Katakana
// letters (not the combining voiced sound marks), the prolonged sound mark,
// CJK unified ideographs and the ideographic comma and full stop.
func isSimpleRune(r rune) bool {
	return r >= 0xAC00 && r <= 0xD7A3 || r >= 0x4E00 && r <= 0x9FFF ||
		r >= 0x3041 && r <= 0x3096 || r >= 0x30A1 && r <= 0x30FC ||
		r == 0x3001 || r == 0x3002
}

// simpleCanon is the fast path of canon for strings made only of ASCII and
// isSimpleRune runes (typical Korean, Japanese and Chinese queries): there
// NFKC is the identity and case folding only lowercases A-Z. It reports false
// for any other input.
func simpleCanon(s string) (string, bool) {
	upper := false
	for i := 0; i < len(s); {
		c := s[i]
		if c < utf8.RuneSelf {
			upper = upper || c >= 'A' && c <= 'Z'
			i++
			continue
		}
		r, size := utf8.DecodeRuneInString(s[i:])
		if !isSimpleRune(r) {
			return "", false
		}
		i += size
	}
	if upper {
		return lowerASCII(s), true
	}
	return s, true
}

// isSimple reports whether s holds only ASCII and isSimpleRune runes.
func isSimple(s string) bool {
	for i := 0; i < len(s); {
		if s[i] < utf8.RuneSelf {
			i++
			continue
		}
		r, size := utf8.DecodeRuneInString(s[i:])
		if !isSimpleRune(r) {
			return false
		}
		i += size
	}
	return true
}

// fixCherokee corrects, in place, x/text's case folding of Cherokee, which
// swaps the cases instead of folding lowercase to uppercase as
// CaseFolding.txt does (so that folding is not idempotent: "Ꮘ" -> "ꮘ" ->
// "Ꮘ"). It maps U+AB70..U+ABBF to U+13A0..U+13EF and U+13F8..U+13FD to
// U+13F0..U+13F5; both sides encode in 3 bytes.
func fixCherokee(b []byte) {
	for i := 0; i+2 < len(b); i++ {
		switch {
		case b[i] == 0xEA && (b[i+1] == 0xAD || b[i+1] == 0xAE):
			if r, size := utf8.DecodeRune(b[i:]); size == 3 && r >= 0xAB70 && r <= 0xABBF {
				utf8.EncodeRune(b[i:], r-0xAB70+0x13A0)
				i += 2
			}
		case b[i] == 0xE1 && b[i+1] == 0x8F && b[i+2] >= 0xB8 && b[i+2] <= 0xBD:
			b[i+2] -= 8 // U+13F8.. -> U+13F0..
			i += 2
		}
	}
}

// canon appends NFKC(s) case-folded to dst, using *tmp as scratch space.
func canon(dst []byte, tmp *[]byte, s string) []byte {
	src := norm.NFKC.AppendString((*tmp)[:0], s)
	*tmp = src
	n, _ := folder.Span(src, true)
	if n == len(src) {
		return append(dst, src...)
	}
	dst = append(dst, src[:n]...)
	src = src[n:]
	// Folding expands by at most a few bytes per rune; grow on ErrShortDst.
	if need := len(dst) + 2*len(src) + 16; cap(dst) < need {
		nd := make([]byte, len(dst), need)
		copy(nd, dst)
		dst = nd
	}
	folder.Reset()
	for {
		nDst, nSrc, err := folder.Transform(dst[len(dst):cap(dst)], src, true)
		dst = dst[:len(dst)+nDst]
		src = src[nSrc:]
		if err != transform.ErrShortDst {
			// Fold never fails otherwise; on an unexpected error keep the
			// rest of the input unfolded rather than dropping it.
			if err != nil {
				dst = append(dst, src...)
			}
			fixCherokee(dst)
			return dst
		}
		nd := make([]byte, len(dst), 2*cap(dst)+len(src)+16)
		copy(nd, dst)
		dst = nd
	}
}

// Norm returns s NFKC-normalized and case-folded, keeping only letters and
// decimal digits. See the package documentation.
func Norm(s string) string {
	if IsASCII(s) {
		return normASCII(s)
	}
	sc := getScratch()
	defer putScratch(sc)
	r, stable := normOnce(sc, s)
	// Removing characters can make neighbours composable (e.g. conjoining
	// jamo separated by punctuation) and folding does not preserve NFKC;
	// iterate to a fixed point. A string that is NFKC, folded and
	// letters/digits only is a fixed point; after one pass it is already
	// folded and filtered, so NFKC-normality suffices.
	for i := 0; i < 8 && !stable; i++ {
		r, stable = normOnce(sc, r)
	}
	return r
}

// normOnce applies one NFKC, fold, filter pass. stable reports that the
// result is known to be NFKC-normal (the quick check is conservative: false
// only costs another pass).
func normOnce(sc *scratch, s string) (r string, stable bool) {
	if isSimple(s) {
		// Filtering keeps the string within the simple set, which never
		// composes, so the result is stable.
		return filterLower(s), true
	}
	b := canon(sc.a[:0], &sc.b, s)
	w := 0
	for i := 0; i < len(b); {
		c := b[i]
		if c < utf8.RuneSelf {
			if c >= 'a' && c <= 'z' || c >= '0' && c <= '9' {
				b[w] = c
				w++
			} else if c >= 'A' && c <= 'Z' { // not reachable after folding
				b[w] = c + 'a' - 'A'
				w++
			}
			i++
			continue
		}
		r, size := utf8.DecodeRune(b[i:])
		if unicode.IsLetter(r) || unicode.IsDigit(r) {
			w += copy(b[w:], b[i:i+size])
		}
		i += size
	}
	sc.a = b
	// norm's *String entry points allocate; the []byte ones do not.
	stable = norm.NFKC.QuickSpan(b[:w]) == w
	if string(b[:w]) == s {
		return s, stable
	}
	return string(b[:w]), stable
}

// filterLower keeps only the letters and digits of s, lowercasing A-Z, and
// allocates only if something changes. s must otherwise be case-folded.
func filterLower(s string) string {
	i := 0
	for i < len(s) {
		c := s[i]
		if c < utf8.RuneSelf {
			if !(c >= 'a' && c <= 'z' || c >= '0' && c <= '9') {
				break
			}
			i++
			continue
		}
		r, size := utf8.DecodeRuneInString(s[i:])
		if !unicode.IsLetter(r) && !unicode.IsDigit(r) {
			break
		}
		i += size
	}
	if i == len(s) {
		return s
	}
	b := make([]byte, i, len(s))
	copy(b, s[:i])
	for i < len(s) {
		c := s[i]
		if c < utf8.RuneSelf {
			if c >= 'a' && c <= 'z' || c >= '0' && c <= '9' {
				b = append(b, c)
			} else if c >= 'A' && c <= 'Z' {
				b = append(b, c+'a'-'A')
			}
			i++
			continue
		}
		r, size := utf8.DecodeRuneInString(s[i:])
		if unicode.IsLetter(r) || unicode.IsDigit(r) {
			b = append(b, s[i:i+size]...)
		}
		i += size
	}
	return string(b)
}

func normASCII(s string) string {
	clean := true
	for i := 0; i < len(s); i++ {
		c := s[i]
		if !(c >= 'a' && c <= 'z' || c >= '0' && c <= '9') {
			clean = false
			break
		}
	}
	if clean {
		return s
	}
	var b strings.Builder
	b.Grow(len(s))
	for i := 0; i < len(s); i++ {
		c := s[i]
		switch {
		case c >= 'a' && c <= 'z' || c >= '0' && c <= '9':
			b.WriteByte(c)
		case c >= 'A' && c <= 'Z':
			b.WriteByte(c + 'a' - 'A')
		}
	}
	return b.String()
}

// SemanticSubstring reports whether one of a and b contains the other. a and
// b must already be Norm()ed. Both must be non-empty, and the shorter (by
// rune count) must have at least 4 runes when both are ASCII, 3 otherwise,
// so that e.g. "si" never matches "density".
func SemanticSubstring(a, b string) bool {
	if a == "" || b == "" {
		return false
	}
	asciiBoth := IsASCII(a) && IsASCII(b)
	var na, nb int
	if asciiBoth {
		na, nb = len(a), len(b)
	} else {
		na, nb = utf8.RuneCountInString(a), utf8.RuneCountInString(b)
	}
	shorter, longer, n := a, b, na
	if nb < na {
		shorter, longer, n = b, a, nb
	}
	minRunes := 3
	if asciiBoth {
		minRunes = 4
	}
	if n < minRunes {
		return false
	}
	return strings.Contains(longer, shorter)
}

// TokenSet returns the set of Tokens(s).
func TokenSet(s string) map[string]struct{} {
	toks := Tokens(s)
	m := make(map[string]struct{}, len(toks))
	for _, t := range toks {
		m[t] = struct{}{}
	}
	return m
}

// QualifierVisible reports whether the field qualifier key=value is visible
// in a query whose token set is queryTokens (TokenSet(query)) and whose
// normalized form is normQuery (Norm(query)). It is visible when
//
//	(a) every token of value is in queryTokens, and value has more than one
//	    token or some token of at least 3 runes ("300 K" needs both "300"
//	    and "k"; a bare "K" is never visible on its own), or
//	(b) Norm(value) is non-empty, non-ASCII and a substring of normQuery, or
//	(c) key+" "+value has more than one token and all are in queryTokens.
func QualifierVisible(queryTokens map[string]struct{}, normQuery string, key, value string) bool {
	if vt := Tokens(value); len(vt) > 0 && allIn(queryTokens, vt) {
		if len(vt) > 1 {
			return true
		}
		if utf8.RuneCountInString(vt[0]) >= 3 {
			return true
		}
	}
	if !IsASCII(value) { // an ASCII value has an ASCII Norm
		if nv := Norm(value); nv != "" && !IsASCII(nv) && strings.Contains(normQuery, nv) {
			return true
		}
	}
	kt := Tokens(key + " " + value)
	return len(kt) > 1 && allIn(queryTokens, kt)
}

func allIn(set map[string]struct{}, toks []string) bool {
	for _, t := range toks {
		if _, ok := set[t]; !ok {
			return false
		}
	}
	return true
}
