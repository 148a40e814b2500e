package openapi

import (
	"os"
	"testing"
)

// FuzzParse: any input either ingests into a tool that validates, or fails with an
// error and no result; it never panics.
func FuzzParse(f *testing.F) {
	for _, name := range []string{"testdata/petstore.yaml", "testdata/petstore-3.1.yaml", "testdata/petstore-expanded.yaml"} {
		data, err := os.ReadFile(name)
		if err != nil {
			f.Fatal(err)
		}
		f.Add(data)
	}
	f.Add([]byte(cyclicSchemas))
	f.Add([]byte(constructsDoc))
	f.Add([]byte(materialsDoc))
	f.Fuzz(func(t *testing.T, data []byte) {
		res, err := Parse(data, "fuzz.yaml", Options{})
		if err != nil {
			if res != nil {
				t.Fatal("a result with an error")
			}
			return
		}
		if err := res.Tool.Validate(); err != nil {
			t.Fatalf("the tool does not validate: %v", err)
		}
	})
}
