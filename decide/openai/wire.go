package openai

import (
	"encoding/json"
	"time"

	"github.com/schemarouter/schemarouter/decide/internal/wire"
)

// Defaults.
const (
	// DefaultBaseURL is a local OpenAI-compatible server (vLLM's default port):
	// nothing goes to a hosted API unless BaseURL says so.
	DefaultBaseURL = "http://127.0.0.1:8000/v1"
	DefaultTimeout = 60 * time.Second
	// DefaultMaxResponseBytes caps a /chat/completions response body.
	DefaultMaxResponseBytes = 4 << 20
	// DefaultMaxEmbedResponseBytes caps an /embeddings response body: a batch of
	// vectors is much larger than a decision.
	DefaultMaxEmbedResponseBytes = 64 << 20
	// MaxRequestBytes bounds every request body this package sends.
	MaxRequestBytes = wire.MaxRequestBytes
)

// wb carries this package's message prefix and server wording into the
// shared wire helpers.
var wb = wire.Backend{Name: "openai", Server: "server", ErrorText: errorText, SecondsWant: "a number of seconds"}

// errorText extracts the error text of {"error": {"message": "..."}} or
// {"error": "..."}.
func errorText(body []byte) string {
	var e struct {
		Error json.RawMessage `json:"error"`
	}
	if json.Unmarshal(body, &e) != nil {
		return ""
	}
	var text string
	var nested struct {
		Message string `json:"message"`
	}
	if json.Unmarshal(e.Error, &text) != nil {
		if json.Unmarshal(e.Error, &nested) != nil {
			return ""
		}
		text = nested.Message
	}
	return text
}
