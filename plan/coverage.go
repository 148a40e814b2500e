package plan

import (
	"sort"
	"strings"
)

// reqKey is a semantic field requirement: the normalized semantic identity and the
// visible qualifier tags joined by "\x00" (so that string order is tuple order).
type reqKey struct {
	sem  string
	tags string
}

// requirements is the semantic coverage model of a candidate set (CORE.md §2.8).
type requirements struct {
	keys      []reqKey // sorted
	set       map[reqKey]bool
	potential map[*Candidate]map[reqKey]bool
	labels    map[string]string // semantic identity -> first-seen semantic_id or name
}

func (r *requirements) public(k reqKey) SemanticFieldRequirement {
	req := SemanticFieldRequirement{SemanticID: r.labels[k.sem], Qualifiers: []string{}}
	if k.tags != "" {
		req.Qualifiers = strings.Split(k.tags, "\x00")
	}
	return req
}

// coverageMatrix computes each candidate's coverage (its matched non-identifier fields
// with their visible qualifiers) and the universe. A semantic required with explicit
// qualifiers anywhere drops its unqualified requirement everywhere.
func coverageMatrix(cands []*Candidate, q *query) *requirements {
	r := &requirements{set: map[reqKey]bool{}, potential: make(map[*Candidate]map[reqKey]bool, len(cands)), labels: map[string]string{}}
	qualified := map[string]bool{}
	for _, c := range cands {
		pot := map[reqKey]bool{}
		for _, m := range c.matched {
			f := &c.route.fields[m.field]
			if f.spec.Identifier {
				continue
			}
			if _, ok := r.labels[f.sem]; !ok {
				r.labels[f.sem] = f.label
			}
			k := reqKey{sem: f.sem, tags: strings.Join(m.quals, "\x00")}
			pot[k] = true
			if k.tags != "" {
				qualified[f.sem] = true
			}
		}
		r.potential[c] = pot
	}
	for _, pot := range r.potential {
		for k := range pot {
			if k.tags == "" && qualified[k.sem] {
				delete(pot, k)
				continue
			}
			r.set[k] = true
		}
	}
	for k := range r.set {
		r.keys = append(r.keys, k)
	}
	sort.Slice(r.keys, func(i, j int) bool {
		if r.keys[i].sem != r.keys[j].sem {
			return r.keys[i].sem < r.keys[j].sem
		}
		return r.keys[i].tags < r.keys[j].tags
	})
	return r
}

// coverageOrder yields candidates in greedy complementary-coverage order: next is the
// candidate covering the most still-uncovered requirements, ties to the higher score and
// then the earlier position. Once nothing gains, the rest follow in their order (which
// is what the tie rule yields, as candidates arrive sorted by score). It is lazy because
// selection usually stops after a few calls.
type coverageOrder struct {
	cands     []*Candidate
	pots      []map[reqKey]bool
	taken     []bool
	gain      []int
	byReq     map[reqKey][]int
	uncovered map[reqKey]bool
	tail      int
}

func newCoverageOrder(cands []*Candidate, matrix *requirements) *coverageOrder {
	o := &coverageOrder{
		cands:     cands,
		pots:      make([]map[reqKey]bool, len(cands)),
		taken:     make([]bool, len(cands)),
		gain:      make([]int, len(cands)),
		byReq:     make(map[reqKey][]int, len(matrix.set)),
		uncovered: make(map[reqKey]bool, len(matrix.set)),
	}
	for k := range matrix.set {
		o.uncovered[k] = true
	}
	for i, c := range cands {
		o.pots[i] = matrix.potential[c]
		for k := range o.pots[i] {
			if o.uncovered[k] {
				o.gain[i]++
				o.byReq[k] = append(o.byReq[k], i)
			}
		}
	}
	return o
}

// next returns the next candidate, or nil when all were returned.
func (o *coverageOrder) next() *Candidate {
	if len(o.uncovered) > 0 {
		best := -1
		for i, g := range o.gain {
			if o.taken[i] || g == 0 {
				continue
			}
			if best < 0 || g > o.gain[best] || (g == o.gain[best] && o.cands[i].Score > o.cands[best].Score) {
				best = i
			}
		}
		if best >= 0 {
			o.taken[best] = true
			for k := range o.pots[best] {
				if o.uncovered[k] {
					delete(o.uncovered, k)
					for _, j := range o.byReq[k] {
						o.gain[j]--
					}
				}
			}
			return o.cands[best]
		}
		clear(o.uncovered)
	}
	for ; o.tail < len(o.cands); o.tail++ {
		if !o.taken[o.tail] {
			o.taken[o.tail] = true
			return o.cands[o.tail]
		}
	}
	return nil
}

// selectedCoverage is the part of a candidate's potential coverage that its compiled
// call's selected fields actually cover.
func selectedCoverage(c *Candidate, call *Call, pot map[reqKey]bool, q *query) map[reqKey]bool {
	out := map[reqKey]bool{}
	for _, name := range call.Fields {
		f := c.route.field(name)
		if f == nil || f.spec.Identifier {
			continue
		}
		k := reqKey{sem: f.sem, tags: strings.Join(visibleQualifiers(f.spec, q), "\x00")}
		if pot[k] {
			out[k] = true
		}
	}
	return out
}

// field returns the matching surface of a field by name.
func (r *route) field(name string) *fieldInfo {
	for i := range r.fields {
		if r.fields[i].spec.Name == name {
			return &r.fields[i]
		}
	}
	return nil
}
