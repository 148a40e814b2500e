package dashboard

import (
	"bytes"
	"context"
	"image/png"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"testing"
	"time"
)

// chromiumArgs are the flags a sandboxed, offline headless Chromium needs here.
var chromiumArgs = []string{"--headless", "--no-sandbox", "--disable-gpu", "--disable-quic", "--no-first-run",
	"--disable-background-networking", "--disable-component-update", "--disable-sync"}

// TestDashboardRendersInHeadlessChromium opens the generated page in Debian's Chromium
// (installed by .ci/run): the browser's DOM has the three tables with their rows, and
// a screenshot is a real, non-blank image.
func TestDashboardRendersInHeadlessChromium(t *testing.T) {
	browser, err := exec.LookPath("chromium")
	if err != nil {
		if why := os.Getenv("SCHEMAROUTER_NO_CHROMIUM"); why != "" {
			t.Skip("chromium could not be installed: " + why)
		}
		if os.Getenv("CI") != "" {
			t.Fatal("chromium is not installed: .ci/run installs Debian's chromium for this test")
		}
		t.Skip("chromium not installed")
	}
	dir := t.TempDir()
	db := fixtureDB(t)
	d, err := Load(db, db)
	if err != nil {
		t.Fatal(err)
	}
	var page bytes.Buffer
	if err := Render(&page, d); err != nil {
		t.Fatal(err)
	}
	html := filepath.Join(dir, "report.html")
	if err := os.WriteFile(html, page.Bytes(), 0o644); err != nil {
		t.Fatal(err)
	}
	run := func(extra ...string) []byte {
		t.Helper()
		ctx, cancel := context.WithTimeout(context.Background(), 90*time.Second)
		defer cancel()
		args := append(append(append([]string{}, chromiumArgs...), "--user-data-dir="+filepath.Join(dir, "profile")), extra...)
		out, err := exec.CommandContext(ctx, browser, append(args, "file://"+html)...).Output()
		if err != nil {
			t.Fatalf("chromium %v: %v", extra, err)
		}
		return out
	}
	dom := string(run("--dump-dom"))
	for _, want := range []string{`id="tools"`, `id="endpoints"`, `id="runs"`, "run-ok", "run-open", "papers"} {
		if !strings.Contains(dom, want) {
			t.Errorf("the rendered DOM lacks %q", want)
		}
	}
	if strings.Count(dom, "<tr") < 6 {
		t.Errorf("the rendered tables have %d rows", strings.Count(dom, "<tr"))
	}
	shot := filepath.Join(dir, "shot.png")
	run("--screenshot="+shot, "--window-size=1280,900")
	f, err := os.Open(shot)
	if err != nil {
		t.Fatal(err)
	}
	defer f.Close()
	img, err := png.Decode(f)
	if err != nil {
		t.Fatalf("screenshot: %v", err)
	}
	b := img.Bounds()
	first := img.At(b.Min.X, b.Min.Y)
	distinct := 0
	for y := b.Min.Y; y < b.Max.Y; y += 7 {
		for x := b.Min.X; x < b.Max.X; x += 7 {
			if img.At(x, y) != first {
				distinct++
			}
		}
	}
	if b.Dx() < 1000 || distinct < 500 {
		t.Fatalf("screenshot %dx%d looks blank (%d differing samples)", b.Dx(), b.Dy(), distinct)
	}
}
