package ollama

import (
	"time"

	"github.com/schemarouter/schemarouter/decide/internal/wire"
)

// Defaults.
const (
	DefaultBaseURL = "http://127.0.0.1:11434"
	DefaultTimeout = 60 * time.Second
	// DefaultMaxResponseBytes caps a /api/chat response body.
	DefaultMaxResponseBytes = 4 << 20
	// DefaultMaxEmbedResponseBytes caps an /api/embed response body: a batch of
	// vectors is much larger than a decision.
	DefaultMaxEmbedResponseBytes = 64 << 20
	// MaxRequestBytes bounds every request body this package sends.
	MaxRequestBytes = wire.MaxRequestBytes
)

// wb carries this package's message prefix and server wording into the
// shared wire helpers. Ollama answers errors as {"error": "..."}.
var wb = wire.Backend{Name: "ollama", Server: "Ollama", ErrorText: wire.ErrorField, SecondsWant: "a number of seconds"}
