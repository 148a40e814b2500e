package demo

import (
	"bytes"
	"context"
	"encoding/json"
	"errors"
	"io"
	"net"
	"net/url"
	"strings"
	"testing"
	"time"

	"github.com/schemarouter/schemarouter/aggregate"
)

// runJSON runs the demo with JSON output and returns the decoded outcomes and the
// providers' base URLs.
func runJSON(t *testing.T) ([]Outcome, map[string]string) {
	t.Helper()
	bases := map[string]string{}
	var out bytes.Buffer
	err := Run(context.Background(), &out, Options{JSON: true, OnListen: func(p, u string) { bases[p] = u }})
	if err != nil {
		t.Fatal(err)
	}
	dec := json.NewDecoder(&out)
	var outcomes []Outcome
	for {
		var o Outcome
		if err := dec.Decode(&o); errors.Is(err, io.EOF) {
			break
		} else if err != nil {
			t.Fatalf("decode outcome %d: %v", len(outcomes), err)
		}
		outcomes = append(outcomes, o)
	}
	if len(outcomes) != len(Requests()) {
		t.Fatalf("%d outcomes, want %d", len(outcomes), len(Requests()))
	}
	return outcomes, bases
}

func TestRunJSON(t *testing.T) {
	outcomes, bases := runJSON(t)
	if len(bases) != 5 {
		t.Fatalf("providers %v", bases)
	}

	// GaAs density: two independent providers, one material, two observations in
	// g/cm^3 that disagree.
	gaas := outcomes[0]
	if gaas.Query != "GaAs density" || len(gaas.Plan.Calls) != 2 || len(gaas.Calls) != 2 || len(gaas.Results) != 2 {
		t.Fatalf("GaAs: plan calls %d, http calls %v, results %d", len(gaas.Plan.Calls), gaas.Calls, len(gaas.Results))
	}
	for _, c := range gaas.Calls {
		if c.Status != 200 {
			t.Errorf("GaAs call %+v", c)
		}
	}
	if len(gaas.Entities) != 1 {
		t.Fatalf("GaAs: %d entities, want 1: %+v", len(gaas.Entities), gaas.Entities)
	}
	ent := gaas.Entities[0]
	if ent.EntityKind != aggregate.KindMaterial || len(ent.Providers) != 2 {
		t.Fatalf("GaAs entity %s providers %v", ent.EntityKind, ent.Providers)
	}
	density, ok := ent.Fields.Get("density")
	if !ok || len(density.Observations) != 2 || density.Agreement {
		t.Fatalf("density %+v", density)
	}
	provs := map[string]string{}
	for _, o := range density.Observations {
		if o.Unit == nil || *o.Unit != "g/cm^3" {
			t.Errorf("density unit %v from %s", o.Unit, o.Provider)
		}
		provs[o.Provider], _ = o.Provenance["source_type"].(string)
	}
	if provs["materials_project"] != "computed" || provs["cod"] != "experimental" {
		t.Errorf("density sources %v", provs)
	}

	// Caffeine: one call, one chemical.
	caf := outcomes[1]
	if len(caf.Calls) != 1 || len(caf.Entities) != 1 || caf.Entities[0].EntityKind != aggregate.KindChemical {
		t.Fatalf("caffeine: calls %v entities %+v", caf.Calls, caf.Entities)
	}
	if mw, ok := caf.Entities[0].Fields.Get("molecular_weight"); !ok || len(mw.Observations) != 1 {
		t.Fatalf("molecular weight %+v", mw)
	}

	// DOI: two literature providers merge into one document; citation counts differ.
	doc := outcomes[2]
	if len(doc.Calls) != 2 || len(doc.Entities) != 1 {
		t.Fatalf("DOI: calls %v entities %+v", doc.Calls, doc.Entities)
	}
	d := doc.Entities[0]
	if d.EntityKind != aggregate.KindDocument || len(d.Providers) != 2 || d.CanonicalKey != "document:doi:10.1103/physrevb.54.11169" {
		t.Fatalf("document %s %s providers %v", d.EntityKind, d.CanonicalKey, d.Providers)
	}
	cc, ok := d.Fields.Get("citation_count")
	if !ok || cc.Mode != aggregate.ModeDeduplicate || len(cc.Observations) != 2 || cc.Agreement {
		t.Fatalf("citation_count %+v", cc)
	}
	if ab, ok := d.Fields.Get("abstract"); !ok || len(ab.Observations) != 1 || ab.Observations[0].Provider != "crossref" {
		t.Fatalf("abstract %+v", ab)
	}
}

// TestNoListenerSurvives: every provider address refuses connections after Run.
func TestNoListenerSurvives(t *testing.T) {
	_, bases := runJSON(t)
	for name, base := range bases {
		u, err := url.Parse(base)
		if err != nil {
			t.Fatal(err)
		}
		if host := u.Hostname(); host != "127.0.0.1" {
			t.Errorf("%s listens on %s, want loopback", name, host)
		}
		conn, err := net.DialTimeout("tcp", u.Host, 200*time.Millisecond)
		if err == nil {
			conn.Close()
			t.Errorf("%s: %s still accepts connections after Run", name, u.Host)
		}
	}
}

func TestRunText(t *testing.T) {
	var out bytes.Buffer
	if err := Run(context.Background(), &out, Options{}); err != nil {
		t.Fatal(err)
	}
	text := out.String()
	for _, want := range []string{
		`== Request 1: "GaAs density"`,
		"density  preserve_observations  NO (conflict), 2 obs",
		"experimental", "computed", "g/cm^3",
		`== Request 2: "molecular weight of caffeine"`,
		"194.19  g/mol",
		"document:doi:10.1103/physrevb.54.11169",
		"citation_count  deduplicate  NO (conflict), 2 obs",
	} {
		if !strings.Contains(text, want) {
			t.Errorf("text output lacks %q:\n%s", want, text)
		}
	}
}

func TestRunCancelled(t *testing.T) {
	ctx, cancel := context.WithCancel(context.Background())
	cancel()
	if err := Run(ctx, io.Discard, Options{}); err == nil {
		t.Fatal("Run with a cancelled context succeeded")
	}
}
