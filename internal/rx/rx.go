// Package rx compiles regular expressions that carry a literal prefilter: a set of
// strings one of which every match must contain. A text holding none of them cannot
// match, and is answered without running the expression.
//
// The vocabulary's patterns are long alternations of words that almost never match a
// given request; package regexp tries each of them at every position of the text, while
// a look for a few literals is a handful of byte scans. Results are exactly those of
// package regexp: the prefilter only ever skips an expression that could not match.
//
// rx imports only the standard library; the lexicon and the planner use it.
package rx

import (
	"regexp"
	"regexp/syntax"
	"slices"
	"strings"
	"unicode"
	"unicode/utf8"
)

// maxNeeded bounds the size of a prefilter: a set larger than this would cost about as
// much to look for as running the expression, and the expression runs unfiltered.
const maxNeeded = 96

// maxClassRunes is the largest character class read as a set of one-rune literals.
const maxClassRunes = 8

// Regexp is a compiled regular expression with its prefilter. Methods it does not
// override are those of the embedded *regexp.Regexp, unfiltered. It is safe for
// concurrent use.
type Regexp struct {
	*regexp.Regexp
	need []literal // every match holds one of them; nil: no such set is known
	fold bool      // some literal is looked for in the lower-cased text
	// branches, when set, are the expression's alternatives, each with a prefilter of its
	// own: a text matches the expression exactly when it matches one of them. Only
	// MatchString uses them; a match's position needs the whole expression.
	branches []*Regexp
}

// literal is a string every match of some part of an expression contains. A folded
// literal is lower-case ASCII, or runes without case, and matches case-insensitively.
type literal struct {
	s     string
	fold  bool
	digit bool // any ASCII digit: a class of digits, looked for in one scan
}

// digitWeight is what a digit literal counts for when literals are compared (better):
// digits are about as rare in requests as a three-letter word.
const digitWeight = 3

// MustCompile is regexp.MustCompile with a prefilter; it panics on a bad expression.
func MustCompile(expr string) *Regexp {
	re := compile(expr)
	// regexp parses with the Perl flags; the same parse gives the same tree.
	if tree, err := syntax.Parse(expr, syntax.Perl); err == nil {
		re.branches = branchesOf(tree)
	}
	return re
}

// compile is regexp.MustCompile with a prefilter and no branches.
func compile(expr string) *Regexp {
	re := &Regexp{Regexp: regexp.MustCompile(expr)}
	if tree, err := syntax.Parse(expr, syntax.Perl); err == nil {
		if need, ok := needed(tree); ok && len(need) <= maxNeeded {
			re.need = minimal(need)
			re.fold = slices.ContainsFunc(re.need, func(l literal) bool { return l.fold })
		}
	}
	return re
}

// branchesOf splits an alternation, or a run of empty-width assertions before one ("\b"
// before a list of words), into one expression per alternative, the assertions leading
// each; nil when the expression has no such shape or no alternative has a prefilter. An
// alternative that is tried alone can skip a text its own literals are missing from,
// where the whole expression runs whenever any alternative's literal is present.
func branchesOf(tree *syntax.Regexp) []*Regexp {
	var lead []*syntax.Regexp
	alt := tree
	if tree.Op == syntax.OpConcat {
		n := len(tree.Sub) - 1
		for i, sub := range tree.Sub[:n] {
			if sub.Op != syntax.OpWordBoundary && sub.Op != syntax.OpBeginText && sub.Op != syntax.OpBeginLine {
				return nil
			}
			lead = tree.Sub[:i+1]
		}
		alt = tree.Sub[n]
	}
	if alt.Op != syntax.OpAlternate {
		return nil
	}
	var out []*Regexp
	filtered := false
	for _, sub := range alt.Sub {
		branch := sub
		if len(lead) > 0 {
			branch = &syntax.Regexp{Op: syntax.OpConcat, Flags: tree.Flags, Sub: append(slices.Clone(lead), sub)}
		}
		b := compile(branch.String())
		filtered = filtered || b.need != nil
		out = append(out, b)
	}
	if !filtered {
		return nil
	}
	return out
}

// Needed returns the prefilter's literals, folded ones marked "(?i)"; nil when the
// expression runs on every text. It documents and tests the prefilter.
func (re *Regexp) Needed() []string {
	var out []string
	for _, l := range re.need {
		if l.digit {
			out = append(out, `\d`)
		} else if l.fold {
			out = append(out, "(?i)"+l.s)
		} else {
			out = append(out, l.s)
		}
	}
	return out
}

// possible reports whether s may hold a match: false only when s holds none of the
// needed literals.
func (re *Regexp) possible(s string) bool {
	if re.need == nil {
		return true
	}
	lower := s
	if re.fold {
		if strings.ContainsRune(s, 'ſ') {
			return true // the long s folds to s, and lowering leaves it as it is
		}
		lower = strings.ToLower(s) // no copy when s is lower-case ASCII
	}
	for _, l := range re.need {
		if l.digit && hasDigit(s) || l.fold && strings.Contains(lower, l.s) || !l.fold && !l.digit && strings.Contains(s, l.s) {
			return true
		}
	}
	return false
}

// MatchString is regexp.Regexp.MatchString.
func (re *Regexp) MatchString(s string) bool {
	if re.branches != nil {
		return re.possible(s) && slices.ContainsFunc(re.branches, func(b *Regexp) bool { return b.MatchString(s) })
	}
	return re.possible(s) && re.Regexp.MatchString(s)
}

// FindString is regexp.Regexp.FindString.
func (re *Regexp) FindString(s string) string {
	if !re.possible(s) {
		return ""
	}
	return re.Regexp.FindString(s)
}

// FindStringIndex is regexp.Regexp.FindStringIndex.
func (re *Regexp) FindStringIndex(s string) []int {
	if !re.possible(s) {
		return nil
	}
	return re.Regexp.FindStringIndex(s)
}

// FindStringSubmatch is regexp.Regexp.FindStringSubmatch.
func (re *Regexp) FindStringSubmatch(s string) []string {
	if !re.possible(s) {
		return nil
	}
	return re.Regexp.FindStringSubmatch(s)
}

// FindStringSubmatchIndex is regexp.Regexp.FindStringSubmatchIndex.
func (re *Regexp) FindStringSubmatchIndex(s string) []int {
	if !re.possible(s) {
		return nil
	}
	return re.Regexp.FindStringSubmatchIndex(s)
}

// FindAllString is regexp.Regexp.FindAllString.
func (re *Regexp) FindAllString(s string, n int) []string {
	if !re.possible(s) {
		return nil
	}
	return re.Regexp.FindAllString(s, n)
}

// FindAllStringIndex is regexp.Regexp.FindAllStringIndex.
func (re *Regexp) FindAllStringIndex(s string, n int) [][]int {
	if !re.possible(s) {
		return nil
	}
	return re.Regexp.FindAllStringIndex(s, n)
}

// FindAllStringSubmatch is regexp.Regexp.FindAllStringSubmatch.
func (re *Regexp) FindAllStringSubmatch(s string, n int) [][]string {
	if !re.possible(s) {
		return nil
	}
	return re.Regexp.FindAllStringSubmatch(s, n)
}

// FindAllStringSubmatchIndex is regexp.Regexp.FindAllStringSubmatchIndex.
func (re *Regexp) FindAllStringSubmatchIndex(s string, n int) [][]int {
	if !re.possible(s) {
		return nil
	}
	return re.Regexp.FindAllStringSubmatchIndex(s, n)
}

// ReplaceAllString is regexp.Regexp.ReplaceAllString.
func (re *Regexp) ReplaceAllString(src, repl string) string {
	if !re.possible(src) {
		return src
	}
	return re.Regexp.ReplaceAllString(src, repl)
}

// ReplaceAllStringFunc is regexp.Regexp.ReplaceAllStringFunc.
func (re *Regexp) ReplaceAllStringFunc(src string, repl func(string) string) string {
	if !re.possible(src) {
		return src
	}
	return re.Regexp.ReplaceAllStringFunc(src, repl)
}

// needed returns literals one of which every match of re contains, and false when
// re may match a text without any literal (an empty match, a wide class, ...).
func needed(re *syntax.Regexp) ([]literal, bool) {
	switch re.Op {
	case syntax.OpLiteral:
		l, ok := literalOf(re.Rune, re.Flags&syntax.FoldCase != 0)
		return []literal{l}, ok
	case syntax.OpCharClass:
		return classLiterals(re.Rune)
	case syntax.OpCapture, syntax.OpPlus:
		return needed(re.Sub[0])
	case syntax.OpRepeat:
		if re.Min < 1 {
			return nil, false
		}
		return needed(re.Sub[0])
	case syntax.OpConcat:
		// Every part must match: the most selective part's literals will do.
		var best []literal
		for _, sub := range re.Sub {
			if need, ok := needed(sub); ok && better(need, best) {
				best = need
			}
		}
		return best, best != nil
	case syntax.OpAlternate:
		// One branch matches: its literals, whichever it is.
		var all []literal
		for _, sub := range re.Sub {
			need, ok := needed(sub)
			if !ok {
				return nil, false
			}
			all = append(all, need...)
		}
		return all, len(all) > 0
	}
	return nil, false // empty-width assertions, any character, star, quest, ...
}

// literalOf is the literal of a run of runes. A folded run is looked for in the
// lower-cased text, which holds a rune of it exactly when the text holds the rune in some
// case only for ASCII and caseless runes: the longest run of those stands for it.
func literalOf(runes []rune, fold bool) (literal, bool) {
	if slices.Contains(runes, utf8.RuneError) {
		return literal{}, false // regexp reads an invalid byte as the replacement rune
	}
	if !fold {
		return literal{s: string(runes)}, len(runes) > 0
	}
	var best, run []rune
	for _, r := range append(slices.Clone(runes), -1) {
		switch {
		case r < 0:
		case r < utf8.RuneSelf:
			run = append(run, unicode.ToLower(r))
			continue
		case unicode.SimpleFold(r) == r && unicode.ToLower(r) == r: // not İ, which folds to itself and lowers to i
			run = append(run, r)
			continue
		}
		if len(string(run)) > len(string(best)) {
			best = slices.Clone(run)
		}
		run = run[:0]
	}
	return literal{s: string(best), fold: true}, len(best) > 0
}

// hasDigit reports whether s holds an ASCII digit.
func hasDigit(s string) bool {
	for i := 0; i < len(s); i++ {
		if '0' <= s[i] && s[i] <= '9' {
			return true
		}
	}
	return false
}

// classLiterals is a small character class as one-rune literals (case variants are
// already in the class's ranges), or a class of ASCII digits as the digit literal.
func classLiterals(ranges []rune) ([]literal, bool) {
	if len(ranges) > 0 && ranges[0] >= '0' && ranges[len(ranges)-1] <= '9' {
		return []literal{{digit: true}}, true
	}
	n := 0
	for i := 0; i+1 < len(ranges); i += 2 {
		n += int(ranges[i+1]-ranges[i]) + 1
		if n > maxClassRunes || ranges[i] <= utf8.RuneError && utf8.RuneError <= ranges[i+1] {
			return nil, false
		}
	}
	var out []literal
	for i := 0; i+1 < len(ranges); i += 2 {
		for r := ranges[i]; r <= ranges[i+1]; r++ {
			out = append(out, literal{s: string(r)})
		}
	}
	return out, len(out) > 0
}

// better reports whether literals a filter more than b: their shortest literal is
// longer, or as long and they are fewer.
func better(a, b []literal) bool {
	if b == nil {
		return true
	}
	sa, sb := shortest(a), shortest(b)
	return sa > sb || sa == sb && len(a) < len(b)
}

func shortest(ls []literal) int {
	n := -1
	for _, l := range ls {
		k := len(l.s)
		if l.digit {
			k = digitWeight
		}
		if n < 0 || k < n {
			n = k
		}
	}
	return n
}

// minimal drops repeated literals and those holding a shorter literal of the same kind:
// a text holding the longer one holds the shorter. The digit literal, empty, comes first
// and stands for every literal holding a digit.
func minimal(ls []literal) []literal {
	slices.SortFunc(ls, func(a, b literal) int { return len(a.s) - len(b.s) })
	var out []literal
	for _, l := range ls {
		if !slices.ContainsFunc(out, func(o literal) bool {
			if o.digit {
				return l.digit || strings.ContainsAny(l.s, "0123456789")
			}
			return !l.digit && o.fold == l.fold && strings.Contains(l.s, o.s)
		}) {
			out = append(out, l)
		}
	}
	return out
}
