package main

import (
	"strings"

	"github.com/spf13/cobra"
	"github.com/spf13/pflag"

	"github.com/schemarouter/schemarouter/decide"
	// Wire backends register themselves: --decision ollama:MODEL[@URL], openai:MODEL@URL,
	// systemone:PROVIDER[/MODEL]@URL; --decision rerank:URL (a pairwise reranker).
	_ "github.com/schemarouter/schemarouter/decide/ollama"
	_ "github.com/schemarouter/schemarouter/decide/openai"
	_ "github.com/schemarouter/schemarouter/decide/rerank"
	_ "github.com/schemarouter/schemarouter/decide/systemone"
	"github.com/schemarouter/schemarouter/plan"
	"github.com/schemarouter/schemarouter/plan/decision"
)

// decisionFlags configure the optional decision stages of a plan. Backends are named
// as the decide registry knows them: "builtin", "builtin:0.30", "first", ...
type decisionFlags struct {
	stages, analyzer                               string
	recall, fit, operation, disambiguate, decision string
	recallLimit                                    int
	fields, evidence, recallOnEmpty                bool
	abstention, fallback                           string
	// perStage are the flags a stages file replaces: every flag register adds but
	// --stages itself.
	perStage []string
}

func (d *decisionFlags) register(cmd *cobra.Command) {
	f := cmd.Flags()
	existing := map[string]bool{}
	f.VisitAll(func(fl *pflag.Flag) { existing[fl.Name] = true })
	defer f.VisitAll(func(fl *pflag.Flag) {
		if !existing[fl.Name] && fl.Name != "stages" {
			d.perStage = append(d.perStage, fl.Name)
		}
	})
	f.StringVar(&d.stages, "stages", "", "decision stage configuration `FILE` (YAML or JSON; see README)")
	f.StringVar(&d.analyzer, "analyzer", "", "model query analyzer `SPEC` (a chat model: ollama:MODEL[@URL], openai:MODEL@URL)")
	f.StringVar(&d.recall, "recall", "", "semantic candidate recall backend `SPEC` (e.g. builtin)")
	f.IntVar(&d.recallLimit, "recall-limit", 0, "routes semantic recall may add (default 4)")
	f.StringVar(&d.fit, "capability-fit", "", "capability fit gate backend `SPEC` (e.g. builtin:0.30)")
	f.StringVar(&d.operation, "operation-fit", "", "operation fit gate backend `SPEC`")
	f.StringVar(&d.disambiguate, "disambiguate", "", "endpoint disambiguation backend `SPEC`")
	f.StringVar(&d.decision, "decision", "", "final decision backend `SPEC`; enables the decision policy")
	f.BoolVar(&d.fields, "decide-fields", false, "let the decision backend choose answer fields")
	f.BoolVar(&d.evidence, "decide-evidence", false, "let the decision backend veto locally sufficient evidence")
	f.BoolVar(&d.recallOnEmpty, "recall-on-empty", false, "show the decision backend the whole catalog when nothing matched")
	f.StringVar(&d.abstention, "abstention", "", "when the decision backend abstains: inherit, deterministic, no_route or error")
	f.StringVar(&d.fallback, "decision-fallback", "", "when a backend fails: deterministic (default) or error")
}

// options builds the planner options; with no decision flag it is the deterministic planner.
func (d *decisionFlags) options(cmd *cobra.Command) (plan.Options, error) {
	if d.stages != "" {
		for _, name := range d.perStage {
			if cmd.Flags().Changed(name) {
				return plan.Options{}, badf("--stages and --%s cannot be combined: put the setting in the stages file", name)
			}
		}
		return stagesFile(d.stages)
	}
	cfg := decision.Config{
		Recall: d.recall, RecallLimit: d.recallLimit, CapabilityFit: d.fit, OperationFit: d.operation,
		Disambiguation: d.disambiguate, Decision: d.decision, Analyzer: d.analyzer,
	}
	if d.decision != "" {
		cfg.Policy = decide.Policy{Enabled: true, ToolSelection: true, EndpointSelection: true,
			FieldSelection: d.fields, EvidenceSufficiency: d.evidence, RecallOnEmpty: d.recallOnEmpty,
			CandidateAbstention: decide.Abstention(d.abstention), Fallback: decide.Fallback(d.fallback)}
	} else if d.fields || d.evidence || d.recallOnEmpty || d.abstention != "" || d.fallback != "" {
		return plan.Options{}, badf("--decide-fields, --decide-evidence, --recall-on-empty, --abstention and --decision-fallback need --decision")
	}
	return buildStages(cfg)
}

// stagesFile reads a stages file (--stages) into planner options; "" is the
// deterministic planner.
func stagesFile(path string) (plan.Options, error) {
	if path == "" {
		return plan.Options{}, nil
	}
	cfg, err := decision.ReadConfigFile(path)
	if err != nil {
		return plan.Options{}, badf("%w", err)
	}
	return buildStages(cfg)
}

func buildStages(cfg decision.Config) (plan.Options, error) {
	opts, err := decision.Options(cfg)
	if err != nil {
		return plan.Options{}, badf("decision stages: %s", strings.TrimPrefix(err.Error(), "decide: "))
	}
	return opts, nil
}
