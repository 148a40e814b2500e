package catalog

import (
	"regexp"
	"testing"
)

// Golden fingerprints of fixture M (CORE.md §6), computed once. They pin stability
// across runs, platforms and Go versions (DECISIONS-GO.md "Fingerprints"): a change
// here breaks every stored plan, so it must be deliberate.
const (
	goldenToolFingerprintM     = "GOLDEN_TOOL"
	goldenEndpointFingerprintM = "GOLDEN_ENDPOINT"
)

func fingerprints(t *testing.T, tool *ToolSpec) (toolFP string, endpointFPs []string) {
	t.Helper()
	toolFP, err := ToolFingerprint(tool)
	if err != nil {
		t.Fatalf("ToolFingerprint: %v", err)
	}
	for i := range tool.Endpoints {
		fp, err := EndpointFingerprint(&tool.Endpoints[i])
		if err != nil {
			t.Fatalf("EndpointFingerprint: %v", err)
		}
		endpointFPs = append(endpointFPs, fp)
	}
	return toolFP, endpointFPs
}

var hexSHA256 = regexp.MustCompile(`^[0-9a-f]{64}$`)

func TestFingerprintGoldenValues(t *testing.T) {
	tool := fixtureM()
	toolFP, eps := fingerprints(t, &tool)
	if !hexSHA256.MatchString(toolFP) || !hexSHA256.MatchString(eps[0]) {
		t.Fatalf("not lowercase hex SHA-256: %q %q", toolFP, eps[0])
	}
	if toolFP != goldenToolFingerprintM {
		t.Errorf("tool fingerprint %s, golden %s", toolFP, goldenToolFingerprintM)
	}
	if eps[0] != goldenEndpointFingerprintM {
		t.Errorf("endpoint fingerprint %s, golden %s", eps[0], goldenEndpointFingerprintM)
	}
}
