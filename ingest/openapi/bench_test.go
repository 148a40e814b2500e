package openapi

import (
	"os"
	"testing"
)

// BenchmarkImportLarge measures ingesting the OpenAI API description (288 operations,
// 3 MB of YAML) from bytes: parsing, kin-openapi validation, schema conversion and the
// compile check of every endpoint schema.
func BenchmarkImportLarge(b *testing.B) {
	data, err := os.ReadFile("testdata/openai-api.yaml")
	if err != nil {
		b.Fatal(err)
	}
	b.SetBytes(int64(len(data)))
	b.ReportAllocs()
	for b.Loop() {
		res, err := Parse(data, "openai-api.yaml", Options{})
		if err != nil {
			b.Fatal(err)
		}
		if res.Report.Endpoints == 0 {
			b.Fatal("no endpoints")
		}
	}
}
