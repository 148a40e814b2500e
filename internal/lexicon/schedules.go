package lexicon

import (
	"strings"

	"github.com/schemarouter/schemarouter/internal/rx"
)

// Schedules others keep. A bus timetable, a broadcast or a rubbish collection day is
// on a schedule kept for everyone, not on the asker's calendar: a read of the calendar
// does not list it, though a meeting about it is an event and a problem with it a
// ticket's topic.

// PublicSchedule is the term of a schedule others keep for everyone.
const PublicSchedule = "public schedule"

// NamesOwnCalendar reports whether a request names the asker or a calendar: "내 캘린더에
// 넣어둔 배송 일정", "私のカレンダーにある配送予定" are the asker's own entries.
func NamesOwnCalendar(raw string) bool { return ownCalendar.MatchString(strings.ToLower(raw)) }

var ownCalendar = rx.MustCompile(`\b(?:my|mein\w*|mi|mis)\b|calendar|kalender|calendario|(?:^|\s)(?:내가?|제가?|나의|저의)\s|캘린더|달력|私の|僕の|カレンダー`)
