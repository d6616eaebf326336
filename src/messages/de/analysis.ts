/**
 * Die Auswertungen auf Deutsch (Vergleich der Statuten): jede Meldung unter der
 * Kennung, die ihr Englisch vergibt (siehe docs/languages.md). Angeführte Worte der
 * Originale bleiben, wie sie sind.
 */

import type { Catalogue } from "../catalogue.js";

export default {
  "analysis/compare.ashoreIsWreck":
    "Güter, die von selbst an Land kamen, ohne jemanden bei sich, sind Wrack (vrag) nach dl-vrag/8–13; Borkum nennt sie Voot-Fuß-Strand-Güter (6.7)",
  "analysis/compare.shipPiece": "Stücke eines Schiffes: ship_piece",
  "analysis/compare.merchantsGoods": "Kaufmannsgüter: cargo",
  "analysis/compare.moneyAsReward":
    "das gezahlte Bergegeld gilt als der für die Güter festgesetzte Bergelohn (bjergeløn)",
  "analysis/compare.nobodyWith": "false: niemand war bei den Gütern, als sie an Land kamen",
  "analysis/compare.carriedAsThey": "übernommen, wie sie sind",
  "analysis/compare.asOfOwnDate": "der Fall wird zu seinem eigenen Datum entschieden",
  "analysis/compare.noShips": "an Gütern, die von selbst an Land kommen, nehmen keine Schiffe teil",
  "analysis/compare.whoseForeshore":
    "dl-vrag muss wissen, wessen Vorstrand (forstrand) die Güter liegen (des Königs oder eines Grundherrn); der Borkumer Fall sagt es nicht, also entscheidet die dänische Seite ohne es.",
  "analysis/compare.footStrand":
    "Kaufmannsgüter, die ohne jemanden an Bord an Land kommen, sind nach Borkum 6.7 Voot-Fuß-Strand-Güter, kein Wrack (8.1 nennt Schiffe und ihre Teile)",
  "analysis/compare.rewardDivided": "der festgesetzte Bergelohn (bjergeløn) ist das geteilte Bergegeld",
  "analysis/compare.nothingToDivide":
    "0: im eingereichten Fall ist kein Bergelohn festgesetzt, also gibt es noch nichts zu teilen",
  "analysis/compare.peopleGather": "übernommen, wie sie sind; Borkum liest, wer die Güter sammeln und fahren half",
  "analysis/compare.itemByItem": "Borkum 6.7 teilt das gezahlte Geld, nicht die Güter Stück für Stück",
  "analysis/compare.noForeshoreRule":
    "Borkum hat keine Regel darüber, wessen Vorstrand es ist, über das Verzeichnen oder über den Anspruch eines Eigners binnen Jahr und Tag",
  "analysis/compare.pilotWaters":
    "ein Schiff, das die Gewässer nicht kennt und einen Lootsen ruft, gilt als in Lotsengewässer ('lodsmands farvand')",
  "analysis/compare.islanderWent": "der Eiländer, der ging, ist der gedungene Lotse (lods)",
  "analysis/compare.lowestOffer": "das niedrigste Gebot am Strand ging (7.2): er ist der gedungene Lotse (lods)",
  "analysis/compare.noPilot": "aus dem Fall lässt sich kein Lotse benennen",
  "analysis/compare.wageAgreed": "was das Schiff zahlt, ist der mit dem Schiffer vereinbarte Lohn des Lotsen",
  "analysis/compare.skipperSupplied":
    "der Borkumer Fall nennt den Schiffer des rufenden Schiffes nicht; eine Person 'the skipper of the calling ship' wird ergänzt, als ihr Eigner",
  "analysis/compare.wageIsPilots":
    "das Dänische Gesetz teilt das Lotsengeld nicht unter einer Gemeine: der Lohn ist der des Lotsen",
  "analysis/compare.pilot_wholeShips":
    "Borkum 7.7 spricht vom Lootsen 'mit ganzen Schiffen': Eilandsschiffe und ihre Mannschaften, durchs Los ausgesandt ('auf den das Los fällt'), um dem Schiff mit der Waft zu helfen. dl-averi/54–59 sprechen nur von einem Lotsen, den der Schiffer dingt ('leje lodsmand for det bedste køb, han kan betinge ham', dl-averi/54): sie haben keine Regel für Schiffe und Mannschaften, die durchs Los ausgesandt werden.",
  "analysis/compare.pilot_agroundLeaking":
    "Borkum 7.9: ein Schiff, das 'irgend festsitzt und leck' gefunden wird, 'kann kein Lootsgeld heißen, sondern Bergegeld': das Geld ist Bergegeld, nach §6 geteilt, kein Lootsgeld. dl-averi/54–59 sprechen vom Dingen eines Lotsen in Lotsengewässern, nicht von Bergung; vergleichen Sie die Bergung mit dl-vrag.",
  "analysis/compare.pilot_withoutPilot":
    "dl-averi/55 lässt den Schiffer, der ohne Lotsen in Lotsengewässer fährt, den Schaden selbst zahlen ('skal han den selv oprette af sine egne penge'), außer in Not. Die Borkumer Rolle hat keine Regel über ein Schiff, das keinen Lootsen nimmt, noch über Schaden: §7 spricht nur vom Lootsgeld, das verdient wird, wenn ein Schiff 'einen Lootsmann fordert' (7.1), und wie die Eiländer es teilen.",
  "analysis/compare.pilot_draught":
    "dl-averi/56–57 lassen den Schiffer dem Lotsen seinen Tiefgang angeben ('oprigtig give ham tilkende, hvor mange fod dybt hans skib går') und strafen ihn mit sechzehn Lot Silber für jeden verschwiegenen Fuß. Die Borkumer Rolle hat keine Regel über den Tiefgang noch über eine Strafe für zu geringe Angabe: §7 spricht nur vom Lootsgeld und seiner Teilung (7.1–7.8).",
  "analysis/compare.pilot_atFault":
    "dl-averi/59 straft einen schuldigen Lotsen wie einen Steuermann ('Forser nogen lodsmand sig, så straffes han'), und der Schaden, den er verursachte, wird nach dl-averi/54–58 berechnet. Die Borkumer Rolle hat keine Regel über einen schuldigen Lootsen noch über Schaden: §7 spricht nur vom Lootsgeld und seiner Teilung (7.1–7.8).",
  "analysis/compare.pilot_hiredAlone":
    "Borkum §7 spricht vom Lootsgeld, das die Eiländer verdienen: ein Schiff 'läßt einen Syauwer fliegen oder löset ein Stück', und 'alle diejenigen, welche sich nun an dem Strand befinden' kommen überein, wer geht (7.1–7.2), der Überschuss über den vereinbarten Preis geht an die ganze Gesellschaft am Strand (7.3). Einem Lotsen, den der Schiffer nach dl-averi/54 dingt, wird sein Lohn aus den Gütern gezahlt; die Rolle hat keine Regel, Lootsenlohn aus den Gütern zu zahlen, und ein Fall nach dl-averi/54–59 nennt weder eine Gesellschaft am Strand noch, wie das Schiff rief, unter der seine Regeln das Geld teilen könnten.",
  "analysis/compare.uncoveredFind":
    "Die Borkumer Ordnung hat keine Regel über Dinge, die auf See gefunden und an Land einem Beamten übergeben werden; ihr §8 behandelt Wrack, das die Eiländer an ihrem Strand finden ('angestrandete Stücke von Schiffen', 'angetriebene Masten', borkum-1666/8.1), nicht den Fund eines Schiffers auf See (dl-vrag/14–19).",
  "analysis/compare.uncoveredAverage": "Die Borkumer Ordnung (§§5–8) hat keine Regel über große Haverei (havari).",
  "analysis/compare.uncoveredShipwreck":
    "Die Borkumer Ordnung hat keine Regel über die Fracht (fragt) eines schiffbrüchigen Schiffers oder den Lohn seiner Mannschaft (dl-averi/1–4, 43–46): ihr §6 teilt das Bergegeld, das die Eiländer verdienen ('Bergegeld'), und sagt nichts davon, was die eigenen Leute des Schiffes verdienen oder schulden.",
  "analysis/compare.uncoveredAverageVrag":
    "Das Kapitel über Schiffbruch und Wrack hat keine Regel über große Haverei (havari); dl-vrag/22 sagt nur, dass aus einer Strandung gerettete Güter keine Haverei geben.",
  "analysis/compare.sameFacts": "die Tatsachen ({kind}) gehen über, wie sie sind (ein Wortschatz für beide Statuten)",
  "analysis/compare.oneLaw":
    "{from} und {to} sind Kapitel eines Statuts, des Dänischen Gesetzes von 1683 (4. Buch), die beide zu einem Fall ({kind}) sprechen können (Fracht und Lohn nach einem Schiffbruch stehen in dl-averi/1–4, 43–46 und dl-vrag/20–23); der Vergleich stellt die Borkumer Rolle neben das Dänische Gesetz und überträgt keinen Fall zwischen zwei Kapiteln eines Gesetzes.",
  "analysis/compare.noRules":
    "{target} hat keine Regeln für einen Fall wie diesen ({kind} nach {statute}); seine Arten sind {kinds}.",
  "analysis/compare.notCoveredNote": "Die Lage ist von {target} nicht erfasst: nichts wird übertragen.",
  "analysis/compare.notEnough": "die übertragenen Tatsachen genügen {target} nicht: {why}",
  "analysis/compare.neutralUnit":
    "{target} rechnet nicht in {currency}; Beträge werden eins zu eins in die neutrale Einheit u übertragen (1 {from} → 1 {to}), ohne damit einen Wechselkurs anzunehmen",
  "analysis/compare.neutralUnitBySmallest":
    "{target} rechnet nicht in {currency}; Beträge werden eins zu eins in die neutrale Einheit u übertragen (1 {from} → 1 {to}: ein Betrag ist keine ganze Zahl von {to} bei 1 {big} → 1 {bigU}), ohne damit einen Wechselkurs anzunehmen",
  "analysis/render-compare.heading": "Vergleich: {title} — {left} und {right}",
  "analysis/render-compare.theCase": "der Fall",
  "analysis/render-compare.side": "{statute} ({kind})",
  "analysis/render-compare.covered": "{statute}: {situation}",
  "analysis/render-compare.notCovered": "{statute}: NICHT ERFASST. {reason}",
  "analysis/render-compare.carriedTo": "Wie die Tatsachen zu {statute} übertragen wurden:",
  "analysis/render-compare.note": "  Anmerkung: {note}",
  "analysis/render-compare.partyByParty": "Partei für Partei (positiv empfängt, negativ zahlt):",
  "analysis/render-compare.party": "Partei",
  "analysis/render-compare.provisions": "Vorschriften",
  "analysis/render-compare.notCoveredCell": "nicht erfasst",
  "analysis/render-compare.mayChoose": "{holder} kann wählen: {choices} [{provisions}]",
  "analysis/render-compare.assessedBy": "{what}, zuständig: {by} [{provisions}]",
  "analysis/render-compare.besidesMoney": "Nach {statute}, außer Geld:",
  "analysis/render-compare.more": "  … und {n} weitere (siehe --json)",
  "analysis/render-compare.toBeAssessed": "  noch zu schätzen: {what}",
  "analysis/render-compare.onlyReads": "Tatsachen, die nur {statute} liest: {facts}",
  "analysis/render-compare.none": "keine",
  "analysis/render-compare.receipt": "Quittung ({statute}): {receipt}",
  "analysis/render-sensitivity.heading": "Empfindlichkeit gegenüber den Lesarten: {title}",
  "analysis/render-sensitivity.noneBears":
    "Keine Lesart berührt diesen Fall: jede Lesart des Statuts gibt dasselbe Ergebnis.",
  "analysis/render-sensitivity.bear": "Lesarten, die diesen Fall berühren ({n}):",
  "analysis/render-sensitivity.reading": "Lesart",
  "analysis/render-sensitivity.question": "Frage",
  "analysis/render-sensitivity.alternatives": "Alternativen",
  "analysis/render-sensitivity.inForce": "In Kraft",
  "analysis/render-sensitivity.movesAnOutcome": "Bewegt ein Ergebnis",
  "analysis/render-sensitivity.yes": "ja",
  "analysis/render-sensitivity.no": "nein",
  "analysis/render-sensitivity.heldFixed": "Festgehalten: {readings}",
  "analysis/render-sensitivity.counts":
    "{combinations} {oneCombination, select, yes {Kombination} other {Kombinationen}} dieser Lesarten; {paths} verschiedene {onePath, select, yes {Pfad} other {Pfade}} entschieden ({decisions} Entscheidungen); {outcomes} verschiedene {oneOutcome, select, yes {Ergebnis} other {Ergebnisse}}.",
  "analysis/render-sensitivity.incomplete": "Unvollständig: {bound}.",
  "analysis/render-sensitivity.eachParty": "Jede Partei, vom Geringsten zum Meisten (positiv empfängt, negativ zahlt):",
  "analysis/render-sensitivity.noParty": "  Keine Partei empfängt oder zahlt unter irgendeiner Lesart Geld.",
  "analysis/render-sensitivity.party": "Partei",
  "analysis/render-sensitivity.least": "Geringstes",
  "analysis/render-sensitivity.most": "Meistes",
  "analysis/render-sensitivity.movedBy": "Bewegt durch",
  "analysis/render-sensitivity.noReading": "keine Lesart",
  "analysis/render-sensitivity.howEach":
    "Wie jede Lesart sie bewegt (Spanne unter jeder Alternative, die übrigen Lesarten variiert):",
  "analysis/render-sensitivity.range": "{code} {least} bis {most}",
  "analysis/render-sensitivity.outcome":
    "Ergebnis {id}: {covers} {one, select, yes {Kombination} other {Kombinationen}}",
  "analysis/render-sensitivity.outcomeInForce":
    "Ergebnis {id} (die geltenden Lesarten): {covers} {one, select, yes {Kombination} other {Kombinationen}}",
  "analysis/render-sensitivity.pathNotVaried": "  {readings}  [nicht variiert: {unexplored}]",
  "analysis/render-sensitivity.morePaths": "  … und {n} weitere Pfade (siehe --json)",
  "analysis/render-sensitivity.cannotDecide": "  unter diesen Lesarten nicht zu entscheiden: {reason}",
  "analysis/render-sensitivity.nobody": "  niemand empfängt oder zahlt etwas",
  "analysis/render-sensitivity.situation": "  Lage: {situation}",
  "analysis/render-sensitivity.receipt": "Quittung (geltende Lesarten): {receipt}",
  "analysis/render-whatif.heading": "Was wäre, wenn eine Tatsache anders gewesen wäre: {title}",
  "analysis/render-whatif.tried":
    "{tried} einzelne Änderungen versucht: {alter} ändern das Ergebnis, {noEffect} ändern nichts, {notAdmissible} nach dem Fallformat unzulässig, {undecidable} nicht zu entscheiden.",
  "analysis/render-whatif.triedBound":
    "{tried} einzelne Änderungen versucht: {alter} ändern das Ergebnis, {noEffect} ändern nichts, {notAdmissible} nach dem Fallformat unzulässig, {undecidable} nicht zu entscheiden. (An der Grenze angehalten; nicht jede Änderung wurde versucht.)",
  "analysis/render-whatif.noneAlters":
    "Keine einzelne Änderung einer Ja/Nein-Tatsache, eines Ortes, einer Art oder einer Rolle ändert das Ergebnis.",
  "analysis/render-whatif.change": "{n}. {label}  ({path})",
  "analysis/render-whatif.changeMoves": "{n}. {label}  ({path}): bewegt {amount}",
  "analysis/render-whatif.moreDifferences": "   … und {n} weitere Unterschiede",
  "analysis/render-whatif.situation": "   Lage: {situation}",
  "analysis/render-whatif.moreChanges": "\n… und {n} weitere Änderungen, die das Ergebnis ändern (siehe --json).",
  "analysis/render-whatif.undecidable": "Änderungen, unter denen der Fall nicht entschieden werden kann:",
  "analysis/render-whatif.undecidableOne": "  {label}  ({path}): darunter nicht zu entscheiden: {reason}",
  "analysis/render-whatif.more": "  … und {n} weitere (siehe --json).",
  "analysis/render-whatif.receipt": "Quittung (der Fall wie eingereicht): {receipt}",
  "analysis/whatif.added":
    "neu {kind, select, penalty {Strafe} choice {Wahl} duty {Pflicht} assessment {Schätzung} other {}}: {line}",
  "analysis/whatif.gone":
    "nicht mehr {kind, select, penalty {Strafe} choice {Wahl} duty {Pflicht} assessment {Schätzung} other {}}: {line}",
  "analysis/rank.parties": "{n} {one, select, yes {Partei bewegt sich} other {Parteien bewegen sich}}",
  "analysis/rank.others": "{n} {one, select, yes {anderes Ergebnis ändert sich} other {andere Ergebnisse ändern sich}}",
  "analysis/rank.effect": "{label}: {what}",
  "analysis/rank.effectBoth": "{label}: {money}; {other}",
  "analysis/sensitivity.explored":
    "jede Kombination der {n} erheblichen Lesarten erkundet ({decisions} Entscheidungen für {total} Kombinationen)",
  "analysis/sensitivity.stopped":
    "angehalten bei {decisions} von höchstens {max} Entscheidungen: auf {paths} Pfaden blieben einige Lesarten bei ihren geltenden Werten",
  "analysis/sensitivity.notDecidable": "unter diesen Lesarten nicht zu entscheiden: {message}",
  "analysis/sensitivity.notDecidableLabel": "Unter diesen Lesarten nicht zu entscheiden: {message}",
  "analysis/sensitivity.factsNeeded": "die Tatsachen, die diese Lesarten brauchen",
  "analysis/sensitivity.caseFile": "die Falldatei",
  "analysis/sensitivity.andMore": "und {n} weitere",
  "analysis/oneatatime.generalAverage": "die große Haverei",
  "analysis/whatif.change":
    "{field} {from, select, true {ja} false {nein} other {{from}}} → {to, select, true {ja} false {nein} other {{to}}}",
  "analysis/whatif.changeOf":
    "{subject}: {field} {from, select, true {ja} false {nein} other {{from}}} → {to, select, true {ja} false {nein} other {{to}}}",
  "analysis/render-oneatatime.heading": "Eine Lesart nach der anderen: {title}",
  "analysis/render-oneatatime.headingKind": "Eine Lesart nach der anderen: {statute}, {kind}",
  "analysis/render-oneatatime.noneInPlay": "Keine Lesart ist im Spiel: der Fall, wie er steht, zieht keine heran.",
  "analysis/render-oneatatime.inPlay":
    "Lesarten im Spiel ({n}), jede allein zu jeder anderen Alternative gewendet ({flips} Wendungen, {decisions} Entscheidungen):",
  "analysis/render-oneatatime.reading": "  {question} {name}={value}: {title}",
  "analysis/render-oneatatime.readingDefault": "  {question} {name}={value} (Standard): {title}",
  "analysis/render-oneatatime.heldFixed": "Festgehalten: {readings}",
  "analysis/render-oneatatime.rate": "Satz von {label}: {rate}",
  "analysis/render-oneatatime.ratePercent": "Satz von {label}: {rate} ({percent} %)",
  "analysis/render-oneatatime.whoMost": "Welche Lesart wem am meisten ausmacht (positiv erhält, negativ zahlt):",
  "analysis/render-oneatatime.party": "  {party}: {amount}, wie der Fall steht",
  "analysis/render-oneatatime.partyNamed": "  {name} ({party}): {amount}, wie der Fall steht",
  "analysis/render-oneatatime.noneMoves": "    keine einzelne Lesart bewegt es",
  "analysis/render-oneatatime.change": "    {question} {reading}={to}: {delta} -> {after}",
  "analysis/render-oneatatime.eachFlip": "Jede Wendung:",
  "analysis/render-oneatatime.flip": "  {question} {reading} {from} -> {to} ({label})",
  "analysis/render-oneatatime.cannotDecide": "    unter {to} nicht zu entscheiden: {reason}",
  "analysis/render-oneatatime.brings": "    bringt ins Spiel: {readings}",
  "analysis/render-oneatatime.same": "    das Ergebnis ist dasselbe",
  "analysis/render-oneatatime.noMoney":
    "    kein Geld bewegt sich; das Ergebnis unterscheidet sich sonst (siehe die Lage)",
  "analysis/render-oneatatime.move": "    {name}: {before} -> {after} ({delta})",
  "analysis/render-oneatatime.rateMoves": "    Satz von {label}: {before} -> {after}",
  "analysis/render-oneatatime.rateGone": "    Satz von {label}: {before} -> keine Haverei",
  "analysis/render-oneatatime.situation": "    Lage: {situation}",
  "analysis/render-oneatatime.receipt": "Quittung (geltende Lesarten): {receipt}",
} satisfies Catalogue;
