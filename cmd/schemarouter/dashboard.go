package main

import (
	"io"

	"github.com/spf13/cobra"

	"github.com/schemarouter/schemarouter/dashboard"
)

// newDashboardCommand is `schemarouter dashboard`: a self-contained, read-only HTML
// report of a persisted registry and its traces. Nothing is executed, and a missing
// database is refused, never created.
func newDashboardCommand() *cobra.Command {
	var db, traces, out string
	cmd := &cobra.Command{
		Use:   "dashboard --db FILE -o report.html",
		Short: "Write a read-only HTML report: tools, endpoints, fingerprints, recent runs and outcomes",
		Args:  cobra.NoArgs,
		RunE: func(cmd *cobra.Command, _ []string) error {
			if traces == "" {
				traces = db
			}
			data, err := dashboard.Load(db, traces)
			if err != nil {
				return bad(err)
			}
			return writeFileAtomic(out, func(w io.Writer) error { return dashboard.Render(w, data) })
		},
	}
	f := cmd.Flags()
	f.StringVar(&db, "db", "", "registry database `FILE` (must exist)")
	f.StringVar(&traces, "traces", "", "trace database `FILE` (must exist; default: the --db file)")
	f.StringVarP(&out, "output", "o", "", "write the HTML report to `FILE`")
	_ = cmd.MarkFlagRequired("db")
	_ = cmd.MarkFlagRequired("output")
	return cmd
}
