package decide_test

import (
	"go/parser"
	"go/token"
	"os"
	"path/filepath"
	"strconv"
	"strings"
	"testing"
)

// The package doc promises that decide imports nothing of the module but
// internal/text: the planner depends on decide, never the reverse.
func TestImportsOnlyTextFromTheModule(t *testing.T) {
	const module = "github.com/schemarouter/schemarouter/"
	files, err := filepath.Glob("*.go")
	if err != nil {
		t.Fatal(err)
	}
	for _, f := range files {
		if strings.HasSuffix(f, "_test.go") {
			continue
		}
		src, err := os.ReadFile(f)
		if err != nil {
			t.Fatal(err)
		}
		parsed, err := parser.ParseFile(token.NewFileSet(), f, src, parser.ImportsOnly)
		if err != nil {
			t.Fatal(err)
		}
		for _, imp := range parsed.Imports {
			path, _ := strconv.Unquote(imp.Path.Value)
			if strings.HasPrefix(path, module) && path != module+"internal/text" {
				t.Errorf("%s imports %s", f, path)
			}
		}
	}
}
