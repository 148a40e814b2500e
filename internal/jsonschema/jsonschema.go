package jsonschema

import (
	"bytes"
	"errors"
	"fmt"
	"strings"
	"sync"

	js "github.com/santhosh-tekuri/jsonschema/v6"

	"github.com/schemarouter/schemarouter/internal/canonjson"
)

// DefaultCacheSize is the number of compiled schemas a Validator keeps.
const DefaultCacheSize = 4096

// Error is a validation failure. When Invalid is set the schema itself is at fault
// (it does not conform to its metaschema, a reference cannot be resolved or is
// remote, or the evaluator failed) and the caller must fail closed; otherwise the
// value violates the schema (or is not a JSON value) at Path.
type Error struct {
	// Path is the JSON pointer (RFC 6901) of the failing value; "" is the root.
	// It is "" when Invalid is set.
	Path string
	// Message says what is wrong, without the path.
	Message string
	// Invalid is true when the schema is invalid or cannot be compiled or evaluated.
	Invalid bool
}

func (e *Error) Error() string {
	if e.Invalid {
		return "invalid JSON schema: " + e.Message
	}
	loc := e.Path
	if loc == "" {
		loc = "(root)"
	}
	return "JSON schema validation failed at " + loc + ": " + e.Message
}

// Validator validates values against JSON schemas, caching compiled schemas by
// content. It is safe for concurrent use. The zero value is ready to use.
type Validator struct {
	mu       sync.RWMutex
	cache    map[string]*entry
	capacity int // 0 means DefaultCacheSize
}

// entry is one compiled schema or the compile failure it produced.
type entry struct {
	schema *js.Schema
	err    *Error
}

// New returns a Validator with an empty cache of DefaultCacheSize schemas.
func New() *Validator {
	return &Validator{cache: make(map[string]*entry)}
}

// Validate checks value against schema. A nil or empty schema accepts everything.
// The error, if any, is an *Error.
func (v *Validator) Validate(schema map[string]any, value any) error {
	return v.Compile(schema).Validate(value)
}

// Schema is a compiled schema (or the compile failure it produced), for callers that
// validate many values against one schema without recomputing its cache key.
type Schema struct{ e *entry }

// Compile compiles schema once (through the cache). A nil or empty schema accepts
// everything; a schema that cannot compile yields a Schema whose Validate always fails
// closed with that error.
func (v *Validator) Compile(schema map[string]any) *Schema {
	if len(schema) == 0 {
		return &Schema{}
	}
	return &Schema{e: v.compiled(schema)}
}

// Validate checks value against the compiled schema, exactly as Validator.Validate.
func (s *Schema) Validate(value any) error {
	if s == nil || s.e == nil {
		return nil
	}
	if s.e.err != nil {
		return s.e.err
	}
	clean, verr := cleanValue(value)
	if verr != nil {
		return verr
	}
	return evaluate(s.e.schema, clean)
}

// Len reports how many compiled schemas (or compile failures) are cached.
func (v *Validator) Len() int {
	v.mu.RLock()
	defer v.mu.RUnlock()
	return len(v.cache)
}

// compiled returns the cache entry for schema, compiling it on a miss.
func (v *Validator) compiled(schema map[string]any) *entry {
	bufp := keyBuffers.Get().(*[]byte)
	defer func() {
		if cap(*bufp) <= maxPooledKey {
			keyBuffers.Put(bufp)
		}
	}()
	key, err := canonjson.Append((*bufp)[:0], schema)
	*bufp = key
	if err != nil {
		// Go callers may build schemas from typed slices and maps that the
		// canonical encoder does not know: convert them to plain JSON values first.
		plain, cerr := cleanValue(schema)
		if cerr != nil {
			return &entry{err: &Error{Message: fmt.Sprintf("schema is not a JSON value at %q: %s", cerr.Path, cerr.Message), Invalid: true}}
		}
		if key, err = canonjson.Marshal(plain); err != nil {
			return &entry{err: &Error{Message: "schema is not a JSON value: " + err.Error(), Invalid: true}}
		}
	}
	v.mu.RLock()
	e, ok := v.cache[string(key)]
	v.mu.RUnlock()
	if ok {
		return e
	}
	key = bytes.Clone(key) // the buffer goes back to the pool
	e = compile(key)
	v.mu.Lock()
	if v.cache == nil {
		v.cache = make(map[string]*entry)
	}
	if prev, ok := v.cache[string(key)]; ok {
		e = prev // another goroutine compiled it first: keep one entry
	} else {
		limit := v.capacity
		if limit <= 0 {
			limit = DefaultCacheSize
		}
		for k := range v.cache {
			if len(v.cache) < limit {
				break
			}
			delete(v.cache, k) // map order is arbitrary: a random eviction
		}
		v.cache[string(key)] = e
	}
	v.mu.Unlock()
	return e
}

// keyBuffers recycles the buffers canonical cache keys are built in; a hit
// then costs no allocation for the key.
var keyBuffers = sync.Pool{New: func() any { b := make([]byte, 0, 1024); return &b }}

// maxPooledKey is the largest key buffer kept for reuse.
const maxPooledKey = 64 << 10

// schemaURL is the location the schema document is registered under. It is
// hierarchical so that relative references ("other.json") resolve to other
// documents, which the loader refuses, rather than to the schema itself.
const schemaURL = "mem://schemarouter.invalid/schema.json"

// refusingLoader is the compiler's only loader: nothing outside the schema
// document (and the metaschemas embedded in the library) is ever loaded.
type refusingLoader struct{}

func (refusingLoader) Load(url string) (any, error) {
	return nil, errors.New("loading is disabled")
}

// compile compiles the schema whose canonical JSON is canon.
func compile(canon []byte) (e *entry) {
	defer func() {
		if r := recover(); r != nil {
			e = &entry{err: &Error{Message: fmt.Sprintf("compiler failure: %v", r), Invalid: true}}
		}
	}()
	doc, err := js.UnmarshalJSON(bytes.NewReader(canon))
	if err != nil {
		return &entry{err: &Error{Message: err.Error(), Invalid: true}}
	}
	c := js.NewCompiler()
	c.DefaultDraft(js.Draft2020)
	c.UseLoader(refusingLoader{})
	if err := c.AddResource(schemaURL, doc); err != nil {
		return &entry{err: &Error{Message: err.Error(), Invalid: true}}
	}
	sch, err := c.Compile(schemaURL)
	if err != nil {
		return &entry{err: &Error{Message: compileMessage(err), Invalid: true}}
	}
	return &entry{schema: sch}
}

// compileMessage renders a compile error on one line, without the internal
// document URL where that is noise.
func compileMessage(err error) string {
	var sve *js.SchemaValidationError
	if errors.As(err, &sve) {
		var verr *js.ValidationError
		if errors.As(sve.Err, &verr) {
			if first := firstViolation(verr); first != nil {
				loc := first.Path
				if loc == "" {
					loc = "(root)"
				}
				return "schema does not conform to its metaschema at " + loc + ": " + first.Message
			}
		}
		return "schema does not conform to its metaschema"
	}
	var lerr *js.LoadURLError
	if errors.As(err, &lerr) {
		return fmt.Sprintf("reference to %q refused: only references inside the schema document resolve", lerr.URL)
	}
	msg := err.Error()
	msg = strings.ReplaceAll(msg, schemaURL, "")
	return strings.Join(strings.Fields(msg), " ")
}

// evaluate runs the compiled schema, turning any evaluator failure into an
// Invalid error.
func evaluate(sch *js.Schema, value any) (out error) {
	defer func() {
		if r := recover(); r != nil {
			out = &Error{Message: fmt.Sprintf("evaluator failure: %v", r), Invalid: true}
		}
	}()
	err := sch.Validate(value)
	if err == nil {
		return nil
	}
	var verr *js.ValidationError
	if !errors.As(err, &verr) {
		return &Error{Message: "evaluator failure: " + err.Error(), Invalid: true}
	}
	if first := firstViolation(verr); first != nil {
		return first
	}
	return &Error{Message: "evaluator failure: validation failed without a reported cause", Invalid: true}
}
