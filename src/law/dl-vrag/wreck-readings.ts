/**
 * The reading that wreck with nobody with it (dl-vrag/8–13) adds to those of the
 * year and a day (Q-X01 `aar_og_dag`, Q-X02 `aar_og_dag_start`, in aar-og-dag.ts):
 * whether the money from goods sold at once under dl-vrag/11 stands in for the
 * goods (Q-V07). The labels paraphrase the register in law/RULES.md, which is the
 * authority on what each alternative means.
 */

import { defineReadingBySlug, type ReadingDef } from "./kit.js";

export const PROCEEDS_SUBSTITUTE: ReadingDef = defineReadingBySlug({
  name: "proceeds_substitute",
  question: "Q-V07",
  title: "Are the proceeds of goods sold at once under dl-vrag/11 held for the owner?",
  provisions: ["dl-vrag/11"],
  alternatives: {
    held_for_owner:
      "yes: the money takes the place of the goods; the owner who proves his right within the year and a day has it, less a due salvage reward, and otherwise it goes with the rest of the wreck under dl-vrag/13",
    not_stated: "the text does not say: what becomes of the money is left open, and sealaw disposes of none of it",
  },
  note: "dl-vrag/11 says only that goods which cannot be saved 'må ... straks sælges og gøres i penge, det dyreste ske kan' — be sold at once and turned into money at the best price — and says nothing more of the money. But the sale is made by the same persons who must keep the wreck for its owner 'inden år og dag' (dl-vrag/9) and who hand it to the king or the foreshore holder when no one comes (dl-vrag/13): 'gøres i penge' turns the goods into money, it does not end the owner's right to them. R1 follows from dl-vrag/9 and /13; R2 refuses to go beyond the words of dl-vrag/11.",
});

/** The readings of dl-vrag/8–13 not defined in aar-og-dag.ts. */
export const WRECK_READINGS: readonly ReadingDef[] = [PROCEEDS_SUBSTITUTE];
