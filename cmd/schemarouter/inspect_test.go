package main

import (
	"encoding/json"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/schemarouter/schemarouter"
	"github.com/schemarouter/schemarouter/execute"
	"github.com/schemarouter/schemarouter/store"
)

// inspectDB writes the science catalog (optionally changed) and one run into a database.
func inspectDB(t *testing.T, name string, change func(desc string) string) string {
	t.Helper()
	path := filepath.Join(t.TempDir(), name)
	c, err := schemarouter.ScienceCatalog()
	if err != nil {
		t.Fatal(err)
	}
	if change != nil {
		for i := range c.Tools {
			if c.Tools[i].Key() == "cod" {
				c.Tools[i].Endpoints[0].Description = change(c.Tools[i].Endpoints[0].Description)
				c.Tools[i].Endpoints[0].ReadOnly = nil
			}
		}
	}
	reg, err := store.OpenRegistry(path)
	if err != nil {
		t.Fatal(err)
	}
	if err := reg.UpdateMany(c.Tools, false); err != nil {
		t.Fatal(err)
	}
	reg.Close()
	traces, err := store.OpenTraces(path)
	if err != nil {
		t.Fatal(err)
	}
	sink := traces.Sink()
	sink(execute.Event{RunID: "run-1", Sequence: 1, Type: execute.EventRunStart})
	sink(execute.Event{RunID: "run-1", Sequence: 2, Type: execute.EventRunEnd})
	traces.Close()
	return path
}

func TestInspectReadsWithoutChangingAnything(t *testing.T) {
	db := inspectDB(t, "a.db", nil)
	changed := inspectDB(t, "b.db", func(d string) string { return d + " (changed)" })
	tests := []struct {
		args []string
		want []string
	}{
		{[]string{"inspect", "registry", "--db", db}, []string{"cod", "materials_project", "search_structures"}},
		{[]string{"inspect", "tool", "cod", "--db", db, "--json"}, []string{`"search_structures"`, "fingerprint"}},
		{[]string{"inspect", "diff", "cod", "--old-db", db, "--new-db", changed}, []string{"security_review"}},
		{[]string{"inspect", "traces", "--db", db}, []string{"run-1"}},
		{[]string{"inspect", "trace", "run-1", "--db", db, "--json"}, []string{"run.start", "run.end"}},
	}
	for _, tt := range tests {
		t.Run(strings.Join(tt.args[:2], " "), func(t *testing.T) {
			code, out, errs := runCLI(t, "", tt.args...)
			if code != 0 {
				t.Fatalf("exit %d: %s", code, errs)
			}
			for _, w := range tt.want {
				if !strings.Contains(out, w) {
					t.Errorf("output lacks %q:\n%s", w, out)
				}
			}
			if strings.Contains(strings.Join(tt.args, " "), "--json") && !json.Valid([]byte(out)) {
				t.Errorf("--json output is not JSON")
			}
		})
	}
	missing := filepath.Join(t.TempDir(), "missing.db")
	if code, _, errs := runCLI(t, "", "inspect", "registry", "--db", missing); code != 1 || !strings.Contains(errs, missing) {
		t.Fatalf("missing DB: exit %d: %s", code, errs)
	}
	if _, err := os.Stat(missing); !os.IsNotExist(err) {
		t.Fatal("inspecting a missing database created it")
	}
}
