/**
 * Danske Lov 1683, 4-3, a shipwreck and what follows a grounding (dl-averi/1–4
 * and 42–48).
 *
 *   - 1 a skipper who suffers shipwreck must, with the crew, salvage ship, goods
 *     and gear, and has from the merchants an honest salvage reward as good men
 *     declare (shared among the merchants by Q-S07, sealaw's own question);
 *   - 2 the charterer pays the skipper freight on the goods salvaged, and the
 *     skipper pays the seamen their wages, according to the length of the voyage,
 *     as honest men (dannemænd) judge right (Q-A01);
 *   - 3 whoever removes or embezzles the shipwrecked goods is punished as for
 *     other theft (a penalty set outside these texts, in the chapter on theft);
 *   - 4 a seaman who will not help salvage loses his portage and wages with what
 *     he has drawn (Q-A02), and is held dishonourable among seafaring people: an
 *     exception to 2 for him;
 *   - 42 after a grounding (41, which the general_average kind decides) the
 *     skipper has the ship repaired as quickly as possible and carries the goods to
 *     the market — unless (43) she cannot be repaired, when he has for freight on
 *     the goods saved what good men think reasonable by the voyage's circumstances;
 *   - 44 goods spoiled: the loss goes over the other goods salvaged, if it is bulk
 *     and loose goods (Q-A16 `styrtegods`, the general-average kind's reading, and
 *     Q-A34) — unless (45) it is barrelled goods, packs or piece goods, when each
 *     takes his own mark and pays his own costs;
 *   - 46 ship and part of the goods and gear saved: the seamen's wages are cut in
 *     the proportion of the freight the skipper earns to the full freight;
 *   - 47 ship and goods lost by misfortune, proved by the skipper with all his crew
 *     (Q-A22): he may salvage his ship and owes the merchants nothing — unless (48)
 *     he did it wilfully, or it came through his or his people's neglect, when he
 *     answers to the merchant and may not deal with the ship until he has
 *     satisfied him.
 *
 * Nothing the text leaves to good men or dannemænd is computed in their place:
 * the reward, the freight of 43 and the measure of 2 are Assessments that say who
 * makes them and on what basis, "needed" until the case gives the figure. Where the
 * case gives the part of the voyage completed, the measure of 2 is reckoned
 * exactly from it and shown as the basis of the dannemænd's assessment; their own
 * figure, when given, is the one used.
 *
 * The shape of the determination. The salvage reward, when declared, is the fund,
 * with one allocation per merchant (his share, exact and rounded, the rounded
 * shares summing to the reward) and a liability from each merchant to the skipper.
 * Freight and wages are liabilities: from the charterer (or each parcel's shipper
 * or owner) to the skipper, and from the skipper to each seaman — or from a seaman
 * who refused to salvage back to the skipper, for what he drew. The loss of spoiled
 * bulk goods shared under 44 is the average of its own `spoiled-bulk`: in kind by
 * quantity, or by value as a statement.
 */

import {
  type Seaman,
  type ShipwreckFacts,
  type ShipwreckParcel,
  shipwreckFactsJsonSchema,
  shipwreckFactsSchema,
} from "../../cases/kinds/shipwreck.js";
import { adjust, type Interest } from "../../core/average.js";
import { BodyParts } from "../../core/builder.js";
import type {
  Allocation,
  DeterminationBody,
  Fund,
  PartyRef,
  QuantityLine,
  SeparateAverage,
} from "../../core/determination.js";
import { IssueList } from "../../core/errors.js";
import { note, type Step } from "../../core/explain.js";
import type { Json } from "../../core/json.js";
import { type Currency, Money, MoneyError } from "../../core/money.js";
import { the } from "../../core/names.js";
import { Rational } from "../../core/rational.js";
import { evaluate, evaluateOr, firstOf, type RuleContext, rule } from "../../core/rule.js";
import { split, TIE_BREAK_RULE } from "../../core/split.js";
import { type DecideContext, defineKind } from "../statute.js";
import { sq, swReading } from "./shipwreck-readings.js";

const at = (n: number): string => `dl-averi/${n}`;

/** The provisions this kind implements: dl-averi/1–4 and 42–48. */
export const SHIPWRECK_PROVISIONS: readonly string[] = [1, 2, 3, 4, 42, 43, 44, 45, 46, 47, 48].map(at);

const plural = (n: number, one: string, many = `${one}s`): string => `${n} ${n === 1 ? one : many}`;

/** At most this many ids are named in one message; the rest are counted. */
const LISTED = 10;

function listed(ids: readonly string[]): string {
  const shown = ids.slice(0, LISTED).join(", ");
  return ids.length > LISTED ? `${shown} and ${ids.length - LISTED} more` : shown;
}

// ---------------------------------------------------------------------------
// The case as the rules see it

interface Parcel {
  readonly p: ShipwreckParcel;
  readonly index: number;
  /** Saved or spoiled: it came out of the casualty (salvaged, or kept). */
  readonly salvaged: boolean;
  /** The part spoiled: zero when none; undefined when it cannot be known from the case. */
  readonly spoiledQuantity: Rational | undefined;
  readonly spoiledValue: Money | undefined;
  /** What was saved of it, worth: its value less the part spoiled (zero when lost); undefined: not known. */
  readonly savedValue: Money | undefined;
}

interface SwCase {
  readonly f: ShipwreckFacts;
  readonly currency: Currency;
  readonly zero: Money;
  readonly skipper: PartyRef;
  readonly shipName: string;
  readonly parcels: readonly Parcel[];
  readonly names: ReadonlyMap<string, string>;
}

const nameOf = (c: SwCase, id: string): string => c.names.get(id) ?? id;

const salvagedParcels = (c: SwCase): Parcel[] => c.parcels.filter((x) => x.salvaged);
const lostParcels = (c: SwCase): Parcel[] => c.parcels.filter((x) => x.p.outcome === "lost");
const spoiledParcels = (c: SwCase): Parcel[] => c.parcels.filter((x) => x.p.outcome === "spoiled");

const shipSaved = (c: SwCase): boolean => c.f.ship.state === "saved" || c.f.ship.state === "aground_repairable";
const wrecked = (c: SwCase): boolean => c.f.ship.state === "wrecked";

const MARKED = new Set(["barrels", "packs", "pieces"]);
const isMarked = (x: Parcel): boolean => MARKED.has(x.p.packing);

/** The part of a parcel spoiled, in quantity and value; a part given in one is reckoned in the other pro rata. */
function spoiledPart(p: ShipwreckParcel, zero: Money): { q: Rational | undefined; v: Money | undefined } {
  if (p.outcome !== "spoiled") return { q: Rational.ZERO, v: zero };
  const s = p.spoiled;
  if (!s) return { q: p.quantity, v: p.value };
  const q =
    s.quantity ??
    (s.value && p.value && p.quantity && !p.value.minor.isZero()
      ? p.quantity.mul(s.value.minor.div(p.value.minor))
      : undefined);
  const v =
    s.value ??
    (s.quantity && p.value && p.quantity && !p.quantity.isZero()
      ? p.value.times(s.quantity.div(p.quantity))
      : undefined);
  return { q, v };
}

function parcelOf(p: ShipwreckParcel, index: number, zero: Money, issues: IssueList): Parcel {
  const path = `facts.cargo[${index}]`;
  const { q, v } = spoiledPart(p, zero);
  if (q && p.quantity && q.gt(p.quantity)) {
    issues.add(`${path}.spoiled.quantity`, `${q} spoiled is more than the parcel's quantity, ${p.quantity}`);
  }
  if (v && p.value && v.cmp(p.value) > 0) {
    issues.add(`${path}.spoiled.value`, `${v.format()} spoiled is more than the parcel's value, ${p.value.format()}`);
  }
  issues.whole(p.costs, `${path}.costs`);
  const salvaged = p.outcome !== "lost";
  const savedValue = !salvaged ? zero : p.value && v ? p.value.sub(v) : undefined;
  return { p, index, salvaged, spoiledQuantity: q, spoiledValue: v, savedValue };
}

function swCase(f: ShipwreckFacts, currency: Currency): SwCase {
  const zero = Money.zero(currency);
  const issues = new IssueList();
  const parcels = f.cargo.map((p, i) => parcelOf(p, i, zero, issues));
  issues.whole(f.assessed.salvage_reward, "facts.assessed.salvage_reward");
  issues.whole(f.assessed.freight, "facts.assessed.freight");
  for (const [id, m] of Object.entries(f.assessed.reward_shares ?? {})) {
    issues.whole(m, `facts.assessed.reward_shares.${id}`);
  }
  issues.throwIfAny();
  const names = new Map(f.people.map((p) => [p.id, p.name ?? p.id]));
  const shipName = f.ship.name ?? f.ship.id;
  const skipper: PartyRef = {
    id: f.ship.skipper,
    name: names.get(f.ship.skipper) ?? f.ship.skipper,
    role: `skipper of ${the(shipName)}`,
  };
  return { f, currency, zero, skipper, shipName, parcels, names };
}

// ---------------------------------------------------------------------------
// The determination being built

class Out extends BodyParts {
  readonly averages: SeparateAverage[] = [];
  readonly funds: Fund[] = [];
  readonly allocations: Allocation[] = [];

  assess(what: string, by: string, basis: string, value: Json | undefined, ...provisions: string[]): void {
    this.assessments.push({
      what,
      by,
      basis,
      status: value === undefined ? "needed" : "given",
      ...(value === undefined ? {} : { value }),
      provisions,
    });
  }
}

function section(label: string, provisions: string[], children: Step[], value?: Json): Step {
  return { label, provisions, status: "applied", children, ...(value !== undefined ? { value } : {}) };
}

const GOOD_MEN = "good men ('gode mænd')";
const DANNEMAEND = "honest men ('dannemænd')";
const APPRAISERS = "not named in the text: appraisers of the goods";

// ---------------------------------------------------------------------------
// 1: the duty to salvage, and the salvage reward

const salvageDuty = rule<SwCase, string>({
  id: "dl-averi/1#salvage",
  label:
    "a skipper who suffers shipwreck shall be obliged, with the crew, to salvage the ship, the goods and the ship's gear",
  provisions: [at(1)],
  when: wrecked,
  gives: (c) => `the skipper and ${plural(c.f.crew.length, "seaman", "seamen")}`,
  facts: (c) => ({ state: c.f.ship.state, crew: c.f.crew.length }),
});

const CONDUCT: Record<Seaman["salvage"], string> = {
  helped: "; he helped",
  refused: "; he would not (dl-averi/4)",
  unable: "; he could not, being unable",
};

function salvageDuties(c: SwCase, out: Out): void {
  out.must(c.skipper.id, `with the crew, salvage ${the(c.shipName)}, the goods and the ship's gear`, undefined, at(1));
  for (const s of c.f.crew) {
    out.must(
      s.person,
      `help the skipper salvage ${the(c.shipName)}, the goods and the ship's gear${CONDUCT[s.salvage]}`,
      undefined,
      at(1),
      at(4),
    );
  }
}

const rewardDeclared = rule<SwCase, Money | undefined>({
  id: "dl-averi/1#reward",
  label: "for it he shall receive from the merchants an honest salvage reward, as good men shall declare",
  provisions: [at(1)],
  when: wrecked,
  gives: (c) => c.f.assessed.salvage_reward,
  facts: (c) => ({ salvage_reward: c.f.assessed.salvage_reward?.format() ?? null }),
  show: (m) => (m ? `${m.format()}, as good men declared it` : "not yet declared by good men"),
});

/** Each merchant with goods saved, and what his goods saved are worth (undefined: not appraised). */
function merchantsSaved(c: SwCase): Map<string, { value: Money | undefined; parcels: string[] }> {
  const m = new Map<string, { value: Money | undefined; parcels: string[] }>();
  for (const x of salvagedParcels(c)) {
    const cur = m.get(x.p.owner) ?? { value: c.zero, parcels: [] };
    cur.value = cur.value && x.savedValue ? cur.value.add(x.savedValue) : undefined;
    cur.parcels.push(x.p.id);
    m.set(x.p.owner, cur);
  }
  return m;
}

function rewardBasis(c: SwCase): string {
  const saved = salvagedParcels(c);
  const what = saved.map((x) => `${x.p.id}${x.savedValue ? ` (${x.savedValue.format()})` : ""}`);
  return `dl-averi/1: 'en redelig bjergeløn efter gode mænds sigelse', for salvaging ${the(c.shipName)}, the goods and the gear; goods saved: ${what.length > 0 ? listed(what) : "none listed"}`;
}

function rewardLiability(c: SwCase, out: Out, merchant: string, amount: Money, how: string): void {
  if (merchant === c.skipper.id) return;
  out.owe(merchant, c.skipper.id, amount, `a share of the salvage reward: ${how}`, at(1));
}

function rewardFund(c: SwCase, reward: Money, how: string): Fund {
  return {
    label: `The salvage reward, paid by the merchants to ${c.skipper.name} (${how})`,
    amount: reward.toJSON(),
    provisions: [at(1)],
    rounding: TIE_BREAK_RULE,
  };
}

function rewardByValue(c: SwCase, reward: Money, out: Out): string {
  const merchants = merchantsSaved(c);
  const missing = [...merchants].filter(([, m]) => m.value === undefined).flatMap(([, m]) => m.parcels);
  if (merchants.size === 0) {
    out.warn("No goods were saved, so no merchant owes a share of the salvage reward under dl-averi/1.", at(1));
    return "no goods saved: no merchant to pay it";
  }
  if (missing.length > 0) {
    out.assess(
      `The value of the goods saved of ${listed(missing)}`,
      APPRAISERS,
      "Q-S07 R1: the salvage reward is shared among the merchants by the value of each one's goods saved",
      undefined,
      at(1),
    );
    return "cannot be shared until every parcel saved is appraised";
  }
  const entries = [...merchants].map(([id, m]) => ({ id, value: m.value as Money }));
  const mass = entries.reduce((t, e) => t.add(e.value), c.zero);
  if (mass.minor.isZero()) {
    out.warn("The goods saved are worth nothing, so the salvage reward cannot be shared by their value.", at(1));
    return "the goods saved are worth nothing";
  }
  const s = split(
    reward,
    entries.map((e) => ({ key: e.id, weight: e.value.minor })),
  );
  s.lines.forEach((l, i) => {
    const e = entries[i] as (typeof entries)[number];
    const reason = `goods saved worth ${e.value.format()} of ${mass.format()}: ${l.fraction} of the reward (Q-S07 R1)`;
    out.allocations.push({
      id: e.id,
      name: nameOf(c, e.id),
      role: "merchant, whose goods were saved",
      basis: [{ parts: l.fraction.toString(), reason, provisions: [at(1)] }],
      fraction: l.fraction.toString(),
      exact: l.exact.toJSON(),
      rounded: l.rounded.toJSON(),
      roundedUp: l.roundedUp,
      reason,
      provisions: [at(1)],
    });
    const exact = l.exact.eq(l.rounded) ? "" : `; exactly ${l.exact.format()}`;
    rewardLiability(c, out, e.id, l.rounded, `${l.fraction}, by the value of the goods saved${exact}`);
  });
  out.funds.push(rewardFund(c, reward, "shared by the value of each merchant's goods saved"));
  return `${reward.format()} shared over goods saved worth ${mass.format()}`;
}

function rewardByGoodMen(c: SwCase, reward: Money, out: Out): string {
  const shares = c.f.assessed.reward_shares;
  if (!shares) {
    out.assess(
      "How the salvage reward is shared among the merchants",
      GOOD_MEN,
      "Q-S07 R2: the good men who declare the reward also share it",
      undefined,
      at(1),
    );
    return "the shares are for the good men";
  }
  const entries = Object.entries(shares);
  const total = entries.reduce((t, [, m]) => t.add(m), c.zero);
  if (!total.eq(reward)) {
    out.warn(
      `The good men's shares come to ${total.format()}, not to the reward of ${reward.format()}; the shares are used as given.`,
      at(1),
    );
  }
  out.assess(
    "How the salvage reward is shared among the merchants",
    GOOD_MEN,
    "Q-S07 R2: the good men who declare the reward also share it",
    Object.fromEntries(entries.map(([id, m]) => [id, m.format()])),
    at(1),
  );
  for (const [id, m] of entries) {
    const fraction = reward.minor.isZero() ? Rational.ZERO : m.minor.div(reward.minor);
    const reason = `as the good men shared it: ${m.format()} (Q-S07 R2)`;
    out.allocations.push({
      id,
      name: nameOf(c, id),
      role: "merchant",
      basis: [{ parts: fraction.toString(), reason, provisions: [at(1)] }],
      fraction: fraction.toString(),
      exact: m.toJSON(),
      rounded: m.toJSON(),
      roundedUp: false,
      reason,
      provisions: [at(1)],
    });
    rewardLiability(c, out, id, m, "as the good men shared it");
  }
  out.funds.push(rewardFund(c, reward, "as the good men shared it"));
  return `${reward.format()} as the good men shared it`;
}

function salvage(c: SwCase, ctx: RuleContext, out: Out): Step {
  const duty = evaluate(salvageDuty, c, ctx);
  if (duty.applied) salvageDuties(c, out);
  const reward = evaluate(rewardDeclared, c, ctx);
  const steps: Step[] = [duty.step, reward.step];
  if (reward.applied) {
    const r = reward.value;
    out.assess(
      "The honest salvage reward the merchants owe the skipper",
      GOOD_MEN,
      rewardBasis(c),
      r ? r.format() : undefined,
      at(1),
    );
    if (r) {
      const byValue = swReading(ctx, "wreck_reward_sharing") === "R1";
      const value = byValue ? rewardByValue(c, r, out) : rewardByGoodMen(c, r, out);
      steps.push(
        note(
          byValue
            ? "The reward is shared among the merchants by the value of each one's goods saved (Q-S07 R1: the text names the merchants and gives no key)"
            : "The reward is shared among the merchants as the good men share it (Q-S07 R2)",
          [at(1)],
          { readings: { wreck_reward_sharing: swReading(ctx, "wreck_reward_sharing") }, value },
        ),
      );
    }
  } else if (c.f.assessed.salvage_reward) {
    out.warn(
      `A salvage reward is given, but ${the(c.shipName)} is not wrecked: dl-averi/1 speaks of the reward after a shipwreck.`,
      at(1),
    );
  }
  return {
    ...section("The salvage after a shipwreck", [at(1)], steps),
    status: duty.applied ? "applied" : "not-applicable",
  };
}

// ---------------------------------------------------------------------------
// 3: removing or embezzling shipwrecked goods

const THEFT_CITE = "Danske Lov, Book 6, chapter 17 (theft)";

const punishedAsTheft = rule<SwCase, number>({
  id: "dl-averi/3#theft",
  label: "whoever removes or embezzles any of the shipwrecked goods shall be punished as for other theft",
  provisions: [at(3)],
  when: (c) => wrecked(c) && c.f.embezzlements.length > 0,
  gives: (c) => c.f.embezzlements.length,
  facts: (c) => ({ state: c.f.ship.state, embezzlements: c.f.embezzlements.length }),
  show: (n) => `${plural(n, "person")} to be punished as for theft`,
});

function embezzlement(c: SwCase, ctx: RuleContext, out: Out): Step | undefined {
  if (c.f.embezzlements.length === 0) return undefined;
  const o = evaluate(punishedAsTheft, c, ctx);
  if (!o.applied) {
    out.warn(
      `dl-averi/3 punishes the removal or embezzlement of shipwrecked goods; ${the(c.shipName)} is not wrecked, so the goods taken are not such goods, and the general law of theft governs.`,
      at(3),
    );
    return o.step;
  }
  for (const e of c.f.embezzlements) {
    const from = e.parcel ? ` from ${e.parcel}` : "";
    const worth = e.value ? `, worth ${e.value.format()}` : "";
    out.penalties.push({
      who: e.person,
      offence: `${e.act === "removed" ? "removed" : "embezzled"} shipwrecked goods: ${e.what}${from}${worth}`,
      penalty:
        "to be punished as for other theft ('straffes ligesom for andet tyveri'); the punishment for theft is set in the Danish Law's chapter on theft, outside these texts, and sealaw gives no measure",
      provisions: [at(3)],
      outside: [
        {
          cite: THEFT_CITE,
          about: "the punishment for theft, by which the removal or embezzlement of shipwrecked goods is punished",
          outsideCorpus: true,
        },
      ],
    });
  }
  return o.step;
}

// ---------------------------------------------------------------------------
// Freight: who owes it, and apportioning a figure set by good men or dannemænd

/** Who owes the freight on a parcel: the charterer ('befragteren'), else its shipper, else its owner. */
function freightPayer(c: SwCase, x: Parcel): string {
  return c.f.charterer ?? x.p.shipper ?? x.p.owner;
}

/** Who owes a line of freight, in words: the charterer, or the goods' shipper or owner where none is named. */
function payerWords(c: SwCase, l: FreightLine): string {
  if (c.f.charterer) return `the charterer, ${nameOf(c, c.f.charterer)}`;
  const shipper = c.parcels.some((x) => l.parcels.includes(x.p.id) && x.p.shipper === l.payer);
  return `${shipper ? "their shipper" : "their owner"}, no charterer being named`;
}

interface FreightLine {
  readonly payer: string;
  readonly parcels: string[];
  amount: Money | undefined;
  /** How a figure for all the goods saved was shared to this payer, when it was. */
  share?: string;
}

/** The freight per payer: each parcel's own figure (undefined: not known), summed. */
function byPayer(c: SwCase, items: readonly { x: Parcel; amount: Money | undefined }[]): FreightLine[] {
  const m = new Map<string, FreightLine>();
  for (const { x, amount } of items) {
    const payer = freightPayer(c, x);
    const line = m.get(payer) ?? { payer, parcels: [], amount: c.zero };
    line.parcels.push(x.p.id);
    line.amount = line.amount && amount ? line.amount.add(amount) : undefined;
    m.set(payer, line);
  }
  return [...m.values()];
}

/**
 * A freight figure for the goods saved together, owed by their payers: by one payer
 * wholly, or shared among several in proportion to the agreed freight on the goods
 * each owes for (the freight the figure stands in for), exactly with split.ts.
 */
function apportion(c: SwCase, total: Money, saved: readonly Parcel[], out: Out, provision: string): FreightLine[] {
  const payers = [...new Set(saved.map((x) => freightPayer(c, x)))];
  if (payers.length === 1) {
    return [{ payer: payers[0] as string, parcels: saved.map((x) => x.p.id), amount: total }];
  }
  const missing = saved.filter((x) => x.p.freight === undefined).map((x) => x.p.id);
  const lines = byPayer(
    c,
    saved.map((x) => ({ x, amount: x.p.freight })),
  );
  if (missing.length > 0) {
    out.warn(
      `The freight set for the goods saved, ${total.format()}, cannot be shared among those who owe it until the agreed freight on ${listed(missing)} is known.`,
      provision,
    );
    for (const l of lines) l.amount = undefined;
    return lines;
  }
  const weight = lines.map((l) => ({ key: l.payer, weight: (l.amount as Money).minor }));
  if (weight.every((w) => w.weight.isZero())) {
    out.warn("No freight was agreed on the goods saved, so the freight set cannot be shared by it.", provision);
    for (const l of lines) l.amount = undefined;
    return lines;
  }
  const s = split(total, weight);
  lines.forEach((l, i) => {
    const sl = s.lines[i];
    if (!sl) return;
    const exact = sl.exact.eq(sl.rounded) ? "" : `, exactly ${sl.exact.format()}`;
    l.share = `${sl.fraction} of it, by the agreed freight on the goods he owes for (${(l.amount as Money).format()})${exact}`;
    l.amount = sl.rounded;
  });
  return lines;
}

function freightLiabilities(c: SwCase, lines: readonly FreightLine[], how: string, out: Out, provision: string): void {
  for (const l of lines) {
    if (l.payer === c.skipper.id) continue;
    const share = l.share ? `; ${l.share}` : "";
    out.owe(
      l.payer,
      c.skipper.id,
      l.amount,
      `freight on the goods saved (${listed(l.parcels)}): ${how}${share}; owed by ${payerWords(c, l)}`,
      provision,
    );
  }
}

// ---------------------------------------------------------------------------
// 2: freight and wages by the length of the voyage, as dannemænd judge

interface Measure {
  /** The fraction of the agreed wage due; undefined: not known until the dannemænd judge. */
  readonly wages: Rational | undefined;
  /** The fraction of the agreed freight due on the goods saved. */
  readonly freight: Rational | undefined;
  readonly words: string;
}

function voyageMeasure(c: SwCase, ctx: RuleContext, out: Out): { m: Measure; step: Step } {
  const code = swReading(ctx, "voyage_length");
  const judged = c.f.assessed.voyage_part;
  const completed = c.f.voyage.completed;
  const computed = code === "R3" ? Rational.ONE : completed;
  const m = judged ?? computed;
  const freight = code === "R2" ? Rational.ONE : m;
  const forWhat = code === "R2" ? "the seamen's wages" : "the freight on the goods salvaged and the seamen's wages";
  const reckoned =
    code === "R3"
      ? "the whole voyage (Q-A01 R3): the full wages, and the agreed freight on the goods saved"
      : completed
        ? `the part of the voyage completed, ${completed} (facts.voyage.completed), which gives the figures reckoned here until the dannemænd judge (${sq(ctx, "voyage_length")})`
        : `the part of the voyage completed (${sq(ctx, "voyage_length")}); the case does not give it (facts.voyage.completed), so no figure is reckoned`;
  out.assess(
    `The measure of the voyage for ${forWhat} ('efter som sejladsen er lang til'), as a part of the whole`,
    DANNEMAEND,
    reckoned,
    judged?.toString(),
    at(2),
  );
  const words =
    m === undefined ? "not known until the dannemænd judge" : judged ? `${m}, as the dannemænd judged` : `${m}`;
  const step = note(`The length of the voyage: the measure of ${forWhat}`, [at(2)], {
    readings: { voyage_length: code },
    facts: { completed: completed?.toString() ?? null, dannemaend: judged?.toString() ?? null },
    value: words,
  });
  return { m: { wages: m, freight, words }, step };
}

const NO_MEASURE: Measure = { wages: undefined, freight: undefined, words: "not reckoned" };

const freightByVoyage = rule<{ c: SwCase; m: Measure }, string>({
  id: "dl-averi/2#freight",
  label:
    "the charterer shall pay the skipper his freight for the salvaged goods, according to the length of the voyage and as honest men may judge right",
  provisions: [at(2)],
  when: ({ c }) => wrecked(c) && salvagedParcels(c).length > 0,
  gives: ({ m }) => (m.freight === undefined ? "not known" : `${m.freight} of the agreed freight`),
  facts: ({ c }) => ({ salvaged: salvagedParcels(c).length, freight_set: c.f.assessed.freight?.format() ?? null }),
});

function wreckFreight(c: SwCase, m: Measure, ctx: RuleContext, out: Out): Step {
  const o = evaluate(freightByVoyage, { c, m }, ctx);
  if (!o.applied) return o.step;
  const saved = salvagedParcels(c);
  const set = c.f.assessed.freight;
  if (set) {
    out.assess(
      "The freight on the goods salvaged",
      DANNEMAEND,
      "dl-averi/2, as honest men judge right",
      set.format(),
      at(2),
    );
    const lines = apportion(c, set, saved, out, at(2));
    freightLiabilities(c, lines, `${set.format()} in all, as the dannemænd set it`, out, at(2));
    return o.step;
  }
  const missing = saved.filter((x) => x.p.freight === undefined).map((x) => x.p.id);
  if (missing.length > 0) {
    out.warn(
      `The case does not give the agreed freight on ${listed(missing)}, so the freight on it cannot be reckoned.`,
      at(2),
    );
  }
  const f = m.freight;
  const lines = byPayer(
    c,
    saved.map((x) => ({ x, amount: f && x.p.freight ? x.p.freight.times(f) : undefined })),
  );
  const how =
    f === undefined
      ? "the agreed freight by the length of the voyage, as the dannemænd judge"
      : f.eq(Rational.ONE)
        ? "the agreed freight"
        : `${f} of the agreed freight, by the length of the voyage, as the dannemænd judge`;
  freightLiabilities(c, lines, how, out, at(2));
  return o.step;
}

// ---------------------------------------------------------------------------
// 42–43: after a grounding, the ship repaired, or beyond repair

type Course = "repair" | "beyond-repair";

const beyondRepair = rule<SwCase, Course>({
  id: "dl-averi/43#beyond-repair",
  label:
    "but if she cannot be repaired, the skipper shall have as freight for the goods saved what good men think reasonable, considering the circumstances of the voyage",
  provisions: [at(43)],
  when: (c) => c.f.ship.state === "aground_beyond_repair",
  gives: () => "beyond-repair",
  facts: (c) => ({ state: c.f.ship.state }),
  show: () => "she cannot be repaired: freight on the goods saved as good men judge",
});

const repairQuickly = rule<SwCase, Course>({
  id: "dl-averi/42#repair",
  label:
    "the skipper shall have the ship repaired as quickly as possible, if it can be done, and carry the merchant's goods to the market",
  provisions: [at(42)],
  when: (c) => c.f.ship.state === "aground_repairable",
  gives: () => "repair",
  facts: (c) => ({ state: c.f.ship.state, to: c.f.voyage.to ?? null }),
  show: (v) => (v === "repair" ? "repair her quickly and carry the goods on" : "she cannot be repaired"),
  exceptions: [beyondRepair],
});

function freightBeyondRepair(c: SwCase, out: Out): void {
  const saved = salvagedParcels(c);
  const set = c.f.assessed.freight;
  const agreed = saved.every((x) => x.p.freight !== undefined)
    ? saved.reduce((t, x) => t.add(x.p.freight as Money), c.zero)
    : undefined;
  const basis = `dl-averi/43: 'som gode mænd tykkes skelligt at være efter sejladsens lejlighed'; goods saved: ${
    saved.length > 0 ? listed(saved.map((x) => x.p.id)) : "none"
  }${agreed ? `; the freight agreed on them for the whole voyage was ${agreed.format()}` : ""}${
    c.f.voyage.completed ? `; ${c.f.voyage.completed} of the voyage was completed` : ""
  }`;
  out.assess(
    "The freight the skipper shall have for the goods saved",
    `${GOOD_MEN}, considering the circumstances of the voyage`,
    basis,
    set?.format(),
    at(43),
  );
  if (saved.length === 0) {
    out.warn("No goods were saved, so there is no freight under dl-averi/43.", at(43));
    return;
  }
  const lines = set
    ? apportion(c, set, saved, out, at(43))
    : byPayer(
        c,
        saved.map((x) => ({ x, amount: undefined })),
      );
  freightLiabilities(
    c,
    lines,
    set ? `${set.format()} in all, as good men set it` : "what good men think reasonable, not yet set",
    out,
    at(43),
  );
}

function grounding(c: SwCase, ctx: RuleContext, out: Out): Step {
  const o = evaluate(repairQuickly, c, ctx);
  if (o.value === "repair") {
    const to = c.f.voyage.to ? ` at ${c.f.voyage.to}` : "";
    out.must(
      c.skipper.id,
      `have ${the(c.shipName)} repaired as quickly as possible and carry the merchants' goods to the market${to}`,
      undefined,
      at(42),
    );
    return section(
      "After the grounding",
      [at(41), at(42)],
      [
        o.step,
        note(
          "The cost of repairing her is the skipper's own, and the costs on the goods go over all the goods (dl-averi/41: the general_average kind decides them)",
          [at(41)],
        ),
      ],
    );
  }
  if (o.value === "beyond-repair") freightBeyondRepair(c, out);
  return o.step;
}

// ---------------------------------------------------------------------------
// 44–45: goods spoiled

type Treatment = "shared" | "own-mark" | "own";

interface SpoilInput {
  readonly c: SwCase;
  readonly x: Parcel;
}

/** The parcels that are 'styrtegods' as Q-A16 reads it (loose goods kept apart only under R3). */
function isStyrtegods(x: Parcel, ctx: RuleContext): boolean {
  if (x.p.packing === "bulk") return true;
  if (x.p.packing === "loose") return swReading(ctx, "styrtegods") === "R3";
  return false;
}

const TREATMENT_WORDS: Record<Treatment, string> = {
  shared: "its loss goes over the other goods salvaged",
  "own-mark": "its owner takes it by his mark, bears its loss and pays its costs",
  own: "not bulk goods as Q-A16 reads 'styrtegods', nor in barrels, packs or pieces: its loss lies where it falls",
};

const ownMark = rule<SpoilInput, Treatment>({
  id: "dl-averi/45#own-mark",
  label:
    "but if it is barrelled goods, packs and piece goods, each takes the goods bearing his own mark and pays the costs that fall to him",
  provisions: [at(45)],
  when: ({ x }) => isMarked(x),
  gives: () => "own-mark",
  facts: ({ x }) => ({ parcel: x.p.id, packing: x.p.packing }),
  show: (t) => TREATMENT_WORDS[t],
});

const overOtherGoods = rule<SpoilInput, Treatment>({
  id: "dl-averi/44#bulk",
  label:
    "if some of the goods are spoiled, that loss shall go over the other goods that are salvaged, if it is bulk and loose goods",
  provisions: [at(44)],
  when: ({ x }, ctx) => x.p.outcome === "spoiled" && isStyrtegods(x, ctx),
  gives: () => "shared",
  facts: ({ x }) => ({ parcel: x.p.id, packing: x.p.packing, outcome: x.p.outcome }),
  show: (t) => TREATMENT_WORDS[t],
  exceptions: [ownMark],
});

/**
 * 44–45 over the parcels spoiled or carrying costs. The readings are consulted on a
 * fresh copy of the set, so that the step records those the goods of this case
 * actually turned on (Q-A16 only for loose goods or a loss shared in kind, Q-A34
 * only for a cargo partly bulk and partly marked), and the decision rests on them.
 */
function spoiledGoods(c: SwCase, dctx: RuleContext, out: Out): Step | undefined {
  const items = c.parcels.filter((x) => x.salvaged && (x.p.outcome === "spoiled" || x.p.costs !== undefined));
  if (items.length === 0) return undefined;
  const local = dctx.readings.fresh();
  const ctx: RuleContext = { readings: local };
  const steps: Step[] = [];
  const shared: Parcel[] = [];
  const marked: Parcel[] = [];
  for (const x of items) {
    const o = evaluateOr(overOtherGoods, { c, x }, ctx, {
      value: "own" as Treatment,
      label: `${x.p.id}: ${x.p.outcome === "spoiled" ? TREATMENT_WORDS.own : "not spoiled"}`,
      provisions: [at(44), at(45)],
    });
    steps.push({ ...o.step, value: `${x.p.id}: ${TREATMENT_WORDS[o.value as Treatment]}` });
    if (o.value === "shared") shared.push(x);
    if (o.value === "own-mark") marked.push(x);
    else if (x.p.costs) {
      out.warn(
        `${x.p.id} carries costs of ${x.p.costs.format()}: dl-averi/45 makes the owner pay the costs on goods in barrels, packs and pieces; for other goods it says nothing of costs here (after a grounding lightered off, dl-averi/41 shares the costs on the goods over all the goods).`,
        at(45),
      );
    }
  }
  ownMarkDuties(c, marked, out);
  if (shared.length > 0) steps.push(spoiledShared(c, shared, ctx, out));
  const readings: Record<string, string> = {};
  for (const u of local.used()) readings[u.name] = dctx.readings.get(u.name);
  return {
    ...section("Goods spoiled", [at(44), at(45)], steps),
    ...(Object.keys(readings).length > 0 ? { readings } : {}),
  };
}

function ownMarkDuties(c: SwCase, marked: readonly Parcel[], out: Out): void {
  const byOwner = new Map<string, Parcel[]>();
  for (const x of marked) byOwner.set(x.p.owner, [...(byOwner.get(x.p.owner) ?? []), x]);
  for (const [owner, xs] of byOwner) {
    const costs = xs.reduce((t, x) => (x.p.costs ? t.add(x.p.costs) : t), c.zero);
    const spoiled = xs.filter((x) => x.p.outcome === "spoiled").map((x) => x.p.id);
    out.must(
      owner,
      `take the goods bearing his own mark (${listed(xs.map((x) => x.p.id))}) and pay the costs that fall to him${
        costs.minor.isZero() ? "" : `: ${costs.format()}`
      }${spoiled.length > 0 ? `; what is spoiled of ${listed(spoiled)} is his own loss` : ""}`,
      undefined,
      at(45),
    );
    for (const x of xs) {
      const payer = x.p.costs_paid_by ?? c.skipper.id;
      if (!x.p.costs || x.p.costs.minor.isZero() || payer === owner) continue;
      out.owe(owner, payer, x.p.costs, `the costs on his goods ${x.p.id}, which fall to him`, at(45));
    }
  }
}

/** The goods over which the loss goes (Q-A34), and whether the sharing is by quantity (Q-A16 R1 over bulk only). */
function spoilMass(c: SwCase, ctx: RuleContext): { mass: Parcel[]; allGoods: boolean; byQuantity: boolean } {
  const salvaged = salvagedParcels(c);
  const bulk = salvaged.filter((x) => isStyrtegods(x, ctx));
  const mixed = bulk.length < salvaged.length;
  const allGoods = mixed && swReading(ctx, "spoiled_goods_mass") === "R2";
  const byQuantity = !allGoods && swReading(ctx, "styrtegods") !== "R2";
  return { mass: allGoods ? salvaged : bulk, allGoods, byQuantity };
}

function spoiledShared(c: SwCase, shared: readonly Parcel[], ctx: RuleContext, out: Out): Step {
  const { mass, allGoods, byQuantity } = spoilMass(c, ctx);
  const over = allGoods ? "all the goods salvaged" : "the bulk goods salvaged";
  const label = `Bulk goods spoiled, the loss over ${over} (${at(44)})`;
  const a = byQuantity ? sharedInKind(c, shared, mass, label, out) : sharedByValue(c, shared, mass, label, ctx, out);
  if (a) out.averages.push(a);
  return {
    rule: "dl-averi/44#over-the-goods",
    label: `the loss of the spoiled bulk goods goes over ${over}, by ${byQuantity ? "quantity" : "value"}`,
    provisions: [at(44)],
    status: a ? "applied" : "not-applicable",
    facts: { spoiled: shared.map((x) => x.p.id), mass: mass.length },
    value: a ? `shared over ${plural(mass.length, "parcel")}` : "not yet shared: see the assessments and warnings",
  };
}

function sharedInKind(
  c: SwCase,
  shared: readonly Parcel[],
  mass: readonly Parcel[],
  label: string,
  out: Out,
): SeparateAverage | undefined {
  const noQuantity = mass.filter((x) => x.p.quantity === undefined).map((x) => x.p.id);
  const noSpoil = shared.filter((x) => x.spoiledQuantity === undefined).map((x) => x.p.id);
  const units = [...new Set(mass.map((x) => x.p.unit ?? "units"))];
  if (noQuantity.length > 0 || noSpoil.length > 0) {
    out.assess(
      `The quantity of the bulk goods of ${listed([...new Set([...noQuantity, ...noSpoil])])}, and how much of it is spoiled`,
      "the skipper's lading and the bills of lading",
      "Q-A16 R1: the loss of bulk goods is shared by quantity",
      undefined,
      at(44),
    );
    return undefined;
  }
  if (units.length > 1) {
    out.warn(
      `The bulk goods are measured in different units (${units.join(", ")}), so their loss cannot be shared by quantity; give them in one unit, or share by value (styrtegods=R2).`,
      at(44),
    );
    return undefined;
  }
  const total = mass.reduce((t, x) => t.add(x.p.quantity as Rational), Rational.ZERO);
  const lost = shared.reduce((t, x) => t.add(x.spoiledQuantity as Rational), Rational.ZERO);
  if (total.isZero()) return undefined;
  const lines: QuantityLine[] = mass.map((x) => {
    const q = x.p.quantity as Rational;
    const fraction = q.div(total);
    const bears = lost.mul(fraction);
    return {
      interest: x.p.id,
      owner: x.p.owner,
      label: `${nameOf(c, x.p.owner)}'s ${x.p.what ?? "goods"} (${x.p.id})`,
      quantity: q.toString(),
      fraction: fraction.toString(),
      bears: bears.toString(),
      receives: q.sub(bears).toString(),
      provisions: [at(44)],
    };
  });
  return {
    id: "spoiled-bulk",
    label,
    shares: {
      unit: units[0] as string,
      measure: "quantity salvaged",
      lost: lost.toString(),
      total: total.toString(),
      lines,
    },
    provisions: [at(44)],
  };
}

function sharedByValue(
  c: SwCase,
  shared: readonly Parcel[],
  mass: readonly Parcel[],
  label: string,
  ctx: RuleContext,
  out: Out,
): SeparateAverage | undefined {
  const sharedIds = new Set(shared.map((x) => x.p.id));
  const missing = mass.filter((x) => x.p.value === undefined || x.spoiledValue === undefined).map((x) => x.p.id);
  if (missing.length > 0) {
    out.assess(
      `The value of the goods of ${listed(missing)}, and of what is spoiled of them`,
      APPRAISERS,
      `${sq(ctx, "styrtegods")}${sharedIds.size < mass.length ? `, ${sq(ctx, "spoiled_goods_mass")}` : ""}: the loss of the spoiled bulk goods is shared by value`,
      undefined,
      at(44),
    );
    return undefined;
  }
  const interests: Interest[] = mass.map((x) => {
    const isShared = sharedIds.has(x.p.id);
    return {
      interest: x.p.id,
      owner: x.p.owner,
      kind: "cargo",
      label: `${nameOf(c, x.p.owner)}'s ${x.p.what ?? "goods"} (${x.p.id})`,
      // A parcel whose spoil is shared contributes on its sound value (what it keeps and what is made good to it);
      // any other contributes on what it keeps, its own spoil being its own (45).
      value: isShared ? (x.p.value as Money) : (x.savedValue as Money),
      madeGood: isShared ? (x.spoiledValue as Money) : c.zero,
      provisions: [at(44)],
    };
  });
  try {
    const a = adjust(c.currency, interests, (p) => nameOf(c, p), [at(44)]);
    return { id: "spoiled-bulk", label, statement: a.statement, provisions: [at(44)] };
  } catch (e) {
    if (!(e instanceof MoneyError)) throw e;
    out.warn(`${label}: cannot be drawn up: ${e.message}.`, at(44));
    return undefined;
  }
}

// ---------------------------------------------------------------------------
// Wages: 2 (by the voyage), 4 (the seaman who would not help), 46 (cut with the freight)

interface WageInput {
  readonly c: SwCase;
  readonly s: Seaman;
  readonly measure: Measure | undefined;
  readonly cut: Rational | undefined;
}

interface Wage {
  /** What is due to him; undefined when it cannot be reckoned yet. */
  readonly due: Money | undefined;
  readonly forfeits: boolean;
  readonly how: string;
}

const refuses = rule<WageInput, Wage>({
  id: "dl-averi/4#refuses",
  label:
    "any seaman who will not help to salvage ship, goods and gear shall lose his portage and wages, together with whatever he has received beforehand",
  provisions: [at(4)],
  when: ({ c, s }) => wrecked(c) && s.salvage === "refused",
  gives: ({ c }) => ({ due: c.zero, forfeits: true, how: "nothing: he would not help to salvage" }),
  show: (w) => w.how,
});

const wagesByVoyage = rule<WageInput, Wage>({
  id: "dl-averi/2#wages",
  label:
    "the skipper shall pay the seamen their wages according to the length of the voyage, as honest men may judge right",
  provisions: [at(2)],
  when: ({ c }) => wrecked(c),
  gives: ({ s, measure }) => {
    const m = measure?.wages;
    if (!s.wage) return { due: undefined, forfeits: false, how: "his wage is not given" };
    if (m === undefined)
      return { due: undefined, forfeits: false, how: "by the length of the voyage, as the dannemænd judge" };
    return {
      due: s.wage.times(m),
      forfeits: false,
      how: m.eq(Rational.ONE) ? `his whole wage, ${s.wage.format()}` : `${m} of his wage of ${s.wage.format()}`,
    };
  },
  show: (w) => (w.due ? `${w.due.format()}: ${w.how}` : w.how),
  exceptions: [refuses],
});

const wagesWithFreight = rule<WageInput, Wage>({
  id: "dl-averi/46#wages",
  label:
    "if the ship and part of the goods and gear are saved, the seamen shall not have their full wages, but in proportion to the amount for which the skipper has freight, and not otherwise",
  provisions: [at(46)],
  when: ({ c }) => shipSaved(c) && partLost(c),
  gives: ({ s, cut }) => {
    if (!s.wage) return { due: undefined, forfeits: false, how: "his wage is not given" };
    if (cut === undefined)
      return { due: undefined, forfeits: false, how: "in proportion to the freight earned, not known" };
    return {
      due: s.wage.times(cut),
      forfeits: false,
      how: `${s.wage.format()} × ${cut}, the freight earned over the full freight`,
    };
  },
  show: (w) => (w.due ? `${w.due.format()}: ${w.how}` : w.how),
});

/** Part of the goods was lost: a parcel lost, or less freight earned than the full freight. */
function partLost(c: SwCase): boolean {
  const v = c.f.voyage;
  if (lostParcels(c).length > 0) return true;
  return v.freight_earned !== undefined && v.freight_total !== undefined && v.freight_earned.cmp(v.freight_total) < 0;
}

function sumFreight(c: SwCase, xs: readonly Parcel[]): Money | undefined {
  if (xs.some((x) => x.p.freight === undefined)) return undefined;
  return xs.reduce((t, x) => t.add(x.p.freight as Money), c.zero);
}

/** The freight earned and the full freight of 46, and their ratio. */
function freightRatio(c: SwCase, out: Out): { cut: Rational | undefined; step: Step } {
  const v = c.f.voyage;
  const earned = v.freight_earned ?? sumFreight(c, salvagedParcels(c));
  const full = v.freight_total ?? sumFreight(c, c.parcels);
  let cut: Rational | undefined;
  if (earned && full && !full.minor.isZero()) {
    cut = earned.minor.div(full.minor);
    if (cut.gt(Rational.ONE)) {
      out.warn(`The freight earned, ${earned.format()}, is more than the full freight, ${full.format()}.`, at(46));
    }
  } else {
    out.warn(
      "The seamen's wages cannot be cut in proportion to the freight until the freight earned on the goods saved and the full freight are known (facts.voyage.freight_earned and freight_total, or the agreed freight on every parcel).",
      at(46),
    );
  }
  const step = note("The proportion of the freight the skipper earns to the full freight", [at(46)], {
    facts: { freight_earned: earned?.format() ?? null, full_freight: full?.format() ?? null },
    value: cut?.toString() ?? "not known",
  });
  return { cut, step };
}

function wages(c: SwCase, measure: Measure | undefined, ctx: RuleContext, out: Out): Step | undefined {
  if (c.f.crew.length === 0) return undefined;
  const state = c.f.ship.state;
  if (!wrecked(c) && !(shipSaved(c) && partLost(c))) {
    if (state === "aground_beyond_repair" && c.f.crew.some((s) => s.wage || s.drawn)) {
      out.warn(
        "The ship cannot be repaired: dl-averi/43 sets the skipper's freight, but neither it nor dl-averi/46 (which speaks of a ship saved) says what the seamen's wages then are.",
        at(43),
        at(46),
      );
    }
    return note(
      state === "aground_beyond_repair"
        ? "The seamen's wages: the text does not say what they are when the ship cannot be repaired"
        : "The seamen's wages: the ship and all the goods came through, and nothing in dl-averi/42–48 changes the wages agreed",
      [at(46)],
    );
  }
  const ratio = wrecked(c) ? undefined : freightRatio(c, out);
  const steps: Step[] = ratio ? [ratio.step] : [];
  for (const s of c.f.crew) {
    const o = firstOf([wagesByVoyage, wagesWithFreight], { c, s, measure, cut: ratio?.cut }, ctx);
    const w = o.value as Wage;
    const provisions = w.forfeits ? [at(4)] : wrecked(c) ? [at(2)] : [at(46)];
    steps.push(section(`${nameOf(c, s.person)}'s wages`, provisions, o.steps));
    if (w.forfeits) refuser(c, s, ctx, out);
    else settle(c, s, w, out, provisions);
  }
  return section("The seamen's wages", wrecked(c) ? [at(2), at(4)] : [at(46)], steps);
}

/** What the skipper owes a seaman: what is due, less what he has drawn. */
function settle(c: SwCase, s: Seaman, w: Wage, out: Out, provisions: readonly string[]): void {
  const drawn = s.drawn ?? c.zero;
  if (!w.due) {
    out.owe(c.skipper.id, s.person, undefined, `his wages: ${w.how}, less what he has drawn`, ...provisions);
    if (!s.wage) out.warn(`The case does not give ${nameOf(c, s.person)}'s agreed wage.`, ...provisions);
    return;
  }
  const owed = w.due.sub(drawn);
  const less = drawn.minor.isZero() ? "" : `, less ${drawn.format()} drawn`;
  if (owed.minor.sign() > 0) {
    out.owe(c.skipper.id, s.person, owed, `his wages: ${w.due.format()} (${w.how})${less}`, ...provisions);
  } else if (owed.minor.sign() < 0) {
    out.warn(
      `${nameOf(c, s.person)} has drawn ${drawn.format()}, ${drawn.sub(w.due).format()} more than the ${w.due.format()} due to him; the text does not say he must pay it back.`,
      ...provisions,
    );
  }
}

/** 4: he loses portage and wages with what he has drawn (Q-A02), and is held dishonourable. */
function refuser(c: SwCase, s: Seaman, ctx: RuleContext, out: Out): void {
  const repay = swReading(ctx, "refuser_advances") === "R1";
  const drawn = s.drawn ?? c.zero;
  const portage = s.portage?.value;
  const lost = s.wage ? (repay ? s.wage : maxZero(s.wage.sub(drawn))) : undefined;
  const amount = lost && (portage || !s.portage) ? lost.add(portage ?? c.zero) : undefined;
  const portageBits = [s.portage?.what, portage ? `worth ${portage.format()}` : undefined].filter(Boolean);
  const portageWords = s.portage
    ? ` and his portage${portageBits.length > 0 ? ` (${portageBits.join(", ")})` : ""}`
    : "";
  const wageWords = s.wage
    ? repay
      ? `his whole wage of ${s.wage.format()} (what he drew of it included, Q-A02 R1)`
      : `what is still owed of his wage, ${(lost as Money).format()} (what he drew he keeps, Q-A02 R2)`
    : "his wages (not given)";
  out.penalties.push({
    who: s.person,
    offence: `would not help to salvage ${the(c.shipName)}, the goods and the gear`,
    penalty: `loses ${wageWords}${portageWords}`,
    ...(amount ? { amount: amount.toJSON() } : {}),
    provisions: [at(4)],
  });
  out.penalties.push({
    who: s.person,
    offence: `would not help to salvage ${the(c.shipName)}, the goods and the gear`,
    penalty: "shall thereafter be held a dishonourable man among other good seafaring people",
    provisions: [at(4)],
  });
  if (repay && drawn.minor.sign() > 0) {
    out.owe(s.person, c.skipper.id, drawn, "what he drew beforehand, which he loses with his wages (Q-A02 R1)", at(4));
  }
  if (s.portage) {
    out.warn(`${nameOf(c, s.person)} loses his portage; dl-averi/4 does not say to whom it falls.`, at(4));
  }
}

const maxZero = (m: Money): Money => (m.minor.sign() < 0 ? Money.zero(m.currency) : m);

// ---------------------------------------------------------------------------
// 47–48: the loss, by misfortune or by neglect

type Answer = "free" | "answers" | "open";

interface LossInput {
  readonly c: SwCase;
}

function proof(c: SwCase, ctx: RuleContext): { proved: boolean; words: string } {
  const l = c.f.loss;
  const crew = c.f.crew.map((s) => s.person);
  const with_ = new Set(l?.proved_with ?? []);
  const n = crew.filter((id) => with_.has(id)).length;
  const whole = swReading(ctx, "crew_proof") === "R1";
  const proved = crew.length === 0 ? false : whole ? n === crew.length : 2 * n > crew.length;
  const need = whole ? "under Q-A22 R1 every man" : "under Q-A22 R2 more than half of them";
  const words =
    crew.length === 0
      ? "the case lists no crew to bear out the proof"
      : `${n} of the ${plural(crew.length, "man", "men")} of the crew bear it out; ${need} must`;
  return { proved, words };
}

const answersForIt = rule<LossInput, Answer>({
  id: "dl-averi/48#answers",
  label:
    "if he does it wilfully and out of malice, or it happens through his or his people's neglect, he shall answer to the merchant for it, and have no power in any way to deal with the ship until he has satisfied the merchant",
  provisions: [at(48)],
  when: ({ c }) => c.f.loss?.cause === "neglect" || c.f.loss?.cause === "wilful",
  gives: () => "answers",
  facts: ({ c }) => ({ cause: c.f.loss?.cause ?? null, neglect_of: c.f.loss?.neglect_of ?? null }),
  show: () => "the skipper answers to the merchants",
});

const misfortuneProved = rule<LossInput, Answer>({
  id: "dl-averi/47#misfortune",
  label:
    "ship and goods lost through misfortune, and the skipper can prove with all his crew that it did not happen through his neglect: he may salvage his ship if he can, and owes the merchants no compensation for their goods",
  provisions: [at(47)],
  when: ({ c }, ctx) => c.f.loss?.cause === "misfortune" && proof(c, ctx).proved,
  gives: () => "free",
  facts: ({ c }) => ({ cause: c.f.loss?.cause ?? null, proved_with: c.f.loss?.proved_with ?? [] }),
  show: (a) => (a === "free" ? "the skipper owes the merchants nothing" : "the skipper answers to the merchants"),
  exceptions: [answersForIt],
});

/** The merchants who lost goods (lost, or spoiled), and what each lost (undefined: not known). */
function merchantLosses(c: SwCase): Map<string, Money | undefined> {
  const m = new Map<string, Money | undefined>();
  for (const d of c.f.loss?.damages ?? []) m.set(d.merchant, (m.get(d.merchant) ?? c.zero).add(d.amount));
  const given = new Set(m.keys());
  for (const x of c.parcels) {
    if (given.has(x.p.owner) || (x.p.outcome !== "lost" && x.p.outcome !== "spoiled")) continue;
    const v = x.p.outcome === "lost" ? x.p.value : x.spoiledValue;
    const cur = m.has(x.p.owner) ? m.get(x.p.owner) : c.zero;
    m.set(x.p.owner, cur && v ? cur.add(v) : undefined);
  }
  return m;
}

function answers(c: SwCase, out: Out): Step {
  const l = c.f.loss;
  const losses = merchantLosses(c);
  const satisfied = new Set(l?.satisfied ?? []);
  const how =
    l?.cause === "wilful"
      ? "done wilfully and out of malice"
      : l?.neglect_of === "crew"
        ? "through his people's neglect, for which he answers"
        : "through his neglect";
  const given = new Set((l?.damages ?? []).map((d) => d.merchant));
  const settled: string[] = [];
  for (const [merchant, amount] of losses) {
    if (merchant === c.skipper.id) continue;
    if (satisfied.has(merchant)) {
      settled.push(nameOf(c, merchant));
      continue;
    }
    const what = given.has(merchant)
      ? "his loss, as established"
      : amount
        ? "his goods lost or spoiled, at their value as the cargo gives it"
        : "his loss (the value of his goods lost or spoiled is not given)";
    out.owe(c.skipper.id, merchant, amount, `${what}; the loss came ${how}`, at(48));
  }
  if (spoiledParcels(c).some((x) => x.p.packing === "bulk") && given.size === 0) {
    out.warn(
      "Bulk goods were spoiled and the skipper answers for the loss: each merchant's loss is taken here as the goods spoiled of his own parcels; give each merchant's loss as established (facts.loss.damages) where the heap's loss falls otherwise.",
      at(44),
      at(48),
    );
  }
  const waiting = [...losses.keys()].filter((m) => !satisfied.has(m) && m !== c.skipper.id);
  if (waiting.length > 0) {
    out.must(
      c.skipper.id,
      `not deal in any way with ${the(c.shipName)} until he has satisfied ${listed(waiting.map((m) => nameOf(c, m)))}`,
      undefined,
      at(48),
    );
  }
  if (losses.size === 0) {
    out.warn("The skipper answers for the loss, but the case names no merchant who lost goods.", at(48));
  }
  const bar =
    waiting.length > 0
      ? `the bar on the ship stands until ${listed(waiting.map((m) => nameOf(c, m)))} ${waiting.length === 1 ? "is" : "are"} satisfied`
      : "the bar on the ship is lifted";
  return note(
    `${settled.length > 0 ? `Already satisfied: ${listed(settled)}` : "No merchant is satisfied yet"}; ${bar}`,
    [at(48)],
  );
}

function loss(c: SwCase, ctx: RuleContext, out: Out): Step | undefined {
  const l = c.f.loss;
  if (!l) {
    const lost = c.parcels.filter((x) => x.p.outcome !== "saved").map((x) => x.p.id);
    if (lost.length > 0 || c.f.ship.state === "wrecked" || c.f.ship.state === "aground_beyond_repair") {
      out.warn(
        "The case does not say how the loss came about (facts.loss): if by misfortune, proved by the skipper with all his crew, he owes the merchants nothing (dl-averi/47); if wilfully, or through his or his people's neglect, he answers to the merchant for it (dl-averi/48).",
        at(47),
        at(48),
      );
    }
    return undefined;
  }
  const steps: Step[] = [];
  if (l.cause === "misfortune") {
    const p = proof(c, ctx);
    out.must(
      c.skipper.id,
      `prove, with ${swReading(ctx, "crew_proof") === "R1" ? "all his crew" : "his crew"}, that the loss did not happen through his neglect: ${p.words}`,
      undefined,
      at(47),
    );
    steps.push(
      note(`The skipper's proof with his crew: ${p.proved ? "made" : "not made"}`, [at(47)], {
        readings: { crew_proof: swReading(ctx, "crew_proof") },
        value: p.words,
      }),
    );
  }
  const o = evaluateOr(misfortuneProved, { c }, ctx, {
    value: "open" as Answer,
    label:
      "a misfortune the skipper has not proved with his crew: dl-averi/47 does not free him, and whether he answers under dl-averi/48 turns on whether the loss came through his or his people's neglect",
    provisions: [at(47), at(48)],
  });
  steps.unshift(o.step);
  if (o.value === "free") {
    if (!shipSaved(c)) {
      out.options.push({
        holder: c.skipper.id,
        choices: [`salvage ${the(c.shipName)}, if he can`, "leave her"],
        provisions: [at(47)],
      });
    }
  } else if (o.value === "answers") {
    steps.push(answers(c, out));
  } else {
    out.assess(
      "Whether the loss came through the skipper's or his people's neglect",
      "not named in the text: the court before which the merchants claim",
      "dl-averi/47 frees the skipper only if he proves with all his crew that it was not his neglect; he has not",
      undefined,
      at(47),
      at(48),
    );
  }
  return section(
    "The loss: misfortune or neglect",
    [at(47), at(48)],
    steps,
    o.value === "free"
      ? "the skipper owes the merchants nothing"
      : o.value === "answers"
        ? "the skipper answers to the merchants"
        : "open",
  );
}

// ---------------------------------------------------------------------------
// The determination

const STATE_WORDS: Record<ShipwreckFacts["ship"]["state"], string> = {
  wrecked: "shipwrecked",
  aground_repairable: "aground, and she can be repaired",
  aground_beyond_repair: "aground, and she cannot be repaired",
  saved: "saved",
};

function situationOf(c: SwCase): string {
  const f = c.f;
  const bits = [`${the(c.shipName)} ${STATE_WORDS[f.ship.state]}`];
  const saved = salvagedParcels(c).length;
  if (f.cargo.length > 0) bits.push(`${saved} of ${plural(f.cargo.length, "parcel")} saved`);
  const spoiled = spoiledParcels(c).length;
  if (spoiled > 0) bits.push(`${spoiled} spoiled`);
  const refused = f.crew.filter((s) => s.salvage === "refused").length;
  if (wrecked(c) && refused > 0) bits.push(`${plural(refused, "seaman", "seamen")} would not help salvage`);
  if (f.embezzlements.length > 0) bits.push(`goods removed or embezzled`);
  if (f.loss)
    bits.push(
      `the loss by ${f.loss.cause === "misfortune" ? "misfortune" : f.loss.cause === "wilful" ? "wilful act" : "neglect"}`,
    );
  return bits.join("; ");
}

export function decideShipwreck(facts: ShipwreckFacts, dctx: DecideContext): DeterminationBody {
  const ctx: RuleContext = { readings: dctx.readings };
  const c = swCase(facts, dctx.currency);
  const out = new Out();
  const steps: Step[] = [
    note(`The casualty: ${the(c.shipName)} is ${STATE_WORDS[facts.ship.state]}`, [], {
      facts: { state: facts.ship.state },
    }),
  ];
  const push = (s: Step | undefined) => {
    if (s) steps.push(s);
  };
  push(salvage(c, ctx, out));
  push(embezzlement(c, ctx, out));
  push(grounding(c, ctx, out));
  const needMeasure = wrecked(c) && (salvagedParcels(c).length > 0 || c.f.crew.some((s) => s.salvage !== "refused"));
  const measure = needMeasure ? voyageMeasure(c, ctx, out) : undefined;
  const freight = wreckFreight(c, measure?.m ?? NO_MEASURE, ctx, out);
  steps.push(
    measure
      ? section("Freight and wages after the shipwreck, by the length of the voyage", [at(2)], [measure.step, freight])
      : freight,
  );
  push(spoiledGoods(c, ctx, out));
  push(wages(c, measure?.m, ctx, out));
  push(loss(c, ctx, out));
  const situation = situationOf(c);
  return {
    situation,
    funds: out.funds,
    allocations: out.allocations,
    ...(out.averages.length > 0 ? { averages: out.averages } : {}),
    liabilities: out.liabilities,
    obligations: out.obligations,
    options: out.options,
    penalties: out.penalties,
    assessments: out.assessments,
    warnings: out.warnings,
    explanation: {
      rule: "dl-averi/1-4,42-48#shipwreck",
      label: `A shipwreck or a grounding and what follows, dl-averi/1–4 and 42–48: ${situation}`,
      provisions: [...SHIPWRECK_PROVISIONS],
      status: "applied",
      children: steps,
    },
  };
}

export const shipwreckKind = defineKind({
  kind: "shipwreck",
  summary:
    "A shipwreck or a grounding and what follows: the duty to salvage and the salvage reward (1), freight and wages by the length of the voyage (2), embezzled goods (3), the seaman who will not help (4), repair or freight as good men judge (42–43), spoiled bulk and marked goods (44–45), wages cut with the freight (46), and the skipper's answer for the loss (47–48).",
  provisions: SHIPWRECK_PROVISIONS,
  facts: shipwreckFactsSchema,
  jsonSchema: shipwreckFactsJsonSchema,
  decide: decideShipwreck,
});
