package main

import (
	"bytes"
	"context"
	"encoding/json"
	"fmt"
	"io"
	"maps"
	"os"
	"slices"
	"strings"

	"github.com/spf13/cobra"

	"github.com/schemarouter/schemarouter/execute"
	"github.com/schemarouter/schemarouter/execute/httpinvoker"
	"github.com/schemarouter/schemarouter/plan"
)

// execFlags are the flags shared by invoke and execute.
type execFlags struct {
	src            sources
	baseURLs       []string
	allowMutations bool
	allowUnclass   bool
	approve        bool
	onEvent        func(execute.Event) // run events sink (serve --db persists them)
	asJSON         bool
}

func (f *execFlags) register(cmd *cobra.Command) {
	f.src.register(cmd)
	fl := cmd.Flags()
	fl.StringArrayVar(&f.baseURLs, "base-url", nil, "approved base URL for a tool, `TOOL=URL` (repeatable); default: the tool's execution_metadata.base_url")
	fl.BoolVar(&f.allowMutations, "allow-mutations", false, "allow mutating (non-read-only) endpoints; each still needs --approve")
	fl.BoolVar(&f.approve, "approve", false, "approve the mutating calls of this run")
	fl.BoolVar(&f.allowUnclass, "allow-unclassified", false, "allow remote endpoints whose side effects are unclassified (e.g. MCP tools)")
	fl.BoolVar(&f.asJSON, "json", false, "print JSON")
}

// executor builds an executor with an invoker bound to every tool that has one: an
// HTTP invoker for an approved base URL (--base-url, else the source's, else
// execution_metadata.base_url) or the MCP session the tool came from.
func (f *execFlags) executor(l *loaded) (*execute.Executor, error) {
	reg := l.reg
	urls := map[string]string{}
	for _, kv := range f.baseURLs {
		tool, url, ok := strings.Cut(kv, "=")
		if !ok || tool == "" || url == "" {
			return nil, badf("--base-url %q: want TOOL=URL", kv)
		}
		if _, ok := reg.Snapshot().Entry(tool); !ok {
			return nil, badf("--base-url %q: no tool %q in the catalog", kv, tool)
		}
		urls[tool] = url
	}
	policy := execute.Policy{AllowUnclassifiedRemote: f.allowUnclass}
	if f.allowMutations {
		policy.AllowMutations = true
		policy.ApprovalMode = execute.ApprovalNonReadOnly
	}
	approve := f.approve
	x, err := execute.New(reg, execute.Options{
		Policy:  policy,
		OnEvent: f.onEvent,
		Approve: func(context.Context, execute.ApprovalRequest) (bool, error) {
			return approve, nil
		},
	})
	if err != nil {
		return nil, bad(err)
	}
	for _, e := range reg.Snapshot().Entries() {
		url, ok := urls[e.Key()]
		if inv, fromSource := l.invokers[e.Key()]; fromSource && !ok {
			if err := x.Bind(e.Key(), inv); err != nil {
				return nil, bad(err)
			}
			continue
		}
		if !ok {
			url, _ = e.Tool().ExecutionMetadata["base_url"].(string)
		}
		if url == "" {
			continue
		}
		inv, err := httpinvoker.New(url)
		if err != nil {
			return nil, badf("tool %s: %w", e.Key(), err)
		}
		if err := x.Bind(e.Key(), inv); err != nil {
			return nil, bad(err)
		}
	}
	return x, nil
}

func writeResults(w io.Writer, run *execute.RunResult, p *plan.Plan, asJSON bool) error {
	if asJSON {
		return writeJSON(w, struct {
			Plan *plan.Plan         `json:"plan"`
			Run  *execute.RunResult `json:"run"`
		}{p, run})
	}
	for _, r := range run.Results {
		fmt.Fprintf(w, "%s.%s\n", r.Tool, r.Endpoint)
		var buf bytes.Buffer
		enc := json.NewEncoder(&buf)
		enc.SetIndent("  ", "  ")
		enc.SetEscapeHTML(false)
		if err := enc.Encode(r.Data); err != nil {
			return err
		}
		fmt.Fprintf(w, "  data: %s", buf.String())
		for _, name := range r.ProjectedFields {
			c := r.FieldContracts[name]
			var parts []string
			if c.SemanticID != "" {
				parts = append(parts, "semantic "+c.SemanticID)
			}
			if c.Unit != "" {
				u := "unit " + c.Unit
				if c.SourceUnit != c.Unit {
					u += " (from " + c.SourceUnit + ")"
				}
				parts = append(parts, u)
			}
			for _, k := range slices.Sorted(maps.Keys(c.Qualifiers)) {
				parts = append(parts, k+"="+c.Qualifiers[k])
			}
			fmt.Fprintf(w, "  %-24s %s\n", name, strings.Join(parts, ", "))
		}
	}
	return nil
}

func newInvokeCommand() *cobra.Command {
	var f execFlags
	var args []string
	var maxCalls int
	var mode string
	cmd := &cobra.Command{
		Use:   "invoke [flags] QUERY",
		Short: "Plan a request and execute it against the tools' HTTP endpoints",
		Example: `  schemarouter invoke --catalog api.json --base-url pets=http://127.0.0.1:8080 "list pets"
  schemarouter invoke --allow-mutations --approve --arg name=Rex "add a pet"`,
		Args: cobra.ExactArgs(1),
		RunE: func(cmd *cobra.Command, pos []string) error {
			supplied, err := parseArgs(args)
			if err != nil {
				return err
			}
			l, err := f.src.load(cmd.Context())
			if err != nil {
				return err
			}
			defer l.Close()
			reg := l.reg
			x, err := f.executor(l)
			if err != nil {
				return err
			}
			req := plan.Request{Query: pos[0], Arguments: supplied, MaxCalls: maxCalls, RetrievalMode: plan.RetrievalMode(mode)}
			p, err := plan.New(reg, plan.Options{}).PlanWith(cmd.Context(), req, x.Available)
			if err != nil {
				return bad(err)
			}
			if len(p.Calls) == 0 {
				return badf("no executable route: %s", strings.Join(p.Warnings, "; "))
			}
			if !p.Executable() {
				return badf("the plan is not executable: %s needs %s", p.Calls[0].RouteID(), strings.Join(p.Calls[0].MissingRequiredArguments, ", "))
			}
			run, err := x.Execute(cmd.Context(), p, execute.RunConfig{})
			if err != nil {
				return bad(err)
			}
			return writeResults(cmd.OutOrStdout(), run, p, f.asJSON)
		},
	}
	f.register(cmd)
	cmd.Flags().StringArrayVar(&args, "arg", nil, "caller-supplied argument `KEY=VALUE` (repeatable; JSON literals are decoded)")
	cmd.Flags().IntVar(&maxCalls, "max-calls", 1, "upper bound on primary calls (1..32)")
	cmd.Flags().StringVar(&mode, "mode", "coverage", "multi-call retrieval mode: coverage or corroborate")
	return cmd
}

func newExecuteCommand() *cobra.Command {
	var f execFlags
	cmd := &cobra.Command{
		Use:   "execute [flags] PLAN.json",
		Short: "Execute a saved plan (refused if the catalog changed since it was made)",
		Args:  cobra.ExactArgs(1),
		RunE: func(cmd *cobra.Command, pos []string) error {
			data, err := readInput(cmd, pos[0])
			if err != nil {
				return err
			}
			var p plan.Plan
			dec := json.NewDecoder(bytes.NewReader(data))
			dec.DisallowUnknownFields()
			if err := dec.Decode(&p); err != nil {
				return badf("%s: not a plan: %w", pos[0], err)
			}
			l, err := f.src.load(cmd.Context())
			if err != nil {
				return err
			}
			defer l.Close()
			x, err := f.executor(l)
			if err != nil {
				return err
			}
			run, err := x.Execute(cmd.Context(), &p, execute.RunConfig{})
			if err != nil {
				return bad(err)
			}
			return writeResults(cmd.OutOrStdout(), run, &p, f.asJSON)
		},
	}
	f.register(cmd)
	return cmd
}

// readInput reads a file, or stdin for "-", up to 16 MiB.
func readInput(cmd *cobra.Command, path string) ([]byte, error) {
	var r io.Reader
	if path == "-" {
		r = cmd.InOrStdin()
	} else {
		file, err := os.Open(path)
		if err != nil {
			return nil, bad(err)
		}
		defer file.Close()
		r = file
	}
	data, err := io.ReadAll(io.LimitReader(r, 16<<20+1))
	if err != nil {
		return nil, bad(err)
	}
	if len(data) > 16<<20 {
		return nil, badf("%s: larger than 16 MiB", path)
	}
	return data, nil
}
