package decision

import (
	"context"
	"fmt"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/schemarouter/schemarouter/catalog"
	"github.com/schemarouter/schemarouter/decide"
	_ "github.com/schemarouter/schemarouter/decide/ollama" // the examples' "ollama" backend
	_ "github.com/schemarouter/schemarouter/decide/openai" // and "openai:MODEL@URL"
	"github.com/schemarouter/schemarouter/plan"
)

const fullConfig = `# every stage
recall: builtin
recall_limit: 2
capability_fit: builtin:0.1
operation_fit: {name: builtin, config: {min_similarity: 0.05, dimensions: 128}}
disambiguation: first
decision: first
policy:
  enabled: true
  endpoint_selection: true
  field_selection: true
  candidate_abstention: no_route
  fallback: error
`

func TestParseConfigBuildsEveryStage(t *testing.T) {
	cfg, err := ParseConfig([]byte(fullConfig), "stages.yaml")
	if err != nil {
		t.Fatal(err)
	}
	for name, b := range map[string]decide.Backend{"recall": cfg.RecallBackend, "capability_fit": cfg.CapabilityFitBackend,
		"operation_fit": cfg.OperationFitBackend, "disambiguation": cfg.DisambiguationBackend, "decision": cfg.DecisionBackend} {
		if b == nil {
			t.Errorf("%s backend not built", name)
		}
	}
	want := decide.Policy{Enabled: true, EndpointSelection: true, FieldSelection: true,
		CandidateAbstention: decide.AbstainNoRoute, Fallback: decide.FallbackError}
	if cfg.Policy != want || cfg.RecallLimit != 2 {
		t.Fatalf("policy %+v, recall limit %d", cfg.Policy, cfg.RecallLimit)
	}
	stages, err := Stages(cfg)
	if err != nil {
		t.Fatal(err)
	}
	var kinds []string
	for _, s := range stages {
		kinds = append(kinds, strings.TrimPrefix(fmt.Sprintf("%T", s), "decision."))
	}
	if got := strings.Join(kinds, ","); got != "SemanticRecall,CapabilityFit,OperationFit,Disambiguate,FinalDecision" {
		t.Fatalf("stages %s", got)
	}
	opts, err := Options(cfg)
	if err != nil {
		t.Fatal(err)
	}
	if opts.FieldSelection == nil || opts.EvidenceSufficiency != nil {
		t.Fatalf("per-call stages %+v", opts)
	}
	reg, err := catalog.NewRegistry(semTools()...)
	if err != nil {
		t.Fatal(err)
	}
	p := plan.New(reg, opts)
	got, err := p.Plan(context.Background(), plan.Request{Query: "current weather temperature"})
	if err != nil {
		t.Fatal(err)
	}
	if len(got.Calls) != 1 || got.Calls[0].Tool != "weather" {
		t.Fatalf("calls %+v, warnings %q", got.Calls, got.Warnings)
	}
}

func TestParseConfigDefaults(t *testing.T) {
	tests := []struct {
		name, doc, file string
		want            decide.Policy
		decision        bool
	}{
		{"a decision backend alone enables candidate selection", `{"decision": "first"}`, "s.json",
			decide.Policy{Enabled: true, ToolSelection: true, EndpointSelection: true}, true},
		{"pre-selection stages need no policy", "recall: builtin\n", "s.yaml", decide.Policy{}, false},
		{"an explicit policy is taken as written", "decision: first\npolicy: {enabled: false}\n", "s.yml", decide.Policy{}, true},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			cfg, err := ParseConfig([]byte(tt.doc), tt.file)
			if err != nil {
				t.Fatal(err)
			}
			if cfg.Policy != tt.want || (cfg.DecisionBackend != nil) != tt.decision {
				t.Fatalf("policy %+v, decision backend %v", cfg.Policy, cfg.DecisionBackend)
			}
		})
	}
}

func TestParseConfigRejectsTheWholeDocumentNamingEachBadEntry(t *testing.T) {
	tests := []struct {
		name, doc string
		want      []string
	}{
		{"unknown key", "recal: builtin\n", []string{"recal: unknown key"}},
		{"recall_limit 0", "recall: builtin\nrecall_limit: 0\n", []string{"recall_limit: candidate_recall_limit"}},
		{"recall_limit -1", "recall_limit: -1\n", []string{"recall_limit: candidate_recall_limit"}},
		{"recall_limit true", "recall_limit: true\n", []string{"recall_limit: expected an integer"}},
		{"recall_limit 1.5", "recall_limit: 1.5\n", []string{"recall_limit: expected an integer"}},
		{"unknown backend", "decision: nosuch\n", []string{"decision: unknown decision backend plugin: nosuch"}},
		{"bad threshold", "capability_fit: builtin:high\n", []string{"capability_fit:", "not a finite number"}},
		{"blank spec", "recall: ' '\n", []string{"recall: backend spec must be a non-empty string"}},
		{"backend as a number", "recall: 3\n", []string{"recall: expected a backend spec string"}},
		{"unknown factory key", "operation_fit: {name: builtin, config: {bogus: 1}}\n", []string{`operation_fit: builtin decision backend: unknown config key "bogus"`}},
		{"unknown reference key", "operation_fit: {name: builtin, conf: {}}\n", []string{"operation_fit: conf: unknown key"}},
		{"reference without a name", "operation_fit: {config: {}}\n", []string{"operation_fit: name: must be a non-empty string"}},
		{"bad fallback", "decision: first\npolicy: {enabled: true, fallback: maybe}\n", []string{"policy:", "fallback"}},
		{"policy without a backend", "policy: {enabled: true, tool_selection: true}\n", []string{"policy.enabled: decision policy is enabled but no decision backend is configured"}},
		{"several problems at once", "recall: nosuch\ndecision: 7\n", []string{"recall: unknown decision backend plugin", "decision: expected a backend spec string"}},
		{"not a document", "recall: [\n", []string{"invalid YAML"}},
		{"an analyzer that cannot chat", "analyzer: first\n", []string{`analyzer: query analyzer backend "first" cannot analyze queries`}},
		{"an analyzer object that cannot chat", "analyzer: {name: builtin}\n", []string{`analyzer: query analyzer backend "builtin" cannot analyze queries`}},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			cfg, err := ParseConfig([]byte(tt.doc), "stages.yaml")
			if err == nil {
				t.Fatalf("accepted: %+v", cfg)
			}
			for _, w := range tt.want {
				if !strings.Contains(err.Error(), w) {
					t.Errorf("err = %v, want it to contain %q", err, w)
				}
			}
			if cfg.RecallBackend != nil || cfg.DecisionBackend != nil || cfg.Policy != (decide.Policy{}) {
				t.Errorf("a rejected document returned a partial config: %+v", cfg)
			}
		})
	}
}

func TestParseConfigBuildsTheQueryAnalyzer(t *testing.T) {
	for _, doc := range []string{
		"analyzer: ollama:qwen3:8b\n",
		"analyzer: {name: openai, config: {model: gpt-test, base_url: 'http://127.0.0.1:9/v1', timeout: 5}}\n",
	} {
		cfg, err := ParseConfig([]byte(doc), "stages.yaml")
		if err != nil {
			t.Fatalf("%s: %v", doc, err)
		}
		opts, err := Options(cfg)
		if err != nil || opts.Analyzer == nil {
			t.Fatalf("%s: analyzer %v, err %v", doc, opts.Analyzer, err)
		}
	}
	if _, err := Options(Config{Analyzer: "first"}); err == nil || !strings.Contains(err.Error(), "cannot analyze queries") {
		t.Fatalf("err = %v", err)
	}
}

func TestReadConfigFileNamesTheFile(t *testing.T) {
	dir := t.TempDir()
	good := filepath.Join(dir, "stages.yaml")
	if err := os.WriteFile(good, []byte(fullConfig), 0o600); err != nil {
		t.Fatal(err)
	}
	if _, err := ReadConfigFile(good); err != nil {
		t.Fatal(err)
	}
	bad := filepath.Join(dir, "bad.yaml")
	if err := os.WriteFile(bad, []byte("recall_limit: 0\n"), 0o600); err != nil {
		t.Fatal(err)
	}
	if _, err := ReadConfigFile(bad); err == nil || !strings.HasPrefix(err.Error(), bad+": recall_limit:") {
		t.Fatalf("err = %v", err)
	}
	big := filepath.Join(dir, "big.yaml")
	if err := os.WriteFile(big, []byte("# "+strings.Repeat("x", MaxConfigBytes)+"\n"), 0o600); err != nil {
		t.Fatal(err)
	}
	if _, err := ReadConfigFile(big); err == nil || !strings.Contains(err.Error(), "larger than") {
		t.Fatalf("err = %v", err)
	}
	if _, err := ReadConfigFile(filepath.Join(dir, "missing.yaml")); !os.IsNotExist(err) {
		t.Fatalf("err = %v", err)
	}
}

// The shipped examples, including the README's, must stay valid.
func TestExampleStageFilesParse(t *testing.T) {
	paths, err := filepath.Glob("../../examples/stages/*.yaml")
	if err != nil || len(paths) < 2 {
		t.Fatalf("examples: %v %v", paths, err)
	}
	readme, err := os.ReadFile("../../README.md")
	if err != nil {
		t.Fatal(err)
	}
	for _, path := range paths {
		t.Run(filepath.Base(path), func(t *testing.T) {
			cfg, err := ReadConfigFile(path)
			if err != nil {
				t.Fatal(err)
			}
			if _, err := Options(cfg); err != nil {
				t.Fatal(err)
			}
			if filepath.Base(path) == "full.yaml" {
				data, _ := os.ReadFile(path)
				_, body, _ := strings.Cut(string(data), "\n")
				if !strings.Contains(string(readme), "```yaml\n"+body+"```") {
					t.Fatal("examples/stages/full.yaml differs from the README's stages file")
				}
			}
		})
	}
}
