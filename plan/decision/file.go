package decision

import (
	"errors"
	"fmt"
	"strings"

	"github.com/schemarouter/schemarouter/catalog"
	"github.com/schemarouter/schemarouter/decide"
)

// MaxConfigBytes bounds a stage configuration file.
const MaxConfigBytes = 1 << 20

// file is the document ParseConfig reads. Each backend is either a spec string for
// decide.New ("builtin:0.30", "ollama:qwen3:8b") or an object {"name": N, "config":
// {...}} for decide.Open, which reaches every knob of a registered factory.
type file struct {
	Recall         any            `json:"recall"`
	RecallLimit    *int           `json:"recall_limit"`
	CapabilityFit  any            `json:"capability_fit"`
	OperationFit   any            `json:"operation_fit"`
	Disambiguation any            `json:"disambiguation"`
	Decision       any            `json:"decision"`
	Policy         *decide.Policy `json:"policy"`
	Analyzer       any            `json:"analyzer"`
}

// backendRef is the object form of a backend.
type backendRef struct {
	Name   string         `json:"name"`
	Config map[string]any `json:"config"`
}

// ParseConfig reads a stage configuration document in YAML or JSON (the format as for
// catalog.ParseDocument: by name's extension, else by the first byte):
//
//	recall: builtin                  # semantic candidate recall
//	recall_limit: 4                  # candidate_recall_limit, >= 1
//	capability_fit: builtin:0.30     # capability fit gate
//	operation_fit: {name: ollama, config: {model: "qwen3:8b", timeout: 10}}
//	disambiguation: first            # endpoint disambiguation
//	decision: ollama:qwen3:8b        # final bounded decision
//	policy:                          # DecisionPolicy, DECISIONS.md §2
//	  enabled: true
//	  endpoint_selection: true
//	  fallback: deterministic
//	analyzer: ollama:qwen3:8b        # model query analyzer (a chat backend)
//
// Every backend is built here, so a document with one bad entry is rejected whole:
// the error names the entry's path, and nothing is returned. A decision backend with no
// policy section enables the policy for tool and endpoint selection, as the CLI's
// --decision flag does; an explicit policy is taken as written and validated.
func ParseConfig(data []byte, name string) (Config, error) {
	tree, err := catalog.ParseDocument(data, name)
	if err != nil {
		return Config{}, err
	}
	var f file
	if err := catalog.DecodeStrict(tree, &f); err != nil {
		return Config{}, err
	}
	var cfg Config
	var errs []string
	open := func(path string, v any) decide.Backend {
		b, err := openRef(v)
		if err != nil {
			errs = append(errs, path+": "+err.Error())
		}
		return b
	}
	cfg.RecallBackend = open("recall", f.Recall)
	cfg.CapabilityFitBackend = open("capability_fit", f.CapabilityFit)
	cfg.OperationFitBackend = open("operation_fit", f.OperationFit)
	cfg.DisambiguationBackend = open("disambiguation", f.Disambiguation)
	cfg.DecisionBackend = open("decision", f.Decision)
	if b := open("analyzer", f.Analyzer); b != nil {
		m, err := chatModel(refName(f.Analyzer), b)
		if err != nil {
			errs = append(errs, "analyzer: "+err.Error())
		}
		cfg.AnalyzerModel = m
	}
	if f.RecallLimit != nil {
		if *f.RecallLimit < 1 {
			errs = append(errs, fmt.Sprintf("recall_limit: candidate_recall_limit must be an integer >= 1, got %d", *f.RecallLimit))
		}
		cfg.RecallLimit = *f.RecallLimit
	}
	switch {
	case f.Policy != nil:
		cfg.Policy = *f.Policy
		if err := cfg.Policy.Validate(); err != nil {
			errs = append(errs, "policy: "+err.Error())
		}
	case cfg.DecisionBackend != nil:
		cfg.Policy = decide.Policy{Enabled: true, ToolSelection: true, EndpointSelection: true}
	}
	if len(errs) == 0 && cfg.Policy.Enabled && cfg.DecisionBackend == nil {
		errs = append(errs, "policy.enabled: decision policy is enabled but no decision backend is configured")
	}
	if len(errs) > 0 {
		return Config{}, errors.New(strings.Join(errs, "; "))
	}
	return cfg, nil
}

// ReadConfigFile reads and parses a stage configuration file (see ParseConfig).
// Errors name the file.
func ReadConfigFile(path string) (Config, error) {
	data, err := catalog.ReadFileLimited(path, MaxConfigBytes)
	if err != nil {
		return Config{}, err
	}
	cfg, err := ParseConfig(data, path)
	if err != nil {
		return Config{}, fmt.Errorf("%s: %w", path, err)
	}
	return cfg, nil
}

// openRef builds one backend entry: nil for an absent entry, decide.New for a spec
// string, decide.Open for a {name, config} object.
func openRef(v any) (decide.Backend, error) {
	switch v := v.(type) {
	case nil:
		return nil, nil
	case string:
		if strings.TrimSpace(v) == "" {
			return nil, fmt.Errorf("backend spec must be a non-empty string")
		}
		return decide.New(v)
	case map[string]any:
		var ref backendRef
		if err := catalog.DecodeStrict(v, &ref); err != nil {
			return nil, err
		}
		if strings.TrimSpace(ref.Name) == "" {
			return nil, fmt.Errorf("name: must be a non-empty string")
		}
		return decide.Open(ref.Name, ref.Config)
	}
	return nil, fmt.Errorf("expected a backend spec string or a {name, config} object")
}

// refName names a backend entry in messages: the spec, or the object form's name.
func refName(v any) string {
	if m, ok := v.(map[string]any); ok {
		v = m["name"]
	}
	s, _ := v.(string)
	return s
}
