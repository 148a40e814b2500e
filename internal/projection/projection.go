package projection

import (
	"fmt"
	"slices"
	"strconv"
	"strings"

	"github.com/schemarouter/schemarouter/catalog"
)

// Wildcard is the path segment that steps into every element of an array.
const Wildcard = "*"

// Error is a projection or normalization failure of one field.
type Error struct {
	// Field is the field's logical name.
	Field string
	// Path is the concrete location in the projected value: object keys, and array
	// indices as decimal strings (the record index first for an array of records).
	// For a contract problem (mismatched wildcards) it is the field's result path.
	Path []string
	// Message says what is wrong.
	Message string
}

func (e *Error) Error() string {
	return fmt.Sprintf("field %q at %s: %s", e.Field, formatPath(e.Path), e.Message)
}

// formatPath renders a path as a JSON-style list, e.g. ["results","0","title"].
func formatPath(path []string) string {
	parts := make([]string, len(path))
	for i, p := range path {
		parts[i] = strconv.Quote(p)
	}
	return "[" + strings.Join(parts, ",") + "]"
}

// Project keeps only the selected fields of a raw result (CORE.md §3.4 step 8); see
// the package documentation for the rules. The error, if any, is an *Error.
func Project(raw any, fields []*catalog.FieldSpec) (any, error) {
	plans, err := planFields(fields)
	if err != nil {
		return nil, err
	}
	switch r := raw.(type) {
	case map[string]any:
		return projectRecord(r, plans, nil)
	case []any:
		out := make([]any, len(r))
		for i, elem := range r {
			rec, ok := elem.(map[string]any)
			if !ok {
				out[i] = catalog.CloneJSON(elem)
				continue
			}
			p, err := projectRecord(rec, plans, []string{strconv.Itoa(i)})
			if err != nil {
				return nil, err
			}
			out[i] = p
		}
		return out, nil
	}
	return raw, nil
}

// fieldPlan is one field to project. For a path with wildcards, wild holds the
// paths split at the wildcards.
type fieldPlan struct {
	f    *catalog.FieldSpec
	wild *wildPlan
}

// wildPlan holds src[k] and dst[k], the segments between wildcard k-1 and
// wildcard k of the source and result paths.
type wildPlan struct {
	src, dst [][]string
}

// depth is the length of the result path (computed without allocating).
func (p fieldPlan) depth() int {
	switch {
	case len(p.f.ResultPath) > 0:
		return len(p.f.ResultPath)
	case len(p.f.Path) > 0:
		return len(p.f.Path)
	}
	return 1
}

// planFields checks the wildcards of each field and orders the fields by result
// path length (stable).
func planFields(fields []*catalog.FieldSpec) ([]fieldPlan, error) {
	plans := make([]fieldPlan, 0, len(fields))
	for _, f := range fields {
		if f == nil {
			continue
		}
		p := fieldPlan{f: f}
		if slices.Contains(f.Path, Wildcard) || slices.Contains(f.ResultPath, Wildcard) {
			src, dst := f.ProjectionPath(), f.ResultProjectionPath()
			if !slices.Equal(wildcardPositions(src), wildcardPositions(dst)) {
				return nil, &Error{Field: f.Name, Path: slices.Clone(dst),
					Message: fmt.Sprintf("the %q wildcards of path %s and result_path stand at different positions", Wildcard, formatPath(src))}
			}
			p.wild = &wildPlan{src: splitWildcards(src), dst: splitWildcards(dst)}
		}
		plans = append(plans, p)
	}
	if !slices.IsSortedFunc(plans, byDepth) {
		slices.SortStableFunc(plans, byDepth)
	}
	return plans, nil
}

func byDepth(a, b fieldPlan) int { return a.depth() - b.depth() }

func wildcardPositions(path []string) []int {
	var pos []int
	for i, s := range path {
		if s == Wildcard {
			pos = append(pos, i)
		}
	}
	return pos
}

func splitWildcards(path []string) [][]string {
	var segs [][]string
	start := 0
	for i, s := range path {
		if s == Wildcard {
			segs = append(segs, path[start:i])
			start = i + 1
		}
	}
	return append(segs, path[start:])
}

// walkObjects follows keys through objects only.
func walkObjects(v any, keys []string) (any, bool) {
	for _, k := range keys {
		m, ok := v.(map[string]any)
		if !ok {
			return nil, false
		}
		if v, ok = m[k]; !ok {
			return nil, false
		}
	}
	return v, true
}

// projectRecord projects one raw object; loc is the record's location (its index
// in a list of records) for error paths.
func projectRecord(rec map[string]any, plans []fieldPlan, loc []string) (map[string]any, error) {
	out := make(map[string]any, len(plans))
	for _, p := range plans {
		f := p.f
		if p.wild == nil {
			if len(f.Path) == 0 && len(f.ResultPath) == 0 { // the common [name] → [name]
				if v, ok := rec[f.Name]; ok {
					out[f.Name] = catalog.CloneJSON(v)
				}
				continue
			}
			v, ok := walkObjects(rec, f.ProjectionPath())
			if !ok {
				continue
			}
			if err := setPath(out, f.ResultProjectionPath(), catalog.CloneJSON(v), f.Name, loc); err != nil {
				return nil, err
			}
			continue
		}
		w := wildcardWriter{name: f.Name, plan: p.wild}
		if err := w.place(rootSlot{out}, rec, 0, slices.Clone(loc)); err != nil {
			return nil, err
		}
	}
	return out, nil
}

// setPath writes v at path under obj, creating objects on the way.
func setPath(obj map[string]any, path []string, v any, field string, loc []string) error {
	for i, k := range path[:len(path)-1] {
		next, ok := obj[k]
		if !ok {
			m := map[string]any{}
			obj[k] = m
			obj = m
			continue
		}
		m, ok := next.(map[string]any)
		if !ok {
			return collision(field, loc, path[:i+1], "an object")
		}
		obj = m
	}
	obj[path[len(path)-1]] = v
	return nil
}

func collision(field string, loc, path []string, want string) error {
	full := append(slices.Clone(loc), path...)
	return &Error{Field: field, Path: full,
		Message: fmt.Sprintf("result path collision: the projected value here is not %s", want)}
}

// slot is a position in the output being built: an object member, an array
// element or the record itself.
type slot interface {
	get() (any, bool)
	set(any)
}

type rootSlot struct{ m map[string]any }

func (s rootSlot) get() (any, bool) { return s.m, true }
func (s rootSlot) set(any)          {} // the record object is never replaced

type memberSlot struct {
	m   map[string]any
	key string
}

func (s memberSlot) get() (any, bool) { v, ok := s.m[s.key]; return v, ok }
func (s memberSlot) set(v any)        { s.m[s.key] = v }

// elemSlot is element i of an array being filled in index order: an index equal
// to the length is an absent element, and setting it appends.
type elemSlot struct {
	arr *[]any
	i   int
}

func (s elemSlot) get() (any, bool) {
	if s.i < len(*s.arr) {
		return (*s.arr)[s.i], true
	}
	return nil, false
}

func (s elemSlot) set(v any) {
	if s.i < len(*s.arr) {
		(*s.arr)[s.i] = v
		return
	}
	*s.arr = append(*s.arr, v)
}

// wildcardWriter writes one field whose paths contain wildcards.
type wildcardWriter struct {
	name string
	plan *wildPlan
}

// place writes level k of the field: src is the source node after wildcard k-1
// (the record for k = 0) and at is the matching output position; loc is at's
// concrete location, for errors.
func (w wildcardWriter) place(at slot, src any, k int, loc []string) error {
	last := k == len(w.plan.src)-1
	v, ok := walkObjects(src, w.plan.src[k])
	var arr []any
	if ok && !last {
		arr, ok = v.([]any)
	}
	if !ok {
		if k > 0 {
			if _, exists := at.get(); !exists {
				at.set(map[string]any{}) // keep the element's position
			}
		}
		return nil
	}
	// Walk the result segment, creating objects.
	for _, key := range w.plan.dst[k] {
		cur, exists := at.get()
		if !exists {
			m := map[string]any{}
			at.set(m)
			cur = m
		}
		m, isObj := cur.(map[string]any)
		if !isObj {
			return collision(w.name, loc, nil, "an object")
		}
		at = memberSlot{m, key}
		loc = append(loc, key)
	}
	if last {
		at.set(catalog.CloneJSON(v))
		return nil
	}
	var out []any
	if cur, exists := at.get(); exists {
		existing, isArr := cur.([]any)
		if !isArr {
			return collision(w.name, loc, nil, "an array")
		}
		out = existing
	} else {
		out = make([]any, 0, len(arr))
	}
	for i, elem := range arr {
		if err := w.place(elemSlot{&out, i}, elem, k+1, append(loc, strconv.Itoa(i))); err != nil {
			return err
		}
	}
	at.set(out)
	return nil
}
