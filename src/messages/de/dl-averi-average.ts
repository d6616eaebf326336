/**
 * Danske Lov 4-3 und 4-4 (dl-averi) auf Deutsch, über Haverei und Fracht: jede
 * Meldung unter der Kennung, die ihr englischer Text ihr gibt (siehe
 * docs/languages.md). Wo das Gesetz einen Fachausdruck hat, steht er beim ersten
 * Gebrauch in Klammern daneben: Haverei (havari), Befrachter (befragter),
 * Seewurf (kastning), Konnossement (konnossement), Führung (føring), Bodmerei
 * (bodmeri), Sturzgut (styrtegods), Anteil (anpart).
 */

import type { Catalogue } from "../catalogue.js";

export default {
  // 20–41: Haverei und die Verluste, die eine Reise teilt
  "dl-averi/20-41#general-average": "Haverei (havari) und die Verluste, die eine Reise teilt, dl-averi/20–41",
  "dl-averi/ga.more": "{shown} und {n} weitere",
  "dl-averi/ga.parcels": "{n, plural, one {{count} Partie} other {{count} Partien}}",
  "dl-averi/ga.seamen": "{n, plural, one {{count} Seemann} other {{count} Seeleute}}",
  "dl-averi/ga.bulkParcels": "{n, plural, one {{count} Partie Sturzgut} other {{count} Partien Sturzgut}}",
  "dl-averi/ga.sacrifices": "{n, plural, one {{count} Aufopferung} other {{count} Aufopferungen}}",
  "dl-averi/ga.tallied": "{count}: {sum}",
  "dl-averi/ga.ownerRole": "Reeder des Schiffes {ship}, der dessen Fracht verdient",
  "dl-averi/ga.ownersName": "Die Reeder des Schiffes {ship}",
  "dl-averi/ga.ownersInSentence": "die Reeder des Schiffes {ship}",
  "dl-averi/ga.ownersRole": "die Reeder des Schiffes zusammen ({shares}), die dessen Fracht verdienen",
  "dl-averi/ga.skipperRole": "Schiffer (skipper) des Schiffes {ship}",
  "dl-averi/ga.chartererRole": "der das Schiff {ship} befrachtet hat (Befrachter, „befragter“)",
  "dl-averi/ga.chartererName": "Der Befrachter",
  "dl-averi/ga.chartererUnnamed": "der das Schiff {ship} befrachtet hat (im Fall nicht genannt)",
  "dl-averi/ga.laidOut": "der das Geld ausgelegt hat",
  "dl-averi/ga.parcelLabel": "{what} von {owner} (Konnossement {id})",
  "dl-averi/ga.parcelLabelGoods": "Güter von {owner} (Konnossement {id})",
  "dl-averi/ga.averageAfter": "Haverei (havari) nach {measures}: {loss} verteilt auf {mass} ({at})",
  "dl-averi/ga.noAverageYet": "{measures}: noch keine Haverei aufgemacht ({at})",
  "dl-averi/ga.piracy": "Güter, genommen von {attackers} ({at}–34)",
  "dl-averi/ga.defence": "eine Gegenwehr gegen {attackers} ({at})",
  "dl-averi/ga.theft": "ein Diebstahl im Hafen ({at})",
  "dl-averi/ga.ransom": "Schiff und Güter freigekauft ({at})",
  "dl-averi/ga.lighterage": "die Güter in Prahme geleichtert ({at}–40)",
  "dl-averi/ga.grounding": "eine Grundberührung, das Schiff vom Grund geleichtert ({at})",
  "dl-averi/ga.noLoss": "eine Reise ohne zu teilenden Verlust nach {at}–41",
  "dl-averi/ga.situation": "{first}; {rest}",
  "dl-averi/ga.noLossStated":
    "Kein Verlust ist angegeben, also ist nichts zu teilen: eine Haverei beginnt mit der Not und dem, was in ihr aufgegeben wurde (facts.emergency), dem gekappten Gerät (facts.sacrifices) und den geworfenen Gütern (facts.cargo); die anderen Verluste, die eine Reise teilt, sind von Seeräubern genommene Güter (facts.piracy), eine Gegenwehr (facts.defence), ein Diebstahl im Hafen (facts.harbour_theft), ein Lösegeld (facts.ransom), Leichterkosten (facts.lighterage) und eine Grundberührung (facts.grounding).",
  "dl-averi/ga.jettisonUnlisted":
    "Es wurden Güter über Bord geworfen, aber keine Partie sagt, was davon ging (facts.cargo, facts.cargo[].jettisoned): der zu vergütende Verlust lässt sie aus.",
  "dl-averi/ga.gearUnlisted":
    "Das Schiff gab Gerät auf oder wurde auf den Strand gesetzt ({measures}), aber kein solcher Verlust ist aufgeführt (facts.sacrifices): der zu vergütende Verlust lässt ihn aus.",

  // 20–22: der Beschluss und die Ordnung des Seewurfs
  "dl-averi/20#consult":
    "der Schiffer soll sich zuerst mit dem Kaufmann oder dessen Bevollmächtigtem (fuldmægtig) beraten, wenn einer von ihnen zugegen ist",
  "dl-averi/21#crew":
    "wollen sie nicht einwilligen und hält der Schiffer es dennoch für nötig, so soll er der Meinung der meisten und besten Schiffsleute folgen",
  "dl-averi/20#no-measure":
    "nichts wurde geworfen, gekappt oder auf den Strand gesetzt: der Rat von dl-averi/20 („rådføre sig herom“) und Meinung und Eid der Schiffsleute von dl-averi/21 gehören zu diesen Maßnahmen, und was sonst getan wurde, verlangt keines von beiden",
  "dl-averi/21#most-of-the-crew":
    "„de fleste og bedste af skibsfolkenes mening“: die Meinung einer Mehrheit der Schiffsleute, in der die Ansicht der besten Männer Gewicht hat",
  "dl-averi/21#best-men": "die Mehrheit unter den Offizieren und erfahrensten Männern der Besatzung (Q-A09 R2)",
  "dl-averi/22#order":
    "der Schiffer soll wohl darauf achten, dass die schwersten Güter und die von geringstem Wert, soweit möglich, zuerst geworfen werden",
  "dl-averi/20.jettison": "dem Seewurf (kastning) von Gütern",
  "dl-averi/20.cutMast": "dem Kappen des Mastes",
  "dl-averi/20.cutCable": "dem Kappen des Kabels",
  "dl-averi/20.cutAnchorRope": "dem Kappen des Ankertaus",
  "dl-averi/20.runAshore": "dem Aufsetzen des Schiffes auf den Strand (landløbe)",
  "dl-averi/20.otherMeasure": "einer anderen Maßnahme",
  "dl-averi/20.measures": "{first}, {rest}",
  "dl-averi/20.crewMajority": "eine Mehrheit der Schiffsleute",
  "dl-averi/20.bestMenMajority": "eine Mehrheit der besten Männer der Besatzung",
  "dl-averi/20.bestMen": "die besten Männer der Besatzung",
  "dl-averi/20.crew": "die Schiffsleute",
  "dl-averi/20.notSaid": "der Fall sagt nicht, wie {who} standen ({q})",
  "dl-averi/20.vote": "{who}: {for} dafür, {against} dagegen ({q})",
  "dl-averi/20.consult": "sich zuerst mit {names}, die an Bord sind, beraten vor {measures}",
  "dl-averi/20.consultDone": "sich zuerst mit {names}, die an Bord sind, beraten vor {measures}; geschehen",
  "dl-averi/20.consultAnswered":
    "sich zuerst mit {names}, die an Bord sind, beraten vor {measures}; geschehen: Antwort {answer}",
  "dl-averi/20.consultNotDone": "sich zuerst mit {names}, die an Bord sind, beraten vor {measures}; nicht geschehen",
  "dl-averi/20.consultNotSaid":
    "sich zuerst mit {names}, die an Bord sind, beraten vor {measures}; der Fall sagt nicht, dass es geschehen ist",
  "dl-averi/20.notConsulted":
    "{names} {n, plural, one {war} other {waren}} an Bord, aber der Schiffer hat sich vor {measures} nicht zuerst mit {n, plural, one {ihm} other {ihnen}} beraten.",
  "dl-averi/20.consultUnknown":
    "Der Fall sagt nicht, ob der Schiffer sich mit {names} beraten hat, {n, plural, one {der} other {die}} an Bord {n, plural, one {war} other {waren}}.",
  "dl-averi/20.crewAgainst":
    "Der Kaufmann weigerte sich, und die meisten und besten Schiffsleute stützten die Maßnahme nicht ({words}): dl-averi/21 lässt den Schiffer gegen die Weigerung des Kaufmanns nur auf ihre Meinung hin handeln.",
  "dl-averi/20.crewUnknown": "Der Kaufmann weigerte sich; {words}, deren Meinung der Schiffer folgen muss.",
  "dl-averi/20.oath":
    "die Schiffsleute des Schiffes {ship}: wenn sie an Land kommen, unter Eid erklären, dass es geschah, um Leben, Schiff und Gut zu retten",
  "dl-averi/20.oathDone":
    "die Schiffsleute des Schiffes {ship}: wenn sie an Land kommen, unter Eid erklären, dass es geschah, um Leben, Schiff und Gut zu retten; geschehen",
  "dl-averi/20.oathNotDone":
    "die Schiffsleute des Schiffes {ship}: wenn sie an Land kommen, unter Eid erklären, dass es geschah, um Leben, Schiff und Gut zu retten; nicht geschehen",
  "dl-averi/20.oathNotSaid":
    "die Schiffsleute des Schiffes {ship}: wenn sie an Land kommen, unter Eid erklären, dass es geschah, um Leben, Schiff und Gut zu retten; der Fall sagt nicht, dass es geschehen ist",
  "dl-averi/20.noOath":
    "Die Schiffsleute haben an Land nicht unter Eid erklärt, dass es geschah, um Leben, Schiff und Gut zu retten, wie dl-averi/21 es verlangt, wo der Kaufmann sich weigerte.",
  "dl-averi/20.mostAndBest": "Die meisten und besten Schiffsleute: {words}",
  "dl-averi/20.notKnown": "nicht bekannt",
  "dl-averi/20.backed": "stützten die Maßnahme",
  "dl-averi/20.notBacked": "stützten sie nicht",
  "dl-averi/20.entitlement":
    "Ob der Verlust nach {measures} als Haverei geteilt wird: es geschah gegen die Weigerung des Kaufmanns und gegen die meisten und besten Schiffsleute, und kein Eid wurde an Land geschworen",
  "dl-averi/20.aCourt": "ein Gericht (der Text nennt keines)",
  "dl-averi/20.entitlementBasis":
    "dl-averi/21: 'Ville de ikke samtykke, og skipperen eragter det dog nødigt, da skal han følge de fleste og bedste af skibsfolkenes mening, som siden … skal det ved ed forklare, at det er sket at redde liv, skib og gods': gegen die Weigerung des Kaufmanns darf der Schiffer nur auf die Meinung der Schiffsleute und ihren Eid hin handeln und hatte keines von beiden; den Befund als facts.emergency.average_allowed angeben",
  "dl-averi/20.untilCourt":
    "{what}: keine Haverei wird aufgemacht, bevor ein Gericht sie als solche befindet (facts.emergency.average_allowed).",
  "dl-averi/20.foundAverage": "als Haverei befunden",
  "dl-averi/20.foundNotAverage": "als keine Haverei befunden",
  "dl-averi/20.courtNotAverage":
    "Ein Gericht befand den Verlust als keine Haverei: es gibt keine Haverei (dl-averi/21).",
  "dl-averi/20.nobodyAboard":
    "weder der Kaufmann noch sein Bevollmächtigter war an Bord: dl-averi/20 verlangt Rat nur von den Anwesenden, und der Text sagt nicht, ob der Schiffer dann allein entscheidet oder wie in dl-averi/21 den Schiffsleuten folgen muss",
  "dl-averi/20.refusedNotNecessary":
    "Der Kaufmann weigerte sich, und der Schiffer hielt die Maßnahme nicht für nötig: nach dl-averi/20–21 hätte sie nicht ergriffen werden sollen.",
  "dl-averi/20.otherMeasureWarning":
    "dl-averi/20 nennt den Seewurf von Gütern, das Kappen von Mast, Kabel oder Ankertau und das Aufsetzen des Schiffes auf den Strand; was sonst getan wurde, ist Haverei nur als Schaden „im genannten Fall“ (dl-averi/25).",
  "dl-averi/20.notToSave":
    "Der Fall sagt, die Maßnahme sei nicht ergriffen worden, um Leben, Schiff und Gut zu retten: dl-averi/20 und /25 sprechen nur von solchen Maßnahmen, also gibt es keine Haverei.",
  "dl-averi/20.decision": "Der Beschluss: {measures}",
  "dl-averi/20.notChecked": "nicht geprüft: der Fall gibt keine Gewichte an und bezeichnet keine Güter als schwer",
  "dl-averi/20.inOrder": "in der Ordnung",
  "dl-averi/20.outOfOrder": "{parcels} außer der Ordnung",
  "dl-averi/20.departures":
    "{parcels} gingen über Bord, während schwerere Güter von geringerem Wert später gingen oder behalten wurden: {ids}. Wenn es sich anders machen ließ, weicht das von dl-averi/22 ab (der Text setzt keine Strafe).",

  // 23–24: die Taxe des Schiffers, die Wahl des Befrachters und der Markt
  "dl-averi/23#valuation": "der Schiffer soll das Schiff in Geld taxieren, so wie er es selbst behalten wollte",
  "dl-averi/23#silence-not-stated":
    "der Befrachter erklärte sich nicht binnen vierundzwanzig Stunden, und der Text gibt keine Folge: der Wert des Schiffes ist eine Angabe (Q-A31 R2)",
  "dl-averi/23#valuation-stands":
    "der Befrachter, der nicht binnen vierundzwanzig Stunden wählt, verliert die Wahl, und die Taxe des Schiffers bleibt bestehen",
  "dl-averi/23#lapse-not-stated": "der Text gibt keine Folge; was folgt, ist zu schätzen (Q-A31 R2)",
  "dl-averi/24#market":
    "alle geworfenen wie behaltenen Güter werden nach dem Marktpreis dort taxiert, wo die behaltenen verkauft werden",
  "dl-averi/23.asAssessed": "wie geschätzt, {value}",
  "dl-averi/23.silenceToAssess": "zu schätzen: das Schweigen des Befrachters hat keine Folge, die der Text nennt",
  "dl-averi/23.unknownToAssess":
    "zu schätzen: ob der Befrachter sich rechtzeitig erklärte, ist nicht bekannt, und nach Q-A31 R2 hat ein Fristablauf keine Folge, die der Text nennt",
  "dl-averi/23.skippersValuation": "die Taxe des Schiffers, {value}",
  "dl-averi/23.lapseStands": "die Wahl erlischt, und die Taxe des Schiffers bleibt bestehen",
  "dl-averi/23.noConsequence": "der Text gibt keine Folge",
  "dl-averi/23.take": "das Schiff {ship} zur Taxe des Schiffers übernehmen, {value}",
  "dl-averi/23.leave": "es dem Schiffer zu dieser Taxe lassen",
  "dl-averi/23.notKnownInTime": "{choice} (ob binnen vierundzwanzig Stunden, ist nicht bekannt)",
  "dl-averi/23.lapseR1": "die Wahl erlischt, und die Taxe des Schiffers bleibt bestehen (Q-A31 R1)",
  "dl-averi/23.lapseR2": "der Text gibt keine Folge; was folgt, ist zu schätzen (Q-A31 R2)",
  "dl-averi/23.noCharterer": "Der Fall nennt keinen Befrachter: die Wahl von dl-averi/23 steht ihm zu.",
  "dl-averi/23.whenMadeKnown":
    "Wann die Taxe des Schiffers für das Schiff {ship} dem Befrachter ({charterer}) bekannt gemacht wurde",
  "dl-averi/23.theEvidence": "der Beweis (der Text nennt niemanden)",
  "dl-averi/23.whenMadeKnownBasis":
    "dl-averi/23: 'hvorpå dog befragteren skal inden fire og tyve timers forløb sig erklære': die vierundzwanzig Stunden laufen ab Bekanntgabe der Taxe (Q-A31), und kein anderer Zeitpunkt tritt an ihre Stelle; als facts.ship.valuation_made_known angeben",
  "dl-averi/23.whenDeclared": "Wann {charterer} erklärte, ob er das Schiff {ship} übernimmt",
  "dl-averi/23.whenDeclaredBasis":
    "dl-averi/23: er muss sich binnen vierundzwanzig Stunden nach Bekanntgabe der Taxe erklären; als facts.charterer_choice.declared angeben",
  "dl-averi/23.price": "der Preis des Schiffes {ship}, zur Taxe des Schiffers übernommen",
  "dl-averi/23.handOver": "das Schiff {ship} an {charterer} übergeben, der es zur Taxe übernahm",
  "dl-averi/23.notYetValued": "noch nicht taxiert",
  "dl-averi/23.noValuation": "der Schiffer hat das Schiff noch nicht in Geld taxiert",
  "dl-averi/23.putValue": "das Schiff {ship} in Geld taxieren, so wie er es selbst behalten wollte",
  "dl-averi/23.valueForAverage": "Der Wert des Schiffes {ship} für die Haverei",
  "dl-averi/23.notNamed": "vom Text nicht genannt (Q-A31 R2): ein Gericht oder gute Männer",
  "dl-averi/23.theSkipper": "der Schiffer ({name})",
  "dl-averi/23.lapsedBasis":
    "der Befrachter erklärte sich nicht binnen vierundzwanzig Stunden, und nach Q-A31 R2 gibt der Text keine Folge; als facts.ship.value_assessed angeben",
  "dl-averi/23.unknownBasis":
    "ob der Befrachter sich binnen vierundzwanzig Stunden erklärte, ist nicht bekannt, und nach Q-A31 R2 gibt der Text keine Folge; als facts.ship.value_assessed angeben",
  "dl-averi/23.valuationBasis":
    "dl-averi/23: 'skal skipperen sætte skibet på penge, ligesom han det selv ville beholde'; als facts.ship.valuation angeben",
  "dl-averi/23.took":
    "der Befrachter übernahm das Schiff zur Taxe: der Wert bleibt bestehen, und er schuldet den Preis",
  "dl-averi/23.left": "der Befrachter ließ das Schiff dem Schiffer zur Taxe: der Wert bleibt bestehen",
  "dl-averi/23.lapsed": "der Befrachter erklärte sich nicht binnen vierundzwanzig Stunden",
  "dl-averi/23.open": "der Befrachter hat noch nicht gewählt",
  "dl-averi/23.unknownTake":
    "der Befrachter wählte, das Schiff zu übernehmen, aber ob binnen vierundzwanzig Stunden, ist nicht bekannt",
  "dl-averi/23.unknownLeave":
    "der Befrachter wählte, es dem Schiffer zu lassen, aber ob binnen vierundzwanzig Stunden, ist nicht bekannt",
  "dl-averi/23.unvalued":
    "der Schiffer hat das Schiff noch nicht in Geld taxiert, also hat der Befrachter noch nichts, worauf er sich erklären könnte",
  "dl-averi/23.notBegun": "seine vierundzwanzig Stunden laufen ab Bekanntgabe der Taxe an ihn und haben nicht begonnen",
  "dl-averi/23.runUntil": "die vierundzwanzig Stunden laufen ab Bekanntgabe der Taxe an den Befrachter, bis {deadline}",
  "dl-averi/23.run": "die vierundzwanzig Stunden laufen ab Bekanntgabe der Taxe an den Befrachter",
  "dl-averi/23.runNotGiven":
    "die vierundzwanzig Stunden laufen ab Bekanntgabe der Taxe an den Befrachter, die der Fall nicht angibt",
  "dl-averi/23.standingFrom": "{standing}; {from}",
  "dl-averi/23.valueHeading": "Der Wert des Schiffes: die Taxe des Schiffers und die Wahl des Befrachters",
  "dl-averi/23.notKnown": "nicht bekannt",
  "dl-averi/23.valueForGa": "Der Wert des Schiffes {ship} für die Haverei",
  "dl-averi/23.valueForAverages": "Der Wert des Schiffes {ship} für die Havereien über Schiff und Gut",
  "dl-averi/23.notNamedCourt": "vom Text nicht genannt: ein Gericht oder gute Männer",
  "dl-averi/23.distressBasis":
    "dl-averi/25 lässt 'det hele skib' zahlen, aber der Schiffer taxiert es nach dl-averi/23 nur, wenn er 'må lade kaste … hugge, eller landløbe med skibet', und nichts davon geschah. Als facts.ship.value_assessed angeben",
  "dl-averi/23.averagesBasis":
    "dl-averi/35–39 lassen das Schiff mit den Gütern zahlen, sagen aber nicht, wie es taxiert wird; die Taxe des Schiffers und die vierundzwanzig Stunden des Befrachters in dl-averi/23 gehören zu einem Seewurf. Als facts.ship.value_assessed angeben",
  "dl-averi/23.givenValue":
    "der Wert, den der Fall als den des Schiffers angibt, {value}; ohne Seewurf eröffnet er dem Befrachter keine Wahl",
  "dl-averi/23.gaHeading": "Der Wert des Schiffes für die Haverei",
  "dl-averi/23.averagesHeading": "Der Wert des Schiffes für die Havereien über Schiff und Gut",
  "dl-averi/23.noJettison":
    "keine Güter geworfen, kein Mast oder Kabel gekappt, kein Aufsetzen auf den Strand: die Taxe des Schiffers und die Wahl des Befrachters in dl-averi/23 kommen nicht in Frage; der Wert des Schiffes: {words}",
  "dl-averi/24.valued": "{parcels} taxiert",
  "dl-averi/24.notAppraised": "{n} noch nicht taxiert",
  "dl-averi/24.valueOf":
    "Der Wert von {parcels} nach dem Marktpreis dort, wo die behaltenen Güter verkauft werden: {ids}",
  "dl-averi/24.appraisers": "Taxatoren an diesem Markt (der Text nennt keine)",
  "dl-averi/24.basis":
    "dl-averi/24: die geworfenen und die behaltenen Güter werden nach dem Marktpreis dort taxiert, wo die behaltenen verkauft werden",
  "dl-averi/24.otherMarket":
    "Die Werte der Partien sind nicht an dem Markt genommen, wo die behaltenen Güter verkauft werden: dl-averi/24 taxiert geworfene und behaltene Güter dort. Die Zahlen werden wie angegeben verwendet.",

  // 25–26: was beiträgt, die Aufmachung und das Zurückbehaltungsrecht des Schiffers
  "dl-averi/25#ship":
    "der Schaden wird auf das ganze Schiff verteilt, zu dem Wert, den der Schiffer ihm gab, als wollte er es selbst behalten",
  "dl-averi/25#ship-plus-sacrifice":
    "das Schiff trägt nach der Taxe des Schiffers bei, zuzüglich seiner eigenen aufgeopferten Teile, die vergütet werden (Q-A10 R2)",
  "dl-averi/25#freight":
    "der Schaden wird auch auf die Fracht verteilt, die für alle eingeschifften Güter zu zahlen war, die behaltenen wie die geworfenen",
  "dl-averi/25#freight-kept": "nur die Fracht, die an den ankommenden Gütern verdient wird, trägt bei (Q-A12 R2)",
  "dl-averi/25#freight-lost":
    "die Fracht auf die geworfenen Güter ist verloren und wird in der Haverei vergütet (Q-A13 R2)",
  "dl-averi/25#goods-kept":
    "der Schaden wird auf alle behaltenen Güter verteilt, zu ihrem Wert bei Ankunft; die geworfenen Güter tragen nichts bei (Q-A11 R1)",
  "dl-averi/25#sacrificed-contribute":
    "die vergüteten Güter tragen ebenfalls bei, nach dem, womit sie ankommen, und dem, was ihnen vergütet wird, sodass jedes Interesse denselben Satz trägt (Q-A11 R2)",
  "dl-averi/31#recovered-contribute":
    "geworfene und wiedererlangte Güter sind in der Hand des Eigners wie behaltene Güter und tragen mit ihnen zu ihrem Wert als wiedererlangt bei (Q-A36 R1)",
  "dl-averi/25#freight-still-owed":
    "die Fracht auf die geworfenen Güter wird dennoch gezahlt, außerhalb der Haverei: jeder Ablader schuldet den Reedern des Schiffes die Fracht auf seinen geworfenen Teil (Q-A13 R1)",
  "dl-averi/25#statement":
    "der Schaden wird allen Beteiligten zugerechnet, was Haverei heißt: jeder zahlt den Verlust mal seinem Wert durch den ganzen beitragenden Wert",
  "dl-averi/25.notKnown": "nicht bekannt",
  "dl-averi/25.freightTotal":
    "Die Fracht im Ganzen, {total}, ist nicht die Summe der Fracht je Partie, {perParcel}; die Gesamtfracht wird verwendet.",
  "dl-averi/25.freightStillToPay":
    "die Fracht auf die geworfenen Güter ist von ihren Abladern dennoch zu zahlen, außerhalb der Haverei (Q-A13 R1)",
  "dl-averi/25.noFreightThrown": "auf geworfene Güter war keine Fracht bedungen: keine Fracht geht verloren",
  "dl-averi/25.freightThrownWhat": "Die Fracht auf die geworfenen Güter, aus der im Ganzen bedungenen Fracht",
  "dl-averi/25.freightThrownBy": "der Schiffer und die Ablader, oder gute Männer (der Text nennt keine)",
  "dl-averi/25.freightThrownBasis":
    "nach {basis} und {jettisoned} muss die Fracht auf die geworfenen Güter bekannt sein; der Fall gibt nur die Fracht im Ganzen an, oder eine geworfene Partie ist noch nicht taxiert",
  "dl-averi/25.freightLabel": "Fracht des Schiffes {ship}, verdient von seinen Reedern",
  "dl-averi/25.shipDamage":
    "Der Schaden am Schiff in der Not: Mast oder Gerät gekappt, oder das Schiff auf den Strand gesetzt",
  "dl-averi/25.notAverageAshore":
    "keine Haverei: der Schaden durch das Aufsetzen des Schiffes auf den Strand, {amount}, nach {q} (aus gestrandetem Gut wird keine Haverei geschuldet)",
  "dl-averi/25.shipLabel": "das Schiff {ship}; vergütet: {what}",
  "dl-averi/25.goodsContribute": "Wonach die Güter beitragen",
  "dl-averi/25.noEmergency":
    "Güter oder Gerät wurden aufgegeben, aber der Fall beschreibt keine Not (facts.emergency): Haverei nach dl-averi/25 ist der Schaden, der in der Not von dl-averi/20 geschieht.",
  "dl-averi/25.noShipValue":
    "Die Haverei kann nicht aufgemacht werden, bevor der Wert des Schiffes bekannt ist (facts.ship.valuation).",
  "dl-averi/25.notAppraised":
    "Die Haverei kann nicht aufgemacht werden, bevor jede Partie taxiert ist (facts.cargo[].value).",
  "dl-averi/25.noThrownFreight":
    "Die Haverei kann nicht aufgemacht werden, bevor die Fracht auf die geworfenen Güter bekannt ist (facts.cargo[].freight oder facts.ship.freight_total).",
  "dl-averi/25.cannot": "Die Haverei kann nicht aufgemacht werden: {why}.",
  "dl-averi/25.owes": "{from} schuldet {to} {amount}",
  "dl-averi/25.stillOwed": "die Fracht auf die geworfenen Güter, neben der Haverei noch geschuldet ({q})",
  "dl-averi/25.heading": "Haverei: {loss} verteilt auf {mass}",
  "dl-averi/25.receives": "erhält {amount}",
  "dl-averi/25.pays": "zahlt {amount}",
  "dl-averi/25.share":
    "seinen Anteil an der Haverei zahlen, {amount}, oder dafür genügende Bürgschaft stellen, bevor der Schiffer ihm seine Güter folgen lassen muss",
  "dl-averi/25.shareSet":
    "seinen Anteil an der Haverei zahlen, {amount}, oder dafür genügende Bürgschaft stellen, bevor der Schiffer ihm seine Güter folgen lassen muss; {good} wird ihm vergütet, sodass er im Ergebnis {balance}",
  "dl-averi/25.contributes":
    "trägt {exact} bei auf einen Wert von {value}; {good} wird vergütet; netto {net} (dl-averi/25)",
  "dl-averi/25.fund": "Der in der Haverei vergütete Verlust und der Beitrag jeder Partei dazu",
  "dl-averi/25.rounding":
    "{tieBreak} Jede Zeile der Aufmachung wird gerundet; der Beitrag einer Partei ist die Summe ihrer Zeilen.",
  "dl-averi/25.merchant": "Kaufmann, Eigner von Gütern an Bord",
  "dl-averi/25.laidOut": "der Geld ausgelegt hat, das in der Haverei vergütet wird",

  // 24–32: was vergütet wird und was nicht
  "dl-averi/28#either-paper":
    "„så vidt skipperen har konnossementer og fragtbreve på“ nennt die Papiere des Schiffers als Gattung: Güter, die eines davon deckt, zählen",
  "dl-averi/28#both-papers": "jede Partie braucht sowohl Konnossement als auch Frachtbrief (Q-A15 R2)",
  "dl-averi/25#beaching-is-average":
    "dl-vrag/22 spricht von Gütern, die das Meer an Land geworfen hat; das absichtliche Aufsetzen auf den Strand, um Leben, Schiff und Gut zu retten, ist Haverei (dl-averi/20–21)",
  "dl-averi/25#stranding-no-average":
    "aus gestrandetem Gut wird bei keiner Strandung Haverei geschuldet, und der Schaden des Aufsetzens bleibt, wo er fällt (Q-V15 R2)",
  "dl-averi/28#more-proved":
    "es sei denn, der Schiffer beweist rechtmäßig und genügend, dass mehr und andere Güter im Schiffsraum gewesen sind",
  "dl-averi/28#documents":
    "in der Berechnung zählen die geworfenen Güter nur so weit, wie der Schiffer Konnossemente und Frachtbriefe darüber hat, und nicht weiter",
  "dl-averi/24#thrown":
    "die geworfenen Güter zählen mit ihrem Wert an dem Markt, wo die behaltenen Güter verkauft werden",
  "dl-averi/31#recovered":
    "geworfene Güter, die an Land treiben oder aus der See gefischt werden und an den Eigner zurückkommen: für sie wird nicht mehr vergütet als der daran erlittene Schaden",
  "dl-averi/25#thrown": "der Verlust der geworfenen Güter ist Haverei, von allen Beteiligten vergütet",
  "dl-averi/29#spoiled":
    "Güter, die durch den Seewurf verdorben oder dabei von der See ausgespült wurden: dieser Schaden gilt auch als Haverei",
  "dl-averi/25#goods-run-ashore":
    "der Schaden an den Gütern, als das Schiff absichtlich auf den Strand gesetzt wurde, „im genannten Fall“, ist Haverei wie der Seewurf (Q-V15 R1)",
  "dl-averi/31#gear-recovered":
    "gekapptes Schiffsgerät, das an Land treibt oder gefischt wird und zurückkommt: nur sein Schaden wird vergütet",
  "dl-averi/25#gear": "Mast, Kabel, Ankertau oder anderes Gerät, gekappt, um Schiff und Gut zu retten, ist Haverei",
  "dl-averi/25#ship-run-ashore":
    "der Schaden am Schiff, als es absichtlich auf den Strand gesetzt wurde, um Schiff und Gut zu retten, ist Haverei „im genannten Fall“ (Q-V15 R1)",
  "dl-averi/32#burial":
    "die Begräbniskosten eines daran gestorbenen Seemanns, wenn er an Land begraben wird („om det er ved land, at dem begravelse gøres“), werden wie andere Haverei bezahlt",
  "dl-averi/32#doctor":
    "der Arztlohn (lægeløn) der bei einem solchen Fall verletzten Schiffsleute wird von Schiff, Gut und Fracht wie andere Haverei bezahlt, jeder nach seinem Anteil (anpart)",
  "dl-averi/30#not-average":
    "was außer einem solchen Fall zu Schaden kommt, wird nicht als Haverei gerechnet, noch ein Schaden, nachdem die Güter wieder gestaut und in Ordnung gelegt sind",
  "dl-averi/25#common-safety-not-average":
    "der Text nennt keine Ausgabe für die gemeinsame Rettung unter seinen Havereiposten (dl-averi/25–41): sie liegt auf dem, der sie ausgelegt hat (Q-S10 R2)",
  "dl-averi/25#common-safety-expense":
    "Geld, das für die gemeinsame Rettung in der Not ausgelegt wurde (ein Schlepper, ein Nothafen, die Rechnung eines Bergers), das der Text nicht nennt",
  "dl-averi/27#portage-bottomry":
    "die Führung (føring) der Schiffsleute soll hierin nicht gerechnet werden, noch Haverei aus Bodmereigeld (bodmeri-penge) gegeben werden",
  "dl-averi/ga-made-good.either": "eines der Papiere",
  "dl-averi/ga-made-good.both": "beide Papiere",
  "dl-averi/ga-made-good.beachingAverage": "ein absichtliches Aufsetzen auf den Strand ist Haverei",
  "dl-averi/ga-made-good.noStrandingAverage": "bei keiner Strandung wird Haverei geschuldet",
  "dl-averi/ga-made-good.thrownCount": "Wofür die geworfenen Güter zählen",
  "dl-averi/ga-made-good.thrownMadeGood": "Was für die geworfenen Güter vergütet wird",
  "dl-averi/ga-made-good.spoiled": "Durch den Seewurf verdorbene Güter",
  "dl-averi/ga-made-good.ashore": "Güter, beschädigt, als das Schiff auf den Strand gesetzt wurde",
  "dl-averi/ga-made-good.borne": "{parcels}: {sum}, von ihren Eignern getragen",
  "dl-averi/ga-made-good.ashoreLies": "der Schaden des Aufsetzens, {amount}, bleibt, wo er fällt (Q-V15 R2)",
  "dl-averi/ga-made-good.crewHurt": "In der Not verletzte Schiffsleute",
  "dl-averi/ga-made-good.aSeaman": "ein Seemann",
  "dl-averi/ga-made-good.buriedAshore": "Ob {who} an Land begraben wurde",
  "dl-averi/ga-made-good.theCourt": "das Gericht (der Text nennt keines)",
  "dl-averi/ga-made-good.buriedBasis":
    "dl-averi/32: das Begräbnis ist Haverei nur 'om det er ved land, at dem begravelse gøres' (wenn er an Land begraben wird); als facts.injuries[].buried angeben",
  "dl-averi/ga-made-good.buriedAtSea":
    "{who} wurde auf See begraben: die Kosten seines Begräbnisses sind keine Haverei (dl-averi/32).",
  "dl-averi/ga-made-good.crewLabel": "Arztlohn und Begräbnis verletzter Schiffsleute, ausgelegt von {who}",
  "dl-averi/ga-made-good.tug": "ein Schlepper",
  "dl-averi/ga-made-good.portOfRefuge": "die Kosten eines Nothafens",
  "dl-averi/ga-made-good.salvage": "die Rechnung eines Bergers",
  "dl-averi/ga-made-good.expense": "eine Ausgabe",
  "dl-averi/ga-made-good.safetyNotAverage": "{amount} keine Haverei: es liegt auf dem, der es ausgelegt hat (Q-S10 R2)",
  "dl-averi/ga-made-good.safetyMadeGood": "{amount} in der Haverei vergütet (Q-S10 R1)",
  "dl-averi/ga-made-good.safetyAdmitted":
    "Der Text von 1683 nennt nur seine eigenen Havereiposten (dl-averi/25–41): eine Ausgabe für die gemeinsame Rettung ({what}) ist keiner davon. Sie wird nach {q} in die Haverei von dl-averi/25 aufgenommen.",
  "dl-averi/ga-made-good.safetyRefused":
    "Der Text von 1683 nennt nur seine eigenen Havereiposten (dl-averi/25–41): eine Ausgabe für die gemeinsame Rettung ({what}) ist keiner davon. Nach {q} ist sie keine Haverei und liegt auf dem, der sie ausgelegt hat.",
  "dl-averi/ga-made-good.semicolons": "{first}; {rest}",
  "dl-averi/ga-made-good.safetyLabel": "für die gemeinsame Rettung: {what}, ausgelegt von {who}",
  "dl-averi/ga-made-good.portageR2":
    "die Führung trägt nicht bei; über Bord geworfene Führung wird vergütet (Q-A14 R2); Bodmereigeld trägt nicht bei",
  "dl-averi/ga-made-good.portageR1":
    "die Führung trägt weder bei noch wird sie vergütet; Bodmereigeld trägt nicht bei, und das Schiff trägt mit seinem vollen Wert bei (Q-A14 R1)",
  "dl-averi/ga-made-good.portageLabel": "Führung von {who}, über Bord geworfen",

  // 33–41: Seeräuber, Gegenwehr, Diebstahl im Hafen, Lösegeld, Prahme und Grundberührung
  "dl-averi/33#poured-together":
    "„styrtegods, som er styrtet tilsammen“: lose zusammengeschüttete Güter, sodass eine Partie, die der Fall nicht Sturzgut nennt, nicht dazu gehört",
  "dl-averi/33#any-loose-goods":
    "alle unverpackten Güter sind Sturzgut (styrtegods), zusammengeschüttet oder nicht (Q-A16 R3)",
  "dl-averi/33#by-quantity":
    "„betales det igen af det andet styrtegods“: der Verlust wird in Natur aus dem Rest des Haufens ersetzt, nach Menge geteilt",
  "dl-averi/33#by-value": "der Verlust wird unter den Eignern des Haufens nach Wert geteilt (Q-A16 R2)",
  "dl-averi/33#ships-own-risk":
    "„thi det står sin egen eventyr“: „det“ ist das Schiff, das seine eigene Gefahr trägt und darum nichts gibt",
  "dl-averi/33#bulk-goods-own-risk": "„det“ ist das Sturzgut, das als Ganzes seine eigene Gefahr trägt (Q-A17 R2)",
  "dl-averi/33#heaps":
    "zusammengeschüttete Güter („styrtet tilsammen“) sind ein Haufen: der Haufen, in den der Fall eine Partie Sturzgut legt, sonst die Partien Sturzgut einer Art und eines Maßes",
  "dl-averi/33#bulk":
    "zusammengeschüttetes Sturzgut („styrtegods, som er styrtet tilsammen“), wovon Freibeuter oder Seeräuber einen Teil nehmen: es wird aus dem anderen Sturzgut ersetzt, und das Schiff gibt nichts dazu",
  "dl-averi/34#own-risk":
    "alle anderen Güter, in Packen, Fässern oder Tonnen, stehen auf eigene Gefahr, und jeder leidet den Schaden, der ihn trifft",
  "dl-averi/35#defence":
    "der Arztlohn der Verwundeten, Heuer und Führung der an ihrer Stelle angenommenen Leute und alle anderen Kosten gehen über Schiff und Gut, weil es zu ihrem Schutz geschah",
  "dl-averi/36#theft":
    "ein Schiffer, dem in einem Hafen Schiffsgerät oder Güter an Bord geraubt werden: den Schaden trägt, wen er trifft",
  "dl-averi/36#lies":
    "ein Schiffer, dem in einem Hafen Schiffsgerät oder Güter an Bord geraubt werden: den Schaden trägt, wen er trifft",
  "dl-averi/36#special-cause":
    "es sei denn, es gibt einen besonderen Grund (sær årsag), der alle an Schiff und Gut Beteiligten zur Zahlung pro rata verbinden könnte (Q-A18: eine Schätzung)",
  "dl-averi/37#ransom":
    "Schiff und Gut aufgebracht und angehalten und vom Schiffer für eine Summe freigekauft, die er rechtmäßig beweisen kann: es geht über Schiff und Gut wie andere Haverei",
  "dl-averi/37#ship-and-goods":
    "die Kosten gehen über Schiff und Gut, die einzigen genannten Interessen; die Fracht trägt nicht bei",
  "dl-averi/37#with-freight": "„wie andere Haverei“ nimmt die Fracht hinzu, wie in dl-averi/25 und /32 (Q-A30 R2)",
  "dl-averi/38#lighterage":
    "ein Schiff, zu tief für das flache Fahrwasser, muss in Prahme oder Boote löschen: diese Fracht und das Prahmgeld (prampenge) zahlen Schiff und Gut",
  "dl-averi/39#lost":
    "stößt diesen Gütern ein Unglück zu, so geht der Schaden über das Schiff und die behaltenen Güter",
  "dl-averi/40#lighters":
    "für Schaden an den Prahmen oder Booten, die gemietet sind, um die Güter an Land zu bringen, haften weder Schiff noch Gut: die sich mit ihnen haben mieten lassen, tragen ihn selbst",
  "dl-averi/41#grounding":
    "ein Schiff auf Grund, mit Schuten und Prahmen geleichtert: der Schiffer bessert sein Schiff auf eigene Kosten, und der Kaufmann zahlt die Kosten auf die Güter, über alle Güter gerechnet, jeder nach seinem Anteil",
  "dl-averi/41#by-value": "die Kosten auf die Güter werden über alle nach dem Wert der Güter jedes Eigners verteilt",
  "dl-averi/41#by-quantity":
    "die Kosten werden über die Güter nach der geleichterten Menge oder dem Gewicht verteilt (Q-A21 R2)",

  "dl-averi/41.quantityWhat": "Die Menge oder das Gewicht jeder geleichterten Partie",
  "dl-averi/41.ladingBy": "die Ladeliste des Schiffers und die Konnossemente",
  "dl-averi/41.quantityBasis": "Q-A21 R2: die Kosten auf die Güter werden nach Menge oder Gewicht geteilt",
  "dl-averi/41.noGoodsKept":
    "Die Kosten auf die Güter nach der Grundberührung, über alle Güter nach Menge ({at}): kann nicht aufgemacht werden: es gibt einen zu vergütenden Verlust, aber keine behaltenen Güter, die ihn tragen.",
  "dl-averi/41.noneHaveQuantity":
    "Die Kosten auf die Güter, {amount}, können nicht nach Menge geteilt werden: keine Güter an Bord haben eine.",
  "dl-averi/41.noneHaveWeight":
    "Die Kosten auf die Güter, {amount}, können nicht nach Gewicht geteilt werden: keine Güter an Bord haben eines.",
  "dl-averi/41.byQuantityLabel":
    "Die Kosten auf die Güter nach der Grundberührung, über alle Güter nach Menge, gezahlt an {who} ({at})",
  "dl-averi/41.weight": "Gewicht",
  "dl-averi/41.quantity": "Menge",
  "dl-averi/41.repairR1": "Ausbesserung: Sache des Schiffers; {amount} über alle Güter nach Wert (Q-A21 R1)",
  "dl-averi/41.repairR2": "Ausbesserung: Sache des Schiffers; {amount} über alle Güter nach Menge (Q-A21 R2)",
  "dl-averi/41.byValue": "nach Wert",
  "dl-averi/41.byQuantity": "nach Menge",
  "dl-averi/41.notLightered":
    "dl-averi/41 spricht von einem Schiff, das der Schiffer mit Schuten und Prahmen vom Grund leichtern konnte; der Fall sagt, er konnte es nicht, und die Kosten werden nicht danach geteilt.",
  "dl-averi/41.repair": "die Ausbesserung des Schiffes {ship} selbst bezahlen",
  "dl-averi/41.repairCost": "die Ausbesserung des Schiffes {ship} selbst bezahlen: {amount}",
  "dl-averi/41.byValueLabel": "Die Kosten auf die Güter nach der Grundberührung, über alle Güter nach Wert ({at})",
  "dl-averi/41.notAppraised":
    "Die Kosten auf die Güter können nicht nach Wert geteilt werden, bevor jede Partie taxiert ist (facts.cargo[].value).",
  "dl-averi/33.pouredTogether": "zusammengeschüttete Güter, „som er styrtet tilsammen“",
  "dl-averi/33.anyUnpacked": "alle unverpackten Güter",
  "dl-averi/33.byQuantity": "nach Menge",
  "dl-averi/33.byValue": "nach Wert",
  "dl-averi/33.shipsRisk": "das Schiff trägt seine eigene Gefahr",
  "dl-averi/33.bulkRisk": "das Sturzgut trägt seine eigene Gefahr",
  "dl-averi/33.heapNamed": "Haufen {heap}",
  "dl-averi/33.heapOfKind": "{what} in {unit}",
  "dl-averi/33.bulkGoods": "Sturzgut",
  "dl-averi/33.units": "Einheiten",
  "dl-averi/33.heapParcels": "{heap}: {ids}",
  "dl-averi/33.valueWhat": "Der Wert des Sturzguts von {ids}",
  "dl-averi/33.quantityWhat": "Die Menge des Sturzguts von {ids}",
  "dl-averi/33.appraisers": "Taxatoren am Markt (dl-averi/24)",
  "dl-averi/33.lading": "die Ladeliste des Schiffers und die Konnossemente",
  "dl-averi/33.valueBasis": "nach {q} wird der Verlust an Sturzgut nach Wert geteilt",
  "dl-averi/33.quantityBasis": "nach {q} wird der Verlust an Sturzgut nach Menge geteilt",
  "dl-averi/33.measuresWhat": "Die Mengen des Sturzguts von {heap} ({ids}) in einem Maß: sie sind in {units} angegeben",
  "dl-averi/33.measuresBasis":
    "nach {q} wird der Verlust innerhalb des Haufens nach Menge geteilt, und Mengen in verschiedenen Maßen lassen sich nicht addieren; in einem Maß angeben",
  "dl-averi/33.valueIn": "Wert in {unit}",
  "dl-averi/33.quantityShipped": "eingeschiffte Menge",
  "dl-averi/33.shared": "{taken} {unit} geteilt über {parcels} von {heap}; {reason}",
  "dl-averi/33.sharedNotOthers":
    "{taken} {unit} geteilt über {parcels} von {heap}, nicht über die anderen Haufen, die nicht mit ihm zusammengeschüttet waren; {reason}",
  "dl-averi/33.ownRisk": "{parcels}, jede von ihrem Eigner getragen: {ids}",
  "dl-averi/33.shipGivesNothing": "das Schiff gibt nichts, denn es trägt seine eigene Gefahr (Q-A17 R1)",
  "dl-averi/33.bulkBearsRisk": "das Schiff gibt nichts; das Sturzgut trägt als Ganzes seine eigene Gefahr (Q-A17 R2)",
  "dl-averi/33.noBulk":
    "Es wurde Sturzgut genommen, aber keine Partie der Ladung ist Sturzgut, wie Q-A16 „styrtegods“ liest.",
  "dl-averi/33.averageLabel":
    "Sturzgut (styrtegods), genommen von {attackers} aus {heap}, ersetzt aus dem anderen Sturzgut dieses Haufens ({at})",
  "dl-averi/33.heading": "Güter, genommen von {attackers}",
  "dl-averi/35-40.freightOf": "Fracht des Schiffes {ship}",
  "dl-averi/35-40.laidOutBy": "ausgelegt von {who}",
  "dl-averi/35-40.cannot": "{what}: kann nicht aufgemacht werden: {why}.",
  "dl-averi/35-40.untilAppraised": "{what}: kann nicht geteilt werden, bevor jede Partie taxiert ist.",
  "dl-averi/35-40.untilShipValue": "{what}: kann nicht geteilt werden, bevor der Wert des Schiffes bekannt ist.",
  "dl-averi/35-40.shipAndGoods": "Schiff und Gut",
  "dl-averi/35-40.withFreight": "Schiff, Gut und Fracht",
  "dl-averi/35-40.overShipAndGoods": "{amount} über Schiff und Gut",
  "dl-averi/35-40.overWithFreight": "{amount} über Schiff und Gut und Fracht",
  "dl-averi/35-40.treated": "{wounded} behandeln und heilen lassen",
  "dl-averi/35-40.theWounded": "die Verwundeten",
  "dl-averi/35-40.defenceCosts": "Die Kosten der Gegenwehr",
  "dl-averi/35-40.defenceLabel": "Die Kosten der Gegenwehr gegen {attackers} ({at})",
  "dl-averi/35-40.prove": "das Lösegeld von {amount} rechtmäßig beweisen",
  "dl-averi/35-40.proveWhat": "Ob der Schiffer das Lösegeld rechtmäßig beweist",
  "dl-averi/35-40.theCourt": "das Gericht (der Text nennt keines)",
  "dl-averi/35-40.proveBasis": "dl-averi/37: ein Lösegeld ist Haverei nur, wenn er es rechtmäßig beweisen kann",
  "dl-averi/35-40.notProved": "Das Lösegeld von {amount} ist nicht bewiesen: es ist keine Haverei (dl-averi/37).",
  "dl-averi/35-40.theRansom": "Das Lösegeld",
  "dl-averi/35-40.ransomLabel": "Das Lösegeld für Schiff und Gut ({at})",
  "dl-averi/35-40.theftTold": "trägt, wen es trifft: {lies}; von allen getragen: {binds}; zu schätzen: {assess}",
  "dl-averi/35-40.causeWhat":
    "Ob ''{cause}'' ein besonderer Grund ist, der alle an Schiff und Gut Beteiligten verbindet, den Diebstahl von {amount} pro rata zu tragen",
  "dl-averi/35-40.assessors": "ein Gericht oder Schätzer (Q-A18 R1)",
  "dl-averi/35-40.causeBasis":
    "dl-averi/36: einen Diebstahl im Hafen trägt, wen er trifft, es sei denn, ein besonderer Grund verbindet alle; den Befund als facts.harbour_theft[].special_cause_found angeben",
  "dl-averi/35-40.theTheft": "Der Diebstahl im Hafen",
  "dl-averi/35-40.theftLabel":
    "Der Diebstahl im Hafen, aus besonderem Grund von Schiff und Gut pro rata getragen ({at})",
  "dl-averi/35-40.proportion": "{amount} im Verhältnis der Werte von Schiff und Gut (Q-A19 R1)",
  "dl-averi/35-40.half": "{amount} zur Hälfte vom Schiff, zur Hälfte von den Gütern (Q-A19 R2)",
  "dl-averi/35-40.custom": "{amount} nach dem Brauch des Hafens geteilt, der noch festzustellen ist (Q-A19 R3)",
  "dl-averi/35-40.lostR1":
    "{amount} über Schiff und behaltene Güter; die Eigner der verlorenen Güter tragen für diese nicht bei (Q-A20 R1)",
  "dl-averi/35-40.lostR2":
    "{amount} über Schiff und behaltene Güter; die Eigner der verlorenen Güter tragen ebenfalls bei (Q-A20 R2)",
  "dl-averi/35-40.lightermen": "{amount}, von den Prahmleuten getragen",
  "dl-averi/35-40.customWhat": "Wie das Prahmgeld von {amount} zwischen Schiff und Gut geteilt wird",
  "dl-averi/35-40.customBy": "der Brauch des Hafens",
  "dl-averi/35-40.customBasis": "Q-A19 R3: nach dem Brauch des Hafens",
  "dl-averi/35-40.customSaid": "Q-A19 R3: nach dem Brauch des Hafens, der angeblich lautet: {custom}",
  "dl-averi/35-40.lighterageLabel": "Prahmmiete und Prahmgeld (prampenge), von Schiff und Gut gezahlt ({at})",
  "dl-averi/35-40.halfShip": "das Schiff {ship}, das die Hälfte trägt: zum Gesamtwert der Güter gerechnet (Q-A19 R2)",
  "dl-averi/35-40.lostLabel": "In den Prahmen verlorene Güter, über Schiff und behaltene Güter ({at})",
  "dl-averi/35-40.notShallow":
    "dl-averi/38 spricht von einem Schiff, das so tief geht, dass es den Ort, wohin es befrachtet ist, nicht erreichen kann; der Fall sagt, dass es nicht so war, und das Prahmgeld wird nicht danach geteilt.",
  "dl-averi/35-40.theLighterage": "Das Prahmgeld",
  "dl-averi/35-40.lighterage": "Leichterung in Prahme",

  // 49–53: eine Frachtfahrt, die fehlschlägt
  "dl-averi/49-53#carriage": "Fracht der Güter des Kaufmanns, dl-averi/49–53",
  "dl-averi/49#unfit-ship":
    "der Schiffer kann die Güter des Kaufmanns nicht zum Markt führen, weil sein Schiff untüchtig (udygtig) war, als er sich auf die Reise begab: er soll sogleich ein anderes taugliches Schiff befrachten, um sie gegen die bedungene Fracht an den bestimmten Ort zu führen, oder dem Kaufmann all seinen Schaden ersetzen",
  "dl-averi/49#merchant-chooses":
    "die Wahl zwischen einem anderen Schiff und dem Ersatz des Schadens hat der Kaufmann: er kann auf dem einen oder dem anderen bestehen (Q-A23 R2)",
  "dl-averi/49#substitute":
    "ein anderes taugliches Schiff, sogleich befrachtet, um die Güter an den bestimmten Ort zu führen: der Kaufmann zahlt die bedungene Fracht und nicht mehr",
  "dl-averi/49#compensation": "kein anderes Schiff: der Schiffer ersetzt dem Kaufmann all seinen Schaden",
  "dl-averi/50#full-freight":
    "Sturm oder andere Seenot trieb den Schiffer in einen anderen Hafen oder Markt als den, wohin er befrachtet war: will der Kaufmann seine Güter dort annehmen, so zahlt er dem Schiffer seine volle Fracht",
  "dl-averi/51#forward":
    "will der Kaufmann seine Güter dort nicht annehmen, ist der Schiffer verpflichtet, sie ihm an dem versprochenen Markt zu liefern, auf Kosten des Schiffers und Gefahr (eventyr) des Kaufmanns, mit seinem eigenen Schiff oder anderen guten Schiffen, in denen die Güter sicher verwahrt werden können",
  "dl-averi/52#oath":
    "der Schiffer soll selbviert mit drei der besten Männer des Schiffes schwören, dass er aus Not abgetrieben wurde",
  "dl-averi/53#hidden-fraud":
    "findet sich irgendein anderer heimlicher Betrug (hemmelig svig) dahinter, so ersetzen der Schiffer und alle, die in dem Anschlag sind, dem Kaufmann allen Schaden, der ihm daraus entstehen kann",
  "dl-averi/53#each-for-the-whole":
    "der Schiffer und die, die es mit ihm angestiftet haben, ersetzen allen Schaden: jeder haftet für das Ganze, und der Kaufmann erhält es nur einmal",
  "dl-averi/53#in-shares":
    "der Schiffer und die, die es mit ihm angestiftet haben, haften jeder für einen gleichen Teil des Schadens (Q-A29 R2)",
  "dl-averi/carriage.noAssessor": "vom Text nicht genannt",
  "dl-averi/carriage.and": "{first} und {last}",
  "dl-averi/carriage.toAssess": "ob es beim Auslaufen untüchtig war, ist noch zu schätzen",
  "dl-averi/carriage.onTheWay": "es wurde unterwegs untüchtig",
  "dl-averi/carriage.canCarry": "es kann die Güter noch führen",
  "dl-averi/carriage.another":
    "ein anderes Schiff befrachtet, um die Güter gegen die bedungene Fracht nach {to} zu führen",
  "dl-averi/carriage.makesGood": "der Schiffer ersetzt den Schaden des Kaufmanns",
  "dl-averi/carriage.notChosen":
    "ein anderes Schiff gegen die bedungene Fracht oder der Schaden ersetzt, noch nicht gewählt",
  "dl-averi/carriage.unfit": "das Schiff {ship} untüchtig (udygtig) für die Reise: {what} ({at})",
  "dl-averi/carriage.fraud": "heimlicher Betrug gefunden: der Schiffer ersetzt den Schaden des Kaufmanns ({at})",
  "dl-averi/carriage.fraudParty":
    "heimlicher Betrug gefunden: der Schiffer und die daran Beteiligten ersetzen den Schaden des Kaufmanns ({at})",
  "dl-averi/carriage.takes": "der Kaufmann nimmt seine Güter dort an und zahlt volle Fracht ({at})",
  "dl-averi/carriage.delivers":
    "der Schiffer liefert die Güter in {to} auf seine Kosten und Gefahr des Kaufmanns ({at})",
  "dl-averi/carriage.choice": "die Wahl des Kaufmanns ({at}–51)",
  "dl-averi/carriage.storm": "Sturm",
  "dl-averi/carriage.distress": "Seenot",
  "dl-averi/carriage.putInto": "in {port} eingelaufen, angeblich wegen {cause}: {what}",
  "dl-averi/carriage.drivenInto": "durch {cause} nach {port} getrieben: {what}",
  "dl-averi/carriage.oath": "der Eid des Schiffers ({at})",
  "dl-averi/carriage.parts": "{first}; {rest}",
  "dl-averi/49.charters":
    "der Schiffer befrachtet sogleich ein anderes taugliches Schiff, um die Güter gegen die bedungene Fracht nach {to} zu führen",
  "dl-averi/49.makesGood": "der Schiffer ersetzt dem Kaufmann all seinen Schaden",
  "dl-averi/49.notChosen": "noch nicht gewählt; die Wahl hat {holder} ({why})",
  "dl-averi/49.atOnce":
    "sogleich („straks“) entweder ein anderes taugliches Schiff befrachten, um die Güter gegen die bedungene Fracht nach {to} zu führen, oder dem Kaufmann all seinen Schaden ersetzen, wie {holder} wählt ({why})",
  "dl-averi/49.anotherShip": "ein anderes Schiff",
  "dl-averi/49.lossMadeGood": "der Schaden ersetzt",
  "dl-averi/49.chosen": "{chosen}; die Wahl hat {holder} ({why})",
  "dl-averi/49.chosenBy":
    "Der Fall sagt, {by} habe {chosen} gewählt; nach {why} hat die Wahl von dl-averi/49 {holder}. sealaw rechnet die Folgen der Wahl, wie sie getroffen ist; ob sie {holder} bindet, wird hier nicht entschieden.",
  "dl-averi/49.theOtherShip": "das andere Schiff",
  "dl-averi/49.goTo": "die Güter gehen mit {ship} nach {to}",
  "dl-averi/49.paysAgreed": "der Kaufmann zahlt die bedungene Fracht, {freight}, und nicht mehr",
  "dl-averi/49.bearsExcess": "der Schiffer trägt den Mehrbetrag von {excess} selbst",
  "dl-averi/49.haveCarried":
    "die Güter mit {ship} nach {to} führen lassen, von ihm als anderes taugliches Schiff befrachtet, wobei der Kaufmann nicht mehr als die bedungene Fracht zahlt",
  "dl-averi/49.haveCarriedBy":
    "die Güter mit {ship} ({carrier}) nach {to} führen lassen, von ihm als anderes taugliches Schiff befrachtet, wobei der Kaufmann nicht mehr als die bedungene Fracht zahlt",
  "dl-averi/49.agreedOwed":
    "die bedungene Fracht für die Führung der Güter nach {to} („imod den betingede fragt“), und nicht mehr, obwohl sie mit {ship} gehen",
  "dl-averi/49.agreedOwedNone": "die bedungene Fracht für die Führung der Güter nach {to}, und nicht mehr",
  "dl-averi/49.noAgreed": "Der Fall gibt die bedungene Fracht nicht an: der Kaufmann schuldet diese und nicht mehr.",
  "dl-averi/49.otherFreight": "die Fracht für {ship}, das der Schiffer befrachtete, um die Güter nach {to} zu führen",
  "dl-averi/49.excess":
    "den Mehrbetrag der Fracht für {ship} ({freight}) über die bedungene Fracht ({agreed}) selbst tragen: {excess}, den der Kaufmann nicht schuldet",
  "dl-averi/49.notSuitable":
    "dl-averi/49 verlangt ein anderes taugliches („bekvem“) Schiff; der Fall sagt, {ship} sei keines, also erfüllt seine Befrachtung die Pflicht des Schiffers nicht.",
  "dl-averi/49.makesGoodAmount": "der Schiffer ersetzt den Schaden des Kaufmanns, {loss}",
  "dl-averi/49.makesGoodAssessed": "der Schiffer ersetzt dem Kaufmann all seinen Schaden, der zu schätzen ist",
  "dl-averi/49.allLoss": "all der Schaden des Kaufmanns („al sin skade“)",
  "dl-averi/49.lossWhat": "All der Schaden des Kaufmanns daraus, dass die Güter nicht zum Markt geführt wurden",
  "dl-averi/49.lossBasis":
    "dl-averi/49: der Schiffer ersetzt „all den Schaden des Kaufmanns“; der Text sagt nicht, wie er berechnet wird",
  "dl-averi/49.unfitWhat": "Ob das Schiff {ship} schon untüchtig („udygtig“) war, als es die Reise antrat",
  "dl-averi/49.unfitBasis":
    "dl-averi/49 spricht von einem Schiff, das untüchtig war, „der han sig på rejsen begav“, als er die Reise antrat; ein unterwegs untüchtig gewordenes Schiff ist nicht sein Fall",
  "dl-averi/49.untilAssessed":
    "Bis geschätzt ist, ob das Schiff {ship} beim Auslaufen untüchtig war, gibt dl-averi/49 keinen seiner zwei Wege.",
  "dl-averi/49.soundWhenSailed":
    "Das Schiff {ship} war beim Auslaufen tüchtig und wurde unterwegs untüchtig: dl-averi/49 spricht nur von einem Schiff, das bei Beginn der Reise untüchtig war, und sealaw gibt für den anderen Fall keine Regel dieses Kapitels.",
  "dl-averi/49.notAssessed": "noch nicht geschätzt",
  "dl-averi/49.unfitSailed": "beim Auslaufen untüchtig",
  "dl-averi/49.fitSailed": "beim Auslaufen tüchtig, später untüchtig",
  "dl-averi/49.shipState": "Das Schiff {ship}: {words}",
  "dl-averi/49.shipStateBy": "Das Schiff {ship}: {words} ({by})",
  "dl-averi/49.noFreight":
    "Der Text sagt nichts über Fracht, wo der Schaden ersetzt wird, statt die Güter weiterzuführen; sealaw rechnet in keiner Richtung eine.",
  "dl-averi/49.canCarry": "Der Schiffer kann die Güter noch zum Markt führen: dl-averi/49 gilt nicht.",
  "dl-averi/49.heading": "Das Schiff untüchtig für die Reise ({at})",
  "dl-averi/49.notKnown": "nicht bekannt, bis geschätzt ist, ob es beim Auslaufen untüchtig war",
  "dl-averi/49.notApply": "dl-averi/49 gilt nicht",
  "dl-averi/50-53.jointly": "jeder für das Ganze, gesamtschuldnerisch",
  "dl-averi/50-53.inShares": "zu gleichen Teilen",
  "dl-averi/50-53.allTheLoss": "allen Schaden, der ihm daraus entstanden ist",
  "dl-averi/50-53.lossWhat": "Aller Schaden, der dem Kaufmann aus dem Betrug entstanden ist",
  "dl-averi/50-53.lossBasis": "dl-averi/53: sie ersetzen „al den skade, som ham deraf kan tilkomme“",
  "dl-averi/50-53.skipperAlone": "{skipper} ersetzt dem Kaufmann {loss}",
  "dl-averi/50-53.skipperAloneOwes": "aller Schaden, der dem Kaufmann aus dem Betrug entstanden ist",
  "dl-averi/50-53.eachWhole":
    "{names} haften jeder für das Ganze, {loss}, gesamtschuldnerisch ({why}); der Kaufmann erhält es nur einmal",
  "dl-averi/50-53.eachWholeOwes":
    "der ganze Schaden des Kaufmanns aus dem Betrug, gesamtschuldnerisch mit {others} ({why}): der Kaufmann kann alles von jedem von ihnen fordern, erhält {loss} aber insgesamt nur einmal",
  "dl-averi/50-53.it": "es",
  "dl-averi/50-53.eachShare":
    "{names} haften jeder für einen gleichen Teil, {share}, des Schadens des Kaufmanns ({why})",
  "dl-averi/50-53.eachShareOwes": "ein gleicher Teil, {share}, allen Schadens des Kaufmanns aus dem Betrug ({why})",
  "dl-averi/50-53.shareLine": "{name} {amount}",
  "dl-averi/50-53.equalShares": "{loss} zu gleichen Teilen ({why}): {lines}",
  "dl-averi/50-53.exactly": " (genau {exact}; auf {unit} gerundet, sodass die Teile den Schaden ergeben)",
  "dl-averi/50-53.smallestUnit": "die kleinste Einheit",
  "dl-averi/50-53.shareOwes":
    "ein gleicher Teil, {fraction}, des Schadens des Kaufmanns von {loss} aus dem Betrug{exact} ({why})",
  "dl-averi/50-53.ownShip": " — mit seinem eigenen Schiff, {ship}",
  "dl-averi/50-53.otherShip": " — mit {ship}",
  "dl-averi/50-53.anotherShip": "einem anderen Schiff",
  "dl-averi/50-53.delivers": "der Schiffer liefert die Güter in {to} auf seine eigenen Kosten und Gefahr des Kaufmanns",
  "dl-averi/50-53.forwardCost":
    "der Schiffer liefert die Güter in {to} auf seine eigenen Kosten und Gefahr des Kaufmanns; die Kosten der Weitersendung, {cost}, trägt der Schiffer",
  "dl-averi/50-53.deliver":
    "die Güter des Kaufmanns in {to}, dem versprochenen Markt, liefern, auf seine eigenen Kosten und Gefahr des Kaufmanns („på skipperens omkostning og købmandens eventyr“), mit seinem eigenen Schiff oder anderen guten Schiffen, in denen die Güter sicher verwahrt werden können{by}",
  "dl-averi/50-53.deliverCost":
    "die Güter des Kaufmanns in {to}, dem versprochenen Markt, liefern, auf seine eigenen Kosten und Gefahr des Kaufmanns („på skipperens omkostning og købmandens eventyr“), mit seinem eigenen Schiff oder anderen guten Schiffen, in denen die Güter sicher verwahrt werden können{by}; die Kosten der Weitersendung, {cost}, trägt er selbst, und der Kaufmann schuldet nichts davon",
  "dl-averi/50-53.notGoodShip":
    "dl-averi/51 lässt andere gute Schiffe zu, in denen die Güter sicher verwahrt werden können; der Fall sagt, {ship} sei kein solches Schiff.",
  "dl-averi/50-53.theOtherShip": "das andere Schiff",
  "dl-averi/50-53.paysFull": "der Kaufmann zahlt dem Schiffer seine volle Fracht",
  "dl-averi/50-53.paysFullAmount": "der Kaufmann zahlt dem Schiffer seine volle Fracht, {freight}",
  "dl-averi/50-53.fullFreightOwes":
    "seine volle Fracht („sin fulde fragt“), da die Güter in {port} und nicht in {to} angenommen werden",
  "dl-averi/50-53.noFreight": "Der Fall gibt weder die volle noch die bedungene Fracht an.",
  "dl-averi/50-53.notChosen": "noch nicht gewählt; die Wahl hat {merchant}",
  "dl-averi/50-53.takeThere": "seine Güter in {port} annehmen und dem Schiffer seine volle Fracht zahlen ({at})",
  "dl-averi/50-53.notThere":
    "sie dort nicht annehmen: der Schiffer muss sie in {to} auf Kosten des Schiffers und Gefahr des Kaufmanns liefern ({at})",
  "dl-averi/50-53.notSaidSworn": "der Fall sagt nicht, ob er geschworen wurde",
  "dl-averi/50-53.sworn": "geschworen",
  "dl-averi/50-53.swornOn": "geschworen am {date}",
  "dl-averi/50-53.swornWith": "geschworen mit {men}",
  "dl-averi/50-53.swornOnWith": "geschworen am {date} mit {men}",
  "dl-averi/50-53.notSworn": "nicht geschworen",
  "dl-averi/50-53.theOath": "der Eid: {state}",
  "dl-averi/50-53.storm": "Sturm",
  "dl-averi/50-53.distress": "Seenot",
  "dl-averi/50-53.swear":
    "selbviert mit drei der besten Männer des Schiffes („selv fjerde af de bedste mænd udi skibet“) schwören, dass er aus Not („af nøds sag“) durch {cause} nach {port} getrieben wurde",
  "dl-averi/50-53.swearState":
    "selbviert mit drei der besten Männer des Schiffes („selv fjerde af de bedste mænd udi skibet“) schwören, dass er aus Not („af nøds sag“) durch {cause} nach {port} getrieben wurde — {state}",
  "dl-averi/50-53.oathNotSaid":
    "Der Fall sagt nicht, ob der Eid von dl-averi/52 geschworen wurde. Der Text verlangt ihn („Dog skal skipperen ... sværge“), sagt aber nicht, was folgt, wenn er nicht geschworen wird; sealaw entscheidet es nicht und macht dl-averi/50 oder 51 nicht davon abhängig.",
  "dl-averi/50-53.oathNotSworn":
    "Der Fall sagt, der Eid von dl-averi/52 sei nicht geschworen worden. Der Text verlangt ihn („Dog skal skipperen ... sværge“), sagt aber nicht, was folgt, wenn er nicht geschworen wird; sealaw entscheidet es nicht und macht dl-averi/50 oder 51 nicht davon abhängig.",
  "dl-averi/50-53.notThree":
    "dl-averi/52 verlangt den Schiffer und drei der besten Männer des Schiffes; der Fall nennt {n, select, 0 {keinen} 1 {einen} 2 {zwei} 4 {vier} 5 {fünf} 6 {sechs} other {{count}}} mit ihm.",
  "dl-averi/50-53.landsmen":
    "{names} {n, plural, one {steht} other {stehen}} nicht unter den Leuten des Schiffes (Rolle seaman); dl-averi/52 verlangt die besten Männer „udi skibet“.",
  "dl-averi/50-53.noFraud": "Kein heimlicher Betrug wird behauptet: dl-averi/53 steht nicht in Frage.",
  "dl-averi/50-53.fraudWhat":
    "Ob heimlicher Betrug („hemmelig svig“) dahintersteckt, dass das Schiff {ship} in {port} einlief, und wer daran beteiligt war",
  "dl-averi/50-53.merchantSays": "der Kaufmann sagt: {alleged}",
  "dl-averi/50-53.fraudAlleged":
    "Heimlicher Betrug wird behauptet, ist aber noch nicht aufgedeckt. Bis dahin gelten dl-averi/50–51; wird er gefunden, tritt dl-averi/53 an ihre Stelle, und der Schiffer und die daran Beteiligten ersetzen allen Schaden des Kaufmanns.",
  "dl-averi/50-53.notYetFound": "behauptet, noch nicht aufgedeckt",
  "dl-averi/50-53.found": "gefunden",
  "dl-averi/50-53.notFound": "behauptet und nicht gefunden",
  "dl-averi/50-53.hiddenFraud": "Heimlicher Betrug: {words} ({alleged})",
  "dl-averi/50-53.where": "nach {port}, nicht nach {to}, wohin es von {from} befrachtet war",
  "dl-averi/50-53.putInto": "Das Schiff {ship} lief {where} ein; der Schiffer sagt, {cause} habe es dorthin getrieben",
  "dl-averi/50-53.stormDrove": "Sturm trieb das Schiff {ship} {where}",
  "dl-averi/50-53.distressDrove": "Seenot trieb das Schiff {ship} {where}",
  "dl-averi/50-53.notYetSaid":
    "der Kaufmann hat noch nicht gesagt, ob er seine Güter in {port} annimmt: die Wahl hat er",
  "dl-averi/50-53.freightLeft":
    "dl-averi/51 spricht von den Kosten des Schiffers und der Gefahr des Kaufmanns, nicht von der Fracht: was der Kaufmann für die Fahrt zahlt, bleibt der Charterpartie überlassen.",
  "dl-averi/50-53.fraudReplaces":
    "Ist heimlicher Betrug gefunden, tritt dl-averi/53 an die Stelle von 50 und 51: keine volle Fracht und keine Weitersendung werden nach ihnen gerechnet. Ob vom Kaufmann gezahlte Fracht zu seinem Schaden gehört, ist Sache der Schätzung des Schadens.",
  "dl-averi/50-53.heading": "In einen anderen Hafen getrieben ({at}–53)",
  "reading:unseaworthy_choice": "Wer wählt zwischen Ersatzbeförderung und vollem Schadensersatz (dl-averi/49)?",
  "reading:unseaworthy_choice.R1":
    "der Schiffer: er kann entweder ein anderes Schiff gegen die bedungene Fracht befrachten oder dem Kaufmann all seinen Schaden ersetzen",
  "reading:unseaworthy_choice.R2": "der Kaufmann: er kann auf dem einen oder dem anderen bestehen",
  "reading:conspirators": "Haften der Schiffer und seine Mittäter jeder für den ganzen Schaden (dl-averi/53)?",
  "reading:conspirators.R1":
    "jeder für das Ganze, gesamtschuldnerisch: der Kaufmann kann das Ganze von jedem von ihnen fordern und erhält es nur einmal",
  "reading:conspirators.R2":
    "jeder nur für einen Teil: der Schaden wird unter dem Schiffer und den am Anschlag Beteiligten geteilt",

  "dl-averi/ga.julianDate": "ein julianisches Datum JJJJ-MM-TT oder JJJJ-MM-TTTHH:MM",
  "dl-averi/ga.thrownOverValue": "{thrown} geworfen ist mehr als der Wert der Partie, {value}",
  "dl-averi/ga.damageOverKept": "der Schaden, {damage}, ist mehr als die behaltenen Güter, {kept}",
  "dl-averi/ga.recoveredOverThrown": "{recovered} ist mehr, als die geworfenen Güter wert waren, {thrown}",
  "dl-averi/ga.gearOverValue": "mehr, als das Gerät wert war, {value}",
  "dl-averi/33.noSuchHeap": 'keine Partie Sturzgut liegt in einem Haufen "{heap}"',
  "dl-averi/33.oneOf": "einer von: {ids}",
  "dl-averi/33.manyHeaps":
    "das Sturzgut liegt in {n} Haufen ({heaps}), und dl-averi/33 teilt einen Verlust nur innerhalb des Haufens, aus dem er genommen wurde",
  "dl-averi/33.whichHeap":
    "der Haufen, aus dem genommen wurde, als facts.piracy.heap (die Kennung eines Haufens, oder den Partien einen Haufen geben), oder was aus jedem Haufen genommen wurde, unter facts.piracy.taken",
  "dl-averi/50-53.notWhole": "{amount} ist keine ganze Zahl der kleinsten Einheit",
  "dl-averi/50-53.wholeUnits": "ein Betrag in ganzen Einheiten",
  // Die Lesarten
  "reading:crew_majority": "„de fleste og bedste af skibsfolkenes mening“ (dl-averi/21): wessen Meinung entscheidet?",
  "reading:crew_majority.R1": "eine Mehrheit der Schiffsleute, in der die Ansicht der besten Männer Gewicht hat",
  "reading:crew_majority.R2": "die Mehrheit unter den Offizieren und erfahrensten Männern",
  "reading:ship_valuation": "Wie wird das Schiff für die Haverei bewertet (dl-averi/23, /25)?",
  "reading:ship_valuation.R1":
    "der Wert, den der Schiffer dem Schiff gibt, „als wollte er es selbst behalten“, in seinem Zustand nach dem Unfall, es sei denn, der Befrachter übernimmt es binnen vierundzwanzig Stunden zu diesem Wert",
  "reading:ship_valuation.R2":
    "wie R1, zuzüglich des Wertes der eigenen aufgeopferten Teile des Schiffes (Mast, Kabel), die vergütet werden",
  "reading:ga_jettisoned_contribute": "Geht der Wert der geworfenen Güter in die beitragende Masse ein (dl-averi/25)?",
  "reading:ga_jettisoned_contribute.R1":
    "nein (nach dem Wortlaut): der Verlust wird nur auf das ganze Schiff, die behaltenen Güter und die Fracht verteilt; der Eigner geworfener Güter wird voll bezahlt und trägt nichts bei",
  "reading:ga_jettisoned_contribute.R2":
    "ja: der Wert der geworfenen Güter trägt, da er vergütet wird, ebenfalls bei, sodass jedes Interesse denselben Satz trägt",
  "reading:ga_freight_basis": "Wie geht die Fracht in die beitragende Masse ein (dl-averi/25)?",
  "reading:ga_freight_basis.R1":
    "die volle Fracht auf alle geladenen Güter, behaltene und geworfene, beigetragen von dem, der sie verdient (den Reedern des Schiffes)",
  "reading:ga_freight_basis.R2": "nur die tatsächlich an den ankommenden Gütern verdiente Fracht",
  "reading:freight_on_jettisoned": "Ist die Fracht auf geworfene Güter dem Schiffer noch zu zahlen (dl-averi/25)?",
  "reading:freight_on_jettisoned.R1":
    "ja: sie zählt in der Masse als Fracht, die auf geworfene Güter „zu zahlen war“; der Ablader schuldet sie und wird für die Güter durch die Haverei entschädigt",
  "reading:freight_on_jettisoned.R2":
    "nein: die Fracht auf geworfene Güter ist verloren und wird in der Haverei vergütet",
  "reading:portage_bottomry": "Führung und Bodmerei in der Haverei (dl-averi/27)",
  "reading:portage_bottomry.R1":
    "die Führung (føring) der Schiffsleute bleibt auf beiden Seiten außer Betracht; Bodmereigeld trägt nicht bei, und das Schiff trägt mit seinem vollen Wert bei",
  "reading:portage_bottomry.R2": "bei einem Seewurf verlorene Führung wird vergütet; Bodmereigeld trägt nicht bei",
  "reading:bills_of_lading":
    "Muss der Schiffer für geworfene Güter sowohl Konnossemente als auch Frachtbriefe haben, damit sie zählen (dl-averi/28)?",
  "reading:bills_of_lading.R1": "Güter, die eines der Papiere deckt, zählen",
  "reading:bills_of_lading.R2": "beide Papiere sind nötig",
  "reading:styrtegods": "Was ist „styrtegods“ (Sturzgut), und wie wird ein Verlust daran geteilt (dl-averi/33, /44)?",
  "reading:styrtegods.R1":
    "lose in den Raum geschüttete Güter (Korn, Salz und dergleichen), in denen die Partien mehrerer Eigner vermischt sind; der Verlust wird nach Menge unter den Eignern des Sturzguts geteilt",
  "reading:styrtegods.R2": "wie R1, nach Wert geteilt",
  "reading:styrtegods.R3": "alle unverpackten Güter, vermischt oder nicht",
  "reading:thi_det": "Was ist „det“ in „Thi det står sin egen eventyr“ (dl-averi/33)?",
  "reading:thi_det.R1": "das Schiff: es trägt seine eigene Gefahr und trägt darum nichts zum Verlust an Sturzgut bei",
  "reading:thi_det.R2": "das Sturzgut: die Sturzgutladung trägt als Ganzes ihre eigene Gefahr",
  "reading:special_reason":
    "Was ist ein „sær årsag“ (besonderer Grund), der einen Raub im Hafen zum gemeinsamen Verlust macht (dl-averi/36)?",
  "reading:special_reason.R1": "eine Angabe: ein Gericht oder Schätzer entscheiden",
  "reading:lighterage_split": "Wie werden Prahmmiete und Prahmgeld zwischen Schiff und Gut geteilt (dl-averi/38)?",
  "reading:lighterage_split.R1": "im Verhältnis der Werte von Schiff und Gut, wie Haverei",
  "reading:lighterage_split.R2": "zu gleichen Teilen zwischen Schiff und Gut",
  "reading:lighterage_split.R3": "nach dem Brauch des Hafens",
  "reading:lighter_loss_mass":
    "Wenn Güter in den Prahmen verloren gehen (dl-averi/39), trägt der Eigner der verlorenen Güter bei?",
  "reading:lighter_loss_mass.R1": "nein: der Verlust geht über das Schiff und die geretteten Güter",
  "reading:lighter_loss_mass.R2": "ja: der Wert der verlorenen Güter trägt ebenfalls bei",
  "reading:goods_cost_basis":
    "Kosten auf die Güter nach einer Grundberührung (dl-averi/41): wonach bemisst sich der Anteil jedes Eigners?",
  "reading:goods_cost_basis.R1": "im Verhältnis zum Wert der Güter jedes Eigners",
  "reading:goods_cost_basis.R2": "im Verhältnis zur geleichterten Menge oder zum Gewicht",
  "reading:ransom_mass":
    "Trägt bei den Kosten der Gegenwehr (dl-averi/35) und beim Lösegeld (dl-averi/37) die Fracht bei?",
  "reading:ransom_mass.R1": "nein: nur Schiff und Gut sind genannt",
  "reading:ransom_mass.R2": "ja: „wie andere Haverei“ nimmt die Fracht hinzu wie in dl-averi/25 und /32",
  "reading:valuation_option_lapse":
    "Was folgt, wenn der Befrachter sich nicht binnen vierundzwanzig Stunden erklärt, ob er das Schiff zur Taxe des Schiffers übernimmt (dl-averi/23), und ab wann laufen die vierundzwanzig Stunden?",
  "reading:valuation_option_lapse.R1":
    "die Wahl erlischt, und die Taxe des Schiffers bleibt bestehen; die vierundzwanzig Stunden laufen ab Bekanntgabe der Taxe an den Befrachter",
  "reading:valuation_option_lapse.R2": "der Text gibt keine Folge; eine Angabe",
  "reading:common_safety_expense":
    "Welche Bestimmung, wenn überhaupt, erfasst Geld, das in der Not von dl-averi/20 für die gemeinsame Rettung ausgelegt wurde (ein Schlepper, ein Nothafen, die Rechnung eines Bergers), was der Text von 1683 nicht nennt?",
  "reading:common_safety_expense.R1":
    "dl-averi/25: es gehört zum Schaden, der im Fall von dl-averi/20 geschieht, wird Schiff, behaltenen Gütern und Fracht in der Haverei zugerechnet und dem vergütet, der es ausgelegt hat",
  "reading:common_safety_expense.R2":
    "keine: der Text nennt seine eigenen Havereiposten (25–41), und eine Ausgabe außerhalb davon liegt auf dem, der sie ausgelegt hat",
  "reading:recovered_goods_contribute":
    "Tragen geworfene Güter, die ihr Eigner wiedererlangt hat (dl-averi/31), zur Haverei bei?",
  "reading:recovered_goods_contribute.R1":
    "ja, zu ihrem Wert als wiedererlangt: einmal wiedererlangt, sind sie in der Hand des Eigners wie behaltene Güter",
  "reading:recovered_goods_contribute.R2":
    "nein: sie bleiben geworfene Güter, die nach Q-A11 R1 nicht beitragen; nur der Schaden an ihnen wird vergütet",
} satisfies Catalogue;
