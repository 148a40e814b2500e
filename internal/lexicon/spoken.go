package lexicon

import (
	"strconv"
	"strings"
	"unicode"
	"unicode/utf8"
)

// Spoken returns a request as it would be written when it was said: without the English
// fillers of speech ("uh", "um"), with the English numbers it says in words written in
// digits ("sku seven seven eight" is "sku 778", "the last thirty days" "the last 30
// days", "twenty twenty" "2020", "five hundred" "500") and with a code spelled letter by
// letter written as one word ("s k u" is "sku"). A digit said
// alone stays a word ("the red one", "take it down to seven"): only a run of them, a
// ten, a teen or a hundred is a number. Other texts are returned as they are.
func Spoken(raw string) string {
	if !strings.ContainsFunc(raw, isASCIILetter) {
		return raw
	}
	var b strings.Builder
	words := spokenWords(raw)
	for i := 0; i < len(words); i++ {
		w := words[i]
		lower := strings.ToLower(w.text)
		if w.word && (fillers[lower] || lower == "um" && i+2 < len(words) && words[i+1].text == " " && afterUm[strings.ToLower(words[i+2].text)]) {
			// The filler goes with the space or comma after it.
			if i+1 < len(words) && !words[i+1].word && strings.TrimLeft(words[i+1].text, ", ") == "" {
				i++
			}
			continue
		}
		if n, end := saidNumber(words, i); end > i {
			b.WriteString(n)
			i = end - 1
			continue
		}
		if letters, end := saidLetters(words, i); end > i {
			b.WriteString(letters)
			i = end - 1
			continue
		}
		b.WriteString(w.text)
	}
	return b.String()
}

// spokenWord is a run of ASCII letters (a word) or of anything else.
type spokenWord struct {
	text string
	word bool
}

// spokenWords splits a text into runs of ASCII letters and runs of anything else.
func spokenWords(raw string) []spokenWord {
	var out []spokenWord
	start := 0
	for i, r := range raw {
		if i > start && isASCIILetter(r) != isASCIILetter(rune(raw[start])) {
			out = append(out, spokenWord{raw[start:i], isASCIILetter(rune(raw[start]))})
			start = i
		}
	}
	if start < len(raw) {
		out = append(out, spokenWord{raw[start:], isASCIILetter(rune(raw[start]))})
	}
	// A letter run inside a word of other letters ("café") is no English word.
	for i, w := range out {
		if w.word && (i > 0 && endsInLetter(out[i-1].text) || i+1 < len(out) && startsWithLetter(out[i+1].text)) {
			out[i].word = false
		}
	}
	return out
}

func isASCIILetter(r rune) bool { return r < 0x80 && unicode.IsLetter(r) }

// endsInLetter and startsWithLetter report whether a run ends or starts with a letter or
// digit, which would join a neighbouring letter run into one word.
func endsInLetter(s string) bool {
	r, _ := utf8.DecodeLastRuneInString(s)
	return unicode.IsLetter(r) || unicode.IsDigit(r)
}

func startsWithLetter(s string) bool {
	r, _ := utf8.DecodeRuneInString(s)
	return unicode.IsLetter(r) || unicode.IsDigit(r)
}

// saidNumber reads the number said from words[i] on: a run of number words joined by
// single spaces or hyphens. It returns the digits and the index after the run's last
// word, or end == i when no number starts there.
func saidNumber(words []spokenWord, i int) (digits string, end int) {
	var parts []string // each group's digits
	units := 0         // groups that are a digit alone
	j := i
	for j < len(words) && words[j].word {
		lower := strings.ToLower(words[j].text)
		n, ok := numberWords[lower]
		if !ok {
			break
		}
		next := j + 1
		switch {
		case n >= 20 && n%10 == 0:
			// A ten, with the digit after it: "thirty five", "thirty-five".
			if k := j + 2; k < len(words) && joiner(words[j+1].text) && words[k].word {
				if u, ok := numberWords[strings.ToLower(words[k].text)]; ok && u < 10 && u > 0 {
					n += u
					next = k + 1
				}
			}
		case n < 10:
			// A hundred after a digit: "five hundred", "two hundred forty".
			if k := j + 2; k < len(words) && joiner(words[j+1].text) && strings.EqualFold(words[k].text, "hundred") {
				n *= 100
				next = k + 1
				if rest, e := saidNumber(words, next+1); e > next+1 && next < len(words) && joiner(words[next].text) && len(rest) <= 2 {
					r, _ := strconv.Atoi(rest)
					n += r
					next = e
				}
			} else {
				units++
			}
		}
		parts = append(parts, strconv.Itoa(n))
		j = next
		if j+1 < len(words) && joiner(words[j].text) && words[j+1].word {
			if _, ok := numberWords[strings.ToLower(words[j+1].text)]; ok {
				j++
				continue
			}
		}
		break
	}
	if len(parts) == 0 || len(parts) == 1 && units == 1 {
		return "", i
	}
	return strings.Join(parts, ""), j
}

// saidLetters reads a code spelled letter by letter from words[i] on: three or more
// single letters joined by single spaces ("s k u", "p d f"). A vowel that is a word of its
// own ("a", "i", "e", "o", "y") neither starts nor ends the run. It returns the letters
// joined and the index after the run's last letter, or end == i when none starts there.
func saidLetters(words []spokenWord, i int) (letters string, end int) {
	var run []string
	j := i
	for j < len(words) && words[j].word && len(words[j].text) == 1 {
		run = append(run, words[j].text)
		if j+2 < len(words) && words[j+1].text == " " && words[j+2].word && len(words[j+2].text) == 1 {
			j += 2
			continue
		}
		j++
		break
	}
	for len(run) > 0 && vowelWords[strings.ToLower(run[len(run)-1])] {
		run = run[:len(run)-1]
		j -= 2 // the letter and the space before it
	}
	if len(run) < 3 || vowelWords[strings.ToLower(run[0])] {
		return "", i
	}
	return strings.Join(run, ""), j
}

// vowelWords are the single letters that are words of their own.
var vowelWords = set("a", "i", "e", "o", "y")

// joiner reports whether the text between two number words joins them.
func joiner(s string) bool { return s == " " || s == "-" }

// numberWords are the English words for the digits, the teens and the tens.
var numberWords = map[string]int{
	"zero": 0, "one": 1, "two": 2, "three": 3, "four": 4, "five": 5, "six": 6, "seven": 7, "eight": 8, "nine": 9,
	"ten": 10, "eleven": 11, "twelve": 12, "thirteen": 13, "fourteen": 14, "fifteen": 15, "sixteen": 16,
	"seventeen": 17, "eighteen": 18, "nineteen": 19, "twenty": 20, "thirty": 30, "forty": 40, "fifty": 50,
	"sixty": 60, "seventy": 70, "eighty": 80, "ninety": 90,
}

// fillers are the sounds that fill a pause in speech, asking nothing.
var fillers = set("uh", "uhh", "uhm", "umm", "erm", "ehm")

// afterUm are the English words an "um" of speech comes before; German "um" comes before
// a time, a place or a verb's object ("um 11 Uhr", "ins Lager um").
var afterUm = set("is", "are", "what", "i", "we", "can", "could", "so", "how", "show", "check", "like", "okay", "ok", "do", "did",
	"where", "when", "who", "you", "and", "please", "get", "find", "tell", "it", "there", "yeah", "yes", "no", "actually")
