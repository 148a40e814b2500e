// Package mcp ingests Model Context Protocol servers (CORE.md §4, MCP bullet) through
// the official Go SDK (github.com/modelcontextprotocol/go-sdk) acting as a client, over
// a local stdio subprocess or Streamable HTTP.
//
// Connect opens a session; Session.Import lists the server's tools (paginated, bounded)
// and compiles them into one catalog.ToolSpec with one endpoint per MCP tool:
//
//   - the endpoint name is the MCP tool name made valid for the catalog (no '.',
//     unique); the original name is kept in endpoint execution_metadata["mcp_tool"];
//   - inputSchema becomes input_schema, and its top-level properties become
//     parameters (location "argument", required from "required");
//   - outputSchema becomes output_schema, and its top-level properties become output
//     fields; an array property whose items are objects yields one field per item
//     property with a "*" path (["results","*","title"], result_path identical). A tool
//     without an outputSchema has no output fields, so the planner never selects it for
//     a field;
//   - MCP annotations (readOnlyHint, destructiveHint...) are untrusted hints: they are
//     recorded in endpoint metadata only (not fingerprinted) and never classify an
//     endpoint. Every endpoint stays unclassified (read_only null) unless the caller
//     classifies it locally through Options.ReadOnly; the tool is remote, so the
//     default execution policy denies unclassified endpoints.
//
// Session.Invoker returns the trusted execute.Invoker that calls tools/call on the same
// session. The executor validates the structured content against the registered
// output_schema before projecting it.
//
// What is bounded: every round trip (initialize, each tools/list page, each
// tools/call) by Options.Timeout, and so is the wait for the response headers of every
// HTTP request (also the SDK's own cancellation notices); tools/list by
// Options.MaxPages and Options.MaxTools (a repeated cursor is an error); every inbound
// message by Options.MaxMessageBytes (a stdio frame, an HTTP JSON response body, or one
// SSE event); descriptions kept in the catalog and error texts taken from tool results
// by fixed caps; stopping a stdio server by a grace period after closing its stdin, then
// SIGTERM, then SIGKILL (a server that never completed initialize is killed at once).
// HTTP redirects are never followed, so trusted headers stay with the given origin.
//
// Credentials and local configuration never enter the catalog: HTTP headers are
// trusted and sent only by this process; of a stdio source only the command's base name
// and the keys of Source.Env are recorded (in the fingerprinted tool
// execution_metadata), never its arguments, directory or environment values.
package mcp

import (
	"context"
	"errors"
	"fmt"
	"io"
	"net/http"
	"net/url"
	"os"
	"os/exec"
	"path/filepath"
	"slices"
	"strings"
	"sync"
	"sync/atomic"
	"syscall"
	"time"

	sdk "github.com/modelcontextprotocol/go-sdk/mcp"
)

// Keys written into the catalog.
const (
	// AccessMode is the tool's access_mode.
	AccessMode = "mcp"
	// MetaTool is the endpoint execution_metadata key holding the original MCP tool name.
	MetaTool = "mcp_tool"
	// MetaProtocolVersion is the tool execution_metadata key holding the negotiated
	// MCP protocol version.
	MetaProtocolVersion = "mcp_protocol_version"
	// MetaTransport is the tool execution_metadata key holding the transport identity:
	// {"kind": "stdio", "command": base name, "env_keys": [...]} or
	// {"kind": "streamable_http", "url": scheme://host/path}.
	MetaTransport = "mcp_transport"
)

// Defaults of Options.
const (
	DefaultName            = "mcp"
	DefaultTimeout         = 30 * time.Second
	DefaultMaxPages        = 100
	DefaultMaxTools        = 1000
	DefaultMaxMessageBytes = 16 << 20
)

// stdioGrace is how long closing a stdio server waits for it to exit after its stdin
// is closed, and again after SIGTERM, before killing it.
const stdioGrace = 2 * time.Second

// InheritedEnv are the variables a stdio server inherits from this process (when set);
// anything else must be given in Source.Env. This mirrors the reference SDK's default
// environment: secrets of this process do not leak into a server by default.
var InheritedEnv = []string{"HOME", "LOGNAME", "PATH", "SHELL", "TERM", "USER", "TMPDIR", "LANG", "LC_ALL"}

// Source says how to reach an MCP server: either a local command (stdio) or a
// Streamable HTTP URL. Nothing of it but the identity described at MetaTransport is
// stored in the catalog.
type Source struct {
	// Command and Args start a stdio server. Command is resolved like exec.Command.
	Command string
	Args    []string
	// Env holds extra "KEY=VALUE" variables for the stdio server, on top of
	// InheritedEnv. Only the keys enter the catalog.
	Env []string
	// Dir is the stdio server's working directory ("" means this process's).
	Dir string

	// URL is a Streamable HTTP endpoint (http or https). Credentials embedded in the
	// URL are rejected; a query is sent but never stored.
	URL string
	// Header holds trusted headers (e.g. Authorization) sent with every HTTP request.
	// They are never stored. MCP protocol and framing headers cannot be set.
	Header http.Header
}

// Options configure a session and its import. The zero value uses the defaults.
type Options struct {
	// Name is the tool name in the catalog; "" means DefaultName. It may not contain '.'.
	Name string
	// Timeout bounds each round trip: initialize, each tools/list page and each
	// tools/call. 0 means DefaultTimeout.
	Timeout time.Duration
	// MaxPages bounds tools/list pages; 0 means DefaultMaxPages.
	MaxPages int
	// MaxTools bounds the number of tools listed; 0 means DefaultMaxTools.
	MaxTools int
	// MaxMessageBytes bounds every inbound message; 0 means DefaultMaxMessageBytes.
	MaxMessageBytes int
	// ReadOnly lists MCP tool names (as the server names them) that the caller, not the
	// server, classifies as read-only: a trusted local overlay. Their endpoints get
	// read_only true; every other endpoint stays unclassified. A name the server does
	// not list makes Import fail.
	ReadOnly []string
	// Stderr receives a stdio server's standard error; nil discards it.
	Stderr io.Writer
}

func (o Options) withDefaults() (Options, error) {
	if o.Name == "" {
		o.Name = DefaultName
	}
	if strings.Contains(o.Name, ".") || strings.TrimSpace(o.Name) != o.Name {
		return o, fmt.Errorf("mcp: tool name %q must not contain '.' or surrounding whitespace", o.Name)
	}
	if o.Timeout < 0 || o.MaxPages < 0 || o.MaxTools < 0 || o.MaxMessageBytes < 0 {
		return o, errors.New("mcp: negative option")
	}
	if o.Timeout == 0 {
		o.Timeout = DefaultTimeout
	}
	if o.MaxPages == 0 {
		o.MaxPages = DefaultMaxPages
	}
	if o.MaxTools == 0 {
		o.MaxTools = DefaultMaxTools
	}
	if o.MaxMessageBytes == 0 {
		o.MaxMessageBytes = DefaultMaxMessageBytes
	}
	return o, nil
}

// Session is a connected, initialized MCP client session. It is safe for concurrent use.
type Session struct {
	cs       *sdk.ClientSession
	opts     Options
	identity map[string]any
	describe string

	closeOnce sync.Once
	closeErr  error
	mu        sync.Mutex
	closed    bool
}

// Connect starts or reaches the server, runs the MCP initialize handshake within
// Options.Timeout, and returns the session. On failure nothing is left running.
func Connect(ctx context.Context, src Source, opts Options) (*Session, error) {
	opts, err := opts.withDefaults()
	if err != nil {
		return nil, err
	}
	var (
		transport sdk.Transport
		identity  map[string]any
		describe  string
	)
	switch {
	case src.Command != "" && src.URL != "":
		return nil, errors.New("mcp: a source is either a command or a URL, not both")
	case src.Command != "":
		transport, identity, err = stdioTransport(src, opts)
		describe = "stdio server " + filepath.Base(src.Command)
	case src.URL != "":
		transport, identity, err = httpTransport(src, opts)
		if err == nil {
			describe = identity["url"].(string)
		}
	default:
		return nil, errors.New("mcp: a source needs a command or a URL")
	}
	if err != nil {
		return nil, err
	}
	client := sdk.NewClient(&sdk.Implementation{Name: "schemarouter", Version: "1"}, &sdk.ClientOptions{
		// No roots, sampling or elicitation: this client only lists and calls tools.
		Capabilities:   &sdk.ClientCapabilities{},
		MultiRoundTrip: &sdk.MultiRoundTripOptions{Disabled: true},
	})
	cctx, cancel := context.WithTimeout(ctx, opts.Timeout)
	defer cancel()
	cs, err := client.Connect(cctx, transport, nil)
	if err != nil {
		if cctx.Err() != nil && ctx.Err() == nil {
			return nil, fmt.Errorf("mcp: %s did not complete initialize within %s: %w", describe, opts.Timeout, err)
		}
		return nil, fmt.Errorf("mcp: connect to %s: %w", describe, err)
	}
	if ct, ok := transport.(*commandTransport); ok {
		ct.ready.Store(true)
	}
	return &Session{cs: cs, opts: opts, identity: identity, describe: describe}, nil
}

// ProtocolVersion is the negotiated MCP protocol version.
func (s *Session) ProtocolVersion() string {
	if r := s.cs.InitializeResult(); r != nil {
		return r.ProtocolVersion
	}
	return ""
}

// Close ends the session (a stdio server is stopped). It is idempotent.
func (s *Session) Close() error {
	s.closeOnce.Do(func() {
		s.mu.Lock()
		s.closed = true
		s.mu.Unlock()
		s.closeErr = s.cs.Close()
	})
	return s.closeErr
}

func (s *Session) isClosed() bool {
	s.mu.Lock()
	defer s.mu.Unlock()
	return s.closed
}

// ---- stdio ----

func stdioTransport(src Source, opts Options) (sdk.Transport, map[string]any, error) {
	if src.Header != nil {
		return nil, nil, errors.New("mcp: headers apply to a URL source only")
	}
	env, keys, err := stdioEnv(src.Env)
	if err != nil {
		return nil, nil, err
	}
	cmd := exec.Command(src.Command, src.Args...)
	cmd.Dir = src.Dir
	cmd.Env = env
	cmd.Stderr = opts.Stderr
	identity := map[string]any{"kind": "stdio", "command": filepath.Base(src.Command)}
	if len(keys) > 0 {
		anyKeys := make([]any, len(keys))
		for i, k := range keys {
			anyKeys[i] = k
		}
		identity["env_keys"] = anyKeys
	}
	return &commandTransport{cmd: cmd, maxLine: opts.MaxMessageBytes}, identity, nil
}

// stdioEnv is InheritedEnv (as set in this process) plus extra, with extra winning;
// it also returns the sorted keys of extra.
func stdioEnv(extra []string) (env, keys []string, err error) {
	set := map[string]string{}
	var order []string
	put := func(k, v string) {
		if _, ok := set[k]; !ok {
			order = append(order, k)
		}
		set[k] = v
	}
	for _, k := range InheritedEnv {
		if v, ok := os.LookupEnv(k); ok {
			put(k, v)
		}
	}
	seen := map[string]bool{}
	for _, kv := range extra {
		k, v, ok := strings.Cut(kv, "=")
		if !ok || k == "" || strings.ContainsAny(k, " \t\n") {
			return nil, nil, fmt.Errorf("mcp: environment entry %q: want KEY=VALUE", redactEnv(kv))
		}
		put(k, v)
		if !seen[k] {
			seen[k] = true
			keys = append(keys, k)
		}
	}
	for _, k := range order {
		env = append(env, k+"="+set[k])
	}
	slices.Sort(keys)
	return env, keys, nil
}

// redactEnv shows an invalid environment entry in an error without its value.
func redactEnv(kv string) string {
	if k, _, ok := strings.Cut(kv, "="); ok {
		return k + "=…"
	}
	if len(kv) > 32 {
		return kv[:32] + "…"
	}
	return kv
}

// commandTransport is the SDK's CommandTransport with a configurable frame cap: it
// runs the command and speaks newline-delimited JSON over its stdin and stdout.
// Closing the connection closes the server's stdin, then waits stdioGrace for it to
// exit, then sends SIGTERM, then kills it. A server that never completed initialize
// is killed at once.
type commandTransport struct {
	cmd     *exec.Cmd
	maxLine int
	ready   atomic.Bool // initialize completed
}

func (t *commandTransport) Connect(ctx context.Context) (sdk.Connection, error) {
	stdout, err := t.cmd.StdoutPipe()
	if err != nil {
		return nil, err
	}
	stdin, err := t.cmd.StdinPipe()
	if err != nil {
		return nil, err
	}
	if err := t.cmd.Start(); err != nil {
		return nil, err
	}
	pipes := &sdk.IOTransport{
		Reader:        io.NopCloser(stdout), // the connection ends by closing stdin
		Writer:        &processStdin{WriteCloser: stdin, cmd: t.cmd, ready: &t.ready},
		MaxLineLength: t.maxLine,
	}
	return pipes.Connect(ctx)
}

type processStdin struct {
	io.WriteCloser
	cmd   *exec.Cmd
	ready *atomic.Bool
	once  sync.Once
	err   error
}

func (p *processStdin) Close() error {
	p.once.Do(func() { p.err = p.shutdown() })
	return p.err
}

func (p *processStdin) shutdown() error {
	_ = p.WriteCloser.Close()
	done := make(chan error, 1)
	go func() { done <- p.cmd.Wait() }()
	if !p.ready.Load() {
		_ = p.cmd.Process.Kill()
		<-done
		return nil
	}
	wait := func() (error, bool) {
		t := time.NewTimer(stdioGrace)
		defer t.Stop()
		select {
		case err := <-done:
			return err, true
		case <-t.C:
			return nil, false
		}
	}
	if err, ok := wait(); ok {
		return exitErr(err)
	}
	if err := p.cmd.Process.Signal(syscall.SIGTERM); err == nil {
		if err, ok := wait(); ok {
			return exitErr(err)
		}
	}
	_ = p.cmd.Process.Kill()
	<-done
	return nil
}

// exitErr ignores the exit status of a server that was asked to stop.
func exitErr(err error) error {
	var ee *exec.ExitError
	if errors.As(err, &ee) {
		return nil
	}
	return err
}

// ---- Streamable HTTP ----

// protocolHeaders cannot be supplied through Source.Header: the SDK owns them.
var protocolHeaders = []string{
	"Accept", "Connection", "Content-Length", "Content-Type", "Host", "Last-Event-Id",
	"Mcp-Protocol-Version", "Mcp-Session-Id", "Proxy-Connection", "Te", "Trailer",
	"Transfer-Encoding", "Upgrade",
}

func httpTransport(src Source, opts Options) (sdk.Transport, map[string]any, error) {
	if len(src.Args) > 0 || len(src.Env) > 0 || src.Dir != "" {
		return nil, nil, errors.New("mcp: args, env and dir apply to a command source only")
	}
	u, err := url.Parse(src.URL)
	if err != nil {
		return nil, nil, fmt.Errorf("mcp: bad URL: %w", err)
	}
	if u.Scheme != "http" && u.Scheme != "https" {
		return nil, nil, fmt.Errorf("mcp: URL scheme must be http or https, got %q", u.Scheme)
	}
	if u.Host == "" {
		return nil, nil, errors.New("mcp: URL has no host")
	}
	if u.User != nil {
		return nil, nil, errors.New("mcp: credentials embedded in the URL are rejected; pass them as trusted headers")
	}
	header := http.Header{}
	for k, vs := range src.Header {
		ck := http.CanonicalHeaderKey(k)
		if slices.Contains(protocolHeaders, ck) {
			return nil, nil, fmt.Errorf("mcp: header %q is owned by the MCP transport and cannot be set", ck)
		}
		header[ck] = slices.Clone(vs)
	}
	u.Fragment = ""
	base := http.DefaultTransport.(*http.Transport).Clone()
	// Every request, including the SDK's own best-effort ones (cancellation notices,
	// session DELETE), gets its response headers within Timeout or fails.
	base.ResponseHeaderTimeout = opts.Timeout
	client := &http.Client{
		Transport: &boundedTransport{base: base, header: header, max: int64(opts.MaxMessageBytes)},
		// Never follow redirects: trusted headers must not travel to another origin.
		CheckRedirect: func(*http.Request, []*http.Request) error { return http.ErrUseLastResponse },
	}
	identity := map[string]any{"kind": "streamable_http", "url": (&url.URL{Scheme: u.Scheme, Host: u.Host, Path: u.Path}).String()}
	return &sdk.StreamableClientTransport{
		Endpoint:   u.String(),
		HTTPClient: client,
		// Only request/response traffic is needed; no standing server stream.
		DisableStandaloneSSE: true,
		MaxEventSize:         opts.MaxMessageBytes,
	}, identity, nil
}

// boundedTransport adds the trusted headers to every request and caps every
// non-streaming response body (SSE events are capped by the SDK's MaxEventSize).
type boundedTransport struct {
	base   http.RoundTripper
	header http.Header
	max    int64
}

func (t *boundedTransport) RoundTrip(req *http.Request) (*http.Response, error) {
	if len(t.header) > 0 {
		req = req.Clone(req.Context())
		for k, vs := range t.header {
			req.Header[k] = slices.Clone(vs)
		}
	}
	resp, err := t.base.RoundTrip(req)
	if err != nil || resp.Body == nil {
		return resp, err
	}
	if !strings.HasPrefix(strings.ToLower(resp.Header.Get("Content-Type")), "text/event-stream") {
		resp.Body = &limitedBody{rc: resp.Body, left: t.max}
	}
	return resp, nil
}

// ErrMessageTooLarge is reported when an inbound HTTP response body exceeds
// Options.MaxMessageBytes.
var ErrMessageTooLarge = errors.New("mcp: message larger than the configured limit")

type limitedBody struct {
	rc   io.ReadCloser
	left int64
}

func (b *limitedBody) Read(p []byte) (int, error) {
	if b.left < 0 {
		return 0, ErrMessageTooLarge
	}
	if int64(len(p)) > b.left+1 {
		p = p[:b.left+1]
	}
	n, err := b.rc.Read(p)
	b.left -= int64(n)
	if b.left < 0 {
		return 0, ErrMessageTooLarge
	}
	return n, err
}

func (b *limitedBody) Close() error { return b.rc.Close() }
