package lexicon

import (
	"regexp"
	"strings"
)

// NotedAction returns the operation a request writes in notation rather than in words:
// an arrow from a field to its new value ("display name → Jiwoo Kim", "이름 -> 김서연")
// changes it, and a heading that names a new record ("New event: dentist, Fri 4pm",
// "Neuer Termin: Zahnarzt", "Evento nuevo: cena", "새 일정: 회식") creates one. It returns
// "" when the request writes none.
func NotedAction(raw string) string {
	switch {
	case strings.Contains(raw, "→") || strings.Contains(raw, "->") || strings.Contains(raw, "=>"):
		return "change"
	case strings.ContainsAny(raw, ":：") && newRecordHeading.MatchString(raw):
		return "create"
	}
	return ""
}

// newRecordHeading is a heading of one or two words that names a new record, ending in
// a colon, at the start of a request.
var newRecordHeading = regexp.MustCompile(`(?i)^\s*(?:` +
	`(?:new|neue[rsn]?|nuev[oa]|nouve(?:au|lle)|nov[oa])\s+[\p{L}-]+(?:\s+[\p{L}-]+)?` + // New event, Neuer Termin
	`|[\p{L}-]+\s+(?:nuev[oa]|nouve(?:au|lle)|nov[oa]|neue[rsn]?)` + // Evento nuevo
	`|새\s*[\p{L}]+|新規[\p{L}]*|新しい[\p{L}]+` + // 새 일정, 新規予定
	`)\s*[:：]`)
