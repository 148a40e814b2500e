package lexicon

import (
	"bufio"
	"fmt"
	"os"
	"testing"

	"github.com/schemarouter/schemarouter/internal/text"
)

func TestZZ8(t *testing.T) {
	l := Default()
	f, _ := os.Open("/tmp/m/zz8.txt")
	sc := bufio.NewScanner(f)
	for sc.Scan() {
		q := sc.Text()
		m := l.AnalyzeText(q, text.Tokens(q), text.Norm(q))
		o := l.Object(q, append(m.OpTokens, m.PhraseVerbs...))
		fmt.Printf("%s\n  main=%q terms=%q obj=%+v\n", q, m.Main, m.Terms, o)
	}
}
