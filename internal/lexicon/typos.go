package lexicon

import (
	"slices"
	"strings"
	"unicode"

	"github.com/schemarouter/schemarouter/internal/text"
)

// Misspellings. Requests typed in a hurry misspell the words a vocabulary knows
// ("wether", "calender", "zitert"). Correct rewrites a lower-case a-z word of five or
// more letters that names nothing into the one vocabulary word (of seven or more
// letters) it is one edit from: a letter missing or two neighbours swapped (six letters
// suffice then: "chnage"), or an a and an e confused ("calender"). A letter too many and other replaced letters make other
// real words far too often (compute/compte, attribute/attribue, melting/meeting), and so
// do shorter targets (delta/deleta, todas/todays). Neither the first nor the last letter
// is edited: a different ending is an inflection the vocabulary lacks (changed,
// confirmó), a different start another word (under, funder). Capitalized words (names),
// words with digits or accents, attributes' and scopes' words, and words the caller
// knows (a catalog's own words) are left alone.

// typoIndex is the vocabulary's single a-z words (whole forms and stems) and, for each
// string one deletion away from one of them, those words.
type typoIndex struct {
	words map[string]bool
	dels  map[string][]string
	// swapped are the six-letter words, whose two swapped inner neighbours are a typo
	// ("chnage", "udpate", "serach") far more often than another word.
	swapped map[string]bool
}

// minTypo and minReplaced are the shortest words corrected at all and by a replaced
// letter.
const (
	minTypo     = 5
	minTarget   = 7 // shorter vocabulary words are one edit from too many others (active/ative, delta/deleta)
	minReplaced = 7
	// minSwapTarget is the shortest vocabulary word two swapped neighbours misspell.
	minSwapTarget = 6
)

func (l *Lexicon) typos() *typoIndex {
	if l.typoBase != nil {
		return l.typoBase.typos()
	}
	l.typoOnce.Do(func() {
		ix := &typoIndex{words: map[string]bool{}, dels: map[string][]string{}, swapped: map[string]bool{}}
		add := func(w string) {
			if len(w) == minSwapTarget && lowerASCII(w) {
				ix.swapped[w] = true
			}
			if len(w) < minTarget || ix.words[w] || !lowerASCII(w) {
				return
			}
			ix.words[w] = true
			for i := range len(w) {
				d := w[:i] + w[i+1:]
				ix.dels[d] = append(ix.dels[d], w)
			}
		}
		for w, refs := range l.tokens {
			// Attributes and scopes are narrow: a real word one edit from one of theirs is
			// far likelier than a typo of it ("failing" is no "filing").
			if !slices.ContainsFunc(refs, func(r ref) bool { return r.entry >= 0 && narrow(l.domain[r.entry].Canon) }) {
				add(w)
			}
		}
		for _, forms := range l.stems {
			for _, s := range forms {
				if len(s.stem) >= minReplaced { // a short stem starts too many words
					add(s.stem)
				}
			}
		}
		l.typo = ix
	})
	return l.typo
}

// Correct returns a text with its misspelled vocabulary words corrected (see above);
// known reports the words the caller knows besides the vocabulary (nil: none).
func (l *Lexicon) Correct(raw string, known func(string) bool) string {
	var b strings.Builder
	changed := false
	start := -1
	flush := func(end int) {
		w := raw[start:end]
		if c := l.correction(w, known); c != "" {
			if !changed {
				b.WriteString(raw[:start])
				changed = true
			}
			b.WriteString(c)
		} else if changed {
			b.WriteString(w)
		}
		start = -1
	}
	for i, c := range raw {
		if unicode.IsLetter(c) {
			if start < 0 {
				start = i
			}
			continue
		}
		if start >= 0 {
			flush(i)
		}
		if changed {
			b.WriteRune(c)
		}
	}
	if start >= 0 {
		flush(len(raw))
	}
	if !changed {
		return raw
	}
	return b.String()
}

// correction is the vocabulary word a word misspells, or "".
func (l *Lexicon) correction(w string, known func(string) bool) string {
	if len(w) < minTypo || !lowerASCII(w) || text.IsStopword(w) || unaccentedQuestions[w] || realNeighbours[w] || len(l.wordRefs(w)) > 0 ||
		(known != nil && known(w)) || len(l.compoundRefs(w)) > 0 || l.inflects(w) {
		return ""
	}
	ix := l.typos()
	var found string
	several := false
	consider := func(c string) { // words naming the same terms and operations are one
		switch {
		case found == "":
			found = c
		case found != c && !slices.Equal(l.wordRefs(found), l.wordRefs(c)):
			several = true
		case c < found:
			found = c // the same either way; the first in order, for determinism
		}
	}
	// An edit at either end is an inflection or another word more often than a typo
	// (changed, confirmó, under/funder).
	var arr [64]byte
	buf := arr[:0]
	last := len(w) - 1
	for i := 1; i < last; i++ {
		buf = append(append(buf[:0], w[:i]...), w[i+1:]...)
		if len(w) >= minReplaced && (w[i] == 'a' || w[i] == 'e') {
			for _, c := range ix.dels[string(buf)] {
				if len(c) == len(w) && c[i] != w[i] && (c[i] == 'a' || c[i] == 'e') && replaced(w, c) {
					consider(c) // an unstressed a and e confused
				}
			}
		}
		if i+1 < last && w[i] != w[i+1] {
			buf = append(append(append(buf[:0], w[:i]...), w[i+1], w[i]), w[i+2:]...)
			if ix.words[string(buf)] || ix.swapped[string(buf)] {
				consider(string(buf)) // neighbours swapped
			}
		}
	}
	for _, c := range ix.dels[w] {
		// A letter missing well inside the word ("wether", "zitert"); near either end
		// it is another word's inflection or prefix (findet/findest, bricht/bericht).
		if at := missingAt(w, c); at >= 2 && at <= len(w)-2 {
			consider(c)
		}
	}
	if several {
		return ""
	}
	return found
}

// unaccentedQuestions are question words typed without their accent, one vowel from a
// vocabulary word ("cuantas", how many, is no misspelled "cuentas").
var unaccentedQuestions = set("cuantas", "cuantos", "cuanto", "cuanta")

// lowerASCII reports whether a word is all a-z.
func lowerASCII(w string) bool {
	for i := 0; i < len(w); i++ {
		if w[i] < 'a' || w[i] > 'z' {
			return false
		}
	}
	return true
}

// replaced reports whether two words of one length differ in exactly one letter.
func replaced(a, b string) bool {
	if len(a) != len(b) {
		return false
	}
	diff := 0
	for i := 0; i < len(a); i++ {
		if a[i] != b[i] {
			diff++
		}
	}
	return diff == 1
}

// narrow reports whether a domain term is an attribute or a scope.
func narrow(canon string) bool { return attributes[canon] || scopes[canon] }

// missingAt returns where long has the letter that short lacks.
func missingAt(short, long string) int {
	for i := 0; i < len(short); i++ {
		if short[i] != long[i] {
			return i
		}
	}
	return len(short)
}

// inflects reports whether a word is a vocabulary word with an English ending added
// ("approver", "reserves"): an inflection, not a misspelling of another language's form.
func (l *Lexicon) inflects(w string) bool {
	for _, suffix := range []string{"s", "es", "r", "er", "d", "ed", "ing"} {
		if stem, ok := strings.CutSuffix(w, suffix); ok && len(stem) >= 4 && len(l.wordRefs(stem)) > 0 {
			return true
		}
	}
	return false
}

// realNeighbours are real words one edit from a vocabulary word, mostly of another
// language: English "enterprise" is no misspelled French "entreprise", Spanish
// "clasificar" no Portuguese "classificar", Spanish "tardes" (afternoons) no "trades",
// German "Betrag" (an amount) no "Beitrag" (a post), "leider" (sadly) no "Lieder" (songs),
// "Verkauf" (a sale) no "Verlauf" (a course), English "cellar" no "celular", and the name
// Marcos no "macros", Spanish "costera" (coastal) no "costara", British or French
// "programme" no Spanish "prográmame", a car dealer no French "décaler", Portuguese
// "apelido" (a nickname) no Spanish "apellido" (a surname), French "monter" (to go up) no
// "montrer", Spanish and Portuguese "marcado" (booked) no "mercado", Italian "investire"
// no German "investiere", Italian "quarzo" (quartz) no Portuguese "quartzo" (the same),
// Spanish "pasaste" (you passed) no Italian "passate" (past), Italian "mare" (the sea) no
// Portuguese "maré" (the tide), Italian "salire" (to go up) no French "salaire" (a wage).
var realNeighbours = set("enterprise", "enterprises", "clasificar", "clasifica", "tardes", "betrag", "beträge", "leider", "verkauf", "marcos", "costera", "costero",
	"stores", "verglichen", "cellar", "cellars", "programme", "programmes", "dealer", "dealers", "apelido",
	"monter", "marcado", "investire", "quarzo", "pasaste", "mare", "salire", "autres", "evaluar", "evaluate", "inventer", "jornal",
	"segnalalo", "segnalala") // it: report it
