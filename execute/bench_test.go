package execute

import (
	"context"
	"fmt"
	"testing"

	"github.com/schemarouter/schemarouter/catalog"
	"github.com/schemarouter/schemarouter/plan"
)

// tenFieldTool is an endpoint whose record has 10 typed fields, one unit-normalized.
func tenFieldTool() (catalog.ToolSpec, map[string]any) {
	fields := []catalog.FieldSpec{{Name: "id", Identifier: true, JSONSchema: map[string]any{"type": "string"}}}
	record := map[string]any{"id": "mp-149", "debug": "dropped"}
	for i := 1; i < 10; i++ {
		name := fmt.Sprintf("property_%d", i)
		f := catalog.FieldSpec{Name: name, JSONSchema: map[string]any{"type": "number"}, Unit: "GPa"}
		if i == 1 {
			f.UnitNormalization = &catalog.UnitNormalizationSpec{Dimension: "pressure", CanonicalUnit: "Pa", Scale: 1e9}
		}
		fields = append(fields, f)
		record[name] = float64(i) * 1.5
	}
	return catalog.ToolSpec{Name: "materials", Endpoints: []catalog.EndpointSpec{{
		Name: "get", ReadOnly: ptr(true),
		Parameters:   []catalog.ParameterSpec{{Name: "material_id", Required: true, JSONSchema: map[string]any{"type": "string"}}},
		OutputFields: fields,
	}}}, record
}

// BenchmarkExecuteCall measures the executor's overhead per call (contract re-check,
// input and output validation, projection, normalization) against calling the same
// invoker directly. Recorded in docs/BENCHMARKS.md.
func BenchmarkExecuteCall(b *testing.B) {
	tool, record := tenFieldTool()
	reg, err := catalog.NewRegistry(tool)
	if err != nil {
		b.Fatal(err)
	}
	inv := returns(record)
	x, err := New(reg, Options{})
	if err != nil {
		b.Fatal(err)
	}
	if err := x.Bind("materials", inv); err != nil {
		b.Fatal(err)
	}
	e, _ := reg.Snapshot().Entry("materials")
	call := plan.Call{Tool: "materials", Endpoint: "get", Arguments: map[string]any{"material_id": "mp-149"},
		SchemaFingerprint: e.EndpointFingerprint(0), ToolFingerprint: e.Fingerprint()}
	for _, f := range tool.Endpoints[0].OutputFields {
		call.Fields = append(call.Fields, f.Name)
	}
	ctx := context.Background()
	b.Run("direct", func(b *testing.B) {
		b.ReportAllocs()
		for b.Loop() {
			if _, err := inv.Invoke(ctx, &Invocation{ToolKey: "materials", Arguments: call.Arguments, Fields: call.Fields}); err != nil {
				b.Fatal(err)
			}
		}
	})
	b.Run("executor", func(b *testing.B) {
		b.ReportAllocs()
		for b.Loop() {
			if _, err := x.ExecuteCall(ctx, call); err != nil {
				b.Fatal(err)
			}
		}
	})
}
