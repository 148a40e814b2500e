package main

import (
	"context"
	"fmt"
	"strings"

	"github.com/spf13/cobra"

	"github.com/schemarouter/schemarouter"
	"github.com/schemarouter/schemarouter/catalog"
	"github.com/schemarouter/schemarouter/execute"
	"github.com/schemarouter/schemarouter/execute/httpinvoker"
	"github.com/schemarouter/schemarouter/ingest/mcp"
	"github.com/schemarouter/schemarouter/ingest/openapi"
)

// sources are where a command's tools come from: catalog files, OpenAPI documents and
// MCP servers. With none given, the built-in science catalog is used.
type sources struct {
	catalogPath string
	openAPI     []string
	mcpStdio    []string
}

func (s *sources) register(cmd *cobra.Command) {
	f := cmd.Flags()
	f.StringVar(&s.catalogPath, "catalog", "", "catalog `FILE` (JSON or YAML); default: the built-in science catalog")
	f.StringArrayVar(&s.openAPI, "openapi", nil, "add the tool of an OpenAPI document, `FILE|URL` (repeatable)")
	f.StringArrayVar(&s.mcpStdio, "mcp-stdio", nil, "add the tools of an MCP server started as `'CMD ARGS'` (repeatable)")
}

// loaded is a registry with the invokers its sources provide, and what to close after.
type loaded struct {
	reg      catalog.Registry
	invokers map[string]execute.Invoker
	closers  []func() error
}

func (l *loaded) Close() {
	for _, c := range l.closers {
		_ = c()
	}
}

// load builds the registry. OpenAPI tools with an approved base URL and MCP tools come
// with their invokers; catalog tools get theirs from --base-url or execution_metadata.
func (s *sources) load(ctx context.Context) (*loaded, error) {
	l := &loaded{invokers: map[string]execute.Invoker{}}
	var tools []catalog.ToolSpec
	if s.catalogPath != "" || (len(s.openAPI) == 0 && len(s.mcpStdio) == 0) {
		var c catalog.Catalog
		var err error
		if s.catalogPath == "" {
			c, err = schemarouter.ScienceCatalog()
		} else {
			c, err = catalog.ReadCatalogFile(s.catalogPath)
		}
		if err != nil {
			return nil, bad(err)
		}
		tools = append(tools, c.Tools...)
	}
	for _, src := range s.openAPI {
		var res *openapi.Result
		var err error
		if strings.HasPrefix(src, "http://") || strings.HasPrefix(src, "https://") {
			res, err = openapi.Fetch(ctx, src, openapi.Options{})
		} else {
			res, err = openapi.ReadFile(src, openapi.Options{})
		}
		if err != nil {
			l.Close()
			return nil, badf("--openapi %s: %w", src, err)
		}
		tools = append(tools, res.Tool)
		if res.BaseURL != "" {
			inv, err := httpinvoker.New(res.BaseURL)
			if err != nil {
				l.Close()
				return nil, badf("--openapi %s: %w", src, err)
			}
			l.invokers[res.Tool.Key()] = inv
		}
	}
	for i, line := range s.mcpStdio {
		words, err := mcp.SplitCommandLine(line)
		if err != nil || len(words) == 0 {
			l.Close()
			return nil, badf("--mcp-stdio %q: want a command line", line)
		}
		name := "mcp"
		if len(s.mcpStdio) > 1 {
			name = fmt.Sprintf("mcp%d", i+1)
		}
		sess, err := mcp.Connect(ctx, mcp.Source{Command: words[0], Args: words[1:]}, mcp.Options{Name: name})
		if err != nil {
			l.Close()
			return nil, badf("--mcp-stdio %q: %w", line, err)
		}
		l.closers = append(l.closers, sess.Close)
		tool, err := sess.Import(ctx)
		if err != nil {
			l.Close()
			return nil, badf("--mcp-stdio %q: %w", line, err)
		}
		tools = append(tools, tool)
		l.invokers[tool.Key()] = sess.Invoker()
	}
	reg, err := catalog.NewRegistry(tools...)
	if err != nil {
		l.Close()
		return nil, bad(err)
	}
	l.reg = reg
	return l, nil
}
