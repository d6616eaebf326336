/** dl-vrag/23: the crew's wages only out of what is salvaged (Q-V16). */

import type { Allocation, Fund, RuleContext, SalvagePerson, Step } from "./kit.js";
import { at, evaluateOwn, is, Money, nameOf, note, phrases, rule, section, split, TIE_BREAK_RULE } from "./kit.js";
import { type Division, type Findings, money, moneyMax, none, type ShipwreckCase, total } from "./salvage-common.js";
import { type RewardDivision, roleOf } from "./salvage-sharing.js";

const say = phrases("dl-vrag/23", {
  shared: "the net salvage, {net}, shared in proportion to the wages owed (Q-V16 R2)",
  short: "the net salvage, {net}, does not cover the {owed} owed: nothing of their wages (Q-V16 R1)",
  covers: "the net salvage, {net}, covers the {owed} owed: their wages in full",
  asStated: "the costs of salvage as stated",
  rewardToFix: "the salvage reward is still to be fixed",
  noRewardNoCosts: "no reward is owed and no costs are stated",
  theReward: "the salvage reward; no other costs are stated (salvage_costs)",
  notKnown: "not known",
  reckoning:
    "What was salvaged of ship and goods: {saved}; the costs of salvage: {costs} ({why}); the net salvage: {net}.",
  shipValueWhat: "The value of what was saved of the ship",
  costsWhat: "The costs of salvage",
  costsBy: "{assessor} (the reward), and the accounts of the salvage",
  basis:
    "dl-vrag/23 measures the crew's outstanding wages ({owed}) against what is salvaged of ship and goods after the costs of salvage",
  lessThanWages:
    "What was salvaged ({saved}) is less than the wages owed ({owed}) before any costs: whatever the costs, the net salvage falls short (dl-vrag/23).",
  section: "The crew's wages",
  includesReward:
    "The salvage reward is still to be fixed (dl-vrag/6); the costs of salvage stated ({costs}) are taken to include it. If they do not, the net salvage is smaller.",
  rounding: "Rounding: {how} Units left over and handed out so: {left}.",
  owed: "owed {owed}: {reason}",
  fundLabel: "The crew's outstanding wages they may claim out of the salvage",
  liability: "outstanding wages out of the salvage, for the ship's owners (exactly {exact}): {reason}",
  nothing: "{names} have nothing of their outstanding wages to claim: {reason}",
  second:
    "The allocations divide the salvage reward; the crew's wages out of the salvage are given as liabilities, and their fund is listed second.",
});

// ---------------------------------------------------------------------------
// dl-vrag/23: the crew's wages only out of what is salvaged (Q-V16)

interface Seaman {
  readonly person: SalvagePerson;
  readonly owed: Money;
}

interface WagesCase {
  readonly c: ShipwreckCase;
  readonly seamen: readonly Seaman[];
  readonly owed: Money;
  /** What was salvaged of ship and goods, when known. */
  readonly saved: Money | undefined;
  /** The costs of salvage, when known. */
  readonly costs: Money | undefined;
  readonly net: Money | undefined;
}

interface Wages {
  /** What the crew together may claim out of the salvage. */
  readonly fund: Money;
  readonly reason: string;
  readonly full: boolean;
}

const netSalvageFallsShort = rule<WagesCase, Wages>({
  id: "dl-vrag/23#short",
  label:
    "if not so much is salvaged of ship and goods that, after the costs of salvage, it covers the crew's outstanding wages, they have nothing of those wages to claim",
  provisions: [at(23)],
  readings: ["wages_shortfall"],
  when: (w) => w.net !== undefined && w.net.cmp(w.owed) < 0,
  gives: (w, ctx) =>
    is(ctx, "wages_shortfall", "R2")
      ? {
          fund: w.net as Money,
          full: false,
          reason: say.shared({ net: (w.net as Money).format() }),
        }
      : {
          fund: Money.zero(w.c.currency),
          full: false,
          reason: say.short({ net: (w.net as Money).format(), owed: w.owed.format() }),
        },
  show: (v) => v.reason,
});

const wagesOutOfTheSalvage = rule<WagesCase, Wages>({
  id: "dl-vrag/23#covered",
  label:
    "the crew have their outstanding wages out of what is salvaged of ship and goods, after the costs of salvage (dl-vrag/23 read the other way)",
  provisions: [at(23)],
  when: (w) => w.net !== undefined,
  gives: (w) => ({
    fund: w.owed,
    full: true,
    reason: say.covers({ net: (w.net as Money).format(), owed: w.owed.format() }),
  }),
  facts: (w) => ({
    saved: w.saved?.format() ?? null,
    costs: w.costs?.format() ?? null,
    net: w.net?.format() ?? null,
    wages_owed: w.owed.format(),
  }),
  show: (v) => v.reason,
  exceptions: [netSalvageFallsShort],
});

/** The costs of salvage: as stated, or the reward in force when nothing else is stated. */
function costsOfSalvage(c: ShipwreckCase, reward: RewardDivision["cost"]): { costs: Money | undefined; why: string } {
  if (c.facts.salvage_costs !== undefined) {
    return { costs: money(c.facts.salvage_costs, "facts.salvage_costs"), why: say.asStated() };
  }
  if (reward === "unknown") return { costs: undefined, why: say.rewardToFix() };
  if (reward === undefined) return { costs: Money.zero(c.currency), why: say.noRewardNoCosts() };
  return { costs: reward, why: say.theReward() };
}

interface WagesResult {
  readonly findings: Findings;
  readonly division: Division | undefined;
}

function wagesCase(c: ShipwreckCase, reward: RewardDivision["cost"]): { w: WagesCase; why: string } {
  const seamen = c.wreck.wages_owed.map((x, i) => ({
    person: c.person(x.person),
    owed: money(x.amount, `facts.shipwreck.wages_owed[${i}].amount`),
  }));
  const owed = total(
    c.currency,
    seamen.map((s) => s.owed),
  );
  const ship = c.shipValue();
  const saved = ship === undefined ? undefined : ship.add(c.cargoValue(c.wreck.cargo));
  const { costs, why } = costsOfSalvage(c, reward);
  const net =
    saved !== undefined && costs !== undefined ? moneyMax(saved.sub(costs), Money.zero(c.currency)) : undefined;
  return { w: { c, seamen, owed, saved, costs, net }, why };
}

export function wages(c: ShipwreckCase, reward: RewardDivision["cost"], ctx: RuleContext): WagesResult {
  const out = none();
  if (c.wreck.wages_owed.length === 0) return { findings: out, division: undefined };
  const { w, why } = wagesCase(c, reward);
  const o = evaluateOwn(wagesOutOfTheSalvage, w, ctx);
  const steps: Step[] = [
    note(
      say.reckoning({
        saved: w.saved?.format() ?? say.notKnown(),
        costs: w.costs?.format() ?? say.notKnown(),
        why,
        net: w.net?.format() ?? say.notKnown(),
      }),
      [at(23)],
    ),
    o.step,
  ];
  if (!o.applied) {
    const shortAnyway = w.saved !== undefined && w.saved.cmp(w.owed) < 0;
    out.assessments.push({
      what: w.saved === undefined ? say.shipValueWhat() : say.costsWhat(),
      by: w.saved === undefined ? c.assessor() : say.costsBy({ assessor: c.assessor() }),
      basis: say.basis({ owed: w.owed.format() }),
      status: "needed",
      provisions: [at(23)],
    });
    if (shortAnyway) {
      out.warnings.push({
        message: say.lessThanWages({ saved: (w.saved as Money).format(), owed: w.owed.format() }),
        provisions: [at(23)],
      });
    }
    out.steps.push(section(say.section(), [at(23)], steps));
    return { findings: out, division: undefined };
  }
  if (reward === "unknown" && c.facts.salvage_costs !== undefined) {
    out.warnings.push({
      message: say.includesReward({ costs: (w.costs as Money).format() }),
      provisions: [at(6), at(23)],
    });
  }
  const result = o.value as Wages;
  const s = split(
    result.fund,
    w.seamen.map((m) => ({ key: m.person.id, weight: m.owed.minor })),
  );
  steps.push(note(say.rounding({ how: TIE_BREAK_RULE, left: String(s.leftOverUnits) })));
  const allocations = w.seamen.map((m) => {
    const line = s.lines.find((l) => l.key === m.person.id);
    const reason = say.owed({ owed: m.owed.format(), reason: result.reason });
    return {
      id: m.person.id,
      name: nameOf(m.person),
      role: roleOf(m.person, c),
      basis: [],
      fraction: line ? line.fraction.toString() : "0",
      exact: (line?.exact ?? Money.zero(c.currency)).toJSON(),
      rounded: (line?.rounded ?? Money.zero(c.currency)).toJSON(),
      roundedUp: line?.roundedUp ?? false,
      reason,
      provisions: [at(23)],
    } satisfies Allocation;
  });
  const fund: Fund = {
    label: say.fundLabel(),
    amount: result.fund.toJSON(),
    provisions: [at(23)],
    rounding: TIE_BREAK_RULE,
  };
  out.steps.push(section(say.section(), [at(23)], steps, result.reason));
  return { findings: out, division: { fund, allocations } };
}

/** The wages as liabilities, when the reward is the division the allocations show. */
export function wagesAsLiabilities(c: ShipwreckCase, r: WagesResult): Findings {
  const out = none();
  if (!r.division) return out;
  const owed = r.division.allocations.filter((a) => a.exact.minor !== "0");
  for (const a of owed) {
    out.liabilities.push({
      from: c.skipper.id,
      to: a.id,
      amount: a.rounded,
      description: say.liability({ exact: a.exact.text, reason: a.reason }),
      provisions: [at(23)],
    });
  }
  const nothing = r.division.allocations.filter((a) => a.exact.minor === "0");
  if (nothing.length > 0) {
    out.warnings.push({
      message: say.nothing({ names: nothing.map((a) => a.name).join(", "), reason: String(nothing[0]?.reason) }),
      provisions: [at(23)],
    });
  }
  out.steps.push(note(say.second(), [at(6), at(23)]));
  return out;
}
