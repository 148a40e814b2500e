package lexicon

import (
	"strings"
	"unicode"

	"github.com/schemarouter/schemarouter/internal/rx"
)

// A fault handed to the desk. A customer tells the service of something that went wrong
// and asks it to deal with it, with no word for a ticket or a report: "the app crashes
// every time I open the camera tab, pls look into this", "me cobraron dos veces el mismo
// mes, necesito que lo arreglen", "Sie haben mir den Betrag doppelt abgebucht. Bitte
// kümmern Sie sich darum." Such a request opens a ticket, whatever the words of the fault
// name (an update, a payment, a calendar sync). So does a complaint made to the service
// itself ("I want to complain to you about …", "Quiero poner una queja con ustedes").
// A fault told with no ask ("The coffee machine on floor 3 is broken again"), an ask with
// no fault ("please look into this paper"), a complaint to another party ("a complaint to
// Procon about my internet provider") and a question of how to do something are no such
// request.

// HandsOverFault reports whether a request tells the service of a fault and asks it to
// deal with it, or complains to the service itself. A fault of the service's own things
// ("your website", "my order", "since the last update") is handed over by being told,
// unless the request asks a question or names an operation of its own ("… Find support
// articles about that"). main is the request's main operation; quoted text is a message
// quoted, not told.
func (l *Lexicon) HandsOverFault(raw, main string) bool {
	lower := strings.ToLower(withoutQuotes(raw))
	// A complaint to the service or a fault told is what every request handed over says;
	// the costlier reading of other desks and records waits for one.
	toUs, toldCJK, told := complaintToUs.MatchString(lower), faultToldCJK.MatchString(lower), faultTold.MatchString(lower)
	if !toUs && !toldCJK && !told ||
		complaintElsewhere.MatchString(lower) || complaintToOthers.MatchString(lower) || l.NamesThirdPartySupport(raw) || recordNamed.MatchString(lower) {
		return false
	}
	// A correction that names a number changes a record's value: "The band gap listed for
	// mp-149 is wrong, please correct it to 1.12 eV", "TiO2のバンドギャップの値が間違っている
	// ので直してください".
	if l.Family(main) == "update" && strings.ContainsFunc(lower, unicode.IsDigit) {
		return false
	}
	if toUs {
		return true // "I want to complain to you about how your delivery guy treated me"
	}
	if toldCJK && faultHandedOverCJK.MatchString(lower) && !reachQuestion.MatchString(lower) && !helpSearchedCJK.MatchString(lower) {
		return true
	}
	if !told || reachQuestion.MatchString(lower) {
		return false
	}
	if faultHandedOver.MatchString(lower) {
		return true
	}
	toldOnly := main == "" || main == Unclassified || !seeks[main] && tellsWith[l.Family(main)]
	return toldOnly && !strings.ContainsAny(lower, "?？") && faultOfOurs.MatchString(lower)
}

var (
	// seeks are the operations that look something up: a request naming one asks it, not
	// the desk ("… Find support articles about that").
	seeks = set("find", "search", "list", "lookup", "get", "fetch", "retrieve", "explain", "translate")
	// faultTold names something gone wrong: a crash, a breakage, a thing that stopped
	// working, a wrong or incomplete delivery or bill, a double charge, an error, a site down.
	faultTold = rx.MustCompile(`(?:^|[^\pL])(?:` + faultWords + `)(?:$|[^\pL])`)
	// faultOfOurs names a fault of something the service made, sold or sent: "your
	// website", "the blender I bought from you", "my order #55812", "since the last update".
	faultOfOurs = rx.MustCompile(`(?:^|[^\pL])(?:` + oursWords + `)[^\pL](?:[^.!?]{0,80}?[^\pL])?(?:` + faultWords + `)(?:$|[^\pL])|` +
		`(?:^|[^\pL])(?:` + faultWords + `)[^\pL](?:[^.!?]{0,80}?[^\pL])?(?:` + oursWords + `)(?:$|[^\pL])`)
	// faultHandedOver asks the service to deal with what was told: look into it, fix it,
	// put it right, pass it on, take it up.
	faultHandedOver = rx.MustCompile(`(?:^|[^\pL])(?:` +
		`(?:pls|plz|please|can (?:someone|you|u)|could (?:someone|you|u))(?: guys| all)? (?:please )?(?:look into|look at|take a look|check|fix|sort out|investigate|get this corrected|get it corrected|correct it)|` +
		`escalated to (?:your|the) support|raise this with|letting (?:support|you guys) know|(?:pls|please|plz) escalate|sort it out|` +
		`(?:pls|plz|please) fix (?:it|this|that)|fix (?:it |this )?(?:pls|plz|please)|` + // en
		`(?:potete|può|puoi) (?:sistemarlo|sistemarla|verificare|controllare|correggere|risolvere)|sistematelo|controllate|verificate|correggetel[oa]|vorrei segnalarlo|segnalatelo|aiutatemi voi|vi prego di verificare|risolvete|sistematela|sistemate|potete sistemarla|` + // it
		`revisen|revísenlo|lo arreglen|arréglenlo|solucionen|lo solucionen|resuelvan|avisen al equipo|pasarle esto a soporte|pasen esto a soporte|ayudar a reportarlo|arregladlo|arreglad eso|podéis arreglarlo|` + // es
		`merci de (?:regarder|vérifier|corriger)|pouvez-vous (?:régulariser|corriger|vérifier|regarder|transmettre)|s'en occupe|s’en occupe|transmettre ce problème|ouvrez (?:juste )?un dossier|vous pouvez (?:corriger|réparer)|corrigez(?:-le|-la)?|` + // fr
		`podem (?:verificar|ver|resolver|corrigir|registrar)|que (?:resolvam|corrijam|vejam|verifiquem)|corrijam|resolvam|acionar a assistência|registrar isso|consertem|arrumem|` + // pt
		`schaut euch das an|schauen sie sich das an|kümmern sie sich darum|kümmert euch (?:darum|drum)|das (?:bitte )?aufnehmen|nehmt das (?:problem )?auf|ich melde das|bitte (?:beheben|korrigieren|reparieren|fixen)|könnt ihr das (?:beheben|reparieren|fixen)|an die buchhaltung melden` + // de
		`)(?:$|[^\pL])`)
	// faultToldCJK and faultHandedOverCJK are faultTold and faultHandedOver in Japanese,
	// Chinese and Korean, which join words with no space.
	faultToldCJK = rx.MustCompile(`落ちま|落ちる|二重に請求|違う(?:色の)?商品|間違って|エラー|破損|届かない|動かない|開かない|できません|進めません|` + // ja
		`闪退|閃退|扣了两次|扣两次|重复扣|货不对|貨不對|开错|開錯|卡在|没收到|沒收到|没到账|沒到賬|打不开|打不開|报错|報錯|坏了|壞了|` + // zh
		`꺼져요|꺼집니다|두 번 결제|다른 상품이 왔|오류|못 받았|안 돼요|안 됩니다|작동하지 않|튕겨요|깨졌|적립이 안|할인이 안`) // ko
	faultHandedOverCJK = rx.MustCompile(`直してもら|直してくだ|対応お願い|対応してくだ|調べていただ|調べてくだ|修正お願い|修正してくだ|なんとかしてくだ|交換をお願い|記録してくだ|確認して返金|返金をお願い|` + // ja
		`麻烦处理|麻煩處理|帮我查|幫我查|帮我登记|幫我登記|记录下来|記錄下來|帮忙修|幫忙修|帮我反馈|幫我反饋|你们查|你們查|麻烦核实|麻煩核實|处理一下|處理一下|` + // zh
		`고쳐주|고쳐 주|환불해 주|환불해주|처리 부탁|처리해 주|접수해 주|접수해주|봐주세요|봐 주세요|조사해 주|조사해주|확인 부탁|확인 좀 해|확인해 주`) // ko
	// helpSearchedCJK names help documents to look in: what is asked is a search ("公式の
	// ヘルプでマクロエラーについて調べてください").
	helpSearchedCJK = rx.MustCompile(`ヘルプ|記事|マニュアル|faq|도움말|매뉴얼|가이드|帮助|幫助|文档|文檔|指南`)
	// complaintToUs complains to the service itself: "to you", "con ustedes", "auprès de
	// vous", "com vocês", "bei Ihnen", "a voi", "你们", "御社", "귀사".
	complaintToUs = rx.MustCompile(`(?:^|[^\pL])(?:` +
		`complain to you|complaint with you|vorrei fare un reclamo|fare un reclamo a voi|reclamo con voi|` +
		`(?:queja|reclamación|reclamo) con ustedes|quejarme con ustedes|` +
		`(?:me plaindre|réclamation|plainte) auprès de vous|` +
		`(?:reclamação|reclamar) com vocês|` +
		`(?:mich|uns) bei (?:ihnen|euch) beschweren` +
		`)(?:$|[^\pL])|投诉你们|投訴你們|御社に苦情|苦情を申し上げ|귀사에 (?:정식으로 )?항의`)
	// recordNamed names a ticket or a case: what is asked is about that record, which
	// the desk's other rules read ("Please escalate my open case about the billing error").
	recordNamed = rx.MustCompile(`(?:^|[^\pL])(?:ticket|tickets|case|cases|caso|fall)(?:$|[^\pL])|케이스|티켓|チケット|工单|工單`)
	// complaintToOthers takes a complaint to someone else: a regulator, an ombudsman.
	complaintToOthers = rx.MustCompile(`(?:^|[^\pL])(?:procon|profeco|ombudsman|verbraucherzentrale|schlichtungsstelle|médiateur|defensa del consumidor)(?:$|[^\pL])`)
)

// oursWords name what the service made, sold or sent, in en, es, fr, pt, de and it.
const oursWords = `your|bought from you|ordered from you|my order|since the (?:last |latest )?update|after the (?:last |latest )?update|` + // en
	`vuestra|vuestro|compré con ustedes|mi pedido|el pedido|desde la (?:última )?actualización|` + // es
	`votre|vos|achetée? chez vous|ma commande|depuis la (?:dernière )?mise à jour|` + // fr
	`seu|sua|vosso|vossa|comprei de vocês|meu pedido|(?:na|desde a) última atualização|` + // pt
	`eure|euer|euren|eurer|bei (?:ihnen|euch) (?:gekauft|bestellt)|meine bestellung|seit dem (?:letzten )?update|` + // de
	`vostro|vostra|vostri|vostre|comprato da voi|il mio ordine|dopo l['’]aggiornamento` // it

// faultWords are the words of a fault, in en, es, fr, pt, de and it.
const faultWords = `crash(?:es|ed|ing)?|broke|broken|stopped working|(?:does ?n[o']t|do ?n[o']t|won[o']t|is ?n[o']t|not) (?:work(?:ing)?|load(?:ing)?)|does nothing|blank (?:white )?screen|` +
	`(?:is|been|went|'s been|’s been) down|wrong|error|charged (?:me )?(?:twice|double)|billed (?:me )?twice|arrived (?:damaged|broken)|this (?:problem|issue)|` +
	`someone else['’]s (?:package|parcel|order)|even though i cancel(?:l)?ed|(?:keeps )?logging me out|blank page|empty file|` + // en
	`se cierra|se cuelga|se rompió|rot[oa]|no funciona|dejó de funcionar|no carga|equivocad[oa]|incorrect[oa]|cobraron dos veces|cobro doble|falla|este problema|` + // es
	`plante|planté|cassée?|ne (?:marche|fonctionne) (?:plus|pas)|plus rien ne marche|erreur|erronée?|fuit|(?:prélevée?|débitée?) deux fois|incomplète?|il manque|ne se fait plus|ce problème|` + // fr
	`trav(?:a|ou|ando)|quebr(?:ou|ad[oa])|parou de|não (?:funciona|carrega|abre)|errad[oa]|cobrad[oa] duas vezes|cobraram duas vezes|sumiu|desloga|esse problema|` + // pt
	`stürzt|abgestürzt|absturz|kaputt|falsche?[nrs]?|funktioniert (?:nicht|nicht mehr)|hängt|(?:doppelt|zweimal) abgebucht|(?:kommt|kommen)[^.!?]{0,30}? nicht an|fehler|liefert (?:gar )?keine|` +
	`(?:ist|sind|war) (?:schon )?(?:wieder )?down|dieses problem|` + // de
	`si chiude da sola|si blocca|crasha|non funziona|continua a non funzionare|addebitat[oi] due volte|sbagliat[oa]|errat[oa]|manca un|rott[oa]|difettos[oa]|arrivato aperto|invece del|invece della|non si carica|dà errore` // it
