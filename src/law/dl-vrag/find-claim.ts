/**
 * dl-vrag/15, 16, 19: the year and a day and the owner's claim, and what becomes
 * of the rest of the find: the owner's or the king's.
 */

import { inTime, type Period } from "./aar-og-dag.js";
import { type Chosen, date, type FindCase, type Share } from "./find-common.js";
import type { FindClaim, Json, LegalDate, Outcome, RuleContext, Step } from "./kit.js";
import { at, compare, evaluateOr, formatDate, note, phrases, rule } from "./kit.js";

const say = phrases("dl-vrag/15.claim", {
  lastDayUnknown: "the last day (not yet known)",
  none: "no owner has come",
  inTime: "the claim of {date} is within the year and a day (last day {last})",
  late: "the claim of {date} came after the last day, {last}: too late",
  unknown: "whether the claim of {date} is in time cannot be said until the start of the year and a day is known",
  label: "The owner's claim",
  pending: "a claim came in time and its proof is still to be judged: the find is kept for its owner",
  ownersShow: "the owner's",
  halves: "half to the salvor, half to the king",
  runsUntil: "the year and a day runs until {last}: until then the find lies in keeping, and the owner may still come",
  notFixed: "the year and a day has not been fixed: the find lies in keeping, and the owner may still come",
});

// ---------------------------------------------------------------------------
// The year and a day, and the owner's claim

type ClaimTiming = "none" | "in_time" | "late" | "unknown";

/** Where the owner's claim stands against the year and a day. */
export interface ClaimStanding {
  readonly c: FindCase;
  readonly period: Period;
  readonly timing: ClaimTiming;
  /** The period has run out on the day the case is decided. */
  readonly over: boolean;
  readonly share: Share;
}

/** The claim's standing, with what the readings chose for the find (find.ts) given what becomes of it. */
export interface Standing extends ClaimStanding {
  readonly chosen: Chosen;
}

export function claimTiming(claim: FindClaim | undefined, period: Period): ClaimTiming {
  if (!claim) return "none";
  const t = inTime(period, date(claim.date, "facts.claim.date") as LegalDate);
  return t === undefined ? "unknown" : t ? "in_time" : "late";
}

export function periodOver(period: Period, asOf: LegalDate | undefined): boolean {
  return period.lastDay !== undefined && asOf !== undefined && compare(asOf, period.lastDay) > 0;
}

const claimedInTime = (s: ClaimStanding): boolean =>
  s.timing === "in_time" && s.c.facts.claim?.proof_sufficient === true;

/**
 * An owner came in time and his proof is still to be judged. He has come: dl-vrag/16
 * gives the find to the king only 'Kommer der og ingen' (if no one comes), and
 * dl-vrag/19 halves it 'uden så er, at rette ejer kommer inden år og dag'. While his
 * claim stands, the find is kept for him, as the wreck on the shore is (dl-vrag/9, /13).
 */
const awaitingJudgement = (s: ClaimStanding): boolean =>
  s.timing === "in_time" && s.c.facts.claim !== undefined && s.c.facts.claim.proof_sufficient === undefined;

function standingFacts(s: ClaimStanding): Record<string, Json> {
  const cl = s.c.facts.claim;
  return {
    last_day: s.period.lastDay ? formatDate(s.period.lastDay) : null,
    as_of: s.c.asOf ? formatDate(s.c.asOf) : null,
    claim_date: cl?.date ?? null,
    proof_sufficient: cl?.proof_sufficient ?? null,
  };
}

export function claimStep(s: ClaimStanding): Step {
  const cl = s.c.facts.claim;
  const last = s.period.lastDay ? formatDate(s.period.lastDay) : say.lastDayUnknown();
  const d = String(cl?.date);
  const words: Record<ClaimTiming, () => string> = {
    none: () => say.none(),
    in_time: () => say.inTime({ date: d, last }),
    late: () => say.late({ date: d, last }),
    unknown: () => say.unknown({ date: d }),
  };
  return {
    label: say.label(),
    provisions: s.share.regime === "half" ? [at(19)] : [at(15), at(16)],
    status: "applied",
    facts: standingFacts(s),
    value: s.timing,
    children: [note(words[s.timing](), [])],
  };
}

// ---------------------------------------------------------------------------
// What becomes of the rest: the owner (15, 19) or the king (16, 19)

export type Outcome15 = "owner" | "king" | "waiting" | "pending";

const PENDING_WORDS = say.pending();

const ownerRedeems = rule<ClaimStanding, Outcome15>({
  id: "dl-vrag/15#redeem",
  reads: ["facts.claim.{date,proof_sufficient}"],
  withoutBaseCondition:
    "15's owner who comes 'in the meantime' comes before the year and a day is out, the time after which 16 gives the goods to the king",
  label:
    "if the rightful owner comes in the meantime with sufficient proof, he shall have it for the same salvage reward with all the costs laid out",
  provisions: [at(15)],
  when: claimedInTime,
  gives: () => "owner",
  facts: standingFacts,
});

const claimStandsFor15 = rule<ClaimStanding, Outcome15>({
  id: "dl-vrag/16#claim-pending",
  reads: ["facts.claim.{date,proof_sufficient}"],
  label:
    "'Kommer der og ingen': the find falls to the king only if no one comes; an owner came in time, and while his proof is judged it is kept for him",
  provisions: [at(15), at(16)],
  when: awaitingJudgement,
  gives: () => "pending",
  facts: standingFacts,
  show: () => PENDING_WORDS,
});

const fallsToTheKing = rule<ClaimStanding, Outcome15>({
  id: "dl-vrag/16#king",
  reads: ["facts.claim.{date,proof_sufficient}"],
  label: "if no one comes within the year and a day, the goods have fallen to the king and are sent to his amtmænd",
  provisions: [at(16)],
  when: (s) => s.over,
  gives: () => "king",
  facts: standingFacts,
  exceptions: [ownerRedeems, claimStandsFor15],
});

const ownerComesForWreck = rule<ClaimStanding, Outcome15>({
  id: "dl-vrag/19#owner",
  reads: ["facts.claim"],
  label: "unless the rightful owner comes within a year and a day, as said before",
  provisions: [at(19)],
  when: claimedInTime,
  gives: () => "owner",
  facts: standingFacts,
});

const claimStandsFor19 = rule<ClaimStanding, Outcome15>({
  id: "dl-vrag/19#claim-pending",
  reads: ["facts.claim"],
  label:
    "'uden så er, at rette ejer kommer inden år og dag': an owner came in time, and while his proof is judged no halves are made",
  provisions: [at(19)],
  when: awaitingJudgement,
  gives: () => "pending",
  facts: standingFacts,
  show: () => PENDING_WORDS,
});

const halvesMade = rule<ClaimStanding, Outcome15>({
  id: "dl-vrag/19#halves",
  reads: ["facts.claim"],
  label: "no owner came within the year and a day: the salvor keeps half, and half is the king's",
  provisions: [at(19)],
  when: (s) => s.over,
  gives: () => "king",
  facts: standingFacts,
  show: (v) => (v === "owner" ? say.ownersShow() : v === "pending" ? PENDING_WORDS : say.halves()),
  exceptions: [ownerComesForWreck, claimStandsFor19],
});

export function disposition(s: ClaimStanding, ctx: RuleContext): Outcome<Outcome15> {
  const last = s.period.lastDay;
  const label = last ? say.runsUntil({ last: formatDate(last) }) : say.notFixed();
  const base = s.share.regime === "half" ? halvesMade : fallsToTheKing;
  return evaluateOr(base, s, ctx, {
    value: "waiting",
    label,
    provisions: s.share.regime === "half" ? [at(19)] : [at(14), at(15)],
  });
}

/**
 * A step that shows which rule gave the value. Where an exception applies though
 * its base rule's own condition does not hold (fishermen are no skippers, yet 18
 * gives them a third), the engine marks the base 'not applicable'; this step puts
 * the exception that applied in front, so that it is not hidden with its base.
 */
export function surfaced<V>(o: Outcome<V>, label: string, provisions: string[]): Step {
  if (o.step.status !== "not-applicable" || !o.applied) return o.step;
  const { children, ...base } = o.step;
  return { label, provisions, status: "applied", value: o.step.value ?? null, children: [...(children ?? []), base] };
}
