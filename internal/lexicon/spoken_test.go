package lexicon

import "testing"

func TestSpokenRequestsAreWrittenAsTyped(t *testing.T) {
	tests := []textCase{
		{"uh check stock levels for sku seven seven eight", "check stock levels for sku 778"},
		{"okay so how did tesla stock move over the last thirty days", "okay so how did tesla stock move over the last 30 days"},
		{"the profile for employee number four four one", "the profile for employee number 441"},
		{"daily prices during twenty twenty", "daily prices during 2020"},
		{"the s and p five hundred etf", "the s and p 500 etf"},
		{"thirty-five units", "35 units"},
		{"from ten down to seven", "from 10 down to seven"},                                // a digit said alone stays a word
		{"show me the red one", "show me the red one"},                                     // and so does "one"
		{"um is it raining in Oslo?", "is it raining in Oslo?"},                            // a filler before English
		{"Trag bitte ein Meeting um 11 Uhr ein.", "Trag bitte ein Meeting um 11 Uhr ein."}, // German "um"
		{"Buch 40 Stück von SKU-611 ins Lager Leipzig um.", "Buch 40 Stück von SKU-611 ins Lager Leipzig um."},
		{"uhm  what's AAPL at", "what's AAPL at"},
		{"oneself and someone", "oneself and someone"}, // no number inside a word
		{"café one two", "café 12"},
		{"東京の天気", "東京の天気"},
		{"add uh twenty units to s k u four four two", "add 20 units to sku 442"}, // a code spelled letter by letter
		{"me manda o p d f do artigo", "me manda o pdf do artigo"},
		{"enlève cinq unités du s k u a un deux", "enlève cinq unités du sku a un deux"}, // a vowel word ends no run
		{"plan a b test", "plan a b test"},                                               // two letters are no code
	}
	expectTexts(t, "Spoken", Spoken, tests)
}
