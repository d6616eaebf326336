/**
 * dl-vrag/14, 15, 18, 19: the division of the find's value into exact shares — a
 * third, a half, or kept for a claimant whose proof is still to be judged — and the
 * owner's choice while the year and a day runs.
 */

import type { FindClaim } from "../../cases/kinds/find.js";
import { addDays, formatDate } from "../../core/calendar.js";
import type { Allocation, Assessment, Fund, PartyRef } from "../../core/determination.js";
import { CaseError } from "../../core/errors.js";
import { note, type Step } from "../../core/explain.js";
import { Money } from "../../core/money.js";
import type { RuleContext } from "../../core/rule.js";
import { split, TIE_BREAK_RULE } from "../../core/split.js";
import type { Outcome15, Standing } from "./find-claim.js";
import {
  date,
  type FindCase,
  HALF,
  itemWords,
  KING,
  type Line,
  type Out,
  ownerParty,
  recipientParty,
  THIRD,
} from "./find-common.js";
import { at, nameOf, q, reading } from "./kit.js";

// ---------------------------------------------------------------------------
// The division of the value (the fund) into exact shares

/** One line per party: a finder who is also the owner has both his shares in one. */
function merged(lines: readonly Line[]): Line[] {
  const out = new Map<string, Line>();
  for (const l of lines) {
    const had = out.get(l.party.id);
    out.set(
      l.party.id,
      had
        ? {
            party: { ...had.party, role: `${had.party.role}, and ${l.party.role}` },
            amount: had.amount.add(l.amount),
            reason: `${had.reason}; and ${l.reason}`,
            provisions: [...new Set([...had.provisions, ...l.provisions])],
          }
        : l,
    );
  }
  return [...out.values()];
}

export function divide(value: Money, all: readonly Line[], label: string, provisions: string[]) {
  const lines = merged(all);
  const sum = lines.reduce((s, l) => s.add(l.amount), Money.zero(value.currency));
  if (!sum.eq(value)) throw new Error(`internal: the shares add up to ${sum.format()}, not ${value.format()}`);
  const s = split(
    value,
    lines.map((l) => ({ key: l.party.id, weight: l.amount.minor })),
  );
  const allocations: Allocation[] = lines.map((l, i) => {
    const line = s.lines[i] as (typeof s.lines)[number];
    const fraction = line.fraction.toString();
    return {
      id: l.party.id,
      name: l.party.name,
      role: l.party.role,
      basis: [{ parts: fraction, reason: l.reason, provisions: l.provisions.slice() }],
      fraction,
      exact: line.exact.toJSON(),
      rounded: line.rounded.toJSON(),
      roundedUp: line.roundedUp,
      reason: `${l.reason} (${l.provisions.join(", ")})`,
      provisions: l.provisions.slice(),
    };
  });
  const fund: Fund = { label, amount: value.toJSON(), provisions, rounding: TIE_BREAK_RULE };
  const step: Step = {
    label: `${label}: ${value.format()}, divided exactly and rounded to the ${value.currency.units.at(-1)?.name ?? "smallest unit"} with the total kept`,
    provisions,
    status: "applied",
    value: Object.fromEntries(allocations.map((a) => [a.id, a.exact.text])),
  };
  return { fund, allocations, step };
}

/** The shares of the value for one outcome, and the situation in words (no lines: a figure is still to be assessed). */
export interface Plan {
  readonly lines: Line[] | undefined;
  readonly situation: string;
}

function prospective(s: Standing): string {
  const last = s.period.lastDay;
  return last
    ? `on ${formatDate(addDays(last, 1))}, unless the owner comes with sufficient proof by ${formatDate(last)}`
    : "once the year and a day has run out, unless the owner comes with sufficient proof in time";
}

// -- A third (14, 18) -------------------------------------------------------

export function thirdPlan(s: Standing, outcome: Outcome15, value: Money, ctx: RuleContext, out: Out): Plan {
  const c = s.c;
  const third = value.times(THIRD);
  const finder: Line = {
    party: recipientParty(s.share),
    amount: third,
    reason: `${s.share.words}, paid at once by the king's officer and kept whatever becomes of the find`,
    provisions: [s.share.provision],
  };
  const officer = c.officer.id;
  payTheFinder(s, third, out);
  if (outcome === "owner") {
    const owner = ownerParty(c);
    redemption(s, owner, third, undefined, ctx, out, [at(15)]);
    out.must(officer, `hand ${itemWords(c)} over to ${owner.name} once he has paid`, undefined, at(15));
    return {
      lines: [
        finder,
        {
          party: owner,
          amount: value.sub(third),
          reason: `the find, less the third he pays back as the same salvage reward: he came in time with sufficient proof`,
          provisions: [at(15)],
        },
      ],
      situation: `the owner redeems it in time (${at(15)})`,
    };
  }
  const sendOn =
    outcome === "king"
      ? "send it on to the king's amtmand"
      : `from ${dayAfter(s)}, if no owner has come: send it on to the king's amtmand`;
  out.must(officer, sendOn, undefined, at(16));
  // The officer's costs fall on the king's part, as on the open sea (Q-V17 R1):
  // the owner who comes pays them 'med al anvendte bekostning' (15); when none
  // comes 'da er samme gods faldet til kongen' (16), and what was laid out on the
  // goods was laid out on the king's. The finder's third, paid 'straks', stays whole.
  const kingsPart = value.sub(third);
  const costs = c.costs && !c.costs.minor.isZero() ? c.costs : undefined;
  if (costs) {
    out.owe(
      KING.id,
      officer,
      costs,
      "the officer's costs of keeping the find, out of the king's part: dl-vrag/15 puts 'al anvendte bekostning' on the owner who redeems, and when none comes the goods and what was laid out on them are the king's (as Q-V17 R1 reads dl-vrag/19)",
      at(15),
      at(16),
    );
    if (costs.cmp(kingsPart) > 0) {
      out.warn(
        `The officer's costs, ${costs.format()}, are more than the king's part, ${kingsPart.format()}; the text does not say who bears the rest.`,
        at(16),
      );
    }
  }
  const net = costs ? `, ${kingsPart.sub(costs).format()} net of the officer's costs of ${costs.format()}` : "";
  const king: Line = {
    party: KING,
    amount: kingsPart,
    reason:
      outcome === "king"
        ? `the find, less the finder's third${net}: no owner came within the year and a day, so it has fallen to the king`
        : `the find, less the finder's third${net}: it falls to the king ${prospective(s)}`,
    provisions: [at(16)],
  };
  return {
    lines: [finder, king],
    situation: outcome === "king" ? `it has fallen to the king (${at(16)})` : `it lies a year and a day (${at(14)})`,
  };
}

function payTheFinder(s: Standing, third: Money, out: Out): void {
  const c = s.c;
  const who = recipientParty(s.share);
  const delivered = c.facts.delivered;
  const likewise = s.share.provision === at(18) ? " ('udi lige måder' as dl-vrag/14, which says 'straks')" : "";
  const when = `${delivered ? "at once, on delivery" : "at once, when it is handed over"}${likewise}`;
  out.owe(c.officer.id, who.id, third, `${s.share.words}, ${when}${roundedNote(third)}`, s.share.provision);
  out.must(
    c.officer.id,
    `pay ${who.name} a third of the value at once: ${third.format()}`,
    delivered ? date(delivered.date, "facts.delivered.date") : undefined,
    s.share.provision,
  );
}

/** The value is still to be fixed: the third is owed all the same, as a share and not yet a figure. */
export function thirdOfUnknownValue(s: Standing, out: Out): void {
  const who = recipientParty(s.share);
  const delivered = s.c.facts.delivered;
  out.owe(s.c.officer.id, who.id, undefined, `${s.share.words}, once the value is fixed`, s.share.provision);
  out.must(
    s.c.officer.id,
    `pay ${who.name} a third of the value at once, once it is fixed`,
    delivered ? date(delivered.date, "facts.delivered.date") : undefined,
    s.share.provision,
  );
}

function roundedNote(m: Money): string {
  return m.isWhole() ? "" : ` (not a whole ${m.currency.units.at(-1)?.name}: paid as the rounded share below)`;
}

function dayAfter(s: Standing): string {
  const last = s.period.lastDay;
  return last ? formatDate(addDays(last, 1)) : "the day after the year and a day";
}

/** What the owner pays to redeem (15, Q-V10): the reward, and the costs on top or within. */
function redemption(
  s: Standing,
  owner: PartyRef,
  reward: Money,
  toSalvor: Money | undefined,
  ctx: RuleContext,
  out: Out,
  provisions: string[],
): void {
  const c = s.c;
  out.owe(
    owner.id,
    c.officer.id,
    reward,
    `the same salvage reward the finder had (${q(ctx, "redemption_price")})`,
    ...provisions,
  );
  if (reading(ctx, "redemption_price") === "R1") {
    out.owe(
      owner.id,
      c.officer.id,
      c.costs,
      costsWords(c, "all the costs laid out, on top of the reward (Q-V10 R1)"),
      ...provisions,
    );
  } else if (c.costs && !c.costs.minor.isZero()) {
    out.warn(
      `Under Q-V10 R2 the reward of ${reward.format()} includes the costs, so the owner pays nothing more; the officer's costs of ${c.costs.format()} are not recovered, and the text does not say who bears them.`,
      ...provisions,
    );
  }
  if (toSalvor)
    out.owe(
      c.officer.id,
      recipientParty(s.share).id,
      toSalvor,
      "his salvage reward, out of what the owner pays",
      ...provisions,
    );
}

function costsWords(c: FindCase, words: string): string {
  return c.costs ? words : `${words}; the case gives no costs`;
}

function redemptionPrice(c: FindCase, reward: Money, ctx: RuleContext): string {
  if (reading(ctx, "redemption_price") === "R2")
    return `${reward.format()}, the costs included (${q(ctx, "redemption_price")})`;
  if (!c.costs)
    return `${reward.format()} plus all the costs laid out (the case gives none) (${q(ctx, "redemption_price")})`;
  return `${reward.format()} plus all the costs laid out, ${c.costs.format()}: ${reward.add(c.costs).format()} (${q(ctx, "redemption_price")})`;
}

// -- A half (19) ------------------------------------------------------------

export function halfPlan(s: Standing, outcome: Outcome15, value: Money, ctx: RuleContext, out: Out): Plan {
  return outcome === "owner" ? ownerOfWreck(s, value, ctx, out) : kingsHalf(s, outcome, value, ctx, out);
}

/** No owner (yet): the salvor's half and the king's half, the costs per Q-V17. */
function kingsHalf(s: Standing, outcome: Outcome15, value: Money, ctx: RuleContext, out: Out): Plan {
  const c = s.c;
  const salvor = recipientParty(s.share);
  const costs = c.costs ?? Money.zero(value.currency);
  const code = reading(ctx, "open_sea_costs");
  const when = outcome === "king" ? "no owner came within the year and a day" : prospective(s);
  const lines: Line[] = [];
  let salvorAmount = value.times(HALF);
  let kingAmount = value.sub(salvorAmount);
  if (code === "R2") {
    if (costs.cmp(value) > 0) {
      throw new CaseError("case", [
        {
          path: "facts.costs",
          message: `the costs, ${costs.format()}, exceed the value, ${value.format()}`,
          expected: "costs no greater than the value",
        },
      ]);
    }
    salvorAmount = value.sub(costs).times(HALF);
    kingAmount = value.sub(costs).sub(salvorAmount);
    lines.push({
      party: { ...c.officer, role: "the king's officer, for the costs laid out" },
      amount: costs,
      reason: `the costs of keeping and handling the wreck, taken from the value before it is halved (${q(ctx, "open_sea_costs")})`,
      provisions: [at(19)],
    });
  }
  lines.unshift({
    party: salvor,
    amount: salvorAmount,
    reason: `half of ${code === "R2" ? "what is left after the costs" : "the wreck"}, as the one who salvaged it; ${when}`,
    provisions: [at(19)],
  });
  const net =
    code === "R1" && c.costs && !c.costs.minor.isZero()
      ? `, ${kingAmount.sub(c.costs).format()} net of the officer's costs of ${c.costs.format()} (${q(ctx, "open_sea_costs")})`
      : "";
  lines.push({
    party: KING,
    amount: kingAmount,
    reason: `the king's half${net}; ${when}`,
    provisions: [at(19), at(16)],
  });
  if (code === "R1" && c.costs && c.costs.cmp(kingAmount) > 0) {
    out.warn(
      `The officer's costs, ${c.costs.format()}, are more than the king's half, ${kingAmount.format()}; the text does not say who bears the rest.`,
      at(19),
    );
  }
  if (code === "R1") {
    out.owe(
      KING.id,
      c.officer.id,
      c.costs,
      costsWords(c, `the officer's costs, out of the king's half (${q(ctx, "open_sea_costs")})`),
      at(19),
    );
  } else if (code === "R3") {
    out.assess({
      what: `Who bears the officer's costs${c.costs ? ` of ${c.costs.format()}` : ""} of keeping and handling the wreck`,
      by: "not named by the text: settled outside these rules",
      basis: `dl-vrag/19 says nothing of costs (${q(ctx, "open_sea_costs")})`,
      provisions: [at(19)],
    });
  }
  if (c.costs === undefined)
    out.warn("The case gives no costs of keeping the wreck; the halves are reckoned as if none were laid out.", at(19));
  custody(s, salvor, salvorAmount, outcome, ctx, out);
  return {
    lines,
    situation:
      outcome === "king"
        ? `no owner came within the year and a day: half to the salvor, half to the king`
        : `it lies a year and a day; then, if no owner comes, half to the salvor and half to the king`,
  };
}

/** Q-V12: the salvor keeps his half at once, or delivers all and has his half after the year and a day. */
function custody(s: Standing, salvor: PartyRef, half: Money, outcome: Outcome15, ctx: RuleContext, out: Out): void {
  const c = s.c;
  if (reading(ctx, "open_sea_custody") === "R2") {
    out.steps.push(
      note(`The salvor keeps his half at once and answers for it if the owner comes (${q(ctx, "open_sea_custody")})`, [
        at(19),
      ]),
    );
    return;
  }
  const when =
    outcome === "king" ? "now that the year and a day has run out" : `from ${dayAfter(s)}, if no owner has come`;
  out.owe(c.officer.id, salvor.id, half, `his half, ${when} (${q(ctx, "open_sea_custody")})`, at(19));
  out.must(
    c.officer.id,
    `${when}: make the halves, give ${salvor.name} his half and send the king's half on to the king's amtmand`,
    undefined,
    at(19),
    at(16),
  );
}

/** What the salvor of wreck from the open sea has when the owner comes in time (Q-V11). */
interface SalvorsReward {
  readonly reward: Money | undefined;
  readonly words: string;
}

function salvorsReward(c: FindCase, value: Money, ctx: RuleContext, out: Out): SalvorsReward {
  const code = reading(ctx, "open_sea_owner");
  const why = q(ctx, "open_sea_owner");
  if (code === "R3") {
    return {
      reward: value.times(HALF),
      words: `his half, which he keeps: only the king's half goes back to the owner (${why})`,
    };
  }
  if (code === "R1") return { reward: value.times(THIRD), words: `a third of its value, as in dl-vrag/15 (${why})` };
  const reward = c.facts.salvage_reward_assessed;
  if (!reward) out.assess(assessedReward());
  else if (reward.cmp(value) > 0) {
    throw new CaseError("case", [
      {
        path: "facts.salvage_reward_assessed",
        message: `the reward, ${reward.format()}, exceeds the value, ${value.format()}`,
      },
    ]);
  }
  return { reward, words: `the due salvage reward as assessed (${why})` };
}

/** Q-V11 R3: the salvor keeps his half, and the king's half goes back to the owner for nothing. */
function kingsHalfBack(s: Standing, owner: PartyRef, half: Money, ctx: RuleContext, out: Out): void {
  const c = s.c;
  const salvor = recipientParty(s.share);
  if (reading(ctx, "open_sea_custody") === "R1") {
    out.owe(c.officer.id, salvor.id, half, `his half (${q(ctx, "open_sea_owner")})`, at(19));
  }
  out.must(c.officer.id, `hand the king's half over to ${owner.name}`, undefined, at(19));
  if (c.costs && !c.costs.minor.isZero()) {
    out.warn(
      `The owner takes back the king's half and pays nothing (${q(ctx, "open_sea_owner")}); the text does not say who bears the officer's costs of ${c.costs.format()}.`,
      at(19),
    );
  }
}

/** Q-V11 R1 or R2: the owner has the whole wreck and pays the salvor's reward and the costs through the officer. */
function wreckRedeemed(s: Standing, owner: PartyRef, reward: Money | undefined, ctx: RuleContext, out: Out): void {
  const c = s.c;
  const salvor = recipientParty(s.share);
  if (reward && reading(ctx, "open_sea_owner") === "R1")
    redemption(s, owner, reward, reward, ctx, out, [at(19), at(15)]);
  else if (reward) {
    out.owe(owner.id, c.officer.id, reward, `the due salvage reward as assessed (${q(ctx, "open_sea_owner")})`, at(19));
    out.owe(owner.id, c.officer.id, c.costs, costsWords(c, "the costs laid out"), at(19));
    out.owe(c.officer.id, salvor.id, reward, "his salvage reward, out of what the owner pays", at(19));
  }
  out.must(c.officer.id, `hand ${itemWords(c)} over to ${owner.name} once he has paid`, undefined, at(19));
  if (reading(ctx, "open_sea_custody") === "R2") {
    out.must(
      salvor.id,
      `give up to ${owner.name} the half he kept at once (${q(ctx, "open_sea_custody")})`,
      undefined,
      at(19),
    );
  }
}

/** The owner comes in time for wreck from the open sea: 'unless the rightful owner comes' (19, Q-V11). */
function ownerOfWreck(s: Standing, value: Money, ctx: RuleContext, out: Out): Plan {
  const owner = ownerParty(s.c);
  const { reward, words } = salvorsReward(s.c, value, ctx, out);
  const keepsHalf = reading(ctx, "open_sea_owner") === "R3";
  if (keepsHalf) kingsHalfBack(s, owner, reward as Money, ctx, out);
  else wreckRedeemed(s, owner, reward, ctx, out);
  const situation = `the owner comes in time (${at(19)}; ${q(ctx, "open_sea_owner")})`;
  if (!reward) return { lines: undefined, situation };
  return {
    lines: [
      { party: recipientParty(s.share), amount: reward, reason: words, provisions: [at(19)] },
      {
        party: owner,
        amount: value.sub(reward),
        reason: keepsHalf
          ? "the king's half, which goes back to him: he came in time with sufficient proof"
          : "the wreck, less the salvor's reward: he came in time with sufficient proof",
        provisions: [at(19)],
      },
    ],
    situation,
  };
}

function assessedReward(): Assessment {
  return {
    what: "The due salvage reward the owner pays the salvor of wreck from the open sea",
    by: "the amtmand with the best men of the district, or the burgomaster and council off a market town (as in dl-vrag/6)",
    basis:
      "Q-V11 R2: an assessed reward, as in dl-vrag/6 and /9, according to the circumstances and the value of the goods; give it as facts.salvage_reward_assessed",
    status: "needed",
    provisions: [at(19)],
  };
}

// -- A claim in time, its proof not yet judged (15, 16, 19) -----------------

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
  const price = half
    ? wreckPrice(c, value, ctx)
    : `for ${value ? redemptionPrice(c, value.times(THIRD), ctx) : "a third of its value, once valued, and the costs as Q-V10 reads them"}`;
  const last = s.period.lastDay ? formatDate(s.period.lastDay) : "the last day of the year and a day";
  const otherwise = half
    ? s.over
      ? "make the halves: half to the salvor, and send the king's half on to the king's amtmand"
      : `if no owner has come with sufficient proof by ${last}, make the halves then`
    : s.over
      ? "send it on to the king's amtmand"
      : `if no owner has come with sufficient proof by ${last}, send it on to the king's amtmand then`;
  out.must(
    c.officer.id,
    `keep ${itemWords(c)} for ${owner.name} while the proof he brought on ${c.facts.claim?.date} is judged: if it is found sufficient, he has it ${price}; if it is not, ${otherwise}`,
    undefined,
    ...cite,
  );
  if (half && reading(ctx, "open_sea_custody") === "R2") {
    out.must(
      recipientParty(s.share).id,
      `hold the half he kept at once while the claim is judged, and give it up to ${owner.name} if the proof is found sufficient (${q(ctx, "open_sea_custody")})`,
      undefined,
      at(19),
    );
  }
  out.steps.push(
    note(
      half
        ? "dl-vrag/19 halves the wreck 'uden så er, at rette ejer kommer inden år og dag': the owner came within the year and a day, so no halves are made while his claim stands"
        : "dl-vrag/16 gives the find to the king 'Kommer der og ingen' — if no one comes: the owner came within the year and a day, so it has not fallen to the king while his claim stands",
      cite,
    ),
  );
  return {
    lines: undefined,
    situation: `a claim came in time on ${c.facts.claim?.date} and its proof is still to be judged: it is kept for its owner (${cite.join(", ")})`,
  };
}

// ---------------------------------------------------------------------------
// The owner's choice while the year and a day runs (15, 19)

export function ownersOption(s: Standing, value: Money | undefined, ctx: RuleContext, out: Out): void {
  const c = s.c;
  const owner = ownerParty(c);
  const last = s.period.lastDay;
  const by = last ? formatDate(last) : "the last day of the year and a day";
  const half = s.share.regime === "half";
  const price = half
    ? wreckPrice(c, value, ctx)
    : `for ${value ? redemptionPrice(c, value.times(THIRD), ctx) : "a third of its value, once valued, and the costs as Q-V10 reads them"}`;
  out.options.push({
    holder: owner.id,
    choices: [
      `come with sufficient proof by ${by} and have ${itemWords(c)} ${price}`,
      half ? "stay away: the salvor keeps half and the king has half" : "stay away: it falls to the king",
    ],
    ...(last ? { deadline: formatDate(last) } : {}),
    lapse: half
      ? `from ${dayAfter(s)} the salvor keeps half and the king has half (${at(19)})`
      : `from ${dayAfter(s)} it has fallen to the king and is sent to the king's amtmand; the finder keeps his third (${at(16)})`,
    provisions: half ? [at(19)] : [at(15), at(16)],
  });
}

function wreckPrice(c: FindCase, value: Money | undefined, ctx: RuleContext): string {
  const code = reading(ctx, "open_sea_owner");
  if (code === "R3")
    return `back, the king's half of it, paying nothing; the salvor keeps his half (${q(ctx, "open_sea_owner")})`;
  if (code === "R2")
    return `for a due salvage reward assessed as in dl-vrag/6, with the costs (${q(ctx, "open_sea_owner")})`;
  const price = value
    ? redemptionPrice(c, value.times(THIRD), ctx)
    : "a third of its value, once valued, and the costs";
  return `for ${price}, as in dl-vrag/15 (${q(ctx, "open_sea_owner")})`;
}

function agentNote(c: FindCase, out: Out): void {
  const cl = c.facts.claim as FindClaim;
  const agent = c.people.get(cl.claimant);
  out.warn(
    `${agent ? nameOf(agent) : cl.claimant} claims for the owner. dl-vrag/15 and /19 name only the rightful owner; the agent is taken to act in his name, as dl-vrag/9 allows ('eller hans fuldmægtig').`,
    at(15),
    at(9),
  );
}

export function proofAssessment(c: FindCase, provisions: string[]): Assessment {
  const cl = c.facts.claim as FindClaim;
  return {
    what: `Whether the proof brought on ${cl.date} by ${cl.claimant} that the find is the owner's is sufficient ('nøjagtig bevisning')`,
    by: "not named by the text: the king's officer who keeps the find receives the claim",
    basis: "the owner has the find only if he comes with sufficient proof within the year and a day",
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
    out.warn(
      `The claim of ${cl.date} came after the last day of the year and a day, ${last}: too late. ${s.share.regime === "half" ? "The salvor keeps half and the king has half (dl-vrag/19)." : "The find has fallen to the king (dl-vrag/16); the finder keeps his third."}`,
      ...cite,
    );
    return;
  }
  if (cl.proof_sufficient === undefined)
    out.assess(proofAssessment(c, s.share.regime === "half" ? [at(19)] : [at(15)]));
  if (cl.proof_sufficient === false) {
    out.warn(
      `The proof brought on ${cl.date} was not found sufficient, so it does not give the owner the find${last && !s.over ? `; he may still come with sufficient proof by ${last}` : ""}.`,
      ...cite,
    );
  }
}
