package mcp

import (
	"bytes"
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"strings"

	"github.com/modelcontextprotocol/go-sdk/jsonrpc"
	sdk "github.com/modelcontextprotocol/go-sdk/mcp"

	"github.com/schemarouter/schemarouter/catalog"
	"github.com/schemarouter/schemarouter/execute"
)

// maxErrorText bounds the text taken from an isError tool result into an error.
const maxErrorText = 1024

// Invoker returns the trusted invoker that runs a tool's endpoints on this session:
// bind it to a tool imported from the same server (execute.Executor.Bind).
//
// Invoke calls tools/call with the endpoint's original MCP tool name
// (execution_metadata["mcp_tool"]) and the validated arguments, within
// Options.Timeout. It refuses a tool whose transport identity is not this session's.
// Results:
//   - structured content is returned as plain JSON values (round-tripped through
//     encoding/json); the executor then validates it against the registered
//     output_schema before projecting it;
//   - an endpoint that declares an output_schema but got no structured content, an
//     isError result (its text, bounded, in the message), a result that asks for client
//     input, or a JSON-RPC error from the server → *execute.NonRetryableError;
//   - a tool without an output schema and without structured content returns its
//     content blocks as a JSON array;
//   - a timeout or transport failure after the request was sent → an
//     *execute.UnavailableError for endpoints classified read-only, otherwise an error
//     wrapping execute.ErrIndeterminate (the tool may have acted); a closed session →
//     *execute.UnavailableError (nothing was sent).
func (s *Session) Invoker() execute.Invoker { return &invoker{s: s} }

type invoker struct{ s *Session }

func (iv *invoker) Invoke(ctx context.Context, inv *execute.Invocation) (any, error) {
	s := iv.s
	ep := inv.Endpoint
	name, _ := ep.ExecutionMetadata[MetaTool].(string)
	if name == "" {
		return nil, &execute.NonRetryableError{Reason: fmt.Sprintf("mcp: endpoint %q has no execution_metadata.%s", ep.Name, MetaTool)}
	}
	if inv.Tool.AccessMode != AccessMode {
		return nil, &execute.NonRetryableError{Reason: fmt.Sprintf("mcp: tool %q is not an MCP tool (access_mode %q)", inv.ToolKey, inv.Tool.AccessMode)}
	}
	if !sameJSON(inv.Tool.ExecutionMetadata[MetaTransport], s.identity) {
		return nil, &execute.NonRetryableError{Reason: fmt.Sprintf("mcp: tool %q was imported from another server than this session's (%s)", inv.ToolKey, s.describe)}
	}
	if s.isClosed() {
		return nil, &execute.UnavailableError{Reason: "mcp: session closed"}
	}
	args := make(map[string]any, len(inv.Arguments))
	for k, v := range inv.Arguments {
		wire := k
		if p, ok := ep.Parameter(k); ok {
			wire = p.EffectiveWireName()
		}
		args[wire] = v
	}
	cctx, cancel := context.WithTimeout(ctx, s.opts.Timeout)
	defer cancel()
	res, err := s.cs.CallTool(cctx, &sdk.CallToolParams{Name: name, Arguments: args})
	if err != nil {
		return nil, s.callError(ctx, ep, name, err)
	}
	if res.NeedsInput() {
		return nil, &execute.NonRetryableError{Reason: fmt.Sprintf("mcp: tool %q asked for client input, which this client does not provide", name)}
	}
	if res.IsError {
		return nil, &execute.NonRetryableError{Reason: fmt.Sprintf("mcp: tool %q returned an error: %s", name, errorText(res.Content))}
	}
	if res.StructuredContent != nil {
		var v any
		if err := roundTrip(res.StructuredContent, &v); err != nil {
			return nil, &execute.NonRetryableError{Reason: fmt.Sprintf("mcp: tool %q: structured content is not JSON", name), Err: err}
		}
		return v, nil
	}
	if len(ep.OutputSchema) > 0 {
		return nil, &execute.NonRetryableError{Reason: fmt.Sprintf("mcp: tool %q declares an outputSchema but returned no structured content", name)}
	}
	content := []any{}
	if len(res.Content) > 0 {
		var v any
		if err := roundTrip(res.Content, &v); err != nil {
			return nil, &execute.NonRetryableError{Reason: fmt.Sprintf("mcp: tool %q: content is not JSON", name), Err: err}
		}
		if list, ok := v.([]any); ok {
			content = list
		}
	}
	return content, nil
}

// localCodes are the SDK's JSON-RPC codes for failures of this side's transport
// (client closing, server closing, "rejected by transport" — e.g. an HTTP request that
// failed or timed out): not answers from the server, and the request may have reached it.
var localCodes = map[int64]bool{-32003: true, -32004: true, -32005: true}

// callError classifies a failed tools/call.
func (s *Session) callError(parent context.Context, ep *catalog.EndpointSpec, name string, err error) error {
	if perr := parent.Err(); perr != nil {
		return fmt.Errorf("mcp: tools/call %q: %w", name, perr)
	}
	var wire *jsonrpc.Error
	if errors.As(err, &wire) && !localCodes[wire.Code] {
		return &execute.NonRetryableError{Reason: fmt.Sprintf("mcp: tools/call %q: server error %d: %s", name, wire.Code, truncate(wire.Message, maxErrorText))}
	}
	if errors.Is(err, sdk.ErrConnectionClosed) && s.isClosed() {
		return &execute.UnavailableError{Reason: "mcp: session closed", Err: err}
	}
	if ep.IsReadOnly() {
		return &execute.UnavailableError{Reason: fmt.Sprintf("mcp: tools/call %q on %s", name, s.describe), Err: err}
	}
	return fmt.Errorf("mcp: tools/call %q on %s did not complete (%v); it may have taken effect: %w", name, s.describe, err, execute.ErrIndeterminate)
}

// errorText joins the text blocks of a result, bounded.
func errorText(content []sdk.Content) string {
	var parts []string
	n := 0
	for _, c := range content {
		if t, ok := c.(*sdk.TextContent); ok && t.Text != "" {
			parts = append(parts, t.Text)
			if n += len(t.Text); n > maxErrorText {
				break
			}
		}
	}
	if len(parts) == 0 {
		return "(no text)"
	}
	return truncate(strings.Join(parts, "; "), maxErrorText)
}

func sameJSON(a, b any) bool {
	ja, err1 := json.Marshal(a)
	jb, err2 := json.Marshal(b)
	return err1 == nil && err2 == nil && bytes.Equal(ja, jb)
}
