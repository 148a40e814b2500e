package catalog
import ("testing";"time";"os")
func FuzzProbe(f *testing.F) {
	if bench, err := os.ReadFile(benchCatalog); err == nil { f.Add(bench) }
	f.Add([]byte(sampleJSON)); f.Add([]byte(sampleYAML)); f.Add([]byte("a: &x [*x]\n"))
	f.Fuzz(func(t *testing.T, data []byte) {
		for _, name := range []string{"fuzz.json", "fuzz.yaml"} {
			st := time.Now()
			ParseCatalog(data, name)
			if d := time.Since(st); d > 2*time.Second { t.Fatalf("%s took %v", name, d) }
		}
	})
}
