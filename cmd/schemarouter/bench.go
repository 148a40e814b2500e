package main

import (
	"errors"
	"io"
	"os"
	"strings"

	"github.com/spf13/cobra"

	"github.com/schemarouter/schemarouter/bench"
)

// newBenchCommand is `schemarouter bench`: quality measurements of the planner.
func newBenchCommand() *cobra.Command {
	cmd := &cobra.Command{
		Use:   "bench",
		Short: "Measure planner quality on benchmark corpora",
		Args:  cobra.NoArgs,
	}
	cmd.AddCommand(newBenchRoutingCommand())
	return cmd
}

func newBenchRoutingCommand() *cobra.Command {
	var (
		catalogPath, corpusPath, split, stack, csvPath, htmlPath string
		asJSON, withCases, progress                              bool
	)
	cmd := &cobra.Command{
		Use:   "routing --corpus FILE [flags]",
		Short: "Score routing decisions on a decision-routing corpus",
		Long: `Plans every case of a decision-routing corpus with max_calls = 1 and scores the
first call's route against the expected one: accuracy and supported accuracy with 95%
Wilson intervals, near-domain and OOD rejection, false-route rate (over all cases), the
error taxonomy (correct, false_route, missed_route, wrong_tool, wrong_endpoint), per-plan
latency (mean, p50, p95), by language and by category. Rates are fractions in [0, 1];
a rate whose denominator is empty is null in JSON and "-" in text.

The decision-routing corpora are routed against their own catalog: pass
--catalog ../shared/bench/decision-routing/catalog.json.`,
		Example: `  schemarouter bench routing --catalog ../shared/bench/decision-routing/catalog.json \
      --corpus ../shared/bench/decision-routing/corpus-v2.json --split test
  schemarouter bench routing --catalog cat.json --corpus corpus.json --json --csv cases.csv --html report.html`,
		Args: cobra.NoArgs,
		RunE: func(cmd *cobra.Command, _ []string) error {
			if withCases && !asJSON {
				return errors.New("--cases needs --json")
			}
			reg, err := loadRegistry(catalogPath)
			if err != nil {
				return err
			}
			corpus, err := bench.LoadCorpus(corpusPath)
			if err != nil {
				return bad(err)
			}
			st, err := bench.NewStack(stack, reg)
			if err != nil {
				return bad(err)
			}
			opts := bench.RunOptions{Split: split}
			show := benchIsTerminal(cmd.ErrOrStderr())
			if cmd.Flags().Changed("progress") {
				show = progress
			}
			if show {
				opts.Progress = cmd.ErrOrStderr()
			}
			rep, err := bench.Run(cmd.Context(), reg, corpus, st, opts)
			if err != nil {
				var cerr *bench.CorpusError
				if catalogPath == "" && errors.As(err, &cerr) {
					return badf("%w (no --catalog was given, so the built-in science catalog was used; "+
						"decision-routing corpora need ../shared/bench/decision-routing/catalog.json)", err)
				}
				return bad(err)
			}
			if csvPath != "" {
				if err := writeFileAtomic(csvPath, rep.WriteCSV); err != nil {
					return err
				}
			}
			if htmlPath != "" {
				if err := writeFileAtomic(htmlPath, rep.WriteHTML); err != nil {
					return err
				}
			}
			if asJSON {
				if !withCases {
					rep = rep.WithoutResults()
				}
				return writeJSON(cmd.OutOrStdout(), rep)
			}
			return rep.WriteText(cmd.OutOrStdout())
		},
	}
	f := cmd.Flags()
	f.StringVar(&catalogPath, "catalog", "", "catalog `FILE` (JSON or YAML); default: the built-in science catalog")
	f.StringVar(&corpusPath, "corpus", "", "corpus `FILE`: a JSON array of cases (required)")
	f.StringVar(&split, "split", "", "score only the cases of split `S` (e.g. dev, calibration, test); default: all")
	f.StringVar(&stack, "stack", bench.DeterministicStack, "planner stack `NAME`: "+strings.Join(bench.Stacks(), ", ")+
		", decision:SPEC, a wire backend spec (ollama:MODEL[@URL], openai:MODEL@URL, systemone:PROVIDER[/MODEL]@URL) or stages:FILE")
	f.BoolVar(&asJSON, "json", false, "print the report as one JSON object")
	f.BoolVar(&withCases, "cases", false, "with --json, include one result per case")
	f.StringVar(&csvPath, "csv", "", "also write one row per case to `FILE`")
	f.StringVar(&htmlPath, "html", "", "also write a self-contained HTML report to `FILE`")
	f.BoolVar(&progress, "progress", false, "draw a progress bar on stderr (default: only when stderr is a terminal)")
	_ = cmd.MarkFlagRequired("corpus")
	return cmd
}

// benchIsTerminal reports whether w is a character device (a terminal).
func benchIsTerminal(w io.Writer) bool {
	f, ok := w.(*os.File)
	if !ok {
		return false
	}
	fi, err := f.Stat()
	return err == nil && fi.Mode()&os.ModeCharDevice != 0
}
