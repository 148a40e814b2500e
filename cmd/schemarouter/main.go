// Command schemarouter plans tool calls for natural-language requests against a
// catalog of tools. It is a thin layer over the schemarouter packages.
//
// Exit codes: 0 success, 1 bad input (the reason is one line on stderr), 2 usage.
package main

import (
	"errors"
	"fmt"
	"io"
	"os"

	"github.com/spf13/cobra"
)

func main() {
	os.Exit(run(os.Args[1:], os.Stdin, os.Stdout, os.Stderr))
}

// inputError marks a failure caused by the command's input (exit 1); any other error
// is a usage error (exit 2).
type inputError struct{ err error }

func (e *inputError) Error() string { return e.err.Error() }
func (e *inputError) Unwrap() error { return e.err }

func bad(err error) error {
	if err == nil {
		return nil
	}
	return &inputError{err}
}

func badf(format string, args ...any) error { return &inputError{fmt.Errorf(format, args...)} }

// run executes the command line and returns the exit code.
func run(args []string, stdin io.Reader, stdout, stderr io.Writer) int {
	root := newRootCommand(stdin, stdout, stderr)
	root.SetArgs(args)
	err := root.Execute()
	if err == nil {
		return 0
	}
	var in *inputError
	if errors.As(err, &in) {
		fmt.Fprintf(stderr, "schemarouter: %s\n", oneLine(in.Error()))
		return 1
	}
	fmt.Fprintf(stderr, "schemarouter: %s\nRun 'schemarouter --help' for usage.\n", err)
	return 2
}

func newRootCommand(stdin io.Reader, stdout, stderr io.Writer) *cobra.Command {
	root := &cobra.Command{
		Use:   "schemarouter",
		Short: "Route natural-language requests to typed, fingerprint-pinned tool calls",
		Long: `schemarouter works out which declared output fields a request needs, picks the
endpoints that can supply them, binds only declared arguments, and prints a typed
execution plan pinned to schema fingerprints.

Without --catalog, commands use the built-in science catalog
(materials, crystallography, chemistry and literature APIs).`,
		SilenceErrors: true,
		SilenceUsage:  true,
	}
	root.SetIn(stdin)
	root.SetOut(stdout)
	root.SetErr(stderr)
	root.AddCommand(newPlanCommand(), newRetrieveCommand(), newInvokeCommand(), newExecuteCommand(), newCatalogCommand(), newBenchCommand(), newImportCommand(), newAggregateCommand(), newDemoCommand(), newMCPServeCommand(), newServeCommand(), newInspectCommand(), newDashboardCommand())
	return root
}

// oneLine folds a multi-line error into one line for stderr.
func oneLine(s string) string {
	out := make([]rune, 0, len(s))
	for _, r := range s {
		if r == '\n' {
			out = append(out, ';', ' ')
			continue
		}
		out = append(out, r)
	}
	return string(out)
}
