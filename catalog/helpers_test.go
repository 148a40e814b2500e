package catalog

import (
	"encoding/json"
	"errors"
	"strings"
	"testing"
)

func boolPtr(b bool) *bool { return &b }

func jsonNumber(s string) json.Number { return json.Number(s) }

// fixtureM is the shared fixture "M" of CORE.md §6.
func fixtureM() ToolSpec {
	return ToolSpec{
		Name:       "materials",
		SourceType: "calculated",
		License:    "CC BY 4.0",
		Endpoints: []EndpointSpec{{
			Name:        "search",
			Description: "Search material properties",
			Parameters: []ParameterSpec{
				{Name: "formula", Required: true, JSONSchema: map[string]any{"type": "string"}},
			},
			OutputFields: []FieldSpec{
				{Name: "material_id", Identifier: true},
				{Name: "band_gap", Aliases: []string{"band gap"}, Unit: "eV"},
				{Name: "formation_energy_per_atom", Aliases: []string{"formation energy"}, Unit: "eV/atom"},
				{Name: "density", Unit: "g/cm3"},
			},
		}},
	}
}

// simpleTool is a minimal valid tool with one endpoint "search".
func simpleTool(namespace, name string) ToolSpec {
	return ToolSpec{
		Name:      name,
		Namespace: namespace,
		Endpoints: []EndpointSpec{{
			Name:         "search",
			Description:  "Search " + name,
			Parameters:   []ParameterSpec{{Name: "q"}},
			OutputFields: []FieldSpec{{Name: "id", Identifier: true}, {Name: "title"}},
		}},
	}
}

// problemsOf returns the problems of a *ValidationError, failing the test for any other error.
func problemsOf(t *testing.T, err error) []*FieldError {
	t.Helper()
	if err == nil {
		return nil
	}
	var ve *ValidationError
	if !errors.As(err, &ve) {
		t.Fatalf("error %v (%T) is not a *ValidationError", err, err)
	}
	if len(ve.Problems) == 0 {
		t.Fatalf("ValidationError without problems")
	}
	return ve.Problems
}

// want is an expected problem: an exact path and a substring of the message.
type want struct{ path, msg string }

// checkProblems asserts that err holds exactly the wanted problems (in any order).
func checkProblems(t *testing.T, err error, wants ...want) {
	t.Helper()
	got := problemsOf(t, err)
	if len(got) != len(wants) {
		t.Fatalf("got %d problems, want %d:\n%v", len(got), len(wants), err)
	}
	used := make([]bool, len(got))
	for _, w := range wants {
		found := false
		for i, p := range got {
			if !used[i] && p.Path == w.path && strings.Contains(p.Message, w.msg) {
				used[i] = true
				found = true
				break
			}
		}
		if !found {
			t.Errorf("no problem with path %q and message containing %q in:\n%v", w.path, w.msg, err)
		}
	}
}
