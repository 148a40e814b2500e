package aggregate

import (
	"bytes"
	"encoding/json"
	"errors"
	"fmt"
	"slices"
	"strconv"
	"strings"
)

// EntityKind picks the trusted identifier set and the default merge mode.
type EntityKind string

// Entity kinds. The zero value means KindGeneric.
const (
	KindDocument EntityKind = "document"
	KindMaterial EntityKind = "material"
	KindChemical EntityKind = "chemical"
	KindGeneric  EntityKind = "generic"
)

// Effective is the kind, or KindGeneric when it is not set.
func (k EntityKind) Effective() EntityKind {
	if k == "" {
		return KindGeneric
	}
	return k
}

func (k EntityKind) valid() bool {
	switch k {
	case "", KindDocument, KindMaterial, KindChemical, KindGeneric:
		return true
	}
	return false
}

// Mode is how an entity's field merges its observations.
type Mode string

// Merge modes.
const (
	// ModeDeduplicate keeps the first non-null value; agreement compares values only.
	ModeDeduplicate Mode = "deduplicate"
	// ModePreserveObservations keeps no value; agreement compares value, unit and qualifiers.
	ModePreserveObservations Mode = "preserve_observations"
)

func (m Mode) valid() bool { return m == ModeDeduplicate || m == ModePreserveObservations }

// DefaultMode is the merge mode of a kind: preserve_observations for material and
// chemical, deduplicate for document and generic. It never depends on the field.
func DefaultMode(k EntityKind) Mode {
	switch k.Effective() {
	case KindMaterial, KindChemical:
		return ModePreserveObservations
	}
	return ModeDeduplicate
}

// SourceRecord is one provider's record before identities are resolved (§1.1).
type SourceRecord struct {
	Provider   string     `json:"provider"`
	EntityKind EntityKind `json:"entity_kind,omitempty"`
	// Identifiers maps an identifier type (case-insensitive) to its raw value.
	Identifiers map[string]string `json:"identifiers,omitempty"`
	// Fields holds the data values (decoded JSON).
	Fields map[string]any `json:"fields,omitempty"`
	// FieldUnits maps a field name to its unit; a field without an entry has no unit.
	FieldUnits map[string]string `json:"field_units,omitempty"`
	// Qualifiers are record-level: they apply to every field of the record.
	Qualifiers map[string]string `json:"qualifiers,omitempty"`
	// Provenance is copied into every observation and never compared.
	Provenance map[string]any `json:"provenance,omitempty"`
}

// ValidationError is an invalid input, named by its path (for example
// `records[2].identifiers["doi"]`).
type ValidationError struct {
	Path    string
	Message string
	// Err, when set, is a sentinel such as ErrConflictingIdentifier.
	Err error
}

func (e *ValidationError) Error() string {
	if e.Path == "" {
		return e.Message
	}
	return e.Path + ": " + e.Message
}

func (e *ValidationError) Unwrap() error { return e.Err }

// ErrConflictingIdentifier marks a record that gives two different normalized values
// for one trusted identifier type (AGGREGATION.md §2.4).
var ErrConflictingIdentifier = errors.New("record contains conflicting values for one trusted identifier type")

// prefixed returns err with its path prefixed by prefix.
func prefixed(prefix string, err error) error {
	var v *ValidationError
	if errors.As(err, &v) {
		c := *v
		switch {
		case c.Path == "":
			c.Path = prefix
		case strings.HasPrefix(c.Path, "["):
			c.Path = prefix + c.Path
		default:
			c.Path = prefix + "." + c.Path
		}
		return &c
	}
	return fmt.Errorf("%s: %w", prefix, err)
}

// Validate applies the rules of AGGREGATION.md §1.1: the provider is non-empty after
// trimming, the entity kind is one of the four kinds (or unset), and every identifier
// key and value is non-empty after trimming. Fields, units, qualifiers and provenance
// are not validated. Errors are *ValidationError values naming the offending path.
func (r *SourceRecord) Validate() error {
	if strings.TrimSpace(r.Provider) == "" {
		return &ValidationError{Path: "provider", Message: "must be non-empty"}
	}
	if !r.EntityKind.valid() {
		return &ValidationError{Path: "entity_kind", Message: fmt.Sprintf("%q is not one of document, material, chemical, generic", string(r.EntityKind))}
	}
	for _, k := range sortedKeys(r.Identifiers) {
		if strings.TrimSpace(k) == "" {
			return &ValidationError{Path: "identifiers[" + strconv.Quote(k) + "]", Message: "identifier type must be non-empty"}
		}
		if strings.TrimSpace(r.Identifiers[k]) == "" {
			return &ValidationError{Path: "identifiers[" + strconv.Quote(k) + "]", Message: "identifier value must be non-empty"}
		}
	}
	return nil
}

// DecodeRecords strictly decodes a JSON array of SourceRecords. Unknown keys, wrong
// types and trailing data are errors naming their path (records[i].key); numbers are
// kept as json.Number so they print as given. Records are also validated.
func DecodeRecords(data []byte) ([]SourceRecord, error) {
	var raws []json.RawMessage
	if err := strictUnmarshal(data, &raws); err != nil {
		return nil, &ValidationError{Path: "records", Message: "want a JSON array of source records: " + err.Error()}
	}
	if raws == nil {
		return nil, &ValidationError{Path: "records", Message: "want a JSON array of source records, got null"}
	}
	known := []string{"provider", "entity_kind", "identifiers", "fields", "field_units", "qualifiers", "provenance"}
	out := make([]SourceRecord, 0, len(raws))
	for i, raw := range raws {
		path := fmt.Sprintf("records[%d]", i)
		var members map[string]json.RawMessage
		if err := json.Unmarshal(raw, &members); err != nil || members == nil {
			return nil, &ValidationError{Path: path, Message: "want a JSON object"}
		}
		for _, k := range sortedKeys(members) {
			if !slices.Contains(known, k) {
				return nil, &ValidationError{Path: path + "." + k, Message: "unknown key"}
			}
		}
		var r SourceRecord
		for _, k := range known {
			m, ok := members[k]
			if !ok {
				continue
			}
			var target any
			switch k {
			case "provider":
				target = &r.Provider
			case "entity_kind":
				target = &r.EntityKind
			case "identifiers":
				target = &r.Identifiers
			case "fields":
				target = &r.Fields
			case "field_units":
				target = &r.FieldUnits
			case "qualifiers":
				target = &r.Qualifiers
			case "provenance":
				target = &r.Provenance
			}
			if err := strictUnmarshal(m, target); err != nil {
				return nil, &ValidationError{Path: path + "." + k, Message: err.Error()}
			}
		}
		if err := r.Validate(); err != nil {
			return nil, prefixed(path, err)
		}
		out = append(out, r)
	}
	return out, nil
}

func strictUnmarshal(data []byte, v any) error {
	dec := json.NewDecoder(bytes.NewReader(data))
	dec.UseNumber()
	dec.DisallowUnknownFields()
	if err := dec.Decode(v); err != nil {
		var te *json.UnmarshalTypeError
		if errors.As(err, &te) {
			if te.Field != "" {
				return fmt.Errorf("%s: want %s, got JSON %s", te.Field, te.Type, te.Value)
			}
			return fmt.Errorf("want %s, got JSON %s", te.Type, te.Value)
		}
		return err
	}
	if dec.More() {
		return errors.New("trailing data after the JSON value")
	}
	if _, err := dec.Token(); err == nil {
		return errors.New("trailing data after the JSON value")
	}
	return nil
}

func sortedKeys[V any](m map[string]V) []string {
	keys := make([]string, 0, len(m))
	for k := range m {
		keys = append(keys, k)
	}
	slices.Sort(keys)
	return keys
}
