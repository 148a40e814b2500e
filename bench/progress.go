package bench

import (
	"fmt"
	"io"
	"strings"
	"time"
)

const (
	progressWidth    = 30
	progressInterval = 100 * time.Millisecond
)

// progressBar draws "\r[#####     ] 120/600" on one line, at most every
// progressInterval, and ends the line on finish.
type progressBar struct {
	w      io.Writer
	total  int
	done   int
	now    func() time.Time
	last   time.Time
	closed bool
}

func newProgressBar(w io.Writer, total int) *progressBar {
	b := &progressBar{w: w, total: total, now: time.Now}
	b.draw()
	return b
}

// update records done cases and redraws when the last draw is old enough.
func (b *progressBar) update(done int) {
	b.done = done
	if b.now().Sub(b.last) >= progressInterval {
		b.draw()
	}
}

// finish draws the final state and ends the line. It is idempotent.
func (b *progressBar) finish() {
	if b.closed {
		return
	}
	b.closed = true
	b.draw()
	fmt.Fprintln(b.w)
}

func (b *progressBar) draw() {
	filled := 0
	if b.total > 0 {
		filled = b.done * progressWidth / b.total
	}
	fmt.Fprintf(b.w, "\r[%s%s] %d/%d", strings.Repeat("#", filled), strings.Repeat(" ", progressWidth-filled), b.done, b.total)
	b.last = b.now()
}
