/**
 * dl-vrag/2, 6, 7: the salvage reward shared among those who salvaged, as those
 * who fix it divide it 'efter lejligheden' (Q-S06 R2) or in equal shares (R1);
 * what each has, exactly, with the total kept to the skilling.
 */

import type { Allocation, Currency, Fund, RuleContext, SalvagePerson, Split, Step } from "./kit.js";
import {
  at,
  CaseError,
  evaluateOwn,
  is,
  Money,
  nameOf,
  note,
  phrases,
  q,
  R,
  rule,
  split,
  TIE_BREAK_RULE,
} from "./kit.js";

import type { Claim } from "./salvage-claims.js";
import type { Division, Findings, Reward, ShipwreckCase } from "./salvage-common.js";
import { hasRole, money, none, shipName, total } from "./salvage-common.js";
import { NAMED_OFFICES } from "./salvage-duty.js";

const say = phrases("dl-vrag/6.sharing", {
  fixedBy: "Salvage reward fixed by {by}",
  bargained: "Salvage money bargained with the salvors",
  salvorsShare: "The salvors' {share} of the goods salvaged, by value",
  shareWorth:
    "The salvors' share of the goods is worth {exact}; it is divided by value to the whole {unit}, as {whole}.",
  skipperOf: "skipper of {ship}",
  ownerOf: "owner of {ship}",
  crewOf: "one of {ship}'s people",
  atHand: "seafarer at hand",
  merchant: "merchant, owner of goods saved",
  official: "official",
  helper: "helper in the salvage",
  named: "named in the case",
  comma: "{first}, {then}",
  dividedShare: "{reason}; {share} as {by} divided the reward (Q-S06 R2)",
  dividedNothing: "{reason}; nothing as {by} divided the reward (Q-S06 R2)",
  asDividedBy: "{label}, as divided by {by}",
  sharesNotUsedEqual: "The division given in salvage_money_shares is not used: the reward is shared equally ({q}).",
  sharesNotUsedOne:
    "The division given in salvage_money_shares is not used: one person alone has a claim to the reward.",
  sharedAsDivided: "{money} shared among the salvors as {by} divided it ('efter lejligheden'; Q-S06 R2)",
  asDivided: "as divided",
  eachWhat: "Each salvor's share of the {money} (Q-S06 R2): give it as facts.salvage_money_shares",
  eachBasis:
    "dl-vrag/6 leaves the reward of 'dem ... som bjerget have' to the assessors 'efter lejligheden', and gives no key for sharing it among those who salvaged",
  stillToGive:
    "the reward is shared among the salvors as those who fix it divide it (Q-S06 R2): the division is still to be given",
  assessment: "assessment",
  sharedEqually:
    "{money} shared equally among {n, plural, one {# salvor} other {# salvors}}: one share is {per}{n, plural, one {} other { (Q-S06 R1)}}",
  rounding: "Rounding: {how} Units left over and handed out so: {left} {units}.",
});

// ---------------------------------------------------------------------------
// The reward shared among the salvors (Q-S06)

export interface RewardDivision {
  readonly findings: Findings;
  readonly division: Division | undefined;
  /** What the reward costs, where known: for the net salvage of dl-vrag/23. */
  readonly cost: Money | undefined | "unknown";
}

/** The money the salvors divide, when the reward is a figure. */
export function rewardFund(
  c: ShipwreckCase,
  reward: Reward,
): { money: Money; label: string; warning?: string } | undefined {
  switch (reward.kind) {
    case "fixed":
      return { money: reward.amount, label: say.fixedBy({ by: reward.by }) };
    case "agreed_sum":
      return { money: reward.amount, label: say.bargained() };
    case "agreed_share": {
      const exact = c.cargoValue(c.wreck.cargo).times(reward.share);
      const whole = Money.ofMinor(c.currency, exact.minor.floor());
      return {
        money: whole,
        label: say.salvorsShare({ share: reward.share.toString() }),
        ...(whole.eq(exact)
          ? {}
          : {
              warning: say.shareWorth({
                exact: exact.format(),
                unit: String(c.currency.units.at(-1)?.name),
                whole: whole.format(),
              }),
            }),
      };
    }
    default:
      return undefined;
  }
}

function allocation(
  p: SalvagePerson,
  role: string,
  claim: Claim,
  line: Split["lines"][number] | undefined,
  currency: Currency,
): Allocation {
  const zero = Money.zero(currency).toJSON();
  return {
    id: p.id,
    name: nameOf(p),
    role,
    parts: String(claim.persons),
    basis:
      claim.persons > 0
        ? [{ parts: String(claim.persons), reason: claim.reason, provisions: [...claim.provisions] }]
        : [],
    fraction: line ? line.fraction.toString() : "0",
    exact: line ? line.exact.toJSON() : zero,
    rounded: line ? line.rounded.toJSON() : zero,
    roundedUp: line?.roundedUp ?? false,
    reason: claim.reason,
    provisions: [...claim.provisions],
  };
}

export function roleOf(p: SalvagePerson, c: ShipwreckCase): string {
  const words: string[] = [];
  const ship = { the: shipName(c.ship) };
  if (p.id === c.skipper.id) words.push(say.skipperOf({ ship }));
  if (c.ownsShip(p) && p.id !== c.skipper.id) words.push(say.ownerOf({ ship }));
  if (c.isCrew(p)) words.push(say.crewOf({ ship }));
  if (c.wreck.seafarers_at_hand.includes(p.id)) words.push(say.atHand());
  if (c.ownsGoods(p)) words.push(say.merchant());
  const office = (c.facts.help_asked ?? []).find((h) => h.person === p.id)?.office;
  if (office && office !== "other") words.push(NAMED_OFFICES[office]);
  else if (hasRole(p, "official")) words.push(say.official());
  if (words.length === 0) words.push(p.helped ? say.helper() : say.named());
  return words.reduce((first, then) => say.comma({ first, then }));
}

/**
 * The division those who fixed the reward made (Q-S06 R2, salvage_money_shares):
 * each share goes to one who has a claim, and the shares make up the whole fund.
 */
function assessorsDivision(
  c: ShipwreckCase,
  fund: { money: Money; label: string },
  claims: ReadonlyMap<string, Claim>,
  given: Readonly<Record<string, unknown>>,
  by: string,
): Division {
  const issues: { path: string; message: string; expected?: string }[] = [];
  const amounts = new Map<string, Money>();
  for (const [id, v] of Object.entries(given)) {
    const path = `facts.salvage_money_shares.${id}`;
    const m = money(v, path);
    const claim = claims.get(id);
    if (!claim || claim.persons === 0) {
      issues.push({
        path,
        message: `${c.name(id)} has no claim to the reward (${claim?.reason ?? "not one of those who salvaged"}), so no share of it can be his`,
        expected: "shares only for those who helped to salvage and have a claim",
      });
    }
    amounts.set(id, m);
  }
  const givenTotal = total(c.currency, [...amounts.values()]);
  if (issues.length === 0 && !givenTotal.eq(fund.money)) {
    issues.push({
      path: "facts.salvage_money_shares",
      message: `the shares come to ${givenTotal.format()}, not to the ${fund.money.format()} to be divided`,
      expected: "shares that add up to the reward",
    });
  }
  if (issues.length > 0) throw new CaseError("case", issues);
  const sharers = c.people.filter((p) => amounts.has(p.id));
  const s = split(
    fund.money,
    sharers.map((p) => ({ key: p.id, weight: (amounts.get(p.id) as Money).minor })),
  );
  const allocations = c.people.map((p) => {
    const claim = claims.get(p.id) as Claim;
    const share = amounts.get(p.id);
    const words =
      claim.persons > 0
        ? {
            ...claim,
            reason: share
              ? say.dividedShare({ reason: claim.reason, share: share.format(), by })
              : say.dividedNothing({ reason: claim.reason, by }),
          }
        : claim;
    return allocation(
      p,
      roleOf(p, c),
      words,
      s.lines.find((l) => l.key === p.id),
      c.currency,
    );
  });
  const fundOut: Fund = {
    label: say.asDividedBy({ label: fund.label, by }),
    amount: fund.money.toJSON(),
    provisions: [at(2), at(6), ...(fund.label.includes("bargain") || fund.label.includes("share of") ? [at(7)] : [])],
    rounding: TIE_BREAK_RULE,
  };
  return { fund: fundOut, allocations };
}

/** Share the reward among the claimants: as those who fix it divide it (Q-S06 R2, the default), or equally (R1). */
/** How the reward is shared among those who salvaged. */
type Sharing = "equal" | "by-assessors";

const sharedAsTheyDivide = rule<number, Sharing>({
  id: "dl-vrag/6#sharing-by-assessors",
  label:
    "the reward is shared among the salvors as those who fix it divide it: dl-vrag/6 leaves the reward to them 'efter lejligheden' and gives no key (Q-S06 R2)",
  provisions: [at(6)],
  readings: ["reward_sharing"],
  when: (persons, ctx) => persons > 1 && is(ctx, "reward_sharing", "R2"),
  gives: () => "by-assessors",
});

/** 2, 6: the reward is 'dem ... som bjerget have' — theirs who salvaged, one share each. */
const sharedEqually = rule<number, Sharing>({
  id: "dl-vrag/6#sharing",
  label: "the reward of those who salvaged ('dem ... som bjerget have') is shared among them in equal shares",
  provisions: [at(2), at(6)],
  gives: () => "equal",
  exceptions: [sharedAsTheyDivide],
});

export function shareTheReward(
  c: ShipwreckCase,
  fund: { money: Money; label: string },
  claims: ReadonlyMap<string, Claim>,
  by: string,
  ctx: RuleContext,
): { division: Division | undefined; findings: Findings } {
  const out = none();
  const persons = [...claims.values()].reduce((n, cl) => n + cl.persons, 0);
  if (persons === 0) return { division: undefined, findings: out };
  const sharing = evaluateOwn(sharedEqually, persons, ctx);
  const byAssessors = sharing.value === "by-assessors";
  /** The step of the sharing rule, told with this case's figures. */
  const told = (more: Partial<Step>): Step => ({ ...sharing.step, ...more });
  const given = c.facts.salvage_money_shares;
  if (given && !byAssessors) {
    out.warnings.push({
      message: persons > 1 ? say.sharesNotUsedEqual({ q: q(ctx, "reward_sharing") }) : say.sharesNotUsedOne(),
      provisions: [at(6)],
    });
  }
  if (byAssessors && given) {
    const division = assessorsDivision(c, fund, claims, given, by);
    out.steps.push(
      told({
        label: say.sharedAsDivided({ money: fund.money.format(), by }),
        facts: Object.fromEntries(
          Object.entries(given).map(([id, m]) => [id, money(m, `facts.salvage_money_shares.${id}`).format()]),
        ),
        value: say.asDivided(),
      }),
    );
    return { division, findings: out };
  }
  if (byAssessors) {
    out.assessments.push({
      what: say.eachWhat({ money: fund.money.format() }),
      by,
      basis: say.eachBasis(),
      status: "needed",
      provisions: [at(6)],
    });
    out.steps.push(
      told({
        label: say.stillToGive(),
        value: say.assessment(),
      }),
    );
    return { division: undefined, findings: out };
  }
  const sharers = c.people.filter((p) => (claims.get(p.id)?.persons ?? 0) > 0);
  const s = split(
    fund.money,
    sharers.map((p) => ({ key: p.id, weight: R((claims.get(p.id) as Claim).persons) })),
  );
  const allocations = c.people.map((p) =>
    allocation(
      p,
      roleOf(p, c),
      claims.get(p.id) as Claim,
      s.lines.find((l) => l.key === p.id),
      c.currency,
    ),
  );
  const perShare = fund.money.times(R(1).div(R(persons)));
  out.steps.push(
    told({
      label: say.sharedEqually({ money: fund.money.format(), n: persons, per: perShare.format() }),
      facts: { fund: fund.money.format(), salvors: persons },
      value: perShare.format(),
      children: [
        ...(sharing.step.children ?? []),
        note(
          say.rounding({
            how: TIE_BREAK_RULE,
            left: String(s.leftOverUnits),
            units: String(c.currency.units.at(-1)?.plural),
          }),
        ),
      ],
    }),
  );
  const fundOut: Fund = {
    label: fund.label,
    amount: fund.money.toJSON(),
    totalParts: String(persons),
    perPart: perShare.toJSON(),
    provisions: [at(2), at(6), ...(fund.label.includes("bargain") || fund.label.includes("share of") ? [at(7)] : [])],
    rounding: TIE_BREAK_RULE,
  };
  return { division: { fund: fundOut, allocations }, findings: out };
}
