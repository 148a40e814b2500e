package plan

import (
	"context"

	"github.com/schemarouter/schemarouter/catalog"
)

// RetrieveRequest asks for the top-k routes of a query, for agents that choose themselves.
type RetrieveRequest struct {
	Query     string         `json:"query"`
	Concepts  []string       `json:"concepts,omitempty"`
	Arguments map[string]any `json:"arguments,omitempty"`
	// K is how many candidates to return; 0 means 5.
	K int `json:"k,omitempty"`
}

// DefaultK is the number of candidates retrieved when RetrieveRequest.K is 0.
const DefaultK = 5

// Retrieval is the ranked answer to a RetrieveRequest (CapabilityRetrieval).
type Retrieval struct {
	Query           string `json:"query"`
	RegistryVersion int64  `json:"registry_version"`
	RequestedK      int    `json:"requested_k"`
	// TotalRanked counts every available route, including those scoring zero.
	TotalRanked    int                   `json:"total_ranked"`
	ExecutableOnly bool                  `json:"executable_only"`
	Candidates     []CapabilityCandidate `json:"candidates"`
}

// CapabilityCandidate is one ranked route with its full contract.
type CapabilityCandidate struct {
	Rank                int                     `json:"rank"`
	RouteID             string                  `json:"route_id"`
	Tool                string                  `json:"tool"`
	Endpoint            string                  `json:"endpoint"`
	ToolDescription     string                  `json:"tool_description"`
	EndpointDescription string                  `json:"endpoint_description"`
	Score               float64                 `json:"score"`
	MatchedFields       []string                `json:"matched_fields"`
	ScoreComponents     []ScoreComponent        `json:"score_components"`
	SelectionSource     string                  `json:"selection_source"`
	Parameters          []catalog.ParameterSpec `json:"parameters"`
	InputSchema         map[string]any          `json:"input_schema"`
	OutputFields        []catalog.FieldSpec     `json:"output_fields"`
	OutputSchema        map[string]any          `json:"output_schema"`
	ReadOnly            *bool                   `json:"read_only"`
	Destructive         *bool                   `json:"destructive"`
	SourceType          string                  `json:"source_type,omitempty"`
	License             string                  `json:"license,omitempty"`
	Provider            string                  `json:"provider,omitempty"`
	AccessMode          string                  `json:"access_mode,omitempty"`
	ToolFingerprint     string                  `json:"tool_fingerprint"`
	EndpointFingerprint string                  `json:"endpoint_fingerprint"`
}

// Retrieve ranks every available route for a query and returns the top k with their
// contracts. Routes scoring zero are ranked too, after the others, in candidate order.
func (p *Planner) Retrieve(ctx context.Context, req RetrieveRequest) (*Retrieval, error) {
	k := req.K
	if k == 0 {
		k = DefaultK
	}
	if k < 0 {
		return nil, &RequestError{Path: "k", Message: "must be at least 1"}
	}
	preq := Request{Query: req.Query, Concepts: req.Concepts, Arguments: req.Arguments}
	if err := preq.Validate(); err != nil {
		return nil, err
	}
	if err := ctx.Err(); err != nil {
		return nil, err
	}
	snap := p.source.Snapshot()
	ix := p.indexFor(snap)
	r := newRun(p, ix, &preq, nil)
	ranked := r.recall()
	total := 0
	positive := make(map[*route]bool, len(ranked))
	for _, c := range ranked {
		positive[c.route] = true
	}
	for _, rt := range ix.routes {
		if r.isAvailable(rt) {
			total++
		}
	}
	if len(ranked) < k {
		// Zero-score routes follow, in candidate order.
		var zero []*Candidate
		for _, rt := range ix.routes {
			if r.isAvailable(rt) && !positive[rt] {
				zero = append(zero, &Candidate{route: rt, Selection: SelectionDeterministic})
			}
		}
		sortCandidates(zero)
		ranked = append(ranked, zero...)
	}
	if len(ranked) > k {
		ranked = ranked[:k]
	}
	out := &Retrieval{Query: req.Query, RegistryVersion: snap.Version(), RequestedK: k, TotalRanked: total, Candidates: []CapabilityCandidate{}}
	for i, c := range ranked {
		rt := c.route
		ep := rt.ep.Clone()
		out.Candidates = append(out.Candidates, CapabilityCandidate{
			Rank:                i + 1,
			RouteID:             rt.id,
			Tool:                rt.toolKey,
			Endpoint:            ep.Name,
			ToolDescription:     rt.tool.Description,
			EndpointDescription: ep.Description,
			Score:               c.Score,
			MatchedFields:       c.MatchedFields(),
			ScoreComponents:     append([]ScoreComponent{}, c.Components...),
			SelectionSource:     c.Selection,
			Parameters:          nonNil(ep.Parameters),
			InputSchema:         ep.EffectiveInputSchema(),
			OutputFields:        nonNil(ep.OutputFields),
			OutputSchema:        ep.EffectiveOutputSchema(),
			ReadOnly:            ep.ReadOnly,
			Destructive:         ep.Destructive,
			SourceType:          rt.tool.SourceType,
			License:             rt.tool.License,
			Provider:            rt.tool.Provider,
			AccessMode:          rt.tool.AccessMode,
			ToolFingerprint:     rt.entry.Fingerprint(),
			EndpointFingerprint: rt.epFingerprint,
		})
	}
	return out, nil
}

func nonNil[T any](s []T) []T {
	if s == nil {
		return []T{}
	}
	return s
}
