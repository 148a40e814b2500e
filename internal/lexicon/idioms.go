package lexicon

// Idioms are phrases in which a word API catalogs use means something else: chicken
// stock is no share or warehouse stock, a paper shredder no research paper, a profile
// picture no user profile record, a parking ticket no support ticket. The words of a
// matched idiom name no domain term (Latin idioms match as whole words in any order, the
// others as substrings that hide the forms inside them). Written from general language
// knowledge, like the rest of the vocabulary.
var Idioms = []string{
	// stock, market, ticker, quote
	"chicken stock", "beef stock", "vegetable stock", "veg stock", "veggie stock", "fish stock", "soup stock", "stock photo",
	"stock photos", "stock image", "stock images", "stock footage", "stock car", "stock cars",
	"laughing stock", "stock cube", "stock cubes", "take stock", "taking stock", "stock broker", "stockbroker", "stock exchange", "stock exchanges",
	"stock option", "stock options", "stock split", "stock splits", "farmers market", "flea market", "christmas market",
	"news ticker", "ticker tape", "famous quote", "quote of the day", "insurance quote",
	"moving quote", "roofing quote", "inspirational quote", "inspirational quotes", "stock phrase", "stock phrases", "stock character", "stock characters",
	"est rangé", "est rangée", "sont rangés", "sont rangées", // fr: put away (its folded twin is no range of dates)
	"paper tiger", "raining cats", "gsm paper", "moral inventory", "skyrim", "wall bracket", "weathered", // phrases, paper weights, games, brackets
	"paper crane", "paper cranes", "origami", "grue en papier", "gru di carta", "grulla de papel", "tsuru de papel", "papierkranich", "纸鹤", "紙鶴", "折り鶴", "종이학", // folded paper
	"material brautkleid", "materiale sposa", "material vestido novia", "tissu robe mariée", "웨딩드레스 소재", "ウェディングドレスの素材", "婚纱面料", "婚纱材质", // a wedding dress's fabric
	// a climate at work or in politics, sunny-day games and an umbrella's brand are no weather
	"clima laboral", "clima político", "clima de negocios", "clima en la oficina", "clima organizacional", "betriebsklima",
	"cai na conta", "caiu na conta", // pt: money landing in a bank account, no user account
	"clima da empresa", "clima da equipe", "clima do time", "clima pesado", "ações do rh", // pt: a workplace's mood, HR's actions
	"estoque de paciência", "耐心库存", "耐心庫存", "用户画像", "用戶畫像", // a patience run out, a user persona
	"inventur leben", "inventur lebens", "inventario vida", "inventario ropa", "inventario armario", "인생 재고", "인생의 재고", // stock taken of a life, of one's clothes
	"sunny-day", "sunny day activities", "día soleado", "晴れの日に", "umbrella brand", "raincoat goes",
	"llega a tiempo", "llegar a tiempo", "llegará a tiempo", // es: on time (not "salir": "voy a salir … ¿qué tiempo hace?")
	// a band, craft or training material, printer paper and free assets are no material
	// science and no research paper
	"jazz band", "rock band", "live band", "cover band", "band to play", "welche band", "band spielt", "banda de música",
	"favorite band", "favourite band", "lieblingsband", "der band bei", "aufstellung der band", "大好きなバンド", "好きなバンド", "좋아하는 밴드", "밴드의 보컬", "밴드 보컬", "의 보컬", "보컬 이름", "인벤토리가 꽉", "스타듀밸리",
	"come si cita", "si cita così", // it: how one cites (a source, a ruling), no appointment
	"lluvia de ideas", "chuva de ideias", "tempesta di idee", "tempête d'idées", // a brainstorm, no rain
	"bekanntes zitat", "zitat aus", "ein zitat", "citas famosas", "citas más famosas", "citas célebres", "cita famosa", "cita célebre", // a saying, no appointment
	"your name", "tu nombre", "te llamas", "dein name", "heißt du", "너 이름", "니 이름", "당신 이름", "あなたの名前", "君の名前", // the assistant's name
	"trip planning", "travel planning", "vacation planning", "holiday planning", // an itinerary planned, no calendar
	"인생에도 맑은", "인생에 맑은", "心の天気", "洗濯物の乾かし方", "날씨엔 뭐 먹", "날씨에 뭐 먹", "날씨 좋은 날 가기", "天気の日に行き", // a life's or a heart's weather, chores and outings for a weather
	"お天気お姉さん", "お天気キャスター", "기상캐스터", "カレーの材料", "料理の材料", "お菓子の材料", "ケーキの材料", "支援金", "支援制度", "子育て支援", "生活支援", "bastelmaterial", "bastelmaterialien", "bastelbedarf", "materiales para manualidades", "craft materials", "craft supplies", "영어 교정", "논문 교정", // a presenter, a dish's ingredients, a subsidy, craft supplies, proofreading
	"일정 추천", "일정 짜", "박 2일", "박 3일", "박2일", "박3일", "밴드 이름", "band-aid", "band aid", // an itinerary planned, a band's name, a plaster
	"user story", "user stories", "user researcher", "user research", // an agile story, a research role, no directory user
	"주식은 쌀", "주식이 쌀", "주식은 밥", "주식이 밥", "주식은 빵", "주식이 빵", "주식으로 먹", "주식은 감자", "주식은 옥수수", // a staple food, no shares
	"material escolar", "material de oficina", "material de estudio", "material de escalada", "material deportivo", "material para la clase", // supplies, study and sports gear
	"materiale didattico", "materiali didattici", "materiali del corso", "materiais da aula", "material da aula", "material didático", "materiais didáticos",
	"supports de cours", "support de cours", "matériel pédagogique", "teaching materials", "kursmaterial", "lehrmaterial", // a course's materials ("of course" is no course)
	"foto stock", "fotos de stock", "imágenes de stock", "immagini stock", "stockfoto", "stockfotos", "ストックフォト", "스톡 사진", "图库素材", // stock pictures
	"une citation de", "une citation sur", "citation célèbre", "una citazione di", "citazione famosa", "uma citação de", "uma citação do", "uma citação da", "citação famosa", // a writer's words
	"büromaterial", "schulmaterial", "lernmaterial", "unterrichtsmaterial", "dämmmaterial", "baumaterial", "material für die klausur", "material für die prüfung",
	"yoga-kurs", "yogakurs", "sprachkurs", "deutschkurs", "englischkurs", "kochkurs", "tanzkurs", "volkshochschule", // a class, no share price
	"existencias de bacalao", "existencias pesqueras", "existencias en el balance", // a fish stock, a balance sheet
	"error correction", "fehlerkorrektur", "corrección de errores", "誤り訂正", "오류 정정", "오류정정", // a research field, no count corrected
	"drug user", "drug users", "마약 사용자", "약물 사용자", "마약 사용", "薬物使用者", "長期使用者", "薬の使用者", "usuarios de drogas", "usuario de drogas", // a person who takes drugs
	"handeln von", "handeln vom", "handelt von", "handelt vom", // de: to be about, no trading
	"thin film", "thin films", "thin-film", "film sottile", "film sottili", "film mince", "films minces", "película delgada", "películas delgadas", "filme fino", "filmes finos", // a coating, no movie
	"유저 스토리", "사용자 스토리", "ユーザーストーリー", "tiempo pretérito", "tiempo verbal", "tiempos verbales", "pretérito", "past tense", "present tense", "future tense", "zeitform", // grammar's tenses
	"crystal build", "crystal-themed", "crystal theme", "크리스탈 테마", "kristall-mottoparty", "temática de cristales", "크리스탈혼식", "crystal anniversary", "cristal de bohemia", "bohemian glass",
	"support group", "support groups", "서포트 그룹", "サポートグループ", "selbsthilfegruppe", "grupo de apoyo", // mutual help, no support desk
	"格子柄", "格子模様", "格子縞", "結晶みたい", "結晶のような", "crystal-shaped", "kristallförmig", "forma de cristal", // a pattern, a shape
	"격자 타일", "격자 레이아웃", "격자 필름", "격자 패턴", "격자 모양", "격자무늬", "격자 무늬", "격자 표시", "격자선", "격자창", "격자 창", // a grid, no crystal lattice
	"사용자들", "유저들", "일정이면", "준비 일정", // a product's users, a trip's or a wedding's plan
	"言葉を引用", "名言を引用", "명언을 인용", "명언 인용", "말을 인용", // a saying quoted
	"rubber band", "rubber bands", "frequency band", "frequency bands", "watch band", "watch bands", "band on my", "gummiband", "frequenzband", "uhrenarmband", // other senses of "band"
	"crystal clear", "crystal wedding", "crystal anniversary", "crystal ring", "crystal glass", "crystal glasses", "crystal chandelier", "crystals help", "crystal healing",
	"크리스탈 반지", "크리스탈 잔", "크리스탈 목걸이", "クリスタルガラス", "水晶玉", "bergkristall", "heilstein", "heilsteine", "kristallglas", "bola de cristal", "cuarzo rosa",
	"propiedades curativas", "heilende wirkung", "heilwirkung", "치유 효과", "ヒーリング効果", // crystals as charms, glassware and jewelry
	"lattice-based", "lattice based", "citation needed", "citations do i need", "citations should i", "cast iron", "gusseisen", "hierro fundido",
	"welche kalenderwoche", "which calendar week", "what week number", "qué semana del año", // the week's number, no calendar's events
	"resistance band", "resistance bands", "punk band", "garden lattice", "pie lattice", "lattice de la tarta", "gitter torte", "gitter kuchen", "gitter rezept", "crystal vase", "crystal の花瓶", // other senses
	"inventory of my life", "inventory がいっぱい", "inventory is full", "スープの stock", "diy photo calendar", "calendar de fotos", "kitchen calendar", "calendar in the kitchen",
	"paper and glue", "avión de paper", "avión de papel", "paper plane", "paper planes", "term paper", "arch support", "bank account", "interest rate",
	"building materials", "on my mug", "good name for", "name ideas", "名前 ideas",
	"parchment paper", "wax paper", "baking paper", "tissue paper", "kitchen paper", "crepe paper", "construction paper", "backpapier", "papel de horno", "papel encerado", "キッチンペーパー", "クッキングシート", "키친타올", "종이 호일", // household papers
	"섭씨로", "화씨로", "摂氏で", "華氏で", "摂氏に", "華氏に", "en grados celsius", "in grad celsius", // a temperature converted
	"forecast for my love life", "forecast for our relationship", "forecast for my relationship", "forecast how many", "prognose für unsere beziehung", "prognose für meine beziehung",
	"pronóstico tiene mi relación", "pronóstico de mi relación", "pronóstico para mi relación", "pronóstico para nuestra relación", // a future guessed, no weather
	"contest the citation", "contest a citation", "contest the ticket", "contest a ticket", "speeding ticket", "切符切られ", "違反切符", "反則金", "罰金", "과태료", "딱지 끊", // traffic fines
	"material do i need", "how much material", "how much fabric", "패딩 소재", "옷 소재", "코트 소재", "コートの素材", "服の素材", "ジャケットの素材", // a garment's fabric
	"구절 인용", "구절을 인용", "시 인용", "가사 인용", "歌詞を引用", "詩を引用", // a poem or a song quoted
	"gute band", "band für eine hochzeit", "band für die hochzeit", "band für unsere hochzeit", "hochzeitsband", "liveband", // a music band
	"cómo cito", "como cito", "cómo citar", "como citar", "formato apa", "estilo apa", "en apa", "apa style", "in apa", // how to cite, a style guide's matter
	"support vector", "support vectors", "support-vector", "support-vektor", "support-vektoren", "vectores de soporte", // a learning method
	"benutzernamen sind", "gute benutzernamen", "benutzername für", "username ideas", "nombre de usuario para", "nombres de usuario para", // handles to invent
	"cuenta bancaria", "cuentas bancarias", "bankkonto", "bankkontos", // a bank's account
	"lumbar support", "back support", "neck support", "knee support", "ankle support", "wrist support", "support pillow", "support bra", "support stockings", "stützkissen", "soporte lumbar", // a body's support
	"name for our band", "name for my band", "name for our podcast", "name for my podcast", "name for our startup", "name for my startup", "name for my dog", "name for my cat", "name for our baby", // names to invent
	"nombre a mi banda", "nombre para mi banda", "nombre a nuestra banda", "nombre para nuestra banda", "nombre para mi perro", "nombre a mi perro", "nombre para mi gato", "nombre para mi bebé", "namen für unsere band", "namen für meine band",
	"stock character", "stock characters", "support a friend", "support my friend",
	"parking citation", "parking citations", "traffic citation", "speeding citation", "citación para declarar", "una citación",
	"citation à comparaître", "citation à comparaitre", "citazione in giudizio", "citação judicial", "citação para comparecer", // a court's summons
	"de qui la citation", "de qui est la citation", "di chi è la citazione", "de quién es la cita", "de quem é a citação", // a saying's author
	"citations motivantes", "citazioni motivazionali", "citações motivacionais", "citas motivadoras", "citations célèbres", "citazioni famose", "citações famosas",
	"más tiempo", "mucho tiempo", "poco tiempo", "cuánto tiempo", "todo el tiempo", "al mismo tiempo", "tiempo libre", // es: time, no weather
	"materiales necesito", "materials do i need", "materials i need", "作るのに必要な材料", "만드는 데 필요한 재료", "만들 때 필요한 재료",
	"craft materials", "craft supplies", "training material", "training materials", "bastelmaterial", "schulungsmaterial",
	"material para manualidades", "フリー素材", "素材サイト", // (not "material de formación": its words are a formation energy's too)
	"printer paper", "a4 paper", "gsm paper", "ream of paper", "a4 sheets", "healing crystals", "healing properties", "papel para impresora", "papel a4", "コピー用紙", "プリンター用紙",
	"room temperature", "room temp", "at high temperature", "at high temperatures", "at low temperature", "at low temperatures", "raumtemperatur", "상온", "常温", // a material's conditions, no weather ("temperatura ambiente" is the air's outside too)
	"cold call", "hot topic", "what's hot", "aufs glatteis", "auf glatteis", "lässt dich kalt", "lässt es dich kalt", "kalt erwischt",
	"umbrella insurance", "weather the storm", "rettungsschirm", "bildschirm", "clima de la empresa", "clima de inversión",
	"den kurs halten",                                       // a ship's or a plan's course held (in order: "den Kurs … halten")
	"kurs nehmen", "kurs einschlagen", "kurs eingeschlagen", // a ship's course
	"kurse belegen", "kurs belegen", "kurse bietet", "kurse anbieten", "kurse angeboten", // courses taken or offered
	"치킨스톡", "스톡사진", "스톡 사진", "스톡이미지", "벼룩시장", "명언",
	"ストックフォト", "名言", "フリーマーケット",
	"库存照片", "名言",
	"caldo de pollo", "foto de stock", "fotos de stock", "imágenes de stock", "mercadillo", "mercado de pulgas", "mercado livre", "mercado pago", // (Mercado Livre, Mercado Pago: a shop and a wallet)
	"cita célebre", "frase célebre",
	"ersten stock", "zweiten stock", "dritten stock", "vierten stock", "fünften stock", "obersten stock", "stockwerk", // de: a floor
	"im 1. stock", "im 2. stock", "im 3. stock", "im 4. stock", "im 5. stock", "im 6. stock", "im 7. stock", "im 8. stock", "im 9. stock", // de: a floor by its number (in order)
	"hühnerbrühe", "stockfoto", "stockfotos", "flohmarkt", "weihnachtsmarkt", "nachrichtenticker", "zitat von",
	"bouillon de poulet", "marché aux puces", "citation célèbre",
	"caldo de galinha", "banco de imagens", "feira livre",
	// a receipt, a risk profile, rentals and social-security contributions are no ticket,
	// user profile, material property or quote
	"ticket de compra", "perfil de riesgo", "propiedades en alquiler", "cotización a la seguridad social", "cotizaciones a la seguridad social",
	// counting is no account: "cuenta cuántas referencias"
	"cuenta cuántos", "cuenta cuántas", "cuenta cuantos", "cuenta cuantas",
	// companies named like a catalog word: Telefónica is no phone
	"telefónica", "telefonica",
	// a road named after an event: 월드컵로 (World Cup Road) is an address
	"월드컵로", "월드컵북로",
	// a trip's itinerary is a travel plan, no calendar's schedule
	"여행 일정", "여행일정", "旅行の日程", "旅行日程", "itinerario de viaje", "reiseplan", "reiseroute",
	// a code review is an activity, no review asked
	"코드 리뷰", "코드리뷰", "コードレビュー",
	// a windbreaker is a garment, no wind
	"바람막이", "ウインドブレーカー",
	// support, stock, time, quote in everyday senses
	"sports bra", "support bra", "スポーツブラ", "サポート力", "스포츠 브라", "스포츠브라",
	"pasado mañana", "pasado manana", // the day after tomorrow: no past
	"stock de pollo", "cuánto tiempo", "cuanto tiempo", "mucho tiempo", "poco tiempo", "tiempo libre",
	"tiempo de respuesta", "tiempo de entrega", "tiempo de espera", "tiempo de carga", // es: a duration, no weather
	"renovation quote", "repair quote", "contractor quote",
	// help: a great help is no help article
	"große hilfe", "grosse hilfe", "eine hilfe", "great help", "big help", "gran ayuda", "de gran ayuda",
	// check, list: a checklist is a document, not two actions
	"checklist", "checklists", "체크리스트", "チェックリスト",
	// paper, article, citation
	"paper towel", "paper towels", "toilet paper", "paper shredder", "paper plane", "paper airplane",
	"wrapping paper", "paper mario", "traffic citation", "parking citation",
	"휴지", "종이비행기", "키친타월", "인용부호", "인용구",
	"노트북", "ノートパソコン", // a laptop, no note
	"キッチンペーパー", "トイレットペーパー", "紙飛行機", "引用符",
	"卫生纸", "衛生紙", "纸飞机", "紙飛機", "引号", "引號",
	"papel higiénico", "papel de cocina", "avión de papel", "trituradora de papel",
	"toilettenpapier", "küchenpapier", "papierflieger", "bastelanleitung", "aktenvernichter", "anführungszeichen",
	"papier toilette", "essuie-tout", "avion en papier",
	"papel higiênico", "avião de papel",
	// an earlier turn of the conversation is no past time asked for: "이전 대화와 상관없이 …"
	"이전 대화", "이전 요청", "이전 내용", "이전 질문", "이전 지시", "이전 메시지", "前の会話", "前の依頼", "以前の会話", "以前の依頼",
	"previous conversation", "previous request", "previous instructions", "previous message", "earlier conversation",
	"vorherige anfrage", "vorherigen anfrage", "vorherige unterhaltung", "conversación anterior", "petición anterior", "solicitud anterior",
	"이전 작업", "前の作業", "previous task", "vorherige aufgabe", "tarea anterior",
	// what was said before in the conversation: "지난번에 말한 것처럼 …", "as I mentioned last time"
	"지난번에 말한", "지난번에 얘기한", "지난번에 이야기한", "전에 말한", "전에 얘기한", "이전에 말한", "이전에 얘기한", "앞서 말한", "앞서 얘기한",
	"前に言った", "前回話した", "前回言った", "as i mentioned", "as mentioned", "as i said", "wie besprochen", "wie gesagt", "como te dije", "como dije",
	// a phone as the way someone asked is no phone number asked: "고객이 전화로 물어봐서 …"
	"전화로 물어", "전화로 요청", "電話で聞", "電話で頼", // ("전화로 문의할 수 있는 번호" asks a number)
	// weather
	"weather app", "weather apps", "weather vane", "weather widget", "under the weather",
	"基因编辑", "基因編輯", // zh: gene editing, a research topic, no edit
	"出库单", "入库单", "出庫單", "入庫單", // zh: a warehouse slip, a document, no stock
	"菜市场", "菜市場", // zh: a food market, no share's
	"g'day mate", "gday mate", "hey mate", "thanks mate", "cheers mate", "hi mate", // a friend greeted, no material
	"quote me a line", "quote a line", "quote me a passage", "quote a passage", // a line quoted
	"makeup tutorial", "cooking tutorial", "dance tutorial", "guitar tutorial", "youtube tutorial", "video tutorial", "video tutorials", "tutorial de maquiagem", "tutorial de maquillaje", "tutoriel maquillage", // a tutorial to watch, no help article
	"solicitação", "solicitações", // pt: a request, no citation
	// a saints' calendar, a vegetable market and a flea market are nobody's events or shares
	"heiligenkalender", "calendrier des saints", "calendario de santos", "santoral", "성인 달력", "성인달력",
	"marché aux légumes", "marché aux puces", "mercado de verduras", "mercado de abastos", "mercado de pulgas", "gemüsemarkt", "wochenmarkt", "flohmarkt",
	"pluie et du beau temps",            // fr: small talk, no weather
	"没找到", "没有找到", "找不到", "沒找到", "沒有找到", // zh: a search told that found nothing, no search asked
	// "temps" and "tempo" in their sense of time: how long, a time sheet, a cooking, travel or
	// response time, time flying ("quel temps demain à Paris" stays the weather)
	"combien de temps", "quel temps faut", "temps de cuisson", "temps de trajet", "temps de réponse", "temps d'attente", "temps de chargement", "feuille de temps", "temps passe", "temps libre", "perte de temps", "le temps de relire",
	"quanto tempo", "tempo médio", "tempo de resposta", "tempo de carregamento", "tempo de entrega", "tempo de espera", "tempo de viagem", "tempo voa", "pouco tempo", "tempo livre", "perda de tempo",
	"à jour",                     // fr: up to date ("mettre à jour"), no day
	"un hueco de", "el hueco de", // es: a gap of time, no shelf slot
	"का पेपर है", "का पेपर हल", "पेपर हल", "बोर्ड परीक्षा", "चिकन स्टॉक", "वेज स्टॉक", // hi: an exam paper, soup stock
	"दीवार वाला कैलेंडर", "दीवार कैलेंडर", "वॉल कैलेंडर", "कैलेंडर छपवा", // hi: a calendar printed or bought
	"weather report band", "날씨 앱", "날씨앱", "날씨 위젯", "天気アプリ", "天气应用", "天氣應用",
	"app del tiempo", "aplicación del tiempo", "wetter-app", "wetterapp", "wetterfahne",
	"application météo", "aplicativo de clima",
	// user, profile, account
	"user manual", "user persona", "user personas", "user experience", "criminal profile",
	"flavor profile", "flavour profile", "profile picture", "profile photo", "profile pic",
	"프로필 사진", "프로필사진", "사용자 매뉴얼", "사용설명서", "プロフィール写真", "プロフィール画像",
	"取扱説明書", "头像", "頭像", "说明书", "說明書", "プロフィールの写真", "プロフィールの画像",
	"foto de perfil", "manual de usuario", "perfil criminal", "perfil de sabor",
	"profilbild", "benutzerhandbuch", "bedienungsanleitung", "täterprofil", "geschmacksprofil",
	"photo de profil", "manuel d'utilisation", "mode d'emploi",
	"profil aromatique", "perfil aromático", "aromaprofil", "profilo aromatico", // a wine's flavours
	"foto de perfil", "manual do usuário",
	// ticket, support
	"concert ticket", "concert tickets", "movie ticket", "movie tickets", "plane ticket",
	"plane tickets", "train ticket", "train tickets", "parking ticket", "speeding ticket",
	"lottery ticket", "festival ticket", "festival tickets", "theater ticket", "theatre ticket", "museum ticket",
	"bus ticket", "ferry ticket", "game tickets", "match tickets", "show tickets", "support animal", "emotional support", "child support", "life support",
	"support group", "support bra", "tech support scam", "support beam", "support beams", "support column", "support wall", // a structure's support
	"suporte de tv", "suporte de parede", "suporte para tv", "suporte para monitor", "suporte de monitor", "suporte para celular", "suporte de celular", // pt: a mount or a stand
	"콘서트 티켓", "영화 티켓", "기차 티켓", "비행기 티켓", "뮤지컬 티켓", "공연 티켓", "항공권", "기차표", "비행기표", "주차 딱지", "과속 딱지", "복권",
	"コンサートのチケット", "映画のチケット", "ライブのチケット", "電車のチケット", "新幹線のチケット", "飛行機のチケット", "航空券", "駐車違反", "宝くじ",
	"バスのチケット", "試合のチケット", "舞台のチケット", "ディズニーのチケット", "テーマパークのチケット", "美術館のチケット", "駐禁",
	"버스 티켓", "경기 티켓", "놀이공원 티켓", "뮤지컬 표", "estacionamiento ticket",
	"parking tickets", "bus tickets", "parkticket", "parkschein", "busticket",
	"演唱会门票", "电影票", "電影票", "机票", "機票", "火车票", "火車票", "彩票",
	"entradas para el concierto", "entrada de cine", "billete de avión", "multa de aparcamiento",
	"konzertkarte", "konzertkarten", "kinokarte", "flugticket", "strafzettel", "lotterielos",
	"zugticket", "bahnticket", "konzertticket", "theaterkarte", "eintrittskarte",
	"billet de concert", "billet d'avion", "contravention",
	"ingresso do show", "passagem aérea", "multa de estacionamento",
	// calendar, event, schedule
	"advent calendar", "lunar calendar", "calendar app", "event horizon", "event planner", "calendar spread", "mayan calendar", "mayans calendar",
	"presentation material", "material presentation", "support wifi", "supports wifi", "support bluetooth",
	"어드벤트 캘린더", "음력", "캘린더 앱", "アドベントカレンダー", "旧暦", "カレンダーアプリ",
	"阴历", "陰曆", "农历", "農曆", "calendario de adviento", "calendario lunar",
	"adventskalender", "mondkalender", "kalender-app", "calendrier de l'avent",
	// materials, structure, crystal, inventory
	"crafting materials", "building materials", "course materials", "training materials",
	"marketing materials", "study materials", "onboarding materials", "teaching materials",
	"sentence structure", "organizational structure", "org structure", "story structure",
	"plot structure", "data structure", "data structures", "dna structure",
	"自由研究", "研究室の飲み会", "研究室の", // a school project, a lab's party: no research papers
	// cooking ingredients and their cost, and the engineering majors, are no materials searched
	"재료비", "材料費", "재료 손질", "요리 재료", "찌개 재료", "재료 사러", "재료를 사", "料理の材料", "の材料を買", "材料を切",
	"재료공학", "신소재공학", "材料工学", "材料力学",
	// a company's legal form names no share; a thing "決まってる" as a rule is no quote
	"주식회사", "株式会社", "相場が決まって",
	"action item", "action items", "誤起票", // a task on a list is no stock item; a ticket raised by mistake raises none
	"market st", "market street", // an address's street
	// reconsidering (재고 is also 再考), a fixed amount or period (일정), a mood like the
	// weather, a schedule sheet made in a spreadsheet, bank accounts, cooking
	// a poster, ideas or a study plan for an event or a test, a contractor's quote, a
	// subscription's or a gadget's price, a saying, a flavour, a wedding band, reviews,
	// livestock, a questionnaire, savings foreseen: no calendar, share, record or material
	"행사 포스터", "event poster", "poster for the event", "cartel para el evento", "plakat event", "flyer for the event",
	"ideas para un evento", "ideen firmenevent", "ideen für ein event", "イベントの出し物", "出し物のアイデア",
	"study schedule", "공부 schedule", "공부 스케줄", "勉強schedule", "勉強スケジュール", "勉強のスケジュール",
	"quote 받", "업체한테 quote", "love quote", "monthly price", "price 대비", "price相応", "バンドを呼", "quote opening line", "冒頭を引用",
	"aroma profile", "flavor profile", "flavour profile", "reading materials", "lektüre material", "band hochzeit", "band hochzeitsfeier",
	"nutzerbewertungen", "nutzerbewertung", "user reviews", "viehbestand", "stock ganadero", "cabezas de ganado", "inventario de intereses",
	"forecast retirement", "retirement savings",
	"hay en estantería", // how many are in stock, no shelf asked
	"since the ipo", "since its ipo", "seit dem börsengang", "seit ihrem börsengang", "seit seinem börsengang", "desde su salida a bolsa",
	"上場以来", "상장 이후", // a listing past: the share trades
	"fair price", "fairer preis", "precio razonable", "precio justo", "reasonable price", "적당한 price", "적당한 가격", "適正価格",
	"price per square foot", "angebot vom", "계란 price", "卵のprice", // a fair price asked, goods and a contractor's offer
	"재고해", "재고의 여지", "재고할", "재고 부탁", "재고를 부탁", "계정과목", "在庫処分品", "在庫処分セール", "일정 금액", "일정 기간", "일정 수준", "날씨처럼", "날씨 같", "天気みたい", "天気のように",
	"スケジュール表", "cuenta corriente", "cuenta de ahorro", "料理する",
	// code written against an API, a crystal ball, quotes of famous people, name ideas,
	// support shown to a team, school work, weather photography, a mood that does not clear,
	// small talk about the weather, an exchange's history, an air conditioner's setting,
	// what making something takes
	"자바스크립트", "node.js", "nodejs", "코드 예시", "コード例", "codeの例", "code example", "code sample", "sample code", "calendar api",
	"bola de cristal", "crystal ball", "kristallheilung", "crystal healing", "유명한 quote", "ideas de nombres", "nombres para", "show support", "mostrar support", "mostrar apoyo",
	"trabajo de la escuela", "homework", "weather photography", "気分が晴れ", "天気の話題", "historia de la bolsa", "에어컨 온도",
	"エアコンの温度", "に必要な材料", "인벤토리 칸",
	"bei dem wetter jagt", "was für ein wetter", "llueve sobre mojado", "al mal tiempo", // weather sayings and exclamations
	// a moody person, a film about the weather, a paper calendar bought, a subway timetable,
	// a childcare scheme
	"お天気屋", "天気の子", "날씨의 아이", "달력 샀", "달력 새로 샀", "カレンダー買", "カレンダーを買",
	"지하철 시간표", "버스 시간표", "기차 시간표", "子育てサポート",
	"crystal healing", "crystal meaning", "crystal meanings", "game inventory", "kristalle esoterik", "heilsteine",
	"wildbestand", "baumbestand", "fischbestand", "sozialwohnungen", "waldbestand", // de: a population, no stock
	"chemical symbol", "chemisches symbol", "chemische symbol", "símbolo químico", "元素記号", "원소 기호", "symbol mean", // an element's symbol
	"maya-kalender", "jüdische kalender", "jüdischen kalender", "calendario maya", "마야 달력", "조선시대 달력", // another culture's calendar
	"kurs segeln", "kurs volkshochschul", "sprachkurs", "unterrichtsmaterialien", "unterrichtsmaterial", "lehrmaterial", "lernmaterial", "materiales didácticos",
	"wanderstock", "wanderstöcke", "stock wanderung", "wandkalender", "kalender schenken", "kalender verschenken", "kalenderspruch", "kalender-spruch", "kalender wand",
	"paper cut", "aktiengesellschaft", "essay structure", "struktur sonetts", "struktur anschreibens", "struktur bewerbungsanschreibens",
	"name cat", "name dog", "name puppy", "name turtle", "namen katze", "namen hund", "nombre gato", "nombre perro",
	"username gaming", "user name gaming", "benutzername gaming", "personality inventory", "depression inventory",
	"inventory character", "persönlichkeitsinventar", "inventario de personalidad", "support argument", "unterstützung umzug",
	"조직 구조", "조직구조", "문장 구조", "이중나선", "단백질 구조", "물류창고 알바",
	"組織構造", "物語構造", "文構造", "二重らせん", "タンパク質の構造",
	"组织结构", "組織結構", "句子结构", "双螺旋", "雙螺旋", "蛋白质结构",
	"estructura organizativa", "estructura de la oración", "doble hélice",
	"materiales de construcción", "materiales escolares",
	"organisationsstruktur", "satzstruktur", "doppelhelix", "proteinstruktur", "baumaterial",
	"structure organisationnelle", "double hélice",
	"estrutura organizacional", "dupla hélice",
	// an answer or a shipment expected is no calendar's schedule; a business partner no trade
	"回答予定", "返信予定", "対応予定", "発送予定", "取引先",
	// Italian: a verb tense, free or full time, a mount, stocking up, actions to take, a
	// sentence's structure, building or school materials, a health co-pay, a horoscope, a
	// famous quote, a law's article and a latex mattress are no weather, support, stock,
	// share, crystal, material, ticket, forecast, citation, paper or lattice
	"tempo verbale", "tempi verbali", "tempo libero", "tempo pieno", "tempo determinato", "tempo indeterminato", "perdere tempo",
	"supporto da parete", "supporto a parete", "supporto per monitor", "supporto per tv", "supporto per il monitor", "supporto per la tv",
	"fare scorta", "fa scorta", "faccio scorta", "azioni del governo", "azioni correttive", "struttura organizzativa", "struttura della frase",
	"doppia elica", "materiali da costruzione", "materiale scolastico", "ticket sanitario", "ticket per una visita", "ticket per la visita",
	"oroscopo previsioni", "citazione famosa", "citazioni famose", "azioni da intraprendere", "azioni devo intraprendere",
	"physical review", "scienza dei materiali", "tempo reale", "articolo costituzione", "borsa studio", "della costituzione", "articolo di legge", "codice civile", "codice penale", "materasso lattice", "guanti in lattice",
	// words that only begin like a catalog word: "eventuell" is "possibly"
	"eventuell", "eventuelle", "eventuellen", "eventually", "eventualmente",
}
