package text

import "strings"

// IsStopword reports whether a token (as produced by Tokens) is a function word that
// carries no routing meaning: articles, prepositions, conjunctions, pronouns and
// auxiliaries of English, Spanish, French, German, Portuguese and Italian. Action verbs ("get",
// "list", "delete") and domain words are never stopwords. The planner ignores
// stopwords in lexical matching, which the reference does not (see docs/DECISIONS.md):
// otherwise "the" in a query matches every endpoint whose description says "the".
func IsStopword(tok string) bool {
	_, ok := stopwords[tok]
	return ok
}

// Singular maps a plural English-looking token to its singular ("papers" → "paper",
// "properties" → "property", "matches" → "match"), so that lexical matching does not
// depend on number. Other tokens are returned unchanged.
func Singular(tok string) string {
	n := len(tok)
	if n < 4 || tok[n-1] != 's' || !IsASCII(tok) {
		return tok
	}
	switch {
	case strings.HasSuffix(tok, "ss"), strings.HasSuffix(tok, "us"), strings.HasSuffix(tok, "is"):
		return tok
	case strings.HasSuffix(tok, "ies") && n > 4:
		return tok[:n-3] + "y"
	case strings.HasSuffix(tok, "sses"), strings.HasSuffix(tok, "xes"), strings.HasSuffix(tok, "ches"), strings.HasSuffix(tok, "shes"):
		return tok[:n-2]
	}
	return tok[:n-1]
}

var stopwords = func() map[string]struct{} {
	words := []string{
		// English
		"a", "an", "the", "of", "for", "to", "in", "on", "at", "by", "with", "from", "into",
		"and", "or", "but", "nor", "if", "than", "then", "so", "as", "per",
		"is", "are", "was", "were", "be", "been", "being", "am", "do", "does", "did",
		"can", "could", "would", "should", "will", "shall", "may", "might", "must",
		"i", "me", "my", "mine", "you", "your", "yours", "we", "us", "our", "ours",
		"he", "him", "his", "she", "her", "hers", "it", "its", "they", "them", "their",
		"this", "that", "these", "those", "there", "here", "what", "which", "who", "whom",
		"whose", "how", "when", "where", "why", "please", "some", "any", "all", "each",
		"about", "also", "just", "only", "very", "too", "let", "s", "new", "such",
		// request preambles ("help me with", "quick request", "I need")
		"help", "request", "need", "want", "quick",
		// words about the request itself ("for this operation", "need this action")
		"operation", "task", "action",
		// Spanish
		"el", "la", "los", "las", "un", "una", "unos", "unas", "de", "del", "al", "y", "o",
		"en", "por", "para", "con", "que", "se", "su", "sus", "mi", "mis", "es", "lo",
		// French
		"le", "les", "des", "du", "et", "ou", "pour", "avec", "dans", "sur", "une", "est",
		"au", "aux", "ce", "cette", "mon", "ma", "mes", "je", "vous", "nous",
		// German
		"der", "die", "das", "den", "dem", "des", "ein", "eine", "einen", "einem", "einer",
		"und", "oder", "von", "mit", "für", "fur", "zu", "zum", "zur", "im", "ist", "ich", "mir", "mein", "meine",
		// Portuguese
		"os", "as", "um", "uma", "do", "da", "dos", "das", "e", "em", "no", "na", "nos", "nas", "com", "meu", "minha",
		// Italian ("quanti" is no "quantity")
		"il", "lo", "gli", "di", "della", "dello", "delle", "degli", "dei", "nel", "nella", "sul", "sulla", "alla", "allo",
		"che", "è", "uno", "mio", "mia", "ci", "ti", "ha", "ho", "quanti", "quante", "quanto", "quanta",
	}
	m := make(map[string]struct{}, len(words))
	for _, w := range words {
		m[w] = struct{}{}
	}
	return m
}()
