package catalog

import (
	"bytes"
	"encoding/json"
	"os"
	"reflect"
	"testing"
)

// FuzzParseCatalog feeds arbitrary bytes to ParseCatalog as JSON and as YAML. It must
// never panic; a document it accepts must validate, register, and survive a round trip
// through encoding/json unchanged (same serialization, same fingerprints).
func FuzzParseCatalog(f *testing.F) {
	if bench, err := os.ReadFile(benchCatalog); err == nil {
		f.Add(bench)
	}
	f.Add([]byte(sampleJSON))
	f.Add([]byte(sampleYAML))
	f.Add([]byte(`{"tools":[{"name":"t","endpoints":[{"name":"e"}]}]}`))
	f.Add([]byte("tools:\n  - name: t\n    endpoints: [{name: e, output_fields: [{name: f, unit: K, unit_normalization: {dimension: t, canonical_unit: C, offset: -273.15}}]}]\n"))
	f.Add([]byte(`{"tools":[{"name":"t","endpoints":[{"name":"e","output_fields":[{"name":"a","path":["r","*","a"],"result_path":["o","*","a"]}],"output_schema":{"$ref":"#/$defs/x","$defs":{"x":{"type":"object"}}}}]}]}`))
	f.Add([]byte(`{"tools":[{"name":"t","name":"u"}]}`))
	f.Add([]byte("a: &x [*x]\n"))
	f.Add([]byte(`{"tools":[]} {}`))
	f.Add([]byte(`{"tools":[{"name":"t","endpoints":[{"name":"e","metadata":{"n":1e400}}]}]}`))
	f.Add([]byte{})

	f.Fuzz(func(t *testing.T, data []byte) {
		for _, name := range []string{"fuzz.json", "fuzz.yaml"} {
			c, err := ParseCatalog(data, name)
			if err != nil {
				if !reflect.DeepEqual(c, Catalog{}) {
					t.Fatalf("%s: error %v with a non-empty catalog", name, err)
				}
				continue
			}
			if err := c.Validate(); err != nil {
				t.Fatalf("%s: accepted catalog does not validate: %v", name, err)
			}
			if _, err := NewRegistry(c.Tools...); err != nil {
				t.Fatalf("%s: accepted catalog does not register: %v", name, err)
			}
			out, err := json.Marshal(c)
			if err != nil {
				t.Fatalf("%s: json.Marshal: %v", name, err)
			}
			again, err := ParseCatalog(out, "again.json")
			if err != nil {
				t.Fatalf("%s: re-parse of\n%s\nfailed: %v", name, out, err)
			}
			out2, err := json.Marshal(again)
			if err != nil {
				t.Fatal(err)
			}
			if !bytes.Equal(out, out2) {
				t.Fatalf("%s: round trip changed the catalog:\n%s\n%s", name, out, out2)
			}
			for i := range c.Tools {
				fp1, err1 := ToolFingerprint(&c.Tools[i])
				fp2, err2 := ToolFingerprint(&again.Tools[i])
				if err1 != nil || err2 != nil || fp1 != fp2 {
					t.Fatalf("%s: tool %d fingerprint %s (%v) vs %s (%v)", name, i, fp1, err1, fp2, err2)
				}
			}
		}
	})
}
