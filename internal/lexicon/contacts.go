package lexicon

import (
	"regexp"
	"slices"
	"strings"
)

// A person's contact details. "Update Tom's phone number to 555-1234", "Ändere die
// E-Mail-Adresse von Kunde 5521", "고객 5521 주소 변경해줘": changing a person's e-mail
// address, phone number or postal address changes their profile, though no word names
// the profile. The details are a person's when the request names a customer or a user,
// says "my", or names a person by a title or a possessive (a phone only by its number); they are another record's
// when the request names any other domain term ("the shipping address of order 5521",
// "the phone number on ticket 44", "the email template for the newsletter").

// ChangesContactDetails reports whether a request whose main operation is main changes a
// person's contact details, given its text and its domain terms (Match.Terms).
func (l *Lexicon) ChangesContactDetails(main, raw string, terms []string) bool {
	if l.Family(main) != "update" {
		return false
	}
	contact := false
	for _, t := range terms {
		switch {
		case contactDetails[t]:
			// A phone is a number only when it says so: "die App auf meinem Handy" is a device.
			contact = contact || t != "phone" || phoneNumber.MatchString(strings.ToLower(raw))
		case personTerms[t] || l.opIndex(t) >= 0 || IsGeneric(t): // the operation's own name is a term too; "neu ist …"
		default:
			return false
		}
	}
	return contact && (slices.Contains(terms, "customer") || slices.Contains(terms, "user") || personOwner.MatchString(raw))
}

var (
	contactDetails = set("email", "phone", "address")
	personTerms    = set("customer", "user", "contact", "name")
	phoneNumber    = regexp.MustCompile(`number|nummer|번호|番号|número|numero`)
	// personOwner is a person named as the details' owner: the asker, a title before a
	// name, a possessive name, a user handle.
	personOwner = regexp.MustCompile(`\b(?:[Mm]y|[Mm]ein\w*|[Mm]is?|[Mm]eu|[Mm]inha)\s|` +
		`\b(?:Herrn?|Frau|Mr|Mrs|Ms|Dr|Sra?|Señora?|Señor|Mme)\.?\s+\p{Lu}|\b\p{Lu}\p{Ll}+'s\s|\bu_\d+\b|` +
		`(?:^|\s)(?:내|제|나의|저의)\s|私の|僕の|俺の|様の|さんの|様のご|씨의?\s|님의?\s`)
)
