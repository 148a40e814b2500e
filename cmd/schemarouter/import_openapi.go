package main

import (
	"bytes"
	"context"
	"fmt"
	"strings"
	"time"

	"github.com/spf13/cobra"

	"github.com/schemarouter/schemarouter/catalog"
	"github.com/schemarouter/schemarouter/ingest/openapi"
)

// newImportOpenAPICommand is "import openapi": it turns an OpenAPI 3.0/3.1 document into
// a catalog file with one tool, and reports what it skipped or approximated.
func newImportOpenAPICommand() *cobra.Command {
	var (
		overlayPath, baseURL, name, namespace, provider, outPath, reportPath string
		allowRefs                                                            bool
		timeout                                                              time.Duration
	)
	cmd := &cobra.Command{
		Use:   "openapi [flags] FILE|URL|-",
		Short: "Import an OpenAPI 3.0/3.1 document (JSON or YAML) as a catalog tool",
		Long: `Import an OpenAPI 3.0 or 3.1 document (a file, an http(s) URL, or '-' for stdin) as
one catalog tool with one endpoint per operation. The catalog ({"tools": [...]}) goes to
-o FILE (written atomically) or stdout; a one-line summary goes to stderr, and the
compatibility report (every construct skipped or approximated, with its JSON pointer)
to --report FILE.

The tool's base URL is approved only when --base-url gives it or when a server of the
document is on the origin the document was fetched from; otherwise the tool stays
unbound until 'invoke --base-url TOOL=URL' supplies one. An --overlay file adds trusted
annotations (semantic IDs, aliases, units, qualifiers, provenance, licenses, operation
aliases) and can never change methods, parameters, schemas or read_only.`,
		Example: `  schemarouter import openapi petstore.yaml --base-url https://petstore.example/v1 -o pets.json
  schemarouter import openapi https://api.example.org/openapi.json --overlay notes.yaml --report report.json`,
		Args: cobra.ExactArgs(1),
		RunE: func(cmd *cobra.Command, pos []string) error {
			src := pos[0]
			opts := openapi.Options{Name: name, Namespace: namespace, Provider: provider, BaseURL: baseURL,
				AllowSameOriginRefs: allowRefs, Timeout: timeout}
			var overlay []byte
			if overlayPath != "" {
				var err error
				if overlay, err = readInput(cmd, overlayPath); err != nil {
					return err
				}
			}
			var res *openapi.Result
			var err error
			switch {
			case src == "-":
				data, rerr := readInput(cmd, "-")
				if rerr != nil {
					return rerr
				}
				res, err = openapi.Parse(data, "", opts)
			case strings.HasPrefix(src, "http://") || strings.HasPrefix(src, "https://"):
				ctx := cmd.Context()
				if ctx == nil {
					ctx = context.Background()
				}
				res, err = openapi.Fetch(ctx, src, opts)
			default:
				res, err = openapi.ReadFile(src, opts)
			}
			if err != nil {
				return bad(err)
			}
			tool := res.Tool
			if overlay != nil {
				if tool, err = openapi.ApplyOverlay(tool, overlay, overlayPath); err != nil {
					return bad(err)
				}
			}
			if _, err := catalog.NewRegistry(tool); err != nil {
				return bad(err)
			}
			var out bytes.Buffer
			if err := writeJSON(&out, catalog.Catalog{Tools: []catalog.ToolSpec{tool}}); err != nil {
				return bad(err)
			}
			var rep bytes.Buffer
			if reportPath != "" {
				if err := writeJSON(&rep, res.Report); err != nil {
					return bad(err)
				}
			}
			if reportPath != "" {
				if err := writeFileAtomic(reportPath, bytesWriter(rep.Bytes())); err != nil {
					return bad(err)
				}
			}
			if outPath != "" {
				if err := writeFileAtomic(outPath, bytesWriter(out.Bytes())); err != nil {
					return bad(err)
				}
			} else if _, err := cmd.OutOrStdout().Write(out.Bytes()); err != nil {
				return bad(err)
			}
			r := &res.Report
			bound := "base URL " + res.BaseURL
			if res.BaseURL == "" {
				bound = "unbound (pass --base-url, or 'invoke --base-url " + tool.Key() + "=URL')"
			}
			fmt.Fprintf(cmd.ErrOrStderr(), "imported %s: tool %s, %d of %d operations as endpoints; %s; report: %d skipped, %d approximated, %d invalid\n",
				src, tool.Key(), r.Endpoints, r.Operations, bound,
				r.Count(openapi.KindSkipped), r.Count(openapi.KindApproximated), r.Count(openapi.KindInvalid))
			return nil
		},
	}
	f := cmd.Flags()
	f.StringVar(&overlayPath, "overlay", "", "trusted annotations `FILE` (YAML or JSON) applied to the imported tool")
	f.StringVar(&baseURL, "base-url", "", "approved base `URL` for the tool's calls (default: a server on the document's own origin)")
	f.StringVar(&name, "name", "", "tool `NAME` (default: derived from info.title)")
	f.StringVar(&namespace, "namespace", "", "tool `NAMESPACE`")
	f.StringVar(&provider, "provider", "", "logical information `PROVIDER` of the tool")
	f.StringVarP(&outPath, "output", "o", "", "write the catalog to `FILE` instead of stdout")
	f.StringVar(&reportPath, "report", "", "write the compatibility report (JSON) to `FILE`")
	f.BoolVar(&allowRefs, "allow-same-origin-refs", false, "load $refs to other documents on the document's own origin")
	f.DurationVar(&timeout, "timeout", openapi.DefaultTimeout, "bound on fetching the document (and each same-origin $ref)")
	return cmd
}
