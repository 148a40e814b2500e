package plan

import (
	"bufio"
	"fmt"
	"os"
	"testing"

	"github.com/schemarouter/schemarouter/catalog"
)

func TestZZTrace(t *testing.T) {
	c, _ := catalog.ReadCatalogFile("../../shared/bench/decision-routing/catalog.json")
	reg, _ := catalog.NewRegistry(c.Tools...)
	p := New(reg, Options{})
	f, _ := os.Open("/tmp/m/dbg.txt")
	sc := bufio.NewScanner(f)
	for sc.Scan() {
		req := &Request{Query: sc.Text()}
		ix := p.indexFor(reg.Snapshot())
		r := newRun(p, ix, req, nil)
		var out []*Candidate
		hs := r.ix.recallHits(r.q)
		for i := range hs {
			if c := score(r.ix.routes[hs[i].route], r.q, &hs[i]); c.Score > 0 {
				out = append(out, c)
			}
		}
		pr := func(n string) {
			s := ""
			for _, c := range out {
				s += fmt.Sprintf(" %s:%.1f", c.route.id, c.Score)
			}
			fmt.Printf("  %-18s%s\n", n, s)
		}
		fmt.Printf("== %s\n", req.Query)
		pr("recall")
		if os.Getenv("ZZC") != "" {
			for _, c := range out {
				fmt.Printf("    %s %v\n", c.route.id, c.Components)
			}
		}
		for _, g := range []struct {
			n string
			f func([]*Candidate) []*Candidate
		}{{"story", r.fitStory}, {"ops", r.fitOperations}, {"every", r.fitEveryAction}, {"aspects", r.fitAspects}, {"asks", r.fitAsks}, {"ids", r.fitIdentifiers}, {"docs", r.fitDocumentation}, {"attrs", r.fitAttributes}, {"writes", r.fitWrites}, {"advice", r.fitAdvice}, {"askedSent", r.fitAskedSentence}, {"askedNouns", r.fitAskedNouns}} {
			out = g.f(out)
			pr(g.n)
		}
	}
}

func TestZZAsk(t *testing.T) {
	c, _ := catalog.ReadCatalogFile("../../shared/bench/decision-routing/catalog.json")
	reg, _ := catalog.NewRegistry(c.Tools...)
	p := New(reg, Options{})
	f, _ := os.Open("/tmp/m/dbg.txt")
	sc := bufio.NewScanner(f)
	for sc.Scan() {
		req := &Request{Query: sc.Text()}
		ix := p.indexFor(reg.Snapshot())
		r := newRun(p, ix, req, nil)
		fmt.Printf("== %s\n", req.Query)
		if r.q.asking == "" {
			continue
		}
		at, ak := r.termsOf(r.q.asking)
		fmt.Printf("  askTerms=%v tokens=%v\n", at, ak)
		for _, x := range at {
			fmt.Printf("   %s thing=%v routes:", x, ix.lex.NamesThing(x))
			for _, rt := range ix.routes {
				if rt.names(x) || rt.answers[x] {
					fmt.Printf(" %s", rt.id)
				}
			}
			fmt.Println()
		}
		for _, x := range ak {
			s := ""
			for _, rt := range ix.routes {
				if rt.says(x) {
					s += " " + rt.id
				}
			}
			if s != "" {
				fmt.Printf("   tok %s:%s\n", x, s)
			}
		}
	}
}
