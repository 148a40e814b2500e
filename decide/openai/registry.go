package openai

import (
	"github.com/schemarouter/schemarouter/decide"
	"github.com/schemarouter/schemarouter/decide/internal/wire"
)

func init() {
	decide.Register("openai", NewFromConfig)
	decide.RegisterSpec("openai", wire.ModelSpecConfig)
}

// NewFromConfig is the "openai" registry factory. Config keys: "model"
// (required), "base_url", "api_key" or "api_key_env" (not both; a named
// variable must be set), "timeout" (seconds, finite and > 0),
// "include_context" (default true) and "options" (extra request fields).
// Unknown keys are errors; no error repeats a key's value.
func NewFromConfig(config map[string]any) (decide.Backend, error) {
	if err := wb.CheckKeys(config, "api_key", "api_key_env", "base_url", "include_context", "model", "options", "timeout"); err != nil {
		return nil, err
	}
	c, err := wb.ReadChatConfig(config, DefaultBaseURL)
	if err != nil {
		return nil, err
	}
	b := &Backend{Model: c.Model, BaseURL: c.BaseURL, Timeout: c.Timeout, IncludeContext: c.IncludeContext, Options: c.Options}
	if b.APIKey, _, err = wb.CfgString(config, "api_key"); err != nil {
		return nil, err
	}
	if b.APIKeyEnv, _, err = wb.CfgString(config, "api_key_env"); err != nil {
		return nil, err
	}
	if b.APIKey != "" && b.APIKeyEnv != "" {
		return nil, wb.ConfigError("give api_key or api_key_env, not both")
	}
	if err := b.Check(); err != nil {
		return nil, err
	}
	return b, nil
}

// New builds the "openai" backend from a spec "openai:MODEL@URL" or
// "openai:MODEL" (DefaultBaseURL), for example
// "openai:Qwen/Qwen3-8B@http://127.0.0.1:8000/v1". A spec carries no key (no
// environment key is picked up implicitly, so it cannot reach a server it was
// not meant for); use Open with "api_key_env" for one. (decide.New only understands
// numeric spec arguments, so specs naming a model go through here.)
func New(spec string) (decide.Backend, error) {
	return wb.OpenModelSpec("openai", spec)
}
