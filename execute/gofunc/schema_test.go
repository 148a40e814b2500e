package gofunc

import (
	"encoding/json"
	"errors"
	"flag"
	"net"
	"os"
	"path/filepath"
	"reflect"
	"slices"
	"strings"
	"testing"
	"time"
	"unsafe"

	"github.com/schemarouter/schemarouter/internal/jsonschema"
)

var update = flag.Bool("update", false, "rewrite golden files")

func mustJSON(t *testing.T, v any) string {
	t.Helper()
	b, err := json.Marshal(v)
	if err != nil {
		t.Fatal(err)
	}
	return string(b)
}

type namedString string

type point struct {
	X float64 `json:"x"`
	Y float64 `json:"y,omitempty"`
}

func TestSchemaDerivesEveryKind(t *testing.T) {
	tests := []struct {
		name string
		typ  reflect.Type
		want string
	}{
		{"string", reflect.TypeFor[string](), `{"type":"string"}`},
		{"named string", reflect.TypeFor[namedString](), `{"type":"string"}`},
		{"bool", reflect.TypeFor[bool](), `{"type":"boolean"}`},
		{"int", reflect.TypeFor[int](), `{"type":"integer"}`},
		{"int8", reflect.TypeFor[int8](), `{"type":"integer"}`},
		{"int64", reflect.TypeFor[int64](), `{"type":"integer"}`},
		{"uint", reflect.TypeFor[uint](), `{"minimum":0,"type":"integer"}`},
		{"uint16", reflect.TypeFor[uint16](), `{"minimum":0,"type":"integer"}`},
		{"uintptr", reflect.TypeFor[uintptr](), `{"minimum":0,"type":"integer"}`},
		{"float32", reflect.TypeFor[float32](), `{"type":"number"}`},
		{"float64", reflect.TypeFor[float64](), `{"type":"number"}`},
		{"json.Number", reflect.TypeFor[json.Number](), `{"type":"number"}`},
		{"time.Time", reflect.TypeFor[time.Time](), `{"format":"date-time","type":"string"}`},
		{"bytes", reflect.TypeFor[[]byte](), `{"contentEncoding":"base64","type":"string"}`},
		{"byte array is an array", reflect.TypeFor[[2]byte](), `{"items":{"minimum":0,"type":"integer"},"maxItems":2,"minItems":2,"type":"array"}`},
		{"slice", reflect.TypeFor[[]string](), `{"items":{"type":"string"},"type":"array"}`},
		{"array", reflect.TypeFor[[3]float64](), `{"items":{"type":"number"},"maxItems":3,"minItems":3,"type":"array"}`},
		{"nested slice", reflect.TypeFor[[][]int](), `{"items":{"items":{"type":"integer"},"type":"array"},"type":"array"}`},
		{"map", reflect.TypeFor[map[string]float64](), `{"additionalProperties":{"type":"number"},"type":"object"}`},
		{"map with named string keys", reflect.TypeFor[map[namedString]bool](), `{"additionalProperties":{"type":"boolean"},"type":"object"}`},
		{"map of any", reflect.TypeFor[map[string]any](), `{"additionalProperties":{},"type":"object"}`},
		{"any", reflect.TypeFor[any](), `{}`},
		{"pointer", reflect.TypeFor[*int](), `{"type":["integer","null"]}`},
		{"pointer to pointer", reflect.TypeFor[**string](), `{"type":["string","null"]}`},
		{"pointer to any", reflect.TypeFor[*any](), `{}`},
		{"pointer to time", reflect.TypeFor[*time.Time](), `{"format":"date-time","type":["string","null"]}`},
		{"slice of pointers", reflect.TypeFor[[]*bool](), `{"items":{"type":["boolean","null"]},"type":"array"}`},
		{"struct", reflect.TypeFor[point](), `{"properties":{"x":{"type":"number"},"y":{"type":"number"}},"required":["x"],"type":"object"}`},
		{"pointer to struct", reflect.TypeFor[*point](), `{"properties":{"x":{"type":"number"},"y":{"type":"number"}},"required":["x"],"type":["object","null"]}`},
		{"empty struct", reflect.TypeFor[struct{}](), `{"properties":{},"type":"object"}`},
		{"json.RawMessage marshals itself", reflect.TypeFor[json.RawMessage](), `{}`},
		{"text marshaler is a string", reflect.TypeFor[net.IP](), `{"type":"string"}`},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			d := &deriver{root: tt.typ}
			got, err := d.schema(tt.typ, "")
			if err != nil {
				t.Fatal(err)
			}
			if s := mustJSON(t, got); s != tt.want {
				t.Errorf("schema of %s:\n got %s\nwant %s", tt.typ, s, tt.want)
			}
			// Every derived schema is a valid JSON Schema.
			if err := jsonschema.New().Validate(got, nil); err != nil {
				var je *jsonschema.Error
				if errors.As(err, &je) && je.Invalid {
					t.Errorf("derived schema is not valid JSON Schema: %v", err)
				}
			}
		})
	}
}

func TestInputSchemaClosesEveryObject(t *testing.T) {
	type inner struct {
		A int `json:"a"`
	}
	type in struct {
		Inner  inner            `json:"inner"`
		List   []inner          `json:"list"`
		ByName map[string]inner `json:"by_name"`
	}
	d := &deriver{root: reflect.TypeFor[in](), input: true}
	got, err := d.schema(reflect.TypeFor[in](), "")
	if err != nil {
		t.Fatal(err)
	}
	closedInner := `{"additionalProperties":false,"properties":{"a":{"type":"integer"}},"required":["a"],"type":"object"}`
	want := `{"additionalProperties":false,"properties":{` +
		`"by_name":{"additionalProperties":` + closedInner + `,"type":"object"},` +
		`"inner":` + closedInner + `,` +
		`"list":{"items":` + closedInner + `,"type":"array"}},` +
		`"required":["inner","list","by_name"],"type":"object"}`
	if s := mustJSON(t, got); s != want {
		t.Errorf("got  %s\nwant %s", s, want)
	}
}

// Types of the golden schema: every kind, embedding, tags and options.
type richBase struct {
	ID      string    `json:"id" identifier:"true"`
	Created time.Time `json:"created"`
}

type richExtra struct {
	Note string `json:"note"`
}

type richRecord struct {
	richBase
	*richExtra
	Formula  string            `json:"formula" desc:"reduced formula"`
	BandGap  float64           `json:"band_gap" unit:"eV" semantic:"band_gap"`
	Density  *float64          `json:"density,omitempty" unit:"g/cm3"`
	Sites    int               `json:"sites"`
	Count    uint32            `json:"count,string"`
	Elements []string          `json:"elements"`
	Lattice  [3]float64        `json:"lattice"`
	Tags     map[string]string `json:"tags,omitempty"`
	Raw      []byte            `json:"raw,omitzero"`
	Extra    any               `json:"extra"`
	Doc      json.RawMessage   `json:"doc,omitempty"`
	Stable   bool              `json:"stable"`
	Nested   struct {
		A int     `json:"a"`
		B *string `json:"b"`
	} `json:"nested"`
	Points  []point `json:"points"`
	Skipped string  `json:"-"`
	//lint:ignore U1000 an unexported field must be left out of the schema
	hidden int
	NoTag  int8
}

func TestRichStructSchemaMatchesGolden(t *testing.T) {
	typ := reflect.TypeFor[richRecord]()
	d := &deriver{root: typ}
	got, err := d.schema(typ, "")
	if err != nil {
		t.Fatal(err)
	}
	b, err := json.MarshalIndent(got, "", "  ")
	if err != nil {
		t.Fatal(err)
	}
	b = append(b, '\n')
	golden := filepath.Join("testdata", "rich_record.schema.json")
	if *update {
		if err := os.WriteFile(golden, b, 0o644); err != nil {
			t.Fatal(err)
		}
	}
	want, err := os.ReadFile(golden)
	if err != nil {
		t.Fatal(err)
	}
	if string(b) != string(want) {
		t.Errorf("schema differs from %s (run with -update to accept):\n%s", golden, b)
	}
}

// TestSchemaPropertiesMatchEncodingJSON checks the flattening and naming rules against
// what encoding/json actually writes.
func TestSchemaPropertiesMatchEncodingJSON(t *testing.T) {
	type A struct {
		Name string `json:"name"`
		Both int
	}
	type B struct {
		Name  string
		Both  int
		OnlyB int
	}
	type Deep struct{ Inner A }
	type conflicts struct {
		A    // Name tagged here wins over B.Name; Both conflicts and is dropped
		B    // OnlyB promoted
		Deep `json:"deep"`
		Own  bool `json:"OnlyB2"`
	}
	type shadow struct {
		A
		Name string // shallower field wins
	}
	s := "s"
	tests := []struct {
		name  string
		value any
	}{
		{"conflicts", conflicts{}},
		{"shadow", shadow{}},
		{"rich", richRecord{richExtra: &richExtra{}, Density: new(1.5), Tags: map[string]string{"a": "b"}, Raw: []byte("x"), Doc: json.RawMessage(`1`)}},
		{"pointer fields", struct {
			P *string `json:"p"`
		}{&s}},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			typ := reflect.TypeOf(tt.value)
			d := &deriver{root: typ}
			schema, err := d.schema(typ, "")
			if err != nil {
				t.Fatal(err)
			}
			var props []string
			for k := range schema["properties"].(map[string]any) {
				props = append(props, k)
			}
			var encoded map[string]any
			if err := json.Unmarshal([]byte(mustJSON(t, tt.value)), &encoded); err != nil {
				t.Fatal(err)
			}
			var keys []string
			for k := range encoded {
				keys = append(keys, k)
			}
			slices.Sort(props)
			slices.Sort(keys)
			if !slices.Equal(props, keys) {
				t.Errorf("schema properties %v, encoding/json keys %v", props, keys)
			}
			if err := jsonschema.New().Validate(schema, fillNils(encoded, schema)); err != nil {
				t.Errorf("encoding/json output (nil slices filled) does not satisfy the schema: %v", err)
			}
		})
	}
}

func TestRequiredFollowsPointersAndOmitOptions(t *testing.T) {
	type embedded struct {
		ViaPointer int `json:"via_pointer"`
	}
	type valueEmbedded struct {
		ViaValue int `json:"via_value"`
	}
	type in struct {
		*embedded
		valueEmbedded
		Plain     string   `json:"plain"`
		Omitempty string   `json:"omitempty,omitempty"`
		Omitzero  string   `json:"omitzero,omitzero"`
		Pointer   *string  `json:"pointer"`
		Slice     []string `json:"slice"`
		Any       any      `json:"any"`
		Quoted    int      `json:"quoted,string"`
	}
	fields, _ := jsonFields(reflect.TypeFor[in]())
	got := map[string]bool{}
	for _, f := range fields {
		got[f.name] = !f.optional
	}
	want := map[string]bool{
		"via_pointer": false, "via_value": true, "plain": true, "omitempty": false,
		"omitzero": false, "pointer": false, "slice": true, "any": true, "quoted": true,
	}
	if !reflect.DeepEqual(got, want) {
		t.Errorf("required: got %v, want %v", got, want)
	}
}

type node struct {
	Name     string `json:"name"`
	Children []node `json:"children"`
}

type linked struct {
	Next *linked `json:"next"`
}

type ping struct {
	Pong *pong `json:"pong"`
}

type pong struct {
	Pings map[string]ping `json:"pings"`
}

type stringer interface{ String() string }

func TestUnsupportedTypesAreRejected(t *testing.T) {
	tests := []struct {
		name      string
		typ       reflect.Type
		wantField string
		wantType  string
		wantWhy   string
	}{
		{"channel", reflect.TypeFor[struct {
			Notify chan int `json:"notify"`
		}](), "Notify", "chan int", "channels"},
		{"function", reflect.TypeFor[struct {
			Hook func() `json:"hook"`
		}](), "Hook", "func()", "functions"},
		{"complex", reflect.TypeFor[struct {
			Z complex128
		}](), "Z", "complex128", "complex"},
		{"unsafe pointer", reflect.TypeFor[struct {
			P unsafe.Pointer
		}](), "P", "unsafe.Pointer", "unsafe"},
		{"map with int keys", reflect.TypeFor[struct {
			ByID map[int]string `json:"by_id"`
		}](), "ByID", "map[int]string", "map keys must be strings"},
		{"interface with methods", reflect.TypeFor[struct {
			S stringer `json:"s"`
		}](), "S", "gofunc.stringer", "only the empty interface"},
		{"error interface", reflect.TypeFor[struct {
			Err error
		}](), "Err", "error", "only the empty interface"},
		{"nested in slice and map", reflect.TypeFor[struct {
			Deep []map[string]chan bool `json:"deep"`
		}](), "Deep[][]", "chan bool", "channels"},
		{"through embedded struct", reflect.TypeFor[struct {
			linkedHolder
		}](), "linkedHolder.Fn", "func(int) int", "functions"},
		{"recursive through slice", reflect.TypeFor[node](), "Children[]", "gofunc.node", "recursive type"},
		{"recursive through pointer", reflect.TypeFor[linked](), "Next", "gofunc.linked", "recursive type"},
		{"mutually recursive", reflect.TypeFor[ping](), "Pong.Pings[]", "gofunc.ping", "recursive type"},
		{"unexported-only struct field", reflect.TypeFor[struct {
			Secret opaque `json:"secret"`
		}](), "Secret", "gofunc.opaque", "no exported fields"},
		{"unexported-only root", reflect.TypeFor[opaque](), "", "gofunc.opaque", "no exported fields"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			d := &deriver{root: tt.typ}
			_, err := d.schema(tt.typ, "")
			var ue *UnsupportedTypeError
			if !errors.As(err, &ue) {
				t.Fatalf("got %v, want an *UnsupportedTypeError", err)
			}
			if ue.Field != tt.wantField || ue.Type.String() != tt.wantType || !strings.Contains(ue.Reason, tt.wantWhy) {
				t.Errorf("got field %q type %s reason %q; want field %q type %s reason containing %q",
					ue.Field, ue.Type, ue.Reason, tt.wantField, tt.wantType, tt.wantWhy)
			}
			msg := err.Error()
			if !strings.Contains(msg, tt.wantType) || !strings.Contains(msg, tt.wantField) {
				t.Errorf("message %q does not name the type %s and field %q", msg, tt.wantType, tt.wantField)
			}
		})
	}
}

type linkedHolder struct {
	Fn func(int) int `json:"fn"`
}

//lint:ignore U1000 a struct with only unexported fields must be refused
type opaque struct {
	a int
	b string
}

func TestSharedStructTypesAreNotRecursive(t *testing.T) {
	type pair struct {
		Left  point   `json:"left"`
		Right point   `json:"right"`
		More  []point `json:"more"`
	}
	d := &deriver{root: reflect.TypeFor[pair]()}
	if _, err := d.schema(reflect.TypeFor[pair](), ""); err != nil {
		t.Fatalf("a struct type used twice is not recursive: %v", err)
	}
}

func TestFillNilsReplacesOnlyNonNullableNulls(t *testing.T) {
	type out struct {
		List    []string          `json:"list"`
		Map     map[string]int    `json:"map"`
		Bytes   []byte            `json:"bytes"`
		Ptr     *[]string         `json:"ptr"`
		Any     any               `json:"any"`
		Items   []point           `json:"items"`
		Inside  map[string][]int  `json:"inside"`
		Nested  struct{ L []int } `json:"nested"`
		Present []string          `json:"present"`
	}
	d := &deriver{root: reflect.TypeFor[out]()}
	schema, err := d.schema(reflect.TypeFor[out](), "")
	if err != nil {
		t.Fatal(err)
	}
	v, err := plainJSON("e", out{Inside: map[string][]int{"k": nil}, Present: []string{"x"}}, schema)
	if err != nil {
		t.Fatal(err)
	}
	want := `{"any":null,"bytes":"","inside":{"k":[]},"items":[],"list":[],"map":{},"nested":{"L":[]},"present":["x"],"ptr":null}`
	if got := mustJSON(t, v); got != want {
		t.Errorf("got  %s\nwant %s", got, want)
	}
	if err := jsonschema.New().Validate(schema, v); err != nil {
		t.Errorf("output does not satisfy its schema: %v", err)
	}
}
