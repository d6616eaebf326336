/**
 * The readings of carriage that miscarries (dl-averi/49–53): who chooses between
 * another ship and making good the loss when the ship was unfit (Q-A23), and how
 * the skipper and those party to a hidden fraud answer for the merchant's loss
 * (Q-A29).
 *
 * Names and codes are the register's in law/RULES.md, which is the authority on
 * what each alternative means.
 */

import { at, defineReadingBySlug, type ReadingDef } from "./kit.js";

export const UNSEAWORTHY_CHOICE: ReadingDef = defineReadingBySlug({
  name: "unseaworthy_choice",
  question: "Q-A23",
  title: "Who chooses between substitute carriage and full compensation (dl-averi/49)?",
  provisions: [at(49)],
  alternatives: {
    skipper:
      "the skipper: he may either charter another ship at the agreed freight or make good all the merchant's loss",
    merchant: "the merchant: he may insist on one or the other",
  },
  note: "Default R1. 'da skal han straks fragte et andet bekvemt skib … eller og oprette købmanden al sin skade': both branches hang on one 'skal han', the skipper's duty, joined by 'eller'; a duty laid in the alternative is met by doing either, and the choice lies with the one who owes it. The merchant is named only as the one to be made good ('oprette købmanden'), and nothing gives him the choice; 'straks' presses the skipper to act at once, which he can do only if the choice is his. R2 lets the merchant insist on one or the other.",
});

export const CONSPIRATORS: ReadingDef = defineReadingBySlug({
  name: "conspirators",
  question: "Q-A29",
  title: "Are the skipper and his accomplices each liable for the whole loss (dl-averi/53)?",
  provisions: [at(53)],
  alternatives: {
    each_for_the_whole:
      "each for the whole, jointly and severally: the merchant may claim the whole from any of them, and recovers it only once",
    in_shares: "each for a share only: the loss is divided among the skipper and those party to the scheme",
  },
  note: "Default R1. 'da skal skipperen og alle de, som udi det råd er, oprette købmanden al den skade, som ham deraf kan tilkomme': the duty is to make good 'al den skade', the whole loss, and it is laid on the skipper and all in the scheme together, with no share named; where this Law means a share it says so ('halv om halv', dl-averi/6; 'efter sin anpart', dl-averi/32). The merchant is to be made whole, once: he may claim the whole of any of them. The text gives no key for the shares under R2; sealaw divides the loss equally per person, to the skilling, the rounded shares summing to the loss.",
});

/** The readings of dl-averi/49–53, in register order. */
export const CARRIAGE_READINGS: readonly ReadingDef[] = [UNSEAWORTHY_CHOICE, CONSPIRATORS];
