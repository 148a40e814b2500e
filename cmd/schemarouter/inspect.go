package main

import (
	"fmt"
	"io"
	"strings"
	"text/tabwriter"
	"time"

	"github.com/spf13/cobra"

	"github.com/schemarouter/schemarouter/catalog"
	"github.com/schemarouter/schemarouter/execute"
	"github.com/schemarouter/schemarouter/store"
)

// newInspectCommand is `schemarouter inspect`: read-only views of persisted registries
// and traces (CORE.md §5). Inspection never executes, binds or approves anything, and a
// missing database is refused, never created.
func newInspectCommand() *cobra.Command {
	cmd := &cobra.Command{
		Use:   "inspect",
		Short: "Inspect a persisted registry or trace database (read-only)",
		Args:  cobra.NoArgs,
	}
	cmd.AddCommand(newInspectRegistryCommand(), newInspectToolCommand(), newInspectDiffCommand(),
		newInspectTracesCommand(), newInspectTraceCommand())
	return cmd
}

func openRegistryRO(path string) (*catalog.Snapshot, error) {
	r, err := store.OpenRegistryReadOnly(path)
	if err != nil {
		return nil, bad(err)
	}
	defer r.Close()
	return r.Snapshot(), nil
}

func shortFP(fp string) string {
	if len(fp) > 12 {
		return fp[:12]
	}
	return fp
}

// provenanceKeys are the tool metadata keys shown by inspect registry; other metadata
// is never printed (it may hold anything).
var provenanceKeys = []string{"adapter", "source", "source_url", "source_kind", "spec_version", "imported_from", "imported_at"}

func provenance(t *catalog.ToolSpec) map[string]string {
	out := map[string]string{}
	for _, k := range provenanceKeys {
		if s, ok := t.Metadata[k].(string); ok && s != "" {
			out[k] = s
		}
	}
	return out
}

type inspectEndpointView struct {
	Name        string   `json:"name"`
	Route       string   `json:"route"`
	Method      string   `json:"method,omitempty"`
	Path        string   `json:"path,omitempty"`
	Class       string   `json:"class"`
	Parameters  []string `json:"parameters"`
	Required    []string `json:"required_parameters"`
	Fields      []string `json:"fields"`
	Fingerprint string   `json:"fingerprint"`
}

type inspectToolSummary struct {
	Key         string                `json:"key"`
	Provider    string                `json:"provider,omitempty"`
	AccessMode  string                `json:"access_mode,omitempty"`
	Remote      bool                  `json:"remote"`
	Fingerprint string                `json:"fingerprint"`
	Provenance  map[string]string     `json:"provenance,omitempty"`
	Endpoints   []inspectEndpointView `json:"endpoints"`
}

type inspectRegistryView struct {
	Database     string               `json:"database"`
	Version      int64                `json:"version"`
	Tools        int                  `json:"tools"`
	Endpoints    int                  `json:"endpoints"`
	ReadOnly     int                  `json:"read_only"`
	Mutating     int                  `json:"mutating"`
	Unclassified int                  `json:"unclassified"`
	ToolList     []inspectToolSummary `json:"tool_list"`
}

func registryView(path string, snap *catalog.Snapshot) inspectRegistryView {
	v := inspectRegistryView{Database: path, Version: snap.Version(), Tools: snap.Len(), ToolList: []inspectToolSummary{}}
	for _, e := range snap.Entries() {
		t := e.Tool()
		ts := inspectToolSummary{Key: e.Key(), Provider: t.Provider, AccessMode: t.AccessMode, Remote: t.Remote,
			Fingerprint: e.Fingerprint(), Provenance: provenance(t), Endpoints: []inspectEndpointView{}}
		for i := range t.Endpoints {
			ep := &t.Endpoints[i]
			v.Endpoints++
			switch {
			case ep.ReadOnly == nil:
				v.Unclassified++
			case *ep.ReadOnly:
				v.ReadOnly++
			default:
				v.Mutating++
			}
			ev := inspectEndpointView{Name: ep.Name, Route: catalog.RouteID(e.Key(), ep.Name), Method: ep.Method, Path: ep.Path,
				Class: classOf(ep), Parameters: []string{}, Required: []string{}, Fields: []string{}, Fingerprint: e.EndpointFingerprint(i)}
			for _, p := range ep.Parameters {
				ev.Parameters = append(ev.Parameters, p.Name)
				if p.Required {
					ev.Required = append(ev.Required, p.Name)
				}
			}
			for _, f := range ep.OutputFields {
				ev.Fields = append(ev.Fields, f.Name)
			}
			ts.Endpoints = append(ts.Endpoints, ev)
		}
		v.ToolList = append(v.ToolList, ts)
	}
	return v
}

func writeRegistryText(w io.Writer, v inspectRegistryView) error {
	tw := tabwriter.NewWriter(w, 0, 4, 2, ' ', 0)
	fmt.Fprintf(tw, "Registry %s: version %d, %d tools, %d endpoints (%d read-only, %d mutating, %d unclassified)\n",
		v.Database, v.Version, v.Tools, v.Endpoints, v.ReadOnly, v.Mutating, v.Unclassified)
	for _, t := range v.ToolList {
		fmt.Fprintf(tw, "\n%s  fingerprint %s", t.Key, shortFP(t.Fingerprint))
		if t.Provider != "" {
			fmt.Fprintf(tw, "  provider %s", t.Provider)
		}
		if t.AccessMode != "" {
			fmt.Fprintf(tw, "  access %s", t.AccessMode)
		}
		if t.Remote {
			fmt.Fprint(tw, "  remote")
		}
		fmt.Fprintln(tw)
		for _, k := range provenanceKeys {
			if s, ok := t.Provenance[k]; ok {
				fmt.Fprintf(tw, "  %s: %s\n", k, s)
			}
		}
		fmt.Fprintln(tw, "  ENDPOINT\tMETHOD\tPATH\tCLASS\tPARAMS\tFIELDS\tFINGERPRINT")
		for _, e := range t.Endpoints {
			params := make([]string, len(e.Parameters))
			for i, p := range e.Parameters {
				params[i] = p
				for _, r := range e.Required {
					if r == p {
						params[i] = p + "*"
					}
				}
			}
			fmt.Fprintf(tw, "  %s\t%s\t%s\t%s\t%s\t%s\t%s\n", e.Name, dash(e.Method), dash(e.Path), e.Class,
				dash(strings.Join(params, ", ")), dash(strings.Join(e.Fields, ", ")), shortFP(e.Fingerprint))
		}
	}
	return tw.Flush()
}

func dash(s string) string {
	if s == "" {
		return "-"
	}
	return s
}

func newInspectRegistryCommand() *cobra.Command {
	var db string
	var asJSON bool
	cmd := &cobra.Command{
		Use:   "registry --db FILE",
		Short: "Summarize a persisted registry: version, counts, endpoints, fingerprints",
		Args:  cobra.NoArgs,
		RunE: func(cmd *cobra.Command, _ []string) error {
			snap, err := openRegistryRO(db)
			if err != nil {
				return err
			}
			v := registryView(db, snap)
			if asJSON {
				return writeJSON(cmd.OutOrStdout(), v)
			}
			return writeRegistryText(cmd.OutOrStdout(), v)
		},
	}
	cmd.Flags().StringVar(&db, "db", "", "registry database `FILE` (must exist)")
	cmd.Flags().BoolVar(&asJSON, "json", false, "print JSON (full fingerprints)")
	_ = cmd.MarkFlagRequired("db")
	return cmd
}

func newInspectToolCommand() *cobra.Command {
	var db string
	var asJSON bool
	cmd := &cobra.Command{
		Use:   "tool KEY --db FILE",
		Short: "Show one stored tool with its fingerprints",
		Args:  cobra.ExactArgs(1),
		RunE: func(cmd *cobra.Command, args []string) error {
			snap, err := openRegistryRO(db)
			if err != nil {
				return err
			}
			e, ok := snap.Entry(args[0])
			if !ok {
				return badf("tool %q is not in registry %s", args[0], db)
			}
			return showTool(cmd.OutOrStdout(), e, asJSON)
		},
	}
	cmd.Flags().StringVar(&db, "db", "", "registry database `FILE` (must exist)")
	cmd.Flags().BoolVar(&asJSON, "json", false, "print the stored ToolSpec document and fingerprints as JSON")
	_ = cmd.MarkFlagRequired("db")
	return cmd
}

// onlyEndpoint keeps one endpoint of a tool (for diff --endpoint).
func onlyEndpoint(t catalog.ToolSpec, name string) (catalog.ToolSpec, bool) {
	ep, ok := t.Endpoint(name)
	if !ok {
		t.Endpoints = nil
		return t, false
	}
	t.Endpoints = []catalog.EndpointSpec{ep.Clone()}
	return t, true
}

func newInspectDiffCommand() *cobra.Command {
	var oldDB, newDB, endpoint string
	var asJSON bool
	cmd := &cobra.Command{
		Use:   "diff KEY --old-db A --new-db B",
		Short: "Classify the change of one tool between two registries (identical, compatible, breaking, security_review)",
		Args:  cobra.ExactArgs(1),
		RunE: func(cmd *cobra.Command, args []string) error {
			key := args[0]
			oldSnap, err := openRegistryRO(oldDB)
			if err != nil {
				return err
			}
			newSnap, err := openRegistryRO(newDB)
			if err != nil {
				return err
			}
			oldTool, err := oldSnap.Get(key)
			if err != nil {
				return badf("tool %q is not in registry %s", key, oldDB)
			}
			newTool, err := newSnap.Get(key)
			if err != nil {
				return badf("tool %q is not in registry %s", key, newDB)
			}
			if endpoint != "" {
				var inOld, inNew bool
				oldTool, inOld = onlyEndpoint(oldTool, endpoint)
				newTool, inNew = onlyEndpoint(newTool, endpoint)
				if !inOld && !inNew {
					return badf("endpoint %q is in neither registry's tool %q", endpoint, key)
				}
			}
			d := store.DiffTools(oldTool, newTool)
			if asJSON {
				return writeJSON(cmd.OutOrStdout(), struct {
					Key string `json:"key"`
					store.Diff
				}{key, d})
			}
			w := cmd.OutOrStdout()
			fmt.Fprintf(w, "%s: %s\n", key, d.Classification)
			tw := tabwriter.NewWriter(w, 0, 4, 2, ' ', 0)
			for _, c := range d.Changes {
				fmt.Fprintf(tw, "  %s\t%s\t%s\t%s\n", c.Severity, c.Path, c.Kind, c.Message)
			}
			return tw.Flush()
		},
	}
	f := cmd.Flags()
	f.StringVar(&oldDB, "old-db", "", "old registry database `FILE` (must exist)")
	f.StringVar(&newDB, "new-db", "", "new registry database `FILE` (must exist)")
	f.StringVar(&endpoint, "endpoint", "", "compare only endpoint `NAME`")
	f.BoolVar(&asJSON, "json", false, "print the diff as JSON")
	_ = cmd.MarkFlagRequired("old-db")
	_ = cmd.MarkFlagRequired("new-db")
	return cmd
}

func openTracesRO(path string) (*store.TraceStore, error) {
	ts, err := store.OpenTracesReadOnly(path)
	if err != nil {
		return nil, bad(err)
	}
	return ts, nil
}

func fmtTime(t time.Time) string {
	if t.IsZero() {
		return "-"
	}
	return t.UTC().Format(time.RFC3339Nano)
}

func newInspectTracesCommand() *cobra.Command {
	var db string
	var complete, incomplete, asJSON bool
	cmd := &cobra.Command{
		Use:   "traces --db FILE",
		Short: "List persisted runs",
		Args:  cobra.NoArgs,
		RunE: func(cmd *cobra.Command, _ []string) error {
			ts, err := openTracesRO(db)
			if err != nil {
				return err
			}
			defer ts.Close()
			runs, err := ts.Runs()
			if err != nil {
				return bad(fmt.Errorf("%s: %w", db, err))
			}
			out := []store.RunSummary{}
			for _, r := range runs {
				if (complete && !r.Complete) || (incomplete && r.Complete) {
					continue
				}
				out = append(out, r)
			}
			if asJSON {
				return writeJSON(cmd.OutOrStdout(), out)
			}
			tw := tabwriter.NewWriter(cmd.OutOrStdout(), 0, 4, 2, ' ', 0)
			fmt.Fprintln(tw, "RUN\tSTART\tEND\tEVENTS\tSTATUS")
			for _, r := range out {
				status := "incomplete"
				if r.Complete {
					status = "complete"
				}
				fmt.Fprintf(tw, "%s\t%s\t%s\t%d\t%s\n", r.RunID, fmtTime(r.Start), fmtTime(r.End), r.Events, status)
			}
			return tw.Flush()
		},
	}
	f := cmd.Flags()
	f.StringVar(&db, "db", "", "trace database `FILE` (must exist)")
	f.BoolVar(&complete, "complete", false, "only runs that ended (run.end or run.error)")
	f.BoolVar(&incomplete, "incomplete", false, "only runs without run.end or run.error")
	f.BoolVar(&asJSON, "json", false, "print JSON")
	_ = cmd.MarkFlagRequired("db")
	cmd.MarkFlagsMutuallyExclusive("complete", "incomplete")
	return cmd
}

func newInspectTraceCommand() *cobra.Command {
	var db string
	var asJSON bool
	cmd := &cobra.Command{
		Use:   "trace RUN_ID --db FILE",
		Short: "Show the events of one persisted run (non-executing replay)",
		Args:  cobra.ExactArgs(1),
		RunE: func(cmd *cobra.Command, args []string) error {
			ts, err := openTracesRO(db)
			if err != nil {
				return err
			}
			defer ts.Close()
			events, err := ts.Run(args[0])
			if err != nil {
				return bad(fmt.Errorf("%s: %w", db, err))
			}
			if asJSON {
				return writeJSON(cmd.OutOrStdout(), events)
			}
			return writeEventsText(cmd.OutOrStdout(), events)
		},
	}
	cmd.Flags().StringVar(&db, "db", "", "trace database `FILE` (must exist)")
	cmd.Flags().BoolVar(&asJSON, "json", false, "print the events as JSON")
	_ = cmd.MarkFlagRequired("db")
	return cmd
}

func writeEventsText(w io.Writer, events []execute.Event) error {
	tw := tabwriter.NewWriter(w, 0, 4, 2, ' ', 0)
	fmt.Fprintln(tw, "SEQ\tTIME\tTYPE\tROUTE\tATTEMPT\tDETAIL")
	for _, e := range events {
		attempt := "-"
		if e.Attempt > 0 {
			attempt = fmt.Sprint(e.Attempt)
		}
		detail := e.Detail
		if e.Error != "" {
			detail = strings.TrimSpace("error: " + e.Error + " " + e.Detail)
		}
		fmt.Fprintf(tw, "%d\t%s\t%s\t%s\t%s\t%s\n", e.Sequence, fmtTime(e.Time), e.Type, dash(e.Route), attempt, dash(oneLine(detail)))
	}
	return tw.Flush()
}
