/**
 * Danske Lov 1683, Book 4, 'Om skibbrud og vrag', dl-vrag/1–7 and 20–23: a ship
 * lost with her people aboard, the salvage of ship and goods, the salvage reward,
 * and the freight, average and wages after the wreck.
 *
 * What the rules decide, in the order of the text:
 *
 *   - the ship is lost by storm or other misfortune (Q-V01), so her people must
 *     help salvage for a fair reward (1), and no one who does not help has any (2);
 *   - the skipper salvages with his merchants and whom he can get, as long as they
 *     will and can (3, Q-V03), and may then sell what is left, unhindered (4,
 *     Q-V04) — unless he and his people cannot manage, when the officials and the
 *     foreshore holder must help when asked, with the common people (5, Q-V05);
 *   - after the salvage the amtmand with the best men, or before a market town the
 *     mayor and council, fix the reward (6) — unless the skipper struck a bargain
 *     with the salvors, which stands (7). Who pays it (Q-V06) and how it is shared
 *     among the salvors (Q-S06, sealaw's own question) are readings;
 *   - the skipper has fair freight on the goods saved (20, Q-V13) — unless the
 *     shipper leaves him the goods for it (21, Q-V14); stranded goods owe no
 *     average for what was lost (22, Q-V15); and if the salvage, after its costs,
 *     does not cover the crew's outstanding wages, they have nothing of them to
 *     claim (23, Q-V16).
 *
 * Decisions the text leaves open and sealaw takes (each said in the explanation):
 *
 *   - The owners of what was saved (the ship's owners, the merchants) give the
 *     reward (6: 'hvad skipperen, eller købmanden, skulle give'); they are not
 *     among those paid it, even if they helped. The skipper who helped shares in
 *     it (Q-S09 R1): dl-vrag/2 bars only those who do not help, and dl-averi/1
 *     gives the skipper the reward for the same salvage.
 *   - dl-vrag/6 follows the salvage with the common people of dl-vrag/5; the fair
 *     reward of dl-vrag/1 names no assessor of its own, so it is fixed the same way.
 *   - A determination divides one fund in its allocations: the salvage reward when
 *     a figure for it is in force, and otherwise the crew's wages out of the net
 *     salvage (23). When both arise, the wages are given as liabilities, each an
 *     exact split of the same kind, and their fund is listed second.
 *
 * Nothing the text leaves to someone's judgment is computed: the reward before it
 * is fixed, the payers under Q-V06 R2, fair freight under Q-V13 R3 and the shares
 * under Q-S06 R2 are Assessments that say who makes them and on what basis.
 *
 * Readings are consulted inside the rules, after the facts that make them matter,
 * so that a determination lists only the readings it rests on; each rule is run
 * against a fresh copy of the reading set, and its step shows the readings that
 * decided it.
 */

import {
  type CargoLot,
  type SalvageAgreement,
  type SalvageFacts,
  type SalvagePerson,
  type SalvageShip,
  type Shipwreck,
  type ShoreOffice,
  salvageFactsJsonSchema,
  salvageFactsSchema,
} from "../../cases/kinds/salvage.js";
import type {
  Allocation,
  Assessment,
  DeterminationBody,
  Fund,
  Liability,
  Obligation,
  Option,
  Warning,
} from "../../core/determination.js";
import { CaseError, NotCoveredError } from "../../core/errors.js";
import { note, type Step } from "../../core/explain.js";
import type { Json } from "../../core/json.js";
import { type Currency, Money } from "../../core/money.js";
import { R, type Rational } from "../../core/rational.js";
import { evaluate, evaluateOr, type Outcome, type Rule, type RuleContext, rule } from "../../core/rule.js";
import { type Split, split, splitByValues, TIE_BREAK_RULE } from "../../core/split.js";
import { type DecideContext, defineKind } from "../statute.js";
import type { VragSalvageReading } from "./salvage-readings.js";

// ---------------------------------------------------------------------------
// Provisions and readings

/** The id of a provision of this chapter: at(6) is "dl-vrag/6". */
const at = (n: number): string => `dl-vrag/${n}`;

/** The provisions this kind implements. */
const PROVISIONS = [1, 2, 3, 4, 5, 6, 7, 20, 21, 22, 23].map(at);

const reading = (ctx: RuleContext, name: VragSalvageReading): string => ctx.readings.get(name);
const is = (ctx: RuleContext, name: VragSalvageReading, code: string): boolean => ctx.readings.is(name, code);
/** "Q-V06 R1": the question and the alternative in force, for reasons. */
const q = (ctx: RuleContext, name: VragSalvageReading): string =>
  `${ctx.readings.definition(name).question} ${reading(ctx, name)}`;

/**
 * Evaluate a rule against a fresh copy of the readings, record what it consulted
 * in the decision's set, and show those readings on its step.
 */
function run<I, V>(r: Rule<I, V>, input: I, ctx: RuleContext): Outcome<V> {
  const local = ctx.readings.fresh();
  const o = evaluate(r, input, { readings: local });
  const used = local.used();
  if (used.length === 0) return o;
  const readings: Record<string, string> = { ...o.step.readings };
  for (const u of used) readings[u.name] = ctx.readings.get(u.name);
  return { ...o, step: { ...o.step, readings } };
}

// ---------------------------------------------------------------------------
// Money

/** An amount as parsed (the schema types amounts loosely), in whole skilling. */
function money(v: unknown, path: string): Money {
  if (!(v instanceof Money)) {
    throw new CaseError("case", [
      { path, message: "the amount was not read in a currency", expected: "facts parsed with the kind's schema" },
    ]);
  }
  const unit = v.currency.units.at(-1)?.plural ?? "the smallest unit";
  if (!v.minor.isInteger()) {
    throw new CaseError("case", [
      { path, message: `${v.format()} is not a whole number of ${unit}`, expected: `a whole number of ${unit}` },
    ]);
  }
  return v;
}

const total = (currency: Currency, amounts: readonly Money[]): Money =>
  amounts.reduce((s, m) => s.add(m), Money.zero(currency));

const moneyMax = (a: Money, b: Money): Money => (a.cmp(b) >= 0 ? a : b);

// ---------------------------------------------------------------------------
// The case as the chapter sees it

const nameOf = (p: SalvagePerson): string => p.name ?? p.id;
const shipName = (s: SalvageShip): string => s.name ?? s.id;
const hasRole = (p: SalvagePerson, role: SalvagePerson["roles"][number]): boolean => p.roles.includes(role);

/** One merchant's (or shipper's) goods saved, with their value. */
interface Holding {
  readonly who: SalvagePerson;
  readonly lots: readonly CargoLot[];
  readonly value: Money;
}

/** The facts, indexed: the ship that came to grief, her skipper and crew, the goods saved. */
class ShipwreckCase {
  readonly wreck: Shipwreck;
  readonly ship: SalvageShip;
  readonly skipper: SalvagePerson;
  readonly people: readonly SalvagePerson[];
  readonly currency: Currency;
  private readonly byId: ReadonlyMap<string, SalvagePerson>;

  constructor(
    readonly facts: SalvageFacts,
    currency: Currency,
  ) {
    const wreck = facts.shipwreck;
    if (!wreck) {
      throw new NotCoveredError(
        'dl-vrag/1–7 and 20–23 speak of a ship lost by storm or other misfortune with her people aboard; the case names none. Describe her under shipwreck (ship, cause, crew ...). Wreck found with no one aboard is a case of kind "wreck" (dl-vrag/8–13).',
        "facts.shipwreck",
        [at(1), at(8)],
      );
    }
    this.wreck = wreck;
    this.currency = currency;
    this.people = facts.people;
    this.byId = new Map(facts.people.map((p) => [p.id, p]));
    this.ship = facts.ships.find((s) => s.id === wreck.ship) as SalvageShip;
    this.skipper = this.byId.get(this.ship.skipper) as SalvagePerson;
    this.checkSingles();
  }

  /** The skipper, the owners, the merchants and those owed wages are each one person, not a group row. */
  private checkSingles(): void {
    const single = new Map<string, string>([[this.ship.skipper, "sails the ship"]]);
    for (const o of this.ship.owners) single.set(o.person, "owns the ship");
    for (const l of this.wreck.cargo) {
      single.set(l.owner, "owns goods saved");
      if (l.shipper) single.set(l.shipper, "shipped goods");
    }
    for (const w of this.wreck.wages_owed) single.set(w.person, "is owed wages");
    const issues = this.people.flatMap((p, i) => {
      const why = single.get(p.id);
      return why && p.count > 1
        ? [
            {
              path: `facts.people[${i}].count`,
              message: `${nameOf(p)} ${why}, so must be one person`,
              expected: "count: 1",
            },
          ]
        : [];
    });
    if (issues.length > 0) throw new CaseError("case", issues);
  }

  person(id: string): SalvagePerson {
    return this.byId.get(id) as SalvagePerson;
  }

  name(id: string): string {
    return nameOf(this.person(id));
  }

  isCrew(p: SalvagePerson): boolean {
    return this.wreck.crew.includes(p.id);
  }

  /** The ship's people and the seafarers at hand: those dl-vrag/1 may bind. */
  hands(): SalvagePerson[] {
    const ids = [...this.wreck.crew, ...this.wreck.seafarers_at_hand.filter((id) => !this.wreck.crew.includes(id))];
    return ids.filter((id) => id !== this.skipper.id).map((id) => this.person(id));
  }

  ownsShip(p: SalvagePerson): boolean {
    return this.ship.owners.some((o) => o.person === p.id);
  }

  ownsGoods(p: SalvagePerson): boolean {
    return this.wreck.cargo.some((l) => l.owner === p.id);
  }

  /** The goods saved, by owner, in the order the case lists them. */
  merchants(): Holding[] {
    return this.holdings((l) => l.owner);
  }

  /** The goods saved, by shipper (the owner unless another is named). */
  shippers(): Holding[] {
    return this.holdings((l) => l.shipper ?? l.owner);
  }

  private holdings(key: (l: CargoLot) => string): Holding[] {
    const out = new Map<string, CargoLot[]>();
    for (const lot of this.wreck.cargo) out.set(key(lot), [...(out.get(key(lot)) ?? []), lot]);
    return [...out].map(([id, lots]) => ({ who: this.person(id), lots, value: this.cargoValue(lots) }));
  }

  cargoValue(lots: readonly CargoLot[]): Money {
    return total(
      this.currency,
      lots.map((l) => money(l.value_saved, `facts.shipwreck.cargo[${this.wreck.cargo.indexOf(l)}].value_saved`)),
    );
  }

  shipValue(): Money | undefined {
    const v = this.wreck.ship_value_saved;
    return v === undefined ? undefined : money(v, "facts.shipwreck.ship_value_saved");
  }

  /** Before a market town the mayor and council fix the reward, elsewhere the amtmand with the best men (6). */
  assessor(): string {
    return this.facts.off_market_town
      ? "the mayor and council of the market town"
      : "the amtmand with the best men of the district";
  }

  salvageMoney(): Money {
    return money(this.facts.salvage_money, "facts.salvage_money");
  }
}

// ---------------------------------------------------------------------------
// The parts of a determination each section adds

interface Division {
  readonly fund: Fund;
  readonly allocations: Allocation[];
}

interface Findings {
  steps: Step[];
  obligations: Obligation[];
  options: Option[];
  liabilities: Liability[];
  assessments: Assessment[];
  warnings: Warning[];
}

const none = (): Findings => ({
  steps: [],
  obligations: [],
  options: [],
  liabilities: [],
  assessments: [],
  warnings: [],
});

function merge(...fs: Findings[]): Findings {
  const out = none();
  for (const f of fs) {
    out.steps.push(...f.steps);
    out.obligations.push(...f.obligations);
    out.options.push(...f.options);
    out.liabilities.push(...f.liabilities);
    out.assessments.push(...f.assessments);
    out.warnings.push(...f.warnings);
  }
  return out;
}

/** A section of the explanation: a heading step over the steps of its rules. */
function section(label: string, provisions: string[], children: Step[], value?: Json): Step {
  return { label, provisions, status: "applied", children, ...(value !== undefined ? { value } : {}) };
}

// ---------------------------------------------------------------------------
// dl-vrag/1, /20: the ship is lost ('bliver'), Q-V01

interface Loss {
  readonly lost: boolean;
  readonly reason: string;
}

const shipIsLost = rule<ShipwreckCase, Loss>({
  id: "dl-vrag/1#lost",
  label: "the ship with her goods is lost ('bliver') through storm or other misfortune",
  provisions: [at(1), at(20)],
  gives: (c, ctx) => {
    const cause = c.wreck.cause === "storm" ? "by storm" : "by other misfortune";
    if (c.wreck.wholly_lost) return { lost: true, reason: `wholly lost ${cause}` };
    return is(ctx, "blive_lost", "R2")
      ? { lost: false, reason: `wrecked ${cause} but not wholly lost, and only a total loss counts (Q-V01 R2)` }
      : { lost: true, reason: `wrecked ${cause}; a wreck counts, whether or not she is a total loss (Q-V01 R1)` };
  },
  facts: (c) => ({ ship: c.ship.id, cause: c.wreck.cause, wholly_lost: c.wreck.wholly_lost, how: c.wreck.how }),
  show: (v) => v.reason,
});

// ---------------------------------------------------------------------------
// dl-vrag/1: the ship's people must help salvage, for a fair reward (Q-V02)

interface Hand {
  readonly person: SalvagePerson;
  readonly c: ShipwreckCase;
}

interface Duty {
  readonly bound: boolean;
  readonly reason: string;
}

const seafarerAtHand = rule<Hand, Duty>({
  id: "dl-vrag/1#seafarer-at-hand",
  label: "a seafarer at hand who is not of the ship's own people",
  provisions: [at(1)],
  when: (h) => !h.c.isCrew(h.person),
  gives: (_h, ctx) =>
    is(ctx, "skibsfolkene", "R2")
      ? { bound: true, reason: "a seafarer at hand: 'skibsfolkene' are the seafaring people at hand (Q-V02 R2)" }
      : { bound: false, reason: "not of the ship's people: 'skibsfolkene' are the wrecked ship's crew (Q-V02 R1)" },
  show: (v) => v.reason,
});

const shipsPeopleMustHelp = rule<Hand, Duty>({
  id: "dl-vrag/1#crew",
  label: "the ship's people are bound to help salvage and rescue ship and goods, for a fair salvage reward",
  provisions: [at(1)],
  gives: () => ({ bound: true, reason: "one of the ship's people" }),
  facts: (h) => ({
    person: h.person.id,
    crew: h.c.isCrew(h.person),
    helped: h.person.helped,
    refused: h.person.refused,
  }),
  show: (v) => v.reason,
  exceptions: [seafarerAtHand],
});

function dutyToHelp(c: ShipwreckCase, ctx: RuleContext): Findings {
  const out = none();
  for (const person of c.hands()) {
    const o = run(shipsPeopleMustHelp, { person, c }, ctx);
    out.steps.push(o.step);
    if (!o.value?.bound) continue;
    out.obligations.push({
      who: person.id,
      what: `help salvage and rescue the ${shipName(c.ship)} and her goods, for a fair salvage reward`,
      provisions: [at(1)],
    });
    if (person.refused) {
      out.warnings.push({
        message: `${nameOf(person)} would not help to salvage: he has no salvage reward (dl-vrag/2). What a seaman who refuses forfeits is set in dl-averi/4, which is not decided here.`,
        provisions: [at(1), at(2), "dl-averi/4"],
      });
    }
  }
  return out;
}

// ---------------------------------------------------------------------------
// dl-vrag/3 and /5: who salvages — the skipper, or the officials when asked

type WhoSalvages =
  | { readonly by: "skipper"; readonly priority: boolean; readonly reason: string }
  | { readonly by: "officials"; readonly reason: string };

const NAMED_OFFICES: Record<Exclude<ShoreOffice, "other">, string> = {
  amtmand: "the king's amtmand",
  mayor_and_council: "the mayor and council",
  bailiff: "a bailiff (foged)",
  strand_bailiff: "a strand bailiff (strandfoged)",
  shore_commander: "one who holds command on the shore",
  foreshore_holder: "the holder of the foreshore right, on whose land it happened",
};

const officialsMustHelp = rule<ShipwreckCase, WhoSalvages>({
  id: "dl-vrag/5#officials",
  label:
    "if the skipper with his people cannot salvage, the officials and the foreshore holder must help when asked, with the common people, for a fair reward",
  provisions: [at(5)],
  when: (c) => c.wreck.skipper_could_not_manage,
  gives: () => ({ by: "officials", reason: "the skipper with his people could not salvage" }),
  facts: (c) => ({ skipper_could_not_manage: true, asked: (c.facts.help_asked ?? []).map((h) => h.person) }),
  show: (v) => v.reason,
});

const skipperSalvages = rule<ShipwreckCase, WhoSalvages>({
  id: "dl-vrag/3#skipper",
  label: "the skipper is free to salvage with his merchants and others he can get, as long as they will and can",
  provisions: [at(3)],
  gives: (_c, ctx) =>
    is(ctx, "skipper_priority", "R1")
      ? {
          by: "skipper",
          priority: true,
          reason: "the skipper salvages, and no one may take it out of his hands while he will and can (Q-V03 R1)",
        }
      : { by: "skipper", priority: false, reason: "the skipper may salvage; others are not barred (Q-V03 R2)" },
  facts: (c) => ({ skipper: c.skipper.id, skipper_could_not_manage: c.wreck.skipper_could_not_manage }),
  show: (v) => v.reason,
  exceptions: [officialsMustHelp],
});

/** The officials named in the case: those asked for help and those marked official. */
function officialsOf(c: ShipwreckCase): SalvagePerson[] {
  const asked = (c.facts.help_asked ?? []).map((h) => h.person);
  return c.people.filter((p) => asked.includes(p.id) || hasRole(p, "official"));
}

function skipperHasTheSalvage(c: ShipwreckCase, priority: boolean): Findings {
  const out = none();
  if (!priority) {
    out.steps.push(note("A permission only: others who salvage alongside him are not barred (Q-V03 R2).", [at(3)]));
    return out;
  }
  const what = `not hinder ${nameOf(c.skipper)}, nor take the salvage of the ${shipName(c.ship)} out of his hands, while he, his merchants and those he gets will and can salvage`;
  for (const p of officialsOf(c)) out.obligations.push({ who: p.id, what, provisions: [at(3)] });
  out.obligations.push({ who: "everyone else", what, provisions: [at(3)] });
  if ((c.facts.help_asked ?? []).length > 0) {
    out.steps.push(
      note(
        "Help was asked, but the skipper could manage: the duty of dl-vrag/5 arises only when he and his people cannot salvage.",
        [at(3), at(5)],
      ),
    );
  }
  return out;
}

interface Asked {
  readonly c: ShipwreckCase;
  readonly person: string;
  readonly office: ShoreOffice;
}

const askedOfficialMustHelp = rule<Asked, string>({
  id: "dl-vrag/5#asked",
  label:
    "the king's amtmand, the mayor and council, bailiffs and strand bailiffs, all in command on the shore, and the foreshore holder must help when asked",
  provisions: [at(5)],
  when: (a) => a.office !== "other",
  gives: (a, ctx) => {
    const what = `what can be saved of the ${shipName(a.c.ship)} and her goods, for a fair salvage reward`;
    const skipper = nameOf(a.c.skipper);
    return is(ctx, "common_people", "R2")
      ? `help ${skipper} in person, together with the common people, to rescue and salvage ${what} (Q-V05 R2)`
      : `help ${skipper} get the common people to help, rescue and salvage ${what} (Q-V05 R1)`;
  },
  facts: (a) => ({ person: a.person, office: a.office }),
});

const WHOM_TO_ASK: Option["choices"] = [
  "ask the king's amtmand for help with the common people",
  "ask the mayor and council",
  "ask the bailiffs or strand bailiffs",
  "ask whoever holds command on the shore",
  "ask the holder of the foreshore right, on whose land it happened",
];

/** Each one asked: bound if of an office the text names, else a warning. */
function askedMustHelp(c: ShipwreckCase, asked: readonly Asked[], ctx: RuleContext): Findings {
  const out = none();
  for (const a of asked) {
    const o = run(askedOfficialMustHelp, a, ctx);
    out.steps.push({ ...o.step, label: `${c.name(a.person)}, asked: ${o.step.label}` });
    if (o.applied) {
      out.obligations.push({ who: a.person, what: o.value as string, provisions: [at(5)] });
    } else {
      out.warnings.push({
        message: `${c.name(a.person)} was asked for help but holds none of the offices dl-vrag/5 names (amtmand, mayor and council, bailiff, strand bailiff, one in command on the shore, the foreshore holder): that provision does not bind him.`,
        provisions: [at(5)],
      });
    }
  }
  return out;
}

function officialsAreAsked(c: ShipwreckCase, ctx: RuleContext): Findings {
  const asked: Asked[] = (c.facts.help_asked ?? []).map((h) => ({ c, person: h.person, office: h.office }));
  const out = askedMustHelp(c, asked, ctx);
  if (asked.length === 0) {
    out.options.push({ holder: c.skipper.id, choices: [...WHOM_TO_ASK], provisions: [at(5)] });
    out.steps.push(note("No one has been asked yet: the officials' duty arises only when they are asked.", [at(5)]));
  }
  const askedIds = asked.map((a) => a.person);
  for (const p of c.people.filter((x) => hasRole(x, "official") && !askedIds.includes(x.id))) {
    out.steps.push(
      note(`${nameOf(p)} was not asked: the duty of dl-vrag/5 arises only 'om det af dem begæres'.`, [at(5)]),
    );
  }
  return out;
}

function whoSalvages(c: ShipwreckCase, ctx: RuleContext): { findings: Findings; who: WhoSalvages } {
  const o = run(skipperSalvages, c, ctx);
  const who = o.value as WhoSalvages;
  const more = who.by === "skipper" ? skipperHasTheSalvage(c, who.priority) : officialsAreAsked(c, ctx);
  const head = section("Who salvages", [at(3), at(5)], [o.step, ...more.steps], who.reason);
  return { findings: { ...more, steps: [head] }, who };
}

// ---------------------------------------------------------------------------
// dl-vrag/4: what they cannot salvage they may sell, unhindered (Q-V04)

const mayDisposeOfTheRest = rule<ShipwreckCase, string>({
  id: "dl-vrag/4#sell",
  label:
    "when they can salvage no more, they may sell or dispose of what is left to whom they will, and no one shall hinder them",
  provisions: [at(4)],
  when: (c) => c.wreck.could_salvage_no_more,
  gives: (_c, ctx) =>
    is(ctx, "what_is_left", "R2")
      ? "what has been salvaged but cannot be taken away (Q-V04 R2)"
      : "the goods and wreck still lying there unsalvaged, in effect the right to salvage them (Q-V04 R1)",
  facts: (c) => ({ could_salvage_no_more: c.wreck.could_salvage_no_more }),
});

function saleOfWhatIsLeft(c: ShipwreckCase, ctx: RuleContext): Findings {
  const out = none();
  const o = run(mayDisposeOfTheRest, c, ctx);
  out.steps.push(o.step);
  if (!o.applied) return out;
  const what = o.value as string;
  out.options.push({
    holder: c.skipper.id,
    choices: [`sell or dispose of ${what}, for the ship and with his merchants, to whomever he will`, "keep it"],
    provisions: [at(4)],
  });
  for (const m of c.merchants()) {
    out.options.push({
      holder: m.who.id,
      choices: [`sell or dispose of his goods among ${what}, to whomever he will`, "keep them"],
      provisions: [at(4)],
    });
  }
  out.obligations.push({
    who: "everyone",
    what: `not hinder the skipper and his merchants in any way in selling or disposing of ${what}`,
    provisions: [at(4)],
  });
  return out;
}

// ---------------------------------------------------------------------------
// dl-vrag/2, /6, /7: who has a claim to the reward

interface Claim {
  /** Persons the row stands for (count) who share the reward; 0 for none. */
  readonly persons: number;
  readonly reason: string;
  readonly provisions: readonly string[];
  /** Helped, but outside the bargain: his reward is still to be fixed under 6. */
  readonly outsideBargain?: boolean;
}

interface Claimant {
  readonly person: SalvagePerson;
  readonly c: ShipwreckCase;
}

const showClaim = (v: Claim): Json => `${v.persons} share${v.persons === 1 ? "" : "s"}: ${v.reason}`;

const isSkipper = (w: Claimant): boolean => w.person.id === w.c.skipper.id;

/** An owner of the ship or of goods saved, other than the skipper: those who give the reward for their own (6). */
const ownerGives = (w: Claimant): boolean => !isSkipper(w) && (w.c.ownsShip(w.person) || w.c.ownsGoods(w.person));

/** Helped, but is not of the salvors a bargain names (7). */
const outsideSalvors = (w: Claimant): boolean => {
  const salvors = w.c.facts.salvage_agreement?.salvors;
  return salvors !== undefined && !salvors.includes(w.person.id);
};

const OUTSIDE_THE_BARGAIN: Claim = {
  persons: 0,
  reason: "helped, but is not of the salvors who struck the bargain: his reward is still to be fixed under dl-vrag/6",
  provisions: [at(6), at(7)],
  outsideBargain: true,
};

const ownerGivesTheReward = rule<Claimant, Claim>({
  id: "dl-vrag/6#owner",
  label: "the owners of what was saved give the reward for it; they are not paid it",
  provisions: [at(6)],
  when: ownerGives,
  gives: (w) => ({
    persons: 0,
    reason: `${w.c.ownsShip(w.person) ? "an owner of the lost ship" : "the owner of goods saved"}: gives the reward for what was saved ('hvad skipperen, eller købmanden, skulle give'), and does not earn it`,
    provisions: [at(6)],
  }),
  show: showClaim,
});

/**
 * The skipper who helped (Q-S09): dl-vrag/2 bars from the reward only those who
 * do not help, and dl-averi/1 gives the skipper the reward for the same salvage
 * (R1); or he is one who gives it, 'hvad skipperen ... skulle give' (dl-vrag/6, R2).
 */
const skipperWhoHelped = rule<Claimant, Claim>({
  id: "dl-vrag/2#skipper",
  label: "the skipper who helps to salvage: 'ingen at nyde noget til bjergeløn, uden han hjælper at bjerge'",
  provisions: [at(2), at(3), at(6)],
  when: (w) => isSkipper(w) && w.person.helped,
  readings: ["skipper_salvor"],
  gives: (w, ctx) => {
    if (is(ctx, "skipper_salvor", "R2")) {
      return {
        persons: 0,
        reason:
          "the skipper of the lost ship: gives the reward for the ship ('hvad skipperen, eller købmanden, skulle give'), and does not earn it (Q-S09 R2)",
        provisions: [at(6)],
      };
    }
    if (outsideSalvors(w)) return OUTSIDE_THE_BARGAIN;
    return {
      persons: 1,
      reason:
        "the skipper, who helped to salvage: dl-vrag/2 bars only those who do not help, and dl-averi/1 gives the skipper the reward for the same salvage (Q-S09 R1)",
      provisions: [at(2), at(3), at(6)],
    };
  },
  show: showClaim,
});

const outsideTheBargain = rule<Claimant, Claim>({
  id: "dl-vrag/7#outside",
  label: "one who helped but is not of the salvors who struck the bargain",
  provisions: [at(7)],
  when: (w) => w.person.helped && outsideSalvors(w) && !isSkipper(w) && !ownerGives(w),
  gives: () => OUTSIDE_THE_BARGAIN,
  show: showClaim,
});

const helperEarnsReward = rule<Claimant, Claim>({
  id: "dl-vrag/2#helper",
  label: "whoever helps to salvage earns salvage reward",
  provisions: [at(2), at(6)],
  when: (w) => w.person.helped,
  gives: (w) => ({
    persons: w.person.count,
    reason: w.person.count > 1 ? `${w.person.count} persons who helped to salvage` : "helped to salvage",
    provisions: [at(2), at(6)],
  }),
  facts: (w) => ({
    person: w.person.id,
    helped: w.person.helped,
    ...(w.person.count > 1 ? { count: w.person.count } : {}),
  }),
  show: showClaim,
  exceptions: [ownerGivesTheReward, skipperWhoHelped, outsideTheBargain],
});

const NO_HELP_NO_REWARD: Claim = {
  persons: 0,
  reason: "did not help to salvage: no one has anything as salvage reward unless he helps",
  provisions: [at(2)],
};

function claimOf(person: SalvagePerson, c: ShipwreckCase, ctx: RuleContext): Outcome<Claim> {
  return evaluateOr(helperEarnsReward, { person, c }, ctx, {
    value: NO_HELP_NO_REWARD,
    label: "no one has anything as salvage reward unless he helps to salvage",
    provisions: [at(2)],
  });
}

// ---------------------------------------------------------------------------
// dl-vrag/6, /7: the reward — fixed after the salvage, or as bargained

type Reward =
  | { readonly kind: "fixed"; readonly by: string; readonly amount: Money }
  | { readonly kind: "to_fix"; readonly by: string }
  | { readonly kind: "agreed_sum"; readonly amount: Money }
  | { readonly kind: "agreed_share"; readonly share: Rational }
  | { readonly kind: "sold_to_salvors"; readonly amount: Money };

interface RewardCase {
  readonly c: ShipwreckCase;
  /** How many persons have a claim to a share of the reward. */
  readonly claims: number;
}

const FIXED_BY: Record<string, string> = {
  amtmand_and_best_men: "the amtmand with the best men of the district",
  mayor_and_council: "the mayor and council of the market town",
};

function showReward(r: Reward): Json {
  switch (r.kind) {
    case "fixed":
      return `${r.amount.format()}, fixed by ${r.by}`;
    case "to_fix":
      return `still to be fixed by ${r.by}`;
    case "agreed_sum":
      return `${r.amount.format()}, as bargained`;
    case "agreed_share":
      return `${r.share.toString()} of the goods salvaged, as bargained`;
    default:
      return `the salvors pay the skipper ${r.amount.format()} and keep what they salvage`;
  }
}

function bargained(deal: SalvageAgreement): Reward {
  if (deal.terms === "share_of_goods") return { kind: "agreed_share", share: deal.share as Rational };
  const amount = money(deal.sum, "facts.salvage_agreement.sum");
  return deal.terms === "sum_to_salvors" ? { kind: "agreed_sum", amount } : { kind: "sold_to_salvors", amount };
}

const bargainStands = rule<RewardCase, Reward>({
  id: "dl-vrag/7#bargain",
  label:
    "a bargain the skipper struck with the salvors — a set sum to them, a share of the goods, or a sum they pay him for all they can salvage — stands",
  provisions: [at(7)],
  when: (r) => r.c.facts.salvage_agreement !== undefined,
  gives: (r) => bargained(r.c.facts.salvage_agreement as SalvageAgreement),
  facts: (r) => ({ terms: r.c.facts.salvage_agreement?.terms ?? null }),
  show: showReward,
});

const rewardFixedAfterSalvage = rule<RewardCase, Reward>({
  id: "dl-vrag/6#assessment",
  label:
    "when the salvage is done, the amtmand with the best men of the district — before a market town the mayor and council — decide the reward, by the circumstances and the value of the goods",
  provisions: [at(6)],
  when: (r) => r.claims > 0,
  gives: (r) => {
    const by = r.c.facts.salvage_money_fixed_by;
    return by === undefined
      ? { kind: "to_fix", by: r.c.assessor() }
      : { kind: "fixed", by: FIXED_BY[by] as string, amount: r.c.salvageMoney() };
  },
  facts: (r) => ({
    claimants: r.claims,
    off_market_town: r.c.facts.off_market_town ?? false,
    salvage_money_fixed_by: r.c.facts.salvage_money_fixed_by ?? null,
    salvage_money: r.c.salvageMoney().format(),
  }),
  show: showReward,
  exceptions: [bargainStands],
});

/** The value saved of each interest that gives the reward under Q-V06 R1: the ship, and each merchant's goods. */
interface Interest {
  readonly key: string;
  readonly payer: SalvagePerson;
  readonly what: string;
  readonly value: Money | undefined;
}

function interests(c: ShipwreckCase): Interest[] {
  const ship: Interest = {
    key: `ship:${c.ship.id}`,
    payer: c.skipper,
    what: `what was saved of the ${shipName(c.ship)}, for her owners`,
    value: c.shipValue(),
  };
  const goods = c.merchants().map((m) => ({
    key: `goods:${m.who.id}`,
    payer: m.who,
    what: "his goods saved",
    value: m.value,
  }));
  return [ship, ...goods];
}

function valuesBasis(c: ShipwreckCase): string {
  const parts = interests(c).map(
    (i) => `${i.what.replace("his", `${nameOf(i.payer)}'s`)} ${i.value ? i.value.format() : "(value not stated)"}`,
  );
  return `the circumstances, and the value of what was saved: ${parts.join("; ")}`;
}

/** A step of the payers' rule (6, Q-V06). */
const payerStep = (label: string, readings: Record<string, string>, more: Partial<Step>): Step => ({
  rule: "dl-vrag/6#payer",
  label,
  provisions: [at(6)],
  status: "applied",
  readings,
  ...more,
});

const EACH_FOR_HIS_OWN =
  "who pays the reward: the skipper for the ship and each merchant for his goods, by the value saved (Q-V06 R1)";

/** Q-V06 R2: who pays is for the assessors; no payer's figure is made up. */
function payersAsAssessorsDecide(amount: Money | undefined, by: string, readings: Record<string, string>): Findings {
  const out = none();
  out.assessments.push({
    what: `Who pays the salvage reward${amount ? ` of ${amount.format()}` : ""}: the skipper, the merchants, or both, and in what shares (Q-V06 R2)`,
    by,
    basis: "'hvad skipperen, eller købmanden, skulle give': the text leaves it to them",
    status: "needed",
    provisions: [at(6)],
  });
  out.liabilities.push({
    from: "the skipper or the merchants, as the assessors decide",
    to: "the salvors",
    ...(amount ? { amount: amount.toJSON() } : {}),
    description: "the salvage reward (Q-V06 R2)",
    provisions: [at(6)],
  });
  out.steps.push(
    payerStep("who pays the reward: as the assessors decide (Q-V06 R2)", readings, { value: "assessment" }),
  );
  return out;
}

/** Q-V06 R1 while the reward or a value saved is not known: each payer named, no figures. */
function payersOnceKnown(
  c: ShipwreckCase,
  amount: Money | undefined,
  by: string,
  readings: Record<string, string>,
): Findings {
  const out = none();
  const all = interests(c);
  for (const i of all) {
    out.liabilities.push({
      from: i.payer.id,
      to: "the salvors",
      description: `a share of the salvage reward for ${i.what}, in proportion to its value (Q-V06 R1)${amount ? "" : ", once the reward is fixed"}`,
      provisions: [at(6)],
    });
  }
  if (amount && all.some((i) => i.value === undefined)) {
    out.assessments.push({
      what: "The value saved of the ship, to share the salvage reward between the ship and the goods (Q-V06 R1)",
      by,
      basis: "the value of what was saved of the ship; the case does not state it (ship_value_saved)",
      status: "needed",
      provisions: [at(6)],
    });
  } else if (amount && !amount.minor.isZero()) {
    out.warnings.push({
      message: `Nothing of value is said to have been saved, so the reward of ${amount.format()} cannot be shared in proportion to the value saved (Q-V06 R1).`,
      provisions: [at(6)],
    });
  }
  out.steps.push(payerStep(EACH_FOR_HIS_OWN, readings, { value: "in proportion to the value saved, once known" }));
  return out;
}

/** Q-V06 R1: the reward split exactly over the values saved of the ship and of each merchant's goods. */
function payersByValueSaved(
  c: ShipwreckCase,
  amount: Money,
  values: readonly Interest[],
  readings: Record<string, string>,
): Findings {
  const out = none();
  const saved = total(
    c.currency,
    values.map((v) => v.value as Money),
  );
  const s = splitByValues(
    amount,
    values.map((i) => ({ key: i.key, value: i.value as Money })),
  );
  for (const i of values) {
    const line = s.lines.find((l) => l.key === i.key);
    if (!line) continue;
    out.liabilities.push({
      from: i.payer.id,
      to: "the salvors",
      amount: line.rounded.toJSON(),
      description: `his share of the salvage reward for ${i.what} (${(i.value as Money).format()} of ${saved.format()} saved; exactly ${line.exact.format()}) (Q-V06 R1)`,
      provisions: [at(6)],
    });
  }
  out.steps.push(
    payerStep(EACH_FOR_HIS_OWN, readings, {
      facts: Object.fromEntries(values.map((i) => [i.key, (i.value as Money).format()])),
      value: Object.fromEntries(s.lines.map((l) => [l.key, l.rounded.format()])),
      children: [note(`Rounding: ${TIE_BREAK_RULE}`)],
    }),
  );
  return out;
}

/** Who pays a reward of `amount` (or a reward still to be fixed), as Q-V06 reads 'skipperen, eller købmanden'. */
function whoPaysTheReward(c: ShipwreckCase, amount: Money | undefined, by: string, ctx: RuleContext): Findings {
  const readings = { reward_payer: reading(ctx, "reward_payer") };
  if (is(ctx, "reward_payer", "R2")) return payersAsAssessorsDecide(amount, by, readings);
  const all = interests(c);
  const values = all.filter((i) => i.value !== undefined && !i.value.minor.isZero());
  const known = all.every((i) => i.value !== undefined);
  return amount && known && values.length > 0
    ? payersByValueSaved(c, amount, values, readings)
    : payersOnceKnown(c, amount, by, readings);
}

/** What a bargain means for who pays whom (7). */
function bargainLiabilities(c: ShipwreckCase, reward: Reward, salvors: string): Findings {
  const out = none();
  const skipper = c.skipper.id;
  if (reward.kind === "agreed_sum") {
    out.liabilities.push({
      from: skipper,
      to: "the salvors",
      amount: reward.amount.toJSON(),
      description: `the sum bargained for whatever they could salvage (${salvors})`,
      provisions: [at(7)],
    });
    out.steps.push(
      note(
        "The bargain binds the skipper who struck it; dl-vrag/7 does not say how the sum is borne between the ship and the merchants.",
        [at(7)],
      ),
    );
  } else if (reward.kind === "agreed_share") {
    for (const m of c.merchants()) {
      out.liabilities.push({
        from: m.who.id,
        to: "the salvors",
        amount: m.value.times(reward.share).toJSON(),
        description: `${reward.share.toString()} of his goods salvaged, in kind, for their risk and trouble (worth ${m.value
          .times(reward.share)
          .format()} of ${m.value.format()})`,
        provisions: [at(7)],
      });
    }
  } else if (reward.kind === "sold_to_salvors") {
    out.liabilities.push({
      from: `the salvors (${salvors}), together`,
      to: skipper,
      amount: reward.amount.toJSON(),
      description: "the sum they bargained to give him for all they could salvage; what they salvage is theirs",
      provisions: [at(7)],
    });
    out.steps.push(
      note(
        "dl-vrag/7 does not say how the sum the salvors pay is shared between the ship's owners and the merchants.",
        [at(7)],
      ),
    );
  }
  return out;
}

// ---------------------------------------------------------------------------
// The reward shared among the salvors (Q-S06)

interface RewardDivision {
  readonly findings: Findings;
  readonly division: Division | undefined;
  /** What the reward costs, where known: for the net salvage of dl-vrag/23. */
  readonly cost: Money | undefined | "unknown";
}

/** The money the salvors divide, when the reward is a figure. */
function rewardFund(c: ShipwreckCase, reward: Reward): { money: Money; label: string; warning?: string } | undefined {
  switch (reward.kind) {
    case "fixed":
      return { money: reward.amount, label: `Salvage reward fixed by ${reward.by}` };
    case "agreed_sum":
      return { money: reward.amount, label: "Salvage money bargained with the salvors" };
    case "agreed_share": {
      const exact = c.cargoValue(c.wreck.cargo).times(reward.share);
      const whole = Money.ofMinor(c.currency, exact.minor.floor());
      return {
        money: whole,
        label: `The salvors' ${reward.share.toString()} of the goods salvaged, by value`,
        ...(whole.eq(exact)
          ? {}
          : {
              warning: `The salvors' share of the goods is worth ${exact.format()}; it is divided by value to the whole ${c.currency.units.at(-1)?.name}, as ${whole.format()}.`,
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

function roleOf(p: SalvagePerson, c: ShipwreckCase): string {
  const words: string[] = [];
  if (p.id === c.skipper.id) words.push(`skipper of the ${shipName(c.ship)}`);
  if (c.ownsShip(p) && p.id !== c.skipper.id) words.push(`owner of the ${shipName(c.ship)}`);
  if (c.isCrew(p)) words.push(`one of the ${shipName(c.ship)}'s people`);
  if (c.wreck.seafarers_at_hand.includes(p.id)) words.push("seafarer at hand");
  if (c.ownsGoods(p)) words.push("merchant, owner of goods saved");
  const office = (c.facts.help_asked ?? []).find((h) => h.person === p.id)?.office;
  if (office && office !== "other") words.push(NAMED_OFFICES[office]);
  else if (hasRole(p, "official")) words.push("official");
  if (words.length === 0) words.push(p.helped ? "helper in the salvage" : "named in the case");
  return words.join(", ");
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
            reason: `${claim.reason}; ${share ? `${share.format()}` : "nothing"} as ${by} divided the reward (Q-S06 R2)`,
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
    label: `${fund.label}, as divided by ${by}`,
    amount: fund.money.toJSON(),
    provisions: [at(2), at(6), ...(fund.label.includes("bargain") || fund.label.includes("share of") ? [at(7)] : [])],
    rounding: TIE_BREAK_RULE,
  };
  return { fund: fundOut, allocations };
}

/** Share the reward among the claimants: as those who fix it divide it (Q-S06 R2, the default), or equally (R1). */
function shareTheReward(
  c: ShipwreckCase,
  fund: { money: Money; label: string },
  claims: ReadonlyMap<string, Claim>,
  by: string,
  ctx: RuleContext,
): { division: Division | undefined; findings: Findings } {
  const out = none();
  const persons = [...claims.values()].reduce((n, cl) => n + cl.persons, 0);
  if (persons === 0) return { division: undefined, findings: out };
  const byAssessors = persons > 1 && is(ctx, "reward_sharing", "R2");
  const readings = persons > 1 ? { reward_sharing: reading(ctx, "reward_sharing") } : undefined;
  const given = c.facts.salvage_money_shares;
  if (given && !byAssessors) {
    out.warnings.push({
      message:
        persons > 1
          ? `The division given in salvage_money_shares is not used: the reward is shared equally (Q-S06 ${reading(ctx, "reward_sharing")}).`
          : "The division given in salvage_money_shares is not used: one person alone has a claim to the reward.",
      provisions: [at(6)],
    });
  }
  if (byAssessors && given) {
    const division = assessorsDivision(c, fund, claims, given, by);
    out.steps.push({
      rule: "dl-vrag/6#sharing",
      label: `${fund.money.format()} shared among the salvors as ${by} divided it ('efter lejligheden'; Q-S06 R2)`,
      provisions: [at(2), at(6)],
      status: "applied",
      ...(readings ? { readings } : {}),
      facts: Object.fromEntries(
        Object.entries(given).map(([id, m]) => [id, money(m, `facts.salvage_money_shares.${id}`).format()]),
      ),
      value: "as divided",
    });
    return { division, findings: out };
  }
  if (byAssessors) {
    out.assessments.push({
      what: `Each salvor's share of the ${fund.money.format()} (Q-S06 R2): give it as salvage_money_shares`,
      by,
      basis:
        "dl-vrag/6 leaves the reward of 'dem ... som bjerget have' to the assessors 'efter lejligheden', and gives no key for sharing it among those who salvaged",
      status: "needed",
      provisions: [at(6)],
    });
    out.steps.push({
      rule: "dl-vrag/6#sharing",
      label:
        "the reward is shared among the salvors as those who fix it divide it (Q-S06 R2): the division is still to be given",
      provisions: [at(6)],
      status: "applied",
      ...(readings ? { readings } : {}),
      value: "assessment",
    });
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
  out.steps.push({
    rule: "dl-vrag/6#sharing",
    label: `${fund.money.format()} shared equally among ${persons} salvor${persons === 1 ? "" : "s"}: one share is ${perShare.format()}${persons > 1 ? " (Q-S06 R1)" : ""}`,
    provisions: [at(2), at(6)],
    status: "applied",
    ...(readings ? { readings } : {}),
    facts: { fund: fund.money.format(), salvors: persons },
    value: perShare.format(),
    children: [
      note(
        `Rounding: ${TIE_BREAK_RULE} Units left over and handed out so: ${s.leftOverUnits} ${c.currency.units.at(-1)?.plural}.`,
      ),
    ],
  });
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

function rewardWarnings(c: ShipwreckCase, reward: Reward | undefined): Warning[] {
  const out: Warning[] = [];
  const f = c.facts;
  const fixedBy = f.salvage_money_fixed_by;
  const salvageMoney = c.salvageMoney();
  if (reward?.kind === "fixed" && fixedBy !== undefined) {
    const expected = f.off_market_town ? "mayor_and_council" : "amtmand_and_best_men";
    if (fixedBy !== expected) {
      out.push({
        message: f.off_market_town
          ? "It happened before a market town, where dl-vrag/6 has the mayor and council fix the reward, but the amtmand with the best men fixed it."
          : "It did not happen before a market town, where dl-vrag/6 has the amtmand with the best men fix the reward, but the mayor and council fixed it.",
        provisions: [at(6)],
      });
    }
  }
  if (f.salvage_agreement && fixedBy !== undefined) {
    out.push({
      message: `The salvage money fixed by ${FIXED_BY[fixedBy]} is set aside: the bargain the skipper struck with the salvors stands (dl-vrag/7).`,
      provisions: [at(6), at(7)],
    });
  }
  if (!reward && fixedBy !== undefined && !salvageMoney.minor.isZero()) {
    out.push({
      message: `A salvage reward of ${salvageMoney.format()} was fixed, but no one who helped has a claim to it: the owners of what was saved give the reward, and no one else is said to have helped.`,
      provisions: [at(2), at(6)],
    });
  }
  if (!f.salvage_agreement && fixedBy === undefined && !salvageMoney.minor.isZero()) {
    out.push({
      message: `Salvage money of ${salvageMoney.format()} is given, but no one is said to have fixed it; dl-vrag/6 leaves that to ${c.assessor()} (salvage_money_fixed_by). It is not divided until it is fixed.`,
      provisions: [at(6)],
    });
  }
  if (
    f.salvage_agreement &&
    (f.salvage_agreement.terms === "sum_to_salvors" || f.salvage_agreement.terms === "sum_to_skipper") &&
    !salvageMoney.minor.isZero()
  ) {
    const sum = money(f.salvage_agreement.sum, "facts.salvage_agreement.sum");
    if (!sum.eq(salvageMoney)) {
      out.push({
        message: `The salvage money (${salvageMoney.format()}) differs from the sum bargained (${sum.format()}); the bargain stands (dl-vrag/7).`,
        provisions: [at(7)],
      });
    }
  }
  return out;
}

interface Claims {
  readonly byPerson: ReadonlyMap<string, Claim>;
  /** How many persons share the reward. */
  readonly persons: number;
  readonly steps: Step[];
}

/** Each person's claim to the reward (2, 6, 7); none are asked when the salvors bought the salvage. */
function claimsOf(c: ShipwreckCase, ctx: RuleContext): Claims {
  const byPerson = new Map<string, Claim>();
  const steps: Step[] = [];
  if (c.facts.salvage_agreement?.terms !== "sum_to_skipper") {
    for (const p of c.people) {
      const o = claimOf(p, c, ctx);
      byPerson.set(p.id, o.value as Claim);
      steps.push({ ...o.step, label: `${nameOf(p)}: ${o.step.label}` });
    }
  }
  const persons = [...byPerson.values()].reduce((n, cl) => n + cl.persons, 0);
  return { byPerson, persons, steps };
}

const sharersOf = (c: ShipwreckCase, claims: Claims): SalvagePerson[] =>
  c.people.filter((p) => (claims.byPerson.get(p.id)?.persons ?? 0) > 0);

/** Those who helped outside the bargain: their reward is still for the assessors (6, 7). */
function outsideTheBargainAssessment(c: ShipwreckCase, claims: Claims): Assessment[] {
  const outside = c.people.filter((p) => claims.byPerson.get(p.id)?.outsideBargain);
  if (outside.length === 0) return [];
  return [
    {
      what: `The salvage reward of ${outside.map(nameOf).join(", ")}, who helped but ${outside.length === 1 ? "is" : "are"} not of the salvors who struck the bargain`,
      by: c.assessor(),
      basis: valuesBasis(c),
      status: "needed",
      provisions: [at(6), at(7)],
    },
  ];
}

/** A reward still to be fixed (6): the assessment, and who will pay it. */
function rewardToFix(c: ShipwreckCase, by: string, claims: Claims, ctx: RuleContext): Findings {
  const out = whoPaysTheReward(c, undefined, by, ctx);
  if (c.facts.salvage_money_shares) {
    out.warnings.push({
      message: "The division given in salvage_money_shares is not used: the reward it divides is not yet fixed.",
      provisions: [at(6)],
    });
  }
  out.assessments.unshift({
    what: `The salvage reward for those who salvaged: ${sharersOf(c, claims).map(nameOf).join(", ")}`,
    by,
    basis: valuesBasis(c),
    status: "needed",
    provisions: [at(6)],
  });
  return out;
}

/** Who pays a reward that is a figure: by Q-V06 when fixed by the assessors (6), by the bargain otherwise (7). */
function payersOf(c: ShipwreckCase, reward: Reward, ctx: RuleContext): Findings {
  if (reward.kind !== "fixed") {
    const salvors = (c.facts.salvage_agreement?.salvors ?? c.people.filter((p) => p.helped).map((p) => p.id))
      .map((id) => c.name(id))
      .join(", ");
    return bargainLiabilities(c, reward, salvors);
  }
  const out = whoPaysTheReward(c, reward.amount, reward.by, ctx);
  out.assessments.unshift({
    what: "The salvage reward",
    by: reward.by,
    basis: valuesBasis(c),
    status: "given",
    value: reward.amount.format(),
    provisions: [at(6)],
  });
  return out;
}

/** A reward that is a figure: who pays it, and the division among the salvors. */
function rewardWithFigure(c: ShipwreckCase, reward: Reward, claims: Claims, ctx: RuleContext): RewardDivision {
  const out = payersOf(c, reward, ctx);
  const fund = rewardFund(c, reward);
  if (!fund) return { findings: out, division: undefined, cost: Money.zero(c.currency) };
  if (fund.warning) out.warnings.push({ message: fund.warning, provisions: [at(7)] });
  if (claims.persons === 0 && !fund.money.minor.isZero()) {
    out.warnings.push({
      message: `${fund.label}: ${fund.money.format()}, but no one who helped has a claim to share it.`,
      provisions: [at(2)],
    });
  }
  const by =
    reward.kind === "fixed"
      ? reward.by
      : "the salvors who struck the bargain, as it divides it (dl-vrag/7 gives no key)";
  const shared = shareTheReward(c, fund, claims.byPerson, by, ctx);
  return { findings: merge(out, shared.findings), division: shared.division, cost: fund.money };
}

const SAME_ASSESSORS_FOR_THE_CREW = note(
  "dl-vrag/6 follows the salvage with the common people of dl-vrag/5; the fair reward of dl-vrag/1 names no assessor of its own, so it is fixed the same way.",
  [at(1), at(6)],
);

function theReward(c: ShipwreckCase, ctx: RuleContext): RewardDivision {
  const claims = claimsOf(c, ctx);
  const o = run(rewardFixedAfterSalvage, { c, claims: claims.persons }, ctx);
  const reward = o.applied ? (o.value as Reward) : undefined;
  const result: RewardDivision = !reward
    ? {
        findings: {
          ...none(),
          steps: [note("No one who helped has a claim to salvage reward, and there is no bargain.", [at(2)])],
        },
        division: undefined,
        cost: undefined,
      }
    : reward.kind === "to_fix"
      ? { findings: rewardToFix(c, reward.by, claims, ctx), division: undefined, cost: "unknown" }
      : rewardWithFigure(c, reward, claims, ctx);
  const byAssessors = reward?.kind === "fixed" || reward?.kind === "to_fix";
  const notes = [...(byAssessors && !c.wreck.skipper_could_not_manage ? [SAME_ASSESSORS_FOR_THE_CREW] : [])];
  const f = result.findings;
  const head = section(
    "The salvage reward",
    [at(2), at(6), at(7)],
    [...claims.steps, o.step, ...notes, ...f.steps],
    reward ? showReward(reward) : "none",
  );
  const findings: Findings = {
    ...f,
    steps: [head],
    assessments: [...outsideTheBargainAssessment(c, claims), ...f.assessments],
    warnings: [...rewardWarnings(c, reward), ...f.warnings],
  };
  return { findings, division: result.division, cost: result.cost };
}

// ---------------------------------------------------------------------------
// dl-vrag/20, /21: freight on the goods saved, or the goods for the freight

interface Shipment {
  readonly c: ShipwreckCase;
  readonly holding: Holding;
  readonly lost: boolean;
}

interface FreightDue {
  /** The lots left to the skipper in place of freight. */
  readonly left: readonly CargoLot[];
  /** The freight owed on the rest, when a figure. */
  readonly amount?: Money;
  readonly description: string;
  readonly assessment?: Assessment;
  readonly warning?: string;
}

/** Fair freight on `lots` as Q-V13 reads it. */
function fairFreight(s: Shipment, lots: readonly CargoLot[], ctx: RuleContext): Omit<FreightDue, "left"> {
  const c = s.c;
  const who = nameOf(s.holding.who);
  const agreed = lots.every((l) => l.freight !== undefined)
    ? total(
        c.currency,
        lots.map((l) => money(l.freight, `facts.shipwreck.cargo[${c.wreck.cargo.indexOf(l)}].freight`)),
      )
    : undefined;
  const done = c.wreck.voyage_done;
  const value = c.cargoValue(lots);
  const code = reading(ctx, "reasonable_freight");
  const assess = (what: string, basis: string): Omit<FreightDue, "left"> => ({
    description: `fair freight on his goods saved (${value.format()}) — ${what}`,
    assessment: {
      what: `Fair freight on ${who}'s goods saved (${q(ctx, "reasonable_freight")})`,
      by: "good men (dl-vrag/20 names no one; compare dl-averi/43)",
      basis,
      status: "needed",
      provisions: [at(20)],
    },
  });
  const basis = `the freight agreed (${agreed ? agreed.format() : "not stated"}), the part of the voyage done (${done ? done.toString() : "not stated"}) and the goods saved (${value.format()})`;
  if (code === "R3") return assess("as assessors find fair (Q-V13 R3)", basis);
  if (!agreed) return assess("the freight agreed is not stated", basis);
  if (code === "R2") {
    return { amount: agreed, description: `the full freight agreed on the goods saved (Q-V13 R2)` };
  }
  if (!done) return assess("the part of the voyage done is not stated (Q-V13 R1)", basis);
  return {
    amount: agreed.times(done),
    description: `the freight agreed, ${agreed.format()}, for the ${done.toString()} of the voyage done (Q-V13 R1)`,
  };
}

const goodsLeftForTheFreight = rule<Shipment, FreightDue>({
  id: "dl-vrag/21#left",
  label: "the shipper may let the skipper keep the goods in place of the freight",
  provisions: [at(21)],
  when: (s, ctx) => {
    const left = s.holding.lots.filter((l) => l.left_to_skipper);
    if (left.length === 0) return false;
    return left.length === s.holding.lots.length || is(ctx, "abandon_for_freight", "R2");
  },
  gives: (s, ctx) => {
    const left = s.holding.lots.filter((l) => l.left_to_skipper);
    const rest = s.holding.lots.filter((l) => !l.left_to_skipper);
    const leftValue = s.c.cargoValue(left);
    if (rest.length === 0) {
      return {
        left,
        description: `all his goods saved (${leftValue.format()}) are the skipper's, in place of the freight`,
      };
    }
    const due = fairFreight(s, rest, ctx);
    return {
      ...due,
      left,
      description: `part of his goods (${leftValue.format()}) are the skipper's in place of freight on them (Q-V14 R2); on the rest: ${due.description}`,
    };
  },
  show: (v) => v.description,
});

const fairFreightOnGoodsSaved = rule<Shipment, FreightDue>({
  id: "dl-vrag/20#freight",
  label: "the ship is lost and the goods are salvaged: the skipper has fair freight on them",
  provisions: [at(20)],
  when: (s) => s.lost && !s.holding.value.minor.isZero(),
  gives: (s, ctx) => {
    const partial = s.holding.lots.some((l) => l.left_to_skipper);
    return {
      left: [],
      ...fairFreight(s, s.holding.lots, ctx),
      ...(partial
        ? {
            warning: `${nameOf(s.holding.who)} has chosen to leave only some of his goods to the skipper; he may leave all of them or pay the freight (Q-V14 R1), so the choice is still open and the freight is reckoned on all.`,
          }
        : {}),
    };
  },
  facts: (s) => ({
    shipper: s.holding.who.id,
    value_saved: s.holding.value.format(),
    voyage_done: s.c.wreck.voyage_done?.toString() ?? null,
  }),
  show: (v) => v.description,
  exceptions: [goodsLeftForTheFreight],
});

function shippersChoice(s: Shipment, ctx: RuleContext): Option {
  const part = is(ctx, "abandon_for_freight", "R2");
  return {
    holder: s.holding.who.id,
    choices: [
      "pay the skipper fair freight on his goods saved",
      "leave all his goods saved to the skipper in place of the freight",
      ...(part ? ["leave part of the goods to the skipper and pay freight on the rest (Q-V14 R2)"] : []),
    ],
    provisions: [at(21)],
  };
}

function freight(c: ShipwreckCase, lost: boolean, ctx: RuleContext): Findings {
  const out = none();
  const steps: Step[] = [];
  for (const holding of c.shippers()) {
    if (holding.who.id === c.skipper.id) {
      steps.push(note(`${nameOf(holding.who)} shipped his own goods in his own ship: no freight.`, [at(20)]));
      continue;
    }
    const s: Shipment = { c, holding, lost };
    const o = run(fairFreightOnGoodsSaved, s, ctx);
    steps.push({ ...o.step, label: `${nameOf(holding.who)}: ${o.step.label}` });
    if (!o.applied) continue;
    const due = o.value as FreightDue;
    if (due.left.length > 0) {
      out.liabilities.push({
        from: holding.who.id,
        to: c.skipper.id,
        description: `in kind, in place of the freight: the goods he left to the skipper (${due.left
          .map((l) => l.what ?? "goods")
          .join(", ")}, worth ${c.cargoValue(due.left).format()})`,
        provisions: [at(21)],
      });
    }
    if (due.left.length < holding.lots.length) {
      out.liabilities.push({
        from: holding.who.id,
        to: c.skipper.id,
        ...(due.amount ? { amount: due.amount.toJSON() } : {}),
        description: due.description,
        provisions: [at(20)],
      });
    }
    if (due.assessment) out.assessments.push(due.assessment);
    if (due.warning) out.warnings.push({ message: due.warning, provisions: [at(21)] });
    if (due.left.length === 0) out.options.push(shippersChoice(s, ctx));
  }
  if (!lost && c.wreck.cargo.length > 0) {
    steps.push(
      note(
        "The ship is not lost as Q-V01 reads 'bliver': dl-vrag/20–21 do not apply; the freight follows the bargain and dl-averi (e.g. dl-averi/42–43), which are not decided here.",
        [at(20)],
      ),
    );
  }
  out.steps.push(section("Freight on the goods saved", [at(20), at(21)], steps));
  return out;
}

// ---------------------------------------------------------------------------
// dl-vrag/22: salvaged stranded goods owe no average for what was lost (Q-V15)

const STRANDED: readonly Shipwreck["how"][] = ["driven_ashore", "run_ashore"];

const beachedOnPurpose = rule<ShipwreckCase, string>({
  id: "dl-vrag/22#beaching",
  label: "a ship run ashore on purpose to save ship and goods is general average, not a stranding",
  provisions: [at(22), "dl-averi/25"],
  when: (c, ctx) => c.wreck.how === "run_ashore" && is(ctx, "stranding_vs_beaching", "R1"),
  gives: () =>
    "the running ashore may be general average under dl-averi/20–25, to be decided under that chapter (Q-V15 R1)",
});

const noAverageOutOfStrandedGoods = rule<ShipwreckCase, string>({
  id: "dl-vrag/22#no-average",
  label: "when stranded goods are salvaged, no average is owed out of them for the goods or the ship that were lost",
  provisions: [at(22)],
  when: (c) => STRANDED.includes(c.wreck.how),
  gives: (c) =>
    `no average is owed out of the goods saved of ${c
      .merchants()
      .map((m) => nameOf(m.who))
      .join(", ")} for the ship or the goods lost${c.wreck.how === "run_ashore" ? " (Q-V15 R2)" : ""}`,
  facts: (c) => ({ how: c.wreck.how }),
  exceptions: [beachedOnPurpose],
});

function average(c: ShipwreckCase, ctx: RuleContext): Findings {
  const out = none();
  if (c.wreck.cargo.length === 0) return out;
  const o = run(noAverageOutOfStrandedGoods, c, ctx);
  const steps: Step[] = [o.step];
  if (o.by === beachedOnPurpose.id) {
    out.warnings.push({
      message: `The ${shipName(c.ship)} was run ashore on purpose to save ship and goods: under Q-V15 R1 that is general average (dl-averi/20–25), not a stranding under dl-vrag/22. Decide the average as a case under dl-averi.`,
      provisions: [at(22), "dl-averi/20", "dl-averi/25"],
    });
  }
  if (!o.applied) steps.push(note("She did not strand: dl-vrag/22 speaks of stranded goods.", [at(22)]));
  out.steps.push(section("Average out of the goods saved", [at(22)], steps));
  return out;
}

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
  when: (w) => w.net !== undefined && w.net.cmp(w.owed) < 0,
  gives: (w, ctx) =>
    is(ctx, "wages_shortfall", "R2")
      ? {
          fund: w.net as Money,
          full: false,
          reason: `the net salvage, ${(w.net as Money).format()}, shared in proportion to the wages owed (Q-V16 R2)`,
        }
      : {
          fund: Money.zero(w.c.currency),
          full: false,
          reason: `the net salvage, ${(w.net as Money).format()}, does not cover the ${w.owed.format()} owed: nothing of their wages (Q-V16 R1)`,
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
    reason: `the net salvage, ${(w.net as Money).format()}, covers the ${w.owed.format()} owed: their wages in full`,
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
    return { costs: money(c.facts.salvage_costs, "facts.salvage_costs"), why: "the costs of salvage as stated" };
  }
  if (reward === "unknown") return { costs: undefined, why: "the salvage reward is still to be fixed" };
  if (reward === undefined) return { costs: Money.zero(c.currency), why: "no reward is owed and no costs are stated" };
  return { costs: reward, why: "the salvage reward; no other costs are stated (salvage_costs)" };
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

function wages(c: ShipwreckCase, reward: RewardDivision["cost"], ctx: RuleContext): WagesResult {
  const out = none();
  if (c.wreck.wages_owed.length === 0) return { findings: out, division: undefined };
  const { w, why } = wagesCase(c, reward);
  const o = run(wagesOutOfTheSalvage, w, ctx);
  const steps: Step[] = [
    note(
      `What was salvaged of ship and goods: ${w.saved?.format() ?? "not known"}; the costs of salvage: ${w.costs?.format() ?? "not known"} (${why}); the net salvage: ${w.net?.format() ?? "not known"}.`,
      [at(23)],
    ),
    o.step,
  ];
  if (!o.applied) {
    const shortAnyway = w.saved !== undefined && w.saved.cmp(w.owed) < 0;
    out.assessments.push({
      what: w.saved === undefined ? "The value of what was saved of the ship" : "The costs of salvage",
      by: w.saved === undefined ? c.assessor() : `${c.assessor()} (the reward), and the accounts of the salvage`,
      basis: `dl-vrag/23 measures the crew's outstanding wages (${w.owed.format()}) against what is salvaged of ship and goods after the costs of salvage`,
      status: "needed",
      provisions: [at(23)],
    });
    if (shortAnyway) {
      out.warnings.push({
        message: `What was salvaged (${(w.saved as Money).format()}) is less than the wages owed (${w.owed.format()}) before any costs: whatever the costs, the net salvage falls short (dl-vrag/23).`,
        provisions: [at(23)],
      });
    }
    out.steps.push(section("The crew's wages", [at(23)], steps));
    return { findings: out, division: undefined };
  }
  if (reward === "unknown" && c.facts.salvage_costs !== undefined) {
    out.warnings.push({
      message: `The salvage reward is still to be fixed (dl-vrag/6); the costs of salvage stated (${(w.costs as Money).format()}) are taken to include it. If they do not, the net salvage is smaller.`,
      provisions: [at(6), at(23)],
    });
  }
  const result = o.value as Wages;
  const s = split(
    result.fund,
    w.seamen.map((m) => ({ key: m.person.id, weight: m.owed.minor })),
  );
  steps.push(note(`Rounding: ${TIE_BREAK_RULE} Units left over and handed out so: ${s.leftOverUnits}.`));
  const allocations = w.seamen.map((m) => {
    const line = s.lines.find((l) => l.key === m.person.id);
    const reason = `owed ${m.owed.format()}: ${result.reason}`;
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
    label: "The crew's outstanding wages they may claim out of the salvage",
    amount: result.fund.toJSON(),
    provisions: [at(23)],
    rounding: TIE_BREAK_RULE,
  };
  out.steps.push(section("The crew's wages", [at(23)], steps, result.reason));
  return { findings: out, division: { fund, allocations } };
}

/** The wages as liabilities, when the reward is the division the allocations show. */
function wagesAsLiabilities(c: ShipwreckCase, r: WagesResult): Findings {
  const out = none();
  if (!r.division) return out;
  const owed = r.division.allocations.filter((a) => a.exact.minor !== "0");
  for (const a of owed) {
    out.liabilities.push({
      from: c.skipper.id,
      to: a.id,
      amount: a.rounded,
      description: `outstanding wages out of the salvage, for the ship's owners (exactly ${a.exact.text}): ${a.reason}`,
      provisions: [at(23)],
    });
  }
  const nothing = r.division.allocations.filter((a) => a.exact.minor === "0");
  if (nothing.length > 0) {
    out.warnings.push({
      message: `${nothing.map((a) => a.name).join(", ")} have nothing of their outstanding wages to claim: ${nothing[0]?.reason}`,
      provisions: [at(23)],
    });
  }
  out.steps.push(
    note(
      "The allocations divide the salvage reward; the crew's wages out of the salvage are given as liabilities, and their fund is listed second.",
      [at(6), at(23)],
    ),
  );
  return out;
}

// ---------------------------------------------------------------------------
// The determination

function situationOf(c: ShipwreckCase, loss: Loss, who: WhoSalvages): string {
  const parts = [
    `the ${shipName(c.ship)}, ${loss.reason}`,
    who.by === "skipper"
      ? "salvage by the skipper and his people (dl-vrag/1–4)"
      : "the skipper could not manage: the officials' help when asked (dl-vrag/5)",
  ];
  const f = c.facts;
  if (f.salvage_agreement) parts.push("a bargain with the salvors (dl-vrag/7)");
  else if (f.salvage_money_fixed_by)
    parts.push(`the reward fixed by ${FIXED_BY[f.salvage_money_fixed_by]} (dl-vrag/6)`);
  if (c.wreck.cargo.length > 0) parts.push("freight and average on the goods saved (dl-vrag/20–22)");
  if (c.wreck.wages_owed.length > 0) parts.push("the crew's wages (dl-vrag/23)");
  return parts.join("; ");
}

export function decideVragSalvage(facts: SalvageFacts, ctx: DecideContext): DeterminationBody {
  const c = new ShipwreckCase(facts, ctx.currency);
  const rc: RuleContext = { readings: ctx.readings, explain: ctx.explain !== false };

  const lossOutcome = run(shipIsLost, c, rc);
  const loss = lossOutcome.value as Loss;
  const duty = loss.lost
    ? dutyToHelp(c, rc)
    : {
        ...none(),
        steps: [note("The ship is not lost as Q-V01 reads 'bliver': dl-vrag/1 does not bind her people.", [at(1)])],
      };
  const { findings: salvors, who } = whoSalvages(c, rc);
  const sale = saleOfWhatIsLeft(c, rc);
  const reward = theReward(c, rc);
  const freightF = freight(c, loss.lost, rc);
  const averageF = average(c, rc);
  const wagesR = wages(c, reward.cost, rc);

  const primary = reward.division ?? wagesR.division;
  const wagesSecond = reward.division !== undefined && wagesR.division !== undefined;
  const all = merge(
    { ...duty, steps: [section("The duty to help salvage", [at(1)], [lossOutcome.step, ...duty.steps])] },
    salvors,
    sale,
    reward.findings,
    freightF,
    averageF,
    wagesR.findings,
  );
  const second = wagesSecond ? wagesAsLiabilities(c, wagesR) : none();
  all.liabilities.push(...second.liabilities);
  all.warnings.push(...second.warnings);
  all.steps.push(...second.steps);
  const explanation: Step = {
    rule: "dl-vrag#salvage",
    label: `Danske Lov 4, 'Om skibbrud og vrag': ${situationOf(c, loss, who)}`,
    provisions: PROVISIONS,
    status: "applied",
    children: all.steps,
  };
  return {
    situation: situationOf(c, loss, who),
    funds: [...(primary ? [primary.fund] : []), ...(wagesSecond && wagesR.division ? [wagesR.division.fund] : [])],
    allocations: primary?.allocations ?? [],
    liabilities: all.liabilities,
    obligations: all.obligations,
    options: all.options,
    penalties: [],
    assessments: all.assessments,
    warnings: all.warnings,
    explanation,
  };
}

// ---------------------------------------------------------------------------
// The kind

export const vragSalvageKind = defineKind({
  kind: "salvage",
  summary:
    "A ship lost with her people: the crew's duty to salvage, the skipper's salvage and sale of what is left, the officials' help when asked, the salvage reward fixed after the salvage or as bargained (dl-vrag/1–7); freight, average and the crew's wages after the wreck (dl-vrag/20–23).",
  provisions: PROVISIONS,
  facts: salvageFactsSchema,
  jsonSchema: salvageFactsJsonSchema,
  decide: decideVragSalvage,
});
