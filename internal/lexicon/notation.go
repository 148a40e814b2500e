package lexicon

import (
	"regexp"
	"strings"
	"unicode"
	"unicode/utf8"

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

// LabeledAction returns the analysis of the action a request writes as a labeled field:
// "작업: 캘린더 일정 생성; 제목: …", "処理: 在庫数量更新; SKU=OS-510", "Action: create a
// calendar event; title: …". The value runs from the label's colon to the first
// semicolon, and is read as a request of its own, so that a verbal noun ending it is its
// verb. A request without such a label gives an empty Match.
func (l *Lexicon) LabeledAction(raw string) Match {
	if !strings.ContainsAny(raw, ":：") {
		return Match{}
	}
	m := actionLabel.FindStringSubmatchIndex(raw)
	if m == nil {
		return Match{}
	}
	value := raw[m[1]:]
	if i := strings.IndexAny(value, ";；"); i >= 0 {
		value = value[:i]
	}
	return l.AnalyzeText(value, text.Tokens(value), text.Norm(value))
}

// actionLabel is a label that names the action at the start of a request.
var actionLabel = regexp.MustCompile(`(?i)^\s*(?:action|operation|task|aktion|operación|operacion|acción|accion|tarea|aufgabe|vorgang|작업|요청|処理|操作|タスク)\s*[:：]`)

// RecordHeading reports whether a request starts with a heading that is only the name
// of a kind of record a catalog creates, followed by its content and no question:
// "ticket: export button greyed out on dashboard, high priority", "termin: physio
// mittwoch 17uhr", "티켓: 대시보드 내보내기 버튼 비활성화됨". A heading followed by a number
// names an existing record ("Ticket: 5521").
func RecordHeading(raw string) bool {
	if !strings.ContainsAny(raw, ":：") {
		return false
	}
	m := recordHeading.FindStringSubmatchIndex(raw)
	if m == nil || strings.ContainsAny(raw, "?？") {
		return false
	}
	rest := strings.TrimSpace(raw[m[1]:])
	r, _ := utf8.DecodeRuneInString(rest)
	return rest != "" && !unicode.IsDigit(r) && r != '#'
}

// recordHeading is a heading that names a ticket, an event or an appointment.
var recordHeading = regexp.MustCompile(`(?i)^\s*(?:ticket|support ticket|tiket|event|appointment|meeting|termin|kalendereintrag|evento|cita|reunión|reunion|티켓|일정|チケット|予定)\s*[:：]`)
