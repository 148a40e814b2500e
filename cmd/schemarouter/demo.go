package main

import (
	"context"

	"github.com/spf13/cobra"

	"github.com/schemarouter/schemarouter/demo"
)

// newDemoCommand is `schemarouter demo [--json]`: it starts local example providers
// in-process on 127.0.0.1, builds the catalog from their OpenAPI documents and runs a
// few requests end to end, printing each plan, the calls made and the aggregated
// entities.
func newDemoCommand() *cobra.Command {
	var asJSON bool
	cmd := &cobra.Command{
		Use:   "demo [--json]",
		Short: "Run example requests end to end against local example providers",
		Long: `demo starts five small read-only example APIs in-process on 127.0.0.1
(computed materials, experimental crystallography, chemistry, and two literature
services), imports each one's own OpenAPI document with a trusted overlay (semantic
IDs, units, qualifiers, providers), and runs a few requests through the planner, the
HTTP executor and aggregation:

  "GaAs density"                      corroborate, max_calls 3
  "molecular weight of caffeine"      one call
  "DOI 10.1103/PhysRevB.54.11169 abstract and citation count"
                                      corroborate, max_calls 2

For each request it prints the plan, the HTTP calls made, and the aggregated entities
with every observation, its unit, qualifiers, provider and source, and whether the
observations agree. With --json it prints one JSON object per request
({query, request, plan, calls, results, entities}). Nothing leaves the machine and
every listener is closed before the command returns.`,
		Example: `  schemarouter demo
  schemarouter demo --json`,
		Args: cobra.NoArgs,
		RunE: func(cmd *cobra.Command, _ []string) error {
			ctx := cmd.Context()
			if ctx == nil {
				ctx = context.Background()
			}
			if err := demo.Run(ctx, cmd.OutOrStdout(), demo.Options{JSON: asJSON}); err != nil {
				return bad(err)
			}
			return nil
		},
	}
	cmd.Flags().BoolVar(&asJSON, "json", false, "print one JSON object per request")
	return cmd
}
