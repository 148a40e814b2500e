package ollama

import (
	"strings"

	"github.com/schemarouter/schemarouter/decide"
	"github.com/schemarouter/schemarouter/decide/internal/wire"
)

func init() {
	decide.Register("ollama", NewFromConfig)
	decide.RegisterSpec("ollama", wire.ModelSpecConfig)
}

// NewFromConfig is the "ollama" registry factory. Config keys: "model"
// (required), "base_url", "timeout" (seconds, finite and > 0),
// "include_context" (default true, as in the reference) and "options" (an
// object merged over {"temperature": 0}). Unknown keys are errors.
func NewFromConfig(config map[string]any) (decide.Backend, error) {
	if err := wb.CheckKeys(config, "base_url", "include_context", "model", "options", "timeout"); err != nil {
		return nil, err
	}
	b := &Backend{IncludeContext: true}
	var err error
	if b.Model, _, err = wb.CfgString(config, "model"); err != nil {
		return nil, err
	}
	if b.BaseURL, _, err = wb.CfgString(config, "base_url"); err != nil {
		return nil, err
	}
	if b.BaseURL != "" {
		if b.BaseURL, err = wb.CheckBaseURL(b.BaseURL, DefaultBaseURL); err != nil {
			return nil, err
		}
	}
	if b.Timeout, _, err = wb.CfgSeconds(config, "timeout"); err != nil {
		return nil, err
	}
	if v, ok, err := wb.CfgBool(config, "include_context"); err != nil {
		return nil, err
	} else if ok {
		b.IncludeContext = v
	}
	if b.Options, _, err = wb.CfgMap(config, "options"); err != nil {
		return nil, err
	}
	if err := b.Check(); err != nil {
		return nil, err
	}
	return b, nil
}

// New builds the "ollama" backend from a spec "ollama:MODEL" or
// "ollama:MODEL@URL", for example "ollama:qwen3:8b" or
// "ollama:qwen3:8b@http://gpu-box:11434". (decide.New only understands
// numeric spec arguments, so specs naming a model go through here.)
func New(spec string) (decide.Backend, error) {
	name, arg, ok := strings.Cut(strings.TrimSpace(spec), ":")
	if !ok || name != "ollama" {
		return nil, wb.ConfigError("spec must look like ollama:MODEL or ollama:MODEL@URL")
	}
	config, err := wire.ModelSpecConfig(arg)
	if err != nil {
		return nil, err
	}
	return decide.Open("ollama", config)
}
