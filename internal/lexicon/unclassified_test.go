package lexicon

import (
	"strings"
	"testing"
)

func TestAnUnknownFinalVerbIsReported(t *testing.T) {
	l := Default()
	tests := []verbCase{
		{"korean unknown verb", "결정 구조를 논문용 그림으로 렌더링해줘", "렌더링해줘"},
		{"putting the answer together is no action", "MoS2의 층간 거리랑 결정계를 표로 정리해 주세요", ""},
		{"korean unknown verb after its object", "지난 분기 회의 시간을 주별로 집계해줘", "집계해줘"},
		{"english verb with a korean ending", "이 paper의 figure 3 data를 CSV로 extract 해줘", "extract 해줘"},
		{"japanese unknown verb", "明日の会議室を暖めて", "暖めて"},
		{"japanese unknown verb with its ending", "定例ミーティングの議事録を清書しておいて", "清書しておいて"},
		{"japanese light verb takes its noun", "定例ミーティングの議事録を清書して", "清書して"},
		{"a verbal noun naming a domain term is left to the guards", "このアルミ合金の疲労寿命を予測して", ""},
		{"laughter and politeness are trimmed", "support team에 칭찬 feedback 남겨줘 ㅋㅋ plz", "남겨줘"},
		{"korean known verb", "SKU-7781 재고 보여줘", ""},
		{"a casual imperative in bare 해", "이 동작만 수행해: 날씨 센서를 보정해", "보정해"},
		{"an english verb with bare 해", "weather sensor를 calibrate해", "calibrate해"},
		{"a question in bare 해 asks nothing", "TSLA의 현재 주가를 알려줘 가능해?", ""},
		{"an adjective in bare 해", "서류가 필요해", ""},
		{"a known verb in bare 해", "SKU-55 재고를 update해", ""},
		{"a closing sentence on how to answer", "AAPLの最新の株価を教えて。日本語で簡潔に答えて。", ""},
		{"a closing sentence asking to hurry", "SKU-7781 재고 보여줘. 서둘러 줘", ""},
		{"a closing clause after a complete request", "東京の天気を教えて、簡潔に頼んで", ""},
		{"a clause that is not a complete request", "明日の会議室を、早めに暖めて", "暖めて"},
		{"korean give after a noun", "AAPL 주가 줘", ""},
		{"japanese word ending in て that is no verb", "GaAsのバンドギャップについて", ""},
		{"the verb of the sentence naming the request", "会議室が寒すぎる。明日の会議室を暖めて。よろしく", "暖めて"},
		{"korean verb that carries the request out", "SKU-7781 재고 조회 요청 처리해줘", ""},
		{"japanese verb that carries the request out", "SKU-7781の在庫照会を進めて", ""},
		{"getting back with the answer", "SKU-7781の在庫を調べて折り返してください", ""},
		{"korean known verb written apart", "대구 날씨 알려 주세요", ""},
		{"korean polite ending of a known verb", "대구의 향후 5일간 일기 예보를 제공하십시오.", ""},
		{"english known verb with a korean ending", "SKU-3301 quantity를 40으로 update 해줘", ""},
		{"a particle after an english verb", "이번 주 금요일 schedule만 list up 해줘", ""},
		{"japanese known verb", "東京の天気を教えてください", ""},
		{"japanese casual ending of a known verb", "SKU-4415の数量、150に更新しといて", ""},
		{"the word before completes the form", "明日の12時にランチ会の予定を入れて", ""},
		{"a question is no request for an action", "SKU-1042 warehouse location 어디야?", ""},
		{"a noun ending is no verb", "테슬라 현재 주가", ""},
		{"european languages are not read", "please reorganize my calendar", ""},
		{"japanese polite question of an unknown verb", "SKU D-881 のパレットを運送会社に手配していただけますか。", "手配していただけますか"},
		{"an english verb of two words before the light verb", "user ID 66310のaccount情報をlook upしていただけますか。", ""},
		{"a verbal noun before only", "メール連携が動かない件を、サポートチケットとして登録だけしてください", ""},
		{"an adverb between object and verb", "로그인 안 돼, 티켓 좀 끊어줘", ""},
	}
	expectVerbs(t, "UnknownFinalVerb", l.UnknownFinalVerb, tests)
}

func TestKnownVerbsWithTheirEndingsAreKnown(t *testing.T) {
	l := Default()
	for _, q := range []string{
		"SKU-1 수량을 40으로 업데이트 해 주세요",
		"사용자 3021 이름을 변경해 주시겠어요?",
		"이번 주 금요일 회의 일정을 잡아 줄래?",
		"在庫の更新をしてください",
		"金曜の会議を消しておいて",
		"チケットの件名を直して",
		"今週の予定をリストアップして",
		"新しいサポート案件を一件起票するだけにしてください", // "make it only": the verb is before
	} {
		if got := l.UnknownFinalVerb(q); got != "" {
			t.Errorf("UnknownFinalVerb(%q) = %q, want a known verb", q, got)
		}
	}
}

func TestAnUnknownLeadingEnglishVerbIsReported(t *testing.T) {
	l := Default()
	tests := []verbCase{
		{"an unknown imperative", "Ship SKU-44 to the Berlin warehouse", "ship"},
		{"after politeness", "can you please track the shipment for SKU-8810", "track"},
		{"after a wish", "I'd like to ship SKU-44 to Berlin", "ship"},
		{"after a heading that names nothing", "Quick request: mute my meeting reminders", "mute"},
		{"a known verb", "Show the latest quote for AAPL", ""},
		{"a year is no object", "AAPL 2023 price history", ""},
		{"a measure is no object", "Berlin 3-day forecast", ""},
		{"a greeting", "Hello, the weather in Berlin please", ""},
		{"an adverb", "Lastly the AAPL quote", ""},
		{"a pronoun after a verb of telling", "Walk me through my calendar events", ""},
		{"a spanish statement in -o", "Voy a cambiar el email del usuario bob", ""},
		{"a spanish imperative", "estima el punto de reorden para el SKU-1288", "estima"},
		{"a spanish question is no imperative", "¿Tienes el precio de AAPL?", ""},
		{"a known imperative with its pronoun", "Consígueme el precio de AAPL", ""},
		{"a known infinitive with its pronoun", "¿Puedes darme la cotización de AAPL?", ""},
		{"an english possibility", "Is it possible to ship SKU-44 to Berlin?", "ship"},
		{"a german imperative", "Zeichne die Phononen-Dispersion für Silizium neu", "zeichne"},
		{"a german noun heading the request", "Kurs der Deutschen Bank heute", ""},
		{"a german separable verb the vocabulary knows", "Rufe den aktuellen Kurs von SAP ab", ""},
		{"a german heading that names nothing", "hilf mir dabei: ermittle das aktuelle Wetter in Busan", ""},
		{"a german question's verb", "Kostet die SAP-Aktie gerade mehr als 100 Euro?", ""},
		{"a german yes-or-no question's auxiliary", "wird das wetter in muenchen morgen besser??", ""},
		{"a discourse marker", "I mean the weekend — what's the forecast for Barcelona?", ""},
		{"a spanish place name in an english request", "Ship SKU-44 to Los Angeles", "ship"},
		{"a question word without its apostrophe", "whats the weather in Berlin", ""},
		{"spanish without accents", "Ayudame a crear un ticket de soporte", ""},
		{"a latin letter with a diacritic", "Ship SKU-44 to Zürich", "ship"},
		{"a leading phrase is not the request", "Using the finance tool, get the latest quote for AAPL", ""},
		{"the verb after a leading phrase", "Using the inventory tool, ship SKU-44 to Berlin", "ship"},
		{"a leading preposition", "Via the weather API: current weather in Seoul", ""},
		{"a verb naming the tool to use", "Use the finance tool to get the latest quote for AAPL", ""},
		{"a multi-word form starting with the word", "open a support ticket about billing", ""},
		{"a noun heading the request", "Seoul weather tomorrow", ""},
		{"no object follows", "weather in Seoul", ""},
		{"a question", "what is the band gap of GaN", ""},
		{"other scripts are read from their end", "明日の会議を30分後ろにずらして", ""},
		// what a set-aside clause leaves starts with its contrast word
		{"german sondern", " sondern die Vorhersage für Rostock am Wochenende.", ""},
		{"spanish sino", " sino el pronóstico para Lima el sábado", ""},
		{"a german preference", "Lieber die Kursentwicklung von Siemens über das letzte Jahr als den aktuellen Stand.", ""},
		{"draft is a verb nobody classified", "Draft a reply to the customer about ticket 5521", "draft"},
		// an amount, an object pronoun or a record named by its code may follow the verb
		{"an amount follows", "ship 12 of sku-642 to the customer in leeds", "ship"},
		{"an object pronoun follows", "Onboard him before Friday", "onboard"},
		{"a coded record follows", "Shadow user 4401 so I can see what they see.", "shadow"},
		{"a number that is no amount", "Block 9–11 Monday: deep work", ""},
		{"a prepositional object", "Nudge the corresponding author and ask for the dataset.", "nudge"},
		{"a verb of going", "Go to the calendar and list my events", ""},
		{"a question in chat spelling", "wats the weather rn in chicago", ""},
		{"a portuguese question word", "qual a temperatura agora em Recife", ""},
		{"a french question word", "quel temps fait-il au Mans", ""},
		{"a capitalized french question word", "Qui a cité l'article ?", ""},
	}
	expectVerbs(t, "UnknownLeadVerb", l.UnknownLeadVerb, tests)
}

// verbCase is a named request and the unknown verb it should report ("" for none).
type verbCase struct{ name, query, want string }

func expectVerbs(t *testing.T, fn string, f func(string) string, cases []verbCase) {
	t.Helper()
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			if got := f(c.query); got != c.want {
				t.Errorf("%s(%q) = %q, want %q", fn, c.query, got, c.want)
			}
		})
	}
}

// The verb readers take any text: they never panic, and an English leading verb is a
// word of the request.
func FuzzUnclassifiedVerbs(f *testing.F) {
	for _, s := range []string{"明日の会議を30分後ろにずらして", "내 일정 찾아서 렌더링해줘 ㅋㅋ plz", "Ship SKU-44 to Berlin",
		"Using the tool, track the order", "し", "をして", "해 주세요", "。。て", "\xff\xfeて", "\u212A the stock", "Please \u212A\u212A my calendar"} {
		f.Add(s)
	}
	l := Default()
	f.Fuzz(func(t *testing.T, s string) {
		l.UnknownFinalVerb(s)
		if v := l.UnknownLeadVerb(s); v != "" && !strings.Contains(strings.ToLower(s), v) {
			t.Errorf("UnknownLeadVerb(%q) = %q, not a word of the request", s, v)
		}
	})
}
