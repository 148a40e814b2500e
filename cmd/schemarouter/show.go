package main

import (
	"fmt"
	"io"
	"maps"
	"slices"
	"strings"
	"text/tabwriter"

	"github.com/schemarouter/schemarouter/catalog"
)

func classOf(ep *catalog.EndpointSpec) string {
	switch {
	case ep.IsDestructive():
		return "destructive"
	case ep.IsReadOnly():
		return "read-only"
	case ep.ReadOnly != nil:
		return "mutating"
	}
	return "unclassified"
}

func showCatalog(w io.Writer, snap *catalog.Snapshot) error {
	tw := tabwriter.NewWriter(w, 0, 4, 2, ' ', 0)
	fmt.Fprintf(tw, "Registry version %d: %d tools\n\n", snap.Version(), snap.Len())
	fmt.Fprintln(tw, "ROUTE\tCLASS\tPROVIDER\tFIELDS")
	for _, e := range snap.Entries() {
		t := e.Tool()
		for i := range t.Endpoints {
			ep := &t.Endpoints[i]
			var fields []string
			for _, f := range ep.OutputFields {
				fields = append(fields, f.Name)
			}
			fmt.Fprintf(tw, "%s\t%s\t%s\t%s\n", catalog.RouteID(e.Key(), ep.Name), classOf(ep), t.Provider, strings.Join(fields, ", "))
		}
	}
	return tw.Flush()
}

// toolView is the JSON form of one tool in `catalog show TOOL --json`.
type toolView struct {
	Key                  string            `json:"key"`
	Fingerprint          string            `json:"fingerprint"`
	EndpointFingerprints map[string]string `json:"endpoint_fingerprints"`
	Tool                 catalog.ToolSpec  `json:"tool"`
}

func showTool(w io.Writer, e *catalog.Entry, asJSON bool) error {
	t := e.Tool()
	if asJSON {
		v := toolView{Key: e.Key(), Fingerprint: e.Fingerprint(), EndpointFingerprints: map[string]string{}, Tool: t.Clone()}
		for i := range t.Endpoints {
			v.EndpointFingerprints[t.Endpoints[i].Name] = e.EndpointFingerprint(i)
		}
		return writeJSON(w, v)
	}
	fmt.Fprintf(w, "%s — %s\n", e.Key(), t.Description)
	fmt.Fprintf(w, "  provider %s, access %s, remote %v, source_type %s, license %s\n",
		orDash(t.Provider), orDash(t.AccessMode), t.Remote, orDash(t.SourceType), orDash(t.License))
	fmt.Fprintf(w, "  fingerprint %s\n", e.Fingerprint())
	for i := range t.Endpoints {
		ep := &t.Endpoints[i]
		fmt.Fprintf(w, "\n  %s  [%s]  %s %s\n", ep.Name, classOf(ep), ep.Method, ep.Path)
		if ep.Description != "" {
			fmt.Fprintf(w, "    %s\n", ep.Description)
		}
		if len(ep.OperationAliases) > 0 {
			fmt.Fprintf(w, "    operations: %s\n", strings.Join(ep.OperationAliases, "; "))
		}
		for _, p := range ep.Parameters {
			req := ""
			if p.Required {
				req = " (required)"
			}
			alias := ""
			if len(p.Aliases) > 0 {
				alias = " aliases: " + strings.Join(p.Aliases, ", ")
			}
			fmt.Fprintf(w, "    param %s in %s%s%s\n", p.Name, p.EffectiveLocation(), req, alias)
		}
		for _, f := range ep.OutputFields {
			var notes []string
			if f.Identifier {
				notes = append(notes, "identifier")
			}
			if f.SemanticID != "" {
				notes = append(notes, "semantic "+f.SemanticID)
			}
			if f.Unit != "" {
				u := "unit " + f.Unit
				if n := f.UnitNormalization; n != nil {
					u += fmt.Sprintf(" -> %s (x%g%+g)", n.CanonicalUnit, n.Scale, n.Offset)
				}
				notes = append(notes, u)
			}
			for _, k := range slices.Sorted(maps.Keys(f.Qualifiers)) {
				notes = append(notes, k+"="+f.Qualifiers[k])
			}
			fmt.Fprintf(w, "    field %s  %s\n", f.Name, strings.Join(notes, ", "))
		}
		fmt.Fprintf(w, "    fingerprint %s\n", e.EndpointFingerprint(i))
	}
	return nil
}

func orDash(s string) string {
	if s == "" {
		return "-"
	}
	return s
}
