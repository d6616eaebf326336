/**
 * The readings of the lantern rule (dl-averi/18–19): whether 'when the nights are
 * dark' qualifies ships at anchor too (Q-A08), and which days of the year are 'late
 * autumn' (Q-S08).
 *
 * Q-A08 is the register's, in law/RULES.md. Q-S08 `late_autumn` is sealaw's own:
 * the text says 'om efterhøst' and names no days, while a case often gives only a
 * date. Michaelmas to Martinmas — from the end of the harvest to the customary
 * beginning of winter — is a default chosen to turn a date into an answer, not a
 * finding about the law; a case that says outright whether it was late autumn is
 * not touched by it.
 */

import { at, defineReadingBySlug, type ReadingDef } from "./kit.js";

export const LANTERN_SCOPE: ReadingDef = defineReadingBySlug({
  name: "lantern_scope",
  question: "Q-A08",
  title: "Does 'when the nights are dark' (dl-averi/18) qualify ships at anchor in open water too?",
  provisions: [at(18)],
  alternatives: {
    both_dark_nights:
      "both cases, dark nights: lanterns at anchor in open water and when sailing in late autumn, in each case on dark nights",
    anchor_always:
      "anchor always: at anchor in open water at night in any season; sailing only in dark late-autumn nights",
  },
  note: "Default R1. The grammar alone leaves it open: 'når mørke nætter er' stands after the second case ('eller sejle om efterhøst') but before 'skal', which both cases share ('De skibe, som ligge for anker i åbent farvand, eller sejle om efterhøst, når mørke nætter er, skal … forsyne sig med lygter'). The default reads it with both, because the purpose the text gives, 'for al befrygtendes fare at forekomme', is served by a lantern only when the night is dark; R2 asks a lantern of the ship at anchor on every night of the year, a duty the words do not clearly lay. No sanction is stated; a failure to carry a lantern would bear on fault in a collision.",
});

export const LATE_AUTUMN: ReadingDef = defineReadingBySlug({
  name: "late_autumn",
  question: "Q-S08",
  title: "'om efterhøst' (dl-averi/18): which days of the year are late autumn?",
  provisions: [at(18)],
  alternatives: {
    michaelmas_to_martinmas: "from Michaelmas (29 September) to Martinmas (11 November), both days included",
    october_november: "the months of October and November",
    september_to_november: "the months of September, October and November",
  },
  note: "sealaw's own question. The words do not decide which days 'om efterhøst' covers: they name a season, not days, and tie the lantern to 'når mørke nætter er'. The default takes the span between two fixed feast days the year was then reckoned by, Michaelmas (29 September) and Martinmas (11 November), as the late part of autumn when the nights have grown dark; R2 and R3 are the same idea in calendar months. The days are those of the case's calendar (Julian for Danske Lov). It tells late autumn from a date, not a finding about the law; a case may say outright whether it was late autumn.",
});

/** The readings of dl-averi/18–19, in register order. */
export const LIGHTS_READINGS: readonly ReadingDef[] = [LANTERN_SCOPE, LATE_AUTUMN];
