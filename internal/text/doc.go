// Package text implements the text normalization used by the deterministic
// planner: query tokenization, catalog-string normalization and the small
// matching predicates built on them. It runs on every plan request and on
// every catalog string at index build, so every entry point has an ASCII fast
// path and the non-ASCII path reuses pooled scratch buffers.
//
// The reference implementation only tokenized ASCII words and Hangul runs.
// This package goes beyond it: it normalizes with NFKC and full Unicode case
// folding first (so fullwidth "ＧａＡｓ" is "gaas" and "Größe" is "grösse"),
// treats letters of every script, decimal digits and combining marks as word
// characters (Devanagari and Thai words stay whole), emits bigrams for
// Chinese/Japanese text, strips Korean particles, and adds accent-folded
// forms for Latin and other alphabetic scripts.
//
// Contract:
//
//   - Tokens(s) returns the distinct tokens of s in first-occurrence order.
//     s is NFKC-normalized and case-folded (cases.Fold), then split into
//     runs. A run is a maximal sequence of word characters — letters (any
//     script), decimal digits (Nd), combining marks (Mn, Mc) and '_' — that
//     is additionally split wherever the script class changes between
//     Hangul, CJK (Han, Hiragana, Katakana and the prolonged sound mark
//     U+30FC) and everything else (digits and '_' are "everything else").
//     A combining mark takes the class of the rune before it in its run, so
//     it never splits a run. Each run is emitted, followed by:
//     for Hangul runs, the stem left after removing the first matching
//     particle of 에서 에게 으로 까지 부터 처럼 보다 을 를 이 가 은 는 의 에 로 와 과,
//     provided the run is longer in runes than the particle plus one;
//     for CJK runs of two or more runes, every rune bigram;
//     for all other runs, the accent-folded form (NFD, drop Mn, NFC) when it
//     differs from the run and is not another word of the run's language
//     (German "hätte" gives no "hatte", "zähle" no "zahle"). Empty tokens are never emitted; duplicates are
//     dropped. "band_gap" is one token, "band gap" two.
//
//   - Norm(s) is NFKC, then case folding, keeping only letters and decimal
//     digits (unicode.IsLetter || unicode.IsDigit): spaces, punctuation,
//     symbols, '_' and combining marks are all dropped, so "band_gap",
//     "band gap" and "Band-Gap" all give "bandgap". Dropping marks keeps Norm
//     idempotent and makes "e\u0301" and "é" both "é" (NFKC composes first),
//     at the price of reducing scripts with dependent vowel signs
//     (Devanagari, Thai) to their consonant skeleton. The steps are repeated
//     until the result is NFKC-normal, so Norm(Norm(s)) == Norm(s).
//
//   - SemanticSubstring(a, b) takes two Norm()ed strings and reports whether
//     one contains the other, provided both are non-empty and the shorter
//     has at least 4 runes (both ASCII) or 3 runes (otherwise).
//
//   - QualifierVisible reports whether a key=value field qualifier is
//     visible in a query; see its documentation.
//
// Case folding is cases.Fold, except that its Cherokee mapping (which swaps
// the cases and so is not idempotent) is corrected to CaseFolding.txt's
// lowercase-to-uppercase fold.
//
// All functions are safe for concurrent use.
package text
