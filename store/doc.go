// Package store persists catalog state and run traces in SQLite (CORE.md §1.9, §5).
//
// SQLiteRegistry is a catalog.Registry whose rows hold validated ToolSpec JSON
// documents (never anything executable): a tools table of key/position/document and a
// meta table holding the registry version. It stores catalog state only; invokers,
// credentials, execution policy and approval callbacks are never persisted, so
// bindings must be re-established after a restart.
//
// TraceStore appends execution events (execute.Event) and reads runs back for
// non-executing inspection. DiffTools classifies the change between two versions of
// a tool contract conservatively.
//
// Opening: OpenRegistry and OpenTraces create a missing database (serve/import use
// them); OpenRegistryReadOnly and OpenTracesReadOnly refuse a missing path and never
// create one (inspection uses them).
package store
