package lexicon

import (
	"fmt"
	"strings"
	"testing"
	"unicode"
)

func TestZZLead(t *testing.T) {
	l := Default()
	q := "Reply to the corresponding author and ask for the dataset."
	fmt.Println(latinLanguage(q) != nil, english(q), notImperative("reply"))
	words := strings.FieldsFunc(q, func(r rune) bool { return !unicode.IsLetter(r) && !unicode.IsDigit(r) && r != '-' && r != '\'' })
	fmt.Println(words, objectStart(words[2]))
	fmt.Printf("%q\n", l.UnknownLeadVerb(q))
}
