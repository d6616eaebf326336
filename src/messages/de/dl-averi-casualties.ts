/** The German of dl-averi's messages on collision, lights, pilots and shipwreck: each id as the English declares it (see docs/languages.md). German, with the Law's Danish term beside a term of art at first use: Schiffer (skipper), Lotse (lods), Laternen (lygter), Spätherbst (om efterhøst); the Law's quoted words kept as they are. */

import type { Catalogue } from "../catalogue.js";

export default {
  // Verbindungen
  "dl-averi/joins.and": "{first} und {last}",
  "dl-averi/joins.comma": "{first}, {rest}",
  "dl-averi/joins.semicolon": "{first}; {rest}",

  // 6–17: Zusammenstoß, Anker und Bojen (gemeinsam)
  "dl-averi/6-17#collision": "Zusammenstoß, Anker und Bojen, dl-averi/6–17",
  "dl-averi/collision.ownerOf": "Reeder der {ship}",
  "dl-averi/collision.theOwners": "Die Reeder der {ship}",
  "dl-averi/collision.theOwnersIn": "die Reeder der {ship}",
  "dl-averi/collision.ownersTogether": "die Reeder der {ship} zusammen ({owners})",
  "dl-averi/collision.skipperOf": "Schiffer (skipper) der {ship}",
  "dl-averi/collision.ownerOfGoods": "Eigentümer von {what} in der {ship}",
  "dl-averi/collision.ownerOfSomeGoods": "Eigentümer von Gut in der {ship}",
  "dl-averi/collision.goodsOf": "{what} von {owner} in der {ship}",
  "dl-averi/collision.someGoodsOf": "Gut von {owner} in der {ship}",
  "dl-averi/collision.herself": "die {ship} selbst (Rumpf und Gerät)",
  "dl-averi/collision.herOwner": "ihr Reeder",
  "dl-averi/collision.herOwners": "ihre Reeder",
  "dl-averi/collision.nothingPasses": "zwischen ihnen geht nichts hin und her",
  "dl-averi/collision.flow": "{amount} von {from} an {to}",
  "dl-averi/collision.bears": "{who} {amount}",
  "dl-averi/collision.bearsRounded": "{who} {amount} (gerundet {rounded})",
  "dl-averi/collision.rounding": "Jeder Teil wird genau gerechnet, dann auf die kleinste Einheit. {tieBreak}",
  "dl-averi/collision.itsPart": "sein Teil des Schadens",
  "dl-averi/collision.paysRounded":
    "{pays} (auf die kleinste Einheit gerundet; die genauen Teile stehen in der Aufstellung)",
  "dl-averi/collision.borne": "{pool} getragen: {shares}; {flows}",
  "dl-averi/collision.bearsNote": "{who} trägt {amount}: {reason}",
  "dl-averi/collision.loss": "{what}, {amount}",
  "dl-averi/collision.lossNote": "{label}: {losses}",
  "dl-averi/collision.summary": "{pool}: {shares}",
  "dl-averi/collision.stillToAssess": "noch zu schätzen",
  "dl-averi/collision.halfAndHalf": "halb und halb",
  "dl-averi/collision.judgedBy": "{judged} ({by})",
  "dl-averi/collision.notYetAssessed": "{what}, noch nicht geschätzt ({q})",
  "dl-averi/collision.halvesNoOther": "halb und halb, da kein anderes Verhältnis geschätzt ist ({q})",
  "dl-averi/collision.damageTo": "Schaden an der {ship}",
  "dl-averi/collision.damageToGoodsIn": "Schaden am Gut in der {ship}",
  "dl-averi/collision.damageToShipAndGoods": "Schaden an der {ship} und dem Gut darin",
  "dl-averi/collision.slippedBy": "Tau und Anker, von der {ship} schlüpfen gelassen",
  "dl-averi/collision.oathOf": "Eid der {ship}",
  "dl-averi/10#left-to-good-men":
    "ein Teil, der dem Ermessen guter Männer oder Seeleute überlassen ist, ist von ihnen zu geben: nichts ist geschuldet, bis sie ihn geben",
  "dl-averi/10#halves-until-assessed":
    "die Schiffe tragen den Schaden halb und halb, bis die Schätzer anders erkennen (Q-A05 R2)",
  "dl-averi/6-17.underSail": "{ships} stießen unter Segel zusammen ({at})",
  "dl-averi/6-17.runDown": "{sailing} lief unter Segel auf {lying}, die {how} in {where} lag ({at}–10)",
  "dl-averi/6-17.madeFast": "festgemacht",
  "dl-averi/6-17.atAnchor": "vor Anker",
  "dl-averi/6-17.harbour": "einem Hafen",
  "dl-averi/6-17.roadstead": "einer Reede",
  "dl-averi/6-17.openWater": "offenem Fahrwasser",
  "dl-averi/6-17.drifting": "{drifting} riss sich los und trieb auf {atAnchor}, die vor Anker lag ({at}–12)",
  "dl-averi/6-17.slipped": "{ships} ließen Tau und Anker schlüpfen, um der treibenden {drifting} zu entgehen ({at})",
  "dl-averi/6-17.closeQuarters": "{cannot} konnte der nahe liegenden {can} nicht ausweichen ({at}–15)",
  "dl-averi/6-17.unbuoyed": "{damaged} kam am Anker der {anchor} zu Schaden, der ohne Boje lag ({at}–17)",
  "dl-averi/6-17.ship": "{ship}",

  // 6: zwei Schiffe unter Segel
  "dl-averi/6#ships-damage-pooled":
    "'skaden' ist der Schaden, den die beiden Schiffe nahmen ('fange begge skade'): er wird zusammengelegt und halbiert, und der Schaden am Gut bleibt bei dessen Eigentümern",
  "dl-averi/6#goods-pooled":
    "der Schaden am Gut wird mit dem der Schiffe zusammengelegt und mit ihm halbiert (Q-A03 R2)",
  "dl-averi/6#ships-pay": "die Hälften zahlen die beiden Schiffe, das heißt ihre Reeder",
  "dl-averi/6#skippers-pay":
    "'da gælde begge skipperne skaden' so gelesen, dass die Schiffer die Hälften aus eigenen Mitteln zahlen (Q-A35 R2)",
  "dl-averi/6#half-and-half":
    "kommen zwei Schiffe gesegelt und können einander nicht ausweichen, und nehmen beide Schaden: schwören beide Schiffer (skipper) mit ihrem Volk, dass es aus Unglück (af uråd) und nicht mit Vorsatz geschah, so zahlen beide den Schaden halb und halb, bei Tag oder bei Nacht",
  "dl-averi/6.twoShips": "der Schaden der beiden Schiffe",
  "dl-averi/6.shipsAndGoods": "der Schaden der Schiffe und des Guts",
  "dl-averi/6.theShips": "die Schiffe (ihre Reeder)",
  "dl-averi/6.theSkippers": "die Schiffer persönlich",
  "dl-averi/6.terms": "{a}, {b}",
  "dl-averi/6.skipperPersonally": "{skipper}, Schiffer der {ship}, persönlich",
  "dl-averi/6.ship": "{ship}",
  "dl-averi/6.skipperReason":
    "als Schiffer der {ship} die Hälfte des zusammengelegten Schadens aus eigenen Mitteln ({terms})",
  "dl-averi/6.shipReason": "als {ship} ({owner}) die Hälfte des zusammengelegten Schadens ({terms})",
  "dl-averi/6.skipperPays": "seine Hälfte des zusammengelegten Schadens von {pool} (dl-averi/6; {terms})",
  "dl-averi/6.shipPays":
    "die Hälfte der {ship} am zusammengelegten Schaden von {pool}, abzüglich ihres eigenen Schadens (dl-averi/6; {terms})",
  "dl-averi/6.label":
    "Der Schaden des Zusammenstoßes unter Segel, {what}, zusammengelegt und halb und halb getragen ({at})",
  "dl-averi/6.labelShipsAndGoods": "Schiffe und Gut",
  "dl-averi/6.labelBothShips": "beide Schiffe",
  "dl-averi/6.swear":
    "mit seinem Volk der {ship} schwören, dass der Zusammenstoß aus Unglück ('af uråd') und nicht mit Vorsatz geschah",
  "dl-averi/6.swearSworn":
    "mit seinem Volk der {ship} schwören, dass der Zusammenstoß aus Unglück ('af uråd') und nicht mit Vorsatz geschah — geschworen, wie der Fall sagt",
  "dl-averi/6.swearRefused":
    "mit seinem Volk der {ship} schwören, dass der Zusammenstoß aus Unglück ('af uråd') und nicht mit Vorsatz geschah — laut Fall nicht geschworen",
  "dl-averi/6.notPooled": "Nach Q-A03 R1 nicht zusammengelegt: der Schaden am Gut bleibt bei dessen Eigentümern",
  "dl-averi/6.couldAvoid":
    "{a} und {b} hätten einander ausweichen können: dl-averi/6 spricht von Schiffen, die es nicht können; der Text gibt für diesen Fall keine Regel, und sealaw legt keine Haftung fest.",
  "dl-averi/6.neitherDamaged":
    "dl-averi/6 spricht von zwei Schiffen, die beide Schaden nehmen; hier nahm keines Schaden: der Text gibt für diesen Fall keine Regel, und sealaw legt keine Haftung fest.",
  "dl-averi/6.onlyDamaged":
    "dl-averi/6 spricht von zwei Schiffen, die beide Schaden nehmen; hier nahm nur {ships} Schaden: der Text gibt für diesen Fall keine Regel, und sealaw legt keine Haftung fest.",
  "dl-averi/6.refused":
    "{skippers} {n, plural, one {hat mit seinem Volk} other {haben mit ihrem Volk}} nicht geschworen, dass es aus Unglück und nicht mit Vorsatz geschah: dl-averi/6 gilt nicht ohne beide Eide, und der Text gibt für diesen Fall keine Regel, und sealaw legt keine Haftung fest. Hätten beide geschworen: {would}.",
  "dl-averi/6.pending":
    "dl-averi/6 gilt nur, wenn beide Schiffer mit ihrem Volk geschworen haben, dass es aus Unglück und nicht mit Vorsatz geschah; {skippers} {n, plural, one {hat} other {haben}} noch nicht geschworen, und bis dahin legt sealaw keine Haftung fest. Sobald beide geschworen haben: {would}.",

  // 7–10: ein stillliegendes Schiff, angesegelt
  "dl-averi/7#skipper-pays":
    "ein Schiff, das im Hafen oder auf der Reede vor Anker liegt oder festgemacht ist, wird durch Versäumnis und schlechte Vorsicht des Schiffers von einem, das gesegelt kommt, angelaufen: der Schiffer, der den Schaden tat, zahlt ihn ganz aus eigenem Geld, soweit sein Vermögen reicht; kann er nicht, so haftet das Schiff dafür",
  "dl-averi/7#within-her-value":
    "'da gælde skibet skaden': was der Schiffer nicht zahlen kann, wird dem Schiff auferlegt, das mit seinem Wert haftet",
  "dl-averi/7#owners-answer":
    "die Reeder des Schiffes haften persönlich für das, was der Schiffer nicht zahlen kann (Q-A04 R2)",
  "dl-averi/7#ship-answers":
    "kann der Schiffer nicht zahlen, so haftet das Schiff für den Schaden ('da gælde skibet skaden')",
  "dl-averi/8#goods-shielded":
    "doch soll das Kaufmannsgut nicht dafür leiden ('Dog ikke købmands godset det at undgælde')",
  "dl-averi/9#own-damage":
    "nimmt das segelnde Schiff selbst Schaden, so habe es den Schaden für seine Mühe: es trägt ihn",
  "dl-averi/10#necessity":
    "geschieht der Schaden aber aus Not ('af nøds sag'), so soll er von beiden Schiffen nach dem Ermessen guter Männer, wie es billig sein kann, ersetzt werden",
  "dl-averi/10#lying-ships-damage":
    "'skaden' ist der Schaden am stillliegenden Schiff, wie in 7–9; das segelnde Schiff behält seinen eigenen Schaden (dl-averi/9)",
  "dl-averi/10#both-pooled": "der Schaden beider Schiffe wird zusammengelegt und von beiden ersetzt (Q-A33 R2)",
  "dl-averi/7-10.shipWithinValue": "das Schiff, in Höhe seines Wertes",
  "dl-averi/7-10.ownersPersonally": "ihre Reeder, persönlich",
  "dl-averi/7-10.lyingDamage": "der Schaden am stillliegenden Schiff und dem Gut darin",
  "dl-averi/7-10.bothPooled": "der Schaden beider Schiffe, zusammengelegt",
  "dl-averi/7-10.skipperOwnProperty": "{skipper}, Schiffer der {ship}, aus eigenem Vermögen",
  "dl-averi/7-10.skipperReason":
    "der Schiffer, der den Schaden tat, zahlt ihn ganz aus eigenem Geld, soweit sein Vermögen ({means}) reicht",
  "dl-averi/7-10.skipperPays":
    "den ganzen Schaden, den er tat, aus eigenem Geld, soweit sein Vermögen reicht (dl-averi/7)",
  "dl-averi/7-10.theShipNamed": "Das Schiff {name}",
  "dl-averi/7-10.theShipIn": "das Schiff {name}",
  "dl-averi/7-10.shipRole":
    "die {ship} selbst, deren Wert für das haftet, was ihr Schiffer nicht zahlen kann (Q-A04 R1)",
  "dl-averi/7-10.withinValue": "{ship}, in Höhe ihres Wertes",
  "dl-averi/7-10.shipReasonValue":
    "was der Schiffer nicht zahlen kann, wird dem Schiff auferlegt, in Höhe seines Wertes von {value} ({q})",
  "dl-averi/7-10.shipReasonNoValue":
    "was der Schiffer nicht zahlen kann, wird dem Schiff auferlegt, in Höhe seines Wertes (noch zu schätzen) ({q})",
  "dl-averi/7-10.shipPaysValue":
    "der Rest des Schadens, den der Schiffer nicht zahlen kann, dem Schiff auferlegt in Höhe seines Wertes von {value} (dl-averi/7; Q-A04 R1)",
  "dl-averi/7-10.shipPaysNoValue":
    "der Rest des Schadens, den der Schiffer nicht zahlen kann, dem Schiff auferlegt in Höhe seines Wertes, noch zu schätzen (dl-averi/7; Q-A04 R1)",
  "dl-averi/7-10.ownersLabel": "die Reeder der {ship}, persönlich",
  "dl-averi/7-10.ownersReason": "was der Schiffer nicht zahlen kann, dafür haften die Reeder der {ship} ({q})",
  "dl-averi/7-10.ownersPay": "der Rest des Schadens, den der Schiffer nicht zahlen kann (dl-averi/7; Q-A04 R2)",
  "dl-averi/7-10.unpaidReason":
    "weder vom Vermögen des Schiffers noch vom Wert des Schiffes erreicht: er bleibt bei denen, die ihn erlitten, nach ihrem Schaden",
  "dl-averi/7-10.neglectLabel":
    "Der Schaden an der {lying} und dem Gut darin, ersetzt vom Schiffer der {sailing} und dann von ihrem Schiff ({at})",
  "dl-averi/7-10.asAssessed": "wie die guten Männer schätzten",
  "dl-averi/7-10.toMakeGood":
    "{pool}, von beiden Schiffen zu ersetzen im Verhältnis, das gute Männer für billig halten",
  "dl-averi/7-10.ship": "{ship}",
  "dl-averi/7-10.necessityReason": "{ship} ({owner}) trägt {share} des Schadens, {how} ({terms})",
  "dl-averi/7-10.necessityPays": "der Teil der {ship} am Schaden aus Not, {how} (dl-averi/10; {terms})",
  "dl-averi/7-10.necessityLabelPooled":
    "Der Schaden aus Not, der Schaden beider Schiffe zusammengelegt, von beiden Schiffen ersetzt ({at})",
  "dl-averi/7-10.necessityLabel":
    "Der Schaden aus Not, der Schaden an der {ship} und dem Gut darin, von beiden Schiffen ersetzt ({at})",
  "dl-averi/7-10.allTheDamage":
    "der ganze Schaden, {pool}, aus dem eigenen Vermögen des Schiffers, soweit es reicht, das der Fall nicht angibt",
  "dl-averi/7-10.answers": "haftet",
  "dl-averi/7-10.doesNotAnswer": "haftet nicht",
  "dl-averi/7-10.ownDamage": "{amount}, getragen von {who} ({role})",
  "dl-averi/7-10.neglectFinding":
    "Ob der Schaden aus Versäumnis und schlechter Vorsicht des Schiffers der {ship} kam (dl-averi/7) oder aus Not (dl-averi/10)",
  "dl-averi/7-10.elsewhere":
    "dl-averi/7–10 sprechen von einem Schiff, das im Hafen oder auf der Reede liegt; die {ship} lag anderswo, und der Text gibt für diesen Fall keine Regel: sealaw legt keine Haftung fest.",
  "dl-averi/7-10.courtHears": "vom Text nicht genannt: das Gericht, das den Fall hört",
  "dl-averi/7-10.findingBasis":
    "dl-averi/7 gilt 'om det sker for hans forsømmelse og onde forsyn', dl-averi/10 'sker skaden af nøds sag'; den Befund als facts.incident.cause angeben",
  "dl-averi/7-10.valueOf": "Der Wert der {ship}, in dessen Höhe ihr der Rest des Schadens auferlegt wird",
  "dl-averi/7-10.notNamed": "vom Text nicht genannt",
  "dl-averi/7-10.valueBasis":
    "dl-averi/7 'da gælde skibet skaden' so gelesen, dass der Wert des Schiffes haftet (Q-A04 R1); als Wert des Schiffes angeben",
  "dl-averi/7-10.unpaid":
    "{amount} des Schadens erreicht weder das Vermögen des Schiffers noch der Wert der {ship}: der Text gibt keinen weiteren Rückgriff, und er bleibt bei denen, die ihn erlitten.",
  "dl-averi/7-10.meansOf":
    "Was das eigene Vermögen des Schiffers der {ship} wert ist ('så vidt hans gods kan tilstrække')",
  "dl-averi/7-10.meansBasis":
    "dl-averi/7: der Schiffer zahlt aus eigenem Geld, soweit sein Vermögen reicht, das Schiff den Rest; als skipper_means des Schiffes angeben",
  "dl-averi/7-10.allDamageTo":
    "der ganze Schaden an {what}, {amount}, aus eigenem Geld, soweit sein Vermögen reicht (dl-averi/7)",
  "dl-averi/7-10.herself": "die {ship} selbst",
  "dl-averi/7-10.goodsOf": "{what} von {owner} in der {ship}",
  "dl-averi/7-10.someGoodsOf": "Gut von {owner} in der {ship}",
  "dl-averi/7-10.whatAnswers": "Was für den Schaden haftet, den der Schiffer der {ship} nicht zahlen kann",
  "dl-averi/7-10.noGoods":
    "Kein Kaufmannsgut war an Bord der {ship}; wäre welches da gewesen, so haftete es nicht für den Schaden",
  "dl-averi/7-10.proportions": "Das Verhältnis, in dem {a} und {b} den Schaden ersetzen",
  "dl-averi/7-10.goodMen": "gute Männer ('gode mænd')",
  "dl-averi/7-10.goodMenBasis": "dl-averi/10: 'efter gode mænds tykke, som skelligt kan være'",
  "dl-averi/7-10.goodMenBasisR1":
    "dl-averi/10: 'efter gode mænds tykke, som skelligt kan være'; nichts ist geschuldet, bis sie es geben (Q-A05 R1); als facts.incident.assessed angeben",
  "dl-averi/7-10.goodMenBasisR2":
    "dl-averi/10: 'efter gode mænds tykke, som skelligt kan være'; halb und halb, bis sie anders erkennen (Q-A05 R2); als facts.incident.assessed angeben",
  "dl-averi/7-10.goodsInShip":
    "Das Gut in der {ship}: dl-averi/7–10 sprechen nicht von seinem Schaden, und er bleibt bei seinen Eigentümern",
  "dl-averi/7-10.ifNeglectNoMeans":
    "der Schiffer der {ship} zahlt den ganzen Schaden, soweit sein Vermögen reicht, und das Schiff den Rest",
  "dl-averi/7-10.untilFound":
    "Bis festgestellt ist, ob der Schaden aus Versäumnis oder aus Not kam, legt sealaw keine Haftung fest. Kam er aus Versäumnis und schlechter Vorsicht des Schiffers (dl-averi/7): {ifNeglect}. Kam er aus Not (dl-averi/10): beide Schiffe ersetzen ihn nach dem Ermessen guter Männer.",
  "dl-averi/7-10.neither":
    "Der Schaden kam nach dem Befund weder aus Versäumnis des Schiffers (dl-averi/7) noch aus Not (dl-averi/10): der Text gibt für diesen Fall keine Regel, und sealaw legt keine Haftung fest.",

  // 11–13: ein losgerissenes Schiff, und Tau und Anker schlüpfen gelassen
  "dl-averi/11#both-ships":
    "ein Schiff reißt sich los, wenn Anker oder Tau in Sturm oder anderem Unglück bricht, und treibt auf eines, das fest vor seinem Anker liegt, beide nehmen Schaden, und sein Schiffer wird unschuldig befunden: der Schaden wird von Seeleuten besichtigt und von beiden Schiffen nach ihrem Ermessen bezahlt",
  "dl-averi/12#anchored-owes-nothing":
    "nimmt aber nur das Schiff Schaden, das auf das andere treibt, so soll das Schiff, das vor Anker liegt, in keiner Weise dafür leiden",
  "dl-averi/13#cable-and-anchor":
    "ein Schiff wird von Sturm und Unwetter vertrieben, und Schiffe in seinem Fahrwasser lassen Tau und Anker schlüpfen, um größeren Schaden zu verhüten: Tau und Anker werden zwischen dem treibenden Schiff und denen, die schlüpfen ließen, nach dem Spruch der Seeleute berechnet und bezahlt",
  "dl-averi/11-13.pendingBasis": "{words}; {meanwhile} ({q}); als facts.incident.assessed angeben",
  "dl-averi/11-13.asJudged": "wie die Seeleute erkannten",
  "dl-averi/11-13.toSurvey":
    "{pool}, von Seeleuten zu besichtigen und von beiden Schiffen nach ihrem Ermessen zu zahlen",
  "dl-averi/11-13.ship": "{ship}",
  "dl-averi/11-13.driftReason": "{ship} ({owner}) trägt {share} des Schadens, {how}",
  "dl-averi/11-13.driftPays": "der Teil der {ship} am Schaden beider Schiffe, {how} (dl-averi/11)",
  "dl-averi/11-13.driftLabel":
    "Der Schaden beider Schiffe, besichtigt und von beiden nach dem Ermessen der Seeleute bezahlt ({at})",
  "dl-averi/11-13.owesNothing": "{anchored} schuldet nichts; der Schaden der {drifter}, {amount}, bleibt, wo er fiel",
  "dl-averi/11-13.innocentWhat":
    "Ob der Schiffer der {drifter} unschuldig daran ist, dass sie sich losriss und auf die {anchored} trieb",
  "dl-averi/11-13.innocentBy": "vom Text nicht genannt ('findes uskyldig')",
  "dl-averi/11-13.innocentBasis":
    "dl-averi/11 gilt, wenn 'skipperen der udi findes uskyldig'; den Befund als facts.incident.skipper_innocent angeben",
  "dl-averi/11-13.surveyWhat":
    "Die Besichtigung des Schadens beider Schiffe und das Verhältnis, in dem {drifter} und {anchored} ihn zahlen",
  "dl-averi/11-13.surveyBy": "Seeleute ('søfarende mænd')",
  "dl-averi/11-13.surveyWords":
    "dl-averi/11: 'besigtes af søfarende mænd, og betales af begge skibene efter deres gode tykke og forstand'",
  "dl-averi/11-13.untilJudged": "nichts ist geschuldet, bis sie erkannt haben",
  "dl-averi/11-13.halvesUntilJudged": "halb und halb, bis sie anders erkennen",
  "dl-averi/11-13.notInnocent":
    "Der Schiffer der {drifter} wird nicht unschuldig befunden: dl-averi/11 sagt nicht, wer dann zahlt. Die nächste Regel ist dl-averi/7 (ein schuldiger Schiffer zahlt aus eigenem Vermögen, dann sein Schiff), sie spricht aber von einem Schiff, das gesegelt kommt, nicht von einem, das treibt; sealaw entscheidet es nicht und legt keine Haftung fest.",
  "dl-averi/11-13.untilInnocent":
    "Bis der Schiffer der {drifter} unschuldig befunden ist, gilt dl-averi/11 nicht, und sealaw legt keine Haftung fest. Sobald er es ist: {would}.",
  "dl-averi/11-13.onlyAnchored":
    "Nur die {anchored}, die vor Anker lag, nahm Schaden: dl-averi/11 spricht davon, dass beide Schiffe Schaden nehmen, und dl-averi/12 vom treibenden Schiff allein; der Text gibt für diesen Fall keine Regel, und sealaw legt keine Haftung fest.",
  "dl-averi/11-13.neither": "Keines der Schiffe nahm Schaden: es ist nichts zu zahlen",
  "dl-averi/11-13.cableOf": "Tau und Anker, welche die {ship} schlüpfen ließ",
  "dl-averi/11-13.declared": "wie die Seeleute sprachen",
  "dl-averi/11-13.declaredBy": "wie die Seeleute sprachen ({by})",
  "dl-averi/11-13.notYetDeclared":
    "{pool}, zwischen dem treibenden Schiff und denen, die schlüpfen ließen, nach dem Spruch der Seeleute zu berechnen, noch nicht gesprochen ({q})",
  "dl-averi/11-13.halvesEach":
    "jedes Tau und jeder Anker halb und halb zwischen dem treibenden Schiff und dem Schiff, das es schlüpfen ließ, da kein anderes Verhältnis gesprochen ist ({q})",
  "dl-averi/11-13.slipReasonDrifter": "{ship} ({owner}), das treibende Schiff: {how}",
  "dl-averi/11-13.slipReasonSlipper": "{ship} ({owner}), die Tau und Anker schlüpfen ließ: {how}",
  "dl-averi/11-13.slipPays": "der Teil der {ship} an den geschlüpften Tauen und Ankern, {how} (dl-averi/13)",
  "dl-averi/11-13.noWorth": "kein Tau und kein Anker von irgendeinem Wert wurde schlüpfen gelassen",
  "dl-averi/11-13.slipLabel":
    "Die geschlüpften Taue und Anker, berechnet zwischen dem treibenden Schiff und denen, die sie schlüpfen ließen ({at})",
  "dl-averi/11-13.notToPrevent":
    "dl-averi/13 spricht von Schiffen, die Tau und Anker schlüpfen lassen, weil Schaden zu erwarten ist, um größeren Schaden zu verhüten; der Fall sagt, dass es nicht darum geschah, und der Text gibt dafür keine Regel: sealaw legt keine Haftung fest.",
  "dl-averi/11-13.reckonWhat": "Wie die geschlüpften Taue und Anker zwischen {drifter} und {ships} berechnet werden",
  "dl-averi/11-13.reckonBy": "Seeleute ('søfarne mænd')",
  "dl-averi/11-13.reckonWords": "dl-averi/13: 'efter søfarne mænds sigelse'",
  "dl-averi/11-13.untilDeclared": "nichts ist geschuldet, bis sie gesprochen haben",
  "dl-averi/11-13.halvesUntilDeclared": "halb und halb, bis sie anders sprechen",
  "dl-averi/11-13.otherDamage":
    "dl-averi/13 berechnet nur die geschlüpften Taue und Anker; der Schaden, den der Fall {ships} gibt, wird danach nicht entschieden.",

  // 14–15: Schiffe, die zu nahe liegen
  "dl-averi/14#ask":
    "Schiffe liegen nahe beieinander, das eine so nahe am Grund oder aus anderem Grund, dass es nicht ausweichen kann, und es besteht Gefahr, dass sie einander beschädigen: das, welches nicht ausweichen kann, soll das andere, das es kann, bitten, seinen Anker zu lichten, um Schaden zu verhüten",
  "dl-averi/14#self-help":
    "und will er ihn nicht lichten, 'skal han selv det må gøre': es darf ohne ihn getan werden (Q-A06)",
  "dl-averi/15#forbade":
    "verbietet es aber der andere oder hindert es, und geschieht dadurch Schaden, so soll der, der ausweichen konnte, ihn zahlen",
  "dl-averi/14-15.followedLabel": "Der Schaden, der folgte, gezahlt von dem, der ausweichen konnte ({at})",
  "dl-averi/14-15.couldGiveWay": "{skipper}, Schiffer der {ship}, der ausweichen konnte",
  "dl-averi/14-15.forbadeReason":
    "der Schiffer der {ship}, der ausweichen konnte und das Lichten seines Ankers {did, select, did_forbid {verbot} other {hinderte}}, zahlt den Schaden, der folgte ('den, som kunne vige': der Mann, nicht das Schiff, das der Text 'det' nennt)",
  "dl-averi/14-15.forbadePays":
    "der Schaden, der folgte, als er das Lichten seines Ankers {did, select, did_forbid {verbot} other {hinderte}} (dl-averi/15)",
  "dl-averi/14-15.paidBy": "{pool}, gezahlt von {skipper}",
  "dl-averi/14-15.mayWeigh": "{skipper} darf den Anker der {ship} selbst lichten ({q})",
  "dl-averi/14-15.mustWeigh": "{skipper}, der ausweichen konnte, muss seinen Anker selbst lichten ({q})",
  "dl-averi/14-15.mustAsk": "{stuck} muss {free} bitten, seinen Anker zu lichten",
  "dl-averi/14-15.noDanger":
    "dl-averi/14 spricht von Schiffen, die so nahe liegen, dass Gefahr besteht, einander zu beschädigen; der Fall sagt, es bestand keine, und der Text gibt dafür keine Regel.",
  "dl-averi/14-15.ask":
    "den Schiffer der {ship}, der ausweichen kann, bitten, seinen Anker zu lichten, um Schaden zu verhüten",
  "dl-averi/14-15.askAsked":
    "den Schiffer der {ship}, der ausweichen kann, bitten, seinen Anker zu lichten, um Schaden zu verhüten — gebeten, wie der Fall sagt",
  "dl-averi/14-15.askNot":
    "den Schiffer der {ship}, der ausweichen kann, bitten, seinen Anker zu lichten, um Schaden zu verhüten — laut Fall nicht getan",
  "dl-averi/14-15.didNotAsk":
    "{skipper} bat die {ship} nicht, ihren Anker zu lichten: der Text gibt dafür keine Folge, und sealaw legt keine fest.",
  "dl-averi/14-15.weighed": "{skipper} lichtete seinen Anker, als er gebeten wurde",
  "dl-averi/14-15.weighChoice": "den Anker der {ship} selbst lichten, um Schaden zu verhüten",
  "dl-averi/14-15.letItLie": "ihn liegen lassen",
  "dl-averi/14-15.weighDuty": "seinen Anker selbst lichten, da er es auf die Bitte nicht wollte (Q-A06 R2)",
  "dl-averi/14-15.stuckHurt":
    "{ship} nahm Schaden, aber dl-averi/15 lässt den, der ausweichen konnte, nur zahlen, wenn er das Lichten seines Ankers verbot oder hinderte; {said, select, said_nothing {der Fall sagt nicht, dass er es tat} other {der Fall sagt, dass er es nicht tat}}, und der Text gibt dafür keine Regel: sealaw legt keine Haftung fest.",
  "dl-averi/14-15.freeHurt":
    "{ship}, die ausweichen konnte, nahm auch Schaden: dl-averi/14–15 sagen nicht, wer ihn trägt, und sealaw entscheidet nichts darüber.",

  // 16–17: Anker ohne Boje
  "dl-averi/16#pays-all":
    "ein Schiff kommt am Anker eines anderen Schiffes zu Schaden, der ohne Boje liegt: das Schiff, das keine Boje hat, zahlt den Schaden des anderen ganz",
  "dl-averi/16#altsammen":
    "'den andens skade altsammen': der ganze Schaden des anderen Schiffes, das Gut darin eingeschlossen, das 17 sonst nicht auszunehmen bräuchte",
  "dl-averi/16#ship-only":
    "der Schaden des anderen ist der des Schiffes selbst, Rumpf und Gerät, ohne das Gut darin (Q-A32 R2)",
  "dl-averi/17#halves":
    "es sei denn, die Bojenleine ist gerissen, nachdem der Anker ausgeworfen wurde, und der Schiffer, selbst der vierte mit drei der besten Männer im Schiff, will mit ihrem Eid behalten, dass eine Boje am Anker war, als er ihn zuletzt auswarf, und dass er nichts anderes wusste, als dass eine Boje daran war, als der Schaden geschah: dann zahlen beide Schiffe den Schaden halb und halb, Kaufmannsgut ausgenommen",
  "dl-averi/17#goods-excepted":
    "'købmandsgods undtaget' nimmt das Kaufmannsgut aus dem halbierten Schaden: der Schaden des Schiffes wird halbiert, und der Schaden am Gut bleibt bei dessen Eigentümern",
  "dl-averi/17#goods-halved":
    "'undtaget' befreit das Gut vom Beitrag, während sein Schaden doch von den beiden Schiffen halb und halb getragen wird (Q-A07 R2)",
  "dl-averi/16-17.shipOnly": "der eigene Schaden des beschädigten Schiffes",
  "dl-averi/16-17.shipAndGoods": "der Schaden am Schiff und dem Gut darin",
  "dl-averi/16-17.ship": "{ship}",
  "dl-averi/16-17.halfReason": "{ship} ({owner}) trägt die Hälfte, Kaufmannsgut ausgenommen ({terms})",
  "dl-averi/16-17.halfPays": "die Hälfte der {ship} am Schaden, Kaufmannsgut ausgenommen (dl-averi/17; {terms})",
  "dl-averi/16-17.halvesWithGoods":
    "Der Schaden an der {ship} und dem Gut darin, von den beiden Schiffen allein halb und halb getragen ({at})",
  "dl-averi/16-17.halvesShip":
    "Der Schaden an der {ship} selbst, von beiden Schiffen halb und halb gezahlt, Kaufmannsgut ausgenommen ({at})",
  "dl-averi/16-17.paysAllWithGoods":
    "Der Schaden der {ship} und des Guts darin, ganz gezahlt vom Schiff ohne Boje ({at})",
  "dl-averi/16-17.paysAll": "Der Schaden der {ship}, ganz gezahlt vom Schiff ohne Boje ({at})",
  "dl-averi/16-17.withoutBuoy": "{ship}, deren Anker ohne Boje lag",
  "dl-averi/16-17.paysAllReason":
    "{ship} ({owner}), deren Anker ohne Boje lag, zahlt den Schaden des anderen ganz ('altsammen') ({terms})",
  "dl-averi/16-17.paysAllPays": "der ganze Schaden, der an ihrem Anker ohne Boje geschah (dl-averi/16; {terms})",
  "dl-averi/16-17.notThree": "der Fall nennt {n} Männer, die mit dem Schiffer schwören, nicht drei",
  "dl-averi/16-17.skipperAmong": "der Fall nennt den Schiffer selbst unter den dreien; er ist der vierte",
  "dl-averi/16-17.notHisPeople": "{men} {n, plural, one {gehört} other {gehören}} nicht zum Volk der {ship}",
  "dl-averi/16-17.swearNamed":
    "schwören, selbst der vierte mit drei der besten Männer der {ship} ('selv fjerde': {men}), dass eine Boje am Anker war, als er ihn zuletzt auswarf, und dass er nichts anderes wusste, als dass eine Boje daran war, als der Schaden geschah{oath, select, oath_sworn { — geschworen, wie der Fall sagt} oath_refused { — laut Fall nicht geschworen} other {}}",
  "dl-averi/16-17.swearUnnamed":
    "schwören, selbst der vierte mit drei der besten Männer der {ship} ('selv fjerde', im Fall nicht genannt), dass eine Boje am Anker war, als er ihn zuletzt auswarf, und dass er nichts anderes wusste, als dass eine Boje daran war, als der Schaden geschah{oath, select, oath_sworn { — geschworen, wie der Fall sagt} oath_refused { — laut Fall nicht geschworen} other {}}",
  "dl-averi/16-17.swearWith":
    "mit {skipper}, Schiffer der {ship}, schwören, dass eine Boje am Anker war, als der Schiffer ihn zuletzt auswarf, und dass er nichts anderes wusste, als dass eine Boje daran war, als der Schaden geschah",
  "dl-averi/16-17.goodsExcepted":
    "Kaufmannsgut ausgenommen (Q-A07 R1): der Schaden am Gut bleibt bei dessen Eigentümern",
  "dl-averi/16-17.shipDamageOnly":
    "Nur der Schaden des Schiffes (Q-A32 R2): der Schaden am Gut bleibt bei dessen Eigentümern",
  "dl-averi/16-17.badOath":
    "Der Eid soll geschworen sein, aber {fault}: es ist nicht der Eid 'selv fjerde' von dl-averi/17, und dl-averi/16 bleibt bestehen. Vom Schiffer mit drei der besten Männer der {ship} geschworen, ergäbe er halb und halb: {would}.",
  "dl-averi/16-17.notSworn":
    "Die Bojenleine riss, nachdem der Anker ausgeworfen war, aber {skipper} {oath, select, oath_refused {hat nicht geschworen} other {hat noch nicht geschworen}}, selbst der vierte mit drei der besten Männer der {ship}, dass eine Boje da war, als er den Anker zuletzt auswarf, und dass er nichts anderes wusste, als der Schaden geschah: dl-averi/16 bleibt bestehen. Wäre der Eid geschworen, so gälte dl-averi/17, und {goods, select, goods_halved {die beiden Schiffe allein zahlten halb und halb, das Gut darin eingeschlossen (Q-A07 R2)} other {beide Schiffe zahlten halb und halb, Kaufmannsgut ausgenommen}}: {would}.",
  "dl-averi/16-17.anchorHurt":
    "{ship}, deren Anker es war, nahm auch Schaden: dl-averi/16–17 sprechen nur vom Schaden des Schiffes, das am Anker zu Schaden kam, und sealaw entscheidet nichts über ihren.",

  // Lesarten zu 6–17
  "reading:collision_sharing": "Bei einem Zusammenstoß unter Segel (dl-averi/6): was wird halb und halb geteilt?",
  "reading:collision_sharing.R1":
    "der Schaden beider Schiffe, zusammengelegt: der Schaden an beiden Schiffen (Rumpf und Gerät) wird addiert, und jede Seite trägt die Hälfte",
  "reading:collision_sharing.R2":
    "Schiffe und Ladung, zusammengelegt: wie R1, mit dem Schaden an der Ladung in beiden Schiffen hinzugerechnet",
  "reading:ship_answers":
    "Kann der säumige Schiffer (skipper) nicht zahlen, 'gælde skibet skaden' (dl-averi/7): was bedeutet das?",
  "reading:ship_answers.R1":
    "der Wert des Schiffes haftet: der Rest des Schadens wird dem Schiff auferlegt, nicht den Reedern persönlich",
  "reading:ship_answers.R2": "die Reeder haften: die Schiffseigner haften für den Rest",
  "reading:assessed_split":
    "Wo der Schaden 'nach dem Ermessen guter Männer' zu teilen ist (dl-averi/10, /11, /13): gibt es einen Teil, der bis dahin gilt?",
  "reading:assessed_split.R1": "keinen: das Verhältnis geben die Schätzer, und nichts ist geschuldet, bis sie es geben",
  "reading:assessed_split.R2": "gleiche Hälften, sofern nicht anders geschätzt, wie in dl-averi/6 und im älteren Recht",
  "reading:anchor_self_help":
    "'skal han selv det må gøre' (dl-averi/14): wer darf den Anker lichten, wenn der andere sich weigert?",
  "reading:anchor_self_help.R1": "der bittende Schiffer: er darf den Anker des anderen Schiffes selbst lichten",
  "reading:anchor_self_help.R2": "der, der sich weigerte: der, der ausweichen konnte, muss es selbst tun",
  "reading:buoy_halves":
    "Bei der Ausnahme der Boje (dl-averi/17): was wird halb und halb geteilt, und was schließt 'købmandsgods undtaget' aus?",
  "reading:buoy_halves.R1":
    "nur der Schaden des Schiffes: nur der Schaden am Schiff (Rumpf und Gerät) wird geteilt; der Schaden an der Ladung liegt außerhalb der Regel und bleibt, wo er fällt",
  "reading:buoy_halves.R2":
    "die Ladung trägt nicht bei: aller Schaden, die Ladung eingeschlossen, wird geteilt, aber nur von den beiden Schiffen",
  "reading:unbuoyed_damage_scope":
    "Nach dl-averi/16: umfasst 'den andens skade altsammen' den Schaden an der Ladung im beschädigten Schiff?",
  "reading:unbuoyed_damage_scope.R1":
    "der ganze Schaden, die Ladung eingeschlossen: das Schiff ohne Boje zahlt den ganzen verursachten Schaden, am beschädigten Schiff und an der Ladung darin",
  "reading:unbuoyed_damage_scope.R2":
    "nur der Schaden des Schiffes: der eigene Schaden des anderen Schiffes (Rumpf und Gerät); der Schaden an der Ladung bleibt, wo er fällt",
  "reading:necessity_damage_pool":
    "Nach dl-averi/10 (Schaden aus Not): wird nur der Schaden am stillliegenden Schiff geteilt oder der Schaden beider Schiffe?",
  "reading:necessity_damage_pool.R1":
    "der Schaden am stillliegenden Schiff, wie in dl-averi/7; das segelnde Schiff trägt seinen eigenen Schaden, wie in dl-averi/9",
  "reading:necessity_damage_pool.R2":
    "der Schaden beider Schiffe, zusammengelegt und nach dem Ermessen guter Männer geteilt, wie in dl-averi/6 und /11",
  "reading:collision_payer": "Nach dl-averi/6: wer zahlt die Hälften, die Schiffe oder die Schiffer persönlich?",
  "reading:collision_payer.R1":
    "die Schiffe: 'begge skipperne' steht für die beiden Schiffe, die sie führen; jedes Schiff (seine Reeder) trägt die Hälfte",
  "reading:collision_payer.R2":
    "die Schiffer persönlich, wie die Worte sagen: jeder Schiffer haftet für die Hälfte aus eigenen Mitteln, und der Schaden der Reeder wird aus dem ersetzt, was die Schiffer zahlen",

  // 5, 18–19: Feuer am Strand und Laternen
  "dl-averi/5-19#lights": "Lichter auf See und am Strand, dl-averi/5, 18–19",
  "dl-averi/5#false-light":
    "wer nachts Feuer macht oder ein Zeichen auf Klippen oder sonst am Strand setzt, um Seefahrer irrezuführen und in Unglück oder Gefahr zu bringen, soll mit dem Leben bestraft werden, wenn er dessen rechtmäßig überführt wird",
  "dl-averi/18#at-anchor":
    "Schiffe, die in offenem Fahrwasser vor Anker liegen, sollen sich mit Laternen (lygter) versehen",
  "dl-averi/18#sailing-late-autumn":
    "Schiffe, die im Spätherbst (om efterhøst) segeln, wenn die Nächte dunkel sind, sollen sich mit Laternen versehen",
  "dl-averi/18#lanterns":
    "es soll sich mit Laternen versehen ('forsyne sig med lygter'), um aller zu befürchtenden Gefahr vorzubeugen",
  "dl-averi/18#michaelmas-to-martinmas":
    "'om efterhøst', wenn die Nächte dunkel sind: von Michaelis (29. September) bis Martini (11. November), den Festtagen, nach denen man das Jahr rechnete",
  "dl-averi/18#october-november": "Spätherbst sind die Monate Oktober und November (Q-S08 R2)",
  "dl-averi/18#september-to-november": "Spätherbst sind die Monate September, Oktober und November (Q-S08 R3)",
  "dl-averi/19#small-craft":
    "doch sind damit die kleinen Fahrzeuge nicht gemeint, die solche Laternen nicht bequem (bekvemmelig) führen können",
  "reading:lantern_scope":
    "Gilt 'wenn die Nächte dunkel sind' (dl-averi/18) auch für Schiffe, die in offenem Fahrwasser vor Anker liegen?",
  "reading:lantern_scope.R1":
    "beide Fälle, dunkle Nächte: Laternen vor Anker in offenem Fahrwasser und beim Segeln im Spätherbst, in beiden Fällen in dunklen Nächten",
  "reading:lantern_scope.R2":
    "vor Anker immer: vor Anker in offenem Fahrwasser nachts zu jeder Jahreszeit; beim Segeln nur in dunklen Spätherbstnächten",
  "reading:late_autumn": "'om efterhøst' (dl-averi/18): welche Tage des Jahres sind Spätherbst?",
  "reading:late_autumn.R1": "von Michaelis (29. September) bis Martini (11. November), beide Tage eingeschlossen",
  "reading:late_autumn.R2": "die Monate Oktober und November",
  "reading:late_autumn.R3": "die Monate September, Oktober und November",
  "dl-averi/18-19.notNamed": "vom Text nicht genannt",
  "dl-averi/18-19.ship": "{ship}",
  "dl-averi/18-19.Ship": "{ship}",
  "dl-averi/18-19.michaelmas": "Michaelis (29. September) bis Martini (11. November)",
  "dl-averi/18-19.octNov": "Oktober und November",
  "dl-averi/18-19.sepNov": "September bis November",
  "dl-averi/18-19.lateAsSaid": "Spätherbst, wie der Fall sagt",
  "dl-averi/18-19.notLateAsSaid": "kein Spätherbst, wie der Fall sagt",
  "dl-averi/18-19.noSeason": "der Fall gibt weder die Jahreszeit noch den Tag",
  "dl-averi/18-19.dayIsLate": "{date} ist Spätherbst, gerechnet {span} ({q})",
  "dl-averi/18-19.dayIsNotLate": "{date} ist kein Spätherbst, gerechnet {span} ({q})",
  "dl-averi/18-19.darkNight": "in dunkler Nacht",
  "dl-averi/18-19.lightNight": "in einer Nacht, die nicht dunkel war",
  "dl-averi/18-19.byDay": "bei Tag",
  "dl-averi/18-19.whenAnchorDark": "vor Anker in offenem Fahrwasser in dunkler Nacht",
  "dl-averi/18-19.noDarkSaid": "der Fall sagt nicht, ob die Nacht dunkel war ({q})",
  "dl-averi/18-19.anchorDarkWithin":
    "vor Anker in offenem Fahrwasser, {dark}: innerhalb der Regel, die auch vor Anker dunkle Nächte verlangt ({q})",
  "dl-averi/18-19.anchorDarkOutside":
    "vor Anker in offenem Fahrwasser, {dark}: außerhalb der Regel, die auch vor Anker dunkle Nächte verlangt ({q})",
  "dl-averi/18-19.whenAnchorNight": "nachts vor Anker in offenem Fahrwasser",
  "dl-averi/18-19.noNightSaid": "der Fall sagt nicht, ob es Nacht war ({q})",
  "dl-averi/18-19.anchorNightOutside":
    "vor Anker in offenem Fahrwasser, {dark}: außerhalb der Regel, die vor Anker jede Nacht eine Laterne verlangt, dunkel oder nicht ({q})",
  "dl-averi/18-19.anchorNightWithin":
    "vor Anker in offenem Fahrwasser, {dark}: innerhalb der Regel, die vor Anker jede Nacht eine Laterne verlangt, dunkel oder nicht ({q})",
  "dl-averi/18-19.whenSailing": "segelnd im Spätherbst in dunkler Nacht",
  "dl-averi/18-19.sailingNotDark": "segelnd {dark}: die Regel verlangt dunkle Nächte",
  "dl-averi/18-19.sailingSeason": "segelnd, {season}",
  "dl-averi/18-19.sailingDark": "segelnd in dunkler Nacht, {season}",
  "dl-averi/18-19.missingSeason": "ob es Spätherbst war (er gibt weder die Jahreszeit noch den Tag)",
  "dl-averi/18-19.missingDark": "ob die Nacht dunkel war",
  "dl-averi/18-19.sailingMissing": "segelnd; der Fall sagt nicht, {missing}",
  "dl-averi/18-19.inHarbour":
    "vor Anker in einem Hafen: dl-averi/18 spricht von Schiffen vor Anker in offenem Fahrwasser",
  "dl-averi/18-19.otherSituation":
    "weder vor Anker in offenem Fahrwasser noch segelnd: dl-averi/18 spricht nicht von ihr",
  "dl-averi/18-19.bound": "verpflichtet, eine Laterne zu führen",
  "dl-averi/18-19.exempt": "nicht gemeint: ein kleines Fahrzeug, das keine bequem führen kann",
  "dl-averi/18-19.unlessExempt": "verpflichtet, sofern sie nicht unfähig befunden wird, eine bequem zu führen",
  "dl-averi/18-19.skipperOf": "der Schiffer der {ship}",
  "dl-averi/18-19.canCarryWhat": "Ob die {ship}, ein kleines Fahrzeug, bequem ('bekvemmelig') eine Laterne führen kann",
  "dl-averi/18-19.canCarryBasis":
    "dl-averi/19: kleine Fahrzeuge, die solche Laternen nicht bequem führen können, sind von dl-averi/18 nicht gemeint",
  "dl-averi/18-19.noSanction":
    "Der Text nennt keine Strafe; das Fehlen einer Laterne wirkt sich auf die Schuld bei einem Zusammenstoß aus.",
  "dl-averi/18-19.outsideNote": "{ship}: {reason}",
  "dl-averi/18-19.carriedAnyway": "{ship} führte eine Laterne: ob sie musste, ist hier ohne Belang ({reason}).",
  "dl-averi/18-19.carriedWhether": "führte eine Laterne, ob verlangt oder nicht",
  "dl-averi/18-19.cannotTell":
    "Ob die {ship} eine Laterne führen musste, lässt sich nicht sagen: {reason}. dl-averi/18 verlangt eine {when}.",
  "dl-averi/18-19.cannotTellSkipper":
    "Ob die {ship} ({skipper}) eine Laterne führen musste, lässt sich nicht sagen: {reason}. dl-averi/18 verlangt eine {when}.",
  "dl-averi/18-19.notKnown": "aus dem Fall nicht bekannt",
  "dl-averi/18-19.noneRequired": "keine Laterne verlangt",
  "dl-averi/18-19.smallExempt":
    "ein kleines Fahrzeug, das keine Laterne bequem führen kann: von der Regel nicht gemeint",
  "dl-averi/18-19.duty":
    "die {ship} mit Laternen versehen und sie führen ('forsyne sig med lygter'), {when}, um aller zu befürchtenden Gefahr vorzubeugen",
  "dl-averi/18-19.dutyUnless": "{duty} — sofern sie nicht unfähig befunden wird, eine bequem zu führen ({at})",
  "dl-averi/18-19.smallWarn":
    "{ship} ist ein kleines Fahrzeug: sie musste eine Laterne führen, {when}, sofern sie keine bequem führen kann (dl-averi/19), was noch zu schätzen ist.",
  "dl-averi/18-19.smallWarnNone":
    "{ship} ist ein kleines Fahrzeug: sie musste eine Laterne führen, {when}, sofern sie keine bequem führen kann (dl-averi/19), was noch zu schätzen ist. Sie führte keine; hätte sie bequem eine führen können, wirkt sich das auf die Schuld bei einem Zusammenstoß aus.",
  "dl-averi/18-19.requiredUnless": "eine Laterne verlangt, sofern sie keine bequem führen kann (zu schätzen)",
  "dl-averi/18-19.carriedNone": "{ship} musste eine Laterne führen, {when}, und führte keine. {noSanction}",
  "dl-averi/18-19.carriedNoneSkipper":
    "{ship} ({skipper}) musste eine Laterne führen, {when}, und führte keine. {noSanction}",
  "dl-averi/18-19.requiredNone": "eine Laterne verlangt, und keine geführt",
  "dl-averi/18-19.notSaid": "{ship} musste eine Laterne führen, {when}; der Fall sagt nicht, ob sie es tat.",
  "dl-averi/18-19.notSaidSkipper":
    "{ship} ({skipper}) musste eine Laterne führen, {when}; der Fall sagt nicht, ob sie es tat.",
  "dl-averi/18-19.requiredUnknown": "eine Laterne verlangt, nicht bekannt, ob geführt",
  "dl-averi/18-19.requiredCarried": "eine Laterne verlangt und geführt",
  "dl-averi/18-19.section": "Laternen: {ship} ({at}–19)",
  "dl-averi/5.fire": "machte nachts Feuer",
  "dl-averi/5.markOnShore": "setzte ein Zeichen am Strand",
  "dl-averi/5.mark": "setzte ein Zeichen",
  "dl-averi/5.act": "{what}",
  "dl-averi/5.actWhere": "{what} {where}",
  "dl-averi/5.actOn": "{what} am {date}",
  "dl-averi/5.actWhereOn": "{what} {where} am {date}",
  "dl-averi/5.offence": "{act}, um Seefahrer irrezuführen und in Unglück oder Gefahr zu bringen; rechtmäßig überführt",
  "dl-averi/5.offenceBy":
    "{act}, um Seefahrer irrezuführen und in Unglück oder Gefahr zu bringen; rechtmäßig überführt vor {court}",
  "dl-averi/5.penalty": "mit dem Leben zu bestrafen ('straffes på sit liv')",
  "dl-averi/5.show": "{who}: {penalty}",
  "dl-averi/5.notToMislead":
    "{who} {act}, aber nicht, um Seefahrer irrezuführen: die Absicht, sie irrezuführen und in Unglück oder Gefahr zu bringen, gehört zur Tat von dl-averi/5, die es nicht erreicht.",
  "dl-averi/5.notSaid":
    "{who} {act}; der Fall sagt nicht, dass es geschah, um Seefahrer irrezuführen. Diese Absicht gehört zur Tat von dl-averi/5, und ohne sie folgt keine Strafe.",
  "dl-averi/5.alleged":
    "Es wird behauptet, {who} {act}, um Seefahrer irrezuführen und in Unglück oder Gefahr zu bringen. dl-averi/5 bestraft ihn mit dem Leben erst, wenn er dessen rechtmäßig überführt ist ('hvo sådant lovlig overbevises'); bis dahin wird keine Strafe verhängt.",
  "dl-averi/5.noWreck":
    "Kein Schiffbruch muss folgen: der Wortlaut bestraft das Feuer oder Zeichen, das zum Irreführen gesetzt wird, was auch daraus wurde.",
  "dl-averi/5.section": "Falsche Feuer und Zeichen am Strand ({at})",
  "dl-averi/5.punished": "{p} von {n} mit dem Tod bestraft",
  "dl-averi/5.oneFalseLight": "ein falsches Feuer am Strand: {who} ({at})",
  "dl-averi/5.falseLights": "{n} falsche Feuer am Strand: {who} ({at})",
  "dl-averi/5.noOne": "niemand rechtmäßig überführt",
  "dl-averi/5.punishedWith": "{who} mit dem Leben bestraft",
  "dl-averi/5.lanterns": "Laternen: {ships} ({at}–19)",
  "dl-averi/5.shipSummary": "{ship}, {summary}",
  "dl-averi/5.both": "{a}; {b}",

  // 54–59: Lotse (lods) und Tiefgang
  "dl-averi/54-59#pilots": "Lotsen (lods) und der Tiefgang, dl-averi/54–59",
  "dl-averi/54#hire":
    "wo ein Schiffer (skipper) mit seinem Schiff in Lotsenfahrwasser (lodsmands farvand) kommt, soll er verpflichtet sein, einen Lotsen (lodsmand) zum besten Preis zu mieten, den er mit ihm ausmachen kann",
  "dl-averi/54#board": "der Schiffer soll dem Lotsen die Kost geben ('kosten')",
  "dl-averi/54#wage":
    "der Schiffer soll den Lohn des Lotsen aus dem Gut zahlen, nach dem Brauch und Handel, der auf dem Markt üblich ist, wo er löscht",
  "dl-averi/55#own-money":
    "unterfängt sich der Schiffer dagegen, das Schiff ohne Lotsen einzubringen, und kommt es zu Schaden, so soll er es selbst aus eigenem Geld ersetzen",
  "dl-averi/55#necessity": "es sei denn, es geschieht in Not ('uden det sker udi nøds sag'), und nicht anders",
  "dl-averi/55#necessity-pleaded": "Not geltend gemacht und noch nicht festgestellt: ob es Not war, ist zu schätzen",
  "dl-averi/55#necessity-general-rules":
    "in Not trägt der Schiffer den Schaden nicht persönlich; er fällt unter die anderen Regeln: Havarie (havari), wenn ein bewusstes Opfer, sonst wo er fällt (Q-A28 R1)",
  "dl-averi/55#necessity-who-bears": "in Not ist nicht gesagt, wer den Schaden trägt (Q-A28 R2): eine Angabe",
  "dl-averi/56#declare":
    "sobald der Schiffer einen Lotsen angenommen hat, soll er ihm ehrlich sagen, wie viele Fuß tief sein Schiff geht",
  "dl-averi/57#understated":
    "gibt er es nicht richtig an, sondern sagt es geringer, so soll er für jeden Fuß, den er verschweigt, sechzehn Lot Silber geben",
  "dl-averi/57#to-the-pilot":
    "'da skal han give … lodsmanden seksten lod sølv': das Silber wird dem Lotsen gegeben, dem getäuschten Mann",
  "dl-averi/57#payee-not-named":
    "'fortier lodsmanden' heißt 'verschweigt dem Lotsen', und der Text nennt keinen Empfänger (Q-A25 R2)",
  "dl-averi/57#whole-feet":
    "'for hver fod han fortier': die Strafe wird in Fuß gezählt, und nur ganze verschwiegene Fuß zählen",
  "dl-averi/57#begun-foot": "jeder angefangene Fuß zählt als Fuß (Q-A26 R2)",
  "dl-averi/57#pro-rata": "die Strafe läuft anteilig, sechzehn Lot je Fuß, Teile eines Fußes eingeschlossen (Q-A26 R3)",
  "dl-averi/58#proof":
    "der Schiffer soll genauen Beweis nehmen, wie viele Fuß er angab und was er dem Lotsen gezahlt hat, und danach dem Kaufmann und den Reedern Rechnung ablegen",
  "dl-averi/59#pilot-fault":
    "versieht sich ein Lotse, so wird er bestraft, wie zuvor vom Steuermann im ersten Kapitel, fünften Artikel gesagt ist (Danske Lov 4-1-5)",
  "reading:pilot_wage_payer": "Wer trägt den Lohn des Lotsen (lods) ('af godset betale hans løn', dl-averi/54)?",
  "reading:pilot_wage_payer.R1":
    "die Ladung, nach Ortsbrauch: der Lohn ist eine Last des Guts, verteilt, wie der Brauch des Löschhafens sagt; der Schiffer gibt dem Lotsen die Kost",
  "reading:pilot_wage_payer.R2": "der Schiffer zahlt den Lotsen und holt es vom Gut wieder",
  "reading:pilot_wage_payer.R3": "der Ortsbrauch entscheidet, wie viel auf das Schiff und wie viel auf das Gut fällt",
  "reading:draft_penalty_payee": "An wen werden die sechzehn Lot Silber je Fuß gezahlt (dl-averi/57)?",
  "reading:draft_penalty_payee.R1": "an den Lotsen: 'give ... lodsmanden seksten lod sølv'",
  "reading:draft_penalty_payee.R2":
    "nicht genannt: 'fortier lodsmanden' heißt 'verschweigt dem Lotsen', und der Empfänger wird nicht gesagt (eine Angabe)",
  "reading:draft_fraction": "Wie werden Teile eines Fußes bei der Tiefgangsstrafe gezählt (dl-averi/57)?",
  "reading:draft_fraction.R1": "nur ganze Fuß: nur volle zu gering angegebene Fuß zählen",
  "reading:draft_fraction.R2": "jeder angefangene Fuß: jeder angefangene Fuß zählt als Fuß",
  "reading:draft_fraction.R3": "anteilig: die Strafe ist verhältnismäßig, 16 Lot je Fuß, Bruchteile eingeschlossen",
  "reading:pilot_penalty_xref": "Was ist die Strafe eines Lotsen, der sich versieht (dl-averi/59)?",
  "reading:pilot_penalty_xref.R1":
    "wie die des Steuermanns in Danske Lov Buch 4, Kapitel 1, Artikel 5, das nicht unter den Texten von sealaw ist: genannt, nicht entschieden",
  "reading:necessity_no_pilot":
    "Fuhr der Schiffer aus Not ohne Lotsen ein, und folgt Schaden (dl-averi/55): wer trägt ihn?",
  "reading:necessity_no_pilot.R1":
    "die allgemeinen Regeln: nicht der Schiffer persönlich; der Verlust fällt unter die anderen Regeln (Havarie, wenn ein bewusstes Opfer, sonst wo er fällt)",
  "reading:necessity_no_pilot.R2": "offen: nicht gesagt; eine Angabe",

  // 1–4, 42–48: Schiffbruch und was folgt
  "dl-averi/1-4,42-48#shipwreck": "Schiffbruch oder Strandung und was folgt, dl-averi/1–4 und 42–48",
  "dl-averi/1#salvage":
    "ein Schiffer (skipper), der Schiffbruch erleidet, soll verpflichtet sein, mit dem Schiffsvolk das Schiff, das Gut (gods) und das Schiffsgerät zu bergen",
  "dl-averi/1#reward":
    "und dafür von den Kaufleuten einen redlichen Bergelohn (bjergeløn) nach dem Spruch guter Männer erhalten",
  "dl-averi/1#reward-by-value":
    "der Bergelohn wird von den Kaufleuten als einer Gesamtheit geschuldet ('af købmændene') und unter ihnen nach dem Wert des geborgenen Guts eines jeden geteilt, 'hver efter sin anpart' (dl-averi/32, 41)",
  "dl-averi/1#reward-by-good-men":
    "'efter gode mænds sigelse' reicht auch auf die Teilung unter den Kaufleuten: die guten Männer teilen ihn (Q-S07 R2)",
  "dl-averi/2#freight":
    "der Befrachter (befragter) soll dem Schiffer seine Fracht (fragt) für das geborgene Gut zahlen, je nachdem die Reise lang ist, und wie ehrliche Männer es für recht erkennen",
  "dl-averi/2#wages":
    "der Schiffer soll dem Schiffsvolk seine Heuer zahlen, je nachdem die Reise lang ist, wie ehrliche Männer es für recht erkennen",
  "dl-averi/2#voyage-made":
    "'efter som sejladsen er lang til': die Fracht für das geborgene Gut und die Heuer der Seeleute werden beide nach dem gemachten Teil der Reise bemessen",
  "dl-averi/2#wages-by-voyage":
    "die Heuer wird so bemessen; die Fracht ist die vereinbarte Fracht für das geborgene Gut (Q-A01 R2)",
  "dl-averi/2#whole-voyage":
    "die ganze Reise: die volle Heuer und die vereinbarte Fracht für das geborgene Gut (Q-A01 R3)",
  "dl-averi/3#theft":
    "wer etwas vom schiffbrüchigen Gut wegschafft oder unterschlägt, wird wie für anderen Diebstahl bestraft",
  "dl-averi/4#refuses":
    "welcher Seemann nicht helfen will, Schiff, Gut und Gerät zu bergen, soll seine Führung (føring) und Heuer verlieren, samt dem, was er zuvor empfangen hat",
  "dl-averi/4#repays-advances":
    "der Seemann, der nicht bergen will, verliert seine Heuer mit dem, was er bezogen hat: er zahlt seine Vorschüsse zurück",
  "dl-averi/4#forfeits-what-is-owed":
    "er verliert nur, was ihm noch geschuldet wird, und behält, was er bezogen hat (Q-A02 R2)",
  "dl-averi/42#repair":
    "der Schiffer soll das Schiff so schnell wie möglich ausbessern lassen, wenn es geschehen kann, und das Gut des Kaufmanns zu Markt führen",
  "dl-averi/43#beyond-repair":
    "kann es aber nicht ausgebessert werden, so soll der Schiffer für das geborgene Gut so viel Fracht haben, wie gute Männer nach den Umständen der Reise für billig halten",
  "dl-averi/44#bulk":
    "wird etwas vom Gut verdorben, so soll dieser Schaden über das andere geborgene Gut gehen, wenn es Sturzgut (styrtegods) und loses Gut ist",
  "dl-averi/44#over-the-goods":
    "der Verlust des verdorbenen Sturzguts geht über das geborgene Gut, das Sturzgut oder alles (Q-A34), nach Menge oder nach Wert (Q-A16)",
  "dl-averi/44#poured-together":
    "'styrtegods' ist zusammengeschüttetes Gut, wie in dl-averi/33: loses Gut, das für sich gehalten wird, gehört nicht dazu und trägt seinen eigenen Verlust",
  "dl-averi/44#any-loose-goods": "jedes unverpackte Gut ist 'styrtegods', zusammengeschüttet oder nicht (Q-A16 R3)",
  "dl-averi/44#other-bulk-only":
    "der Verlust geht nur über das andere Sturzgut, wie in dl-averi/33; Gut in Tonnen, Packen und Stücken ist jedes Eigentümers eigenes (dl-averi/45)",
  "dl-averi/44#all-salvaged-goods":
    "'det andet gods, som bjerget er': der Verlust geht über alles andere geborgene Gut, nach Wert (Q-A34 R2)",
  "dl-averi/44#by-quantity": "der Verlust an Sturzgut geht über das andere Sturzgut nach Menge, wie in dl-averi/33",
  "dl-averi/44#by-value": "der Verlust an Sturzgut wird nach Wert geteilt (Q-A16 R2)",
  "dl-averi/45#own-mark":
    "ist es aber Tonnengut, Packen und Stückgut, so nimmt jeder das Gut mit seiner eigenen Marke und zahlt die Kosten, die auf ihn fallen",
  "dl-averi/46#wages":
    "werden das Schiff und ein Teil des Guts und Geräts geborgen, so sollen die Seeleute nicht ihre volle Heuer haben, sondern nach dem Anteil, für den der Schiffer Fracht hat, und nicht anders",
  "dl-averi/47#misfortune":
    "gehen Schiff und Gut durch Unglück verloren, und kann der Schiffer mit all seinem Schiffsvolk beweisen, dass es nicht durch sein Versäumnis geschah: so darf er sein Schiff bergen, wenn er kann, und schuldet den Kaufleuten keinen Ersatz für ihr Gut",
  "dl-averi/47#all-his-crew":
    "der Schiffer beweist es 'med alt sit skibsfolk': jeder Mann des Schiffsvolks muss den Beweis tragen",
  "dl-averi/47#crew-generally":
    "das Zeugnis des Schiffsvolks genügt ohne jeden Mann davon: mehr als die Hälfte von ihnen (Q-A22 R2)",
  "dl-averi/48#answers":
    "tut er es mit Willen und aus Bosheit, oder geschieht es durch sein oder seiner Leute Versäumnis, so soll er dem Kaufmann dafür haften und keine Macht haben, in irgendeiner Weise mit dem Schiff zu handeln, bis er den Kaufmann befriedigt hat",
  "reading:voyage_length": "'efter som sejladsen er lang til' (dl-averi/2): welches Maß, und wofür?",
  "reading:voyage_length.R1":
    "pro rata itineris: die Fracht für das geborgene Gut und die Heuer stehen beide im Verhältnis zum vollendeten Teil der Reise, wie ehrliche Männer erkennen",
  "reading:voyage_length.R2":
    "anteilig, nur die Heuer: die Heuer wird so bemessen; die Fracht ist die vereinbarte Fracht für das geborgene Gut",
  "reading:voyage_length.R3":
    "die Länge der ganzen Reise: die Heuer für die ganze Reise und die vereinbarte Fracht für das geborgene Gut",
  "reading:refuser_advances":
    "Muss ein Seemann, der sich weigert zu bergen, zurückzahlen, was er schon bezogen hat (dl-averi/4)?",
  "reading:refuser_advances.R1":
    "ja: er verliert seine Führung und Heuer samt dem, was er empfangen hatte, das heißt, er muss die Vorschüsse zurückzahlen",
  "reading:refuser_advances.R2":
    "nein: er verliert alles noch Geschuldete; die schon bezogenen Vorschüsse werden nicht zurückgefordert",
  "reading:crew_proof": "'kan gøre det bevisligt med alt sit skibsfolk' (dl-averi/47): wessen Zeugnis ist nötig?",
  "reading:crew_proof.R1": "das ganze Schiffsvolk: jeder Mann des Schiffsvolks muss den Beweis tragen",
  "reading:crew_proof.R2":
    "das Schiffsvolk im Allgemeinen: das Zeugnis des Schiffsvolks, nicht notwendig jedes Mannes (verstanden als: mehr als die Hälfte von ihnen)",
  "reading:spoiled_goods_mass":
    "Nach dl-averi/44: geht der Verlust an verdorbenem Sturzgut über alles andere geborgene Gut oder nur über das andere Sturzgut?",
  "reading:spoiled_goods_mass.R1":
    "nur das andere Sturzgut, wie in dl-averi/33; Gut in Tonnen, Packen und Stücken ist jedes Eigentümers eigenes (dl-averi/45)",
  "reading:spoiled_goods_mass.R2":
    "alles andere geborgene Gut: 'det andet gods, som bjerget er' ist nicht auf Sturzgut beschränkt (nach Wert geteilt, dem einzigen Maß, das allem Gut gemein ist)",
  "reading:wreck_reward_sharing":
    "Wie wird der Bergelohn (bjergeløn) nach dl-averi/1 unter den Kaufleuten geteilt, die ihn zahlen?",
  "reading:wreck_reward_sharing.R1": "nach dem Wert des geborgenen Guts jedes Kaufmanns",
  "reading:wreck_reward_sharing.R2": "wie die guten Männer, die den Bergelohn sprechen, ihn teilen",

  // 54–59: der Fall, wie die Regeln ihn sehen
  "dl-averi/54-59.mateAbout":
    "die Strafe des Steuermanns (Buch 4, Kapitel 1, Artikel 5), nach dl-averi/59 auf einen Lotsen angewandt, der sich versieht",
  "dl-averi/54-59.ship": "{ship}",
  "dl-averi/54-59.feet": "{n} Fuß",
  "dl-averi/54-59.foot": "{n} Fuß",
  "dl-averi/54-59.lod": "{n} Lot Silber",
  "dl-averi/54-59.lodMarks": "{lod} ({n} Mark Silber)",
  "dl-averi/54-59.lodMark": "{lod} ({n} Mark Silber)",
  "dl-averi/54-59.skipperOf": "Schiffer (skipper) der {ship}",
  "dl-averi/54-59.thePilot": "der Lotse",
  "dl-averi/54-59.pilotFor": "Lotse (lods), angenommen für die {ship}",
  "dl-averi/54-59.pilotWaters": "Lotsenfahrwasser",
  "dl-averi/54-59.marketPort": "der Markt, wo er löscht ({port})",
  "dl-averi/54-59.market": "der Markt, wo er löscht",
  "dl-averi/54-59.parcel": "{what} von {owner} (Konnossement {id})",
  "dl-averi/54-59.someParcel": "Gut von {owner} (Konnossement {id})",
  "dl-averi/54-59.more": "{shown} und {n} weitere",
  "dl-averi/54-59.all": "alles",
  "dl-averi/54-59.ownerShare": "der Anteil von {owner} zu {share}",
  "dl-averi/54-59.shipIn": "{ship} in {waters}",
  "dl-averi/54-59.shipOutside": "{ship} außerhalb des Lotsenfahrwassers",
  "dl-averi/54-59.pilotEngaged": "ein Lotse (lods) angenommen ({name}) ({at})",
  "dl-averi/54-59.withoutPilot": "ohne Lotsen eingebracht ({at})",
  "dl-averi/54-59.toBeHired": "ein Lotse zu mieten ({at})",
  "dl-averi/54-59.damageOf": "Schaden von {total} beim Einlaufen",
  "dl-averi/54-59.damage": "Schaden beim Einlaufen",
  "dl-averi/54-59.understated": "der Tiefgang zu gering angegeben ({at})",
  "dl-averi/54-59.pilotAtFault": "der Lotse hat sich versehen ({at})",

  // 58–59: Beweis und Rechnung, und ein Lotse, der sich versieht
  "dl-averi/58-59.noProof": "kein Beweis genommen: er kann vielleicht keine Rechnung ablegen",
  "dl-averi/58-59.proofToTake": "Beweis zu nehmen und Rechnung abzulegen",
  "dl-averi/58-59.proofFeet": "genauen Beweis nehmen, wie viele Fuß Tiefgang er für die {ship} angab",
  "dl-averi/58-59.proofFeetOf": "genauen Beweis nehmen, wie viele Fuß Tiefgang er für die {ship} angab ({feet})",
  "dl-averi/58-59.proofPaid": "genauen Beweis nehmen, was er {pilot} gezahlt hat",
  "dl-averi/58-59.proofPaidOf": "genauen Beweis nehmen, was er {pilot} gezahlt hat ({paid})",
  "dl-averi/58-59.account":
    "danach {m, plural, one {dem Kaufmann} other {den Kaufleuten}}{merchants} und den Reedern{owners} Rechnung ablegen",
  "dl-averi/58-59.names": " ({names})",
  "dl-averi/58-59.noProofDraught":
    "Der Fall sagt, der Schiffer nahm keinen Beweis über den angegebenen Tiefgang: er kann dem Kaufmann und den Reedern vielleicht nicht zeigen, oder dem Lotsen nicht antworten, was er ihm sagte.",
  "dl-averi/58-59.noProofPaid":
    "Der Fall sagt, der Schiffer nahm keinen Beweis darüber, was er dem Lotsen zahlte: er kann dem Kaufmann und den Reedern darüber vielleicht keine Rechnung ablegen.",
  "dl-averi/58-59.atFault": "als Lotse der {ship} versehen",
  "dl-averi/58-59.atFaultSaid": "als Lotse der {ship} versehen: {fault}",
  "dl-averi/58-59.penalty": "bestraft, wie Danske Lov 4-1-5 vom Steuermann sagt ({q}); sealaw gibt kein Maß",
  "dl-averi/58-59.show": "bestraft wie der Steuermann nach Danske Lov 4-1-5 (außerhalb der Texte von sealaw)",
  "dl-averi/58-59.whether": "Ob {pilot} sich als Lotse versah ('forser sig')",
  "dl-averi/58-59.whetherSaid": "Ob {pilot} sich als Lotse versah ('forser sig'); es wird gesagt: {fault}",
  "dl-averi/58-59.whetherHarm": "Ob {pilot} sich als Lotse versah ('forser sig'); das Schiff kam unter ihm zu Schaden",
  "dl-averi/58-59.basisGiven": "{at}: ein Lotse, der sich versieht, wird wie der Steuermann bestraft",
  "dl-averi/58-59.courtHears": "von dl-averi/59 nicht genannt: das Gericht, das die Sache hört",
  "dl-averi/58-59.basis":
    "{at}: ein Lotse, der sich versieht, wird wie der Steuermann nach Danske Lov 4-1-5 bestraft (außerhalb der Texte von sealaw). Den Befund als facts.pilot.at_fault angeben",
  "dl-averi/58-59.damageNote":
    "{at}–59 sagen nicht, wer Schaden trägt, der unter einem Lotsen geschieht; er bleibt, wo er fällt, oder wird nach den Regeln der Havarie (havari) geteilt ({ga}–25), wenn er ein bewusstes Opfer war",
  "dl-averi/58-59.punished": "bestraft wie der Steuermann",
  "dl-averi/58-59.notAtFault": "nicht versehen",
  "dl-averi/58-59.toAssess": "ob er sich versah, ist zu schätzen",
  "dl-averi/58-59.section": "Ein Lotse, der sich versieht (59)",

  // 56–57: der Tiefgang
  "dl-averi/56-57.whole": "nur ganze Fuß",
  "dl-averi/56-57.begun": "jeder angefangene Fuß",
  "dl-averi/56-57.proRata": "anteilig",
  "dl-averi/56-57.thePilot": "der Lotse",
  "dl-averi/56-57.notNamed": "vom Text nicht genannt",
  "dl-averi/56-57.show": "{concealed} verschwiegen, {counted} gezählt: {silver}",
  "dl-averi/56-57.unknown": "ob er ihn ehrlich angab, lässt sich aus dem Fall nicht sagen",
  "dl-averi/56-57.truly": "ehrlich angegeben",
  "dl-averi/56-57.over": "größer angegeben, als sie geht: dl-averi/57 bestraft nur die zu geringe Angabe",
  "dl-averi/56-57.tell": "{pilot} ehrlich sagen, wie viele Fuß tief die {ship} geht",
  "dl-averi/56-57.tellFeet": "{pilot} ehrlich sagen, wie viele Fuß tief die {ship} geht ({feet})",
  "dl-averi/56-57.missingDeclared": "welchen Tiefgang der Schiffer dem Lotsen sagte (facts.pilot.draught_declared)",
  "dl-averi/56-57.missingActual": "wie tief das Schiff wirklich geht (facts.ship.draught)",
  "dl-averi/56-57.nor": "{a}, auch nicht {b}",
  "dl-averi/56-57.cannotSay":
    "Ob der Schiffer den Tiefgang zu gering angab, lässt sich nicht sagen: der Fall nennt nicht {missing}.",
  "dl-averi/56-57.noWholeFoot":
    "Der Schiffer gab den Tiefgang mit {declared} an, während die {ship} {actual} geht: {concealed} verschwiegen, was nach {q} ({counting}) kein ganzer Fuß ist, also ist kein Silber geschuldet.",
  "dl-averi/56-57.offence":
    "gab dem Lotsen den Tiefgang der {ship} mit {declared} an, während sie {actual} geht: {concealed} verschwiegen",
  "dl-averi/56-57.penaltyTo":
    "sechzehn Lot Silber für jeden Fuß, den er verschweigt: {counted} gezählt ({q}, {counting}) × 16 = {lod} Lot Silber, zahlbar an {pilot} ({payee})",
  "dl-averi/56-57.penaltyNoPayee":
    "sechzehn Lot Silber für jeden Fuß, den er verschweigt: {counted} gezählt ({q}, {counting}) × 16 = {lod} Lot Silber; der Text sagt nicht, an wen ({payee})",
  "dl-averi/56-57.noPayee":
    "Nach {q} sagt der Text nicht, an wen die {silver} gezahlt werden; sealaw nennt keinen Empfänger.",
  "dl-averi/56-57.section": "Der Tiefgang (56–57)",

  // 54: einen Lotsen mieten, seine Kost und sein Lohn aus dem Gut
  "dl-averi/54.hired": "ein Lotse (lodsmand) gemietet: {pilot}",
  "dl-averi/54.hiredFor": "ein Lotse (lodsmand) gemietet: {pilot}, für {wage}",
  "dl-averi/54.noneHired": "kein Lotse gemietet: er kam ohne Lotsen herein",
  "dl-averi/54.toHire": "ein Lotse ist zu mieten",
  "dl-averi/54.boardToGive": "vom Schiffer zu geben",
  "dl-averi/54.boardGiven": "vom Schiffer gegeben",
  "dl-averi/54.boardOwed": "nicht gegeben: der Schiffer schuldet sie",
  "dl-averi/54.splitWhat":
    "Wie Brauch und Handel in {market} den Lohn des Lotsen von {wage} zwischen Schiff und Gut teilt",
  "dl-averi/54.splitBasis":
    "{at}: der Lohn wird gezahlt 'efter den skik og handel, som der bruges udi markedet, hvor han losser'; nach Q-A24 R3 entscheidet dieser Brauch, wie viel auf das Schiff und wie viel auf das Gut fällt. Als facts.port_of_discharge.custom mit goods_share angeben",
  "dl-averi/54.splitBasisSaid":
    "{at}: der Lohn wird gezahlt 'efter den skik og handel, som der bruges udi markedet, hvor han losser'; nach Q-A24 R3 entscheidet dieser Brauch, wie viel auf das Schiff und wie viel auf das Gut fällt. Als facts.port_of_discharge.custom mit goods_share angeben (der Fall sagt: {description})",
  "dl-averi/54.customSplit":
    "der Brauch in {market} legt {share} davon auf das Gut und den Rest auf das Schiff (Q-A24 R3): {goods} auf das Gut, {ship} auf das Schiff",
  "dl-averi/54.customWhat":
    "Brauch und Handel (skik og handel) in {market}, den Lohn des Lotsen von {wage} aus dem Gut zu zahlen",
  "dl-averi/54.customBasis":
    "{at}: der Schiffer zahlt den Lohn des Lotsen aus dem Gut 'efter den skik og handel, som der bruges udi markedet, hvor han losser'; nach Q-A24 R1 ist der Lohn eine Last auf dem Gut, geteilt, wie dieser Brauch sagt. Als facts.port_of_discharge.custom angeben",
  "dl-averi/54.howCustom":
    "wie der Brauch in {market} sagt ({description}), nach {by, select, quantity {Menge} other {Wert}}",
  "dl-averi/54.howNoCustom": "nach Wert, da der Brauch in {market} nicht angegeben ist",
  "dl-averi/54.whyR2": "der Schiffer zahlt den Lotsen und nimmt den Lohn aus dem Gut wieder (Q-A24 R2), {how}",
  "dl-averi/54.whyR1":
    "der Schiffer zahlt den Lotsen, und der Lohn ist eine Last auf dem Gut (Q-A24 R1), geteilt {how}",
  "dl-averi/54.noWage": "kein Lohn angegeben",
  "dl-averi/54.customToEstablish": "was der Brauch des Marktes sagt, ist noch festzustellen",
  "dl-averi/54.exactly": "{what} (genau {exact}, auf die kleinste Münze gerundet)",
  "dl-averi/54.notValued":
    "Der Lohn des Lotsen kann nicht nach Wert über das Gut verteilt werden, bevor jede Partie bewertet ist; kein Wert ist angegeben für {parcels}.",
  "dl-averi/54.wageInterest": "der Lohn des Lotsen, den {payee} dem Lotsen zahlt und verrechnet ({at})",
  "dl-averi/54.partByValue": "der Teil des Lotsenlohns ({amount} über das Gut nach Wert), der auf sein Gut fällt",
  "dl-averi/54.cannotDraw": "{label}: kann nicht aufgestellt werden: {error}.",
  "dl-averi/54.noQuantity":
    "Der Brauch teilt den Lohn des Lotsen nach Menge, doch für {parcels} ist keine Menge angegeben.",
  "dl-averi/54.quantityNothing":
    "Der Brauch teilt den Lohn des Lotsen nach Menge, doch die Mengen der Partien ergeben zusammen nichts.",
  "dl-averi/54.partByQuantity": "der Teil des Lotsenlohns ({amount} über das Gut nach Menge), der auf sein Gut fällt",
  "dl-averi/54.units": "Einheiten",
  "dl-averi/54.shipPart": "{share} am Schiffsteil des Lotsenlohns ({amount}, nach dem Brauch in {market})",
  "dl-averi/54.paid": " — gezahlt",
  "dl-averi/54.paidSoFar": " — bisher {paid} gezahlt",
  "dl-averi/54.ofWage": " von {wage}",
  "dl-averi/54.payR2":
    "{pilot} seinen Lohn{wage} zahlen und ihn aus dem Gut wiedernehmen, nach Brauch und Handel in {market} (Q-A24 R2){done}",
  "dl-averi/54.payR1": "{pilot} seinen Lohn{wage} aus dem Gut zahlen, nach Brauch und Handel in {market}{done}",
  "dl-averi/54.noWageGiven":
    "Der Fall nennt weder den mit dem Lotsen vereinbarten Lohn noch, was ihm gezahlt wurde; so kann er nicht auf das Gut gelegt werden.",
  "dl-averi/54.restOwed":
    "der Rest des Lotsenlohns nach den bereits gezahlten {paid}: 'skipperen skal … af godset betale hans løn', der Schiffer zahlt und nimmt es aus dem Gut wieder",
  "dl-averi/54.wageOwed":
    "der Lohn des Lotsen: 'skipperen skal … af godset betale hans løn', der Schiffer zahlt ihn und nimmt ihn aus dem Gut wieder",
  "dl-averi/54.paidPart":
    "Der Schiffer hat dem Lotsen {paid} von einem auf {wage} vereinbarten Lohn gezahlt; das Gut trägt den vereinbarten Lohn, und die Rechnung des Schiffers gegenüber Kaufmann und Reedern zeigt, was er zahlte ({at}).",
  "dl-averi/54.customOf": "der Brauch in {market}",
  "dl-averi/54.customPractice": "Brauch und Handel in {market} für den Lohn des Lotsen",
  "dl-averi/54.customBasisGiven": "{at}: der Lohn wird nach diesem Brauch aus dem Gut gezahlt",
  "dl-averi/54.customOnly":
    "Der Brauch in {market} legt nur {share} des Lohns auf das Gut; nach {q} trägt das Gut den ganzen Lohn. Die Lesart pilot_wage_payer=R3 folgt der Teilung des Brauchs zwischen Schiff und Gut.",
  "dl-averi/54.noCargo": "Keine Ladung ist aufgeführt; so kann der Lohn des Lotsen nicht auf das Gut gelegt werden.",
  "dl-averi/54.averageLabel":
    "Der Lohn des Lotsen aus dem Gut, über das Gut nach {by, select, quantity {Menge} other {Wert}}, geschuldet {payee}, der den Lotsen zahlt ({at54}, {at58})",
  "dl-averi/54.theseWaters": "dieses Fahrwasser",
  "dl-averi/54.notPilotWaters":
    "{waters} ist kein Lotsenfahrwasser (lodsmands farvand): Kost und Lohn aus dem Gut nach dl-averi/54 sind danach nicht geschuldet, und der Lotse wird wie vereinbart bezahlt; 56–59 gelten dennoch für einen angenommenen Lotsen",
  "dl-averi/54.section": "Lotsenfahrwasser (54)",
  "dl-averi/54.notPilotWatersShort": "kein Lotsenfahrwasser",
  "dl-averi/54.done": " — getan: {pilot}",
  "dl-averi/54.doneFor": " — getan: {pilot} für {wage}",
  "dl-averi/54.notDone": " — nicht getan: er kam ohne Lotsen herein ({at})",
  "dl-averi/54.hire": "beim Einlaufen in {waters} einen Lotsen mieten, zum besten Preis, den er aushandeln kann{done}",
  "dl-averi/54.board": "{pilot} die Kost (kosten) geben, solange er das Schiff lotst",
  "dl-averi/54.boardNotGiven": "Der Fall sagt, der Schiffer habe {pilot} die Kost nicht gegeben; er schuldet sie.",
  "dl-averi/54.noWageNote": "der Lohn des Lotsen ist nicht angegeben: nichts auf das Gut zu legen",

  // 55: das Schiff ohne Lotsen eingebracht
  "dl-averi/55.damageShip": "der Schaden an {ship}",
  "dl-averi/55.damageShipCap": "Der Schaden an {ship}",
  "dl-averi/55.damageGoods": "der Schaden an {goods}",
  "dl-averi/55.damageGoodsCap": "Der Schaden an {goods}",
  "dl-averi/55.damageWhat": "{damage} ({what})",
  "dl-averi/55.parcel": "{what} von {owner}, Konnossement {id}",
  "dl-averi/55.someParcel": "Gut von {owner}, Konnossement {id}",
  "dl-averi/55.why": "vom Schiffer aus seinem eigenen Geld ersetzt, weil er das Schiff ohne Lotsen einbrachte",
  "dl-averi/55.inAll": " ({amount} im Ganzen)",
  "dl-averi/55.onceKnown": ", sobald der Betrag bekannt ist",
  "dl-averi/55.damageAmount": "{damage}: {amount}",
  "dl-averi/55.amountNotGiven": "Betrag nicht angegeben",
  "dl-averi/55.ownShare": "{skipper} trägt seinen eigenen Anteil zu {share} an {damage}",
  "dl-averi/55.exactly": "; genau {exact}",
  "dl-averi/55.shipShare": "{share} an {damage}{all}, {why}{exact}",
  "dl-averi/55.ownLoss": "{damage} ist der eigene Verlust des Schiffers",
  "dl-averi/55.goodsDamage": "{damage}{all}, {why}",
  "dl-averi/55.someAmountMissing":
    "Der Betrag eines Teils des Schadens ist nicht angegeben; der Schiffer schuldet alles, sobald er bekannt ist.",
  "dl-averi/55.givenAsInput": "als Angabe zu machen",
  "dl-averi/55.notSkippersOwn": "nicht des Schiffers eigener",
  "dl-averi/55.necessityWhat": "Ob der Schiffer aus Not ('udi nøds sag') ohne Lotsen hereinkam: {claimed}",
  "dl-averi/55.notNamed": "von dl-averi/55 nicht genannt",
  "dl-averi/55.necessityBasis": "{at}: in Not ersetzt er den Schaden nicht aus seinem eigenen Geld",
  "dl-averi/55.damageOf": "den Schaden von {total}",
  "dl-averi/55.theDamage": "den Schaden",
  "dl-averi/55.whoBearsWhat": "Wer {damage} trägt, der entstand, als der Schiffer aus Not ohne Lotsen hereinkam",
  "dl-averi/55.whoBearsBy": "von dl-averi/55 nicht gesagt: eine Angabe (Q-A28 R2)",
  "dl-averi/55.whoBearsBasis": "{at} befreit den Schiffer in Not, sagt aber nicht, auf wen der Schaden dann fällt",
  "dl-averi/55.sacrificeWarn":
    "{damage} geschah mit Absicht, um Schiff und Gut zu retten: nach Q-A28 R1 wird er in großer Haverei (havari) ersetzt (dl-averi/20–25); als Fall der Art general_average entscheiden.",
  "dl-averi/55.sacrificeNote": "{damage}: ein absichtliches Opfer, in großer Haverei ersetzt",
  "dl-averi/55.herOwner": "ihr Reeder",
  "dl-averi/55.herOwners": "ihre Reeder, jeder für seinen Part an ihr",
  "dl-averi/55.itsOwner": "sein Eigentümer",
  "dl-averi/55.liesNote": "{damage}: bleibt, wo er fällt, bei {bearer}",
  "dl-averi/55.notPilotWaters":
    "{waters} ist kein Lotsenfahrwasser: kein Lotse war zu mieten, und {at} legt ihm nichts auf",
  "dl-averi/55.section": "Ohne Lotsen eingebracht (55)",
  "dl-averi/55.notPilotWatersShort": "kein Lotsenfahrwasser",
  "dl-averi/55.noDamageWarn":
    "Der Schiffer kam ohne Lotsen in {waters}, entgegen {at54}; kein Schaden ist aufgeführt, so legt ihm {at55} nichts auf.",
  "dl-averi/55.noHarm": "kein Schaden kam daraus: nichts zu ersetzen",
  "dl-averi/55.noDamage": "kein Schaden",
  "dl-averi/55.noNecessity": "keine Not wird geltend gemacht",
  "dl-averi/55.goodsHarm":
    "dl-averi/55 spricht davon, dass das Schiff zu Schaden kommt ('og det kommer til skade'); der Schaden am Gut an Bord beim Einlaufen wird als Teil dieses Schadens gerechnet",
  "dl-averi/55.liable": "der Schiffer ersetzt den Schaden aus seinem eigenen Geld",
  "dl-averi/55.assessWhat":
    "Ob der Schiffer aus Not ('udi nøds sag') ohne Lotsen in {waters} hereinkam; er sagt: {claimed}",
  "dl-averi/55.assessBy": "von dl-averi/55 nicht genannt: das Gericht, das die Forderung hört",
  "dl-averi/55.assessBasis":
    "War es keine Not, ersetzt er {damage} aus seinem eigenen Geld; war es Not, dann nicht (Q-A28 sagt, wer es tut). Den Befund als facts.necessity.found angeben",
  "dl-averi/55.depends": "hängt davon ab, ob es Not war",
  "dl-averi/55.necessityValue": "Not: nicht des Schiffers eigener",

  // 1–4, 42–48: gemeinsame Worte zum Schiffbruch
  "dl-averi/shipwreck.more": "{shown} und {n} weitere",
  "dl-averi/shipwreck.skipperOf": "Schiffer (skipper) der {ship}",
  "dl-averi/shipwreck.goodMen": "gute Männer ('gode mænd')",
  "dl-averi/shipwreck.dannemaend": "ehrbare Männer ('dannemænd')",
  "dl-averi/shipwreck.appraisers": "im Text nicht genannt: Schätzer des Guts",
  "dl-averi/1-4,42-48.wrecked": "schiffbrüchig (skibbruden)",
  "dl-averi/1-4,42-48.agroundRepairable": "auf Grund, und sie kann ausgebessert werden",
  "dl-averi/1-4,42-48.agroundBeyondRepair": "auf Grund, und sie kann nicht ausgebessert werden",
  "dl-averi/1-4,42-48.saved": "geborgen",
  "dl-averi/1-4,42-48.shipState": "{ship} {state}",
  "dl-averi/1-4,42-48.parcelsSaved": "{saved} von {n, plural, one {# Partie} other {# Partien}} geborgen",
  "dl-averi/1-4,42-48.spoiled": "{n} verdorben",
  "dl-averi/1-4,42-48.refused":
    "{n, plural, one {# Bootsmann (bådsmand) wollte} other {# Bootsleute (bådsmænd) wollten}} nicht bergen helfen",
  "dl-averi/1-4,42-48.embezzled": "Gut weggeführt oder unterschlagen",
  "dl-averi/1-4,42-48.lossBy":
    "der Verlust durch {cause, select, misfortune {Unglück} wilful {Vorsatz} other {Versäumnis}}",
  "dl-averi/1-4,42-48.casualty": "Der Unfall: {ship} ist {state}",
  "dl-averi/1-4,42-48.freightAndWages":
    "Fracht (fragt) und Heuer (hyre) nach dem Schiffbruch, nach der Länge der Reise",

  // 2, 4, 46: die Heuer nach der Reise, der Bootsmann, der nicht helfen will, und die Heuer mit der Fracht gekürzt
  "dl-averi/2,4,46.refusedNothing": "nichts: er wollte nicht bergen helfen",
  "dl-averi/2,4,46.wageNotGiven": "seine Heuer ist nicht angegeben",
  "dl-averi/2,4,46.byVoyage": "nach der Länge der Reise, wie die ehrbaren Männer (dannemænd) erkennen",
  "dl-averi/2,4,46.wholeWage": "seine ganze Heuer, {wage}",
  "dl-averi/2,4,46.partOfWage": "{m} seiner Heuer von {wage}",
  "dl-averi/2,4,46.dueHow": "{due}: {how}",
  "dl-averi/2,4,46.freightNotKnown": "im Verhältnis zur verdienten Fracht, die nicht bekannt ist",
  "dl-averi/2,4,46.cutHow": "{wage} × {cut}, die verdiente Fracht über die volle Fracht",
  "dl-averi/2,4,46.earnedMore": "Die verdiente Fracht, {earned}, ist mehr als die volle Fracht, {full}.",
  "dl-averi/2,4,46.cannotCut":
    "Die Heuer der Bootsleute kann nicht im Verhältnis zur Fracht gekürzt werden, bevor die auf das geborgene Gut verdiente Fracht und die volle Fracht bekannt sind (facts.voyage.freight_earned und freight_total, oder die vereinbarte Fracht jeder Partie).",
  "dl-averi/2,4,46.proportion": "Das Verhältnis der Fracht, die der Schiffer verdient, zur vollen Fracht",
  "dl-averi/2,4,46.notKnown": "nicht bekannt",
  "dl-averi/2,4,46.beyondRepairWarn":
    "Das Schiff kann nicht ausgebessert werden: dl-averi/43 setzt die Fracht des Schiffers, doch weder dieser noch dl-averi/46 (der von einem geborgenen Schiff spricht) sagt, was die Heuer der Bootsleute dann ist.",
  "dl-averi/2,4,46.beyondRepairNote":
    "Die Heuer der Bootsleute: der Text sagt nicht, was sie ist, wenn das Schiff nicht ausgebessert werden kann",
  "dl-averi/2,4,46.allThrough":
    "Die Heuer der Bootsleute: das Schiff und alles Gut kamen durch, und nichts in dl-averi/42–48 ändert die vereinbarte Heuer",
  "dl-averi/2,4,46.hisWages": "Die Heuer von {name}",
  "dl-averi/2,4,46.section": "Die Heuer (hyre) der Bootsleute (bådsmænd)",
  "dl-averi/2,4,46.wagesLessDrawn": "seine Heuer: {how}, abzüglich dessen, was er empfangen hat",
  "dl-averi/2,4,46.noAgreedWage": "Der Fall nennt die vereinbarte Heuer von {name} nicht.",
  "dl-averi/2,4,46.lessDrawn": ", abzüglich {drawn} empfangen",
  "dl-averi/2,4,46.wagesDue": "seine Heuer: {due} ({how}){less}",
  "dl-averi/2,4,46.drewMore":
    "{name} hat {drawn} empfangen, {more} mehr als die ihm zustehenden {due}; der Text sagt nicht, dass er es zurückzahlen muss.",
  "dl-averi/2,4,46.repays": "er zahlt zurück, was er empfangen hat",
  "dl-averi/2,4,46.forfeitsOwed": "er verliert, was ihm noch geschuldet wird",
  "dl-averi/2,4,46.worth": "im Wert von {value}",
  "dl-averi/2,4,46.portage": " und seine Führung (føring)",
  "dl-averi/2,4,46.portageOf": " und seine Führung (føring) ({what})",
  "dl-averi/2,4,46.wholeWageLost": "seine ganze Heuer von {wage} (was er davon empfing, eingerechnet, Q-A02 R1)",
  "dl-averi/2,4,46.owedLost":
    "was ihm von seiner Heuer noch geschuldet wird, {lost} (was er empfing, behält er, Q-A02 R2)",
  "dl-averi/2,4,46.wagesNotGiven": "seine Heuer (nicht angegeben)",
  "dl-averi/2,4,46.offence": "wollte nicht helfen, {ship}, das Gut und das Schiffsgerät zu bergen",
  "dl-averi/2,4,46.loses": "verliert {wages}{portage}",
  "dl-averi/2,4,46.dishonourable":
    "soll danach für einen unehrlichen Mann unter anderen guten Seefahrenden gehalten werden ('holdes siden for en uærlig mand')",
  "dl-averi/2,4,46.drewBeforehand": "was er vorher empfing, das er mit seiner Heuer verliert (Q-A02 R1)",
  "dl-averi/2,4,46.losesPortage": "{name} verliert seine Führung (føring); dl-averi/4 sagt nicht, wem sie zufällt.",

  // 47–48: Schiff und Gut verloren, durch Unglück oder Versäumnis
  "dl-averi/47-48.everyMan": "jeder Mann des Schiffsvolks",
  "dl-averi/47-48.generally": "das Schiffsvolk im Allgemeinen, mehr als die Hälfte davon",
  "dl-averi/47-48.needEvery": "nach Q-A22 R1 jeder Mann",
  "dl-averi/47-48.needHalf": "nach Q-A22 R2 mehr als die Hälfte davon",
  "dl-averi/47-48.noCrew": "der Fall nennt kein Schiffsvolk, das den Beweis bezeugt",
  "dl-averi/47-48.bearOut":
    "{n} der {crew, plural, one {# Mann} other {# Männer}} des Schiffsvolks bezeugen es; {need} muss es",
  "dl-averi/47-48.answersShow": "der Schiffer steht den Kaufleuten dafür ein",
  "dl-averi/47-48.owesNothing": "der Schiffer schuldet den Kaufleuten nichts",
  "dl-averi/47-48.wilful": "mit Willen und aus Bosheit getan",
  "dl-averi/47-48.crewNeglect": "durch das Versäumnis seiner Leute, für das er einsteht",
  "dl-averi/47-48.neglect": "durch sein Versäumnis",
  "dl-averi/47-48.established": "sein Verlust, wie festgestellt",
  "dl-averi/47-48.atValue": "sein verlorenes oder verdorbenes Gut, zu dem Wert, den die Ladung angibt",
  "dl-averi/47-48.notGiven": "sein Verlust (der Wert seines verlorenen oder verdorbenen Guts ist nicht angegeben)",
  "dl-averi/47-48.owed": "{what}; der Verlust kam {how}",
  "dl-averi/47-48.bulkWarn":
    "Sturzgut (styrtegods) verdarb, und der Schiffer steht für den Verlust ein: der Verlust jedes Kaufmanns wird hier als das Verdorbene seiner eigenen Partien genommen; den Verlust jedes Kaufmanns wie festgestellt angeben (facts.loss.damages), wo der Verlust des Haufens anders fällt.",
  "dl-averi/47-48.notDeal": "in keiner Weise mit {ship} handeln, bis er {merchants} zufriedengestellt hat",
  "dl-averi/47-48.noMerchant":
    "Der Schiffer steht für den Verlust ein, doch der Fall nennt keinen Kaufmann, der Gut verlor.",
  "dl-averi/47-48.barStands":
    "das Verbot über das Schiff besteht, bis {merchants} zufriedengestellt {n, plural, one {ist} other {sind}}",
  "dl-averi/47-48.barLifted": "das Verbot über das Schiff ist aufgehoben",
  "dl-averi/47-48.satisfied": "Bereits zufriedengestellt: {merchants}; {bar}",
  "dl-averi/47-48.noneSatisfied": "Noch kein Kaufmann ist zufriedengestellt; {bar}",
  "dl-averi/47-48.howUnsaid":
    "Der Fall sagt nicht, wie der Verlust entstand (facts.loss): durch Unglück, vom Schiffer mit all seinem Schiffsvolk bewiesen, schuldet er den Kaufleuten nichts (dl-averi/47); mit Willen, oder durch sein oder seiner Leute Versäumnis, steht er dem Kaufmann dafür ein (dl-averi/48).",
  "dl-averi/47-48.proveAll":
    "mit all seinem Schiffsvolk beweisen, dass der Verlust nicht durch sein Versäumnis geschah: {words}",
  "dl-averi/47-48.proveCrew":
    "mit seinem Schiffsvolk beweisen, dass der Verlust nicht durch sein Versäumnis geschah: {words}",
  "dl-averi/47-48.proofMade": "Der Beweis des Schiffers mit seinem Schiffsvolk: geführt",
  "dl-averi/47-48.proofNotMade": "Der Beweis des Schiffers mit seinem Schiffsvolk: nicht geführt",
  "dl-averi/47-48.notProved":
    "ein Unglück, das der Schiffer nicht mit seinem Schiffsvolk bewiesen hat: dl-averi/47 befreit ihn nicht, und ob er nach dl-averi/48 einsteht, hängt davon ab, ob der Verlust durch sein oder seiner Leute Versäumnis entstand",
  "dl-averi/47-48.salvageHer": "{ship} bergen, wenn er kann",
  "dl-averi/47-48.leaveHer": "sie liegen lassen",
  "dl-averi/47-48.neglectWhat": "Ob der Verlust durch das Versäumnis des Schiffers oder seiner Leute entstand",
  "dl-averi/47-48.neglectBy": "im Text nicht genannt: das Gericht, vor dem die Kaufleute klagen",
  "dl-averi/47-48.neglectBasis":
    "dl-averi/47 befreit den Schiffer nur, wenn er mit all seinem Schiffsvolk beweist, dass es nicht sein Versäumnis war; das hat er nicht",
  "dl-averi/47-48.section": "Der Verlust: Unglück oder Versäumnis",
  "dl-averi/47-48.open": "offen",

  // 1, 3: das Bergen und der Bergelohn, und schiffbrüchiges Gut weggeführt oder unterschlagen
  "dl-averi/1,3.skipperAndCrew": "der Schiffer und {n, plural, one {# Bootsmann} other {# Bootsleute}}",
  "dl-averi/1,3.helped": "; er hat geholfen",
  "dl-averi/1,3.refused": "; er wollte nicht (dl-averi/4)",
  "dl-averi/1,3.unable": "; er konnte nicht, da er außerstande war",
  "dl-averi/1,3.skipperSalvage": "mit dem Schiffsvolk {ship}, das Gut und das Schiffsgerät bergen",
  "dl-averi/1,3.helpSalvage": "dem Schiffer helfen, {ship}, das Gut und das Schiffsgerät zu bergen{conduct}",
  "dl-averi/1,3.declared": "{reward}, wie gute Männer ihn erklärten",
  "dl-averi/1,3.notDeclared": "von guten Männern noch nicht erklärt",
  "dl-averi/1,3.savedValue": "{id} ({value})",
  "dl-averi/1,3.basis":
    "dl-averi/1: 'en redelig bjergeløn efter gode mænds sigelse', für das Bergen von {ship}, dem Gut und dem Gerät; geborgenes Gut: {saved}",
  "dl-averi/1,3.noneListed": "keines aufgeführt",
  "dl-averi/1,3.shareOf": "ein Anteil am Bergelohn (bjergeløn): {how}",
  "dl-averi/1,3.fund": "Der Bergelohn (bjergeløn), von den Kaufleuten an {skipper} gezahlt ({how})",
  "dl-averi/1,3.noGoodsWarn":
    "Kein Gut wurde geborgen; so schuldet kein Kaufmann nach dl-averi/1 einen Anteil am Bergelohn.",
  "dl-averi/1,3.noGoods": "kein Gut geborgen: kein Kaufmann, der ihn zahlt",
  "dl-averi/1,3.valueWhat": "Der Wert des geborgenen Guts von {parcels}",
  "dl-averi/1,3.valueBasis":
    "Q-S07 R1: der Bergelohn wird unter den Kaufleuten nach dem Wert des geborgenen Guts eines jeden geteilt",
  "dl-averi/1,3.notAppraised": "kann nicht geteilt werden, bevor jede geborgene Partie geschätzt ist",
  "dl-averi/1,3.worthNothingWarn":
    "Das geborgene Gut ist nichts wert; so kann der Bergelohn nicht nach seinem Wert geteilt werden.",
  "dl-averi/1,3.worthNothing": "das geborgene Gut ist nichts wert",
  "dl-averi/1,3.valueReason": "geborgenes Gut im Wert von {value} von {mass}: {fraction} des Bergelohns (Q-S07 R1)",
  "dl-averi/1,3.merchantSaved": "Kaufmann, dessen Gut geborgen wurde",
  "dl-averi/1,3.exactly": "; genau {exact}",
  "dl-averi/1,3.byValue": "{fraction}, nach dem Wert des geborgenen Guts{exact}",
  "dl-averi/1,3.byValueFund": "geteilt nach dem Wert des geborgenen Guts jedes Kaufmanns",
  "dl-averi/1,3.sharedOver": "{reward} geteilt über geborgenes Gut im Wert von {mass}",
  "dl-averi/1,3.howShared": "Wie der Bergelohn unter den Kaufleuten geteilt wird",
  "dl-averi/1,3.goodMenBasis": "Q-S07 R2: die guten Männer, die den Bergelohn erklären, teilen ihn auch",
  "dl-averi/1,3.forGoodMen": "die Anteile sind Sache der guten Männer",
  "dl-averi/1,3.sharesDiffer":
    "Die Anteile der guten Männer ergeben {total}, nicht den Bergelohn von {reward}; die Anteile werden wie gegeben verwendet.",
  "dl-averi/1,3.goodMenReason": "wie die guten Männer ihn teilten: {share} (Q-S07 R2)",
  "dl-averi/1,3.merchant": "Kaufmann",
  "dl-averi/1,3.asShared": "wie die guten Männer ihn teilten",
  "dl-averi/1,3.rewardAsShared": "{reward}, wie die guten Männer ihn teilten",
  "dl-averi/1,3.byEachValue": "nach dem Wert des geborgenen Guts eines jeden",
  "dl-averi/1,3.asTheyShare": "wie die guten Männer ihn teilen",
  "dl-averi/1,3.rewardWhat": "Der redliche Bergelohn (redelig bjergeløn), den die Kaufleute dem Schiffer schulden",
  "dl-averi/1,3.byValueNote":
    "Der Bergelohn wird unter den Kaufleuten nach dem Wert des geborgenen Guts eines jeden geteilt (Q-S07 R1: der Text nennt die Kaufleute und gibt keinen Schlüssel)",
  "dl-averi/1,3.byGoodMenNote":
    "Der Bergelohn wird unter den Kaufleuten geteilt, wie die guten Männer ihn teilen (Q-S07 R2)",
  "dl-averi/1,3.notWrecked":
    "Ein Bergelohn ist angegeben, doch {ship} ist nicht schiffbrüchig: dl-averi/1 spricht vom Bergelohn nach einem Schiffbruch (skibbrud).",
  "dl-averi/1,3.section": "Das Bergen nach einem Schiffbruch (skibbrud)",
  "dl-averi/1,3.persons": "{n, plural, one {# Person} other {# Personen}} wie für Diebstahl zu bestrafen",
  "dl-averi/1,3.theftNotWrecked":
    "dl-averi/3 bestraft das Wegführen oder Unterschlagen schiffbrüchigen Guts; {ship} ist nicht schiffbrüchig, so ist das genommene Gut kein solches Gut, und das allgemeine Recht des Diebstahls gilt.",
  "dl-averi/1,3.from": " aus {parcel}",
  "dl-averi/1,3.worth": ", im Wert von {value}",
  "dl-averi/1,3.offence":
    "{act, select, removed {führte schiffbrüchiges Gut weg} other {unterschlug schiffbrüchiges Gut}}: {what}{from}{worth}",
  "dl-averi/1,3.penalty":
    "wie für anderen Diebstahl zu bestrafen ('straffes ligesom for andet tyveri'); die Strafe für Diebstahl setzt das Kapitel der Danske Lov über Diebstahl, außerhalb dieser Texte, und sealaw gibt kein Maß",
  "dl-averi/1,3.theftCite": "Danske Lov, 6. Buch, 17. Kapitel (Diebstahl)",
  "dl-averi/1,3.theftAbout":
    "die Strafe für Diebstahl, mit der das Wegführen oder Unterschlagen schiffbrüchigen Guts bestraft wird",

  // 2, 42–43: die Fracht nach der Reise, und nach der Grundberührung
  "dl-averi/2,42-43.charterer": "der Befrachter (befragter), {name}",
  "dl-averi/2,42-43.shipper": "ihr Ablader, da kein Befrachter genannt ist",
  "dl-averi/2,42-43.owner": "ihr Eigentümer, da kein Befrachter genannt ist",
  "dl-averi/2,42-43.cannotShare":
    "Die für das geborgene Gut gesetzte Fracht, {total}, kann unter denen, die sie schulden, nicht geteilt werden, bevor die vereinbarte Fracht auf {parcels} bekannt ist.",
  "dl-averi/2,42-43.noneAgreed":
    "Auf das geborgene Gut war keine Fracht vereinbart; so kann die gesetzte Fracht nicht danach geteilt werden.",
  "dl-averi/2,42-43.exactly": ", genau {exact}",
  "dl-averi/2,42-43.share":
    "{fraction} davon, nach der vereinbarten Fracht auf das Gut, für das er schuldet ({agreed}){exact}",
  "dl-averi/2,42-43.withShare": "; {share}",
  "dl-averi/2,42-43.owed": "Fracht (fragt) auf das geborgene Gut ({parcels}): {how}{share}; geschuldet von {payer}",
  "dl-averi/2,42-43.measureBoth": "der vollendete Teil der Reise, für Fracht und Heuer",
  "dl-averi/2,42-43.measureWages": "der vollendete Teil der Reise, nur für die Heuer",
  "dl-averi/2,42-43.measureWhole": "die ganze Reise",
  "dl-averi/2,42-43.forWages": "die Heuer der Bootsleute",
  "dl-averi/2,42-43.forBoth": "die Fracht auf das geborgene Gut und die Heuer der Bootsleute",
  "dl-averi/2,42-43.reckonedWhole":
    "die ganze Reise (Q-A01 R3): die volle Heuer und die vereinbarte Fracht auf das geborgene Gut",
  "dl-averi/2,42-43.reckonedCompleted":
    "der vollendete Teil der Reise, {completed} (facts.voyage.completed), der die hier gerechneten Zahlen gibt, bis die ehrbaren Männer (dannemænd) erkennen ({q})",
  "dl-averi/2,42-43.reckonedNone":
    "der vollendete Teil der Reise ({q}); der Fall gibt ihn nicht an (facts.voyage.completed), so wird keine Zahl gerechnet",
  "dl-averi/2,42-43.measureWhat":
    "Das Maß der Reise für {what} ('efter som sejladsen er lang til'), als Teil des Ganzen",
  "dl-averi/2,42-43.notKnownUntil": "nicht bekannt, bis die ehrbaren Männer (dannemænd) erkennen",
  "dl-averi/2,42-43.asJudged": "{m}, wie die ehrbaren Männer erkannten",
  "dl-averi/2,42-43.lengthNote": "Die Länge der Reise: das Maß für {what}",
  "dl-averi/2,42-43.notReckoned": "nicht gerechnet",
  "dl-averi/2,42-43.notKnown": "nicht bekannt",
  "dl-averi/2,42-43.ofAgreed": "{f} der vereinbarten Fracht",
  "dl-averi/2,42-43.freightWhat": "Die Fracht auf das geborgene Gut",
  "dl-averi/2,42-43.freightBasis": "dl-averi/2, wie ehrbare Männer recht erkennen",
  "dl-averi/2,42-43.setInAll": "{set} im Ganzen, wie die ehrbaren Männer sie setzten",
  "dl-averi/2,42-43.noAgreed":
    "Der Fall gibt die vereinbarte Fracht auf {parcels} nicht an; so kann die Fracht darauf nicht gerechnet werden.",
  "dl-averi/2,42-43.howUnknown": "die vereinbarte Fracht nach der Länge der Reise, wie die ehrbaren Männer erkennen",
  "dl-averi/2,42-43.howAgreed": "die vereinbarte Fracht",
  "dl-averi/2,42-43.howPart": "{f} der vereinbarten Fracht, nach der Länge der Reise, wie die ehrbaren Männer erkennen",
  "dl-averi/2,42-43.beyondShow":
    "sie kann nicht ausgebessert werden: Fracht auf das geborgene Gut, wie gute Männer erkennen",
  "dl-averi/2,42-43.repairShow": "sie schnell ausbessern und das Gut weiterführen",
  "dl-averi/2,42-43.cannotRepair": "sie kann nicht ausgebessert werden",
  "dl-averi/2,42-43.beyondBasis":
    "dl-averi/43: 'som gode mænd tykkes skelligt at være efter sejladsens lejlighed'; geborgenes Gut: {saved}",
  "dl-averi/2,42-43.none": "keines",
  "dl-averi/2,42-43.agreedWas": "{basis}; die darauf für die ganze Reise vereinbarte Fracht war {agreed}",
  "dl-averi/2,42-43.completedPart": "{basis}; {completed} der Reise war vollendet",
  "dl-averi/2,42-43.beyondWhat": "Die Fracht, die der Schiffer für das geborgene Gut haben soll",
  "dl-averi/2,42-43.beyondBy": "{goodMen}, nach den Umständen der Reise",
  "dl-averi/2,42-43.noGoods": "Kein Gut wurde geborgen; so gibt es keine Fracht nach dl-averi/43.",
  "dl-averi/2,42-43.setByGoodMen": "{set} im Ganzen, wie gute Männer sie setzten",
  "dl-averi/2,42-43.notYetSet": "was gute Männer für billig halten, noch nicht gesetzt",
  "dl-averi/2,42-43.repair":
    "{ship} so schnell wie möglich ausbessern lassen und das Gut der Kaufleute zum Markt führen",
  "dl-averi/2,42-43.repairTo":
    "{ship} so schnell wie möglich ausbessern lassen und das Gut der Kaufleute zum Markt in {to} führen",
  "dl-averi/2,42-43.section": "Nach der Grundberührung",
  "dl-averi/2,42-43.repairCost":
    "Die Kosten ihrer Ausbesserung trägt der Schiffer selbst, und die Kosten auf das Gut gehen über alles Gut (dl-averi/41: die Art general_average entscheidet sie)",

  // 44–45: verdorbenes Gut, Sturzgut (styrtegods) und Gut mit eigener Marke
  "dl-averi/44-45.pouredTogether": "zusammengeschüttetes Gut",
  "dl-averi/44-45.anyUnpacked": "jedes unverpackte Gut",
  "dl-averi/44-45.otherBulk": "nur das andere Sturzgut",
  "dl-averi/44-45.allSalvaged": "alles andere geborgene Gut",
  "dl-averi/44-45.by": "nach {v, select, quantity {Menge} other {Wert}}",
  "dl-averi/44-45.shared": "sein Schaden geht über das andere geborgene Gut",
  "dl-averi/44-45.ownMark": "sein Eigentümer nimmt es nach seiner Marke, trägt seinen Schaden und zahlt seine Kosten",
  "dl-averi/44-45.own":
    "kein Sturzgut, wie Q-A16 'styrtegods' liest, noch Tonnengut, Packen oder Stückgut: sein Schaden bleibt, wo er fällt",
  "dl-averi/44-45.idWords": "{id}: {words}",
  "dl-averi/44-45.notSpoiled": "nicht verdorben",
  "dl-averi/44-45.costsWarn":
    "{id} trägt Kosten von {costs}: dl-averi/45 lässt den Eigentümer die Kosten auf Tonnengut, Packen und Stückgut zahlen; von anderem Gut sagt er hier nichts über Kosten (nach einer Grundberührung, bei der geleichtert wurde, teilt dl-averi/41 die Kosten auf das Gut über alles Gut).",
  "dl-averi/44-45.section": "Verdorbenes Gut",
  "dl-averi/44-45.takeMark":
    "das Gut mit seiner eigenen Marke nehmen ({parcels}) und die Kosten zahlen, die ihm zufallen{costs}{spoiled}",
  "dl-averi/44-45.costsOf": ": {costs}",
  "dl-averi/44-45.ownLoss": "; was von {parcels} verdorben ist, ist sein eigener Verlust",
  "dl-averi/44-45.costsOwed": "die Kosten auf sein Gut {id}, die ihm zufallen",
  "dl-averi/44-45.overGives":
    "über {over}, nach {by, select, quantity {Menge} other {Wert}}: geteilt über {n, plural, one {# Partie} other {# Partien}}",
  "dl-averi/44-45.overAll": "alles geborgene Gut",
  "dl-averi/44-45.overBulk": "das geborgene Sturzgut",
  "dl-averi/44-45.label": "Sturzgut (styrtegods) verdorben, der Schaden über {over} ({at})",
  "dl-averi/44-45.units": "Einheiten",
  "dl-averi/44-45.quantityWhat": "Die Menge des Sturzguts von {parcels}, und wie viel davon verdorben ist",
  "dl-averi/44-45.quantityBy": "die Ladung des Schiffers und die Konnossemente",
  "dl-averi/44-45.quantityBasis": "Q-A16 R1: der Schaden an Sturzgut wird nach Menge geteilt",
  "dl-averi/44-45.unitsWarn":
    "Das Sturzgut ist in verschiedenen Einheiten gemessen ({units}); so kann sein Schaden nicht nach Menge geteilt werden; in einer Einheit angeben oder nach Wert teilen (styrtegods=R2).",
  "dl-averi/44-45.parcel": "{what} von {owner} ({id})",
  "dl-averi/44-45.someParcel": "Gut von {owner} ({id})",
  "dl-averi/44-45.quantitySalvaged": "geborgene Menge",
  "dl-averi/44-45.valueWhat": "Der Wert des Guts von {parcels}, und dessen, was davon verdorben ist",
  "dl-averi/44-45.valueBasis": "{q}: der Schaden am verdorbenen Sturzgut wird nach Wert geteilt",
  "dl-averi/44-45.valueBasisMass": "{q}, {mass}: der Schaden am verdorbenen Sturzgut wird nach Wert geteilt",
  "dl-averi/44-45.cannotDraw": "{label}: kann nicht aufgestellt werden: {error}.",
} satisfies Catalogue;
