package decide

import (
	"encoding/json"
	"fmt"
	"maps"
	"math"
	"reflect"
	"runtime"
	"slices"
	"strconv"
	"strings"
	"sync"
)

// Factory builds a backend from a configuration. It is the Go form of the
// reference's plugin entry point (DECISIONS.md §4.8). config is never nil and is
// the factory's own copy; keys are non-empty. A factory rejects keys it does not
// know.
type Factory func(config map[string]any) (Backend, error)

var registry = struct {
	sync.RWMutex
	factories map[string][]Factory // more than one: ambiguous
}{factories: map[string][]Factory{}}

// Register makes a backend available by name to Open and New, normally from an
// init function. The name must be non-empty, without surrounding spaces or ':'
// (which separates a spec's argument). A name registered twice is ambiguous:
// Open refuses it rather than pick one. Register panics on a bad name or a nil
// factory, like database/sql.Register.
func Register(name string, factory Factory) {
	if name == "" || strings.TrimSpace(name) != name || strings.Contains(name, ":") {
		panic(fmt.Sprintf("decide: invalid backend name %q", name))
	}
	if factory == nil {
		panic("decide: Register factory is nil for " + name)
	}
	registry.Lock()
	defer registry.Unlock()
	registry.factories[name] = append(registry.factories[name], factory)
}

// Static returns a Factory for a ready-made backend. Such a backend takes no
// configuration: a non-empty config is an error ("does not accept
// configuration").
func Static(b Backend) Factory {
	return func(config map[string]any) (Backend, error) {
		if len(config) > 0 {
			return nil, configError("preconstructed decision backend plugin does not accept configuration")
		}
		return b, nil
	}
}

// PluginInfo describes a registered backend without building it.
type PluginInfo struct {
	Name string
	// Value names the factory function (package path and name), the analogue
	// of an entry point's "module:attr".
	Value string
	// Registrations is how many times Name was registered; more than one makes
	// it ambiguous.
	Registrations int
}

// Plugins lists the registered backends, sorted by name, without building any.
func Plugins() []PluginInfo {
	registry.RLock()
	defer registry.RUnlock()
	out := make([]PluginInfo, 0, len(registry.factories))
	for _, name := range slices.Sorted(maps.Keys(registry.factories)) {
		fs := registry.factories[name]
		value := ""
		if fn := runtime.FuncForPC(reflect.ValueOf(fs[0]).Pointer()); fn != nil {
			value = fn.Name()
		}
		out = append(out, PluginInfo{Name: name, Value: value, Registrations: len(fs)})
	}
	return out
}

// Open builds the backend registered as name with config (nil means empty).
// Errors: a blank name or config key (ErrInvalidConfig); an unregistered name
// ("unknown decision backend plugin: x (known: ...)", ErrUnknownBackend); a name
// registered more than once ("ambiguous decision backend plugin"); the
// factory's own error or panic; a factory that returns no backend ("callable
// decide"). Whatever it returns is still used through Choose.
func Open(name string, config map[string]any) (Backend, error) {
	name = strings.TrimSpace(name)
	if name == "" {
		return nil, configError("decision backend plugin name must be non-empty")
	}
	for k := range config {
		if strings.TrimSpace(k) == "" {
			return nil, configError("decision backend plugin config keys must be non-empty strings")
		}
	}
	registry.RLock()
	factories := registry.factories[name]
	known := slices.Sorted(maps.Keys(registry.factories))
	registry.RUnlock()
	switch {
	case len(factories) == 0:
		return nil, newError(ErrUnknownBackend, "unknown decision backend plugin: %s (known: %s)", name, strings.Join(known, ", "))
	case len(factories) > 1:
		return nil, configError("ambiguous decision backend plugin name registered more than once: %s", name)
	}
	b, err := build(factories[0], maps.Clone(config))
	if err != nil {
		return nil, err
	}
	if isNil(b) {
		return nil, configError("decision backend plugin %s must resolve to a backend exposing callable decide; its factory returned nil", name)
	}
	return b, nil
}

func build(f Factory, config map[string]any) (b Backend, err error) {
	defer func() {
		if v := recover(); v != nil {
			b, err = nil, configError("decision backend plugin factory panicked: %v", v)
		}
	}()
	if config == nil {
		config = map[string]any{}
	}
	return f(config)
}

func isNil(b Backend) bool {
	if b == nil {
		return true
	}
	switch v := reflect.ValueOf(b); v.Kind() {
	case reflect.Pointer, reflect.Func, reflect.Map, reflect.Slice, reflect.Chan, reflect.Interface:
		return v.IsNil()
	}
	return false
}

// New builds a backend from a spec "name" or "name:threshold", for example
// "first", "builtin" or "builtin:0.30". The threshold must be a finite number;
// it reaches the factory as config {"threshold": value} (for "builtin", the
// min_similarity). Each call builds a new backend: "builtin" backends do not
// share their caches. Errors are Open's.
func New(spec string) (Backend, error) {
	name, arg, hasArg := strings.Cut(strings.TrimSpace(spec), ":")
	var config map[string]any
	specMu.RLock()
	parse := specParsers[name]
	specMu.RUnlock()
	if hasArg && parse != nil {
		c, err := parse(arg)
		if err != nil {
			return nil, err
		}
		return Open(name, c)
	}
	if hasArg {
		v, err := strconv.ParseFloat(strings.TrimSpace(arg), 64)
		if err != nil || math.IsNaN(v) || math.IsInf(v, 0) {
			return nil, configError("decision backend spec %q: threshold %q is not a finite number", spec, arg)
		}
		config = map[string]any{"threshold": v}
	}
	return Open(name, config)
}

var (
	specMu      sync.RWMutex
	specParsers = map[string]func(arg string) (map[string]any, error){}
)

// RegisterSpec teaches New how to read the argument of "name:ARG" specs for a backend
// whose argument is not a threshold (for example "ollama:qwen3:8b@http://host:11434"):
// parse turns ARG into the factory's config.
func RegisterSpec(name string, parse func(arg string) (map[string]any, error)) {
	if name == "" || parse == nil {
		panic("decide: RegisterSpec needs a name and a parser")
	}
	specMu.Lock()
	defer specMu.Unlock()
	specParsers[name] = parse
}

// HasSpec reports whether a spec parser is registered for name (RegisterSpec), that
// is, whether "name:ARG" names a model-backed backend such as "ollama:qwen3:8b".
func HasSpec(name string) bool {
	specMu.RLock()
	defer specMu.RUnlock()
	return specParsers[name] != nil
}

func init() {
	Register("first", Static(FirstOption{}))
	Register("builtin", newBuiltinBackend)
}

// newBuiltinBackend is the "builtin" factory: a CachedEmbedding over Builtin.
// Config: "threshold" or "min_similarity" (one of them), "min_margin",
// "dimensions", "cache_capacity".
func newBuiltinBackend(config map[string]any) (Backend, error) {
	allowed := []string{"cache_capacity", "dimensions", "min_margin", "min_similarity", "threshold"}
	for k := range config {
		if !slices.Contains(allowed, k) {
			return nil, configError("builtin decision backend: unknown config key %q (known: %s)", k, strings.Join(allowed, ", "))
		}
	}
	var opts EmbeddingOptions
	var embedder Builtin
	_, hasThreshold := config["threshold"]
	_, hasMin := config["min_similarity"]
	if hasThreshold && hasMin {
		return nil, configError("builtin decision backend: threshold and min_similarity are the same setting; give one")
	}
	for _, key := range []string{"threshold", "min_similarity"} {
		if v, ok, err := configFloat(config, key); err != nil {
			return nil, err
		} else if ok {
			opts.MinSimilarity = Float(v)
		}
	}
	var err error
	if opts.MinMargin, _, err = configFloat(config, "min_margin"); err != nil {
		return nil, err
	}
	if embedder.Dimensions, err = configInt(config, "dimensions"); err != nil {
		return nil, err
	}
	if embedder.Dimensions < 0 {
		return nil, configError("builtin decision backend: dimensions must be positive, got %d", embedder.Dimensions)
	}
	if opts.CacheCapacity, err = configInt(config, "cache_capacity"); err != nil {
		return nil, err
	}
	return NewCachedEmbedding(embedder, opts)
}

// configFloat reads a numeric config value. A bool is a type error, as in the
// reference.
func configFloat(config map[string]any, key string) (float64, bool, error) {
	raw, ok := config[key]
	if !ok {
		return 0, false, nil
	}
	switch x := raw.(type) {
	case float64:
		return x, true, nil
	case float32:
		return float64(x), true, nil
	case int:
		return float64(x), true, nil
	case int64:
		return float64(x), true, nil
	case json.Number:
		if v, err := x.Float64(); err == nil {
			return v, true, nil
		}
	}
	return 0, false, configError("decision backend config %q has type %T; want a number", key, raw)
}

// configInt reads an integral config value; absent means 0.
func configInt(config map[string]any, key string) (int, error) {
	v, ok, err := configFloat(config, key)
	if err != nil || !ok {
		return 0, err
	}
	if v != math.Trunc(v) || math.Abs(v) > 1<<31 {
		return 0, configError("decision backend config %q must be an integer, got %v", key, v)
	}
	return int(v), nil
}
