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

import {
  type FindClaim,
  type FindFacts,
  type FindPerson,
  findFactsJsonSchema,
  findFactsSchema,
} from "../../cases/kinds/find.js";
import type { Breach } from "../../cases/world.js";
import { BodyParts } from "../../core/builder.js";
import { addDays, compare, formatDate, type LegalDate, parseDate } from "../../core/calendar.js";
import type { Allocation, Assessment, DeterminationBody, Fund, PartyRef, Penalty } from "../../core/determination.js";
import { CaseError, NotCoveredError } from "../../core/errors.js";
import { note, type Step } from "../../core/explain.js";
import type { Json } from "../../core/json.js";
import { Money } from "../../core/money.js";
import { R, type Rational } from "../../core/rational.js";
import { evaluate, evaluateOr, firstOf, LEFT_OUT, type Outcome, type RuleContext, rule } from "../../core/rule.js";
import { split, TIE_BREAK_RULE } from "../../core/split.js";
import { type DecideContext, defineKind } from "../statute.js";
import { aarOgDag, inTime, type Period } from "./aar-og-dag.js";
import { findReading, fq } from "./find-readings.js";

const at = (n: number): string => `dl-vrag/${n}`;

const THIRD = R("1/3");
const HALF = R("1/2");

// ---------------------------------------------------------------------------
// The case as the rules see it

interface FindCase {
  readonly facts: FindFacts;
  readonly people: ReadonlyMap<string, FindPerson>;
  /** The day the case is decided as of, and whether the case gave it. */
  readonly asOf: LegalDate | undefined;
  readonly asOfGiven: boolean;
  /** The officer who received the find, or the office when the case names no one. */
  readonly officer: PartyRef;
  /** What the officer laid out; undefined when the case gives none. */
  readonly costs: Money | undefined;
}

const KING: PartyRef = { id: "king", name: "The king", role: "the king, to whom an unclaimed find falls" };

const nameOf = (p: FindPerson): string => p.name ?? p.id;
const hasRole = (p: FindPerson, role: FindPerson["roles"][number]): boolean => p.roles.includes(role);

/** 'vrag': a ship or goods lost at sea (dl-vrag/8: 'skib, eller gods, bliver vrag'). */
function isWreck(c: FindCase): boolean {
  return c.facts.item.what === "wreck" || c.facts.item.what === "goods";
}

function itemWords(c: FindCase): string {
  const it = c.facts.item;
  return it.description ?? { wreck: "the wreck", anchor: "the anchor", goods: "the goods", other: "the find" }[it.what];
}

function finders(c: FindCase): FindPerson[] {
  return c.facts.found_by.map((id) => c.people.get(id)).filter((p): p is FindPerson => p !== undefined);
}

const money = (m: Money | undefined): Json => (m ? m.format() : null);

function date(text: string | undefined, path: string): LegalDate | undefined {
  if (text === undefined) return undefined;
  try {
    return parseDate(text, "julian");
  } catch (e) {
    throw new CaseError("case", [{ path, message: (e as Error).message, expected: "a Julian date YYYY-MM-DD" }]);
  }
}

// ---------------------------------------------------------------------------
// Where it was found (Q-V08): in the sea (14), or on the open sea away from all land (19)

interface Place {
  /** true: the open sea (19); false: the sea (14); undefined: not known from the case. */
  readonly openSea: boolean | undefined;
  readonly reason: string;
  readonly assessment?: Assessment;
}

const PLACE_ASSESSOR = "not named by the text: the king's officer who receives the find, on the finder's account";

function placeFromFact(fact: boolean | undefined, open: string, sea: string, path: string, code: string): Place {
  if (fact !== undefined) return { openSea: fact, reason: fact ? open : sea };
  return {
    openSea: undefined,
    reason: `the case does not say whether it was found ${open}`,
    assessment: {
      what: `Whether the find was made ${open} (${path})`,
      by: PLACE_ASSESSOR,
      basis: `under Q-V08 ${code} the open sea of dl-vrag/19 is ${open}; until that is known neither the third (14) nor the half (19) can be given`,
      status: "needed",
      provisions: [at(14), at(19)],
    },
  };
}

const outOfSightOfLand = rule<FindCase, Place>({
  id: "dl-vrag/19#out-of-sight",
  label: "the open sea away from all land is where no land is in sight (Q-V08 R1)",
  provisions: [at(14), at(19)],
  when: (_c, ctx) => findReading(ctx, "sea_vs_open_sea") === "R1",
  gives: (c) =>
    placeFromFact(
      c.facts.found.out_of_sight_of_land,
      "out of sight of any land",
      "within sight of land",
      "facts.found.out_of_sight_of_land",
      "R1",
    ),
  facts: (c) => ({ out_of_sight_of_land: c.facts.found.out_of_sight_of_land ?? null }),
  readings: ["sea_vs_open_sea"],
  show: (p) => p.reason,
});

const outsideCoastalWaters = rule<FindCase, Place>({
  id: "dl-vrag/19#outside-coastal-waters",
  label: "the open sea away from all land is outside the waters belonging to any coast (Q-V08 R2)",
  provisions: [at(14), at(19)],
  when: (_c, ctx) => findReading(ctx, "sea_vs_open_sea") === "R2",
  gives: (c) => {
    const f = c.facts.found.in_coastal_waters;
    return placeFromFact(
      f === undefined ? undefined : !f,
      "outside the waters of any coast",
      "within coastal waters",
      "facts.found.in_coastal_waters",
      "R2",
    );
  },
  facts: (c) => ({ in_coastal_waters: c.facts.found.in_coastal_waters ?? null }),
  readings: ["sea_vs_open_sea"],
  show: (p) => p.reason,
});

const asAssessed = rule<FindCase, Place>({
  id: "dl-vrag/19#assessed",
  label: "whether the find was made on the open sea away from all land is assessed case by case (Q-V08 R3)",
  provisions: [at(14), at(19)],
  when: (_c, ctx) => findReading(ctx, "sea_vs_open_sea") === "R3",
  gives: (c) => {
    const a = c.facts.found.assessment;
    if (a) {
      const words = a.open_sea ? "on the open sea away from all land" : "in the sea, not on the open sea";
      return { openSea: a.open_sea, reason: `assessed by ${a.by} as found ${words}` };
    }
    return {
      openSea: undefined,
      reason: "not yet assessed",
      assessment: {
        what: "Whether the wreck was found 'in the sea' (dl-vrag/14, a third) or 'on the open sea away from all land' (dl-vrag/19, a half)",
        by: PLACE_ASSESSOR,
        basis: `a question of fact under Q-V08 R3; the case says: ${placeFacts(c)}. Give it as facts.found.assessment`,
        status: "needed",
        provisions: [at(14), at(19)],
      },
    };
  },
  facts: (c) => ({ assessment: c.facts.found.assessment ? c.facts.found.assessment.open_sea : null }),
  readings: ["sea_vs_open_sea"],
  show: (p) => p.reason,
});

function placeFacts(c: FindCase): string {
  const f = c.facts.found;
  const bits = [
    f.place ?? "no place named",
    f.out_of_sight_of_land === undefined
      ? ""
      : f.out_of_sight_of_land
        ? "out of sight of land"
        : "within sight of land",
    f.in_coastal_waters === undefined ? "" : f.in_coastal_waters ? "in coastal waters" : "outside coastal waters",
  ];
  return bits.filter(Boolean).join(", ");
}

/**
 * Where the find was made, as far as it matters: only wreck with none of its
 * people by it can be dl-vrag/19's, so only then is Q-V08 asked.
 */
function wherefound(c: FindCase, ctx: RuleContext): { place: Place; step: Step } {
  if (!isWreck(c)) {
    const reason = `${itemWords(c)} is not wreck ('vrag'): dl-vrag/19 speaks of wreck only, so wherever it was found it is dealt with as a find in the sea`;
    return { place: { openSea: false, reason }, step: note(reason, [at(14), at(19)]) };
  }
  if (c.facts.found.owners_present) {
    const reason =
      "some of the people it belongs to were with it: dl-vrag/19 speaks of wreck with 'ingen folk ... derhos, som det tilhører', so it is not 19's";
    return { place: { openSea: false, reason }, step: note(reason, [at(19)]) };
  }
  const tried = firstOf([outOfSightOfLand, outsideCoastalWaters, asAssessed], c, ctx);
  const place = tried.value as Place;
  const step: Step = {
    label: "Where the wreck was found: in the sea (14) or on the open sea away from all land (19)",
    provisions: [at(14), at(19)],
    status: "applied",
    facts: { place: c.facts.found.place ?? null },
    value: place.openSea === undefined ? "not known" : place.openSea ? "the open sea" : "the sea",
    children: tried.steps,
  };
  return { place, step };
}

// ---------------------------------------------------------------------------
// The finder's share: a third (14), a third for fishermen's anchors (18), half on the open sea (19)

interface Share {
  readonly regime: "third" | "half";
  readonly fraction: Rational;
  /** Who has it: the skippers (14), the fishermen (18), whoever salvaged (19). */
  readonly recipients: readonly FindPerson[];
  readonly provision: string;
  /** "a third of its value for his trouble". */
  readonly words: string;
}

interface Finding {
  readonly c: FindCase;
  readonly openSea: boolean;
}

const skippers = (c: FindCase) => finders(c).filter((p) => hasRole(p, "skipper"));
const fishermen = (c: FindCase) => finders(c).filter((p) => hasRole(p, "fisherman"));

function findingFacts(f: Finding): Record<string, Json> {
  return {
    what: f.c.facts.item.what,
    found_by: finders(f.c).map((p) => `${p.id} (${p.roles.join(", ") || "no role"})`),
    open_sea: f.openSea,
  };
}

const openSeaHalf = rule<Finding, Share>({
  id: "dl-vrag/19#half",
  label:
    "wreck found on the open sea away from all land, with none of its people by it: whoever salvages it keeps half, and half is the king's",
  provisions: [at(19)],
  when: (f) => f.openSea,
  gives: (f) => ({
    regime: "half",
    fraction: HALF,
    recipients: finders(f.c),
    provision: at(19),
    words: "half of it, as the one who salvaged it ('den, som det bjerger')",
  }),
  facts: findingFacts,
  show: (s) => `${s.fraction} to ${s.recipients.map(nameOf).join(", ")}`,
});

const fishermensAnchor = rule<Finding, Share>({
  id: "dl-vrag/18#anchor",
  label:
    "fishermen who take up an anchor in the sea, buoy or no buoy, deliver it likewise to the king's officers and have a third of its value as salvage reward",
  provisions: [at(18)],
  when: (f) => f.c.facts.item.what === "anchor" && fishermen(f.c).length > 0,
  gives: (f) => ({
    regime: "third",
    fraction: THIRD,
    recipients: fishermen(f.c),
    provision: at(18),
    words: `a third of its value as salvage reward, ${f.c.facts.item.buoyed ? "though a buoy was on it" : "buoy or no buoy"} ('hvad heller der er bøje på, eller ej')`,
  }),
  facts: (f) => ({ ...findingFacts(f), buoyed: f.c.facts.item.buoyed ?? null }),
  show: (s) => `${s.fraction} to ${s.recipients.map(nameOf).join(", ")}`,
});

const skippersThird = rule<Finding, Share>({
  id: "dl-vrag/14#third",
  label:
    "a skipper who finds wreck, an anchor or anything else in the sea hands it to the king's officer where it is brought ashore, who at once gives him a third of its value for his trouble",
  provisions: [at(14)],
  when: (f) => skippers(f.c).length > 0,
  gives: (f) => ({
    regime: "third",
    fraction: THIRD,
    recipients: skippers(f.c),
    provision: at(14),
    words: "a third of its value for his trouble ('for sin umage')",
  }),
  facts: findingFacts,
  show: (s) => `${s.fraction} to ${s.recipients.map(nameOf).join(", ")}`,
  exceptions: [fishermensAnchor, openSeaHalf],
});

function notCovered(c: FindCase): NotCoveredError {
  const who = finders(c)
    .map((p) => `${nameOf(p)} (${p.roles.join(", ") || "no role"})`)
    .join(", ");
  return new NotCoveredError(
    `${itemWords(c)} found by ${who}: dl-vrag/14 speaks of a skipper, dl-vrag/18 of fishermen who take up an anchor, and dl-vrag/19 of whoever salvages wreck on the open sea. None of these is the case here, and the chapter gives no rule for it.`,
    "facts.found_by",
    [at(14), at(18), at(19)],
  );
}

// ---------------------------------------------------------------------------
// The value (Q-V09)

interface Valued {
  readonly value: Money | undefined;
  readonly words: string;
  readonly assessment?: Assessment;
}

function wholeUnits(m: Money, path: string): Money {
  if (m.isWhole()) return m;
  throw new CaseError("case", [
    { path, message: `${m.format()} is not a whole number of the smallest unit`, expected: "an amount in whole units" },
  ]);
}

const valuedAtDelivery = rule<FindCase, Valued>({
  id: "dl-vrag/14#value-at-delivery",
  label: "its value is what the king's officer sets on it when it is handed over (Q-V09 R1)",
  provisions: [at(14), at(18)],
  when: (_c, ctx) => findReading(ctx, "find_valuation") === "R1",
  gives: (c) => {
    const v = c.facts.valuation;
    if (v)
      return { value: wholeUnits(v.value, "facts.valuation.value"), words: "as valued by the officer at delivery" };
    return {
      value: undefined,
      words: "not yet valued",
      assessment: {
        what: "The value of the find",
        by: `the king's officer who receives it (${c.officer.name})`,
        basis: "Q-V09 R1: the officer values it when it is handed over; the third is a third of that value",
        status: "needed",
        provisions: [at(14), at(18)],
      },
    };
  },
  facts: (c) => ({ valuation: money(c.facts.valuation?.value) }),
  readings: ["find_valuation"],
  show: (v) => (v.value ? `${v.value.format()}, ${v.words}` : v.words),
});

const valuedBySale = rule<FindCase, Valued>({
  id: "dl-vrag/14#value-by-sale",
  label: "its value is what it fetches when sold (Q-V09 R2)",
  provisions: [at(14), at(18)],
  when: (_c, ctx) => findReading(ctx, "find_valuation") === "R2",
  gives: (c) => {
    const s = c.facts.sale;
    if (s) return { value: wholeUnits(s.price, "facts.sale.price"), words: "as realised at the sale" };
    return {
      value: undefined,
      words: "not yet sold",
      assessment: {
        what: "What the find fetches when it is sold",
        by: `the sale, held by the king's officer who keeps it (${c.officer.name})`,
        basis: "Q-V09 R2: the value is the price realised; until it is sold the third cannot be reckoned",
        status: "needed",
        provisions: [at(14), at(18)],
      },
    };
  },
  facts: (c) => ({ sale_price: money(c.facts.sale?.price) }),
  readings: ["find_valuation"],
  show: (v) => (v.value ? `${v.value.format()}, ${v.words}` : v.words),
});

function theValue(c: FindCase, ctx: RuleContext): { valued: Valued; step: Step } {
  const tried = firstOf([valuedAtDelivery, valuedBySale], c, ctx);
  return { valued: tried.value as Valued, step: tried.step };
}

// ---------------------------------------------------------------------------
// The year and a day, and the owner's claim

type ClaimTiming = "none" | "in_time" | "late" | "unknown";

interface Standing {
  readonly c: FindCase;
  readonly period: Period;
  readonly timing: ClaimTiming;
  /** The period has run out on the day the case is decided. */
  readonly over: boolean;
  readonly share: Share;
}

function claimTiming(claim: FindClaim | undefined, period: Period): ClaimTiming {
  if (!claim) return "none";
  const t = inTime(period, date(claim.date, "facts.claim.date") as LegalDate);
  return t === undefined ? "unknown" : t ? "in_time" : "late";
}

function periodOver(period: Period, asOf: LegalDate | undefined): boolean {
  return period.lastDay !== undefined && asOf !== undefined && compare(asOf, period.lastDay) > 0;
}

const claimedInTime = (s: Standing): boolean => s.timing === "in_time" && s.c.facts.claim?.proof_sufficient === true;

/**
 * An owner came in time and his proof is still to be judged. He has come: dl-vrag/16
 * gives the find to the king only 'Kommer der og ingen' (if no one comes), and
 * dl-vrag/19 halves it 'uden så er, at rette ejer kommer inden år og dag'. While his
 * claim stands, the find is kept for him, as the wreck on the shore is (dl-vrag/9, /13).
 */
const awaitingJudgement = (s: Standing): boolean =>
  s.timing === "in_time" && s.c.facts.claim !== undefined && s.c.facts.claim.proof_sufficient === undefined;

function standingFacts(s: Standing): Record<string, Json> {
  const cl = s.c.facts.claim;
  return {
    last_day: s.period.lastDay ? formatDate(s.period.lastDay) : null,
    as_of: s.c.asOf ? formatDate(s.c.asOf) : null,
    claim_date: cl?.date ?? null,
    proof_sufficient: cl?.proof_sufficient ?? null,
  };
}

function claimStep(s: Standing): Step {
  const cl = s.c.facts.claim;
  const last = s.period.lastDay ? formatDate(s.period.lastDay) : "the last day (not yet known)";
  const words: Record<ClaimTiming, string> = {
    none: "no owner has come",
    in_time: `the claim of ${cl?.date} is within the year and a day (last day ${last})`,
    late: `the claim of ${cl?.date} came after the last day, ${last}: too late`,
    unknown: `whether the claim of ${cl?.date} is in time cannot be said until the start of the year and a day is known`,
  };
  return {
    label: "The owner's claim",
    provisions: s.share.regime === "half" ? [at(19)] : [at(15), at(16)],
    status: "applied",
    facts: standingFacts(s),
    value: s.timing,
    children: [note(words[s.timing], [])],
  };
}

// ---------------------------------------------------------------------------
// What becomes of the rest: the owner (15, 19) or the king (16, 19)

type Outcome15 = "owner" | "king" | "waiting" | "pending";

const PENDING_WORDS = "a claim came in time and its proof is still to be judged: the find is kept for its owner";

const ownerRedeems = rule<Standing, Outcome15>({
  id: "dl-vrag/15#redeem",
  label:
    "if the rightful owner comes in the meantime with sufficient proof, he shall have it for the same salvage reward with all the costs laid out",
  provisions: [at(15)],
  when: claimedInTime,
  gives: () => "owner",
  facts: standingFacts,
});

const claimStandsFor15 = rule<Standing, Outcome15>({
  id: "dl-vrag/16#claim-pending",
  label:
    "'Kommer der og ingen': the find falls to the king only if no one comes; an owner came in time, and while his proof is judged it is kept for him",
  provisions: [at(15), at(16)],
  when: awaitingJudgement,
  gives: () => "pending",
  facts: standingFacts,
  show: () => PENDING_WORDS,
});

const fallsToTheKing = rule<Standing, Outcome15>({
  id: "dl-vrag/16#king",
  label: "if no one comes within the year and a day, the goods have fallen to the king and are sent to his amtmænd",
  provisions: [at(16)],
  when: (s) => s.over,
  gives: () => "king",
  facts: standingFacts,
  exceptions: [ownerRedeems, claimStandsFor15],
});

const ownerComesForWreck = rule<Standing, Outcome15>({
  id: "dl-vrag/19#owner",
  label: "unless the rightful owner comes within a year and a day, as said before",
  provisions: [at(19)],
  when: claimedInTime,
  gives: () => "owner",
  facts: standingFacts,
});

const claimStandsFor19 = rule<Standing, Outcome15>({
  id: "dl-vrag/19#claim-pending",
  label:
    "'uden så er, at rette ejer kommer inden år og dag': an owner came in time, and while his proof is judged no halves are made",
  provisions: [at(19)],
  when: awaitingJudgement,
  gives: () => "pending",
  facts: standingFacts,
  show: () => PENDING_WORDS,
});

const halvesMade = rule<Standing, Outcome15>({
  id: "dl-vrag/19#halves",
  label: "no owner came within the year and a day: the salvor keeps half, and half is the king's",
  provisions: [at(19)],
  when: (s) => s.over,
  gives: () => "king",
  facts: standingFacts,
  show: (v) =>
    v === "owner" ? "the owner's" : v === "pending" ? PENDING_WORDS : "half to the salvor, half to the king",
  exceptions: [ownerComesForWreck, claimStandsFor19],
});

function disposition(s: Standing, ctx: RuleContext): Outcome<Outcome15> {
  const last = s.period.lastDay;
  const label = last
    ? `the year and a day runs until ${formatDate(last)}: until then the find lies in keeping, and the owner may still come`
    : "the year and a day has not been fixed: the find lies in keeping, and the owner may still come";
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
function surfaced<V>(o: Outcome<V>, label: string, provisions: string[]): Step {
  if (o.step.status !== "not-applicable" || !o.applied) return o.step;
  const { children, ...base } = o.step;
  return { label, provisions, status: "applied", value: o.step.value ?? null, children: [...(children ?? []), base] };
}

// ---------------------------------------------------------------------------
// The determination being built

class Out extends BodyParts {
  readonly steps: Step[] = [];

  assess(a: Assessment | undefined): void {
    if (a) this.assessments.push(a);
  }
}

/** A share of the find's value: who, how much exactly, and why. */
interface Line {
  readonly party: PartyRef;
  readonly amount: Money;
  readonly reason: string;
  readonly provisions: readonly string[];
}

function recipientParty(share: Share): PartyRef {
  const [only, ...rest] = share.recipients;
  const what =
    share.regime === "half"
      ? "who salvaged it"
      : share.provision === at(18)
        ? "fishermen who found it"
        : "skipper who found it";
  if (only && rest.length === 0) return { id: only.id, name: nameOf(only), role: `the finder, ${what}` };
  return {
    id: "finders",
    name: share.recipients.map(nameOf).join(", "),
    role: `the finders together, ${what}`,
  };
}

function ownerParty(c: FindCase): PartyRef {
  const cl = c.facts.claim;
  const id = cl ? (cl.owner ?? cl.claimant) : undefined;
  const p = id ? c.people.get(id) : undefined;
  return p
    ? { id: p.id, name: nameOf(p), role: "the rightful owner" }
    : { id: "owner", name: "The rightful owner", role: "the rightful owner, if he comes" };
}

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

function divide(value: Money, all: readonly Line[], label: string, provisions: string[]) {
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
interface Plan {
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

function thirdPlan(s: Standing, outcome: Outcome15, value: Money, ctx: RuleContext, out: Out): Plan {
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
  if (c.costs && !c.costs.minor.isZero()) {
    out.steps.push(
      note(
        `The officer's costs of ${c.costs.format()} are not recovered from anyone when the find falls to the king: dl-vrag/16 gives the find to the king and says nothing of costs`,
        [at(16)],
      ),
    );
  }
  const king: Line = {
    party: KING,
    amount: value.sub(third),
    reason:
      outcome === "king"
        ? "the find, less the finder's third: no owner came within the year and a day, so it has fallen to the king"
        : `the find, less the finder's third: it falls to the king ${prospective(s)}`,
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
function thirdOfUnknownValue(s: Standing, out: Out): void {
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
    `the same salvage reward the finder had (${fq(ctx, "redemption_price")})`,
    ...provisions,
  );
  if (findReading(ctx, "redemption_price") === "R1") {
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
  if (findReading(ctx, "redemption_price") === "R2")
    return `${reward.format()}, the costs included (${fq(ctx, "redemption_price")})`;
  if (!c.costs)
    return `${reward.format()} plus all the costs laid out (the case gives none) (${fq(ctx, "redemption_price")})`;
  return `${reward.format()} plus all the costs laid out, ${c.costs.format()}: ${reward.add(c.costs).format()} (${fq(ctx, "redemption_price")})`;
}

// -- A half (19) ------------------------------------------------------------

function halfPlan(s: Standing, outcome: Outcome15, value: Money, ctx: RuleContext, out: Out): Plan {
  return outcome === "owner" ? ownerOfWreck(s, value, ctx, out) : kingsHalf(s, outcome, value, ctx, out);
}

/** No owner (yet): the salvor's half and the king's half, the costs per Q-V17. */
function kingsHalf(s: Standing, outcome: Outcome15, value: Money, ctx: RuleContext, out: Out): Plan {
  const c = s.c;
  const salvor = recipientParty(s.share);
  const costs = c.costs ?? Money.zero(value.currency);
  const code = findReading(ctx, "open_sea_costs");
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
      reason: `the costs of keeping and handling the wreck, taken from the value before it is halved (${fq(ctx, "open_sea_costs")})`,
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
      ? `, ${kingAmount.sub(c.costs).format()} net of the officer's costs of ${c.costs.format()} (${fq(ctx, "open_sea_costs")})`
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
      costsWords(c, `the officer's costs, out of the king's half (${fq(ctx, "open_sea_costs")})`),
      at(19),
    );
  } else if (code === "R3") {
    out.assess({
      what: `Who bears the officer's costs${c.costs ? ` of ${c.costs.format()}` : ""} of keeping and handling the wreck`,
      by: "not named by the text: settled outside these rules",
      basis: `dl-vrag/19 says nothing of costs (${fq(ctx, "open_sea_costs")})`,
      status: "needed",
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
  if (findReading(ctx, "open_sea_custody") === "R2") {
    out.steps.push(
      note(`The salvor keeps his half at once and answers for it if the owner comes (${fq(ctx, "open_sea_custody")})`, [
        at(19),
      ]),
    );
    return;
  }
  const when =
    outcome === "king" ? "now that the year and a day has run out" : `from ${dayAfter(s)}, if no owner has come`;
  out.owe(c.officer.id, salvor.id, half, `his half, ${when} (${fq(ctx, "open_sea_custody")})`, at(19));
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
  const code = findReading(ctx, "open_sea_owner");
  const q = fq(ctx, "open_sea_owner");
  if (code === "R3") {
    return {
      reward: value.times(HALF),
      words: `his half, which he keeps: only the king's half goes back to the owner (${q})`,
    };
  }
  if (code === "R1") return { reward: value.times(THIRD), words: `a third of its value, as in dl-vrag/15 (${q})` };
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
  return { reward, words: `the due salvage reward as assessed (${q})` };
}

/** Q-V11 R3: the salvor keeps his half, and the king's half goes back to the owner for nothing. */
function kingsHalfBack(s: Standing, owner: PartyRef, half: Money, ctx: RuleContext, out: Out): void {
  const c = s.c;
  const salvor = recipientParty(s.share);
  if (findReading(ctx, "open_sea_custody") === "R1") {
    out.owe(c.officer.id, salvor.id, half, `his half (${fq(ctx, "open_sea_owner")})`, at(19));
  }
  out.must(c.officer.id, `hand the king's half over to ${owner.name}`, undefined, at(19));
  if (c.costs && !c.costs.minor.isZero()) {
    out.warn(
      `The owner takes back the king's half and pays nothing (${fq(ctx, "open_sea_owner")}); the text does not say who bears the officer's costs of ${c.costs.format()}.`,
      at(19),
    );
  }
}

/** Q-V11 R1 or R2: the owner has the whole wreck and pays the salvor's reward and the costs through the officer. */
function wreckRedeemed(s: Standing, owner: PartyRef, reward: Money | undefined, ctx: RuleContext, out: Out): void {
  const c = s.c;
  const salvor = recipientParty(s.share);
  if (reward && findReading(ctx, "open_sea_owner") === "R1")
    redemption(s, owner, reward, reward, ctx, out, [at(19), at(15)]);
  else if (reward) {
    out.owe(
      owner.id,
      c.officer.id,
      reward,
      `the due salvage reward as assessed (${fq(ctx, "open_sea_owner")})`,
      at(19),
    );
    out.owe(owner.id, c.officer.id, c.costs, costsWords(c, "the costs laid out"), at(19));
    out.owe(c.officer.id, salvor.id, reward, "his salvage reward, out of what the owner pays", at(19));
  }
  out.must(c.officer.id, `hand ${itemWords(c)} over to ${owner.name} once he has paid`, undefined, at(19));
  if (findReading(ctx, "open_sea_custody") === "R2") {
    out.must(
      salvor.id,
      `give up to ${owner.name} the half he kept at once (${fq(ctx, "open_sea_custody")})`,
      undefined,
      at(19),
    );
  }
}

/** The owner comes in time for wreck from the open sea: 'unless the rightful owner comes' (19, Q-V11). */
function ownerOfWreck(s: Standing, value: Money, ctx: RuleContext, out: Out): Plan {
  const owner = ownerParty(s.c);
  const { reward, words } = salvorsReward(s.c, value, ctx, out);
  const keepsHalf = findReading(ctx, "open_sea_owner") === "R3";
  if (keepsHalf) kingsHalfBack(s, owner, reward as Money, ctx, out);
  else wreckRedeemed(s, owner, reward, ctx, out);
  const situation = `the owner comes in time (${at(19)}; ${fq(ctx, "open_sea_owner")})`;
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
function keptForTheClaimant(s: Standing, value: Money | undefined, ctx: RuleContext, out: Out): Plan {
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
  if (half && findReading(ctx, "open_sea_custody") === "R2") {
    out.must(
      recipientParty(s.share).id,
      `hold the half he kept at once while the claim is judged, and give it up to ${owner.name} if the proof is found sufficient (${fq(ctx, "open_sea_custody")})`,
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

function ownersOption(s: Standing, value: Money | undefined, ctx: RuleContext, out: Out): void {
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
  const code = findReading(ctx, "open_sea_owner");
  if (code === "R3")
    return `back, the king's half of it, paying nothing; the salvor keeps his half (${fq(ctx, "open_sea_owner")})`;
  if (code === "R2")
    return `for a due salvage reward assessed as in dl-vrag/6, with the costs (${fq(ctx, "open_sea_owner")})`;
  const price = value
    ? redemptionPrice(c, value.times(THIRD), ctx)
    : "a third of its value, once valued, and the costs";
  return `for ${price}, as in dl-vrag/15 (${fq(ctx, "open_sea_owner")})`;
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

function proofAssessment(c: FindCase, provisions: string[]): Assessment {
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
function claimConsequences(s: Standing, out: Out): void {
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

// ---------------------------------------------------------------------------
// Delivery and keeping (14, 18, 19)

function deliveryDuties(c: FindCase, share: Share | undefined, period: Period, ctx: RuleContext, out: Out): Step {
  const d = c.facts.delivered;
  const only = c.facts.found_by.length === 1 ? c.facts.found_by[0] : undefined;
  const who = share ? recipientParty(share) : { id: only ?? "finders" };
  const where = c.facts.landed_at ? `at ${c.facts.landed_at}` : "where it is brought ashore";
  const keepsHalf = share?.regime === "half" && findReading(ctx, "open_sea_custody") === "R2";
  const what = keepsHalf ? `the king's half of ${itemWords(c)}` : itemWords(c);
  const done = d ? `; done: handed to ${c.officer.name} on ${d.date}` : "; the case does not say it has been done";
  const provision = share?.provision === at(18) ? at(18) : share?.regime === "half" ? at(19) : at(14);
  out.must(
    who.id,
    `hand ${what} over to the officer who holds command for the king ${where}${done}`,
    undefined,
    provision,
  );
  if (period.lastDay) {
    const keeps = keepsHalf ? "the king's half" : "it";
    out.must(
      c.officer.id,
      `keep ${keeps} a year and a day, until the end of ${formatDate(period.lastDay)}, unless the owner redeems it sooner`,
      period.lastDay,
      provision,
    );
  }
  out.assess(period.assessment);
  return {
    rule: `${provision}#deliver`,
    label: `the finder hands ${what} over to the king's officer ${where}, and the goods lie a year and a day`,
    provisions: [provision],
    status: "applied",
    facts: { delivered_to: d?.to ?? null, delivered_on: d?.date ?? null, landed_at: c.facts.landed_at ?? null },
    value: d ? `delivered on ${d.date}` : "not yet delivered",
    children: [period.step],
  };
}

// ---------------------------------------------------------------------------
// 17: embezzling such goods is punished as a thief

interface Charge {
  readonly person: string;
  readonly what: string;
  readonly provision: string | undefined;
}

const FIND_PROVISIONS = new Set([14, 15, 16, 17, 18, 19].map(at));

const THEFT =
  "to be punished as a thief ('straffes som en tyv'): the penalty for theft is set elsewhere in Danske Lov, outside this chapter, so sealaw gives no measure";

const punishedAsAThief = rule<Charge, Penalty>({
  id: "dl-vrag/17#thief",
  label: "whoever embezzles such goods and wreck shall be punished as a thief",
  provisions: [at(17)],
  when: (ch) => ch.provision === undefined || FIND_PROVISIONS.has(ch.provision),
  gives: (ch) => ({
    who: ch.person,
    offence: `${ch.what}: embezzling ('underslå') goods or wreck found at sea`,
    penalty: THEFT,
    provisions: [...new Set([at(17), ...(ch.provision ? [ch.provision] : [])])],
  }),
  facts: (ch) => ({ person: ch.person, what: ch.what, provision: ch.provision ?? null }),
  show: (p) => `${p.who}: punished as a thief`,
});

function charges(c: FindCase): Charge[] {
  const hidden = c.facts.concealed.map((h) => ({
    person: h.person,
    what: `held back ${h.what}${h.value ? ` (worth ${h.value.format()})` : ""} instead of handing it over`,
    provision: undefined,
  }));
  const reported = c.facts.breaches.map((b: Breach) => ({ person: b.person, what: b.what, provision: b.provision }));
  return [...hidden, ...reported];
}

function embezzlement(c: FindCase, ctx: RuleContext, out: Out): Step | undefined {
  const all = charges(c);
  if (all.length === 0) return undefined;
  const children: Step[] = [];
  for (const ch of all) {
    const o = evaluate(punishedAsAThief, ch, ctx);
    children.push(o.step);
    if (!o.value) {
      out.warn(
        `${ch.person}: ${ch.what} is a breach of ${ch.provision}, not of the rules on finds; dl-vrag/17 does not reach it.`,
        at(17),
      );
      continue;
    }
    out.penalties.push(o.value);
    out.assess({
      what: `The punishment of ${ch.person} as a thief`,
      by: "the court (the chapter names none)",
      basis: "dl-vrag/17 refers to the penalty for theft, which Danske Lov sets outside this chapter",
      status: "needed",
      provisions: [at(17)],
    });
  }
  for (const h of c.facts.concealed) {
    out.must(h.person, `hand over to the king's officer what he held back: ${h.what}`, undefined, at(14), at(17));
  }
  const twice = c.facts.concealed.map((h) => h.person).filter((p) => c.facts.breaches.some((b) => b.person === p));
  for (const p of new Set(twice)) {
    out.warn(
      `${p} is reported both under concealed and under breaches; if it is the same act, it is one offence.`,
      at(17),
    );
  }
  if (c.facts.concealed.length > 0) {
    out.warn(
      "What was held back is not in the value divided here: the finder's share is of what was handed over.",
      at(14),
      at(17),
    );
  }
  return {
    label: `Embezzlement of the find (${out.penalties.length} of ${all.length} punishable under dl-vrag/17)`,
    provisions: [at(17)],
    status: "applied",
    value: out.penalties.length,
    children,
  };
}

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
  if (p) return { id: p.id, name: nameOf(p), role: "the king's officer who received the find" };
  return {
    id: "kings-officer",
    name: `The king's officer${f.landed_at ? ` at ${f.landed_at}` : ""}`,
    role: "the officer who holds command for the king where the find is brought ashore",
  };
}

function findCase(facts: FindFacts): FindCase {
  const people = new Map(facts.people.map((p) => [p.id, p]));
  const dates = datesOf(facts);
  const asOf = asOfDate(facts, dates);
  checkDates(facts, dates, asOf);
  return {
    facts,
    people,
    asOf,
    asOfGiven: facts.as_of !== undefined,
    officer: officerOf(facts, people),
    costs: facts.costs ? wholeUnits(facts.costs, "facts.costs") : undefined,
  };
}

function factWarnings(c: FindCase, share: Share | undefined, out: Out): void {
  if (!c.asOfGiven) {
    out.warn(
      c.asOf
        ? `The case gives no as_of; it is decided as of its latest date, ${formatDate(c.asOf)}.`
        : "The case gives no dates: it is decided as it stands, with the year and a day not yet fixed.",
      at(14),
    );
  }
  if (!share) return;
  if (share.recipients.length > 1) {
    out.warn(
      `${share.recipients.map(nameOf).join(", ")} have the finder's share together; the text does not say how they divide it among themselves.`,
      share.provision,
    );
  }
  const left = finders(c).filter((p) => !share.recipients.includes(p));
  if (left.length > 0) {
    out.warn(
      `${left.map(nameOf).join(", ")} also took part in the find, but ${share.provision} gives the share to ${share.provision === at(18) ? "the fishermen" : "the skipper"}; what they are owed the text does not say.`,
      share.provision,
    );
  }
  if (!c.facts.delivered) {
    out.warn(
      "The find has not been handed over: the third is due only when it is, and the year and a day runs from the delivery under Q-X02 R2.",
      share.provision,
    );
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
  const whose = share
    ? share.regime === "half"
      ? `found on the open sea away from all land (${at(19)})`
      : `found in the sea by ${share.provision === at(18) ? "fishermen" : "a skipper"}: a third to the finder (${share.provision})`
    : `found at sea: whether in the sea or on the open sea is still to be assessed (${at(14)}, ${at(19)})`;
  return `${itemWords(c)} ${whose}${plan ? `; ${plan.situation}` : ""}`;
}

function root(children: Step[], situation: string): Step {
  return {
    rule: "dl-vrag/14-19#find",
    label: `A find at sea under dl-vrag/14–19: ${situation}`,
    provisions: [14, 15, 16, 17, 18, 19].map(at),
    status: "applied",
    children,
  };
}

/** The finder's share (14, 18, 19), or none while the place of the find is still to be assessed. */
function finderShare(c: FindCase, place: Place, ctx: RuleContext): { share: Share | undefined; steps: Step[] } {
  if (place.openSea === undefined) return { share: undefined, steps: [] };
  const o = evaluate(skippersThird, { c, openSea: place.openSea }, ctx);
  if (!o.applied || !o.value) throw notCovered(c);
  return { share: o.value, steps: [surfaced(o, "The finder's share", [o.value.provision])] };
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

/** With the share known: the owner's claim, what becomes of the find, and the division of its value. */
function afterDelivery(c: FindCase, share: Share, period: Period, valued: Valued, ctx: RuleContext, out: Out): Decided {
  const s: Standing = {
    c,
    period,
    timing: claimTiming(c.facts.claim, period),
    over: periodOver(period, c.asOf),
    share,
  };
  const outcome = disposition(s, ctx);
  const steps = [claimStep(s), surfaced(outcome, "What becomes of the find", outcome.step.provisions)];
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
  const division = divide(v, plan.lines, `The value of ${itemWords(c)}, ${valued.words}`, cite);
  return { steps: [...steps, division.step], plan, division };
}

/** With the place still to be assessed: the owner may still come, for a reward not yet known. */
function placeUnknown(c: FindCase, period: Period, out: Out): Decided {
  if (c.facts.claim && c.facts.claim.proof_sufficient === undefined) {
    out.assess(proofAssessment(c, [at(15), at(19)]));
  }
  out.options.push({
    holder: ownerParty(c).id,
    choices: [
      `come with sufficient proof within the year and a day and have ${itemWords(c)} back, for the reward that follows once the place of the find is assessed`,
    ],
    ...(period.lastDay ? { deadline: formatDate(period.lastDay) } : {}),
    lapse: "it falls to the king (dl-vrag/16), or half to the salvor and half to the king (dl-vrag/19)",
    provisions: [at(15), at(19)],
  });
  return { steps: [], plan: undefined, division: undefined };
}

export function decideFind(facts: FindFacts, dctx: DecideContext): DeterminationBody {
  const explain = dctx.explain !== false;
  const ctx: RuleContext = { readings: dctx.readings, explain };
  const c = findCase(facts);
  refuseWithItsPeople(c);
  const out = new Out();
  const where = wherefound(c, ctx);
  out.assess(where.place.assessment);
  const { share, steps: shareSteps } = finderShare(c, where.place, ctx);
  const period = periodOf(c, share, ctx);
  const value = theValue(c, ctx);
  out.assess(value.valued.assessment);
  const duties = deliveryDuties(c, share, period, ctx, out);
  factWarnings(c, share, out);
  const decided = share ? afterDelivery(c, share, period, value.valued, ctx, out) : placeUnknown(c, period, out);
  const outSteps = out.steps.length;
  const penalties = embezzlement(c, ctx, out);
  const situation = situationOf(c, share, decided.plan);
  let explanation = LEFT_OUT;
  if (explain) {
    const steps: Step[] = [
      where.step,
      ...shareSteps,
      value.step,
      duties,
      ...decided.steps,
      ...out.steps.slice(0, outSteps),
    ];
    if (penalties) steps.push(penalties);
    explanation = root(steps, situation);
  }
  return {
    situation,
    funds: decided.division ? [decided.division.fund] : [],
    allocations: decided.division ? decided.division.allocations : [],
    liabilities: out.liabilities,
    obligations: out.obligations,
    options: out.options,
    penalties: out.penalties,
    assessments: out.assessments,
    warnings: out.warnings,
    explanation,
  };
}

// ---------------------------------------------------------------------------
// The kind

export const findKind = defineKind({
  kind: "find",
  summary:
    "Finds at sea: the skipper's third (14) and the fishermen's for an anchor (18), the year and a day, the owner's redemption for the same reward and the costs (15), escheat to the king (16), embezzlement punished as theft (17), and wreck on the open sea halved between salvor and king (19).",
  provisions: [14, 15, 16, 17, 18, 19].map(at),
  facts: findFactsSchema,
  jsonSchema: findFactsJsonSchema,
  decide: decideFind,
});
