package lexicon

import (
	"fmt"
	"testing"
)

func TestZZLead(t *testing.T) {
	l := Default()
	for _, q := range []string{"ship 12 of sku-642 to the customer in leeds", "rebalance me to 60/40 stocks/bonds pls", "Impersonate user 4401 so I can see what they see.", "Welchen Kurs hatte BMW am 16. März 2020?", "Block 9–11 Monday: deep work"} {
		fmt.Printf("%q -> %q\n", q, l.UnknownLeadVerb(q))
	}
}
