package main

import (
	"context"
	"io"
	"net"
	"os"
	"os/signal"
	"syscall"

	"github.com/modelcontextprotocol/go-sdk/mcp"
	"github.com/spf13/cobra"

	"github.com/schemarouter/schemarouter/mcpserver"
	"github.com/schemarouter/schemarouter/plan"
)

// newMCPServeCommand serves the router itself as an MCP server with three tools:
// search_capabilities, plan and execute.
func newMCPServeCommand() *cobra.Command {
	var f execFlags
	var httpAddr, stages string
	cmd := &cobra.Command{
		Use:   "mcp [flags]",
		Short: "Serve the router itself as MCP tools (search_capabilities, plan, execute)",
		Long: `mcp serves the router to an agent as an MCP server with three tools:
search_capabilities (rank routes for a query), plan (compile a typed plan) and
execute (run a plan, or plan and run a query). An agent with hundreds of tools
behind the router sees three.

It serves stdio by default, or Streamable HTTP on a loopback address with --http.
Execution stays under local policy: mutating endpoints are denied unless
--allow-mutations is given (and then each needs --approve); nothing an MCP client
sends can widen the policy.`,
		Example: `  schemarouter mcp --catalog api.json
  schemarouter mcp --openapi petstore.yaml --http 127.0.0.1:8765`,
		Args: cobra.NoArgs,
		RunE: func(cmd *cobra.Command, _ []string) error {
			if httpAddr != "" {
				if err := mcpserver.CheckLoopback(httpAddr); err != nil {
					return badf("--http: %w", err)
				}
			}
			popts, err := stagesFile(stages)
			if err != nil {
				return err
			}
			ctx := cmd.Context()
			if ctx == nil {
				ctx = context.Background()
			}
			ctx, stop := signal.NotifyContext(ctx, os.Interrupt, syscall.SIGTERM)
			defer stop()
			l, err := f.src.load(ctx)
			if err != nil {
				return err
			}
			defer l.Close()
			x, err := f.executor(l)
			if err != nil {
				return err
			}
			srv := mcpserver.New(l.reg, plan.New(l.reg, popts), x)
			if httpAddr != "" {
				stderr := cmd.ErrOrStderr()
				err := mcpserver.ServeHTTP(ctx, srv, httpAddr, func(a net.Addr) {
					_, _ = io.WriteString(stderr, "schemarouter: serving MCP (Streamable HTTP) on http://"+a.String()+"/\n")
				})
				return bad(err)
			}
			return bad(mcpserver.Serve(ctx, srv, stdioTransport(cmd)))
		},
	}
	f.register(cmd)
	cmd.Flags().StringVar(&stages, "stages", "", "decision stage configuration `FILE` for every plan (YAML or JSON; see README)")
	cmd.Flags().StringVar(&httpAddr, "http", "", "serve Streamable HTTP on a loopback `ADDR` (e.g. 127.0.0.1:8765) instead of stdio")
	_ = cmd.Flags().MarkHidden("json")
	return cmd
}

// stdioTransport is the process's stdio, or the command's streams when they were
// redirected (tests).
func stdioTransport(cmd *cobra.Command) mcp.Transport {
	in, out := cmd.InOrStdin(), cmd.OutOrStdout()
	if in == os.Stdin && out == os.Stdout {
		return &mcp.StdioTransport{}
	}
	return &mcp.IOTransport{Reader: io.NopCloser(in), Writer: nopWriteCloser{out}}
}

type nopWriteCloser struct{ io.Writer }

func (nopWriteCloser) Close() error { return nil }
