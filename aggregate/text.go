package aggregate

import (
	"bufio"
	"bytes"
	"encoding/json"
	"fmt"
	"io"
	"strings"
)

// WriteText prints entities for people: per entity its kind, canonical key,
// providers and identifiers; per field its mode, agreement, the deduplicated value
// (deduplicate mode) and every observation with value, unit, qualifiers and provider.
func WriteText(w io.Writer, entities []CanonicalEntity) error {
	bw := bufio.NewWriter(w)
	if len(entities) == 0 {
		fmt.Fprintln(bw, "no entities")
		return bw.Flush()
	}
	for i, e := range entities {
		if i > 0 {
			fmt.Fprintln(bw)
		}
		fmt.Fprintf(bw, "entity %d  %s  %s\n", i+1, e.EntityKind, e.CanonicalKey)
		fmt.Fprintf(bw, "  providers:   %s\n", strings.Join(e.Providers, ", "))
		if len(e.Identifiers) > 0 {
			ids := make([]string, 0, len(e.Identifiers))
			for _, k := range sortedKeys(e.Identifiers) {
				ids = append(ids, k+"="+e.Identifiers[k])
			}
			fmt.Fprintf(bw, "  identifiers: %s\n", strings.Join(ids, ", "))
		}
		for _, f := range e.Fields {
			agree := "agree"
			if !f.Agreement {
				agree = "CONFLICT"
			}
			fmt.Fprintf(bw, "  %s  [%s]  %s (%d observation", f.Name, f.Mode, agree, len(f.Observations))
			if len(f.Observations) != 1 {
				fmt.Fprint(bw, "s")
			}
			fmt.Fprintln(bw, ")")
			if f.Mode == ModeDeduplicate {
				fmt.Fprintf(bw, "    value: %s\n", compact(f.Value))
			}
			for _, o := range f.Observations {
				line := "    - " + compact(o.Value)
				if o.Unit != nil {
					line += " " + *o.Unit
				}
				if len(o.Qualifiers) > 0 {
					qs := make([]string, 0, len(o.Qualifiers))
					for _, k := range sortedKeys(o.Qualifiers) {
						qs = append(qs, k+"="+o.Qualifiers[k])
					}
					line += " {" + strings.Join(qs, ", ") + "}"
				}
				fmt.Fprintf(bw, "%s  (%s)\n", line, o.Provider)
			}
		}
	}
	return bw.Flush()
}

func compact(v any) string {
	var b bytes.Buffer
	enc := json.NewEncoder(&b)
	enc.SetEscapeHTML(false)
	if err := enc.Encode(v); err != nil {
		return fmt.Sprintf("%v", v)
	}
	return strings.TrimSuffix(b.String(), "\n")
}
