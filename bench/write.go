package bench

import (
	"encoding/csv"
	"fmt"
	"html/template"
	"io"
	"maps"
	"slices"
	"strconv"
	"text/tabwriter"
)

func pct(f *float64) string {
	if f == nil {
		return "-"
	}
	return fmt.Sprintf("%.1f%%", 100**f)
}

func ci(iv *Interval) string {
	if iv == nil {
		return "-"
	}
	return fmt.Sprintf("[%.1f%%, %.1f%%]", 100*iv.Low, 100*iv.High)
}

func ms(f *float64) string {
	if f == nil {
		return "-"
	}
	return fmt.Sprintf("%.3f", *f)
}

func ratio(num, den int) string { return fmt.Sprintf("%d/%d", num, den) }

// rateRow is one line of the overall table.
type rateRow struct {
	Name     string
	Value    *float64
	Interval *Interval
	Num, Den int
}

func (m *Metrics) rateRows() []rateRow {
	c := m.Counts
	return []rateRow{
		{"accuracy", m.Accuracy, m.Intervals.Accuracy, c.Correct, m.Cases},
		{"supported accuracy", m.SupportedAccuracy, m.Intervals.SupportedAccuracy, c.SupportedCorrect, c.Supported},
		{"near-domain rejection", m.NearDomainRejection, m.Intervals.NearDomainRejection, c.NearDomainRejected, c.NearDomain},
		{"OOD rejection", m.OODRejection, m.Intervals.OODRejection, c.OODRejected, c.OOD},
		{"false-route rate", m.FalseRouteRate, nil, c.FalseRoutes, m.Cases},
	}
}

// groupRow is one line of a by-language or by-category table.
type groupRow struct {
	Name string
	*Metrics
}

func groupRows(groups map[string]*Metrics) []groupRow {
	var out []groupRow
	for _, k := range slices.Sorted(maps.Keys(groups)) {
		out = append(out, groupRow{k, groups[k]})
	}
	return out
}

// WriteText writes readable summary tables: overall, by language, by category, taxonomy
// and latency.
func (r *Report) WriteText(w io.Writer) error {
	tw := tabwriter.NewWriter(w, 0, 4, 2, ' ', 0)
	split := r.Split
	if split == "" {
		split = "all"
	}
	fmt.Fprintf(tw, "Routing benchmark: stack %s, %d cases, split %s\n", r.Stack, r.Cases, split)
	if r.Corpus != "" {
		fmt.Fprintf(tw, "corpus %s\n", r.Corpus)
	}
	fmt.Fprintf(tw, "corpus sha256 %s\ncatalog fingerprint %s\n\n", r.CorpusSHA256, r.CatalogFingerprint)

	fmt.Fprintln(tw, "OVERALL\tVALUE\t95% WILSON\tN")
	for _, row := range r.rateRows() {
		fmt.Fprintf(tw, "%s\t%s\t%s\t%s\n", row.Name, pct(row.Value), ci(row.Interval), ratio(row.Num, row.Den))
	}
	writeGroups(tw, "LANGUAGE", r.Languages)
	writeGroups(tw, "CATEGORY", r.Categories)

	fmt.Fprintln(tw, "\nTAXONOMY\tCASES\tSHARE")
	for _, o := range Outcomes {
		fmt.Fprintf(tw, "%s\t%d\t%s\n", o, r.Taxonomy[o], pct(fraction(r.Taxonomy[o], r.Cases)))
	}
	l := r.LatencyMS
	fmt.Fprintln(tw, "\nLATENCY (ms)\tMEAN\tP50\tP95\tMAX")
	fmt.Fprintf(tw, "per plan\t%s\t%s\t%s\t%s\n", ms(l.Mean), ms(l.P50), ms(l.P95), ms(l.Max))
	return tw.Flush()
}

func writeGroups(tw io.Writer, title string, groups map[string]*Metrics) {
	fmt.Fprintf(tw, "\n%s\tCASES\tACCURACY\tSUPPORTED\tNEAR-DOMAIN REJ.\tOOD REJ.\tFALSE ROUTES\tP50 MS\tP95 MS\n", title)
	for _, g := range groupRows(groups) {
		fmt.Fprintf(tw, "%s\t%d\t%s\t%s\t%s\t%s\t%d\t%s\t%s\n", g.Name, g.Cases, pct(g.Accuracy), pct(g.SupportedAccuracy),
			pct(g.NearDomainRejection), pct(g.OODRejection), g.Counts.FalseRoutes, ms(g.LatencyMS.P50), ms(g.LatencyMS.P95))
	}
}

// CSVHeader is the header row of WriteCSV.
var CSVHeader = []string{"id", "split", "language", "category", "query", "expected", "predicted", "outcome", "correct", "latency_ms"}

// WriteCSV writes one row per case result after a header row (CSVHeader). A missing
// route is an empty cell.
func (r *Report) WriteCSV(w io.Writer) error {
	cw := csv.NewWriter(w)
	if err := cw.Write(CSVHeader); err != nil {
		return err
	}
	for i := range r.Results {
		c := &r.Results[i]
		row := []string{c.ID, c.Split, c.Language, c.Category, c.Query, deref(c.Expected), deref(c.Predicted),
			string(c.Outcome), strconv.FormatBool(c.Correct), strconv.FormatFloat(c.LatencyMS, 'f', 4, 64)}
		if err := cw.Write(row); err != nil {
			return err
		}
	}
	cw.Flush()
	return cw.Error()
}

func deref(s *string) string {
	if s == nil {
		return ""
	}
	return *s
}

var htmlTemplate = template.Must(template.New("report").Funcs(template.FuncMap{
	"pct":   pct,
	"ci":    ci,
	"ms":    ms,
	"ratio": ratio,
	"deref": deref,
	"share": func(n, d int) string { return pct(fraction(n, d)) },
}).Parse(`<!DOCTYPE html>
<html lang="en">
<head>
<meta charset="utf-8">
<title>Routing benchmark: {{.R.Stack}}, {{.R.Cases}} cases</title>
<style>
body { font-family: system-ui, sans-serif; margin: 2em; color: #222; }
table { border-collapse: collapse; margin: 0.5em 0 1.5em; }
th, td { border: 1px solid #ccc; padding: 0.25em 0.6em; text-align: left; }
td.num { text-align: right; font-variant-numeric: tabular-nums; }
th { background: #f0f0f0; }
tr.correct td.outcome { color: #176b2c; }
tr.false_route td.outcome { color: #b00020; font-weight: bold; }
tr.missed_route td.outcome, tr.wrong_tool td.outcome, tr.wrong_endpoint td.outcome { color: #a05a00; }
code { font-size: 0.9em; }
</style>
</head>
<body>
<h1>Routing benchmark</h1>
<p>Stack <code>{{.R.Stack}}</code>, {{.R.Cases}} cases, split {{if .R.Split}}<code>{{.R.Split}}</code>{{else}}all{{end}}.<br>
{{if .R.Corpus}}Corpus <code>{{.R.Corpus}}</code>, {{end}}SHA-256 <code>{{.R.CorpusSHA256}}</code><br>
Catalog fingerprint <code>{{.R.CatalogFingerprint}}</code></p>

<h2>Overall</h2>
<table id="overall">
<tr><th>metric</th><th>value</th><th>95% Wilson</th><th>n</th></tr>
{{range .Rates}}<tr><td>{{.Name}}</td><td class="num">{{pct .Value}}</td><td class="num">{{ci .Interval}}</td><td class="num">{{ratio .Num .Den}}</td></tr>
{{end}}</table>

{{define "groups"}}<tr><th>{{.Title}}</th><th>cases</th><th>accuracy</th><th>95% Wilson</th><th>supported</th><th>near-domain rej.</th><th>OOD rej.</th><th>false routes</th><th>p50 ms</th><th>p95 ms</th></tr>
{{range .Rows}}<tr><td>{{.Name}}</td><td class="num">{{.Cases}}</td><td class="num">{{pct .Accuracy}}</td><td class="num">{{ci .Intervals.Accuracy}}</td><td class="num">{{pct .SupportedAccuracy}}</td><td class="num">{{pct .NearDomainRejection}}</td><td class="num">{{pct .OODRejection}}</td><td class="num">{{.Counts.FalseRoutes}}</td><td class="num">{{ms .LatencyMS.P50}}</td><td class="num">{{ms .LatencyMS.P95}}</td></tr>
{{end}}{{end}}
<h2>By language</h2>
<table id="by-language">
{{template "groups" .Languages}}</table>

<h2>By category</h2>
<table id="by-category">
{{template "groups" .Categories}}</table>

<h2>Error taxonomy</h2>
<table id="taxonomy">
<tr><th>outcome</th><th>cases</th><th>share</th></tr>
{{range .Taxonomy}}<tr><td>{{.Name}}</td><td class="num">{{.Count}}</td><td class="num">{{share .Count $.R.Cases}}</td></tr>
{{end}}</table>

<h2>Latency per plan (ms)</h2>
<table id="latency">
<tr><th>mean</th><th>p50</th><th>p95</th><th>max</th></tr>
<tr><td class="num">{{ms .R.LatencyMS.Mean}}</td><td class="num">{{ms .R.LatencyMS.P50}}</td><td class="num">{{ms .R.LatencyMS.P95}}</td><td class="num">{{ms .R.LatencyMS.Max}}</td></tr>
</table>
{{if .R.Results}}
<h2>Cases</h2>
<table id="cases">
<tr><th>id</th><th>language</th><th>category</th><th>query</th><th>expected</th><th>predicted</th><th>outcome</th><th>ms</th></tr>
{{range .R.Results}}<tr class="{{.Outcome}}"><td><code>{{.ID}}</code></td><td>{{.Language}}</td><td>{{.Category}}</td><td>{{.Query}}</td><td>{{with .Expected}}<code>{{.}}</code>{{else}}none{{end}}</td><td>{{with .Predicted}}<code>{{.}}</code>{{else}}none{{end}}</td><td class="outcome">{{.Outcome}}</td><td class="num">{{printf "%.3f" .LatencyMS}}</td></tr>
{{end}}</table>
{{end}}
</body>
</html>
`))

type htmlGroups struct {
	Title string
	Rows  []groupRow
}

type htmlTaxonomy struct {
	Name  Outcome
	Count int
}

// WriteHTML writes the report as a self-contained static HTML page (inline CSS, no
// scripts or external assets): overall, by language, by category, taxonomy, latency,
// and one row per case result.
func (r *Report) WriteHTML(w io.Writer) error {
	var tax []htmlTaxonomy
	for _, o := range Outcomes {
		tax = append(tax, htmlTaxonomy{o, r.Taxonomy[o]})
	}
	return htmlTemplate.Execute(w, map[string]any{
		"R":          r,
		"Rates":      r.rateRows(),
		"Languages":  htmlGroups{"language", groupRows(r.Languages)},
		"Categories": htmlGroups{"category", groupRows(r.Categories)},
		"Taxonomy":   tax,
	})
}
