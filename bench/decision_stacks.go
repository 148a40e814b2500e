package bench

import (
	"strings"

	"github.com/schemarouter/schemarouter/catalog"
	"github.com/schemarouter/schemarouter/decide"
	"github.com/schemarouter/schemarouter/plan"
	"github.com/schemarouter/schemarouter/plan/decision"
)

// BuiltinEmbeddingStack adds the built-in hashed n-gram embedder as semantic candidate
// recall and as the capability-fit gate (threshold 0.1) to the deterministic planner.
const BuiltinEmbeddingStack = "builtin-embedding"

// DecisionStackPrefix names stacks whose final bounded decision is a decide backend:
// "decision:first", "decision:ollama:qwen3:8b@http://127.0.0.1:11434",
// "decision:openai:MODEL@URL". A wire backend's spec also names its stack without
// the prefix: "ollama:qwen3:8b", "openai:MODEL@URL", "systemone:jev@URL".
const DecisionStackPrefix = "decision:"

// StagesStackPrefix names stacks read from a stage configuration file
// (decision.ReadConfigFile): "stages:my-stages.yaml".
const StagesStackPrefix = "stages:"

func init() {
	RegisterStack(BuiltinEmbeddingStack, func(catalog.Registry) (plan.Options, error) {
		return decision.Options(decision.Config{Recall: "builtin", CapabilityFit: "builtin:0.1"})
	})
}

// decisionStack builds a "decision:SPEC", "stages:FILE" or wire-backend spec stack.
func decisionStack(name string) (StackFactory, bool) {
	if path, ok := strings.CutPrefix(name, StagesStackPrefix); ok && path != "" {
		return func(catalog.Registry) (plan.Options, error) {
			cfg, err := decision.ReadConfigFile(path)
			if err != nil {
				return plan.Options{}, err
			}
			return decision.Options(cfg)
		}, true
	}
	spec, ok := strings.CutPrefix(name, DecisionStackPrefix)
	if !ok {
		backend, _, hasArg := strings.Cut(name, ":")
		spec, ok = name, hasArg && decide.HasSpec(backend)
	}
	if !ok || spec == "" {
		return nil, false
	}
	return func(catalog.Registry) (plan.Options, error) {
		return decision.Options(decision.Config{Decision: spec,
			Policy: decide.Policy{Enabled: true, ToolSelection: true, EndpointSelection: true}})
	}, true
}
