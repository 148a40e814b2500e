package decide

import (
	"bytes"
	"encoding/json"
	"slices"
)

// DecodeResult decodes a backend answer strictly (§1.4, §1.7): v is JSON text
// ([]byte, json.RawMessage or string) or any value that marshals to JSON, such as
// the map[string]any a model client returns. Keys must match exactly (no
// unknown keys such as "grant_execution", no case folding), null is allowed only
// for the optional "score", "source" and "score_kind", and trailing data is an
// error. The decoded Result is then checked with Result.Validate; checking it
// against a request is Validate's (and Choose's) job. Errors are *Error of kind
// ErrInvalidResult.
func DecodeResult(v any) (Result, error) {
	var data []byte
	switch x := v.(type) {
	case []byte:
		data = x
	case json.RawMessage:
		data = x
	case string:
		data = []byte(x)
	default:
		b, err := json.Marshal(v)
		if err != nil {
			return Result{}, resultError("decision result is not JSON-shaped: %v", err)
		}
		data = b
	}
	var res Result
	if err := decodeResult(data, &res); err != nil {
		return Result{}, err
	}
	if err := res.Validate(); err != nil {
		return Result{}, err
	}
	return res, nil
}

func decodeResult(data []byte, res *Result) error {
	obj, err := strictObject(ErrInvalidResult, data, "decision result", "selections", "abstained", "metadata", "evidence")
	if err != nil {
		return err
	}
	if raw, ok := obj["selections"]; ok {
		items, err := strictArray(raw, "selections")
		if err != nil {
			return err
		}
		res.Selections = make([]Selection, len(items))
		for i, item := range items {
			sel, err := strictObject(ErrInvalidResult, item, "decision selection", "option_id", "score")
			if err != nil {
				return err
			}
			if err := field(ErrInvalidResult, sel, "option_id", false, &res.Selections[i].OptionID); err != nil {
				return err
			}
			if err := field(ErrInvalidResult, sel, "score", true, &res.Selections[i].Score); err != nil {
				return err
			}
		}
	}
	if err := field(ErrInvalidResult, obj, "abstained", false, &res.Abstained); err != nil {
		return err
	}
	if err := field(ErrInvalidResult, obj, "metadata", false, &res.Metadata); err != nil {
		return err
	}
	if raw, ok := obj["evidence"]; ok {
		items, err := strictArray(raw, "evidence")
		if err != nil {
			return err
		}
		res.Evidence = make([]Evidence, len(items))
		for i, item := range items {
			ev, err := strictObject(ErrInvalidResult, item, "decision evidence", "kind", "state", "source", "option_id", "score", "score_kind", "metadata")
			if err != nil {
				return err
			}
			e := &res.Evidence[i]
			for _, f := range []struct {
				name     string
				nullable bool
				dst      any
			}{
				{"kind", false, &e.Kind}, {"state", false, &e.State}, {"source", true, &e.Source},
				{"option_id", false, &e.OptionID}, {"score", true, &e.Score},
				{"score_kind", true, &e.ScoreKind}, {"metadata", false, &e.Metadata},
			} {
				if err := field(ErrInvalidResult, ev, f.name, f.nullable, f.dst); err != nil {
					return err
				}
			}
		}
	}
	return nil
}

// strictObject decodes one JSON object whose keys must all be in allowed; errors
// are of the given kind.
func strictObject(kind error, data []byte, what string, allowed ...string) (map[string]json.RawMessage, error) {
	var obj map[string]json.RawMessage
	if err := json.Unmarshal(data, &obj); err != nil || obj == nil {
		return nil, newError(kind, "%s must be a JSON object", what)
	}
	var extra []string
	for k := range obj {
		if !slices.Contains(allowed, k) {
			extra = append(extra, k)
		}
	}
	if len(extra) > 0 {
		return nil, newError(kind, "%s has unknown field(s): %s", what, sortedList(extra))
	}
	return obj, nil
}

func strictArray(data []byte, name string) ([]json.RawMessage, error) {
	var items []json.RawMessage
	if err := json.Unmarshal(data, &items); err != nil || items == nil { // nil: null
		return nil, resultError("field %q must be an array", name)
	}
	return items, nil
}

// field decodes obj[name] into dst when present; null is an error unless
// nullable. Errors are of the given kind.
func field(kind error, obj map[string]json.RawMessage, name string, nullable bool, dst any) error {
	raw, ok := obj[name]
	if !ok {
		return nil
	}
	if bytes.Equal(bytes.TrimSpace(raw), []byte("null")) {
		if nullable {
			return nil
		}
		return newError(kind, "field %q must not be null", name)
	}
	if err := json.Unmarshal(raw, dst); err != nil {
		return newError(kind, "field %q has the wrong type: %v", name, err)
	}
	return nil
}
