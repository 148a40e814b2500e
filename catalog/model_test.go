package catalog

import (
	"encoding/json"
	"reflect"
	"slices"
	"testing"
)

func TestDerivedParameterValues(t *testing.T) {
	p := ParameterSpec{Name: "path__id"}
	if p.EffectiveWireName() != "path__id" || p.EffectiveLocation() != LocationArgument {
		t.Errorf("defaults: wire %q location %q", p.EffectiveWireName(), p.EffectiveLocation())
	}
	p.WireName, p.Location = "id", LocationPath
	if p.EffectiveWireName() != "id" || p.EffectiveLocation() != LocationPath {
		t.Errorf("explicit: wire %q location %q", p.EffectiveWireName(), p.EffectiveLocation())
	}
}

func TestDerivedFieldPaths(t *testing.T) {
	cases := []struct {
		f             FieldSpec
		source, taken []string
	}{
		{FieldSpec{Name: "gap"}, []string{"gap"}, []string{"gap"}},
		{FieldSpec{Name: "gap", Path: []string{"props", "gap"}}, []string{"props", "gap"}, []string{"props", "gap"}},
		{FieldSpec{Name: "gap", ResultPath: []string{"out"}}, []string{"gap"}, []string{"out"}},
		{FieldSpec{Name: "gap", Path: []string{"r", "*", "g"}, ResultPath: []string{"o", "*", "g"}}, []string{"r", "*", "g"}, []string{"o", "*", "g"}},
	}
	for _, c := range cases {
		if got := c.f.ProjectionPath(); !slices.Equal(got, c.source) {
			t.Errorf("%+v ProjectionPath = %v", c.f, got)
		}
		if got := c.f.ResultProjectionPath(); !slices.Equal(got, c.taken) {
			t.Errorf("%+v ResultProjectionPath = %v", c.f, got)
		}
	}
}

func TestServerProjectionSelectorsAndSeparator(t *testing.T) {
	sp := ServerProjectionSpec{Parameter: "response_fields", FieldMap: map[string]string{"gap": "_mp_band_gap"}}
	if sp.EffectiveSeparator() != "," || sp.Selector("gap") != "_mp_band_gap" || sp.Selector("id") != "id" {
		t.Errorf("separator %q selectors %q %q", sp.EffectiveSeparator(), sp.Selector("gap"), sp.Selector("id"))
	}
	sp.Separator = " "
	if sp.EffectiveSeparator() != " " {
		t.Errorf("explicit separator %q", sp.EffectiveSeparator())
	}
}

func TestEndpointClassificationAndAuth(t *testing.T) {
	cases := []struct {
		readOnly, destructive *bool
		class                 string
		isRO, isDestructive   bool
	}{
		{nil, nil, "unclassified operation", false, false},
		{boolPtr(true), nil, "read-only retrieval", true, false},
		{boolPtr(false), boolPtr(true), "mutating write", false, true},
		{boolPtr(false), boolPtr(false), "mutating write", false, false},
	}
	for _, c := range cases {
		e := EndpointSpec{ReadOnly: c.readOnly, Destructive: c.destructive}
		if e.OperationClass() != c.class || e.IsReadOnly() != c.isRO || e.IsDestructive() != c.isDestructive {
			t.Errorf("%v/%v: class %q ro %v destructive %v", c.readOnly, c.destructive, e.OperationClass(), e.IsReadOnly(), e.IsDestructive())
		}
	}
	scheme := AuthSchemeRequirement{Name: "k", Kind: AuthOAuth2}
	authCases := []struct {
		name string
		sets []AuthRequirementSet
		want bool
	}{
		{"no alternatives", nil, false},
		{"one alternative with a scheme", []AuthRequirementSet{{Schemes: []AuthSchemeRequirement{scheme}}}, true},
		{"every alternative has a scheme", []AuthRequirementSet{{Schemes: []AuthSchemeRequirement{scheme}}, {Schemes: []AuthSchemeRequirement{scheme, scheme}}}, true},
		{"an anonymous alternative", []AuthRequirementSet{{Schemes: []AuthSchemeRequirement{scheme}}, {}}, false},
	}
	for _, c := range authCases {
		e := EndpointSpec{AuthRequirements: c.sets}
		if got := e.AuthRequired(); got != c.want {
			t.Errorf("%s: AuthRequired = %v", c.name, got)
		}
	}
}

func TestLookupsAndKeys(t *testing.T) {
	tool := fixtureM()
	if tool.Key() != "materials" {
		t.Errorf("Key = %q", tool.Key())
	}
	tool.Namespace = "mp"
	if tool.Key() != "mp.materials" || RouteID(tool.Key(), "search") != "mp.materials.search" {
		t.Errorf("Key = %q route %q", tool.Key(), RouteID(tool.Key(), "search"))
	}
	e, ok := tool.Endpoint("search")
	if !ok || e != &tool.Endpoints[0] {
		t.Fatal("Endpoint(search) not found")
	}
	if _, ok := tool.Endpoint("nope"); ok {
		t.Error("Endpoint(nope) found")
	}
	if p, ok := e.Parameter("formula"); !ok || !p.Required {
		t.Error("Parameter(formula)")
	}
	if _, ok := e.Parameter("nope"); ok {
		t.Error("Parameter(nope) found")
	}
	if f, ok := e.Field("density"); !ok || f.Unit != "g/cm3" {
		t.Error("Field(density)")
	}
	if _, ok := e.Field("nope"); ok {
		t.Error("Field(nope) found")
	}
}

func TestCloneIsDeepAndExact(t *testing.T) {
	tool := richTool()
	tool.Endpoints[0].AuthRequirements = append(tool.Endpoints[0].AuthRequirements,
		AuthRequirementSet{}, AuthRequirementSet{Schemes: []AuthSchemeRequirement{}})
	tool.ExecutionMetadata["list"] = []any{map[string]any{"a": []string{"x"}}, map[string]string{"k": "v"}}
	c := tool.Clone()
	if !reflect.DeepEqual(c, tool) {
		t.Fatalf("clone differs:\n%+v\n%+v", c, tool)
	}
	// A clone serializes identically, so nil and empty lists are kept apart.
	a, _ := json.Marshal(&tool)
	b, _ := json.Marshal(&c)
	if string(a) != string(b) {
		t.Errorf("clone serializes differently:\n%s\n%s", a, b)
	}
	// Mutating the clone anywhere leaves the original intact.
	c.ExecutionMetadata["list"].([]any)[0].(map[string]any)["a"].([]string)[0] = "y"
	c.ExecutionMetadata["list"].([]any)[1].(map[string]string)["k"] = "w"
	c.Endpoints[0].AuthRequirements[0].Schemes[0].Scopes[0] = "w"
	c.Endpoints[0].OutputFields[1].UnitNormalization.Scale = 3
	c.Endpoints[0].ServerProjection.FieldMap["band_gap"] = "x"
	c.Endpoints[0].Parameters[0].Explode = nil
	*c.Endpoints[0].ReadOnly = false
	c.Endpoints[0].Metadata["output_required"].([]any)[0] = "zz"
	if !reflect.DeepEqual(tool.Clone(), richToolWithExtras()) {
		t.Error("mutating a clone changed the original")
	}
}

func richToolWithExtras() ToolSpec {
	tool := richTool()
	tool.Endpoints[0].AuthRequirements = append(tool.Endpoints[0].AuthRequirements,
		AuthRequirementSet{}, AuthRequirementSet{Schemes: []AuthSchemeRequirement{}})
	tool.ExecutionMetadata["list"] = []any{map[string]any{"a": []string{"x"}}, map[string]string{"k": "v"}}
	return tool
}
