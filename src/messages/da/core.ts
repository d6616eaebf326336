/**
 * Kernens ord på dansk: forklaringen, afrundingen, havariopgørelsen, afregningen og
 * lodtrækningen, hver meddelelse under den id, dens engelske tekst giver (se
 * docs/languages.md).
 */

import type { Catalogue } from "../catalogue.js";

export default {
  // Forklaringen (core/explain.ts)
  "core/explain.overriddenBy": "(tilsidesat af {rules})",
  "core/explain.notApplied": "(fandt ikke anvendelse)",
  "core/explain.facts": "fakta: {facts}",
  "core/explain.readings": "læsninger: {readings}",

  // Afrundingen (core/split.ts)
  "core/split.tieBreak":
    "Hver andel rundes først ned til den mindste enhed; de enheder, der bliver tilovers, går én til hver af de største rester; ved lige store rester går de først til den største vægt, derefter til den interessent, hvis id sorteres først.",
  "core/split.note": "Afrunding: {rule}",
  "core/split.handedOut": "{rule} Enheder tilovers og fordelt således: {n} {unit}.",
  "core/split.unit.skilling": "skilling",
  "core/split.unit.hundredth": "hundrededel",
  "core/split.unit.hundredths": "hundrededele",
  "core/split.unit.stueber": "stüver",
  "core/split.unit.witten": "witten",
  "core/split.unit.lod": "lod sølv",
  "core/split.unit.units": "enheder",
  "core/split.unit.smallest": "mindste enhed",

  // Havariopgørelsen og dens afregning (core/average.ts, core/settlement.ts)
  "core/average.roundedTo": "Bidragene afrundes til hele {unit}. {rule}",
  "core/settlement.settled": "havariets saldi, afregnet",
  "core/settlement.settledWithFreight": "havariets saldi, med den fragt, der endnu skyldes ved siden af, afregnet",

  // Lodtrækningen (core/draw.ts)
  "core/draw.procedure":
    "kandidaterne sorteret efter id; SHA-256 af 'seed:counter' som tilfældige tal, taget ved forkastelse under antallet af tilbageværende kandidater; de første pladser i en Fisher-Yates-blanding er de trukne lodder, i rækkefølge",
} satisfies Catalogue;
