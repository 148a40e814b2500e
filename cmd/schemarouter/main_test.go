package main

import (
	"bytes"
	"encoding/json"
	"io"
	"net/http"
	"net/http/httptest"
	"os"
	"path/filepath"
	"slices"
	"strings"
	"sync"
	"testing"
)

func runCLI(t *testing.T, stdin string, args ...string) (code int, stdout, stderr string) {
	t.Helper()
	var out, errb bytes.Buffer
	code = run(args, strings.NewReader(stdin), &out, &errb)
	return code, out.String(), errb.String()
}

func TestPlanJSONHasTheSnakeCaseKeysOfAnExecutionPlan(t *testing.T) {
	code, out, errs := runCLI(t, "", "plan", "--json", "--arg", "formula=GaAs", "GaAs band gap")
	if code != 0 {
		t.Fatalf("exit %d: %s", code, errs)
	}
	var p map[string]any
	if err := json.Unmarshal([]byte(out), &p); err != nil {
		t.Fatalf("not JSON: %v\n%s", err, out)
	}
	for _, k := range []string{"query", "registry_version", "calls", "fallback_routes", "warnings", "coverage"} {
		if _, ok := p[k]; !ok {
			t.Errorf("plan lacks %q", k)
		}
	}
	calls := p["calls"].([]any)
	if len(calls) != 1 {
		t.Fatalf("calls = %v", calls)
	}
	call := calls[0].(map[string]any)
	for _, k := range []string{"tool", "endpoint", "arguments", "fields", "evidence", "required_evidence", "field_evidence", "schema_fingerprint", "tool_fingerprint", "missing_required_arguments", "score", "explanation"} {
		if _, ok := call[k]; !ok {
			t.Errorf("call lacks %q", k)
		}
	}
	if call["tool"] != "materials_project" || call["endpoint"] != "search_summary" {
		t.Fatalf("routed to %v.%v", call["tool"], call["endpoint"])
	}
	if args := call["arguments"].(map[string]any); args["formula"] != "GaAs" {
		t.Fatalf("arguments = %v", args)
	}
}

func TestPlanTextShowsCallsFieldsAndCoverage(t *testing.T) {
	code, out, _ := runCLI(t, "", "plan", "--max-calls", "3", "--mode", "corroborate", "GaAs density")
	if code != 0 {
		t.Fatalf("exit %d", code)
	}
	for _, want := range []string{"materials_project.search_summary", "cod.search_structures", "density (field_exact)", "Coverage: complete", "NOT EXECUTABLE: missing formula"} {
		if !strings.Contains(out, want) {
			t.Errorf("output lacks %q:\n%s", want, out)
		}
	}
}

func TestPlanReadsARequestFileAndFlagsOverrideIt(t *testing.T) {
	code, out, errs := runCLI(t, `{"query": "GaAs density", "max_calls": 3, "retrieval_mode": "corroborate"}`, "plan", "--request", "-", "--max-calls", "1", "--json")
	if code != 0 {
		t.Fatalf("exit %d: %s", code, errs)
	}
	var p struct{ Calls []any }
	if err := json.Unmarshal([]byte(out), &p); err != nil || len(p.Calls) != 1 {
		t.Fatalf("calls = %d (%v)", len(p.Calls), err)
	}
}

func TestCLIExitCodes(t *testing.T) {
	dir := t.TempDir()
	badCatalog := filepath.Join(dir, "bad.json")
	if err := os.WriteFile(badCatalog, []byte(`{"tools":[{"name":"x","endpoints":[{"name":"e","bogus":1}]}]}`), 0o600); err != nil {
		t.Fatal(err)
	}
	tests := []struct {
		name       string
		stdin      string
		args       []string
		code       int
		stderrHave string
	}{
		{"no query is usage", "", []string{"plan"}, 2, "accepts 1 arg"},
		{"unknown command is usage", "", []string{"bogus"}, 2, "unknown command"},
		{"unknown flag is usage", "", []string{"plan", "--nope", "x"}, 2, "unknown flag"},
		{"bad max calls is input", "", []string{"plan", "--max-calls", "99", "x"}, 1, "max_calls"},
		{"bad mode is input", "", []string{"plan", "--mode", "all", "x"}, 1, "retrieval_mode"},
		{"malformed arg is input", "", []string{"plan", "--arg", "novalue", "x"}, 1, "KEY=VALUE"},
		{"missing catalog is input", "", []string{"plan", "--catalog", filepath.Join(dir, "nope.json"), "x"}, 1, "no such file"},
		{"bad catalog is input", "", []string{"plan", "--catalog", badCatalog, "x"}, 1, "tools[0].endpoints[0].bogus: unknown key"},
		{"bad request JSON is input", `{"query": "x", "max_calls": "two"}`, []string{"plan", "--request", "-"}, 1, "max_calls: expected an integer"},
		{"unknown tool is input", "", []string{"catalog", "show", "nope"}, 1, `no tool "nope"`},
		{"k below one is input", "", []string{"retrieve", "-k", "0", "x"}, 1, "-k must be at least 1"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			code, _, stderr := runCLI(t, tt.stdin, tt.args...)
			if code != tt.code {
				t.Fatalf("exit %d, want %d (stderr %q)", code, tt.code, stderr)
			}
			if !strings.Contains(stderr, tt.stderrHave) {
				t.Fatalf("stderr %q lacks %q", stderr, tt.stderrHave)
			}
			if tt.code == 1 && strings.Count(strings.TrimSpace(stderr), "\n") != 0 {
				t.Fatalf("bad input must be reported on one line, got %q", stderr)
			}
		})
	}
}

func TestCatalogValidateReportsEveryProblemWithItsPath(t *testing.T) {
	path := filepath.Join(t.TempDir(), "bad.yaml")
	doc := `tools:
  - name: x
    endpoints:
      - name: e
        output_fields:
          - {name: v, unit: GPa, json_schema: {type: string}}
          - {name: v}
`
	if err := os.WriteFile(path, []byte(doc), 0o600); err != nil {
		t.Fatal(err)
	}
	code, _, stderr := runCLI(t, "", "catalog", "validate", path)
	if code != 1 {
		t.Fatalf("exit %d", code)
	}
	for _, want := range []string{
		"tools[0].endpoints[0].output_fields[0].json_schema: a field with unit",
		"tools[0].endpoints[0].output_fields[1].name: duplicate output field name",
		"3 problem(s)",
	} {
		if !strings.Contains(stderr, want) {
			t.Errorf("stderr lacks %q:\n%s", want, stderr)
		}
	}
}

func TestCatalogValidateAcceptsTheBenchCatalog(t *testing.T) {
	code, out, errs := runCLI(t, "", "catalog", "validate", "../../catalog/testdata/decision-routing-catalog.json")
	if code != 0 {
		t.Fatalf("exit %d: %s", code, errs)
	}
	if !strings.Contains(out, "valid: 8 tools, 16 endpoints") {
		t.Fatalf("summary = %q", out)
	}
}

func TestRetrieveRanksKRoutes(t *testing.T) {
	code, out, _ := runCLI(t, "", "retrieve", "--json", "-k", "3", "crystal structure")
	if code != 0 {
		t.Fatalf("exit %d", code)
	}
	var r struct {
		RequestedK  int `json:"requested_k"`
		TotalRanked int `json:"total_ranked"`
		Candidates  []struct {
			Rank    int    `json:"rank"`
			RouteID string `json:"route_id"`
		} `json:"candidates"`
	}
	if err := json.Unmarshal([]byte(out), &r); err != nil {
		t.Fatal(err)
	}
	if r.RequestedK != 3 || len(r.Candidates) != 3 || r.TotalRanked < 10 {
		t.Fatalf("retrieval = %+v", r)
	}
	var ranks []int
	for _, c := range r.Candidates {
		ranks = append(ranks, c.Rank)
	}
	if !slices.Equal(ranks, []int{1, 2, 3}) {
		t.Fatalf("ranks = %v", ranks)
	}
}

func TestCatalogShowListsEveryRoute(t *testing.T) {
	code, out, _ := runCLI(t, "", "catalog", "show")
	if code != 0 || !strings.Contains(out, "cod.search_structures") || !strings.Contains(out, "destructive") {
		t.Fatalf("exit %d:\n%s", code, out)
	}
	code, out, _ = runCLI(t, "", "catalog", "show", "--json", "cod")
	var v struct {
		Key         string `json:"key"`
		Fingerprint string `json:"fingerprint"`
	}
	if code != 0 || json.Unmarshal([]byte(out), &v) != nil || v.Key != "cod" || len(v.Fingerprint) != 64 {
		t.Fatalf("exit %d: %+v", code, v)
	}
}

func TestPlanDecisionFlags(t *testing.T) {
	code, out, errs := runCLI(t, "", "plan", "--json", "--decision", "first", "--decide-fields", "--arg", "formula=GaAs", "GaAs band gap")
	if code != 0 {
		t.Fatalf("exit %d: %s", code, errs)
	}
	var p struct {
		Calls []struct {
			Explanation struct {
				FieldSelection []struct{ Field, Reason string } `json:"field_selection"`
			} `json:"explanation"`
		} `json:"calls"`
	}
	if err := json.Unmarshal([]byte(out), &p); err != nil || len(p.Calls) != 1 {
		t.Fatalf("plan: %v\n%s", err, out)
	}
	reasons := p.Calls[0].Explanation.FieldSelection
	if len(reasons) < 2 || reasons[1].Reason != "decision_backend" {
		t.Fatalf("the field stage did not run: %+v", reasons)
	}
	if code, _, errs := runCLI(t, "", "plan", "--decide-fields", "x"); code != 1 || !strings.Contains(errs, "need --decision") {
		t.Fatalf("exit %d: %s", code, errs)
	}
	if code, _, errs := runCLI(t, "", "plan", "--decision", "nope", "x"); code != 1 || !strings.Contains(errs, "known: ") {
		t.Fatalf("exit %d: %s", code, errs)
	}
}

func TestPlanStagesFile(t *testing.T) {
	dir := t.TempDir()
	good := filepath.Join(dir, "stages.yaml")
	bad := filepath.Join(dir, "bad.yaml")
	if err := os.WriteFile(good, []byte("decision: first\npolicy: {enabled: true, endpoint_selection: true, field_selection: true}\n"), 0o600); err != nil {
		t.Fatal(err)
	}
	if err := os.WriteFile(bad, []byte("recall: builtin\nrecall_limit: 0\n"), 0o600); err != nil {
		t.Fatal(err)
	}
	code, out, errs := runCLI(t, "", "plan", "--json", "--stages", good, "--arg", "formula=GaAs", "GaAs band gap")
	if code != 0 {
		t.Fatalf("exit %d: %s", code, errs)
	}
	if !strings.Contains(out, `"reason": "decision_backend"`) {
		t.Fatalf("the field stage of the file did not run:\n%s", out)
	}
	tests := []struct {
		name string
		args []string
		want string
	}{
		{"bad entry names the file and the key", []string{"--stages", bad}, bad + ": recall_limit: candidate_recall_limit"},
		{"missing file", []string{"--stages", filepath.Join(dir, "none.yaml")}, "none.yaml"},
		{"flags do not mix with a file", []string{"--stages", good, "--decision", "first"}, "--stages and --decision cannot be combined"},
		{"no per-stage flag mixes with a file", []string{"--stages", good, "--recall-limit", "2"}, "--stages and --recall-limit cannot be combined"},
		{"nor the analyzer", []string{"--stages", good, "--analyzer", "first"}, "--stages and --analyzer cannot be combined"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			code, out, errs := runCLI(t, "", append(append([]string{"plan"}, tt.args...), "GaAs band gap")...)
			if code != 1 || out != "" || !strings.Contains(errs, tt.want) {
				t.Fatalf("exit %d, stdout %q, stderr %q; want %q", code, out, errs, tt.want)
			}
		})
	}
}

func TestPlanWithAModelQueryAnalyzer(t *testing.T) {
	var (
		mu    sync.Mutex
		asked []string
	)
	srv := httptest.NewServer(http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		body, _ := io.ReadAll(r.Body)
		mu.Lock()
		asked = append(asked, r.URL.Path)
		mu.Unlock()
		if !strings.Contains(string(body), `\"endpoint_key\":\"oqmd.search_formation_energies\"`) {
			t.Errorf("the payload does not show the catalog: %.300s", body)
		}
		_, _ = io.WriteString(w, `{"message":{"role":"assistant","content":"{\"preferred_endpoints\":[\"oqmd.search_formation_energies\"],\"fields\":[\"band_gap\"]}"}}`)
	}))
	defer srv.Close()
	code, out, errs := runCLI(t, "", "plan", "--analyzer", "ollama:test-model@"+srv.URL, "--arg", "formula=GaAs", "GaAs band gap")
	if code != 0 {
		t.Fatalf("exit %d: %s", code, errs)
	}
	mu.Lock()
	defer mu.Unlock()
	if len(asked) != 1 || asked[0] != "/api/chat" || !strings.Contains(out, "1. oqmd.search_formation_energies") {
		t.Fatalf("asked %v; plan:\n%s", asked, out)
	}
	if code, _, errs := runCLI(t, "", "plan", "--analyzer", "first", "x"); code != 1 || !strings.Contains(errs, "cannot analyze queries") {
		t.Fatalf("exit %d: %s", code, errs)
	}
}
