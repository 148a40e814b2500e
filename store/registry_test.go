package store

import (
	"bufio"
	"context"
	"errors"
	"fmt"
	"os"
	"os/exec"
	"path/filepath"
	"reflect"
	"slices"
	"strconv"
	"strings"
	"syscall"
	"testing"
	"time"

	"github.com/schemarouter/schemarouter/catalog"
)

func boolPtr(b bool) *bool { return &b }

// fixtureM is the shared fixture "M" of CORE.md §6.
func fixtureM() catalog.ToolSpec {
	return catalog.ToolSpec{
		Name:       "materials",
		SourceType: "calculated",
		License:    "CC BY 4.0",
		Endpoints: []catalog.EndpointSpec{{
			Name:        "search",
			Description: "Search material properties",
			Parameters: []catalog.ParameterSpec{
				{Name: "formula", Required: true, JSONSchema: map[string]any{"type": "string"}},
			},
			OutputFields: []catalog.FieldSpec{
				{Name: "material_id", Identifier: true},
				{Name: "band_gap", Aliases: []string{"band gap"}, Unit: "eV"},
				{Name: "formation_energy_per_atom", Aliases: []string{"formation energy"}, Unit: "eV/atom"},
				{Name: "density", Unit: "g/cm3"},
			},
		}},
	}
}

func simpleTool(namespace, name string) catalog.ToolSpec {
	return catalog.ToolSpec{
		Name:      name,
		Namespace: namespace,
		Endpoints: []catalog.EndpointSpec{{
			Name:         "search",
			Description:  "Search " + name,
			Parameters:   []catalog.ParameterSpec{{Name: "q"}},
			OutputFields: []catalog.FieldSpec{{Name: "id", Identifier: true}, {Name: "title"}},
		}},
	}
}

// richTool exercises nested, pointer and JSON-valued members through the round trip.
func richTool() catalog.ToolSpec {
	tool := fixtureM()
	tool.Provider = "materials_project"
	tool.AccessMode = "openapi"
	tool.Remote = true
	tool.ExecutionMetadata = map[string]any{"base_url": "https://x", "nested": map[string]any{"list": []any{1.0, "a"}}}
	ep := &tool.Endpoints[0]
	ep.ReadOnly = boolPtr(true)
	ep.Method, ep.Path = "GET", "/materials"
	ep.OperationAliases = []string{"find"}
	ep.OutputFields[1].Qualifiers = map[string]string{"temperature": "300 K"}
	ep.OutputFields[1].UnitNormalization = &catalog.UnitNormalizationSpec{Dimension: "energy", CanonicalUnit: "J", Scale: 1.602e-19}
	ep.OutputFields[1].JSONSchema = map[string]any{"type": "number"}
	ep.ServerProjection = &catalog.ServerProjectionSpec{Parameter: "fields", FieldMap: map[string]string{"band_gap": "bg"}}
	ep.AuthRequirements = []catalog.AuthRequirementSet{{Schemes: []catalog.AuthSchemeRequirement{{Name: "k", Kind: catalog.AuthOAuth2, Scopes: []string{"read"}}}}}
	ep.Metadata = map[string]any{"output_required": []any{"material_id"}}
	return tool
}

func dbPath(t *testing.T) string { return filepath.Join(t.TempDir(), "registry.db") }

func mustOpen(t *testing.T, path string) *SQLiteRegistry {
	t.Helper()
	r, err := OpenRegistry(path)
	if err != nil {
		t.Fatalf("OpenRegistry: %v", err)
	}
	t.Cleanup(func() { r.Close() })
	return r
}

func mustGet(t *testing.T, s *catalog.Snapshot, key string) catalog.ToolSpec {
	t.Helper()
	tool, err := s.Get(key)
	if err != nil {
		t.Fatalf("Get(%q): %v", key, err)
	}
	return tool
}

// reopened checks that the database holds the same state as r's memory snapshot.
func reopened(t *testing.T, r *SQLiteRegistry) *catalog.Snapshot {
	t.Helper()
	r2, err := OpenRegistryReadOnly(r.Path())
	if err != nil {
		t.Fatalf("reopen: %v", err)
	}
	defer r2.Close()
	s, m := r2.Snapshot(), r.Snapshot()
	if s.Version() != m.Version() || !slices.Equal(s.Keys(), m.Keys()) {
		t.Fatalf("database holds version %d keys %v; memory version %d keys %v", s.Version(), s.Keys(), m.Version(), m.Keys())
	}
	for _, e := range m.Entries() {
		d, _ := s.Entry(e.Key())
		if d.Fingerprint() != e.Fingerprint() {
			t.Fatalf("database tool %q differs from memory", e.Key())
		}
	}
	return s
}

// CORE §6 item 1.
func TestSQLiteDuplicateKeyWithoutReplaceFailsAndKeepsVersion(t *testing.T) {
	r := mustOpen(t, dbPath(t))
	if v := r.Snapshot().Version(); v != 0 {
		t.Fatalf("new registry version = %d", v)
	}
	key, err := r.Register(fixtureM(), false)
	if err != nil || key != "materials" {
		t.Fatalf("Register = %q, %v", key, err)
	}
	changed := fixtureM()
	changed.Description = "changed"
	key, err = r.Register(changed, false)
	var re *catalog.RegistrationError
	if !errors.As(err, &re) || re.Key != "materials" || key != "" {
		t.Fatalf("second Register = %q, %v; want *RegistrationError for materials", key, err)
	}
	s := reopened(t, r)
	if s.Version() != 1 || mustGet(t, s, "materials").Description != "" {
		t.Fatalf("after refused write: version %d", s.Version())
	}
	if _, err := r.Register(changed, true); err != nil {
		t.Fatal(err)
	}
	s = reopened(t, r)
	if s.Version() != 2 || s.Len() != 1 || mustGet(t, s, "materials").Description != "changed" {
		t.Fatalf("after replace: version %d len %d", s.Version(), s.Len())
	}
}

// CORE §6 item 2.
func TestSQLiteNamespacesCoexistInInsertionOrder(t *testing.T) {
	r := mustOpen(t, dbPath(t))
	for _, ns := range []string{"b", "a"} {
		if key, err := r.Register(simpleTool(ns, "search"), false); err != nil || key != ns+".search" {
			t.Fatalf("Register = %q, %v", key, err)
		}
	}
	s := reopened(t, r)
	if want := []string{"b.search", "a.search"}; !slices.Equal(s.Keys(), want) || s.Version() != 2 {
		t.Fatalf("keys %v version %d, want %v 2", s.Keys(), s.Version(), want)
	}
}

// CORE §6 item 3.
func TestSQLiteMutatingPassedOrReturnedObjectsChangesNothing(t *testing.T) {
	r := mustOpen(t, dbPath(t))
	passed := richTool()
	if _, err := r.Register(passed, false); err != nil {
		t.Fatal(err)
	}
	want := richTool()
	passed.Endpoints[0].OutputFields[1].Qualifiers["temperature"] = "1 K"
	passed.ExecutionMetadata["nested"].(map[string]any)["list"].([]any)[0] = 2.0
	*passed.Endpoints[0].ReadOnly = false
	got := mustGet(t, r.Snapshot(), "materials")
	got.Endpoints[0].Parameters[0].JSONSchema["type"] = "integer"
	got.Endpoints[0].OperationAliases[0] = "zzz"

	for _, s := range []*catalog.Snapshot{r.Snapshot(), reopened(t, r)} {
		if s.Version() != 1 {
			t.Fatalf("version %d", s.Version())
		}
		stored := mustGet(t, s, "materials")
		fpWant, _ := catalog.ToolFingerprint(&want)
		fpGot, _ := catalog.ToolFingerprint(&stored)
		if fpWant != fpGot || !reflect.DeepEqual(stored.Endpoints[0].OperationAliases, want.Endpoints[0].OperationAliases) {
			t.Fatalf("stored tool changed:\n got %+v\nwant %+v", stored, want)
		}
	}
}

// CORE §6 item 4.
func TestSQLiteUnregister(t *testing.T) {
	r := mustOpen(t, dbPath(t))
	if err := r.UpdateMany([]catalog.ToolSpec{simpleTool("", "a"), simpleTool("", "b"), simpleTool("", "c")}, false); err != nil {
		t.Fatal(err)
	}
	if err := r.Unregister("b"); err != nil {
		t.Fatal(err)
	}
	s := reopened(t, r)
	if s.Version() != 2 || !slices.Equal(s.Keys(), []string{"a", "c"}) {
		t.Fatalf("after Unregister: version %d keys %v", s.Version(), s.Keys())
	}
	if err := r.Unregister("b"); !errors.Is(err, catalog.ErrNotFound) {
		t.Fatalf("Unregister missing: %v", err)
	}
	if _, err := s.Get("b"); !errors.Is(err, catalog.ErrNotFound) {
		t.Fatalf("Get missing: %v", err)
	}
	// Positions stay consistent after removal: append and reload.
	if _, err := r.Register(simpleTool("", "d"), false); err != nil {
		t.Fatal(err)
	}
	if s := reopened(t, r); s.Version() != 4-1 || !slices.Equal(s.Keys(), []string{"a", "c", "d"}) {
		t.Fatalf("after append: version %d keys %v", s.Version(), s.Keys())
	}
}

// CORE §6 item 5.
func TestSQLiteUpdateMany(t *testing.T) {
	r := mustOpen(t, dbPath(t))
	err := r.UpdateMany([]catalog.ToolSpec{simpleTool("", "demo"), simpleTool("", "other"), simpleTool("", "demo")}, false)
	if err == nil || !strings.Contains(err.Error(), "duplicate key in batch") {
		t.Fatalf("duplicate batch error = %v", err)
	}
	if s := reopened(t, r); s.Version() != 0 || s.Len() != 0 {
		t.Fatalf("version %d len %d, want 0 0", s.Version(), s.Len())
	}
	if err := r.UpdateMany([]catalog.ToolSpec{simpleTool("", "demo"), simpleTool("", "second")}, false); err != nil {
		t.Fatal(err)
	}
	var re *catalog.RegistrationError
	if err := r.UpdateMany([]catalog.ToolSpec{simpleTool("", "new"), simpleTool("", "demo")}, false); !errors.As(err, &re) || re.Key != "demo" {
		t.Fatalf("existing key without replace: %v", err)
	}
	second, demo := simpleTool("", "second"), simpleTool("", "demo")
	second.Description, demo.Description = "v2", "v2"
	if err := r.UpdateMany([]catalog.ToolSpec{second, demo}, true); err != nil {
		t.Fatal(err)
	}
	s := reopened(t, r)
	if s.Version() != 2 || !slices.Equal(s.Keys(), []string{"demo", "second"}) || mustGet(t, s, "demo").Description != "v2" {
		t.Fatalf("after replace batch: version %d keys %v", s.Version(), s.Keys())
	}
	if err := r.UpdateMany(nil, false); err != nil || r.Snapshot().Version() != 2 {
		t.Fatalf("empty batch: %v, version %d", err, r.Snapshot().Version())
	}
	// An invalid tool is refused and nothing is written.
	bad := simpleTool("", "bad")
	bad.Endpoints = append(bad.Endpoints, bad.Endpoints[0])
	if err := r.UpdateMany([]catalog.ToolSpec{simpleTool("", "ok"), bad}, false); err == nil || !strings.Contains(err.Error(), "not a valid ToolSpec") {
		t.Fatalf("invalid tool: %v", err)
	}
	if s := reopened(t, r); s.Version() != 2 || s.Len() != 2 {
		t.Fatalf("invalid batch wrote: version %d len %d", s.Version(), s.Len())
	}
}

func TestSQLiteRestartKeepsCatalogAndVersion(t *testing.T) {
	path := dbPath(t)
	r, err := OpenRegistry(path)
	if err != nil {
		t.Fatal(err)
	}
	if _, err := r.Register(richTool(), false); err != nil {
		t.Fatal(err)
	}
	if _, err := r.Register(simpleTool("x", "y"), false); err != nil {
		t.Fatal(err)
	}
	fp := r.Snapshot().Entries()[0].Fingerprint()
	r.Close()
	r = mustOpen(t, path)
	s := r.Snapshot()
	if s.Version() != 2 || !slices.Equal(s.Keys(), []string{"materials", "x.y"}) || s.Entries()[0].Fingerprint() != fp {
		t.Fatalf("after restart: version %d keys %v", s.Version(), s.Keys())
	}
	if got := mustGet(t, s, "materials"); !reflect.DeepEqual(got.Endpoints[0].Metadata, map[string]any{"output_required": []any{"material_id"}}) {
		t.Errorf("metadata after restart: %#v", got.Endpoints[0].Metadata)
	}
	if _, err := r.Register(simpleTool("", "z"), false); err != nil || r.Snapshot().Version() != 3 {
		t.Fatalf("write after restart: %v version %d", err, r.Snapshot().Version())
	}
}

func TestReadOnlyRefusesMissingDB(t *testing.T) {
	path := filepath.Join(t.TempDir(), "missing.db")
	if _, err := OpenRegistryReadOnly(path); !errors.Is(err, ErrMissingDB) || !strings.Contains(err.Error(), path) {
		t.Fatalf("OpenRegistryReadOnly(missing) = %v", err)
	}
	if _, err := OpenTracesReadOnly(path); !errors.Is(err, ErrMissingDB) {
		t.Fatalf("OpenTracesReadOnly(missing) = %v", err)
	}
	if _, err := os.Stat(path); !errors.Is(err, os.ErrNotExist) {
		t.Fatalf("missing DB was created: %v", err)
	}
	// A read-only registry refuses writes.
	p2 := dbPath(t)
	mustOpen(t, p2).Close()
	ro, err := OpenRegistryReadOnly(p2)
	if err != nil {
		t.Fatal(err)
	}
	defer ro.Close()
	if _, err := ro.Register(simpleTool("", "a"), false); !errors.Is(err, ErrReadOnly) {
		t.Fatalf("read-only Register = %v", err)
	}
	// A trace database is not a registry.
	p3 := filepath.Join(t.TempDir(), "traces.db")
	ts, err := OpenTraces(p3)
	if err != nil {
		t.Fatal(err)
	}
	ts.Close()
	if _, err := OpenRegistryReadOnly(p3); err == nil || !strings.Contains(err.Error(), "not a schemarouter registry") {
		t.Fatalf("trace DB opened as registry: %v", err)
	}
}

// corrupt writes a registry with tools a and b, then runs stmt against it directly.
func corrupt(t *testing.T, stmt string, args ...any) string {
	t.Helper()
	path := dbPath(t)
	r, err := OpenRegistry(path)
	if err != nil {
		t.Fatal(err)
	}
	if err := r.UpdateMany([]catalog.ToolSpec{simpleTool("", "a"), simpleTool("", "b")}, false); err != nil {
		t.Fatal(err)
	}
	if _, err := r.db.ExecContext(context.Background(), stmt, args...); err != nil {
		t.Fatal(err)
	}
	r.Close()
	return path
}

func TestCorruptRowsFailClosed(t *testing.T) {
	other, _ := encodeEntryForTest(t, simpleTool("", "other"))
	invalid := strings.Replace(other, `"name":"search"`, `"name":"bad.name"`, 1)
	cases := []struct {
		name, stmt string
		args       []any
		want       []string
	}{
		{"garbage JSON", "UPDATE tools SET document = '{not json' WHERE key = 'b'", nil, []string{`"b"`, "corrupt"}},
		{"unknown key in document", `UPDATE tools SET document = json_insert(document, '$.evil', 1) WHERE key = 'b'`, nil, []string{`"b"`, "evil"}},
		{"key mismatch", "UPDATE tools SET document = ? WHERE key = 'b'", []any{other}, []string{`"b"`, "other", "does not match"}},
		{"invalid tool", "UPDATE tools SET key = 'other', document = ? WHERE key = 'b'", []any{invalid}, []string{`"other"`, "invalid stored document"}},
		{"not an object", "UPDATE tools SET document = '[1]' WHERE key = 'a'", nil, []string{`"a"`}},
		{"position gap", "UPDATE tools SET position = 7 WHERE key = 'b'", nil, []string{`"b"`, "position"}},
		{"missing version", "DELETE FROM meta WHERE name = 'version'", nil, []string{`"version"`, "missing"}},
		{"garbled version", "UPDATE meta SET value = 'x' WHERE name = 'version'", nil, []string{`"version"`, "garbled"}},
		{"negative version", "UPDATE meta SET value = -1 WHERE name = 'version'", nil, []string{`"version"`}},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			path := corrupt(t, c.stmt, c.args...)
			for name, open := range map[string]func(string) (*SQLiteRegistry, error){"rw": OpenRegistry, "ro": OpenRegistryReadOnly} {
				r, err := open(path)
				if err == nil {
					r.Close()
					t.Fatalf("%s: corrupt registry opened", name)
				}
				for _, w := range c.want {
					if !strings.Contains(err.Error(), w) {
						t.Errorf("%s: error %q does not mention %q", name, err, w)
					}
				}
				if strings.HasPrefix(c.want[0], `"`) && c.want[0] != `"version"` {
					var re *catalog.RegistrationError
					if !errors.As(err, &re) {
						t.Errorf("%s: error %v is not a *RegistrationError", name, err)
					}
				}
			}
		})
	}
}

func encodeEntryForTest(t *testing.T, tool catalog.ToolSpec) (string, *catalog.Entry) {
	t.Helper()
	e, err := catalog.NewEntry(tool)
	if err != nil {
		t.Fatal(err)
	}
	doc, err := encodeEntry(e)
	if err != nil {
		t.Fatal(err)
	}
	return doc, e
}

func TestFailedWriteLeavesDBAndMemoryUnchanged(t *testing.T) {
	r := mustOpen(t, dbPath(t))
	if err := r.UpdateMany([]catalog.ToolSpec{simpleTool("", "a"), simpleTool("", "b")}, false); err != nil {
		t.Fatal(err)
	}
	before := r.Snapshot()
	boom := errors.New("boom")
	r.beforeCommit = func() error { return boom }
	changed := simpleTool("", "a")
	changed.Description = "changed"
	writes := map[string]func() error{
		"register":   func() error { _, err := r.Register(simpleTool("", "c"), false); return err },
		"replace":    func() error { _, err := r.Register(changed, true); return err },
		"unregister": func() error { return r.Unregister("a") },
		"batch":      func() error { return r.UpdateMany([]catalog.ToolSpec{changed, simpleTool("", "d")}, true) },
	}
	for name, w := range writes {
		if err := w(); !errors.Is(err, boom) {
			t.Fatalf("%s: error %v", name, err)
		}
		if r.Snapshot() != before {
			t.Fatalf("%s: memory snapshot changed", name)
		}
		s := reopened(t, r)
		if s.Version() != 1 || !slices.Equal(s.Keys(), []string{"a", "b"}) || mustGet(t, s, "a").Description != "" {
			t.Fatalf("%s: database changed: version %d keys %v", name, s.Version(), s.Keys())
		}
	}
	r.beforeCommit = nil
	if err := r.Unregister("a"); err != nil || r.Snapshot().Version() != 2 {
		t.Fatalf("write after failures: %v", err)
	}
	reopened(t, r)
}

func TestTwoHandlesSeeEachOthersWrites(t *testing.T) {
	path := dbPath(t)
	r1, r2 := mustOpen(t, path), mustOpen(t, path)
	if _, err := r1.Register(simpleTool("", "a"), false); err != nil {
		t.Fatal(err)
	}
	// r2's memory is stale (version 0); its write starts from the stored state.
	if _, err := r2.Register(simpleTool("", "a"), false); err == nil {
		t.Fatal("r2 overwrote a tool written by r1 without replace")
	}
	if _, err := r2.Register(simpleTool("", "b"), false); err != nil {
		t.Fatal(err)
	}
	if s := r2.Snapshot(); s.Version() != 2 || !slices.Equal(s.Keys(), []string{"a", "b"}) {
		t.Fatalf("r2: version %d keys %v", s.Version(), s.Keys())
	}
}

const helperEnv = "SCHEMAROUTER_STORE_HELPER_DB"

// TestHelperWriter is not a test: run as a subprocess by TestKillDuringWrites, it
// registers tools w0, w1, ... forever, printing each committed version.
func TestHelperWriter(t *testing.T) {
	path := os.Getenv(helperEnv)
	if path == "" {
		t.Skip("helper process only")
	}
	r, err := OpenRegistry(path)
	if err != nil {
		fmt.Println("error", err)
		os.Exit(3)
	}
	for i := r.Snapshot().Len(); ; i++ {
		tool := richTool()
		tool.Name = "w" + strconv.Itoa(i)
		tool.Description = strings.Repeat("x", 4096) // bigger writes, more time inside
		if _, err := r.Register(tool, false); err != nil {
			fmt.Println("error", err)
			os.Exit(3)
		}
		fmt.Println("committed", r.Snapshot().Version())
	}
}

func TestKillDuringWrites(t *testing.T) {
	if testing.Short() {
		t.Skip("subprocess test")
	}
	path := dbPath(t)
	var last int64
	for round := 0; round < 3; round++ {
		cmd := exec.Command(os.Args[0], "-test.run=^TestHelperWriter$", "-test.count=1")
		cmd.Env = append(os.Environ(), helperEnv+"="+path)
		out, err := cmd.StdoutPipe()
		if err != nil {
			t.Fatal(err)
		}
		if err := cmd.Start(); err != nil {
			t.Fatal(err)
		}
		sc := bufio.NewScanner(out)
		target := last + 20
		deadline := time.After(60 * time.Second)
		lines := make(chan string)
		go func() {
			for sc.Scan() {
				lines <- sc.Text()
			}
			close(lines)
		}()
	read:
		for {
			select {
			case line, ok := <-lines:
				if !ok {
					break read
				}
				if v, found := strings.CutPrefix(line, "committed "); found {
					last, _ = strconv.ParseInt(v, 10, 64)
					if last >= target {
						break read
					}
				} else if strings.HasPrefix(line, "error") {
					t.Fatalf("helper: %s", line)
				}
			case <-deadline:
				cmd.Process.Kill()
				t.Fatal("helper too slow")
			}
		}
		if err := cmd.Process.Signal(syscall.SIGKILL); err != nil {
			t.Fatal(err)
		}
		// Commits the helper acknowledged after the line that stopped the reading, before
		// the kill landed, are acknowledged too: read them all.
		for line := range lines {
			if v, found := strings.CutPrefix(line, "committed "); found {
				last, _ = strconv.ParseInt(v, 10, 64)
			}
		}
		cmd.Wait()

		r, err := OpenRegistryReadOnly(path)
		if err != nil {
			t.Fatalf("round %d: open after SIGKILL: %v", round, err)
		}
		s := r.Snapshot()
		r.Close()
		v := s.Version()
		// Every acknowledged commit survived; at most the in-flight one also did.
		if v < last || v > last+1 {
			t.Fatalf("round %d: version %d after last acknowledged commit %d", round, v, last)
		}
		if int64(s.Len()) != v {
			t.Fatalf("round %d: version %d but %d tools", round, v, s.Len())
		}
		for i, k := range s.Keys() {
			if k != "w"+strconv.Itoa(i) {
				t.Fatalf("round %d: key %d is %q", round, i, k)
			}
		}
		// The next round's helper continues from the surviving state.
	}
}
