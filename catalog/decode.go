package catalog

import (
	"bytes"
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"math"
	"os"
	"path/filepath"
	"reflect"
	"sort"
	"strings"
	"unicode/utf8"

	"go.yaml.in/yaml/v3"
)

// MaxCatalogBytes bounds the size of a catalog document read by ReadCatalogFile.
const MaxCatalogBytes = 64 << 20

// MaxNestingDepth bounds the nesting of arrays and objects in a catalog document, so
// that hostile input cannot exhaust the stack or build quadratic error paths.
const MaxNestingDepth = 1000

// ParseCatalog decodes a catalog document ({"tools": [...]}) in JSON or YAML and
// validates it. Unknown keys, wrong types and every contract violation are reported
// together, each with its path; on error the returned catalog is empty.
//
// The format is YAML when name ends in .yaml or .yml, JSON when it ends in .json, and
// otherwise JSON when the first non-space byte is '{'.
func ParseCatalog(data []byte, name string) (Catalog, error) {
	tree, err := ParseDocument(data, name)
	if err != nil {
		return Catalog{}, err
	}
	var c Catalog
	if err := DecodeStrict(tree, &c); err != nil {
		return Catalog{}, err
	}
	if err := c.Validate(); err != nil {
		return Catalog{}, err
	}
	return c, nil
}

// ReadCatalogFile reads and parses a catalog file (see ParseCatalog).
func ReadCatalogFile(path string) (Catalog, error) {
	data, err := ReadFileLimited(path, MaxCatalogBytes)
	if err != nil {
		return Catalog{}, err
	}
	c, err := ParseCatalog(data, path)
	if err != nil {
		return Catalog{}, fmt.Errorf("%s: %w", path, err)
	}
	return c, nil
}

// ReadFileLimited reads a document file of at most limit bytes. An error opening the
// file is returned as is (os.IsNotExist works on it); any other names the file, and a
// larger file is refused without reading past the limit.
func ReadFileLimited(path string, limit int) ([]byte, error) {
	f, err := os.Open(path)
	if err != nil {
		return nil, err
	}
	defer f.Close()
	data, err := io.ReadAll(io.LimitReader(f, int64(limit)+1))
	if err != nil {
		return nil, fmt.Errorf("%s: %w", path, err)
	}
	if len(data) > limit {
		return nil, fmt.Errorf("%s: larger than %d bytes", path, limit)
	}
	return data, nil
}

// ParseDocument parses a JSON or YAML document into plain JSON values
// (map[string]any, []any, string, float64, bool, nil). Duplicate object keys are an error.
func ParseDocument(data []byte, name string) (any, error) {
	ext := strings.ToLower(filepath.Ext(name))
	isJSON := ext == ".json"
	if ext != ".yaml" && ext != ".yml" && !isJSON {
		trimmed := bytes.TrimLeft(data, " \t\r\n")
		isJSON = len(trimmed) > 0 && trimmed[0] == '{'
	}
	if isJSON {
		return parseJSON(data)
	}
	dec := yaml.NewDecoder(bytes.NewReader(data))
	var node yaml.Node
	if err := dec.Decode(&node); err != nil {
		if err == io.EOF {
			return nil, errors.New("empty document")
		}
		return nil, fmt.Errorf("invalid YAML: %w", err)
	}
	if node.Kind == 0 {
		return nil, errors.New("empty document")
	}
	var extra yaml.Node
	if err := dec.Decode(&extra); err != io.EOF {
		return nil, errors.New("invalid YAML: more than one document")
	}
	d := yamlDecoder{expanding: map[*yaml.Node]bool{}}
	return d.value(&node, "", 0)
}

func parseJSON(data []byte) (any, error) {
	dec := json.NewDecoder(bytes.NewReader(data))
	dec.UseNumber()
	v, err := jsonValue(dec, "", 0)
	if err != nil {
		return nil, err
	}
	if _, err := dec.Token(); err != io.EOF {
		return nil, errors.New("invalid JSON: data after the top-level value")
	}
	return v, nil
}

// jsonValue reads one value token by token so that duplicate keys can be refused.
func jsonValue(dec *json.Decoder, path string, depth int) (any, error) {
	tok, err := dec.Token()
	if err != nil {
		return nil, fmt.Errorf("invalid JSON at offset %d: %w", dec.InputOffset(), err)
	}
	switch t := tok.(type) {
	case json.Delim:
		if depth >= MaxNestingDepth {
			return nil, fmt.Errorf("%s: nested deeper than %d levels", path, MaxNestingDepth)
		}
		switch t {
		case '{':
			obj := map[string]any{}
			for dec.More() {
				kt, err := dec.Token()
				if err != nil {
					return nil, fmt.Errorf("invalid JSON at offset %d: %w", dec.InputOffset(), err)
				}
				key := kt.(string)
				kpath := join(path, key)
				if _, dup := obj[key]; dup {
					return nil, fmt.Errorf("%s: duplicate key", kpath)
				}
				v, err := jsonValue(dec, kpath, depth+1)
				if err != nil {
					return nil, err
				}
				obj[key] = v
			}
			if _, err := dec.Token(); err != nil {
				return nil, fmt.Errorf("invalid JSON at offset %d: %w", dec.InputOffset(), err)
			}
			return obj, nil
		case '[':
			arr := []any{}
			for dec.More() {
				v, err := jsonValue(dec, fmt.Sprintf("%s[%d]", path, len(arr)), depth+1)
				if err != nil {
					return nil, err
				}
				arr = append(arr, v)
			}
			if _, err := dec.Token(); err != nil {
				return nil, fmt.Errorf("invalid JSON at offset %d: %w", dec.InputOffset(), err)
			}
			return arr, nil
		}
	case json.Number:
		f, err := t.Float64()
		if err != nil || math.IsInf(f, 0) {
			return nil, fmt.Errorf("%s: number %s is out of range", path, t)
		}
		return f, nil
	}
	return tok, nil
}

// yamlDecoder converts a YAML node tree into plain JSON values. Aliases are expanded, so
// it refuses alias cycles and, as yaml.v3's own decoder does, documents whose expansion
// is mostly aliased content (the "billion laughs" attack).
type yamlDecoder struct {
	decodeCount int // values produced
	aliasCount  int // values produced while expanding an alias
	aliasDepth  int
	expanding   map[*yaml.Node]bool // anchors being expanded
}

// allowedAliasRatio is yaml.v3's bound on aliased values over all decoded values.
func allowedAliasRatio(decodeCount int) float64 {
	switch {
	case decodeCount <= 400_000:
		return 0.99
	case decodeCount >= 4_000_000:
		return 0.10
	default:
		return 0.99 - 0.89*(float64(decodeCount-400_000)/3_600_000)
	}
}

func (d *yamlDecoder) value(n *yaml.Node, path string, depth int) (any, error) {
	d.decodeCount++
	if d.aliasDepth > 0 {
		d.aliasCount++
	}
	if d.aliasCount > 100 && d.decodeCount > 1000 && float64(d.aliasCount)/float64(d.decodeCount) > allowedAliasRatio(d.decodeCount) {
		return nil, fmt.Errorf("%s (line %d): document contains excessive aliasing", path, n.Line)
	}
	if (n.Kind == yaml.MappingNode || n.Kind == yaml.SequenceNode) && depth >= MaxNestingDepth {
		return nil, fmt.Errorf("%s (line %d): nested deeper than %d levels", path, n.Line, MaxNestingDepth)
	}
	switch n.Kind {
	case yaml.DocumentNode:
		if len(n.Content) == 0 {
			return nil, nil
		}
		return d.value(n.Content[0], path, depth)
	case yaml.AliasNode:
		if n.Alias == nil {
			return nil, fmt.Errorf("%s (line %d): unknown anchor %q", path, n.Line, n.Value)
		}
		if d.expanding[n.Alias] {
			return nil, fmt.Errorf("%s (line %d): anchor %q refers to itself", path, n.Line, n.Value)
		}
		d.expanding[n.Alias] = true
		d.aliasDepth++
		v, err := d.value(n.Alias, path, depth)
		d.aliasDepth--
		delete(d.expanding, n.Alias)
		return v, err
	case yaml.MappingNode:
		obj := make(map[string]any, len(n.Content)/2)
		for i := 0; i+1 < len(n.Content); i += 2 {
			k := n.Content[i]
			if k.Kind != yaml.ScalarNode || (k.Tag != "!!str" && k.Tag != "!!int" && k.Tag != "!!bool" && k.Tag != "!!float") {
				return nil, fmt.Errorf("%s (line %d): mapping keys must be strings", path, k.Line)
			}
			kpath := join(path, k.Value)
			if _, dup := obj[k.Value]; dup {
				return nil, fmt.Errorf("%s (line %d): duplicate key", kpath, k.Line)
			}
			v, err := d.value(n.Content[i+1], kpath, depth+1)
			if err != nil {
				return nil, err
			}
			obj[k.Value] = v
		}
		return obj, nil
	case yaml.SequenceNode:
		arr := make([]any, 0, len(n.Content))
		for i, c := range n.Content {
			v, err := d.value(c, fmt.Sprintf("%s[%d]", path, i), depth+1)
			if err != nil {
				return nil, err
			}
			arr = append(arr, v)
		}
		return arr, nil
	case yaml.ScalarNode:
		var v any
		if err := n.Decode(&v); err != nil {
			return nil, fmt.Errorf("%s (line %d): %w", path, n.Line, err)
		}
		switch x := v.(type) {
		case int:
			return float64(x), nil
		case int64:
			return float64(x), nil
		case uint64:
			return float64(x), nil
		case float64:
			if math.IsNaN(x) || math.IsInf(x, 0) {
				return nil, fmt.Errorf("%s (line %d): non-finite number", path, n.Line)
			}
			return x, nil
		case string:
			// A !!binary scalar decodes to raw bytes, which are not JSON text.
			if !utf8.ValidString(x) {
				return nil, fmt.Errorf("%s (line %d): not valid UTF-8 text", path, n.Line)
			}
			return x, nil
		case nil, bool:
			return x, nil
		default:
			// Timestamps and binary scalars stay text: JSON has no such types.
			return n.Value, nil
		}
	}
	return nil, fmt.Errorf("%s (line %d): unsupported YAML node", path, n.Line)
}

// defaulter is implemented by types whose catalog-file defaults differ from Go zero values.
type defaulter interface{ setDefaults() }

func (n *UnitNormalizationSpec) setDefaults() { n.Scale = 1 }

// DecodeStrict decodes plain JSON values into dst (a pointer to a struct of this
// package's model), using the snake_case json tag names. Unknown keys and wrong types
// are reported together, each with its path.
func DecodeStrict(tree any, dst any) error {
	var ps problems
	decodeValue(&ps, "", tree, reflect.ValueOf(dst).Elem())
	return ps.err()
}

var anyType = reflect.TypeOf((*any)(nil)).Elem()

func jsonKind(v any) string {
	switch v.(type) {
	case nil:
		return "null"
	case map[string]any:
		return "an object"
	case []any:
		return "an array"
	case string:
		return "a string"
	case bool:
		return "a boolean"
	case float64:
		return "a number"
	}
	return fmt.Sprintf("%T", v)
}

func decodeValue(ps *problems, path string, v any, dst reflect.Value) {
	if v == nil {
		// null leaves the Go zero value: "not set".
		return
	}
	if dst.Type() == anyType {
		dst.Set(reflect.ValueOf(v))
		return
	}
	switch dst.Kind() {
	case reflect.Pointer:
		elem := reflect.New(dst.Type().Elem())
		if d, ok := elem.Interface().(defaulter); ok {
			d.setDefaults()
		}
		decodeValue(ps, path, v, elem.Elem())
		dst.Set(elem)
	case reflect.String:
		s, ok := v.(string)
		if !ok {
			ps.add(path, "expected a string, got %s", jsonKind(v))
			return
		}
		dst.SetString(s)
	case reflect.Bool:
		b, ok := v.(bool)
		if !ok {
			ps.add(path, "expected a boolean, got %s", jsonKind(v))
			return
		}
		dst.SetBool(b)
	case reflect.Float64:
		f, ok := v.(float64)
		if !ok {
			ps.add(path, "expected a number, got %s", jsonKind(v))
			return
		}
		dst.SetFloat(f)
	case reflect.Int:
		f, ok := v.(float64)
		if !ok || f != math.Trunc(f) || math.Abs(f) > 1<<53 {
			ps.add(path, "expected an integer, got %s", jsonKind(v))
			return
		}
		dst.SetInt(int64(f))
	case reflect.Slice:
		arr, ok := v.([]any)
		if !ok {
			ps.add(path, "expected an array, got %s", jsonKind(v))
			return
		}
		s := reflect.MakeSlice(dst.Type(), len(arr), len(arr))
		for i, e := range arr {
			decodeValue(ps, fmt.Sprintf("%s[%d]", path, i), e, s.Index(i))
		}
		dst.Set(s)
	case reflect.Map:
		obj, ok := v.(map[string]any)
		if !ok {
			ps.add(path, "expected an object, got %s", jsonKind(v))
			return
		}
		m := reflect.MakeMapWithSize(dst.Type(), len(obj))
		for _, k := range sortedKeys(obj) {
			e := reflect.New(dst.Type().Elem()).Elem()
			decodeValue(ps, path+fmt.Sprintf("[%q]", k), obj[k], e)
			m.SetMapIndex(reflect.ValueOf(k), e)
		}
		dst.Set(m)
	case reflect.Struct:
		obj, ok := v.(map[string]any)
		if !ok {
			ps.add(path, "expected an object, got %s", jsonKind(v))
			return
		}
		fields := structFields(dst.Type())
		keys := make([]string, 0, len(obj))
		for k := range obj {
			keys = append(keys, k)
		}
		sort.Strings(keys)
		for _, k := range keys {
			idx, ok := fields[k]
			if !ok {
				ps.add(join(path, k), "unknown key")
				continue
			}
			decodeValue(ps, join(path, k), obj[k], dst.Field(idx))
		}
	default:
		ps.add(path, "cannot decode into %s", dst.Type())
	}
}

// structFields maps json tag names to field indexes.
func structFields(t reflect.Type) map[string]int {
	m := make(map[string]int, t.NumField())
	for i := 0; i < t.NumField(); i++ {
		f := t.Field(i)
		name, _, _ := strings.Cut(f.Tag.Get("json"), ",")
		if name == "-" || !f.IsExported() {
			continue
		}
		if name == "" {
			name = f.Name
		}
		m[name] = i
	}
	return m
}
