package lexicon

import (
	"fmt"
	"testing"
)

func TestZZAsk(t *testing.T) {
	l := Default()
	for _, q := range []string{"Der Hilfeartikel zum Passwort-Reset soll gelöscht werden.", "Der Termin am Montag soll gelöscht werden."} {
		a := WithoutArguments(q)
		b := l.Asking(a)
		c := Actionless(b)
		d := WithoutMatter(c)
		fmt.Printf("%q\n %q\n %q\n %q\n", a, b, c, d)
	}
}
