package main

import (
	"fmt"
	"net"
	"os"
	"os/signal"
	"syscall"
	"time"

	"github.com/spf13/cobra"

	"github.com/schemarouter/schemarouter/plan"
	"github.com/schemarouter/schemarouter/server"
	"github.com/schemarouter/schemarouter/store"
)

// newServeCommand is `schemarouter serve`: the HTTP JSON API over the same sources,
// planner and executor as the other commands.
func newServeCommand() *cobra.Command {
	var (
		f        execFlags
		addr     string
		tokenEnv string
		token    string
		maxBody  int64
		timeout  time.Duration
		dbPath   string
		stages   string
	)
	cmd := &cobra.Command{
		Use:   "serve [flags]",
		Short: "Serve the planner, executor and catalog as an HTTP JSON API",
		Long: `serve exposes an HTTP JSON API whose bodies are the JSON the other commands
print with --json:

  POST   /v1/plan            a planning request -> a plan
  POST   /v1/retrieve        {"query", "k", ...} -> ranked routes
  POST   /v1/execute         {"plan": PLAN} or {"request": REQUEST} -> {"plan", "run"}
  POST   /v1/aggregate       [RECORD...] (?field_mode=FIELD=MODE) -> entities
  GET    /v1/catalog         {"tools": [...]}
  GET    /v1/catalog/TOOL    one tool
  PUT    /v1/catalog/TOOL    register or replace a tool (bearer token)
  DELETE /v1/catalog/TOOL    remove a tool (bearer token)
  GET    /healthz, /metrics  liveness and Prometheus metrics

Catalog writes need 'Authorization: Bearer TOKEN' with the token from --token or
the environment variable named by --token-env; without a token they are disabled.
The server stops gracefully on SIGINT or SIGTERM.`,
		Example: `  SCHEMAROUTER_TOKEN=secret schemarouter serve --catalog tools.yaml --addr 127.0.0.1:8080`,
		Args:    cobra.NoArgs,
		RunE: func(cmd *cobra.Command, _ []string) error {
			if maxBody < 0 {
				return badf("--max-body must not be negative, got %d", maxBody)
			}
			if timeout < 0 {
				return badf("--timeout must not be negative, got %s", timeout)
			}
			popts, err := stagesFile(stages)
			if err != nil {
				return err
			}
			ctx, stop := signal.NotifyContext(cmd.Context(), os.Interrupt, syscall.SIGTERM)
			defer stop()
			l, err := f.src.load(ctx)
			if err != nil {
				return err
			}
			defer l.Close()
			if dbPath != "" {
				closeDB, err := persist(l, &f, dbPath)
				if err != nil {
					return err
				}
				defer closeDB()
			}
			// A server cannot ask for approval per run: --allow-mutations both allows
			// mutating endpoints and approves them.
			f.approve = f.allowMutations
			x, err := f.executor(l)
			if err != nil {
				return err
			}
			if token == "" && tokenEnv != "" {
				token = os.Getenv(tokenEnv)
			}
			srv := server.New(server.Config{
				Registry:       l.reg,
				Planner:        plan.New(l.reg, popts),
				Executor:       x,
				Token:          token,
				MaxBodyBytes:   maxBody,
				HandlerTimeout: timeout,
			})
			ln, err := net.Listen("tcp", addr)
			if err != nil {
				return bad(err)
			}
			fmt.Fprintf(cmd.OutOrStdout(), "schemarouter: listening on http://%s\n", ln.Addr())
			if token == "" {
				fmt.Fprintf(cmd.ErrOrStderr(), "schemarouter: no token (--token or $%s): catalog writes are disabled\n", tokenEnv)
			}
			if err := srv.Serve(ctx, ln); err != nil {
				return bad(err)
			}
			fmt.Fprintln(cmd.OutOrStdout(), "schemarouter: stopped")
			return nil
		},
	}
	f.src.register(cmd)
	fl := cmd.Flags()
	fl.StringVar(&stages, "stages", "", "decision stage configuration `FILE` for every plan (YAML or JSON; see README)")
	fl.StringVar(&dbPath, "db", "", "keep the catalog and run traces in the SQLite database `FILE` (created if missing)")
	fl.StringArrayVar(&f.baseURLs, "base-url", nil, "approved base URL for a tool, `TOOL=URL` (repeatable); default: the tool's execution_metadata.base_url")
	fl.BoolVar(&f.allowMutations, "allow-mutations", false, "allow and approve mutating (non-read-only) endpoints")
	fl.BoolVar(&f.allowUnclass, "allow-unclassified", false, "allow remote endpoints whose side effects are unclassified (e.g. MCP tools)")
	fl.StringVar(&addr, "addr", "127.0.0.1:8080", "listen `ADDRESS`")
	fl.StringVar(&tokenEnv, "token-env", "SCHEMAROUTER_TOKEN", "environment variable `NAME` holding the bearer token for catalog writes")
	fl.StringVar(&token, "token", "", "bearer `TOKEN` for catalog writes (visible to other local users; prefer --token-env)")
	fl.Int64Var(&maxBody, "max-body", server.DefaultMaxBodyBytes, "largest request body in `BYTES`")
	fl.DurationVar(&timeout, "timeout", server.DefaultHandlerTimeout, "per-request `DURATION` limit")
	return cmd
}

// persist moves the server's catalog into a SQLite database and records run traces
// there. An empty database is seeded with the configured sources; a database that
// already holds a catalog keeps it (and its version) across restarts, and the sources
// only supply invokers: bindings come from configuration, never from the database.
func persist(l *loaded, f *execFlags, path string) (func(), error) {
	reg, err := store.OpenRegistry(path)
	if err != nil {
		return nil, badf("--db %s: %w", path, err)
	}
	if reg.Snapshot().Len() == 0 {
		if err := reg.UpdateMany(l.reg.Snapshot().Tools(), false); err != nil {
			reg.Close()
			return nil, badf("--db %s: %w", path, err)
		}
	}
	traces, err := store.OpenTraces(path)
	if err != nil {
		reg.Close()
		return nil, badf("--db %s: %w", path, err)
	}
	l.reg = reg
	f.onEvent = traces.Sink()
	return func() { traces.Close(); reg.Close() }, nil
}
