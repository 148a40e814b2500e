package main

import (
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"strings"

	"github.com/spf13/cobra"

	"github.com/schemarouter/schemarouter"
	"github.com/schemarouter/schemarouter/catalog"
	"github.com/schemarouter/schemarouter/plan"
)

// loadRegistry builds a registry from a catalog file, or from the built-in catalog
// when path is empty.
func loadRegistry(path string) (*catalog.MemoryRegistry, error) {
	var c catalog.Catalog
	var err error
	if path == "" {
		c, err = schemarouter.ScienceCatalog()
	} else {
		c, err = catalog.ReadCatalogFile(path)
	}
	if err != nil {
		return nil, bad(err)
	}
	reg, err := catalog.NewRegistry(c.Tools...)
	return reg, bad(err)
}

// parseArgs turns k=v pairs into arguments. A value that is a JSON literal (number,
// true, false, null, a quoted string, an object or an array) is decoded; anything
// else is a plain string.
func parseArgs(pairs []string) (map[string]any, error) {
	out := map[string]any{}
	for _, p := range pairs {
		k, v, ok := strings.Cut(p, "=")
		if !ok || k == "" {
			return nil, badf("--arg %q: want KEY=VALUE", p)
		}
		if _, dup := out[k]; dup {
			return nil, badf("--arg %q: %s given twice", p, k)
		}
		var decoded any
		if err := json.Unmarshal([]byte(v), &decoded); err == nil {
			out[k] = decoded
		} else {
			out[k] = v
		}
	}
	return out, nil
}

func writeJSON(w io.Writer, v any) error {
	enc := json.NewEncoder(w)
	enc.SetIndent("", "  ")
	enc.SetEscapeHTML(false)
	return enc.Encode(v)
}

func readRequestFile(cmd *cobra.Command, path string) (plan.Request, error) {
	data, err := readInput(cmd, path)
	if err != nil {
		return plan.Request{}, err
	}
	req, err := plan.DecodeRequest(data)
	if err != nil {
		return plan.Request{}, badf("%s: %w", path, err)
	}
	return req, nil
}

func newPlanCommand() *cobra.Command {
	var (
		src                      sources
		dec                      decisionFlags
		mode, scope, requestPath string
		maxCalls, maxFallbacks   int
		args, concepts, prefer   []string
		asJSON                   bool
	)
	cmd := &cobra.Command{
		Use:   "plan [flags] QUERY",
		Short: "Compile a request into a typed execution plan",
		Example: `  schemarouter plan "GaAs band gap" --arg formula=GaAs
  schemarouter plan --max-calls 3 --mode corroborate "GaAs density"
  schemarouter plan --json --catalog my-tools.yaml "list open invoices"`,
		Args: func(cmd *cobra.Command, pos []string) error {
			if requestPath != "" {
				return cobra.MaximumNArgs(1)(cmd, pos)
			}
			return cobra.ExactArgs(1)(cmd, pos)
		},
		RunE: func(cmd *cobra.Command, pos []string) error {
			var req plan.Request
			if requestPath != "" {
				var err error
				if req, err = readRequestFile(cmd, requestPath); err != nil {
					return err
				}
			}
			if len(pos) == 1 {
				req.Query = pos[0]
			}
			supplied, err := parseArgs(args)
			if err != nil {
				return err
			}
			if len(supplied) > 0 {
				if req.Arguments == nil {
					req.Arguments = map[string]any{}
				}
				for k, v := range supplied {
					req.Arguments[k] = v
				}
			}
			req.Concepts = append(req.Concepts, concepts...)
			req.PreferredTools = append(req.PreferredTools, prefer...)
			flags := cmd.Flags()
			if flags.Changed("max-calls") {
				req.MaxCalls = maxCalls
			}
			if flags.Changed("mode") {
				req.RetrievalMode = plan.RetrievalMode(mode)
			}
			if flags.Changed("fallback-scope") {
				req.FallbackScope = plan.FallbackScope(scope)
			}
			if flags.Changed("max-fallbacks") {
				req.MaxFallbacks = &maxFallbacks
			}
			popts, err := dec.options(cmd)
			if err != nil {
				return err
			}
			l, err := src.load(cmd.Context())
			if err != nil {
				return err
			}
			defer l.Close()
			p, err := plan.New(l.reg, popts).Plan(cmd.Context(), req)
			if err != nil {
				return bad(err)
			}
			if asJSON {
				return writeJSON(cmd.OutOrStdout(), p)
			}
			return p.WriteText(cmd.OutOrStdout())
		},
	}
	src.register(cmd)
	dec.register(cmd)
	f := cmd.Flags()
	f.IntVar(&maxCalls, "max-calls", 1, "upper bound on primary calls (1..32)")
	f.StringVar(&mode, "mode", "coverage", "multi-call retrieval mode: coverage or corroborate")
	f.StringArrayVar(&args, "arg", nil, "caller-supplied argument `KEY=VALUE` (repeatable; JSON literals are decoded)")
	f.StringArrayVar(&concepts, "concept", nil, "explicit concept term (repeatable)")
	f.StringArrayVar(&prefer, "prefer", nil, "preferred `TOOL` key or name (repeatable)")
	f.StringVar(&scope, "fallback-scope", "disabled", "precompiled fallbacks: disabled, same_provider or cross_provider")
	f.IntVar(&maxFallbacks, "max-fallbacks", plan.DefaultMaxFallbacks, "alternatives per primary call (0..8)")
	f.StringVar(&requestPath, "request", "", "read a full plan request (JSON or YAML) from `FILE` ('-' for stdin); flags override it")
	f.BoolVar(&asJSON, "json", false, "print the plan as JSON")
	return cmd
}

func newRetrieveCommand() *cobra.Command {
	var (
		src    sources
		k      int
		args   []string
		asJSON bool
	)
	cmd := &cobra.Command{
		Use:     "retrieve [flags] QUERY",
		Short:   "Rank the routes that could answer a request, with their contracts",
		Example: `  schemarouter retrieve -k 3 "crystal structure of quartz"`,
		Args:    cobra.ExactArgs(1),
		RunE: func(cmd *cobra.Command, pos []string) error {
			if k < 1 {
				return badf("-k must be at least 1, got %d", k)
			}
			supplied, err := parseArgs(args)
			if err != nil {
				return err
			}
			l, err := src.load(cmd.Context())
			if err != nil {
				return err
			}
			defer l.Close()
			r, err := plan.New(l.reg, plan.Options{}).Retrieve(cmd.Context(), plan.RetrieveRequest{Query: pos[0], Arguments: supplied, K: k})
			if err != nil {
				return bad(err)
			}
			if asJSON {
				return writeJSON(cmd.OutOrStdout(), r)
			}
			return r.WriteText(cmd.OutOrStdout())
		},
	}
	src.register(cmd)
	f := cmd.Flags()
	f.IntVarP(&k, "k", "k", plan.DefaultK, "number of routes to return")
	f.StringArrayVar(&args, "arg", nil, "caller-supplied argument `KEY=VALUE` (repeatable)")
	f.BoolVar(&asJSON, "json", false, "print the retrieval as JSON")
	return cmd
}

func newCatalogCommand() *cobra.Command {
	cmd := &cobra.Command{Use: "catalog", Short: "Validate and show catalogs"}
	cmd.AddCommand(&cobra.Command{
		Use:   "validate FILE",
		Short: "Check a catalog file; print a summary, or every problem with its path",
		Args:  cobra.ExactArgs(1),
		RunE: func(cmd *cobra.Command, pos []string) error {
			c, err := catalog.ReadCatalogFile(pos[0])
			if err != nil {
				var verr *catalog.ValidationError
				if errors.As(err, &verr) {
					for _, p := range verr.Problems {
						fmt.Fprintf(cmd.ErrOrStderr(), "%s: %s\n", pos[0], p)
					}
					return badf("%s: %d problem(s)", pos[0], len(verr.Problems))
				}
				return bad(err)
			}
			if _, err := catalog.NewRegistry(c.Tools...); err != nil {
				return bad(err)
			}
			endpoints, params, fields := 0, 0, 0
			for _, t := range c.Tools {
				endpoints += len(t.Endpoints)
				for _, e := range t.Endpoints {
					params += len(e.Parameters)
					fields += len(e.OutputFields)
				}
			}
			fmt.Fprintf(cmd.OutOrStdout(), "%s: valid: %d tools, %d endpoints, %d parameters, %d output fields\n",
				pos[0], len(c.Tools), endpoints, params, fields)
			return nil
		},
	})
	var catalogPath string
	var asJSON bool
	show := &cobra.Command{
		Use:   "show [TOOL]",
		Short: "Show a catalog's tools, or one tool in full",
		Args:  cobra.MaximumNArgs(1),
		RunE: func(cmd *cobra.Command, pos []string) error {
			reg, err := loadRegistry(catalogPath)
			if err != nil {
				return err
			}
			snap := reg.Snapshot()
			if len(pos) == 1 {
				e, ok := snap.Entry(pos[0])
				if !ok {
					return badf("no tool %q in the catalog (tools: %s)", pos[0], strings.Join(snap.Keys(), ", "))
				}
				return showTool(cmd.OutOrStdout(), e, asJSON)
			}
			if asJSON {
				return writeJSON(cmd.OutOrStdout(), catalog.Catalog{Tools: snap.Tools()})
			}
			return showCatalog(cmd.OutOrStdout(), snap)
		},
	}
	show.Flags().StringVar(&catalogPath, "catalog", "", "catalog `FILE` (JSON or YAML); default: the built-in science catalog")
	show.Flags().BoolVar(&asJSON, "json", false, "print JSON")
	cmd.AddCommand(show)
	return cmd
}
