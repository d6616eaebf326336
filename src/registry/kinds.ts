/**
 * How an event of the register becomes facts of a lot's case. This file holds no
 * law: it only knows where each case kind keeps a fact (the day the case is
 * decided as of, an owner's claim, a sale, a cost), so that the register can build
 * the next case from the lot's record without the clerk writing a case file. What
 * the facts come to is the engine's to decide.
 */

import { RegisterError } from "./errors.js";

/** A case file as plain data. */
export interface CaseFile {
  version: number;
  statute: string;
  kind: string;
  title?: string;
  currency?: string;
  readings?: Record<string, string>;
  facts: Record<string, unknown>;
  [key: string]: unknown;
}

/** A lot's fields, as the clerk gives them when lodging it without a case file. */
export interface LotFields {
  statute: string;
  kind: string;
  description: string;
  marks?: string;
  quantity?: string;
  place?: string;
  /** The day it was lodged with the office. */
  lodged: string;
  /** The day it was found, if not the day it was lodged. */
  found?: string;
  finder: string;
  /** skipper, fisherman or other (for a find). */
  finderRole?: string;
  /** Found "sea" (in the sea, near land) or "open-sea" (away from all land), for a find. */
  foundAt?: string;
  value?: string;
  condition: "sound" | "damaged" | "perishable";
  /** The office that keeps it, in words. */
  office: string;
}

export interface Claim {
  id: string;
  name: string;
  date: string;
}

/** Where one kind keeps the facts the register adds. */
interface KindFacts {
  /** A case of this kind from the lot's fields. */
  fromFields?(f: LotFields): CaseFile;
  /** The day the case is decided as of, where the kind has one. */
  asOf?(c: CaseFile, date: string): void;
  /** The lot's lodging date, as the case gives it. */
  lodged(c: CaseFile): string | undefined;
  claim?(c: CaseFile, claim: Claim): void;
  decision?(c: CaseFile, accepted: boolean, reward: string | undefined): void;
  sale?(c: CaseFile, sale: { date: string; price: string; item?: string }): void;
  /**
   * Its goods are sold item by item, each sale a fact of its item (a Danish wreck,
   * dl-vrag/9-11); otherwise the lot has one price and is sold once.
   */
  readonly soldByItem?: true;
  cost?(c: CaseFile, cost: { amount: string; item?: string }, add: (a: string, b: string) => string): void;
  /** What men of judgment may assess on a lot of this kind, and where each assessment goes in the case. */
  assess?: Record<string, Assessable>;
}

/** A field an officer may assess: what it is, and how its value enters the case. */
export interface Assessable {
  /** "money" (an amount in the lot's currency), "yes/no", or "sea/open-sea". */
  value: "money" | "yes/no" | "sea/open-sea";
  what: string;
  set(c: CaseFile, value: string | boolean, by: string, item?: string): void;
}

const PERSON = (id: string, name: string, roles: string[]) => ({ id, name, roles });

function people(c: CaseFile): Record<string, unknown>[] {
  if (!Array.isArray(c.facts.people)) c.facts.people = [];
  return c.facts.people as Record<string, unknown>[];
}

function addPerson(c: CaseFile, p: Record<string, unknown>): void {
  const list = people(c);
  if (!list.some((x) => x.id === p.id)) list.push(p);
}

function obj(v: unknown): Record<string, unknown> {
  return v !== null && typeof v === "object" && !Array.isArray(v) ? (v as Record<string, unknown>) : {};
}

const FIND: KindFacts = {
  fromFields(f) {
    const openSea = f.foundAt === "open-sea";
    if (f.foundAt !== undefined && f.foundAt !== "sea" && f.foundAt !== "open-sea") {
      throw new RegisterError(`--found-at is "sea" (in the sea, near land) or "open-sea", not "${f.foundAt}"`);
    }
    return {
      version: 1,
      statute: f.statute,
      kind: "find",
      title: f.description,
      facts: {
        as_of: f.lodged,
        item: { what: "goods", description: f.description },
        found_by: ["finder"],
        found: {
          ...(f.found ? { date: f.found } : {}),
          ...(f.place ? { place: f.place } : {}),
          ...(f.foundAt !== undefined
            ? {
                in_coastal_waters: !openSea,
                out_of_sight_of_land: openSea,
                assessment: { open_sea: openSea, by: f.office },
              }
            : {}),
        },
        delivered: { to: "office", date: f.lodged },
        ...(f.value !== undefined ? { valuation: { value: f.value, by: "office" } } : {}),
        people: [PERSON("finder", f.finder, [f.finderRole ?? "skipper"]), PERSON("office", f.office, ["official"])],
      },
    };
  },
  asOf(c, date) {
    c.facts.as_of = date;
  },
  lodged(c) {
    const d = obj(c.facts.delivered);
    return (d.registered ?? d.date) as string | undefined;
  },
  claim(c, claim) {
    addPerson(c, PERSON(claim.id, claim.name, ["owner"]));
    c.facts.claim = { claimant: claim.id, date: claim.date };
  },
  decision(c, accepted) {
    c.facts.claim = { ...obj(c.facts.claim), proof_sufficient: accepted };
  },
  sale(c, s) {
    c.facts.sale = { price: s.price, date: s.date };
  },
  cost(c, cost, add) {
    c.facts.costs = c.facts.costs === undefined ? cost.amount : add(String(c.facts.costs), cost.amount);
  },
  assess: {
    value: {
      value: "money",
      what: "the find's value",
      set(c, v) {
        // The case names the valuer by a person's id: the office that records it; who assessed it is in the lot's record.
        c.facts.valuation = { value: v, by: "office" };
      },
    },
    found_at: {
      value: "sea/open-sea",
      what: "whether it was found in the sea near land or on the open sea",
      set(c, v, by) {
        const openSea = v === "open-sea";
        c.facts.found = {
          ...obj(c.facts.found),
          in_coastal_waters: !openSea,
          out_of_sight_of_land: openSea,
          assessment: { open_sea: openSea, by },
        };
      },
    },
  },
};

function wreckItem(c: CaseFile, id: string | undefined, what: string): Record<string, unknown> {
  const items = (Array.isArray(c.facts.items) ? c.facts.items : []) as Record<string, unknown>[];
  if (id !== undefined) {
    const it = items.find((i) => i.id === id);
    if (!it) throw new RegisterError(`the lot has no item "${id}"; its items: ${items.map((i) => i.id).join(", ")}`);
    return it;
  }
  const open = what === "sale" ? items.filter((i) => i.sold_for === undefined) : items;
  if (open.length === 1 && open[0]) return open[0];
  throw new RegisterError(
    `the lot has ${open.length} items ${what === "sale" ? "not yet sold" : ""}: name one with --item (${open.map((i) => i.id).join(", ")})`,
  );
}

const DL_WRECK: KindFacts = {
  soldByItem: true,
  fromFields(f) {
    const item: Record<string, unknown> = { id: "goods", name: f.description, what: "cargo" };
    if (f.condition !== "sound") item.damaged = true;
    if (f.condition === "perishable") item.restorable = false;
    if (f.condition === "damaged") item.restorable = true;
    if (f.value !== undefined) item.value = f.value;
    return {
      version: 1,
      statute: f.statute,
      kind: "wreck",
      title: f.description,
      facts: {
        ...(f.found ? { date: f.found } : {}),
        place: "beach",
        living_people: false,
        as_of: f.lodged,
        foreshore: { of: "king", amtmand: "office" },
        keeping: { by: "office", registered: f.lodged, register_kept: true },
        items: [item],
        people: [PERSON("office", f.office, ["official"]), PERSON("finder", f.finder, ["other"])],
      },
    };
  },
  asOf(c, date) {
    c.facts.as_of = date;
  },
  lodged(c) {
    return obj(c.facts.keeping).registered as string | undefined;
  },
  claim(c, claim) {
    addPerson(c, PERSON(claim.id, claim.name, ["merchant"]));
    c.facts.claim = { by: claim.id, as: "owner", date: claim.date };
  },
  decision(c, accepted, reward) {
    c.facts.claim = { ...obj(c.facts.claim), proof_sufficient: accepted };
    if (reward !== undefined) c.facts.salvage_reward = { amount: reward };
  },
  sale(c, s) {
    const it = wreckItem(c, s.item, "sale");
    it.sold_for = s.price;
    it.sold_on = s.date;
  },
  cost(c, cost, add) {
    const it = wreckItem(c, cost.item, "cost");
    it.restoring_cost = it.restoring_cost === undefined ? cost.amount : add(String(it.restoring_cost), cost.amount);
  },
  assess: {
    reward: {
      value: "money",
      what: "the due salvage reward",
      set(c, v) {
        c.facts.salvage_reward = { amount: v };
      },
    },
    value: {
      value: "money",
      what: "an item's value",
      set(c, v, _by, item) {
        wreckItem(c, item, "value").value = v;
      },
    },
  },
};

const BORKUM_WRECK: KindFacts = {
  asOf(c, date) {
    c.facts.as_of = date;
  },
  lodged(c) {
    return c.facts.date as string | undefined;
  },
  sale(c, s) {
    c.facts.proceeds = s.price;
  },
};

const GENERAL_AVERAGE: KindFacts = {
  lodged(c) {
    const arrived = obj(c.facts.voyage).arrived;
    if (typeof arrived === "string") return arrived.slice(0, 10);
    return obj(c.facts.emergency).date as string | undefined;
  },
};

const KINDS: Record<string, KindFacts> = {
  "dl-vrag/find": FIND,
  "dl-vrag/wreck": DL_WRECK,
  "borkum-1666/wreck": BORKUM_WRECK,
  "dl-averi/general_average": GENERAL_AVERAGE,
};

/**
 * The lot lodged from fields when the clerk names no statute or kind: a find
 * (dl-vrag/14-19), the strand office's everyday lot. The CLI, the HTTP API and
 * through it the pages take this default from here.
 */
export const DEFAULT_FIELD_LOT = { statute: "dl-vrag", kind: "find" } as const;

/** The kinds the register keeps lots of, as statute/kind. */
export const LOT_KINDS = Object.keys(KINDS);

function kindOf(statute: string, kind: string): KindFacts {
  const k = KINDS[`${statute}/${kind}`];
  if (!k) {
    throw new RegisterError(
      `the register keeps lots of ${LOT_KINDS.join(", ")}; a ${statute} case of kind "${kind}" is not a lot in custody`,
    );
  }
  return k;
}

/** A case of the lot's kind from its fields. */
export function caseFromFields(f: LotFields): CaseFile {
  const k = kindOf(f.statute, f.kind);
  if (!k.fromFields) {
    throw new RegisterError(
      `a lot of ${f.statute}/${f.kind} is lodged with its case file (--case FILE), not with fields`,
    );
  }
  return k.fromFields(f);
}

/** Whether a lot of this case's kind is sold item by item, and so may be sold more than once. */
export function soldByItem(c: CaseFile): boolean {
  return kindOf(c.statute, c.kind).soldByItem === true;
}

export function checkLotKind(statute: string, kind: string): void {
  kindOf(statute, kind);
}

export function caseLodged(c: CaseFile): string | undefined {
  return kindOf(c.statute, c.kind).lodged(c);
}

/** The field an officer assesses on a lot of this kind, or an error naming the fields it has. */
export function assessable(c: CaseFile, field: string): Assessable {
  const k = kindOf(c.statute, c.kind);
  const a = k.assess?.[field];
  if (!a) {
    const has = Object.keys(k.assess ?? {});
    throw new RegisterError(
      `a case of ${c.statute}/${c.kind} has no assessment "${field}"${has.length ? `; it has ${has.join(", ")}` : "; nothing on it is assessed through the register"}`,
      [],
      "field",
    );
  }
  return a;
}

function unsupported(c: CaseFile, what: string): never {
  throw new RegisterError(`a case of ${c.statute}/${c.kind} has no facts for ${what}`);
}

/** A copy of the case with the events' facts added. */
export const events = {
  asOf(c: CaseFile, date: string): CaseFile {
    const n = structuredClone(c);
    kindOf(c.statute, c.kind).asOf?.(n, date);
    return n;
  },
  claim(c: CaseFile, claim: Claim): CaseFile {
    const k = kindOf(c.statute, c.kind);
    if (!k.claim) unsupported(c, "an owner's claim");
    const n = structuredClone(c);
    k.claim(n, claim);
    return n;
  },
  decision(c: CaseFile, accepted: boolean, reward?: string): CaseFile {
    const k = kindOf(c.statute, c.kind);
    if (!k.decision) unsupported(c, "a decision on a claim");
    const n = structuredClone(c);
    k.decision(n, accepted, reward);
    return n;
  },
  sale(c: CaseFile, sale: { date: string; price: string; item?: string }): CaseFile {
    const k = kindOf(c.statute, c.kind);
    if (!k.sale) unsupported(c, "a sale");
    const n = structuredClone(c);
    k.sale(n, sale);
    return n;
  },
  assess(c: CaseFile, field: string, value: string | boolean, by: string, item?: string): CaseFile {
    const n = structuredClone(c);
    assessable(c, field).set(n, value, by, item);
    return n;
  },
  cost(c: CaseFile, cost: { amount: string; item?: string }, add: (a: string, b: string) => string): CaseFile {
    const k = kindOf(c.statute, c.kind);
    if (!k.cost) unsupported(c, "costs laid out by the office");
    const n = structuredClone(c);
    k.cost(n, cost, add);
    return n;
  },
};
