/**
 * dl-vrag/15, 16, 19: the owner while the year and a day runs — his choice to come
 * with sufficient proof, the find kept for him while his proof is judged, and what
 * a late or insufficient claim comes to.
 */

import type { Standing } from "./find-claim.js";
import { type FindCase, itemWords, type Out, ownerParty, recipientParty, THIRD } from "./find-common.js";
import { dayAfter, type Plan } from "./find-division.js";
import { wreckPrice } from "./find-half.js";
import { payTheFinder, redemptionPrice, thirdOfUnknownValue } from "./find-third.js";
import type { Assessment, FindClaim, Money, RuleContext } from "./kit.js";
import { at, formatDate, nameOf, note, phrases, q } from "./kit.js";

const say = phrases("dl-vrag/15.owner", {
  forPrice: "for {price}",
  thirdOnceValued: "a third of its value, once valued, and the costs as Q-V10 reads them",
  lastDayOfPeriod: "the last day of the year and a day",
  makeHalvesNow: "make the halves: half to the salvor, and send the king's half on to the king's amtmand",
  makeHalvesThen: "if no owner has come with sufficient proof by {last}, make the halves then",
  sendOnNow: "send it on to the king's amtmand",
  sendOnThen: "if no owner has come with sufficient proof by {last}, send it on to the king's amtmand then",
  keepFor:
    "keep {item} for {owner} while the proof he brought on {date} is judged: if it is found sufficient, he has it {price}; if it is not, {otherwise}",
  holdHalf:
    "hold the half he kept at once while the claim is judged, and give it up to {owner} if the proof is found sufficient ({q})",
  noHalvesYet:
    "dl-vrag/19 halves the wreck 'uden så er, at rette ejer kommer inden år og dag': the owner came within the year and a day, so no halves are made while his claim stands",
  notFallenYet:
    "dl-vrag/16 gives the find to the king 'Kommer der og ingen' — if no one comes: the owner came within the year and a day, so it has not fallen to the king while his claim stands",
  keptSituation:
    "a claim came in time on {date} and its proof is still to be judged: it is kept for its owner ({provisions})",
  come: "come with sufficient proof by {by} and have {item} {price}",
  stayAwayHalf: "stay away: the salvor keeps half and the king has half",
  stayAway: "stay away: it falls to the king",
  lapseHalf: "from {day} the salvor keeps half and the king has half ({provision})",
  lapse:
    "from {day} it has fallen to the king and is sent to the king's amtmand; the finder keeps his third ({provision})",
  agent:
    "{agent} claims for the owner. dl-vrag/15 and /19 name only the rightful owner; the agent is taken to act in his name, as dl-vrag/9 allows ('eller hans fuldmægtig').",
  proofWhat:
    "Whether the proof brought on {date} by {claimant} that the find is the owner's is sufficient ('nøjagtig bevisning')",
  proofBy: "not named by the text: the king's officer who keeps the find receives the claim",
  proofBasis: "the owner has the find only if he comes with sufficient proof within the year and a day",
  lateHalf:
    "The claim of {date} came after the last day of the year and a day, {last}: too late. The salvor keeps half and the king has half (dl-vrag/19).",
  late: "The claim of {date} came after the last day of the year and a day, {last}: too late. The find has fallen to the king (dl-vrag/16); the finder keeps his third.",
  notSufficient: "The proof brought on {date} was not found sufficient, so it does not give the owner the find.",
  notSufficientYet:
    "The proof brought on {date} was not found sufficient, so it does not give the owner the find; he may still come with sufficient proof by {last}.",
});

/** What the owner pays for a find of the third (15), in words. */
function thirdPrice(c: FindCase, value: Money | undefined, s: Standing, ctx: RuleContext): string {
  return say.forPrice({
    price: value ? redemptionPrice(c, value.times(THIRD), s.chosen, ctx) : say.thirdOnceValued(),
  });
}

// ---------------------------------------------------------------------------
// A claim in time, its proof not yet judged (15, 16, 19)

/**
 * The owner came in time and his proof is still to be judged: neither the escheat
 * of 16 nor the halves of 19 are made, and nothing of the value is divided. The
 * finder's third (14, 18) is paid at once whatever becomes of the find.
 */
export function keptForTheClaimant(s: Standing, value: Money | undefined, ctx: RuleContext, out: Out): Plan {
  const c = s.c;
  const owner = ownerParty(c);
  const half = s.share.regime === "half";
  const cite = half ? [at(19)] : [at(15), at(16)];
  if (!half) {
    if (value) payTheFinder(s, value.times(THIRD), out);
    else thirdOfUnknownValue(s, out);
  }
  const price = half ? wreckPrice(c, value, s.chosen, ctx) : thirdPrice(c, value, s, ctx);
  const last = s.period.lastDay ? formatDate(s.period.lastDay) : say.lastDayOfPeriod();
  const otherwise = half
    ? s.over
      ? say.makeHalvesNow()
      : say.makeHalvesThen({ last })
    : s.over
      ? say.sendOnNow()
      : say.sendOnThen({ last });
  out.must(
    c.officer.id,
    say.keepFor({ item: itemWords(c), owner: owner.name, date: String(c.facts.claim?.date), price, otherwise }),
    undefined,
    ...cite,
  );
  if (half && s.chosen.custody === "half-kept") {
    out.must(
      recipientParty(s.share).id,
      say.holdHalf({ owner: owner.name, q: q(ctx, "open_sea_custody") }),
      undefined,
      at(19),
    );
  }
  out.steps.push(note(half ? say.noHalvesYet() : say.notFallenYet(), cite));
  return {
    lines: undefined,
    situation: say.keptSituation({ date: String(c.facts.claim?.date), provisions: cite.join(", ") }),
  };
}

// ---------------------------------------------------------------------------
// The owner's choice while the year and a day runs (15, 19)

export function ownersOption(s: Standing, value: Money | undefined, ctx: RuleContext, out: Out): void {
  const c = s.c;
  const owner = ownerParty(c);
  const last = s.period.lastDay;
  const by = last ? formatDate(last) : say.lastDayOfPeriod();
  const half = s.share.regime === "half";
  const price = half ? wreckPrice(c, value, s.chosen, ctx) : thirdPrice(c, value, s, ctx);
  out.options.push({
    holder: owner.id,
    choices: [say.come({ by, item: itemWords(c), price }), half ? say.stayAwayHalf() : say.stayAway()],
    ...(last ? { deadline: formatDate(last) } : {}),
    lapse: half
      ? say.lapseHalf({ day: dayAfter(s), provision: at(19) })
      : say.lapse({ day: dayAfter(s), provision: at(16) }),
    provisions: half ? [at(19)] : [at(15), at(16)],
  });
}

function agentNote(c: FindCase, out: Out): void {
  const cl = c.facts.claim as FindClaim;
  const agent = c.people.get(cl.claimant);
  out.warn(say.agent({ agent: agent ? nameOf(agent) : cl.claimant }), at(15), at(9));
}

export function proofAssessment(c: FindCase, provisions: string[]): Assessment {
  const cl = c.facts.claim as FindClaim;
  const claimant = c.people.get(cl.claimant);
  return {
    what: say.proofWhat({ date: cl.date, claimant: claimant ? nameOf(claimant) : cl.claimant }),
    by: say.proofBy(),
    basis: say.proofBasis(),
    status: "needed",
    provisions,
  };
}

/** What the claim comes to: a warning when late or not proved, the assessment when not yet judged. */
export function claimConsequences(s: Standing, out: Out): void {
  const c = s.c;
  const cl = c.facts.claim;
  if (!cl) return;
  const cite = s.share.regime === "half" ? [at(19)] : [at(15), at(16)];
  const last = s.period.lastDay ? formatDate(s.period.lastDay) : "";
  if (cl.owner !== undefined && cl.owner !== cl.claimant) agentNote(c, out);
  if (s.timing === "late") {
    out.warn((s.share.regime === "half" ? say.lateHalf : say.late)({ date: cl.date, last }), ...cite);
    return;
  }
  if (cl.proof_sufficient === undefined)
    out.assess(proofAssessment(c, s.share.regime === "half" ? [at(19)] : [at(15)]));
  if (cl.proof_sufficient === false) {
    out.warn(
      last && !s.over ? say.notSufficientYet({ date: cl.date, last }) : say.notSufficient({ date: cl.date }),
      ...cite,
    );
  }
}
