/**
 * dl-averi/24–25, 27–32: what is made good in the general average, the goods thrown
 * (28, 31), the goods spoiled (29), the ship's own sacrifices, the crew hurt (32) and
 * the money laid out for the common safety (Q-S10), and what is not: other damage (30),
 * portage and bottomry (27).
 */

import { type GaCase, listed, type Parcel, payer, plural, quiet, tally } from "./general-average-common.js";
import type { Collected, Injury, Interest, RuleContext, Sacrifice, Step } from "./kit.js";
import { at, choiceOn, chosen, evaluate, is, Money, note, phrases, provision, q, rule } from "./kit.js";

const say = phrases("dl-averi/ga-made-good", {
  either: "either document",
  both: "both documents",
  beachingAverage: "a deliberate beaching is general average",
  noStrandingAverage: "no average is owed in any stranding",
  thrownCount: "What the goods thrown overboard count for",
  thrownMadeGood: "What is made good for the goods thrown overboard",
  spoiled: "Goods spoiled by the jettison",
  ashore: "Goods damaged when the ship was run ashore",
  borne: "{parcels}: {sum}, borne by their owners",
  ashoreLies: "the damage of running ashore, {amount}, lies where it falls (Q-V15 R2)",
  crewHurt: "Crew hurt in the emergency",
  aSeaman: "a seaman",
  buriedAshore: "Whether {who} was buried ashore",
  theCourt: "the court (the text names none)",
  buriedBasis:
    "dl-averi/32: the burial is average only 'om det er ved land, at dem begravelse gøres' (if he is buried ashore); give it as facts.injuries[].buried",
  buriedAtSea: "{who} was buried at sea: the cost of his burial is not average (dl-averi/32).",
  crewLabel: "doctor's fees and burial of crew hurt, laid out by {who}",
  tug: "a tug",
  portOfRefuge: "the costs of a port of refuge",
  salvage: "a salvor's bill",
  expense: "an expense",
  safetyNotAverage: "{amount} not average: it lies on whoever laid it out (Q-S10 R2)",
  safetyMadeGood: "{amount} made good in the general average (Q-S10 R1)",
  safetyAdmitted:
    "The 1683 text lists only its own items of average (dl-averi/25–41): an expense for the common safety ({what}) is none of them. It is admitted in the general average of dl-averi/25 under {q}.",
  safetyRefused:
    "The 1683 text lists only its own items of average (dl-averi/25–41): an expense for the common safety ({what}) is none of them. Under {q} it is not average and lies on whoever laid it out.",
  semicolons: "{first}; {rest}",
  safetyLabel: "for the common safety: {what}, laid out by {who}",
  portageR2:
    "portage does not contribute; portage thrown overboard is made good (Q-A14 R2); bottomry money does not contribute",
  portageR1:
    "portage neither contributes nor is made good; bottomry money does not contribute, and the ship contributes on her full value (Q-A14 R1)",
  portageLabel: "portage of {who}, thrown overboard",
});

/** Texts joined with "; ", each said in the language. */
function semicolons(words: readonly string[]): string {
  const [first, ...rest] = words;
  if (first === undefined) return "";
  return rest.length === 0 ? first : say.semicolons({ first, rest: semicolons(rest) });
}

// 25, 28, 31: what is made good for the goods thrown

interface Thrown {
  readonly x: Parcel;
}

/** Which of the skipper's papers 'konnossementer og fragtbreve' asks for a parcel thrown. */
type Papers = "either" | "both";

const onPapers = choiceOn<Parcel, Papers>("bills_of_lading", (v) => (v === "either" ? say.either() : say.both()));

/** 'så vidt skipperen har konnossementer og fragtbreve på': the skipper's papers as a class, either of them. */
const eitherPaper = onPapers.base(
  {
    id: "dl-averi/28#either-paper",
    label:
      "'så vidt skipperen har konnossementer og fragtbreve på' names the skipper's papers as a class: goods covered by either of them count",
    provisions: [at(28)],
    gives: "either",
  },
  [
    onPapers.when("R2", {
      id: "dl-averi/28#both-papers",
      label: "each parcel needs both a bill of lading and a freight letter (Q-A15 R2)",
      provisions: [at(28)],
      gives: "both",
    }),
  ],
);

/** The documents the skipper holds cover these goods, as Q-A15 reads 'konnossementer og fragtbreve'. */
function covered(x: Parcel, ctx: RuleContext): boolean {
  const b = x.p.bill_of_lading;
  const l = x.p.freight_letter;
  if (b && l) return true;
  if (!b && !l) return false;
  return chosen(eitherPaper, x, ctx) === "either";
}

/** Whether the damage of running ashore is average, as dl-vrag/22 is read beside dl-averi/20–21. */
type Ashore = "average" | "no-average";

const onStranding = choiceOn<unknown, Ashore>("stranding_vs_beaching", (v) =>
  v === "average" ? say.beachingAverage() : say.noStrandingAverage(),
);

/** dl-vrag/22 is the accidental stranding; the beaching done on purpose (dl-averi/20–21) is average. */
const beachingIsAverage = onStranding.base(
  {
    id: "dl-averi/25#beaching-is-average",
    label:
      "dl-vrag/22 speaks of goods the sea has cast ashore; running ashore on purpose to save life, ship and goods is general average (dl-averi/20–21)",
    provisions: [at(25), provision("dl-vrag", 22)],
    gives: "average",
  },
  [
    onStranding.when("R2", {
      id: "dl-averi/25#stranding-no-average",
      label:
        "no average is owed out of stranded goods in any stranding, and the damage of running ashore lies where it falls (Q-V15 R2)",
      provisions: [at(25), provision("dl-vrag", 22)],
      gives: "no-average",
    }),
  ],
);

/** What the documents show of the goods thrown. */
function documented(x: Parcel, ctx: RuleContext): Money {
  const zero = Money.zero((x.thrown as Money).currency);
  if (!covered(x, ctx)) return zero;
  const d = x.p.jettisoned?.documented_value;
  return d && d.cmp(x.thrown as Money) < 0 ? d : (x.thrown as Money);
}

const fallsShort = (t: Thrown, ctx: RuleContext): boolean => documented(t.x, ctx).cmp(t.x.thrown as Money) < 0;

const moreProved = rule<Thrown, Money>({
  id: "dl-averi/28#more-proved",
  reads: ["facts.cargo[].jettisoned.more_proved"],
  label: "unless the skipper lawfully and sufficiently proves that more and other goods were in the hold",
  provisions: [at(28)],
  when: (t, ctx) => t.x.p.jettisoned?.more_proved === true && fallsShort(t, ctx),
  gives: (t) => t.x.thrown as Money,
  show: quiet,
});

const onlyAsFarAsDocuments = rule<Thrown, Money>({
  id: "dl-averi/28#documents",
  reads: ["facts.cargo[].jettisoned.documented_value", "facts.cargo[].{bill_of_lading,freight_letter}"],
  label:
    "in the reckoning, the goods thrown overboard count only so far as the skipper has bills of lading and freight letters for them, and no further",
  provisions: [at(28)],
  when: fallsShort,
  gives: (t, ctx) => documented(t.x, ctx),
  show: quiet,
  exceptions: [moreProved],
});

const thrownAtMarket = rule<Thrown, Money>({
  id: "dl-averi/24#thrown",
  label: "the goods thrown overboard count at their value at the market where the goods kept are sold",
  provisions: [at(24), at(25)],
  gives: (t) => t.x.thrown as Money,
  show: quiet,
  exceptions: [onlyAsFarAsDocuments],
});

interface Counted {
  readonly x: Parcel;
  readonly counted: Money;
}

const onlyTheDamage = rule<Counted, Money>({
  id: "dl-averi/31#recovered",
  label:
    "goods thrown that drift ashore or are fished up, and come back to the owner: no more is made good for them than the damage they suffered",
  provisions: [at(31)],
  when: (k) => k.x.recovered !== undefined,
  gives: (k) => {
    const d = k.counted.sub(k.x.recovered as Money);
    return d.minor.sign() > 0 ? d : Money.zero(d.currency);
  },
  show: quiet,
});

const thrownMadeGood = rule<Counted, Money>({
  id: "dl-averi/25#thrown",
  label: "the loss of the goods thrown overboard is average, made good by all the parties concerned",
  provisions: [at(25)],
  gives: (k) => k.counted,
  show: quiet,
  exceptions: [onlyTheDamage],
});

// 29, 30, Q-V15: damage to the goods kept

const spoiledByJettison = rule<Parcel, Money>({
  id: "dl-averi/29#spoiled",
  label:
    "goods spoiled because of the jettison, or washed out by the sea in the course of it: that damage is also average",
  provisions: [at(29)],
  when: (x) => x.damage.jettison.minor.sign() > 0,
  gives: (x) => x.damage.jettison,
  show: quiet,
});

const damagedAshore = rule<Parcel, Money>({
  id: "dl-averi/25#goods-run-ashore",
  label:
    "damage done to the goods when the ship was run ashore on purpose, 'in the said case', is average like the jettison (Q-V15 R1)",
  provisions: [at(25), at(20)],
  when: (x, ctx) => x.damage.ashore.minor.sign() > 0 && is(ctx, "stranding_vs_beaching", "R1"),
  gives: (x) => x.damage.ashore,
  show: quiet,
});

// 25, 31, Q-V15: the ship's own sacrifices; 32: the crew hurt

const gearRecovered = rule<Sacrifice, Money>({
  id: "dl-averi/31#gear-recovered",
  reads: ["facts.sacrifices[].{recovered,what}"],
  label: "ship's gear cut away that drifts ashore or is fished up, and comes back: only its damage is made good",
  provisions: [at(31)],
  when: (s) => s.what !== "running_ashore" && s.recovered !== undefined,
  gives: (s) => s.value.sub((s.recovered as { value: Money }).value),
  show: quiet,
});

export const gearCut = rule<Sacrifice, Money>({
  id: "dl-averi/25#gear",
  reads: ["facts.sacrifices[].{value,what}"],
  label: "mast, cable, anchor rope or other gear cut away to save ship and goods is average",
  provisions: [at(25)],
  when: (s) => s.what !== "running_ashore",
  gives: (s) => s.value,
  show: quiet,
  exceptions: [gearRecovered],
});

export const shipRunAshore = rule<Sacrifice, Money>({
  id: "dl-averi/25#ship-run-ashore",
  label:
    "the damage done to the ship when she was run ashore on purpose to save ship and goods is average 'in the said case' (Q-V15 R1)",
  provisions: [at(25), at(20)],
  when: (s, ctx) => s.what === "running_ashore" && is(ctx, "stranding_vs_beaching", "R1"),
  gives: (s) => s.value,
  show: quiet,
});

const burialAshore = rule<Injury, Money>({
  id: "dl-averi/32#burial",
  reads: ["facts.injuries[].burial"],
  label:
    "the cost of burial of a seaman who died of it, if he is buried ashore ('om det er ved land, at dem begravelse gøres'), is paid like other average",
  provisions: [at(32)],
  when: (i) => i.burial !== undefined && i.buried === "on_land",
  gives: (i) => (i.doctor ?? Money.zero((i.burial as Money).currency)).add(i.burial as Money),
  show: quiet,
});

const doctorsFee = rule<Injury, Money>({
  id: "dl-averi/32#doctor",
  reads: ["facts.injuries[].doctor"],
  label:
    "the doctor's fee of crew hurt in such an event is paid by ship, goods and freight like other average, each according to his share",
  provisions: [at(32)],
  when: (i) => i.doctor !== undefined,
  gives: (i) => i.doctor as Money,
  show: quiet,
  exceptions: [burialAshore],
});

/** What is made good to each parcel: the goods thrown (24, 25, 28, 31) and the damage admitted (29, Q-V15). */
export function madeGoodToGoods(c: GaCase, ctx: RuleContext, steps: Step[]): Money[] {
  const thrown = c.parcels.filter((x) => x.p.jettisoned);
  const counted = tally(
    say.thrownCount(),
    [thrownAtMarket],
    thrown.map((x) => ({ x })),
    "parcel",
    ctx,
    c.zero,
  );
  const made = tally(
    say.thrownMadeGood(),
    [thrownMadeGood],
    thrown.map((x, i) => ({ x, counted: counted.values[i] as Money })),
    "parcel",
    ctx,
    c.zero,
  );
  const spoiled = tally(say.spoiled(), [spoiledByJettison], c.parcels, "parcel", ctx, c.zero);
  const ashore = tally(say.ashore(), [damagedAshore], c.parcels, "parcel", ctx, c.zero);
  steps.push(counted.step, made.step);
  if (spoiled.total.minor.sign() > 0) steps.push(spoiled.step);
  if (c.parcels.some((x) => x.damage.ashore.minor.sign() > 0)) steps.push(ashore.step);
  const out = c.parcels.map((_, i) => (spoiled.values[i] ?? c.zero).add(ashore.values[i] ?? c.zero));
  thrown.forEach((x, i) => {
    out[x.index] = (out[x.index] as Money).add(made.values[i] as Money);
  });
  return out;
}

interface OtherDamage {
  /** The parcels damaged otherwise than by the jettison, or after restowing. */
  readonly parcels: number;
  readonly sum: Money;
}

const otherDamageNotAverage = rule<OtherDamage, string>({
  id: "dl-averi/30#not-average",
  label:
    "whatever comes to harm apart from such an event is not reckoned as average, nor any damage after the goods are stowed again and put in order",
  provisions: [at(30)],
  when: (d) => d.parcels > 0,
  facts: (d) => ({ parcels: d.parcels }),
  gives: (d) => say.borne({ parcels: plural(d.parcels, "parcel"), sum: d.sum.format() }),
});

export function notAverageDamage(c: GaCase, ctx: RuleContext): Step {
  let n = 0;
  let sum = c.zero;
  let ashoreLeft = c.zero;
  for (const x of c.parcels) {
    const d = x.damage.other.add(x.damage.restowing);
    if (d.minor.sign() > 0) {
      n++;
      sum = sum.add(d);
    }
    ashoreLeft = ashoreLeft.add(x.damage.ashore);
  }
  const step = evaluate(otherDamageNotAverage, { parcels: n, sum }, ctx).step;
  if (ashoreLeft.minor.sign() === 0) return step;
  // Whether the damage of running ashore is average (Q-V15) is told beside dl-averi/30's own.
  const told: Step[] = [];
  if (chosen(beachingIsAverage, null, ctx, told) === "no-average" && ctx.explain !== false) {
    // Q-V15 R2 leaves the damage of running ashore where it falls too.
    told.push(note(say.ashoreLies({ amount: ashoreLeft.format() }), [at(25), provision("dl-vrag", 22)]));
  }
  return told.length === 0 ? step : { ...step, children: [...(step.children ?? []), ...told] };
}

/** The money laid out for the crew hurt (32), one line per party who laid it out. */
export function crewHurt(c: GaCase, ctx: RuleContext, out: Collected, steps: Step[]): Interest[] {
  if (c.f.injuries.length === 0) return [];
  const t = tally(say.crewHurt(), [doctorsFee], c.f.injuries, "seaman", ctx, c.zero);
  steps.push(t.step);
  const lines = new Map<string, Money>();
  c.f.injuries.forEach((inj, i) => {
    const v = t.values[i];
    if (inj.burial && inj.buried !== "on_land") {
      const who = inj.person ? (c.names.get(inj.person) ?? inj.person) : say.aSeaman();
      if (inj.buried === undefined) {
        out.assess({
          what: say.buriedAshore({ who }),
          by: say.theCourt(),
          basis: say.buriedBasis(),
          provisions: [at(32)],
        });
      } else {
        out.warn(say.buriedAtSea({ who }), at(32));
      }
    }
    if (!v) return;
    const p = payer(c, inj.paid_by).id;
    lines.set(p, (lines.get(p) ?? c.zero).add(v));
  });
  return [...lines].map(
    ([p, amount]): Interest => ({
      interest: `crew-hurt:${p}`,
      owner: p,
      kind: p === c.owners.id || p === c.skipper.id ? "ship" : "cargo",
      label: say.crewLabel({ who: c.names.get(p) ?? p }),
      value: c.zero,
      madeGood: amount,
      provisions: [at(32)],
    }),
  );
}

const EXPENSE_WORDS: Record<string, () => string> = {
  tug: say.tug,
  port_of_refuge: say.portOfRefuge,
  salvage: say.salvage,
  other: say.expense,
};

/** The expenses of the common safety and what they come to. */
function expensesOf(c: GaCase): { n: number; total: Money } {
  return { n: c.f.expenses.length, total: c.f.expenses.reduce((t, x) => t.add(x.amount), c.zero) };
}

interface SafetyExpense {
  readonly admitted: boolean;
  readonly words: string;
}

/** Q-S10 R2: the text lists no such item among its items of average, so it lies where it falls. */
const commonSafetyNotAverage = rule<GaCase, SafetyExpense>({
  id: "dl-averi/25#common-safety-not-average",
  label:
    "the text lists no expense for the common safety among its items of average (dl-averi/25–41): it lies on whoever laid it out (Q-S10 R2)",
  provisions: [at(20), at(25)],
  when: (_c, ctx) => is(ctx, "common_safety_expense", "R2"),
  readings: ["common_safety_expense"],
  gives: (c) => ({
    admitted: false,
    words: say.safetyNotAverage({ amount: expensesOf(c).total.format() }),
  }),
  show: (v) => v.words,
});

/** Q-S10 R1: money laid out for the common safety is made good in the general average of 25. */
const commonSafetyExpense = rule<GaCase, SafetyExpense>({
  id: "dl-averi/25#common-safety-expense",
  label:
    "money laid out for the common safety in the distress (a tug, a port of refuge, a salvor's bill), which the text does not list",
  provisions: [at(20), at(25)],
  readings: ["common_safety_expense"],
  facts: (c) => {
    const e = expensesOf(c);
    return { expenses: e.n, total: e.total.format() };
  },
  gives: (c) => ({
    admitted: true,
    words: say.safetyMadeGood({ amount: expensesOf(c).total.format() }),
  }),
  show: (v) => v.words,
  exceptions: [commonSafetyNotAverage],
});

/**
 * Money laid out for the common safety in the distress (a tug, a port of refuge, a
 * salvor's bill): no item of the 1683 text, so which provision covers it is the
 * reading Q-S10. Under R1 it goes into the general average of dl-averi/25, one
 * line per party who laid it out; under R2 it lies where it falls.
 */
export function commonSafety(c: GaCase, ctx: RuleContext, out: Collected, steps: Step[]): Interest[] {
  const list = c.f.expenses;
  if (list.length === 0) return [];
  const o = evaluate(commonSafetyExpense, c, ctx);
  steps.push(o.step);
  const admitted = o.value?.admitted === true;
  const what = listed(list.map((x) => x.description ?? EXPENSE_WORDS[x.what]?.() ?? x.what));
  const rq = q(ctx, "common_safety_expense");
  out.warn(admitted ? say.safetyAdmitted({ what, q: rq }) : say.safetyRefused({ what, q: rq }), at(25));
  if (!admitted) return [];
  const lines = new Map<string, { amount: Money; what: string[] }>();
  for (const x of list) {
    const p = payer(c, x.paid_by).id;
    const l = lines.get(p) ?? { amount: c.zero, what: [] };
    l.amount = l.amount.add(x.amount);
    l.what.push(x.description ?? EXPENSE_WORDS[x.what]?.() ?? x.what);
    lines.set(p, l);
  }
  return [...lines].map(
    ([p, l]): Interest => ({
      interest: `expense:${p}`,
      owner: p,
      kind: p === c.owners.id || p === c.skipper.id ? "ship" : "cargo",
      label: say.safetyLabel({ what: semicolons(l.what), who: c.names.get(p) ?? p }),
      value: c.zero,
      madeGood: l.amount,
      provisions: [at(20), at(25)],
    }),
  );
}

interface PortageFound {
  readonly portage: number;
  readonly thrown: number;
  readonly bottomry: string;
}

/**
 * 27: "skibsfolkenes føring skal ikke regnes, ej heller nogen haveri af bodmeri
 * penge betales". Whether portage thrown overboard is made good all the same is
 * Q-A14; the rule gives true when it is.
 */
const portageBottomry = rule<PortageFound, boolean>({
  id: "dl-averi/27#portage-bottomry",
  label: "the crew's portage shall not be reckoned, nor any average paid out of bottomry money",
  provisions: [at(27)],
  readings: ["portage_bottomry"],
  facts: (x) => ({ portage: x.portage, portage_thrown: x.thrown, bottomry: x.bottomry }),
  gives: (_, ctx) => is(ctx, "portage_bottomry", "R2"),
  show: (compensated) => (compensated ? say.portageR2() : say.portageR1()),
});

/** 27: the crew's portage and bottomry money (Q-A14). */
export function portageAndBottomry(c: GaCase, ctx: RuleContext, steps: Step[]): Interest[] {
  const f = c.f;
  if (f.portage.length === 0 && f.bottomry.length === 0) return [];
  const lost = f.portage.filter((p) => p.jettisoned);
  const lent = f.bottomry.reduce((s, b) => s.add(b.amount), c.zero);
  const o = evaluate(portageBottomry, { portage: f.portage.length, thrown: lost.length, bottomry: lent.format() }, ctx);
  steps.push(o.step);
  const lines = new Map<string, Money>();
  if (o.value === true) for (const p of lost) lines.set(p.person, (lines.get(p.person) ?? c.zero).add(p.value));
  return [...lines].map(
    ([p, amount]): Interest => ({
      interest: `portage:${p}`,
      owner: p,
      kind: "cargo",
      label: say.portageLabel({ who: c.names.get(p) ?? p }),
      value: c.zero,
      madeGood: amount,
      provisions: [at(27)],
    }),
  );
}
