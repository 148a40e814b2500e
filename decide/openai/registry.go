package openai

import (
	"strings"

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
	b := &Backend{IncludeContext: true}
	var err error
	for key, dst := range map[string]*string{"model": &b.Model, "base_url": &b.BaseURL, "api_key": &b.APIKey, "api_key_env": &b.APIKeyEnv} {
		if *dst, _, err = wb.CfgString(config, key); err != nil {
			return nil, err
		}
	}
	if b.APIKey != "" && b.APIKeyEnv != "" {
		return nil, wb.ConfigError("give api_key or api_key_env, not both")
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

// New builds the "openai" backend from a spec "openai:MODEL@URL" or
// "openai:MODEL" (DefaultBaseURL), for example
// "openai:Qwen/Qwen3-8B@http://127.0.0.1:8000/v1". A spec carries no key (no
// environment key is picked up implicitly, so it cannot reach a server it was
// not meant for); use Open with "api_key_env" for one. (decide.New only understands
// numeric spec arguments, so specs naming a model go through here.)
func New(spec string) (decide.Backend, error) {
	name, arg, ok := strings.Cut(strings.TrimSpace(spec), ":")
	if !ok || name != "openai" {
		return nil, wb.ConfigError("spec must look like openai:MODEL or openai:MODEL@URL")
	}
	config, err := wire.ModelSpecConfig(arg)
	if err != nil {
		return nil, err
	}
	return decide.Open("openai", config)
}
