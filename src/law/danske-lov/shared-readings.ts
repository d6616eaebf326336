/**
 * Readings that span both chapters of the Danish Law that sealaw decides: one
 * definition, used by each statute module that consults it, so the two can
 * never drift apart.
 */

import { defineReadingBySlug, type ReadingDef } from "../../core/reading.js";

/** Q-V15: dl-vrag/22 (no average out of stranded goods) against a deliberate beaching (dl-averi/20, /25). */
export const STRANDING_VS_BEACHING: ReadingDef = defineReadingBySlug({
  name: "stranding_vs_beaching",
  question: "Q-V15",
  title: "How does dl-vrag/22 (no average from salvaged stranded goods) fit with a deliberate running ashore?",
  provisions: ["dl-vrag/22", "dl-averi/25"],
  alternatives: {
    accidental_only:
      "dl-vrag/22 covers accidental strandings; a deliberate beaching is general average under dl-averi/20–25",
    all_strandings: "no average is owed out of stranded goods in any stranding",
  },
  note: "'Når strandet gods bjerges, deraf er man ej skyldig at betale nogen havari for det andet borte blevet gods, eller skib' (dl-vrag/22) speaks of 'strandet gods', goods the sea has cast ashore. The other chapter names 'landløbe med skibet' among what the skipper does on purpose 'på det han kan redde sit liv, skib og gods' (dl-averi/20), and that loss 'tilregnes alle interesserede' (dl-averi/21). The two provisions stand together only if dl-vrag/22 is the accidental stranding and the deliberate beaching is general average.",
});
