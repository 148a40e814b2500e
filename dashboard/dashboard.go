// Package dashboard renders a self-contained, read-only HTML report of a persisted
// registry and its traces: tools and endpoints with their classification and
// fingerprints, recent runs and their decision outcomes (errors, fallbacks).
//
// The page has inline CSS only: no scripts and no external assets. Every value is
// escaped by html/template.
package dashboard

import (
	"errors"
	"fmt"
	"html/template"
	"io"
	"slices"
	"strings"
	"time"

	"github.com/schemarouter/schemarouter/catalog"
	"github.com/schemarouter/schemarouter/execute"
	"github.com/schemarouter/schemarouter/store"
)

// MaxRuns is the number of most recent runs Load reads; older runs are counted in
// Data.TotalRuns but not listed.
const MaxRuns = 200

// Data is everything the page shows.
type Data struct {
	GeneratedAt     time.Time
	RegistryDB      string
	TracesDB        string
	RegistryVersion int64
	Tools           []ToolRow
	// Runs are the most recent runs, newest first.
	Runs []RunRow
	// TotalRuns counts every stored run, listed or not.
	TotalRuns int
}

// ToolRow is one registered tool.
type ToolRow struct {
	Key         string
	Description string
	Provider    string
	AccessMode  string
	Remote      bool
	Fingerprint string
	Endpoints   []EndpointRow
}

// EndpointRow is one endpoint of a tool.
type EndpointRow struct {
	Name string
	// Class is read-only, mutating, destructive or unclassified.
	Class       string
	Method      string
	Path        string
	Fields      []string
	Fingerprint string
}

// RunRow is one stored run with its decision outcomes.
type RunRow struct {
	RunID    string
	Start    time.Time
	End      time.Time
	Events   int
	Complete bool
	// Failed is true when the run has a run.error event.
	Failed    bool
	Errors    int // tool.error events
	Fallbacks int // tool.fallback events
	// Routes are the distinct routes the run's events name, in first-seen order.
	Routes []string
	// LastError is the error text of the run's last failing event, if any.
	LastError string
}

// Outcome is "failed", "ok" or "incomplete".
func (r RunRow) Outcome() string {
	switch {
	case r.Failed:
		return "failed"
	case r.Complete:
		return "ok"
	}
	return "incomplete"
}

// Totals summarizes the decision outcomes of the listed runs.
type Totals struct {
	Runs, Complete, Incomplete, Failed, Errors, Fallbacks int
}

// Totals sums the listed runs.
func (d Data) Totals() Totals {
	var t Totals
	for _, r := range d.Runs {
		t.Runs++
		t.Errors += r.Errors
		t.Fallbacks += r.Fallbacks
		switch {
		case r.Failed:
			t.Failed++
			t.Complete++
		case r.Complete:
			t.Complete++
		default:
			t.Incomplete++
		}
	}
	return t
}

// EndpointCount is the number of endpoints over all tools.
func (d Data) EndpointCount() int {
	n := 0
	for _, t := range d.Tools {
		n += len(t.Endpoints)
	}
	return n
}

// ClassOf classifies an endpoint: destructive, read-only, mutating or unclassified.
func ClassOf(ep *catalog.EndpointSpec) string {
	switch {
	case ep.IsDestructive():
		return "destructive"
	case ep.IsReadOnly():
		return "read-only"
	case ep.ReadOnly != nil:
		return "mutating"
	}
	return "unclassified"
}

// FromSnapshot builds the tool rows of a registry snapshot.
func FromSnapshot(snap *catalog.Snapshot) []ToolRow {
	out := []ToolRow{}
	for _, e := range snap.Entries() {
		t := e.Tool()
		row := ToolRow{Key: e.Key(), Description: t.Description, Provider: t.Provider, AccessMode: t.AccessMode,
			Remote: t.Remote, Fingerprint: e.Fingerprint(), Endpoints: []EndpointRow{}}
		for i := range t.Endpoints {
			ep := &t.Endpoints[i]
			er := EndpointRow{Name: ep.Name, Class: ClassOf(ep), Method: ep.Method, Path: ep.Path,
				Fields: []string{}, Fingerprint: e.EndpointFingerprint(i)}
			for _, f := range ep.OutputFields {
				er.Fields = append(er.Fields, f.Name)
			}
			row.Endpoints = append(row.Endpoints, er)
		}
		out = append(out, row)
	}
	return out
}

// RunFromEvents summarizes one run's events.
func RunFromEvents(sum store.RunSummary, events []execute.Event) RunRow {
	r := RunRow{RunID: sum.RunID, Start: sum.Start, End: sum.End, Events: sum.Events, Complete: sum.Complete, Routes: []string{}}
	for _, e := range events {
		switch e.Type {
		case execute.EventToolError:
			r.Errors++
		case execute.EventToolFallback:
			r.Fallbacks++
		case execute.EventRunError:
			r.Failed = true
		}
		if e.Error != "" {
			r.LastError = e.Error
		}
		if e.Route != "" && !slices.Contains(r.Routes, e.Route) {
			r.Routes = append(r.Routes, e.Route)
		}
	}
	return r
}

// Load reads the registry at registryDB and the traces at tracesDB, both read-only: a
// missing database is an error naming its path and is never created. An empty
// tracesDB means no traces. When tracesDB is the registry's own file and it holds no
// events table, the page simply lists no runs.
func Load(registryDB, tracesDB string) (Data, error) {
	d := Data{GeneratedAt: time.Now().UTC(), RegistryDB: registryDB, TracesDB: tracesDB, Tools: []ToolRow{}, Runs: []RunRow{}}
	reg, err := store.OpenRegistryReadOnly(registryDB)
	if err != nil {
		return Data{}, err
	}
	snap := reg.Snapshot()
	reg.Close()
	d.RegistryVersion = snap.Version()
	d.Tools = FromSnapshot(snap)
	if tracesDB == "" {
		return d, nil
	}
	ts, err := store.OpenTracesReadOnly(tracesDB)
	if err != nil {
		if tracesDB == registryDB && !errors.Is(err, store.ErrMissingDB) && strings.Contains(err.Error(), "no events table") {
			return d, nil
		}
		return Data{}, err
	}
	defer ts.Close()
	sums, err := ts.Runs()
	if err != nil {
		return Data{}, fmt.Errorf("traces %s: %w", tracesDB, err)
	}
	d.TotalRuns = len(sums)
	if len(sums) > MaxRuns {
		sums = sums[len(sums)-MaxRuns:]
	}
	for i := len(sums) - 1; i >= 0; i-- { // newest first
		events, err := ts.Run(sums[i].RunID)
		if err != nil {
			return Data{}, fmt.Errorf("traces %s: run %s: %w", tracesDB, sums[i].RunID, err)
		}
		d.Runs = append(d.Runs, RunFromEvents(sums[i], events))
	}
	return d, nil
}

// ShortFP abbreviates a fingerprint to 12 characters.
func ShortFP(fp string) string {
	if len(fp) > 12 {
		return fp[:12]
	}
	return fp
}

func fmtTime(t time.Time) string {
	if t.IsZero() {
		return "-"
	}
	return t.UTC().Format("2006-01-02 15:04:05.000Z")
}

func dash(s string) string {
	if s == "" {
		return "-"
	}
	return s
}

var page = template.Must(template.New("dashboard").Funcs(template.FuncMap{
	"short": ShortFP,
	"time":  fmtTime,
	"dash":  dash,
	"join":  func(s []string) string { return dash(strings.Join(s, ", ")) },
}).Parse(pageHTML))

// Render writes the page for data to w.
func Render(w io.Writer, data Data) error {
	return page.Execute(w, data)
}

const pageHTML = `<!DOCTYPE html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>schemarouter dashboard</title>
<style>
body{font-family:system-ui,-apple-system,"Segoe UI",sans-serif;margin:1.5rem;color:#1d2330;background:#fafbfc}
h1{font-size:1.4rem;margin:0 0 .3rem}h2{font-size:1.1rem;margin:1.8rem 0 .5rem}
.meta{color:#5a6372;font-size:.9rem}
table{border-collapse:collapse;width:100%;font-size:.85rem;background:#fff}
th,td{border:1px solid #dde1e7;padding:.3rem .5rem;text-align:left;vertical-align:top}
th{background:#eef1f5}
code{font-family:ui-monospace,SFMono-Regular,Menlo,monospace;font-size:.8rem}
td.num{text-align:right}
.c-read-only{color:#17692d}.c-mutating{color:#9a5b00}.c-destructive{color:#b00020;font-weight:600}.c-unclassified{color:#6b7280;font-style:italic}
.o-ok{color:#17692d}.o-failed{color:#b00020;font-weight:600}.o-incomplete{color:#9a5b00}
.empty{color:#6b7280;font-style:italic}
</style>
</head>
<body>
<h1>schemarouter dashboard</h1>
<p class="meta">Generated {{time .GeneratedAt}} &middot; registry <code>{{.RegistryDB}}</code> version {{.RegistryVersion}} &middot; {{len .Tools}} tools, {{.EndpointCount}} endpoints{{if .TracesDB}} &middot; traces <code>{{.TracesDB}}</code>{{end}}</p>

<h2>Tools</h2>
<table id="tools">
<thead><tr><th>Key</th><th>Description</th><th>Provider</th><th>Access mode</th><th>Remote</th><th>Endpoints</th><th>Fingerprint</th></tr></thead>
<tbody>
{{range .Tools}}<tr><td><code>{{.Key}}</code></td><td>{{dash .Description}}</td><td>{{dash .Provider}}</td><td>{{dash .AccessMode}}</td><td>{{if .Remote}}remote{{else}}local{{end}}</td><td class="num">{{len .Endpoints}}</td><td><code title="{{.Fingerprint}}">{{short .Fingerprint}}</code></td></tr>
{{else}}<tr><td colspan="7" class="empty">No tools registered.</td></tr>
{{end}}</tbody>
</table>

<h2>Endpoints</h2>
<table id="endpoints">
<thead><tr><th>Tool</th><th>Endpoint</th><th>Class</th><th>Method</th><th>Path</th><th>Fields</th><th>Fingerprint</th></tr></thead>
<tbody>
{{range $t := .Tools}}{{range .Endpoints}}<tr><td><code>{{$t.Key}}</code></td><td><code>{{.Name}}</code></td><td class="c-{{.Class}}">{{.Class}}</td><td>{{dash .Method}}</td><td><code>{{dash .Path}}</code></td><td>{{join .Fields}}</td><td><code title="{{.Fingerprint}}">{{short .Fingerprint}}</code></td></tr>
{{end}}{{end}}{{if not .EndpointCount}}<tr><td colspan="7" class="empty">No endpoints.</td></tr>
{{end}}</tbody>
</table>

<h2>Decision outcomes</h2>
{{with .Totals}}<table id="outcomes">
<thead><tr><th>Runs</th><th>Complete</th><th>Incomplete</th><th>Failed (run.error)</th><th>tool.error</th><th>tool.fallback</th></tr></thead>
<tbody><tr><td class="num">{{.Runs}}</td><td class="num">{{.Complete}}</td><td class="num">{{.Incomplete}}</td><td class="num">{{.Failed}}</td><td class="num">{{.Errors}}</td><td class="num">{{.Fallbacks}}</td></tr></tbody>
</table>{{end}}

<h2>Recent runs</h2>
<p class="meta">{{len .Runs}} of {{.TotalRuns}} stored runs, newest first.</p>
<table id="runs">
<thead><tr><th>Run</th><th>Start</th><th>End</th><th>Events</th><th>Outcome</th><th>Errors</th><th>Fallbacks</th><th>Routes</th><th>Last error</th></tr></thead>
<tbody>
{{range .Runs}}<tr><td><code>{{.RunID}}</code></td><td>{{time .Start}}</td><td>{{time .End}}</td><td class="num">{{.Events}}</td><td class="o-{{.Outcome}}">{{.Outcome}}</td><td class="num">{{.Errors}}</td><td class="num">{{.Fallbacks}}</td><td>{{join .Routes}}</td><td>{{dash .LastError}}</td></tr>
{{else}}<tr><td colspan="9" class="empty">No runs recorded.</td></tr>
{{end}}</tbody>
</table>
</body>
</html>
`
