/**
 * De fortolkninger, som begge Danske Lovs kapitler, sealaw afgør, deler (se
 * docs/languages.md), på dansk med lovens egne ord: strandet gods, havari.
 */

import type { Catalogue } from "../catalogue.js";

export default {
  "reading:stranding_vs_beaching":
    "Hvordan passer dl-vrag/22 (intet havari af bjerget strandet gods) med en forsætlig landløbning?",
  "reading:stranding_vs_beaching.R1":
    "dl-vrag/22 gælder tilfældige strandinger; at landløbe med skibet med forsæt er almindeligt havari efter dl-averi/20–25",
  "reading:stranding_vs_beaching.R2": "intet havari skyldes af strandet gods ved nogen stranding",
} satisfies Catalogue;
