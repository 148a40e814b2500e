package main

import (
	"context"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/schemarouter/schemarouter/catalog"
	"github.com/schemarouter/schemarouter/execute"
	"github.com/schemarouter/schemarouter/store"
)

func TestServeDBSeedsOnceAndKeepsTheCatalogAcrossRestarts(t *testing.T) {
	db := filepath.Join(t.TempDir(), "router.db")
	var src sources
	start := func() (*loaded, *execFlags, func()) {
		l, err := src.load(context.Background())
		if err != nil {
			t.Fatal(err)
		}
		f := &execFlags{}
		closeDB, err := persist(l, f, db)
		if err != nil {
			t.Fatal(err)
		}
		return l, f, closeDB
	}
	l, f, closeDB := start()
	if l.reg.Snapshot().Version() != 1 || l.reg.Snapshot().Len() < 6 {
		t.Fatalf("seeded registry at version %d with %d tools", l.reg.Snapshot().Version(), l.reg.Snapshot().Len())
	}
	if err := l.reg.Unregister("pubchem"); err != nil {
		t.Fatal(err)
	}
	f.onEvent(execute.Event{RunID: "r1", Sequence: 1, Type: execute.EventRunStart})
	closeDB()

	l, _, closeDB = start()
	defer closeDB()
	snap := l.reg.Snapshot()
	if snap.Version() != 2 {
		t.Fatalf("version after restart = %d, want 2 (seed + unregister)", snap.Version())
	}
	if _, ok := snap.Entry("pubchem"); ok {
		t.Fatal("the restart re-seeded the catalog from configuration")
	}
	if _, ok := l.reg.(*store.SQLiteRegistry); !ok {
		t.Fatalf("registry is %T", l.reg)
	}
	traces, err := store.OpenTracesReadOnly(db)
	if err != nil {
		t.Fatal(err)
	}
	defer traces.Close()
	events, err := traces.Run("r1")
	if err != nil || len(events) != 1 {
		t.Fatalf("traces: %v, %d events", err, len(events))
	}
	var _ catalog.Registry = l.reg
}

func TestServeAndMCPRefuseABadStagesFileBeforeStarting(t *testing.T) {
	bad := filepath.Join(t.TempDir(), "stages.yaml")
	if err := os.WriteFile(bad, []byte("decision: nosuch\n"), 0o600); err != nil {
		t.Fatal(err)
	}
	for _, args := range [][]string{
		{"serve", "--stages", bad, "--addr", "127.0.0.1:0"},
		{"mcp", "--stages", bad},
	} {
		code, out, errs := runCLI(t, "", args...)
		if code != 1 || out != "" || !strings.Contains(errs, bad+": decision: unknown decision backend plugin: nosuch") {
			t.Errorf("%v: exit %d, stdout %q, stderr %q", args, code, out, errs)
		}
	}
}
