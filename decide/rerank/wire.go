package rerank

import (
	"time"

	"github.com/schemarouter/schemarouter/decide/internal/wire"
)

// Defaults.
const (
	DefaultTimeout = 60 * time.Second
	// DefaultMaxResponseBytes caps a /rerank response body.
	DefaultMaxResponseBytes = 4 << 20
	// MaxRequestBytes bounds every request body this package sends.
	MaxRequestBytes = wire.MaxRequestBytes
)

// wb carries this package's message prefix and server wording into the
// shared wire helpers. TEI answers errors as {"error": "..."}. A base URL is
// required: there is no default server.
var wb = wire.Backend{Name: "rerank", Server: "server", ErrorText: wire.ErrorField}
