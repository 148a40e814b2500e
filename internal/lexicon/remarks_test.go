package lexicon

import "testing"

func TestAsksNothingReadsVentsOpinionsAndWhyQuestions(t *testing.T) {
	tests := []struct {
		query string
		want  bool
	}{
		// Vents, opinions asked, why-questions: nothing for a tool to do.
		{"my schedule this week is absolutely insane", true},
		{"our stock levels are always wrong, it's depressing", true},
		{"mein Betreuer will, dass ich 40 Paper diese Woche lese, hilfe", true},
		{"qué pereza me da mi calendario de mañana", true},
		{"do you think Nvidia stock will keep going up?", true},
		{"would you rather have rain or snow", true},
		{"glaubst du, die Nvidia-Aktie steigt weiter?", true},
		{"why do so many papers have 20 authors", true},
		{"¿por qué tardan tanto en revisar los artículos científicos?", true},
		{"I can't believe my paper got rejected again", true},
		// A plea, a code, a problem reported or a coming day's weather asks something.
		{"ugh, can you check my calendar for tomorrow", false},
		{"knock 6 off SKU-9460 inventory, broke a few lol", false},
		{"who cited 10.1093/nar/gkab1112 lol", false},
		{"why won't my invoices download", false},
		{"do you think it'll rain in Denver on Sunday?", false},
		{"Wir grillen am Samstag in Köln – hoffentlich bleibt es trocken.", false},
		{"Mañana tengo boda en Granada y me preocupa que llueva", false},
		{"Sorgen Sie dafür, dass ein Support-Ticket angelegt wird", false},
		{"Ojalá haya alguna guía sobre cómo configurar la firma en el correo.", false},
		{"what's the weather in Paris", false},
		// Korean and Japanese remarks close with a feeling, a sigh or a why.
		{"株価暴落こわ", true},
		{"天気予報ってなんで外れるの", true},
		{"일정 너무 빡빡해서 힘들어", true},
		{"주가 오를까 내릴까 니 생각은?", true},
		{"二段階認証の設定方法のヘルプ記事ある？？わからん", false}, // a question before the sigh
		{"明日の東京の天気教えて", false},
	}
	for _, tt := range tests {
		if got := AsksNothing(tt.query); got != tt.want {
			t.Errorf("AsksNothing(%q) = %v, want %v", tt.query, got, tt.want)
		}
	}
}
