package lexicon

// Domain is general vocabulary of common API domain terms: the words API catalogs use in
// tool, endpoint and field names and descriptions, each with its common forms in Korean,
// Japanese, Chinese (simplified and traditional), Spanish, German, French, Portuguese and
// Italian.
// Canon is the catalog side's English term; forms include its English variants.
//
// The vocabulary is general language knowledge written for this package, not taken from
// any benchmark or evaluation data; catalogs extend the lexicon with their own aliases.
//
// A form with "*" is a stem (at least 4 letters) for inflected nouns; one stem may cover
// several languages ("dividend*" is also dividendo/dividende). Hangul, Han and Kana forms
// match as substrings, so each has at least two characters and multi-word ones are
// written without spaces (결정구조).
var Domain = []Entry{
	// Weather and environment.
	{Canon: "weather", Forms: []string{
		"मौसम", "मौसम का हाल", "वेदर", "बादल", "बादल छाए", "आसमान", // hi (Devanagari)
		"lookin outside", "looking outside", // en: "how's it lookin outside"
		"てんき",                                     // ja in kana
		"weather", "like outside", "wx", "mausam", // en: "what's it like outside in Chicago"; wx: the forecasters' shorthand; hi (Latin)
		"날씨", "기상", // ko
		"天気", "天候", "気象", // ja
		"天气", "天氣", "气象", "氣象", "天汽", // zh (天汽: 天气 mistyped)
		"clima", "tiempo", "meteorológic*", "condiciones actuales", // es ("Dime las condiciones actuales en Málaga")
		"wetter", "wetters", "meteorologisch*", "wetterlage", "wetterbedingung*", "aktuelle bedingungen", "wettertechnisch", // de
		"météo", "temps", // fr
		"tempo", "clima", // pt
		"meteo", "tempo", "condizioni meteo", "meteorologic*", // it
	}},
	{Canon: "forecast", Forms: []string{
		"पूर्वानुमान", "फोरकास्ट", "फ़ोरकास्ट", "मौसम की भविष्यवाणी", // hi (Devanagari)
		"よほう",                                 // ja in kana
		"forecast", "forecasts", "forecasted", // en ("forecasting" is a method: a prediction)
		"예보", "포캐스트", // ko
		"予報", "フォーキャスト", "週間天気", // ja: the week's weather ahead
		"晴れる予定", "晴れの予定", "雨の予定", "降る予定", "曇る予定", "雪の予定", // ja: weather expected (予定 is no event)
		"预报", "預報", // zh
		"pronóstico*", "previsión", "previsiones", // es
		"vorhersage*", "prognose*", // de
		"prévision", "prévisions", // fr
		"previsão", "previsões", "prognóstico*", // pt
		"previsioni", "previsione meteo", "previsioni meteo", "previsione del tempo", "previsioni del tempo", "è prevista", "è previsto", "sono previste", "sono previsti", // it
	}},
	// A prediction of anything: a sales outlook, an alloy's fatigue life, when the rainy
	// season ends. It names no weather forecast by itself (a generic word).
	{Canon: "prediction", Forms: []string{
		"forecasting", // en: "time series forecasting papers"
		"예측", "전망",    // ko
		"予測", "予想", "見通し", // ja
		"预测", "預測", // zh
	}},
	// Words that name the weather's forecast in one word ("일기예보" is the weather's
	// forecast, while bare 일기 is a diary).
	{Canon: "weather", Forms: []string{
		"일기예보", "일기 예보", "wetteraussicht*", "wetterprognose*", "weather outlook",
	}, Also: []string{"forecast"}},
	{Canon: "temperature", Forms: []string{
		"तापमान", "टेम्परेचर", "टेंपरेचर", "कितने डिग्री", "ठंड", "गर्मी", "उमस", // hi (Devanagari)
		"temperature", "temperatures", "temp", "temperatur*", "how warm", "how cold", "how hot", "warmest", "coldest", "hottest", // en
		"highs and lows for", "expected highs", "expected lows", "the high tomorrow", "the low tonight", // en: the day's highest and lowest temperature
		"기온", "온도", "더웠", "추웠", "더울", "추울", "몇 도", "몇도", "영하", "추워", "더워", "추운지", "더운지", "추운가", "더운가", "춥나", "덥나", "춥니", "덥니", // ko
		"気温", "温度", "寒い", "暑い", "蒸し暑い", "冷え込", "さむい", "何℃", "暑く", "寒く", // ja: cold, hot, muggy, getting so
		"いま何度", "今何度", "何度ある", "何度くらいになる", "何度になる", // ja: how many degrees now, or it will be (not 何度も, many times; not a melting point)
		"气温", "氣溫", "温度", "溫度", // zh
		"现在多少度", "現在多少度", "现在几度", "現在幾度", "几度？", "幾度？", "今天多少度", "今天几度", "今天幾度", "外面多少度", "外面几度", "几度了", "幾度了", "now 多少度", "now多少度", // zh: how many degrees now (the mixed "now 多少度" too; "这个角是多少度" is an angle)
		"热不热", "熱不熱", "冷不冷", "最高温", "最低温", "最高溫", "最低溫", "会降温", "會降溫", "要降温", "要降溫", "这么热", "這麼熱", "这么冷", "這麼冷", // zh: hot or not, highs and lows, cooling
		"grados", "temperatura", "cuánto frío", "cuanto frio", "cuánto calor", "cuanto calor", // es
		"wie viel grad", "wieviel grad", "wie viele grad", "wieviele grad", "grad celsius", "temperatur", "höchsttemperatur*", "tiefsttemperatur*", "wie warm", "wie kalt", "wie heiß", "schwül", "frostig", "unter null", // de
		"degrés", "température", "il fait combien", "fait-il combien", // fr
		"graus", "temperatura", // pt
		"temperatura", "temperature", "gradi", "quanti gradi", "che temperatura", "quanto fa caldo", "quanto fa freddo", "fa caldo", "fa freddo", // it
	}},
	{Canon: "rain", Forms: []string{
		"baarish", "barish", "barsaat", "baarish hogi", // hi (Latin)
		"बारिश", "वर्षा", "बरसात", "बूंदाबांदी", "छाता", // hi (Devanagari)
		"rain", "rains", "rainy", "raining", "rainfall", "precipitation", "pouring", "drizzling", "drizzle", "downpour", // en
		"umbrella", "brolly", "우산", "paraguas", "regenschirm", "schirm", "傘いる", "傘が必要", "傘要る", "傘持って", "傘を持って", "傘が要る", // an umbrella is needed for rain
		"rain jacket", "raincoat", "regenjacke", "chubasquero", "레인코트", "우비", "レインコート", "雨具", // and a rain jacket
		"bleibt es trocken", "bleibt trocken", "stays dry", "stay dry", "tiempo seco", "trockenes wetter", // and dry weather is its absence
		"chance of rain", "regenwahrscheinlichkeit", "probabilidad de lluvia", "降水確率", "강수확률", // how likely rain is
		"강수", "강우", "우천", "비소식", "비가와", "비가오", "비가올", "비올확률", "비와", "비오", // ko
		"降水", "降雨", "雨量", "雨天", "大雨", "雨が", "雨は", "雨降", "雨か", "雨の", "雨", "비", // ja, ko: the character alone
		"は雨", "も雨", "いま雨", "今雨", "雨ふ", // ja: rain after a topic or now ("福岡は雨？", "大阪 いま雨？"), where the character is no token of its own
		"下雨", "降雨", "雨量", "有雨", "大雨", "小雨", "雨天", // zh
		"lluvia*", "llover", "llueve", "llueva", "lloviendo", "lloverá", "llovizna*", "precipitación*", // es
		"regen", "regnet", "regnets", "regnen", "niederschlag*", // de
		"pluie*", "pleut", "pleuvoir", "précipitation*", // fr
		"chuva*", "chover", "chove", "chovendo", "choveu", "precipitação", // pt
		"pioggia", "piogge", "piove", "pioverà", "piovere", "piovuto", "piovendo", "ombrello", "precipitazioni", // it
	}, Also: []string{"weather"}},
	{Canon: "snow", Forms: []string{
		"बर्फबारी", "बर्फ़बारी", "हिमपात", // hi (Devanagari)
		"frost", "bodenfrost", "nachtfrost", "frieren", "helada", "heladas", "霜", "서리", // frost
		"snow", "snowfall", "snowy", "snowing", // en
		"눈 왔", "눈이 왔", "눈이 오", "눈 온대", "눈이 온대", "눈온대", "눈 오", "강설", "적설", "폭설", "눈이와", "눈이오", "눈이올", "눈올", "눈 올", "눈온다", "눈소식", "눈오고", "눈와", "눈오는", "눈내리", "눈내려", // ko
		"降雪", "積雪", "雪が", "大雪", "雪降", "雪は", "雪か", "雪", "いま雪", "今雪", "雪ふ", // ja: the character alone (Korean 눈 is as often an eye)
		"下雪", "降雪", "积雪", "積雪", "大雪", "雪天", // zh
		"nieve", "nevar", "nieva", "nevadas", "nevará", "nevando", "neve", "nevó", // es
		"schnee*", "schneit", "schneits", "schneien", // de
		"neige*",                           // fr
		"neve", "nevar", "neva", "nevasca", // pt
		"neve", "nevica", "nevicherà", "nevicare", "nevicata", // it
	}, Also: []string{"weather"}},
	{Canon: "wind", Forms: []string{
		"wind", "winds", "windy", // en
		"바람", "풍속", "풍향", // ko
		"風速", "風向", "強風", "風が", // ja
		"风速", "風速", "风力", "風力", "风向", "風向", "大风", "大風", "刮风", "颳風", "风大不大", "風大不大", "风大吗", "風大嗎", // zh
		"viento*",                                // es
		"winde", "windig", "windgeschwindigkeit", // de
		"vent", "vents", // fr
		"vento*",                    // pt
		"vento", "venti", "ventoso", // it
	}},
	// Measures of the weather beside its temperature and conditions: how deep the snow
	// lies, and how warm it feels. (How much rain falls is left to the endpoints: a
	// forecast tells it.)
	// The weather's averages over years and its records: what a place's climate is, not
	// what its weather is now or will be.
	{Canon: "climate normal", Forms: []string{
		"औसत तापमान", "औसतन", "आमतौर पर", // hi (Devanagari)
		"typical temperature", "average temperature", "mean temperature", "climate normals", "climatology", "annual rainfall", "average rainfall", // en
		"평년 기온", "평년기온", "평균 기온", "평균기온", "월평균", "연평균", "연간 강수량", // ko
		"平年", "平均気温", "月平均", "年平均", "年間降水量", // ja
		"平均气温", "平均氣溫", "年降水量", // zh
		"temperatura media", "temperatura promedio", "temperatura típica", "precipitación media", "media anual", "temperaturas medias", "lluvia media", "precipitaciones medias", // es
		"de media en", "llueve de media", "en promedio en", "clima típico", "clima de invierno", "clima en invierno", "clima en verano", "clima en general", "clima general", "el clima general", // es: a place's climate
		"climate change", "global warming", "cambio climático", "cambio climatico", "calentamiento global", "klimawandel", "erderwärmung", "klimaerwärmung", "기후 변화", "기후변화", "지구 온난화", "온난화", "温暖化", "気候変動", // a climate's change over years
		"sunny days per year", "sunny days a year", "rainy days per year", "rainy days a year", "days of sunshine per year", "hours of sunshine per year", "sunshine hours per year", "days of rain per year", // en: a year's count of weather
		"durchschnittstemperatur*", "mittlere temperatur", "typische temperatur", "jahresmittel*", "jahresniederschlag*", "januartemperatur*", "julitemperatur*", // de
		"in a typical", "weather usually", "usually like in", "normalerweise im", "für gewöhnlich im", "suele hacer", "suele llover", "suele estar", // en, de, es: a month's usual weather
		"température moyenne", "normales saisonnières", "pluie moyenne", "précipitations moyennes", // fr
		"média de chuva", "chuva média", "média de precipitação", // pt
		"temperatura media", "temperature medie", "media piogge", "piogge medie", "precipitazioni medie", "millimetri di pioggia", "in media ogni anno", "cambiamento climatico", // it
		"in media a", "statistica climatica", "statistiche climatiche", "clima tipico", // it: a place's climate
		"temperatura média", "precipitação média", // pt
	}, Also: []string{"weather"}},
	{Canon: "weather record", Forms: []string{
		"record high", "record low", "highest ever", "lowest ever", "ever recorded", "on record", // en
		"precipitation records", "rainfall records", "temperature records", "weather records", "years of precipitation", // en: an archive
		"역대 최고 기온", "역대 최저 기온", "관측 이래", "관측 사상", // ko
		"観測史上", "史上最高", "史上最低", "過去最高気温", "過去最低気温", // ja
		"历史最高", "歷史最高", "历史最低", // zh
		"jamás registrada", "más alta registrada", "más baja registrada", "récord de temperatura", "temperatura récord", // es
		"jemals gemessen", "jemals gemessene", "jemals gemessenen", "temperaturrekord*", "rekordtemperatur*", "hitzerekord*", "kälterekord*", // de
		"record de température", "jamais enregistré*", // fr
		"recorde de temperatura", // pt
	}, Also: []string{"weather"}},
	{Canon: "snow depth", Forms: []string{
		"snow depth", "snow cover", "how deep is the snow", // en
		"적설량", "적설 깊이", "눈이 얼마나 쌓", "누적 적설", // ko
		"積雪量", "積雪深", "積雪は何", "雪の深さ", // ja
		"积雪深度", "積雪深度", // zh
		"espesor de nieve", "altura de nieve", "capa de nieve", // es
		"schneehöhe*", "schneedecke*", // de
		"viel schnee liegt", "cuánta nieve hay", // de, es: how much snow lies
		"hauteur de neige", "épaisseur de neige", // fr
		"altura da neve", // pt
	}},
	{Canon: "apparent warmth", Forms: []string{
		"feels like temperature", "feels-like", "feels like", "wind chill", "heat index", "real feel", "realfeel", // en
		"체감온도", "체감 온도", // ko
		"体感温度", "体感", // ja
		"体感温度", "體感溫度", // zh
		"sensación térmica",                            // es
		"gefühlte temperatur", "gefühlte", "windchill", // de
		"température ressentie", // fr
		"sensação térmica",      // pt
	}},
	{Canon: "humidity", Forms: []string{
		"humidity", "humid", // en
		"습도",       // ko
		"湿度",       // ja
		"湿度", "濕度", // zh
		"humedad",                                         // es
		"feuchtigkeit", "luftfeuchtigkeit", "luftfeuchte", // de
		"humidité",            // fr
		"umidade", "humidade", // pt
		"umidità", // it
	}},
	{Canon: "alert", Forms: []string{
		"alert*", "warning*", "advisory", "advisories", "notification*", // en
		"알림", "通知", "benachrichtigung*", "notificación*", "notificaciones",
		"경보", "특보", "경고", "주의보", // ko
		"警報", "注意報", "警告", "アラート", // ja
		"警报", "警報", "预警", "預警", "警告", // zh
		"alerta*", "aviso*", "advertencia*", // es
		"warnung*", "alarm*", "unwetterwarnung*", // de
		"alerte*", "avertissement*", "vigilance", // fr
		"alerta*", "aviso*", // pt
	}},
	{Canon: "air quality", Forms: []string{
		"वायु गुणवत्ता", "प्रदूषण", "एक्यूआई", // hi (Devanagari)
		"air quality", "aqi", "pollution", "fine dust", "particulate matter", "particulates", "pm2", "pm10", // en (PM2.5 is the token pm2)
		"대기질", "미세먼지", "공기질", "대기오염", // ko
		"大気質", "空気質", "大気汚染", // ja
		"空气质量", "空氣品質", "雾霾", "霧霾", "空气污染", "空氣污染", // zh
		"calidad del aire", "contaminación", "partículas", "particulas", // es
		"luftqualität*", "luftverschmutzung", "feinstaub*", // de
		"qualité de l'air",            // fr
		"qualidade do ar", "poluição", // pt
	}},
	{Canon: "sunshine", Forms: []string{
		"धूप",                                     // hi (Devanagari)
		"sunshine", "sunny", "cloudy", "overcast", // en
		"맑아", "맑은", "맑을", "흐려", "흐린", "흐릴", "구름", // ko
		"晴れ", "曇り", "快晴", // ja
		"晴天", "多云", "多雲", "阴天", "陰天", // zh
		"soleado", "nublado", "despejado", // es
		"sonnig", "bewölkt", "heiter", "bedeckt", // de
		"ensoleillé", "nuageux", // fr
		"ensolarado", "nublado", // pt
	}, Also: []string{"weather"}},
	{Canon: "sunrise", Forms: []string{
		"सूर्योदय",            // hi (Devanagari)
		"sunrise", "sunrises", // en
		"일출", "해돋이", // ko
		"日の出",                        // ja
		"日出",                         // zh
		"amanecer", "salida del sol", // es
		"sonnenaufgang*",        // de
		"lever du soleil",       // fr
		"nascer do sol",         // pt
		"alba", "sorge il sole", // it
	}},
	{Canon: "sunset", Forms: []string{
		"सूर्यास्त",         // hi (Devanagari)
		"sunset", "sunsets", // en
		"일몰", "해넘이", // ko
		"日の入り", "日没", // ja
		"日落",                                           // zh
		"atardecer", "puesta de sol", "puesta del sol", // es
		"sonnenuntergang*",  // de
		"coucher du soleil", // fr
		"pôr do sol",        // pt
		"tramonto",          // it
	}},

	// Time and modifiers: API descriptions say current, latest, historical, ...
	{Canon: "current", Forms: []string{
		"मौजूदा", "वर्तमान", "करंट", // hi (Devanagari)
		"current", "currently", // en
		"현재",                   // ko
		"現在",                   // ja
		"当前", "當前", "目前", "现在", // zh
		"actual", "actuales", "actualmente", "vigente", // es
		"aktuell*", "derzeit*", "gegenwärtig*", "momentan*", "im moment", "in diesem moment", // de
		"actuel*",                       // fr
		"atual", "atuais", "atualmente", // pt
		"attuale", "attuali", "attualmente", "in questo momento", "al momento", // it
	}},
	{Canon: "now", Forms: []string{
		"अभी", "इस वक्त", "इस वक़्त", "इस समय", "फिलहाल", "फ़िलहाल", // hi (Devanagari)
		"now",      // en
		"지금", "당장", // ko
		"今すぐ", "今の", // ja
		"此刻", "马上", "馬上", "立刻", // zh
		"ahora", "abhi", // es, hi (Latin)
		"jetzt", "gerade", // de
		"maintenant",                                // fr
		"agora",                                     // pt
		"adesso", "ora", "subito", "in tempo reale", // it
	}},
	{Canon: "today", Forms: []string{
		"आज",              // hi (Devanagari)
		"today", "todays", // en
		"오늘",              // ko
		"今日", "本日", "きょう", // ja
		"今天",               // zh
		"hoy",              // es
		"heute", "heutig*", // de
		"aujourd'hui", "aujourdhui", // fr
		"hoje",                       // pt
		"oggi", "odierno", "odierna", // it
	}},
	{Canon: "tomorrow", Forms: []string{
		"कल",               // hi (Devanagari)
		"2morrow", "2moro", // chat
		"あした",                              // ja in kana
		"tomorrow", "tmrw", "tmr", "2moro", // en
		"내일",        // ko
		"明日", "あした", // ja
		"明天", "后天", "後天", "明早", "明晨", // zh (the day after tomorrow is as far ahead; tomorrow morning)
		"mañana",            // es
		"morgen", "morgig*", // de
		"demain",               // fr
		"amanhã",               // pt
		"domani", "dopodomani", // it
	}},
	// Figures computed over many records; asking for one needs an endpoint that says it
	// computes them (lexicon.AskAggregate).
	{Canon: "statistics", Forms: []string{
		"total value", "total dollar value", "total inventory value", // a sum
		"how many hours", "wie viele stunden", "cuántas horas", "몇 시간", "何時間", // a sum of durations
		"breakdown of", "broken down by", "aufschlüsselung", "aufgeschlüsselt", "desglose", // a count split by a property
		"churn rate", "retention rate", "deflection rate", "utilization rate", "utilisation rate", "conversion rate", "abwanderungsrate", "tasa de abandono", // rates computed over records
		"statistic*", "stats", "average", "averages", "avg", "median", "aggregate*", "record low", "record high", "ever recorded", // en
		"통계", "평균", "합계", "총합", "중앙값", // ko
		"統計", "平均", "合計", "集計", "中央値", // ja
		"统计", "統計", "平均", "合计", "合計", "汇总", "匯總", "中位数", "中位數", // zh
		"estadística*", "promedio*", "mediana", "tiempo medio de", // es
		"statistik*", "durchschnitt*", "mittelwert*", "langjährigen mittel", "langjähriges mittel", "im mittel", "im schnitt", // de
		"statistique*", "moyenne*", "médiane", // fr
		"estatística*", "mediana", // pt ("média" would fold to Spanish "media", a half)
		"statistica", "statistiche", // it
		// A price's extremes and spread over a period are computed too.
		"highest price", "lowest price", "peak price", "highest close", "lowest close", "all-time high", "all-time low",
		"52-week high", "52-week low", "biggest drop", "largest drop", "biggest one-day", "largest one-day", "standard deviation",
		"precio máximo", "precio mínimo", "precio más alto", "precio más bajo", "precio medio", "cierre más bajo", "cierre más alto",
		"mayor caída", "desviación estándar",
		"höchststand", "tiefststand", "höchstkurs", "tiefstkurs", "jahreshoch", "jahrestief", "allzeithoch", "allzeittief",
		"standardabweichung",
		"最高値", "最安値", "年初来高値", "年初来安値", "上場来高値", "標準偏差", "最大下落",
		"최고가", "최저가", "신고가", "신저가", "표준편차", "최대 낙폭",
	}},
	// A weekend named without a past word is the coming one.
	{Canon: "weekend", Forms: []string{
		"वीकेंड", "वीकएंड", "सप्ताहांत", // hi (Devanagari)
		"wknd",                // chat
		"weekend", "weekends", // en
		"주말",          // ko
		"週末", "しゅうまつ", // ja (and in kana)
		"周末", "週末", // zh
		"fin de semana", "finde", // es
		"wochenende*",         // de
		"week-end", "weekend", // fr
		"fim de semana",  // pt
		"fine settimana", // it
	}, Also: []string{"future"}},
	// A yearly feast named without a past word is the coming one: "Wie wird das Wetter zu
	// Pfingsten in Innsbruck?".
	{Canon: "feast day", Forms: []string{
		"easter", "christmas", "christmas eve", "new year's eve", "thanksgiving", // en
		"ostern", "pfingsten", "weihnachten", "heiligabend", "silvester", // de
		"navidad", "nochebuena", "nochevieja", "semana santa", // es
		"크리스마스", "추석", "설날", // ko
		"クリスマス", "大晦日", "お盆", "ゴールデンウィーク", // ja
	}, Also: []string{"future"}},
	// A time counted back from now is the past ("10年前の今日", "1년 전 오늘").
	{Canon: "ago", Forms: []string{
		"년 전", "년전", "개월 전", "개월전", "달 전", "주 전", "주전", "일 전", "일주일 전", "일주일전", // ko
		"年前", "か月前", "ヶ月前", "カ月前", "週間前", "日前", // ja
		"个月前", "個月前", "天前", "周前", "週前", // zh (年前 as in ja)
	}},
	{Canon: "yesterday", Forms: []string{
		"yesterday", // en
		"어제",        // ko
		"昨日", "きのう", // ja
		"昨天",                   // zh
		"ayer",                 // es
		"gestern",              // de
		"hier",                 // fr
		"ontem",                // pt
		"ieri", "l'altro ieri", // it
	}},
	{Canon: "day", Forms: []string{
		"day", "days", "daily", // en
		"일간", "하루", "매일", "당일", "일별", // ko
		"毎日", "日次", "日別", "一日", "当日", // ja
		"每天", "每日", "天数", "天數", "日均", "当天", "當天", // zh
		"día", "días", "diario", "diaria", "diarios", // es
		"tage", "tagen", "täglich*", // de
		"jour", "jours", "quotidien*", "journalier*", // fr
		"dia", "dias", "diário", "diária", "diariamente", // pt
		"giorno", "giorni", "giornata", "giornaliero", "giornaliera", "giornalieri", "giornaliere", "quotidiano", "quotidiana", // it
	}},
	{Canon: "week", Forms: []string{
		"hafte", "hafta", // hi (Latin)
		"हफ्ते", "हफ़्ते", "हफ्ता", "हफ़्ता", "सप्ताह", // hi (Devanagari)
		"week", "weeks", "weekly", // en
		"주간", "이번주", "일주일", "한주", "지난주", "다음주", "담주", "매주", // ko
		"週間", "今週", "先週", "来週", "毎週", "週次", // ja
		"星期", "本周", "本週", "这周", "這週", "上周", "上週", "下周", "下週", "每周", // zh
		"每週", "一周", "一週",
		"semana*",                // es
		"woche*", "wöchentlich*", // de
		"semaine*", "hebdomadaire*", // fr
		"semana*", "semanal*", // pt
		"settimana", "settimane", "settimanale", // it
	}},
	{Canon: "month", Forms: []string{
		"mahine", "mahina", // hi (Latin)
		"महीने", "महीना", "माह", // hi (Devanagari)
		"month", "months", "monthly", // en
		"월간", "이번달", "지난달", "다음달", "한달", "개월", "매월", "월별", // ko
		"今月", "先月", "来月", "月間", "毎月", "月次", "か月", "ヶ月", "カ月", // ja
		"本月", "上个月", "上個月", "下个月", "下個月", "这个月", "這個月", "每月", "月份", // zh
		"个月", "個月", "月度",
		"meses", "mensual*", // es
		"monat*",           // de
		"mois", "mensuel*", // fr
		"meses", "mensal*", // pt
		"mese", "mesi", "mensile", "mensili", // it
	}},
	{Canon: "year", Forms: []string{
		"saal",        // hi (Latin)
		"साल", "वर्ष", // hi (Devanagari)
		"year*", "annual*", // en
		"연간", "올해", "작년", "내년", "연도", "년도", "매년", "연별", // ko
		"今年", "去年", "昨年", "来年", "年間", "年度", "毎年", "年次", // ja
		"去年", "明年", "每年", "年份", "全年", // zh
		"año", "años", "anual*", // es
		"jahr*", "jährlich*", // de
		"année*", "annuel*", // fr
		"ano", "anos", "anual*", // pt
		"anno", "anni", "annuale", "annuali", // it
	}},
	{Canon: "date", Forms: []string{
		"date", "dates", // en
		"날짜", "일자", "일시", // ko
		"日付", "日にち", "日時", // ja
		"日期",            // zh
		"fecha*",        // es
		"datum",         // de
		"date", "dates", // fr
		"datas", // pt
	}},
	{Canon: "time", Forms: []string{
		"time", "times", // en
		"시간", "시각", // ko
		"時間", "時刻", // ja
		"时间", "时刻", // zh
		"hora", "horas", // es
		"zeit", "uhrzeit", "zeitpunkt", // de
		"heure*",        // fr
		"hora", "horas", // pt
	}},
	{Canon: "latest", Forms: []string{
		"लेटेस्ट", "नवीनतम", "ताज़ा", "ताजा", // hi (Devanagari)
		"latest", "newest", // en
		"최신",                                     // ko
		"最新",                                     // ja
		"最新",                                     // zh
		"último", "últimos", "última", "últimas", // es
		"neueste*", "neuest*", "letzte*", // de
		"dernier", "dernière", "derniers", "dernières", // fr
		"último", "últimos", "última", "últimas", // pt
		"ultimo", "ultima", "ultimi", "ultime", // it
	}},
	{Canon: "new", Forms: []string{
		"new", "newly", // en
		"새로운", "신규", "새로", // ko
		"新しい", "新規", "新着", // ja
		"新的",                                 // zh
		"nuevo", "nuevos", "nueva", "nuevas", // es
		"neu", "neue", "neuen", "neuer", "neues", // de
		"nouveau", "nouvelle", "nouveaux", "nouvelles", // fr
		"novo", "novos", "nova", "novas", // pt
		"nuovo", "nuova", "nuovi", "nuove", // it
	}},
	{Canon: "recent", Forms: []string{
		"हाल के", "हाल ही", "रीसेंट", // hi (Devanagari)
		"recent*",  // en
		"최근",       // ko
		"最近", "直近", // ja
		"近期",                                     // zh
		"reciente", "recientes", "recientemente", // es
		"kürzlich", "jüngst*", // de
		"récent*", "récemment", // fr
		"recente*",                           // pt
		"recente", "recenti", "recentemente", // it
	}},
	{Canon: "future", Forms: []string{
		"आने वाले", "आने वाला", "आने वाली", "अगले", "अगला", "अगली", "परसों", "रहेगा", "रहेगी", "रहेंगे", "होगी", "होगा", "होंगे", // hi (Devanagari)
		"pasado mañana", "pasado manana", // es: the day after tomorrow (not "pasado", the past)

		"futur*", "upcoming", "will it", "will there", // en
		"kaisa rahega", "kaisi rahegi", "kaisa hoga", "kaisi hogi", "hogi", "hoga", "rahega", "rahegi", "parso", "parson", // hi (Latin): how will it be
		// A time counted from now, and the future tense of "be": "AAPL in a month",
		// "what will its price be".
		"in a week", "in a month", "in a year", "in two weeks", "from now", "will be", "going to be",
		"한달뒤", "한달후", "두달뒤", "두달후", "일주일뒤", "일주일후", "개월뒤", "개월후", "년뒤", "년후", // ko
		"ヶ月後", "か月後", "カ月後", "週間後", "年後", // ja
		"dentro de un", "dentro de una", "dentro de dos", "en un mes", "en una semana", "en un año", "será", "costará", "valdrá", "cotizará", // es
		"in einem monat", "in einer woche", "in einem jahr", "in zwei wochen", "jahresende", "in zwei tagen", "in drei tagen", "in vier tagen", "in fünf tagen", // de
		"미래", "향후", "앞으로", "예정된", "다가오는", "내년", "다음주", "다음달", "다음 주", "다음 달", "모레", // ko
		"글피", "이틀뒤", "이틀후", "사흘뒤", "사흘후", "나흘뒤", "나흘후", "닷새뒤", "닷새후", "엿새뒤", "엿새후", // ko: days from now ("이틀 뒤")
		"日後", "二日後", "三日後", // ja: days from now ("3日後")
		"未来", "今後", "将来", "来週", "来月", "来年", "明後日", "あさって", "週明け", "これから2日", "これから3日", "これから5日", "これから7日", "これから数日", "これから1週間", "これから一週間", // ja: the days from now
		"未來", "将来", "將來", "即将", "即將", "接下来", "接下來", "下周", "下週", "下个月", "下個月", "明年", "下礼拜", "下禮拜", "到时候", "到時候", // zh (到时候: by then)
		"va a", "hará", "lloverá", "nevará", "estará", "próximo*", "próxima*", // es
		"zukunft*", "zukünftig*", "kommende*", "bevorstehend*", "nächste*", "übermorgen", "voraussichtlich", // de
		"à venir", "prochain*", // fr
		// A weekday named without a past word is the coming one ("Regnet es am Samstag?").
		"monday", "tuesday", "wednesday", "thursday", "friday", "saturday", "sunday",
		"월요일", "화요일", "수요일", "목요일", "금요일", "토요일", "일요일",
		"월욜", "화욜", "수욜", "목욜", "금욜", "토욜", "일욜", "담주", "담달", "낼모레", // ko: spoken short forms
		"月曜", "火曜", "水曜", "木曜", "金曜", "土曜", "日曜",
		"lunes", "martes", "miércoles", "jueves", "viernes", "sábado", "domingo",
		"montag", "dienstag", "mittwoch", "donnerstag", "freitag", "samstag", "sonntag",
		"montagabend", "dienstagabend", "mittwochabend", "donnerstagabend", "freitagabend", "samstagabend", "sonntagabend",
		"montagmorgen", "dienstagmorgen", "mittwochmorgen", "donnerstagmorgen", "freitagmorgen", "samstagmorgen", "sonntagmorgen",
		"montagvormittag", "dienstagvormittag", "mittwochvormittag", "donnerstagvormittag", "freitagvormittag", "samstagvormittag", "sonntagvormittag",
		"montagnachmittag", "dienstagnachmittag", "mittwochnachmittag", "donnerstagnachmittag", "freitagnachmittag", "samstagnachmittag", "sonntagnachmittag",
		// The evening to come: "What's the weather tonight", "Wie wird das Wetter heute Abend".
		"tonight", "later today", "heute abend", "heute nacht", "오늘 밤", "오늘밤", "오늘 저녁", "今夜", "今晩",
		"ce soir",
		"lundi", "mardi", "mercredi", "jeudi", "vendredi", "samedi", "dimanche",
		"próximo*", "daqui a", "semana que vem", "mês que vem", "ano que vem", "depois de amanhã", "vai fazer", "vai chover", "vai estar", "vai ser", // pt
		"segunda-feira", "terça-feira", "quarta-feira", "quinta-feira", "sexta-feira", "terça", "quinta", "sexta", // pt ("segunda" and "quarta" are also ordinals)
		"lunedì", "martedì", "mercoledì", "giovedì", "venerdì", "sabato", "domenica", "lunedi", "martedi", "mercoledi", "giovedi", "venerdi", "prox", // it
		"prossimo", "prossima", "prossimi", "prossime", "farà", "sarà", "pioverà", "nevicherà", "nei prossimi", "futuro", "futura", // it
	}},
	{Canon: "past", Forms: []string{
		"pichle", "pichhle", "pichla", "pichhla", // hi (Latin)
		"पिछले", "पिछला", "पिछली", "बीते", // hi (Devanagari)
		"past", "previous", "prior", "last year", "last month", "last week", "last night", "last decade", // en
		"last days", "last weeks", "last months", "last years", // "the last 30 days"
		"last weekend", "last monday", "last tuesday", "last wednesday", "last thursday", "last friday", "last saturday", "last sunday",
		"last january", "last february", "last march", "last april", "last june", "last july", "last august", "last september", "last october", "last november", "last december", "letzten januar", "letzten februar", "letzten märz", "letzten april", "letzten mai", "letzten juni", "letzten juli", "letzten august", "letzten september", "letzten oktober", "letzten november", "letzten dezember", "enero pasado", "febrero pasado", "marzo pasado", "abril pasado", "mayo pasado", "junio pasado", "julio pasado", "agosto pasado", "septiembre pasado", "octubre pasado", "noviembre pasado", "diciembre pasado", // a month gone by
		"과거", "지난", "이전", "작년", "재작년", "어젯밤", "지난주", "지난달", "지난번", "그저께", "그제", "엊그제", // ko
		"過去", "以前", "前回", "去年", "昨年", "先月", "先週", "昨夜", "ここ半年", "ここ1年", "ここ一年", "ここ数ヶ月", "ここ数か月", "この半年", // ja: the last half year, year, months
		"过去", "以前", "之前", "去年", "上个月", "上個月", "上周", "上週", "昨晚", "历年", "歷年", // zh: years gone by
		"近一年", "近半年", "近两年", "近兩年", "近三年", "近五年", "近十年", "近几年", "近幾年", "近一个月", "近一個月", "近三个月", "近三個月", "近六个月", "近六個月", "近几个月", "近幾個月", // zh: the last year, half year, months
		"últimos años", "últimos meses", "últimas semanas", "último año", "último mes", "última semana", "última década", "últimos días", "pasado*", "pasada*", "anterior*", // es
		"ultimos años", "ultimos anos", "ultimos meses", "ultimas semanas", "ultimo año", "ultimo mes", "ultima semana", "ultimos dias", // es typed without accents
		"vergangen*", "frühere*", "vorherige*", "vorige*", "hieß", "hiess", "früher hieß", "letztes jahr", "letzten jahr", "letzte woche", "letzten woche", "letzten monat", "letzten jahrzehnt", "letztes jahrzehnt", // de
		"letzten tage", "letzten tagen", "letzten wochen", "letzten monate", "letzten monaten", "letzten jahre", "letzten jahren",
		"letzte tage", "letzte wochen", "letzte monate", "letzte jahre", // "letzte 6 monate"
		"vorgestern", "gestrig*", "letzte nacht", "letzten nacht", "letzter nacht", "letzter woche", "letzten monats", "letzten jahres", "letzten wochenende", "letzten wochenendes", "vorigen monats", "vorigen jahres", "letzten sommer", "letzten winter", "letzten herbst", "letzten frühling", "vor einem jahr", "vor einer woche", "vor einem monat", "vor zwei tagen", "vor drei tagen", // de
		"anteayer", "hace un año", "hace una semana", "hace un mes", "el verano pasado", "el invierno pasado", // es
		"last summer", "last winter", "last autumn", "last spring", "last fall", "last season", "一昨日", "おととい", // en, ja
		"letztes wochenende", "letzten montag", "letzten dienstag", "letzten mittwoch", "letzten donnerstag", "letzten freitag", "letzten samstag", "letzten sonntag",
		"letztem montag", "letztem dienstag", "letztem mittwoch", "letztem donnerstag", "letztem freitag", "letztem samstag", "letztem sonntag",
		"vergangenen montag", "vergangenen dienstag", "vergangenen mittwoch", "vergangenen donnerstag", "vergangenen freitag", "vergangenen samstag", "vergangenen sonntag",
		"passé", "précédent*", "antérieur*", // fr ("passés" folds to English "passes")
		"semaine dernière", "mois dernier", "année dernière", "an dernier", "dernières années", "derniers mois", "dernières semaines", "derniers jours", // fr: a period gone by
		"faisait-il", "il faisait", "quel temps a-t-il fait", "juillet dernier", "août dernier", "juin dernier", "mai dernier", // fr: the weather it was
		"passado*", "passada", "passadas", "anterior*", // pt
		// Past-tense verbs of a question ask about the past too ("what was AAPL's price",
		// "Welchen Kurs hatte BMW", "어땠어").
		"what was", "what were", "how much was", "how high was", "how low was", // en
		"어땠", "였어", "였나", "였는지", "었어", "었나", "었는지", "았어", "았나", "았는지", // ko
		"でした", "だった", // ja
		"fue", "estuvo", "cotizó", "cotizaba", "valía", "cerró el", "cerró la", "cerró ayer", // es (a bare "cerró" is the last close too: "¿Cómo cerró hoy Inditex?")
		"war", "waren", "hatte", "hatten", "wie stand", "stand die", "stand der", "schloss", "notierte", "gefallen", "geregnet", "geschneit", "gestiegen", "gesunken", // de: a perfect's participle
		"rained", "snowed", "did it rain", "did it snow", // en
		"scorso", "scorsa", "scorsi", "scorse", "passato", "passata", "passati", "passate", "precedente", "precedenti", "faceva", "ha fatto", "c'era", "ha piovuto", "è piovuto", "ha nevicato", // it
	}},
	{Canon: "historical", Forms: []string{
		"हिस्टोरिकल", "ऐतिहासिक", // hi (Devanagari)
		"historic*",   // en
		"역대", "히스토리컬", // ko
		"過去の", "歴史的", "ヒストリカル", // ja
		"历史的", "歷史的", "历史数据", "歷史數據", // zh
		"histórico*",                                 // es
		"historisch*", "historische", "historischen", // de (whole words, which the misspelling corrector knows)
		"historique*",                               // fr
		"histórico*",                                // pt
		"storico", "storica", "storici", "storiche", // it
	}},
	{Canon: "history", Forms: []string{
		"हिस्ट्री", "इतिहास", // hi (Devanagari)
		"history", "histories", "trend", "trends", // en
		// Who changed a record asks for its change history.
		"who changed", "who edited", "who modified", "who updated", "wer bearbeitet", "wer geändert", "wer verändert",
		"quién modificó", "quién cambió", "quién editó", "qui a modifié",
		"이력", "내역", "기록", "히스토리", "추이", // ko
		"履歴", "歴史", "ヒストリー", "推移", "平年", "例年", // ja: a normal year is the past's average
		"历史", "歷史", "记录", "記錄", "履历", "履歷", "走势", "走勢", // zh
		"evolucionado", "evolucionó", "serie de precios", "series de precios", "historial*", "historia", "historias", "evolución", "se movió", "se ha movido", // es
		"verlauf*", "jahresverlauf*", "monatsverlauf*", "wochenverlauf*", "historie*", "geschichte*", "kursreihe*", "kurszeitreihe*", "chartdaten", "ohlc", "entwicklung", "entwicklungen", "entwickelt", "entwickelte", "entwickelten", "sich bewegt", // de ("Entwicklungsteam" is a team)
		"historique*", "histoire*", "évolution", // fr
		"histórico*", "história", "histórias", "evolução", "se comportou", "se movimentou", // pt
		"serie storica", "andamento", "cronologia", "storia", "quotazioni giornaliere", "prezzi giornalieri", // it
	}},
	{Canon: "calendar", Forms: []string{
		"कैलेंडर", "कैलेण्डर", // hi (Devanagari)
		"calendar*", "my cal", "my diary", "the diary", // en (a British diary)
		"캘린더", "달력", // ko
		"カレンダー",                  // ja
		"日历", "日曆", "行事历", "行事曆", // zh
		"calendario*",             // es
		"kalender*",               // de
		"calendrier*",             // fr
		"calendário*",             // pt
		"calendario", "calendari", // it
	}},
	{Canon: "event", Forms: []string{
		"इवेंट", "इवेंट्स", "कार्यक्रम", // hi (Devanagari)
		"event*",                                                                                                        // en
		"focus time", "focus block", "fokuszeit", "fokusblock", "fokusarbeit", "tiempo de enfoque", "bloque de enfoque", // time held for focused work
		"ansteht", "anstehen", // de: what is coming up ("anstehende Zahlungen" are payments)
		"commitments do i have", "calls do i have", "get-together", // en: one's commitments and calls, a gathering
		"slot with me", "slot with you", "slot with us", "slot with them", // en: a slot of time held with someone
		"이벤트", "행사", // ko
		"イベント", "行事", // ja
		"活动", "活動", "事件", // zh
		"evento*",                     // es
		"ereignis*", "veranstaltung*", // de
		"événement*", "évènement*", // fr
		"evento*",          // pt
		"evento", "eventi", // it
	}},
	{Canon: "meeting", Forms: []string{
		"मीटिंग", "मीटिंग्स", "बैठक", // hi (Devanagari)
		"call with", "a call", "1:1 with", "sync with", // a call or a one-on-one with someone
		"meeting*", "mtg", "mtgs", // en (chat shorthand)
		"1on1", "1:1 mit", "1:1 con", "1:1 avec", // a one-on-one
		"retro", "retrospective", "one-on-one", "kickoff", "kick-off", "huddle", "all-hands", "design review", "budget review", "sprint review", "quarterly review", "project review", "strategy review", // en: kinds of team meeting
		"동창모임", "모임 등록", "모임 일정", // ko: a gathering
		"報告会", "説明会", "勉強会", "懇親会", "送別会", "歓迎会", // ja: a briefing, a study session, a farewell …
		"회의", "미팅", "스탠드업", "디자인 리뷰", "디자인리뷰", "예산 리뷰", "예산리뷰", // ko
		"会議", "ミーティング", "打ち合わせ", "朝会", "朝礼", "定例会", "面接", "面談", "デザインレビュー", "予算レビュー", // ja
		"会议", "會議", // zh
		"评审会", "評審會", "开会", "開會", "有会吗", "有會嗎", "站会", "站會", "例会", "例會", "周会", "週會", "点的会", "點的會", "几个会", "幾個會", "电话会", "電話會", // zh: a review, a stand-up, a meeting at an hour
		"有啥会", "有啥會", "还有会", "還有會", "哪些会", "哪些會", "有什么会", "有什麼會", // zh: any meetings, which meetings
		"约个会", "約個會", "建个会", "建個會", "订个会", "訂個會", "组会", "組會", "拉个会", "拉個會", "晨会", "晨會", "早会", "早會", // zh: a meeting booked, set up, a morning meeting
		"reunión*", "junta de equipo", "junta semanal", "una junta", // es (Mexican "junta": a meeting)
		"besprechung*", "sitzung*", "meeting*", "call mit", "jour fixe", // de: the borrowed call, a standing meeting
		"réunion*", "point hebdo", "point trimestriel", "point mensuel", "point d'équipe", "point avec", // fr (a point: a short meeting)
		"reunião", "reuniões", // pt
		"riunione", "riunioni", "incontro", "incontri", "una call", "delle call", "la call", // it
	}, Also: []string{"event"}},
	{Canon: "appointment", Forms: []string{
		"अपॉइंटमेंट", "अपॉइंटमेंट्स", "अपॉइन्टमेंट", // hi (Devanagari)
		"appointment*", "appt", "appts", // en
		"약속", "면담", "진료예약", // ko
		"アポイント", "面会", "診察予約", // ja
		"约会", "約會", "门诊预约", "門診預約", "面谈", "面談", // zh
		"cita", "citas", // es
		"termin", "termine", "terminen", "termins", // de
		"rendez-vous", "rdv", // fr
		"compromisso*", "agendamento*", // pt
		"appuntamento", "appuntamenti", "impegno", "impegni", // it
	}},
	{Canon: "schedule", Forms: []string{
		"शेड्यूल", "एजेंडा", "शेड्यूल में", // hi (Devanagari)
		"schedule", "schedules", "timetable*", "agenda", "docket", "what have i got on", "what've i got on", // en
		"일정", "스케줄", "시간표", "잡혀 있", "잡혀있", "잡힌", // ko: what is booked
		"予定", "よてい", "スケジュール", "日程", "時刻表", // ja (よてい as typed in haste)
		"日程", "时间表", "時間表", "行程", "有什么安排", "有什麼安排", "有没有安排", "有沒有安排", "的安排", "约了哪些", "約了哪些", "排了什么", "排了什麼", "排了哪些", // zh: what is arranged, booked
		"horario*", "agenda", "cronograma*", "agendado", "agendada", "agendados", "agendadas", "tengo programado", "tengo programada", "tenemos programado", // es: what is scheduled
		"zeitplan*", "terminplan*", "fahrplan*", "agenda", "geplant", // de
		"horaire*", "planning", "agenda", "emploi du temps", "quoi de prévu", "de prévu", "au programme", // fr: what is planned
		"horário*", "agenda", "cronograma*", // pt
		"agenda", "orario", "orari", "fissato", "fissata", "fissati", "fissate", "in programma", "programmato", "programmata", "in calendario", // it
	}},
	{Canon: "reminder", Forms: []string{
		"रिमाइंडर",     // hi (Devanagari)
		"reminder*",    // en
		"리마인더", "미리알림", // ko
		"リマインダー", "リマインド", // ja
		"提醒",            // zh
		"recordatorio*", // es
		"erinnerung*",   // de
		"rappel*",       // fr
		"lembrete*",     // pt
		"promemoria",    // it
	}},
	{Canon: "holiday", Forms: []string{
		"holiday*",                          // en
		"공휴일", "휴일", "명절", "연휴", "추석", "설날", // ko
		"祝日", "休日", "祭日", "連休", "お盆", // ja
		"节假日", "節假日", "节日", "節日", "假日", // zh
		"festivo*", "feriado*", // es
		"feiertag*",            // de
		"jour férié", "férié*", // fr
		"feriado*", // pt
	}},
	{Canon: "vacation", Forms: []string{
		"vacation*", "pto", // en
		"휴가", "연차", "휴직", // ko
		"休暇", "有給", "有休", // ja
		"休假", "请假", "請假", "假期", // zh
		"vacaciones",         // es
		"urlaub*",            // de
		"congé*", "vacances", // fr
		"férias", "licença", // pt
		"ferie", "vacanza", "vacanze", // it
	}},

	// Finance and markets. "shares" is here (stock), not a form of the share operation.
	{Canon: "price", Forms: []string{
		"kitne pe", "kitne par", "bhav", "bhaav", // hi (Latin)
		"कीमत", "क़ीमत", "दाम", "भाव", "प्राइस", "मूल्य", "शेयर प्राइस", // hi (Devanagari)
		"a cuánto cotiza", "a cuanto cotiza", // es: what it trades at

		"price*", "share price", "share prices", "cost", "costs", "fee", "fees", "daily close", "daily closes", "previous close", "close price", "it going for", "is it trading at", // en: a closing price; what it sells at
		"가격", "주가", "오늘 종가", "오늘의 종가", "금일 종가", "오늘 종가는", "비용", "시가", "현재가", "시세", "판매가", "체결가", "프라이스", // ko
		"공급가", "도매가", "납품가", // ko: a product's prices
		"価格", "値段", "株価", "今日の終値", "本日の終値", "きょうの終値", "プライス", "料金", "費用", "いくら", "現在値", "相場", "何ドル", // ja
		"定価", "卸価格", "小売価格", // ja: a product's prices
		"价格", "價格", "股价", "股價", "费用", "費用", "价钱", "價錢", "价位", "價位", // zh
		"现价", "現價", "什么价", "什麼價", "报多少", "報多少", "现在多少钱", "現在多少錢", "盘前", "盤前", "最新价", "最新價", // zh: the price now, what it is quoted at, before the open, the latest
		"啥价", "啥價", "多少钱一股", "多少錢一股", "成交价", "成交價", "涨到多少", "漲到多少", "跌到多少", // zh: what price, how much a share, the last trade, risen or fallen to
		"今天收盘", "今天收盤", "今日收盘", "今日收盤", "收盘多少", "收盤多少", // zh: today's close, what it closed at
		"precio*", "costo", "costos", "coste", "costes", "cuánto vale", "cuanto vale", "a cuánto se vende", "a cuanto se vende", // es
		"verkaufspreis*", "listenpreis*", "was kostet", "wie notiert", "wo notiert", "bei wie viel", "bei wieviel", // de
		"preis*", "kosten", "gebühr*", "kurs", "kurse", "kursen", "kurswert*", "kursstand", "kursstände*", "kursständen", "kursreihe*", "kurszeitreihe*", "chartdaten", "aktienkurs*", "börsenkurs*", "schlusskurs*", "tagesschlusskurs*", "echtzeitkurs*", // de
		"prix", "coût", "coûts", "tarif*", // fr
		"était le cours", "est le cours", "historique des cours", "cours historiques", "à combien cote", "combien cote", "à combien se négocie", "combien se négocie", "à combien s'échange", "a clôturé", "ont clôturé", "combien vaut", // fr: a share's price, what it trades at, how it closed
		"preço*", "custo", "custos", // pt
		"prezzo", "prezzi", "costo", "costi", "quanto costa", "quanto vale", "a quanto sta", "quanto sta", "a quanto scambia", "a quanto quota", "quanto quota", // it
	}},
	// "stock" is both a company's shares and a warehouse's goods; only the words that
	// are as ambiguous name it. A word that means one of the two names "market" (shares)
	// or "inventory" (goods), so that a German "Aktie" never reaches a warehouse.
	{Canon: "stock", Forms: []string{
		"स्टॉक",           // hi (Devanagari)
		"stock", "stocks", // en, fr
	}},
	{Canon: "quote", Forms: []string{
		"क्वोट", "क्वोटेशन", // hi (Devanagari)
		"quote", "quotes", "quotation*", // en
		"시세", "호가", "견적", "스톡 쿼트", "프라이스 쿼트", "쿼트 조회", "쿼트 알려", // ko ("스쿼트" is a squat)
		"気配値", "見積", "相場", "クォート", "クオート", // ja
		"报价", "報價", "行情", "牌价", "牌價", // zh
		"cotización*", "cotiza", "cotizar", // es
		"notierung*", "angebot*", // de
		"cotation*", "devis", "cours de l'action", "cours actuel", "cours de bourse", "cours de clôture", "cours du titre", // fr: a share's price
		"cotação", "cotações", // pt
		"quotazione", "quotazioni", // it
	}},
	// Words that name a share and never a warehouse's stock also name its market, which
	// "stock" alone does not: "wie hat sich die Tesla-Aktie entwickelt" is about prices.
	{Canon: "market", Forms: []string{
		"शेयर", "शेयरों", "शेयर्स", "शेयर बाजार", "शेयर बाज़ार", "शेयर मार्केट", "स्टॉक मार्केट", // hi (Devanagari)
		"market", "markets", "shares", "equity", "equities", // en
		"주식", "종목", // ko
		"株式", "銘柄", // ja
		"股票", "股份", "个股", "個股", // zh
		"acciones",      // es
		"aktie*",        // de
		"ação", "ações", // pt
		"시장", "증시", "마켓", // ko
		"市場", "マーケット", // ja
		"市场", "股市", "大盘", "大盤", // zh
		"mercado*", "bolsa", // es
		"markt", "märkte", "börse*", // de
		"marché", "marchés", "bourse", "l'action", "une action", "cette action", // fr
		"mercado*", "bolsa", // pt
		"in borsa", "borsa di milano", "borsa italiana", "mercato", "mercati", "piazza affari", "azione", "azioni", // it
	}},
	{Canon: "ticker", Forms: []string{
		"टिकर",               // hi (Devanagari)
		"ticker*", "symbol*", // en
		"日経平均", "nikkei", "s&p 500", "dow jones", "nasdaq", "ibex 35", "코스피", "코스닥", // a market index is quoted like a ticker
		"티커", "심볼", "종목코드", // ko
		"ティッカー", "シンボル", "銘柄コード", // ja
		"股票代码", "股票代碼", "代号", "代號", // zh
		"símbolo*",                // es
		"tickersymbol*", "kürzel", // de
		"symbole*", "mnémonique", // fr
		"símbolo*", "ticker", // pt
	}},
	{Canon: "trading", Forms: []string{
		"trading", "trade", "trades", // en
		"거래", "매매", "트레이딩", // ko
		"取引", "売買", "トレード", // ja
		"交易", "买卖", "買賣", // zh
		"negociación",               // es
		"handel",                    // de
		"négociation*",              // fr
		"negociação", "negociações", // pt
		"negoziazione", "contrattazioni", // it
	}},
	{Canon: "portfolio", Forms: []string{
		"portfolio*", "holdings", "my shares", "does voo hold", "stocks does", "fund hold", "etf hold", // en: what a fund holds
		"포트폴리오", "보유종목", "보유자산", "보유주식", // ko
		"ポートフォリオ", "保有銘柄", "保有資産", "保有株", // ja
		"投资组合", "投資組合", "持仓", "持倉", "持股", // zh
		"cartera*", "portafolio*", // es
		"depot*", "welche aktien hält", "welche aktien halten", // de: the shares someone holds
		"portefeuille*", // fr
		"carteira*",     // pt
	}},
	{Canon: "position", Forms: []string{
		"position*",   // en
		"포지션", "보유수량", // ko
		"ポジション", "建玉", // ja
		"仓位", "倉位", "头寸", "頭寸", // zh
		"posición", "posiciones", // es
		"posição", "posições", // pt
	}},
	{Canon: "dividend", Forms: []string{
		"डिविडेंड", "लाभांश", // hi (Devanagari)
		"dividend*",        // en
		"배당", "배당금", "배당률", // ko
		"配当",                   // ja
		"股息", "分红", "分紅", "股利", // zh
	}},
	{Canon: "exchange rate", Forms: []string{
		"विनिमय दर", "एक्सचेंज रेट", "रुपये में", "डॉलर में", // hi (Devanagari)
		"exchange rate", "exchange rates", "fx", "forex", "usd/jpy", "eur/usd", "gbp/usd", "usd/krw", "eur/jpy", "usdjpy", "eurusd", "gbp/jpy", "gbp/eur", "eur/gbp", "usd/eur", "eur/chf", "usd/cad", "aud/usd", "usd/chf", "usd/cny", // en
		"gegenüber dem dollar", "gegenüber dem euro", "frente al dólar", "frente al euro", "against the dollar", "against the euro", // a currency against another
		"환율",                // ko
		"為替", "為替レート", "両替", // ja (両替: money changed)
		"汇率", "匯率", // zh
		"tipo de cambio", "tasa de cambio", // es
		"euro in dollari", "dollari in euro", "euro in sterline", "euro in franchi", "euro in yen", // it: a currency in another
		"wechselkurs*", "devisenkurs*", // de
		"taux de change", "cours du dollar", "cours de l'euro", "cours de la livre", // fr
		"cotação do dólar", "cotação do euro", "valor do dólar", "cotización del dólar", "cotización del euro", // pt, es: a currency's price
		"euro em reais", "dólar em reais", "euro zum us-dollar", "euro zum dollar", "dollar zum euro", "euro contre le dollar", "ドル円", "ユーロ円", "ユーロドル", "円相場", // a currency in or to another
		"taxa de câmbio",                                        // pt (bare "câmbio" folds to Spanish "cambio", a change)
		"tasso di cambio", "cambio euro", "cambio euro-dollaro", // it
	}},
	{Canon: "currency", Forms: []string{
		"यूरो", "रुपये", "रुपया", "डॉलर", // hi (Devanagari)
		"currency", "currencies", // en
		"통화", "화폐", "외화", // ko
		"通貨", "外貨", // ja
		"货币", "貨幣", "币种", "幣種", "外汇", "外匯", // zh
		"moneda", "monedas", "divisa*", // es
		"währung*", "devise*", // de
		"monnaie*",          // fr
		"moeda*", "divisa*", // pt
		"valuta", "valute", // it
	}},
	{Canon: "crypto", Forms: []string{
		"क्रिप्टो", "बिटकॉइन", // hi (Devanagari)
		"crypto*", "bitcoin", "btc", "ethereum", // en
		"암호화폐", "가상화폐", "가상자산", "비트코인", "코인", // ko
		"暗号資産", "仮想通貨", "暗号通貨", "ビットコイン", // ja
		"加密货币", "加密貨幣", "虚拟货币", "虛擬貨幣", "比特币", "比特幣", // zh
		"cripto*", // es
		"krypto*", // de
		"cripto*", // pt
	}},
	{Canon: "index", Forms: []string{
		"index", "indexes", "indices", // en
		"지수", "인덱스", // ko
		"指数", "インデックス", // ja
		"指数", "指數", // zh
		"índice*", // es
		"indizes", // de
		"índice*", // pt
	}},
	{Canon: "volume", Forms: []string{
		"volume", "volumes", // en
		"거래량", "볼륨", // ko
		"出来高", "取引量", "ボリューム", // ja
		"成交量", "交易量", // zh
		"volumen*",       // es
		"handelsvolumen", // de
		"volume*",        // fr
		"volume*",        // pt
	}},
	{Canon: "revenue", Forms: []string{
		"revenue*", "income", "sales", "earnings", // en
		"매출", "수익", "실적", "수입", // ko
		"売上", "収益", "業績", "収入", // ja
		"收入", "营收", "營收", "营业额", "營業額", "销售额", "銷售額", "盈利", "利润", // zh
		"利潤",
		"ingresos", "ventas", "ganancias", // es
		"umsatz*", "umsätze", "erlös*", "einnahmen", "gewinn*", // de
		"chiffre d'affaires", "revenus", "ventes", "bénéfice*", // fr
		"faturamento", "vendas", "lucro*", // pt
	}},
	{Canon: "budget", Forms: []string{
		"budget*",  // en
		"예산",       // ko
		"予算",       // ja
		"预算", "預算", // zh
		"presupuesto*", // es
		"orçamento*",   // pt
	}},
	{Canon: "expense", Forms: []string{
		"expense*", "spending", // en
		"지출", "경비", // ko
		"経費", "支出", // ja
		"支出", "开支", "開支", // zh
		"gasto*",             // es
		"ausgabe*",           // de
		"dépense*",           // fr
		"despesa*", "gasto*", // pt
	}},
	{Canon: "tax", Forms: []string{
		"tax", "taxes", "taxed", "capital gains", // en
		"세금", "세율", "세액", "양도세", "양도소득세", // ko
		"税金", "税率", "消費税", "税額", "売却益", "譲渡益", "課税", // ja
		"税费", "稅費", "税率", "稅率", "税收", "稅收", "税款", "稅款", // zh
		"impuesto*", "ganancia patrimonial", "ganancias patrimoniales", // es
		"steuer*",         // de
		"impôt*", "taxe*", // fr
		"imposto*", // pt
	}},
	{Canon: "discount", Forms: []string{
		"discount*", "coupon*", "promo", // en
		"할인", "쿠폰", // ko
		"割引", "クーポン", // ja
		"折扣", "优惠", "優惠", // zh
		"descuento*", "cupón", "cupones", // es
		"rabatt*", "gutschein*", // de
		"remise*", "réduction*", // fr
		"desconto*", "cupom", "cupons", // pt
	}},
	{Canon: "transaction", Forms: []string{
		"transaction*", // en
		"거래내역", "트랜잭션", // ko
		"取引履歴", "トランザクション", // ja
		"交易记录", "交易記錄", "流水", // zh
		"transacción", "transacciones", "movimiento*", // es
		"transaktion*",                            // de
		"transação", "transações", "movimentação", // pt
	}},
	{Canon: "balance", Forms: []string{
		"balance*",        // en
		"잔액", "잔고", "밸런스", // ko
		"残高", "残額", // ja
		"余额", "餘額", "结余", "結餘", // zh
		"saldo*",                  // es
		"kontostand*", "guthaben", // de
		"solde*", // fr
		"saldo*", // pt
	}},
	{Canon: "transfer", Forms: []string{
		"transfer", "transfers", // en
		"이체", "송금", "계좌이체", // ko
		"振込", "振り込み", "送金", "振替", // ja
		"转账", "轉帳", "轉賬", "汇款", "匯款", // zh
		"transferencia*",          // es
		"überweisung*",            // de
		"virement*", "transfert*", // fr
		"transferência*", // pt
	}},
	{Canon: "loan", Forms: []string{
		"loan*", "mortgage*", // en
		"대출", "융자", "모기지", // ko
		"ローン", "融資", "借入", // ja
		"贷款", "貸款", "借款", // zh
		"préstamo*", "hipoteca*", // es
		"kredit*", "darlehen", "hypothek*", // de
		"prêt", "prêts", "emprunt*", // fr
		"empréstimo*", "financiamento*", "hipoteca*", // pt
	}},
	{Canon: "payment", Forms: []string{
		"payment*",                       // en
		"결제", "지불", "납부", "결제내역", "결제수단", // ko
		"支払い", "支払", "決済", "入金", // ja
		"付款", "支付", "缴费", "繳費", // zh
		"pago", "pagos", // es
		"zahlung*", "bezahlung*", // de
		"paiement*", "versement*", // fr
		"pagamento*", // pt
	}},
	{Canon: "invoice", Forms: []string{
		"invoice*", "bill", "bills", "billing", // en
		"인보이스", "청구서", "송장", "계산서", "청구", // ko
		"請求書", "インボイス", "請求", // ja
		"发票", "發票", "账单", "帳單", "賬單", // zh
		"factura*",               // es
		"rechnung*",              // de
		"facture*",               // fr
		"fatura*", "nota fiscal", // pt
	}},
	{Canon: "account", Forms: []string{
		"अकाउंट", "खाता", "खाते", // hi (Devanagari)
		"account", "accounts", "acct", "accts", // en
		"계정", "계좌", // ko
		"アカウント", "口座", // ja
		"账户", "賬戶", "帐户", "帳戶", "账号", "帳號", "賬號", // zh
		"cuenta", "cuentas", // es
		"konto", "konten", "kontos", // de
		"compte", "comptes", // fr
		"conta", "contas", // pt
		"account", // it
	}},

	// Commerce, inventory and logistics.
	{Canon: "product", Forms: []string{
		"product", "products", // en
		"상품", "제품", "프로덕트", // ko
		"商品", "製品", "プロダクト", // ja
		"产品", "產品", "商品", // zh
		"producto", "productos", // es
		"produkt", "produkte", "produkten", // de
		"produit", "produits", // fr
		"produto", "produtos", // pt
		"prodotto", "prodotti", // it
	}},
	{Canon: "item", Forms: []string{
		"आइटम", "आइटम्स", // hi (Devanagari)
		"item", "items", // en
		"아이템", "항목", "품목", // ko
		"アイテム", "項目", "品目", // ja
		"物品", "条目", "條目", // zh
		"ítem", "ítems", // es
		"posten", "eintrag", "einträge", // de
		"itens", // pt
	}},
	{Canon: "order", Forms: []string{
		"order", "orders", // en
		"주문",                     // ko
		"注文", "オーダー", "発注", "受注", // ja
		"订单", "訂單", // zh
		"pedido*", "orden", "órdenes", // es
		"bestellung*", "auftrag", "aufträge", // de
		"commande*",             // fr
		"pedido*", "encomenda*", // pt
		"ordine", "ordini", // it
	}},
	{Canon: "inventory", Forms: []string{
		"इन्वेंटरी", "इन्वेंट्री", "इनवेंटरी", "भंडार", "आइटम्स का स्टॉक", "आइटम का स्टॉक", "स्टॉक में कितने", "स्टॉक में है", // hi (Devanagari)
		"ざいこ",                      // ja in kana
		"inventory", "inventories", // en
		"units left of", "on-hand quantity", "quantity on hand", "on-hand count", "on hand count", // en: still left (how many are left in a warehouse: ReadNotation), what is on hand
		"on-hand figure", "are we out of", // en: what is on hand, run out
		"재고", "인벤토리", "재고량", "입고", "출고", "품절", // ko: stock, goods received and shipped, sold out
		"창고에 몇 개", "창고에 몇개", "남은 수량", "몇 개 남았", "몇개 남았", "몇 대 남았", "몇대 남았", // ko: how many in the warehouse, left
		"在庫", "現在庫", "ざいこ", "棚卸", "入荷", "出荷", "入庫", "出庫", "品切れ", // ja
		"sold out", "sold-out", // en: none left in stock (no sales figure)
		"库存", "庫存", "存货", "存貨", "出库", "入库", "盘点", "盤點", "还剩几箱", "還剩幾箱", "还剩几件", "還剩幾件", "还剩几台", "還剩幾台", "还剩几盒", "還剩幾盒", "还剩几包", "還剩幾包", // zh: stock, goods shipped out and booked in, a stock-take, how many boxes, pieces, sets or packs left (not days)
		"现货", "現貨", "缺货", "缺貨", "有货吗", "有貨嗎", "有货没", "有貨沒", "还剩多少", "還剩多少", "剩多少件", "剩几个", "剩幾個", // zh: on the shelf, out of it, left
		"inventario*", "existencias", "existencia de", "agotado", "agotados", "agotada", "agotadas", "sin stock", // es: out of stock
		"inventar", "inventur", "lagerbestand*", "lagerstand*", "lagermenge*", "warenbestand*", "warenlager*", "bestand", "bestände", "vorrätig", "auf lager", "an lager", "am lager", "lagernd", "noch was da", // de: in stock (an Lager: Swiss, lagernd: Austrian)
		"まだ残って", "残ってる", "在庫ある", "残数", "残り数", // ja: still left, the count left
		"inventaire*", "stock", // fr
		"inventário*", "estoque*", "esgotado", "esgotados", "esgotada", "esgotadas", "saldo do sku", "saldo de estoque", "saldo em estoque", // pt: out of stock, the stock balance
		"inventario", "giacenza", "giacenze", "scorte", "scorta", "disponibilità in magazzino", "disponibilita in magazzino", "disponibilità a magazzino", "disponibilita a magazzino", "disponibile a magazzino", "disponibile in magazzino", "disponibili in magazzino", "disponibili a magazzino", "ancora in magazzino", "abbiamo in magazzino", "disponibile in deposito", "disponibili in deposito", // it
	}},
	{Canon: "warehouse", Forms: []string{
		"गोदाम", "वेयरहाउस", // hi (Devanagari)
		"warehouse*", "warehouse location", // en
		"창고", "물류센터", "창고 위치", // ko
		"倉庫", "物流センター", "倉庫の場所", // ja
		"仓库", "倉庫", // zh
		"almacén", "almacenes", // es
		"lager", "lagerhaus*", "warenlager", // de
		"entrepôt*",           // fr
		"armazém", "armazéns", // pt
		"magazzino", "magazzini", "deposito", // it
	}},
	{Canon: "quantity", Forms: []string{
		"मात्रा", "कितने पीस", "कितनी यूनिट", "क्वांटिटी", "क्वान्टिटी", // hi (Devanagari)
		"quantity", "quantities", "qty", // en
		"수량", "개수", // ko
		"数量", "個数", // ja
		"数量", "數量", // zh
		"cantidad*", "conteo", // es
		"menge*", "anzahl", "stückzahl*", // de
		"quantité*",   // fr
		"quantidade*", // pt
		"quantità",    // it
	}},
	{Canon: "count", Forms: []string{
		"count", "counts", // en
		"건수", "횟수", "카운트", // ko
		"件数", "回数", // ja
		"数目", "數目", "次数", "次數", "计数", "計數", // zh
		"conteo", "recuento", // es
		"zählung",              // de
		"décompte", "comptage", // fr
		"contagem",                  // pt
		"conteggio", "conta fisica", // it
	}},
	{Canon: "sku", Forms: []string{
		"एसकेयू",      // hi (Devanagari)
		"sku", "skus", // en
		"품번", "상품코드", "품목코드", // ko
		"品番", "商品コード", // ja
		"货号", "貨號", "商品编码", "商品編碼", // zh
		"artikelnummer*", // de
	}},
	{Canon: "shipment", Forms: []string{
		"shipment*", "shipping", // en
		"배송", "출하", "선적", // ko
		"出荷", "配送", "発送", // ja
		"发货", "發貨", "货运", "貨運", "物流", // zh
		"envío", "envíos", // es
		"versand", "sendung*", // de
		"expédition*", "envoi", "envois", // fr
		"envio", "envios", "remessa*", // pt
		"spedizione", "spedizioni", // it
		"frais de port", "frais d'envoi", "frais de livraison", "frete", // fr, pt: shipping costs
	}},
	// Where a shipment is: a carrier's tracking number or status, which no warehouse
	// stock record holds.
	{Canon: "tracking number", Forms: []string{
		"tracking number", "tracking numbers", "tracking no", "tracking code", "tracking id", "tracking info", "tracking link",
		"shipment tracking", "track my shipment", "track my package", "track my order", // en
		"송장번호", "송장 번호", "운송장", "배송조회", "배송 조회", "배송추적", "배송 추적", // ko
		"追跡番号", "伝票番号", "配送状況", "配送追跡", "荷物の追跡", "出荷状況", "発送状況", "出荷ステータス", "発送ステータス", // ja
		"运单号", "運單號", "快递单号", "快遞單號", "物流信息", // zh
		"número de seguimiento", "num de seguimiento", "numero de seguimiento", "código de seguimiento", "seguimiento del envío", // es
		"sendungsnummer", "sendungsverfolgung", "trackingnummer", "tracking-nummer", "paketverfolgung", // de
		"numéro de suivi", "suivi de colis", // fr
		"código de rastreamento", "rastreamento", // pt
		"tracking della spedizione", "numero di tracciamento", "tracciamento", "codice di tracking", "a che punto è la spedizione", // it
	}},
	{Canon: "delivery", Forms: []string{
		"delivery", "deliveries", "deliver", "shipment", "shipments", // en
		"배달", "택배", "납품", // ko
		"配達", "宅配", "納品", // ja
		"配送", "送货", "送貨", "快递", "快遞", "外卖", "外賣", // zh
		"entrega*",                  // es
		"lieferung*", "zustellung*", // de
		"livraison*", // fr
		"entrega*",   // pt
	}},
	{Canon: "customer", Forms: []string{
		"customer*", "client*", // en
		"고객", "손님", "클라이언트", // ko
		"顧客", "お客様", "カスタマー", "クライアント", // ja
		"客户", "客戶", "顾客", "顧客", // zh
		"cliente*", // es
		"kunde*",   // de
		"cliente*", // pt
	}},
	{Canon: "discount code", Forms: []string{
		"promo code", "coupon code", "voucher*", // en
		"할인코드", "쿠폰코드", "프로모션코드", // ko
		"クーポンコード", "プロモーションコード", // ja
		"优惠码", "優惠碼", "折扣码", "折扣碼", // zh
		"código de descuento", "código promocional", // es
		"rabattcode*", "gutscheincode*", // de
		"code promo",                               // fr
		"código de desconto", "código promocional", // pt
	}},
	{Canon: "review", Forms: []string{
		"review", "reviews", "rating", "ratings", // en
		"리뷰", "후기", "평점", "평가", // ko
		"レビュー", "口コミ", "評価", "評判", // ja
		"评价", "評價", "评分", "評分", "点评", "點評", // zh
		"reseña*", "opinión", "opiniones", "valoración*", "puntuación", "qué nota", // es
		"bewertung*", "rezension*", "kundenbewertung*", // de
		"avis", "critique*", // fr
		"avaliação", "avaliações", "resenha*", // pt
	}},
	{Canon: "restaurant", Forms: []string{
		"restaurant*",             // en
		"식당", "레스토랑", "맛집", "음식점", // ko
		"レストラン", "飲食店", "居酒屋", "焼肉屋", "ラーメン屋", "カフェ", // ja
		"餐厅", "餐廳", "饭店", "飯店", "餐馆", "餐館", // zh
		"restaurante*",             // es
		"gaststätte*",              // de
		"restaurante*",             // pt
		"ristorante", "ristoranti", // it
	}},
	{Canon: "recipe", Forms: []string{
		"रेसिपी", "नुस्खा", "सूप", // hi (Devanagari)
		"recipe*",           // en
		"레시피", "요리법", "조리법", // ko
		"レシピ", "作り方", // ja
		"食谱", "食譜", "菜谱", "菜譜", "做法", // zh
		"receta*",            // es
		"rezept*",            // de
		"recette*",           // fr
		"receita*",           // pt
		"ricetta", "ricette", // it
	}},

	// Travel and places.
	{Canon: "hotel", Forms: []string{
		"होटल",                                // hi (Devanagari)
		"hotel*", "lodging", "accommodation*", // en
		"호텔", "숙소", "숙박", // ko
		"ホテル", "宿泊", "旅館", // ja
		"酒店", "宾馆", "賓館", "旅馆", "住宿", // zh
		"alojamiento*",           // es
		"unterkunft*",            // de
		"hôtel*", "hébergement*", // fr
		"hotéis", "hospedagem", // pt
	}},
	{Canon: "flight", Forms: []string{
		"फ्लाइट", "उड़ान", "हवाई टिकट", // hi (Devanagari)
		"flight*", "airline*", // en
		"항공편", "비행편", "항공권", "비행기", // ko
		"航空便", "フライト", "航空券", "飛行機", // ja
		"航班", "班机", "班機", "机票", "機票", "飞机", "飛機", // zh
		"vuelo*",                               // es
		"flug", "flüge", "fluges", "flugzeug*", // de
		"vol", "vols", // fr
		"voo", "voos", "vôo", // pt
		"volo", "voli", // it
	}},
	{Canon: "booking", Forms: []string{
		"booking*", "reservation*", // en
		"예약", "예매", // ko
		"予約",                               // ja
		"预订", "預訂", "预约", "預約", "订房", "訂房", // zh
		"reserva", "reservas", "reservación*", // es
		"buchung*", "reservierung*", // de
		"réservation*",        // fr
		"reserva", "reservas", // pt
	}},
	{Canon: "airport", Forms: []string{
		"airport*", // en
		"공항",       // ko
		"空港",       // ja
		"机场", "機場", // zh
		"aeropuerto*",            // es
		"flughafen", "flughäfen", // de
		"aéroport*",  // fr
		"aeroporto*", // pt
	}},
	{Canon: "train", Forms: []string{
		"ट्रेन", "रेल टिकट", // hi (Devanagari)
		"train", "trains", "railway*", "rail", // en
		"기차", "열차", "철도", // ko
		"電車", "列車", "鉄道", // ja
		"火车", "火車", "列车", "高铁", "高鐵", "铁路", "鐵路", // zh
		"tren", "trenes", // es
		"zug", "züge", "bahn", // de
		"train", "trains", // fr
		"trem", "trens", "comboio*", // pt
		"treno", "treni", // it
	}},
	{Canon: "traffic", Forms: []string{
		"traffic",         // en
		"교통", "교통량", "정체", // ko
		"交通", "渋滞", // ja
		"路况", "路況", "拥堵", "擁堵", // zh
		"tráfico",          // es
		"verkehr*", "stau", // de
		"trafic", "circulation", // fr
		"trânsito", "tráfego", // pt
	}},
	{Canon: "location", Forms: []string{
		"location*", "place", "places", // en
		"위치", "장소", // ko
		"場所", "位置", "所在地", "ロケーション", // ja
		"地点", "地點", // zh
		"ubicación*", "lugar*", "localización", // es
		"standort*", "ort", "orte", // de
		"emplacement*", "lieu", "lieux", "localisation", // fr
		"localização", "local", "lugar*", // pt
	}},
	{Canon: "map", Forms: []string{
		"map", "maps", // en
		"지도",        // ko
		"地図", "マップ", // ja
		"地图", "地圖", // zh
		"mapa*",                         // es
		"karte", "karten", "landkarte*", // de
		"carte", "cartes", // fr
		"mapa*", // pt
	}},
	{Canon: "route", Forms: []string{
		"route", "routes", "directions", "navigation", // en
		"경로", "길찾기", "루트", "길안내", // ko
		"経路", "ルート", "道順", // ja
		"路线", "路線", "路径", "路徑", "导航", "導航", // zh
		"ruta", "rutas", "indicaciones", // es
		"routen", "wegbeschreibung", // de
		"itinéraire*", "trajet*", // fr
		"rota", "rotas", "trajeto*", // pt
	}},
	{Canon: "distance", Forms: []string{
		"distance*",               // en
		"거리",                      // ko
		"距離",                      // ja
		"距离",                      // zh
		"distancia*",              // es
		"entfernung*", "distanz*", // de
		"distância*", // pt
	}},
	{Canon: "city", Forms: []string{
		"city", "cities", "town", // en
		"도시", "시내", // ko
		"都市", "市内", // ja
		"城市",              // zh
		"ciudad*",         // es
		"stadt", "städte", // de
		"ville", "villes", // fr
		"cidade*", // pt
		"città",   // it
	}},
	{Canon: "country", Forms: []string{
		"country", "countries", "nation", // en
		"국가", "나라", // ko
		"国家", "国名", "各国", // ja
		"國家",             // zh
		"país", "países", // es
		"land", "länder", // de
		"pays",           // fr
		"país", "países", // pt
	}},
	{Canon: "region", Forms: []string{
		"region*", "area", // en
		"지역",              // ko
		"地域", "地方", "エリア", // ja
		"地区", "地區", "区域", "區域", // zh
		"región", "regiones", // es
		"gebiet*",           // de
		"région*",           // fr
		"região", "regiões", // pt
	}},
	{Canon: "address", Forms: []string{
		"एड्रेस",                                                      // hi (Devanagari)
		"address", "addresses", "postal code", "zip code", "postcode", // en
		"주소", "배송지", // ko: an address, a shipping address
		"住所", "アドレス", // ja
		"地址", "住址", // zh
		"dirección", "direcciones", "domicilio*", // es
		"adresse*", "anschrift*", // de
		"endereço*", "morada", // pt (morada: European)
		"indirizzo", "domicilio", "residenza", // it
	}},

	// Research, science and materials.
	{Canon: "paper", Forms: []string{
		"पेपर", "पेपर्स", "शोध पत्र", "शोधपत्र", "शोध-पत्र", "रिसर्च पेपर", // hi (Devanagari)
		"ろんぶん",                                                                                    // ja in kana
		"paper", "papers", "preprint*", "publication", "publications", "lit search", "lit review", // en
		"논문", "페이퍼", "문헌", "학술 문헌", "리뷰 논문", "レビュー論文", // ko, ja (a review paper is a paper, no review asked)
		"revisión bibliográfica",      // es: a literature review
		"revisione della letteratura", // it
		"論文", "ペーパー", "文献",            // ja
		"论文", "综述", "綜述", "预印本", "預印本", "发表的文章", "發表的文章", "发表过的文章", "發表過的文章", // zh (a review article, the articles someone published)
		"artículo científico", "publicación", "publicaciones", "trabajos académicos", "trabajos científicos", // es
		"trabajos de investigación", "artículos académicos", "artículos científicos", "literatura sobre", "literatura científica", "literatura académica",
		"aufsatz", "aufsätze", "übersichtsarbeit*", "papern", "fachartikel*", "veröffentlichung*", "publikation*", "literaturrecherche", "literatursuche", // de
		"fachliteratur", "literatur zu", "literatur zum", "literatur zur", "quellen zu", // de: the literature on a topic
		"forschungsarbeit*", "wissenschaftliche arbeit", "wissenschaftliche arbeiten", "wissenschaftlichen arbeiten", "arbeiten zu", "arbeiten über",
		"scholarly article", "scholarly articles", "scholarly work", "scholarly works", "academic article", "academic articles", // en
		"article scientifique", "publis", "mes publis", // fr (publis: publications, casual)
		"artigo científico", "publicação", "publicações", // pt
		"articolo scientifico", "articoli scientifici", "pubblicazione", "pubblicazioni", "lavori scientifici", "letteratura scientifica", // it
	}},
	// Academic writing is what papers are ("학술 논문", "wissenschaftliche Artikel").
	{Canon: "academic", Forms: []string{
		"academic", "scholarly", // en
		"학술", "学術", "学术", "學術", // ko, ja, zh
		"académico", "académicos", "académica", "académicas", // es
		"wissenschaftliche", "wissenschaftlichen", "wissenschaftlicher", // de
		"académique", "académiques", "acadêmico", "acadêmicos", // fr, pt
	}},
	{Canon: "research", Forms: []string{
		"शोध", "रिसर्च", "अनुसंधान", // hi (Devanagari)
		"research*", // en
		"연구", "리서치", // ko
		"研究", "リサーチ", // ja
		"调研", "調研", // zh
		"investigación*",                               // es
		"forschung*",                                   // de
		"investigação",                                 // pt
		"ricerche", "i lavori di", "lavori pubblicati", // it
	}},
	// A study is a paper: "the prospect theory study" is what is cited or found, no topic
	// of research.
	{Canon: "study", Forms: []string{
		"study", "studies", // en
		"estudio*",          // es
		"studie", "studien", // de
		"étude", "études", // fr
		"estudo*",         // pt
		"studio", "studi", // it
	}, Also: []string{"paper"}},
	{Canon: "citation", Forms: []string{
		"साइटेशन", "साइटेशंस", "उद्धरण", // hi (Devanagari)
		"citation*", "cited", // en
		"인용", "피인용", "인용수", "사이테이션", // ko
		"引用", "被引用", "引いてる論文", "引いている論文", // ja ("引いてる": citing, casual)
		"引文", "被引", "引过", "引過", "有人引", "谁引", "誰引", // zh: cited it, who cited
		"citación", "citaciones", // es
		"zitat*", "zitation*", "zitierung*", "citen", "citet", // de (and the borrowed verb)
		"citação", "citações", "citam", "citaram", "citou", // pt: cited it
		"a cité", "ont cité", "qui citent", "citent", "font référence à", "fait référence à", // fr: cited it, refer to it
		"citazione", "citazioni", // it
	}},
	// Studies that cite a paper are its citing papers: "10.1000/gamma を引用している研究".
	{Canon: "citing papers", Forms: []string{
		"साइट करते", "साइट किया", "साइट करने वाले", "उद्धृत किया", "उद्धृत करते", "उद्धृत करने वाले", "साइटेशन वाले पेपर", // hi (Devanagari)
		"施引文献", "施引文獻", // zh
		"を引用している研究", "を引用した研究", "を引用している文献", "を引用した文献", "を引用している後続", "を参考にしている後続",
		"後続の研究", "後続研究", "に引用された研究", "で引用されてきた", // ja
		"을 인용한 연구", "를 인용한 연구", "을 인용한 논문", "를 인용한 논문", "을 인용하는 연구", "를 인용하는 연구", "을 인용하는 논문", "를 인용하는 논문",
		"논문 인용하는 논문", "논문 인용한 논문", "논문을 인용한", "논문을 인용하는", "참고문헌에 넣은 논문", // ko: what cites it (가 인용한 is what it cites)
		"を引いてる研究", "を引いている研究", "を参考文献に挙げ", "を参考文献にあげ", "언급하고 있는 후속", // ja, ko: works that draw on it
		"later works build on", "later papers build on", "works that build on", "papers that build on", "spätere arbeiten bauen auf",
		"builds on", "build upon", "builds upon", "leaned on", "point back to", "points back to", "pointing back to", "have drawn on", "has drawn on", // en: works that draw on it
		"späteren arbeiten bauen auf", "publicaciones posteriores se basan en", "trabajos posteriores se basan en", // en, de, es
	}, Also: []string{"cite", "paper"}},
	{Canon: "cite", Forms: []string{
		"cite", "cites", "citing", "that reference", "which reference", "referencing", // en
		"인용하", "인용한", "참조한", "참조하는", "reference한", "cite하", "cite한", "인용된", "인용됐", "인용되", "후속 연구", // ko
		"引用する", "引用して", "参照している", "参照した", "引用され", "をサイトして", "をサイトした", // ja
		"引用了", "引用的", // zh
		"citar", "citado", "citados", "citan", "que citen", "que cite", "quién cita", "quiénes citan", "hacen referencia", "hace referencia", // es
		"zitieren", "zitiert*", "zitierende*", "beziehen sich auf", "verweisen auf", "verweist auf", "referenzieren", // de
		"citer", "cité", "cités", // fr
		"citar", "citado", "citados", // pt
		"citano", "citato", "citati", "citata", "citate", "hanno citato", "ha citato", "citare", "fanno riferimento", "fa riferimento", // it
	}},
	{Canon: "author", Forms: []string{
		"लेखक", "लेखकों", "ऑथर", // hi (Devanagari)
		"author", "authors", "authorship", "writer", "writers", // en
		"저자", "작성자", "작가", "저작자", // ko
		"著者", "作者", "執筆者", // ja
		"作者",                         // zh
		"autor", "autores", "autora", // es
		"autor", "autoren", "autorin", "verfasser*", // de
		"auteur*",                    // fr
		"autor", "autores", "autora", // pt
		"autore", "autori", "autrice", // it
	}},
	{Canon: "journal", Forms: []string{
		"जर्नल", "पत्रिका", // hi (Devanagari)
		"journal", "journals", // en
		"저널", "학술지", // ko
		"ジャーナル", "学術誌", "論文誌", // ja
		"期刊", "杂志", "雜誌", // zh
		"revista*",          // es
		"zeitschrift*",      // de
		"revue*", "journal", // fr
		"revista*", "periódico*", // pt
		"rivista", "riviste", // it
	}},
	{Canon: "publication", Forms: []string{
		"publication*", // en
		"간행물", "발표논문",  // ko
		"刊行物", "文献", // ja
		"文献", "文獻", "刊物", // zh
		"publicación", "publicaciones", // es
		"publikation*", "veröffentlichung*", // de
		"publicação", "publicações", // pt
	}},
	{Canon: "abstract", Forms: []string{
		"एब्स्ट्रैक्ट",          // hi (Devanagari)
		"abstract", "abstracts", // en
		"초록", "논문초록", // ko
		"抄録", "要旨", "アブストラクト", // ja
		"摘要",           // zh
		"kurzfassung*", // de
		"riassunto",    // it
	}},
	{Canon: "summary", Forms: []string{
		"summary", "summaries", "overview*", // en
		"요약본", "개요", // ko
		"概要", "サマリー", "サマリ", // ja
		"概述", "概况", "概況", // zh
		"resumen", "resúmenes", // es
		"zusammenfassung*", "übersicht*", // de
		"résumé", "résumés", "synthèse", // fr
		"resumo", "resumos", // pt
	}},
	{Canon: "title", Forms: []string{
		"title", "titles", // en
		"제목", "타이틀", // ko
		"タイトル", "題名", "表題", // ja
		"标题", "標題", "题目", "題目", // zh
		"título", "títulos", // es
		"titel",           // de
		"titre", "titres", // fr
		"título", "títulos", // pt
	}},
	{Canon: "doi", Forms: []string{
		"doi", // en
	}},
	{Canon: "keyword", Forms: []string{
		"keyword*",   // en
		"키워드", "검색어", // ko
		"キーワード",                    // ja
		"关键词", "關鍵詞", "关键字", "關鍵字", // zh
		"palabra clave", "palabras clave", // es
		"schlagwort*", "stichwort*", "suchbegriff*", // de
		"mot-clé", "mots-clés", // fr
		"palavra-chave", "palavras-chave", // pt
	}},
	{Canon: "material", Forms: []string{
		"मटेरियल", "मटीरियल", "पदार्थ", "पदार्थों", // hi (Devanagari)
		"material*",      // en
		"재료", "소재", "물질", // ko
		"材料", "素材", "物質", // ja
		"物质",                    // zh
		"matériau", "matériaux", // fr
		"werkstoff*", // de
		"materiais",  // pt (material* covers es "materiales")
		// Classes of inorganic solids a materials database holds.
		"oxides", "nitrides", "carbides", "sulfides", "sulphides", // en
		"ossidi", "nitruri", "carburi", "solfuri", // it
		"산화물", "질화물", "탄화물", "황화물", // ko
		"酸化物", "窒化物", "炭化物", "硫化物", // ja
		"氧化物", "氮化物", "碳化物", // zh
		"óxidos", "nitruros", "carburos", "sulfuros", // es
		"oxydes", "nitrures", "carbures", "sulfures", // fr
		"nitretos", "carbetos", "sulfetos", // pt (óxidos as es)
		"alloys", "aleaciones", "alliages", "legierungen", // alloys (plurals: "alloy wheels" are a car's)
		"materiale", "materiali", // it
	}},
	// A solid researchers look up by name: it names a record as a formula does
	// ("Struktur von Graphit", "シリコンの構造"; NamesSubstance). It adds no material term:
	// papers are written about graphene too.
	{Canon: "solid", Forms: []string{
		"silicon", "germanium", "graphite", "graphene", "perovskite*", "zeolite*", "silica", "alumina", "zirconia", "titania", // en
		"magnetite", "hematite", "rutile", "anatase", "wurtzite", "spinel",
		"실리콘", "규소", "게르마늄", "흑연", "그래핀", "페로브스카이트", "제올라이트", "실리카", "알루미나", "지르코니아", "루틸", "아나타제", // ko
		"シリコン", "ケイ素", "珪素", "ゲルマニウム", "黒鉛", "グラファイト", "グラフェン", "ペロブスカイト", "ゼオライト", "シリカ", "アルミナ", "ジルコニア", "ルチル", "アナターゼ", // ja
		"石墨烯", "石墨", "钙钛矿", "鈣鈦礦", "沸石", "锗", "鍺", // zh
		"silicio", "germanio", "grafito", "grafeno", "perovskita*", "zeolita*", "sílice", "alúmina", "circonia", // es
		"silizium", "graphit", "graphen", "perowskit*", "zeolith*", "aluminiumoxid", "zirkonoxid", // de
		"silicium", "graphène", "pérovskite*", "zéolithe*", // fr
		"silício", "grafite", "grafeno", "quartzo", // pt
		// Metals by name (not a single character: 金 and 은 say other things too).
		"copper", "iron", "aluminium", "aluminum", "titanium", "nickel", "zinc", "cobalt", "lithium", "tungsten", "magnesium", "indium", "gallium", // en
		"구리", "알루미늄", "티타늄", "니켈", "아연", "코발트", "리튬", "텅스텐", "마그네슘", "인듐", "갈륨", // ko
		"アルミニウム", "チタン", "ニッケル", "亜鉛", "コバルト", "リチウム", "タングステン", "マグネシウム", "インジウム", "ガリウム", // ja
		"cobre", "hierro", "aluminio", "titanio", "níquel", "cobalto", "litio", "tungsteno", "magnesio", // es
		"kupfer", "eisen", "titan", "zink", "kobalt", "wolfram", // de
		"cuivre", "titane", "tungstène", // fr
		"ferro", "alumínio", "titânio", "zinco", "lítio", // pt
		"silicio", "grafene", "quarzo", "rame", "alluminio", "nichel", // it (ferro, zinco, litio, cobalto, titanio as pt and es)
	}},
	{Canon: "property", Forms: []string{
		"property", "properties", // en
		"물성", "특성", "속성", "성질", // ko
		"物性", "特性", "性質", "属性", "プロパティ", // ja
		"性质", "屬性", // zh
		"propiedad*",   // es
		"eigenschaft*", // de
		"propriété*",   // fr
		"propriedade*", // pt
		"proprietà",    // it
	}},
	{Canon: "band gap", Forms: []string{
		"बैंड गैप", "बैंडगैप", // hi (Devanagari)
		"band gap", "bandgap", "band gaps", "bandgaps", // en
		"밴드갭", "띠틈", "띠간격", "에너지갭", // ko
		"バンドギャップ", "禁制帯", // ja
		"带隙", "帶隙", "能隙", "禁带", "禁帶", // zh
		"banda prohibida", "brecha de banda", "brecha prohibida", // es
		"bandlücke*", "bandabstand*", // de
		"bande interdite",                                  // fr
		"banda proibida",                                   // pt
		"banda proibita", "gap di banda", "gap energetico", // it
	}},
	{Canon: "crystal", Forms: []string{
		"क्रिस्टल",                                 // hi (Devanagari)
		"crystal*",                                 // en
		"결정질", "결정계", "단결정", "다결정", "결정격자", "크리스탈", // ko
		"結晶",             // ja
		"晶体", "晶體", "结晶", // zh
		"cristal*",                              // es
		"kristall*",                             // de
		"cristal*",                              // fr
		"cristal*",                              // pt
		"cristallo", "cristalli", "cristallin*", // it
	}},
	{Canon: "crystal structure", Forms: []string{
		"क्रिस्टल संरचना", "क्रिस्टल स्ट्रक्चर", "स्पेस ग्रुप", "यूनिट सेल", // hi (Devanagari)
		"crystal structure", "crystal structures", "cif file", "cif for", // en (a CIF: a crystallographic file)
		"cif文件", "cif檔", "cif档", "cifファイル", // a CIF in Chinese and Japanese
		"결정구조",              // ko
		"結晶構造", "けっしょうこうぞう", // ja
		"晶体结构", "晶體結構", // zh
		"estructura cristalina",                          // es
		"kristallstruktur*",                              // de
		"structure cristalline",                          // fr
		"estrutura cristalina",                           // pt
		"struttura cristallina", "strutture cristalline", // it
	}},
	{Canon: "structure", Forms: []string{
		"संरचना", "स्ट्रक्चर", // hi (Devanagari)
		"structur*",          // en
		"구조", "스트럭처", "스트럭쳐", // ko
		"構造", "ストラクチャー", "ストラクチャ", // ja
		"结构",                     // zh (traditional 結構 is Japanese "quite, fine": 結構です)
		"estructura*",            // es
		"struktur*",              // de
		"estrutura*",             // pt
		"struttura", "strutture", // it
	}},
	{Canon: "lattice", Forms: []string{
		"लैटिस", "जालक", // hi (Devanagari)
		"lattice", "lattices", "unit cell", "unit cells", "space group", "space groups", "atomic positions", "cell dimensions", "cell parameters", // en
		"단위세포", "단위격자", "단위셀", "공간군", "격자", "격자 상수", "원자 위치", "래티스", // ko
		"単位胞", "単位格子", "空間群", "ラティス", "格子定数", "格子パラメータ", // ja
		"晶胞", "单胞", "單胞", "空间群", "原子坐标", "原子坐標", // zh
		"wyckoff", "lattice vector", "lattice vectors", "cell volume", "ワイコフ", "原子座標", "lattice parameter", "lattice parameters", // Wyckoff positions, atomic coordinates
		"celda unidad", "celda unitaria", "grupo espacial", "dimensiones de la celda", "parámetros de red", "constante de red", // es
		"elementarzelle*", "einheitszelle*", "raumgruppe*", "atompositionen", "zellabmessungen", "zellparameter", // de
		"groupe d'espace", "maille élémentaire", "positions atomiques", "constante de réseau", "constantes de réseau", "paramètre de maille", "paramètres de maille", // fr
		"célula unitária", "parâmetros de rede", "parâmetro de rede", // pt
		"격자",                                                                                                            // ko
		"格子",                                                                                                            // ja
		"晶格",                                                                                                            // zh
		"red cristalina", "retícula*", "parámetros de red", "parámetro de red", "constante de red", "constantes de red", // es
		"gitter*",                      // de
		"réseau cristallin", "maille*", // fr
		"rede cristalina", "retículo*", // pt
		"reticolo", "reticolare", "reticolari", "cella unitaria", "celle unitarie", "gruppo spaziale", "parametri di reticolo", "parametri reticolari", "costante reticolare", "costanti reticolari", "parametri di cella", // it
	}},
	{Canon: "density", Forms: []string{
		"घनत्व", "डेंसिटी", // hi (Devanagari)
		"density", "densities", // en
		"밀도",                          // ko
		"密度",                          // ja
		"densidad*",                   // es
		"dichte",                      // de
		"densité*", "masse volumique", // fr
		"densidade*", // pt
		"densità",    // it
	}},
	{Canon: "formula", Forms: []string{
		"formula*",          // en
		"화학식", "조성식", "분자식", // ko
		"化学式", "組成式", "分子式", // ja
		"化學式",      // zh
		"formel*",  // de
		"formule*", // fr
	}},
	{Canon: "element", Forms: []string{
		"element*", // en
		"원소", "요소", // ko
		"元素", "要素", // ja
		"elemento", "elementi", // it
	}},
	{Canon: "compound", Forms: []string{
		"compound*",                                                                 // en
		"화합물",                                                                       // ko
		"化合物",                                                                       // ja
		"compuesto*",                                                                // es
		"chemische verbindung", "chemische verbindungen", "chemischen verbindungen", // de
		"composé", "composés", // fr
		"composto*",            // pt
		"composto", "composti", // it
	}},
	{Canon: "molecule", Forms: []string{
		"molecul*", // en
		"분자",       // ko
		"分子",       // ja
		"molekül*", // de
	}},
	{Canon: "chemical", Forms: []string{
		"chemi*",     // en
		"화학", "화학물질", // ko
		"化学", "化学物質", // ja
		"化學", "化学品", "化學品", // zh
		"químic*", // es
		"chimi*",  // fr
	}},
	// A material's electronic bands and its structure below or beside the crystal's:
	// properties a crystal structure does not give.
	{Canon: "electron bands", Forms: []string{
		"the band structure", "band structure of", "band structure for", "electronic band structure", "band structures of", // en (two words match in any order)
		"the electronic structure", "electronic structure of", "density of states",
		"밴드 구조", "밴드구조", "전자 구조", "전자구조", "상태밀도", // ko
		"バンド構造", "電子構造", "状態密度", // ja
		"能带结构", "能帶結構", "电子结构", "電子結構", "态密度", // zh
		"estructura de bandas", "estructura electrónica", "densidad de estados", // es
		"bandstruktur*", "elektronische struktur", "elektronenstruktur*", "zustandsdichte", // de
		"structure de bandes", "structure électronique", "densité d'états", // fr
		"estrutura de bandas", "estrutura eletrônica", // pt
	}},
	{Canon: "microstructure", Forms: []string{
		"microstructure", "microstructures", "the surface structure", "surface structure of", "the defect structure", "defect structure of", // en
		"the grain structure", "grain structure of", "the magnetic structure", "magnetic structure of",
		"미세 구조", "미세구조", "표면 구조", "결함 구조", "자기 구조", // ko
		"微細構造", "表面構造", "欠陥構造", "磁気構造", // ja
		"微观结构", "显微结构", "表面结构", // zh
		"microestructura", "estructura superficial", "estructura de defectos", // es
		"mikrostruktur*", "gefüge", "oberflächenstruktur*", "kornstruktur*", "defektstruktur*", "magnetische struktur", // de
		"microstructure", "structure de surface", // fr
		"microestrutura", // pt
	}},
	{Canon: "diffraction pattern", Forms: []string{
		"xrd pattern", "xrd patterns", "diffraction pattern", "diffractogram", "phase diagram", "phase diagrams", // en
		"xrd 패턴", "회절 패턴", "상평형도", // ko ("상태도" is also "the status too")
		"xrdパターン", "回折パターン", "状態図", "相図", // ja
		"衍射图", "相图", // zh
		"patrón de difracción", "diagrama de fases", // es
		"beugungsmuster", "diffraktogramm", "phasendiagramm*", "röntgenbeugung*", // de
		"diagramme de phases", "diagramme de phase", // fr
		"padrão de difração", "diagrama de fases", // pt
	}},
	{Canon: "magnetism", Forms: []string{
		"magnetism", "magnetic moment", "the magnetic properties", "magnetic properties of", "is it magnetic", // en
		"자기 모멘트",        // ko ("자성이 있는 재료" filters a search)
		"磁性", "磁気モーメント", // ja
		"磁性", "磁矩", // zh
		"magnetismo", "momento magnético", "propiedades magnéticas", // es
		"magnetismus", "magnetisches moment", "magnetische eigenschaften", // de (magnetisch filters: "nichtmagnetische Materialien")
		"magnétisme", "moment magnétique", // fr
		"magnetismo", "momento magnético", // pt
	}},
	{Canon: "melting point", Forms: []string{
		"melting point", "melting points", "melting temperature", // en
		"녹는점", "융점", "용융점", "녹는 온도", // ko
		"融点", "融解温度", // ja
		"熔点", "熔點", // zh
		"punto de fusión", "temperatura de fusión", // es
		"schmelzpunkt*", "schmelztemperatur*", "bei welcher temperatur schmilzt", // de
		"point de fusion", "température de fusion", // fr
		"ponto de fusão", "temperatura de fusão", // pt
		"punto di fusione", // it
	}},
	// The temperature a substance changes at, or may be kept, worked or used at: a
	// property of the material, not the weather.
	{Canon: "thermal transition", Forms: []string{
		"curie temperature", "curie point", "néel temperature", "neel temperature", "debye temperature", // en
		"glass transition", "transition temperature", "critical temperature", "superconducting transition",
		"becomes superconducting", "become superconducting", "decomposition temperature", "decompose at",
		"decomposes at", "sintering temperature", "annealing temperature", "service temperature",
		"operating temperature", "storage temperature", "boiling temperature", "ignition temperature",
		"at what temperature does", "at what temperature do", "autoignition temperature", "crystallization temperature", "crystallisation temperature", // a substance's temperatures
		"bei welcher temperatur", "temperatura se funde", "temperatura funde", "temperatura hierve", "temperatura se descompone", "temperatura de cristalización",
		"퀴리 온도", "유리 전이", "임계 온도", "전이 온도", "소결 온도", "어닐링 온도", "분해 온도", "보관 온도", "사용 온도", "끓는 온도", // ko
		"キュリー温度", "キュリー点", "ネール温度", "デバイ温度", "ガラス転移", "転移温度", "臨界温度", "焼結温度", "分解温度", "保管温度", "保存温度", "使用温度", // ja
		"居里温度", "居里點", "居里点", "玻璃化转变", "玻璃化轉變", "临界温度", "臨界溫度", "转变温度", "轉變溫度", "烧结温度", "储存温度", // zh
		"temperatura de curie", "temperatura de néel", "temperatura de debye", "transición vítrea", "temperatura de transición", // es
		"temperatura crítica", "temperatura de sinterización", "temperatura de recocido", "temperatura de descomposición",
		"temperatura de almacenamiento", "temperatura de ebullición", "se vuelve superconductor",
		"curie-temperatur", "curietemperatur", "néel-temperatur", "debye-temperatur", "glasübergang*", "sprungtemperatur", // de
		"übergangstemperatur", "kritische temperatur", "sintertemperatur", "glühtemperatur", "zersetzungstemperatur",
		"lagertemperatur", "betriebstemperatur", "siedetemperatur",
		"température de curie", "transition vitreuse", "température critique", "température de frittage", "température de stockage", // fr
		"temperatura de curie", "transição vítrea", "temperatura crítica", "temperatura de armazenamento", // pt
	}},
	{Canon: "boiling point", Forms: []string{
		"boiling point", "boiling points", // en
		"끓는점", "비등점", // ko
		"沸点",                  // ja
		"沸點",                  // zh
		"punto de ebullición", // es
		"siedepunkt*",         // de
		"point d'ébullition",  // fr
		"ponto de ebulição",   // pt
	}},
	{Canon: "energy", Forms: []string{
		"energy", "energies", // en
		"에너지",      // ko
		"エネルギー",    // ja
		"能量", "能源", // zh
		"energía*", // es
		"énergie*", // fr
	}},
	{Canon: "pressure", Forms: []string{
		"pressure", // en
		"압력", "기압", // ko
		"圧力", "気圧", // ja
		"压力", "壓力", "气压", "氣壓", // zh
		"presión",            // es
		"druck", "luftdruck", // de
		"pression", // fr
		"pressão",  // pt
	}},
	{Canon: "weight", Forms: []string{
		"weight", "weights", "mass", // en
		"무게", "질량", "중량", // ko
		"重さ", "質量", "重量", // ja
		"peso", "masa", // es
		"gewicht*", "masse", // de
		"poids",         // fr
		"peso", "massa", // pt
	}},

	// Work, support and collaboration.
	{Canon: "ticket", Forms: []string{
		"टिकट", "टिकिट", "टिकट्स", // hi (Devanagari)
		"ticket*", "tiket", "tikets", "support request", "support requests", "support case", "support cases", "my inquiry", "my inquiries", // en
		"einen fall wegen", "fall anlegen", "leg einen fall an", "einen fall melden", "supportfall", "support-fall", "un caso por", "un caso de soporte", // de, es: a case
		"neuen fall", "einen fall eröffnen", "einen fall für mich", "fall eröffnen", "fall aufmachen", // de: a case opened
		"öffne einen fall", "öffnen sie einen fall", "einen fall öffnen", // de: a case opened
		"open a case", "open a new case", "start a case", "start a new case", "raise a case", "log a case", "create a case", // en: a case opened
		"abra um chamado", "abre um chamado", "abrir um chamado", "abrir chamado", "abra chamado", "novo chamado", "meu chamado", "chamado de suporte", "chamado técnico", "abre chamado", "registra um chamado", "registre um chamado", "registrar um chamado", // pt: a call opened
		"제 inquiry", "내 inquiry", "제 문의", "내 문의", "보낸 문의", "올린 문의", "넣은 문의", "헬프데스크 문의", "고객센터 문의", "고객지원 문의", "지원 문의", // ko: one's inquiry, an inquiry to support
		"私の問い合わせ", "先日の問い合わせ", "送った問い合わせ", "出した問い合わせ", "問い合わせの履歴", "問い合わせ履歴",
		"エスカレーションした件", "my escalation", "meine eskalation", "mi escalado",
		"고장 신고", "고장신고", "고장 접수", // ko: a fault reported to the desk (장애 신고 is read by its act)
		"it팀에", "it 팀에", "전산팀에", "헬프데스크에", // ko: to the IT desk (a form that held its verb would hide it: "IT팀에 접수해줘")
		"complaint log karo", "complaint log kar", "support ko report", "it ko report", "issue report kar", "helpdesk ko report", // hi (Latin): a complaint logged, reported to support
		// A complaint filed with support is a case (one filed against a neighbour or with
		// an authority is not): "eine Beschwerde beim Support einreichen", "불만 접수".
		"complaint with support", "complaint to support", "complaint with customer service", "complaint to customer service",
		"beschwerde einreichen", "beschwerde beim support", "beschwerde beim kundenservice", "reklamation aufgeben", "reklamation einreichen",
		"reklamation beim kundenservice", "reklamation beim support", "queja ante soporte", "queja a soporte", "reclamación a soporte",
		"reclamación ante soporte", "불만 접수", "불만접수", "苦情を申し立て", "苦情を入れ", "クレームを入れ",
		"問い合わせの状況", "問い合わせ状況", // ja: one's inquiry, its history and state
		"티켓", "문의건", "고객문의", "지원 요청", "지원요청", "문의 접수", "문의를 접수", "문의 넣어", "문의를 넣어", // ko: an inquiry put in
		"문의생성", "문의 생성", "문의등록", "신규문의", "신규 문의", "상담 접수", "상담접수", "문제 제기", "문제제기", // ko: a new inquiry
		"as 접수해", "as 접수 좀 해", "as 접수 부탁", "as 접수 요청", "as 접수요청", "a/s 접수해", "a/s 접수 요청", "as 신청해", "as 신청 좀 해", "as 신청 요청", // ko: an after-sales repair to be filed
		"문의 남겨", "문의를 남겨", "문의 남기", "문의를 남기", // ko: an inquiry left
		"버그 보고", "지원 요청서", "バグ報告", // ko, ja: a bug report, a support request form
		"报告一个问题", "報告一個問題", "报告个问题", "報告個問題", "报告问题", "報告問題", "障害報告です", "不具合報告です", // zh, ja: a problem reported (the operation's forms hold these words)
		"チケット", "ちけっと", "サポチケ", "サポート依頼", "サポートケース", "問い合わせチケット", "問い合わせを起票", "問い合わせを登録", "問い合わせを上げ", // ja
		"問い合わせ起票", "問い合わせ登録", "問い合わせ作成", "問い合わせを作成", // ja: an inquiry's verbal nouns
		"工单", "工單", "门票", "門票", "车票", "車票", // zh
		"客服单", "客服單", "维修单", "維修單", "报修单", "報修單", "支持请求", "支持請求", "报修", "幫我報修", // zh: a support form, a repair form, a request for support, a repair reported (報修 alone is inside Japanese 情報修正)
		"boleto*", "billete*", "incidencia*", "solicitud de soporte", "solicitudes de soporte", "caso de soporte",
		"casos de soporte", "mi consulta", "mis consultas", "tu consulta", "su consulta", // es: a support request, one's inquiry
		"fahrkarte*", "eintrittskarte*", "supportanfrage*", "support-anfrage*", "serviceanfrage*", "supportfall*",
		"support-fall*", "supportticket*", "support-ticket*", "kundendienstanfrage*", "helpdesk-anfrage*", "helpdeskanfrage*", "störungsmeldung*", "problemmeldung*", "fehlerbericht*", "meine anfrage", "meiner anfrage",
		"meine anfragen",                                                                                   // de: one's request
		"billet*", "signaler un bug", "signaler un problème", "demande de support", "demande d'assistance", // fr: a support request
		"bilhete*", "ingresso*", "solicitação de suporte", "solicitação para o suporte", // pt: a support request
		"ticket", "segnalazione", "segnalazioni", "richiesta di assistenza", "richiesta di supporto", // it
	}},
	{Canon: "support", Forms: []string{
		"सपोर्ट", "सहायता", "हेल्पडेस्क", "हेल्प डेस्क", "कस्टमर केयर", "कस्टमर सपोर्ट", // hi (Devanagari)
		"support", "help desk", "helpdesk", "service desk", "servicedesk", // en
		"고객지원", "서포트", "고객센터", "상담", "헬프데스크", "서비스데스크", // ko
		"サポート", "さぽーと", "支援", "ヘルプデスク", "サービスデスク", // ja: a help desk is no help article
		"客服", "技术支持", "技術支持", // zh
		"找下客服", "找一下客服", "联系客服", "聯繫客服", "联系一下客服", "聯繫一下客服", "聯絡客服", // zh: customer service got hold of (the operation's forms hold 客服)
		"soporte", "asistencia", "mesa de ayuda", "centro de soporte", // es
		"kundendienst", "unterstützung", "supportfall*", "supportanfrage*", "supportticket*", // de
		"assistance",                                                  // fr
		"suporte", "assistência", "apoio técnico", "apoio ao cliente", // pt (apoio: European)
		"supporto", "assistenza", "supporto tecnico", "assistenza tecnica", "help desk", "helpdesk", // it
	}},
	{Canon: "issue", Forms: []string{
		"समस्या", "दिक्कत", "परेशानी", "शिकायत", "इश्यू", "प्रॉब्लम", // hi (Devanagari)
		"issue", "issues", "problem", "problems", "bug", "bugs", "report an error", "report a glitch", "report a fault", // en
		"이슈", "문제", "버그", "장애", // ko
		"課題", "問題", "イシュー", "不具合", "バグ", // ja
		"问题", "故障", "缺陷", "漏洞", // zh
		"incidencia*", "problema*", "fallo*", "reportar un error", "reportar una falla", "reportar un fallo", "reportar una incidencia", // es: a report of an error
		"problem", "fehlerbericht*", "störung*", "einen fehler melden", "fehler melden", "ein problem melden", // de
		"problème*", "incident*", "anomalie*", // fr
		"incidente*", "falha*", // pt
		"problema", "problemi", "guasto", "guasti", "malfunzionamento", // it
		// A fault reported: "quería reportar que …", "Je veux le signaler", "Quiero
		// reportarlo", "preciso registrar uma ocorrência" (a complaint may be to anyone: an
		// airline, a consumer office).
		"quería reportar", "quiero reportar", "reportarlo", "reportar que", // es
		"le signaler", "signaler que", "faire remonter", // fr
		"registrar uma ocorrência", "quero reportar", "comunicar um defeito", // pt
		"segnalare che", "vorrei segnalare", // it
	}, Also: []string{"ticket"}},
	{Canon: "case", Forms: []string{
		"case", "cases", // en
		"케이스", "사건", "사례", // ko
		"ケース", "案件", "事案", // ja
		"案例", "个案", "個案", // zh
		"caso", "casos", "expediente*", // es
		"vorgang", "vorgänge", // de
		"cas",           // fr
		"caso", "casos", // pt
	}},
	{Canon: "knowledge base", Forms: []string{
		"नॉलेज बेस",                                                  // hi (Devanagari)
		"base d conocimiento",                                        // es chat
		"support-datenbank", "supportdatenbank", "support datenbank", // de
		"knowledge base", "knowledgebase", "kb", "wiki", // en
		"지식베이스", "위키", // ko
		"ナレッジベース", "ナレッジ", "知識ベース", "ウィキ", // ja
		"知识库", "知識庫", "维基", "維基", // zh
		"base de conocimiento", "base de conocimientos", // es
		"wissensdatenbank*", "wissensbasis", // de
		"base de connaissances", // fr
		"base de conhecimento",  // pt
		"base di conoscenza",    // it
	}},
	{Canon: "article", Forms: []string{
		"आर्टिकल", "आर्टिकल्स", "लेख", // hi (Devanagari)
		"article", "articles", // en
		"기사", "아티클", "게시글", // ko
		"記事",                    // ja
		"artículo", "artículos", // es
		"artikel", "artikeln", "beitrag", "beiträge", // de
		"artigo", "artigos", // pt
		"articolo", "articoli", // it
	}},
	{Canon: "documentation", Forms: []string{
		"हेल्प आर्टिकल", "हेल्प आर्टिकल्स", "गाइड", "मदद लेख", "सहायता लेख", // hi (Devanagari)
		"article d'aide", "articles d'aide", "base d'aide", "centre d'aide", "page d'aide", "pages d'aide", "fiche d'aide", "fiches d'aide", // fr
		"articolo di aiuto", "articoli di aiuto", "documentazione di aiuto", "guida di risoluzione", "pagina di aiuto", "pagine di aiuto", // it
		"página de ayuda", "páginas de ayuda", "artículo de ayuda", "artículos de ayuda", // es
		"página de ajuda", "páginas de ajuda", "artigo de ajuda", "artigos de ajuda", // pt
		"documentation", "docs", "doc", "manual", "manuals", "guide", "guides", "troubleshooting article", "troubleshooting guide", "troubleshooting", "troubleshooting tips", "troubleshooting steps", "how-to article", "tutorial", "tutorials", // en
		"tutoriales", "tutoriais", "tutoriel", "tutoriels", "tuto", "tutos", "チュートリアル", "튜토리얼", // es, pt, fr, ja, ko: a tutorial
		"help article", "help articles", "help page", "help pages", "help center", "help centre", "help-artikel", "hilfe-artikel", "hilfeseite", "hilfeseiten",
		"설명서", "매뉴얼", "가이드", "사용설명서", "도움말", "헬프센터", "헬프 센터", "헬프 문서", "헬프문서", "지원 아티클", "지원아티클", "지원문서", "안내문서", "안내된 문서", "안내된문서", "안내 문서", "설명 문서", "방법 문서", "해결방법문서", "해결 문서", "해결문서", "설명한 문서", "참고할 문서", "how-to 문서", "troubleshooting 문서", "트러블슈팅 문서", "트러블슈팅문서", // ko
		"ドキュメント", "マニュアル", "説明書", "ガイド", "ヘルプ", "サポート文書", "help記事", "helpページ", "トラブルシューティング記事", "トラブルシューティングの記事", // ja
		"文档", "文檔", "说明书", "說明書", "手册", "手冊", "指南", "帮助文档", "幫助文件", "帮助文章", "幫助文章", "帮助中心", "幫助中心", "使用说明", "使用說明", "教程", "说明文件", "說明文件", "说明文章", "說明文章", "疑难排解", "疑難排解", "支持文章", "支援文章", "支持文档", "支援文檔", // zh
		"documentación", "guía", "ayuda", "solución de problemas", // es
		"dokumentation*", "doku", "handbuch*", "anleitung*", "hilfe*", "fehlerbehebung", "leitfaden", "leitfäden", "helpcenter", "help-center", // de
		"manuel", "aide en ligne", "dépannage", // fr
		"documentação", "guia", "ajuda", // pt
		"documentazione", "guida", "guide", "manuale", "manuali", "istruzioni", "articolo di supporto", "articoli di supporto", "articolo di assistenza", "articoli di assistenza", // it
	}},
	{Canon: "faq", Forms: []string{
		"एफएक्यू",     // hi (Devanagari)
		"faq", "faqs", // en
		"자주묻는", "자주하는질문", // ko
		"よくある質問",       // ja
		"常见问题", "常見問題", // zh
		"preguntas frecuentes", "pregunta frecuente", // es
		"häufige fragen", "häufig gestellte fragen", // de
		"foire aux questions", "questions fréquentes", "question fréquente", // fr
		"perguntas frequentes", "pergunta frequente", // pt
		"domande frequenti", "domanda frequente", // it
	}, Also: []string{"documentation"}},
	{Canon: "question", Forms: []string{
		"question", "questions", // en
		"질문", "문의", // ko
		"質問",       // ja
		"提问", "提問", // zh
		"pregunta*",       // es
		"frage", "fragen", // de
		"pergunta*", // pt
	}},
	{Canon: "comment", Forms: []string{
		"comment*",        // en
		"댓글", "코멘트", "의견", // ko
		"コメント",                       // ja
		"评论", "評論", "留言", "备注", "備註", // zh
		"comentario*",  // es
		"kommentar*",   // de
		"commentaire*", // fr
	}},
	{Canon: "project", Forms: []string{
		"project*",   // en
		"프로젝트", "과제", // ko
		"プロジェクト",   // ja
		"项目", "專案", // zh
		"proyecto*",             // es
		"projekt*",              // de
		"projet*",               // fr
		"projeto*", "projecto*", // pt
	}},
	{Canon: "task", Forms: []string{
		"task", "tasks", "to-do", "to-dos", "todo", "todos", // en
		"작업", "태스크", "할일", "할 일", "업무", // ko
		"タスク", "作業", "やること", // ja
		"任务", "任務", "待办", "待辦", // zh
		"tarea*",   // es
		"aufgabe*", // de
		"tâche*",   // fr
		"tarefa*",  // pt
	}},
	{Canon: "note", Forms: []string{
		"note", "notes", "memo", "memos", // en
		"메모", "노트", // ko ("노트북" is a laptop: lexicon's idioms)
		"メモ", "ノート", // ja
		"笔记", "筆記", "备忘", "備忘", "便签", "便簽", // zh
		"nota", "notas", // es
		"notiz*",        // de
		"nota", "notas", // pt
	}},
	{Canon: "document", Forms: []string{
		"document", "documents", "slide deck", "slide decks", "presentation deck", "resume", "my cv", "cover letter", "lebenslauf", "currículum", "curriculum vitae", "이력서", "履歴書", "職務経歴書", // en (and a résumé in every language)
		"문서", "도큐먼트", // ko
		"文書", "書類", // ja
		"文件",                                  // zh
		"documento*",                          // es
		"dokument", "dokumente", "dokumenten", // de
		"documento*", // pt
	}},
	{Canon: "file", Forms: []string{
		"file", "files", // en
		"파일",       // ko
		"ファイル",     // ja
		"文件", "檔案", // zh
		"archivo*", "fichero*", // es
		"datei*",   // de
		"fichier*", // fr
		"arquivo*", // pt
	}},
	{Canon: "folder", Forms: []string{
		"folder*", "directory", "directories", // en
		"폴더", "디렉토리", "디렉터리", // ko
		"フォルダ", "ディレクトリ", // ja
		"文件夹", "文件夾", "資料夾", "目录", "目錄", // zh
		"carpeta*", "directorio*", // es
		"ordner*", "verzeichnis*", // de
		"dossier*", "répertoire*", // fr
		"pasta*", "diretório*", // pt
	}},
	{Canon: "image", Forms: []string{
		"image*", "picture*", "photo*", "stockfoto*", "ストックフォト", "스톡 사진", // en, and stock pictures
		"이미지", "사진", "그림", // ko
		"画像", "写真", "イメージ", // ja
		"图片", "圖片", "图像", "圖像", "照片", // zh
		"foto*",          // es
		"bild", "bilder", // de
	}},
	{Canon: "video", Forms: []string{
		"video*",           // en
		"비디오", "동영상", "영상", // ko
		"動画", "ビデオ", "映像", // ja
		"视频", "視頻", "影片", // zh
	}},
	{Canon: "message", Forms: []string{
		"message*",         // en
		"메시지", "메세지", "문자", // ko
		"メッセージ",                      // ja
		"消息", "讯息", "訊息", "短信", "私信", // zh
		"mensaje*",              // es
		"nachricht*",            // de
		"mensagem", "mensagens", // pt
	}},
	{Canon: "channel", Forms: []string{
		"channel*",      // en
		"채널",            // ko
		"チャンネル", "チャネル", // ja
		"频道", "頻道", "渠道", // zh
		"canal", "canales", // es
		"kanal", "kanäle", // de
		"canal", "canaux", "chaîne*", // fr
		"canal", "canais", // pt
	}},
	{Canon: "notification", Forms: []string{
		"notification*",  // en
		"알림", "통지", "푸시", // ko
		"通知", "お知らせ", // ja
		"通知", "推送", // zh
		"notificación", "notificaciones", // es
		"benachrichtigung*", "mitteilung*", // de
		"notificação", "notificações", // pt
	}},
	// A paper's own references (what it cites) are not the papers citing it.
	{Canon: "reference list", Forms: []string{
		"रेफरेंस लिस्ट", "संदर्भ सूची", "रेफरेंसेज़", "रेफरेंसेस", // hi (Devanagari)
		"lista de referencias", "referencias que cita", // es
		"reference list", "bibliography", "bibliographies", "works cited", "references list", "list of references", // en
		"참고문헌 목록", "참고문헌목록", "참고 문헌 목록", // ko (참고문헌으로 인용한: cited as a reference)
		"参考文献リスト", "references 一覧", "references一覧", "referencesの一覧", "references 목록", "references 리스트", "references 列表", "参考文献一覧", "参考文献の一覧", "引用文献リスト", "参考文献列表", "参考文献に挙げ", "参考文献として挙げ", // ja, zh
		"bibliografía", "referencias bibliográficas", // es
		"literaturverzeichnis*", "literaturliste*", "quellenverzeichnis*", "quellenangaben", "referenzliste", // de
		"引用文献", "リファレンス", "its references", "reference list of", // ja, ko, en: what a paper itself cites
		"the references in", "references of the", "references in the", "list the references", "papers cited by", "articles cited by", "cited by the", "cited in the", "referenced by", // en
		"referencias del", "las referencias de", "citados por", "citados en el", "referenciados por", "qué artículos cita el", "que articulos cita el", // es
		"selbst zitiert", "was zitiert", "zitiert werden", "quellen des", "quellen von", "als quelle nutzt", "bezieht sich", "zitierten artikel", "zitierten arbeiten", // de
		"논문이 인용한", "논문이 참고한", "논문이 참고문헌으로", "참고한 논문", "참고한 reference", "참고 논문 목록", "레퍼런스 목록", "references list", "어떤 논문을 인용했", "어떤 문헌을 인용했", // ko
		"가 인용하는", "가 인용한", "가 참조하는", "가 참조한", "가 참고한", "가 cite하는", "가 cite한", "이 참조하는", "이 참고한", "이 cite하는", "이 cite한", // ko: the paper cites ("를 인용한 문헌" cite it)
		"が引用している", "が引用した", "が参照している", "が参照した", "参考文献", "引用先", "どの文献を引用", "どの論文を引用", // ja
		"bibliographie*", "referências bibliográficas", // fr, pt
		"what references does", "which references does", "what references do", "which references do", // en: what a paper cites
		"自己引用", "引用了哪些", // zh: what the paper itself cites ("哪些文章引用了它" cite it)
		"quais referências", "que referências", "referências do artigo", "referências que", // pt
		"quelles références", "références citées", // fr
		"riferimenti bibliografici", "quali riferimenti", "bibliografia del paper", "bibliografia dell'articolo", // it
	}},
	// A citation file for a reference manager.
	{Canon: "citation export", Forms: []string{
		"बिबटेक्स", "एपीए फॉर्मेट", // hi (Devanagari)
		"bibtex", "bibtex-datei", "ris file", "endnote", "zotero", "mendeley",
		"chicago style", "apa style", "mla style", "harvard style", "citation style", "apa citation", "mla citation", "apa format", "mla format", "apa 형식", "apa 스타일", "apa形式", "apaスタイル", "apa 格式", "apa格式", "引用格式", "引用する書き方", "引用の書き方", "引用の仕方", "cómo se cita", "como se cita", "cómo citar", "como citar", "인용하는 법", "인용 방법", "zitierstil", "zitierweise", "apa-stil", "im apa", "mla-stil", "estilo apa", "formato apa", "引用形式", "인용 형식", "in apa", "in formato apa", "en format apa", "em formato apa",
		"comment citer", "norme iso 690", "iso 690", "stile harvard", "style harvard", "estilo harvard", "stile apa", "style apa", "estilo vancouver", "vancouver style",
		"reading list", "leseliste", "merkliste", "lista de lectura", "読書リスト", "読みたいリスト", "읽기 목록", // a list of one's own
	}},
	// Bids and asks beyond the latest price.
	{Canon: "order book", Forms: []string{
		"order book", "bid and ask", "bids and asks", // en
		"호가창",                          // ko
		"板情報",                          // ja
		"libro de órdenes",             // es
		"orderbuch*", "geld und brief", // de
	}},
	// An account's money balance.
	{Canon: "account balance", Forms: []string{
		"account balance", "balance of my account", // en
		"잔액", "잔고", // ko
		"残高",                               // ja
		"余额", "餘額", "账户里还有多少钱", "帳戶裡還有多少錢", // zh: what is left in an account
		"saldo",                  // es, de, pt
		"kontostand", "guthaben", // de
		"solde", // fr
	}},
	// A picture of a product or a record.
	{Canon: "image", Forms: []string{
		"image", "images", "product photo", "picture", "pictures", // en
		"이미지", "사진", // ko
		"画像", "写真", // ja
		"图片", "圖片", "照片", // zh
		"imagen", "imágenes", "foto", "fotos", // es, pt
		"bild", "bilder", "produktbild*", // de
	}},
	{Canon: "subscription", Forms: []string{
		"subscription*", "subscribed", "what plan", "billing plan", "pricing plan", "plan tier", "subscription tier", "newsletter-einstellungen", "newsletter settings", "요금제", "料金プラン", // en, ko, ja
		"どのプラン", "契約状況", "契約期間", "契約内容", "contract status", // ja, en
		"cuesta al mes", "cuestan al mes", "cost per month", "kostet im monat", "kostet pro monat", "plan contratado", "tiene contratado", "qué plan", "welcher tarif", "welchen tarif", "welches abo", // es, de: the plan a customer has
		"구독", "정기구독", "멤버십", // ko
		"購読", "サブスクリプション", "サブスク", "定期購入", "月額料金", "月額", "利用料金", "利用料", // ja
		"월 요금", "월요금", "월정액", // ko: a monthly fee
		"monthly fee", "subscription fee", "cuota mensual", "monatsgebühr*", // en, es, de
		"free plan", "paid plan", "pricing plan", "request limit", "rate limit", "api quota", "api limit", // a service's plan and limits
		"support contract", "premium support", "support plan", "supportvertrag", "support-vertrag",
		"订阅", "訂閱", // zh
		"suscripción", "suscripciones", // es
		"abonnement*", "abo", "abos", // de
		"abonnement*", // fr
		"assinatura*", // pt
	}},
	{Canon: "email", Forms: []string{
		"ईमेल", "ई-मेल", // hi (Devanagari)
		"email", "emails", "e-mail", "mail", "mails", "inbox", // en
		"이메일", "메일", "전자우편", // ko
		"メール", "電子メール", "メアド", "メールアドレス", // ja
		"邮件", "郵件", "电子邮件", "電子郵件", "邮箱", "郵箱", // zh
		"correo*",                                                  // es
		"postfach",                                                 // de
		"courriel*",                                                // fr
		"correio*",                                                 // pt
		"posta elettronica", "indirizzo email", "indirizzo e-mail", // it
	}},
	{Canon: "phone", Forms: []string{
		"फ़ोन नंबर", "फोन नंबर", "मोबाइल नंबर", // hi (Devanagari)
		"でんわばんごう", "でんわ", // ja in kana
		"phone*", "telephone*", "telefon*", "durchwahl", "mobilnummer", "handynummer", "extension number", // en, de
		"전화", "전화번호", "휴대폰", "핸드폰", // ko
		"電話", "電話番号", "携帯電話", "携帯番号", // ja
		"电话", "手机", "手機", // zh
		"móvil", "número de contacto", "numero de contacto", "contact number", // es, en: a number to call
		"handy", "rufnummer*", "handynummer*", "natel", "natelnummer*", // de (Natel: Swiss)
		"portable", "mobile number", "cell number", "cellphone number", "extensão do", "extensão da", "ramal", "número gratuito", "numero gratuito", "toll-free number", // fr, en, pt (an office extension), a free number
		"celular*", "telemóvel", "telemovel", // pt (telemóvel: European)
		"telefono", "cellulare", "numero di telefono", "interno", // it
		"numéro de poste", "número de extensión", "ramal", "分机", "分機", "内線", "내선", // an office extension: fr, es, pt, zh, ja, ko
		"office extension", "phone extension", "desk extension", "ext for user", // en
	}},
	{Canon: "contact", Forms: []string{
		"contact*", "ansprechpartner*", // en, de
		"연락처", "컨택", // ko
		"連絡先", "コンタクト", // ja
		"联系人", "聯繫人", "聯絡人", "联系方式", "聯繫方式", // zh
		"contacto*", // es
		"kontakt*",  // de
		"contato*",  // pt
	}},
	{Canon: "name", Forms: []string{
		"नाम", "डिस्प्ले नेम", "डिस्प्ले नाम", // hi (Devanagari)
		"name", "names", "surname", "surnames", "last name", "family name", "maiden name", // en
		"이름", "성명", "명칭", "상품명", "제품명", "품명", // ko
		"名前", "氏名", "名称", "商品名", "製品名", "品名", "苗字", "名字", "姓が", "姓を", "姓は", "旧姓", // ja
		"名字", "名稱", "姓名", // zh
		"nombre", "nombres", // es
		"namen", "nachname", "nachnamen", "apellido", "apellidos", "artikelbezeichnung", "produktbezeichnung", "produktname", "artikelname", // de
		"nom", "noms", // fr
		"nome", "nomes", // pt
		"nome", "cognome", // it
	}},
	{Canon: "user", Forms: []string{
		"यूज़र", "यूजर", "यूज़र्स", "यूजर्स", "उपयोगकर्ता", // hi (Devanagari)
		"user*",                  // en
		"사용자", "유저", "회원", "이용자", // ko
		"ユーザー", "ユーザ", "利用者", "会員", // ja
		"用户", "用戶", "使用者", "會員", // zh
		"usuario*",                          // es
		"benutzer*", "nutzer*", "anwender*", // de
		"utilisateur*",               // fr
		"utilizador*",                // pt
		"utente", "utenti", "utenza", // it
	}},
	{Canon: "profile", Forms: []string{
		"प्रोफ़ाइल", "प्रोफाइल", // hi (Devanagari)
		"ぷろふ",                     // ja: short ("プロフ" is inside ロキソプロフェン)
		"profil*", "display name", // en: a profile's own fields name it
		"프로필", "닉네임", "표시 이름", "표시이름", "가입 정보", "가입정보", "회원 정보", "회원정보", "인사기록", "인사 기록", // ko (a member's sign-up details, a personnel record)
		"プロフィール", "ぷろふぃーる", "表示名", "ニックネーム", "従業員情報", "社員情報", "職員情報", "プロフ開", "プロフを開", "プロフ見せ", "プロファイル", "人事ファイル", "人事記録", // ja: an employee's record; the short プロフ opened or shown
		"个人资料", "個人資料", "个人信息", "個人信息", "简介", "簡介", "显示名", "顯示名", "显示名称", "顯示名稱", "昵称", "暱稱", "员工档案", "員工檔案", "个人档案", "個人檔案", "人事档案", "员工资料", "員工資料", "员工信息", "員工信息", "員工資訊", // zh: a display name, a nickname, an employee's record
		"perfil*", "nombre visible", "su ficha", "ficha del empleado", "ficha de la empleada", "ficha del usuario", "ficha de la usuaria", // es (a person's record card)
		"anzeigename*", "mitarbeiterprofil*", "nutzerprofil*", // de
		"perfil*", "cadastro do cliente", "cadastro do usuário", "cadastro da usuária", "e-mail cadastrado", "email cadastrado", "no cadastro", // pt: a person's record
		"profilo", "profili", "anagrafica", "scheda dipendente", "scheda del dipendente", "scheda utente", // it
	}},
	// A company's staff directory, by the words other languages give it (English
	// "directory" is a folder's word too, and the catalog's own).
	{Canon: "directory", Forms: []string{
		"डायरेक्टरी",                                                     // hi (Devanagari)
		"직원 명부", "직원명부", "사원 명부", "사원명부", "임직원 명부", "사내 디렉터리", "사내 디렉토리", // ko
		"社員名簿", "職員名簿", "社内名簿", "従業員名簿", "社内ディレクトリ", "社員ディレクトリ", // ja
		"员工名录", "員工名錄", "员工通讯录", "員工通訊錄", "公司通讯录", "公司通訊錄", // zh
		"directorio de la empresa", "directorio de empleados", "directorio interno", "directorio corporativo", "directorio del personal", // es
		"mitarbeiterverzeichnis*", "personalverzeichnis*", "firmenverzeichnis*", // de
		"l'annuaire", "annuaire interne", "annuaire des employés", "annuaire du personnel", "annuaire de l'entreprise", "annuaire d'entreprise", // fr (not "un annuaire de restaurants")
		"diretório da empresa", "diretório de funcionários", "diretório interno", "diretório corporativo", "no diretório", // pt
		"rubrica aziendale", "elenco dipendenti", "elenco del personale", "directory aziendale", // it
	}},
	{Canon: "password", Forms: []string{
		"पासवर्ड",               // hi (Devanagari)
		"password*", "passcode", // en
		"비밀번호", "패스워드", // ko
		"パスワード", "暗証番号", // ja
		"密码", "密碼", // zh
		"contraseña*",            // es
		"passwort*", "kennwort*", // de
		"mot de passe", "mdp", // fr
		"senha*", "palavra-passe", "palavras-passe", // pt (palavra-passe: European)
		"parola d'ordine", // it
	}},
	{Canon: "department", Forms: []string{
		"विभाग", "डिपार्टमेंट", // hi (Devanagari)
		"department*", "dept", // en
		"부서",       // ko
		"部署", "部門", // ja
		"部门", "市场部", "市場部", "销售部", "銷售部", "财务部", "財務部", "技术部", "技術部", "研发部", "研發部", // zh
		"departamento*",           // es
		"abteilung*",              // de
		"département*",            // fr
		"departamento*",           // pt
		"reparto", "dipartimento", // it
	}},
	{Canon: "role", Forms: []string{
		"रोल", "भूमिका", "एडमिन रोल", "एडमिन", // hi (Devanagari)
		"role", "roles", // en
		"역할", "직책", // ko
		"ロール", "役割", // ja (役職 is a job title: employment)
		"角色",           // zh (职位 is a job title: employment)
		"rol", "roles", // es
		"rolle", "rollen", // de
		"rôle", "rôles", // fr
		"ruolo", "ruoli", // it
	}},
	{Canon: "permission", Forms: []string{
		"परमिशन", "अनुमति", // hi (Devanagari)
		"permission*", "privilege*", "access", "role", "roles", "角色", "solo lectura", "sólo lectura", "schreibgeschützt", "admin rights", "admin access", "admin-rechte", "adminrechte", "administratorrechte", "administrator-rechte", "leserechte", "schreibrechte", "zugriffsrechte", "bearbeitungsrechte", "zum admin", "zur admin", "zum administrator", "zur administratorin", "berechtigung*", "welche rechte", // en, de
		"make admin", "zum admin", "zum administrator", "zur administratorin", "zum moderator", "zur moderatorin", "admin sein", "moderator sein", // a role given: en, de ("as admin" is who asks; "he is an admin" tells)
		"hazme admin", "hazlo admin", "hazla admin", "es administrador", "es administradora", // es
		"para administrador", "para administradora", "como administrador", // pt: made an administrator ("a Administrador" is a Spanish job title too)
		"bearbeitungsrechte", "leserechte", "schreibrechte", "visible to everyone", "für alle sichtbar", "visible para todos", // who may see or edit
		"역할", "ロール", "役割", "rol", "roles", "rolle", "rollen", "rôle", "rôles", // ko, ja, es, de, fr
		"권한", "접근권한", "퍼미션", // ko
		"権限", "アクセス権", "パーミッション", // ja
		"权限", "權限", "访问权限", "訪問權限", // zh
		"permiso*",                        // es
		"berechtigung*", "zugriffsrecht*", // de
		"droits",                             // fr
		"permissão", "permissões", "acesso*", // pt
		"ruolo", "ruoli", "permessi", "permessi di amministratore", "diritti di amministratore", "è amministratore", "come amministratore", "autorizzazioni", "privilegi", "diritti di accesso", // it
	}},
	{Canon: "team", Forms: []string{
		"team*",                                  // en
		"팀원", "팀장", "팀을", "팀의", "팀에", "팀이", "팀별", // ko
		"チーム",                  // ja
		"团队", "團隊", "小组", "小組", // zh
		"equipo*",            // es
		"équipe*",            // fr
		"equipe*", "equipa*", // pt
	}},
	{Canon: "group", Forms: []string{
		"group", "groups", // en
		"그룹", "모임", // ko
		"グループ",                 // ja
		"群组", "群組", "分组", "分組", // zh
		"grupo*",  // es
		"gruppe*", // de
		"groupe*", // fr
		"grupo*",  // pt
	}},
	{Canon: "member", Forms: []string{
		"member*",   // en
		"멤버", "구성원", // ko
		"メンバー",     // ja
		"成员", "成員", // zh
		"miembro*",  // es
		"mitglied*", // de
		"membre*",   // fr
		"membro*",   // pt
	}},
	{Canon: "company", Forms: []string{
		"company", "companies", "organization*", "organisation*", // en
		"회사", "기업", "조직", // ko
		"会社", "企業", "組織", // ja
		"公司", "企业", "企業", "组织", // zh
		"empresa*", "compañía*", "organización*", // es
		"firma", "firmen", "unternehmen", // de
		"entreprise*", "société*", // fr
		"empresa*", "companhia*", "organização", // pt
		"azienda", "società", // it
	}},
	{Canon: "employee", Forms: []string{
		"employee*", "staff", "worker*", // en
		"직원", "사원", "임직원", "근로자", "사번", // ko (사번: an employee number)
		"従業員", "社員", "職員", "スタッフ", // ja
		"员工", "員工", "职员", "雇员", "僱員", // zh
		"empleado*",                                     // es
		"mitarbeiter*", "angestellte*", "beschäftigte*", // de
		"employé*", "salarié*", // fr
		"funcionário*", "empregado*", "colaborador*", // pt
		"dipendente", "dipendenti", "collaboratore", "collaboratrice", "matricola", // it
	}},
	{Canon: "salary", Forms: []string{
		"salary", "salaries", "wage", "wages", "payroll", // en
		"급여", "연봉", "월급", "봉급", "임금", // ko
		"給与", "給料", "年収", "賃金", // ja
		"工资", "工資", "薪资", "薪資", "薪水", "薪酬", // zh
		"salario*", "sueldo*", // es
		"gehalt", "gehälter", "lohn", "löhne", "was verdient man", "wie viel verdient", // de
		"salaire*",                  // fr
		"salário*",                  // pt
		"stipendio", "retribuzione", // it
	}},
	{Canon: "contract", Forms: []string{
		"contract*", // en
		"계약", "계약서", // ko
		"契約", "契約書", // ja
		"合同", "合约", "合約", "契约", // zh
		"contrat*",                         // es
		"vertrag", "verträge", "vertrages", // de
		"contrato*", // pt
	}},
	{Canon: "report", Forms: []string{
		"report", "reports", // en
		"보고서", "리포트", "레포트", // ko
		"レポート", "報告書", "週報", "日報", "月報", // ja
		"报告", "報告", "报表", "報表", // zh
		"informe*", "reporte*", // es
		"bericht*",   // de
		"rapport*",   // fr
		"relatório*", // pt
	}},
	{Canon: "dashboard", Forms: []string{
		"dashboard*",  // en
		"대시보드", "현황판", // ko
		"ダッシュボード",                        // ja
		"仪表板", "儀表板", "仪表盘", "儀表盤", "看板", // zh
		"panel de control", "tablero*", // es
		"tableau de bord",   // fr
		"painel", "painéis", // pt
	}},
	{Canon: "metric", Forms: []string{
		"metric*", "kpi", "kpis", "statistic*", "stats", "analytics", // en
		"지표", "메트릭", "통계", // ko
		"指標", "メトリクス", "統計", // ja
		"指标", "統計", "统计", // zh
		"estadística*",                       // es
		"metrik*", "kennzahl*", "statistik*", // de
		"métrique*", "statistique*", // fr
		"estatística*", // pt
	}},
	{Canon: "status", Forms: []string{
		"status", "statuses", // en
		"상태", "현황", // ko
		"状態", "ステータス", "状況", // ja
		"状态", "狀態", "状况", "狀況", "进度", "進度", "到哪一步", "处理到哪", "處理到哪", // zh: its progress, how far it got
		"estado", "estados", "situación", // es
		"zustand*",        // de
		"statut*", "état", // fr
		"estado", "situação", // pt
		"stato del ticket", "stato della segnalazione", "stato della richiesta", "stato della mia richiesta", // it
	}},
	{Canon: "log", Forms: []string{
		"log", "logs", "logging", // en
		"로그",       // ko
		"ログ",       // ja
		"日志", "日誌", // zh
		"registro*",  // es
		"protokoll*", // de
		"registro*",  // pt
	}},
	{Canon: "error", Forms: []string{
		"एरर", "त्रुटि", // hi (Devanagari)
		"error", "errors", "exception*", "failure*", // en
		"에러", "오류", // ko
		"エラー", "例外", "障害", // ja
		"错误", "錯誤", "报错", "報錯", "异常", "異常", // zh
		"errores",       // es
		"fehler*",       // de
		"erreur*",       // fr
		"erro", "erros", // pt
	}},
	{Canon: "device", Forms: []string{
		"device*",                // en
		"기기", "장치", "디바이스", "단말", // ko
		"デバイス", "機器", "端末", "装置", // ja
		"设备", "設備", "装置", "裝置", // zh
		"dispositivo*",             // es
		"gerät*",                   // de
		"appareil*", "dispositif*", // fr
		"dispositivo*", "aparelho*", // pt
	}},
	{Canon: "sensor", Forms: []string{
		"sensor*",     // en
		"센서",          // ko
		"センサー", "センサ", // ja
		"传感器", "傳感器", "感测器", "感測器", // zh
		"capteur*", // fr
	}},
	{Canon: "vehicle", Forms: []string{
		"vehicle*", "car", "cars", // en
		"차량", "자동차", // ko
		"車両", "自動車", "クルマ", // ja
		"车辆", "車輛", "汽车", "汽車", // zh
		"vehículo*", "coche*", "auto", "autos", // es
		"fahrzeug*", "pkw", // de
		"véhicule*", "voiture*", // fr
		"veículo*", "carro*", // pt
	}},
	{Canon: "server", Forms: []string{
		"server*",     // en
		"서버",          // ko
		"サーバー", "サーバ", // ja
		"服务器", "服務器", "伺服器", // zh
		"servidor*", // es
		"serveur*",  // fr
		"servidor*", // pt
	}},
	{Canon: "database", Forms: []string{
		"database*", "db", // en
		"데이터베이스",            // ko
		"データベース",            // ja
		"数据库", "數據庫", "資料庫", // zh
		"base de datos",   // es
		"datenbank*",      // de
		"base de données", // fr
		"banco de dados",  // pt
	}},
	{Canon: "data", Forms: []string{
		"data", "dataset*", // en
		"데이터", "자료", // ko
		"データ", "資料", // ja
		"数据", "數據", // zh
		"datos",   // es
		"daten",   // de
		"données", // fr
		"dados",   // pt
	}},
	{Canon: "api key", Forms: []string{
		"api key", "api keys", "apikey", "token", "tokens", "claves api", "clave api", "api-schlüssel", // en, es, de
		"api키", "토큰", // ko
		"apiキー", "トークン", // ja
		"api密钥", "api金鑰", "令牌", // zh
		"clave de api", "clave api", // es
		"api-schlüssel",        // de
		"clé api", "clé d'api", // fr
		"chave de api", "chave api", // pt
	}},
	{Canon: "job", Forms: []string{
		"job", "jobs", // en
		"ジョブ",      // ja
		"作业", "作業", // zh
	}},
	{Canon: "workflow", Forms: []string{
		"workflow*", "pipeline*", // en
		"워크플로", "파이프라인", // ko
		"ワークフロー", "パイプライン", // ja
		"工作流",               // zh
		"flujo de trabajo",  // es
		"arbeitsablauf*",    // de
		"flux de travail",   // fr
		"fluxo de trabalho", // pt
	}},
	{Canon: "version", Forms: []string{
		"version*",          // en
		"버전",                // ko
		"バージョン",             // ja
		"版本",                // zh
		"versiones",         // es
		"versão", "versões", // pt
	}},
	{Canon: "link", Forms: []string{
		"link", "links", "url", "urls", // en
		"링크",                         // ko
		"リンク",                        // ja
		"链接", "鏈接", "連結", "网址", "網址", // zh
		"enlace*", "vínculo*", // es
		"verknüpfung*",  // de
		"lien", "liens", // fr
	}},
	{Canon: "tag", Forms: []string{
		"tag", "tags", "label", "labels", // en
		"태그", "라벨", "레이블", // ko
		"タグ", "ラベル", // ja
		"标签", "標籤", // zh
		"etiqueta*",  // es
		"etikett*",   // de
		"étiquette*", // fr
		"etiqueta*",  // pt
	}},
	{Canon: "category", Forms: []string{
		"categor*",         // en
		"카테고리", "분류", "범주", // ko
		"カテゴリ", "分類", // ja
		"类别", "類別", "分类", "類目", "类目", // zh
		"kategorie*", // de
	}},
	{Canon: "language", Forms: []string{
		"भाषा",      // hi (Devanagari)
		"language*", // en
		"언어",        // ko
		"言語",        // ja
		"语言", "語言",  // zh
		"idioma*", "lengua*", // es
		"sprache*",           // de
		"langue*",            // fr
		"idioma*", "língua*", // pt
	}},
	{Canon: "text", Forms: []string{
		"text", "texts", // en
		"텍스트", "본문", // ko
		"テキスト", "本文", // ja
		"文本", "正文", // zh
		"texto*", // es
		"texte",  // de
		"texte*", // fr
		"texto*", // pt
	}},
	{Canon: "size", Forms: []string{
		"size", "sizes", // en
		"크기", "사이즈", "용량", // ko
		"サイズ", "大きさ", "容量", // ja
		"大小", "尺寸", // zh
		"tamaño*",  // es
		"größe*",   // de
		"taille*",  // fr
		"tamanho*", // pt
	}},
	{Canon: "color", Forms: []string{
		"color*", "colour*", // en
		"색상", "컬러", "색깔", // ko
		"カラー", "色合い", // ja
		"颜色", "顏色", // zh
		"farbe*",       // de
		"couleur*",     // fr
		"cor", "cores", // pt
	}},
	{Canon: "population", Forms: []string{
		"population*",                // en
		"인구",                         // ko
		"人口",                         // ja
		"población*",                 // es
		"bevölkerung*", "einwohner*", // de
		"população",               // pt
		"abitanti", "popolazione", // it
	}},
	{Canon: "news", Forms: []string{
		"अखबार", "अख़बार", "समाचार", "खबर", "ख़बर", // hi (Devanagari)
		"news", "newspaper", "newspapers", "headline*", "blog", "blogs", "magazine", "magazines", "cnn", "bbc", "fox news", "new york times", "nytimes", "washington post", "the guardian", "reuters", // en
		"뉴스", "소식", "신문", "블로그", "잡지", "시장 분위기", "증시 분위기", // ko: and the market's mood
		"ニュース", "報道", "新聞記事", // ja
		"新闻", "新聞", "资讯", "資訊", // zh
		"noticia*", "periódico*", // es
		"nachrichten", "neuigkeit*", "zeitung*", // de
		"actualité*",                                                                                     // fr ("infos" is German information too)
		"notícia*",                                                                                       // pt
		"notizie", "notizia", "articoli di giornale", "articolo di giornale", "quotidiano", "quotidiani", // it
	}},
	{Canon: "score", Forms: []string{
		"score", "scores", // en
		"점수", "스코어", // ko
		"スコア", "得点", "点数", // ja
		"分数", "分數", "比分", "得分", // zh
		"puntuación*", "marcador*", // es
		"punktzahl*", "spielstand*", // de
		"pontuação", "placar", // pt
	}},
	{Canon: "music", Forms: []string{
		"letra de", "letra da música", "letra da musica", "letra de la canción", "testo della canzone", "paroles de", "songtext", // lyrics
		"music", "song", "songs", // en
		"음악", "노래", // ko
		"音楽", "楽曲", // ja
		"音乐", "音樂", "歌曲", // zh
		"música", "canción", "canciones", // es
		"musik", "lied", "lieder", "schlager", // de
		"musique*", "chanson*", // fr
		"música", "canção", "canções", // pt
		"musica", "canzone", "canzoni", // it
	}},
	{Canon: "movie", Forms: []string{
		"फिल्म", "मूवी", // hi (Devanagari)
		"movie", "movies", "film", "films", // en ("movie*" would be Spanish "movieron", moved)
		"영화",       // ko
		"映画",       // ja
		"电影", "電影", // zh
		"película*", // es
		"filme",     // de
		"filme*",    // pt
	}},
	{Canon: "book", Forms: []string{
		"book", "books", // en
		"도서", "서적", "책을", "책의", // ko
		"書籍", "図書", // ja
		"书籍", "書籍", "图书", "圖書", // zh
		"libro*",         // es
		"buch", "bücher", // de
		"livre", "livres", // fr
		"livro*", // pt
	}},

	// Health.
	{Canon: "health", Forms: []string{
		"health*",        // en
		"건강", "보건", "헬스", // ko
		"健康", "ヘルス", // ja
		"健康",          // zh
		"salud",       // es
		"gesundheit*", // de
		"santé",       // fr
		"saúde",       // pt
	}},
	{Canon: "patient", Forms: []string{
		"patient*",  // en
		"환자",        // ko
		"患者",        // ja
		"病人",        // zh
		"paciente*", // es
		"paciente*", // pt
	}},
	{Canon: "doctor", Forms: []string{
		"doctor*", "physician*", // en
		"의사", "주치의", "담당의", // ko
		"医師", "医者", "ドクター", // ja
		"医生", "醫生", "大夫", // zh
		"médico*",                 // es
		"arzt", "ärzte", "ärztin", // de
		"médecin*", "docteur*", // fr
		"doutor*", // pt
	}},
	{Canon: "hospital", Forms: []string{
		"hospital*", "clinic*", // en
		"병원", "클리닉", // ko
		"病院", "医院", "クリニック", // ja
		"医院", "醫院", "诊所", "診所", // zh
		"clínica*",                // es
		"krankenhaus*", "klinik*", // de
		"hôpital*", // fr
		"clínica*", // pt
	}},
	{Canon: "medication", Forms: []string{
		"medication*", "medicine*", "drug", "drugs", "prescription*", // en
		"약물", "의약품", "처방", "처방전", "복용약", // ko
		"薬剤", "医薬品", "処方", "処方箋", "服薬", // ja
		"药物", "藥物", "药品", "藥品", "处方", "處方", // zh
		"medicamento*",           // es
		"medikament*", "arznei*", // de
		"médicament*", "ordonnance*", // fr
		"medicamento*", "remédio*", // pt
		"heroin", "cannabis", "marijuana", "heroína", "marihuana", "drogas", "drogen", "drogue", "drogues", "maconha", // drugs ("cocaína" is a misspelt "cocina")
		"마약", "대마", "麻薬", "大麻", "毒品",
	}},
	{Canon: "diagnosis", Forms: []string{
		"diagnos*", // en
		"진단",       // ko
		"診断",       // ja
		"诊断", "診斷", // zh
		"diagnóstic*", // es
	}},
	{Canon: "symptom", Forms: []string{
		"symptom*", // en
		"증상", "증세", // ko
		"症状",       // ja
		"症状", "症狀", // zh
		"síntoma*",  // es
		"symptôme*", // fr
	}},

	// Attributes: properties and measures of a record that an endpoint returns only when its
	// text or fields name them (lexicon.Attributes); written from general knowledge.
	{Canon: "ip address", Forms: []string{
		"ip", "ip address", "ip addresses", "ip주소", "ip 주소", "ipアドレス", "dirección ip", "direcciones ip", "ip-adresse*", // a connection's address
	}},
	{Canon: "login", Forms: []string{
		"लॉगिन", "लॉग इन", // hi (Devanagari)
		"últimos accesos", "ultimos accesos", "accesos recientes", "último acceso", "ultimo acceso", "última conexión", "ultima conexion", "historial de accesos", "historial d accesos", // es
		"login", "logins", "log-in", "sign-in", "last login", "logged in", "who signed up", "users signed up", "signups", "sign-up date", // en
		"angemeldet haben", "registriert haben", "se registraron", "iniciaron sesión", // de, es
		"로그인", "접속기록", "접속 기록", // ko
		"ログイン", "最終ログイン", // ja
		"登录", "登錄", "登入", // zh
		"inicio de sesión", "inicios de sesión", "sin entrar", "sin iniciar sesión", // es
		"anmeldung*", "login*", "anmeldeverlauf", "eingeloggt", "eingelogt", "logged in", "signed in", // de, en
		"connexion*", "s'est connecté", "s'est connectée", "se sont connectés", "connecté à mon compte", // fr
		"login*", "acessou minha conta", "acessaram", "último acesso", // pt
		"ultimi accessi", "ultimo accesso", "accessi", "cronologia degli accessi", // it
	}},
	{Canon: "meeting agenda", Forms: []string{
		"meeting agenda", "meeting agendas", // en ("agenda" alone is also one's schedule)
		"안건", "어젠다", "회의 안건", // ko
		"アジェンダ", "議題", // ja
		"议程", "議程", // zh
		"orden del día",    // es ("agenda" is a diary)
		"tagesordnung*",    // de
		"ordre du jour",    // fr
		"pauta da reunião", // pt
	}},
	{Canon: "writing", Forms: []string{
		"poem", "poems", "story", "stories", "essay", "essays", "song", "songs", "speech", "speeches", "script",
		"scripts", "scenario", "scenarios", "haiku", "limerick", // en
		"소설", "에세이", "편지", "연설문", "시나리오", "대본", "작문", // ko ("시" is also an hour and a city)
		"詩", "物語", "小説", "エッセイ", "手紙", "スピーチ", "台本", "シナリオ", "俳句", "原稿", "下書き", "文面", "謝罪文", // ja: drafts, wording
		"borrador", "entwurf", "초안", "원고", // a draft is writing (English "draft" is as often the verb)
		"诗", "詩歌", "小说", "小說", "剧本", "劇本", // zh
		"poema", "poemas", "cuento", "cuentos", "ensayo", "ensayos", "canción", "canciones", "discurso", "guion", "guión", // es
		"gedicht*", "aufsatz", "aufsätze", "drehbuch*", "liedtext*", // de
		"poème*", "poésie", "chanson*", "discours", // fr
		"poesia", "poemas", "conto", "redação", "roteiro", // pt
	}},
	{Canon: "web page", Forms: []string{
		"web page", "webpage", "website", "websites", "landing page", "help page", "support page", "status page", // en
		"페이지", "웹페이지", // ko
		"ページ", "ウェブページ", // ja
		"网页", "網頁", "页面", "頁面", // zh
		"página web", "página de soporte", "página de ayuda", // es
		"webseite*", "landingpage*", // de
		"page web", // fr
	}},
	{Canon: "form", Forms: []string{
		"form", "forms", "web form", // en
		"양식", "폼", "신청서", // ko
		"フォーム", "申込書", // ja
		"表单", "表單", // zh
		"formulario*",           // es
		"formular", "formulare", // de
		"formulaire*", // fr
	}},
	{Canon: "chatbot", Forms: []string{
		"chatbot", "chatbots", "bot", "bots", "챗봇", "チャットボット", "聊天机器人", "聊天機器人",
	}},
	{Canon: "mailing list", Forms: []string{
		"mailing list", "mailing lists", "distribution list", "메일링 리스트", "메일링리스트", "メーリングリスト",
		"lista de correo", "lista de distribución", "verteiler", "verteilerliste", "liste de diffusion",
	}},
	{Canon: "hotline", Forms: []string{
		"hotline", "hotlines", "help line", "helpline", "핫라인", "상담 전화", "ホットライン", "热线", "熱線",
		"línea directa", "línea de ayuda", "hotline-nummer",
	}},
	{Canon: "macro", Forms: []string{
		"macro", "macros", "canned response", "canned responses", // en
		"매크로", "답변 템플릿", // ko
		"マクロ", "定型返信", // ja
		"宏",                                                // zh
		"respuesta predefinida", "respuestas predefinidas", // es
		"makro", "makros", "textbaustein*", // de
	}},
	{Canon: "queue", Forms: []string{
		"queue", "queues", // en
		"대기열",      // ko
		"キュー",      // ja
		"队列", "隊列", // zh
		"cola de soporte", "cola de tickets", // es
		"warteschlange*", // de
		"file d'attente", // fr
	}},
	{Canon: "template", Forms: []string{
		"template", "templates", // en
		"템플릿", "서식", // ko
		"テンプレート", "テンプレ", "ひな形", "雛形", "定型文", // ja
		"模板", "範本", // zh
		"plantilla", "plantillas", // es
		"vorlage", "vorlagen", "terminvorlage*", // de
		"modèle de", "gabarit*", // fr
		"modelo de", // pt
	}},
	{Canon: "poll", Forms: []string{
		"poll", "polls", "doodle", // en
		"투표", "설문", // ko
		"アンケート", "投票", // ja
		"投票", "问卷", "問卷", // zh
		"encuesta*", "votación", // es
		"umfrage*", "abstimmung*", // de
		"sondage*",           // fr
		"enquete", "votação", // pt
	}},
	{Canon: "notes", Forms: []string{
		"notes", "transcript*", "recording*", "meeting minutes", "minutes of the meeting", // en
		"summary of the meeting", "summary of last week's meeting", "summary of today's meeting", "meeting summary", "meeting recap", "what was said in the meeting", "what was decided in the meeting", "what did we discuss", "what was discussed", // en: what a meeting said
		"회의록", "메모", "녹화", "녹취", // ko
		"회의 요약", "회의 내용", "회의에서 뭐라고", "회의에서 결정된", "회의에서 나온", "결정사항", "결정 사항", "회의 결과", // ko: what a meeting said
		"議事録", "メモ", "録画", "議事メモ", // ja
		"会議の要点", "会議の内容", "会議の決定事項", "会議の要約", "会議のまとめ", "会議で話した", // ja: what a meeting said
		"会议纪要", "會議紀要", "纪要", "紀要", "笔记", "筆記", "录音", "錄音", // zh
		"notas", "acta", "actas", "transcripción*", "grabación*", // es
		"notizen", "protokoll*", "mitschrift*", "aufzeichnung*", "besprechungsprotokoll*", "sitzungsprotokoll*", "meetingprotokoll*", // de
		"compte rendu", "procès-verbal", "notes", // fr
		"notas", "ata", "atas", "gravação*", // pt
		"verbale", "appunti", "trascrizione", "registrazione della riunione", // it
	}},
	{Canon: "agenda item", Forms: []string{
		"agenda items", "talking points", // en
		"안건", "아젠다", "어젠다", // ko
		"アジェンダ", "議題", // ja
		"议程", "議程", "议题", "議題", // zh
		"orden del día", "puntos a tratar", // es
		"tagesordnung*", "traktanden", // de
		"ordre du jour",   // fr
		"pauta", "pautas", // pt
	}},
	{Canon: "meeting link", Forms: []string{
		"zoom link", "teams link", "meet link", "meeting link", "dial-in", "join link", // en
		"줌링크", "줌 링크", "회의링크", "회의 링크", "미팅링크", "미팅 링크", // ko
		"会議url", "会議リンク", "zoomリンク", "参加リンク", // ja
		"会议链接", "會議連結", "会议链接", "zoom 链接", "zoom链接", "会议号", "會議號", "腾讯会议号", // zh
		"enlace de zoom", "enlace de teams", "enlace de la reunión", "enlace de la videollamada", // es
		"zoom-link", "teams-link", "einwahllink", "meeting-link", "einwahl*", "videolink", "video-link", "meetinglink", // de
		"lien zoom", "lien teams", "lien de la réunion", // fr
		"link do zoom", "link da reunião", // pt
	}},
	{Canon: "room", Forms: []string{
		"conference room", "meeting room", "meeting rooms", "freie räume", "besprechungsraum*", "salas libres", "sala de reuniones", // en, de, es
		"회의실", "회의룸", "미팅룸", // ko
		"会議室",        // ja
		"会议室", "會議室", // zh
		"sala de reuniones", "sala de juntas", // es
		"besprechungsraum*", "konferenzraum*", "sitzungszimmer*", "meetingraum*", // de
		"salle de réunion", "salle de conférence", // fr
		"sala de reunião", "sala de reuniões", // pt
	}},
	{Canon: "availability", Forms: []string{
		"free slot", "free slots", "free/busy", "free time", "open slot", "open slots", "calendar availability", "my availability", // en ("free hour" is also a consultation's)
		"when am i free", "any openings", "openings in my", "gaps in my schedule", "gap in my schedule", // en: times left open
		"빈시간", "빈 시간", "가용시간", "비어있", "비어 있", // ko
		"空き状況", "空いて", "空き時間", // ja
		"空闲", "空閒", "有空", // zh
		"hueco libre", "huecos libres", // es
		"freie zeit", "freier termin", "frei ist", "freie slots", "freie termine", "freie zeitfenster", "freie lücke", "lücke im kalender", // de
		"créneau libre", "créneaux libres", // fr
		"horário livre", "horários livres", // pt
	}},
	{Canon: "attendance", Forms: []string{
		"rsvp", "rsvps", "attendance", "attendees", "attendee list", "participants", "who is attending", // en
		"timesheet*", "time tracking", "근태", "勤怠", "zeiterfassung", "fichaje", "fichajes", // an employee's attendance
		"참석자", "참석 여부", "참석여부", "출석", "참가자", // ko
		"참석한 사람", "초대 수락했", "초대를 수락했", "초대 거절한", "초대를 거절한", "거절한 사람", "수락한 사람", // ko: who came, who answered
		"出欠", "出席者", "参加者", "出席状況", // ja
		"出席した人", "参加した人", "辞退した人", "招待を承諾した", "招待を辞退した", "承諾した?", "承諾した？", // ja: who came, who answered
		"参会人", "參會人", "出席", "参加者", "與會者", // zh
		"asistentes", "asistencia confirmada", "participantes", "confirmó asistencia", // es
		"teilnehmer*", "zusagen", "teilnahme", "abgesagt", "zugesagt", "eingeladen", "nicht bestätigt", // de
		"who declined", "who accepted", "who is invited", "who's invited", "declined", "is invited", // en: who answered
		"participants", "présence", // fr
		"participantes", "presença", // pt
		"partecipanti", "chi partecipa", // it
	}},
	{Canon: "time zone", Forms: []string{
		"time zone", "timezone", "time zones", "timezones", "tz", "time difference", "what time is it in", "what time will it be in", // en
		"타임존", "시차", "시일 때", // ko: when it is nine o'clock (in one city)
		"タイムゾーン", "時差", "時のとき", // ja
		"时区", "時區", "时差", // zh
		"zona horaria", "huso horario", "diferencia horaria", "qué hora es en", // es
		"zeitzone*", "zeitverschiebung", "zeitunterschied", "wie spät ist es in", "wie viel uhr ist es", "wieviel uhr ist es", // de
		"fuseau horaire", // fr
		"fuso horário",   // pt
		"fuso orario",    // it
	}},
	{Canon: "attachment", Forms: []string{
		"attachment", "attachments", "attached file", // en
		"첨부", "첨부파일", // ko
		"添付",                          // ja
		"附件",                          // zh
		"adjunto*", "archivo adjunto", // es
		"anhang", "anhänge", // de
		"pièce jointe", "pièces jointes", // fr
		"anexo*", // pt
	}},
	// What an index holds and how many shares a company has issued: market facts beside a
	// quote's price and a price history. (How much a price swings is the history's.)
	{Canon: "index constituents", Forms: []string{
		"constituents", "index members", "components of the index", // en
		"구성 종목", "구성종목", "편입 종목", "편입종목", // ko
		"構成銘柄", "組入銘柄", // ja
		"成分股",                                           // zh
		"componentes del índice", "empresas del índice", // es
		"indexwerte", "indexmitglieder", "im index enthalten", // de
		"composants de l'indice", // fr
		"componentes do índice",  // pt
	}},
	{Canon: "shares outstanding", Forms: []string{
		"shares outstanding", "outstanding shares", "share count", "float", // en
		"발행 주식 수", "발행주식수", "상장 주식 수", "상장주식수", // ko
		"発行済株式数", "発行済み株式数", // ja
		"流通股", "总股本", "總股本", // zh
		"acciones en circulación",                                 // es
		"ausstehende aktien", "aktienanzahl", "anzahl der aktien", // de
		"actions en circulation", // fr
		"ações em circulação",    // pt
	}},
	{Canon: "valuation ratio", Forms: []string{
		"p/e", "pe ratio", "p/e ratio", "price-to-earnings", "price/earnings", "eps", "ev/ebitda", "price-to-book", // en
		"주가수익비율", "pbr", "주당순이익", // ko
		"株価収益率", "pbr", "1株当たり利益", // ja
		"市盈率", "本益比", "市净率", "每股收益", // zh
		"relación precio-beneficio", "ratio per", "bpa", // es
		"kgv", "kurs-gewinn-verhältnis", "gewinn pro aktie", // de
		"ratio cours/bénéfice", "bpa", // fr
		"p/l", "preço/lucro", "lpa", // pt
	}},
	{Canon: "market cap", Forms: []string{
		"market cap", "market capitalization", "market capitalisation", "market value", // en
		"시가총액", "시총", // ko
		"時価総額",                                                                     // ja
		"市值",                                                                       // zh
		"capitalización bursátil", "capitalización de mercado", "valor de mercado", // es
		"marktkapitalisierung", "börsenwert", // de
		"capitalisation boursière",                     // fr
		"capitalização de mercado", "valor de mercado", // pt
		"capitalizzazione", "capitalizza", // it
	}},
	{Canon: "earnings", Forms: []string{
		"재무제표", "손익계산서", "대차대조표", "財務諸表", "損益計算書", "financial statements", "balance sheet", "income statement", "cuenta de resultados", "estados financieros", "bilanz", // financial statements

		"earnings", "earnings date", "earnings report", "earnings call", "quarterly results", // en
		"실적", "실적발표", "실적 발표", "어닝", // ko
		"決算", "決算発表", // ja
		"财报", "財報", "业绩", "業績", // zh
		"resultados trimestrales", "presentación de resultados", "ganancias", // es
		"quartalszahlen", "geschäftszahlen", "ergebnisbericht*", // de
		"résultats trimestriels", "bénéfices", // fr
		"resultados trimestrais", "balanço trimestral", // pt
		"utili", "trimestrale", "bilancio", // it
	}},
	{Canon: "analyst rating", Forms: []string{
		"analyst rating", "analyst ratings", "price target", "target price", "consensus", "analyst", // en
		"목표주가", "목표 주가", "컨센서스", "애널리스트", "투자의견", // ko
		"目標株価", "アナリスト", "コンセンサス", "レーティング", // ja
		"目标价", "目標價", "分析师", "分析師", "评级", "評級", // zh
		"precio objetivo", "analistas", "recomendación de analistas", "consenso", // es
		"kursziel*", "analyst*", "analystenempfehlung*", // de
		"objectif de cours", "analystes", // fr
		"preço-alvo", "analistas", // pt
	}},
	{Canon: "trading volume", Forms: []string{
		"trading volume", "volume traded", "shares traded", "turnover", // en
		"거래량", "거래대금", // ko
		"出来高", "売買代金", // ja
		"成交量", "成交額", "成交额", // zh
		"volumen de negociación", "volumen negociado", "volumen de operaciones", // es
		"handelsvolumen", "umsatz der aktie", // de
		"volume d'échanges", "volume de transactions", // fr
		"volume negociado", "volume de negociação", // pt
	}},
	{Canon: "unit cost", Forms: []string{
		"paid per unit", "cost per unit", // en
		"cuánto nos cuesta", "cuanto nos cuesta", "coste unitario", "costo unitario", "coste por unidad", // es
		"unit cost", "unit price", "purchase price", "cost price", "wholesale price", // en
		"단가", "원가", "매입가", "구매단가", // ko
		"単価", "仕入単価", "原価", "仕入価格", // ja
		"单价", "單價", "进价", "進價", "成本", "进货价", "進貨價", "采购价", "採購價", // zh
		"costo unitario", "coste unitario", "precio de compra", "precio unitario", // es
		"einkaufspreis*", "stückpreis*", "einzelpreis*", "im einkauf", "selbstkosten", // de
		"coût unitaire", "prix d'achat", "prix unitaire", // fr
		"custo unitário", "preço de compra", "preço unitário", // pt
		"costo unitario", "prezzo unitario", "a quanto vendiamo", "prezzo di vendita", "prezzo d'acquisto", "prezzo di acquisto", "a listino", "prezzo di listino", // it
	}},
	{Canon: "supplier", Forms: []string{
		"सप्लायर", "आपूर्तिकर्ता", "वेंडर", // hi (Devanagari)
		"lo fabrica", "quién fabrica", "quien fabrica", // es: who makes it
		"supplier", "suppliers", "vendor", "vendors", "manufacturer", "seller", "sellers", "who supplies", // en
		"공급업체", "공급사", "거래처", "납품업체", "제조사", // ko
		"仕入先", "仕入れ先", "発注先", "サプライヤー", "供給元", "メーカー", "業者", "販売店", "販売業者", // ja
		"供应商", "供應商", "厂商", "廠商", // zh
		"proveedor*", "fabricante*", // es
		"lieferant*", "hersteller*", "zulieferer*", "händler*", "haendler*", // de
		"fournisseur*", "fabricant*", // fr
		"fornecedor*", "fabricante*", // pt
		"fornitore", "fornitori", "produttore", // it
	}},
	{Canon: "storage location", Forms: []string{
		"rack number", "kahan rakha", "kahan rakhi", "kis rack", // hi (Latin)
		"रैक", "किस रैक", "कहाँ रखा", "कहां रखा", "बिन लोकेशन", // hi (Devanagari)
		"stored there", // en
		// A warehouse named is where stock is looked up ("대전 창고에 재고 있는지"); one
		// asked for by "which" is a location asked ("어느 창고에 있어?").
		"shelf", "shelves", "bin location", "which bin", "what bin", "aisle", "stored in", "storage location", "which warehouse", "what warehouse", "warehouse location", "located in the warehouse", "located in our warehouse", // en
		"어느 창고", "무슨 창고", "창고 위치", "선반", "보관위치", "보관 위치", "적재위치", // ko
		"どの倉庫", "どこの倉庫", "倉庫の場所", "どの棚", "保管場所", "保管棚", "棚番", "棚", // ja
		"哪个仓库", "哪個倉庫", "货架", "貨架", "库位", "庫位", "货位", "貨位", "储位", "儲位", // zh
		"qué almacén", "que almacén", "cuál almacén", "estantería", "ubicación en el almacén", "ubicación del sku", "hueco", "estante", "estantes", "está guardado", "están guardados", "pasillo", "qué pasillo", // es
		"lagerort*", "regal*", "lagerplatz*", "in welchem lager", "lagerfach", "welchem fach", "umlagern", "gelagert", // de
		"quel entrepôt", "étagère*", "emplacement", // fr
		"qual armazém", "que armazém", "prateleira*", // pt
		"scaffale", "scaffali", "quale magazzino", "ubicazione", // it
		"어느 위치", "어디에 보관", "어디 보관", // ko: where in the warehouse it is kept
	}},
	{Canon: "lead time", Forms: []string{
		"lead time", "lead times", "delivery time", "delivery times", "shipping time", "shipping times", "restock date", // en
		"리드타임", "리드 타임", "납기", "입고 예정", // ko
		"リードタイム", "納期", "入荷予定", // ja
		"交货期", "交貨期", "交期", "到货时间", // zh
		"plazo de entrega", "tiempo de entrega", "tiempo de envío", // es
		"lieferzeit*", "wiederbeschaffungszeit*", // de
		"délai de livraison", "délai d'approvisionnement", // fr
		"prazo de entrega", // pt
	}},
	// How fast a stock runs down or turns over: an analysis over time no stock record holds.
	{Canon: "turnover rate", Forms: []string{
		"stock movements", "stock movement", "bestandsveränderung*", "bestandsbewegung*", "lagerbewegung*", "movimientos de stock", "movimientos de inventario", "入出庫履歴", "입출고 내역", // a stock's ins and outs
		"burn rate", "burning through", "consumption rate", "run rate", "inventory turnover", "turnover rate", "sell-through rate", // en
		"lagerumschlag*", "umschlagshäufigkeit", "verbrauchsrate", // de
		"a qué ritmo", "qué tan rápido", "rotación de inventario", "rotación del inventario", "ritmo de consumo", // es
		"在庫回転", "消化ペース", "재고 회전", "소진 속도", "rotation des stocks", "giro de estoque", // ja, ko, fr, pt
		"周转率", "週轉率", "库存周转", "庫存週轉", // zh
	}},
	{Canon: "sales", Forms: []string{
		"which customers", "what customers", "welche kunden", "qué clientes", "que clientes", "どの顧客", "어떤 고객", // who bought it
		"sales", "sold", "units sold", "selling per", "is selling", "are selling", "best-selling", "best seller", "sell-through", "shipped to customers", "units shipped", "were shipped", // en
		"an kunden versendet", "versendet wurden", "verkaufte einheiten", "enviadas a clientes", "unidades enviadas", // de, es: what went out
		"판매량", "판매", "매출", "팔렸", // ko
		"販売数", "販売", "売上", "売れた", "売れ筋", // ja
		"销量", "銷量", "销售", "銷售", "卖出", "賣出", // zh
		"ventas", "vendimos", "vendidas", "vendidos", "más vendido", // es
		"verkaufszahl*", "absatzzahl*", // de
		"verkauft*", "verkäufe", "absatz", "umsatz", "bestseller", // de
		"ventes", "vendus", "vendues", // fr
		"vendas", "vendidos", "vendidas", "vendemos", // pt
		"vendite", "venduto", "venduti", "vendute", "abbiamo venduto", "dati di vendita", // it
	}},
	{Canon: "barcode", Forms: []string{
		"barcode", "barcodes", "upc", "ean", "gtin", // en
		"바코드",             // ko
		"バーコード", "janコード", // ja
		"条形码", "條碼", "条码", // zh
		"código de barras",                   // es
		"barcode", "strichcode*", "ean-code", // de
		"code-barres", "code barre", // fr
		"código de barras", // pt
	}},
	// The unit a SKU is counted in: no count, and no field a stock update sets.
	{Canon: "unit of measure", Forms: []string{
		"unit of measure", "units of measure", "uom", "maßeinheit", "mengeneinheit", "unidad de medida", "計量単位", "측정 단위",
	}},
	{Canon: "dimensions", Forms: []string{
		"dimensions", "weight", "weigh", "weighs", "how heavy", "size of the box", "package size", "what size", "which size", "wie schwer", "kartonmaße", "abmessungen", // en, de
		"무게", "치수", "크기", "중량", // ko
		"重さ", "寸法", "のサイズ", "とサイズ", "サイズのバリエ", "重量", // ja (not "Mサイズ", a size label)
		"重量", "尺寸", // zh
		"peso", "dimensiones", "medidas", "pesa", "pesan", "qué talla", "que talla", // es
		"gewicht", "maße", "abmessung*", "wiegt", // de
		"poids", "dimensions", // fr
		"peso", "dimensões", "medidas", // pt
	}},
	{Canon: "expiry", Forms: []string{
		"expires first", "expiration date", "expiration dates", // en
		"expiry", "expiration", "expiry date", "expiration date", "best before", "lot number", "lot numbers", "expire before", "expiring", "expires before", "expire soon", "expires soon",
		"lotes", "caducan", "caducidad", "chargen", "mhd", "laufen ab", // en, es, de
		"유통기한", "소비기한", "로트", // ko
		"賞味期限", "消費期限", "使用期限", "ロット", // ja
		"保质期", "保質期", "有效期", "批号", "批號", // zh
		"fecha de caducidad", "caducidad", "vencimiento", "lote", "caduca", "que vence", // es
		"haltbarkeit*", "mindesthaltbarkeit*", "verfallsdatum", "abläuft", "ablaufen", // de
		"date de péremption", "date d'expiration", // fr
		"validade", "data de validade", "lote", // pt
	}},
	{Canon: "full text", Forms: []string{
		"फुल टेक्स्ट", "पूरा टेक्स्ट", // hi (Devanagari)
		"pdf", "full text", "full-text", "fulltext", "download link", // en
		"원문", "pdf", "논문 전문", "전문 좀", "전문을", // ko
		"全文", "本文", "pdf", // ja
		"全文", "原文", "pdf", // zh
		"texto completo", "pdf", // es
		"testo completo", "testo integrale", // it
		"volltext*", "pdf", // de
		"texte intégral", "pdf", // fr
		"texto completo", "pdf", // pt
	}},
	{Canon: "license", Forms: []string{
		"license", "licence", "licensing", "open access", "copyright", // en
		"라이선스", "라이센스", "저작권", "오픈액세스", // ko
		"ライセンス", "著作権", "オープンアクセス", // ja
		"许可", "許可", "版权", "版權", "开放获取", "開放取用", // zh
		"licencia*", "acceso abierto", "derechos de autor", // es
		"lizenz*", "urheberrecht*", // de
		"licence*", "droit d'auteur", // fr
		"licença*", "acesso aberto", "direitos autorais", // pt
	}},
	{Canon: "impact factor", Forms: []string{
		"h-index", "h index", "h指数", "hインデックス", "h지수", // a researcher's index
		"citations in total", "total citations", "zitationen insgesamt", "citas en total", "citas acumula", "citas tiene en total", // a researcher's count
		"impact factor", "altmetric", "altmetrics", "h-index", "journal ranking", "predatory journal", "journal predatory", // en
		"quartile", "fattore di impatto", // it
		"임팩트팩터", "임팩트 팩터", "영향력지수", "알트메트릭", // ko
		"インパクトファクター", "altmetricスコア", "オルトメトリクス", // ja
		"影响因子", "影響因子", // zh
		"factor de impacto", "índice h", // es
		"impact factor", "impact-faktor", "einflussfaktor", // de
		"facteur d'impact", // fr
		"fator de impacto", // pt
	}},
	{Canon: "funding", Forms: []string{
		"funding", "funder", "funders", "grant number", "sponsor", "which grant", "what grant", // en
		"연구비", "펀딩", "지원기관", "후원", // ko
		"研究費", "助成", "資金提供", // ja
		"资助", "資助", // zh
		"financiación", "financiamiento", "financió", "financiado", // es
		"förderung", "förderer", "finanzierung", "gefördert", "finanziert hat", "finanziert wurde", // de
		"who funded", "funded by", "funded this", "funded the", // en
		"financement", "financé", // fr
		"financiamento", "financiado", // pt
	}},
	{Canon: "downloads", Forms: []string{
		"downloads", "download count", "readership", "downloaded", "been downloaded", // en
		"다운로드 수", "다운로드수", "조회수", // ko
		"ダウンロード数", "閲覧数", // ja
		"下载量", "下載量", "阅读量", "閱讀量", // zh
		"descargas", "se ha descargado", "visualizaciones", // es
		"downloads", "heruntergeladen", "aufrufe", // de
		"téléchargements", "vues", // fr
		"downloads", "visualizações", // pt
	}},
	{Canon: "peer review", Forms: []string{
		"peer review", "peer reviews", "reviewer", "reviewers", "review reports", "referee", "reviewer comments", "who reviewed", // en (a peer-reviewed article is a kind of paper)
		"peer reviewed or", "is it peer reviewed", "was it peer reviewed", "been peer reviewed", "actually peer reviewed", // en: whether one was
		"심사", "리뷰어", "심사위원", "동료평가", "피어리뷰", // ko
		"査読", "レビュアー", "査読者", // ja
		"同行评审", "同行評審", "审稿", "審稿", "评审意见", // zh
		"revisión por pares", "revisores", "evaluadores", "quién revisó", "quien reviso", // es
		"gutachten", "gutachter*", "begutachtung*", "peer-review", // de
		"évaluation par les pairs", "relecteurs", "rapporteurs", // fr
		"revisão por pares", "revisores", "pareceristas", // pt
		"revisione paritaria", "revisori", "revisore", "referee", "tempo di revisione", "tempo medio di revisione", // it
	}},
	{Canon: "retraction", Forms: []string{
		"retraction", "retracted", "errata", "erratum", "correction notice", // en
		"철회", "리트랙션", // ko
		"撤回",       // ja
		"撤稿", "撤回", // zh
		"retractado", "retractación", "retirado", // es
		"zurückgezogen", "rücknahme", // de
		"rétracté", "rétractation", // fr
		"retratado", "retratação", // pt
	}},
	{Canon: "uv index", Forms: []string{
		"uv index", "uv-index", "uv levels", "uv level", "uv rays", "ultraviolet", // en ("a UV detector" is a device)
		"자외선", "uv지수", // ko
		"紫外線", "uv指数", // ja
		"紫外线", "紫外線", // zh
		"índice uv", "rayos uv", "radiación ultravioleta", // es
		"uv-index", "uv-strahlung", // de
		"indice uv", // fr
		"índice uv", // pt
	}},
	{Canon: "pollen", Forms: []string{
		"pollen", "pollen count", "allergy forecast", // en
		"꽃가루", "화분", // ko
		"花粉",      // ja
		"花粉",      // zh
		"polen",   // es
		"pollen*", // de
		"pollen*", // fr
		"pólen",   // pt
	}},
	{Canon: "dew point", Forms: []string{
		"dew point", "dewpoint", // en
		"이슬점",      // ko
		"露点",       // ja
		"露点", "露點", // zh
		"punto de rocío",   // es
		"taupunkt",         // de
		"point de rosée",   // fr
		"ponto de orvalho", // pt
	}},
	{Canon: "toxicity", Forms: []string{
		"toxicity", "toxic", "hazard", "safety data sheet", "sds", "msds", // en
		"독성", "유해성", // ko
		"毒性", "有害性", // ja
		"毒性",                            // zh
		"toxicidad", "tóxico", "tóxica", // es
		"toxizität", "giftig", "gefahrstoff*", "sicherheitsdatenblatt", // de
		"toxicité", "toxique", // fr
		"toxicidade", "tóxico", // pt
		"tossicità", "tossico", "tossica", // it
	}},
	{Canon: "synthesis", Forms: []string{
		"synthesis", "synthesize", "synthesise", "recipe", "preparation method", "fabrication", "crystal growth", "grow crystals", // en
		"成長させる", "結晶成長", "결정 성장", "kristallzüchtung", "crecimiento de cristales", // ja, ko, de, es: a crystal grown
		"합성", "제조법", "레시피", // ko
		"合成", "作り方", "製法", // ja
		"合成", "制备", "製備", "生长配方", "生長配方", "配方", // zh (a growth recipe)
		"síntesis", "sintetiza", "se sintetiza", // es
		"synthese*", "hergestellt", "herstellung", // de
		"synthèse",                          // fr
		"síntese",                           // pt
		"sintesi", "ricuocere", "ricottura", // it
	}},
	{Canon: "optical property", Forms: []string{
		"refractive index", "absorption spectrum", "reflectance", // en
		"굴절률",                         // ko
		"屈折率",                         // ja
		"折射率",                         // zh
		"índice de refracción",        // es
		"brechungsindex", "brechzahl", // de
		"indice de réfraction", // fr
		"índice de refração",   // pt
	}},
	{Canon: "thermal property", Forms: []string{
		"thermal conductivity", "thermal expansion", "heat capacity", "specific heat", "melting point", "boiling point", // en
		"열전도도", "열전도율", "열팽창", "비열", "녹는점", "끓는점", "융점", // ko
		"熱伝導率", "熱膨張", "比熱", "融点", "沸点", // ja
		"热导率", "熱導率", "热膨胀", "熱膨脹", "熔点", "熔點", "沸点", // zh
		"conductividad térmica", "expansión térmica", "dilatación térmica", "punto de fusión", // es
		"wärmeleitfähigkeit", "wärmeausdehnung*", "schmelzpunkt", "siedepunkt", // de
		"temperaturbeständigkeit", "hitzebeständigkeit", "hochtemperaturanwendung*", "wärmebeständigkeit", // de: how it stands heat (the adjectives name products: "hitzebeständige Handschuhe")
		"thermal stability", "thermally stable", "heat resistance", "high-temperature applications", // en
		"estabilidad térmica", "熱安定性", "열안정성",
		"conductivité thermique", "dilatation thermique", "point de fusion", // fr
		"condutividade térmica", "expansão térmica", "ponto de fusão", // pt
	}},
	{Canon: "mechanical property", Forms: []string{
		"young's modulus", "elastic modulus", "bulk modulus", "hardness", "tensile strength", // en
		"영률", "탄성계수", "경도", "인장강도", // ko
		"ヤング率", "弾性率", "硬度", "引張強度", // ja
		"杨氏模量", "楊氏模量", "弹性模量", "硬度", // zh
		"módulo de young", "módulo elástico", "dureza", // es
		"elastizitätsmodul", "e-modul", "härte", "zugfestigkeit", // de
		"module de young", "dureté", // fr
		"módulo de young", "dureza", // pt
	}},
	{Canon: "ionic conductivity", Forms: []string{
		"ionic conductivity", "electrical conductivity", "solubility", // en
		"이온전도도", "이온 전도도", "전기전도도", "용해도", // ko
		"イオン伝導度", "電気伝導度", "溶解度", // ja
		"离子电导率", "離子電導率", "溶解度", // zh
		"conductividad iónica", "solubilidad", // es
		"ionenleitfähigkeit", "löslichkeit", // de
		"conductivité ionique", "solubilité", // fr
		"condutividade iônica", "solubilidade", // pt
	}},
	{Canon: "service level", Forms: []string{
		"sla", "slas", "service level", "response time guarantee", "opening hours", "business hours", "hours of operation", // en
		"sla", "운영시간", "운영 시간", "영업시간", "응답시간", // ko
		"sla", "営業時間", "受付時間", "対応時間", // ja
		"sla", "营业时间", "營業時間", "服务时间", // zh
		"sla", "horario de atención", "tiempo de respuesta garantizado", "abre el soporte", // es
		"sla", "öffnungszeiten", "servicezeiten", "reaktionszeit*", // de
		"sla", "horaires d'ouverture", "temps de réponse", "délai de réponse", // fr
		"sla", "horário de atendimento", "tempo de resposta", "tempo médio de resposta", "prazo de resposta", // pt
	}},

	// Scopes: objects and services that sit beside a catalog domain rather than in it (another
	// company's app, a cryptocurrency, an unlisted company, another planet, a household
	// appliance). A request that names one is refused unless an endpoint names it too
	// (lexicon.IsScope).
	{Canon: "third-party service", Forms: []string{
		"netflix", "instagram", "facebook", "whatsapp", "linkedin", "github", "gitlab", "reddit", "twitter", "tiktok", "youtube", "spotify", "zendesk", "intercom", "salesforce", "shopify", "gmail", "amazon account", "google account", "apple id", "minecraft", "fortnite", "zelda", "pokemon", "playstation", "xbox", "airbnb", "dropbox", "icloud", "wechat", "weibo", "kakaotalk", "wordpress", "wikipedia", "google scholar", "web of science", "discord", "xing", "telegram", "starbucks card", "starbucks app", // en
		"steam account", "steam profile", "steam library", "twitch", "snapchat", "pinterest", "tinder", "duolingo", "doordash", "epic games", // en: apps with their own accounts
		"bumble", "dating app", "dating site", "dating profile", "app de citas", "site de rencontre", "app di incontri", "partnerbörse", "マッチングアプリ", "데이팅 앱", "소개팅 앱", "相亲网站", "交友软件", // dating apps
		"telekom", "vodafone", "comcast", "xfinity", "verizon", "movistar", // carriers with their own desks
		// An airline's miles programme.
		"mileageplus", "miles & more", "miles-&-more-konto", "frequent flyer", "vielfliegerkonto",
		"jira", "servicenow", "freshdesk", "bugzilla", "trello", "asana", "confluence", "chrome", "firefox", // software with its own desk
		"internet provider", "internet service provider", "cable company", "phone carrier", "mobile carrier", "landlord", // other desks
		"electricity provider", "power company", "utility company", "stromanbieter", "compañía eléctrica", "전력회사", "電力会社",
		"library account", "library website", "library card", "bibliothekskonto", "konto in der stadtbibliothek", "konto bei der stadtbibliothek", "cuenta de la biblioteca", "도서관 계정", "図書館のアカウント", // a library's own accounts (not the library as a place)
		"vendor helpdesk", "vendor portal", "public repository", "repositorio público", "öffentliches repository",
		"넷플릭스", "인스타", "인스타그램", "페이스북", "유튜브", "카카오톡", "카톡", "깃허브", "링크드인", "마인크래프트", "젤다", "트위터", "틱톡", "스포티파이", "배민", "쿠팡", "마켓컬리", "다이소", "토스", // ko
		"ネットフリックス", "インスタ", "フェイスブック", "ユーチューブ", "ツイッター", "楽天", "マイクラ", "ゼルダ", "ウェザーニュース", "ラインペイ", // ja
		"微信", "微博", "抖音", "淘宝", "淘寶", "支付宝", "支付寶", "哔哩哔哩", "嗶哩嗶哩", // zh
	}},
	{Canon: "cryptocurrency", Forms: []string{
		"बिटकॉइन", "क्रिप्टो", "एथेरियम", // hi (Devanagari)
		"bitcoin", "bitcoins", "ethereum", "dogecoin", "solana", "crypto", "cryptocurrency", "cryptocurrencies", "stablecoin", "nft", "nfts", // en (BTC-USD is a market symbol)
		"비트코인", "이더리움", "도지코인", "암호화폐", "가상화폐", "코인 시세", // ko
		"ビットコイン", "イーサリアム", "ドージコイン", "暗号資産", "仮想通貨", // ja
		"比特币", "比特幣", "以太坊", "狗狗币", "加密货币", "加密貨幣", "虚拟货币", "虛擬貨幣", // zh
		"criptomoneda*", "criptodivisa*", "kryptowährung*", "cryptomonnaie*", "criptomoeda*", // es, de, fr, pt
	}},
	// A company's officers and owners are no user of the directory: "トヨタのCEOの名前",
	// "who's the ceo of nvda", "Wer sind die größten Aktionäre von Volkswagen?".
	{Canon: "company background", Forms: []string{
		"company history", "corporate history", "history of the company", "founding story", "who founded", // en
		"회사 역사", "기업 역사", "창업 스토리", // ko
		"会社の歴史", "企業の歴史", "沿革", // ja
		"公司历史", "公司歷史", // zh
		"historia de la empresa", "historia de la compañía", "quién fundó", // es
		"firmengeschichte", "unternehmensgeschichte", "wer gründete", // de
		"histoire de l'entreprise", // fr
		"história da empresa",      // pt
	}},
	{Canon: "company officer", Forms: []string{
		"ceo", "cfo", "cto", "coo", "chief executive", "co-founder", "cofounder", "founder", "founders", "chairman", "chairwoman",
		"board of directors", "shareholders", "shareholder", "major shareholder", "largest shareholder", // en
		"대표이사", "회장", "주주", "대주주", "창업자", "창업주", "임원진", "이사회", // ko (사장님 is also the boss one works for)
		"社長", "会長", "取締役", "役員", "株主", "筆頭株主", "大株主", "創業者", "株主構成", "最高経営責任者", // ja
		"director ejecutivo", "directora ejecutiva", "consejero delegado", "consejera delegada", "fundador", "fundadora", "accionista", "accionistas", "consejo de administración", // es
		"vorstandschef*", "vorstandsvorsitzende*", "geschäftsführer*", "aufsichtsrat*", "gründer", "gründerin", "aktionär*", "großaktionär*", // de
	}},
	{Canon: "unlisted company", Forms: []string{
		"ipo", "initial public offering", "going public", "börsengang", "sale a bolsa", "empieza a cotizar", "新規上場", "상장 예정", // a listing to come
		"private company", "privately held", "unlisted", "pre-ipo", "not publicly traded", // en
		"ipo", "ipos", "공모주", "청약", "新規公開", "新規上場", "börsengang", "salida a bolsa", // not listed yet
		"비상장", "장외", // ko
		"未上場", "非上場", // ja
		"非上市", "未上市", // zh
		"empresa privada", "no cotiza", "no cotizada", "sin cotizar", "nicht börsennotiert", "privatunternehmen", "bosch", "aldi", "lidl", "ikea", "mercadona", "el corte inglés", "stripe", "bytedance", "non cotée", "empresa de capital fechado", "não listada", // es, de, fr, pt
	}},
	// A calendar itself, as opposed to an event in one.
	{Canon: "calendar itself", Forms: []string{
		// Two-word forms match their words anywhere ("un evento nuevo en el calendario" has
		// "nuevo" and "calendario"), so only words that name the calendar itself.
		"brand new calendar", "calendar itself", // en
		"캘린더 자체", "calendar 자체", // ko
		"カレンダー自体", "カレンダーそのもの", // ja
		"kalenderkategorie*", "ressourcenkalender", "new calendar category", // de, en
	}},
	// A record dated in the past on purpose.
	{Canon: "backdated record", Forms: []string{
		"retroactively", "retroactive", "backdate", "backdated", "backdating", // en
		"소급", "backdate해서", // ko
		"過去の日付で", "さかのぼって", "遡って", // ja
		"como evento pasado", "con fecha pasada", "retroactivamente", // es
		"rückwirkend", "rückdatiert", // de
	}},
	// A calendar kept by a school, a university or a faith lists no events of the user's:
	// "when does the school calendar say winter break starts", "학사일정", "学校の年間行事予定".
	{Canon: "public calendar", Forms: []string{
		"calendário de vacinação", "calendario de vacunación", "calendario vaccinale", "impfkalender", "vaccination schedule", "calendrier vaccinal", // vaccines
		"academic calendar", "islamic calendar", "hebrew calendar", "jewish calendar", "lunar calendar", "chinese calendar",
		"hindu calendar", "liturgical calendar", "church calendar", // en (one's own school or university calendar is one's own)
		"kirchenkalender", "mondkalender", // de
		"political agenda", "politische agenda", "agenda politique", "agenda politica", "agenda política", "agenda del gobierno", "agenda du gouvernement", "agenda der regierung", // a government's agenda
		"calendario escolar", "calendario académico", "calendario lunar", "calendario litúrgico", "calendario islámico", // es
		"agenda do governo", "agenda del governo", "agenda 2030", "agenda esg", "agenda de la présidence", "agenda della presidenza", "agenda da presidência", "agenda da empresa", // a government's, a body's agenda
		"calendrier officiel", "calendrier scolaire", "vacances scolaires", "calendário escolar", "calendario scolastico", "dias úteis", "giorni lavorativi", "jours ouvrés", "días hábiles", // a country's or a school's calendar
		"calendrier mural", "calendário de parede", "calendario da muro", "calendario da parete", // a calendar bought
		"d'après le calendrier", "selon le calendrier", "segundo o calendário", "secondo il calendario", "según el calendario", "according to the calendar", "school calendar say", // a calendar consulted for a date everyone has
		"학사일정", "학사 일정", "급식 일정", "수강신청", "음력 달력", // ko
		"年間行事", "学年暦", "旧暦", // ja
	}},
	// A schedule kept by others for everyone lists no events of the user's: rubbish
	// collection, broadcasts, deliveries, festivals, exhibitions, film releases. Only a
	// read of the calendar is refused for it (plan: fitPublicSchedule); a meeting about it
	// is an event, a problem with it a ticket's topic.
	{Canon: PublicSchedule, Forms: []string{
		"garbage collection", "trash pickup", "trash collection", "recycling pickup", "bin collection", "tv listings", "broadcast schedule", // en
		"müllabfuhr", "abfuhrkalender", "abfuhrtermine", "fernsehprogramm", "tv-programm", // de
		"recogida de basura", "programación de la tele", "programación de tv", // es
		"수거 일정", "방영 일정", "방송 일정", "편성표", "배송 일정", "축제 일정", "전시회 일정", "전시 일정", "배차 일정", "운행 일정", "개봉 일정", // ko
		"ゴミ収集", "ごみ収集", "放送予定", "番組表", "配送予定", "開催日程", "公開日程", // ja
		// timetables, fixtures, fireworks and markets
		"timetable", "timetables", "bus schedule", "train schedule", "ferry schedule", "flight schedule", "fixtures", "league schedule",
		"j-league", "kbo", "fahrplan", "feuerwerk", "fireworks", "flea market", "horario del tren", "horario del autobús", "horario del cercanías",
		"horarios de tren", "horario de autobuses",
		// festivals, tours and screenings
		"festival", "festivals", "eras tour", "world tour", "tour dates", "oktoberfest", "filmfestival", "konzerttermine", "fechas de la gira",
		"영화제", "상영 일정", "불꽃축제", "공연 일정", "콘서트 일정", "映画祭", "花火大会", "祇園祭", "行事日程", "上映日程", "ライブの日程", "コンサートの日程",
	}},
	// A company's own wiki is no help centre's knowledge base: "search our internal wiki
	// for the expense policy", "Im Firmenwiki nach der Reisekostenrichtlinie suchen".
	{Canon: "company wiki", Forms: []string{
		"company wiki", "internal wiki", "confluence", // en (a support wiki is the help centre's)
		"firmenwiki", "unternehmenswiki", "internes wiki", // de
		"wiki interna", "wiki de la empresa", // es
		"사내 위키", "회사 위키", "社内wiki", "社内ウィキ", // ko, ja
	}},
	{Canon: "another person's calendar", Forms: []string{
		"さんの予定", "さんのスケジュール", "さんのカレンダー", "님 일정", "님의 일정", "님 스케줄", "씨 일정", "씨의 일정", "님 캘린더",
		"private calendar", "privaten kalender", "privaten kalendertermine", "calendario privado", "eventos privados",
		"個人的な予定", "개인 캘린더", "개인캘린더",
		"상사 캘린더", "상사 일정", "상사의 일정", "팀장님 일정", "팀장 일정", "동료 일정", "동료 캘린더", "동료의 일정", // ko: a boss's, a colleague's
		"上司のカレンダー", "上司の予定", "同僚の予定", "同僚のカレンダー", "部長の予定", "課長の予定", // ja
	}},
	{Canon: "whole country", Forms: []string{
		"nationwide", "whole country", "entire country", "전국", "全国", "全國", "todo el país", "landesweit", "bundesweit",
		"ganz deutschland", "ganz skandinavien", "ganz europa", "toute la france",
	}},
	{Canon: "body or device", Forms: []string{
		"cpu", "gpu", "processor", "body temperature", "patient", "patients", "fever", "my baby has", "bebé tiene", "mein baby hat", // en (not "laptop": a warehouse stocks them)
		"fahrenheit to celsius", "celsius to fahrenheit", "fahrenheit a celsius", "celsius a fahrenheit", "fahrenheit in celsius", // a unit converted
		"체온", "환자", "cpu 온도", // ko
		"体温", "患者", "cpuの", // ja
		"体温", "體溫", // zh
		"temperatura corporal", "paciente", "pacientes", "fiebre", // es
		"körpertemperatur", "patient", "patienten", "fieber", // de
		"backofens", "température corporelle", "fièvre", // de, fr
		// A temperature told best or usual for a use, and the heat of things no city is.
		"bake", "baking", "roast", "roasting", "hornear", "horneo", "hornea", "backen", "backe", "굽는", "구울", "焼く", "焼き", // a dish's heat in the oven
		"ideal temperature", "optimal temperature", "best temperature", "normal temperature", "oven temperature", "surface of the sun", "sun's surface", "how hot is the sun", "temperature of the sun", "sun's temperature", "temperature of lava", "lava temperature", "how hot is lava", // en
		"temperatura ideal", "temperatura óptima", "temperatura normal", "temperatura del horno", "superficie del sol", // es
		"ideale temperatur", "optimale temperatur", "normale temperatur", "backofentemperatur", "oberfläche der sonne", "sonnenoberfläche", // de
		"適温", "最適な温度", "理想的な温度", "적정 온도", "적정온도", "최적 온도", "이상적인 온도", // ja, ko
		"물 온도", "물온도", "목욕물", "내부 온도", "서빙 온도", "발효 온도", "水温", "お湯の温度", "中心温度", "発酵温度", "우릴 때", "適した温度", "保存温度", "알맞은 온도", "보관 온도", "serving temperature", "storage temperature", "drinking temperature", "trinktemperatur", "lagertemperatur", "temperatura de servicio", "temperatura de conservación",
		"태양 표면", "태양의 표면", "太陽の表面", "太陽表面", "sun's core", "core of the sun", "earth's core", "center of the earth", "erdkern", "erdinnere", "sonnenkern", "núcleo del sol", "núcleo de la tierra", "지구의 핵", "지구 핵", "地球の核", // the heat of things no city is
	}},
	{Canon: "traffic", Forms: []string{
		"traffic", "traffic conditions", "교통", "교통상황", "渋滞", "交通情報", "交通状况", "tráfico", "verkehr", "verkehrslage", "stau", "trafic",
	}},
	{Canon: "regulatory filing", Forms: []string{
		"sec filing", "sec filings", "10-k", "8-k", "insider trading", "insider trades", "insider transactions", "공시", "내부자 거래", "有価証券報告書", "適時開示", "インサイダー", "hecho relevante", "pflichtmitteilung*", "insiderhandel",
	}},
	{Canon: "election", Forms: []string{
		"election", "elections", "선거", "選挙", "选举", "選舉", "elecciones", "landtagswahl*", "bundestagswahl*", "élection*",
	}},
	{Canon: "service quote", Forms: []string{
		"cotización del taller",            // a workshop's offer
		"preventivo", "una quotazione per", // it: a service's estimate
		"見積もり", "見積り", "見積", "견적", "이사 업체", "kostenvoranschlag*", "presupuesto para", "devis", "reformar", "plumber", "angebot vom handwerker",
		// A quote for insurance or a renovation is a service's price, not a market's.
		"insurance quote", "insurance premium", "car insurance", "home insurance", "health insurance", "renovation",
		"quote for replacing", "quote for fixing", "quote for repairing", "quote for installing", "quote for painting",
		"quote for cleaning", "quote to replace", "quote to fix", "quote to repair", "quote to install", // a service's price
		"vendor quote", "supplier quote", "vendor quotes", "supplier quotes", "cotizar con", "cotización del proveedor", "lieferantenangebot*", // a seller's offer
		"remodeling", "seguro de coche", "seguro de hogar", "seguro del coche", "póliza", "reforma", "kfz-versicherung*", "autoversicherung*", "versicherungsangebot*",
		"hausratversicherung*", "haftpflichtversicherung*", "mudanza", // a household insurance, a move
		"renovierung*", "보험료", "자동차 보험", "리모델링", "保険料", "自動車保険", "リフォーム",
	}},
	// Parts of software named after its users: "update the user interface colors", "the
	// user agent of the last request". They name no user of a directory (a user guide is
	// documentation).
	{Canon: "software interface", Forms: []string{
		"user interface", "user agent", "user pool", "user flow", "user-facing", "user experience", // en
		"benutzeroberfläche*", "interfaz de usuario", "agente de usuario", "experiencia de usuario", // de, es
		"ユーザーインターフェース", "ユーザーエージェント", "사용자 인터페이스", "사용자 경험", // ja, ko
	}},
	// A video game's inventory or world: "update my character's game inventory".
	{Canon: "video game", Forms: []string{
		"game world", "spielinventar", "inventario del juego", "inventario de mi personaje", // en, de, es
		"ゲームのinventory", "ゲームのインベントリ", "게임 캐릭터", "게임 인벤토리", // ja, ko
		"in-game", "in a video game", "in the video game", "en el videojuego", "dans le jeu vidéo", "nel videogioco", "im videospiel", "no videogame", // a game's own weather or calendar
		"ゲーム内", "ゲームの中", "게임에서", "게임 속", "게임 안", "游戏里", "游戏中", "遊戲裡", "遊戲中",
		"minecraft", "animal crossing", "あつ森", "どうぶつの森", "동물의 숲", "동숲", "zelda", "ゼルダ", "genshin", "原神", "monster hunter", "モンハン", "몬헌",
		"fortnite", "flight simulator", "gta", "pokémon", "pokemon", "ポケモン", "포켓몬", "宝可梦", "stardew valley", "skyrim", "elden ring", "roblox",
		"league of legends", "world of warcraft", "mario kart", "マリオカート", "final fantasy",
	}},
	// Learning resources asked for: a podcast or a textbook on a topic is no record the
	// catalog keeps (a SKU that is a textbook is stock).
	{Canon: "learning resource", Forms: []string{
		"podcast about", "podcasts about", "podcast on", "textbook on", "textbook about", "online course on", "online course about",
		"internship", "mooc", "lecture video", "video tutorial", // en
		"teaching material", "teaching materials", "material didáctico", "materiales del curso",
		"materiale didattico", "materiali didattici", "materiali del corso", "supports de cours", "support de cours", "matériel pédagogique", "materiais da aula",
		"material da aula", "material didático", "materiais didáticos", "lehrmaterial*", "unterrichtsmaterial*", "kursmaterial*", "vorlesungsfolien", "教材", "강의 자료", "講義資料", "课件", // a course's materials
	}},
	// A market's size or growth is an economic statistic, no share's quote: "How big is
	// the global semiconductor market?".
	{Canon: "market size", Forms: []string{
		"market size", "size of the market", "market share", "marktgröße", "marktvolumen", "marktanteil", "tamaño del mercado", "cuota de mercado", "quota di mercato", // en, de, es, it
		"시장 규모", "시장 점유율", "市場規模", "市場シェア", // ko, ja
	}},
	// Research funding: grants, fellowships and calls for proposals are no papers.
	{Canon: "research funding", Forms: []string{
		"research grant", "research grants", "grants fund", "fellowship", "fellowships", "call for proposals", // en
		"forschungsstipendi*", "fördermittel", "forschungsförderung", // de
		"beca de investigación", "becas de investigación", "convocatorias de proyectos", "convocatoria de proyectos", // es
	}},
	// A submitted manuscript's standing with a journal: "has my article been accepted?".
	{Canon: "submission status", Forms: []string{
		"submission status", "manuscript status", "been accepted", "aceptaron mi artículo", "revisión de mi artículo", "solicitud de publicación", // en, es
		"call for papers", "stato della revisione", "stato revisione", "revisione del mio paper", "revisione del mio articolo", "sottomissione", "sottomettere", "manoscritto", // it
		"manuskriptstatus", "einreichungsstatus", "投稿状況", "심사 현황", // de, ja, ko
	}},
	// Jobs a system runs on a schedule are no events of a calendar: "List the scheduled
	// cron jobs on the build server", "Jenkinsのスケジュール済みジョブ", "예약 이체 내역". (A
	// maintenance window or a batch job may be an event's title or a job's frame.)
	{Canon: "scheduled job", Forms: []string{
		"cron job", "cron jobs", "crontab", "scheduled job", "scheduled jobs", "scheduled posts", "scheduled transfers", "dag run", "dag runs", // en
		"geplante beiträge", "geplante überweisungen", "publicaciones programadas", "transferencias programadas", // de, es
		"reorder rule", "automatic reorder", "auto-reorder", "automation rule", "automated rule", "nachbestellregel", "automatische nachbestellung", "regla de reposición", "reposición automática", // a rule that acts later
		"예약 이체", "예약 발송", "スケジュール済みジョブ", "予約投稿", // ko, ja
	}},
	// A paper's own content beyond its metadata: its figures, tables, methods, results,
	// conclusions, acknowledgements and supplementary material, which no search of
	// article metadata returns.
	{Canon: "paper content", Forms: []string{
		"figures from", "the figures of", "tables from", "acknowledgements", "acknowledgments", "supplementary material", "supplementary materials", // en
		"supplementary information", "informazioni supplementari", "materiale supplementare", // it
		"conflict of interest statement", "conclusions of the paper", "methods section", "results section",
		"abbildungen aus", "tabellen aus", "danksagung", "ergänzende materialien", "ergänzenden materialien", "schlussfolgerungen zieht", "methoden beschreibt", // de
		"figuras del artículo", "tablas del artículo", "agradecimientos", "material suplementario", "conclusiones saca", "métodos describe", // es
		"보충 자료", "補足資料", // ko, ja
	}},
	// A profile of something other than a user: a share's risk, a company, a food, a
	// temperature over time. No directory keeps it.
	{Canon: "non-user profile", Forms: []string{
		"risk profile", "volatility profile", "nutritional profile", "thermal profile", "temperature profile",
		"social media profile", "risikoprofil", "unternehmensprofil", "perfil de riesgo", "perfil de la empresa", // en, de, es
	}},
	// The name of a pet, a storm or a baby is no user's: "a good name for my dog",
	// "how do hurricanes get their names", "台風の名前の付け方", "猫の名前のアイデア".
	{Canon: "non-user name", Forms: []string{
		// (Latin-script phrases, whose words may stand apart, are read by ReadNotation.)
		"고양이 이름", "강아지 이름", "반려견 이름", "반려묘 이름", "아기 이름", "태풍 이름", // ko
		"猫の名前", "犬の名前", "ペットの名前", "赤ちゃんの名前", "台風の名前", "ハリケーンの名前", // ja
		"hundename*", "katzenname*", "babyname*", "sturmname*", // de
	}},
	// Events a system or a market records, not a calendar's: audit and security events,
	// an event log, a company's corporate events, sporting events.
	{Canon: "system event", Forms: []string{
		"audit events", "audit event", "system events", "security events", "event log", "event logs", "corporate events", "sporting events",
		"audit-ereignisse", "systemereignisse", "ereignisprotokoll", "eventos de auditoría", "eventos del sistema", "registro de eventos", // de, es
	}},
	// A crystal lattice's energies, strains and vibrations are properties no structure
	// lookup returns: "Get the lattice energy of NaCl".
	{Canon: "lattice energy", Forms: []string{
		"lattice enthalpy", "lattice vibrations", "crystal field splitting", // en (two-word forms match in any order: no "lattice energy")
		"gitterenergie", "gitterenthalpie", "gitterschwingung*", "gitterdefekt*", "kristallitgröße", "energía reticular", "entalpía reticular", // de, es
	}},
	{Canon: "off-world place", Forms: []string{
		"mars", "martian", "lunar surface", "international space station", "outer space", "venus", "jupiter", // en
		"화성 표면", "국제우주정거장", "우주정거장", "달 표면", // ko
		"火星", "月面", "宇宙ステーション", // ja
		"火星", "月球表面", "空间站", "太空站", // zh
		"marte", "superficie de marte", "estación espacial", "raumstation", "mars-oberfläche", "station spatiale", "estação espacial", // es, de, fr, pt
		"far side of the moon", "on the moon", "the moon's surface", "달 뒷면", "달의 뒷면", "月の裏側", "月球背面", "月の表面",
		"space weather", "solar wind", "우주 날씨", "우주날씨", "태양풍", "宇宙天気", "太陽風", "weltraumwetter", "sonnenwind", "clima espacial", "viento solar",
		"moon", "mond", "달의", "月の天気", "月の来週", "月面",
		"en la luna", "cara oculta de la luna", "auf dem mond", "rückseite des mondes", "mondoberfläche", "sur la lune", "face cachée de la lune", "na lua",
	}},
	{Canon: "indoor room", Forms: []string{
		"server room", "basement", "living room", "bedroom", "greenhouse", // en
		"서버실", "거실", "침실", "지하실", "온실", // ko
		"サーバールーム", "サーバー室", "リビング", "寝室", "地下室", "温室", // ja
		"机房", "客厅", "客廳", "卧室", "臥室", "地下室", "温室", // zh
		"sala de servidores", "sótano", "dormitorio", "invernadero", // es
		"serverraum", "im keller", "kellerraum", "wohnzimmer", "schlafzimmer", "gewächshaus", // de
		"salle des serveurs", "sous-sol", "salle de séjour", // fr
		"porão", "sala de estar", // pt
	}},
	// A poem, a song or a joke is written for the asker, no record any catalog keeps: "rain
	// poem Seattle", "stock market joke", "ein Gedicht über das Wetter".
	{Canon: "creative writing", Forms: []string{
		"ユーザー名のアイデア", "username ideas", "ideas de nombre de usuario", "ideias de nome de usuário", "idées de pseudo", // names made up
		"brainstorm", "brainstorming", "brainstormen", "lluvia de ideas", "tormenta de ideas", "remue-méninges", "tempête d'idées", "chuva de ideias", "tempesta di idee", // ideas made up
		"tagline", "taglines", "slogan", "slogans", "eslogan", "eslóganes",
		"inspiring quote", "famous quote", "motivational quote", "quote from einstein", "favorite quote", "favourite quote", "quote of the day", "zitat des tages", "cita célebre", "frase célebre", "名言", "명언", // a quotation
		"cita famosa", "cita inspiradora", "una cita de", "berühmtes zitat", "ein zitat von", // a quotation
		"une citation de", "une citation sur", "une belle citation", "citation célèbre", "una citazione di", "una citazione sulla", "una citazione sull", "citazione famosa",
		"uma citação de", "uma citação do", "uma citação da", "citação famosa", "a quote from", "a quote by", "名句", // a writer's words
		"poem", "poems", "poetry", "haiku", "haikus", "limerick", "sonnet", "song", "songs", "riddle", "song lyrics", "lyrics", "joke", "jokes", "short story", "bedtime story", "fairy tale", // en
		"이름 뭐로 지을", "이름 지어", "이름을 지어", "이름 짓", "이름을 짓", "짧은 시", "시 한 편", "시를 써", "시가 하나", "시가 한 편", "시 구절", "농담", "노래 가사", "하이쿠", // ko ("동화" is inside 운동화, "가사" inside 휴가 사용)
		"proverb", "proverbs", "속담", "ことわざ", "諺", "sprichwort", "sprichwörter", "bauernregel", "bauernregeln", "refrán", "refranes", // a proverb
		"소설", "小説", "줄거리", "あらすじ", "plot summary", "sinopsis", // a novel, a story's plot
		"俳句", "短歌", "ポエム", "冗談", "ジョーク", "歌詞", "童話", // ja
		"诗歌", "笑话", "笑話", "歌词", "歌詞", // zh
		"poema", "poemas", "poesía", "chiste", "chistes", "cuento corto", "letra de canción", // es
		"gedicht", "gedichte", "witz", "witze", "liedtext", "kurzgeschichte", "märchen", // de
		"poème", "blague", "poema", "piada", // fr, pt
	}},
	// A person's own logs of health, sleep, exercise, meals or spending are kept by no
	// catalog of records: "내 운동 기록을 보여줘" is no price history.
	{Canon: "personal log", Forms: []string{
		"workout log", "exercise log", "sleep log", "food diary", "food log", "symptom log", "spending history", "step count", // en
		"운동 기록", "수면 기록", "식단 기록", "지출 기록", "증상 기록", "카드 지출", "걸음 수", // ko
		"運動記録", "睡眠記録", "食事記録", "支出記録", "歩数", // ja
		"trainingsprotokoll", "schlafprotokoll", "ernährungstagebuch", "ausgabenübersicht", "schrittzahl", // de
		"registro de ejercicio", "registro de sueño", "registro de comidas", "historial de gastos", // es
	}},
	// The profile of a thing, not a person's: a coffee's flavour, a wing's shape, a tyre's
	// tread, an aluminium section, an offender's pattern.
	{Canon: "thing profile", Forms: []string{
		"flavor profile", "flavour profile", "taste profile", "criminal profile", "aerodynamic profile", "wing profile", "tread depth", "tire tread", "tyre tread", // en
		"geschmacksprofil", "reifenprofil", "profiltiefe", "aluminiumprofil", "tragflächenprofil", // de
		"perfil de sabor", "perfil aromático", "perfil criminal", "perfil aerodinámico", "perfil de aluminio", "dibujo del neumático", // es
	}},
	// A person's papers, home network and chats are kept by no directory: "change the name on
	// my passport", "WLAN-Namen ändern", "단톡방 이름 변경" update no user profile.
	// People in the public eye have profiles of their own, in no company's directory: "look
	// up the profile of the actor who played Gandalf".
	{Canon: "public figure", Forms: []string{
		"actor", "actress", "celebrity", "celebrities", "rapper", "footballer", "movie star", "pop star", // en (not "singer": a surname)
		"배우 이름", "주연 배우", "영화배우", "여배우", "연예인", "가수", "축구선수", // ko (not 배우 alone: 배우다, 배우자)
		"俳優", "女優", "芸能人", "歌手", "サッカー選手", // ja
		"演员", "演員", "明星", "歌手", // zh
		"actriz", "cantante", "futbolista", // es
		"schauspieler", "schauspielerin", "promi", "promis", "fußballer", // de
		"acteur", "actrice", "chanteur", "chanteuse", "ator", "atriz", "cantor", // fr, pt
	}},
	// What people build or make at home is no material a materials database holds, and a
	// shape's properties are geometry's: "find materials for my quilting project", "materials
	// to build a treehouse", "properties of a rhombus".
	{Canon: "home project", Forms: []string{
		"material de construção", "materiales de construcción", "material de construcción", "baumaterial", "baumaterialien", "materiale edile", "matériaux de construction", // building materials
		"diy", "quilting", "sewing project", "craft project", "crafts", "crafting", "treehouse", "birdhouse", "garden bed", "raised bed", "countertop", "countertops", "home renovation", // en
		"만들기 숙제", "만들기 재료", "공작 재료", "diy용", // ko
		"工作に使う", "工作用", "手芸", "diy用", // ja
		"手工",                                                        // zh
		"manualidades", "bricolaje", "casita del árbol", "encimera", // es
		"bastelprojekt", "basteln", "bastelmaterial", "heimwerker", "baumhaus", "vogelhaus", "arbeitsplatte", "hochbeet", "gartenhaus", // de
		"bricolage", "artesanato", // fr, pt
	}},
	{Canon: "geometric shape", Forms: []string{
		"rhombus", "parallelogram", "trapezoid", "trapezium", "마름모", "평행사변형", "사다리꼴", "ひし形", "菱形", "平行四辺形", "台形",
		"rombo", "paralelogramo", "trapecio", "raute", "parallelogramm", "parallelogramms", "trapez", "losange", "parallélogramme", "losango",
	}},
	{Canon: "identity document", Forms: []string{
		"passport", "driver's license", "drivers license", "driver's licence", "driving licence", "driving license", "id card", "identity card", "national id", // en
		"여권", "운전면허증", "운전 면허증", "신분증", "주민등록증", // ko
		"パスポート", "運転免許証", "免許証", "マイナンバーカード", "身分証", // ja
		"护照", "護照", "驾照", "駕照", "身份证", "身分證", // zh
		"pasaporte", "dni", "carnet de conducir", "licencia de conducir", "cédula de identidad", // es
		"reisepass", "personalausweis", "führerschein", "fuhrerschein", // de
		"passeport", "permis de conduire", "carte d'identité", // fr
		"passaporte", "carteira de motorista", "carteira de identidade", // pt
	}},
	{Canon: "home network", Forms: []string{
		"wifi network", "wi-fi network", "wifi name", "wi-fi name", "wifi password", "wi-fi password", "home network", "wlan-netzwerk", "wlan-netzwerks", "wlan-namen", "wlan-passwort", "wlan netzwerk", "meines wlans", "mein wlan", // en, de
		"와이파이 네트워크", "와이파이 이름", "와이파이 비밀번호", "와이파이 비번", "wi-fiネットワーク", "wifiネットワーク", "wi-fiのパスワード", // ko, ja
		"red wifi", "red wi-fi", "red de wifi", "contraseña del wifi", "nombre del wifi", "réseau wifi", "rede wifi", // es, fr, pt
	}},
	{Canon: "group chat", Forms: []string{
		"group chat", "group chats", "chat group", "단톡방", "단톡", "단체 채팅방", "단체방", "단체 대화방", "グループチャット", "グループトーク", // en, ko, ja
		"chat grupal", "chat de grupo", "gruppenchat", "群聊", "群组", // es, de, zh
		"as a friend", "friend request", "友だち追加", "友達追加", "친구 추가", "친구추가", "als freund", "freundschaftsanfrage", "como amigo", "solicitud de amistad", // a contact on a social app
	}},
	// What a household keeps, and what a shop has on its shelves, is no company's stock:
	// "check the stock of firewood in the shed", "¿La panadería todavía tiene croissants?".
	{Canon: "home storage", Forms: []string{
		"dispensa", "in cantina", "armadio di casa", // it
		"pantry", "closet", "my wardrobe", "garden shed", "tool shed", "woodshed", "wine cellar", "basement", "first-aid kit", "first aid kit", "medicine cabinet", "spice rack", // en ("shed" alone: "shed light on")
		"팬트리", "와인 셀러", "와인셀러", "다용도실", "구급상자", "구급함", // ko
		"パントリー", "ワインセラー", "物置", "押し入れ", "救急箱", // ja
		"储藏室", "酒窖", "急救箱", // zh
		"despensa", "trastero", "botiquín", "botiquin", "bodega de vinos", // es
		"vorratskammer", "speisekammer", "im schuppen", "gartenschuppen", "holzschuppen", "weinkeller", "hausapotheke", "verbandskasten", // de
		"garde-manger", "cave à vin", "armoire à pharmacie", "adega", // fr, pt
	}},
	{Canon: "retail store", Forms: []string{
		"bakery", "supermarket", "grocery store", "pharmacy", "drugstore", "bookstore", "public library", // en ("apple store" would be "Apple stock … our store")
		"빵집", "제과점", "동네 마트", "대형마트", "슈퍼마켓", "약국", "서점", "이마트", // ko (no 마트 alone: 스마트폰)
		"パン屋", "スーパーで", "スーパーに", "スーパーマーケット", "薬局", "ドラッグストア", "本屋", "書店", "ヨドバシ", // ja (no スーパー alone: スーパーコンピュータ)
		"面包店", "超市", "药店", "藥局", // zh
		"panadería", "panaderia", "supermercado", "farmacia", "el corte inglés", // es (no librería: a software library too)
		"bäckerei", "backerei", "supermarkt", "apotheke", "drogerie", "buchhandlung", "mediamarkt", "media markt", // de
		"boulangerie", "supermarché", "pharmacie", "padaria", "supermercado", // fr, pt
	}},
	{Canon: "household appliance", Forms: []string{
		"fridge", "refrigerator", "freezer", "aquarium", "oven", "dishwasher", "washing machine", // en
		"냉장고", "냉동고", "수족관", "어항", "오븐", "식기세척기", "세탁기", // ko
		"冷蔵庫", "冷凍庫", "水槽", "オーブン", "食洗機", "洗濯機", // ja
		"冰箱", "冷冻柜", "鱼缸", "魚缸", "烤箱", "洗碗机", "洗衣机", // zh
		"nevera", "frigorífico", "refrigerador", "acuario", "horno", "lavavajillas", "kühlschrank", "gefrierschrank", "aquarium", "backofen", "ofen", "geschirrspüler", "réfrigérateur", "frigo", "congélateur", "geladeira", "aquário", "forno", // es, de, fr, pt
		"rice cooker", "blender", "microwave", "toaster", "vacuum cleaner", "kettle", "coffee machine", // en: kitchen and cleaning
		"밥솥", "전기밥솥", "믹서기", "전자레인지", "토스터", "청소기", "커피머신", // ko
		"炊飯器", "ミキサー", "電子レンジ", "トースター", "掃除機", // ja
		"arrocera", "licuadora", "microondas", "tostadora", "aspiradora", // es
		"reiskocher", "mikrowelle", "staubsauger", "wasserkocher", "kaffeemaschine", // de
		"robot vacuum", "roomba", "tumble dryer", "ロボット掃除機", "乾燥機", "로봇청소기", "건조기", // a machine run on a timer
		"lavadora", "secadora", "robot aspirador", "waschmaschine", "trockner", "saugroboter", "wäschetrockner", // es, de
	}},
	// Fabrics and jewellery: a fabric or a crystal necklace is no material a materials
	// database holds. (Clothes themselves are not: "recoger la ropa" is an errand.)
	{Canon: "clothing or jewelry", Forms: []string{
		"लहंगा", "लहंगे", "कुर्ता", "कुर्ते", "साड़ी", "कपड़ा", "कपड़े", "सिल्क", "कॉटन", "जॉर्जेट", "लिनन", // hi (Devanagari)
		"fabric", "fabrics", "textile", "textiles", "necklace", "bracelet", "jewelry", "jewellery", "earrings", // en
		"옷감", "목걸이", "팔찌", "귀걸이", // ko
		"生地", "ネックレス", "ブレスレット", // ja
		"面料", "项链", "項鍊", // zh
		"tela", "collar", "pulsera", "joyas", "joyería", // es
		"stoff", "halskette", "schmuck", "ohrringe", // de
		"tissu", "collier", "bijou*", "tecido", "colar", // fr, pt
		// a garment's material, both words said: "material for a winter jacket", "원피스 소재"
		"material dress", "material jacket", "material shirt", "material kleid", "material jacke", "material winterjacke",
		"material vestido", "material chaqueta", "원피스 소재", "옷 소재", "浴衣の素材", "服の素材",
	}},
	{Canon: "real estate", Forms: []string{
		"real estate", "apartment price", "house price", "housing price", "property price", "rent prices", // en
		"아파트", "부동산", "실거래가", "전세", "월세", "집값", // ko
		"不動産", "マンション価格", "家賃相場", // ja
		"房价", "房價", "房地产", "房地產", "二手房", // zh
		"house cost", "a house cost", "precio del alquiler", "mieten in", "die mieten", // en, es, de: rents and houses
		"inmobiliario", "precio de la vivienda", "alquileres", "immobilien*", "mietpreis*", "wohnungspreis*", "immobilier", "prix de l'immobilier", "imóveis", "imobiliário", // es, de, fr, pt
	}},
	{Canon: "sports", Forms: []string{
		"baseball", "football", "soccer", "basketball", "nba", "mlb", "nfl", "premier league", "champions league", "world cup", // en
		"야구", "축구", "농구", "프로야구", "트윈스", "월드컵", // ko
		"野球", "サッカー", "バスケットボール", "プロ野球", "ワールドカップ", // ja
		"棒球", "足球", "篮球", "籃球", "世界杯", // zh
		"béisbol", "fútbol", "baloncesto", "liga de campeones", "fußball", "basketball", "bundesliga", "football", "baseball", "futebol", "basquete", // es, de, fr, pt
		"super bowl", "superbowl", // a final
		"k리그", "kリーグ", "jリーグ", "j리그", "ligue 1", "la liga", "laliga", "serie a", "nhl", "formula 1", "formel 1", "ligue des champions", "coupe du monde",
		"中超", "英超", "西甲", "德甲", "意甲", "epl", "cba", // leagues
		"fixture list", "fixtures", "match schedule", "game schedule", "calendrier des matchs", "calendario de partidos", "calendario delle partite", "calendário de jogos",
		"spielplan", "試合日程", "試合の日程", "試合スケジュール", "경기 일정", "경기일정", "赛程", "賽程", "比赛日程", "比賽日程", // a league's or a team's matches
	}},
	{Canon: "public transport", Forms: []string{
		"運行状況", "運行情報", "遅延情報", // ja: a line's service
		"train timetable", "train schedule", "bus schedule", "flight status", "departure board", "shinkansen", "taxi", "taxis", "cab fare", // en ("uber" is folded German "über")
		"deutschlandticket", "monatskarte", "bahncard", "abono de transporte", "passe navigo", // a transport pass
		"택시", "우버", "タクシー", "出租车", "計程車", // a ride
		"기차 시간표", "열차 시간표", "버스 시간표", "ktx", "srt", // ko
		"新幹線", "時刻表", "電車の時間", "バスの時間", // ja
		"火车时刻表", "火車時刻表", "高铁", "高鐵", "航班", // zh
		"horario de trenes", "horario del tren", "horario de autobuses", "fahrplan", "zugverbindung*", "bahnverbindung*", "horaires de train", "horário de trem", // es, de, fr, pt
		"horaires du train", "horaires des trains", "horaires de bus", "horaires train", "horaires bus", "horaires tgv", "horaires métro", "horário do trem", "horário do comboio", "horário do próximo comboio", "horário do próximo trem", "horário do autocarro", "horário do ônibus", // fr, pt
	}},
	{Canon: "social media post", Forms: []string{
		"tweet", "tweets", "retweet", "retweets", "instagram post", "facebook post", // en
		"트윗", "리트윗", // ko
		"ツイート", "リツイート", // ja
		"推文", "转推", "轉推", // zh
		"tuit", "tuits", "tweets", // es, de, fr, pt
		"forum post", "forum posts", "community forum", "forum thread", // en
		"포럼", "커뮤니티 게시", "게시판", // ko
		"フォーラム", "掲示板", // ja
		"论坛", "論壇", // zh
		"foro", "foros", "forum", "forums", "forumsbeitr*", "community-forum", "fórum", // es, de, fr, pt
	}},
	// Molecules and drugs are chemistry and medicine, not a materials database's
	// solids ("the 3D structure of hemoglobin", "アスピリンの分子量").
	{Canon: "molecule or drug", Forms: []string{
		"protein", "proteins", "molecule", "molecules", "molecular", "enzyme", "enzymes", "pdb", // en
		"hemoglobin", "haemoglobin", "insulin", "caffeine", "aspirin", "ibuprofen", "paracetamol",
		"단백질", "분자", "효소", "헤모글로빈", "인슐린", "카페인", "아스피린", "이부프로펜", // ko
		"タンパク質", "たんぱく質", "分子", "酵素", "ヘモグロビン", "インスリン", "カフェイン", "アスピリン", "イブプロフェン", // ja
		"蛋白质", "蛋白質", "分子", "血红蛋白", "胰岛素", "咖啡因", "阿司匹林", // zh
		"proteína*", "molécula*", "enzima*", "hemoglobina", "insulina", "cafeína", "aspirina", "ibuprofeno", // es, pt
		"protein*", "molekül*", "enzym*", "eiweiß*", "hämoglobin", "koffein", // de
		"protéine*", "molécule*", // fr
	}},
	{Canon: "court ruling", Forms: []string{
		"action en justice", "acción judicial", "azione legale", "ação judicial", "inventário de bens", "inventario de bienes", "partage de succession", // a lawsuit, an estate
		"court ruling", "court rulings", "ruling", "rulings", "verdict", "verdicts", "case law", "court decision", "court case", "with the court", "lawsuit", "legal case", // en
		"판결", "판례", // ko
		"判例", "判決", // ja
		"判决", "判決", "判例", // zh
		"sentencia*", "jurisprudencia", "fallo judicial", // es
		"urteil", "urteile", "urteils", "gerichtsurteil*", "gerichtsentscheid*", "rechtsprechung", // de
		"jurisprudence", "décision de justice", // fr
		"acórdão*", "jurisprudência", // pt
		"sentenza", "sentenze", "cassazione", "giurisprudenza", // it
		// Laws and codes, which cite and refer to each other like rulings: "Welche Gesetze
		// verweisen auf § 823 BGB?", "Quels articles du Code civil renvoient à …".
		"precedent", "precedents", "supreme court", "gesetze", "bgb", "grundgesetz", "leyes", "código civil", "constitución española",
		"leggi", "codice civile", "costituzione", "leis", "código civil brasileiro", "constituição federal", "code civil", "code pénal",
	}},
	{Canon: "patent", Forms: []string{
		"patent*",  // en, de
		"특허",       // ko
		"特許",       // ja
		"专利", "專利", // zh
		"patente*", // es, pt
		"brevet*",  // fr
	}},
	{Canon: "live conversation", Forms: []string{
		"とチャットでつないで", "につないで", "直接連絡", "連絡を取りたい", // ja: put through, contact directly
		"상담사 연결", "상담원 연결", "사람이랑 얘기", "사람과 얘기", "hablar con una persona", "hablar con un agente", // ko, es: a person, not a bot

		"live chat", "chat with", "call me", "phone call", "live agent", "live-chat", "chat en vivo", "ライブチャット", "라이브 채팅", // en
		"채팅", "전화해", "전화 줘", "전화줘", "전화 좀", "전화 달", "전화달", "통화", // ko
		"チャット", "電話して", "電話がほしい", "電話をください", "電話ください", "折り返し", // ja
		"聊天", "打电话", "打電話", "回电", "回電", // zh
		"chat en vivo", "chat en directo", "llámame", "me llame", "llamarme", "devolver la llamada", // es
		"live-chat", "rückruf*", "anrufen", "ruf mich", "chat mit", "zurückrufen", "zurückruft", // de
		"chat en direct", "appelez-moi", "rappelez-moi", "me rappeler", "me rappelle", // fr
		"chat ao vivo", "me ligue", "ligação", "me ligar", "retornar a ligação", // pt
		"richiamarmi", "richiamami", "mi richiami", "chiamarmi", // it
	}},
	{Canon: "sea", Forms: []string{
		"sea surface", "sea temperature", "water temperature", "ocean temperature", "tide", "tides", "tidal", // en
		"sea conditions", "sea state", "wave height", "swell", "open sea", "ocean", "oceans",
		"수온", "물때", "조석", "밀물", "썰물", "바다", "해수", // ko
		"潮見表", "潮汐", "満潮", "干潮", "水温", "海水", "海水温", "潮位", // ja
		"潮汐", "海温", "水温", "海水", // zh
		"marea", "mareas", "agua del mar", "temperatura del agua", "temperatura del mar", // es
		"está el mar", "tiene el agua", "olas", "oleaje", "wellen", "wellengang", "ist das wasser", // es, de: the sea's water and waves
		"gezeiten", "ebbe", "flut", "wassertemperatur*", "meerestemperatur*", "ostsee", "nordsee", "das wasser im", // de
		"marée*", "température de l'eau", // fr
		"maré", "marés", "temperatura da água", // pt
	}},
	{Canon: "earthquake", Forms: []string{
		"earthquake*", "seismic", "tsunami*", // en
		"지진", "쓰나미", "지진해일", // ko
		"地震", "津波", // ja
		"地震", "海啸", "海嘯", // zh
		"terremoto*", "sismo*", "seísmo*", // es, pt
		"erdbeben*",                       // de
		"séisme*", "tremblement de terre", // fr
	}},
	{Canon: "derivative or fund", Forms: []string{
		// An ETF's price is a market quote; what it holds is not ("What stocks does the
		// Vanguard S&P 500 ETF hold?").
		"etf hold", "etf actually hold", "etf holdings", "holdings of the", "welche aktien sind im", "welche firmen sind im",
		"futures", "options chain", "option chain", "call options", "put options", "mutual fund", "mutual funds", "index fund", "index funds", "treasury bond", "government bond", "bond yield", "bond yields", // en
		"선물시세", "선물지수", "야간선물", "선물야간", "선물옵션", "옵션체인", "펀드", "국채", "채권", // ko
		"先物", "オプション取引", "投資信託", "国債", "債券", // ja
		"期货", "期貨", "期权", "期權", "基金", "国债", "國債", "债券", "債券", // zh
		"futuros", "fondo de inversión", "fondos de inversión", "bono del estado", "bonos del estado", // es
		"terminkontrakt*", "optionskette", "investmentfonds", "staatsanleihe*", "anleihe*", // de
		"contrats à terme", "obligation d'état", // fr
		"contratos futuros", "fundo de investimento", "título do tesouro", // pt
	}},
	// A ranking orders records by a measure ("the ten most cited papers", "가장 많이 팔린 SKU
	// 상위 10개"); the extremes of one series ("the highest price in 2022") are no ranking.
	{Canon: "ranking", Forms: []string{
		"ranking", "rankings", "rank", "ranked", "leaderboard", "top 3", "top 5", "top 10", "top 20", "top ten", // en
		"top five", "top three", "most cited", "most popular", "most active", "most viewed", "best-selling", "bestseller", "bestsellers", "trending",
		"top gainers", "top gainer", "biggest gainer", "biggest gainers", "biggest losers", "größte gewinner", "größten gewinner", "größter gewinner", "mayores ganadores", "値上がり率", "상승률 1위",
		"순위", "랭킹", "상위", "가장 많이", "제일 많이", "인기순", // ko
		"ランキング", "順位", "上位", "最も多く", "一番多く", "人気順", "売れ筋", // ja
		"排名", "排行", "最多", "前十", // zh
		"más citados", "más citadas", "más activos", "más activas", "más vendidos", "más vendidas", "más populares", // es
		"rangliste*", "meistzitiert*", "meistverkauft*", "beliebteste*", "aktivste*", "top-10", "am häufigsten", // de
		"most often", "most frequently", "más frecuentes", "가장 자주", "最も頻繁",
		"classement", "les plus cités", "plus vendus", // fr
		"mais citados", "mais vendidos", "mais ativos", // pt
		// The market's movers: the most traded, the biggest moves, new highs.
		"most actively traded", "most traded", "52-week high", "52-week low", "52 week high", "52 week low", "biggest movers", // en
		"hottest city", "coldest city", "warmest city", "hottest place", "coldest place", "hottest day", "coldest day", "wettest month", "wettest day", // the weather's extremes across places or days
		"busiest day", "busiest week", "most meetings", "longest meeting", "vollste woche", "vollsten tag", "meisten meetings", "längste meeting", "längsten meeting", // a calendar's extremes
		"가장 바쁜", "회의가 가장 많은", "가장 긴 회의", "一番忙しい", "最も会議が多い", "一番長い会議", "semana más ocupada", "día más ocupado", "más reuniones", "reunión más larga",
		"一番暑い都市", "一番寒い都市", "最も暑い都市", "가장 더운 도시", "가장 추운 도시", "heißeste stadt", "kälteste stadt", "wärmste stadt", "ciudad más calurosa", "ciudad más fría",
		"am meisten gehandelt", "meistgehandelt*", "52-wochen-hoch", "52-wochen-tief", "im trend", // de
		"mayores subidas", "mayores caídas", "más negociadas", "más negociados", "máximo de 52 semanas", "mínimo de 52 semanas", "son tendencia", // es
		"最も活発に取引", "52週高値", "52週安値", "話題になっている銘柄", "値下がり率", // ja
		"52周最高", "52周最低", "52周高点", "52周低点", "52週最高", "52週最低", // zh
		"거래가 가장 활발한", "52주 신고가", "52주 신저가", "화제가 되는 종목", "급등주", "급락주", "하락률 상위", // ko
	}},
	// A forecast of the sea, the slopes or a crowd, and one for a season or beyond the
	// days ahead, is none a weather forecast endpoint gives.
	{Canon: "special forecast", Forms: []string{
		"surf forecast", "wave forecast", "swell forecast", "ski conditions", "snow report", "crowd forecast", "pollen forecast", // en
		"seasonal forecast", "long-range forecast", "long range forecast", "long-range weather forecast",
		"marine forecast", "avalanche forecast", "uv forecast", "uv index forecast", "air quality forecast", "smoke forecast",
		"solar storm forecast", "space weather forecast", "aurora forecast", "tide forecast", "hurricane forecast", "flood forecast",
		"traffic forecast", "flight delay forecast", "election forecast", "crop forecast", "harvest forecast", // a harvest's outlook
		"previsión para la cosecha", "previsión de la cosecha", "previsión de cosecha", "pronóstico de cosecha", "ernteprognose*", "prognose für die ernte",
		"prognose nach einem", "prognose nach einer", // de: a patient's outlook after an injury
		"pronóstico electoral", "previsión de afluencia", "pronóstico de mareas", "previsión de mareas", "pronóstico marítimo",
		"previsión de la calidad del aire", "pronóstico de huracanes",
		"lawinenvorhersage", "lawinenlagebericht", "pollenflugvorhersage", "hochwasservorhersage", "gezeitenvorhersage",
		"seewetterbericht", "polarlichtvorhersage", "wahlprognose", "verkehrsprognose",
		// a delivery's expected date and a match's outcome
		"delivery forecast", "forecast to be delivered", "forecast to arrive", "forecasted delivery", "lieferprognose*", "prévision de livraison",
		"previsão de entrega", "previsão de chegada", "previsão da entrega", "previsión de entrega", "previsión de llegada", "pronóstico de entrega",
		"previsão pro jogo", "previsão para o jogo", "previsão do jogo", "pronóstico para el partido", "pronóstico del partido", "previsión del partido",
		"prediction for the game", "prediction for the match", "match prediction", "prognose für das spiel", "pronostic du match",
		"pronóstico de olas", "previsión de olas", "parte de nieve", "previsión estacional", "pronóstico estacional", // es
		"wellenvorhersage", "schneebericht", "saisonprognose", "jahreszeitenprognose", // de
		"波の予報", "季節予報", "混雑予想", "파도 예보", "계절 예보", "혼잡도 예측", // ja, ko (a long-term forecast, Langzeitprognose, is a forecast)
	}},
	// A forecast of a business measure is no weather forecast.
	{Canon: "demand forecast", Forms: []string{
		"demand forecast", "demand forecasts", "demand forecasting", "sales forecast", "sales forecasts", // en
		"economic forecast", "economic outlook", "gdp forecast", "inflation forecast", "previsión económica", "pronóstico económico", "konjunkturprognose*", "wirtschaftsprognose*", // an economy's
		"revenue forecast", "demand prediction", "predict demand", "predict sales",
		"수요예측", "판매예측", "매출예측", "얼마나 팔릴지", "팔릴지", "팔릴까", // ko
		"需要予測", "需要を予測", "需要の予測", "売上予測", "販売予測", "売れるか", "売れそう", // ja
		"需求预测", "需求預測", "销量预测", "銷量預測", // zh
		"previsión de demanda", "previsión de ventas", "predicción de demanda", "pronostica la demanda", "predice la demanda", "pronóstico de demanda", "pronóstico de ventas", "pronóstico de la demanda", "pronóstico de las ventas", // es
		"nachfrageprognose*", "absatzprognose*", "bedarfsprognose*", "umsatzprognose*", // de
		"prévision de la demande", "prévision des ventes", "prévision du chiffre d'affaires", "prévisions du chiffre d'affaires", "prévision de chiffre d'affaires", "prévision de trésorerie", // fr
		"prognosewerte", "prognosewerten", "prognosemodell*", // de: a model's forecast figures
		"previsioni di vendita", "previsioni delle vendite", "previsione della domanda", "previsioni di crescita", "previsioni del pil", "previsioni economiche", "previsioni sull'inflazione", // it
		"previsão de demanda", "previsão de vendas", "previsão de inflação", "previsão do pib", "previsão econômica", "previsão de safra", "previsión de inflación", // pt, es
	}},
	{Canon: "affiliation", Forms: []string{
		"affiliation", "affiliations", "institution", "institutions", "institutional", // en
		"which university", "an welcher uni", "welche uni", "qué universidad", "de qué universidad", // a university asked
		"소속", "소속기관", // ko
		"所属", "所属機関", // ja
		"所属", "所屬", "单位", // zh
		"afiliación", "afiliaciones", "institución", "instituciones", // es
		"zugehörigkeit*", "institut", "instituts", "institute", "instituten", // de
		"affiliations", "établissement*", // fr
		"afiliação", "instituição", // pt
	}},
	{Canon: "salary", Forms: []string{
		"salary", "salaries", "payroll", "wage", "wages", // en
		"급여", "월급", "연봉", // ko
		"給与", "給料", "年収", // ja
		"工资", "工資", "薪水", "薪资", "薪資", // zh
		"salario", "salarios", "sueldo*", "nómina", // es
		"gehalt", "gehälter", "lohn", "löhne", // de
		"salaire*", // fr
		"salário*", // pt
	}},
	// The price of a commodity by weight is no market quote for a ticker.
	// How often forecasts come true: no forecast endpoint returns its own accuracy.
	{Canon: "hit rate", Forms: []string{
		"的中率", "適中率", "적중률", "hit rate", "accurate are the forecasts", "accurate is the forecast", "treffsicherheit", "trefferquote",
		"precisión del pronóstico", "precisión de los pronósticos", "fiabilidad del pronóstico",
	}},
	// How long a meeting lasts: a calendar listing returns its title, not its length.
	{Canon: "duration", Forms: []string{
		"duration", "how long is the meeting", "how long is my meeting", "how long is friday's meeting", "duración", "cuánto dura", "cuanto dura",
		"combien de temps dure", "要开多久", "开多久", "開多久", "quanto dura", "quanto tempo dura", // fr, zh, it, pt
		"wie lange geht", "wie lange dauert", "dauer des meetings", "dauer der besprechung", "所要時間", "何分かかる", "소요 시간", "몇 분짜리",
	}},
	// The state of part of a stock: reserved, on its way, held, set aside, sold ahead, picked,
	// at a branch, in a size or colour. A stock search returns one quantity per SKU.
	{Canon: "allocation", Forms: []string{
		"are reserved", "is reserved", "reserved for", "reserviert", "reservado", "reservados", "reservadas", "allocated", "zugeteilt", // en, de, es
		"in transit", "on the way", "on the truck", "auf dem lkw", "en el camión", "unterwegs", "im zulauf", "en tránsito", "en camino", "輸送中", "배송 중", "운송 중", // moving
		"on hold", "geblockt", "blockiert", "gesperrt für", "bloqueado para", "en espera", "保留中", "보류", // held
		"quarantine", "quarantäne", "cuarentena", "隔離", "격리", // set aside
		"backorder", "backorders", "back order", "preorder", "preorders", "pre-ordered", "vorbestellt", "rückstand", "pedidos pendientes de", // sold ahead
		"b-ware", "second-hand", "refurbished", "generalüberholt", // sold as seconds
		"kommissionierung", "being picked", "picking", "en preparación", "ピッキング", "피킹", // picked
		"per branch", "by branch", "by warehouse", "split by warehouse", "per warehouse", "filiale", "filialen", "sucursal", "sucursales", "店舗別", "지점별", // where
		"each store", "every store", "per store", "by store", "pro filiale", "jeder filiale", "por tienda", "cada tienda", // where
		"back in stock", "wieder lieferbar", "wieder verfügbar", "vuelve a haber", "再入荷", "재입고", // when again
		"in size", "in größe", "en talla", "in blue", "in blau", "en azul", // a variant
		"which colors", "what colors", "which colours", "qué colores", "en qué colores", "welche farben", "what sizes", "which sizes", "qué tallas",
		"welche größen",                                                   // a variant asked
		"last counted", "zuletzt nachgezählt", "nachgezählt", "stocktake", // a count
	}},
	// A person's own particulars a directory lookup does not return.
	{Canon: "locale", Forms: []string{
		"language setting", "language settings", "welche sprache", "sprache eingestellt", "qué idioma", "idioma configurado", "表示言語", "言語設定", "언어 설정",
		"language preference", "preferred language", "spracheinstellung", "bevorzugte sprache", "idioma preferido", "선호 언어", "優先言語",
	}},
	{Canon: "bank details", Forms: []string{
		"iban", "bankverbindung", "bank account number", "cuenta bancaria", "número de cuenta bancaria", "口座番号", "계좌번호",
		"請求先情報", "청구 정보", "rechnungsdaten", "datos de facturación", // billing details (an address is the profile's)
	}},
	// How old a person is.
	// A person's date of birth, which a directory's id and name do not hold (a birthday on
	// a calendar is an event, so "birthday" is left out).
	{Canon: "date of birth", Forms: []string{
		"date of birth", "birth date", "birthdate", "dob", // en (a birthday is also an event on a calendar)
		"생년월일", "生年月日", "出生日期", // ko, ja, zh
		"fecha de nacimiento", "geburtsdatum", "date de naissance", "data de nascimento", // es, de, fr, pt
	}},
	// Who a person is beyond their name: gender, nationality, a self-description, a
	// standing among other users. A directory's profile lookup returns none of them.
	{Canon: "personal details", Forms: []string{
		"employee id", "employee number", "staff number", "personalnummer", "número de empleado", // an HR record's number
		"gender of", "'s gender", "gender registered", "birthday on user", "birthday on the profile", "birthday on their profile", "birthday on his profile", "birthday on her profile", "birthday of user", "'s age", "age of user", "marital status", "followers", "nationality of", "'s nationality", "citizenship of", "bio of", "'s bio", "reputation score", "follower count", // en (of a person: "the gender equality workshop" is an event)
		"familienstand", "estado civil", // de, es (a birthday is also an event's, loyalty points a story's)
		"성별", "국적", "자기소개", "팔로워 수", // ko
		"性別", "国籍", "自己紹介", "フォロワー数", // ja
		"性别", "国籍", // zh
		"género de", "género registrado", "nacionalidad de", // es
		"geschlecht von", "nationalität von", "staatsangehörigkeit", // de
		"nationalité", "nacionalidade", // fr, pt
	}},
	{Canon: "age", Forms: []string{
		"how old", "age of", // en
		"나이", "몇 살", // ko
		"年齢", "何歳", // ja
		"年龄", "年齡", // zh
		"qué edad", "edad tiene", // es
		"wie alt", "das alter", "dem alter", "des alters", // de
		"quel âge", "que idade", // fr, pt
	}},
	{Canon: "verification", Forms: []string{
		"verified", "unverified", "verifiziert", "nicht verifiziert", "verificado", "verificada", "sin verificar", "認証済み", "본인 인증",
		"verify the identity", "identity verification", "uploaded id", "identität prüfen", "verificar la identidad",
	}},
	{Canon: "consent", Forms: []string{
		"datenschutzerklärung", "privacy consent", "gdpr consent", "consentimiento", "同意書", "개인정보 동의",
	}},
	// How events lie against each other and their own times: a listing returns titles.
	{Canon: "overlap", Forms: []string{
		"overlap", "overlaps", "overlapping", "double-booked", "double booked", "überschneid*", "doppelt gebucht", "se solapan", "solapamiento",
		"重複してる", "ダブルブッキング", "겹치는 일정", "일정 겹침",
	}},
	{Canon: "recurrence", Forms: []string{
		"recurring", "recurrence", "repeating events", "wiederkehrend*", "serientermin*", "recurrente", "recurrentes",
	}},
	{Canon: "travel time", Forms: []string{
		"travel time", "anfahrtszeit", "fahrzeit", "tiempo de trayecto",
	}},
	// An account's own history and use: when it was made, how it is used, whether it was
	// broken into. A directory lookup returns an id and a name.
	{Canon: "account history", Forms: []string{
		"creation date", "created date", "account creation", "signup date", "registration date", "join date", "joined date", "member since", "作成日", "생성일", "가입일", "erstellungsdatum", "fecha de creación", "fecha de alta de la cuenta",
		"利用状況", "usage", "nutzung", "uso de la cuenta", "사용 현황",
		"不正アクセス", "hacked", "compromised", "gehackt", "hackeado", "해킹", "hack されて",
	}},
	// What a team keeps for itself: its rules, rosters, signatures, banners and checklists.
	{Canon: "rule", Forms: []string{
		"rule", "rules", "ルール", "규칙", "룰", "regla", "reglas", "regel", "regeln",
	}},
	{Canon: "roster", Forms: []string{
		"roster", "rota", "shift plan", "shift schedule", "on-call rotation", "シフト表", "当番表", "名簿", "근무표", "당번표", "근무 일정표",
		"cuadrante", "turnos de guardia", "dienstplan", "schichtplan", "bereitschaftsplan",
	}},
	{Canon: "signature", Forms: []string{
		"email signature", "signature", "署名", "서명", "firma de correo", "e-mail-signatur", "signatur",
	}},
	{Canon: "banner", Forms: []string{
		"banner", "banners", "バナー", "배너", "pancarta",
	}},
	{Canon: "checklist", Forms: []string{
		"checklist", "checklists", "チェックリスト", "체크리스트", "lista de verificación", "lista de comprobación", "checkliste",
	}},
	// Writing and running code: no catalog endpoint computes or debugs.
	{Canon: "programming", Forms: []string{
		"python", "javascript", "typescript", "react app", "react apps", "regex", "regular expression", "sql query", "stack trace", "stacktrace",
		"debug", "debugging", "programming", "programmieren", "programación", "프로그래밍", "プログラミング", "파이썬", "パイソン",
		"fibonacci", "피보나치", "フィボナッチ",
		"java", "mysql", "postgres", "postgresql", "sqlite", "sudo", "linux", "ubuntu", "class user", "user class", "user-klasse", "clase usuario", "users table", "users-tabelle", "tabla de usuarios",
		"users 테이블", "유저 테이블", "사용자 테이블", "user 클래스", "ユーザーテーブル", "userクラス", "ユーザークラス", "오버라이드", "オーバーライド", "sobrescribo", "override", "equals", // code: a class, a table, a system account
		// Version control: a commit history is a repository's, no price history.
		"commits", "commit history", "commit-historie", "commit-verlauf", "historial de commits", "pull request", "merge request", "커밋 히스토리", "커밋 내역", "コミット履歴", "提交记录",
	}},
	// Everyday goods and fees: what a fruit, a Big Mac or a fine costs is no market quote.
	// (Not drinks or meals: a story spills its coffee beside a request.)
	{Canon: "everyday goods", Forms: []string{
		"gitterrost*", "cristal de la ventana", "window glass", // gratings and window panes
		"kristallglas", "kristallgläser", "kristallzucker", "verres en cristal", "verre en cristal", "copas de cristal", "copa de cristal", "bicchieri di cristallo", "crystal glasses", "crystal glass", "taças de cristal", // glassware and sugar
		"paperback", "hardcover", "the ebook", "e-book", "taschenbuch", "libro de bolsillo", // a book bought
		"ticket price", "ticket prices", "entrance fee", "entry fee", "admission price", // a visit's price
		"retail price", "list price", "wholesale price", "msrp", "sticker price", "listenpreis", "einzelhandelspreis", "großhandelspreis",
		"precio de venta", "precio de lista", "precio al por mayor", "precio minorista", // a product's prices in a shop
		"sale price", "sales price", "selling price", "preço de venda", "prix de vente", "prezzo di vendita", "售价", "销售价格", "販売価格",
		"big mac", "ビッグマック", "빅맥", "bread", "butter", "butterpreis*", "brotpreis*", "stamp", "briefmarke*", "切手", "ラーメン", "짜장면",
		"döner", "kebab", "kebap", "currywurst", "ケバブ", "케밥",
		"retail for", "retails for", "fair price for", "a fair price", // what a product or a car should cost
		"swarovski", "스와로브스키", "スワロフスキー", "pendants", "silver pendant", "gold pendant", "crystal pendant", "kristallanhänger", "anhänger", "amatista", "amethyst", "necklace", "halskette", "anillo", // jewellery (a bare "pendant" is French "during")
		"wall calendar", "wandkalender", "kalender mit katzen", "calendario de pared", "壁掛けカレンダー", "卓上カレンダー", "벽걸이 달력", // a calendar bought
		"中古", "マンションの相場", "precio le pongo", "pulseras", // second-hand goods, a flat's going price, one's own crafts priced
		"used car", "honda civic", "toyota corolla", "corolla", "camry", "prius", "mileage", "gebrauchtwagen", "coche de segunda mano", "中古車", "중고차", "중고로", "中古の", // everyday goods and a used car
		"중고", "판매가", "판매 가격", "verkaufspreis*", "im verkauf", "a cuánto vendemos", "a cuánto lo vendemos", "por cuánto vendemos", "precio vendemos", // second-hand goods, a shop's selling price
		"りんご", "リンゴ", "バナナ", "banana", "bananas", "bananen", "plátano", "바나나", // fruit ("apple" is also a company)
		"罰金", "反則金", "벌금", "과태료", "범칙금", "bußgeld", "bussgeld", "multa", "traffic fine", "parking fine", "amende", // fines
		"入場料", "입장료", "admission fee", "eintrittspreis", "precio de la entrada", "taxi fare", "タクシー代", "택시비", // fees
		"家賃", "灯油", "ランチ代", "食費", "등유", "kerosene", // a household's rent, heating oil and meals
		"electricity price", "price of electricity", "electricity bill", "electricity rate", "electric bill", "power bill", "precio de la luz", "factura de la luz", "strompreis*", "stromrechnung", "電気料金", "電気代", "전기 요금", "전기요금", "전기세", // a household's power
	}},
	{Canon: "commodity price", Forms: []string{
		"per kg", "per kilogram", "per ton", "per tonne", "per gram", "per pound", "per ounce", "per barrel", "pro kilogramm", "1kgあたり", "kgあたり", // en, de, ja
		"kg당", "톤당", "그램당", "킬로당", // ko
		"キロあたり", "トンあたり", "グラムあたり", "1キロ", // ja
		"每公斤", "每吨", "每噸", "每克", // zh
		"por kilo", "por kg", "por tonelada", "por gramo", "pro kg", "pro tonne", "pro gramm", "pro kilo", // es, de
		"kilo of", "tonne of", "ounce of", "kilo de", "tonelada de", // a quantity priced (a form starts with a rare word)
		"ein kilo", "n kilo", "eine tonne", "das kilo",
		"per liter", "per litre", "per gallon", "gallon of", "el litro", "por litro", "literpreis", "liter diesel", "liter benzin", // a volume priced
		"dieselpreis*", "benzinpreis*", "spritpreis*", "gas prices", "precio del diésel", "precio de la gasolina", // fuel at the pump
		"price of gas", "gas price", "gasoline price", "price of gasoline", "petrol price", "price of petrol", "ガソリン価格", "ガソリン代", "ガソリンの値段", "휘발유 가격", "휘발유값", "주유비",
		"le kilo", "par tonne", "por quilo", // fr, pt
		"al chilo", "al kg", "a tonnellata", "al grammo", // it
		// Raw materials traded as commodities: precious metals, energy, grain.
		"gold price", "price of gold", "silver price", "price of silver", "platinum price", "palladium price", "crude oil", "wti", "brent", "natural gas", "heating oil", "wheat futures", "corn futures", "soybean futures", "copper futures", "commodity", "commodities", // en
		"prices for gold", "prices of gold", "gold prices", "oil price", "oil prices", "price of oil", "dollar index", "per troy ounce",
		"precio del oro", "precios del oro", "precio de la plata", "precio del platino", "precio del petróleo", "por onza", // es
		"goldpreis*", "silberpreis*", "ölpreis*", "pro unze", // de
		"unze", "onza", "barril", "heizöl", "ton of steel", "ton of copper", "barrel of oil", // a unit of a raw material priced
		"국제 유가", "국제유가", "유가 추이", "유가 현황", "기름값", // ko (bare 유가 is inside 여유가)
		"금값", "금 시세", "금 가격", "은값", "은 시세", "백금 가격", "원유", "천연가스", "난방유", "밀 선물", "옥수수 선물", "대두 선물", "원자재", // ko
		"金価格", "金相場", "金の価格", "銀価格", "銀相場", "プラチナ価格", "原油", "天然ガス", "小麦先物", "大豆先物", "トウモロコシ先物", "商品先物", // ja
		"黄金价格", "金价", "原油价格", "天然气", // zh
		"precio del oro", "precio de la plata", "petróleo crudo", "precio del petróleo", "gas natural", "futuros de trigo", "materias primas", // es
		"goldpreis*", "silberpreis*", "ölpreis*", "rohöl*", "erdgaspreis*", "weizenpreis*", "rohstoffpreis*", // de
		"prix de l'or", "pétrole brut", // fr
		"preço do ouro", "petróleo bruto", // pt
	}},
	// Closing prices in the plural are a series: the price history.
	{Canon: "closing prices", Forms: []string{
		"डेली प्राइस", "डेली क्लोज", "क्लोजिंग प्राइस", // hi (Devanagari)
		"closing prices", "cierres", "precios de cierre", "schlusskurse", "tagesschlusskurse",
		"終値の推移", "收盘价走势", "fechamentos",
		"收盘价", "收盤價", "日线", "日線", "k线", "k線", "日k", "那段时间的走势", "那段時間的走勢", "历史走势", "歷史走勢", // zh: closes, daily bars, a past period's moves
		"个月的走势", "個月的走勢", "年的走势", "年的走勢", "股价图", "股價圖", "走势图", "走勢圖", "开盘价", "開盤價", // zh: a span's moves, a price chart, an open
		"个月走势", "個月走勢", "年走势", "年走勢", "股价走势", "股價走勢", "价格走势", "價格走勢", "价格变化", "價格變化", // zh: moves over a span, a price's moves and changes
		"个月表现", "個月表現", "半年表现", "半年表現", "年表现", "年表現", "股票表现", "股票表現", // zh: a share's performance over a span
		"fechou em cada dia", "fechou cada dia", "fechamento diário", "preços de fecho", "preço de fecho", "cotações de fecho", "preços de fechamento", // pt
		"종가", "일봉", "주가 흐름", "주가흐름", "終値", "日足", "値動き", "日次株価", "月次株価", // ko, ja: closes, daily bars, price movement
		"tageskurse", "wochenkurse", "monatskurse", "kurse im zeitraum", "im zeitraum", // de: prices over days, a period
		"prezzi di chiusura", "prezzo di chiusura", "chiusure", "chiusura giornaliera", // it
	}, Also: []string{"history"}},
	// A prediction of anything but the weather is no forecast a catalog serves unless it
	// says so ("predict the band gap of a compound we have not made").
	{Canon: "predicted value", Forms: []string{
		"predict", "predicts", "prediction", "predictions", "projection", // en
		"예측",       // ko
		"予測",       // ja
		"预测", "預測", // zh
		"predecir", "predice", "predicción", "pronosticar", // es
		"vorhersagen", "prognostiziere*", "sag voraus", "sage voraus", // de
		"prédire", "prédiction", // fr
		"prever", "previsão", // pt
		"previsione", "prevedere", "prevedi", "fammi una previsione", // it
	}},
	{Canon: "safety data sheet", Forms: []string{
		"exposure limit", "exposure limits", // en: a workplace limit
		"safety data sheet", "safety data sheets", "sds", "msds", // en
		"물질안전보건자료", "안전보건자료", // ko
		"安全データシート",              // ja
		"安全技术说明书", "化学品安全技术说明书", // zh
		"ficha de datos de seguridad", "hoja de seguridad", "sicherheitsdatenblatt*", "fiche de données de sécurité", "ficha de segurança", // es, de, fr, pt
	}},
	{Canon: "metadata", Forms: []string{
		"metadata", "metadaten", "메타데이터", "メタデータ", "元数据", "元數據", "metadatos", "métadonnées", "metadados",
		"paper details", "paper info", "paper information", "article details", "논문 정보", "논문정보", "論文情報", "論文の情報", // a paper's details
		"datos del artículo", "información del artículo", "detalles del artículo", "angaben zum paper", "details zum paper", "details des papers",
	}},
	// Who wrote a document: only an endpoint that knows authors or publications answers
	// (lexicon.AskAuthorship).
	{Canon: "authorship", Forms: []string{
		"written by", "authored by", "escritos por", "escrito por", "escritas por", "geschrieben von", "verfasst von",
		"작성한", "작성자", "が書いた", "が作成した", "作成者", "write한", "écrits par", "verfasser",
	}},
	// Properties of goods an inventory count is not (lexicon.IsProperty).
	{Canon: "description", Forms: []string{
		"description", "descriptions", "product description", // en
		"상품설명", "상품 설명", "제품설명", // ko
		"商品説明", "説明文", // ja
		"商品描述", "产品描述", "產品描述", // zh
		"descripción", "descripciones", "beschreibung*", "descrição", // es, de, fr, pt
	}},
	{Canon: "product code", Forms: []string{
		"product code", "item code", "article number", // en
		"품목코드", "품목 코드", "상품코드", "상품 코드", // ko
		"品目コード", "商品コード", "品番", // ja
		"商品编码", "产品代码", // zh
		"código de producto", "código de artículo", "artikelnummer*", "code produit", "código do produto", // es, de, fr, pt
	}},
	{Canon: "reorder point", Forms: []string{
		"minimum order quantity", "mindestbestellmenge", "cantidad mínima de pedido", "maximum stock quantity", // an order's bounds
		"punto de reorden", "punto de pedido", "automatisch nachbestellt", "ab welchem bestand", // es, de
		"reorder point", "reorder level", "reorder threshold", "minimum stock", "safety stock", "low stock alert", "meldebestand", "punto de pedido", // en, de, es
		"안전재고", "재주문점", "최소재고", "재주문 기준점", "재주문 기준", // ko
		"発注点", "安全在庫", "最低在庫", // ja
		"再订货点", "安全库存", // zh
		"punto de pedido", "stock mínimo", "stock de seguridad", // es
		"mindestbestand*", "meldebestand*", "sicherheitsbestand*", "nachbestellschwelle*", "nachbestellpunkt*", "bestellpunkt*", // de
		"point de commande", "stock de sécurité", "estoque mínimo", // fr, pt
		"seuil de réapprovisionnement", "seuil de commande", "stock minimum", "ponto de reposição", "punto di riordino", "scorta minima", "scorta di sicurezza", // fr, pt, it
	}},
	// Attributes of users a directory may not keep.
	{Canon: "session", Forms: []string{
		"session", "sessions", "active session", "login session", // en
		"세션",       // ko
		"セッション",    // ja
		"会话", "會話", // zh
		"sesión", "sesiones", "sitzungen", "sessão", "sessões", // es, de, fr, pt
		"sessione", "sessioni", // it
	}},
	{Canon: "audit log", Forms: []string{
		"アクティビティログ", "activity log", "操作履歴", "활동 로그", // what an account did
		"audit log", "audit logs", "audit trail", "audit-log", "auditlog", "activity log", "registro de actividad", "aktivitätsprotokoll", // en, es, de
		"操作ログ", "활동 기록", "활동기록",
		"감사로그", "감사 로그", "감사기록", // ko
		"監査ログ", "監査証跡", // ja
		"审计日志", "審計日誌", // zh
		"registro de auditoría", "registros de auditoría", "journal d'audit", "log de auditoria", // es, fr, pt
	}},
	{Canon: "user group", Forms: []string{
		"user group", "user groups", "group members", "welchen gruppen", "welchen grupen", "mitglied", "qué equipos",
		"administrators", "admins", "admin group", "administratoren", "admin-gruppe", "administradores", "관리자 계정", "管理者アカウント", // who administers
		"q equipos", "pertenece", "pertenese", "所属グループ", "소속 그룹", // en, de, es, ja, ko: which groups a user is in
		"사용자 그룹", "사용자그룹", "유저 그룹", // ko
		"ユーザーグループ",   // ja
		"用户组", "用戶組", // zh
		"grupo de usuarios", "grupos de usuarios", "benutzergruppe*", "nutzergruppe*", "groupe d'utilisateurs", "grupo de usuários", // es, de, fr, pt
	}},
	{Canon: "radar", Forms: []string{
		"radar*",                                                                                                                                                          // en, es, de, fr, pt
		"weather map", "weather maps", "wetterkarte*", "天気図", "일기도", "mapa del tiempo", "mapa meteorológico", "mapa meteorologico", "mapas meteorológicos", "carte météo", // a map of the weather
		"레이더",      // ko
		"レーダー",     // ja
		"雷达", "雷達", // zh
	}},
	{Canon: "current location", Forms: []string{
		"gps", "gps location", "real-time location", "live location", "whereabouts", // en
		"현재 위치", "현재위치", "실시간 위치", // ko
		"現在地", "居場所", "位置情報", // ja
		"实时位置", "定位", // zh
		"ubicación en tiempo real", "ubicación actual", "standort", "aufenthaltsort", "localisation", "localização", // es, de, fr, pt
	}},
	{Canon: "credit card", Forms: []string{
		"credit card", "credit cards", "card number", "신용카드", "카드번호", "クレジットカード", "信用卡", "tarjeta de crédito", "kreditkarte*", "carte de crédit", "cartão de crédito",
		"payment card", "payment cards", "card on file", "debit card", "결제 카드", "결제카드", "체크카드", "支払いカード", "決済カード",
		"payment method", "payment methods", "결제 수단", "결제수단", "支払い方法", "支払方法", "método de pago", "métodos de pago",
		"zahlungsmethode*", "zahlungsart*", "zahlungsmittel",
		"tarjeta de pago", "tarjeta de débito", "zahlungskarte*", "bankkarte*", "carte de paiement", "cartão de pagamento",
	}},
	// The person at a support desk who handles a case: no user directory's account.
	{Canon: "support agent", Forms: []string{
		"상담해준 직원", "상담해 준 직원", "상담해주신 분", "매니저분", "chica de soporte", "chico de soporte", "la persona de soporte", // ko, es: the person who helped

		"support agent", "support agents", "support staff", "support rep", "support representative", "agent handling",
		"agent who", "agent that", // en
		"상담원", "담당자", "담당 상담원", // ko
		"担当者", "担当の方", "担当している方", "担当してくださっている方", "サポート担当", "オペレーター", // ja
		"agente de soporte", "agente del soporte", "persona que lleva mi caso", // es
		"support-mitarbeiter", "support-mitarbeiters", "support-mitarbeiterin", "supportmitarbeiter*", "servicemitarbeiter*", "sachbearbeiter*", // de
	}},
	// What a user connected, used or referred, and what an article or a desk scores: no
	// lookup or search here returns them.
	{Canon: "connected apps", Forms: []string{
		"third-party apps", "authorized apps", "oauth", "connected apps", "aplicaciones externas", "verbundene apps", "연동된 앱",
	}},
	{Canon: "storage quota", Forms: []string{
		"storage quota", "저장 공간", "저장공간", "ストレージ容量", "cuota de almacenamiento", "speicherkontingent", "mailbox quota", "disk quota", "email quota", "its quota", "his quota", "her quota", "quota exceeded", "disk space", "mailbox size", "postfachgröße", // an account's allowance
		"how much storage", "storage used", "storage usage", "speicherplatz", "espacio de almacenamiento", "api calls", "api-aufrufe", "llamadas a la api", "api 호출", "api呼び出し", // what an account uses
	}},
	{Canon: "referral", Forms: []string{
		"who referred", "referred by", "referral", "quién recomendó", "quien recomendo", "geworben", "추천인", "紹介者",
	}},
	// Who set up an event, who answered its invitation, and whether it is private: an
	// event's own details, which a listing of titles does not give.
	{Canon: "organizer", Forms: []string{
		"organizer", "organiser", "who organized", "who organised", "who set up the meeting", // en
		"주최자", "주최한", "개최자", // ko
		"主催者", "幹事", // ja
		"组织者", "組織者", // zh
		"organizador", "organizadora", "quién organizó", // es
		"organisator*", "veranstalter*", "wer organisiert", // de
		"organisateur*", // fr
		"organizador",   // pt
	}},
	{Canon: "rsvp", Forms: []string{
		"rsvp", "rsvps", "accepted the invitation", "declined the invitation", "invitation status", "who is attending", // en
		"참석 응답", "참석 여부", "초대를 수락했는지", "초대 응답", // ko
		"出欠", "参加可否", "招待を承諾したか", // ja
		"aceptó la invitación", "confirmó asistencia", "confirmaron asistencia", // es
		"zusagestatus", "zugesagt", "einladung angenommen", // de
		"a accepté l'invitation", // fr
	}},
	{Canon: "privacy setting", Forms: []string{
		"marked as private", "marked private", "is it private", // en
		"비공개로 설정", "비공개 설정", // ko
		"非公開に設定", "非公開設定", // ja
		"marcada como privada", "marcado como privado", // es
		"als privat markiert", "privat markiert", // de
	}},
	{Canon: "article metrics", Forms: []string{
		"thumbs-up", "thumbs up", "helpful rating", "how many people opened", "view count", "views", "zero results",
		"조회수", "view 수", "평가 비율", "도움이 됐어요", "閲覧数", "評価率", "visitas", "aufrufe", "aufrufzahl", "keine treffer", "sin resultado", "ningún resultado",
		"most viewed", "most read", "most visited", "was viewed", "been viewed", "times viewed", // en: how often read
		"how many people read", "how many people have read", "nobody has read", "no one has read", "never been read", "times read", "read count", "readership", // en
		"más vistos", "más vistas", "más consultados", "más consultadas", "más leídos", "más leídas", "se vio", "se ha visto", "se ha leído", // es
		"am häufigsten aufgerufen", "meistgelesen*", "meistaufgerufen*", "wurde aufgerufen", "aufgerufen wurde", // de
		"最も閲覧", "よく読まれ", "가장 많이 본", "많이 읽힌", "les plus consultés", "mais acessados", // ja, ko, fr, pt
		"visualizzazioni", "visualizações", "nombre de vues", "combien de vues", "número de visitas", // it, pt, fr, es: how often read
	}},
	{Canon: "satisfaction score", Forms: []string{
		"csat", "satisfaction score", "satisfaction scores", "만족도", "満足度", "satisfacción", "kundenzufriedenheit", "zufriedenheit",
	}},
	{Canon: "stock write-off", Forms: []string{
		"shrinkage", // en
		"written off", "write-off", "write-offs", "damaged", "dead stock", "파손", "破損", "dados de baja", "se dieron de baja", "beschädigt", "ausgebucht",
	}},
	{Canon: "serial number", Forms: []string{
		"serial number", "serial numbers", "시리얼 번호", "일련번호", "シリアル番号", "números de serie", "número de serie", "seriennummer*",
		"batch number", "lot number", "batch numbers", "lot numbers", "로트 번호", "배치 번호", "ロット番号", "número de lote", "chargennummer*", // a batch's number
	}},
	{Canon: "purchase order", Forms: []string{
		"purchase order", "purchase orders", "발주서", "미입고 발주", "発注書", "orden de compra", "órdenes de compra", "bestellanforderung*",
		"open orders", "open order", "pending orders", "offene bestellungen", "offenen bestellungen", "pedidos abiertos", "pedidos pendientes", // orders not yet delivered
		"未納の注文", "未入荷の注文", "미입고 주문", "commandes en cours",
		"采购单", "採購單", "采购订单", "採購訂單", "bon de commande", "pedido de compra", "ordem de compra", // zh, fr, pt
		"자동 발주", "자동발주", "自動発注", "automatic reordering", "auto-reorder", "auto-reordering", "automatische nachbestellung", "reposición automática", // orders placed by a rule
		"ordine d'acquisto", "ordine di acquisto", "ordini di acquisto", "ordine fornitore", // it
	}},
	// Whether a product fits another (an accessory and a phone model): no stock record says.
	{Canon: "compatibility", Forms: []string{
		"compatible", "compatibility", "incompatible", "compatible con", "compatibilidad", "kompatibel*", "kompatibilität",
		"互換性", "対応機種", "호환", "호환성", "호환되", "compatibilité", "compatibilidade",
	}},
	// A person's employment record: when they were hired, their job title, their cost centre.
	{Canon: "employment", Forms: []string{
		"hire date", "hiring date", "date of hire", "start date for user", "'s start date", "job title", "cost center", "cost centre", "work anniversary", // en (a department is a directory's: it cost lookups)
		"fecha de ingreso", "fecha de contratación", "fecha de alta", "puesto de trabajo", "qué puesto", "cuál es el puesto", "qué cargo", "cuál es el cargo", "cargo del usuario", "cargo de la usuaria", "el cargo de", "el puesto de", "el puesto a", "su puesto", "su cargo", "centro de costo", "centro de costos", "centro de coste", // es
		"eintrittsdatum", "einstellungsdatum", "stellenbezeichnung", "berufsbezeichnung", "jobbezeichnung", "jobtitel", "die position von", "seine position", "ihre position", "kostenstelle*", // de
		"入社日", "役職", "職位", "肩書き", "肩書", "コストセンター", "입사일", "입사 날짜", "직함", "직급", "직책", "코스트센터", "비용 센터", // ja, ko
		"date d'embauche", "intitulé de poste", "titre de poste", "titre du poste", "centre de coût*", "data de admissão", "centro de custo*", // fr, pt
		"职位", "職位", "职称", "職稱", // zh
		"cargo dela", "cargo dele", "o cargo do", "o cargo da", "seu cargo", "qual o cargo", "qual é o cargo", // pt: a job title
		"qualifica", "mansione", // it: a job title and its duties
	}},
	// Whether an account is locked: a profile lookup returns no sign-in state.
	{Canon: "lockout", Forms: []string{
		"locked out", "account locked", "is locked", "locked account", // en
		"gesperrt", "kontosperre", "bloqueada", "bloqueado", "ロックされて", "ロック状態", "잠겼", "잠김", "잠금 상태", "잠겨 있는지", "잠겨있는지", "verrouillé", "bloqueada", // de, es, ja, ko, fr, pt
		"attivo o sospeso", "ativo ou suspenso", "ativa ou suspensa", "activa o suspendida", "activo o suspendido", "aktiv oder gesperrt", "active or suspended", // it, pt, es, de, en: active or suspended
	}},
	// Where weather data come from: a station or a sensor, which no reading of the
	// weather names ("the weather feed should pull from the downtown sensor").
	{Canon: "weather source", Forms: []string{
		"wetterstation*", "messstation*", "estación meteorológica", "estaciones meteorológicas", "관측소", "観測所", "観測点", // (a weather station sold is a SKU)
	}},
	{Canon: "customs data", Forms: []string{
		"hs code", "country of origin", "원산지", "原産国", "país de origen", "ursprungsland", "zolltarifnummer",
	}},
	// A SKU's stock as it was, and who changed it when: its history, which no search of
	// the current stock returns.
	{Canon: "stock history", Forms: []string{
		"stock history", "inventory history", "last restocked", "last restock", "stock movements", "stock movement log", // en
		"haven't moved", "hasn't moved", "have not moved", "has not moved", "not moved in", "slow-moving", "slow moving", "dead stock", // en: what has not sold (stock movements and adjustments: stockThen)
		"入出庫ログ", "入出庫履歴", "入出庫の履歴", "입출고 내역", "입출고 이력", "입출고 로그", // ja, ko
		"lagerbewegungen", "bestandshistorie", "bestandsverlauf", "bestandsbewegungen", // de
		"movimientos de inventario", "historial de inventario", "historial de stock", "ajustes de inventario", // es
		"재고 이력", "재고이력", "입출고 내역", "在庫履歴", "入出庫履歴", // ko, ja
	}},
	// Invitations received are no events of the calendar yet: "list my calendar
	// invitations", "which meeting invites are waiting for my reply".
	{Canon: "invitation", Forms: []string{
		"invitation", "invitations", "pending invites", "meeting invites", "calendar invites", "event invites", "rsvps", // en
		"einladungen", "termineinladungen", "invitaciones", // de, es
		"초대장", "받은 초대", "초대 목록", "招待状", "招待一覧", // ko, ja
	}},
	// A poll to find a date is no event: "create a calendar event poll for the offsite".
	{Canon: "scheduling poll", Forms: []string{
		"event poll", "calendar poll", "date poll", "meeting poll", "scheduling poll", "doodle", // en
		"terminumfrage", "encuesta de fechas", "일정 투표", "調整さん", // de, es, ko, ja
	}},
	{Canon: "inventory valuation", Forms: []string{
		"valor total", "insgesamt wert", // the sum of stock
		"stock valuation", "inventory valuation", "dollar valuation", "inventory value", "value of the inventory", "value of our inventory", "inventory worth", "inventory is worth", "stock worth", "stock is worth", "worth of our inventory", "worth of the inventory", // en
		"재고 자산", "재고 금액", "재고 가치", "재고 총액", "在庫評価", "在庫金額", "在庫の金額", "在庫全体の金額", "在庫の総額", // ko, ja
		"valoración del inventario", "valor del inventario", "valor total del inventario", "valor de inventario", "valor del stock", // es
		"lagerwert*", "wert des lagerbestands", "bestandswert*", "gesamtwert*", // de
		"total value", "cuánto vale en total", "vale en total", // en, es: what all of it is worth
		"vale todo nuestro inventario", "vale todo el inventario", "vale nuestro inventario", "vale el inventario", "vale todo el stock", "vale nuestro stock", // es
	}},
	{Canon: "online status", Forms: []string{
		"who is online", "are online", "online right now", "online now", "gerade online", "online sind", "en línea ahora", "conectado ahora", "접속 중", "접속중", "オンライン中",
		"recent activity", "letzte aktivität", "actividad reciente",
		"last active", "zuletzt aktiv", "waren gestern online", "última actividad", "最終アクティブ", "마지막 활동",
	}},
	// What a user ordered, and how many users there are: no profile lookup returns them.
	// What accompanies a paper beside its metadata: its code and its slides.
	// The data and software a study used are no record a paper search returns.
	{Canon: "research data", Forms: []string{
		"dataset", "datasets", "data set", "data sets", "software did", "software used", "what software", // en
		"데이터셋", "데이터 세트", "사용한 소프트웨어", // ko
		"データセット", "使用したソフトウェア", // ja
		"conjunto de datos", "conjuntos de datos", "qué software", // es
		"welcher datensatz", "verwendete datensatz", "verwendeten datensatz", "verwendeten datensätze", "datensatz von paper", "datensatz des papers", "datensatz aus dem paper", // de ("der Datensatz der Benutzerin" is her record)
		"verwendete software", "welche software",
	}},
	{Canon: "code release", Forms: []string{
		"source code", "github repository", "github repo", "code repository", "the slides", "presentation slides", // en
		"code for the paper", "code of the paper", "paper's code", "code zu dem paper", "code zum paper", "code des papers", "código del artículo", "código del paper", "論文のコード", "논문 코드",
		"소스 코드", "소스코드", "깃허브", "발표 자료", // ko
		"ソースコード", "github", "スライド", // ja
		"源代码", "源代碼", // zh
		"código fuente", "repositorio de github", "las diapositivas", // es
		"quellcode", "github-repository", "die folien", // de
		"code source", "les diapositives", // fr
		"código-fonte", // pt
	}},
	{Canon: "order history", Forms: []string{
		"orders for user", "show orders", "orders of user", "orders of account", "placed order", "placed the order", "profile's orders", "shipping orders", // en
		"bestellungen des letzten", "pedidos del último", // de, es
		"hizo el pedido", "realizó el pedido", "bestellung aufgegeben", // es, de: who ordered
		"pedidos del usuario", "pedidos de la usuaria", "compras de la cuenta", "compras del usuario", "compras de la usuaria", // es
		"pedidos de la cuenta", "pedidos d la cuenta", "ver pedidos", // es
		"order history", "past orders", "orders has", "bestellungen hat", "bisherigen bestellungen", "注文履歴", "注文した内容",
		"주문 내역", "주문내역", "historial de pedidos", "pedidos que ha hecho",
		// what a person paid or bought
		"payment history", "purchase history", "billing history", "transaction history", "zahlungsverlauf", "zahlungshistorie", "kaufhistorie",
		"historial de pagos", "historial de compras", "결제 내역", "결제내역", "구매 내역", "구매내역", "購入履歴", "支払い履歴", "決済履歴",
	}},
	{Canon: "user count", Forms: []string{
		"number of user accounts", "total number of users", "accounts created", "users created", // en
		"cuantos usuarios", "cuentas nuevas", "dado de alta", "dadas de alta", "dados de alta", // es
		"ユーザーの総数", "登録ユーザー数", "ユーザー総数", "会員の総数", // ja
		"how many users", "how many new users", "number of users", "user count", "signups", "sign-ups", "sign-up数",
		"active users", "active user", "dau", "mau", // en
		"wie viele nutzer", "wie viele neue nutzer", "anzahl der nutzer", "aktiver nutzer", "aktive nutzer", "cuántos usuarios", "número de usuarios",
		"quanti utenti", "numero di utenti", "combien d'utilisateurs", "nombre d'utilisateurs", "quantos usuários", "número de usuários", "用户数", "多少用户",
		"会員数", "会員の総数", "ユーザー数", "가입자 수", "사용자 수", "회원 수",
		// users listed by when they joined or a state: no lookup of one user
		"users registered", "registered users", "users who signed up", "users who joined", "inactive users", "new users", "accounts opened", // en
		"benutzer wurden", "konten wurden", "registrierte benutzer", "inaktive benutzer", // de
		"usuarios registrados", "cuentas creadas", "usuarios nuevos", "nuevos usuarios", "usuarios inactivos", // es
		"가입한 사용자 목록", "가입한 사용자 리스트", "등록된 사용자 목록", "등록된 사용자 리스트", "생성된 계정 목록", "생성된 계정 리스트", // ko
		"신규 가입자", "휴면 계정", "비활성 사용자",
		"登録したユーザー", "登録されたユーザー", "作成されたアカウント", "登録したアカウント", "新規ユーザー", "新規登録者", // ja
		"ユーザーの一覧", "ユーザー一覧", "アカウントの一覧", "アカウント一覧", "会員一覧",
	}},
	// Invoices as documents (billing as a topic stays: "open a support case about
	// billing").
	{Canon: "invoice document", Forms: []string{
		"invoices", "invoice copies", "facturas", "rechnungen", "請求書", "청구서", "인보이스", "factures", "faturas", "invoiceを", "invoice를",
	}},
	// Who a person reports to: an org chart, which no user directory here returns.
	{Canon: "manager", Forms: []string{
		"manager's name", "line manager", "direct manager", "org chart", "manager of", "reports to", "who manages", "'s manager", // en
		"manager for user", "team lead of", "'s team lead", "direct reports", // en ("I'm the team lead for user 42" is the asker)
		"직속 상사", "조직도", "매니저가 누구", "매니저 누구", // ko (상사 alone is anyone's boss)
		"直属の上司", "上司の名前", "組織図", // ja (上司 alone is anyone's boss)
		"jefe directo", "jefa directa", "supervisor", "organigrama", "jefe del", "jefa del", "el jefe de ese", "el jefe de este", "la jefa de esa", "la jefa de esta", "quién es el jefe de", "quién es la jefa de", "responsable directo", "mánager de", "manager de", // es
		"vorgesetzte*", "organigramm*", "manager von", // de (not the one who asks: ReadNotation drops "Mein Vorgesetzter fragt …")
		"responsable hiérarchique", "supérieur hiérarchique", "supérieure hiérarchique", "organigramme", // fr
		"gestor do", "gestora do", "gestor da", "gestora da", "chefe direto", "chefe direta", "superior hierárquico", "organograma", // pt
		"responsabile diretto", "responsabile diretta", "diretto superiore", "organigramma", "il manager dell", "il manager del", "il manager di", // it
		"ka manager", "ki manager", "manager kaun", // hi (Latin): "user 42 ka manager kaun hai?", "… profile mein manager kaun hai?"
		"का मैनेजर", "की मैनेजर", "मैनेजर कौन", "प्रबंधक", // hi (Devanagari)
		"팀장이 누구", "팀장 누구", "상사가 누구", "上長が誰", "上長は誰", "上長の名前", "上司が誰", "上司は誰", "上司って誰", // ko, ja: who the team lead or boss is
		"直属经理", "直屬經理", "直属上级", "直屬上級", "经理是谁", "上级是谁", "汇报对象", // zh
	}},
	// Private messages between users.
	{Canon: "private message", Forms: []string{
		"private message", "private messages", "direct message", "direct messages", "dms", // en
		"쪽지", "개인 메시지", "다이렉트 메시지", // ko
		"dm", "ダイレクトメッセージ", "個人メッセージ", // ja
		"mensajes privados", "mensaje privado", "mensajes directos", // es
		"privatnachricht*", "direktnachricht*", // de
	}},
	// Terms a company sets: a warranty, terms of service, a privacy policy.
	{Canon: "terms and policies", Forms: []string{
		"warranty", "warranty terms", "terms of service", "terms of servce", "terms and conditions", "privacy policy", // en
		"보증", "보증 기간", "이용약관", "개인정보처리방침", // ko
		"保証", "保証期間", "利用規約", "プライバシーポリシー", // ja
		"garantía", "términos de servicio", "términos y condiciones", "política de privacidad", // es
		"garantie*", "nutzungsbedingungen", "agb", "datenschutzerklärung", // de
	}},
	// What a sale earns, what customers sent back, what is on its way in.
	{Canon: "margin", Forms: []string{
		"margin", "margins", "profit margin", "gross margin", "마진", "이익률", "粗利", "粗利率", "利益率",
		"margen", "margen de beneficio", "marge", "marge*", "gewinnspanne*",
	}},
	{Canon: "returns", Forms: []string{
		"how many returns", "product returns", "customer returns", "returned items", "returned units", "return rate", "rma", // en ("the API returns 429" is a verb)
		"반품", "返品", "devoluciones", "retouren", "rücksendungen", "rucksendungen",
	}},
	{Canon: "incoming delivery", Forms: []string{
		"inbound shipment", "inbound shipments", "pending deliveries", "pending delivery", "next delivery", "next shipment", // en (a backorder is an allocation)
		"ausstehende lieferung", "ausstehende lieferungen", "ausstehenden lieferungen", "nächste lieferung", "próxima entrega", "entregas pendientes", "次の入荷", "입고 예정일", "다음 입고",
		"incoming deliveries", "incoming delivery", "incoming shipment", "incoming shipments", "입고 예정", "入荷予定",
		"entradas de mercancía", "entrada de mercancía", "wareneingang", "wareneingänge", "wareneingange",
	}},
	// What a stock record may say of its goods beside their count: their colour, how they
	// are handled, whether they are still sold, what they are called.
	{Canon: "colour", Forms: []string{
		"color", "colour", "colors", "colours", // en
		"색상", "색깔", "컬러", // ko
		"色は", "カラー", "何色", // ja
		"颜色", "顏色", // zh
		"de qué color", "qué color", "que color", // es (a bare "color" is also a mood)
		"farbe", "welche farbe", // de
		"couleur*",               // fr
		"de que cor", "qual cor", // pt
	}},
	{Canon: "handling requirement", Forms: []string{
		"fragile", "hazardous goods", "dangerous goods", "perishable", // en
		"깨지기 쉬운", "취급 주의", "위험물", // ko
		"壊れやすい", "割れ物", "危険物", // ja
		"易碎", "危险品", "危險品", // zh
		"frágil", "mercancía peligrosa", // es
		"zerbrechlich*", "gefahrgut*", // de
		"fragile", // fr
		"frágil",  // pt
	}},
	{Canon: "discontinuation", Forms: []string{
		"discontinued", "end of life", "end-of-life", // en
		"단종",                 // ko
		"廃番", "生産終了", "販売終了", // ja
		"停产", "停產", // zh
		"descontinuado*", "descatalogado*", // es
		"auslaufartikel*", "ausgelaufen", // de
		"abandonné", "fin de série", // fr
		"descontinuado*", "fora de linha", // pt
	}},
	{Canon: "designation", Forms: []string{
		"product name", "item name", "article name", "product title", // en
		"상품명", "제품명", "품명", "상품 이름", "제품 이름", // ko
		"商品名", "製品名", "品名", // ja
		"产品名称", "產品名稱", "品名", // zh
		"nombre del producto", "nombre del artículo", "cómo se llama el producto", // es
		"produktname*", "artikelbezeichnung*", "artikelname*", "produktbezeichnung*", // de
		"nom du produit", "nom de l'article", // fr
		"nome do produto", // pt
	}},
	{Canon: "product description", Forms: []string{
		"product description", "product descriptions", "상품 설명", "상품설명", "商品説明", "descripción del producto",
		"brand name", "brand of", "marca del producto", // what a catalog of goods says of one
		"produktbeschreibung*", // (a product's images are a property a change may set)
	}},
	// A public event (a concert, a tour, a festival): no one's own calendar entry until it
	// is put there.
	{Canon: "public event", Forms: []string{
		"concert", "concerts", "world tour", "tour dates", "festival", "festivals", // en
		"콘서트", "월드투어", "공연", "페스티벌", // ko
		"コンサート", "ワールドツアー", "公演", "フェス", // ja (ライブ is also "live")
		"concierto*", "gira mundial", "konzert*", "tournee*", "welttournee*", "concerto", "concerti", // es, de, it
	}},
	// When a desk or a line is staffed.
	{Canon: "opening hours", Forms: []string{
		"horario de atención", "horario atención", "horario de atencion", // es
		"opening hours", "business hours", "office hours", "support hours", "hours of operation", "available on weekends", "open on weekends", "open on sundays", "available on sundays", // en
		"atiende los fines de semana", "atienden los fines de semana", "atiende el fin de semana", "atienden el fin de semana", "atiende los domingos", "atiende los sábados", "hasta qué hora", // es "am wochenende erreichbar", "am wochenende geöffnet", // es, de
		"운영시간", "운영 시간", "상담 시간", "상담시간", "영업시간", "영업 시간", // ko
		"営業時間", "受付時間", "対応時間", "窓口の時間", "取引時間", // ja
		"주말에도 운영", "주말에 운영", "몇 시까지 운영", "몇시까지 운영", "土日も対応", "土日対応", "週末も対応", "土日も営業", "何時まで対応", // ko, ja: open at weekends, until when
		"营业时间", "營業時間", "服务时间", "服務時間", "几点下班", "幾點下班", "几点上班", "幾點上班", "周末上班", "週末上班", // zh: business hours, closing time, at weekends
		"orario dell'assistenza", "orario della chat", "orari di apertura", "orario di apertura", "orari dell'assistenza", // it
		"trading hours", "market hours", "handelszeiten", "horario de mercado", "horario del mercado", "거래 시간", "거래시간", // when a market trades
		"market open", "market closed", "market holiday", "휴장일", "장 운영", "開場時間", "休場日", "bolsa abierta", "abierta la bolsa", "börse geöffnet", "öffnet die börse", "börsenfeiertag*",
		"horario de atención", "horario de apertura", "horario de soporte", "qué horario", "en qué horario", // es
		"öffnungszeit*", "geschäftszeit*", "servicezeit*", "besetzt", "erreichbar", // de
		"heures d'ouverture", "horário de atendimento", "horário de funcionamento", // fr, pt
	}},
	// What was charged or debited to an account.
	{Canon: "charge", Forms: []string{
		"pagos realizados", "los pagos", // es: payments made
		"결제 내역", "결제내역", "청구 내역", "청구내역", "請求履歴", "historial de pagos", // a payment history

		"charged", "debited", // en
		"빠져나갔", "청구됐", "결제됐는지", "出金", "引き落とされ", "請求された", // ko, ja
		"me cobraron", "me han cobrado", "cargo de", // es
		"abgebucht", "abbuchung*", "belastet", // de
	}},
	{Canon: "browsing history", Forms: []string{
		"browser history", "browsing history", "browserverlauf", "검색 기록", "방문 기록", "閲覧履歴", "historial de navegación", "historique de navigation",
	}},
	{Canon: "phonon", Forms: []string{
		"phonon*", "포논", "フォノン", "声子", "fonón", "fonones", "phononen*",
	}},
	{Canon: "two-factor", Forms: []string{
		"two-factor", "two factor", "2fa", "mfa", "multi-factor", "2段階認証", "２段階認証", "sicherheitsfragen", "security questions", "preguntas de seguridad", // en, de, es
		"2단계 인증", "이중 인증", "2차 인증", // ko
		"二段階認証", "二要素認証", "多要素認証", // ja
		"双重认证", "雙重認證", "两步验证", "兩步驗證", // zh
		"autenticación en dos pasos", "verificación en dos pasos", "verificacion en dos pasos", "verificación en 2 pasos", "verificacion en 2 pasos", "doble factor", // es
		"zwei-faktor*", "2-faktor*", // de
		"double authentification", "authentification à deux facteurs", // fr
		"autenticação de dois fatores", "verificação em duas etapas", // pt
	}},
}
