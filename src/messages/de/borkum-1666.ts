/**
 * Die Borkumer Rolle von 1666 auf Deutsch: jede Meldung unter der Kennung, die ihr
 * Englisch vergibt (siehe docs/languages.md). Die Wörter der Rolle selbst sind die
 * Begriffe: Bergegeld, Part, Vogt, Pastor, Witwe, Hausvater, Altbauer, Neubauer,
 * Jungen, Reven, Ranzel, Voot-Fuß-Strand, Lootsengeld, Wrack (docs/glossary.md).
 */

import type { Catalogue } from "../catalogue.js";

export default {
  // 6.3: binnen der Reven
  "borkum-1666/6.3#skipper": "der Schiffer, dem das bergende Schiff zugehört, hat noch einen Part für seinen Leib",
  "borkum-1666/6.3#boy": "„und keine Jungens sind“: Jungen haben keinen Part",
  "borkum-1666/6.3#grown-son": "ein großer Sohn, der binnen der Reven bergen hilft",
  "borkum-1666/6.3#not-a-head": "„das ist Haus Vatter“: ein Helfer, der kein Hausvater ist",
  "borkum-1666/6.3#substitute": "wer an eines anderen Plaetse zu helfen geschickt wird, hilft für diesen",
  "borkum-1666/6.3#helper": "alle, die bergen helfen, das ist Hausväter und keine Jungen, haben je einen Part",
  "borkum-1666/6.3.skipperPart": "1 Part für seinen Leib, als Schiffer und Eigner des Schiffes {ships}",
  "borkum-1666/6.3.boy": "ein Junge: binnen der Reven haben nur Hausväter einen Part, und keine Jungen",
  "borkum-1666/6.3.grownSonR1": "großer Sohn: binnen der Reven haben nur Hausväter einen Part (Q-B05 R1)",
  "borkum-1666/6.3.grownSonR2": "1 Part als erwachsener Helfer (Q-B05 R2), sein eigener (Q-B04 R2)",
  "borkum-1666/6.3.farmhand": "ein Knecht",
  "borkum-1666/6.3.unmarried": "ein Unverheirateter",
  "borkum-1666/6.3.notAHead": "kein Hausvater",
  "borkum-1666/6.3.notAHeadR1": "{role}: binnen der Reven haben nur Hausväter einen Part (Q-B05 R1)",
  "borkum-1666/6.3.notAHeadR2": "1 Part als erwachsener Helfer (Q-B05 R2)",
  "borkum-1666/6.3.another": "einen anderen",
  "borkum-1666/6.3.substitute": "an Stelle von {principal} geschickt: seine Hilfe zählt für sie, nicht für ihn selbst",
  "borkum-1666/6.3.helper": "1 Part als Hausvater, der bergen geholfen hat",

  // §5: der Fonds und seine Teilung
  "borkum-1666/5#part_fund": "was in Parten geteilt wird: das Geld, das den Eiländern zukommt",
  "borkum-1666/5#footstrand_fund": "was in Parten geteilt wird: das Bergegeld, das den Eiländern zukommt",
  "borkum-1666/5#division":
    "der Fonds wird in so viele gleiche Part geteilt, wie die Beteiligten zusammen haben, und jeder nimmt die seinen",
  "borkum-1666/5#sides":
    "was die Teilung dem Vogt und der Gemeine gibt, zwischen denen §5 die alte Gewohnheit zum Maß macht",
  "borkum-1666/5.salvageMoney": "Bergegeld",
  "borkum-1666/5.pilotMoney": "Lootsengeld",
  "borkum-1666/5.inKind":
    "es wurde kein {money} gezahlt: die Güter selbst, oder was sie einbringen, werden in diesen Parten geteilt ({why})",
  "borkum-1666/5.inMoney": "das empfangene {money}, in gleichen Parten ({why})",
  "borkum-1666/5.noPilotMoney":
    "es ist kein Lootsengeld zu teilen, und es gibt keine Güter, die an seiner Stelle zu teilen wären ({why})",
  "borkum-1666/5.fundLabel": "was in Parten geteilt wird: das {money}, das den Eiländern zukommt",
  "borkum-1666/5.goodsWhat":
    "Der Wert der nicht beanspruchten Güter, oder was sie beim Verkauf einbringen, zu teilen in den gezeigten Parten",
  "borkum-1666/5.goodsBy":
    "der Vogt, der die Güter verwahrt, mit den fürstlichen Beamten zu Greetsiel (die Rolle nennt niemanden)",
  "borkum-1666/5.goodsBasis":
    "es wurde kein Bergegeld gezahlt, und die geltende Lesart teilt die Güter selbst in denselben Parten",
  "borkum-1666/5.cut": "{money} geteilt in {parts}: ein Part ist {perPart}",
  "borkum-1666/5.nobodyCut": "{money}: niemand hat einen Part, also wird nichts geteilt",
  "borkum-1666/5.unfixedWhat": "{what} ({who})",
  "borkum-1666/5.provisional":
    "Die Teilung ist vorläufig: die Parten von {who} beziffert der Text nicht, sie bleiben bis zur Schätzung außen vor; kommen sie hinzu, wird jeder andere Anteil kleiner.",
  "borkum-1666/5.provisionalInKind":
    "Die Teilung ist vorläufig: es wurde kein {money} gezahlt, also teilen die gezeigten Parten die Güter selbst, deren Wert erst zu schätzen ist.",
  "borkum-1666/5.zero": "Das {money} ist 0: es gibt nichts zu teilen; die Parten werden gezeigt.",
  "borkum-1666/5.nobody":
    "Niemand hat einen Part nach {section}, also wird das {money} von {amount} nicht geteilt; die Rolle sagt nicht, wer es behält.",

  // Die Parten und ihre Gründe
  "borkum-1666/parts.oldCustom":
    "Die Anteile beruhen auf alter Gewohnheit, die die Deputierten der Eiländer vor Gericht eidlich bekräftigt haben; §5 macht sie zum Maß zwischen dem Vogt, der Gemeine und unter der Gemeine selbst.",
  "borkum-1666/parts.plus": "{first}; und {second}",
  "borkum-1666/parts.onePart": "1 Part",
  "borkum-1666/parts.nParts": "{n} Part",
  "borkum-1666/parts.award": "{parts}: {reason}",
  "borkum-1666/parts.awardUnfixed": "{parts} (und Parten, die der Text nicht beziffert): {reason}",
  "borkum-1666/parts.noneGives": "keine dieser Regeln gibt einen Part",
  "borkum-1666/parts.many": "{count} × {parts}: {reason}",
  "borkum-1666/parts.cited": "{reason} ({provisions})",
  "borkum-1666/parts.andThen": "{first}; {rest}",
  "borkum-1666/parts.party": "{name}, {role}: {parts}",
  "borkum-1666/parts.vogt": "Vogt",
  "borkum-1666/parts.grownSon": "großer Sohn",
  "borkum-1666/parts.grownSonOf": "großer Sohn von {parent}",
  "borkum-1666/parts.boy": "Junge",
  "borkum-1666/parts.boyOf": "Junge von {parent}",
  "borkum-1666/parts.householder": "Hausvater",
  "borkum-1666/parts.widow": "Witwe",
  "borkum-1666/parts.farmhand": "Knecht",
  "borkum-1666/parts.unmarried": "unverheiratet",
  "borkum-1666/parts.pastor": "Pastor",
  "borkum-1666/parts.skipper": "Schiffer",
  "borkum-1666/parts.merchant": "Kaufmann",
  "borkum-1666/parts.official": "Beamter",
  "borkum-1666/parts.other": "anderer",

  // §6: welche Regel gilt
  "borkum-1666/6#salvage":
    "Bergegeld, in Parten geteilt nach alter Gewohnheit (§5): Bergen mit Schiffen auf oder außerhalb der Reven (6.1–6.2) oder binnen der Reven (6.3–6.6), und Güter, die von selbst an den Strand kommen (6.7–6.9)",
  "borkum-1666/6.7#foot-strand":
    "Kaufmannsgüter, die von selbst an den Strand kommen und nicht mit Schiffen geborgen werden, sind Gut vom Voot-Fuß-Strand",
  "borkum-1666/6.3#inside": "was binnen der Reven geborgen wird, das ist auf der Ranzel oder Embs",
  "borkum-1666/6.1#outside": "was auf den Reven und außerhalb der Reven geborgen wird (die offene See liegt außerhalb)",
  "borkum-1666/6.outside": "Bergen mit Schiffen auf oder außerhalb der Reven (borkum-1666/6.1, 6.2)",
  "borkum-1666/6.inside": "Bergen mit Schiffen binnen der Reven, auf der Ranzel oder Embs (borkum-1666/6.3–6.6)",
  "borkum-1666/6.footStrand":
    "Gut vom Voot-Fuß-Strand: Kaufmannsgüter, die von selbst an den Strand gekommen sind (borkum-1666/6.7–6.9)",
  "borkum-1666/6.1#ship": "das Schiff des Schiffers hat zwei Part; sie gehen an seine Eigner nach ihren Anteilen",
  "borkum-1666/6.3#ship": "das bergende Schiff hat zwei Part; sie gehen an seine Eigner nach ihren Anteilen",
  "borkum-1666/6.9#household": "ein Hausvater, dessen Söhne helfen, hat doch nicht mehr als einen Part",
  "borkum-1666/6.soleOwner": "alleiniger Eigner",
  "borkum-1666/6.share": "Anteil {share}",
  "borkum-1666/6.shipParts": "2 Part für das Schiff {ship} ({share})",
  "borkum-1666/6.aboardNoHelp":
    "an Bord der {ship}, hat aber nicht bergen geholfen: ein Part ist nur für einen, „der mit bergen hilft“",
  "borkum-1666/6.boyNotAboard": "ein Junge, nicht an Bord",
  "borkum-1666/6.notAboard": "nicht an Bord eines bergenden Schiffes",
  "borkum-1666/6.outsideNone":
    "{lead}: auf oder außerhalb der Reven haben nur die Schiffe und die an Bord, die bergen helfen, Parten",
  "borkum-1666/6.outsideNoneScope":
    "{lead}: auf oder außerhalb der Reven haben nur die Schiffe und die an Bord, die bergen helfen, Parten; 6.4–6.6 gelten nach dieser Lesart nur binnen der Reven ({why})",
  "borkum-1666/6.aboardNoPart": "an Bord der {ship}, hat aber nicht bergen geholfen: kein Part",
  "borkum-1666/6.stayedHome": "blieb zu Hause: kein Part",
  "borkum-1666/6.footStrandBoy":
    "ein Junge: vom Gut am Voot-Fuß-Strand haben nur der Vogt, der Pastor und jeder Hausvater Parten",
  "borkum-1666/6.footStrandNotHead":
    "kein Hausvater: vom Gut am Voot-Fuß-Strand haben nur der Vogt, der Pastor und jeder Hausvater Parten",
  "borkum-1666/6.householdPart": "1 Part für sein Haus, verdient durch die Hilfe von {members}",
  "borkum-1666/6.householdHasIt": "die Hilfe von {members} fügt nichts hinzu: sein Haus hat seinen einen Part schon",
  "borkum-1666/6.skipperNotOwner": "Schiffer des bergenden Schiffes {ship} (nicht Eigner)",
  "borkum-1666/6.ownerSkipper": "Schiffer und Eigner des bergenden Schiffes {ship}",
  "borkum-1666/6.skipperPartOwner": "Schiffer und Eigner zu {share} des bergenden Schiffes {ship}",
  "borkum-1666/6.owner": "Eigner des Schiffes {ship}",
  "borkum-1666/6.partOwner": "Eigner zu {share} des Schiffes {ship}",
  "borkum-1666/6.altbauer": "Altbauer",
  "borkum-1666/6.neubauer": "Neubauer",
  "borkum-1666/6.sentFor": "an Stelle von {principal} geschickt",
  "borkum-1666/6.aboard": "an Bord der {ship}",
  "borkum-1666/6.vogtsFour": "seine vier Part sind die vier Part der Beamten (8.3)",
  "borkum-1666/6.roleWords": "{first}, {rest}",
  "borkum-1666/6.named": "im Fall genannt",
  "borkum-1666/6.footStrandLabel": "Bergegeld für das Gut vom Voot-Fuß-Strand",
  "borkum-1666/6.salvagedLabel": "Bergegeld für die geborgenen Güter",
  "borkum-1666/6.notMerchants":
    "Die Güter sind keine Kaufmannsgüter: sind es Stücke eines Schiffes, oder ein Schiff, das nicht abgebracht werden kann, so können sie Wrack nach §8 sein.",
  "borkum-1666/6.shipsListed":
    "Es sind Schiffe angegeben, aber Gut vom Voot-Fuß-Strand kam von selbst an den Strand, nicht mit Schiffen: die Schiffe haben keine Parten.",
  "borkum-1666/6.notOwner":
    "{skipper} fährt die {ship}, ist aber nicht ihr Eigner: 6.3 gibt den weiteren Part dem Schiffer, dem das Schiff zugehört, also wird er als Helfer behandelt.",
  "borkum-1666/6.twoVogts": "{total} Personen sind als Vogt angegeben; die Rolle kennt einen Vogt.",
  "borkum-1666/6.twoPastors": "{total} Personen sind als Pastor angegeben; die Rolle kennt einen Pastor.",
  "borkum-1666/6.wagonNotHead":
    "{name} ist als mit einem Wagen helfend angegeben, ist aber kein Hausvater: 6.5 und 6.6 sprechen vom Wagen des Vogts und des Altbauern, also zählt der Wagen nichts über die Hilfe selbst hinaus.",
  "borkum-1666/6.wagonNoHelp":
    "{name} ist mit einem Wagen angegeben, aber nicht als helfend oder zu Hause fahrend: der Wagen zählt für einen, „wenn er mit seinem Wagen hilft“, hier also nichts; hat {name} die Güter zu Hause gefahren, so ist carted: true anzugeben.",
  "borkum-1666/6.farmNotHead":
    "{name} hat einen Hof ({farm}), ist aber nicht als Hausvater angegeben; er wird als Hausvater genommen.",
  "borkum-1666/6.notForAWidow":
    "{name} ist an Stelle von {principal} geschickt, die keine Witwe ist: die Rolle lässt nur eine unvermögende Witwe jemanden in ihr Plaetse krygen, also zählt diese Hilfe für niemanden.",
  "borkum-1666/6.notAFarmhand":
    "{name} ist an Stelle von {principal} geschickt, aber nicht als Knecht angegeben; die Rolle spricht von einem Knecht.",
  "borkum-1666/6.parentNotHead": "{name} ist als Sohn von {parent} angegeben, der nicht als Hausvater angegeben ist.",
  "borkum-1666/6.aboardAshore":
    "{name} ist an Bord der {ship} angegeben, aber Gut vom Voot-Fuß-Strand kam von selbst an den Strand, nicht mit Schiffen: an Bord zu sein zählt hier nichts.",
  "borkum-1666/6.aboardNotSalvaging":
    "{name} ist an Bord der {ship} angegeben, die nicht geborgen hat: nur bergende Schiffe zählen.",
  "borkum-1666/6.vogtAndPastor": "{name} ist als Vogt und als Pastor angegeben; er wird als Vogt entschieden.",
  "borkum-1666/6.openSea": "Die offene See wird als „außerhalb der Reven“ genommen.",
  "borkum-1666/6.officialsAreVogts":
    "Die vier Part der Beamten nach 8.3 sind die vier Part des Vogts vom Gut am Voot-Fuß-Strand (Q-B28 R3), {words}; es werden keine Parten hinzugefügt.",
  "borkum-1666/6.whichRule": "Welche Regel des §6 gilt",
  "borkum-1666/6.root": "Bergegeld nach borkum-1666 §6: {situation}",

  // 6.1–6.2: auf und außerhalb der Reven
  "borkum-1666/6.1#skipper": "der Schiffer, welcher mit seinem Schiffe das Gut birgt, hat für seinen Leib einen Part",
  "borkum-1666/6.2#co-owner": "ein Miteigner an Bord ist keiner, „dem das Schiff nicht mit zugehört“",
  "borkum-1666/6.2#boy": "ein Junge, der an Bord bergen hilft",
  "borkum-1666/6.2#grown-son": "ein großer Sohn, der an Bord bergen hilft",
  "borkum-1666/6.2#helper": "wer sonst mit auf dem Schiff ist und mit bergen hilft, hat für seinen Leib einen Part",
  "borkum-1666/6.1.skipperPart": "1 Part für seinen Leib, als Schiffer der {ships}",
  "borkum-1666/6.1.householdNoParent":
    "der eine Part seines Hauses ({why}); kein Vater oder keine Mutter ist genannt (son_of), also steht er in seiner Zeile",
  "borkum-1666/6.1.householdNoParentWarning":
    "Der Part von {name} gehört nach {why} seinem Haus, aber mit son_of ist kein Vater oder keine Mutter genannt; er wird in seiner eigenen Zeile gezeigt.",
  "borkum-1666/6.1.countsForHousehold":
    "seine Hilfe zählt für das Haus von {parent}, das höchstens einen Part hat ({why})",
  "borkum-1666/6.1.coOwnerR2":
    "Miteigner des Schiffes, auf dem er bergen geholfen hat: nur sein Anteil an den Schiffsparten, kein Part für seinen Leib ({why})",
  "borkum-1666/6.1.coOwner": "1 Part für seinen Leib an Bord, neben seinem Anteil an den Schiffsparten ({why})",
  "borkum-1666/6.1.boyR2": "ein Junge: Jungen haben keinen Part, wie 6.3 für binnen der Reven sagt (Q-B03 R2)",
  "borkum-1666/6.1.boyR1": "1 Part für seinen Leib: „Jemand“ an Bord, der bergen hilft, auch ein Junge (Q-B03 R1)",
  "borkum-1666/6.1.grownSonR2":
    "1 Part für seinen Leib: die Grenze von einem Part nach 6.9 gilt nur, wo der Text sie ausspricht (Q-B04 R2)",
  "borkum-1666/6.1.helper": "1 Part für seinen Leib, an Bord der {ship}",

  // 6.4–6.6: die zu Hause bleiben, der Wagen des Vogts und des Altbauern
  "borkum-1666/6.4#inside-only":
    "6.4–6.6 reichen nur auf das Bergen binnen der Reven, der Regel, der sie in einem Satz folgen (Q-B06 R1)",
  "borkum-1666/6.4#all-salvage":
    "6.4–6.6 reichen auf alles Bergen mit Schiffen nach §6, auf, außerhalb oder binnen der Reven (Q-B06 R2)",
  "borkum-1666/6.4#home-part-one": "der Part zu Hause des Vogts, des Pastors oder einer Witwe ist ein Part (Q-B07 R1)",
  "borkum-1666/6.4#home-part-on-the-foot-strand-scale":
    "der Part zu Hause des Vogts, des Pastors oder einer Witwe ist ihr Part nach dem Maß des Voot-Fuß-Strands in 6.7 (Q-B07 R2)",
  "borkum-1666/6.4#home-part-without-a-number":
    "der Part zu Hause des Vogts, des Pastors oder einer Witwe hat im Text keine Zahl (Q-B07 R3)",
  "borkum-1666/6.5#vogt-wagon":
    "wann der Vogt hilft mit seinem Wagen die geborgenen Sachen zu Hause zu führen, hat er nur drei Teile",
  "borkum-1666/6.4#vogt": "der Vogt hat einen Part, auch wenn er zu Hause bleibt",
  "borkum-1666/6.4#pastor": "der Pastor hat einen Part, auch wenn er zu Hause bleibt",
  "borkum-1666/6.4#widow-through-one-sent":
    "eine Witwe zu Hause hat nur einen Part durch einen, der an ihrer Stelle geschickt wird und hilft (Q-B08 R2)",
  "borkum-1666/6.4#widow-unable-or-poor":
    "eine Witwe zu Hause hat nur einen Part, wenn sie arbeitsunfähig oder ohne Mittel ist (Q-B08 R3)",
  "borkum-1666/6.4#widow": "die Witwen haben einen Part, auch wenn sie zu Hause bleiben",
  "borkum-1666/6.6#wagon-two-in-all": "wer mit seinem Wagen hilft, hat zwei Part in allem (Q-B10 R1, R3)",
  "borkum-1666/6.6#wagon-on-top": "die zwei Part des Wagens kommen zum Part dessen hinzu, der hilft (Q-B10 R2)",
  "borkum-1666/6.6#altbauer": "ein jeder Altbauer, wenn er mit seinem Wagen hilft, zwei Part und sonst einen Part",
  "borkum-1666/6.6#neubauer": "ein Neubauer, der mit seinem Wagen hilft (6.6 nennt nur den Altbauern)",
  "borkum-1666/6.6#altbauer-home": "ein Altbauer, der zu Hause bleibt („und sonst einen Part“)",
  "borkum-1666/6.4.unfixedWhat": "Wie viele Part der Vogt, der Pastor und die Witwen haben, wenn sie zu Hause bleiben",
  "borkum-1666/6.4.unfixedBy":
    "alte Gewohnheit, wie die Deputierten der Eiländer sie beschworen haben, oder sonst die fürstlichen Beamten zu Greetsiel",
  "borkum-1666/6.4.unfixedBasis": "6.4 nimmt sie von „kein Part zu Hause“ aus, gibt aber keine Zahl (Q-B07 R3)",
  "borkum-1666/6.4.homeOne": "{lead}: 1 Part (Q-B07 R1)",
  "borkum-1666/6.4.homeScale": "{lead}: {parts}, nach dem Maß des Voot-Fuß-Strands in 6.7 (Q-B07 R2)",
  "borkum-1666/6.4.homeNoNumber":
    "{lead}, aber der Text gibt keine Zahl (Q-B07 R3): außen vor, bis sie festgesetzt ist",
  "borkum-1666/6.4.wagonOnTop": "3 Part für die Hilfe mit seinem Wagen, zu seinem Part zu Hause hinzu (Q-B09 R2)",
  "borkum-1666/6.4.asVogt": "sein Part als Vogt nach 6.4",
  "borkum-1666/6.4.wagonInAll": "3 Part in allem für die Hilfe mit seinem Wagen (Q-B09 R1)",
  "borkum-1666/6.4.vogtHelped": "der Vogt, der ohne seinen Wagen geholfen hat, behält seinen Part",
  "borkum-1666/6.4.vogtAtHome": "der Vogt zu Hause",
  "borkum-1666/6.4.pastorHelped": "der Pastor, der geholfen hat",
  "borkum-1666/6.4.pastorAtHome": "der Pastor zu Hause",
  "borkum-1666/6.4.widowSent": "eine Witwe, die {sent} an ihrer Stelle helfen schickte (Q-B08 R2)",
  "borkum-1666/6.4.widowNoneSent":
    "eine Witwe zu Hause hat nur einen Part durch einen, der an ihrer Stelle geschickt wird und hilft, und keiner wurde geschickt (Q-B08 R2)",
  "borkum-1666/6.4.widowUnable": "{lead}, arbeitsunfähig oder ohne Mittel (Q-B08 R3)",
  "borkum-1666/6.4.widowNeither":
    "eine Witwe zu Hause hat nur einen Part, wenn sie arbeitsunfähig oder ohne Mittel ist, und sie ist keines von beiden (Q-B08 R3)",
  "borkum-1666/6.4.widowHelped": "eine Witwe, die am Strand geholfen hat",
  "borkum-1666/6.4.widowAtHome": "eine Witwe zu Hause",
  "borkum-1666/6.4.widowR1": "{lead} (Q-B08 R1)",
  "borkum-1666/6.4.wagonTwo": "{who} mit seinem Wagen: 2 Part in allem ({why})",
  "borkum-1666/6.4.wagonTwoOnTop":
    "{who} mit seinem Wagen: 2 Part für den Wagen zu seinem Part als Helfer hinzu (Q-B10 R2)",
  "borkum-1666/6.4.anAltbauer": "ein Altbauer",
  "borkum-1666/6.4.altbauerNoWagon": "1 Part: ein Altbauer, der ohne seinen Wagen hilft",
  "borkum-1666/6.4.aNeubauer": "ein Neubauer, nach Analogie (Q-B11 R2),",
  "borkum-1666/6.4.altbauerHomeR3": "1 Part auch zu Hause: „sonst einen Part“ gelesen als „auf jeden Fall“ (Q-B10 R3)",
  "borkum-1666/6.4.altbauerHome":
    "blieb zu Hause: „sonst einen Part“ ist der Part eines Altbauern, der ohne seinen Wagen hilft ({why})",

  // 6.7–6.9: Gut vom Voot-Fuß-Strand
  "borkum-1666/6.8#help-either":
    "die Arbeit oder das zu Hause Fahren ist jedes für sich die Hilfe, die den Part verdient (Q-B13 R1)",
  "borkum-1666/6.8#help-both": "das Haus muss mit arbeiten und zu Hause fahren, um geholfen zu haben (Q-B13 R2)",
  "borkum-1666/6.7#unable-to-work":
    "„unvermögend“ heißt arbeitsunfähig: eine Witwe, die nicht arbeiten kann, mag einen Knecht in ihr Plaetse krygen (Q-B14 R1)",
  "borkum-1666/6.7#unable-without-means":
    "„unvermögend“ heißt ohne Mittel: eine arme Witwe mag einen Knecht in ihr Plaetse krygen (Q-B14 R2)",
  "borkum-1666/6.7#unable-either-way":
    "der Knecht selbst hat den Part, und „unvermögend“ in beiden Bedeutungen lässt eine Witwe ihn schicken (Q-B14 R3)",
  "borkum-1666/6.7#the-part-is-her-households":
    "der Part, den der Knecht einer Witwe an ihrer Stelle verdient, ist der ihres Hauses (Q-B14 R1, R2)",
  "borkum-1666/6.7#the-part-is-the-farmhands":
    "der Part, den der Knecht einer Witwe an ihrer Stelle verdient, ist sein eigener (Q-B14 R3)",
  "borkum-1666/6.8#vogt":
    "der Vogt, der nicht geholfen hat: bindet ihn „der aber nicht mit arbeiten und zu Hause fahren hilft, hat auch keinen Teil“?",
  "borkum-1666/6.8#pastor":
    "der Pastor, der nicht geholfen hat: bindet ihn „der aber nicht mit arbeiten und zu Hause fahren hilft, hat auch keinen Teil“?",
  "borkum-1666/6.7#vogt": "vom Gut am Voot-Fuß-Strand hat der Vogt vier Teile",
  "borkum-1666/6.7#pastor": "vom Gut am Voot-Fuß-Strand hat der Pastor zwei Teile",
  "borkum-1666/6.8#household": "der nicht mit arbeiten und zu Hause fahren hilft, hat auch keinen Teil",
  "borkum-1666/6.9#householder":
    "wenn ein Hausvater einen oder mehrere große Söhne hat, die ihm arbeiten helfen, so hat er doch nicht mehr als einen Teil",
  "borkum-1666/6.7#widow-farmhand":
    "eine Witwe, deren Knecht an ihrer Stelle geholfen hat, wo der Part der des Knechts ist",
  "borkum-1666/6.7#household": "ein jeder Haus-Vater oder -Mutter, er sei ein Alt- oder Neu-Bauer, hat einen Teil",
  "borkum-1666/6.7#substitute":
    "ein Knecht, den eine unvermögende Witwe in ihr Plaetse kriegt, der zu Hause fahren hilft",
  "borkum-1666/6.9#son": "ein großer Sohn, der seinem Vater arbeiten hilft, steht im einen Part seines Vaters",
  "borkum-1666/6.7.unableToWork": "arbeitsunfähig",
  "borkum-1666/6.7.withoutMeans": "ohne Mittel",
  "borkum-1666/6.7.either": "beides",
  "borkum-1666/6.7.farmhands": "der des Knechts, der ihn verdient hat",
  "borkum-1666/6.7.households": "der ihres Hauses",
  "borkum-1666/6.7.officialsToo": "{lead}; sie sind die vier Part der Beamten nach 8.3 (Q-B28 R3), {words}",
  "borkum-1666/6.7.vogtBound":
    "hat nicht geholfen: „der aber nicht mit arbeiten … hilft, hat auch keinen Teil“ bindet auch den Vogt (Q-B12 R2)",
  "borkum-1666/6.7.pastorBound":
    "hat nicht geholfen: „der aber nicht mit arbeiten … hilft, hat auch keinen Teil“ bindet auch den Pastor (Q-B12 R2)",
  "borkum-1666/6.7.vogtFixed": "{parts} als Vogt, fest, obwohl er nicht geholfen hat (Q-B12 R1)",
  "borkum-1666/6.7.pastorFixed": "{parts} als Pastor, fest, obwohl er nicht geholfen hat (Q-B12 R1)",
  "borkum-1666/6.7.vogt": "4 Part als Vogt",
  "borkum-1666/6.7.pastor": "2 Part als Pastor",
  "borkum-1666/6.7.notUnvermoegend":
    "sie hat {sent} in ihr Plaetse geschickt, ist aber nicht „unvermögend“, wie {why} es liest, also zählt diese Hilfe nicht, und sie hat nicht selbst geholfen",
  "borkum-1666/6.7.householdDidNotHelp":
    "ihr Haus hat nicht geholfen, wie 6.8 es verlangt, weder sie noch {sent} an ihrer Stelle",
  "borkum-1666/6.7.widowNoOne": "eine Witwe, die weder geholfen noch jemanden in ihr Plaetse geschickt hat: kein Part",
  "borkum-1666/6.7.notBoth": "hat nicht geholfen, wie 6.8 es verlangt, mit arbeiten und zu Hause fahren ({why})",
  "borkum-1666/6.7.didNotHelp": "hat weder mit arbeiten noch mit zu Hause fahren geholfen: kein Part",
  "borkum-1666/6.7.sonsToo":
    "1 Part, obwohl auch {many, select, true {seine großen Söhne mitgeholfen haben} other {sein großer Sohn mitgeholfen hat}} ({sons})",
  "borkum-1666/6.7.sonsOnly":
    "{name} hat nicht selbst geholfen; der Part seines Hauses beruht auf der Hilfe von {sons} (borkum-1666/6.8, 6.9).",
  "borkum-1666/6.7.farmhandsPart": "der Part ihres Hauses ist der ihres Knechts, {farmhands} (Q-B14 R3)",
  "borkum-1666/6.7.forHerHousehold":
    "1 Part für ihr Haus: sie ist unvermögend, und {subs} hat an ihrer Stelle geholfen ({why})",
  "borkum-1666/6.7.head": "1 Part als Hausvater eines Hauses, das geholfen hat",
  "borkum-1666/6.7.notAWidow":
    "an Stelle von {widow} geschickt, die keine Witwe ist: nur eine unvermögende Witwe mag jemanden in ihr Plaetse krygen; seine Hilfe zählt für niemanden",
  "borkum-1666/6.7.notUnable":
    "an Stelle von {widow} geschickt, die nicht „unvermögend“ ist, wie {why} es liest: niemand kann an ihrer Stelle helfen, und seine Hilfe zählt für niemanden",
  "borkum-1666/6.7.notUnableWarning":
    "{name} wurde an Stelle von {widow} geschickt, aber sie ist nicht „unvermögend“, wie {why} es liest; seine Hilfe zählt nicht (borkum-1666/6.7).",
  "borkum-1666/6.7.sentNoHelp": "an Stelle von {widow} geschickt, hat aber nicht geholfen",
  "borkum-1666/6.7.hisOwn": "der Part des Hauses von {widow} ist sein eigener (Q-B14 R3)",
  "borkum-1666/6.7.hisOwnShared":
    "der Part des Hauses von {widow} ist sein eigener (Q-B14 R3), geteilt mit den anderen, die an ihrer Stelle geschickt wurden",
  "borkum-1666/6.7.widowHelped":
    "an Stelle von {widow} geschickt, die selbst geholfen hat: der eine Part ihres Hauses ist ihrer",
  "borkum-1666/6.7.households2": "an Stelle von {widow} geschickt: der Part ist der ihres Hauses ({why})",
  "borkum-1666/6.7.sonOfFather": "großer Sohn: im einen Part seines Vaters ({parent})",
  "borkum-1666/6.7.sonOfMother": "großer Sohn: im einen Part seiner Mutter ({parent})",

  // 8.3: die vier Part der fürstlichen Beamten
  "borkum-1666/8.3#officials":
    "vier Part für „den Vogt, den fürstlichen Beamten zu Greetsiel“, „in diesem und den vorigen Punkten“",
  "borkum-1666/8.3#four-counted-with-the-rest":
    "die vier Part der Beamten werden mit denen aller anderen gezählt, alle Parten gleich (Q-B29 R1)",
  "borkum-1666/8.3#four-of-the-value":
    "die vier Part der Beamten werden, wo der Fonds geteilt wird, mit denen aller anderen gezählt wie nach R1; zum gemeinsamen Brauch verwendet, bekommen sie doch den Wert von vier Part (Q-B29 R2)",
  "borkum-1666/8.3#four-of-a-customary-total":
    "die vier Part der Beamten sind vier aus einer gewohnten Gesamtzahl, die der Text nicht gibt (Q-B29 R3)",
  "borkum-1666/8.3#for-the-officials":
    "die vier Part sind für die fürstlichen Beamten zu Greetsiel, vom Vogt genommen und weitergegeben (Q-B27 R1)",
  "borkum-1666/8.3#for-the-vogt":
    "die vier Part sind des Vogts eigene, behalten als die den Beamten gewohnte Gefälle (Q-B27 R2)",
  "borkum-1666/8.3#for-both": "die vier Part halten der Vogt und die Beamten zu Greetsiel zusammen (Q-B27 R3)",
  "borkum-1666/8.3#through-the-vogt":
    "der Vogt nimmt die vier Part der Beamten und gibt sie nach Greetsiel weiter (Q-B27 R1)",
  "borkum-1666/8.3#the-vogt-keeps-them":
    "die vier Part der Beamten gehen an den Vogt, der sie als ihre gewohnte Gefälle behält (Q-B27 R2)",
  "borkum-1666/8.3#held-together":
    "die vier Part der Beamten halten der Vogt und die Beamten zu Greetsiel zusammen (Q-B27 R3)",
  "borkum-1666/8.3.r1Name": "Beamte zu Greetsiel (durch den Vogt)",
  "borkum-1666/8.3.r1Words":
    "für die fürstlichen Beamten zu Greetsiel, vom Vogt genommen und an sie weitergegeben (Q-B27 R1)",
  "borkum-1666/8.3.r2Name": "Der Vogt selbst (die vier Part der Beamten)",
  "borkum-1666/8.3.r2Words": "vom Vogt selbst behalten als die den Beamten gewohnte Gefälle (Q-B27 R2)",
  "borkum-1666/8.3.r3Name": "Der Vogt und die Beamten zu Greetsiel gemeinsam",
  "borkum-1666/8.3.r3Words": "vom Vogt und den Beamten zu Greetsiel zusammen gehalten (Q-B27 R3)",
  "borkum-1666/8.3.unfixedWhat": "Die gewohnte Gesamtzahl der Parten, von denen die Beamten zu Greetsiel vier nehmen",
  "borkum-1666/8.3.unfixedBy":
    "alte Gewohnheit, wie die fürstlichen Beamten zu Greetsiel (Drost und Amtmann) sie halten",
  "borkum-1666/8.3.unfixedBasis":
    "nach Q-B29 R3 sind die vier Part vier aus einer festen gewohnten Gesamtzahl, die der Text nicht gibt",
  "borkum-1666/8.3.counted": "4 Part, mit denen aller anderen gezählt, alle Parten gleich (Q-B29 R1)",
  "borkum-1666/8.3.countedWreck":
    "4 Part, mit denen aller anderen gezählt, da das Wrack geteilt wird (Q-B29 R2 ist R1, wo Wrack geteilt wird)",
  "borkum-1666/8.3.countedMoney": "4 Part, mit denen aller anderen gezählt (Q-B29 R2 ist R1 für eine Teilung von Geld)",
  "borkum-1666/8.3.customaryTotal":
    "vier Part aus einer gewohnten Gesamtzahl, die der Text nicht gibt (Q-B29 R3): außen vor in dieser Teilung, bis die Gesamtzahl bekannt ist",
  "borkum-1666/8.3.wreckOnlyScope": "wie 8.3 sie in der Teilung des Wracks zulegt (Q-B28 R2)",
  "borkum-1666/8.3.pilotDivision": "der Teilung des Lootsengeldes nach §7",
  "borkum-1666/8.3.salvageDivision": "einer Teilung nach §6",
  "borkum-1666/8.3.wreckOnlyNone":
    "die vier Part nach 8.3 werden als nur vom Wrack geschuldet gelesen (Q-B28 R2): {where} werden keine zugelegt",
  "borkum-1666/8.3.wreckLikewise": "wie 8.3 ihnen gleichfalls vier Part vom Wrack gibt (Q-B28 R3)",
  "borkum-1666/8.3.footStrandPilot":
    "die vier Part der Beamten sind die vier Part des Vogts vom Gut am Voot-Fuß-Strand und vier Part vom Wrack (Q-B28 R3): dem Lootsengeld nach §7 werden keine zugelegt",
  "borkum-1666/8.3.footStrandSalvage":
    "die vier Part der Beamten sind die vier Part des Vogts vom Gut am Voot-Fuß-Strand (Q-B28 R3): dem Bergen mit Schiffen werden keine zugelegt",
  "borkum-1666/8.3.everyDivision": "wie 8.3 auf jede Teilung reicht (Q-B28 R1)",
  "borkum-1666/8.3.theVogtsParts": "sie sind die vier Part des Vogts",
  "borkum-1666/8.3.reason": "{award}; {words}, {scope}",
  "borkum-1666/8.3.role": "die vier Part nach borkum-1666/8.3, {words}",
  "borkum-1666/8.3.step": "{name}: {parts}",

  // §5, 8.4–8.6: der Rahmen der Rolle
  "borkum-1666/8.4#penalty":
    "die Rolle soll unweigerlich so gehalten werden, bei Vermeidung arbiträrer Strafe und fürstlicher Ungnade",
  "borkum-1666/8.5#reading":
    "zwei gleichlautende Stücke, eines dem Vogt, das andere der Gemeine; die Rolle alle Jahre vor der Kanzel vorgelesen",
  "borkum-1666/frame.five":
    "§5 teilt, was den Eiländern zukommt, „zwischen dem Vogt, der Gemeine und unter der Gemeine selbst“, nach der alten Gewohnheit, die ihre Deputierten vor Gericht beschworen haben",
  "borkum-1666/frame.throughTheVogt":
    "die vier Part der Beamten nach 8.3, die er nimmt und nach Greetsiel weitergibt (Q-B27 R1), sodass sie die Gemeine durch ihn verlassen",
  "borkum-1666/frame.vogtKeeps":
    "die vier Part der Beamten nach 8.3, die er als ihre gewohnte Gefälle behält (Q-B27 R2)",
  "borkum-1666/frame.together": "vom Vogt und den Beamten zu Greetsiel zusammen gehalten (Q-B27 R3)",
  "borkum-1666/frame.vogtsShare": "der Anteil des Vogts",
  "borkum-1666/frame.vogtsShareAndOfficials": "der Anteil des Vogts; und {officials}",
  "borkum-1666/frame.vogtReason": "{words}. {five}",
  "borkum-1666/frame.vogtName": "Der Vogt",
  "borkum-1666/frame.communityName": "Die Gemeine auf Borkum",
  "borkum-1666/frame.communityReason":
    "die Eiländer, die unter der Gemeine teilen, oder die Gemeine selbst als Ganzes. {five}",
  "borkum-1666/frame.officialsName": "Der Vogt und die Beamten zu Greetsiel gemeinsam",
  "borkum-1666/frame.officialsReason":
    "die vier Part nach 8.3, {words}: nicht mehr des Vogts als der Gemeine, also eine eigene Seite. {five}",
  "borkum-1666/frame.sides": "Die Seiten der Teilung: {sides}",
  "borkum-1666/frame.sidesNone": "Die Seiten der Teilung: niemand bekommt etwas",
  "borkum-1666/frame.side": "{name} {amount}",
  "borkum-1666/frame.andThen": "{first}; {rest}",
  "borkum-1666/frame.sideShown": "{name}: {amount}",
  "borkum-1666/frame.penaltyWords":
    "eine arbiträre Strafe („arbiträre Strafe“), ihr Maß nach Ermessen der Obrigkeit, und fürstliche Ungnade („fürstliche Ungnade“)",
  "borkum-1666/frame.authority": "die Obrigkeit: des Fürsten Drost und Amtmann zu Greetsiel",
  "borkum-1666/frame.offenceOf8": "{what} (ein Verstoß gegen §{paragraph})",
  "borkum-1666/frame.offence":
    "{what} (ein Verstoß gegen §{paragraph}, den 8.4 erfasst, da es die ganze Rolle deckt ({why}))",
  "borkum-1666/frame.penaltyShown": "{who}: {penalty}",
  "borkum-1666/frame.measureWhat": "Das Maß der arbiträren Strafe für {who}: {offence}",
  "borkum-1666/frame.measureBasis":
    "8.4 droht eine „arbiträre Strafe“ an, eine Strafe nach Ermessen der Obrigkeit; die Rolle setzt keinen Betrag",
  "borkum-1666/frame.notOfTheRolle":
    "Der Verstoß von {who} ({what}) betrifft {provision}, keine Bestimmung dieser Rolle: 8.4 erfasst ihn nicht.",
  "borkum-1666/frame.onlyEight":
    "Der Verstoß von {who} ({what}) betrifft §{paragraph}: nach {why} gilt die arbiträre Strafe von 8.4 nur für §8, also setzt die Rolle keine Strafe dafür.",
  "borkum-1666/frame.sanction": "Die Strafe nach 8.4 für die gemeldeten Verstöße: {punishable} von {reported} strafbar",
  "borkum-1666/frame.copiesWho": "der Drost und der Amtmann zu Greetsiel",
  "borkum-1666/frame.copiesWhat":
    "die zwei gleichlautenden Stücke dieser Rolle zustellen lassen, eines dem Vogt, das andere der Gemeine auf Borkum",
  "borkum-1666/frame.readerWho": "von der Rolle nicht genannt (sie wird „vor der Kanzel“ vorgelesen)",
  "borkum-1666/frame.readingWhat":
    "diese Rolle zur Nachricht und besseren Observierung öffentlich vor der Kanzel vorlesen; der Text setzt keinen Tag im Jahr",
  "borkum-1666/frame.everyYear": "alle Jahre",
  "borkum-1666/frame.everyYearBy": "alle Jahre; die Lesung dieses Jahres bis {due} (julianisch)",
  "borkum-1666/frame.amendment":
    "Drost und Amtmann zu Greetsiel behalten sich ausdrücklich vor, diese Rolle nach Notdurft, sonderlich auf fürstlichen Befehl, zu vermehren, zu vermindern, zu ändern und zu verbessern: diese Entscheidung wendet den am 13. März 1666 unterzeichneten Text an, und eine spätere Änderung ginge ihm vor.",
  "borkum-1666/frame.frame": "Der Rahmen der Rolle: ihre Strafe, ihre Stücke und jährliche Lesung, und ihre Änderung",

  // Lesarten der offenen Fragen (readings.ts)
  "reading:part_fund": "Was wird in Parten geteilt, und was ist ein Part wert?",
  "reading:part_fund.R1":
    "das Geld, das die Eiländer tatsächlich empfangen, in so viele gleiche Part geteilt, wie alle Berechtigten zusammen haben",
  "reading:part_fund.R2":
    "wie R1, aber zahlt niemand Bergegeld, so werden die nicht beanspruchten Güter (oder was sie einbringen) in denselben Parten geteilt",
  "reading:ship_parts_recipient": "Wer nimmt die zwei Part des Schiffes, und was bekommt ein Miteigner an Bord?",
  "reading:ship_parts_recipient.R1":
    "die Eigner teilen die Schiffsparten nach ihren Anteilen, und jeder an Bord, der bergen hilft, Miteigner oder nicht, hat einen Part für seinen Leib",
  "reading:ship_parts_recipient.R2":
    "ein Miteigner an Bord hat seinen Anteil an den Schiffsparten und keinen Part für seinen Leib; der Schiffer behält den seinen immer",
  "reading:boy_part_aboard":
    "Hat ein Junge, der an Bord eines bergenden Schiffes auf oder außerhalb der Reven hilft, einen Part?",
  "reading:boy_part_aboard.R1":
    "ja, einen Part: „Jemand“ ist jeder, und Jungen sind nur binnen der Reven ausgeschlossen",
  "reading:boy_part_aboard.R2": "nein: Jungen haben nie einen Part, wie 6.3 für binnen der Reven sagt",
  "reading:boy_part_aboard.R3":
    "seine Hilfe zählt für das Haus seines Vaters oder seiner Mutter, das einen Part hat, wie viele davon auch helfen",
  "reading:son_part": "Verdienen große Söhne eigene Parten?",
  "reading:son_part.R1": "ein Part je Haus in jeder Teilung, wie viele Söhne auch helfen",
  "reading:son_part.R2":
    "die Grenze von einem Part gilt nur, wo der Text sie ausspricht (Gut vom Voot-Fuß-Strand, der Überschuss des Lootsengeldes)",
  "reading:inside_helper_status": "Welche Helfer haben binnen der Reven einen Part?",
  "reading:inside_helper_status.R1": "nur Hausväter; Söhne, Knechte und Ledige bekommen nichts",
  "reading:inside_helper_status.R2": "jeder erwachsene Helfer; die Klammer schließt nur Jungen aus",
  "reading:home_rule_scope":
    "Reichen 6.4–6.6 (die zu Hause bleiben; der Wagen des Vogts und des Altbauern) auf das Bergen auf oder außerhalb der Reven?",
  "reading:home_rule_scope.R1": "nur auf das Bergen binnen der Reven, der Regel, der sie folgen",
  "reading:home_rule_scope.R2": "auf alles Bergen mit Schiffen nach §6, auf, außerhalb oder binnen der Reven",
  "reading:home_exception_parts":
    "Wie viele Part haben der Vogt, der Pastor und jede Witwe, wenn sie zu Hause bleiben (6.4)?",
  "reading:home_exception_parts.R1": "je einen Part, wie ein Hausvater, der hilft",
  "reading:home_exception_parts.R2": "das Maß des Voot-Fuß-Strands in 6.7: Vogt vier, Pastor zwei, jede Witwe einen",
  "reading:home_exception_parts.R3": "der Text gibt keine Zahl; Gewohnheit oder die Beamten müssen sie festsetzen",
  "reading:widow_home_part_inside": "Haben Witwen, die zu Hause bleiben, einen Part vom Bergen binnen der Reven?",
  "reading:widow_home_part_inside.R1": "ja, jede Witwe, die einem Haus vorsteht, ohne jemanden zu schicken",
  "reading:widow_home_part_inside.R2": "nur wenn sie jemanden an ihrer Stelle schickt, der hilft, wie in 6.7",
  "reading:widow_home_part_inside.R3": "nur eine Witwe, die „unvermögend“ ist (arbeitsunfähig oder ohne Mittel)",
  "reading:vogt_wagon_parts":
    "Der Vogt mit seinem Wagen „hat nur drei Teile“ (6.5): in allem, oder zu seinem Part zu Hause hinzu?",
  "reading:vogt_wagon_parts.R1": "drei Part in allem, an Stelle dessen, was er zu Hause hat",
  "reading:vogt_wagon_parts.R2": "drei Part zu seinem Part zu Hause nach 6.4 hinzu",
  "reading:altbauer_wagon_parts":
    "Ein Altbauer mit seinem Wagen hat „zwei Part und sonst einen Part“ (6.6): was genau?",
  "reading:altbauer_wagon_parts.R1": "zwei in allem mit seinem Wagen, einen, wenn er ohne ihn hilft, keinen zu Hause",
  "reading:altbauer_wagon_parts.R2": "zwei für den Wagen zu seinem Part als Helfer hinzu: drei in allem",
  "reading:altbauer_wagon_parts.R3": "„sonst“ heißt „auf jeden Fall“: einen Part, auch wenn er zu Hause bleibt",
  "reading:neubauer_wagon": "Hat ein Neubauer, der mit seinem Wagen hilft, die Wagenparten des Altbauern?",
  "reading:neubauer_wagon.R1": "nein: der Text gibt die Wagenparten nur den Altbauern",
  "reading:neubauer_wagon.R2": "ja, nach Analogie wird er wie ein Altbauer mit seinem Wagen behandelt",
  "reading:footstrand_fixed_parts":
    "Müssen der Vogt und der Pastor helfen, um ihre vier und zwei Teile vom Gut am Voot-Fuß-Strand zu haben?",
  "reading:footstrand_fixed_parts.R1": "nein: ihre Parten sind fest; „keine Hilfe, kein Teil“ spricht von den Häusern",
  "reading:footstrand_fixed_parts.R2": "ja: „der aber nicht … hilft, hat auch keinen Teil“ bindet auch sie",
  "reading:help_conjunctive": "6.8 verlangt Hilfe „mit arbeiten und zu Hause fahren“: genügt eine Art der Hilfe?",
  "reading:help_conjunctive.R1": "die Arbeit oder das zu Hause Fahren verdient jedes für sich den Part",
  "reading:help_conjunctive.R2": "das Haus muss mit arbeiten und zu Hause fahren",
  "reading:widow_substitute":
    "Eine unvermögende Witwe mag einen Knecht in ihr Plaetse krygen (6.7): wessen ist der Part, und was heißt „unvermögend“?",
  "reading:widow_substitute.R1": "der Part ist der ihres Hauses; „unvermögend“ heißt arbeitsunfähig",
  "reading:widow_substitute.R2": "der Part ist der ihres Hauses; „unvermögend“ heißt ohne Mittel",
  "reading:widow_substitute.R3": "der Knecht selbst hat den Part",
  "reading:footstrand_fund": "Was wird beim Gut vom Voot-Fuß-Strand geteilt: das Bergegeld oder die Güter?",
  "reading:footstrand_fund.R1": "das Bergegeld, das der Kaufmann für die Güter zahlt",
  "reading:footstrand_fund.R2": "kommt kein Eigner, die Güter selbst (oder was sie einbringen), in denselben Parten",
  "reading:officials_parts_recipient": "Wer empfängt die vier Part nach 8.3?",
  "reading:officials_parts_recipient.R1":
    "die fürstlichen Beamten zu Greetsiel; der Vogt nimmt sie und gibt sie weiter",
  "reading:officials_parts_recipient.R2": "der Vogt selbst, als des Fürsten Beamter auf der Insel",
  "reading:officials_parts_recipient.R3": "der Vogt und die Beamten zusammen, vier Part in allem",
  "reading:officials_parts_scope":
    "Für welche Teilungen gelten die vier Part nach 8.3 („in diesem und den vorigen Punkten“)?",
  "reading:officials_parts_scope.R1": "vier Part mehr in jeder Teilung von Bergegeld, Lootsengeld und Wrack",
  "reading:officials_parts_scope.R2":
    "nur in der Teilung des Wracks nach §8; vier Part vom Wrack gleichen alle ihre Gefälle ab",
  "reading:officials_parts_scope.R3":
    "sie sind die vier Part des Vogts vom Gut am Voot-Fuß-Strand (6.7) und vier Part vom Wrack; nichts weiter in 6.1–6.6",
  "reading:officials_parts_arithmetic": "Wie stehen die vier Part der Beamten zu den Parten der Gemeine?",
  "reading:officials_parts_arithmetic.R1":
    "mit den Parten aller gezählt, alle Parten gleich, sodass jeder andere Part etwas kleiner wird",
  "reading:officials_parts_arithmetic.R2":
    "wie R1, wo geteilt wird; wird Wrack zum gemeinsamen Brauch verwendet, bekommen die Beamten doch den Wert von vier Part",
  "reading:officials_parts_arithmetic.R3":
    "vier Part aus einer gewohnten festen Zahl von Parten, die der Text nicht gibt",
  "reading:reichstaler_subdivision":
    "Wie wird der Reichstaler geteilt, wenn Beträge auf Borkum in ihm gerechnet werden?",
  "reading:reichstaler_subdivision.R1": "1 Reichstaler = 54 Stüber, 1 Stüber = 10 Witten",
  "reading:reichstaler_subdivision.R2": "1 Reichstaler = 54 Stüber, der Stüber die kleinste Einheit",
  "reading:reichstaler_subdivision.R3": "der „schlichte Taler“ der Rechnung zu 30 Stüber (je 10 Witten)",
  "reading:penalty_scope": "Deckt die arbiträre Strafe und fürstliche Ungnade nach 8.4 die ganze Rolle oder nur §8?",
  "reading:penalty_scope.R1": "die ganze Rolle: ein Verstoß gegen jeden ihrer Paragraphen",
  "reading:penalty_scope.R2": "nur §8: die Regel vom Wrack und die vier Part der Beamten",

  // 8.1: was Wrack ist
  "borkum-1666/8.1#all-marks":
    "8.1 bestimmt das Wrack: ein Schiff ist nur Wrack, wenn es leck, verlassen, ledig und festsitzend ist und nicht abgebracht werden kann (Q-B25 R1)",
  "borkum-1666/8.1#typical-wreck":
    "8.1 beschreibt das gewöhnliche Wrack: ein verlassenes, festsitzendes Schiff, das nicht abgebracht werden kann, ist Wrack, auch wenn es nicht leck oder nicht ledig ist (Q-B25 R2)",
  "borkum-1666/8.1#ship-lacking": "ein Schiff, dem fehlt, was 8.1 von einem Wrack verlangt, ist kein Wrack",
  "borkum-1666/8.1#ship":
    "Wracken sind lecke, verlassene, ledige und festsitzende Schiffe, die nicht können abgebracht werden",
  "borkum-1666/8.1#piece-not-named":
    "ein kleines Stück eines Schiffes, oder ein Stück, das nicht angestrandet ist, nennt 8.1 nicht",
  "borkum-1666/8.1#piece": "angestrandete Stücke von Schiffen, halbe, viertel oder sonst große Stücke, sind Wrack",
  "borkum-1666/8.1#not-ashore": "Masten, Rahen und das Übrige, die nicht angetrieben sind",
  "borkum-1666/8.1#drifted":
    "angetriebene Masten, Rahen, Stengen, „Rohrs“, Schuten, Schwerden, Lastbalken und „Hofpahlen“ sind Wrack",
  "borkum-1666/8.1#cargo": "Kaufmannsgüter sind kein Wrack",
  "borkum-1666/8.1.mast": "ein Mast",
  "borkum-1666/8.1.yard": "eine Rahe",
  "borkum-1666/8.1.topmast": "eine Stenge",
  "borkum-1666/8.1.rudder": "ein Ruder („Rohr“)",
  "borkum-1666/8.1.boat": "eine Schute",
  "borkum-1666/8.1.leeboard": "ein Schwert",
  "borkum-1666/8.1.holdBeam": "ein Lastbalken",
  "borkum-1666/8.1.hofpahl": "ein „Hofpahl“",
  "borkum-1666/8.1.half": "ein halbes Schiff",
  "borkum-1666/8.1.quarter": "ein viertel Schiff",
  "borkum-1666/8.1.large": "ein großes Stück eines Schiffes",
  "borkum-1666/8.1.small": "ein kleines Stück eines Schiffes",
  "borkum-1666/8.1.salvage":
    "es abzubringen, oder es und seine Güter zu bergen, ist Bergen nach §6 (und ein Schiff, das einen Lootsmann forderte und festsitzend und leck befunden wird, ist ebenfalls Bergen, 7.9)",
  "borkum-1666/8.1.noOtherRule":
    "die Rolle hat keine andere Regel für ein solches Schiff; aus ihm geborgene Güter sind Kaufmannsgüter nach §6",
  "borkum-1666/8.1.notAbandoned": "nicht verlassen (Leute sind an Bord, oder seine Mannschaft hat es nicht verlassen)",
  "borkum-1666/8.1.notStuck": "nicht festsitzend",
  "borkum-1666/8.1.canBeGotOff": "kann abgebracht werden",
  "borkum-1666/8.1.notLeaking": "nicht leck",
  "borkum-1666/8.1.notEmpty": "nicht ledig",
  "borkum-1666/8.1.allMarks": "{lacks}, und alle Merkmale von 8.1 sind verlangt ({why})",
  "borkum-1666/8.1.comma": "{first}, {rest}",
  "borkum-1666/8.1.semicolon": "{first}; {rest}",
  "borkum-1666/8.1.shipLacking": "ein Schiff, {lacks}: {belongs}",
  "borkum-1666/8.1.typicalWreck":
    "ein leckes, verlassenes, lediges Schiff, festsitzend, das nicht abgebracht werden kann",
  "borkum-1666/8.1.abandonedThough":
    "ein verlassenes, festsitzendes Schiff, das nicht abgebracht werden kann, obwohl {lacks}: die Merkmale von 8.1 beschreiben das gewöhnliche Wrack ({why})",
  "borkum-1666/8.1.abandonedThoughGoods":
    "ein verlassenes, festsitzendes Schiff, das nicht abgebracht werden kann, obwohl {lacks}: die Merkmale von 8.1 beschreiben das gewöhnliche Wrack ({why}); die Güter darin sind Kaufmannsgüter nach §6, kein Wrack",
  "borkum-1666/8.1.smallPiece":
    "ein kleines Stück: 8.1 nennt „halbe, viertel oder sonst große Stücke“, und ein kleines Stück ist nicht genannt",
  "borkum-1666/8.1.notStranded":
    "nicht angestrandet: 8.1 spricht von Stücken, die „angestrandete“ sind, und dieses ist es nicht",
  "borkum-1666/8.1.noRuleForPiece": "{lacks}; die Rolle gibt keine andere Regel dafür",
  "borkum-1666/8.1.stranded": "{piece}, angestrandet",
  "borkum-1666/8.1.notAshore":
    "{item}, nicht angetrieben: 8.1 rechnet solche Dinge zum Wrack, wenn sie „angetriebene“ sind, und sagt nichts von anderswo gefundenen",
  "borkum-1666/8.1.driftedAshore": "{item}, angetrieben",
  "borkum-1666/8.1.cargo":
    "Kaufmannsgüter, kein Schiff und kein Teil davon: Güter, die von selbst an den Strand kommen, sind Gut vom Voot-Fuß-Strand (6.7), mit Schiffen geborgene Güter sind Bergegut (6.1, 6.3); sie sind als Fall der Art „salvage“ zu entscheiden",
  "borkum-1666/8.1.notNamed":
    "nicht unter den Dingen, die 8.1 nennt (Schiffe, große Stücke von Schiffen, und angetriebene Masten, Rahen, Stengen, Ruder, Schuten, Schwerden, Lastbalken und „Hofpahlen“); sind es Kaufmannsgüter, so gilt §6",
  "borkum-1666/8.1.itemWreck": "{item}: Wrack",
  "borkum-1666/8.1.itemNotWreck": "{item}: kein Wrack",
  "borkum-1666/8.1.whatCounts": "Was als Wrack zählt",

  // 8.2: der Gemeine heimgefallen, geteilt oder zum gemeinsamen Brauch
  "borkum-1666/8#wreck":
    "Wrack fällt der Gemeine heim, unter ihnen nach Proportion eines jeden Anteil zu teilen oder zum gemeinsamen Brauch zu verwenden, mit vier Part für den Vogt und die Beamten (8.1–8.3)",
  "borkum-1666/8.2#fund": "was geteilt wird: was das Wrack eingebracht hat, oder sein Wert",
  "borkum-1666/8.2#fund-in-kind": "was geteilt wird: das Wrack selbst, sein Wert nicht angegeben",
  "borkum-1666/8.2#vesting":
    "alter Gewohnheit nach, wie die Borkumer Deputierte mit leiblichem Eid beteuern, ist dies alles der Gemeine auf Borkum heimgefallen",
  "borkum-1666/8.2#disposition":
    "Wrack pflegt unter der Gemeine nach Proportion eines jeden Anteil geteilt oder zum gemeinsamen Brauch verwendet zu werden",
  "borkum-1666/8.2#share-per-household":
    "„eines jeden Anteil“ am geteilten Wrack ist ein Part je Haus der Gemeine (Q-B26 R1)",
  "borkum-1666/8.2#share-on-the-scale":
    "„eines jeden Anteil“ am geteilten Wrack folgt dem Maß des Guts vom Voot-Fuß-Strand, 6.7 (Q-B26 R2)",
  "borkum-1666/8.2#share-by-rights":
    "„eines jeden Anteil“ am geteilten Wrack richtet sich nach den Rechten jedes Hauses an der Gemeinheit (Q-B26 R3)",
  "borkum-1666/8.2#vogt": "der Anteil des Vogts am geteilten Wrack",
  "borkum-1666/8.2#pastor": "der Anteil des Pastors am geteilten Wrack",
  "borkum-1666/8.2#household": "Wrack wird unter der Gemeine „nach Proportion eines jeden Anteil“ geteilt",
  "borkum-1666/8.3#vogts-four":
    "wo der Vogt vier Part vom Wrack nach dem Maß des Voot-Fuß-Strands hat, sind sie die vier Part der Beamten (Q-B28 R3): es werden keine zugelegt",
  "borkum-1666/8.3#common-use-no-rule":
    "die vier Part der Beamten werden mit denen aller anderen gezählt (Q-B29 R1): Wrack zum gemeinsamen Brauch wird nicht geteilt, und 8.3 gibt dafür keine Regel",
  "borkum-1666/8.3#common-use-value-of-four":
    "Wrack zum gemeinsamen Brauch: die Beamten haben doch den Wert von vier Part (Q-B29 R2)",
  "borkum-1666/8.3#common-use-customary-total":
    "Wrack zum gemeinsamen Brauch: die vier Part der Beamten sind vier aus einer gewohnten Gesamtzahl, die der Text nicht gibt (Q-B29 R3)",
  "borkum-1666/8.2.theVogt": "dem Vogt",
  "borkum-1666/8.2.thePastor": "dem Pastor",
  "borkum-1666/8.2.theHousehold": "dem Haus",
  "borkum-1666/8.2.fourParts": "4 Part",
  "borkum-1666/8.2.twoParts": "2 Part",
  "borkum-1666/8.2.householdPart": "1 Part für das Haus",
  "borkum-1666/8.2.officialsFour": "sie sind die vier Part der Beamten nach 8.3 (Q-B28 R3), {words}",
  "borkum-1666/8.2.onScale": "{parts} nach dem Maß des Voot-Fuß-Strands in 6.7 ({why})",
  "borkum-1666/8.2.onScaleNoHelp":
    "{parts} nach dem Maß des Voot-Fuß-Strands in 6.7 ({why}); Wrack verlangt keine Hilfe, also wird „keine Hilfe, kein Teil“ aus 6.8 nicht entlehnt",
  "borkum-1666/8.2.andTheirs": "{reason}; {theirs}",
  "borkum-1666/8.2.rights": "seine Rechte an der Gemeinheit, {rights} ({why})",
  "borkum-1666/8.2.noRights": "die Anteile folgen den Rechten an der Gemeinheit ({why}), und der Fall gibt {who} keine",
  "borkum-1666/8.2.perHousehold": "1 Part für das Haus ({why})",
  "borkum-1666/8.2.byOffice":
    "Wrack wird zu einem Part je Haus der Gemeine geteilt ({why}), und {who} wird nach seinem Amt gezählt, nicht als eines ihrer Häuser",
  "borkum-1666/8.2.notAHousehold": "kein Hausvater: Wrack wird unter den Häusern der Gemeine geteilt",
  "borkum-1666/8.2.altbauer": "Altbauer",
  "borkum-1666/8.2.neubauer": "Neubauer",
  "borkum-1666/8.2.vogtsFour": "seine vier Part sind die der Beamten (8.3)",
  "borkum-1666/8.2.roleWords": "{first}, {rest}",
  "borkum-1666/8.2.named": "im Fall genannt",
  "borkum-1666/8.2.againstWhat": "Die vier Part der Beamten, gegen die Parten der Gemeine gezählt",
  "borkum-1666/8.2.againstBy": "niemand weiter: sie folgen, sobald die Parten der Gemeine geschätzt sind",
  "borkum-1666/8.2.againstBasis":
    "die Parten der Gemeine sind noch nicht bekannt, also können keine vier Part gegen sie gezählt werden",
  "borkum-1666/8.2.waits": "außen vor, bis die Parten der Gemeine bekannt sind",
  "borkum-1666/8.2.vogtsFourScope":
    "da die vier Part des Vogts nach dem Maß des Voot-Fuß-Strands die ihren sind (Q-B28 R3)",
  "borkum-1666/8.2.fetched": "was das Wrack eingebracht hat oder wert ist, in gleichen Parten",
  "borkum-1666/8.2.itself":
    "das Wrack selbst: weder Erlös noch der Wert jedes Stücks sind angegeben, also ist sein Wert zu schätzen",
  "borkum-1666/8.2.money": "Geld aus dem Wrack",
  "borkum-1666/8.2.valueWhat": "Der Wert des Wracks, oder was es beim Verkauf einbringt",
  "borkum-1666/8.2.valueBy":
    "von der Rolle nicht genannt: die Gemeine auf Borkum, der das Wrack heimgefallen ist, mit dem Vogt",
  "borkum-1666/8.2.communityRole": "die Gemeine als Ganzes, der das Wrack heimgefallen ist",
  "borkum-1666/8.2.cited": "{reason} ({provisions})",
  "borkum-1666/8.2.communityStep": "{community}: {parts}",
  "borkum-1666/8.2.divideValuation":
    "das Wrack wird in Parten geteilt, und weder sein Erlös noch der Wert jedes Stücks ist angegeben",
  "borkum-1666/8.2.dividedAmong": "das Wrack ist unter den Häusern der Gemeine zu teilen",
  "borkum-1666/8.2.dividedSituation": "Wrack, unter der Gemeine auf Borkum geteilt (borkum-1666/8.1–8.3)",
  "borkum-1666/8.2.dividedLabel": "Erlös oder Wert des Wracks, in Parten geteilt",
  "borkum-1666/8.2.whole": "das ganze Wrack, zum gemeinsamen Brauch der Gemeine verwendet: ein ungeteilter Anteil",
  "borkum-1666/8.2.noRuleForCommonUse":
    "Das Wrack wird zum gemeinsamen Brauch verwendet, und der Text gibt für diesen Fall keine Regel für die vier Part der Beamten (Q-B29 R1): 8.3 zählt sie mit den Parten einer Teilung. Hier wird nichts für sie beiseitegelegt; nach Q-B29 R2 hätten sie den Wert von vier Part.",
  "borkum-1666/8.2.valuedAmong":
    "nach Q-B29 R2 haben die Beamten den Wert von vier Part, gegen die Parten der Häuser der Gemeine gezählt",
  "borkum-1666/8.2.rest":
    "der Rest des Wracks, zum gemeinsamen Brauch verwendet: der Wert der {parts}, die seine Glieder bei einer Teilung hätten",
  "borkum-1666/8.2.valueOfFour":
    "der Wert von vier Part des Wracks, obwohl es zum gemeinsamen Brauch verwendet wird (Q-B29 R2)",
  "borkum-1666/8.2.commonUseSituation":
    "Wrack, von der Gemeine auf Borkum zum gemeinsamen Brauch verwendet (borkum-1666/8.1–8.3)",
  "borkum-1666/8.2.valuedLabel": "Das Wrack, zum gemeinsamen Brauch verwendet: sein Wert",
  "borkum-1666/8.2.valuedValuation":
    "die Beamten haben den Wert von vier Part des Wracks, obwohl es zum gemeinsamen Brauch verwendet wird (Q-B29 R2), und dafür braucht es eine Schätzung",
  "borkum-1666/8.2.commonUseLabel": "Das Wrack, zum gemeinsamen Brauch verwendet",
  "borkum-1666/8.2.commonUseValuation":
    "das Wrack wird zum gemeinsamen Brauch verwendet, und sein Wert ist nicht angegeben",
  "borkum-1666/8.2.nobodyChooses":
    "8.2 nennt niemanden, der zwischen Teilung und gemeinsamem Brauch wählt, und setzt keine Frist für die Wahl; die Wahl wird als die der Gemeine gezeigt, der das Wrack heimgefallen ist.",
  "borkum-1666/8.2.chooseDivide": "teilen: unter der Gemeine, nach Proportion eines jeden Anteil",
  "borkum-1666/8.2.chooseCommonUse": "gemeinsamer Brauch: das Wrack zum gemeinsamen Brauch der Gemeine behalten",
  "borkum-1666/8.2.lapse":
    "die Rolle nennt niemanden, der entscheidet, und setzt keine Frist: bis gewählt ist, bleibt das Wrack ungeteilt bei der Gemeine",
  "borkum-1666/8.2.undecidedSituation":
    "Wrack, der Gemeine auf Borkum heimgefallen, noch nicht geteilt noch zum gemeinsamen Brauch verwendet (borkum-1666/8.1–8.2)",
  "borkum-1666/8.2.undecidedWhole": "das ganze Wrack, der Gemeine heimgefallen: ungeteilt, bis sie wählt",
  "borkum-1666/8.2.undecidedLabel": "Das Wrack, der Gemeine heimgefallen",
  "borkum-1666/8.2.undecidedValuation": "das Wrack ist der Gemeine heimgefallen, und sein Wert ist nicht angegeben",
  "borkum-1666/8.2.divide": "unter der Gemeine nach Proportion eines jeden Anteil geteilt",
  "borkum-1666/8.2.commonUse": "zum gemeinsamen Brauch verwendet",
  "borkum-1666/8.2.undecided": "noch weder geteilt noch zum gemeinsamen Brauch verwendet",
  "borkum-1666/8.2.notWreck":
    "{item} ist kein Wrack: {reason}. Es bleibt außerhalb des Wracks, das der Gemeine heimfällt.",
  "borkum-1666/8.2.proceedsOne":
    "Der Erlös wird als das genommen, was das Wrack allein eingebracht hat: {items} ist kein Wrack und nicht darin.",
  "borkum-1666/8.2.proceedsMany":
    "Der Erlös wird als das genommen, was das Wrack allein eingebracht hat: {items} sind kein Wrack und nicht darin.",
  "borkum-1666/8.2.pieceOnly": "{item}: „piece“ wird nur bei einem ship_piece gelesen.",
  "borkum-1666/8.2.twoVogts": "{n} Personen sind als Vogt angegeben; die Rolle kennt einen.",
  "borkum-1666/8.2.twoPastors": "{n} Personen sind als Pastor angegeben; die Rolle kennt einen.",
  "borkum-1666/8.2.root": "Wrack nach borkum-1666 §8: {situation}",
  "reading:wreck_definition":
    "Sind alle Merkmale des Wrackschiffs in 8.1 (leck, verlassen, ledig, festsitzend, kann nicht abgebracht werden) verlangt?",
  "reading:wreck_definition.R1":
    "alle: ein Schiff ist nur Wrack, wenn es leck, verlassen, ledig und festsitzend ist und nicht abgebracht werden kann",
  "reading:wreck_definition.R2":
    "eine Beschreibung des gewöhnlichen Wracks: ein verlassenes, festsitzendes Schiff, das nicht abgebracht werden kann, ist Wrack, auch wenn es nicht leck oder nicht ledig ist",
  "reading:wreck_division_basis": "Was ist „eines jeden Anteil“, wenn Wrack geteilt wird (8.2)?",
  "reading:wreck_division_basis.R1": "ein Part für jedes Haus der Gemeine",
  "reading:wreck_division_basis.R2":
    "das Maß des Voot-Fuß-Strands in 6.7: der Vogt vier Part, der Pastor zwei, jedes Haus einen",
  "reading:wreck_division_basis.R3":
    "die Rechte jedes Hauses an der Gemeinheit, die der Text nicht gibt: eine Angabe, nie eine Vermutung",

  // §7: Lootsengeld (die Regeln und die Lesarten)
  "borkum-1666/7#pilot-money":
    "Lootsengeld: der geringste Preis fährt hin, das Mehr kommt der Kompanie am Strand zugute (7.1–7.6), oder mit ganzen Schiffen nach dem Los (7.7–7.8), geteilt in den Parten alter Gewohnheit (§5)",
  "borkum-1666/7#no-goods-in-kind":
    "Lootsengeld ist einem Schiff abbedungenes Geld: es gibt keine Güter, die an seiner Stelle zu teilen wären",
  "borkum-1666/7.1#pilot-money":
    "Lootsgeld ist, wenn ein Schiff unkundig ist und noch in freier Fahrt auf dem Strom einen Syauwer fliegen lässt oder ein Stück löst und damit einen Lootsmann fordert",
  "borkum-1666/7.2#lowest-offer":
    "die am Strand den Syauwer ansichtig werden, vereinbaren sich, wer hinfahren soll, und wer sagt, dass er es für den geringen Preis tun will, der fährt hin",
  "borkum-1666/7.2#tie-lot": "gleich geringe Gebote: das Los entscheidet, wer hinfährt, nach dem Vorbild von 7.7",
  "borkum-1666/7.2#promise-to-the-ship":
    "der Eiländer, der verspricht, dem Schiff am wenigsten abzufordern, fährt hin; sein Versprechen ist der accordierte Preis (Q-B16 R2)",
  "borkum-1666/7.2#pay-he-takes":
    "der Eiländer, der den geringsten Lohn von der Kompanie nimmt, fährt hin; dieser Lohn ist der accordierte Preis, den er behält (Q-B16 R1)",
  "borkum-1666/7.2#pilot":
    "wer sagt, dass er es für den geringen Preis tun will, fährt als Lootsmann hin, für diesen Preis",
  "borkum-1666/7.3#shortfall":
    "das Schiff zahlte weniger als den accordierten Preis: der Text spricht nur von einem Mehr",
  "borkum-1666/7.3#surplus":
    "was über den accordierten Preis vom Schiff bedungen wird, kommt der ganzen Kompanie zugute, die über den Accord und am Strand gewesen; der accordierte Preis wird behalten",
  "borkum-1666/7.3#pilot":
    "der Lootsmann selbst behält den accordierten Preis: gehört er auch zur Kompanie, die das Mehr teilt?",
  "borkum-1666/7.3#householders-only":
    "nur die Hausväter, die über den Accord präsent waren, gehören zur Kompanie (Q-B18 R2)",
  "borkum-1666/7.3#everyone-present":
    "jeder, der über den Accord am Strand präsent war, gehört zur Kompanie; ein Hausvater und seine Söhne dort zählen als ein Part (Q-B18 R1)",
  "borkum-1666/7.3#household-through-sons":
    "jeder Hausvater gehört zur Kompanie, „der aber doch nur einen Part davon hat, wenn auch einer oder mehrere Söhne dabei sind“: sein Haus hat seinen einen Part durch die Söhne, die dort waren",
  "borkum-1666/7.3#absent": "das Mehr geht an die, die über den Accord am Strand gewesen, und an niemanden sonst",
  "borkum-1666/7.3#son": "jeder Hausvater hat doch nur einen Part, wenn auch einer oder mehrere Söhne dabei sind",
  "borkum-1666/7.3#not-a-householder": "einer, der präsent war und kein Hausvater ist: gehört er zur Kompanie?",
  "borkum-1666/7.3#company":
    "das Mehr kommt der ganzen Kompanie zugute, die über den Accord am Strand gewesen, ein jeder Hausvater darunter",
  "borkum-1666/7.4#vogt-present":
    "der Vogt, der über den Accord am Strand präsent war, hat seinen Part, wie 7.4 voraussetzt",
  "borkum-1666/7.4#pastor-present":
    "der Pastor, der über den Accord am Strand präsent war, hat seinen Part, wie 7.4 voraussetzt",
  "borkum-1666/7.4#vogt":
    "der Vogt, der nicht präsent ist, hat keinen Teil – „nämlich wenn es ihnen angesagt ist und sie wollen nicht mitfahren“",
  "borkum-1666/7.4#pastor":
    "der Pastor, der nicht präsent ist, hat keinen Teil – „nämlich wenn es ihnen angesagt ist und sie wollen nicht mitfahren“",
  "borkum-1666/7.4#could-not-come":
    "wem es angesagt war und wer nicht kommen konnte, behält seinen Part: 7.4 nimmt ihn nur dem, der nicht mitfahren wollte (Q-B31 R2)",
  "borkum-1666/7.4#absent-no-part":
    "wem es angesagt war und wer nicht präsent war, hat keinen Part, was ihn auch abhielt (Q-B31 R1)",
  "borkum-1666/7.5#vogt":
    "der Vogt, dem es nicht gesagt ist, „und die Eiländer das Schiff von dem Turm sehen“, hat seinen Anteil mit davon",
  "borkum-1666/7.5#pastor":
    "der Pastor, dem es nicht gesagt ist, „und die Eiländer das Schiff von dem Turm sehen“, hat seinen Anteil mit davon",
  "borkum-1666/7.5#share-of-a-householder":
    "der Anteil des Vogts und des Pastors am Lootsengeld ist ein Part, wie der eines Hausvaters der Kompanie (Q-B20 R1)",
  "borkum-1666/7.5#share-on-the-foot-strand-scale":
    "der Anteil des Vogts und des Pastors am Lootsengeld ist ihr Part nach dem Maß des Voot-Fuß-Strands in 6.7 (Q-B20 R2)",
  "borkum-1666/7.5#share-without-a-number":
    "der Anteil des Vogts und des Pastors am Lootsengeld hat im Text keine Zahl (Q-B20 R3)",
  "borkum-1666/7.5#not-told-suffices":
    "die Worte vom Turm beschreiben, wie Schiffe gesichtet wurden: dass es ihnen nicht gesagt ist, genügt, um den Anteil zu behalten (Q-B21 R2)",
  "borkum-1666/7.5#both-conditions":
    "sie behalten ihren Anteil nur, wenn es ihnen nicht gesagt ist und das Schiff vom Turm gesehen wurde (Q-B21 R1)",
  "borkum-1666/7.6#one-person":
    "Obiges (7.2–7.5) ist so zu verstehen: wenn eine Person auf das fremde Schiff geht und lootset",
  "borkum-1666/7.7#whole-ships":
    "wenn aber mit ganzen Schiffen muss gelootset werden, muss derjenige mit seinem Schiff fahren, auf den das Los fällt, mit den Personen, auf die das Los fällt",
  "borkum-1666/7.7#lot-ship": "derjenige, auf den das Los fällt, fährt mit seinem Schiff",
  "borkum-1666/7.7#lot-persons":
    "mit ihm fahren die Personen, auf die das Los fällt, so viele, wie die gegenwärtige Not erfordert",
  "borkum-1666/7.7#person":
    "so viele Personen, wie die gegenwärtige Not erfordert, fahren auf dem lootsenden Schiff, die, auf die das Los fällt",
  "borkum-1666/7.8#parts":
    "wer mit seinem Schiff lootset, soll drei Part haben, einen für seinen Leib und fürs Schiff zwei; was die anderen an Bord haben und was geteilt wird, sagt der Text nicht",
  "borkum-1666/7.8#ship":
    "wer mit seinem Schiff lootset, hat fürs Schiff zwei Part; sie gehen an seine Eigner nach ihren Anteilen, wie in §6",
  "borkum-1666/7.8#skipper": "wer mit seinem Schiff lootset, hat einen Part für seinen Leib, wo auch gelootset wird",
  "borkum-1666/7.8#grown-son":
    "ein großer Sohn, der auf dem lootsenden Schiff fährt: ein eigener Part, oder der eine Part seines Hauses?",
  "borkum-1666/7.8#household":
    "ein Part je Haus: Söhne, die mitfuhren, zählen für das Haus ihres Vaters oder ihrer Mutter (Q-B04 R1)",
  "borkum-1666/7.9#aground-or-leaking":
    "ein Schiff, das festsitzend oder leck befunden wird, wird geborgen, nicht gelootset: eines genügt (Q-B23 R2)",
  "borkum-1666/7.9#aground-and-leaking":
    "7.9 verlangt ein Schiff, das festsitzend und leck befunden wird, wie der Text sagt; eines von beiden genügt nicht (Q-B23 R1)",
  "borkum-1666/7.9#salvage-money":
    "das Schiff, das den Syauwer hat, wird befunden, dass es nicht mehr in freier Fahrt, sondern festsitzend und leck ist: es kann kein Lootsgeld heißen, sondern Bergegeld",
  "borkum-1666/7.9#fallen-to-the-ruler":
    "der Vogt befindet, dass das Schiff in der hohen Landes-Obrigkeit Hände verfallen ist",
  "borkum-1666/7.9#inspection":
    "der Vogt muss das Schiff alsdann visitieren, ob es in der hohen Landes-Obrigkeit Hände verfallen sei oder nicht",
  "reading:lowest_price": "Wessen „geringer Preis“ entscheidet in 7.2, wer als Lootsmann hinfährt?",
  "reading:lowest_price.R1":
    "der Eiländer, der den geringsten Lohn von der Kompanie nimmt, fährt hin; dieser Lohn ist der accordierte Preis, den er behält",
  "reading:lowest_price.R2":
    "der Eiländer, der verspricht, dem Schiff am wenigsten abzufordern, fährt hin; sein Versprechen ist der accordierte Preis",
  "reading:pilot_shares_surplus": "Teilt der Lootsmann selbst das Mehr über den accordierten Preis (7.3)?",
  "reading:pilot_shares_surplus.R1":
    "ja: er war über den Accord und am Strand, also hat er neben seinem accordierten Preis einen Part vom Mehr",
  "reading:pilot_shares_surplus.R2": "nein: er behält nur den accordierten Preis; das Mehr geht an die anderen",
  "reading:company_membership": "Wer bildet die „Kompanie“, die das Mehr teilt (7.3)?",
  "reading:company_membership.R1":
    "jeder, der über den Accord am Strand präsent war; ein Hausvater und seine Söhne dort zählen als ein Part",
  "reading:company_membership.R2": "nur die präsenten Hausväter; Ledige, Knechte und Jungen haben keinen Part",
  "reading:surplus_shortfall":
    "Bedingt der Lootsmann dem Schiff weniger ab als den accordierten Preis (7.3), wer trägt den Unterschied?",
  "reading:surplus_shortfall.R1": "der Lootsmann: er hat nur, was das Schiff zahlt, und es gibt kein Mehr",
  "reading:surplus_shortfall.R2": "die Kompanie: sie ergänzt den accordierten Preis, jedes Glied nach seinen Parten",
  "reading:vogt_pastor_pilot_share":
    "Wie groß ist der „Anteil“ des Vogts und des Pastors am Lootsengeld, wenn es ihnen nicht gesagt war (7.5)?",
  "reading:vogt_pastor_pilot_share.R1": "je ein Part, wie ein Hausvater der Kompanie",
  "reading:vogt_pastor_pilot_share.R2":
    "das Maß des Voot-Fuß-Strands in 6.7: vier Part für den Vogt, zwei für den Pastor",
  "reading:vogt_pastor_pilot_share.R3":
    "vom Text nicht festgesetzt: ihre Parten bleiben außen vor, bis Gewohnheit oder die Beamten sie festsetzen",
  "reading:tower_condition": "Ist in 7.5 „die Eiländer das Schiff von dem Turm sehen“ eine eigene Bedingung?",
  "reading:tower_condition.R1":
    "sie behalten ihren Anteil nur, wenn es ihnen nicht gesagt ist und das Schiff vom Turm gesehen wurde",
  "reading:tower_condition.R2":
    "die Worte vom Turm beschreiben, wie Schiffe gesichtet wurden; dass es ihnen nicht gesagt ist, genügt",
  "reading:ship_pilotage_shares":
    "Was bekommen beim Lootsen mit ganzen Schiffen (7.7–7.8) die anderen Personen an Bord, und was wird geteilt?",
  "reading:ship_pilotage_shares.R1":
    "jede Person, die nach dem Los fährt, hat einen Part für ihren Leib; der ganze Lohn wird unter dem Schiff (2), seinem Schiffer (1) und ihnen geteilt",
  "reading:ship_pilotage_shares.R2":
    "wie in 7.3: die Leute des Schiffes behalten einen accordierten Preis, und ein Mehr kommt der Kompanie am Strand zugute",
  "reading:ship_pilotage_shares.R3":
    "nur das lootsende Schiff und sein Schiffer werden bezahlt; die anderen fahren als Pflicht",
  "reading:stuck_and_leaking": "Verlangt 7.9, dass das Schiff festsitzend und zugleich leck ist?",
  "reading:stuck_and_leaking.R1": "festsitzend und leck, wie der Text sagt",
  "reading:stuck_and_leaking.R2":
    "eines genügt: ein Schiff, das festsitzt oder leck ist, wird geborgen, nicht gelootset",
  "reading:ruler_forfeit_effect":
    "Was folgt, wenn der Vogt befindet, dass das Schiff „in der hohen Landes Obrigkeit Hände verfallen“ ist (7.9)?",
  "reading:ruler_forfeit_effect.R1": "nichts für die Anteile: das Geld ist weiter Bergegeld, geteilt nach §6",
  "reading:ruler_forfeit_effect.R2":
    "das Bergegeld der Eiländer hängt dann davon ab, was die Beamten des Landesherrn zulassen (eine Angabe)",
  "reading:absent_officers":
    "Behält in 7.4 ein Vogt oder Pastor, dem es angesagt war, der aber nicht kommen konnte (Krankheit, Dienst), seinen Part?",
  "reading:absent_officers.R1": "kein Part: nicht präsent ist nicht präsent, was ihn auch abhielt",
  "reading:absent_officers.R2":
    "er behält seinen Part: 7.4 nimmt ihn nur dem, dem es angesagt war und der nicht mitfahren wollte",

  "borkum-1666/7.loneLot":
    "Ein Los ist angegeben, aber gelootset hat eine Person: das Los von 7.7 betrifft ganze Schiffe; es bleibt beiseite.",
  "borkum-1666/7.offersAside":
    "Gebote oder ein Lootsmann sind angegeben, aber gelootset wurde mit einem ganzen Schiff: dort entscheidet das Los, wer fährt (7.7), nicht der geringste Preis (7.2); sie bleiben beiseite.",
  "borkum-1666/7.twoVogts": "{total} Personen sind als Vogt angegeben; die Rolle kennt einen Vogt.",
  "borkum-1666/7.twoPastors": "{total} Personen sind als Pastor angegeben; die Rolle kennt einen Pastor.",
  "borkum-1666/7.parentNotHead": "{name} ist als Sohn von {parent} angegeben, der nicht als Hausvater angegeben ist.",
  "borkum-1666/7.onePersonRoot": "Lootsengeld nach borkum-1666 §7: Lootsen durch eine Person (7.2–7.6)",
  "borkum-1666/7.agreedLabel": "Der accordierte Preis, vom Lootsmann {pilot} behalten",
  "borkum-1666/7.keptWhole": "nicht geteilt: vom Lootsmann ganz behalten",
  "borkum-1666/7.r1":
    "jeder, der nach dem Los fährt, hat einen Part für seinen Leib, und das ganze Lootsengeld wird geteilt (Q-B22 R1)",
  "borkum-1666/7.r2":
    "die Leute des Schiffes behalten einen accordierten Preis in diesen Parten, und das Mehr kommt der Kompanie am Strand zugute (Q-B22 R2)",
  "borkum-1666/7.r3":
    "nur das lootsende Schiff und sein Schiffer werden bezahlt; die anderen fahren als Pflicht (Q-B22 R3)",
  "borkum-1666/7.aboardWithoutLot":
    "{name} ist an Bord des lootsenden Schiffes {ship} angegeben, aber das Los fiel nicht auf ihn (7.7); er wird mit denen gezählt, die fuhren.",
  "borkum-1666/7.skipperNotOwner":
    "{name} fährt das lootsende Schiff {ship}, ist aber nicht sein Eigner; 7.8 spricht von einem, der „mit seinem Schiff lootset“: die zwei Part des Schiffes gehen an seine Eigner, der Part für den Leib an ihn.",
  "borkum-1666/7.place":
    "Die drei Part gelten, wo auch gelootset wird, „auf den Reven oder Rif oder Rantzel, das ist binnen Dieves oder Borkum“.",
  "borkum-1666/7.placeHere":
    "Die drei Part gelten, wo auch gelootset wird, „auf den Reven oder Rif oder Rantzel, das ist binnen Dieves oder Borkum“ (hier: {place}).",
  "borkum-1666/7.wholeShipRoot": "Lootsengeld nach borkum-1666 §7: Lootsen mit einem ganzen Schiff (7.7–7.8)",
  "borkum-1666/7.wholeShipSurplusRoot":
    "Lootsengeld nach borkum-1666 §7: Lootsen mit einem ganzen Schiff (7.7–7.8), das Mehr an die Kompanie (7.3)",
  "borkum-1666/7.agreedSection":
    "Der accordierte Preis, von den Leuten des lootsenden Schiffes in den Parten von 7.8 behalten (Q-B22 R2)",
  "borkum-1666/7.surplusSection":
    "Das Mehr über den accordierten Preis, an die Kompanie, die über den Accord am Strand gewesen (7.3–7.5, Q-B22 R2)",
  "borkum-1666/7.forTheShipsParty": "{description}, für die Leute des lootsenden Schiffes",
  "borkum-1666/7.whatTheMoneyIs": "Was das Geld ist",
  "borkum-1666/7.byOnePerson": "Durch eine Person, oder mit ganzen Schiffen",

  "borkum-1666/7.3.surplusLabel":
    "Das Mehr über den accordierten Preis, an die Kompanie, die über den Accord am Strand gewesen",
  "borkum-1666/7.3.wholeShipLabel": "Lootsengeld für das Lootsen mit einem ganzen Schiff",
  "borkum-1666/7.3.agreedPriceLabel":
    "Der accordierte Preis, von den Leuten des lootsenden Schiffes in den Parten von 7.8 behalten",
  "borkum-1666/7.3.totalRounding":
    "selbst nicht geteilt: der accordierte Preis wird ganz behalten, und das Mehr wird in Parten geteilt (siehe unten)",
  "borkum-1666/7.3.pilotRole": "der Lootsmann: der accordierte Preis, den er behält",
  "borkum-1666/7.3.single":
    "Lootsengeld, Lootsen durch eine Person: der geringste Preis fährt hin, und das Mehr über den accordierten Preis kommt der Kompanie am Strand zugute (borkum-1666/7.1–7.6)",
  "borkum-1666/7.3.whole":
    "Lootsengeld, Lootsen mit einem ganzen Schiff nach dem Los: das lootsende Schiff zwei Part, sein Schiffer einen (borkum-1666/7.7–7.8)",

  "borkum-1666/7.3.thePilot": "der Lootsmann",
  "borkum-1666/7.3.thePilotKeeps": "der Lootsmann, der den accordierten Preis von {price} behält",
  "borkum-1666/7.3.skipperNotOwner": "Schiffer des lootsenden Schiffes {ship} (nicht Eigner)",
  "borkum-1666/7.3.ownerSkipper": "Schiffer und Eigner des lootsenden Schiffes {ship}",
  "borkum-1666/7.3.skipperPartOwner": "Schiffer und Eigner zu {share} des lootsenden Schiffes {ship}",
  "borkum-1666/7.3.owner": "Eigner des lootsenden Schiffes {ship}",
  "borkum-1666/7.3.partOwner": "Eigner zu {share} des lootsenden Schiffes {ship}",
  "borkum-1666/7.3.wentByLot": "fuhr nach dem Los auf der {ship}",
  "borkum-1666/7.3.aboard": "an Bord der {ship}",
  "borkum-1666/7.3.altbauer": "Altbauer",
  "borkum-1666/7.3.neubauer": "Neubauer",
  "borkum-1666/7.3.refused": "angesagt, wollte nicht mitfahren",
  "borkum-1666/7.3.notTold": "nicht gesagt",
  "borkum-1666/7.3.couldNotCome": "angesagt, konnte nicht kommen",
  "borkum-1666/7.3.told": "angesagt",
  "borkum-1666/7.3.onBeach": "beim Accord am Strand",
  "borkum-1666/7.3.roleWords": "{first}, {rest}",
  "borkum-1666/7.3.named": "im Fall genannt",
  "borkum-1666/7.3.surplusMoney": "Mehr",
  "borkum-1666/7.3.agreedPriceMoney": "Geld des accordierten Preises",

  // §7: Lootsengeld, die Gründe, Schritte und Pflichten
  "borkum-1666/7.2.lowest": "{who} für {price}",
  "borkum-1666/7.2.tie":
    "Das geringste Gebot machen {who} gleich; 7.2 sagt nicht, wer hinfährt, wenn die Gebote gleich sind.",
  "borkum-1666/7.2.tieDrawn":
    "Das geringste Gebot machen {who} gleich; 7.2 sagt nicht, wer hinfährt, wenn die Gebote gleich sind. Der Lootsmann wurde unter ihnen durch das Los bestimmt, nach dem Vorbild von 7.7.",
  "borkum-1666/7.2.tieLot": "gleich geringe Gebote: das Los, nach dem Vorbild von 7.7 gezogen, fällt auf {pilot}",
  "borkum-1666/7.2.agreedDiffers":
    "Der accordierte Preis ist mit {agreed} angegeben, aber {pilot} bot {offered}; der angegebene accordierte Preis gilt.",
  "borkum-1666/7.2.agreedOnTheBeach": "der am Strand accordierte Preis",
  "borkum-1666/7.2.theLowest": "das geringste",
  "borkum-1666/7.2.notTheLowest": "wenn auch nicht das geringste (siehe die Warnungen)",
  "borkum-1666/7.2.payHeTakes": "sein Gebot des Lohns, den er nehmen wollte, {which} (Q-B16 R1)",
  "borkum-1666/7.2.promise": "sein Versprechen, dem Schiff nicht mehr abzufordern, {which} (Q-B16 R2)",
  "borkum-1666/7.2.notLowest":
    "{pilot} fuhr als Lootsmann hin, aber das geringste Gebot machte {who} ({price}); nach 7.2 fährt hin, wer es für den geringen Preis tun will.",
  "borkum-1666/7.2.whoGoes": "wer als Lootsmann hinfährt, und wofür: {pilot}, für {price}",

  "borkum-1666/7.3.shortfallMadeUp":
    "das Schiff zahlte {paid}, {short} weniger als den accordierten Preis von {agreed}: {keeper, select, pilot {der Lootsmann behält} other {die Leute des lootsenden Schiffes behalten}}, was das Schiff zahlte, und die Kompanie ergänzt den Fehlbetrag von {short} nach ihren Parten (Q-B19 R2; siehe die Verbindlichkeiten)",
  "borkum-1666/7.3.shortfallBorne":
    "das Schiff zahlte {paid}, {short} weniger als den accordierten Preis von {agreed}: {keeper, select, pilot {der Lootsmann trägt den Fehlbetrag und hat} other {die Leute des lootsenden Schiffes tragen den Fehlbetrag und haben}} nur, was das Schiff zahlte; es gibt kein Mehr (Q-B19 R1)",
  "borkum-1666/7.3.keepsAgreed":
    "{keeper, select, pilot {der Lootsmann behält} other {die Leute des lootsenden Schiffes behalten}} den accordierten Preis von {agreed}; was darüber bedungen wurde, {surplus}, kommt der Kompanie zugute",
  "borkum-1666/7.3.pilotKeepsOnly":
    "der Lootsmann: behält nur den accordierten Preis; das Mehr kommt den anderen zugute (Q-B17 R2)",
  "borkum-1666/7.3.partyKeepsOnly":
    "von den Leuten des Schiffes: behält nur seinen Anteil am accordierten Preis; das Mehr kommt den anderen zugute (Q-B17 R2)",
  "borkum-1666/7.3.throughSons":
    "1 Part für sein Haus: er war selbst nicht beim Accord, aber {n, plural, one {sein Sohn {sons} war dort} other {seine Söhne {sons} waren dort}}, und ein Haus hat nur einen Part, „wenn auch einer oder mehrere Söhne dabei sind“ (Q-B18 R1)",
  "borkum-1666/7.3.throughSonsWarning":
    "{name} war beim Accord nicht am Strand; der eine Part seines Hauses am Mehr beruht darauf, dass {sons} dort waren (borkum-1666/7.3).",
  "borkum-1666/7.3.notOnTheBeach": "war beim Accord nicht am Strand: das Mehr kommt der präsenten Kompanie zugute",
  "borkum-1666/7.3.withinHousehold":
    "ein Part je Haus, wie viele Söhne auch dabei waren: gezählt im einen Part des Hauses von {head}",
  "borkum-1666/7.3.withinHouseholdAway":
    "ein Part je Haus, wie viele Söhne auch dabei waren: gezählt im einen Part des Hauses von {head}, der selbst nicht dort war",
  "borkum-1666/7.3.notAHeadR2": "kein Hausvater: als Kompanie gelten die präsenten Hausväter (Q-B18 R2)",
  "borkum-1666/7.3.presentR1": "1 Part: präsent beim Accord, und jeder Präsente gehört zur Kompanie (Q-B18 R1)",
  "borkum-1666/7.3.presentR1Pilot":
    "1 Part: präsent beim Accord, und jeder Präsente gehört zur Kompanie (Q-B18 R1); der Lootsmann selbst ist einer von ihnen (Q-B17 R1)",
  "borkum-1666/7.3.householdSons": "1 Part für sein Haus, wenn auch {sons} dabei waren",
  "borkum-1666/7.3.householdSonsPilot":
    "1 Part für sein Haus, wenn auch {sons} dabei waren, und der Lootsmann selbst gehört zur Kompanie (Q-B17 R1)",
  "borkum-1666/7.3.householder": "1 Part als Hausvater, der über den Accord am Strand gewesen",
  "borkum-1666/7.3.householderPilot":
    "1 Part als Hausvater, der über den Accord am Strand gewesen, und der Lootsmann selbst gehört zur Kompanie (Q-B17 R1)",
  "borkum-1666/7.3.noPartOfSurplus": "kein Part am Mehr",
  "borkum-1666/7.3.totalLabel":
    "Lootsengeld, das das Schiff {calling} zahlte: {keeps} {keeper, select, pilot {behält der Lootsmann} other {behalten die Leute des lootsenden Schiffes}}, {surplus} Mehr an die Kompanie",
  "borkum-1666/7.3.agreedLine": "{reason}; der accordierte Preis war {how} {provisions}",
  "borkum-1666/7.3.shortfallShare":
    "sein Anteil am Fehlbetrag von {owed} zum accordierten Preis, nach {parts} in der Kompanie (genau {exact}; Q-B19 R2)",
  "borkum-1666/7.3.noBearers":
    "Die Kompanie soll den Fehlbetrag von {owed} ergänzen (Q-B19 R2), aber keiner der Präsenten hat einen Part.",
  "borkum-1666/7.3.wholeSides": "Die Seiten des ganzen Lootsengeldes: {sides}",
  "borkum-1666/7.3.wholeSidesNone": "Die Seiten des ganzen Lootsengeldes: niemand bekommt etwas",

  "borkum-1666/7.4.unfixedWhat": "Wie groß der Anteil des Vogts und des Pastors am Lootsengeld ist",
  "borkum-1666/7.4.unfixedBy":
    "alte Gewohnheit, wie die Deputierten der Eiländer sie beschworen haben, oder sonst die fürstlichen Beamten zu Greetsiel",
  "borkum-1666/7.4.unfixedBasis": "7.4–7.5 geben ihnen „ihren Anteil“ ohne Zahl (Q-B20 R3)",
  "borkum-1666/7.4.likeAHouseholder": "{lead}: 1 Part, wie ein Hausvater der Kompanie (Q-B20 R1)",
  "borkum-1666/7.4.footStrandScale": "{lead}: {parts}, nach dem Maß des Voot-Fuß-Strands in 6.7 (Q-B20 R2)",
  "borkum-1666/7.4.noNumber": "{lead}, aber der Text gibt keine Zahl (Q-B20 R3): außen vor, bis sie festgesetzt ist",
  "borkum-1666/7.4.present": "der {office, select, vogt {Vogt} other {Pastor}}, präsent beim Accord am Strand",
  "borkum-1666/7.4.notToldSeen":
    "dem {office, select, vogt {Vogt} other {Pastor}} war es nicht gesagt, und das Schiff wurde vom Turm gesehen",
  "borkum-1666/7.4.notToldUnseenR1":
    "dem {office, select, vogt {Vogt} other {Pastor}} war es nicht gesagt, aber {seen, select, no {das Schiff wurde vom Turm nicht gesehen} other {es heißt nicht, dass das Schiff vom Turm gesehen wurde}}, und 7.5 verlangt beides (Q-B21 R1)",
  "borkum-1666/7.4.notToldUnseenR2":
    "dem {office, select, vogt {Vogt} other {Pastor}} war es nicht gesagt; {seen, select, no {das Schiff wurde vom Turm nicht gesehen} other {es heißt nicht, dass das Schiff vom Turm gesehen wurde}}, aber dass es nicht gesagt war, genügt (Q-B21 R2)",
  "borkum-1666/7.4.refused":
    "dem {office, select, vogt {Vogt} other {Pastor}} war es angesagt, und er wollte nicht mitfahren: kein Teil am Lootsengeld",
  "borkum-1666/7.4.stayedAway":
    "dem {office, select, vogt {Vogt} other {Pastor}} war es angesagt, und er blieb fern: kein Teil am Lootsengeld",
  "borkum-1666/7.4.couldNotComeR2":
    "dem {office, select, vogt {Vogt} other {Pastor}} war es angesagt, aber er konnte nicht kommen; 7.4 nimmt den Part dem, der nicht wollte, nicht dem, der nicht konnte (Q-B31 R2)",
  "borkum-1666/7.4.couldNotComeR1":
    "dem {office, select, vogt {Vogt} other {Pastor}} war es angesagt, und er konnte nicht kommen: nicht präsent, kein Part (Q-B31 R1)",
  "borkum-1666/7.4.eitherShare":
    "ob es dem {office, select, vogt {Vogt} other {Pastor}} angesagt war, ist nicht angegeben, macht hier aber keinen Unterschied: angesagt und verhindert, oder nicht gesagt, hat er seinen Anteil",
  "borkum-1666/7.4.eitherNone":
    "ob es dem {office, select, vogt {Vogt} other {Pastor}} angesagt war, ist nicht angegeben, macht hier aber keinen Unterschied: angesagt und ferngeblieben, oder nicht gesagt und das Schiff nicht vom Turm gesehen, hat er keinen",

  "borkum-1666/7.7.lotFell": "das Los fiel auf {skipper} mit seinem Schiff {ship}",
  "borkum-1666/7.7.lotAmongShips": "das Los unter den Schiffen der Eiländer fällt auf {ship}, gefahren von {skipper}",
  "borkum-1666/7.7.lotFellPersons": "das Los fiel auf {persons}, mit dem Schiff zu fahren",
  "borkum-1666/7.7.lotFellNoOne": "das Los fiel auf niemanden außer dem Schiffer, mit dem Schiff zu fahren",
  "borkum-1666/7.7.lotAmongPersons":
    "das Los unter den Personen fällt auf {persons}: so viele, wie die gegenwärtige Not erfordert ({n})",
  "borkum-1666/7.7.lotAmongNoOne":
    "das Los unter den Personen fällt auf niemanden: so viele, wie die gegenwärtige Not erfordert ({n})",
  "borkum-1666/7.7.needWhat": "Wie viele Personen die gegenwärtige Not auf dem lootsenden Schiff erfordert",
  "borkum-1666/7.7.needBy": "vom Text nicht genannt (7.7 sagt nicht, wer die Not beurteilt)",
  "borkum-1666/7.7.needDrawn": "im Fall angegeben als lot.draw.persons_needed",
  "borkum-1666/7.7.needStated": "im Fall angegeben durch die Personen, auf die das Los fiel",
  "borkum-1666/7.7.stated": "{what, select, ship {im Fall angegeben} other {im Fall angegeben}}",
  "borkum-1666/7.7.skipperGoes":
    "mit seinem Schiff {ship} hinfahren und dem Schiff {calling} helfen, das einen Lootsmann forderte, da das Los auf ihn gefallen ist",
  "borkum-1666/7.7.personGoes": "auf der {ship} zum Schiff {calling} hinfahren, da das Los auf ihn gefallen ist",
  "borkum-1666/7.7.twoForTheShip": "2 Part für das lootsende Schiff {ship} (alleiniger Eigner)",
  "borkum-1666/7.7.twoForTheShipShare": "2 Part für das lootsende Schiff {ship} (Anteil {share})",
  "borkum-1666/7.7.bodyPart": "1 Part „für seinen Leib“, als Schiffer des lootsenden Schiffes {ship}",
  "borkum-1666/7.7.sonOwn":
    "1 Part für seinen Leib, sein eigener: die Grenze von einem Part gilt nur, wo der Text sie ausspricht (Q-B04 R2)",
  "borkum-1666/7.7.sonCounts": "seine Fahrt zählt für das Haus von {parent}, das höchstens einen Part hat (Q-B04 R1)",
  "borkum-1666/7.7.sonNoParent":
    "der eine Part seines Hauses (Q-B04 R1); weder Vater noch Mutter ist genannt (son_of), also steht er in seiner Zeile",
  "borkum-1666/7.7.sonNoParentWarning":
    "Der Part von {name} gehört nach Q-B04 R1 seinem Haus, aber mit son_of ist weder Vater noch Mutter genannt; er wird in seiner eigenen Zeile gezeigt.",
  "borkum-1666/7.7.dutyByLot":
    "fuhr nach dem Los auf der {ship} als Pflicht: nur das lootsende Schiff und sein Schiffer werden bezahlt (Q-B22 R3)",
  "borkum-1666/7.7.dutyAboard":
    "fuhr an Bord der {ship} als Pflicht: nur das lootsende Schiff und sein Schiffer werden bezahlt (Q-B22 R3)",
  "borkum-1666/7.7.bodyByLot": "1 Part für seinen Leib, da er nach dem Los auf der {ship} fuhr (Q-B22 {reading})",
  "borkum-1666/7.7.bodyAboard": "1 Part für seinen Leib, da er an Bord der {ship} fuhr (Q-B22 {reading})",
  "borkum-1666/7.7.ownerOnly": "fuhr selbst nicht hin: nur sein Anteil an den zwei Part des Schiffes",
  "borkum-1666/7.7.notOutR3": "fuhr nicht hin: nur das lootsende Schiff und sein Schiffer werden bezahlt (Q-B22 R3)",
  "borkum-1666/7.7.notOutR1":
    "fuhr nicht mit dem lootsenden Schiff: das ganze Lootsengeld wird unter dem Schiff, seinem Schiffer und denen, auf die das Los fiel, geteilt; die Kompanie am Strand, der Vogt und der Pastor teilen nicht (Q-B22 R1)",
  "borkum-1666/7.7.householdPart":
    "1 Part für sein Haus, verdient durch die Fahrt von {members} auf dem lootsenden Schiff (Q-B04 R1)",
  "borkum-1666/7.7.householdHas":
    "die Fahrt von {members} fügt nichts hinzu: sein Haus hat seinen einen Part schon (Q-B04 R1)",

  "borkum-1666/7.9.rulerDecides":
    "die Beamten des Landesherrn entscheiden, welches Bergegeld die Eiländer behalten dürfen (Q-B24 R2)",
  "borkum-1666/7.9.rulerWhat":
    "Das Bergegeld, das die Eiländer behalten dürfen, da das Schiff dem Landesherrn verfallen ist",
  "borkum-1666/7.9.rulerBy": "die Beamten des Landesherrn (der fürstliche Drost und der Amtmann zu Greetsiel)",
  "borkum-1666/7.9.rulerBasis":
    "Q-B24 R2: ist das Schiff dem Landesherrn verfallen, hängt das Bergegeld der Eiländer davon ab, was seine Beamten zulassen",
  "borkum-1666/7.9.rulerWarning":
    "Die Teilung ist vorläufig: der Vogt befand, dass das Schiff dem Landesherrn verfallen ist, und nach Q-B24 R2 entscheiden die Beamten des Landesherrn, welches Bergegeld die Eiländer behalten; die Parten stehen, die Beträge warten auf ihre Entscheidung.",
  "borkum-1666/7.9.nothingChanges":
    "für die Anteile ändert sich nichts: das Geld ist weiter Bergegeld, geteilt nach §6 (Q-B24 R1)",
  "borkum-1666/7.9.notYetMade": "noch nicht vorgenommen",
  "borkum-1666/7.9.findingNotStated": "vorgenommen, aber sein Befund ist nicht angegeben",
  "borkum-1666/7.9.foundFallen": "vorgenommen: er befand, dass es dem Landesherrn verfallen ist",
  "borkum-1666/7.9.foundNotFallen": "vorgenommen: er befand, dass es dem Landesherrn nicht verfallen ist",
  "borkum-1666/7.9.inspect":
    "das Schiff {calling}, das festsitzend und leck befunden wurde, visitieren, ob es in der hohen Landes-Obrigkeit Hände verfallen sei oder nicht — {status}",
  "borkum-1666/7.9.findingWhat": "Ob das Schiff {calling} in der hohen Landes-Obrigkeit Hände verfallen ist",
  "borkum-1666/7.9.findingBy": "der Vogt, bei seiner Visitation",
  "borkum-1666/7.9.findingBasis": "7.9: der Vogt muss das Schiff visitieren, das festsitzend und leck befunden wird",
  "borkum-1666/7.9.inspectionWarning":
    "Die Visitation des Vogts ist {status}: befindet er, dass das Schiff dem Landesherrn verfallen ist, entscheidet Q-B24, was für das Bergegeld folgt.",
  "borkum-1666/7.9.readAsSalvage":
    "Der Fall wird als Bergen nach §6 gelesen: {n, plural, one {das Schiff der Eiländer, das hinfuhr ({ships}), hat} other {die Schiffe der Eiländer, die hinfuhren ({ships}), haben}} geborgen, die an Bord hinfuhren, haben geholfen, und jeder andere behält, was der Fall von ihm sagt; das Geld, das das Schiff zahlt, ist das Bergegeld.",
  "borkum-1666/7.9.readAsSalvageNone":
    "Der Fall wird als Bergen nach §6 gelesen: die Schiffe der Eiländer, die hinfuhren (keine), haben geborgen, die an Bord hinfuhren, haben geholfen, und jeder andere behält, was der Fall von ihm sagt; das Geld, das das Schiff zahlt, ist das Bergegeld.",
  "borkum-1666/7.9.becameInside":
    "Lootsengeld wurde Bergegeld nach borkum-1666/7.9: das Schiff, das einen Lootsmann forderte, wurde festsitzend und leck befunden, also wird es mit den Parten gehalten, wie §6 es für das Bergen binnen der Reven sagt",
  "borkum-1666/7.9.becameOutside":
    "Lootsengeld wurde Bergegeld nach borkum-1666/7.9: das Schiff, das einen Lootsmann forderte, wurde festsitzend und leck befunden, also wird es mit den Parten gehalten, wie §6 es für das Bergen außerhalb der Reven sagt",
  "borkum-1666/7.9.situation": "Bergegeld, nicht Lootsengeld (borkum-1666/7.9): {situation}",
  "borkum-1666/7.9.fundLabel": "Bergegeld: was das Schiff {calling} zahlt, Bergegeld nach 7.9, nicht Lootsengeld",

  // §7: warum ein Fall abgewiesen wird
  "borkum-1666/7.2.tieRefused":
    "das geringste Gebot machen {who} gleich, und 7.2 sagt nicht, wer hinfährt, wenn die Gebote gleich sind",
  "borkum-1666/7.2.tieExpected":
    "der Lootsmann, der hinfuhr (pilot: ID), oder ein Los, unter ihnen zu ziehen (lot.draw.seed)",
  "borkum-1666/7.2.noOffer":
    "{pilot} fuhr als Lootsmann hin, machte aber kein Gebot, und kein accordierter Preis ist angegeben",
  "borkum-1666/7.2.noOfferExpected": "der am Strand accordierte Preis (agreed_price), oder sein Gebot unter offers",
  "borkum-1666/7.2.noOffers":
    "es sind keine Gebote angegeben und kein Lootsmann ist genannt: nach 7.2 fährt das geringste Gebot hin",
  "borkum-1666/7.2.noOffersExpected":
    "die am Strand gemachten Gebote (offers), oder der Lootsmann (pilot) und der accordierte Preis (agreed_price)",
  "borkum-1666/7.7.bothShip":
    "das Schiff, auf das das Los fiel, ist angegeben (lot.ship), und ein Los unter Schiffen wird auch verlangt",
  "borkum-1666/7.7.bothShipExpected": "entweder lot.ship oder lot.draw.ships, nicht beides",
  "borkum-1666/7.7.noLot":
    "das Lootsen mit ganzen Schiffen geht nach dem Los (7.7), und weder das Schiff, auf das das Los fiel, noch ein zu ziehendes Los ist angegeben",
  "borkum-1666/7.7.noLotExpected":
    "lot.ship: das Schiff der Eiländer, auf das das Los fiel, oder lot.draw mit einem Seed und den Schiffen im Los",
  "borkum-1666/7.7.bothPersons":
    "die Personen, auf die das Los fiel, sind angegeben (lot.persons), und ein Los unter Personen wird auch verlangt",
  "borkum-1666/7.7.bothPersonsExpected": "entweder lot.persons oder lot.draw.persons mit persons_needed, nicht beides",
  "borkum-1666/7.9.thePilotNamed": "der Lootsmann {name}",
  "borkum-1666/7.9.thePilotNamedId": "der Lootsmann {name} („{id}“)",
  "borkum-1666/7.9.thePilot": "der Lootsmann",
  "borkum-1666/7.9.whereInside":
    "binnen der Reven (6.3–6.6): zwei Part für das bergende Schiff der Eiländer, noch einer für seinen Schiffer und Eigner, einer für jeden Hausvater, der geholfen hat, und der Vogt, der Pastor und die Witwen zu Hause",
  "borkum-1666/7.9.whereOutside":
    "auf oder außerhalb der Reven (6.1–6.2): zwei Part für das bergende Schiff der Eiländer, einer für seinen Schiffer, einer für jeden, der an Bord geholfen hat",
  "borkum-1666/7.9.noShip":
    "das Schiff {calling} wurde festsitzend und leck befunden, also „kann“ das, was es zahlt, {paid}, nach 7.9 „kein Lootsgeld heißen, sondern Bergegeld“, geteilt, wie §6 es für das Bergen sagt, {where}; {who} fuhr allein hin (mode: single_person), und der Fall nennt kein Schiff und kein Boot der Eiländer, das hinfuhr, also hat §6 kein bergendes Schiff, nach dem er teilen könnte",
  "borkum-1666/7.9.noShipExpected":
    "das Boot oder Schiff, in dem {pilot} hinfuhr, unter ships (id, skipper, owners), mit aboard: <seine id> bei jedem, der darin hinfuhr",
  "borkum-1666/7.9.noShipExpectedPilot":
    "das Boot oder Schiff, in dem der Lootsmann hinfuhr, unter ships (id, skipper, owners), mit aboard: <seine id> bei jedem, der darin hinfuhr",
  "borkum-1666/7.9.noPlace":
    "das Schiff {calling} wurde festsitzend und leck befunden, also „kann“ das, was es zahlt, {paid}, nach 7.9 „kein Lootsgeld heißen, sondern Bergegeld“, geteilt, wie §6 es für das Bergen sagt; §6 teilt es auf oder außerhalb der Reven (6.1–6.2) anders als binnen der Reven (6.3–6.6), und der Fall sagt nicht, wo das Schiff lag",
  "borkum-1666/7.9.noPlaceExpected": "eines von {places}",
  "borkum-1666/7.3.towerUnknown":
    "dem {office, select, vogt {Vogt} other {Pastor}} war es nicht gesagt, oder vielleicht nicht; 7.5 gibt ihm seinen Anteil, „Ist es ihnen aber nicht gesagt und die Eiländer das Schiff von den dem Turm sehen“, beide Bedingungen ({reading}), und der Fall sagt nicht, ob das Schiff vom Turm gesehen wurde",
  "borkum-1666/7.3.towerExpected":
    "seen_from_tower: true oder false, oder die Lesart tower_condition R2 (dass es nicht gesagt war, genügt)",
  "borkum-1666/7.3.toldUnknown":
    "ob es dem {office, select, vogt {Vogt} other {Pastor}} {name}, der nicht beim Accord war, angesagt war, ist nicht angegeben, und sein Part hängt daran: angesagt und ferngeblieben, nimmt 7.4 ihn („nämlich wenn es ihnen angesagt ist und sie wollen nicht mitfahren“); nicht gesagt, gibt 7.5 ihn",
  "borkum-1666/7.3.toldExpected":
    "told: true oder told: false für {id} (angesagt, aber verhindert: told: true, unable_to_come: true)",
  "borkum-1666/7.noSignal":
    "§7 der Rolle spricht von einem Schiff, das einen Syauwer fliegen lässt oder ein Stück löst und damit einen Lootsmann fordert (borkum-1666/7.1), und 7.9 von dem, „der den Syauwer hat“; das Schiff {calling} gab kein Zeichen, also ist, was es zahlte, kein Lootsgeld nach §7. Haben Eiländer es geborgen, so ist der Fall als Art „salvage“ nach §6 zu entscheiden.",
  "borkum-1666/7.familiar":
    "Lootsgeld nach §7 zahlt ein Schiff, das „unkundig“ ist (borkum-1666/7.1); das Schiff {calling} kannte das Fahrwasser, also gilt §7 nicht, und es wurde nicht festsitzend und leck befunden, was das Geld zu Bergegeld nach 7.9 machen würde.",
  "borkum-1666/7.notInPassage":
    "Lootsgeld nach §7 zahlt ein Schiff, das „noch in freier Fahrt ist auf dem Strom“ (borkum-1666/7.1); das Schiff {calling} war es nicht, und {how}. Die Rolle sagt nicht, was Geld von einem solchen Schiff ist.",
  "borkum-1666/7.onlyOne":
    "es wurde {aground, select, yes {festsitzend, aber nicht leck} other {leck, aber nicht festsitzend}} befunden, und 7.9 verlangt beides ({reading})",
  "borkum-1666/7.neither":
    "es wurde nicht festsitzend und leck befunden, was das Geld zu Bergegeld nach 7.9 machen würde",
  "borkum-1666/7.officeGroup":
    "{name} ist {office, select, vogt {der Vogt} other {der Pastor}}, der ein Mann ist, keine Gruppe von {count}",
  "borkum-1666/7.oneGroup":
    "{name} fährt als Lootsmann hin, fährt oder besitzt ein Schiff oder ist im Los, muss also eine Person sein, keine Gruppe von {count}",
  "borkum-1666/7.countExpected": "count: 1",
  "borkum-1666/7.refusedAndUnable":
    "von {name} wird gesagt, er habe nicht mitfahren wollen und er habe nicht kommen können, beides",
  "borkum-1666/7.refusedAndUnableExpected": "refused: true oder unable_to_come: true, nicht beides",
  "borkum-1666/7.refusedNotTold":
    "von {name} wird gesagt, er habe nicht mitfahren wollen, was heißt, es war ihm angesagt, aber told ist false",
  "borkum-1666/7.refusedNotToldExpected": "refused: false, oder told: true",
  "borkum-1666/7.noAgreedPrice":
    "nach Q-B22 R2 behalten die Leute des lootsenden Schiffes einen accordierten Preis und die Kompanie teilt das Mehr, aber kein accordierter Preis ist angegeben",
  "borkum-1666/7.noAgreedPriceExpected":
    "der am Strand für das lootsende Schiff accordierte Preis (agreed_price), oder eine andere Lesart von ship_pilotage_shares",
} satisfies Catalogue;
