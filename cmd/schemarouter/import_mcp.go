package main

import (
	"errors"
	"io"
	"net/http"
	"os"
	"strings"
	"time"

	"github.com/spf13/cobra"

	"github.com/schemarouter/schemarouter/catalog"
	"github.com/schemarouter/schemarouter/ingest/mcp"
)

// newImportMCPCommand is `schemarouter import mcp`: it connects to an MCP server, lists
// its tools and writes them as a catalog of one tool.
func newImportMCPCommand() *cobra.Command {
	var (
		stdio, url, name, out  string
		headers, env, readOnly []string
		timeout                time.Duration
		serverStderr           bool
	)
	cmd := &cobra.Command{
		Use:   "mcp (--stdio 'CMD ARGS' | --url URL) [flags]",
		Short: "Import an MCP server's tools as a catalog",
		Long: `Connect to an MCP server (a local command over stdio, or a Streamable HTTP URL),
list its tools and write {"tools": [TOOL]}: one endpoint per MCP tool, parameters from
its inputSchema, output fields from its outputSchema (array items as "*" paths).

MCP annotations are untrusted hints: every endpoint stays unclassified (read_only null),
so the default execution policy denies it, unless you classify it here with --read-only
or later in the catalog. Header values and environment values are never written; of a
stdio server only the command's base name and the environment keys are recorded.`,
		Example: `  schemarouter import mcp --stdio 'go run ./examples/mcp-science' -o science-mcp.json
  schemarouter import mcp --stdio 'my-server --flag' --env HOME --env API_TOKEN --read-only lookup
  schemarouter import mcp --url https://mcp.example.org/mcp --header "Authorization: Bearer $TOKEN"`,
		Args: cobra.NoArgs,
		RunE: func(cmd *cobra.Command, _ []string) error {
			if (stdio == "") == (url == "") {
				return errors.New("give exactly one of --stdio or --url")
			}
			var src mcp.Source
			if stdio != "" {
				if len(headers) > 0 {
					return errors.New("--header applies to --url only")
				}
				words, err := mcp.SplitCommandLine(stdio)
				if err != nil {
					return badf("--stdio: %w", err)
				}
				src.Command, src.Args = words[0], words[1:]
				for _, e := range env {
					k, _, hasValue := strings.Cut(e, "=")
					if !hasValue {
						v, ok := os.LookupEnv(k)
						if !ok {
							return badf("--env %s: not set in this environment", k)
						}
						e = k + "=" + v
					}
					src.Env = append(src.Env, e)
				}
			} else {
				if len(env) > 0 {
					return errors.New("--env applies to --stdio only")
				}
				src.URL = url
				src.Header = http.Header{}
				for _, h := range headers {
					k, v, ok := strings.Cut(h, ":")
					if !ok || strings.TrimSpace(k) == "" {
						return badf("--header %q: want 'Name: value'", strings.TrimSpace(k))
					}
					src.Header.Add(strings.TrimSpace(k), strings.TrimSpace(v))
				}
			}
			opts := mcp.Options{Name: name, Timeout: timeout, ReadOnly: readOnly}
			if serverStderr {
				opts.Stderr = cmd.ErrOrStderr()
			}
			ctx := cmd.Context()
			session, err := mcp.Connect(ctx, src, opts)
			if err != nil {
				return bad(err)
			}
			defer session.Close()
			tool, err := session.Import(ctx)
			if err != nil {
				return bad(err)
			}
			c := catalog.Catalog{Tools: []catalog.ToolSpec{tool}}
			if out == "" || out == "-" {
				return writeJSON(cmd.OutOrStdout(), c)
			}
			return writeFileAtomic(out, func(w io.Writer) error { return writeJSON(w, c) })
		},
	}
	fl := cmd.Flags()
	fl.StringVar(&stdio, "stdio", "", "start the server as `'CMD ARGS'` and speak MCP over its stdin/stdout (shell-like quoting, no expansion)")
	fl.StringVar(&url, "url", "", "Streamable HTTP endpoint `URL` of the server")
	fl.StringVar(&name, "name", mcp.DefaultName, "tool `NAME` in the catalog")
	fl.StringVarP(&out, "output", "o", "", "write the catalog to `FILE` (atomically) instead of stdout")
	fl.StringArrayVar(&headers, "header", nil, "trusted HTTP header `'Name: value'` for --url (repeatable; never written)")
	fl.StringArrayVar(&env, "env", nil, "environment variable `KEY[=VALUE]` for --stdio (repeatable; KEY alone copies it from this environment; only keys are written)")
	fl.StringArrayVar(&readOnly, "read-only", nil, "classify the MCP tool `NAME` as read-only (repeatable; your decision, not the server's)")
	fl.DurationVar(&timeout, "timeout", mcp.DefaultTimeout, "bound on each MCP round trip")
	fl.BoolVar(&serverStderr, "server-stderr", false, "pass the stdio server's standard error through")
	return cmd
}
