package decide_test

import (
	"context"
	"errors"
	"strings"
	"sync/atomic"
	"testing"

	"github.com/schemarouter/schemarouter/decide"
)

var selectedFactoryCalls atomic.Int32

// Registrations happen once per test binary, as a plugin's init would.
func init() {
	decide.Register("test-selected", func(config map[string]any) (decide.Backend, error) {
		selectedFactoryCalls.Add(1)
		id, _ := config["selected"].(string)
		return decide.Callable(func(context.Context, decide.Request) (decide.Result, error) {
			return decide.Result{Selections: []decide.Selection{{OptionID: id}}}, nil
		}), nil
	})
	decide.Register("test-ready", decide.Static(decide.FirstOption{}))
	decide.Register("test-nil", func(map[string]any) (decide.Backend, error) { return nil, nil })
	decide.Register("test-typed-nil", func(map[string]any) (decide.Backend, error) { return (*decide.Embedding)(nil), nil })
	decide.Register("test-panics", func(map[string]any) (decide.Backend, error) { panic("broken plugin") })
	decide.Register("test-twice", decide.Static(decide.FirstOption{}))
	decide.Register("test-twice", decide.Static(decide.FirstOption{}))
}

func twoOptions() decide.Request {
	return decide.Request{Query: "q", Options: []decide.Option{{ID: "a"}, {ID: "b"}}}
}

// §6 case 59, in its Go form.
func TestRegistry(t *testing.T) {
	ctx := context.Background()

	t.Run("discovery lists plugins without building them", func(t *testing.T) {
		before := selectedFactoryCalls.Load()
		var names []string
		for _, p := range decide.Plugins() {
			names = append(names, p.Name)
			if p.Name == "test-selected" && !strings.Contains(p.Value, "decide_test") {
				t.Errorf("value %q does not name the factory", p.Value)
			}
			if p.Name == "test-twice" && p.Registrations != 2 {
				t.Errorf("test-twice registrations %d", p.Registrations)
			}
		}
		joined := strings.Join(names, ",")
		if !strings.Contains(joined, "builtin,first,") || !strings.Contains(joined, "test-selected") {
			t.Fatalf("plugins %s", joined)
		}
		if selectedFactoryCalls.Load() != before {
			t.Fatal("discovery built a backend")
		}
	})

	t.Run("a factory receives its configuration", func(t *testing.T) {
		b, err := decide.Open("test-selected", map[string]any{"selected": "b"})
		if err != nil {
			t.Fatal(err)
		}
		res, err := decide.Choose(ctx, b, twoOptions())
		if err != nil || ids(res) != "b" {
			t.Fatalf("got %+v, %v", res, err)
		}
	})

	t.Run("a ready-made backend does not accept configuration", func(t *testing.T) {
		_, err := decide.Open("test-ready", map[string]any{"selected": "b"})
		wantErr(t, err, "does not accept configuration")
		if _, err := decide.Open("test-ready", nil); err != nil {
			t.Fatal(err)
		}
	})

	t.Run("a factory must produce a backend", func(t *testing.T) {
		for _, name := range []string{"test-nil", "test-typed-nil"} {
			_, err := decide.Open(name, nil)
			wantErr(t, err, "callable decide")
		}
		_, err := decide.Open("test-panics", nil)
		wantErr(t, err, "panicked", "broken plugin")
	})

	t.Run("an unknown name lists the known ones and builds nothing", func(t *testing.T) {
		before := selectedFactoryCalls.Load()
		_, err := decide.Open("ghost", nil)
		wantErr(t, err, "unknown decision backend plugin: ghost", "known: builtin, first")
		if !errors.Is(err, decide.ErrUnknownBackend) || selectedFactoryCalls.Load() != before {
			t.Fatalf("got %v", err)
		}
	})

	t.Run("a name registered twice is ambiguous", func(t *testing.T) {
		_, err := decide.Open("test-twice", nil)
		wantErr(t, err, "ambiguous decision backend plugin")
	})

	t.Run("a plugin's unregistered ID fails through Choose", func(t *testing.T) {
		b, err := decide.Open("test-selected", map[string]any{"selected": "c"})
		if err != nil {
			t.Fatal(err)
		}
		_, err = decide.Choose(ctx, b, twoOptions())
		wantErr(t, err, "unknown option")
	})

	t.Run("names and config keys must be non-empty", func(t *testing.T) {
		_, err := decide.Open(" ", nil)
		wantErr(t, err, "non-empty")
		_, err = decide.Open("test-selected", map[string]any{" ": 1})
		wantErr(t, err, "non-empty")
	})

	t.Run("Register refuses bad names and nil factories", func(t *testing.T) {
		for _, name := range []string{"", " x", "a:b"} {
			func() {
				defer func() {
					if recover() == nil {
						t.Errorf("Register(%q) did not panic", name)
					}
				}()
				decide.Register(name, decide.Static(decide.FirstOption{}))
			}()
		}
		defer func() {
			if recover() == nil {
				t.Error("Register with a nil factory did not panic")
			}
		}()
		decide.Register("test-nil-factory", nil)
	})
}

func TestNewFromSpec(t *testing.T) {
	ctx := context.Background()
	t.Run("first", func(t *testing.T) {
		b, err := decide.New("first")
		if err != nil {
			t.Fatal(err)
		}
		res, err := decide.Choose(ctx, b, twoOptions())
		if err != nil || ids(res) != "a" {
			t.Fatalf("got %+v, %v", res, err)
		}
	})
	t.Run("builtin with a threshold gates on similarity", func(t *testing.T) {
		b, err := decide.New("builtin:0.30")
		if err != nil {
			t.Fatal(err)
		}
		res, err := decide.Choose(ctx, b, decide.Request{Query: "write me a poem", Options: semOptions()})
		if err != nil || !res.Abstained || res.Reason() != "below_min_similarity" || res.Metadata["min_similarity"] != 0.30 {
			t.Fatalf("got %+v, %v", res, err)
		}
		res, err = decide.Choose(ctx, b, decide.Request{Query: "current weather", Options: semOptions()})
		if err != nil || ids(res) != "weather.current" {
			t.Fatalf("got %+v, %v", res, err)
		}
	})
	t.Run("builtin without a threshold always ranks", func(t *testing.T) {
		b, err := decide.New(" builtin ")
		if err != nil {
			t.Fatal(err)
		}
		res, err := decide.Choose(ctx, b, decide.Request{Query: "write me a poem", Options: semOptions()})
		if err != nil || len(res.Selections) != 1 || res.Metadata["min_similarity"] != -1.0 {
			t.Fatalf("got %+v, %v", res, err)
		}
	})
	t.Run("builtin configuration", func(t *testing.T) {
		b, err := decide.Open("builtin", map[string]any{"min_similarity": 0.2, "min_margin": 0.05, "dimensions": 256.0, "cache_capacity": 16})
		if err != nil {
			t.Fatal(err)
		}
		res, err := decide.Choose(ctx, b, decide.Request{Query: "current weather", Options: semOptions()})
		if err != nil || ids(res) != "weather.current" || res.Metadata["dimensions"] != 256 || res.Metadata["min_margin"] != 0.05 {
			t.Fatalf("got %+v, %v", res, err)
		}
	})
	for _, tc := range []struct {
		name   string
		spec   string
		config map[string]any
		want   string
	}{
		{"a threshold that is not a number", "builtin:high", nil, "not a finite number"},
		{"a NaN threshold", "builtin:NaN", nil, "not a finite number"},
		{"a threshold out of range", "builtin:1.5", nil, "min_similarity"},
		{"a threshold for a ready-made backend", "first:0.3", nil, "does not accept configuration"},
		{"an unknown name", "ollama", nil, "unknown decision backend plugin"},
		{"an empty spec", "", nil, "non-empty"},
		{"a bool is a type error", "builtin", map[string]any{"threshold": true}, "type bool"},
		{"an unknown key", "builtin", map[string]any{"temperature": 0}, "unknown config key"},
		{"both threshold spellings", "builtin", map[string]any{"threshold": 0.1, "min_similarity": 0.2}, "give one"},
		{"a fractional dimension", "builtin", map[string]any{"dimensions": 1.5}, "integer"},
		{"a negative dimension", "builtin", map[string]any{"dimensions": -4}, "positive"},
		{"a negative cache capacity", "builtin", map[string]any{"cache_capacity": -1}, "cache capacity"},
	} {
		t.Run(tc.name, func(t *testing.T) {
			var err error
			if tc.config != nil {
				_, err = decide.Open(tc.spec, tc.config)
			} else {
				_, err = decide.New(tc.spec)
			}
			wantErr(t, err, tc.want)
		})
	}
}
