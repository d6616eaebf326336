/**
 * dl-vrag/9, 13: the year and a day and who has the goods — the owner who comes
 * with proof, or the king or foreshore holder — and the due salvage reward.
 */

import { aarOgDag, inTime, type Period } from "./aar-og-dag.js";
import type { Assessment, Json, LegalDate, Money, RuleContext, Step, WreckFacts } from "./kit.js";
import { at, compare, evaluateOr, formatDate, note, phrases, rule, tryParseDate } from "./kit.js";
import { asMoney, type Claim, itemName, KING, type Party, type Shore } from "./wreck-common.js";
import { shoreFacts } from "./wreck-duty.js";

const say = phrases("dl-vrag/9-13.title", {
  awaiting: "a claim came in time, and its proof is still to be judged",
  lastDayUnknown: "the last day of the year and a day is not known",
  noAsOf: "the case gives no day (as_of) as of which to tell whether it has run out",
  notRunOut: "the year and a day has not run out, and no owner has yet come with sufficient proof",
  keptForOwner: "{why}: the wreck is kept for its owner",
  takerOwner: "the owner, who came in time with sufficient proof",
  takerKingOrHolder: "the king or the foreshore holder: no one came in time with sufficient proof",
  takerPending: "no one yet: the wreck is kept for its owner",
  whoHas: "Who has the goods: {taker}",
  heirUnknown:
    "the king, or whoever has the foreshore right: the case does not say whose foreshore it is, so who that is must be established",
  whose: "Whose the wreck is if no one proves his right: {heir}",
  notKnown: "not known",
  noRight: "the landowner does not hold the foreshore right, and the text names no one else beside the king",
  rightWhat: "Whose foreshore the wreck lies on, and who holds the foreshore right there",
  rightBy: "not named by the text: to be established from the title to the land",
  rightBasis: "unclaimed wreck belongs to the king, or to whoever has the foreshore right (dl-vrag/13)",
  assessors:
    "the amtmand with the best men of the district, or, off a market town, the burgomaster and council: dl-vrag/9 names no one, and 'som før er rørt' points back to dl-vrag/6, whose assessors sealaw borrows",
  rewardWhat: "A due salvage reward ('tilbørlig bjergeløn')",
  rewardBasisFixed: "dl-vrag/9, by the circumstances and the value of the goods as dl-vrag/6 says",
  rewardBasis: "according to the circumstances and the value of the goods (dl-vrag/6)",
  rewardBasisValued: "according to the circumstances and the value of the goods (dl-vrag/6); the case values {items}",
  valuedAt: "{item} at {value}",
  comma: "{first}, {rest}",
  toBeFixed: "to be fixed",
  proofWhat: "Whether {claimant}'s proof that the goods are the owner's is sufficient ('nøjagtig bevisning')",
  proofBy: "not named by the text: the keeper, who must deliver the goods against it, and in a dispute the courts",
  proofBasis: "the owner has his goods only with sufficient proof, within the year and a day (dl-vrag/9, /13)",
});

// ---------------------------------------------------------------------------
// dl-vrag/9 and /13: the year and a day, and who has the goods

export function periodOf(f: WreckFacts, ctx: RuleContext): Period {
  return aarOgDag(
    { found: f.date, registered: f.keeping?.registered, notice: f.keeping?.notice },
    { found: "facts.date", registered: "facts.keeping.registered", notice: "facts.keeping.notice" },
    ctx,
    [at(9), at(13)],
  );
}

/** Where the owner stands, as of the day the case is decided. */
export interface Standing {
  readonly claim: Claim | undefined;
  readonly claimed: LegalDate | undefined;
  readonly inTime: boolean | undefined;
  readonly proof: boolean | undefined;
  readonly asOf: LegalDate | undefined;
  /** Whether the year and a day has run out by as_of (or, without it, by the day of the claim). */
  readonly ranOut: boolean | undefined;
  readonly period: Period;
}

export function standingOf(f: WreckFacts, period: Period): Standing {
  const claimed = f.claim ? tryParseDate(f.claim.date, "julian") : undefined;
  const asOf = f.as_of !== undefined ? tryParseDate(f.as_of, "julian") : undefined;
  const day = asOf ?? claimed;
  return {
    claim: f.claim,
    claimed,
    inTime: claimed ? inTime(period, claimed) : undefined,
    proof: f.claim?.proof_sufficient,
    asOf,
    ranOut: day && period.lastDay ? compare(day, period.lastDay) > 0 : undefined,
    period,
  };
}

/** A claim made in time whose proof is still to be judged holds off dl-vrag/13. */
export const awaitingJudgement = (s: Standing): boolean => s.inTime === true && s.proof === undefined;

const iso = (d: LegalDate | undefined): Json => (d ? formatDate(d) : null);

function standingFacts(s: Standing): Record<string, Json> {
  return {
    last_day: iso(s.period.lastDay),
    claim_date: iso(s.claimed),
    claim_in_time: s.inTime ?? null,
    proof_sufficient: s.proof ?? null,
    as_of: iso(s.asOf),
    year_and_day_run_out: s.ranOut ?? null,
  };
}

export type Taker = "owner" | "king_or_holder" | "pending";

const ownerComesInTime = rule<Standing, Taker>({
  id: "dl-vrag/9#owner",
  withoutBaseCondition:
    "9's owner who comes with proof within the year and a day is the case 13 leaves: 13 vests the wreck only 'if no one comes'",
  label:
    "the rightful owner, or his agent, who comes with sufficient proof within the year and a day has his goods for a due salvage reward",
  provisions: [at(9)],
  when: (s) => s.inTime === true && s.proof === true,
  gives: () => "owner",
  facts: standingFacts,
});

const unclaimedFallsAway = rule<Standing, Taker>({
  id: "dl-vrag/13#vesting",
  label:
    "if no one comes with sufficient proof within the year and a day, the wreck belongs to the king, or to whoever has the foreshore right",
  provisions: [at(13)],
  when: (s) => s.ranOut === true && !awaitingJudgement(s),
  gives: () => "king_or_holder",
  facts: standingFacts,
  exceptions: [ownerComesInTime],
});

function pendingWords(s: Standing): string {
  if (awaitingJudgement(s)) return say.awaiting();
  if (s.period.lastDay === undefined) return say.lastDayUnknown();
  if (s.ranOut === undefined) return say.noAsOf();
  return say.notRunOut();
}

/**
 * A step whose base rule did not hold while one of its exceptions did: the
 * exceptions' steps are lifted beside it, so that a view that hides the rules that
 * did not apply still shows the one that did.
 */
function lifted(step: Step, label: string, provisions: readonly string[]): Step {
  const kids = step.status === "not-applicable" && step.value !== undefined ? (step.children ?? []) : [];
  const base: Step = kids.length > 0 ? { ...step, children: [] } : step;
  return {
    label,
    provisions: [...provisions],
    status: "applied",
    value: step.value ?? null,
    children: [...kids, base],
  };
}

const TAKER_WORDS: Record<Taker, () => string> = {
  owner: say.takerOwner,
  king_or_holder: say.takerKingOrHolder,
  pending: say.takerPending,
};

export function whoHasTheGoods(s: Standing, ctx: RuleContext): { taker: Taker; step: Step } {
  const o = evaluateOr(unclaimedFallsAway, s, ctx, {
    value: "pending" as Taker,
    label: say.keptForOwner({ why: pendingWords(s) }),
    provisions: [at(8), at(9), at(13)],
  });
  const taker = o.value as Taker;
  return { taker, step: lifted(o.step, say.whoHas({ taker: TAKER_WORDS[taker]() }), [at(9), at(13)]) };
}

const toTheForeshoreHolder = rule<Shore, Party | null>({
  id: "dl-vrag/13#foreshore-right",
  withoutBaseCondition:
    "13 names the foreshore holder beside the king in one sentence ('the king, or whoever has the foreshore right'): where he has the right, the king's share does not arise",
  label: "... or to whoever has the foreshore right",
  provisions: [at(13)],
  when: (s) => s.of === "landowner" && s.right,
  gives: (s) => (s.of === "landowner" ? s.holder : null),
  facts: shoreFacts,
  show: (p) => p?.name ?? null,
});

const toTheKing = rule<Shore, Party | null>({
  id: "dl-vrag/13#king",
  label: "unclaimed wreck belongs to the king",
  provisions: [at(13)],
  when: (s) => s.of === "king" || (s.of === "landowner" && !s.right),
  gives: () => KING,
  facts: shoreFacts,
  show: (p) => p?.name ?? null,
  exceptions: [toTheForeshoreHolder],
});

export function heir(s: Shore, ctx: RuleContext): { party: Party | undefined; step: Step } {
  const o = evaluateOr(toTheKing, s, ctx, {
    value: null,
    label: say.heirUnknown(),
    provisions: [at(13)],
  });
  const party = o.value ?? undefined;
  const step = lifted(o.step, say.whose({ heir: party?.name ?? say.notKnown() }), [at(13)]);
  if (s.of === "landowner" && !s.right) {
    step.children?.push(note(say.noRight(), [at(13)]));
  }
  return { party, step };
}

export const WHO_HOLDS_THE_RIGHT: Assessment = {
  what: say.rightWhat(),
  by: say.rightBy(),
  basis: say.rightBasis(),
  status: "needed",
  provisions: [at(8), at(13)],
};

// ---------------------------------------------------------------------------
// dl-vrag/9: the due salvage reward, and the owner's proof

const ASSESSORS = say.assessors();

export interface Reward {
  readonly amount: Money | undefined;
  readonly assessment: Assessment;
}

const rewardAsFixed = rule<WreckFacts, Reward>({
  id: "dl-vrag/9#reward-fixed",
  reads: ["facts.salvage_reward.{amount,assessed_by}"],
  label: "the due salvage reward, as it has been fixed",
  provisions: [at(9)],
  when: (f) => f.salvage_reward !== undefined,
  gives: (f) => {
    const r = f.salvage_reward as NonNullable<WreckFacts["salvage_reward"]>;
    const amount = asMoney(r.amount, "facts.salvage_reward.amount");
    return {
      amount,
      assessment: {
        what: say.rewardWhat(),
        by: r.assessed_by ?? ASSESSORS,
        basis: say.rewardBasisFixed(),
        status: "given",
        value: amount.format(),
        provisions: [at(9), at(6)],
      },
    };
  },
  show: (r) => r.amount?.format() ?? null,
});

export const dueReward = rule<WreckFacts, Reward>({
  id: "dl-vrag/9#reward",
  reads: ["facts.items[].value"],
  label:
    "the owner has his goods for a due salvage reward, 'som før er rørt': fixed as dl-vrag/6 fixes it, by the amtmand with the best men",
  provisions: [at(9), at(6)],
  gives: (f) => ({
    amount: undefined,
    assessment: {
      what: say.rewardWhat(),
      by: ASSESSORS,
      basis: goodsValue(f),
      status: "needed",
      provisions: [at(9), at(6)],
    },
  }),
  show: () => say.toBeFixed(),
  exceptions: [rewardAsFixed],
});

/** The basis of the reward still to be fixed, with the values the case gives the goods. */
function goodsValue(f: WreckFacts): string {
  const valued = f.items.filter((it) => it.value !== undefined);
  if (valued.length === 0) return say.rewardBasis();
  const each = valued.map((it) => say.valuedAt({ item: itemName(it), value: String(it.value) }));
  return say.rewardBasisValued({ items: each.reduce((first, rest) => say.comma({ first, rest })) });
}

const PROOF_JUDGE = say.proofBy();

export function proofAssessment(s: Standing, claimant: Party): Assessment[] {
  if (!s.claim || s.inTime === false) return [];
  return [
    {
      what: say.proofWhat({ claimant: claimant.name }),
      by: PROOF_JUDGE,
      basis: say.proofBasis(),
      status: s.proof === undefined ? "needed" : "given",
      ...(s.proof === undefined ? {} : { value: s.proof }),
      provisions: [at(9), at(13)],
    },
  ];
}
