package store

import (
	"context"
	"database/sql"
	"encoding/json"
	"errors"
	"fmt"
	"sync"
	"sync/atomic"

	"github.com/schemarouter/schemarouter/catalog"
)

// ErrReadOnly is returned by writes to a registry opened with OpenRegistryReadOnly.
var ErrReadOnly = errors.New("registry opened read-only")

const registrySchema = `
CREATE TABLE IF NOT EXISTS tools (
	key      TEXT PRIMARY KEY NOT NULL,
	position INTEGER NOT NULL,
	document TEXT NOT NULL
);
CREATE TABLE IF NOT EXISTS meta (
	name  TEXT PRIMARY KEY NOT NULL,
	value NOT NULL
);`

// SQLiteRegistry is a persistent catalog.Registry (CORE.md §1.9). It keeps exactly the
// semantics of catalog.MemoryRegistry (it computes every next state with
// catalog.ApplyWrite), stores one validated ToolSpec JSON document per row, and serves
// reads from an immutable in-memory snapshot that is swapped only after the database
// transaction has committed.
type SQLiteRegistry struct {
	path     string
	db       *sql.DB
	readOnly bool

	mu   sync.Mutex // serializes writers
	snap atomic.Pointer[catalog.Snapshot]

	// beforeCommit, when set (tests), runs inside the write transaction after the rows
	// were written; an error aborts the write.
	beforeCommit func() error
}

var _ catalog.Registry = (*SQLiteRegistry)(nil)

// OpenRegistry opens the registry database at path, creating it (with an empty catalog
// at version 0) when it does not exist: this is what serve and import use. Every row is
// loaded, strictly parsed and validated; a corrupt document, a row whose document has
// another key, or a missing or garbled version row makes the open fail (fail closed),
// naming the row.
func OpenRegistry(path string) (*SQLiteRegistry, error) {
	return openRegistry(path, false)
}

// OpenRegistryReadOnly opens an existing registry database for inspection. A missing
// path is refused (wrapping ErrMissingDB) and never created; writes fail with ErrReadOnly.
func OpenRegistryReadOnly(path string) (*SQLiteRegistry, error) {
	return openRegistry(path, true)
}

func openRegistry(path string, readOnly bool) (*SQLiteRegistry, error) {
	db, err := openDB(path, readOnly)
	if err != nil {
		return nil, err
	}
	r := &SQLiteRegistry{path: path, db: db, readOnly: readOnly}
	ctx := context.Background()
	var snap *catalog.Snapshot
	if readOnly {
		snap, err = loadSnapshot(ctx, db)
	} else {
		err = inImmediateTx(ctx, db, func(c *sql.Conn) error {
			exists, err := tableExists(ctx, c, "tools")
			if err != nil {
				return err
			}
			if !exists {
				if _, err := c.ExecContext(ctx, registrySchema); err != nil {
					return err
				}
				if _, err := c.ExecContext(ctx, "INSERT INTO meta(name, value) VALUES ('version', 0)"); err != nil {
					return err
				}
			}
			snap, err = loadSnapshot(ctx, c)
			return err
		})
	}
	if err != nil {
		db.Close()
		return nil, fmt.Errorf("registry %s: %w", path, err)
	}
	r.snap.Store(snap)
	return r, nil
}

// Path is the database path.
func (r *SQLiteRegistry) Path() string { return r.path }

// Close closes the database. The last snapshot stays readable.
func (r *SQLiteRegistry) Close() error { return r.db.Close() }

// Snapshot returns the current immutable state.
func (r *SQLiteRegistry) Snapshot() *catalog.Snapshot { return r.snap.Load() }

// Register adds or replaces one tool (one version bump).
func (r *SQLiteRegistry) Register(tool catalog.ToolSpec, replace bool) (string, error) {
	if err := r.UpdateMany([]catalog.ToolSpec{tool}, replace); err != nil {
		return "", err
	}
	return tool.Key(), nil
}

// UpdateMany writes a batch atomically with one version bump; an empty batch is a no-op.
func (r *SQLiteRegistry) UpdateMany(tools []catalog.ToolSpec, replace bool) error {
	return r.write(func(cur *catalog.Snapshot) (*catalog.Snapshot, error) {
		return catalog.ApplyWrite(cur, tools, replace)
	})
}

// Unregister removes one tool with one version bump; an unknown key wraps catalog.ErrNotFound.
func (r *SQLiteRegistry) Unregister(key string) error {
	return r.write(func(cur *catalog.Snapshot) (*catalog.Snapshot, error) {
		if _, ok := cur.Entry(key); !ok {
			return nil, fmt.Errorf("tool %q: %w", key, catalog.ErrNotFound)
		}
		var next []*catalog.Entry
		for _, e := range cur.Entries() {
			if e.Key() != key {
				next = append(next, e)
			}
		}
		return catalog.NewSnapshot(cur.Version()+1, next)
	})
}

// write runs one logical write: inside a BEGIN IMMEDIATE transaction it computes the
// next snapshot from the current one, writes the changed rows and the version, and
// commits; only then is the in-memory snapshot swapped. On any error neither the
// database nor the memory state changes.
func (r *SQLiteRegistry) write(compute func(cur *catalog.Snapshot) (*catalog.Snapshot, error)) error {
	if r.readOnly {
		return ErrReadOnly
	}
	r.mu.Lock()
	defer r.mu.Unlock()
	ctx := context.Background()
	var next *catalog.Snapshot
	err := inImmediateTx(ctx, r.db, func(c *sql.Conn) error {
		cur := r.Snapshot()
		v, err := readVersion(ctx, c)
		if err != nil {
			return err
		}
		if v != cur.Version() { // another process wrote: start from the stored state
			if cur, err = loadSnapshot(ctx, c); err != nil {
				return err
			}
		}
		n, err := compute(cur)
		if err != nil {
			return err
		}
		if n == cur { // empty batch: nothing to write, no bump
			next = cur
			return nil
		}
		if err := writeRows(ctx, c, cur, n); err != nil {
			return err
		}
		if _, err := c.ExecContext(ctx, "UPDATE meta SET value = ? WHERE name = 'version'", n.Version()); err != nil {
			return err
		}
		if r.beforeCommit != nil {
			if err := r.beforeCommit(); err != nil {
				return err
			}
		}
		next = n
		return nil
	})
	if err != nil {
		return err
	}
	r.snap.Store(next)
	return nil
}

// writeRows makes the tools table hold next, given that it holds cur.
func writeRows(ctx context.Context, c *sql.Conn, cur, next *catalog.Snapshot) error {
	for _, e := range cur.Entries() {
		if _, ok := next.Entry(e.Key()); !ok {
			if _, err := c.ExecContext(ctx, "DELETE FROM tools WHERE key = ?", e.Key()); err != nil {
				return err
			}
		}
	}
	curPos := make(map[string]int, cur.Len())
	for i, k := range cur.Keys() {
		curPos[k] = i
	}
	for i, e := range next.Entries() {
		if old, ok := cur.Entry(e.Key()); ok && old == e {
			if curPos[e.Key()] != i {
				if _, err := c.ExecContext(ctx, "UPDATE tools SET position = ? WHERE key = ?", i, e.Key()); err != nil {
					return err
				}
			}
			continue
		}
		doc, err := encodeEntry(e)
		if err != nil {
			return err
		}
		if _, err := c.ExecContext(ctx, `INSERT INTO tools(key, position, document) VALUES (?, ?, ?)
			ON CONFLICT(key) DO UPDATE SET position = excluded.position, document = excluded.document`,
			e.Key(), i, doc); err != nil {
			return err
		}
	}
	return nil
}

// encodeEntry serializes a validated tool and checks that the document parses back
// strictly to the same contract (same fingerprint), so that only documents that load
// are ever stored.
func encodeEntry(e *catalog.Entry) (string, error) {
	data, err := json.Marshal(e.Tool())
	if err != nil {
		return "", &catalog.RegistrationError{Key: e.Key(), Reason: "cannot serialize", Err: err}
	}
	back, err := decodeDocument(e.Key(), data)
	if err != nil {
		return "", err
	}
	if back.Fingerprint() != e.Fingerprint() {
		return "", &catalog.RegistrationError{Key: e.Key(), Reason: "document does not round-trip (fingerprint changed)"}
	}
	return string(data), nil
}

// decodeDocument parses a stored document strictly, validates it and checks its key.
func decodeDocument(key string, data []byte) (*catalog.Entry, error) {
	tree, err := catalog.ParseDocument(data, key+".json")
	if err != nil {
		return nil, &catalog.RegistrationError{Key: key, Reason: "corrupt stored document", Err: err}
	}
	if _, ok := tree.(map[string]any); !ok {
		return nil, &catalog.RegistrationError{Key: key, Reason: "corrupt stored document: not a JSON object"}
	}
	var tool catalog.ToolSpec
	if err := catalog.DecodeStrict(tree, &tool); err != nil {
		return nil, &catalog.RegistrationError{Key: key, Reason: "corrupt stored document", Err: err}
	}
	e, err := catalog.NewEntry(tool)
	if err != nil {
		return nil, &catalog.RegistrationError{Key: key, Reason: "invalid stored document", Err: err}
	}
	if e.Key() != key {
		return nil, &catalog.RegistrationError{Key: key, Reason: fmt.Sprintf("row key does not match the stored document's key %q", e.Key())}
	}
	return e, nil
}

type querier interface {
	QueryRowContext(context.Context, string, ...any) *sql.Row
	QueryContext(context.Context, string, ...any) (*sql.Rows, error)
}

// readVersion reads the meta version row, refusing a missing or garbled one.
func readVersion(ctx context.Context, q querier) (int64, error) {
	var typ string
	var raw any
	err := q.QueryRowContext(ctx, "SELECT typeof(value), value FROM meta WHERE name = 'version'").Scan(&typ, &raw)
	if errors.Is(err, sql.ErrNoRows) {
		return 0, errors.New(`meta row "version" is missing`)
	}
	if err != nil {
		return 0, fmt.Errorf(`meta row "version": %w`, err)
	}
	v, ok := raw.(int64)
	if typ != "integer" || !ok || v < 0 {
		return 0, fmt.Errorf(`meta row "version" is garbled (%s %v)`, typ, raw)
	}
	return v, nil
}

// loadSnapshot reads every row into a snapshot, failing closed on anything unexpected.
func loadSnapshot(ctx context.Context, q querier) (*catalog.Snapshot, error) {
	for _, t := range []string{"tools", "meta"} {
		ok, err := tableExists(ctx, q, t)
		if err != nil {
			return nil, err
		}
		if !ok {
			return nil, fmt.Errorf("not a schemarouter registry (no %s table)", t)
		}
	}
	version, err := readVersion(ctx, q)
	if err != nil {
		return nil, err
	}
	rows, err := q.QueryContext(ctx, "SELECT key, typeof(position), position, typeof(document), CAST(document AS BLOB) FROM tools ORDER BY position, key")
	if err != nil {
		return nil, err
	}
	defer rows.Close()
	var entries []*catalog.Entry
	for rows.Next() {
		var key, posType, docType string
		var pos any
		var doc []byte
		if err := rows.Scan(&key, &posType, &pos, &docType, &doc); err != nil {
			return nil, fmt.Errorf("tools row: %w", err)
		}
		if p, ok := pos.(int64); posType != "integer" || !ok || p != int64(len(entries)) {
			return nil, &catalog.RegistrationError{Key: key, Reason: fmt.Sprintf("stored row has position %v, want %d", pos, len(entries))}
		}
		if docType != "text" && docType != "blob" {
			return nil, &catalog.RegistrationError{Key: key, Reason: "corrupt stored document: stored as " + docType}
		}
		e, err := decodeDocument(key, doc)
		if err != nil {
			return nil, err
		}
		entries = append(entries, e)
	}
	if err := rows.Err(); err != nil {
		return nil, err
	}
	if len(entries) > 0 && version == 0 {
		return nil, errors.New(`meta row "version" is 0 but tools are stored`)
	}
	return catalog.NewSnapshot(version, entries)
}
