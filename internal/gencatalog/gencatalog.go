// Package gencatalog generates deterministic synthetic catalogs and requests for tests
// and benchmarks: realistic word frequencies (a syllable vocabulary plus domain words in
// several languages), 1–4 endpoints per tool, fields with aliases, semantic IDs and
// qualifiers. The same seed always gives the same catalog.
package gencatalog

import (
	"fmt"
	"math/rand/v2"
	"strings"

	"github.com/schemarouter/schemarouter/catalog"
)

// Vocabulary for generated catalogs: domain words, some sharing substrings on purpose
// ("conductivity"/"thermal_conductivity", "modulus"/"elastic_modulus").
var Vocabulary = strings.Fields(`band gap density energy formation elastic modulus bulk shear
thermal conductivity magnetic moment volume lattice parameter crystal structure symmetry
space group melting point boiling temperature pressure viscosity refractive index
abstract title author citation journal year doi volume issue page funder grant
weather forecast humidity wind city rainfall order invoice customer payment refund
shipment tracking product price stock inventory calendar meeting event ticket user
account message channel file folder repository commit branch deploy build metric alert
밀도 에너지 온도 날씨 주문 결제 密度 温度 天気 注文 densidad temperatura precio
show list get search create update delete cancel 삭제해 検索して busca lösche`)

// SyntheticWords is a deterministic pseudo-word vocabulary (syllable compounds), so
// that generated catalogs have realistic word frequencies and substring relations.
var SyntheticWords = func() []string {
	syll := strings.Fields(`ka lo mi ne ru sa ti vo xe zu bra cli dro fen gal hor
		jup kre lum mor nix pel quo ris sto tar ulm vex wol yan zef bel cor dun eph fiz gor hul`)
	rng := rand.New(rand.NewPCG(1, 2))
	seen := map[string]bool{}
	var out []string
	for len(out) < 8000 {
		w := syll[rng.IntN(len(syll))] + syll[rng.IntN(len(syll))] + syll[rng.IntN(len(syll))]
		if !seen[w] {
			seen[w] = true
			out = append(out, w)
		}
	}
	return out
}()

// Catalog builds n endpoints spread over tools of 1–4 endpoints each, with
// random descriptions, fields, aliases, semantic IDs, qualifiers and parameters drawn
// mostly from a large synthetic vocabulary and partly from domain words.
func Catalog(n int, seed uint64) []catalog.ToolSpec {
	rng := rand.New(rand.NewPCG(seed, seed^0x9e3779b97f4a7c15))
	word := func() string {
		if rng.IntN(8) == 0 {
			return Vocabulary[rng.IntN(len(Vocabulary))]
		}
		return SyntheticWords[rng.IntN(len(SyntheticWords))]
	}
	phrase := func(k int) string {
		w := make([]string, k)
		for i := range w {
			w[i] = word()
		}
		return strings.Join(w, " ") + " for the"
	}
	var tools []catalog.ToolSpec
	for made := 0; made < n; {
		t := catalog.ToolSpec{
			Name:        fmt.Sprintf("tool_%d", len(tools)),
			Description: phrase(3 + rng.IntN(6)),
		}
		if rng.IntN(3) > 0 {
			t.Provider = fmt.Sprintf("provider_%d", rng.IntN(n/10+1))
		}
		for e := 0; e < 1+rng.IntN(4) && made < n; e++ {
			ep := catalog.EndpointSpec{
				Name:        fmt.Sprintf("op_%d", e),
				Description: phrase(2 + rng.IntN(8)),
				ReadOnly:    boolPtr(rng.IntN(4) > 0),
				OutputFields: []catalog.FieldSpec{
					{Name: "id", Identifier: true},
				},
			}
			if rng.IntN(5) == 0 {
				ep.ServerProjection = &catalog.ServerProjectionSpec{Parameter: "fields"}
			}
			for f := 0; f < 1+rng.IntN(5); f++ {
				a, b := word(), word()
				field := catalog.FieldSpec{Name: fmt.Sprintf("f%d_%s_%s", f, a, b)}
				if rng.IntN(2) == 0 {
					field.SemanticID = a + "_" + b
				}
				if rng.IntN(2) == 0 {
					field.Aliases = []string{a + " " + b}
				}
				if rng.IntN(6) == 0 {
					field.Qualifiers = map[string]string{"temperature": fmt.Sprintf("%d K", 100*(1+rng.IntN(5)))}
				}
				ep.OutputFields = append(ep.OutputFields, field)
			}
			for p := 0; p < rng.IntN(3); p++ {
				param := catalog.ParameterSpec{Name: fmt.Sprintf("p%d_%s", p, word()), Required: rng.IntN(2) == 0}
				if rng.IntN(40) == 0 {
					param.Aliases = []string{"formula"}
				}
				ep.Parameters = append(ep.Parameters, param)
			}
			t.Endpoints = append(t.Endpoints, ep)
			made++
		}
		tools = append(tools, t)
	}
	return tools
}

// Query is one generated request, independent of package plan.
type Query struct {
	Text          string
	MaxCalls      int
	Corroborate   bool
	CrossProvider bool
	Concepts      []string
	Arguments     map[string]any
	PreferredTool string
}

// Queries makes n requests from the vocabulary, tool names and noise: 1–5 words, a
// third multi-call, some corroborating, with fallbacks, concepts, arguments or a
// preferred tool.
func Queries(n int, seed uint64) []Query {
	rng := rand.New(rand.NewPCG(seed, 7))
	out := make([]Query, n)
	for i := range out {
		k := 1 + rng.IntN(5)
		w := make([]string, k)
		for j := range w {
			switch rng.IntN(10) {
			case 0:
				w[j] = fmt.Sprintf("%d K", 100*(1+rng.IntN(5)))
			case 1:
				w[j] = "unrelated"
			case 2, 3:
				w[j] = Vocabulary[rng.IntN(len(Vocabulary))]
			default:
				w[j] = SyntheticWords[rng.IntN(len(SyntheticWords))]
			}
		}
		q := Query{Text: strings.Join(w, " "), MaxCalls: 1 + rng.IntN(3)}
		q.Corroborate = rng.IntN(2) == 0
		q.CrossProvider = rng.IntN(3) == 0
		if rng.IntN(4) == 0 {
			q.Concepts = []string{SyntheticWords[rng.IntN(len(SyntheticWords))][:4]}
		}
		if rng.IntN(4) == 0 {
			q.Arguments = map[string]any{"formula": "Si"}
		}
		if rng.IntN(5) == 0 {
			q.PreferredTool = fmt.Sprintf("tool_%d", rng.IntN(50))
		}
		out[i] = q
	}
	return out
}

func boolPtr(b bool) *bool { return &b }
