package openapi

import (
	"cmp"
	"slices"
	"strings"
)

// Report kinds.
const (
	// KindSkipped marks a construct that was left out of the tool.
	KindSkipped = "skipped"
	// KindApproximated marks a construct that the tool represents only approximately.
	KindApproximated = "approximated"
	// KindInvalid marks a place where the document breaks the OpenAPI specification
	// (as kin-openapi's validator reads it) and ingestion went on.
	KindInvalid = "invalid"
)

// Report is the machine-readable compatibility report of one ingestion: every construct
// that was skipped or approximated, and every validation problem that was tolerated,
// each at its JSON pointer.
type Report struct {
	// Document is where the document came from (URL or file path; "" for bytes).
	Document string `json:"document"`
	// OpenAPIVersion is the document's "openapi" field.
	OpenAPIVersion string `json:"openapi_version"`
	// Operations counts the operations under "paths"; Endpoints counts those that became
	// endpoints (the rest are skipped items of the report).
	Operations int `json:"operations"`
	Endpoints  int `json:"endpoints"`
	// BaseURL is the approved base URL, "" when the tool is unbound.
	BaseURL string `json:"base_url"`
	// Items are sorted by pointer, then kind, construct and message.
	Items []ReportItem `json:"items"`
}

// ReportItem is one construct the tool does not represent exactly.
type ReportItem struct {
	// Pointer is the RFC 6901 JSON pointer of the construct in the document
	// ("/paths/~1pets/get/parameters/0"); constructs of an external document that a
	// same-origin $ref reached are written "URL#pointer".
	Pointer string `json:"pointer"`
	// Kind is KindSkipped, KindApproximated or KindInvalid.
	Kind string `json:"kind"`
	// Construct names what it is ("parameter", "requestBody", "$ref", "webhooks"...).
	Construct string `json:"construct"`
	Message   string `json:"message"`
}

// Count returns the number of items of one kind.
func (r *Report) Count(kind string) int {
	n := 0
	for _, it := range r.Items {
		if it.Kind == kind {
			n++
		}
	}
	return n
}

// reporter collects report items without duplicates.
type reporter struct {
	items []ReportItem
	seen  map[ReportItem]bool
}

func (r *reporter) add(pointer, kind, construct, message string) {
	it := ReportItem{Pointer: pointer, Kind: kind, Construct: construct, Message: message}
	if r.seen == nil {
		r.seen = map[ReportItem]bool{}
	}
	if r.seen[it] {
		return
	}
	r.seen[it] = true
	r.items = append(r.items, it)
}

func (r *reporter) sorted() []ReportItem {
	out := slices.Clone(r.items)
	slices.SortFunc(out, func(a, b ReportItem) int {
		return cmp.Or(strings.Compare(a.Pointer, b.Pointer), strings.Compare(a.Kind, b.Kind),
			strings.Compare(a.Construct, b.Construct), strings.Compare(a.Message, b.Message))
	})
	if out == nil {
		out = []ReportItem{}
	}
	return out
}

// escapeToken escapes one JSON pointer reference token (RFC 6901).
func escapeToken(s string) string {
	if !strings.ContainsAny(s, "~/") {
		return s
	}
	return strings.ReplaceAll(strings.ReplaceAll(s, "~", "~0"), "/", "~1")
}

// unescapeToken reverses escapeToken.
func unescapeToken(s string) string {
	if !strings.Contains(s, "~") {
		return s
	}
	return strings.ReplaceAll(strings.ReplaceAll(s, "~1", "/"), "~0", "~")
}

// joinPointer appends reference tokens to a JSON pointer.
func joinPointer(ptr string, tokens ...string) string {
	var b strings.Builder
	b.WriteString(ptr)
	for _, t := range tokens {
		b.WriteByte('/')
		b.WriteString(escapeToken(t))
	}
	return b.String()
}
