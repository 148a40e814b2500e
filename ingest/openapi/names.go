package openapi

import (
	"strconv"
	"strings"
	"unicode"
)

// sanitizeName keeps letters, digits, '_' and '-' and turns every other run of
// characters into one '_'; leading and trailing '_' and '-' are trimmed. The result never
// contains '.', so it is a valid catalog tool or endpoint name when non-empty.
func sanitizeName(s string) string {
	var b strings.Builder
	pending := false
	for _, r := range s {
		if unicode.IsLetter(r) || unicode.IsDigit(r) || r == '_' || r == '-' {
			if pending && b.Len() > 0 {
				b.WriteByte('_')
			}
			pending = false
			b.WriteRune(r)
			continue
		}
		pending = true
	}
	return strings.Trim(b.String(), "_-")
}

// toolNameFor derives a tool name from the document title: lower case, sanitized;
// "openapi" when nothing is left.
func toolNameFor(title string) string {
	if n := sanitizeName(strings.ToLower(title)); n != "" {
		return n
	}
	return "openapi"
}

// endpointBaseName is the sanitized operationId, or method_path when there is none
// ("get_pets_petId" for GET /pets/{petId}).
func endpointBaseName(operationID, method, path string) string {
	if n := sanitizeName(operationID); n != "" {
		return n
	}
	if n := sanitizeName(strings.ToLower(method) + "_" + path); n != "" {
		return n
	}
	return strings.ToLower(method)
}

// uniqueName returns base, or base_2, base_3... whichever is not taken yet, and marks it
// taken.
func uniqueName(base string, taken map[string]bool) string {
	name := base
	for i := 2; taken[name]; i++ {
		name = base + "_" + strconv.Itoa(i)
	}
	taken[name] = true
	return name
}
