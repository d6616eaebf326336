/**
 * The readings of Danske Lov 4, 'Om skibbrud og vrag', dl-vrag/1–7 and 20–23:
 * every open question the register in law/RULES.md lists for these provisions
 * (Q-V01–Q-V06, Q-V13–Q-V16), as a switch with its alternatives and the register's
 * default. The labels are short paraphrases of the register; the register is the
 * authority on what each alternative means.
 *
 * One question is sealaw's own (Q-S06 `reward_sharing`): dl-vrag/6 has the reward
 * fixed for "those who have salvaged" and says nothing of how it is shared among
 * them. Equal shares per salvor is a default chosen to get numbers, not a finding
 * about the law; the other alternative leaves the shares to the assessors.
 *
 * Alternatives that cannot be turned into a figure from the facts (Q-V06 R2,
 * Q-V13 R3, Q-S06 R2) are never given an invented number: the rules in salvage.ts
 * ask for an assessment instead, naming who makes it and on what basis.
 */

import { defineReading, type ReadingDef } from "../../core/reading.js";
import { STRANDING_VS_BEACHING } from "../danske-lov/shared-readings.js";

const V = (n: number): string => `dl-vrag/${n}`;

export const BLIVE_LOST = defineReading({
  name: "blive_lost",
  question: "Q-V01",
  title: "'Bliver skib med gods ...' / 'Bliver et skib': is a total loss required?",
  provisions: [V(1), V(20)],
  alternatives: [
    {
      code: "R1",
      slug: "lost_or_wrecked",
      label: "'blive' in the old sense 'perish, be lost': a wreck, whether or not the hull is a total loss",
    },
    { code: "R2", slug: "total_loss_only", label: "only where the ship is wholly lost" },
  ],
  default: "R1",
});

export const SKIBSFOLKENE = defineReading({
  name: "skibsfolkene",
  question: "Q-V02",
  title: "Who are 'skibsfolkene' bound to salvage (dl-vrag/1)?",
  provisions: [V(1)],
  alternatives: [
    { code: "R1", slug: "own_crew", label: "the wrecked ship's own crew, as in dl-averi/1" },
    { code: "R2", slug: "seafarers_at_hand", label: "any seafaring people at hand, besides the ship's own crew" },
  ],
  default: "R1",
});

export const SKIPPER_PRIORITY = defineReading({
  name: "skipper_priority",
  question: "Q-V03",
  title: "Does dl-vrag/3 give the skipper priority over officials and foreshore holders?",
  provisions: [V(3)],
  alternatives: [
    {
      code: "R1",
      slug: "priority",
      label: "yes: while the skipper and his helpers will and can salvage, no one may take over",
    },
    { code: "R2", slug: "permission_only", label: "no: it only confirms that the skipper may salvage" },
  ],
  default: "R1",
});

export const WHAT_IS_LEFT = defineReading({
  name: "what_is_left",
  question: "Q-V04",
  title: "What may the skipper sell when he can salvage no more (dl-vrag/4)?",
  provisions: [V(4)],
  alternatives: [
    {
      code: "R1",
      slug: "unsalvaged_remainder",
      label: "the goods and wreck still lying there unsalvaged (in effect, the right to salvage them)",
    },
    { code: "R2", slug: "salvaged_remainder", label: "what has been salvaged but cannot be taken away" },
  ],
  default: "R1",
});

export const COMMON_PEOPLE = defineReading({
  name: "common_people",
  question: "Q-V05",
  title: "What must the officials do 'hos den menige mand' (dl-vrag/5)?",
  provisions: [V(5)],
  alternatives: [
    {
      code: "R1",
      slug: "procure",
      label: "get the common people of the place to salvage for the shipwrecked man",
    },
    { code: "R2", slug: "help_alongside", label: "help in person, together with the common people" },
  ],
  default: "R1",
});

export const REWARD_PAYER = defineReading({
  name: "reward_payer",
  question: "Q-V06",
  title: "Who pays the assessed salvage reward: 'skipperen, eller købmanden' (dl-vrag/6)?",
  provisions: [V(6)],
  alternatives: [
    {
      code: "R1",
      slug: "each_for_own_property",
      label:
        "the skipper (for the ship's owners) and each merchant, in proportion to the value saved of his own property",
    },
    { code: "R2", slug: "as_assessors_decide", label: "as the amtmand and the best men decide" },
  ],
  default: "R1",
});

export const REASONABLE_FREIGHT = defineReading({
  name: "reasonable_freight",
  question: "Q-V13",
  title: "What is 'billig fragt' when the ship is lost but the goods are salvaged (dl-vrag/20)?",
  provisions: [V(20)],
  alternatives: [
    {
      code: "R1",
      slug: "pro_rata_voyage",
      label: "the freight agreed in proportion to the part of the voyage done (cf. dl-averi/2)",
    },
    { code: "R2", slug: "full_freight_on_saved", label: "the full freight agreed on the goods salvaged" },
    { code: "R3", slug: "assessment", label: "whatever assessors find fair (cf. dl-averi/43)" },
  ],
  default: "R3",
});

export const ABANDON_FOR_FREIGHT = defineReading({
  name: "abandon_for_freight",
  question: "Q-V14",
  title: "Under dl-vrag/21, may the shipper give up only part of the goods in place of the freight?",
  provisions: [V(21)],
  alternatives: [
    {
      code: "R1",
      slug: "all_or_nothing",
      label: "he leaves all his salvaged goods to the skipper, or pays the freight",
    },
    { code: "R2", slug: "part", label: "he may leave part of the goods and pay freight on the rest" },
  ],
  default: "R1",
});

export { STRANDING_VS_BEACHING };

export const WAGES_SHORTFALL = defineReading({
  name: "wages_shortfall",
  question: "Q-V16",
  title: "If the net salvage does not cover the crew's outstanding wages (dl-vrag/23), what may they claim?",
  provisions: [V(23)],
  alternatives: [
    { code: "R1", slug: "nothing", label: "nothing: the words 'intet ... at fordre', taken literally" },
    {
      code: "R2",
      slug: "up_to_net_salvage",
      label: "what the net salvage yields, shared among them in proportion to the wages owed, and nothing beyond",
    },
  ],
  default: "R1",
});

export const REWARD_SHARING = defineReading({
  name: "reward_sharing",
  question: "Q-S06",
  title: "How is the salvage reward shared among those who salvaged (dl-vrag/6, dl-vrag/7)?",
  provisions: [V(2), V(6), V(7)],
  alternatives: [
    {
      code: "R1",
      slug: "equal_per_salvor",
      label: "in equal shares, one for each person who helped to salvage",
    },
    {
      code: "R2",
      slug: "by_assessors",
      label: "as the amtmand with the best men (or the mayor and council) fix it",
    },
  ],
  default: "R1",
  note: "sealaw's own question: the text fixes the reward for 'those who have salvaged' and gives no key for sharing it. Equal shares is a default chosen to get numbers, not a finding about the law.",
});

export const VRAG_SALVAGE_READINGS: readonly ReadingDef[] = [
  BLIVE_LOST,
  SKIBSFOLKENE,
  SKIPPER_PRIORITY,
  WHAT_IS_LEFT,
  COMMON_PEOPLE,
  REWARD_PAYER,
  REASONABLE_FREIGHT,
  ABANDON_FOR_FREIGHT,
  STRANDING_VS_BEACHING,
  WAGES_SHORTFALL,
  REWARD_SHARING,
];

/** The names of these readings, for typed look-ups. */
export type VragSalvageReading =
  | "blive_lost"
  | "skibsfolkene"
  | "skipper_priority"
  | "what_is_left"
  | "common_people"
  | "reward_payer"
  | "reasonable_freight"
  | "abandon_for_freight"
  | "stranding_vs_beaching"
  | "wages_shortfall"
  | "reward_sharing";
