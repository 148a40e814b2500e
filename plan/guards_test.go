package plan

import (
	"context"
	"slices"
	"strings"
	"testing"
	"time"

	"github.com/schemarouter/schemarouter/catalog"
)

// guardTools are three small tools in the shape of common API catalogs: a market data
// tool whose siblings differ by time, a support desk that searches and creates, and a
// weather tool with a "right now" alias.
func guardTools() []catalog.ToolSpec {
	ro, rw := ptr(true), ptr(false)
	return []catalog.ToolSpec{
		{Name: "finance", Description: "Market quotes and historical price data", Endpoints: []catalog.EndpointSpec{
			{Name: "quote", Description: "Get the latest market quote for a ticker", ReadOnly: ro,
				OperationAliases: []string{"latest stock price", "current market price"},
				OutputFields:     []catalog.FieldSpec{{Name: "symbol", Identifier: true}, {Name: "price"}}},
			{Name: "history", Description: "Get historical prices for a ticker and date range", ReadOnly: ro,
				OperationAliases: []string{"historical prices", "price history"},
				OutputFields:     []catalog.FieldSpec{{Name: "symbol", Identifier: true}, {Name: "history"}}},
		}},
		{Name: "support", Description: "Customer support desk", Endpoints: []catalog.EndpointSpec{
			{Name: "search", Description: "Search support knowledge base articles", ReadOnly: ro,
				OperationAliases: []string{"find help documentation"},
				OutputFields:     []catalog.FieldSpec{{Name: "id", Identifier: true}, {Name: "title"}}},
			{Name: "create_ticket", Description: "Create a customer support ticket", ReadOnly: rw,
				OperationAliases: []string{"create support ticket", "open support case"},
				OutputFields:     []catalog.FieldSpec{{Name: "id", Identifier: true}, {Name: "status"}}},
		}},
		{Name: "weather", Description: "Weather data", Endpoints: []catalog.EndpointSpec{
			{Name: "current", Description: "Get current city temperature and conditions", ReadOnly: ro,
				OperationAliases: []string{"current weather", "weather right now"},
				OutputFields:     []catalog.FieldSpec{{Name: "city", Identifier: true}, {Name: "temperature"}}},
			{Name: "forecast", Description: "Get future weather forecast for a city", ReadOnly: ro,
				OperationAliases: []string{"weather forecast"},
				OutputFields:     []catalog.FieldSpec{{Name: "city", Identifier: true}, {Name: "forecast"}}},
		}},
		{Name: "events", Description: "Calendar", Endpoints: []catalog.EndpointSpec{
			{Name: "list", Description: "List scheduled calendar events", ReadOnly: ro,
				OutputFields: []catalog.FieldSpec{{Name: "id", Identifier: true}, {Name: "title"}}},
		}},
	}
}

// inventoryTool is a warehouse that searches and sets stock by SKU.
func inventoryTool() catalog.ToolSpec {
	return catalog.ToolSpec{Name: "inventory", Description: "Warehouse inventory", Endpoints: []catalog.EndpointSpec{
		{Name: "search", Description: "Search inventory and stock by SKU", ReadOnly: ptr(true),
			OutputFields: []catalog.FieldSpec{{Name: "sku", Identifier: true}, {Name: "quantity"}}},
		{Name: "update", Description: "Update inventory quantity for a SKU", ReadOnly: ptr(false),
			OperationAliases: []string{"set stock count"},
			OutputFields:     []catalog.FieldSpec{{Name: "sku", Identifier: true}, {Name: "quantity"}}},
	}}
}

func TestRoutesNeedSpecificEvidence(t *testing.T) {
	p := newPlanner(t, Options{}, guardTools()...)
	tests := []struct {
		query, want, warning string // want "" means refused with warning
	}{
		{"what is the noise level right now", "", "specific evidence: only generic words matched: weather.current"},
		{"shipping status of order 1234", "", "specific evidence: only generic words matched: support.create_ticket"},
		{"current inflation rate of the euro area", "", "specific evidence: only generic words matched: "},
		{"current mortgage interest rates", "", "specific evidence: only generic words matched: "},
		// Specific words still route, generic ones alongside them do not hurt.
		{"weather right now in Seoul", "weather.current", ""},
		{"current temperature in Oslo", "weather.current", ""},
		{"AAPL price", "finance.quote", ""},
	}
	for _, tt := range tests {
		t.Run(tt.query, func(t *testing.T) {
			got := mustPlan(t, p, Request{Query: tt.query})
			if tt.want == "" {
				if len(got.Calls) != 0 || !slices.ContainsFunc(got.Warnings, func(w string) bool { return strings.HasPrefix(w, tt.warning) }) {
					t.Fatalf("calls %v, warnings %q; want a refusal with %q", routes(got), got.Warnings, tt.warning)
				}
				return
			}
			if !slices.Equal(routes(got), []string{tt.want}) {
				t.Fatalf("calls %v (%q), want %s", routes(got), got.Warnings, tt.want)
			}
		})
	}
}

func TestAFieldNameContainingAConceptIsSpecific(t *testing.T) {
	thermal := singleFieldTool("thermal", "lab", "material_id", catalog.FieldSpec{Name: "thermal_conductivity"})
	p := newPlanner(t, Options{}, thermal, guardTools()[2])
	if got := mustPlan(t, p, Request{Query: "q", Concepts: []string{"conductivity"}}); !slices.Equal(routes(got), []string{"thermal.search"}) {
		t.Fatalf("calls %v (%q): conductivity names part of thermal_conductivity", routes(got), got.Warnings)
	}
	if got := mustPlan(t, p, Request{Query: "toxicity"}); len(got.Calls) != 0 {
		t.Fatalf("calls %v: toxicity merely contains city", routes(got))
	}
}

func TestARequestThatNamesNoActionIsNeverRoutedToAnActionOnlyEndpoint(t *testing.T) {
	p := newPlanner(t, Options{}, guardTools()...)
	tests := []struct{ query, want string }{
		{"status of support ticket 412", ""},
		{"who is assigned to my support ticket", ""}, // nor does the knowledge base say who
		{"create a support ticket about billing", "support.create_ticket"},
		{"open support case about billing", "support.create_ticket"}, // its operation alias
		{"고객지원 티켓 생성", "support.create_ticket"},                      // a Korean headline-style request
	}
	for _, tt := range tests {
		t.Run(tt.query, func(t *testing.T) {
			got := mustPlan(t, p, Request{Query: tt.query})
			if tt.want == "" {
				if slices.Contains(routes(got), "support.create_ticket") {
					t.Fatalf("a read request was routed to create_ticket (%q)", got.Warnings)
				}
				return
			}
			if !slices.Equal(routes(got), []string{tt.want}) {
				t.Fatalf("calls %v (%q), want %s", routes(got), got.Warnings, tt.want)
			}
		})
	}
	got := mustPlan(t, p, Request{Query: "ticket status"})
	if len(got.Calls) != 0 || !slices.Contains(got.Warnings, "action guard: the request names no action: support.create_ticket") {
		t.Fatalf("calls %v, warnings %q", routes(got), got.Warnings)
	}
}

func TestATimeAspectChoosesTheSiblingThatNamesIt(t *testing.T) {
	p := newPlanner(t, Options{}, guardTools()...)
	tests := []struct{ lang, query, want string }{
		{"en", "historical stock prices of AAPL", "finance.history"},
		{"en", "latest stock price of AAPL", "finance.quote"},
		{"de", "hole historische Kurse für GOOGL", "finance.history"},
		{"de", "hole den aktuellen Kurs von AAPL", "finance.quote"},
		{"ko", "AAPL 과거 주가", "finance.history"},
		{"ja", "過去の株価 AAPL", "finance.history"},
		{"en", "weather forecast for tomorrow in Oslo", "weather.forecast"},
	}
	for _, tt := range tests {
		t.Run(tt.lang+"/"+tt.query, func(t *testing.T) {
			got := mustPlan(t, p, Request{Query: tt.query})
			if !slices.Equal(routes(got), []string{tt.want}) {
				t.Fatalf("calls %v (%q), want %s", routes(got), got.Warnings, tt.want)
			}
		})
	}
}

func TestCatalogParticiplesMeetTheirVerb(t *testing.T) {
	p := newPlanner(t, Options{}, guardTools()...)
	for _, q := range []string{"오늘 일정 보여줘", "今日の予定を一覧表示して"} {
		if got := mustPlan(t, p, Request{Query: q}); !slices.Equal(routes(got), []string{"events.list"}) {
			t.Errorf("%q: calls %v (%q); the schedule is in \"List scheduled calendar events\"", q, routes(got), got.Warnings)
		}
	}
}

func TestATimeNoEndpointOffersIsRefused(t *testing.T) {
	p := newPlanner(t, Options{}, guardTools()...)
	got := mustPlan(t, p, Request{Query: "historical weather for Paris in 1998"})
	if len(got.Calls) != 0 || !slices.Contains(got.Warnings, "time aspect: the request asks for another time than: finance.history, finance.quote, weather.current, weather.forecast") {
		t.Fatalf("calls %v, warnings %q", routes(got), got.Warnings)
	}
	// Endpoints that name no time are not judged by it.
	if got := mustPlan(t, p, Request{Query: "historical calendar events"}); !slices.Equal(routes(got), []string{"events.list"}) {
		t.Fatalf("calls %v (%q)", routes(got), got.Warnings)
	}
}

func TestAPastTimeWinsOverTodayAndForecast(t *testing.T) {
	p := newPlanner(t, Options{}, guardTools()...)
	// Each names a past time next to a present or future one: the question is about
	// the past, which no weather endpoint serves.
	for _, q := range []string{
		"what was the temperature in Denver on this day last year",
		"작년 이맘때 서울 기온이 몇 도였어",
		"去年の今日の東京の気温",
		"how accurate was last week's forecast for Phoenix",
		"¿cómo fue el pronóstico del tiempo de la semana pasada en Lima?",
		"昨日の天気予報",
		"hole das Wetter von letzter Woche in Paris", // German past times in the genitive and dative
		"ermittle die Tiefsttemperatur der letzten Nacht in München",
	} {
		got := mustPlan(t, p, Request{Query: q})
		if len(got.Calls) != 0 || !slices.ContainsFunc(got.Warnings, func(w string) bool { return strings.HasPrefix(w, "time aspect:") }) {
			t.Errorf("%q: calls %v (%q), want a time-aspect refusal", q, routes(got), got.Warnings)
		}
	}
	if got := mustPlan(t, p, Request{Query: "Kurs von AAPL des letzten Jahres"}); !slices.Equal(routes(got), []string{"finance.history"}) {
		t.Errorf("calls %v (%q), want finance.history", routes(got), got.Warnings)
	}
	// Past and present together still reach the history.
	if got := mustPlan(t, p, Request{Query: "latest price history of AAPL"}); !slices.Equal(routes(got), []string{"finance.history"}) {
		t.Errorf("calls %v (%q), want finance.history", routes(got), got.Warnings)
	}
}

// The time a request's asking part names is the time it asks for; a story before it
// dates the story.
func TestTheAskedTimeIsTheAskingPartsTime(t *testing.T) {
	p := newPlanner(t, Options{}, guardTools()...)
	expectRoutes(t, p, []namedRoute{
		{"a story last night, a question now", "My uncle bragged about his shares at dinner last night. What's the latest stock price of AAPL right now?", "finance.quote"},
		{"the question asks the past", "I checked it this morning. What was the stock price of AAPL last Friday?", "finance.history"},
		{"mountain passes are no past", "We're driving to Denver on Saturday and wonder if the mountain passes will get snow this weekend.", "weather.forecast"},
	})
}

func TestAYearBeforeTodaysAsksAboutThePast(t *testing.T) {
	at := func(year int) Options {
		return Options{Now: func() time.Time { return time.Date(year, 6, 1, 12, 0, 0, 0, time.UTC) }}
	}
	tests := []struct {
		name, query string
		year        int
		want        string
	}{
		{"a past year", "Kannst du mir die Kurse von MSFT für Oktober 2022 abrufen?", 2026, "finance.history"},
		{"a past date", "AAPL price on 2020-03-16", 2026, "finance.history"},
		{"a past year before 年", "2021年のトヨタの株価", 2026, "finance.history"},
		{"the same year is not the past", "AAPL price in 2026", 2026, "finance.quote"},
		{"the clock dates it", "Kannst du mir die Kurse von MSFT für Oktober 2022 abrufen?", 2022, "finance.quote"},
		{"a past tense asks about the past", "Welchen Kurs hatte BMW am 16. März?", 2026, "finance.history"},
		{"wie stand is a past tense", "Wie stand die Adidas-Aktie am 3. Januar?", 2026, "finance.history"},
		{"prices over a period", "Kannst du mir die Kurse von MSFT im Zeitraum 01.02.–28.02. geben?", 2026, "finance.history"},
		{"daily prices", "Bitte die Tageskurse von Infineon für Februar auflisten", 2026, "finance.history"},
		{"a subjunctive is no past tense", "Ich hätte gern den aktuellen Kurs von BMW.", 2026, "finance.quote"},
		{"no endpoint keeps past weather", "weather in Paris in 1989", 2026, ""},
		{"a future year", "will it rain in Oslo in 2027", 2026, "weather.forecast"},
		{"years ahead is no forecast's reach", "will it rain in Oslo in 2031", 2026, ""},
		{"an identifier is no year", "AAPL price for order ORD-2020", 2026, "finance.quote"},
		{"a level is no year", "is AAPL latest stock price above 1900 right now", 2026, "finance.quote"},
		{"a range of years", "AAPL price 2019-2021", 2026, "finance.history"},
		{"a date after a month and a day", "AAPL price on March 31, 2024", 2026, "finance.history"},
		{"full-width digits", "２０２１年のトヨタの株価", 2026, "finance.history"},
		{"a particle before the year", "7203の2021年の株価データ", 2026, "finance.history"},
		{"a season dates a year", "Wetter Basel Sommer 2003", 2026, ""},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			expectRoute(t, newPlanner(t, at(tt.year), guardTools()...), tt.query, tt.want)
		})
	}
}

func TestASiblingThatServesTheAskedTimeTakesTheToolsEvidence(t *testing.T) {
	p := newPlanner(t, Options{}, guardTools()...)
	tests := []struct{ query, want string }{
		// The temperature field is the current weather's; tomorrow is the forecast's.
		{"what will the temperature be in Oslo tomorrow", "weather.forecast"},
		{"내일 서울 기온 알려줘", "weather.forecast"},
		{"明日の東京の気温は？", "weather.forecast"},
		{"Wie warm soll es nächsten Dienstag in Mainz werden?", "weather.forecast"},
		// No sibling serves the time: still refused.
		{"AAPL price tomorrow", ""},
		{"what was the temperature in Denver yesterday", ""},
	}
	for _, tt := range tests {
		expectRoute(t, p, tt.query, tt.want)
	}
}

func TestATimeTheLeadingToolLacksIsNotServedByAnotherTool(t *testing.T) {
	shop := singleFieldTool("inventory", "search", "sku", catalog.FieldSpec{Name: "quantity"})
	shop.Endpoints[0].Description = "Search inventory and stock by SKU"
	p := newPlanner(t, Options{}, append(guardTools(), shop)...)
	// The request is about a share price next month; the market tool serves only the
	// latest quote and the past, so the warehouse's "stock" must not take it.
	// Nor does a time word lead: the temperature history is about the weather, which
	// has no past, not about the market's price history.
	for _, q := range []string{"will the TSLA stock price rise next month", "테슬라 주가 다음 달에 오를까", "任天堂の株価は来月どうなる",
		"福岡の過去30年の平均気温の推移を見せて", "서울 역대 최고 기온 기록"} {
		got := mustPlan(t, p, Request{Query: q})
		if len(got.Calls) != 0 {
			t.Errorf("%q: calls %v (%q), want a refusal", q, routes(got), got.Warnings)
		}
	}
	if got := mustPlan(t, p, Request{Query: "TSLA stock price now"}); !slices.Equal(routes(got), []string{"finance.quote"}) {
		t.Errorf("calls %v (%q), want finance.quote", routes(got), got.Warnings)
	}
}

func TestTheMainVerbDecidesBetweenAReadAndAnAction(t *testing.T) {
	p := newPlanner(t, Options{}, guardTools()...)
	// The action is the main verb: no endpoint deletes, sends or exports.
	for _, q := range []string{
		"delete my saved search of support articles",
		"Lösche meine gespeicherte Suche nach Supportartikeln",
		"지원 문서 검색 목록에서 이 항목 삭제해줘",
		"Exporta la lista de eventos del calendario a Excel",
		"kannst du meine gespeicherte Suche nach Supportartikeln löschen",
		"Escalate my open ticket to a senior engineer", // of two actions, the main verb's
	} {
		if got := mustPlan(t, p, Request{Query: q}); len(got.Calls) != 0 {
			t.Errorf("%q: calls %v (%q), want a refusal", q, routes(got), got.Warnings)
		}
	}
	// The read is the main verb: the action is what the articles are about.
	for _, q := range []string{
		"search support articles for password reset",
		"password reset 관련 support 문서를 search해",
		"password resetのサポート記事を検索して",
		"kannst du in den Support-Artikeln nach Passwort zurücksetzen suchen",
		"suche Supportartikel zum Thema Passwort zurücksetzen",
	} {
		if got := mustPlan(t, p, Request{Query: q}); !slices.Equal(routes(got), []string{"support.search"}) {
			t.Errorf("%q: calls %v (%q), want support.search", q, routes(got), got.Warnings)
		}
	}
}

func TestAQuestionNeedsAnEndpointThatAnswersIt(t *testing.T) {
	users := catalog.ToolSpec{Name: "users", Description: "User directory", Endpoints: []catalog.EndpointSpec{
		{Name: "lookup", Description: "Look up a user profile", ReadOnly: ptr(true),
			OutputFields: []catalog.FieldSpec{{Name: "id", Identifier: true}, {Name: "name"}}},
	}}
	stock := catalog.ToolSpec{Name: "inventory", Description: "Warehouse inventory", Endpoints: []catalog.EndpointSpec{
		{Name: "search", Description: "Search inventory and stock by SKU", ReadOnly: ptr(true),
			OutputFields: []catalog.FieldSpec{{Name: "sku", Identifier: true}, {Name: "quantity"}}},
	}}
	p := newPlanner(t, Options{}, append(guardTools(), users, stock)...)
	tests := []struct{ query, want string }{
		// Nothing these endpoints return says who, when or where.
		{"Who last changed the stock count for SKU-2048?", ""},
		{"SKU-1234 supplier 누구야?", ""},
		{"When did user 2231 last log in?", ""},
		{"user 4412 last login 언제야?", ""},
		{"SKU-1234の在庫はどこにある？", ""},
		{"How many new users signed up last week?", ""},
		{"¿Cuántos tickets abiertos tengo?", ""},
		{"Warum lag die Wettervorhersage für Stuttgart daneben?", ""},
		// A question word leads its own sentence after a story.
		{"Amazon stock tanked this morning and I don't get it. Why did it drop so hard?", ""},
		// These do.
		{"who is user 611", "users.lookup"},
		{"how many units of SKU-2048 are in stock", "inventory.search"},
		{"when is my next calendar event", "events.list"},
		{"Wie viele Termine stehen diese Woche im Kalender?", "events.list"},
		{"¿Dónde llueve hoy? el tiempo actual en Lima", "weather.current"},
		// "Where can I find X" asks for X.
		{"Wo finde ich den Hilfeartikel zur Datensicherung?", "support.search"},
		{"where can I find help documentation about backups", "support.search"},
	}
	for _, tt := range tests {
		got := mustPlan(t, p, Request{Query: tt.query})
		if tt.want == "" {
			if len(got.Calls) != 0 || !slices.ContainsFunc(got.Warnings, func(w string) bool { return strings.HasPrefix(w, "asked answer: the request asks ") }) {
				t.Errorf("%q: calls %v (%q), want an asked-answer refusal", tt.query, routes(got), got.Warnings)
			}
			continue
		}
		if !slices.Equal(routes(got), []string{tt.want}) {
			t.Errorf("%q: calls %v (%q), want %s", tt.query, routes(got), got.Warnings, tt.want)
		}
	}
}

// A tool's description that sums up its endpoints answers a question only for the
// endpoints whose own text answers it, when any does: "knowledge" in "Customer support
// knowledge and ticket operations" is the knowledge base's, so instructions (which ask
// like "why") are no ticket to open.
func TestAToolDescriptionLendsNoEndpointWhatASiblingAnswers(t *testing.T) {
	support := guardTools()[1]
	support.Description = "Customer support knowledge and ticket operations"
	support.Endpoints[1].Description = "Create a support ticket"
	finance := catalog.ToolSpec{Name: "finance", Description: "Market quotes and historical price data", Endpoints: []catalog.EndpointSpec{
		{Name: "quote", Description: "Get the latest market quote for a ticker", ReadOnly: ptr(true),
			OutputFields: []catalog.FieldSpec{{Name: "symbol", Identifier: true}, {Name: "price"}}},
		{Name: "history", Description: "Get historical daily prices for a ticker", ReadOnly: ptr(true),
			OutputFields: []catalog.FieldSpec{{Name: "symbol", Identifier: true}, {Name: "close"}}},
	}}
	weather := catalog.ToolSpec{Name: "weather", Description: "Weather observations and forecasts for cities", Endpoints: []catalog.EndpointSpec{
		{Name: "current", Description: "Get current weather", ReadOnly: ptr(true),
			OutputFields: []catalog.FieldSpec{{Name: "temperature"}}},
	}}
	p := newPlanner(t, Options{}, support, finance, weather)
	tests := []struct{ query, want string }{
		{"How do I create a support ticket?", ""},
		{"how to open a support ticket, search the help articles", "support.search"},
		{"AAPL price trend over the past year", "finance.history"},
		// A word no endpoint's own text says is every endpoint's.
		{"where is it raining right now, current weather", "weather.current"},
	}
	for _, tt := range tests {
		expectRoute(t, p, tt.query, tt.want)
	}
}

// The verb of a multi-word operation form ("open" of "open a") names the operation,
// which operation fit judges; it is no evidence for an endpoint whose alias happens to
// say it ("open support case").
func TestTheVerbOfAnOperationPhraseIsNoEvidence(t *testing.T) {
	p := newPlanner(t, Options{}, guardTools()...)
	for _, tt := range []struct{ query, want string }{
		{"Open a new brokerage account", ""},
		{"open a new savings account for me", ""},
		{"open a support case about my refund", "support.create_ticket"},
		{"I want to open a ticket about my refund", "support.create_ticket"},
	} {
		got := mustPlan(t, p, Request{Query: tt.query})
		if want := []string{tt.want}; tt.want == "" && len(got.Calls) != 0 || tt.want != "" && !slices.Equal(routes(got), want) {
			t.Errorf("%q: calls %v (%q), want %q", tt.query, routes(got), got.Warnings, tt.want)
		}
	}
}

func TestAWordOfTheToolsTextThatASiblingOwnsIsNoEvidence(t *testing.T) {
	support := guardTools()[1]
	support.Description = "Customer support knowledge and ticket operations"
	p := newPlanner(t, Options{}, support)
	// "ticket" reaches the knowledge-base search only through the tool's shared text;
	// tickets are what create_ticket is about, and the request creates nothing.
	for _, q := range []string{"What's the status of my ticket #4821?", "チケット#2045のステータスを教えて", "Wie ist der Status meines Tickets 4410?"} {
		got := mustPlan(t, p, Request{Query: q})
		if len(got.Calls) != 0 || !slices.Contains(got.Warnings, "specific evidence: only generic words matched: support.search") {
			t.Errorf("%q: calls %v (%q), want a specific-evidence refusal of support.search", q, routes(got), got.Warnings)
		}
	}
	for q, want := range map[string]string{
		"search support articles about ticket priorities": "support.search",
		"create a support ticket about billing":           "support.create_ticket",
	} {
		if got := mustPlan(t, p, Request{Query: q}); !slices.Equal(routes(got), []string{want}) {
			t.Errorf("%q: calls %v (%q), want %s", q, routes(got), got.Warnings, want)
		}
	}
}

func TestEqualSiblingsPreferTheOneWhoseOwnTextMatched(t *testing.T) {
	p := newPlanner(t, Options{}, guardTools()...)
	// "시세" (quote) matches both finance endpoints through the tool's description
	// ("Market quotes"), but only the quote endpoint's own text says it.
	for _, q := range []string{"MSFT 시세 알려줘", "MSFT quote"} {
		got := mustPlan(t, p, Request{Query: q})
		if !slices.Equal(routes(got), []string{"finance.quote"}) {
			t.Errorf("%q: calls %v (%q), want finance.quote", q, routes(got), got.Warnings)
		}
	}
}

func TestARequestForInstructionsReadsTheActionItNames(t *testing.T) {
	p := newPlanner(t, Options{}, guardTools()...)
	for _, q := range []string{
		"documentation about resetting a password",
		"find help documentation: how to create a support ticket",
		"documentación de ayuda para configurar el correo",
		"비밀번호 재설정 방법 도움말 검색",
	} {
		if got := mustPlan(t, p, Request{Query: q}); !slices.Equal(routes(got), []string{"support.search"}) {
			t.Errorf("%q: calls %v (%q), want support.search", q, routes(got), got.Warnings)
		}
	}
	// Without a request for instructions the action is the operation.
	if got := mustPlan(t, p, Request{Query: "create a support ticket"}); !slices.Equal(routes(got), []string{"support.create_ticket"}) {
		t.Errorf("calls %v", routes(got))
	}
}

func TestAHistoryNeedsAnEndpointThatKeepsThePast(t *testing.T) {
	users := catalog.ToolSpec{Name: "users", Description: "User directory", Endpoints: []catalog.EndpointSpec{
		{Name: "lookup", Description: "Look up a user profile", ReadOnly: ptr(true),
			OutputFields: []catalog.FieldSpec{{Name: "id", Identifier: true}, {Name: "name"}}},
	}}
	p := newPlanner(t, Options{}, append(guardTools(), users)...)
	tests := []struct{ query, want string }{
		// The users tool keeps no history; the price history is not the logins'.
		{"user 611 login history", ""},
		{"사용자 611 로그인 기록 보여줘", ""},
		{"ユーザー611のログイン履歴", ""},
		{"historial de inicio de sesión del usuario 611", ""},
		{"Wie hat sich die Zahl der aktiven Benutzer entwickelt?", ""},
		// A price history is one.
		{"AAPL price history", "finance.history"},
		{"Kursverlauf von TSLA", "finance.history"},
		{"삼성전자 주가 추이", "finance.history"},
	}
	for _, tt := range tests {
		expectRoute(t, p, tt.query, tt.want)
	}
}

// paperSearchTool is a literature tool with one paper search.
func paperSearchTool() catalog.ToolSpec {
	return catalog.ToolSpec{Name: "papers", Description: "Scientific literature", Endpoints: []catalog.EndpointSpec{
		{Name: "search", Description: "Search research papers and article metadata", ReadOnly: ptr(true),
			OperationAliases: []string{"search papers", "find research articles"},
			OutputFields:     []catalog.FieldSpec{{Name: "doi", Identifier: true}, {Name: "title"}}},
	}}
}

// A scope named as the topic of documents keeps only the endpoints that search documents
// for it: articles about demand forecasting are no weather forecast.
func TestATopicScopeKeepsTheDocumentSearch(t *testing.T) {
	p := newPlanner(t, Options{}, append(guardTools(), paperSearchTool())...)
	for _, tt := range []struct{ query, want string }{
		{"Search for articles about demand forecasting with LSTMs.", "papers.search"},
		{"需要予測の論文を探して", "papers.search"},
		{"forecast for Oslo tomorrow", "weather.forecast"},
	} {
		expectRoute(t, p, tt.query, tt.want)
	}
	// A study is a paper: the works that cite it are its citations.
	papers := catalog.ToolSpec{Name: "papers", Description: "Scientific literature", Endpoints: []catalog.EndpointSpec{
		{Name: "search", Description: "Search research papers and article metadata", ReadOnly: ptr(true),
			OutputFields: []catalog.FieldSpec{{Name: "doi", Identifier: true}, {Name: "title"}}},
		{Name: "citations", Description: "Find papers that cite a DOI or article", ReadOnly: ptr(true),
			OutputFields: []catalog.FieldSpec{{Name: "doi", Identifier: true}, {Name: "citing_doi"}}},
	}}
	expectRoute(t, newPlanner(t, Options{}, papers), "Which newer articles cite the prospect theory study by Kahneman and Tversky?", "papers.citations")
	// A history named only in the story is not asked.
	expectRoute(t, newPlanner(t, Options{}, paperSearchTool()),
		"I'm putting together a reading group on deep learning history. Find papers by Yoshua Bengio from 2019.", "papers.search")
}

// A fabric or a piece of jewellery is beside the catalog, except as a paper's topic or
// inside a quoted title.
func TestThingsBesideTheCatalogAsTopicsAndTitles(t *testing.T) {
	calendar := catalog.ToolSpec{Name: "calendar", Description: "Calendar", Endpoints: []catalog.EndpointSpec{
		{Name: "create", Description: "Create a new calendar event", ReadOnly: ptr(false),
			OperationAliases: []string{"add calendar event"},
			OutputFields:     []catalog.FieldSpec{{Name: "id", Identifier: true}, {Name: "title"}}},
	}}
	p := newPlanner(t, Options{}, paperSearchTool(), calendar)
	for _, tt := range []struct{ query, want string }{
		{"best fabric for a summer dress", ""},
		{"papers on conductive textiles for wearable sensors", "papers.search"},
		{"金曜19時に『ネックレスを修理に出す』を予定に追加", "calendar.create"},
	} {
		expectRoute(t, p, tt.query, tt.want)
	}
}

func TestEqualSiblingsGoToTheToolsGeneralRead(t *testing.T) {
	papers := catalog.ToolSpec{Name: "papers", Description: "Scientific literature and citation database", Endpoints: []catalog.EndpointSpec{
		{Name: "citations", Description: "Find papers that cite a DOI or article", ReadOnly: ptr(true),
			OperationAliases: []string{"find citing papers", "citation lookup"},
			OutputFields:     []catalog.FieldSpec{{Name: "doi", Identifier: true}, {Name: "citations"}}},
		{Name: "search", Description: "Search research papers and article metadata", ReadOnly: ptr(true),
			OperationAliases: []string{"search papers", "find research articles"},
			OutputFields:     []catalog.FieldSpec{{Name: "doi", Identifier: true}, {Name: "title"}}},
	}}
	p := newPlanner(t, Options{}, papers)
	tests := []struct{ query, want string }{
		// Nothing in these names the citations: the general search takes them.
		{"papers about perovskite solar cells", "papers.search"},
		{"量子誤り訂正に関する論文を探して", "papers.search"},
		{"Veröffentlichungen zu Graphen", "papers.search"},
		// Citing is the citations endpoint's own word.
		{"papers citing 10.1000/xyz", "papers.citations"},
		// "list" is the citations endpoint's only through its alias "list articles that
		// cite": it lists citing articles, not any papers.
		{"list papers by Hinton before 2010", "papers.search"},
		{"저자가 Hinton인 2010년 이전 논문 목록 보여줘", "papers.search"},
		{"list articles that cite 10.1000/xyz", "papers.citations"},
		// Instructions are no research article's: nothing here tells how to cite.
		{"How do I cite a website in Harvard style?", ""},
		{"wie zitiert man ne webseite richtig im harvard style?", ""},
	}
	for _, tt := range tests {
		expectRoute(t, p, tt.query, tt.want)
	}
}

func TestStatisticsNeedAnEndpointThatComputesThem(t *testing.T) {
	p := newPlanner(t, Options{}, guardTools()...)
	tests := []struct{ query, want string }{
		// No weather or calendar endpoint computes averages or statistics.
		{"average temperature in Madrid over the last decade", ""},
		{"서울 8월 평균 기온 알려줘", ""},
		{"statistics of my calendar events this month", ""},
		// Without them, the same words route.
		{"temperature in Madrid right now", "weather.current"},
		{"show my calendar events this month", "events.list"},
	}
	for _, tt := range tests {
		expectRoute(t, p, tt.query, tt.want)
	}
}

func TestAnActionOnTheDocumentationItselfIsAnAction(t *testing.T) {
	p := newPlanner(t, Options{}, guardTools()...)
	tests := []struct{ query, want string }{
		// The action is done to the help article: nothing deletes, edits or rates one.
		{"delete this help article", ""},
		{"このヘルプ記事を削除して", ""},
		{"이 도움말 문서 수정해줘", ""},
		{"도움말 아티클 영어로 번역해줘", ""},       // an adverbial between them is no object
		{"오래된 도움말 문서는 삭제해 주시겠어요?", ""}, // a topic marker marks what the verb acts on
		{"ヘルプ記事「請求書の再発行方法」を英訳。", ""},   // a quoted title is the document
		{"이 도움말 아티클 간단하게 요약해줘", ""},
		{"도움말 문서 처음부터 다시 작성해줘", ""},
		{"도움말 문서 '환불 정책' 내용 수정해줘", ""},                              // 도움말 문서 is one compound, 내용 its part
		{"ヘルプ記事の誤字を修正したい", ""},                                      // a part of the article marked as the object
		{"help center の article を PDF で export して", ""},             // the help center's article, marked as the object
		{"help article 'Setting up SSO' → translate to French", ""}, // an arrow points at the act
		{"help article about 'how to translate invoices'", "support.search"},
		{"Valora con 5 estrellas el artículo de ayuda sobre devoluciones", ""},
		{"kannst du diesen Hilfeartikel löschen", ""},
		// What a German help article is about comes before the act done to it.
		{"Hilfeartikel zur Rückerstattung löschen", ""},
		{"Hilfeartikel zur Kündigung archivieren", ""},
		{"Hilfeartikel zum Passwort zurücksetzen", "support.search"}, // the act is the topic
		{"Hilfeartikel Überweisung löschen", "support.search"},       // no preposition: a topic
		// Writing a support article makes no ticket.
		{"create a support article about password reset", ""},
		{"サポート記事を作成して", ""},
		{"crea un artículo de soporte sobre el cambio de suscripción", ""},
		{"create a support ticket about the article that fails to load", "support.create_ticket"},
		{"二要素認証のリセット方法を説明する新しいヘルプ記事をナレッジベースに公開したいです。", ""}, // marked as the object
		{"2단계 인증 재설정 방법을 설명하는 새 도움말 문서를 지식 베이스에 게시하고 싶어요.", ""},
		// The action is what the help article is about.
		{"help article about deleting my account", "support.search"},
		{"パスワード再設定のヘルプ記事", "support.search"},
		{"Hilfeartikel zum Zurücksetzen des Passworts", "support.search"},
		{"search the help documentation for deleting an account", "support.search"},
		{"Hilfeartikel: Abo kündigen", "support.search"},
		{"Wissensbasis durchsuchen nach: Konto löschen", "support.search"},
		{"Support-Wissensbasis nach Abo kündigen durchsuchen", "support.search"},
		{"Benachrichtigungen ändern – bitte in der Wissensbasis nachschlagen", "support.search"},
		{"비밀번호 변경 방법 도움말 문서 찾아줘", "support.search"},
		// A help article the request only consults leaves its action: a new ticket.
		{"ヘルプ記事を参考にチケットを作成して", "support.create_ticket"},
		// a pronoun object after the verb is the article; a later sentence's act is its own
		{"That help article was useless, please delete it.", ""},
		{"I searched the help docs already, nothing. Log a ticket: mobile app crashes on launch.", "support.create_ticket"},
		// a German accusative marks the article as the verb's object, not "zum …"
		{"kannste den hilfeartikel zu rechnungen mal updaten, da steht noch alter kram drin", ""},
		{"Könnten Sie einen neuen Hilfeartikel zum Thema Zwei-Faktor-Login verfassen und veröffentlichen?", ""},
		{"Gibt es einen Hilfeartikel zum Zurücksetzen des Passworts?", "support.search"},
		// に marks the article as what is rated
		{"ヘルプ記事「パスワード再設定」に星5つの評価を付けてください", ""},
		// A help article a sentence before the action names is no topic of it.
		{"The help articles did not help – please open a support ticket.", "support.create_ticket"},
		{"Die Hilfeartikel haben nichts gebracht – eröffne bitte ein Supportticket.", "support.create_ticket"},
	}
	for _, tt := range tests {
		expectRoute(t, p, tt.query, tt.want)
	}
}

func TestAnAttributeNeedsAnEndpointThatNamesIt(t *testing.T) {
	users := catalog.ToolSpec{Name: "users", Description: "User directory", Endpoints: []catalog.EndpointSpec{
		{Name: "lookup", Description: "Look up a user profile", ReadOnly: ptr(true),
			OutputFields: []catalog.FieldSpec{{Name: "id", Identifier: true}, {Name: "name"}}},
		{Name: "update", Description: "Update a user profile", ReadOnly: ptr(false),
			OutputFields: []catalog.FieldSpec{{Name: "id", Identifier: true}, {Name: "name"}}},
	}}
	materials := catalog.ToolSpec{Name: "materials", Description: "Materials database", Endpoints: []catalog.EndpointSpec{
		{Name: "search", Description: "Search materials", ReadOnly: ptr(true),
			OutputFields: []catalog.FieldSpec{{Name: "material_id", Identifier: true}, {Name: "melting_point"}}},
	}}
	p := newPlanner(t, Options{}, append(guardTools(), users, materials, inventoryTool())...)
	tests := []struct{ query, want string }{
		// Nothing returns a password, permissions, a market cap, humidity or meeting notes.
		{"What's the password for user jsmith?", ""},
		{"사용자 8831 계정에 어떤 권한이 있어?", ""},
		{"market cap of NVDA", ""},
		{"No quiero la temperatura: ¿qué humedad relativa hay en Bogotá?", ""},
		{"昨日の定例会議の議事録を見せて", ""},
		// Nor a payment card or a shipment's tracking number.
		{"회원 20391 등록된 결제 카드 정보", ""},
		{"Tarjeta de pago registrada del usuario marta.r", ""},
		{"wheres my shipment of SKU-4471?? tracking number pls", ""},
		{"pasame el num de seguimiento del envío del SKU MX-204", ""},
		// Nor a support agent, a tax, a desk's hours or a charge.
		{"Name meines Support-Mitarbeiters?", ""},
		{"差し支えなければ、私の問い合わせを担当してくださっている方のお名前を教えていただけますでしょうか。", ""},
		{"株 売却益 税金 いくら", ""},
		{"Keinen Hilfeartikel bitte, sondern sag mir einfach, bis wann die Hotline heute besetzt ist.", ""},
		{"Könnten Sie mir bitte sagen, warum mir diesen Monat 29,99 € für mein Konto abgebucht wurden?", ""},
		// An endpoint whose fields name it answers, under a related word too.
		{"GaAs melting point", "materials.search"},
		{"Schmelzpunkt von GaAs", "materials.search"},
		// A value given is a key, not a question; an update changes the attribute; a
		// search runs on it as a topic; help documents may be about it.
		{"find the user account with email max@example.de", "users.lookup"},
		{"update the phone number of user 42", "users.update"},
		{"アカウントの支払い方法を会社のクレジットカードに切り替えてもらえますか。", ""}, // a payment method is no profile field
		{"search help articles about password reset", "support.search"},
		{"find materials with low toxicity", "materials.search"},
		{"독성이 낮은 재료 좀 찾아봐", "materials.search"}, // a condition in Korean and Japanese
		{"毒性が低い材料を探して", "materials.search"},
		{"look up which materials have a toxicity under 3", "materials.search"}, // a lookup with a bound searches
		{"look up the toxicity of CdTe", ""},
		// Asked of a record, it is not a search topic.
		{"find the toxicity of CdTe", ""},
		{"Is two-factor authentication enabled on user 5567's account?", ""},
	}
	for _, tt := range tests {
		expectRoute(t, p, tt.query, tt.want)
	}
}

func TestOpeningATicketCreatesOne(t *testing.T) {
	p := newPlanner(t, Options{}, guardTools()...)
	for _, q := range []string{
		"open a support ticket about billing",
		"abre un ticket de soporte por un cobro duplicado",
		"API 호출이 계속 429 error 나요, support ticket 열어줘",
		"Lege bitte ein Ticket an – der Kunde kann seine Bestellung nicht stornieren.",
	} {
		if got := mustPlan(t, p, Request{Query: q}); !slices.Equal(routes(got), []string{"support.create_ticket"}) {
			t.Errorf("%q: calls %v (%q), want support.create_ticket", q, routes(got), got.Warnings)
		}
	}
}

func TestAdviceAndInstructionsAreNotLookups(t *testing.T) {
	p := newPlanner(t, Options{}, guardTools()...)
	tests := []struct{ query, want string }{
		// An explanation, a judgement or advice: no endpoint gives one.
		{"Explain the difference between the Gregorian and Julian calendars", ""},
		{"Tesla 주식 long-term으로 hold 하는 게 맞을까? 네 opinion 궁금해", ""},
		{"¿Qué ciudad tiene mejor clima para jubilarse, Valencia o Málaga? Dame tu opinión.", ""},
		{"Welche Kalender-App ist besser, Fantastical oder Google Kalender?", ""},
		{"Nicht die historischen Kurse – sag mir, ob ich meine Tesla-Aktien jetzt verkaufen sollte.", ""},
		// Instructions are what help articles give, not the weather.
		{"How do I build a simple weather vane with my 8-year-old?", ""},
		{"how do I reset my password? search the help documentation", "support.search"},
		// A lookup beside the advice words is still a lookup.
		{"show my calendar events for tomorrow, I need advice on what to skip", "events.list"},
		{"what's the weather in Madrid right now", "weather.current"},
	}
	for _, tt := range tests {
		expectRoute(t, p, tt.query, tt.want)
	}
}

func TestAScopeBesideTheCatalogIsRefused(t *testing.T) {
	users := catalog.ToolSpec{Name: "users", Description: "User directory", Endpoints: []catalog.EndpointSpec{
		{Name: "update", Description: "Update a user profile", ReadOnly: ptr(false),
			OutputFields: []catalog.FieldSpec{{Name: "id", Identifier: true}, {Name: "name"}}},
	}}
	crypto := catalog.ToolSpec{Name: "coins", Description: "Cryptocurrency prices", Endpoints: []catalog.EndpointSpec{
		{Name: "quote", Description: "Get the latest bitcoin or ethereum price", ReadOnly: ptr(true),
			OutputFields: []catalog.FieldSpec{{Name: "symbol", Identifier: true}, {Name: "price"}}},
	}}
	tests := []struct {
		tools       []catalog.ToolSpec
		query, want string
	}{
		{append(guardTools(), users), "내 Netflix account 이름 바꿔줘", ""},
		{guardTools(), "Spotify family plan price", ""},
		// A service named by its shares is a listed company.
		{guardTools(), "Netflix stock price", "finance.quote"},
		{guardTools(), "넷플릭스 주가 알려줘", "finance.quote"},
		{guardTools(), "I need the current market price for Shopify, ticker SHOP.", "finance.quote"},
		{guardTools(), "Salesforce share price history last year", "finance.history"},
		{guardTools(), "¿A cuánto cotiza ahora mismo el bitcoin en euros?", ""},
		{guardTools(), "temperature on the surface of Mars right now", ""},
		{guardTools(), "How cold is it right now on the far side of the Moon?", ""},
		{guardTools(), "Wie warm ist es gerade in meinem Serverraum?", ""},
		{guardTools(), "Wie warm ist es gerade in Berlin?", "weather.current"},
		{guardTools(), "Connect me to a live chat support agent, please.", ""},
		{guardTools(), "Find support articles about the live chat widget", "support.search"}, // a topic
		{guardTools(), "Zeig mir das Regenradar für die nächste Stunde", ""},
		{guardTools(), "What's the sea surface temperature off Portugal right now?", ""},
		{guardTools(), "Which public holidays does Germany have on its calendar this year?", ""},
		{guardTools(), "I need you to rank the ten hottest cities in Europe today", ""},
		{guardTools(), "이번 task로 SKU-150 다음 달 demand forecast 해줘", ""},
		// The extremes of one series are no ranking.
		{guardTools(), "Was war der höchste Kurs von Amazon im Jahr 2022?", "finance.history"},
		// A scope or attribute the request sets aside is not asked for.
		{guardTools(), "Regnet es jetzt in München? Keine Pollenwerte, nur das Wetter.", "weather.current"},
		{guardTools(), "NVDA 지난 3개월 종가 기록 보여줘, ETF 말고 개별 종목으로.", "finance.history"},
		// A catalog that names it serves it.
		{append(guardTools(), crypto), "bitcoin price right now", "coins.quote"},
	}
	for _, tt := range tests {
		expectRoute(t, newPlanner(t, Options{}, tt.tools...), tt.query, tt.want)
	}
}

// expectRoute plans a query and checks its one call's route, or a refusal when want is "".
func expectRoute(t *testing.T, p *Planner, query, want string) {
	t.Helper()
	got := mustPlan(t, p, Request{Query: query})
	wantRoutes := []string{}
	if want != "" {
		wantRoutes = []string{want}
	}
	if !slices.Equal(routes(got), wantRoutes) {
		t.Errorf("%q: calls %v (%q), want %v", query, routes(got), got.Warnings, wantRoutes)
	}
}

func TestAllOfACollectionNeedsAnEndpointThatLists(t *testing.T) {
	users := catalog.ToolSpec{Name: "users", Description: "User directory", Endpoints: []catalog.EndpointSpec{
		{Name: "lookup", Description: "Look up a user profile", ReadOnly: ptr(true),
			OutputFields: []catalog.FieldSpec{{Name: "id", Identifier: true}, {Name: "name"}}},
	}}
	p := newPlanner(t, Options{}, append(guardTools(), users)...)
	for _, tt := range []routeCase{
		// A lookup by key does not enumerate the directory.
		{"list all users", ""},
		{"모든 사용자 목록 보여줘", ""},
		{"zeige alle Benutzer", ""},
		// A listing does; a named record is no collection; a quoted title is a name.
		{"show all my calendar events this week", "events.list"},
		{"look up all details of user 42", "users.lookup"},
		{`who wrote "All You Need Is Love"? look up user Paul`, "users.lookup"},
	} {
		expectRoute(t, p, tt.query, tt.want)
	}
}

// routeCase is a query and the route it should take ("" for a refusal).
type routeCase struct{ query, want string }

func TestAClauseTheRequestSetsAsideIsNotAsked(t *testing.T) {
	p := newPlanner(t, Options{}, guardTools()...)
	tests := []struct{ query, want string }{
		{"Not the forecast — what's the weather right now in Lyon?", "weather.current"},
		{"No quiero el pronóstico, sino el tiempo que hace ahora mismo en Sevilla.", "weather.current"},
		{"Nur der aktuelle Kurs, keine Historie: letzter Preis von Siemens (SIE).", "finance.quote"},
		{"ヘルプ記事の検索ではなく、請求金額の誤りについてサポートチケットを起票してください。", "support.create_ticket"},
		// What remains names no route: its actions are read with the whole request's words.
		{"I don't want to see my events, I want to cancel the 3pm standup tomorrow.", ""},
	}
	for _, tt := range tests {
		expectRoute(t, p, tt.query, tt.want)
	}
}

func TestNotationAndTheWeekAsk(t *testing.T) {
	p := newPlanner(t, Options{}, guardTools()...)
	tests := []struct{ query, want string }{
		{"New ticket: printer on the 3rd floor is offline", "support.create_ticket"},
		{"Regnet es am Samstag in Stuttgart?", "weather.forecast"},   // a weekday is the coming one
		{"hey, zeig das Wetter in Hamburg von letztem Dienstag", ""}, // unless it is past
		{"Silicon price per kg?", ""},                                // a commodity by weight
		{"TSLA closing prices, Jan–Mar 2023", "finance.history"},     // closing prices are a series
		{"Nur der aktuelle Kurs, keine Historie: letzter Preis von SIE.", "finance.quote"},
	}
	for _, tt := range tests {
		expectRoute(t, p, tt.query, tt.want)
	}
}

func TestMisspelledVocabularyWordsAreRead(t *testing.T) {
	p := newPlanner(t, Options{}, guardTools()...)
	tests := []struct{ query, want string }{
		{"seoul 지금 wether 어떰??", "weather.current"},
		{"whats on my calender tmrw?? forgot lol", "events.list"},
		{"pls reshcedule my 3pm meeting tmrw", ""}, // the calendar only lists
		// A catalog's own words are not corrected into the vocabulary's.
		{"show the active events", "events.list"},
	}
	for _, tt := range tests {
		expectRoute(t, p, tt.query, tt.want)
	}
}

func TestAWordEveryEndpointNamesIdentifiesOnlyTheTool(t *testing.T) {
	support := catalog.ToolSpec{Name: "support", Description: "Customer support knowledge and ticket operations", Endpoints: []catalog.EndpointSpec{
		{Name: "search", Description: "Search support knowledge base articles", ReadOnly: ptr(true),
			OutputFields: []catalog.FieldSpec{{Name: "id", Identifier: true}, {Name: "title"}}},
		{Name: "create_ticket", Description: "Create a customer support ticket", ReadOnly: ptr(false),
			OutputFields: []catalog.FieldSpec{{Name: "id", Identifier: true}, {Name: "status"}}},
	}}
	p := newPlanner(t, Options{}, support)
	tests := []struct{ query, want string }{
		// Tickets are the sibling's; "support" names both endpoints.
		{"Only the support system: what's the status of my existing ticket #20931?", ""},
		{"Nur der Support: welchen Status hat mein bestehendes Ticket 55102?", ""},
		// Without a sibling's word, the tool's word still reaches its read.
		{"support: how do I reset my password?", "support.search"},
		{"find support articles about ticket limits", "support.search"},
	}
	for _, tt := range tests {
		expectRoute(t, p, tt.query, tt.want)
	}
}

func TestPredictionsAndDataSheetsNeedAnEndpointThatNamesThem(t *testing.T) {
	lab := singleFieldTool("materials", "search", "material_id", catalog.FieldSpec{Name: "band_gap"})
	lab.Endpoints[0].Description = "Search materials by properties such as band gap"
	p := newPlanner(t, Options{}, append(guardTools(), lab)...)
	tests := []struct{ query, want string }{
		{"Predict the band gap of a compound we haven't made yet, Cs2AgBiBr6.", ""},
		{"Proporcione la ficha de datos de seguridad del material telururo de cadmio.", ""},
		{"Find materials with a band gap above 2 eV", "materials.search"},
		{"내일 서울 날씨 예측해줘", "weather.forecast"}, // the forecast predicts
		// A checklist is a document, not a check and a list.
		{"Checklist item 3: subscribe the ops channel to severe weather alerts for Houston.", ""},
	}
	for _, tt := range tests {
		expectRoute(t, p, tt.query, tt.want)
	}
}

func TestAChangeOfAFieldTheEndpointDoesNotNameIsRefused(t *testing.T) {
	stock := catalog.ToolSpec{Name: "inventory", Description: "Inventory lookup and stock update operations", Endpoints: []catalog.EndpointSpec{
		{Name: "update", Description: "Update inventory quantity for a SKU", ReadOnly: ptr(false),
			OperationAliases: []string{"update inventory quantity", "set stock count"},
			OutputFields:     []catalog.FieldSpec{{Name: "sku", Identifier: true}, {Name: "quantity"}}},
	}}
	users := catalog.ToolSpec{Name: "users", Description: "User directory", Endpoints: []catalog.EndpointSpec{
		{Name: "update", Description: "Update a user profile", ReadOnly: ptr(false),
			OutputFields: []catalog.FieldSpec{{Name: "id", Identifier: true}, {Name: "name"}}},
	}}
	p := newPlanner(t, Options{}, stock, users)
	tests := []struct{ query, want string }{
		{"update SKU ABC-123 quantity to 20", "inventory.update"},
		{"para esta tarea, cambia el precio de SKU-233 a 19,99 euros", ""},
		{"SKU-480の仕入先を変更して", ""},
		{"for this task, SKU-204 product description update 해줘", ""},
		{"lege einen Mindestbestand von 50 für SKU-266 fest", ""},
		// Renaming sets a name; product names and sale prices are properties too.
		{"Only rename SKU HD-400 to 'HD-400 Pro'; leave the quantities alone.", ""},
		{"SKU HD-400의 상품명만 'HD-400 프로'로 변경해 주세요.", ""},
		{"Ändere nur die Artikelbezeichnung von SKU BR-12", ""},
		{"SKU 7730-B 판매가를 24,900원으로 바꾸고 싶어요.", ""},
		// A profile is the whole record: any of its fields may change.
		{"change the phone number of user 42 to 555-0100", "users.update"},
		// A person's contact details are their profile's, though no word names it.
		{"update Tom's phone number to 555-1234", "users.update"},
		{"Change email for u_7731 to a.kim@newmail.com", "users.update"},
		{"Die Adresse von Kunde 5521 muss aktualisiert werden: Hauptstrasse 12, 8001 Zürich.", "users.update"},
		{"Telefonnummer von Herrn Weber aktualisieren", "users.update"},
		{"Ändere bitte die E-Mail-Adresse von Bernd auf bernd@neu-gmbh.de", "users.update"}, // a name after "von"
		{"Cambia el correo de Beatriz a beatriz@nuevaempresa.es", "users.update"},           // the new address names no company
		{"고객 5521 주소 변경해줘", "users.update"},
		{"お手数ですが、鈴木様のご登録住所を大阪市北区梅田1-1-1に更新していただきたく、よろしくお願いいたします。", "users.update"},
		// Another record's are not, and a phone without its number is a device.
		{"change the shipping address of order 5521", ""},
		{"change the phone number on ticket 44", ""},
		{"update the phone number of the Munich office", ""},
		{"Updaten Sie bitte die App auf meinem Handy.", ""},
		{"登録しているメールアドレスを新しいものに変更していただけますか", "users.update"}, // the asker unsaid
		{"大阪支店の電話番号を変更して", ""},                              // an office's
		{"Actualiza la aplicación de mi teléfono", ""},
	}
	for _, tt := range tests {
		expectRoute(t, p, tt.query, tt.want)
	}
}

// A German passive after a modal asks for its participle's action, done to its subject;
// English verbs with German endings name theirs.
func TestGermanPassivesAndBorrowedVerbsNameTheirAction(t *testing.T) {
	p := newPlanner(t, Options{}, guardTools()...)
	tests := []struct{ query, want string }{
		{"Der Hilfeartikel zum Passwort-Reset soll gelöscht werden.", ""},
		{"Der Hilfeartikel zum Passwort-Reset soll neu veröffentlicht werden.", ""},
		{"Es soll nach Supportartikeln zum Fehler 0x80070005 gesucht werden.", "support.search"},
		{"Der aktuelle Wetterbericht für Hamburg soll an das ganze Team weitergeleitet werden.", ""},
		{"Kannst du den täglichen Weather-Report für Frankfurt canceln?", ""},
		// A participle that tells what happened asks nothing.
		{"der Termin wurde gecancelt, zeig mir meine Kalendertermine", "events.list"},
	}
	for _, tt := range tests {
		expectRoute(t, p, tt.query, tt.want)
	}
}

// A warehouse named is where stock is looked up; one asked for by "which" is a location
// no endpoint returns. Data written to a file is an export.
func TestWarehousesAskedAndFilesWritten(t *testing.T) {
	inventory := catalog.ToolSpec{Name: "inventory", Description: "Inventory", Endpoints: []catalog.EndpointSpec{
		{Name: "search", Description: "Search inventory and stock by SKU", ReadOnly: ptr(true),
			OperationAliases: []string{"check inventory", "look up stock", "available stock"},
			OutputFields:     []catalog.FieldSpec{{Name: "sku", Identifier: true}, {Name: "quantity"}}},
	}}
	p := newPlanner(t, Options{}, inventory)
	tests := []struct{ query, want string }{
		{"대전 창고에 SKU-DJ-17 재고 있는지 확인해줘", "inventory.search"},
		{"名古屋倉庫にSKU-NG-210の在庫があるか確認して", "inventory.search"},
		{"SKU-9 재고 어느 창고에 있어?", ""},
		{"which warehouse has SKU-9 in stock?", ""},
		{"SKU-9 재고 현황 엑셀로 뽑아줘", ""},
		{"list the stock of SKU-9 as a CSV", ""},
		{"[reorder-bot] lookup stock SKU-901 SKU-902 SKU-903", "inventory.search"}, // a sender's tag
	}
	for _, tt := range tests {
		expectRoute(t, p, tt.query, tt.want)
	}
}

// "Look up", which many tools' texts say, leads to no tool: the price history is looked
// up where prices are.
func TestLookingUpNamesNoTool(t *testing.T) {
	users := catalog.ToolSpec{Name: "users", Description: "User directory", Endpoints: []catalog.EndpointSpec{
		{Name: "lookup", Description: "Look up a user profile or account", ReadOnly: ptr(true),
			OutputFields: []catalog.FieldSpec{{Name: "id", Identifier: true}, {Name: "name"}}},
	}}
	p := newPlanner(t, Options{}, append(guardTools(), users)...)
	expectRoute(t, p, "Look up MSFT price history for March 2024", "finance.history")
	expectRoute(t, p, "look up user 4412", "users.lookup")
	// An attribute one candidate answers outright is the request's, whatever another's
	// alias says: the stock price is the quote's.
	inventory := catalog.ToolSpec{Name: "stockroom", Description: "Warehouse goods", Endpoints: []catalog.EndpointSpec{
		{Name: "search", Description: "Search inventory and stock by SKU", ReadOnly: ptr(true),
			OperationAliases: []string{"look up stock", "check inventory"},
			OutputFields:     []catalog.FieldSpec{{Name: "sku", Identifier: true}, {Name: "quantity"}}},
	}}
	p = newPlanner(t, Options{}, append(guardTools(), inventory)...)
	expectRoute(t, p, "Look up the stock price of NVDA", "finance.quote")
	expectRoute(t, p, "look up stock of SKU-9", "stockroom.search")
}

func TestTheRequestsVerbIsNotInItsContext(t *testing.T) {
	p := newPlanner(t, Options{}, guardTools()...)
	tests := []struct{ query, want string }{
		// The context clause's verb (sell) is why, not what: the prices are read.
		{"Before I decide whether I should sell, pull AAPL's historical prices.", "finance.history"},
		{"Antes de decidir si compro, dime el precio actual de la acción de MSFT.", "finance.quote"},
		// A plea marks the verb: the ticket is opened, not read.
		{"Wir haben einen Fehler gefunden: bitte eröffne einen Supportfall dazu.", "support.create_ticket"},
	}
	for _, tt := range tests {
		expectRoute(t, p, tt.query, tt.want)
	}
}

func TestARecordNamedByItsIdentifierNeedsAnEndpointThatHoldsIt(t *testing.T) {
	shop := singleFieldTool("inventory", "search", "sku", catalog.FieldSpec{Name: "quantity"})
	shop.Endpoints[0].Description = "Search inventory and stock by SKU"
	p := newPlanner(t, Options{}, append(guardTools(), shop)...)
	tests := []struct{ query, want string }{
		{"SKU-55 price?", ""}, // a warehouse item: the market quote does not hold it
		{"SKU ABC-123 price?", ""},
		{"¿Cuál es el precio del SKU-233?", ""},
		{"SKU-55 stock", "inventory.search"},
		{"AAPL price", "finance.quote"},
		// The kind may meet its value without a hyphen.
		{"SKU55 price?", ""},
		{"SKU_55 price?", ""},
		{"SKU#55 price?", ""},
	}
	for _, tt := range tests {
		expectRoute(t, p, tt.query, tt.want)
	}
	got := mustPlan(t, p, Request{Query: "SKU-55 price?"})
	if !slices.ContainsFunc(got.Warnings, func(w string) bool { return strings.HasPrefix(w, "identifier: the request names a record by sku") }) {
		t.Errorf("warnings %q, want the identifier verdict", got.Warnings)
	}
}

func TestVisualizingOptimizingAndSimulatingAreNotLookups(t *testing.T) {
	lab := singleFieldTool("materials", "structure", "material_id", catalog.FieldSpec{Name: "structure"})
	lab.Endpoints[0].Description = "Retrieve crystal structure and lattice information"
	p := newPlanner(t, Options{}, append(guardTools(), lab)...)
	tests := []struct{ query, want string }{
		{"Plot the historical prices of AAPL for 2023", ""},
		{"Simulate the crystal structure of silicon under pressure", ""},
		// A simulation the request is for is its purpose, not its action.
		{"XRD 패턴을 시뮬레이션하려는데 TiO2의 결정 구조 정보가 있어야 해요.", "materials.search"},
		{"Ich brauche Chartdaten für den Ticker SIE von Juni bis August 2019.", "finance.history"},
	}
	for _, tt := range tests {
		expectRoute(t, p, tt.query, tt.want)
	}
}

func TestContextClausesGiveNoActionsAndNoAsks(t *testing.T) {
	p := newPlanner(t, Options{}, guardTools()...)
	tests := []struct{ query, want string }{
		// The comparison is what the history is for; the history is read.
		{"Könnten Sie mir die historischen Kurse von DTE zusammenstellen, damit ich sie mit dem DAX vergleichen kann?", "finance.history"},
		// The review is the writer's; help articles are searched.
		{"Bevor ich mein Review schreibe, such mir bitte Hilfeartikel zu VPN-Fehlern.", "support.search"},
	}
	for _, tt := range tests {
		expectRoute(t, p, tt.query, tt.want)
	}
}

func TestAHeadingThatNamesANewRecordIsTheAction(t *testing.T) {
	p := newPlanner(t, Options{}, guardTools()...)
	// "leere" (empty) in the ticket's text is no action of the request.
	expectRoute(t, p, "Neues Ticket: Drucker im 2. OG druckt nur leere Seiten.", "support.create_ticket")
}

func TestMoreThingsNoEndpointHere(t *testing.T) {
	p := newPlanner(t, Options{}, guardTools()...)
	for _, q := range []string{
		"Wer hat den Hilfeartikel zur Datensicherung zuletzt bearbeitet?",       // the change history
		"How many hours did I spend in meetings last month?",                    // a sum of durations
		"list active severe weather alerts for Miami",                           // alerts
		"田中さんの予定を見せて",                                                           // someone else's calendar
		"Wie wird das Wetter nächste Woche in ganz Skandinavien?",               // a region, not a city
		"Zeig mir das Orderbuch mit allen offenen Geboten für die SAP-Aktie",    // bids and asks
		"私のNISA口座の残高を確認して",                                                      // an account's balance
		"このサポートシステムの月額料金はいくらですか",                                                // a monthly fee
		"¿cuál es el tiempo medio de respuesta del equipo de soporte este mes?", // an average
	} {
		expectRoute(t, p, q, "")
	}
}

func TestScopesAndAttributesOfTheV2Style(t *testing.T) {
	p := newPlanner(t, Options{}, guardTools()...)
	for _, q := range []string{
		"quick request — get the current temperature of my CPU",
		"please get the current traffic conditions in Boston",
		"heads up — get the election forecast for Berlin next month",
		"bitte hole die Wettervorhersage für den Mond nächste Woche",
		"NFLX 내부자 거래 공시를 가져와",
		"簡単に引っ越しの最新の見積もりを取得して",
	} {
		expectRoute(t, p, q, "")
	}
	// A real word one edit from a scope's word is not corrected into it.
	expectRoute(t, p, "create a support ticket because login keeps failing", "support.create_ticket")
}

func TestAYearToComeAuthorshipAndAPhoneNumber(t *testing.T) {
	papers := catalog.ToolSpec{Name: "papers", Description: "Scientific literature and citation database", Endpoints: []catalog.EndpointSpec{
		{Name: "citations", Description: "Find papers that cite a DOI or article", ReadOnly: ptr(true),
			OutputFields: []catalog.FieldSpec{{Name: "doi", Identifier: true}, {Name: "citations"}}},
	}}
	clock := Options{Now: func() time.Time { return time.Date(2026, 11, 30, 0, 0, 0, 0, time.UTC) }}
	p := newPlanner(t, clock, append(guardTools(), papers)...)
	tests := []struct{ query, want string }{
		{"get historical prices for NVDA for the year 2030", ""},                                   // nothing of 2030 is historical
		{"search support knowledge base articles written by user 42", ""},                          // the articles' authors are unknown
		{"get the phone number of the corresponding author of DOI 10.1016/j.cell.2020.01.001", ""}, // a DOI gives no phone number
		{"bitte finde Hilfeartikel, die den Export erklären", "support.search"},
	}
	for _, tt := range tests {
		expectRoute(t, p, tt.query, tt.want)
	}
}

func TestInvalidUTF8NeverPanicsTheReadings(t *testing.T) {
	p := newPlanner(t, Options{}, guardTools()...)
	for _, q := range []string{"not the forecast \xff\xff\xff\xff,x", "New \xffevent: x", "user 1 name \xff→ y", "wetter\xc3"} {
		if _, err := p.Plan(context.Background(), Request{Query: q}); err != nil {
			t.Logf("%q: %v", q, err) // refusing is fine; panicking is not
		}
	}
}

func TestAnEndpointThatTakesTheIdentifierHoldsIt(t *testing.T) {
	adjust := catalog.ToolSpec{Name: "stock", Description: "Warehouse stock", Endpoints: []catalog.EndpointSpec{
		{Name: "adjust", Description: "Adjust the inventory quantity of a SKU", ReadOnly: ptr(false),
			Parameters:   []catalog.ParameterSpec{{Name: "sku", Required: true}, {Name: "quantity"}},
			OutputFields: []catalog.FieldSpec{{Name: "adjustment_id", Identifier: true}, {Name: "status"}}},
	}}
	shop := singleFieldTool("inventory", "search", "sku", catalog.FieldSpec{Name: "quantity"})
	expectRoute(t, newPlanner(t, Options{}, adjust, shop), "adjust the inventory quantity of SKU-55 to 10", "stock.adjust")
}

func TestWhatRemainsOfASetAsideRequestIsReadWithTheWholeRequestsWords(t *testing.T) {
	cal := catalog.ToolSpec{Name: "calendar", Description: "Calendar event listing and creation", Endpoints: []catalog.EndpointSpec{
		{Name: "list", Description: "List scheduled calendar events", ReadOnly: ptr(true),
			OutputFields: []catalog.FieldSpec{{Name: "id", Identifier: true}, {Name: "title"}}},
		{Name: "create", Description: "Create a new calendar event", ReadOnly: ptr(false),
			OutputFields: []catalog.FieldSpec{{Name: "id", Identifier: true}, {Name: "title"}}},
	}}
	p := newPlanner(t, Options{}, cal)
	// The set-aside clause named the calendar; what remains creates one of its events.
	expectRoute(t, p, "Don't list my calendar events — create one at 3pm: Standup.", "calendar.create")
	// Only the remaining actions count: the calendar cannot cancel.
	got := mustPlan(t, p, Request{Query: "I don't want to see my events, I want to cancel the 3pm standup tomorrow."})
	if len(got.Calls) != 0 || !slices.ContainsFunc(got.Warnings, func(w string) bool { return strings.Contains(w, "(cancel)") }) {
		t.Errorf("calls %v, warnings %q; want a refusal of cancel", routes(got), got.Warnings)
	}
}

func TestHandingSomethingToTheAskerIsARead(t *testing.T) {
	p := newPlanner(t, Options{}, guardTools()...)
	expectRoutes(t, p, []namedRoute{
		{"send me", "Send me the latest quote for AAPL", "finance.quote"},
		{"schick mir", "Schick mir bitte den aktuellen Kurs von AAPL.", "finance.quote"},
		{"envíame", "Envíame la cotización actual de AAPL", "finance.quote"},
		{"teile mir mit", "Teile mir den aktuellen Kurs von AAPL mit.", "finance.quote"},
		{"stell zusammen", "Stell mir bitte den aktuellen Kurs von AAPL zusammen.", "finance.quote"},
		{"sending elsewhere stays a send", "Send the latest quote for AAPL to my team", ""},
		{"a reminder is no event", "Send me a reminder before my 3pm meeting", ""},
	})
}

func TestAFrameAroundTheRequestIsNoAction(t *testing.T) {
	p := newPlanner(t, Options{}, guardTools()...)
	expectRoutes(t, p, []namedRoute{
		{"führe aus", "Führe bitte aus: den aktuellen Kurs von AAPL", "finance.quote"},
		{"bearbeite diese Anfrage", "Bitte bearbeite diese Anfrage: aktueller Kurs von AAPL", "finance.quote"},
		{"eine Anfrage stellen", "Ich stelle eine Anfrage: aktueller Kurs von AAPL", "finance.quote"},
		{"run the following", "Run the following request: AAPL latest quote", "finance.quote"},
		{"ejecuta lo siguiente", "Ejecuta lo siguiente: la cotización actual de AAPL", "finance.quote"},
		{"a verb on a record is the action", "Lösche Folgendes: die Kurshistorie von AAPL", ""},
	})
}

func TestAnActionNobodyClassifiedFailsClosed(t *testing.T) {
	p := newPlanner(t, Options{}, guardTools()...)
	expectRoutes(t, p, []namedRoute{
		{"korean unknown verb", "지난 분기 일정을 주별로 집계해줘", ""},
		{"japanese unknown verb", "明日の会議を30分後ろにずらして", ""},
		{"korean find then render", "내 일정 중에 겹치는 거 찾아서 렌더링해줘", ""},
		{"english unknown imperative", "Track the shipment of my AAPL order", ""},
		{"korean known read", "내일 일정 보여줘", "events.list"},
		{"japanese known read", "AAPLの最新の株価を教えて", "finance.quote"},
		{"a question reads", "AAPL 지금 주가 얼마야?", "finance.quote"},
	})
}

func TestAnAmountAddedOrRemovedChangesAQuantity(t *testing.T) {
	stock := catalog.ToolSpec{Name: "inventory", Description: "Inventory lookup and stock update operations", Endpoints: []catalog.EndpointSpec{
		{Name: "search", Description: "Search inventory and stock by SKU", ReadOnly: ptr(true),
			OutputFields: []catalog.FieldSpec{{Name: "sku", Identifier: true}, {Name: "quantity"}}},
		{Name: "update", Description: "Update inventory quantity for a SKU", ReadOnly: ptr(false),
			OutputFields: []catalog.FieldSpec{{Name: "sku", Identifier: true}, {Name: "quantity"}}},
	}}
	p := newPlanner(t, Options{}, stock)
	expectRoutes(t, p, []namedRoute{
		{"units added", "Add 10 units to the stock of SKU-2087", "inventory.update"},
		{"pieces removed", "Remove 3 pieces of SKU-5502 from stock", "inventory.update"},
		{"an amount in a context clause", "SKU-2087を10個入荷したので、在庫に足しておいてください。", "inventory.update"},
		{"korean", "SKU-2087 10개 입고됐으니 재고에 더해 주세요.", "inventory.update"},
		{"no amount adds a record", "add SKU-77 to inventory", ""},
	})
}

func TestAPriceInAMonthIsAFutureNoQuoteGives(t *testing.T) {
	p := newPlanner(t, Options{}, guardTools()...)
	expectRoutes(t, p, []namedRoute{
		{"english", "what will AAPL's price be in a month?", ""},
		{"spanish", "¿cuál será la cotización de SAN dentro de un mes?", ""},
		{"german", "Wie wird der Kurs von SAP in einem Monat sein?", ""},
		{"korean", "한 달 뒤 삼성전자 주가는 얼마일까?", ""},
		{"japanese", "1ヶ月後のトヨタの株価はいくらになる？", ""},
		{"weather in a week is a forecast", "weather in Paris in a week", "weather.forecast"},
	})
}

// namedRoute is a named request and the route it should take ("" for a refusal).
type namedRoute struct{ name, query, want string }

// expectRoutes runs each case as a subtest of expectRoute.
func expectRoutes(t *testing.T, p *Planner, cases []namedRoute) {
	t.Helper()
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) { expectRoute(t, p, c.query, c.want) })
	}
}

func TestARecordNamedByItsNumberIsNotCreated(t *testing.T) {
	tools := guardTools()
	tools[1].Endpoints[1].OperationAliases = append(tools[1].Endpoints[1].OperationAliases, "file support request")
	p := newPlanner(t, Options{}, tools...)
	expectRoutes(t, p, []namedRoute{
		{"a code before the number", "Operation: append comment to ticket SR-2210", ""},
		{"an attached file is no filing", "티켓 6021에 error log 파일 attach 좀", ""},
		{"a file named beside a number", "attach the log file to ticket 6021", ""},
		{"english", "Add a comment to ticket 5520", ""},
		{"german", "Füge meinem Ticket #5520 einen Screenshot als Anhang hinzu", ""},
		{"japanese", "チケット#2210に返信コメントを追加して", ""},
		{"full-width digits", "チケット５５２０にコメントを追加して", ""},
		{"a record number before other words", "티켓 5520 일부 내용에 댓글 추가해줘", ""},
		{"another record's number", "Create a ticket for order 5520", "support.create_ticket"},
		{"a new one named beside it", "create a support ticket: ticket 4411 was never answered", "support.create_ticket"},
	})
}

func TestSomethingAddedToACompoundNamedRecordCreatesNone(t *testing.T) {
	p := newPlanner(t, Options{}, guardTools()...)
	expectRoutes(t, p, []namedRoute{
		{"a Japanese compound is what its last part is", "サポートチケットにコメントを追加してください", ""},
		{"a hyphenated German dative is one word", "Füge dem Support-Ticket einen Kommentar hinzu", ""},
		{"english", "Add a comment to the support ticket", ""},
		{"an English noun before a Japanese particle", "昨日の case に log を attach して", ""},
		{"a comment made on a case", "サポートケースにコメントを作成して「ログを送りました」", ""},
		{"a new ticket", "サポートチケットを作成してください", "support.create_ticket"},
	})
}

func TestAFurtherActionNoEndpointOffersRefusesTheRequest(t *testing.T) {
	calendar := catalog.ToolSpec{Name: "calendar", Description: "Calendar", Endpoints: []catalog.EndpointSpec{
		{Name: "create", Description: "Create a new calendar event", ReadOnly: ptr(false),
			OutputFields: []catalog.FieldSpec{{Name: "id", Identifier: true}, {Name: "title"}}},
	}}
	p := newPlanner(t, Options{}, append(guardTools(), calendar)...)
	expectRoutes(t, p, []namedRoute{
		{"english", "create a calendar event for Friday at 3 and send invitations to all attendees", ""},
		{"spanish", "crea una reunión el viernes y envía invitaciones a todos", ""},
		{"german", "lege einen Termin am Freitag an und schicke allen Teilnehmern eine Einladung", ""},
		{"a messaging noun as a verb", "create a support ticket for the login bug and then email the customer", ""},
		{"the main action alone", "create a calendar event for Friday at 3", "calendar.create"},
		{"an action inside the ticket's text", "create a support ticket: the export fails and sync is stuck", "support.create_ticket"},
		{"E-Mail is no coordinator and mail", "Erstelle ein Ticket: E-Mail-Versand schlägt fehl", "support.create_ticket"},
	})
	// An action another endpoint offers is a further call, not a refusal.
	mail := catalog.ToolSpec{Name: "mail", Description: "Email", Endpoints: []catalog.EndpointSpec{
		{Name: "send", Description: "Send an email message", ReadOnly: ptr(false),
			OutputFields: []catalog.FieldSpec{{Name: "id", Identifier: true}}},
	}}
	p = newPlanner(t, Options{}, append(guardTools(), calendar, mail)...)
	expectRoute(t, p, "create a calendar event for Friday at 3 and send invitations to all attendees", "calendar.create")
}

func TestTheActionIsReadWhereItStandsAfterAFrame(t *testing.T) {
	calendar := catalog.ToolSpec{Name: "calendar", Description: "Calendar", Endpoints: []catalog.EndpointSpec{
		{Name: "create", Description: "Create a new calendar event", ReadOnly: ptr(false),
			OperationAliases: []string{"schedule appointment"},
			OutputFields:     []catalog.FieldSpec{{Name: "id", Identifier: true}, {Name: "title"}}},
	}}
	inventory := catalog.ToolSpec{Name: "inventory", Description: "Inventory", Endpoints: []catalog.EndpointSpec{
		{Name: "search", Description: "Search inventory and stock by SKU", ReadOnly: ptr(true),
			OutputFields: []catalog.FieldSpec{{Name: "sku", Identifier: true}, {Name: "quantity"}}},
	}}
	p := newPlanner(t, Options{}, append(guardTools(), calendar, inventory)...)
	expectRoutes(t, p, []namedRoute{
		// An unknown imperative after a frame is still the request's verb.
		{"german after a frame", "Führe nur diese Operation aus: kalibriere den Wettersensor", ""},
		// A word that is a verb where it stands, once the frame is set aside.
		{"spanish after a frame", "Realiza solo esta operación: reserva stock para SKU-K25", ""},
		// A schedule named as a noun is evidence even when the verb's form contains it.
		{"korean schedule booked", "roadmap review at 10 AM 새 일정을 예약해줘", "calendar.create"},
		{"japanese schedule put in", "明日14時に「提案書レビュー」の予定を入れて", "calendar.create"},
		{"a plan is no schedule", "¿Qué plan de suscripción tiene el usuario 3302?", ""},
	})
}

func TestAPapersOwnReferencesAndCitationFilesAreNoCitations(t *testing.T) {
	papers := catalog.ToolSpec{Name: "papers", Description: "Research papers", Endpoints: []catalog.EndpointSpec{
		{Name: "search", Description: "Search research papers and article metadata", ReadOnly: ptr(true),
			OutputFields: []catalog.FieldSpec{{Name: "doi", Identifier: true}, {Name: "title"}}},
		{Name: "citations", Description: "Find papers that cite a DOI or article", ReadOnly: ptr(true),
			OutputFields: []catalog.FieldSpec{{Name: "doi", Identifier: true}, {Name: "citations"}}},
	}}
	p := newPlanner(t, Options{}, append(guardTools(), papers)...)
	expectRoutes(t, p, []namedRoute{
		{"korean reference list", "10.1000/abc456 논문의 참고문헌 목록 보여줘", ""},
		{"german bibliography", "Zeig das Literaturverzeichnis von 10.1007/s00245-021-0001", ""},
		{"a citation file", "Erstelle mir eine BibTeX-Datei aus allen Papern auf meiner Leseliste", ""},
		{"papers citing it", "Welche Paper zitieren „Deep Residual Learning for Image Recognition“?", "papers.citations"},
	})
}

func TestACalendarItselfAndABackdatedRecordAreBesideTheCatalog(t *testing.T) {
	calendar := catalog.ToolSpec{Name: "calendar", Description: "Calendar", Endpoints: []catalog.EndpointSpec{
		{Name: "create", Description: "Create a new calendar event", ReadOnly: ptr(false),
			OutputFields: []catalog.FieldSpec{{Name: "id", Identifier: true}, {Name: "title"}}},
	}}
	p := newPlanner(t, Options{}, append(guardTools(), calendar)...)
	expectRoutes(t, p, []namedRoute{
		{"a new calendar", "Create a brand new shared calendar called Family", ""},
		{"an event new in a calendar", "Crea un evento nuevo en el calendario el viernes a las 3", "calendar.create"},
		{"an event in the past on purpose", "Registra como evento pasado la reunión que tuvimos ayer", ""},
		{"an open case escalated", "My case has been open for a week - escalate it to a supervisor", ""},
		{"an ordinary event", "Create a calendar event for the design review on Friday at 3", "calendar.create"},
	})
}

func TestASingleActionGoesToTheToolTheRequestIsAbout(t *testing.T) {
	calendar := catalog.ToolSpec{Name: "calendar", Description: "Calendar", Endpoints: []catalog.EndpointSpec{
		{Name: "create", Description: "Create a new calendar event", ReadOnly: ptr(false),
			OutputFields: []catalog.FieldSpec{{Name: "id", Identifier: true}, {Name: "title"}}},
	}}
	p := newPlanner(t, Options{}, append(guardTools(), calendar)...)
	expectRoutes(t, p, []namedRoute{
		{"a ticket with a title", "'Refund not received' 제목으로 order 7731 support ticket 생성해줘", "support.create_ticket"},
		{"spanish", "Crea un ticket de soporte con el título 'Reembolso no recibido' para el pedido 7731", "support.create_ticket"},
		{"an event with a title", "Create a calendar event titled 'Design review' on Friday at 3", "calendar.create"},
	})
}

// A forecast of what another tool holds is no weather forecast; a forecast for a place,
// a time, the weather's own measures or an occasion is.
func TestAForecastOfAnotherToolsThingIsNoWeatherForecast(t *testing.T) {
	papers := catalog.ToolSpec{Name: "papers", Description: "Research papers", Endpoints: []catalog.EndpointSpec{
		{Name: "citations", Description: "Find papers that cite a DOI or article", ReadOnly: ptr(true),
			OutputFields: []catalog.FieldSpec{{Name: "doi", Identifier: true}, {Name: "citations"}}},
	}}
	p := newPlanner(t, Options{}, append(guardTools(), inventoryTool(), papers)...)
	expectRoutes(t, p, []namedRoute{
		{"a stock level", "inventory forecast for next month", ""},
		{"german stock level", "Prognose für den Lagerbestand von SKU-9", ""},
		{"citations", "forecast of paper citations for this DOI", ""},
		{"a share price before the word", "stock forecast NVDA", ""},
		{"a share after for", "forecast for AAPL stock next quarter", ""},
		{"german share", "Prognose für die Apple-Aktie", ""},
		{"spanish shares", "previsión para las acciones de Tesla", ""},
		{"a price", "price forecast for Microsoft next month", ""},
		{"a place", "forecast for Tokyo", "weather.forecast"},
		{"a place and a time", "forecast in London tomorrow", "weather.forecast"},
		{"the weather's own measure", "forecast for Seoul temperature", "weather.forecast"},
		{"an occasion", "forecast for the team offsite meeting on Friday", "weather.forecast"},
		{"spanish weather", "pronóstico del tiempo para Madrid", "weather.forecast"},
	})
}

// Production lines write their operation as a code identifier; it is read as words.
func TestAnOperationWrittenAsAnIdentifier(t *testing.T) {
	p := newPlanner(t, Options{}, append(guardTools(), inventoryTool())...)
	expectRoutes(t, p, []namedRoute{
		{"a create identifier", `[workflow:cs-intake] create_ticket customer_id=C-48213 priority=high`, "support.create_ticket"},
		{"a set identifier", "inventory.set_quantity sku=WH-7731 qty=0 reason=cycle_count", "inventory.update"},
		{"an action no endpoint offers", "[scheduler] op=delete_event event_id=ev_7712", ""},
		{"a key of an identifier names no field", "[cs-flow] action=get_status ticket_id=TK-44871", ""},
		// the arguments of a production line name what it acts on, not the action
		{"a verbal noun before the arguments", "在庫更新 sku=WH-7731 qty=15 理由=棚卸し", "inventory.update"},
		{"an action key's value", `{"accion": "set_quantity", "sku": "WH-7731", "nota": "buscar proveedor"}`, "inventory.update"},
		{"an argument names an existing record", `{"action": "add_attendee", "event_id": "EV-2291", "email": "minsu@corp.kr"}`, ""},
	})
}

// A calendar that is no one person's, and a reading verb that starts a form of another
// operation: "get it on there" gets nothing the descriptions that start with "Get" offer.
func TestGettingAnEventOnTheCalendarCreatesIt(t *testing.T) {
	cal := catalog.ToolSpec{Name: "calendar", Description: "Calendar", Endpoints: []catalog.EndpointSpec{
		{Name: "list", Description: "List scheduled calendar events", ReadOnly: ptr(true),
			OutputFields: []catalog.FieldSpec{{Name: "id", Identifier: true}, {Name: "title"}}},
		{Name: "create", Description: "Create a new calendar event", ReadOnly: ptr(false),
			OperationAliases: []string{"add calendar event"},
			OutputFields:     []catalog.FieldSpec{{Name: "id", Identifier: true}, {Name: "title"}}},
	}}
	p := newPlanner(t, Options{}, append(guardTools(), cal)...)
	expectRoutes(t, p, []namedRoute{
		{"anyone's calendar is no one person's", "The design review with Priya on Friday at 2 isn't on anyone's calendar yet, can you get it on there?", "calendar.create"},
		{"a person's calendar", "Put the design review on Priya's calendar", ""},
	})
}

// Japanese fields parted by ideographic spaces hold the record's content, not the request.
func TestJapaneseFieldsPartedByIdeographicSpaces(t *testing.T) {
	p := newPlanner(t, Options{}, guardTools()...)
	expectRoute(t, p, "サポートチケット作成　件名：ログインできない　詳細：二段階認証のコードが届かない", "support.create_ticket")
}

// A contrast asks for its second part, in German and Spanish too, and so does a request
// that first says what the speaker already has; a clock time in
// another city is a time zone's question, which no calendar answers.
func TestAContrastAsksForItsSecondPart(t *testing.T) {
	p := newPlanner(t, Options{}, guardTools()...)
	expectRoutes(t, p, []namedRoute{
		{"german", "Nicht das aktuelle Wetter, sondern die Vorhersage für Rostock am Wochenende.", "weather.forecast"},
		{"german history", "Nicht den aktuellen Preis, sondern die historischen Kurse von AMZN über die letzten fünf Jahre.", "finance.history"},
		{"spanish", "No el tiempo actual, sino el pronóstico para Lima el sábado", "weather.forecast"},
		{"what the speaker already has", "I already have the current temperature for Paris, I need the forecast for tomorrow.", "weather.forecast"},
		{"what a German speaker already has", "Die aktuelle Temperatur in Paris habe ich schon, ich brauche die Vorhersage für morgen.", "weather.forecast"},
		{"a clock time elsewhere", "ニューヨークの取引先と電話会議をする予定です。向こうが朝9時のとき、東京は何時になりますか？", ""},
	})
}

// A tool word before the verb is no tool to make when the request also names the
// endpoint's own record; what the request forbids names none.
func TestAToolWordBesideTheEndpointsOwnRecord(t *testing.T) {
	cal := catalog.ToolSpec{Name: "calendar", Description: "Calendar", Endpoints: []catalog.EndpointSpec{
		{Name: "create", Description: "Create a new calendar event", ReadOnly: ptr(false),
			OutputFields: []catalog.FieldSpec{{Name: "id", Identifier: true}, {Name: "title"}}},
	}}
	p := newPlanner(t, Options{}, append(guardTools(), cal)...)
	expectRoutes(t, p, []namedRoute{
		{"a consultation put in is a ticket", "결제가 두 번 됐어요. 상담 접수 좀 해 주세요", "support.create_ticket"},
		{"a new inquiry", "[헬프데스크봇] 신규문의 고객ID=C-20931 제목=환불 미처리", "support.create_ticket"},
		{"the calendar itself", "Create a new shared calendar called 'Marketing'", ""},
		{"events forbidden", "새 캘린더 하나만 만들어 주세요, 이름은 '가족'. 일정은 추가하지 마시고요.", ""},
	})
}

// Another organization's help pages are where an answer would be, not its topic; a scope
// the asking part names is asked when a story surrounds it.
func TestAnotherOrganizationsHelpPages(t *testing.T) {
	p := newPlanner(t, Options{}, guardTools()...)
	expectRoutes(t, p, []namedRoute{
		{"a name before its support site", "Apple support site: how to back up an iPhone", ""},
		{"a possessive, after a story", "Outlook on my work PC stopped syncing this morning. Pull up Microsoft's own help pages on Outlook sync errors, not yours.", ""},
		{"german", "Such mir die offiziellen Hilfeseiten von Microsoft zu diesem Anmeldefehler raus.", ""},
		{"spanish", "centro de ayuda de Google: recuperar cuenta de Gmail", ""},
		{"japanese", "Microsoft公式のヘルプでマクロエラーについて調べてください。", ""},
		{"our own help pages", "Search the help articles for password reset", "support.search"},
		{"a topic in capitals", "SSO設定 help article", "support.search"},
	})
}

// A create verb's object that another tool's endpoints hold is that tool's record.
func TestACreatedObjectAnotherToolHolds(t *testing.T) {
	papers := catalog.ToolSpec{Name: "papers", Description: "Research papers", Endpoints: []catalog.EndpointSpec{
		{Name: "search", Description: "Search research papers", ReadOnly: ptr(true),
			OutputFields: []catalog.FieldSpec{{Name: "doi", Identifier: true}, {Name: "title"}}},
	}}
	p := newPlanner(t, Options{}, append(guardTools(), papers)...)
	expectRoutes(t, p, []namedRoute{
		{"a paper submitted", "Submit my research paper as a new support ticket", "support.create_ticket"}, // the ticket is the object
		{"a paper created", "Create a new research paper draft for me", ""},
		{"a ticket about papers", "Open a support ticket about the paper search being slow", "support.create_ticket"},
	})
}

// A document's own measures are asked even of help documents; documents about them are
// a topic.
func TestAHelpArticlesOwnMeasures(t *testing.T) {
	p := newPlanner(t, Options{}, guardTools()...)
	expectRoutes(t, p, []namedRoute{
		{"views of an article", "How many views does the VPN help article have?", ""},
		{"ratings of an article", "thumbs-up/down ratio on the 'reset MFA' help article", ""},
		{"articles about views", "search help articles about article view counts", "support.search"},
	})
}

func TestAnAskAboutSomethingElseAfterAStoryIsRefused(t *testing.T) {
	p := newPlanner(t, Options{}, guardTools()...)
	expectRoutes(t, p, []namedRoute{
		{"german", "Nach dem Blick auf die Aktienkurse bin ich deprimiert. Erzähl mir einen Witz.", ""},
		{"japanese", "天気予報によると明日は晴れ。ところで、円周率を100桁まで言って。", ""},
		{"korean", "날씨 좋네. 근데 파이썬으로 피보나치 함수 짜 줘.", ""},
		{"english", "The weather in Paris is lovely. By the way, what's the capital of Peru?", ""},
		{"an ask that refers back", "삼성전자 주가 많이 떨어졌네. 지금 얼마야?", "finance.quote"},
		{"an ask that names the tool", "It's raining in Berlin. How warm is it there right now?", "weather.current"},
		// An ask that names a thing of its own is about it, not about the story's tool.
		{"an ask of its own after a forecast", "The forecast for Miami says heat wave. Which employees report to Maria Lopez?", ""},
		{"an ask of its own after the shares", "Die Lufthansa-Aktie fällt. Wie wird das Wetter am Wochenende in Rom?", "weather.forecast"},
		{"an ask whose tool the story does not name", "Mein Chef will eine Grafik. Gib mir den aktuellen Kurs von SAP.", "finance.quote"},
		// The ask names a route by its things, not by its times or its read verbs.
		{"a day names no forecast", "Stocks are down and it's raining again. What's on my calendar for Friday?", "events.list"},
		{"a read verb names no calendar", "Der Kalender ist voll, aber ich muss noch was klären. Zeig mir den aktuellen Kurs von SAP.", "finance.quote"},
		// The story's tool leads no other guard: its time is not the ask's.
		{"a story's untimely tool", "I already checked the stock price. What's on my calendar next Friday?", "events.list"},
		{"a story's untimely tool in Spanish", "Ya revisé el precio de la acción. ¿Qué tengo en el calendario el viernes?", "events.list"},
		{"a story told in Japanese", "株価はもう確認しました。来週金曜の予定一覧を見せて", "events.list"},
		{"an ask that points back by a pronoun", "I bought MSFT back in 2019 and forgot about it. What were its prices between January and March 2020?", "finance.history"},
	})
	pl, err := p.Plan(t.Context(), Request{Query: "The weather in Paris is lovely. By the way, what's the capital of Peru?"})
	if err != nil {
		t.Fatal(err)
	}
	if !slices.ContainsFunc(pl.Warnings, func(w string) bool { return strings.HasPrefix(w, "asked sentence: ") }) {
		t.Errorf("warnings %q, want the asked-sentence reason", pl.Warnings)
	}
}

func TestThePriceOfEverydayGoodsIsNoMarketQuote(t *testing.T) {
	p := newPlanner(t, Options{}, guardTools()...)
	expectRoutes(t, p, []namedRoute{
		{"english", "What's the price of a Big Mac?", ""},
		{"japanese fruit", "このりんごはいくら？", ""},
		{"japanese fine", "罰金いくら？", ""},
		{"a share price", "Starbucks share price", "finance.quote"},
		{"a fair price asked", "was ist ein fairer preis für einen gebrauchten vw golf 7?", ""},
		{"a contractor's offer", "hab ein angebot vom dachdecker über 12.000 euro bekommen, ist das zu teuer?", ""},
		// A substance's price is a commodity's.
		{"a metal", "quick request — get the spot price of cobalt", ""},
		{"a formula", "Li2CO3의 킬로그램당 현재 가격을 알려줘", ""},
		{"a ticker with a digit", "Zeig mir den Kursverlauf von VOW3 zwischen März und Juni 2023", "finance.history"},
		// A brand's product is goods, its shares a quote.
		{"a brand's product", "Tesla Model 3 price", ""},
		{"a brand's product in Korean", "삼성 갤럭시 S24 가격 얼마야?", ""},
		{"a brand's shares", "Apple stock price", "finance.quote"},
		{"a brand and its ticker", "Could you check the latest trading price for Microsoft (MSFT)?", "finance.quote"},
		{"a brand and a time", "Wie hoch war der Aktienkurs von Adidas Ende 2021?", "finance.history"},
		{"a brand's company named whole", "LG Chem stock price", "finance.quote"},
		{"a brand's product, possessive", "Apple's AirPods Pro price", ""},
		{"goods named in Japanese", "この商品の価格はいくら？", ""},
		{"a retail price", "What's the retail price of the Logitech MX Master mouse?", ""},
		{"a list price", "Listenpreis Teilenummer TN-7781", ""},
		{"a part's price", "部品PN-7781の最新価格を教えて", ""},
		{"a product's price in Korean", "이 제품 가격 얼마야?", ""},
		{"a share price in Japanese", "トヨタの株価を教えて", "finance.quote"},
		// A ticker asked of now, of its close, or over a span alone is asked its price.
		{"a ticker now", "AAPL right now?", "finance.quote"},
		{"a ticker at now", "¿A cuánto está GOOGL ahora?", "finance.quote"},
		{"a ticker's close", "What did TSLA close at last Friday?", "finance.history"},
		{"a ticker over a span", "TSLA between March and May", "finance.history"},
		{"a figure over a span", "Volatilität von NVDA im letzten Quartal", ""},
		{"an acronym now", "VPN now?", ""},
	})
}

// A Japanese background clause is context: its tool words do not lead the asked time.
func TestABackgroundClauseIsContext(t *testing.T) {
	p := newPlanner(t, Options{}, guardTools()...)
	expectRoute(t, p, "株価チェックのついでに、明日の名古屋の天気予報も教えて", "weather.forecast")
}

func TestTeamMeetingsAndMarketSlang(t *testing.T) {
	cal := catalog.ToolSpec{Name: "calendar", Description: "Calendar", Endpoints: []catalog.EndpointSpec{
		{Name: "create", Description: "Create a new calendar event", ReadOnly: ptr(false),
			OutputFields: []catalog.FieldSpec{{Name: "id", Identifier: true}, {Name: "title"}}},
	}}
	p := newPlanner(t, Options{}, append(guardTools(), cal)...)
	expectRoutes(t, p, []namedRoute{
		{"a sync of thirty minutes is a meeting", "book a 30 min sync with Priya on Friday at 2pm", "calendar.create"},
		{"a retro is a meeting", "Can you schedule a team retro next Wednesday at 4?", "calendar.create"},
		{"where a share trades is its price", "where's Tesla stock trading right now?", "finance.quote"},
		{"where a meeting is, is a place", "where is the meeting tomorrow", ""},
	})
}

// A noun a read asks to be told is answered only by an endpoint that says one of its
// words: a directory lookup that returns an id and a name tells no birthday.
func TestANounAskedOfAReadMustBeOneItSays(t *testing.T) {
	users := catalog.ToolSpec{Name: "users", Description: "User directory", Endpoints: []catalog.EndpointSpec{
		{Name: "lookup", Description: "Look up a user profile or account", ReadOnly: ptr(true),
			OutputFields: []catalog.FieldSpec{{Name: "id", Identifier: true}, {Name: "name"}}},
	}}
	p := newPlanner(t, Options{}, append(guardTools(), users)...)
	expectRoutes(t, p, []namedRoute{
		{"an avatar", "look up the user profile of ana and show me her avatar", ""},
		{"a birthday", "find priya's account and tell me her birthday", ""},
		{"the profile itself", "look up user ana and show me her profile", "users.lookup"},
		{"her name", "find account 4471 and tell me the name on it", "users.lookup"},
		{"nothing in particular", "look up user 7745 and give me the details", "users.lookup"},
		{"a word of the tool", "show me the weather forecast for Barcelona tomorrow", "weather.forecast"},
	})
}

// What a team keeps for itself is no ticket its support desk opens: a member, a rule, a
// roster, a signature.
func TestATeamsOwnThingsAreNoTicket(t *testing.T) {
	p := newPlanner(t, Options{}, guardTools()...)
	expectRoutes(t, p, []namedRoute{
		{"a member", "サポートチームの新メンバーを登録して", ""},
		{"a rule", "サポートの自動応答ルールを追加して", ""},
		{"a roster", "来月のサポートチームのシフト表を作成して", ""},
		{"an English noun before を", "support team に新しい member を登録して", ""},
		{"a signature", "create an email signature for the support team", ""},
		{"a ticket", "サポートチケットを作成して", "support.create_ticket"},
	})
}

// A field name everyday requests say about anything is no evidence on its own: the
// title of a song, a quantity of flour, a chemical symbol. A record's code makes it the
// record's.
func TestAnEverydayFieldWordAloneIsNoEvidence(t *testing.T) {
	p := newPlanner(t, Options{}, append(guardTools(), inventoryTool())...)
	expectRoutes(t, p, []namedRoute{
		{"a song's title", "what's the title of that song everyone hums", ""},
		{"flour", "what quantity of flour do I need for one loaf", ""},
		{"a record's code", "K-22 quantity?", "inventory.search"},
		{"a SKU", "quantity of SKU-4410", "inventory.search"},
	})
	// A tool whose own description says the everyday word is no nearer for it.
	weather := guardTools()[2]
	weather.Description = "Weather observations and forecasts for cities"
	p = newPlanner(t, Options{}, weather)
	expectRoutes(t, p, []namedRoute{
		{"cities of warehouses", "which cities have warehouses", ""},
		{"an office's city", "what city is the Berlin office in", ""},
		{"a city given a value", "current city=Osaka", "weather.current"},
	})
	// A structure is anything's; a substance named makes it a material's.
	lab := singleFieldTool("materials", "structure", "material_id", catalog.FieldSpec{Name: "structure"})
	lab.Description = "Materials property and crystal structure database"
	lab.Endpoints[0].Name, lab.Endpoints[0].Description = "structure", "Retrieve crystal structure and lattice information"
	p = newPlanner(t, Options{}, lab, inventoryTool())
	expectRoutes(t, p, []namedRoute{
		{"a thesis's structure", "what structure should a PhD thesis have", ""},
		{"a solid thesis's structure", "what structure should a solid PhD thesis have", ""}, // "solid" in its own sense
		{"a table's structure", "DB 테이블 구조 알려줘", ""},
		{"a formula's structure", "Welchen Strukturtyp hat Fe2O3?", "materials.structure"},
		{"a named solid's structure", "DFT計算をしたいので、シリコンの構造を調べて", "materials.structure"},
		{"a material id's structure", "mp-149の構造情報を引っ張ってきて。", "materials.structure"},
		{"a substance's quantity", "welche Firmen stellen Graphen in industriellen Mengen her?", ""},
	})
	// What a paper itself cites is no search's topic, though the request asks to find.
	papers := catalog.ToolSpec{Name: "papers", Description: "Scientific literature and citation database", Endpoints: []catalog.EndpointSpec{
		{Name: "search", Description: "Search research papers and article metadata", ReadOnly: ptr(true),
			OutputFields: []catalog.FieldSpec{{Name: "doi", Identifier: true}, {Name: "title"}}},
		{Name: "citations", Description: "Find papers that cite a DOI or article", ReadOnly: ptr(true),
			OutputFields: []catalog.FieldSpec{{Name: "doi", Identifier: true}, {Name: "citations"}}},
	}}
	p = newPlanner(t, Options{}, papers)
	expectRoutes(t, p, []namedRoute{
		{"papers a paper cites", "encuentra los artículos citados por 10.1000/tau", ""},
		{"papers citing a paper", "find the papers that cite 10.1000/tau", "papers.citations"},
	})
	// A name is a person's unless the request says whose: a folder's, a team's or a
	// company's is no user's.
	users := catalog.ToolSpec{Name: "users", Description: "User directory lookup and profile update operations", Endpoints: []catalog.EndpointSpec{
		{Name: "lookup", Description: "Look up a user profile or account", ReadOnly: ptr(true),
			OutputFields: []catalog.FieldSpec{{Name: "id", Identifier: true}, {Name: "name"}}},
		{Name: "update", Description: "Update a user profile", ReadOnly: ptr(false),
			OutputFields: []catalog.FieldSpec{{Name: "id", Identifier: true}, {Name: "name"}}},
	}}
	p = newPlanner(t, Options{}, users)
	expectRoutes(t, p, []namedRoute{
		{"a folder's name", "폴더 이름 바꿔줘", ""},
		{"a team's name", "change the team name to Falcons", ""},
		{"a warehouse's name", "倉庫の名前を教えて", ""},
		{"a person's name", "민수 이름 바꿔줘", "users.update"},
		{"a user's name", "what is the name of user 42", "users.lookup"},
		{"a user's name in Japanese", "ユーザー42の名前を教えて", "users.lookup"},
		{"an employee's name", "직원 이름 알려줘", "users.lookup"},
		{"a name set", "set name to Alice for user 42", "users.update"},
	})
	// A date is everyone's: a price history's date range does not make one its own.
	p = newPlanner(t, Options{}, guardTools()...)
	expectRoutes(t, p, []namedRoute{
		{"a ticket's due date", "what's the due date on ticket 5510", ""},
		{"a birth date", "what's the date of birth on Sam's account", ""},
		{"today's date", "what's today's date", ""},
		{"a price history's dates", "AAPL price history between two dates", "finance.history"},
	})
}

func TestARemarkThatAsksNothingIsRefused(t *testing.T) {
	p := newPlanner(t, Options{}, guardTools()...)
	expectRoutes(t, p, []namedRoute{
		{"a vent", "my schedule this week is absolutely insane", ""},
		{"a vent in German", "unser Lagerbestand stimmt nie, ich dreh durch", ""},
		{"an opinion asked", "do you think Nvidia stock will keep going up?", ""},
		{"a why-question", "why do journals charge so much for papers", ""},
		// A plea, or a coming day's weather, asks after all.
		{"a plea after a vent", "ugh, show me the weather in Oslo right now", "weather.current"},
		{"a prediction of the weather", "do you think it'll rain in Denver on Sunday?", "weather.forecast"},
	})
	pl, err := p.Plan(t.Context(), Request{Query: "the stock price of Meta makes no sense to me, it's insane"})
	if err != nil {
		t.Fatal(err)
	}
	if len(pl.Calls) > 0 || !slices.ContainsFunc(pl.Warnings, func(w string) bool { return strings.HasPrefix(w, "remark: ") }) {
		t.Errorf("calls %v warnings %q, want none and the remark reason", pl.Calls, pl.Warnings)
	}
}

func TestATopicPutAsideLendsTheRequestNothing(t *testing.T) {
	p := newPlanner(t, Options{}, guardTools()...)
	expectRoutes(t, p, []namedRoute{
		{"english", "Setting aside the inventory, what is 3,450 divided by 15?", ""},
		{"japanese", "論文の話はやめて、ピザのLサイズを一枚注文して。", ""},
		{"korean", "캘린더는 잠깐 놔두고, 48 곱하기 27이 얼마야?", ""},
		{"a topic before the framed request", "前の話は論文検索。今の依頼：今夜観るおすすめのホラー映画を教えて。", ""},
		{"a served request after the topic", "Setting aside the inventory, what's the weather in Oslo right now?", "weather.current"},
	})
}

func TestATopicPutAsideAfterTheRequestLendsItNothing(t *testing.T) {
	p := newPlanner(t, Options{}, guardTools()...)
	expectRoutes(t, p, []namedRoute{
		{"english", "By the way, how many ounces are in a cup? Forget the band gap search for now.", ""},
		{"german", "Übrigens, welcher Wein passt zu Wildschwein? Die Terminliste ist erledigt.", ""},
		{"japanese", "ところで、私のサポートチケット9034の対応状況はどうなってる？予報はもういい。", ""},
		{"a served request before it", "By the way, what's the weather in Oslo right now? Forget the band gap search.", "weather.current"},
	})
}
