package ollama

import (
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
	c, err := wb.ReadChatConfig(config, DefaultBaseURL)
	if err != nil {
		return nil, err
	}
	b := &Backend{Model: c.Model, BaseURL: c.BaseURL, Timeout: c.Timeout, IncludeContext: c.IncludeContext, Options: c.Options}
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
	return wb.OpenModelSpec("ollama", spec)
}
