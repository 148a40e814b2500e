package store

import (
	"errors"
	"path/filepath"
	"reflect"
	"sync"
	"testing"
	"time"

	"github.com/schemarouter/schemarouter/catalog"
	"github.com/schemarouter/schemarouter/execute"
)

func TestTracesAppendAndReadBack(t *testing.T) {
	path := filepath.Join(t.TempDir(), "traces.db")
	ts, err := OpenTraces(path)
	if err != nil {
		t.Fatal(err)
	}
	sink := ts.Sink()
	t0 := time.Date(2026, 1, 2, 3, 4, 5, 6, time.UTC)
	complete := []execute.Event{
		{RunID: "r1", Sequence: 1, Type: execute.EventRunStart, Time: t0},
		{RunID: "r1", Sequence: 2, Type: execute.EventToolStart, Time: t0.Add(time.Millisecond), Route: "materials.search", Attempt: 1,
			Payload: map[string]any{"arguments": map[string]any{"formula": "LiFePO4", "token": "[REDACTED]"}}},
		{RunID: "r1", Sequence: 3, Type: execute.EventToolError, Time: t0.Add(2 * time.Millisecond), Route: "materials.search", Attempt: 1, Error: "timeout", Detail: "upstream"},
		{RunID: "r1", Sequence: 4, Type: execute.EventRunEnd, Time: t0.Add(3 * time.Millisecond)},
	}
	incomplete := []execute.Event{
		{RunID: "r2", Sequence: 1, Type: execute.EventRunStart, Time: t0.Add(time.Second)},
		{RunID: "r2", Sequence: 2, Type: execute.EventToolStart, Time: t0.Add(2 * time.Second), Route: "x.y"},
	}
	failed := []execute.Event{
		{RunID: "r3", Sequence: 1, Type: execute.EventRunStart, Time: t0.Add(3 * time.Second)},
		{RunID: "r3", Sequence: 2, Type: execute.EventRunError, Time: t0.Add(4 * time.Second), Error: "budget"},
	}
	// Deliver out of order and concurrently, as parallel calls do.
	var wg sync.WaitGroup
	for _, evs := range [][]execute.Event{complete, incomplete, failed} {
		for i := len(evs) - 1; i >= 0; i-- {
			wg.Add(1)
			go func(e execute.Event) { defer wg.Done(); sink(e) }(evs[i])
		}
	}
	wg.Wait()
	if err := ts.Err(); err != nil {
		t.Fatal(err)
	}
	sink(complete[0]) // a duplicate is refused and reported
	if ts.Err() == nil {
		t.Error("duplicate event accepted silently")
	}
	ts.Close()

	ro, err := OpenTracesReadOnly(path)
	if err != nil {
		t.Fatal(err)
	}
	defer ro.Close()
	got, err := ro.Run("r1")
	if err != nil {
		t.Fatal(err)
	}
	if !reflect.DeepEqual(got, complete) {
		t.Fatalf("Run(r1):\n got %+v\nwant %+v", got, complete)
	}
	if _, err := ro.Run("nope"); !errors.Is(err, catalog.ErrNotFound) {
		t.Fatalf("Run(unknown) = %v", err)
	}
	runs, err := ro.Runs()
	if err != nil {
		t.Fatal(err)
	}
	want := []RunSummary{
		{RunID: "r1", Start: t0, End: t0.Add(3 * time.Millisecond), Events: 4, Complete: true},
		{RunID: "r2", Start: t0.Add(time.Second), End: t0.Add(2 * time.Second), Events: 2, Complete: false},
		{RunID: "r3", Start: t0.Add(3 * time.Second), End: t0.Add(4 * time.Second), Events: 2, Complete: true},
	}
	if !reflect.DeepEqual(runs, want) {
		t.Fatalf("Runs:\n got %+v\nwant %+v", runs, want)
	}
	if err := ro.Append(complete[0]); err == nil {
		t.Error("read-only trace store accepted an append")
	}
}
