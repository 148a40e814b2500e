package bench

import (
	"bytes"
	"encoding/csv"
	"encoding/json"
	"maps"
	"slices"
	"strings"
	"testing"
	"time"
)

func TestJSONReportHasExactlyTheDocumentedKeys(t *testing.T) {
	rep := runTiny(t, RunOptions{})
	decode := func(r *Report) map[string]any {
		data, err := json.Marshal(r)
		if err != nil {
			t.Fatal(err)
		}
		var m map[string]any
		if err := json.Unmarshal(data, &m); err != nil {
			t.Fatal(err)
		}
		return m
	}
	m := decode(rep.WithoutResults())
	want := []string{
		"corpus_sha256", "corpus", "catalog_fingerprint", "stack", "warmup_plans",
		"cases", "accuracy", "supported_accuracy", "near_domain_rejection", "ood_rejection", "false_route_rate",
		"intervals", "counts", "taxonomy", "latency_ms",
		"by_language", "by_category", "languages", "categories",
	}
	if got := slices.Sorted(maps.Keys(m)); !slices.Equal(got, slices.Sorted(slices.Values(want))) {
		t.Fatalf("top-level keys = %v, want %v", got, slices.Sorted(slices.Values(want)))
	}
	for _, k := range []string{"accuracy", "supported_accuracy", "near_domain_rejection", "ood_rejection", "false_route_rate"} {
		f, ok := m[k].(float64)
		if !ok || f < 0 || f > 1 {
			t.Errorf("%s = %v, want a fraction", k, m[k])
		}
	}
	lat := m["latency_ms"].(map[string]any)
	for _, k := range []string{"mean", "p50", "p95"} {
		if _, ok := lat[k].(float64); !ok {
			t.Errorf("latency_ms.%s = %v", k, lat[k])
		}
	}
	if got := slices.Sorted(maps.Keys(m["taxonomy"].(map[string]any))); !slices.Equal(got, []string{"correct", "false_route", "missed_route", "wrong_endpoint", "wrong_tool"}) {
		t.Errorf("taxonomy keys = %v", got)
	}
	if en, ok := m["by_language"].(map[string]any)["en"].(float64); !ok || en != 0.25 {
		t.Errorf("by_language.en = %v", m["by_language"])
	}
	iv := m["intervals"].(map[string]any)["accuracy"].(map[string]any)
	if _, ok := iv["low"].(float64); !ok {
		t.Errorf("intervals.accuracy = %v", iv)
	}
	// Empty denominators are null, not 0.
	en := m["languages"].(map[string]any)["en"].(map[string]any)
	if v, present := en["near_domain_rejection"]; !present || v != nil {
		t.Errorf("languages.en.near_domain_rejection = %v (present %v), want null", v, present)
	}
	if v := en["intervals"].(map[string]any)["ood_rejection"]; v != nil {
		t.Errorf("languages.en.intervals.ood_rejection = %v, want null", v)
	}
	// Per-case results only on request.
	full := decode(rep)
	results, ok := full["results"].([]any)
	if !ok || len(results) != 9 {
		t.Fatalf("results = %v", full["results"])
	}
	row := results[0].(map[string]any)
	for _, k := range []string{"id", "query", "expected", "predicted", "outcome", "latency_ms"} {
		if _, ok := row[k]; !ok {
			t.Errorf("result row has no %q", k)
		}
	}
	if rep.Results == nil {
		t.Fatal("WithoutResults modified the report")
	}
}

func TestWriteCSVWritesTheHeaderAndOneRowPerCase(t *testing.T) {
	rep := runTiny(t, RunOptions{})
	var buf bytes.Buffer
	if err := rep.WriteCSV(&buf); err != nil {
		t.Fatal(err)
	}
	rows, err := csv.NewReader(&buf).ReadAll()
	if err != nil {
		t.Fatal(err)
	}
	if len(rows) != 1+9 || !slices.Equal(rows[0], CSVHeader) {
		t.Fatalf("%d rows, header %v", len(rows), rows[0])
	}
	want := []string{"c6", "dev", "ko", "near_domain_unsupported_operation", "weather small talk", "", "weather.current", "false_route", "false"}
	if got := rows[6][:9]; !slices.Equal(got, want) {
		t.Fatalf("row c6 = %v, want %v", got, want)
	}
	if rows[9][2] != UnknownLanguage {
		t.Fatalf("row c9 language = %q", rows[9][2])
	}
}

func TestWriteHTMLIsASelfContainedPageWithItsTables(t *testing.T) {
	rep := runTiny(t, RunOptions{})
	rep.Results[0].Query = `<script>alert("x")</script>`
	var buf bytes.Buffer
	if err := rep.WriteHTML(&buf); err != nil {
		t.Fatal(err)
	}
	page := buf.String()
	for _, s := range []string{`<table id="overall">`, `<table id="by-language">`, `<table id="by-category">`,
		`<table id="taxonomy">`, `<table id="latency">`, `<table id="cases">`,
		"<td>near_domain_unsupported_operation</td>", "<td>unknown</td>", "wrong_endpoint", "44.4%"} {
		if !strings.Contains(page, s) {
			t.Errorf("page has no %q", s)
		}
	}
	if strings.Contains(page, "<script") {
		t.Error("query not escaped")
	}
	for _, s := range []string{"src=", "href=", "http://", "https://", "@import"} {
		if strings.Contains(page, s) {
			t.Errorf("page references an external asset (%q)", s)
		}
	}
}

func TestWriteTextHasTheSummaryTables(t *testing.T) {
	rep := runTiny(t, RunOptions{})
	var buf bytes.Buffer
	if err := rep.WriteText(&buf); err != nil {
		t.Fatal(err)
	}
	out := buf.String()
	for _, s := range []string{"OVERALL", "LANGUAGE", "CATEGORY", "TAXONOMY", "LATENCY (ms)",
		"accuracy", "44.4%", "4/9", "supported accuracy", "25.0%", "false-route rate", "22.2%", "2/9", "unknown"} {
		if !strings.Contains(out, s) {
			t.Errorf("text has no %q:\n%s", s, out)
		}
	}
}

func TestProgressBarRedrawsAtMostTenTimesASecondAndEndsTheLine(t *testing.T) {
	var buf bytes.Buffer
	clock := time.Unix(0, 0)
	b := &progressBar{w: &buf, total: 600, now: func() time.Time { return clock }}
	b.draw()
	for i := 1; i <= 600; i++ {
		if i%100 == 0 {
			clock = clock.Add(100 * time.Millisecond)
		}
		b.update(i)
	}
	b.finish()
	b.finish()
	out := buf.String()
	frames := strings.Split(strings.TrimSuffix(out, "\n"), "\r")[1:]
	// The initial frame, one per 100 ms tick (6), and the final one.
	if len(frames) != 8 {
		t.Fatalf("%d frames: %q", len(frames), out)
	}
	if frames[0] != "["+strings.Repeat(" ", 30)+"] 0/600" {
		t.Fatalf("first frame %q", frames[0])
	}
	if frames[2] != "["+strings.Repeat("#", 10)+strings.Repeat(" ", 20)+"] 200/600" {
		t.Fatalf("third frame %q", frames[2])
	}
	if last := frames[len(frames)-1]; last != "["+strings.Repeat("#", 30)+"] 600/600" || !strings.HasSuffix(out, "\n") || strings.Count(out, "\n") != 1 {
		t.Fatalf("output %q", out)
	}
}

func TestRunDrawsProgressOnlyWhenAsked(t *testing.T) {
	var buf bytes.Buffer
	runTiny(t, RunOptions{Progress: &buf})
	if !strings.HasPrefix(buf.String(), "\r[") || !strings.HasSuffix(buf.String(), "] 9/9\n") {
		t.Fatalf("progress %q", buf.String())
	}
}
