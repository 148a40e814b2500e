package server

import (
	"bytes"
	"encoding/json"
	"errors"
	"fmt"
	"net/http"
	"reflect"
	"sort"
	"strings"

	"github.com/schemarouter/schemarouter/aggregate"
	"github.com/schemarouter/schemarouter/catalog"
	"github.com/schemarouter/schemarouter/plan"
)

// apiError is a JSON error response: {"error": {"status", "message", "path"}}.
type apiError struct {
	Status  int    `json:"status"`
	Message string `json:"message"`
	Path    string `json:"path,omitempty"`
}

func (e *apiError) Error() string {
	if e.Path != "" && !strings.HasPrefix(e.Message, e.Path+":") {
		return e.Path + ": " + e.Message
	}
	return e.Message
}

func errorf(status int, format string, args ...any) *apiError {
	return &apiError{Status: status, Message: fmt.Sprintf(format, args...)}
}

// badInput turns a decoding or validation error into a 400 naming the first path the
// error carries.
func badInput(err error) *apiError {
	var ae *apiError
	if errors.As(err, &ae) {
		return ae
	}
	return &apiError{Status: http.StatusBadRequest, Message: err.Error(), Path: errorPath(err)}
}

// errorPath digs the path out of the typed errors of the wrapped packages.
func errorPath(err error) string {
	var re *plan.RequestError
	if errors.As(err, &re) && re.Path != "" {
		return re.Path
	}
	var ve *catalog.ValidationError
	if errors.As(err, &ve) && len(ve.Problems) > 0 {
		return ve.Problems[0].Path
	}
	var fe *catalog.FieldError
	if errors.As(err, &fe) {
		return fe.Path
	}
	var ae *aggregate.ValidationError
	if errors.As(err, &ae) {
		return ae.Path
	}
	return ""
}

// parseObject parses a JSON body into plain values and requires an object.
func parseObject(data []byte) (map[string]any, error) {
	tree, err := catalog.ParseDocument(data, "body.json")
	if err != nil {
		return nil, &apiError{Status: http.StatusBadRequest, Message: "invalid JSON body: " + err.Error()}
	}
	obj, ok := tree.(map[string]any)
	if !ok {
		return nil, errorf(http.StatusBadRequest, "the request body must be a JSON object")
	}
	return obj, nil
}

// decodeStrict decodes a body into dst (a catalog/plan model struct) with path-named
// errors for unknown keys and wrong types.
func decodeStrict(data []byte, dst any) error {
	obj, err := parseObject(data)
	if err != nil {
		return err
	}
	return decodeTree(obj, "", dst)
}

func decodeTree(tree any, prefix string, dst any) error {
	if err := catalog.DecodeStrict(tree, dst); err != nil {
		return prefixed(badInput(err), prefix)
	}
	return nil
}

func prefixed(e *apiError, prefix string) *apiError {
	if prefix == "" {
		return e
	}
	old := e.Path
	switch {
	case old == "":
		e.Path = prefix
		e.Message = prefix + ": " + e.Message
		return e
	case strings.HasPrefix(old, "["):
		e.Path = prefix + old
	default:
		e.Path = prefix + "." + old
	}
	if strings.HasPrefix(e.Message, old) {
		e.Message = e.Path + e.Message[len(old):]
	}
	return e
}

// decodeRequest decodes and validates a planning request from a plain JSON tree.
func decodeRequest(tree any, prefix string) (plan.Request, error) {
	if _, ok := tree.(map[string]any); !ok {
		return plan.Request{}, &apiError{Status: http.StatusBadRequest, Message: "a request must be a JSON object", Path: prefix}
	}
	var req plan.Request
	if err := decodeTree(tree, prefix, &req); err != nil {
		return plan.Request{}, err
	}
	if err := req.Validate(); err != nil {
		return plan.Request{}, prefixed(badInput(err), prefix)
	}
	return req, nil
}

// decodePlan decodes a saved plan (the JSON of POST /v1/plan). Plans carry int64 and
// float fields that catalog.DecodeStrict does not handle, so unknown keys are found by
// walking the plan type and values are decoded by encoding/json.
func decodePlan(tree any, prefix string) (*plan.Plan, error) {
	if _, ok := tree.(map[string]any); !ok {
		return nil, &apiError{Status: http.StatusBadRequest, Message: "a plan must be a JSON object", Path: prefix}
	}
	if path := unknownKey(tree, reflect.TypeFor[plan.Plan](), prefix); path != "" {
		return nil, &apiError{Status: http.StatusBadRequest, Message: path + ": unknown key", Path: path}
	}
	data, err := json.Marshal(tree)
	if err != nil {
		return nil, &apiError{Status: http.StatusBadRequest, Message: err.Error(), Path: prefix}
	}
	var p plan.Plan
	dec := json.NewDecoder(bytes.NewReader(data))
	dec.DisallowUnknownFields()
	if err := dec.Decode(&p); err != nil {
		e := &apiError{Status: http.StatusBadRequest, Message: "not a plan: " + err.Error(), Path: prefix}
		var te *json.UnmarshalTypeError
		if errors.As(err, &te) && te.Field != "" {
			e.Path = prefix + "." + te.Field
			e.Message = fmt.Sprintf("%s: expected %s, got a JSON %s", e.Path, te.Type, te.Value)
		}
		return nil, e
	}
	if err := p.Validate(); err != nil {
		return nil, prefixed(badInput(err), prefix)
	}
	return &p, nil
}

// unknownKey returns the path of the first (in sorted order) object key in tree that
// type t does not declare, or "".
func unknownKey(tree any, t reflect.Type, path string) string {
	for t.Kind() == reflect.Pointer {
		t = t.Elem()
	}
	switch v := tree.(type) {
	case map[string]any:
		keys := make([]string, 0, len(v))
		for k := range v {
			keys = append(keys, k)
		}
		sort.Strings(keys)
		switch t.Kind() {
		case reflect.Struct:
			fields := jsonFields(t)
			for _, k := range keys {
				f, ok := fields[k]
				kp := joinPath(path, k)
				if !ok {
					return kp
				}
				if p := unknownKey(v[k], f, kp); p != "" {
					return p
				}
			}
		case reflect.Map:
			for _, k := range keys {
				if p := unknownKey(v[k], t.Elem(), fmt.Sprintf("%s[%q]", path, k)); p != "" {
					return p
				}
			}
		}
	case []any:
		if t.Kind() == reflect.Slice || t.Kind() == reflect.Array {
			for i, e := range v {
				if p := unknownKey(e, t.Elem(), fmt.Sprintf("%s[%d]", path, i)); p != "" {
					return p
				}
			}
		}
	}
	return ""
}

func jsonFields(t reflect.Type) map[string]reflect.Type {
	m := make(map[string]reflect.Type, t.NumField())
	for i := 0; i < t.NumField(); i++ {
		f := t.Field(i)
		if !f.IsExported() {
			continue
		}
		name, _, _ := strings.Cut(f.Tag.Get("json"), ",")
		if name == "-" {
			continue
		}
		if name == "" {
			name = f.Name
		}
		m[name] = f.Type
	}
	return m
}

func joinPath(path, key string) string {
	if path == "" {
		return key
	}
	return path + "." + key
}
