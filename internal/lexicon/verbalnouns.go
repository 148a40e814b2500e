package lexicon

import (
	"slices"
	"strings"
	"unicode"
	"unicode/utf8"

	"github.com/schemarouter/schemarouter/internal/rx"
)

// Verbal nouns carried out. Japanese and Korean often name an action by its verbal noun
// and then say that it is to be carried out: "在庫修正を実施してください", "数量変更の作業",
// "アカウントの無効化処理をお願いします", "재고 수정 처리 부탁드립니다", "계정 삭제 작업". The
// verbal noun alone also names dates, fields and states in read requests (修正履歴, 변경
// 이력), so the vocabulary gives write verbs with their endings; followed by a word for
// carrying it out, the noun is the request's action. The nouns are the stems of the
// vocabulary's own forms (修正して → 修正, 수정해줘 → 수정), so a catalog's aliases in
// that shape extend them too.

// verbalNounEndings are the verb endings whose stems are verbal nouns.
var verbalNounEndings = []string{"して", "する", "したい", "しま", "해줘", "해주", "하기", "하세요"}

// nounCarryingOut are the words for carrying an action out, never verbal nouns of one.
var nounCarryingOut = set("実行", "実施", "処理", "作業", "操作", "手続", "手続き", "対応", "依頼", "申請", "反映",
	"처리", "작업", "진행", "실행", "요청", "신청", "반영")

// verbalNouns maps the verbal nouns of the operations to their operation, the first
// operation in vocabulary order for a noun several share.
func verbalNouns(ops []Operation, family map[string]string) map[string]string {
	nouns := map[string]string{}
	for _, op := range ops {
		for _, f := range op.Forms {
			if family[op.Op] == ReadFamily && utf8.RuneCountInString(f) >= 2 && !nounCarryingOut[f] && sinoNoun(f) && !koreanVerbForm(f) {
				if _, seen := nouns[f]; !seen {
					nouns[f] = op.Op // a read's bare noun: 조회, 検索
				}
			}
			for _, end := range verbalNounEndings {
				stem, ok := strings.CutSuffix(f, end)
				if !ok || utf8.RuneCountInString(stem) < 2 || nounCarryingOut[stem] || !sinoNoun(stem) {
					continue
				}
				if _, seen := nouns[stem]; !seen {
					nouns[stem] = op.Op
				}
			}
		}
	}
	return nouns
}

// koreanVerbForm reports whether a Hangul form ends like an inflected verb (찾아, 읽어,
// 봐줘, 확인해): no noun.
func koreanVerbForm(f string) bool {
	r, _ := utf8.DecodeLastRuneInString(f)
	return strings.ContainsRune("아어줘해요라지고게", r)
}

// sinoNoun reports whether a stem is written in Han or Katakana only, or in Hangul only
// (a verb's stem written in kana, 入れて, is none; Hangul verb forms are told apart by
// koreanVerbForm).
func sinoNoun(s string) bool {
	han := !strings.ContainsFunc(s, func(r rune) bool { return !unicode.In(r, unicode.Han, unicode.Katakana) && r != 'ー' })
	hangul := !strings.ContainsFunc(s, func(r rune) bool { return !unicode.Is(unicode.Hangul, r) })
	return han || hangul
}

// carriedOut is a word for carrying an act out after its verbal noun, with what may stand
// between them: "の処理", "する作業", "リクエストを処理", "を実施", "作業", " 처리", "를 진행",
// "하는 작업", "요청을 처리", a task told as what it is, closing the request ("이 작업은
// … 생성하는 거야"), and one wished done ("생성하면 좋겠는데", "등록하기를 원해"). The first
// group is what stands between.
var carriedOut = rx.MustCompile(`(の|する|リクエストを|依頼を)?(?:処理|作業|操作|手続)|(を)(?:実施|実行|行|お願|依頼)|(\s*(?:을|를|하는|요청을|요청)?\s*)(?:처리|작업|진행|실행|동작|기능|오퍼레이션)|하는\s*(?:거|것)(?:야|예요|에요|이에요|입니다|임)?\s*[.!]?\s*$|하면\s*좋겠|하(?:기를|길)\s*(?:원|바)`)

// taskIs names the task to do and then says which act it is, the act's verbal noun
// before the copula: "해야 할 작업은 지원 티켓 생성입니다: …", "수행할 작업은 일정 등록이에요".
var taskIs = rx.MustCompile(`(?:(?:해야\s*할|수행할|실행할|처리할|요청할|요청하는|원하는|하려는)\s*(?:작업|업무|일|요청|용건)|(?:작업|업무|요청)\s*(?:종류|유형))[은는]\s[^:：]*?(\p{Hangul}+?)\s*(?:입니다|이에요|예요|이야|이다|임|이고|이며)|` +
	// a noun labelled by the act to do on it: "생성할 티켓: …", "수정할 프로필: …"
	`(\p{Hangul}{2,})할\s+\p{Hangul}{1,5}\s*[:：]`)

// NounAction returns the operation of the last verbal noun a Japanese or Korean request
// says is to be carried out ("在庫修正を実施", "アカウント停止の処理", "재고 수정 처리"), or "".
func (l *Lexicon) NounAction(raw string) string {
	if !strings.ContainsFunc(raw, func(r rune) bool { return unicode.In(r, unicode.Hangul, unicode.Han, unicode.Katakana) }) {
		return ""
	}
	if !strings.ContainsFunc(raw, func(r rune) bool {
		return strings.ContainsRune("処作操手実行願依처작진실동기오업일요용거것좋원바할", r)
	}) {
		return "" // no word of carrying out: the regular expression below is the costly part
	}
	op := ""
	if m := taskIs.FindStringSubmatch(raw); m != nil {
		for noun := m[1] + m[2]; noun != ""; {
			if nounOp, ok := l.verbalNouns[noun]; ok {
				return nounOp
			}
			_, size := utf8.DecodeRuneInString(noun)
			noun = noun[size:]
		}
	}
	for _, m := range carriedOut.FindAllStringSubmatchIndex(raw, -1) {
		if describesRecord(raw[m[1]:]) {
			continue // "在庫修正作業の履歴", "재고 수정 작업 이력": the work's record
		}
		end := m[0] // the verbal noun ends where what stands between begins
		// The longest noun of at most eight runes ending there.
		start := end
		for n := 0; n < 8 && start > 0; n++ {
			_, size := utf8.DecodeLastRuneInString(raw[:start])
			start -= size
		}
		for s := start; s < end; {
			if nounOp, ok := l.verbalNouns[raw[s:end]]; ok {
				op = nounOp
				break
			}
			_, size := utf8.DecodeRuneInString(raw[s:])
			s += size
		}
	}
	return op
}

// describesRecord reports whether the text after a word of carrying out makes the work
// a record's description: a Japanese の before a noun, or a history, log or status.
func describesRecord(after string) bool {
	after = strings.TrimLeft(after, " ")
	return strings.HasPrefix(after, "の") || slices.ContainsFunc([]string{"이력", "내역", "현황", "기록", "로그", "履歴", "ログ", "記録",
		"사용법", "방법", "설명", "가이드", "매뉴얼", "문서", "권한", "使い方", "方法", "説明"}, // "일정 생성 기능 사용법": how to use it
		func(w string) bool { return strings.HasPrefix(after, w) })
}
