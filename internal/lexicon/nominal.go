package lexicon

import (
	"slices"
	"strings"
	"unicode"
)

// Actions named by nouns. A request may name its action by a verbal noun where the
// action goes: leading the request or a labeled line, or after a verb of carrying out
// ("please perform an event cancellation: weekly sync", "request: user removal,
// kevin.cho@example.com", "quiero hacer una baja de cuenta", "acción: fusión de las
// cuentas 1007 y 1008", "bitte führe eine Bestandsaktualisierung durch", "Vorgang:
// Kontolöschung user 9001"). Elsewhere the noun is a record or a topic ("the
// cancellation policy", "Stornierungsbedingungen"), so it names the act only there, and
// only as the head of what it leads: followed by what it acts on (of, for, de, für, a
// colon) or by nothing. The verb is derived from the noun by the usual suffixes and must
// be a form of the vocabulary (deletion → delete, anulación → anular, Löschung →
// löschen), so catalogs' own verbs extend it.

// NominalAction returns the operation a verbal noun in an action's place names, or ""
// when there is none or the first such noun's verb reads.
func (l *Lexicon) NominalAction(raw string) string {
	if op, _ := l.nominalOp(raw); l.Family(op) != ReadFamily {
		return op
	}
	return ""
}

// VerbalNounActs returns the operations the verbal nouns of raw name, carried out
// (NounAction) or in an action's place (nominalOp, a read too), as ReadNotation reads
// them; none, one or two.
func (l *Lexicon) VerbalNounActs(raw string) []string {
	var ops []string
	if op := l.NounAction(raw); op != "" {
		ops = append(ops, op)
	}
	if op, _ := l.nominalOp(raw); op != "" && !slices.Contains(ops, op) {
		ops = append(ops, op)
	}
	return ops
}

// nominalOp returns the operation of the first verbal noun in an action's place whose
// verb does not read, and the noun; failing that, the first whose verb reads
// ("ejecuta una búsqueda de …" searches); or "", "".
func (l *Lexicon) nominalOp(raw string) (op, noun string) {
	readOp, readNoun := "", ""
	words := nominalWords(strings.ToLower(raw))
	question := strings.ContainsAny(raw, "?？¿")
	for i := range words {
		if i > 0 && (!nominalSlotAfter(words[i-1]) || words[i-1] == ":" && i >= 2 && notActionLabels[words[i-2]]) || i == 0 && question {
			continue // a question that opens with the noun asks about the act: "is the deletion of my account done?"
		}
		j := i
		for j < len(words) && nominalFillers[words[j]] {
			j++
		}
		for k := j; k < len(words) && k < j+3; k++ {
			w := words[k]
			if w == ":" || w == "," || nominalEnds[w] {
				break
			}
			// Unlabeled, the noun leads ("Hilfeartikel Rückerstattung" is a topic) unless
			// a record's noun before it names what it acts on and a label's colon, "of",
			// a word of carrying out or the end follows: "ticket creation: …", "account
			// deletion for user 42", "event deletion 작업 수행", "SKU-A12 removal".
			if i == 0 && k > j && !(k+1 < len(words) && (words[k+1] == ":" || nominalEnds[words[k+1]] || carriedOutAfter(words[k+1])) ||
				k+1 == len(words) && l.actedOn(words[k-1])) {
				continue
			}
			op := l.verbalNounOp(w)
			if op == "" || op == "run" {
				continue // carrying out names no act: "Aktion ausführen: …"
			}
			if l.Family(op) == ReadFamily {
				if readOp == "" {
					readOp, readNoun = op, w // "action: search the KB for …" reads
				}
				break
			}
			if next := k + 1; next == len(words) || words[next] == ":" || words[next] == "," || nominalEnds[words[next]] ||
				carriedOutAfter(words[next]) || identifies(words[next:]) || l.recordAt(words, next) && l.Family(op) != "create" {
				// A record named right after it is what it acts on ("Stornierung Termin
				// Freitag"), unless it makes one: "Registration ticket", "Erstellung Ticket
				// gestern" name records.
				return op, w
			}
			break // a modifier: "the cancellation policy"
		}
	}
	return readOp, readNoun
}

// recordAt reports whether words[n] names a record, a German genitive's determiner
// allowed before it ("Stornierung meines Termins am Freitag").
func (l *Lexicon) recordAt(words []string, n int) bool {
	if n+1 < len(words) && genitiveDeterminers[words[n]] {
		n++
	}
	return l.namesRecord(words[n])
}

var genitiveDeterminers = set("meines", "meiner", "unseres", "unserer", "des", "eines", "einer", "dieses", "dieser")

// namesRecord reports whether a word names a record a catalog keeps (recordHeads),
// whole or as a compound's last word: "Termin", "Kalendereintrag", "Hilfeartikel".
func (l *Lexicon) namesRecord(w string) bool {
	refs := l.wordRefs(w)
	if len(refs) == 0 {
		refs = l.compoundRefs(w)
	}
	return slices.ContainsFunc(refs, l.headsRecord)
}

// headsRecord reports whether a reference is to a record a catalog keeps (recordHeads).
func (l *Lexicon) headsRecord(r ref) bool {
	return r.entry >= 0 && recordHeads[l.domain[r.entry].Canon]
}

// carriedOutAfter reports whether a word after an action's noun carries it out: a
// particle ("durch", "작업") or a Korean or Japanese verb of carrying out ("실행해줘",
// "수행", "実行して").
func carriedOutAfter(w string) bool {
	return nominalParticles[w] || slices.ContainsFunc([]string{"실행", "수행", "진행", "実行", "実施"}, func(p string) bool { return strings.HasPrefix(w, p) })
}

// actedOn reports whether a word names a record an act is done to, not a document
// written on a topic: an identifier ("sku-a12"), an event, a ticket, an account.
func (l *Lexicon) actedOn(w string) bool {
	if strings.ContainsFunc(w, unicode.IsDigit) || actedRecords[w] {
		return true
	}
	return slices.ContainsFunc(l.wordRefs(w), func(r ref) bool {
		return l.headsRecord(r) && l.domain[r.entry].Canon != "article" && l.domain[r.entry].Canon != "paper"
	})
}

var actedRecords = set("account", "user", "profile", "sku", "item", "konto", "benutzer", "cuenta", "usuario")

// nominalWords are a lower-case text's words, with each colon, dash or comma a word of its own.
func nominalWords(lower string) []string {
	var words []string
	start := -1
	for i, r := range lower {
		word := unicode.IsLetter(r) || unicode.IsDigit(r) || r == '\'' || r == '-' && start >= 0
		if word {
			if start < 0 {
				start = i
			}
			continue
		}
		if start >= 0 {
			words = append(words, lower[start:i])
			start = -1
		}
		switch {
		case strings.ContainsRune(":：—–;", r):
			words = append(words, ":")
		case r == ',':
			words = append(words, ",")
		}
	}
	if start >= 0 {
		words = append(words, lower[start:])
	}
	return words
}

// identifies reports whether words start with a record's identifier, maybe after its
// kind: "user 9001", "SKU-909", "maria@example.com".
func identifies(words []string) bool {
	id := func(w string) bool { return strings.ContainsFunc(w, unicode.IsDigit) || strings.Contains(w, "@") }
	return len(words) > 0 && (id(words[0]) || len(words) > 1 && identifierKinds[words[0]] && id(words[1]))
}

// identifierKinds name the kind of a record before its identifier: "user 9001".
var identifierKinds = set("user", "account", "sku", "ticket", "event", "id", "benutzer", "konto", "usuario", "cuenta", "evento", "termin")

// nominalSlotAfter reports whether a word puts an action's noun after it: a label's
// colon or a verb of carrying out.
func nominalSlotAfter(w string) bool { return w == ":" || nounCarriers[w] }

var (
	// nounCarriers carry an action out: "perform an event cancellation", "realiza una
	// actualización", "führe eine Löschung durch".
	nounCarriers = set("perform", "do", "execute", "run", "process", "request", "requesting", "submit", "initiate", "trigger",
		"realiza", "realizar", "realice", "ejecuta", "ejecute", "ejecutar", "haz", "hacer", "efectúa", "efectuar", "procesa", "procesar", "tramita", "tramitar", "solicito", "solicitar",
		"führe", "führen", "durchführen", "vornehmen", "nimm", "beantrage", "beantragen", "veranlasse", "veranlassen",
		"starte", "starten", "stoße", "stoßen", "triggere", "triggern", "löse", "auslösen") // "Starte die Erstellung …", "Stoße … an", "Löse … aus"
	// nominalFillers stand between a slot and the noun: articles, pleas, a wish.
	nominalFillers = set("a", "an", "the", "one", "please", "pls", "un", "una", "el", "la", "por", "favor", "ein", "eine", "einen", "einer", "die", "der", "das", "bitte",
		"i", "want", "to", "quiero", "necesito", "ich", "möchte", "new", "nueva", "nuevo", "neue", "neuen", "quick", "urgent")
	// notActionLabels label what is no request: "FYI: cancellation of the sync was announced".
	notActionLabels = set("fyi", "re", "fwd", "aw", "wg", "note", "ps", "news", "info", "hinweis", "nota", "aviso")
	// nominalParticles complete a verb of carrying out after the noun: "führe eine
	// Löschung durch", "nimm eine Änderung vor", "führe die Ticketerstellung aus", "stoße
	// die Erstellung an", "account deactivation 작업".
	nominalParticles = set("durch", "vor", "aus", "an", "작업", "처리", "요청", "処理", "作業")
	// nominalEnds end the noun phrase an action's noun heads: what it acts on follows.
	nominalEnds = set("of", "for", "on", "from", "de", "del", "para", "für", "von", "vom", "des", "der", "eines", "einer")
)

// verbalNounOp returns the operation of the verb a verbal noun is derived from, or "":
// English -ion, -al, -ure and -ment nouns, Spanish -ción, -sión and -ado nouns and
// German -ung nouns, also at the end of a compound (Kontolöschung). A noun that is a
// verb form itself (update, merge) is that verb. Nouns of records are none (a German
// Bestellung is an order, recordNouns).
func (l *Lexicon) verbalNounOp(w string) string {
	for _, verb := range nounVerbs(w) {
		if verb == w && slices.ContainsFunc(l.tokens[w], func(r ref) bool { return r.entry >= 0 }) {
			continue // a noun the domain names: "a weather forecast request" asks a forecast
		}
		if ops := l.opRefs(verb); len(ops) > 0 {
			return l.ops[ops[0].op].Op
		}
		if strings.Contains(verb, " ") { // "dar de baja"
			tokens := strings.Fields(verb)
			for _, m := range l.multi {
				if m.ref.op >= 0 && slices.Equal(m.tokens, tokens) {
					return l.ops[m.ref.op].Op
				}
			}
		}
	}
	for _, tail := range readNounTails {
		if strings.HasSuffix(w, tail) && len(w) >= len(tail)+3 { // a compound's last noun: kursabruf, zeitreihenabfrage
			return l.verbalNounOp(tail)
		}
	}
	if strings.HasSuffix(w, "ung") && len(w) > 9 && !recordNouns[w] {
		for i := 3; i+6 <= len(w); i++ { // a compound's last noun: kontolöschung → löschung
			if tail := w[i:]; !recordNouns[tail] {
				if op := l.verbalNounOpTail(tail); op != "" {
					return op
				}
			}
		}
	}
	return ""
}

// verbalNounOpTail is verbalNounOp of a German noun in -ung alone (ungVerbRefs).
func (l *Lexicon) verbalNounOpTail(noun string) string {
	if recordNouns[noun] {
		return ""
	}
	if ops := l.ungVerbRefs(noun); len(ops) > 0 {
		return l.ops[ops[0].op].Op
	}
	return ""
}

// readNounTails are the German nouns of reading that end compounds: Kursabruf,
// Zeitreihenabfrage, Wissensdatenbanksuche.
var readNounTails = []string{"abfrage", "abruf", "aufruf", "suche"}

// nounsOfVerbs are verbal nouns no suffix derives: Spanish nouns in -o of -ar verbs (a
// registro is a record, an inicio a start page: no others), and a few of reading.
var nounsOfVerbs = map[string]string{"cambio": "cambiar", "traslado": "trasladar", "traspaso": "traspasar", "desbloqueo": "desbloquear", "bloqueo": "bloquear", "envío": "enviar", "búsqueda": "search", "retrieval": "get",
	"creación": "create", "suche": "search", "abfrage": "query", "abruf": "get", "aufruf": "get", "abrufen": "get", "consulta": "consultar"}

// nounVerbs are the verbs a noun may be derived from, the noun itself first (unless
// it ends in s: a plural or a verb's third person, "closes").
func nounVerbs(w string) []string {
	var verbs []string
	if !strings.HasSuffix(w, "s") { // "closes" are closing prices
		verbs = append(verbs, w)
	}
	if v := nounsOfVerbs[w]; v != "" {
		verbs = append(verbs, v)
	}
	cut := func(suffix string, ends ...string) {
		if stem, ok := strings.CutSuffix(w, suffix); ok && len(stem) >= 2 {
			for _, e := range ends {
				verbs = append(verbs, stem+e)
			}
		}
	}
	cut("lation", "", "l")          // cancellation → cancel, cancelation → cancel
	cut("ation", "ate", "e", "")    // deactivation → deactivate, creation → create, confirmation → confirm
	cut("ication", "y")             // modification → modify
	cut("sion", "d", "de", "t")     // suspension → suspend, extension → extend
	cut("ion", "e", "")             // deletion → delete, duplication → duplicate
	cut("al", "e", "")              // removal → remove, renewal → renew, archival → archive
	cut("ure", "e")                 // closure → close
	cut("ment", "")                 // postponement → postpone, adjustment → adjust
	cut("ción", "r")                // anulación → anular, eliminación → eliminar
	cut("sión", "sionar")           // fusión → fusionar
	cut("ado", "ar")                // borrado → borrar
	cut("ia", "iar")                // copia → copiar
	cut("ung", "en", "n")           // Löschung → löschen, Änderung → ändern
	if w == "baja" || w == "alta" { // "una baja de cuenta": dar de baja
		verbs = append(verbs, "dar de "+w)
	}
	if w != "duplicate" && slices.Contains(verbs, "duplicate") { // bare "duplicate" is an adjective
		verbs = append(verbs, "duplicate this")
	}
	return slices.Compact(verbs)
}
