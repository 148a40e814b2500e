package main

import (
	"io"
	"net/http"
	"net/http/httptest"
	"os"
	"path/filepath"
	"strings"
	"sync/atomic"
	"testing"
)

const petsCatalog = `{"tools": [{"name": "pets", "remote": true, "provider": "petstore", "endpoints": [
  {"name": "get_pet", "description": "Get a pet by id", "method": "GET", "path": "/pets/{pet_id}", "read_only": true,
   "parameters": [{"name": "pet_id", "location": "path", "required": true, "json_schema": {"type": "integer"}}],
   "output_fields": [{"name": "id", "identifier": true, "json_schema": {"type": "integer"}},
                     {"name": "name", "aliases": ["pet name"], "json_schema": {"type": "string"}},
                     {"name": "weight", "unit": "kg", "json_schema": {"type": "number"}}]},
  {"name": "add_pet", "description": "Add a new pet to the store", "method": "POST", "path": "/pets", "read_only": false,
   "parameters": [{"name": "name", "location": "body", "required": true, "json_schema": {"type": "string"}}],
   "output_fields": [{"name": "id", "identifier": true}, {"name": "created"}]}
]}]}`

// petServer answers GET /v1/pets/7 and POST /v1/pets, counting requests.
func petServer(t *testing.T) (*httptest.Server, *atomic.Int32) {
	var hits atomic.Int32
	srv := httptest.NewServer(http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		hits.Add(1)
		w.Header().Set("Content-Type", "application/json")
		switch {
		case r.Method == "GET" && r.URL.Path == "/v1/pets/7":
			io.WriteString(w, `{"id": 7, "name": "Rex", "weight": 12.5, "owner_email": "x@example.org"}`)
		case r.Method == "POST" && r.URL.Path == "/v1/pets":
			io.WriteString(w, `{"id": 8, "created": true}`)
		default:
			w.WriteHeader(http.StatusNotFound)
		}
	}))
	t.Cleanup(srv.Close)
	return srv, &hits
}

func writeFile(t *testing.T, name, content string) string {
	t.Helper()
	path := filepath.Join(t.TempDir(), name)
	if err := os.WriteFile(path, []byte(content), 0o600); err != nil {
		t.Fatal(err)
	}
	return path
}

func TestInvokePlansAndExecutesAgainstHTTP(t *testing.T) {
	srv, hits := petServer(t)
	cat := writeFile(t, "pets.json", petsCatalog)
	code, out, errs := runCLI(t, "", "invoke", "--catalog", cat, "--base-url", "pets="+srv.URL+"/v1", "--arg", "pet_id=7", "pet name and weight")
	if code != 0 {
		t.Fatalf("exit %d: %s", code, errs)
	}
	for _, want := range []string{"pets.get_pet", `"name": "Rex"`, "unit kg"} {
		if !strings.Contains(out, want) {
			t.Errorf("output lacks %q:\n%s", want, out)
		}
	}
	if strings.Contains(out, "owner_email") || hits.Load() != 1 {
		t.Fatalf("undeclared data leaked or wrong request count (%d):\n%s", hits.Load(), out)
	}
}

func TestInvokeRefusesMutationsUnlessAllowedAndApproved(t *testing.T) {
	srv, hits := petServer(t)
	cat := writeFile(t, "pets.json", petsCatalog)
	base := []string{"invoke", "--catalog", cat, "--base-url", "pets=" + srv.URL + "/v1", "--arg", "name=Tom"}
	tests := []struct {
		name  string
		flags []string
		code  int
		want  string
	}{
		{"default policy", nil, 1, "denied by policy"},
		{"allowed but not approved", []string{"--allow-mutations"}, 1, "approval denied"},
		{"allowed and approved", []string{"--allow-mutations", "--approve"}, 0, ""},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			before := hits.Load()
			args := append(append(append([]string{}, base...), tt.flags...), "add a new pet")
			code, _, errs := runCLI(t, "", args...)
			if code != tt.code || !strings.Contains(errs, tt.want) {
				t.Fatalf("exit %d, stderr %q; want %d and %q", code, errs, tt.code, tt.want)
			}
			sent := hits.Load() - before
			if (tt.code == 0) != (sent == 1) {
				t.Fatalf("%d requests sent", sent)
			}
		})
	}
}

func TestExecuteRunsASavedPlanAndRefusesAStaleOne(t *testing.T) {
	srv, hits := petServer(t)
	cat := writeFile(t, "pets.json", petsCatalog)
	code, planJSON, errs := runCLI(t, "", "plan", "--json", "--catalog", cat, "--arg", "pet_id=7", "pet name")
	if code != 0 {
		t.Fatalf("plan: exit %d: %s", code, errs)
	}
	saved := writeFile(t, "plan.json", planJSON)
	code, out, errs := runCLI(t, "", "execute", "--catalog", cat, "--base-url", "pets="+srv.URL+"/v1", "--json", saved)
	if code != 0 || !strings.Contains(out, `"Rex"`) {
		t.Fatalf("execute: exit %d: %s\n%s", code, errs, out)
	}
	changed := writeFile(t, "pets-v2.json", strings.Replace(petsCatalog, "Get a pet by id", "Get one pet by its id", 1))
	before := hits.Load()
	code, _, errs = runCLI(t, "", "execute", "--catalog", changed, "--base-url", "pets="+srv.URL+"/v1", saved)
	if code != 1 || !strings.Contains(errs, "schema drift") || hits.Load() != before {
		t.Fatalf("stale plan: exit %d, stderr %q, %d new requests", code, errs, hits.Load()-before)
	}
	bad := writeFile(t, "bad.json", `{"calls": [], "surprise": 1}`)
	if code, _, errs := runCLI(t, "", "execute", bad); code != 1 || !strings.Contains(errs, "not a plan") {
		t.Fatalf("bad plan file: exit %d, %q", code, errs)
	}
}
