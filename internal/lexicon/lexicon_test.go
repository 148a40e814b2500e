package lexicon

import (
	"reflect"
	"slices"
	"testing"

	"github.com/schemarouter/schemarouter/internal/text"
)

// testLexicon is a small vocabulary whose behaviour the tests pin, independent of the
// built-in data.
func testLexicon() *Lexicon {
	return Compile([]Operation{
		{Op: "delete", Family: "delete", Forms: []string{"remove", "borra", "lösche", "löschen", "삭제", "削除", "删除"}},
		{Op: "update", Family: "update", Forms: []string{"aktualisier*", "mettre à jour", "업데이트", "更新"}},
		{Op: "search", Family: ReadFamily, Forms: []string{"find", "busca", "検索"}},
	}, []Entry{
		{Canon: "weather", Forms: []string{"wetter", "날씨", "天気", "météo"}},
		{Canon: "band gap", Forms: []string{"bandlücke", "밴드갭", "バンドギャップ"}},
	})
}

func analyze(l *Lexicon, s string) Match { return l.Analyze(text.Tokens(s), text.Norm(s)) }

func TestAnalyzeFindsOperationsAndTermsInEveryScript(t *testing.T) {
	l := testLexicon()
	tests := []struct {
		query string
		ops   []string
		terms []string
	}{
		{"please remove the old entry", []string{"delete"}, []string{"delete"}},
		{"borra el registro", []string{"delete"}, []string{"delete"}},
		{"Lösche den Eintrag", []string{"delete"}, []string{"delete"}},
		{"aktualisiere das Wetter", []string{"update"}, []string{"update", "weather"}},
		{"il faut mettre à jour la météo", []string{"update"}, []string{"update", "weather"}},
		{"내일 날씨를 업데이트해줘", []string{"update"}, []string{"weather", "update"}},
		{"東京の天気を検索して", []string{"search"}, []string{"weather", "search"}},
		{"硅的バンドギャップを削除", []string{"delete"}, []string{"band gap", "delete"}},
		{"GaAs의 밴드갭", nil, []string{"band gap"}},
		{"Bandlücke von GaAs", nil, []string{"band gap"}},
		{"nothing to see", nil, nil},
	}
	for _, tt := range tests {
		t.Run(tt.query, func(t *testing.T) {
			m := analyze(l, tt.query)
			if !slices.Equal(m.Ops, tt.ops) {
				t.Errorf("ops = %v, want %v", m.Ops, tt.ops)
			}
			got := slices.Sorted(slices.Values(m.Terms))
			want := slices.Sorted(slices.Values(tt.terms))
			if !slices.Equal(got, want) {
				t.Errorf("terms = %v, want %v", m.Terms, tt.terms)
			}
		})
	}
}

func TestStemsNeedTheirWholeStem(t *testing.T) {
	l := testLexicon()
	if m := analyze(l, "aktuell"); len(m.Ops) != 0 {
		t.Fatalf("aktuell matched %v", m.Ops)
	}
	if m := analyze(l, "aktualisieren"); !slices.Equal(m.Ops, []string{"update"}) {
		t.Fatalf("aktualisieren matched %v", m.Ops)
	}
}

func TestMultiWordFormsNeedEveryWord(t *testing.T) {
	l := testLexicon()
	if m := analyze(l, "à jour"); len(m.Ops) != 0 {
		t.Fatalf("a partial phrase matched %v", m.Ops)
	}
}

func TestAMultiWordOperationFormsWordsStandTogether(t *testing.T) {
	l := Default()
	tests := []struct {
		query, op string
		want      bool
	}{
		{"turn on two-factor login for user 7", "enable", true},
		{"For this turn only, show the weather outlook for Vancouver on Tuesday", "enable", false},
		{"SKU-633 purchase order를 place해 줘", "buy", true},                       // code-switched: verb last
		{"Mach das geschlossene Ticket 1980 bitte wieder auf.", "reopen", true}, // a particle closes its clause
		{"Nimm bitte den Artikel aus meiner Bibliothek raus.", "remove", true},
	}
	for _, tt := range tests {
		if got := slices.Contains(analyze(l, tt.query).Ops, tt.op); got != tt.want {
			t.Errorf("%q names %s: %v, want %v (ops %v)", tt.query, tt.op, got, tt.want, analyze(l, tt.query).Ops)
		}
	}
}

func TestFamilies(t *testing.T) {
	l := testLexicon()
	if l.Family("search") != ReadFamily || l.Family("delete") != "delete" || l.Family("fly") != "" {
		t.Fatal("families wrong")
	}
}

func TestExtendAddsCatalogAliases(t *testing.T) {
	l := testLexicon().Extend([]Entry{{Canon: "elastic_modulus", Forms: []string{"탄성률", "Elastizitätsmodul"}}})
	if m := analyze(l, "GaAs 탄성률 알려줘"); !slices.Contains(m.Terms, "elastic_modulus") {
		t.Fatalf("terms = %v", m.Terms)
	}
	if m := analyze(l, "Elastizitätsmodul von GaAs"); !slices.Contains(m.Terms, "elastic_modulus") {
		t.Fatalf("terms = %v", m.Terms)
	}
	if m := analyze(testLexicon(), "GaAs 탄성률"); len(m.Terms) != 0 {
		t.Fatal("Extend changed the original lexicon")
	}
}

func TestCompoundsSplitIntoKnownWords(t *testing.T) {
	l := Compile([]Operation{{Op: "search", Family: ReadFamily, Forms: []string{"suche"}}}, []Entry{
		{Canon: "weather", Forms: []string{"wetter"}},
		{Canon: "forecast", Forms: []string{"vorhersage"}},
		{Canon: "research", Forms: []string{"forschung"}},
		{Canon: "paper", Forms: []string{"arbeit*"}},
	})
	tests := []struct {
		word  string
		terms []string
	}{
		{"Wettervorhersage", []string{"forecast", "weather"}},
		{"Forschungsarbeiten", []string{"paper", "research"}},
		{"Wetterstation", nil},
		{"Vorhersagen", nil},
	}
	for _, tt := range tests {
		got := slices.Sorted(slices.Values(analyze(l, tt.word).Terms))
		if !slices.Equal(got, tt.terms) {
			t.Errorf("%s: terms = %v, want %v", tt.word, got, tt.terms)
		}
	}
}

func TestAFormInsideALongerMatchIsNotAMatch(t *testing.T) {
	l := Compile([]Operation{
		{Op: "reset", Family: "reset", Forms: []string{"재설정", "リセット"}},
		{Op: "configure", Family: "update", Forms: []string{"설정", "セット"}},
	}, nil)
	for _, q := range []string{"비밀번호를 재설정해", "パスワードをリセットして"} {
		if m := analyze(l, q); !slices.Equal(m.Ops, []string{"reset"}) {
			t.Errorf("%s: ops = %v, want [reset]", q, m.Ops)
		}
	}
	if m := analyze(l, "알림을 설정해"); !slices.Equal(m.Ops, []string{"configure"}) {
		t.Errorf("ops = %v", m.Ops)
	}
}

func TestOverlappingFormsResolveLeftmostLongest(t *testing.T) {
	l := Compile([]Operation{
		{Op: "reset", Family: "reset", Forms: []string{"재설정"}},
		{Op: "configure", Family: "update", Forms: []string{"설정해"}},
	}, nil)
	if m := analyze(l, "비밀번호를 재설정해"); !slices.Equal(m.Ops, []string{"reset"}) {
		t.Errorf("ops = %v, want [reset]", m.Ops)
	}
}

func TestAFormSplittingASingleLetterOffAWordIsNoMatch(t *testing.T) {
	l := Compile([]Operation{
		{Op: "list", Family: ReadFamily, Forms: []string{"나열"}},
		{Op: "create", Family: "create", Forms: []string{"열어줘", "열어주"}},
		{Op: "reopen", Family: "update", Forms: []string{"다시열어"}},
	}, []Entry{
		{Canon: "tomorrow", Forms: []string{"내일"}},
		{Canon: "schedule", Forms: []string{"일정"}},
		{Canon: "crystal structure", Forms: []string{"결정구조"}},
		{Canon: "structure", Forms: []string{"구조"}},
	})
	tests := []struct {
		query      string
		ops, terms []string
	}{
		{"티켓 하나 열어줘", []string{"create"}, []string{"create"}},    // 하나 열어 is no 나열
		{"내 일정 보여줘", nil, []string{"schedule"}},                  // 내 일정 is no 내일
		{"내일 내 일정 뭐 있어", nil, []string{"schedule", "tomorrow"}},  // the first 내일 stands
		{"티켓 다시 열어줘", []string{"reopen"}, []string{"reopen"}},    // two letters each side
		{"결정 구조 보여줘", nil, []string{"crystal structure"}},        // a multi-word form
		{"목록을 나열해줘", []string{"list"}, []string{"list"}},         // inside one word
		{"티켓 하나 열어 주세요", []string{"create"}, []string{"create"}}, // an auxiliary written apart
	}
	for _, tt := range tests {
		m := analyze(l, tt.query)
		if terms := slices.Sorted(slices.Values(m.Terms)); !slices.Equal(m.Ops, tt.ops) || !slices.Equal(terms, tt.terms) {
			t.Errorf("%q: ops %v terms %v, want %v %v", tt.query, m.Ops, terms, tt.ops, tt.terms)
		}
	}
}

func TestOperationTokensAreReported(t *testing.T) {
	l := testLexicon()
	if m := analyze(l, "please remove the weather"); !slices.Equal(m.OpTokens, []string{"remove"}) {
		t.Errorf("op tokens = %v", m.OpTokens)
	}
}

func TestOneFormMayNameSeveralEntries(t *testing.T) {
	l := Compile(nil, []Entry{{Canon: "inventory", Forms: []string{"재고"}}, {Canon: "stock", Forms: []string{"재고"}}})
	if m := analyze(l, "현재 재고 검색"); !slices.Equal(slices.Sorted(slices.Values(m.Terms)), []string{"inventory", "stock"}) {
		t.Errorf("terms = %v", m.Terms)
	}
}

func TestAVerbalNounEndingTheRequestIsItsVerb(t *testing.T) {
	l := Compile([]Operation{
		{Op: "create", Family: "create", Forms: []string{"생성해줘"}, Final: []string{"생성", "作成"}},
		{Op: "update", Family: "update", Final: []string{"업데이트"}},
	}, nil)
	tests := []struct {
		query string
		ops   []string
	}{
		{"캘린더 일정 생성", []string{"create"}},
		{"티켓 생성!", []string{"create"}},
		{"予定作成", []string{"create"}},
		{"상품 재고 수량 업데이트", []string{"update"}},
		{"일정 생성해줘", []string{"create"}},
		{"생성일 기준 일정 목록", nil}, // a date field, not a request to create
		{"일정 생성 내역 보여줘", nil}, // a history of creations
		{"作成日の一覧", nil},
		// A memo's closing after the verbal noun asks for it too.
		{"4/2 14:00 분기 리뷰 회의 생성 요망", []string{"create"}},
		{"SKU-0087 수량 업데이트 바람", []string{"update"}},
		{"고객 티켓 생성 요청드립니다", []string{"create"}},
		{"予定作成をお願いします", []string{"create"}},
		{"생성 요청 목록 보여줘", nil}, // a list of requests
		// Casual closings, and a ticket a closing alone asks for.
		{"티켓 생성 plz", []string{"create"}},
		{"스탠드업 일정 생성ㄱ", []string{"create"}},
		{"시간대가 이상하게 잡힘 티켓ㄱ", []string{"create"}},
		{"지원팀 문의 티켓 부탁", []string{"create"}},
		{"재고 업데이트 좀 해줘", []string{"update"}},
		{"재고 업데이트요", []string{"update"}},
		{"내 티켓", nil}, // no closing: tickets named, none asked for
	}
	for _, tt := range tests {
		if m := analyze(l, tt.query); !slices.Equal(m.Ops, tt.ops) {
			t.Errorf("%q: ops = %v, want %v", tt.query, m.Ops, tt.ops)
		}
	}
	// The closing names no term of its own: 조회 바람 asks, it names no wind; 서울 바람 is wind.
	d := Default()
	if m := analyze(d, "피인용 논문 목록 조회 바람"); slices.Contains(m.Terms, "wind") {
		t.Errorf("조회 바람: terms %v", m.Terms)
	}
	if m := analyze(d, "오늘 서울 바람"); !slices.Contains(m.Terms, "wind") {
		t.Errorf("서울 바람: terms %v", m.Terms)
	}
}

func TestAMultiWordOperationConsumesItsWords(t *testing.T) {
	l := Compile([]Operation{
		{Op: "configure", Family: "update", Forms: []string{"setze"}},
		{Op: "reset", Family: "reset", Forms: []string{"setze zurück"}},
	}, nil)
	if m := analyze(l, "setze das Passwort von Benutzer 622 zurück"); !slices.Equal(m.Ops, []string{"reset"}) {
		t.Fatalf("ops = %v, want [reset]", m.Ops)
	}
	if m := analyze(l, "setze das Limit auf 5"); !slices.Equal(m.Ops, []string{"configure"}) {
		t.Fatalf("ops = %v, want [configure]", m.Ops)
	}
}

func TestTheMainOperationIsInTheVerbsPlace(t *testing.T) {
	l := Default()
	tests := []struct{ query, main string }{
		// Imperatives lead in English, German, Spanish, French and Chinese...
		{"delete my saved search for band gap materials", "delete"},
		{"Lösche meine gespeicherte Suche nach Bandlücken", "delete"},
		{"search the support knowledge base for password reset", "search"},
		{"busca artículos de soporte sobre password reset", "search"},
		{"Exporta la lista de todos los usuarios", "export"},
		{"suche in der Wissensbasis nach Passwort zurücksetzen", "search"},
		// ... but a German modal request ends with its infinitive.
		{"kannst du in der Wissensbasis nach Passwort zurücksetzen suchen", "search"},
		{"ich möchte meine gespeicherte Suche nach Bandlücken löschen, bitte", "delete"},
		{"hilf mir, in der Hilfe nach Konto sperren zu suchen", "search"},
		{"Lege bitte ein Ticket an – der Kunde kann seine Bestellung nicht stornieren", "create"},
		{"Support-Artikel zu password reset finden", "find"}, // an English action is the topic
		// ... and so does a passive that asks, after its modal.
		{"Der Hilfeartikel zum Passwort-Reset soll gelöscht werden.", "delete"},
		// ... Korean and Japanese end with the verb, also when mixed with English.
		{"논문 읽기 목록에서 이 DOI 삭제해줘", "delete"},
		{"password reset 관련 support KB를 search해", "search"},
		{"password resetのサポート記事を検索して", "search"},
		{"私の論文リストで重複しているものを削除して", "delete"},
		{"weather in Paris", ""},
	}
	for _, tt := range tests {
		if m := analyze(l, tt.query); m.Main != tt.main {
			t.Errorf("%q: main = %q (ops %v), want %q", tt.query, m.Main, m.Ops, tt.main)
		}
	}
}

func TestBuiltinVocabularyAdditions(t *testing.T) {
	l := Default()
	tests := []struct {
		query string
		op    string // "" means none expected among Ops
		term  string // "" means none checked
	}{
		{"hole historische Kurse für GOOGL", "", "price"},
		// English words written in Hangul.
		{"트랜스포머 관련 페이퍼 서치 좀 해줘", "", "paper"},
		{"울산 주간 포캐스트 보여줘", "", "forecast"},
		{"NaCl 래티스 스트럭처 조회해줘", "", "lattice"},
		{"결제 실패 에러 관련 헬프센터 아티클", "", "documentation"},
		{"로그인 안 되는 이슈로 서포트 티켓 오픈해줘", "create", "ticket"},
		{"traspasar 25 uds del sku 8870 del almacén de valencia al de sevilla", "transfer", ""},
		{"A finanzas le vendría bien el valor total del inventario", "", "inventory valuation"},
		// A warehouse asked for by "which" is a storage location asked.
		{"SKU-9 재고 어느 창고에 있어?", "", "storage location"},
		{"SKU-9はどの倉庫にありますか", "", "storage location"},
		{"¿En qué almacén está el SKU-9?", "", "storage location"},
		// Translating, comparing and suspending in a memo's verbal noun, and casual closings.
		{"ヘルプ記事「請求書の再発行方法」を英訳。", "translate", ""},
		{"도움말 문서 '결제 수단 변경' 영어로 번역.", "translate", ""},
		{"山本さんのアカウント、一時停止でお願いします。", "suspend", ""},
		{"sku 4410 재고수량 90개로 수정ㄱㄱ", "modify", ""},
		{"제주도랑 부산 겨울 날씨 비교", "compare", ""},
		{"비가 올 것 같으니 우산 주문해줘", "buy", ""},
		{"Resume brevemente el artículo de ayuda", "summarize", ""},
		{"우버 택시 요금 얼마 나와?", "", "public transport"},
		// Japanese katakana loanwords, keigo and memos.
		{"ペロブスカイトCsPbI3のラティスストラクチャーを取得して。", "", "lattice"},
		{"大規模言語モデルの評価手法についてのアカデミックペーパーをサーチして。", "search", "paper"},
		{"グラフェンの熱伝導に関する最近の論文をお探しいただけますでしょうか。", "find", ""},
		{"ユーザー「yamada_k」のプロフィールをルックアップして。", "lookup", ""},
		{"決済エラーの件でサポートケースをオープンしてください。", "create", ""},
		{"天気予報 英訳依頼 今週分", "translate", ""},
		{"文献管理の件 検索した論文をチームの共有フォルダに保存・共有要", "share", ""},
		{"【依頼】定例会議の招待 全員へ送信", "send", ""},
		{"【依頼】リン酸鉄リチウム 結晶構造ファイル ダウンロード", "download", ""},
		{"SKU-4410を3個取り置きしてください。", "reserve", ""},
		{"カレンダーイベントをクリエイト：金曜10時 定例", "create", ""},
		{"AAPLのヒストリカルプライスをルックアップ 2023年1月〜3月", "lookup", "price"},
		{"Schau nach, welche Werkstoffe eine Dichte unter 3 g/cm³ haben.", "", "material"},
		{"田中さんの携帯番号を090-1111-2222に変更してください", "change", "phone"},
		{"How does band gap affect solar cell efficiency?", "", ""},
		{"Updatea el stock del SKU-1290 a 25 unidades", "update", ""},
		{"Reservier 30 Stück SKU-200 für Kunde Müller", "reserve", ""},
		{"Welche Paper citen 10.1126/science.aaa8415?", "", "citation"},
		{"@bot whats it like outside in chicago rn", "", "weather"},
		{"what's on my cal this afternoon?", "", "calendar"},
		{"Lit search: perovskite solar cell stability 2022-2024", "search", "paper"},
		{"Stock correction SKU-7 -> 40", "adjust", ""},
		{"Knock the stock down by 12 on SKU TB-4410", "adjust", ""},
		{"Baja el stock en 12 unidades del SKU TB-4410", "adjust", ""},
		// Korean chat and memo words.
		{"대시보드 안 열림 ㅠ 티켓 좀 끊어줘 빨리", "create", ""},
		{"토요일 오후 헬스 일정 하나 박아줘", "create", ""},
		{"오늘 일정 다 날려 ㄱㄱ", "delete", ""},
		{"SKU-9010 재고 10개 VIP 고객 주문용으로 예약 걸어줄 수 있어?", "reserve", ""},
		{"해외주식 투자용 USD 1000 환전 요망", "convert", ""},
		{"SK하이닉스 방금 체결가 얼마예요?", "", "price"},
		{"AMZN 스톡 쿼트 latest로 줘", "", "quote"},
		{"DOI 10.1021/jacs.9b05000 사이테이션 룩업 해줘", "lookup", "citation"},
		{"배송 지연 관련 헬프 문서 좀 찾아봐", "", "documentation"},
		// German words for sales, users, revising and sharing; a study is a paper.
		{"Nicht den Lagerbestand, sondern die Verkaufszahlen von SKU 9001-B", "", "sales"},
		{"Anzahl aktiver Nutzer letzter Monat?", "", "user count"},
		{"Der Artikel zum VPN ist veraltet. Kannst du ihn überarbeiten?", "modify", ""},
		{"Teil meinen Kalender für die Zeit mit meiner Vertretung", "share", ""},
		{"welche neueren Artikel die Prospect-Theory-Studie zitieren", "", "paper"},
		{"Sintertemperatur und Haltezeit – was empfiehlst du?", "", ""},
		// Japanese in kana, casual and keigo.
		{"いまの横浜のてんき おしえて〜☔", "", "weather"},
		{"こうせいぶっしつ たいせい菌のろんぶん さがして", "", "paper"},
		{"自分のぷろふ どうなってるか見して", "show", "profile"},
		{"届いた製品に初期不良があったので、問い合わせを起票したいのですが", "create", ""},
		{"ニックネームを「たっくん」に変更いただけますでしょうか", "change", ""},
		{"しばらく使わないので、アカウントを休止状態にしておいてもらえますか", "suspend", ""},
		{"来週の会議の招待に「参加」で返信しておいて", "send", ""},
		{"大雨で電車が止まっていないか、JRの運行状況を確認していただけますか", "", "public transport"},
		{"しょうけん口座に5まん入金しといて💰", "transfer", ""},
		{"しゅくじつ カレンダーに出るの じゃま 非表示にして", "archive", ""},
		{"ろんぶん 代わりに かいて 〆切あした", "write", "tomorrow"},
		{"研究者 田中太郎 h指数", "", "impact factor"},
		{"私のアカウントで何の操作がされたか、アクティビティログを見せて", "", "audit log"},
		{"gibts morgen nacht frost in erfurt?", "", "snow"},
		{"Gibt es dazu einen Artikel in der Support-Datenbank?", "", "knowledge base"},
		{"Schreib einen neuen Wissensdatenbank-Artikel", "write", ""},
		{"Wie ist das Wetter dort im Juni normalerweise, also im langjährigen Mittel?", "", "statistics"},
		{"jeon.hyun 프로필 타이틀 시니어 엔지니어로 에딧해줘", "modify", ""},
		{"매주 월요일 반복 회의 시리즈 전체 종료 처리 요망", "close", ""},
		// Spanish accounts, stock and support words.
		{"últimos accesos usuario 58231", "", "login"},
		{"Estamos revisando márgenes. ¿Cuánto nos cuesta cada unidad del SKU SIL-07?", "", "unit cost"},
		{"el sku lap-14 kien lo fabrica??", "", "supplier"},
		{"cual es el punto de reorden del sku man-12?", "", "reorder point"},
		{"horario atención soporte", "", "opening hours"},
		{"Perdona, ¿sabrías decirme cuántas cuentas nuevas se han dado de alta esta semana?", "", "user count"},
		{"¿Podrías agendarme una reunión con el equipo de marketing el lunes a las 9?", "schedule", ""},
		{"¿Serías tan amable de traducirme al español el resumen del artículo?", "translate", ""},
		{"hay algun articulo d ayuda sobre como cancelar la suscripcion?? buscalo", "search", ""},
		{"Te pediría que ajustaras la cantidad del SKU MAN-12 a 250, por favor.", "adjust", ""},
		// English near neighbours of the reading endpoints.
		{"shrinkage report, SKU CHG-USB-C, Q1", "", "stock write-off"},
		{"Would you kindly let me know which batch of SKU VIT-C-500 expires first?", "", "expiry"},
		{"inbound shipments, SKU 550-1021", "", "incoming delivery"},
		{"Could you tell me how much we paid per unit for the last batch of SKU PN-8821?", "", "unit cost"},
		{"I need 10 units of SKU KX-09 put on hold for a VIP customer.", "reserve", ""},
		{"total number of user accounts", "", "user count"},
		{"show orders for user id 10045", "", "order history"},
		{"I forgot which email I used for my Amazon account. Can you look it up for me?", "", "third-party service"},
		{"Would you please schedule a call with Marco for Wednesday at 2 pm?", "schedule", "meeting"},
		{"avg response time, support team, last month", "", "statistics"},
		{"weather 2morrow nyc?", "", "tomorrow"},
		{"gonna rain in boston this wknd?", "", "weekend"},
		{"hows it lookin outside in seattle rn", "", "weather"},
		{"highest temp ever recorded in Phoenix", "", "statistics"},
		{"あしたの10じにかいぎをいれて", "schedule", ""},
		// Buying and selling in a memo's verbal noun.
		{"삼성전자 현재가 확인 후 10주 매수.", "buy", ""},
		{"카카오 주식 전량 매도.", "sell", ""},
		{"トヨタの最新株価確認→100株買い。", "buy", ""},
		{"sku 9931 の在庫数を 64 に変更おねがい", "change", ""},
		{"hole den aktuellen Aktienkurs von AAPL", "", "price"},
		{"please place an order for SKU-633", "buy", ""},
		{"ich brauche Folgendes: setze das Passwort zurück", "reset", ""},
		{"다음 주 월요일 점심 일정 생성", "create", ""},
		{"입고 후 재고 수량 반영", "update", ""},
		{"在庫数を更新", "update", ""},
		// Sixth session: verbs found missing by blind Japanese, Korean and English requests.
		{"AMZNの現在値をチェックしといて", "check", "price"},
		{"¿qué nivel de partículas PM2.5 hay ahora mismo en Ciudad de México?", "", "air quality"},
		{"Feinstaubwerte in Stuttgart heute", "", "air quality"},
		{"AMZN 현재가 체크해 줘", "check", "price"},
		{"先月のMETAの日足データ", "", "closing prices"},
		{"지난달 META 일봉 데이터 뽑아줘", "get", "closing prices"},
		{"u-20011 언어 설정을 영어로 바꿔 놔", "change", ""},
		{"予定に登録しといて", "register", ""},
		{"mp-149の構造情報を引っ張ってきて", "fetch", ""},
		{"SKU-3001の在庫数、15に上げといて", "adjust", ""},
		{"locate the crystal structure of GaN", "find", ""},
		{"amend my display name", "modify", ""},
	}
	for _, tt := range tests {
		m := analyze(l, tt.query)
		if tt.op != "" && !slices.Contains(m.Ops, tt.op) {
			t.Errorf("%q: ops = %v, want %s", tt.query, m.Ops, tt.op)
		}
		if tt.term != "" && !slices.Contains(m.Terms, tt.term) {
			t.Errorf("%q: terms = %v, want %s", tt.query, m.Terms, tt.term)
		}
	}
	// Words that name nothing here: a warehouse named is where stock is looked up, no
	// location asked; a participle after "was" reports; a road is no sports; an English
	// noun before 좀 and another verb is no verb.
	for _, tt := range []struct {
		query, absent string
		op            bool // an operation, else a term
	}{
		{"대전 창고에 SKU-DJ-17 재고 있는지 확인해줘", "storage location", false},
		{"名古屋倉庫にSKU-NG-210の在庫があるか確認して", "storage location", false},
		{"hay stock del SKU-PR-90 en el almacén de bilbao", "storage location", false},
		{"The new hire's profile was created this morning; update user 5532's department", "create", true},
		{"고객님의 주소를 서울시 마포구 월드컵로 10으로 변경해 주세요", "sports", false},
		{"내일 schedule 좀 보여주실래요?", "schedule", true},
		{"ticket 만들어줘 - calendar sync가 안 돼요", "sync", true}, // a subject that fails
		{"support ticket作って、CSVのimportがfailする件で", "import", true},
		{"전기요금 납부 기한이 오늘까지야", "price", false},                                  // a utility bill, no price
		{"die Hochzeit ist am Sonntag draußen, hält das Wetter", "stop", true}, // hält holds
		{"das Schiff muss den Kurs halten", "price", false},                    // a ship's course held
	} {
		m := analyze(l, tt.query)
		if got := m.Terms; tt.op && slices.Contains(m.Ops, tt.absent) || !tt.op && slices.Contains(got, tt.absent) {
			t.Errorf("%q: ops %v, terms %v, want no %s", tt.query, m.Ops, m.Terms, tt.absent)
		}
	}
	if m := analyze(l, "내일 회의 schedule 좀 해줘"); !slices.Contains(m.Ops, "schedule") {
		t.Errorf("ops = %v: schedule 좀 해줘 schedules", m.Ops)
	}
	if m := analyze(l, "setze das Passwort zurück"); slices.Contains(m.Ops, "configure") {
		t.Errorf("ops = %v: setze inside setze … zurück is not configure", m.Ops)
	}
}

func TestGenericWordsAndTimeAspects(t *testing.T) {
	for _, w := range []string{"now", "current", "latest", "historical", "history", "status", "count", "data", "customer"} {
		if !IsGeneric(w) {
			t.Errorf("%q should be generic", w)
		}
	}
	for _, w := range []string{"weather", "price", "ticket", "user", "band", "forecast"} {
		if IsGeneric(w) {
			t.Errorf("%q names something; it is not generic", w)
		}
	}
	for w, a := range map[string]string{"historical": AspectPast, "history": AspectPast, "latest": AspectPresent,
		"now": AspectPresent, "forecast": AspectFuture, "tomorrow": AspectFuture, "price": ""} {
		if got := Aspect(w); got != a {
			t.Errorf("Aspect(%q) = %q, want %q", w, got, a)
		}
	}
}

// A listed company, a share index or a ticker in capitals is named in any script; a
// code's capitals, a shouted request and an acronym name none.
func TestNamesListedCompany(t *testing.T) {
	l := Default()
	for q, want := range map[string]bool{
		"Wie hat sich SAP seit Januar entwickelt?":          true,
		"NVDAのこの1年の推移を見せて":                                  true,
		"先月の任天堂株の推移":                                        true,
		"SK하이닉스 5년 history 보여줘":                             true,
		"Wie hat sich der DAX im letzten Monat entwickelt?": true,
		"tell me the history of the Roman empire":           false,
		"[helpdesk-bot] ticketverlauf id=INC-900":           false,
		"SHOW ME THE HISTORY":                               false,
		"VPN 접속 기록 보여줘":                                     false,
	} {
		if got := l.NamesListedCompany(q); got != want {
			t.Errorf("NamesListedCompany(%q) = %v, want %v", q, got, want)
		}
	}
}

func TestBuiltinEverydayVocabulary(t *testing.T) {
	l := Default()
	tests := []struct{ query, term string }{
		{"condiciones meteorológicas actuales en Quito", "weather"},
		{"¿está lloviendo en Bogotá?", "rain"},
		{"¿qué reuniones tengo mañana?", "meeting"},
		{"encuentra publicaciones sobre grafeno", "paper"},
		{"Veröffentlichungen zu Graphen", "paper"},
		{"parámetros de red del NaCl", "lattice"},
		{"¿a cuánto cotiza Apple ahora?", "quote"},
		{"アップル株は今いくら", "price"},
		{"evolución del precio de Tesla", "history"},
		{"애플 지난 1년 주가 추이", "history"},
		{"비밀번호 재설정 방법 도움말 검색", "documentation"},
		{"¿cuánto vale ahora la acción de Google?", "price"},
		{"kannst du kurz checken wo NVDA grad notiert", "price"},
		{"NVDAっていま何ドル？", "price"},
		{"福岡は雨？", "rain"},
		{"明日の京都は蒸し暑くなる？", "temperature"},
		{"der Umzug ist am Donnerstag, ich hoffe, es bleibt trocken", "rain"},
		{"ob ich eine Regenjacke einpacken soll", "rain"},
		{"ich weiß nicht mehr, was morgen bei mir alles ansteht", "event"},
		{"Welche Aktien hält Warren Buffett?", "portfolio"},
		{"get the surf forecast for Biarritz tomorrow", "special forecast"},
		{"obtén la previsión estacional para Madrid este invierno", "special forecast"},
		{"get the avalanche forecast for Chamonix", "special forecast"},
		{"10.1000/gamma を引用している研究", "citing papers"}, // studies citing a paper
		{"Which later works build on the AlphaFold paper?", "citing papers"},
		{"¿Qué compuestos tienen una brecha prohibida de unos 2 eV?", "band gap"},
		{"띠간격 넓은 산화물 후보 좀 뽑아 줘", "band gap"},
		{"Zellabmessungen von Calcit", "lattice"},
		{"この記事を参考文献に挙げてる論文を探して", "citing papers"},
		{"BERT 논문을 언급하고 있는 후속 논문들 좀", "citing papers"},
		{"silizium temperaturbeständigkeit?", "thermal property"}, // a material that stands heat
		{"what is the heat resistance of titanium", "thermal property"},
		{"obtén el pronóstico electoral para la Comunidad de Madrid", "special forecast"},
		{"Lawinenlagebericht für Tirol", "special forecast"},
		// Past and future times.
		{"what was it like last year", "past"},
		{"작년 이맘때 서울 기온", "past"},
		{"去年の今日の気温", "past"},
		{"la semana pasada en Lima", "past"},
		{"die Kurse der letzten Woche", "past"},
		{"das Wetter von letzter Woche", "past"},
		{"die Regenmenge des letzten Monats", "past"},
		{"테슬라 주가 다음 달에 오를까", "future"},
		{"来月の株価", "future"},
		{"la próxima semana", "future"},
		{"nächste Woche", "future"},
	}
	for _, tt := range tests {
		if m := analyze(l, tt.query); !slices.Contains(m.Terms, tt.term) {
			t.Errorf("%q: terms = %v, want %s", tt.query, m.Terms, tt.term)
		}
	}
	for q, op := range map[string]string{
		"로그인 문제로 고객지원 문의 접수":                    "create",
		"bitte richte eine Wetterwarnung ein":   "configure",
		"trage einen Termin für Donnerstag ein": "add",
		"fija el stock del SKU-654 en 30":       "configure",
		"korrigiere die Lagermenge auf 30":      "modify",
	} {
		if m := analyze(l, q); !slices.Contains(m.Ops, op) {
			t.Errorf("%q: ops = %v, want %s", q, m.Ops, op)
		}
	}
}

func TestHowToPhrases(t *testing.T) {
	for q, want := range map[string]bool{
		"how to reset my password":                              true,
		"How do I change my email?":                             true,
		"cómo restablecer la contraseña":                        true,
		"비밀번호 재설정하는 방법":                                         true,
		"결제 방법 변경해줘":                                            false, // 방법 alone is "method"
		"支払い方法を変更して":                                            false,
		"comment puis-je changer mon mot de passe":              true,
		"パスワードの再設定のやり方":                                         true,
		"wie kann ich das Passwort ändern":                      true,
		"reset my password":                                     false,
		"como siempre, borra el archivo":                        false, // "como" is "as"
		"showcase how tomorrow looks":                           false, // words, not substrings
		"wie warm ist es gerade in Köln":                        false,
		"wie zitiert man ne webseite richtig":                   true, // "wie", a verb, "man" or "ich"
		"Wie verbinde ich Azure AD mit der Benutzerverwaltung?": true,
		"wie viele Termine habe ich morgen":                     false, // a degree
		"wie ist das Wetter, sag ich mal":                       false,
		"섭씨로 바꾸는 법 알려줘":                                         true,
		"문의 남기는 방법":                                             true, // any verb before 는 방법
	} {
		if got := IsHowTo(text.Tokens(q), text.Norm(q)); got != want {
			t.Errorf("IsHowTo(%q) = %v, want %v", q, got, want)
		}
	}
}

// A how-to question followed by a sentence that asks for the act asks for the act.
func TestAHowToThenAPleaAsksTheAct(t *testing.T) {
	l := Default()
	for q, want := range map[string]bool{
		"Wie eröffne ich für den Artikel ein Ticket beim Support? Bitte direkt anlegen.": true,
		"How do I open a ticket for the damaged item? Please just create it directly.":   true,
		"How do I open a ticket? I read the help article already.":                       false, // no act asked
		"How do I open a ticket? And how do I close it?":                                 false, // another how-to
		"How do I open a ticket": false,
	} {
		if got := l.HowToThenAct(q); got != want {
			t.Errorf("HowToThenAct(%q) = %v, want %v", q, got, want)
		}
	}
}

func TestQuestionWordsAskForAKindOfAnswer(t *testing.T) {
	l := Default()
	tests := []struct {
		query string
		asks  []string
	}{
		{"Who last changed the stock count for SKU-2048?", []string{AskPerson}},
		{"SKU-1234 supplier 누구야?", []string{AskPerson}},
		{"私のチケットの担当者が誰になっているか確認して", []string{AskPerson}},
		{"¿Quién modificó ayer el perfil del usuario 1290?", []string{AskPerson}},
		{"Wer hat die Bandlücke von mp-2490 geändert?", []string{AskPerson}},
		{"When did user 2231 last log in?", []string{AskTime}},
		{"user 4412 last login 언제야?", []string{AskTime}},
		{"投稿した論文の採否はいつ出る？", []string{AskTime}},
		{"¿Cuándo caduca el lote del SKU-3030?", []string{AskTime}},
		{"SKU-1234の仕入れ先はどこ？", []string{AskPlace}},
		{"SKU-6060 warehouse location 어디야?", []string{AskPlace}},
		{"How many new users signed up last week?", []string{AskCount}},
		{"¿Cuántos tickets abiertos tengo?", []string{AskCount}},
		{"先月追加された材料は何件？", []string{AskCount}},
		{"Warum lag die Wettervorhersage so daneben?", []string{AskReason}},
		{"この論文が撤回された理由をなぜ教えて", []string{AskReason}},
		{"tell me when and where the meeting is", []string{AskTime, AskPlace}},
		// Not questions: a filter, "always", and no question word at all.
		{"find materials where the band gap exceeds 2 eV", nil},
		{"いつもの天気を教えて", nil},
		{"weather in Paris", nil},
		{"¿cuánto cuesta?", nil},
		// "A few" is no "how many".
		{"マイクロプラスチックの論文を何件かピックアップして", nil},
		{"グラフェンの論文をいくつか見つけて", nil},
		{"¿Cuántos grados hace en Buenos Aires ahorita?", nil}, // a temperature, no count
		{"¿Cuántos artículos hay sobre grafeno?", []string{AskCount}},
		{"미세플라스틱 논문 몇 개 빨리 찾아줘", nil},
		{"재고가 몇 개 있는지 보여줘", []string{AskCount}},
	}
	for _, tt := range tests {
		if got := Asks(text.Tokens(tt.query), text.Norm(tt.query), analyze(l, tt.query).Ops); !slices.Equal(got, tt.asks) {
			t.Errorf("%q: asks %v, want %v", tt.query, got, tt.asks)
		}
	}
	for kind, word := range map[string]string{AskPerson: "name", AskTime: "date", AskPlace: "city", AskCount: "quantity", AskReason: "article"} {
		if !slices.Contains(AnswerKinds(word), kind) {
			t.Errorf("%q should answer %s", word, kind)
		}
	}
	if len(AnswerKinds("sku")) != 0 || slices.Contains(AnswerKinds("quantity"), AskPerson) {
		t.Error("a SKU is no place and a quantity no person")
	}
}

func TestWordsThatMeanSharesOrGoodsDoNotNameAmbiguousStock(t *testing.T) {
	l := Default()
	tests := []struct {
		query     string
		term, not string
	}{
		{"wie hat sich die Tesla-Aktie entwickelt", "market", "stock"},
		{"삼성전자 주식 시세", "market", "stock"},
		{"株式の値段", "market", "stock"},
		{"prüfe den Bestand von SKU-101", "inventory", "stock"},
		{"SKU-101 재고 확인", "inventory", "stock"},
		{"latest stock price", "stock", ""}, // English "stock" is both
		// A share's values and levels are its price; its development its history.
		{"Rufe historische Kurswerte für AMD ab", "price", ""},
		{"zeige historische Kursstände von AMD", "price", ""},
		{"Wie entwickelte sich AMD in den letzten fünf Jahren?", "history", ""},
		{"hole die Kursreihe von AMD seit 2024", "history", ""},
		{"hole die Chartdaten von AMD seit 2024", "history", ""},
		{"AMD OHLC data since 2024", "history", ""},
	}
	for _, tt := range tests {
		m := analyze(l, tt.query)
		if !slices.Contains(m.Terms, tt.term) || (tt.not != "" && slices.Contains(m.Terms, tt.not)) {
			t.Errorf("%q: terms %v, want %q and not %q", tt.query, m.Terms, tt.term, tt.not)
		}
	}
}

func TestRarelyOfferedActionsInEveryLanguage(t *testing.T) {
	l := Default()
	tests := []struct{ query, op string }{
		{"enable two-factor login for user 3030", "enable"},
		{"사용자 5521 계정 잠금 해제해줘", "enable"},
		{"ユーザーのアカウントを有効化して", "enable"},
		{"Activa la verificación en dos pasos para el usuario 3030", "enable"},
		{"schalte das Konto von Benutzer 7 frei", "enable"},
		{"Grant admin permissions to user 5521", "give access"},
		{"ユーザー3310に管理者権限を付与して", "give access"},
		{"otorga permisos de administrador al usuario 12", "give access"},
		{"내 캘린더를 구글 캘린더랑 동기화해줘", "sync"},
		{"synchronisiere meinen Kalender mit Outlook", "sync"},
		{"SKU-9001のバーコードラベルを印刷して", "print out"},
		{"imprime la factura del pedido", "print out"},
		{"print out the invoice for order 5", "print out"},
		{"Valora con 5 estrellas el artículo de ayuda", "upvote"},
		{"bewerte den Hilfeartikel mit fünf Sternen", "upvote"},
		{"Avísame cuando el precio de Repsol supere los 15 euros", "notify"},
		{"remind me when AAPL drops below 150", "notify"},
		{"この予定に田中さんを招待して", "invite"},
		{"book me a table for two on Friday", "reserve"}, // the verb before its object
		{"reserva una mesa para dos el viernes", "reserve"},
		{"next Friday에 hotel room book해줘", "reserve"},
		{"book me a haircut appointment at the barber for Saturday", "schedule"}, // an appointment is scheduled
		{"reserva una cita en la peluquería para el sábado", "schedule"},
		{"next Friday에 dentist appointment book해줘", "schedule"},
		{"clone this calendar event for next week", "clone"},
		{"duplicate my meeting with Bob to next week", "clone"}, // the verb right before its determiner
		{"Pencil in lunch with Ana next Tuesday at 1.", "schedule"},
		{"reopen ticket 412", "reopen"},
		{"escalate ticket 412 to tier 2", "escalate"},
		{"Bestelle 200 Stück von SKU-3141 beim Lieferanten nach", "reorder"},
		{"Haz un pedido de reposición de 500 unidades del SKU-4040", "reorder"},
		{"compara la lluvia anual de Bogotá y Lima", "compare"},
		{"bitte vergleiche die Kurse von SAP und BMW", "compare"},
		{"Si 구조 파일을 POSCAR 형식으로 변환해줘", "convert"},
		{"rechne alle Termine am 5. Mai in Tokioter Zeit um", "convert"},
		// Everyday imperatives of common actions.
		{"Publica un nuevo artículo en la base de conocimiento", "publish"},
		{"pospone la reunión del viernes", "reschedule"},
		{"leite die Rechnung an Bob weiter", "send"},
		{"melde mich vom Newsletter ab", "unsubscribe"},
		{"ferme le ticket 412", "close"},
		{"Kauf mir 20 Aktien von Siemens", "buy"},
		{"such mir die Kurse von SAP", "search"},
		{"SKU-4410 수량을 15개 줄여서 반영해줘", "update"},
		{"금요일 오후 2시에 치과 예약 일정 잡아줘", "create"},
		{"明日14時に会議の予定を入れて", "create"},
	}
	for _, tt := range tests {
		if m := analyze(l, tt.query); !slices.Contains(m.Ops, tt.op) {
			t.Errorf("%q: ops %v, want %s", tt.query, m.Ops, tt.op)
		}
	}
	// Nouns and adjectives that share a verb's spelling are not it.
	for _, q := range []string{"find research grants about graphene", "show the exchange rate of USD",
		"find duplicate records of SKU-1", "print edition of Nature", "find the book about graphene", "check my reservation status"} {
		if m := analyze(l, q); slices.ContainsFunc(m.Ops, func(op string) bool { return l.Family(op) != ReadFamily }) {
			t.Errorf("%q: ops %v, want reads only", q, m.Ops)
		}
	}
}

func TestAConceptAddsTheBroaderTermsItImplies(t *testing.T) {
	l := Default()
	tests := []struct{ query, term string }{
		{"will it rain in Busan", "weather"},
		{"광주 지금 비 와?", "weather"},
		{"Wird es übermorgen in Köln schneien?", "weather"},
		{"what meetings do I have tomorrow", "event"},
		{"¿qué reuniones tengo mañana?", "event"},
		{"金曜10時に会議の予定を入れて", "event"},
		{"wie wird das Wetter am Wochenende", "future"}, // a weekend is the coming one
		{"Busan 10년 average 강수량", "statistics"},
	}
	for _, tt := range tests {
		m := analyze(l, tt.query)
		if !slices.Contains(m.Terms, tt.term) {
			t.Errorf("%q: terms %v, want %q", tt.query, m.Terms, tt.term)
		}
	}
}

func TestAttributesAndTheWordsTheyShareAForm(t *testing.T) {
	l := Default()
	for _, term := range []string{"password", "market cap", "notes", "storage location", "toxicity", "price"} {
		if !IsAttribute(term) {
			t.Errorf("%q is not an attribute", term)
		}
	}
	for _, term := range []string{"user", "temperature", "band gap", "paper", "email address"} {
		if IsAttribute(term) {
			t.Errorf("%q is an attribute", term)
		}
	}
	// 창고 names a warehouse and a storage location.
	if r := l.Related("storage location"); !slices.Contains(r, "warehouse") {
		t.Errorf("Related(storage location) = %v, want warehouse", r)
	}
	if m := analyze(l, "SKU-1042はどの倉庫のどの棚にありますか"); !slices.Contains(m.Terms, "storage location") {
		t.Errorf("terms %v, want storage location", m.Terms)
	}
}

func TestEverydaySpanish(t *testing.T) {
	l := Default()
	tests := []struct{ query, op, term string }{
		{"¿cuántos grados hace en Valencia?", "", "temperature"},
		{"¿va a llover el sábado en Bilbao?", "", "future"},
		{"¿cómo ha evolucionado GOOGL en los últimos cinco años?", "", "past"},
		{"¿cómo ha evolucionado GOOGL en los últimos cinco años?", "", "history"},
		{"preguntas frecuentes sobre suscripciones", "", "documentation"},
		{"abre una incidencia: la app se cierra", "create", "ticket"},
		{"quiero reportar un problema con mi factura", "create", ""},
		{"agenda una reunión con Ana mañana a las 10", "create", ""},
	}
	for _, tt := range tests {
		m := analyze(l, tt.query)
		if (tt.op != "" && !slices.Contains(m.Ops, tt.op)) || (tt.term != "" && !slices.Contains(m.Terms, tt.term)) {
			t.Errorf("%q: ops %v terms %v, want op %q term %q", tt.query, m.Ops, m.Terms, tt.op, tt.term)
		}
	}
}

func TestAdviceAndInstructionPhrases(t *testing.T) {
	for _, tt := range []struct {
		query                string
		advice, instructions bool
	}{
		{"explain how citation counts are calculated", true, false},
		{"How does band gap affect solar cell efficiency? I'm writing a lab report.", true, false},
		{"ボーナスが入ったんだけど、今どの銘柄を買えば儲かるか教えて", true, false},
		{"この鋼材をどの温度で焼き入れすればいいか相談したい", true, false},
		{"Wie zuverlässig sind 14-Tage-Wetterprognosen eigentlich?", true, false},
		{"Sintertemperatur und Haltezeit für unsere Zirkonoxid-Proben – was empfiehlst du?", true, false},
		{"シリコンのバンドギャップが間接遷移である理由を教えていただけますか。", true, false}, // the reason why
		{"AAPL 주가가 떨어진 이유를 알려줘", true, false},
		{"¿Me explicas por qué el silicio tiene gap indirecto?", true, false},
		{"¿qué significa banda prohibida?", true, false},
		{"직접 밴드갭과 간접 밴드갭 차이점을 설명해줘", true, false},
		{"株式分割の仕組みを説明して", true, false},
		{"Welche Kalender-App ist besser?", true, false},
		{"¿Cómo se dice \"under the weather\" en español?", true, false}, // a word in another language
		{"Was heißt \"Lager\" auf Englisch?", true, false},
		{"Was heißt das für morgen in Berlin, wird es regnen?", false, false}, // asks on
		{"¿Qué es el band gap? Explícamelo como si tuviera diez años.", true, false},
		{"¿Qué es la banda prohibida?", true, false},
		{"Was ist ein Kristall überhaupt und wie entsteht er?", true, false},
		{"논문 잘 쓰는 법 좀 알려줘", true, false},
		{"¿Cuál es el stock de vino recomendado para una bodega en casa?", true, false},
		{"Googleカレンダーの通知音を変えるにはどうすればいい?", false, true},
		{"how do I export my data", false, true},
		// a document that explains is described, not asked to explain
		{"Me vendría genial un artículo de la base de conocimiento que explique cómo programar exportaciones", false, false},
		{"I need an article that explains how to reset MFA", false, false},
		{"¿cómo puedo exportar mis datos?", false, true},
		{"¿cómo está el clima en Bogotá?", false, false}, // asks how the weather is
		{"서울 날씨 어떻게 돼?", false, false},
		{"weather in Paris tomorrow", false, false},
		{"Define a unit cell", true, false},                                            // a definition, with the English article
		{"Define o fuso horário do usuário 8812 como America/Sao_Paulo", false, false}, // a value set
	} {
		toks, norm := text.Tokens(tt.query), text.Norm(tt.query)
		if got := IsAdvice(toks, norm); got != tt.advice {
			t.Errorf("IsAdvice(%q) = %v, want %v", tt.query, got, tt.advice)
		}
		if got := AsksInstructions(toks, norm); got != tt.instructions {
			t.Errorf("AsksInstructions(%q) = %v, want %v", tt.query, got, tt.instructions)
		}
	}
}

func TestIdiomsHideTheWordsInThem(t *testing.T) {
	l := Default()
	tests := []struct {
		query  string
		hidden string // a term the idiom's words must not name
	}{
		{"chicken stock 대신 쓸 수 있는 재료", "stock"},
		{"free stock photo sites", "stock"},
		{"Find me a stock broker in London.", "stock"},
		{"Get the stock exchange where SAP is listed.", "stock"},
		{"List the stock splits of AAPL.", "stock"},
		{"Is a stock cube the same thing as bouillon?", "stock"},
		{"healing properties of amethyst crystals", "property"},
		{"is 100 gsm paper better for printing resumes", "paper"},
		{"Which paper shredder is best for a home office?", "paper"},
		{"옆모습 프로필 사진 잘 나오는 각도", "profile"},
		{"Wo finde ich das Benutzerhandbuch für meinen Geschirrspüler?", "user"},
		{"Quiero hacer un calendario de Adviento casero", "calendar"},
		{"Welche Kalender-App ist besser?", "calendar"},
		{"Neues Ticket: Drucker im dritten Stock druckt nicht", "stock"}, // a floor
		{"Erstell ein Plakat für unser Sommerfest-Event.", "event"},
		{"Such Nutzerbewertungen für den Thermomix TM6.", "user"},
		{"What's the aroma profile of Ethiopian coffee?", "profile"},
		{"Wie groß ist der Viehbestand an Milchkühen?", "inventory"},
		{"¿Cuántas unidades del BX-77 hay en estantería?", "storage location"},
		{"Kursverlauf von Porsche seit dem Börsengang", "unlisted company"}, // listed since
		{"Price chart since the IPO for Snowflake", "unlisted company"},
		{"Bei Herrn Keller müsste die Abteilung im Profil geändert werden", "indoor room"}, // "im Keller" only together
		{"子育て支援金の申請方法", "support"},                                                         // a subsidy
		{"마약 사용자를 위한 재활 센터는 어디서 찾을 수 있어?", "user"},                                         // a person who takes drugs
		{"한국인의 주식은 쌀인가요?", "market"},                                                       // a staple food
		{"Welche Bastelmaterialien brauche ich für einen Adventskranz?", "material"},
	}
	for _, tt := range tests {
		if m := analyze(l, tt.query); slices.Contains(m.Terms, tt.hidden) {
			t.Errorf("%q: terms %v name %q", tt.query, m.Terms, tt.hidden)
		}
	}
	// The same words outside the idiom still name their terms.
	if m := analyze(l, "TSLA stock price"); !slices.Contains(m.Terms, "stock") {
		t.Errorf("terms %v, want stock", m.Terms)
	}
}

func TestScopesBesideACatalogsDomain(t *testing.T) {
	l := Default()
	for _, tt := range []struct{ query, scope string }{
		{"내 Netflix account 비밀번호 바꿔줘", "third-party service"},
		{"¿A cuánto cotiza ahora mismo el bitcoin en euros?", "cryptocurrency"},
		{"未上場のSpaceXの株価って今いくら?", "unlisted company"},
		{"¿Qué temperatura hace ahora mismo en la superficie de Marte?", "off-world place"},
		{"冷蔵庫の中の今の温度を確認したい", "household appliance"},
		{"change the name on my passport after marriage", "identity document"},
		{"이사했으니까 운전면허증 주소 변경해 줘", "identity document"},
		{"Ändere den Namen meines WLAN-Netzwerks", "home network"},
		{"가족 단톡방 이름 변경해 줘", "group chat"},
		{"change my display name in Discord", "third-party service"},
		{"check the stock of firewood in the garden shed", "home storage"},
		{"look up the profile of the actor who played Gandalf", "public figure"},
		{"find materials for my quilting project", "home project"},
		{"Busca las propiedades de un rombo", "geometric shape"},
		{"Schau mein Konto in der Stadtbibliothek nach", "third-party service"},
		{"전기 요금 현재 가격 확인해 줘", "everyday goods"},
		{"今日のガソリン価格はいくら?", "commodity price"},
		{"와인 셀러 재고 목록 업데이트해 줘", "home storage"},
		{"¿La panadería todavía tiene croissants en stock?", "retail store"},
		{"パン屋にまだクロワッサンの在庫があるか確認して", "retail store"},
		{"전기밥솥 사용설명서 잃어버렸는데 예약 취사는 어떻게 걸어?", "household appliance"},
		{"What's the best fabric material for a summer dress?", "clothing or jewelry"},
		{"¿Cómo limpio un collar de cristal de cuarzo?", "clothing or jewelry"},
		{"Welches Material ist für eine Winterjacke besser, Daune oder Kunstfaser?", "clothing or jewelry"},
		{"浴衣の素材で綿と麻ならどっちが涼しいですか？", "clothing or jewelry"},
		{"강남 아파트 최근 실거래가 시세 알려줘", "real estate"},
		{"올해 LG 트윈스 경기 일정 알려줘", "sports"},
		{"東京駅から新大阪までの新幹線の時刻表を見せて", "public transport"},
		{"Which tweets linked to the Llama 2 arXiv paper this week?", "social media post"},
		{"ユーザーコミュニティのフォーラムで同期エラーについての投稿を探して", "social media post"},
		{"Give me the 3D structure of the protein hemoglobin.", "molecule or drug"},
		{"Busca la sentencia del Tribunal Supremo sobre derechos de autor", "court ruling"},
		{"DOI 10.1038/nature14539 を引用している特許を一覧で出して", "patent"},
		{"Verbinde mich bitte im Live-Chat mit einem Support-Mitarbeiter.", "live conversation"},
		{"인천 바다 물때표 보여줘", "sea"},
		{"what are the current sea conditions in the middle of the North Atlantic?", "sea"},
		{"get me a quote for renewing my car insurance", "service quote"},
		{"Can you get me a quote for replacing the roof on my house?", "service quote"},
		{"pásame la cotización de la reforma de mi cocina", "service quote"},
		{"list the insider trades at NVDA over the past year", "regulatory filing"},
		{"지금 우주 날씨, 태양풍 세기 알려줘", "off-world place"},
		{"이번 달 공모주 청약 일정 알려줘", "unlisted company"},
		{"Did the weather service report any earthquakes near Tokyo?", "earthquake"},
		{"S&P 500 futures 지금 시세 어때?", "derivative or fund"},
		{"코스피200 선물 야간 시세 알려줘", "derivative or fund"},
		{"오늘 나온 AI 관련 신문 기사 찾아줘", "news"},
		{"EUR/USD exchange rate right now", "exchange rate"},
	} {
		m := analyze(l, tt.query)
		if !slices.Contains(m.Terms, tt.scope) || !IsScope(tt.scope) {
			t.Errorf("%q: terms %v, want scope %q", tt.query, m.Terms, tt.scope)
		}
	}
	// Common words that are also service names are not forms ("über" is not Uber).
	if m := analyze(l, "Welche Halbleiter haben eine direkte Bandlücke über 3 eV?"); slices.Contains(m.Terms, "third-party service") {
		t.Errorf("terms %v", m.Terms)
	}
}

func TestReturnIsARead(t *testing.T) {
	// "Devuelve X" asks a system to return X, as a function returns a value; a refund
	// is "devolver el dinero", "reembolsa".
	l := Default()
	for _, q := range []string{"devuelve la cotización actual de AAPL", "devuelve el clima actual en Madrid"} {
		if m := analyze(l, q); slices.ContainsFunc(m.Ops, func(op string) bool { return l.Family(op) != ReadFamily }) {
			t.Errorf("%q: ops %v, want no action", q, m.Ops)
		}
	}
}

func TestAWordStandsWhereItIsNotInsideAnEarlierWord(t *testing.T) {
	s := "kannst du das an Anna senden"
	off := wordOffsets(text.Tokens(s), text.Norm(s))
	if got, want := off["an"], len("kannstdudas"); got != want {
		t.Errorf(`offset of "an" = %d, want %d (not inside "kannst")`, got, want)
	}
	s = "Lösche die Löschliste"
	if off := wordOffsets(text.Tokens(s), text.Norm(s)); off["lösche"] != 0 {
		t.Errorf("offsets %v", off)
	}
}

func TestALastWeekdayIsPast(t *testing.T) {
	l := Default()
	for _, q := range []string{"get the weather in Seoul last Tuesday", "wie war das Wetter letzten Dienstag", "last weekend's rainfall"} {
		if m := analyze(l, q); !slices.Contains(m.Terms, "past") {
			t.Errorf("%q: terms %v, want past", q, m.Terms)
		}
	}
}

func TestAsksAllOfACollection(t *testing.T) {
	for _, tt := range []struct {
		query string
		all   bool
	}{
		{"list all users", true},
		{"모든 사용자 목록 보여줘", true},
		{"lista todos los usuarios", true},
		{"show all prices of AAPL", false},      // a named record
		{"all events on 12 March", false},       // a date narrows it
		{`papers citing "All You Need"`, false}, // a quoted title
	} {
		if got := AsksAll(tt.query, text.Tokens(tt.query), text.Norm(tt.query)); got != tt.all {
			t.Errorf("AsksAll(%q) = %v, want %v", tt.query, got, tt.all)
		}
	}
}

func TestATermSetAsideOrNamedAsATopic(t *testing.T) {
	l := Default()
	tests := []struct {
		query, term      string
		negated, topical bool
	}{
		{"Get the metadata for DOI 10.1038/nature12373, the journal article, not a patent.", "patent", true, false},
		{"NVDA 지난 3개월 종가 기록 보여줘, 펀드 말고 개별 종목으로.", "derivative or fund", true, false},
		{"Regnet es jetzt in München? Keine Pollenwerte, nur das Wetter.", "pollen", true, false},
		{"明日の横浜の潮見表を見せて、天気予報じゃなくて。", "forecast", true, false},
		{"list all users without a login since March", "login", false, false}, // a filter
		{"find papers about patents on CRISPR", "patent", false, true},
		{"papers on graph neural networks for molecular property prediction", "molecule or drug", false, true},
		{"특허 관련 논문 찾아줘", "patent", false, true},
		{"find the patent US 7,479,949", "patent", false, false},
		{"Busca la sentencia del Tribunal Supremo sobre derechos de autor", "court ruling", false, false},
	}
	for _, tt := range tests {
		toks, norm := text.Tokens(tt.query), text.Norm(tt.query)
		if got := l.Negated(toks, norm, tt.term); got != tt.negated {
			t.Errorf("%q: Negated(%s) = %v, want %v", tt.query, tt.term, got, tt.negated)
		}
		if got := l.Topical(toks, norm, tt.term); got != tt.topical {
			t.Errorf("%q: Topical(%s) = %v, want %v", tt.query, tt.term, got, tt.topical)
		}
	}
}

func TestACompoundNamesWhatItsLastWordNames(t *testing.T) {
	l := Default()
	tests := []struct {
		word string
		term string
		want bool
	}{
		{"Zahnarzttermin", "appointment", true},
		{"Wissensartikel", "article", true},
		{"Kathodenmaterialien", "material", true},
		{"interacciones", "market", false}, // a Spanish plural holding "acciones"
		{"transacciones", "market", false},
		{"Entwicklungsteam", "team", true}, // a development team is a team,
		{"Entwicklungsteam", "history", false},
		{"Entwicklungsteam", "third-party service", false}, // and holds no "steam"
		{"Preisentwicklung", "history", true},              // a development of prices is one
	}
	for _, tt := range tests {
		if got := slices.Contains(analyze(l, tt.word).Terms, tt.term); got != tt.want {
			t.Errorf("%s: terms %v, want %s: %v", tt.word, analyze(l, tt.word).Terms, tt.term, tt.want)
		}
	}
}

// Korean and Japanese verbal nouns of the rarer actions are their verbs when they end
// the request, and a few English verbs name them too.
func TestVerbalNounsOfRarerActions(t *testing.T) {
	l := Default()
	tests := []struct{ query, op string }{
		{"会議招待 承諾", "approve"},
		{"신규 가입 신청 승인", "approve"},
		{"材料エントリ却下", "reject"},
		{"会議 invitation decline", "reject"},
		{"天気予報の共有", "share"},
		{"op=lock record", "suspend"},
		{"論文 ブックマーク解除", "cancel"},
		{"在庫を移動", "move"},
		{"証券口座から銀行口座へ送金", "transfer"},
		{"SKU-7720 300個 発注", "buy"},
		{"週次定例の予定を複製", "clone"},
		{"チケット#4409にコメントを追記", "add"},
		{"株価が8000円を超えたら知らせてくれる設定", "notify"},
		{"配送遅延の件でticketを切ってください", "create"},
		// Korean: what one can do or wishes done, and an action done as a processing step
		{"이메일 주소를 new@mail.com으로 변경할 수 있을까요?", "change"},
		{"제 캘린더를 팀원들이랑 공유했으면 좋겠어요", "share"},
		{"support case 하나 열어야 할 것 같아요", "create"},
		{"park.sy 계정 잠금 처리해 줘", "suspend"},
		{"퇴사한 최 대리 계정을 정지시킬 수 있을까요?", "suspend"},
		{"SKU-3004 단종 보관처리", "archive"},
		{"회의 초대 수락", "approve"},
		{"중복된 물질 항목 병합", "merge"},
		{"이 논문에 댓글을 남길 수 있을까요?", "add"},
		{"이 help article 도움이 안 됐다고 rating 남길 수 있을까요?", "upvote"},
		{"재고가 떨어지면 자동으로 재주문되게 할 수 있을까요?", "reorder"},
		{"강릉 위치 pin 고정 해제해 주세요", "cancel"},
		{"closing my account", "close"}, // the gerund before its object
		{"Would you mind scheduling an appointment with Dr Patel?", "schedule"},
		{"the quantity for SKU-6650 needs to be changed to 75", "change"},
		{"set up a mtg w/ design team fri 3pm pls", "schedule"},
		{"Would you mind filing a support request for me?", "create"},
		{"Can you pop an event in for June 14th at 7pm?", "add"},
		{"job=pdf fetch; doi=10.1126/science.aax1234", "download"},
		{"저를 도와주신 매니저분께 감사 인사를 전달해 주실 수 있나요?", "send"},
		{"비번 까먹어서 계정 잠김 ㅠㅠ 걍 잠금 풀어줘", "enable"},
		{"se me olvido la contra y me bloquearon la cuenta, desbloqueala", "enable"},
		{"제 계좌에서 500만 원어치 달러로 환전해 줘", "convert"},
		{"Apúntalo en el calendario: sábado a las 21:00", "schedule"},
		{"finance quoteツールでNVDAのlatest priceを取って", "fetch"},
		{"DOI 10.1038/nature12373 の論文の著者に連絡を取って", "send"}, // get in touch, no fetch
		{"アカウントの不具合についてsupport caseを開いていただけないでしょうか", "create"},
	}
	for _, tt := range tests {
		if m := analyze(l, tt.query); !slices.Contains(m.Ops, tt.op) {
			t.Errorf("%q: ops %v, want %s", tt.query, m.Ops, tt.op)
		}
	}
}

func TestKoreanBareVerbIsAskedOnlyAtTheEnd(t *testing.T) {
	l := Default()
	if m := analyze(l, "티켓은 보통 누가 열어?"); slices.Contains(m.Ops, "create") {
		t.Errorf("ops %v: a question's plain present asks, it does not act", m.Ops)
	}
	if m := analyze(l, "캘린더에 첫날 일정은 넣어놨어"); slices.Contains(m.Ops, "add") {
		t.Errorf("ops %v: 넣어놨어 tells what was done", m.Ops)
	}
	if m := analyze(l, "티켓 다시 열어"); slices.Contains(m.Ops, "create") && !slices.Contains(m.Ops, "reopen") {
		t.Errorf("ops %v: 다시 열어 reopens", m.Ops)
	}
}

func TestKoreanFormalImperativesAndEverydayActions(t *testing.T) {
	l := Default()
	tests := []struct{ query, op string }{
		{"사용자 4521과 4522의 중복 계정을 병합하십시오.", "merge"},
		{"제가 쓴 논문 원고를 학술지에 투고해야 해요", "submit"},
		{"Quiero invertir 3.000 euros en acciones de Inditex", "buy"},
		{"Platzieren Sie eine Verkaufsorder über 100 Aktien BASF", "sell"},
		{"Paso 5: dar de alta nuestro nuevo material en la base de datos", "create"},
		{"Recupere los artículos de la base de conocimiento", "get"},
		// A verb asked with 줘 is asked bare at the end in casual speech.
		{"login failure 문제로 지원 티켓을 열어", "create"},
		{"team sync at 3 일정을 캘린더에 넣어", "add"},
	}
	for _, tt := range tests {
		if m := analyze(l, tt.query); !slices.Contains(m.Ops, tt.op) {
			t.Errorf("%q: ops %v, want %s", tt.query, m.Ops, tt.op)
		}
	}
}

func TestGermanConjugatedVerbsAndCompoundActions(t *testing.T) {
	l := Default()
	tests := []struct{ query, op string }{
		{"Ich möchte, dass du eine Supportanfrage erstellst.", "create"},
		{"Ich möchte, dass du die Menge für SKU-4410 auf 260 änderst.", "change"},
		{"Ich möchte, dass du Arbeiten zu Quantenfehlerkorrektur findest.", "find"},
		{"Lagerbestandsänderung SKU-5512: +120", "change"},
		{"Mach das geschlossene Ticket 1980 bitte wieder auf.", "reopen"},
		{"bestand updaten: 9981-b jetzt 200", "update"}, // the borrowed verb
		{"Der Bestand von Artikelnummer 20931 müsste auf 310 angepasst werden.", "adjust"},
		{"Pass bitte den Bestand von SKU 77 an.", "adjust"},
		{"Reduzier den Bestand von SKU HX-440 um 12.", "adjust"}, // the imperative's short form
		{"Vereinbare einen Termin mit Anna am Freitag", "schedule"},
		{"mach nen termin fuer donnerstag mittag", "schedule"},
		{"Könnten Sie eine Supportanfrage stellen?", "create"},
		// English verbs with German endings, and participles in a passive that asks.
		{"Kannst du mir ein Event für Samstag in den Kalender adden?", "add"},
		{"Kannst du das Paper mit dem ganzen Team sharen?", "share"},
		{"Kannst du den täglichen Report canceln?", "cancel"},
		{"Es soll nach Supportartikeln zum Fehler 0x80070005 gesucht werden.", "search"},
		{"Der gesamte Kalender soll als ICS-Datei exportiert werden.", "export"},
		{"Der Wetterbericht soll an das ganze Team weitergeleitet werden.", "send"},
		{"Der Hilfeartikel soll neu veröffentlicht werden.", "publish"},
		{"Ich hätte gern den Bestand von SKU-9 auf 40 geändert.", "change"}, // a wish for it done
		// Bare "lade" and "ziehe" fetch; with a particle they are other verbs.
		{"lade die historischen Kurse für AMD seit 2024", "get"},
		{"ziehe die Kurse von AMD seit 2024", "get"},
		{"lade Anna zum Termin am Freitag ein", "invite"},
		{"bestimme die Bandlücke von GaN", "find"},
		// zu-infinitives, memo nouns and colloquial verbs.
		{"Bitte daran denken, Omas Geburtstag als Termin in den Kalender einzutragen.", "add"},
		{"Adressänderung Kunde 3307: Lindenweg 4, 1140 Wien", "change"},
		{"Storno Termin Fr 14 Uhr Zahnarzt", "cancel"},
		{"Entsperrung Konto 90331", "enable"},
		{"Neuanlage Termin Mo 9 Uhr, Jour fixe Team", "create"},
		{"Setz mir ein Meeting mit Jonas rein, Freitag 11 Uhr.", "create"},
		{"Würden Sie bitte eine Störungsmeldung beim Support erfassen?", "create"},
		{"Zieh mir die Price History von NVDA seit Januar 2023.", "get"},
	}
	for _, tt := range tests {
		if m := analyze(l, tt.query); !slices.Contains(m.Ops, tt.op) {
			t.Errorf("%q: ops %v, want %s", tt.query, m.Ops, tt.op)
		}
	}
	// A forecast compound of something the vocabulary does not know is no weather
	// forecast; one of a span of time is.
	if m := analyze(l, "Paper Transformer Zeitreihenprognose 2022"); slices.Contains(m.Terms, "forecast") {
		t.Errorf("Zeitreihenprognose: terms %v", m.Terms)
	}
	if m := analyze(l, "Langzeitprognose für Hamburg"); !slices.Contains(m.Terms, "forecast") {
		t.Errorf("Langzeitprognose: terms %v", m.Terms)
	}
	// A sync of thirty minutes is a meeting, no synchronizing.
	if m := analyze(l, "book a 30-minute sync with Priya on Thursday at 11"); slices.Contains(m.Ops, "sync") {
		t.Errorf("30-minute sync: ops %v", m.Ops)
	}
	for q, want := range map[string]bool{"I want the old help article on VPN setup deleted": true, "I want the latest AAPL price": false, "we need SKU-9 restocked": true} {
		if got := WishedDone(q); got != want {
			t.Errorf("WishedDone(%q) = %v, want %v", q, got, want)
		}
	}
	// An English wish for something done names the participle's verb.
	if m := analyze(l, "I want the outdated article about the old pricing page deleted."); !slices.Contains(m.Ops, "delete") {
		t.Errorf("want … deleted: ops %v", m.Ops)
	}
	// Participles outside a passive that asks, and English words with the same endings,
	// name no operation.
	for _, q := range []string{"Der Termin wurde gecancelt.", "listen to the forecast", "given the forecast"} {
		if m := analyze(l, q); slices.ContainsFunc(m.Ops, func(op string) bool { return op != "" && l.Family(op) != ReadFamily }) {
			t.Errorf("%q: ops %v", q, m.Ops)
		}
	}
	// Words inside other words or phrases name nothing of their own: a response time is
	// no weather, a windbreaker no wind, German "über" (folded "uber") no ride, a form
	// that starts with a longer word's last letter and runs across the space no match
	// (다시 세봤는데 names no 시세), a squat no quote.
	for _, tt := range []struct{ query, absent string }{
		{"tiempo de respuesta de mi caso abierto", "weather"},
		{"바람막이 재고 있어? SKU-21", "wind"},
		{"Finde Paper über Supraleitung in Graphen", "public transport"},
		{"반품 들어온 거 다시 세봤는데 SKU-3391 재고 20개로 바꿔줄 수 있어?", "quote"},
		{"무릎 안 아프게 스쿼트하는 자세 알려주세요.", "quote"},
	} {
		if m := analyze(l, tt.query); slices.Contains(m.Terms, tt.absent) {
			t.Errorf("%q: terms %v, want no %s", tt.query, m.Terms, tt.absent)
		}
	}
	// "sin" sets an action aside.
	if m := analyze(l, "Sin editar ningún campo: enséñame la información de la cuenta del usuario 10442."); slices.ContainsFunc(m.Ops, func(op string) bool { return l.Family(op) == "update" }) {
		t.Errorf("sin editar: ops %v", m.Ops)
	}
	if op := l.colonHeadline("SKU-1500 재고 정정 요망: 88개"); op != "modify" {
		t.Errorf("colonHeadline = %q, want modify", op)
	}
	// A sentence's verbal noun before a note is the action.
	if op := l.sentenceAction("동기화 실패 건 지원 티켓 생성 요망. 고객사 세 곳에서 동일 증상 보고됨"); op != "create" {
		t.Errorf("sentenceAction = %q, want create", op)
	}
	// A headline's verbal noun before a colon is the action.
	if op := l.colonHeadline("SKU-9 수량 변경 요망: 40개"); op != "change" {
		t.Errorf("colonHeadline = %q, want change", op)
	}
	if op := l.colonHeadline("Status: SKU-9"); op != "" {
		t.Errorf("colonHeadline of a Latin headline = %q", op)
	}
	// German "Infos" are information, not the French news.
	if m := analyze(l, "Zieh mir bitte die Lattice-Infos für NaCl."); slices.Contains(m.Terms, "news") {
		t.Errorf("Infos: terms %v", m.Terms)
	}
	// A name is no compound of a word that dropped its -e.
	if m := analyze(l, "la cuenta de resultados de Santander"); len(m.Ops) != 0 {
		t.Errorf("Santander: ops %v", m.Ops)
	}
	// A dative plural names its noun: Supportartikeln are support articles.
	if m := analyze(l, "Bitte in den Supportartikeln nachschlagen"); !slices.Contains(m.Terms, "article") {
		t.Errorf("Supportartikeln: terms %v", m.Terms)
	}
	// A noun compound names a thing: an export error asks no export.
	if m := analyze(l, "Gibt es etwas zu Exportfehlern nach Excel?"); slices.Contains(m.Ops, "export") {
		t.Errorf("Exportfehlern: ops %v", m.Ops)
	}
	// A stem's rest names only actions: a number of citations is no inventory quantity.
	if m := analyze(l, "Zitationsanzahl von 10.1093/nar/gkab1112"); slices.Contains(m.Terms, "quantity") {
		t.Errorf("terms %v", m.Terms)
	}
}

// A closing price is no act of closing, and forecasting is a method, no forecast.
func TestNounsThatLookLikeActions(t *testing.T) {
	l := Default()
	for _, q := range []string{"AAPL daily close last month", "GOOGL previous close"} {
		if m := analyze(l, q); slices.Contains(m.Ops, "close") || !slices.Contains(m.Terms, "price") {
			t.Errorf("%q: ops %v terms %v, want a price and no close", q, m.Ops, m.Terms)
		}
	}
	if m := analyze(l, "time series forecasting papers"); slices.Contains(m.Terms, "forecast") {
		t.Errorf("forecasting: terms %v", m.Terms)
	}
	for q, term := range map[string]string{"set up a mtg w/ design team fri 3pm": "meeting", "find acct for dave.k": "account", "gonna snow in denver tmrw??": "tomorrow"} {
		if m := analyze(l, q); !slices.Contains(m.Terms, term) {
			t.Errorf("%q: terms %v, want %s (chat shorthand)", q, m.Terms, term)
		}
	}
	if m := analyze(l, "what should a quote for it look like?"); slices.Contains(m.Ops, "lookup") {
		t.Errorf("look like: ops %v", m.Ops)
	}
	if m := analyze(l, "send me a weekly update"); slices.Contains(m.Ops, "update") {
		t.Errorf("weekly update: ops %v", m.Ops)
	}
}

// "letzte 6 monate" is the past six months.
func TestGermanLastSpansAreThePast(t *testing.T) {
	l := Default()
	for _, q := range []string{"kurse von amazon letzte 6 monate", "Kurse der letzten 6 Monate", "letzte Woche"} {
		if m := analyze(l, q); !slices.Contains(m.Terms, "past") {
			t.Errorf("%q: terms %v, want past", q, m.Terms)
		}
	}
}

// A record named by an identifying property with its value (after "of", or with a
// possessive particle after the value) is not that property set.
func TestARecordNamedByItsCodeIsNoCodeChanged(t *testing.T) {
	l := Default()
	tests := []struct {
		query string
		want  bool
	}{
		{"Update the stock of product code 20931 to 310", true},
		{"Der Bestand von Artikelnummer 20931 müsste auf 310 angepasst werden.", true},
		{"品番12345の在庫を20に更新して", true},
		{"Ändere die Artikelnummer 5512 auf 5513", false},
		{"Change the product code of item 5 to AB-77", false},
		{"Update the price of item 5 to 9.99", false}, // no identifying property
	}
	for _, tt := range tests {
		term := "product code"
		if got := l.NamesRecordBy(text.Tokens(tt.query), text.Norm(tt.query), term); got != tt.want {
			t.Errorf("NamesRecordBy(%q, %q) = %v, want %v", tt.query, term, got, tt.want)
		}
	}
	if l.NamesRecordBy(text.Tokens("Update the price of item 5 to 9.99"), text.Norm("Update the price of item 5 to 9.99"), "price") {
		t.Error("a price is no identifying property")
	}
}

func TestSpanishSubjunctivesAfterQueNameTheirInfinitive(t *testing.T) {
	l := Default()
	tests := []struct{ query, op string }{
		{"Necesito que cambies la cita del médico del lunes al miércoles.", "change"},
		{"Necesito que actualices mi perfil", "update"},
		{"Quiero que agregues una reunión el martes", "add"},
		{"Necesito que abras un ticket porque no puedo entrar", "create"},
		{"Quiero que me busques artículos sobre grafeno", "search"},
	}
	for _, tt := range tests {
		if m := analyze(l, tt.query); !slices.Contains(m.Ops, tt.op) {
			t.Errorf("%q: ops %v, want %s", tt.query, m.Ops, tt.op)
		}
	}
	// Only after "que": "las cosas" is no subjunctive, nor is a noun that ends alike.
	if m := analyze(l, "cambies y notas de la reunión"); len(m.Ops) != 0 {
		t.Errorf("ops %v, want none", m.Ops)
	}
}

// Moving an event in time, declining an invitation, sharing and merging are actions of
// their own in every language.
func TestRescheduleDeclineShareAndMergeForms(t *testing.T) {
	l := Default()
	tests := []struct{ query, op string }{
		{"金曜の面談を来週月曜の同じ時間にずらしてほしいです。", "reschedule"},
		{"atrasa una hora todas mis reuniones de hoy", "reschedule"},
		{"内일 회의 30분 앞당겨줘", "reschedule"},
		{"佐藤さんからの会議招待、辞退しといてー", "reject"},
		{"제 업무 캘린더를 비서님과 공유할 수 있을까요?", "share"},
		{"예전 계정이랑 회사 계정을 하나로 합치고 싶어요.", "merge"},
		{"旧アカウントと新アカウントを一つにまとめたいです。", "merge"},
	}
	for _, tt := range tests {
		if m := analyze(l, tt.query); !slices.Contains(m.Ops, tt.op) {
			t.Errorf("%q: ops %v, want %s", tt.query, m.Ops, tt.op)
		}
	}
}

func TestWhereAHoldingStandsAsksNoPlace(t *testing.T) {
	toks := func(s string) []string { return text.Tokens(s) }
	if got := Asks(toks("Wo steht der DAX gerade"), text.Norm("Wo steht der DAX gerade"), nil); slices.Contains(got, AskPlace) {
		t.Errorf("asks %v, want no place", got)
	}
	if got := Asks(toks("Wo ist mein Termin"), text.Norm("Wo ist mein Termin"), nil); !slices.Contains(got, AskPlace) {
		t.Errorf("asks %v, want a place", got)
	}
}

func TestAStemOfSeveralWordsMatchesAsItsWords(t *testing.T) {
	l := Default()
	if m := analyze(l, "Arbeiten aus den letzten zwei Jahren"); slices.Contains(m.Terms, "two-factor") {
		t.Errorf("terms %v: 'zwei' alone is no two-factor", m.Terms)
	}
	if m := analyze(l, "Zwei-Faktor-Authentifizierung aktivieren"); !slices.Contains(m.Terms, "two-factor") {
		t.Errorf("terms %v, want two-factor", m.Terms)
	}
}

func TestALongerOperationFormWinsOverTheFormInsideIt(t *testing.T) {
	if m := analyze(Default(), "Mach das geschlossene Ticket 1980 bitte wieder auf."); !slices.Equal(m.Ops, []string{"reopen"}) {
		t.Errorf("ops %v, want [reopen]", m.Ops)
	}
}

func TestAnActionJoinedToALeadingReadIsTheMainVerb(t *testing.T) {
	l := Default()
	tests := []struct{ query, main string }{
		{"Prüfe den Bestand von SKU-505 und setze ihn auf 55", "configure"},
		{"find user 42 and change the display name to Alice", "change"},
		{"show my events and delete the one at 3pm", "delete"},
		// An action in a relative clause is not joined: the read leads.
		{"show the tickets I created last week", "show"},
	}
	for _, tt := range tests {
		if m := analyze(l, tt.query); m.Main != tt.main {
			t.Errorf("%q: main %q (ops %v), want %q", tt.query, m.Main, m.Ops, tt.main)
		}
	}
}

func TestARepeatedWordKeepsItsPlace(t *testing.T) {
	l := Default()
	analyzeText := func(s string) Match { return l.AnalyzeText(s, text.Tokens(s), text.Norm(s)) }
	if m := analyzeText("일정 확인, 내 일정 삭제해줘"); slices.Contains(m.Terms, "tomorrow") {
		t.Errorf("terms %v: 내 일정 is no 내일", m.Terms)
	}
	if m := analyzeText("내일 일정 확인"); !slices.Contains(m.Terms, "tomorrow") {
		t.Errorf("terms %v, want tomorrow", m.Terms)
	}
}

func TestAWordAfterADeterminerSeOrAPrepositionAsksForNoOperation(t *testing.T) {
	l := Default()
	tests := []struct {
		query string
		ops   []string
	}{
		{"what's on my schedule tomorrow?", nil},
		{"schedule a meeting with Anna", []string{"schedule"}},
		{"la aplicación se cierra sola al subir fotos, crea un ticket", []string{"create"}},
		{"cierra el ticket 412", []string{"close"}},
		{"artículos sobre drones, de 2022 en adelante", nil}, // after a preposition
		{"adelanta la reunión una hora", []string{"reschedule"}},
		{"KB articles on resetting a router", nil}, // a gerund after "on" is a topic
		{"reset my router settings", []string{"reset"}},
	}
	for _, tt := range tests {
		m := l.Analyze(text.Tokens(tt.query), text.Norm(tt.query))
		if !slices.Equal(m.Ops, tt.ops) {
			t.Errorf("%q: ops %v, want %v", tt.query, m.Ops, tt.ops)
		}
	}
}

func TestAnAmountOfStockIsAdded(t *testing.T) {
	stock := []string{"inventory", "stock"}
	for _, tt := range []struct {
		main, query string
		terms       []string
		want        bool
	}{
		{"add", "Add 10 units to the stock of SKU-2087", stock, true},
		{"add", "SKU-2087を10個入荷したので、在庫に足しておいてください。", stock, true},
		{"remove", "SKU-5502 재고 3개 빼 줘", stock, true},
		{"add", "3개월 뒤 회의 일정 추가해줘", []string{"event"}, false},          // months, and no stock
		{"add", "3개월 뒤 재고 추가해줘", stock, false},                         // months
		{"remove", "Remove SKU-44 items from inventory", stock, false}, // the number ends an identifier
		{"add", "SKU-2087の在庫を１０個追加して", stock, true},                    // full-width digits
		{"create", "Add 10 units to the stock of SKU-2087", stock, false},
		{"register", "SKU DK-7001 입고 150개 재고에 등록해 줘", stock, true},            // registered into the stock
		{"register", "在庫管理ツールで倉庫間移動を登録して、SKU-8810を名古屋から福岡へ30個", stock, false}, // a transfer
		{"remove", "SKU OP-01 재고 10개 깎아줘", stock, true},
	} {
		if got := AddsAmount(tt.main, tt.query, tt.terms); got != tt.want {
			t.Errorf("AddsAmount(%q, %q) = %v, want %v", tt.main, tt.query, got, tt.want)
		}
	}
}

func TestANumberGivenToTheStockSetsIt(t *testing.T) {
	l := Default()
	inv, qty := []string{"inventory"}, []string{"quantity"}
	for _, tt := range []struct {
		main, query string
		terms       []string
		want        bool
	}{
		{"", "R-7 qty = 90", qty, true},
		{"", "SKU 3301 Bestand plus 40", inv, true},
		{"", "Bestand SKU 7781 minus 12", inv, true},
		{"", "A-778 ist verkauft, Bestand bitte auf 0", inv, true},
		{"", "Lagerbestand SKU-1234 -> 75", inv, true},
		{"", "入荷したので SKU 4901234 の在庫を+20して", inv, true},
		{"", "SKU-88の在庫数を0にしておいて", inv, true},
		{"", "X-9の在庫数をゼロにセット", inv, true},
		{"", "SKU H-5 재고 12로 덮어써", inv, true},
		{"", "E-5 재고 0 처리해줘", inv, true},
		{"", "SKU A-1 40개로", []string{"sku"}, true}, // counted in units: a SKU's stock
		{"", "SKU F-2 stock을 0으로", []string{"sku", "stock"}, true},
		{"", "inventory correction: PEN-BLK should be 0", inv, true},
		{"", "el inventario del 1120-B está mal, debería ser 64", inv, true},
		{"search", "suma 10 unidades al stock de SKU-B24", inv, true},
		{"add", "agrega 20 al stock del SKU MX-3301", inv, true},
		{"add", "Trag für SKU 2020 einen Bestand von 48 ein", inv, true},
		{"register", "V-8 수량 30으로 등록", qty, true},
		{"configure", "set SKU A-1 stock to 40", inv, false},            // a write verb of its own says it
		{"", "is SKU-5 stock down to 0?", inv, false},                   // a question reads
		{"", "how many units of SKU 77 are in stock", inv, false},       // so does a question word
		{"", "search inventory for SKU-A12", inv, false},                // the number is a code's
		{"", "ACME stock from 1 Aug to 30 Sep 2023", inv, false},        // dates
		{"", "Lagerbestand von SKU-12 vom 1. bis 30. Juni", inv, false}, // no value given
		{"", "TSLA stock to 300", []string{"stock"}, false},             // a share, not a count
		{"", "SKU-B24 +40", []string{"sku"}, true},                      // a signed count after a code
		{"", "SKU-404: 0", []string{"sku"}, true},                       // a bare count given to a code
		{"", "Lager SKU-B24 = 19 (korrigiert)", []string{"sku"}, true},
		{"", "SKU-202 Menge jetzt 31", qty, true},
		{"", "SKU-404: stock?", []string{"sku"}, false},
		{"", "SKU-77を棚卸ししたら12個だったのに、システムでは10個になっている", inv, true}, // a recount differs
		{"", "Bei der Inventur haben wir von SKU-5021 tatsächlich 88 Stück gezählt, das System zeigt etwas anderes.", inv, true},
		{"", "the system shows 10 units of SKU-5", inv, false},                   // no count of its own
		{"add", "please add a new product SKU-909 to the inventory", inv, false}, // the number ends an identifier
	} {
		if got := l.SetsCount(tt.main, tt.query, tt.terms); got != tt.want {
			t.Errorf("SetsCount(%q, %q) = %v, want %v", tt.main, tt.query, got, tt.want)
		}
	}
}

func TestActionsJoinedByACoordinator(t *testing.T) {
	l := Default()
	tests := []struct {
		query string
		want  []string
	}{
		{"create the event and send invitations to everyone", []string{"send"}},
		{"crea la reunión y envía invitaciones", []string{"send"}},
		{"find papers citing it and then email the authors", []string{"send"}},
		{"check SKU-505 and set it to 55", []string{"configure"}},
		{"create a ticket: the export failed", nil},
		{"Ändere die E-Mail-Adresse von Benutzer 5", nil},                               // "E-Mail" is no "e" and "mail"
		{"Abre un ticket de soporte y asígnalo al equipo de redes", []string{"assign"}}, // its object joined to it
		{"Crea el evento y compártelo con el equipo", []string{"share"}},
		{"Crea un evento con enlace de Zoom y envíaselo al cliente", []string{"send"}},
		{"Crea un evento e invita a todo el equipo", []string{"invite"}}, // "e" before an i
	}
	for _, tt := range tests {
		if got := l.CoordinatedOps(TextWords(tt.query)); !slices.Equal(got, tt.want) {
			t.Errorf("CoordinatedOps(%q) = %v, want %v", tt.query, got, tt.want)
		}
	}
}

func TestASingleCharacterIsATermOnlyAsAWord(t *testing.T) {
	l := Default()
	tests := []struct {
		query string
		term  string
		want  bool
	}{
		{"名古屋って今、雨？", "rain", true},
		{"내일 부산 비 와?", "rain", true},
		{"지금 대전에 눈 오고 있어?", "snow", true},
		{"눈이 아파", "snow", false},  // an eye
		{"비용 알려줘", "rain", false}, // a cost
		{"10年前の今日の札幌", "ago", true},
		{"1년 전 오늘 서울", "ago", true},
	}
	for _, tt := range tests {
		if got := slices.Contains(analyze(l, tt.query).Terms, tt.term); got != tt.want {
			t.Errorf("%q names %s: %v, want %v", tt.query, tt.term, got, tt.want)
		}
	}
}

// A Korean time counted back is the past though its number stands apart from its
// counter in the text's words ("3일 전"), and so is a last week or month said as one
// word (지난주, 지난달).
func TestKoreanTimesCountedBackAreThePast(t *testing.T) {
	l := Default()
	for q, want := range map[string]string{
		"3일 전 제주 날씨 알려 주세요": "ago",
		"2주 전 대전 날씨":        "ago",
		"1년 전 오늘 서울":        "ago",
		"지난주 대구 날씨 알려줘":     "past",
		"지난달 제주 기온":         "past",
		"그저께 인천 비 얼마나 왔어?":  "past",
	} {
		if m := l.AnalyzeText(q, text.Tokens(q), text.Norm(q)); !slices.Contains(m.Terms, want) {
			t.Errorf("%q: terms %v, want %s", q, m.Terms, want)
		}
	}
	// Another form after a number keeps its word: 7시 가족 names no opening price.
	q := "토요일 저녁 7시 가족 모임 일정 추가"
	if m := l.AnalyzeText(q, text.Tokens(q), text.Norm(q)); slices.Contains(m.Terms, "ago") || !slices.Contains(m.Ops, "add") {
		t.Errorf("%q: terms %v ops %v", q, m.Terms, m.Ops)
	}
}

// The past said in German, Spanish and Japanese words for a day, a night, a season or a
// span counted back.
func TestPastDaysSeasonsAndSpansAreThePast(t *testing.T) {
	l := Default()
	expectTerms(t, l, map[string]string{
		"Temperatur von vorgestern in Köln":           "past",
		"ermittle die gestrige Temperatur in Chicago": "past",
		"wie war das Wetter vor einem Jahr in Berlin": "past",
		"Tiefsttemperatur letzte Nacht in Erfurt":     "past",
		"wie heiß war es letzten Sommer in Rom":       "past",
		"el tiempo de anteayer en Madrid":             "past",
		"一昨日の東京の天気":                                   "past",
	})
}

func TestVocabularyOfTheReferencesOperationCorpora(t *testing.T) {
	l := Default()
	tests := []struct{ query, want string }{
		{"suche wissenschaftliche Arbeiten über LLM agents", "paper"},
		{"busca trabajos académicos sobre RAG evaluation", "paper"},
		{"find scholarly articles about materials informatics", "paper"},
		{"show publications that reference 10.2000/lambda", "cite"},
		{"10.2000/lambdaを参照している出版物を表示して", "cite"},
		{"muestra publicaciones que hacen referencia a 10.2000/mu", "cite"},
		{"AlphaFoldの論文がどんな論文に引用されているか調べてほしい", "cite"}, // the passive
		{"AlphaFold 논문이 어떤 논문들에 인용됐는지 알려줘", "cite"},
		{"10.1126/science.aaa8415를 참조한 후속 연구들을 찾아 주시겠어요?", "cite"}, // follow-up studies cite it
	}
	for _, tt := range tests {
		if m := analyze(l, tt.query); !slices.Contains(m.Terms, tt.want) {
			t.Errorf("%q: terms %v, want %s", tt.query, m.Terms, tt.want)
		}
	}
	ops := []struct{ query, want string }{
		{"file a support request because OAuth login fails", "create"}, // a noun mostly, a verb before its object
		{"presenta una solicitud de soporte porque falla el login", "create"},
		{"Usa la operación adecuada para da la predicción del tiempo", "get"},
		{"plane einen neuen Termin für Montag", "plan"}, // planning makes; the appointment is the calendar's
		{"roadmap review at 10 AM 새 일정을 예약해줘", "schedule"},
		{"¿Me puedes agendar la clase de salsa mañana a las 18:30?", "schedule"},
		{"Agenda mi vuelo a Bogotá el 14 de marzo", "schedule"}, // "agenda" before its object
		{"12月20日を終日「忘年会」の予定にして", "schedule"},
	}
	for _, tt := range ops {
		m := l.AnalyzeText(tt.query, text.Tokens(tt.query), text.Norm(tt.query))
		if !slices.Contains(m.Ops, tt.want) {
			t.Errorf("%q: ops %v, want %s", tt.query, m.Ops, tt.want)
		}
	}
	for _, q := range []string{"upload the file to my library", "da igual"} {
		if m := l.AnalyzeText(q, text.Tokens(q), text.Norm(q)); slices.ContainsFunc(m.Ops, func(op string) bool { return op == "create" || op == "get" }) {
			t.Errorf("%q: ops %v, want neither create nor get", q, m.Ops)
		}
	}
}

func TestCompoundsAndVerbPhrasesKeepTheirNouns(t *testing.T) {
	l := Default()
	tests := []struct{ query, term, op string }{
		{"gib mir die Preishistorie von SAP für 3 Monate", "history", ""}, // a history of prices
		{"zeige die Preisentwicklung der SAP-Aktie seit Januar", "history", ""},
		{"로그인 실패 건으로 지원 티켓을 발행해줘", "ticket", "create"}, // a ticket issued is opened
		{"障害について、チケットを発行しておいて", "ticket", "create"},
		{"問い合わせチケットを起票してもらえますか", "ticket", "create"},
	}
	for _, tt := range tests {
		m := analyze(l, tt.query)
		if !slices.Contains(m.Terms, tt.term) || (tt.op != "" && !slices.Contains(m.Ops, tt.op)) {
			t.Errorf("%q: terms %v ops %v, want %s and %q", tt.query, m.Terms, m.Ops, tt.term, tt.op)
		}
	}
}

func TestAnotherOrganizationsSupportDesk(t *testing.T) {
	l := Default()
	tests := []struct {
		query string
		want  bool
	}{
		{"open a support ticket with Apple about my iPhone battery", true},
		{"open a case with Amazon customer service about my missing package", true},
		{"abre un ticket con el soporte de Apple por la batería del iPhone", true},
		{"erstelle ein Ticket beim Apple-Support wegen des Akkus", true},
		{"애플 서포트에 배터리 문제로 티켓 열어줘", true},
		{"Amazon 고객센터에 환불 문의 넣어줘", true},
		{"Appleのサポートサイトで、私のiPhoneの修理受付を代わりに申し込んでほしいです。", true}, // joined by の
		{"Amazonの倉庫にiPhone 16の在庫がどれくらいあるか調べて。", true},          // a retailer's stock
		{"となりのライバル店の在庫 どんくらいあるか しらべて", true},                   // a rival shop's
		{"私のサポートチケットを作成して", false},
		{"금 간 monitor 건으로 Samsung에 warranty claim 좀 open 해줄 수 있어요?", true}, // a company as the recipient
		{"アマゾンにクレームを入れて", true},
		{"support에 ticket 좀 log 해줄래?", false}, // the catalog's own desk
		{"Action: support ticket 생성", false},
		{"로그인 페이지에 문제가 있어서 티켓 만들어줘", false}, // a page, no company
		{"Microsoft support에 작년에 내가 넣은 case 번호 찾아줘", true},
		{"Create a support ticket: the export fails", false}, // the catalog's own desk
		{"open a support ticket because login fails", false},
		{"고객지원 티켓을 만들어줘", false},
		{"search the support knowledge base for SSO setup", false},
		// A possessive's desk, reached on its site, or a company's headquarters.
		{"open a repair ticket on HP's support site for me", true},
		{"abre una reclamación en su web de soporte", true},
		{"Slack 본사 support에 ticket 넣어줘", true},
		{"Create a ticket: their support page is down", false},               // what the ticket is about
		{"Action: support ticket 생성; subject: VPN 10분마다 disconnect됨", false}, // a label is no company
	}
	for _, tt := range tests {
		if got := l.NamesThirdPartySupport(tt.query); got != tt.want {
			t.Errorf("NamesThirdPartySupport(%q) = %v, want %v", tt.query, got, tt.want)
		}
	}
}

func TestAnotherPersonsCalendar(t *testing.T) {
	l := Default()
	tests := []struct {
		query string
		want  bool
	}{
		{"add a meeting to my boss's calendar for Monday at 10", true},
		{"what's on Sarah's calendar today", true},
		{"crea un evento en el calendario de mi jefe el lunes", true},
		{"añade una reunión a la agenda de Carlos el viernes", true},
		{"erstelle einen Termin im Kalender von Anna am Montag", true},
		{"trage einen Termin in den Kalender meines Chefs ein", true},
		{"show today's schedule", false}, // a time, not a person
		{"what's on my calendar tomorrow", false},
		{"Kalender von morgen zeigen", false},
		{"crea un evento en mi calendario", false},
		{"No en mi calendario, sino en el calendario personal de mi jefa.", true},
		{"私のカレンダーじゃなくて、課長の個人カレンダーに直接その予定を入れてください。", true},
		{"部長のpersonal calendarに直接そのevent入れてください", true},
		{"팀장님 캘린더에 회의 넣어줘", true},
		{"부장님과의 회의를 내 캘린더에 넣어줘", false}, // a meeting with the boss, on my calendar
		{"私のカレンダーに田中さんとの打ち合わせを入れて", false},
		{"課長の会議を私のカレンダーに入れて", false},
		{"Nicht meinen Kalender, sondern den von meinem Chef für morgen möchte ich sehen.", true}, // the calendar word left out
		{"no mi calendario, sino el de mi jefa", true},
	}
	for _, tt := range tests {
		if got := l.NamesAnotherPersonsCalendar(tt.query); got != tt.want {
			t.Errorf("NamesAnotherPersonsCalendar(%q) = %v, want %v", tt.query, got, tt.want)
		}
	}
}

func TestMyAgendaAndPlanningAreNoScheduling(t *testing.T) {
	l := Default()
	for _, q := range []string{"muéstrame mi agenda de esta semana", "¿Qué tengo en la agenda el lunes?",
		"for my trip planning, show the 5-day forecast", "Use the matching operation to plan a three-day hiking trip"} {
		if m := l.AnalyzeText(q, text.Tokens(q), text.Norm(q)); slices.Contains(m.Ops, "schedule") {
			t.Errorf("%q: ops %v, want no schedule", q, m.Ops)
		}
	}
}

func TestTheObjectOfALeadingVerb(t *testing.T) {
	l := Default()
	tests := []struct {
		query string
		ops   []string
		want  []string
	}{
		{"Schedule a payment for the 1st of next month", []string{"schedule"}, []string{"payment"}},
		{"Schedule an email to be sent tomorrow morning", []string{"schedule"}, []string{"email"}},
		{"Create a new calendar event for Friday", []string{"create"}, []string{"calendar", "event"}},
		{"Schedule lunch with Bob on Friday", []string{"schedule"}, nil},                                // no domain term
		{"Schedule 'Payment review' for Tuesday", []string{"schedule"}, nil},                            // a quoted title
		{"Ticket anlegen: Passwort-Reset-Mail kommt nicht an", []string{"anlegen"}, []string{"ticket"}}, // a closing infinitive's object, not the content after it
		{"이메일을 새로 만들어줘", nil, []string{"email"}},                                                        // Korean marks its object
		{"結合レポートを作成して", nil, []string{"report"}},
		{"새 캘린더 하나만 만들어 주세요, 이름은 '가족'", nil, []string{"calendar"}}, // unmarked, past a count
		{"다음 주 meeting들 agenda 문서 만들어줘", nil, []string{"document"}},
		{"飲み会の日程調整アンケート作ってー みんなで投票するやつ", nil, []string{"poll"}}, // unmarked, before its verb
		{"サポートチケット作成して", nil, []string{"support", "ticket"}},
		{"サポート用のFAQページの作成をお願いします", nil, []string{"faq", "documentation", "web page"}}, // the making as a noun
		{"Leg bitte nur einen neuen Kalender namens 'Verein' an", []string{"leg"}, []string{"calendar"}},
		{"操作：本日14時の定例会議の議事録テンプレートを作成；出席者欄は招待者から転記。", nil, []string{"notes", "template"}},
		{"Crea un nuevo calendario compartido llamado 'Marketing'", []string{"crea"}, []string{"calendar"}},
		{"Crea un flujo de trabajo de soporte", []string{"crea"}, []string{"workflow"}}, // what "de" adds
		{"Agenda mi vuelo a Bogotá el 14 de marzo", []string{"agenda"}, nil},            // a diary verb takes anything
	}
	for _, tt := range tests {
		if got := l.Object(tt.query, tt.ops).Terms; !slices.Equal(got, tt.want) {
			t.Errorf("Object(%q) terms = %v, want %v", tt.query, got, tt.want)
		}
	}
}

// Everyday ways to put in an inquiry, register a product, put an appointment on a
// calendar and name a profile's own fields.
func TestInquiriesRegistrationsAndProfileFields(t *testing.T) {
	l := Default()
	tests := []struct{ query, op, term string }{
		{"청구서 PDF 문제로 문의 접수해 주실 수 있나요?", "create", "ticket"},
		{"Me preguntaba si podrías levantar una incidencia nueva con el helpdesk", "create", "ticket"},
		{"Ich möchte eine neue Anfrage beim Kundenservice aufgeben", "create", ""},
		{"新しいsupport caseを立てていただけますか", "create", "ticket"},
		{"I was wondering if you could log a new case with support", "create", "ticket"},
		{"새 ticket으로 'CSV export 시 한글 깨짐' 이슈 올려 주세요", "create", "ticket"},
		{"Ich brauche eine neue Supportanfrage wegen des Druckers, bitte anlegen", "create", "ticket"},
		{"ノートPCの画面がちらつく件でヘルプデスクにチケットを作成して", "create", "support"}, // a help desk, no help article
		{"明日の定例会議の予定にZoomのリンクを追記したいです", "add", ""},
		{"support ticketつくってー", "make", "ticket"},
		{"고객 계정 7710에 중복 결제된 금액 환불 처리해 줘", "refund", ""},
		{"Gib meiner neuen Assistentin Lesezugriff auf meinen Arbeitskalender", "share", ""},
		{"¿Me lo cambias a las 18:00?", "change", ""},
		{"Bitte das Meeting mit Jonas auf 45 Minuten verkürzen", "modify", ""},
		{"来週火曜13:00〜14:00で採用面接の枠を押さえてくれる？", "schedule", "meeting"}, // hold a slot
		{"毎週水曜の9時から朝会を入れてほしい", "add", "meeting"},
		{"Könnten Sie nachsehen, ob der Helpdesk schon auf meine Anfrage geantwortet hat?", "", "ticket"},
		{"パスワード再設定後にログインできません。問い合わせを起票してもらえますか", "create", "ticket"},
		{"dame de alta un producto nuevo con su SKU", "create", ""},
		{"¿Me podrías apuntar en el calendario una reunión con Lucía?", "schedule", ""},
		{"病院の予約 カレンダーにいれといて", "schedule", ""},
		{"Ändere meinen Anzeigenamen auf 'Jonas B.'", "change", "profile"},
		{"表示名を「ゆき」に変更して", "change", "profile"},
		{"닉네임을 민지로 바꿔줘", "change", "profile"},
		// asking the support desk's people to take a problem up
		{"the FAQ didn't help, so I need someone from support to look into it", "create", ""},
		{"FAQ 봐도 해결이 안 돼요. 상담원한테 문의 남기고 싶어요", "create", "support agent"},
		{"FAQ見ても解決しないのでサポートに問い合わせを出したいです", "create", "support"},
		{"appが起動しなくてFAQも見たけどダメだった。supportにissue上げたい", "create", ""},
		{"necesito que alguien de soporte lo revise", "create", ""},
		{"Ich will das beim Support melden", "create", ""},
		// putting an appointment on a calendar, and a German compound's last word
		{"¿me la pones en el calendario?", "schedule", ""},
		{"Die Teambesprechung am Montag um 10 steht noch nirgends - kannst du die für uns eintragen?", "add", "meeting"},
		{"Zeitschriftenartikel über Stadtbäume", "", "article"}, // past a linking element
		{"Könntest du alle Kundentermine blau einfärben?", "modify", "appointment"},
		{"Charge $49 to account 8812", "charge", "account"},
		{"Cobrar 20 euros a la cuenta del usuario 5521", "charge", "account"},
		{"주문한 물건이 파손돼서 왔는데 고객센터에 정식으로 문제 제기하고 싶어요", "create", ""},
		{"결제가 두 번 됐어요. 상담 접수 좀 해 주세요", "create", ""},
		{"시스템 숫자 맞춰놔야 돼", "update", ""},
		{"회의 초대 거절", "reject", "meeting"},
		{"[헬프데스크] 이관요청 건번호=55102", "escalate", ""},
		{"내일 아침 출근길에 우산 챙겨야 하나?", "", "rain"},
		{"지금 나가려는데 밖에 많이 추워?", "", "temperature"},
		{"Ist der Artikel A-55 vorrätig?", "", "inventory"},
		{"SKU-12の在庫しらべて〜", "lookup", "inventory"},
		{"sku KG-1150 のざいこ かくにんして", "check", "inventory"},
		{"Ruf bitte das Profil von sabine.krueger@example.de auf.", "retrieve", "profile"},
		{"Weißt du, ob meine Eskalation schon weitergegeben wurde?", "", "ticket"},
		{"Der Lagerbestand von SKU-9 muss auf 20 gesetzt werden", "change", "inventory"},
		{"Support: please log that the export button crashes the app", "create", "support"},
		{"금요일 오후에 뭐 잡혀 있는지 기억이 안 나네", "", "schedule"},
		{"회원 정보 이름도 고쳐야 할 것 같아요", "modify", ""},
		{"오늘 상담해 준 분이 정말 친절했어. 별점 다섯 개 주고 싶은데", "give stars", ""},
		{"[wms] print label sku=QT-51 copies=20", "print label", "sku"},
		{"이 paper 전체 내용 summary 좀 해줘", "summarize", "paper"},
		{"블프 시즌에 어떤 SKU가 얼마나 팔릴지 demand를 미리 봐둬야 해", "", "demand forecast"},
		{"작년 크리스마스에 서울 눈 왔었는지 기록 좀 찾아줘", "find", "snow"},
		{"商品こわれてた～ サポートケースあけといて", "create", "ticket"},
		{"ログインできんw サポチケ作っといてくれ", "create", "ticket"},
		{"問い合わせを登録して：ログインできない", "create", "ticket"},
		{"航空会社に返金を申請するメールの下書きを作って", "make", "writing"},                                              // a draft is writing
		{"Das Meeting am Mittwoch muss auf Freitag, 14 Uhr, verschoben werden.", "move", "meeting"}, // a passive that asks
		{"die Tiefsttemperaturen in Hamburg im letzten Januar", "", "past"},
		{"no me acuerdo de la contraseña, me la reseteas?", "reset", "password"},
		{"exportier ma meinen kalender als ics datei", "export", "calendar"},
		{"プロフィールの住所かえたい〜", "change", "profile"},
		{"dashboardのloadingが終わらない件でsupport ticketをopenしていただけますか。", "create", "ticket"},
		{"올해 추석 연휴가 정확히 며칠부터 며칠까지예요?", "", "holiday"},
		{"¿Tiempo en Granada para el finde?", "", "weekend"},
		{"Dürfte ich Sie bitten, einen Supportfall für mich anzulegen?", "create", "ticket"},
		{"mach ma n ticket beim support auf", "create", "ticket"},
		{"die Einladung zum Strategie-Workshop in meinem Namen anzunehmen", "approve", ""},
		{"meeting morgen bitte ne stunde nach hinten schieben", "move", "meeting"},
		{"返品の記事じゃなくて、実際に返金を処理してほしいんです", "refund", ""},
		{"あの人の上司に直接苦情を伝えてほしいです", "send", ""}, // a message passed on, not told
		{"wer hat sich gestern in meinen account eingeloggt??", "", "login"},
		{"den Verkaufspreis von SKU T-404 auf 24,90 € setzen", "configure", "price"},
		{"Wann hat er nächste Woche noch freie Slots?", "", "availability"},
		{"この論文自体が参考文献に挙げている論文の一覧", "", "reference list"},
		{"沖縄の6月の平年の降水量", "", "history"},
		{"GaN ウェハを一番安く買える業者を探して", "find", "supplier"},
		{"私のアカウントの今月の利用料金", "", "subscription"},
		{"さぽーとにちけっと出しといて", "", "ticket"},
		{"wie isses grad draussen in koeln? regnets?", "", "rain"},
		{"きょうの予定なんだっけ～ おしえて", "tell", "schedule"},
		{"とらんすふぉーまー 画像認識 論文 さがして～", "find", "paper"},
		{"SKU K-8 の在庫数を0に変更してほしい", "change", "sku"}, // no 8-K filing
		{"show AAPL's latest 8-K filing", "show", "regulatory filing"},
		{"Könnten Sie bitte eine Spedition beauftragen, die die Palette abholt?", "hire", ""},
		{"さぽーとにちけっと出しといて", "create", "ticket"},
		{"らいしゅう火曜 15じ 美容院 カレンダーいれといて", "schedule", "calendar"},
		{"zeig mir, was am Freitag schon alles geplant ist", "show", "schedule"},
		{"account loeschen wie?? will hier raus", "delete", "account"}, // German typed without umlauts
		{"mein anzeigename soll jetz 'maxi93' sein, aendern bitte", "change", "profile"},
		{"今週のschedule一覧", "list", "schedule"},      // an English word between の and a noun is a noun
		{"在庫のupdateお願いします", "update", "inventory"}, // before kana it asks
		{"NVDAのquoteじゃなくて、NVDAを10株buyするorderを出して。", "buy", ""},
		{"この論文の責任著者のメアド調べてくれん？？", "", "email"},
		{"SKU K-2290 保管棚の場所", "", "storage location"},
		{"Mir geht's nicht um Zitationen, such einfach Paper zu Transformer-Modellen", "search", "paper"},
	}
	for _, tt := range tests {
		m := analyze(l, tt.query)
		if tt.op != "" && !slices.Contains(m.Ops, tt.op) || tt.term != "" && !slices.Contains(m.Terms, tt.term) {
			t.Errorf("%q: ops %v terms %v, want %s and %q", tt.query, m.Ops, m.Terms, tt.op, tt.term)
		}
	}
	// A word that merely contains a short profile form names none.
	if m := analyze(l, "医薬品化合物のロキソプロフェンの薬効を調べて"); slices.Contains(m.Terms, "profile") {
		t.Errorf("terms %v", m.Terms)
	}
}

// A prediction of anything names no weather forecast; the weather's own forecast words do.
func TestAPredictionIsNoWeatherForecast(t *testing.T) {
	l := Default()
	for _, q := range []string{"다음 달에 재고 부족할 것 같은 품목 예측해줘", "このアルミ合金の疲労寿命を予測して", "올해 장마가 언제 끝날지 전망"} {
		if m := analyze(l, q); slices.Contains(m.Terms, "forecast") || !slices.Contains(m.Terms, "prediction") {
			t.Errorf("%q: terms %v, want prediction and no forecast", q, m.Terms)
		}
	}
	for _, q := range []string{"내일 서울 일기예보", "明日の東京の天気予報", "Wettervorhersage für Bern", "pronóstico para Lima"} {
		if m := analyze(l, q); !slices.Contains(m.Terms, "forecast") {
			t.Errorf("%q: terms %v, want forecast", q, m.Terms)
		}
	}
	if !IsGeneric("prediction") {
		t.Error("prediction should be generic")
	}
}

// A verbal noun that "only" parts from its light verb is still the verb.
func TestAVerbalNounBeforeOnlyIsTheVerb(t *testing.T) {
	l := Default()
	for q, op := range map[string]string{
		"在庫の更新だけしてください、ほかの操作はなしで：SKU-6620を95個に。": "update",
		"SKU-55 재고 수정만 해줘": "modify",
	} {
		if m := analyze(l, q); !slices.Contains(m.Ops, op) {
			t.Errorf("%q: ops %v, want %s", q, m.Ops, op)
		}
	}
}

func TestWhatARequestAddsTo(t *testing.T) {
	tests := []struct {
		query string
		want  []string
	}{
		{"Add a Zoom link to tomorrow's meeting", []string{"meeting"}},
		{"Füg dem Termin morgen einen Teams-Link hinzu", []string{"termin"}},
		{"Füge dem Support-Ticket einen Kommentar hinzu", []string{"support ticket"}},        // one hyphenated word
		{"Trag die Besprechung zur Massenbestellung am Freitag in meinen Kalender ein", nil}, // "zur" is about, without hinzu
		{"add lunch with Bob to my calendar on Friday", []string{"calendar"}},
		{"어제 만든 ticket에 error log file attach 해줘", []string{"어제 만든 ticket"}},
		{"할 일 목록에 '보고서 제출'을 추가하고 싶어요", []string{"할 일 목록"}},
		{"ToDoリストに「請求書送付」を追加したいんです", []string{"ToDoリスト"}},
		{"すでに送ってある企画会議の招待に田中さんも追加して", []string{"企画会議の招待"}},
		{"予定に田中さんを追加して", []string{"予定"}},
		{"add a meeting with Anna at 3pm tomorrow", nil},
		{"Añade un comentario a mi ticket de soporte", []string{"soporte ticket"}},
		{"Solo agrega 'renovar DNI' a mi lista de tareas pendientes", []string{"tareas lista"}},
		{"Only add 'renew passport' to my to-do list", []string{"todo list"}},
		{"Add the budget review to the project calendar", []string{"project calendar"}},
		{"Add Priya to Wednesday's budget meeting", []string{"budget meeting"}},
		{"añadir a Priya a la reunión de presupuesto del miércoles", []string{"presupuesto reunión"}}, // "a" twice
		{"Añade una cita a mi calendario el viernes", []string{"calendario"}},
		{"Añade a Pedro como invitado", nil}, // a person, not a record
	}
	for _, tt := range tests {
		if got := AddTargets(tt.query); !slices.Equal(got, tt.want) {
			t.Errorf("AddTargets(%q) = %q, want %q", tt.query, got, tt.want)
		}
	}
}

// Everyday ways to set up, block off and accept meetings, lodge complaints and present
// requests.
func TestMeetingsSetUpBlockedOffAndAccepted(t *testing.T) {
	l := Default()
	tests := []struct{ query, op string }{
		{"After the interview, set up a debrief meeting at 4pm with the hiring panel.", "schedule"},
		{"Block off 2 to 4pm tomorrow in my calendar as focus time.", "schedule"},
		{"다음 주 월요일 오전에 매니저랑 30분 1:1 미팅을 캘린더에 넣어야 해요.", "add"},
		{"RSVP yes to the invitation for Friday's all-hands meeting.", "approve"},
		{"I want to lodge a complaint with your support team.", "create"},
		{"¿Podrías presentar una solicitud de soporte por un cobro doble?", "create"},
		{"ノートPCの充電器が動かなくなりました。サポートケースを開いてください。", "create"}, // a form begun inside a term
		{"サポートリクエストを送信してください", "create"},
		{"Please register me for the AWS Summit in Seoul on the event's website.", "enroll"}, // enrolling oneself
		{"행사 웹사이트에서 AWS 서밋 서울 참가 등록 좀 해 주세요.", "enroll"},
	}
	for _, tt := range tests {
		if m := analyze(l, tt.query); !slices.Contains(m.Ops, tt.op) {
			t.Errorf("%q: ops %v, want %s", tt.query, m.Ops, tt.op)
		}
	}
}

func TestABookingOnAnotherOrganizationsSite(t *testing.T) {
	expectReadings(t, "NamesOutsideBooking", NamesOutsideBooking, map[string]bool{
		"Pide cita en la web del ayuntamiento para renovar el pasaporte el martes.":  true,
		"Buch mir beim Bürgeramt online einen Termin für den neuen Personalausweis.": true,
		"치과 online booking system으로 다음 주 화요일 scaling appointment 좀 book 해주실 수 있나요?":  true,
		"Event website에서 AWS Summit Seoul 참가 register 좀 해주세요.":                       true,
		"Book an online meeting with Anna tomorrow at 3":                             false,
		"Schedule a review of the new website for Friday":                            false,
	})
}

func TestARecordSaidToExistAlready(t *testing.T) {
	expectReadings(t, "SaysItExists", SaysItExists, map[string]bool{
		"just attach these screenshots to the one I already have, #9981":                         true,
		"Quiero añadir el enlace de Meet a la entrevista de mañana que ya está en el calendario": true,
		"既に入っている会議に田中さんを追加して":                                                                    true,
		"Add a dentist appointment on Friday at 3":                                               false,
	})
}

func TestAToolNamedAsAPlace(t *testing.T) {
	l := Default()
	tests := []struct {
		query, term string
		want        bool
	}{
		{"Put my car service on the calendar for the 22nd", "calendar", true},
		{"Trag den Zahnarzt in meinen Kalender ein", "calendar", true},
		{"金曜15時の会議をカレンダーに入れて", "calendar", true},
		{"Create a support macro for password reset tickets", "support", false},
		{"壊れたノートPCについてサポートチームへの苦情の手紙を書いて", "support", false},
		{"Create a calendar invite template", "calendar", false},
	}
	for _, tt := range tests {
		if got := l.NamesAsPlace(tt.query, tt.term); got != tt.want {
			t.Errorf("NamesAsPlace(%q, %q) = %v, want %v", tt.query, tt.term, got, tt.want)
		}
	}
}

func TestWhatAForecastIsOf(t *testing.T) {
	l := Default()
	tests := []struct {
		query string
		want  []string
	}{
		{"AAPL stock forecast", []string{"aapl stock"}},
		{"forecast for Apple shares next quarter", []string{"apple shares"}},
		{"Prognose für den Lagerbestand von SKU-9", []string{"lagerbestand"}},
		{"pronóstico de las acciones de Tesla", []string{"acciones"}},
		{"what's the weather forecast in Paris", []string{"weather"}},      // the caller tells the weather's words
		{"forecast for next week", nil},                                    // a time names nothing
		{"Forecast user signups for next month", []string{"user signups"}}, // a forecast verb's object
		{"Forecast how many support tickets we'll get", []string{"support tickets we"}},
		{"the forecast, please", nil},
		{"明日の天気予報", nil},                       // spaceless scripts say their forecasts in their own words
		{"다음 주 티켓 접수량 예보", []string{"티켓 접수량"}}, // Korean puts spaces between its words
		{"B-220 inventory forecast 알려줘", []string{"220 inventory"}},
		{"내일 서울 날씨 예보", []string{"서울 날씨"}},
		{"예보 알려줘", nil}, // Korean says what a forecast is of before it
		{"예보관 연락처 알려줘", nil},
	}
	for _, tt := range tests {
		if got := l.ForecastSubjects(tt.query); !slices.Equal(got, tt.want) {
			t.Errorf("ForecastSubjects(%q) = %q, want %q", tt.query, got, tt.want)
		}
	}
}

// A word that only begins like a catalog word names nothing: "eventuell" is "possibly".
func TestAWordThatOnlyBeginsLikeACatalogWord(t *testing.T) {
	l := Default()
	if m := analyze(l, "Könnten Sie mir eventuell sagen, ob meine Rückerstattung überwiesen wurde?"); slices.Contains(m.Terms, "event") {
		t.Errorf("terms %v, want no event", m.Terms)
	}
	if m := analyze(l, "Zeig mir das Event am Freitag"); !slices.Contains(m.Terms, "event") {
		t.Errorf("terms %v, want event", m.Terms)
	}
}

func TestASpanishPastIsNoGermanAppointment(t *testing.T) {
	if m := analyze(Default(), "Terminé mi manuscrito y necesito un revisor"); slices.Contains(m.Terms, "appointment") {
		t.Errorf("terms %v, want no appointment", m.Terms)
	}
}

func TestAnEnglishWordBetweenNoAndANounIsANoun(t *testing.T) {
	l := Default()
	if m := analyze(l, "定期exportの設定方法をまとめたknowledge base article"); slices.Contains(m.Ops, "export") {
		t.Errorf("exportの設定: ops %v, want the export a noun", m.Ops)
	}
	if m := analyze(l, "今週のschedule一覧"); slices.Contains(m.Ops, "schedule") {
		t.Errorf("ops %v, want no schedule", m.Ops)
	}
	if m := analyze(l, "明日の会議をscheduleして"); !slices.Contains(m.Ops, "schedule") {
		t.Errorf("ops %v, want schedule", m.Ops)
	}
}

func TestEnglishSuchAndSpanishCambióNameNothing(t *testing.T) {
	l := Default()
	if m := analyze(l, "Could you explain why perovskites have such tunable band gaps?"); slices.Contains(m.Ops, "search") {
		t.Errorf("ops %v, want no search", m.Ops)
	}
	if m := analyze(l, "desde que cambió de router"); slices.Contains(m.Terms, "exchange rate") {
		t.Errorf("terms %v, want no exchange rate", m.Terms)
	}
}

// A Latin word of a Korean or Japanese text before words that are no light verb is a
// noun; before a light verb it asks.
func TestALatinWordBeforeKoreanOrJapaneseWords(t *testing.T) {
	l := Default()
	tests := []struct {
		query string
		op    string
		want  bool
	}{
		{"목요일 2시에 client call schedule 잡아줘", "schedule", false}, // the object of 잡아줘
		{"내일 schedule 뭐 있는지 보여줘", "schedule", false},
		{"이 customer가 어떤 plan 쓰고 있는지 account 정보 확인이 필요해요", "plan", false},
		{"회의 schedule 해줘", "schedule", true},
		{"在庫のupdateお願いします", "update", true},
		{"明日の会議をscheduleして", "schedule", true},
		{"내 open ticket들 list 보여줘", "list", true},     // a generic operation stays one
		{"재고 update 진행해줘 SKU-12 40개", "update", true}, // a verb of carrying out
		{"delete 가능할까요 이 일정", "delete", true},
		{"在庫のupdate依頼", "update", true},
		{"update를 해줘 SKU-12 40개", "update", true},  // past a particle
		{"meeting cancel 연락 바랍니다", "cancel", true}, // no verb of the request's script takes it
	}
	for _, tt := range tests {
		if got := slices.Contains(analyze(l, tt.query).Ops, tt.op); got != tt.want {
			t.Errorf("%q: op %s %v, want %v", tt.query, tt.op, got, tt.want)
		}
	}
}

func TestAWordAfterAGermanArticleOrADeviceModifierNamesNoOperationOrAttribute(t *testing.T) {
	l := Default()
	if m := analyze(l, "nach dem Update keinen Ton mehr"); slices.Contains(m.Ops, "update") {
		t.Errorf("ops %v, want no update", m.Ops)
	}
	if m := analyze(l, "materials with a band gap over 3 eV for a uv detector"); slices.Contains(m.Terms, "uv index") {
		t.Errorf("terms %v, want no uv index", m.Terms)
	}
	if m := analyze(l, "UV index in Sydney today"); !slices.Contains(m.Terms, "uv index") {
		t.Errorf("terms %v, want uv index", m.Terms)
	}
}

// Reads of what no endpoint holds: an invoice, a manager, a private message, a warranty,
// a margin, returns, incoming deliveries, a product description, a retailer's stock.
func TestTheTenthSessionsAttributes(t *testing.T) {
	l := Default()
	for q, term := range map[string]string{
		"Pull up all invoices billed to customer account 50932 for 2023.":      "invoice document",
		"Who is Priya Nair's line manager? I need the manager's name":          "manager",
		"I want to read the private messages user kevin_w sent":                "private message",
		"I want the warranty terms for the X200 headset":                       "terms and policies",
		"What's our profit margin on SKU TX-404 this quarter?":                 "margin",
		"How many returns have we logged for SKU KT-550 this month?":           "returns",
		"geplante Wareneingänge für SKU STL-40 nächste Woche":                  "incoming delivery",
		"Can you give me the product description for SKU LMP-12?":              "product description",
		"Welche Bestellungen hat die Nutzerin j.brandt bisher aufgegeben?":     "order history",
		"¿Cuántos usuarios se registraron en enero?":                           "user count",
		"in welchen grupen ist der user m.koch alles mitglied?":                "user group",
		"¿Me puedes enseñar el registro de actividad de la cuenta j.navarro?":  "audit log",
		"welcher Meldebestand für Artikel RX-12 hinterlegt ist":                "reorder point",
		"which third-party apps user rvasquez has authorized through OAuth":    "connected apps",
		"계정 hana_lee가 저장 공간 할당량을 얼마나 썼는지":                                      "storage quota",
		"quien recomendo a este clinte? cuenta 77120":                          "referral",
		"'비밀번호 재설정' 도움말 조회수":                                                   "article metrics",
		"CSAT scores for the support team, last 30 days":                       "satisfaction score",
		"how many units of SKU HB-09 were written off as damaged last month":   "stock write-off",
		"SKU RX-77のserial number一覧":                                            "serial number",
		"vendor 미팅이 내일이라서요. ABC Trading 앞으로 열려 있는 purchase order 목록":           "purchase order",
		"SKU 4410 のHS codeと原産国おしえて":                                            "customs data",
		"a total dollar valuation of everything sitting in the Reno warehouse": "inventory valuation",
		"Ich würde gern wissen, welche Nutzer in diesem Moment online sind.":   "online status",
		"whch lot numbers of the saline SKU 7781 expire before june?":          "expiry",
		"上司から、GOOGLの株価の推移を調べるよう頼まれました":                                         "",
	} {
		m := analyze(l, q)
		if term == "" {
			if slices.Contains(m.Terms, "manager") {
				t.Errorf("%q: terms %v, want no manager", q, m.Terms)
			}
			continue
		}
		if !slices.Contains(m.Terms, term) || !IsAttribute(term) {
			t.Errorf("%q: terms %v, want the attribute %q", q, m.Terms, term)
		}
	}
	if !pricedAtRetailer("price history of eggs at Costco since 2020") || !pricedAtRetailer("latest price of a used PS5 on eBay") ||
		pricedAtRetailer("Amazon stock price") || pricedAtRetailer("price of AMZN") {
		t.Error("a shop's price is another organization's, a share's price is not")
	}
	if !namesRetailersStock("hat Amazon die Bose QC45 vorrätig?") || namesRetailersStock("Check stock of SKU-12 for our Amazon listing") ||
		namesRetailersStock("What's Amazon stock trading at right now?") {
		t.Error("a retailer's stock is read wrong")
	}
}

func TestAnExpectedAnswerIsNoScheduleAndAPartnerNoTrade(t *testing.T) {
	l := Default()
	if m := analyze(l, "問い合わせの回答予定日。"); slices.Contains(m.Terms, "schedule") {
		t.Errorf("terms %v, want no schedule", m.Terms)
	}
	if m := analyze(l, "取引先への謝罪文の下書きをお願いできますでしょうか。"); slices.Contains(m.Terms, "trade") {
		t.Errorf("terms %v, want no trade", m.Terms)
	}
	if !IsAdvice(text.Tokens("サポート対応の改善案をまとめてほしい"), text.Norm("サポート対応の改善案をまとめてほしい")) {
		t.Error("a proposal for improvement is advice")
	}
}

func TestWhoseNameARequestNames(t *testing.T) {
	l := Default()
	for q, want := range map[string]string{
		"폴더 이름 바꿔줘":                         "folder",
		"회사의 이름 알려줘":                        "company",
		"change the team name to Falcons":   "team",
		"name of the warehouse for SKU-9":   "warehouse",
		"倉庫の名前を教えて":                         "warehouse",
		"Wie lautet der Name der Firma?":    "company",
		"¿cuál es el nombre del almacén?":   "warehouse",
		"Name des neuen Ordners ändern":     "folder", // past the adjective
		"change the team’s name to Falcons": "team",   // a typographic apostrophe
	} {
		if got := l.NameOwnerTerms(q); !slices.Contains(got, want) {
			t.Errorf("NameOwnerTerms(%q) = %v, want %s", q, got, want)
		}
	}
	// A person's name, by a role a directory knows, and an operation are no owners.
	for _, q := range []string{"민수 이름 바꿔줘", "change Bob name to Robert", "what's your name", "직원 이름 알려줘",
		"社員の名前を教えて", "Wie lautet der Name des Mitarbeiters 42?", "nombre del empleado 42", "set name to Alice"} {
		if got := l.NameOwnerTerms(q); len(got) > 0 {
			t.Errorf("NameOwnerTerms(%q) = %v: a person's name", q, got)
		}
	}
}

// Actions no catalog endpoint offers, in every language: pinning, bookmarking, giving
// back and splitting a record, and colloquial and noun-final ways of the common ones.
func TestRarerActionsInEveryLanguage(t *testing.T) {
	l := Default()
	expectOps(t, l, map[string]string{
		"pin the refund article to the top":                          "pin",
		"이 도움말 문서 상단 고정":                                             "pin",
		"このヘルプ記事をピン留めして":                                             "pin",
		"把这篇文章置顶":                                                    "pin",
		"quiero anclar el artículo de reembolsos":                    "pin",
		"Kannst du den Hilfeartikel oben anheften?":                  "pin",
		"épingler l'article":                                         "pin",
		"bookmark this paper for me":                                 "bookmark",
		"이 논문 북마크":                                                   "bookmark",
		"この論文をブックマークして":                                              "bookmark",
		"收藏这篇论文":                                                     "bookmark",
		"este paper, guárdalo para después":                          "bookmark",
		"Setz das Paper auf meine Merkliste":                         "bookmark",
		"give back the laptop SKU-4410":                              "give back",
		"노트북 반납":                                                     "give back",
		"ノートパソコンを返却して":                                               "give back",
		"split the meeting into two sessions":                        "split",
		"다음 주 회의 분할":                                                 "split",
		"会議を二つに分割して":                                                 "split",
		"divide la reunión en dos":                                   "split",
		"Teile das Meeting in zwei Termine auf":                      "split",
		"Meeting am Freitag canceln":                                 "cancel",
		"Kannst du den Termin am Montag sausen lassen?":              "cancel",
		"Termin am 5. Juni streichen":                                "remove",
		"Magst du das Meeting um 14 Uhr rausschmeißen?":              "remove",
		"Kannst du den Termin mit Jan auf später legen?":             "move",
		"Den Termin am Montag als erledigt markieren":                "close",
		"Kannst du meinen Kalender mit dem von Petra zusammenlegen?": "merge",
		"금요일 일정 다음 달로 이월해 줘":                                         "reschedule",
		"오늘 일정 전부 연기":                                                "reschedule",
		"내일 회의 확정":                                                   "approve",
		"明日の予定を辞退します":                                                "reject",
		"내일 회의 할당":                                                   "assign",
		"금요일 일정 숨김":                                                  "archive",
	})
	// Returning an answer gives nothing back.
	expectNoOps(t, l, map[string]string{
		"devuelve la cotización actual de AAPL":      "give back",
		"Gib mir den aktuellen Kurs von AAPL zurück": "give back",
		"現在のパリの天候と気温を返してください":                        "give back",
	})
}

// A German request in the noun style names its act with a verbal noun in -ung leading
// it before what it acts on; elsewhere such a noun is a record or a topic.
func TestGermanNounStyleNamesItsAct(t *testing.T) {
	l := Default()
	expectOps(t, l, map[string]string{
		"Löschung des Benutzers 4411":                    "delete",
		"Bitte Löschung des Termins morgen":              "delete",
		"Sperrung von User 2231":                         "suspend",
		"Zusammenfassung des Papers 10.1038/nature14539": "summarize",
		"Verschiebung des Meetings auf Freitag":          "move",
		"Loeschung des Benutzers 4411":                   "delete", // written without umlauts
	})
	// A verb of its own, or a record's noun, makes the noun no act.
	expectNoOps(t, l, map[string]string{
		"Sendung des Pakets 4411 verfolgen":   "send",
		"Buchung des Fluges LH400 stornieren": "reserve",
		"Bewertung des Produkts 4411":         "give stars",
	})
	for _, q := range []string{"Status meiner Bestellung 4411", "Zeig mir die Bestellung des Kunden 4411"} {
		if m := l.AnalyzeText(q, text.Tokens(q), text.Norm(q)); slices.ContainsFunc(m.Ops, func(op string) bool { return l.Family(op) != ReadFamily }) {
			t.Errorf("%q: ops %v", q, m.Ops)
		}
	}
}

// An English passive after should, must or to asks for its participle's action.
func TestEnglishPassivesThatAskNameTheirVerb(t *testing.T) {
	l := Default()
	tests := []struct{ query, op string }{
		{"Duplicate entries for anatase TiO2 should be merged in the materials db.", "merge"},
		{"30 units of SKU-448 need to be transferred from the Dallas warehouse to Reno.", "transfer"},
		{"The authors and venue of arXiv 2106.09685 should be looked up.", "lookup"},
		{"Papers on federated learning in healthcare need to be found for the lit review.", "find"},
		{"All events titled 'Focus time' should be deleted from my calendar.", "delete"},
		{"Account 6620 should be suspended pending investigation.", "suspend"},
	}
	for _, tt := range tests {
		if m := analyze(l, tt.query); !slices.Contains(m.Ops, tt.op) {
			t.Errorf("%q: ops %v, want %s", tt.query, m.Ops, tt.op)
		}
	}
	// A participle that reports, or one that can be, asks nothing.
	for _, q := range []string{"the meeting was deleted yesterday, show my calendar", "where can the merged file be found"} {
		if m := analyze(l, q); slices.ContainsFunc(m.Ops, func(op string) bool { return l.Family(op) != ReadFamily }) {
			t.Errorf("%q: ops %v", q, m.Ops)
		}
	}
}

// expectAttributes checks that each request names its attribute (IsAttribute).
func expectAttributes(t *testing.T, l *Lexicon, want map[string]string) {
	t.Helper()
	for q, term := range want {
		if m := analyze(l, q); !slices.Contains(m.Terms, term) || !IsAttribute(term) {
			t.Errorf("%q: terms %v, want the attribute %q", q, m.Terms, term)
		}
	}
}

// expectTerms checks that each request names its term.
func expectTerms(t *testing.T, l *Lexicon, want map[string]string) {
	t.Helper()
	for q, term := range want {
		if m := analyze(l, q); !slices.Contains(m.Terms, term) {
			t.Errorf("%q: terms %v, want %q", q, m.Terms, term)
		}
	}
}

// expectNoTerms checks that each request, using a word in another sense, names no term.
func expectNoTerms(t *testing.T, l *Lexicon, unwanted map[string]string) {
	t.Helper()
	for q, term := range unwanted {
		if m := analyze(l, q); slices.Contains(m.Terms, term) {
			t.Errorf("%q: terms %v, want no %q (another sense)", q, m.Terms, term)
		}
	}
}

// expectNoOps checks that no request names the operation given for it.
func expectNoOps(t *testing.T, l *Lexicon, unwanted map[string]string) {
	t.Helper()
	for q, op := range unwanted {
		if m := analyze(l, q); slices.Contains(m.Ops, op) {
			t.Errorf("%q: ops %v, want no %s", q, m.Ops, op)
		}
	}
}

// expectOps checks that each request names its operation.
func expectOps(t *testing.T, l *Lexicon, want map[string]string) {
	t.Helper()
	for q, op := range want {
		if m := analyze(l, q); !slices.Contains(m.Ops, op) {
			t.Errorf("%q: ops %v, want %s", q, m.Ops, op)
		}
	}
}

func TestTheThirteenthSessionsAttributesAndActions(t *testing.T) {
	l := Default()
	expectAttributes(t, l, map[string]string{
		"how many times was the refund article viewed last week?":                "article metrics",
		"¿Qué artículos de ayuda son los más consultados?":                       "article metrics",
		"Welche Hilfeartikel werden am häufigsten aufgerufen?":                   "article metrics",
		"Zeig mir die offenen Bestellungen für SKU 6610":                         "purchase order",
		"¿La funda SKU CASE-14 es compatible con el iPhone 15?":                  "compatibility",
		"can you tell me Maria Gonzalez's hire date":                             "employment",
		"Such mir das Profil von Anna Roth raus, ich brauch ihre Kostenstelle":   "employment",
		"¿A qué centro de costos está asignado el usuario 6621?":                 "employment",
		"is the account for liam.o locked out?":                                  "lockout",
		"Ist das Konto von pschulz gesperrt?":                                    "lockout",
		"how fast have we been burning through SKU K-77 over the last 6 weeks":   "turnover rate",
		"Wie hat sich der Lagerumschlag in der Kategorie Elektronik entwickelt?": "turnover rate",
		"which customers bought SKU WID-7 in the last 30 days":                   "sales",
		"Welchen Gesamtwert hat unser Lagerbestand?":                             "inventory valuation",
		"Consulta la cuenta del cliente 8812: ¿qué plan tiene contratado?":       "subscription",
	})
	expectNoTerms(t, l, map[string]string{
		"what is the Beck Depression Inventory and how is it scored": "inventory",
		"Was misst das Freiburger Persönlichkeitsinventar?":          "inventory",
	})
	expectOps(t, l, map[string]string{
		"もう解決したので取り下げの連絡を入れておいて":                                   "send",
		"재고 0인 SKU 전부 숨김 처리해줘":                                     "archive",
		"hide the help article about refunds":                      "archive",
		"회의 다시 잡아줘 다음 주로":                                          "reschedule",
		"Da de baja la cuenta de jmolina":                          "delete",
		"Nimm SKU ALT-99 aus dem Sortiment":                        "delete",
		"Sperr sofort das Konto 5567":                              "suspend",
		"Buch 30 Stück SKU 3300 vom Lager Hamburg nach München um": "transfer",
		"Aparta 12 unidades del SKU P-20 para el pedido 4410":      "reserve",
	})
}

func TestALatinFormStartsAWordBeforeAJapaneseEnding(t *testing.T) {
	l := Default()
	if m := analyze(l, "reopen してほしい ticket があります、ID は 7781"); slices.Contains(m.Ops, "create") || !slices.Contains(m.Ops, "reopen") {
		t.Errorf("ops %v, want reopen and no create (openして)", m.Ops)
	}
	if m := analyze(l, "この ticket を open してください"); !slices.Contains(m.Ops, "create") {
		t.Errorf("ops %v, want create", m.Ops)
	}
}

func TestGermanNeighboursOfTheCatalog(t *testing.T) {
	l := Default()
	expectTerms(t, l, map[string]string{
		"Zeig mir die Bestandsveränderungen von SKU 99812 in den letzten 3 Monaten.": "turnover rate",
		"Wie viele freie Räume gibt es morgen um 10 für ein Meeting?":                "room",
		"Welche Aktie im DAX ist heute der größte Gewinner?":                         "ranking",
		"Wer hat das Paper eigentlich geschrieben und an welcher Uni sind die?":      "affiliation",
		"Was kostet ein Döner in Berlin inzwischen?":                                 "everyday goods",
	})
	expectNoTerms(t, l, map[string]string{
		"Hast du Unterrichtsmaterialien zum Thema Bruchrechnung?":        "material",
		"Mein Kalender an der Wand ist voll, wo bekomm ich einen neuen?": "calendar",
		"Ich brauch einen Namen für meine Katze":                         "name",
	})
	expectOps(t, l, map[string]string{
		"Ich hätte gern, dass der Account von Lukas gelöscht wird":   "delete",
		"Das Meeting fällt aus, trag das bitte aus dem Kalender aus": "delete",
		"Korrigier bitte die Gitterkonstante auf 5,43 Å":             "modify",
	})
}

func TestJapaneseNeighboursOfTheCatalog(t *testing.T) {
	l := Default()
	expectTerms(t, l, map[string]string{
		"大阪の天気予報の的中率ってどのくらい？":        "hit rate",
		"米国株の取引時間は？":                 "opening hours",
		"この論文の引用文献（リファレンス）を全部リストにして": "reference list",
	})
	expectNoTerms(t, l, map[string]string{
		"子供の夏休みの自由研究のテーマ、何かない？": "research",
		"ユーザープロフィールの写真を見せて":     "profile",
	})
	for _, q := range []string{"「在庫」って英語で何て言う？", "「天気」の語源は？", "今の株価から見て任天堂って買い時？"} {
		if !IsAdvice(text.Tokens(q), text.Norm(q)) {
			t.Errorf("%q: want a question for advice or an explanation", q)
		}
	}
}

func TestEnglishNeighboursOfTheCatalog(t *testing.T) {
	l := Default()
	expectTerms(t, l, map[string]string{
		"cite 10.1038/nature14539 in Chicago style for me":   "citation export",
		"save this paper to my reading list":                 "citation export",
		"How many times has the BERT paper been downloaded?": "downloads",
		"what's the ticket price for the Louvre?":            "everyday goods",
		"debug this python: for i in range(10) print(i)":     "programming",
	})
	expectNoTerms(t, l, map[string]string{
		"how does a calendar spread options strategy work": "calendar",
		"does my laptop support wifi 6":                    "support",
	})
	expectOps(t, l, map[string]string{
		"undo the last inventory update I made to PEN-BLK": "restore",
		"text me if it starts raining in Seattle":          "notify",
	})
}

func TestAVerbalNounBeforeARequestIsTheAct(t *testing.T) {
	l := Default()
	expectOps(t, l, map[string]string{
		"アカウント作成を依頼したい":   "create",
		"予定の削除をお願いします":    "delete",
		"계정 생성을 요청하고 싶어요": "create",
	})
}

func TestHoldingsDurationsAndClockTimes(t *testing.T) {
	l := Default()
	expectTerms(t, l, map[string]string{
		"how many Tesla shares are in my portfolio?":       "portfolio",
		"Wie lange geht das Meeting am Freitag? Duration?": "duration",
		"¿cuánto dura el meeting del viernes?":             "duration",
		"Wie viel Uhr ist es gerade in Tokio?":             "time zone",
	})
}

func TestTheNounsARequestAsksToBeTold(t *testing.T) {
	tests := []struct {
		query string
		want  []AskedNoun
	}{
		{"look up the user profile of ana and show me her avatar", []AskedNoun{{Noun: "avatar"}}},
		{"pull up account 2231 - what's the renewal date", nil}, // what-questions are left out
		{"tell me kim's job title", []AskedNoun{{Noun: "job title"}}},
		{"busca al usuario 4471 y dime sus pronombres", nil}, // English only
		{"show me the events in my calendar for Friday", []AskedNoun{{Noun: "events", Place: "calendar"}}},
		{"show me the newer work that cites it", nil},       // what the relative clause says it is
		{"give me the details of user 4471", nil},           // nothing in particular
		{"Could you tell me what NVDA is trading at?", nil}, // a question of its own kind
		{"明日の天気を教えて", nil},                                  // Latin script only
	}
	for _, tt := range tests {
		if got := AskedNouns(tt.query); !slices.Equal(got, tt.want) {
			t.Errorf("AskedNouns(%q) = %v, want %v", tt.query, got, tt.want)
		}
	}
}

func TestThePartsOfAStockAStockSearchDoesNotReturn(t *testing.T) {
	l := Default()
	expectAttributes(t, l, map[string]string{
		"Wie viel von SKU 4410 ist aktuell reserviert?":    "allocation",
		"Für SKU 8844: wie viele units sind in transit?":   "allocation",
		"Wie viele Stück von SKU 4410 sind in Quarantäne?": "allocation",
		"Ab wann ist SKU 7070 wieder lieferbar?":           "allocation",
	})
	if related := l.Related("allocation"); len(related) > 0 {
		t.Errorf("allocation shares forms with %v: a stock search would answer it", related)
	}
	expectNoTerms(t, l, map[string]string{ // a population, no stock
		"Wie viele Rehe gibt es im Wildbestand im Harz?": "inventory",
		"Wie hoch ist der Baumbestand im Schwarzwald?":   "inventory",
	})
}

// The temperatures a material changes, is kept or worked at are its properties, and the
// snow's depth and how warm it feels are measures beside the weather's temperature and
// conditions: attributes, in every language. A climate normal is a scope.
func TestTemperaturesOfThingsAndWeatherMeasuresAreAttributes(t *testing.T) {
	l := Default()
	expectAttributes(t, l, map[string]string{
		"curie temperature of nickel":                                 "thermal transition",
		"¿cuál es la temperatura de Curie del níquel?":                "thermal transition",
		"PET 유리 전이 온도 알려줘":                                            "thermal transition",
		"YBCOの臨界温度は？":                                                 "thermal transition",
		"Sprungtemperatur von MgB2":                                   "thermal transition",
		"B-220 보관 온도 몇 도야?":                                           "thermal transition",
		"Bei welcher Temperatur schmilzt Zinn?":                       "melting point",
		"temperatura de fusión del hierro":                            "melting point",
		"Schneehöhe in Garmisch aktuell":                              "snow depth",
		"札幌の積雪量を知りたいです":                                               "snow depth",
		"지금 서울 체감온도 몇 도예요?":                                           "apparent warmth",
		"Gefühlte Temperatur jetzt in Aachen":                         "apparent warmth",
		"sensación térmica en Madrid":                                 "apparent warmth",
		"ermittle die höchste jemals gemessene Temperatur in Phoenix": "weather record",
		"Moscowで観測された史上最低気温を調べて":                                      "weather record",
		"find the hottest city in Europe today":                       "ranking",
	})
	// A place's typical climate is beside the weather reports, asked or not.
	for _, q := range []string{"get the typical January temperature in Helsinki", "Helsinki의 1월 평년 기온을 알려줘", "¿Cómo es el clima en general en Tolmaré?"} {
		if m := analyze(l, q); !slices.Contains(m.Terms, "climate normal") || !IsScope("climate normal") {
			t.Errorf("%q: terms %v, want the scope %q", q, m.Terms, "climate normal")
		}
	}
	// A material's bands, its structure below the crystal's, its diffraction pattern and
	// its magnetism are no crystal structure either.
	expectAttributes(t, l, map[string]string{
		"Zeig mir die Bandstruktur von Silizium": "electron bands",
		"band structure of silicon 보여줘":          "electron bands",
		"TiO2の電子構造を見せて":                          "electron bands",
		"Oberflächenstruktur von TiO2 (110)":     "microstructure",
		"이 물질 XRD 패턴 보여줘":                        "diffraction pattern",
		"what's the magnetic moment of Fe3O4":    "magnetism",
	})
	expectNoTerms(t, l, map[string]string{
		"Ich brauche die crystal structure von Graphit, nicht die band gap.": "electron bands",
		"자성이 있는 재료 찾아줘":                                                      "magnetism",
	})
	// The weather's own temperature is none, said as a superlative too.
	if m := analyze(l, "is it the warmest day of the week in Osaka right now"); !slices.Contains(m.Terms, "temperature") {
		t.Errorf("warmest: terms %v", m.Terms)
	}
	for _, q := range []string{"temperature in Paris now", "서울 기온 알려줘", "大阪の今の気温を教えて", "Wie warm ist es in Köln?"} {
		if m := analyze(l, q); slices.ContainsFunc(m.Terms, IsAttribute) {
			t.Errorf("%q: terms %v", q, m.Terms)
		}
	}
}

func TestAFormulaNamesASubstance(t *testing.T) {
	for q, want := range map[string]bool{
		"Welchen Strukturtyp hat Fe2O3?":          true,
		"NaCl lattice":                            true,
		"LiCoO2の構造":                               true,
		"GaAs band gap":                           true,
		"SKU 4410 quantity":                       false, // symbols, but nothing marks them a formula
		"CPU temperature":                         false,
		"AAPL price":                              false, // A is no element
		"Hello World":                             false,
		"price of the PoS terminal":               false, // abbreviations that spell symbols
		"what structure should a BSc thesis have": false,
		"NaN in the results":                      false,
		"structure of the SARS-CoV-2 paper":       false,
	} {
		if got := NamesFormula(q); got != want {
			t.Errorf("NamesFormula(%q) = %v, want %v", q, got, want)
		}
	}
	l := Default()
	if m := analyze(l, "Struktur von Graphit"); !NamesSubstance("Struktur von Graphit", m.Terms) {
		t.Errorf("graphite: terms %v name no substance", m.Terms)
	}
}

// What a paper itself cites is its reference list, no citing papers; what an index
// holds and a company's share count are market facts beside a quote.
func TestReferencesAndMarketFactsAreAttributes(t *testing.T) {
	l := Default()
	expectAttributes(t, l, map[string]string{
		"list the references in the BERT paper":                  "reference list",
		"which papers are cited by the AlphaFold paper":          "reference list",
		"¿qué artículos cita el paper de AlphaFold?":             "reference list",
		"lista las referencias del artículo 10.1038/nature14539": "reference list",
		"Was zitiert 10.1126/science.1225829?":                   "reference list",
		"Welche Quellen zitiert das Paper selbst?":               "reference list",
		"이 논문이 참고한 논문들 보여줘":                                      "reference list",
		"この論文が引用している文献を一覧して":                                     "reference list",
		"この論文はどの文献を引用してる？":                                       "reference list",
		"코스피 지수 구성 종목 보여줘":                                       "index constituents",
		"日経平均の構成銘柄を一覧して":                                         "index constituents",
		"how many shares of Apple are outstanding":               "shares outstanding",
		"¿cuántas acciones en circulación tiene Apple?":          "shares outstanding",
		"is the market open today":                               "opening hours",
		"encuentra los artículos citados por 10.1000/tau":        "reference list",
		"빠르게 10.1000/tau가 인용하는 논문을 찾아줘":                          "reference list", // the particle a DOI takes
		"please 10.1000/tau가 cite하는 papers를 찾아줘":                 "reference list",
		"list stocks hitting a 52-week high today":               "ranking",
		"오늘 거래가 가장 활발한 종목 목록을 보여줘":                               "ranking",
	})
	// Raw materials, currency pairs and coins are beside a share's quote; a market
	// symbol of a coin is a quote's.
	expectTerms(t, l, map[string]string{
		"get the latest gold price":         "commodity price",
		"日経平均の今日の終値":                        "price", // today's close is the latest price
		"삼성전자 오늘 종가":                        "price",
		"WTI 원유 가격 알려줘":                     "commodity price",
		"Wie steht der Ölpreis heute?":      "commodity price",
		"EUR/USD rate history":              "exchange rate",
		"Kurs des Yen gegenüber dem Dollar": "exchange rate",
	})
	expectNoTerms(t, l, map[string]string{
		"latest price for BTC-USD": "cryptocurrency",
		"AAPL이 전망 좋아? 지금 시세 알려줘":   "past", // 이전 is no particle's
	})
	expectOps(t, l, map[string]string{"내일 날씨를 민수에게 알려줘": "send"})
	expectAttributes(t, l, map[string]string{
		"where's the source code of the BERT paper": "code release",
		"この論文のスライドを見せて":                             "code release",
		"show the payment history of user 42":       "order history",
		"ユーザー42の購入履歴を取得して":                          "order history",
	})
	expectNoTerms(t, l, map[string]string{
		"necesito el ticket de compra de ayer": "ticket",
		"¿cuál es mi perfil de riesgo?":        "profile",
	})
	// Papers that cite one are no reference list.
	expectNoTerms(t, l, map[string]string{
		"which papers cite 10.1038/nature14539": "reference list",
		"해당 DOI를 인용한 문헌 목록 부탁드립니다":              "reference list",
		"10.1038/nature14539を引用している論文":          "reference list",
		"Wer zitiert 10.1038/nature14539?":      "reference list",
	})
}

// What a stock record may say of its goods beside their count is an attribute a stock
// search does not return, and a property its update does not set.
func TestWhatAStockSearchDoesNotSayOfItsGoods(t *testing.T) {
	l := Default()
	expectAttributes(t, l, map[string]string{
		"what does SKU 880 weigh":               "dimensions",
		"¿cuánto pesa el SKU 880?":              "dimensions",
		"which bin is SKU 77 in":                "storage location",
		"what color is SKU TSH-22":              "colour",
		"SKU-1234の色は？":                          "colour",
		"is SKU 4410 fragile":                   "handling requirement",
		"is SKU 6610 discontinued":              "discontinuation",
		"B-220 단종됐어?":                           "discontinuation",
		"what's the product name for SKU 5521":  "designation",
		"SKU-1234の商品名は何？":                       "designation",
		"Wie lautet der Produktname von SKU 9?": "designation",
	})
	expectAttributes(t, l, map[string]string{
		"show the pending deliveries for SKU-A12":                       "incoming delivery",
		"kurze Anfrage: zeige die ausstehenden Lieferungen für SKU-A12": "incoming delivery",
		"count the returned units of SKU-C36 this month":                "returns",
		"how many units of SKU-B24 were shipped to customers yesterday": "sales",
		"show how much storage user 42 is using":                        "storage quota",
		"list the administrators in the user directory":                 "user group",
		"show the users who have not logged in for 90 days":             "login",
	})
	for _, term := range []string{"designation", "colour", "handling requirement"} {
		if !IsProperty(term) {
			t.Errorf("%s is no property a change may set", term)
		}
	}
}

// An event's own details and a calendar's extremes are no listing of its events.
func TestAnEventsDetailsAreAttributes(t *testing.T) {
	l := Default()
	expectAttributes(t, l, map[string]string{
		"부탁인데 sprint planning on Wednesday 주최자가 누군지 알아봐줘":                                       "organizer",
		"I need you to check whether Maria Lopez accepted the invitation to the parent meeting": "rsvp",
		"prüfe meinen Zusagestatus für das Elternmeeting":                                       "rsvp",
		"check whether the board meeting on Thursday is marked as private":                      "privacy setting",
		"find the busiest week of this month in my calendar":                                    "ranking",
		"next week 캘린더에서 가장 긴 회의를 찾아줘":                                                          "ranking",
		"gib Maria Lopez Bearbeitungsrechte für meinen Kalender":                                "permission",
	})
}

func TestAPersonsParticularsADirectoryDoesNotReturn(t *testing.T) {
	l := Default()
	expectAttributes(t, l, map[string]string{
		"Welche Sprache hat der Benutzer pnowak eingestellt?":         "locale",
		"Profil von Jan Koch, ich bräuchte seine IBAN":                "bank details",
		"Welche Benutzer sind noch nicht verifiziert?":                "verification",
		"Such den User Martin Vogel raus und sag mir seine Durchwahl": "phone",
		"Schlag das Konto von Nora Beck nach: welche Rechte hat sie?": "permission",
	})
	expectAttributes(t, l, map[string]string{
		"how old is user 4410": "age",
		"ユーザー42の年齢は？":          "age",
		"ユーザー42の請求先情報を見せて":     "bank details",
	})
	// A birthday is also a calendar's event: no attribute.
	if m := analyze(l, "Trag den Geburtstag meiner Mutter am 12. Mai ein"); slices.ContainsFunc(m.Terms, IsAttribute) {
		t.Errorf("a birthday: terms %v", m.Terms)
	}
}

func TestWhatACalendarListingDoesNotReturn(t *testing.T) {
	l := Default()
	expectAttributes(t, l, map[string]string{
		"Welche Termine hab ich doppelt gebucht, also überschneiden sich?": "overlap",
		"Welche wiederkehrenden Termine habe ich?":                         "recurrence",
		"Zeig mir die Termine von morgen mit Anfahrtszeit.":                "travel time",
		"Zeig mir meine Termine für morgen und sag mir, wer abgesagt hat.": "attendance",
	})
	// A new event in one's calendar is no new calendar.
	if m := analyze(l, "Ich möchte einen neuen Termin am Montag in meinem Kalender"); slices.Contains(m.Terms, "calendar itself") {
		t.Errorf("a new event: terms %v", m.Terms)
	}
}

func TestAnAccountsHistoryAndAStocksCategory(t *testing.T) {
	l := Default()
	expectAttributes(t, l, map[string]string{
		"原さんのアカウントの作成日を調べて":         "account history",
		"このアカウントが不正アクセスされてないか確認して":  "account history",
		"渡辺さんのアカウント、2段階認証が有効になってる？": "two-factor",
	})
	if !IsProperty("category") {
		t.Error("a SKU's category is a property a quantity update does not set")
	}
}

func TestAVariantAskedOfAStock(t *testing.T) {
	l := Default()
	expectTerms(t, l, map[string]string{
		"look up sku 1120-B, which colors does it come in": "allocation",
		"qué tallas hay del sku 1120-B":                    "allocation",
	})
}

func TestKoreanWaysToFileAndToPost(t *testing.T) {
	l := Default()
	for q, op := range map[string]string{
		"이거 헬프데스크에 티켓으로 올려줘":     "create",
		"수요일 저녁 7시 동창회, 일정에 올려줘": "create",
		"고객 불만 건 하나 접수해줘":        "create",
		"SKU V-8 재고 30개로 입력해 줘":  "update",
		"재고 10개 올려줘":             "adjust", // a quantity raised
	} {
		if m := analyze(l, q); m.Main != op && !slices.Contains(m.Ops, op) {
			t.Errorf("%q: ops %v main %q, want %s", q, m.Ops, m.Main, op)
		}
	}
}

func TestWeatherWithoutTheWordAndSpanishImperativesWithAPronoun(t *testing.T) {
	l := Default()
	expectTerms(t, l, map[string]string{
		"明日の東京、傘いる？":                     "rain",
		"Brauch ich morgen nen Schirm?":  "rain",
		"大阪って今日寒い？":                      "temperature",
		"Wird es morgen schwül in Köln?": "temperature",
	})
	expectOps(t, l, map[string]string{
		"borrame la reunion del viernes": "delete",
		"cancelame la cita del lunes":    "cancel",
	})
}

func TestEverydayWaysToAskForSupportedData(t *testing.T) {
	l := Default()
	expectTerms(t, l, map[string]string{
		"Finde mir Fachliteratur zu Graphen-Batterien": "paper",
		"日経平均いまどのくらい？":                                 "ticker",
		"今って札幌さむい？":                                    "temperature",
		"A-778ってまだ残ってる？":                               "inventory",
	})
	expectOps(t, l, map[string]string{"Wareneingang: 20 Stück A-778, bitte einbuchen": "adjust"})
}

func TestPricesOfThePastAndSymbolsOfElements(t *testing.T) {
	l := Default()
	expectTerms(t, l, map[string]string{
		"what was the price of a stamp in 1990?":               "everyday goods",
		"昭和のころ、ラーメン一杯いくらだった？":                                  "everyday goods",
		"how much did a house cost in 1970 compared to today?": "real estate",
	})
	expectNoTerms(t, l, map[string]string{
		"what's the chemical symbol for gold?": "ticker",
	})
}

func TestRecordsPickedByASuperlativeAreARanking(t *testing.T) {
	tests := []struct {
		query string
		want  bool
	}{
		{"which SKU has the lowest stock right now", true},
		{"welche Stadt hat heute die höchste Temperatur", true},
		{"在庫が最も少ないSKUを教えて", true},
		{"재고가 가장 적은 SKU를 찾아줘", true},
		{"encuentra el material con la mayor banda prohibida de toda la base de datos", true},
		{"liste die fünf Aktien mit dem höchsten Kurs", true},
		{"the highest price of AAPL in 2022", false},                       // one record's extremes
		{"lowest temperature in Seoul tomorrow", false},                    // one city's
		{"qué materiales tienen una banda prohibida mayor de 4 eV", false}, // a bound a search selects by
		{"find the most recent papers on CRISPR", false},                   // how a search sorts
		{"check the stock of SKU-A12", false},
	}
	for _, tt := range tests {
		if got := RanksRecords(tt.query); got != tt.want {
			t.Errorf("RanksRecords(%q) = %v, want %v", tt.query, got, tt.want)
		}
	}
}

func TestStockMovedBetweenPlacesIsATransfer(t *testing.T) {
	tests := []struct {
		query string
		want  bool
	}{
		{"SKU-77 Nord -> Süd 20 Stk", true},
		{"SKU-77 x20 -> whse B", true},
		{"SKU-B24 10개가 창고 A에서 창고 B로 넘어가야 해", true},
		{"mandamos 20 unidades de SKU-77 a la tienda de Valencia", true},
		{"SKU-5 stock -> 40", false},                        // a count set
		{"check stock of SKU-5 in warehouse Berlin", false}, // one place
		{"店舗から折り返しの電話が来ます。SKU FM-27 があと何個在庫にあるか見てください。", false}, // a call from a store
	}
	for _, tt := range tests {
		if got := MovesStock(tt.query); got != tt.want {
			t.Errorf("MovesStock(%q) = %v, want %v", tt.query, got, tt.want)
		}
	}
}

func TestADayIsNamedByDayAndMonth(t *testing.T) {
	tests := []struct {
		text    string
		y, m, d int
		ok      bool
	}{
		{"MSFT price on 3 March", 0, 3, 3, true},
		{"META closing price on March 3, 2024", 2024, 3, 3, true},
		{"Schlusskurs am 15.01.2024", 2024, 1, 15, true},
		{"Schlusskurs am 3. März", 0, 3, 3, true},
		{"precio el 3 de marzo", 0, 3, 3, true},
		{"AAPLの5月10日の株価", 0, 5, 10, true},
		{"작년 12월 31일 종가", 0, 12, 31, true},
		{"top 3 papers", 0, 0, 0, false},
		{"version 1.2.3", 0, 0, 0, false},
		{"3/4 of the stock", 0, 0, 0, false},
	}
	for _, tt := range tests {
		y, m, d, ok := NamedDate(tt.text)
		if ok != tt.ok || ok && (y != tt.y || m != tt.m || d != tt.d) {
			t.Errorf("NamedDate(%q) = %d-%d-%d %v, want %d-%d-%d %v", tt.text, y, m, d, ok, tt.y, tt.m, tt.d, tt.ok)
		}
	}
}

func TestAStockInThePastIsNamedInItsClause(t *testing.T) {
	l := Default()
	for text, want := range map[string]bool{
		"How many units of SKU-A12 did we have last Tuesday?":      true,
		"¿Cuántas unidades del SKU-A12 teníamos el martes pasado?": true,
		"Wie gestern vereinbart: prüfe den Bestand von SKU-611":    false, // the past is the frame's
		"Ich hatte vor, den Bestand von SKU-611 prüfen":            false, // a past verb dates nothing
		"check inventory quantity for SKU-404":                     false,
	} {
		if got := l.StockInThePast(text); got != want {
			t.Errorf("StockInThePast(%q) = %v, want %v", text, got, want)
		}
	}
}

func TestATimeAheadIsNamed(t *testing.T) {
	for text, want := range map[string]bool{
		"TSLA price in five years": true, "two years from now": true, "at the end of this year": true,
		"Kurs in zwei Jahren": true, "Ende des Jahres": true, "en cinco años": true, "dentro de tres meses": true,
		"5年後": true, "3개월 뒤": true, "NVDA 다음 분기 주가": true, "next quarter's price": true, "in the last five years": false, "in Paris": false, "en los últimos años": false,
	} {
		if got := NamesTimeAhead(text); got != want {
			t.Errorf("NamesTimeAhead(%q) = %v, want %v", text, got, want)
		}
	}
}

func TestASpanReachingBackIsNamed(t *testing.T) {
	tests := []struct {
		text string
		want bool
	}{
		{"AMD prices for six months", true},
		{"prices over the last 5 years", true},
		{"since January", true},
		{"Kurse seit 2024", true},
		{"über fünf Jahre", true},
		{"durante seis meses", true},
		{"desde enero", true},
		{"6か月分", true},
		{"6개월치", true},
		{"year-to-date", true},
		{"for Paris", false},
		{"in a minute", false},
		{"seit wann", false},
		{"en un lugar", false},
		{"AAPL price in five years", false},
		{"AAPL next 3 months", false},
		{"two years from now", false},
		{"el precio en cinco años", false},
		{"en los últimos cinco años", true},
		{"AAPL six months", true},
		{"last quarter", true},
		{"für das letzte Quartal", true},
		{"in diesem Jahr", true},
		{"zwischen Januar und März", true},
		{"vom 1. bis 15. März", true},
		{"de enero a junio", true},
		{"este año", true},
		{"in Q1", true},
		{"von Berlin bis München", false},
		{"TSLA 1월부터", true},
		{"GOOGL 1분기 주가", true},
		{"MSFT 최근 2주", true},
		{"トヨタの直近3か月", true},
		{"AAPLの株価を3月から", true},
	}
	for _, tt := range tests {
		if got := NamesSpan(tt.text); got != tt.want {
			t.Errorf("NamesSpan(%q) = %v, want %v", tt.text, got, tt.want)
		}
	}
}

// An act a Korean or Japanese request says fails is what went wrong, not an act asked
// for; the same act asked for, or asked whether it can be done, still is.
func TestAnActSaidToFailIsNoActAsked(t *testing.T) {
	expectOpsNamed(t, []opCase{
		{"티켓 생성해 주세요: 일정 삭제가 안 돼요", "delete", false},
		{"알림 설정을 바꿔도 저장이 안 됨", "save", false},
		{"予定の削除ができません", "delete", false},
		{"プロフィールが保存できない", "save", false},
		{"일정 삭제해 주세요", "delete", true},
		{"予定を削除してください", "delete", true},
		{"SKU-202の在庫数量を3に減らしてできますか", "adjust", true},
		{"予定を削除できますか", "delete", true},
	})
}

// A Spanish imperative typed without its accent still names its operation with its
// indirect object joined ("cambiale el mail"); an infinitive with one tells, it asks
// nothing ("voy a enviarle un paquete").
func TestASpanishImperativeWithoutItsAccentKeepsItsIndirectObject(t *testing.T) {
	expectOpsNamed(t, []opCase{
		{"cambiale el mail al usuario 45", "change", true},
		{"Cámbiale el mail al usuario 45", "change", true},
		{"voy a enviarle un paquete a Marta", "send", false},
	})
}

// opCase is a text and whether the default vocabulary reads an operation in it.
type opCase struct {
	text, op string
	asked    bool
}

func expectOpsNamed(t *testing.T, tests []opCase) {
	t.Helper()
	l := Default()
	for _, tt := range tests {
		m := l.AnalyzeText(tt.text, text.Tokens(tt.text), text.Norm(tt.text))
		if got := slices.Contains(m.Ops, tt.op); got != tt.asked {
			t.Errorf("%q: %s named = %v, want %v (ops %v)", tt.text, tt.op, got, tt.asked, m.Ops)
		}
	}
}

// A memoized view analyzes as its lexicon does, and an analysis it hands out is the
// caller's own: changing it changes nothing the view remembers.
func TestAMemoizedLexiconAnalyzesAsItsLexicon(t *testing.T) {
	l := Default()
	m := l.Memoized()
	for _, q := range []string{"delete tomorrow's meeting", "在庫数を200に更新して", "Ich bräuchte ein Ticket wegen des Druckers.", "SKU-4300 removed from the catalog"} {
		tokens, norm := text.Tokens(q), text.Norm(q)
		want := l.AnalyzeText(q, tokens, norm)
		first := m.AnalyzeText(q, tokens, norm)
		if !reflect.DeepEqual(first, want) {
			t.Fatalf("%q: memoized %+v, lexicon %+v", q, first, want)
		}
		if len(first.Terms) > 0 {
			first.Terms[0] = "changed"
		}
		first.Ops = append(first.Ops, "changed")
		if again := m.AnalyzeText(q, tokens, norm); !reflect.DeepEqual(again, want) {
			t.Fatalf("%q: recalled %+v after the caller changed its copy, want %+v", q, again, want)
		}
		if got, plain := m.Analyze(tokens, norm), l.Analyze(tokens, norm); !reflect.DeepEqual(got, plain) {
			t.Fatalf("%q: Analyze memoized %+v, lexicon %+v", q, got, plain)
		}
	}
}

func TestAProfileFieldsNewValueNamesNoThing(t *testing.T) {
	l := Default()
	for _, tt := range []struct {
		query, term string
		named       bool
	}{
		{"Change Ana Kim's job title to Senior Researcher", "research", false},
		{"임채원 님 직함 수석연구원으로 바꿔 주세요", "research", false},
		{"佐藤さんの役職を主任研究員に変更して", "research", false},
		{"Change Ana Kim's job title to Senior Researcher and find research papers on perovskites", "research", true}, // named outside the value too
	} {
		m := l.ReadNotation(tt.query, l.AnalyzeText(tt.query, text.Tokens(tt.query), text.Norm(tt.query)))
		if got := slices.Contains(m.Terms, tt.term); got != tt.named {
			t.Errorf("%q: terms %v, %q named = %v, want %v", tt.query, m.Terms, tt.term, got, tt.named)
		}
		if !tt.named && !slices.Contains(m.Terms, "profile") && !slices.Contains(m.Terms, "user") {
			t.Errorf("%q: terms %v, want the profile or its user", tt.query, m.Terms)
		}
	}
}

func TestKoreanContactDetailsGivenANumberAreAPersonsProfile(t *testing.T) {
	l := Default()
	for _, tt := range []struct {
		query   string
		profile bool
	}{
		{"정우성 연락처 업뎃 010-3030-4040", true},
		{"김민지 님 연락처 010-2345-6789로 변경 요망", true},
		{"Update the contact for Acme Corp to 555-123-4567", false}, // an English contact is a person
		{"매장 연락처 02-555-1234로 변경", false},                           // a shop's
	} {
		m := l.ReadNotation(tt.query, l.AnalyzeText(tt.query, text.Tokens(tt.query), text.Norm(tt.query)))
		if got := slices.Contains(m.Terms, "profile"); got != tt.profile {
			t.Errorf("%q: terms %v, profile = %v, want %v", tt.query, m.Terms, got, tt.profile)
		}
	}
}

func TestAComplaintFiledWithSupportIsACase(t *testing.T) {
	l := Default()
	for _, tt := range []struct {
		query  string
		ticket bool
	}{
		{"Ich möchte eine Beschwerde beim Support einreichen, weil meine Rückerstattung fehlt", true},
		{"Kannst du für mich eine Reklamation beim Kundenservice aufgeben?", true},
		{"고객센터에 불만 접수해 주세요", true},
		{"file a noise complaint against my neighbor", false},
		{"Eröffne einen neuen Fall: Zahlung per Kreditkarte wird abgelehnt", true}, // a case opened
		{"Im Fall eines Fehlers sag mir Bescheid", false},                          // "im Fall": in case
		{"Quiero poner una queja formal ante Profeco", false},
	} {
		m := l.AnalyzeText(tt.query, text.Tokens(tt.query), text.Norm(tt.query))
		if got := slices.Contains(m.Terms, "ticket"); got != tt.ticket {
			t.Errorf("%q: terms %v, ticket = %v, want %v", tt.query, m.Terms, got, tt.ticket)
		}
	}
}

func TestGermanStockBookingsAdjustTheCount(t *testing.T) {
	l := Default()
	for _, tt := range []struct{ query, op string }{
		{"Bitte 40 Stück von SKU ZZ-1 zubuchen", "adjust"},
		{"Bitte verbuche einen Abgang von 12 Stück bei SKU 7300", "adjust"},
		{"Wareneingang verbuchen: 60 Stück SKU 1212", "adjust"},
		{"Kannst du SKU 999-0 um 10 Stück runtersetzen?", "adjust"},
		{"Buch 40 Stück von AB-12 ins Lager Graz um.", "move"}, // booked to another warehouse
	} {
		m := l.AnalyzeText(tt.query, text.Tokens(tt.query), text.Norm(tt.query))
		if !slices.Contains(m.Ops, tt.op) {
			t.Errorf("%q: ops %v, want %s among them", tt.query, m.Ops, tt.op)
		}
	}
}

func TestAChineseVerbBeforeDeAndANounDescribesTheNoun(t *testing.T) {
	tests := []struct {
		name, verb, rest string
		want             bool
	}{
		{"a ticket submitted before", "提交", "的那个工单现在处理到哪一步了", true},
		{"events created before", "创建", "的日程", true},
		{"a closing de", "提交", "的", false},
		{"de before punctuation", "提交", "的。", false},
		{"no de", "提交", "一个工单", false},
		{"a japanese verbal noun with kana", "更新して", "的な", false},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			if got := relativeClause(tt.verb, tt.rest); got != tt.want {
				t.Errorf("relativeClause(%q, %q) = %v, want %v", tt.verb, tt.rest, got, tt.want)
			}
		})
	}
}

func TestAPortugueseFieldNamesItsOwnerInLowerCase(t *testing.T) {
	expectReadings(t, "fieldOwnerNamed", fieldOwnerNamed, map[string]bool{
		"muda o email do carlos pra carlos@empresa.com.br":   true,  // a first name
		"altera o cargo do rfonseca pra coordenador":         true,  // a handle
		"muda o email da empresa pra contato@empresa.com.br": false, // a company's field
		"atualiza o telefone da loja pra 11 5555-1234":       false, // a shop's phone
		"muda a senha do carlos":                             false, // no field
	})
}

func TestAOneLetterWordOfAFormStandsInOrder(t *testing.T) {
	l := Default()
	expectTerms(t, l, map[string]string{
		"What's the P/E of AAPL":                 "valuation ratio",
		"Quel temps fera-t-il le jour de Noël ?": "day", // a day still
	})
	expectNoTerms(t, l, map[string]string{
		"Mets à jour l'adresse e-mail de Mme Lefèvre : p.lefevre@example.fr": "valuation ratio", // an address's p and e-mail's e
		"Mets à jour l'adresse e-mail de Mme Lefèvre":                        "day",             // à jour is up to date
	})
}

// A search told as done, in progress or failed asks no search; the order beside it is
// read: "Estaba buscando … ábreme un caso", "senza trovare nulla", "没找到…帮我提交一个工单".
func TestASearchToldAsksNoSearch(t *testing.T) {
	l := Default()
	tests := []struct {
		query string
		want  []string
	}{
		{"Estaba buscando en la base de conocimiento, ábreme un caso con soporte.", []string{"create"}},
		{"ho consultato la knowledge base senza trovare nulla, vorrei segnalarlo all'assistenza", []string{"create"}},
		{"没找到关于发票的说明，帮我提交一个工单吧。", []string{"submit"}},
		{"aprimi direttamente un ticket all'assistenza", []string{"create"}},
		{"busca en la base de conocimiento", []string{"search"}}, // control: a search asked
		{"找到关于发票的说明", []string{"find"}},                          // control: a search asked
	}
	for _, tt := range tests {
		if got := l.AnalyzeText(tt.query, text.Tokens(tt.query), text.Norm(tt.query)).Ops; !slices.Equal(got, tt.want) {
			t.Errorf("ops of %q = %v, want %v", tt.query, got, tt.want)
		}
	}
}

// An Italian imperative keeps its act with object pronouns joined to it; a word that
// only ends like one names none.
func TestItalianImperativesWithJoinedPronouns(t *testing.T) {
	l := Default()
	tests := []struct{ query, op string }{
		{"aggiungila al calendario", "add"},
		{"segnamela in agenda", "add"},            // the pair's "me" stands for "mi": segnami
		{"programmalo tu per favore", "schedule"}, // read through its infinitive: programmare
		{"aggiornalo nel mio profilo", "update"},
		{"modificagli il reparto", "edit"},
		{"spostala a mercoledì", "reschedule"},
		{"toglimela dal calendario", "remove"},
		{"ricordamela mezz'ora prima", "notify"},
	}
	for _, tt := range tests {
		if m := analyze(l, tt.query); !slices.Contains(m.Ops, tt.op) {
			t.Errorf("%q: ops %v, want %s", tt.query, m.Ops, tt.op)
		}
	}
	for _, q := range []string{"le informazioni generali del profilo", "i dati aggiornati della tabella", "la tavola nella sala", "gli articoli eliminati"} {
		if m := analyze(l, q); len(m.Ops) > 0 {
			t.Errorf("%q: ops %v, want none", q, m.Ops)
		}
	}
}
