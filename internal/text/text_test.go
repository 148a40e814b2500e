package text

import (
	"slices"
	"strings"
	"testing"
	"unicode/utf8"

	"golang.org/x/text/unicode/norm"
)

func TestTokens(t *testing.T) {
	tests := []struct {
		name string
		in   string
		want []string
	}{
		{"empty input gives no tokens", "", nil},
		{"only separators give no tokens", "  ,.;-- !? ", nil},
		{"ascii words are lowercased and split on punctuation", "Get the Band-Gap, please!", []string{"get", "the", "band", "gap", "please"}},
		{"underscore is a word character", "band_gap", []string{"band_gap"}},
		{"space splits words", "band gap", []string{"band", "gap"}},
		{"digits are word characters", "300 K co2", []string{"300", "k", "co2"}},
		{"duplicates are removed keeping first occurrence", "a b A c B a", []string{"a", "b", "c"}},
		{"fullwidth ascii is NFKC-normalized", "ＧａＡｓ", []string{"gaas"}},
		{"fullwidth digits and letters mix", "ＧａＡｓ　３００Ｋ", []string{"gaas", "300k"}},
		{"ligature is NFKC-expanded", "ﬁle", []string{"file"}},

		// Script-class splits.
		{"latin then hangul particle split into separate runs", "GaAs의 밀도", []string{"gaas", "의", "밀도"}},
		{"digits split from hangul", "밀도2", []string{"밀도", "2"}},
		{"hangul then han split", "밀도密度", []string{"밀도", "密度"}},

		// Korean particles.
		{"korean object particle is stripped", "밴드갭을", []string{"밴드갭을", "밴드갭"}},
		{"korean particle 를 stripped", "밀도를", []string{"밀도를", "밀도"}},
		{"korean two-syllable particle 에서 stripped", "서울에서", []string{"서울에서", "서울"}},
		{"korean 으로 preferred over 로", "단위으로", []string{"단위으로", "단위"}},
		{"korean 에게 preferred over 게-less match", "친구에게", []string{"친구에게", "친구"}},
		{"korean bare particle stays", "이", []string{"이"}},
		{"korean two-rune word ending in particle is not stripped", "누가", []string{"누가"}},
		{"korean 에서 needs more than three runes", "에서", []string{"에서"}},
		{"korean three-rune word with 에서 not stripped", "가에서", []string{"가에서"}},
		{"korean word without particle", "밀도", []string{"밀도"}},
		{"korean sentence", "GaAs의 밴드갭과 밀도를 알려줘", []string{"gaas", "의", "밴드갭과", "밴드갭", "밀도를", "밀도", "알려줘"}},
		{"korean stem deduplicated against earlier token", "밀도 밀도의", []string{"밀도", "밀도의"}},
		{"korean halfwidth jamo normalized to conjoining jamo", "ﾡ", []string{"\u1100"}},

		// CJK bigrams.
		{"japanese run emits bigrams", "密度を取得", []string{"密度を取得", "密度", "度を", "を取", "取得"}},
		{"chinese run emits bigrams", "带隙能量", []string{"带隙能量", "带隙", "隙能", "能量"}},
		{"two-rune cjk run is its own bigram", "密度", []string{"密度"}},
		{"single cjk rune is just itself", "密", []string{"密"}},
		{"katakana with prolonged sound mark stays one run", "データ", []string{"データ", "デー", "ータ"}},
		{"halfwidth katakana normalized", "ﾃﾞｰﾀ", []string{"データ", "デー", "ータ"}},
		{"cjk and latin split", "GaAsの密度", []string{"gaas", "の密度", "の密", "密度"}},
		{"cjk punctuation separates runs", "密度、体積", []string{"密度", "体積"}},

		// Accent folding.
		{"french accents folded", "Énergie", []string{"énergie", "energie"}},
		{"spanish accents folded", "Conductividad Térmica", []string{"conductividad", "térmica", "termica"}},
		{"spanish plain word unchanged", "propiedades", []string{"propiedades"}},
		{"german sharp s folded by case folding", "Größe", []string{"grösse", "grosse"}},
		{"german capital sharp s folded", "GRÖẞE", []string{"grösse", "grosse"}},
		{"german subjunctive keeps no past-tense twin", "Ich hätte gern", []string{"ich", "hätte", "gern"}},
		{"german count keeps no pay twin", "Zähle die Tickets", []string{"zähle", "die", "tickets"}},
		{"decomposed accent input is composed by NFKC", "e\u0301nergie", []string{"énergie", "energie"}},
		{"greek final sigma is folded", "ΣΟΦΟΣ σοφος", []string{"σοφοσ"}},
		{"greek tonos folded", "Ενέργεια", []string{"ενέργεια", "ενεργεια"}},
		{"cherokee folds to uppercase in either case", "\u13C8 \uAB98", []string{"\u13C8"}},

		// Marks keep words whole.
		{"devanagari word with vowel signs stays whole", "हिन्दी भाषा", []string{"हिन्दी", "भाषा"}},
		{"thai word with marks stays whole", "ที่นี่", []string{"ที่นี่", "ทน"}},

		// Invalid input.
		{"invalid utf-8 acts as a separator", "ab\xffcd", []string{"ab", "cd"}},
		{"replacement character separates", "ab\uFFFDcd", []string{"ab", "cd"}},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			got := Tokens(tc.in)
			if len(got) == 0 && len(tc.want) == 0 {
				return
			}
			if !slices.Equal(got, tc.want) {
				t.Errorf("Tokens(%q) = %q, want %q", tc.in, got, tc.want)
			}
		})
	}
}

// hangulStemRef is the contract's literal form of hangulStem: the first
// matching particle of the ordered list, stripped only if the run is longer
// in runes than the particle plus one.
func hangulStemRef(run string) string {
	for _, p := range hangulParticles {
		if strings.HasSuffix(run, p) {
			if utf8.RuneCountInString(run) > utf8.RuneCountInString(p)+1 {
				return run[:len(run)-len(p)]
			}
			return ""
		}
	}
	return ""
}

func TestHangulStemMatchesOrderedParticleList(t *testing.T) {
	prefixes := []string{"", "가", "밀도", "밴드갭", "에", "으", "보", "까", "부", "처", "\u1100"}
	for _, pre := range prefixes {
		for _, p := range hangulParticles {
			for _, run := range []string{pre + p, pre + "값" + p, pre + p + p} {
				if got, want := hangulStem(run), hangulStemRef(run); got != want {
					t.Errorf("hangulStem(%q) = %q, want %q", run, got, want)
				}
			}
		}
		for _, run := range []string{pre + "서", pre + "게", pre + "로", pre + "다", pre + "값"} {
			if got, want := hangulStem(run), hangulStemRef(run); got != want {
				t.Errorf("hangulStem(%q) = %q, want %q", run, got, want)
			}
		}
	}
	// The too-short first match does not fall through: "X으로" keeps no stem.
	if got := hangulStem("값으로"); got != "" {
		t.Errorf("hangulStem(값으로) = %q, want no stem", got)
	}
}

func TestSimpleCanonMatchesGeneralCanon(t *testing.T) {
	for _, s := range []string{
		"GaAs의 밀도를 300 K에서", "GaAsの密度を取得、データ。", "带隙能量 ABC", "ｶ", "가\u11A8", "か\u3099",
	} {
		var tmp []byte
		want := string(canon(nil, &tmp, s))
		got, ok := simpleCanon(s)
		if ok && got != want {
			t.Errorf("simpleCanon(%q) = %q, canon = %q", s, got, want)
		}
		if ok != isSimple(s) {
			t.Errorf("simpleCanon(%q) ok = %v, isSimple = %v", s, ok, !ok)
		}
	}
	// Composing sequences must leave the fast path.
	for _, s := range []string{"가\u11A8", "か\u3099", "ｶ"} {
		if isSimple(s) {
			t.Errorf("isSimple(%q) = true, want false", s)
		}
	}
}

func TestNorm(t *testing.T) {
	tests := []struct {
		name string
		in   string
		want string
	}{
		{"empty", "", ""},
		{"underscore is dropped", "band_gap", "bandgap"},
		{"space is dropped", "band gap", "bandgap"},
		{"hyphen and case are dropped", "Band-Gap", "bandgap"},
		{"already normal ascii is unchanged", "bandgap300", "bandgap300"},
		{"punctuation only gives empty", "_-. ,", ""},
		{"fullwidth is NFKC-normalized", "ＧａＡｓ", "gaas"},
		{"korean keeps syllables", "GaAs의 밀도", "gaas의밀도"},
		{"german sharp s case-folded", "Größe", "grösse"},
		{"french accents kept", "Énergie", "énergie"},
		{"decomposed accent composed", "e\u0301", "é"},
		{"uncomposable mark dropped", "q\u0301", "q"},
		{"japanese punctuation dropped", "密度、体積。", "密度体積"},
		{"non-ascii digits kept", "٣٤", "٣٤"},
		{"superscript digit via NFKC", "m²", "m2"},
		{"kelvin sign folds to k", "300 \u212A", "300k"},
		{"jamo separated by punctuation compose after filtering", "\u1100-\u1161", "가"},
		{"invalid utf-8 dropped", "a\xffb", "ab"},
		{"cherokee lowercase folds to uppercase", "\uAB98\uAB70", "\u13C8\u13A0"},
		{"cherokee uppercase stays uppercase despite x/text", "\u13C8\u13A0", "\u13C8\u13A0"},
		{"cherokee small letter mv folds to capital", "\u13F8", "\u13F0"},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			if got := Norm(tc.in); got != tc.want {
				t.Errorf("Norm(%q) = %q, want %q", tc.in, got, tc.want)
			}
			if got := Norm(tc.want); got != tc.want {
				t.Errorf("Norm not idempotent: Norm(%q) = %q", tc.want, got)
			}
		})
	}
}

func TestIsASCII(t *testing.T) {
	tests := []struct {
		in   string
		want bool
	}{
		{"", true},
		{"abc", true},
		{"0123456789abcdef", true},
		{"0123456789abcdeé", false},
		{"é0123456789abcde", false},
		{"0123é", false},
		{"\x7f", true},
		{"\x80", false},
	}
	for _, tc := range tests {
		if got := IsASCII(tc.in); got != tc.want {
			t.Errorf("IsASCII(%q) = %v, want %v", tc.in, got, tc.want)
		}
	}
}

func TestIsHangul(t *testing.T) {
	tests := []struct {
		r    rune
		want bool
	}{
		{'가', true}, {'힣', true}, {'ㄱ', true}, {'\u1100', true}, {'ﾡ', true},
		{'a', false}, {'密', false}, {'の', false}, {'1', false},
	}
	for _, tc := range tests {
		if got := IsHangul(tc.r); got != tc.want {
			t.Errorf("IsHangul(%q) = %v, want %v", tc.r, got, tc.want)
		}
	}
}

func TestSemanticSubstring(t *testing.T) {
	tests := []struct {
		name string
		a, b string
		want bool
	}{
		{"short ascii fragment never matches", "si", "density", false},
		{"three-rune ascii fragment does not match", "den", "density", false},
		{"four-rune ascii fragment matches", "dens", "density", true},
		{"suffix word matches", "conductivity", "thermalconductivity", true},
		{"prefix word matches either order", "elasticmodulus", "elastic", true},
		{"unrelated words", "density", "bandgap", false},
		{"equal strings", "density", "density", true},
		{"empty a", "", "density", false},
		{"empty b", "density", "", false},
		{"both empty", "", "", false},
		{"two-rune korean too short", "밀도", "gaas의밀도", false},
		{"three-rune korean matches", "밴드갭", "gaas의밴드갭", true},
		{"three-rune mixed matches", "é12", "xé123", true},
		{"three-rune korean not contained", "밴드갭", "밀도값은", false},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			if got := SemanticSubstring(tc.a, tc.b); got != tc.want {
				t.Errorf("SemanticSubstring(%q, %q) = %v, want %v", tc.a, tc.b, got, tc.want)
			}
		})
	}
}

func TestTokenSet(t *testing.T) {
	got := TokenSet("Band gap band_gap 밀도를")
	want := []string{"band", "gap", "band_gap", "밀도를", "밀도"}
	if len(got) != len(want) {
		t.Fatalf("TokenSet size %d, want %d: %v", len(got), len(want), got)
	}
	for _, w := range want {
		if _, ok := got[w]; !ok {
			t.Errorf("TokenSet missing %q", w)
		}
	}
	if len(TokenSet("")) != 0 {
		t.Errorf("TokenSet(\"\") not empty")
	}
}

func TestQualifierVisible(t *testing.T) {
	tests := []struct {
		name       string
		query      string
		key, value string
		want       bool
	}{
		{"value with number and unit visible", "band gap of GaAs at 300 K", "temperature", "300 K", true},
		{"value needs all its tokens", "band gap of GaAs at 300", "temperature", "300 K", false},
		{"1300 K does not satisfy 300 K", "band gap of GaAs at 1300 K", "temperature", "300 K", false},
		{"bare K never visible alone", "band gap in K", "unit", "K", false},
		{"bare K visible with its key", "band gap in unit K", "unit", "K", true},
		{"single long token visible", "GaAs cubic structure", "crystal_system", "Cubic", true},
		{"single two-rune ascii token not visible alone", "the ev value", "unit", "eV", false},
		{"two-rune ascii value visible with key", "energy unit eV", "unit", "eV", true},
		{"key and value tokens all needed", "energy in eV", "unit", "eV", false},
		{"value absent", "GaAs band gap", "crystal_system", "cubic", false},
		{"empty value not visible", "GaAs band gap", "phase", "", false},
		{"empty value with key tokens only one", "phase", "phase", "", false},
		{"korean value found by normalized substring", "GaAs의 밀도를 알려줘", "property", "밀도", true},
		{"korean value with particle found by token stem", "밴드갭을 알려줘", "property", "밴드갭", true},
		{"korean value absent", "GaAs의 밀도를 알려줘", "property", "밴드갭", false},
		{"japanese value found by substring", "GaAsの密度を取得", "property", "密度", true},
		{"accented value visible when query has accents", "énergie de formation", "property", "Énergie", true},
		{"ascii value is not matched by substring", "thermalconductivity", "property", "conductivity", false},
		{"underscore value matched as one token", "fetch band_gap for GaAs", "property", "band_gap", true},
		{"underscore value not matched by separate words", "fetch band gap for GaAs", "property", "band_gap", false},
		{"multi-token value matched out of order", "at K 300", "temperature", "300 K", true},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			qt := TokenSet(tc.query)
			nq := Norm(tc.query)
			if got := QualifierVisible(qt, nq, tc.key, tc.value); got != tc.want {
				t.Errorf("QualifierVisible(%q, %q=%q) = %v, want %v (tokens %v)",
					tc.query, tc.key, tc.value, got, tc.want, Tokens(tc.query))
			}
		})
	}
}

func TestTokensASCIIFastPathMatchesGeneralPath(t *testing.T) {
	// Fullwidth input goes through NFKC/fold and then the ASCII path;
	// compare the pure ASCII path against the fold-based reference.
	for _, s := range []string{"Hello, World_42 foo-BAR baz", "A a A", "x", "__ _ 9"} {
		got := Tokens(s)
		var ref []string
		for _, f := range strings.FieldsFunc(strings.ToLower(s), func(r rune) bool {
			return !(r >= 'a' && r <= 'z' || r >= '0' && r <= '9' || r == '_')
		}) {
			if !slices.Contains(ref, f) {
				ref = append(ref, f)
			}
		}
		if !slices.Equal(got, ref) {
			t.Errorf("Tokens(%q) = %q, want %q", s, got, ref)
		}
	}
}

func TestTokensManyDistinctUsesMapDedup(t *testing.T) {
	var words []string
	for i := 0; i < 40; i++ {
		words = append(words, strings.Repeat(string(rune('a'+i%26)), 1+i/26))
	}
	in := strings.Join(words, " ") + " " + strings.Join(words, " ")
	got := Tokens(in)
	if !slices.Equal(got, words) {
		t.Errorf("Tokens(40 words twice) = %q, want %q", got, words)
	}
	// Non-ASCII path too.
	ko := strings.Repeat("밀도를 밴드갭을 ", 3) + strings.Join(words, " ")
	got = Tokens(ko)
	want := append([]string{"밀도를", "밀도", "밴드갭을", "밴드갭"}, words...)
	if !slices.Equal(got, want) {
		t.Errorf("Tokens(korean+words) = %q, want %q", got, want)
	}
}

func TestTokensConcurrent(t *testing.T) {
	done := make(chan bool)
	for g := 0; g < 8; g++ {
		go func() {
			for i := 0; i < 200; i++ {
				if got := Tokens("GaAs의 밴드갭을 Größe 密度を取得"); len(got) != 11 {
					t.Errorf("got %q", got)
					break
				}
				if got := Norm("Größe 밀도"); got != "grösse밀도" {
					t.Errorf("got %q", got)
					break
				}
			}
			done <- true
		}()
	}
	for g := 0; g < 8; g++ {
		<-done
	}
}

func TestNoAllocsOnNormalizedASCII(t *testing.T) {
	if n := testing.AllocsPerRun(100, func() { _ = Norm("bandgap300") }); n != 0 {
		t.Errorf("Norm on normalized ASCII allocates %v times", n)
	}
	if n := testing.AllocsPerRun(100, func() { _ = IsASCII("bandgap300") }); n != 0 {
		t.Errorf("IsASCII allocates %v times", n)
	}
	if n := testing.AllocsPerRun(100, func() { _ = Tokens("band gap of gaas") }); n != 1 {
		t.Errorf("Tokens on lowercase ASCII allocates %v times, want 1", n)
	}
}

var (
	benchASCII  = "Get the band gap and density of GaAs at 300 K from materials_project, then compare with Si"
	benchKorean = "GaAs의 밴드갭과 밀도를 300 K에서 알려주고 Si와 비교해줘"
	sinkTokens  []string
	sinkString  string
)

func BenchmarkTokensASCII(b *testing.B) {
	b.ReportAllocs()
	for b.Loop() {
		sinkTokens = Tokens(benchASCII)
	}
}

func BenchmarkTokensKorean(b *testing.B) {
	b.ReportAllocs()
	for b.Loop() {
		sinkTokens = Tokens(benchKorean)
	}
}

func BenchmarkTokensJapanese(b *testing.B) {
	b.ReportAllocs()
	for b.Loop() {
		sinkTokens = Tokens("GaAsのバンドギャップと密度を取得してください")
	}
}

func BenchmarkNorm(b *testing.B) {
	for _, bc := range []struct{ name, in string }{
		{"ASCIIClean", "thermalconductivity"},
		{"ASCII", "Thermal_Conductivity (W/m-K)"},
		{"Korean", "GaAs의 밴드갭"},
		{"KoreanClean", "밴드갭"},
	} {
		b.Run(bc.name, func(b *testing.B) {
			b.ReportAllocs()
			for b.Loop() {
				sinkString = Norm(bc.in)
			}
		})
	}
}

func FuzzTokens(f *testing.F) {
	for _, s := range []string{
		"", "band_gap", "Band-Gap", "ＧａＡｓ", "GaAs의 밀도", "밴드갭을", "密度を取得",
		"Größe", "Énergie", "हिन्दी", "ที่นี่", "\u1100-\u1161", "a\xffb", "e\u0301",
		"ﾃﾞｰﾀ", "ΣΟΦΟΣ", "\u0345x", "İstanbul", "ǰ", "\ufdfa",
	} {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, s string) {
		if got, ok := simpleCanon(s); ok {
			var tmp []byte
			if want := string(canon(nil, &tmp, s)); got != want {
				t.Fatalf("simpleCanon(%q) = %q, canon = %q", s, got, want)
			}
		}
		if got, want := hangulStem(s), hangulStemRef(s); got != want {
			t.Fatalf("hangulStem(%q) = %q, want %q", s, got, want)
		}
		toks := Tokens(s)
		seen := make(map[string]bool, len(toks))
		for _, tok := range toks {
			if tok == "" {
				t.Fatalf("Tokens(%q) has an empty token: %q", s, toks)
			}
			if !utf8.ValidString(tok) {
				t.Fatalf("Tokens(%q) has invalid UTF-8 token %q", s, tok)
			}
			if seen[tok] {
				t.Fatalf("Tokens(%q) has duplicate %q: %q", s, tok, toks)
			}
			seen[tok] = true
		}
		n := Norm(s)
		if n2 := Norm(n); n2 != n {
			t.Fatalf("Norm not idempotent: Norm(%q) = %q, Norm(%q) = %q", s, n, n, n2)
		}
		if !utf8.ValidString(n) || !norm.NFKC.IsNormalString(n) {
			t.Fatalf("Norm(%q) = %q is not valid NFKC", s, n)
		}
	})
}
