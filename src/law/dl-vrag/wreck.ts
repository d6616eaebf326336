/**
 * Danske Lov 1683, 4-4, dl-vrag/8–13: wreck with no living people with it.
 *
 *   - 8  the amtmand, on the king's foreshore, or the landowner off whose land the
 *        wreck lies, must have as much as possible salvaged with all diligence and
 *        lodged in safe keeping with clear registers.
 *   - 9  the rightful owner, or his agent, who comes with sufficient proof within
 *        the year and a day has his goods for a due salvage reward ('tilbørlig
 *        bjergeløn, som før er rørt'). The text names no one to fix it; 'som før er
 *        rørt' points back to dl-vrag/6, so the assessors are borrowed from there.
 *   - 10 damaged or wet goods that can be saved are saved at the cost of whoever
 *        is to have them back: the owner if he comes, else (RULES.md's reading;
 *        the text does not say) the king or foreshore holder who takes them.
 *   - 11 goods that cannot be saved may be sold at once at the best price; whether
 *        the money stands in for them is Q-V07 `proceeds_substitute`.
 *   - 12 unfaithful dealing with wreck is punished as for goods held without
 *        lawful title; the measure is set outside this chapter.
 *   - 13 unclaimed within the year and a day, the wreck belongs to the king, or to
 *        whoever has the foreshore right. dl-vrag/9 is its exception.
 *
 * How long the year and a day is, and from when it runs, are aar-og-dag.ts's
 * (Q-X01, Q-X02). Money is settled exactly: the proceeds of goods sold go first
 * to what is owed out of them (the reward and the costs), the rest to whoever has
 * the goods; rounding to the skilling keeps the total. Goods delivered in kind are
 * lines of their own, never valued into the money.
 */

import { type WreckFacts, type WreckItem, wreckFactsJsonSchema, wreckFactsSchema } from "../../cases/kinds/wreck.js";
import type { Breach, Person } from "../../cases/world.js";
import { addDays, compare, formatDate, type LegalDate, tryParseDate } from "../../core/calendar.js";
import type {
  Allocation,
  Assessment,
  DeterminationBody,
  Fund,
  Liability,
  Obligation,
  Option,
  Penalty,
  Warning,
} from "../../core/determination.js";
import { CaseError, type CaseIssue, NotCoveredError } from "../../core/errors.js";
import { note, type Step } from "../../core/explain.js";
import type { Json } from "../../core/json.js";
import { type Currency, Money } from "../../core/money.js";
import { evaluate, evaluateOr, firstOf, type RuleContext, rule } from "../../core/rule.js";
import { split, TIE_BREAK_RULE } from "../../core/split.js";
import { type DecideContext, defineKind } from "../statute.js";
import { aarOgDag, inTime, type Period } from "./aar-og-dag.js";
import { proceedsStandIn, q } from "./wreck-readings.js";

const at = (n: number): string => `dl-vrag/${n}`;

// ---------------------------------------------------------------------------
// Parties

export interface Party {
  readonly id: string;
  readonly name: string;
  readonly role: string;
}

/** A party's name inside a sentence: "the king", not "The king". */
const named = (p: Party): string => p.name.replace(/^The /, "the ");

const KING: Party = { id: "king", name: "The king", role: "the king, to whom unclaimed wreck belongs (dl-vrag/13)" };

const AMTMAND_ROLE = "the king's amtmand of the district, who acts on the king's foreshore (dl-vrag/8)";
const AMTMAND_OFFICE: Party = { id: "amtmand", name: "The amtmand", role: AMTMAND_ROLE };

const EITHER: Party = {
  id: "amtmand-or-landowner",
  name: "The amtmand or the landowner",
  role: "the amtmand on the king's foreshore, or the landowner off whose land the wreck lies: the case does not say whose foreshore it is",
};

/** Whose foreshore the wreck lies on, with the people who act for it. */
type Shore =
  | { readonly of: "king"; readonly amtmand: Party }
  | { readonly of: "landowner"; readonly holder: Party; readonly right: boolean }
  | { readonly of: "unknown" };

type Item = WreckItem;
type Claim = NonNullable<WreckFacts["claim"]>;

/** The facts, with the people they name resolved. */
class WreckCase {
  private readonly people: ReadonlyMap<string, Person>;
  readonly shore: Shore;

  constructor(
    readonly facts: WreckFacts,
    readonly currency: Currency,
  ) {
    this.people = new Map(facts.people.map((p) => [p.id, p]));
    this.shore = this.shoreOf();
  }

  party(id: string, role: string): Party {
    return { id, name: this.people.get(id)?.name ?? id, role };
  }

  sum(amounts: readonly Money[]): Money {
    return amounts.reduce((a, b) => a.add(b), Money.zero(this.currency));
  }

  /** Who came for the goods, and for whom. */
  claimant(claim: Claim): Party {
    if (claim.as === "owner") return this.party(claim.by, "the owner, who came for his goods (dl-vrag/9)");
    const owner = claim.owner ? `, for ${this.party(claim.owner, "").name}, the owner` : ", for the owner";
    return this.party(claim.by, `the owner's agent ('fuldmægtig')${owner} (dl-vrag/9)`);
  }

  private shoreOf(): Shore {
    const f = this.facts.foreshore;
    if (f === undefined) return { of: "unknown" };
    if (f.of === "king") {
      return { of: "king", amtmand: f.amtmand ? this.party(f.amtmand, AMTMAND_ROLE) : AMTMAND_OFFICE };
    }
    const right = f.foreshore_right !== false;
    const role = right
      ? "the landowner off whose land the wreck lies, who holds the foreshore right (dl-vrag/8, /13)"
      : "the landowner off whose land the wreck lies, without the foreshore right (dl-vrag/8)";
    return { of: "landowner", holder: this.party(f.holder as string, role), right };
  }
}

const itemName = (it: Item): string => it.name ?? it.id;

/** An amount as the kind's schema reads it: Money in the case's currency. */
function asMoney(v: unknown, path: string): Money {
  if (v instanceof Money) return v;
  throw new CaseError("case", [
    { path, message: "the amount was not read in a currency", expected: "facts parsed with the kind's schema" },
  ]);
}

const optionalMoney = (v: unknown, path: string): Money | undefined => (v === undefined ? undefined : asMoney(v, path));

// ---------------------------------------------------------------------------
// Facts the rules cannot read

function parsed(text: string, path: string, issues: CaseIssue[]): LegalDate | undefined {
  const d = tryParseDate(text, "julian");
  if (!d) issues.push({ path, message: `"${text}" is not a day of the Julian calendar`, expected: "YYYY-MM-DD" });
  return d;
}

function checkFacts(f: WreckFacts): void {
  const issues: CaseIssue[] = [];
  if (f.foreshore?.of === "landowner" && f.foreshore.holder === undefined) {
    issues.push({
      path: "facts.foreshore.holder",
      message: "a landowner's foreshore needs its landowner: dl-vrag/8 puts the duty on him",
      expected: "the id of a person listed under people",
    });
  }
  f.items.forEach((it, i) => {
    if (it.sold_for !== undefined && !asMoney(it.sold_for, `facts.items[${i}].sold_for`).isWhole()) {
      issues.push({
        path: `facts.items[${i}].sold_for`,
        message: "what goods fetched is a whole number of the smallest unit",
        expected: 'an amount such as "12 rd 3 mk 4 sk"',
      });
    }
    if (it.sold_on !== undefined) parsed(it.sold_on, `facts.items[${i}].sold_on`, issues);
  });
  const claimed = f.claim ? parsed(f.claim.date, "facts.claim.date", issues) : undefined;
  const asOf = f.as_of !== undefined ? parsed(f.as_of, "facts.as_of", issues) : undefined;
  if (claimed && asOf && compare(claimed, asOf) > 0) {
    issues.push({
      path: "facts.claim.date",
      message: `the claim is dated ${f.claim?.date}, after the day the case is decided (as_of ${f.as_of})`,
      expected: "a claim made on or before as_of",
    });
  }
  if (issues.length > 0) throw new CaseError("case", issues);
}

// ---------------------------------------------------------------------------
// dl-vrag/8: wreck with nobody with it, and who must salvage and keep it

const nobodyWithIt = rule<WreckFacts, string>({
  id: "dl-vrag/8#no-living-people",
  label: "ship or goods become wreck, and no living people are with it",
  provisions: [at(8)],
  when: (f) => f.living_people !== true && f.place !== "open_sea",
  gives: (f) =>
    f.living_people === false
      ? "nobody living was with it"
      : "the case does not say; a wreck is taken to be found with nobody with it",
  facts: (f) => ({ living_people: f.living_people ?? null, place: f.place }),
});

function notThisChapter(f: WreckFacts): NotCoveredError {
  if (f.place === "open_sea") {
    return new NotCoveredError(
      'Wreck found at sea is not wreck on the shore: dl-vrag/14–19 govern it (a third to the finder, or on the open sea half to the salvor and half to the king). Decide it as a case of kind "find".',
      "facts.place",
      [at(8), "dl-vrag/14", "dl-vrag/19"],
    );
  }
  return new NotCoveredError(
    'Living people were with the wreck, so dl-vrag/8–13 do not apply: the skipper and his people salvage, and the officials and the foreshore holder help if asked, for a reasonable salvage reward (dl-vrag/1–7). Decide it as a case of kind "salvage".',
    "facts.living_people",
    [at(8), "dl-vrag/1", "dl-vrag/5"],
  );
}

function shoreFacts(s: Shore): Record<string, Json> {
  if (s.of === "king") return { foreshore: "king", amtmand: s.amtmand.id };
  if (s.of === "landowner") return { foreshore: "landowner", holder: s.holder.id, foreshore_right: s.right };
  return { foreshore: null };
}

const amtmandOnKingsForeshore = rule<Shore, Party>({
  id: "dl-vrag/8#amtmand",
  label: "on the king's foreshore the amtmand must have the wreck salvaged and kept",
  provisions: [at(8)],
  when: (s) => s.of === "king",
  gives: (s) => (s.of === "king" ? s.amtmand : EITHER),
  facts: shoreFacts,
  show: (p) => p.name,
});

const landownerOffHisLand = rule<Shore, Party>({
  id: "dl-vrag/8#landowner",
  label: "off a landowner's land, the landowner must have the wreck salvaged and kept",
  provisions: [at(8)],
  when: (s) => s.of === "landowner",
  gives: (s) => (s.of === "landowner" ? s.holder : EITHER),
  facts: shoreFacts,
  show: (p) => p.name,
});

/** The one dl-vrag/8 binds, with the step that says why. */
function dutyHolder(s: Shore, ctx: RuleContext): { party: Party; step: Step } {
  const tried = firstOf([amtmandOnKingsForeshore, landownerOffHisLand], s, ctx);
  const party = tried.applied && tried.value ? tried.value : EITHER;
  const step: Step = {
    label: `Who must salvage and keep the wreck: ${party.name}`,
    provisions: [at(8)],
    status: "applied",
    value: party.id,
    children: tried.applied ? tried.steps : [...tried.steps, note(EITHER.role, [at(8)])],
  };
  return { party, step };
}

/**
 * Who holds the wreck and accounts for it: whoever the case says had it salvaged
 * and keeps it (a strand bailiff, an estate's bailiff), or else the one dl-vrag/8
 * binds. The duties stay with the one the text names ('skal amtmanden ... lade
 * bjerge ... og det indlægge lade'): the keeper does the work for him.
 */
function keeperOf(c: WreckCase, bound: Party): Party {
  const by = c.facts.keeping?.by;
  if (by === undefined || by === bound.id) return bound;
  return c.party(by, `had the wreck salvaged and keeps it, for ${named(bound)} (dl-vrag/8)`);
}

function duties(bound: Party): Obligation[] {
  return [
    {
      who: bound.id,
      what: "have as much of the ship and goods salvaged as can possibly be, with all diligence",
      provisions: [at(8)],
    },
    {
      who: bound.id,
      what: "have what is salvaged lodged in safe keeping with clear registers, and kept until its owner takes it or the year and a day has run out",
      provisions: [at(8), at(9)],
    },
  ];
}

function registerWarnings(f: WreckFacts): Warning[] {
  if (f.keeping?.register_kept !== false) return [];
  return [
    {
      message:
        "No clear register of the salvaged wreck is kept, though dl-vrag/8 requires one: the owner cannot check what was salvaged, nor the keeper show what he holds.",
      provisions: [at(8)],
    },
  ];
}

// ---------------------------------------------------------------------------
// dl-vrag/10–11: each item, sound, to be saved, or to be sold

type FateKind = "sound" | "restore" | "sell" | "judge";

interface Fate {
  readonly kind: FateKind;
  readonly reason: string;
  readonly provisions: readonly string[];
}

const isSpoilt = (it: Item): boolean => it.damaged === true || it.wet === true;
const spoilt = (it: Item): string => [it.damaged ? "damaged" : "", it.wet ? "wet" : ""].filter(Boolean).join(" and ");

function itemFacts(it: Item): Record<string, Json> {
  const f: Record<string, Json> = { damaged: it.damaged ?? false, wet: it.wet ?? false };
  if (it.restorable !== undefined) f.restorable = it.restorable;
  if (it.restoring_cost !== undefined) f.restoring_cost = String(it.restoring_cost);
  if (it.sold_for !== undefined) f.sold_for = String(it.sold_for);
  if (it.sold_on !== undefined) f.sold_on = it.sold_on;
  return f;
}

const savedAtTheirCost = rule<Item, Fate>({
  id: "dl-vrag/10#restore",
  label: "damaged or wet goods that can be saved are saved, at the cost of whoever is to have them back",
  provisions: [at(10)],
  when: (it) => isSpoilt(it) && it.restorable === true,
  gives: (it) => ({
    kind: "restore",
    reason: `${spoilt(it)}, and can be saved: to be saved at the cost of whoever is to have it back`,
    provisions: [at(10)],
  }),
  facts: itemFacts,
  show: (v) => v.reason,
});

const soldAtOnce = rule<Item, Fate>({
  id: "dl-vrag/11#sell",
  label: "goods that cannot be saved may be sold at once and turned into money, as dear as can be",
  provisions: [at(11)],
  when: (it) => isSpoilt(it) && it.restorable === false,
  gives: (it) => ({
    kind: "sell",
    reason: `${spoilt(it)}, and cannot be saved: it may be sold at once, at the best price obtainable`,
    provisions: [at(11)],
  }),
  facts: itemFacts,
  show: (v) => v.reason,
});

const whetherItCanBeSaved = rule<Item, Fate>({
  id: "dl-vrag/10#judge",
  label: "whether damaged or wet goods can be saved decides between saving them and selling them",
  provisions: [at(10), at(11)],
  when: (it) => isSpoilt(it) && it.restorable === undefined,
  gives: (it) => ({
    kind: "judge",
    reason: `${spoilt(it)}; whether it can be saved is not said, and must be judged`,
    provisions: [at(10), at(11)],
  }),
  facts: itemFacts,
  show: (v) => v.reason,
});

const keptAsItIs = rule<Item, Fate>({
  id: "dl-vrag/8#kept",
  label: "what is salvaged is kept as it is, in safe keeping",
  provisions: [at(8)],
  gives: () => ({ kind: "sound", reason: "neither damaged nor wet: kept as it is", provisions: [at(8)] }),
  facts: itemFacts,
  show: (v) => v.reason,
  exceptions: [savedAtTheirCost, soldAtOnce, whetherItCanBeSaved],
});

interface Judged {
  readonly item: Item;
  readonly fate: Fate;
  readonly step: Step;
  /** What saving it cost, when given. */
  readonly cost: Money | undefined;
  /** What it fetched when sold, when it was. */
  readonly fetched: Money | undefined;
}

function judge(item: Item, index: number, ctx: RuleContext): Judged {
  const o = evaluate(keptAsItIs, item, ctx);
  return {
    item,
    fate: o.value as Fate,
    step: { ...o.step, label: `${itemName(item)}: ${o.step.label}` },
    cost: optionalMoney(item.restoring_cost, `facts.items[${index}].restoring_cost`),
    fetched: optionalMoney(item.sold_for, `facts.items[${index}].sold_for`),
  };
}

const sold = (j: Judged): boolean => j.fetched !== undefined;
/** The items whose saving costs count under dl-vrag/10: saved, not sold. */
const restored = (js: readonly Judged[]): Judged[] => js.filter((j) => j.fate.kind === "restore" && !sold(j));

const JUDGE_SAVING =
  "not named by the text: the amtmand or the landowner, who must have the goods saved (dl-vrag/10) or may sell them (dl-vrag/11)";

/** What dl-vrag/10–11 ask of 'the persons named above', the amtmand or the landowner. */
function itemDuties(
  j: Judged,
  bound: Party,
): { obligations: Obligation[]; options: Option[]; assessments: Assessment[] } {
  const name = itemName(j.item);
  const none = { obligations: [], options: [], assessments: [] };
  switch (j.fate.kind) {
    case "restore":
      if (sold(j)) return none;
      return {
        ...none,
        obligations: [
          {
            who: bound.id,
            what: `have ${name} saved (dried, aired, repacked as it needs), at the cost of whoever is to have it back`,
            provisions: [at(10)],
          },
        ],
      };
    case "sell":
      if (sold(j)) return none;
      return {
        ...none,
        options: [
          {
            holder: bound.id,
            choices: [`sell ${name} at once and turn it into money, at the best price obtainable`],
            lapse: "'straks': the leave is to sell at once, before the goods spoil further",
            provisions: [at(11)],
          },
        ],
      };
    case "judge":
      return {
        ...none,
        assessments: [
          {
            what: `Whether ${name}, ${spoilt(j.item)}, can be saved`,
            by: JUDGE_SAVING,
            basis:
              "goods that can be saved are saved at the cost of whoever has them back (dl-vrag/10); goods that cannot may be sold at once (dl-vrag/11)",
            status: "needed",
            provisions: [at(10), at(11)],
          },
        ],
      };
    default:
      return none;
  }
}

function itemWarnings(j: Judged): Warning[] {
  const name = itemName(j.item);
  const out: Warning[] = [];
  if (sold(j) && j.fate.kind !== "sell" && j.fate.kind !== "judge") {
    out.push({
      message: `${name} was sold though it ${j.fate.kind === "restore" ? "could be saved" : "is not said to be damaged or wet"}: dl-vrag/11 gives leave to sell only goods that cannot be saved. The money is dealt with as the proceeds of the goods.`,
      provisions: [at(11)],
    });
  }
  const costCounts = j.fate.kind === "restore" && !sold(j);
  if (j.cost !== undefined && !costCounts) {
    out.push({
      message: `The cost of saving ${name} is left out: dl-vrag/10 charges the cost of saving only goods that are damaged or wet, can be saved, and are kept.`,
      provisions: [at(10)],
    });
  }
  if (costCounts && j.cost === undefined) {
    out.push({
      message: `The cost of saving ${name} is not given, so the money cannot be settled until it is known.`,
      provisions: [at(10)],
    });
  }
  return out;
}

function itemsStep(js: readonly Judged[]): Step {
  return {
    label: "The goods salvaged, item by item",
    provisions: [at(8), at(10), at(11)],
    status: "applied",
    value: js.map((j) => `${itemName(j.item)}: ${j.fate.kind}`),
    children: js.map((j) => j.step),
  };
}

// ---------------------------------------------------------------------------
// dl-vrag/11 and Q-V07: the money from goods sold at once

const moneyLeftOpen = rule<Money, boolean>({
  id: "dl-vrag/11#proceeds-open",
  label: "the text does not say what becomes of the money from goods sold at once (Q-V07 R2)",
  provisions: [at(11)],
  when: (_, ctx) => !proceedsStandIn(ctx),
  gives: () => false,
  readings: ["proceeds_substitute"],
  show: () => "left open",
});

const moneyStandsIn = rule<Money, boolean>({
  id: "dl-vrag/11#proceeds",
  label:
    "the money from goods sold at once takes their place: held for the owner, and otherwise it goes with the wreck (Q-V07 R1)",
  provisions: [at(11), at(9), at(13)],
  gives: () => true,
  facts: (m) => ({ proceeds: m.format() }),
  readings: ["proceeds_substitute"],
  show: () => "held for the owner",
  exceptions: [moneyLeftOpen],
});

function moneyLeftOpenWarning(proceeds: Money, ctx: RuleContext): Warning {
  return {
    message: `What becomes of the ${proceeds.format()} the goods sold at once fetched is left open (${q(ctx, "proceeds_substitute")}): the text does not say the money stands in for the goods, so sealaw gives none of it to anyone.`,
    provisions: [at(11)],
  };
}

// ---------------------------------------------------------------------------
// dl-vrag/9 and /13: the year and a day, and who has the goods

function periodOf(f: WreckFacts, ctx: RuleContext): Period {
  return aarOgDag(
    { found: f.date, registered: f.keeping?.registered, notice: f.keeping?.notice },
    { found: "facts.date", registered: "facts.keeping.registered", notice: "facts.keeping.notice" },
    ctx,
    [at(9), at(13)],
  );
}

/** Where the owner stands, as of the day the case is decided. */
interface Standing {
  readonly claim: Claim | undefined;
  readonly claimed: LegalDate | undefined;
  readonly inTime: boolean | undefined;
  readonly proof: boolean | undefined;
  readonly asOf: LegalDate | undefined;
  /** Whether the year and a day has run out by as_of (or, without it, by the day of the claim). */
  readonly ranOut: boolean | undefined;
  readonly period: Period;
}

function standingOf(f: WreckFacts, period: Period): Standing {
  const claimed = f.claim ? tryParseDate(f.claim.date, "julian") : undefined;
  const asOf = f.as_of !== undefined ? tryParseDate(f.as_of, "julian") : undefined;
  const day = asOf ?? claimed;
  return {
    claim: f.claim,
    claimed,
    inTime: claimed ? inTime(period, claimed) : undefined,
    proof: f.claim?.proof_sufficient,
    asOf,
    ranOut: day && period.lastDay ? compare(day, period.lastDay) > 0 : undefined,
    period,
  };
}

/** A claim made in time whose proof is still to be judged holds off dl-vrag/13. */
const awaitingJudgement = (s: Standing): boolean => s.inTime === true && s.proof === undefined;

const iso = (d: LegalDate | undefined): Json => (d ? formatDate(d) : null);

function standingFacts(s: Standing): Record<string, Json> {
  return {
    last_day: iso(s.period.lastDay),
    claim_date: iso(s.claimed),
    claim_in_time: s.inTime ?? null,
    proof_sufficient: s.proof ?? null,
    as_of: iso(s.asOf),
    year_and_day_run_out: s.ranOut ?? null,
  };
}

type Taker = "owner" | "king_or_holder" | "pending";

const ownerComesInTime = rule<Standing, Taker>({
  id: "dl-vrag/9#owner",
  label:
    "the rightful owner, or his agent, who comes with sufficient proof within the year and a day has his goods for a due salvage reward",
  provisions: [at(9)],
  when: (s) => s.inTime === true && s.proof === true,
  gives: () => "owner",
  facts: standingFacts,
});

const unclaimedFallsAway = rule<Standing, Taker>({
  id: "dl-vrag/13#vesting",
  label:
    "if no one comes with sufficient proof within the year and a day, the wreck belongs to the king, or to whoever has the foreshore right",
  provisions: [at(13)],
  when: (s) => s.ranOut === true && !awaitingJudgement(s),
  gives: () => "king_or_holder",
  facts: standingFacts,
  exceptions: [ownerComesInTime],
});

function pendingWords(s: Standing): string {
  if (awaitingJudgement(s)) return "a claim came in time, and its proof is still to be judged";
  if (s.period.lastDay === undefined) return "the last day of the year and a day is not known";
  if (s.ranOut === undefined) return "the case gives no day (as_of) as of which to tell whether it has run out";
  return "the year and a day has not run out, and no owner has yet come with sufficient proof";
}

/**
 * A step whose base rule did not hold while one of its exceptions did: the
 * exceptions' steps are lifted beside it, so that a view that hides the rules that
 * did not apply still shows the one that did.
 */
function lifted(step: Step, label: string, provisions: readonly string[]): Step {
  const kids = step.status === "not-applicable" && step.value !== undefined ? (step.children ?? []) : [];
  const base: Step = kids.length > 0 ? { ...step, children: [] } : step;
  return {
    label,
    provisions: [...provisions],
    status: "applied",
    value: step.value ?? null,
    children: [...kids, base],
  };
}

const TAKER_WORDS: Record<Taker, string> = {
  owner: "the owner, who came in time with sufficient proof",
  king_or_holder: "the king or the foreshore holder: no one came in time with sufficient proof",
  pending: "no one yet: the wreck is kept for its owner",
};

function whoHasTheGoods(s: Standing, ctx: RuleContext): { taker: Taker; step: Step } {
  const o = evaluateOr(unclaimedFallsAway, s, ctx, {
    value: "pending" as Taker,
    label: `${pendingWords(s)}: the wreck is kept for its owner`,
    provisions: [at(8), at(9), at(13)],
  });
  const taker = o.value as Taker;
  return { taker, step: lifted(o.step, `Who has the goods: ${TAKER_WORDS[taker]}`, [at(9), at(13)]) };
}

const toTheForeshoreHolder = rule<Shore, Party | null>({
  id: "dl-vrag/13#foreshore-right",
  label: "... or to whoever has the foreshore right",
  provisions: [at(13)],
  when: (s) => s.of === "landowner" && s.right,
  gives: (s) => (s.of === "landowner" ? s.holder : null),
  facts: shoreFacts,
  show: (p) => p?.name ?? null,
});

const toTheKing = rule<Shore, Party | null>({
  id: "dl-vrag/13#king",
  label: "unclaimed wreck belongs to the king",
  provisions: [at(13)],
  when: (s) => s.of === "king" || (s.of === "landowner" && !s.right),
  gives: () => KING,
  facts: shoreFacts,
  show: (p) => p?.name ?? null,
  exceptions: [toTheForeshoreHolder],
});

function heir(s: Shore, ctx: RuleContext): { party: Party | undefined; step: Step } {
  const o = evaluateOr(toTheKing, s, ctx, {
    value: null,
    label:
      "the king, or whoever has the foreshore right: the case does not say whose foreshore it is, so who that is must be established",
    provisions: [at(13)],
  });
  const party = o.value ?? undefined;
  const step = lifted(o.step, `Whose the wreck is if no one proves his right: ${party?.name ?? "not known"}`, [at(13)]);
  if (s.of === "landowner" && !s.right) {
    step.children?.push(
      note("the landowner does not hold the foreshore right, and the text names no one else beside the king", [at(13)]),
    );
  }
  return { party, step };
}

const WHO_HOLDS_THE_RIGHT: Assessment = {
  what: "Whose foreshore the wreck lies on, and who holds the foreshore right there",
  by: "not named by the text: to be established from the title to the land",
  basis: "unclaimed wreck belongs to the king, or to whoever has the foreshore right (dl-vrag/13)",
  status: "needed",
  provisions: [at(8), at(13)],
};

// ---------------------------------------------------------------------------
// dl-vrag/9: the due salvage reward, and the owner's proof

const ASSESSORS =
  "the amtmand with the best men of the district, or, off a market town, the burgomaster and council: dl-vrag/9 names no one, and 'som før er rørt' points back to dl-vrag/6, whose assessors sealaw borrows";

interface Reward {
  readonly amount: Money | undefined;
  readonly assessment: Assessment;
}

const rewardAsFixed = rule<WreckFacts, Reward>({
  id: "dl-vrag/9#reward-fixed",
  label: "the due salvage reward, as it has been fixed",
  provisions: [at(9)],
  when: (f) => f.salvage_reward !== undefined,
  gives: (f) => {
    const r = f.salvage_reward as NonNullable<WreckFacts["salvage_reward"]>;
    const amount = asMoney(r.amount, "facts.salvage_reward.amount");
    return {
      amount,
      assessment: {
        what: "A due salvage reward ('tilbørlig bjergeløn')",
        by: r.assessed_by ?? ASSESSORS,
        basis: "dl-vrag/9, by the circumstances and the value of the goods as dl-vrag/6 says",
        status: "given",
        value: amount.format(),
        provisions: [at(9), at(6)],
      },
    };
  },
  show: (r) => r.amount?.format() ?? null,
});

const dueReward = rule<WreckFacts, Reward>({
  id: "dl-vrag/9#reward",
  label:
    "the owner has his goods for a due salvage reward, 'som før er rørt': fixed as dl-vrag/6 fixes it, by the amtmand with the best men",
  provisions: [at(9), at(6)],
  gives: (f) => ({
    amount: undefined,
    assessment: {
      what: "A due salvage reward ('tilbørlig bjergeløn')",
      by: ASSESSORS,
      basis: `according to the circumstances and the value of the goods (dl-vrag/6)${goodsValue(f)}`,
      status: "needed",
      provisions: [at(9), at(6)],
    },
  }),
  show: () => "to be fixed",
  exceptions: [rewardAsFixed],
});

function goodsValue(f: WreckFacts): string {
  const valued = f.items.filter((it) => it.value !== undefined);
  if (valued.length === 0) return "";
  return `; the case values ${valued.map((it) => `${itemName(it)} at ${String(it.value)}`).join(", ")}`;
}

const PROOF_JUDGE =
  "not named by the text: the keeper, who must deliver the goods against it, and in a dispute the courts";

function proofAssessment(s: Standing, claimant: Party): Assessment[] {
  if (!s.claim || s.inTime === false) return [];
  return [
    {
      what: `Whether ${claimant.name}'s proof that the goods are the owner's is sufficient ('nøjagtig bevisning')`,
      by: PROOF_JUDGE,
      basis: "the owner has his goods only with sufficient proof, within the year and a day (dl-vrag/9, /13)",
      status: s.proof === undefined ? "needed" : "given",
      ...(s.proof === undefined ? {} : { value: s.proof }),
      provisions: [at(9), at(13)],
    },
  ];
}

// ---------------------------------------------------------------------------
// The money: the proceeds, set off against what is owed out of them

/** Something owed to the keeper out of the proceeds. */
interface Debt {
  readonly amount: Money;
  readonly words: string;
  readonly provisions: readonly string[];
}

/** One line of a settlement: a party and the exact amount of the fund that is his. */
export interface Line {
  readonly party: Party;
  readonly amount: Money;
  readonly reason: string;
  readonly provisions: readonly string[];
}

/** Lines of the same party become one: amounts added, reasons joined. */
function merged(lines: readonly Line[]): Line[] {
  const byId = new Map<string, Line>();
  for (const l of lines) {
    const had = byId.get(l.party.id);
    byId.set(
      l.party.id,
      had
        ? {
            party: had.party,
            amount: had.amount.add(l.amount),
            reason: `${had.reason}; and ${l.reason}`,
            provisions: [...new Set([...had.provisions, ...l.provisions])],
          }
        : l,
    );
  }
  return [...byId.values()];
}

/**
 * The fund divided as the lines say, exactly, then to the smallest unit with the
 * total kept (split.ts: largest remainder, ties by the party id, never by list
 * order). The lines' exact amounts must add up to the fund.
 */
export function settle(fund: Money, lines: readonly Line[]): Allocation[] {
  const all = merged(lines);
  const exact = all.reduce((a, l) => a.add(l.amount), Money.zero(fund.currency));
  if (!exact.eq(fund)) throw new Error(`the settlement's lines add up to ${exact.format()}, not ${fund.format()}`);
  const s = split(
    fund,
    all.map((l) => ({ key: l.party.id, weight: l.amount.minor })),
  );
  return all.map((l, i) => {
    const x = s.lines[i] as (typeof s.lines)[number];
    return {
      id: l.party.id,
      name: l.party.name,
      role: l.party.role,
      basis: [],
      fraction: x.fraction.toString(),
      exact: x.exact.toJSON(),
      rounded: x.rounded.toJSON(),
      roundedUp: x.roundedUp,
      reason: l.reason,
      provisions: [...l.provisions],
    };
  });
}

/** Why the taker has the money, and the provisions that say so. */
interface Takes {
  readonly words: string;
  readonly provisions: readonly string[];
}

/**
 * The proceeds, held by the keeper: what is owed him comes out of them first, the
 * rest is the taker's. When the keeper is himself the taker, nothing is owed.
 */
function setOff(proceeds: Money, keeper: Party, debts: readonly Debt[], taker: Party, takes: Takes): Line[] {
  if (keeper.id === taker.id) {
    const own = debts.length > 0 ? `, bearing ${debts.map((d) => d.words).join(" and ")} himself` : "";
    return [
      {
        party: taker,
        amount: proceeds,
        reason: `${takes.words}${own}`,
        provisions: [...new Set([...takes.provisions, ...provisionsOf(debts)])],
      },
    ];
  }
  const owed = debts.reduce((a, d) => a.add(d.amount), Money.zero(proceeds.currency));
  const paid = owed.cmp(proceeds) <= 0 ? owed : proceeds;
  const rest = proceeds.sub(paid);
  const short = owed.sub(paid);
  const shortfall = short.minor.isZero() ? "" : `; ${short.format()} of it remains to be paid by ${named(taker)}`;
  return [
    ...(debts.length > 0
      ? [
          {
            party: keeper,
            amount: paid,
            reason: `out of the proceeds: ${debts.map((d) => `${d.amount.format()} ${d.words}`).join(" and ")}${shortfall}`,
            provisions: provisionsOf(debts),
          },
        ]
      : []),
    {
      party: taker,
      amount: rest,
      reason: `${takes.words}, less what is owed out of them${short.minor.isZero() ? "" : ": nothing is left"}`,
      provisions: [...takes.provisions],
    },
  ];
}

function provisionsOf(debts: readonly Debt[]): string[] {
  return [...new Set(debts.flatMap((d) => d.provisions))];
}

function costDebts(js: readonly Judged[], bearer: string): Debt[] {
  return restored(js).map((j) => ({
    amount: j.cost as Money,
    words: `the cost of saving ${itemName(j.item)}, borne by ${bearer}`,
    provisions: [at(10)],
  }));
}

function fundOf(proceeds: Money, label: string, provisions: string[]): Fund {
  return { label, amount: proceeds.toJSON(), provisions, rounding: TIE_BREAK_RULE };
}

function settlementStep(allocations: readonly Allocation[], provisions: string[]): Step {
  return {
    rule: "dl-vrag/9-13#settlement",
    label: "The proceeds, set off against what is owed out of them, exactly, then to the skilling with the total kept",
    provisions,
    status: "applied",
    value: allocations.map((a) => `${a.name}: ${a.exact.text}`),
  };
}

// ---------------------------------------------------------------------------
// Deliveries: the goods in kind and the money, each its own line

/** Under dl-vrag/9 the goods follow the owner; under dl-vrag/13 they belong to the king or the holder. */
type Title = 9 | 13;

function deliveries(js: readonly Judged[], from: Party, to: Party, standIn: boolean, title: Title): Liability[] {
  if (from.id === to.id) return [];
  const inKind = js
    .filter((j) => !sold(j))
    .map((j) => ({
      from: from.id,
      to: to.id,
      description: `${itemName(j.item)}, in kind`,
      provisions: [at(title)],
    }));
  const money = standIn
    ? js.filter(sold).map((j) => ({
        from: from.id,
        to: to.id,
        amount: (j.fetched as Money).toJSON(),
        description: `the money ${itemName(j.item)} fetched, sold at once, in place of the goods`,
        provisions: [at(11), at(title)],
      }))
    : [];
  return [...inKind, ...money];
}

function costLiabilities(js: readonly Judged[], from: Party, to: Party, bearer: string): Liability[] {
  if (from.id === to.id) return [];
  return restored(js).map((j) => ({
    from: from.id,
    to: to.id,
    ...(j.cost ? { amount: j.cost.toJSON() } : {}),
    description: `the cost of saving ${itemName(j.item)} (${spoilt(j.item)}), borne by ${bearer}${j.cost ? "" : ": as laid out, not yet given"}`,
    provisions: [at(10)],
  }));
}

// ---------------------------------------------------------------------------
// The three outcomes

interface Outcome {
  readonly situation: string;
  readonly steps: Step[];
  readonly funds: Fund[];
  readonly allocations: Allocation[];
  readonly liabilities: Liability[];
  readonly obligations: Obligation[];
  readonly options: Option[];
  readonly assessments: Assessment[];
  readonly warnings: Warning[];
}

interface Ground {
  readonly c: WreckCase;
  readonly ctx: RuleContext;
  readonly judged: readonly Judged[];
  readonly keeper: Party;
  readonly standing: Standing;
  readonly proceeds: Money;
}

const EMPTY: Omit<Outcome, "situation"> = {
  steps: [],
  funds: [],
  allocations: [],
  liabilities: [],
  obligations: [],
  options: [],
  assessments: [],
  warnings: [],
};

/** Whether the proceeds stand in for the goods (Q-V07), asked only when there are proceeds. */
function proceedsStep(g: Ground): { standIn: boolean; steps: Step[]; warnings: Warning[] } {
  if (g.proceeds.minor.isZero()) return { standIn: false, steps: [], warnings: [] };
  const o = evaluate(moneyStandsIn, g.proceeds, g.ctx);
  const standIn = o.value === true;
  return { standIn, steps: [o.step], warnings: standIn ? [] : [moneyLeftOpenWarning(g.proceeds, g.ctx)] };
}

/** Why the money cannot be divided yet, when it cannot. */
function unsettled(debtsKnown: boolean, extra: string | undefined): Warning[] {
  const why = [debtsKnown ? "" : "the cost of saving some goods is not given", extra ?? ""].filter(Boolean);
  if (why.length === 0) return [];
  return [
    {
      message: `The proceeds cannot be divided yet: ${why.join("; and ")}.`,
      provisions: [at(9), at(10)],
    },
  ];
}

function rewardLiability(claimant: Party, keeper: Party, r: Reward): Liability {
  return {
    from: claimant.id,
    to: keeper.id,
    ...(r.amount ? { amount: r.amount.toJSON() } : {}),
    description: r.amount
      ? `the due salvage reward, as fixed by ${r.assessment.by}`
      : "a due salvage reward, still to be fixed by the amtmand with the best men (see the assessments)",
    provisions: [at(9), at(6)],
  };
}

/** The owner's money: the proceeds, less the reward and the costs of saving, once all three are known. */
function ownersMoney(g: Ground, claimant: Party, reward: Money | undefined, standIn: boolean): Allocation[] {
  const costsKnown = restored(g.judged).every((j) => j.cost !== undefined);
  if (!standIn || !costsKnown || reward === undefined) return [];
  const debts: Debt[] = [
    { amount: reward, words: "the due salvage reward", provisions: [at(9)] },
    ...costDebts(g.judged, claimant.name),
  ];
  return settle(
    g.proceeds,
    setOff(g.proceeds, g.keeper, debts, claimant, {
      words: `the money the goods sold at once fetched, his in their place (${q(g.ctx, "proceeds_substitute")})`,
      provisions: [at(9), at(11)],
    }),
  );
}

function ownerTakes(g: Ground): Outcome {
  const claim = g.standing.claim as Claim;
  const claimant = g.c.claimant(claim);
  const reward = evaluate(dueReward, g.c.facts, g.ctx);
  const r = reward.value as Reward;
  const money = proceedsStep(g);
  const allocations = ownersMoney(g, claimant, r.amount, money.standIn);
  const costsKnown = restored(g.judged).every((j) => j.cost !== undefined);
  const provisions = [at(9), at(10), at(11)];
  const who = `${claimant.name}${claim.as === "agent" ? ", the owner's agent" : ", its owner"}`;
  return {
    ...EMPTY,
    situation: `wreck with nobody with it, claimed within the year and a day with sufficient proof by ${who}: the goods are delivered for a due salvage reward (${provisions.join(", ")})`,
    steps: [reward.step, ...money.steps, ...(allocations.length > 0 ? [settlementStep(allocations, provisions)] : [])],
    funds:
      allocations.length > 0
        ? [fundOf(g.proceeds, "The money from goods sold at once, set off against the reward and costs", provisions)]
        : [],
    allocations,
    liabilities: [
      rewardLiability(claimant, g.keeper, r),
      ...costLiabilities(g.judged, claimant, g.keeper, claimant.name),
      ...deliveries(g.judged, g.keeper, claimant, money.standIn, 9),
    ],
    assessments: [r.assessment],
    warnings: [
      ...money.warnings,
      ...(money.standIn && !g.proceeds.minor.isZero()
        ? unsettled(costsKnown, r.amount ? undefined : "the salvage reward is still to be fixed")
        : []),
    ],
  };
}

function kingOrHolderTakes(g: Ground): Outcome {
  const h = heir(g.c.shore, g.ctx);
  const money = proceedsStep(g);
  const base = { ...EMPTY, steps: [h.step, ...money.steps], warnings: money.warnings };
  const lastDay = g.standing.period.lastDay;
  const since = lastDay ? ` since ${formatDate(addDays(lastDay, 1))}` : "";
  if (!h.party) {
    return {
      ...base,
      situation: `wreck with nobody with it, unclaimed within the year and a day: it belongs to the king or to whoever has the foreshore right${since} (${at(13)})`,
      assessments: [WHO_HOLDS_THE_RIGHT],
    };
  }
  const taker = h.party;
  const bearer = `${named(taker)}, who takes the goods`;
  const costsKnown = restored(g.judged).every((j) => j.cost !== undefined);
  const canSettle = money.standIn && costsKnown && !g.proceeds.minor.isZero();
  const allocations = canSettle
    ? settle(
        g.proceeds,
        setOff(g.proceeds, g.keeper, costDebts(g.judged, bearer), taker, {
          words: `the money the goods sold at once fetched, fallen to ${named(taker)} with the wreck (${q(g.ctx, "proceeds_substitute")})`,
          provisions: [at(13), at(11)],
        }),
      )
    : [];
  const provisions = [at(13), at(10), at(11)];
  return {
    ...base,
    situation: `wreck with nobody with it, unclaimed within the year and a day: it belongs to ${named(taker)}${since} (${provisions.join(", ")})`,
    steps: [...base.steps, ...(allocations.length > 0 ? [settlementStep(allocations, provisions)] : [])],
    funds:
      allocations.length > 0
        ? [fundOf(g.proceeds, "The money from goods sold at once, fallen with the wreck", provisions)]
        : [],
    allocations,
    liabilities: [
      ...deliveries(g.judged, g.keeper, taker, money.standIn, 13),
      ...costLiabilities(g.judged, taker, g.keeper, bearer),
    ],
    warnings: [
      ...money.warnings,
      ...(money.standIn && !g.proceeds.minor.isZero() ? unsettled(costsKnown, undefined) : []),
    ],
  };
}

function ownersOption(g: Ground, heirName: string): Option {
  const lastDay = g.standing.period.lastDay;
  const claim = g.standing.claim;
  return {
    holder: claim ? g.c.claimant(claim).id : "the rightful owner, or his agent",
    choices: [
      "come with sufficient proof that the goods are the owner's, and have them (with the money from any sold at once) for a due salvage reward and the cost of saving them",
    ],
    ...(lastDay ? { deadline: formatDate(lastDay) } : {}),
    lapse: lastDay
      ? `from ${formatDate(addDays(lastDay, 1))} (Julian) the wreck belongs to ${heirName} (dl-vrag/13)`
      : `once the year and a day has run out the wreck belongs to ${heirName} (dl-vrag/13)`,
    provisions: [at(9), at(13)],
  };
}

function keptForTheOwner(g: Ground): Outcome {
  const h = heir(g.c.shore, g.ctx);
  const heirName = h.party ? named(h.party) : "the king, or whoever has the foreshore right";
  const lastDay = g.standing.period.lastDay;
  const claimPending = g.standing.claim !== undefined && awaitingJudgement(g.standing);
  const reward = claimPending ? evaluate(dueReward, g.c.facts, g.ctx) : undefined;
  const money = proceedsStep(g);
  const then: Step = note(
    lastDay
      ? `If no one comes with sufficient proof by ${formatDate(lastDay)}, on ${formatDate(addDays(lastDay, 1))} the wreck belongs to ${heirName}`
      : `If no one comes with sufficient proof within the year and a day, the wreck then belongs to ${heirName}`,
    [at(13)],
  );
  return {
    ...EMPTY,
    situation: `wreck with nobody with it, kept for its owner${lastDay ? ` until ${formatDate(lastDay)}, the last day of the year and a day` : ""} (${at(8)}, ${at(9)})`,
    steps: [h.step, then, ...(reward ? [reward.step] : []), ...money.steps],
    options: [ownersOption(g, heirName)],
    assessments: [...(reward ? [(reward.value as Reward).assessment] : []), ...(h.party ? [] : [WHO_HOLDS_THE_RIGHT])],
    warnings: money.warnings,
  };
}

const OUTCOMES: Record<Taker, (g: Ground) => Outcome> = {
  owner: ownerTakes,
  king_or_holder: kingOrHolderTakes,
  pending: keptForTheOwner,
};

// ---------------------------------------------------------------------------
// dl-vrag/12: unfaithful dealing with wreck

const PENALTY_WORDS =
  "punished as for other goods held without lawful title ('uhjemlet gods'): the measure is set elsewhere in Danske Lov, outside this chapter, and sealaw gives no figure";

const unfaithfulDealing = rule<Breach, Penalty>({
  id: "dl-vrag/12#penalty",
  label: "whoever deals unfaithfully with wreck is punished as for other goods held without lawful title",
  provisions: [at(12)],
  gives: (b) => ({
    who: b.person,
    offence: b.provision && b.provision !== at(12) ? `${b.what} (reported under ${b.provision})` : b.what,
    penalty: PENALTY_WORDS,
    provisions: [at(12)],
  }),
  facts: (b) => ({ person: b.person, what: b.what, provision: b.provision ?? null }),
  show: (p) => `${p.who}: as for goods held without lawful title`,
});

/** A penalty for each breach the case reports, and the step that shows them (none when there is none). */
function penaltiesFor(breaches: readonly Breach[], ctx: RuleContext): { penalties: Penalty[]; steps: Step[] } {
  const tried = breaches.map((b) => evaluate(unfaithfulDealing, b, ctx));
  const penalties = tried.map((o) => o.value as Penalty);
  if (tried.length === 0) return { penalties, steps: [] };
  const step: Step = {
    label: `Unfaithful dealing with the wreck: ${penalties.length} reported`,
    provisions: [at(12)],
    status: "applied",
    value: penalties.length,
    children: tried.map((o) => o.step),
  };
  return { penalties, steps: [step] };
}

// ---------------------------------------------------------------------------
// The determination

function shoreWarnings(c: WreckCase): Warning[] {
  if (c.shore.of !== "unknown") return [];
  return [
    {
      message:
        "The case does not say whose foreshore the wreck lies on: the amtmand acts on the king's, the landowner off his own land (dl-vrag/8), and unclaimed wreck belongs to the king or to whoever has the foreshore right (dl-vrag/13).",
      provisions: [at(8), at(13)],
    },
  ];
}

export function decideVragWreck(facts: WreckFacts, ctx: DecideContext): DeterminationBody {
  checkFacts(facts);
  const rc: RuleContext = { readings: ctx.readings, explain: ctx.explain !== false };
  const scope = evaluate(nobodyWithIt, facts, rc);
  if (!scope.applied) throw notThisChapter(facts);
  const c = new WreckCase(facts, ctx.currency);
  const bound = dutyHolder(c.shore, rc);
  const keeper = keeperOf(c, bound.party);
  const judged = facts.items.map((it, i) => judge(it, i, rc));
  const period = periodOf(facts, rc);
  const standing = standingOf(facts, period);
  const who = whoHasTheGoods(standing, rc);
  const proceeds = c.sum(judged.filter(sold).map((j) => j.fetched as Money));
  const outcome = OUTCOMES[who.taker]({ c, ctx: rc, judged, keeper, standing, proceeds });
  const claimant = facts.claim ? c.claimant(facts.claim) : undefined;
  const itemsDone = judged.map((j) => itemDuties(j, bound.party));
  const sanctions = penaltiesFor(facts.breaches, rc);
  const explanation: Step = {
    rule: "dl-vrag/8-13#wreck",
    label: `Wreck under dl-vrag/8–13: ${outcome.situation}`,
    provisions: [at(8), at(9), at(10), at(11), at(12), at(13)],
    status: "applied",
    value: who.taker,
    children: [scope.step, bound.step, itemsStep(judged), period.step, who.step, ...outcome.steps, ...sanctions.steps],
  };
  return {
    situation: outcome.situation,
    funds: outcome.funds,
    allocations: outcome.allocations,
    liabilities: outcome.liabilities,
    obligations: [...duties(bound.party), ...itemsDone.flatMap((d) => d.obligations), ...outcome.obligations],
    options: [...itemsDone.flatMap((d) => d.options), ...outcome.options],
    penalties: sanctions.penalties,
    assessments: [
      ...(period.assessment ? [period.assessment] : []),
      ...itemsDone.flatMap((d) => d.assessments),
      ...(claimant ? proofAssessment(standing, claimant) : []),
      ...outcome.assessments,
    ],
    warnings: [
      ...shoreWarnings(c),
      ...registerWarnings(facts),
      ...judged.flatMap(itemWarnings),
      ...claimWarnings(standing, claimant),
      ...outcome.warnings,
    ],
    explanation,
  };
}

function claimWarnings(s: Standing, claimant: Party | undefined): Warning[] {
  if (!s.claim || !claimant || !s.period.lastDay) return [];
  const last = formatDate(s.period.lastDay);
  if (s.inTime === false) {
    return [
      {
        message: `${claimant.name} came on ${s.claim.date}, after ${last}, the last day of the year and a day: too late (dl-vrag/9, /13).`,
        provisions: [at(9), at(13)],
      },
    ];
  }
  if (s.proof === false) {
    return [
      {
        message: `${claimant.name}'s proof is not sufficient, so the goods are not delivered to him; ${s.ranOut ? "the year and a day has since run out" : `he may still come with sufficient proof until ${last}`}.`,
        provisions: [at(9)],
      },
    ];
  }
  return [];
}

// ---------------------------------------------------------------------------
// The kind

export const vragWreckKind = defineKind({
  kind: "wreck",
  summary:
    "Wreck with no living people with it (dl-vrag/8–13): the amtmand or the landowner salvages and keeps it with clear registers (8); the owner who comes with sufficient proof within the year and a day has it for a due salvage reward (9); damaged goods are saved at his cost or sold at once (10–11); unfaithful dealing is punished (12); unclaimed, it belongs to the king or the foreshore holder (13).",
  provisions: [at(8), at(9), at(10), at(11), at(12), at(13)],
  facts: wreckFactsSchema,
  jsonSchema: wreckFactsJsonSchema,
  decide: decideVragWreck,
});
