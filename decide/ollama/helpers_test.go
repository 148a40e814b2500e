package ollama_test

import "github.com/schemarouter/schemarouter/decide/internal/wiretest"

// The shared wire-test fixtures under this package's short names.
var (
	newFake   = wiretest.NewServer
	answering = wiretest.Answering
)
