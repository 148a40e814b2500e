package schemarouter

import "testing"

func TestScienceCatalogLoadsAndCoversFourDomains(t *testing.T) {
	c, err := ScienceCatalog()
	if err != nil {
		t.Fatal(err)
	}
	providers := map[string]bool{}
	endpoints := 0
	var readOnly, mutating, destructive int
	for _, tool := range c.Tools {
		providers[tool.Provider] = true
		for i := range tool.Endpoints {
			ep := &tool.Endpoints[i]
			endpoints++
			switch {
			case ep.IsDestructive():
				destructive++
			case ep.IsReadOnly():
				readOnly++
			case ep.ReadOnly != nil:
				mutating++
			}
		}
	}
	if len(c.Tools) < 6 || len(providers) < 4 {
		t.Fatalf("%d tools from %d providers, want at least 6 from 4", len(c.Tools), len(providers))
	}
	if readOnly == 0 || mutating == 0 || destructive == 0 {
		t.Fatalf("read-only %d, mutating %d, destructive %d: want each class", readOnly, mutating, destructive)
	}
	for _, p := range []string{"materials_project", "cod", "pubchem", "crossref", "openalex"} {
		if !providers[p] {
			t.Errorf("provider %q missing", p)
		}
	}
}
