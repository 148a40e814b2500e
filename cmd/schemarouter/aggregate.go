package main

import (
	"strings"

	"github.com/spf13/cobra"

	"github.com/schemarouter/schemarouter/aggregate"
)

// newAggregateCommand is `schemarouter aggregate RECORDS.json`: it groups provider
// records into canonical entities and shows every observation with its agreement.
func newAggregateCommand() *cobra.Command {
	var (
		modes  []string
		asJSON bool
	)
	cmd := &cobra.Command{
		Use:   "aggregate [flags] RECORDS.json",
		Short: "Group provider records into canonical entities and show agreement",
		Long: `aggregate reads a JSON array of source records ('-' for stdin), each
{"provider", "entity_kind", "identifiers", "fields", "field_units", "qualifiers",
"provenance"}, merges records that share a trusted identifier (never on titles,
names or formulas, and never when trusted identifiers contradict), and prints each
entity with every observation, its unit, qualifiers and provider, and whether the
observations agree. It never picks a value among conflicting observations.`,
		Example: `  schemarouter aggregate records.json
  schemarouter aggregate --field-mode citation_count=preserve_observations --json records.json`,
		Args: cobra.ExactArgs(1),
		RunE: func(cmd *cobra.Command, pos []string) error {
			opts := aggregate.Options{}
			for _, m := range modes {
				field, mode, ok := strings.Cut(m, "=")
				if !ok || field == "" {
					return badf("--field-mode %q: want FIELD=MODE", m)
				}
				if mode != string(aggregate.ModeDeduplicate) && mode != string(aggregate.ModePreserveObservations) {
					return badf("--field-mode %q: mode must be deduplicate or preserve_observations", m)
				}
				if opts.FieldModes == nil {
					opts.FieldModes = map[string]aggregate.Mode{}
				}
				if _, dup := opts.FieldModes[field]; dup {
					return badf("--field-mode %q: %s given twice", m, field)
				}
				opts.FieldModes[field] = aggregate.Mode(mode)
			}
			data, err := readInput(cmd, pos[0])
			if err != nil {
				return err
			}
			records, err := aggregate.DecodeRecords(data)
			if err != nil {
				return badf("%s: %w", pos[0], err)
			}
			entities, err := aggregate.Aggregate(records, opts)
			if err != nil {
				return badf("%s: %w", pos[0], err)
			}
			if asJSON {
				return writeJSON(cmd.OutOrStdout(), entities)
			}
			return aggregate.WriteText(cmd.OutOrStdout(), entities)
		},
	}
	f := cmd.Flags()
	f.StringArrayVar(&modes, "field-mode", nil, "merge mode override `FIELD=MODE` (deduplicate or preserve_observations; repeatable)")
	f.BoolVar(&asJSON, "json", false, "print the entities as JSON")
	return cmd
}
