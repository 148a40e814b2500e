package plan

import (
	"bufio"
	"encoding/json"
	"fmt"
	"io"
	"strings"
)

// WriteText renders a plan for people: calls with arguments, fields and their reasons,
// evidence, fingerprints and fallbacks, then coverage and warnings.
func (p *Plan) WriteText(w io.Writer) error {
	b := bufio.NewWriter(w)
	fmt.Fprintf(b, "Plan for %q (registry version %d)\n", p.Query, p.RegistryVersion)
	if len(p.Calls) == 0 {
		b.WriteString("\nNo route: nothing in the catalog can answer this request.\n")
	}
	for i := range p.Calls {
		writeCall(b, fmt.Sprintf("%d.", i+1), "   ", &p.Calls[i])
		if fr, ok := p.FallbackRoute(i); ok {
			for j := range fr.Alternatives {
				writeCall(b, fmt.Sprintf("   fallback %d.%d", i+1, j+1), "      ", &fr.Alternatives[j])
			}
		}
	}
	if c := p.Coverage; c != nil {
		state := "complete"
		if !c.Complete {
			state = "incomplete"
		}
		fmt.Fprintf(b, "\nCoverage: %s (%d of %d semantic fields)\n", state, len(c.Covered), len(c.Required))
		if len(c.Covered) > 0 {
			fmt.Fprintf(b, "  covered:   %s\n", joinRequirements(c.Covered))
		}
		if len(c.Uncovered) > 0 {
			fmt.Fprintf(b, "  uncovered: %s\n", joinRequirements(c.Uncovered))
		}
	}
	if len(p.Warnings) > 0 {
		b.WriteString("\nWarnings:\n")
		for _, w := range p.Warnings {
			fmt.Fprintf(b, "  - %s\n", w)
		}
	}
	return b.Flush()
}

func writeCall(b *bufio.Writer, label, indent string, c *Call) {
	status := "executable"
	if !c.Executable() {
		status = "NOT EXECUTABLE: missing " + strings.Join(c.MissingRequiredArguments, ", ")
	}
	fmt.Fprintf(b, "\n%s %s  (score %g, %s)\n", label, c.RouteID(), c.Score, status)
	args := "(none)"
	if len(c.Arguments) > 0 {
		var parts []string
		for _, k := range sortedKeys(c.Arguments) {
			v, _ := json.Marshal(c.Arguments[k])
			parts = append(parts, k+"="+string(v))
		}
		args = strings.Join(parts, ", ")
	}
	fmt.Fprintf(b, "%sarguments: %s\n", indent, args)
	reasons := map[string]string{}
	if c.Explanation != nil {
		for _, r := range c.Explanation.FieldSelection {
			reasons[r.Field] = r.Reason
		}
	}
	var fields []string
	for _, f := range c.Fields {
		if r := reasons[f]; r != "" {
			f += " (" + r + ")"
		}
		fields = append(fields, f)
	}
	fmt.Fprintf(b, "%sfields:    %s\n", indent, strings.Join(fields, ", "))
	fmt.Fprintf(b, "%sevidence:  %s\n", indent, describeEvidence(c.Evidence))
	if c.RequiredEvidence.Active() || len(c.FieldEvidence) > 0 {
		req := describeEvidence(c.RequiredEvidence)
		for _, f := range sortedKeys(c.FieldEvidence) {
			req += "; " + f + ": " + describeEvidence(c.FieldEvidence[f])
		}
		fmt.Fprintf(b, "%srequired:  %s\n", indent, req)
	}
	if c.Explanation != nil {
		for _, co := range c.Explanation.Corroborates {
			fmt.Fprintf(b, "%scorroborates %s: %s\n", indent, co.Call, strings.Join(co.Fields, ", "))
		}
	}
	fmt.Fprintf(b, "%spinned:    endpoint %s, tool %s\n", indent, short(c.SchemaFingerprint), short(c.ToolFingerprint))
}

func describeEvidence(e Evidence) string {
	var parts []string
	if e.Provenance {
		parts = append(parts, "provenance")
	}
	if e.License {
		parts = append(parts, "license")
	}
	if e.Units {
		parts = append(parts, "units")
	}
	if e.SourceType != "" {
		parts = append(parts, "source_type="+e.SourceType)
	}
	if len(parts) == 0 {
		return "none"
	}
	return strings.Join(parts, ", ")
}

func joinRequirements(rs []SemanticFieldRequirement) string {
	parts := make([]string, len(rs))
	for i, r := range rs {
		parts[i] = r.String()
	}
	return strings.Join(parts, ", ")
}

func short(fp string) string {
	if len(fp) > 12 {
		return fp[:12]
	}
	return fp
}

// WriteText renders a retrieval as a ranked table.
func (r *Retrieval) WriteText(w io.Writer) error {
	b := bufio.NewWriter(w)
	fmt.Fprintf(b, "Top %d of %d routes for %q (registry version %d)\n\n", len(r.Candidates), r.TotalRanked, r.Query, r.RegistryVersion)
	for _, c := range r.Candidates {
		class := "unclassified"
		switch {
		case c.Destructive != nil && *c.Destructive:
			class = "destructive"
		case c.ReadOnly != nil && *c.ReadOnly:
			class = "read-only"
		case c.ReadOnly != nil:
			class = "mutating"
		}
		fmt.Fprintf(b, "%2d. %-45s score %-6g %s\n", c.Rank, c.RouteID, c.Score, class)
		if c.EndpointDescription != "" {
			fmt.Fprintf(b, "    %s\n", c.EndpointDescription)
		}
		if len(c.MatchedFields) > 0 {
			fmt.Fprintf(b, "    matched: %s\n", strings.Join(c.MatchedFields, ", "))
		}
	}
	return b.Flush()
}
