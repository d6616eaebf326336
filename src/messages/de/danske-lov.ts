/**
 * Die Lesarten, die beide Kapitel von Danske Lov teilen, die sealaw entscheidet
 * (siehe docs/languages.md), auf Deutsch, mit dem Fachwort des Gesetzes beim
 * ersten Mal: gestrandetes Gut (strandet gods), Havarei (havari).
 */

import type { Catalogue } from "../catalogue.js";

export default {
  "reading:stranding_vs_beaching":
    "Wie passt dl-vrag/22 (keine Havarei (havari) aus geborgenem gestrandetem Gut) zu einem absichtlichen Auflaufenlassen (landløbe)?",
  "reading:stranding_vs_beaching.R1":
    "dl-vrag/22 gilt für zufällige Strandungen; ein absichtliches Auflaufenlassen ist große Havarei nach dl-averi/20–25",
  "reading:stranding_vs_beaching.R2": "bei keiner Strandung ist aus gestrandetem Gut Havarei geschuldet",
} satisfies Catalogue;
