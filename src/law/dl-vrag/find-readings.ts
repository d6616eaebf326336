/**
 * The readings of finds at sea (dl-vrag/14–19) besides the year and a day
 * (aar-og-dag.ts): where 'the sea' ends and 'the open sea away from all land'
 * begins (Q-V08), who values a find (Q-V09), what the owner pays to redeem it
 * (Q-V10), and, for wreck on the open sea, what the salvor gets when the owner
 * comes (Q-V11), whether he keeps his half at once (Q-V12) and who bears the
 * officer's costs (Q-V17). Names and codes are the register's in law/RULES.md,
 * which is the authority on what each alternative means.
 */

import { defineReadingBySlug, type ReadingDef } from "./kit.js";

export const SEA_VS_OPEN_SEA: ReadingDef = defineReadingBySlug({
  name: "sea_vs_open_sea",
  question: "Q-V08",
  title:
    "Where does finding wreck 'in the sea' (a third, dl-vrag/14) end and 'on the open sea away from all land' (a half, dl-vrag/19) begin?",
  provisions: ["dl-vrag/14", "dl-vrag/19"],
  alternatives: {
    out_of_sight_of_land: "the open sea is out of sight of any land",
    outside_coastal_waters: "the open sea is outside the waters belonging to any coast",
    assessment: "a question of fact, assessed case by case: the case must say how the find was assessed",
  },
  default: "R3",
  note: "The text draws the line by description, not by measure: a third for what is found 'udi søen, eller havbund' (dl-vrag/14), a half for wreck found 'i åbenbare sø uden for alle land' (dl-vrag/19). Neither the sight of land (R1) nor coastal waters (R2) is in the words, so where the find lay is a question of fact, to be assessed case by case. A 19th-century Norwegian legal historian describes the third as the rule for wreck found 'in the sea near land' (background, moderately sure).",
});

export const FIND_VALUATION: ReadingDef = defineReadingBySlug({
  name: "find_valuation",
  question: "Q-V09",
  title: "Who fixes the value of a find for the finder's third (dl-vrag/14, /18), and when?",
  provisions: ["dl-vrag/14", "dl-vrag/18"],
  alternatives: {
    officer_at_delivery: "the king's officer who receives the find values it when it is handed over",
    sale_price: "the value realised if and when the find is sold",
  },
  note: "'som ham straks skal give en tredje del af dets værd for sin umage' (dl-vrag/14): the officer who receives the find gives the third 'straks', at once, so its value is the one he sets when it is handed over. A price it fetches later (R2) could not be known at once.",
});

export const REDEMPTION_PRICE: ReadingDef = defineReadingBySlug({
  name: "redemption_price",
  question: "Q-V10",
  title: "What does the owner pay to redeem a find (dl-vrag/15: 'for samme bjergeløn med al anvendte bekostning')?",
  provisions: ["dl-vrag/15"],
  alternatives: {
    third_plus_costs: "the same third that was paid to the finder, plus all costs laid out",
    third_costs_included: "the third, costs included ('med' = including)",
  },
  note: "'skal han nyde det for samme bjergeløn med al anvendte bekostning' (dl-vrag/15): 'samme bjergeløn' is the third the finder had of the officer, and 'med al anvendte bekostning' joins to it all the costs laid out: the owner pays both. Reading 'med' as 'costs included' (R2) would leave the officer's costs unpaid by anyone.",
});

export const OPEN_SEA_OWNER: ReadingDef = defineReadingBySlug({
  name: "open_sea_owner",
  question: "Q-V11",
  title: "If the owner comes in time for wreck found on the open sea (dl-vrag/19), what does the salvor get?",
  provisions: ["dl-vrag/19"],
  alternatives: {
    third_as_in_15: "a third, as in dl-vrag/15: the owner recovers everything, paying a third of its value plus costs",
    assessed_reward: "an assessed reward: the owner pays a due salvage reward assessed as in dl-vrag/6 and /9",
    salvor_keeps_half: "the salvor keeps his half: only the king's half goes back to the owner",
  },
  note: "Default R1. 'uden så er, at rette ejer kommer inden år og dag, som før er sagt' (dl-vrag/19). R3 attaches the exception to the nearer half only ('og halvdelen kongen'), so that the salvor keeps his half against the owner. But the division is one clause with one verb, 'skal den, som det bjerger, beholde halvdelen og halvdelen kongen': the king's half has no verb of its own for an exception to attach to, and 'uden så er' follows the whole division. The rule's own condition, 'ingen folk er derhos, som det tilhører', is undone for both halves when the owner comes. And 'som før er sagt' points back to the finds of dl-vrag/14–15, where the owner who comes in time has the goods 'for samme bjergeløn med al anvendte bekostning' — the finder's third and the costs, not half. Nothing in the words sends the owner of open-sea wreck to a new assessment (R2).",
});

export const OPEN_SEA_CUSTODY: ReadingDef = defineReadingBySlug({
  name: "open_sea_custody",
  question: "Q-V12",
  title: "May the salvor on the open sea keep his half at once (dl-vrag/19)?",
  provisions: ["dl-vrag/19"],
  alternatives: {
    deliver_and_wait:
      "the wreck is delivered and kept for the year and a day, as in dl-vrag/14 and /16; the halves are made afterwards",
    keep_half_at_once: "the salvor keeps his half at once and answers for it if the owner comes",
  },
  note: "Default R1. R2 rests on 'beholde halvdelen': one keeps what one holds, so the salvor would hold his half from the start. But the same sentence goes on 'uden så er, at rette ejer kommer inden år og dag, som før er sagt': the halves wait on the year and a day, and 'som før er sagt' brings with it the procedure of dl-vrag/14, where the find is handed to the king's officer ('antvorde til den, som på kongens vegne befalning har') and 'skal samme gods blive beliggendes år og dag'. 'beholde' says what is the salvor's to keep once the time has run, over against the half that goes to the king; the text says nothing of getting a half back from a salvor who has already taken it, which it would need if he held it meanwhile. The owner can only come 'inden år og dag' for goods that are still lying in keeping; the halves are made when no one has come.",
});

export const OPEN_SEA_COSTS: ReadingDef = defineReadingBySlug({
  name: "open_sea_costs",
  question: "Q-V17",
  title: "Who bears the costs of keeping and handling wreck found on the open sea (dl-vrag/19) when no owner comes?",
  provisions: ["dl-vrag/19"],
  alternatives: {
    kings_half: "the king's half: the salvor keeps a clear half, the officer's costs come out of the king's half",
    deducted_before_halving: "the costs are taken from the value first, and the rest is halved",
    not_stated_input: "the text is silent: the costs are settled outside these rules",
  },
  note: "dl-vrag/19 gives the salvor half outright — 'skal den, som det bjerger, beholde halvdelen og halvdelen kongen' — and names no costs. The costs are the officer's, who keeps the goods for the king and sends them on to the king's amtmænd (dl-vrag/16); they fall on what is the king's, and the salvor keeps a clear half. Under Q-V12 R2 only the king's half is in the officer's keeping, which also points to R1.",
});

/** The readings of dl-vrag/14–19 (the year and a day is aar-og-dag.ts's), in register order. */
export const FIND_READINGS: readonly ReadingDef[] = [
  SEA_VS_OPEN_SEA,
  FIND_VALUATION,
  REDEMPTION_PRICE,
  OPEN_SEA_OWNER,
  OPEN_SEA_CUSTODY,
  OPEN_SEA_COSTS,
];
