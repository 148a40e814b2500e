package aggregate

import (
	"crypto/sha256"
	"encoding/hex"
	"encoding/json"
	"fmt"
	"net/url"
	"regexp"
	"slices"
	"strings"

	"github.com/schemarouter/schemarouter/internal/canonjson"
)

// trusted lists each kind's trusted identifier types in canonical-key priority order
// (AGGREGATION.md §2.1). Generic trusts every type, in ascending order.
var trusted = map[EntityKind][]string{
	KindDocument: {"doi", "pmid", "pmcid", "arxiv"},
	KindMaterial: {"crystal_id", "material_id", "structure_hash", "structure_id"},
	KindChemical: {"canonical_smiles", "cid", "inchi", "inchikey", "isomeric_smiles"},
}

// TrustedTypes returns the trusted identifier types of a kind in priority order, or
// nil for generic (where every type is trusted, in ascending order).
func TrustedTypes(k EntityKind) []string { return slices.Clone(trusted[k.Effective()]) }

func isTrusted(k EntityKind, typ string) bool {
	list, ok := trusted[k.Effective()]
	return !ok || slices.Contains(list, typ)
}

// foldType is the case-insensitive form of an identifier type.
func foldType(t string) string { return strings.ToLower(strings.TrimSpace(t)) }

var (
	arxivURL     = regexp.MustCompile(`(?i)^(?:https?://)?(?:www\.|export\.)?arxiv\.org/(?:abs|pdf)/`)
	arxivVersion = regexp.MustCompile(`^(.*[0-9])v[0-9]+$`)
)

// NormalizeIdentifier returns the comparison form of an identifier value of the given
// type (case-insensitive). The rules, per DECISIONS-GO.md:
//
//   - doi: strips any mix of leading "doi:" and resolver URLs (http(s)://, optional
//     dx. or www., doi.org/, also without a scheme), percent-decodes, and lower-cases
//     (DOIs are case-insensitive).
//   - pmid: strips a "PMID:" prefix; digits lose leading zeros.
//   - pmcid: strips a "PMCID:" prefix; "PMC" + digits (or bare digits) becomes
//     "PMC" + digits without leading zeros.
//   - arxiv: strips "arXiv:" and arxiv.org/abs|pdf URLs, a ".pdf" suffix and a
//     trailing version ("v2"), and lower-cases.
//   - inchikey: strips an "InChIKey=" prefix and upper-cases.
//   - inchi, canonical_smiles, isomeric_smiles, smiles: trimmed only (case carries
//     chemical meaning).
//   - cid: strips a "CID:" prefix; digits lose leading zeros.
//   - every other type: trimmed and lower-cased.
//
// A value that does not fit its type's pattern falls back to trimmed and lower-cased
// (upper-cased for inchikey).
func NormalizeIdentifier(typ, value string) string {
	s := strings.TrimSpace(value)
	switch foldType(typ) {
	case "doi":
		return normDOI(s)
	case "pmid":
		s = trimLabel(s, "pmid")
		if d, ok := digits(s); ok {
			return d
		}
	case "pmcid":
		if d, ok := digits(trimLabel(trimLabel(s, "pmcid"), "pmc")); ok {
			return "PMC" + d
		}
	case "arxiv":
		for {
			prev := s
			s = trimPrefixSpace(s, "arxiv:")
			s = arxivURL.ReplaceAllString(s, "")
			if s == prev {
				break
			}
		}
		if len(s) > 4 && hasPrefixFold(s[len(s)-4:], ".pdf") {
			s = s[:len(s)-4]
		}
		s = strings.ToLower(strings.TrimSpace(s))
		if m := arxivVersion.FindStringSubmatch(s); m != nil {
			s = m[1]
		}
		return s
	case "inchikey":
		return strings.ToUpper(strings.TrimSpace(trimPrefixSpace(s, "inchikey=")))
	case "inchi", "canonical_smiles", "isomeric_smiles", "smiles":
		return s
	case "cid":
		s = trimLabel(s, "cid")
		if d, ok := digits(s); ok {
			return d
		}
	}
	return strings.ToLower(s)
}

var doiHosts = []string{"dx.doi.org/", "www.doi.org/", "doi.org/"}

func normDOI(s string) string {
	for {
		prev := s
		s = trimLabel(s, "doi")
		rest := s
		switch {
		case hasPrefixFold(rest, "https://"):
			rest = rest[len("https://"):]
		case hasPrefixFold(rest, "http://"):
			rest = rest[len("http://"):]
		}
		for _, h := range doiHosts {
			if hasPrefixFold(rest, h) {
				s = rest[len(h):]
				break
			}
		}
		if s == prev {
			break
		}
	}
	if u, err := url.PathUnescape(s); err == nil {
		s = u
	}
	return strings.ToLower(strings.TrimSpace(s))
}

func hasPrefixFold(s, prefix string) bool {
	return len(s) >= len(prefix) && strings.EqualFold(s[:len(prefix)], prefix)
}

// trimLabel removes a case-insensitive label ("doi", "pmid", "cid") written before an
// identifier, with the separators people use after it (":", "=", spaces) or none before
// a digit: "PMID: 123", "pmid 123", "CID2519". A label followed by anything else (as in
// "doi.org/...") is left alone.
func trimLabel(s, label string) string {
	if !hasPrefixFold(s, label) {
		return s
	}
	rest := s[len(label):]
	trimmed := strings.TrimLeft(rest, " \t:=")
	if trimmed == rest && (rest == "" || rest[0] < '0' || rest[0] > '9') {
		return s
	}
	return trimmed
}

// trimPrefixSpace removes a case-insensitive prefix and the whitespace after it.
func trimPrefixSpace(s, prefix string) string {
	if hasPrefixFold(s, prefix) {
		return strings.TrimSpace(s[len(prefix):])
	}
	return s
}

// digits reports whether s is a non-empty run of ASCII digits, and returns it without
// leading zeros.
func digits(s string) (string, bool) {
	if s == "" {
		return "", false
	}
	for i := 0; i < len(s); i++ {
		if s[i] < '0' || s[i] > '9' {
			return "", false
		}
	}
	s = strings.TrimLeft(s, "0")
	if s == "" {
		s = "0"
	}
	return s, true
}

// claim is one trusted identifier assertion of a record: type and normalized value.
type claim struct{ typ, val string }

// trustedClaims returns a record's trusted claims, walking its identifiers in
// ascending raw-key order (§2.4). Claims whose value normalizes to "" are ignored.
// Two different values for one type are an error wrapping ErrConflictingIdentifier.
func trustedClaims(r *SourceRecord) ([]claim, error) {
	kind := r.EntityKind.Effective()
	var out []claim
	for _, raw := range sortedKeys(r.Identifiers) {
		typ := foldType(raw)
		if !isTrusted(kind, typ) {
			continue
		}
		val := NormalizeIdentifier(typ, r.Identifiers[raw])
		if val == "" {
			continue
		}
		if i := slices.IndexFunc(out, func(c claim) bool { return c.typ == typ }); i >= 0 {
			if out[i].val != val {
				return nil, &ValidationError{
					Path:    "identifiers",
					Message: fmt.Sprintf("%s (type %q: %q and %q)", ErrConflictingIdentifier.Error(), typ, out[i].val, val),
					Err:     ErrConflictingIdentifier,
				}
			}
			continue
		}
		out = append(out, claim{typ, val})
	}
	return out, nil
}

// resolvedKey returns "<kind>:<type>:<value>" for the highest-priority claim, or "".
func resolvedKey(kind EntityKind, claims []claim) string {
	kind = kind.Effective()
	order := trusted[kind]
	if order == nil {
		for _, c := range claims {
			order = append(order, c.typ)
		}
		slices.Sort(order)
	}
	for _, typ := range order {
		for _, c := range claims {
			if c.typ == typ && c.val != "" {
				return string(kind) + ":" + typ + ":" + c.val
			}
		}
	}
	return ""
}

// normalizedIdentifiers maps every identifier's folded type to its normalized value;
// for types that fold together the later raw key (ascending order) wins.
func normalizedIdentifiers(ids map[string]string) map[string]any {
	out := make(map[string]any, len(ids))
	for _, raw := range sortedKeys(ids) {
		typ := foldType(raw)
		out[typ] = NormalizeIdentifier(typ, ids[raw])
	}
	return out
}

// CanonicalIdentity is the record's identity key (AGGREGATION.md §2.3):
// "<kind>:<type>:<normalized value>" for its highest-priority trusted identifier, or
// "<kind>:unresolved:<sha256 hex>" over the RFC 8785 canonical JSON of
// {"fields", "identifiers" (normalized, all types), "provider"}. Values that are not
// plain JSON are digested through encoding/json, or as their fmt %v text when even
// that fails. The error is a record-level validation error or a same-type conflict.
func CanonicalIdentity(r SourceRecord) (string, error) {
	if err := r.Validate(); err != nil {
		return "", err
	}
	claims, err := trustedClaims(&r)
	if err != nil {
		return "", err
	}
	if k := resolvedKey(r.EntityKind, claims); k != "" {
		return k, nil
	}
	return unresolvedKey(r.EntityKind, r.Provider, normalizedIdentifiers(r.Identifiers), r.Fields), nil
}

func unresolvedKey(kind EntityKind, provider string, ids map[string]any, fields map[string]any) string {
	f := make(map[string]any, len(fields))
	for k, v := range fields {
		f[k] = plainJSON(v)
	}
	doc := map[string]any{"fields": f, "identifiers": ids, "provider": provider}
	data, err := canonjson.Marshal(doc)
	if err != nil { // invalid UTF-8 in keys or provider: fall back to encoding/json
		data, _ = json.Marshal(fmt.Sprintf("%#v", doc))
	}
	sum := sha256.Sum256(data)
	return string(kind.Effective()) + ":unresolved:" + hex.EncodeToString(sum[:])
}

// plainJSON converts v to plain decoded JSON (maps, slices, strings, bools, nil,
// json.Number) so it can be canonicalized; anything that is not JSON becomes its
// %v text.
func plainJSON(v any) any {
	if _, err := canonjson.Marshal(v); err == nil {
		return v
	}
	data, err := json.Marshal(v)
	if err == nil {
		var out any
		dec := json.NewDecoder(strings.NewReader(string(data)))
		dec.UseNumber()
		if dec.Decode(&out) == nil {
			if _, err := canonjson.Marshal(out); err == nil {
				return out
			}
		}
	}
	return fmt.Sprintf("%v", v)
}
