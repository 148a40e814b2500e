package bench

import (
	"crypto/sha256"
	"encoding/hex"
	"fmt"
	"slices"
	"strings"

	"github.com/schemarouter/schemarouter/catalog"
	"github.com/schemarouter/schemarouter/plan"
)

// MaxCorpusBytes bounds the size of a corpus file read by LoadCorpus.
const MaxCorpusBytes = 64 << 20

// UnknownLanguage is the language a case without a language field is counted under.
const UnknownLanguage = "unknown"

// Case is one benchmark case: a query and the route it should get, or none.
type Case struct {
	ID    string `json:"id"`
	Query string `json:"query"`
	// Expected is the gold "tool.endpoint", or nil when no route should be planned.
	Expected *string `json:"expected"`
	Category string  `json:"category"`
	// ExpectAbstain is true exactly when Expected is nil.
	ExpectAbstain bool `json:"expect_abstain"`
	// Split and Language are empty when the corpus has no such field (corpus v1).
	Split    string `json:"split,omitempty"`
	Language string `json:"language,omitempty"`
}

// ReportLanguage is the language the case is reported under: Language, or
// UnknownLanguage when it is empty.
func (c *Case) ReportLanguage() string {
	if c.Language == "" {
		return UnknownLanguage
	}
	return c.Language
}

// Corpus is a decoded corpus file.
type Corpus struct {
	// Path is the file the corpus was read from ("" when parsed from bytes).
	Path  string
	Cases []Case
	// SHA256 is the lower-case hex SHA-256 of the exact file bytes.
	SHA256 string
}

// CorpusError lists every problem of a corpus, each naming its case.
type CorpusError struct {
	Path     string
	Problems []string
}

func (e *CorpusError) Error() string {
	name := e.Path
	if name == "" {
		name = "corpus"
	}
	shown := e.Problems
	more := ""
	if len(shown) > maxShownProblems {
		shown = shown[:maxShownProblems]
		more = fmt.Sprintf("\n... and %d more", len(e.Problems)-maxShownProblems)
	}
	return fmt.Sprintf("%s: %d problem(s)\n%s%s", name, len(e.Problems), strings.Join(shown, "\n"), more)
}

// maxShownProblems bounds the problems CorpusError.Error lists; Problems keeps them all.
const maxShownProblems = 10

// LoadCorpus reads and decodes a corpus file (see ParseCorpus). Whether expected routes
// are in the catalog is checked by Corpus.Validate, which Run calls.
func LoadCorpus(path string) (Corpus, error) {
	data, err := catalog.ReadFileLimited(path, MaxCorpusBytes)
	if err != nil {
		return Corpus{}, err
	}
	c, err := ParseCorpus(data)
	if err != nil {
		if cerr, ok := err.(*CorpusError); ok {
			cerr.Path = path
			return Corpus{}, cerr
		}
		return Corpus{}, fmt.Errorf("%s: %w", path, err)
	}
	c.Path = path
	return c, nil
}

// caseKeys are the keys a case may have; the first five are required.
var caseKeys = []string{"id", "query", "expected", "category", "expect_abstain", "split", "language"}

const requiredCaseKeys = 5

// ParseCorpus decodes a corpus: a non-empty JSON array of case objects
// {id, query, expected, category, expect_abstain[, split][, language]}. Decoding is
// strict: duplicate or unknown keys, missing required keys, wrong types, blank strings,
// duplicate ids, and expect_abstain disagreeing with expected (it must be true exactly
// when expected is null) are errors, all reported together in a *CorpusError, each
// naming its case.
func ParseCorpus(data []byte) (Corpus, error) {
	sum := sha256.Sum256(data)
	tree, err := catalog.ParseDocument(data, "corpus.json")
	if err != nil {
		return Corpus{}, err
	}
	arr, ok := tree.([]any)
	if !ok {
		return Corpus{}, fmt.Errorf("a corpus must be a JSON array of cases")
	}
	if len(arr) == 0 {
		return Corpus{}, fmt.Errorf("the corpus has no cases")
	}
	var problems []string
	seen := map[string]int{}
	cases := make([]Case, 0, len(arr))
	for i, v := range arr {
		c, errs := decodeCase(i, v)
		problems = append(problems, errs...)
		if c.ID != "" {
			if prev, dup := seen[c.ID]; dup {
				problems = append(problems, fmt.Sprintf("%s: duplicate id (also case %d)", caseName(i, c.ID), prev))
			} else {
				seen[c.ID] = i
			}
		}
		cases = append(cases, c)
	}
	if len(problems) > 0 {
		return Corpus{}, &CorpusError{Problems: problems}
	}
	return Corpus{Cases: cases, SHA256: hex.EncodeToString(sum[:])}, nil
}

func caseName(i int, id string) string {
	if id == "" {
		return fmt.Sprintf("case %d", i)
	}
	return fmt.Sprintf("case %d (%q)", i, id)
}

func decodeCase(i int, v any) (Case, []string) {
	obj, ok := v.(map[string]any)
	if !ok {
		return Case{}, []string{fmt.Sprintf("case %d: a case must be a JSON object, got %s", i, kindOf(v))}
	}
	var c Case
	if id, ok := obj["id"].(string); ok {
		c.ID = id
	}
	name := caseName(i, c.ID)
	var problems []string
	add := func(format string, args ...any) {
		problems = append(problems, name+": "+fmt.Sprintf(format, args...))
	}
	var unknown []string
	for k := range obj {
		if !slices.Contains(caseKeys, k) {
			unknown = append(unknown, k)
		}
	}
	slices.Sort(unknown)
	for _, k := range unknown {
		add("unknown key %q", k)
	}
	for _, k := range caseKeys[:requiredCaseKeys] {
		if _, ok := obj[k]; !ok {
			add("missing key %q", k)
		}
	}
	str := func(key string, dst *string) {
		raw, present := obj[key]
		if !present {
			return
		}
		s, ok := raw.(string)
		switch {
		case !ok:
			add("%s must be a string, got %s", key, kindOf(raw))
		case strings.TrimSpace(s) == "":
			add("%s must not be blank", key)
		default:
			*dst = s
		}
	}
	str("id", &c.ID)
	str("query", &c.Query)
	str("category", &c.Category)
	str("split", &c.Split)
	str("language", &c.Language)
	expectedOK := true
	if raw, present := obj["expected"]; present && raw != nil {
		s, ok := raw.(string)
		switch {
		case !ok:
			add("expected must be a route string or null, got %s", kindOf(raw))
			expectedOK = false
		case strings.TrimSpace(s) == "":
			add("expected must not be blank (use null for no route)")
			expectedOK = false
		default:
			c.Expected = &s
		}
	}
	if raw, present := obj["expect_abstain"]; present {
		b, ok := raw.(bool)
		if !ok {
			add("expect_abstain must be a boolean, got %s", kindOf(raw))
		} else {
			c.ExpectAbstain = b
			_, hasExpected := obj["expected"]
			if hasExpected && expectedOK && b != (c.Expected == nil) {
				if b {
					add("expect_abstain is true but expected is %q (it must be true exactly when expected is null)", *c.Expected)
				} else {
					add("expect_abstain is false but expected is null (it must be true exactly when expected is null)")
				}
			}
		}
	}
	return c, problems
}

func kindOf(v any) string {
	switch v.(type) {
	case nil:
		return "null"
	case bool:
		return "a boolean"
	case float64:
		return "a number"
	case string:
		return "a string"
	case []any:
		return "an array"
	case map[string]any:
		return "an object"
	}
	return fmt.Sprintf("%T", v)
}

// Validate checks the corpus against a catalog: every expected route must be a route of
// src's current snapshot.
func (c Corpus) Validate(src plan.Source) error {
	return c.validate(routeIndex(src.Snapshot()))
}

func (c Corpus) validate(routes map[string]routeRef) error {
	var problems []string
	for i := range c.Cases {
		cs := &c.Cases[i]
		if cs.Expected == nil {
			continue
		}
		if _, ok := routes[*cs.Expected]; !ok {
			problems = append(problems, fmt.Sprintf("%s: expected route %q is not in the catalog", caseName(i, cs.ID), *cs.Expected))
		}
	}
	if len(problems) > 0 {
		return &CorpusError{Path: c.Path, Problems: problems}
	}
	return nil
}

// Splits lists the distinct non-empty splits of the corpus, in first-seen order.
func (c Corpus) Splits() []string {
	var out []string
	for i := range c.Cases {
		if s := c.Cases[i].Split; s != "" && !slices.Contains(out, s) {
			out = append(out, s)
		}
	}
	return out
}

// routeRef is a catalog route, by tool key and endpoint name.
type routeRef struct{ tool, endpoint string }

func routeIndex(snap *catalog.Snapshot) map[string]routeRef {
	out := map[string]routeRef{}
	for _, e := range snap.Entries() {
		t := e.Tool()
		for i := range t.Endpoints {
			out[catalog.RouteID(e.Key(), t.Endpoints[i].Name)] = routeRef{e.Key(), t.Endpoints[i].Name}
		}
	}
	return out
}
