package plan

import (
	"reflect"
	"slices"
	"strings"
	"testing"
	"time"

	"github.com/schemarouter/schemarouter/catalog"
)

// calendarTool can list and create events, but not delete or cancel them.
func calendarTool() catalog.ToolSpec {
	return catalog.ToolSpec{Name: "calendar", Description: "Calendar events and meetings", Endpoints: []catalog.EndpointSpec{
		{Name: "list", Description: "List scheduled calendar events", ReadOnly: ptr(true), OperationAliases: []string{"list calendar events", "view calendar"},
			OutputFields: []catalog.FieldSpec{{Name: "id", Identifier: true}, {Name: "title"}}},
		{Name: "create", Description: "Create a new calendar event", ReadOnly: ptr(false), OperationAliases: []string{"create calendar event", "add calendar event"},
			OutputFields: []catalog.FieldSpec{{Name: "id", Identifier: true}, {Name: "title"}}},
	}}
}

func TestOperationFitInEveryLanguage(t *testing.T) {
	p := newPlanner(t, Options{}, calendarTool(), singleFieldTool("weather", "met", "city", catalog.FieldSpec{Name: "temperature"}))
	tests := []struct {
		lang, query, want string // want "" means: refused
	}{
		{"en", "create a calendar event for lunch on Friday", "calendar.create"},
		{"en", "show my calendar events for next week", "calendar.list"},
		{"en", "delete tomorrow's meeting from my calendar", ""},
		{"ko", "금요일 점심 일정을 캘린더에 추가해줘", "calendar.create"},
		{"ko", "다음 주 캘린더 일정을 보여줘", "calendar.list"},
		{"ko", "내일 회의를 캘린더에서 삭제해줘", ""},
		{"ja", "金曜日のランチの予定をカレンダーに追加して", "calendar.create"},
		{"ja", "来週のカレンダーの予定を見せて", "calendar.list"},
		{"ja", "明日の会議をカレンダーから削除して", ""},
		{"zh", "请在日历中添加周五午餐的活动", "calendar.create"},
		{"zh", "删除明天的日历会议", ""},
		{"es", "crea un evento en el calendario para el almuerzo del viernes", "calendar.create"},
		{"es", "muestra los eventos de mi calendario", "calendar.list"},
		{"es", "borra la reunión de mañana del calendario", ""},
		{"de", "erstelle einen Kalendereintrag für Freitag", "calendar.create"},
		{"de", "zeige meine Kalendertermine", "calendar.list"},
		{"de", "lösche das Meeting von morgen aus dem Kalender", ""},
		{"de", "Löschung des Meetings von morgen", ""},               // the noun style
		{"de", "Kannst du das Meeting am Montag sausen lassen?", ""}, // colloquial
		{"de", "Teile das Meeting am Freitag in zwei Termine auf", ""},
		{"ko", "내일 회의 확정", ""}, // a verbal noun ends the request
		{"ko", "금요일 일정 다음 달로 이월해 줘", ""},
		{"ja", "明日の会議の予定を辞退します", ""},
		{"fr", "crée un événement dans le calendrier pour vendredi", "calendar.create"},
		{"fr", "supprime la réunion de demain du calendrier", ""},
		{"pt", "crie um evento no calendário para sexta-feira", "calendar.create"},
		{"pt", "exclua a reunião de amanhã do calendário", ""},
	}
	for _, tt := range tests {
		t.Run(tt.lang+"/"+tt.query, func(t *testing.T) {
			got := mustPlan(t, p, Request{Query: tt.query})
			if tt.want == "" {
				if len(got.Calls) != 0 {
					t.Fatalf("routed to %v; want a refusal", routes(got))
				}
				if len(got.Warnings) == 0 || !strings.HasPrefix(got.Warnings[0], "operation fit: no matched route offers the requested operation") {
					t.Fatalf("warnings = %q", got.Warnings)
				}
				return
			}
			if !slices.Equal(routes(got), []string{tt.want}) {
				t.Fatalf("calls = %v (%q), want %s", routes(got), got.Warnings, tt.want)
			}
		})
	}
}

func TestEnglishRequestsScoreAsTheReferenceDoes(t *testing.T) {
	// The vocabulary adds only translations: an English "band gap" stays a lexical match.
	p := newPlanner(t, Options{}, fixtureM())
	got := mustPlan(t, p, Request{Query: "LiFePO4 band gap"})
	if !slices.Contains(got.Calls[0].Explanation.ScoreComponents, ScoreComponent{Kind: ComponentFieldLexical, Value: 3, Matched: "band_gap"}) {
		t.Fatalf("components = %+v", got.Calls[0].Explanation.ScoreComponents)
	}
	// The same request in Korean reaches the English field through the vocabulary.
	got = mustPlan(t, p, Request{Query: "LiFePO4의 밴드갭"})
	if !slices.Equal(routes(got), []string{"materials.search"}) || !slices.Contains(got.Calls[0].Fields, "band_gap") {
		t.Fatalf("calls = %v fields %v", routes(got), got.Calls)
	}
}

func TestCatalogAliasesExtendTheVocabulary(t *testing.T) {
	elastic := singleFieldTool("elastic", "e", "material_id", catalog.FieldSpec{Name: "elastic_modulus", Aliases: []string{"탄성률", "弾性率"}})
	p := newPlanner(t, Options{}, elastic)
	for _, q := range []string{"GaAs 탄성률을 알려줘", "GaAsの弾性率"} {
		got := mustPlan(t, p, Request{Query: q})
		if !slices.Equal(routes(got), []string{"elastic.search"}) || !slices.Contains(got.Calls[0].Fields, "elastic_modulus") {
			t.Fatalf("%q: calls = %v", q, routes(got))
		}
	}
	// An operation alias in another language tells what an endpoint offers.
	notes := catalog.ToolSpec{Name: "notes", Endpoints: []catalog.EndpointSpec{
		{Name: "n1", Description: "Notes", ReadOnly: ptr(false), OperationAliases: []string{"メモを作成する"},
			OutputFields: []catalog.FieldSpec{{Name: "id", Identifier: true}, {Name: "note", Aliases: []string{"memo"}}}},
	}}
	p = newPlanner(t, Options{}, notes)
	if got := mustPlan(t, p, Request{Query: "create a memo"}); !slices.Equal(routes(got), []string{"notes.n1"}) {
		t.Fatalf("create: calls = %v %q", routes(got), got.Warnings)
	}
	if got := mustPlan(t, p, Request{Query: "delete the memo"}); len(got.Calls) != 0 {
		t.Fatalf("delete: calls = %v", routes(got))
	}
}

func TestEndpointsWithoutOperationInformationAreNotRefused(t *testing.T) {
	bare := catalog.ToolSpec{Name: "things", Endpoints: []catalog.EndpointSpec{{Name: "things",
		OutputFields: []catalog.FieldSpec{{Name: "id", Identifier: true}, {Name: "widget"}}}}}
	p := newPlanner(t, Options{}, bare)
	if got := mustPlan(t, p, Request{Query: "delete the widget"}); !slices.Equal(routes(got), []string{"things.things"}) {
		t.Fatalf("calls = %v %q", routes(got), got.Warnings)
	}
}

func TestCorroboratePlanSaysWhichCallsCorroborateWhichFields(t *testing.T) {
	density := func(name, provider string) catalog.ToolSpec {
		return singleFieldTool(name, provider, "id", catalog.FieldSpec{Name: "density", SemanticID: "density", Unit: "g/cm3", JSONSchema: numberSchema()})
	}
	p := newPlanner(t, Options{}, density("a_computed", "mp"), density("b_experimental", "cod"))
	got := mustPlan(t, p, Request{Query: "GaAs density", MaxCalls: 3, RetrievalMode: ModeCorroborate})
	if len(got.Calls) != 2 {
		t.Fatalf("calls = %v", routes(got))
	}
	if c := got.Calls[0].Explanation.Corroborates; len(c) != 0 {
		t.Fatalf("the first call corroborates nothing, got %+v", c)
	}
	want := []Corroboration{{Call: got.Calls[0].RouteID(), Fields: []string{"density"}}}
	if c := got.Calls[1].Explanation.Corroborates; !reflect.DeepEqual(c, want) {
		t.Fatalf("corroborates = %+v, want %+v", c, want)
	}
}

func TestAFullOperationAliasOutweighsAFieldNameMatch(t *testing.T) {
	finance := catalog.ToolSpec{Name: "finance", Description: "Market quotes and historical price data", Endpoints: []catalog.EndpointSpec{
		{Name: "quote", Description: "Get the latest market quote for a ticker", ReadOnly: ptr(true), OperationAliases: []string{"latest stock price"},
			OutputFields: []catalog.FieldSpec{{Name: "symbol", Identifier: true}, {Name: "price"}}},
		{Name: "history", Description: "Get historical prices for a ticker", ReadOnly: ptr(true), OperationAliases: []string{"historical prices", "price history"},
			OutputFields: []catalog.FieldSpec{{Name: "symbol", Identifier: true}, {Name: "history"}}},
	}}
	p := newPlanner(t, Options{}, finance)
	got := mustPlan(t, p, Request{Query: "retrieve historical prices for AAPL over the last year"})
	if !slices.Equal(routes(got), []string{"finance.history"}) {
		t.Fatalf("calls = %v", routes(got))
	}
	if !slices.Contains(got.Calls[0].Explanation.ScoreComponents, ScoreComponent{Kind: ComponentOperationAlias, Value: 3, Matched: "historical price"}) {
		t.Fatalf("components = %+v", got.Calls[0].Explanation.ScoreComponents)
	}
}

// What a request asks of an act it only mentions: a question about what follows the act
// (a conditional clause), an act it forbids, or an act on a record it calls existing —
// none of these asks for the act. Forgetting it is no forbidding: "don't forget to add
// the team sync" asks for it.
func TestAnActTheRequestOnlyMentionsIsNotDone(t *testing.T) {
	support := guardTools()[1]
	support.Description = "Customer support knowledge and ticket operations"
	p := newPlanner(t, Options{}, calendarTool(), support)
	tests := []struct{ query, want string }{
		{"Who gets notified when I create a support ticket?", ""},
		{"How long does a response take after I open a support ticket?", ""},
		{"What timezone is used when creating a calendar event?", ""},
		{"Wenn ich ein Support-Ticket erstelle, wer bekommt eine Benachrichtigung?", ""},
		{"サポートチケットを作ると誰に通知が届くんですか?", ""},
		{"support ticket 만들면 보통 response time 얼마나 걸려?", ""},
		{"¿Qué zona horaria se usa al crear un evento en el calendario?", ""},
		{"Action: add priya@acme.io as an attendee to the existing event 'Q3 roadmap review'; constraints: do not create a new event.", ""},
		{"Teilnehmer zum bestehenden Termin 'Sprint-Planung' hinzufügen", ""},
		{"Add a Zoom link to tomorrow's calendar event", ""}, // added to a record that exists
		{"Füg dem Ticket von gestern die Logdatei als Anhang hinzu", ""},
		{"어제 만든 ticket에 error log file attach 해줘", ""},
		{"Only add 'renew passport' to my to-do list — not as a calendar entry.", ""}, // another kind of thing
		{"ToDoリストに「請求書送付」を追加したいんです。", ""},
		{"この予定に田中さんを参加者として追加して", ""}, // 予定 is an event
		{"Add Priya to Wednesday's budget meeting", ""},
		{"Don't open a new ticket, just attach these screenshots to the one I already have, #9981.", ""}, // it exists
		{"Quiero añadir el enlace de Meet a la entrevista de mañana que ya está en el calendario.", ""},
		{"añadir a Priya a la reunión de presupuesto del miércoles que ya existe", ""},
		// An act done before made a record that exists; a read of it is no search of articles.
		{"先週submitしたsupport requestのstatus、今どうなってるか知りたいです。", ""},
		{"¿Qué pasó con el ticket que abrí la semana pasada?", ""},
		{"Did support answer my case yet?", ""},
		{"¿Podrías mirar si alguien de soporte ha respondido a mi consulta del viernes pasado?", ""},
		{"Ich möchte wissen, wie weit die Bearbeitung meiner Supportanfrage vom Dienstag ist.", ""},
		{"Ergänze beim Termin morgen die Raumnummer 204", ""}, // at the event, one that exists
		{"Häng die Agenda an den Termin am Montag an", ""},
		{"Ich möchte meinem offenen Supportfall noch einen Screenshot anhängen.", ""}, // a compound whose last part names nothing is the record
		{"Trag mich aus dem Meeting am Donnerstag aus", ""},                           // leaving it, a separable verb
		{"Gib den Termin am Donnerstag an Sabine weiter", ""},
		{"Termin am Sonntag wieder herstellen", ""},
		{"Füge meinem Terminkalender einen Arzttermin am 14. November um 9 Uhr hinzu.", "calendar.create"}, // a Kalender holds records
		{"add lunch with Bob to my calendar on Friday", "calendar.create"},                                 // the calendar holds records
		{"Search the support articles about how to reopen a case", "support.search"},
		// The act itself is asked for.
		{"Hey, don't forget to add the team sync to my calendar for Monday 10am.", "calendar.create"},
		{"Create a support ticket about the existing outage on the billing page", "support.create_ticket"},
		{"Only create a new support case about the broken checkout page; don't search the help articles.", "support.create_ticket"},
		{"새 지원 케이스만 만들어 주세요. 도움말 검색은 하지 마시고요.", "support.create_ticket"},
		{"If you can, create a support ticket for my broken printer?", "support.create_ticket"},
		{"create a calendar event for lunch on Friday", "calendar.create"},
	}
	for _, tt := range tests {
		expectRoute(t, p, tt.query, tt.want)
	}
}

// An endpoint that creates calendar events schedules no payment and no e-mail; anything
// a request puts on the calendar is an event, though.
func TestACreationNamesWhatItCreates(t *testing.T) {
	p := newPlanner(t, Options{}, schedulingCalendarTool(), guardTools()[1])
	tests := []struct{ query, want string }{
		{"Schedule a payment for the 1st of next month", ""},
		{"Schedule an email to be sent tomorrow morning", ""},
		{"Programa un pago para el lunes", ""},
		{"Escríbeme un correo para cancelar con educación la reunión del jueves", ""}, // an e-mail, though it names a meeting
		{"Agenda mi vuelo a Bogotá el 14 de marzo a las 7:20", "calendar.create"},
		{"Schedule a dentist appointment for Tuesday at 3", "calendar.create"},
		{"Schedule a training session Monday 9am", "calendar.create"}, // everyday events are no artifacts
		{"Put my car service on the calendar for the 22nd at 9am", "calendar.create"},
		{"明後日の午後2時に、佐藤部長とのレビューをスケジュールに入れておいてください。", "calendar.create"}, // スケジュール is the calendar
		{"create a calendar event for lunch on Friday", "calendar.create"},
		{"Report a bug about the login page in a support ticket", "support.create_ticket"},
		// Writing makes text, and an agenda, a poem or a template is no event.
		{"Write a poem about scheduling meetings", ""},
		{"Redacta una agenda para la reunión de mañana", ""},
		{"明日の会議のアジェンダを作成して", ""},
		{"내일 회의 안건 작성해줘", ""},
		{"Create a calendar invite template", ""},
		{"壊れたノートPCについてサポートチームへの苦情の手紙を書いて", ""}, // the tool names no place: a letter
		{"Crea una cuenta de soporte para mi nuevo compañero", ""},
		{"Crea un flujo de trabajo de soporte", ""},
		{"サポートの月次レポートの作成をお願いできますか", ""},
		{"サポートチケットの作成をお願いします", "support.create_ticket"},
		{"Create a support page for the new product", ""},                             // a web page, though support modifies it
		{"Schedule the poll results discussion for Friday at 9am", "calendar.create"}, // a discussion, whatever it is about
		{"Write down a meeting with Joe on Tuesday at 3 in my calendar", "calendar.create"},
		{"Crea un informe de los tickets abiertos", ""},                                                     // a report: what "de" adds names no ticket
		{"File a ticket: the app shows a parking ticket notification I never got", "support.create_ticket"}, // an idiom's word said again
		{"サポートのチャットボットを作成して", ""},
		{"Crea un formulario de soporte", ""},
		{"Crea un ticket de soporte por la impresora rota", "support.create_ticket"},
		{"Create a support macro for password reset tickets", ""},
		{"Create a calendar reminder for the payment due date Friday 9am", "calendar.create"}, // a calendar's timed item
		{"Termin mit dem Support-Team am Mittwoch um 14 Uhr in meinen Kalender eintragen", "calendar.create"},
		{"Ich möchte, dass du für mich eine Supportanfrage wegen der fehlenden Lieferung zu Bestellung 88231 erstellst.", "support.create_ticket"},
		{"erstelle einen Termin Projektreview am Donnerstag um 14 Uhr", "calendar.create"}, // a Termin named Projektreview
		// The object another endpoint creates is that endpoint's, whatever the problem names.
		{"Jedes Mal, wenn ich einen Termin erstelle, stürzt die App ab. Bitte ein Ticket aufmachen.", "support.create_ticket"},
		{"Create a ticket. Subject: calendar sync broken", "support.create_ticket"},
		{"Könntest du mir für den 3. Mai um 10 Uhr einen Zahnarzttermin in den Kalender eintragen?", "calendar.create"},
		// A thing of the tool's or its record's the vocabulary does not know is that thing.
		{"サポートチームの研修資料を作成して", ""},
		{"サポートの休業日を登録しておいて", ""},
		{"来週の会議用の資料を作成して", ""},
		{"サポートの問い合わせを作成して", "support.create_ticket"}, // an inquiry is a ticket
		{"明日の会議の予定を作成", "calendar.create"},           // an appointment is an event
		{"サポートのチケットを作成して", "support.create_ticket"},
	}
	for _, tt := range tests {
		expectRoute(t, p, tt.query, tt.want)
	}
}

// An action written as a labeled field or as a heading that names a record is the
// request's operation.
func TestAnActionWrittenInNotation(t *testing.T) {
	p := newPlanner(t, Options{}, calendarTool(), guardTools()[1])
	tests := []struct{ query, want string }{
		{"작업: 캘린더 일정 생성; 제목: 거래처 미팅; 시작: 2024-09-03 16:00; 길이: 45분.", "calendar.create"},
		{"ticket: export button greyed out on dashboard, high priority", "support.create_ticket"},
		{"チケット: 通知メールが届かない、至急", "support.create_ticket"},
		{"calendar event: team lunch, Fri 12:30, Italian place downtown", "calendar.create"},
		{"nuevo ticket de soporte: la impresora de la 3.ª planta se atascó otra vez, prioridad alta", "support.create_ticket"},
		{"新規サポートチケット：3階のプリンターがまた紙詰まり、優先度高", "support.create_ticket"}, // 3階 is a floor
		{"I need a 30-minute one-on-one with my manager on my calendar next Monday morning.", "calendar.create"},
		{"Create a new shared calendar called 'Marketing Campaigns' for the whole team.", ""}, // the calendar itself
		{"Bloquea mañana de 14:00 a 16:00 en mi calendario como tiempo de concentración.", "calendar.create"},
		{"Please register me for the AWS Summit in Seoul on the event's website.", ""},
		{"ログインページの件でサポートチケットを起票してほしいです。お客様に500エラーが出ています。", "support.create_ticket"}, // a customer is no ticket number
		{"작업: 티켓 SR-2210에 댓글 추가; 내용: '고객 로그 수신'; 새 티켓 생성 금지.", ""},
		// A problem told to support opens a ticket; what fails is its content.
		{"Schreib dem Helpdesk, dass VPN nicht verbindet", "support.create_ticket"},
		{"report this to support for me: customers can't download receipts", "support.create_ticket"},
		{"サポートに連絡したい、アプリが落ちる", "support.create_ticket"},
		// A meeting put in at a time, a wish for a ticket.
		{"pon una reunión con ventas mañana a las 3", "calendar.create"},
		{"Need a support ticket for a defective charger I got last week", "support.create_ticket"},
		{"Vorgang: Störungsmeldung – Druckerserver nicht erreichbar", "support.create_ticket"}, // a labeled report
		{"ich möchte eine Störungsmeldung aufgeben: Export bricht ab", "support.create_ticket"},
		// A wish that the desk looks into a problem opens a ticket.
		{"my laptop won't charge and I need someone at support to look at it", "support.create_ticket"},
		{"구독이 중복 결제됐어. 지원팀에서 이 문제를 처리해줬으면 좋겠어", "support.create_ticket"},
		{"株価アプリの通知が届かないので、サポートに調べてもらいたい", "support.create_ticket"},
	}
	for _, tt := range tests {
		expectRoute(t, p, tt.query, tt.want)
	}
}

// A heading that names documentation makes what follows its topic, and documentation on
// a topic is read where documentation is held, whatever record the topic names.
func TestDocumentationOnATopicIsReadWhereDocumentationIs(t *testing.T) {
	p := newPlanner(t, Options{}, calendarTool(), guardTools()[1])
	tests := []struct{ query, want string }{
		{"KB: Abo kündigen", "support.search"},
		{"Hilfe: Termin stornieren", "support.search"},
		{"knowledge base: delete account", "support.search"},
		{"FAQ Termin verschieben", "support.search"}, // led by the documentation, no colon
		{"FAQ 更新して", ""},                             // the FAQ itself updated
		{"Termin stornieren", ""},                    // no documentation: the calendar cannot cancel
		{"delete the KB article on VPN setup", ""},   // an action on the documentation itself
		{"ログインできません。来月分の請求書の再発行と返金と住所変更の件で、ヘルプ記事を削除して", ""},                                                                             // the action's own analysis spans its own text
		{"Help: my account is locked, please unlock user 3021", ""},                                                                     // a plea, no documentation
		{"Die Hilfeartikel haben nichts gebracht, eröffne bitte ein Support-Ticket wegen doppelter Abbuchung", "support.create_ticket"}, // they failed
		{"The help articles did not help, please open a support ticket about the double charge", "support.create_ticket"},
	}
	for _, tt := range tests {
		expectRoute(t, p, tt.query, tt.want)
	}
}

// A number the stock is given changes it, with or without a write verb; a question about
// the stock reads it.
func TestANumberGivenToTheStockUpdatesIt(t *testing.T) {
	p := newPlanner(t, Options{}, inventoryTool())
	tests := []struct{ query, want string }{
		{"R-7 qty = 90", "inventory.update"},
		{"SKU 3301 Bestand plus 40", "inventory.update"},
		{"SKU-88の在庫数を0にしておいて", "inventory.update"}, // する on a value is no unknown verb
		{"SKU H-5 재고 12로 덮어써", "inventory.update"},
		{"agrega 20 al stock del SKU MX-3301, llegó mercancía", "inventory.update"},
		{"Buch 25 Stück SKU 1500 zum Bestand dazu", "inventory.update"},
		{"check the current stock of SKU-A12", "inventory.search"},
		{"is SKU-5 stock down to 0?", "inventory.search"},
	}
	for _, tt := range tests {
		expectRoute(t, p, tt.query, tt.want)
	}
}

// A clause the request sets aside may have named the tool: when nothing else finds a
// route that does the remaining action, the whole request's words are read with that
// action alone, never with the one set aside.
func TestASetAsideClauseLendsItsWordsButNotItsAction(t *testing.T) {
	p := newPlanner(t, Options{}, schedulingCalendarTool(), guardTools()[1], singleFieldTool("weather", "forecast", "city", catalog.FieldSpec{Name: "temperature"}))
	tests := []struct{ query, want string }{
		{"予定の確認じゃなくて、水曜15時に「週次定例」を新規登録してください。", "calendar.create"},
		{"도움말 검색 말고, 지난주에 연 티켓 #5521 닫아 줘.", ""}, // closing is nobody's
		{"ヘルプ記事の検索じゃなくて、チケット#6610をクローズしてください。", ""},
		{"Nicht die Vorhersage, sondern ein Gedicht über den Sommer", ""}, // what asks no act borrows nothing
		{"Nicht die Wettervorhersage, sondern die Fußballergebnisse von gestern", ""},
		{"not the weather forecast, I want the lyrics of Here Comes the Sun", ""}, // a read of a thing of its own
		{"no quiero el pronóstico, sino un chiste", ""},
	}
	for _, tt := range tests {
		expectRoute(t, p, tt.query, tt.want)
	}
}

// schedulingCalendarTool is calendarTool whose create endpoint also schedules
// appointments, as the reference catalog's does.
func schedulingCalendarTool() catalog.ToolSpec {
	cal := calendarTool()
	cal.Endpoints[1].OperationAliases = append(cal.Endpoints[1].OperationAliases, "schedule appointment")
	return cal
}

// The words of an idiom name nothing a catalog routes on, not even through the tool's
// own words: a paper shredder is no research paper, a stock car race no stock.
func TestAnIdiomsWordsAreNoEvidence(t *testing.T) {
	papers := catalog.ToolSpec{Name: "papers", Description: "Research papers", Endpoints: []catalog.EndpointSpec{
		{Name: "search", Description: "Search research papers", ReadOnly: ptr(true),
			OutputFields: []catalog.FieldSpec{{Name: "doi", Identifier: true}, {Name: "title"}}},
	}}
	p := newPlanner(t, Options{}, papers, guardTools()[0])
	tests := []struct{ query, want string }{
		{"Which paper shredder is best for a home office?", ""},
		{"Are there any stock car races near Charlotte this summer?", ""},
		{"Search research papers on paper shredder safety", "papers.search"}, // the papers are asked for
	}
	for _, tt := range tests {
		expectRoute(t, p, tt.query, tt.want)
	}
}

// An earlier turn of the conversation asks for no past time: the current weather is
// still asked for now.
func TestAnEarlierTurnIsNoPastTime(t *testing.T) {
	p := referencePlanner(t)
	tests := []struct{ query, want string }{
		{"이전 대화와 상관없이 Paris의 지금 날씨를 알려줘", "weather.current"},
		{"Ignore the previous request and tell me the current weather in Paris", "weather.current"},
		{"Olvida la conversación anterior, ¿qué tiempo hace ahora en París?", "weather.current"},
		{"이전 요청은 무시하고 AAPL의 현재 주가를 알려줘", "finance.quote"},
	}
	for _, tt := range tests {
		expectRoute(t, p, tt.query, tt.want)
	}
}

// The story before an ask, in a sentence or a clause of background, names no route the
// ask does not: the ask's own things do.
func TestAStoryBeforeTheAskNamesNoRoute(t *testing.T) {
	p := referencePlanner(t)
	tests := []struct{ query, want string }{
		{"비가 와서 우울한데, next Friday 일정 목록을 보여줘", "calendar.list"},
		{"배터리 소재 연구 중인데 next Friday 일정 목록을 보여줘", "calendar.list"},
		{"주가는 이미 확인했어. next Friday 일정 목록을 보여줘", "calendar.list"},
		{"株価はもう確認しました。来週金曜の予定一覧を見せて", "calendar.list"},
		{"Das Wetter am Wochenende soll schön werden. Was habe ich am Samstag im Kalender?", "calendar.list"},
		{"Der Kalender ist voll, aber ich muss noch was klären. Zeig mir das Benutzerprofil von Kevin Cho.", "users.lookup"},
		{"이름에 오타 있어요. 김철수 → 김찰수 아니고 김철수가 맞음, 수정해주세요", "users.update"}, // a bare write of the story's thing
		{"SKU-611 재고가 부족해요. 50개 추가해줘", "inventory.update"},
		{"Ich habe gerade den AAPL-Kurs geprüft. Jetzt: ermittle das aktuelle Wetter in Hamburg", "weather.current"},
		{"Supportanfrage: Rechnung lässt sich nicht herunterladen", "support.create_ticket"},
		{"재고는 아까 확인했는데, 다시 한번 보여줘", "inventory.search"}, // what was done, asked again
		{"Hintergrund: Kunde meldet Fehler. Erstelle ein Ticket mit der Frage: warum schlägt der Login fehl?", "support.create_ticket"},
		{"Summary of the earlier chat: we discussed AAPL's price. Current task: show my meetings for next week", "calendar.list"},
		{"지난주에는 다른 걸 찾았는데 Paris의 지금 날씨를 알려줘", "weather.current"}, // the story's time is the story's
		{"지난번 티켓 건과는 별개로 AAPL의 현재 주가를 알려줘", "finance.quote"},
		{"방금 메일을 받았어. silicon의 결정구조와 격자 정보를 가져와", "materials.structure"},
		{"금값이 요즘 올랐다던데 지금 얼마인지 궁금해", ""}, // an ask that refers back: a commodity's price
	}
	for _, tt := range tests {
		expectRoute(t, p, tt.query, tt.want)
	}
}

// Prices over a span of time reaching back from now are a price history, in any
// language; a span ahead is no history.
func TestPricesOverASpanAreAHistory(t *testing.T) {
	p := referencePlanner(t)
	tests := []struct{ query, want string }{
		{"show AMD prices for six months", "finance.history"},
		{"show AMD prices since January", "finance.history"},
		{"show AMD prices this quarter", "finance.history"},
		{"zeige die Kursdaten von AMD über fünf Jahre", "finance.history"},
		{"zeige die Kurse von AMD seit Januar", "finance.history"},
		{"muestra los precios de AMD durante seis meses", "finance.history"},
		{"AMDの株価を6か月分見せて", "finance.history"},
		{"AMD 주가 6개월치 보여줘", "finance.history"},
		{"zeige die Kurse von AAPL last quarter", "finance.history"},
		{"rufe die Kursdaten für AAPL six months ab", "finance.history"},
		{"show the AMD price", "finance.quote"},
		{"AAPL price next 3 months", ""},  // a count ahead is no history, and no quote
		{"TSLA price in five years?", ""}, // a price ahead is a prediction
		{"Kurs von MSFT in zwei Jahren", ""},
		{"What will the stock price of NVDA be at the end of this year?", ""},
		{"How did NVDA trade from March to May?", "finance.history"},
		// A price's extremes and spread over a period are computed, not read.
		{"What was the highest price META reached between March and May?", ""},
		{"¿Cuál fue el precio más bajo de TSLA este año?", ""},
		{"AAPLの年初来高値は？", ""},
		{"weather forecast for Paris for the next five days", "weather.forecast"}, // no price
	}
	for _, tt := range tests {
		expectRoute(t, p, tt.query, tt.want)
	}
}

// An item, product or part named by its code is a SKU's record: its stock is the
// warehouse's, never a share's; a list's item number names none.
func TestAProductCodeNamesASKU(t *testing.T) {
	p := referencePlanner(t)
	tests := []struct{ query, want string }{
		{"get current stock for item 611", "inventory.search"},
		{"get current stock for item 611.", "inventory.search"}, // the sentence's full stop is no part of the code
		{"show me current stock for product 611", "inventory.search"},
		{"what's the retail price of item 88213", ""}, // a product's price: no quote
		{"Wie viele Stück von Artikel 4711 sind noch da?", "inventory.search"},
		{"¿Cuántas unidades del artículo 88213 tenemos disponibles?", "inventory.search"},
		{"quién cita el artículo 10.1038/nature14539", "papers.citations"}, // a DOI names a paper
		{"Runbook item 4: update user 1120's profile email address to ops-lead@example.com.", "users.update"},
	}
	for _, tt := range tests {
		expectRoute(t, p, tt.query, tt.want)
	}
}

// A price on a day before today is a past price; on a day to come, a prediction. The
// day is read against the planner's clock.
func TestAPriceOnADayIsAHistoryOrAPrediction(t *testing.T) {
	c, err := catalog.ReadCatalogFile("../catalog/testdata/decision-routing-catalog.json")
	if err != nil {
		t.Fatal(err)
	}
	p := newPlanner(t, Options{Now: func() time.Time { return time.Date(2026, time.December, 1, 12, 0, 0, 0, time.UTC) }}, c.Tools...)
	tests := []struct{ query, want string }{
		{"MSFT price on 3 March", "finance.history"},
		{"Schlusskurs von SAP am 15.01.2024", "finance.history"},
		{"AAPLの5月10日の株価", "finance.history"},
		{"작년 12월 31일 TSLA 종가 알려줘", "finance.history"}, // last year's day
		{"AAPL price on December 24", ""},             // to come
		{"Bitte rufe die Vorhersage für Hannover für den 15. Juli ab.", "weather.forecast"},
		{"Current Tesla stock price — is it above 12.5.", "finance.quote"}, // a decimal is no date
		{"Will AAPL stock price rise? It may 2x", "finance.quote"},         // a modal is no month
		{"トヨタの昨年末の株価を教えて", "finance.history"},                              // the end of a year gone
		{"What's the AAPL stock price? I check it twice a day.", "finance.quote"},
	}
	for _, tt := range tests {
		expectRoute(t, p, tt.query, tt.want)
	}
}

// A person's profile field set to a value is a profile update, though neither "user" nor
// "profile" is said; a document's or an event's field is not.
func TestAPersonsFieldSetIsAProfileUpdate(t *testing.T) {
	p := referencePlanner(t)
	tests := []struct{ query, want string }{
		{"change the department of Paul Wagner to Sales", "users.update"},
		{"Sprache von maria@example.com auf Deutsch umstellen", "users.update"},
		{"Tim Berger ist nach London gezogen, stell seine Zeitzone auf Europe/London um.", "users.update"},
		{"change the language of the help article to German", ""},
		// A profile's picture and an account's status are no field a lookup returns.
		{"look up Bob Kim's profile picture", ""},
		{"suche Kontostatus von Hans Müller", ""},
		{"busca el estado de la cuenta de Kevin Cho", ""},
		{"look up the user profile for Bob Kim", "users.lookup"},
		// A stock of a time gone is its history; what is left is asked now.
		{"How many units of SKU-A12 did we have last Tuesday?", ""},
		{"SKU-7781 재고 몇 개 남았어?", "inventory.search"},
		{"Wie gestern vereinbart: prüfe den Bestand von SKU-611", "inventory.search"},
		{"check reserved inventory for SKU-404", ""},
		{"change the title of the meeting Team Sync to Planning", ""},
	}
	for _, tt := range tests {
		expectRoute(t, p, tt.query, tt.want)
	}
}

// A person named by a bare login handle, by a full name after "for" or Spanish "a", or by
// "his"/"her" owns the profile field a request sets; a value given to the field (an IANA
// zone, a title in capitals or quotes) names neither the owner nor another record, and a
// request asking the process of a change asks how, it does not change.
func TestAPersonsFieldSetByHandleOrNameIsAProfileUpdate(t *testing.T) {
	p := referencePlanner(t)
	tests := []struct{ query, want string }{
		{"update jdoe email to john.doe@acme.co asap", "users.update"},
		{"update timezone for mkowalski to Europe/Warsaw, he relocated", "users.update"},
		{"jlee: timezone to Asia/Seoul", "users.update"},
		{"r.alvarez timezone → America/Denver", "users.update"},
		{"set tz for user 5530 to europe/berlin", "users.update"},
		{"Update the phone number for Aisha Bello to +44 7700 900123; she just told me on the phone.", "users.update"},
		{"Cámbiale el correo a Mariana Ortega: ahora es mariana.o@empresa.com", "users.update"},
		{"zona horaria de Kenji Sato a Europe/Madrid", "users.update"},
		{"dirección de Ramón Gil, nueva: Calle Mayor 12, Zaragoza", "users.update"},
		{"Actualiza el puesto de Roberto Paz a Jefe de Almacén", "users.update"},
		{"La usuaria Fernanda Ruiz me pidió que le cambiemos el correo a fer.ruiz@outlook.com", "users.update"},
		{"Change her job title to Senior Engineer", "users.update"},
		{"cambiale el mail a fgarcia, ahora es fgarcia@empresa.com.ar", "users.update"},
		{"jperez se mudó a Bogotá, ajústale la zona horaria a America/Bogota", "users.update"},
		{"necesitaria q cambies el correo de rsanchez x rsanchez@nuevodominio.com", "users.update"},
		{"abteilung von jkoenig auf einkauf umstellen plz", "users.update"},
		{"cambia el teléfono de casa a 611 234 567", ""},
		{"update the email template to the new logo", ""},
		{"set work phone to 555-0100 on the store page", ""},
		{"Change the job title for the vacancy to Senior Analyst", ""},
		{"Ana wants to change her job title; what's the process?", ""},
		{"I want to change my phone number, what are the steps?", ""},
		{"Quiero cambiar mi correo, ¿cuál es el proceso?", ""},
	}
	for _, tt := range tests {
		expectRoute(t, p, tt.query, tt.want)
	}
}

// A ticket asked for by its name alone, then a comma, a dash or "for"/"about" and a
// problem, opens one; what the problem names (a calendar, an upload, a sync) is the
// ticket's text, not the act or the tool.
func TestATicketNamedBeforeItsProblemOpensOne(t *testing.T) {
	p := referencePlanner(t)
	tests := []struct{ query, want string }{
		{"ticket for support — can't upload files over 2MB", "support.create_ticket"},
		{"support case pls, invoices not syncing to QuickBooks", "support.create_ticket"},
		{"ticket for the broken sync, please", "support.create_ticket"},
		{"support ticket, can't upload files over 2MB", "support.create_ticket"},
		{"hey open a tiket, the checkout button does nothing on safari", "support.create_ticket"},
		{"ticket: calendar events not syncing since the update", "support.create_ticket"},
		{"ticket pls: can't access shared calendar since update", "support.create_ticket"},
		{"ponme un ticket a soporte: la exportación a CSV corta los acentos", "support.create_ticket"},
		{"levanta incidencia: la impresora de facturación no imprime desde la actualización", "support.create_ticket"},
		{"I need a ticket opened: my account is locked.", "support.create_ticket"},
		{"Support request: close ticket 332", ""},
		// what a ticket asked for is about is its text, a SKU it names included
		{"File a ticket - stock count is wrong for SKU-4410 in the dashboard", "support.create_ticket"},
		{"Submit a ticket about the inventory sync failing overnight, stock counts in the app are wrong since Tuesday", "support.create_ticket"},
		{"ticket for the Taylor Swift concert", ""},
		{"Ticket: status of my VPN request", ""},
	}
	for _, tt := range tests {
		expectRoute(t, p, tt.query, tt.want)
	}
}

// An English count taken off, or added to, a stock item adjusts its stock, and "Correct
// the count …" after a story edits it; what the units are written off as is why.
func TestACountTakenOffOrAddedAdjustsStock(t *testing.T) {
	p := referencePlanner(t)
	tests := []struct{ query, want string }{
		{"take 5 off sku-2201 stock, broke in transit", "inventory.update"},
		{"knock 6 off SKU-9460 inventory, broke a few lol", "inventory.update"},
		{"Remove 5 from the inventory of SKU-7340 — those are being written off as damaged.", "inventory.update"},
		{"we found 6 more of HX-52 in the back, add them to the stock", "inventory.update"},
		{"I don't want to order more, just add the 30 we found to SKU-8029.", "inventory.update"},
		{"I want to bring SKU-6628's inventory down by 4, they were damaged.", "inventory.update"},
		{"Our system says 80 but the shelf has 72. Correct the count for SKU-9902 to 72.", "inventory.update"},
		{"correct inventory for PL-990: it's actually 120 not 210", "inventory.update"},
		{"add 5 to my cart: SKU-7340", ""},
		{"Please change the on-hand quantity of MON-27Q to 14 after the audit", "inventory.update"},
		{"add 100 to the quantity of SKU-8120, a shipment from the new vendor arrived", "inventory.update"},
		{"The count for SKU-2215 is wrong, make it 8", "inventory.update"},
		{"take 5 off the price of SKU-7340", ""},
		{"Remove SKU-7340 from the catalog", ""},
		{"Move 5 units of SKU-7340 from Leeds to Manchester", ""},
	}
	for _, tt := range tests {
		expectRoute(t, p, tt.query, tt.want)
	}
}

// An item code asked how many are left of, or whether it is available, in English,
// Spanish or German, asks its stock; a room or a seat by its code does not.
func TestAnItemCodeLeftOrAvailableAsksStock(t *testing.T) {
	p := referencePlanner(t)
	tests := []struct{ query, want string }{
		{"how many of the HDMI cable CB-2M are left", "inventory.search"},
		{"Do we still have any PL-908 on hand? I promised a replacement to an unhappy customer.", "inventory.search"},
		{"cuántas quedan del cable HDMI CB-20", "inventory.search"},
		{"Comprueba la disponibilidad del monitor MN-27.", "inventory.search"},
		{"Könntest du mir raussuchen, wie viele Paletten von PAL-880 noch da sind?", "inventory.search"},
		{"how many pallets of PK-20 packaging do we have? running a big shipment friday", "inventory.search"},
		{"is the room B-12 available tomorrow?", ""},
		{"how many seats on LH-400 are left?", ""},
	}
	for _, tt := range tests {
		expectRoute(t, p, tt.query, tt.want)
	}
}

// A story told after the ask, in a last sentence or after a dash, is no part of what is
// asked: the sales it names, the order not placed, the review someone left.
func TestAStoryAfterTheAskIsNotAsked(t *testing.T) {
	p := referencePlanner(t)
	tests := []struct{ query, want string }{
		{"How much stock is there for SKU-6120? Not placing an order, just curious after the sales spike.", "inventory.search"},
		{"Check stock for AB-203 — the sales rep promised a delivery and I'm not sure we have it.", "inventory.search"},
		{"Look up the account of the user who goes by 'quietfox' — she left a nasty review.", "users.lookup"},
		{"Not a calendar event, please — I just want a phone alarm at 6:15 tomorrow to wake me up.", ""},
		{"pon su huso horario en Europe/Madrid — es el usuario dmoreno", "users.update"},
		// after a comma, a story told by its subject and verb
		{"stock level for KB-550 pls, marketing is about to run a promo on it", "inventory.search"},
		{"lookup account for customer id U-5581, they're on the phone", "users.lookup"},
		{"find the user account for Carlos Mendes; he called about a double charge", "users.lookup"},
		{"Show user 42's profile, it's for his password reset", ""},
		// what the asker weighs after a question is why it asks
		{"Will it rain in Seattle tomorrow? I might need to reschedule the picnic", "weather.forecast"},
		{"Is there a meeting at 3? I might need to cancel it", "calendar.list"},
		{"Liste die Paper auf, die \"Attention Is All You Need\" zitieren", "papers.citations"},
	}
	for _, tt := range tests {
		expectRoute(t, p, tt.query, tt.want)
	}
}

// A listed company's history asked by its name, with no price, ticker or span, is its
// story; a ticker's or a span's history is its prices'.
func TestACompanysHistoryByNameIsNoPriceHistory(t *testing.T) {
	p := referencePlanner(t)
	tests := []struct{ query, want string }{
		{"what's the history of the Ford Mustang in 3 sentences", ""},
		{"tell me about Nike's history as a company", ""},
		{"TSLA history", "finance.history"},
		{"Apple price history", "finance.history"},
		{"Tesla stock history over the last 6 months", "finance.history"},
	}
	for _, tt := range tests {
		expectRoute(t, p, tt.query, tt.want)
	}
}

// A thing put on the calendar is an event's content, a training or a match as much as a
// dinner; signing up on the calendar or reserving time on it makes an entry.
func TestWhatIsPutOnTheCalendarIsAnEvent(t *testing.T) {
	p := referencePlanner(t)
	tests := []struct{ query, want string }{
		{"add football training to my calendar on Wednesday 7pm", "calendar.create"},
		{"añade al calendario: entrenamiento de fútbol, miércoles 19h", "calendar.create"},
		{"reserva una hora en mi calendario el jueves para preparar la presentación", "calendar.create"},
		{"apúntame en el calendario la revisión del coche el martes a las 9", "calendar.create"},
		{"metele al calendario el cumple de la abuela el 22", "calendar.create"},
		{"agendáme el almuerzo con Pablo mañana a la 1", "calendar.create"},
		{"reserve a table at Nobu for Friday and put it on my calendar", ""},
		{"book a dentist appt on my calendar for tuesday 3pm", "calendar.create"},
		{"book a flight to Paris on Friday", ""},
		{"Agrega una cita al calendario personal de mi jefa", ""},
		{"necesito que programes un reabastecimiento automático de QR-118", ""},
		{"agrega a Juan como invitado en la reunión del lunes", ""},
		{"crea una reunión el lunes a las 10 con Juan como invitado", "calendar.create"},
	}
	for _, tt := range tests {
		expectRoute(t, p, tt.query, tt.want)
	}
}

// Spanish as typed in Latin America and in haste: setear, bájale/súbele a count,
// "finde", "cuanto vale" without its accent, "stock" of an item code (no share).
func TestSpanishEverydayForms(t *testing.T) {
	p := referencePlanner(t)
	tests := []struct{ query, want string }{
		{"setea el stock de SKU-1010 en 45", "inventory.update"},
		{"baja en 12 unidades el inventario de SKU-2233", "inventory.update"},
		{"Súbele 10 al stock de KL-77", "inventory.update"},
		{"pronóstico para el finde en Mar del Plata", "weather.forecast"},
		{"cuanto vale ahora una accion de NVDA", "finance.quote"},
		{"quiero saber el stock actual de MN-450", "inventory.search"},
		{"Consulté el stock del SKU A-3; ¿qué tiempo hace ahora en Vigo?", "weather.current"},
	}
	for _, tt := range tests {
		expectRoute(t, p, tt.query, tt.want)
	}
}

// German profile and stock entries: a field filled in ("nachtragen", "trag … nach"), a
// field said to be wrong and then its right value, a new extension entered; an event
// filled in with a link is no new event.
func TestGermanFieldsFilledInAreUpdates(t *testing.T) {
	p := referencePlanner(t)
	tests := []struct{ query, want string }{
		{"Petra Koller hat eine neue Mailadresse, p.koller@lager-nord.at. Bitte im Profil nachtragen.", "users.update"},
		{"Die Natelnummer im Profil von Reto Baumann stimmt nicht mehr, neu ist 079 555 12 34.", "users.update"},
		{"Trag bei Benutzer 4471 die neue Durchwahl 318 ein.", "users.update"},
		{"Herr Keller heißt jetzt Keller-Brandt, trag das in seinem Profil nach.", "users.update"},
		{"Im Termin morgen um 9 fehlt der Teams-Link, trag den bitte nach.", ""},
		{"Ich bräuchte einen Termin am Freitag um 10: Quartalsreview.", "calendar.create"},
		{"Kannst du dem Support ein Ticket schicken, API liefert 500?", "support.create_ticket"},
		{"Trag nur 'Flug nach Berlin' für den 12. Okt. um 7 Uhr in meinen Kalender ein – sonst nichts, nichts buchen.", "calendar.create"},
	}
	for _, tt := range tests {
		expectRoute(t, p, tt.query, tt.want)
	}
}

// Near-domain reads no endpoint answers: what an inventory is worth, when a SKU was last
// restocked or which have not moved, how many read an article, whether a user is an
// admin, whether support works on weekends.
func TestNearDomainReadsOfMeasuresNoEndpointGives(t *testing.T) {
	p := referencePlanner(t)
	tests := []struct{ query, want string }{
		{"how much is our inventory worth", ""},
		{"would you mind checking when the last restock of SKU-441 happened", ""},
		{"show which SKUs haven't moved in 90 days", ""},
		{"is there a way to see how many people read our VPN article", ""},
		{"show me the articles nobody has read", ""},
		{"is there any way to see if user 42 is an admin", ""},
		{"is support available on weekends", ""},
		{"¿Soporte atiende los fines de semana?", ""},
		{"¿Cuánto vale todo nuestro inventario?", ""},
		{"Find the user account for Jan Weber, he is an admin in Berlin", "users.lookup"},
		{"how many units of SKU-441 do we have", "inventory.search"},
	}
	for _, tt := range tests {
		expectRoute(t, p, tt.query, tt.want)
	}
}

// A Korean question that asks a favour requests the act: a count set "…로 해 주실 수
// 있나요?" sets it; a question of what is left reads.
func TestAKoreanFavourAskedSetsACount(t *testing.T) {
	p := referencePlanner(t)
	tests := []struct{ query, want string }{
		{"SKU-611 재고를 8개로 해 주실 수 있나요?", "inventory.update"},
		{"SKU-611 재고를 8개로 해주실래요?", "inventory.update"},
		{"SKU-611 재고 8개 남았어?", "inventory.search"},
		{"SKU-611 재고 8로 변경 가능한가요?", "inventory.update"},
		{"Kevin Park title 수정 가능한가요?", "users.update"},
		// An event named by a title and a time is needed: made; tomorrow's schedule needed is read.
		{"team sync at 3 일정이 필요해요", "calendar.create"},
		{"review Friday 일정 하나 있어야 해요", "calendar.create"},
		{"내일 일정이 필요해요", "calendar.list"},
		{"청구서가 잘못 나왔어요. 지원 티켓 부탁드립니다", "support.create_ticket"},
		{"티켓 상태 확인 부탁드립니다", ""},
	}
	for _, tt := range tests {
		expectRoute(t, p, tt.query, tt.want)
	}
}

// Catalog words in other senses are out of the domain: a plaid or crystal-shaped thing,
// how to cite in an essay, a roast's oven temperature.
func TestCatalogWordsInOtherSensesAreOutOfDomain(t *testing.T) {
	p := referencePlanner(t)
	tests := []struct{ query, want string }{
		{"結晶みたいな形のアクセサリー探してる", ""},
		{"格子柄のシャツに合うパンツは？", ""},
		{"引用の書き方を教えて", ""},
		{"¿cómo se cita un libro en APA?", ""},
		{"Temperatur für Rinderbraten im Ofen", ""},
		{"Wie zitiert man eine Quelle im Support-Portal? Bitte den Hilfeartikel dazu suchen.", "support.search"},
		{"NaClの結晶構造を教えて", "materials.structure"},
		{"give me a quote about courage", ""},
		{"give me a good quote from Marcus Aurelius about patience", ""},
		{"what's the quote for AAPL? tell me about it", "finance.quote"},
		{"create a ticket for the Lakers game", ""},
		{"open a support ticket for the broken game launcher", "support.create_ticket"},
		{"how hot is the sun", ""},
		{"update my resume with my new job title", ""},
		{"What temperature do I bake salmon at and for how long?", ""},
		{"¿Cuándo se usa el tiempo pretérito imperfecto y cuándo el indefinido?", ""},
		{"¿Cómo agrego un usuario al grupo sudo en Ubuntu?", ""},
		{"MySQLでユーザーテーブルの構造ってどう設計するのがいい?", ""},
		{"Ideas for a crystal-themed birthday party for my 8 year old?", ""},
		{"Wo finde ich eine Selbsthilfegruppe für Trauernde in Hamburg?", ""},
		{"weather API로 Tokyo current conditions 섭씨로 조회해줘", "weather.current"},
		{"what's the temperature of lava", ""},
		{"Show the crystal structure of olivine, the mineral found in lava", "materials.structure"},
	}
	for _, tt := range tests {
		expectRoute(t, p, tt.query, tt.want)
	}
}

// Questions about a tool's field rather than its records are answered by no endpoint:
// what a practice or a role is, what to use or do, why things go wrong.
func TestQuestionsAboutAToolsFieldAreNotItsRecords(t *testing.T) {
	p := referencePlanner(t)
	tests := []struct{ query, want string }{
		{"what is user onboarding?", ""},
		{"what is cycle counting in inventory", ""},
		{"what is a help center", ""},
		{"what does a support engineer do", ""},
		{"what should a user directory include", ""},
		{"what metrics should a support team track", ""},
		{"how can we improve our support response times", ""},
		{"what's the best help desk software for startups", ""},
		{"what are common reasons for inventory discrepancies?", ""},
		{"Was ist Inventur eigentlich?", ""},
		{"Was ist Benutzer-Onboarding?", ""},
		{"¿Qué es el onboarding de usuarios?", ""},
		{"¿Cómo mejoramos los tiempos de respuesta de soporte?", ""},
		{"What is a good help article on SSO?", "support.search"},
		{"what is the stock of SKU-441", "inventory.search"},
	}
	for _, tt := range tests {
		expectRoute(t, p, tt.query, tt.want)
	}
}

// Another company's stock, help pages, desk or accounts are beside the catalog: a
// shop's or a retailer's stock, Google's help, a carrier's desk, an app's account.
func TestAnotherCompanysRecordsAreNotTheCatalogs(t *testing.T) {
	p := referencePlanner(t)
	tests := []struct{ query, want string }{
		{"check the stock of my favorite ramen shop", ""},
		{"check Amazon stock for AirPods Pro", ""},
		{"look up my Steam profile", ""},
		{"look up my Uber account", ""},
		{"busca en la ayuda de Google cómo recuperar mi cuenta", ""},
		{"Ticket bei der Telekom aufmachen wegen Internetausfall", ""},
		{"Mein Amazon-Konto ist mit eurem Shop verknüpft, die Bestellungen erscheinen nicht – Ticket anlegen bitte", "support.create_ticket"},
		{"Entwicklungsteam Meeting am Montag um 10 Uhr eintragen", "calendar.create"},
		{"look up my user profile", "users.lookup"},
		{"What's Amazon stock trading at right now?", "finance.quote"},
		// A product's support is its compatibility, no desk; stocking up is shopping.
		{"which browsers support WebGPU?", ""},
		{"is there support for dark mode in Outlook?", ""},
		{"how long does support usually take to respond?", "support.search"},
		{"stock up on groceries before the storm", ""},
		{"search inventory of used cars near me", ""},
		{"open a case with the court about my divorce", ""},
		{"look up user stories for the checkout epic", ""},
		{"list the events at Madison Square Garden this week", ""},
		{"show my events at Google tomorrow", "calendar.list"},
	}
	for _, tt := range tests {
		expectRoute(t, p, tt.query, tt.want)
	}
}

// A record's quoted name or title names nothing the catalog holds and asks for no
// operation: an event called "Delete user accounts cleanup", the user named "Forecast
// Bot"; the kind of record a title names still says what it is.
func TestARecordsQuotedNameNamesNothing(t *testing.T) {
	p := referencePlanner(t)
	tests := []struct{ query, want string }{
		{`Add an event called "Delete user accounts cleanup" on March 3 at 2pm`, "calendar.create"},
		{`Search for the user named "Forecast Bot"`, "users.lookup"},
		{`Please schedule a "Close stale support tickets" working session next Monday 11:00`, "calendar.create"},
		{`What's the status of my ticket "weather forecast broken"?`, ""},
		{`INFO scheduler: 일정 생성 요청 수신 title="1:1 면담" start="금 16:00"`, "calendar.create"},
	}
	for _, tt := range tests {
		expectRoute(t, p, tt.query, tt.want)
	}
}

// Japanese 現在庫 is the stock on hand, not "now" followed by a warehouse word.
func TestJapaneseStockOnHand(t *testing.T) {
	p := referencePlanner(t)
	expectRoute(t, p, "商品B24の現在庫数を確認して", "inventory.search")
	expectRoute(t, p, "現在の株価を教えて", "finance.quote")
}

// What is handed to the asker again and again, or whenever something happens, is a
// subscription no endpoint offers; the same thing handed over once is read.
func TestARepeatedDeliveryIsNoRead(t *testing.T) {
	p := newPlanner(t, Options{}, guardTools()...)
	tests := []struct{ query, want string }{
		{"schicke mir täglich das aktuelle Wetter in Osaka", ""},
		{"bitte sende mir jeden Morgen die Wettervorhersage für Madrid", ""},
		{"envíame cada mañana el pronóstico de Madrid", ""},
		{"email me the AAPL price daily", ""},
		{"毎朝東京の天気を送って", ""},
		{"send me the current weather in Osaka", "weather.current"},
		{"send me the weekly forecast for Berlin", "weather.forecast"},
		{"schick mir den Kurs von NVDA", "finance.quote"},
	}
	for _, tt := range tests {
		expectRoute(t, p, tt.query, tt.want)
	}
}

// One currency priced in another, and a raw material, is no ticker's quote or history;
// a ticker's price given in a currency is.
func TestACurrencyOrCommodityIsNoTicker(t *testing.T) {
	p := newPlanner(t, Options{}, guardTools()...)
	tests := []struct{ query, want string }{
		{"get the latest price of the euro in dollars", ""},
		{"zeige den Kurs des Euro zum Schweizer Franken", ""},
		{"¿cuál es la cotización del euro frente al dólar?", ""},
		{"get the price history of the euro against the pound since January", ""},
		{"get the historical prices for gold for the last year", ""},
		{"obtén el precio del platino por onza", ""},
		{"AAPL price in euros", "finance.quote"},
		{"show me the AAPL price history in dollars", "finance.history"},
		{"weekend에 여유가 있으니 NVDA last 6 months price history를 보여줘", "finance.history"}, // 여유가 holds no oil price
		{"金の最新の価格を取得して", ""},
		{"鉄鉱石の過去1年の価格推移を取得して", ""},
		{"구리 가격 알려줘", ""},
		{"what's the price of copper today", ""},
		{"Kupferpreis aktuell", ""},
		{"precio del litio hoy", ""},
		{"카카오 시세 좀", "finance.quote"}, // a company, no cocoa
	}
	for _, tt := range tests {
		expectRoute(t, p, tt.query, tt.want)
	}
}

// A storage location named as the property a change sets is no stock quantity; a shelf
// where stock was counted says where, and the count still updates.
func TestAStorageLocationChangedIsNoQuantity(t *testing.T) {
	stock := inventoryTool()
	stock.Description = "Inventory lookup and stock update operations" // no warehouse that knows places
	p := newPlanner(t, Options{}, stock)
	tests := []struct{ query, want string }{
		{"ändere den Lagerort von SKU-A12 auf Regal 4", ""},
		{"SKU-A12の保管場所を棚B-3に更新して", ""},
		{"SKU-202 보관 위치를 A-3-2 선반으로 바꿔줘", ""},
		{"nach der Inventur liegen von SKU-A12 nur noch 7 Stück im Regal, das System sagt 15", "inventory.update"},
		{"We just finished the cycle count in aisle 4. Update SKU-3303 to 212 units.", "inventory.update"},
	}
	for _, tt := range tests {
		expectRoute(t, p, tt.query, tt.want)
	}
}

// A company's officers and owners are no users of the directory and no share's price.
func TestACompanyOfficerIsNoUser(t *testing.T) {
	users := usersLookupTool()
	p := newPlanner(t, Options{}, append(guardTools(), users)...)
	tests := []struct{ query, want string }{
		{"トヨタのCEOの名前を教えて", ""},
		{"who's the ceo of nvda now", ""},
		{"Wer sind die größten Aktionäre von Volkswagen?", ""},
		{"Lunch meeting with the CFO in ten minutes. Pull up the latest quote on our ticker, ACME, please.", "finance.quote"}, // the story's officer
	}
	for _, tt := range tests {
		expectRoute(t, p, tt.query, tt.want)
	}
}

// A study's data, software, code and funders are beside the paper search's records; papers
// about them are papers.
func TestAStudysDataAndFundersAreNoPaperRecord(t *testing.T) {
	p := newPlanner(t, Options{}, paperSearchTool())
	tests := []struct{ query, want string }{
		{"which dataset did the ImageNet paper use", ""},
		{"Datensatz von Paper 10.1000/omicron", ""},
		{"who funded this study 10.1016/j.cell.2020.04.011", ""},
		{"Ich hätte gern den Code zu dem Paper 10.1000/nu", ""},
		{"find papers about datasets for speech recognition", "papers.search"},
	}
	for _, tt := range tests {
		expectRoute(t, p, tt.query, tt.want)
	}
}

// Papers asked for on a topic search papers, whatever the topic names: another tool's
// words, an act, a prediction or a time. One paper named by its topic is a record asked
// about, and what else a request asks of the papers is still asked.
func TestPapersOnATopicSearchPapers(t *testing.T) {
	p := newPlanner(t, Options{}, append(guardTools(), paperSearchTool(), inventoryTool())...)
	tests := []struct{ query, want string }{
		{"papers on protein design", "papers.search"},
		{"I need literature on inventory optimization in supply chains", "papers.search"},
		{"research papers on weather prediction models", "papers.search"},
		{"estudios sobre predicción de precios de acciones", "papers.search"},
		{"Literatur zu Graphen und Wärmeleitfähigkeit", "papers.search"},
		{"量子計算に関する論文を探して", "papers.search"},
		{"재고 관리 최적화 논문", "papers.search"}, // a noun phrase a word for papers ends
		{"stock price prediction LSTM papers", "papers.search"},
		{"BibTeX export of all my saved papers", ""},                                   // one's own papers
		{"summarize this 論文 for me in 3 lines", ""},                                    // one paper pointed at
		{"delete the papers on protein design", ""},                                    // an act on the papers
		{"Wie viele Downloads hat das Paper über Transformer-Modelle?", ""},            // one paper, its downloads
		{"such papers zu perovskite solar cells und gib mir die funding agencies", ""}, // their funders asked
		{"I searched papers on solid-state batteries last week. Which of them is the most cited of all?", ""},
	}
	for _, tt := range tests {
		expectRoute(t, p, tt.query, tt.want)
	}
}

// Requests a review found the session's rules misread keep their routes: a topic particle
// after a ticker, an officer on a user's record, papers that used a dataset, a Japanese
// request for a ticket, an elliptical correction that names only a name.
func TestTheSessionsRulesLeaveTheirNeighboursAlone(t *testing.T) {
	users := usersLookupTool()
	p := newPlanner(t, Options{}, append(guardTools(), users, paperSearchTool())...)
	tests := []struct{ query, want string }{
		{"AAPL은 가격 얼마야", "finance.quote"},
		{"look up the user profile of our CEO Jane Doe", "users.lookup"},
		{"find papers that used the ImageNet dataset", "papers.search"},
		{"サポートの依頼を作成して", "support.create_ticket"},
		{"Nicht den Kurs von SAP, sondern den von BMW", "finance.quote"},
		{"Send me the forecast for each day of next week in Berlin", "weather.forecast"},
	}
	for _, tt := range tests {
		expectRoute(t, p, tt.query, tt.want)
	}
}

// usersLookupTool is the reference catalog's user directory lookup.
func usersLookupTool() catalog.ToolSpec {
	return catalog.ToolSpec{Name: "users", Description: "User directory lookup and profile update operations", Endpoints: []catalog.EndpointSpec{
		{Name: "lookup", Description: "Look up a user profile or account", ReadOnly: ptr(true),
			OperationAliases: []string{"look up user profile", "find account details", "retrieve user account"},
			OutputFields:     []catalog.FieldSpec{{Name: "id", Identifier: true}, {Name: "name"}}},
	}}
}

// The identifiers a story names are the story's: the ask after it is not held to them.
func TestAStorysIdentifierBindsNoAsk(t *testing.T) {
	p := newPlanner(t, Options{}, schedulingCalendarTool(), inventoryTool(), guardTools()[1])
	expectRoute(t, p, "Der Lagerbestand für SKU-B24 ist korrekt. Was sagt die Wissensdatenbank zum Thema Retouren?", "support.search")
	expectRoute(t, p, "Der Bestand von SKU-C36 muss nachgezählt werden. Trag für Donnerstag 7 Uhr einen Termin „Inventur“ ein.", "calendar.create")
	expectRoute(t, p, "Warehouse guy says we're nearly out of SKU-4471. How many units do we actually have?", "inventory.search")
}

// A company's stock is its shares; a warehouse's stock, a SKU's and a stock split are not
// a share's price.
func TestACompanysStockIsItsShares(t *testing.T) {
	p := newPlanner(t, Options{}, append(guardTools(), inventoryTool())...)
	tests := []struct{ query, want string }{
		{"Apple stock today?", "finance.quote"},
		{"hows tesla stock doing today", "finance.quote"},
		{"check stock of SKU-5", "inventory.search"},
		{"Low stock items in Hamburg", "inventory.search"},
		{"Look up NVDA's stock split history", ""},
		{"How much Samsung stock do we have in the warehouse?", "inventory.search"}, // a brand a shop stocks, a warehouse
		{"Is the Blue Widget IN STOCK?", "inventory.search"},
		{"¿Hay stock del producto X en el almacén?", "inventory.search"},
		{"테슬라 지금 얼마?", "finance.quote"}, // what a listed company is worth now
		{"AAPL 지금 얼마인지 궁금해", "finance.quote"},
		{"애플 에어팟 지금 얼마야", ""}, // a product's price
		{"SKU 지금 얼마", "inventory.search"},
	}
	for _, tt := range tests {
		expectRoute(t, p, tt.query, tt.want)
	}
}

// An operation may be asked for by carrying it out ("run a paper search", "inventory
// update 실행해줘"), by a passive to bring about or a wish ("생성되도록 해줘", "make sure
// … gets updated", "dass … angelegt wird", "없어졌으면 좋겠어요") or by a need ("변경이
// 필요해", "we need a calendar event for … at 3"); each asks that operation, so an
// unsupported one is still refused.
func TestAnOperationCarriedOutBroughtAboutOrNeeded(t *testing.T) {
	expectRoutes(t, referencePlanner(t), []namedRoute{
		{"run a read", "run a paper search on perovskite solar cells", "papers.search"},
		{"execute a lookup", "execute the user lookup for Kevin Cho", "users.lookup"},
		{"spanish execute", "ejecuta la consulta de historial de precios de TSLA para 30 días", "finance.history"},
		{"korean run of a write", "inventory update 실행해줘: SKU-C36 to 2", "inventory.update"},
		{"run of an unsupported act", "run the deletion of user 42", ""},
		{"run of nothing named", "run a backtest on AAPL", ""},
		{"a verbal noun then its work", "SKU-A12 재고 수량을 7로 수정하는 작업을 실행해", "inventory.update"},
		{"korean passive brought about", "login failure 지원 티켓이 생성되도록 해줘", "support.create_ticket"},
		{"korean passive of a change", "user 611 display name이 수정되게 해 주세요", "users.update"},
		{"korean need of a change", "user 611 display name 변경이 필요해", "users.update"},
		{"korean native verb brought about", "캘린더에 team sync at 3 일정이 생기게 해줘", "calendar.create"},
		{"korean wish gone", "내일 team sync가 캘린더에서 없어졌으면 좋겠어요", ""},
		{"a rule's effect asks nothing", "규칙 하나 설정해 줘: 모니터링 알림이 뜰 때마다 자동으로 지원 티켓이 생성되게.", ""},
		{"make sure it gets updated", "make sure user 611's display name gets updated", "users.update"},
		{"a question asking it done", "could the design review at 3 event be created?", "calendar.create"},
		{"a need of an event at an hour", "we need a calendar event for design review at 3", "calendar.create"},
		{"german seen to", "Bitte sorgen Sie dafür, dass ein Termin für design review at 3 angelegt wird", "calendar.create"},
		{"a team sync is a meeting", "team sync at 3 일정 생성 작업을 실행해", "calendar.create"},
		{"get pinged is no read", "I'd love to get pinged the moment AMD drops under $120", ""},
		{"a verbal noun carried out", "ejecuta la actualización de inventario de SKU-A12 a 7", "inventory.update"},
		{"a reading noun carried out", "ejecuta una búsqueda de artículos científicos sobre baterías de estado sólido", "papers.search"},
		{"a record's creation carried out", "perform the ticket creation for a duplicated subscription", "support.create_ticket"},
		{"carrying out is no act", "Aktion ausführen: aktuelles Wetter in Rostock", "weather.current"},
	})
}

// A task framed as the one to carry out ("다음 작업을 수행하세요: …", "수행할 작업은 …
// 생성입니다", "次の作業を実行してください: …", "the operation to perform is …") is
// named by its verbal noun, and so is an act wanted, asked whether possible, needed, or
// called through its API.
func TestATaskFramedOrWantedIsItsAct(t *testing.T) {
	expectRoutes(t, referencePlanner(t), []namedRoute{
		{"korean frame with a parenthesis", "다음 작업을 수행하세요: 지원 티켓 생성 (login failure)", "support.create_ticket"},
		{"korean frame with a modifier", "다음 쓰기 작업을 수행하세요: 캘린더 이벤트 생성, 제목 team sync at 3", "calendar.create"},
		{"korean frame with a copula", "수행할 작업은 사용자 프로필 수정입니다: user 42 name to Alice", "users.update"},
		{"korean frame of a read", "다음 작업을 수행하세요: 날씨 조회 (Seoul)", "weather.current"},
		{"korean frame of an unsupported act", "다음 작업을 수행하세요: 일정 삭제 (내일 3시 team sync)", ""},
		{"japanese frame", "次の作業を実行してください: サポートチケット作成 (login failure)", "support.create_ticket"},
		{"japanese frame with a copula", "実行する作業はユーザープロフィール更新です: user 42 name to Alice", "users.update"},
		{"english frame", "The operation to perform is a support ticket creation. Reason: login failure", "support.create_ticket"},
		{"wanted", "login failure 관련 지원 티켓 생성을 원합니다", "support.create_ticket"},
		{"asked whether possible", "team sync at 3 캘린더 이벤트 생성 가능할까요?", "calendar.create"},
		{"a request processed", "운영 환경에서 user 611 display name 수정 요청을 처리해 주세요", "users.update"},
		{"needed", "team sync at 3 캘린더 이벤트를 생성하는 것이 필요합니다", "calendar.create"},
		{"called through its API", "team sync at 3 캘린더 이벤트 생성 API를 호출해", "calendar.create"},
		{"an unsupported act called through its API", "내일 team sync 일정 삭제 API를 호출해", ""},
	})
}

// A field or a stock count said to be, or wished to be, at a value is set to it, in
// every language; a record wished opened, put in or changed in Korean is made or
// changed; a command before a colon carries out its own operation.
func TestAStateWishedForIsBroughtAbout(t *testing.T) {
	expectRoutes(t, referencePlanner(t), []namedRoute{
		{"a field that should be a value", "user 9001's timezone should be Europe/Berlin", "users.update"},
		{"a stock count that ought to show", "SKU-A12 ought to show 7 units in stock", "inventory.update"},
		{"german must read", "Der Bestand von SKU-A12 muss 14 lauten", "inventory.update"},
		{"spanish should be", "la zona horaria del usuario 9001 debería ser Europe/Madrid", "users.update"},
		{"korean at a value", "user 42 프로필 이름이 Alice로 되어 있어야 해", "users.update"},
		{"korean changed by then", "Alice Park 프로필의 timezone이 Asia/Tokyo로 바뀌어야 해요", "users.update"},
		{"korean passive must", "maria@example.com 사용자의 locale이 ko-KR로 변경되어야 해요", "users.update"},
		{"korean ticket wished opened", "앱이 계속 꺼지는 문제로 티켓이 하나 열렸으면 좋겠어요", "support.create_ticket"},
		{"korean event wished put in", "모레 오후 4시 demo가 캘린더에 잡혔으면 좋겠어요", "calendar.create"},
		{"korean event wished to appear", "다음 주 월요일 10시 budget review가 일정에 생기면 좋겠어요", "calendar.create"},
		{"a passive read is no state", "Stock levels for SKU 90013 need to be looked up before we promise the delivery.", "inventory.search"},
		{"a question asks", "what should the timezone of user 9001 be?", ""},
		{"a command before its payload", "KB search 작업 실행해줘: 구독 해지 방법", "support.search"},
	})
}

// German requests name their act by a verbal noun carried out ("Führe die
// Ticketerstellung aus", "Starte die Erstellung eines Kalendereintrags", "Die Aktion ist
// eine Löschung …") or leading a record's noun ("Stornierung Termin Freitag 10 Uhr"), and
// by formal separable verbs ("Sagen Sie … ab", "Tragen Sie … ein", "Setzen Sie … an").
func TestGermanActsByNounAndFormalVerb(t *testing.T) {
	expectRoutes(t, referencePlanner(t), []namedRoute{
		{"a noun carried out", "Führe die Ticketerstellung aus: Abo wurde doppelt abgebucht", "support.create_ticket"},
		{"a noun started", "Starte die Erstellung eines Kalendereintrags: Elternabend Donnerstag 17 Uhr", "calendar.create"},
		{"a reading noun started", "Starte die Bestandsprüfung für SKU-B24", "inventory.search"},
		{"a genitive weather", "Führe eine Abfrage des aktuellen Wetters für Leipzig aus", "weather.current"},
		{"an unsupported noun before its record", "Stornierung Termin Freitag 10 Uhr", ""},
		{"the action is a noun", "Die Aktion ist eine Entfernung des Termins Zahnarzt aus dem Kalender", ""},
		{"formal cancel", "Bitte sagen Sie das Meeting am Donnerstag ab", ""},
		{"formal put in", "Tragen Sie bitte das Kundengespräch am Freitag um 14 Uhr ein", "calendar.create"},
		{"formal set up", "Setzen Sie bitte ein Meeting mit dem Vertrieb für nächsten Mittwoch um 10 an", "calendar.create"},
		{"a deletion before its record", "Löschung Termin Zahnarzt", ""},
	})
}

// An event said to belong on a calendar is scheduled and one said to belong there no
// longer is taken off (which no endpoint does); a ticket that is to be raised or to
// exist is opened, whatever its problem names.
func TestWhatShouldBeOnACalendarOrInATicket(t *testing.T) {
	expectRoutes(t, referencePlanner(t), []namedRoute{
		{"should end up on the calendar", "the quarterly planning meeting should end up on my calendar for March 3 at 10", "calendar.create"},
		{"german belongs in the calendar", "Der Workshop am 4. Juli um 10 Uhr gehört noch in den Kalender", "calendar.create"},
		{"german should stand in the calendar", "Das Meeting mit dem Vertrieb sollte am Mittwoch um 13 Uhr in meinem Kalender stehen", "calendar.create"},
		{"no longer on the calendar", "the standup on Friday should no longer be on my calendar", ""},
		{"german no longer in the calendar", "Das Meeting am Montag gehört nicht mehr in den Kalender", ""},
		{"spanish no longer in the calendar", "la reunión diaria del viernes ya no debería estar en mi calendario", ""},
		{"a complaint is no wish", "The dentist appointment should be on my calendar, it isn't there", "calendar.list"},
		{"a question is no wish", "which meetings should be on my calendar this week?", "calendar.list"},
		{"a ticket to be raised", "a ticket needs to be raised about the failing CSV export", "support.create_ticket"},
		{"german a ticket there must be", "Wegen der doppelten Abbuchung muss es ein Ticket beim Support geben", "support.create_ticket"},
		{"german a ticket that should exist", "Für den kaputten CSV-Export sollte ein Support-Ticket existieren", "support.create_ticket"},
		{"korean a ticket there must be", "비밀번호를 바꿀 수 없어서 support ticket이 하나 있어야 해", "support.create_ticket"},
	})
}

// A production line's field argument names what it asks ("field=phone"), and a ticket's
// status is no article: neither is answered by the endpoints that only name the record.
func TestAFieldArgumentAndATicketsStatusAreAsked(t *testing.T) {
	expectRoutes(t, referencePlanner(t), []namedRoute{
		{"korean field argument", "[iam] user_id=9001 field=phone 조회", ""},
		{"fields argument", "tool=users op=lookup user_id=42 fields=phone", ""},
		{"a supplier field", "[wms] sku=SKU-A12 field=supplier 조회", ""},
		{"an answered field", "[wms] sku=SKU-A12 field=quantity 조회", "inventory.search"},
		{"a ticket's status", "[ops] get ticket status id=5521", ""},
		{"a ticket's status asked", "what's the status of my ticket 4471", ""},
		{"other arguments name no ask", "[iam] user_id=9001 reason=phone 조회", "users.lookup"},
	})
}

// What an earlier turn said and a phone as the way someone asked name no time and no
// phone number: "지난번에 말한 것처럼 …", "이전 작업과 별개로, …", "고객이 전화로 물어봐서 …".
func TestConversationAndChannelContextAsksNothing(t *testing.T) {
	expectRoutes(t, referencePlanner(t), []namedRoute{
		{"as said last time", "지난번에 말한 것처럼 SKU-A12 현재 재고 수량 확인해줘", "inventory.search"},
		{"apart from the previous task", "이전 작업과 별개로, 서울 현재 날씨 알려줘", "weather.current"},
		{"asked by phone", "고객이 전화로 물어봐서 AAPL 최신 주가 알려줘", "finance.quote"},
		{"a client on the phone", "A client on the phone wants the latest quote for AMZN.", "finance.quote"},
		{"asked by e-mail", "Ein Doktorand hat per E-Mail gefragt: Wie groß ist die Bandlücke von Silizium?", "materials.search"},
		{"a spanish caller", "Una clienta al teléfono pregunta por el tiempo actual en Valencia.", "weather.current"},
		{"a report sent by mail", "Inventurbericht Q2 per Mail an Einkauf", ""},
		{"a colleague who helped on the phone", "Keinen weiteren Hilfeartikel bitte, mir geht's um den Namen des Kollegen, der mir am Montag am Telefon geholfen hat.", ""},
		{"a phone number asked on the phone", "A customer on the phone asks for the phone number of user 42", ""},
		{"a phone number is still asked", "The help article on refunds was useful. What's the phone number of your support hotline?", ""},
		{"a consultation by phone is no article", "이 문제 티켓 말고 전화로 상담받고 싶어", ""},
		{"the conditions said before", "SKU-A12 현재 재고 수량 확인해줘 이전에 말한 조건 그대로", "inventory.search"},
		{"bracketed frame labels", "[이전 대화 요약] 사용자가 여러 가지를 물어봄. [현재 요청] GaN 결정 구조 조회해줘", "materials.structure"},
		{"japanese bracketed frame labels", "【前の会話の要約】在庫の話をした。【今回の依頼】東京の今の天気を教えて", "weather.current"},
		{"a bracketed context alone frames nothing", "[참고] 내 일정 삭제는 나중에. 이번 주 캘린더 일정 목록 보여줘", "calendar.list"},
	})
}

// A poem, a song or a joke about a catalog's things is written for the asker, which no
// endpoint does; a Spanish cita beside a DOI is a citation.
func TestCreativeWritingAndCitasBesideADOI(t *testing.T) {
	expectRoutes(t, referencePlanner(t), []namedRoute{
		{"a poem", "rain poem Seattle", ""},
		{"a joke", "stock market joke", ""},
		{"a song", "compose a song about crystal structures", ""},
		{"german poem", "ein Gedicht über das Wetter in Berlin", ""},
		{"korean poem", "가을에 대한 짧은 시가 하나 있으면 좋겠어", ""},
		{"japanese haiku", "天気についての俳句", ""},
		{"sneakers are no fairy tale", "검정색 운동화 270 사이즈 재고 있는지 확인해 주세요", "inventory.search"},
		{"papers on poetry", "find papers on poetry generation with language models", "papers.search"},
		{"citas of a DOI", "muestra las citas de 10.1000/beta", "papers.citations"},
		{"citas of a day", "mis citas de mañana", "calendar.list"},
	})
}

// The review of the session's rules: statements, checks, conditions and questions that
// look like the indirect asks above ask nothing of the kind.
func TestIndirectAsksAreNotReadIntoStatementsOrChecks(t *testing.T) {
	expectRoutes(t, referencePlanner(t), []namedRoute{
		{"get inside a word", "Our target changed: check inventory for SKU-B24", "inventory.search"},
		{"did it get created", "Did my meeting with Anna get created? show my calendar for Monday", "calendar.list"},
		{"korean condition", "내일 회의가 잡혀 있으면 알려줘", "calendar.list"},
		{"japanese condition", "SKU-A12の在庫がゼロになっていれば教えて", "inventory.search"},
		{"korean condition at a value", "사용자 42 시간대가 Asia/Seoul로 되어 있으면 이름 알려줘", "users.lookup"},
		{"a ticket's fate asked", "Search the knowledge base: a ticket can be submitted by email", "support.search"},
		{"already on the calendar", "The team offsite should be in my calendar already", "calendar.list"},
		{"an expectation", "Morgen sollte ein Termin mit Anna um 10 Uhr sein", "calendar.list"},
		{"a fall coat", "I want a fall coat; is it going to rain in Paris tomorrow", "weather.forecast"},
		{"a report of a missing event", "The standup is no longer on my calendar", "calendar.list"},
		{"a forecast from Wednesday", "Was sagt der Wetterbericht ab Mittwoch für Berlin", "weather.forecast"},
		{"a sender tag before a frame", "[ops] Previous conversation summary: the user asked to cancel the Friday meeting. Current request: show my calendar for tomorrow", "calendar.list"},
		{"a parenthesis in a colon label", "Previous conversation summary (short): the user asked to cancel the Friday meeting. Current request: show my calendar for tomorrow", "calendar.list"},
		{"a framed creation's noun is no event", "the operation to perform is ticket creation", "support.create_ticket"},
		{"a spanish share", "La acción es una compra a largo plazo, dame la cotización de AAPL", "finance.quote"},
		{"a registration ticket", "Registration ticket for the conference", ""},
		{"a field value checked", "The name should be Alice Park on user 42, can you double check", "users.lookup"},
		{"a run's own object", "Run an inventory search for items that need an update", "inventory.search"},
		{"a korean question of need", "재고 수정이 필요합니까?", "inventory.search"},
		{"german certainty", "Ich bin sicher, dass der Bestand von SKU-A12 morgen aktualisiert wird, wie hoch ist er jetzt", "inventory.search"},
		{"a number to call", "전화로 문의할 수 있는 고객센터 번호 알려줘", ""},
		{"no hour 25", "Lunch budget at 25 today", ""},
	})
}

// Running what a catalog keeps reads it ("run a forecast for Osaka", "Busan weather
// 실행해줘", "crystal structure retrieval 실행해줘: GaAs"); running anything else is no
// read ("run a DFT calculation", "run a backup of my calendar", "Starte eine Inventur").
func TestRunningWhatACatalogKeepsReadsIt(t *testing.T) {
	expectRoutes(t, referencePlanner(t), []namedRoute{
		{"run a forecast", "run a forecast for Osaka for tonight", "weather.forecast"},
		{"execute a quote", "execute the stock quote for AAPL", "finance.quote"},
		{"korean run of a thing", "Busan weather 실행해줘", "weather.current"},
		{"korean run of a verbal noun", "crystal structure retrieval 실행해줘: GaAs", "materials.structure"},
		{"korean run of a task", "forecast 작업 실행해줘: Paris 모레", "weather.forecast"},
		{"a calculation", "run a DFT calculation for silicon", ""},
		{"a calculation to refine a structure", "Run a new DFT calculation to refine the structure of my perovskite sample", ""},
		{"korean calculation", "GaN 구조로 DFT 계산을 실행해줘", ""},
		{"a backup", "run a backup of my calendar", ""},
		{"an audit", "run a stock audit for the Berlin warehouse", ""},
		{"german stocktake", "Starte eine Inventur für Halle 2", ""},
	})
}

// A profile wished to say a value is updated; a ticket needed for a reason ("por la
// caída …") is support's, one for a concert is not; "support case:" heads a new ticket;
// a polite question asks for a named meeting to be scheduled.
func TestProfileWishesTicketReasonsAndCaseHeadings(t *testing.T) {
	expectRoutes(t, referencePlanner(t), []namedRoute{
		{"a profile to say", "we want the profile of user 42 to say Alice Moreno", "users.update"},
		{"spanish profile to say", "queremos que el perfil del usuario 42 diga Alice Moreno", "users.update"},
		{"a ticket for a reason", "necesito un ticket por la caída de la página de pago", "support.create_ticket"},
		{"a concert ticket", "necesito un ticket para el concierto", ""},
		{"a support case heading", "support case: duplicated subscription", "support.create_ticket"},
		{"a case heading asking status", "support case: status of my request", ""},
		{"can a meeting be scheduled", "can a board meeting be scheduled for June 2 at 9?", "calendar.create"},
	})
}

// What the asker has to do, told before or after the ask, is no act asked of the router
// ("고객에게 답변을 보내야 해.", "…보내야 하는데", "팀에 공유해야 해."), and a person named in
// it is told nothing; a DOI's full stop ends no sentence.
func TestWhatTheAskerHasToDoIsContext(t *testing.T) {
	expectRoutes(t, referencePlanner(t), []namedRoute{
		{"an obligation before", "고객에게 답변을 보내야 해. 서울 현재 날씨 알려줘.", "weather.current"},
		{"an obligation clause before", "고객에게 답변을 보내야 하는데 서울 현재 날씨 알려줘.", "weather.current"},
		{"an obligation after", "서울 현재 날씨 알려줘. 팀에 공유해야 해.", "weather.current"},
		{"an obligation that is the request", "user 42 프로필 이름이 Alice로 되어 있어야 해", "users.update"},
		{"telling another is still sending", "오늘은 바쁘네. 팀원들에게 다음 주 일정을 알려줘", ""},
		{"a DOI before an obligation", "10.1000/alpha 논문이 내 reading list에 저장되어야 해요", ""},
		{"an obligation with no ask after it", "제가 쓴 논문 원고를 학술지에 투고해야 하는데 마감이 오늘이에요.", ""},
	})
}

// A user's manager and preferred language are attributes the lookup does not return.
func TestAManagerAndAPreferredLanguageAreNotLookedUp(t *testing.T) {
	expectRoutes(t, referencePlanner(t), []namedRoute{
		{"a manager", "who is the manager of user 42", ""},
		{"spanish boss", "¿Quién es el jefe del usuario 42?", ""},
		{"a german age is no alteration", "Gib mir das Alter von user 42", ""},
		{"a date of birth", "what is the birth date of user 42", ""},
		{"a birthday on the calendar is an event", "add Tom's birthday on August 3 to my calendar", "calendar.create"},
		{"an english alteration", "alter the title of user 42 to Lead", "users.update"},
		{"a preferred language", "what language preference does user 42 have", ""},
		{"a preferred language set", "update the preferred language of user 42 to German", "users.update"},
		{"papers on it", "find papers on language preference in multilingual users", "papers.search"},
	})
}

// Counts compared with a number filter what is read, no count is set; where an event
// takes place and a person's own logs are held by no endpoint.
func TestFiltersEventPlacesAndPersonalLogs(t *testing.T) {
	expectRoutes(t, referencePlanner(t), []namedRoute{
		{"a count dropped to a number", "list the SKUs whose quantity dropped to 0", "inventory.search"},
		{"a count inferior to a number", "lista todos los SKU con stock inferior a 10", "inventory.search"},
		{"a count given", "SKU-A12 재고 40개로", "inventory.update"},
		{"where meetings take place", "show the location of my meetings this afternoon", ""},
		{"german room of a meeting", "in welchem Raum findet das Teammeeting am Donnerstag statt", ""},
		{"a meeting at an office", "schedule a meeting at the Berlin office location tomorrow at 3", "calendar.create"},
		{"a workout log", "내 운동 기록을 보여줘", ""},
		{"a price record", "AAPL 주가 기록 보여줘", "finance.history"},
	})
}

// An e-mail address's ".com" is no Portuguese "with" that makes a lookup a filtered
// search; users who signed up are counted, a person who signed up is told of; a person
// named as the one in charge is that person.
func TestAnEmailDomainFiltersNothing(t *testing.T) {
	expectRoutes(t, referencePlanner(t), []namedRoute{
		{"an attribute of a user named by e-mail", "look up the time zone for user maria@example.com", ""},
		{"the user named by e-mail", "look up the user profile for maria@example.com", "users.lookup"},
		{"a sign-up told of", "find acct for dave.k@outlook.com, think he signed up last wk", "users.lookup"},
		{"users who signed up", "quick request — list the users who signed up this week", ""},
		{"the one in charge named", "在庫は更新しました。担当者のmaria@example.comのプロフィールを調べて", "users.lookup"},
	})
}

// What is known of a help article — its author, rating, category, likes, dates — is no
// article's content, which the search returns; an article on a topic is.
func TestAHelpArticlesMetadataIsNotSearched(t *testing.T) {
	expectRoutes(t, referencePlanner(t), []namedRoute{
		{"an author", "find the author of the support article on refund policy", ""},
		{"a rating", "get the rating of the support article on password reset", ""},
		{"korean rating", "password reset 지원 문서의 평점을 알려줘", ""},
		{"german rating", "wie ist die Bewertung des Hilfeartikels zur Zwei-Faktor-Einrichtung", ""},
		{"a topic naming a language", "find the support article on changing the language of the app", "support.search"},
		{"the latest version", "what's the latest version of the help article on refunds", "support.search"},
	})
}

// What is known of a share beside its price, and where an endpoint's data comes from or
// how fresh it is, are answered by no endpoint; a weekend is no WKN.
func TestSecurityDataAndProvenanceAreNotAnswered(t *testing.T) {
	expectRoutes(t, referencePlanner(t), []namedRoute{
		{"a beta", "get the beta of AMZN stock", ""},
		{"an isin", "welche ISIN hat die Siemens-Aktie", ""},
		{"shares outstanding", "wie viele Aktien von AAPL sind im Umlauf", ""},
		{"a refresh rate", "how often are stock quotes refreshed", ""},
		{"a korean delay", "주가 데이터가 몇 분 지연되는지 알려줘", ""},
		{"a data provider", "Which data provider do you use for stock quotes?", ""},
		{"papers indexed", "How many papers are indexed in your search database in total?", ""},
		{"a forecast's accuracy in korean", "너희 일기예보는 보통 얼마나 정확해?", ""},
		{"a japanese database", "材料の物性データはどのデータベースから来てるの？", ""},
		{"a spanish accuracy", "¿Qué tan precisos suelen ser tus pronósticos del tiempo?", ""},
		{"a german provider", "Welchen Datenanbieter nutzt ihr für Aktienkurse?", ""},
		{"data asked of a database", "What's the band gap of GaAs in your database?", "materials.search"},
		{"a weekend", "gonna rain in boston this wknd?", "weather.forecast"},
		{"a price", "AAPL stock price", "finance.quote"},
	})
}

// Which thing suits best, or which of two is more so, asks a judgement no endpoint makes;
// "am besten" as "preferably" judges nothing.
func TestWhichSuitsBestIsAJudgement(t *testing.T) {
	expectRoutes(t, referencePlanner(t), []namedRoute{
		{"best for", "which material is best for solar cells", ""},
		{"german best suited", "welches Material eignet sich am besten für Solarzellen", ""},
		{"german cheaper of two", "welcher Werkstoff ist günstiger, Aluminium oder Titan", ""},
		{"german preferably", "gibts artikel zu lachgas emissionen in der landwirtschaft? am besten von 2022 oder 2023", "papers.search"},
		{"a search by a property", "find materials with a band gap above 2 eV", "materials.search"},
	})
}

// A SKU's reorder point and a user's plan are attributes in Korean too.
func TestKoreanReorderPointsAndPlans(t *testing.T) {
	expectRoutes(t, referencePlanner(t), []namedRoute{
		{"a reorder point", "SKU-C36의 재주문 기준점을 알려줘", ""},
		{"a plan", "maria@example.com의 요금제를 알려줘", ""},
	})
}

// A stock a past verb dates by a day or a period's start is its history, which the
// search of what is on hand does not keep.
func TestAStockDatedByAPastVerbIsAHistory(t *testing.T) {
	expectRoutes(t, referencePlanner(t), []namedRoute{
		{"the start of the year", "wie hoch war der Bestand von SKU-B24 Anfang des Jahres", ""},
		{"a day", "how many units of SKU-A12 did we have on March 1", ""},
		{"now", "how many units of SKU-A12 do we have", "inventory.search"},
		{"a past verb alone", "what was the quantity of SKU-A12 I asked about", "inventory.search"},
	})
}

// Context around an ask names no route and asks nothing: what the asker will do with
// the answer, a labeled situation, and the records of another tool that a story names
// while the ask names its own.
func TestContextAroundAnAskAsksNothing(t *testing.T) {
	expectRoutes(t, referencePlanner(t), []namedRoute{
		{"a korean plan after the ask", "런던 지금 날씨 알려줘, 시뮬레이션에 쓸 거야", "weather.current"},
		{"a korean plan to send it", "AAPL 현재 주가 알려줘, 팀장님께 메일로 보낼 거야", "finance.quote"},
		{"a japanese plan to share it", "福岡の今の天気を教えて、チームに共有します", "weather.current"},
		{"a japanese plan in its own sentence", "神戸の現在の天気を教えて。メールで皆に送ります", "weather.current"},
		{"what the request is asking for", "일정 목록 보여 달라는 게 아니라요, 다음 주 수요일 점심에 환영회 일정을 새로 만들어 달라는 거예요.", "calendar.create"},
		{"a polite japanese close", "配送遅延の件でサポートへの問い合わせを新たに起票いただけますと助かります。", "support.create_ticket"},
		// A situation told in labels asks nothing when it only names what the asker is
		// about; its words stay, and a day, an act or a want it names is asked.
		{"a labeled situation", "[상황] 투자 평가 [요청] AAPL 현재 주가를 알려줘", "finance.quote"},
		{"a slash between labels", "배경: 공급망 리스크 평가 / 요청: SKU-B24 현재 재고를 확인해줘", "inventory.search"},
		{"japanese heading brackets", "【背景】決算発表の当日 【依頼】AAPLの最新株価を取得して", "finance.quote"},
		{"a situation that wants an attribute", "[Situation] Gesucht ist die Dichte. [Anfrage] Kupfer", ""},
		{"a situation that is about an attribute", "[Situation] Es geht um die Dividende. [Anfrage] Apple-Aktie.", ""},
		{"a situation with an act to be done", "[Situation] Das Konto soll gesperrt werden. [Anfrage] Nutzer jdoe.", ""},
		{"a request pointing back at the situation", "[Situación] Tengo una boda el sábado en Toledo. [Solicitud] ¿Va a llover ese día?", "weather.forecast"},
		{"a past day in a situation", "[Situation] Letzten Montag. [Anfrage] Wetter in Bonn?", ""},
		{"a situation that is the ask", "[상황] 사용자 42 비밀번호 [요청] 알려줘", ""},
		{"a bare attribute as the situation", "[Situation] Dividende [Anfrage] Apple-Aktie", ""},
		{"a want in the situation", "[상황] 배당금을 알고 싶음 [요청] AAPL 주식", ""},
		{"an act under way in the situation", "[Situation] Das Konto wird gesperrt. [Anfrage] Nutzer jdoe", ""},
		{"a booking in the situation", "Context: meeting room booking / Request: Friday's meeting", ""},
		{"a purpose label naming an act", "Für die Kontosperre: Nutzer jdoe", ""},
		{"a purpose label naming a detail", "For the supplier: SKU-12", ""},
		{"a day to come in a situation", "[Situation] Wir fahren morgen nach Bonn. [Anfrage] Wie ist das Wetter dort?", "weather.forecast"},
		{"an act in a situation", "[Situation] Der Termin soll gelöscht werden. [Anfrage] Termin am Freitag um 10 Uhr.", ""},
		{"another tool in the story", "inventory check는 끝났어. user 42 timezone을 Asia/Seoul로 update해줘", "users.update"},
		{"another tool before an english ask", "I checked the inventory for SKU-A12. Now update the user profile for user 42, department Sales.", "users.update"},
		{"work under way", "번역 작업 중이에요. 서울의 현재 날씨를 알려줘", "weather.current"},
		{"what the asker will do with the answer", "서울의 현재 날씨를 알려줘. 이 결과를 엑셀로 정리할 거예요.", "weather.current"},
		{"japanese work under way", "翻訳作業中です。東京の今の天気を教えてください", "weather.current"},
		{"copper priced while estimating costs", "원가 계산 중이야. 구리 가격이 요즘 얼마야?", ""},
		{"a structure asked after a warehouse price", "since the warehouse price went up, get the crystal structure and lattice of perovskite", "materials.structure"},
		{"an export asked after work under way", "보고서 작성 중이에요. 재고 목록을 엑셀로 내보내 줘", ""},
		{"an act told done before the ask opens", "a meeting got cancelled because of the rain; now show the price of AAPL", "finance.quote"},
		{"an act put off before the ask opens", "Wir werden die Bestellung später stornieren; prüfe zuerst den Bestand von SKU-1.", "inventory.search"},
		{"an act owed before the ask", "Hay que cancelar la cita del lunes; ahora mira mi calendario", ""},
		// An act the asker told before a semicolon is a story; what else comes before one
		// may name what the ask points back to.
		{"an act told before a semicolon", "Vi la previsión del tiempo; ¿qué eventos tengo el sábado?", "calendar.list"},
		{"an english check told before a semicolon", "I checked the stock of SKU-A3; what's the weather in Vigo right now?", "weather.current"},
		{"a plan before a semicolon", "Estaré en Toledo el sábado; ¿va a nevar?", "weather.forecast"},
		{"snow to come", "¿nevará el lunes en León?", "weather.forecast"},
		{"an act told and pointed back at", "Revisé el ticket 88; ¿quién lo tiene asignado?", ""},
		{"an attribute before a semicolon", "Me interesa el proveedor del SKU A-3; búscalo en el inventario", ""},
		{"a day before a semicolon", "Tengo una boda el sábado en Toledo; ¿va a llover ese día?", "weather.forecast"},
		{"a record before a semicolon", "Ticket 332 ist offen; wer bearbeitet es?", ""},
		{"a market before a forecast", "stock market 열리기 전에 New York tomorrow forecast를 보여줘", "weather.forecast"},
		{"an ask of no route's thing keeps the story's", "고객이 SKU-505를 20개 주문하려는데 창고에 충분히 있는지 알아야 해", "inventory.search"},
	})
}

// A memo's verbal noun acts where a full sentence's verb would: a change given its new
// value after the noun, an entry put on a calendar at a clock time.
func TestAMemosVerbalNounActs(t *testing.T) {
	expectRoutes(t, referencePlanner(t), []namedRoute{
		{"a change and its value", "user 9001 timezone 변경 UTC", "users.update"},
		{"a japanese job title changed", "Kevin Choの役職をエンジニアに更新して", "users.update"},
		{"a korean job title changed", "Bob Kim의 직함을 Manager로 변경해줘", "users.update"},
		{"a job title asked", "Kevin Choの役職は？", ""},
		{"an e-mail changed", "Bob Kim 이메일 변경 bob@example.com", "users.update"},
		{"a count changed", "SKU-A12 재고 수정 40", "inventory.update"},
		{"an order is no change", "배송 파손 클레임 support request 넣어줘 주문 #A-7781", "support.create_ticket"},
		{"a calendar entry at a time", "캘린더 추가: 내일 2시 1:1", "calendar.create"},
		{"registered on the calendar", "자동 요청: 목요일 4시 design review 캘린더 등록", "calendar.create"},
		{"a new calendar is no entry", "Create a new shared calendar called 'Marketing'", ""},
		{"details in a closing parenthesis", "시스템 요청 - 일정 생성 (금요일 오후 3시 팀 회의)", "calendar.create"},
		{"a profile change in a parenthesis", "시스템 요청 - 사용자 프로필 수정 (user 42 부서를 Sales로)", "users.update"},
		{"an act in a closing parenthesis stays", "Show my calendar for tomorrow (and delete the old events)", ""},
		{"a filing asked with 좀", "결제 오류 지원 티켓 접수 좀 해줄래?", "support.create_ticket"},
		{"the task is a creation", "해야 할 작업은 지원 티켓 생성입니다: login failure", "support.create_ticket"},
		{"the creation function used", "명시적으로 지원 티켓 생성 기능을 사용해: login failure", "support.create_ticket"},
		{"the creation action run", "login failure에 대해 지원 티켓 생성 동작을 실행해", "support.create_ticket"},
		{"the task of making a ticket", "고객지원 티켓을 만드는 작업을 수행해. 대상: wrong invoice", "support.create_ticket"},
		{"a ticket seems needed", "login failure 건으로 지원 티켓이 필요할 것 같아요", "support.create_ticket"},
		{"a failure told before the ticket", "캘린더 일정 조회가 계속 실패해. 이 문제로 지원 티켓을 열어줘", "support.create_ticket"},
		{"an error told before the ticket", "결정 구조 조회 페이지에서 500 에러가 나. 지원 티켓 만들어줘", "support.create_ticket"},
		{"a ticket asked as a favour", "login failure 때문에 지원 티켓 하나 부탁해도 될까요?", "support.create_ticket"},
		{"whether a ticket is needed is asked", "이 건은 티켓이 필요할 것 같아요?", ""},
		{"an assignee added is no ticket", "サポート：担当者追加（田中）", ""},
		{"added to the calendar", "この作業ではdemo next Monday at 4 カレンダー追加", "calendar.create"},
	})
}

// A verb that only names the operation to use carries out what the operation does, in
// every language: "Verwende die Operation finance.history für …", "Usa la operación …",
// "Führe den Abruf … aus".
func TestAnOperationNamedForUseIsCarriedOut(t *testing.T) {
	expectRoutes(t, referencePlanner(t), []namedRoute{
		{"german use", "Verwende die Operation finance.history für TSLA for 30 days", "finance.history"},
		{"a quoted operation run", `Run the "historical prices" operation for TSLA over 30 days`, "finance.history"},
		{"a japanese quoted operation", "「過去の株価」操作を実行して：TSLA 30日", "finance.history"},
		{"a quoted deletion run", `Run the "delete user" operation for user 42`, ""},
		{"a quoted cancellation used", `Use the "cancel meeting" action for tomorrow 3pm`, ""},
		{"a function no route names", "Verwende die Löschfunktion für Benutzer 42", ""},
		{"spanish deletion", "Usa la operación de borrado para el usuario 42", ""},
		{"spanish use", "Usa la operación finance.history para TSLA durante 30 días", "finance.history"},
		{"a retrieval carried out", "Führe den Abruf historischer Preise für TSLA for 30 days aus", "finance.history"},
		{"german stove", "Verwende den Herd für die Suppe", ""},
		{"german delete", "Verwende die Operation zum Löschen für den Termin morgen", ""},
	})
}

// The review of the nineteenth session's rules: orders, pleas, asks for more and acts on
// records that look like the context those rules set apart are still asked.
func TestContextRulesLeaveOrdersAndAsksAlone(t *testing.T) {
	expectRoutes(t, referencePlanner(t), []namedRoute{
		{"an order with a past participle", "Delete the event that was created yesterday; now show my calendar", ""},
		{"an order put off", "Cancel the 3pm meeting later; now show my calendar", ""},
		{"a german order put off", "Storniere später die Bestellung; prüfe zuerst den Bestand von SKU-1", ""},
		{"a closing request", "ユーザー42のプロフィールを見せて、アカウントの削除を依頼します", ""},
		{"a closing plea", "내일 일정 보여줘, 3시 회의 취소 부탁할게요", ""},
		{"a closing ask for more", "What's the weather in Paris? I'll also need the air quality index", ""},
		{"a korean ask for more", "AAPL 현재 주가 알려줘, 배당 수익률도 같이 볼 거예요", ""},
		{"a closing act on a record", "서울 날씨 알려줘, 그리고 내일 회의 취소할 거야", ""},
		{"a ticket cancelled and a case asked", "지난번 티켓 취소하고 케이스 하나 부탁해요", ""},
		{"a phone asked by email", "A client asked by email for the phone of user 42", ""},
		{"an order on a ticket in a heading", "ticket: close ticket 332", ""},
		{"a new calendar at a time", "Make a new team calendar at 9am tomorrow", ""},
		{"a calendar made daily", "Kalender anlegen: Marketing, täglich 9 Uhr", ""},
		{"a password in a parenthesis", "user 42 프로필 보여줘 (비밀번호 포함)", ""},
		{"a comment on a ticket in a parenthesis", "サポート：コメント追加（チケット55）", ""},
		{"a change log", "user 9001 timezone 변경 log", ""},
		{"the next task is no task asked", "다음 작업은 재고 수정입니다. 먼저 SKU-A12 재고 보여줘", "inventory.search"},
		{"who makes tickets", "티켓 만드는 사람이 누구야?", ""},
		{"a german manager asked", "Wer ist der Vorgesetzte des Benutzers 42?", ""},
		{"a closing comparison dates nothing", "AAPL 주가 알려줘, 작년 실적이랑 비교할 거야", "finance.quote"},
		{"a manager who asks", "Mein Vorgesetzter fragt: Wie steht die Aktie von AMZN im Moment?", "finance.quote"},
		{"a user's manager asked", "Wer ist Nutzer 42s Vorgesetzter?", ""},
		{"who phoned", "Who phoned user 42?", ""},
		{"an evening gone", "오늘 밤에 서울에 비 왔어?", ""},
		{"a story on a day before a semicolon", "Revisé el stock ayer; ¿había stock del SKU-12?", ""},
		{"whose manager is asked", "bitte zeige den Vorgesetzten von maria@example.com", ""},
		{"a purpose label", "Für die Folien morgen: Welche Bandlücke hat Galliumarsenid?", "materials.search"},
		{"a question after a purpose label", "Für das Protokoll: Wer nimmt am Meeting morgen um 11 teil?", ""},
		{"a label that names the task", "Für diese Aufgabe: Blocke mir im Kalender den Mittwochvormittag für Fokusarbeit.", "calendar.create"},
		{"a customer who phoned", "The customer phoned in: check the stock of SKU-A12.", "inventory.search"},
		{"a consequence drawn with so", "my stock portfolio is down, so check the inventory of SKU-A12", "inventory.search"},
		{"the weather tonight", "What's the weather tonight in Kiel?", "weather.forecast"},
		{"the weather this evening in german", "Wie wird das Wetter heute Abend in Kiel?", "weather.forecast"},
		{"a weekday's evening", "Wie wird das Wetter am Freitagabend in Bonn?", "weather.forecast"},
		{"tonight in korean", "오늘 밤 서울 날씨 어때?", "weather.forecast"},
	})
}

// How to use a feature asks for instructions, which no record answers; a how-to that is
// the topic of new documentation the request writes asks for the writing.
func TestHowToUseAFeatureAndNewDocumentation(t *testing.T) {
	expectRoutes(t, referencePlanner(t), []namedRoute{
		{"korean how to use a feature", "일정 생성 기능 사용법", ""},
		{"korean how to use, spaced", "티켓 생성 기능 사용 방법 알려줘", ""},
		{"japanese how to use a feature", "カレンダーの予定作成の使い方", ""},
		{"help articles on how to use", "APIの使い方に関するヘルプ記事を探して", "support.search"},
		{"an english new article on a how-to", "write a new help article about how to use the wireless charging pad", ""},
		{"a korean new document on a how-to", "무선 충전 패드 사용법에 대한 새 도움말 문서를 작성해서 올려 주세요.", ""},
		{"a german new article on a how-to", "Erstelle einen neuen Hilfeartikel, wie man das Passwort zurücksetzt", ""},
		{"a new article asked for is read", "is there a new help article on how to reset passwords?", "support.search"},
	})
}

// A profile update that names no field of its own sets what a profile describes, not an
// account's access: its rights, password or plan.
func TestAnAccountsAccessIsNoProfileField(t *testing.T) {
	expectRoutes(t, referencePlanner(t), []namedRoute{
		{"a role in english", "update user 88's role to editor", ""},
		{"permissions in english", "change user 88's permissions to editor", ""},
		{"a password changed", "change user 42's password to hunter2", ""},
		{"a plan changed", "update the subscription plan on account 5521 to Pro", ""},
		{"a korean role", "사용자 88의 역할을 관리자로 바꿔줘", ""},
		{"a japanese role", "ユーザー88のロールを管理者に変更して", ""},
		{"japanese rights", "user 88の権限を編集者に変えてください", ""},
		{"a spanish role", "cambia el rol del usuario 88 a editor", ""},
		{"a german role", "Ändere die Rolle von Benutzer 88 auf Admin", ""},
		{"a role only quoted is a title's value", "ユーザー42の役職を「権限管理担当」に変更して", "users.update"},
		{"a role left alone", "Actualiza el perfil de u-9920: nuevo nombre 'Jorge M.', sin tocar su rol.", "users.update"},
		{"a role left alone in english", "update user 5's name to Bo without changing their role", "users.update"},
		{"a ticket about a password change", "Open a support ticket: customer can't log in after a password change.", "support.create_ticket"},
		{"help on two-factor set-up", "Zeigen Sie mir Support-Artikel zum Einrichten der Zwei-Faktor-Authentifizierung.", "support.search"},
		{"an e-mail changed", "update user 42 email to a@b.com", "users.update"},
	})
}

// A person's job title or department set to a value is their profile's, whoever owns it:
// a possessive name, the asker, an honorific.
func TestAPersonsJobTitleSetIsAProfileUpdate(t *testing.T) {
	expectRoutes(t, referencePlanner(t), []namedRoute{
		{"an english possessive", "change Ana's job title to Senior Designer", "users.update"},
		{"a japanese honorific", "佐々木さんの役職を部長に変更して", "users.update"},
		{"the asker in japanese", "私の部署を開発部に更新して", "users.update"},
		{"the asker in korean", "제 직함을 매니저로 바꿔 주세요", "users.update"},
		{"a korean honorific", "민수 님 title을 Director로 update 해 주세요", "users.update"},
		{"a job posting's title", "change the job title in my job posting", ""},
	})
}

// A stock given a number in a memo, or adjusted, is updated; an item code led by KB names
// the item, no knowledge base; a product code with the stock after its value names the
// item whose stock changes.
func TestAStockAdjustedOrGivenANumberInAMemo(t *testing.T) {
	expectRoutes(t, referencePlanner(t), []namedRoute{
		{"a korean adjustment of a KB code", "KB-204 재고를 25개로 조정해 줘", "inventory.update"},
		{"a japanese adjustment", "KB-204の在庫を25に調整して", "inventory.update"},
		{"a korean stock setting memo", "재고 설정 PEN-01 300개", "inventory.update"},
		{"a japanese quantity memo", "SKU B-20 数量15に", "inventory.update"},
		{"a japanese question of the count", "SKU B-20 在庫数は15?", "inventory.search"},
		{"a product code's stock", "상품코드 C-330 재고 8개로 수정해 줘", "inventory.update"},
		{"a product code changed", "Ändere die Artikelnummer 5512 auf 5513", ""},
		{"the knowledge base by its letters", "search the KB for vpn", "support.search"},
		{"an alert's threshold", "재고 조정 알림 설정 300개 이하", ""},
	})
}

// An action written as a labeled field is the request's action, the label led by "next"
// or naming the action's type too.
func TestAnActionLabelLedByNextOrNamingItsType(t *testing.T) {
	expectRoutes(t, referencePlanner(t), []namedRoute{
		{"a korean next action", "다음 동작: 일정 생성 — 목요일 11시 디자인 리뷰", "calendar.create"},
		{"a korean ticket with its content", "다음 동작: 지원 티켓 생성, 내용은 '비밀번호 재설정 메일이 안 옴'", "support.create_ticket"},
		{"a japanese next operation", "次の操作：サポートチケット作成、内容は「画面が真っ白になる」", "support.create_ticket"},
		{"a korean task type", "작업 유형: 재고 수정 / SKU: C-330 / 수량: 8", "inventory.update"},
		{"a new sku made", "다음 동작: 신규 SKU 생성 — 품명 무선 마우스", ""},
		{"an account made", "작업 유형: 계정 생성 / 이름: 정하늘 / 부서: 인사팀", ""},
	})
}

// A record or a value wished to be in place, in Japanese and Korean, is brought about.
func TestAStateWishedInPlaceInJapaneseAndKorean(t *testing.T) {
	expectRoutes(t, referencePlanner(t), []namedRoute{
		{"a japanese event in place", "明日9時の面接予定が登録されているようにしてください", "calendar.create"},
		{"a japanese ticket standing", "VPNに接続できない件でチケットが一つ立っているといいのですが", "support.create_ticket"},
		{"a japanese stock at a value", "SKU A-77の在庫がシステム上60個になっている必要があります", "inventory.update"},
		{"a japanese title to show", "木村さんの役職が今後はチーフデザイナーと表示されるべきです", "users.update"},
		{"a korean event registered", "내일 아침 9시 면접 일정이 등록되어 있도록 해 주세요", "calendar.create"},
		{"a korean case open", "지원팀이 이 청구 오류를 확인할 수 있게 케이스가 열려 있어야 합니다", "support.create_ticket"},
		{"a korean phone at a value", "제 계정 전화번호가 010-5555-1212로 돼 있었으면 합니다", "users.update"},
		{"a korean question of a value", "제 계정 전화번호가 010-5555-1212로 돼 있어?", ""},
	})
}

// A person's field changed in a memo names its owner bare (an arrow to the value, a
// Korean name before the field, an employee number); a job's type given as an
// operation's name in snake case is its action.
func TestProfileMemosAndJobTypes(t *testing.T) {
	expectRoutes(t, referencePlanner(t), []namedRoute{
		{"a japanese memo with an arrow", "役職変更 佐々木 → 部長", "users.update"},
		{"a korean memo with an arrow", "부서 변경 박지민 → 마케팅팀", "users.update"},
		{"a korean name before the field", "최민수 직함을 본부장으로 바꿔 주세요", "users.update"},
		{"a korean employee number", "사번 5012 직급을 과장으로 변경해 주세요", "users.update"},
		{"a job's type creates a ticket", `ジョブ定義: type=create_ticket, subject="VPN接続不可", priority=high`, "support.create_ticket"},
		{"a job's type updates a user", `잡 스펙: type=update_user, user_id=5012, department="재무팀"`, "users.update"},
		{"a job's type no endpoint does", `ジョブ定義: type=create_sku, name="ワイヤレス充電器"`, ""},
	})
}

// German prices over a month, a calendar week, a half year or the year before are a
// history, and so is a year's course; a current price asked in a dated
// log line is the quote; a sale, a course taken and a ship's course are no price; a read
// carried out by a verbal noun ("Führe einen Kursabruf … durch") is that read.
func TestGermanPriceSpansAndReadsCarriedOut(t *testing.T) {
	expectRoutes(t, referencePlanner(t), []namedRoute{
		{"a month", "Zeig mir die Kurse von SAP im Mai.", "finance.history"},
		{"a calendar week", "Zeig mir die Kurse von SAP in KW 12.", "finance.history"},
		{"a half year", "SAP Kurse im zweiten Halbjahr 2023", "finance.history"},
		{"the year before", "Zeig mir die SAP-Kurse vom Vorjahr.", "finance.history"},
		{"trading days", "Zeig mir die Kurse von SAP in den letzten 5 Handelstagen.", "finance.history"},
		{"a year's course", "Jahresverlauf Infineon", "finance.history"},
		{"the current price after a month told", "Ich hab Infineon im Mai gekauft und will jetzt den aktuellen Kurs wissen.", "finance.quote"},
		{"a log line's date", "2024-06-03 14:22:10 INFO aktuellen Kurs von BMW abrufen", "finance.quote"},
		{"a sale", "Operation: Verkauf, Ticker BMW, Menge 50.", ""},
		{"courses offered", "Welche Kurse bietet die Volkshochschule im Frühjahr an?", ""},
		{"a ship's course", "Welchen Kurs muss das Schiff von Kiel nach Oslo nehmen?", ""},
		{"a quote fetched", "Führe einen Quote-Abruf für Ticker TSLA durch.", "finance.quote"},
		{"a time series query", "Führe eine Zeitreihenabfrage der Aktienkurse von IFX seit 01.06.2023 durch.", "finance.history"},
		{"a spanish search carried out", "realiza una búsqueda de artículos de ayuda sobre el reembolso", "support.search"},
		{"an event's creation, genitive", "Führe die Erstellung eines Termins für Freitag 10 Uhr durch.", "calendar.create"},
		{"a cancellation of my event", "Stornierung meines Termins am Freitag", ""},
	})
}

// A Korean or Japanese situation in brackets that states what is the case is no ask, a
// bare noun there still is; days counted from now in Korean are ahead; a reviewer who
// asks and a code review are no review asked.
func TestKoreanSituationsDaysAheadAndReviewers(t *testing.T) {
	expectRoutes(t, referencePlanner(t), []namedRoute{
		{"a price drop stated", "[상황] 삼성전자 주가가 급락함 [요청] 오늘 잡힌 회의 목록 보여줘", "calendar.list"},
		{"a temperature stated", "[상황] 현재 서울 기온 영하 10도 [요청] 내일 서울 날씨 예보 알려줘", "weather.forecast"},
		{"a bare attribute asked", "[상황] 습도 [요청] 서울 날씨", ""},
		{"three days from now", "사흘 뒤 광주 날씨 알려줘.", "weather.forecast"},
		{"the day after the day after tomorrow", "글피에 여수 가는데 그때 날씨 괜찮을까?", "weather.forecast"},
		{"a reviewer who asked", "리뷰어가 물어봐서요, 지금 서울 날씨 알려줘.", "weather.current"},
		{"a paper's reviewer asked", "이 논문 리뷰어 누구야?", ""},
		{"a code review", "코드 리뷰 일정이 있는지 보려고요, 이번 주 내 일정 보여줘.", "calendar.list"},
	})
}

// Which department or team a user is in asks no place.
func TestAUsersDepartmentAsksNoPlace(t *testing.T) {
	expectRoutes(t, referencePlanner(t), []namedRoute{
		{"a korean department where", "사용자 jlee 부서가 어디야?", "users.lookup"},
		{"a korean office where", "사용자 jlee 사무실이 어디야?", ""},
	})
}

// Spanish last access and access history are a login's, no price history; a reorder
// threshold is a reorder point; an account disabled through its status is no profile
// update, a leave recorded there is.
func TestAccessHistoryThresholdsAndDisabledAccounts(t *testing.T) {
	expectRoutes(t, referencePlanner(t), []namedRoute{
		{"a spanish last access", "usuario 42 último acceso", ""},
		{"a spanish access history", "enséñame el historial de accesos de Pablo", ""},
		{"a reorder threshold", "set the reorder threshold for SKU-55 to 30", ""},
		{"a status suspended", "update the account status of user 42 to suspended", ""},
		{"a japanese status disabled", "user 42のアカウント状態を無効に変更してください", ""},
		{"a leave recorded", "tanaka@example.com のアカウントのステータスを休職中に変更しておいて。", "users.update"},
	})
}

// What a profile lookup does not return about a person (gender, nationality, a plan, the
// date they signed up) and what a stock search does not return about goods (a batch
// number, a brand) are not looked up.
func TestPersonalAndProductDetailsAreNotLookedUp(t *testing.T) {
	expectRoutes(t, referencePlanner(t), []namedRoute{
		{"a gender", "look up the gender of user 42", ""},
		{"a korean gender", "사용자 42 성별 알려줘", ""},
		{"a billing plan", "look up the billing plan of user 42", ""},
		{"a signup date", "look up the signup date of user 42", ""},
		{"a batch number", "check the batch number of SKU-A12", ""},
		{"a brand", "check the brand of SKU-A12", ""},
		{"a birthday party on the calendar", "3월 14일에 지수 생일 파티가 있대, 저녁 7시", "calendar.create"},
		{"a product image replaced", "SKU-3021の商品画像を差し替えて", ""},
	})
}

// A Korean step in the plain written style, a verbal noun and 한다, is its act.
func TestAKoreanStepInThePlainStyle(t *testing.T) {
	expectRoutes(t, referencePlanner(t), []namedRoute{
		{"a runbook's ticket", "런북 2단계: 결제 게이트웨이 장애 확인 시 고객지원 티켓을 생성한다", "support.create_ticket"},
		{"a runbook's event", "런북 3단계: 장애 회고 미팅을 캘린더에 생성한다 (내일 14:00, 1시간)", "calendar.create"},
		{"an e-mail changed", "사용자 42의 이메일을 변경한다", "users.update"},
		{"an account disabled", "런북 7단계: 퇴사자 계정을 비활성화한다", ""},
		{"a condition", "티켓을 생성한다면 얼마나 걸려?", ""},
	})
}

// The session's readings leave their neighbours alone: a how-to that is a topic, a KB
// article's number, a shop that has to be open, an employee's e-mail, an access word
// beside a profile field changed, a sale thought of, a month told after the ask.
func TestTheTwentiethSessionsReadingsLeaveTheirNeighboursAlone(t *testing.T) {
	expectRoutes(t, referencePlanner(t), []namedRoute{
		{"a usage seminar", "금요일 10시에 신규 입사자 대상 시스템 사용법 세미나 일정 잡아줘", "calendar.create"},
		{"a ticket about usage", "顧客からAPIの使い方について問い合わせがあったので、チケットを起票して", "support.create_ticket"},
		{"papers on usage", "SHAP 사용법에 관한 논문 찾아줘", "papers.search"},
		{"a KB article's number", "KB-1042 문서 찾아줘", "support.search"},
		{"a shop that has to be open", "매장이 열려 있어야 하는데 지금 제주 날씨가 어때?", "weather.current"},
		{"an employee's e-mail", "사번 10234 이메일 kim@corp.com으로 변경해줘", "users.update"},
		{"a role left as it is", "Change user 42's email to a@b.com, role stays the same", "users.update"},
		{"a german role left alone", "Ändere die E-Mail von Benutzer 42 auf a@b.de, ohne seine Rolle zu ändern", "users.update"},
		{"a sale thought of", "Aktueller Kurs von SAP, ich denke über einen Verkauf nach", "finance.quote"},
		{"a month told after the ask", "¿A cuánto cotiza SAP ahora? Lo vendí en marzo", "finance.quote"},
		{"an event that only seems registered", "金曜の定例、登録されているように見えるけど念のため予定を確認して", "calendar.list"},
		{"an equality workshop", "List my events this week, including the gender equality workshop", "calendar.list"},
	})
}

// A Korean ticket opened as a nominalized verb is a ticket made, and a content field's
// label may take a topic particle.
func TestAKoreanTicketOpenedAsANoun(t *testing.T) {
	expectRoutes(t, referencePlanner(t), []namedRoute{
		{"a ticket opened", "지원 티켓 열기", "support.create_ticket"},
		{"with its content", "다음 동작: 지원 티켓 열기, 내용은 '앱 알림이 안 옴'", "support.create_ticket"},
	})
}

// Running a route named by its id reads what the route returns, in German and Spanish as
// in English; a route id that names a write keeps the write.
func TestRunningARouteNamedByItsID(t *testing.T) {
	expectRoutes(t, referencePlanner(t), []namedRoute{
		{"an english run", "Run the operation weather.current for Graz.", "weather.current"},
		{"a german run", "Führe die Operation finance.quote für SIE aus.", "finance.quote"},
		{"a german run without a noun", "Operation materials.structure für GaAs ausführen.", "materials.structure"},
		{"a spanish run", "Ejecuta la operación finance.history para SAP en 2023", "finance.history"},
		{"a german forecast run", "Führe die Wettervorhersage für Nürnberg für übermorgen aus", "weather.forecast"},
		{"a write named", "Run the operation users.update for user 42: email a@b.c", "users.update"},
		{"a write no route does", "Führe die Operation calendar.delete für den Termin aus", ""},
	})
}

// A coin's letters are the coin, no share ticker; its market symbol against a currency
// is quoted like a ticker (docs/DECISIONS.md).
func TestACoinsLettersAreNoTicker(t *testing.T) {
	expectRoutes(t, referencePlanner(t), []namedRoute{
		{"btc", "btc price???", ""},
		{"doge", "doge quote?", ""},
		{"btc in korean", "BTC 지금 시세가 궁금해", ""},
		{"a market symbol", "latest price for BTC-USD", "finance.quote"},
	})
}

// A write's alias said in a question names what is asked about, no act.
func TestAnAliasInAQuestionIsNoAct(t *testing.T) {
	expectRoutes(t, referencePlanner(t), []namedRoute{
		{"a german question of what is planned", "Welche Termine sind für morgen geplant?", "calendar.list"},
		{"a help document asked", "Unsere Buchhaltung kann keine SEPA-Datei hochladen. Gibt's dafür eine Support-Dokumentation?", "support.search"},
		{"a question that asks the act", "can you schedule an appointment with Dr. Kim on Friday at 3?", "calendar.create"},
	})
}

// Another person named by a Korean honorific before a time and a schedule has their own
// calendar; a trip's itinerary is a travel plan.
func TestAnothersScheduleAndATripsItinerary(t *testing.T) {
	expectRoutes(t, referencePlanner(t), []namedRoute{
		{"a manager's week", "김부장님 다음 주 일정 확인해 주세요", ""},
		{"my own week", "다음 주 일정 보여줘", "calendar.list"},
		{"a trip planned", "오사카 3박 4일 여행 일정 짜 줘", ""},
		{"a trip put on the calendar", "다음 주 여행 일정 캘린더에 추가해줘", "calendar.create"},
	})
}

// Research articles are papers, and a year may stand between papers and their topic.
func TestResearchArticlesAndAYearBeforeTheTopic(t *testing.T) {
	expectRoutes(t, referencePlanner(t), []namedRoute{
		{"research articles", "research articles on protein folding", "papers.search"},
		{"a year before the topic", "papers from 2021 on CRISPR base editing", "papers.search"},
		{"spanish scientific articles", "artículos científicos sobre plegamiento de proteínas", "papers.search"},
	})
}

// An act a closing "instead of …" or "I'm not …ing" sets against the ask is not asked;
// a thing set aside there still lends its words.
func TestAnActSetAsideAtTheEnd(t *testing.T) {
	expectRoutes(t, referencePlanner(t), []namedRoute{
		{"instead of changing", "check availability of SKU 118-R instead of changing the count", "inventory.search"},
		{"not changing them", "I only want to see account 6021's details, I'm not changing them", "users.lookup"},
		{"no history needed", "just the current price of AMZN, no charts or history needed", "finance.quote"},
		{"en vez de cambiar", "consulta la disponibilidad del SKU 118-R en vez de cambiar la cantidad", "inventory.search"},
	})
}

// What the asker will do themselves, later or after the answer, is context: its acts are
// not asked.
func TestWhatTheAskerWillDoThemselvesIsContext(t *testing.T) {
	expectRoutes(t, referencePlanner(t), []namedRoute{
		{"a german simulation later", "Ich simuliere später selbst, gib mir nur die Raumgruppe von Quarz.", "materials.structure"},
		{"a german reorder done oneself", "Nachbestellen mache ich selbst, setz nur den Bestand von SKU 4401-22 auf 12.", "inventory.update"},
		{"a german reset afterwards", "Zeig mir das Profil von Benutzer 4410, danach setze ich das Passwort selbst zurück.", "users.lookup"},
		{"an english escalation", "I'll handle the escalation myself, just open a ticket: server db-03 is down", "support.create_ticket"},
		{"an act done later alone", "Ich lösche den Termin später selbst.", ""},
		{"an order before the plan", "Lösche den Termin, ich schaue später selbst nach.", ""},
	})
}

// A German field or stock said to be at a value with "sollte" or "müsste" is set to it; a
// question of what it should be asks.
func TestAGermanValueThatShouldStand(t *testing.T) {
	expectRoutes(t, referencePlanner(t), []namedRoute{
		{"a quantity that should be", "Die Menge für SKU TSH-M-RED sollte 48 sein.", "inventory.update"},
		{"units that should stand in stock", "Von SKU HX-220 sollten laut Zählung 18 Stück im Bestand stehen.", "inventory.update"},
		{"a department that should stand", "Im Profil von Benutzer 4410 sollte die Abteilung „Einkauf“ stehen.", "users.update"},
		{"a question of what should be", "Wie viele Stück sollten von SKU HX-220 im Bestand sein?", "inventory.search"},
	})
}

// A coin's letters are no coin inside a code, a name or a record's text; a closing "I'm
// not …ing" or "no … needed" after a question sets its act aside too; a Korean plan
// decided keeps the time the ask points back to.
func TestCoinsInCodesAndActsSetAsideAfterAQuestion(t *testing.T) {
	expectRoutes(t, referencePlanner(t), []namedRoute{
		{"a sku with coin letters", "How many units of SKU BTC-100 are in stock?", "inventory.search"},
		{"a ticket about a coin", "Open a support case: USDT deposits are not credited", "support.create_ticket"},
		{"papers on a coin", "Find papers on btc price volatility", "papers.search"},
		{"not changing after a question", "What's the stock of SKU-88? I'm not changing it", "inventory.search"},
		{"no update needed", "What's SKU-3's quantity? No update needed", "inventory.search"},
		{"a plan decided, then added", "금요일 오후 2시에 팀 회의를 하기로 했거든요. 일정에 추가해 주세요", "calendar.create"},
	})
}

// A Korean support request made or a case put up is a ticket.
func TestAKoreanSupportRequestMade(t *testing.T) {
	expectRoutes(t, referencePlanner(t), []namedRoute{
		{"a support request made", "지원 요청 좀 해 줘, 요금이 이상하게 나왔어", "support.create_ticket"},
		{"a support request owed", "요금이 이상하게 나와서 지원 요청을 해야 할 것 같아요", "support.create_ticket"},
		{"a case put up", "이 버그 누가 좀 봐줬으면 좋겠는데 지원 케이스로 올려 주실 수 있나요", "support.create_ticket"},
		{"requests listed", "지원 요청 내역 보여줘", ""},
	})
}

// German "Wie steht …?" of a ticker asks its level, with or without a time.
func TestGermanWieStehtATicker(t *testing.T) {
	expectRoutes(t, referencePlanner(t), []namedRoute{
		{"no time", "Wie steht SAP?", "finance.quote"},
		{"today", "Wie steht BMW heute?", "finance.quote"},
		{"an index", "Wie steht der DAX?", ""},
		{"how things stand", "Wie steht es?", ""},
	})
}

// A Korean clause of reason, purpose or background before a comma is the story, and a
// verbal noun or headline in it names no act; a scope read where the request asks is
// asked, whatever the story names.
func TestAKoreanReasonBeforeTheAskIsTheStory(t *testing.T) {
	p := referencePlanner(t)
	tests := []struct{ query, want string }{
		{"일정 사이에 이동해야 해서 그런데, 지금 분당 날씨 어때?", "weather.current"},
		{"논문 마감 끝나고 모레 강릉 가려고 하는데, 모레 강릉 날씨 어떨 것 같아?", "weather.forecast"},
		{"리뷰어가 TiO2 상을 물어봐서요, 아나타제 TiO2의 결정 구조 정보 좀 찾아주세요.", "materials.structure"},
		{"재고 담당자가 누구인지 알아보려고요, 사용자 stock_admin 계정 상세 정보 보여줘.", "users.lookup"},
		{"도움말 문서로는 해결이 안 돼서요, 어제 만든 티켓에 답글 달아 줘.", ""}, // the ask is beside the catalog
		{"반도체 업황이 궁금해서요, 구리 시세 좀 알려줘.", ""},            // copper's price is no share's
		{"原価計算をしているので、銅の現在の価格を教えて", ""},
		{"プロフィールの更新作業は午後にやります。SKU-B24の在庫数を確認して", "inventory.search"},
		// Neighbours: a headline before its arguments, and a background without a comma.
		{"티켓 생성 로그인 안 됨", "support.create_ticket"},
		{"재고 수정 SKU-88 40개", "inventory.update"},
		{"재고 조정 요청서 — SKU: BAG-02 / 변경 전: 10 / 변경 후: 14", "inventory.update"}, // 요청서 is a form, no verb
		{"확인해서, 알려줘", ""},
	}
	for _, tt := range tests {
		expectRoute(t, p, tt.query, tt.want)
	}
}

// How many of a product are left, in a warehouse or in stock, asks its stock in every
// language; what else is left (meetings, days off, a warehouse's room, cash) does not.
func TestHowManyAreLeftAsksTheStock(t *testing.T) {
	expectRoutes(t, referencePlanner(t), []namedRoute{
		{"en", "How many WC-5 are left in the warehouse?", "inventory.search"},
		{"en units", "units left of WC-5", "inventory.search"},
		{"ko", "WC-5 창고에 몇 개 남았어?", "inventory.search"},
		{"ko after a sale told", "어제 무선 충전기 WC-5를 많이 팔았어. 그거 지금 창고에 몇 개 남았어?", "inventory.search"},
		{"es", "¿Cuántas unidades de WC-5 quedan en el almacén?", "inventory.search"},
		{"de", "Wie viele WC-5 haben wir noch im Lager?", "inventory.search"},
		{"meetings left", "오늘 회의 몇 개 남았어?", "calendar.list"},
		{"days off left", "How many vacation days do I have left?", ""},
		{"room left", "창고에 남은 공간이 얼마나 돼?", ""},
		{"cash on hand", "cash on hand for Q3", ""},
		{"concert tickets", "How many tickets do we have left for the concert?", ""},
		{"apartment units", "How many units are left in the new apartment building?", ""},
		{"workers in the warehouse", "How many workers are left in the warehouse after 6pm?", ""},
		{"a person still in the warehouse", "Ist Markus noch im Lager oder schon zu Hause?", ""},
		{"a person still in the team", "Do we still have Alice in the marketing team?", ""},
	})
}

// Another person's events, named by a possessive, a person after "de"/"von", or the
// person who has them, are on a calendar the catalog does not list; events with a person
// and events of a season are the asker's own.
func TestAnotherPersonsEventsAreNotListed(t *testing.T) {
	expectRoutes(t, referencePlanner(t), []namedRoute{
		{"es tiene … en la agenda", "¿Qué tiene Javier en la agenda esta tarde?", ""},
		{"es reuniones de Name", "Lista las reuniones de Pedro para el lunes", ""},
		{"es citas tiene el doctor", "¿Qué citas tiene el doctor Romero el martes?", ""},
		{"es reuniones de mi jefe", "¿Cuáles son las reuniones de mi jefe mañana?", ""},
		{"en possessive meetings", "List Pedro's meetings for Monday", ""},
		{"en does … have on his calendar", "What does Javier have on his calendar this afternoon?", ""},
		{"en her calendar", "What's on her calendar tomorrow?", ""},
		{"de Termine von Name", "Zeig mir die Termine von Anna morgen", ""},
		{"meetings with a person", "List my meetings with Pedro on Monday", "calendar.list"},
		{"es reuniones con Name", "Lista las reuniones con Pedro del lunes", "calendar.list"},
		{"es own agenda", "¿Qué tengo en la agenda esta tarde?", "calendar.list"},
		{"es team meetings", "Lista las reuniones de equipo del lunes", "calendar.list"},
		{"es season's events", "Lista los eventos de Navidad de diciembre", "calendar.list"},
		{"en the team's meetings", "Show the team's meetings this week", "calendar.list"},
		{"en meetings does Name have", "What meetings does Sarah have tomorrow?", ""},
		{"en does Name have scheduled", "What does Lisa have scheduled for Monday?", ""},
		{"en his meetings", "Show his meetings for tomorrow.", ""},
		{"de hat Name für Termine", "Was hat Anna morgen für Termine?", ""},
		{"de seinem Kalender", "Was steht in seinem Kalender morgen?", ""},
		{"de Ihrem Kalender is yours", "Was steht morgen in Ihrem Kalender?", "calendar.list"},
		{"de Marias Kalender", "Was steht nächste Woche in Marias Kalender?", ""},
		{"de Jess' Kalender", "Erstelle einen Termin in Jess' Kalender für ihr Onboarding.", ""},
		{"de hat Name im Kalender", "Was hat Omar nächste Woche alles im Kalender?", ""},
		{"en events Name has scheduled", "Show me the events Omar has scheduled for next week.", ""},
		{"en when is Name free", "When is Omar free for a call this week?", ""},
		{"es eventos tiene mi jefa", "¿Qué eventos tiene mi jefa el lunes?", ""},
		{"de the calendar", "Was steht nächste Woche im Kalender?", "calendar.list"},
		{"en am I free", "Am I free on Monday?", "calendar.list"},
		{"en a day is no owner", "What meetings does Friday have?", "calendar.list"},
		{"es my events of a city", "Muéstrame mis eventos de Madrid de la semana que viene.", "calendar.list"},
		{"de my appointments of a company", "Zeig mir meine Termine von Siemens diese Woche.", "calendar.list"},
		{"es my events of a month", "Muéstrame mis eventos de Diciembre.", "calendar.list"},
		{"en a company's events on my calendar", "Show me Google's events on my calendar.", "calendar.list"},
		{"en his availability in a reason", "What meetings do I have with Tom this week? I need to check his availability.", "calendar.list"},
	})
}

// A remark after the ask, opened by a word of digression or giving only a reason, is no
// part of the request; a remark that asks stays, and so does an ask that names nothing.
func TestARemarkAfterTheAskIsNoPartOfIt(t *testing.T) {
	expectRoutes(t, referencePlanner(t), []namedRoute{
		{"ko 참고로", "서울 날씨 알려줘. 참고로 어제 회의는 취소됐어", "weather.current"},
		{"ko 그건 그렇고", "10.1021/acs.nanolett.0c01234 인용한 논문 보여줘. 그건 그렇고 오늘 날씨 좋다", "papers.citations"},
		{"ko 그나저나", "사용자 602 부서를 인사팀으로 바꿔줘. 그나저나 부산 지금 비 온대", "users.update"},
		{"ko a reason closing", "오늘 서울 날씨 어때? 점심 약속이 있어서", "weather.current"},
		{"mixed btw", "user 7788 profile 보여줘, btw 오늘 날씨 미쳤다", "users.lookup"},
		{"en by the way", "Show me the weather in Boston. By the way, my meeting yesterday got cancelled.", "weather.current"},
		{"en btw", "What's the weather in Boston right now? Btw Apple stock went up.", "weather.current"},
		{"de übrigens", "Zeig mir das Wetter in Bonn. Übrigens, das Meeting gestern wurde abgesagt.", "weather.current"},
		{"es por cierto", "Dime el tiempo en Madrid. Por cierto, la reunión de ayer se canceló.", "weather.current"},
		{"ja ちなみに", "東京の天気を教えて。ちなみに昨日の会議はキャンセルになった。", "weather.current"},
		{"a remark that asks stays", "Show me the weather in Boston. By the way, cancel my meeting tomorrow.", ""},
		{"a reason that accepts an answer stays", "アカウントを削除する方法を教えて。ヘルプ記事でいいので。", "support.search"},
		{"a remark of the ask's time stays", "서울 날씨 알려줘. 참고로 내일 거", "weather.forecast"},
		{"a reason with a time stays", "날씨 알려줘. 내일 부산 가니까", "weather.forecast"},
		{"a reason's time is the ask's", "도쿄 날씨 알려줘. 내일 비행기 타니까요", "weather.forecast"},
		{"a remark of the ask's span stays", "AAPL 주가 알려줘, 참고로 2023년 1월부터 3월까지", "finance.history"},
		{"a remark of the ask's subject stays", "価格を教えて。ちなみにビットコインです", ""},
		{"a remark naming a ticker is another thing", "사용자 600 프로필 보여줘. 그건 그렇고 TSLA 요즘 난리네", "users.lookup"},
	})
}

// A chat command that makes a ticket, a Korean support case raised or opened, and an
// after-sales repair filed open a ticket; a repair filed with another company's service
// centre, and other commands, do not.
func TestChatCommandsAndKoreanCasesOpenATicket(t *testing.T) {
	expectRoutes(t, referencePlanner(t), []namedRoute{
		{"/ticket new", `/ticket new "SSO 로그인 실패"`, "support.create_ticket"},
		{"/support-ticket new", "/support-ticket new 결제 페이지 500 에러", "support.create_ticket"},
		{"/ticket neu", "/ticket neu „Outlook synchronisiert nicht“ prio:mittel", "support.create_ticket"},
		{"/ticket close", "/ticket close 4411", ""},
		{"/ticket open by number", "/ticket open 4411", ""},
		{"/ticket open list", "/ticket open list", ""},
		{"/ticket open ticket by number", "/ticket open ticket 4411", ""},
		{"/ticket nuevo with a verb in its content", "/ticket nuevo la impresora no imprime", "support.create_ticket"},
		{"/cal add", "/cal add 'lunch with investors' wed 12:30", "calendar.create"},
		{"케이스 올려", "지원 케이스 하나 올려 줘, 노트북 화면 깜빡임", "support.create_ticket"},
		{"케이스를 연다", "런북 5단계: 장애가 30분 이상 지속되면 고객지원 케이스를 연다", "support.create_ticket"},
		{"ticket으로 올려", "이 issue 지원팀에 ticket으로 올려 주세요", "support.create_ticket"},
		{"AS 접수", "노트북 배터리 불량으로 AS 접수 좀 해줘", "support.create_ticket"},
		{"another company's service centre", "노트북 배터리가 부풀었는데 삼성 서비스센터에 AS 접수 좀 해 줘.", ""},
		{"a repair filed before", "어제 AS 접수했는데 아직 연락이 없어요", ""},
		{"repairs listed", "내 AS 접수 목록 보여줘", ""},
		{"a test case", "테스트 케이스 올려줘", ""},
		{"an inquiry left", "결제 오류 건으로 문의 남겨 주세요", "support.create_ticket"},
		{"an inquiry one wants to leave", "문의 남기고 싶어요, 결제 취소가 안 돼요", "support.create_ticket"},
		{"how an inquiry is left", "문의 남기는 방법", ""},
		{"a support request written up and submitted", "모니터가 안 켜진다고 IT 지원 요청서 좀 작성해서 올려 줘", "support.create_ticket"},
		{"help articles that didn't fix it", "the help articles didn't fix it, please raise a ticket with support about the app crashing", "support.create_ticket"},
	})
}

// A request that only tells what the asker has already done asks nothing; an ask beside
// the telling is still asked. Korean corrections (정정, 바로잡아) update.
func TestWhatTheAskerAlreadyDidAsksNothing(t *testing.T) {
	expectRoutes(t, referencePlanner(t), []namedRoute{
		{"ko ticket opened", "ticket은 이미 제가 open 해 놨어요, 신경 쓰지 마세요", ""},
		{"ko count corrected", "재고 수량은 어제 제가 직접 수정해 두었습니다", ""},
		{"ko event put in", "금요일 면접 일정은 제가 이미 캘린더에 넣어 놨어요", ""},
		{"de entered", "Den Termin habe ich schon selbst eingetragen, danke", ""},
		{"en added", "I already added the event myself, thanks", ""},
		{"an ask after a dash", "I'll look into it myself — find me the knowledge base article on resetting 2FA.", "support.search"},
		{"an ask after a colon", "No me mandes artículos de ayuda, ya los he leído todos: abre un ticket de soporte porque no puedo iniciar sesión", "support.create_ticket"},
		{"an elliptical ask", "I already checked the weather. stock for SKU-9", "inventory.search"},
		{"ko 정정", "사용자 4410 이름 정정해 주세요, 정다은이 맞습니다", "users.update"},
		{"ko 바로잡아", "SKU N-300 재고 수량 바로잡아 주세요, 실제는 61개예요", "inventory.update"},
		{"ko an account set right", "계정 잠금 상태 바로잡아 주세요", ""},
		{"ko a field no update sets", "user 42 성별 정정해 주세요", ""},
		{"ja 訂正して", "ユーザー42のメールアドレスを訂正して", "users.update"},
		{"ja a paper's metadata corrected", "論文の著者情報を訂正して", ""},
	})
}

// Notes named as where the answer goes, what it is for or what the asker is doing, in a
// clause apart from the ask, are not asked for; notes asked for still refuse.
func TestNotesBesideTheAskAreNotAsked(t *testing.T) {
	expectRoutes(t, referencePlanner(t), []namedRoute{
		{"for notes", "메모용으로 서울 현재 날씨 알려줘", "weather.current"},
		{"into the minutes, a reason", "회의록에 넣을 거라서 서울 현재 날씨 알려줘", "weather.current"},
		{"a label", "메모: 서울 현재 날씨 알려줘", "weather.current"},
		{"a note taken", "메모해둘게, AAPL 현재 주가 조회해줘", "finance.quote"},
		{"recording under way", "녹화 중이라서 서울 현재 날씨 알려줘", "weather.current"},
		{"a qualifying verb", "메모에 쓸 서울 현재 날씨 알려줘", "weather.current"},
		{"while tidying", "회의 메모를 정리하는 김에 서울 현재 날씨도 알려줘", "weather.current"},
		{"after the ask", "서울 현재 날씨 알려줘, 회의록에 적을게", "weather.current"},
		{"ja for notes", "メモ用に東京の現在の天気を教えて", "weather.current"},
		{"minutes asked", "회의록 보여줘", ""},
		{"notes asked", "메모 찾아줘", ""},
		{"a meeting's summary", "회의록에 넣을 거라서, 지난주 회의 요약 보여줘", ""},
		{"ja a meeting's points", "メモ用に、さっきの会議の要点を教えて", ""},
		{"a meeting's decisions", "메모용으로, 어제 회의에서 나온 결정사항 정리해줘", ""},
		{"a meeting's time", "さっきの会議の時間を教えて", "calendar.list"},
		{"minutes asked for notes", "메모용으로 회의록 보여줘", ""},
		{"en notes asked", "Show the notes from Monday's meeting", ""},
	})
}

// An act the knowledge base is asked to cover is its topic, as after "about" or "on".
func TestAnActTheKnowledgeBaseCoversIsItsTopic(t *testing.T) {
	expectRoutes(t, referencePlanner(t), []namedRoute{
		{"cover", "Does the knowledge base cover changing the default printer?", "support.search"},
		{"on", "Does the knowledge base have anything on changing the default printer?", "support.search"},
		{"the act asked", "Change the default printer in the knowledge base", ""},
	})
}

// A profile field given a new value, with no verb, changes it; a question about the new
// value reads it.
func TestAProfileFieldsNewValueChangesIt(t *testing.T) {
	expectRoutes(t, referencePlanner(t), []namedRoute{
		{"en address", "user 301 new address: 12 High Street, Leeds", "users.update"},
		{"en phone", "account 88, new phone 555-0142", "users.update"},
		{"es correo", "usuario 88: nuevo correo ana.b@ejemplo.com", "users.update"},
		{"es departamento nuevo", "usuario 42, departamento nuevo: Finanzas", "users.update"},
		{"de E-Mail", "Benutzer 55: neue E-Mail anna@firma.de", "users.update"},
		{"ko 새 이메일", "사용자 42 새 이메일: kim@corp.kr", "users.update"},
		{"a question", "What's user 301's new address?", "users.lookup"},
	})
}

// A user's manager, job title, gender, birthday and orders are details no profile
// lookup returns; the profile itself is looked up.
func TestAUsersManagerTitleGenderAndOrdersAreNotLookedUp(t *testing.T) {
	expectRoutes(t, referencePlanner(t), []namedRoute{
		{"en 's manager", "Who is user 77's manager?", ""},
		{"en who manages", "Who manages user 77?", ""},
		{"es responsable directo", "¿Quién es el responsable directo del usuario 77?", ""},
		{"ko 매니저가 누구", "사용자 45 매니저가 누구야? 결재 올리려고", ""},
		{"es cargo", "¿Qué cargo tiene la usuaria 2040 según su perfil?", ""},
		{"es género", "¿Cuál es el género registrado en la cuenta 5521?", ""},
		{"en birthday on a profile", "What's the birthday on user 42's profile?", ""},
		{"es pedidos", "Lista los pedidos del usuario 88 del último mes", ""},
		{"es compras", "Muestra las compras de la cuenta 88", ""},
		{"the profile", "Show me user 77's profile", "users.lookup"},
		{"en employee id", "What's user 6602's employee ID in the HR system?", ""},
		{"de Personalnummer", "Wie ist die Personalnummer von Benutzer 6602 im HR-System?", ""},
		{"en the account that placed an order", "Look up the account that placed order 55821.", ""},
		{"es who placed an order", "Busca los datos de la cuenta que hizo el pedido 55821.", ""},
		{"an employee number changed", "Change the employee number of user 44 to E-9981", ""},
		{"today's orders beside a stock ask", "How many SKU-55 do we have? I need to fill today's orders.", "inventory.search"},
		{"a birthday event", "Create an event for user 301's birthday on June 5.", "calendar.create"},
		{"a meeting with a manager", "Schedule a meeting with Sarah's manager on Friday at 3pm", "calendar.create"},
	})
}

// A headline act after a frame and a colon is the request's act when the whole names
// none.
func TestAHeadlineActAfterAFrame(t *testing.T) {
	expectRoutes(t, referencePlanner(t), []namedRoute{
		{"framed", `Please execute: 캘린더 이벤트 생성 — title: "팀 점심", when: 수요일 12pm`, "calendar.create"},
		{"unframed", `캘린더 이벤트 생성 — title: "팀 점심", when: 수요일 12pm`, "calendar.create"},
		{"a read framed", "Please execute: 재고 조회 SKU-9", "inventory.search"},
		{"an act no route offers, framed", "Please execute: 일정 삭제 — 금요일 회의", ""},
	})
}

// What a Korean request asks after something is over is asked after it; an ask that
// names nothing at all after a story asks about something beside the catalog, unless it
// asks how many or whether any.
func TestAnAskAfterSomethingIsOver(t *testing.T) {
	expectRoutes(t, referencePlanner(t), []namedRoute{
		{"a trip", "논문 마감 끝나고 여행 갈까?", ""},
		{"a coffee", "일정 정리 끝나고 커피 마실래?", ""},
		{"the weather", "회의 끝나고 서울 날씨 알려줘", "weather.current"},
		{"a stock", "재고 조사 끝나면 SKU-9 수량 알려줘", "inventory.search"},
		{"a dinner after a fridge's stock", "냉장고 재고 확인해 보니 두부, 애호박, 계란밖에 없네. 저녁 뭐 해 먹지?", ""},
		{"how many, of the story's SKU", "Ein Kunde will 50 Stück von SKU-F61 bestellen. Haben wir so viele?", "inventory.search"},
		{"how many left, of the story's code", "品番B-220の問い合わせが多いです。残りはいくつ？", "inventory.search"},
		{"whether there are any, of the story's SKU", "SKU A-100 재고 확인하려고 하는데, 몇 개 있어?", "inventory.search"},
	})
}

// A change to a field of a person's profile or account that is no profile field (a name,
// contact detail, department, job title, time zone or language) is no profile update; a
// field the vocabulary does not know fails closed.
func TestAFieldNoProfileHoldsIsNotUpdated(t *testing.T) {
	expectRoutes(t, referencePlanner(t), []namedRoute{
		{"en salary", "Update the salary on Priya's profile to 85k", ""},
		{"en session timeout", "Set the session timeout for user 42 to 30 minutes", ""},
		{"de Bankverbindung", "Ändere die Bankverbindung im Konto von Benutzer 4410", ""},
		{"es foto de perfil", "Cambia la foto de perfil del usuario 5120", ""},
		{"en phone", "Change user 42's phone number to 555-1234", "users.update"},
		{"en department", "Set the department on user 42's profile to Sales", "users.update"},
		{"en the profile as a whole", "update the user profile for user 9001 job title to Engineer", "users.update"},
		{"de Anzeigename", "ändere den Anzeigenamen von Benutzer 611 auf Ana", "users.update"},
		{"es cargo", "Cambia el cargo del usuario 42 a Analista", "users.update"},
		{"a typo", "fix the typo in Jon's profile, his name is spelled John", "users.update"},
		{"a position", "Update user 42's position to Senior Engineer", "users.update"},
		{"a contact email", "Update user 42's contact email to a@b.com", "users.update"},
		{"an emergency contact", "Update the emergency contact on user 5120's profile.", ""},
		{"a field changed beside", "Set user 42's account status to active and update the email to x@y.com", "users.update"},
	})
}

// A question that asks a field of a numbered user or account that no profile read returns
// (only a name, a postal address, a department or the record as a whole) is refused; the
// field the vocabulary does not know fails closed.
func TestAFieldNoProfileReadReturnsIsNotLookedUp(t *testing.T) {
	expectRoutes(t, referencePlanner(t), []namedRoute{
		{"en last purchase", "What was user 12's last purchase?", ""},
		{"en onboarding buddy", "Who is the onboarding buddy of user 42?", ""},
		{"en birthday", "user 913's birthday", ""},
		{"de Teamleiter", "Wer ist der Teamleiter von Benutzer 42?", ""},
		{"es último pedido", "¿Cuál fue el último pedido del usuario 9?", ""},
		{"ko 팀장", "사용자 42의 팀장이 누구야?", ""},
		{"ja チームリーダー", "ユーザー42のチームリーダーは誰？", ""},
		{"en department", "user 42's department", "users.lookup"},
		{"en new address", "What's user 301's new address?", "users.lookup"},
		{"en the profile, with a reason after", "can you look up user 42's profile to confirm?", "users.lookup"},
		{"en what is on file", "Can you tell me what's on file for account 3390?", "users.lookup"},
		{"de Abteilung", "Was ist die Abteilung von Benutzer 42?", "users.lookup"},
		{"es departamento", "¿Cuál es el departamento del usuario 42?", "users.lookup"},
		{"ko 정보", "사용자 42의 정보가 뭐야", "users.lookup"},
		{"ko 이름", "사용자 42의 이름이 뭐야", "users.lookup"},
		{"ja 情報", "ユーザー42の情報は？", "users.lookup"},
		{"ja 所属", "ユーザー42の所属は？", "users.lookup"},
		{"en surname", "What's user 42's surname?", "users.lookup"},
		{"en basic info", "What's the basic info for user 42?", "users.lookup"},
		{"ko who the user is", "사용자 42는 누구야?", "users.lookup"},
		{"ko 실명", "사용자 42의 실명이 뭐야?", "users.lookup"},
	})
}

// Fog, thunderstorms, hail, sunshine and getting warmer or colder are the weather's
// conditions; other senses of the words are not.
func TestFogStormsSunAndWarmthAreWeather(t *testing.T) {
	expectRoutes(t, referencePlanner(t), []namedRoute{
		{"de neblig", "Ist es in Dresden gerade neblig?", "weather.current"},
		{"de scheint die Sonne", "Scheint in Basel gerade die Sonne?", "weather.current"},
		{"de gewittert", "Gewittert es in Mainz gerade?", "weather.current"},
		{"de wärmer wird", "Wird es nächste Woche in Berlin wärmer?", "weather.forecast"},
		{"en foggy", "Is it foggy in Dresden right now?", "weather.current"},
		{"de stürmisch", "Ist es in Nürnberg gerade stürmisch?", "weather.current"},
		{"de Glatteis", "Gibt es übermorgen in München Glatteis?", "weather.forecast"},
		{"de kalt", "Ist es in Hamburg gerade kalt?", "weather.current"},
		{"en icy", "Is it icy in Denver tomorrow?", "weather.forecast"},
		{"es hace frío", "¿Hace frío ahora en Madrid?", "weather.current"},
		{"de draußen", "Wie ist es gerade draußen in Hamburg?", "weather.current"},
		{"de friert", "Friert es gerade in Bremen?", "weather.current"},
		{"de a jacket", "Brauche ich in München gerade eine Jacke?", "weather.current"},
		{"es a coat on a weekday", "¿Me conviene llevar abrigo a Bogotá el jueves?", "weather.forecast"},
		{"es hará frío", "¿Hará frío el domingo en Madrid?", "weather.forecast"},
		{"de this week's snow", "Schneit es diese Woche noch in Berlin?", "weather.forecast"},
		{"en this week's weather", "What's the weather this week in Berlin?", "weather.forecast"},
		{"buying a jacket", "Wo kaufe ich heute in Berlin eine Jacke?", ""},
		{"de wie wird's", "Wie wird's morgen in Bremen?", "weather.forecast"},
		{"de warm", "Ist es in Berlin gerade warm?", "weather.current"},
		{"es qué tiempo", "¿Qué tiempo nos espera el fin de semana en Sevilla?", "weather.forecast"},
		{"en an umbrella for a city", "Do I need an umbrella for Seattle tomorrow?", "weather.forecast"},
		{"es clima laboral", "¿Cómo mejoro el clima laboral en mi equipo?", ""},
		{"sunny-day games", "What are some good sunny-day activities for toddlers?", ""},
		{"de snow depth", "Wie viel Neuschnee liegt gerade in Oberstdorf?", ""},
		{"es sun told, the tide asked", "Vamos a la playa en Cádiz el domingo y ya vi que hará sol. ¿A qué hora es la marea alta?", ""},
		{"de a storm told, the conditions asked", "Mein Kollege in Zürich sagt, bei ihm stürmt es. Wie sind die Bedingungen dort gerade wirklich?", "weather.current"},
		{"es sunrise", "¿A qué hora sale el sol mañana en Sevilla?", ""},
		{"a hot market", "Ist der Wohnungsmarkt in Berlin gerade heiß?", ""},
		{"a cold call", "Is it too late to cold call clients in New York today?", ""},
		{"de aufs Glatteis", "Will der Kunde uns morgen in München aufs Glatteis führen?", ""},
		{"de a stormy relationship", "Die Beziehung zwischen den Teams in Köln ist gerade stürmisch", ""},
		{"de wie wird's with a project", "Wie wird's heute mit dem Projekt in Bonn weitergehen?", ""},
		{"cold coffee", "Is the coffee in Berlin cold now?", ""},
		{"brain fog", "Nebel im Kopf, was hilft?", ""},
		{"warmer socks", "Which is warmer for hiking socks, merino or cotton?", ""},
		{"a storm delays a flight", "Ich müsste wissen, ob mein Flug LH 1234 nach Frankfurt wegen des Gewitters Verspätung hat.", ""},
		{"a fog machine", "Find me a good fog machine for the party", ""},
		{"how fog forms", "How does fog form?", ""},
		{"warmer in a relationship", "Wird es in der Beziehung wieder wärmer?", ""},
		{"the sun on a walk", "Die Sonne scheint, lass uns spazieren gehen", ""},
		{"a storm at the office", "Se avecina una tormenta en la oficina con el jefe", ""},
	})
}

// A help article's rating, its being flagged out of date, its translations and its
// popularity are no search of its content; a story that it was out of date is.
func TestAHelpArticlesStandingIsNotSearched(t *testing.T) {
	expectRoutes(t, referencePlanner(t), []namedRoute{
		{"en rating", "What rating did users give the knowledge base article on printer setup?", ""},
		{"en flagged outdated", "Report the help article on refunds as outdated.", ""},
		{"en translation", "Is the help article on data exports available in Japanese?", ""},
		{"de auch auf Japanisch", "Gibt es den Hilfeartikel zum Datenexport auch auf Japanisch?", ""},
		{"es valoración", "¿Qué valoración tiene el artículo de la base de conocimiento sobre la configuración de impresoras?", ""},
		{"a story that it was outdated", "The help article on ticket priorities was outdated – find me the current one.", "support.search"},
		{"a search in a language", "Such bitte auf Englisch nach einem Hilfeartikel zu Rückerstattungen", "support.search"},
		{"articles about rating products", "Find help articles about rating products in the store", "support.search"},
		{"a stock's new quantity", "SKU-4411 new quantity: 19", "inventory.update"},
	})
}

// A Korean event marked, blocked or recorded on the calendar, or said to be missing from
// it, is to be created; a question about what is missing lists.
func TestAKoreanEventMissingFromTheCalendarIsCreated(t *testing.T) {
	expectRoutes(t, referencePlanner(t), []namedRoute{
		{"marked", "12월 24일 하루 종일 휴가로 캘린더에 표시해 주세요", "calendar.create"},
		{"blocked", "금요일 오후 전체를 집중 근무 시간으로 캘린더에 막아 주세요", "calendar.create"},
		{"missing", "목요일 오전 design review가 calendar에 아직 없네요", "calendar.create"},
		{"left out", "다음 주 수요일 2pm 1on1이 calendar에 빠져 있어요", "calendar.create"},
		{"has to be in", "월요일 아침 병원 예약이 일정에 잡혀야 합니다", "calendar.create"},
		{"a question", "내일 일정에 아직 없는 회의 있어?", "calendar.list"},
	})
}

// Where the documentation on a topic is asks for the documentation; another product's
// help is beside the catalog's.
func TestWhereTheDocumentationIsAsksForIt(t *testing.T) {
	expectRoutes(t, referencePlanner(t), []namedRoute{
		{"ko a manual", "프린터 연결 방법이 정리된 매뉴얼이 어디 있을까요", "support.search"},
		{"ko a solution document", "블루투스 페어링 오류 해결 문서 찾아", "support.search"},
		{"en a help article", "Where can I find the help article on SSO?", "support.search"},
		{"en a troubleshooting article", "bluetooth pairing 오류 troubleshooting article 찾아", "support.search"},
		{"another product's help", "where's the help article in Notion about databases and relations?", ""},
		{"ja another product's help", "Excelのピボットテーブルのヘルプってどこで見られる？", ""},
		{"a warehouse's place", "Where is the warehouse with SKU-9?", ""},
	})
}

// Stock that expires, is on a truck, lies in a bin or is split by store is no quantity a
// stock search returns.
func TestStockExpiringInTransitOrByStoreIsNotSearched(t *testing.T) {
	expectRoutes(t, referencePlanner(t), []namedRoute{
		{"en expiring", "Check stock expiring before June for SKU MED-300.", ""},
		{"de abläuft", "Prüfe den Bestand von SKU MED-300, der vor Juni abläuft.", ""},
		{"en on the truck", "How much stock of SKU BX-1120 is on the truck to Dallas?", ""},
		{"de Lagerfach", "In welchem Lagerfach liegt SKU BX-1120?", ""},
		{"en each store", "Check inventory for SKU BX-1120 at each store location.", ""},
		{"the stock", "Wie viel Bestand hat SKU BX-1120?", "inventory.search"},
	})
}

// A site named by its place is a place ("am Standort Hannover"), no one's current
// location; a user's site is still no profile detail.
func TestASiteNamedByItsPlaceIsAPlace(t *testing.T) {
	expectRoutes(t, referencePlanner(t), []namedRoute{
		{"am Standort", "aktuelles Wetter am Standort Hannover prüfen", "weather.current"},
		{"a form's field", "Formularfeld „Standort\": Dresden – Feld „Abfrage\": aktuelles Wetter", "weather.current"},
		{"users at a site", "Welche Nutzer gehören zum Standort München?", ""},
		{"a user's whereabouts", "Zeig mir den aktuellen Standort von Benutzer 42", ""},
	})
}

// "Ich frage mich, ob …" asks what follows; whether something is worth doing is advice.
func TestAQuestionAfterIWonderIsTheAsk(t *testing.T) {
	expectRoutes(t, referencePlanner(t), []namedRoute{
		{"whether it rains", "Ich frage mich, ob es morgen in Köln regnet", "weather.forecast"},
		{"whether it rains, and pollen", "Ich frage mich, ob es morgen in Köln regnet und wie hoch die Pollenbelastung ist", ""},
		{"worth a ticket", "Ich frage mich, ob es überhaupt Sinn hätte, wegen eines so kleinen Darstellungsfehlers ein Ticket aufzumachen", ""},
		{"another shop's stock", "Ich frage mich, ob Zalando die Veja-Sneaker in Größe 42 noch vorrätig hat.", ""},
	})
}

// The end of a year named by its number is that year's, no time ahead.
func TestTheEndOfANamedYearIsPast(t *testing.T) {
	expectRoutes(t, referencePlanner(t), []namedRoute{
		{"de Jahresende 2021", "Wie hoch war die Infineon-Aktie zum Jahresende 2021?", "finance.history"},
		{"de Jahresende ahead", "Wo steht die SAP-Aktie zum Jahresende?", ""},
	})
}

// The teams or groups a user is in, a meeting's agenda, its room and its attendee list
// are details no lookup or listing returns.
func TestAUsersTeamsAndAMeetingsAgendaAndRoomAreNotListed(t *testing.T) {
	expectRoutes(t, referencePlanner(t), []namedRoute{
		{"en which teams", "Which teams is user 4471 a member of?", ""},
		{"de Gruppen von", "Gruppen von Benutzer 4471", ""},
		{"es grupos del usuario", "grupos del usuario 4471", ""},
		{"en agenda for a meeting", "agenda for the board meeting", ""},
		{"es agenda de la reunión", "agenda de la reunión de directorio", ""},
		{"en which room", "I'd like to know which room the all-hands is in", ""},
		{"es qué sala", "¿En qué sala es la reunión de diseño?", ""},
		{"en attendee list", "I'd love to see the attendee list for the product launch event", ""},
		{"en my agenda is my calendar", "What's on my agenda for Friday?", "calendar.list"},
		{"es mi agenda", "Muéstrame mi agenda del lunes", "calendar.list"},
		{"the profile", "Show me user 4471's profile", "users.lookup"},
	})
}

// A service, a database or code named after a catalog's records is software, not the
// records; the catalog's own database searched for its records, a help centre's
// database and a log line's source are not.
func TestSoftwareNamedAfterTheRecordsIsNotTheRecords(t *testing.T) {
	expectRoutes(t, referencePlanner(t), []namedRoute{
		{"deploy a service", "/deploy inventory-service v2.4.1 to production", ""},
		{"back up a database", "back up the calendar database tonight", ""},
		{"a snapshot job", "JOB: nightly-backup | target: users-db | action: snapshot to s3://backups/users", ""},
		{"a ticket about a service", "Open a support ticket: the users-api is returning 500 errors", "support.create_ticket"},
		{"an event about a deploy", "Create a calendar event Friday 10am: deploy inventory-service", "calendar.create"},
		{"a help article about a backup", "Find the knowledge-base article on restoring the users-db from a backup", "support.search"},
		{"ko a service's logs", "날씨 서비스 로그 좀 확인해줘, 에러 계속 나", ""},
		{"a function in a repo", "find where create_ticket is defined in the backend repo", ""},
		{"de Codebasis", "Durchsuche die Codebasis nach Aufrufen von get_user_profile", ""},
		{"the materials database", "Such mal in der materials database nach halbleitern mit band gap um 2 eV.", "materials.search"},
		{"de Materials-DB", "Gib mir Kandidaten aus der Materials-DB mit band gap unter 0,5 eV.", "materials.search"},
		{"the support database", "Mein Laptop verbindet sich nicht mit dem VPN. Gibt es dazu einen Artikel in der Support-Datenbank?", "support.search"},
		{"a log line's source", "2024-09-10 07:58:14 INFO user-service: Benutzerabfrage id=u_71002", "users.lookup"},
		{"de the function named", "Verwende die Funktion weather.current für Graz.", "weather.current"},
	})
}

// Korean writes told indirectly: an event said to belong on the calendar, a profile's
// value told stale or wished, a count told wrong beside the right one, a request wished
// filed.
func TestKoreanWritesToldIndirectly(t *testing.T) {
	expectRoutes(t, referencePlanner(t), []namedRoute{
		{"not yet on the calendar", "다음 주 수요일 오후에 치과 예약이 있는데 캘린더에 아직 안 들어가 있네요", "calendar.create"},
		{"kept on the calendar", "목요일 저녁 6시 동기 모임을 깜빡하지 않게 캘린더에 남겨 뒀으면 해요", "calendar.create"},
		{"a stale team", "부서 이동을 했는데 제 계정 정보는 아직 영업팀으로 되어 있어요", "users.update"},
		{"a value wished", "제 계정 언어 설정이 영어로 되어 있는데 한국어였으면 해요", "users.update"},
		{"not reflected", "job title이 Senior Engineer로 바뀌었는데 profile엔 반영이 안 돼 있네요", "users.update"},
		{"a wrong count and the real one", "SKU T-3 stock이 mismatch 나요, 실물은 18개입니다", "inventory.update"},
		{"the right total", "입고 처리 누락으로 SKU R-2 수량이 30개 적게 잡혀 있어요, 총 80개가 맞아요", "inventory.update"},
		{"a request wished filed", "Slack 알림이 안 와서 support 쪽에 정식으로 report 되면 좋겠어요", "support.create_ticket"},
		{"a question about the calendar", "금요일 팀 회의가 캘린더에 아직 안 들어가 있나요?", "calendar.list"},
		{"a check of a stale value", "사용자 42의 부서가 아직 영업팀으로 되어 있는지 확인해 주세요", "users.lookup"},
		{"a request already filed", "지원 요청으로 남겨 주신 건은 확인했습니다", ""},
		{"a stock question", "SKU T-3 재고 몇 개 남았어?", "inventory.search"},
		{"the calendar read", "다음 주 캘린더에 뭐 있어?", "calendar.list"},
	})
}

// A company's standing told with the market's own verbs asks its share price; the same
// verbs about a place, a bank account or cake do not.
func TestAShareToldByTheMarketsVerbs(t *testing.T) {
	expectRoutes(t, referencePlanner(t), []namedRoute{
		{"de im Plus", "Ist Adidas heute im Plus?", "finance.quote"},
		{"de wo handelt", "Bevor ich in die Besprechung gehe: Wo handelt Microsoft gerade?", "finance.quote"},
		{"es a cuánto está", "¿A cuánto está Inditex ahora?", "finance.quote"},
		{"es una acción de", "¿Cuánto cuesta hoy una acción de Apple?", "finance.quote"},
		{"es cómo cerró", "¿Cómo cerró Telefónica ayer?", "finance.history"},
		{"es cuánto valía", "¿Cuánto valía una acción de Google hace un año?", "finance.history"},
		{"de a place", "Wo liegt Heidelberg?", ""},
		{"de a club", "Ist der Verein dieses Jahr im Plus?", ""},
		{"a person up today", "Is Sarah up today? She had a late shift", ""},
		{"a shop's opening", "What does Costco open at on Sundays?", ""},
		{"de a football club", "Wo steht Schalke gerade?", ""},
		{"es a match", "¿Cómo cerró el Real Madrid ayer el partido?", ""},
		{"ja a fever", "熱、今日は上がってる？", ""},
		{"de cake", "Wie viele Kalorien hat ein Stück Käsekuchen?", ""},
		{"es a distance", "¿A cuánto está Toledo de Madrid?", ""},
		{"es a share's beta", "obtén la beta de la acción de AMZN", ""},
		{"en up today", "Is Apple up today?", "finance.quote"},
		{"en opened at", "What did Tesla open at yesterday?", "finance.history"},
		{"en X stock in the green", "Is Meta stock in the green this morning?", "finance.quote"},
		{"de grün oder rot", "Ist Apple heute grün oder rot?", "finance.quote"},
		{"de wie steht", "Wo steht Siemens gerade?", "finance.quote"},
		{"es está subiendo", "¿Está subiendo Inditex hoy?", "finance.quote"},
		{"es quedó al cierre", "¿En cuánto quedó Telefónica al cierre de ayer?", "finance.history"},
		{"ja 上がってる", "トヨタ、今日は上がってる？", "finance.quote"},
		{"de silver", "Wo steht Silber heute?", ""},
		{"a shop is open", "Is Apple Store open today?", ""},
	})
}

// A school's or a faith's calendar, a band, craft material, stock photos, printer paper,
// a quotation and an insurance offer are beside the catalog; a concert put on the
// calendar, paper stock in the warehouse and a citation list are not.
func TestEverydaySensesOfTheCatalogsWords(t *testing.T) {
	expectRoutes(t, referencePlanner(t), []namedRoute{
		{"an academic calendar", "cuándo empieza el academic calendar de la UNAM?", ""},
		{"one's own school calendar", "What's on my school calendar tomorrow?", "calendar.list"},
		{"a rehearsal with a band", "Add a rehearsal with the jazz band to my calendar Sunday at 5", "calendar.create"},
		{"printer paper's stock", "Set the stock of printer paper SKU PP-500 to 120", "inventory.update"},
		{"ko 학사일정", "학교 학사일정에 겨울방학 언제 시작해?", ""},
		{"ja 年間行事", "学校の年間行事予定で運動会はいつ？", ""},
		{"a band", "find a jazz band for our wedding", ""},
		{"craft materials", "find craft materials for a kids' birthday party", ""},
		{"es fotos de stock", "busca fotos de stock de una playa", ""},
		{"printer paper", "order a ream of A4 paper for the office printer", ""},
		{"a quotation", "give me an inspiring quote from Einstein", ""},
		{"de an insurance offer", "Hol mir ein Angebot für eine Hausratversicherung", ""},
		{"a concert on the calendar", "Ich habe Konzertkarten gekauft. Trag mir das Konzert am Samstag um 20 Uhr in den Kalender ein.", "calendar.create"},
		{"paper in the warehouse", "창고에 A4 용지 재고 있나 조회해 주세요", "inventory.search"},
		{"a paper jam ticket", "new support ticket: 3층 printer 또 paper jam, priority high", "support.create_ticket"},
		{"de Zitate of a DOI", "Zitate 10.1000/omega", "papers.citations"},
	})
}

// A change of an account's state, a detail no profile returns, a second step no
// endpoint takes (printing, posting to a chat) and a company wiki are refused; a profile
// field changed beside a state word is not.
func TestAccountStatesDetailsSecondStepsAndWikis(t *testing.T) {
	expectRoutes(t, referencePlanner(t), []namedRoute{
		{"suspend", "edit user account 77: suspend", ""},
		{"de Status inaktiv", "Kontodaten von Benutzer 77 ändern: Status = inaktiv", ""},
		{"es caduque", "editar la cuenta de usuario 77 para que caduque el 31 de diciembre", ""},
		{"a group", "edit user account 410 and add her to the billing group", ""},
		{"a field beside a state", "Change user 42's email to a@b.com — her account was suspended last year by mistake", "users.update"},
		{"a status message", "Change user 33's status to \"on vacation\"", "users.update"},
		{"marital status", "look up a user profile's marital status, user 204", ""},
		{"online now", "Ist Benutzer 77 gerade online?", ""},
		{"a user's orders", "look up user 77's shipping orders", ""},
		{"post to a chat", "search support knowledge base articles and post the link in Slack", ""},
		{"a post told of another", "My manager will post it in the team chat himself — just get me AAPL's current price", "finance.quote"},
		{"a position holding a state's word", "Change user 42's position to Group Lead", "users.update"},
		{"print", "search support knowledge base articles and print the top three", ""},
		{"a print edition", "find papers in the print edition of Nature about graphene", "papers.search"},
		{"a company wiki", "search our internal wiki for the expense policy", ""},
		{"a support wiki", "such ma im support-wiki nach 'passwort vergessen'", "support.search"},
		{"the profile", "look up user 204's profile", "users.lookup"},
		{"a lot's count", "Update inventory quantity for SKU MED-300 lot 22-0457 to 30.", ""},
		{"de a Charge's count", "Aktualisiere die Bestandsmenge für SKU MED-300 Charge 22-0457 auf 30.", ""},
		{"a job's batch", "batch 7/12: retrieve lattice + crystal structure for mp-149 (Si)", "materials.structure"},
	})
}

// A Korean or Japanese task given after a frame as a value set is that change; a
// verbal noun before a dash heads the request; a setting named alone is a topic.
func TestATaskFramedAsAValueSet(t *testing.T) {
	expectRoutes(t, referencePlanner(t), []namedRoute{
		{"ko 재고 설정", "다음 작업을 실행해 주세요: SKU A-1203 재고 수량을 45개로 설정", "inventory.update"},
		{"ko 시간대 설정", "다음 작업을 실행해 주세요: 사용자 2231의 시간대를 Asia/Seoul로 설정", "users.update"},
		{"ja 設定", "以下の操作を実行してください: ユーザー 3307 のタイムゾーンを JST に設定", "users.update"},
		{"ko 맞추기", "다음 작업을 실행해 주세요: SKU Z-88 재고 수량을 45개로 맞추기", "inventory.update"},
		{"ko 생성 - 제목", "고객 지원 티켓 생성 - 배송 지연", "support.create_ticket"},
		{"ko a setting's help", "이메일 설정 도움말", "support.search"},
		{"ko kb search a setting", "KB 검색 - 일정 공유 설정", "support.search"},
	})
}

// A further act joined to the main one that no endpoint does refuses the request:
// notifying everyone, booking the room, computing a measure.
func TestAJoinedActNoEndpointDoes(t *testing.T) {
	expectRoutes(t, referencePlanner(t), []namedRoute{
		{"notify all", "Create the board meeting on the 20th and notify all board members.", ""},
		{"de benachrichtige alle", "Lege die Vorstandssitzung am 20. an und benachrichtige alle Vorstandsmitglieder.", ""},
		{"book the room", "Create an event tomorrow at 10 in meeting room Atlas and book the room.", ""},
		{"es reserva la sala", "Crea un evento mañana a las 10 en la sala Atlas y reserva la sala.", ""},
		{"compute a return", "historical prices for a ticker and date range, then compute the return for AAPL in 2023", ""},
		{"es calcular la media", "precios históricos de ITX en 2020 y calcular la media", ""},
		{"de berechne", "Dotiere Silizium virtuell mit Phosphor und berechne die Bandlücke", ""},
		{"text it", "future weather forecast for Denver and text it to my wife", ""},
		{"warn everyone", "find the forecast for Paris and warn everyone on the trip", ""},
		{"tell all the buyers", "check stock of SKU 9 and tell all the buyers", ""},
		{"de schick sie an", "Finde Hilfeartikel zu VPN und schick sie an Max", ""},
		{"tell me", "check stock of SKU 9 and tell me how many are left", "inventory.search"},
		{"with a reminder", "Add my dentist appointment on Tuesday with a reminder the day before.", ""},
		{"de mit Erinnerung", "Trag meinen Zahnarzttermin am Dienstag ein, mit Erinnerung am Vortag.", ""},
		{"no reminder needed", "Schedule a sync on Monday 10am — no reminder needed", "calendar.create"},
		{"an event to remind", "Create an event on Friday at 9 to remind me to pay rent.", "calendar.create"},
		{"a reminder event", "Add a reminder event \"prep numbers\" on Tuesday at 8am", "calendar.create"},
		{"de verb-final übersetzen", "Hilfedokumentation finden und ins Französische übersetzen", ""},
		{"de verb-final ausdrucken", "Hilfedokumentation finden und ausdrucken", ""},
		{"de two reads", "Zeig mir die Termine von heute und morgen", "calendar.list"},
		{"de a help topic of two acts", "Suche den Hilfeartikel zum Thema Dateien hochladen und teilen", "support.search"},
		{"de a ticket's problem", "Ticket erstellen: ich kann mich nicht anmelden und keine Dateien hochladen", "support.create_ticket"},
		{"compute as a noun", "how many compute modules with SKU CM4-8 are in stock", "inventory.search"},
		{"no need to calculate", "what is the latest price of AAPL, no need to calculate anything", "finance.quote"},
		{"the event alone", "Create an event tomorrow at 10 in meeting room Atlas.", "calendar.create"},
		{"send me the list", "List my events next week and send me the list", "calendar.list"},
		{"post it in a channel", "check the current weather in Boston and post it in the team Slack channel", ""},
		{"post the number", "check SKU 44-C stock and post the number in the warehouse channel", ""},
		{"someone else posts it", "Jana will post it in Slack herself; what's the forecast for Munich tomorrow?", "weather.forecast"},
		{"email me the list", "find papers on diffusion models and email me the list", ""},
		{"paste them into a reply", "search the help center for refund policy articles and paste them into my reply to the customer", ""},
		{"cc someone", "file a support request for the broken AC and cc my manager", ""},
		{"notify a team", "open a support ticket about the broken projector and notify facilities on Slack", ""},
		{"reply to a customer", "search help docs on refunds and reply to the customer with the best one", ""},
		{"reply as a noun", "Find research articles on email overload and reply latency.", "papers.search"},
		{"reply emails in a ticket", "Open a support ticket: customers get no confirmation and reply emails bounce.", "support.create_ticket"},
		{"what happens when", "Open a ticket — when I reply to a customer and cc my manager, the cc is dropped.", "support.create_ticket"},
	})
}

// A schedule others keep for everyone (rubbish collection, broadcasts, deliveries) lists
// no events of the user's, and news, blog and magazine articles are no research papers.
func TestPublicSchedulesAndNewsArticles(t *testing.T) {
	expectRoutes(t, referencePlanner(t), []namedRoute{
		{"ko 쓰레기 수거", "우리 동네 쓰레기 수거 일정 알려줘", ""},
		{"ko 방영", "드라마 다음 화 방영 일정 찾아줘", ""},
		{"en garbage collection", "when is the garbage collection this week?", ""},
		{"ko a meeting about it", "전시회 일정 협의 미팅을 목요일 오후 4시에 추가해줘", "calendar.create"},
		{"ko own entries", "내가 등록한 전시회 일정 보여줘", "calendar.list"},
		{"ko a ticket about it", "방송 일정 알림이 안 와요, 지원 티켓 열어줘", "support.create_ticket"},
		{"ko help on writing blog posts", "블로그 글 작성 방법 도움말 문서 찾아줘", "support.search"},
		{"en papers classifying news articles", "Find papers that classify news articles by political bias.", "papers.search"},
		{"de Müllabfuhr", "Wann ist die Müllabfuhr?", ""},
		{"ja ゴミ収集", "ゴミ収集の日程を教えて", ""},
		{"ko my schedule", "다음 주 일정 알려줘", "calendar.list"},
		{"en news articles", "find today's news articles about inflation", ""},
		{"ko 뉴스 기사", "오늘 주요 뉴스 기사 검색해 줘", ""},
		{"en blog articles", "find blog articles about React", ""},
		{"en papers about news", "find papers about fake news", "papers.search"},
		{"en papers on blogs", "search papers on blog spam detection", "papers.search"},
		// Festivals, tours and screenings are kept by others.
		{"ko 영화제", "부산국제영화제 상영 일정 알려줘.", ""},
		{"ja 花火大会", "今年の隅田川花火大会の日程はいつ？", ""},
		{"de Oktoberfest", "Welche Veranstaltungen gibt es diese Woche auf dem Oktoberfest?", ""},
		{"en a bus timetable", "bus 38 timetable on sundays please", ""},
		{"es el cercanías", "¿cuál es el horario del cercanías de madrid a alcalá los domingos?", ""},
		{"en a festival on my own calendar", "add the jazz festival to my calendar on Saturday at 6pm", "calendar.create"},
	})
}

// A phone given by its number is a person's phone, and a Korean or Japanese change of a
// profile field to a value, the owner unsaid, is the asker's own profile.
func TestAPhoneByItsNumberAndAnUnsaidOwnersField(t *testing.T) {
	expectRoutes(t, referencePlanner(t), []namedRoute{
		{"es teléfono with the number", "Actualiza mi teléfono a 600 111 222", "users.update"},
		{"en phone with the number", "Change my phone to 555 1234", "users.update"},
		{"en an employee ID given", "Who is the user with employee ID 40217?", "users.lookup"},
		{"en an employee ID asked", "What's user 6602's employee ID in the HR system?", ""},
		{"en an employee profile with a user ID", "Pull up the employee profile for user ID 88231 (Dana Whitfield), I need her department.", "users.lookup"},
		{"de a phone's app", "die App auf meinem Handy aktualisieren", ""},
		{"ja 部署", "部署を開発部に変更してください", "users.update"},
		{"ko 부서", "부서를 마케팅팀으로 바꿔주세요", "users.update"},
		{"ko a department renamed", "부서명 변경해 줘", ""},
		{"ja an event's time zone", "予定のタイムゾーンをUTCに変更して", ""},
		{"ko a roster", "고객 명부에 부서가 아직 영업팀으로 되어 있어요", ""},
		{"de a stale phone", "Meine Telefonnummer im Profil ist veraltet", "users.update"},
		{"es an address changed", "Mi dirección ha cambiado, ahora es Avenida de la Paz 8, Valencia", "users.update"},
		{"ja an address changed", "住所が変わりました", "users.update"},
		{"en moved home", "I've moved, my new address is 12 Main St", "users.update"},
		{"en a question", "Has my address changed?", ""},
		{"en an office's address", "The office address has changed to 5 Elm St", ""},
		{"ja a check", "ユーザー42の住所が古いままかどうか確認して", "users.lookup"},
		{"ja someone else fixes it", "部署が営業部のままになってるけど、人事が直すらしいから触らないで", ""},
		{"ko a subtitle language", "자막 언어를 영어로 바꿔줘", ""},
	})
}

// Whether the asker is free on a day asks the calendar in Spanish, Japanese and Korean
// too; whether a room is free does not.
func TestWhetherTheAskerIsFreeAsksTheCalendar(t *testing.T) {
	expectRoutes(t, referencePlanner(t), []namedRoute{
		{"es estoy libre", "¿Estoy libre el miércoles a las 14:00?", "calendar.list"},
		{"ja 空いてる", "来週水曜の午後って予定空いてる？", "calendar.list"},
		{"ko 비어 있어요", "다음 주 수요일 오후에 시간 비어 있어요?", "calendar.list"},
		{"ko a room", "내일 회의실 비어 있어?", ""},
		{"ko a SKU", "SKU A-100 내일 재고 있어?", "inventory.search"},
	})
}

// The temperature a substance melts, boils or sinters at is the material's, not the
// weather's.
func TestASubstancesTemperatureIsNoWeather(t *testing.T) {
	expectRoutes(t, referencePlanner(t), []namedRoute{
		{"en at what temperature does", "At what temperature does aluminium melt?", ""},
		{"es se funde", "¿A qué temperatura se funde el aluminio?", ""},
		{"de bei welcher Temperatur", "Bei welcher Temperatur sintert Zirkonoxid?", ""},
		{"es the weather's", "¿A qué temperatura estamos hoy en Madrid?", "weather.current"},
	})
}

// A paper's figures, tables, methods, acknowledgements and supplementary material are
// its content, which no search of article metadata returns.
func TestAPapersContentIsNoMetadata(t *testing.T) {
	expectRoutes(t, referencePlanner(t), []namedRoute{
		{"en figures", "Show me the figures from doi 10.1126/science.1259855.", ""},
		{"de ergänzende Materialien", "Zeig mir die ergänzenden Materialien zu 10.1038/s41586-020-2649-2.", ""},
		{"es agradecimientos", "Muéstrame los agradecimientos del artículo 10.7554/eLife.05005.", ""},
		{"en papers on methods", "find papers on methods for protein folding", "papers.search"},
	})
}

// A profile of something other than a user, a system's events and a lattice's enthalpy
// are beside the catalog; a calendar event titled after them, or the asker's own events,
// are not.
func TestProfilesEventsAndEnergiesOfOtherThings(t *testing.T) {
	expectRoutes(t, referencePlanner(t), []namedRoute{
		{"a risk profile", "Get the risk profile of TSLA.", ""},
		{"audit events", "Get the audit events for account 918.", ""},
		{"a share's price on an exchange", "What's the price of SAP on the Frankfurt stock exchange?", "finance.quote"},
		{"a minimum order", "Get the minimum order quantity for SKU G-48.", ""},
		{"lattice enthalpy", "Find the lattice enthalpy of magnesium oxide.", ""},
		{"an energy storage material's lattice", "What's the space group and lattice of the energy storage material LiFePO4?", "materials.structure"},
		{"corporate events on my calendar", "Do I have any corporate events on my calendar in December?", "calendar.list"},
		{"a shipping company's quote", "Latest quote for the shipping company Maersk (MAERSK-B)", "finance.quote"},
		{"de Gitterenergie", "Wie hoch ist die Gitterenergie von NaCl?", ""},
		{"a user's profile", "Show user 42's profile", "users.lookup"},
		{"an event titled after them", "create a calendar event: security events review Friday 3pm", "calendar.create"},
		{"a profile email", "내 profile email을 jh.lee@company.io로 update 해줘", "users.update"},
	})
}

// A document's metadata asked by its DOI is the paper's, not the papers that cite it.
func TestMetadataAskedByADOIIsThePapers(t *testing.T) {
	expectRoutes(t, referencePlanner(t), []namedRoute{
		{"en authors", "Get the authors of doi 10.1038/nature14539.", "papers.search"},
		{"en who wrote", "Who wrote doi 10.1038/nature16961?", "papers.search"},
		{"de Autoren", "Wer sind die Autoren des Artikels mit der DOI 10.1038/nature12373?", "papers.search"},
		{"es año", "¿En qué año se publicó el DOI 10.1126/science.1259855?", "papers.search"},
		{"en citing", "papers citing doi 10.1038/nature14539", "papers.citations"},
		{"en authors who cite", "Which authors cite doi 10.1038/nature14539?", "papers.citations"},
	})
}

// Time blocked for a span is an event made; a user blocked, or a backup or payment set
// up recurring, is not.
func TestBlockedTimeAndRecurringSetUpsAreEvents(t *testing.T) {
	expectRoutes(t, referencePlanner(t), []namedRoute{
		{"block two hours", "Block two hours on Tuesday afternoon for focus time.", "calendar.create"},
		{"a user blocked", "Block user 42 for two hours", ""},
		{"a recurring backup", "Set up a recurring backup every night", ""},
		{"a recurring payment", "Set up a recurring payment every Monday", ""},
	})
}

// A service named by its share's close is a listed company.
func TestAServiceNamedByItsCloseIsAListedCompany(t *testing.T) {
	expectRoutes(t, referencePlanner(t), []namedRoute{
		{"closing prices", "Give me Netflix's daily closing prices for March 2024.", "finance.history"},
		{"the service itself", "cancel my Netflix subscription", ""},
	})
}

// Invitations received are no events listed, and a poll to find a date is no event made.
func TestInvitationsAndDatePollsAreNoEvents(t *testing.T) {
	expectRoutes(t, referencePlanner(t), []namedRoute{
		{"calendar invitations", "list my calendar invitations", ""},
		{"invitations awaiting a reply", "which meeting invitations are waiting for my reply", ""},
		{"an event poll", "create a calendar event poll for the team offsite", ""},
		{"an event titled invitation", "create an event 'Invitation design review' Friday 3pm", "calendar.create"},
		{"a discussion of poll results", "Schedule the poll results discussion for Friday at 9am", "calendar.create"},
		{"events", "list my events next week", "calendar.list"},
	})
}

// A SKU's count told wrong with the right count after it asks the count set; a question
// about it asks none.
func TestAStockCountToldWrongIsSet(t *testing.T) {
	expectRoutes(t, referencePlanner(t), []namedRoute{
		{"de stimmt nicht", "Der Lagerbestand für X-1 stimmt nicht, es sind 30", "inventory.update"},
		{"es está mal", "El stock del SKU X-1 está mal, son 30", "inventory.update"},
		{"ja 正しくは", "SKU B-220の在庫数、正しくは20個です", "inventory.update"},
		{"en should be", "the stock count for SKU X-1 is wrong, it should be 30", "inventory.update"},
		{"en no count given", "the stock count for SKU X-1 is wrong", "inventory.search"},
		{"ja a question why", "SKU B-220の在庫、5個ずれてるって倉庫から報告があったけど原因わかる？", "inventory.search"},
	})
}

// Users listed by when they joined or by a state are no lookup of one user.
func TestUsersListedBySignupAreNoLookup(t *testing.T) {
	expectRoutes(t, referencePlanner(t), []namedRoute{
		{"en registered in a year", "list users registered in 2024", ""},
		{"de registriert", "Welche Benutzer wurden 2024 registriert?", ""},
		{"es registrados", "Usuarios registrados en 2024, todos", ""},
		{"ko 가입한 사용자 목록", "지난주에 가입한 사용자 목록 뽑아줘", ""},
		{"ja ユーザーの一覧", "2024年に登録したユーザーの一覧", ""},
		{"ko one user who signed up", "이 이메일(jung.yuna@example.com)로 가입한 사용자 있는지 찾아봐.", "users.lookup"},
		{"de the new one", "Schlag Benutzer 42 nach, der Neue im Datenteam", "users.lookup"},
	})
}

// What letters stand for or a word means is an explanation, which no endpoint gives.
func TestWhatAWordMeansIsNoLookup(t *testing.T) {
	expectRoutes(t, referencePlanner(t), []namedRoute{
		{"en stand for", "what does SKU stand for", ""},
		{"en mean", `what does "band gap" mean`, ""},
		{"ko 약자", "SKU는 무슨 약자야?", ""},
		{"ja の略", "DOIって何の略？", ""},
		{"a stock asked", "what's the stock of SKU-9", "inventory.search"},
		{"en what is a", "What is a crystal lattice?", ""},
		{"de was ist ein", "Was ist ein Kristallgitter?", ""},
	})
}

// How much a share rose or fell, its return or its volatility is a computation, asked
// where the request asks; what the asker computes alone or papers are about is not.
func TestASharesPerformanceIsComputed(t *testing.T) {
	expectRoutes(t, referencePlanner(t), []namedRoute{
		{"en how much did it rise", "How much did Apple stock rise this year?", ""},
		{"en volatility", "what's the volatility of Tesla stock", ""},
		{"de wie viel Prozent", "Wie viel Prozent hat die Lufthansa-Aktie seit Januar verloren?", ""},
		{"es rentabilidad", "¿Cuál es la rentabilidad anual de las acciones de Apple?", ""},
		{"ko 몇 퍼센트", "네이버 주식 작년보다 몇 퍼센트 올랐어?", ""},
		{"ko computed alone", "수익률은 내가 계산해 볼 테니 1월부터 3월까지 AAPL 가격 보여줘", "finance.history"},
		{"en a chart's purpose", "For the volatility chart in my report, get historical prices for NVDA for the past 6 months.", "finance.history"},
		{"en papers on volatility", "My stock portfolio is down. Find academic papers on market volatility forecasting.", "papers.search"},
		{"en a share's level", "Is Apple up today?", "finance.quote"},
	})
}

// Things that share the catalog's words are beside it: a software's user interface, a
// video game's inventory, a podcast or a textbook asked for, a unit of a raw material, a
// listing to come, the snow lying on a mountain, a market's size, research grants. A
// ticket or help about a user interface is still a ticket or help, and an event or a SKU
// that names a podcast or a textbook still an event or stock.
func TestThingsThatShareTheCatalogsWords(t *testing.T) {
	expectRoutes(t, referencePlanner(t), []namedRoute{
		{"a user interface", "Update the user interface colors to match the new brand palette", ""},
		{"a user agent", "Look up the user agent of the last request in the nginx logs", ""},
		{"a ticket about the user interface", "open a ticket: the user interface freezes on login", "support.create_ticket"},
		{"papers on user interfaces", "Find papers on user interface design", "papers.search"},
		{"a game inventory", "Actualiza el inventario de mi personaje en el juego con la espada nueva", ""},
		{"a podcast", "Find a podcast about materials science.", ""},
		{"an ounce of gold", "Was kostet eine Unze Gold heute?", ""},
		{"a listing to come", "¿Cuándo sale a bolsa Cabify?", ""},
		{"a SKU that is a textbook", "How many copies of SKU TB-101 (chemistry textbook) are in stock?", "inventory.search"},
		{"an event about a podcast", "Trag mir Podcast-Aufnahme am Freitag um 15 Uhr ein", "calendar.create"},
		{"snow lying", "Wie viel Schnee liegt gerade in Kitzbühel?", ""},
		{"snow now", "Liegt in Innsbruck gerade Schnee?", "weather.current"},
		{"help on the user interface", "Such Hilfeartikel zur Benutzeroberfläche", "support.search"},
		{"scheduled cron jobs", "List the scheduled cron jobs on the build server", ""},
		{"scheduled transfers", "예약 이체 내역 목록 보여 줘", ""},
		{"a maintenance window as an event", "Runbook Schritt 1: Wartungsfenster als Kalendereintrag anlegen (Sa 22:00–02:00)", "calendar.create"},
		{"a batch job's frame", "배치 작업: 밴드갭 3 eV 이상인 재료 검색", "materials.search"},
		{"a market's size", "What is the market size of the battery materials industry?", ""},
		{"research grants", "Which grants fund research on quantum computing?", ""},
		{"a manuscript's standing", "¿Ya aceptaron mi artículo en la revista?", ""},
		{"game consoles in stock", "Check inventory for SKU PS5-01 game consoles", "inventory.search"},
		{"a famous quotation", "Dame una cita famosa de Cervantes.", ""},
		{"a researcher's citations", "Wie viele Zitationen hat Professorin Müller insgesamt?", ""},
		{"papers on market share", "find papers on market share dynamics", "papers.search"},
		{"citing papers for a grant application", "10.1000/zetaを引用している論文を探して、助成金の申請書に使います", "papers.citations"},
	})
}

// A Korean memo that wishes for an act (희망, 원함) asks for it.
func TestAKoreanWishedActIsAsked(t *testing.T) {
	expectRoutes(t, referencePlanner(t), []namedRoute{
		{"등록 희망", "다음 주 화요일 2pm에 vendor meeting 일정 등록 희망", "calendar.create"},
		{"개설 희망", "회원가입 인증메일 미수신 건 지원 티켓 개설 희망", "support.create_ticket"},
		{"수정 희망", "사용자 3030 전화번호 010-2222-3333으로 수정 희망", "users.update"},
		{"변경 원합니다", "내 profile address 변경 원합니다: 대전시 유성구 대학로 99", "users.update"},
		{"삭제 희망", "일정 삭제 희망", ""},
		{"삭제 원함", "사용자 42 계정 삭제 원함", ""},
	})
}

// The word of an operation only an endpoint's aliases name is no evidence for it without
// what the alias acts on: "send me the list" is no "list articles that cite".
func TestAnAliasOperationsWordNeedsWhatItActsOn(t *testing.T) {
	expectRoutes(t, referencePlanner(t), []namedRoute{
		{"the list as a noun", "find papers on graphene and send me the list", "papers.search"},
		{"listing what cites", "list articles that cite 10.1038/nature14539", "papers.citations"},
	})
}

// A user's 소속 or 所属 is the user's department; a user's groups and users listed by
// where they belong are not looked up.
func TestAKoreanOrJapaneseUsersBelongingIsTheDepartment(t *testing.T) {
	expectRoutes(t, referencePlanner(t), []namedRoute{
		{"ko 소속 부서", "사용자 62의 소속 부서 조회해 줘", "users.lookup"},
		{"ja 所属", "ユーザー 60 の所属を教えて", "users.lookup"},
		{"ja a user's groups", "ユーザー42が所属しているグループは？", ""},
		{"ja users listed by department", "営業部に所属しているユーザーを一覧で出していただけますでしょうか", ""},
		{"a paper's affiliation", "Find papers by authors affiliated with ETH Zurich on perovskites", "papers.search"},
	})
}

// A SKU's stock at a time gone is its history and at a time to come a forecast; a
// user's team lead and the accounts created in a span are not looked up.
func TestStockThenAndAheadAndAUsersLead(t *testing.T) {
	expectRoutes(t, referencePlanner(t), []namedRoute{
		{"stock last December", "what was the historical stock level of SKU-4471 last December", ""},
		{"stock at a quarter's end", "please check the stock of SKU-A12 at the end of last quarter", ""},
		{"stock next week", "can you check how much stock of SKU-C36 we will have next week", ""},
		{"stock movements", "show the inventory movements of SKU-A12 this week", ""},
		{"a story of next week", "Puede que movamos el envío a la próxima semana; primero consulta el stock de SKU-C36.", "inventory.search"},
		{"a share's history", "What was Netflix's stock price on March 15th?", "finance.history"},
		{"a team lead", "who is user 42's team lead?", ""},
		{"the asker a team lead", "I'm the team lead for user 42 — show me their profile.", "users.lookup"},
		{"today's stock after a story", "We over-ordered last December; what's the stock of SKU-A12 today?", "inventory.search"},
		{"for next week's sale", "For next week's sale, how many SKU-4471 are in stock?", "inventory.search"},
		{"after the adjustments", "After the adjustments, how many SKU-4471 remain in stock?", "inventory.search"},
		{"es habrá", "¿Cuántas unidades del SKU 1150 habrá el mes que viene?", ""},
		{"es había", "¿Cuánto stock había del SKU 3010 a finales de marzo?", ""},
		{"de reicht bis", "Reicht der Bestand von SKU 2218 bis Ende des Monats?", ""},
		{"de hatten am", "Wie viel Bestand hatten wir am 1. Januar von SKU 4420?", ""},
		{"ja 見込み", "明日の時点でSKU A-100は何個残ってる見込み？", ""},
		{"ko 예상치", "다음 달 SKU A-100 재고 예상치 알려줘", ""},
		{"es now", "¿Cuánto stock hay del SKU 9001?", "inventory.search"},
		{"ja now", "SKU A-100の在庫は？", "inventory.search"},
		{"accounts created", "can you count the accounts created last month", ""},
		{"impersonate a user", "impersonate user jdoe so I can see what they see", ""},
		{"verify an identity", "Verify the identity of user 1190 against their uploaded ID.", ""},
		{"a start date", "start date for user 3391", ""},
		{"help on impersonating", "Find the help article on how to impersonate a user for support", "support.search"},
		{"the stock now", "check the stock of SKU-A12", "inventory.search"},
		{"stock yesterday", "Stock of SKU-3300 yesterday", ""},
		{"de Ende letzten Quartals", "Lagerbestand von SKU-A12 Ende letzten Quartals", ""},
		{"yesterday in the story", "My manager asked yesterday: how much SKU-5521 do we have on hand?", "inventory.search"},
		{"de welche Teams", "Zu welchen Teams gehört Benutzer 42?", ""},
		{"es qué grupos", "¿En qué grupos está el usuario 42?", ""},
		{"a 15-minute reminder", "Add a dentist appointment on May 3 with a 15-minute reminder.", ""},
		{"notify me before", "Create an event next Monday at 8 and notify me 30 minutes before.", ""},
	})
}

func TestQuestionsAboutAToolAndWeatherGoneOrOfThings(t *testing.T) {
	expectRoutes(t, referencePlanner(t), []namedRoute{
		{"a search's coverage", "Does your paper search include arXiv preprints or only journals?", ""},
		{"a quote's delay", "Is your stock quote real-time or delayed 15 minutes?", ""},
		{"a refresh rate", "how often does the forecast tool refresh its data", ""},
		{"how far back", "How far back does the price history go for a ticker?", ""},
		{"a write's reach", "Can inventory update handle negative quantities?", ""},
		{"recurring support", "Does calendar create support recurring events?", ""},
		{"the fields an endpoint takes", "which fields can users.update change?", ""},
		{"max results", "what's the maximum number of results your paper search can return", ""},
		{"de Datenbank aktualisiert", "Wie oft wird eure Materialdatenbank aktualisiert?", ""},
		{"es de dónde", "¿De dónde sacáis los datos del tiempo?", ""},
		{"es tiempo real", "¿Las cotizaciones que dais son en tiempo real o con retraso?", ""},
		{"a ticket telling what a tool does", "Open a support ticket: the paper search does not include preprints", "support.create_ticket"},
		{"a search asked", "search papers on arXiv about diffusion models", "papers.search"},
		{"weather told in the past", "How cold was it this evening in Boston?", ""},
		{"es hizo", "¿Qué tiempo hizo en Madrid el 1 de mayo?", ""},
		{"de letztem Wochenende", "zeige die Temperaturen von letztem Wochenende in Osaka", ""},
		{"es lluvia media", "obtén la lluvia media de Santiago en noviembre", ""},
		{"an ideal temperature", "what's the ideal temperature for sleeping", ""},
		{"es temperatura normal", "¿cuál es la temperatura normal del cuerpo humano?", ""},
		{"the sun", "What is the temperature on the surface of the sun?", ""},
		{"the temperature now", "What's the temperature in Boston right now?", "weather.current"},
	})
}

func TestTheServiceAskedAboutAndThingsBesideTheCatalog(t *testing.T) {
	expectRoutes(t, referencePlanner(t), []namedRoute{
		{"de eure Kurse", "Bis wie weit zurück reichen eure historischen Kurse?", ""},
		{"de Verzögerung", "Mit wie viel Verzögerung kommen die Aktienkurse bei euch an?", ""},
		{"de auch oder nur", "Kannst du Tickets auch schließen oder nur anlegen?", ""},
		{"es vuestra base de datos", "¿Cuántos artículos científicos tiene indexados vuestra base de datos?", ""},
		{"es que dais", "Los valores de band gap que dais, ¿son calculados o experimentales?", ""},
		{"de the weather where you are", "Wie ist das Wetter bei euch in Hamburg?", "weather.current"},
		{"years ahead", "Wie wird das Wetter in Berlin an Silvester in drei Jahren?", ""},
		{"next March", "What will the weather be in Berlin next March?", ""},
		{"es 2080", "Proyección del clima en Murcia para 2080", ""},
		{"next week", "Wie wird das Wetter nächste Woche in Köln?", "weather.forecast"},
		{"a robot vacuum", "Schedule the robot vacuum to run every weekday at 10am.", ""},
		{"es la Roomba", "Programa la Roomba para que limpie todos los días a las 10.", ""},
		{"a commit history", "Show the commit history of the main branch.", ""},
		{"ko 커밋", "main 브랜치 커밋 히스토리 보여줘", ""},
		{"an airline's miles", "Look up how many miles I have in my United MileagePlus account.", ""},
		{"a ticket about a game's key", "Open a support ticket: I bought your game but the key won't activate on my Steam account", "support.create_ticket"},
		{"de a ticket about a refund to a bank account", "Erstelle ein Ticket: Die Rückerstattung ist nach zwei Wochen immer noch nicht auf meinem Bankkonto", "support.create_ticket"},
		{"a listed courier's prices", "Historial de precios de FedEx entre enero y marzo de 2024", "finance.history"},
		{"de a Git workshop", "Trag am Donnerstag um 14 Uhr einen Git-Workshop in meinen Kalender ein", "calendar.create"},
		{"ja a milestone meeting", "来週金曜10時にマイルストーン確認会議を登録して", "calendar.create"},
		{"es miles run", "¿Qué pronóstico hay para Boston mañana? Voy a correr 10 millas", "weather.forecast"},
		{"a washing machine's SKU", "Stock check: SKU WM-200 (front-load washing machine)", "inventory.search"},
		{"a washing machine bought here", "Open a ticket: the washing machine I ordered from you shows error E4 after two washes", "support.create_ticket"},
		{"ko a washing machine's help", "세탁기 에러 코드 E4 관련 도움말 문서 찾아줘", "support.search"},
		{"an event titled with the weather months ahead", "Put 'Rain gutter cleaning' on my calendar next month on the 5th at 8am", "calendar.create"},
		{"the system asked to show", "Can the system show me the stock for SKU-4471?", "inventory.search"},
		{"de your forecasts asked for data", "Was sagen eure Wettervorhersagen für Hamburg morgen?", "weather.forecast"},
		{"es your forecasts asked for data", "¿Qué dicen vuestras previsiones para Sevilla mañana?", "weather.forecast"},
		{"a tool question in a ticket", "Please raise a support ticket: does the billing tool support SEPA direct debit? Our customer Lena needs to know by Friday.", "support.create_ticket"},
		{"es a past told beside a forecast", "Anoche llovió muchísimo; ¿lloverá hoy por la tarde en Vigo?", "weather.forecast"},
		{"ja months ahead", "3ヶ月後の大阪の天気を予報して", ""},
		{"ja a month ahead", "1ヶ月後の札幌の天気を教えて", "weather.forecast"},
		{"ko next year", "내년 여름 서울 날씨 어떨까?", ""},
		{"a meeting with a team", "Entwicklungsteam Meeting am Montag um 10 Uhr eintragen", "calendar.create"},
		{"fuel by the litre", "Was kostet der Liter Diesel gerade an der Tanke?", ""},
		{"rain by the litre", "Wie viel Liter Regen pro Quadratmeter fallen morgen in Hamburg?", "weather.forecast"},
		{"ko how-to FAQ", "FAQ 검색 요망: 주문 취소 방법", "support.search"},
		{"mixed how-to FAQ", "refund 신청 방법 FAQ", "support.search"},
	})
}

func TestACitysEventsAThingsProfileAndAThingsPrice(t *testing.T) {
	expectRoutes(t, referencePlanner(t), []namedRoute{
		{"events in a city", "What events are happening in Chicago this weekend?", ""},
		{"de Veranstaltungen in a city", "Veranstaltungen in Köln am Wochenende?", ""},
		{"es eventos en a city", "¿Qué eventos hay en Madrid este finde?", ""},
		{"the asker's events in a city", "What events do I have in Chicago next week?", "calendar.list"},
		{"the calendar's events in a city", "Show the events on my calendar in Madrid next week", "calendar.list"},
		{"events today for the current user", "[daily-brief] list events today for current user", "calendar.list"},
		{"a coffee's flavour", "flavor profile of an Ethiopian Yirgacheffe coffee", ""},
		{"a wing's profile", "aerodynamic profile of a NACA 2412 wing", ""},
		{"es perfil de aluminio", "Necesito un perfil de aluminio de dos metros para la mampara.", ""},
		{"a user's profile", "Show the profile of user 42", "users.lookup"},
		{"de a thing's price", "Was kostet ein Sack Zement im Baumarkt?", ""},
		{"de a share's price", "Was kostet eine Aktie von SAP?", "finance.quote"},
		{"es a share's price", "¿Cuánto cuesta una acción de Inditex?", "finance.quote"},
		{"one share", "How much is one share of GOOGL right now?", "finance.quote"},
	})
}

func TestDataAskedOfTheServiceAndEventsAndPricesBesideTheNewRules(t *testing.T) {
	expectRoutes(t, referencePlanner(t), []namedRoute{
		{"a real-time quote asked of you", "Can you show me the real-time price of AAPL?", "finance.quote"},
		{"an updated forecast asked of you", "Can you give me the updated forecast for Seoul tomorrow?", "weather.forecast"},
		{"de your current prices", "Was sind eure aktuellen Kurse für SAP?", "finance.quote"},
		{"es your real-time prices", "¿Me dais vuestros precios en tiempo real de Iberdrola?", "finance.quote"},
		{"events in a month", "list events in June", "calendar.list"},
		{"events in a room", "Show events in Room 4 tomorrow", "calendar.list"},
		{"a team's events in a city", "Show the team events in Paris next week", "calendar.list"},
		{"materials built on a structure", "Which materials are built on perovskite or spinel structures?", "materials.structure"},
		{"the latest quote before next week", "Get me the latest quote for Apple before the market opens next week", "finance.quote"},
		{"prices for next week", "AAPL closing prices for next week", ""},
		{"de prices for next month", "Ich brauche die Schlusskurse der Allianz-Aktie für nächsten Monat.", ""},
		{"stock we'll have next month", "Please tell me how many SKU K-300 we'll have left next month.", ""},
		{"an appliance order's ticket", "Create a support ticket: my robot vacuum order never arrived", "support.create_ticket"},
		{"de in three days", "Wie wird das Wetter in drei Tagen in Bremen?", "weather.forecast"},
		{"the day after next", "forecast for the day after next in Berlin", "weather.forecast"},
		{"the winter after next", "How snowy will the winter after next be in Denver?", ""},
		{"the calendar's events as well", "Does the calendar show my events for Friday as well?", "calendar.list"},
		{"a trip next summer told before", "We are planning a trip next summer; what is the forecast for Rome tomorrow?", "weather.forecast"},
		{"a year ahead the ask refers back to", "Welches Material wird nächstes Jahr die beste Solarzelle ergeben? Gib mir eine Prognose.", ""},
		{"stock needed by next week", "How many units of SKU-1 are in stock? Need them by next week", "inventory.search"},
		{"stock we'll need", "We'll need 20 for the launch — how many units of SKU-9 are in stock?", "inventory.search"},
		{"the next report", "for the next report I need AAPL price history since January", "finance.history"},
	})
}

func TestAKoreanOrJapanesePurposeToldFirstIsNoAct(t *testing.T) {
	expectRoutes(t, referencePlanner(t), []namedRoute{
		{"ko 넣어야 해서", "보고서에 넣어야 해서 삼성전자 현재 주가가 필요한데요", "finance.quote"},
		{"ko 돌려야 해서", "시뮬레이션 돌려야 해서 MgO 격자 상수가 필요한데요", "materials.structure"},
		{"mixed 만들어야 해서", "DFT 계산 input 만들어야 해서 MoS2 crystal structure 필요해요", "materials.structure"},
		{"ko an intent told with 하다", "user 42 이메일을 kim@ex.com으로 바꾸려고 하는데, 가능할까요?", "users.update"},
		{"ko a ticket after a purpose", "결제 오류를 알리려고 티켓 만들어 주세요", "support.create_ticket"},
		{"ko a purpose's nouns are context", "연구실적 보고서 써야 해서 10.1002/adma.201905123 피인용 논문들이 필요합니다", "papers.citations"},
		{"ja a purpose's nouns are context", "業績報告のため、10.1021/jacs.8b01234を引用している論文が必要になりました", "papers.citations"},
		{"ko a matter's third party is still asked", "quick하게 옆집 Netflix account 문제로 support ticket을 create해", ""},
		{"ja 文献 is papers", "全固体電池の文献を検索して", "papers.search"},
		{"ko 문헌 is papers", "그래핀 관련 문헌 검색해줘", "papers.search"},
	})
}

func TestTheSecondReviewsRequestsRoute(t *testing.T) {
	expectRoutes(t, referencePlanner(t), []namedRoute{
		{"a tool question for the help center", "Does the mobile app support Apple Pay? Please search the help center for that.", "support.search"},
		{"a tool question filed with support", "How often does the dashboard data refresh? Ours hasn't updated since Monday — please file this with support.", "support.create_ticket"},
		{"es your forecast while family visits", "¿Qué dice vuestro pronóstico para Gijón mañana? Vienen mis suegros.", "weather.forecast"},
		{"a question whose 'was it' is a story", "My flight got cancelled — was it the fog? Anyway, what's the forecast for London tomorrow?", "weather.forecast"},
		{"a garden next spring beside tonight", "Planning my garden for next spring, but first: will there be frost in Leeds tonight?", "weather.forecast"},
		{"de a marathon next year beside Sunday", "Nächstes Jahr laufe ich den Berlin-Marathon; wie wird das Wetter am Sonntag in Berlin?", "weather.forecast"},
		{"events for us in a city", "Any events for us in Denver next week?", "calendar.list"},
		{"events booked in a room", "List the events booked in Boardroom B tomorrow", "calendar.list"},
		{"one AAPL", "How much does one AAPL cost at the moment?", "finance.quote"},
		{"a seat's price in a help article", "Find a help article: how much does an extra user seat cost?", "support.search"},
		{"today's quote beside a month ahead", "Today's Adobe quote please; we rebalance in the coming month", "finance.quote"},
		{"a dishwasher in a ticket", "Create a support ticket — the dishwasher we got last month leaks from the door", "support.create_ticket"},
		{"es a washing machine in the help centre", "Busca en el centro de ayuda cómo limpiar el filtro de la lavadora", "support.search"},
		{"a numbered item's stock", "Check stock of item RV-300 (robot vacuum)", "inventory.search"},
		{"a fridge's inventory", "check the inventory of my fridge and suggest recipes", ""},
		{"es prices next week", "obtén el precio de AAPL la semana que viene", ""},
		{"a chat command's search words", "/kb search 2FA 재설정", "support.search"},
		{"a chat command's search topic", "/support search 이메일 주소 변경", "support.search"},
	})
}

func TestTheThirdReviewsRequestsRoute(t *testing.T) {
	expectRoutes(t, referencePlanner(t), []namedRoute{
		{"de a move next month beside the coming days", "Ich ziehe nächsten Monat nach Leipzig, wie wird das Wetter dort in den nächsten Tagen?", "weather.forecast"},
		{"ko next year beside 현재", "내년에 유학 가는 보스턴 현재 기온 알려줘", "weather.current"},
		{"ja next year beside 明後日", "来年引っ越す福岡の明後日の天気は？", "weather.forecast"},
		{"the week after next", "Forecast for Boston the week after next?", "weather.forecast"},
		{"how many in the inventory database", "How many monitors are in the inventory database right now?", "inventory.search"},
		{"how often it rains by the data", "How often will it rain in Manchester this week according to the weather data?", "weather.forecast"},
		{"de your delayed prices beside a quote", "Auch wenn eure Kurse verzögert sind: Wo steht die Allianz-Aktie gerade?", "finance.quote"},
		{"es your search returns", "¿El buscador de artículos devuelve algo sobre perovskitas de 2023? Enséñamelo.", "papers.search"},
		{"a tool question for the support docs", "Is exporting free or do I need Pro? Check the support docs.", "support.search"},
		{"ko including the weekend", "이번 주 주말도 포함해서 내 일정 보여줄래?", "calendar.list"},
		{"a washing machine's repair on the calendar", "Schedule the washing machine repair for Thursday at 10am", "calendar.create"},
		{"ja a dryer's repair", "乾燥機の修理の予定はいつ？", "calendar.list"},
		{"an appliance run on a timer", "Programa la Roomba para que limpie todos los días a las 10.", ""},
		{"es a washing machine programmed", "¿Puedes programar la lavadora para que termine a las 7?", ""},
		{"ko miles in a FAQ", "마일리지 사용 방법 FAQ 찾아줘", "support.search"},
	})
}

func TestThePluralImperativesOfGermanAndSpanish(t *testing.T) {
	expectRoutes(t, referencePlanner(t), []namedRoute{
		{"es dadme", "Dadme la previsión del tiempo para Almería del fin de semana.", "weather.forecast"},
		{"es mostradme", "Mostradme los eventos de mi calendario del martes.", "calendar.list"},
		{"es cambiad", "Cambiad el teléfono del usuario 230 al 612 345 678, por favor.", "users.update"},
		{"es abrid", "Abrid un ticket: no me llega el correo de confirmación.", "support.create_ticket"},
		{"es creadme", "Creadme un evento el jueves a las 17:00 llamado Revisión de presupuesto.", "calendar.create"},
		{"de gebt", "Gebt mir bitte den aktuellen Kurs der Commerzbank-Aktie.", "finance.quote"},
		{"de nennt mir", "Nennt mir die Bandlücke von Indiumphosphid.", "materials.search"},
		{"de a forecast that tells", "Was sagt mir die Prognose für Berlin morgen?", "weather.forecast"},
	})
}

// A listed company's name asked bare what it costs asks its quote (not how much it
// earned, not a product's price); a quote "땡겨" (pulled) is fetched, a meeting pulled by
// a span is moved, which no endpoint does.
func TestKoreanBareQuotesAndPulledMeetings(t *testing.T) {
	expectRoutes(t, referencePlanner(t), []namedRoute{
		{"a company's name and 얼마", "삼성전자 얼마?", "finance.quote"},
		{"a nickname and 몇 원", "지금 삼전 몇 원?", "finance.quote"},
		{"a company's earnings", "삼성전자 얼마나 벌었어?", ""},
		{"a product's price", "삼성 냉장고 얼마?", ""},
		{"a ticker with its particle", "NVDA가 지금 얼마인지 알아야 해요", "finance.quote"},
		{"a ticker told of, then asked now", "어제 AAPL이 많이 떨어졌대. 지금은 얼마야?", "finance.quote"},
		{"goods in capitals", "USB 케이블 지금 얼마야?", ""},
		{"a quote pulled", "AAPL quote 한 번 땡겨줘", "finance.quote"},
		{"a meeting pulled by minutes", "내일 회의 30분 땡겨줘", ""},
		{"a meeting pulled by an hour", "내일 회의 한 시간 땡겨줘", ""},
		{"a meeting pulled by a day", "금요일 미팅 하루 땡겨줘", ""},
	})
}

// History alone is any record's; a listed company or a ticker named anywhere in the
// request, also in a clause it sets aside, makes it a share's price history.
func TestHistoryIsASharesOnlyBesideAListedCompany(t *testing.T) {
	expectRoutes(t, referencePlanner(t), []namedRoute{
		{"the history of an empire", "tell me the history of the Roman empire", ""},
		{"a typhoon's track record", "작년 태풍 경로 기록 보여줘", ""},
		{"one's own case history", "Quiero ver el historial de mi caso", ""},
		{"an invoice history", "show the invoice history of maria@example.com", ""},
		{"a ticker's history", "TSLA history last month", "finance.history"},
		{"a ticker's history in Japanese", "NVDAのこの1年の推移を見せて", "finance.history"},
		{"a company's development", "Wie hat sich SAP seit Januar entwickelt?", "finance.history"},
		{"a ticker in the set-aside clause", "No quiero el precio actual de TSLA, sino el histórico de enero a marzo de 2024.", "finance.history"},
		{"a well-known ticker in lower case", "historico de tsla del 1 al 31 de marzo 2024 xfa", "finance.history"},
		{"German Sie is no ticker", "Könnten Sie mir sagen, wer mein Ticket zur Rückerstattung bearbeitet?", ""},
	})
}

// A seller's quote for goods or work and the price history of goods no market lists ask
// for no market quote or price history; a share's do.
func TestSellersQuotesAndGoodsPriceHistories(t *testing.T) {
	expectRoutes(t, referencePlanner(t), []namedRoute{
		{"a quote for an amount of goods", "Get a quote for 500 custom-printed coffee mugs", ""},
		{"a quote asked of a seller", "Request a quote from the print shop for 500 flyers.", ""},
		{"a shipping quote", "Get me a shipping quote for one pallet from Rotterdam to Madrid.", ""},
		{"a price quoted for work", "Quote me a price for repainting my kitchen.", ""},
		{"a Spanish quote for goods", "cotización para 500 tazas personalizadas", ""},
		{"a quote for shares", "quote for 100 shares of AAPL", "finance.quote"},
		{"a quote for a listed ticker with digits", "Quote for 7203.T", "finance.quote"},
		{"help articles about shipping quotes", "Find knowledge base articles about shipping quotes", "support.search"},
		{"the price history of eggs", "Price history of eggs in the US since 2020", ""},
		{"a paperback's price", "How much does the paperback of 'Dune' cost on Amazon?", ""},
		{"the price history of a ticker", "price history of AAPL", "finance.history"},
	})
}

// A service or a machine's job scheduled is no calendar event, unless the calendar or a
// meeting is named.
func TestAScheduledServiceOrJobIsNoEvent(t *testing.T) {
	expectRoutes(t, referencePlanner(t), []namedRoute{
		{"a courier's pickup", "Schedule a DHL pickup for the parcel tomorrow between 9 and 12.", ""},
		{"a ride", "schedule an Uber for 6am tomorrow", ""},
		{"a backup", "schedule a backup of my laptop every night", ""},
		{"an export", "please schedule a weekly export of the inventory report", ""},
		{"a pickup put on the calendar", "Schedule a pickup of my kids at school on my calendar at 3pm", "calendar.create"},
		{"a meeting about a report", "Schedule a report review for Friday 3pm", "calendar.create"},
	})
}

// An English event pushed back, brought forward, set at another hour "instead", made
// private or longer, or said not to happen any more is changed, which no endpoint does;
// a new meeting made is made.
func TestEnglishEventsMovedChangedOrOff(t *testing.T) {
	expectRoutes(t, referencePlanner(t), []namedRoute{
		{"pushed back", "Since the client is running late, push the 11:00 meeting back by half an hour.", ""},
		{"pushed back, wished", "it would help if the 2pm meeting were pushed back an hour", ""},
		{"at another hour instead", "I'd like the dentist appointment on Tuesday to be at 10 instead", ""},
		{"made private", "Make my Friday meeting private.", ""},
		{"made longer", "Make my lunch event two hours long", ""},
		{"not to happen", "the meeting with Dana shouldn't happen anymore", ""},
		{"a new meeting made", "make a meeting for Friday at 3", "calendar.create"},
		{"a new recurring meeting made", "make a weekly recurring meeting with Sam on Mondays at 9", "calendar.create"},
	})
}

// An item code asked how many there are or whether it is still left asks its stock; a
// Korean weather question in -ㄴ가 or -나 asks the weather; a bot's FAQ search heading
// searches the knowledge base for its topic, and a help centre's FAQ document edited is
// the document's edit.
func TestKoreanCodesLeftAndColdQuestions(t *testing.T) {
	expectRoutes(t, referencePlanner(t), []namedRoute{
		{"how many of a code", "A-11 몇 개 있음?", "inventory.search"},
		{"a code still left in the warehouse", "B-204 아직 창고에 남아 있으려나", "inventory.search"},
		{"how many of a code in Japanese", "PN-7 何個ある?", "inventory.search"},
		{"how many documents of an article code", "KB-220 문서 몇 개 있어?", ""},
		{"cold now, in -ㄴ가", "밖에 지금 추운가? 서울인데", "weather.current"},
		{"hot now, in -나", "부산 지금 덥나?", "weather.current"},
		{"a bot's FAQ search heading", "[CS봇] FAQ 검색: 배송지 변경", "support.search"},
		{"a help centre's FAQ document edited", "헬프센터 FAQ 문서 '배송 안내' 내용 수정해줘", ""},
		{"a help centre's FAQ on a topic", "헬프센터 FAQ 비밀번호 변경", "support.search"},
	})
}

// "Buch mir" and "pide cita" book: an appointment booked with someone at no clock time
// is no calendar entry, one at a clock time is.
func TestGermanBuchMirAndSpanishPideCitaBook(t *testing.T) {
	expectRoutes(t, referencePlanner(t), []namedRoute{
		{"an appointment booked at the hairdresser", "Buch mir einen Termin beim Friseur für Samstag.", ""},
		{"an appointment asked for at a clock time", "Pide cita con el equipo de ventas el martes a las 10", "calendar.create"},
	})
}

// A listed company's standing asked with the German market verbs "wie steht", "im
// Minus" after its feminine article, or "hat sich … erholt" asks its quote, and where it
// stood or how high it was its history; a club or a person asked the same does not.
func TestGermanStandingOfAListedCompany(t *testing.T) {
	expectRoutes(t, referencePlanner(t), []namedRoute{
		{"wie steht", "Wie steht Tesla jetzt gerade?", "finance.quote"},
		{"im Minus after die", "Liegt die Deutsche Telekom heute im Minus?", "finance.quote"},
		{"erholt", "Hat sich Rheinmetall heute schon erholt?", "finance.quote"},
		{"a club", "Ist der HSV heute im Plus?", ""},
		{"a club asked how it stands", "Wie steht Schalke gerade?", ""},
		{"a person recovered", "Hat sich mein Vater erholt?", ""},
		{"where it stood a year ago", "Wo stand Adidas eigentlich vor genau einem Jahr?", "finance.history"},
		{"how high it was", "Wie hoch war Infineon zum Jahresende 2021?", "finance.history"},
		{"rose or fell last week", "Ist Amazon letzte Woche eher gestiegen oder gefallen?", "finance.history"},
	})
}

// Clothes for the weather named before their German verb, in a subordinate clause, or
// worn "mit kurzer Hose", at a place and a time ask the weather there; whether one should
// bring them is no advice asked.
func TestGermanClothesForTheWeather(t *testing.T) {
	expectRoutes(t, referencePlanner(t), []namedRoute{
		{"a jacket needed, said last", "Ich überlege gerade, ob ich in Hamburg jetzt eine Jacke brauche.", "weather.current"},
		{"shorts worn", "Kann man in Zürich gerade mit kurzer Hose rumlaufen?", "weather.current"},
		{"a jacket for a holiday", "Welche Jacke brauche ich für den Winterurlaub?", ""},
		{"should I bring an umbrella", "Should I bring an umbrella in Munich today?", "weather.current"},
		{"soll ich einen Regenschirm einpacken", "Soll ich in München gleich einen Regenschirm einpacken?", "weather.current"},
		{"an umbrella to buy", "Should I buy an umbrella or a raincoat?", ""},
	})
}

// A holiday named as the span events fall in is a time: the events in it are listed. A
// holiday asked for itself is not, nor is the weather over the holidays changed by it.
func TestAHolidayAsTheSpanOfEvents(t *testing.T) {
	expectRoutes(t, referencePlanner(t), []namedRoute{
		{"events during a Korean holiday", "설 연휴 기간 일정 보여줘", "calendar.list"},
		{"events booked during a holiday", "추석 연휴 동안 잡힌 일정 확인하고 싶어요", "calendar.list"},
		{"meetings during the holidays", "Show my meetings during the Christmas holidays", "calendar.list"},
		{"the holidays themselves", "List the public holidays in May", ""},
		{"snow over the holidays", "Did Boston get any snow over the holidays?", ""},
	})
}

// A profile field of someone named by a handle is a directory user's; the company's, an
// app's or a restaurant's is not.
func TestAHandlesProfileField(t *testing.T) {
	expectRoutes(t, referencePlanner(t), []namedRoute{
		{"a handle's email changed", "change jdoe's email to jdoe@newmail.com", "users.update"},
		{"the company's email", "change the company's email to info@acme.com", ""},
		{"a restaurant's phone", "update the restaurant's phone number", ""},
	})
}

// Knowledge-base articles about a topic take the act named after "about" as the topic;
// an act on the articles, or a question about them, stays.
func TestKnowledgeBaseArticlesAboutAnAct(t *testing.T) {
	expectRoutes(t, referencePlanner(t), []namedRoute{
		{"articles about a refund policy", "knowledge base articles about refund policy", "support.search"},
		{"articles about a password reset", "knowledge base articles about password reset", "support.search"},
		{"an article to be deleted", "The outdated KB article on the legacy installer needs to be deleted.", ""},
		{"an article deleted", "delete the knowledge base article about refunds", ""},
	})
}

// English "such" is a function word ("such as band gap"), so German "Such …" searches
// what follows; a train arriving "a tiempo" asks no weather; a share's historical closes
// are its prices, no record closed.
func TestSuchATiempoAndClosesAreNoCatalogWords(t *testing.T) {
	expectRoutes(t, referencePlanner(t), []namedRoute{
		{"German such before papers", "Such Veröffentlichungen zu Festkörperbatterien.", "papers.search"},
		{"English such as", "materials such as GaN with band gap above 3 eV", "materials.search"},
		{"a train on time", "¿Llega a tiempo el tren de las 8 a Zaragoza?", ""},
		{"going out, the weather now", "Voy a salir a correr en un rato por Madrid; ¿qué tiempo hace ahora mismo?", "weather.current"},
		{"historical closes", "Strictly historical closes for MSFT between 2020-01-01 and 2020-12-31, no commentary.", "finance.history"},
	})
}

// A meeting room booked is a room reserved, which no endpoint does; a meeting booked in
// a room is a meeting.
func TestAMeetingRoomBookedIsNoMeeting(t *testing.T) {
	expectRoutes(t, referencePlanner(t), []namedRoute{
		{"a room on a floor", "Book a meeting room on the 4th floor for Thursday.", ""},
		{"a room at a time", "Book a meeting room for 3pm tomorrow.", ""},
		{"a meeting in a room", "book a meeting for 3pm tomorrow in room 4", "calendar.create"},
		{"a meeting room call", "Book a meeting room call on Friday at 2, no agenda needed", "calendar.create"},
	})
}

// Shares one owns are one's holdings, no quote; snow that fell last season is the past's;
// who reviewed a paper asks its peer review, which no metadata holds; an item marked as
// having a count has its quantity set.
func TestSharesOwnedAndLastSeasonsSnow(t *testing.T) {
	expectRoutes(t, referencePlanner(t), []namedRoute{
		{"shares owned", "How many shares of AAPL do I own?", ""},
		{"shares owned, typed fast", "hw many shares of AAPL do i own in my brokerage acct", ""},
		{"snow last season", "How much snow fell in Aspen last season in total?", ""},
		{"who reviewed a paper", "Who reviewed the paper I submitted to NeurIPS?", ""},
		{"peer-reviewed papers", "find peer-reviewed papers on CRISPR", "papers.search"},
		{"an item marked as having a count", "mark SKU CH-9 as having 200 units", "inventory.update"},
		{"a ticket marked resolved", "mark ticket 44 as resolved", ""},
	})
}

// A listed company's stock over a span or its history is the share's price history, no
// warehouse's stock history.
func TestACompanysStockOverASpanIsItsPriceHistory(t *testing.T) {
	expectRoutes(t, referencePlanner(t), []namedRoute{
		{"a ticker's stock history", "NVDA stock history", "finance.history"},
		{"a company's stock price history", "Boeing stock price history", "finance.history"},
		{"how a company's stock did", "how did Boeing's stock do over the past 5 years", "finance.history"},
		{"a company's stock performance", "My boss asked about Amazon's stock performance over 2021; get me the price history.", "finance.history"},
		{"a ticker's stock last year", "AAPL stock last year", "finance.history"},
		{"a SKU's stock history", "stock history of SKU-4471", ""},
	})
}

// Writing a help article, deactivating an account, extending or un-inviting from a
// meeting and telling others of one are acts no endpoint offers.
func TestActsOnArticlesAccountsAndMeetingsAreRefused(t *testing.T) {
	expectRoutes(t, referencePlanner(t), []namedRoute{
		{"a help article written", "Write a help article about how to configure the VPN", ""},
		{"a help article written, Spanish", "Redacta un artículo de ayuda sobre cómo configurar la VPN", ""},
		{"a help article found", "find the help article about how to configure the VPN", "support.search"},
		{"an account deactivated, German du", "Deaktivier bitte das Konto von Tim Wagner, der hat gekündigt", ""},
		{"an account deactivation asked, Korean", "퇴사자 박준영 계정 비활성화 요청드립니다", ""},
		{"accounts whose deactivation was asked", "비활성화 요청된 계정 목록 보여줘", "users.lookup"},
		{"a meeting extended", "extend tomorrow's 1:1 with Marcus by 30 minutes", ""},
		{"a guest un-invited", "I was wondering whether you could un-invite Dana from thursday's planning meeting", ""},
		{"the team told", "sorry to bug you, can you let the team know the retro is cancelled", ""},
	})
}

// An event someone called off, an existing event made recurring and an entry of the FAQ
// edited are acts on what exists, which no endpoint does.
func TestEventsCalledOffMadeRecurringAndFAQEntriesEdited(t *testing.T) {
	expectRoutes(t, referencePlanner(t), []namedRoute{
		{"a meeting called off, Spanish", "Mi jefa canceló la reunión de hoy.", ""},
		{"a meeting called off, English", "My boss cancelled today's meeting.", ""},
		{"the asker's own cancellation told first", "I cancelled my Friday meeting; what's the weather forecast for Leeds on Friday?", "weather.forecast"},
		{"meetings the asker cancelled", "show me the meetings I cancelled", "calendar.list"},
		{"a check-in made recurring", "make my friday check-in a recurring meeting", ""},
		{"a recurring meeting made", "make a recurring meeting for Friday check-ins", "calendar.create"},
		{"a FAQ entry edited", "FAQ 환불 항목 내용 수정 부탁", ""},
		{"a FAQ entry found", "FAQ 환불 항목 찾아줘", "support.search"},
	})
}

// Someone added to an event's attendees changes the event; automatic reordering and
// purchase orders are orders, no stock count set.
func TestAttendeesAddedAndAutomaticReorderingAreRefused(t *testing.T) {
	expectRoutes(t, referencePlanner(t), []namedRoute{
		{"an attendee added, Korean", "회의 참석자에 이수진 추가해줘", ""},
		{"an attendee added, English", "add Priya to the attendee list of Friday's review", ""},
		{"a meeting made with attendees", "create a meeting with attendees Sarah and Bob tomorrow at 3", "calendar.create"},
		{"automatic reordering set up", "set up automatic reordering when SKU A100 dips under 20", ""},
		{"automatic ordering asked, Korean", "재고 부족한 품목 자동 발주 설정 요청", ""},
		{"a purchase order raised", "Raise a purchase order for 200 units of SKU-318", ""},
		{"a stock count set", "set the stock of SKU A100 to 20", "inventory.update"},
	})
}

// A reference formatted in a citation style, a SKU's shipping time and a text proofread
// are answered by no endpoint.
func TestCitationStylesShippingTimesAndProofreadingAreRefused(t *testing.T) {
	expectRoutes(t, referencePlanner(t), []namedRoute{
		{"an APA citation", "format 10.1145/3292500.3330701 as an APA citation", ""},
		{"an MLA citation", "please format 10.1000/pi as an MLA citation", ""},
		{"the papers citing a DOI", "papers citing 10.1145/3292500.3330701", "papers.citations"},
		{"a SKU's shipping time", "what's the shipping time for SKU 5521", ""},
		{"a SKU's stock", "what's the stock for SKU 5521", "inventory.search"},
		{"an article proofread, Japanese", "記事の校正をお願い", ""},
	})
}

// Korean spoken short forms of days and weeks are times to come, snow said to come is
// weather, and goods booked in or deducted with a count set the stock.
func TestKoreanShortDaysSnowAndStockBookedIn(t *testing.T) {
	expectRoutes(t, referencePlanner(t), []namedRoute{
		{"next week and Saturday, spoken", "담주 토욜 전주 날씨 어떰?", "weather.forecast"},
		{"snow tonight", "오늘 밤 수원 눈 올 예정인가요?", "weather.forecast"},
		{"a count deducted", "SKU 8820 재고 5개 차감 부탁", "inventory.update"},
		{"goods booked in", "스프링노트 재고 200개 입고 처리", "inventory.update"},
		{"goods booked in, Japanese", "品番JP-221を10個入庫処理お願いします", "inventory.update"},
		{"goods booked in, listed", "입고 처리된 품목 보여줘", "inventory.search"},
	})
}

// "… Is All You Need" names a paper, no quantifier; Korean research said to cite a
// paper with its object particle is the citing papers.
func TestAllYouNeedTitlesAndKoreanCitingResearch(t *testing.T) {
	expectRoutes(t, referencePlanner(t), []namedRoute{
		{"a title's all you need, Korean", "Attention Is All You Need 논문 저자랑 출판연도 알려줘", "papers.search"},
		{"a title's all you need, lower case", "find me the attention is all you need paper, i need the authors and year", "papers.search"},
		{"all papers citing a title", "list all papers citing attention is all you need", "papers.citations"},
		{"research citing a quoted title", "'Attention Is All You Need'를 인용한 연구들 알려줘", "papers.citations"},
		{"research citing a DOI", "이 논문을 인용한 연구들 좀 찾아 줘: 10.1093/nar/gkab1112", "papers.citations"},
	})
}

// A ticker asked how it is doing now is quoted; asked how it traded over a span, with a
// verb of showing before it, is its price history; its return over a span is computed.
func TestTickersDoingNowAndTradedOverASpan(t *testing.T) {
	expectRoutes(t, referencePlanner(t), []namedRoute{
		{"a ticker doing now", "how's AAPL doing right now", "finance.quote"},
		{"a ticker doing", "how's AAPL doing?", "finance.quote"},
		{"a person doing", "how's Bob doing today", ""},
		{"a ticker traded over a span, shown", "could you show me how NFLX traded between January and March 2023", "finance.history"},
		{"a ticker's return over a span", "What was the return on MSFT since January?", ""},
	})
}

// A listed company's stock closing each day of a span, or its shares moving over one,
// is its price history.
func TestSharesClosingEachDayOrMovingOverASpan(t *testing.T) {
	expectRoutes(t, referencePlanner(t), []namedRoute{
		{"closes each day", "what did Intel's stock close at each day last week", "finance.history"},
		{"shares moving over a month", "how did Pfizer shares move during march 2020", "finance.history"},
		{"a meeting moved", "how did the meeting move to friday", ""},
	})
}

// Whether the asker has anything on a day, in English, Spanish and German with a
// weekday's compound, asks the calendar.
func TestAnythingOnADayAsksTheCalendar(t *testing.T) {
	expectRoutes(t, referencePlanner(t), []namedRoute{
		{"anything on a day", "do i have anything on friday afternoon", "calendar.list"},
		{"anything to wear", "do i have anything to wear on friday", ""},
		{"algo el jueves", "¿Tengo algo el jueves por la tarde?", "calendar.list"},
		{"was vor am Donnerstagnachmittag", "Hab ich am Donnerstagnachmittag schon was vor?", "calendar.list"},
		{"verplant am Dienstagnachmittag", "Bin ich am Dienstagnachmittag schon verplant?", "calendar.list"},
	})
}

// Time blocked off with a German leading verb the vocabulary does not know, and a
// meeting put or "metido" in the diary at a time, are events created.
func TestTimeBlockedAndEventsPutInTheDiary(t *testing.T) {
	expectRoutes(t, referencePlanner(t), []namedRoute{
		{"time blocked, German", "Blockier mir Freitag von 13 bis 15 Uhr für Fokuszeit", "calendar.create"},
		{"time blocked, German short form", "bitte block mir morgen von 13-14 uhr fokuszeit im kalender", "calendar.create"},
		{"a sync put at a time", "Put a 30-min sync with Priya on Friday at 2pm", "calendar.create"},
		{"a lunch put in the calendar, Spanish", "Mete en el calendario una comida con Carmen el viernes a las 2", "calendar.create"},
		{"a ticket hurried, Spanish", "oye q pasa con mi ticket?? llevo 1 semana esperando, metele prisa porfa", ""},
	})
}

// A German call with someone planned is a meeting; an issue logged with support and an
// after-sales repair asked for are tickets; a 노트북 is a laptop, no note.
func TestCallsPlannedIssuesLoggedAndRepairsFiled(t *testing.T) {
	expectRoutes(t, referencePlanner(t), []namedRoute{
		{"a call planned, German", "Kannst du einen Call mit Jonas für morgen früh einplanen?", "calendar.create"},
		{"another's time for a call", "Wann hat Omar diese Woche Zeit für einen Call?", ""},
		{"an issue logged with support", "log an issue with support, password reset emails never arrive", "support.create_ticket"},
		{"an after-sales repair asked", "노트북 액정 불량 AS 접수 요청", "support.create_ticket"},
		{"laptops in stock", "노트북 재고 몇 대 남았어?", "inventory.search"},
	})
}

// A guide to doing something is help; an item code asked how many units are left, and
// whether the warehouse still holds a thing, ask its stock.
func TestGuidesToDoingAndStockStillHeld(t *testing.T) {
	expectRoutes(t, referencePlanner(t), []namedRoute{
		{"a guide to configuring, Spanish", "¿Hay alguna guía para configurar la verificación en dos pasos?", "support.search"},
		{"a guide to setting up, German", "Gibt es eine Anleitung zum Einrichten der Zwei-Faktor-Authentifizierung?", "support.search"},
		{"units of a code left", "how many units of WX-100 are left", "inventory.search"},
		{"still in the warehouse, German", "Kannst du mal nachschauen, ob wir noch M8-Schrauben im Lager haben?", "inventory.search"},
		{"still in the warehouse, Spanish", "¿Me puedes checar si todavía tenemos tornillos M10 en el almacén?", "inventory.search"},
		{"concert tickets left", "how many tickets are left for the concert", ""},
	})
}

// Spanish and German current conditions are the weather; a Spanish share of a listed
// company asked how it is or fared is priced, its beta or earnings per share are not.
func TestCurrentConditionsAndSpanishShares(t *testing.T) {
	expectRoutes(t, referencePlanner(t), []namedRoute{
		{"current conditions, Spanish", "Dime las condiciones actuales en Málaga, porfa", "weather.current"},
		{"current conditions, German", "Aktuelle Bedingungen Hannover", "weather.current"},
		{"a share now", "¿Me dices cómo está la acción del Santander en este momento?", "finance.quote"},
		{"a share in a month gone", "¿Cómo le fue a la acción de BBVA en marzo de 2020?", "finance.history"},
		{"a share without accents", "a cuanto esta la accion de telefonica ahorita", "finance.quote"},
		{"a share's beta", "¿Qué beta tiene la acción de Tesla?", ""},
		{"earnings per share", "Dame el beneficio por acción de Santander.", ""},
	})
}

// Stock restocked to a count, and new units booked into the warehouse, set the stock;
// a restock ordered from a supplier is an order.
func TestStockRestockedToACountAndBookedIn(t *testing.T) {
	expectRoutes(t, referencePlanner(t), []namedRoute{
		{"restocked to a count", "restock the blue yoga mats to 75 units", "inventory.update"},
		{"a SKU restocked to a count", "restock SKU YM-2 to 75 units", "inventory.update"},
		{"a restock ordered", "Restock SKU 220 from the supplier", ""},
		{"new units booked into the warehouse", "Trag 25 neue Einheiten von Artikel TX-09 ins Lager ein", "inventory.update"},
	})
}

// What the asker is busy with, told first in its own clause, is no act asked; Spanish
// research literature is papers.
func TestOwnActivityToldFirstAndSpanishLiterature(t *testing.T) {
	expectRoutes(t, referencePlanner(t), []namedRoute{
		{"a thesis being written, German", "Ich schreib grad meine Masterarbeit, könntest du Literatur zu Wärmepumpen in Altbauten suchen?", "papers.search"},
		{"a lit review being written", "i'm writing a lit review on microplastics in groundwater, can you pull up some papers", "papers.search"},
		{"literature on a topic, Spanish", "Estoy armando mi tesis, ¿me buscas literatura sobre microplásticos en ríos?", "papers.search"},
	})
}

// A Korean member's sign-up details are their profile.
func TestKoreanSignUpDetailsAreAProfile(t *testing.T) {
	expectRoutes(t, referencePlanner(t), []namedRoute{
		{"sign-up details checked", "최유나 고객 가입 정보 확인 요청", "users.lookup"},
		{"member details looked up", "박서준 회원정보 조회", "users.lookup"},
	})
}

// An English schedule a Korean ending of reading follows is the schedule read.
func TestAnEnglishScheduleReadInKorean(t *testing.T) {
	expectRoutes(t, referencePlanner(t), []namedRoute{
		{"meeting schedule asked", "오늘 meeting schedule 뭐 있어?", "calendar.list"},
		{"schedule shown", "내일 schedule 좀 보여줘", "calendar.list"},
		{"a meeting scheduled", "내일 3시 meeting schedule 해줘", "calendar.create"},
	})
}

// A paper's details or information asked by its DOI are its metadata, no citations.
func TestAPapersDetailsByDOIAreItsMetadata(t *testing.T) {
	expectRoutes(t, referencePlanner(t), []namedRoute{
		{"paper info, Korean", "doi 10.1038/s41586-021-03819-2 논문 정보 조회", "papers.search"},
		{"paper details, English", "look up the paper details for doi 10.1038/s41586-021-03819-2", "papers.search"},
		{"papers citing a DOI", "find papers that cite doi 10.1038/s41586-021-03819-2", "papers.citations"},
	})
}

// Works that cite another, asked with any verb of searching, are the citing works; how
// to cite asks for instructions; a story naming citations asks none.
func TestCitingWorksAskedWithASearchVerb(t *testing.T) {
	expectRoutes(t, referencePlanner(t), []namedRoute{
		{"papers citing a DOI searched", "search papers that cite 10.1000/xyz", "papers.citations"},
		{"papers citing a title searched, Korean", "ResNet 논문 인용하는 논문 검색해 주세요", "papers.citations"},
		{"papers citing a title searched", "search for papers citing ResNet", "papers.citations"},
		{"a story of citing papers found", "10.1000/alpha를 인용한 논문들은 이미 찾았어. SKU-A12 재고를 확인해줘", "inventory.search"},
		{"how to cite, in the help articles", "Wie zitiert man eine Quelle im Support-Portal? Bitte den Hilfeartikel dazu suchen.", "support.search"},
		{"papers on a topic", "find papers on graphene", "papers.search"},
	})
}

// Spoken 낼 is tomorrow, 캔슬 cancels, standups and design reviews are meetings, and
// troubleshooting articles are help.
func TestKoreanSpokenFormsMeetingKindsAndTroubleshootingArticles(t *testing.T) {
	expectRoutes(t, referencePlanner(t), []namedRoute{
		{"spoken tomorrow", "낼 부산 날씨 어때?", "weather.forecast"},
		{"a meeting cancelled with the loanword", "이 선생님이랑 3시 미팅 캔슬해", ""},
		{"a standup wished registered", "목요일 스탠드업 하나 새로 등록했으면 좋겠어요", "calendar.create"},
		{"a standup no longer held", "매주 월요일 스탠드업은 이제 안 해", ""},
		{"a design review put in, Japanese", "金曜の14時にデザインレビューを入れて", "calendar.create"},
		{"a design review held, mixed", "Friday 2pm에 design review 잡아줘", "calendar.create"},
		{"papers on design reviews", "find papers on design review methods", "papers.search"},
		{"a troubleshooting article, Japanese", "VPNがつながらない時のトラブルシューティング記事を検索してください", "support.search"},
		{"a troubleshooting document, mixed", "VPN 연결 안 될 때 troubleshooting 문서 찾아줘", "support.search"},
	})
}

// Korean and Japanese acts told with nouns, wishes and replies are refused: a calendar's
// sharing set up, a meeting pushed back, shares cleared out, money paid in, an account
// disabled, an invitation answered with acceptance, stock moved.
func TestKoreanAndJapaneseActsToldOtherwiseAreRefused(t *testing.T) {
	expectRoutes(t, referencePlanner(t), []namedRoute{
		{"a calendar's sharing set up", "작업: 신규 입사자에게 팀 캘린더 공유 설정", ""},
		{"help on sharing, a KB heading", "KB 검색 - 일정 공유 설정", "support.search"},
		{"a meeting wished pushed back", "금요일 회의 시간 한 시간 늦췄으면 좋겠어요", ""},
		{"shares cleared out", "보유한 카카오 주식 정리하고 싶은데", ""},
		{"money paid in", "증권계좌에 500만원 입금해 주실 수 있을까요?", ""},
		{"an account disabled, Japanese", "作業:ユーザー902 アカウント無効化", ""},
		{"a help topic of disabling", "[KB検索] キーワード=二段階認証 無効化; 言語=日本語; 件数=5", "support.search"},
		{"an invitation answered", "田中さんからの会議招待、承認で返しておいて", ""},
		{"stock moved, a work item", "AB-12 300개 대전 센터로 재고 이동 건", ""},
	})
}

// A product or item named by its number, with its quantity named, is a stock item.
func TestNumberedProductsWithAQuantityAreStockItems(t *testing.T) {
	expectRoutes(t, referencePlanner(t), []namedRoute{
		{"a product's quantity wished updated", "제품 7781 수량 80으로 업데이트했으면 좋겠어요", "inventory.update"},
		{"a product's quantity changed, Japanese", "商品7781の数量を120に変更して", "inventory.update"},
		{"a product's quantity set", "set the quantity of product 7781 to 40", "inventory.update"},
	})
}

// A team named in a job title set on a profile is the title's word, no team record.
func TestATeamLeadTitleIsAProfileField(t *testing.T) {
	expectRoutes(t, referencePlanner(t), []namedRoute{
		{"an employee's title, Korean", "사번 4471 직함 팀장으로 바꿔 줘", "users.update"},
		{"a title Team Lead", "edit Bob Kim title Team Lead", "users.update"},
		{"a job title, German", "Ändere Annas Jobtitel auf Teamleiterin", "users.update"},
	})
}

// Room temp is a material's condition, no weather; a change told as a work item (변경 건)
// is a change.
func TestRoomTempAndChangeWorkItems(t *testing.T) {
	expectRoutes(t, referencePlanner(t), []namedRoute{
		{"room temp", "what crystal system does BaTiO3 have at room temp", "materials.structure"},
		{"a station's settings changed, a work item", "기상 관측소 설정 변경 건 (서울→수원)", ""},
	})
}

// Acts told with verbs the vocabulary lacked are refused: a calendar made visible or
// given edit rights, a retro scrapped, a band gap overwritten, an account frozen, money
// wired into a brokerage account, shares got rid of, a VASP job set up, a rain alert by
// text.
func TestMoreUnsupportedActsAreRefused(t *testing.T) {
	expectRoutes(t, referencePlanner(t), []namedRoute{
		{"a calendar made visible, German", "Ich möchte, dass das ganze Produktteam meinen Kalender einsehen kann.", ""},
		{"a calendar made visible, Spanish", "Quiero que todo el equipo de producto pueda ver mi agenda.", ""},
		{"a retro scrapped", "Scrap the retro we had planned for Friday, nobody can make it.", ""},
		{"a band gap overwritten", "The band gap value for ZnO in the database is wrong, overwrite it with 3.37.", ""},
		{"an account frozen", "Freeze employee 4471's account until HR says otherwise.", ""},
		{"frost tonight", "will it freeze in Chicago tonight?", ""},
		{"money wired", "Wire $2,000 into my brokerage account.", ""},
		{"shares got rid of", "Deshazte de la mitad de mis acciones de Apple a precio de mercado.", ""},
		{"a VASP job set up", "Könnten Sie einen VASP-Relaxationsjob für meine LiCoO2-Struktur aufsetzen?", ""},
		{"rain told by text", "Let me know by text any time precipitation hits Portland.", ""},
		{"papers on text classification", "papers about speech and text classification by Lee", "papers.search"},
	})
}

// A text message asked for, or a calendar's access given, is the act whatever verb of
// giving or sending leads.
func TestTextMessagesAndCalendarAccessAreActs(t *testing.T) {
	expectRoutes(t, referencePlanner(t), []namedRoute{
		{"edit rights given", "Give my assistant edit rights to my calendar.", ""},
		{"an SMS asked, German", "Schick mir eine SMS, sobald in Dresden Niederschlag kommt.", ""},
		{"an SMS asked, Spanish", "Mándame un SMS cada vez que llueva en Guadalajara.", ""},
		{"a calendar made visible", "I'd like my calendar to be visible to the whole product team — can you set that up?", ""},
		{"the forecast sent to the asker", "send me the forecast for Dresden tomorrow", "weather.forecast"},
	})
}

// Weather data said to come from a sensor name their source, which no reading of the
// weather answers; a sensor's material is still searched.
func TestWeatherDataFromASensorAreRefused(t *testing.T) {
	expectRoutes(t, referencePlanner(t), []namedRoute{
		{"a weather feed from a sensor", "I want the weather feed to pull from the downtown sensor instead of the airport one.", ""},
		{"weather data from a sensor, German", "Die Wetterdaten sollen künftig vom Sensor in der Innenstadt kommen statt vom Flughafen.", ""},
		{"a material for a sensor", "we need a semiconductor with a band gap around 1.1 eV for a sensor", "materials.search"},
		{"weather stations sold", "how many weather stations (SKU-WS1) in stock?", "inventory.search"},
	})
}

// A share of a listed company is its stock, no act of sharing; a German or Spanish case
// raised is a ticket.
func TestASharePricedAndCasesRaised(t *testing.T) {
	expectRoutes(t, referencePlanner(t), []namedRoute{
		{"a share of Tesla", "How much is a share of Tesla right now?", "finance.quote"},
		{"a share of revenue", "What is a share of Meta's ad revenue from Europe?", ""},
		{"a quote shared", "share the Tesla quote with the team", ""},
		{"a case raised, German", "Legen Sie bitte einen Fall wegen des fehlgeschlagenen Logins auf meinem Konto an.", "support.create_ticket"},
		{"a case raised, Spanish", "Levante un caso por el fallo de inicio de sesión en mi cuenta.", "support.create_ticket"},
	})
}

// How cold or hot it is in Spanish asks the temperature; an event "metido" in the
// calendar with usted is created.
func TestSpanishColdAndHotAndUstedPutInTheCalendar(t *testing.T) {
	expectRoutes(t, referencePlanner(t), []namedRoute{
		{"how cold tonight", "¿Cuánto frío va a hacer esta noche en Valladolid?", "weather.forecast"},
		{"how hot today", "¿Cuánto calor hace hoy en Córdoba?", "weather.current"},
		{"put in the calendar, usted", "Métame en el calendario una sincronización de 30 minutos con el equipo de datos el miércoles.", "calendar.create"},
	})
}

// An item code whose count is updated is a stock item; a citation count is not.
func TestAnItemCodesCountUpdated(t *testing.T) {
	expectRoutes(t, referencePlanner(t), []namedRoute{
		{"a code's count updated", "update the count of AB-12 to 50", "inventory.update"},
		{"a code's count updated after a delivery", "We just got 50 more of AB-12 in, update the count.", "inventory.update"},
		{"a code's count updated, Spanish", "Nos llegaron 50 más de AB-12, actualiza el conteo.", "inventory.update"},
		{"a citation count updated", "update the citation count of INC-12", ""},
	})
}

// This evening named with "heute" is the evening to come; freezing ahead is a forecast,
// a person or an account frozen is not.
func TestGermanTonightAndFreezingAhead(t *testing.T) {
	expectRoutes(t, referencePlanner(t), []namedRoute{
		{"how cold tonight", "Wie kalt wird es heute Nacht in Leipzig?", "weather.forecast"},
		{"how cold this evening", "Wie kalt wird es heute Abend in Leipzig?", "weather.forecast"},
		{"how cold today", "Wie kalt ist es heute in Leipzig?", "weather.current"},
		{"will it freeze tonight", "Wird's heute Nacht in Innsbruck frieren?", "weather.forecast"},
		{"an account frozen", "Friert das Konto von Mitarbeiter 4471 ein, bis die Personalabteilung sich meldet.", ""},
	})
}

// A profile field's new value entered ("eintragen", "add") changes the profile.
func TestANewProfileValueEnteredIsAnUpdate(t *testing.T) {
	expectRoutes(t, referencePlanner(t), []namedRoute{
		{"new address entered, German", "Trag bei Benutzer 611 die neue Adresse Ulmenweg 12, Bonn ein.", "users.update"},
		{"new department entered, German", "Trag bei Felix Braun die neue Abteilung Marketing ins Profil ein", "users.update"},
		{"new department added, English", "add the new department Marketing to Felix Braun's profile", "users.update"},
		{"a form field added", "add a new address field to the signup form", ""},
	})
}

// Casual verbs of acts no endpoint offers are those acts: shares picked up or grabbed are
// bought, money wired is moved, a run kicked off is run, a full summary summarizes,
// access given to a calendar shares it. A kick-off meeting is still a meeting.
func TestCasualVerbsOfUnofferedActs(t *testing.T) {
	expectRoutes(t, referencePlanner(t), []namedRoute{
		{"shares picked up", "Pick up ten shares of Shopify for me.", ""},
		{"shares grabbed", "Grab me 50 shares of Nvidia at market.", ""},
		{"money wired", "Wire 5k over to my Schwab account.", ""},
		{"a run kicked off", "Kick off a DFT relaxation for an MoS2 monolayer using PBE.", ""},
		{"a full summary given", "Give me a full summary of the article doi 10.1371/journal.pone.0248811.", ""},
		{"a rundown of an entire paper", "Give me a rundown of the entire paper by Haddad and Chen on soil microbiomes.", ""},
		{"read access given, German", "Gib Jannik Lesezugriff auf meinen Kalender.", ""},
		{"able to see my schedule", "I'd like Rahul from facilities to be able to see my schedule — can you share it with him?", ""},
		{"a kick-off meeting put in", "Wir starten gerade eine Migration. Leg einen Termin für das Kick-off am Mittwoch um 13 Uhr an.", "calendar.create"},
		{"a share's price", "How much is a share of Tesla right now?", "finance.quote"},
	})
}

// Events taken off a calendar are removed, records set up new created, stored values
// corrected edited, Spanish meetings "pasadas" moved and stock "pasado" to another site
// transferred: none is offered. Events pulled from a calendar are listed.
func TestRemovedCreatedCorrectedAndMovedByTheirPhrases(t *testing.T) {
	expectRoutes(t, referencePlanner(t), []namedRoute{
		{"dropped from the calendar", "Drop Friday's sprint demo from the calendar, we're skipping it this week.", ""},
		{"taken off my calendar", "take Friday's sprint demo off my calendar", ""},
		{"pulled from the calendar", "Pull my events for tomorrow from the calendar database", "calendar.list"},
		{"a new SKU set up", "Set up a new SKU for the 750ml matte-black tumbler.", ""},
		{"a fresh account set up", "Onboarding task — set up a fresh user account for Linnea Holm.", ""},
		{"a new account set up, German", "Richte ein neues Benutzerkonto für den Externen p.nowak@feldhaus.de ein.", ""},
		{"a new meeting set up", "set up a new meeting with Lee on Friday at 3", "calendar.create"},
		{"a band gap corrected", "Correct the band gap stored for GaN — it should read 3.4 eV, not 3.2.", ""},
		{"a meeting passed to later, Spanish", "¿Me podrías pasar la reunión de mañana una hora más tarde?", ""},
		{"stock passed to another site, Spanish", "Pasa todo el stock del artículo PL-08 al centro logístico de Lisboa.", ""},
		{"a password reset requested, Spanish", "Solicitud: reseteo de clave para la cuenta 58213.", ""},
	})
}

// What a shop sells a thing for, second-hand goods and an item code's selling price are
// no market quotes.
func TestSellingPricesAndSecondHandGoodsAreNoQuotes(t *testing.T) {
	expectRoutes(t, referencePlanner(t), []namedRoute{
		{"an item's price on sale, German", "Was kostet LAG-20931 im Verkauf?", ""},
		{"what we sell it for, Spanish", "¿A qué precio vendemos ALM-11842?", ""},
		{"an item code's selling price, Korean", "KX-7702 판매가 얼마야?", ""},
		{"a used car's going price, Korean", "중고 아반떼 시세 얼마야?", ""},
		{"a listed company's share price, Korean", "삼성전자 주가 얼마야?", "finance.quote"},
	})
}

// A place's climate is no weather report: a climate in general, a typical climate and
// weather days counted over a year are refused, whatever asks for them.
func TestAClimateIsNoWeatherReport(t *testing.T) {
	expectRoutes(t, referencePlanner(t), []namedRoute{
		{"a climate in general, Spanish", "¿Cómo es el clima en general en Tolmaré?", ""},
		{"a typical climate, Spanish", "¿Cómo es el clima típico en Lima?", ""},
		{"sunny days per year", "wondering how many sunny days Cadrenne gets per year", ""},
		{"rainy days a year, Spanish", "¿Cuántos días de lluvia hay en Bilbao al año?", ""},
		{"the weather today, Spanish", "¿Cómo está el clima hoy en Lima?", "weather.current"},
		{"sunny days ahead", "will the next few days be sunny in Oslo", "weather.forecast"},
	})
}

// Korean and Japanese memo forms of unoffered acts are those acts: a star rating given, a
// case's progress asked, a new item code issued, a manuscript's submission, money paid
// in; naming a dog is no user lookup; a new material predicted in German is no forecast.
func TestMemoFormsOfUnofferedActsAndPredictedMaterials(t *testing.T) {
	expectRoutes(t, referencePlanner(t), []namedRoute{
		{"a help article rated", "이 도움말 글에 별점 5점 줘", ""},
		{"a case's progress", "지난번 접수한 상담 건 진행 상황 알려줘", ""},
		{"a submitted case's progress", "접수 건 진행상황", ""},
		{"a dog named", "강아지 이름 뭐로 지을까", ""},
		{"a new item code issued, Korean", "품목 코드 신규 발급 건: 블루투스 스피커 미니", ""},
		{"a new item code issued, Japanese", "品番の新規採番依頼：ワイヤレスイヤホン", ""},
		{"a manuscript submitted", "논문 원고 저널 제출 건, 마감은 금요일", ""},
		{"money paid in", "証券口座への入金対応：500ドル", ""},
		{"a new material predicted, German", "Kannst du ein neues Material mit einer Bandlücke von 2 eV vorhersagen?", ""},
		{"the weather predicted, German", "Kannst du das Wetter für morgen in Köln vorhersagen?", "weather.forecast"},
	})
}

// A surname is a name a profile holds; a statement closed by the asker's own plan for it
// asks nothing; how a meeting went is told, not asked; "Lee" is a name, not Spanish "read";
// a Spanish marriage ("se casó") is no support case.
func TestSurnamesOwnPlansAndMeetingsTold(t *testing.T) {
	expectRoutes(t, referencePlanner(t), []namedRoute{
		{"a surname changed", "change Dana's surname to Kim", "users.update"},
		{"a surname changed, German", "Ändere den Nachnamen von Dana auf Kim", "users.update"},
		{"a surname changed, Spanish", "Cambia el apellido de Dana a Kim", "users.update"},
		{"a surname changed, Japanese", "Danaの姓をKimに変更して", "users.update"},
		{"a surname now another, Spanish", "Dana se casó y ahora su apellido es Lee", "users.update"},
		{"a surname now another, Japanese", "ペトラの苗字、今はシュルツ＝ベルガーです", "users.update"},
		{"a surname I will change myself, German", "Mein Nachname ist zwar anders seit der Hochzeit, aber das ändere ich nächste Woche selbst", ""},
		{"a surname I will change myself, Spanish", "Sí, mi apellido cambió, pero lo actualizo yo la semana que viene", ""},
		{"an event made and an invite sent later", "The client wants to meet on the 14th at 11 — create the event on my calendar and I'll send the invite later.", "calendar.create"},
		{"a meeting went well", "the meeting went well today", ""},
		{"a meeting went well, German", "Das Meeting heute lief gut", ""},
		{"a meeting went well, then one made", "the meeting went well today, can you schedule a follow-up on Friday at 3", "calendar.create"},
		{"a meeting with Lee moved, German", "Könnten Sie meinen Termin um 15 Uhr mit Lee auf nächsten Montag verlegen?", ""},
	})
}

// Reviews, demos and workshops put at a time are events, and so is lunch at noon; hours
// of a weekday kept free in Spanish are blocked; a review said to move in Spanish and an
// event made private are none.
func TestReviewsAtATimeLunchAtNoonAndHoursKeptFree(t *testing.T) {
	expectRoutes(t, referencePlanner(t), []namedRoute{
		{"lunch at noon", "Add a team lunch next Wednesday at noon.", "calendar.create"},
		{"lunch on a day at noon", "pls add lunch with Maren on Friday noon", "calendar.create"},
		{"a review at a time, German", "Leg für Freitag um 10 Uhr ein Review an.", "calendar.create"},
		{"a review at a time, Spanish", "Programa una revisión para el viernes a las 10.", "calendar.create"},
		{"hours kept free, Spanish", "Necesito que me apartes el martes de 3 a 5 para revisar presupuestos", "calendar.create"},
		{"a weekday's hours held", "hold Tuesday from 2 to 4 for the budget review", "calendar.create"},
		{"a table reserved", "Resérvame una mesa el martes de 3 a 5", ""},
		{"a review moved, Spanish", "la revisión de diseño debería pasar a las 4", ""},
		{"an event made private", "necesito esto: haz privado demo next Monday at 4", ""},
		{"the weather at noon", "what's the weather at noon in Oslo", "weather.current"},
	})
}

// A review held with someone is a meeting; whether the asker has an appointment on a day
// asks the calendar; a closing "I forget the time" or "ich muss planen" tells the asker's
// own state and leaves the question asked.
func TestMeetingsAskedWithTheAskersOwnStateAfter(t *testing.T) {
	expectRoutes(t, referencePlanner(t), []namedRoute{
		{"a review with someone", "when's the design review w/ Tomasz", "calendar.list"},
		{"a quarterly review with someone", "when's the quarterly review with Priya?", "calendar.list"},
		{"an article's reviews", "show reviews with 5 stars for article 12", ""},
		{"the dentist on a day", "Do I have the dentist on the 14th? Can't remember if I booked it.", "calendar.list"},
		{"a call tomorrow", "do I have a call with Lee tomorrow?", "calendar.list"},
		{"a meeting's time forgotten", "when is my meeting with Herr Baumgart, i forget the time", "calendar.list"},
		{"the week's appointments, then planning", "welche termine hab ich diese woche, ich muss planen", "calendar.list"},
	})
}

// An item counted in or out of stock by its verb is its stock updated, and a question of
// what the warehouse still holds searches the stock; a sum of units sold and a restock
// with no number are not updates.
func TestStockCountedInAndOutAndWarehouseQuestions(t *testing.T) {
	expectRoutes(t, referencePlanner(t), []namedRoute{
		{"a code decremented", "decrement BX-220 by 5, we sold some at the counter", "inventory.update"},
		{"a code restocked by a number", "restock ZQ-118 +30", "inventory.update"},
		{"a code restocked", "restock SKU-44", ""},
		{"a count bumped by a number", "wondering if you could bump the count on the m5 washers up by 200", "inventory.update"},
		{"boxes added to inventory", "Just got the pallet delivery, 48 boxes of the thermal paper rolls. Can you add those to inventory?", "inventory.update"},
		{"units booked in, German", "Wir haben 25 Stück LAG-20931 nachgeliefert bekommen, bitte einbuchen", "inventory.update"},
		{"units taken off, German", "Zieh 3 Einheiten von HX-0092-R ab, die sind kaputt", "inventory.update"},
		{"units subtracted, Spanish", "Resta 3 unidades de ZP-0381, vinieron dañadas", "inventory.update"},
		{"units added, Spanish", "Suma 30 unidades al producto 4027, acaba de llegar el envío.", "inventory.update"},
		{"units sold summed, Spanish", "necesito esto: suma las unidades vendidas de SKU-390 en enero", ""},
		{"still in the warehouse, German", "Haben wir noch M8-Schrauben im Lager?", "inventory.search"},
		{"left in the warehouse, Spanish", "¿Nos quedan termos azules en el almacén?", "inventory.search"},
		{"boxes in the warehouse, Korean", "창고에 A4 용지 몇 박스 있어?", "inventory.search"},
		{"how many in the warehouse, Japanese", "商品7781が倉庫に何点残っているか知りたい", "inventory.search"},
		{"people in the warehouse, Korean", "창고에 사람 몇 명 있어?", ""},
	})
}

// Tickets filed, complaints lodged, cases reported and problems 신고 are tickets raised;
// what follows a new ticket's heading is its content; troubleshooting is documentation.
func TestTicketsFiledAndReportedAndTroubleshootingDocs(t *testing.T) {
	expectRoutes(t, referencePlanner(t), []namedRoute{
		{"a ticket filed", "file ticket printer offline", "support.create_ticket"},
		{"a new ticket's heading, Spanish", "Nuevo ticket: falta el envío del BOD-7730-C", "support.create_ticket"},
		{"a complaint lodged, Spanish", "quiero poner una queja, abre una incidencia por favor", "support.create_ticket"},
		{"a case reported, German", "Ich möchte einen Fall melden – die App stürzt beim Start ab.", "support.create_ticket"},
		{"in any case, German", "Auf jeden Fall melden wir uns morgen", ""},
		{"a fault reported, Korean", "서버 접속 장애 신고하고 싶어요", "support.create_ticket"},
		{"troubleshooting looked up", "look up troubleshooting for login errors", "support.search"},
	})
}

// A person named by a handle, by number or after a Spanish clitic owns the contact details
// changed; a German "Position von" and a Spanish "cargo", "puesto" set are a job title.
func TestContactsOwnedByHandlesAndNumbersAndJobPositions(t *testing.T) {
	expectRoutes(t, referencePlanner(t), []namedRoute{
		{"an e-mail of a handle, German", "Aktualisiere die E-Mail von t.berg auf t.berg@hafenwerk.de.", "users.update"},
		{"an e-mail of a handle, Spanish", "Actualiza el correo de d.soler a dsoler@marinera.es.", "users.update"},
		{"an employee's phone by number", "Update employee 4471's phone number to 555-0134.", "users.update"},
		{"an employee's phone by number, Spanish", "Actualice el teléfono del empleado 4471 a 555-0134.", "users.update"},
		{"an e-mail set after a clitic, Spanish", "Ponle a María López el correo maria.l@empresa.com.", "users.update"},
		{"a position set, German", "Ändere die Position von Lena Voigt auf Teamleiterin.", "users.update"},
		{"a post set, Spanish", "Cámbiale el puesto a j.kim a Ingeniera Sénior.", "users.update"},
		{"a card's charge", "¿Qué es el cargo de 30 euros en mi tarjeta?", ""},
	})
}

// A named person who moved owns the new address told; an office that moved is no profile.
func TestANamedPersonMovedHasANewAddress(t *testing.T) {
	expectRoutes(t, referencePlanner(t), []namedRoute{
		{"a person moved, German", "Malte Riesbeck ist umgezogen, neue Adresse: Lindenweg 4, 37120 Morsingen", "users.update"},
		{"a person moved, Spanish", "Fermín Alcubilla se mudó, su nueva dirección es Calle Olmo 12, Alcorba", "users.update"},
		{"an office moved", "Our office has moved, new address: Lindenweg 4", ""},
	})
}

// A listed company's chart and its weekly closes are its price history; Spanish "cuánto
// está la acción de" a ticker is its quote; unaccented "ultimos 6 meses" is a span; more
// listed companies are named. An org chart and a café's opening are none.
func TestChartsClosesAndMoreListedCompanies(t *testing.T) {
	expectRoutes(t, referencePlanner(t), []namedRoute{
		{"a ticker's chart", "chart of OMTX over the past year", "finance.history"},
		{"a company's chart, German", "Zeig mir den Chart von Lufthansa über die letzten zwölf Monate.", "finance.history"},
		{"a ticker's chart without accents, Spanish", "me sacas la grafica de TRQL de los ultimos 6 meses", "finance.history"},
		{"a chart of a ticker's price, Spanish", "Muéstrame la gráfica del precio de AAPL en el último año", "finance.history"},
		{"an intraday chart, Italian", "Fammi vedere il grafico intraday di Tesla di venerdì scorso", "finance.history"},
		{"how a ticker did last month, Portuguese", "Como a Vale (VALE3) se saiu no mês passado?", "finance.history"},
		{"how a ticker did last month, Spanish", "¿Cómo le fue a AAPL el mes pasado?", "finance.history"},
		{"how a ticker did last month, French", "Comment s'est comporté AAPL le mois dernier ?", "finance.history"},
		{"what a company trades at, French", "Bonjour, à combien se négocie Danone en ce moment s'il vous plaît ?", "finance.quote"},
		{"a ticker's volatility over a span", "Volatilität von NVDA im letzten Quartal", ""},
		{"a company's moves over a month, Chinese", "帮我看一下贵州茅台过去一个月的走势", "finance.history"},
		{"a company's price chart for a year, Chinese", "给我画一张小米集团2023年全年的股价图", "finance.history"},
		{"an opening price on a date, Chinese", "中国平安2024年5月6日的开盘价是多少?", "finance.history"},
		{"a share's course over the last three months, French", "Tu peux me montrer l'évolution du cours de TotalEnergies sur les trois derniers mois ?", "finance.history"},
		{"a ticker over the last six months, Italian", "Andamento di AAPL negli ultimi sei mesi", "finance.history"},
		{"an agent rated, Chinese", "给刚才的客服小王打个差评。", ""},
		{"control: the weather over past days", "Quel temps a-t-il fait à Paris sur les trois derniers jours ?", ""},
		{"a ticker's share now, Spanish", "cuánto está la acción de MRVQ ahora mismo?", "finance.quote"},
		{"a share of Unilever", "How much is one share of Unilever right now?", "finance.quote"},
		{"an org chart", "show me the org chart of the sales team", ""},
		{"a café's opening", "What did Starbucks open at this morning? 6 or 7?", ""},
	})
}

// A currency against another is an exchange rate, its history none of a share's; a
// forecast's reliability is asked as an opinion; a wine's aroma profile is nobody's.
func TestExchangeRatesReliabilityAndAromaProfilesAreRefused(t *testing.T) {
	expectRoutes(t, referencePlanner(t), []namedRoute{
		{"the euro in reais, history", "Cotações históricas do euro em reais desde 2019", ""},
		{"the euro to the dollar, history", "Historische Kurse des Euro zum US-Dollar seit 2000", ""},
		{"the dollar-yen rate", "今日のドル円レートはいくら?", ""},
		{"a forecast's reliability, Spanish", "¿Qué tan acertado suele ser el pronóstico del tiempo a 10 días para Madrid?", ""},
		{"a forecast's reliability, French", "Quelle est la fiabilité des prévisions météo à 7 jours pour Marseille ?", ""},
		{"a wine's aroma profile", "Quel est le profil aromatique d'un Chablis premier cru ?", ""},
		{"control: a share's history", "Historische Kurse von SAP seit 2000", "finance.history"},
		{"control: a ticket about reliability", "Ouvre un ticket sur la fiabilité du VPN qui coupe", "support.create_ticket"},
		{"control: a forecast", "Quelles sont les prévisions météo à 7 jours pour Marseille ?", "weather.forecast"},
	})
}

// English articles on a topic are papers when no help article is near; the topic's words
// are the papers' subject. Articles on a setting up are help articles (setupTopic).
func TestArticlesOnATopicAreScholarlyWhenNoHelpIsNear(t *testing.T) {
	expectRoutes(t, referencePlanner(t), []namedRoute{
		{"articles on protein design", "Any recent articles about diffusion models for protein design?", "papers.search"},
		{"articles on scheduling algorithms", "articles about calendar scheduling algorithms", "papers.search"},
		{"articles on a password reset", "articles about resetting your password", "support.search"},
		{"a German help article to delete", "Kannst du den Artikel zur Zwei-Faktor-Authentifizierung löschen?", ""},
	})
}

// A paper's quoted title names nothing the catalog holds: "Lattice" in a title is no
// crystal lattice.
func TestAPapersQuotedTitleNamesNothing(t *testing.T) {
	expectRoutes(t, referencePlanner(t), []namedRoute{
		{"a Korean paper's title", "논문 \"Sparse Mixtures of Lattice Experts\" 서지 정보 알려줘", "papers.search"},
		{"a Japanese paper's title", "論文「Quiet Lattices in Noisy Channels」の書誌情報を調べたい", "papers.search"},
		{"a lattice asked", "LiFePO4 격자 상수 알려줘", "materials.structure"},
	})
}

// Everyday weather wording: "wieviel Grad", a need with its "ich" dropped, snow heard of.
func TestEverydayWeatherWording(t *testing.T) {
	expectRoutes(t, referencePlanner(t), []namedRoute{
		{"how many degrees, one word", "Sag mal, wieviel Grad hat es momentan in Ostrahlen?", "weather.current"},
		{"a forecast needed, ich dropped", "Brauche die Vorhersage für heute Nacht in Morsingen, gibts Frost?", "weather.forecast"},
		{"snow heard of, Korean", "모레 미르반에 눈 온대?", "weather.forecast"},
	})
}

// Shares dumped in German are sold; a new phone number entered after a colon changes the
// profile; a bare count refilled is stock updated; a Spanish share's evolution is its
// history; whether anyone has published on a topic asks for papers.
func TestSharesDumpedNumbersEnteredStockRefilledAndPublishedTopics(t *testing.T) {
	expectRoutes(t, referencePlanner(t), []namedRoute{
		{"shares dumped, German", "Stoß 150 Aktien von Lufthansa zur Eröffnung ab.", ""},
		{"a new number entered after a colon, German", "Neue Telefonnummer für Konto 4410 eintragen: +49 30 1234567.", "users.update"},
		{"screws refilled, German", "Trag bitte ein, dass wir 120 M8-Schrauben aufgefüllt haben", "inventory.update"},
		{"screws refilled, Spanish", "Necesito que registres que reponemos 120 tornillos M8", "inventory.update"},
		{"a share's evolution, Spanish", "Necesito la evolución de la acción de Minera Cordillán de 2018 a 2020", "finance.history"},
		{"anyone published on a topic", "wondering whether anyone has published on CRISPR delivery via exosomes", "papers.search"},
	})
}

// Years of a span and years after prices date a price history; a Spanish "ficha" of a
// person is their profile, a safety data "ficha" is not.
func TestYearSpansDatePricesAndFichasOfPeople(t *testing.T) {
	expectRoutes(t, referencePlanner(t), []namedRoute{
		{"a share between two years", "How did SAP stock trade between 2019 and 2021?", "finance.history"},
		{"prices of a year", "SAP prices 2019", "finance.history"},
		{"an employee's card, Spanish", "¿Quién es la empleada 2755? Enséñame su ficha.", "users.lookup"},
		{"a safety data sheet, Spanish", "Necesito la ficha de seguridad del tolueno.", ""},
	})
}

// Near-domain acts and statements the second review round found: an event's recurrence
// changed, an appointment laid on another day, a Spanish meeting "pasada" to another,
// an invitation answered, an event extended, an account deactivated by memo, a paper's
// full text, a price told to have moved, a meeting told to have been long, a product's
// retail price, a car's fair price, an APA citation, an average rainfall.
func TestSecondRoundNearDomainActsAndStatements(t *testing.T) {
	expectRoutes(t, referencePlanner(t), []namedRoute{
		{"a recurrence changed", "I'd like the weekly one-on-one with Marguerite to repeat every two weeks instead of weekly.", ""},
		{"a recurrence changed, Spanish", "Haz que la reunión semanal con Margarita sea cada dos semanas.", ""},
		{"an appointment laid on a day, German", "Kannst du den Zahnarzttermin um 15 Uhr auf nächsten Dienstag legen?", ""},
		{"a meeting passed on, Spanish", "La reunión de planificación con Odalys es el jueves, pero necesito pasarla al viernes por la tarde.", ""},
		{"an invitation answered, Korean", "팀장님이 보낸 회의 초대에 참석으로 응답해", ""},
		{"an event extended, Japanese", "商談の予定を1時間延長", ""},
		{"an account deactivated by memo, Japanese", "退職者アカウント(森 優斗)の無効化対応", ""},
		{"a paper's full text, Korean", "\"Graph Diffusion for Protein Folding\" 논문 전문 좀 보여줘", ""},
		{"a price told to have risen", "The stock price of HLBK went up a lot this morning.", ""},
		{"a price told to have risen, German", "Der Kurs von Halbrook ist heute Morgen stark gestiegen.", ""},
		{"a price asked to have risen", "Did the stock price of AAPL go up today?", "finance.quote"},
		{"a meeting told long, Korean", "오늘 회의 진짜 길었다", ""},
		{"a meeting told long, Japanese", "今日の会議は長かったなあ", ""},
		{"a product's retail price", "How much does SKU TR-4471 retail for?", ""},
		{"a car's fair price", "What's a fair price for a 2016 Subaru Outback with 90k miles?", ""},
		{"an APA citation, German", "Formatiere 10.5521/geo.2020.991 als Zitat im APA-Stil.", ""},
		{"an average rainfall, Spanish", "¿Cuánto llueve de media en octubre en Kioto?", ""},
	})
}

// Words of the catalog's domains in other senses name nothing: a parking citation, a
// quote from Faust, a favourite band and its singer, a Stardew Valley inventory, a
// Swarovski pendant, a wall calendar, a used car's price, time kept in Spanish, craft
// materials, support for a friend; and a liking told asks for nothing.
func TestDomainWordsInOtherSensesAndLikingsTold(t *testing.T) {
	expectRoutes(t, referencePlanner(t), []namedRoute{
		{"parking citations", "I got two parking citations outside my apartment, can the city tow my car?", ""},
		{"a quote from Faust", "Gib mir ein bekanntes Zitat aus Goethes Faust über das Streben", ""},
		{"a favourite band", "I just found out my favorite band is breaking up and I'm gutted", ""},
		{"a band's singer, Korean", "밴드 잔나비의 보컬 이름이 뭐야?", ""},
		{"a game inventory, Korean", "스타듀밸리에서 인벤토리가 꽉 찼는데 어떻게 늘려?", ""},
		{"a crystal pendant", "Is a Swarovski crystal pendant worth more than a cubic zirconia one?", ""},
		{"a wall calendar, Japanese", "柴犬の写真の壁掛けカレンダーを探してる", ""},
		{"a used car's price, Japanese", "2018年式の中古プリウスの値段ってどれくらい？", ""},
		{"time kept, Spanish", "¿Cómo conservo el cilantro fresco más tiempo?", ""},
		{"craft materials, Spanish", "¿Qué materiales necesito para hacer una piñata de cartón?", ""},
		{"a friend supported", "How can I support a friend who just lost her father?", ""},
		{"support asked to look", "my invoice page keeps crashing, can you get someone from support to look at it", "support.create_ticket"},
		{"a calendar synced with Outlook", "Wie synchronisiere ich den Kalender mit Outlook? Such mal in der Hilfe", "support.search"},
		{"rainy Sundays loved", "I love rainy Sundays with a cup of tea.", ""},
		{"rainy afternoons loved, Spanish", "Me encantan las tardes de lluvia con chocolate caliente.", ""},
		{"rainy days loved, Korean", "비 오는 날엔 파전에 막걸리가 최고지.", ""},
		{"rainy days loved, Japanese", "雨の日はこたつでみかんを食べるのが好き。", ""},
		{"rain asked", "will it rain in Oslo tomorrow?", "weather.forecast"},
	})
}

// Events put in with "ponme" or a "hueco" at a clock time are made (a reminder is not);
// "what do I have going on" a day asks the calendar; a capitalized name's stock doing
// today is a share; a thing dismissed with Japanese "はいいから" is not asked.
func TestPutInSlotsAgendaQuestionsNamedStocksAndJapaneseDismissals(t *testing.T) {
	expectRoutes(t, referencePlanner(t), []namedRoute{
		{"a call put in, Spanish", "Ponme una llamada de 45 minutos con Delfina el lunes a las 10.", "calendar.create"},
		{"a reminder put in, Spanish", "Ponme un recordatorio 30 minutos antes de mi cita de las 14:00.", ""},
		{"a slot reserved, Spanish", "Reserva un hueco el miércoles que viene a las 14:00 para el arranque del proyecto Orvieto.", "calendar.create"},
		{"what is going on a day", "What do I have going on Thursday afternoon?", "calendar.list"},
		{"a named company's stock doing today", "How is Quorvex stock doing today?", "finance.quote"},
		{"a price dismissed, Japanese", "価格はいいから NG-7702 の在庫だけ教えて", "inventory.search"},
	})
}

// Whether anything is entered or planned on a day asks the calendar in German, English and
// Japanese; "a cuánto está" and a ticker asks its price, also after a clause of context
// opened by "but first".
func TestEntriesOnADayAndSharePricesAfterContext(t *testing.T) {
	expectRoutes(t, referencePlanner(t), []namedRoute{
		{"anything entered, German", "Hab ich Samstag was eingetragen?", "calendar.list"},
		{"anything pending, German", "Steht am Samstag was an?", "calendar.list"},
		{"anything entered, English", "Have I got anything entered for Saturday morning?", "calendar.list"},
		{"anything in, Japanese", "土曜日に何か入ってる？", "calendar.list"},
		{"a ticker's level, Spanish", "¿A cuánto está AAPL?", "finance.quote"},
		{"a ticker at a sentence's end", "dime a cuánto está KPLX.", "finance.quote"},
		{"a ticker after context, Spanish", "Estoy pensando en vender, pero primero dime a cuánto está KPLX.", "finance.quote"},
		{"a ticker after context, German", "Ich überlege zu verkaufen, aber sag mir erst, wo KPLX im Moment steht.", "finance.quote"},
		{"a ticker after context, English", "I might sell, but first tell me what KPLX is at right now", "finance.quote"},
		{"selling asked, Spanish", "Vende mis acciones de KPLX.", ""},
	})
}

// A word said in two idioms is no word of the request; an idiom's accent-folded words
// name nothing either; a protein's crystal structure is a molecule's, not a material's.
func TestRepeatedIdiomsFoldedIdiomWordsAndProteinStructures(t *testing.T) {
	expectRoutes(t, referencePlanner(t), []namedRoute{
		{"two soup stocks", "Can I swap vegetable stock for beef stock in my French onion soup?", ""},
		{"a ticket beside a parking ticket", "File a ticket: I got a parking ticket notification by mistake", "support.create_ticket"},
		{"a police summons, Spanish", "La policía me dio una citación, ¿qué hago?", ""},
		{"a calendar given as a present, German", "Welchen Kalender mit Katzenmotiven kann ich meiner Oma schenken?", ""},
		{"a protein's crystal structure", "What is the crystal structure of the spike protein of SARS-CoV-2?", ""},
		{"a protein's crystal structure, Spanish", "¿Cuál es la estructura cristalina de la proteína spike del SARS-CoV-2?", ""},
		{"papers on protein structure", "protein structure prediction papers", "papers.search"},
	})
}

// Spanish "sácame" gets a thing for the asker; "sácame del …" takes something out.
func TestSpanishSacameGetsAndTakesOut(t *testing.T) {
	expectRoutes(t, referencePlanner(t), []namedRoute{
		{"historical prices got", "Sácame los precios históricos de Thornecrest Bio de 2021.", "finance.history"},
		{"a unit cell got", "Sácame la celda unidad del LiCoO2.", "materials.structure"},
		{"a forecast got", "sácame el pronóstico de Madrid para mañana", "weather.forecast"},
		{"a meeting taken off the calendar", "sácame del calendario la reunión del lunes", ""},
		{"taken off a mailing list", "sácame de la lista de correo", ""},
	})
}

// Shares sold by "veräußern" or "liquidar" and orders at the market are trades; access to
// a calendar "Einsicht" is sharing; German records named new are created; "inhabilitar"
// suspends; a new delivery address entered changes a profile; articles on a topic are
// papers in German and Spanish unless help is near, and German articles in store are goods.
func TestTradesNewRecordsAndArticlesOnATopic(t *testing.T) {
	expectRoutes(t, referencePlanner(t), []namedRoute{
		{"shares disposed of, German", "Ich möchte meine 30 Siemens-Aktien veräußern.", ""},
		{"shares liquidated, Spanish", "Quiero liquidar mis 30 acciones de Iberdrola.", ""},
		{"a market order, German", "Order: 50 Stück Allianz zum Marktpreis", ""},
		{"a market order, Spanish", "Orden: 50 títulos de Telefónica a mercado", ""},
		{"a market price asked, Spanish", "¿Cuál es el precio de mercado de Allianz?", "finance.quote"},
		{"calendar insight given, German", "Wäre es möglich, dass Lukas Einsicht in meinen Kalender bekommt?", ""},
		{"a new record, German", "Neuer Datensatz für den Perowskit CsPbBr3 in der Materialdatenbank, wäre super.", ""},
		{"a new item number, German", "Wir brauchen eine neue Artikelnummer für den Rucksack in Grün.", ""},
		{"a new account set up, German", "Neues Konto einrichten für l.weber@firma.ch", ""},
		{"a new meeting laid on, German", "Leg einen neuen Termin für Freitag um 10 an", "calendar.create"},
		{"an account disabled, Spanish", "Hay que inhabilitar la cuenta del empleado 4471 mientras esté de baja.", ""},
		{"a new delivery address entered, German", "Trag bei Konto 44821 die neue Lieferadresse Erlenweg 12, Kassel ein.", "users.update"},
		{"articles on a topic, German", "Finde Artikel zum Thema maschinelles Lernen in der Materialforschung.", "papers.search"},
		{"articles about a topic, German dative", "Such nach Artikeln über Mikroplastik in Süßwassermuscheln ab 2020.", "papers.search"},
		{"articles on a topic, Spanish", "Encuentra artículos sobre machine learning aplicado a ciencia de materiales.", "papers.search"},
		{"help articles on a topic, Spanish", "Busca en la base de conocimiento artículos sobre exportación de datos.", "support.search"},
		{"articles in store, German", "Wie viele Artikel haben wir im Lager?", ""},
	})
}

// Frost and a fine day ahead are weather; a condition said in the present of a named
// place is its weather now, not in a named month; a span of minutes or half an hour
// blocked on a day is a calendar entry, not an account blocked.
func TestFrostFineDaysPresentConditionsAndBlockedSpans(t *testing.T) {
	expectRoutes(t, referencePlanner(t), []namedRoute{
		{"frost tonight, Spanish", "¿Va a helar esta noche en Burgos?", "weather.forecast"},
		{"a fine Saturday, German", "Kannst du mir sagen, ob es am Samstag in Salzburg schön wird?", "weather.forecast"},
		{"a concert fine, German", "ob das Konzert am Samstag in Salzburg schön wird", ""},
		{"cold now, Spanish", "¿Hace frío ya en Quito o todavía se puede salir en manga corta?", "weather.current"},
		{"cold now", "is it cold in Oslo?", "weather.current"},
		{"cold now, German", "Ist es in Kiel kalt?", "weather.current"},
		{"hot in a month", "Is it hot in Dubai in August?", ""},
		{"cold in here", "is it cold in here?", ""},
		{"all right, German", "Ist es in Ordnung, wenn ich Kiel anrufe, ist es dir zu warm?", ""},
		{"half an hour blocked", "Block 30 minutes tomorrow morning with Lee", "calendar.create"},
		{"half an hour blocked, German", "Kannst du mir für morgen früh eine halbe Stunde mit Lee blocken?", "calendar.create"},
		{"half an hour blocked, Spanish", "¿Me bloqueas media hora mañana temprano con Lee?", "calendar.create"},
		{"an account blocked for hours, Spanish", "Bloquea la cuenta del usuario 44 por 24 horas desde mañana", ""},
		{"a user blocked for minutes", "block user 55 for 30 minutes", ""},
	})
}

// The assistant's name is no user's; a climate's change is no weather now; this help
// document rated, or help documentation written anew in Korean or Japanese, is no search;
// a refusal told back declines; a request put to support in Japanese files a ticket.
func TestAssistantNamesClimateChangeRatedDocsAndRequestsToSupport(t *testing.T) {
	expectRoutes(t, referencePlanner(t), []namedRoute{
		{"the assistant's name", "what is your name", ""},
		{"the assistant's name, Korean", "너 이름이 뭐야?", ""},
		{"the assistant's name, Japanese", "あなたの名前は？", ""},
		{"a user's name", "whats the name of user 44", "users.lookup"},
		{"temperatures risen by climate change, Korean", "기후 변화로 한국 기온 얼마나 올랐어?", ""},
		{"temperatures risen by warming, Japanese", "温暖化で日本の気温ってどれだけ上がった？", ""},
		{"papers on climate change", "papers on climate change and crop yields", "papers.search"},
		{"this help document rated, Korean", "이 도움말 문서 별로였어, 평점 1점 줘", ""},
		{"help on rating, Korean", "평점 주는 방법 도움말 찾아줘", "support.search"},
		{"a help document written anew, Korean", "헬프 문서 새로 하나 작성해줘", ""},
		{"a help article written anew, Japanese", "ヘルプ記事を新しく書いて", ""},
		{"help on refreshing, Korean", "도움말 문서 새로고침 하는 방법 찾아줘", "support.search"},
		{"a refusal told back, Korean", "오늘 저녁 약속 거절한다고 답장해줘", ""},
		{"a request put to support, Japanese", "返金リクエストをサポートに出しておいて", "support.create_ticket"},
	})
}

// Thanks for what was done ask nothing; "never mind", "もういいや", "lass … weg", "spar dir"
// and "mejor olvida" set aside what they name; where a named company closed is its price.
func TestThanksDismissalsAndCompanyCloses(t *testing.T) {
	expectRoutes(t, referencePlanner(t), []namedRoute{
		{"thanks for the weather", "Thanks for checking the weather earlier, it helped a lot!", ""},
		{"thanks for the weather, Spanish", "¡Gracias por mirar el tiempo antes, me ayudó muchísimo!", ""},
		{"thanks for the weather, Japanese", "さっきは天気を調べてくれてありがとう、本当に助かりました！", ""},
		{"thanks for the weather, Korean", "아까 날씨 확인해 줘서 고마워, 진짜 도움 됐어!", ""},
		{"thanks, then a forecast asked", "Thanks for checking the weather, now show me the forecast for Oslo tomorrow", "weather.forecast"},
		{"thanks, then a forecast asked, Korean", "날씨 확인해 줘서 고마워, 내일 부산 날씨도 알려줘", "weather.forecast"},
		{"a quote never minded, arithmetic asked", "Actually never mind the stock quote, what's 17 percent of 2,340?", ""},
		{"a quote never minded, Japanese", "株価はもういいや、2340の17%っていくつ？", ""},
		{"a temperature never minded, Japanese", "今の気温はもういいや、明日の名古屋の天気が知りたい。", "weather.forecast"},
		{"a chart set aside, Japanese", "過去のチャートはやっぱりいいや、ソニーの現在の株価だけ教えて。", "finance.quote"},
		{"a chart forgotten, Spanish", "Mejor olvida el gráfico histórico; dame solo el precio actual de Banco Santander.", "finance.quote"},
		{"citations left out, German", "Lass die Zitationen weg, such einfach nach Papern über Lithium-Schwefel-Batterien.", "papers.search"},
		{"help articles spared, German", "Spar dir die Hilfeartikel, ich will einfach einen Supportfall wegen der doppelten Abbuchung anlegen.", "support.create_ticket"},
		{"a company's closes", "what did Tesla close at each day last week?", "finance.history"},
	})
}

// Nanoparticles hold no article; an answer to a support request opened before is no new
// one, while someone from support asked to look files one; a weather map is no
// weather; what a share is going for is its price.
func TestNanoparticlesSupportLooksWeatherMapsAndGoingFor(t *testing.T) {
	expectRoutes(t, referencePlanner(t), []namedRoute{
		{"nanoparticles synthesized", "How do I synthesize ZnO nanoparticles in the lab?", ""},
		{"nanoparticles synthesized, German", "Wie synthetisiere ich Zinkoxid-Nanopartikel im Labor?", ""},
		{"an answer to a request opened, Spanish", "¿Alguien ha contestado a la solicitud de soporte que abrí ayer?", ""},
		{"someone from support to look, Spanish", "Necesito que alguien de soporte revise por qué no me llega el correo de verificación.", "support.create_ticket"},
		{"someone from support to look at it, Spanish", "¿Puede alguien de soporte mirarlo? La app no abre.", "support.create_ticket"},
		{"a weather map, Spanish", "Envíame un mapa meteorológico de la península ibérica.", ""},
		{"what a share is going for", "My dad keeps asking me about Ford stock; what is it going for today?", "finance.quote"},
	})
}

// Korean and Japanese memo forms: an event wiped in a to-do line, an account paused or
// made dormant, a deposit asked, funds moved, an article put in three lines.
func TestKoreanAndJapaneseMemoActs(t *testing.T) {
	expectRoutes(t, referencePlanner(t), []namedRoute{
		{"an event wiped in a to-do line", "할 일: 목요일 스탠드업 캘린더에서 지우기", ""},
		{"an account paused", "j.kim 계정 일시 중지 요청", ""},
		{"an account made dormant", "이 사용자 휴면 처리해 주세요 (user 902)", ""},
		{"a deposit asked", "주식 계좌에 예수금 입금 요청", ""},
		{"funds moved, Japanese", "ブローカー口座に資金を移したい", ""},
		{"an article in three lines", "기사 전문 세 줄로 정리해 주세요", ""},
		{"a quote in one line", "현대차 005380 최신 시세 한 줄로 정리해 줘.", "finance.quote"},
	})
}

// A chat command's verb is its act and a short tool name names its records; goods
// shipped to another warehouse are transferred; a tl;dr summarizes; a German account
// set up for someone is created; a value "abgeändert" is changed.
func TestChatCommandsShipmentsSummariesAndAccountsSetUp(t *testing.T) {
	expectRoutes(t, referencePlanner(t), []namedRoute{
		{"a station configured by command", "/weather config station=KSFO", ""},
		{"a material made by command", `!mat new "Li7La3Zr2O12-Ta" bandgap=5.8`, ""},
		{"stock removed by command", "/stock rm AB-12", ""},
		{"a user removed by command", "/user rm 4471", ""},
		{"a calendar listed by command", "/cal list today", "calendar.list"},
		{"a calendar listed by command, German", "/kal liste heute", "calendar.list"},
		{"stock checked by command, German", "!lager check AB-12", "inventory.search"},
		{"stock set by command", "!stock set AB-12 40", "inventory.update"},
		{"a ticket made by command", `!ticket new "Export to CSV hangs"`, "support.create_ticket"},
		{"goods shipped to a warehouse", "Hey Marco, can you ship item 7781 over to warehouse B? A is overflowing.", ""},
		{"a tl;dr of a paper", `Give me a tl;dr of the entire paper "Attention Is All You Need".`, ""},
		{"an account set up for a colleague, German", "Richte für unseren neuen Kollegen Tomas Berg ein Benutzerkonto ein.", ""},
		{"a band gap value changed, German", "Den Bandlückenwert von GaAs im Datensatz auf 1,42 eV abändern.", ""},
	})
}

// What the asker has on a day, shown or told, asks the calendar, also after a negated act.
func TestWhatIHaveOnADay(t *testing.T) {
	expectRoutes(t, referencePlanner(t), []namedRoute{
		{"shown what I have", "Don't cancel the sync, just show me what I have tomorrow afternoon.", "calendar.list"},
		{"shown what I have, Spanish", "No canceles la reunión, solo muéstrame lo que tengo mañana por la tarde.", "calendar.list"},
		{"shown what I have, German", "Sag nichts ab, zeig mir nur, was ich am Donnerstag alles habe.", "calendar.list"},
		{"free slots found, Japanese", "来週空いている時間帯を教えて", ""},
	})
}

// An English text that only tells, led by its subject with a finite verb and asking,
// pleading or ordering nothing, asks for nothing; a problem told, an ask after a story
// and a story that says what it needs still route.
func TestEnglishStatementsAskNothing(t *testing.T) {
	expectRoutes(t, referencePlanner(t), []namedRoute{
		{"a paper read", "just finished reading a paper on graphene, mind blown", ""},
		{"a paper published", "I published my first paper today!!", ""},
		{"a paper read just now", "I just read a great paper on diffusion models.", ""},
		{"a share's day told", "Apple stock had a rough day.", ""},
		{"a material praised", "Silicon is such a cool material.", ""},
		{"a packed calendar", "my calendar is so packed this week i could cry", ""},
		{"meetings had", "had three meetings back to back today, exhausted", ""},
		{"a username told", "my username is kbaker btw", ""},
		{"a new user signed up", "a new user signed up this morning", ""},
		{"a forecast that was wrong", "the forecast said sun but it hailed, typical", ""},
		{"rainy days loved", "honestly I love rainy days", ""},
		{"a story, then an order", "My sister's birthday dinner is on the 18th at 7. Put it on my calendar.", "calendar.create"},
		{"a stock count told wrong", "The system says 0 for SKU T-44 but there are actually 12 on the shelf", "inventory.update"},
		{"a wish for a structure", "it would be useful to have the crystal structure of graphene", "materials.structure"},
	})
}

// Other senses of the catalog's words: bands trained with or played in, lattices in a
// garden, a life's inventory, photo calendars, paper for crafts, term papers, arch
// support and bank accounts.
func TestOtherSensesOfCatalogWords(t *testing.T) {
	expectRoutes(t, referencePlanner(t), []namedRoute{
		{"resistance bands", "best resistance band workouts for beginners", ""},
		{"a punk band's name", "what's a good name for a punk band", ""},
		{"a garden lattice", "best plants to grow on a garden lattice", ""},
		{"a life's inventory", "taking inventory of my life lately, feeling lost", ""},
		{"a photo calendar gift", "ideas for a DIY photo calendar gift for my mom", ""},
		{"paper and glue", "bring extra paper and glue, we're making collages", ""},
		{"a term paper", "hilf mir, meinen term paper über Goethe zu schreiben", ""},
		{"arch support", "best shoes with good arch support", ""},
		{"a bank account's rate", "what's the best bank account interest rate", ""},
		{"a band's photo shoot on the calendar", `Add "band photo shoot" to my calendar Sunday at 2`, "calendar.create"},
		{"events for me in a city", "Which events are happening in Berlin for me next week?", "calendar.list"},
	})
}

// Units added to a SKU, or a restock by an amount, change its count; an order put in for
// units buys them.
func TestUnitsAddedToASKU(t *testing.T) {
	expectRoutes(t, referencePlanner(t), []namedRoute{
		{"units added to a SKU", "add 60 units to SKU BX-9", "inventory.update"},
		{"a restock by an amount", "Restock SKU BX-9 with 60 units.", "inventory.update"},
		{"a reorder", "Reorder 60 units of SKU BX-9", ""},
		{"an order put in, Korean", "SKU-B24 50개 발주 넣어줘", ""},
	})
}

// An error reported in Spanish or German, and a ticket "levantado" for the asker, file a
// ticket.
func TestErrorsReportedAndTicketsRaised(t *testing.T) {
	expectRoutes(t, referencePlanner(t), []namedRoute{
		{"an error reported, Spanish", "Quiero reportar un error: la app me cierra la sesión cada cinco minutos.", "support.create_ticket"},
		{"a failure reported, Spanish", "Quiero reportar una falla: el login no funciona desde esta mañana.", "support.create_ticket"},
		{"an error reported, German", "Ich möchte einen Fehler melden: die App meldet mich ständig ab.", "support.create_ticket"},
		{"a ticket raised for me, Spanish", "¿Me levantas un ticket con soporte? La app solo da error 500.", "support.create_ticket"},
		{"how to report an error, Spanish", "¿Cómo puedo reportar un error en la app?", ""},
	})
}

// An employee named by number is a directory user, in five languages; one deregistered
// for good is deleted.
func TestEmployeesByNumber(t *testing.T) {
	expectRoutes(t, referencePlanner(t), []namedRoute{
		{"an employee by number", "Who is employee 4471? Just need their department.", "users.lookup"},
		{"an employee by number, Spanish", "¿Quién es el empleado 4471?", "users.lookup"},
		{"an employee by number, German", "Wer ist Mitarbeiter 4471?", "users.lookup"},
		{"an employee by number, Korean", "직원 4471 정보 확인 요청", "users.lookup"},
		{"an employee by number, Japanese", "社員4471の情報を照会お願い", "users.lookup"},
		{"an employee's title changed, Spanish", "Cambia el cargo del empleado 4471 a Ingeniera Sénior.", "users.update"},
		{"an employee deregistered, Spanish", "Baja definitiva del empleado 4471 en el sistema", ""},
	})
}

// Whether the asker has anything or is free a day or today asks the calendar; a condition
// still holding now is the weather now.
func TestAnythingOnADayAndConditionsStillHolding(t *testing.T) {
	expectRoutes(t, referencePlanner(t), []namedRoute{
		{"anything on a day", "do i have anything friday afternoon", "calendar.list"},
		{"free today", "am i free at 3 today", "calendar.list"},
		{"anything to wear", "do i have anything to wear for the party tonight", ""},
		{"still foggy", "Is it still foggy over in London?", "weather.current"},
	})
}

// A Mexican "junta" is a meeting.
func TestMexicanJuntas(t *testing.T) {
	expectRoutes(t, referencePlanner(t), []namedRoute{
		{"a team junta scheduled", "Programa una junta de equipo para el martes que viene.", "calendar.create"},
		{"a junta with someone scheduled", "programa una junta con Lalo el jueves a las 10", "calendar.create"},
	})
}

// Papers that "引いてる" a DOI cite it; a cold caught ("風邪を引いてる") cites nothing.
func TestJapaneseCasualCiting(t *testing.T) {
	expectRoutes(t, referencePlanner(t), []namedRoute{
		{"papers citing a DOI, casual Japanese", "10.1126/science.1234567を引いてる論文教えて", "papers.citations"},
		{"a cold caught, Japanese", "風邪を引いてるので休みます", ""},
	})
}

// A used car's price is no share's, though its maker is listed.
func TestUsedCarsPriced(t *testing.T) {
	expectRoutes(t, referencePlanner(t), []namedRoute{
		{"a used Civic priced", "What's the price of a used 2018 Honda Civic around here? Just curious.", ""},
		{"the maker's share priced", "Honda stock price today", "finance.quote"},
	})
}

// Spanish "constantes de red" are a lattice's constants.
func TestSpanishLatticeConstants(t *testing.T) {
	expectRoutes(t, referencePlanner(t), []namedRoute{
		{"lattice constants, Spanish", "Necesito las constantes de red de la perovskita SrTiO3.", "materials.structure"},
	})
}

// A Korean or Japanese statement that only tells (a past, an exclamation, an observation)
// asks nothing; a wonder, a need, a thing missing or a change that befell still asks.
func TestKoreanAndJapaneseStatementsOnlyTell(t *testing.T) {
	expectRoutes(t, referencePlanner(t), []namedRoute{
		{"a meeting ended, Korean", "회의 끝났어", ""},
		{"fine weather exclaimed, Korean", "아 오늘 날씨 진짜 좋다", ""},
		{"stock seen lower, Korean", "재고가 좀 줄어든 것 같네", ""},
		{"a share rose yesterday, Korean", "어제 삼성전자 주가 엄청 올랐더라", ""},
		{"a paper submitted with laughter, Korean", "논문 드디어 제출했다 ㅎㅎ", ""},
		{"a past with an afterthought, mixed", "meeting 끝났다 드디어", ""},
		{"a meeting ended, Japanese", "会議おわった", ""},
		{"fine weather exclaimed, Japanese", "今日いい天気だなぁ", ""},
		{"a stocktaking finished, Japanese", "棚卸し終わった", ""},
		{"a wonder still asks, Korean", "광주 지금 눈 오는지 궁금하네", "weather.current"},
		{"a doubt still asks, Korean", "SKU-77 품절인지 아닌지 모르겠어", "inventory.search"},
		{"a meeting missing from the calendar", "금요일 오후 2시 고객 데모가 캘린더에 빠져 있네요", "calendar.create"},
		{"a surname changed, Korean", "다나가 결혼해서 성이 이씨로 바뀌었어", "users.update"},
		{"a need befell, Japanese", "論文の図を描くのにGaAsの結晶構造が必要になりました", "materials.structure"},
		{"an order inside, Japanese", "sku 7741 のざいこ 0にしといて 売り切れた", "inventory.update"},
		{"a question without a mark, Korean", "다음주 일정 있나", "calendar.list"},
		{"a key=value memo", "[구조조회] 대상=LiFePO4 항목=격자상수, 공간군", "materials.structure"},
		{"hearsay of rain, Korean", "내일 비 온대.", ""},
		{"hearsay of a market, Korean", "코스피가 오늘 2% 올랐대.", ""},
		{"a feeling, Korean", "재료 손질하는 게 제일 귀찮아.", ""},
		{"an exclamation with ね, Japanese", "今日めっちゃ暑いね。", ""},
		{"hearsay, Japanese", "教授が僕の論文を引用してくれたらしい！", ""},
		{"a liking, Japanese", "雨の日は好きです", ""},
		{"a wish to find, Japanese", "アプリの通知設定についてのサポート記事が見つかると嬉しい", "support.search"},
	})
}

// A German or Spanish statement that only tells asks nothing; one that tells a wrong
// value, a need or a hope, or goes on to an order, still asks.
func TestGermanAndSpanishStatementsOnlyTell(t *testing.T) {
	expectRoutes(t, referencePlanner(t), []namedRoute{
		{"a full calendar, German", "Mein Kalender ist diese Woche total voll, uff", ""},
		{"a paper published, German", "Ich habe gerade mein erstes Paper veröffentlicht!", ""},
		{"share prices remarked, German", "Die Aktienkurse sind heute verrückt", ""},
		{"falling shares with an exclamation, Spanish", "Mis acciones de Tesla están cayendo, qué triste", ""},
		{"a paper presented, Spanish", "Ayer presenté mi paper en la conferencia, fue genial", ""},
		{"a full agenda, Spanish", "Mi agenda está a reventar esta semana, no doy abasto", ""},
		{"an outdated phone number still asks", "Meine Telefonnummer im Profil ist veraltet", "users.update"},
		{"a wrong e-mail still asks", "Mi correo en el perfil está mal, es ana@example.com", "users.update"},
		{"a hope about the weather still asks", "Ich hoffe, das Wetter in Rom hält sich bis Mittwoch, wir sind ab morgen dort.", "weather.forecast"},
		{"a story, then an order", "El cliente por fin aceptó, así que agenda una llamada de kickoff el 3 de junio a las 11", "calendar.create"},
		{"a noun phrase is no statement", "Mi agenda de mañana", "calendar.list"},
		{"meetings judged, German", "Zu viele Meetings machen mich unproduktiv", ""},
		{"a paper accepted, German", "Mein Paper wurde gestern endlich angenommen", ""},
		{"shares sold yesterday, Spanish", "Ayer vendí mis acciones de Tesla", ""},
		{"a meeting moved, told only", "Nuestra reunión de equipo se ha movido a la semana que viene, solo para que lo sepas", ""},
		{"a passive still asks", "Die Gitterstruktur von NaCl soll angezeigt werden.", "materials.structure"},
		{"snow heard of on the radio, German", "Morgen soll es in München schneien, hab ich im Radio gehört", ""},
		{"snow heard of on the radio, Spanish", "Mañana va a nevar en Madrid, lo he oído en la radio", ""},
		{"a conference attended", "Hoy estuve en un congreso sobre estructuras cristalinas, muy interesante", ""},
		{"a forecast feared, with an exclamation", "El pronóstico para el domingo me da miedo, cuánta lluvia", ""},
		{"a saying about the weather", "Bei dem Wetter jagt man keinen Hund vor die Tür", ""},
		{"a problem told before a help guide", "tengo problemas con el reenvío de correo y prefiero leer una guía de ayuda antes que esperar a un agente", "support.search"},
	})
}

// Japanese and Korean stock requests: a clothing size label is no dimension asked, a
// count set "に合わせて" is set, units counted by 台/대 are added to the stock, and the
// count left is the stock; "いま何度" and "いま雨" ask the weather now.
func TestJapaneseAndKoreanStockCountsAndWeatherNow(t *testing.T) {
	expectRoutes(t, referencePlanner(t), []namedRoute{
		{"a size label's stock", "青いTシャツMサイズの在庫を確認してください。", "inventory.search"},
		{"a count brought to a number", "品目AB-12の在庫を120に合わせてください", "inventory.update"},
		{"machines added, Japanese", "ノートPCの在庫を10台追加してください", "inventory.update"},
		{"machines added, Korean", "노트북 재고 10대 추가해 주세요", "inventory.update"},
		{"the count left in a warehouse", "商品7781の倉庫残数を照会", "inventory.search"},
		{"degrees now", "名古屋はいま何度？", "weather.current"},
		{"rain now", "大阪 いま雨？", "weather.current"},
		{"a melting point is no weather", "タングステンは何度で溶けますか？", ""},
	})
}

// Korean and Japanese words of the catalog in other senses: cooking ingredients, majors,
// a company's legal form, a moody person, a film, a paper calendar, a subway timetable.
func TestKoreanAndJapaneseOtherSenses(t *testing.T) {
	expectRoutes(t, referencePlanner(t), []namedRoute{
		{"ingredient costs", "재료비가 너무 올라서 장사하기 힘들어요.", ""},
		{"ingredients bought", "今から肉じゃがの材料を買いに行ってくる。", ""},
		{"a major", "材料工学を専攻しています。", ""},
		{"a company's legal form", "わたくし、株式会社山田製作所の佐藤と申します。", ""},
		{"a moody boss", "うちの部長はお天気屋だから困る。", ""},
		{"a subway timetable", "지하철 시간표", ""},
		{"a company's share price still asked", "株式会社トヨタの株価を教えて", "finance.quote"},
		{"a major's papers still searched", "재료공학 논문 찾아줘", "papers.search"},
	})
}

// Calendar and account acts by other verbs: a meeting shifted or "umgelegt" is moved,
// "darle el sí" accepts, read access given or a calendar left shared shares, an account
// frozen is suspended; "monta una reunión" sets one up.
func TestCalendarAndAccountActsByOtherVerbs(t *testing.T) {
	expectRoutes(t, referencePlanner(t), []namedRoute{
		{"an appointment shifted", "I need my dentist appointment shifted to next week.", ""},
		{"an appointment moved, German", "Den Zahnarzttermin bitte auf nächste Woche umlegen.", ""},
		{"an invitation accepted, Spanish", "¿Podrías darle el sí a la convocatoria del kickoff del offsite?", ""},
		{"read access given, Spanish", "¿Sería posible darle a Jonás acceso de lectura a mi agenda?", ""},
		{"a calendar left shared", "Necesito que mi calendario quede compartido con todo el equipo.", ""},
		{"an account frozen", "Congela temporalmente el acceso del empleado 4471.", ""},
		{"a meeting set up, Spanish", "¿Podrías montar una reunión de 30 minutos con el equipo de datos el martes que viene?", "calendar.create"},
	})
}

// English reads: "how much is" a ticker asks its quote (a coin's is still refused), the
// last days of a price history are its span, a question announced before a subordinate
// clause leads it, papers that reference a work cite it, and a street named Market is no
// market.
func TestEnglishQuotesSpansAndCitingByOtherWords(t *testing.T) {
	expectRoutes(t, referencePlanner(t), []namedRoute{
		{"how much is a ticker", "How much is NVDA?", "finance.quote"},
		{"how much is a coin", "How much is XRP trading at?", ""},
		{"the last days of a price history", "Show me the last 30 days of price history for AMZN.", "finance.history"},
		{"a question announced before a meeting", "Quick question before my lab meeting: what's the unit cell of rutile TiO2?", "materials.structure"},
		{"papers that reference a DOI", "List the papers that reference DOI 10.1371/journal.pone.0000308.", "papers.citations"},
		{"a paper's references still listed", "list the references in the BERT paper", ""},
		{"an address on Market Street", "Change my address to 12 Market Street, Leeds", "users.update"},
	})
}

// Korean and Japanese acts named as nouns: a paper's submission, an edit requested, a
// summary in a few lines are refused; a bug report or a support request form filed is a
// ticket; a DOI listed among later works' references is cited.
func TestKoreanAndJapaneseActsNamedAsNouns(t *testing.T) {
	expectRoutes(t, referencePlanner(t), []namedRoute{
		{"a paper's submission, Japanese", "論文投稿", ""},
		{"a paper's submission, Korean", "논문 제출", ""},
		{"an edit requested, Korean", "LiFePO4 밴드 갭 값 편집 요청", ""},
		{"an edit requested, Japanese", "LiFePO4のバンドギャップ値の編集依頼", ""},
		{"a summary in three lines", "論文まるごと3行でまとめてください", ""},
		{"a bug report filed, Korean", "버그 보고 접수해줘", "support.create_ticket"},
		{"a DOI among later works' references", "このDOIを参考文献に挙げている後続研究の一覧 10.1016/j.joule.2020.01.001", "papers.citations"},
	})
}

// Vocabulary of the thirtieth session: appointments abbreviated, Korean gatherings and
// shipping addresses, review papers, a Spanish historical series, Japanese weekends and
// rain in kana, the start of next week; reconsidering (재고해), a fixed amount (일정
// 금액), a mood like the weather, bank accounts are other senses; an English statement
// of what keeps happening, thanks for the weather info, a meeting someone scheduled.
func TestThirtiethSessionVocabulary(t *testing.T) {
	expectRoutes(t, referencePlanner(t), []namedRoute{
		{"an appointment abbreviated", "when's my dentist appt", "calendar.list"},
		{"a Japanese briefing put in", "30日に四半期報告会を登録したい", "calendar.create"},
		{"a meeting typed shedule", "shedule a meeting w/ ops team fri 11am", "calendar.create"},
		{"a Korean gathering put in", "토요일 저녁 7시 동창모임 등록해줘", "calendar.create"},
		{"a shipping address changed", "배송지 주소 수정 좀", "users.update"},
		{"a review paper, Japanese", "CRISPR治療のレビュー論文ある？", "papers.search"},
		{"a Spanish historical series", "Necesito la serie histórica de AMZN de los últimos cinco años.", "finance.history"},
		{"a weekend in kana", "しゅうまつ 京都 雨ふりそう？", "weather.forecast"},
		{"the start of next week", "週明けの福岡の天気どう", "weather.forecast"},
		{"reconsidering", "그 결정 다시 재고해봐야겠어", ""},
		{"a fixed amount", "일정 금액 이상 결제하면 할인돼?", ""},
		{"a mood like the weather", "그 사람 기분이 봄 날씨처럼 오락가락해", ""},
		{"a bank transfer", "Quiero pasar 1000 dólares de mi cuenta corriente a la de inversión.", ""},
		{"scanners that keep beeping", "the inventory scanners keep beeping all day", ""},
		{"thanks for the weather info", "thanks, that weather info was helpful", ""},
		{"a meeting someone scheduled, vented", "i'm just venting, my boss scheduled a meeting at 7am on a saturday", ""},
	})
}

// Korean borrowed verbs and relayed asks, Japanese feelings, and requests beside the
// catalog: code against a calendar API, a crystal ball, name ideas, support shown to a
// team, weather photography.
func TestBorrowedVerbsRelayedAsksAndTrapsBesideTheCatalog(t *testing.T) {
	expectRoutes(t, referencePlanner(t), []namedRoute{
		{"a user deleted, borrowed verb", "유저 박서연 딜리트", ""},
		{"cash transferred, borrowed verb", "[재무] 증권계좌 현금 트랜스퍼 50만", ""},
		{"a paper submitted, borrowed verb", "우리 논문 IEEE 학회지에 서브밋해", ""},
		{"an invitation accepted, Korean", "초대받은 워크숍 일정 승낙해놔", ""},
		{"an air conditioner set", "에어컨 온도 24도로 맞춰", ""},
		{"a forecast guessed at", "모레 인천 날씨 어떨 것 같아", "weather.forecast"},
		{"an ask relayed, Korean", "팀장님이 모레 울산 날씨 좀 알아봐 달라고 하셨어", "weather.forecast"},
		{"an ask relayed, Japanese", "部長があさっての広島の天気調べといてって言ってた", "weather.forecast"},
		{"a disappointment, Japanese", "バンドギャップが思ったより小さくてがっかり", ""},
		{"code against a calendar API", "¿Cómo uso la API de Google Calendar desde Node.js?", ""},
		{"a crystal ball read", "¿Cómo se lee una bola de cristal?", ""},
		{"support shown to a team", "How can I show support for the Lakers at the game tonight?", ""},
		{"weather photography", "What is the best camera for weather photography?", ""},
	})
}

// English acts by colloquial verbs: access given so someone can see, meetings pushed
// out, a buzz when it rains, SKUs nuked, orders put in, accounts spun up, cash shifted,
// papers fired off, taken down or boiled down; a value swapped is set.
func TestEnglishActsByColloquialVerbs(t *testing.T) {
	expectRoutes(t, referencePlanner(t), []namedRoute{
		{"a calendar opened to an assistant", "loop my EA into my calendar so she can see everything", ""},
		{"a standup pushed out", "push out the Thursday standup to 10:30", ""},
		{"a buzz when it drizzles", "buzz me if it begins to drizzle here", ""},
		{"a product nuked", "nuke product 7781 from inventory", ""},
		{"an order put in", "put in an order for 3 pallets of product 7781", ""},
		{"an account spun up", "spin up an account for the new intern", ""},
		{"cash shifted", "shift some cash across to my share trading account, say 300", ""},
		{"a paper fired off", "fire off our paper to the editors at Cell", ""},
		{"an article taken down", "take down our published article, the data was flawed", ""},
		{"an article boiled down", "Could you boil down that Nature article into a few bullet points?", ""},
		{"an e-mail swapped", "swap the email on m.lee's account to mlee@newco.com", "users.update"},
		{"a count taken down still set", "Ten of the SKU-901 units were damaged in transit. Take the inventory count down from 60 to 50.", "inventory.update"},
	})
}

// A Korean feeling that ends like an order tells; a Japanese memo's plain "減らす"
// decrements; "쿼트 조회" asks a quote.
func TestKoreanFeelingsEndingLikeOrders(t *testing.T) {
	expectRoutes(t, referencePlanner(t), []namedRoute{
		{"help documents found unkind", "도움말 문서가 너무 불친절해", ""},
		{"the market found unsettling, mixed", "stock market 요즘 너무 불안해", ""},
		{"a memo's decrement", "メモ：ノートPCケース在庫5個減らす", "inventory.update"},
		{"a quote looked up, borrowed word", "MSFT 쿼트 조회", "finance.quote"},
	})
}

// Spanish plural (ustedes) imperatives of a formal request are the acts of their
// singular forms.
func TestSpanishPluralImperatives(t *testing.T) {
	expectRoutes(t, referencePlanner(t), []namedRoute{
		{"temperature consulted", "Por favor, consulten la temperatura actual en Monterrey antes de la carga del camión.", "weather.current"},
		{"a meeting scheduled", "Hola, por favor agenden una reunión de 30 minutos con Laura el viernes a las 10 titulada 'Revisión de presupuesto'. Saludos", "calendar.create"},
		{"stock checked", "Por favor, revisen el nivel de stock del SKU A-7731.", "inventory.search"},
		{"a phone number updated", "Buenos días, por favor actualicen mi número de teléfono en el perfil a +34 612 345 678. Un saludo, Clara", "users.update"},
		{"an account deleted", "Estimado equipo de TI, por favor eliminen la cuenta del exempleado R. Herrera con efecto inmediato.", ""},
	})
}

// A German or Spanish event told as put into the calendar, or as missing from it, is
// scheduled.
func TestEventsToldAsPutIntoTheCalendar(t *testing.T) {
	expectRoutes(t, referencePlanner(t), []namedRoute{
		{"got into the calendar", "Ich muss noch den Zahnarzt am 12. März um 9 Uhr in den Kalender bekommen", "calendar.create"},
		{"an entry missing, German", "Mir fehlt noch ein Kalendereintrag für das Kundengespräch am Donnerstag um 13 Uhr", "calendar.create"},
		{"put into the calendar, Spanish", "Tengo que meter en el calendario el dentista del 12 de marzo a las 9", "calendar.create"},
		{"should go to the calendar", "El miércoles que viene tengo reunión de padres a las 19 h, eso debería ir al calendario", "calendar.create"},
		{"an event missing, Spanish", "Me falta en el calendario un evento para la llamada con el cliente del jueves a las 13", "calendar.create"},
	})
}

// Rioplatense voseo imperatives (agendá, poné, cambiá, borrá) are the acts of their tú
// forms; a preterite that folds to an imperative ("actualicé", I updated) asks nothing.
func TestSpanishVoseoImperatives(t *testing.T) {
	expectRoutes(t, referencePlanner(t), []namedRoute{
		{"a meeting scheduled", "Agendá una reunión con Sofía el martes a las 3", "calendar.create"},
		{"a stock level put", "Poné el stock del producto 7781 en 120 unidades", "inventory.update"},
		{"an email changed", "Cambiá el correo de j.kim a jkim@nuevo.com", "users.update"},
		{"an account erased", "Borrá la cuenta de j.kim", ""},
		{"shares sold", "Vendé 10 acciones de AAPL", ""},
		{"a ticket closed", "Cerrá el ticket 412", ""},
		{"a meeting moved", "Mové la reunión del viernes al lunes", ""},
		{"the agenda read", "¿qué tengo en la agenda hoy?", "calendar.list"},
		{"an update told as done", "actualicé el stock del SKU 88 por error, deshaz el último cambio", ""},
	})
}

// Japanese acts said with kango and katakana verbs: accepting (受諾), sharing (シェア,
// 公開願), forwarding stock or money (転送, 振り替え), overwriting (上書き), a structure
// relaxation job, a purchase order put out, a case raised (ケース上げ); weather "expected"
// (晴れる予定) is no event, a ticket raised by mistake (誤起票) raises none, and an action
// item names no item.
func TestJapaneseKangoAndKatakanaActs(t *testing.T) {
	expectRoutes(t, referencePlanner(t), []namedRoute{
		{"sunshine expected", "金沢、明日は晴れる予定？", "weather.forecast"},
		{"an invitation accepted", "山田さんからの打ち合わせの招待、受諾していただけますでしょうか", ""},
		{"a calendar made public", "カレンダー共有設定の件、佐藤さんに公開願います", ""},
		{"a calendar shared, memo", "Task: 自分のカレンダーをアシスタントとシェア", ""},
		{"a ticket deleted, raised by mistake", "チケット削除依頼：#5521（誤起票のため）", ""},
		{"a band gap overwritten", "[materials] mp-149 band gap 値を上書き", ""},
		{"a relaxation job submitted", "Step 4 — VASPでNaClの構造緩和ジョブを投入", ""},
		{"stock forwarded to a warehouse", "品番7781を50個、第2倉庫に転送していただけますでしょうか", ""},
		{"a purchase order put out", "在庫少ないから、SKU-118の購買オーダーを出してほしい", ""},
		{"money transferred between accounts", "銀行口座から証券口座へ50万円振り替えていただけますでしょうか", ""},
		{"a case raised", "同期エラーが続いてるからサポートにケース上げといて", "support.create_ticket"},
		{"a quote in katakana", "[fin] GOOGL 最新クオート取得", "finance.quote"},
		{"an action item's user title", "Action item: ユーザー3310のタイトルを「リードデザイナー」に更新", "users.update"},
		{"forwarding told as one's own next step", "10.1000/sigmaを引用している論文を探して、共同研究者に転送します", "papers.citations"},
	})
}

// A Spanish "que se" clause after a wish or a need asks the act done ("Necesito que se
// elimine …"), while "se" alone still tells what happens; nominal and colloquial acts
// (baja de usuario, suspensión de cuenta, transferencia de, fondear, postular,
// despublicar, resumen completo) are named.
func TestSpanishWishedActsAndNominalActs(t *testing.T) {
	expectRoutes(t, referencePlanner(t), []namedRoute{
		{"a profile deletion needed", "Necesito que se elimine el perfil del empleado 4471", ""},
		{"an account blocked, wished", "Me gustaría que se bloquee temporalmente la cuenta del empleado 4471", ""},
		{"a stored band gap modified", "Me gustaría que se modifique la brecha de banda almacenada para TiO2 a 3.2 eV", ""},
		{"a calendar shared", "Necesito que se comparta mi agenda de trabajo con mi socio", ""},
		{"access given to the agenda", "Me gustaría que le dieras acceso a mi agenda a la asistente, Marta Ruiz", ""},
		{"shares sold, wished", "Necesito que se vendan las 100 acciones de MSFT que tengo", ""},
		{"a user deregistered, nominal", "Solicitud de baja de usuario: mgarcia", ""},
		{"an account suspended, nominal", "Suspensión de cuenta: usuario rvargas por incumplimiento", ""},
		{"money transferred, nominal", "Transferencia de 1500 euros a la cuenta de valores", ""},
		{"a brokerage account funded", "Necesito que se fondee mi cuenta de bolsa con 3000 dólares", ""},
		{"a paper submitted", "Necesito que se postule nuestro artículo a la revista de la ACS", ""},
		{"a paper unpublished", "Me gustaría despublicar el paper que salió con errores", ""},
		{"a full summary", "Resumen completo del artículo de Geim sobre el grafeno", ""},
		{"a retro scheduled, wished", "Necesito que se agende la retro del sprint para el jueves a las 4", "calendar.create"},
		{"a title updated, wished", "Necesito que se actualice el título de Ana Torres a directora de operaciones", "users.update"},
		{"a ticket opened, wished", "Necesito que se abra un ticket: mi cuenta está bloqueada.", "support.create_ticket"},
		{"what happens after se", "la app se cierra al subir fotos, ¿hay algún artículo de ayuda?", "support.search"},
	})
}

// Who came to or answered an invitation to a meeting, what a meeting discussed and how
// long an account has lain idle are no endpoint's answers.
func TestAttendanceDiscussionsAndIdleAccounts(t *testing.T) {
	expectRoutes(t, referencePlanner(t), []namedRoute{
		{"what a meeting discussed", "what did we discuss in Monday's one-on-one with Sam", ""},
		{"who attended, Korean", "어제 스탠드업에 참석한 사람 명단 알려줘", ""},
		{"an invitation accepted?, Korean", "프리야가 디자인 리뷰 초대 수락했어?", ""},
		{"an invitation accepted?, Japanese", "プリヤはデザインレビューの招待を承諾した?", ""},
		{"an account idle", "how long has jdoe's account been inactive", ""},
		{"an account idle, Korean", "jdoe 계정이 얼마나 오래 비활성 상태였어?", ""},
		{"an account idle, Japanese", "jdoeのアカウントはどのくらい休眠してる?", ""},
		{"an inactive user's account looked up", "비활성 상태인 사용자 42 계정 조회해줘", "users.lookup"},
	})
}

// A meeting named as a kind of review (budget, sprint, design review) is the event
// asked about, no review asked for; shifted to another day it is moved.
func TestMeetingsNamedAsReviews(t *testing.T) {
	expectRoutes(t, referencePlanner(t), []namedRoute{
		{"when the budget review is", "what time is the budget review on Friday", "calendar.list"},
		{"when the sprint review is", "when is the sprint review", "calendar.list"},
		{"a review scheduled", "Schedule a project review Tuesday 2pm and put the budget on the agenda", "calendar.create"},
		{"a review shifted", "Could we shift Friday's budget review to Monday morning?", ""},
		{"a one-on-one bumped", "bump my 1:1 with Lee to 4pm", ""},
		{"a performance review written", "write a performance review for Lee", ""},
		{"minutes of a design review", "Nur den Kalender nutzen: Besprechungsprotokoll vom Design-Review am Dienstag.", ""},
		{"stock passed to a depot, voseo", "Pasá 50 unidades del producto 7781 al depósito de Córdoba", ""},
	})
}

// Korean acts said with borrowed English verbs (억셉트, 쉐어, 서스펜드, 리트랙트), colloquial
// ones (오더 넣어, 저널에서 내려, 덮어써) and nominal ones (등록 말소) are the acts they name.
func TestKoreanBorrowedAndColloquialActs(t *testing.T) {
	expectRoutes(t, referencePlanner(t), []namedRoute{
		{"an invite accepted", "3시 Lee 미팅 인바이트 억셉트 해", ""},
		{"a calendar shared, memo", "[ops] 캘린더 쉐어 → lee@corp.com", ""},
		{"a user suspended", "사용자 611 서스펜드 처리 바랍니다", ""},
		{"a SKU struck off", "[inv] SKU-3310 등록 말소", ""},
		{"an order put in", "재고 부족하니까 SKU-90 300개 오더 넣어", ""},
		{"a paper retracted, borrowed", "작년에 낸 페이퍼 리트랙트 처리해 주세요", ""},
		{"a paper taken down", "그 논문 저널에서 내려", ""},
		{"a stored band gap overwritten", "측정값이 달라서 그런데 MoS2 밴드갭 저장값을 1.8 eV로 덮어써 주실 수 있나요?", ""},
		{"a stock quote shown, borrowed", "TSLA 스톡 쿼트 보여줘", "finance.quote"},
	})
}

// English shorthand and colloquial acts: cxl and scrap cancel, retiring a product deletes
// it, rebalancing stock transfers it, "get me out of my … position" sells, "load up on"
// buys, "zero out" and "true up" set a count, "spin up a new user" creates one, and
// years of precipitation records are an archive no endpoint keeps.
func TestEnglishShorthandAndColloquialActs(t *testing.T) {
	expectRoutes(t, referencePlanner(t), []namedRoute{
		{"a meeting cancelled, shorthand", "pls cxl mtg w/ Lee", ""},
		{"an all-hands scrapped", "scrap Friday's all-hands", ""},
		{"a product retired", "retire product 7781", ""},
		{"stock rebalanced", "rebalance stock between Reno and Austin", ""},
		{"a position left", "Since the stock tanked, get me out of my Intel position", ""},
		{"shares loaded up on", "load up on MSFT, 50 shares", ""},
		{"a user spun up", "spin up a new user for the intern", ""},
		{"an archive of precipitation", "Task: pull 30 years of precipitation records for Austin", ""},
		{"a count zeroed", "zero out stock for AB-12", "inventory.update"},
		{"a count trued up", "true up the count on SKU-611 to 40", "inventory.update"},
		{"asked whether a user can be deactivated", "can user 611 be deactivated?", ""},
	})
}

// A place's usual weather in a month is its climate, an economy's or a final's forecast
// no weather, and "xfer" a transfer.
func TestUsualWeatherOtherForecastsAndTransfers(t *testing.T) {
	expectRoutes(t, referencePlanner(t), []namedRoute{
		{"usual November weather, German", "wie ist das Wetter in Hamburg normalerweise im November?", ""},
		{"a typical month", "what's the weather like in a typical Seattle November", ""},
		{"usual August weather, Spanish", "¿qué tiempo suele hacer en Sevilla en agosto?", ""},
		{"an economic forecast", "what's the economic forecast for Europe in 2026", ""},
		{"a Super Bowl forecast", "what's the forecast for the Super Bowl winner this year", ""},
		{"money transferred, shorthand", "xfer 5k to brokerage acct", ""},
		{"weather at a game", "Quiero saber si el partido del viernes en Bilbao se jugará con lluvia.", "weather.forecast"},
		{"the weather now", "what is the weather in Seattle now", "weather.current"},
	})
}

// German acts said as nouns (Annahme der Einladung, Freigabe meines Kalenders, Anlage
// eines neuen …) or with verbs of trade and transfer (ordern, erworben werden,
// überführen, einen Account einrichten) are the acts they name.
func TestGermanNominalAndTradeActs(t *testing.T) {
	expectRoutes(t, referencePlanner(t), []namedRoute{
		{"an invitation accepted, nominal", "Annahme der Einladung zum Kick-off am Montag.", ""},
		{"a calendar released", "Freigabe meines Kalenders für Herrn Wagner.", ""},
		{"a user account laid out", "Anlage eines neuen Benutzerkontos für den Praktikanten.", ""},
		{"an account set up", "Könnte man für die neue Kollegin einen Account einrichten?", ""},
		{"shares ordered", "Könnte man für 1000 Euro BMW-Aktien ordern?", ""},
		{"shares acquired, passive", "Es sollen 15 Aktien von Novartis erworben werden.", ""},
		{"stock transferred to a warehouse", "SKU-2040 soll komplett ins Zentrallager überführt werden.", ""},
		{"an event laid out", "Anlage eines neuen Termins „Budgetrunde“ am 3. Juni um 14 Uhr.", "calendar.create"},
	})
}

// A German floor named by its number ("im 2. Stock") is no stock; a need said with
// "bräuchte" wishes for the record; a team's one-word tag asks nothing; a clause led by
// "aber bitte kein …" forbids its act; a removal from a catalog is an act.
func TestFloorsNeedsTagsAndForbiddenActs(t *testing.T) {
	expectRoutes(t, referencePlanner(t), []namedRoute{
		{"a floor by its number", "Es soll ein Ticket für den defekten Drucker im 2. Stock erstellt werden.", "support.create_ticket"},
		{"a floor, shorthand", "mach n ticket auf, drucker im 3. stock geht nich", "support.create_ticket"},
		{"stock of a numbered item", "Bestand von Artikel 2 im Stock prüfen", "inventory.search"},
		{"a ticket needed, subjunctive", "Ich bräuchte ein Ticket wegen Login-Fehler beim Kundenportal.", "support.create_ticket"},
		{"an appointment needed, subjunctive", "Ich bräuchte einen Termin am Montag um 10 Uhr mit dem Vertriebsteam im Kalender", "calendar.create"},
		{"a team's tag", "[ops] neues Ticket: Mailserver antwortet nicht.", "support.create_ticket"},
		{"a tag naming the act stays", "[delete] user 44", ""},
		{"a ticket forbidden after aber", "Der Drucker im 2. Stock druckt nur noch Streifen, aber bitte kein Ticket aufmachen, sag mir nur wer zuständig ist.", ""},
		{"a ticket forbidden after but", "the printer prints stripes, but don't open a ticket, just tell me who is responsible", ""},
		{"a removal from the catalog", "[wms] SKU-A12 removal from catalog", ""},
	})
}

// Whether an account is in a state is its status, which no profile lookup returns; a
// support desk's number or a human to speak to is a contact no article search returns;
// a thing wished done by its participle, had done or asked whether it could be done is
// the act.
func TestAccountStatesDeskContactsAndWishedActs(t *testing.T) {
	expectRoutes(t, referencePlanner(t), []namedRoute{
		{"active or disabled", "is acct rbaker active or disabled", ""},
		{"still active, indirect", "I was wondering whether the account for ewhite is still active.", ""},
		{"accounts in a state listed", "deactivated users list?", ""},
		{"a state, German", "Ist das Konto von Frau Kern noch aktiv?", ""},
		{"a state beside a profile shown", "Is user 42 blocked? Show their account", "users.lookup"},
		{"a locked account told to support", "my account is locked. please open a ticket", "support.create_ticket"},
		{"a hotline number", "Give me the support hotline number.", ""},
		{"a human at support", "What I really want is to speak to a human at support, not a bot.", ""},
		{"could be suspended, indirect", "I was wondering if user kbrown's account could be suspended until the investigation ends.", ""},
		{"wished removed, with a tail", "I'd like SKU-4300 removed from the catalog", ""},
		{"had removed", "get SKU-4300 removed", ""},
		{"wished deleted, I'd like", "I'd like the account for user 4033 deleted", ""},
		{"a wish to know is no act", "I'd like to know what events I have scheduled tomorrow", "calendar.list"},
		{"wished updated", "I'd like the stock of SKU-1 updated to 40", "inventory.update"},
		{"a clause inside the object", "Get the stock exchange where SAP is listed.", ""},
	})
}

// German "Ich wollte fragen, ob …" asks what its ob-clause says; accounts in a state,
// desk contacts, a ticket's priority set, freezing an account, renaming an item code
// and triggering an order are acts or attributes no endpoint serves; Swiss and Austrian
// stock words (an Lager, lagernd) ask the stock.
func TestGermanIndirectAsksStatesAndStockWords(t *testing.T) {
	expectRoutes(t, referencePlanner(t), []namedRoute{
		{"an account state asked indirectly", "Ich wollte fragen, ob das Konto von huber_m gerade gesperrt ist.", ""},
		{"a desk reachable", "Ich wollte fragen, ob der Support heute noch erreichbar ist.", ""},
		{"a hotline's number found", "Servus, könntest mir die Nummer von der Support-Hotline für Wien raussuchen?", ""},
		{"an order triggered, asked indirectly", "Ich wollte kurz fragen, ob du für SKU-9912 eine Bestellung beim Lieferanten auslösen kannst, wir sind fast leer.", ""},
		{"a reorder triggered", "Nicht nur den Bestand checken, sondern auch gleich die Nachbestellung für SKU-7002 auslösen.", ""},
		{"a ticket's priority set", "Bei uns regnet es seit Tagen, das Dach im Lager tropft. Bitte setz das Ticket 4242 auf höchste Priorität.", ""},
		{"an account frozen", "Die IT-Abteilung zieht um, das Chaos ist perfekt. Bitte trotzdem den Account von petra.m vorübergehend einfrieren.", ""},
		{"an item code renamed", "Es muss die Artikelnummer RZ-118 in RZ-118A umbenannt werden.", ""},
		{"an account's status", "Status vom Konto 90017?", ""},
		{"Swiss stock", "Grüezi, wie viel ist vom Velohelm mit der Nummer VH-220 noch an Lager?", "inventory.search"},
		{"Austrian stock", "Servus, die Kundin im Geschäft wartet schon. Schau bitte nach, ob wir die Jausenboxen (Art.-Nr. JB-12) noch lagernd haben.", "inventory.search"},
		{"a ticket asked indirectly", "Ich wollte fragen, ob man für den kaputten Scanner im Lager ein Ticket erstellen kann – wenn ja, mach das bitte.", "support.create_ticket"},
		{"a help article found", "find the help article about reaching the support hotline", "support.search"},
	})
}

// Words of the catalog in other senses route nowhere: a rubber or watch band, crystals
// as charms and glassware, lattice-based cryptography, citations an essay needs, a cast
// iron skillet, the heat of the sun or the earth's core, a wine's serving temperature, a
// friend added on a social app, the week's number; a reply to someone is sent, not
// looked up.
func TestCatalogWordsInOtherSenses(t *testing.T) {
	expectRoutes(t, referencePlanner(t), []namedRoute{
		{"a rubber band", "what's the world record for the biggest rubber band ball", ""},
		{"a frequency band", "which frequency band does 5G use in europe", ""},
		{"crystals as charms", "do crystals actually help with anxiety", ""},
		{"a crystal ring, Korean", "크리스탈 반지 세척은 어떻게 해?", ""},
		{"a healing stone, German", "Ist Bergkristall als Heilstein wirklich wirksam?", ""},
		{"healing properties, Spanish", "¿el cuarzo rosa tiene propiedades curativas?", ""},
		{"citations an essay needs", "how many citations do I need for a 2000 word essay", ""},
		{"a cast iron skillet", "search amazon for a cast iron skillet under $40", ""},
		{"the sun's surface, Korean", "태양 표면 온도 몇 도야?", ""},
		{"the sun's surface, Japanese", "太陽の表面温度は何度？", ""},
		{"the earth's core, German", "Wie heiß ist der Erdkern?", ""},
		{"a wine's serving temperature", "Was ist die ideale Trinktemperatur für Rotwein?", ""},
		{"a friend added", "LINEのID yuki_0815 を友だち追加して", ""},
		{"the week's number", "Welche Kalenderwoche haben wir gerade?", ""},
		{"a reply sent", "reply to john@corp.com saying I'll be 10 min late", ""},
		{"a crystal structure still", "what is the crystal structure of quartz", "materials.structure"},
		{"a quote still", "What's the latest quote on AMZN? the CFO is asking about it", "finance.quote"},
	})
}

// An item code priced is an item, no share; "¿Sabes si …?" wonders whether, it sets no
// condition aside; Spanish nominal acts (traspaso, desbloqueo) and an order of a number
// of units are acts no endpoint offers.
func TestPricedItemCodesWhetherAndSpanishNominalActs(t *testing.T) {
	expectRoutes(t, referencePlanner(t), []namedRoute{
		{"an item code priced", "price of AB-203?", ""},
		{"an item code priced, German", "Preis von AB-203?", ""},
		{"a lower-case code priced, Spanish", "el precio de costo del kl-300 cual es", ""},
		{"a ticker priced", "price of AAPL", "finance.quote"},
		{"a ticket's code beside prices", "Ticket FIN-221: Historische Kurse für VOW3 vom 1. bis 31. Januar bereitstellen", "finance.history"},
		{"whether a desk's number exists", "¿Sabes si hay un número de teléfono de soporte para Argentina?", ""},
		{"whether an account is active", "El sistema va lentísimo hoy. ¿Sabes si la cuenta de Héctor Rubio está activa o deshabilitada?", ""},
		{"whether it rains", "¿Sabes si va a llover mañana en Madrid?", "weather.forecast"},
		{"a transfer as a noun", "traspaso SKU-220 de Madrid a Bilbao, 40 uds", ""},
		{"an unlock as a noun", "desbloqueo de cuenta, usuario 5540", ""},
		{"an order of units", "pedido de 50 unidades SKU-7788", ""},
	})
}

// Who wrote or last edited a help article, a ticket's history or priority, a SKU's
// sales rate, expiry or supplier are attributes no endpoint returns; the temperature of
// water, a bath or a steak is no weather, and an itinerary planned or a band's name no
// calendar or profile; a scholarly article's authors stay a paper's.
func TestArticleEditorsTicketHistoryAndThingTemperatures(t *testing.T) {
	expectRoutes(t, referencePlanner(t), []namedRoute{
		{"who wrote a help article", "We want to credit writers. Who wrote the knowledge base article on data exports?", ""},
		{"when an article was edited", "Not the content, just when the 'Delete workspace' article was last edited.", ""},
		{"a ticket's history", "The customer says nobody got back to them. Show me the full history of ticket CS-2207, every status change.", ""},
		{"a ticket's priority", "What's the current priority on ticket 7781?", ""},
		{"a SKU's sales rate", "I'm curious how fast SKU-6628 is selling per week.", ""},
		{"a SKU's expiry", "do any of the SKU-8057 batches expire soon? dont wanna waste em", ""},
		{"a SKU's supplier", "Not how many we have, but who supplies SKU-7045.", ""},
		{"a bath's water", "아기 목욕물 온도 몇 도가 적당해?", ""},
		{"a steak's inside", "스테이크 미디엄 레어 내부 온도 몇 도?", ""},
		{"an itinerary recommended", "강릉 1박 2일 뚜벅이 일정 추천", ""},
		{"a band named", "락 밴드 이름 좀 지어줘 멤버 4명이야", ""},
		{"a scholarly article's authors", "Which journal articles cite doi 10.1016/j.cell.2020.01.001 and who wrote them?", "papers.citations"},
		{"the weather's temperature", "서울 지금 온도 몇 도야?", "weather.current"},
	})
}

// A Korean task told as what it is ("이 작업은 … 생성하는 거야") is the act of its verbal
// noun; a real person at support is a contact; a saying quoted, a crystal grown and a
// stock movement log are no citation, structure or stock level; a German-inflected
// English verb with a doubled consonant ("submitten") is that verb.
func TestKoreanTasksToldQuotedSayingsAndGrownCrystals(t *testing.T) {
	expectRoutes(t, referencePlanner(t), []namedRoute{
		{"a ticket created, told as the task", "이 작업은 결제 중복 청구 건으로 서포트 티켓을 생성하는 거야", "support.create_ticket"},
		{"an event registered, told as the task", "이 작업은 금요일 오전 10시 치과 예약을 캘린더에 등록하는 거야", "calendar.create"},
		{"a profile changed, told as the task", "이 작업은 사용자 u-2047의 이메일을 수정하는 거야", "users.update"},
		{"an order placed, told as the task", "이 작업은 SKU-4410을 50개 발주하는 거야", ""},
		{"a read told as the task", "이 작업은 SKU-4410 재고를 조회하는 거야", "inventory.search"},
		{"a real person at support", "Ich will mit einem echten Menschen vom Support sprechen.", ""},
		{"a saying quoted", "好きな言葉を引用してLINEのひとことに使いたい", ""},
		{"a crystal grown", "ペロブスカイトの単結晶を成長させる条件を教えて", ""},
		{"a stock movement log", "SKU-4410の入出庫ログを見せて", ""},
		{"a paper submitted, German-inflected", "kannst du mein paper bei ICML submitten?", ""},
	})
}

// A Korean wish closes with "…으면 해/좋겠어" after the verb it wishes done, and "만드는
// 거야" tells what is made: the verb before the wish is the act.
func TestKoreanWishedActs(t *testing.T) {
	expectRoutes(t, referencePlanner(t), []namedRoute{
		{"a ticket wished", "login failure 문제로 지원 티켓을 생성해 줬으면 해", "support.create_ticket"},
		{"an event wished", "team sync at 3 일정을 새로 만들어 줬으면 해", "calendar.create"},
		{"a profile change wished", "user 611 display name 사용자 프로필 항목을 수정해 줬으면 해", "users.update"},
		{"a wish, politely", "금요일 오후 2시 회의 일정을 새로 만들어 주셨으면 좋겠어요", "calendar.create"},
		{"a deletion wished", "내일 회의 일정을 삭제해 줬으면 해", ""},
		{"made, told", "team sync at 3 일정을 새로 만드는 거야", "calendar.create"},
	})
}

// Korean wishes that close with thanks or a want ("…해 주면 고맙겠어", "…해 주기를 원해")
// or a verbal noun wished done ("생성하면 좋겠는데") ask the act; a wish someone else
// voiced is still told.
func TestKoreanWishesWithThanksAndWants(t *testing.T) {
	expectRoutes(t, referencePlanner(t), []namedRoute{
		{"thanks for an event made", "team sync at 3 일정을 만들어 주면 고맙겠어", "calendar.create"},
		{"a ticket wanted", "login failure 문제로 지원 티켓을 생성해 주기를 원해", "support.create_ticket"},
		{"a change wished by its noun", "user 611 display name 수정하면 좋겠는데", "users.update"},
		{"an event wished by its noun", "team sync at 3 일정 생성하면 좋겠는데", "calendar.create"},
		{"a wish relayed", "어제 회의가 일정에 표시되면 좋겠다고 팀장님이 말씀하셨어요", ""},
	})
}

// A Korean task named by its kind ("작업 종류는 생성이고 …", "요청하는 작업은 … 생성입니다")
// or labelled by the act to do ("생성할 티켓: …") is that act, and "…해 놓을 수 있을까요"
// asks it done ahead.
func TestKoreanTasksByKindAndLabel(t *testing.T) {
	expectRoutes(t, referencePlanner(t), []namedRoute{
		{"a task's kind", "작업 종류는 생성이고 대상은 티켓이야: 환불 지연", "support.create_ticket"},
		{"the requested task", "요청하는 작업은 지원 티켓 생성입니다: wrong invoice", "support.create_ticket"},
		{"a profile change's kind", "작업 종류는 수정이고 대상은 사용자 프로필이야: Kevin Park title", "users.update"},
		{"labelled by the act", "생성할 티켓: login failure", "support.create_ticket"},
		{"a change labelled", "수정할 프로필: user 611 display name", "users.update"},
		{"put in ahead", "내일 9시 standup 일정 하나 넣어 놓을 수 있을까요?", "calendar.create"},
		{"a deletion labelled", "삭제할 일정: 금요일 회의", ""},
	})
}

// A user named by a login handle after a preposition ("bei k.yilmaz") owns the profile
// fields a change names, though no word names the profile; a file's language is none.
func TestProfileFieldsOfAUserNamedByHandle(t *testing.T) {
	expectRoutes(t, referencePlanner(t), []namedRoute{
		{"a time zone set", "Zeitzone von k.yilmaz auf Europe/Berlin stellen", "users.update"},
		{"an address updated", "Keine neue Person anlegen – nur bei k.yilmaz die Adresse aktualisieren: Goethestraße 8, 80336 München.", "users.update"},
		{"a file's language", "change the language of report.pdf to German", ""},
	})
}

// A polite condition ("si no es molestia", "if possible", "wenn möglich") sets nothing
// aside; Spanish "ponlo / déjalo en N" and "conteo a N" set a count.
func TestPoliteConditionsAndSpanishCountsSet(t *testing.T) {
	expectRoutes(t, referencePlanner(t), []namedRoute{
		{"a polite condition, Spanish", "¿Podrías, si no es molestia, actualizar el número de teléfono de Eduardo Luna? El nuevo es 3105550199.", "users.update"},
		{"a polite condition, English", "Could you, if possible, update the phone number of user 42 to 555-1234?", "users.update"},
		{"a polite condition, German", "Kannst du, wenn möglich, den Bestand von SKU-12 auf 40 setzen?", "inventory.update"},
		{"a real condition", "Si llueve mañana, cancela la reunión", ""},
		{"put it at", "stock de las botas BT-42: ponlo en 18", "inventory.update"},
		{"left at, subjunctive", "Te agradecería que dejaras el inventario del AB-117 en 60 unidades, que acabamos de contar.", "inventory.update"},
		{"a count to", "SKU-3300: conteo a 75", "inventory.update"},
	})
}

// Korean grids, a product's users, a trip's plan, whether to sell, the market's mood, a
// craftsman's quote and "what actually is a …" route nowhere.
func TestGridsUsersOfProductsAndDefinitions(t *testing.T) {
	expectRoutes(t, referencePlanner(t), []namedRoute{
		{"a grid layout", "CSS로 3열 격자 레이아웃 만드는 코드 좀", ""},
		{"grid tiles", "욕실 바닥에 작은 격자 타일 깔면 청소 힘들어?", ""},
		{"a lattice still", "TiO2의 결정 구조와 격자를 가져와줘", "materials.structure"},
		{"a product's users", "전기차 사용자들 겨울철 주행거리 불만 많아?", ""},
		{"a trip's plan", "파리 런던 10일 일정이면 각 도시 며칠씩 잡는 게 좋아?", ""},
		{"whether to sell", "카카오 주식 다 팔까 말까 고민이야", ""},
		{"the market's mood", "요즘 주식 시장 분위기 어때? 경기침체 온다는 말 있던데", ""},
		{"a craftsman's quote", "Was kostet ungefähr ein Angebot vom Handwerker, wenn man das Bad renoviert?", ""},
		{"an appointment with a craftsman", "Trag Montag 9 Uhr einen Termin mit dem Handwerker wegen des Angebots ein", "calendar.create"},
		{"what actually is a DOI", "Was ist eigentlich eine DOI?", ""},
	})
}

// Austrian "Lagerstand" and "Stückzahl" name a stock count; a person after "Bei" owns
// the contact details a change names.
func TestGermanStockWordsAndOwnersAfterBei(t *testing.T) {
	expectRoutes(t, referencePlanner(t), []namedRoute{
		{"a stock level, Austrian", "Der Lagerstand von HP-305XL sollte auf 64 geändert werden.", "inventory.update"},
		{"a handle after Bei", "Bei m.huber sollte die E-Mail-Adresse auf m.huber@firma.at umgestellt werden.", "users.update"},
		{"a name after Bei", "Bei Stefan Wyss muss die Adresse aktualisiert werden: neu Marktgasse 4, 3011 Bern.", "users.update"},
	})
}

// A SKU's unit of measure is no count a stock update sets; "active, pending, or
// suspended?" asks an account's status; lunch ordered is bought; "beim Öffnen" is a time,
// not an act.
func TestUnitsOfMeasureAccountStatesListedAndLunchOrdered(t *testing.T) {
	expectRoutes(t, referencePlanner(t), []namedRoute{
		{"a unit of measure changed", "Change the unit of measure for SKU-7007 from boxes to pieces.", ""},
		{"states listed", "Give me the status of Priya Raman's account — active, pending, or suspended?", ""},
		{"lunch ordered", "Order lunch for the support team, 8 people, vegetarian options.", ""},
		{"a count changed still", "Change the quantity for SKU-7007 to 40.", "inventory.update"},
	})
}

// Spanish acts asked in the subjunctive or with a clitic (que cierres, desbloquéame), a
// read-only account, a discount set, a demand forecast and a desk's number are no route;
// closing prices (cierres) are still a price history.
func TestSpanishSubjunctiveActsAndClosingPrices(t *testing.T) {
	expectRoutes(t, referencePlanner(t), []namedRoute{
		{"a ticket closed, subjunctive", "Necesito que cierres la incidencia INC-889, el cliente confirmó que funciona", ""},
		{"an account unlocked", "Desbloqueame al usuario lvalencia, se equivocó tres veces con la clave", ""},
		{"read-only", "Ponle la cuenta de andres.rojo en solo lectura", ""},
		{"a discount set", "Pon en oferta el SKU-5560 con 20% de descuento", ""},
		{"a demand forecast", "Necesito el pronóstico de demanda para el SKU-8123", ""},
		{"a desk's number", "¿A qué número llamo para soporte en Colombia?", ""},
		{"closing prices", "Necesito los cierres diarios de MSFT de todo 2020 para un trabajo de clase.", "finance.history"},
	})
}

// When stock is reordered automatically and what the stock is worth are a reorder point
// and a valuation, no stock level.
func TestGermanReorderPointsAndStockWorth(t *testing.T) {
	expectRoutes(t, referencePlanner(t), []namedRoute{
		{"a reorder point", "Ab welchem Bestand wird bei SKU-8821 automatisch nachbestellt?", ""},
		{"the stock's worth", "Wie viel ist unser Lagerbestand insgesamt wert?", ""},
		{"a stock level still", "Wie viel ist von SKU-8821 noch auf Lager?", "inventory.search"},
	})
}

// German "abziehen" takes a count off, and an item code whose German or Spanish units
// are changed is a stock item; an English order of units is none.
func TestGermanCountsTakenOff(t *testing.T) {
	expectRoutes(t, referencePlanner(t), []namedRoute{
		{"taken off, passive", "Bei WI-0042 müssten 4 Stück abgezogen werden, die Retoure war defekt.", "inventory.update"},
		{"taken off, separable", "Zieh bei SKU-12 bitte 3 Stück ab.", "inventory.update"},
		{"a discount taken off an invoice", "Wie viel wird bei der Rechnung abgezogen?", ""},
		{"units ordered", "Raise a PO for 500 units of gasket GK-19 with Fenwick Supply.", ""},
	})
}

// A call or chat scheduled is an event, one from support asked for is not; inviting a
// named person beside the event made is an act no endpoint does (the invitation would go
// unsent), as inviting "the whole team" is.
func TestCallsScheduledAndPeopleInvited(t *testing.T) {
	expectRoutes(t, referencePlanner(t), []namedRoute{
		{"a call scheduled", "Schedule a phone call with Bob tomorrow at 3pm", "calendar.create"},
		{"a coffee chat pencilled in", "Pencil in a coffee chat with Jordan next Wednesday at 10am.", "calendar.create"},
		{"a chat put on the calendar", "Put a coffee chat with Jordan on my calendar for Wednesday 10am", "calendar.create"},
		{"a callback from support", "schedule einen Rückruf vom Support für morgen 9 Uhr", ""},
		{"a live chat asked for", "Live chat with support please", ""},
		{"a named person invited beside", "Create a meeting on Friday at 3pm and invite Ana", ""},
		{"a named person invited beside, Spanish", "Crea un evento el lunes a las 10 e invita a Lucía", ""},
		{"the team invited beside", "Create a meeting on Friday at 3pm and invite the whole team", ""},
		{"invite links told", "Create a ticket: the meeting links and invite links are broken", "support.create_ticket"},
	})
}

// German calendar entries wished done, made, noted or put in the calendar are events;
// a German appointment asked about is none.
func TestGermanCalendarEntriesMadeNotedAndWished(t *testing.T) {
	expectRoutes(t, referencePlanner(t), []namedRoute{
		{"an entry wished done before a colon", "Ich hätte gern einen Termin am 3. Juni ganztägig eingetragen: Betriebsausflug", "calendar.create"},
		{"a calendar appointment made", "Kannst du einen Kalendertermin für das Weihnachtsessen am 19.12. um 18:30 machen?", "calendar.create"},
		{"noted in the calendar", "Bitte vermerken Sie im Kalender: Abgabe Steuererklärung am 31. Juli", "calendar.create"},
		{"a reminder put in the calendar", "Kannst du mir eine Erinnerung in den Kalender setzen, Dienstag 17 Uhr Sport?", "calendar.create"},
		{"a wish to know", "Ich hätte gern gewusst: wie ist das Wetter in Berlin?", "weather.current"},
		{"an entry already made", "Der Termin ist schon eingetragen", ""},
	})
}

// Tickets headed as new, urgent or of a high priority, bugs and faults reported before a
// colon, and tickets pleaded for to support open a case, whatever the problem names.
func TestTicketsHeadedByPriorityAndFaultsReported(t *testing.T) {
	expectRoutes(t, referencePlanner(t), []namedRoute{
		{"a new ticket of high priority, German", "Neues Ticket mit hoher Priorität: Produktionsserver down", "support.create_ticket"},
		{"a new ticket of high priority", "New ticket with high priority: login page returns 500", "support.create_ticket"},
		{"a ticket of high priority, Spanish", "Nuevo ticket con prioridad alta: el servidor no responde", "support.create_ticket"},
		{"an urgent ticket", "Urgent ticket: payroll export fails", "support.create_ticket"},
		{"a bug reported, prices shown", "I need to report a bug: the customer portal shows wrong prices", "support.create_ticket"},
		{"a fault reported, German", "Bitte einen Störfall melden: Kühlanlage zeigt Fehlercode E4", "support.create_ticket"},
		{"an error reported, German", "Ich muss einen Fehler melden: im Kundenportal werden falsche Preise angezeigt", "support.create_ticket"},
		{"a ticket pleaded for to support", "Bitte ein Ticket an den Support: Kunde 7789 bekommt keine Bestätigungs-Mails", "support.create_ticket"},
		{"a report made to support", "Ich möchte beim Support eine Meldung machen: Die App stürzt beim Start ab", "support.create_ticket"},
		{"a ticket's status asked", "チケットのステータスを教えて：先週起票したログインの件", ""},
		{"a ticket's status shown", "Ticket: show the status of my VPN request", ""},
	})
}

// Counts brought down, corrected to a number, left by a restock, taken off in Japanese,
// booked off or taken over in German change the stock; a Spanish slot kept for the asker
// is an event.
func TestCountsBroughtDownCorrectedAndBookedOff(t *testing.T) {
	expectRoutes(t, referencePlanner(t), []namedRoute{
		{"a count brought down", "We wrote off 5 damaged units of SKU LMP-220; bring the count down accordingly.", "inventory.update"},
		{"a restock's count", "Restock entry: SKU CBL-901 is now at 140 units after the delivery.", "inventory.update"},
		{"a count corrected to a number", "The shelf count for SKU TAP-77 is wrong, correct it to 32.", "inventory.update"},
		{"a count taken off, Japanese", "SKU LMP-220 の破損品5個を廃棄したので、在庫数から引いておいて。", "inventory.update"},
		{"a count booked off, German", "Buch mal 15 Stück von Artikel 88-203 ab, die sind beschädigt", "inventory.update"},
		{"a counted stock taken over, German", "Inventurdifferenz bei SKU 90-117: Ist-Bestand 212, bitte übernehmen", "inventory.update"},
		{"a slot kept, Spanish", "Resérvame un hueco el viernes por la mañana para preparar la presentación.", "calendar.create"},
		{"a quote corrected", "The quote for AAPL is wrong, correct it to 190", ""},
		{"a count asked correct", "Is the count for SKU TAP-77 correct?", "inventory.search"},
	})
}

// A pet's, a baby's or a storm's name is no user's; a share price moved between two days
// or in a year is its history; an umbrella taken along asks for rain; a week's weather in
// Japanese is a forecast; a 1on1 set up is an event; a profile opened is shown.
func TestThingsNamedPricesMovedAndJapaneseAsks(t *testing.T) {
	expectRoutes(t, referencePlanner(t), []namedRoute{
		{"a dog's name", "Was ist ein guter Name für meinen Hund?", ""},
		{"storms' names", "how do hurricanes get their names? my coworker says they're picked by a computer", ""},
		{"a cat's name, Japanese", "猫の名前のアイデアを10個ちょうだい", ""},
		{"a typhoon's name, Japanese", "台風の名前の付け方を教えて", ""},
		{"a user's name still", "What is the name of user 42?", "users.lookup"},
		{"a name changed to a pet's", "change the display name of user 42 to Dog", "users.update"},
		{"a price moved between two days", "How did TSLA's share price move between March 1 and March 31, 2023?", "finance.history"},
		{"a price moved in a year", "How did the stock price of AAPL move in 2022?", "finance.history"},
		{"an umbrella taken along, Japanese", "今週末、京都に傘を持っていく必要がありますか？", "weather.forecast"},
		{"a week's weather, Japanese", "ソウル 週間天気", "weather.forecast"},
		{"a 1on1 set up, Japanese", "来週月曜の10時に1on1を設定して", "calendar.create"},
		{"a profile opened, Japanese", "ユーザー@taro_devのプロフィールを開いて", "users.lookup"},
	})
}

// The asker's own act set apart without a comma ("Before I reply I need to know …", "…
// before I send the files") is context, not asked; a trip's planning is no calendar.
func TestOwnActsWithoutACommaAndTripsPlanned(t *testing.T) {
	expectRoutes(t, referencePlanner(t), []namedRoute{
		{"an own act leading", "Before I reply I need to know how much stock of SKU-1 we have", "inventory.search"},
		{"an own act closing", "got an email from someone claiming to be from our Chicago office, 'd.okafor@company.com'. can you look up that account and confirm they're real before I send the files?", "users.lookup"},
		{"a question before the ask", "Before I call her back I want to know what plan she's on, so can you look up Ines Kowalczyk's profile?", "users.lookup"},
		{"an own act before an ask after it", "we need to know how our new alloy behaves under stress before we cast it, can you simulate it", ""},
		{"flights for a trip planned", "Fwd: RE: trip planning > can someone check flights from Denver to Boston on the 14th?", ""},
		{"a forecast for a trip planned", "for my trip planning, show the 5-day forecast for Rome", "weather.forecast"},
	})
}

// Spanish typed without accents still names its terms ("parametros de red", "que
// significa"); a reminder put on the calendar is an event; famous quotes are no
// appointments.
func TestUnaccentedSpanishRemindersAndFamousQuotes(t *testing.T) {
	expectRoutes(t, referencePlanner(t), []namedRoute{
		{"lattice parameters, unaccented", "necesito los parametros de red del silicio", "materials.structure"},
		{"lattice parameters, accented", "parámetros de red del silicio", "materials.structure"},
		{"a meaning asked, unaccented", "que significa PER en bolsa?", ""},
		{"a reminder on the calendar", "recuerdame en el calendario el cumple de mi madre el 22 de agosto", "calendar.create"},
		{"famous quotes", "cuales son las citas mas famosas de Einstein?", ""},
		{"a research topic, accented", "Busca artículos de investigación sobre la temperatura óptima de fermentación del cacao", "papers.search"},
	})
}

// Chinese work orders opened, stock added back, taken off or corrected, and entries made
// with a light verb (开个, 建个, 加个); a German support ticket headed by its priority
// and stock booked back.
func TestChineseWorkOrdersStockAndEntriesMade(t *testing.T) {
	expectRoutes(t, referencePlanner(t), []namedRoute{
		{"a work order raised", "帮我提一个工单：我的电脑开不了机了", "support.create_ticket"},
		{"a work order opened for a customer", "帮客户 20311 开个工单，付款被重复扣了两次", "support.create_ticket"},
		{"stock taken off", "盘点发现 KB-100 少了 3 个，库存减 3", "inventory.update"},
		{"stock added back", "退回了 6 件 FLT-9，加回库存", "inventory.update"},
		{"stock deducted", "一台扩展坞 DCK-TB4 坏了，从库存里扣掉", "inventory.update"},
		{"stock corrected to a number", "SKU 88-2201 库存数量更正为 0", "inventory.update"},
		{"an entry made", "帮我建个日程：9月17日下午1点 消防培训", "calendar.create"},
		{"an all-day event added", "8月8日加个全天事件：妈妈生日", "calendar.create"},
		{"a ticket headed by its priority, German", "neues Supportticket, Priorität hoch: Webshop zeigt seit 10 Uhr Fehler 500", "support.create_ticket"},
		{"stock booked back, German", "Bei FLT-9 wurden 6 Stück zurückgegeben, bitte wieder auf den Bestand buchen", "inventory.update"},
	})
}

// Korean and Japanese: a constant's いくつ asks its value, where a paper is cited asks
// who cites it, a day marked on the calendar is an event; a life's sunny day, food for a
// weather, outings on a fine day, a dish's ingredients and a stop-loss are no route.
func TestKoreanAndJapaneseValuesMarksAndOtherSenses(t *testing.T) {
	expectRoutes(t, referencePlanner(t), []namedRoute{
		{"a constant's value", "ダイヤモンドの格子定数はいくつですか", "materials.structure"},
		{"where a paper is cited", "この論文がどこで引用されてるか知りたいです（Attention Is All You Need）", "papers.citations"},
		{"a day marked on the calendar", "11월 3일 하루종일 휴가로 캘린더에 찍어줘", "calendar.create"},
		{"a stock count in Japanese still", "在庫はいくつですか、SKU-12", "inventory.search"},
		{"a life's sunny day", "내 인생에도 맑은 날이 올까", ""},
		{"food for a weather", "오늘 같은 날씨엔 뭐 먹지?", ""},
		{"an outing on a fine day", "いい天気の日に行きたい東京近郊のスポット", ""},
		{"a dish's ingredients", "カレーの材料って何が必要？", ""},
		{"a stop-loss", "주가 떨어지면 손절해야 돼?", ""},
		{"the weather still", "오늘 서울 날씨 어때?", "weather.current"},
	})
}

// Stock written off, its count reduced by a number, changes the stock; a write-off alone
// changes no count the corpora keep.
func TestStockWrittenOffAndReduced(t *testing.T) {
	expectRoutes(t, referencePlanner(t), []namedRoute{
		{"written off, then reduced", "Heads up - 6 units of SKU KB-MECH-BRN were damaged in transit (water). write them off, i.e. reduce on-hand quantity by 6", "inventory.update"},
		{"written off alone", "write off the 3 damaged units of 1120-B", ""},
		{"a summary written", "write a summary of the off-site meeting", ""},
	})
}

// A Spanish app that closes on its own crashes, and reporting it to support opens a case.
func TestSpanishCrashesReportedToSupport(t *testing.T) {
	expectRoutes(t, referencePlanner(t), []namedRoute{
		{"a crash reported to support", "la app se me cierra cada vez que subo una foto, quiero reportarlo a soporte", "support.create_ticket"},
		{"a ticket closed", "cierra el ticket 45", ""},
	})
}

// A review article or paper is a paper, no rating asked.
func TestReviewArticlesArePapers(t *testing.T) {
	expectRoutes(t, referencePlanner(t), []namedRoute{
		{"review articles asked", "any good review articles on transformer models for time series forecasting? prefer 2022-2024", "papers.search"},
		{"review papers named", "review papers on graph neural networks", "papers.search"},
		{"a product's reviews", "show me the reviews for the AirPods Pro", ""},
	})
}

// Statements after a question that only tell its story lend it neither acts nor words; a
// story's time still dates the question, and a statement that asks again stays.
func TestAStoryAfterAQuestionIsNotAsked(t *testing.T) {
	expectRoutes(t, referencePlanner(t), []namedRoute{
		{"what the asker will compare", "Can you get me the lattice parameters and space group for rutile TiO2? Our XRD peaks look off and I want to compare.", "materials.structure"},
		{"what another said", "Can you look up Maria Gonzalez's account? She says she never received her welcome email and I want to check her email address on file.", "users.lookup"},
		{"what the asker must do", "What meetings do I have between now and the end of the week? I need to block focus time somewhere.", "calendar.list"},
		{"a party on another day", "Will it be hot in Austin next week? We're hosting a backyard barbecue on Thursday.", "weather.forecast"},
		{"the story's time dates the ask", "What's the weather in Boston? I fly there tomorrow", "weather.forecast"},
		{"a want named again", "which papers does the AlphaFold paper itself cite? I want its reference list", ""},
		{"what the asker is about to do", "How much is NVDA right now? I'm about to place a limit order with my broker.", "finance.quote"},
		{"what the asker weighs, in german", "Wie steht die SAP-Aktie gerade? Ich überlege, vor der Mittagspause zu verkaufen.", "finance.quote"},
		{"an act asked after the question", "What's on my calendar Friday? I'd like to cancel the dentist.", ""},
		{"a drive asked beside a story's snow", "How long is the drive from Denver to Boulder? It's supposed to snow tomorrow.", ""},
	})
}

// A spoken request is read as it would be typed: without its fillers, and with its
// numbers in digits; a German "um" is no filler. What one has going on in a week asks the
// calendar.
func TestASpokenRequestIsReadAsTyped(t *testing.T) {
	expectRoutes(t, referencePlanner(t), []namedRoute{
		{"a sku said digit by digit", "uh check stock levels for sku seven seven eight like across all warehouses", "inventory.search"},
		{"a span said in words", "okay so how did tesla stock move over the last thirty days", "finance.history"},
		{"an employee number said", "okay so show me the user profile for employee number four four one", "users.lookup"},
		{"a german um", "Trag bitte ein Meeting um 11 Uhr ein.", "calendar.create"},
		{"a week going on", "uh what do I have going on next week", "calendar.list"},
		{"a week in german", "Was habe ich nächste Woche?", "calendar.list"},
	})
}

// Food or goods ordered, a meeting pushed, a supplier named by where orders go, a fair
// value, know-how and what one thinks good, and forecasts of a harvest or a recovery ask
// nothing the reference catalog does; the plain reads beside them still route.
func TestOrdersPushesJudgementsAndOtherForecastsAreNotRouted(t *testing.T) {
	expectRoutes(t, referencePlanner(t), []namedRoute{
		{"a japanese order placed", "在庫の発注をかけてください、SKU C-220を500個", ""},
		{"a japanese order wanted", "窒化ガリウムの結晶を注文したい", ""},
		{"a japanese supplier", "SKU F-77 発注先", ""},
		{"a spanish food order", "Pide pizzas para la reunión de las 2, somos ocho.", ""},
		{"a german food order", "Bestell Pizza fürs Meeting um 14 Uhr, wir sind zu acht.", ""},
		{"a meeting pushed", "push my meeting with legal to the afternoon", ""},
		{"a japanese fair value", "この株の適正株価を教えて", ""},
		{"korean know-how", "재고 관리 잘하는 노하우 있으면 알려 주세요.", ""},
		{"a korean view asked", "이 소재 상용화 가능성 어떻게 봐?", ""},
		{"what one thinks good", "在庫管理にどのソフトを使うのがいいと思いますか", ""},
		{"a harvest's outlook", "¿Qué previsión hay para la cosecha de aceite de oliva este año?", ""},
		{"a recovery's outlook", "Wie ist die Prognose nach einem Kreuzbandriss bei Fußballspielern?", ""},
		{"a wage", "Was verdient man als Lagerist im Einzelhandel?", ""},
		{"a japanese stock read", "SKU F-77 の在庫数", "inventory.search"},
		{"a german forecast", "Wie ist die Prognose für Hamburg morgen?", "weather.forecast"},
		{"a meeting listed", "what meetings do I have this afternoon", "calendar.list"},
	})
}

// A paper read by its DOI is the paper, not the works that cite it; works that build on,
// lean on, point back to or draw on a DOI cite it.
func TestAPaperReadByItsDOIIsThePaper(t *testing.T) {
	expectRoutes(t, referencePlanner(t), []namedRoute{
		{"the paper with a doi", "Look up the paper with DOI 10.1021/acs.nanolett.5b01234", "papers.search"},
		{"a bare doi", "Look up DOI 10.1021/acs.nanolett.5b01234", "papers.search"},
		{"works citing it", "papers citing DOI 10.1021/acs.nanolett.5b01234", "papers.citations"},
		{"work building on it", "Find work that builds on doi 10.1038/nature14539", "papers.citations"},
		{"who leaned on it", "who's leaned on this DOI: 10.1038/nature14539", "papers.citations"},
		{"publications pointing back", "Which publications point back to 10.1126/science.aaa8415?", "papers.citations"},
		{"articles drawing on it", "Which articles have drawn on 10.1016/j.cell.2006.07.024?", "papers.citations"},
		{"a korean citation lookup", "DOI 10.1021/jacs.9b05000 사이테이션 룩업 해줘", "papers.citations"},
	})
}

// Weather a few days from now is forecast and weather months or many weeks from now is
// no forecast; an amount in another currency is converted, a traffic fine and the value
// of the stock are no quote; a meeting moved by an hour is rescheduled; a grant is a
// paper's funding; a sell order, a summary and a bank's hours ask no route.
func TestTimesAheadConversionsFinesAndOtherActs(t *testing.T) {
	expectRoutes(t, referencePlanner(t), []namedRoute{
		{"days ahead", "weather in Oslo in 3 days", "weather.forecast"},
		{"german days ahead", "Wetter in Oslo in 3 Tagen", "weather.forecast"},
		{"spanish days ahead", "el tiempo en Oslo dentro de 3 días", "weather.forecast"},
		{"months from now", "What will the weather be in Rome three months from now?", ""},
		{"many days from now", "Will it rain in Paris 45 days from now?", ""},
		{"a few days from now", "Will it rain in Paris 3 days from now?", "weather.forecast"},
		{"a currency amount", "200ドルは日本円でいくら？", ""},
		{"a traffic fine", "駐車違反の切符を切られたけど、反則金はいくら？", ""},
		{"the stock's value", "在庫全体の金額はいくらになる？", ""},
		{"a meeting moved by an hour", "Push my 1:1 with Sam back an hour.", ""},
		{"a grant", "Which grant supported DOI 10.1145/3065386?", ""},
		{"a portuguese sell order", "Venda minhas ações da VALE3", ""},
		{"a portuguese summary", "Faça um resumo do artigo que eu te mandei sobre grafeno", ""},
		{"a bank's hours", "Qual é o horário de funcionamento do banco amanhã?", ""},
		{"a japanese quote", "トヨタの株価はいくら？", "finance.quote"},
	})
}

// A problem the asker wants to report, or a complaint filed, opens a ticket with the
// asker's own desk; one filed with another party does not.
func TestAProblemReportedWithNoDeskNamedOpensATicket(t *testing.T) {
	expectRoutes(t, referencePlanner(t), []namedRoute{
		{"reported in english", "I want to report that I got double charged", "support.create_ticket"},
		{"reported in german", "Ich möchte melden, dass die App beim Hochladen von Fotos abstürzt.", "support.create_ticket"},
		{"reported in spanish", "Quiero reportar que la aplicación se cierra al subir fotos.", "support.create_ticket"},
		{"a complaint lodged", "I'd like to lodge a complaint — my invoice charged me twice", "support.create_ticket"},
		{"a sku's problem", "I need to report that SKU 1182 shipped with a missing part, order #77310", "support.create_ticket"},
		{"a landlord", "I want to file a complaint with my landlord about the heater", ""},
		{"the police", "I want to report that my neighbour is noisy to the police", ""},
		{"a complaint with its reason", "I want to complain about being charged twice for my March subscription.", "support.create_ticket"},
		{"a german complaint", "Ich möchte mich beschweren, weil mir das Abo für März zweimal abgebucht wurde.", "support.create_ticket"},
		{"a french complaint in march", "Je veux déposer une réclamation, j'ai été débité deux fois pour l'abonnement de mars.", "support.create_ticket"},
		{"a neighbour's dog", "I want to complain that my neighbour's dog barks all night", ""},
	})
}

// Portuguese profile edits: "muda", "troca", a "define … como", a person named after
// "do"/"da", a job title as "cargo".
func TestPortugueseProfileEditsUpdateTheUser(t *testing.T) {
	expectRoutes(t, referencePlanner(t), []namedRoute{
		{"a phone of a person", "Altera o celular do Marcelo para (11) 98765-4321", "users.update"},
		{"an email of a person", "Atualiza o email da Renata para renata@empresa.com.br", "users.update"},
		{"muda", "O Lucas saiu de Vendas e foi pra Marketing, muda o departamento no perfil", "users.update"},
		{"troca", "O Rafael agora prefere ser chamado de Rafa, troca o nome de exibição", "users.update"},
		{"define as", "Define o fuso horário do usuário 8812 como America/Sao_Paulo", "users.update"},
		{"a job title", "Atualiza o cargo do Marcelo para gerente", "users.update"},
		{"a definition asked", "Define band gap", ""},
		{"a charge", "O cargo de R$ 50 apareceu duas vezes no meu cartão", ""},
	})
}

// A ticket or a case asked for by name, then what it says, opens one whatever the text
// names; a ticket the asker does not want opens none.
func TestATicketAskedForThenItsTextOpensATicket(t *testing.T) {
	expectRoutes(t, referencePlanner(t), []namedRoute{
		{"saying", "File a ticket saying my account was charged twice this month.", "support.create_ticket"},
		{"after a comma", "Open a ticket please, our customer cannot download invoices", "support.create_ticket"},
		{"a case started", "Start a new case for the SSO outage affecting the Berlin office.", "support.create_ticket"},
		{"a ticket started", "Start a new ticket for the SSO outage affecting the Berlin office.", "support.create_ticket"},
		{"a german case", "Bitte öffne einen Fall, weil meine Rechnung doppelt abgebucht wurde.", "support.create_ticket"},
		{"a portuguese call", "Abra um chamado: não consigo acessar minha conta desde ontem", "support.create_ticket"},
		{"in case", "In case the store is open, check stock of SKU 5", "inventory.search"},
		{"no ticket wanted", "Conserta você mesmo o erro de login, não quero abrir chamado.", ""},
		{"a french month", "Planifie un rendez-vous chez le dentiste le 12 mars à 9h30", "calendar.create"},
		{"the planet", "What's the weather on Mars right now?", ""},
	})
}

// An ETF's price and its history are market data; what it holds, and whether to buy it,
// are not.
func TestAnETFsPriceIsAQuote(t *testing.T) {
	expectRoutes(t, referencePlanner(t), []namedRoute{
		{"a price", "SPY ETF latest price", "finance.quote"},
		{"a history", "Chart the historical closes of the SPY ETF for 2021", "finance.history"},
		{"its holdings", "What stocks does the Vanguard S&P 500 ETF actually hold?", ""},
		{"german holdings", "Welche Aktien sind im iShares Core MSCI World ETF enthalten?", ""},
		{"german advice after a story", "Ich hab etwas Geld geerbt. Soll ich das lieber in ETFs oder in Einzelaktien stecken?", ""},
		{"korean advice", "ETF랑 개별 주식 투자 중에 초보한테 뭐가 나아?", ""},
	})
}

// A listed service company's shares are the company's, "cashing out" stock sells it; a
// unit cell's dimensions are its lattice; a French share's "cours" is its price; a Chinese
// day's arrangements and an English docket are the calendar.
func TestSharesOfServicesCellDimensionsAndOtherWords(t *testing.T) {
	expectRoutes(t, referencePlanner(t), []namedRoute{
		{"a service's shares", "How did Netflix stock fare in 2019?", "finance.history"},
		{"a service's share price", "Spotify share price", "finance.quote"},
		{"a service's account", "my netflix account is locked", ""},
		{"stock cashed out", "cash out my Shopify stock", ""},
		{"a unit cell's dimensions", "Unit cell dimensions for hexagonal boron nitride", "materials.structure"},
		{"an item's dimensions", "dimensions of SKU 44", ""},
		{"a french share price", "Donne-moi le cours actuel de TSLA", "finance.quote"},
		{"a french class", "Je suis un cours de français demain", ""},
		{"a chinese day's plans", "我明天有什么安排？", "calendar.list"},
		{"a docket", "What's on my docket for tomorrow?", "calendar.list"},
	})
}

// One's commitments and calls are calendar entries, a brolly is for rain, and a day's
// highs and lows are its temperature; a share's highs and lows are not the weather.
func TestCommitmentsCallsBrolliesAndHighs(t *testing.T) {
	expectRoutes(t, referencePlanner(t), []namedRoute{
		{"calls", "Which calls do I have today?", "calendar.list"},
		{"commitments", "What commitments do I have on the 22nd?", "calendar.list"},
		{"a brolly", "Will I need a brolly in Glasgow over the weekend?", "weather.forecast"},
		{"highs and lows", "Expected highs and lows for Chicago tomorrow", "weather.forecast"},
		{"a share's highs", "AAPL highs and lows for 2023", ""},
	})
}

// A phrase explained or given synonyms, stock phrases, a paper tiger, a moral inventory and
// inspirational quotes ask nothing of the catalog; the weather asked beside a street fair
// still routes.
func TestPhrasesAndTheirWordsAreNotRouted(t *testing.T) {
	expectRoutes(t, referencePlanner(t), []namedRoute{
		{"a phrase explained", "What does the phrase 'fair-weather friend' mean?", ""},
		{"a phrase's origin", "What's the origin of the expression 'it's raining cats and dogs'?", ""},
		{"synonyms", "Synonyms for 'forecast' that I could use in an essay", ""},
		{"stock phrases", "Give me a list of stock phrases to avoid in cover letters", ""},
		{"a paper tiger", "He's a paper tiger — what does that expression mean?", ""},
		{"a moral inventory", "Do a moral inventory like in step four of the 12 steps — what does that involve?", ""},
		{"inspirational quotes", "Inspirational quotes for a graduation card", ""},
		{"a street fair's weather", "we're heading out for the street fair in an hour, so what's the weather like in Harrogate right now?", "weather.current"},
	})
}

// A business closing after a question sees to the question: moving a meeting stays a
// move, a schedule asked stays a list; after a statement the closing is the request.
func TestABusinessClosingAfterAQuestion(t *testing.T) {
	expectRoutes(t, referencePlanner(t), []namedRoute{
		{"a korean move", "내일 오후 3시 회의를 목요일 같은 시간으로 옮겨 주실 수 있을까요? 확인 부탁드립니다.", ""},
		{"a japanese move", "明日15時の会議を木曜日の同じ時間に移動していただけますでしょうか。ご確認をお願いいたします。", ""},
		{"a schedule asked", "이번 주 일정 알려주실 수 있을까요? 확인 부탁드립니다.", "calendar.list"},
		{"a check after a statement", "SKU-1 재고가 이상해요. 확인 부탁드립니다.", "inventory.search"},
	})
}

// A question of what is on the weekend lists the calendar, and a day reserved in the
// calendar is an event made.
func TestTheWeekendsAgendaAndADayReservedInTheCalendar(t *testing.T) {
	expectRoutes(t, referencePlanner(t), []namedRoute{
		{"going on this weekend", "What do I have going on this weekend?", "calendar.list"},
		{"german weekend plans", "Was habe ich am Wochenende vor?", "calendar.list"},
		{"a day reserved in the calendar", "Reservier im Kalender den 3. Juni für den Produktlaunch", "calendar.create"},
		{"a flight booked, the calendar done", "다음 주 도쿄 가는 비행기 표 예약해줘. 일정은 캘린더에 이미 넣었어", ""},
		{"a table reserved", "Reservier einen Tisch für zwei am Freitag", ""},
	})
}

// French share prices: a share's "cours", what it trades at ("cote", "vaut"), how it
// closed, and periods gone by ("la semaine dernière").
func TestFrenchSharePricesRouteToFinance(t *testing.T) {
	expectRoutes(t, referencePlanner(t), []namedRoute{
		{"cote", "À combien cote AAPL en ce moment ?", "finance.quote"},
		{"the history of its price", "J'ai besoin de l'historique des cours de Sanofi sur les cinq dernières années.", "finance.history"},
		{"a price on a day", "Quel était le cours de Renault le 12 mars 2020 ?", "finance.history"},
		{"how a share moved", "Comment a évolué l'action Danone entre 2017 et 2021 ?", "finance.history"},
		{"closes last week", "À combien a clôturé NVDA chaque jour de la semaine dernière ?", "finance.history"},
		{"a buy order", "passe un ordre d'achat de 50 actions Airbus", ""},
		{"a class", "Le cours de maths commence à quelle heure ?", ""},
	})
}

// A count taken off, corrected or put at a level in other words updates the stock; a
// write-off and a sum of units sold do not.
func TestStockCountsChangedInOtherWordsAreUpdates(t *testing.T) {
	expectRoutes(t, referencePlanner(t), []namedRoute{
		{"correct on-hand", "After stocktake, correct on-hand for SKU 77-A19 to 118", "inventory.update"},
		{"french put at zero", "mets le stock de l'article 55021 à zéro, toute la palette a pris l'eau", "inventory.update"},
		{"french take off", "enlève 5 au SKU BX-2207, ils ont été abîmés par le chariot élévateur", "inventory.update"},
		{"spanish take off", "quítale 5 al SKU BX-2207, se rompieron con la carretilla", "inventory.update"},
		{"german out of stock", "Drei Stück von SKU KT-009 sind verkauft, bitte aus dem Bestand nehmen", "inventory.update"},
		{"a write-off", "write off the 3 damaged units of 1120-B", ""},
		{"a sum of sales", "necesito esto: suma las unidades vendidas de SKU-390 en enero", ""},
	})
}

// A Chinese sentence of background before a plea ("帮我", "给我") is the plea's story.
func TestAChineseStoryBeforeAPleaLendsItNothing(t *testing.T) {
	expectRoutes(t, referencePlanner(t), []namedRoute{
		{"news, then a quote", "新闻说英伟达盘中大涨。给我NVDA的最新报价。", "finance.quote"},
		{"a review to write, then papers", "导师让我写一篇关于钙钛矿太阳能电池稳定性的综述。帮我搜索相关的研究论文。", "papers.search"},
		{"an application, then a profile", "新来的外包同事王磊发邮件申请权限。帮我查一下他的用户资料。", "users.lookup"},
		{"a plea for what no route does", "我的工单已经解决了。帮我把那个工单关闭。", ""},
	})
}

// Support told in Portuguese or French, or let know, opens a ticket; so does a ticket
// asked for after what it is to hold.
func TestSupportToldOrATicketAskedLastOpensATicket(t *testing.T) {
	expectRoutes(t, referencePlanner(t), []namedRoute{
		{"let know", "Let your support team know the mobile app deletes my drafts every time it syncs", "support.create_ticket"},
		{"spanish plural", "Avisen a soporte de que el correo de recuperación de contraseña no llega nunca", "support.create_ticket"},
		{"portuguese", "Avisa o suporte que o e-mail de redefinição de senha nunca chega", "support.create_ticket"},
		{"french", "Préviens le support que l'e-mail de réinitialisation du mot de passe n'arrive jamais", "support.create_ticket"},
		{"a case asked last", "The item SKU-2231 arrived damaged, please open a case with support", "support.create_ticket"},
		{"another company's desk", "Préviens le support d'Apple que mon iPhone ne charge plus", ""},
		{"a ticket closed last", "The login works again, please close the ticket", ""},
	})
}

// Casual Chinese verbs of adding, noting down and changing ask for a write.
func TestCasualChineseWritesAreWrites(t *testing.T) {
	expectRoutes(t, referencePlanner(t), []namedRoute{
		{"added to the calendar", "下周五晚上7点和朋友吃饭，加到日历里", "calendar.create"},
		{"noted down", "约了医生，周二下午3点，帮我记个日程", "calendar.create"},
		{"changed", "我的地址变了，帮我改下账户资料里的地址", "users.update"},
		{"added to a cart", "把价格加到购物车", ""},
	})
}

// A leading noun of a quality is no unknown imperative: "availability SKU-B77" asks the
// stock.
func TestALeadingQualityNounIsNoVerb(t *testing.T) {
	expectRoutes(t, referencePlanner(t), []namedRoute{
		{"availability", "availability SKU-B77", "inventory.search"},
		{"an unknown verb still fails closed", "Ship SKU-44 to Berlin", ""},
	})
}

// Everyday Chinese: how many degrees it is now, a price now and closes, stock on the
// shelf, review articles, who cited a paper, help articles, a meeting booked or asked
// after, a fault reported to support, a profile field set; gene editing edits nothing.
// Controls: degrees asked with no "now" (an angle), a meeting deleted and a ticket's
// progress are no route.
func TestEverydayChineseRoutes(t *testing.T) {
	expectRoutes(t, referencePlanner(t), []namedRoute{
		{"degrees now", "北京现在多少度？", "weather.current"},
		{"hot or not now", "杭州这会儿冷不冷呀", "weather.current"},
		{"the day after tomorrow cools", "后天重庆会降温吗", "weather.forecast"},
		{"a price now", "看一下 TSLA 现价", "finance.quote"},
		{"daily closes", "茅台上个月每天的收盘价", "finance.history"},
		{"on the shelf", "编号 X900 的商品有现货没", "inventory.search"},
		{"stock left", "查一下 B-55 还剩多少件", "inventory.search"},
		{"review articles", "找几篇2022年以后发表的关于钠离子电池的综述", "papers.search"},
		{"gene editing is a topic", "有没有关于 CRISPR 基因编辑脱靶效应的研究论文", "papers.search"},
		{"who cited it", "10.1038/nature14539 这篇后来被哪些文章引过？", "papers.citations"},
		{"a help article", "帮我找一下关于如何导出发票的帮助文章", "support.search"},
		{"a meeting at an hour booked", "帮我约个明天下午三点的会", "calendar.create"},
		{"put into the calendar", "把老婆生日5月20号记到日程里", "calendar.create"},
		{"any meetings", "下周一下午有会吗", "calendar.list"},
		{"what is booked", "下个月我都约了哪些事情？", "calendar.list"},
		{"reported to tech support", "应用登录一直报错500，麻烦帮我报给技术支持", "support.create_ticket"},
		{"a complaint with its reason", "我要投诉，快递三天都没动", "support.create_ticket"},
		{"a support form opened", "幫我開一張客服單，耳機左邊沒聲音", "support.create_ticket"},
		{"a department set", "把王强的部门改成市场部", "users.update"},
		{"a display name set", "帮我把显示名改成\"陈晓\"", "users.update"},
		{"degrees without a now", "这个角是多少度？", ""},
		{"a meeting deleted", "把明天下午三点的会删掉", ""},
		{"a ticket's progress", "我的客服單現在處理進度如何？", ""},
		{"how far a ticket got", "我上周提交的那个工单现在处理到哪一步了？", ""},
	})
}

// Everyday Brazilian and European Portuguese: a question word leads no imperative, the
// casual imperatives (marca, agenda, bota na agenda, abre, exclui, remarca, me passa,
// dá baixa), degrees and cold or heat at a place and a time, a person's field named
// with the person in lower case, a mobile (telemóvel) and who cited a paper. Controls:
// an event moved or deleted, a company's e-mail and a bare request are no route.
func TestEverydayPortugueseRoutes(t *testing.T) {
	expectRoutes(t, referencePlanner(t), []namedRoute{
		{"a question word", "qual a temperatura agora em Recife", "weather.current"},
		{"degrees now", "quantos graus tá fazendo em Recife", "weather.current"},
		{"raining now", "tá chovendo em Curitiba agora?", "weather.current"},
		{"cold next week", "vai fazer frio em Porto Alegre na semana que vem?", "weather.forecast"},
		{"a meeting booked", "marca uma reunião com o João quinta às 15h", "calendar.create"},
		{"a call put in the calendar", "agenda uma call com o cliente sexta 10h pfv", "calendar.create"},
		{"lunch put in one's calendar", "bota na minha agenda almoço com a Fernanda quarta meio-dia", "calendar.create"},
		{"a call opened with support", "abre um chamado pro suporte, meu pedido veio errado", "support.create_ticket"},
		{"a request opened with support", "Abre uma solicitação para o suporte técnico: a impressora do 2º andar continua travando", "support.create_ticket"},
		{"reported to support", "reporta pro suporte que o site tá fora do ar", "support.create_ticket"},
		{"a crystal structure passed over", "me passa a estrutura cristalina do GaAs", "materials.structure"},
		{"who cited it", "quem citou esse artigo: 10.1126/science.1254321", "papers.citations"},
		{"stock taken off", "dá baixa de 5 unidades do sku 10045", "inventory.update"},
		{"stock restocked", "repõe o estoque do SKU 8080 com mais 12 unidades", "inventory.update"},
		{"an e-mail of a person in lower case", "muda o email do carlos pra carlos@empresa.com.br", "users.update"},
		{"a mobile, European", "atualiza o telemóvel do Pedro Alves para 912 345 678", "users.update"},
		{"an event moved", "remarca a reunião de sexta pra segunda", ""},
		{"an event deleted", "exclui o compromisso de hoje às 16h", ""},
		{"a meeting passed to another day", "Passa a reunião de quinta pra sexta", ""},
		{"a company's e-mail", "muda o email da empresa pra contato@empresa.com.br", ""},
		{"a request alone", "solicitação", ""},
	})
}

// French and German everyday forms and other senses: what is planned tomorrow, a point
// (a short meeting), one's calendar written in, who cited a paper, a support request or a
// file opened with customer service, a help article, a title before a surname, a field
// of one's own profile, a lower-case "frau". Controls: a saints' calendar, a vegetable
// market, small talk about the rain, an opinion on investing and the price of a train
// ticket are no route.
func TestFrenchAndGermanEverydayFormsAndOtherSenses(t *testing.T) {
	expectRoutes(t, referencePlanner(t), []namedRoute{
		{"a quarterly point planned", "Pourriez-vous planifier un point trimestriel le 12 décembre de 14 h à 15 h ?", "calendar.create"},
		{"lunch put in one's calendar", "Mets dans mon agenda un déjeuner avec Claire lundi prochain à midi", "calendar.create"},
		{"who cited it", "Qui a cité l'article « Attention Is All You Need » ?", "papers.citations"},
		{"a support request", "Crée une demande de support, le VPN ne marche plus depuis ce matin", "support.create_ticket"},
		{"a help article", "Article d'aide sur l'export des factures en PDF", "support.search"},
		{"a title before a surname", "Merci de mettre à jour l'adresse e-mail de M. Lefèvre : p.lefevre@nouveau.fr", "users.update"},
		{"how warm it is", "Il fait combien à Marseille là ?", "weather.current"},
		{"a lower-case frau", "ändere bitte die e-mail-adresse von frau weber auf a.weber@firma.de, die alte ist abgelaufen", "users.update"},
		{"a saints' calendar", "Quel saint fête-t-on le 15 août selon le calendrier des saints ?", ""},
		{"a saints' calendar, German", "Welcher Heilige hat am 6. Dezember seinen Namenstag im Heiligenkalender?", ""},
		{"a vegetable market", "Quels jours se tient le marché aux légumes de la place d'Aligre ?", ""},
		{"a vegetable market, Spanish", "¿A qué hora abre el mercado de verduras de la plaza los domingos?", ""},
		{"small talk", "Que veut dire l'expression « parler de la pluie et du beau temps » ?", ""},
		{"an opinion on investing", "Est-ce le bon moment pour investir en Bourse selon toi ?", ""},
		{"one's calendar still listed", "Qu'est-ce qu'il y a dans mon agenda demain ?", "calendar.list"},
		{"the price of a ticket", "Quel est le prix d'un billet de train Paris-Nice ?", ""},
		{"the price of a share still", "Quel est le prix de l'action Airbus ?", "finance.quote"},
	})
}

// More everyday forms across languages: a ticket opened in French, a complaint with the
// desk, stock added by an amount in French, a Quebec "céduler", meetings asked after in Chinese,
// a past period's moves, a crystal file, "font référence à", a Romance word in -ção that
// is no German compound. Controls: a meeting called off or put off, an inflation forecast,
// how to read a chart and a password asked are no route.
func TestMoreEverydayFormsAcrossLanguages(t *testing.T) {
	expectRoutes(t, referencePlanner(t), []namedRoute{
		{"a ticket opened, French", "Je voudrais ouvrir un ticket : ma facture de mars est erronée.", "support.create_ticket"},
		{"a complaint with the desk, Portuguese", "Quero fazer uma reclamação ao suporte, a encomenda chegou danificada", "support.create_ticket"},
		{"units added to the stock, French", "Ajoute 25 unités au stock du SKU PAP-A4 suite à la livraison.", "inventory.update"},
		{"a count adjusted to, Chinese", "把 XK-2201 的數量調成 120", "inventory.update"},
		{"a Quebec schedule", "Céduler un meeting avec Jean-François mardi prochain à 10 h.", "calendar.create"},
		{"what one has on", "what have I got on next week", "calendar.list"},
		{"any meetings, Chinese", "我明天有啥会吗", "calendar.list"},
		{"what is planned, French", "J'ai quoi de prévu lundi ?", "calendar.list"},
		{"closes on each day, Portuguese", "Como a AAPL fechou em cada dia da semana passada?", "finance.history"},
		{"a crystal file", "get the CIF for silicon", "materials.structure"},
		{"works that refer to it", "Quelles publications récentes font référence à l'article de Watson et Crick de 1953 ?", "papers.citations"},
		{"a word in -ção", "Artigos recentes sobre computação quântica com iões aprisionados", "papers.search"},
		{"a meeting called off", "Desmarca a reunião das 15h de amanhã", ""},
		{"a meeting put off", "Reporte la réunion budgétaire à la semaine prochaine.", ""},
		{"an inflation forecast", "qual a previsão de inflação pro ano que vem?", ""},
		{"how to read a chart", "给我讲讲 K 线怎么看", ""},
		{"a password asked", "Qual é a palavra-passe da conta da Marta?", ""},
	})
}

// Whether the shelf is empty asks the stock: "Are we out of MUG-12?", "What's the
// on-hand figure for WB-1?". Control: a shelf in a sentence about a backorder asks none.
func TestRunningOutAsksTheStock(t *testing.T) {
	expectRoutes(t, referencePlanner(t), []namedRoute{
		{"out of it", "Are we out of MUG-12?", "inventory.search"},
		{"the on-hand figure", "What's the on-hand figure for WB-1?", "inventory.search"},
		{"backorders still", "I need you to check the backorders waiting on SKU-202", ""},
	})
}

// Office Chinese: citing works, the latest price, a past period's moves, a
// troubleshooting article, an employee's number. Controls: an event put off
// or deleted, an account deleted, what is left in an account and a train timetable are
// no route; a Japanese fix of account details (情報修正) still updates.
func TestOfficeChineseAndTimetables(t *testing.T) {
	expectRoutes(t, referencePlanner(t), []namedRoute{
		{"citing works", "doi:10.1145/3292500.3330701 的施引文献帮我拉个列表", "papers.citations"},
		{"the latest price", "BABA最新价多少", "finance.quote"},
		{"a year's moves", "看看比亚迪002594近一年的历史走势", "finance.history"},
		{"a troubleshooting article", "Teams 麥克風沒聲音，有沒有疑難排解的文章", "support.search"},
		{"an employee's number", "工号 20871 是谁？看一下他的资料", "users.lookup"},
		{"a meeting put off", "把下午的站会推迟半小时", ""},
		{"an event deleted at the end", "周五团建的那个日程帮我删了", ""},
		{"an account deleted", "把张伟的账号删了吧", ""},
		{"what is left in an account", "我股票账户里还有多少钱", ""},
		{"a train timetable, French", "Quels sont les horaires du train Bruxelles–Liège demain ?", ""},
		{"a train timetable, Portuguese", "Qual é o horário do próximo comboio para Sintra?", ""},
		{"a fix of account details, Japanese", "アカウント情報修正：表示名「ゆうき」", "users.update"},
	})
}

// An item's count told as a fact that puts the recorded one right updates the stock: what
// it actually is, a number instead of another, what it should read, what a recount came
// back at, the true number. Controls: the same facts asked as questions read the stock, and
// a count of people is no stock.
func TestACountToldRightUpdatesTheStock(t *testing.T) {
	expectRoutes(t, referencePlanner(t), []namedRoute{
		{"actually at", "SKU BX-100 is actually at 42, not 50.", "inventory.update"},
		{"one number, not another", "The spreadsheet was off: there are 14 RT-30 routers in the cage, not 4.", "inventory.update"},
		{"what it should read", "The number for WID-88 is wrong — it should read 120.", "inventory.update"},
		{"a count came back at", "Physical count for LMP-33 came back at 17 this morning.", "inventory.update"},
		{"the true number", "The CB-77 cutting boards were miscounted — true number is 150.", "inventory.update"},
		{"asked, not told", "Is SKU BX-100 actually at 42?", "inventory.search"},
		{"people counted", "There are 14 people on the RT-30 shift, not 4.", ""},
	})
}

// A measured property bounded by a number in its unit filters a search and is not asked,
// and oxides or nitrides are materials. What a paper itself cites is its reference list,
// no citing papers. Controls: a named material's density is asked, a prediction bounded
// by a band gap is no search, and papers that cite a DOI are its citations.
func TestBoundedPropertiesSearchAndAPapersOwnReferencesAreRefused(t *testing.T) {
	expectRoutes(t, referencePlanner(t), []namedRoute{
		{"a density bound, English", "materials with density under 4 g/cm3", "materials.search"},
		{"a density bound, Chinese", "有没有密度低于3 g/cm³、同时含铝和镁的材料？", "materials.search"},
		{"a density bound, Portuguese", "Materiais com densidade abaixo de 3 g/cm3 que contenham Al e Mg", "materials.search"},
		{"oxides, French", "Je cherche des oxydes contenant du lithium et du cobalt avec une densité inférieure à 5 g/cm³", "materials.search"},
		{"nitrides", "stable nitrides, low formation energy", "materials.search"},
		{"alloys, English", "Can you find low-density alloys containing aluminium and lithium?", "materials.search"},
		{"alloys, French", "Peux-tu chercher des alliages légers avec un module d'élasticité élevé ?", "materials.search"},
		{"a paper on alloys", "What is a paper on high-entropy alloys from 2021?", "papers.search"},
		{"alloy wheels", "what alloy wheels fit a 2015 Golf", ""},
		{"a density bound, Korean", "밀도가 3 g/cm³ 이하이면서 알루미늄이 포함된 소재를 검색해 주시기 바랍니다.", "materials.search"},
		{"a density bound, Spanish", "¿Qué materiales con densidad menor de 3 g/cm³ contienen litio y oxígeno?", "materials.search"},
		{"a named material's density", "density of aluminium oxide", ""},
		{"a named material's density bounded", "Is the density of aluminium below 3 g/cm3?", ""},
		{"a prediction bounded", "predict a new stable ternary nitride with band gap above 3 eV", ""},
		{"what a paper cites, English", "What references does the AlphaFold paper (doi 10.1038/s41586-021-03819-2) cite?", ""},
		{"what a paper cites, Portuguese", "quais referências o artigo 10.1038/nature14539 cita?", ""},
		{"what a paper cites, Chinese", "10.1109/CVPR.2016.90 這篇自己引用了哪些文章", ""},
		{"what a paper cites, Korean", "10.1038/nature14539 논문이 참고문헌으로 인용한 논문 목록을 보여주시겠어요?", ""},
		{"papers citing it, Korean", "10.1038/nature14539 논문을 참고문헌으로 인용한 논문 목록을 보여주세요", "papers.citations"},
		{"papers citing it, Chinese", "哪些文章引用了 10.1109/CVPR.2016.90", "papers.citations"},
		{"papers citing it, Portuguese", "quais artigos citam o 10.1038/nature14539?", "papers.citations"},
	})
}

// A problem told to the support desk without the word "ticket" opens one: escalated or
// flagged to the desk before a colon, the desk got involved or asked to look into it,
// "fala com o suporte", "联系一下技术支持", "跟客服反映一下", "contacter le support", a
// "dossier" to open with the desk. Controls: an escalated ticket, the desk involved
// already, a shared folder and a case opened already ("J'ai ouvert un dossier …, où en
// est-il ?" asks its status) are no new ticket.
func TestAProblemToldToTheDeskWithoutATicketWordOpensOne(t *testing.T) {
	expectRoutes(t, referencePlanner(t), []namedRoute{
		{"escalated to the desk", "Please escalate to your support team: our API key keeps getting rejected with a 401 even after regenerating it.", "support.create_ticket"},
		{"flagged before a colon", "Flag this to the helpdesk please: our VPN drops every ten minutes since the update.", "support.create_ticket"},
		{"passed on to customer care", "Could you pass this on to customer care: the invoice PDF won't download no matter what browser I use.", "support.create_ticket"},
		{"support involved", "Need to get support involved, the export button on the reports page does nothing and we've tried everything.", "support.create_ticket"},
		{"someone from support", "Nobody on my team can log in since this morning's outage — please get someone from support on it.", "support.create_ticket"},
		{"Portuguese", "fala com o suporte pra mim, o login dá erro 500 direto", "support.create_ticket"},
		{"Chinese, contact", "帮我联系一下技术支持，我的账号一直登不上OA系统", "support.create_ticket"},
		{"Chinese, bring it up", "订单号 20240315001 一直没发货，帮我跟客服反映一下", "support.create_ticket"},
		{"French, contact", "Pouvez-vous contacter le support informatique pour mon clavier qui ne fonctionne plus ? Merci", "support.create_ticket"},
		{"French, a case with the desk", "Mon GSM professionnel ne reçoit plus les mails, merci d'ouvrir un dossier auprès du support", "support.create_ticket"},
		{"an escalated ticket", "Please escalate ticket 4471 to your support team", ""},
		{"the desk involved already", "We already got support involved last week, they closed it.", ""},
		{"a shared folder, French", "crée un dossier partagé pour l'équipe support", ""},
		{"a case opened already, French", "J'ai ouvert un dossier auprès du support hier, où en est-il ?", ""},
	})
}

// Chinese printers and meetings: 打印机 is a printer and 打印纸 its paper, no act of
// printing; "约个会" books a meeting and "有什么会" asks which there are. Controls: a
// request to print still names the act, and "为什么会" (why would) names no meeting.
func TestChinesePrintersAndMeetings(t *testing.T) {
	expectRoutes(t, referencePlanner(t), []namedRoute{
		{"a printer's ticket", "打印机又卡纸了，帮我提个工单给IT", "support.create_ticket"},
		{"printer paper in stock", "A4打印纸现在库存还剩几箱", "inventory.search"},
		{"a meeting booked", "帮我约个会：明天下午三点，和市场部讨论Q3预算，大概一小时", "calendar.create"},
		{"which meetings", "我明天有什么会？", "calendar.list"},
		{"printing asked", "帮我打印一下明天的日程", ""},
		{"why would", "为什么会下雨", ""},
	})
}

// A share's price asked without the word price: a Brazilian ticker (four letters and a
// class) with "quanto tá … agora", Chinese 啥价, 多少钱一股, 成交价 and 涨到多少.
// Controls: a cryptocurrency's price and a SKU's selling price are no share's quote, and a
// code with digits after three letters is no Brazilian ticker.
func TestASharesPriceAskedPlainlyInPortugueseAndChinese(t *testing.T) {
	expectRoutes(t, referencePlanner(t), []namedRoute{
		{"a Brazilian ticker now", "quanto tá a PETR4 agora?", "finance.quote"},
		{"a Brazilian ticker, how much after", "ITUB4 tá quanto hj?", "finance.quote"},
		{"what price, Chinese", "老婆问我阿里巴巴 BABA 现在啥价，帮查一下呗", "finance.quote"},
		{"a share's price, Chinese", "特斯拉这会儿多少钱一股", "finance.quote"},
		{"the last trade's price", "请问宁德时代(300750)的最新成交价是多少？", "finance.quote"},
		{"risen to", "宁德时代现在涨到多少了？", "finance.quote"},
		{"a cryptocurrency", "BTC 现在什么价", ""},
		{"no Brazilian ticker", "quanto tá a ABC4 agora?", ""},
	})
}

// French and Portuguese units added to or taken off an item by a verb and a number of
// units change its stock: "Ajoute 120 pièces à la référence VIS-M6-30", "Retire 3 unités
// de l'article KB-FR-01 du stock", "tira 5 unidades do SKU CAM-P-M", "baixa 12 unidades
// do estoque". A person's name may start with an accented capital ("d'Émilie Roy").
// Controls: users taken off a team are no stock, and a count asked reads.
func TestRomanceUnitsAddedOrTakenOffChangeTheStock(t *testing.T) {
	expectRoutes(t, referencePlanner(t), []namedRoute{
		{"pieces added, French", "Ajoute 120 pièces à la référence VIS-M6-30, la livraison vient d'arriver", "inventory.update"},
		{"units taken off, French", "Retire 3 unités de l'article KB-FR-01 du stock, elles sont défectueuses", "inventory.update"},
		{"units taken off, Portuguese", "tira 5 unidades do SKU CAM-P-M, foram avariadas", "inventory.update"},
		{"units written down, Portuguese", "baixa 12 unidades do estoque do SKU MS-900 pfv", "inventory.update"},
		{"a person named with an accented capital", "Mets à jour le département d'Émilie Roy : Ventes", "users.update"},
		{"users taken off", "remove 3 users from the team", ""},
		{"a count asked", "Combien d'unités du SKU KB-FR-01 reste-t-il en stock ?", "inventory.search"},
	})
}

// A French "cours" of a share named by its ticker, a listed company or a name with a time
// after it is its price, now or over a span. Controls: a yoga class and a Python course
// are no share's.
func TestAFrenchCoursOfAShareIsItsPrice(t *testing.T) {
	expectRoutes(t, referencePlanner(t), []namedRoute{
		{"a company's price now", "cours de TotalEnergies maintenant svp", "finance.quote"},
		{"a ticker's last price", "Je surveille Airbus depuis ce matin. Pourriez-vous me donner le dernier cours de AIR.PA ?", "finance.quote"},
		{"a ticker over a span", "cours de TSLA entre janvier et mars 2022 stp", "finance.history"},
		{"a ticker over years", "comment a évolué le cours de NVDA sur les 5 dernières années ?", "finance.history"},
		{"a yoga class", "cours de yoga demain", ""},
		{"a Python course", "cours de Python maintenant", ""},
	})
}

// Time blocked in French or Portuguese is an event made: "Bloque-moi deux heures mercredi
// matin", "Pode bloquear minha agenda quarta das 13h às 15h". Controls: an account
// blocked is no event, in either language.
func TestTimeBlockedInFrenchOrPortugueseIsAnEvent(t *testing.T) {
	expectRoutes(t, referencePlanner(t), []namedRoute{
		{"two hours, French", "Bloque-moi deux heures mercredi matin dans l'agenda pour préparer le budget", "calendar.create"},
		{"hours from to, Portuguese", "Pode bloquear minha agenda quarta das 13h às 15h com o título 'foco – relatório trimestral'?", "calendar.create"},
		{"an account blocked, Portuguese", "bloqueia a conta do estagiário, ele tá fazendo besteira", ""},
		{"an account blocked, French", "bloque le compte de Paul", ""},
	})
}

// Events put on the short "cal" or added to a Portuguese calendar ("Adiciona ao meu
// calendário o almoço …", where "ao" ends the verb's object as "to" does) are made.
// Controls: the calendar asked is listed, and a new calendar is no event.
func TestEventsPutOnTheShortCalOrAPortugueseCalendar(t *testing.T) {
	expectRoutes(t, referencePlanner(t), []namedRoute{
		{"on my cal", "can u put a dentist appt on my cal for the 18th at 8:30", "calendar.create"},
		{"added to my calendar, Portuguese", "Adiciona ao meu calendário o almoço com o cliente da Sonae na terça-feira ao meio-dia.", "calendar.create"},
		{"put in my calendar, Portuguese", "coloca no meu calendário o jantar com a Ana sexta às 20h", "calendar.create"},
		{"the calendar asked", "me mostra minha agenda de hoje", "calendar.list"},
		{"a new calendar", "Cria um calendário novo para a equipe de vendas", ""},
	})
}

// Portuguese office requests: units withdrawn ("Retira 10 unidades") change the stock, a
// support request ("um pedido de suporte") is a ticket and no order, and a help article
// "sobre como" configure something searches help. Controls: a new knowledge-base article
// written in Spanish (its adjective after its noun) is no search, and a support request
// cancelled is no new one.
func TestPortugueseOfficeRequestsAndArticlesWritten(t *testing.T) {
	expectRoutes(t, referencePlanner(t), []namedRoute{
		{"units withdrawn", "Retira 10 unidades do stock do SKU CAB-HDMI-2M, chegaram danificadas.", "inventory.update"},
		{"a support request", "Por favor, abra um pedido de suporte: a impressora do 2.º piso está a encravar folhas.", "support.create_ticket"},
		{"an article on how to", "Tem algum artigo na base de conhecimento sobre como configurar a VPN no notebook novo?", "support.search"},
		{"a new article written, Spanish", "escribe un articulo nuevo en la base de conocimiento sobre como configurar la vpn", ""},
		{"a request cancelled", "Cancela o meu pedido de suporte de ontem", ""},
	})
}

// Catalog words in everyday senses name no route: a vegetable stock, a support beam, a
// TV mount ("suporte de TV"), a quote for work to do. Controls: a broken monitor mount
// told to the support desk still opens a ticket, and a share's quote is quoted.
func TestStocksBeamsAndMountsAreNoCatalogRecords(t *testing.T) {
	expectRoutes(t, referencePlanner(t), []namedRoute{
		{"a vegetable stock", "Is chicken stock or veg stock better for a mushroom risotto?", ""},
		{"a support beam", "The support beam in our ceiling has a crack in it, is that dangerous?", ""},
		{"a TV mount", "qual o melhor suporte de TV pra parede de 55 polegadas?", ""},
		{"a quote for painting", "Necesito una cotización para pintar mi departamento de 60 m²", ""},
		{"a share's quote", "dame la cotización de Apple", "finance.quote"},
		{"a mount's fault told to the desk", "meu suporte de monitor quebrou, abre um chamado pro suporte", "support.create_ticket"},
	})
}

// "temps" and "tempo" in their sense of time name no weather: how long something takes,
// a time sheet, a travel or cooking time, time flying. Controls: the weather asked with
// the same words still routes.
func TestTempsAndTempoAsTimeAreNoWeather(t *testing.T) {
	expectRoutes(t, referencePlanner(t), []namedRoute{
		{"how long, French", "Ça prend combien de temps de compiler le projet en général ?", ""},
		{"a time sheet", "Je dois remplir ma feuille de temps avant vendredi, c'est quoi le code projet déjà ?", ""},
		{"a travel time", "quel temps de trajet entre Lyon et Paris en voiture ?", ""},
		{"how long, Portuguese", "quanto tempo falta pro fim do expediente?", ""},
		{"time flies", "o tempo voa, já é sexta kkk", ""},
		{"the weather tomorrow, French", "quel temps demain a Paris?", "weather.forecast"},
		{"the weather now, Portuguese", "como tá o tempo em Porto Alegre hoje?", "weather.current"},
	})
}

// A sentence after a French or Portuguese question that tells what the asker must do or
// has on, or what a client asked, is why it asks: "Je dois choisir …", "J'ai un
// déplacement …", "Vou sair para uma reunião", "Un client me la demande". A greeting
// before "tu" is no Spanish imperative. Control: a sentence after the question that asks
// something of its own stays part of the request.
func TestASituationToldAfterAQuestionIsItsReason(t *testing.T) {
	expectRoutes(t, referencePlanner(t), []namedRoute{
		{"a choice to make", "Bonjour, tu peux me dire quel temps il fait à Lyon en ce moment ? Je dois choisir si je prends le vélo ce matin.", "weather.current"},
		{"a trip", "Quel temps fera-t-il demain à Nantes ? J'ai un déplacement chez un fournisseur.", "weather.forecast"},
		{"a meeting to go to", "Como está o tempo neste momento em Lisboa? Vou sair para uma reunião.", "weather.current"},
		{"a client's request", "Bonjour, auriez-vous une FAQ expliquant comment exporter les factures en PDF ? Un client me la demande.", "support.search"},
		{"a second ask", "Quel temps fait-il à Lyon ? Je dois aussi réserver une réunion demain à 15h avec l'équipe.", ""},
	})
}

// Chinese office wording: an employee's record (员工档案, 员工信息) is a user's profile;
// "应该是 …" gives a right value, no advice asked; goods shipped out (出库), a stock-take
// (盘点) and boxes left (还剩几箱) are stock, "减一下" and "更新下" change it; "建个会",
// "拉个会" and "加个晨会" set a meeting up, "拉进" invites to one; "近一年" is a past span;
// "联系下客服" and a repair form (报修单) open a ticket. Controls: days of leave left, an
// invitation into an existing meeting, a warehouse slip, a question of what one should do.
func TestChineseStaffRecordsStockChangesAndMeetings(t *testing.T) {
	expectRoutes(t, referencePlanner(t), []namedRoute{
		{"an employee's record", "新来的那个实习生叫周子涵，麻烦调一下她的员工档案，看看是哪个组的", "users.lookup"},
		{"a right value given", "用户 wangfang 的邮箱当时填错了，应该是 wangfang@abc.com，帮我改下呗", "users.update"},
		{"goods shipped out, taken off", "今天出库了 20 个 TX-300，系统里减一下哈", "inventory.update"},
		{"a stock-take's count", "盘点差异调整：C-2201 系统数 58，实盘 61，麻烦更新下库存", "inventory.update"},
		{"boxes left", "帮忙看下仓库里 A4 打印纸还剩几箱", "inventory.search"},
		{"a meeting set up", "刚开完会，老板说下周要跟客户对一下方案。帮我周二下午2点建个会吧，标题就叫客户方案对齐", "calendar.create"},
		{"a morning meeting added", "下周一到周五每天早上9点帮我加个晨会", "calendar.create"},
		{"the last year's prices", "NVDA 近一年的每周价格数据", "finance.history"},
		{"the desk contacted", "联系下客服：订单 #20240512 付款成功了但还显示未支付", "support.create_ticket"},
		{"a repair form", "电脑这周蓝屏第三次了，提个报修单给运维吧", "support.create_ticket"},
		{"days of leave left", "帮我看下我的年假还剩几天", ""},
		{"invited into a meeting", "把小王也拉进明天上午那个评审会", ""},
		{"a warehouse slip", "出库单怎么打印", ""},
		{"what one should do", "我应该买NVDA吗", ""},
	})
}

// Catalog words in another sense: a patience run out of stock, a user persona, a
// company's mood and HR's actions; an item coded KB ordered from a supplier names no
// knowledge base. Control: an article coded KB is still searched.
func TestPatienceStockPersonasAndKBCodesAreNoCatalogRecords(t *testing.T) {
	expectRoutes(t, referencePlanner(t), []namedRoute{
		{"patience, Chinese", "我的耐心库存已经清零了哈哈哈，这个需求改了八遍", ""},
		{"patience, Portuguese", "tô sem estoque de paciência hj kkkk", ""},
		{"a user persona", "这个用户画像分析报告帮我润色一下", ""},
		{"a company's mood", "as ações do RH pra melhorar o clima da empresa tão funcionando?", ""},
		{"an item coded KB ordered", "帮我给供应商下个采购单，KB-87 订 500 台", ""},
		{"an article coded KB", "KB-1042 문서 찾아줘", "support.search"},
	})
}

// Portuguese and Spanish chat wording: "qto tá … nesse momento" and "a cuánto está
// cotizando ahora" ask a share's price now; "me manda" hands something over; two days by
// their numbers ("entre 01/08 e 31/08") and "cotações passadas" are a price history;
// "Tenho alguma coisa agendada para sexta" and "Suis-je libre jeudi" ask the calendar; a
// plea ("cria um evento") is no remark, whatever its title says ("Happy hour"); a tutorial
// is a help article; "abre ticket", "registra um chamado" and "preciso falar com o
// suporte" open a ticket; "zera o estoque" sets it. Controls: a paper's summary is its
// abstract, a support's response time its service level, money that "cai na conta" no
// user account, a calendar "desbloqueia" and a paper "submeto" no catalog act, a makeup
// tutorial no help article.
func TestPortugueseShorthandSpansAndTickets(t *testing.T) {
	expectRoutes(t, referencePlanner(t), []namedRoute{
		{"a price now, shorthand", "qto tá a WEGE3 nesse momento?", "finance.quote"},
		{"a price now, Spanish", "¿A cuánto está cotizando ahora MELI?", "finance.quote"},
		{"a series handed over", "me manda a série de preços de VALE3 dos últimos 6 meses", "finance.history"},
		{"two days by their numbers", "preços diários de BBDC4 entre 01/08 e 31/08", "finance.history"},
		{"past quotes", "Consegue puxar as cotações passadas da RENT3 da semana passada?", "finance.history"},
		{"anything booked", "Tenho alguma coisa agendada para sexta à tarde?", "calendar.list"},
		{"free, French", "Suis-je libre jeudi après-midi ?", "calendar.list"},
		{"a happy hour created", "cria um evento 'Happy hour do time' dia 20 às 18h", "calendar.create"},
		{"a tutorial", "procura um tutorial de como configurar a VPN no Mac", "support.search"},
		{"a ticket opened, no article", "pfv abre ticket no suporte: não consigo acessar o ERP, dá erro de permissão", "support.create_ticket"},
		{"a call registered", "registra um chamado: impressora do 3º andar travando papel", "support.create_ticket"},
		{"support to talk to", "preciso falar com o suporte, meu notebook não liga desde ontem", "support.create_ticket"},
		{"a stock zeroed", "zera o estoque do SKU KIT-NATAL-22", "inventory.update"},
		{"a paper's summary", "me manda o resumo do paper do AlphaFold", ""},
		{"a response time", "qual o tempo médio de resposta do suporte de vcs?", ""},
		{"money in an account", "em quanto tempo o reembolso cai na conta?", ""},
		{"a calendar unblocked", "desbloqueia minha agenda de sexta à tarde, n vou mais precisar", ""},
		{"a paper submitted", "como submeto meu artigo pra SciELO?", ""},
		{"a makeup tutorial", "find me a makeup tutorial on youtube", ""},
	})
}

// French office wording: a meeting "calé", time blocked "dans l'agenda", a quantity
// "passée à" a number, a count "rectifié", units "retirées", a job title changed after a
// clause of why ("Suite à sa promotion, …": the twin "a" of "à" no longer places "sa"
// inside "Sarah"), compounds of named elements searched, what an ask "c'est pour".
// Controls: who signed in to an account is its login history, a car that "a calé" books
// nothing, a purpose that names a dividend asks it.
func TestFrenchMeetingsCountsAndProfilesAfterAClause(t *testing.T) {
	expectRoutes(t, referencePlanner(t), []namedRoute{
		{"a meeting fitted in", "Tu peux me caler une réunion avec l'équipe compta jeudi à 14h ?", "calendar.create"},
		{"an afternoon blocked", "Bloque-moi l'après-midi de vendredi dans l'agenda, je dois finir le budget", "calendar.create"},
		{"a quantity set", "Suite à l'inventaire tournant, merci de passer la quantité du SKU PAP-A4-500 à 75.", "inventory.update"},
		{"a count put right", "Erreur de saisie ce matin : le SKU KB-FR-01 est à 12 et non 21, tu peux rectifier ?", "inventory.update"},
		{"units taken off", "Retire 4 unités du SKU 55021, elles sont cassées", "inventory.update"},
		{"a job title after a clause", "Suite à sa promotion, merci de modifier l'intitulé de poste de Sarah Klein dans son profil : Responsable achats", "users.update"},
		{"compounds of elements", "Recherche de composés Li-Fe-P-O stables, merci — c'est pour le projet batteries", "materials.search"},
		{"what it is for", "Trouve des articles de Marie Curie sur la radioactivité, c'est pour un quiz interne haha", "papers.search"},
		{"who signed in", "Qui s'est connecté à mon compte hier soir ?", ""},
		{"a car stalled", "ma voiture a calé ce matin", ""},
		{"a purpose that asks", "Dame el precio de AAPL, es para ver su rentabilidad por dividendo", ""},
		{"compound interest", "How do I calculate compound interest?", ""},
	})
}

// More Chinese office wording: a repair reported (报修) or a support request submitted
// after the problem (麻烦帮我提交一个支持请求: the plea names the main act), an item
// "加上" to its stock, a calendar entry "新增", a help document (說明文件), a date with
// 号 and "到时候" ahead, the articles someone published, a price by weight or of a food
// or raw material. Controls: a purchase price and a turnover rate are no stock level, a
// growth recipe's temperature no weather, someone put into a meeting no new meeting, an
// account locked no lookup, a Japanese 情報修正 no repair.
func TestChineseRepairsPleasDatesAndPricesByWeight(t *testing.T) {
	expectRoutes(t, referencePlanner(t), []namedRoute{
		{"a repair reported", "报修：三楼大会议室投影仪没信号", "support.create_ticket"},
		{"a plea after the problem", "我们实验室的LIMS系统从上周三开始就无法上传数据，已经影响到项目进度了，麻烦帮我提交一个支持请求，越快越好", "support.create_ticket"},
		{"units added on", "刚到货 30 件，给 SKU XM-8831 加上", "inventory.update"},
		{"a calendar entry added", "新增行事曆：4月1日 早上9點 季度盤點", "calendar.create"},
		{"a help document", "幫我找一下POS機無法列印小票的說明文件", "support.search"},
		{"a day ahead by then", "3月5号去成都出差，那边到时候天气会怎么样？", "weather.forecast"},
		{"a span of days", "比亚迪 002594 从3月1号到3月15号的价格数据", "finance.history"},
		{"articles published", "搜一下何恺明近两年发表的文章", "papers.search"},
		{"a purchase price", "SKU A-10023 的进货价是多少", ""},
		{"a turnover rate", "帮我做一份第一季度的库存周转率分析报告", ""},
		{"a growth recipe", "石墨烯的CVD生长配方，温度和气体流量大概怎么设", ""},
		{"a price by weight", "高纯氧化铝粉末现在市场价多少钱一公斤", ""},
		{"a food's price", "菜市场今天猪肉什么价", ""},
		{"someone put into a meeting", "把张伟加到下周二的项目评审会里", ""},
		{"an account locked", "用戶 u_3381 的帳號好像被盜了，先幫我鎖住", ""},
		{"a Japanese correction", "アカウント情報修正：表示名「ゆうき」", "users.update"},
	})
}

// English chat wording and a few more everyday senses: "kindly share" asks for a quote,
// lunch put on the calendar for a day's noon is added, papers by an author; French
// "publis" are publications, Portuguese "abata" takes units off and "cotação do dólar"
// is an exchange rate; whether an item is sold out asks its stock. Controls: a friend
// greeted as "mate" names no material, a line quoted from a play no share's quote, a
// currency's price no share's, units sold are sales, stock ordered for what sold out no
// stock asked.
func TestEnglishChatWordingAndCurrencyQuotes(t *testing.T) {
	expectRoutes(t, referencePlanner(t), []namedRoute{
		{"kindly share", "Kindly share the latest quote for INFY.", "finance.quote"},
		{"lunch at noon", "put lunch with Mum on the calender for Sunday noon", "calendar.create"},
		{"French publis", "Tu peux chercher les publis de Yoshua Bengio sur les mécanismes d'attention ?", "papers.search"},
		{"units taken off, Portuguese", "Por favor, abata 10 unidades da referência PT-5520 no inventário.", "inventory.update"},
		{"a friend greeted", "g'day mate, how's it going", ""},
		{"a line quoted", "Can you quote me a line from Shakespeare about storms?", ""},
		{"a currency's price", "Qual a cotação do dólar hoje?", ""},
		{"sold out asked", "are the 27-inch monitors (SKU MON-27Q) available or sold out?", "inventory.search"},
		{"sales asked", "how many units of SKU AB-1 sold last month?", ""},
		{"stock ordered for what sold out", "Order replacement stock for everything that sold out during the Black Friday promo.", ""},
	})
}

// A letter to the desk ("Dear Support, … Could someone look into this?") and a double
// charge the asker wants sorted open a ticket: the problem is told, "sorted" lists
// nothing. Controls: a letter to the desk that asks for an article searches, a question
// whether one was charged twice is no problem reported.
func TestALetterToTheDeskAndADoubleChargeOpenATicket(t *testing.T) {
	expectRoutes(t, referencePlanner(t), []namedRoute{
		{"a letter to the desk", "Dear Support, I was charged twice for my subscription in May. Could someone look into this? Order ref #55812. Best regards, Peter Lang", "support.create_ticket"},
		{"a double charge sorted", "Hi, I've been charged twice for my March subscription. Please get this sorted.", "support.create_ticket"},
		{"sorted out by someone", "I was charged twice for my subscription this month, please have someone sort it out", "support.create_ticket"},
		{"a letter asking for an article", "Hi support, could you help me find the article on exporting invoices?", "support.search"},
		{"a question of a charge", "Was I charged twice in March? Show my invoices", ""},
	})
}

// European Portuguese: the desk as "apoio técnico" contacted, the desk "acionado", a
// forecast "enviar-me", closing prices "de fecho" for a year, a report for the board
// ("conselho de administração": no advice asked). Controls: how to contact the desk asks
// a contact, advice asked is refused.
func TestEuropeanPortugueseDeskClosingPricesAndBoards(t *testing.T) {
	expectRoutes(t, referencePlanner(t), []namedRoute{
		{"the desk contacted", "Gostaria de contactar o apoio técnico: o router que comprei não liga desde ontem.", "support.create_ticket"},
		{"the desk called in", "Oi, o boleto que vocês me mandaram está com o valor errado, preciso acionar o suporte sobre isso", "support.create_ticket"},
		{"a forecast sent", "Exmos. Senhores, por favor, poderiam enviar-me a previsão meteorológica para Lisboa para os próximos cinco dias? Temos um evento ao ar livre.", "weather.forecast"},
		{"closing prices for the board", "Preciso dos preços de fecho da NOS (NOS.LS) de 2023 para um relatório ao conselho de administração.", "finance.history"},
		{"how to contact the desk", "como contactar o apoio técnico?", ""},
		{"advice asked", "me dá um conselho sobre ações da PETR4", ""},
	})
}

// The desk contacted in Portuguese ("Entra em contato com o suporte pra mim, …") and
// turned to in German ("an den Support wenden: …") about a problem opens a ticket; a
// Spanish "¿Qué tengo agendado para mañana?" asks the calendar. Controls: a desk turned to
// or contacted already ("gewandt", "entrei em contato") is no new ticket.
func TestTheDeskContactedInPortugueseAndGermanAndSpanishPlans(t *testing.T) {
	expectRoutes(t, referencePlanner(t), []namedRoute{
		{"contacted, Portuguese", "Entra em contato com o suporte pra mim, a minha fatura veio cobrada em duplicado.", "support.create_ticket"},
		{"turned to, German", "Ich möchte mich an den Support wenden: seit dem letzten Update kann ich mich nicht mehr einloggen.", "support.create_ticket"},
		{"what is planned, Spanish", "¿Qué tengo agendado para mañana?", "calendar.list"},
		{"turned to already", "Ich habe mich schon an den Support gewandt, sie melden sich morgen.", ""},
		{"contacted already", "Entrei em contato com o suporte ontem e ninguém respondeu.", ""},
		{"the desk to contact, Spanish", "Necesito contactar con soporte, la app me da error al iniciar sesión", "support.create_ticket"},
		{"where to reach the desk, Spanish", "¿A qué correo escribo para contactar con soporte?", ""},
	})
}

// Italian gets its own words: operations (fissami, mostrami, apri un ticket, aggiorna,
// togli), domain words (meteo, previsioni, gradi, quotazione, storico, articoli che
// citano, reticolo, giacenza, anagrafica) and its own lead reading, which fails closed
// on an imperative nobody classified ("Disconnetti tutte le sessioni"). Controls: how
// many people live in a city is no stock ("quanti" is no "quantity"), a verb tense is no
// weather, a bag is no stock exchange, a meeting moved, a person added to one, past rain
// and a meeting's minutes stay refused.
func TestItalianRequestsRouteByTheirWords(t *testing.T) {
	expectRoutes(t, referencePlanner(t), []namedRoute{
		{"a forecast in the future tense", "Che tempo farà domani a Bologna?", "weather.forecast"},
		{"degrees now", "Quanti gradi ci sono adesso a Bari?", "weather.current"},
		{"papers found", "Trovami articoli sul grafene pubblicati dopo il 2021", "papers.search"},
		{"papers that cite a DOI", "Quali lavori citano l'articolo 10.1038/nature12373?", "papers.citations"},
		{"a quote now", "Dammi la quotazione attuale di ENI.MI", "finance.quote"},
		{"a history of a Milan ticker", "Storico dei prezzi di Intesa Sanpaolo (ISP.MI) da gennaio a marzo 2024", "finance.history"},
		{"a meeting set up", "Fissami una riunione con il team vendite mercoledì alle 11", "calendar.create"},
		{"tomorrow's appointments", "Mostrami gli impegni di domani", "calendar.list"},
		{"a ticket opened", "Apri un ticket: il Wi-Fi della sala riunioni non funziona", "support.create_ticket"},
		{"a guide searched", "Cerca una guida su come configurare la posta sul telefono", "support.search"},
		{"a stock level checked", "Verifica la giacenza dello SKU MN-204", "inventory.search"},
		{"a phone number changed", "Aggiorna il numero di telefono nel profilo di Marta Rossi: 333 7654321", "users.update"},
		{"a space group and lattice", "Gruppo spaziale e parametri reticolari del GaN", "materials.structure"},
		{"a city's inhabitants", "Quanti abitanti ha Palermo?", ""},
		{"a meeting moved", "Sposta la riunione di venerdì alle 16", ""},
		{"a dividend", "Qual è il dividendo di Enel quest'anno?", ""},
		{"a verb tense", "Che tempo verbale si usa dopo 'se'?", ""},
		{"a laptop bag", "Mi consigli una borsa per il portatile?", ""},
		{"sessions closed by an unknown verb", "Disconnetti tutte le sessioni del mio account", ""},
		{"a person added to a meeting", "Aggiungi Paolo Conti alla riunione di lunedì", ""},
		{"past rain", "Quanto ha piovuto a Roma a novembre 2019?", ""},
		{"a meeting's minutes", "Scrivi il verbale della riunione di ieri", ""},
	})
}

// Italian stock counts changed by a verb and a number of units ("Togli 6 pezzi", "aggiungi
// 30 unità", the accented word closing the count), pleaded as a question ("Potresti
// scalare …?") or told before a pronoun ("aggiungile al magazzino"); an item code left
// in the warehouse is its stock; a person's details changed through "di Marco" or after
// the pronoun "mi" ("mi aggiorni l'indirizzo", where Spanish "mi" is a possessive).
// Controls: units sold, a supplier's price and a count asked stay refused.
func TestItalianStockChangesAndContactDetails(t *testing.T) {
	expectRoutes(t, referencePlanner(t), []namedRoute{
		{"units taken off", "Togli 6 pezzi dallo SKU CV-118, si sono rotti", "inventory.update"},
		{"units added, accented", "Aggiungi 30 unità al codice PAL-77, è arrivato il carico", "inventory.update"},
		{"units taken off, pleaded", "Potresti scalare 10 unità dallo SKU LMP-12?", "inventory.update"},
		{"boxes added by a pronoun", "Sono arrivate 24 scatole di SKU TN-305, aggiungile al magazzino.", "inventory.update"},
		{"an item code available", "È ancora disponibile l'articolo BX-440 in magazzino?", "inventory.search"},
		{"an e-mail changed", "cambia l'email di Marco in marco.bianchi@ditta.it", "users.update"},
		{"an address changed after mi", "mi aggiorni l'indirizzo nel mio account? Via Po 4, Torino", "users.update"},
		{"units sold", "Quanti pezzi dello SKU BX-310 abbiamo venduto a marzo?", ""},
		{"a supplier's price", "Quanto costa lo SKU TR-4420 dal fornitore?", ""},
		{"units asked, no change", "Quante unità dello SKU BX-310 abbiamo?", "inventory.search"},
		{"availability typed without its accent", "disponibilita a magazzino x l articolo TR-220", "inventory.search"},
		{"closing prices sent over", "mi mandi i prezzi di chiusura di ISP.MI della settimana scorsa", "finance.history"},
		{"a shipment tracked", "Tracking della spedizione partita ieri per il cliente Rossi, codice SKU KB-09", ""},
	})
}

// Italian desks, letters and stories: the desk contacted or told ("Contatta l'assistenza:
// …", "Vorrei segnalare che …") opens a ticket, unless a guide is asked for before
// ("Prima di aprire una segnalazione, …"); a letter's closing ("Cordiali saluti.") is no
// ask; a sentence after a question that tells what the asker must do is its reason,
// even with a verb of its own on nothing the catalog holds ("Devo aggiornare il CV").
// Oxides bounded by a density in Italian are searched; an Italian "previsione" of
// landslides is no weather forecast; a latex mattress has no lattice.
func TestItalianDesksLettersAndStories(t *testing.T) {
	expectRoutes(t, referencePlanner(t), []namedRoute{
		{"the desk contacted", "Contatta l'assistenza: la stampante del secondo piano non stampa", "support.create_ticket"},
		{"a fault reported", "Vorrei segnalare che il gestionale si blocca all'avvio", "support.create_ticket"},
		{"a guide before a ticket", "Prima di aprire una segnalazione, cercami una guida per la stampante che non risponde", "support.search"},
		{"a letter's closing", "Stiamo preparando una revisione. Avrei bisogno degli articoli che citano 10.1126/science.1157996. Cordiali saluti.", "papers.citations"},
		{"what the asker must do", "Quali pubblicazioni hanno citato il nostro paper 10.1038/s41586-020-2649-2? Devo aggiornare il CV.", "papers.citations"},
		{"oxides bounded by density", "Cerco ossidi contenenti litio con densità inferiore a 4 g/cm3", "materials.search"},
		{"landslides predicted", "Trova articoli sulla previsione delle frane con il machine learning", "papers.search"},
		{"a weekend forecast", "previsioni meteo per Trieste nel fine settimana", "weather.forecast"},
		{"a latex mattress", "Ho un materasso in lattice, quale materiale è migliore per la schiena?", ""},
	})
}

// Italian dates, prices, plans and records: an ordinal day ("dal 1° al 15") ends no
// sentence; a thing priced with an article ("Quanto costa il ticket per una visita …")
// is no share unless a share is named; what the asker is about to do before a question
// ("sto per prenotare le ferie") is its story; a profile opened is read; a stock booked
// out ("uno scarico di 15 pezzi") is its count changed; an item's number made available
// is its stock; a report opened with the desk opens a ticket. Controls: shares sold and
// labels printed stay refused.
func TestItalianDatesPricesPlansAndRecords(t *testing.T) {
	expectRoutes(t, referencePlanner(t), []namedRoute{
		{"an ordinal day", "Andamento del titolo Leonardo (LDO.MI) dal 1° al 15 marzo", "finance.history"},
		{"a share priced with an article", "Quanto costa un'azione Enel adesso?", "finance.quote"},
		{"a visit priced with an article", "Quanto costa il ticket per una visita dal dermatologo?", ""},
		{"a plan before a question", "Ciao, sto per prenotare le ferie e non voglio sovrapposizioni. Puoi elencarmi gli appuntamenti di agosto?", "calendar.list"},
		{"a profile opened", "Mi apri il profilo utente di Davide Lombardi?", "users.lookup"},
		{"stock booked out", "Registra uno scarico di 15 pezzi per lo SKU GN-M-100", "inventory.update"},
		{"an item number available", "C'è disponibilità del codice articolo 88421?", "inventory.search"},
		{"a report opened with the desk", "Non riesco ad accedere alla VPN: aprite una segnalazione al supporto", "support.create_ticket"},
		{"shares sold", "Vendi tutte le mie azioni Stellantis", ""},
		{"labels printed", "Stampa le etichette per lo SKU 88123-B", ""},
	})
}

// Formal Italian: a title's abbreviation ("il dott. Ferrari") ends no sentence, "all'" is
// no English "all", a board's name ("Consiglio di amministrazione") asks no advice, the
// weather asked "in questo momento" is no "in tempo" (on time), snow "prevista" is
// forecast, a count asked "in magazzino" is stock, a report sent to the desk opens a
// ticket, a close asked ("a quanto chiudeva") is a price history. Controls: roles and
// arithmetic stay refused.
func TestItalianFormalLettersAndTheirTitles(t *testing.T) {
	expectRoutes(t, referencePlanner(t), []namedRoute{
		{"a title's abbreviation", "La pregherei di fissare in calendario una riunione con il dott. Ferrari martedì alle 10:30.", "calendar.create"},
		{"all' before a noun", "Le chiedo cortesemente le previsioni meteo per Pisa di sabato, abbiamo una festa all'aperto.", "weather.forecast"},
		{"a board's name", "Sarebbe così gentile da creare un evento 'Consiglio di amministrazione' per il 3 dicembre?", "calendar.create"},
		{"the weather at this moment", "Sarebbe così gentile da dirmi che tempo fa in questo momento a Trieste?", "weather.current"},
		{"snow expected", "Vorrei sapere se è prevista neve a Cortina per il weekend.", "weather.forecast"},
		{"a count in the warehouse", "Mi chiedevo quante risme di carta A4 ci siano in magazzino.", "inventory.search"},
		{"a report sent to the desk", "Potrebbe inoltrare una segnalazione al supporto? Il lettore badge non funziona.", "support.create_ticket"},
		{"a close asked", "a quanto chiudeva STM nelle settimane di marzo 2023?", "finance.history"},
		{"roles", "Che ruoli ha l'utente Sara Conti nel sistema?", ""},
		{"arithmetic", "quanto fa il 18% di 2450", ""},
	})
}

// What a request refuses, in Italian, French, Portuguese and Chinese as in English: an act
// forbidden ("Non aprire un ticket", "N'ouvre pas de ticket", "不要修改"), a thing not
// needed ("non mi serve lo storico", "je n'ai pas besoin de l'historique"), an act set
// against another ("invece di", "ao invés de") and an act taken back ("… anzi no", "…
// não, espera", "……算了"). A verb that fails after a negation tells the problem. Controls:
// the refused act alone, an act the retraction leaves unsupported, and a problem told
// before a question stay as they are.
func TestNegationsAndRetractionsInEveryLatinLanguageAndChinese(t *testing.T) {
	expectRoutes(t, referencePlanner(t), []namedRoute{
		{"it: a ticket forbidden, a FAQ searched", "Non aprire un ticket, prima cerca se esiste una FAQ sull'errore 503 durante il login", "support.search"},
		{"it: nothing changed, a stock checked", "Abbiamo ancora scorte del codice TX-889? Non modificare nulla, solo verifica", "inventory.search"},
		{"it: a profile read, nothing changed", "Dammi i dettagli dell'account di Chiara Romano, non modificare niente", "users.lookup"},
		{"it: a forecast not needed", "non mi serve la previsione, solo il meteo di adesso a Torino", "weather.current"},
		{"it: a history not needed", "non mi serve lo storico, solo la quotazione di oggi di ENI", "finance.quote"},
		{"it: an event taken back", "crea un evento per venerdì… anzi no, mostrami solo l'agenda di venerdì", "calendar.list"},
		{"it: an update set against a count", "Invece di aggiornare il conteggio, dimmi quante unità ci sono dello SKU A-7782", "inventory.search"},
		{"it: a meeting moved instead", "Non crearne uno nuovo: cancella l'appuntamento dal dentista di venerdì", ""},
		{"it: no time to cook", "Non ho tempo per cucinare stasera: mi suggerisci una ricetta veloce?", ""},
		{"fr: a ticket forbidden", "N'ouvre pas de ticket tout de suite, cherche d'abord dans la FAQ s'il existe un article sur les erreurs de synchronisation.", "support.search"},
		{"fr: a history not needed", "je n'ai pas besoin de l'historique, juste le cours de LVMH (MC.PA)", "finance.quote"},
		{"fr: an event taken back", "Crée un événement demain à 10h… non en fait, montre-moi juste mon agenda de demain.", "calendar.list"},
		{"fr: a search set against a ticket", "Plutôt que de chercher dans la base de connaissances, ouvrez directement un ticket : notre imprimante n'est plus reconnue.", "support.create_ticket"},
		{"fr: a failing app", "l'appli ne synchronise plus depuis la mise à jour, ouvre un ticket stp", "support.create_ticket"},
		{"fr: an event forbidden, a reminder asked", "N'ajoute pas d'événement, rappelle-moi juste d'appeler ma mère à 19h", ""},
		{"pt: an event taken back", "cria um evento… não, espera, só mostra minha agenda de amanhã", "calendar.list"},
		{"pt: a stock change instead of a check", "Em lugar de verificar o stock, podes dar baixa de 5 unidades do SKU PT-0093?", "inventory.update"},
		{"pt: a failing app", "o app não sincroniza desde ontem, abre um chamado pra mim por favor", "support.create_ticket"},
		{"pt: a ticket taken back for a rating", "Abre um chamado... não, espera, na verdade só quero avaliar o atendente que me ajudou ontem", ""},
		{"es: a failing app", "La app no sincroniza las fotos desde ayer, abre un ticket con soporte porfa", "support.create_ticket"},
		{"de: an event taken back", "Leg einen Termin für Donnerstag an… ach nein, zeig mir lieber erst meinen Kalender für Donnerstag.", "calendar.list"},
		{"zh: nothing changed", "不要修改，只查一下SKU CN-7781的库存", "inventory.search"},
		{"zh: no forecast", "别给我看预报，我要北京现在的天气", "weather.current"},
		{"zh: a history not needed", "历史走势不需要，只要腾讯0700.HK的最新报价", "finance.quote"},
		{"zh: an event taken back", "帮我建个日程……算了，还是把明天的日程列出来就好", "calendar.list"},
		{"zh: a ticket forbidden, its status asked", "不要新建工单，帮我查一下我上周提的那个工单进度", ""},
		{"ko: a band gap not of interest", "밴드갭은 관심 없고요, GaN 결정 구조랑 격자상수 좀 알려주세요", "materials.structure"},
		{"control: the ticket alone", "Apri un ticket: il Wi-Fi della sala riunioni non funziona", "support.create_ticket"},
		{"control: what the asker does not know", "Non so se pioverà domani a Roma, mi dai le previsioni?", "weather.forecast"},
	})
}

func TestARetractionAsksWhatFollowsIt(t *testing.T) {
	expectRoutes(t, referencePlanner(t), []namedRoute{
		// what follows routes alone, in every language, however the retraction is said
		{"en: a change taken back, a count asked", "Update SKU WX-4410 to 10 units... actually no, just tell me how many we have in stock right now.", "inventory.search"},
		{"en: a ticket taken back, an article asked", "Open a ticket about the printer jam — no wait, scratch that, is there a help article on clearing paper jams on the HP LaserJet?", "support.search"},
		{"en: a lookup taken back, a change asked", "Look up Priya Nair's user profile. Actually forget it, just change the department in her profile to Marketing.", "users.update"},
		{"es: a change taken back, a count asked", "Actualiza el stock del SKU MX-1020 a 40... no, espera, mejor dime cuántas unidades quedan en el almacén.", "inventory.search"},
		{"es: a structure taken back, a search asked", "Dame la estructura cristalina del TiO2 — uy no, lo que necesito es buscar materiales con un band gap entre 2 y 3 eV que contengan zinc.", "materials.search"},
		{"de: an event taken back, the calendar asked", "Erstell einen Termin 'Jour fixe' am Montag um 9 – warte, zeig mir zuerst, was am Montag schon im Kalender steht.", "calendar.list"},
		{"fr: a history taken back, a quote asked", "Donne-moi l'historique de MC.PA sur 6 mois... non, oublie, juste le cours actuel de LVMH.", "finance.quote"},
		{"it: a search taken back, a structure-free search asked", "Struttura cristallina del rame? No, lascia stare: cercami materiali con band gap superiore a 3 eV che contengono gallio.", "materials.search"},
		{"pt: a citation search taken back", "Procura artigos que citam 10.1056/NEJMoa2034577... não, na verdade quero só buscar artigos sobre vacinas de mRNA publicados em 2021.", "papers.search"},
		{"ko: a change taken back, a count asked", "SKU A-1023 재고를 50개로 바꿔줘… 아 아니다, 그냥 지금 재고가 몇 개 남았는지만 확인해줘.", "inventory.search"},
		{"ko: a ticket taken back, a guide asked", "고객지원에 티켓 하나 열어줘, 프린터 연결이 안 돼서. 아 잠깐만, 그 전에 프린터 연결 문제 해결 가이드가 있는지 도움말 문서부터 찾아봐 줄래?", "support.search"},
		{"ja: a quote taken back, a history asked", "9984の株価、今の値段…いや、過去6か月の価格推移が見たいです。", "finance.history"},
		{"zh: an event taken back, the day listed", "明天下午两点帮我建个会议。等等，算了，先看看明天日程里都有啥安排。", "calendar.list"},
		{"zh: a lookup no longer needed, a change asked", "查一下陈静的员工档案。哦不用查了，直接把她资料里的职位更新为高级工程师。", "users.update"},
		// what follows asks what no endpoint does
		{"en: an event taken back, a cancellation asked", "Create a calendar event for the team offsite... no, scrap that, just cancel the offsite that's already on there.", ""},
		{"de: a quote taken back, a purchase asked", "Zeig mir den Kurs von BMW... nein, kauf mir lieber gleich 10 Aktien.", ""},
		{"fr: a ticket taken back, a closing asked", "Ouvre un ticket pour mon souci de wifi... finalement non, ferme le ticket 7781, c'est réglé.", ""},
		{"ko: a change taken back, permissions asked", "최영호 님 프로필 이메일 바꿔주세요. 아니 잠깐, 그분 계정 권한을 관리자 권한으로 올려주세요.", ""},
		{"zh: an event withdrawn", "帮我在周六加个日程，健身。啊算了算了，不用加了，周六还不一定有空。", ""},
		// what follows keeps the tool it does not name again
		{"en: the weather asked again for another day", "whats the weather in Lisbon now.. no sorry, i meant what will it be like there on saturday", "weather.forecast"},
		{"pt: the weather asked again for now", "Previsão do tempo pra Recife amanhã... não, esquece, quanto tá fazendo agora em Recife?", "weather.current"},
		// a detail corrected keeps the act
		{"fr: a count corrected", "Retire 5 unités du SKU PA-312... non, 8 unités, on en a cassé trois de plus. Vas-y.", "inventory.update"},
		{"ko: a time corrected", "회의 일졍 잡아줘 금요일 2시, 아니 3시로. 제목은 분기 리뷰.", "calendar.create"},
		{"ja: a time corrected", "金曜の14時に1on1の予定作って、あ、やっぱ16時にして。", "calendar.create"},
		{"en: a city corrected", "What's the weather in Boston right now — oh wait, I meant Austin, sorry.", "weather.current"},
		{"en: a ticker corrected", "can you pull up AAPL's price... no no, MSFT, i always mix them up", "finance.quote"},
		{"it: a search narrowed", "Mi servono materiali con gap di banda intorno a 3 eV che contengano zinco. Anzi, solo quelli con zinco e ossigeno e densità sotto i 6 g/cm³.", "materials.search"},
		{"zh: a city corrected", "帮我查一下广州下周的天气预报，哦不对，是深圳", "weather.forecast"},
		{"en: a city corrected with 'make that'", "What's the weather like in Denver right now? Actually no, make that Boulder.", "weather.current"},
		{"en: a search narrowed", "Find me papers on perovskite solar cell stability, or actually, narrow it to tin-based ones.", "papers.search"},
		{"de: a span corrected with 'nimm lieber'", "Kursverlauf von BMW im März 2024, obwohl, nimm lieber das ganze erste Quartal", "finance.history"},
		{"fr: a city corrected in a cleft", "Il fait combien à Lyon là maintenant ? Ah non, en fait c'est Lille que je voulais dire", "weather.current"},
		{"ko: a city corrected with a courtesy", "서울 지금 날씨 어때? 아 아니다, 부산으로 알려줘.", "weather.current"},
		{"ko: a city wanted instead", "이번 주말 제주 날씨 예보 좀... 그거 말고 강릉 걸로 봐줘.", "weather.forecast"},
		{"ja: a topic wanted instead", "リチウムイオン電池の劣化に関する論文を探して。それより全固体電池のほうで。", "papers.search"},
		{"de: a ticker said meant", "Aktueller Kurs von SAP, warte, nein, Siemens (SIE.DE) meinte ich", "finance.quote"},
		{"fr: a help topic corrected", "Trouve-moi un article d'aide sur la double authentification, ah non, sur la récupération de compte sans téléphone", "support.search"},
		{"ja: a search narrowed with 'に絞って'", "密度が5 g/cm³以上の材料を検索して。やっぱり鉄を含むものに絞って。", "materials.search"},
		{"ko: a class changed to with '로 바꿔서'", "밴드갭 2 eV 이상인 산화물 찾아줘... 아니다, 질화물로 바꿔서.", "materials.search"},
		{"zh: the one meant with '我要的是'", "茅台 600519 现在多少钱?不对,我要的是 000858 五粮液。", "finance.quote"},
		{"zh: a search changed with '改成'", "帮我找带隙在 1–2 eV 之间的材料。算了,改成只找含硫的化合物。", "materials.search"},
		{"control fr: nothing touched after a retraction", "Mets à jour le stock du SKU FR-2210 à 15 unités. En fait non, laisse tomber, on ne touche à rien pour l'instant.", ""},
		{"zh: a quote taken back, a purchase asked", "查一下 BABA 的最新股价。算了,帮我直接买 100 股。", ""},
		{"it: the price put aside, advice asked", "Prezzo attuale di Tesla, anzi lascia stare il prezzo, dimmi se conviene comprarle adesso o aspettare", ""},
		{"en: 'never mind that' takes back a list, a cancellation asked", "Can you list my events for next week? Actually never mind that, cancel the Thursday standup.", ""},
		{"control ko: a time asked anew", "부산 지금 날씨 어때? 아 아니다, 내일 날씨 알려줘", "weather.forecast"},
		{"control ja: a thing asked anew", "ソフトバンクGの株価出して。やっぱりそれより配当利回りを教えて。", ""},
		// a wish taken back after "but"
		{"es: a ticket wished, an article asked", "Quería abrir un ticket, pero mejor búscame primero algún artículo de la base de conocimiento sobre cargos duplicados.", "support.search"},
		{"fr: the weather wished, a recipe asked", "Je voulais voir la météo à Nice, mais laisse tomber : tu peux me donner une bonne recette de ratatouille ?", ""},
		{"it: an event's removal wished, an event asked", "Volevo eliminare la riunione di lunedì, ma ripensandoci, crea un nuovo evento martedì alle 9:30: 'Stand-up team'.", "calendar.create"},
		{"de: an edit meant, the profile shown first", "Ich wollte das Konto von Anna Schmidt bearbeiten, aber zeig mir zuerst ihr Benutzerprofil.", "users.lookup"},
		{"de: an event meant, a move first", "Ich wollte einen neuen Termin anlegen, aber verschieb zuerst das Meeting am Dienstag auf Mittwoch.", ""},
		{"control: a plan that stands, a quote first", "Ich überlege zu verkaufen, aber sag mir erst, wo KPLX im Moment steht.", "finance.quote"},
		{"fr: a history wished, the last price asked after a but", "Je voulais l'historique de l'action Airbus depuis janvier, mais bon, donne-moi juste son dernier cours.", "finance.quote"},
		{"en: a history wished, the price asked after a but", "I wanted the history of Airbus stock since January, but well, just give me its latest price.", "finance.quote"},
		{"control: a wish that met a problem", "I wanted to check the calendar, but the app keeps crashing, please open a ticket.", "support.create_ticket"},
		// what is enough is what is asked
		{"it: a history taken back, the quote enough", "Dammi lo storico di AAPL da gennaio… no dai, mi basta la quotazione di adesso.", "finance.quote"},
		// a thing put aside after the retraction, and a write of some of it
		{"it: a count put aside, some of it taken off", "Quante unità abbiamo dello SKU TV-5521? Anzi no, lascia stare il conteggio, togline 5 che le ho appena spedite.", "inventory.update"},
		{"fr: a count taken back, some of it taken off", "Combien il nous reste du SKU CHA-310 ? Ah non, laisse, retires-en 3, on les a cassées.", "inventory.update"},
		// what is known or fine after a retraction corrects nothing
		{"it: a profile already known, a change asked", "Puoi cercare il profilo utente di Giulia Ferri? Anzi no, lo conosco già, cambiale solo il numero di telefono in 347 1234567.", "users.update"},
		{"pt: a change taken back with 'peraí', a count asked", "Atualiza o estoque do SKU PAR-51 pra 100… não, peraí, me mostra primeiro quanto tem em estoque.", "inventory.search"},
		{"it: a structure taken back with 'intendevo', a search asked", "Che struttura cristallina ha il TiO2? Ah no, scusa, intendevo: trovami materiali con band gap tra 2 e 3 eV che contengono titanio.", "materials.search"},
		{"fr: a DOI at hand, its citations asked", "Cherche des publications de Dupont sur la photosynthèse artificielle. Ah non, j'ai le DOI, 10.1021/jacs.5b01234 : montre-moi qui le cite.", "papers.citations"},
		{"de: 'oder nein' takes back a search, a structure asked", "Welche Materialien haben eine Bandlücke um 1,5 eV? Oder nein, zeig mir stattdessen die Kristallstruktur von CdTe.", "materials.structure"},
		{"de: 'obwohl' takes back a ticket, a guide asked", "Erstell ein Ticket, dass der Drucker im 3. OG spinnt... obwohl, such erstmal in der Wissensdatenbank, ob es dazu schon eine Anleitung gibt", "support.search"},
		{"de: 'stopp' takes back a change, a delivery asked", "Erhöh den Bestand von SKU GB-55 um 10... nee, stopp, wann kommt eigentlich die nächste Lieferung davon an?", ""},
		{"en: 'actually just' takes back a lookup, a reset asked", "Look up the user profile for jsmith... actually just reset their password", ""},
		{"en: 'actually I want' takes back a search, references asked", "find the paper 10.1038/nature14539 for me... actually I want the list of references it cites, not the paper itself", ""},
		{"de: 'eigentlich brauch ich' takes back a search, a PDF asked", "Such mir das Paper von Vaswani et al. raus – ach, eigentlich brauch ich direkt das PDF davon.", ""},
		{"ja: 'それより' takes back a forecast, the temperature asked", "福岡の週末の天気予報は？…あ、それより今何度か知りたい", "weather.current"},
		{"ja: a time owned as a mistake corrects it", "金曜の午後2時に歯医者の予定を入れて。あ、ごめん、3時の間違いでした", "calendar.create"},
		{"control: 'eigentlich nur die' narrows a search", "Such in der Wissensdatenbank nach Artikeln zum Druckerfehler 0x709 – eigentlich nur die für Windows 11.", "support.search"},
		{"control: 'en realidad solo la' narrows a list", "Enséñame mi agenda de la semana que viene. Bueno, en realidad solo la del lunes.", "calendar.list"},
		{"es: a search told in progress, a case asked", "Estaba buscando en la base de conocimiento lo del error 0x80070005, pero nada, ábreme un caso con soporte y ya.", "support.create_ticket"},
		{"fr: a search told and put aside, a ticket asked", "J'ai cherché dans la FAQ pour la synchro Outlook et rien trouvé, donc oublie la recherche : crée-moi un ticket au support.", "support.create_ticket"},
		{"it: a search told, a ticket opened straight away", "Cercavo un articolo della knowledge base sulla VPN che si disconnette, ma ci ho già perso troppo tempo: aprimi direttamente un ticket all'assistenza.", "support.create_ticket"},
		{"ko: a count asked taken back, some of it added", "SKU KR-2201 재고 몇 개 남았어? 아 아니다, 그거 10개 추가해줘", "inventory.update"},
		{"de: a profile's look taken back, its field's value entered", "Im Mitarbeiterprofil von Jonas Becker steht noch Abteilung Einkauf – schau mal nach, ach nein, trag einfach gleich Logistik ein.", "users.update"},
		{"it: a count wished, units added first", "Volevo controllare la giacenza dello SKU VIT-908, ma prima aggiungi 50 pezzi, è appena arrivato il carico.", "inventory.update"},
		{"fr: all is fine, a change asked", "Affiche le profil de l'utilisateur Julien Martin… non, c'est bon, change-lui juste son intitulé de poste en Responsable logistique.", "users.update"},
		// all of it withdrawn
		{"it: an event withdrawn with thanks", "Aggiungi il meeting di martedì... anzi no, lascia perdere tutto, grazie.", ""},
		{"zh: an event no longer needed", "帮我在周三下午三点建一个日程：产品评审会。算了，不用建了。", ""},
		{"ja: a value corrected politely", "SKU JP-4410の在庫数を50に設定してください。すみません、やっぱり48でお願いします。", "inventory.update"},
		{"zh: a ticker corrected", "查一下腾讯（0700.HK）现在的股价。哦不对，是阿里（9988.HK）。", "finance.quote"},
		// controls
		{"control: a thing put aside after the ask", "current quote on SPY, never mind the holdings", "finance.quote"},
		{"control: a closing mistake", "anula el ultimo ajuste de stock del 4432, me equivoque", ""},
		{"control: a count told in fact", "recuento terminado: en realidad hay 7 unidades de SKU-A12", "inventory.update"},
	})
}

// A company's staff directory in every language is the user lookup's, as English
// "directory" is; what the lookup does not return stays refused however the directory
// is named, and a directory of anything else is nobody's.
func TestAStaffDirectoryInEveryLanguageIsTheUserLookup(t *testing.T) {
	expectRoutes(t, referencePlanner(t), []namedRoute{
		{"de: a person looked up in the staff directory", "Kannst du bitte im Mitarbeiterverzeichnis nach Frau Keller aus dem Einkauf suchen?", "users.lookup"},
		{"de: an office's occupant in the staff directory", "Wer sitzt in Büro 2.017? Bitte im Personalverzeichnis nachschauen.", "users.lookup"},
		{"fr: a person in the employees' directory", "Peux-tu chercher Mme Lefèvre dans l'annuaire des employés ?", "users.lookup"},
		{"ja: a person in the staff register", "社員名簿で経理部の佐藤さんを探してください", "users.lookup"},
		{"es: an engineer's office in the company directory", "buscame en el directorio de la empresa en qué oficina está sentado el ingeniero Pablo Navarro", "users.lookup"},
		{"it: a colleague's office in the company directory", "in che ufficio sta il collega Marco Ricci? guarda in rubrica aziendale", "users.lookup"},
		{"control: fr: an extension from the directory", "Peux-tu chercher dans l'annuaire le numéro de poste de Claire Dubois ?", ""},
		{"control: pt: a manager from the directory", "Quem é o gestor do colaborador Thiago Lima no diretório?", ""},
		{"control: fr: a directory of restaurants", "Tu connais un bon annuaire de restaurants à Lyon ?", ""},
	})
}

// A retraction followed by why and then the detail it changes corrects the detail:
// the request stands ("…? Moment, Donnerstag bin ich im Homeoffice – mach Freitag"). A
// clause of nothing given or a fix told takes the request back instead.
func TestACorrectionToldWithItsReasonKeepsTheRequest(t *testing.T) {
	expectRoutes(t, referencePlanner(t), []namedRoute{
		{"de: a day changed after why", "Trag mir bitte für Donnerstag um 14 Uhr ein Meeting mit dem Einkauf ein. Moment, Donnerstag bin ich im Homeoffice – mach Freitag, gleiche Uhrzeit.", "calendar.create"},
		{"de: a count drawn with 'also'", "Bitte den Bestand für Artikel HX-2209 auf 120 setzen. Äh, nee, 12 sind beim Transport kaputt gegangen, also 108.", "inventory.update"},
		{"es: a day set with 'ponlo'", "Apúntame en el calendario una cena con Lucía el viernes a las nueve. No, espera, que el viernes juega el Betis, ponlo el sábado.", "calendar.create"},
		{"pt: a place looked at with 'vê lá'", "Tô saindo agora pro trabalho e não sei se levo casaco. Como tá o tempo em Curitiba agora? Ah não, hoje eu trabalho em São José dos Pinhais, vê lá.", "weather.current"},
		{"fr: a place moved in the telling", "Je pars à Lyon jeudi pour un séminaire, tu peux me dire quel temps il fera là-bas ? En fait non, le séminaire a été déplacé à Grenoble, donc Grenoble.", "weather.forecast"},
		{"de: a place pointed at with 'also dort'", "Wie warm wird's am Wochenende in Köln? obwohl, ich bin ja dann in Düsseldorf, also dort bitte", "weather.forecast"},
		{"pt: a time and why", "Marca uma consulta no dentista dia 14 às 15h, aliás, às 16h que às 15 tenho aula", "calendar.create"},
		{"fr: a smaller count and where the rest stays", "Retire 8 unités du stock pour le SKU FR-0457, elles partent en démo chez un client. Ah non, 6 seulement, deux restent au showroom.", "inventory.update"},
		{"control: it: fixed, so nothing", "Crea un ticket per la stampante. Anzi no, ha ripreso a funzionare, quindi niente.", ""},
		{"control: en: working again, never mind", "Open a ticket about the printer... no wait, it's working again, so never mind.", ""},
		{"control: ko: a time corrected in its own sentence", "내일 오전 10시에 팀 회의 일정 잡아줘. 아 아니다 11시로 해줘.", "calendar.create"},
	})
}

// A share's close today, its price asked in everyday words, and its moves or
// performance over a span, in the languages users trade in.
func TestEverydayShareWordsOfTodayAndOfASpan(t *testing.T) {
	expectRoutes(t, referencePlanner(t), []namedRoute{
		{"es: how it closed today", "¿Cómo cerró hoy Inditex (ITX.MC)?", "finance.quote"},
		{"pt: how it closed today on the floor", "Como fechou o Itaú (ITUB4) hoje no pregão?", "finance.quote"},
		{"de: how it closed today", "Wie hat SAP heute geschlossen?", "finance.quote"},
		{"it: what the share does this morning", "Quanto fa il titolo ENI stamattina?", "finance.quote"},
		{"pt: what it is at today, ticker after", "quanto tá a Vale hoje? VALE3", "finance.quote"},
		{"es: how much it is today", "cuánto está AAPL hoy?", "finance.quote"},
		{"zh: today's close", "茅台今天收盘多少钱？代码600519", "finance.quote"},
		{"zh: a month's moves", "特斯拉最近一个月走势怎么样，把每天的价格给我看看", "finance.history"},
		{"zh: half a year's performance", "比亚迪这半年股票表现怎么样？想看下价格变化", "finance.history"},
		{"control: es: a close on a weekday gone", "¿A cuánto cerró BBVA el viernes?", "finance.history"},
		{"control: es: a close yesterday", "¿Cómo cerró Telefónica ayer?", "finance.history"},
		{"control: de: how a shop closed", "Wie hat der Laden heute geschlossen?", ""},
	})
}

// An ask beside its context that names a thing the catalog says nothing of asks for that
// thing, not for the context's: a film after a paper deadline, a profit after trades. A
// thing kept somewhere the catalog serves ("창고에") or an artifact a help article may be
// about stays the context's.
func TestAnAskOfAThingTheCatalogNeverNamesIsNotTheContexts(t *testing.T) {
	expectRoutes(t, referencePlanner(t), []namedRoute{
		{"ko: a film after the paper deadline", "논문 마감 끝나고 추천할 만한 영화 있어?", ""},
		{"de: a profit after trades", "Wenn ich 50 Aktien zu 120 € gekauft und zu 145 € verkauft habe, wie hoch ist mein Gewinn?", ""},
		{"ko: a book before investing", "주식 투자를 처음 시작하려는데 읽을 만한 책을 추천받고 싶어", ""},
		{"control: ko: enough in the warehouse", "고객이 SKU-505를 20개 주문하려는데 창고에 충분히 있는지 알아야 해", "inventory.search"},
		{"control: de: a guide on a printer's label format", "Ob es in der Hilfe-Dokumentation wohl eine Anleitung gibt, wie man das Etikettenformat am Drucker umstellt?", "support.search"},
	})
}

// A warehouse asked how many of an item code it holds is asked the item's stock; units
// loaded into or written off an item's stock change its count. A transfer between
// warehouses, an item's value or a place in one is nobody's.
func TestWarehouseWordsOfCountsAndLoads(t *testing.T) {
	expectRoutes(t, referencePlanner(t), []namedRoute{
		{"it: pieces in the warehouse of a code", "scusa, quanti pezzi a magazzino abbiamo del codice TR-0093-B?", "inventory.search"},
		{"pt: units in the warehouse of a reference", "Quantas unidades temos no armazém da referência PT-AZ-0091?", "inventory.search"},
		{"ko: any left in the warehouse", "K-77 제품 아직 창고에 남아있나?", "inventory.search"},
		{"it: pieces loaded onto a SKU", "Carica 200 pezzi sullo SKU BOX-12, è appena arrivato il bancale", "inventory.update"},
		{"es: units written off a SKU", "Dale de baja a 6 unidades del SKU VAS-112, se rompieron en el pasillo 3", "inventory.update"},
		{"control: de: units moved between warehouses", "20 Stück A-100 sollen vom Lager Hamburg nach München", ""},
		{"control: zh: what a batch in the warehouse is worth", "仓库里 A-10023 这批货总共值多少钱", ""},
		{"control: en: a SKU deleted", "Delete SKU AB-12 from the inventory", ""},
	})
}

// A closing sentence that tells what the asker has to do, or meant to do and puts off
// with a "but", is the story around the question, in French and Italian as in English;
// one that says what the asker wants or meant ("volevo dire …") asks.
func TestAClosingPlanPutOffIsTheQuestionsStory(t *testing.T) {
	expectRoutes(t, referencePlanner(t), []namedRoute{
		{"fr: a trip to fit in", "Peux-tu m'afficher mes rendez-vous de la semaine prochaine ? Je dois caler un déplacement à Nantes et je veux voir où j'ai de la place.", "calendar.list"},
		{"it: a call meant to be added, checked first", "Cosa ho in calendario giovedì pomeriggio? Volevo aggiungere una call con Verona ma prima controllo.", "calendar.list"},
		{"it: a history meant to be seen, the price enough", "Qual è l'ultimo prezzo di ENI in borsa? Volevo vedere anche lo storico ma per ora mi basta il prezzo attuale.", "finance.quote"},
		{"control: it: an exchange rate meant", "Quanto vale ENI in borsa ora? no, scusa, volevo dire il cambio euro-dollaro", ""},
		{"control: fr: the prices wanted", "comment a evolue MC.PA l'annee derniere ? je veux les prix", "finance.history"},
	})
}

// A clause before a closing question that tells an act done, by its subject, is the
// question's context: its act is not asked. A question that points back asks of the
// clause's thing, and a worry told asks nothing done.
func TestAnActToldBeforeAQuestionIsNotAsked(t *testing.T) {
	expectRoutes(t, referencePlanner(t), []namedRoute{
		{"en: a flight cancelled, the weather asked", "My flight was cancelled, what's the weather in Rome tomorrow?", "weather.forecast"},
		{"fr: a flight cancelled in the passive", "Mon vol a été annulé, quel temps fera-t-il à Rome demain ?", "weather.forecast"},
		{"es: a hotel booked, the weather asked", "Ya reservé el hotel en Cancún; ¿qué tiempo va a hacer allí el sábado?", "weather.forecast"},
		{"es: an e-mail sent, a structure asked", "Mi director me mandó un correo con dudas: ¿cuál es la estructura cristalina del diamante?", "materials.structure"},
		{"control: es: the question points back", "El profe nos pidió la estructura cristalina del NaCl con los parámetros de red, ¿me la sacas?", "materials.structure"},
		{"control: de: a worry told", "Ich habe Sorge, dass meine Bayer-Aktien gerade wieder fallen – wo notieren sie?", "finance.quote"},
	})
}

// Folded paper and a wedding dress's fabric are no research paper and no material a
// materials database finds; a paper about origami-inspired materials still is.
func TestPaperCranesAndWeddingDressFabricsAreNobodys(t *testing.T) {
	expectRoutes(t, referencePlanner(t), []namedRoute{
		{"en: a paper crane folded", "how do you fold a paper crane?? my niece wants to learn this weekend", ""},
		{"de: a wedding dress's material", "Welches Material eignet sich für ein Brautkleid im Winter, Samt oder Satin?", ""},
		{"it: a wedding dress's material", "Che materiale scegliere per un abito da sposa estivo? Seta o organza?", ""},
		{"ko: a wedding dress's fabric", "웨딩드레스 소재 중에 미카도 실크가 뭐야?", ""},
		{"control: papers on origami-inspired metamaterials", "find papers on origami-inspired metamaterials", "papers.search"},
	})
}

// An article or FAQ named by the setting up or the change it explains is a help article:
// the act is its topic. Articles by an author on a topic, in French or Italian too, are
// papers; a newspaper's articles are news, which no endpoint finds.
func TestHelpArticlesByTheirTopicAndPapersByTheirAuthors(t *testing.T) {
	expectRoutes(t, referencePlanner(t), []namedRoute{
		{"en: an article on setting up", "No need to open a ticket, just find the article on setting up email forwarding.", "support.search"},
		{"pt: an article on configuring", "Já procurei no google, tem algum artigo sobre configurar a impressora?", "support.search"},
		{"pt: a FAQ on a change", "Onde fica o FAQ sobre alterar o plano de assinatura?", "support.search"},
		{"zh: an act modifying the guide", "有没有导出发票的操作指南？", "support.search"},
		{"it: documentation that explains how", "Mi serve la documentazione che spiega come importare i contatti da un file CSV", "support.search"},
		{"control: en: articles on a research topic", "find articles on training neural networks", "papers.search"},
		{"en: articles by an author on a topic", "any recent articles by Jennifer Doudna about CRISPR base editing?", "papers.search"},
		{"fr: articles from a year on a topic", "Articles de 2022 sur l'apprentissage automatique pour la découverte de matériaux, s'il te plaît", "papers.search"},
		{"en: newspaper articles", "find newspaper articles about the blackout in Milan", ""},
		{"it: newspaper articles", "Quali articoli di giornale parlano del blackout di ieri a Milano?", ""},
		{"control: en: papers on newspapers", "papers on newspaper coverage of climate change", "papers.search"},
	})
}

// Films and music are beside the catalog: a film or a song named by its title or its
// topic asks no weather and no paper, while a film seen or a concert put on the calendar
// is an event, and papers on music are papers.
func TestFilmsAndMusicAreBesideTheCatalog(t *testing.T) {
	expectRoutes(t, referencePlanner(t), []namedRoute{
		{"en: a film named by a weather title", "Is 'Singin' in the Rain' a good movie to watch with kids?", ""},
		{"fr: a film's director", "Qui a réalisé le film « Les Parapluies de Cherbourg » ?", ""},
		{"de: songs about the weather", "Welche Schlager handeln vom Wetter? Ich brauch was für die Sommerparty.", ""},
		{"en: music while reading a paper", "Play some lo-fi music while I read through this paper", ""},
		{"control: ko: a film seen put on the calendar", "5월 1일 저녁 7시 영화 관람 일정 추가해줘, 개봉일이라서", "calendar.create"},
		{"control: es: movieron is no film", "Como me movieron la formación, añade en mi calendario \"Formación Excel\" el 3 de junio a las 9", "calendar.create"},
		{"control: it: a thin film is no film", "Buongiorno, per la mia tesi lavoro su celle solari a film sottile. Potrebbe cercarmi materiali con un band gap compreso tra 1,2 e 1,6 eV? Grazie mille", "materials.search"},
		{"control: papers on music", "papers on music cognition", "papers.search"},
	})
}

// What the asker has on, told after an ask closed by a plea, is why it asks: the
// concert told lends the forecast nothing.
func TestASituationToldAfterAPleaIsNotAsked(t *testing.T) {
	expectRoutes(t, referencePlanner(t), []namedRoute{
		{"de: a concert after bitte and a dash", "Wettervorhersage für München am Wochenende bitte – wir wollen zum Open-Air-Konzert.", "weather.forecast"},
		{"de: a concert in its own sentence", "Wettervorhersage für München am Wochenende bitte. Wir wollen zum Open-Air-Konzert.", "weather.forecast"},
		{"fr: a concert ticket after svp", "Prévisions météo pour Nantes demain après-midi svp, j'ai un billet pour un concert en plein air", "weather.forecast"},
	})
}

// Citing told as the asker's own act asks no citing works ("I want to cite them in my
// thesis"), unless citing works are asked beside it; everyday goods a SKU's code names
// are the item whose stock is asked, not its price.
func TestTheAskersOwnCitingAndAStockedItemsGoods(t *testing.T) {
	expectRoutes(t, referencePlanner(t), []namedRoute{
		{"en: citing in my thesis", "find papers by Carlos Nobre on the Amazon, I want to cite them in my thesis", "papers.search"},
		{"pt: quero citar", "procura os artigos do Carlos Nobre sobre a Amazônia pfv, quero citar na dissertação", "papers.search"},
		{"es: los quiero citar", "busca artículos de Carlos Nobre sobre la Amazonía, los quiero citar en mi tesis", "papers.search"},
		{"control: en: citing works asked beside", "which papers cite 10.1038/nature12373? I want to cite them in my thesis too", "papers.citations"},
		{"ja: a wall calendar's stock by SKU", "SKU CAL-2025-W（壁掛けカレンダー）の在庫ってあと何個ある？", "inventory.search"},
		{"control: ja: a SKU's sales price", "SKU-2208の販売価格を1980円に変えて。在庫数はそのままで。", ""},
	})
}

// An intention put off for another ask lends its tool no act: what follows reads a
// record of its own ("eu ia abrir outro chamado, mas antes me diz o status do 77412"),
// while a read asked again after it still borrows its tool.
func TestAnIntentionPutOffLendsNoAct(t *testing.T) {
	expectRoutes(t, referencePlanner(t), []namedRoute{
		{"pt: a ticket's status after a ticket put off", "eu ia abrir outro chamado, mas antes me diz o status do 77412 q abri semana passada, até agora nada", ""},
		{"control: fr: a price after a history put off", "Je voulais l'historique de MC.PA sur 2023, mais d'abord donne-moi le dernier cours.", "finance.quote"},
	})
}

// A department a person is in names where they work, nothing a finance tool holds, and a
// surname names no price; the word "list" names no calendar of its own.
func TestADepartmentAndAListNameNoTool(t *testing.T) {
	expectRoutes(t, referencePlanner(t), []namedRoute{
		{"en: a directory profile in Finance", "Can you pull up the directory profile for Priya Raman in Finance?", "users.lookup"},
		{"en: a user in the Finance team", "Is user rpatel still in the Finance team? Check the profile.", "users.lookup"},
		{"en: a list of all users", "Send me the list of all users in the Finance department.", ""},
		{"en: a list of papers", "Send me the list of papers by Geoffrey Hinton from 2012.", "papers.search"},
		{"en: a surname that is a catalog word", "Our Leeds office relocated last month. Could you update the address on Tom Price's account to 14 Wellington Street, Leeds LS1 4DL?", "users.update"},
		{"en: a surname after for", "Can you pull up the user profile for Daniel Price? He's in the Sales department, I think.", "users.lookup"},
		{"de: a surname after Herrn, a department after aus dem", "Bitte zeig mir das Benutzerprofil von Herrn Stock aus dem Vertrieb.", "users.lookup"},
		{"it: a surname and an office", "Mi mostri il profilo utente di Giulia Prezzi dell'ufficio Vendite?", "users.lookup"},
		{"en: an author's surname", "I'm writing a lit review on monetary policy. Could you search for articles by James H. Stock from the last ten years?", "papers.search"},
		{"de: an author's surname", "Finde Fachartikel von Markus Preis zur Resilienz von Lieferketten.", "papers.search"},
		{"en: whom a meeting is with", "Schedule a meeting with Tom Price from Finance next Tuesday at 3pm, title it \"Q3 Stock Review\".", "calendar.create"},
		{"control: en: a day after a first name", "Run the operation calendar.create: lunch with Ana Friday at noon", "calendar.create"},
		{"control: en: a company's stock", "What is the price for Apple Stock today?", "finance.quote"},
		{"control: papers on finance", "papers on funding in Finance", "papers.search"},
		{"control: a list of events", "list my events for Friday", "calendar.list"},
	})
}

// Unaccented "mettre a jour" updates, and an Italian "qualifica" is a job title, which a
// profile update sets and a lookup does not read.
func TestUnaccentedUpdatesAndItalianJobTitles(t *testing.T) {
	expectRoutes(t, referencePlanner(t), []namedRoute{
		{"fr: mettre a jour unaccented", "mettre a jour l'adresse postale de l'utilisateur pleroy : 12 rue des Lilas, 69003 Lyon", "users.update"},
		{"it: a job title set", "Cambia la qualifica di Marco Esposito nel profilo in 'Responsabile amministrativo'.", "users.update"},
		{"it: a job title read", "che qualifica risulta nel profilo dipendente di Alessia Greco?", ""},
	})
}

// A product's quoted name beside its SKU names nothing the catalog holds: a weather
// station sold is stock, not weather.
func TestAProductsQuotedNameBesideItsSKUNamesNothing(t *testing.T) {
	expectRoutes(t, referencePlanner(t), []namedRoute{
		{"de: a weather station's stock", "Wie viele Stück der \"Wetterstation Profi\" (SKU WT-3300) haben wir noch auf Lager?", "inventory.search"},
		{"control: de: the weather at the station", "Wie ist das Wetter gerade in Berlin?", "weather.current"},
	})
}

// Object pronouns joined to an Italian imperative, and French ones before its place, keep
// the verb: "segnamela in agenda" adds, "spostala" moves, "mets-le dans le calendrier" adds.
// An article named by a product code is a stock item.
func TestPronounsJoinedToTheVerbKeepTheAct(t *testing.T) {
	expectRoutes(t, referencePlanner(t), []namedRoute{
		{"it: add it to the calendar", "La riunione con il team marketing giovedì alle 15: aggiungila al calendario, per favore.", "calendar.create"},
		{"it: note it for me", "il volo per Catania è il 3 giugno alle 6:45, segnamelo sul calendario", "calendar.create"},
		{"it: schedule it", "Colloquio con la dott.ssa Bianchi lunedì prossimo ore 10 — programmalo tu per favore", "calendar.create"},
		{"it: put it in the calendar", "Cena da Giulia sabato alle 20, mettimela in calendario", "calendar.create"},
		{"it: update it in the profile", "Il mio nuovo numero è 347 123 4567, aggiornalo nel mio profilo.", "users.update"},
		{"it: move it", "La riunione di lunedì con Pietro, spostala a mercoledì alla stessa ora.", ""},
		{"it: delete it", "L'appuntamento dal fisioterapista di domani, cancellalo.", ""},
		{"it: remind me of it", "La call con Berlino: ricordamela mezz'ora prima.", ""},
		{"it: an account deleted", "L'account del vecchio stagista, cancellalo definitivamente.", ""},
		{"it: an article's units taken off", "Ci sono 4 unità dell'articolo LMP-880 danneggiate, toglile dal magazzino.", "inventory.update"},
		{"fr: j'ai is no add target", "J'ai un rendez-vous chez le dentiste mardi 12 mars à 9h30, tu peux l'ajouter à mon agenda ?", "calendar.create"},
		{"fr: put it in the calendar", "Le point d'équipe de vendredi 15h avec Claire et Malik, mets-le dans le calendrier s'il te plaît", "calendar.create"},
		{"fr: fit it in", "la réu budget c'est le 22 à 14h en salle B, cale-la dans mon agenda stp", "calendar.create"},
		{"fr: ship them", "Expédie-les au client Durand, les 5 unités du SKU BK-112.", ""},
		{"control: fr: update it in the profile", "Mon nouveau numéro c'est le 06 12 34 56 78, mets-le à jour dans mon profil.", "users.update"},
		{"control: it: general information", "Mostrami le informazioni generali del profilo utente di Marco Rossi", "users.lookup"},
		{"control: a knowledge base article's code", "open knowledge base article KB-1042", "support.search"},
		{"control: de: a law's article", "Was steht in Artikel 3 des Grundgesetzes?", ""},
	})
}

// Support as East-Asian users write it: a problem reported, support asked for help or got
// hold of, a ticket cut, opens a ticket; support's hours, feedback on an article and an
// article written or translated are nothing the help search finds; a FAQ named by its
// topic is searched.
func TestSupportInChineseJapaneseAndKorean(t *testing.T) {
	expectRoutes(t, referencePlanner(t), []namedRoute{
		{"zh: open a ticket", "帮我开一个工单", "support.create_ticket"},
		{"zh: report a problem", "我要报告一个问题：从昨天开始订单同步一直失败", "support.create_ticket"},
		{"zh: get hold of customer service", "能不能帮我找下客服，快递显示已签收但我根本没收到", "support.create_ticket"},
		{"ko: report an outage", "장애 신고합니다. 사내 VPN이 오늘 아침부터 접속이 안 돼요.", "support.create_ticket"},
		{"ko: ask an agent for help", "로그인하면 흰 화면만 나와요ㅠㅠ 상담원한테 도움 요청 좀 해주세요", "support.create_ticket"},
		{"mixed: report to the support team", "billing에서 double charge 됐어요, support팀에 report 좀 해줘", "support.create_ticket"},
		{"ja: report as a fault", "アプリが起動直後に落ちます（Android 14、Pixel 8）。不具合として報告してください", "support.create_ticket"},
		{"ja: cut an inquiry ticket", "新規の問い合わせチケットを切ってください。山田商事様からAPIタイムアウトの件です", "support.create_ticket"},
		{"ja: ask the desk for help", "昨日からメールが送信できません。サポート窓口に助けを求めてもらえますか", "support.create_ticket"},
		{"ja: an outage report heading", "障害報告です：ECサイトのカート画面で500エラーが発生しています", "support.create_ticket"},
		{"ja: a case ending with 件です", "サポートケースを開いてください：大阪支店でプリンタ連携が動かない件です", "support.create_ticket"},
		{"zh: live chat's closing time", "在线客服几点下班啊？", ""},
		{"ko: open at weekends", "고객센터 주말에도 운영하나요?", ""},
		{"ja: open at weekends", "サポート窓口って土日も対応してますか？", ""},
		{"it: live chat's hours", "Qual è l'orario della chat dal vivo con l'assistenza?", ""},
		{"ko: feedback on a guide", "환불 가이드 문서 내용이 틀렸다고 피드백 남기고 싶어요", ""},
		{"zh: feedback on an article", "帮助中心那篇讲退款的文章写得太含糊了，我想给它提点反馈意见", ""},
		{"zh: write an article", "帮我写一篇关于如何开通电子发票的帮助文章", ""},
		{"zh: write a FAQ in the help centre", "帮我在帮助中心写一篇新的FAQ文章", ""},
		{"zh: translate this article", "把这篇帮助文章翻译成英文", ""},
		{"zh: the FAQ entry on refunds", "找下FAQ里讲退款流程的那一条", "support.search"},
		{"zh: FAQ on the refund process", "有没有退款流程相关的常见问题解答？", "support.search"},
		{"zh: search support articles", "搜索支持文章：蓝牙耳机配对失败", "support.search"},
		{"control: zh: customers keep reporting", "客户一直反馈打印机连不上Wi-Fi，帮我在知识库里搜一下相关的排障文章", "support.search"},
		{"control: ja: a fault reported to Apple", "AppleにiPhoneの不具合を報告して", ""},
		{"control: zh: the guide to exporting invoices", "导出发票的操作指南", "support.search"},
	})
}

// An intent dropped by a "but" in the same clause asks what follows the "but": "I was
// going to pull a year of AAPL history but first what's it trading at right now?".
func TestAnIntentDroppedInsideOneClause(t *testing.T) {
	expectRoutes(t, referencePlanner(t), []namedRoute{
		{"en: but first a quote", "I was going to pull a year of AAPL history but first what's it trading at right now?", "finance.quote"},
		{"en: but first a material search", "I was going to pull up the crystal structure for GaN but first find me materials with a band gap between 2 and 3 eV", "materials.search"},
		{"en: but first the calendar", "I was going to add a team lunch but first show me what meetings I already have next Tuesday", "calendar.list"},
		{"en: but first the knowledge base", "I was going to contact support but first search the knowledge base for 'printer offline' troubleshooting guides", "support.search"},
		{"en: but first the profile", "I was going to update her phone number but first pull up Dana Whitfield's user profile so I can see what's there", "users.lookup"},
		{"en: but actually an update", "I was going to reset her password but actually just update Maria Lopez's phone number in her profile to 555-0187", "users.update"},
		{"en: but let's do history", "I was going to ask about NVDA's earnings but let's just do its price history over the past 6 months", "finance.history"},
		{"en: but actually a move", "I was going to check my calendar for Friday but actually move my 2pm with Alex to 4pm", ""},
		{"es: pero primero a submission", "Iba a buscar papers sobre el tema pero primero, ¿puedes enviar mi manuscrito a la revista?", ""},
		{"control: it: the asker checks first, after a question", "Cosa ho in calendario giovedì pomeriggio? Volevo aggiungere una call con Verona ma prima controllo.", "calendar.list"},
		{"control: pt: the asker tries first, after a question", "meu roteador fica caindo toda hora, tem algum artigo na central de ajuda sobre Wi-Fi instável? eu ia abrir chamado mas antes quero tentar resolver soz", "support.search"},
		{"control: a plain but", "Add a team lunch on Friday at noon but keep it short", "calendar.create"},
	})
}

// Finance and weather words in other senses: a delivery's or a match's forecast, a quote
// for goods; a Brazilian "papel" before a ticker is a share; a SKU's code of capitals
// names a stock item, whose price no endpoint holds; "dá baixa" takes units off.
func TestForecastsQuotesAndSharesInOtherSenses(t *testing.T) {
	expectRoutes(t, referencePlanner(t), []namedRoute{
		{"en: a package forecast to be delivered", "When is my package forecast to be delivered? Order #88213.", ""},
		{"pt: a delivery's forecast", "Qual a previsão de entrega do meu pedido 4589?", ""},
		{"es: a delivery's forecast", "¿Cuál es la previsión de entrega de mi pedido 7731?", ""},
		{"pt: a match's forecast", "Qual a previsão pro jogo Flamengo x Palmeiras de domingo?", ""},
		{"es: one side against another", "cuál es el pronóstico para el Boca vs River del domingo? mis amigos dicen que gana River por goleada", ""},
		{"pt: a quote for chairs", "Me manda uma cotação de 200 cadeiras de escritório, por favor.", ""},
		{"pt: a SKU's cost price", "Qual o preço de custo do SKU CAM-AZ-G?", ""},
		{"pt: papel before a ticker", "quanto tá valendo o papel KO agora?", "finance.quote"},
		{"pt: units taken off after a sale", "Dá baixa de 12 unidades no SKU CAM-AZ-G, vendemos ontem na loja.", "inventory.update"},
		{"control: the weather forecast for two cities", "weather forecast for Lisbon vs Porto this weekend", "weather.forecast"},
		{"control: a quote for shares", "quote for 100 shares of AAPL", "finance.quote"},
		{"control: a paper size", "Pide dos paquetes de papel A4 para la oficina.", ""},
		{"control: pt: units sold of a SKU", "Quantas unidades do SKU MOU-771 vendemos no último trimestre?", ""},
		{"control: a SKU's stock by a code of capitals", "stock of SKU CAM-AZ-G", "inventory.search"},
	})
}

// Profiles as HR admins write them: an employee's record, a profile's 所属部署, the short
// プロフ opened, an update asked with よろしく, and an infinitive with its pronoun after a
// modal that asks ("¿Puedes modificarla en su perfil?").
func TestProfilesAsAdminsWriteThem(t *testing.T) {
	expectRoutes(t, referencePlanner(t), []namedRoute{
		{"ja: an employee's record", "社員番号A1029の従業員情報を調べてもらえますか？", "users.lookup"},
		{"ja: a profile's department", "鈴木部長のプロフィールに登録されている所属部署って何になってる？", "users.lookup"},
		{"ja: the short profile opened", "ユーザー「wata_r」のプロフ開いて", "users.lookup"},
		{"ja: an update asked with よろしく", "清水さんの部署、総務から人事に異動になったからユーザー情報更新よろしく", "users.update"},
		{"es: an infinitive with its pronoun after puedes", "Andrea Molina se ha mudado; su nueva dirección es Calle Mayor 45, 3ºB, 28013 Madrid. ¿Puedes modificarla en su perfil?", "users.update"},
		{"control: es: an infinitive with its pronoun that tells", "quiero enviarle un correo a Andrea", ""},
		{"control: de: a manager on a profile", "Wer ist laut Benutzerprofil der Vorgesetzte von Lukas Hahn?", ""},
	})
}

// Science requests: a density bounded by a value in g/cm³ filters materials; what the
// asker is busy with, joined by "and" to a need, is no act; a name's Zitate are sayings; a
// word asked in another language is no lookup.
func TestDensityBoundsActivitiesAndSayings(t *testing.T) {
	expectRoutes(t, referencePlanner(t), []namedRoute{
		{"de: compounds below a density", "Welche Verbindungen mit einer Dichte unter 3 g/cm³ enthalten Lithium und Bor?", "materials.search"},
		{"en: materials above a density", "what materials have a density above 20 g/cc and contain only Pt and Ir", "materials.search"},
		{"fr: a terse density bound", "matériaux densité < 3 g/cm3", "materials.search"},
		{"de: busy writing, and a need", "Ich schreibe gerade einen DFT-Input und brauche die Gitterkonstanten von hexagonalem Bornitrid.", "materials.structure"},
		{"en: writing a review, and a need", "I'm writing a literature review and need articles on federated learning", "papers.search"},
		{"de: Goethe's sayings", "Welche Goethe-Zitate passen gut zu einer Hochzeitsrede?", ""},
		{"de: a word in French", "Was heißt „Gitterkonstante“ auf Französisch?", ""},
		{"control: a material's density asked", "What is the density of silicon?", ""},
		{"control: de: citations of a paper", "Welche Arbeiten zitieren das Paper 10.1038/nature14539?", "papers.citations"},
	})
}

// Small vocabulary: the mixed "now 多少度" asks the temperature, es "que citen" cites, fr "horaires
// train" is a timetable.
func TestDegreesCitingSubjunctivesAndTimetables(t *testing.T) {
	expectRoutes(t, referencePlanner(t), []namedRoute{
		{"mixed: how many degrees now", "北京 now 多少度?", "weather.current"},
		{"es: articles that cite", "Busca artículos que citen el paper de Black y Scholes de 1973.", "papers.citations"},
		{"fr: a terse train timetable", "horaires train Lyon", ""},
		{"control: fr: my schedule", "mes horaires de la semaine dans l'agenda", "calendar.list"},
	})
}

// A ticker with a chart's period alone asks its prices over that period.
func TestATickerWithAChartsPeriod(t *testing.T) {
	expectRoutes(t, referencePlanner(t), []namedRoute{
		{"a year", "AAPL 1y", "finance.history"},
		{"the year to date", "TSLA ytd", "finance.history"},
		{"six months' chart", "NVDA 6m chart", "finance.history"},
		{"control: a SKU named by its code", "SKU 5y", "inventory.search"},
	})
}

// A paper's "references" listed in a Japanese or Korean sentence are its reference list,
// which no endpoint gives.
func TestAPapersReferencesListedInMixedText(t *testing.T) {
	expectRoutes(t, referencePlanner(t), []namedRoute{
		{"mixed ja: references listed", "この論文の references 一覧出して、DOI は 10.1126/science.aaa8415", ""},
		{"mixed ko: references listed", "이 paper의 references 목록 좀 뽑아줘, DOI 10.1038/nature12373", ""},
		{"control: papers citing a DOI", "10.1126/science.aaa8415 を引用している論文を出して", "papers.citations"},
	})
}

// A work named by its arXiv number or "et al.", or by a quoted title or an author and year
// asked where it appeared, is a paper, and the conference it appeared at no meeting; a
// DOI asked of a paper, none written out, is its metadata, no citing works.
func TestScholarlyWorksNamedWithoutAPaperWord(t *testing.T) {
	expectRoutes(t, referencePlanner(t), []namedRoute{
		{"en: an arXiv number's venue", "arXiv:1810.04805 — what venue did this end up published in?", "papers.search"},
		{"en: authors and year, venue asked", "Kingma & Ba 2014 adam - gimme the authors + venue", "papers.search"},
		{"zh: et al.", "Silver et al. 2016 AlphaGo 的作者都有谁", "papers.search"},
		{"es: a quoted title's journal", "En qué revista y en qué año se publicó 'Deep Residual Learning'?", "papers.search"},
		{"ja: a paper's conference is no meeting", "BERT の論文、著者と掲載会議は？", "papers.search"},
		{"ja: where an arXiv number appeared", "arXiv:2005.14165 ってどこの学会で発表された？", "papers.search"},
		{"en: a quoted title's DOI", "doi for 'Deep Residual Learning for Image Recognition'?", "papers.search"},
		{"zh: an author and year's DOI", "Vaswani 2017 的 DOI 是多少", "papers.search"},
		{"control: who wrote a quoted title (a book or a song too)", "who wrote \"Hotel California\"?", ""},
		{"control: an event titled with a conference", "Add \"Design Conference 2025\" to my calendar on May 3", "calendar.create"},
		{"control: arXiv named without a number", "Not a citation lookup — I want to know whether Elsevier lets me post the accepted version on arXiv.", ""},
		{"control: papers citing a DOI", "Zitationssuche für 10.1002/adma.201905678.", "papers.citations"},
	})
}

// A leading clause that puts off an act of the listener ("before checking who cites it",
// "Avant d'ouvrir un ticket", "Bevor du … suchst") is set aside with its words, and so is
// a relative or object clause that goes on with a clause set aside ("Nicht die Arbeiten,
// die sie zitieren —"). The asker's own plan keeps its words.
func TestAnActPutOffIsSetAside(t *testing.T) {
	expectRoutes(t, referencePlanner(t), []namedRoute{
		{"en: before checking who cites it", "before checking who cites it, find me the paper 'Attention Is All You Need', need the venue for my slides", "papers.search"},
		{"en: before you search the FAQ, a ticket's status", "before you search the FAQ, what's the status of my ticket 4521?", ""},
		{"fr: before opening a ticket, a help article", "Avant d'ouvrir un ticket, y a-t-il un article d'aide sur la double authentification ?", "support.search"},
		{"fr: before opening a ticket, a guide to configuring", "Avant d'ouvrir un ticket, y a-t-il un guide pour configurer la double authentification ?", "support.search"},
		{"fr: before looking who cites it", "Avant de regarder qui le cite, retrouve-moi l'article « BERT: Pre-training of Deep Bidirectional Transformers », il me faut l'année", "papers.search"},
		{"de: before you look who cites it", "Bevor du schaust, wer das zitiert: finde mir erstmal das Paper 'Generative Adversarial Nets', ich brauch den DOI", "papers.search"},
		{"de: not the works that cite her", "Nicht die Arbeiten, die sie zitieren — such mir einfach das Paper von Nüsslein-Volhard zu Drosophila-Mutanten", "papers.search"},
		{"fr: after mais, before calling back", "Mon banquier m'a appelé ce matin pour parler de notre rendez-vous de jeudi, mais avant de le rappeler, donne-moi le cours actuel de LVMH (MC.PA).", "finance.quote"},
		{"control: the asker's own plan", "bevor ich dem Kunden einen Termin anbiete, will ich sehen, was am Donnerstag schon belegt ist", "calendar.list"},
		{"control: a long clause holds the ask", "Bom dia! Antes de fechar o relatório semanal preciso saber o que tenho marcado na agenda pra quinta-feira, pode listar?", "calendar.list"},
		{"control: before a time", "Before the meeting tomorrow, what's the weather in Boston going to be?", "weather.forecast"},
	})
}

// A count written off, knocked down, set in French or booked in Japanese changes a SKU's
// stock, and the supplier the units came from or went back to is no property changed.
func TestStockCountsChangedWithTheirReasons(t *testing.T) {
	expectRoutes(t, referencePlanner(t), []namedRoute{
		{"en: units written off", "write off 6 units of GL-902 sku, they got crushed in transit", "inventory.update"},
		{"en: units back to the supplier", "Remove 15 units from SKU CBL-USB-C-2M, they went back to the supplier", "inventory.update"},
		{"es: a supplier's shipment added", "Llegó el envío del proveedor, súmale 60 unidades al SKU BOL-009 porfa", "inventory.update"},
		{"en: knocked down by a count", "knock SKU RX-101 down by 3 - we sold them over the counter", "inventory.update"},
		{"fr: set to a count of units", "mets la réf SKU-1208 à 54 unités", "inventory.update"},
		{"ja: units booked in", "SKU JP-3301 を50個入庫、在庫追加で", "inventory.update"},
		{"key=value: a negative quantity", "qty -5 sku=TB-220 reason=damaged", "inventory.update"},
		{"control: a SKU's supplier changed", "Change the supplier of SKU-100 to ACME", ""},
		{"control: units written off, asked", "how many units of SKU HB-09 were written off as damaged last month", ""},
	})
}

// A Spanish or Portuguese move over a span names a share's price history.
func TestSharesMovingOverASpan(t *testing.T) {
	expectRoutes(t, referencePlanner(t), []namedRoute{
		{"es: how it moved between months", "Quiero saber cómo se movió TSLA entre enero y marzo de 2024", "finance.history"},
		{"es: how it behaved between months", "¿Cómo se comportó TSLA entre enero y marzo?", "finance.history"},
		{"control: how much it rose (a computed change)", "¿Cuánto ha subido TSLA desde enero?", ""},
	})
}

// Time blocked after a filler, on "calendar" itself for a span of hours, on "minha
// agenda", or in Korean and Japanese is an event made; a user blocked is not.
func TestTimeBlockedInMoreWords(t *testing.T) {
	expectRoutes(t, referencePlanner(t), []namedRoute{
		{"en: just block a span", "just block 2-4pm Friday for deep work", "calendar.create"},
		{"mixed: block calendar for a span of hours", "block calendar 9-10 mañana for 1:1 con Luis", "calendar.create"},
		{"pt: block my diary", "bloqueia minha agenda sexta à tarde pro almoço da equipe", "calendar.create"},
		{"ko: block hours", "내일 오전 10시~12시 집중 작업 시간으로 블록해줘", "calendar.create"},
		{"ko: keep time closed", "다음주 화요일 오전 10시~11시 시간 막아줘 (집중근무)", "calendar.create"},
		{"ja: a calendar block", "金曜午後は外出なのでカレンダーブロックお願いします", "calendar.create"},
		{"control: ko: a user blocked", "이 사용자 막아줘", ""},
		{"control: a user blocked", "block user 42", ""},
	})
}

// A SKU's shelf or place in the warehouse is its storage location, which no endpoint
// returns; ETH's price is a coin's; stock taken of a life or of clothes and a pie's
// lattice are other senses.
func TestLocationsCoinsAndOtherSensesRefused(t *testing.T) {
	expectRoutes(t, referencePlanner(t), []namedRoute{
		{"en: where a SKU is located in the warehouse", "don't update the count, just where is SKU A-778 located in the warehouse?", ""},
		{"de: where it is stored", "SKU-900 wo ist es gelagert? location", ""},
		{"es: which shelf", "¿en qué estante está guardado el SKU PAP-500?", ""},
		{"mixed: ETH's price", "ETH price now bhai", ""},
		{"es: an inventory of one's clothes", "tengo que hacer inventario de mi ropa de invierno, ¿qué debería donar?", ""},
		{"de: stock taken of a life", "Ich muss mal Inventur in meinem Leben machen – was ist wirklich wichtig?", ""},
		{"ko: a life's stock", "내 인생 재고 정리하고 싶어... 뭐부터 해야 할까", ""},
		{"de: a torte's lattice", "Rezept für Linzer Torte mit Gitter obendrauf?", ""},
		{"control: a coin's market symbol is quoted", "quote BTC-USD", "finance.quote"},
		{"control: a SKU's stock in the warehouse", "how many units of SKU A-778 are in the warehouse?", "inventory.search"},
		{"control: de: a crystal lattice", "Kristallgitter von NaCl", "materials.structure"},
	})
}

// Whether an account is active, asked in Japanese or Hinglish, is its status; a user's
// manager asked in Italian or Hinglish is an attribute the lookup does not return; a
// Korean memo's "신규 등록" registers a new record.
func TestAccountStatesManagersAndNewRegistrations(t *testing.T) {
	expectRoutes(t, referencePlanner(t), []namedRoute{
		{"ja: whether the account is active", "ユーザー nakamura のアカウント、有効かどうか確認", ""},
		{"hi: account active or not", "user id 4521 ka account active hai ya nahi check karo", ""},
		{"it: a user's manager", "chi è il manager dell'utente giulia.rossi? guarda nel profilo", ""},
		{"hi: a user's manager", "user 42 ka manager kaun hai? directory check", ""},
		{"ko: a new SKU registered", "SKU 신규 등록 KR-777 품명=무선마우스", ""},
		{"control: ja: an account shown", "ユーザー nakamura のアカウントを見せて", "users.lookup"},
		{"control: ko: newly registered SKUs' stock", "신규 등록된 SKU 재고 보여줘", "inventory.search"},
	})
}

// A request's first clause that states a condition names no ask: its weather words do
// not route a meeting moved, and what follows it is read.
func TestAnOpeningConditionNamesNoAsk(t *testing.T) {
	expectRoutes(t, referencePlanner(t), []namedRoute{
		{"en: a meeting moved if it rains", "if it rains tomorrow i'm moving the 10am standup anyway, so just push it to 11 now pls", ""},
		{"de: a meeting moved if it rains", "falls es morgen regnet verschieb ich das teammeeting eh, also leg es bitte gleich auf mittwoch 10 uhr um", ""},
		{"en: a block put on the calendar meanwhile", "if it's sunny saturday we'll do the bbq — for now just put a tentative 'BBQ' block saturday 3-6pm on my calendar", "calendar.create"},
		{"control: es: silicon's structure", "Si の結晶構造と lattice constant 出して〜 report で使う", "materials.structure"},
		{"control: de: a condition after a label", "Veranstaltungs-Checkliste: Falls für Sonntag in Trier Regen vorhergesagt wird, Zelt bestellen – bitte Aussichten abrufen", "weather.forecast"},
	})
}

// Someone added to an event as a guest is invited, which no endpoint does.
func TestAGuestAddedIsInvited(t *testing.T) {
	expectRoutes(t, referencePlanner(t), []namedRoute{
		{"fr: added as a guest", "J'ai déjà mis le déjeuner avec Sophie dans l'agenda, ajoute Marc comme invité", ""},
		{"pt: added as a guest", "Adiciona o Pedro como convidado na reunião de quinta que já existe", ""},
		{"control: fr: lunch added to the diary", "ajoute le déjeuner avec Sophie dans l'agenda jeudi à midi", "calendar.create"},
	})
}

// A search or a look for something negated ("Ich such keinen Hilfeartikel", "no busco más
// artículos") sets that thing aside.
func TestASearchNegatedSetsItsThingAside(t *testing.T) {
	expectRoutes(t, referencePlanner(t), []namedRoute{
		{"de: no help article, a flight", "Ich such keinen Hilfeartikel, buch mir lieber einen Flug nach Wien", ""},
		{"de: only a case, no articles", "Eröffne nur einen Supportfall für die fehlende Bestellung #88213 – such keine Hilfeartikel raus.", "support.create_ticket"},
		{"control: de: a help article searched", "Ich suche einen Hilfeartikel zur VPN-Einrichtung", "support.search"},
	})
}

// A solid's market price is a raw material's, a month's average rain in Portuguese is a
// climate's, and a citation put in APA is a citation's format: no endpoint gives them.
func TestRawMaterialsClimatesAndCitationFormats(t *testing.T) {
	expectRoutes(t, referencePlanner(t), []namedRoute{
		{"ja: indium's market price", "インジウムの今の市場価格はいくら？", ""},
		{"ja: titanium oxide's market price", "酸化チタンの市場価格はいくら？", ""},
		{"pt: March's average rain", "qual a média de chuva em manaus em março normalmente?", ""},
		{"it: a citation formatted in APA", "formatta in APA la citazione di 10.1109/5.771073", ""},
		{"control: a listed company named after a metal", "Nickel Industries share price", "finance.quote"},
		{"control: pt: rain tomorrow", "vai chover em manaus amanhã?", "weather.forecast"},
		{"control: it: papers citing a DOI", "trova gli articoli che citano 10.1109/5.771073", "papers.citations"},
	})
}

// A ticket asked for with "new" after it or "Ich brauche ein …" before a colon, in Hindi
// written in Latin ("khol do", "banao"), or as a Korean fault report opens a ticket.
func TestTicketsAskedInMoreForms(t *testing.T) {
	expectRoutes(t, referencePlanner(t), []namedRoute{
		{"en: ticket new:", "ticket new: printer driver crashes on login screen, prio=P2", "support.create_ticket"},
		{"de: a ticket needed, before a colon", "Ich brauche ein Support-Ticket: Drucker im 3. OG druckt nur leere Seiten", "support.create_ticket"},
		{"hi: a ticket opened", "app baar baar crash ho raha hai, support ticket khol do pls", "support.create_ticket"},
		{"hi: a ticket made", "ticket banao: app crashes on Android 14 after update", "support.create_ticket"},
		{"ko: a fault reported", "프린터 고장 신고 접수해 주세요, 3층 회의실", "support.create_ticket"},
		{"control: hi: a new SKU made", "naya SKU bana do 'steel bolt M8' ke liye inventory me", ""},
		{"control: ko: an outage reported", "장애 신고합니다. 사내 VPN이 오늘 아침부터 접속이 안 돼요.", "support.create_ticket"},
	})
}

// "wx" is the forecasters' shorthand for the weather; the citas an article has are its
// citations.
func TestWeatherShorthandAndAnArticlesCitas(t *testing.T) {
	expectRoutes(t, referencePlanner(t), []namedRoute{
		{"en: wx tomorrow", "wx tmrw Seattle", "weather.forecast"},
		{"en: wx now", "wx Berlin now", "weather.current"},
		{"es: an article's citas", "Cuántas citas tiene el artículo de AlphaFold de 2021?", "papers.citations"},
		{"control: es: my appointments", "¿Cuántas citas tengo esta semana?", "calendar.list"},
	})
}

// A Chinese "先别管 X" sets X aside, and a Hindi passive "publish hua" asks where a work
// appeared, no publishing.
func TestChineseSetAsideAndAHindiPassive(t *testing.T) {
	expectRoutes(t, referencePlanner(t), []namedRoute{
		{"zh: BibTeX put aside", "先别管BibTeX，先帮我确认一下 arXiv:1409.0473 的正式发表年份和会议", "papers.search"},
		{"hi: where it was published", "'Attention is all you need' ke authors kaun the aur kis venue me publish hua tha", "papers.search"},
		{"control: ja: a paper submitted to a conference", "書いた論文を学会に投稿したい", ""},
	})
}

// A lockout asked beside an account shown looks the account up, as an account's state
// does; asked alone it is an attribute the lookup does not return.
func TestALockoutBesideAnAccountShown(t *testing.T) {
	expectRoutes(t, referencePlanner(t), []namedRoute{
		{"de: show the account, is it locked", "Zeig mir das Konto von k.wagner, ist das gesperrt?", "users.lookup"},
		{"en: locked out; look up his account", "User 42 says he's locked out; look up his account", "users.lookup"},
		{"control: de: is the account locked", "Ist das Konto von pschulz gesperrt?", ""},
	})
}

// Hindi written in Latin: "mausam" is the weather, "kaisa rahega" asks how it will be.
func TestHindiWeatherInLatinScript(t *testing.T) {
	expectRoutes(t, referencePlanner(t), []namedRoute{
		{"hi: the weather now", "delhi ka mausam abhi kaisa hai", "weather.current"},
		{"hi: how it will be", "kal mumbai ka mausam kaisa rahega", "weather.forecast"},
	})
}

// Hindi written in Latin: an English verb with "kar do" asks that act, so a meeting
// shifted is moved (no endpoint moves one); "is it actually peer reviewed" asks a
// paper's review status.
func TestHindiActsAndPeerReviewAsked(t *testing.T) {
	expectRoutes(t, referencePlanner(t), []namedRoute{
		{"hi: a meeting shifted", "kal wali 4 baje ki meeting ko 5 baje shift kar do", ""},
		{"hi: a meeting cancelled", "meri kal ki meeting cancel kar do", ""},
		{"en: whether a paper was peer reviewed", "is 'Attention Is All You Need' actually peer reviewed or just a preprint?", ""},
		{"control: hi: units added", "SKU AB-12 me 10 units add kar do", "inventory.update"},
		{"control: peer reviewed papers searched", "find peer reviewed papers on graphene", "papers.search"},
	})
}

// An entry the asker already put in the calendar is no act asked beside another one: the
// invitation to it is what is asked, which no endpoint sends.
func TestAnEntryAlreadyPutInTheCalendar(t *testing.T) {
	expectRoutes(t, referencePlanner(t), []namedRoute{
		{"en: invite someone to an entry already made", "I already put the dentist appt in my calendar, can you invite my wife to it?", ""},
		{"control: en: another entry added", "I already put the dentist appt in my calendar, can you add the team lunch on Friday at noon too?", "calendar.create"},
	})
}

// A rejection led by "oh and" sets its thing aside; a Spanish "guía de ayuda para" asks
// instructions; a Japanese count set to N個 changes a SKU's stock.
func TestMoreLeadsGuidesAndCountsSet(t *testing.T) {
	expectRoutes(t, referencePlanner(t), []namedRoute{
		{"en: oh and not the ones citing her", "Find papers by Jennifer Doudna on CRISPR — oh and not the ones citing her, just her own articles", "papers.search"},
		{"es: a help guide to configuring", "¿Hay alguna guía de ayuda para configurar la VPN en Mac? Mañana trabajo desde casa", "support.search"},
		{"ja: a count set to N個", "在庫数を修正したいです。SKU JP-0881を実数の57個にしてください", "inventory.update"},
		{"control: en: papers citing her", "Find the papers citing Jennifer Doudna's CRISPR paper 10.1126/science.1225829", "papers.citations"},
	})
}

// A clause the request sets aside lends its tool to what remains when that names no
// thing of its own: "not the forecast — what's it like in Denver right now" asks the
// weather now; a bare request to show one's Tuesday asks the calendar; "nvm" puts aside
// what follows it.
func TestASetAsideClauseLendsItsTool(t *testing.T) {
	expectRoutes(t, referencePlanner(t), []namedRoute{
		{"en: not the forecast, what it's like now", "not the forecast — what's it like in Denver right now", "weather.current"},
		{"en: never mind the forecast", "Never mind the forecast, what's it like in Denver right now?", "weather.current"},
		{"en: don't book, just show my Tuesday", "don't book anything, just show my Tuesday", "calendar.list"},
		{"fr: ne réserve rien, montre ce que j'ai mardi", "Ne réserve rien, montre-moi juste ce que j'ai mardi", "calendar.list"},
		{"it: non prenotare, fammi vedere martedì", "non prenotare niente, fammi solo vedere cosa ho martedì", "calendar.list"},
		{"en: nvm the ticket status", "nvm the ticket status, is there an faq on how refunds work?", "support.search"},
		{"control: en: not the forecast, a joke", "not the forecast — tell me a joke right now", ""},
		{"control: de: orders are no account data", "Nicht die Kontodaten, sondern die Bestellungen von Kunde 5543 nachschlagen.", ""},
		{"control: en: the ticket status alone", "what's the status of my ticket 4411?", ""},
		{"en: an exclamation before the clause set aside", "sorry, not the forecast — what's it like in Denver right now", "weather.current"},
		{"en: hmm leads the rejection", "hmm not the history, just the current quote for NVDA pls", "finance.quote"},
		{"en: actually leads the rejection", "actually don't list my events, cancel the 10am standup tomorrow", ""},
		{"control: a closing clause set aside", "Request: create a new secondary calendar named 'Family' (a calendar, not an event); color: purple; visibility: private.", ""},
	})
}

// Literature is asked for without a word for papers: what was published on a topic,
// research on it in Chinese (关于…的研究, …的相关文献), review papers, preprints, the
// conference or journal a named work appeared in, and a Chinese 那篇 asked its metadata.
func TestLiteratureAskedWithoutAPaperWord(t *testing.T) {
	expectRoutes(t, referencePlanner(t), []namedRoute{
		{"en: what's been published about", "what's been published about perovskite stability since 2020", "papers.search"},
		{"de: was wurde zu … publiziert", "Was wurde seit 2021 zur Stabilität von Perowskit-Solarzellen publiziert?", "papers.search"},
		{"de: Übersichtsarbeiten (Reviews)", "Ich brauche Übersichtsarbeiten (Reviews) zu Long COVID, am besten ab 2022", "papers.search"},
		{"de: the conference a named work appeared at", "Auf welcher Konferenz wurde ResNet veröffentlicht?", "papers.search"},
		{"zh: research on a topic", "最近有没有关于图神经网络用于分子性质预测的研究？", "papers.search"},
		{"zh: related literature on materials", "查一下钠离子电池负极材料的相关文献", "papers.search"},
		{"zh: new publications", "量子纠错最近两年有什么新发表？", "papers.search"},
		{"zh: preprints", "arXiv上有没有关于扩散模型做蛋白质设计的预印本？", "papers.search"},
		{"zh: a book-title quoted work's conference is no meeting", "《Attention Is All You Need》发表在哪个会议上？", "papers.search"},
		{"zh: that piece's DOI", "Adam优化器那篇的DOI是多少？", "papers.search"},
		{"zh: that piece's year", "张益唐孪生素数那篇是哪一年发表的", "papers.search"},
		{"control: zh: the journal to submit that piece to", "帮我判断一下这篇SCI投哪个期刊好中", ""},
		{"control: de: the journal of a work named before", "Ich habe die Kristallstruktur von GaN gefunden. In welchem Journal wurde sie zuerst veröffentlicht?", ""},
		{"control: en: reviews of a product", "show me the reviews of this product", ""},
		{"control: zh: materials searched", "查一下钠离子电池负极材料", "materials.search"},
	})
}

// A problem reported to the IT desk in Latin-script Hindi or in Korean opens a ticket: a
// verb before "nahi ho raha" is what fails and one before "kar liya" was done, a Hindi
// imperative closes the sentence that asks, and a Korean intent "…하려고요" is the request.
func TestProblemsReportedToTheITDesk(t *testing.T) {
	expectRoutes(t, referencePlanner(t), []namedRoute{
		{"hi: a ticket raised", "laptop bahut slow chal raha hai, ek ticket raise kar do IT ke liye", "support.create_ticket"},
		{"hi: a complaint logged", "printer jam ho gaya 2nd floor pe, complaint log karo", "support.create_ticket"},
		{"hi: what fails is no act", "Outlook sync nahi ho raha since morning, support ko report karna hai", "support.create_ticket"},
		{"hi: what was done is no act", "restart already kar liya, phir bhi headset detect nahi ho raha. ticket khol do", "support.create_ticket"},
		{"ko: filed with the IT team", "회의실 프로젝터 고장났는데 IT팀에 접수해줘", "support.create_ticket"},
		{"ko: an intent to report", "와이파이가 계속 끊겨요 ㅠㅠ 장애 신고하려고요", "support.create_ticket"},
		{"control: en: a complaint filed in a supplier's portal", "Acme, our packaging supplier, has its own customer portal. Log in there with my credentials and file a complaint about the late pallet delivery.", ""},
		{"control: hi: a meeting cancelled", "meeting cancel kar do", ""},
	})
}

// Prices over a span in French, Italian, Portuguese and Chinese, of tickers with their
// exchange's suffix: a chart (graphique, grafico, courbe, 图表), a history (storico), and
// spans since a time ("dall'inizio dell'anno", "da gennaio", "今年以来"), over one ("sur
// un an", "degli ultimi 3 mesi", "no último mês") or between two days.
func TestPricesOverSpansInMoreLanguages(t *testing.T) {
	expectRoutes(t, referencePlanner(t), []namedRoute{
		{"zh: a chart since the year began", "看一下美团 3690.HK 今年以来的价格图表", "finance.history"},
		{"it: a chart since the year began", "grafico di STLAM.MI dall'inizio dell'anno", "finance.history"},
		{"it: a history since January", "storico di 0700.HK da gennaio", "finance.history"},
		{"it: the last three months", "prima di decidere se comprare, fammi vedere il grafico di ENI.MI degli ultimi 3 mesi", "finance.history"},
		{"fr: a chart over six months", "graphique de l'action Orange ORA.PA sur les 6 derniers mois", "finance.history"},
		{"fr: closes between two days", "cours de clôture de Kering KER.PA entre le 1er et le 15 mars", "finance.history"},
		{"fr: a curve over a year", "trace-moi la courbe de 600519.SS sur un an", "finance.history"},
		{"pt: the last month", "como a ITUB4 se comportou no último mês?", "finance.history"},
		{"control: fr: the price now", "le cours de SAN.PA", "finance.quote"},
		{"fr: a company's price, its suffixed ticker after its name", "bonjour, pourriez-vous me donner le cours de Sanofi SAN.PA ? merci", "finance.quote"},
		{"control: fr: a yoga course", "cours de yoga à Paris", ""},
		{"control: it: a chart of sales", "grafico delle vendite dall'inizio dell'anno", ""},
	})
}

// Stock counts changed in French, Italian and Chinese: a SKU set to a number, a signed
// count on a SKU, units put back, goods received (入库); French "pendant" is "during", no
// jewel; articles in a warehouse are goods.
func TestStockCountsInFrenchItalianAndChinese(t *testing.T) {
	expectRoutes(t, referencePlanner(t), []namedRoute{
		{"fr: units taken off, damaged during transport", "retire 4 unités du SKU 4401-XZ, abîmés pendant le transport", "inventory.update"},
		{"fr: a SKU set to a number", "suite au recomptage, mets le SKU CHZ-03 à 77", "inventory.update"},
		{"fr: a signed count on a SKU", "retour client : +2 sur sku_TSHIRT-BL-L", "inventory.update"},
		{"it: a unit put back", "reso cliente: rimetti 1 unità su SKU 00981-B", "inventory.update"},
		{"zh: goods received", "SKU CN-2024-0057 入库30件", "inventory.update"},
		{"it: articles in the warehouse are goods", "elenca gli articoli con meno di 5 unità in magazzino", "inventory.search"},
		{"control: de: all articles in the warehouse counted", "wie viele Artikel führen wir insgesamt im Lager", ""},
		{"control: it: papers on automated warehouses", "cerca articoli sul magazzino automatizzato", "papers.search"},
		{"fr: a SKU's reorder threshold", "quel est le seuil de réapprovisionnement du SKU CHZ-03 ?", ""},
		{"it: the shelf a SKU is on", "in quale scaffale del magazzino si trova lo sku PN-3301?", ""},
		{"ko: where in the warehouse a SKU is kept", "SKU HB-9910 제품이 창고 어느 위치에 보관되어 있는지 알려주세요.", ""},
		{"control: it: a SKU's units in the warehouse", "quante unità dello sku PN-3301 ci sono in magazzino?", "inventory.search"},
	})
}

// A crystal's Wyckoff positions, atomic coordinates (原子坐标, 原子座標), unit cell (单胞)
// and a CIF asked in Chinese or Japanese are its structure; compounds searched by a bound
// on their formation energy are a materials search, where a formation energy asked of
// one material is none the search returns.
func TestMaterialsInMoreWords(t *testing.T) {
	expectRoutes(t, referencePlanner(t), []namedRoute{
		{"en: Wyckoff positions", "get me the Wyckoff positions for tetragonal BaTiO3", "materials.structure"},
		{"zh: unit cell and atomic coordinates", "麻烦查一下MoS2的单胞和原子坐标，谢谢", "materials.structure"},
		{"ja: atomic coordinates and Wyckoff positions", "正方晶BaTiO3の原子座標とワイコフ位置", "materials.structure"},
		{"ja: a CIF file asked", "mp-149のCIFファイルをください", "materials.structure"},
		{"en: compounds under a formation energy", "search for Li-containing compounds with formation energy below -2 eV/atom", "materials.search"},
		{"control: en: the formation energy of one material", "what's the formation energy of LiFePO4", ""},
		{"control: ko: a CIF file downloaded", "mp-149 CIF 파일 다운.", ""},
		{"control: de: a DFT relaxation of a CIF file", "Bitte um DFT-Relaxation dieser CIF-Datei.", ""},
	})
}

// An operator's shorthand without a slash names its tool by a short name and its act by a
// short verb: "cal ls tomorrow", "tkt new …", "usr get id=4412", "inv rm 3 SKU-880" (a
// count taken off), "wx fc city=Tokyo", "struct mp-149"; a whole word heads a command only
// before a verb, and a code's capitals are no verb ("SKU RM-4").
func TestOperatorShorthandWithoutASlash(t *testing.T) {
	expectRoutes(t, referencePlanner(t), []namedRoute{
		{"cal ls", "cal ls tomorrow", "calendar.list"},
		{"cal new", "cal new 'Dentist' 2024-05-14T15:00 dur=45m", "calendar.create"},
		{"tkt new", "tkt new printer jammed 3F", "support.create_ticket"},
		{"tkt neu", "tkt neu: Drucker kaputt im 2. OG", "support.create_ticket"},
		{"usr get", "usr get id=4412", "users.lookup"},
		{"user upd", "user upd bob lang=de", "users.update"},
		{"inv rm a count", "inv rm 3 SKU-880 damaged", "inventory.update"},
		{"inv adj", "inv adj --sku KX-12 --delta -2", "inventory.update"},
		{"wx fc", "wx fc city=Tokyo days=3", "weather.forecast"},
		{"struct", "struct mp-149", "materials.structure"},
		{"control: user rm", "user rm tempuser42", ""},
		{"control: cal mv", "cal mv 1:1 to 3pm", ""},
		{"control: cal invite", "cal invite bob@corp to Retro fri", ""},
		{"control: a ticket's number after its short name", "tkt 3390 wieder aufmachen, geht schon wieder nicht", ""},
		{"control: a code's capitals are no verb", "SKU RM-4 단종됐어요, 재고 0으로 변경해줘", "inventory.update"},
	})
}

// A person's manager, office extension or locked account asked beside their profile or
// directory entry is none of what the lookup returns: "… ke profile mein manager kaun
// hai?", "프로필상 팀장이 누구야?", "松本さんの上長が誰か", "the user directory for …'s office
// extension", "계정 잠겨 있는지만".
func TestPersonAttributesBesideAProfile(t *testing.T) {
	expectRoutes(t, referencePlanner(t), []namedRoute{
		{"hi: the manager in a profile", "Pooja Singh ke profile mein manager kaun hai?", ""},
		{"ko: the team lead per the profile", "이민호 대리 프로필상 팀장이 누구야?", ""},
		{"ja: the superior from the profile", "ユーザープロフィールから、松本さんの上長が誰か確認できますか？", ""},
		{"en: an office extension in the directory", "Could you check the user directory for Dr. Haruki Sato's office extension?", ""},
		{"ko: whether an account is locked", "김태희 계정 잠겨 있는지만 확인해 줘", ""},
		{"control: hi: a profile shown", "Arjun Mehta ka profile dikha do", "users.lookup"},
		{"control: ko: a profile shown", "이민호 대리 프로필 보여줘", "users.lookup"},
	})
}

// A code spelled letter by letter in speech is the code: "s k u four four two" is SKU
// 442, "p d f" a PDF (which no route hands over).
func TestCodesSpelledLetterByLetter(t *testing.T) {
	expectRoutes(t, referencePlanner(t), []namedRoute{
		{"en: units added to a spelled SKU", "add uh twenty units to s k u four four two", "inventory.update"},
		{"en: a spelled SKU's stock", "how many units of s k u four four two do we have", "inventory.search"},
		{"en: a spelled SKU's price", "whats the price of s k u four four two", ""},
		{"pt: a paper's PDF", "me manda o p d f do artigo é do bert", ""},
		{"control: en: a SKU's price in digits", "whats the price of SKU 442", ""},
	})
}

// Latin-script Hindi profile requests: a field closed by "kar do" with its value sets it,
// an account's details "khol do" opens them to read, a clause "nahi chahiye" is not
// needed, and a "screen share issue" is a feature's problem, nothing shared.
func TestHindiProfileRequests(t *testing.T) {
	expectRoutes(t, referencePlanner(t), []namedRoute{
		{"hi: a display name set", "mera display name 'Vikky S' kar do", "users.update"},
		{"hi: an account's details opened", "bhai, employee ID 55021 ka account details khol do", "users.lookup"},
		{"hi: not needed, the profile shown", "login history nahi chahiye, bas Arjun Mehta ka profile dikha do", "users.lookup"},
		{"hi: a help doc on a screen share issue", "Teams mein screen share issue ka koi help doc hai kya?", "support.search"},
		{"control: hi: a ticket opened", "ticket khol do", "support.create_ticket"},
		{"control: hi: a meeting cancelled", "meeting cancel kar do", ""},
		{"control: hi: login history alone", "Arjun Mehta ki login history dikha do", ""},
	})
}

// Long workplace messages: a slot booked with someone is a calendar entry, a "TL;DR"
// leading a later sentence labels it (no summary asked), and data "グラフ用に" (for a
// chart) of a share's price over months is its history.
func TestAsksBuriedInWorkplaceMessages(t *testing.T) {
	expectRoutes(t, referencePlanner(t), []namedRoute{
		{"en: a slot booked after a story", "Morning Priya — sorry to bug you again. The ticket I opened last week about the VPN drops got closed without a fix, which was frustrating. Anyway, unrelated: can you book a 30-min slot with me Thursday at 2pm to go over the Q3 roadmap? Thanks!", "calendar.create"},
		{"en: a TL;DR label", "Hey, sorry for the wall of text earlier. TL;DR the export keeps crashing when I pick CSV and I've already tried a different browser. I'd like to report this to support properly — can you open a ticket for it, priority high? Thx", "support.create_ticket"},
		{"ja: data for a chart", "お疲れ様です。先週分の株価はもう確認済みです。お願いしたいのは、任天堂（7974）の2023年1月から6月までの株価推移です。グラフ用にデータをいただけますか。", "finance.history"},
		{"control: en: a tl;dr of a paper", "tl;dr the AlphaFold paper", ""},
	})
}

// A German Leitfaden (a guide) from the Helpcenter is documentation.
func TestGermanGuidesFromTheHelpcenter(t *testing.T) {
	expectRoutes(t, referencePlanner(t), []namedRoute{
		{"de: a Leitfaden from the Helpcenter", "Ich brauche den Leitfaden zur Reisekostenabrechnung aus dem Helpcenter", "support.search"},
		{"de: something in the Helpcenter", "Gibt's im Helpcenter was dazu, wie man Lagerplätze im System umbenennt?", "support.search"},
		{"control: de: an expense report filed", "Reich meine Reisekostenabrechnung ein", ""},
	})
}

// A clause set aside lends its tool when what remains names a place bare, without a
// preposition ("… sino cómo estará Quito pasado mañana"), or asks how a place is with a
// question word or a copula; and a negation a retraction takes back lends it too.
func TestASetAsideClauseLendsItsToolToAPlaceNamedBare(t *testing.T) {
	expectRoutes(t, referencePlanner(t), []namedRoute{
		{"es: sino cómo estará Quito", "perdona, no quería el tiempo de ahora, sino cómo estará Quito pasado mañana", "weather.forecast"},
		{"es: sino cómo está Lima ahora", "no quiero la previsión, sino cómo está Lima ahora", "weather.current"},
		{"en: what will Quito be like", "not the current weather, what will Quito be like the day after tomorrow", "weather.forecast"},
		{"de: sondern wie ist es gerade in Berlin", "nicht die Vorhersage, sondern wie ist es gerade in Berlin", "weather.current"},
		{"fr: pas la météo de demain, plutôt comment est Lyon", "pas la météo de demain, plutôt comment est Lyon maintenant", "weather.current"},
		{"control: de: orders are no account data", "Nicht die Kontodaten, sondern die Bestellungen von Kunde 5543 nachschlagen.", ""},
	})
}

// A quoted title asked its authors (more than one) is a paper's, in any language; one
// asked only who wrote it may be a book's or a song's. A question of the year a paper
// was published publishes nothing.
func TestAuthorsOfAQuotedTitleAreAPapers(t *testing.T) {
	expectRoutes(t, referencePlanner(t), []namedRoute{
		{"de: Autoren von 'Attention Is All You Need'", "Wer sind die Autoren von 'Attention Is All You Need' und in welchem Jahr erschien das?", "papers.search"},
		{"es: autores de 'Deep Residual …'", "¿quiénes son los autores de 'Deep Residual Learning for Image Recognition'?", "papers.search"},
		{"en: the authors of a quoted title", `who are the authors of "Attention Is All You Need"`, "papers.search"},
		{"en: what year did … publish the paper, which journal", "what year did Watson & Crick publish the DNA double helix paper, and in which journal?", "papers.search"},
		{"control: en: who wrote a novel", `who wrote "The Old Man and the Sea"`, ""},
	})
}

// The agenda asked whether anything is on before or after an hour, or "have I got
// anything on …"; German "übermorgen" names a day.
func TestAgendaAskedWhetherAnythingIsOn(t *testing.T) {
	expectRoutes(t, referencePlanner(t), []namedRoute{
		{"en: anything before 10 the day after tomorrow", "do I have anything before 10 the day after tomorrow?", "calendar.list"},
		{"en: have I got anything on friday", "have I got anything on friday afternoon?", "calendar.list"},
		{"de: hab ich übermorgen irgendwas vor 10", "Hab ich übermorgen irgendwas vor 10 Uhr?", "calendar.list"},
		{"fr: au programme demain", "Qu'est-ce que j'ai au programme demain matin ?", "calendar.list"},
		{"zh: 有没有安排", "看看这周五下午我有没有安排", "calendar.list"},
		{"de: wann ist mein nächstes 1:1", "Wann ist mein nächstes 1:1 mit Frau Keller?", "calendar.list"},
		{"ja: 次の1on1はいつ", "次の佐藤さんとの1on1っていつだっけ", "calendar.list"},
	})
}

// Meetings are set up by more names and verbs: a Jour fixe, a 1on1, a 组会, "organize a
// meeting", 约一下, 订个会, 枠をおさえて, marked in the calendar (在日历里标, marca na agenda);
// time blocked for a reading or with an "otherwise" after it; time scheduled at a clock
// time whatever it is for. A job set up every Monday with no hour is none.
func TestMeetingsSetUpByMoreNamesAndVerbs(t *testing.T) {
	expectRoutes(t, referencePlanner(t), []namedRoute{
		{"de: einen Jour fixe eintragen", "Kannst du mir jeden zweiten Donnerstag um 14 Uhr einen Jour fixe mit dem Vertriebsteam eintragen?", "calendar.create"},
		{"fr: organise une réunion", "Organise une réunion dans 2 heures avec Claire et Hugo, 45 minutes", "calendar.create"},
		{"en: organize a meeting", "organize a meeting with Claire tomorrow at 3", "calendar.create"},
		{"zh: 约一下…的会", "后天上午10点到11点半约一下和王总的会", "calendar.create"},
		{"zh: 帮我订个会", "帮我订个会，北京时间晚上9点，也就是旧金山早上6点，跟美国团队对一下进度", "calendar.create"},
		{"zh: 建个组会", "帮我周四上午10点建个组会", "calendar.create"},
		{"zh: 在日历里标一下", "国庆7号到9号请假，在日历里标一下", "calendar.create"},
		{"ja: 枠をおさえて", "来月の第2水曜、10:00-12:00で採用面接の枠をおさえてください", "calendar.create"},
		{"pt: marca na agenda", "marca na agenda o inventário rotativo quinta às 14h", "calendar.create"},
		{"en: block hours for paper reading", "block 2 hours friday afternoon on my calendar for paper reading", "calendar.create"},
		{"de: blockier …, sonst buchen mich alle zu", "Bitte blockier mir morgen von 9 bis 11:30 Zeit für Fokusarbeit, sonst buchen mich wieder alle zu", "calendar.create"},
		{"en: block hours for the stock count", "block 2pm-4pm tomorrow for the quarterly stock count", "calendar.create"},
		{"control: de: a stock count every Monday", "Bestandszählung jeden Montag einplanen", ""},
	})
}

// An existing meeting moved or made to recur otherwise is changed, which no endpoint
// does: "¿me mueves …?", "can the meeting be pushed?", "resched", an arrow to an hour,
// "am Dienstag statt am Montag", "→ wöchentlich wiederholen", "Mach aus dem wöchentlichen
// … einen zweiwöchentlichen", and a booking taken back in kana.
func TestAnExistingMeetingMovedOrRecurringIsRefused(t *testing.T) {
	expectRoutes(t, referencePlanner(t), []namedRoute{
		{"es: me mueves la reunión", "¿Me mueves la reunión del jueves para las 11?", ""},
		{"en: can the meeting be pushed", "can the meeting be pushed?", ""},
		{"en: resched", "resched my meeting with Ana to 10", ""},
		{"en: an arrow to an hour", "meeting -> 10am", ""},
		{"de: auf den Nachmittag verschoben", "Ich brauche das Meeting mit Dana morgen auf den Nachmittag verschoben.", ""},
		{"de: am Dienstag statt am Montag", "Eigentlich müsste das Meeting am Dienstag statt am Montag sein.", ""},
		{"de: wöchentlich wiederholen", "Meeting → wöchentlich wiederholen, dienstags 9 Uhr", ""},
		{"de: aus dem wöchentlichen einen zweiwöchentlichen", "Mach aus dem wöchentlichen Meeting bitte ein zweiwöchentliches.", ""},
		{"de: die Einladung … bestätigen", "Die Einladung zum Meeting am Montag bestätigen – ich bin dabei.", ""},
		{"control: ja: a booking taken back in kana", "よやく とりけして あしたの1on1", ""},
		{"control: en: a meeting set up at an hour", "set up a meeting with Ana tomorrow at 10am", "calendar.create"},
	})
}

// The shop floor's words for stock: goods sold out (agotados), a SKU's balance (saldo),
// articles counted in units, items below a count of units, stock booked in (lança no
// estoque) or subtracted (subtrai, sottrai).
func TestStockNamedByTheShopFloor(t *testing.T) {
	expectRoutes(t, referencePlanner(t), []namedRoute{
		{"es: productos agotados", "muéstrame los productos agotados", "inventory.search"},
		{"pt: saldo do SKU", "consulta o saldo do SKU PAN-09", "inventory.search"},
		{"es: artículos … unidades en bodega", "qué artículos tienen menos de 5 unidades en bodega?", "inventory.search"},
		{"pt: itens abaixo de 20 unidades", "me mostra os itens abaixo de 20 unidades", "inventory.search"},
		{"pt: lança no estoque", "recebemos 250 peças do SKU PAR-M8, lança no estoque", "inventory.update"},
		{"pt: subtrai 10 do SKU", "subtrai 10 do SKU GAR-1L, foram devolvidos", "inventory.update"},
		{"it: sottrai 10 dallo SKU", "sottrai 10 dallo SKU GAR-1L", "inventory.update"},
		{"es: the aisle a SKU is in", "en qué pasillo está el SKU 40017", ""},
	})
}

// What no endpoint answers, in more words: a 52-week high (52周最高价), an account closed
// (注销), a citation formatted (APA 格式), an opinion (你觉得 … 靠谱吗), the weather it was
// (faisait-il … dernier), a user's manager (Manager von, el jefe de ese usuario).
func TestRefusalsNamedInMoreWords(t *testing.T) {
	expectRoutes(t, referencePlanner(t), []namedRoute{
		{"zh: 52周最高价", "请您查一下苹果公司股票的52周最高价。", ""},
		{"zh: 注销账号", "请您注销用户赵敏的账号，她已经离职了。", ""},
		{"zh: APA 格式的引用", "帮我把 10.1145/3394486.3403172 转成 APA 格式的引用", ""},
		{"zh: 你觉得 … 靠谱吗", "你觉得这篇论文的结论靠谱吗", ""},
		{"fr: quel temps faisait-il", "Quel temps faisait-il à Lille le 14 juillet dernier ?", ""},
		{"mixed: der Manager von user", "Wer ist der Manager von user lschmidt in the directory?", ""},
		{"es: el jefe de ese usuario", "¿quién es el jefe de ese usuario? el de la cuenta 7782", ""},
		{"control: en: a user's profile", "show the profile of user lschmidt", "users.lookup"},
	})
}

// Mixed and informal requests: Latin-script Hindi led by a place and a postposition
// ("Mumbai mein abhi …"), what a guide is for ("… karne ka koi guide"), a hyphenated
// Help-Artikel, the weather "wettertechnisch", a request opened by "ok great, then", and
// Spanish citas of a paper.
func TestMixedAndInformalRequestsRoute(t *testing.T) {
	expectRoutes(t, referencePlanner(t), []namedRoute{
		{"hi: Mumbai mein abhi temperature", "Mumbai mein abhi temperature kitna hai bhai?", "weather.current"},
		{"hi: … karne ka koi guide", "Export to CSV karne ka koi guide hai knowledge base mein?", "support.search"},
		{"de: ein Help-Artikel", "Gibt es einen Help-Artikel zum Thema printer setup?", "support.search"},
		{"de: wettertechnisch", "Wir fahren nächste Woche nach Freiburg, wie schauen die nächsten Tage dort wettertechnisch aus?", "weather.forecast"},
		{"en: ok great, then book", "ok great, then book a 30 min call with Dana friday at 2pm", "calendar.create"},
		{"es: cuántas citas tiene arXiv", "cuántas citas tiene arXiv:1409.1556", "papers.citations"},
		{"es: número de citas del paper", "número de citas del paper original de word2vec", "papers.citations"},
		{"control: de: mein Kurs an der Uni", "Bleibt mein Kurs an der Uni bestehen, wenn ich ein Semester Pause mache?", ""},
		{"control: en: a joined act nobody offers", "create the event and send invitations to every attendee", ""},
	})
}

// A problem told with what it began after or what a device stopped doing still opens
// the ticket asked ("… since the last update, need to report this to support", "…
// stopped reading barcodes, can you open a ticket"); a Japanese profile field set to a
// Latin-script value is changed; what a SKU costs is its price, which no endpoint gives.
func TestProblemsToldBesideTheirTicket(t *testing.T) {
	expectRoutes(t, referencePlanner(t), []namedRoute{
		{"en: since the last update", "handheld scanner keeps freezing since the last update, need to report this to support", "support.create_ticket"},
		{"en: stopped reading barcodes", "our zebra scanner on dock 3 stopped reading barcodes, can you open a ticket", "support.create_ticket"},
		{"ja: タイムゾーンを Europe/London にして", "住所はもう直したので、ユーザー hayashi のタイムゾーンだけ Europe/London にしてください", "users.update"},
		{"es: cuánto cuesta el SKU", "¿Cuánto cuesta el SKU MX-4410?", ""},
		{"pt: quanto custa o SKU", "quanto custa o SKU LAP-2B pra gente?", ""},
		{"control: en: how much of a SKU is in stock", "how much is SKU 4410 in stock?", "inventory.search"},
		{"control: es: what a metro ticket costs", "¿Cuánto cuesta el ticket del metro en Madrid?", ""},
	})
}

// Questions about the assistant's own data or reach are no request of it: where its
// weather data comes from, how far back its prices go, whether it can see a calendar.
func TestQuestionsAboutTheAssistantsDataAreRefused(t *testing.T) {
	expectRoutes(t, referencePlanner(t), []namedRoute{
		{"en: the weather data you use", "is the weather data you use from NOAA or somewhere else?", ""},
		{"es: hasta qué fecha llegan tus datos", "¿Hasta qué fecha llegan tus datos históricos de bolsa?", ""},
		{"de: wie weit reichen deine Kursdaten", "Wie weit reichen deine Kursdaten zurück?", ""},
		{"de: woher deine Wetterdaten", "Woher bekommst du eigentlich deine Wetterdaten?", ""},
		{"de: kannst du meinen Kalender überhaupt sehen", "Kannst du meinen Kalender überhaupt sehen?", ""},
		{"ja: カレンダーにアクセスできますか", "私のカレンダーにアクセスできますか？", ""},
		{"ja: いつまで遡れますか", "株価データはいつまで遡れますか？", ""},
		{"control: en: what your forecast says", "what does your forecast say for Berlin tomorrow?", "weather.forecast"},
	})
}

// A share asked in more ways: how much it is now (지금 얼마야, gerade bei wie viel), how it
// moved (bewegt, se movió, 走势), a chart over a span named apart (Siemens Chart der
// letzten 6 Monate, ここ半年のチャート), prices during a year; accounts deleted in Italian
// and Portuguese, and tickets opened with a pronoun (apritemi) are read too.
func TestSharesAndAccountsAskedInMoreWays(t *testing.T) {
	expectRoutes(t, referencePlanner(t), []namedRoute{
		{"ko: 지금 얼마야", "삼성전자 005930.KS 지금 얼마야?", "finance.quote"},
		{"de: gerade bei wie viel", "AAPL gerade bei wie viel?", "finance.quote"},
		{"de: wie hat sich … bewegt", "Wie hat sich VW letzte Woche bewegt?", "finance.history"},
		{"es: cómo se movió … la gráfica", "¿cómo se movió Ecopetrol (EC) el último mes? mostrame la gráfica", "finance.history"},
		{"de: Chart der letzten 6 Monate", "Siemens Chart der letzten 6 Monate", "finance.history"},
		{"ja: ここ半年のチャート", "任天堂 ここ半年のチャート", "finance.history"},
		{"es: precios durante 2020", "precios de Amazon durante 2020", "finance.history"},
		{"it: cancellate il mio account", "Cancellate il mio account, basta", ""},
		{"pt: apaguem minha conta", "Apaguem minha conta, não quero mais saber de vocês", ""},
		{"it: apritemi un ticket", "Sono tre giorni che il gestionale non si apre, apritemi un ticket perfavore", "support.create_ticket"},
		{"pt: abram um ticket", "Desde a atualização o sistema de ponto não registra minha entrada. Abram um ticket, por favor", "support.create_ticket"},
		{"fr: déclarer un incident", "Déclarer un incident : la badgeuse de l'entrée B ne lit plus aucun badge", "support.create_ticket"},
		{"control: ko: a laptop's price now", "이 노트북 지금 얼마야?", ""},
	})
}

// Context that names other things does not take the ask: "all fine" asks for no whole
// collection, a sync before which something is asked is a meeting, an update being
// prepared is a document, and "¿me agendas …?" books.
func TestContextAroundTheAskIsNotAsked(t *testing.T) {
	expectRoutes(t, referencePlanner(t), []namedRoute{
		{"en: all fine", "Weekend plans: hiking near Denver if it's not snowing. I checked the stock of hiking boots in our store, all fine. What's the forecast for Denver this Saturday and Sunday?", "weather.forecast"},
		{"en: prepping the investor update", "Quick context: I'm prepping the investor update and the support backlog is through the roof. Not interested in history right now, just need the latest quote for NVDA. Thx", "finance.quote"},
		{"en: before the 10am sync", "Quick favour before the 10am sync: show me the account for user jdoe42.", "users.lookup"},
		{"es: ¿me agendas una reunión?", "Hola, ya revisé la cotización de Santander y está todo bien. ¿Me agendas una reunión el lunes a las 9:30 con el equipo de ventas, título 'Revisión de objetivos'? Una hora.", "calendar.create"},
		{"control: en: sync my calendar", "sync my calendar with outlook", ""},
	})
}

// Weather in Japanese and Chinese speech: the days from now (これから3日間), tomorrow
// morning (明早, 明日の朝 … 何度くらいになる), degrees asked (現在高雄幾度), a topic waved
// off first (不用管空气质量); the record of years gone by (历年最高温) and advice (どうしたら
// いい) are refused.
func TestWeatherInJapaneseAndChineseSpeech(t *testing.T) {
	expectRoutes(t, referencePlanner(t), []namedRoute{
		{"ja: これから3日間", "これから3日間の福岡の天気知りたい", "weather.forecast"},
		{"ja: 明日の朝 … 何度くらいになる", "明日の朝の仙台、何度くらいになる？", "weather.forecast"},
		{"zh: 明早 … 会降温吗", "明早武汉会降温吗", "weather.forecast"},
		{"zh: 現在高雄幾度", "現在高雄幾度", "weather.current"},
		{"zh: 不用管空气质量", "不用管空气质量，就告诉我现在北京几度", "weather.current"},
		{"zh: 历年最高温", "北京历年最高温是多少度", ""},
		{"ja: どうしたらいい", "天気悪いと頭痛くなるんだけどどうしたらいい？", ""},
		{"control: ja: これから going out, now", "これから外出するんだけど、福岡いま雨降ってる？", "weather.current"},
	})
}

// Materials and papers in German, Spanish and French: papers of a year on a topic (Paper
// von 2020 über, articles de 2022 sur), a lattice constant (constante de réseau), a space
// group at room temperature (temperatura ambiente beside a crystal), a price by an
// exchange-suffixed ticker (cours AIR.PA), and the agenda of a short weekday (thurs).
func TestScienceAndShortRequestsInMoreWords(t *testing.T) {
	expectRoutes(t, referencePlanner(t), []namedRoute{
		{"de: Paper von 2020 über", "Finde Paper von 2020 über Bandlücken-Engineering in Perowskiten", "papers.search"},
		{"fr: articles de 2022 sur", "Trouve des articles de 2022 sur les électrolytes solides sulfurés", "papers.search"},
		{"fr: constante de réseau", "constante de réseau de l'aluminium", "materials.structure"},
		{"es: grupo espacial a temperatura ambiente", "¿En qué grupo espacial cristaliza el BaTiO3 a temperatura ambiente?", "materials.structure"},
		{"fr: cours AIR.PA", "cours AIR.PA", "finance.quote"},
		{"en: whats on thurs", "whats on thurs", "calendar.list"},
		{"control: es: the temperature outside", "¿qué temperatura ambiente hay en Madrid?", "weather.current"},
	})
}

// A thing named and then "no" is set aside ("el histórico no, dame solo el precio
// actual"), and so is a rejection after "in realtà" or "en realidad".
func TestAThingThenNoIsSetAside(t *testing.T) {
	expectRoutes(t, referencePlanner(t), []namedRoute{
		{"es: el histórico no", "no, el histórico no, dame solo el precio actual de Inditex (ITX.MC)", "finance.quote"},
		{"it: in realtà non la struttura", "in realtà non la struttura: trovami materiali con band gap sotto 1 eV", "materials.search"},
		{"control: es: the history asked", "dame el histórico de AAPL del último mes", "finance.history"},
	})
}

// Near-domain refusals in more words: an existing meeting's length, video link or
// meeting number; a calendar shared; a user's quota, direct reports, mobile number or
// office extension; an account active or suspended; an existing meeting moved,
// shortened or its invitation resent (pt, it); an account deleted (deletem); support's
// Sunday hours or free number.
func TestMoreNearDomainRefusals(t *testing.T) {
	expectRoutes(t, referencePlanner(t), []namedRoute{
		{"zh: 会议要开多久", "帮我查下周三那个客户会议要开多久", ""},
		{"zh: zoom 链接", "周五那个 all hands 的 zoom 链接发我下", ""},
		{"fr: combien de temps dure la réunion", "Combien de temps dure la réunion de lancement de lundi ?", ""},
		{"zh: 日历共享给", "能把我的日历共享给助理李娜吗？她需要看我的安排", ""},
		{"en: mailbox quota", "how much of her mailbox quota has user anna.k used up", ""},
		{"en: direct reports", "list the direct reports of user Karen Miles in the directory", ""},
		{"en: mobile number", "can you give me the mobile number listed for user Priya Das in the directory", ""},
		{"pt: extensão do", "Qual é a extensão do Fábio? procura no diretório da empresa", ""},
		{"it: attivo o sospeso", "l'account di Lorenzo è attivo o sospeso?", ""},
		{"pt: passar a reunião", "Podes passar a reunião de equipa de quarta para quinta à mesma hora?", ""},
		{"pt: encurta a reunião", "encurta a reunião de amanhã pra 30 minutos, ninguém aguenta 1h", ""},
		{"it: accorcia la riunione", "accorcia a 30 minuti la riunione di domani, un'ora è troppo", ""},
		{"pt: reenvia o convite", "reenvia o convite da reunião de segunda pro cliente, ele não recebeu", ""},
		{"pt: deletem minha conta", "quero que deletem minha conta definitivamente, não uso mais", ""},
		{"es: atiende los domingos", "¿El soporte atiende los domingos?", ""},
		{"es: número gratuito", "¿El servicio de soporte tiene algún número gratuito?", ""},
		{"control: it: quanto quota ENI", "Quanto quota ENI.MI adesso?", "finance.quote"},
		{"control: en: a user's profile in the directory", "show user Karen Miles in the directory", "users.lookup"},
	})
}

// Stock in Korean and Japanese warehouse speech: sold out (품절), a count added (재고
// +120), deducted (5개 차감, 在庫から引いて) or put back (在庫に戻して); a product's list
// price by its code (HD-330の定価) is a SKU's, and money changed (両替) a rate.
func TestStockAndPricesInKoreanAndJapaneseWarehouseSpeech(t *testing.T) {
	expectRoutes(t, referencePlanner(t), []namedRoute{
		{"ko: 품절된 상품", "품절된 상품 뭐뭐 있어?", "inventory.search"},
		{"ko: 재고 +120", "방금 입고된 거 반영해서 A-2093 재고 +120 해주세요", "inventory.update"},
		{"ko: 5개 차감", "TS-100 판매된 거 5개 차감해줘", "inventory.update"},
		{"ja: 在庫から引いて", "破損が2個出たのでHD-330の在庫から引いてください", "inventory.update"},
		{"ja: 在庫に戻して", "返品で戻ってきた3個、SKU-2209の在庫に戻しておいて", "inventory.update"},
		{"ja: HD-330の定価", "HD-330の定価いくらだっけ", ""},
		{"ja: 両替するといくら", "1万円をユーロに両替するといくらになる？", ""},
		{"en: GBP/JPY rate history", "GBP/JPY rate history over the last year", ""},
		{"en: what stocks does VOO hold", "what stocks does VOO hold", ""},
		{"control: ja: a share's price", "トヨタの株価いくら？", "finance.quote"},
	})
}

// Time held or a meeting booked in Spanish, French, Italian and Portuguese: "resérvame
// una hora", "réserve un créneau", "mets-moi une réunion", "riservami un'ora", "mi
// prenoti una riunione", "reserva 1h".
func TestTimeHeldInRomanceLanguages(t *testing.T) {
	expectRoutes(t, referencePlanner(t), []namedRoute{
		{"es: resérvame una hora", "Resérvame una hora el martes para una llamada con el banco", "calendar.create"},
		{"fr: réserve un créneau", "Réserve un créneau d'une heure vendredi pour un appel avec le comptable", "calendar.create"},
		{"fr: mets-moi une réunion", "mets-moi une réunion de 30 min avec le service juridique lundi à 11h", "calendar.create"},
		{"it: riservami un'ora", "riservami un'ora domani dopo pranzo per finire il report", "calendar.create"},
		{"it: mi prenoti una riunione", "Mi prenoti una riunione con il marketing domani alle 9:30?", "calendar.create"},
		{"pt: reserva 1h", "reserva 1h amanhã depois do almoço pra eu focar no relatório, senão não sai", "calendar.create"},
		{"control: es: a table booked", "resérvame una mesa para dos en un restaurante italiano", ""},
	})
}

// A postal code is an address, Italian "fuso orario" a time zone, a French weekend asked
// whether anything is on the agenda, and a weekly meeting moved "a los martes" a move.
func TestProfileFieldsAndAgendaInMoreWords(t *testing.T) {
	expectRoutes(t, referencePlanner(t), []namedRoute{
		{"en: postal code", "modify user 2291's postal code to 10115", "users.update"},
		{"it: fuso orario", "Modifica il fuso orario nel profilo di Marco, adesso lavora da New York", "users.update"},
		{"fr: quelque chose ce week-end", "Est-ce que j'ai quelque chose ce week-end ?", "calendar.list"},
		{"es: pásala a los martes", "La reunión semanal de los lunes pásala a los martes a partir de ahora", ""},
		{"control: en: a user's profile shown", "show user 2291's profile", "users.lookup"},
	})
}

// Korean: a thing "됐고" (never mind) within a clause is set aside ("배당은 됐고 그냥 KO
// 지금 주가만"), and whether it is all right to buy a share now ("사도 될까") is advice.
func TestKoreanNeverMindAndWhetherToBuy(t *testing.T) {
	expectRoutes(t, referencePlanner(t), []namedRoute{
		{"ko: 배당은 됐고", "배당은 됐고 그냥 KO 지금 주가만", "finance.quote"},
		{"ko: 꽃가루는 됐고", "꽃가루는 됐고 모레 대전 날씨 예보만 알려줘", "weather.forecast"},
		{"ko: 지금 사도 될까", "애플 주식 지금 사도 될까?", ""},
		{"control: ko: a share's price now", "애플 주가 지금 알려줘", "finance.quote"},
	})
}

// Hindi in Devanagari: the catalog's domains, acts and times in Hindi words and their
// loanwords, a clause ending "नहीं" (not) or forbidding an act with "मत" (don't) set
// aside, as their Latin-script twins ("nahi", "mat karo") are.
func TestHindiInDevanagari(t *testing.T) {
	expectRoutes(t, referencePlanner(t), []namedRoute{
		{"hi: weather today", "आज दिल्ली का मौसम कैसा है?", "weather.current"},
		{"hi: rain tomorrow", "कल मुंबई में बारिश होगी क्या?", "weather.forecast"},
		{"hi: not the forecast, the temperature now", "पूर्वानुमान नहीं, अभी दिल्ली में तापमान कितना है?", "weather.current"},
		{"hi: today's agenda", "मेरे कैलेंडर में आज क्या है?", "calendar.list"},
		{"hi: a meeting scheduled", "कल सुबह 10 बजे टीम के साथ मीटिंग शेड्यूल कर दो", "calendar.create"},
		{"hi: don't create, show", "नया इवेंट मत बनाओ, बस कल के मेरे कैलेंडर इवेंट्स दिखाओ", "calendar.list"},
		{"hi: a ticket opened", "मेरा लैपटॉप चालू नहीं हो रहा, एक सपोर्ट टिकट खोल दो", "support.create_ticket"},
		{"hi: don't open a ticket, find the article", "टिकट मत खोलो, रिफंड पॉलिसी वाला हेल्प आर्टिकल ढूंढ दो", "support.search"},
		{"hi: units added", "SKU A-100 में 20 यूनिट जोड़ दो", "inventory.update"},
		{"hi: don't check stock, add units", "स्टॉक चेक मत करो, SKU IN-4410 में 25 यूनिट जोड़ दो", "inventory.update"},
		{"hi: no profile update, show it", "प्रोफ़ाइल अपडेट नहीं करनी, बस यूज़र rahul.k का प्रोफ़ाइल दिखा दो", "users.lookup"},
		{"hi: a name changed", "यूज़र rahul का नाम बदल दो Rahul Kumar", "users.update"},
		{"hi: a share's price now", "Infosys के शेयर का भाव अभी क्या है?", "finance.quote"},
		{"hi: a share's prices over six months", "पिछले 6 महीने का TCS का भाव दिखाओ", "finance.history"},
		{"hi: research papers", "ग्राफीन पर रिसर्च पेपर ढूंढो", "papers.search"},
		{"hi: a crystal structure", "NaCl की क्रिस्टल संरचना बताओ", "materials.structure"},
		{"hi: not the forecast, the AQI", "पूर्वानुमान नहीं, आज जयपुर का AQI बताओ", ""},
		{"hi: not the price, buying shares", "शेयर प्राइस नहीं, मुझे Infosys के 100 शेयर खरीदने हैं", ""},
		{"hi: a flight booked", "दिल्ली से गोवा की फ्लाइट बुक करो", ""},
		{"hi (Latin): don't open a ticket, find the article", "ticket mat kholo, refund policy wala help article dhoondh do", "support.search"},
		{"hi (Latin): don't search papers, send the PDF", "papers search mat karo, is paper ka full text PDF bhej do", ""},
		{"control: en: a yoga mat is no negation", "yoga mat SKU YM-20, how many do we have in stock?", "inventory.search"},
	})
}

// A verb before "forecast" is no subject of it, and a storm that will be somewhere is
// the weather's.
func TestForecastRetrievedAndStormsAhead(t *testing.T) {
	expectRoutes(t, referencePlanner(t), []namedRoute{
		{"en: retrieve forecast", "retrieve forecast for berlin this weekend pls", "weather.forecast"},
		{"en: will there be a storm", "will there be a storm in Miami this weekend?", "weather.forecast"},
		{"en: any storms", "any storms in Tampa tomorrow?", "weather.forecast"},
		{"control: en: a storm of complaints", "Will there be a storm of complaints in Chicago tomorrow after the outage?", ""},
		{"control: en: a sales forecast", "retrieve the sales forecast for next quarter", ""},
	})
}

// Counts added to or taken from an item named by its code, typed short or without
// accents, update its stock; the supplier or sale that explains them is no field asked.
// An item code's price asked in Chinese or Japanese is no stock, nor is its bin.
func TestStockCountsTypedShort(t *testing.T) {
	expectRoutes(t, referencePlanner(t), []namedRoute{
		{"en: minus 2 on sku", "minus 2 on sku AB-09 sold offline", "inventory.update"},
		{"es: quita 5 del sku", "quita 5 del sku 1200 porfa, devolucion al proveedor", "inventory.update"},
		{"de: stueck zu sku hinzufuegen", "10 stueck zu sku 2291 hinzufuegen bitte", "inventory.update"},
		{"fr: ajoute 6 au sku", "ajoute 6 au sku FR-900, reception fournisseur", "inventory.update"},
		{"fr: retirer 2 unites du sku", "retirer 2 unites du sku 5018, casse en rayon", "inventory.update"},
		{"fr: mettre le stock du sku a 75", "mettre le stock du sku 3312 a 75 apres comptage", "inventory.update"},
		{"pt: adiciona 30 unid no sku", "adiciona 30 unid no sku BR-450 chegou a carga", "inventory.update"},
		{"zh: 加 50 件", "SKU CN-220 加 50 件,刚到货", "inventory.update"},
		{"zh: 减 4 个", "SKU 7705 减 4 个 破损", "inventory.update"},
		{"zh: SKU 多少钱", "SKU 4401 多少钱", ""},
		{"zh: SKU 货位", "SKU 8809 放在哪个货位", ""},
		{"control: de: units sent elsewhere", "Verschick 20 Stück von SKU 3301 an Filiale Köln", ""},
		{"control: zh: a flight's price", "深圳到北京的机票多少钱", ""},
	})
}

// Time blocked in Italian and French ("blocca due ore venerdì pomeriggio", "bloque mon
// aprem de vendredi", "bloque-moi 2h") is an event, whatever it is for (a report
// written then is no report asked); a meeting booked with "prenotare" is one too.
func TestTimeBlockedInItalianAndFrench(t *testing.T) {
	expectRoutes(t, referencePlanner(t), []namedRoute{
		{"it: blocca due ore", "blocca due ore venerdì pomeriggio per lavorare sul report", "calendar.create"},
		{"fr: bloque mon aprem", "bloque mon aprem de vendredi pour la préparation du séminaire", "calendar.create"},
		{"fr: bloque-moi 2h", "Au lieu d'afficher mon agenda, bloque-moi 2h jeudi après-midi pour rédiger le rapport", "calendar.create"},
		{"en: block two hours friday afternoon", "block two hours friday afternoon to work on the report", "calendar.create"},
		{"it: prenotare una riunione", "Puoi prenotare una riunione per mercoledì 9:30, sala Verdi?", "calendar.create"},
		{"control: it: a user blocked", "blocca l'utente mrossi", ""},
		{"control: en: a payment blocked", "block the payment to vendor 22 on friday afternoon", ""},
	})
}

// Help that did not work in Spanish, Italian, French or Portuguese leaves the ticket
// asked after it ("Ya leí la guía y no funciona, abran un ticket"), and a fault reported
// in Spanish ("informar de un fallo") opens one.
func TestFailedHelpAndReportedFaults(t *testing.T) {
	expectRoutes(t, referencePlanner(t), []namedRoute{
		{"it: la guida non funziona", "Ho già letto la guida e non funziona, aprite un ticket per favore: la VPN si disconnette ogni 5 minuti", "support.create_ticket"},
		{"es: la guía no funciona", "Ya leí la guía y no funciona, abran un ticket por favor", "support.create_ticket"},
		{"fr: ça ne marche pas", "J'ai lu le guide, ça ne marche pas, ouvrez un ticket", "support.create_ticket"},
		{"pt: não funcionou", "Li o guia e não funcionou, abre um chamado", "support.create_ticket"},
		{"es: informar de un fallo", "Hola, les escribo para informar de un fallo: la app de gastos se cierra al subir fotos", "support.create_ticket"},
		{"control: es: a guide asked", "busca la guía para configurar la VPN", "support.search"},
	})
}

// More Hindi in Devanagari: counts raised, fields set with "कर दो", profiles opened,
// charts, quotes, citing papers, and the near-domain asks refused as in other languages
// (explanations, crypto, exchange rates, buying shares, gains in percent, averages,
// suppliers, bins, moved or cancelled meetings, roles).
func TestMoreHindiInDevanagari(t *testing.T) {
	expectRoutes(t, referencePlanner(t), []namedRoute{
		{"hi: stock raised by 30", "नया माल आया है, SKU XY-88 का स्टॉक 30 बढ़ाओ", "inventory.update"},
		{"hi: a language set", "मेरे अकाउंट की भाषा हिंदी कर दो", "users.update"},
		{"hi: a profile opened", "प्रिया वर्मा का यूज़र प्रोफ़ाइल खोलो", "users.lookup"},
		{"hi: a six-month chart", "रिलायंस का पिछले 6 महीने का चार्ट दिखाओ", "finance.history"},
		{"hi: the latest quote", "AAPL का लेटेस्ट क्वोट दिखाओ", "finance.quote"},
		{"hi: papers citing a DOI", "DOI 10.1038/nature14539 को कौन-कौन से पेपर्स साइट करते हैं?", "papers.citations"},
		{"hi: items low in stock", "जिन आइटम्स का स्टॉक 10 से कम है उनकी लिस्ट दिखाओ", "inventory.search"},
		{"hi: time blocked", "सोमवार सुबह 10 से 11 तक फोकस टाइम ब्लॉक कर दो", "calendar.create"},
		{"hi: not about the password", "पासवर्ड की बात नहीं है, बस यूज़र राहुल की प्रोफ़ाइल दिखा दो", "users.lookup"},
		{"hi: an explanation", "सिलिकॉन में बैंड गैप क्यों होता है, आसान भाषा में समझाओ", ""},
		{"hi: bitcoin", "बिटकॉइन की कीमत अभी कितनी है?", ""},
		{"hi: euro in rupees", "यूरो का भाव रुपये में कितना चल रहा है", ""},
		{"hi: shares bought", "मेरे लिए टाटा स्टील के 10 शेयर खरीद दो", ""},
		{"hi: a gain in percent", "इस साल अडानी का शेयर कितने प्रतिशत बढ़ा है?", ""},
		{"hi: an average temperature", "जयपुर में जून का औसत तापमान कितना होता है", ""},
		{"hi: a supplier", "SKU 55821 का सप्लायर कौन है?", ""},
		{"hi: a meeting postponed", "मंगलवार वाली मीटिंग अगले हफ्ते पर पोस्टपोन करो", ""},
		{"hi: a meeting cancelled", "शुक्रवार की क्लाइंट मीटिंग कैंसल कर दो", ""},
		{"hi: a role given", "यूज़र अमित को एडमिन रोल दे दो", ""},
		{"control: hi: a share's price now", "Infosys के शेयर का भाव अभी क्या है?", "finance.quote"},
	})
}

// Latin-script Hindi: rain that will be, spans of units said of a chart, shares as a
// noun, a "mat" forbidding the act right after it, densities bounded after their value,
// and buying or selling shares refused.
func TestLatinScriptHindi(t *testing.T) {
	expectRoutes(t, referencePlanner(t), []namedRoute{
		{"hi: baarish hogi", "kal Jaipur me baarish hogi kya?", "weather.forecast"},
		{"hi: a year's price chart", "NVDA ka 1 saal ka price chart dikhao", "finance.history"},
		{"hi: share ka chart", "HDFC Bank share ka jan se march 2024 tak ka chart chahiye", "finance.history"},
		{"hi: kitne pe hai", "TCS stock abhi kitne pe hai bhai", "finance.quote"},
		{"hi: ticket mat banao abhi", "ticket mat banao abhi, pehle VPN setup ka koi help article hai kya dekho", "support.search"},
		{"hi: density se kam", "density 5 g/cm3 se kam wale materials search karo", "materials.search"},
		{"hi: time blocked 6 se 7", "friday sham 6 se 7 gym ke liye time block karo", "calendar.create"},
		{"hi: shares bought", "Reliance ke 10 shares kharid do", ""},
		{"hi: shares sold", "TCS ke saare shares bech do abhi", ""},
		{"hi: a gain in percent", "mere Tata Motors ke shares is saal kitne % badhe", ""},
		{"hi: a rack", "SKU XY-99 warehouse me kahan rakha hai, rack number batao", ""},
		{"control: en: a share sent to a colleague", "share the Q3 report with Priya", ""},
	})
}

// Two asks in turn are planned for the first ("X, then Y", "danach", "y luego", "その後",
// "然后"; "X, but first Y" puts Y first), unless the second changes the record the first
// reads, which a single call carries ("Look up user 7731 and then update his language").
func TestTwoAsksInTurnPlanTheFirst(t *testing.T) {
	expectRoutes(t, referencePlanner(t), []namedRoute{
		{"en: weather now, then a calendar event", "check the weather in Lisbon right now and then add a beach day to my calendar for Saturday", "weather.current"},
		{"en: papers, after that who cites", "first find papers on perovskite solar cells from 2021, after that list who cites the top one", "papers.search"},
		{"en: a quote, also a history", "whats AAPL trading at rn, also show me its price over the last 6 months", "finance.quote"},
		{"de: Kristallstruktur, danach Materialien", "Kristallstruktur von NaCl bitte, danach Materialien mit Bandlücke über 3 eV", "materials.structure"},
		{"de: aber zuerst", "Materialien mit einer Bandlücke zwischen 0,5 und 1 eV, aber zuerst die Raumgruppe von Silizium", "materials.structure"},
		{"es: y luego", "Busca materiales con band gap entre 2 y 2.5 eV y después la estructura cristalina del primero", "materials.search"},
		{"zh: 然后", "查一下腾讯（0700.HK）的最新股价，然后看看过去三个月的走势", "finance.quote"},
		{"control: en: a record read, then changed", "Look up user 7731 and then update his language to German", "users.update"},
		{"control: ja: その後 as since then", "先生の2015年の論文、その後どんな研究に引用されてるのか気になる", "papers.citations"},
		{"control: de: also as so", "In der Wissensdatenbank habe ich nichts gefunden, also bitte eine Supportanfrage zum kaputten Export einreichen", "support.create_ticket"},
		{"control: ja: told done, then asked", "ユーザー情報は更新済み。それからSKU-A12の在庫も確認して", "inventory.search"},
	})
}

// A fault reported without a ticket word opens one ("quería reportar que …", "Je veux le
// signaler", "preciso registrar uma ocorrência"); a complaint to someone else is theirs.
func TestFaultsReportedWithoutATicketWord(t *testing.T) {
	expectRoutes(t, referencePlanner(t), []namedRoute{
		{"es: quería reportar que", "Buenas, quería reportar que la factura de marzo me llegó duplicada", "support.create_ticket"},
		{"pt: registrar uma ocorrência", "preciso registrar uma ocorrência, o sistema de ponto não está gravando as entradas", "support.create_ticket"},
		{"control: es: a complaint to a consumer office", "Registra una reclamación en la oficina del consumidor", ""},
		{"control: fr: a complaint to an airline", "La compagnie aérienne a perdu ma valise, comment leur faire une réclamation ?", ""},
	})
}

// A chart of a name written with its capital or a ticker over a span is a share's price
// history ("grafico di Enel negli ultimi 12 mesi", "gráfico da PETR4 nos últimos 3
// meses"); a chart of something lower-case is not.
func TestChartsOfNamedShares(t *testing.T) {
	expectRoutes(t, referencePlanner(t), []namedRoute{
		{"it: grafico di Enel", "Grafico di Enel negli ultimi 12 mesi", "finance.history"},
		{"pt: gráfico da PETR4", "me mostra o gráfico da PETR4 nos últimos 3 meses", "finance.history"},
		{"fr: graphique de TotalEnergies", "tu peux me montrer le graphique de TotalEnergies sur 1 an ?", "finance.history"},
		{"control: es: a chart of sales", "gráfico de ventas del último trimestre", ""},
	})
}

// Catalog words in everyday senses: crystal glasses and sugar, a transport pass's price,
// a government's agenda, a phrase about the weather translated.
func TestCatalogWordsInEverydaySenses(t *testing.T) {
	expectRoutes(t, referencePlanner(t), []namedRoute{
		{"de: Kristallgläser", "Kann man Kristallgläser in die Spülmaschine tun?", ""},
		{"fr: verres en cristal", "Les verres en cristal de Baccarat, ça passe au lave-vaisselle ou pas ?", ""},
		{"de: Deutschlandticket", "Was kostet das Deutschlandticket im Monat?", ""},
		{"fr: agenda politique", "C'est quoi les grandes réformes à l'agenda politique du gouvernement ?", ""},
		{"it: come si traduce", "Come si traduce 'che tempo fa' in spagnolo?", ""},
		{"control: de: a crystal structure", "Zeig mir die Kristallstruktur von NaCl", "materials.structure"},
		{"control: fr: my agenda", "qu'est-ce que j'ai à l'agenda demain ?", "calendar.list"},
	})
}

// More catalog words in other senses: a lawsuit's cost ("action en justice"), building
// materials, a song's lyrics ("letra de Tempo Perdido"), a vaccination calendar, an
// estate's inventory, usernames made up.
func TestMoreCatalogWordsInOtherSenses(t *testing.T) {
	expectRoutes(t, referencePlanner(t), []namedRoute{
		{"fr: action en justice", "Une action en justice contre mon propriétaire, ça coûte combien en gros ?", ""},
		{"pt: material de construção", "quanto sai o material de construção pra uma laje de 50m²", ""},
		{"pt: letra de", "qual a letra de Tempo Perdido do Legião Urbana", ""},
		{"pt: calendário de vacinação", "calendário de vacinação infantil, quais vacinas aos 2 meses?", ""},
		{"pt: inventário de bens", "inventário de bens depois de falecimento, como funciona?", ""},
		{"ja: ユーザー名のアイデア", "ゲーム用のユーザー名のアイデアを10個出して", ""},
		{"control: pt: the weather now", "qual o tempo em Lisboa agora?", "weather.current"},
	})
}

// Casual weather in Portuguese, Spanish, Italian and French: "tá frio", "cuantos grados",
// "c'è il sole adesso", "un parapluie demain" at a named place.
func TestCasualWeatherInRomanceLanguages(t *testing.T) {
	expectRoutes(t, referencePlanner(t), []namedRoute{
		{"pt: tá frio agora", "tá frio em Curitiba agora?", "weather.current"},
		{"es: el termómetro ahora", "cuanto marca el termometro en Medellin ahora mismo", "weather.current"},
		{"it: c'è il sole adesso", "oh ma a Napoli c'e il sole adesso?", "weather.current"},
		{"fr: un parapluie demain", "je prends un parapluie demain à Rennes ?", "weather.forecast"},
		{"control: it: the sun in a song", "canta 'O sole mio' per me", ""},
	})
}

// A fault handed to the service with no ticket word opens a ticket: "pls look into
// this", "necesito que lo arreglen", "bitte kümmern Sie sich darum", a fault of "your
// website" or "my order", a complaint made "to you".
func TestAFaultHandedToTheServiceOpensATicket(t *testing.T) {
	expectRoutes(t, referencePlanner(t), []namedRoute{
		{"en: pls look into this", "hey so the app crashes every single time i open the camera tab, iphone 13, ios 17.4. pls look into this", "support.create_ticket"},
		{"en: fix it, after the update", "Something broke after the last update — the dashboard just shows a blank white screen now. Can someone fix it?", "support.create_ticket"},
		{"es: que lo arreglen", "me cobraron dos veces el mismo mes!! necesito que lo arreglen ya", "support.create_ticket"},
		{"es: a complaint to you", "Quiero poner una queja con ustedes, el técnico nunca vino a la cita", "support.create_ticket"},
		{"fr: a complaint to you, in the rain", "Je veux me plaindre auprès de vous : le livreur a laissé mon colis sous la pluie", "support.create_ticket"},
		{"pt: a fridge bought from you", "A geladeira que comprei de vocês parou de gelar depois de uma semana. Quero acionar a assistência.", "support.create_ticket"},
		{"de: kümmern Sie sich darum", "Sie haben mir den Betrag doppelt abgebucht. Bitte kümmern Sie sich darum.", "support.create_ticket"},
		{"de: your website down", "Eure Webseite ist schon wieder down, ich melde das hiermit offiziell", "support.create_ticket"},
		{"control: a coffee machine broken, nothing asked", "The coffee machine on floor 3 is broken again.", ""},
		{"control: a fault quoted to translate", `Traduce al inglés este mensaje: "Mi pedido llegó roto y quiero un reembolso."`, ""},
		{"control: help articles asked", "A customer says the mobile app crashes on startup after the last update. Find support articles about that.", "support.search"},
	})
}

// Help documents asked whether any exist are searched for, whatever their topic names
// ("is there a help article about changing the payment method?"); rating the desk or
// asking it to call back is no search of its articles.
func TestHelpDocumentsAskedWhetherAnyExist(t *testing.T) {
	expectRoutes(t, referencePlanner(t), []namedRoute{
		{"en: a help article on a payment method", "Is there a help article about changing the payment method?", "support.search"},
		{"es: a frequent question on returns", "hay alguna pregunta frecuente sobre devoluciones?", "support.search"},
		{"fr: a help page on payment errors", "trouve-moi une page d'aide sur les erreurs de paiement", "support.search"},
		{"pt: a help page on a blue screen, before a ticket", "Antes de abrir chamado, tem alguma página de ajuda sobre a tela azul?", "support.search"},
		{"de: a callback from support", "Kann mich bitte jemand vom Support zurückrufen?", ""},
		{"es: support rated", "Califico la atención de soporte con un 10", ""},
		{"it: a review of the help received", "Vorrei lasciare una recensione sull'assistenza ricevuta", ""},
		{"control: a rating of a help document", "[평가] 도움말문서=환불 정책; 별점=5", ""},
		{"control: the comments on a help article", "Hilfeartikel über Zahlungsarten – welche Kommentare haben Nutzer dazu hinterlassen?", ""},
	})
}

// Time held in Italian and Portuguese: "blocca lunedì dalle 14 alle 16", "reserva meia
// hora quinta", "segna in calendario …", "metti una call … domani alle 10".
func TestTimeHeldInItalianAndPortuguese(t *testing.T) {
	expectRoutes(t, referencePlanner(t), []namedRoute{
		{"it: blocca dalle … alle", "blocca lunedì dalle 14 alle 16 per lavoro concentrato", "calendar.create"},
		{"pt: bloqueia das … às", "bloqueia das 8 às 10 na terça pra foco", "calendar.create"},
		{"it: a slot of 45 minutes booked", "prenotami uno slot di 45 minuti mercoledì mattina per la revisione del progetto", "calendar.create"},
		{"pt: half an hour reserved", "reserva meia hora quinta pra revisar o contrato", "calendar.create"},
		{"it: segna in calendario", "segna in calendario la scadenza IVA il 16", "calendar.create"},
		{"it: metti una call alle 10", "metti una call col fornitore domani alle 10 per favore", "calendar.create"},
		{"control: it: a train booked for a morning", "Prenotami un treno Milano-Roma per giovedì mattina", ""},
		{"control: a haircut booked", "Book a haircut at the salon for Saturday morning.", ""},
	})
}

// A paper's year or DOI asked outside English, and Spanish "citas" counted of a work:
// "in che anno è stato pubblicato '…'?", "qual o DOI do artigo '…'?" (the title's words
// ask nothing), "cuántas citas tiene '…'?".
func TestAPapersYearDOIAndCitationsAskedOutsideEnglish(t *testing.T) {
	expectRoutes(t, referencePlanner(t), []namedRoute{
		{"en: the year a quoted title was published", "In what year was 'Deep Residual Learning for Image Recognition' published?", "papers.search"},
		{"it: in che anno è stato pubblicato", "in che anno è stato pubblicato 'Deep Residual Learning for Image Recognition'?", "papers.search"},
		{"es: en qué año se publicó", "¿En qué año se publicó 'Human-level control through deep reinforcement learning'?", "papers.search"},
		{"fr: the year an article was published", "En quelle année Pierre-Gilles de Gennes a publié son article sur la reptation ?", "papers.search"},
		{"pt: the DOI of a quoted article", "qual o DOI do artigo 'Highly accurate protein structure prediction with AlphaFold'?", "papers.search"},
		{"es: citas of a quoted work", "cuántas citas tiene 'Human-level control through deep reinforcement learning'?", "papers.citations"},
		{"es: the number of citas of an article", "número de citas del artículo de Yamanaka sobre células iPS", "papers.citations"},
		{"control: es: appointments counted", "¿cuántas citas tengo el lunes?", "calendar.list"},
		{"control: a comment left on a paper", "この論文にcommentを残して：「Table 2の数値が本文と一致しない」", ""},
	})
}

// A share's past asked in Italian, Portuguese and French: its chart by a capitalized
// name ("il grafico di Stellantis dell'ultimo anno", "le graphique de L'Oréal"), how it
// moved over a span ("como a WEGE3 se comportou entre março e agosto de 2023?"), where
// it closed on a day ("a quanto ha chiuso UniCredit il 3 maggio 2024?").
func TestASharesPastAskedInRomanceLanguages(t *testing.T) {
	expectRoutes(t, referencePlanner(t), []namedRoute{
		{"it: a chart of the last year", "fammi vedere il grafico di Stellantis dell'ultimo anno", "finance.history"},
		{"fr: a chart of L'Oréal", "montre-moi le graphique de L'Oréal sur les 6 derniers mois", "finance.history"},
		{"pt: an intraday chart of yesterday", "gráfico intradiário da Vale de ontem", "finance.history"},
		{"en: graph as a verb", "graph GOOGL since the start of the year", "finance.history"},
		{"pt: how it behaved over months", "como a WEGE3 se comportou entre março e agosto de 2023?", "finance.history"},
		{"fr: how it evolved over months", "comment a évolué BNP Paribas entre janvier et mars 2024 ?", "finance.history"},
		{"it: where it closed on a day", "a quanto ha chiuso UniCredit il 3 maggio 2024?", "finance.history"},
		{"pt: the closing price of a day", "preço de fechamento da Ambev no dia 10/01/2024", "finance.history"},
		{"control: ja: the price now, then a chart", "NTTの株価、今いくら？あと5年チャートも", "finance.quote"},
		{"control: it: the weather now beside a flight tomorrow", "Domani ho un volo per Palermo ma intanto dimmi che tempo fa ora a Catania", "weather.current"},
	})
}

// Materials bounded in German, Korean and French search the database: a formation energy
// below a value ("Bildungsenergie kleiner als", "형성 에너지가 … 보다 낮은"), a density
// bounded without its unit in Korean, semiconductors by density; a chemical's price is a
// supplier's, and a chart set aside ("sem gráfico") leaves the price.
func TestMaterialsBoundedOutsideEnglishAndChemicalsPriced(t *testing.T) {
	expectRoutes(t, referencePlanner(t), []namedRoute{
		{"de: Bildungsenergie kleiner als", "Gibt's Oxide mit Bildungsenergie kleiner als -2 eV/Atom?", "materials.search"},
		{"ko: 형성 에너지 보다 낮은", "형성 에너지가 -1.5 eV/atom보다 낮은 화합물 있어?", "materials.search"},
		{"ko: a density bounded with no unit", "밴드갭 0.5 eV 미만이고 밀도 8 이상인 물질 리스트업 해줘", "materials.search"},
		{"fr: semiconductors by density", "des semi-conducteurs de densité < 4 g/cm3 et gap > 2 eV ?", "materials.search"},
		{"de: a chemical's price at a supplier", "Was kostet 100 g Indiumoxid bei Sigma-Aldrich?", ""},
		{"fr: a chemical's price at a supplier", "Prix du nitrate d'argent chez Fisher ?", ""},
		{"pt: no chart, the last price", "sem gráfico, só o último preço da BBAS3", "finance.quote"},
		{"de: the Telekom's price", "bevor wir übers KGV reden: gib mir erstmal den aktuellen Kurs der Telekom", "finance.quote"},
		{"control: an oxide ordered", "order 500 grams of lithium cobalt oxide powder", ""},
		{"control: an oxide's safety", "is beryllium oxide safe to handle without gloves", ""},
	})
}

// How a share went over a month or a recent period, its intraday moves of yesterday and
// where it closed yesterday: "Com'è andata Stellantis tra gennaio e aprile?", "wie lief
// Mercedes-Benz im Oktober", "i movimenti intraday di ieri", "quanto fechou a Petrobras
// ontem?"; a help document asked whether the desk has one ("tienen una FAQ …?").
func TestHowAShareWentAndHelpDocumentsTheDeskHas(t *testing.T) {
	expectRoutes(t, referencePlanner(t), []namedRoute{
		{"it: how it went between two months", "Com'è andata Stellantis tra gennaio e aprile? vorrei vedere l'andamento del titolo", "finance.history"},
		{"de: how it ran in a month", "Wie lief Mercedes-Benz im Oktober so, tageweise?", "finance.history"},
		{"pt: how it moved in recent weeks", "como se mexeu a Jerónimo Martins nas últimas semanas?", "finance.history"},
		{"es: intraday moves of yesterday", "quiero ver los movimientos intradía de BBVA de ayer, que pegó un bajón", "finance.history"},
		{"pt: where it closed yesterday", "quanto fechou a Petrobras ontem?", "finance.history"},
		{"es: do you have a FAQ", "tienen una FAQ sobre pagos con tarjeta rechazados?", "support.search"},
		{"fr: a help sheet", "Bonjour, y a-t-il une fiche d'aide sur le prélèvement SEPA ?", "support.search"},
		{"control: es: how a match closed yesterday", "¿Cómo cerró el Real Madrid ayer el partido?", ""},
		{"control: de: tickets closed yesterday", "Welche Tickets hat mein Team gestern geschlossen?", ""},
		{"control: a KB article to delete", "The outdated KB article on the legacy installer needs to be deleted.", ""},
	})
}

// Events put in by a leading verb after a clitic or in French ("mi metti una call …
// alle 11", "mets une réunion … à 14h"), a slot reserved in Italian, a Portuguese morning
// blocked; calendars and agendas of governments, schools and shops list nothing of the
// user's ("l'agenda de la présidence", "le calendrier officiel", "un calendrier mural").
func TestEventsPutInAndOthersCalendars(t *testing.T) {
	expectRoutes(t, referencePlanner(t), []namedRoute{
		{"it: mi metti una call", "mi metti una call con il team marketing venerdì alle 11?", "calendar.create"},
		{"fr: mets une réunion", "mets une réunion avec l'équipe compta jeudi à 14h", "calendar.create"},
		{"it: a slot reserved", "riservami uno slot di 45 min domani per la call con il fornitore", "calendar.create"},
		{"pt: a morning blocked", "bloqueia minha manhã inteira de segunda pra foco, sem reuniões", "calendar.create"},
		{"es: a government's agenda", "¿cuál es la agenda 2030 de la ONU?", ""},
		{"fr: the official calendar", "c'est quand les vacances scolaires zone C dans le calendrier officiel ?", ""},
		{"fr: a wall calendar", "je cherche un calendrier mural 2025 avec des photos de chats, t'as des idées ?", ""},
		{"pt: working days of a year", "quantos dias úteis tem o calendário de 2025?", ""},
		{"control: it: a train booked", "Prenotami un treno Milano-Roma per giovedì mattina", ""},
	})
}

// Everyday Hindi senses of catalog loanwords: soup stock, an exam paper, a newspaper, a
// fabric for clothes, a wall calendar as a gift.
func TestEverydayHindiSensesOfCatalogLoanwords(t *testing.T) {
	expectRoutes(t, referencePlanner(t), []namedRoute{
		{"hi: chicken stock", "चिकन स्टॉक घर पर कैसे बनाते हैं? सूप के लिए चाहिए", ""},
		{"hi: an exam paper", "कल मेरा मैथ्स का पेपर है, कोई टिप्स दो", ""},
		{"hi: the newspaper", "आज के अखबार में क्या खास खबर है? मतलब पेपर में", ""},
		{"hi: fabric for a kurta", "कुर्ते के लिए कौन सा मटेरियल अच्छा रहेगा, कॉटन या लिनन?", ""},
		{"hi: a wall calendar as a gift", "माँ को गिफ़्ट देने के लिए कोई अच्छा दीवार वाला कैलेंडर सुझाओ", ""},
		{"control: hi: materials by band gap", "2 eV से ज़्यादा बैंड गैप वाले मटेरियल दिखाओ", "materials.search"},
	})
}

// What a day of the asker's holds, asked after a step put off or one told done: "Before
// you add anything, what does my Tuesday look like?", "Antes de marcar qualquer coisa, vê
// o que eu tenho na quinta", "J'ai déjà annulé le déj avec Paul, dis-moi juste ce qu'il
// me reste mercredi".
func TestADaysAgendaAskedAfterAStepPutOff(t *testing.T) {
	expectRoutes(t, referencePlanner(t), []namedRoute{
		{"en: what my Tuesday looks like", "Before you add anything, what does my Tuesday look like?", "calendar.list"},
		{"pt: what I have on Thursday", "Antes de marcar qualquer coisa, vê o que eu tenho na quinta", "calendar.list"},
		{"fr: what is left on Wednesday", "J'ai déjà annulé le déj avec Paul, dis-moi juste ce qu'il me reste mercredi", "calendar.list"},
		{"control: what a film looks like", "what does the new Batman look like?", ""},
	})
}

// A share's price asked casually of now: a listed company or a ticker with its exchange's
// suffix, a word of now and at most a casual ask of its level ("quanto tá a Vale agora?",
// "wo steht VW grad?", "UCG.MI ora", "BNP elle est à combien là ?"); a party, an index
// or a common word named the same way stays refused.
func TestASharesPriceAskedCasuallyOfNow(t *testing.T) {
	expectRoutes(t, referencePlanner(t), []namedRoute{
		{"pt: Vale now", "quanto tá a Vale agora?", "finance.quote"},
		{"de: VW now", "wo steht VW grad?", "finance.quote"},
		{"it: Enel now", "enel ora quanto fa?? mi basta il prezzo", "finance.quote"},
		{"it: a ticker with its exchange", "UCG.MI ora", "finance.quote"},
		{"fr: a ticker with its exchange", "TTE.PA il est à combien là ?", "finance.quote"},
		{"es: a company and now", "Repsol ahora mismo", "finance.quote"},
		{"pt: Itaú today, lower-cased", "itau ta a quanto hj", "finance.quote"},
		{"fr: this morning after a greeting", "salut, TotalEnergies elle est à combien ce matin ?", "finance.quote"},
		{"en: a company named in a clause before", "my brother keeps bragging about Palantir, what's it at today?", "finance.quote"},
		{"fr: the price of Air Liquide", "prix actuel de l'action Air Liquide, pas besoin de l'historique", "finance.quote"},
		{"fr: the cours of L'Oréal", "Bonjour, pourriez-vous me donner le cours de L'Oréal en ce moment ?", "finance.quote"},
		{"control: de: a party", "Wo steht die CDU gerade?", ""},
		{"control: pt: a thank-you", "vale, obrigado, e o tempo agora?", "weather.current"},
	})
}

// What is known of a help article asked in Romance languages (who wrote it, when it was
// published, how often it was read, rating or translating it) and another organization's
// help centre are no search of the desk's articles; a paper's author asked of its quoted
// title stays a paper's.
func TestHelpArticlesAskedAboutInRomanceLanguages(t *testing.T) {
	expectRoutes(t, referencePlanner(t), []namedRoute{
		{"fr: who wrote a help article", "Qui a rédigé l'article d'aide « Configurer la double authentification » ?", ""},
		{"fr: who is the author", "Qui est l'auteur de l'article d'aide sur la double authentification ?", ""},
		{"it: who wrote a guide", "chi ha scritto la guida sull'esportazione dati?", ""},
		{"it: how often a guide was read", "Quante visualizzazioni ha la guida sull'installazione del client VPN?", ""},
		{"fr: when a guide was published", "Quelle est la date de publication du guide sur les sauvegardes ?", ""},
		{"fr: translating the FAQ", "Peux-tu traduire la FAQ en anglais ?", ""},
		{"fr: rating an article", "Je voudrais noter l'article sur le VPN : pas utile du tout", ""},
		{"it: Amazon's help centre", "Cerca nel centro assistenza di Amazon come restituire un pacco", ""},
		{"pt: Samsung's help centre", "Pesquisa na central de ajuda da Samsung como resetar o Galaxy", ""},
		{"fr: Apple's help page", "Trouve-moi la page d'aide d'Apple sur la synchro iCloud", ""},
		{"it: a FAQ the desk has", "avete una FAQ sui pagamenti con bonifico?", "support.search"},
		{"control: it: a paper's author by its quoted title", "Chi ha scritto l'articolo 'Attention Is All You Need'? mi servono i nomi degli autori", "papers.search"},
		{"control: fr: a help article searched", "Trouve-moi l'article d'aide sur la double authentification", "support.search"},
	})
}

// An appointment the asker had, told as a story in Spanish, French, Italian or
// Portuguese, asks nothing; a date everyone has, asked of a calendar consulted (a
// festival, a school's holidays), is none of the user's events.
func TestAppointmentsToldAndCalendarsConsulted(t *testing.T) {
	expectRoutes(t, referencePlanner(t), []namedRoute{
		{"es: the hairdresser was late", "Fui a la peluquería el sábado, tenía cita a las 11 y me atendieron a las 12, increíble", ""},
		{"fr: the hairdresser ruined a fringe", "Ce matin j'avais rdv chez le coiffeur, il m'a raté ma frange, je suis dégoûtée", ""},
		{"it: an hour's wait", "Sono andata dal parrucchiere, avevo appuntamento alle 9 ma ho aspettato un'ora", ""},
		{"pt: the barber was late", "Fui no cabeleireiro hoje, tinha horário marcado às 14h e ele atrasou uma hora kkkk", ""},
		{"fr: when Eid falls", "C'est quand l'Aïd cette année d'après le calendrier ?", ""},
		{"it: when Easter falls", "quando cade Pasqua quest'anno secondo il calendario?", ""},
		{"en: a school district's break", "when does the school calendar say spring break starts in our district this year?", ""},
		{"control: es: a haircut booked", "¿Me podrías agendar en el calendario una cita para cortarme el pelo este sábado a las 11?", "calendar.create"},
		{"control: de: the asker's calendar consulted", "Wann kommt laut Kalender der Techniker für den Geschirrspüler?", "calendar.list"},
	})
}

// What a Chinese, Japanese or Korean directory user's lookup does not return is refused
// when asked alone (a manager, a role, an account's status); a profile opened, a
// personnel file shown or a status asked beside a profile shown is looked up.
func TestDirectoryDetailsAskedInCJK(t *testing.T) {
	expectRoutes(t, referencePlanner(t), []namedRoute{
		{"zh: a direct manager", "用户目录里张伟的直属经理是谁？", ""},
		{"ja: a boss", "ユーザー hayashi の上司って誰でしたっけ", ""},
		{"zh: a role", "用户 liang123 在系统里是什么角色", ""},
		{"zh: a role changed", "把李娜的用户角色改成管理员", ""},
		{"zh: an account's status alone", "用户 sunli 的账户状态是啥？只要状态就行", ""},
		{"ja: whether an account is active", "山本さんのアカウント、今有効になってる？", ""},
		{"ko: whether an account is active", "최수진 계정 활성 상태인지만 알려주세요", ""},
		{"zh: a personnel file opened", "HR这边要核对一下陈静的个人档案，帮我打开看看", "users.lookup"},
		{"ja: a user profile opened", "すみません、山本一郎さんのユーザープロファイルを開いてもらえますか？", "users.lookup"},
		{"zh: a home address corrected", "王强资料里的住址写错了，应该是北京朝阳区建国路8号，帮忙改一下", "users.update"},
		{"ja: a personnel file shown", "社員番号20451の人事ファイルを表示して", "users.lookup"},
		{"ko: a personnel record card shown", "사번 30987 인사기록 카드 보여주세요", "users.lookup"},
		{"ko: a profile opened", "김민수 사원 프로필 좀 열어줘", "users.lookup"},
		{"de: a profile and its status shown", "Zeig mir Profil und Kontostatus von Benutzer mlange", "users.lookup"},
		{"control: zh: a profile shown and its status by the way", "用户 tang_h 的资料帮我调出来看看，顺便看看账号状态", "users.lookup"},
	})
}

// What a meeting set up is to discuss, and what a problem told beside a ticket asked for
// names, are the new record's content, not attributes asked of it: "agenda una reunión …
// para revisar el pronóstico de ventas" is no weather forecast.
func TestWhatAMeetingOrATicketIsAboutIsItsContent(t *testing.T) {
	expectRoutes(t, referencePlanner(t), []namedRoute{
		{"en: a meeting to review the sales forecast", "schedule a meeting thursday at 4 to review the sales forecast", "calendar.create"},
		{"es: a meeting to review the sales forecast", "agenda una reunión el jueves a las 4 para revisar el pronóstico de ventas", "calendar.create"},
		{"en: a forecast spreadsheet crashing", "my Q3 sales forecast spreadsheet keeps crashing when I export it, can you open a ticket", "support.create_ticket"},
		{"control: ko: another company's desk", "쿠팡 고객센터에 반품 문의 넣어 줘", ""},
		{"control: en: a meeting on someone else's calendar", "Put a meeting on my manager's calendar for Wednesday at 9.", ""},
		{"control: en: a flight booked", "book a flight to Lisbon on Friday", ""},
	})
}

// A thing said to be seen, had or known already, or put off for later, in Spanish,
// French, Italian, Portuguese or German, is set aside and what follows is asked; an act
// asked or wanted later is still asked.
func TestAThingSeenOrPutOffIsSetAside(t *testing.T) {
	expectRoutes(t, referencePlanner(t), []namedRoute{
		{"es: the history seen", "el histórico de TSLA ya lo revisé, dame el precio actual porfa", "finance.quote"},
		{"it: citations later", "le citazioni dopo, intanto trovami articoli recenti sul grafene nelle batterie", "papers.search"},
		{"fr: the structure later", "la structure cristalline on verra après, je cherche des matériaux avec un gap entre 2 et 2.5 eV", "materials.search"},
		{"de: the band gap known", "Die Bandlücke kenn ich schon, gib mir die Kristallstruktur und Gitterkonstanten von ZnO", "materials.structure"},
		{"pt: the structure had", "estrutura cristalina já tenho, busca materiais com band gap entre 1,5 e 3 eV", "materials.search"},
		{"pt: creating the event later", "criar o evento fica pra depois; o que tenho agendado pra amanhã?", "calendar.list"},
		{"es: the forecast later", "Dejemos el pronóstico para después; ahora dime qué tiempo hace en Sevilla en este momento.", "weather.current"},
		{"es: a DOI found, then a PDF", "el DOI ya lo encontré, lo que quiero es el PDF completo del paper", ""},
		{"control: en: a delete asked later", "Delete the old events later; first show me my calendar for tomorrow", ""},
		{"control: es: a delete wanted later", "Quiero borrar el evento más tarde; primero muéstrame el calendario", ""},
	})
}

// Everyday senses of "citation" in French, Italian, Spanish and Portuguese: a court's
// summons, a saying's author, quotes to post; a paper's citing works stay a paper's.
func TestEverydaySensesOfCitationInRomanceLanguages(t *testing.T) {
	expectRoutes(t, referencePlanner(t), []namedRoute{
		{"fr: a court summons", "J'ai reçu une citation à comparaître devant le tribunal correctionnel, qu'est-ce que je risque ?", ""},
		{"it: a court summons", "Mi è arrivata una citazione in giudizio, cosa rischio?", ""},
		{"fr: a saying's author", "C'est de qui la citation « L'enfer, c'est les autres » ?", ""},
		{"it: a verse's author", "Di chi è la citazione \"Fatti non foste a viver come bruti\"?", ""},
		{"pt: quotes to post", "me manda umas citações motivacionais pra postar no Instagram", ""},
		{"control: fr: works citing a paper", "Quels articles citent « Attention Is All You Need » ?", "papers.citations"},
	})
}

// An appointment put in at a clock time by whom it is kept with or as a slot ("put the
// dentist on friday at 10am", "Mets-moi le coiffeur samedi à 14h", "Ajoute un créneau
// jeudi 14h") is an event; whether the asker has anything on a dated day is the agenda.
func TestAppointmentsPutInAndDatedDaysAsked(t *testing.T) {
	expectRoutes(t, referencePlanner(t), []namedRoute{
		{"en: the dentist put in", "put the dentist on friday at 10am", "calendar.create"},
		{"fr: the hairdresser put in", "Mets-moi le coiffeur samedi à 14h", "calendar.create"},
		{"de: a slot reserved", "Reservier mir Dienstag 14-15 Uhr einen Slot für das Bewerbungsgespräch", "calendar.create"},
		{"fr: a slot added", "Ajoute un créneau jeudi 14h pour relire l'article « BERT » avec mon binôme", "calendar.create"},
		{"it: an hour reserved for a meeting", "Prenota un'ora domani alle 16 per la riunione col relatore sulla bibliografia", "calendar.create"},
		{"es: anything on a date", "¿tengo algo el 15 de marzo? es que me han invitado a una boda", "calendar.list"},
		{"de: anything on a date", "Hab ich am 3. Oktober schon was vor?", "calendar.list"},
		{"it: anything on a date", "ho qualcosa il 20? mi hanno chiesto di fare da testimone", "calendar.list"},
		{"pt: anything on a date", "Tenho algo marcado dia 25? Quero viajar", "calendar.list"},
		{"control: en: a haircut booked with a provider", "Reserve a haircut slot on Booksy at Studio 9 for Saturday 11am", ""},
	})
}

// A SKU's count raised, lowered, booked in or counted down in Chinese or French is an
// inventory update; a SKU's price raised is no quote.
func TestStockCountsChangedInChineseAndFrench(t *testing.T) {
	expectRoutes(t, referencePlanner(t), []namedRoute{
		{"zh: a count raised", "帮我把 SKU-778 的数量调高到120", "inventory.update"},
		{"zh: goods booked in", "今天到货了30箱，麻烦给 BX-220 入库一下", "inventory.update"},
		{"fr: a count decremented", "Peux-tu décrémenter le stock du SKU FR-330 de 4 unités ?", "inventory.update"},
		{"control: zh: a SKU's price raised", "帮我把 K-09 的价格调高到59元", ""},
		{"control: zh: a SKU's count read", "SKU-778 现在库存多少？", "inventory.search"},
	})
}

// A listed company's past asked by its close yesterday or how it moved last week, in
// Spanish, Italian or English with a long name; a company closing its stores is none.
func TestAListedCompanysCloseAndLastWeek(t *testing.T) {
	expectRoutes(t, referencePlanner(t), []namedRoute{
		{"es: yesterday's close", "cierre de ayer de Iberdrola", "finance.history"},
		{"en: where a long name closed", "where did Palantir close yesterday", "finance.history"},
		{"it: how it moved last week", "come si è mossa Unicredit la settimana scorsa", "finance.history"},
		{"control: en: stores closed", "Where did Walmart close stores in 2023?", ""},
	})
}

// A problem told to support by the plural imperative (meldet, avisad) or reported as a
// problem to report ("Ich möchte ein Problem melden: …", "Quero relatar um problema: …")
// opens a ticket.
func TestProblemsToldToSupportByPluralsAndReports(t *testing.T) {
	expectRoutes(t, referencePlanner(t), []namedRoute{
		{"de: meldet dem Support", "Meldet dem Support bitte, dass die App auf dem iPad beim Start abstürzt", "support.create_ticket"},
		{"es: avisad al soporte", "Avisad al soporte de que el buscador de la tienda no devuelve resultados", "support.create_ticket"},
		{"de: a problem to report", "Ich möchte ein Problem melden: Die Suche im Shop zeigt falsche Preise an", "support.create_ticket"},
		{"pt: a problem to report before a colon", "Quero relatar um problema: o app fecha sozinho quando abro o carrinho", "support.create_ticket"},
		{"control: de: a help article searched", "Gibt es einen Hilfeartikel zum Absturz der App auf dem iPad?", "support.search"},
	})
}

// An item named only by its code has its count changed by a count added, taken off or
// set beside it, and its stock asked by how many are left, in Japanese, Korean, French,
// German and Spanish; a price asked of it is no share's quote.
func TestAnItemNamedByItsCodeAlone(t *testing.T) {
	expectRoutes(t, referencePlanner(t), []namedRoute{
		{"ja: one taken off", "K-8を1個減らして", "inventory.update"},
		{"ko: one taken off", "K-8 1개 빼줘", "inventory.update"},
		{"ko: a signed count", "CR-55 +5 해줘", "inventory.update"},
		{"fr: a unit taken off", "enlève 1 unité de CR-55", "inventory.update"},
		{"fr: set to zero", "mets ZP-7 à zéro stp", "inventory.update"},
		{"fr: a signed count and why", "CR-55 -3 (casse)", "inventory.update"},
		{"de: reduced by one", "K-8 um 1 reduzieren", "inventory.update"},
		{"de: booked out", "buch 6 CR-55 aus, gingen an Filiale Nord", "inventory.update"},
		{"es: set to zero", "pon ZP-7 a 0", "inventory.update"},
		{"es: one taken off", "quita 1 de K-8", "inventory.update"},
		{"ja: how many are left", "CR-55 あと何個ある？", "inventory.search"},
		{"ja: still there", "M-40まだある？", "inventory.search"},
		{"ja: after a particle", "K-8の件はもう直したので、次はD-12が何個あるか見て", "inventory.search"},
		{"ko: still there", "M-40 아직 있나?", "inventory.search"},
		{"fr: how many are left", "il reste combien de K-8 ?", "inventory.search"},
		{"fr: still have some", "D-12 on en a encore ?", "inventory.search"},
		{"de: still have", "haben wir M-40 noch?", "inventory.search"},
		{"es: how many are left", "cuántas CR-55 quedan?", "inventory.search"},
		{"fr: its price", "c'est quoi le prix du K-8 ?", ""},
		{"de: its price", "was kostet K-8 eigentlich?", ""},
		{"fr: where it is shelved", "le K-8 est rangé où ? quelle allée ?", ""},
		{"ja: an order's shipping status", "注文#4471の出荷状況どうなってる？", ""},
		{"control: a manuscript's code", "Gutachten für Manuskript JMB-2024-118 einreichen", ""},
		{"control: an invoice by its code", "Zeig mir die Rechnung RE-2024-118", ""},
		{"control: an item sent elsewhere", "PPR-A4-500 다른 지점으로 보내줘", ""},
		{"control: how many were sold", "combien on a vendu de TAB-55 le mois dernier ?", ""},
		{"control: a customer's address", "고객번호 C-1029 고객님의 주소를 서울시 마포구 월드컵로 10으로 변경해 주세요", "users.update"},
	})
}

// A profile field set to a value in Chinese, Japanese or Korean, the asker's own, reaches
// the profile update: a time zone, a display language, a job title (肩書き) — its value
// quoted with spaces or after the field's box.
func TestCJKProfileFieldsSetWithoutTheWordProfile(t *testing.T) {
	expectRoutes(t, referencePlanner(t), []namedRoute{
		{"zh: a time zone set for me", "我人现在在伦敦，时区帮我调成 GMT", "users.update"},
		{"zh: a job title's box", "职位那栏改成\"高级产品经理\"", "users.update"},
		{"mixed: a time zone", "timezone を JST に変えといて", "users.update"},
		{"ja: a display language", "表示言語を英語に切り替えてもらえますか", "users.update"},
		{"ja: a job title", "肩書きを「マネージャー」に変更お願いします", "users.update"},
		{"ko: a quoted job title", "직함을 '선임 연구원'으로 수정해 주세요", "users.update"},
		{"control: ja: a profile picture", "アイコン画像、昨日撮った写真に差し替えて", ""},
	})
}

// Another company's help centre named right after its desk word in Italian, Portuguese
// and French, by a German compound, a Korean "official" desk or a Japanese company's
// help centre is none of ours; a help article rated with a mark, or its author asked in
// German or Italian, is asked about, not searched.
func TestOtherHelpCentresAndHelpArticlesAskedAbout(t *testing.T) {
	expectRoutes(t, referencePlanner(t), []namedRoute{
		{"de: a compound help area", "Kannst du im Amazon-Hilfebereich nachschauen, wie man eine Rücksendung startet?", ""},
		{"fr: the name after support", "Sur le support Samsung, cherche comment réinitialiser un Galaxy S22", ""},
		{"fr: l'assistance", "Regarde sur l'assistance Apple ce qu'ils disent du code d'erreur 4013", ""},
		{"it: centro assistenza", "Cerca nel centro assistenza Amazon come richiedere un rimborso", ""},
		{"it: sul supporto", "Check sul supporto Apple come fare il downgrade di iOS", ""},
		{"pt: suporte da", "Procura no suporte da Microsoft o erro 0x80070005", ""},
		{"ja: a company's help centre", "ネットで買った商品が届かなくて困っています。楽天のヘルプセンターで配送遅延についての記事を探してください。", ""},
		{"ko: an official support site", "제 AirPods가 계속 연결이 끊겨요. Apple 공식 support site에서 pairing 관련 article 찾아줘요.", ""},
		{"fr: an article rated", "Note cet article d'aide comme pas utile", ""},
		{"pt: a mark given", "Dá nota 2 para esse artigo de ajuda, não resolveu nada", ""},
		{"de: who wrote a KB article", "Wer hat eigentlich den KB-Artikel zur VPN-Einrichtung geschrieben?", ""},
		{"control: it: our own help centre", "Cerca nel centro assistenza come richiedere un rimborso", "support.search"},
		{"control: pt: our own support", "Procura no suporte o erro 0x80070005", "support.search"},
	})
}

// A closing "no need" or a withdrawal for now after what the asker told asks nothing; the
// asker's being free asked in Spanish, Portuguese or French reads the agenda; a ticket
// opened in the closing clause after a problem with a booking page is no calendar entry.
func TestNoNeedClosingsFreeDaysAndTicketsAboutBookings(t *testing.T) {
	expectRoutes(t, referencePlanner(t), []namedRoute{
		{"fr: no need after a thing done", "J'ai déjà mis le vol dans mon calendrier, pas besoin", ""},
		{"pt: no need now after a thing put off", "Depois eu olho minha agenda, agora não precisa", ""},
		{"de: not needed now", "Ich schau später selbst nach dem Wetter in Dresden, brauchst du jetzt nicht", ""},
		{"fr: dropped for now", "Je regarderai mon agenda plus tard, laisse tomber pour l'instant", ""},
		{"es: a gap on a day", "¿tengo hueco el viernes por la tarde o ya está todo pillado?", "calendar.list"},
		{"pt: what is booked today", "O que é que tenho marcado para hoje?", "calendar.list"},
		{"fr: free on a morning", "Est-ce que je suis dispo mercredi matin ?", "calendar.list"},
		{"pt: a ticket about a booking system", "O sistema de agendamento de vocês não deixa escolher horário, quero abrir um chamado", "support.create_ticket"},
		{"es: a ticket about an appointments page", "la página de citas no deja elegir horario, abre un ticket", "support.create_ticket"},
		{"control: es: when a free slot is", "¿Cuándo tengo un hueco libre mañana?", ""},
		{"control: de: the calendar shown", "Zeig mir meinen Kalender für morgen", "calendar.list"},
	})
}

// Citing works asked by a quoted title whose words name an attribute are still asked
// ("Density-functional …"); a thing the asker already has, closed by "no need to …" or
// "per ora basta così", asks nothing; "come si cita" is how one cites, no appointment.
func TestCitationsByQuotedTitlesAndCitationsAlreadyHad(t *testing.T) {
	expectRoutes(t, referencePlanner(t), []namedRoute{
		{"en: a quoted title naming density", "List papers citing 'Density-functional thermochemistry III' by Becke", "papers.citations"},
		{"fr: a title in guillemets", "Liste des publications qui citent « Density-functional thermochemistry III » de Becke", "papers.citations"},
		{"en: had already, no need to pull it", "I already have the full citation list for the BERT paper, no need to pull it again", ""},
		{"es: had already, no need to search it", "Ya tengo la lista de citas del artículo, no hace falta que la busques", ""},
		{"it: downloaded already, enough for now", "Ho già scaricato l'elenco delle citazioni, grazie, per ora basta così", ""},
		{"it: how one cites a ruling", "come si cita una sentenza della Cassazione in una tesi di giurisprudenza?", ""},
		{"control: en: an ask before a no-need clause", "Show me the weather in Paris, no need to explain it", "weather.current"},
	})
}

// A brainstorm is ideas made up (no weather, no directory's names) unless it is put on
// or read from the calendar; a business's forecast in French or German is no weather's;
// a plan told after a weather question asks nothing more.
func TestBrainstormsBusinessForecastsAndPlansAfterWeather(t *testing.T) {
	expectRoutes(t, referencePlanner(t), []namedRoute{
		{"en: taglines brainstormed", "Let's brainstorm taglines for the new rain jacket line", ""},
		{"es: a brainstorm for a name", "Necesito una lluvia de ideas para el nombre de la campaña de verano", ""},
		{"de: brainstorming names", "Lass uns brainstormen: Namen für unsere neue Regenjacken-Kollektion", ""},
		{"ko: a topic brainstormed", "내 school paper 주제 좀 brainstorm 해줘", ""},
		{"fr: a revenue forecast", "Prévision du chiffre d'affaires pour le T3, tu peux me la sortir ?", ""},
		{"de: a ticket about forecast figures", "Wie ist der Status von meinem Ticket 3391 wegen der falschen Prognosewerte?", ""},
		{"de: a forecast and the party planned", "Wettervorhersage für München am Wochenende, wir planen das Sommerfest", "weather.forecast"},
		{"de: rain, then what we do", "Regnet es morgen in Stuttgart? Dann verlegen wir die Auslieferung", "weather.forecast"},
		{"en: rain, and why it is needed", "Is it going to rain in Seattle tomorrow morning? Need to know before I book the rooftop event", "weather.forecast"},
		{"control: en: a brainstorming session scheduled", "Schedule a brainstorming session with the design team on Monday at 10am", "calendar.create"},
		{"control: es: the agenda with a brainstorm in it", "¿Qué tengo en la agenda el jueves? creo que había una lluvia de ideas", "calendar.list"},
		{"control: ko: a joke for a meeting", "Context: 내일 stock meeting 있음. Request: 회의용 joke 하나 만들어줘", ""},
	})
}

// A listed company named in lower case draws its price history on a chart; how it did
// over a span asks it too (a club's is none); a share's chart shown is its prices drawn.
func TestListedCompaniesChartsAndHowTheyDid(t *testing.T) {
	expectRoutes(t, referencePlanner(t), []namedRoute{
		{"es: a lower-case company's chart", "dame la gráfica de acciona de 2023", "finance.history"},
		{"it: a lower-case company's chart", "grafico di moncler dal 2020 a oggi", "finance.history"},
		{"en: a possessive chart shown", "show me apple's chart for the past 6 months", "finance.history"},
		{"en: the chart of a company shown", "show me the chart of Apple for the past 6 months", "finance.history"},
		{"en: how it did over a span", "how did Airbus do between January and March?", "finance.history"},
		{"es: how it did over a span", "cómo le fue a telefónica entre enero y marzo?", "finance.history"},
		{"control: en: a team's week", "how did the Lakers do last week?", ""},
		{"control: es: a club's months", "¿Cómo le fue al Real Madrid entre enero y marzo?", ""},
		{"control: ja: a price now and a chart too", "NTTの株価、今いくら？あと5年チャートも", "finance.quote"},
	})
}

// A Korean or Japanese message that only tells the asker's own day, after putting a task
// off ("제가 직접 할게요", "後で自分で…確認するので大丈夫です"), asks nothing.
func TestCJKOwnDayToldAsksNothing(t *testing.T) {
	expectRoutes(t, referencePlanner(t), []namedRoute{
		{"ko: a search done myself, resting today", "논문 검색은 내일 도서관 가서 제가 직접 할게요. 오늘은 실험 정리하고 일찍 들어가서 쉬려고요.", ""},
		{"ja: the forecast seen later, going home", "天気予報は後で自分でニュースを見て確認するので大丈夫です。今日はもう資料をまとめて帰ります。", ""},
		{"mixed: the forecast later, busy now", "forecast는 이따 제가 직접 볼게요. 지금은 그냥 quarterly report 마무리하는 중이라 바빠요.", ""},
		{"mixed: nothing to do now", "오늘 하루 종일 meeting만 했어요. 내일은 inventory 정리하고 calendar도 정리할 거예요. 지금은 아무것도 안 해도 돼요.", ""},
		{"control: ko: a meeting asked, then busy", "내일 회의 일정 잡아줘. 요즘 바빠요", "calendar.create"},
	})
}

// A product line's price is a shop's, no share's; an item code added to without a
// preposition, or asked how many are still there in German or Portuguese, is a stock's;
// a put-off read closed by "no need right now" asks nothing.
func TestProductPricesAndTerseStockAsks(t *testing.T) {
	expectRoutes(t, referencePlanner(t), []namedRoute{
		{"en: a phone's price", "what's the current price of the iphone 16 pro", ""},
		{"it: a car's price", "prezzo della fiat panda nuova", ""},
		{"pt: a phone's price", "preço do Galaxy S24", ""},
		{"fr: units added to a code", "Ajoutez 24 ZP-7, merci.", "inventory.update"},
		{"de: how many are still there", "Wie viele K-8 haben wir noch?", "inventory.search"},
		{"pt: still there", "Ainda tem GT-6 aí?", "inventory.search"},
		{"en: put off, no need right now", "I'll look at TSLA's history for 2022 later, no need right now.", ""},
		{"control: de: a stock expected ahead", "Wie viel A-100 haben wir voraussichtlich Ende nächster Woche?", ""},
		{"control: en: a share's price", "Apple stock price now", "finance.quote"},
	})
}

// Whether a company is listed at all is no price asked; "brauche nichts mehr" after what
// the asker already has asks nothing.
func TestListingAskedAndNothingMoreNeeded(t *testing.T) {
	expectRoutes(t, referencePlanner(t), []namedRoute{
		{"it: listed on the exchange?", "barilla è quotata in borsa?", ""},
		{"fr: listed on the exchange?", "decathlon est coté en bourse ?", ""},
		{"pt: shares on the exchange?", "o boticário tem ação na bolsa?", ""},
		{"de: nothing more needed", "Die Zitate habe ich schon alle, danke, brauche nichts mehr", ""},
		{"control: it: a share's worth today", "Quanto vale oggi Enel in borsa?", "finance.quote"},
	})
}

// A CJK profile field set to a value with no owner named is the asker's own, also when
// the vocabulary has no profile term for the field (a time zone said 시간대, a manager,
// 上長) or its value names a place; a field that belongs to a thing stays no profile.
func TestCJKProfileFieldsSetToAValue(t *testing.T) {
	expectRoutes(t, referencePlanner(t), []namedRoute{
		{"zh: time zone set to a city's time", "请把我的时区改成东京时间", "users.update"},
		{"zh: title updated for a handle", "把 @liqiang 的职位更新为高级工程师", "users.update"},
		{"zh: a direct manager changed", "王芳的直属领导换成陈总了，帮忙在系统里改一下", "users.update"},
		{"zh: system language set", "帮我把系统语言设置成简体中文", "users.update"},
		{"ko: a manager changed", "조민호 매니저를 김부장님으로 변경해 주세요", "users.update"},
		{"ko: time zone set to a city", "내 시간대를 서울로 설정해줘", "users.update"},
		{"ko: language setting without a particle", "언어 설정 한국어로 바꿔 줄래?", "users.update"},
		{"ko: English field and verb", "내 job title을 Product Manager로 update 해줘", "users.update"},
		{"ja: a superior changed", "山本さんの上長を森さんに変更してください", "users.update"},
		{"control: ko: an alarm's time of day", "알람 시간대를 오전으로 바꿔줘", ""},
		{"control: ko: a department's budget", "마케팅 부서 예산을 500만원으로 바꿔주세요", ""},
		{"control: ko: a department's name", "부서 이름을 영업기획팀으로 바꿔주세요", ""},
		{"control: ja: a keyboard's language", "キーボードの言語を英語に変更してください", ""},
	})
}

// Help centres and desks of companies the vocabulary reads otherwise (Mercado Pago, HP,
// Amazon, Apple) and help sites by their address are another organization's; a ticket
// with them too. Our own help centre and a fault of ours handed over stay ours.
func TestKnownCompaniesHelpDesksAndFaultsHandedOver(t *testing.T) {
	expectRoutes(t, referencePlanner(t), []namedRoute{
		{"es: Ayuda de Mercado Pago", "Busca en Ayuda de Mercado Pago cómo anular un pago", ""},
		{"pt: Mercado Livre's help centre", "Na central de ajuda do Mercado Livre, como rastrear meu pedido?", ""},
		{"de: HP support", "Im HP Support nach Treibern für meinen Drucker suchen", ""},
		{"it: Amazon's guide", "Trovami l'articolo della guida di Amazon sui resi", ""},
		{"en: a help site's address", "look up on support.google.com how to recover a deleted Google Doc", ""},
		{"en: Apple support", "Search Apple support for how to reset my AirTag", ""},
		{"en: a ticket with Mercado Livre", "Open a ticket with Mercado Livre about my missing order", ""},
		{"fr: a ticket at Amazon", "Ouvre un ticket chez Amazon pour mon colis perdu", ""},
		{"en: a fault of ours, fix it", "Your app keeps logging me out, please fix it", "support.create_ticket"},
		{"pt: a fault of ours, consertem", "O aplicativo de vocês está travando no login, por favor consertem", "support.create_ticket"},
		{"it: a page that does not load", "La pagina prenotazioni della vostra app non si carica, potete sistemarla?", "support.create_ticket"},
		{"control: pt: our help on paying with Mercado Pago", "Tem algum tutorial na central de ajuda explicando a integração com o Mercado Pago?", "support.search"},
		{"control: es: Mercado Libre's share", "precio actual de la acción de Mercado Libre", "finance.quote"},
	})
}

// Listed companies and tickers asked casually in lower case: how one is doing today, what
// it is at right now, its "cours" today, a lower-case Brazilian ticker with a word of now
// are its quote; its close, open, high or low on a day gone by is its history; a company's
// stock before a word of trading is its shares.
func TestCasualSharesNowAndOnDaysGoneBy(t *testing.T) {
	expectRoutes(t, referencePlanner(t), []namedRoute{
		{"en: how's it doing today", "how's amd doing today", "finance.quote"},
		{"en: what's it at rn", "what's nvda at rn", "finance.quote"},
		{"es: qué tal va hoy", "qué tal va tesla hoy", "finance.quote"},
		{"fr: c'est à combien là", "c'est à combien danone là?", "finance.quote"},
		{"fr: cours aujourd'hui", "cours de bnp paribas aujourd'hui", "finance.quote"},
		{"pt: a lower-case B3 ticker now", "bbas3 agora", "finance.quote"},
		{"es: interjection and y", "oye y el sabadell ahora mismo a cuánto anda?", "finance.quote"},
		{"en: close last friday", "amazon close last friday", "finance.history"},
		{"es: closed yesterday", "cuánto cerró santander ayer", "finance.history"},
		{"fr: high last tuesday", "plus haut de kering mardi dernier", "finance.history"},
		{"pt: opening on friday", "abertura da jerónimo martins na sexta", "finance.history"},
		{"en: a company's stock performance", "ford's stock performance this year", "finance.history"},
		{"en: a stock's price history over years", "pull up the price history of IBM stock from 2020 to 2022", "finance.history"},
		{"control: es: a close next friday", "¿Cuál será el precio de cierre de Amazon el viernes que viene?", ""},
		{"control: es: a meeting closed yesterday", "¿Cómo cerró la reunión con Iberdrola ayer?", "calendar.list"},
		{"control: en: a stock level of a SKU", "stock level of SKU-2087 today", "inventory.search"},
	})
}

// A ticket or a report asked of the desk in the closing clause, after a problem with a
// screen of the service told in a clause of its own, opens a ticket whatever the screen
// shows (stock, quotes, forecasts, structures); what the problem names asks nothing.
func TestClosingTicketAsksAfterAScreensFault(t *testing.T) {
	expectRoutes(t, referencePlanner(t), []namedRoute{
		{"fr: the stock screen, fais-moi un ticket", "L'écran de stock n'affiche rien, fais-moi un ticket", "support.create_ticket"},
		{"fr: the calendar of the app, faites un ticket", "Le calendrier de l'appli affiche mes réunions en double, faites un ticket", "support.create_ticket"},
		{"de: the structure view, Ticket aufmachen", "Die Kristallstruktur-Ansicht zeigt bei NaCl ein leeres Gitter, bitte Ticket aufmachen", "support.create_ticket"},
		{"de: the forecast page, als Fehler melden", "Die Wettervorhersage-Seite zeigt immer Berlin statt München, bitte als Fehler melden", "support.create_ticket"},
		{"es: a price history chart, crea un ticket", "El gráfico de histórico de precios sale vacío para cualquier ticker, crea un ticket de soporte", "support.create_ticket"},
		{"pt: the quotes screen, abre um chamado", "A tela de cotações está mostrando o preço da PETR4 de ontem, abre um chamado no suporte por favor", "support.create_ticket"},
		{"it: the article search, ticket pls", "la ricerca articoli nell'app dà errore 500, ticket pls", "support.create_ticket"},
		{"en: the quote screen, file a bug report", "The quote screen is stuck on yesterday's prices for AAPL — please file a bug report", "support.create_ticket"},
		{"control: en: a quote asked", "what's the latest quote for AAPL", "finance.quote"},
		{"control: ja: tickets counted", "今月サポートチームに寄せられた問い合わせ件数を集計していただけますか", ""},
	})
}

// A request that only puts a thing off or drops it, perhaps for now and with a later or
// thanks after it, asks nothing; so does a ticket dropped after the fault went away. A
// put-off clause followed by another ask, or a second act joined to it, still asks.
func TestPutOffOnlyAndTicketsDropped(t *testing.T) {
	expectRoutes(t, referencePlanner(t), []namedRoute{
		{"it: the weather left for now", "per ora lascia stare il meteo", ""},
		{"es: a quote for another moment", "Deja lo de la cotización de Repsol para otro momento, gracias", ""},
		{"pt: let it go, I'll see later", "Deixa pra lá a cotação da Ambev, depois eu vejo", ""},
		{"it: put off to next week", "Rimandiamo la ricerca degli articoli alla settimana prossima, grazie", ""},
		{"fr: set aside, I'll tell you tomorrow", "Mets de côté la mise à jour du stock du SKU ZX-90, je te redis demain.", ""},
		{"fr: the fault went away, no ticket", "L'écran de stock n'affichait rien, mais c'est revenu tout seul, pas besoin de ticket finalement", ""},
		{"it: it works now, drop the ticket", "Il widget meteo si bloccava ma ora va, lascia perdere il ticket", ""},
		{"control: pt: forget it and create another", "Esquece o evento de amanhã e cria um novo na sexta", "calendar.create"},
		{"control: en: never mind one thing, just another", "Never mind checking my schedule — just add a dentist appointment for Friday at 10am.", "calendar.create"},
		{"control: es: a search, no ticket needed", "Busca artículos de ayuda sobre la VPN, no hace falta abrir ticket", "support.search"},
	})
}

// Laws, codes and court cases cite and refer to each other like rulings, no papers; a
// citation style named in French or Italian asks a reference formatted. A thing dropped
// first with the ask joined by "and" leaves the ask alone, unless the ask points back at
// the thing dropped.
func TestLawsCitingAndDroppedThenJoinedAsks(t *testing.T) {
	expectRoutes(t, referencePlanner(t), []namedRoute{
		{"en: cases citing a case by its parties", "which later cases cite Brown v. Board of Education?", ""},
		{"de: laws referring to a paragraph", "Welche Gesetze verweisen auf § 823 BGB?", ""},
		{"it: rulings citing a ruling", "Quali sentenze della Cassazione citano la sentenza n. 500/1999 delle Sezioni Unite?", ""},
		{"fr: articles of the civil code", "Quels articles du Code civil renvoient à l'article 1240 ?", ""},
		{"fr: how to cite in ISO 690", "Comment citer un article de revue selon la norme ISO 690 ?", ""},
		{"it: dropped and joined", "Lascia stare le previsioni e dimmi che tempo fa adesso a Milano", "weather.current"},
		{"fr: dropped and joined", "Laisse tomber la structure et cherche des matériaux avec un gap supérieur à 3 eV", "materials.search"},
		{"de: dropped and joined", "Vergiss die Struktur und such nach Materialien mit einer Bandlücke um 1,5 eV", "materials.search"},
		{"control: fr: the ask points back at the dropped thing", "Laisse tomber la recherche du SKU FR-300 et passe sa quantité à 0", "inventory.update"},
		{"control: en: a game between teams on the calendar", "Please put the Celtics vs Knicks game on my calendar, Friday March 14 at 7:30pm", "calendar.create"},
		{"control: de: citing a source in our support portal", "Wie zitiert man eine Quelle im Support-Portal? Bitte den Hilfeartikel dazu suchen.", "support.search"},
	})
}

// A thing dropped, or a bare "never mind", followed only by clauses that say it is no
// longer needed, already had or done later, asks nothing; a question after it still asks.
func TestDroppedThingsNoLongerNeeded(t *testing.T) {
	expectRoutes(t, referencePlanner(t), []namedRoute{
		{"en: nvm, not needed any more", "nvm, I don't need Jake's profile anymore", ""},
		{"en: dropped, done tomorrow", "Drop the inventory count change, I'll do it tomorrow.", ""},
		{"it: dropped, non mi serve più", "Lascia perdere la quotazione di ENI, non mi serve più.", ""},
		{"pt: never mind, already found", "deixa pra lá, já achei o artigo", ""},
		{"de: dropped, brauch ich nicht mehr", "Vergiss das mit dem Lagerbestand, brauch ich nicht mehr", ""},
		{"control: de: dropped, then a forecast asked", "Vergiss das aktuelle Wetter, wie wird's morgen in München?", "weather.forecast"},
		{"control: es: dropped, then a forecast wanted", "Olvida la temperatura actual, quiero saber qué tiempo hará mañana en Barcelona.", "weather.forecast"},
	})
}

// More casual share asks: "q tal va", "cómo va … tío", "… hoje quanto", "à combien rn";
// an opening price on a dated day is the share's history.
func TestMoreCasualSharesAndDatedOpenings(t *testing.T) {
	expectRoutes(t, referencePlanner(t), []namedRoute{
		{"es: q tal va hoy", "q tal va santander hoy", "finance.quote"},
		{"es: cómo va hoy tío", "cómo va tsla hoy tío", "finance.quote"},
		{"pt: a ticker, today, how much", "vale3 hoje quanto", "finance.quote"},
		{"fr: à combien rn", "airbus à combien rn", "finance.quote"},
		{"es: an opening on a dated day", "apertura de telefónica el 3 de marzo", "finance.history"},
		{"fr: an opening on a dated day", "ouverture de sanofi le 4 mars", "finance.history"},
		{"en: a close on an English date", "Netflix's close on March 15th?", "finance.history"},
		{"control: es: a shop opening on a day", "¿A qué hora abre la tienda el 3 de marzo?", ""},
	})
}

// Terse CJK profile settings: a field set with no verb ("타임존 KST로", "タイムゾーン PST に"),
// with a bare 改, with 设置 after the field, with an English field in Chinese, or said
// with 显示 (display) in the field's name, are the profile's update.
func TestTerseCJKProfileSettings(t *testing.T) {
	expectRoutes(t, referencePlanner(t), []namedRoute{
		{"ko: time zone with no verb", "타임존 KST로", "users.update"},
		{"ja: time zone with no verb", "タイムゾーン PST に", "users.update"},
		{"zh: a bare 改", "时区改东八区", "users.update"},
		{"zh: the display language", "显示语言改成英文吧", "users.update"},
		{"zh: a language setting", "孙磊的语言设置改成繁体中文", "users.update"},
		{"zh: an English field", "Lisa 的 manager 改成 David", "users.update"},
		{"control: ja: a department's party moved", "部署の飲み会を金曜日に変更してください", ""},
		{"control: ko: an alarm's time of day, no verb", "알람 시간대 오전으로", ""},
	})
}
