// Command mcp-science is a small example MCP server (see package science): it serves
// a few read-only science lookups with output schemas, a tool without an output schema
// (echo) and a mutating-looking tool (delete_dataset).
//
//	go run ./examples/mcp-science               # stdio (for an MCP client)
//	go run ./examples/mcp-science -http 127.0.0.1:8765   # Streamable HTTP at /mcp
//
// Import it with:
//
//	schemarouter import mcp --stdio 'go run ./examples/mcp-science' -o science-mcp.json
package main

import (
	"context"
	"errors"
	"flag"
	"fmt"
	"log"
	"net/http"
	"os"
	"os/signal"

	"github.com/modelcontextprotocol/go-sdk/mcp"

	"github.com/schemarouter/schemarouter/examples/mcp-science/science"
)

func main() {
	addr := flag.String("http", "", "serve Streamable HTTP on `ADDR` (path /mcp) instead of stdio")
	flag.Parse()
	ctx, stop := signal.NotifyContext(context.Background(), os.Interrupt)
	defer stop()
	log.SetFlags(0)
	log.SetPrefix("mcp-science: ")
	if *addr == "" {
		// A client closing stdin ends the session; that is a normal exit.
		if err := science.NewServer().Run(ctx, &mcp.StdioTransport{}); err != nil && !errors.Is(err, context.Canceled) && !errors.Is(err, mcp.ErrConnectionClosed) {
			log.Fatal(err)
		}
		return
	}
	server := science.NewServer()
	mux := http.NewServeMux()
	mux.Handle("/mcp", mcp.NewStreamableHTTPHandler(func(*http.Request) *mcp.Server { return server }, nil))
	srv := &http.Server{Addr: *addr, Handler: mux}
	go func() {
		<-ctx.Done()
		_ = srv.Close()
	}()
	fmt.Fprintf(os.Stderr, "mcp-science: serving Streamable HTTP on http://%s/mcp\n", *addr)
	if err := srv.ListenAndServe(); err != nil && !errors.Is(err, http.ErrServerClosed) {
		log.Fatal(err)
	}
}
