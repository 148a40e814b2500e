package catalog

import (
	"errors"
	"fmt"
	"math"
	"reflect"
	"slices"
	"strconv"
	"strings"
	"sync"
	"testing"
)

func mustRegistry(t *testing.T, tools ...ToolSpec) *MemoryRegistry {
	t.Helper()
	r, err := NewRegistry(tools...)
	if err != nil {
		t.Fatalf("NewRegistry: %v", err)
	}
	return r
}

func mustGet(t *testing.T, s *Snapshot, key string) ToolSpec {
	t.Helper()
	tool, err := s.Get(key)
	if err != nil {
		t.Fatalf("Get(%q): %v", key, err)
	}
	return tool
}

// CORE §6 item 1.
func TestRegistryDuplicateKeyWithoutReplaceFailsAndKeepsVersion(t *testing.T) {
	var r MemoryRegistry // the zero value is usable
	if v := r.Snapshot().Version(); v != 0 {
		t.Fatalf("zero registry version = %d", v)
	}
	key, err := r.Register(fixtureM(), false)
	if err != nil || key != "materials" {
		t.Fatalf("Register = %q, %v", key, err)
	}
	changed := fixtureM()
	changed.Description = "changed"
	key, err = r.Register(changed, false)
	var re *RegistrationError
	if !errors.As(err, &re) || re.Key != "materials" {
		t.Fatalf("second Register error = %v, want *RegistrationError for materials", err)
	}
	if key != "" {
		t.Errorf("failed Register returned key %q", key)
	}
	s := r.Snapshot()
	if s.Version() != 1 || !slices.Equal(s.Keys(), []string{"materials"}) {
		t.Fatalf("after refused write: version %d keys %v", s.Version(), s.Keys())
	}
	if got := mustGet(t, s, "materials"); got.Description != "" {
		t.Errorf("refused write changed the stored tool: %q", got.Description)
	}
	// With replace the same write succeeds with one bump.
	if _, err := r.Register(changed, true); err != nil {
		t.Fatal(err)
	}
	s = r.Snapshot()
	if s.Version() != 2 || s.Len() != 1 || mustGet(t, s, "materials").Description != "changed" {
		t.Fatalf("after replace: version %d len %d", s.Version(), s.Len())
	}
}

// CORE §6 item 2.
func TestRegistryNamespacesCoexistInInsertionOrder(t *testing.T) {
	r := mustRegistry(t)
	for _, ns := range []string{"a", "b"} {
		key, err := r.Register(simpleTool(ns, "search"), false)
		if err != nil {
			t.Fatal(err)
		}
		if key != ns+".search" {
			t.Errorf("key = %q, want %q", key, ns+".search")
		}
	}
	s := r.Snapshot()
	if want := []string{"a.search", "b.search"}; !slices.Equal(s.Keys(), want) {
		t.Fatalf("keys = %v, want %v", s.Keys(), want)
	}
	for i, tool := range s.Tools() {
		if tool.Key() != s.Keys()[i] {
			t.Errorf("Tools()[%d] key %q, Keys()[%d] %q", i, tool.Key(), i, s.Keys()[i])
		}
	}
	if s.Version() != 2 {
		t.Errorf("version = %d, want 2", s.Version())
	}
	ep, err := s.Endpoint("b.search", "search")
	if err != nil || ep.Name != "search" {
		t.Errorf("Endpoint(b.search, search) = %v, %v", ep.Name, err)
	}
}

// CORE §6 item 3.
func TestRegistryMutatingPassedOrReturnedObjectsChangesNothing(t *testing.T) {
	base := func() ToolSpec {
		tool := fixtureM()
		tool.ExecutionMetadata = map[string]any{"base_url": "https://x", "nested": map[string]any{"list": []any{1.0, "a"}}}
		tool.Endpoints[0].ReadOnly = boolPtr(true)
		tool.Endpoints[0].OperationAliases = []string{"find"}
		tool.Endpoints[0].OutputFields[1].Qualifiers = map[string]string{"temperature": "300 K"}
		tool.Endpoints[0].OutputFields[1].UnitNormalization = &UnitNormalizationSpec{Dimension: "energy", CanonicalUnit: "J", Scale: 1.602e-19}
		tool.Endpoints[0].OutputFields[1].JSONSchema = map[string]any{"type": "number"}
		tool.Endpoints[0].ServerProjection = &ServerProjectionSpec{Parameter: "fields", FieldMap: map[string]string{"band_gap": "bg"}}
		tool.Endpoints[0].AuthRequirements = []AuthRequirementSet{{Schemes: []AuthSchemeRequirement{{Name: "k", Kind: AuthOAuth2, Scopes: []string{"read"}}}}}
		return tool
	}
	mutations := []struct {
		name   string
		mutate func(*ToolSpec)
	}{
		{"tool name", func(t *ToolSpec) { t.Name = "other" }},
		{"tool description", func(t *ToolSpec) { t.Description = "x" }},
		{"tool execution_metadata nested", func(t *ToolSpec) {
			t.ExecutionMetadata["nested"].(map[string]any)["list"].([]any)[0] = 2.0
		}},
		{"endpoint list append", func(t *ToolSpec) { t.Endpoints = append(t.Endpoints, EndpointSpec{Name: "x"}) }},
		{"endpoint name", func(t *ToolSpec) { t.Endpoints[0].Name = "renamed" }},
		{"read_only pointer", func(t *ToolSpec) { *t.Endpoints[0].ReadOnly = false }},
		{"operation alias", func(t *ToolSpec) { t.Endpoints[0].OperationAliases[0] = "zzz" }},
		{"parameter schema", func(t *ToolSpec) { t.Endpoints[0].Parameters[0].JSONSchema["type"] = "integer" }},
		{"field alias", func(t *ToolSpec) { t.Endpoints[0].OutputFields[1].Aliases[0] = "zzz" }},
		{"field qualifiers", func(t *ToolSpec) { t.Endpoints[0].OutputFields[1].Qualifiers["temperature"] = "1 K" }},
		{"unit normalization", func(t *ToolSpec) { t.Endpoints[0].OutputFields[1].UnitNormalization.Scale = 5 }},
		{"field_map", func(t *ToolSpec) { t.Endpoints[0].ServerProjection.FieldMap["band_gap"] = "zz" }},
		{"auth scopes", func(t *ToolSpec) { t.Endpoints[0].AuthRequirements[0].Schemes[0].Scopes[0] = "write" }},
	}
	for _, m := range mutations {
		t.Run(m.name, func(t *testing.T) {
			passed := base()
			r := mustRegistry(t)
			if _, err := r.Register(passed, false); err != nil {
				t.Fatal(err)
			}
			want := base()
			s0 := r.Snapshot()
			fp0 := mustEntry(t, s0, "materials").Fingerprint()

			m.mutate(&passed)
			got := mustGet(t, r.Snapshot(), "materials")
			m.mutate(&got)
			tools := r.Snapshot().Tools()
			m.mutate(&tools[0])

			s := r.Snapshot()
			if s != s0 || s.Version() != 1 || !slices.Equal(s.Keys(), []string{"materials"}) {
				t.Fatalf("registry changed: version %d keys %v", s.Version(), s.Keys())
			}
			if stored := mustGet(t, s, "materials"); !reflect.DeepEqual(stored, want) {
				t.Fatalf("stored tool changed:\n got %+v\nwant %+v", stored, want)
			}
			if fp := mustEntry(t, s, "materials").Fingerprint(); fp != fp0 {
				t.Errorf("fingerprint changed")
			}
		})
	}
	// Endpoint returns a detached copy too.
	r := mustRegistry(t, base())
	ep, err := r.Snapshot().Endpoint("materials", "search")
	if err != nil {
		t.Fatal(err)
	}
	ep.OutputFields[0].Name = "zzz"
	ep.Parameters[0].JSONSchema["type"] = "null"
	if again, _ := r.Snapshot().Endpoint("materials", "search"); !reflect.DeepEqual(again, base().Endpoints[0]) {
		t.Errorf("mutating an Endpoint copy changed the registry")
	}
}

func mustEntry(t *testing.T, s *Snapshot, key string) *Entry {
	t.Helper()
	e, ok := s.Entry(key)
	if !ok {
		t.Fatalf("no entry %q", key)
	}
	return e
}

// CORE §6 item 4.
func TestRegistryUnregisterBumpsVersionAndUnknownKeyIsNotFound(t *testing.T) {
	r := mustRegistry(t, simpleTool("", "a"), simpleTool("", "b"), simpleTool("", "c"))
	if v := r.Snapshot().Version(); v != 1 {
		t.Fatalf("NewRegistry with tools: version %d, want 1", v)
	}
	if err := r.Unregister("b"); err != nil {
		t.Fatal(err)
	}
	s := r.Snapshot()
	if s.Version() != 2 || !slices.Equal(s.Keys(), []string{"a", "c"}) {
		t.Fatalf("after Unregister: version %d keys %v", s.Version(), s.Keys())
	}
	if e, ok := s.Entry("c"); !ok || e.Key() != "c" {
		t.Fatalf("Entry(c) after removal of b = %v, %v", e, ok)
	}
	for name, err := range map[string]error{
		"Unregister": r.Unregister("b"),
		"Get":        func() error { _, err := s.Get("missing"); return err }(),
		"Endpoint":   func() error { _, err := s.Endpoint("missing", "search"); return err }(),
		"Endpoint of a known tool": func() error {
			_, err := s.Endpoint("a", "missing")
			return err
		}(),
	} {
		if !errors.Is(err, ErrNotFound) {
			t.Errorf("%s: error %v does not wrap ErrNotFound", name, err)
		}
	}
	if v := r.Snapshot().Version(); v != 2 {
		t.Errorf("failed Unregister moved the version to %d", v)
	}
}

// CORE §6 item 5.
func TestRegistryUpdateMany(t *testing.T) {
	t.Run("duplicate keys in batch fail atomically", func(t *testing.T) {
		r := mustRegistry(t)
		err := r.UpdateMany([]ToolSpec{simpleTool("", "demo"), simpleTool("", "other"), simpleTool("", "demo")}, false)
		var re *RegistrationError
		if !errors.As(err, &re) || !strings.Contains(err.Error(), "duplicate key in batch") {
			t.Fatalf("error = %v", err)
		}
		if s := r.Snapshot(); s.Version() != 0 || s.Len() != 0 {
			t.Fatalf("version %d len %d, want 0 0", s.Version(), s.Len())
		}
		// The same holds with replace.
		if err := r.UpdateMany([]ToolSpec{simpleTool("", "demo"), simpleTool("", "demo")}, true); err == nil {
			t.Fatal("duplicate keys with replace accepted")
		}
		if s := r.Snapshot(); s.Version() != 0 || s.Len() != 0 {
			t.Fatalf("version %d len %d, want 0 0", s.Version(), s.Len())
		}
	})
	t.Run("existing key without replace fails and writes nothing", func(t *testing.T) {
		r := mustRegistry(t, simpleTool("", "demo"))
		err := r.UpdateMany([]ToolSpec{simpleTool("", "new"), simpleTool("", "demo")}, false)
		var re *RegistrationError
		if !errors.As(err, &re) || re.Key != "demo" {
			t.Fatalf("error = %v", err)
		}
		if s := r.Snapshot(); s.Version() != 1 || !slices.Equal(s.Keys(), []string{"demo"}) {
			t.Fatalf("version %d keys %v", s.Version(), s.Keys())
		}
	})
	t.Run("replace of a two-tool batch bumps once and keeps order", func(t *testing.T) {
		r := mustRegistry(t)
		if err := r.UpdateMany([]ToolSpec{simpleTool("", "demo"), simpleTool("", "second")}, false); err != nil {
			t.Fatal(err)
		}
		if s := r.Snapshot(); s.Version() != 1 {
			t.Fatalf("version after first batch %d", s.Version())
		}
		second, demo := simpleTool("", "second"), simpleTool("", "demo")
		second.Description, demo.Description = "v2", "v2"
		// Given in reverse order: replacements keep their original positions.
		if err := r.UpdateMany([]ToolSpec{second, demo}, true); err != nil {
			t.Fatal(err)
		}
		s := r.Snapshot()
		if s.Version() != 2 || !slices.Equal(s.Keys(), []string{"demo", "second"}) {
			t.Fatalf("version %d keys %v, want 2 [demo second]", s.Version(), s.Keys())
		}
		for _, k := range s.Keys() {
			if d := mustGet(t, s, k).Description; d != "v2" {
				t.Errorf("%s description %q", k, d)
			}
		}
		// A mixed batch (one replacement, one new key) appends the new key.
		if err := r.UpdateMany([]ToolSpec{simpleTool("", "third"), simpleTool("", "demo")}, true); err != nil {
			t.Fatal(err)
		}
		if s := r.Snapshot(); s.Version() != 3 || !slices.Equal(s.Keys(), []string{"demo", "second", "third"}) {
			t.Fatalf("version %d keys %v", s.Version(), s.Keys())
		}
	})
	t.Run("empty batch is a no-op", func(t *testing.T) {
		r := mustRegistry(t, simpleTool("", "demo"))
		before := r.Snapshot()
		for _, batch := range [][]ToolSpec{nil, {}} {
			for _, replace := range []bool{false, true} {
				if err := r.UpdateMany(batch, replace); err != nil {
					t.Fatal(err)
				}
			}
		}
		if after := r.Snapshot(); after != before || after.Version() != 1 {
			t.Fatalf("empty batch changed the registry: version %d", after.Version())
		}
		empty := mustRegistry(t)
		if err := empty.UpdateMany(nil, false); err != nil || empty.Snapshot().Version() != 0 {
			t.Fatalf("empty batch on an empty registry: %v, version %d", err, empty.Snapshot().Version())
		}
	})
}

// CORE §6 item 6.
func TestRegistryRejectsToolMadeInvalidAfterConstruction(t *testing.T) {
	cases := []struct {
		name   string
		mutate func(*ToolSpec)
	}{
		{"duplicate endpoint names", func(t *ToolSpec) {
			t.Endpoints = append(t.Endpoints, t.Endpoints[0].Clone())
		}},
		{"duplicate parameter names", func(t *ToolSpec) {
			t.Endpoints[0].Parameters = append(t.Endpoints[0].Parameters, ParameterSpec{Name: "formula"})
		}},
		{"duplicate output field names", func(t *ToolSpec) {
			t.Endpoints[0].OutputFields = append(t.Endpoints[0].OutputFields, FieldSpec{Name: "density", Path: []string{"d"}})
		}},
		{"nested unit normalization", func(t *ToolSpec) {
			t.Endpoints[0].OutputFields[1].UnitNormalization = &UnitNormalizationSpec{Dimension: "energy", CanonicalUnit: "J"}
		}},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			bad := fixtureM()
			c.mutate(&bad)
			r := mustRegistry(t)
			writes := map[string]error{
				"Register":          func() error { _, err := r.Register(bad, false); return err }(),
				"Register replace":  func() error { _, err := r.Register(bad, true); return err }(),
				"UpdateMany":        r.UpdateMany([]ToolSpec{simpleTool("", "ok"), bad}, false),
				"UpdateMany (last)": r.UpdateMany([]ToolSpec{bad, simpleTool("", "ok")}, true),
			}
			for name, err := range writes {
				var re *RegistrationError
				if !errors.As(err, &re) || !strings.Contains(err.Error(), "not a valid ToolSpec") {
					t.Errorf("%s: error %v, want a RegistrationError with \"not a valid ToolSpec\"", name, err)
				}
				var ve *ValidationError
				if !errors.As(err, &ve) {
					t.Errorf("%s: error does not wrap the *ValidationError", name)
				}
			}
			if s := r.Snapshot(); s.Version() != 0 || s.Len() != 0 {
				t.Fatalf("invalid writes changed the registry: version %d keys %v", s.Version(), s.Keys())
			}
			if _, err := NewRegistry(simpleTool("", "ok"), bad); err == nil {
				t.Error("NewRegistry accepted an invalid tool")
			}
		})
	}
}

// CORE §6 item 7 (fingerprints as registered).
func TestRegistryEntryFingerprintsMatchFunctions(t *testing.T) {
	tool := fixtureM()
	tool.Endpoints = append(tool.Endpoints, EndpointSpec{Name: "get", OutputFields: []FieldSpec{{Name: "x"}}})
	r := mustRegistry(t, tool)
	e := mustEntry(t, r.Snapshot(), "materials")
	want, err := ToolFingerprint(&tool)
	if err != nil {
		t.Fatal(err)
	}
	if e.Fingerprint() != want {
		t.Errorf("entry fingerprint %s, ToolFingerprint %s", e.Fingerprint(), want)
	}
	for i := range tool.Endpoints {
		want, err := EndpointFingerprint(&tool.Endpoints[i])
		if err != nil {
			t.Fatal(err)
		}
		if e.EndpointFingerprint(i) != want {
			t.Errorf("endpoint %d fingerprint %s, want %s", i, e.EndpointFingerprint(i), want)
		}
	}
	if e.EndpointFingerprint(0) == e.EndpointFingerprint(1) {
		t.Error("different endpoints share a fingerprint")
	}
}

// CORE §6 item 8.
func TestRegistryRejectsNonJSONExecutionMetadata(t *testing.T) {
	cases := []struct {
		name     string
		value    any
		wantPath string
	}{
		{"NaN", math.NaN(), "x"},
		{"+Inf", math.Inf(1), "x"},
		{"float32 -Inf", float32(math.Inf(-1)), "x"},
		{"chan", make(chan int), "x"},
		{"struct", struct{ A int }{1}, "x"},
		{"func", func() {}, "x"},
		{"pointer", new(int), "x"},
		{"typed slice", []int{1}, "x"},
		{"nested NaN in object", map[string]any{"y": math.NaN()}, "x.y"},
		{"nested chan in array", []any{1.0, make(chan int)}, "x[1]"},
		{"json.Number NaN", jsonNumber("NaN"), "x"},
		{"json.Number overflow", jsonNumber("1e999"), "x"},
		{"json.Number not a number", jsonNumber("abc"), "x"},
	}
	for _, c := range cases {
		for _, level := range []string{"tool", "endpoint"} {
			t.Run(c.name+"/"+level, func(t *testing.T) {
				tool := fixtureM()
				md := map[string]any{"x": c.value}
				prefix := "execution_metadata."
				if level == "tool" {
					tool.ExecutionMetadata = md
				} else {
					tool.Endpoints[0].ExecutionMetadata = md
					prefix = "endpoints[0].execution_metadata."
				}
				checkProblems(t, tool.Validate(), want{prefix + c.wantPath, "JSON"})
				r := mustRegistry(t)
				if _, err := r.Register(tool, false); err == nil || !strings.Contains(err.Error(), "not a valid ToolSpec") {
					t.Fatalf("Register error = %v", err)
				}
				if r.Snapshot().Len() != 0 {
					t.Fatal("invalid tool written")
				}
			})
		}
	}
	// Plain JSON values of every accepted Go type register fine.
	tool := fixtureM()
	tool.ExecutionMetadata = map[string]any{
		"s": "x", "b": true, "n": nil, "i": 3, "u": uint8(2), "f": 1.5, "num": jsonNumber("12.5"),
		"list": []any{1.0, "a", map[string]any{"k": []string{"v"}}}, "m": map[string]string{"a": "b"},
	}
	if _, err := mustRegistry(t).Register(tool, false); err != nil {
		t.Fatalf("plain JSON execution_metadata refused: %v", err)
	}
}

// CORE §6 item 9.
func TestRegistryRejectsWhitespaceProviderAndAccessMode(t *testing.T) {
	for _, field := range []string{"provider", "access_mode"} {
		for _, v := range []string{" ", "\t", "  \n", " openapi", "openapi "} {
			t.Run(field+"="+strconv.Quote(v), func(t *testing.T) {
				tool := fixtureM()
				if field == "provider" {
					tool.Provider = v
				} else {
					tool.AccessMode = v
				}
				msg := "surrounding whitespace"
				if strings.TrimSpace(v) == "" {
					msg = "non-blank"
				}
				checkProblems(t, tool.Validate(), want{field, msg})
				r := mustRegistry(t)
				if _, err := r.Register(tool, false); err == nil {
					t.Fatal("Register accepted the tool")
				}
				if r.Snapshot().Version() != 0 {
					t.Fatal("version moved")
				}
			})
		}
	}
	ok := fixtureM()
	ok.Provider, ok.AccessMode = "materials_project", "openapi"
	if err := ok.Validate(); err != nil {
		t.Fatalf("trimmed provider/access_mode refused: %v", err)
	}
}

func TestSnapshotEntriesAndToolsAreCopiesOfTheList(t *testing.T) {
	r := mustRegistry(t, simpleTool("", "a"), simpleTool("", "b"))
	s := r.Snapshot()
	entries := s.Entries()
	entries[0] = entries[1]
	keys := s.Keys()
	keys[0] = "zzz"
	if !slices.Equal(s.Keys(), []string{"a", "b"}) || s.Entries()[0].Key() != "a" {
		t.Fatalf("snapshot changed through returned slices: %v", s.Keys())
	}
	if got := s.Entries()[1].Tool().Key(); got != "b" {
		t.Errorf("Entry.Tool key %q", got)
	}
}

func TestNewSnapshotRejectsDuplicateKeys(t *testing.T) {
	e, err := NewEntry(simpleTool("", "a"))
	if err != nil {
		t.Fatal(err)
	}
	if _, err := NewSnapshot(3, []*Entry{e, e}); err == nil {
		t.Fatal("duplicate keys accepted")
	}
	b, err := NewEntry(simpleTool("", "b"))
	if err != nil {
		t.Fatal(err)
	}
	list := []*Entry{e}
	s, err := NewSnapshot(3, list)
	if err != nil || s.Version() != 3 || s.Len() != 1 {
		t.Fatalf("NewSnapshot = %v, %v", s, err)
	}
	list[0] = b // the caller's slice is not the snapshot's
	if got := s.Keys(); !slices.Equal(got, []string{"a"}) || s.Entries()[0] != e {
		t.Fatalf("snapshot changed with the caller's slice: %v", got)
	}
}

func TestApplyWriteDoesNotStoreAnything(t *testing.T) {
	r := mustRegistry(t, simpleTool("", "a"))
	cur := r.Snapshot()
	next, err := ApplyWrite(cur, []ToolSpec{simpleTool("", "b")}, false)
	if err != nil {
		t.Fatal(err)
	}
	if next.Version() != 2 || !slices.Equal(next.Keys(), []string{"a", "b"}) {
		t.Fatalf("next: version %d keys %v", next.Version(), next.Keys())
	}
	if r.Snapshot() != cur || cur.Len() != 1 {
		t.Fatal("ApplyWrite changed the registry or the input snapshot")
	}
}

// Concurrency: readers see internally consistent snapshots while writers add and replace.
// Run with -race.
func TestRegistryConcurrentReadersSeeConsistentSnapshots(t *testing.T) {
	const (
		writers      = 4
		perWriter    = 40
		replacements = 60
		readers      = 6
	)
	r := mustRegistry(t)
	counter := simpleTool("", "counter")
	counter.Description = "0"
	if _, err := r.Register(counter, false); err != nil {
		t.Fatal(err)
	}

	var writersWG, readersWG sync.WaitGroup
	done := make(chan struct{})
	errs := make(chan error, readers+writers+1)

	for w := 0; w < writers; w++ {
		writersWG.Add(1)
		go func(w int) {
			defer writersWG.Done()
			for j := 0; j < perWriter; j++ {
				tool := simpleTool(fmt.Sprintf("w%d", w), fmt.Sprintf("t%03d", j))
				tool.Endpoints[0].ExecutionMetadata = map[string]any{"seq": float64(j)}
				if _, err := r.Register(tool, false); err != nil {
					errs <- err
					return
				}
			}
		}(w)
	}
	writersWG.Add(1)
	go func() { // the only writer of "counter": its description counts its replacements
		defer writersWG.Done()
		for k := 1; k <= replacements; k++ {
			c := simpleTool("", "counter")
			c.Description = strconv.Itoa(k)
			if _, err := r.Register(c, true); err != nil {
				errs <- err
				return
			}
		}
	}()

	check := func(s *Snapshot, lastVersion int64) error {
		keys, entries := s.Keys(), s.Entries()
		if len(keys) != s.Len() || len(entries) != s.Len() {
			return fmt.Errorf("len %d keys %d entries %d", s.Len(), len(keys), len(entries))
		}
		if s.Version() < lastVersion {
			return fmt.Errorf("version went back from %d to %d", lastVersion, s.Version())
		}
		if keys[0] != "counter" {
			return fmt.Errorf("counter moved to another position: %v", keys[:1])
		}
		c, err := s.Get("counter")
		if err != nil {
			return err
		}
		k, err := strconv.Atoi(c.Description)
		if err != nil {
			return err
		}
		// One write for counter's registration, one per replacement, one per other tool.
		if want := int64(1 + k + s.Len() - 1); s.Version() != want {
			return fmt.Errorf("version %d, but the snapshot reflects %d writes", s.Version(), want)
		}
		next := make(map[string]int) // per writer: keys must appear as t000, t001, ... in order
		for i, key := range keys {
			if entries[i].Key() != key {
				return fmt.Errorf("entry %d key %q, Keys() says %q", i, entries[i].Key(), key)
			}
			if e, ok := s.Entry(key); !ok || e != entries[i] {
				return fmt.Errorf("Entry(%q) disagrees with Entries()[%d]", key, i)
			}
			if key == "counter" {
				continue
			}
			ns, name, _ := strings.Cut(key, ".")
			if want := fmt.Sprintf("t%03d", next[ns]); name != want {
				return fmt.Errorf("writer %s: key %q where %q was expected", ns, name, want)
			}
			next[ns]++
			seq := entries[i].Tool().Endpoints[0].ExecutionMetadata["seq"].(float64)
			if fmt.Sprintf("t%03d", int(seq)) != name {
				return fmt.Errorf("entry %q holds seq %v", key, seq)
			}
		}
		return nil
	}

	for i := 0; i < readers; i++ {
		readersWG.Add(1)
		go func() {
			defer readersWG.Done()
			var last int64
			for {
				select {
				case <-done:
					return
				default:
				}
				s := r.Snapshot()
				if err := check(s, last); err != nil {
					errs <- err
					return
				}
				last = s.Version()
			}
		}()
	}
	writersWG.Wait()
	close(done)
	readersWG.Wait()
	close(errs)
	for err := range errs {
		t.Error(err)
	}
	s := r.Snapshot()
	if want := int64(1 + writers*perWriter + replacements); s.Version() != want {
		t.Errorf("final version %d, want %d", s.Version(), want)
	}
	if err := check(s, 0); err != nil {
		t.Error(err)
	}
}
