package execute

import (
	"context"
	"log/slog"
	"strings"
	"sync/atomic"
	"time"

	"github.com/schemarouter/schemarouter/catalog"
)

// Event types (CORE.md §3.7).
const (
	EventRunStart     = "run.start"
	EventPlanEnd      = "plan.end"
	EventToolStart    = "tool.start"
	EventToolEnd      = "tool.end"
	EventToolError    = "tool.error"
	EventToolFallback = "tool.fallback"
	EventRunEnd       = "run.end"
	EventRunError     = "run.error"
)

// Event is one step of a run. Payload (arguments, results) is present only when the
// executor was asked for payloads, and then with sensitive keys redacted.
type Event struct {
	RunID    string         `json:"run_id"`
	Sequence int64          `json:"sequence"`
	Type     string         `json:"type"`
	Time     time.Time      `json:"time"`
	Route    string         `json:"route,omitempty"`
	Attempt  int            `json:"attempt,omitempty"`
	Error    string         `json:"error,omitempty"`
	Detail   string         `json:"detail,omitempty"`
	Payload  map[string]any `json:"payload,omitempty"`
}

// SlogEvents returns an event sink that logs every event to logger at Info level
// (errors at Warn), with the event's fields as attributes.
func SlogEvents(logger *slog.Logger) func(Event) {
	return func(e Event) {
		level := slog.LevelInfo
		if e.Error != "" {
			level = slog.LevelWarn
		}
		attrs := []slog.Attr{slog.String("run_id", e.RunID), slog.Int64("sequence", e.Sequence)}
		if e.Route != "" {
			attrs = append(attrs, slog.String("route", e.Route))
		}
		if e.Attempt > 0 {
			attrs = append(attrs, slog.Int("attempt", e.Attempt))
		}
		if e.Detail != "" {
			attrs = append(attrs, slog.String("detail", e.Detail))
		}
		if e.Error != "" {
			attrs = append(attrs, slog.String("error", e.Error))
		}
		if e.Payload != nil {
			attrs = append(attrs, slog.Any("payload", e.Payload))
		}
		logger.LogAttrs(context.Background(), level, e.Type, attrs...)
	}
}

// tracer numbers and delivers the events of one run.
type tracer struct {
	runID    string
	seq      atomic.Int64
	sink     func(Event)
	payloads bool
	raw      bool
	now      func() time.Time
}

func (t *tracer) emit(e Event) {
	if t == nil || t.sink == nil {
		return
	}
	e.RunID = t.runID
	e.Sequence = t.seq.Add(1)
	e.Time = t.now()
	t.sink(e)
}

// payload returns {key: a copy of v} to attach to an event (sensitive keys redacted
// unless raw payloads were asked for), or nil when payloads are off.
func (t *tracer) payload(key string, v any) map[string]any {
	if t == nil || !t.payloads || t.sink == nil {
		return nil
	}
	if t.raw {
		return map[string]any{key: catalog.CloneJSON(v)}
	}
	return map[string]any{key: redact(v)}
}

// sensitiveKeys are key fragments whose values never appear in traces.
var sensitiveKeys = []string{
	"authorization", "cookie", "password", "passwd", "secret", "token", "api_key", "apikey",
	"api-key", "private_key", "credential", "session",
}

// IsSensitiveKey reports whether a key names a credential-like value.
func IsSensitiveKey(k string) bool {
	k = strings.ToLower(k)
	for _, s := range sensitiveKeys {
		if strings.Contains(k, s) {
			return true
		}
	}
	return false
}

// redact deep-copies v, replacing the values of sensitive keys with "[REDACTED]".
func redact(v any) any {
	switch x := v.(type) {
	case map[string]any:
		out := make(map[string]any, len(x))
		for k, e := range x {
			if IsSensitiveKey(k) {
				out[k] = "[REDACTED]"
			} else {
				out[k] = redact(e)
			}
		}
		return out
	case []any:
		out := make([]any, len(x))
		for i, e := range x {
			out[i] = redact(e)
		}
		return out
	}
	return v
}
