package lexicon

import (
	"slices"
	"strings"

	"github.com/schemarouter/schemarouter/internal/rx"
	"github.com/schemarouter/schemarouter/internal/text"
)

// A person's contact details. "Update Tom's phone number to 555-1234", "Ändere die
// E-Mail-Adresse von Kunde 5521", "고객 5521 주소 변경해줘": changing a person's e-mail
// address, phone number or postal address changes their profile, though no word names
// the profile. The details are a person's when the request names a customer or a user,
// says "my", or names a person by a title or a possessive (a phone only by a word for its
// number or the number itself), or, in Korean and Japanese, leaves the owner unsaid; they are another record's
// when the request names any other domain term ("the shipping address of order 5521",
// "the phone number on ticket 44", "the email template for the newsletter").

// ChangesContactDetails reports whether a request whose main operation is main changes a
// person's contact details, given its text and its domain terms (Match.Terms).
func (l *Lexicon) ChangesContactDetails(main, raw string, terms []string) bool {
	if l.Family(main) != "update" {
		return false
	}
	if address := emailAddress.FindString(raw); address != "" {
		// The words of the new address are no record's: "beatriz@nuevaempresa.es".
		rest := strings.Replace(raw, address, " ", 1)
		terms = append(l.Analyze(text.Tokens(rest), text.Norm(rest)).Terms, "email")
	}
	contact := false
	lower := strings.ToLower(raw)
	handled := userHandle.MatchString(raw) || l.bareHandle(lower)
	for _, t := range terms {
		switch {
		case contactDetails[t]:
			// A phone is a number only when it says so: "die App auf meinem Handy" is a device.
			contact = contact || t != "phone" || phoneNumber.MatchString(lower)
		case t == "contact" && !text.IsASCII(raw) && (phoneNumber.MatchString(lower) || emailAddress.MatchString(raw)):
			// Korean 연락처, Japanese 連絡先 given a number or an address are contact
			// details: "정우성 연락처 업뎃 010-3030-4040" (an English contact is a person).
			contact = true
		case handled && profileFields[t]:
			contact = true // a user named by a handle has a profile: "Zeitzone von k.yilmaz auf … stellen"
		case personTerms[t] || l.opIndex(t) >= 0 || IsGeneric(t): // the operation's own name is a term too; "neu ist …"
		default:
			return false
		}
	}
	// Korean and Japanese leave the asker unsaid: "登録しているメールアドレスを…に変更して" is
	// the asker's own.
	// A person named as having moved owns the new address: "Malte Riesbeck ist umgezogen,
	// neue Adresse: …".
	return contact && (slices.Contains(terms, "customer") || slices.Contains(terms, "user") || personOwner.MatchString(raw) || fieldOwnerNamed(lower) || handled || ownerUnsaid(raw) ||
		movedHome.MatchString(lower) && namesPerson.MatchString(raw))
}

// ownerUnsaid reports whether a Korean or Japanese request leaves the owner of the details
// it changes unsaid, and so means the asker's own: no office, shop or branch owns them.
func ownerUnsaid(raw string) bool {
	return !text.IsASCII(raw) && isSpaceless(raw) && !slices.ContainsFunc(placeOwners, func(p string) bool { return strings.Contains(raw, p) }) &&
		!koreanBranch.MatchString(raw)
}

// IsProfileField reports whether a domain term names a field of a person's profile: a
// contact detail, a name, a department, a job title, a time zone, a language.
func IsProfileField(term string) bool {
	return contactDetails[term] || profileFields[term] || term == "name"
}

// ChangedProfileField returns the field a request changes on a person's profile or
// account, as written ("Update the salary on Priya's profile to 85k" changes "salary",
// "Ändere die Kostenstelle im Konto von Benutzer 5120" "kostenstelle"), and whether it
// names one.
func ChangedProfileField(raw string) (string, bool) {
	lower := strings.ToLower(strings.ReplaceAll(raw, "’", "'"))
	for _, re := range changedFields {
		if m := re.FindStringSubmatch(lower); m != nil {
			return strings.TrimSpace(m[1]), true
		}
	}
	return "", false
}

// AskedRecordField returns the field a question asks of a person's record named by its
// number or handle, as written ("What was user 12's last purchase?" asks "last purchase",
// "Wer ist der Teamleiter von Benutzer 42?" "teamleiter", "사용자 42의 팀장이 누구야?"
// "팀장이"), and whether it asks one.
func AskedRecordField(raw string) (string, bool) {
	lower := strings.ToLower(strings.ReplaceAll(raw, "’", "'"))
	for _, re := range askedFields {
		if m := re.FindStringSubmatch(lower); m != nil && !loneParticles[m[1]] { // "사용자 42는 누구야" names none
			return strings.TrimSpace(m[1]), true
		}
	}
	return "", false
}

var loneParticles = set("은", "는", "이", "가", "의", "을", "를")

// askedFields find the field a question asks of a record: after the record's possessive,
// before "of user 42", or between the record and the question word in Korean and
// Japanese.
var askedFields = []*rx.Regexp{
	rx.MustCompile(`\b(?:user|account|customer|member)\s+#?[\w@.-]*\d[\w@.-]*'s\s+([\pL][\pL -]{1,30}?)(?:\s*[?.!,]|\s*$|\s+(?:is|was|please|pls|and|on file|in the system|to|for|from|so|because|if|when|that|which|who)\b)`),
	rx.MustCompile(`\b(?:what|who|which|when|where)(?:'s|\s+is|\s+was|\s+are|\s+were)\s+(?:the\s+)?([\pL][\pL -]{1,30}?)\s+(?:of|for|on)\s+(?:user|account|customer|member)\s+#?[\w@.-]*\d`),
	rx.MustCompile(`(?:^|\s)(?:wer|was|wie|welche[rs]?|wann|wo)\s+(?:ist|sind|war|waren)\s+(?:der|die|das)\s+([\pL-]+(?:\s+[\pL-]+)?)\s+(?:von|des|vom)\s+(?:benutzer|nutzer|user|konto|kunde)\w*\s+#?\S*\d`),
	rx.MustCompile(`(?:^|[\s¿])(?:cuál|cual|qué|que|quién|quien|cuándo|cuando|dónde|donde)\s+(?:es|fue|son|era|eran)\s+(?:el|la|los|las)\s+([\pL][\pL ]{1,30}?)\s+del?\s+(?:la\s+)?(?:usuari[oa]|cuenta|cliente)\s+#?\S*\d`),
	rx.MustCompile(`(?:사용자|유저|계정|회원|고객)\s*[\w@.-]*\d[\w@.-]*\s*(?:번\s*)?(?:의\s*)?(\p{Hangul}+?(?:\s\p{Hangul}+?)?)(?:이|가|은|는|을|를)?\s*(?:누구|뭐|무엇|어디|언제|몇)`),
	rx.MustCompile(`(?:ユーザー?|アカウント|会員|顧客)\s*[\w@.-]*\d[\w@.-]*\s*(?:さん)?の\s*([^\s、。？?をはがのっ]{1,15})(?:は|って|を教|\?|？)`),
}

// changedFields find the field a change names before the profile or account it is on.
var changedFields = []*rx.Regexp{
	rx.MustCompile(`\b(?:update|change|set|edit|modify|correct|fix|switch)\s+(?:the\s+|their\s+|his\s+|her\s+)?([\pL][\pL -]{1,40}?)\s+(?:on|of|in|for)\s+(?:the\s+)?(?:user|account|profile|\S+'s\s+(?:profile|account))\b`),
	rx.MustCompile(`\b(?:update|change|set|edit|modify)\s+user\s+\S+'s\s+([\pL][\pL -]{1,30}?)(?:\s+to\b|\s*$|[.,:])`),
	rx.MustCompile(`(?:^|\s)(?:ändere|aktualisiere|setze|bearbeite|korrigiere)\s+(?:die|den|das)\s+([\pL][\pL -]{1,40}?)\s+(?:im|in|des|der|von)\s+(?:dem\s+)?(?:konto|profil|benutzer|nutzer)`),
	rx.MustCompile(`(?:^|\s)(?:cambia|actualiza|modifica|edita|pon|corrige)\s+(?:el|la|los|las)\s+([\pL][\pL -]{1,40}?)\s+(?:del|de la|de|en el|en la)\s+(?:usuario|usuaria|cuenta|perfil)`),
	rx.MustCompile(`(?:^|\s)(?:cambia|aggiorna|modifica|imposta|correggi)\s+(?:il|la|lo|i|le|gli|l')\s*([\pL][\pL -]{1,40}?)\s+(?:del|della|dello|di|nel|nella|sul|sull')\s*(?:utente|account|profilo)`), // it
}

var (
	contactDetails = set("email", "phone", "address")
	personTerms    = set("customer", "user", "contact", "name", "employee", "personal details")
	// placeOwners are the offices and shops whose contact details are theirs, no
	// person's: "大阪支店の電話番号", "강남 지점 주소".
	placeOwners = []string{"店", "支社", "本社", "事務所", "オフィス", "営業所", "会社", "取引先", "지점", "매장", "사무실", "본사", "회사", "거래처",
		"명부", "명단", "名簿"} // and rosters: "고객 명부에 부서가 …"
	// koreanBranch is a branch named by its place: 강남점, 홍대점.
	koreanBranch = rx.MustCompile(`\p{Hangul}점(?:\s|을|의|에|$)`)
	// userHandle is a person named by a login handle after a preposition: "bei k.yilmaz",
	// "for jdoe_42" (an underscore between letters is spelled out before: SpelledOut).
	userHandle   = rx.MustCompile(`\b(?i:von|vom|bei|de|del|of|for|für|a)\s+[a-z][a-z0-9]*(?:\.[a-z][a-z0-9]*|_\d+)(?:$|[\s,.:;!?])`)
	emailAddress = rx.MustCompile(`[\w.+-]+@[\w-]+(?:\.[\w-]+)+`)
	phoneNumber  = rx.MustCompile(`number|nummer|번호|番号|ばんごう|número|numero|\+?\d[\d ()-]{5,}\d`) // a word for it, or the number itself
	// personOwner is a person named as the details' owner: the asker (in French, before
	// the field: "mon profil"), a title before a name ("M. Lefèvre", "frau weber" typed
	// in lower case), a possessive name, a name after "of", a user handle.
	personOwner = rx.MustCompile(`\b(?:[Mm]y|[Mm]ein\w*|[Mm]is?|[Mm]eu|[Mm]inha|[Mm]io|[Mm]ia|[Hh]is|[Hh]er|[Ss]eine?[mnrs]?|[Ii]hre?[mnrs]?)\s|` +
		`\b(?:Herrn?|Frau|Mr|Mrs|Ms|Dr|Sra?|Señora?|Señor|Mme|Sig|Sig\.ra|Dott|Dott\.ssa|Ing|Avv)\.?\s+\p{Lu}|\bM\.\s+\p{Lu}|\b(?:herrn?|frau)\s+\p{Ll}{3,}\b|` +
		`(?:^|\s)(?:[Mm]on|[Mm]a|[Mm]es)\s+(?:profil|adresse|numéro|fuseau|poste|service|nom|e-mail|courriel|téléphone)\b|\b\p{Lu}\p{Ll}+'s\s|\bu_\d+\b|` +
		`\b(?:von|de|of|[Bb]ei|do|da|di)\s+\p{Lu}\p{Ll}+\b|` + // "die E-Mail-Adresse von Bernd", "el correo de Beatriz", "Bei Stefan Wyss", "o celular do Marcelo", "il telefono di Laura"
		`\b(?:for|für|para|a|per)\s+\p{Lu}\p{Ll}+\s+\p{Lu}\p{Ll}+\b|` + // a full name: "the phone number for Aisha Bello", "el correo a Mariana Ortega"
		`\b(?:von|de|of|del|for|für|a|bei)\s+[a-z][\w-]*\.[a-z][\w-]*\b|` + // a handle: "die E-Mail von t.berg", "el correo de d.soler"
		`\b(?:[Ee]mployee|[Mm]itarbeiter(?:in)?|[Ee]mplead[oa]|[Uu]ser|[Bb]enutzer|[Nn]utzer|[Uu]suari[oa]|[Kk]onto|[Aa]ccount|[Cc]uenta|[Kk]unde|[Kk]undin|[Cc]liente)\s+#?\d+|` + // a person by number
		`\b\p{L}+le\s+a\s+\p{Lu}\p{Ll}+|` + // a Spanish clitic's person: "Ponle a María López el correo …"
		`(?:^|\s)(?:내|제|나의|저의)\s|私の|僕の|俺の|様の|さんの|様のご|씨의?\s|님의?\s`)
)

// fieldOwnerNamed reports whether a Portuguese request names a person, written in lower
// case, as the owner of a profile field: "muda o email do carlos", "altera o cargo do
// rfonseca". A shop's, a company's or a branch's field is no person's.
func fieldOwnerNamed(lower string) bool {
	m := ptFieldOwner.FindStringSubmatch(lower)
	return m != nil && !notPersonOwners[m[1]]
}

var (
	ptFieldOwner    = rx.MustCompile(`\b(?:o|a)\s+(?:e-?mail|telefone|celular|telemóvel|cargo|departamento|nome|fuso horário)\s+(?:do|da)\s+(\pL[\pL.]*)`)
	notPersonOwners = set("empresa", "loja", "filial", "escritório", "escritorio", "companhia", "banco", "escola", "hotel", "restaurante",
		"clínica", "clinica", "fornecedor", "fornecedora", "site", "app", "aplicativo", "sistema", "suporte", "equipe", "equipa", "time", "departamento", "setor")
)

// NamedAsChannel reports whether a request names a phone or an e-mail (the terms "phone"
// and "email") only as the way someone asked or reached the asker — "A customer on the
// phone asked …", "Ein Doktorand hat per Mail gefragt", "Una clienta al teléfono pregunta
// …" — and asks for no number or address.
func NamedAsChannel(term, raw string) bool {
	if term != "phone" && term != "email" {
		return false
	}
	lower := strings.ToLower(raw)
	if phoneNumber.MatchString(lower) || contactAddress.MatchString(lower) {
		return false
	}
	// The detail is asked when it is named beside the channel too: "asked by email for the
	// phone of user 42".
	if contactWord.MatchString(channel.ReplaceAllString(lower, " ")) {
		return false
	}
	if !someoneAsks.MatchString(lower) {
		return false // "der Kollege, der mir am Telefon geholfen hat" is a person asked about
	}
	// A channel with a recipient after it sends something there: "Inventurbericht per
	// Mail an Einkauf", "by email to the team".
	return slices.ContainsFunc(channel.FindAllStringIndex(lower, -1), func(m []int) bool {
		return !slices.ContainsFunc([]string{" an ", " to ", " a "}, func(p string) bool { return strings.HasPrefix(lower[m[1]:], p) })
	})
}

var (
	// channel names a phone or an e-mail as a way of reaching someone.
	channel = rx.MustCompile(`\b(?:on|over) the phone\b|\bphoned (?:in|to ask|asking)\b|\b(?:by|via) (?:phone|e-?mail)\b|\bin an e-?mail\b|` +
		`\bam telefon\b|\bper (?:telefon|e-?mail|mail)\b|\btelefonisch\b|` +
		`\b(?:al|por) teléfono\b|\bpor (?:correo|e-?mail)\b`)
	// someoneAsks says that someone asks, wants or waits, by whatever channel.
	someoneAsks    = rx.MustCompile(`(?:ask|want|need|request|question|wait|call|phoned in|frag|bitte|möchte|will|wissen|wartet|anfrage|pregunt|pide|pidió|quiere|necesita|solicit|consult|llam|espera|writ|schreib|escrib)`)
	contactWord    = rx.MustCompile(`phone|telefon|teléfono|e-?mail|\bmail\b|correo|전화|이메일|電話|メール`)
	contactAddress = rx.MustCompile(`address|adresse|dirección|direccion|주소|アドレス|住所`)
)

// NamesSite reports whether a request names a site by its place ("aktuelles Wetter am
// Standort Hannover", „Standort": Dresden): the word for a whereabouts is then a place,
// no one's current location asked.
func NamesSite(raw string) bool { return siteNamed.MatchString(raw) }

var siteNamed = rx.MustCompile(`(?:^|\s)(?:am|vom|beim) Standort\s+\p{Lu}|[Ss]tandort["“”„]?\s*[:=]\s*\p{Lu}`)

// ChangesAccountState reports whether a request changes an account's state rather than a
// field of its profile: suspends, locks, unlocks, disables, bans or expires it, puts it in
// a group, marks it VIP or shared, moves its data or its ownership, or keeps its user
// from signing in ("edit user account 77: suspend", "Kontodaten von Benutzer 77 ändern:
// Status = inaktiv", "editar la cuenta de usuario 77 para que caduque el 31 de
// diciembre").
func ChangesAccountState(raw string) bool {
	lower := strings.ToLower(raw)
	return accountState.MatchString(lower) && !namesPosition.MatchString(lower)
}

// namesPosition names a position, whose new value may hold a state's word ("Change user
// 42's position to Group Lead", "Ändere die Funktion von Benutzer 42 auf Gruppenleiter").
var namesPosition = rx.MustCompile(`\b(?:position|designation|job|title|role title)\b|(?:^|\s)(?:funktion|stelle|puesto|posición|cargo)(?:\s|$)`)

var accountState = rx.MustCompile(`\b(?:suspend\w*|lock|locked|unlock\w*|disabled?|deactivat\w*|inactive|ban|banned|block|blocked|expire[sd]?|expiry|vip|admin|` +
	`group|shared|region|ownership)\b|(?:can'?t|cannot|can no longer|no longer)\s+(?:log|sign)\s+in\b|` +
	`(?:^|\s)(?:sperr\w*|entsperr\w*|deaktivier\w*|inaktiv|abläuft|gruppe\w*|suspender|bloque\w*|desbloque\w*|desactiv\w*|inactiv[oa]|caduque|grupo\w*)(?:\s|$|[.,:;!?])|` +
	`비활성|활성 ?상태|정지|잠금|휴면|동결|無効化|停止|凍結|ロック`)

// bareHandle reports whether a request names a person by a bare login handle beside a
// profile field: "update jdoe email to …", "timezone for mkowalski to Europe/Warsaw",
// "jlee: timezone to Asia/Seoul", "r.alvarez timezone → America/Denver"; or by a full
// name in lower case (lowerNames). The handle is
// a word of no domain and no determiner, pronoun or kind of field ("update the email",
// "set work phone", "change display name").
func (l *Lexicon) bareHandle(lower string) bool {
	if !holdsAny(lower, handleFieldMarks) {
		return false
	}
	handle := func(res []*rx.Regexp, shaped bool) bool {
		for _, re := range res {
			for _, m := range re.FindAllStringSubmatch(lower, -1) {
				if h := strings.Join(m[1:], ""); h != "" && !notHandles[h] && (!shaped || handleLike(h)) && len(l.Analyze([]string{h}, h).Terms) == 0 && l.opIndex(h) < 0 {
					return true
				}
			}
		}
		return false
	}
	if handle(bareHandles, false) || handle(shapedHandles, true) {
		return true
	}
	m := lowerNames.FindStringSubmatch(lower)
	return m != nil && !slices.ContainsFunc(m[1:], func(w string) bool {
		return notHandles[w] || len(l.Analyze([]string{w}, w).Terms) > 0 || l.opIndex(w) >= 0
	})
}

// handleLike reports whether a lower-case word is shaped like a login handle, not a word:
// it holds a digit, a dot or an underscore, or starts with an initial run into a surname
// ("mvega", "rsanchez", "jperez"), two consonants no English, Spanish or German word
// starts with.
func handleLike(w string) bool {
	if strings.ContainsAny(w, "0123456789._") {
		return true
	}
	if len(w) < 4 || strings.ContainsRune("aeiouy", rune(w[0])) || strings.ContainsRune("aeiouy", rune(w[1])) {
		return false
	}
	return !wordOnsets[w[:2]]
}

// wordOnsets are the two consonants words start with.
var wordOnsets = set("bl", "br", "ch", "cl", "cr", "dr", "fl", "fr", "gl", "gn", "gr", "kl", "kn", "kr", "ll", "pf", "ph", "pl", "pr", "ps", "qu",
	"rh", "sc", "sh", "sk", "sl", "sm", "sn", "sp", "st", "sw", "sz", "th", "tr", "ts", "tw", "vl", "wh", "wr", "zw", "sch")

var (
	// handleFieldMarks are the field words every handle pattern needs one of: a quick
	// test before the patterns.
	handleFieldMarks = []string{"mail", "phone", "tz", "zone", "title", "address", "dept", "department", "locale", "language",
		"correo", "fono", "celular", "móvil", "movil", "direcci", "zona horaria", "cargo", "puesto", "nombre", "apellido", "departamento", "telefon", "handy", "adresse", "anschrift", "zeitzone", "titel", "abteilung"}
	// bareHandles find a handle, any word of no domain, right beside an English field:
	// "update jdoe email", "timezone for mkowalski to", "jlee: timezone to".
	bareHandles = []*rx.Regexp{
		rx.MustCompile(`\b(?:update|change|set|edit|fix|correct|modify)\s+([a-z][a-z0-9]*(?:[._-][a-z0-9]+)?)(?:'s)?\s+(?:(?:mailing|home|work|postal|primary)\s+)?(?:e-?mail|phone|tz|time ?zone|title|job title|address|department|dept|locale|language)\b`),
		rx.MustCompile(`\b(?:e-?mail|phone(?: number)?|tz|time ?zone|title|job title|address|department|dept|locale|language)\s+(?:for|of)\s+([a-z][a-z0-9]*(?:[._-][a-z0-9]+)?)\s+(?:to|→|->|=)\s`),
		rx.MustCompile(`^\s*([a-z][a-z0-9]*(?:[._-][a-z0-9]+)?)(?:\s*:|'s)?\s+(?:e-?mail|phone|tz|time ?zone|title|job title|address|department|dept|locale|language)\s*(?:to\s|→|->|=|:)\s*\S`),
	}
	// shapedHandles are handles only when shaped like one (handleLike): after a Spanish
	// or German field, as an indirect object, or leading as the subject ("jperez se mudó a
	// Bogotá, …").
	shapedHandles = []*rx.Regexp{
		rx.MustCompile(`(?:correo|e-?mail|mail|tel[eé]fono|celular|m[oó]vil|direcci[oó]n|zona horaria|cargo|puesto|nombre|apellido|departamento|telefon\w*|handynummer|adresse|anschrift|zeitzone|titel|abteilung|nachname)\s+(?:de|del|von|vom|bei)\s+([a-z][a-z0-9]*(?:[._-][a-z0-9]+)?)\b`),
		rx.MustCompile(`\ble\s+\S+\s+(?:a|para)\s+([a-z][a-z0-9]*(?:[._-][a-z0-9]+)?)\b|\b\p{L}+le\s+(?:el|la)\s+\S+\s+a\s+([a-z][a-z0-9]*(?:[._-][a-z0-9]+)?)\b`),
		rx.MustCompile(`^\s*([a-z][a-z0-9]*(?:[._-][a-z0-9]+)?)\s+(?:se|ist|hat|is|has|moved|got|cambió|cambio)\s`),
	}
	// lowerNames find a full name typed in lower case after a Spanish field and before the
	// new value: "cambia el teléfono de maría lópez al 611 234 567"; its groups are the
	// names.
	lowerNames = rx.MustCompile(`(?:correo|e-?mail|tel[eé]fono|celular|m[oó]vil|direcci[oó]n)\s+de\s+(\p{Ll}{3,})\s+(\p{Ll}{3,})\s+(?:al?|por|en)\s+[\d+]`)
	notHandles = set("the", "a", "an", "my", "his", "her", "their", "our", "your", "its", "this", "that", "these", "those", "all", "every", "each",
		"everyone", "everybody", "new", "old", "primary", "secondary", "work", "home", "main", "default", "billing", "support", "company", "team",
		"user", "account", "profile", "contact", "shipping", "store", "office", "me", "him", "them", "us", "customer", "personal", "display",
		"job", "backup", "recovery", "notification", "mobile", "cell", "emergency", "business", "email", "e-mail", "phone", "time", "zone",
		"to", "for", "of", "and", "or", "please", "pls", "plz", "now", "then", "also", "just", "only", "system", "server", "app", "device", "site",
		"website", "page", "event", "meeting", "ticket", "calendar", "sender", "reply", "from", "return", "forwarding", "alternate", "other",
		"official", "public", "private", "internal", "external", "corporate", "local", "global", "school", "course", "book", "song", "movie",
		"video", "post", "article", "blog", "document", "doc", "file", "report", "project", "product", "job's", "street", "mailing", "postal",
		"casa", "trabajo", "oficina", "empresa", "contacto", "emergencia", "la", "el", "los", "las", "mi", "su", "tu", "un", "una", "der", "die", "das", "dem", "den")
)
