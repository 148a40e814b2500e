package rx

import (
	"regexp"
	"slices"
	"testing"
)

// expressions are of the shapes the vocabulary writes: word alternations between
// boundaries, optional parts, case-folded words, small classes, empty matches.
var expressions = []string{
	`\bnext (?:year|summer|month)\b|(?:^|\s)übernächst|\b(?:[3-9]\d|\d{3})-day (?:weather )?outlook\b`,
	`(?i)\bstock (?:price|quote)s?\b`,
	`(?i)ſtock`,
	`(?i)\bkelvin\b`,
	`(?i)straße|STRASSE`,
	`[?？]\s*$`,
	`(?:^|[^\p{Latin}\pN_-])(?:btc|doge|xrp|usdt)(?:$|[^\p{Latin}\pN_-])`,
	`を\s*[「『"'][^」』"']+[」』"']\s*に(?:したい|して|変え)`,
	`^\s*(?:add|create|new)?\s*$`,
	`(?:in )?(?:\d+|ten) (?:years|months)`,
	`x{0,3}`,
	`(?:ab){2,}c?`,
	`a|b*`,
	`(\w+)@(\w+)\.com`,
	`\x{FFFD}`,
	`(?i)σ`,
	`(?i)ab İ`,
	`(?i)\b\d{1,2}(?::\d{2})?\s?(?:am|pm)\b|\bat noon\b|x[1-3]y`,
}

var texts = []string{
	"", "next year", "NEXT YEAR", "what about next summer in Oslo?", "übernächste Woche",
	"a 14-day outlook", "a 30-day weather outlook", "a 300-day outlook", "Stock Prices today",
	"STOCK QUOTE", "ſtock", "SſTOCK", "ſTOCK", "\u212aelvin scale", "Kelvin", "Straße", "strasse", "STRASSE",
	"wie ist das wetter?", "the weather？ ", "buy btc now", "BTC", "dogecoin", "xrp,usdt",
	"件名を「会議」にして", "件名を'a'に変えて", "create", "  new ", "in 5 years", "ten months",
	"abab", "ababc", "aaa", "bbb", "mail bob@example.com", "\xff", "\xef\xbf\xbd", "ς", "Σ", "σ", "ab İ", "AB İ",
	"at 3PM", "15:30", "At Noon", "x2y", "x4y", "7",
}

// Every method answers exactly as package regexp does, on texts that match and texts
// that do not, in any case.
func TestMatchesAreThoseOfPackageRegexp(t *testing.T) {
	for _, expr := range expressions {
		got, want := MustCompile(expr), regexp.MustCompile(expr)
		for _, s := range texts {
			if g, w := got.MatchString(s), want.MatchString(s); g != w {
				t.Errorf("%q MatchString(%q) = %v, regexp says %v", expr, s, g, w)
			}
			if g, w := got.FindString(s), want.FindString(s); g != w {
				t.Errorf("%q FindString(%q) = %q, regexp says %q", expr, s, g, w)
			}
			if g, w := got.FindStringIndex(s), want.FindStringIndex(s); !slices.Equal(g, w) {
				t.Errorf("%q FindStringIndex(%q) = %v, regexp says %v", expr, s, g, w)
			}
			if g, w := got.FindStringSubmatch(s), want.FindStringSubmatch(s); !slices.Equal(g, w) {
				t.Errorf("%q FindStringSubmatch(%q) = %q, regexp says %q", expr, s, g, w)
			}
			if g, w := got.FindStringSubmatchIndex(s), want.FindStringSubmatchIndex(s); !slices.Equal(g, w) {
				t.Errorf("%q FindStringSubmatchIndex(%q) = %v, regexp says %v", expr, s, g, w)
			}
			if g, w := got.FindAllString(s, -1), want.FindAllString(s, -1); !slices.Equal(g, w) {
				t.Errorf("%q FindAllString(%q) = %q, regexp says %q", expr, s, g, w)
			}
			if g, w := len(got.FindAllStringIndex(s, -1)), len(want.FindAllStringIndex(s, -1)); g != w {
				t.Errorf("%q FindAllStringIndex(%q): %d matches, regexp finds %d", expr, s, g, w)
			}
			if g, w := len(got.FindAllStringSubmatch(s, -1)), len(want.FindAllStringSubmatch(s, -1)); g != w {
				t.Errorf("%q FindAllStringSubmatch(%q): %d matches, regexp finds %d", expr, s, g, w)
			}
			if g, w := len(got.FindAllStringSubmatchIndex(s, -1)), len(want.FindAllStringSubmatchIndex(s, -1)); g != w {
				t.Errorf("%q FindAllStringSubmatchIndex(%q): %d matches, regexp finds %d", expr, s, g, w)
			}
			if g, w := got.ReplaceAllString(s, "<$0>"), want.ReplaceAllString(s, "<$0>"); g != w {
				t.Errorf("%q ReplaceAllString(%q) = %q, regexp says %q", expr, s, g, w)
			}
			up := func(m string) string { return "[" + m + "]" }
			if g, w := got.ReplaceAllStringFunc(s, up), want.ReplaceAllStringFunc(s, up); g != w {
				t.Errorf("%q ReplaceAllStringFunc(%q) = %q, regexp says %q", expr, s, g, w)
			}
		}
	}
}

// The prefilter holds the literals a match cannot do without, and none where a match
// may hold no literal: that is what lets a text without them skip the expression.
func TestThePrefilterNeedsWhatEveryMatchHolds(t *testing.T) {
	tests := []struct {
		expr string
		want []string
	}{
		{`\bnext (?:year|summer)\b`, []string{"next "}},
		{`\b(?:price|prices|cost)\b`, []string{"cost", "price"}}, // "prices" holds "price"
		{`(?i)\bStock (?:price|quote)`, []string{"(?i)stock "}},  // lower-cased, looked for in the lower-cased text
		{`(?:in )?(?:\d+|ten) (?:years|months)`, []string{"years", "months"}},
		{`[?？]\s*$`, []string{"?", "？"}},
		{`(?:ab){2,}c?`, []string{"ab"}},
		{`(?i)straße`, []string{"(?i)stra"}}, // ß folds to ẞ: the part before it
		{`a|b*`, nil},                        // matches the empty text
		{`x{0,3}`, nil},
		{`\w+@`, []string{"@"}},
		{`\x{FFFD}`, nil},                                              // regexp reads an invalid byte as U+FFFD
		{`[a-z]+`, nil},                                                // too wide a class
		{`\b\d{1,2}:\d{2}\b|x[1-3]y|\bnoon\b`, []string{`\d`, "noon"}}, // one scan for any digit; "x[1-3]y" holds one
		{`\d+ (?:h|m)`, []string{`\d`}},                                // digits filter more than one-letter words
	}
	for _, tt := range tests {
		got := MustCompile(tt.expr).Needed()
		slices.Sort(got)
		want := slices.Clone(tt.want)
		slices.Sort(want)
		if !slices.Equal(got, want) {
			t.Errorf("%q needs %q, want %q", tt.expr, got, want)
		}
	}
}

func FuzzMatchesLikeRegexp(f *testing.F) {
	for _, s := range texts {
		f.Add(s)
	}
	res := make([]*Regexp, len(expressions))
	for i, expr := range expressions {
		res[i] = MustCompile(expr)
	}
	f.Fuzz(func(t *testing.T, s string) {
		for _, re := range res {
			if got, want := re.MatchString(s), re.Regexp.MatchString(s); got != want {
				t.Fatalf("%q MatchString(%q) = %v, regexp says %v", re, s, got, want)
			}
		}
	})
}
