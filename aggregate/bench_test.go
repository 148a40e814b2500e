package aggregate

import (
	"fmt"
	"testing"
)

// BenchmarkAggregate100k aggregates 100,000 document records from four providers in
// which 10% share a DOI with another record. Recorded in docs/BENCHMARKS.md.
func BenchmarkAggregate100k(b *testing.B) {
	const n = 100000
	records := make([]SourceRecord, n)
	for i := range records {
		doi := fmt.Sprintf("10.1000/paper.%d", i)
		if i%10 == 0 && i > 0 {
			doi = fmt.Sprintf("https://doi.org/10.1000/PAPER.%d", i-1) // overlaps the previous record
		}
		records[i] = SourceRecord{
			Provider:    fmt.Sprintf("provider-%d", i%4),
			EntityKind:  KindDocument,
			Identifiers: map[string]string{"doi": doi},
			Fields:      map[string]any{"title": fmt.Sprintf("Paper %d", i), "cited_by_count": float64(i % 500)},
		}
	}
	b.ReportAllocs()
	for b.Loop() {
		out, err := Aggregate(records, Options{})
		if err != nil {
			b.Fatal(err)
		}
		if len(out) != n-(n/10-1) {
			b.Fatalf("%d entities", len(out))
		}
	}
}
