// Package analyze is the model-backed query analyzer (DECISIONS.md §4.6): before
// planning, a model reads the request and a bounded view of the catalog and proposes
// tools, endpoints, arguments, fields, concepts and evidence. Everything it proposes is
// sanitized against the registry snapshot the plan then uses, so the model can steer
// the deterministic planner but never name a route, parameter or field that is not
// registered, never override the caller's arguments, and never author field evidence.
//
// The model is any Model: a Go function (ModelFunc), or a structured-output chat
// client through ChatModel (decide/ollama.Backend and decide/openai.Backend qualify).
// The payload carries no execution metadata, bindings or credentials.
package analyze

import (
	"bytes"
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"math"
	"slices"
	"strconv"
	"strings"

	"github.com/schemarouter/schemarouter/catalog"
	"github.com/schemarouter/schemarouter/plan"
)

// Defaults of Analyzer.
const (
	DefaultMaxCatalogEndpoints = 128
	DefaultMaxRegistryRetries  = 2
)

// Model answers an analysis payload with a JSON document matching
// payload.ResponseSchema.
type Model interface {
	AnalyzeQuery(ctx context.Context, payload *Payload) ([]byte, error)
}

// ModelFunc adapts a Go function to Model (the reference's callable model).
type ModelFunc func(ctx context.Context, payload *Payload) ([]byte, error)

// AnalyzeQuery calls f.
func (f ModelFunc) AnalyzeQuery(ctx context.Context, payload *Payload) ([]byte, error) {
	return f(ctx, payload)
}

// Analyzer is the model query analyzer; it implements plan.Analyzer. It is safe for
// concurrent use when its Model is.
type Analyzer struct {
	// Model answers the payload. Required.
	Model Model
	// MaxCatalogEndpoints bounds the catalog shown to the model; a larger registry is
	// an error (use bounded retrieval instead). 0 means DefaultMaxCatalogEndpoints.
	MaxCatalogEndpoints int
	// MaxRegistryRetries bounds the retries when the registry changes during a model
	// call. 0 means DefaultMaxRegistryRetries; a negative value means no retry.
	MaxRegistryRetries int
}

// Error is a failed analysis (the reference's ModelAnalysisError). Planning stops: an
// analyzer fails closed.
type Error struct {
	Message string
	Err     error // the cause, when there is one
}

func (e *Error) Error() string {
	if e.Err != nil {
		return e.Message + ": " + e.Err.Error()
	}
	return e.Message
}

// Unwrap returns the cause.
func (e *Error) Unwrap() error { return e.Err }

// Analyze implements plan.Analyzer: it shows the model the snapshot's available routes,
// decodes its answer strictly and sanitizes it against that snapshot. When the registry
// changed during the call it retries with a fresh snapshot, up to MaxRegistryRetries
// times, then fails closed.
func (a *Analyzer) Analyze(ctx context.Context, src plan.Source, req *plan.Request, available func(toolKey, endpoint string) bool) (*catalog.Snapshot, plan.Intent, error) {
	if a.Model == nil {
		return nil, plan.Intent{}, &Error{Message: "model query analyzer has no model"}
	}
	limit := a.MaxCatalogEndpoints
	if limit <= 0 {
		limit = DefaultMaxCatalogEndpoints
	}
	retries := a.MaxRegistryRetries
	switch {
	case retries == 0:
		retries = DefaultMaxRegistryRetries
	case retries < 0:
		retries = 0
	}
	for attempt := 0; ; attempt++ {
		snap := src.Snapshot()
		payload, err := NewPayload(snap, req.Query, limit, available)
		if err != nil {
			return nil, plan.Intent{}, err
		}
		raw, err := a.Model.AnalyzeQuery(ctx, payload)
		if err != nil {
			if ctxErr := ctx.Err(); ctxErr != nil {
				return nil, plan.Intent{}, ctxErr
			}
			return nil, plan.Intent{}, &Error{Message: "model query analysis failed", Err: err}
		}
		out, err := DecodeOutput(raw)
		if err != nil {
			return nil, plan.Intent{}, err
		}
		if src.Snapshot().Version() != snap.Version() {
			if attempt < retries {
				continue
			}
			return nil, plan.Intent{}, &Error{Message: fmt.Sprintf(
				"registry changed during model query analysis (%d retries); refusing to plan against a moving catalog", retries)}
		}
		return snap, Sanitize(snap, req, out), nil
	}
}

// Output is the model's answer (the reference's ModelIntent). Unknown keys are errors.
type Output struct {
	PreferredTools     []string        `json:"preferred_tools"`
	PreferredEndpoints []string        `json:"preferred_endpoints"`
	Arguments          map[string]any  `json:"arguments"`
	Fields             []string        `json:"fields"`
	Concepts           []string        `json:"concepts"`
	Evidence           *OutputEvidence `json:"evidence"`
}

// OutputEvidence is the evidence the model asks for.
type OutputEvidence struct {
	Provenance bool    `json:"provenance"`
	License    bool    `json:"license"`
	Units      bool    `json:"units"`
	SourceType *string `json:"source_type"`
}

// maxListItems bounds each list of an Output: a model cannot make sanitization costly.
const maxListItems = 256

// DecodeOutput decodes a model answer strictly: one JSON object of Output's keys and
// types, no trailing data, lists of at most 256 items. Any problem is an *Error
// "invalid query analysis".
func DecodeOutput(raw []byte) (Output, error) {
	var out Output
	dec := json.NewDecoder(bytes.NewReader(raw))
	dec.DisallowUnknownFields()
	dec.UseNumber()
	if err := dec.Decode(&out); err != nil {
		return Output{}, &Error{Message: "invalid query analysis", Err: err}
	}
	if _, err := dec.Token(); err != io.EOF {
		return Output{}, &Error{Message: "invalid query analysis", Err: errors.New("data after the JSON object")}
	}
	if bytes.HasPrefix(bytes.TrimSpace(raw), []byte("null")) {
		return Output{}, &Error{Message: "invalid query analysis", Err: errors.New("expected a JSON object, got null")}
	}
	for name, n := range map[string]int{"preferred_tools": len(out.PreferredTools), "preferred_endpoints": len(out.PreferredEndpoints),
		"arguments": len(out.Arguments), "fields": len(out.Fields), "concepts": len(out.Concepts)} {
		if n > maxListItems {
			return Output{}, &Error{Message: "invalid query analysis", Err: fmt.Errorf("%s: %d items, at most %d", name, n, maxListItems)}
		}
	}
	return out, nil
}

// Sanitize turns a decoded answer into an intent that names only what snap registers
// (DECISIONS.md §4.6):
//   - a tool is kept by exact key, or by a name that maps to exactly one key;
//   - an endpoint only by its exact "tool_key.endpoint" key;
//   - arguments and fields only when declared by the selected endpoints: the kept
//     endpoints, or else every endpoint of the kept tools (none when neither);
//   - concepts are the request's, then the model's, then the kept fields, de-duplicated;
//   - the request's arguments override the model's, also when they name the parameter
//     by an alias; a model number or boolean for a
//     parameter whose schema type is "string" becomes its JSON text ("42");
//   - evidence flags are the OR of request and model; the source type is the request's
//     when it has one.
//
// Preferred tools are the request's followed by the kept ones.
func Sanitize(snap *catalog.Snapshot, req *plan.Request, out Output) plan.Intent {
	keys := map[string]*catalog.ToolSpec{}
	byName := map[string][]string{}
	endpoints := map[string]*catalog.EndpointSpec{}
	// callerBound are the parameter names the request's own arguments name, by name or
	// alias, on any endpoint: the caller's value wins wherever the plan routes, however
	// either side spelled the parameter.
	callerBound := map[string]bool{}
	for _, e := range snap.Entries() {
		t := e.Tool()
		keys[e.Key()] = t
		byName[t.Name] = append(byName[t.Name], e.Key())
		for i := range t.Endpoints {
			ep := &t.Endpoints[i]
			endpoints[e.Key()+"."+ep.Name] = ep
			for _, p := range ep.Parameters {
				if callerNames(req, p) {
					callerBound[p.Name] = true
				}
			}
		}
	}
	var tools []string
	for _, v := range out.PreferredTools {
		switch {
		case keys[v] != nil:
			tools = appendNew(tools, v)
		case len(byName[v]) == 1:
			tools = appendNew(tools, byName[v][0])
		}
	}
	var eps []string
	var selected []*catalog.EndpointSpec
	for _, v := range out.PreferredEndpoints {
		if ep := endpoints[v]; ep != nil && !slices.Contains(eps, v) {
			eps = append(eps, v)
			selected = append(selected, ep)
		}
	}
	if len(selected) == 0 {
		for _, k := range tools {
			for i := range keys[k].Endpoints {
				selected = append(selected, &keys[k].Endpoints[i])
			}
		}
	}
	args := map[string]any{}
	for name, v := range out.Arguments {
		p := declaredParameter(selected, name)
		if _, given := req.Arguments[name]; p == nil || given || callerBound[name] {
			continue
		}
		if c, ok := coerce(p, v); ok {
			args[name] = c
		}
	}
	for name, v := range req.Arguments {
		args[name] = v
	}
	var fields []string
	for _, v := range out.Fields {
		if declaredField(selected, v) {
			fields = appendNew(fields, v)
		}
	}
	var concepts []string
	for _, list := range [][]string{req.Concepts, out.Concepts, fields} {
		for _, c := range list {
			if strings.TrimSpace(c) != "" {
				concepts = appendNew(concepts, c)
			}
		}
	}
	ev := req.Evidence
	if m := out.Evidence; m != nil {
		ev.Provenance = ev.Provenance || m.Provenance
		ev.License = ev.License || m.License
		ev.Units = ev.Units || m.Units
		if st := strings.TrimSpace(deref(m.SourceType)); ev.SourceType == "" && st != "" && !conflictsWithFieldEvidence(req, st) {
			ev.SourceType = st
		}
	}
	preferred := append([]string(nil), req.PreferredTools...)
	for _, t := range tools {
		preferred = appendNew(preferred, t)
	}
	if len(args) == 0 {
		args = nil
	}
	return plan.Intent{Concepts: concepts, PreferredTools: preferred, PreferredEndpoints: eps, Arguments: args, Evidence: ev}
}

func declaredParameter(eps []*catalog.EndpointSpec, name string) *catalog.ParameterSpec {
	for _, ep := range eps {
		for i := range ep.Parameters {
			if ep.Parameters[i].Name == name {
				return &ep.Parameters[i]
			}
		}
	}
	return nil
}

// callerNames reports whether the request's arguments name p by its name or an alias.
func callerNames(req *plan.Request, p catalog.ParameterSpec) bool {
	if _, ok := req.Arguments[p.Name]; ok {
		return true
	}
	for _, a := range p.Aliases {
		if _, ok := req.Arguments[a]; ok {
			return true
		}
	}
	return false
}

// conflictsWithFieldEvidence reports whether the caller's per-field evidence asks for
// another source type than st (the model's proposal would make the request invalid).
func conflictsWithFieldEvidence(req *plan.Request, st string) bool {
	for _, e := range req.FieldEvidence {
		if e.SourceType != "" && e.SourceType != st {
			return true
		}
	}
	return false
}

func deref(s *string) string {
	if s == nil {
		return ""
	}
	return *s
}

func declaredField(eps []*catalog.EndpointSpec, name string) bool {
	for _, ep := range eps {
		if _, ok := ep.Field(name); ok {
			return true
		}
	}
	return false
}

// coerce converts a model's JSON number or boolean to its text for a string-typed
// parameter and every other json.Number (nested ones too) to int64 or float64. It
// reports false for a number that is not finite as a float64 (1e400): such an argument
// is dropped, since no plan can carry it.
func coerce(p *catalog.ParameterSpec, v any) (any, bool) {
	if p.JSONSchema["type"] == "string" {
		switch v := v.(type) {
		case json.Number:
			return v.String(), true
		case bool:
			return strconv.FormatBool(v), true
		}
	}
	return normalizeNumbers(v)
}

// normalizeNumbers replaces json.Number inside decoded JSON with int64 or float64; it
// reports false when a number does not fit a finite float64.
func normalizeNumbers(v any) (any, bool) {
	switch v := v.(type) {
	case json.Number:
		if i, err := v.Int64(); err == nil {
			return i, true
		}
		f, err := v.Float64()
		if err != nil || math.IsInf(f, 0) || math.IsNaN(f) {
			return nil, false
		}
		return f, true
	case map[string]any:
		for k, e := range v {
			n, ok := normalizeNumbers(e)
			if !ok {
				return nil, false
			}
			v[k] = n
		}
	case []any:
		for i, e := range v {
			n, ok := normalizeNumbers(e)
			if !ok {
				return nil, false
			}
			v[i] = n
		}
	}
	return v, true
}

func appendNew(list []string, v string) []string {
	if slices.Contains(list, v) {
		return list
	}
	return append(list, v)
}

var _ plan.Analyzer = (*Analyzer)(nil)
