package bench

import (
	"crypto/sha256"
	"encoding/hex"
	"errors"
	"os"
	"strings"
	"testing"
)

func TestParseCorpusDecodesCases(t *testing.T) {
	c := tinyCorpus(t)
	if len(c.Cases) != 9 {
		t.Fatalf("%d cases", len(c.Cases))
	}
	c1, c9 := c.Cases[0], c.Cases[8]
	if c1.ID != "c1" || c1.Query != "temperature" || c1.Expected == nil || *c1.Expected != "weather.current" ||
		c1.Category != "normal" || c1.ExpectAbstain || c1.Split != "dev" || c1.Language != "en" {
		t.Fatalf("c1 = %+v", c1)
	}
	if c9.Expected != nil || !c9.ExpectAbstain || c9.Language != "" || c9.ReportLanguage() != UnknownLanguage {
		t.Fatalf("c9 = %+v", c9)
	}
	if got := c.Splits(); len(got) != 2 || got[0] != "dev" || got[1] != "test" {
		t.Fatalf("splits = %v", got)
	}
}

func TestParseCorpusRejectsInvalidCases(t *testing.T) {
	valid := `"id": "x1", "query": "temperature", "category": "normal"`
	tests := []struct {
		name string
		doc  string
		want []string // substrings of the error
	}{
		{"unknown key", `[{` + valid + `, "expected": "weather.current", "expect_abstain": false, "note": "hi"}]`,
			[]string{`"x1"`, `unknown key "note"`}},
		{"expect_abstain false with null expected", `[{` + valid + `, "expected": null, "expect_abstain": false}]`,
			[]string{`"x1"`, "expect_abstain is false but expected is null"}},
		{"expect_abstain true with a route", `[{` + valid + `, "expected": "weather.current", "expect_abstain": true}]`,
			[]string{`"x1"`, `expect_abstain is true but expected is "weather.current"`}},
		{"missing expected", `[{` + valid + `, "expect_abstain": true}]`,
			[]string{`"x1"`, `missing key "expected"`}},
		{"missing expect_abstain", `[{` + valid + `, "expected": null}]`,
			[]string{`"x1"`, `missing key "expect_abstain"`}},
		{"expected of the wrong type", `[{` + valid + `, "expected": 3, "expect_abstain": false}]`,
			[]string{`"x1"`, "expected must be a route string or null, got a number"}},
		{"expect_abstain of the wrong type", `[{` + valid + `, "expected": null, "expect_abstain": "yes"}]`,
			[]string{`"x1"`, "expect_abstain must be a boolean"}},
		{"blank query", `[{"id": "x1", "query": "  ", "category": "normal", "expected": null, "expect_abstain": true}]`,
			[]string{`"x1"`, "query must not be blank"}},
		{"null language", `[{` + valid + `, "expected": null, "expect_abstain": true, "language": null}]`,
			[]string{`"x1"`, "language must be a string, got null"}},
		{"duplicate id", `[{` + valid + `, "expected": null, "expect_abstain": true}, {` + valid + `, "expected": null, "expect_abstain": true}]`,
			[]string{`case 1 ("x1"): duplicate id (also case 0)`}},
		{"case without id is named by index", `[{"query": "q", "category": "c", "expected": null, "expect_abstain": true}]`,
			[]string{`case 0: missing key "id"`}},
		{"duplicate key", `[{` + valid + `, "expected": null, "expected": null, "expect_abstain": true}]`,
			[]string{"duplicate key"}},
		{"case not an object", `[3]`, []string{"case 0: a case must be a JSON object, got a number"}},
		{"not an array", `{"cases": []}`, []string{"JSON array"}},
		{"empty array", `[]`, []string{"no cases"}},
		{"trailing data", `[] []`, []string{"after the top-level value"}},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			_, err := ParseCorpus([]byte(tt.doc))
			if err == nil {
				t.Fatal("no error")
			}
			for _, w := range tt.want {
				if !strings.Contains(err.Error(), w) {
					t.Fatalf("error %q does not contain %q", err, w)
				}
			}
		})
	}
}

func TestParseCorpusReportsEveryProblem(t *testing.T) {
	doc := `[{"id": "a", "query": "q", "category": "c", "expected": null, "expect_abstain": false, "x": 1},
	         {"id": "b", "query": "q", "category": "c", "expected": "weather.current", "expect_abstain": true}]`
	_, err := ParseCorpus([]byte(doc))
	var cerr *CorpusError
	if !errors.As(err, &cerr) || len(cerr.Problems) != 3 {
		t.Fatalf("err = %v", err)
	}
}

func TestValidateRejectsARouteNotInTheCatalog(t *testing.T) {
	cases := tinyCases()
	cases[2].Expected = route("weather.history")
	c, err := ParseCorpus(corpusBytes(t, cases))
	if err != nil {
		t.Fatal(err)
	}
	err = c.Validate(tinyRegistry(t))
	if err == nil || !strings.Contains(err.Error(), `case 2 ("c3"): expected route "weather.history" is not in the catalog`) {
		t.Fatalf("err = %v", err)
	}
	if err := tinyCorpus(t).Validate(tinyRegistry(t)); err != nil {
		t.Fatalf("valid corpus: %v", err)
	}
}

func TestLoadCorpusHashesTheExactFileBytes(t *testing.T) {
	// Same cases, different bytes: the hash follows the bytes.
	compact := corpusBytes(t, tinyCases())
	spaced := append([]byte("\n  "), append(compact, '\n')...)
	for _, data := range [][]byte{compact, spaced} {
		c, err := LoadCorpus(writeFile(t, "c.json", data))
		if err != nil {
			t.Fatal(err)
		}
		sum := sha256.Sum256(data)
		if c.SHA256 != hex.EncodeToString(sum[:]) {
			t.Fatalf("SHA256 = %s, want %x", c.SHA256, sum)
		}
	}
	data, err := os.ReadFile("testdata/corpus-v1.json")
	if err != nil {
		t.Fatal(err)
	}
	c, err := LoadCorpus("testdata/corpus-v1.json")
	if err != nil {
		t.Fatal(err)
	}
	sum := sha256.Sum256(data)
	if c.SHA256 != hex.EncodeToString(sum[:]) || c.Path != "testdata/corpus-v1.json" {
		t.Fatalf("corpus-v1: %s %s", c.SHA256, c.Path)
	}
}

func TestLoadCorpusNamesTheFileInErrors(t *testing.T) {
	path := writeFile(t, "bad.json", []byte(`[{"id": "z"}]`))
	_, err := LoadCorpus(path)
	if err == nil || !strings.Contains(err.Error(), path) || !strings.Contains(err.Error(), `"z"`) {
		t.Fatalf("err = %v", err)
	}
	if _, err := LoadCorpus(path + ".missing"); err == nil {
		t.Fatal("missing file: no error")
	}
}
