package gofunc_test

import (
	"context"
	"encoding/json"
	"fmt"

	"github.com/schemarouter/schemarouter/catalog"
	"github.com/schemarouter/schemarouter/execute"
	"github.com/schemarouter/schemarouter/execute/gofunc"
)

// MaterialQuery is the input of the example function: its fields are the parameters.
type MaterialQuery struct {
	Formula string `json:"formula" desc:"reduced chemical formula"`
}

// Material is the output: its fields are the planner-visible output fields.
type Material struct {
	ID      string  `json:"material_id" identifier:"true"`
	Formula string  `json:"formula"`
	BandGap float64 `json:"band_gap" unit:"eV" semantic:"band_gap" desc:"electronic band gap"`
}

func ExampleTool() {
	lookup := func(_ context.Context, q MaterialQuery) (Material, error) {
		if q.Formula != "Si" {
			return Material{}, &execute.NonRetryableError{Reason: "unknown formula " + q.Formula}
		}
		return Material{ID: "mp-149", Formula: "Si", BandGap: 1.11}, nil
	}
	ep, err := gofunc.Func("get_material", lookup,
		gofunc.Description("Look up a material by formula."), gofunc.ReadOnly(true))
	if err != nil {
		panic(err)
	}
	tool, invoker, err := gofunc.Tool("materials", ep)
	if err != nil {
		panic(err)
	}
	reg, err := catalog.NewRegistry(tool)
	if err != nil {
		panic(err)
	}
	fmt.Println("registered:", reg.Snapshot().Keys(), "access mode:", tool.AccessMode, "remote:", tool.Remote)

	spec := &tool.Endpoints[0]
	gap, _ := spec.Field("band_gap")
	fmt.Println("band_gap:", gap.SemanticID, gap.Unit, gap.JSONSchema["type"])

	out, err := invoker.Invoke(context.Background(), &execute.Invocation{
		ToolKey: tool.Key(), Tool: &tool, Endpoint: spec,
		Arguments: map[string]any{"formula": "Si"},
	})
	if err != nil {
		panic(err)
	}
	raw, _ := json.Marshal(out)
	fmt.Println(string(raw))

	_, err = invoker.Invoke(context.Background(), &execute.Invocation{
		Endpoint: spec, Arguments: map[string]any{"formula": "Xx"},
	})
	fmt.Println("error:", err)
	// Output:
	// registered: [materials] access mode: go remote: false
	// band_gap: band_gap eV number
	// {"band_gap":1.11,"formula":"Si","material_id":"mp-149"}
	// error: unknown formula Xx
}
