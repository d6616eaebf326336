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
  "borkum-1666/6.3.helper": "1 Part als Hausvater, der bergen half",
} satisfies Catalogue;
