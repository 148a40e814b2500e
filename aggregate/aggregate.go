package aggregate

import (
	"bytes"
	"encoding/json"
	"errors"
	"fmt"
	"maps"
	"strconv"

	"github.com/schemarouter/schemarouter/catalog"
)

// FieldObservation is one value from one provider, kept for audit and comparison (§1.2).
type FieldObservation struct {
	Field    string `json:"field"`
	Value    any    `json:"value"`
	Provider string `json:"provider"`
	// Unit is the record's field_units entry, or nil when it has none.
	Unit       *string           `json:"unit"`
	Qualifiers map[string]string `json:"qualifiers"`
	Provenance map[string]any    `json:"provenance"`
}

// AggregatedField is one field of an entity with all its observations (§1.3).
type AggregatedField struct {
	Name string `json:"name"`
	Mode Mode   `json:"mode"`
	// Value is set only in deduplicate mode: the first non-null observation value.
	Value any `json:"value"`
	// Observations are in input order.
	Observations []FieldObservation `json:"observations"`
	// Agreement is true iff every observation matches: by value in deduplicate mode;
	// by value, unit and qualifiers in preserve_observations mode.
	Agreement bool `json:"agreement"`
}

// Fields is an entity's fields in first-appearance order. It marshals as a JSON object
// keyed by field name, in that order.
type Fields []AggregatedField

// Get returns the field with the given name.
func (fs Fields) Get(name string) (*AggregatedField, bool) {
	for i := range fs {
		if fs[i].Name == name {
			return &fs[i], true
		}
	}
	return nil, false
}

// Names returns the field names in order.
func (fs Fields) Names() []string {
	out := make([]string, len(fs))
	for i := range fs {
		out[i] = fs[i].Name
	}
	return out
}

// MarshalJSON writes {"name": field, ...} in order.
func (fs Fields) MarshalJSON() ([]byte, error) {
	var b bytes.Buffer
	b.WriteByte('{')
	for i := range fs {
		if i > 0 {
			b.WriteByte(',')
		}
		k, err := json.Marshal(fs[i].Name)
		if err != nil {
			return nil, err
		}
		b.Write(k)
		b.WriteByte(':')
		v, err := json.Marshal(fs[i])
		if err != nil {
			return nil, err
		}
		b.Write(v)
	}
	b.WriteByte('}')
	return b.Bytes(), nil
}

// UnmarshalJSON reads the object form back, keeping member order.
func (fs *Fields) UnmarshalJSON(data []byte) error {
	dec := json.NewDecoder(bytes.NewReader(data))
	dec.UseNumber()
	t, err := dec.Token()
	if err != nil {
		return err
	}
	if t == nil {
		*fs = nil
		return nil
	}
	if d, ok := t.(json.Delim); !ok || d != '{' {
		return errors.New("fields: want a JSON object")
	}
	out := Fields{}
	for dec.More() {
		t, err := dec.Token()
		if err != nil {
			return err
		}
		name, _ := t.(string)
		var f AggregatedField
		if err := dec.Decode(&f); err != nil {
			return fmt.Errorf("fields[%q]: %w", name, err)
		}
		f.Name = name
		out = append(out, f)
	}
	*fs = out
	return nil
}

// CanonicalEntity is one resolved entity (§1.4).
type CanonicalEntity struct {
	// EntityKind is the kind of the group's first record.
	EntityKind EntityKind `json:"entity_kind"`
	// CanonicalKey is unique within one Aggregate result (see the package documentation).
	CanonicalKey string `json:"canonical_key"`
	// Identifiers maps each case-folded identifier type (trusted or not) to the raw
	// value of the first record in group order that had it.
	Identifiers map[string]string `json:"identifiers"`
	// Providers are distinct, in first-seen order.
	Providers []string `json:"providers"`
	Fields    Fields   `json:"fields"`
}

// Options tunes Aggregate.
type Options struct {
	// FieldModes overrides the merge mode of a field, by field name, in every entity.
	FieldModes map[string]Mode
}

// Aggregate groups records into canonical entities (AGGREGATION.md §2 with the Go
// fixes of the package documentation):
//
//   - records are validated (errors name records[i]) and their trusted claims
//     collected; a record with two different values for one trusted type is an error;
//   - records sharing a (kind, type, normalized value) token merge, unless the
//     token's members contradict each other on some trusted type; a merged group
//     that still contradicts itself (a chain through records without a claim) is
//     split into single-record entities: a false merge is worse than a duplicate;
//   - untrusted identifiers (formula, title, name...) never merge records, except
//     for generic records, where every identifier is trusted;
//   - entities come out in the order of their earliest record.
//
// Aggregate never chooses a value among conflicting observations. Empty input gives
// an empty, non-nil slice.
func Aggregate(records []SourceRecord, opts Options) ([]CanonicalEntity, error) {
	for _, f := range sortedKeys(opts.FieldModes) {
		if m := opts.FieldModes[f]; !m.valid() {
			return nil, &ValidationError{Path: "field_modes[" + strconv.Quote(f) + "]", Message: fmt.Sprintf("%q is not deduplicate or preserve_observations", string(m))}
		}
	}
	out := []CanonicalEntity{}
	if len(records) == 0 {
		return out, nil
	}
	n := len(records)
	claims := make([][]claim, n)
	for i := range records {
		if err := records[i].Validate(); err != nil {
			return nil, prefixed(fmt.Sprintf("records[%d]", i), err)
		}
		c, err := trustedClaims(&records[i])
		if err != nil {
			return nil, prefixed(fmt.Sprintf("records[%d]", i), err)
		}
		claims[i] = c
	}

	type token struct {
		kind     EntityKind
		typ, val string
	}
	var order []token
	members := map[token][]int{}
	for i := range records {
		kind := records[i].EntityKind.Effective()
		for _, c := range claims[i] {
			t := token{kind, c.typ, c.val}
			if _, ok := members[t]; !ok {
				order = append(order, t)
			}
			members[t] = append(members[t], i)
		}
	}
	consistent := func(idx []int) bool {
		seen := map[string]string{}
		for _, i := range idx {
			for _, c := range claims[i] {
				if v, ok := seen[c.typ]; ok && v != c.val {
					return false
				}
				seen[c.typ] = c.val
			}
		}
		return true
	}

	parent := make([]int, n)
	for i := range parent {
		parent[i] = i
	}
	find := func(i int) int {
		for parent[i] != i {
			parent[i] = parent[parent[i]]
			i = parent[i]
		}
		return i
	}
	for _, t := range order {
		m := members[t]
		if len(m) < 2 || !consistent(m) {
			continue
		}
		for _, j := range m[1:] {
			if ra, rb := find(m[0]), find(j); ra != rb {
				parent[rb] = ra
			}
		}
	}

	var groups [][]int
	at := map[int]int{}
	for i := 0; i < n; i++ {
		r := find(i)
		g, ok := at[r]
		if !ok {
			g = len(groups)
			at[r] = g
			groups = append(groups, nil)
		}
		groups[g] = append(groups[g], i)
	}

	for _, g := range groups {
		if consistent(g) {
			out = append(out, buildEntity(records, claims, g, opts))
			continue
		}
		for _, i := range g {
			out = append(out, buildEntity(records, claims, []int{i}, opts))
		}
	}
	uniqueKeys(out)
	return out, nil
}

// buildEntity merges one consistent group (indices ascending).
func buildEntity(records []SourceRecord, claims [][]claim, g []int, opts Options) CanonicalEntity {
	first := &records[g[0]]
	kind := first.EntityKind.Effective()
	e := CanonicalEntity{EntityKind: kind, Identifiers: map[string]string{}, Providers: []string{}, Fields: Fields{}}
	var merged []claim
	index := map[string]int{}
	for _, i := range g {
		r := &records[i]
		for _, raw := range sortedKeys(r.Identifiers) {
			typ := foldType(raw)
			if _, ok := e.Identifiers[typ]; !ok {
				e.Identifiers[typ] = r.Identifiers[raw]
			}
		}
		for _, c := range claims[i] {
			if !containsClaim(merged, c.typ) {
				merged = append(merged, c)
			}
		}
		if !containsString(e.Providers, r.Provider) {
			e.Providers = append(e.Providers, r.Provider)
		}
		for _, name := range sortedKeys(r.Fields) {
			k, ok := index[name]
			if !ok {
				mode, set := opts.FieldModes[name]
				if !set {
					mode = DefaultMode(kind)
				}
				k = len(e.Fields)
				index[name] = k
				e.Fields = append(e.Fields, AggregatedField{Name: name, Mode: mode, Observations: []FieldObservation{}})
			}
			e.Fields[k].Observations = append(e.Fields[k].Observations, observe(r, name))
		}
	}
	for i := range e.Fields {
		settle(&e.Fields[i])
	}
	e.CanonicalKey = resolvedKey(kind, merged)
	if e.CanonicalKey == "" {
		if len(g) == 1 {
			e.CanonicalKey = unresolvedKey(kind, first.Provider, normalizedIdentifiers(first.Identifiers), first.Fields)
		} else { // unreachable: records merge only through a trusted claim
			ids := map[string]string{}
			for _, i := range g {
				maps.Copy(ids, records[i].Identifiers)
			}
			e.CanonicalKey = unresolvedKey(kind, first.Provider, normalizedIdentifiers(ids), nil)
		}
	}
	return e
}

func containsClaim(cs []claim, typ string) bool {
	for _, c := range cs {
		if c.typ == typ {
			return true
		}
	}
	return false
}

func containsString(ss []string, s string) bool {
	for _, x := range ss {
		if x == s {
			return true
		}
	}
	return false
}

func observe(r *SourceRecord, name string) FieldObservation {
	o := FieldObservation{
		Field:      name,
		Value:      catalog.CloneJSON(r.Fields[name]),
		Provider:   r.Provider,
		Qualifiers: maps.Clone(r.Qualifiers),
		Provenance: catalog.CloneJSONObject(r.Provenance),
	}
	if u, ok := r.FieldUnits[name]; ok {
		o.Unit = &u
	}
	if o.Qualifiers == nil {
		o.Qualifiers = map[string]string{}
	}
	if o.Provenance == nil {
		o.Provenance = map[string]any{}
	}
	return o
}

// settle sets Value and Agreement from the observations (§2.6).
func settle(f *AggregatedField) {
	obs := f.Observations
	f.Agreement = true
	if f.Mode == ModeDeduplicate {
		for _, o := range obs {
			if o.Value != nil {
				f.Value = o.Value
				break
			}
		}
		for _, o := range obs[1:] {
			if !JSONEqual(obs[0].Value, o.Value) {
				f.Agreement = false
				break
			}
		}
		return
	}
	f.Value = nil
	for _, o := range obs[1:] {
		if !JSONEqual(obs[0].Value, o.Value) || !unitEqual(obs[0].Unit, o.Unit) || !qualifiersEqual(obs[0].Qualifiers, o.Qualifiers) {
			f.Agreement = false
			break
		}
	}
}

func unitEqual(a, b *string) bool {
	if a == nil || b == nil {
		return a == nil && b == nil
	}
	return *a == *b
}

// uniqueKeys makes canonical keys unique in output order: the first entity keeps its
// key, later ones get "#2", "#3"... skipping forms that are another entity's key.
func uniqueKeys(es []CanonicalEntity) {
	taken := make(map[string]bool, len(es))
	for _, e := range es {
		taken[e.CanonicalKey] = true
	}
	next := map[string]int{}
	for i := range es {
		k := es[i].CanonicalKey
		n, dup := next[k]
		if !dup {
			next[k] = 1
			continue
		}
		for {
			n++
			cand := k + "#" + strconv.Itoa(n)
			if !taken[cand] {
				taken[cand] = true
				next[k] = n
				es[i].CanonicalKey = cand
				break
			}
		}
	}
}
