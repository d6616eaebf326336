/** The words of what a switched reading moved, and of one reading at a time; part of the result area. */

import type { Area } from "./area.js";

const words: Area = {
  en: {
    "res.scrolls": "{what} (scrolls sideways)",
    "res.recursLabel": "recurs",
    "res.ifNotChosenLabel": "If not chosen in time",
    "res.paper": "Paper",
    "res.paperPortrait": "A4 portrait",
    "res.paperLandscape": "A4 landscape",
    "res.signature": "Signature",
    "res.signedAt": "Drawn up at {place}, on {date}",
    "res.adjuster": "the average adjuster",
    "res.backToDefault": "Back to the default ({code})",
    "res.movedTitle": "What this switch moved:",
    "res.movedSee": "See the shares",
    "res.movedNothing": "This switch moved no share.",
    "res.was": "was {amount}",
    "res.matters": "Which reading matters most to whom",
    "res.hintShare": "under {flip}: {after} ({delta})",
    "res.hintRate": "Under {flip} the rate would be {rate} = {percent}.",
    "res.flipChart": "Chart of what each single reading would change for {name}",
    "res.noneInPlay": "No reading is in play: the case as it stands consults none.",
    "res.oneIntro.one":
      "From the case as it stands, the one reading in play flipped to each other alternative ({flips} flips). For each party, what it would receive (+) or pay (−) in all, the largest change first.",
    "res.oneIntro.other":
      "From the case as it stands, each of the {n} readings in play flipped alone to each other alternative ({flips} flips). For each party, what it would receive (+) or pay (−) in all, the largest change first.",
    "res.noFlipMoves": "No single reading moves anyone's figure.",
    "res.standsAt": "stands at {amount}",
    "res.notMoved": "No single reading moves: {names}.",
    "res.otherwiseMoved": "These flips move no figure but change the outcome otherwise (duties, choices, penalties):",
    "res.fullTree": "Every combination of the readings (the full tree)",
    "res.fullTreeIntro":
      "Decides the case under every combination of the readings that bear on it: each party's least and most. This can take many decisions.",
    "res.elapsed": "Working… {s} s",
    "res.stop": "Stop",
    "res.changeFacts": "Change the facts",
    "res.unitU":
      "u is a neutral unit of account, 1 u = 100 c (hundredths): the statutes fix no sum, so the worked examples count in u.",
  },
  de: {
    "res.scrolls": "{what} (seitlich verschiebbar)",
    "res.recursLabel": "wiederkehrend",
    "res.ifNotChosenLabel": "Wird nicht rechtzeitig gewählt",
    "res.paper": "Papier",
    "res.paperPortrait": "A4 hoch",
    "res.paperLandscape": "A4 quer",
    "res.signature": "Unterschrift",
    "res.signedAt": "Aufgemacht zu {place}, am {date}",
    "res.adjuster": "der Dispacheur",
    "res.backToDefault": "Zurück zur Voreinstellung ({code})",
    "res.movedTitle": "Was dieser Wechsel bewegt hat:",
    "res.movedSee": "Zu den Anteilen",
    "res.movedNothing": "Dieser Wechsel hat keinen Anteil bewegt.",
    "res.was": "vorher {amount}",
    "res.matters": "Welche Lesart wem am meisten ausmacht",
    "res.hintShare": "unter {flip}: {after} ({delta})",
    "res.hintRate": "Unter {flip} wäre der Satz {rate} = {percent}.",
    "res.flipChart": "Diagramm: was jede einzelne Lesart für {name} ändern würde",
    "res.noneInPlay": "Keine Lesart spielt eine Rolle: der Fall, wie er steht, zieht keine heran.",
    "res.oneIntro.one":
      "Vom Fall, wie er steht, aus wird die eine beteiligte Lesart auf jede andere Möglichkeit umgestellt ({flips} Wechsel). Für jede Partei, was sie insgesamt erhielte (+) oder zahlte (−), die größte Änderung zuerst.",
    "res.oneIntro.other":
      "Vom Fall, wie er steht, aus wird jede der {n} beteiligten Lesarten allein auf jede andere Möglichkeit umgestellt ({flips} Wechsel). Für jede Partei, was sie insgesamt erhielte (+) oder zahlte (−), die größte Änderung zuerst.",
    "res.noFlipMoves": "Keine einzelne Lesart bewegt einen Betrag.",
    "res.standsAt": "steht bei {amount}",
    "res.notMoved": "Von keiner einzelnen Lesart bewegt: {names}.",
    "res.otherwiseMoved":
      "Diese Wechsel bewegen keinen Betrag, ändern das Ergebnis aber sonst (Pflichten, Wahlrechte, Strafen):",
    "res.fullTree": "Jede Kombination der Lesarten (der ganze Baum)",
    "res.fullTreeIntro":
      "Entscheidet den Fall unter jeder Kombination der Lesarten, die ihn betreffen: jeder Partei Mindestes und Höchstes. Das kann viele Entscheidungen kosten.",
    "res.elapsed": "Wird berechnet… {s} s",
    "res.stop": "Anhalten",
    "res.changeFacts": "Den Sachverhalt ändern",
    "res.unitU":
      "u ist eine neutrale Rechnungseinheit, 1 u = 100 c (Hundertstel): die Gesetze nennen keine Summe, daher rechnen die Beispiele in u.",
  },
  da: {
    "res.scrolls": "{what} (kan rulles til siden)",
    "res.recursLabel": "gentages",
    "res.ifNotChosenLabel": "Vælges der ikke i tide",
    "res.paper": "Papir",
    "res.paperPortrait": "A4 stående",
    "res.paperLandscape": "A4 liggende",
    "res.signature": "Underskrift",
    "res.signedAt": "Opgjort i {place}, den {date}",
    "res.adjuster": "dispachøren",
    "res.backToDefault": "Tilbage til standardvalget ({code})",
    "res.movedTitle": "Hvad dette skift flyttede:",
    "res.movedSee": "Se andelene",
    "res.movedNothing": "Dette skift flyttede ingen andel.",
    "res.was": "før {amount}",
    "res.matters": "Hvilken læsning betyder mest for hvem",
    "res.hintShare": "under {flip}: {after} ({delta})",
    "res.hintRate": "Under {flip} ville satsen være {rate} = {percent}.",
    "res.flipChart": "Diagram over, hvad hver enkelt læsning ville ændre for {name}",
    "res.noneInPlay": "Ingen læsning er i spil: sagen, som den står, bruger ingen.",
    "res.oneIntro.one":
      "Ud fra sagen, som den står, skiftes den ene læsning i spil til hvert andet alternativ ({flips} skift). For hver part, hvad den i alt ville modtage (+) eller betale (−), den største ændring først.",
    "res.oneIntro.other":
      "Ud fra sagen, som den står, skiftes hver af de {n} læsninger i spil alene til hvert andet alternativ ({flips} skift). For hver part, hvad den i alt ville modtage (+) eller betale (−), den største ændring først.",
    "res.noFlipMoves": "Ingen enkelt læsning flytter nogens beløb.",
    "res.standsAt": "står på {amount}",
    "res.notMoved": "Flyttes ikke af nogen enkelt læsning: {names}.",
    "res.otherwiseMoved": "Disse skift flytter intet beløb, men ændrer ellers udfaldet (pligter, valg, straffe):",
    "res.fullTree": "Alle kombinationer af læsningerne (hele træet)",
    "res.fullTreeIntro":
      "Afgør sagen under alle kombinationer af de læsninger, der vedrører den: hver parts mindste og største. Det kan kræve mange afgørelser.",
    "res.elapsed": "Regner… {s} s",
    "res.stop": "Stop",
    "res.changeFacts": "Ændr sagens omstændigheder",
    "res.unitU":
      "u er en neutral regneenhed, 1 u = 100 c (hundrededele): lovene fastsætter intet beløb, så eksemplerne regner i u.",
  },
};

export default words;
