package lexicon

import (
	"strings"
	"sync"
	"unicode"
	"unicode/utf8"
)

// Places. Some words name what a request is about only together with where it is
// asked about: a forecast is of the weather at a place, while "a forecast" of a stock
// index, of cherry blossoms or of an alloy's fatigue life is none a weather endpoint
// gives. Such words (situated) are evidence for a route only when the request also
// names a place: a city from the built-in gazetteer, or a capitalized name after a
// preposition of place ("forecast for Graz", "pronóstico para Bilbao"), or a Latin
// name inside Korean, Japanese or Chinese text ("Bangkok 주말 forecast"). Countries
// and regions are left out: what a city endpoint serves is a city.

// situated are the English words (lower case, singular) that count as evidence only
// when the request names a place.
var situated = set("forecast")

// IsSituated reports whether an English token (lower case, singular) is evidence for a
// route only in a request that names a place (NamesPlace).
func IsSituated(token string) bool { return situated[token] }

// cities is the gazetteer: major cities in the forms the supported languages write
// them. Latin names match as whole words, the others as substrings.
var cities = []string{
	// Korea
	"seoul", "busan", "pusan", "incheon", "daegu", "daejeon", "gwangju", "ulsan", "suwon", "jeju", "gangneung",
	"sokcho", "jeonju", "pohang", "changwon", "chuncheon", "yeosu", "gyeongju",
	"서울", "부산", "인천", "대구", "대전", "광주", "울산", "수원", "제주", "강릉", "속초", "포항", "창원",
	"춘천", "여수",
	"ソウル", "釜山", "仁川", "大邱", "済州", "首尔", "首爾", "仁川",
	// Japan
	"tokyo", "osaka", "kyoto", "nagoya", "sapporo", "fukuoka", "yokohama", "kobe", "sendai", "hiroshima",
	"naha", "okinawa", "kanazawa", "nagasaki", "nara",
	"東京", "大阪", "京都", "名古屋", "札幌", "福岡", "横浜", "神戸", "仙台", "広島", "那覇", "沖縄", "金沢", "長崎", "奈良",
	"도쿄", "오사카", "교토", "나고야", "삿포로", "후쿠오카", "요코하마", "고베", "오키나와",
	// China, Taiwan and South-East Asia
	"beijing", "shanghai", "hong kong", "shenzhen", "guangzhou", "taipei", "singapore", "bangkok", "hanoi",
	"ho chi minh city", "saigon", "da nang", "manila", "jakarta", "bali", "kuala lumpur", "mumbai", "delhi",
	"new delhi", "bangalore",
	"北京", "上海", "香港", "深圳", "广州", "廣州", "台北", "臺北", "新加坡", "曼谷", "河内", "河內",
	"베이징", "상하이", "홍콩", "타이베이", "싱가포르", "방콕", "하노이", "호치민", "다낭", "마닐라", "자카르타", "발리",
	"뭄바이", "델리",
	"ペキン", "シャンハイ", "シンガポール", "バンコク", "ハノイ", "ホーチミン", "マニラ", "ジャカルタ", "バリ島",
	// Americas
	"new york", "nyc", "los angeles", "san francisco", "chicago", "boston", "seattle", "miami", "houston",
	"dallas", "austin", "denver", "atlanta", "washington", "philadelphia", "las vegas", "san diego", "portland",
	"toronto", "vancouver", "montreal", "montréal", "mexico city", "ciudad de méxico", "guadalajara", "monterrey",
	"bogotá", "medellín", "lima", "santiago", "buenos aires", "são paulo", "sao paulo", "rio de janeiro",
	"montevideo", "caracas", "quito", "havana", "la habana",
	"뉴욕", "로스앤젤레스", "샌프란시스코", "시카고", "보스턴", "시애틀", "마이애미", "라스베이거스", "토론토", "밴쿠버",
	"ニューヨーク", "ロサンゼルス", "サンフランシスコ", "シカゴ", "ボストン", "シアトル", "マイアミ", "ラスベガス",
	"トロント", "バンクーバー", "纽约", "紐約", "洛杉矶", "洛杉磯", "旧金山", "舊金山",
	// Europe
	"london", "paris", "berlin", "munich", "münchen", "hamburg", "frankfurt", "cologne", "köln", "stuttgart",
	"düsseldorf", "dresden", "leipzig", "hannover", "hanover", "bremen", "nuremberg", "nürnberg", "rostock",
	"vienna", "wien", "graz", "salzburg", "innsbruck", "zurich", "zürich", "geneva", "genf", "genève", "basel",
	"bern", "madrid", "barcelona", "valencia", "seville", "sevilla", "bilbao", "zaragoza", "málaga", "malaga",
	"granada", "palma", "lisbon", "lisboa", "porto", "rome", "roma", "milan", "milano", "mailand",
	"naples", "napoli", "florence", "firenze", "venice", "venezia", "amsterdam", "rotterdam", "brussels",
	"bruxelles", "brüssel", "copenhagen", "kopenhagen", "stockholm", "oslo", "helsinki", "reykjavik",
	"dublin", "edinburgh", "manchester", "prague", "prag", "praha", "warsaw", "warschau", "budapest",
	"athens", "athen", "istanbul", "moscow", "moskau", "lyon", "marseille",
	"런던", "파리", "베를린", "뮌헨", "프랑크푸르트", "취리히", "제네바", "마드리드", "바르셀로나", "리스본", "로마",
	"밀라노", "암스테르담", "프라하", "이스탄불", "모스크바",
	"ロンドン", "パリ", "ベルリン", "ミュンヘン", "フランクフルト", "ウィーン", "チューリッヒ", "ジュネーブ", "マドリード",
	"バルセロナ", "リスボン", "ローマ", "ミラノ", "アムステルダム", "プラハ", "イスタンブール", "モスクワ",
	"伦敦", "倫敦", "巴黎", "柏林",
	// Oceania, Africa and the Middle East
	"sydney", "melbourne", "brisbane", "auckland", "cairo", "cape town", "johannesburg", "nairobi", "lagos",
	"dubai", "abu dhabi", "doha", "tel aviv", "jerusalem",
	"시드니", "멜버른", "오클랜드", "카이로", "두바이", "シドニー", "メルボルン", "ドバイ", "カイロ", "悉尼", "迪拜",
}

var compiledCities = sync.OnceValue(func() phrases { return compilePhrases(cities) })

// placePrepositions come before a place name: "for Graz", "in Leipzig", "para Bilbao",
// "für Genf", "à Lyon", "em Porto".
var placePrepositions = set("for", "in", "at", "near", "around", "para", "en", "de", "für", "bei", "nach",
	"pour", "à", "em")

// notPlaces are capitalized words that follow a preposition of place without being one:
// weekdays, months, seasons and the German time nouns (German capitalizes every noun).
var notPlaces = set(
	"monday", "tuesday", "wednesday", "thursday", "friday", "saturday", "sunday",
	"january", "february", "march", "april", "may", "june", "july", "august", "september", "october",
	"november", "december", "spring", "summer", "autumn", "fall", "winter", "q1", "q2", "q3", "q4",
	"montag", "dienstag", "mittwoch", "donnerstag", "freitag", "samstag", "sonntag",
	"januar", "februar", "märz", "mai", "juni", "juli", "oktober", "dezember",
	"sommer", "herbst", "frühling", "morgen", "vormittag", "mittag", "nachmittag", "abend", "nacht",
	"woche", "wochenende", "monat", "jahr", "tag", "tage", "zukunft", "heute",
	"lunes", "martes", "miércoles", "jueves", "viernes", "sábado", "domingo")

// NamesPlace reports whether a request names a place, given its raw text, tokens
// (text.Tokens) and normalized form (text.Norm): see the section comment.
func NamesPlace(raw string, tokens []string, norm string) bool {
	if compiledCities().said(tokens, norm) {
		return true
	}
	cjk := strings.ContainsFunc(raw, func(r rune) bool {
		return unicode.In(r, unicode.Hangul, unicode.Hiragana, unicode.Katakana, unicode.Han)
	})
	prev := ""
	for w := range strings.FieldsFuncSeq(raw, func(r rune) bool { return !unicode.IsLetter(r) && r != '-' && r != '\'' }) {
		lower := strings.ToLower(w)
		if properName(w) && !notPlaces[lower] && (placePrepositions[prev] || (cjk && latinWord(w))) {
			return true
		}
		prev = lower
	}
	return false
}

// properName reports whether a word is written as a name: an upper-case letter
// followed by a lower-case one ("Graz", not "DAX" or "a").
func properName(w string) bool {
	first, n := utf8.DecodeRuneInString(w)
	second, _ := utf8.DecodeRuneInString(w[n:])
	return unicode.IsUpper(first) && unicode.IsLower(second)
}

// latinWord reports whether a word is written in the Latin script only.
func latinWord(w string) bool {
	for _, r := range w {
		if unicode.IsLetter(r) && !unicode.Is(unicode.Latin, r) {
			return false
		}
	}
	return true
}
