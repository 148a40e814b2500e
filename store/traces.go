package store

import (
	"context"
	"database/sql"
	"encoding/json"
	"fmt"
	"sync"
	"time"

	"github.com/schemarouter/schemarouter/catalog"
	"github.com/schemarouter/schemarouter/execute"
)

const traceSchema = `
CREATE TABLE IF NOT EXISTS events (
	run_id   TEXT NOT NULL,
	sequence INTEGER NOT NULL,
	type     TEXT NOT NULL,
	time_ns  INTEGER,
	route    TEXT NOT NULL DEFAULT '',
	attempt  INTEGER NOT NULL DEFAULT 0,
	error    TEXT NOT NULL DEFAULT '',
	detail   TEXT NOT NULL DEFAULT '',
	payload  TEXT,
	PRIMARY KEY (run_id, sequence)
);`

// TraceStore persists execution events, one row per event.
type TraceStore struct {
	path     string
	db       *sql.DB
	readOnly bool

	mu  sync.Mutex
	err error // first append error
}

// RunSummary describes one stored run.
type RunSummary struct {
	RunID  string    `json:"run_id"`
	Start  time.Time `json:"start"`
	End    time.Time `json:"end"`
	Events int       `json:"events"`
	// Complete is true when the run has a run.end or run.error event.
	Complete bool `json:"complete"`
}

// OpenTraces opens the trace database at path, creating it when missing.
func OpenTraces(path string) (*TraceStore, error) { return openTraces(path, false) }

// OpenTracesReadOnly opens an existing trace database for inspection; a missing path
// is refused (wrapping ErrMissingDB) and never created.
func OpenTracesReadOnly(path string) (*TraceStore, error) { return openTraces(path, true) }

func openTraces(path string, readOnly bool) (*TraceStore, error) {
	db, err := openDB(path, readOnly)
	if err != nil {
		return nil, err
	}
	ctx := context.Background()
	if readOnly {
		ok, err := tableExists(ctx, db, "events")
		if err == nil && !ok {
			err = fmt.Errorf("not a schemarouter trace database (no events table)")
		}
		if err != nil {
			db.Close()
			return nil, fmt.Errorf("traces %s: %w", path, err)
		}
	} else if _, err := db.ExecContext(ctx, traceSchema); err != nil {
		db.Close()
		return nil, fmt.Errorf("traces %s: %w", path, err)
	}
	return &TraceStore{path: path, db: db, readOnly: readOnly}, nil
}

// Close closes the database.
func (s *TraceStore) Close() error { return s.db.Close() }

// Err returns the first error met while appending events through Sink, if any.
func (s *TraceStore) Err() error {
	s.mu.Lock()
	defer s.mu.Unlock()
	return s.err
}

// Append stores one event.
func (s *TraceStore) Append(e execute.Event) error {
	if s.readOnly {
		return fmt.Errorf("traces %s: opened read-only", s.path)
	}
	var payload any
	if e.Payload != nil {
		data, err := json.Marshal(e.Payload)
		if err != nil {
			return fmt.Errorf("event %s#%d payload: %w", e.RunID, e.Sequence, err)
		}
		payload = string(data)
	}
	var ns any
	if !e.Time.IsZero() {
		ns = e.Time.UnixNano()
	}
	_, err := s.db.ExecContext(context.Background(),
		`INSERT INTO events(run_id, sequence, type, time_ns, route, attempt, error, detail, payload)
		 VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)`,
		e.RunID, e.Sequence, e.Type, ns, e.Route, e.Attempt, e.Error, e.Detail, payload)
	if err != nil {
		return fmt.Errorf("event %s#%d: %w", e.RunID, e.Sequence, err)
	}
	return nil
}

// Sink returns an event sink for execute that appends every event. A sink cannot
// return errors: the first failure is kept and reported by Err.
func (s *TraceStore) Sink() func(execute.Event) {
	return func(e execute.Event) {
		if err := s.Append(e); err != nil {
			s.mu.Lock()
			if s.err == nil {
				s.err = err
			}
			s.mu.Unlock()
		}
	}
}

func timeOf(ns sql.NullInt64) time.Time {
	if !ns.Valid {
		return time.Time{}
	}
	return time.Unix(0, ns.Int64).UTC()
}

// Runs lists the stored runs, oldest first.
func (s *TraceStore) Runs() ([]RunSummary, error) {
	rows, err := s.db.QueryContext(context.Background(), `
		SELECT run_id, MIN(time_ns), MAX(time_ns), COUNT(*),
		       MAX(CASE WHEN type IN (?, ?) THEN 1 ELSE 0 END)
		FROM events GROUP BY run_id ORDER BY MIN(time_ns), run_id`,
		execute.EventRunEnd, execute.EventRunError)
	if err != nil {
		return nil, err
	}
	defer rows.Close()
	var out []RunSummary
	for rows.Next() {
		var r RunSummary
		var start, end sql.NullInt64
		var complete int
		if err := rows.Scan(&r.RunID, &start, &end, &r.Events, &complete); err != nil {
			return nil, err
		}
		r.Start, r.End, r.Complete = timeOf(start), timeOf(end), complete == 1
		out = append(out, r)
	}
	return out, rows.Err()
}

// Run returns the events of one run in sequence order; an unknown run wraps
// catalog.ErrNotFound.
func (s *TraceStore) Run(id string) ([]execute.Event, error) {
	rows, err := s.db.QueryContext(context.Background(), `
		SELECT run_id, sequence, type, time_ns, route, attempt, error, detail, payload
		FROM events WHERE run_id = ? ORDER BY sequence`, id)
	if err != nil {
		return nil, err
	}
	defer rows.Close()
	var out []execute.Event
	for rows.Next() {
		var e execute.Event
		var ns sql.NullInt64
		var payload sql.NullString
		if err := rows.Scan(&e.RunID, &e.Sequence, &e.Type, &ns, &e.Route, &e.Attempt, &e.Error, &e.Detail, &payload); err != nil {
			return nil, err
		}
		e.Time = timeOf(ns)
		if payload.Valid {
			if err := json.Unmarshal([]byte(payload.String), &e.Payload); err != nil {
				return nil, fmt.Errorf("event %s#%d: corrupt payload: %w", e.RunID, e.Sequence, err)
			}
		}
		out = append(out, e)
	}
	if err := rows.Err(); err != nil {
		return nil, err
	}
	if len(out) == 0 {
		return nil, fmt.Errorf("run %q: %w", id, catalog.ErrNotFound)
	}
	return out, nil
}
