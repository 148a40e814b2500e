package lexicon

import (
	"encoding/json"
	"os"
	"path/filepath"
	"regexp"
	"slices"
	"strings"
	"testing"
	"unicode/utf8"

	"github.com/schemarouter/schemarouter/internal/text"
)

func TestSetAsideDropsTheClausesARequestRejects(t *testing.T) {
	tests := []textCase{
		{"Not the forecast — what's the weather right now in Lyon?", " what's the weather right now in Lyon?"},
		{"I don't want to see my events, I want to cancel the 3pm standup tomorrow.", " I want to cancel the 3pm standup tomorrow."},
		{"No quiero el pronóstico, sino el tiempo que hace ahora mismo en Sevilla.", " sino el tiempo que hace ahora mismo en Sevilla."},
		{"Nur der aktuelle Kurs, keine Historie: letzter Preis von Siemens (SIE).", "Nur der aktuelle Kurs, letzter Preis von Siemens (SIE)."},
		{"Skip the citation list; what are the authors' affiliations?", " what are the authors' affiliations?"},
		{"Ich will noch kein Ticket aufmachen, such erst in den Support-Artikeln.", " such erst in den Support-Artikeln."}, // a wish negated
		{"Aún no quiero abrir un ticket; primero busca en los artículos de soporte.", " primero busca en los artículos de soporte."},
		{"Arregla tú el error de login, no quiero abrir un ticket.", "Arregla tú el error de login,"}, // a closing wish negated
		{"Conserta você mesmo o erro de login, não quero abrir chamado.", "Conserta você mesmo o erro de login,"},
		{"Only add 'renew passport' to my to-do list — not as a calendar entry.", "Only add 'renew passport' to my to-do list —"},
		{"할 일 목록에 '보고서 제출'을 추가하고 싶어요. 캘린더 일정 말고요.", "할 일 목록에 '보고서 제출'을 추가하고 싶어요."},
		{"금요일 3시 치과 일정 잡아줘, 잊지 마", "금요일 3시 치과 일정 잡아줘, 잊지 마"}, // do not forget to
		{"도움말 검색 말고, 지난주에 연 티켓 #5521 닫아 줘.", " 지난주에 연 티켓 #5521 닫아 줘."},
		{"ヘルプ記事の検索じゃなくて、チケット#6610をクローズしてください。", "チケット#6610をクローズしてください。"},
		{"Ändere nichts, nur: aktueller Kurs von Siemens.", " nur: aktueller Kurs von Siemens."}, // an action on nothing
		{"Zeig mir nichts außer dem Kurs von Siemens, bitte.", "Zeig mir nichts außer dem Kurs von Siemens, bitte."},
		{"Ersetze es nicht durch eine ähnliche Operation; lösche Benutzerkonto 314.", " lösche Benutzerkonto 314."}, // a negated imperative
		{"Die Seite lädt nicht; erstelle ein Ticket.", "Die Seite lädt nicht; erstelle ein Ticket."},                // a statement
		{"forget the chart history, what's MSFT trading at right now", " what's MSFT trading at right now"},         // forget it, ask this
		{"vergiss nicht, den Termin morgen um 10 einzutragen", "vergiss nicht, den Termin morgen um 10 einzutragen"},
		{"Olvidé agendar la cita con el dentista, ponla el viernes a las 3", "Olvidé agendar la cita con el dentista, ponla el viernes a las 3"}, // I forgot: no imperative
		// An act on a named item is forbidden, and only another is asked: the item stays.
		{"Don't delete SKU 7781, just check if it's available.", "SKU 7781, just check if it's available."},
		{"No elimines el artículo SKU 7781, solo comprueba si está disponible.", "el artículo SKU 7781, solo comprueba si está disponible."},
		{"Artikel 5520 bitte nicht ausbuchen, nur prüfen, ob er verfügbar ist.", "Artikel 5520, nur prüfen, ob er verfügbar ist."},
		{"Don't delete the old items, just check stock.", " just check stock."}, // no item named
		// A closing clause rejects a named thing, or forbids an act.
		{"Aktueller Kurs von SAP, nicht der Verlauf.", "Aktueller Kurs von SAP,"},
		{"Cotización actual de TSLA, no el histórico.", "Cotización actual de TSLA,"},
		{"solo el precio actual de AMZN, sin gráficos ni histórico", "solo el precio actual de AMZN,"},
		{"Ist der Artikel CM-12 noch da? Nicht anpassen", "Ist der Artikel CM-12 noch da?"},
		{"Welche Termine kommen heute noch? Bitte nichts ändern.", "Welche Termine kommen heute noch?"},
		{"¿Pinta bien el sábado en San Sebastián para hacer surf, sin lluvia?", "¿Pinta bien el sábado en San Sebastián para hacer surf, sin lluvia?"}, // a condition asked
		{"Meeting at 15:30: no agenda yet", "Meeting at 15:30: no agenda yet"},
		{"Was kostet eine Adidas-Aktie im Moment? Keine Historie", "Was kostet eine Adidas-Aktie im Moment?"},
		{"What's it like outside in Phoenix now — skip the forecast", "What's it like outside in Phoenix now —"},
		{"Busca materiales con band gap de 1,1 eV; la estructura no me hace falta.", "Busca materiales con band gap de 1,1 eV;"},
		{"Find articles by Hinton about capsule networks, not who cites them", "Find articles by Hinton about capsule networks,"},
		{"Sin histórico: ¿cuánto vale ahora una acción de Meta?", " ¿cuánto vale ahora una acción de Meta?"},
		{"Ohne das Profil zu ändern: zeig mir die Kontodaten von Benutzer 12.", " zeig mir die Kontodaten von Benutzer 12."},
		{"Sin añadir eventos: lista lo que tengo programado.", "Sin añadir eventos: lista lo que tengo programado."}, // an act left undone
		// Italian, French, Portuguese and Chinese rejections, negated wishes and retractions.
		{"Non aprire un ticket, prima cerca se esiste una FAQ sull'errore 503.", " prima cerca se esiste una FAQ sull'errore 503."},
		{"Dammi i dettagli dell'account di Chiara Romano, non modificare niente", "Dammi i dettagli dell'account di Chiara Romano,"},
		{"non mi serve la previsione, solo il meteo di adesso a Torino", " solo il meteo di adesso a Torino"},
		{"Crea un evento per domani alle 10… anzi no, mostrami solo l'agenda di domani", "mostrami solo l'agenda di domani"},
		{"Invece di aprire un ticket, cerca una guida sul reset della password", " cerca una guida sul reset della password"},
		{"Non riesco ad accedere al portale, apri una segnalazione al supporto", "Non riesco ad accedere al portale, apri una segnalazione al supporto"}, // a problem told
		{"Non so se pioverà domani a Roma, mi dai le previsioni?", "Non so se pioverà domani a Roma, mi dai le previsioni?"},                             // what the asker does not know
		{"N'ouvre pas de ticket, cherche d'abord dans la FAQ.", " cherche d'abord dans la FAQ."},
		{"Je ne trouve pas l'option, ouvre un ticket.", "Je ne trouve pas l'option, ouvre un ticket."}, // a problem told
		{"Montre-moi le stock du SKU 12, ne modifie rien.", "Montre-moi le stock du SKU 12,"},
		{"je n'ai pas besoin de l'historique, juste le cours du jour de LVMH", " juste le cours du jour de LVMH"},
		{"Crée un événement demain à 10h… non en fait, montre-moi juste mon agenda.", "montre-moi juste mon agenda."},
		{"cria um evento… não, espera, só mostra minha agenda de amanhã", "só mostra minha agenda de amanhã"},
		{"ao invés de criar um evento novo, mostra o que eu já tenho marcado na quinta", " mostra o que eu já tenho marcado na quinta"},
		{"不要修改，只查一下SKU CN-7781的库存", "只查一下SKU CN-7781的库存"},
		{"cherche un article d'aide sur la double authentification, non en fait ouvre un ticket direct, mon code 2FA n'arrive jamais", "ouvre un ticket direct, mon code 2FA n'arrive jamais"}, // the retraction asks what follows it
		{"帮我建个日程……算了，还是把明天的日程列出来就好", "还是把明天的日程列出来就好"},
		{"历史走势不需要，只要腾讯0700.HK的最新报价", "只要腾讯0700.HK的最新报价"},
		// A topic put aside, or framed as the one before.
		{"Setting aside the inventory, what is 3,450 divided by 15?", " what is 3,450 divided by 15?"},
		{"Deja el calendario de lado. ¿Cuánto es 56 por 12?", " ¿Cuánto es 56 por 12?"},
		{"Lass die Börsenkurse. Mir ist schwindelig, woran kann das liegen?", " Mir ist schwindelig, woran kann das liegen?"},
		{"논문 얘기는 그만하고 피자 라지 사이즈로 하나 시켜 줘.", " 피자 라지 사이즈로 하나 시켜 줘."},
		{"前の話は論文検索。今の依頼：今夜観るおすすめのホラー映画を教えて。", "今夜観るおすすめのホラー映画を教えて。"},
		// A topic put aside after the request.
		{"Create a meeting called Budget Review on March 12 at 2pm. Forget the user lookup I asked about.", "Create a meeting called Budget Review on March 12 at 2pm."},
		{"Übrigens, welcher Wein passt zu Wildschwein? Die Terminliste ist erledigt.", "Übrigens, welcher Wein passt zu Wildschwein?"},
		{"ところで、私のサポートチケット9034の対応状況はどうなってる？予報はもういい。", "ところで、私のサポートチケット9034の対応状況はどうなってる？"},
		{"By the way, 내 support ticket 6621 status가 어떻게 돼? Forecast는 됐어.", "By the way, 내 support ticket 6621 status가 어떻게 돼?"},
		// Nothing follows the rejection, or nothing is rejected: the text stays whole.
		{"I don't need the weather.", "I don't need the weather."},
		{"My events don't show, list them for tomorrow.", "My events don't show, list them for tomorrow."},
		{"Meeting at 15:30: no agenda yet", "Meeting at 15:30: no agenda yet"},
		{"Cite 10.1038/nature12373. Not urgent", "Cite 10.1038/nature12373. Not urgent"},
		// A closing clause that forbids an act sets it aside; one that negates a thing does not.
		{"Action: add an attendee to event 'Q3'; constraints: do not create a new event.", "Action: add an attendee to event 'Q3'; constraints:"},
		{"Only create a new support case; don't search the help articles.", "Only create a new support case;"},
		{"Acción: reasignar el ticket SP-450; restricción: no abrir tickets nuevos.", "Acción: reasignar el ticket SP-450; restricción:"},
		{"Aktion: Ticket HD-118 zuweisen; Bedingung: kein neues Ticket erstellen.", "Aktion: Ticket HD-118 zuweisen; Bedingung:"},
		{"새 지원 케이스만 만들어 주세요. 도움말 검색은 하지 마시고요.", "새 지원 케이스만 만들어 주세요."},
		{"ヘルプ記事は探さなくていいので、新しいチケットだけ作成してください。", "新しいチケットだけ作成してください。"},
		{"do not create a new event.", "do not create a new event."}, // nothing else is asked
		// what "sondern" or "sino" puts in place of the clause before
		{"Mich interessiert nicht die Bandlücke, sondern die Kristallstruktur von Rutil.", " sondern die Kristallstruktur von Rutil."},
		{"Ich brauch keine Zitationsliste, sondern aktuelle Forschungsarbeiten.", " sondern aktuelle Forschungsarbeiten."},
		{"No quiero la lista de citas, sino los artículos recientes.", " sino los artículos recientes."},
		{"Mich interessiert keine Prognose – wie ist das Wetter jetzt?", " wie ist das Wetter jetzt?"},
		{"Zeig mir die Zitationen, und die Artikel auch.", "Zeig mir die Zitationen, und die Artikel auch."},
		{"Weder heute noch morgen interessiert mich – wie heiß war es im Sommer 2003?", " wie heiß war es im Sommer 2003?"},
		// what the next clause takes back
		{"create a support ticket... actually no, just update the one from yesterday", "just update the one from yesterday"},
		{"crea un ticket... bueno no, mejor actualiza el de ayer", "actualiza el de ayer"},
		// what does not matter now
		{"Der Aktienkurs ist mir egal, ich brauche nur das Benutzerprofil von Lena Hoffmann.", " ich brauche nur das Benutzerprofil von Lena Hoffmann."},
		{"株価の話は置いといて、東京って今雨降ってる？", "東京って今雨降ってる？"},
		{"Stock price는 신경 안 써, SKU-5005 warehouse stock만 알려줘", " SKU-5005 warehouse stock만 알려줘"},
		// what the speaker already has
		{"I already have the current temperature for Paris, I need the forecast for tomorrow.", " I need the forecast for tomorrow."},
		{"Die Metadaten hab ich schon, mich interessiert, wer den Artikel zitiert.", " mich interessiert, wer den Artikel zitiert."},
		{"Ich habe die Kurse bereits; zeig mir die Historie von SAP.", " zeig mir die Historie von SAP."},
		{"Ya tengo los metadatos; quiero saber quién cita el artículo.", " quiero saber quién cita el artículo."},
		{"just attach these screenshots to the one I already have, #9981", "just attach these screenshots to the one I already have, #9981"},
		// a request framed by labels after its context
		{"이전 대화 요약: 날씨를 물어봄. 현재 요청: AAPL의 현재 주가를 알려줘", "AAPL의 현재 주가를 알려줘"},
		{"Previous conversation summary: asked about the weather. Current request: get the latest quote for AAPL", "get the latest quote for AAPL"},
		{"Resumen de la conversación anterior: preguntó por el clima. Solicitud actual: dame la cotización de AAPL", "dame la cotización de AAPL"},
		{"前の会話の要約: 天気を質問。今回の依頼: AAPLの最新株価を取得して", "AAPLの最新株価を取得して"},
		{"Ticket: login broken. Request: open it", "Ticket: login broken. Request: open it"}, // no context label first
		// what is put aside
		{"Weather aside, what's AAPL at right now?", " what's AAPL at right now?"},
		{"Dejando aparte el tiempo, ¿qué tengo en la agenda el sábado?", " ¿qué tengo en la agenda el sábado?"},
		{"Abgesehen vom Wetter: was steht am Samstag im Kalender?", " was steht am Samstag im Kalender?"},
		// what is done already, and what waits for later
		{"날씨는 이미 봤고, next Friday 일정 목록을 보여줘", " next Friday 일정 목록을 보여줘"},
		{"株価はもう見たので、来週の予定を見せて", "来週の予定を見せて"},
		{"사용자 프로필은 나중에 보고, Paris의 지금 날씨를 알려줘", " Paris의 지금 날씨를 알려줘"},
		{"The profile can wait, what's the weather in Paris now?", " what's the weather in Paris now?"},
		{"날씨 봤고, 일정 보여줘", "날씨 봤고, 일정 보여줘"}, // no "already": a list of acts
		// a sentence whose end is set aside still ends
		{"I searched the help docs already, nothing. Log a ticket.", "I searched the help docs already.  Log a ticket."},
		{"Instead of creating a request, can you search support articles for invoices?", " can you search support articles for invoices?"},
	}
	expectTexts(t, "SetAside", SetAside, tests)
}

func TestARetractionTakesBackAllThatWasSaidBeforeIt(t *testing.T) {
	tests := []textCase{
		// everything before it, in every language, whatever exclamations lead it
		{"Update SKU WX-4410 to 10 units... actually no, just tell me how many we have in stock right now.", "just tell me how many we have in stock right now."},
		{"Open a ticket about the printer jam — no wait, scratch that, is there a help article on paper jams?", "is there a help article on paper jams?"},
		{"Search materials with band gap around 1.5 eV — oh never mind, I just want the crystal structure of GaAs.", "I just want the crystal structure of GaAs."},
		{"whats the weather in Lisbon now.. no sorry, i meant what will it be like there on saturday", "what will it be like there on saturday"},
		{"Crea una reunión el lunes a las 10... ay no, primero enséñame qué tengo agendado el lunes.", "primero enséñame qué tengo agendado el lunes."},
		{"Setz den Bestand für SKU DE-3301 auf 25 – ach nee, zeig mir erstmal, wie viele wir noch haben.", "zeig mir erstmal, wie viele wir noch haben."},
		{"Cherche les articles qui citent 10.1016/j.cell.2020.02.052 — ah non pardon, cherche plutôt des articles de Yann LeCun.", "cherche plutôt des articles de Yann LeCun."},
		{"Fissa una riunione con Marco giovedì alle 11 — aspetta, prima fammi vedere cosa ho in calendario giovedì.", "prima fammi vedere cosa ho in calendario giovedì."},
		{"Atualiza o SKU BR-5510 para 30 unidades... pensando bem, não, só me diz quantas temos em estoque.", "só me diz quantas temos em estoque."},
		{"고객지원에 티켓 하나 열어줘, 프린터 연결이 안 돼서. 아 잠깐만, 그 전에 도움말 문서부터 찾아봐 줄래?", "그 전에 도움말 문서부터 찾아봐 줄래?"},
		{"SKU A-1023 재고를 50개로 바꿔줘… 아 아니다, 그냥 지금 재고가 몇 개인지만 확인해줘.", "그냥 지금 재고가 몇 개인지만 확인해줘."},
		{"9984の株価、今の値段…いや、過去6か月の価格推移が見たいです。", "過去6か月の価格推移が見たいです。"},
		{"帮我在周六加个日程，健身。啊算了算了，不用加了，周六还不一定有空。", "周六还不一定有空。"},
		{"查一下陈静的员工档案。哦不用查了，直接把她资料里的职位更新为高级工程师。", "直接把她资料里的职位更新为高级工程师。"},
		{"Actually, what's the weather in Oslo?", "what's the weather in Oslo?"},                                                            // one before the request
		{"Quería abrir un ticket, pero mejor búscame un artículo sobre cargos duplicados.", "búscame un artículo sobre cargos duplicados."}, // after a "but"
		{"I'm about to assign a licence to user 3390, but first pull up his profile.", "pull up his profile."},
		{"Je voulais l'historique de l'action Airbus, mais bon, donne-moi juste son dernier cours.", "donne-moi juste son dernier cours."},
		{"I was going to add a team lunch but first show me my meetings", "show me my meetings"},                            // inside one clause
		{"I was going to ask about NVDA's earnings but let's just do its price history", "let's just do its price history"}, // a "but" that proposes
		{"Look up the user profile for jsmith... actually just reset their password", "just reset their password"},
		{"Welche Materialien haben eine Bandlücke um 1,5 eV? Oder nein, zeig mir die Kristallstruktur von CdTe.", "zeig mir die Kristallstruktur von CdTe."},
		{"福岡の週末の天気予報は？…あ、それより今何度か知りたい", "今何度か知りたい"},
		{"Quante unità abbiamo dello SKU TV-5521? Anzi no, lascia stare il conteggio, togline 5.", " togline 5."},
		{"Puoi cercare il profilo di Giulia Ferri? Anzi no, lo conosco già, cambiale il numero.", "lo conosco già, cambiale il numero."},
		{"Affiche le profil de Julien Martin… non, c'est bon, change-lui son intitulé.", "c'est bon, change-lui son intitulé."},
		{"SKU JP-2201の在庫数を30に変更して。やっぱり変更はいいや、今の在庫数だけ教えて。", "今の在庫数だけ教えて。"},
		// one that corrects a detail takes nothing back
		{"What's the weather in Boston right now — oh wait, I meant Austin, sorry.", "What's the weather in Boston right now — Austin, sorry."},
		{"Mi servono materiali con gap di banda intorno a 3 eV con zinco. Anzi, solo quelli con zinco e ossigeno.", "Mi servono materiali con gap di banda intorno a 3 eV con zinco solo quelli con zinco e ossigeno."},
		{"회의 일정 잡아줘 금요일 2시, 아니 3시로. 제목은 분기 리뷰.", "회의 일정 잡아줘 금요일 2시, 3시로. 제목은 분기 리뷰."},
		{"Retire 5 unités du SKU PA-312... non, 8 unités, on en a cassé trois de plus.", "Retire 5 unités du SKU PA-312... 8 unités, on en a cassé trois de plus."},
		{"帮我约个周三下午三点的会议，哦不，改成四点。", "帮我约个周三下午三点的会议， 四点。"},
		// no retraction
		{"Open a ticket, no one answered my mail.", "Open a ticket, no one answered my mail."},
		{"Open a ticket, wait times on the phone are huge.", "Open a ticket, wait times on the phone are huge."},
		{"vergiss nicht, den Termin morgen um 10 einzutragen", "vergiss nicht, den Termin morgen um 10 einzutragen"},
		{"Plutôt que de chercher dans la base, ouvrez un ticket.", " ouvrez un ticket."},                                                   // a comparison, set aside
		{"current quote on SPY, never mind the holdings", "current quote on SPY,"},                                                         // a thing put aside
		{"Pronóstico para Barcelona del martes; no, no me interesa la temperatura de ahora.", "Pronóstico para Barcelona del martes; no,"}, // a "no" leading a rejection
		{"anula el ultimo ajuste de stock del 4432, me equivoque", "anula el ultimo ajuste de stock del 4432, me equivoque"},               // nothing after it
		{"recuento terminado: en realidad hay 7 unidades de SKU-A12", "recuento terminado: en realidad hay 7 unidades de SKU-A12"},         // "in fact"
		{"8号晚上7点部门聚餐，帮我记到日历里，别到时候忘了", "8号晚上7点部门聚餐，帮我记到日历里，别到时候忘了"},
		{"帮我查一下库存。啊对了，还有北京的天气", "帮我查一下库存。啊对了，还有北京的天气"}, // an exclamation run on into its clause
		{"Open a ticket, but the app crashes first thing in the morning", "Open a ticket, but the app crashes first thing in the morning"},
		// what must come first after a "but", and a request withdrawn
		{"Ich wollte das Konto von Anna Schmidt bearbeiten, aber zeig mir zuerst ihr Benutzerprofil.", "zeig mir zuerst ihr Benutzerprofil."},
		{"帮我在周三下午三点建一个日程：产品评审会。算了，不用建了。", ""},
		{"Aggiungi il meeting di martedì... anzi no, lascia perdere tutto, grazie.", ""},
	}
	expectTexts(t, "SetAside", SetAside, tests)
}

func TestNotedActions(t *testing.T) {
	tests := []textCase{
		{"user 3021 display name → Jiwoo Kim.", "change"},
		{"계정 5521 이름 -> 김서연", "change"},
		{"New event: dentist, Fri 4pm.", "create"},
		{"Neuer Termin: Zahnarzt, Dienstag 8 Uhr.", "create"},
		{"Evento nuevo: cena con Lucía, sábado 21h.", "create"},
		{"새 일정: 팀 회식 금요일 7시", "create"},
		{"新規予定：金曜15時 歯医者", "create"},
		{"신규 티켓: 사내 VPN 접속 불가, 오류 코드 809", "create"},
		{"new cal event — yoga, sunday 8am", "create"}, // a dash between spaces ends the heading
		{"neuer Termin – Elternabend, 23.9., 19 Uhr", "create"},
		{"new-york-times", ""},
		{"What's new: list my events", ""},
		{"Show new events for Monday", ""},
		{"current weather Paris -> Lyon", ""},
		{"USD -> EUR rate", ""},
		{"New York: what's the weather right now?", ""},
		{"새로고침: 목록", ""},
		{"Meeting at 15:30", ""},
	}
	expectTexts(t, "notedAction", notedAction, tests)
}

func TestCorrectFixesMisspelledVocabularyWords(t *testing.T) {
	l := Default()
	tests := []textCase{
		{"pls delte my 3pm meeting", "pls delte my 3pm meeting"}, // "delete" is too short a target
		{"seoul 지금 wether 어떰??", "seoul 지금 weather 어떰??"},
		{"whats on my calender tmrw??", "whats on my calendar tmrw??"},
		{"wer zitert 10.1038/nmat4553 ??", "wer zitiert 10.1038/nmat4553 ??"},
		{"chnage SKU-552 stock to 12 pls", "change SKU-552 stock to 12 pls"}, // six letters, two neighbours swapped
		{"pls udpate my profile", "pls update my profile"},
		{"chaneg it", "chaneg it"}, // the last letter is never edited
		// Names, short words, known words and words the catalog knows stay.
		{"Show Maria's events", "Show Maria's events"},
		{"increase my quota", "increase my quota"},
		{"AAPL price delta", "AAPL price delta"}, // a real word one letter from "deleta"
		{"Welche Veranstaltung findet morgen statt?", "Welche Veranstaltung findet morgen statt?"},
		{"find perovskite papers", "find perovskite papers"},
	}
	for _, tt := range tests {
		if got := l.Correct(tt.query, func(w string) bool { return w == "perovskite" }); got != tt.want {
			t.Errorf("Correct(%q) = %q, want %q", tt.query, got, tt.want)
		}
	}
}

func TestActionlessDropsContextClauses(t *testing.T) {
	tests := []textCase{
		{"Before I decide whether I should sell, pull AMZN's daily prices.", " pull AMZN's daily prices."},
		{"Bevor ich eine Empfehlung schreibe: Schlag bitte das Profil nach.", " Schlag bitte das Profil nach."},
		{"Antes de decidir si compro, ¿a cuánto está MSFT?", " ¿a cuánto está MSFT?"},
		{"XRD 패턴을 시뮬레이션하려는데 TiO2의 격자 상수가 있어야 해요.", " TiO2의 격자 상수가 있어야 해요."},
		{"DFT計算の入力ファイルを作りたいので、ZnOの結晶構造が必要です。", "、ZnOの結晶構造が必要です。"},
		{"논문 원고를 투고해야 하는데 마감이 오늘이에요.", "논문 원고를 투고해야 하는데 마감이 오늘이에요."}, // must do, not a purpose
		{"Before noon tomorrow", "Before noon tomorrow"},             // nothing follows
		{"Show AAPL, before the market opens", "Show AAPL,"},         // a trailing context clause
		{"Stelle mir die Preise von DTE zusammen, damit ich sie vergleichen kann.", "Stelle mir die Preise von DTE zusammen,"},
		{"Führe bitte aus: das aktuelle Wetter in Berlin", " das aktuelle Wetter in Berlin"}, // a request frame
		{"Bitte bearbeite diese Anfrage: Kurs von AAPL", " Kurs von AAPL"},
		{"I am sending you a request: AAPL quote", " AAPL quote"},
		{"Ejecuta lo siguiente: la cotización de AAPL", " la cotización de AAPL"},
		{"Lösche Folgendes: den Termin morgen", "Lösche Folgendes: den Termin morgen"},                                           // a verb on a record
		{"Bearbeite bitte: Profil von bob", "Bearbeite bitte: Profil von bob"},                                                   // an edit of what follows
		{"Please send this now, and update the profile of user bob", "Please send this now, and update the profile of user bob"}, // sends something
		{"Führe nur diese eine Operation aus: Kurs von AAPL", " Kurs von AAPL"},
		{"Bearbeite genau diese Fähigkeit: zeige das Wetter in Prag", " zeige das Wetter in Prag"}, // a capability is the request
		{"Gestiona exactamente esta capacidad: busca trabajos", " busca trabajos"},
		{"Asigna esta solicitud a una sola acción declarada: muestra el tiempo", " muestra el tiempo"}, // a verb on the request itself
		{"Ordne diese Anfrage genau einer deklarierten Aktion zu: zeige das Wetter", " zeige das Wetter"},
		// A closing sentence that only gives the purpose; a leading "before doing".
		{"뉴욕 지금 몇 도인지 찾아봐. 거기 있는 친구한테 전화하려고.", "뉴욕 지금 몇 도인지 찾아봐."},
		{"속초 날씨 예보 알려줘, 숙소 예약하기 전에 보려고.", "속초 날씨 예보 알려줘,"},
		{"숙소 예약하기 전에 속초 날씨 예보 알려줘", " 속초 날씨 예보 알려줘"},
		{"ロンドンの同僚に電話する前に、向こうの天気を調べて。", "、向こうの天気を調べて。"},
		{"3日前に追加された材料を探して", "3日前に追加された材料を探して"},                        // days ago, not before doing
		{"SrTiO3の結晶構造を取得して。シミュレーションの初期構造に使います。", "SrTiO3の結晶構造を取得して。"}, // what it is for
		{"거기 있는 친구한테 전화하려고.", "거기 있는 친구한테 전화하려고."},                    // nothing else is asked
		// An act told done or put off before the ask opens.
		{"a meeting got cancelled because of the rain; now show the price of AAPL", " now show the price of AAPL"},
		{"We may move the shipment to next week; first check the stock of SKU-C36.", " first check the stock of SKU-C36."},
		{"Wir werden die Bestellung später stornieren; prüfe zuerst den Bestand von SKU-1.", " prüfe zuerst den Bestand von SKU-1."},
		{"Se canceló el viaje del equipo; ahora obtén los precios de AAPL", " ahora obtén los precios de AAPL"},
		{"Hay que cancelar la cita del lunes; ahora mira mi calendario", "Hay que cancelar la cita del lunes; ahora mira mi calendario"}, // owed, not told
		{"Cancel the meeting; now show my calendar", "Cancel the meeting; now show my calendar"},                                         // asked, not told
		// What the asker will do with the answer, closing the request.
		{"런던 지금 날씨 알려줘, 시뮬레이션에 쓸 거야", "런던 지금 날씨 알려줘,"},
		{"AAPL 현재 주가 알려줘, 팀장님께 메일로 보낼 거예요.", "AAPL 현재 주가 알려줘,"},
		{"福岡の今の天気を教えて、チームに共有します", "福岡の今の天気を教えて、"},
		{"AAPLの最新株価を教えて、Slackで共有したいので", "AAPLの最新株価を教えて、"},
		{"What methods did 10.1000/kappa use? it's for my literature review", "What methods did 10.1000/kappa use?"},
		{"Finde Arbeiten, die 10.1000/kappa zitieren — brauche ich für die Literaturliste.", "Finde Arbeiten, die 10.1000/kappa zitieren —"},
		{"obtén los precios históricos de TSLA del último año, es para la presentación", "obtén los precios históricos de TSLA del último año, es para la presentación"}, // "es para mañana" gives the day
		{"Muéstrame el perfil del usuario 42, lo voy a eliminar", "Muéstrame el perfil del usuario 42, lo voy a eliminar"},                                               // a plan of an act stays
		{"ユーザー42のプロフィールを見せて、アカウントの削除を依頼します", "ユーザー42のプロフィールを見せて、アカウントの削除を依頼します"},                                                                                         // a request closes it
		{"What's the weather in Paris? I'll also need the air quality index", "What's the weather in Paris? I'll also need the air quality index"},
		{"일정 목록 말고요, 회의 일정을 새로 만들어 달라는 거예요.", "일정 목록 말고요, 회의 일정을 새로 만들어 달라는 거예요."}, // what is asked, no plan
		{"配送遅延の件で起票いただけますと助かります。", "配送遅延の件で起票いただけますと助かります。"},
		{"カレンダーに会議を入れて、よろしくお願いします", "カレンダーに会議を入れて、よろしくお願いします"}, // a closing plea
		{"SKU-1 재고 알려줘, 어떤 거야?", "SKU-1 재고 알려줘, 어떤 거야?"},       // a question closes it
		// A question about what follows an act asks nothing of the act.
		{"Who gets notified when I create a support ticket?", "Who gets notified  "},
		{"What timezone is used when creating a calendar event?", "What timezone is used  "},
		{"Wenn ich ein Ticket erstelle, wer bekommt eine Nachricht?", "  wer bekommt eine Nachricht?"},
		{"¿Qué zona horaria se usa al crear un evento?", "¿Qué zona horaria se usa  "},
		{"¿cuál es la cotización del euro frente al dólar?", "¿cuál es la cotización del euro frente al dólar?"}, // a noun in -ar, no act
		{"support ticket 만들면 보통 response time 얼마나 걸려?", "보통 response time 얼마나 걸려?"},
		{"サポートチケットを作ると誰に通知が届くんですか?", "誰に通知が届くんですか?"},
		{"Googleカレンダーの通知音を変えるにはどうすればいい?", "Googleカレンダーの通知音を変えるにはどうすればいい?"}, // how to, not if
		{"If you can, create a ticket for my broken printer?", "  create a ticket for my broken printer?"},
		{"Create a ticket when you have time.", "Create a ticket when you have time."}, // no question
		{"Si 결정구조 데이터 수정해줘, 격자상수 5.43으로", "Si 결정구조 데이터 수정해줘, 격자상수 5.43으로"},             // silicon, not Spanish "si"
	}
	expectTexts(t, "Actionless", Actionless, tests)
}

func TestAPleaMarksTheRequestsVerb(t *testing.T) {
	l := Default()
	tests := []struct{ query, main string }{
		{"Wir haben eine Lieferung erhalten: Bitte erhöhe den Bestand von SKU-8800 um 100.", "adjust"},
		{"Schlag bitte das Profil von Nutzer 3301 nach, ich will es dann ändern", "lookup"},
		{"I got the report, please delete event 12", "delete"},
	}
	for _, tt := range tests {
		if m := analyze(l, tt.query); m.Main != tt.main {
			t.Errorf("%q: main %q (ops %v), want %q", tt.query, m.Main, m.Ops, tt.main)
		}
	}
}

func TestAHeadingThatWrapsARequestCreatesNothing(t *testing.T) {
	for _, q := range []string{"New request: show the weather in Oslo", "Neue Anfrage: zeig mir das Wetter", "새 요청: 서울 날씨", "新規依頼：東京の天気"} {
		if got := notedAction(q); got != "" {
			t.Errorf("notedAction(%q) = %q, want none", q, got)
		}
	}
}

func TestClauseReadingsSurviveInvalidUTF8(t *testing.T) {
	for _, q := range []string{"not the forecast \xff\xff\xff\xff,x", "\xffNot the forecast — weather\xfe", "ab\xc3"} {
		_ = SetAside(q)
		_ = WithoutRoutingTalk(q)
		_ = WithoutRoutingTalk("") // no clause at all (a request of concepts only)
		_ = Actionless(q)
		_ = notedAction(q)
	}
}

// A German compound whose last word is an idiom's ("Ladebildschirm": a screen, not the
// umbrella of "Schirm") names no term, and reading it panics nowhere.
func TestACompoundClosedByAnIdiomsWordNamesNothing(t *testing.T) {
	l := Default()
	for _, q := range []string{"Was tun, wenn die App beim Ladebildschirm hängen bleibt?", "Startbildschirm bleibt schwarz", "Sperrbildschirm ändern"} {
		m := l.AnalyzeText(q, text.Tokens(q), text.Norm(q))
		if slices.Contains(m.Terms, "rain") || slices.Contains(m.Terms, "weather") {
			t.Errorf("AnalyzeText(%q).Terms = %v, want no weather", q, m.Terms)
		}
	}
}

// Every word of the project's dev corpora that Correct rewrites is a known typo: a
// corrector that starts rewriting real words (delta, compute, findet) fails here.
func TestCorrectRewritesOnlyKnownTyposOfTheDevCorpora(t *testing.T) {
	allowed := map[string]string{"acount": "account", "calender": "calendar", "escalte": "escalate",
		"histroy": "history", "wether": "weather", "zitert": "zitiert", "suport": "support",
		"aufgebe": "aufgabe", "meetng": "meeting", "adress": "address", "pasword": "password", "histrische": "historische",
		"artcle": "article", "invntory": "inventory", "lagerbestnd": "lagerbestand", "soprte": "soporte",
		"warehose": "warehouse", "bestnd": "bestand", "clinte": "cliente", "custmer": "customer",
		"tomorow": "tomorrow", "spreche": "sprache", "forcast": "forecast", "chnage": "change", "calendrio": "calendario",
		"absgaen": "absagen", "nachbestelen": "nachbestellen", "abteilng": "abteilung",
		"anlgen": "anlegen", "artcles": "articles", "bestnad": "bestand", "estructra": "estructura", "histrial": "historial",
		"histroische": "historische", "monhts": "months", "papres": "papers", "silcon": "silicon", "silizum": "silizium",
		"supprt": "support", "vorhersge": "vorhersage", "schliesen": "schliessen",
		"weeknd": "weekend", "usuraio": "usuario", "usario": "usuario", "exportng": "exporting", "cancle": "cancele", "reschdule": "reschedule", "articels": "articles", "latice": "lattice", "serach": "search", "inventroy": "inventory", "temprature": "temperature", "protien": "protein", "ziteirt": "zitiert", "kalnder": "kalender", "materail": "material", "reserch": "research", "entsprren": "entsperren", "reoder": "reorder", "permision": "permission", "aktualiseren": "aktualisieren", "ertsellen": "erstellen", "tikcet": "ticket",
		"previsoni": "previsioni", "troubleshootng": "troubleshooting", "apuntamento": "appuntamento", "magazino": "magazzino", "riunoni": "riunioni", "anagarfica": "anagrafica", // "cancele": Spanish cancel
	} // German verb forms read as nouns (aufgebe, spreche): name nothing a catalog routes on
	// The dev corpora and the pinned reviews only: the check corpora are measured, never
	// read, and the words this prints would show them.
	files, err := filepath.Glob("../../bench/testdata/corpus-*-dev.json")
	files = append(files, "../../bench/testdata/corpus-review-regressions.json")
	if err != nil || len(files) < 10 {
		t.Fatalf("corpora: %v %v", files, err)
	}
	l := Default()
	words := regexp.MustCompile(`\p{L}+`)
	for _, f := range files {
		b, err := os.ReadFile(f)
		if err != nil {
			t.Fatal(err)
		}
		var cases []struct{ Query string }
		if err := json.Unmarshal(b, &cases); err != nil {
			t.Fatal(err)
		}
		for _, c := range cases {
			for _, w := range words.FindAllString(c.Query, -1) {
				if got := l.correction(w, nil); got != "" && allowed[w] != got {
					t.Errorf("%s: %q corrected to %q", filepath.Base(f), w, got)
				}
			}
		}
	}
}

func TestTalkAboutTheRoutingIsNoPartOfTheRequest(t *testing.T) {
	tests := []textCase{
		{"Treat a forecast as a distractor and perform only this action: show the weather right now in Rome", " show the weather right now in Rome"},
		{"Although a forecast is related, that is not the requested operation. Instead: show the weather now", " Instead: show the weather now"},
		{"날씨 예보로 대체하지 마. 실제 요청 동작은 다음이야: Prague의 지금 날씨 상황을 보여줘", " Prague의 지금 날씨 상황을 보여줘"},
		{"隣接する操作である天気予報は明示的に除外し、Romeの今の天気を表示して", "Romeの今の天気を表示して"},
		{"Wähle nur die passende Operation und reiche eine Supportanfrage ein, weil SMS code is delayed", "Wähle nur die passende Operation und reiche eine Supportanfrage ein, weil SMS code is delayed"}, // only a reason follows
		{"Delete SKU-4400 from the catalog, it's discontinued", "Delete SKU-4400 from the catalog, it's discontinued"},                                                                                     // a product catalog
		{"neighbor operation forecast는 explicitly 제외하고 Rome 지금 weather status를 보여줘", " Rome 지금 weather status를 보여줘"},
		{"forecast도 related지만 이번 action은 아니야. instead: Singapore 지금 weather status를 보여줘", " instead: Singapore 지금 weather status를 보여줘"},
		{"Show the weather in Rome", "Show the weather in Rome"},
	}
	expectTexts(t, "WithoutRoutingTalk", WithoutRoutingTalk, tests)
}

func TestAQuotedTitleIsTakenOut(t *testing.T) {
	tests := []textCase{
		{"'Refund not received' 제목으로 support ticket 생성해줘", "  제목으로 support ticket 생성해줘"},
		{"Crea un ticket con el título 'Reembolso no recibido' para el pedido 7731", "Crea un ticket con el título   para el pedido 7731"},
		{"明日14時に「提案書レビュー」の予定を入れて", "明日14時に の予定を入れて"},
		{"Please add 'Mom's birthday dinner' this Saturday", "Please add   this Saturday"},
		{"Add my mom's birthday on Saturday", "Add my mom's birthday on Saturday"}, // an apostrophe quotes nothing
		// A quote beside a word for an operation names it, without an article before it.
		{`Run the "historical prices" operation for TSLA`, `Run   historical prices  operation for TSLA`},
		{`"과거 주가" 작업을 실행해줘`, ` 과거 주가  작업을 실행해줘`},
		{"「過去の株価」操作を実行して", " 過去の株価 操作を実行して"},
		{`{"action": "create_event", "title": "Sprint review"}`, `{"action":  ,  : "Sprint review"}`}, // a key names a field, as before
	}
	expectTexts(t, "Unquoted", Unquoted, tests)
}

func TestWhatARequestCallsExisting(t *testing.T) {
	tests := []struct {
		query string
		want  []string
	}{
		{"add priya@acme.io as an attendee to the existing event 'Q3 roadmap review'", []string{"event q3"}},
		{"Teilnehmer zum bestehenden Termin 'Sprint-Planung' hinzufügen", []string{"termin sprint"}},
		{"기존 일정에 김민수 참석자 추가", []string{"일정에 "}},
		{"既存の予定に田中さんを追加して", []string{"予定に田"}},
		{"so it doesn't clash with existing events, create a new one at 4", nil}, // a new one too
		{"create an event for Friday lunch", nil},
	}
	for _, tt := range tests {
		if got := ExistingThings(tt.query, text.Tokens(tt.query)); !slices.Equal(got, tt.want) {
			t.Errorf("ExistingThings(%q) = %q, want %q", tt.query, got, tt.want)
		}
	}
}

func TestAnActionWrittenAsALabeledField(t *testing.T) {
	l := Default()
	tests := []struct{ query, main string }{
		{"작업: 캘린더 일정 생성; 제목: 거래처 통화; 시작: 2024-09-03 16:00", "create"},
		{"処理: 在庫数量更新; SKU=OS-510; 数量=7。", "update"},
		{"Action: create a calendar event; title: Budget sync", "create"},
		{"제목: 거래처 통화; 시작: 16:00", ""},                              // no action label
		{"작업: 일정 생성 / 제목: 보안 교육 / 일시: 2024-09-05 15:00", "create"}, // a slash ends the value
		{"작업: 어제 일정 '스프린트 리뷰'에 메모 추가 — '데모 빌드 지참'.", "add"},        // and a dash
	}
	for _, tt := range tests {
		if got := l.labeledAction(tt.query).Main; got != tt.main {
			t.Errorf("labeledAction(%q).Main = %q, want %q", tt.query, got, tt.main)
		}
	}
}

func TestARecordHeadingWithItsContent(t *testing.T) {
	tests := []struct {
		query string
		want  bool
	}{
		{"ticket: export button greyed out on dashboard, high priority", true},
		{"termin: physio mittwoch 17uhr", true},
		{"티켓: 대시보드 내보내기 버튼 비활성화됨, 긴급", true},
		{"チケット: 通知メールが届かない、至急", true},
		{"Ticket: 5521", false},                        // an existing record
		{"ticket: why was mine closed?", false},        // a question
		{"my ticket: export button greyed out", false}, // no heading at the start
		{"Ticket: status of my VPN request", false},    // a status
		{"ticket: search the knowledge base for VPN error 809", false},
		{"Meeting: list everything for tomorrow", false}, // an action on events
		{"Termin: was steht morgen an", false},
		{"Meeting: can't join Zoom, audio not working", false}, // no time
		{"Meeting: reschedule to 4pm", false},
		{"일정: 금요일 오후 3시 치과", true},
		{"Kalendereintrag bitte: Flug nach Wien, 14. März, 7:20 Uhr", true}, // a plea before the colon
		{"일정 추가: 건강검진, 다음 주 화요일 오전 8시 반", true},                             // adding one
		{"予定追加：美容院、土曜14時", true},
		{"ticket: close ticket 332", false}, // an order on a ticket
		{"ticket: refund 미도착", true},
	}
	l := Default()
	for _, tt := range tests {
		if got, _ := l.recordHeading(tt.query); got != tt.want {
			t.Errorf("recordHeading(%q) = %v, want %v", tt.query, got, tt.want)
		}
	}
}

func TestAWishForSomethingOnTheCalendar(t *testing.T) {
	tests := []struct {
		query string
		want  bool
	}{
		{"I need a 30-minute one-on-one with my manager on my calendar next Monday morning.", true},
		{"I'd like the quarterly planning session on the calendar for September 5, all day.", true},
		{"Ich brauche nächsten Montagvormittag ein Einzelgespräch mit meiner Chefin im Kalender.", true},
		{"Necesito en mi calendario una reunión de 30 minutos el lunes que viene.", true},
		{"I need to know what's on my calendar tomorrow", false}, // a wish to know
		{"What's on my calendar tomorrow?", false},
		{"Necesito saber si tengo reuniones en mi calendario mañana", false},
	}
	for _, tt := range tests {
		if got := wantsInCalendar(tt.query); got != tt.want {
			t.Errorf("wantsInCalendar(%q) = %v, want %v", tt.query, got, tt.want)
		}
	}
}

func TestAWishForANewRecord(t *testing.T) {
	tests := []struct{ query, want string }{
		{"Need a support ticket for a defective charger I got last week", "create"},
		{"Ich brauche ein neues Ticket: Seit dem Update druckt der Etikettendrucker nicht mehr.", "create"},
		{"Kein Artikel, sondern ein echtes Ticket bitte: Die Spülmaschine leckt.", "create"},
		{"Necesito un ticket de soporte porque no puedo iniciar sesión", "create"},
		{"I need a calendar event called 'Budget sync' on June 12 from 2 to 3pm.", "schedule"},
		{"Ich brauch keine Übersicht, sondern einen neuen Eintrag für die Versammlung um 9 Uhr.", "schedule"},
		{"Ich brauche ein Ticket für das Konzert", ""},         // a concert's ticket
		{"I need a ticket number for my complaint", ""},        // a part of a ticket
		{"I don't need a ticket, just the status of 4411", ""}, // negated
		{"Do I need a support ticket for a refund?", ""},       // a question
		{"I need a calendar event for the offsite", ""},        // no time: which one?
		{"I need the support ticket I opened yesterday", ""},   // an existing one
	}
	for _, tt := range tests {
		if got := wantedRecord(tt.query); got != tt.want {
			t.Errorf("wantedRecord(%q) = %q, want %q", tt.query, got, tt.want)
		}
	}
}

func TestAMeetingPutAtATimeIsScheduled(t *testing.T) {
	l := Default()
	tests := []struct {
		main, query string
		want        bool
	}{
		{"configure", "pon una reunión con ventas mañana a las 3", true},
		{"configure", "3日の14時に面談セットして", true},
		{"add", "Kannst du für morgen um 15 Uhr einen Call mit dem Vertrieb eintragen?", true},
		{"reserve", "Bitte einen Termin für Donnerstag 16 Uhr buchen: Elterngespräch.", true},
		{"create", "create a weekly recurring standup every monday at 9am", true},
		{Unclassified, "캘린더에 내일 3시 미팅 박아줘", true},
		{"add", "add lunch with Ana on thursday at 12:30", true},
		{"reserve", "book a meeting room for 3pm", false},                    // a room
		{"reserve", "reserve a table for dinner at 7pm", false},              // a table
		{Unclassified, "OpenTable에서 토요일 7pm dinner reservation 잡아 줘", false}, // a meal reserved
		{"create", "create a ticket about the meeting at 3pm", false},        // a ticket
		{"configure", "set the meeting reminder", false},                     // no time
		{"delete", "delete the meeting at 3pm", false},
		{"create", "수요일 4시 컨퍼런스 콜 잡아", true}, // an hour held, whatever it is called
		{"", "치과 가야 되는데 목요일 4시로 잡아둘래?", true},
		{"", "월요일 아침 9시에 주간 보고 시간 확보해 두고 싶어", true},          // time kept free
		{"create", "내일 9시에 택시 잡아줘", false},                   // a taxi caught
		{"create", "강남역 근처 미용실에 토요일 오후 3시 커트 예약 잡아줘", false}, // a booking
		{"create", "내일 10시에 4층 회의실 잡아줘", false},              // a room
	}
	for _, tt := range tests {
		if got := l.putsEventAtATime(tt.query, tt.main); got != tt.want {
			t.Errorf("putsEventAtATime(%q, %q) = %v, want %v", tt.query, tt.main, got, tt.want)
		}
	}
}

func TestAProblemToldToSupportOpensATicket(t *testing.T) {
	l := Default()
	tests := []struct {
		main, query string
		want        bool
	}{
		{"download", "report this to support for me: customers can't download receipts", true},
		{"pay", "Meld dem Support bitte, dass der Shop beim Bezahlen hängt.", true},
		{"", "Kannst du das bitte an den Support weitergeben? Die Rechnungs-PDFs sind leer.", true},
		{"", "dile a soporte que el panel lleva en blanco desde las 9", true},
		{"", "データ同期が止まってる。サポートに報告しといて", true},
		{"", "고객센터에 신고 좀 해줘: 앱 결제 이중 청구", true},
		{"", "seit dem Update startet die App nicht mehr, der Support soll sich das ansehen", true}, // the desk to look at it
		{"", "昨日からVPNにつながらず仕事になりません。サポートに対応してほしい", true},
		{"close", "tell support to close ticket 12", false},               // an operation of its own
		{"", "Beschwerde an den Support weiterleiten, Ticket 301", false}, // about an existing ticket
		{"", "how do I report a bug to support", false},                   // how to reach the desk
		{"", "サポートに問い合わせる前に、ナレッジベースに解決策がないか調べたい", false},                  // before telling
		{"", "先日のヘルプデスクへの問い合わせに返信が来ているか見て", false},                        // the inquiry, not a telling
		{"", "tell Apple support that my iPhone won't charge", false},     // another company's desk
		{"", "I want to report that invoices are emailed twice", true},    // the asker's own desk, unnamed
		{"", "Ich möchte melden, dass die App beim Hochladen abstürzt.", true},
		{"", "Quiero reportar que la aplicación se cierra al subir fotos.", true},
		{"", "I'd like to lodge a complaint — my invoice charged me twice", true},
		{"", "I want to file a complaint with my landlord about the heater", false}, // another party
		{"", "I want to report that my neighbour is noisy to the police", false},
		{"", "the report shows that sales dropped", false},                                    // no wish to report
		{"", "I want to complain about being charged twice for my March subscription.", true}, // a complaint with its reason
		{"", "Quiero poner una queja porque me cobraron dos veces la suscripción.", true},
		{"", "Ich möchte mich beschweren, weil mir das Abo zweimal abgebucht wurde.", true},
		{"", "Quero fazer uma reclamação, cobraram duas vezes a minha assinatura.", true},
		{"", "Je veux déposer une réclamation, j'ai été débité deux fois.", true},
		{"", "I want to complain that my neighbour's dog barks all night", false}, // of a neighbour
		{"", "I want to complain about the weather", false},                       // no reason given
	}
	for _, tt := range tests {
		if got := l.TellsSupport(tt.query, tt.main); got != tt.want {
			t.Errorf("TellsSupport(%q, %q) = %v, want %v", tt.query, tt.main, got, tt.want)
		}
	}
}

func TestACalendarNamedAsAPlace(t *testing.T) {
	expectReadings(t, "placedInCalendar", placedInCalendar, map[string]bool{
		"Bloquea mañana de 14:00 a 16:00 en mi calendario": true,
		"明日の14時から16時をカレンダーでブロックして":                         true,
		"내일 2~4pm calendar에 focus time으로 block 해줘":         true,
		"Bloquea al usuario 4411":                          false,
	})
}

func TestSentenceBreaksAreWhereSentencesStartInTheNormalizedText(t *testing.T) {
	tests := []struct {
		raw  string
		want []int
	}{
		{"Die Hilfeartikel haben nichts gebracht – eröffne bitte ein Ticket.", []int{len(text.Norm("Die Hilfeartikel haben nichts gebracht")), len(text.Norm("Die Hilfeartikel haben nichts gebracht – eröffne bitte ein Ticket."))}},
		{"Help docs are useless. Open a ticket", []int{len("helpdocsareuseless")}},
		{"help article about deleting, please", nil}, // a comma breaks no sentence
	}
	for _, tt := range tests {
		if got := SentenceBreaks(tt.raw); !slices.Equal(got, tt.want) {
			t.Errorf("SentenceBreaks(%q) = %v, want %v", tt.raw, got, tt.want)
		}
	}
}

func TestReadNotationSetsTheOperationNotationWrites(t *testing.T) {
	l := Default()
	tests := []struct {
		query    string
		wantMain string
		wantOps  []string // exactly, when not nil
	}{
		{"작업: 캘린더 일정 생성; 제목: 분기 리뷰", "create", nil},
		{"I need a 30-minute one-on-one with my manager on my calendar next Monday", "schedule", nil},
		{"Es wäre gut, wenn für Freitag 13 Uhr ein Termin „Review Q3“ im Kalender stünde", "schedule", nil}, // a wish said of the event
		{"the team wants a retro next Thursday at 4, it needs to be on the calendar", "schedule", nil},
		{"which meetings should be on my calendar this week?", "", nil},
		{"The dentist appointment should be on my calendar, it isn't there", "", nil}, // a complaint, no wish
		{"Email to Anna Schmidt: the quarterly report is ready", "", nil},             // no profile field owned
		{"Sprache des Handbuchs: Deutsch, Autorin Anna Schmidt", "", nil},
		{"Bloquea mañana de 14:00 a 16:00 en mi calendario", "schedule", nil},
		{"Bloquea al usuario 4411", "suspend", nil},
		{"Neues Ticket: Drucker löscht alle Aufträge", "create", []string{"create"}},
		{"ticket: export button greyed out, high priority", "create", []string{"create"}},
		{"user 3021 display name → Jiwoo Kim", "update", nil}, // a profile field set to a value (the arrow is TestNotedActions')
		{"Delete the event on Friday", "delete", nil},
		{"Meeting: list everything for tomorrow", "list", nil},
		{"Trag mir am Freitag um 18 Uhr „Abendessen mit Lisa“ ein.", "schedule", nil}, // a title at a time
		{"Please add 'Mom's birthday dinner' this Saturday at 7pm", "schedule", nil},
		{"Add 'Urgent' tag to ticket 5521 at 3pm", "add", nil}, // names a ticket
		// anything added at a clock time, to nothing named, is a diary entry
		{"trag mal ein: morgen 17 uhr yoga", "schedule", nil},
		{"add yoga tomorrow at 5pm", "schedule", nil},
		{"add John to the admins at 3pm", "add", nil},
		{"add milk to my shopping list at 5pm", "add", nil},
		{"add yoga to the plan", "add", nil},                             // no time
		{"add team standup Monday 10am", "schedule", nil},                // whom it is with names no record
		{"Block 9–11 Monday: deep work", "schedule", nil},                // hours blocked off
		{"Blockier mir Montag Vormittag für Fokuszeit", "schedule", nil}, // time blocked for an event
		{"금요일 회식 일정에 참석자 두명 추가해줘", "update", nil},                        // attendees added to an event
		{"Buch bitte 25 Stück von SKU RT-880 zu, die Lieferung ist gerade gekommen.", "adjust", nil},
		{"bug: notification emails not sent since Monday", "create", nil}, // a problem report's heading
		{"Störung: Drucker 3. OG offline", "create", nil},
		{"ticket - VPN 연결 끊김", "create", nil},
		{"[alert] checkout-service 500 errors > 5% for 10m, open support case", "create", nil}, // the case to open ends the line
		{"issue: status of my VPN request", "", nil},                                           // a status asked
		{"lunch w/ Sam Tue 12:30", "schedule", nil},                                            // a diary note
		{"Zahnarzt Fr 8 Uhr", "schedule", nil},
		{"Teilnehmer Meeting morgen 10 Uhr", "", nil}, // an event's attribute asked, no note
		{"Videolink Termin morgen 11 Uhr", "", nil},
		{"面談 来週月曜10時", "schedule", nil},
		{"meetings tomorrow at 3pm", "", nil},                            // looked up
		{"the client moved our call from 2pm to 4pm", "reschedule", nil}, // moved, not noted
		{"block user 5521", "", nil},
		{"job=backup target=/home/user schedule=daily", Unclassified, nil},                               // a job's schedule key, no event
		{"I have two accounts, bob@example.com and robert@example.com, and only want one", "merge", nil}, // one person, an account too many
		{"do I have two accounts?", "", nil},
		// an event said to go to another day or time is moved
		{"Jo can't make it Friday, the budget meeting needs to go to Monday", "reschedule", nil},
		{"la reunión del lunes pasa al martes", "reschedule", nil},
		{"주간회의 시간이 3시에서 4시로 바뀌었어", "reschedule", nil},
		{"金曜の面接、開始が30分遅れて10時半からになりました", "reschedule", nil},
		{"Termin 441 +1 Woche", "reschedule", nil},
		{"cita dentista vie -> lun", "reschedule", nil},
		{"the budget meeting moved to Monday?", "", nil}, // asked
		{"¿qué pasa el martes en mi calendario?", "", nil},
		// an event said to be off is cancelled
		{"Der Zahnarzttermin am Dienstag fällt aus", "cancel", nil},
		{"Das Meeting morgen um 10 ist überflüssig geworden", "cancel", nil},
		{"Meeting Freitag 10 Uhr: abgesagt", "cancel", nil},
		{"the team meeting on Friday is off", "cancel", nil},
		{"明日の会議がなくなりました", "cancel", nil},
		{"Welche Termine fallen diese Woche aus?", "", nil}, // asked
		{"der Drucker fällt ständig aus", "", nil},          // no event
		{"来週どの日が打ち合わせで埋まっているのか分からなくなった", "", nil},           // forgotten, not off
		// a record needed no more, or lingering where it should not, is removed
		{"we stopped selling SKU-909, it shouldn't be in the system", "delete", nil},
		{"el SKU-77 ya no se fabrica, hay que sacarlo del inventario", "delete", nil},
		{"木曜の面接は候補者の都合で流れました、カレンダーには残ったままです", "delete", nil},
		{"그 미팅은 이제 필요 없어", "delete", nil},
		{"user 9001 ist ein Testkonto, das seit Jahren niemand braucht", "delete", nil},
		{"프로필 수정은 필요 없고, 박준서 님 계정만 조회해 줘.", "lookup", nil}, // an action set aside
		{"is SKU-909 no longer needed?", "", nil},
		{"the onboarding call on Monday isn't happening anymore, so it should come off my calendar", "delete", nil},
		{"el SKU-200 ya no se vende, debería desaparecer del inventario", "delete", nil},
		{"our intern left the company, so her user account shouldn't exist anymore", "delete", nil},
		// a record shown "as" a state is marked; something told to another is sent
		{"10.1000/alpha 논문을 읽음으로 표시해줘", "mark as", nil},
		{"TiO2를 favorite material로 표시해줘", "mark as", nil},
		{"서울 날씨를 표로 표시해줘", "show", nil}, // a table is a display's form
		{"Bob에게 내일 회의 일정을 알려줘", "send", nil},
		{"나에게 내일 날씨를 알려줘", "tell", nil}, // the asker
		{"Mark's profile please", "", nil},
		// reads and other meanings of the statement rules (a review's findings)
		{"list the events that should be removed", "list", nil},
		{"show me the meetings that were moved to Monday", "show", nil},
		{"The meeting time in my calendar is off by one hour", "", nil},
		{"会議に10分遅れます", "", nil},
		{"Send me the forecast for each day of next week in Berlin", "get", nil},
		{"서울 날씨를 섭씨로 표시해줘", "show", nil},
		{"팀과 함께 볼 다음 주 회의 일정을 알려줘", "tell", nil},
		{"저희에게 내일 서울 날씨 알려줘", "tell", nil},
		// something handed over again and again, or whenever something happens, is subscribed to
		{"schicke mir täglich das aktuelle Wetter in Osaka", "notify", nil},
		{"email me the AAPL price daily", "notify", nil},
		{"send me the Berlin forecast every morning at 7", "notify", nil},
		{"envíame cada mañana el pronóstico de Madrid", "notify", nil},
		{"毎朝東京の天気を送って", "notify", nil},
		{"매일 아침 서울 날씨 보내줘", "notify", nil},
		{"informiere mich, wenn jemand 10.1000/alpha zitiert", "notify", nil},
		{"send me the weekly forecast for Berlin", "get", nil},                       // a week's forecast, sent once
		{"informiere mich über das Wetter in Berlin", "", nil},                       // told now
		{"what's the weather every morning this week?", "", nil},                     // nothing handed over
		{"we have a review Friday at 3, block that on my calendar", "schedule", nil}, // time blocked where a calendar is named
		// an HTTP call's method
		{`PATCH /users/u_1042 {"timezone": "America/Chicago"}`, "update", nil},
		{`POST /materials/entries {"formula": "LiFePO4"}`, "create", nil},
		{"DELETE /calendar/events/12", "delete", nil},
		{"POST /support/tickets/4512/close", "close", nil}, // an action at the path's end
		{"GET /calendar/export?format=ics", "export", nil},
		{`POST /support/tickets/7781/kommentare {"text":"x"}`, Unclassified, nil}, // a part added below a record
		{"GET /v1/inventory/SKU-B24 → quantity 확인", "get", nil},                   // the method says it, not the arrow
		{"patch the printer driver /usr/lib", "", nil},                            // no method in capitals before a path
		{"明日15時に歯医者を追加して", "schedule", nil},                                       // 15時に is a time, not a target
		// a record said to still hold an old value is brought up to date
		{"my account still shows my old Chicago address; the new one is 812 SE Alder St.", "update", nil},
		{"Ich habe eine neue Handynummer, 0171 2345678, in meinem Konto steht aber noch die alte.", "update", nil},
		{"en mi cuenta sigue apareciendo el anterior; debería decir 'Martina Ruiz Solé'", "update", nil},
		{"プロフィールの住所が古いままです", "update", nil},
		{"アカウントの名前を「高橋 美咲」にしたいです", "update", nil}, // set to a quoted value
		{"What was my old address?", "", nil},
		{"Dana got married, her surname is now Lee", "update", nil},                                  // a profile field now holds another value
		{"user 9001 relocated to Tokyo, the profile timezone is still Europe/Berlin", "update", nil}, // a life event, a field still old
		{"is it still raining in Berlin?", "", nil},
		{"Profil Bob Kim: Titel -> Teamleiter", "update", nil}, // a person's field given a value
		{"user 9001 Zeitzone = Europe/Berlin", "update", nil},
		{"Zeitzone von Tom Becker → Europe/Vienna", "update", nil}, // the field's owner before the mark
		{"Titel user 42: Projektleiterin", "update", nil},
		{"Profil Lisa Weber: Zeitzone auf Europe/Berlin", "update", nil},
		{"what is the name of user 42: I forgot", "", nil},  // a question's colon gives no value
		{"lookup user, email: kim@corp.com", "lookup", nil}, // a read names its own key
		{"SKU-5 name = Widget", "", nil},                    // no person
		// an imperative that opens a record without an article
		{"Open support case. Subject: invoice PDF won't download. Priority: normal.", "create", []string{"create"}},
		{"open tickets for ACME", "", nil},
		// a record that still shows a value, beside the value it should hold
		{"My profile still has my maiden name Smith — it should be Johnson now.", "update", nil},
		{"Lagerbestand für Artikel Z-77 zeigt immer noch 10, richtig sind 4.", "update", nil},
		{"プロフィールがまだ旧姓の田中のままです。今は山本です。", "update", nil},
		{"제 프로필에 아직 예전 주소가 있는지 확인해 주세요", "check", nil}, // asks whether
		{"Is AAPL still above 200?", "", nil},
		{"SKU-88 shows 120 on hand but this morning's count was 97", "update", nil}, // a count against the record's
		{"SKU-12 재고가 아직 50으로 나오는데 실제로는 32개야", "update", nil},
		{"Nueva cita / título: dentista / fecha: 12 de junio 9:00", "create", []string{"create"}},
		// the first field of a request written as fields names its action
		{"일정 생성 / 제목: 분기 리뷰 / 일시: 6월 20일 14:00 / 장소: 3층 회의실", "create", nil},
		{"프로필 수정 / 사용자: U-3321 / 항목: 표시 이름 / 값: 최유진", "modify", nil},
		{"Flight to Paris / date: Friday", "", nil}, // no action in the first field
		// an action label after a heading or a separator, with "=" too
		{"【申請】処理=材料エントリ却下; 対象=新規登録#442", "reject", nil},
		{"〔作業〕品番=SKU-5123／処理=別倉庫へ振替／数量=20", "transfer", nil},
		{"op=lock record target=材料DB:mp-2233 担当=山本", "suspend", nil},
		{"job=archive papers collection=2019年度 status=pending", "archive", nil},
		{"target=役員会 note=review the job", "", nil},                    // no label
		{"요청 유형: 항공권 예매 / 출발: 김포 / 도착: 제주", "reserve", nil},            // a request type names the action
		{"Request type: Account deletion / User: jdoe", "delete", nil}, // an action noun
		{"Tipo de solicitud: reserva de hotel / Ciudad: Madrid", "reserve", nil},
		{"file support request: invoices PDF won't download", "create", []string{"create"}}, // opened without an article
		// a Korean or Japanese headline ending with a verbal noun, before the arguments
		{"予定作成 6/20 14:00 四半期レビュー", "create", nil},
		{"재고 수정 SKU-88 40개", "modify", nil},
		{"티켓 생성 로그인 안 됨", "create", nil},
		{"アカウント凍結 会員番号55810", "suspend", nil},
		{"논문에 넣어야 해서 그런데, 루틸 TiO2 격자 파라미터 좀 뽑아 주시겠어요?", "get", nil}, // a reason, no headline: the request reads
		{"新規event 金曜 18:00 送別会", "create", nil},                     // "new" leads the headline
		// a bracketed heading that is a verbal noun
		{"【変更申請】対象=利用者プロフィール; 利用者ID=20461; 部署=経理", "change", nil},
		{"〔送金〕証券口座→銀行口座／金額=50万円", "transfer", nil},
		{"〔依頼〕対象=SKU-5", "", nil},
	}
	for _, tt := range tests {
		m := l.ReadNotation(tt.query, l.AnalyzeText(tt.query, text.Tokens(tt.query), text.Norm(tt.query)))
		if m.Main != tt.wantMain {
			t.Errorf("ReadNotation(%q).Main = %q, want %q", tt.query, m.Main, tt.wantMain)
		}
		if tt.wantOps != nil && !slices.Equal(m.Ops, tt.wantOps) {
			t.Errorf("ReadNotation(%q).Ops = %q, want %q", tt.query, m.Ops, tt.wantOps)
		}
	}
}

func TestTheSentencesThatAskAreTheRequest(t *testing.T) {
	l := Default()
	tests := []textCase{
		{"I spent an hour in the help docs and nothing covers this. Please file a support request about the VAT rate.",
			" Please file a support request about the VAT rate."},
		{"¿Podrías abrirme un ticket de soporte? Desde la última actualización no puedo adjuntar archivos.",
			"¿Podrías abrirme un ticket de soporte?"},
		{"고객지원 티켓 하나 새로 열어 주실 수 있을까요? 앱에서 결제 버튼을 누르면 화면이 멈춰요.",
			"고객지원 티켓 하나 새로 열어 주실 수 있을까요?"},
		{"My laptop won't boot. Create a support ticket.", " Create a support ticket."},
		// every sentence asks, or none does, or the asking one names no operation
		{"Delete my 3pm meeting. Then create a new one for Friday.", "Delete my 3pm meeting. Then create a new one for Friday."},
		{"The printer on floor 3 is broken. It prints blank pages.", "The printer on floor 3 is broken. It prints blank pages."},
		{"Ticket for my broken laptop. Please.", "Ticket for my broken laptop. Please."},
		{"Create a ticket for my broken laptop", "Create a ticket for my broken laptop"},
		// a closing question that names no operation reads, whatever the story before it did
		{"My uncle wouldn't stop bragging about his Apple shares. What's AAPL trading at right now?",
			" What's AAPL trading at right now?"},
		// but not when a sentence the vocabulary cannot read follows it
		{"¿Cuántas citas tendrá mi artículo? Haz una predicción.", "¿Cuántas citas tendrá mi artículo? Haz una predicción."},
		// an abbreviation's full stop ends no sentence
		{"Welche Artikel verlinken auf die Studie von Smith et al. 2019?", "Welche Artikel verlinken auf die Studie von Smith et al. 2019?"},
		// a casual Japanese sentence ends with a wave dash
		{"doi 10.1145/3065386 を引用してる論文リストほしい〜 レビュー論文書いてて", "doi 10.1145/3065386 を引用してる論文リストほしい〜"},
		{"doi 10.1126/science.aaa8415 인용한 논문들좀 알려줘요 ㅠ 리뷰 써야함", "doi 10.1126/science.aaa8415 인용한 논문들좀 알려줘요 ㅠ"}, // ㅠ ends it too
		{"金曜19時に飲み会入れといて〜 幹事やることになって", "金曜19時に飲み会入れといて〜"},                                                     // a te-form that explains asks nothing
		// when no sentence asks, the ones that state a fact are the story
		{"Earnings just dropped. latest price for TSLA, rápido", " latest price for TSLA, rápido"},
		{"a customer is on the phone. show me the 재고 for SKU-9", " show me the 재고 for SKU-9"},
		{"latest price for TSLA. latest price for AAPL", "latest price for TSLA. latest price for AAPL"},
		{"거래처 납품 일정 확인 건. SKU-4470 재고 수량 조회 요청", " SKU-4470 재고 수량 조회 요청"}, // a memo's matter
		// an explanation after a question is no command
		{"NVDA 지금 price 얼마야? 실적 발표 직후라 궁금해서.", "NVDA 지금 price 얼마야?"},
		{"I'm writing a grant proposal. Invent a brand-new compound.", " Invent a brand-new compound."},
		// a wish quoted as someone else's asks nothing of the assistant
		{"お客様から10個まとめて注文したいと電話がありました。SKU-5520の在庫が足りるか確認してください。", "SKU-5520の在庫が足りるか確認してください。"},
		// a statement after a question is no unknown imperative
		{"Which articles cite DOI 10.1126/science.1225829? The reviewer wants me to discuss follow-up work.", "Which articles cite DOI 10.1126/science.1225829?"},
		{"Who does Priya Nair report to? I need her manager's name for the approval form.", "Who does Priya Nair report to? I need her manager's name for the approval form."},
		// a consequence drawn in one sentence asks after its connector
		{"I can't cancel my subscription from the app, so could you open a support case?", "so could you open a support case?"},
		{"Der Bestand ist falsch, deshalb bitte SKU-9 auf 40 setzen", "deshalb bitte SKU-9 auf 40 setzen"},
		{"show me my events, so I can plan the week", "show me my events, so I can plan the week"},
		{"The forecast was wrong yesterday, so what's the weather in Chicago right now?", "so what's the weather in Chicago right now?"},
	}
	expectTexts(t, "Asking", l.Asking, tests)
}

func TestAnActDoneBeforeIsNotAsked(t *testing.T) {
	tests := []textCase{
		{"昨日作成したチケットの対応状況を確認して", "チケットの対応状況を確認して"},
		{"サポートチケットを作成したいです", "サポートチケットを作成したいです"}, // a wish, no noun after the verb
		{"지난주에 제출한 문의 처리 상황 알려줘", "지난주에  문의 처리 상황 알려줘"},
		{"¿Qué pasó con el ticket que abrí la semana pasada?", "¿Qué pasó con el ticket que  la semana pasada?"},
		{"Abre un ticket que explique el error", "Abre un ticket que explique el error"},
		{"Ya creé ayer el evento del lanzamiento", "Ya  ayer el evento del lanzamiento"},
	}
	expectTexts(t, "withoutPastActs", withoutPastActs, tests)
}

func TestTheFieldsThatHoldARecordsContentAskNothing(t *testing.T) {
	l := Default()
	tests := []textCase{
		{"Action: create support ticket; subject: 'Payment webhook timeouts'; priority: high; description: 502s from /webhooks/stripe since 14:00 UTC.",
			"Action: create support ticket; priority: high"},
		{"アクション：サポートチケット作成；件名「API応答遅延」；優先度：高；詳細：/ordersが平均8秒。", "アクション：サポートチケット作成; 優先度：高"},
		{"Action: update priority on existing ticket INC-20931 from P3 to P1; reason: outage now affects all EU users.",
			"Action: update priority on existing ticket INC-20931 from P3 to P1"},
		// no operation outside the content: as it is
		{"título: reunión con Ana; fecha: viernes 10:00", "título: reunión con Ana; fecha: viernes 10:00"},
		{"Create a ticket about the login page", "Create a ticket about the login page"},
		// a search's keywords are its content; full-width bars part fields
		{"検索依頼｜種別=文献検索｜キーワード=大規模言語モデル 評価｜年=2024", "検索依頼; 種別=文献検索; 年=2024"},
		// an agenda or topic after a dash or comma is the event's content
		{"Add a meeting Friday at 10 — topic: user account deletion policy", "Add a meeting Friday at 10"},
		{"내일 3시 미팅 잡아줘, 안건: 재고 수량 업데이트 논의", "내일 3시 미팅 잡아줘"},
		// a ticket's description after the ask that opens it
		{"Open a ticket: band gap search filter doesn't work", "Open a ticket"},
		{"티켓 만들어줘: 날씨 위젯에서 서울 기온이 이상하게 나옴", "티켓 만들어줘"},
		{"지원 티켓 열어줘, 비밀번호 재설정 메일이 안 와요", "지원 티켓 열어줘"},
		{"Bitte ein Ticket erstellen: Benutzer 5 kann seine E-Mail nicht ändern", "Bitte ein Ticket erstellen"},
		// a Latin-script comma may join two acts
		{"Ich möchte ein Ticket eröffnen, aber ihm gleich zuweisen", "Ich möchte ein Ticket eröffnen, aber ihm gleich zuweisen"},
		// an ask that opens no ticket keeps what follows
		{"Don't open a ticket, just find the help article on SSO", "Don't open a ticket, just find the help article on SSO"},
		{"If I open a ticket, how long until someone responds?", "If I open a ticket, how long until someone responds?"},
		{"티켓 만들지 말고, 환불 정책 도움말 찾아 줘", "티켓 만들지 말고, 환불 정책 도움말 찾아 줘"},
	}
	expectTexts(t, "WithoutContentFields", l.WithoutContentFields, tests)
}

func TestTheMatterARequestLeadsWithIsNoAction(t *testing.T) {
	tests := []textCase{
		{"会議室のプロジェクターが映らない件でIT部門に新しいサポート依頼を出して", "IT部門に新しいサポート依頼を出して"},
		{"결제 버튼이 안 눌리는 문제로 티켓 만들어줘", " 티켓 만들어줘"},
		{"プロジェクターが映らない件", "プロジェクターが映らない件"}, // nothing follows the matter
		{"Open a ticket about the broken projector", "Open a ticket about the broken projector"},
	}
	expectTexts(t, "WithoutMatter", WithoutMatter, tests)
}

func TestACircumstanceIsNoAction(t *testing.T) {
	tests := []textCase{
		{"ugh the app keeps crashing when i upload photos, can u log a ticket w support for me",
			"ugh the app keeps crashing, can u log a ticket w support for me"},
		{"uf, la app se cierra cada vez que subo fotos, ¿me abres un ticket con soporte?", "uf, la app se cierra, ¿me abres un ticket con soporte?"},
		{"아 photo upload 할 때마다 app이 계속 crash 나, support에 ticket 좀 log 해줄래?", " app이 계속 crash 나, support에 ticket 좀 log 해줄래?"},
		{"Tell me when my next meeting is", "Tell me when my next meeting is"},
		{"Abre una solicitud de soporte porque el portal me muestra pedidos de otra persona.", "Abre una solicitud de soporte."}, // a reason
		{"when i upload photos", "when i upload photos"},                                                                         // nothing else
	}
	expectTexts(t, "withoutCircumstance", withoutCircumstance, tests)
}

func TestARulesConditionIsNoCircumstance(t *testing.T) {
	for _, q := range []string{
		"Whenever a customer emails us, open a support ticket",
		"監視アラートが発生するたびに、自動でサポートチケットを起票するように。",
		"Jedes Mal wenn ein Kunde anruft, lege ein Ticket an",
	} {
		if got := withoutCircumstance(q); got != q {
			t.Errorf("withoutCircumstance(%q) = %q, want it as it is", q, got)
		}
	}
}

func TestABatchOfRecords(t *testing.T) {
	expectReadings(t, "AsksBatch", AsksBatch, map[string]bool{
		"このCSVにある200件の問い合わせを一括でチケット登録して":                             true,
		"Leg für jeden der 50 Kunden aus dieser Liste ein Ticket an": true,
		"Auf einmal funktioniert der Login nicht mehr":               false, // suddenly
		"一括請求の打ち合わせを金曜15時にカレンダーに入れて":                                 false, // a name
		"두 모니터가 각각 다른 오류를 내요":                                        false,
		"一括で削除できないバグのチケットを作って":                                       false, // no count
		"Create a ticket for each of these 20 customers":             true,
		"이 고객 20명 각각에 대해 티켓을 만들어줘":                                   true,
		"Create one event for all team members on Friday":            false,
		"Open a support ticket about the broken checkout page":       false,
	})
}

// textCase is a request and the text a reading of it should give.
type textCase struct{ query, want string }

// expectTexts checks a text reading (name: what it is called in messages) on each case.
func expectTexts(t *testing.T, name string, read func(string) string, tests []textCase) {
	t.Helper()
	for _, tt := range tests {
		if got := read(tt.query); got != tt.want {
			t.Errorf("%s(%q) = %q, want %q", name, tt.query, got, tt.want)
		}
	}
}

// expectReadings checks a yes-or-no reading (name: what it is called in messages) on each
// request.
func expectReadings(t *testing.T, name string, read func(string) bool, want map[string]bool) {
	t.Helper()
	for q, w := range want {
		if got := read(q); got != w {
			t.Errorf("%s(%q) = %v, want %v", name, q, got, w)
		}
	}
}

func TestAMeetingSetUpIsScheduled(t *testing.T) {
	expectReadings(t, "setsUpMeeting", setsUpMeeting, map[string]bool{
		"クライアントとのオンライン会議を、5月20日10時から設定していただけますでしょうか。": true,
		"すみません、月曜の定例会議を毎週繰り返しに設定して":                   false, // set to: a change
		"会議の通知を設定して": false,
	})
}

func TestIdentifiersWrittenInCodeAreSpelledOut(t *testing.T) {
	tests := []textCase{
		{"[workflow] create_ticket customer_id=C-48213", "[workflow] create ticket customer_id=C-48213"},
		{"action=suspend_user user_id=u_40219", "action=suspend user user_id=u_40219"},
		{"ticket_erstellen kunde=D-30917", "ticket erstellen kunde=D-30917"},
		{"event_id=ev_7712 band_gap_min=2.0", "event_id=ev_7712 band gap min=2.0"},
		{"no identifiers here", "no identifiers here"},
	}
	expectTexts(t, "SpelledOut", SpelledOut, tests)
}

func TestAProductionLinesArgumentsNameNoAction(t *testing.T) {
	tests := []textCase{
		{"[CS봇] 티켓 생성 customer=K-20931 우선순위=높음", "[CS봇] 티켓 생성    "},
		{"在庫更新 sku=OSK-2290 qty=15 理由=棚卸し", "在庫更新      "},
		{`{"accion": "listar eventos", "calendario": "ventas"}`, `{ listar eventos ,  }`}, // an action key's value stays
		{"action=suspend user_id=u_40219", " suspend   "},
		{"sku=OSK-2290 qty=15", "sku=OSK-2290 qty=15"}, // nothing but arguments
		{"Subject: invoice PDF", "Subject: invoice PDF"},
	}
	expectTexts(t, "WithoutArguments", WithoutArguments, tests)
}

func TestASpanishProblemIsNoRejection(t *testing.T) {
	for _, q := range []string{"no me acuerdo de la contraseña", "No me llega el correo para restablecer la contraseña", "no funciona el login"} {
		if rejects(q) {
			t.Errorf("rejects(%q) = true, want a problem stated", q)
		}
	}
	for _, q := range []string{"No me des el pronóstico", "no quiero el historial"} {
		if !rejects(q) {
			t.Errorf("rejects(%q) = false, want a rejection", q)
		}
	}
	got := Actionless("No me llega el correo para restablecer la contraseña, crea una solicitud de soporte")
	if want := " crea una solicitud de soporte"; got != want {
		t.Errorf("Actionless = %q, want %q", got, want)
	}
}

func TestAKoreanOrJapaneseRejectionEndsItsClause(t *testing.T) {
	if got := SetAside("이번 주 예보 말고 지금 당장 인천 날씨가 어떤지만 알려 줘."); strings.Contains(got, "예보") {
		t.Errorf("SetAside = %q, want the forecast set aside", got)
	}
}

func TestContentFieldsBesideAnOpenedRecord(t *testing.T) {
	got := Default().WithoutContentFields("Open support case. Subject: Cannot export PDF reports.")
	if want := "Open support case"; got != want {
		t.Errorf("WithoutContentFields = %q, want %q", got, want)
	}
}

func TestArgumentsThatNameARecordByItsID(t *testing.T) {
	tests := []struct {
		query string
		want  []string
	}{
		{"[비서봇] 작업=리마인더추가 일정=EV-1022 시점=30분전", []string{"일정"}},
		{`{"작업":"참석자추가","일정ID":"EV-2291","초대":"minsu@corp.kr"}`, []string{"일정"}},
		{"참석자 추가 / event_id: EV-31 / 참석자: 김민수", []string{"event"}}, // a labeled field
		{"[scheduler] op=move event_id=ev_7712", []string{"event"}},
		{"inventory.set_quantity sku=WH-7731 qty=0", []string{"sku"}}, // a count names no record
		{"Subject: invoice PDF", nil},
	}
	for _, tt := range tests {
		if got := IdentifiedArguments(tt.query); !slices.Equal(got, tt.want) {
			t.Errorf("IdentifiedArguments(%q) = %q, want %q", tt.query, got, tt.want)
		}
	}
}

func TestAnImperativeAfterAFramingColonAsks(t *testing.T) {
	got := Default().Asking("Eine Kundin meldet, dass ihr Smart-TV keinen Ton mehr hat. Bevor ich zurückrufe: Such mal in der Wissensdatenbank nach Hilfeartikeln.")
	if want := " Bevor ich zurückrufe: Such mal in der Wissensdatenbank nach Hilfeartikeln."; got != want {
		t.Errorf("Asking = %q, want %q", got, want)
	}
}

func TestConnectingIsNoNegation(t *testing.T) {
	if rejects("ライブチャットの担当者につないで、") {
		t.Error("つないで (connect) read as ないで (without)")
	}
	if !rejects("検索はしないで、") {
		t.Error("しないで is a negation")
	}
}

func TestDataWrittenToAFileIsExported(t *testing.T) {
	tests := []struct {
		query string
		want  bool
	}{
		{"전 창고 재고 현황 엑셀로 뽑아줘", true},
		{"在庫一覧 全倉庫分 CSVで出力", true},
		{"list my events as a CSV", true},
		{"exporta el calendario a Excel", true},
		{"papers on graph neural networks in excel spreadsheets", false}, // a topic
		{"show the stock of SKU-9", false},
	}
	for _, tt := range tests {
		if got := WritesFile(tt.query); got != tt.want {
			t.Errorf("WritesFile(%q) = %v, want %v", tt.query, got, tt.want)
		}
	}
}

// "…したいのですが" softens a request; it gives no reason ("ので").
func TestAJapaneseSoftenerIsNoReason(t *testing.T) {
	tests := []textCase{
		{"毎週月曜朝9時の定例を新しくカレンダーに追加したいのですが", "毎週月曜朝9時の定例を新しくカレンダーに追加したいのですが"},
		{"DFT計算をしたいので、シリコンの構造を調べて", "、シリコンの構造を調べて"},
	}
	expectTexts(t, "Actionless", Actionless, tests)
}

func TestASendersTagAsksNothing(t *testing.T) {
	tests := []textCase{
		{"[reorder-bot] lookup stock SKU-901 SKU-902", "lookup stock SKU-901 SKU-902"},
		{"[hr-sync] update profile user=e.nakamura", "update profile user=e.nakamura"},
		{"[delete] user 44", "[delete] user 44"}, // one plain word may be the action
		{"[주문] SKU-9 10개", "[주문] SKU-9 10개"},
		{"[ops] neues Ticket: Mailserver antwortet nicht.", "neues Ticket: Mailserver antwortet nicht."}, // a team's name
		{"[urgent] create a ticket", "create a ticket"},
		{"[ticket] printer offline", "[ticket] printer offline"},
	}
	expectTexts(t, "WithoutSenderTag", Default().WithoutSenderTag, tests)
}

func TestTheAskAfterAStory(t *testing.T) {
	l := Default()
	tests := []textCase{
		{"Nach dem Blick auf die Aktienkurse bin ich deprimiert. Erzähl mir einen Witz.", " Erzähl mir einen Witz."},
		{"天気予報によると明日は晴れ。ところで、円周率を100桁まで言って。", "、円周率を100桁まで言って。"},
		{"날씨 좋네. 근데 파이썬으로 피보나치 함수 짜 줘.", "파이썬으로 피보나치 함수 짜 줘."},
		{"Our band gap search took forever today. Unrelated: what's a good name for a puppy?", " what's a good name for a puppy?"},
		{"Ich habe gerade den AAPL-Kurs geprüft. Jetzt: ermittle das aktuelle Wetter in Hamburg", " ermittle das aktuelle Wetter in Hamburg"},
		{"Check the stock of SKU-1. How many units are left?", ""},                                  // the first sentence asks
		{"来週末の沖縄の天気予報をざっと見せて。海に行けるか判断したい。", ""},                                                     // an action before, a closing wish after
		{"Request type: historical price series. Ticker: AAPL. From 2023-01-01 to 2023-06-30.", ""}, // labelled fields, no story
		{"Show me the weather in Paris", ""},
		// A Korean or Japanese act told in the past is a story, whatever the act.
		{"주가는 이미 확인했어. next Friday 일정 목록을 보여줘", " next Friday 일정 목록을 보여줘"},
		{"株価はもう確認しました。来週金曜の予定一覧を見せて", "来週金曜の予定一覧を見せて"},
		{"티켓은 이미 만들었어. 관련 문서를 검색해줘", " 관련 문서를 검색해줘"},
		// A Korean or Japanese clause of background before the ask.
		{"비가 와서 우울한데, next Friday 일정 목록을 보여줘", "next Friday 일정 목록을 보여줘"},
		{"배터리 소재 연구 중인데 tool routing 관련 논문을 검색해줘", "tool routing 관련 논문을 검색해줘"},
		{"株価を見ていたら、来週の予定を見せて", "来週の予定を見せて"},
		{"고객이 SKU-505를 20개 주문하려는데 창고에 충분히 있는지 알아야 해", ""}, // an intention the ask serves
		{"在庫を確認したいので、SKU-611の在庫数を教えて", ""},                // a wish
		{"調べてほしいんですけど、SKU-611の在庫数を教えて", ""},               // a plea
		{"재고 확인했어? 일정 목록을 보여줘", ""},                       // a question asks
		{"재고를 확인해. 일정 목록을 보여줘", ""},                       // an act asked, not told
		// An act owed, then a plea naming nothing else: the plea asks for that act.
		{"다음 달 10일 건강검진 일정 캘린더에 넣어야 하는데 해줄 수 있어?", ""},
		{"SKU GS-19 재고를 3개 줄여야 하는데 처리 가능할까요?", ""},
		{"고객에게 답변을 보내야 하는데, 관련 문서 찾아줘", "관련 문서 찾아줘"},         // the ask names its own thing
		{"사용자 42의 이메일이 kim@example.com이어야 하는데 맞나요?", "맞나요?"}, // a check, no plea
	}
	expectTexts(t, "AskAfterStory", l.AskAfterStory, tests)
}

func TestAGermanOrdinalDayEndsNoSentence(t *testing.T) {
	for q, want := range map[string]int{
		"Welchen Kurs hatte BMW am 16. März 2020?":          1,
		"Termine bis zum 3. juni bitte":                     1,
		"Set the stock of SKU-1 to 40. Then show it to me.": 2,
		"Der Drucker im 2. Stock ist kaputt.":               1, // an article or preposition before it
		"Ab dem 1. Quartal bitte":                           1,
	} {
		if got := len(Sentences(q)); got != want {
			t.Errorf("Sentences(%q) has %d sentences, want %d", q, got, want)
		}
	}
}

func TestAVerbalNounCarriedOutIsTheAction(t *testing.T) {
	l := Default()
	tests := []struct{ query, want string }{
		{"在庫修正を実施してください: SKU-404を0個に", "modify"},
		{"数量変更の作業: SKU-B24を19へ", "change"},
		{"イベント作成の操作をお願いします。内容: チーム会議、水曜14時", "create"},
		{"アカウントの無効化処理をお願いします: Bob Kim", "suspend"},
		{"在庫の移動処理: SKU-77を東京倉庫から大阪倉庫へ10個", "move"},
		{"변경 처리 부탁드립니다", "change"},
		{"修正履歴を見せて", ""},               // a history of changes, nothing carried out
		{"見覚えのないアドレスから返金依頼が届きました", ""}, // a request received, not made
		{"在庫を確認して", ""},
	}
	for _, tt := range tests {
		if got := l.NounAction(tt.query); got != tt.want {
			t.Errorf("NounAction(%q) = %q, want %q", tt.query, got, tt.want)
		}
	}
	// A read carried out is read, and its work is no task to keep.
	q := "일정 조회 작업을 실행해줘, 기간은 내일 하루"
	if m := l.ReadNotation(q, l.AnalyzeText(q, text.Tokens(q), text.Norm(q))); l.Family(m.Main) != ReadFamily || slices.Contains(m.Terms, "task") {
		t.Errorf("%s: main %q terms %q, want a read and no task", q, m.Main, m.Terms)
	}
	// The vocabulary's own action before 実行 is the one carried out.
	m := l.ReadNotation("ユーザーの権限変更を実行: user 42を管理者に", l.AnalyzeText("ユーザーの権限変更を実行: user 42を管理者に",
		text.Tokens("ユーザーの権限変更を実行: user 42を管理者に"), text.Norm("ユーザーの権限変更を実行: user 42を管理者に")))
	if m.Main != "give access" {
		t.Errorf("権限変更を実行: main %q, want give access", m.Main)
	}
}

func TestAVerbalNounInAnActionsPlaceIsTheAction(t *testing.T) {
	l := Default()
	tests := []struct{ query, want string }{
		{"please perform an event cancellation: weekly sync on Tuesday", "cancel"},
		{"I want to do an account deletion for user 42", "delete"},
		{"request: postponement of the board meeting to next quarter", "reschedule"},
		{"quiero hacer una baja de cuenta para el usuario 42", "delete"},
		{"acción: fusión de las cuentas 1007 y 1008", "merge"},
		{"por favor, realiza una actualización de inventario: SKU-77, cantidad 12", "update"},
		{"bitte führe eine Bestandsaktualisierung durch: SKU-77, neue Menge 12", "update"},
		{"Vorgang: Kontolöschung user 9001", "delete"},
		{"action: event duplication, \"standup\", every day next week", "clone"},
		{"what is the cancellation policy for annual plans", ""},          // a topic, not the act
		{"Hilfeartikel Rückerstattung", ""},                               // a help article's topic
		{"KO daily closes, Jan 1 – Mar 31 2023", ""},                      // closing prices
		{"Nada de editar, solo mirar: el registro de la cuenta 3356", ""}, // a record
		{"The duplicate TiO2 entries were merged last night", ""},         // an adjective
		{"schedule=daily 06:00; action=get_forecast; city=Melbourne", ""}, // a key, not an act
		{"the deletion of my account is taking long?", ""},                // a question about the act
	}
	for _, tt := range tests {
		if got := l.NominalAction(tt.query); got != tt.want {
			t.Errorf("NominalAction(%q) = %q, want %q", tt.query, got, tt.want)
		}
	}
}

func TestAnEmailAddressReadAloneIsAPersons(t *testing.T) {
	l := Default()
	for _, tt := range []struct {
		query string
		want  bool
	}{
		{"who is maria@example.com?", true},
		{"조회 maria@example.com", true},
		{"send an email to maria@example.com", false}, // an action of its own
		{"weather for maria@example.com", false},      // another record named
	} {
		m := l.ReadNotation(tt.query, l.AnalyzeText(tt.query, text.Tokens(tt.query), text.Norm(tt.query)))
		if got := slices.Contains(m.Terms, "user"); got != tt.want {
			t.Errorf("%q: terms %q, user %v, want %v", tt.query, m.Terms, got, tt.want)
		}
	}
}

func TestAProfileFieldSaidToBeNewIsSeenInEveryLanguage(t *testing.T) {
	for _, q := range []string{"her surname is now lee", "sein nachname ist jetzt schulz", "su apellido ahora es ruiz",
		"su teléfono cambió a 555", "성이 이씨로 바뀌었어", "姓がleeになりました", "his phone number changed to 555-0199"} {
		if !saysFieldNow(q) {
			t.Errorf("saysFieldNow(%q) = false, want true", q)
		}
	}
	if saysFieldNow("i know it will snow now") {
		t.Error(`saysFieldNow("i know it will snow now") = true, want false`)
	}
}

func TestABareQuestionOfWhatIsOnADayAsksTheCalendar(t *testing.T) {
	l := Default()
	for _, tt := range []struct {
		query string
		want  bool
	}{
		{"what's on Fri", true},
		{"was steht Do an?", true},
		{"¿qué tengo el viernes?", true},
		{"내일 뭐 있어?", true},
		{"what's on TV tomorrow", false},         // something else named
		{"what do I have to do tomorrow", false}, // a to-do, no agenda
		// Whether the asker is free or booked on a day.
		{"Am I free on Friday afternoon?", true},
		{"Thursday — anything booked?", true},
		{"Anything on my plate Thursday morning?", true},
		{"Is the parking garage free on Friday?", false}, // a garage's, no asker's
		{"Habe ich am Freitag schon etwas vor?", true},
		{"Ist mein Dienstag schon voll?", true},
		{"Was steht übermorgen an?", true},
		{"Is my afternoon free?", true},
		{"Am I booked solid on the 14th?", true},
		{"¿Tengo libre la tarde del jueves?", true},
		{"Hab ich Freitagnachmittag schon was?", true},
		{"다음 주 월요일 나 바빠?", true},
		{"¿Qué huecos tengo libres el martes?", false}, // the free slots, no agenda
	} {
		m := l.ReadNotation(tt.query, l.AnalyzeText(tt.query, text.Tokens(tt.query), text.Norm(tt.query)))
		if got := slices.Contains(m.Terms, "event"); got != tt.want {
			t.Errorf("%q: terms %q, event %v, want %v", tt.query, m.Terms, got, tt.want)
		}
	}
}

func TestNotationNamesWhatItsWordsDoNotAlone(t *testing.T) {
	l := Default()
	for _, tt := range []struct {
		query        string
		term         string
		want, ticket bool // want: the term is named; ticket: a problem told for a ticket
	}{
		{"Neuer Vorfall: E-Mails kommen bei externen Empfängern nicht an", "ticket", true, true}, // a ticket's heading by another name
		{"Störung: VPN bricht ständig ab", "ticket", true, true},
		{"Neuer Termin: Zahnarzt Freitag 9 Uhr", "ticket", false, false},
		{"Quiero reportar un error: la aplicación se cierra al subir fotos", "ticket", true, true},
		{"what's the 10-day outlook for Phoenix?", "forecast", true, false}, // some days' outlook
		{"what's the 90-day outlook for Phoenix?", "forecast", false, false},
		{"Outlook crashes every day", "forecast", false, false},
		{"chart AMZN from 2019 through 2021", "price", true, false}, // a listed company charted
		{"chart inventory turnover for electronics", "price", false, false},
		{"肉じゃがの材料を4人分で調べて", "material", false, false}, // a dish's ingredients
		{"천연 비누 만들기에 필요한 재료 목록 알려줘", "material", false, false},
		{"熱伝導率の高い材料を検索して", "material", true, false},
		{"Blockier mir Montag Vormittag für Fokuszeit", "event", true, false},  // time held for focused work
		{"Was steht in Artikel 3 des Grundgesetzes?", "article", false, false}, // a law's article
		{"Heißt es der, die oder das Joghurt? Welcher Artikel ist richtig?", "article", false, false},
		{"Finde Artikel zu CRISPR in Pflanzen", "article", true, false},
	} {
		m := l.ReadNotation(tt.query, l.AnalyzeText(tt.query, text.Tokens(tt.query), text.Norm(tt.query)))
		if got := slices.Contains(m.Terms, tt.term); got != tt.want || m.ToldSupport != tt.ticket {
			t.Errorf("%q: terms %q told %v, want %q %v told %v", tt.query, m.Terms, m.ToldSupport, tt.term, tt.want, tt.ticket)
		}
	}
}

func TestHowATickerDidOverAPastSpanAsksItsHistory(t *testing.T) {
	l := Default()
	for _, tt := range []struct {
		query string
		want  bool
	}{
		{"I'm writing a report on how TSLA did over the last 6 months", true},
		{"wie sich MSFT im letzten Quartal bewegt hat", true},
		{"how did the meeting go last week", false}, // no ticker
		{"how TSLA did", false},                     // no past span named
	} {
		m := l.ReadNotation(tt.query, l.AnalyzeText(tt.query, text.Tokens(tt.query), text.Norm(tt.query)))
		if got := slices.Contains(m.Terms, "history"); got != tt.want {
			t.Errorf("%q: terms %q, history %v, want %v", tt.query, m.Terms, got, tt.want)
		}
	}
}

// Offsets found in one text are never applied to another: a clause cut from nothing, a
// Japanese mark three bytes wide, a letter that grows when lowered.
func TestCutsKeepTheirTextsWhole(t *testing.T) {
	if c, r := CutClause(""); c != "" || r != "" {
		t.Errorf("CutClause(\"\") = %q, %q", c, r)
	}
	if _, topic, _, _, ok := PaperTopic("最近、量子計算に関する論文を探して"); !ok || topic != "量子計算" {
		t.Errorf("PaperTopic topic = %q (ok %v), want 量子計算", topic, ok)
	}
	if _, _, _, _, ok := PaperTopic("papers on "); !ok {
		t.Errorf("PaperTopic(%q) found no topic word", "papers on ")
	}
	l := Default()
	if got := l.AskAfterStory("weather in Paris ȺȺȺȺȺȺ btw x"); strings.ContainsRune(got, utf8.RuneError) {
		t.Errorf("AskAfterStory cut a letter: %q", got)
	}
}

func TestWhatTheAskerIsDoingIsTold(t *testing.T) {
	for _, c := range []struct {
		s    string
		want bool
	}{
		{"번역 작업 중이에요.", true},
		{"보고서를 쓰고 있어요.", true},
		{"이 결과를 엑셀로 정리할 거예요.", true},
		{"資料を作っています。", true},
		{"翻訳作業中です。", true},
		{"I'm working on a translation.", true},
		{"Ich arbeite gerade an einer Übersetzung.", true},
		{"Estoy preparando un informe.", true},
		{"번역 작업 중이에요?", false},              // a question
		{"재고를 엑셀로 내보내 줘.", false},           // an ask
		{"만들어 달라는 거예요.", false},             // what is asked
		{"Work on the translation.", false}, // an imperative
	} {
		if got := TellsOwnActivity(c.s); got != c.want {
			t.Errorf("TellsOwnActivity(%q) = %v, want %v", c.s, got, c.want)
		}
	}
}

// A story before a semicolon, a spaced dash or ", but" is no ask when the ask after it
// names its own thing; an ask that leans on the story, a dated story, a question before
// the dash and a negated ask keep the whole.
func TestAStoryBeforeAnAskThatNamesItsOwnThingIsNotAsked(t *testing.T) {
	l := Default()
	tests := []textCase{
		{"The humidity is killing me; will it rain in Houston tomorrow?", "will it rain in Houston tomorrow?"},
		{"My flight got cancelled — is it snowing in Chicago right now?", "is it snowing in Chicago right now?"},
		{"The analyst ratings are out, but just get me MSFT's price right now", "just get me MSFT's price right now"},
		{"I read the news about Nvidia this morning; what's its stock price now?", "I read the news about Nvidia this morning; what's its stock price now?"},
		{"Ich überlege, ob ich heute bei der Deutschen Bank einsteige – wo liegt der Kurs im Moment?", "Ich überlege, ob ich heute bei der Deutschen Bank einsteige – wo liegt der Kurs im Moment?"},
		{"Revisé el stock ayer; ¿había stock del SKU-12?", "Revisé el stock ayer; ¿había stock del SKU-12?"},
		{"which database do you pull band gaps from — Materials Project or OQMD?", "which database do you pull band gaps from — Materials Project or OQMD?"},
		{"Der Drucker druckt nur Streifen, aber bitte kein Ticket aufmachen, sag mir nur wer zuständig ist", "Der Drucker druckt nur Streifen, aber bitte kein Ticket aufmachen, sag mir nur wer zuständig ist"},
	}
	expectTexts(t, "Asking", l.Asking, tests)
}

// A past told after an ask that names its own time is no part of the ask; a remark
// after an ask without a time of its own may still date it.
func TestAPastToldAfterATimedAskIsNoPartOfIt(t *testing.T) {
	l := Default()
	tests := []textCase{
		{"Will it rain in Bilbao tomorrow? It was sunny all week", "Will it rain in Bilbao tomorrow?"},
		{"Wetter jetzt in München? Gestern war es neblig", "Wetter jetzt in München?"},
		{"¿Qué tiempo hace ahora en Valencia? Ayer estuvo nublado", "¿Qué tiempo hace ahora en Valencia?"},
		{"Wie war das Wetter in Bonn? Gestern war es neblig", "Wie war das Wetter in Bonn? Gestern war es neblig"},
	}
	expectTexts(t, "WithoutClosingRemark", l.WithoutClosingRemark, tests)
}

// A record's title, quoted after the kind of record or given as an event's title= value,
// names nothing the catalog holds and asks for no act; a person's job title= is a value.
func TestARecordsTitleNamesNoTermAndNoAct(t *testing.T) {
	l := Default()
	tests := []struct {
		query     string
		titled    []string
		notTerms  []string
		notOps    []string
		keepsTerm string
	}{
		{`new calendar event: "Stock price review - AAPL & MSFT", thursday 3pm`, []string{"stock", "price", "aapl", "msft"}, []string{"price", "stock"}, nil, "event"},
		{`Schedule "Buy AAPL shares? discussion" with the finance team, Thursday 11am`, []string{"buy", "aapl", "shares", "discussion"}, nil, []string{"buy"}, "schedule"},
		{`create event title=Weather forecast briefing date=2025-06-12 time=09:00`, []string{"weather", "forecast", "briefing"}, []string{"weather", "forecast"}, nil, "event"},
		{`HR 동기화 job: Bob Kim title=Staff Engineer로 프로필 갱신`, nil, nil, nil, ""},
	}
	for _, tt := range tests {
		got := RecordTitleWords(tt.query)
		if !slices.Equal(got, tt.titled) {
			t.Errorf("RecordTitleWords(%q) = %q, want %q", tt.query, got, tt.titled)
		}
		m := l.ReadNotation(tt.query, l.AnalyzeText(tt.query, text.Tokens(tt.query), text.Norm(tt.query)))
		for _, term := range tt.notTerms {
			if slices.Contains(m.Terms, term) {
				t.Errorf("%q: term %q from the title", tt.query, term)
			}
		}
		for _, op := range tt.notOps {
			if slices.Contains(m.Ops, op) {
				t.Errorf("%q: act %q from the title", tt.query, op)
			}
		}
		if tt.keepsTerm != "" && !slices.Contains(m.Terms, tt.keepsTerm) {
			t.Errorf("%q: lost %q, terms %v", tt.query, tt.keepsTerm, m.Terms)
		}
	}
}

// A story told after an ask that has no question mark — a question's word or a need
// leads it — is no part of the ask; the story's own "now" does not date the ask.
func TestAStoryAfterAnUnmarkedAskIsNoPartOfIt(t *testing.T) {
	l := Default()
	tests := []textCase{
		{"do we have SKU-7781 in stock, customer got a refund and now wants to reorder it", "do we have SKU-7781 in stock"},
		{"Need the current count of SKU-2215 – finance is asking about a write-off", "Need the current count of SKU-2215"},
		{"stock level for KB-550 pls, marketing is about to run a promo on it", "stock level for KB-550 pls"},
		{"we counted the KB-550 shelf, marketing is about to run a promo on it", "we counted the KB-550 shelf, marketing is about to run a promo on it"}, // no ask before it
	}
	expectTexts(t, "WithoutClosingRemark", l.WithoutClosingRemark, tests)
}

func TestAStoryAfterAQuestionIsNoPartOfIt(t *testing.T) {
	tests := []textCase{
		{"Can you get me the lattice parameters for rutile TiO2? Our XRD peaks look off and I want to compare.", "Can you get me the lattice parameters for rutile TiO2?"},
		{"What's the crystal structure of SiC? I need them for a simulation input.", "What's the crystal structure of SiC?"},
		{"Will it be hot in Austin next week? We're hosting a backyard barbecue on Thursday.", "Will it be hot in Austin next week?"},
		{"Wie oft wurde 10.1038/nature14539 zitiert? Ich schreibe gerade den Antrag.", "Wie oft wurde 10.1038/nature14539 zitiert?"},
		{"is it gonna rain in portland on friday? I'm trying to plan a hike", "is it gonna rain in portland on friday?"},
		{"How much is NVDA right now? I'm about to place a limit order with my broker.", "How much is NVDA right now?"},
		{"Wie steht die SAP-Aktie gerade? Ich überlege, vor der Mittagspause zu verkaufen.", "Wie steht die SAP-Aktie gerade?"}, // the aim with all its clauses
		{"What's the weather in Boston? I fly there tomorrow", "What's the weather in Boston? I fly there tomorrow"},
		{"How long is the drive to Boulder? It's supposed to snow tomorrow.", "How long is the drive to Boulder?"},                                         // a story's own weather keeps its time                                       // the story's time is the ask's
		{"Is SKU-5 in stock? I'd like to cancel the order.", "Is SKU-5 in stock? I'd like to cancel the order."},                                           // an act asked
		{"Which papers does the AlphaFold paper cite? I want its reference list", "Which papers does the AlphaFold paper cite? I want its reference list"}, // what is asked, again
		{"Wer hat auf dem Paper aufgebaut? Ich will die zitierenden Arbeiten.", "Wer hat auf dem Paper aufgebaut? Ich will die zitierenden Arbeiten."},
		{"Is my profile current? My new number is 555-0182.", "Is my profile current? My new number is 555-0182."},                                                           // a value given
		{"donde anda el envio del SKU MX-204?? el cliente me esta matando, pasame el num", "donde anda el envio del SKU MX-204?? el cliente me esta matando, pasame el num"}, // an order after it
		{"What's AAPL at? Show me the chart too.", "What's AAPL at? Show me the chart too."},                                                                                 // no subject leads it
	}
	expectTexts(t, "WithoutClosingStory", Default().WithoutClosingStory, tests)
}

func TestABusinessClosingAfterAQuestionChecksNothing(t *testing.T) {
	tests := []textCase{
		{"내일 회의를 목요일로 옮겨 주실 수 있을까요? 확인 부탁드립니다.", "내일 회의를 목요일로 옮겨 주실 수 있을까요?"},
		{"明日の会議を木曜日に移動していただけますでしょうか。ご確認をお願いいたします。", "明日の会議を木曜日に移動していただけますでしょうか。"},
		{"SKU-1 재고가 이상해요. 확인 부탁드립니다.", "SKU-1 재고가 이상해요. 확인 부탁드립니다."},         // after a statement, the request
		{"Can you move it? Please check.", "Can you move it? Please check."}, // Latin text is left alone
	}
	expectTexts(t, "WithoutClosingCourtesy", WithoutClosingCourtesy, tests)
}

func TestAGermanOrdinalEndsNoClause(t *testing.T) {
	for _, tt := range []struct {
		query string
		want  int // clauses
	}{
		{"Anleitung: Drucker im 3. OG als Netzwerkdrucker hinzufügen", 2},
		{"wie viel Bestand hatte SKU-A12 am 1. Januar", 1},
		{"Set it to 40. Then add a note", 2}, // a number ends its sentence
	} {
		if got := splitClauses(tt.query); len(got) != tt.want {
			t.Errorf("splitClauses(%q) = %q, want %d clauses", tt.query, got, tt.want)
		}
	}
}

func TestWhatFailsIsNoActAsked(t *testing.T) {
	l := Default()
	for _, tt := range []struct{ query, gone string }{
		{"my laptop won't charge, can you file a support ticket", "charge"},
		{"Report a problem: the search bar doesn't return any results.", "return"},
		{"La app no sincroniza las fotos desde ayer, abre un ticket con soporte", "sync"},
		{"l'appli ne synchronise plus depuis la mise à jour, ouvre un ticket", "sync"},
		{"o app não sincroniza desde ontem, abre um chamado pra mim", "sync"},
		{"Mon portable ne démarre plus depuis ce matin, pouvez-vous ouvrir un ticket au support ?", "run"},
	} {
		m := l.ReadNotation(tt.query, l.AnalyzeText(tt.query, text.Tokens(tt.query), text.Norm(tt.query)))
		if slices.Contains(m.Ops, tt.gone) || len(m.Ops) == 0 {
			t.Errorf("%q: ops %v, want some but not %q", tt.query, m.Ops, tt.gone)
		}
	}
}

func TestAFaultHandedToTheServiceOpensATicket(t *testing.T) {
	l := Default()
	tests := []struct {
		main, query string
		want        bool
	}{
		{"", "hey so the app crashes every single time i open the camera tab. pls look into this", true},
		{"", "me cobraron dos veces el mismo mes!! necesito que lo arreglen ya", true},
		{"", "Sie haben mir den Betrag doppelt abgebucht. Bitte kümmern Sie sich darum.", true},
		{"", "Meine Bestellung 40915 ist falsch, statt 3 Packungen kam nur eine", true},              // the service's order
		{"", "se rompió algo desde la actualización, ya no puedo iniciar sesión en el portal", true}, // the service's update
		{"", "I want to complain to you about how your delivery guy treated me yesterday", true},     // a complaint to the service
		{"", "The coffee machine on floor 3 is broken again.", false},                                // told, nothing asked of the service
		{"", "please look into this paper on graphene", false},                                       // no fault
		{"", "A operadora não resolve meu problema, quero fazer uma reclamação no Procon", false},    // to a regulator
		{"", `Traduce al inglés este mensaje: "Mi pedido llegó roto, revisen esto."`, false},         // a message quoted
		{"find", "the app crashes after the last update. Find support articles about that.", false},  // an ask of its own
		{"", "El controlador falla desde la actualización; ¿hay algún artículo de ayuda?", false},    // a question
		{"", "my app crashes since the last update, how do I fix it myself", false},                  // how to
		{"", "Ciao, l'app si chiude da sola ogni volta che provo a pagare con PayPal. Potete sistemarlo?", true},
		{"", "アプリを開くとすぐ落ちます。直してもらえますか？", true},
		{"", "充值了100块但余额没到账，麻烦核实", true},
		{"", "배송 완료라고 뜨는데 물건을 못 받았어요. 조사해 주세요", true},
		{"", "Please escalate my open case about the billing error to a supervisor", false},         // an existing case
		{"modify", "The band gap listed for mp-149 is wrong, please correct it to 1.12 eV.", false}, // a record's value
		{"", "今朝からExcelのマクロが動きません。Microsoft公式のヘルプでマクロエラーについて調べてください。", false},                       // help searched
	}
	for _, tt := range tests {
		if got := l.HandsOverFault(tt.query, tt.main); got != tt.want {
			t.Errorf("HandsOverFault(%q, %q) = %v, want %v", tt.query, tt.main, got, tt.want)
		}
	}
}
