/**
 * Danske Lov 1683, 4-4, finds at sea (dl-vrag/14–19).
 *
 *   - 14 a skipper who finds wreck, an anchor or anything else in the sea or on the
 *     sea bottom hands it to the king's officer where it is brought ashore, who at
 *     once gives him a third of its value for his trouble; the goods then lie a
 *     year and a day.
 *   - 15 the rightful owner who comes in the meantime with sufficient proof has it
 *     for the same salvage reward with all costs laid out (Q-V10).
 *   - 16 if no one comes, it has fallen to the king and is sent on to his amtmænd.
 *   - 17 whoever embezzles such goods and wreck is punished as a thief.
 *   - 18 likewise fishermen who take up an anchor, buoy or no buoy: they deliver it
 *     and have a third, and then it is dealt with as above.
 *   - 19 wreck found on the open sea away from all land, with none of its people by
 *     it: whoever salvages it keeps half and the king has half, unless the owner
 *     comes within the year and a day (Q-V08, Q-V11, Q-V12, Q-V17).
 *
 * The finder's share is a base rule (14, a third) with two exceptions (18 for
 * fishermen's anchors, 19 for wreck on the open sea); what becomes of the rest is
 * a second base rule (16, or 19's halves) with the owner's exception (15, or 19's
 * 'unless the owner comes'). The find's value is the fund; the shares are
 * allocations that sum to it exactly. The year and a day is aar-og-dag.ts's.
 */

import { aarOgDag, type Period } from "./aar-og-dag.js";
import type { ClaimStanding, Outcome15, Standing } from "./find-claim.js";
import { claimStep, claimTiming, disposition, periodOver, surfaced } from "./find-claim.js";
import type { Chosen, FindCase, Line, Share } from "./find-common.js";
import { date, finders, isWreck, itemWords, KING, Out, ownerParty } from "./find-common.js";
import { divide, type Plan } from "./find-division.js";
import { deliveryDuties, embezzlement } from "./find-duties.js";
import { asSaidBefore, costsOnTheKingsHalf, deliveredAndKept, halfPlan } from "./find-half.js";
import { claimConsequences, keptForTheClaimant, ownersOption, proofAssessment } from "./find-owner.js";
import { type Place, wherefound } from "./find-place.js";
import { notCovered, skippersThird, theValue, type Valued, wholeUnits } from "./find-share.js";
import { sameRewardWithCosts, thirdOfUnknownValue, thirdPlan } from "./find-third.js";
import type {
  DecideContext,
  DeterminationBody,
  FindFacts,
  FindPerson,
  LegalDate,
  Money,
  Outcome,
  PartyRef,
  RuleContext,
  Step,
} from "./kit.js";
import {
  at,
  CaseError,
  compare,
  defineKind,
  evaluate,
  findFactsJsonSchema,
  findFactsSchema,
  formatDate,
  kindBody,
  kindContext,
  kindRoot,
  kindRule,
  nameOf,
  phrases,
} from "./kit.js";

const say = phrases("dl-vrag/14-19", {
  officerRole: "the king's officer who received the find",
  officer: "The king's officer",
  officerAt: "The king's officer at {place}",
  officeRole: "the officer who holds command for the king where the find is brought ashore",
  noAsOf: "The case gives no as_of; it is decided as of its latest date, {date}.",
  noDates: "The case gives no dates: it is decided as it stands, with the year and a day not yet fixed.",
  together: "{names} have the finder's share together; the text does not say how they divide it among themselves.",
  alsoTookPart:
    "{names} also took part in the find, but {provision} gives the share to {who, select, fishermen {the fishermen} other {the skipper}}; what they are owed the text does not say.",
  notHandedOver:
    "The find has not been handed over: the third is due only when it is, and the year and a day runs from the delivery under Q-X02 R2.",
  openSea: "{item} found on the open sea away from all land ({provision})",
  inTheSea:
    "{item} found in the sea by {who, select, fishermen {fishermen} other {a skipper}}: a third to the finder ({provision})",
  atSea: "{item} found at sea: whether in the sea or on the open sea is still to be assessed ({p14}, {p19})",
  situation: "{whose}; {plan}",
  findersShare: "The finder's share",
  whatBecomes: "What becomes of the find",
  proceeds: "The proceeds of {item}, sold for {price}",
  valueOf: "The value of {item}, {words}",
  soldBelow:
    "It was sold for {price}, less than the finder's share of its value; the text does not say who bears the difference.",
  soldWords:
    "sold for {price}, {diff} {above, select, above {above} other {below}} its value: the price stands in for the find (as Q-V07 R1 reads dl-vrag/11)",
  lineWithSale: "{reason}; {words}",
  comeUnknown:
    "come with sufficient proof within the year and a day and have {item} back, for the reward that follows once the place of the find is assessed",
  lapseUnknown: "it falls to the king (dl-vrag/16), or half to the salvor and half to the king (dl-vrag/19)",
});
// ---------------------------------------------------------------------------
// Facts the rules read, checked

/** Every date the case gives besides as_of, with its path, read as Julian dates (a bad one is a case error at its path). */
function datesOf(f: FindFacts): [string, LegalDate][] {
  const given: [string, string | undefined][] = [
    ["facts.found.date", f.found.date],
    ["facts.delivered.date", f.delivered?.date],
    ["facts.delivered.registered", f.delivered?.registered],
    ["facts.public_notice", f.public_notice],
    ["facts.valuation.date", f.valuation?.date],
    ["facts.sale.date", f.sale?.date],
    ["facts.claim.date", f.claim?.date],
  ];
  const out: [string, LegalDate][] = [];
  for (const [path, text] of given) {
    const d = date(text, path);
    if (d) out.push([path, d]);
  }
  return out;
}

/** The day the case is decided as of: as given, or else the latest date of the case. */
function asOfDate(f: FindFacts, dates: readonly [string, LegalDate][]): LegalDate | undefined {
  if (f.as_of !== undefined) return date(f.as_of, "facts.as_of");
  return dates.map(([, d]) => d).reduce<LegalDate | undefined>((a, d) => (a && compare(a, d) >= 0 ? a : d), undefined);
}

function checkDates(f: FindFacts, dates: readonly [string, LegalDate][], asOf: LegalDate | undefined): void {
  const issues: { path: string; message: string; expected?: string }[] = [];
  const found = date(f.found.date, "facts.found.date");
  const delivered = date(f.delivered?.date, "facts.delivered.date");
  if (found && delivered && compare(delivered, found) < 0) {
    issues.push({
      path: "facts.delivered.date",
      message: `${f.delivered?.date} is before the find was made, ${f.found.date}`,
    });
  }
  for (const [path, d] of dates) {
    if (asOf && compare(d, asOf) > 0) {
      issues.push({
        path: "facts.as_of",
        message: `${formatDate(asOf)} is before ${path} (${formatDate(d)})`,
        expected: "a day on or after every date of the case",
      });
    }
  }
  if (issues.length > 0) throw new CaseError("case", issues);
}

function officerOf(f: FindFacts, people: ReadonlyMap<string, FindPerson>): PartyRef {
  const p = f.delivered ? people.get(f.delivered.to) : undefined;
  if (p) return { id: p.id, name: nameOf(p), role: say.officerRole() };
  return {
    id: "kings-officer",
    name: f.landed_at ? say.officerAt({ place: f.landed_at }) : say.officer(),
    role: say.officeRole(),
  };
}

/**
 * The case, indexed. Its dates, the officer and the costs are read when first
 * asked for: where the find was made (14, 19) is the first question of the
 * chapter, and the delivery and the valuation come after it.
 */
function findCase(facts: FindFacts): FindCase {
  const people = new Map(facts.people.map((p) => [p.id, p]));
  let dated: { asOf: LegalDate | undefined } | undefined;
  const asOf = (): LegalDate | undefined => {
    if (dated === undefined) {
      const dates = datesOf(facts);
      const at = asOfDate(facts, dates);
      checkDates(facts, dates, at);
      dated = { asOf: at };
    }
    return dated.asOf;
  };
  let officer: PartyRef | undefined;
  let costs: { v: Money | undefined } | undefined;
  return {
    facts,
    people,
    get asOf() {
      return asOf();
    },
    asOfGiven: facts.as_of !== undefined,
    get officer() {
      officer ??= officerOf(facts, people);
      return officer;
    },
    get costs() {
      costs ??= { v: facts.costs ? wholeUnits(facts.costs, "facts.costs") : undefined };
      return costs.v;
    },
  };
}

function factWarnings(c: FindCase, share: Share | undefined, out: Out): void {
  if (!c.asOfGiven) {
    out.warn(c.asOf ? say.noAsOf({ date: formatDate(c.asOf) }) : say.noDates(), at(14));
  }
  if (!share) return;
  if (share.recipients.length > 1) {
    out.warn(say.together({ names: share.recipients.map(nameOf).join(", ") }), share.provision);
  }
  const left = finders(c).filter((p) => !share.recipients.includes(p));
  if (left.length > 0) {
    out.warn(
      say.alsoTookPart({
        names: left.map(nameOf).join(", "),
        provision: share.provision,
        who: share.provision === at(18) ? "fishermen" : "skipper",
      }),
      share.provision,
    );
  }
  if (!c.facts.delivered) {
    out.warn(say.notHandedOver(), share.provision);
  }
}

/**
 * A find is something no one is by. dl-vrag/19 halves wreck only 'og ingen folk er
 * derhos, som det tilhører', and dl-vrag/16 gives a find to the king only 'Kommer der
 * og ingen': both speak of an owner who is absent. Wreck with its own people by it is
 * a ship or goods lost with their people present, whose salvage dl-vrag/1–7 govern.
 */
function refuseWithItsPeople(c: FindCase): void {
  if (!c.facts.found.owners_present) return;
  const what = isWreck(c) ? "wreck" : "a find";
  throw new CaseError("case", [
    {
      path: "facts.found.owners_present",
      message: `some of the people ${itemWords(c)} belongs to were with it, so it is not ${what} with no one by it: dl-vrag/19 speaks of wreck 'og ingen folk er derhos, som det tilhører', and dl-vrag/16 of a find to which no owner comes ('Kommer der og ingen'). A ship or goods lost with their own people by them are salvaged under dl-vrag/1–7 for a fair reward: decide it as a case of kind "salvage", with the ship that came to grief under shipwreck`,
      expected: "owners_present: false for a find under dl-vrag/14–19",
    },
  ]);
}

// ---------------------------------------------------------------------------
// The determination

function situationOf(c: FindCase, share: Share | undefined, plan: Plan | undefined): string {
  const item = itemWords(c);
  const whose = share
    ? share.regime === "half"
      ? say.openSea({ item, provision: at(19) })
      : say.inTheSea({ item, who: share.provision === at(18) ? "fishermen" : "skipper", provision: share.provision })
    : say.atSea({ item, p14: at(14), p19: at(19) });
  return plan ? say.situation({ whose, plan: plan.situation }) : whose;
}

const FIND_PROVISIONS = [14, 15, 16, 17, 18, 19].map(at);

/** The kind's rule: the provisions read together, giving the situation they found. */
const findAtSea = kindRule(
  "dl-vrag/14-19#find",
  "A find at sea under dl-vrag/14–19: the finder's share, the year and a day, the owner's redemption or the king's, and embezzlement",
  FIND_PROVISIONS,
  [
    "facts.claim.{claimant,date,owner,proof_sufficient}",
    "facts.delivered.{date,registered,to}",
    "facts.found.{date,owners_present,place}",
    "facts.item.{description,what}",
    "facts.people[].{id,name}",
    "facts.valuation.date",
    "facts.{as_of,breaches,concealed,costs,found_by[],landed_at,public_notice,sale}",
  ],
);

/** The finder's share (14, 18, 19), or none while the place of the find is still to be assessed. */
function finderShare(c: FindCase, place: Place, ctx: RuleContext): { share: Share | undefined; steps: Step[] } {
  if (place.openSea === undefined) return { share: undefined, steps: [] };
  const o = evaluate(skippersThird, { c, openSea: place.openSea }, ctx);
  if (!o.applied || !o.value) throw notCovered(c);
  return { share: o.value, steps: [surfaced(o, say.findersShare(), [o.value.provision])] };
}

/** The year and a day of this find, cited to the provisions that keep it. */
function periodOf(c: FindCase, share: Share | undefined, ctx: RuleContext): Period {
  const provisions =
    share?.regime === "half"
      ? [at(19)]
      : share?.provision === at(18)
        ? [at(18), at(14), at(15), at(16)]
        : [at(14), at(15), at(16)];
  const f = c.facts;
  return aarOgDag(
    { found: f.found.date, registered: f.delivered?.registered ?? f.delivered?.date, notice: f.public_notice },
    { found: "facts.found.date", registered: "facts.delivered.registered", notice: "facts.public_notice" },
    ctx,
    provisions,
  );
}

interface Decided {
  readonly steps: Step[];
  readonly plan: Plan | undefined;
  readonly division: ReturnType<typeof divide> | undefined;
}

/** With the share known: where the owner's claim stands, and what becomes of the find. */
function standingOf(c: FindCase, share: Share, period: Period, ctx: RuleContext): Claimed {
  const s: ClaimStanding = {
    c,
    period,
    timing: claimTiming(c.facts.claim, period),
    over: periodOver(period, c.asOf),
    share,
  };
  const step = claimStep(s);
  return { s, step, outcome: disposition(s, ctx) };
}

interface Claimed {
  readonly s: ClaimStanding;
  /** The owner's claim, as the explanation tells it. */
  readonly step: Step;
  readonly outcome: Outcome<Outcome15>;
}

/**
 * The choices the text leaves to its readings that this find comes to, each made
 * once by its rule (the base and the exceptions its readings open) and told as a
 * step of the explanation, in the order the determination comes to them: on the
 * open sea who holds the salvor's half (Q-V12), what the owner who comes in time
 * gives the salvor (Q-V11) where he may still come or has come for wreck of known
 * value, then the price of redemption (Q-V10) wherever the owner may redeem a find
 * of known value for the same reward, and who bears the costs when the halves are
 * made (Q-V17). A choice the find does not come to is not made, and its reading
 * is not consulted.
 */
function choicesFor(cl: Claimed, value: Money | undefined, ctx: RuleContext, out: Out): Chosen {
  const { s } = cl;
  const o = cl.outcome.value as Outcome15;
  const half = s.share.regime === "half";
  const custody = half ? evaluate(deliveredAndKept, s.c, ctx) : undefined;
  const ownerComes = o === "waiting" || o === "pending" || (o === "owner" && value !== undefined);
  const ownerTerms = half && ownerComes ? evaluate(asSaidBefore, s.c, ctx) : undefined;
  const redeemsForAThird = value !== undefined && o !== "king" && (!half || ownerTerms?.value === "third");
  const redemption = redeemsForAThird ? evaluate(sameRewardWithCosts, s.c, ctx) : undefined;
  const halves = half && value !== undefined && (o === "waiting" || o === "king");
  const costs = halves ? evaluate(costsOnTheKingsHalf, s.c, ctx) : undefined;
  if (ctx.explain) {
    for (const made of [custody, ownerTerms, redemption, costs]) if (made) out.steps.push(made.step);
  }
  return { custody: custody?.value, ownerTerms: ownerTerms?.value, redemption: redemption?.value, costs: costs?.value };
}

/** With the share known: the owner's claim, what becomes of the find, and the division of its value. */
function afterDelivery(cl: Claimed, chosen: Chosen, valued: Valued, ctx: RuleContext, out: Out): Decided {
  const { outcome } = cl;
  const s: Standing = { ...cl.s, chosen };
  const { c, share } = s;
  const steps = [cl.step, surfaced(outcome, say.whatBecomes(), outcome.step.provisions)];
  claimConsequences(s, out);
  const o = outcome.value as Outcome15;
  if (o === "waiting" || (o === "pending" && !s.over)) ownersOption(s, valued.value, ctx, out);
  const v = valued.value;
  if (o === "pending") return { steps, plan: keptForTheClaimant(s, v, ctx, out), division: undefined };
  if (!v) {
    if (share.regime === "third") thirdOfUnknownValue(s, out);
    return { steps, plan: undefined, division: undefined };
  }
  const plan = share.regime === "half" ? halfPlan(s, o, v, ctx, out) : thirdPlan(s, o, v, ctx, out);
  if (!plan.lines) return { steps, plan, division: undefined };
  const cite = share.regime === "half" ? [at(19)] : [share.provision, at(15), at(16)];
  const sold = proceeds(c, v, plan.lines, out);
  // Unsold, the find itself goes back to its owner or on to the king: the division
  // measures their shares of its value, but only the finder's third is money (14).
  const division = sold
    ? divide(sold.price, sold.lines, say.proceeds({ item: itemWords(c), price: sold.price.format() }), cite)
    : divide(v, plan.lines, say.valueOf({ item: itemWords(c), words: valued.words }), cite, !c.facts.sale);
  return { steps: [...steps, division.step], plan, division };
}

/**
 * A find sold: the price stands in for it. The finder's share is of the value
 * the officer set, paid "straks" (dl-vrag/14); what the owner who comes in time
 * (dl-vrag/15) or else the king (dl-vrag/16) has in place of the find is the
 * rest of the price, above or below the value — as Q-V07 R1 reads dl-vrag/11
 * for wreck sold because it cannot be kept — so that every unit of the proceeds
 * reaches someone.
 */
function proceeds(
  c: FindCase,
  value: Money,
  lines: readonly Line[],
  out: Out,
): { price: Money; lines: Line[] } | undefined {
  const sale = c.facts.sale;
  if (!sale || sale.price.eq(value)) return undefined;
  const holders = new Set([KING.id, ownerParty(c).id]);
  const held = lines.filter((l) => holders.has(l.party.id));
  const line = held[0];
  if (!line || held.length !== 1) return undefined;
  const amount = line.amount.add(sale.price.sub(value));
  if (amount.minor.sign() < 0) {
    out.warn(say.soldBelow({ price: sale.price.format() }), at(14));
    return undefined;
  }
  const above = sale.price.cmp(value) > 0;
  const diff = above ? sale.price.sub(value) : value.sub(sale.price);
  const words = say.soldWords({ price: sale.price.format(), diff: diff.format(), above: above ? "above" : "below" });
  return {
    price: sale.price,
    lines: lines.map((l) => (l === line ? { ...l, amount, reason: say.lineWithSale({ reason: l.reason, words }) } : l)),
  };
}

/** With the place still to be assessed: the owner may still come, for a reward not yet known. */
function placeUnknown(c: FindCase, period: Period, out: Out): Decided {
  if (c.facts.claim && c.facts.claim.proof_sufficient === undefined) {
    out.assess(proofAssessment(c, [at(15), at(19)]));
  }
  out.options.push({
    holder: ownerParty(c).id,
    choices: [say.comeUnknown({ item: itemWords(c) })],
    ...(period.lastDay ? { deadline: formatDate(period.lastDay) } : {}),
    lapse: say.lapseUnknown(),
    provisions: [at(15), at(19)],
  });
  return { steps: [], plan: undefined, division: undefined };
}

export function decideFind(facts: FindFacts, dctx: DecideContext): DeterminationBody {
  const ctx = kindContext(dctx);
  const c = findCase(facts);
  refuseWithItsPeople(c);
  const out = new Out();
  const where = wherefound(c, ctx);
  out.assess(where.place.assessment);
  const { share, steps: shareSteps } = finderShare(c, where.place, ctx);
  // The dates are checked whatever else the case turns on.
  void c.asOf;
  const period = periodOf(c, share, ctx);
  const value = theValue(c, ctx);
  out.assess(value.valued.assessment);
  const claimed = share ? standingOf(c, share, period, ctx) : undefined;
  const chosen = claimed ? choicesFor(claimed, value.valued.value, ctx, out) : {};
  const duties = deliveryDuties(c, share, chosen.custody, period, ctx, out);
  factWarnings(c, share, out);
  const decided = claimed ? afterDelivery(claimed, chosen, value.valued, ctx, out) : placeUnknown(c, period, out);
  const outSteps = out.steps.length;
  const penalties = embezzlement(c, ctx, out);
  const situation = situationOf(c, share, decided.plan);
  const steps: Step[] = [];
  if (ctx.explain) {
    steps.push(where.step, ...shareSteps, value.step, duties, ...decided.steps, ...out.steps.slice(0, outSteps));
    if (penalties) steps.push(penalties);
  }
  return kindBody(situation, out, kindRoot(findAtSea, situation, steps, ctx), {
    funds: decided.division ? [decided.division.fund] : [],
    allocations: decided.division ? decided.division.allocations : [],
  });
}

// ---------------------------------------------------------------------------
// The kind

export const findKind = defineKind({
  kind: "find",
  summary:
    "Finds at sea: the skipper's third (14) and the fishermen's for an anchor (18), the year and a day, the owner's redemption for the same reward and the costs (15), escheat to the king (16), embezzlement punished as theft (17), and wreck on the open sea halved between salvor and king (19).",
  provisions: FIND_PROVISIONS,
  facts: findFactsSchema,
  jsonSchema: findFactsJsonSchema,
  decide: decideFind,
});
