package rerank

import (
	"strings"

	"github.com/schemarouter/schemarouter/decide"
)

func init() {
	decide.Register("rerank", NewFromConfig)
	decide.RegisterSpec("rerank", specConfig)
}

// NewFromConfig is the "rerank" registry factory: a decide.Pairwise over a
// Scorer. Config keys: "base_url" (required), "model", "api_key" or
// "api_key_env" (not both; a named variable must be set), "timeout" (seconds,
// finite and > 0), and the pairwise options "min_score", "min_margin" (numbers
// in [0, 1]) and "threshold_application" ("filter_then_rank" or
// "rank_then_gate"). Unknown keys are errors; no error repeats a key's value.
func NewFromConfig(config map[string]any) (decide.Backend, error) {
	if err := wb.CheckKeys(config, "api_key", "api_key_env", "base_url", "min_margin", "min_score", "model", "threshold_application", "timeout"); err != nil {
		return nil, err
	}
	var s Scorer
	var err error
	for key, dst := range map[string]*string{"model": &s.Model, "base_url": &s.BaseURL, "api_key": &s.APIKey, "api_key_env": &s.APIKeyEnv} {
		if *dst, _, err = wb.CfgString(config, key); err != nil {
			return nil, err
		}
	}
	if s.APIKey != "" && s.APIKeyEnv != "" {
		return nil, wb.ConfigError("give api_key or api_key_env, not both")
	}
	if s.Timeout, _, err = wb.CfgSeconds(config, "timeout"); err != nil {
		return nil, err
	}
	if err := s.Check(); err != nil {
		return nil, err
	}
	var opts decide.PairwiseOptions
	if opts.MinScore, _, err = wb.CfgNumber(config, "min_score"); err != nil {
		return nil, err
	}
	if opts.MinMargin, _, err = wb.CfgNumber(config, "min_margin"); err != nil {
		return nil, err
	}
	ta, _, err := wb.CfgString(config, "threshold_application")
	if err != nil {
		return nil, err
	}
	opts.ThresholdApplication = decide.ThresholdApplication(ta)
	return decide.NewPairwise(s, opts)
}

// New builds the "rerank" backend from a spec "rerank:URL", for example
// "rerank:http://127.0.0.1:8080". A spec carries no key; use decide.Open with
// "api_key_env" for one.
func New(spec string) (decide.Backend, error) {
	name, arg, ok := strings.Cut(strings.TrimSpace(spec), ":")
	if !ok || name != "rerank" {
		return nil, wb.ConfigError("spec must look like rerank:URL")
	}
	config, err := specConfig(arg)
	if err != nil {
		return nil, err
	}
	return decide.Open("rerank", config)
}

// specConfig reads the URL argument of a spec (decide.New uses it too).
func specConfig(arg string) (map[string]any, error) {
	base := strings.TrimSpace(arg)
	if base == "" {
		return nil, wb.ConfigError("spec must look like rerank:URL")
	}
	return map[string]any{"base_url": base}, nil
}
