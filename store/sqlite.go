package store

import (
	"context"
	"database/sql"
	"errors"
	"fmt"
	"io/fs"
	"net/url"
	"os"

	_ "modernc.org/sqlite" // registers the "sqlite" driver
)

// ErrMissingDB is wrapped when a read-only open names a path that does not exist.
var ErrMissingDB = errors.New("database does not exist")

// openDB opens path. Writable databases are created when missing, use WAL journaling
// with synchronous=FULL (a crash never leaves a half-applied write) and wait for
// locks held by other processes. Read-only databases must exist.
func openDB(path string, readOnly bool) (*sql.DB, error) {
	if path == "" {
		return nil, errors.New("empty database path")
	}
	if readOnly {
		st, err := os.Stat(path)
		if err != nil {
			if errors.Is(err, fs.ErrNotExist) {
				return nil, fmt.Errorf("%s: %w", path, ErrMissingDB)
			}
			return nil, err
		}
		if st.IsDir() {
			return nil, fmt.Errorf("%s: is a directory", path)
		}
	}
	q := url.Values{}
	q.Add("_pragma", "busy_timeout(10000)")
	if readOnly {
		q.Set("mode", "ro")
	} else {
		q.Set("mode", "rwc")
		q.Add("_pragma", "journal_mode(WAL)")
		q.Add("_pragma", "synchronous(FULL)")
	}
	u := url.URL{Scheme: "file", Opaque: (&url.URL{Path: path}).EscapedPath(), RawQuery: q.Encode()}
	db, err := sql.Open("sqlite", u.String())
	if err != nil {
		return nil, fmt.Errorf("%s: %w", path, err)
	}
	if err := db.PingContext(context.Background()); err != nil {
		db.Close()
		return nil, fmt.Errorf("%s: %w", path, err)
	}
	return db, nil
}

// inImmediateTx runs fn inside BEGIN IMMEDIATE … COMMIT on one connection, rolling back
// when fn or the commit fails.
func inImmediateTx(ctx context.Context, db *sql.DB, fn func(c *sql.Conn) error) (err error) {
	c, err := db.Conn(ctx)
	if err != nil {
		return err
	}
	defer c.Close()
	if _, err := c.ExecContext(ctx, "BEGIN IMMEDIATE"); err != nil {
		return err
	}
	defer func() {
		if err != nil {
			_, _ = c.ExecContext(context.Background(), "ROLLBACK")
		}
	}()
	if err = fn(c); err != nil {
		return err
	}
	_, err = c.ExecContext(ctx, "COMMIT")
	return err
}

// tableExists reports whether a table of that name exists.
func tableExists(ctx context.Context, q interface {
	QueryRowContext(context.Context, string, ...any) *sql.Row
}, name string) (bool, error) {
	var n int
	err := q.QueryRowContext(ctx, "SELECT count(*) FROM sqlite_master WHERE type='table' AND name=?", name).Scan(&n)
	return n > 0, err
}
