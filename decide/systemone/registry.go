package systemone

import (
	"strings"

	"github.com/schemarouter/schemarouter/decide"
	"github.com/schemarouter/schemarouter/decide/internal/wire"
)

func init() {
	decide.Register("systemone", NewFromConfig)
	decide.RegisterSpec("systemone", specConfig)
}

// NewFromConfig is the "systemone" registry factory. Config keys: "base_url"
// (required), "provider", "model" (both non-blank when given), "api_key" or
// "api_key_env" (not both; a named variable must be set), "timeout" (seconds,
// finite and > 0), "min_confidence" (in [0, 1]), "include_context" (default
// true, as in the reference) and "criteria" ("string", the default, or
// "object"). Unknown keys are errors; no error repeats a key's value.
func NewFromConfig(config map[string]any) (decide.Backend, error) {
	if err := wb.CheckKeys(config, "api_key", "api_key_env", "base_url", "criteria", "include_context", "min_confidence", "model", "provider", "timeout"); err != nil {
		return nil, err
	}
	b := &Backend{IncludeContext: true}
	var err error
	for _, key := range []string{"provider", "model", "base_url"} {
		if v, ok, err := wb.CfgString(config, key); err != nil {
			return nil, err
		} else if ok && strings.TrimSpace(v) == "" {
			return nil, wb.ConfigError("%s must be a non-blank string when given", key)
		}
	}
	for key, dst := range map[string]*string{"provider": &b.Provider, "model": &b.Model, "base_url": &b.BaseURL, "api_key": &b.APIKey, "api_key_env": &b.APIKeyEnv} {
		if *dst, _, err = wb.CfgString(config, key); err != nil {
			return nil, err
		}
	}
	if b.APIKey != "" && b.APIKeyEnv != "" {
		return nil, wb.ConfigError("give api_key or api_key_env, not both")
	}
	if b.Timeout, _, err = wb.CfgSeconds(config, "timeout"); err != nil {
		return nil, err
	}
	if b.MinConfidence, _, err = wb.CfgNumber(config, "min_confidence"); err != nil {
		return nil, err
	}
	if v, ok, err := wb.CfgBool(config, "include_context"); err != nil {
		return nil, err
	} else if ok {
		b.IncludeContext = v
	}
	switch c, _, err := wb.CfgString(config, "criteria"); {
	case err != nil:
		return nil, err
	case c == "" || c == "string":
	case c == "object":
		b.CriteriaObjects = true
	default:
		return nil, wb.ConfigError(`criteria must be "string" or "object"`)
	}
	if err := b.Check(); err != nil {
		return nil, err
	}
	return b, nil
}

// New builds the "systemone" backend from a spec "systemone:PROVIDER/MODEL@URL"
// or "systemone:PROVIDER@URL" (the server's default model), for example
// "systemone:laya/multilingual@http://127.0.0.1:8000". The model may itself
// contain "/". A spec carries no key; use decide.Open with "api_key_env" for
// one.
func New(spec string) (decide.Backend, error) {
	name, arg, ok := strings.Cut(strings.TrimSpace(spec), ":")
	if !ok || name != "systemone" {
		return nil, wb.ConfigError("spec must look like systemone:PROVIDER/MODEL@URL")
	}
	config, err := specConfig(arg)
	if err != nil {
		return nil, err
	}
	return decide.Open("systemone", config)
}

// specConfig reads the PROVIDER[/MODEL]@URL argument of a spec (decide.New
// uses it too).
func specConfig(arg string) (map[string]any, error) {
	left, base := wire.SplitURL(strings.TrimSpace(arg))
	if base == "" {
		return nil, wb.ConfigError("spec must look like systemone:PROVIDER/MODEL@URL (the URL is required)")
	}
	provider, model, hasModel := strings.Cut(left, "/")
	config := map[string]any{"provider": strings.TrimSpace(provider), "base_url": base}
	if hasModel {
		config["model"] = strings.TrimSpace(model)
	}
	return config, nil
}
