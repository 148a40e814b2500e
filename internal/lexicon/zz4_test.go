package lexicon

import (
	"fmt"
	"os"
	"strings"
	"testing"
)

func TestZZAsk(t *testing.T) {
	l := Default()
	b0, _ := os.ReadFile("/tmp/m/dbg.txt")
	for _, q := range strings.Split(strings.TrimSpace(string(b0)), "\n") {
		a := WithoutArguments(q)
		b := l.Asking(a)
		c := Actionless(b)
		d := WithoutMatter(c)
		fmt.Printf("%q\n %q\n %q\n %q\n", a, b, c, d)
	}
}
