package mcpserver

import (
	"context"
	"errors"
	"fmt"
	"net"
	"net/http"
	"time"

	"github.com/modelcontextprotocol/go-sdk/mcp"
)

// Serve runs srv on one transport until the client disconnects or ctx is done. A
// closed connection or a cancelled context is a normal end, not an error.
func Serve(ctx context.Context, srv *mcp.Server, t mcp.Transport) error {
	err := srv.Run(ctx, t)
	if err == nil || errors.Is(err, context.Canceled) || errors.Is(err, mcp.ErrConnectionClosed) {
		return nil
	}
	return err
}

// ServeStdio serves srv over the process's stdin and stdout.
func ServeStdio(ctx context.Context, srv *mcp.Server) error {
	return Serve(ctx, srv, &mcp.StdioTransport{})
}

// HTTPHandler returns a Streamable HTTP handler serving srv (with the SDK's DNS
// rebinding protection for loopback listeners).
func HTTPHandler(srv *mcp.Server) http.Handler {
	return mcp.NewStreamableHTTPHandler(func(*http.Request) *mcp.Server { return srv }, nil)
}

// CheckLoopback rejects listen addresses that are not on a loopback interface.
func CheckLoopback(addr string) error {
	host, _, err := net.SplitHostPort(addr)
	if err != nil {
		return fmt.Errorf("listen address %q: %w", addr, err)
	}
	if host == "localhost" {
		return nil
	}
	ip := net.ParseIP(host)
	if ip == nil || !ip.IsLoopback() {
		return fmt.Errorf("listen address %q: must be a loopback address (127.0.0.1, [::1] or localhost)", addr)
	}
	return nil
}

// ServeHTTP serves srv over Streamable HTTP on a loopback address until ctx is done.
// ready, when set, is called with the bound address once the listener is open.
func ServeHTTP(ctx context.Context, srv *mcp.Server, addr string, ready func(net.Addr)) error {
	if err := CheckLoopback(addr); err != nil {
		return err
	}
	ln, err := net.Listen("tcp", addr)
	if err != nil {
		return err
	}
	hs := &http.Server{Handler: HTTPHandler(srv), ReadHeaderTimeout: 10 * time.Second}
	if ready != nil {
		ready(ln.Addr())
	}
	done := make(chan error, 1)
	go func() { done <- hs.Serve(ln) }()
	select {
	case err := <-done:
		return err
	case <-ctx.Done():
		shutdown, cancel := context.WithTimeout(context.Background(), 5*time.Second)
		defer cancel()
		_ = hs.Shutdown(shutdown)
		<-done
		return nil
	}
}
