package systemone

import (
	"encoding/json"
	"time"

	"github.com/schemarouter/schemarouter/decide/internal/wire"
)

// Defaults.
const (
	DefaultTimeout = 60 * time.Second
	// DefaultMaxResponseBytes caps a /v1/systemone response body.
	DefaultMaxResponseBytes = 4 << 20
	// MaxRequestBytes bounds every request body this package sends.
	MaxRequestBytes = wire.MaxRequestBytes
)

// wb carries this package's message prefix and server wording into the
// shared wire helpers. A base URL is required: there is no default server.
var wb = wire.Backend{Name: "systemone", Server: "server", ErrorText: errorText}

// errorText extracts the {"detail": "..."} (or {"error": "..."}) text of an
// error answer.
func errorText(body []byte) string {
	var e struct {
		Detail any `json:"detail"`
		Error  any `json:"error"`
	}
	if json.Unmarshal(body, &e) != nil {
		return ""
	}
	text, _ := e.Detail.(string)
	if text == "" {
		text, _ = e.Error.(string)
	}
	return text
}
