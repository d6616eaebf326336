/**
 * Borkum Rolle 1666, 8.3: the four parts for 'the Vogt, the princely officials at
 * Greetsiel', 'in this and the preceding points'.
 *
 * How far the four parts reach is Q-B28 `officials_parts_scope`:
 *
 *   - R1: four parts are added in every division of §§6–8 (salvage with ships,
 *     foot-strand goods, pilot money, wreck);
 *   - R2: they are added in the wreck division only;
 *   - R3: in foot-strand goods they are the Vogt's four parts of 6.7 (nothing is
 *     added), in wreck four parts are added likewise, and elsewhere none.
 *
 * Who receives them is Q-B27 `officials_parts_recipient`; how they are counted is
 * Q-B29 `officials_parts_arithmetic` (R3 leaves them unfixed: see
 * UNFIXED_OFFICIALS_TOTAL). Each division asks `officialsFourParts` with the
 * division in question and, when the parts are added, puts `officialsParty` among
 * its parties.
 */

import type { Outcome, Rule, RuleContext, Step } from "./kit.js";
import { at, choiceOn, evaluate, phrases, reading, rule } from "./kit.js";
import { type Award, citing, noPart, type Party, parts, partsText, showAward, type Unfixed } from "./parts.js";

const say = phrases("borkum-1666/8.3", {
  r1Name: "Officials at Greetsiel (through the Vogt)",
  r1Words: "for the princely officials at Greetsiel, taken by the Vogt and passed on to them (Q-B27 R1)",
  r2Name: "The Vogt himself (the officials' four parts)",
  r2Words: "kept by the Vogt himself as the officials' customary due (Q-B27 R2)",
  r3Name: "The Vogt and the officials at Greetsiel jointly",
  r3Words: "held by the Vogt and the officials at Greetsiel together (Q-B27 R3)",
  unfixedWhat: "The customary total number of parts of which the officials at Greetsiel take four",
  unfixedBy: "old custom, as the princely officials at Greetsiel (Drost and Amtmann) hold it",
  unfixedBasis: "under Q-B29 R3 the four parts are four out of a fixed conventional total the text does not give",
  counted: "4 parts counted with everyone else's, all parts equal (Q-B29 R1)",
  countedWreck: "4 parts counted with everyone else's, the wreck being divided (Q-B29 R2 is R1 where wreck is divided)",
  countedMoney: "4 parts counted with everyone else's (Q-B29 R2 is R1 for a division of money)",
  customaryTotal:
    "four parts out of a customary total the text does not give (Q-B29 R3): left out of this division until the total is known",
  wreckOnlyScope: "as 8.3 assigns them in the division of wreck (Q-B28 R2)",
  pilotDivision: "the division of pilot money under §7",
  salvageDivision: "a division under §6",
  wreckOnlyNone: "the four parts of 8.3 are read as due from wreck only (Q-B28 R2): none are added to {where}",
  wreckLikewise: "as 8.3 gives them four parts of wreck likewise (Q-B28 R3)",
  footStrandPilot:
    "the officials' four parts are the Vogt's four parts of foot-strand goods and four parts of wreck (Q-B28 R3): none are added to pilot money under §7",
  footStrandSalvage:
    "the officials' four parts are the Vogt's four parts of foot-strand goods (Q-B28 R3): none are added to salvage with ships",
  everyDivision: "as 8.3 reaches every division (Q-B28 R1)",
  theVogtsParts: "they are the Vogt's four parts",
  reason: "{award}; {words}, {scope}",
  role: "the four parts of borkum-1666/8.3, {words}",
  step: "{name}: {parts}",
});

/**
 * The divisions of §§6–8 the four parts may reach: salvage with ships (6.1–6.6),
 * foot-strand goods (6.7–6.9), pilot money (§7) and wreck divided in parts (§8).
 */
export type DivisionKind = "salvage_with_ships" | "foot_strand" | "pilot_money" | "wreck";

/** What 8.3 gives the officials in one division. */
export type Officials =
  /** No parts for the officials here; the reason says why. */
  | { readonly kind: "none"; readonly reason: string }
  /**
   * Four parts (as Q-B29 counts them) added for the recipient; `scope` says why they
   * reach this division. `chosen`: the steps of the readings' choices that made them
   * (whose they are, Q-B27, and how they are counted, Q-B29), none without the explanation.
   */
  | {
      readonly kind: "added";
      readonly recipient: string;
      readonly award: Award;
      readonly scope: string;
      readonly chosen: readonly Step[];
    }
  /** Foot-strand goods under Q-B28 R3: the Vogt's four parts are the officials' four parts. */
  | { readonly kind: "are_the_vogts_parts"; readonly recipient: string; readonly chosen: readonly Step[] };

/** The recipient of the four parts, by the Q-B27 alternative in force. */
export const RECIPIENT: Record<string, { name: string; words: string }> = {
  R1: {
    name: say.r1Name(),
    words: say.r1Words(),
  },
  R2: {
    name: say.r2Name(),
    words: say.r2Words(),
  },
  R3: {
    name: say.r3Name(),
    words: say.r3Words(),
  },
};

/** The recipient's name and words for a Q-B27 code (R1 for an unknown code). */
export function recipient(code: string): { name: string; words: string } {
  return RECIPIENT[code] ?? (RECIPIENT.R1 as { name: string; words: string });
}

/** The officials' total under Q-B29 R3: a customary number of parts the text does not give. */
export const UNFIXED_OFFICIALS_TOTAL: Unfixed = {
  key: "officials_parts_arithmetic",
  what: say.unfixedWhat(),
  by: say.unfixedBy(),
  basis: say.unfixedBasis(),
  provisions: [at("8.3")],
};

const onOfficialsPartsArithmetic = choiceOn<DivisionKind, Award>("officials_parts_arithmetic", showAward);

/** Q-B29 R1: the four parts are counted with everyone else's, all parts equal. */
const fourCountedWithTheRest = onOfficialsPartsArithmetic.base(
  {
    id: "borkum-1666/8.3#four-counted-with-the-rest",
    label: "the officials' four parts are counted with everyone else's, all parts equal (Q-B29 R1)",
    provisions: [at("8.3")],
    gives: () => parts(4, say.counted()),
  },
  [
    /** Q-B29 R2: as R1 where the fund is divided (the value of four parts under common use is wreck.ts's). */
    onOfficialsPartsArithmetic.when("R2", {
      id: "borkum-1666/8.3#four-of-the-value",
      label:
        "the officials' four parts are counted with everyone else's where the fund is divided, as under R1; put to common use, they still get the value of four parts (Q-B29 R2)",
      provisions: [at("8.3")],
      gives: (division) => (division === "wreck" ? parts(4, say.countedWreck()) : parts(4, say.countedMoney())),
    }),
    /** Q-B29 R3: four parts out of a customary total the text does not give. */
    onOfficialsPartsArithmetic.when("R3", {
      id: "borkum-1666/8.3#four-of-a-customary-total",
      label: "the officials' four parts are four out of a customary total the text does not give (Q-B29 R3)",
      provisions: [at("8.3")],
      gives: () => noPart(say.customaryTotal(), { unfixed: UNFIXED_OFFICIALS_TOTAL }),
    }),
  ],
);

/** The four parts as Q-B29 counts them in the division, and the step of that choice. */
export function fourPartsAdded(ctx: RuleContext, division: DivisionKind): Outcome<Award> {
  return evaluate(fourCountedWithTheRest, division, ctx);
}

/** Q-B27: whose the four parts are, as the Q-B27 code that names the recipient (see RECIPIENT). */
const onRecipient = choiceOn<DivisionKind, string>("officials_parts_recipient", (code) => recipient(code).name);

/** Q-B27 R1, over R2 and R3: the Vogt takes the four parts for the officials at Greetsiel. */
const whoseTheFourPartsAre = onRecipient.base(
  {
    id: "borkum-1666/8.3#for-the-officials",
    label: "the four parts are for the princely officials at Greetsiel, taken by the Vogt and passed on (Q-B27 R1)",
    provisions: [at("8.3")],
    gives: "R1",
  },
  [
    onRecipient.when("R2", {
      id: "borkum-1666/8.3#for-the-vogt",
      label: "the four parts are the Vogt's own, kept as the officials' customary due (Q-B27 R2)",
      provisions: [at("8.3")],
      gives: "R2",
    }),
    onRecipient.when("R3", {
      id: "borkum-1666/8.3#for-both",
      label: "the four parts are held by the Vogt and the officials at Greetsiel together (Q-B27 R3)",
      provisions: [at("8.3")],
      gives: "R3",
    }),
  ],
);

/** Whoever receives the four parts, as a Q-B27 code, and the step of that choice. */
const recipientOf = (ctx: RuleContext, division: DivisionKind): Outcome<string> =>
  evaluate(whoseTheFourPartsAre, division, ctx);

/** The steps of the readings' choices, for the explanation (none without it). */
const told = (ctx: RuleContext, made: readonly Outcome<unknown>[]): Step[] =>
  ctx.explain === false ? [] : made.map((o) => o.step);

function added(ctx: RuleContext, division: DivisionKind, scope: string): Officials {
  const who = recipientOf(ctx, division);
  const award = fourPartsAdded(ctx, division);
  return {
    kind: "added",
    recipient: who.value as string,
    award: award.value as Award,
    scope,
    chosen: told(ctx, [who, award]),
  };
}

/** Q-B28 R2: from wreck only. */
function wreckOnly(division: DivisionKind, ctx: RuleContext): Officials {
  if (division === "wreck") return added(ctx, division, say.wreckOnlyScope());
  const where = division === "pilot_money" ? say.pilotDivision() : say.salvageDivision();
  return { kind: "none", reason: say.wreckOnlyNone({ where }) };
}

/** Q-B28 R3: the Vogt's foot-strand parts, four parts of wreck likewise, nothing elsewhere. */
function theVogtsFootStrandParts(division: DivisionKind, ctx: RuleContext): Officials {
  switch (division) {
    case "foot_strand": {
      const who = recipientOf(ctx, division);
      return { kind: "are_the_vogts_parts", recipient: who.value as string, chosen: told(ctx, [who]) };
    }
    case "wreck":
      return added(ctx, division, say.wreckLikewise());
    case "pilot_money":
      return {
        kind: "none",
        reason: say.footStrandPilot(),
      };
    default:
      return {
        kind: "none",
        reason: say.footStrandSalvage(),
      };
  }
}

/** 8.3 in one division of §§6–8, as Q-B28 reads its reach. */
export const officialsFourParts: Rule<DivisionKind, Officials> = rule<DivisionKind, Officials>({
  id: "borkum-1666/8.3#officials",
  label: "four parts for 'the Vogt, the princely officials at Greetsiel', 'in this and the preceding points'",
  provisions: [at("8.3")],
  readings: ["officials_parts_scope"],
  gives: (division, ctx) => {
    switch (reading(ctx, "officials_parts_scope")) {
      case "R1":
        return added(ctx, division, say.everyDivision());
      case "R3":
        return theVogtsFootStrandParts(division, ctx);
      default:
        return wreckOnly(division, ctx);
    }
  },
  show: (o) => (o.kind === "added" ? showAward(o.award) : o.kind === "none" ? o.reason : say.theVogtsParts()),
});

/**
 * 8.3 in one division, with its step: the readings' choices that made the four
 * parts (whose they are, how they are counted) are told beneath it.
 */
export function officialsOf(division: DivisionKind, ctx: RuleContext): { officials: Officials; step: Step } {
  const r = evaluate(officialsFourParts, division, ctx);
  const officials = r.value as Officials;
  const chosen = officials.kind === "none" ? [] : officials.chosen;
  if (chosen.length === 0) return { officials, step: r.step };
  return { officials, step: { ...r.step, children: [...(r.step.children ?? []), ...chosen] } };
}

/** The id of the officials' row in a division. */
export const OFFICIALS_ID = "officials-greetsiel";

/** The officials' row in a division where the four parts are added; `officialsStep` is the 8.3 rule's step. */
export function officialsParty(o: Extract<Officials, { kind: "added" }>, officialsStep: Step): Party {
  const who = recipient(o.recipient);
  const provisions = [at("8.3")];
  const reason = say.reason({ award: o.award.reason, words: who.words, scope: o.scope });
  return {
    id: OFFICIALS_ID,
    name: who.name,
    role: say.role({ words: who.words }),
    parts: o.award.parts,
    basis: !o.award.parts.isZero() || o.award.unfixed ? [{ parts: o.award.parts.toString(), reason, provisions }] : [],
    reason: citing(reason, provisions),
    provisions,
    unfixed: o.award.unfixed ? [o.award.unfixed] : [],
    warnings: [],
    step: {
      label: say.step({ name: who.name, parts: partsText(o.award.parts) }),
      provisions,
      status: "applied",
      value: o.award.parts.toString(),
      children: [officialsStep],
    },
  };
}
