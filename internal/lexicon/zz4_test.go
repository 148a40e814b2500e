package lexicon

import (
	"fmt"
	"testing"

	"github.com/schemarouter/schemarouter/internal/text"
)

func TestZZNorm(t *testing.T) {
	fmt.Printf("%q\n", text.Norm("SKU-9 수량 변경 요망: 40개"))
}
