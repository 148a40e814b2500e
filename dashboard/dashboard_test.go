package dashboard

import (
	"bytes"
	"errors"
	"os"
	"path/filepath"
	"strings"
	"testing"
	"time"

	"github.com/schemarouter/schemarouter/catalog"
	"github.com/schemarouter/schemarouter/execute"
	"github.com/schemarouter/schemarouter/store"
)

func boolPtr(b bool) *bool { return &b }

func tools() []catalog.ToolSpec {
	return []catalog.ToolSpec{
		{
			Name: "materials", Namespace: "sci", Description: "Materials <b>x</b> & more",
			Provider: "materials_project", AccessMode: "openapi", Remote: true,
			Endpoints: []catalog.EndpointSpec{
				{
					Name: "search", Description: "Search materials", Method: "GET", Path: "/materials",
					ReadOnly:     boolPtr(true),
					Parameters:   []catalog.ParameterSpec{{Name: "formula", Required: true, JSONSchema: map[string]any{"type": "string"}}},
					OutputFields: []catalog.FieldSpec{{Name: "material_id", Identifier: true}, {Name: "band_gap", Unit: "eV"}},
				},
				{
					Name: "purge", Description: "Delete a material", Method: "DELETE", Path: "/materials/{id}",
					ReadOnly: boolPtr(false), Destructive: boolPtr(true),
					Parameters:   []catalog.ParameterSpec{{Name: "id", Required: true}},
					OutputFields: []catalog.FieldSpec{{Name: "deleted"}},
				},
			},
		},
		{
			Name: "papers",
			Endpoints: []catalog.EndpointSpec{{
				Name: "lookup", Description: "Look up papers",
				Parameters:   []catalog.ParameterSpec{{Name: "q"}},
				OutputFields: []catalog.FieldSpec{{Name: "doi", Identifier: true}, {Name: "title"}},
			}},
		},
	}
}

// fixtureDB writes a registry and traces into one database file.
func fixtureDB(t *testing.T) string {
	t.Helper()
	path := filepath.Join(t.TempDir(), "sr.db")
	reg, err := store.OpenRegistry(path)
	if err != nil {
		t.Fatal(err)
	}
	if err := reg.UpdateMany(tools(), false); err != nil {
		t.Fatal(err)
	}
	reg.Close()
	ts, err := store.OpenTraces(path)
	if err != nil {
		t.Fatal(err)
	}
	defer ts.Close()
	sink := ts.Sink()
	t0 := time.Date(2026, 1, 2, 3, 4, 5, 0, time.UTC)
	ev := func(run string, seq int64, typ, route, errText string) {
		sink(execute.Event{RunID: run, Sequence: seq, Type: typ, Time: t0.Add(time.Duration(seq) * time.Second), Route: route, Error: errText})
	}
	ev("run-ok", 1, execute.EventRunStart, "", "")
	ev("run-ok", 2, execute.EventToolStart, "sci.materials.search", "")
	ev("run-ok", 3, execute.EventToolError, "sci.materials.search", "upstream <b>x</b> failed")
	ev("run-ok", 4, execute.EventToolFallback, "papers.lookup", "")
	ev("run-ok", 5, execute.EventToolEnd, "papers.lookup", "")
	ev("run-ok", 6, execute.EventRunEnd, "", "")
	ev("run-open", 10, execute.EventRunStart, "", "")
	ev("run-open", 11, execute.EventToolStart, "papers.lookup", "")
	if err := ts.Err(); err != nil {
		t.Fatal(err)
	}
	return path
}

func TestLoadAndRender(t *testing.T) {
	path := fixtureDB(t)
	d, err := Load(path, path)
	if err != nil {
		t.Fatal(err)
	}
	if len(d.Tools) != 2 || d.RegistryVersion == 0 || d.TotalRuns != 2 || len(d.Runs) != 2 {
		t.Fatalf("data: %d tools, version %d, %d/%d runs", len(d.Tools), d.RegistryVersion, len(d.Runs), d.TotalRuns)
	}
	if d.Runs[0].RunID != "run-open" || d.Runs[0].Complete || d.Runs[0].Outcome() != "incomplete" {
		t.Errorf("newest run: %+v", d.Runs[0])
	}
	r := d.Runs[1]
	if r.RunID != "run-ok" || !r.Complete || r.Errors != 1 || r.Fallbacks != 1 || len(r.Routes) != 2 || r.Outcome() != "ok" {
		t.Errorf("run-ok: %+v", r)
	}
	if tot := d.Totals(); tot != (Totals{Runs: 2, Complete: 1, Incomplete: 1, Errors: 1, Fallbacks: 1}) {
		t.Errorf("totals: %+v", tot)
	}
	classes := map[string]string{}
	for _, tr := range d.Tools {
		for _, e := range tr.Endpoints {
			classes[tr.Key+"."+e.Name] = e.Class
		}
	}
	want := map[string]string{"sci.materials.search": "read-only", "sci.materials.purge": "destructive", "papers.lookup": "unclassified"}
	for k, v := range want {
		if classes[k] != v {
			t.Errorf("class of %s = %q, want %q", k, classes[k], v)
		}
	}

	var buf bytes.Buffer
	if err := Render(&buf, d); err != nil {
		t.Fatal(err)
	}
	html := buf.String()
	must := []string{`id="tools"`, `id="endpoints"`, `id="runs"`, `id="outcomes"`, "run-ok", "run-open",
		"sci.materials", "papers", "search", "purge", "lookup", "destructive", "read-only", "unclassified", "band_gap"}
	for _, tr := range d.Tools {
		must = append(must, ShortFP(tr.Fingerprint))
		for _, e := range tr.Endpoints {
			must = append(must, ShortFP(e.Fingerprint))
		}
	}
	for _, s := range must {
		if !strings.Contains(html, s) {
			t.Errorf("page lacks %q", s)
		}
	}
	if strings.Contains(strings.ToLower(html), "<script") {
		t.Error("page contains a script")
	}
	if strings.Contains(html, "<b>x</b>") {
		t.Error("a value is not escaped")
	}
	if !strings.Contains(html, "Materials &lt;b&gt;x&lt;/b&gt; &amp; more") || !strings.Contains(html, "upstream &lt;b&gt;x&lt;/b&gt; failed") {
		t.Error("escaped description or event error missing")
	}
	for _, ext := range []string{"http://", "https://", "<link", "@import", "src="} {
		if strings.Contains(html, ext) {
			t.Errorf("page references an external asset (%q)", ext)
		}
	}
}

func TestLoadRegistryWithoutTraces(t *testing.T) {
	path := filepath.Join(t.TempDir(), "reg.db")
	reg, err := store.OpenRegistry(path)
	if err != nil {
		t.Fatal(err)
	}
	if err := reg.UpdateMany(tools(), false); err != nil {
		t.Fatal(err)
	}
	reg.Close()
	d, err := Load(path, path) // same file, no events table: no runs
	if err != nil {
		t.Fatal(err)
	}
	if len(d.Tools) != 2 || len(d.Runs) != 0 {
		t.Fatalf("%d tools, %d runs", len(d.Tools), len(d.Runs))
	}
	var buf bytes.Buffer
	if err := Render(&buf, d); err != nil {
		t.Fatal(err)
	}
	if !strings.Contains(buf.String(), "No runs recorded.") {
		t.Error("empty runs table not shown")
	}
	other := filepath.Join(t.TempDir(), "other.db")
	if _, err := Load(path, other); !errors.Is(err, store.ErrMissingDB) || !strings.Contains(err.Error(), other) {
		t.Errorf("missing traces db: %v", err)
	}
	if _, err := os.Stat(other); !os.IsNotExist(err) {
		t.Error("missing traces db was created")
	}
}

func TestLoadMissingDB(t *testing.T) {
	path := filepath.Join(t.TempDir(), "nope.db")
	_, err := Load(path, path)
	if err == nil || !errors.Is(err, store.ErrMissingDB) || !strings.Contains(err.Error(), path) {
		t.Fatalf("err = %v", err)
	}
	if _, err := os.Stat(path); !os.IsNotExist(err) {
		t.Error("missing db was created")
	}
}
