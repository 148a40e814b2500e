package lexicon

import (
	"fmt"
	"testing"
)

func TestZZUnk(t *testing.T) {
	l := Default()
	for _, q := range []string{"user ID 66310のaccount情報をlook upしていただけますか。", "user ID 66310のaccount情報をlook upしてください。", "user ID 66310のaccount情報をlook upして。", "SKU D-881 のパレットを運送会社に手配していただけますか。"} {
		fmt.Printf("%q -> %q\n", q, l.UnknownFinalVerb(q))
	}
}
