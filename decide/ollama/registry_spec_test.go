package ollama

import (
	"testing"

	"github.com/schemarouter/schemarouter/decide"
)

func TestDecideNewReadsModelSpecs(t *testing.T) {
	b, err := decide.New("ollama:qwen3:8b@http://127.0.0.1:11434")
	if err != nil {
		t.Fatal(err)
	}
	o, ok := b.(*Backend)
	if !ok || o.Model != "qwen3:8b" || o.BaseURL != "http://127.0.0.1:11434" {
		t.Fatalf("backend = %#v", b)
	}
	if _, err := decide.New("builtin:0.3"); err != nil {
		t.Fatalf("numeric specs still work: %v", err)
	}
}
