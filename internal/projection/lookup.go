package projection

import (
	"slices"
	"strconv"

	"github.com/schemarouter/schemarouter/catalog"
)

// Located is a value found in a projected result, with its concrete location
// (object keys and array indices as decimal strings; for an array of records the
// record index comes first).
type Located struct {
	Path  []string
	Value any
}

// Lookup returns every value present at resultPath in a projected value: per record
// when it is an array of records, per element at each "*", in document order. Only
// objects are walked by keys and only arrays by "*"; anything else means "not
// present". The values are not copied.
func Lookup(projected any, resultPath []string) []Located {
	var found []Located
	visit(projected, resultPath, true, func(loc []string, v any) {
		found = append(found, Located{Path: slices.Clone(loc), Value: v})
	})
	return found
}

// Values returns every value present at the field's result path (see Lookup), e.g.
// for validation against the field's JSON schema. The values are not copied.
func Values(projected any, f *catalog.FieldSpec) []any {
	var found []any
	visit(projected, f.ResultProjectionPath(), false, func(_ []string, v any) {
		found = append(found, v)
	})
	return found
}

// visit calls fn for each value at path; loc is tracked only when withLoc is set.
func visit(projected any, path []string, withLoc bool, fn func(loc []string, v any)) {
	var loc []string
	if records, ok := projected.([]any); ok {
		for i, rec := range records {
			if withLoc {
				loc = append(loc[:0], strconv.Itoa(i))
			}
			visitPath(rec, path, withLoc, loc, fn)
		}
		return
	}
	visitPath(projected, path, withLoc, loc, fn)
}

func visitPath(node any, path []string, withLoc bool, loc []string, fn func([]string, any)) {
	for len(path) > 0 {
		seg := path[0]
		path = path[1:]
		if seg == Wildcard {
			arr, ok := node.([]any)
			if !ok {
				return
			}
			for i, elem := range arr {
				var sub []string
				if withLoc {
					sub = append(loc, strconv.Itoa(i))
				}
				visitPath(elem, path, withLoc, sub, fn)
			}
			return
		}
		m, ok := node.(map[string]any)
		if !ok {
			return
		}
		if node, ok = m[seg]; !ok {
			return
		}
		if withLoc {
			loc = append(loc, seg)
		}
	}
	fn(loc, node)
}
