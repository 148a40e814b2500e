package lexicon

// Operation is one API action with its surface forms in many languages.
type Operation struct {
	// Op is the canonical English verb ("delete").
	Op string
	// Family groups interchangeable operations: a request for one is satisfied by an
	// endpoint offering any operation of the same family ("get", "search" and "list" are
	// all "read").
	Family string
	// Forms are surface forms (see Entry.Forms).
	Forms []string
	// Final are Korean and Japanese verbal nouns that name the operation only when they
	// end the request, as in headline-style requests ("일정 생성", "在庫数更新"): elsewhere
	// they name dates, fields and states (생성일, 更新日).
	Final []string
}

// Entry is one domain concept: a canonical English term and its surface forms.
type Entry struct {
	// Canon is the English term catalogs use ("weather", "band gap").
	Canon string
	// Forms are surface forms in any language, lower case. A Latin-script form matches a
	// whole query token; a trailing "*" makes it a stem that matches any token starting
	// with it (stems have at least 4 letters before the "*"). A form containing Hangul,
	// Han or Kana matches anywhere in the query, since those scripts do not separate words.
	Forms []string
	// Also are broader terms the concept implies, added with it: rain is weather, a
	// meeting is an event.
	Also []string
}
