package catalog

import (
	"fmt"
	"sync"
	"sync/atomic"
)

// Registry is a versioned catalog of tools (CORE.md §1.9). Every implementation keeps
// these guarantees:
//   - keys are ToolSpec.Key(); insertion order is kept and a replacement keeps its place;
//   - every successful logical write bumps Version by exactly one (a batch is one write,
//     an empty batch none); a refused write changes nothing;
//   - writes validate the whole tool and store a private deep copy, so later mutation of
//     the caller's value has no effect;
//   - reads go through immutable snapshots, so concurrent readers and writers never see a
//     torn state.
type Registry interface {
	// Snapshot returns the current immutable state.
	Snapshot() *Snapshot
	// Register adds a tool, or replaces the tool with the same key when replace is true.
	Register(tool ToolSpec, replace bool) (key string, err error)
	// UpdateMany writes a batch atomically: all tools or none, one version bump.
	UpdateMany(tools []ToolSpec, replace bool) error
	// Unregister removes a tool; an unknown key wraps ErrNotFound.
	Unregister(key string) error
}

// Entry is one registered tool with its fingerprints. Entries are shared by snapshots
// and must be treated as read-only; use Snapshot.Get for a private copy.
type Entry struct {
	key                  string
	spec                 ToolSpec
	fingerprint          string
	endpointFingerprints []string
}

// NewEntry validates a deep copy of tool and computes its fingerprints.
func NewEntry(tool ToolSpec) (*Entry, error) {
	c := tool.Clone()
	if err := c.Validate(); err != nil {
		return nil, &RegistrationError{Key: c.Key(), Reason: "not a valid ToolSpec", Err: err}
	}
	fp, err := ToolFingerprint(&c)
	if err != nil {
		return nil, &RegistrationError{Key: c.Key(), Reason: "cannot fingerprint", Err: err}
	}
	eps := make([]string, len(c.Endpoints))
	for i := range c.Endpoints {
		if eps[i], err = EndpointFingerprint(&c.Endpoints[i]); err != nil {
			return nil, &RegistrationError{Key: c.Key(), Reason: "cannot fingerprint", Err: err}
		}
	}
	return &Entry{key: c.Key(), spec: c, fingerprint: fp, endpointFingerprints: eps}, nil
}

// Key is the registry key of the tool.
func (e *Entry) Key() string { return e.key }

// Tool is the registered contract. It is shared: callers must not modify it.
func (e *Entry) Tool() *ToolSpec { return &e.spec }

// Fingerprint is the tool fingerprint.
func (e *Entry) Fingerprint() string { return e.fingerprint }

// EndpointFingerprint is the fingerprint of the i-th endpoint.
func (e *Entry) EndpointFingerprint(i int) string { return e.endpointFingerprints[i] }

// Snapshot is an immutable view of a registry at one version.
type Snapshot struct {
	version int64
	entries []*Entry
	byKey   map[string]int
}

// NewSnapshot builds a snapshot from entries (in order) at a version. Keys must be unique.
// The snapshot keeps its own copy of the list.
func NewSnapshot(version int64, entries []*Entry) (*Snapshot, error) {
	entries = append([]*Entry(nil), entries...)
	s := &Snapshot{version: version, entries: entries, byKey: make(map[string]int, len(entries))}
	for i, e := range entries {
		if _, dup := s.byKey[e.key]; dup {
			return nil, &RegistrationError{Key: e.key, Reason: "duplicate key"}
		}
		s.byKey[e.key] = i
	}
	return s, nil
}

// Version is the registry version this snapshot shows.
func (s *Snapshot) Version() int64 { return s.version }

// Len is the number of tools.
func (s *Snapshot) Len() int { return len(s.entries) }

// Keys returns the tool keys in registry order.
func (s *Snapshot) Keys() []string {
	keys := make([]string, len(s.entries))
	for i, e := range s.entries {
		keys[i] = e.key
	}
	return keys
}

// Entries returns the entries in registry order. The entries are shared and read-only.
func (s *Snapshot) Entries() []*Entry { return append([]*Entry(nil), s.entries...) }

// Entry returns the shared, read-only entry of a key.
func (s *Snapshot) Entry(key string) (*Entry, bool) {
	i, ok := s.byKey[key]
	if !ok {
		return nil, false
	}
	return s.entries[i], true
}

// Get returns a private deep copy of a tool.
func (s *Snapshot) Get(key string) (ToolSpec, error) {
	e, ok := s.Entry(key)
	if !ok {
		return ToolSpec{}, fmt.Errorf("tool %q: %w", key, ErrNotFound)
	}
	return e.spec.Clone(), nil
}

// Tools returns private deep copies of every tool in registry order.
func (s *Snapshot) Tools() []ToolSpec {
	out := make([]ToolSpec, len(s.entries))
	for i, e := range s.entries {
		out[i] = e.spec.Clone()
	}
	return out
}

// Endpoint returns a private deep copy of one endpoint.
func (s *Snapshot) Endpoint(toolKey, endpoint string) (EndpointSpec, error) {
	e, ok := s.Entry(toolKey)
	if !ok {
		return EndpointSpec{}, fmt.Errorf("tool %q: %w", toolKey, ErrNotFound)
	}
	ep, ok := e.spec.Endpoint(endpoint)
	if !ok {
		return EndpointSpec{}, fmt.Errorf("endpoint %q of tool %q: %w", endpoint, toolKey, ErrNotFound)
	}
	return ep.Clone(), nil
}

// MemoryRegistry is the in-memory Registry. Reads are lock-free; writes are serialized.
// The zero value is an empty registry at version 0.
type MemoryRegistry struct {
	mu   sync.Mutex // serializes writers
	snap atomic.Pointer[Snapshot]
}

// NewRegistry returns an empty in-memory registry, optionally filled with tools as one
// write (so a non-empty registry starts at version 1).
func NewRegistry(tools ...ToolSpec) (*MemoryRegistry, error) {
	r := &MemoryRegistry{}
	if len(tools) > 0 {
		if err := r.UpdateMany(tools, false); err != nil {
			return nil, err
		}
	}
	return r, nil
}

var emptySnapshot = &Snapshot{byKey: map[string]int{}}

// Snapshot returns the current immutable state.
func (r *MemoryRegistry) Snapshot() *Snapshot {
	if s := r.snap.Load(); s != nil {
		return s
	}
	return emptySnapshot
}

// Register adds or replaces one tool.
func (r *MemoryRegistry) Register(tool ToolSpec, replace bool) (string, error) {
	if err := r.UpdateMany([]ToolSpec{tool}, replace); err != nil {
		return "", err
	}
	return tool.Key(), nil
}

// UpdateMany writes a batch atomically with one version bump.
func (r *MemoryRegistry) UpdateMany(tools []ToolSpec, replace bool) error {
	r.mu.Lock()
	defer r.mu.Unlock()
	cur := r.Snapshot()
	next, err := ApplyWrite(cur, tools, replace)
	if err != nil {
		return err
	}
	if next != cur {
		r.snap.Store(next)
	}
	return nil
}

// Unregister removes one tool with one version bump.
func (r *MemoryRegistry) Unregister(key string) error {
	r.mu.Lock()
	defer r.mu.Unlock()
	next, err := remove(r.Snapshot(), key)
	if err != nil {
		return err
	}
	r.snap.Store(next)
	return nil
}

// apply returns the snapshot after writing entries (already validated, unique keys).
// It is shared by registry implementations so that they agree on order and versioning.
func apply(cur *Snapshot, entries []*Entry, replace bool) (*Snapshot, error) {
	next := append([]*Entry(nil), cur.entries...)
	byKey := make(map[string]int, len(cur.byKey)+len(entries))
	for k, i := range cur.byKey {
		byKey[k] = i
	}
	for _, e := range entries {
		if i, exists := byKey[e.key]; exists {
			if !replace {
				return nil, &RegistrationError{Key: e.key, Reason: "already registered (use replace)"}
			}
			next[i] = e
			continue
		}
		byKey[e.key] = len(next)
		next = append(next, e)
	}
	return &Snapshot{version: cur.version + 1, entries: next, byKey: byKey}, nil
}

// ApplyWrite returns the snapshot that writing tools onto cur produces, without storing
// it anywhere: persistent registries use it to agree with MemoryRegistry exactly.
func ApplyWrite(cur *Snapshot, tools []ToolSpec, replace bool) (*Snapshot, error) {
	entries := make([]*Entry, len(tools))
	seen := make(map[string]bool, len(tools))
	for i, t := range tools {
		e, err := NewEntry(t)
		if err != nil {
			return nil, err
		}
		if seen[e.key] {
			return nil, &RegistrationError{Key: e.key, Reason: "duplicate key in batch"}
		}
		seen[e.key] = true
		entries[i] = e
	}
	if len(entries) == 0 {
		return cur, nil
	}
	return apply(cur, entries, replace)
}

func remove(cur *Snapshot, key string) (*Snapshot, error) {
	i, ok := cur.byKey[key]
	if !ok {
		return nil, fmt.Errorf("tool %q: %w", key, ErrNotFound)
	}
	next := make([]*Entry, 0, len(cur.entries)-1)
	next = append(next, cur.entries[:i]...)
	next = append(next, cur.entries[i+1:]...)
	s, err := NewSnapshot(cur.version+1, next)
	if err != nil {
		return nil, err
	}
	return s, nil
}
