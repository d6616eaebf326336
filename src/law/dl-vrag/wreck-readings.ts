/**
 * The reading that wreck with nobody with it (dl-vrag/8–13) adds to those of the
 * year and a day (Q-X01 `aar_og_dag`, Q-X02 `aar_og_dag_start`, in aar-og-dag.ts):
 * whether the money from goods sold at once under dl-vrag/11 stands in for the
 * goods (Q-V07); and who bears what keeping the wreck cost (Q-S12, sealaw's own
 * question). The labels paraphrase the register in law/RULES.md, which is the
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

export const KEEPING_COSTS: ReadingDef = defineReadingBySlug({
  name: "keeping_costs",
  question: "Q-S12",
  title:
    "Who bears what keeping salvaged wreck in safe keeping cost (dl-vrag/8), when its owner comes for it within the year and a day (dl-vrag/9)?",
  provisions: ["dl-vrag/6", "dl-vrag/8", "dl-vrag/9", "dl-vrag/10", "dl-vrag/15"],
  alternatives: {
    keeper_bears:
      "the keeper: keeping is the duty dl-vrag/8 lays on the amtmand or the landowner, and the owner has his goods for the due salvage reward (and the cost of saving them) and nothing more",
    owner_beside_reward:
      "the owner who has his goods back, beside the reward, as he pays the cost of saving them (dl-vrag/10) and the owner of a find pays 'al anvendte bekostning' (dl-vrag/15): owed to the keeper before the goods go back",
    in_reward:
      "they are part of the due salvage reward: the amtmand with the best men weigh them among the circumstances when they fix it (dl-vrag/6, /9), and the keeper has them out of it before the rest goes to those who salvaged",
  },
  note: "sealaw's own question: dl-vrag/8 lays the keeping on the amtmand, or the landowner, as a duty, and no provision says who bears what it costs. For R2: where the chapter lays a cost on the one who has the goods back it says so — damaged goods are saved 'på dens omkostning, som godset skal igen have' (dl-vrag/10), and the owner of a find has it 'for samme bjergeløn med al anvendte bekostning' (dl-vrag/15), the reward and the costs named apart; the keeping is done for the owner as much as the saving is. For R3: the owner of wreck has his goods 'for en tilbørlig bjergeløn, som før er rørt' (dl-vrag/9), and the reward touched on before is the one the amtmand with the best men fix 'efter lejligheden og godses værd' (dl-vrag/6); what the keeping cost may be among the circumstances they weigh. For R1, the default: the keeping is the duty of the one dl-vrag/8 binds, who shall 'være forpligtet at lade bjerge ... og det indlægge lade udi god forvaring med klare registre' (dl-vrag/8), and dl-vrag/9 names one price for the goods, the reward. The same chapter names a cost beside the reward twice, for saving (dl-vrag/10) and for a find (dl-vrag/15); that it names none for the keeping of wreck ashore is the better sign that none is laid on the owner, and R2 brings in a charge the text gives only elsewhere. Nor is the reward the keeper's: it is what the payer 'skulle give dem til løn, som bjerget have' (dl-vrag/6), a reward for salvaging paid to those who salvaged, so R3 reads into it a charge for keeping, which is not salvage. The question is the wreck's ashore (dl-vrag/8–13) only: what a find's keeping costs is among 'al anvendte bekostning' (dl-vrag/15), which the owner pays beside the reward or within it as Q-V10 `redemption_price` reads it, and is not counted again here. Under R2 and R3 the costs reach only an owner who has his goods back: when none comes, the keeper bears them as under R1, for no text lays them on the king or the foreshore holder who then takes the wreck (dl-vrag/13).",
});

/** The readings of dl-vrag/8–13 not defined in aar-og-dag.ts. */
export const WRECK_READINGS: readonly ReadingDef[] = [PROCEEDS_SUBSTITUTE, KEEPING_COSTS];
