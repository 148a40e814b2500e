package main

import (
	"os/exec"
	"path/filepath"
	"strings"
	"testing"
)

func TestPlanAndInvokeAcceptAnMCPServerDirectly(t *testing.T) {
	if testing.Short() {
		t.Skip("builds the example MCP server")
	}
	bin := filepath.Join(t.TempDir(), "mcp-science")
	build := exec.Command("go", "build", "-o", bin, "./examples/mcp-science")
	build.Dir = "../.."
	if out, err := build.CombinedOutput(); err != nil {
		t.Fatalf("building the example server: %v\n%s", err, out)
	}
	code, out, errs := runCLI(t, "", "plan", "--mcp-stdio", bin, "--arg", "formula=GaAs", "band gap")
	if code != 0 || !strings.Contains(out, "mcp.band_gap") {
		t.Fatalf("plan: exit %d: %s\n%s", code, errs, out)
	}
	// MCP tools are unclassified: the default policy refuses them.
	code, _, errs = runCLI(t, "", "invoke", "--mcp-stdio", bin, "--arg", "formula=GaAs", "band gap")
	if code != 1 || !strings.Contains(errs, "denied by policy") {
		t.Fatalf("invoke under the default policy: exit %d: %s", code, errs)
	}
	code, out, errs = runCLI(t, "", "invoke", "--mcp-stdio", bin, "--allow-unclassified", "--arg", "formula=GaAs", "band gap")
	if code != 0 || !strings.Contains(out, "1.42") {
		t.Fatalf("invoke: exit %d: %s\n%s", code, errs, out)
	}
}

func TestPlanAcceptsAnOpenAPIDocumentDirectly(t *testing.T) {
	code, out, errs := runCLI(t, "", "plan", "--openapi", "../../ingest/openapi/testdata/petstore.yaml", "--json", "list all pets")
	if code != 0 || !strings.Contains(out, `"endpoint": "listPets"`) {
		t.Fatalf("exit %d: %s\n%s", code, errs, out)
	}
	code, _, errs = runCLI(t, "", "plan", "--openapi", "no-such-file.yaml", "pets")
	if code != 1 || !strings.Contains(errs, "--openapi no-such-file.yaml") {
		t.Fatalf("missing document: exit %d: %s", code, errs)
	}
}
