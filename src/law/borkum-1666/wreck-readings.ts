/**
 * The readings of the Borkum Rolle §8 that §§5–6 do not already define: what a
 * wreck is (Q-B25), what 'each one's share' of a divided wreck is measured by
 * (Q-B26), and how far the sanction of 8.4 reaches (Q-B30). The four parts of 8.3
 * (Q-B27–Q-B29) are defined with the §6 readings in readings.ts, since they reach
 * §6 too. The labels paraphrase the register in law/RULES.md, which is the
 * authority on what each alternative means.
 */

import { defineReadingBySlug, type ReadingDef } from "../../core/reading.js";

const P = (n: string): string => `borkum-1666/${n}`;

export const WRECK_DEFINITION = defineReadingBySlug({
  name: "wreck_definition",
  question: "Q-B25",
  title:
    "Are all the attributes of a wrecked ship in 8.1 (leaking, abandoned, empty, stuck, cannot be got off) required?",
  provisions: [P("8.1")],
  alternatives: {
    all_required:
      "all of them: a ship is wreck only if it is leaking, abandoned, empty and stuck fast and cannot be got off",
    typical_description:
      "a description of the typical wreck: an abandoned ship stuck fast that cannot be got off is wreck even if not leaking or not empty",
  },
  note: "Default R1. 'Wracken sind lecke, verlassene, ledige und festsitzende Schiffe, die nicht können abgebracht werden': 'Wracken sind' opens a definition, and the attributes are joined by 'und' and closed by one relative clause; a ship that lacks one of them is not within it. R2 takes the list as a picture of the typical wreck. Under R2 'abandoned', 'stuck fast' and 'cannot be got off' are still required: without them the ship is not the wreck the register's R2 describes.",
});

export const WRECK_DIVISION_BASIS = defineReadingBySlug({
  name: "wreck_division_basis",
  question: "Q-B26",
  title: "What is 'each one's share' when wreck is divided (8.2)?",
  provisions: [P("8.2")],
  alternatives: {
    one_per_household: "one part for each household of the community",
    foot_strand_scale: "the foot-strand scale of 6.7: the Vogt four parts, the pastor two, each household one",
    commons_rights: "each household's rights in the commons, which the text does not give: an input, never a guess",
  },
  default: "R3",
  note: "8.2 has the wreck 'unter ihnen nach Proportion eines jeden Anteil … geteilt': in proportion to each one's share, which presupposes shares that need not be equal; equal parts (R1) give 'Proportion' no work. The rights in the commons are not in the text, so sealaw does not invent them: under R3 the case must give each household's rights (commons_rights), and a division without them is refused, naming the households whose rights are missing.",
});

export const PENALTY_SCOPE = defineReadingBySlug({
  name: "penalty_scope",
  question: "Q-B30",
  title: "Does the arbitrary penalty and princely disfavour of 8.4 cover the whole Rolle, or only §8?",
  provisions: [P("8.4")],
  alternatives: {
    whole_rolle: "the whole Rolle: a breach of any of its paragraphs",
    section_8_only: "§8 only: the wreck rule and the officials' four parts",
  },
  note: "8.4, 'wie es denn also unweigerlich so gehalten werden soll', takes up the words with which §5 announced all of §§6–8, 'soll es … folgendergestalt gehalten werden', and it follows 8.3, which has just reached back to 'den vorigen Punkten'. It closes the rules on parts before 'Schließlich' turns to the copies and the yearly reading, and nothing in it confines the penalty to the wreck.",
});

/** Every reading of borkum-1666 §8 not defined in readings.ts, in register order. */
export const WRECK_READINGS: readonly ReadingDef[] = [WRECK_DEFINITION, WRECK_DIVISION_BASIS, PENALTY_SCOPE];

/** The names the §8 rules may ask for. */
export type WreckReading = "wreck_definition" | "wreck_division_basis" | "penalty_scope";
