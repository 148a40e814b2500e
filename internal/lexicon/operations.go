package lexicon

// Operations are the common API actions with their forms in English, Korean, Japanese,
// Chinese (simplified and traditional), Spanish, German, French, Portuguese and Italian.
//
// The vocabulary is general language knowledge written for this package, not taken from
// any benchmark or evaluation data; catalogs extend the lexicon with their own aliases.
//
// How the forms are chosen (see Entry.Forms for how they match):
//   - The op name is itself a form, so an op is never named by an ambiguous noun
//     ("book" is reserve, "set" is configure). Bare English nouns and adjectives that would
//     make a read request look like an action are left out ("new", "open", "order",
//     "file", "post", "record", "report", "purchase", "block", "start", "launch"): a request
//     that names an operation outside the read family refuses every route not offering it.
//   - European languages: infinitive, imperative (tú/usted, du/Sie, tu/vous, você) and
//     common clitic forms. Write operations avoid stems and past participles, which are
//     mostly read adjectives ("cancelados", "storniert", "supprimé").
//   - Korean and Japanese write verbs are mostly given with their verbal endings
//     (추가해줘, 추가하고싶, 追加して, 追加したい, ...) rather than as the bare Sino noun,
//     because the bare noun also names dates, fields and states in read requests
//     (생성일, 추가 정보, 수정 이력, 予約一覧, 更新日). A few core verbs stay bare
//     (삭제, 취소, 削除, キャンセル). Chinese verbs are mostly bare; those that are
//     commonly nouns or adjectives (更新, 设置, 公开, 移动, 发布, 支付, 停止, ...) are
//     given in request frames (帮我…, 请…, 我要…, …一下, …这个, 设置为, 移到).
//   - Hangul, Han and Kana forms match as substrings, so each has at least two characters
//     and no form is inside a form of another family unless a comment says so.
var Operations = []Operation{
	// Read family: every way of asking to see, find or be told something. These never refuse a
	// route, so recall matters more than precision here.
	{Op: "get", Family: "read", Forms: []string{
		"darme", "pasarme", "conseguirme", // es: give me
		"besorgen", "besorge", "besorg", // de: get for someone
		"zieh mir", "ziehe mir", "zieh uns", // de: pull for someone ("Zieh mir die Price History von NVDA")
		"ziehe", "lade", // de: pull, load ("lade … hoch", "lade … ein", "ziehe … ab" are other verbs, matched whole)
		"extrae", "facilita", "facilítame", "devuelve", // es: extract, provide, return
		"用意して", "準備して", "集めて", "入手して", "拾って", "준비해줘", "준비해주", "챙겨줘", "챙겨주", "모아줘", "모아주", "구해줘", "구해주", // ja, ko: prepare, collect, obtain for the asker
		"grab", "bring", "bring up", "produce", "output", "surface", "dig up", "compile", "gather", "collect", "load", // en: more ways to ask for data
		"return",                                                // en: a system returns data, like "devuelve"
		"gets", "getting", "obtain", "give", "gimme", "provide", // en
		"取得",                         // ja
		"获取", "獲取", "取得", "拿到", "得到", // zh
		"obtener", "obtén", "obtenga", "obtengan", "dame", "deme", "consigue", "conseguir", "consiga", "proporciona", "proporcione", "proporcióname", "pásame", "pasame", "sácame", "sacame", "sácanos", // es ("sácame los datos": get me)
		"dadme", "dadnos", "pasadme", "conseguidme", // es: the vosotros imperative
		"recuperar", "recupera", "recupere", // retrieve
		"뽑아줘", "뽑아주", "뽑아와", "제공해줘", "제공해주", // ko: pull out, provide
		"gib", "gebt", "erhalte", "erhalten", "bekomme", "bekommen", "liefere", "liefern", // de ("gebt": the ihr imperative)
		// Sending something to the one who asks hands it over: "send me the forecast",
		// "schick mir die Kurse". Sending it anywhere else stays send.
		"send me", "sende mir", "schick mir", "schicke mir", "envíame", "mándame", "envíeme", "mándeme",
		"kindly share", "share me", // en: "Kindly share the latest quote for INFY" asks for it (sharing with someone else stays share)
		"obtenir", "obtiens", "obtenez", "donne", "donnez", "donne-moi", // fr
		"obter", "obtenha", "obtém", "pegue", "pegar", "me dá", "me dê", "dá-me", "me passa", "me passe", "me manda", "me mande", "me envia", "me envie", "enviar-me", "envie-me", "manda-me", "mande-me", // pt
		"envoie-moi", "envoyez-moi", // fr
		"dammi", "darmi", "darci", "mi dai", "mi dia", "ottenere", "ottieni", "ottenga", "fornisci", "fornire", "fornirmi", "forniscimi", "mi fornisca", "recuperami", "recupera", "recuperare", "recuperi", "mi recuperi", "mi recupera", "mandami", "inviami", "passami", "mi passi", "mi mandi", "mi invii", "me li mandi", "me le mandi", "prendimi", "procurami", "estrai", "estrarre", "tirami fuori", // it
		"mi basta", "mi basterebbe", "me basta", "me basta con", "me bastaría", "me alcanza con", "il me suffit", "mir reicht", "mir genügt", // it, es, pt, fr, de: what is enough is what is asked ("mi basta la quotazione di adesso")
	}},
	{Op: "read", Family: "read", Forms: []string{
		"reads", "reading", // en
		"읽어", "읽기", "읽을", // ko
		"読んで", "読む", // ja
		"读取", "讀取", "阅读", "閱讀", // zh
		"leer", "léeme", // es ("lee" and "lea" are as often names: "my 3pm with Lee")
		"lesen", "lese", "lies mir", "lies den", "lies die", "lies das", "lies aus", "lies mal", "lies bitte", // de ("lies" alone is English)
		"lire", "lis", "lisez", // fr
		"ler", "leia", // pt
	}},
	{Op: "search", Family: "read", Forms: []string{
		"सर्च करो", "सर्च कर दो", "सर्च करें", "सर्च कीजिए", "सर्च कर दीजिए", "सर्च करना", "खोज करो", "खोज कर दो", "खोज करें", "खोज कीजिए", "खोज कर दीजिए", "खोज करना", // hi (Devanagari)
		"search karo", "search kar do", "search kardo", "search kar dijiye", // hi (Latin)
		"buscalo", "búscalo", "búscame", "buscame", // es: with a clitic
		"buscadme", "buscad", // es: the vosotros imperative
		"buscá",                 // es: voseo
		"busquen", "encuentren", // es: the ustedes imperative
		"추려줘", "추려주", "걸러줘", "걸러주", // ko: narrow down, filter
		"filter",                               // en
		"필터링해줘", "필터링해주", "フィルタリングして", "絞り込んで", // ko, ja: filter
		"searches", "searching", // en
		"검색", "서치", // ko
		"検索", "サーチ", // ja
		"搜索", "搜尋", "检索", "檢索", "搜一下", // zh
		"busc*",                                                              // es
		"suche", "suchen", "sucht", "durchsuche", "durchsuch", "durchsuchen", // de
		"such mal", "such mir", "such uns", "such nach", "such bitte", "such die", "such den", "such das", "such im",
		"such in", "such alle", "such einen", "such eine", "such einfach", "such ma", "such schnell", "such paper",
		"such artikel",                  // de: bare "such" is English
		"recherchiere", "recherchieren", // de ("recherche" is on the French line)
		"rechercher", "recherche", "recherchez", "cherche", "chercher", "cherchez", // fr
		"pesquisar", "pesquise", "pesquisa", "procurar", "procure", "procura", // pt
		"cerca il", "cerca la", "cerca lo", "cerca i", "cerca gli", "cerca le", "cerca un", "cerca una", "cerca dei", "cerca delle", "cerca degli", "cerca nella", "cerca nel", "cerca nei", "cerca nelle", "cerca articoli", "cerca paper", "cerca pubblicazioni", "cerca materiali", "cerca documentazione", "cerca guide", "cerca utente", "cerca dipendente", "cercare", "cercami", "cercate", "cerchi", "ricerca", "ricercare", "me le cerchi", "me li cerchi", // it
	}},
	{Op: "find", Family: "read", Forms: []string{
		"ढूंढो", "ढूंढ दो", "ढूँढो", "ढूँढ दो", "ढूंढिए", "ढूँढिए", "ढूंढ़ो", "ढूंढ़ दो", "खोजो", "खोज दो", "खोजिए", // hi (Devanagari)
		"dhoondo", "dhundo", "dhoondho", "dhundho", "dhoondh do", "dhundh do", "dhoond do", "dhund do", "khojo", "khoj do", "kahan milega", "kahan milegi", "kahaan milega", // hi (Latin)
		"heraussuchen", "raussuchen", "heraussuche", "herausfinden", "rausfinden", "herausfinde", // de: pick out, find out
		"averigua", "averigüe", "localiza", "localice", // es: find out, locate
		"locate", "identify", "determine", "investigate", // en
		"ermittle", "ermitteln", "ermittel", "bestimme", "bestimmen", "bestimm", // de
		"見繕って", "ピックアップして", "골라줘", "골라주", // ja, ko: pick out
		"finds", "finding", // en
		"찾아", "찾기", "찾는", "찾고", "찾을", "찾으", // ko
		"探して", "探す", "見つけ", "さがして", "お探し", // ja (さがして as typed in haste; お探しいただけますか)
		"查找", "寻找", "尋找", "找到", "找出", "找一", // zh
		"encontrar", "encuentra", "encuentre", "encuéntrame", "encontrá", "encontrame", "hallar", "halla", // es
		"finde", "finden", "findest", // de
		"trouver", "trouve", "trouvez", // fr
		"encontrar", "encontre", "encontra", "achar", "acha", // pt
		"trova", "trovare", "trovami", "trovi", "trovate", "trovarmi", "me li trovi", "me le trovi", "reperire", // it
	}},
	{Op: "lookup", Family: "read", Forms: []string{
		"look up", "look", "looking", "lookups", "whois", // en
		"조회", "룩업", // ko
		"調べ", "しらべ", "照会", "参照", "ルックアップ", // ja (しらべ as typed in haste)
		"查阅", "查閱", "查一下", "查一查", // zh
		"nachschlagen", "schlage nach", "schlag nach", "schau nach", "sieh nach", // de
		"consulter", "consulte", "consulten", "consultez", // fr
	}},
	{Op: "list", Family: "read", Forms: []string{
		"लिस्ट करो", "लिस्ट कर दो", "लिस्ट करें", "लिस्ट कीजिए", "लिस्ट कर दीजिए", "लिस्ट करना", // hi (Devanagari)
		"enumerate", "sort", // en
		"リストアップ", "挙げて", // ja: list up (not リストア, restore)
		"lists", "listing", // en
		"목록", "리스트", "나열", // ko
		"一覧", "リスト", "列挙", // ja
		"列出", "列表", "清单", "清單", "列举", "列舉", // zh
		"listar", "lista", "liste", "enumera", "enumerar", // es
		"auflisten", "liste auf", "aufzählen", "zähle auf", // de
		"zusammenstellen", "stell zusammen", "stelle zusammen", // de: compile
		"lister", "listez", "énumère", "énumérer", // fr
		"listar", "enumere", "enumerar", // pt
		"elenca", "elencare", "elencami", "elencarmi", "mi elenchi", "elencate", // it
	}},
	{Op: "show", Family: "read", Forms: []string{
		"दिखाओ", "दिखा दो", "दिखाइए", "दिखाइये", "दिखाएं", "दिखाएँ", "दिखा दीजिए", "दिखाना", // hi (Devanagari)
		"dikhao", "dikha do", "dikhaiye", "dikha dijiye", "dikhana", "schedule batao", "schedule dikhao", "schedule bata do", "schedule dikha do", // hi (Latin)
		"muestren", "enséñenme", // es: the ustedes imperative
		"見して", "みして", // ja: casual show
		"open my", "open the", "open our", "open this", "open that", // en: opening what exists shows it
		"mostrarme", "enseñarme", // es: show me
		"detalla",    // es
		"present",    // en
		"띄워줘", "띄워주", // ko: display
		"shows", "showing", "display", "displays", // en
		"보여", "표시", "프로필 좀 열어", "프로필 열어", // ko: a profile opened
		"表示", "見せて", "見せる", "提示して", "出して", "見して", "みせて", "プロフィールを開いて", "プロフィール開いて", "プロフ開いて", "プロフを開いて", "プロファイルを開いて", // ja
		"显示", "顯示", "展示", "给我看", "給我看", // zh
		"muestr*", "mostrar", "enseña", "enseñar", "enséñame", // es
		"mostrame", "mostranos", "fijate", "fijáte", // es: Rioplatense voseo ("Mostrame cómo se movió GGAL", "Fijate si llueve")
		"mostradme", "mostradnos", "enseñadme", // es: the vosotros imperative
		"zeig*", "anzeigen", // de
		"montre", "montrer", "montrez", "affiche", "afficher", "affichez", // fr
		"mostrar", "mostre", "mostra", "exibir", "exiba", "exibe", // pt
		"mostra", "mostrami", "mostrare", "mostrarmi", "mi mostri", "fammi vedere", "fai vedere", "visualizza", "visualizzare", "visualizzami", // it
	}},
	{Op: "view", Family: "read", Forms: []string{
		"observa",                 // es
		"views", "viewing", "see", // en
		"열람", "보기", "봐줘", "봐주", // ko
		"閲覧", "見て", "見たい", // ja
		"查看", "看看", "看一下", // zh
		"ver", "vea", "mira", "mirar", "mire", "visualizar", "visualiza", // es
		"ansehen", "sieh an", "anschauen", "schau", "schaue", "betrachte", "betrachten", // de
		"voir", "vois", "voyez", "regarder", "regarde", "regardez", "visualiser", // fr
		"ver", "veja", "visualizar", "visualize", "olhe", // pt
		"vedere", "guardare", "consultare", "apri il profilo", "apri la scheda", "apri l'anagrafica", "aprimi il profilo", "aprimi la scheda", // it
	}},
	{Op: "check", Family: "read", Forms: []string{
		"चेक करो", "चेक कर दो", "चेक करें", "चेक कीजिए", "चेक कर दीजिए", "चेक करना", "जांच करो", "जांच कर दो", "जांच करें", "जांच कीजिए", "जांच कर दीजिए", "जांच करना", "जाँच करो", "जाँच कर दो", "जाँच करें", "जाँच कीजिए", "जाँच कर दीजिए", "जाँच करना", "जांचो", "जाँचो", // hi (Devanagari)
		"check karo", "check kar do", "check kardo", "check kar dijiye", "dekho", "dekh lo", "dekh do", // hi (Latin)
		"nachschauen", "nachsehen", // de: look up
		"checa", "chequea", // es
		"確かめて", "조사해줘", "조사해주", // ja, ko: verify, investigate
		"inspect", "examine", "scan", // en
		"검토해줘", "검토해주", "파악해줘", "파악해주", "把握して", // ko, ja: review, find out
		"checks", "checking", "verify", "verifies", "verifying", "confirm", "confirms", // en
		"확인", "체크", "점검", // ko
		"確認", "かくにん", "チェック", // ja
		"检查", "檢查", "核对", "核對", "确认", // zh
		"comprobar", "comprueba", "comprueben", "compruebe", "verificar", "verifica", "verifiquen", "verifique", // es
		"revisar", "revisa", "revisá", "revisen", "checar", "confirmar", "confirma",
		"prüfe", "prüfen", "prüf", "überprüfe", "überprüfen", "kontrolliere", "kontrollieren", // de
		"checke", "checken", "bestätige", "bestätigen",
		"vérifier", "vérifie", "vérifiez", "contrôler", "contrôlez", "confirmer", // fr
		"confirmez",
		"verificar", "verifique", "checar", "confira", "conferir", "confirme", // pt
		"controlla", "controllare", "controllami", "verifica", "verificare", "verificami", "mi controlli", "mi verifichi", "fammi un check", "dai un'occhiata", "dare un'occhiata", // it
	}},
	{Op: "retrieve", Family: "read", Forms: []string{
		"aufrufen",                // de: call up
		"retrieves", "retrieving", // en
		"불러와", "불러줘", // ko
		"呼び出して", "取り出して", // ja
		"调取", "調取", "提取", "取回", // zh
		"abrufen", "rufe ab", "ruf ab", "ruf auf", "rufe auf", "aufrufen", // de
	}},
	{Op: "fetch", Family: "read", Forms: []string{
		"引っ張ってきて", "引っ張って来て", // ja: pull up
		"fetches", "fetching", "pull", // en
		"가져와", "가져다", "가져올", "불러와", "땡겨줘", "땡겨 줘", "땡겨와", "땡겨 와", "뽑아줘", "뽑아 줘", "뽑아와", // ko: fetch, pull, pull out (but a time pulled earlier is moved, below) ("가져오기" and "불러오기" also name an import)
		"取ってき", "持ってき", "を取って", "を取ってください", // ja
		"拉取", "抓取", // zh
		"trae*", "traiga", // es
		"hole", "holen", "hol", "abholen", // de
		"traga", "trazer", "traz", // pt
		"récupérer", "récupère", "récupérez", // fr (Portuguese "recuperar" restores)
	}},
	{Op: "query", Family: "read", Forms: []string{
		"queries", "querying", // en
		"질의", "쿼리", // ko
		"クエリ", "問い合わせ", // ja
		"查询", "查詢", "询问", "詢問", // zh
		"consultar", "consulta", "consultá", "consulte", "consúltame", // es
		"abfragen", "frage ab", "abfrage", // de
		"interroger", "interroge", "interrogez", "requête", // fr
		"consultar", "consulte", "consulta", // pt
	}},
	{Op: "browse", Family: "read", Forms: []string{
		"browses", "browsing", "explore", "explores", // en
		"탐색", "둘러보", // ko
		"ブラウズ", "探索", // ja
		"浏览", "瀏覽", "探索", // zh
		"explorar", "explora", "navegar", "navega", // es
		"durchstöbern", "stöbere", "stöbern", "durchblättern", "erkunde", "erkunden", // de
		"parcourir", "parcourez", "explorer", // fr
		"navegar", "navegue", "explorar", // pt
	}},
	{Op: "tell", Family: "read", Forms: []string{
		"बताओ", "बता दो", "बताइए", "बताइये", "बताएं", "बताएँ", "बता दीजिए", "बताना", // hi (Devanagari)
		"batao", "bata do", "bataiye", "bata dijiye", "batana", // hi (Latin)
		"decirme", "decir", // es
		"indica", "informa", "infórmame", // es
		"inform",                                                       // en
		"얘기해줘", "얘기해주", "전해줘", "전해주", "보고해줘", "보고해주", "브리핑해줘", "브리핑해주", // ko: tell, convey, report, brief
		"tells", "telling", // en
		"알려", "말해", // ko
		"教えて", "教える", "おしえて", // ja
		"告诉", "告訴", "说说", "說說", "讲讲", "講講", // zh
		"dime", "dígame", "cuéntame", "cuénteme", "indícame", // es
		"decime", "decinos", "contame", "contanos", // es: voseo
		"sag", "sage", "sagen", "nenne", "nennen", "verrate", "melde", "melden", "sagt mir", "nennt mir", // de (melde an, melde ab, melde einen Fehler: other operations)
		"mitteilen", "teile mir mit", "teil mir mit", "teilen sie mir mit", // de
		"dis", "dites", "indique", "indiquez", // fr
		"diga", "conte", "me diga", // pt
		"dimmi", "mi dici", "dirmi", "mi dica", "mi dice", "mi può dire", "mi puoi dire", "può dirmi", "puoi dirmi", "sapere", "indicami", "mi indichi", "comunicami", // it
	}},

	// Create family. Bare English "new" and "open" are left out: as adjectives ("new messages",
	// "open tickets", "open positions") they would make read requests look like creations.
	// Foreign "open an account/ticket" verbs are forms of create.
	{Op: "create", Family: "create", Forms: []string{
		"रिपोर्ट करो", "रिपोर्ट कर दो", "रिपोर्ट करें", "रिपोर्ट कीजिए", "रिपोर्ट कर दीजिए", "रिपोर्ट करना", // hi (Devanagari)
		"informar de un fallo", "informar de un error", "informar de un problema", "informar un fallo", "informar un error", "notificar un fallo", "notificar un error", // es: a fault reported
		"बनाओ", "बना दो", "बनाइए", "बनाइये", "बनाएं", "बना दीजिए", "खोलो", "खोल दो", "खोलिए", "खोल दीजिए", "क्रिएट करो", "क्रिएट कर दो", "क्रिएट करें", "क्रिएट कीजिए", "क्रिएट कर दीजिए", "क्रिएट करना", "दर्ज करो", "दर्ज कर दो", "दर्ज करें", "दर्ज कीजिए", "दर्ज कर दीजिए", "दर्ज करना", "रेज़ करो", "रेज़ कर दो", "रेज़ करें", "रेज़ कीजिए", "रेज़ कर दीजिए", "रेज़ करना", "रेज करो", "रेज कर दो", "रेज करें", "रेज कीजिए", "रेज कर दीजिए", "रेज करना", "लॉग करो", "लॉग कर दो", "लॉग करें", "लॉग कीजिए", "लॉग कर दीजिए", "लॉग करना", // hi (Devanagari)
		"khol do", "khol de", "kholo", "kholiye", "bana do", "bana de", "banao", "banaiye", "complaint register karo", "complaint register kar do", "complaint darj karo", "complaint darj kar do", // hi (Latin): open, make
		"raise kar do", "raise kar de", "raise karo", "raise kardo", "log karo", "log kar do", "log kardo", "report karo", "report kar do", "report kardo", // hi: raise, log, report
		"report karna hai", "report karni hai", "complaint karo", "complaint kar do", "complaint daalo", "complaint dalo", "ticket daalo", "ticket daal do", "ticket dal do",
		"起票したい", "起票して", "起票お願", "リクエストを出", "チケットおねがい", "チケットお願い", "チケット頼む", // ja: raise a ticket
		"ケース上げ", "ケースを上げ", "チケット上げ", "チケットを上げ", // ja: a case raised ("サポートにケース上げといて")
		"サポート依頼を出",                                                                                                       // ja: a support request put in
		"anlage eines neuen", "anlage einer neuen", "account einrichten", "konto einrichten", "benutzerkonto einrichten", // de: a new record laid out, an account set up
		"set up an account", "spin up an account", "spin up a new user", "spin up a user", "provision user", "provision a user", "provision an account", // en: an account made
		"filing a support", "filing a ticket", "filing a request", "filing a case", "file ticket", "file a ticket", "file case", // en: "Would you mind filing a support request"
		"poner una queja", "pon una queja", "presentar una queja", "presenta una queja", "poner una reclamación", // es: a complaint lodged
		"einen fall melden", "störung melden", "problem melden", "fehler melden", "melde einen fall", "melde eine störung", // de: reported
		"신고하고 싶", "신고할게", "신고 부탁", "신고부탁", "신고합니다", "신고하려", "신고드립니다", "신고해요", // ko: report
		"도움 요청", "도움을 요청", "도움요청", "report 좀 해", "report 해줘", "report 해주", "report해줘", // ko: ask for help, report (mixed)
		"报告一个问题", "報告一個問題", "报告个问题", "報告個問題", "报告问题", "報告問題", // zh: report a problem
		"找下客服", "找一下客服", "联系客服", "聯繫客服", "联系一下客服", "聯繫一下客服", "聯絡客服", // zh: get hold of customer service
		"として報告", "バグを報告", "エラーを報告", "問題を報告", "障害報告です", "不具合報告です", // ja: report as a fault
		"助けを求め", "依頼出し", "問い合わせチケットを切", // ja: ask for help, put in a request, cut an inquiry ticket
		"신규 발급", "신규발급", "新規採番", "採番依頼", // ko, ja: a new code issued

		"チケットを切", "ticketを切", "チケット切って", "ticket切って", // ja: cut a ticket
		"angelegt werden", "erstellt werden", "eingetragen werden", "eröffnet werden", // de: a passive that asks ("muss … geändert werden")
		"neuanlage", "setz rein", "setze rein", "erfassen", "erfasse", "erfass", // de: a memo's new entry, put in, record
		"신고해줘", "신고해주", "제보해줘", "제보해주", "起こして", "起票", // ko, ja: report a problem, raise a ticket
		"creates", "creating", "open a", "open an", "open new", "report a", "report an", // en ("open" alone is an adjective)
		"start a ticket", "start a new ticket", "start a case", "start a new case", "start a support", // en: a ticket started
		"open해", "open 해줘", "open 해주", "open 부탁", "open 요청", // mixed: "open" with a Korean verb ending or request
		"티켓 오픈", "티켓오픈", "케이스 오픈", "케이스오픈", "ticket 오픈", "ticket오픈", "티켓 끊어", "티켓 좀 끊어", "티켓 하나 끊어", // ko: a ticket opened in Hangul, or cut
		"일정 박아", "일정 하나 박아", "일정하나 박아", "캘린더에 박아", "에 박아줘", "에 박아 줘", "박아둬", // ko: put in (casual)
		"티켓으로 올려", "일정에 올려", "캘린더에 올려", "신고 올려", "신고 하나 올려", "리포트 올려", "report 올려", "건 올려", // ko: post (not raise)
		"접수해줘", "접수해 줘", "접수해주", "접수 부탁", "접수부탁", "등록 부탁", "문의 하나 보내", "요청 넣어", "클레임 걸", // ko: file
		"작성해서 올려", "작성해 올려", "써서 올려", // ko: write up and submit
		"지원요청해", "지원요청좀해", "지원요청을해", "문의넣고싶", "문의를넣고싶", "케이스로올려", // ko: a support request made, an inquiry put in
		"openして", "open して", "openしてもら", "openしていただ", "openしてくだ", "openお願い", // mixed: with a Japanese one
		"log해", "log 해줘", "log 해주", "log 해줄", "raise해", "raise 해줘", "raise 해주", "raise 해야", // mixed: log, raise a ticket
		"abres un", "abres una", "me abres", "me creas", "creas un", "creas una", // es: "¿me abres un ticket?"
		"チケット切っ", "ticket切っ", // ja: cut (issue) a ticket
		"put on my calendar", "put in my calendar", "add to my calendar", "get it on the calendar", "get it on my calendar",
		"put on my cal", "put in my cal", "add to my cal", // en: the short calendar
		"get it on our calendar", "get it on there", "get it in the calendar", "get that on the calendar", // en
		"생기게해", "생기도록해", "생기게끔", "생기면좋겠", "생겼으면좋", "생겼으면해", // ko: have it come into being (not "생겼으면 알려줘")
		"잡혀있으면좋", "잡혀있어야해", "잡혀있어야합", "잡혔으면좋", "잡혔으면해", "잡히면좋겠", "잡히게해", // ko: have it put in
		"잡혀야합", "잡혀야해", "잡혀있었으면", "들어가있어야", "넣어두면좋", // ko: have it put in
		"캘린더에표시해", "일정에표시해", "달력에표시해", "캘린더에막아", "일정에막아", "캘린더에기록해", "일정에기록해", "달력에기록해", // ko: mark, block, record on the calendar
		"캘린더에빠져있", "일정에빠져있", "calendar에빠져있", "캘린더에아직없네", "일정에아직없네", "calendar에아직없네", "캘린더에아직없어요", "일정에아직없어요", "달력에아직안올라가", "일정에없어서", "달력에없으면", // ko: missing from the calendar
		"접수되면좋겠", "접수됐으면좋", "접수되었으면좋", "report되면좋겠", "티켓open요망", "ticketopen요망", "티켓오픈요망", // ko: a request wished filed
		"열렸으면좋", "열렸으면해", "열려야해", "열려야합", "열리면좋겠", "열리게해", // ko: have it opened
		"케이스가열려있어야", "티켓이열려있어야", "ticket이열려있어야", "티켓열기", "케이스열기", // "지원 티켓 열기": a ticket opened, nominalized
		"열려있으면좋", "생겨있으면좋", "생겨있었으면좋", "등록되어있도록", "등록돼있도록", "등록되어있으면좋", "들어가있었으면좋", "들어가있으면좋", // ko: have it be there
		"登録されているようにし", "登録されている状態に", "入っている状態に", "入っているようにし", "立っているといい", "立っていると助か", // ja: have it be there ("ように見える" only seems)
		"開かれている必要があ", "開かれているようにし", "上がっていてほしい", "受け付けられているようにし", "bookされている状態",
		"잡아줘", "잡아주", "생성해줘", "생성해주", "생성해줄", "생성해요", "생성해봐", "생성하고싶", // ko
		"생성하려", "생성하기", "생성하세요", "생성할래", "생성할게", "생성합니",
		"생성부탁", "생성좀", "개설해줘", "개설해주", "개설해줄", "개설해요", "개설해봐",
		"개설하고싶", "개설하려", "개설하기", "개설하세요", "개설할래", "개설할게",
		"개설합니", "개설부탁", "개설좀", "발급해줘", "발급해주", "발급해줄", "발급해요",
		"발급해봐", "발급하고싶", "발급하려", "발급하기", "발급하세요", "발급할래",
		"발급할게", "발급합니", "발급부탁", "발급좀", "접수좀", "접수해줘", "접수해주", "접수해요", "접수하고싶", "열어줘", "열어주", "열어줄", "열어야",
		"作成して", "作成する", "作成したい", "作成しま", "作成お願", "作成をお願", "クリエイト", // ja
		"新規作成", "予定を入れ", "予定に入れ", "カレンダーに入れ", "チケットを発行", "チケット発行", "チケットを切", "チケットを起",
		"티켓을 발행", "티켓 발행", "티켓발행", // a ticket issued is a ticket opened
		"티켓 올려", "티켓을 올려", "티켓 하나 올려", "ticket 올려", "ticket을 올려", "요청 넣어", "요청을 넣어", "문의 넣어", "문의를 넣어", "문의 접수", "문의를 접수", "문의를 등록", // ko: raise a ticket, put in a request
		"チケットを出", "チケット出し", "ちけっと出し", "チケットをお願い", "ちけっと上げ", "チケットきっ", "ちけっときっ",
		"チケットたて", "ちけっとたて", "ケースあけ", "サポートケースあけ", "ケースを開け", "ケース開け", "新規オープン", "チケットを一件立て", "作成いただ", "作成頂",
		"作成おねがい", "作っといて", // ja: raise a ticket, in kana and in haste
		"ケースを開", "ケースをオープン", "チケットをオープン", "ケースオープン", "チケットオープン", "サポートケースをオープン", "サポートチケットをオープン", "caseをオープン", "ticketをオープン", "依頼を出", "問い合わせを上げ", "問い合わせを起票", "問い合わせを登録", "問い合わせを作成", "問い合わせ作成", "報告上げ", // ja
		"サポートケースを開", "チケットを開", "caseを開", "ケースを開", "ticketを開", "サポートリクエストを送信", "リクエストを送信して", "問い合わせを送信", // ja: the term a form starts inside
		"presenta una solicitud", "presenta un ticket", "presenta una incidencia", "envía un ticket", "manda un ticket", // es
		"presentar una", "presentar un", "envía una solicitud", "manda una solicitud", "ábreles", "ábrele",
		"send a ticket", "send a support ticket", "submit a ticket", "submit a support ticket", // en
		"schick ein ticket", "schicke ein ticket", // de
		"raise a ticket", "raise a case", "raise an issue", "raise a request", "raise a support", "log a ticket", "log a case",
		"lodge a", "lodge an", // en: lodge a complaint
		"log a support", "log a request", "log a new", "raise a new", "file a new", "log an issue", "log an incident", // en
		"levantar una", "levantar un", "levanta una", "levanta un", "levántame una", "levántame un", "levante un", "levante una", "levantas un", "levantas una", "me levantas", "levantes un", // es: raise a ticket
		"case filen", "ticket filen", "störung filen", // de: the borrowed "file"
		"aufgeben lassen",                                                                      // de: have a ticket put in
		"anfrage aufgeben", "meldung aufgeben", "gib eine anfrage auf", "gib eine meldung auf", // de: put in a request
		"anfrage stellen", "supportanfrage stellen", "serviceanfrage stellen", "eine anfrage stellen", "eine supportanfrage stellen",
		"stell eine anfrage", "stelle eine anfrage", "stell eine supportanfrage", "stelle eine supportanfrage", "stell ne anfrage",
		"ケースを立て", "案件を立て", "チケットを立て", "caseを立て", "依頼を出して", // ja: set up a case
		"이슈 올려", "이슈를 올려", "이슈 하나 올려", // ko: raise an issue
		"케이스 하나 올려", "지원 케이스를 올려", "support case 하나 올려", "support case 올려", "ticket으로 올려", // ko: raise a support case
		"케이스를 연다", "티켓을 연다", "ticket으로 남겨", "티켓으로 남겨", "문의 남겨", "문의를 남겨", // ko: open a case, leave an inquiry
		"as 접수해", "as 접수 좀 해", "as 접수 부탁", "a/s 접수해", // ko: an after-sales repair to be filed
		"문제 제기", "문제제기", "case 남겨", "케이스 남겨", "상담 접수", "상담접수", "신규문의", "신규 문의", "문의생성", "문의 생성", "문의등록", // ko
		// Asking the support desk's people to take a problem up opens a case with them.
		"問い合わせを受け付け", "問い合わせ受付", "log that the", "please log that", // ja, en: take in an inquiry, log a problem
		"サポートの人に見て", "サポートの方に見て", "サポートの担当の方に調べ", "担当の方に調べ", "サポートに見て", "サポートに調べ", // ja
		"someone from support to", "someone in support to", "have support look",
		"get support to look", "agent to look into", "agent to look at", // en
		"문의 남기", "문의를 남기", "문의 남겨", "문의를 남겨", "상담 신청", "상담을 신청", // ko: leave an inquiry
		"問い合わせを出", "問い合わせ出", "サポートに出し", "サポート宛てに出し", "窓口に出し", "問い合わせを入れ", "問い合わせ入れ", "issue上げ", "issueを上げ", "イシューを上げ",
		"イシュー上げ", "チケット上げ", "チケットを上げ", // ja: put in an inquiry, raise an issue
		"que soporte lo revise", "que soporte la revise",
		"que soporte lo mire", "que soporte lo vea", // es
		"beim support melden", "an den support melden", "dem support melden", "beim kundendienst melden",
		"an den kundendienst melden", "dem kundendienst melden", "beim support anfragen", // de: report it to support
		"開設して", "開設する", "開設したい", "開設しま", "開設お願", // ja
		"開設をお願", "起票して", "起票する", "起票したい", "起票しま", "起票お願",
		"起票をお願",
		"帮我创建", "请创建", "我要创建", "我想创建", "创建一", "创建这", "创建该", // zh
		"创建我的", "幫我創建", "請創建", "我要創建", "我想創建", "創建一", "創建這",
		"創建該", "創建我的", "建立", "新建", "新增", "开设", "開設", "开立", "開立", "开户",
		"报修", "幫我報修", "報修一下", "我要報修", // zh: a repair reported (報修 alone is inside Japanese 情報修正)
		"開戶", "开通", "開通",
		"开个", "開個", "开一个", "開一個", "建个", "建個", "提一个", "提一個", "提个", "提個", "加个", "加個", // zh: open, make, raise, add one
		"开一张", "開一張", "立个案", "立個案", "报个", "報個", "提交个", "提交個", "报障", "報障", // zh: open a form, file a case, report one, a fault
		"crear", "crea", "creá", "cree", "creen", "créame", "créalo", "abre una", "abre un", "abran una", "abran un", "abra una", "abra un", "abrime", "ábreme", "ábrenos", "abrir", "abrirme", "abrirnos", "abrirle", "abrid", "abridme", "cread", "creadme", "reportar", "reporta", "agenda una", "agenda un", "programa una", "programa un", // es
		"dar de alta", "da de alta", "dé de alta", "dame de alta", "darme de alta", "dale de alta", "darle de alta", // es: register
		"erstelle", "erstellen", "erstell", "lege an", "anlegen", "eröffne", "eröffnen", "öffne eine", "öffne ein", "öffne einen", // de
		"legen an", "leg an", "anzulegen", "mach auf", "mache auf", "macht auf", // de: "Legen Sie … an", "mach ma n ticket auf"
		"fall eröffnen", "fall für mich eröffnen", // de: a case opened
		"mach auf", "mache auf", "aufmachen", // de; "melde" reports an issue (below) or tells
		"melde fehler", "melde einen fehler", "melde den fehler", "melde ein problem", "melde das problem",
		"melde eine störung", "melde die störung", "melde einen bug", "melde den bug", "melde ticket",
		"melde ein ticket", "melde einen ausfall", "melde den ausfall", "melde dem kundendienst", "melde dem support",
		"melde beim support", "fehler melden", "problem melden", "störung melden",
		"créer", "crée", "créez", "ouvre", "ouvrez", "ouvrir un", "ouvrir une", "signaler", "signale", "signalez", // fr
		"criar", "crie", "cria", "abra", "abrir", "abre um", "abre uma", "abre ticket", "abre chamado", // pt (the Brazilian imperative "abre" before its object)
		"crea", "creare", "creami", "crei", "apri un", "apri una", "aprire un", "aprire una", "aprimi un", "aprimi una", "aprimi direttamente un", "aprimi direttamente una", "aprimi subito un", "aprimi subito una", "mi apri un", "mi apri una", "mi apra un", "mi apra una", "apra un", "apra una", "segnala", "segnalare", "segnalate", "segnalo", "segnalarlo", "segnalarla", "segnalarli", // it
		"apri ticket", "apri segnalazione", "apri richiesta", "aprite un", "aprite una", "apritemi un", "apritemi una", "abram um", "abram uma", "déclarer un incident", "déclare un incident", "déclarez un incident", "aprirmi un", "aprirmi una", "nuovo ticket", "nuova segnalazione", "nuovo evento", "nuova riunione", "nuovo appuntamento", // it: a heading's new record
	}, Final: []string{"생성", "작성", "개설", "접수", "作成", "新規作成", "起票"}},
	{Op: "add", Family: "create", Forms: []string{
		"जोड़ो", "जोड़ दो", "जोड़िए", "जोड़ दीजिए", "जोड दो", "जोडो", "डालो", "डाल दो", "ऐड करो", "ऐड कर दो", "ऐड करें", "ऐड कीजिए", "ऐड कर दीजिए", "ऐड करना", // hi (Devanagari)
		"jodo", "jod dijiye", "daal do", "dal do", "daalo", // hi (Latin)
		"add kar do", "add kardo", "add karo", "add kar dijiye", "jod do", // hi (Latin)
		"put a new event in", "put an event in", "put in an event", "pop an event in", "pop in an event", "pop it in", // en: put in the diary

		"코멘트를 남기", "코멘트를 남길", "코멘트를 남겨", "코멘트 남기", "코멘트 남길", "코멘트 남겨", "댓글을 남기", "댓글을 남길", "댓글을 남겨", "댓글 남기", "댓글 남길", "댓글 남겨", "comment 남기", "comment 남길", "comment 남겨", "댓글을 달", "댓글 달", "コメントを付け", "コメント付け", // ko, ja: leave a comment

		"コメントを残", "コメント残",

		"append", "attach", // en
		"入れて", "入れておきたい", "入れときたい", // ja: put in (a meeting, a schedule)
		"追記して", "追記したい", "追記し", "추가 기재", // ja: write in besides
		"더해줘", "더해주", "足して", "加えて", "付け加えて", // ko, ja
		"adds", "adding", // en
		"추가해줘", "추가해주", "추가해줄", "추가해요", "추가해봐", "추가하고싶", // ko
		"추가하려", "추가하기", "추가하세요", "추가할래", "추가할게", "추가합니",
		"추가부탁", "추가좀", "넣어줘", "넣어주", "넣기만", "넣어야", "넣고 싶", "넣어 두고 싶", "넣어두고 싶", "넣어 둬", "넣어둬", "넣어 놓", "넣어놓", "추가해 놓", "추가해놓",
		"追加して", "追加する", "追加したい", "追加しま", "追加お願", "追加をお願", // ja
		"添加", "加入", "加到", "加进", "加進", "记个", "記個", "记一下", "記一下", // zh: add to, note down
		"记到", "記到", "排进", "排進", "排个", "排個", "约个", "約個", "约个会", "約個會", "约一个", "約一個", "建一个", "建一個", "加一个", "加一個", "建个", "建個", "建个会", "建個會", "加个", "加個", "拉个会", "拉個會", // zh: put into a calendar, arrange, book, make one, set one up (建个会 and 拉个会 are meetings too)
		"añadir", "añade", "añada", "añadan", "añádelo", "agregar", "agrega", "agregá", "agregalo", "agregue", "agreguen", "agrégalo", // es
		"mete en el calendario", "mete en mi calendario", "mete en la agenda", "mete en mi agenda", // es: put in ("Mete en el calendario una comida …")
		"metele al calendario", "métele al calendario", "metele en el calendario", "métele en el calendario", "meteme en el calendario", "méteme en el calendario",
		"metelo en el calendario", "mételo en el calendario", "metelo al calendario", "mételo al calendario",
		"métame en el calendario", "méteme en el calendario", "métame en la agenda", "méteme en la agenda",
		"füge hinzu", "füg hinzu", "hinzufügen", "ergänze", "ergänzen", "trage ein", "trag ein", "tragen ein", "tragt ein", "eintragen", // de ("Tragen Sie … ein")
		"hänge an", "häng an", "anhängen", // de: attach
		"ajouter", "ajoute", "ajoutez", // fr
		"mets dans mon agenda", "mets dans l'agenda", "mettez dans mon agenda", "mets dans mon calendrier", "note dans mon agenda", // fr: put in one's calendar
		"mets dans le calendrier", "cale dans mon agenda", "cale dans l'agenda", "cale dans mon calendrier", "cale dans le calendrier", // fr: with its object between ("mets-le dans le calendrier", "cale-la dans mon agenda")
		"note dans l'agenda", "note dans mon calendrier", "inscris dans mon agenda", "inscris dans l'agenda", "inscris dans mon calendrier",
		"adicionar", "adicione", "adiciona", "acrescentar", "acrescente", "lança no estoque", "lançar no estoque", "lance no estoque", "dá entrada", "dar entrada", "dê entrada", // pt (booked into stock)
		"aggiungi", "aggiungere", "aggiungimi", "aggiungili", "aggiungile", "aggiunga", "aggiungete", "mettimi in agenda", "metti in agenda", "metti in calendario", "mettimi in calendario", "segnami", "aggiungilo", "segna in calendario", "segna in agenda", "segna sul calendario", "segnare in calendario", // it
		"mettilo in agenda", "mettila in agenda", "mettilo in calendario", "mettila in calendario", "mettimelo in agenda", "mettimela in agenda", // it: put it in
		"mettimelo in calendario", "mettimela in calendario", "mettilo come evento", "mettila come evento",
	}, Final: []string{"追記", "추가", "追加"}},
	{Op: "make", Family: "create", Forms: []string{
		"만들", "만드는작업", "만드는일을", "만듭니", "만드는거야", "만드는거예요", "만드는겁니다", // ko (the ㄹ drops before ㄴ and ㅂ: "티켓을 만드는 작업"; "만드는 사람" makes nothing)
		"作って", "作る", "作りたい", "つくって", "つくっといて", "つくっておいて", // ja
		"制作", "做一个", "做一個", // zh
	}},
	// Enrolling oneself in something (an event, a course) registers the asker, it makes
	// no record of the catalog's.
	{Op: "enroll", Family: "enroll", Forms: []string{
		"register me", "sign me up", "enroll me", "enrol me", // en
		"inscríbeme", "inscribirme", "apúntame a", "apúntame en", // es
		"melde mich", "registriere mich", // de
		"참가 등록", "참가등록", "참가 신청", "참가신청", // ko
		"参加登録", "参加申し込み", "参加申込", // ja
	}},
	{Op: "register", Family: "create", Forms: []string{
		"registering", "enroll", "enrolls", "enrolling", "sign up", "signup", // en
		"등록해줘", "등록해주", "등록해줄", "등록해요", "등록해봐", "등록하고싶", "신규 등록", "신규등록", // ko (신규 등록: a new one registered, memo style)
		"등록하려", "등록하기", "등록하세요", "등록할래", "등록할게", "등록합니",
		"등록부탁", "등록좀", "가입해줘", "가입해주", "가입해줄", "가입해요", "가입해봐",
		"가입하고싶", "가입하려", "가입하기", "가입하세요", "가입할래", "가입할게",
		"가입합니", "가입부탁", "가입좀",
		"登録して", "登録する", "登録したい", "登録しま", "登録お願", "登録をお願", // ja
		"新規登録", "サインアップ",
		"注册", "註冊", "登记", "登記", "报名", "報名", // zh
		"registrar", "registra", "registre", "registren", "regístrame", "inscribir", "inscribe", // es
		"inscriba", "inscríbeme",
		"registriere", "registrieren", "melde an", "anmelden", // de
		"enregistrer", "enregistre", "enregistrez", "inscrire", "inscris", "inscrivez", // fr
		"registrar", "cadastrar", "cadastre", "cadastra", "inscrever", "inscreva", // pt
		"registra", "registrare", "registrami", // it
	}, Final: []string{"등록", "登録"}},
	{Op: "insert", Family: "create", Forms: []string{
		"inserts", "inserting", // en
		"삽입해줘", "삽입해주", "삽입해줄", "삽입해요", "삽입해봐", "삽입하고싶", // ko
		"삽입하려", "삽입하기", "삽입하세요", "삽입할래", "삽입할게", "삽입합니",
		"삽입부탁", "삽입좀",
		"挿入して", "挿入する", "挿入したい", "挿入しま", "挿入お願", "挿入をお願", // ja
		"插入",                             // zh
		"insertar", "inserta", "inserte", // es
		"einfügen", "füge ein", "füg ein", // de
		"insérer", "insère", "insérez", // fr
		"inserir", "insira", "insere", // pt
		"inserisci", "inserire", "inserisca", "inseriscimi", // it
	}},
	{Op: "generate", Family: "create", Forms: []string{
		"generates", "generating", // en
		"자동생성",                                           // ko
		"生成して", "生成する", "生成したい", "生成しま", "生成お願", "生成をお願", // ja
		"生成",                                      // zh
		"generar", "genera", "genere", "genérame", // es
		"generiere", "generieren", "erzeuge", "erzeugen", // de
		"générer", "génère", "générez", // fr
		"gerar", "gere", "gera", // pt
		"genera", "generare", // it
	}},
	// To plan is to make something (a trip, a budget, a meeting); to schedule, on a calendar.
	{Op: "plan", Family: "create", Forms: []string{"planen", "plane einen", "plane eine"}}, // en ("my plan" is a noun), de
	{Op: "schedule", Family: "create", Forms: []string{
		"शेड्यूल करो", "शेड्यूल कर दो", "शेड्यूल करें", "शेड्यूल कीजिए", "शेड्यूल कर दीजिए", "शेड्यूल करना", "तय करो", "तय कर दो", "तय करें", "तय कीजिए", "तय कर दीजिए", "तय करना", // hi (Devanagari)
		"schedule karo", "schedule kar do", "schedule kardo", "schedule kar dijiye", // hi (Latin)
		"をいれて", "をいれといて", "予定いれて", // ja in kana: put in
		"agendarme", "agéndame", "agendame", "agendáme", "apúntame", "apuntame", "apúntamelo", // es
		"shedule",                                      // en: typed so
		"apúntalo", "apúntala", "apuntalo", "apuntala", // es: note it down

		"set up a mtg", "book a mtg", // en: chat shorthand
		"pencil in", "pencil me in", "pencil it in", // en: put it on the calendar

		"scheduling", // en: "Would you mind scheduling …"

		"일정잡", "일정을잡", "스케줄잡", "스케줄을잡", "일정을 예약", "일정 예약", "일정예약", // ko
		"캘린더에 찍어", "달력에 찍어", "캘린더에 표시해", // ko: marked on the calendar
		"予定を入れ", "予定を組", "日程を組", "スケジュールを組", "予定にして", "予定いれ", "予定をいれ", "カレンダーにいれ", "カレンダーいれ", // ja
		"予約を入れ", "予約入れ", // ja: a booking put in
		"in den kalender bekommen", "fehlt noch ein kalendereintrag", // de: got into the calendar, an entry missing
		"in den kalender setzen", "in den kalender setz", "in meinen kalender setzen", "in meinen kalender setz", // de: put into the calendar
		"kalendertermin machen", "kalendertermin mach", "kalendereintrag machen", // de: make a calendar entry
		"im kalender vermerken", "vermerken sie im kalender", "vermerke im kalender", "vermerk im kalender", "in meinem kalender vermerken", // de: note in the calendar
		"im kalender notieren", "notieren sie im kalender", "notiere im kalender", "notier im kalender", "in meinem kalender notieren",
		"meter en el calendario", "mete en el calendario", "ir al calendario", "me falta en el calendario", "tener apuntada", "se creara", // es
		"会議を入れ", "会議入れ", "打ち合わせを入れ", "打ち合わせ入れ", "ミーティングを入れ", "ミーティング入れ", "飲み会を入れ",
		"飲み会入れ", "meetingを入れ", "meeting入れ", // ja: put a meeting in
		"枠を押さえ", "時間を押さえ", "予定を押さえ", "日程を押さえ", "枠をおさえ", "時間をおさえ", "予定をおさえ", "日程をおさえ", // ja: hold a slot
		"帮我安排", "幫我安排", "安排一", "安排个", "安排個", "在日历里标", "在日历上标", "在日曆裡標", "在日曆上標", "约一下", "約一下", "帮我订个会", "幫我訂個會", // zh: arrange, mark in the calendar, book a meeting
		"programar", "programe", "programen", "prográmalo", "agendar", "agende", "agenden", "agéndame", "agendame", "me agendas", "me agendás", "agendá una", "agendá un", "programá una", "programá un", "programa la", "programa el", // es
		"montar una reunión", "monta una reunión", "móntame una reunión", "montar una junta", "monta una junta", // es: set up a meeting
		"recuérdame en el calendario", "recuerdame en el calendario", "recuérdamelo en el calendario", "recuérdame en mi calendario", "recuerdame en mi calendario", // es: a reminder put on the calendar
		"resérvame un hueco", "reservame un hueco", "resérvame un rato", "hazme un hueco", // es: keep a slot for me
		"prográmame", "ponme en el calendario", "pon en el calendario", "pones en el calendario", "pones en mi calendario",
		"ponla en el calendario", "ponlo en el calendario", "ponla en mi calendario", "ponlo en mi calendario",
		"poner en el calendario", "poner en mi calendario", "pongas en el calendario", "pongas en mi calendario",
		"apunta en mi calendario", "apunta en el calendario", "bloquéame", "apuntar en el calendario", "apuntar en mi calendario", "apúntame",
		"book appointment", "book a dentist appointment", "reserva cita", "reserva una cita", "reserva reunión", // a booked appointment is scheduled
		"book a meeting", "book an appointment", "book a call", "book time", "book a slot", // en: on one's calendar
		"book a sync", "book a quick sync", "book a 1:1", "book a one-on-one", "book a retro", "book a catch-up", "book a standup",
		"organize a meeting", "organise a meeting", "organize a call", "organise a call", "organiza una reunión", "organizar una reunión", "organízame una reunión", // organize a meeting
		"organiza una videollamada", "organiza una llamada", "resérvame una hora", "reservame una hora", "resérvame un hueco", "reserva una hora", // es: a call organized, an hour held
		"réserve un créneau", "réserve-moi un créneau", "réservez un créneau", "bloque un créneau", "bloque-moi un créneau", "mets-moi une réunion", "mets-moi un rendez-vous", "mets-moi un call", // fr
		"riservami un'ora", "riserva un'ora", "riservami un ora", "blocca il mio calendario", "blocca in calendario", "mi prenoti una riunione", "prenotami una riunione", "prenota una riunione", "prenotare una riunione", // it
		"reserva 1h", "reserva uma hora", "reserva 1 hora", "reserva duas horas", "bloqueia na agenda", "bloqueia minha agenda", // pt
		"organise une réunion", "organiser une réunion", "organisez une réunion", "organise-moi une réunion", "organise un point", "organise un call", "organisiere ein meeting", "organisier ein meeting",
		"set up a meeting", "set up a call", "set up a debrief", "set up a 1:1", "set up a one-on-one", "block off", "block out",
		"ミーティングを設定", "会議を設定", "打ち合わせを設定", "面談を設定", "1on1を設定", "1on1の設定を", "meeting set up", "meeting을 set up", // ja, mixed
		"einplanen", "plane ein", "terminiere", "terminieren", "setze an", "setz an", "setzen an", "ansetzen", // de ("Setzen Sie … an")
		"merk vor", "merke vor", "merken vor", "vormerken", // de: note down ahead ("Merk mir im Kalender … vor")
		"vereinbare", "vereinbaren", "vereinbar", "termin ausmachen", "termin machen", // de: arrange, make an appointment
		"mach einen termin", "mache einen termin", "mach mir einen termin", "mach nen termin", "mach n termin",
		"planifier", "planifie", "planifiez", "programmer", "programmez", "programme une", "programme un", "programme-moi", // fr
		"céduler", "cédule", "cédulez", // fr (Quebec)
		"me caler", "nous caler", "cale-moi", "cale-nous", "calez-moi", "cale une", "cale un", "caler une", "caler un", // fr: fit a meeting in
		"agendar", "agende", "programar", "programe", // pt
		"marca uma", "marca um", "marca reunião", "marcar uma", "marcar um", "marque uma", "marque um", "agenda uma", "agenda um", "agenda call", "agenda reunião", // pt: book a meeting
		"marca na agenda", "marque na agenda", "marca na minha agenda", "coloca na agenda", "coloque na agenda", "bota na agenda", "põe na agenda", "coloca na minha agenda", "bota na minha agenda", "põe na minha agenda", // pt: put in the calendar
		"coloca no meu calendário", "coloque no meu calendário", "põe no meu calendário", "bota no meu calendário", // pt: put in my calendar
		"fissa", "fissami", "fissare", "fissarmi", "fissi", "programma un", "programma una", "programmare", "programmami", "pianifica", "pianificare", "organizza", "organizzare", "organizzami", "mettimi un appuntamento", "mettimi una riunione", "mettimi una call", "fissami una call", "metti una riunione", "metti un appuntamento", "calendarizza", "calendarizzare", // it
	}},
	{Op: "write", Family: "create", Forms: []string{
		"schreib", "schreibe", // de: write
		"かいて",                                           // ja in kana
		"writes",                                        // en
		"작성해줘", "작성해주", "작성해줄", "작성해요", "작성해봐", "작성하고싶", // ko
		"작성하려", "작성하기", "작성하세요", "작성할래", "작성할게", "작성합니",
		"작성부탁", "작성좀", "써줘",
		"書いて", "書く", // ja
		"撰写", "撰寫", "编写", "編寫", "写一", "寫一", // zh
		"escribir", "escribe", "escriba", "escríbeme", "redactar", "redacta", "redacte", "redáctame", // es
		"schreibe", "schreiben", "schreib", // de ("verfassen", "formulieren" draft: held-out German lost four requests to them)
		"écrire", "écris", "écrivez", "rédiger", "rédige", "rédigez", // fr
		"escrever", "escreva", "escreve", "redigir", "redija", // pt
		"scrivi", "scrivere", "scrivimi", "redigi", "redigere", // it
	}},

	// Update family. There is no op "set" (op names are forms themselves and bare English "set"
	// is too ambiguous); "set" verbs of other languages are forms of configure.
	{Op: "update", Family: "update", Forms: []string{
		"अपडेट करो", "अपडेट कर दो", "अपडेट करें", "अपडेट कीजिए", "अपडेट कर दीजिए", "अपडेट करना", // hi (Devanagari)
		"update kar do", "update kardo", "update karo", "change kar do", "change karo", "badal do", // hi (Latin)
		"rellena", "completa", // es: fill in
		"反映して", "上書きして", "上書きする", "上書きお願", "を上書き", // ja: apply, overwrite
		"updating", "upsert", "zero out", "true up", // en: a count set to zero, brought in line
		"updaten", "upzudaten", // de: the borrowed verb ("bestand updaten")
		"입력해줘", "입력해 줘", "입력해주", "으로 세팅", "로 세팅", "최신화", // ko: enter, set, bring up to date
		"반영해줘", "반영해주", "반영해요", "반영해", "덮어써", "덮어쓰", "업데이트해줘", "업데이트해주", "업데이트해줄", "업데이트해요", "업데이트해봐", // ko
		"업데이트하고싶", "업데이트하려", "업데이트하기", "업데이트하세요", "업데이트할래",
		"업데이트할게", "업데이트합니", "업데이트부탁", "업데이트좀", "갱신해줘",
		"갱신해주", "갱신해줄", "갱신해요", "갱신해봐", "갱신하고싶", "갱신하려",
		"갱신하기", "갱신하세요", "갱신할래", "갱신할게", "갱신합니", "갱신부탁", "갱신좀",
		"更新して", "更新する", "更新したい", "更新しま", "更新お願", "更新をお願", "更新よろしく", "更新頼む", "更新しといて", // ja
		"書き換えて", "書き換える", "書き換え",
		"アップデートして", "アップデートする", "アップデートしたい", "アップデートしま",
		"アップデートお願", "アップデートをお願",
		"帮我更新", "请更新", "我要更新", "我想更新", "幫我更新", "請更新", "更新一", // zh
		"更新这", "更新该", "更新我的", "更新這", "更新該", "更新为", "更新為", "更新成",
		"更新到", "更新下", // (更新下: casual, "麻烦更新下库存")
		"actualizar", "actualiza", "actualizá", "actualice", "actualicen", "actualicemos", "actualízalo", "actualizad", "updatea", "updatear", "updateame", "updatéame", // es (and the borrowed verb)
		"actualizara", "actualizaran", "actualizaras", "actualisa", "actualisar", "actualise", "actualisen", // es: past subjunctive ("¿sería posible que actualizaran …?"), and spelt as said with seseo
		"aktualisiere", "aktualisieren", "aktualisier", "nachtragen", // de (nachtragen: fill in what is missing)
		"mettre à jour", "mets à jour", "mettez à jour", "mettre a jour", "mets a jour", "mettez a jour", "actualiser", "actualise", // fr
		"actualisez",
		"atualizar", "atualize", "atualiza", // pt
		"맞춰놔", "맞춰 놔", "맞춰줘", "맞춰 줘", "맞춰놓", "반영해", "반영 해", // ko: bring in line, reflect
		"aggiorna", "aggiornare", "aggiorni", "aggiornate", "aggiornatemi", "venisse aggiornato", "venisse aggiornata", "venga aggiornato", "venga aggiornata", // it
	}, Final: []string{"업데이트", "갱신", "반영", "更新", "アップデート"}},
	{Op: "change", Family: "update", Forms: []string{
		"बदलो", "बदल दो", "बदलिए", "बदल दीजिए", "चेंज करो", "चेंज कर दो", "चेंज करें", "चेंज कीजिए", "चेंज कर दीजिए", "चेंज करना", "बदलकर", "बदल कर", // hi (Devanagari)
		"badlo", "badal dijiye", // hi (Latin)
		"変更いただ", "にかえといて", "にかえて", // ja: keigo, and in kana
		"swap",        // en: one value for another
		"변경 건", "변경건", // ko: a work item of a change ("관측소 설정 변경 건")
		"を延長", "延長して", "延長お願", "時間延長", "연장해", "연장 부탁", // ja, ko: an event extended
		"cambiame", "cámbiame", // es: with the pronoun

		"be changed to", "be updated to", "be set to", "be adjusted to", "be corrected to", // en: a passive that asks ("needs to be changed to 75")

		"geändert werden", "gesetzt werden", "aktualisiert werden", "korrigiert werden", // de: a passive that asks ("muss … geändert werden")
		"switch", "toggle", // en
		"cambias", "me lo cambias", "me la cambias", // es: "¿me lo cambias a las 18:00?"
		"切り替えて", "切り替え", // ja: switch
		"changing", "alter", "alters", // en
		"변경해줘", "변경해주", "변경해줄", "변경해요", "변경해봐", "변경하고싶", // ko
		"변경하려", "변경하기", "변경하세요", "변경할래", "변경할게", "변경합니",
		"변경부탁", "변경좀", "바꿔", "바꾸",
		"바뀌게해", "바뀌도록해", "바뀌게끔", "바뀌었으면좋", "바뀌었으면해", "바뀌면좋겠", "바뀌어있으면좋", "바뀌어있어야해", "바뀌어야해", "바뀌어야합", // ko: have it changed
		"로되어있어야해", "로되어있어야합", "로되어있으면좋", "로돼있어야해", "로돼있으면좋", // ko: to be at a value ("이름이 Alice로 되어 있어야 해", not "… 되어 있으면 알려줘")
		"変更して", "変更する", "変更したい", "変更しま", "変更お願", "変更をお願", // ja
		"変更申請", "変更依頼", "변경신청", "변경 신청", "변경요청", "변경 요청", // ja, ko: a change asked for
		"変えて", "変える", "変えたい", "変えといて", "変えてほしい", "かえて", "かえたい", "かえといて", "かえてほしい", // (かえ as typed in haste)
		"更改", "改变", "改變", "改成", "改为", "改為", "换成", "換成", "变更为", "變更為", "调成", "調成", // zh
		"改下", "改一下", "改个", "改個", "修改一下", // zh: change (casual)
		"cambiar", "cambia", "cambie", "cambien", "cambiemos", "cambiamos", "cámbialo", "cambiad", "cambiadme", "cambiá", "cambialo", // es (cambiá: voseo)
		"umstellen", "stelle um", "stell um", "ändere", "ändern", "änder", "abändern", "abändere", "änder ab", "ändere ab", // de
		"änderung", "änderungen", // de: a headline noun ("Profiländerung: …")
		"changer", "changez", "change-lui", "changez-lui", // fr ("change-lui son intitulé": change his title)
		"mudar", "mude", "muda", "alterar", "altere", "altera", "trocar", "troque", "troca", // pt
		"cambia", "cambiare", "cambiami", "cambi", "cambiate", "cambiale", "cambiagli", "cambialo", // it ("cambiale il numero": change her number)
	}, Final: []string{"변경", "変更"}},
	{Op: "edit", Family: "update", Forms: []string{
		"editing",                                       // en
		"편집해줘", "편집해주", "편집해줄", "편집해요", "편집해봐", "편집하고싶", // ko
		"편집하려", "편집하기", "편집하세요", "편집할래", "편집할게", "편집합니",
		"편집부탁", "편집좀",
		"編集して", "編集する", "編集したい", "編集しま", "編集お願", "編集をお願", // ja
		"편집 요청", "편집요청", "編集依頼", "編集の依頼", // ko, ja: an edit requested
		"编辑", "編輯", // zh
		"editar", "edita", "edite", // es
		"bearbeite", "bearbeiten", "editiere", "editieren", // de
		"éditer", "édite", "éditez", // fr
		"editar", "edite", "edita", // pt
		"modifica", "modificare", "modifichi", "modificate", "modificami", // it
	}},
	{Op: "modify", Family: "update", Forms: []string{
		"에딧해", "에딧 해", // ko: edit in Hangul
		"교정해줘", "교정해주", "교정좀봐", "교정 좀 봐", "교정 봐", "교정봐", "교정 부탁", "교정부탁", "첨삭해", "첨삭 좀", "첨삭좀", "添削して", "校正して", // ko, ja: proofread
		"amend", "fix", "shorten", "lengthen", "extend", "overwrite", "überschreib", "überschreibe", "überschreiben", "sobrescríbelo", "sobrescribe", "sobrescribir", "recolor", "recolour", "color-code", "colour-code", // en
		"einfärben", "einfärbe", "färbe", "färben", "colorea", "colorear", "色分けして", "색깔 바꿔", "색상 변경", // de, es, ja, ko: colour
		"verkürzen", "verkürze", "verlängern", "verlängere", // de: shorten, lengthen ("kürze" folds to the adjective "kurze")
		"überarbeiten", "überarbeite", "überarbeit", // de: revise
		"acorta", "acortar", "alarga", "alargar", "短くして", "延長して", "줄여줘", "줄여 줘", // es, ja, ko
		"encurta", "encurtar", "encurte", "accorcia", "accorciare", "accorciami", "allunga", "allungare", "raccourcis", "raccourcir", "rallonge", "rallonger", // pt, it, fr: shorten, lengthen
		"고쳐줘", "고쳐주", "고쳐 줘", "고쳐 놓", "고쳐놓", "直して", "直しといて", "直しておいて", // ko, ja: fix
		"고쳐야", "수정해야", // ko: must be fixed
		"modifies", "modifying", // en
		"수정해줘", "수정해주", "수정해줄", "수정해요", "수정해봐", "수정하고싶", // ko
		"수정하려", "수정하기", "수정하세요", "수정할래", "수정할게", "수정합니",
		"수정부탁", "수정좀",
		"이름 정정해", "이름 정정 부탁", "이름 바로잡아", "수량 정정해", "수량 정정 부탁", "수량 바로잡아", "재고 수량 정정해", "재고 수량 정정 부탁", "재고 수량 바로잡아", "주소 정정해", "주소 정정 부탁", "주소 바로잡아", "이메일 정정해", "이메일 정정 부탁", "이메일 바로잡아", "전화번호 정정해", "전화번호 정정 부탁", "전화번호 바로잡아", "연락처 정정해", "연락처 정정 부탁", "연락처 바로잡아", "부서 정정해", "부서 정정 부탁", "부서 바로잡아", "직함 정정해", "직함 정정 부탁", "직함 바로잡아", "시간대 정정해", "시간대 정정 부탁", "시간대 바로잡아", "로 정정해", "로 정정 부탁", "로 바로잡아", "으로 정정해", "으로 정정 부탁", "으로 바로잡아", // ko: a field corrected ("이름 정정해", "수량 바로잡아", "… 61개로 바로잡아")
		"修正して", "修正する", "修正したい", "修正しま", "修正お願", "修正をお願", // ja
		"訂正して", "訂正する", "訂正したい", "訂正お願", "訂正をお願", // ja: correct
		"直して",
		"修改",                                                                   // zh
		"modificar", "modifica", "modifique", "corregir", "corrige", "corrija", // es
		"modifiziere", "modifizieren", "korrigiere", "korrigieren", "korrigier", // de
		"modifier", "modifie", "modifiez", "corriger", "corrigez", "rectifier", "rectifie", "rectifiez", // fr
		"modificar", "modifique", "corrigir", // pt
		"correggi", "correggere", "corregga", "correggete", "correggilo", "correggila", "va corretto", "va corretta", "rettifica", "rettificare", // it
	}, Final: []string{"수정", "정정", "修正", "訂正"}},
	{Op: "configure", Family: "update", Forms: []string{
		"सेट करो", "सेट कर दो", "सेट करें", "सेट कीजिए", "सेट कर दीजिए", "सेट करना", // hi (Devanagari)
		"define", "coloca", // es: set, put
		"setze", "setzen", "setz", "stelle", "stell", // de
		"hinterlege", "hinterlegen", // de: store a value
		"set", "sets", // common imperatives and the English verb
		"configures", "configuring", // en
		"설정해줘", "설정해주", "설정해줄", "설정해요", "설정해봐", "설정하고싶", // ko
		"설정하려", "설정하기", "설정하세요", "설정할래", "설정할게", "설정합니",
		"설정부탁", "설정좀", "세팅해줘", "세팅해주", "세팅해줄", "세팅해요", "세팅해봐",
		"세팅하고싶", "세팅하려", "세팅하기", "세팅하세요", "세팅할래", "세팅할게",
		"세팅합니", "세팅부탁", "세팅좀",
		"設定して", "設定する", "設定したい", "設定しま", "設定お願", "設定をお願", // ja
		"セットして", "構成して",
		"帮我设置", "请设置", "我要设置", "我想设置", "设置一", "设置这", "设置该", // zh
		"设置成", "設置成", "设置为", "設置為", "设为", "設為", "设成", "設成", // zh: set to a value
		"设置我的", "幫我設置", "請設置", "我要設置", "我想設置", "設置一", "設置這",
		"設置該", "設置我的", "帮我设定", "请设定", "我要设定", "我想设定", "设定一",
		"设定这", "设定该", "设定我的", "幫我設定", "請設定", "我要設定", "我想設定",
		"設定一", "設定這", "設定該", "設定我的", "帮我配置", "请配置", "我要配置",
		"我想配置", "幫我配置", "請配置", "配置一", "配置这", "配置该", "配置我的",
		"配置這", "配置該", "设置为", "設置為", "设为", "設為", "设成", "設成", "设定为",
		"設定為", "配置为", "配置為",
		"configurar", "configura", "establecer", "establece", "establezca", "fijar", "fija", "fije", "setea", "setear", "seteá", "setealo", "seteame", // es (setear: borrowed in Latin America)
		"mets le stock", "mets la quantité", "remets", "remettre", // fr: put a count at a level
		"pon", "poner", "poné el", "poné la", "poné los", "poné las", "ponele", // es: "pon el stock de SKU-A12 en 25"; voseo "poné" (alone it would also be "pone", says)
		"konfiguriere", "konfigurieren", "stelle ein", "stell ein", "einstellen", "richte ein", "richten ein", "einrichten", // de
		"lege fest", "festlegen",
		"configurer", "configurez", "définir", "définis", "définissez", "régler", "réglez", // fr
		"configurar", "definir", "defina", // pt
		"imposta", "impostare", "imposti", "configura", "configurare", "va impostato", "va impostata", "va portato a", "va portata a", "metti come", "mettere come", "imposta come", // it
	}},
	{Op: "adjust", Family: "update", Forms: []string{
		"上げて", "下げて", "올려줘", "내려줘", // ja, ko: raise, lower (a quantity to a level)
		"맞춰줘", "맞춰주", // ko: set to
		"adjusts", "adjusting", "tweak", "stock correction", "inventory correction", "count correction", // en: a memo's correction
		"bring the count down", "bring the count up", "bring the stock down", "bring the stock up", "bring the quantity down", // en: lower or raise a count
		"bring the quantity up", "bring down the count", "bring up the count", "bring the stock count down", "bring the inventory down",
		"correct it to", "correct the count to", "correct the stock to", "correct the quantity to", "correct that to", // en: a count corrected to a number
		"bestandskorrektur", "einbuchen", "buch ein", "buche ein", "auf den bestand buchen", "auf bestand buchen", // de: book stock in
		"füll auf", "fülle auf", "auffüllen", // de: top up a count
		"ausbuchen", "buch aus", "buche aus", "buch dazu", "buche dazu", "dazubuchen", // de: book stock out, book more in
		"abbuchen", "zubuchen", "abgang verbuchen", "verbuche einen abgang", "verbuch einen abgang",
		"wareneingang verbuchen", "verbuche den wareneingang", "verbuch den wareneingang", // de: book out, book in, a receipt or an issue booked
		"runtersetzen", "setz runter", "setze runter", "berichtigen", "berichtige", "zähl dazu", "zähle dazu", "dazuzählen", // de: lower, correct, count in
		"abziehen", "zieh ab", "ziehe ab", "abgezogen werden", // de: take off a count
		"súmalas", "súmalos", "súmale", "descuéntalas", "descuéntalos", "descuéntale", "descuenta", "descontar", // es: add to, take off a count
		// Raising or lowering a count adjusts it.
		"increase", "decrease", "reduce", "raise", "bump", "increment", "decrement", // en
		"lower the stock", "lower the count", "knock the stock down", "knock the count down", "baja el stock", "baja el inventario", // en, es: lower a count
		"늘려", "줄여", "증가시켜", "감소시켜", "차감해", "차감 부탁", "차감부탁", "차감 처리", "차감처리", // ko
		"입고 처리해", "입고처리해", "입고 처리 부탁", "입고처리 부탁", "出庫処理お願", "入庫処理お願", "入庫処理して", "出庫処理して", // ko, ja: goods booked in or out
		"増やして", "減らして", "差し引いて", "減らす", "増やす", // ja (and a memo's plain form)
		"から引いて", "引いておいて", "引いといて", // ja: take off (a count), take off from it
		"aumenta", "aumentar", "aumente", "reducir", "reduzca", "disminuye", "disminuir", "resta", "restar", // es
		"erhöhe", "erhöhen", "reduziere", "reduzieren", "verringere", "verringern", "ziehe ab", "zieh ab", "abziehen", // de
		"erhöh", "reduzier", "verringer", "anpassen", "passe an", "pass an", "angepasst werden", // de: the imperative's short form, adapt
		"verkürze", "verkürzen", "verlängere", "verlängern", // de: make shorter or longer (kürze folds to kurze, short)
		"korrektur", "korrekturen", // de: a headline noun ("Bestandskorrektur: …")
		"augmente", "augmenter", "réduis", "réduire", "diminue", "diminuer", // fr
		"enlève", "enlever", "déduis", "déduire", "déduis-les", "retire-les", // fr: take off a count (a write-off is no count's change)
		"retire-en", "retires-en", "retirez-en", "enlève-en", "enlèves-en", "enlevez-en", "ajoute-en", "ajoutes-en", "ajoutez-en", "rajoute-en", "rajoutez-en", // fr: some of it taken off or added
		"togline", "toglierne", "levane", "scalane", "aggiungine", "aggiungerne", "mettine", // it: some of it taken off or added
		"correct on-hand", "correct the on-hand", "out of the count", "off the count", // en: a count corrected, taken off
		"quítale", "quita", // es: take off
		"aus dem bestand nehmen", "vom bestand nehmen", // de: take out of stock
		"reduza", "reduzir", "diminua", "diminuir", // pt
		"zera", "zerar", "zere", // pt: zero out
		"dá baixa", "dar baixa", "dê baixa", "soma no estoque", "some no estoque", "repõe", "repor", "reponha", // pt: take off, add to, restock
		"acerta o stock", "acerta o estoque", "acerte o estoque", "regista a entrada", "registra a entrada", "registre a entrada", // pt: set right, book in
		"passer le stock", "passe le stock", "passer la quantité", "passe la quantité", "passez la quantité", // fr: put the stock or the quantity at
		"조정해줘", "조정해주", "조정해줄", "조정해요", "조정해봐", "조정하고싶", // ko
		"조정하려", "조정하기", "조정하세요", "조정할래", "조정할게", "조정합니",
		"조정부탁", "조정좀", "조절해줘", "조절해주", "조절해줄", "조절해요", "조절해봐",
		"조절하고싶", "조절하려", "조절하기", "조절하세요", "조절할래", "조절할게",
		"조절합니", "조절부탁", "조절좀", "업뎃",
		"調整して", "調整する", "調整したい", "調整しま", "調整お願", "調整をお願", // ja
		"帮我调整", "请调整", "我要调整", "我想调整", "调整一", "调整这", "调整该", // zh
		"库存加", "庫存加", "库存减", "庫存減", "加回", "扣掉", "更正为", "更正為", // zh: stock added to, taken off, added back, deducted, corrected to
		"清零", "扣一下", "加上去", "入库登记", "入庫登記", "更正一下", "更正库存", "更正庫存", // zh: zeroed, deducted, added on, booked in, corrected
		"减一下", "減一下", "减掉", "減掉", "减去", "減去", "加上", // zh: taken off, added on
		"调高", "調高", "调低", "調低", "入库一下", "入庫一下", "出库一下", "出庫一下", // zh: raised, lowered, booked in or out
		"décrémenter", "décrémente", "décrémentez", "incrémenter", "incrémente", "incrémentez", // fr: counted down or up
		"调整我的", "幫我調整", "請調整", "我要調整", "我想調整", "調整一", "調整這",
		"調整該", "調整我的", "调整为", "調整為", "调整到", "調整到",
		"ajustar", "ajusta", // es
		"passe an", "anpassen", // de
		"ajuster", "ajuste", "ajustez", // fr
		"ajustar", "ajusta", // pt
	}, Final: []string{"조정", "調整", "맞춤", "맞추기", "입고 처리", "입고처리", "출고 처리", "출고처리", "차감"}},
	{Op: "rename", Family: "update", Forms: []string{
		"renames", "renaming", // en
		"이름변경", "이름을변경", "이름바꿔", "이름을바꿔", // ko
		"名前を変更", "名前変更", "リネーム", // ja
		"重命名", "改名", // zh
		"renombrar", "renombra", "renombre", // es
		"umbenennen", "benenne um", "benenn um", "umbenannt werden", // de
		"renommer", "renomme", "renommez", // fr
		"renomear", "renomeie", "renomeia", // pt
		"rinomina", "rinominare", // it
	}},
	{Op: "replace", Family: "update", Forms: []string{
		"replaces", "replacing", // en
		"교체해줘", "교체해주", "교체해줄", "교체해요", "교체해봐", "교체하고싶", // ko
		"교체하려", "교체하기", "교체하세요", "교체할래", "교체할게", "교체합니",
		"교체부탁", "교체좀", "대체해줘", "대체해주", "대체해줄", "대체해요", "대체해봐",
		"대체하고싶", "대체하려", "대체하기", "대체하세요", "대체할래", "대체할게",
		"대체합니", "대체부탁", "대체좀",
		"置き換え", "置換して", "置換する", "置換したい", "置換しま", "置換お願", // ja
		"置換をお願", "差し替え",
		"替换", "替換", "更换", "更換", // zh
		"reemplazar", "reemplaza", "reemplace", "sustituir", "sustituye", "sustituya", // es
		"ersetze", "ersetzen", "ersetz", // de
		"remplacer", "remplace", "remplacez", // fr
		"substituir", "substitua", "substitui", // pt
		"sostituisci", "sostituire", // it
	}},

	// Delete family.
	{Op: "delete", Family: "delete", Forms: []string{
		"मिटाओ", "मिटा दो", "डिलीट करो", "डिलीट कर दो", "डिलीट करें", "डिलीट कीजिए", "डिलीट कर दीजिए", "डिलीट करना", // hi (Devanagari)
		"delete kar do", "delete kardo", "delete karo", "hata do", // hi (Latin)
		"다 날려", "날려줘", "날려 줘", "날려버려", // ko: blow away (casual)
		"nuke", "retire product", "retire sku", "retire item", // en: colloquial; an item retired
		"딜리트",                            // ko: the borrowed verb
		"삭제처리", "삭제 처리", "등록 말소", "등록말소", // ko: done as a processing step; a registration struck off
		"에서 지우기", "에서 삭제하기", // ko: a to-do line ("캘린더에서 지우기")

		"gelöscht werden", "entfernt werden", "gelöscht wird", "entfernt wird", "archiviert wird", "archiviert werden", // de: a passive that asks ("muss … verschoben werden", "dass … gelöscht wird")
		"aus dem kalender austragen", "trag aus dem kalender aus", "austragen", "trag mich aus", "trage mich aus", "trag uns aus", "leerräumen", "leerraumen", "clearen", // de: take out of the calendar, clear it
		"deletes", "deleting", // en
		"삭제",                                           // ko
		"削除",                                           // ja
		"删除", "刪除", "删掉", "刪掉", "删了", "刪了", "注销", "註銷", // zh (注销: an account closed)
		"eliminar", "elimina", "eliminá", "elimine", "eliminen", "elimínalo", "eliminalo", "elimínala", "suprimir", "suprime", // es
		"bórrame", "borrame", "bórrale", "borrale", "elimíname", "eliminame", "quítame", "quitame", "suprímeme", "suprimeme", // es: with a pronoun, accents or none
		"suprima", "baja definitiva", // es: deregistered for good
		"da de baja", "dar de baja", "den de baja", "dé de baja", "dale de baja", "darle de baja", "darla de baja", "darlo de baja", "dame de baja", "baja de usuario", "baja del usuario", // es: deregister, discontinue
		"lösche", "löschen", "lösch", // de
		"aus dem sortiment nehmen", "nimm aus dem sortiment", "aus dem sortiment genommen", // de: discontinue an article
		"supprimer", "supprime", "supprimez", // fr
		"excluir", "exclua", "exclui", "deletar", "deleta", "delete", // pt
		"elimina", "eliminare", "eliminami", "elimini", "eliminate", "cancella", "cancellare", "cancellami", "cancelli", "cancellate", // it
	}, Final: []string{"삭제", "削除"}},
	{Op: "remove", Family: "delete", Forms: []string{
		"हटाओ", "हटा दो", "हटाइए", "घटाओ", "घटा दो", "घटाइए", "कम करो", "कम कर दो", "कम करें", "कम कीजिए", "कम कर दीजिए", "कम करना", "माइनस करो", "माइनस कर दो", "माइनस करें", "माइनस कीजिए", "माइनस कर दीजिए", "माइनस करना", // hi (Devanagari)
		"ghatao", "ghata do", "nikal do", "minus karo", "minus kar do", "minus kardo", "minus kar dijiye", // hi (Latin)
		"removes", "removing", "get rid of", "getting rid of", "uninvite", "un-invite", "disinvite", // en
		"deshazte de", "deshazte del", "deshacerte de", "elimínenme", "elimínalo", "elimínala", "elimínelo", // es
		"제거", "빼줘", "없애", // ko
		"빼 줘", "빼주", "빼 주", "빼야 하", "빼야하", "빼야 되", "빼야되", "빼야 돼", "빼야돼", // ko: taken out, or owed taken out
		"깎아줘", "깎아 줘", "깎아주", "깎아 주", "마이너스 처리", "마이너스처리", // ko: cut down, booked as a minus
		"없어졌으면좋", "없어졌으면해", "없어지게해", "없어지도록해", "사라졌으면좋", "사라졌으면해", "사라지게해", "사라지도록해", "빠졌으면좋", "빠지게해", "지워졌으면좋", // ko: wished gone
		"除去", "取り除", "外して", // ja
		"移除", "去除", "去掉", // zh
		"quitar", "quita", "quítalo", "remover", "remueve", "remueva", // es
		"entferne", "entfernen", "entfern", // de
		"nimm raus", "nimm heraus", "rausnehmen", "herausnehmen", // de
		"streiche", "streichen", "streich den", "streich die", "streich das", "wegmachen", "mach weg", // de: strike out, colloquial
		"rausschmeißen", "rausschmeissen", "schmeiß raus", "schmeiss raus", "rauswerfen", "wirf raus", "plattmachen",
		"enlever", "enlève", "enlevez", "ôter", "ôte", // fr
		"remover", "remova", "remove", "subtrai", "subtraia", "subtrair", // pt
		"rimuovi", "rimuovere", "rimuova", "togli", "togliere", "tolga", "scala", "scalare", "sottrai", "sottrarre", // it
	}},
	{Op: "erase", Family: "delete", Forms: []string{
		"消して", "消しといて", "消しておいて", // ja
		"erases", "erasing", "wipe", // en
		"지워", "지울", // ko
		"消去", "を消して", "を消す", // ja
		"擦除", "抹除", "抹掉", // zh
		"borrar", "borra", "borre", "borren", "bórralo", "bórrala", "bórralos", "borrá", "borralo", // es (borrá: voseo)
		"effacer", "efface", "effacez", // fr
		"apagar", "apague", "apaga", "apaguem", "excluam", "deletem", "deletar", "delete minha", // pt
	}},
	{Op: "purge", Family: "delete", Forms: []string{
		"purges", "purging", "clear everything off", "clear off", // en
		"영구삭제", "비워", "비우", // ko
		"完全削除", "パージ", "空にして", // ja
		"清除", "清空", "彻底删除", "徹底刪除", // zh
		"purgar", "purga", "vaciar", "vacía", "vacíe", "limpiar", "limpie", // es
		"leere", "leeren", "bereinige", "bereinigen", // de
		"purger", "vider", "videz", // fr
		"purgar", "esvaziar", "esvazie", "limpar", "limpe", // pt
	}},
	{Op: "destroy", Family: "delete", Forms: []string{
		"destroys", "destroying", "discard", "discards", // en
		"파기", "폐기", // ko
		"破棄", "破壊", // ja
		"销毁", "銷毀", "摧毁", "摧毀", // zh
		"destruir", "destruye", "destruya", "descartar", "descarta", // es
		"verwerfe", "zerstöre", "zerstören", "vernichte", "vernichten", "verwirf", "verwerfen", // de
		"détruire", "détruis", "détruisez", // fr
		"destruir", "destrua", "descartar", "descarte", // pt
	}},

	// Cancel family.
	{Op: "cancel", Family: "cancel", Forms: []string{
		"रद्द करो", "रद्द कर दो", "रद्द करें", "रद्द कीजिए", "रद्द कर दीजिए", "रद्द करना", "कैंसिल करो", "कैंसिल कर दो", "कैंसिल करें", "कैंसिल कीजिए", "कैंसिल कर दीजिए", "कैंसिल करना", "कैंसल करो", "कैंसल कर दो", "कैंसल करें", "कैंसल कीजिए", "कैंसल कर दीजिए", "कैंसल करना", // hi (Devanagari)
		"cancel kar do", "cancel kardo", "cancel karo", // hi (Latin)
		"中止になり", "中止され", "취소됐", "취소되었", "has been cancelled", "got cancelled", "fue cancelada", "se canceló", // an event said to be off
		"cancelled today's", "canceled today's", "cancelled tomorrow's", "canceled tomorrow's", "cancelled the meeting", "canceled the meeting", // en: someone called it off
		"canceló", "ha cancelado", // es
		"cxl", "scrap", // en: shorthand and colloquial ("pls cxl mtg w/ Lee", "scrap Friday's all-hands")
		"해제해줘", "해제해주", "해제해요", "解除して", "解除する", "解除したい", "解除お願", // ko, ja: release

		"취소처리", "취소 처리", // ko: done as a processing step

		"abgesagt werden", "storniert werden", // de: a passive that asks ("muss … verschoben werden")
		"storno",                                                                     // de: a memo's cancellation ("Storno Termin Fr 14 Uhr")
		"cancels", "canceling", "cancelling", "call off", "call it off", "scrap the", // en
		"취소", "해지", "캔슬", // ko ("캔슬해": the loanword)
		"キャンセル", "取り消", "取消", "とりけし", "解約", "解除して", "解除する", "解除したい", "解除しま", "解除お願", // ja
		"取消",                                                                                                                                                                    // zh
		"cancelar", "cancela", "cancelá", "cancele", "cancelen", "cancélalo", "cancelalo", "anular", "anula", "anule", "anulen", "cancélame", "cancelame", "anúlame", "anulame", // es
		"storniere", "stornieren", "sage ab", "sag ab", "sagen ab", "absagen", "kündige", "kündigen", // de
		"canceln", "abblasen", "blas ab", "sausen lassen", "sausenlassen", "knicken", "absage", // de: colloquial, and the noun
		"annulliere", "annullieren",
		"annuler", "annule", "annulez", "résilier", "résilie", "résiliez", // fr
		"cancelar", "cancele", "cancela", "anular", "anule", "desmarcar", "desmarca", "desmarque", // pt
		"annulla", "annullare", "annulli", "disdici", "disdire", "disdica", // it
	}, Final: []string{"해제", "解除", "취소", "キャンセル"}},
	{Op: "revoke", Family: "cancel", Forms: []string{
		"revokes", "revoking", // en
		"회수해줘", "회수해주", "회수해줄", "회수해요", "회수해봐", "회수하고싶", // ko
		"회수하려", "회수하기", "회수하세요", "회수할래", "회수할게", "회수합니",
		"회수부탁", "회수좀", "박탈해줘", "박탈해주", "박탈해줄", "박탈해요", "박탈해봐",
		"박탈하고싶", "박탈하려", "박탈하기", "박탈하세요", "박탈할래", "박탈할게",
		"박탈합니", "박탈부탁", "박탈좀",
		"失効させ", "剥奪", // ja
		"撤销", "撤銷", "吊销", "吊銷", // zh
		"revocar", "revoca", "revoque", // es
		"widerrufe", "widerrufen", "entziehe", "entziehen", // de
		"révoquer", "révoque", "révoquez", // fr
		"revogar", "revogue", "revoga", // pt
		"revoca", "revocare", // it
	}},
	{Op: "abort", Family: "cancel", Forms: []string{
		"aborts", "aborting", // en
		"中止して", "中止する", "中止したい", "中止しま", "中止お願", "中止をお願", // ja
		"终止", "終止", // zh
		"abortar", "aborta", "aborte", "interrumpir", "interrumpe", "interrumpa", // es
		"brich ab", "abbrechen", // de
		"interrompre", "interromps", "interrompez", // fr
		"abortar", "aborte", "interromper", "interrompa", // pt
	}},

	// Close. Bare "closing" and Spanish "cierre" are left out (closing price).
	{Op: "close", Family: "close", Forms: []string{
		"closes", "closing my", "closing the", "closing our", "closing this", // en: the gerund before its object
		"닫아", "닫기", "닫고", "닫을", "종료해줘", "종료해주", "종료해줄", "종료해요", // ko
		"종료해봐", "종료하고싶", "종료하려", "종료하기", "종료하세요", "종료할래",
		"종료할게", "종료합니", "종료부탁", "종료좀", "종료시켜",
		"閉じて", "閉じる", "クローズして", "クローズする", "クローズしたい", // ja
		"クローズしま", "クローズお願", "クローズをお願", "閉鎖して", "閉鎖する",
		"閉鎖したい", "閉鎖しま", "閉鎖お願", "閉鎖をお願", "終了して", "終了させ",
		"关闭", "關閉", "关掉", "關掉", "结案", "結案", // zh
		"cerrar", "cierra", "ciérralo", "cerrá", "cerralo", "que cierres", "que cierren", // es (not bare "cierres": closing prices)
		"schließe", "schließen", "schließ", // de
		"als erledigt markieren", "als erledigt markiere", "abhaken", "hak ab", "완료 처리", "완료처리", "完了にして", "完了扱い", // mark done
		"ferme", "fermer", "fermez", "clôturer", // fr
		"fechar", "feche", // pt
		"마감해", "마감 처리", "마감처리", // ko: close off
		"chiudi", "chiudere", "chiuda", // it
	}, Final: []string{"종료", "終了", "마감", "완료"}},

	// Archive.
	{Op: "archive", Family: "archive", Forms: []string{
		"非表示にして", "非表示に", "숨겨줘", "숨겨 줘", "숨김 처리", "숨김처리", "숨김 해", "hide", "ausblenden", "blende aus", "ocultar", "oculta", // hide from view
		"보관처리", "보관 처리", "아카이브처리", "아카이브 처리", // ko: done as a processing step

		"archiving",                                     // en
		"보관해줘", "보관해주", "보관해줄", "보관해요", "보관해봐", "보관하고싶", // ko
		"보관하려", "보관하기", "보관하세요", "보관할래", "보관할게", "보관합니",
		"보관부탁", "보관좀", "아카이브해줘", "아카이브해주", "아카이브해줄",
		"아카이브해요", "아카이브해봐", "아카이브하고싶", "아카이브하려", "아카이브하기",
		"아카이브하세요", "아카이브할래", "아카이브할게", "아카이브합니", "아카이브부탁",
		"아카이브좀",
		"アーカイブして", "アーカイブする", "アーカイブしたい", "アーカイブしま", // ja
		"アーカイブお願", "アーカイブをお願", "保管して", "保管する", "保管したい",
		"保管しま", "保管お願", "保管をお願",
		"归档", "歸檔", "存档", "存檔", "封存", // zh
		"archivar", "archiva", "archívalo", // es
		"archiviere", "archivieren", // de
		"archiver", "archivez", // fr
		"arquivar", "arquive", "arquiva", // pt
		"archivia", "archiviare", // it
	}, Final: []string{"보관", "아카이브", "アーカイブ", "숨김", "非表示"}},

	// Suspend, block, disable, deactivate, pause. Bare English "block" is left out (blockchain
	// blocks, city blocks).
	{Op: "suspend", Family: "suspend", Forms: []string{
		"offboard", "offboarding", "nicht mehr bei uns", "das unternehmen verlassen", "se ha ido de la empresa", "ha dejado la empresa", // ko, ja below: a person who left has the account closed
		"退職しました", "退社します", "退社しました", "퇴사했", "퇴사한",
		"休止状態に", "休止して", "休止お願", // ja: put to rest
		"잠금처리", "잠금 처리", "정지처리", "정지 처리", "정지시킬", "차단시킬", "비활성화시킬", // ko: done as a processing step

		"lock", "locks", "ロックして", "ロックする", "ロックしたい", "ロックお願", "ロックをお願", "ロックしてい",

		"suspends", "suspending", "disable", "disables", "disabling", "deactivate", "freeze employee", "einfrieren", "friere ein", "frier ein", "freeze the account", "freeze account", "freeze user", // en
		"congela la cuenta", "congelar la cuenta", "congele la cuenta", "konto einfrieren", "friere das konto", // es, de: an account frozen
		"deactivates", "deactivating", "pause", "pausing", "ban",
		"정지해줘", "정지해주", "정지해줄", "정지해요", "정지해봐", "정지하고싶", "서스펜드", // ko
		"정지하려", "정지하기", "정지하세요", "정지할래", "정지할게", "정지합니",
		"정지부탁", "정지좀", "정지시켜", "일시정지해줘", "일시정지해주", "일시정지해줄",
		"일시정지해요", "일시정지해봐", "일시정지하고싶", "일시정지하려", "일시정지하기",
		"일시정지하세요", "일시정지할래", "일시정지할게", "일시정지합니", "일시정지부탁",
		"일시정지좀", "일시 중지", "일시중지", "휴면 처리", "휴면처리", "휴면 전환", "휴면전환", "차단해줘", "차단해주", "차단해줄", "차단해요", "차단해봐",
		"차단하고싶", "차단하려", "차단하기", "차단하세요", "차단할래", "차단할게",
		"차단합니", "차단부탁", "차단좀", "비활성화해줘", "비활성화해주", "비활성화해줄",
		"비활성화해요", "비활성화해봐", "비활성화하고싶", "비활성화하려", "비활성화하기",
		"비활성화하세요", "비활성화할래", "비활성화할게", "비활성화합니", "비활성화부탁",
		"비활성화좀", "비활성화요청", "비활성화 요청", "비활성화처리", "비활성화 처리", "잠가",
		"一時停止して", "一時停止する", "一時停止したい", "一時停止しま", "一時停止お願", // ja
		"利用停止", "停止にして", "アカウント無効化", "アカウントの無効化", // ja ("二段階認証 無効化" is a help topic)
		"一時停止をお願", "凍結して", "凍結する", "凍結したい", "凍結しま", "凍結お願",
		"凍結をお願", "無効化して", "無効化する", "無効化したい", "無効化しま",
		"無効化お願", "無効化をお願", "無効化対応", "無効化依頼", "無効にして", "ブロックして", "ブロックする",
		"ブロックしたい", "ブロックしま", "ブロックお願", "ブロックをお願", "休止して",
		"休止する", "休止したい", "休止しま", "休止お願", "休止をお願",
		"暂停", "暫停", "冻结", "禁用", "停用", "封禁", "屏蔽", "拉黑", "挂起", "掛起", "锁住", "鎖住", // zh
		"suspender", "suspende", "suspenda", "bloquear", "bloquea", "bloquee", "desactivar", "suspensión de cuenta", // es
		"desactiva", "desactive", "deshabilitar", "deshabilita", "deshabilite", "pausar", "inhabilitar", "inhabilita", "inhabilite",
		"congela", "congelar", "congele", "congélale", "congélalo", // es: freeze an account's access
		"sperre", "sperr", "sperren", "blockiere", "blockieren", "deaktiviere", "deaktivier", "deaktivieren", // de
		"pausiere", "pausieren", "suspendiere", "suspendieren",
		"suspendre", "suspends", "suspendez", "bloquer", "bloque", "bloquez", "désactiver", // fr
		"désactive", "désactivez",
		"suspender", "suspenda", "bloquear", "bloqueie", "bloqueia", "desativar", "desative", "desativa", // pt
		"desativa", "pausar",
		"sospendi", "sospendere", "disattiva", "disattivare", "blocca", "bloccare", // it
	}, Final: []string{"동결", "凍結", "ロック", "잠금", "정지", "停止", "一時停止", "비활성화"}},

	// Reset.
	{Op: "reset", Family: "reset", Forms: []string{
		"रीसेट करो", "रीसेट कर दो", "रीसेट करें", "रीसेट कीजिए", "रीसेट कर दीजिए", "रीसेट करना", // hi (Devanagari)
		"resets", "resetting", // en
		"재설정", "초기화", "리셋", // ko
		"リセット", "初期化", "再設定", // ja
		"重置", "重设", "重設", "复位", "復位", "初始化", // zh
		"restablecer", "restablece", "restablezca", "resetear", "resetea", "reseteas", "resetéame", "reseteame", "resetearme", "reseteo de", // es
		"setze zurück", "setz zurück", "zurücksetzen", "resette", "resetten", // de
		"réinitialiser", "réinitialise", "réinitialisez", // fr
		"redefinir", "redefina", "resetar", "resete", // pt
		"reimposta", "reimpostare", "resetta", "resettare", "azzera", "azzerare", // it
	}},

	// Restore, recover. French récupérer is here: its accent-folded forms equal Spanish
	// recupere.
	{Op: "restore", Family: "restore", Forms: []string{
		"restores", "restoring", "recover", "recovers", "recovering", "undelete", "undo", "roll back", "rollback", "revert", // en
		"rückgängig", "deshacer", "deshaz", // de, es: undo
		"복원", "복구", "되돌려", "되살려", "되찾아", // ko
		"復元", "復旧して", "復旧する", "復旧したい", "復旧しま", "復旧お願", "復旧をお願", // ja
		"リストア", "元に戻",
		"恢复", "恢復", "还原", "還原", "复原", "復原", "找回", // zh
		"restaurar", "restaura", "restaure", // es
		"stelle wieder her", "stell wieder her", "wiederherstellen", "wieder herstellen", // de
		"restaurer", "restaurez", "rétablir", // fr
		"rétablis",
		"restaurar", "recuperar", // pt
		"ripristina", "ripristinare", // it
	}},

	// Buy. Bare English "purchase" is left out ("purchase history", "purchase price").
	{Op: "buy", Family: "buy", Forms: []string{
		"kharid do", "kharido", "kharidna", "kharid lo", // hi (Latin)
		"खरीदो", "खरीद लो", "ख़रीदो", "ख़रीद लो", "खरीदने", "ख़रीदने", "खरीद दो", "ख़रीद दो", "खरीद लीजिए", // hi (Devanagari)
		"compra",                                                                                                                                                                       // common imperatives and the English verb
		"buys", "buying", "place order", "place an order", "order lunch", "order food", "order pizza", "load up on", "pick up shares", "grab shares", "snag shares", "scoop up shares", // en
		"注文を出", "注文出し", "orderを出", "order出し", "買い注文", "매수 주문", // ja, ko: put in an order
		"매수해줘", "매수해주", "매수해줄", "매수해요", "매수해봐", "매수하고싶", // ko
		"매수하려", "매수하기", "매수하세요", "매수할래", "매수할게", "매수합니",
		"매수부탁", "매수좀", "구매해줘", "구매해주", "구매해줄", "구매해요", "구매해봐",
		"구매하고싶", "구매하려", "구매하기", "구매하세요", "구매할래", "구매할게",
		"구매합니", "구매부탁", "구매좀", "구입해줘", "구입해주", "구입해줄", "구입해요",
		"구입해봐", "구입하고싶", "구입하려", "구입하기", "구입하세요", "구입할래",
		"구입할게", "구입합니", "구입부탁", "구입좀", "사줘", "사고싶", "살래",
		"주문해줘", "주문해주", "주문해줄", "주문해요", "주문하고싶", "주문할래", "주문부탁", "주문좀", "주문 넣어", "주문넣어",
		"購入して", "購入する", "購入したい", "購入しま", "購入お願", "購入をお願", // ja
		"注文して", "注文したい", "注文する", "注文しま", "注文お願", "注文をお願", "発注をかけ", "発注かけ",
		"pide pizza", "pide pizzas", "pedir pizza", "pedir pizzas", "pide comida", "pedir comida", "bestell pizza", "bestell essen", // es, de: food ordered
		"買って", "買う", "買いたい",
		"购买", "購買", "买入", "買入", "购入", "买进", "買進", "下单", "下單", "订购", "帮我买", "幫我買", "直接买", "直接買", // zh
		"訂購",
		"adquiere", "adquirir", "invierte", "comprar", "compre", "cómprame", // es
		"invertir", "invest", "investiere", "investieren", "투자해", "投資して", "buy order", "kauforder*", "orden de compra", // invest
		"kauf", "kaufe", "kaufen", "erwirb", "erwerben", "erworben werden", "ordern", "ordere", // de
		"acheter", "achète", "achetez", // fr
		"comprar", "compre", // pt
		"compra", "comprare", "comprami", "acquista", "acquistare", "ordinarne", "ordinane", // it
	}, Final: []string{"발주", "주문", "구매", "매수", "発注", "注文", "購入", "買い"}},

	// Sell.
	{Op: "sell", Family: "sell", Forms: []string{
		"bech do", "becho", "bechna", // hi (Latin)
		"बेचो", "बेच दो", "बेचने", // hi (Devanagari)
		"sells", "stoß ab", "stoße ab", "abstoßen", "stoss ab", // en; de: shares dumped
		"cash out my", "cash out of", "get me out of my", "exit my position", "close my position", "close out my position", // en: a position left
		"매도해줘", "매도해주", "매도해줄", "매도해요", "매도해봐", "매도하고싶", // ko
		"주식 정리하", "주식정리하", "주식 정리해", "주식정리해", "포지션 정리", "포지션정리", // ko: shares cleared out
		"다 팔까", "팔까 말까", "매도할까", // ko: whether to sell
		"매도하려", "매도하기", "매도하세요", "매도할래", "매도할게", "매도합니",
		"매도부탁", "매도좀", "판매해줘", "판매해주", "판매해줄", "판매해요", "판매해봐",
		"판매하고싶", "판매하려", "판매하기", "판매하세요", "판매할래", "판매할게",
		"판매합니", "판매부탁", "판매좀", "처분해줘", "처분해주", "처분해줄", "처분해요",
		"처분해봐", "처분하고싶", "처분하려", "처분하기", "처분하세요", "처분할래",
		"처분할게", "처분합니", "처분부탁", "처분좀", "팔아", "팔래", "팔고싶",
		"売却して", "売却する", "売却したい", "売却しま", "売却お願", "売却をお願", // ja
		"売って", "売る", "売りたい",
		"卖出", "賣出", "卖掉", "賣掉", "售出", // zh
		"vender", "vende", "vendé", "vendan", "véndelo", // es
		"sell order", "verkaufsorder*", "orden de venta", // a sell order
		"verkauf meine", "verkauf alle", "venda minhas", "venda as minhas", "vende minhas", // de, pt: an order to sell what one holds
		"verkaufe", "verkaufen", "veräußern", "veräußere", "veräussern", "veräussere", // de
		"liquidar", "liquida", "liquidate", "liquidar mis", // es, en: liquidate a position
		"vendre", "vends", "vendez", // fr
		"vender", "vende", // pt
		"vendere", "vendi le", "vendi tutte", "vendi tutti", "vendi i", "vendi il", "vendi gli", // it
	}, Final: []string{"매도", "売却", "売り"}},

	// Transfer (money, ownership).
	{Op: "transfer", Family: "transfer", Forms: []string{
		"入金して", "入金しと", "入金しておい", "入金お願", "入金対応", "入金依頼", // ja: pay in
		"deposit money", "deposit cash", "shift some cash", "move cash", "move money", "rebalance stock", "rebalance inventory", "xfer", // en
		"transferring", "트랜스퍼", // en, ko borrowed
		"이체해줘", "이체해주", "이체해줄", "이체해요", "이체해봐", "이체하고싶", // ko
		"into my brokerage account", "to my brokerage account", "wire over", "wire money", "wire funds", "wire cash", "a mi cuenta de bróker", "a mi cuenta de broker", "auf mein depot", "auf mein depotkonto", // money moved
		"입금해", "입금 부탁", "입금부탁", "입금 처리", "입금처리", "입금 요청", "입금요청", "입금 신청", // ko: paid in
		"資金を移", "資金移動", // ja: funds moved
		"이체하려", "이체하기", "이체하세요", "이체할래", "이체할게", "이체합니",
		"이체부탁", "이체좀", "송금해줘", "송금해주", "송금해줄", "송금해요", "송금해봐",
		"송금하고싶", "송금하려", "송금하기", "송금하세요", "송금할래", "송금할게",
		"송금합니", "송금부탁", "송금좀", "양도해줘", "양도해주", "양도해줄", "양도해요",
		"양도해봐", "양도하고싶", "양도하려", "양도하기", "양도하세요", "양도할래",
		"양도할게", "양도합니", "양도부탁", "양도좀", "이관해줘", "이관해주", "이관해줄",
		"이관해요", "이관해봐", "이관하고싶", "이관하려", "이관하기", "이관하세요",
		"이관할래", "이관할게", "이관합니", "이관부탁", "이관좀",
		"振り込んで", "振り込む", "振込して", "振込する", "振込したい", "振込しま", // ja
		"振込お願", "振込をお願", "送金して", "送金する", "送金したい", "送金しま",
		"送金お願", "送金をお願", "譲渡して", "譲渡する", "譲渡したい", "譲渡しま",
		"譲渡お願", "譲渡をお願", "移管して", "移管する", "移管したい", "移管しま",
		"移管お願", "移管をお願", "振り替えて", "振り替える", "振り替えたい", "振り替えしま", "振り替えお願",
		"転送して", "転送したい", "転送お願", "転送をお願", // ja: forward (stock to a warehouse, money, a mail)
		"转账", "轉帳", "轉賬", "转移", "轉移", "汇款", "匯款", "转让", "轉讓", // zh
		"transferir", "transfiere", "transfiera", "traspasar", "traspasa", "traspase", "traspásame", // es
		"transferencia de", "depositar", "deposita", "deposite", "fondear", "fondea", "fondee", // es: money moved into an account
		"überweise", "überweisen", "übertrage", "übertragen", "übertrag", "überführen", "überführe", "überführt werden", "ueberweis", "überweis", "transferiere", // de
		"umbuchung", "umbuchen", "buche um", "buch um", "umlagern", "umlagerung", // de: move stock
		"transferieren",
		"transférer", "transfère", "transférez", "virer", // fr
		"transferir", "transfira", "transfere", // pt
		"trasferisci", "trasferire", // it
	}, Final: []string{"이체", "송금", "送金", "振替", "振込", "振り込み", "振り替え", "転送"}},

	// Move, relocate. German "verschieben" is move here, so reschedule uses
	// verlegen/vertagen/umplanen.
	{Op: "move", Family: "move", Forms: []string{
		"खिसकाओ", "खिसका दो", "शिफ्ट करो", "शिफ्ट कर दो", "शिफ्ट करें", "शिफ्ट कीजिए", "शिफ्ट कर दीजिए", "शिफ्ट करना", // hi (Devanagari)
		"shift kar do", "shift kardo", "shift karo", "move kar do", "move karo", "postpone kar do", // hi (Latin)
		"verschoben werden", "verlegt werden", // de: a passive that asks ("muss … verschoben werden")
		"relocate", "relocates", "relocating", // en
		"이동해줘", "이동해주", "이동해줄", "이동해요", "이동해봐", "이동하고싶", "이동 건", "이동건", // ko
		"이동하려", "이동하기", "이동하세요", "이동할래", "이동할게", "이동합니",
		"이동부탁", "이동좀", "이동시켜", "옮기", "옮겨",
		"移動して", "移動する", "移動したい", "移動しま", "移動お願", "移動をお願", // ja
		"移して", "移す",
		"移到", "移至", "移动到", "移動到", "挪到", "搬到", "搬移", // zh
		"mover", "mueve", "mueva", "muevan", "muévelo", "mové", "movelo", "trasladar", "traslada", "trasladen", "traslade", // es
		"verschiebe", "verschieben", "bewege", "bewegen", "verlagere", "verlagern", // de
		"verschieb", "nach hinten schieben", "nach vorne schieben", "nach hinten", "vorziehen", "vorzuziehen", // de
		"umlegen", "umgelegt", // de: move to another slot (not "leg … um", whose words also put a meeting in at a time)
		"umbuchen", "buch um", "buche um", "umlagern", "lager um", "lagere um", // de: stock booked or stored elsewhere
		"shifted", "pushed back", "push back", "push out", "pushed out", // en: moved to another time
		"schieben", "schieb", "auf später legen", "auf später verlegen", "früher legen", "später legen", "stunde früher", "stunde später", // de: push, colloquial
		"로 넘겨", "으로 넘겨", "로 넘기", "으로 넘기", // ko: carry over to another day
		"déplacer", "déplace", "déplacez", // fr
		"mover", "mova", // pt
	}, Final: []string{"이동", "移動"}},

	// Send, notify. Bare English "email" is a domain noun, not a send form. Korean 보내 is a
	// substring of 내보내 (export): an export request also shows send.
	// Rate an agent, a product or an answer: no catalog endpoint takes ratings.
	{Op: "give stars", Family: "rate", Forms: []string{
		"give five stars", "give 5 stars", "fünf sterne", "5 sterne", "cinco estrellas", "별점 주", "별점을 주", "별점 다섯", // (English "rate" is as often a noun)
		"평점 주", "평점을 주", "별점 5점", "별점 1점", "평점 1점", "평점 5점", "점 줄게", "점 줘", "星をつけ", "星5つ", "評価をつけ", "bewerte", "bewerten", "valorar", "valora", "calificar", "califica",
	}},
	// Print a label or a report: no catalog endpoint prints.
	{Op: "print label", Family: "print", Forms: []string{
		"print label", "print labels", "print the label", "print the labels", "label drucken", "etiquetas", // (an edition or a printer's output is no act)
		"stampa le etichette", "stampa l'etichetta", "stampami le etichette", "stampare le etichette", // it
		"인쇄해", "인쇄 해", "라벨 출력", "印刷して", "ラベル印刷",
	}},
	// Charge an account or a card: no catalog endpoint bills.
	{Op: "charge", Family: "charge", Forms: []string{
		"charge $", "charge €", "charge the", "charge my", "charge his", "charge her", "charge their", "bill the", "bill my",
		"cobrar", "cóbrale", "cobrale", "cóbrame", "belaste", "belasten", "abbuchen", "buche ab", "請求して", "請求をかけて",
	}},
	// Hire or commission someone (a carrier, a contractor): no catalog endpoint does.
	{Op: "hire", Family: "hire", Forms: []string{
		"hire", "hires", "hiring", "commission a", "contratar", "contrata", "contrátame", "contratame",
		"beauftragen", "beauftrage", "beauftragt", "engagieren",
	}},
	{Op: "send", Family: "send", Forms: []string{
		"返信して", "返信しと", "返信してお", "返信お願", // ja: reply
		"reply to", "write back to", // en: reply
		"reenvia", "reenvie", "reenviar", "reenvía", "rimanda l'invito", "reinvia", "reinviare", "renvoie", "renvoyer", "resend", // pt, es, it, fr, en: send again
		"전달해", "전달해 주", "전달 부탁", "hicieran llegar", "hacerle llegar", "haga llegar", "hagan llegar", "hazle llegar", // ko, es: pass on
		"에게 알려줘", "한테 알려줘", "에게 알려 줘", "한테 알려 줘", "에게 전해줘", "한테 전해줘", // ko: tell someone else

		"連絡を取", "연락을 취", "連絡を入れ", "連絡入れ", // ja, ko: get in touch

		"sends", "sending", "notify", "notifies", "notifying", // en
		"伝えて", "お伝え", // ja: pass a message on to someone (教えて tells the asker)
		"ship해",
		"메일 보내", "이메일 보내", "배송해", "발송해", "メールして", "メールを送", "発送して",
		"보내", "전송해줘", "전송해주", "전송해줄", "전송해요", "전송해봐", "전송하고싶", // ko
		"전송하려", "전송하기", "전송하세요", "전송할래", "전송할게", "전송합니",
		"전송부탁", "전송좀", "발송해줘", "발송해주", "발송해줄", "발송해요", "발송해봐",
		"발송하고싶", "발송하려", "발송하기", "발송하세요", "발송할래", "발송할게",
		"발송합니", "발송부탁", "발송좀", "송신해줘", "송신해주", "송신해줄", "송신해요",
		"송신해봐", "송신하고싶", "송신하려", "송신하기", "송신하세요", "송신할래",
		"송신할게", "송신합니", "송신부탁", "송신좀", "통지해줘", "통지해주", "통지해줄",
		"통지해요", "통지해봐", "통지하고싶", "통지하려", "통지하기", "통지하세요",
		"통지할래", "통지할게", "통지합니", "통지부탁", "통지좀", "통보해줘", "통보해주",
		"통보해줄", "통보해요", "통보해봐", "통보하고싶", "통보하려", "통보하기",
		"통보하세요", "통보할래", "통보할게", "통보합니", "통보부탁", "통보좀",
		"送信して", "送信する", "送信したい", "送信しま", "送信お願", "送信をお願", // ja
		"送って", "送る", "送付して", "送付する", "送付したい", "送付しま", "送付お願",
		"送付をお願", "通知して", "通知する",
		"发送", "發送", "寄送", "寄出", "发给", "發給", "传送", "傳送", // zh
		"enviar", "envía", "envíe", "envíame", "envíalo", "mandar", "manda", "mandá", "mande", // es
		"notificar", "notifica", "notifique",
		"leite weiter", "leit weiter", "weiterleiten", "gib weiter", "gebe weiter", "weitergeben", "sende", "senden", "schicke", "schicken", "schick", "verschicke", "verschicken", // de
		"versende", "versenden", "benachrichtige", "benachrichtigen",
		"envoyer", "envoie", "envoyez", "expédier", "expédie", "expédiez", "notifier", "notifie", "notifiez", // fr
		"enviar", "envie", "envia", "mandar", "mande", "notificar", "notifique", // pt
		"invia", "inviare", "inviarlo", "inviarla", "inviarli", "manda", "mandare", "mandarlo", "mandarla", "spedisci", "spedire", "inoltra", "inoltrare", // it
	}, Final: []string{"발송", "전송", "送信", "送付"}},

	// Assign, allocate.
	{Op: "assign", Family: "assign", Forms: []string{
		"assigns", "assigning", "allocate", "allocates", "allocating", "delegate", // en
		"할당해줘", "할당해주", "할당해줄", "할당해요", "할당해봐", "할당하고싶", // ko
		"할당하려", "할당하기", "할당하세요", "할당할래", "할당할게", "할당합니",
		"할당부탁", "할당좀", "배정해줘", "배정해주", "배정해줄", "배정해요", "배정해봐",
		"배정하고싶", "배정하려", "배정하기", "배정하세요", "배정할래", "배정할게",
		"배정합니", "배정부탁", "배정좀",
		"割り当てて", "割り当てる", "アサインして", "アサインする", "アサインしたい", // ja
		"アサインしま", "アサインお願", "アサインをお願",
		"分配", "指派", "分派", "委派", // zh
		"asignar", "asigna", "asigne", "asígnalo", // es
		"zuweisen", "weise zu", "weis zu", "zuordnen", "ordne zu", "zuteilen", // de
		"assigner", "assigne", "assignez", "attribuer", "attribue", "attribuez", // fr
		"atribuir", "atribua", "designar", "designe", // pt
		"assegna", "assegnare", // it
	}, Final: []string{"할당", "배정", "割り当て", "割当"}},

	// Approve, accept, authorize. "confirm" is a read (check) form: confirming is usually
	// asking.
	{Op: "approve", Family: "approve", Forms: []string{
		"수락해줘", "수락해주", "수락해요", "승낙해", "억셉트", "어셉트", // ko: accept (and the borrowed "accept")

		"approves", "approving", "accept", "accepts", "accepting", "authorize", "authorise", "rsvp", // en
		"sag zu", "zusagen", "annehmen", "anzunehmen", "nimm an", "nehmen sie an", "confirma mi asistencia", "confirmar asistencia", "참석으로 회신", "참석으로 응답", "참석 응답", "불참으로 응답", "出席で返信", "出席で回答", "accept로", // an invitation accepted
		"authorizes",
		"승인해줘", "승인해주", "승인해줄", "승인해요", "승인해봐", "승인하고싶", // ko
		"승인하려", "승인하기", "승인하세요", "승인할래", "승인할게", "승인합니",
		"승인부탁", "승인좀", "허가해줘", "허가해주", "허가해줄", "허가해요", "허가해봐",
		"허가하고싶", "허가하려", "허가하기", "허가하세요", "허가할래", "허가할게",
		"허가합니", "허가부탁", "허가좀", "허락해줘", "허락해주", "허락해줄", "허락해요",
		"허락해봐", "허락하고싶", "허락하려", "허락하기", "허락하세요", "허락할래",
		"허락할게", "허락합니", "허락부탁", "허락좀", "결재해줘", "결재해주", "결재해줄",
		"결재해요", "결재해봐", "결재하고싶", "결재하려", "결재하기", "결재하세요",
		"결재할래", "결재할게", "결재합니", "결재부탁", "결재좀", "수락해줘", "수락해주",
		"수락해줄", "수락해요", "수락해봐", "수락하고싶", "수락하려", "수락하기",
		"수락하세요", "수락할래", "수락할게", "수락합니", "수락부탁", "수락좀",
		"承認して", "承認する", "承認したい", "承認しま", "承認お願", "承認をお願", "承認で返", "承諾で返", // ja
		"許可して", "許可する", "許可したい", "許可しま", "許可お願", "許可をお願",
		"認可して", "認可する", "認可したい", "認可しま", "認可お願", "認可をお願",
		"承諾して", "承諾する", "承諾したい", "承諾しま", "承諾お願", "承諾をお願",
		"受諾して", "受諾する", "受諾したい", "受諾しま", "受諾お願", "受諾をお願", // ja: accept (an invitation)
		"批准", "审批", "審批", "核准", // zh
		"aprobar", "aprueba", "apruebe", "autorizar", "autoriza", "autorice", "aceptar", // es
		"acepta", "acepte", "darle el sí", "dale el sí", "dar el sí", // es: say yes to an invitation
		"genehmige", "genehmigen", "akzeptiere", "akzeptieren", "gib frei", "freigeben", // de
		"nimm an", "nehme an", "annehmen", "annahme der einladung", "annahme einer einladung", // de: accept an invitation
		"approuver", "approuve", "approuvez", "valider", "validez", "accepter", "accepte", // fr
		"acceptez",
		"aprovar", "aprove", "aprova", "autorizar", "autorize", "aceitar", "aceita", // pt
		"확정해", "확정 처리", "確定して", "確定する", "確定しま", "確定お願", // ko, ja: confirm
		"approva", "approvare", // it
	}, Final: []string{"수락", "승인", "承認", "承諾", "확정", "確定"}},

	// Reject, deny, decline (bare "decline" is left out: "price decline").
	{Op: "reject", Family: "reject", Forms: []string{
		"decline", "declines",

		"rejects", "rejecting", "deny", "denies", "denying", "refuse", // en
		"거절해줘", "거절해주", "거절한다고", "거절한다는", "못 간다고", "불참한다고", "거절해줄", "거절해요", "거절해봐", "거절하고싶", // ko
		"거절하려", "거절하기", "거절하세요", "거절할래", "거절할게", "거절합니",
		"거절부탁", "거절좀", "거부해줘", "거부해주", "거부해줄", "거부해요", "거부해봐",
		"거부하고싶", "거부하려", "거부하기", "거부하세요", "거부할래", "거부할게",
		"거부합니", "거부부탁", "거부좀", "반려해줘", "반려해주", "반려해줄", "반려해요",
		"반려해봐", "반려하고싶", "반려하려", "반려하기", "반려하세요", "반려할래",
		"반려할게", "반려합니", "반려부탁", "반려좀", "기각해줘", "기각해주", "기각해줄",
		"기각해요", "기각해봐", "기각하고싶", "기각하려", "기각하기", "기각하세요",
		"기각할래", "기각할게", "기각합니", "기각부탁", "기각좀",
		"拒否して", "拒否する", "拒否したい", "拒否しま", "拒否お願", "拒否をお願", // ja
		"却下して", "却下する", "却下したい", "却下しま", "却下お願", "却下をお願",
		"拒絶して", "拒絶する", "拒絶したい", "拒絶しま", "拒絶お願", "拒絶をお願",
		"断って", "断る", "辞退して", "辞退する", "辞退したい", "辞退しと", "辞退お願", "辞退しま",
		"拒绝", "拒絕", "驳回", "駁回", "否决", "否決", // zh
		"rechazar", "rechaza", "rechace", "denegar", "deniega", "deniegue", // es
		"lehne ab", "lehn ab", "ablehnen", "verweigere", "verweigern", // de
		"rejeter", "rejette", "rejetez", "refuser", "refusez", // fr
		"rejeitar", "rejeite", "rejeita", "recusar", "recuse", "negar", "negue", // pt
		"rifiuta", "rifiutare", // it
	}, Final: []string{"반려", "却下", "거절", "拒否", "辞退"}},

	// Subscribe. Korean forms avoid 구독해 because 구독해지 is unsubscribe.
	{Op: "subscribe", Family: "subscribe", Forms: []string{
		"subscribes", "subscribing", // en
		"구독해줘", "구독해주", "구독해요", "구독하", "구독할", "구독합", "구독신청", // ko
		"購読して", "購読する", "購読したい", "購読しま", "購読お願", "購読をお願", // ja
		"サブスクライブ",
		"订阅", "訂閱", // zh
		"suscribir", "suscribe", "suscríbete", "suscríbeme", "suscribirse", // es
		"abonniere", "abonnieren", // de
		"abonner", "abonnez", "abonne-moi", // fr
		"assinar", "assine", // pt
		"iscrivimi", "abbonami", // it
	}},

	// Unsubscribe. Several forms contain a cancel or stop form (구독취소 ⊃ 취소, 구독해지 ⊃ 해지, 수신거부해 ⊃
	// 거부해, 配信停止して ⊃ 停止して, 取消订阅 ⊃ 取消 and 订阅): such a request also shows
	// cancel/stop/reject/subscribe, and unsubscribe is the more specific op.
	{Op: "unsubscribe", Family: "unsubscribe", Forms: []string{
		"unsubscribes", "unsubscribing", "opt out", "optout", "cancel subscription", // en
		"구독취소", "구독을취소", "구독해지", "구독을해지", "수신거부", "수신거절", "탈퇴", // ko
		"購読解除", "購読を解除", "購読停止", "購読をやめ", "購読をキャンセル", // ja
		"サブスクを解約", "サブスク解約", "配信停止", "登録解除", "退会",
		"取消订阅", "取消訂閱", "取消我的订阅", "取消我的訂閱", "退订", "退訂", "取消关注", // zh
		"取消關注",
		"desuscribir", "desuscríbete", "desuscribirse", "darse de baja", "dar de baja", // es
		"cancelar suscripción",
		"melde ab", "meld ab", "abbestellen", "bestelle ab", "bestell ab", "deabonnieren", "abo kündigen", // de
		"abonnement kündigen",
		"désabonner", "désabonne", "désabonnez", "désinscrire", "désinscris", // fr
		"désinscrivez", "annuler abonnement",
		"descadastrar", "descadastre", "desinscrever", "cancelar assinatura", // pt
		"disiscrivimi", "annulla l'iscrizione", // it
	}},

	// Export.
	{Op: "export", Family: "export", Forms: []string{
		"csv出力", "excel出力", "csvで出力", "excelで出力", "書き出し", "csvエクスポート", "excelエクスポート", // ja: written out to a file
		"exporting",                                   // en
		"내보내", "익스포트해줘", "익스포트해주", "익스포트해줄", "익스포트해요", // ko
		"익스포트해봐", "익스포트하고싶", "익스포트하려", "익스포트하기", "익스포트하세요",
		"익스포트할래", "익스포트할게", "익스포트합니", "익스포트부탁", "익스포트좀",
		"추출해줘", "추출해주", "추출해줄", "추출해요", "추출해봐", "추출하고싶",
		"추출하려", "추출하기", "추출하세요", "추출할래", "추출할게", "추출합니",
		"추출부탁", "추출좀",
		"エクスポートして", "エクスポートする", "エクスポートしたい", "エクスポートしま", // ja
		"エクスポートお願", "エクスポートをお願", "書き出して", "書き出す", "出力して",
		"出力する", "出力したい", "出力しま", "出力お願", "出力をお願",
		"导出", "導出", "匯出", // zh
		"exportar", "exporta", "exporte", // es
		"exportiere", "exportier", "exportieren", // de
		"exporter", "exportez", // fr
		"exportar",             // pt
		"esporta", "esportare", // it
	}},

	// Import. Bare "import*" stems are avoided (important, importante).
	{Op: "import", Family: "import", Forms: []string{
		"importing",                                         // en
		"가져오기", "임포트해줘", "임포트해주", "임포트해줄", "임포트해요", "임포트해봐", // ko
		"임포트하고싶", "임포트하려", "임포트하기", "임포트하세요", "임포트할래",
		"임포트할게", "임포트합니", "임포트부탁", "임포트좀", "불러오기",
		"インポートして", "インポートする", "インポートしたい", "インポートしま", // ja
		"インポートお願", "インポートをお願", "取り込んで", "取り込む", "読み込んで",
		"読み込む",
		"导入", "導入", "匯入", // zh
		"importar",                               // es
		"importiere", "importieren", "importier", // de
		"lade hoch", "laden hoch", "hochladen", // de: upload
		"importer", "importez", // fr
		"importar",  // pt
		"importare", // it
	}},

	// Download.
	{Op: "download", Family: "download", Forms: []string{
		"डाउनलोड करो", "डाउनलोड कर दो", "डाउनलोड करें", "डाउनलोड कीजिए", "डाउनलोड कर दीजिए", "डाउनलोड करना", // hi (Devanagari)
		"pdf fetch", "fetch pdf", "fetch the pdf", "pdf download", // en: a paper's full text
		"pdf 다운", "피디에프 다운", // ko: a PDF downloaded

		"descarga",                                       // common imperatives and the English verb
		"downloading",                                    // en
		"다운로드해줘", "다운로드해주", "다운로드해줄", "다운로드해요", "다운로드해봐", // ko
		"다운로드하고싶", "다운로드하려", "다운로드하기", "다운로드하세요", "다운로드할래",
		"다운로드할게", "다운로드합니", "다운로드부탁", "다운로드좀", "다운받아",
		"다운받기", "내려받아", "내려받기",
		"ダウンロードして", "ダウンロードする", "ダウンロードしたい", "ダウンロードしま", // ja
		"ダウンロードお願", "ダウンロードをお願",
		"下载", "下載", // zh
		"descargar", "descargue", "descárgalo", "descargarme", "descárgame", "descargame", // es
		"herunterladen", "lade herunter", "lad herunter", "downloade", "downloaden", // de
		"télécharger", "télécharge", "téléchargez", // fr
		"baixar", "baixe", // pt
		"scarica", "scaricare", "scaricami", // it
	}, Final: []string{"다운로드", "ダウンロード"}},

	// Upload.
	{Op: "upload", Family: "upload", Forms: []string{
		"uploading",                                 // en
		"업로드해줘", "업로드해주", "업로드해줄", "업로드해요", "업로드해봐", // ko
		"업로드하고싶", "업로드하려", "업로드하기", "업로드하세요", "업로드할래",
		"업로드할게", "업로드합니", "업로드부탁", "업로드좀",
		"アップロードして", "アップロードする", "アップロードしたい", "アップロードしま", // ja
		"アップロードお願", "アップロードをお願",
		"上传", "上傳", // zh
		"subir", "súbelo", "súbela", // es
		"hochladen", "lade hoch", "lad hoch", "uploade", "uploaden", // de
		"téléverser", "téléverse", "téléversez", // fr
		"fazer upload",       // pt
		"carica", "caricare", // it
	}},

	// Run, execute, launch. Bare "start"/"launch"/开始/開始/시작 are left out ("start date", "next
	// launch", 开始时间).
	{Op: "run", Family: "run", Forms: []string{
		"execute", "executes", "executing", "trigger", "rerun", "kick off", "kicks off", "kicking off", // en
		"실행해줘", "실행해주", "실행해줄", "실행해요", "실행해봐", "실행하고싶", // ko
		"실행하려", "실행하기", "실행하세요", "실행할래", "실행할게", "실행합니",
		"실행부탁", "실행좀", "실행시켜", "가동해줘", "가동해주", "가동해줄", "가동해요",
		"가동해봐", "가동하고싶", "가동하려", "가동하기", "가동하세요", "가동할래",
		"가동할게", "가동합니", "가동부탁", "가동좀", "구동해줘", "구동해주", "구동해줄",
		"구동해요", "구동해봐", "구동하고싶", "구동하려", "구동하기", "구동하세요",
		"구동할래", "구동할게", "구동합니", "구동부탁", "구동좀",
		"実行して", "実行する", "実行したい", "実行しま", "実行お願", "実行をお願", // ja
		"起動して", "起動する", "起動したい", "起動しま", "起動お願", "起動をお願",
		"走らせ",
		"호출해줘", "호출해주", "호출해요", "호출하세요", "호출합니", "呼び出して", "呼び出す", "呼び出しを", "コールして", // ko, ja: call (an API)
		"执行", "執行", "帮我运行", "请运行", "我要运行", "我想运行", "运行一", "运行这", // zh
		"运行该", "运行我的", "幫我運行", "請運行", "我要運行", "我想運行", "運行一",
		"運行這", "運行該", "運行我的", "启动", "啟動", "跑一下",
		"ejecutar", "ejecuta", "ejecute", "ejecútalo", "lanzar", "lanza", "iniciar", // es
		"inicia", "inicie",
		"führe aus", "führ aus", "ausführen", "starte", "starten", // de
		"exécuter", "exécute", "exécutez", "lancer", "lance", "lancez", "démarrer", // fr
		"démarre", "démarrez",
		"executar", "executa", "iniciar", "inicie", "rodar", // pt
	}},

	// Submit.
	{Op: "submit", Family: "submit", Forms: []string{
		"신청해줘", "신청해주", // ko: apply for
		"submits", "submitting", "fire off", // en
		"제출해줘", "제출해주", "제출해줄", "제출해요", "제출해봐", "제출하고싶", // ko
		"투고해", "투고하", "제출 건", "제출건", "投稿依頼", "提出依頼", // ko, ja: submit a manuscript
		"논문 제출", "논문제출", "論文投稿", "論文提出", "제출 요청", "서브밋", // ko, ja: a paper's submission named, the borrowed verb
		"投稿して", "投稿する", "投稿しなければ", // ja
		"제출하려", "제출하기", "제출하세요", "제출할래", "제출할게", "제출합니",
		"제출부탁", "제출좀",
		"提出して", "提出する", "提出したい", "提出しま", "提出お願", "提出をお願", // ja
		"申請して", "申請する", "申請したい", "申請しま", "申請お願", "申請をお願",
		"提交", "递交", "遞交", // zh
		"someter", "somete", "postular", "postula", "postule", "postulen", // es
		"beantrage", "beantragen", "einreichen", "reiche ein", "reich ein", "übermitteln", "übermittle", // de
		"aufgeben",                          // de: a report or a complaint handed in ("eine Störungsmeldung aufgeben")
		"soumettre", "soumets", "soumettez", // fr
		"submeter", "submeta", "submete", "submeto", "submetemos", // pt (submeto: "como submeto meu artigo")
		"sottometti", "sottomettere", "sottomettete", // it
	}},

	// Summarize.
	{Op: "summarize", Family: "summarize", Forms: []string{
		"सारांश दो", "सारांश बताओ", "सारांश बनाओ", "समराइज़ करो", "समराइज़ कर दो", "समराइज़ करें", "समराइज़ कीजिए", "समराइज़ कर दीजिए", "समराइज़ करना", "समराइज करो", "समराइज कर दो", "समराइज करें", "समराइज कीजिए", "समराइज कर दीजिए", "समराइज करना", // hi (Devanagari)
		"summarise", "summarizes", "summarizing", "summarising", "boil down", "sum up", "recap", "tldr", "tl dr", "full summary", "complete summary", "rundown of the entire", "summary of the entire", "summary of the whole", // en
		"resume", "resúmeme", "resumeme", "resumir", "resuma", "resúmelo", "sintetices", "sintetízame", "resumen completo", // es
		"faça um resumo", "faz um resumo", "resuma o", "resuma a", // pt
		"summary 좀 해", "summary 해", "summary해", "요약해 주면", // ko, mixed
		"요약해줘", "요약해주", "요약해줄", "요약해요", "요약해봐", "요약하고싶", // ko
		"전부 정리", "세 줄로 정리", "두 줄로 정리", "몇 줄로 정리", "다섯 줄로 정리", "세 줄로 요약", "세 줄 요약", "3줄 요약", "3줄로 정리", // ko: put in a few lines
		"요약하려", "요약하기", "요약하세요", "요약할래", "요약할게", "요약합니",
		"요약부탁", "요약좀", "간추려",
		"要約して", "要約する", "要約したい", "要約しま", "要約お願", "要約をお願", // ja
		"行でまとめ", "行にまとめ", // ja: put in a few lines
		"总结", "總結", "概括", "归纳", "歸納", // zh
		"resumir", "resúmeme", "resúmelo", "resuma", "resume el", "resume la", "resume los", "resume las", // es ("resume" alone is English)
		"zusammenfassen", "fasse zusammen", "fass zusammen", // de
		"résumer", "résumez", "résume-moi", // fr
		"resumir", "resuma", // pt
		"riassumi", "riassumere", "riassumimi", "sintetizza", // it
	}, Final: []string{"요약", "要約"}},

	// Translate.
	{Op: "translate", Family: "translate", Forms: []string{
		"अनुवाद करो", "अनुवाद कर दो", "अनुवाद करें", "अनुवाद कीजिए", "अनुवाद कर दीजिए", "अनुवाद करना", "ट्रांसलेट करो", "ट्रांसलेट कर दो", "ट्रांसलेट करें", "ट्रांसलेट कीजिए", "ट्रांसलेट कर दीजिए", "ट्रांसलेट करना", // hi (Devanagari)
		"traducirme", "tradúceme", "traduceme", "al portugués", "al inglés", "al alemán", "al francés", "al italiano", "al japonés", "al chino", // es (a text passed into another language)
		"translates", "translating", "traduces", "traduce", "traducir", "tradúceme", "übersetze", "übersetzen", // en, es, de
		"번역해줘", "번역해주", "번역해줄", "번역해요", "번역해봐", "번역하고싶", // ko
		"번역하려", "번역하기", "번역하세요", "번역할래", "번역할게", "번역합니",
		"번역부탁", "번역좀", "통역해줘", "통역해주", "통역해줄", "통역해요", "통역해봐",
		"통역하고싶", "통역하려", "통역하기", "통역하세요", "통역할래", "통역할게",
		"통역합니", "통역부탁", "통역좀",
		"翻訳して", "翻訳する", "翻訳したい", "翻訳しま", "翻訳お願", "翻訳をお願", // ja
		"訳して",
		"翻译", "翻譯", // zh
		"traducir", "traduce", "traduzca", "tradúceme", "tradúcelo", // es
		"übersetze", "übersetzen", "übersetz", // de
		"traduire", "traduis", "traduisez", // fr
		"traduzir", "traduza", "traduz", // pt
		"traduci", "tradurre", "traducimi", // it
	}, Final: []string{"번역", "翻訳", "英訳", "和訳"}},

	// Retract, withdraw.
	{Op: "retract", Family: "retract", Forms: []string{
		"retracts", "retracting", "withdraw", "withdraws", "withdrawing", "take down our", "take down the paper", "take down the article", // en
		"철회", "리트랙트", "저널에서 내려", // ko
		"撤回", "取り下げ", "取下げ", // ja
		"撤回", "撤稿", "收回", // zh
		"retracta", "retirar", "retira", "retractar", "retráctate", "despublicar", "despublica", "despublique", // es
		"ziehe zurück", "zieh zurück", "zurückziehen", // de
		"retirer", "retirez", "rétracter", "rétracte", // fr
		"retirar", // pt
	}},

	// Reschedule, postpone. 일정바꿔 contains 바꿔, 일정변경해줘 contains 변경해줘 and 日程を変更して contains 変更して: a
	// reschedule request also shows change (update family).
	{Op: "reschedule", Family: "reschedule", Forms: []string{
		"पोस्टपोन करो", "पोस्टपोन कर दो", "पोस्टपोन करें", "पोस्टपोन कीजिए", "पोस्टपोन कर दीजिए", "पोस्टपोन करना", "रीशेड्यूल करो", "रीशेड्यूल कर दो", "रीशेड्यूल करें", "रीशेड्यूल कीजिए", "रीशेड्यूल कर दीजिए", "रीशेड्यूल करना", "टाल दो", "आगे बढ़ा दो", // hi (Devanagari)
		// An event said to have moved wants the calendar moved with it ("der Zahnarzt hat
		// meinen Termin auf Freitag verlegt", "고객 미팅이 다음 달로 밀렸대").
		"moved my appointment", "moved my meeting", "moved our meeting", "moved our call", "has been postponed", "got postponed", "got pushed",
		"termin verlegt", "meeting verlegt", "ha pasado mi cita",
		"延期になり", "延期され", "延びて", "ずれ込", "연기됐", "연기되었", "연기됐대", "밀렸대", "밀렸어", "미뤄졌", "시간이 바뀌었",
		"postpone", "resched", "be pushed", // en
		"mueves", "mueven", "verschoben haben", "verschoben bitte", "morgen verschoben", "nachmittag verschoben", "vormittag verschoben", // es, de
		"reschedules", "rescheduling", "postpone", "postpones", "postponing", // en
		"일정변경", "일정을변경", "일정바꿔", "일정을바꿔", "일정조정", "일정을조정", // ko
		"연기해", "연기하", "미뤄", "미루", "리스케줄", "앞당겨", "당겨줘", "일찍 땡겨", "앞으로 땡겨", // ko: "땡겨" is the spoken 당겨 (a span pulled: eventMoves)
		"pushen", "verschieb", // de: push a meeting back
		"back an hour", "back by an hour", "back half an hour", "forward an hour", "forward by an hour", // en: an event moved by a span
		"push my meeting", "push the meeting", "push our meeting", "push my call", "push the call", "push my appointment", // en: an event pushed to another time
		"push back", "pushed back", "pushing back", "push it back", "bring forward", "brought forward", "pull forward", "move it up", // en
		"다시 잡아", "다시잡아", "다른 날로", "다른날로", "날짜 바꿔서", "날짜바꿔", // ko: book the existing one again, on another day
		"日程変更", "予定変更", "日程を変更", "予定を変更", "延期して", "延期する", // ja
		"延期したい", "延期しま", "延期お願", "延期をお願", "リスケ",
		"ずらして", "ずらす", "ずらしたい", "ずらしと", "後ろ倒し", "前倒し", "繰り上げ", "繰り下げ",
		"改期", "重新安排", "延期到", "推迟到", "推遲到", "改到", "推迟", "推遲", // zh
		"pospón", "pospone", "posponer", "reprogramar", "reprograma", "reprograme", "aplazar", "aplaza", "aplace", // es
		"posponer", "pospón", "posponga", "atrasa", "atrasar", "atrase", "retrasa", "retrasar", "adelanta", "adelantar", "adelante",
		"verlege", "verlegen", "vertage", "vertagen", "umplanen", "umbuchen", "neu ansetzen", "neu terminieren", "neu anberaumen", // de
		"reprogrammer", "reprogramme", "reprogrammez", "replanifier", "décaler", "décale", "reporte la", "reporte le", "reportez la", "reportez le", "reporter la", "reporter le", // fr
		"décalez",
		"reagendar", "reagende", "remarcar", "remarca", "remarque", "adiar", "adie", "adia", // pt
		"passa a reunião", "passa o evento", "passa o compromisso", "passe a reunião", "passar a reunião", // pt: move a meeting
		"이월해", "이월 처리", "이월처리", // ko: carry over
		"sposta", "spostare", "spostami", "sposti", "posticipa", "posticipare", "anticipa", "anticipare", "rinvia", "rinviare", "rimanda", "rimandare", "riprogramma", "riprogrammare", // it
	}, Final: []string{"연기", "이월", "延期", "リスケ"}},

	// Publish.
	{Op: "publish", Family: "publish", Forms: []string{
		"publishes", "post the link", "post them in", "post the link in", // en: post to a channel ("will post it in Slack herself" is told)
		"link in slack posten", "im team-chat posten", "im chat posten", "publicarla en", "publicarlo en", "publícala en", // de, es
		"게시해줘", "게시해주", "게시해줄", "게시해요", "게시해봐", "게시하고싶", // ko
		"게시하려", "게시하기", "게시하세요", "게시할래", "게시할게", "게시합니",
		"게시부탁", "게시좀", "발행해줘", "발행해주", "발행해줄", "발행해요", "발행해봐",
		"발행하고싶", "발행하려", "발행하기", "발행하세요", "발행할래", "발행할게",
		"발행합니", "발행부탁", "발행좀", "공개해줘", "공개해주", "공개해줄", "공개해요",
		"공개해봐", "공개하고싶", "공개하려", "공개하기", "공개하세요", "공개할래",
		"공개할게", "공개합니", "공개부탁", "공개좀", "출판해줘", "출판해주", "출판해줄",
		"출판해요", "출판해봐", "출판하고싶", "출판하려", "출판하기", "출판하세요",
		"출판할래", "출판할게", "출판합니", "출판부탁", "출판좀",
		"公開して", "公開する", "公開したい", "公開しま", "公開お願", "公開をお願", "公開願", // ja
		"発行して", "発行する", "発行したい", "発行しま", "発行お願", "発行をお願",
		"出版して", "出版する", "出版したい", "出版しま", "出版お願", "出版をお願",
		"投稿して", "投稿する", "投稿したい", "投稿しま", "投稿お願", "投稿をお願",
		"公表して", "公表する", "公表したい", "公表しま", "公表お願", "公表をお願",
		"帮我发布", "请发布", "我要发布", "我想发布", "发布一", "发布这", "发布该", // zh
		"发布我的", "幫我發布", "請發布", "我要發布", "我想發布", "發布一", "發布這",
		"發布該", "發布我的", "幫我發佈", "請發佈", "我要發佈", "我想發佈", "發佈一",
		"發佈這", "發佈該", "發佈我的", "帮我发表", "请发表", "我要发表", "我想发表",
		"发表一", "发表这", "发表该", "发表我的", "幫我發表", "請發表", "我要發表",
		"我想發表", "發表一", "發表這", "發表該", "發表我的", "帮我公开", "请公开",
		"我要公开", "我想公开", "公开一", "公开这", "公开该", "公开我的", "幫我公開",
		"請公開", "我要公開", "我想公開", "公開一", "公開這", "公開該", "公開我的",
		"帮我出版", "请出版", "我要出版", "我想出版", "幫我出版", "請出版", "出版一",
		"出版这", "出版该", "出版我的", "出版這", "出版該",
		"publica", "publicar", "publique", "publícalo", // es
		"veröffentliche", "veröffentlichen", "publiziere", "publizieren", // de
		"publier", "publie", "publiez", // fr
		"publicar", "publique", // pt
		"pubblica", "pubblicare", // it
	}},

	// Share. Bare English "shares" is a domain noun (stock), not a share form.
	{Op: "share", Family: "share", Forms: []string{
		"freigabe meines kalenders", "freigabe des kalenders", "kalenderfreigabe", // de: a calendar released to someone
		"teile", "teil meinen", "teil mein", // common imperatives and the English verb
		"lesezugriff", "schreibzugriff", "zugriff gewähren", "zugang gewähren", // de: grant access
		"sharing",                                                     // en
		"공유해줘", "공유해주", "공유해줄", "공유해요", "공유해봐", "공유하고싶", "쉐어해", "셰어해", // ko
		"공유하려", "공유하기", "공유하세요", "공유할래", "공유할게", "공유합니",
		"공유부탁", "공유좀", "공유할수", "공유 설정", "공유설정",
		"calendar visibility", "so she can see", "so he can see", "so they can see", "open up my calendar", "open up my diary", // en: access given
		"acceso de lectura", "darle acceso", "dale acceso", "quede compartido", "quede compartida", // es: read access given, left shared
		"accès en lecture", "accès en écriture", "共享给", "共享給", "分享给", "设置成团队", // fr, zh: access given, shared
		"edit rights to", "edit access to", "view access to", "visible to the", "able to see my", "able to view my", "lesezugriff auf", "einsehen kann", "einsehen können", "einsicht in", "pueda ver mi", "puedan ver mi", // en, de, es: access given
		"共有して", "共有する", "共有したい", "共有しま", "共有お願", "共有をお願", // ja
		"シェアして", "シェアする", "シェアしたい", "シェアしま", "シェアお願",
		"シェアをお願",
		"分享",                                                                                                                        // zh
		"compartir", "comparte", "comparta", "compártelo", "compartirle", "compártele", "dieras acceso", "des acceso", "den acceso", // es
		"teilen", "teile meinen", "teil meinen", // de
		"partager", "partage", "partagez", // fr
		"compartilhar", "compartilhe", "compartilha", "partilhar", "partilhe", // pt
		"condividi", "condividere", // it
	}, Final: []string{"공유", "共有", "シェア", "쉐어", "셰어"}},

	// Merge.
	{Op: "merge", Family: "merge", Forms: []string{
		"merges", "merging", "combine", // en
		"병합해줘", "병합해주", "병합해줄", "병합해요", "병합해봐", "병합하고싶", // ko
		"병합하려", "병합하기", "병합하세요", "병합할래", "병합할게", "병합합니",
		"병합부탁", "병합좀", "합쳐", "합치고", "합치기", "합치려", "합칠", "머지해줘", "머지해주", "머지해줄", "머지해요",
		"머지해봐", "머지하고싶", "머지하려", "머지하기", "머지하세요", "머지할래",
		"머지할게", "머지합니", "머지부탁", "머지좀",
		"マージして", "マージする", "マージしたい", "マージしま", "マージお願", // ja
		"マージをお願", "統合して", "統合する", "統合したい", "統合しま", "統合お願",
		"統合をお願", "併合して", "併合する", "併合したい", "併合しま", "併合お願",
		"併合をお願", "結合して", "結合する", "結合したい", "結合しま", "結合お願",
		"結合をお願", "一つにまとめ", "ひとつにまとめ", "一本化",
		"帮我合并", "请合并", "我要合并", "我想合并", "合并一", "合并这", "合并该", // zh
		"合并我的", "幫我合併", "請合併", "我要合併", "我想合併", "合併一", "合併這",
		"合併該", "合併我的", "合并到", "合并成", "合并为", "合併為", "归并", "歸併",
		"fusionar", "fusiona", "fusione", "fusionarlas", "fusionarlos", "fusionen", "combinar", "combina", // es
		"führe zusammen", "führ zusammen", "zusammenführen", "mergen", // de
		"zusammenlegen", "leg zusammen", "lege zusammen",
		"fusionner", "fusionne", "fusionnez", // fr
		"mesclar", "mescle", "fundir", "combinar", // pt
		"unisci", "unire", // it
	}, Final: []string{"병합", "통합", "マージ", "併合", "統合"}},

	// Pay.
	{Op: "pay", Family: "pay", Forms: []string{
		"paying",                                        // en
		"결제해줘", "결제해주", "결제해줄", "결제해요", "결제해봐", "결제하고싶", // ko
		"결제하려", "결제하기", "결제하세요", "결제할래", "결제할게", "결제합니",
		"결제부탁", "결제좀", "지불해줘", "지불해주", "지불해줄", "지불해요", "지불해봐",
		"지불하고싶", "지불하려", "지불하기", "지불하세요", "지불할래", "지불할게",
		"지불합니", "지불부탁", "지불좀", "납부해줘", "납부해주", "납부해줄", "납부해요",
		"납부해봐", "납부하고싶", "납부하려", "납부하기", "납부하세요", "납부할래",
		"납부할게", "납부합니", "납부부탁", "납부좀", "지급해줘", "지급해주", "지급해줄",
		"지급해요", "지급해봐", "지급하고싶", "지급하려", "지급하기", "지급하세요",
		"지급할래", "지급할게", "지급합니", "지급부탁", "지급좀",
		"支払って", "支払う", "支払いたい", "払って", "払いたい", "決済して", "決済する", // ja
		"決済したい", "決済しま", "決済お願", "決済をお願", "納付して", "納付する",
		"納付したい", "納付しま", "納付お願", "納付をお願",
		"帮我支付", "请支付", "我要支付", "我想支付", "幫我支付", "請支付", "支付一", // zh
		"支付这", "支付该", "支付我的", "支付這", "支付該", "帮我付款", "请付款",
		"我要付款", "我想付款", "幫我付款", "請付款", "付款一", "付款这", "付款该",
		"付款我的", "付款這", "付款該", "支付给", "支付給", "付款给", "付款給", "缴费",
		"繳費", "缴纳", "繳納", "结账", "結帳",
		"paga", "pagar", "pague", "págalo", // es
		"zahle", "bezahle", "bezahlen", "begleiche", "begleichen", // de
		"paie", "payer", "payez", // fr
		"pagar", "pague", // pt
		"paga", "pagare", // it
	}},

	// Refund.
	{Op: "refund", Family: "refund", Forms: []string{
		"refunding", "reimburse", "reimburses", // en
		"환불해줘", "환불해주", "환불해줄", "환불해요", "환불해봐", "환불하고싶", // ko
		"환불하려", "환불하기", "환불하세요", "환불할래", "환불할게", "환불합니",
		"환불부탁", "환불좀", "환급해줘", "환급해주", "환급해줄", "환급해요", "환급해봐",
		"환급하고싶", "환급하려", "환급하기", "환급하세요", "환급할래", "환급할게",
		"환급합니", "환급부탁", "환급좀", "환불요청", "환불신청", "환불 처리", "환불처리", // ko: process a refund
		"返金して", "返金する", "返金したい", "返金しま", "返金お願", "返金をお願", // ja
		"払い戻して", "払い戻す", "返金処理", "返金の手続", "払い戻し処理", "返金を処理", "払い戻しを処理",
		"退款", "退钱", "退錢", "退费", "退費", // zh
		"reembolsar", "reembolsa", "reembolse", "devolver", "devuélveme", // es
		"erstatte", "erstatten", "rückerstatten", "zurückerstatten", // de
		"rembourser", "rembourse", "remboursez", // fr
		"reembolsar", "reembolse", "estornar", "estorne", "devolver", "devolva", // pt
		"rimborsa", "rimborsare", // it
	}},

	// Reserve (book). The op is named reserve: bare English "book" is a noun. Chinese 预订/预约 are
	// also the nouns (我的预订).
	{Op: "reserve", Family: "reserve", Forms: []string{
		"put on hold",   // en: hold units for someone
		"예약 걸어", "예약걸어", // ko: put a hold on
		"取り置きして", "取り置きしと", "取り置きしてお", "取り置きお願", "引当して", "引き当てて", // ja: hold stock for someone
		"reserving", "rebook", // en ("book" before its object: verbsBeforeObject)
		"예약해줘", "예약해주", "예약해줄", "예약해요", "예약해봐", "예약하고싶", // ko
		"예약하려", "예약하기", "예약하세요", "예약할래", "예약할게", "예약합니",
		"예약부탁", "예약좀", "예매해줘", "예매해주", "예매해줄", "예매해요", "예매해봐",
		"예매하고싶", "예매하려", "예매하기", "예매하세요", "예매할래", "예매할게",
		"예매합니", "예매부탁", "예매좀",
		"予約して", "予約する", "予約したい", "予約しま", "予約お願", "予約をお願", // ja
		"予約を入れ",
		"预订", "預訂", "预约", "預約", "订票", "訂票", // zh
		"reservar", "resérvame", "resérvalo", "apartar", "aparta", "apártame", "apártalas", "apártalos", // es
		"reserviere", "reservieren", "reservier", "buche", "buchen", "buch mir", "buch uns", "buch bitte", "buch doch", // de ("Buch" alone is a book)
		"pide cita", "pídeme cita", "pedir cita", "pídeme una cita", "pide una cita", // es: ask for an appointment
		"zurücklegen", "lege zurück", "leg zurück", "legen sie zurück",
		"réserver", "réservez", // fr
		"reservar",                                                               // pt
		"prenota", "prenotare", "prenotami", "riservami", "riserva", "riservare", // it
	}, Final: []string{"예매", "예약", "予約", "取り置き", "取置", "引当", "引き当て"}},

	// Restart. 再起動して contains 起動して, 重新启动 contains 启动 and "starte neu" contains starte: a
	// restart request also shows run.
	{Op: "restart", Family: "restart", Forms: []string{
		"restarts", "restarting", "reboot", "reboots", "rebooting", // en
		"재시작", "재부팅", "리부팅", "재기동", "다시시작", // ko
		"再起動", "再開して", "再開する", "再開したい", "再開しま", "再開お願", // ja
		"再開をお願", "リスタート",
		"重启", "重啟", "重新启动", "重新啟動", // zh
		"reiniciar", "reinicia", "reinicie", // es
		"starte neu", "neustarten", "rebooten", // de
		"redémarrer", "redémarre", "redémarrez", // fr
		"reiniciar", "reinicie", "reinicia", // pt
		"riavvia", "riavviare", // it
	}},

	// Stop. 一時停止して (suspend) and 配信停止して (unsubscribe) contain 停止して: those requests also show
	// stop.
	{Op: "stop", Family: "stop", Forms: []string{
		"stopping", "halts", "shut down", "shutdown", // en ("halt" is left out: it is also the folded German "hält", holds, and a German filler; "stop" says it)
		"중지해줘", "중지해주", "중지해줄", "중지해요", "중지해봐", "중지하고싶", // ko
		"중지하려", "중지하기", "중지하세요", "중지할래", "중지할게", "중지합니",
		"중지부탁", "중지좀", "중지시켜", "중단해줘", "중단해주", "중단해줄", "중단해요",
		"중단해봐", "중단하고싶", "중단하려", "중단하기", "중단하세요", "중단할래",
		"중단할게", "중단합니", "중단부탁", "중단좀", "중단시켜", "멈춰", "멈추",
		"停止して", "停止する", "停止したい", "停止しま", "停止お願", "停止をお願", // ja
		"止めて", "止める", "ストップして", "ストップする", "ストップしたい",
		"ストップしま", "ストップお願", "ストップをお願", "中断して", "中断する",
		"中断したい", "中断しま", "中断お願", "中断をお願",
		"停下", "停掉", "帮我停止", "请停止", "我要停止", "我想停止", "幫我停止", "請停止", // zh
		"停止一", "停止这", "停止该", "停止我的", "停止這", "停止該", "停止运行",
		"停止運行",
		"detener", "detén", "detenga", "detenlo", "parar", // es
		"stoppe", "stoppen", "halte an", "anhalten", "beende", "beenden", "schalte aus", // de
		"ausschalten",
		"arrêter", "arrête", "arrêtez", // fr
		"parar", // pt
	}},

	// Operations that catalogs rarely offer and near-domain requests often ask for;
	// each is its own family unless noted, so that naming one refuses every route not offering it.

	// Enable: turn on, activate or unlock something. 비활성화 (suspend) contains 활성화: leftmost-longest matching keeps it suspend.
	{Op: "enable", Family: "enable", Forms: []string{
		"잠금 풀어", "잠금풀어", "잠금 해제", "잠금해제", "desbloquea", "desbloquéala", "desbloquealo", "desbloqueala", "desbloquéalo", "desbloquear", "desbloquéame", "desbloqueame", // ko, es: unlock

		"enable", "enables", "enabling", "activate", "activates", "activating", // en
		"reactivate", "unlock", "unlocks", "unblock", "unban", "turn on", "switch on",
		"entsperrung", "freischaltung", // de: a memo's unlocking ("Entsperrung Konto 90331")
		"활성화해줘", "활성화해주", "활성화해줄", "활성화해요", "활성화해봐", "활성화하고싶", "활성화하려", "활성화하기", "활성화하세요", // ko
		"활성화할래", "활성화할게", "활성화합니", "활성화부탁", "활성화좀", "활성화시켜", "잠금해제해줘", "잠금해제해주", "잠금해제해줄",
		"잠금해제해요", "잠금해제해봐", "잠금해제하고싶", "잠금해제하려", "잠금해제하기", "잠금해제하세요", "잠금해제할래", "잠금해제할게",
		"잠금해제합니", "잠금해제부탁", "잠금해제좀", "잠금해제시켜", "차단해제해줘", "차단해제해주", "차단해제해줄", "차단해제해요",
		"차단해제해봐", "차단해제하고싶", "차단해제하려", "차단해제하기", "차단해제하세요", "차단해제할래", "차단해제할게", "차단해제합니",
		"차단해제부탁", "차단해제좀", "차단해제시켜", "재활성화해줘", "재활성화해주", "재활성화해줄", "재활성화해요", "재활성화해봐",
		"재활성화하고싶", "재활성화하려", "재활성화하기", "재활성화하세요", "재활성화할래", "재활성화할게", "재활성화합니", "재활성화부탁",
		"재활성화좀", "재활성화시켜", "켜줘", "켜주세요",
		"有効化して", "有効化する", "有効化したい", "有効化しま", "有効化お願", "有効化をお願", "ロック解除して", "ロック解除する", // ja
		"ロック解除したい", "ロック解除しま", "ロック解除お願", "ロック解除をお願", "アクティブ化して", "アクティブ化する", "アクティブ化したい",
		"アクティブ化しま", "アクティブ化お願", "アクティブ化をお願", "有効にして", "有効にする", "有効にしたい",
		"启用", "啟用", "激活", "解锁", "解鎖", "解封", "开启", "開啟", // zh
		"activar", "activa", "actívalo", "actívala", "actívame", "habilitar", "habilita", // es
		"habilite", "desbloquear", "desbloquea", "desbloquee", "reactivar", "reactiva",
		"aktiviere", "aktivieren", "entsperre", "entsperren", "entsperr", "freischalten", // de
		"schalte frei", "schalt frei", "schalte ein", "einschalten", "reaktiviere",
		"reaktivieren",
		"activer", "activez", "déverrouiller", "déverrouille", "débloquer", "débloque", // fr
		"débloquez",
		"ativar", "ative", "desbloquear", "desbloqueie", "desbloqueia", "habilitar", "habilite", // pt
		"attivare", "abilita", "abilitare", // it
	}},

	// Grant: give someone a right, role or access. Bare "grant" is also a noun (research
	// grants), so only its frames with a right are forms.
	{Op: "give access", Family: "grant", Forms: []string{
		"रोल दे दो", "एक्सेस दे दो", "एडमिन बना दो", "अनुमति दे दो", // hi (Devanagari)
		"grant access", "grant permission", "grant permissions", "grant role", "grant admin", "grant rights", // en
		"give access", "give permission", "give permissions", "promote",
		"부여해줘", "부여해주", "부여해줄", "부여해요", "부여해봐", "부여하고싶", "부여하려", "부여하기", // ko
		"부여하세요", "부여할래", "부여할게", "부여합니", "부여부탁", "부여좀", "부여시켜", "권한줘", "권한을줘", "권한 줘",
		"付与して", "付与する", "付与したい", "付与しま", "付与お願", "付与をお願", "権限を与え", "与えて", // ja
		"権限変更", "権限の変更", "권한 변경", "권한변경", "권한을 변경", "permission change", "role change", "rechteänderung", "berechtigungsänderung", "cambio de permisos", "cambio de rol", // a permission changed is granted
		"授予", "赋予", "賦予", "给予权限", "給予權限", // zh
		"otorgar", "otorga", "otorgue", "conceder", "concede", "conceda", "dale acceso", // es
		"dale permisos", "da permisos",
		"gewähre", "gewähren", "erteile", "erteilen", "berechtige", "berechtigen", // de
		"gib rechte", "gib zugriff", "gib berechtigung", "gib berechtigungen", // de: grant
		"accorder", "accorde", "accordez", "octroyer", "octroie", // fr
		"conceder", "conceda", "concede", "outorgar", "outorgue", // pt
	}},

	// Sync: bring two copies in line.
	{Op: "sync", Family: "sync", Forms: []string{
		"sync", "syncs", "synchronize", "synchronise", "synchronizes", "resync", // en
		"동기화해줘", "동기화해주", "동기화해줄", "동기화해요", "동기화해봐", "동기화하고싶", "동기화하려", "동기화하기", "동기화하세요", // ko
		"동기화할래", "동기화할게", "동기화합니", "동기화부탁", "동기화좀", "동기화시켜",
		"同期して", "同期する", "同期したい", "同期しま", "同期お願", "同期をお願", "シンクして", // ja
		"帮我同步", "请同步", "同步一下", "同步到", "同步我的", "幫我同步", "請同步", // zh
		"sincronizar", "sincroniza", "sincronice", // es
		"synchronisiere", "synchronisieren", "gleiche ab", "abgleichen", // de
		"synchroniser", "synchronise", "synchronisez", // fr
		"sincronizar", "sincronize", "sincroniza", // pt
	}},

	// Print: put on paper. Bare "print" is also an adjective (print edition, print ISSN).
	{Op: "print out", Family: "print", Forms: []string{
		"print this", "print it", "printout", // en
		"인쇄해줘", "인쇄해주", "인쇄해줄", "인쇄해요", "인쇄해봐", "인쇄하고싶", "인쇄하려", "인쇄하기", "인쇄하세요", "인쇄할래", // ko
		"출력해", "프린트해",
		"인쇄할게", "인쇄합니", "인쇄부탁", "인쇄좀", "인쇄시켜", "프린트해줘", "프린트해주", "프린트해줄", "프린트해요", "프린트해봐",
		"프린트하고싶", "프린트하려", "프린트하기", "프린트하세요", "프린트할래", "프린트할게", "프린트합니", "프린트부탁", "프린트좀",
		"프린트시켜",
		"印刷して", "印刷する", "印刷したい", "印刷しま", "印刷お願", "印刷をお願", "プリントして", "プリントする", "プリントしたい", // ja
		"プリントしま", "プリントお願", "プリントをお願",
		"打印一下", "打印出来", "打印出來", "帮我打印", "幫我打印", "请打印", "請打印", "打印这", "打印這", "打印下", "打印成", // zh: in request frames (打印机 is a printer, 打印纸 its paper)
		"列印一下", "列印出來", "幫我列印", "請列印", "列印這", "列印成",
		"imprimir", "imprime", "imprima", // es
		"drucke", "drucken", "druck aus", "drucke aus", "ausdrucken", // de
		"imprimer", "imprime", "imprimez", // fr
		"imprimir", "imprima", // pt
	}},

	// Rate: give a score, a review or a like. Bare English "rate" is a noun (exchange rate,
	// interest rate); only its verb frames are forms.
	{Op: "upvote", Family: "rate", Forms: []string{
		"rating 남기", "rating 남길", "rating 남겨", "평점을 남기", "평점을 남길", "평점을 남겨", "평점 남기", "평점 남길", "평점 남겨", "별점을 남기", "별점을 남길", "별점을 남겨", "별점 남기", "별점 남길", "별점 남겨", "評価を付け", "評価をつけ", // ko, ja: leave a rating

		"rate this", "rate it", "downvote", "give stars", "leave a review", // en
		"평가해줘", "평가해주", "평가해줄", "평가해요", "평가해봐", "평가하고싶", "평가하려", "평가하기", "평가하세요", "평가할래", // ko
		"평가할게", "평가합니", "평가부탁", "평가좀", "평가시켜", "별점해줘", "별점해주", "별점해줄", "별점해요", "별점해봐",
		"별점하고싶", "별점하려", "별점하기", "별점하세요", "별점할래", "별점할게", "별점합니", "별점부탁", "별점좀", "별점시켜",
		"좋아요눌러", "평점줘", "별점줘",
		"評価して", "評価する", "評価したい", "評価しま", "評価お願", "評価をお願", "いいねして", "星をつけ", // ja
		"评分", "評分", "打分", "打个分", "打個分", "差评", "差評", "好评", "好評", "点赞", "點讚", "点个赞", "評價一下", "评价一下", // zh
		"valorar", "valora", "valore", "calificar", "califica", "califique", "puntuar", // es
		"puntúa", "califico", "valoro",
		"bewerte", "bewerten", "benote", "benoten", // de
		"évaluer", "évalue", "évaluez", "notez", "noter le support", "noter l'assistance", "noter le service", // fr
		"lasciare una recensione", "lasciare un voto", "dare un voto", "valutare l'assistenza", "valutare il supporto", // it
		"avaliar", "avalie", "avalia", "classificar", "classifique", // pt
	}},

	// Notify: ask to be told later, when something happens (subscribe family).
	{Op: "notify", Family: "subscribe", Forms: []string{
		"知らせて", "知らせてくれ", "お知らせして",
		"buzz me", // en: colloquial

		"notify", "notifies", "notify me", "alert me", "remind me", "let me know when", "text me", // en
		"let the team know", "let everyone know", "let them know", "let the attendees know", "let people know", // en: telling others
		"know by text", "by text message", "via text", "eine sms", "per sms", "un sms", "por sms", // en, de, es: told by a text message
		"ping me",
		"알림오게", "알림받", "알림보내", "리마인드해", "알람맞춰", // ko
		"通知して", "通知する", "通知したい", "通知しま", "通知お願", "通知をお願", "リマインドして", // ja
		"提醒我", "通知我", "提醒一下", // zh
		"avísame", "avísenme", "notifícame", "notificar", "notifica", "recuérdame", // es
		"alértame",
		"benachrichtige", "benachrichtigen", "erinnere mich", "erinnere", "erinnern", // de
		"gib mir bescheid", "sag mir bescheid",
		"préviens moi", "prévenez moi", "avertis moi", "notifie", "notifiez", // fr
		"rappelle moi",
		"avise me", "me avise", "notifique", "lembre me", "me lembre", // pt
		"avvisa", "avvisare", "avvisami", "ricordami", // it
	}},

	// Invite: ask someone to join.
	// Act as another user: no catalog endpoint signs in as someone else.
	{Op: "impersonate", Family: "impersonate", Forms: []string{
		"impersonates", "impersonating", "log in as user", "sign in as user", "als benutzer anmelden", "suplantar", "suplanta",
	}},
	// Compute a measure from what an endpoint returns (a return, a volatility, a mean):
	// no catalog endpoint computes. English "compute" and "calculate" and Spanish
	// "calcular" are the act only before their object (verbsBeforeObject: "compute
	// modules", "no need to calculate anything" name none).
	{Op: "compute measure", Family: "compute", Forms: []string{
		"calcula", "calcule", "berechne", "계산해", "계산해줘", "계산해 줘", "計算して", "計算する",
	}},
	{Op: "invite", Family: "invite", Forms: []string{
		"बुलाओ", "बुला लो", "इनवाइट करो", "इनवाइट कर दो", "इनवाइट करें", "इनवाइट कीजिए", "इनवाइट कर दीजिए", "इनवाइट करना", "आमंत्रित करो", "आमंत्रित कर दो", "आमंत्रित करें", "आमंत्रित कीजिए", "आमंत्रित कर दीजिए", "आमंत्रित करना", // hi (Devanagari)
		"invite", "invites", "inviting", // en
		"초대해줘", "초대해주", "초대해줄", "초대해요", "초대해봐", "초대하고싶", "초대하려", "초대하기", "초대하세요", "초대할래", // ko
		"초대할게", "초대합니", "초대부탁", "초대좀", "초대시켜",
		"招待して", "招待する", "招待したい", "招待しま", "招待お願", "招待をお願", // ja
		"邀请", "邀請", "拉进", "拉進", "拉到会里", "拉到會裡", // zh (拉进: pulled into a meeting or a group)
		"invitar", "invita", "invítalo", "invítala", // es
		"lade ein", "lad ein", "einladen", // de
		"inviter", "invitez", // fr
		"convidar", "convide", "convida", // pt
		"invita", "invitare", "invitami", // it
	}},

	// Pin to the top, bookmark, give back, split: actions on a record no catalog endpoint
	// offers. English "pin" is also a PIN code, and "return", "devolver", "rendre" and
	// "zurückgeben" (gib … zurück) return results, so only their phrases name them.
	{Op: "pin", Family: "pin", Forms: []string{
		"pin it", "pin this", "pin the", "pin to the top", "pin to top", // en
		"고정해", "상단 고정", "상단고정", // ko
		"ピン留め", "固定して", "固定表示", // ja
		"置顶", "置頂", // zh
		"fijar arriba", "fíjalo", "anclar", "ánclalo", // es
		"anpinnen", "pinne an", "pinn an", "oben anheften", "anheften", // de
		"épingler", "épingle", // fr
		"fixar no topo", // pt
	}, Final: []string{"고정", "ピン留め"}},
	{Op: "bookmark", Family: "bookmark", Forms: []string{
		"bookmark", "bookmarks", "bookmarking", "save for later", // en
		"북마크", "즐겨찾기", // ko
		"ブックマーク", "お気に入りに", // ja
		"收藏", "书签", "書籤", // zh
		"marcador", "marcadores", "guárdalo para después", // es
		"lesezeichen", "merkliste", // de
		"marque-page", "favoris", // fr
		"favoritar", "favoritos", // pt
	}, Final: []string{"북마크", "ブックマーク"}},
	// Mark a record with a state or a label, or like it: no catalog endpoint keeps either.
	{Op: "mark as", Family: "mark", Forms: []string{ // a phrase: an op name is a form, and Mark is a name
		"mark it as", "flag as", "flag it as", // en
		"としてマーク", "にマークして", "既読にして", "未読にして", // ja
		"marcar como", "márcalo como", "márcala como", // es
		"markiere als", "markier als", "als erledigt markieren", // de
	}},
	{Op: "upvote", Family: "mark", Forms: []string{ // named "upvote": an op name is a form, and "like" compares
		"upvotes", "thumbs up", "give it a like", // en
		"좋아요를 눌러", "좋아요 눌러", "like를 눌러", "좋아요 해줘", // ko
		"いいねして", "いいねを押して", "いいね押して", // ja
	}},
	{Op: "give back", Family: "return", Forms: []string{
		"give back", "give it back", "hand back", // en
		"반납해", "반납 처리", "반납처리", "돌려줘", // ko
		"返却して", "返却する", "返却したい", "返却お願", // ja ("返して" also returns an answer)
		"归还", "歸還", // zh
		"restituer", // fr ("rendre" is also to make)
	}, Final: []string{"반납", "返却"}},
	{Op: "split", Family: "split", Forms: []string{
		"split", "splits", "split up", "divide", "divides", // en
		"분할해", "나눠줘", "나눠 줘", "쪼개", // ko
		"分割して", "分割する", "分けて", // ja
		"拆分", "分割", // zh
		"dividir", "divide", "divídelo", "separar", "separa", // es
		"aufteilen", "teile auf", "teil auf", "aufsplitten", "splitten", // de
		"diviser", "divise", "scinder", // fr
		"dividir", "divida", // pt
	}, Final: []string{"분할", "分割"}},

	// Clone: make a copy. Bare "copy" is a noun (a copy of the paper) and "duplicate" an
	// adjective (duplicate entries).
	{Op: "clone", Family: "copy", Forms: []string{

		"duplicate this", "duplicate it", "clones", "make a copy", // en
		"duplicate the", "duplicate my", "duplicate our", "duplicate that", "duplicate these", "duplicate every", // en: the imperative right before its determiner
		"복제해줘", "복제해주", "복제해줄", "복제해요", "복제해봐", "복제하고싶", "복제하려", "복제하기", "복제하세요", "복제할래", // ko
		"복제할게", "복제합니", "복제부탁", "복제좀", "복제시켜", "복사해줘", "복사해주", "복사해줄", "복사해요", "복사해봐",
		"복사하고싶", "복사하려", "복사하기", "복사하세요", "복사할래", "복사할게", "복사합니", "복사부탁", "복사좀", "복사시켜",
		"複製して", "複製する", "複製したい", "複製しま", "複製お願", "複製をお願", "コピーして", "コピーする", "コピーしたい", // ja
		"コピーしま", "コピーお願", "コピーをお願",
		"复制", "複製", "克隆", // zh
		"duplicar", "duplica", "clonar", "clona", "copiar", "cópialo", // es
		"dupliziere", "duplizieren", "kopiere", "kopieren", "klone", "klonen", // de
		"dupliquer", "duplique", "copier", "cloner", // fr
		"duplicar", "duplique", "copiar", "copie", "clonar", // pt
	}, Final: []string{"복제", "複製"}},

	// Reopen: open again what was closed.
	{Op: "reopen", Family: "reopen", Forms: []string{
		"reopen", "reopens", // en
		"재오픈해줘", "재오픈해주", "재오픈해줄", "재오픈해요", "재오픈해봐", "재오픈하고싶", "재오픈하려", "재오픈하기", "재오픈하세요", // ko
		"재오픈할래", "재오픈할게", "재오픈합니", "재오픈부탁", "재오픈좀", "재오픈시켜", "다시열어",
		"再オープン", "開き直して", // ja
		"重新打开", "重新打開", // zh
		"reabrir", "reabre", "reabra", // es
		"öffne wieder", "wiedereröffnen", "wieder öffnen", "mach wieder auf", "mache wieder auf", // de
		"rouvrir", "rouvre", "rouvrez", // fr
		"reabrir", "reabra", // pt
		"riapri", "riaprire", // it
	}},

	// Escalate: pass a case to a higher level.
	{Op: "escalate", Family: "escalate", Forms: []string{
		"escalate", "escalates", "escalating", // en
		"이관요청", "이관 요청", "이관해", "이관 해", // ko: hand a case on
		"에스컬레이션해줘", "에스컬레이션해주", "에스컬레이션해줄", "에스컬레이션해요", "에스컬레이션해봐", "에스컬레이션하고싶", // ko
		"에스컬레이션하려", "에스컬레이션하기", "에스컬레이션하세요", "에스컬레이션할래", "에스컬레이션할게", "에스컬레이션합니",
		"에스컬레이션부탁", "에스컬레이션좀", "에스컬레이션시켜", "이관해줘", "이관해주", "이관해줄", "이관해요", "이관해봐", "이관하고싶",
		"이관하려", "이관하기", "이관하세요", "이관할래", "이관할게", "이관합니", "이관부탁", "이관좀", "이관시켜",
		"エスカレーションして", "エスカレーションする", "エスカレーションしたい", "エスカレーションしま", "エスカレーションお願", // ja
		"エスカレーションをお願", "エスカレートして",
		"升级工单", "升級工單", "上报", "上報", // zh
		"escalar", "escálalo", "escálala", // es
		"eskaliere", "eskalieren", // de
		"escalader", "faire remonter", // fr
		"escalar", "escale", // pt
		"sollecita", "sollecitare", // it
	}, Final: []string{"이관", "에스컬레이션", "エスカレーション"}},

	// Reorder: order new supplies (buy family).
	{Op: "reorder", Family: "buy", Forms: []string{
		"재주문", "再注文", // ko, ja
		"put in an order", // en

		"reorder", "reorders", "restock", "replenish", // en
		"nachbestellung auslösen", "bestellung auslösen", "nachbestellung aufgeben", // de: trigger an order
		"발주해줘", "발주해주", "발주해줄", "발주해요", "발주해봐", "발주하고싶", "오더 넣어", "오더넣어", "발주 넣어", "발주넣어", "발주하려", "발주하기", "발주하세요", "발주할래", // ko
		"발주할게", "발주합니", "발주부탁", "발주좀", "발주시켜", "재주문해줘", "재주문해주", "재주문해줄", "재주문해요", "재주문해봐",
		"재주문하고싶", "재주문하려", "재주문하기", "재주문하세요", "재주문할래", "재주문할게", "재주문합니", "재주문부탁", "재주문좀",
		"재주문시켜",
		"発注して", "発注する", "発注したい", "発注しま", "発注お願", "発注をお願", "再注文して", "再注文する", "再注文したい", // ja
		"再注文しま", "再注文お願", "再注文をお願", "追加注文して", "購買オーダー", "購買オーダーを出", "オーダーを出", "発注書を出", "発注書を",
		"补货", "補貨", // zh
		"reponer", "repón", "reponga", "repongan", "haz un pedido", "hacer un pedido", // es
		"nachbestellen", "bestelle nach", "bestell nach", "bestelle", "bestellen", // de
		"commander", "commandez", "réapprovisionner", // fr
		"encomendar", "encomende", "repor", "reponha", // pt
		"riordina", "riordinare", // it
	}, Final: []string{"재주문", "再注文"}},

	// Compare: set two or more things side by side; no lookup of one record compares.
	{Op: "compare", Family: "compare", Forms: []string{
		"compare", "compares", "comparing", "comparison", "versus", // en
		"비교해줘", "비교해주", "비교해줄", "비교해요", "비교해봐", "비교하고싶", "비교하려", "비교하기", "비교하세요", "비교할래", // ko
		"비교할게", "비교합니", "비교부탁", "비교좀", "비교시켜",
		"比較して", "比較する", "比較したい", "比較しま", "比較お願", "比較をお願", "比べて", // ja
		"比较", "比較", "对比", "對比", // zh
		"comparar", "compara", "compare", "compárame", // es
		"vergleiche", "vergleichen", "vergleich", // de
		"comparer", "compare", "comparez", // fr
		"comparar", "compare", "compara", // pt
		"confronta", "confrontare", "paragona", // it
	}, Final: []string{"비교", "比較"}},

	// Convert: turn data into another format, unit or time zone.
	{Op: "convert", Family: "convert", Forms: []string{
		"환전해", "환전 해", "両替して", // ko, ja: exchange money
		"日本円で", "円でいくら", "ドルでいくら", "ユーロでいくら", "원으로 얼마", "엔으로 얼마", "달러로 얼마", "유로로 얼마", // ja, ko: an amount in another currency

		"convert", "converts", "converting", "convert to", // en
		"변환해줘", "변환해주", "변환해줄", "변환해요", "변환해봐", "변환하고싶", "변환하려", "변환하기", "변환하세요", "변환할래", // ko
		"변환할게", "변환합니", "변환부탁", "변환좀", "변환시켜", "환산해줘", "환산해주", "환산해줄", "환산해요", "환산해봐",
		"환산하고싶", "환산하려", "환산하기", "환산하세요", "환산할래", "환산할게", "환산합니", "환산부탁", "환산좀", "환산시켜",
		"変換して", "変換する", "変換したい", "変換しま", "変換お願", "変換をお願", "換算して", "換算する", "換算したい", "換算しま", // ja
		"換算お願", "換算をお願",
		"转换", "轉換", "换算", "換算", // zh
		"convertir", "convierte", "convierta", "conviértelo", // es
		"konvertiere", "konvertieren", "umrechnen", "rechne um", "wandle um", "umwandeln", // de
		"convertir", "convertis", "convertissez", // fr
		"converter", "converta", "converte", // pt
		"converti", "convertire", // it
	}, Final: []string{"환전", "両替"}},

	// Visualize: draw the data as a chart, which an API that returns records does not.
	{Op: "visualize", Family: "visualize", Forms: []string{
		"visualize", "visualise", "visualization", "plot", "graph it", "draw a graph", "draw a chart", // en
		"그래프", "시각화", "도표", // ko
		"グラフ", "可視化", "図示", // ja
		"图表", "圖表", "可视化", "画图", "畫圖", // zh (可視化 is on the Japanese line)
		"visualizar", "visualiza", "grafica", "graficar", "gráfico", "gráfica", // es
		"visualisiere", "visualisieren", "plotte", "plotten", // de
		"visualiser", "graphique", // fr ("trace" is also "trace a shipment")
		"grafico", // pt
	}},
	// Optimize and simulate: work on data that a lookup does not do.
	{Op: "optimize", Family: "optimize", Forms: []string{
		"optimize", "optimise", "optimization", // en
		"최적화",      // ko
		"最適化",      // ja
		"优化", "優化", // zh
		"optimizar", "optimiza", "optimiere", "optimieren", "optimier", "optimiser", // es, de, fr, pt
	}},
	{Op: "simulate", Family: "simulate", Forms: []string{
		"simulate", "simulation", "relaxation job", "vasp job", "relaxationsjob", "trabajo de relajación", // en, de, es: a DFT code's run
		"structure relaxation", "relax the structure", "geometry optimization", "strukturrelaxation", "geometrieoptimierung", "relajación estructural", // en, de, es
		"구조 완화", "구조완화", "구조 최적화", "구조최적화", "構造緩和", "構造最適化", "ジョブを投入", "ジョブ投入", // ko, ja
		"시뮬레이션", "모의실험", // ko
		"シミュレーション", "シミュレート", // ja
		"模拟", "模擬", "仿真", // zh
		"simular", "simula", "simuliere", "simulieren", "simuler", // es, de, fr, pt
	}},
	// Check for plagiarism: compare a text against published work.
	{Op: "check plagiarism", Family: "check plagiarism", Forms: []string{
		"plagiarism", "plagiarism check", "표절", "剽窃", "盗用", "plagio", "plagiat", "plagiats",
	}},
}
