package lexicon

import (
	"regexp"
	"strings"

	"github.com/schemarouter/schemarouter/internal/text"
)

// NotedAction returns the operation a request writes in notation rather than in words:
// an arrow from a field to its new value ("display name → Jiwoo Kim", "이름 -> 김서연")
// changes it, and a heading that names a new record ("New event: dentist, Fri 4pm",
// "Neuer Termin: Zahnarzt", "Evento nuevo: cena", "새 일정: 회식") creates one. It returns
// "" when the request writes none.
func NotedAction(raw string) string {
	switch {
	case changeArrow.MatchString(raw):
		return "change"
	case strings.ContainsAny(raw, ":："):
		m := newRecordHeading.FindStringSubmatch(raw)
		if m == nil {
			return ""
		}
		for _, w := range strings.Fields(strings.ToLower(m[0])) {
			if wrapping(strings.Trim(w, ":：")) {
				return "" // "New request: show the weather" wraps a request
			}
		}
		return "create"
	}
	return ""
}

// wrappers are the words of a "New …:" heading that introduce a request or name a place
// rather than a new record ("New request:", "New York:").
var wrappers = map[string]bool{"york": true, "delhi": true, "jersey": true, "zealand": true, "orleans": true,
	"mexico": true, "hampshire": true, "england": true, "guinea": true, "caledonia": true, "brunswick": true, // places
	"request": true, "task": true, "query": true, "question": true, "job": true,
	"message": true, "prompt": true, "instruction": true, "instructions": true, "ask": true,
	"anfrage": true, "aufgabe": true, "frage": true, "auftrag": true, "nachricht": true,
	"solicitud": true, "tarea": true, "pregunta": true, "consulta": true, "petición": true, "mensaje": true,
	"demande": true, "tâche": true, "requête": true, "pedido": true, "tarefa": true, "pergunta": true}

// spacelessWrappers are the Korean and Japanese wrappers, which end a heading's word
// (新規依頼, 새 요청).
var spacelessWrappers = []string{"요청", "작업", "질문", "依頼", "タスク", "質問", "リクエスト"}

// changeArrow is an arrow after a record named by a number and a field: "user 3021
// display name → Jiwoo Kim", "계정 5521 이름 -> 김서연" ("USD -> EUR" and "Paris -> Lyon"
// change nothing).
var changeArrow = regexp.MustCompile(`\d[^→>]*\p{L}[^→>]*(?:→|->|=>)\s*\S`)

// newRecordHeading is a heading of one or two words that names a new record, ending in
// a colon, at the start of a request.
var newRecordHeading = regexp.MustCompile(`(?i)^\s*(?:` +
	`(?:new|neue[rsn]?|nuev[oa]|nouve(?:au|lle)|nov[oa])\s+[\p{L}-]+(?:\s+[\p{L}-]+)?` + // New event, Neuer Termin
	`|[\p{L}-]+\s+(?:nuev[oa]|nouve(?:au|lle)|nov[oa]|neue[rsn]?)` + // Evento nuevo
	`|새\s+[\p{L}]+|新規[\p{L}]*|新しい[\p{L}]+` + // 새 일정, 新規予定 (요청, 依頼 are wrappers: "새 요청:")
	`)\s*[:：]`)

// wrapping reports whether a heading's word is a wrapper (or, in Korean and Japanese,
// ends with one: 新規依頼).
func wrapping(w string) bool {
	if wrappers[w] {
		return true
	}
	if text.IsASCII(w) {
		return false
	}
	for _, cjk := range spacelessWrappers {
		if strings.HasSuffix(w, cjk) {
			return true
		}
	}
	return false
}
