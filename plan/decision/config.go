package decision

import (
	"fmt"

	"github.com/schemarouter/schemarouter/decide"
	"github.com/schemarouter/schemarouter/plan"
	"github.com/schemarouter/schemarouter/plan/analyze"
)

// Config names the backends of the decision stages. Each stage has a backend
// spec for decide.New ("first", "builtin", "builtin:0.30", a registered plugin
// name) and an optional ready-made Backend that takes precedence over the spec.
// A stage with neither is not built.
type Config struct {
	// Recall is the semantic candidate recall backend (candidate_recall_backend).
	Recall        string
	RecallBackend decide.Backend
	// RecallLimit is candidate_recall_limit: 0 means DefaultRecallLimit; a
	// negative value is a construction error.
	RecallLimit int

	// CapabilityFit is the capability fit gate backend (candidate_fit_backend).
	CapabilityFit        string
	CapabilityFitBackend decide.Backend

	// OperationFit is the operation fit gate backend (operation_fit_backend).
	OperationFit        string
	OperationFitBackend decide.Backend

	// Disambiguation is the endpoint disambiguation backend.
	Disambiguation        string
	DisambiguationBackend decide.Backend

	// Decision is the policy-governed final decision backend (decision_backend).
	Decision        string
	DecisionBackend decide.Backend
	// Policy governs the final decision. Enabling it without a Decision backend
	// is a construction error.
	Policy decide.Policy

	// Analyzer is the model query analyzer's chat backend spec (DECISIONS.md §4.6):
	// a backend that also implements analyze.Chat ("ollama:MODEL", "openai:MODEL@URL").
	// AnalyzerModel, when set, takes precedence.
	Analyzer      string
	AnalyzerModel analyze.Model
}

// backend resolves one stage's backend: the ready-made one, else the spec.
func backend(what, spec string, b decide.Backend) (decide.Backend, error) {
	if b != nil {
		return b, nil
	}
	if spec == "" {
		return nil, nil
	}
	out, err := decide.New(spec)
	if err != nil {
		return nil, fmt.Errorf("%s backend %q: %w", what, spec, err)
	}
	return out, nil
}

// Stages builds the configured stages in pipeline order. It refuses an invalid
// policy, an enabled policy without a decision backend and a negative recall
// limit. With recall_on_empty enabled and no recall backend it adds the
// CatalogExpansion stage; with a recall backend the whole catalog is never
// exposed (§3.1).
func Stages(cfg Config) ([]plan.Stage, error) {
	if err := cfg.Policy.Validate(); err != nil {
		return nil, err
	}
	if cfg.RecallLimit < 0 {
		return nil, &decide.Error{Kind: decide.ErrInvalidConfig,
			Message: fmt.Sprintf("candidate_recall_limit must be an integer >= 1, got %d", cfg.RecallLimit)}
	}
	recall, err := backend("semantic recall", cfg.Recall, cfg.RecallBackend)
	if err != nil {
		return nil, err
	}
	fit, err := backend("capability fit", cfg.CapabilityFit, cfg.CapabilityFitBackend)
	if err != nil {
		return nil, err
	}
	op, err := backend("operation fit", cfg.OperationFit, cfg.OperationFitBackend)
	if err != nil {
		return nil, err
	}
	dis, err := backend("endpoint disambiguation", cfg.Disambiguation, cfg.DisambiguationBackend)
	if err != nil {
		return nil, err
	}
	final, err := backend("decision", cfg.Decision, cfg.DecisionBackend)
	if err != nil {
		return nil, err
	}
	if cfg.Policy.Enabled && final == nil {
		return nil, &decide.Error{Kind: decide.ErrInvalidConfig,
			Message: "decision policy is enabled but no decision backend is configured"}
	}
	var out []plan.Stage
	if recall != nil {
		out = append(out, SemanticRecall{Backend: recall, Limit: cfg.RecallLimit})
	} else if final != nil && cfg.Policy.CandidateRecallOnEmptyEnabled() {
		out = append(out, CatalogExpansion{Policy: cfg.Policy})
	}
	if fit != nil {
		out = append(out, CapabilityFit{Backend: fit})
	}
	if op != nil {
		out = append(out, OperationFit{Backend: op})
	}
	if dis != nil {
		out = append(out, Disambiguate{Backend: dis})
	}
	if final != nil {
		out = append(out, FinalDecision{Backend: final, Policy: cfg.Policy})
	}
	return out, nil
}

// analyzerModel resolves the analyzer's model: the ready-made one, else a chat backend
// built from the spec.
func analyzerModel(cfg Config) (analyze.Model, error) {
	if cfg.AnalyzerModel != nil {
		return cfg.AnalyzerModel, nil
	}
	b, err := backend("query analyzer", cfg.Analyzer, nil)
	if err != nil || b == nil {
		return nil, err
	}
	return chatModel(cfg.Analyzer, b)
}

// chatModel makes an analyzer model of a backend that can chat with a schema.
func chatModel(name string, b decide.Backend) (analyze.Model, error) {
	chat, ok := b.(analyze.Chat)
	if !ok {
		return nil, &decide.Error{Kind: decide.ErrInvalidConfig,
			Message: fmt.Sprintf("query analyzer backend %q cannot analyze queries: it needs a structured-output chat model (ollama, openai)", name)}
	}
	return analyze.ChatModel(chat), nil
}

// Options builds complete planner options from cfg: the stages of Stages, plus the
// per-call field selection and evidence sufficiency stages over the decision backend
// when the policy enables them.
func Options(cfg Config) (plan.Options, error) {
	stages, err := Stages(cfg)
	if err != nil {
		return plan.Options{}, err
	}
	opts := plan.Options{Stages: stages}
	model, err := analyzerModel(cfg)
	if err != nil {
		return plan.Options{}, err
	}
	if model != nil {
		opts.Analyzer = &analyze.Analyzer{Model: model}
	}
	final, err := backend("decision", cfg.Decision, cfg.DecisionBackend)
	if err != nil || final == nil {
		return opts, err
	}
	if cfg.Policy.Runs(decide.SurfaceFieldSelection) {
		opts.FieldSelection = FieldSelection{Backend: final, Policy: cfg.Policy}
	}
	if cfg.Policy.Runs(decide.SurfaceEvidenceSufficiency) {
		opts.EvidenceSufficiency = EvidenceSufficiency{Backend: final, Policy: cfg.Policy}
	}
	return opts, nil
}
