/**
 * A lot in a strand office's custody, as a case kind sees it: the fields a clerk
 * gives when lodging one without a case file (one schema, read by the command, the
 * HTTP API and, as a type, the pages), and where each kind that is kept as a lot
 * puts the facts of what happens to it (the day it is decided as of, an owner's
 * claim, a sale, a cost, an assessment). This is no law: it only knows where the
 * facts go. What they come to is the law's to decide (src/law), and which lots an
 * office keeps and in what order is the register's (src/registry).
 */

import { z } from "zod";
import { CalendarError, parseDate } from "../../core/calendar.js";
import type { AverageStatement, Liability } from "../../core/determination.js";
import { phrases } from "../../core/messages.js";
import type { Currency } from "../../core/money.js";
import type { SideDebt } from "../../core/settlement.js";
import { unknownFields } from "../../core/suggest.js";
import { DEFAULT_LIMITS } from "../limits.js";

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

/**
 * The lot lodged from fields when the clerk names no statute or kind: a find
 * (dl-vrag/14-19), the strand office's everyday lot.
 */
export const DEFAULT_FIELD_LOT = { statute: "dl-vrag", kind: "find" } as const;

/** The longest text of one field a clerk writes (a description, a name, a reason): the longest text of a case. */
export const MAX_TEXT = DEFAULT_LIMITS.text;

/** What a lot's fields and events are refused with, as messages: the register says them in its language. */
const say = phrases("refusal.lot", {
  notDate: '"{date}" is not a date written YYYY-MM-DD',
  notDay: '"{date}" is not a day of the calendar: {why}',
  costKind: 'a cost is {kinds}, not "{kind}"',
  costOf: "of {kind} ({provision})",
  or: "{a} or {b}",
});

/** A text field a clerk writes: at most MAX_TEXT characters. */
export function text(description?: string) {
  const t = z.string().max(MAX_TEXT, `at most ${MAX_TEXT.toLocaleString("en")} characters`);
  return description === undefined ? t : t.describe(description);
}

/** A day written YYYY-MM-DD that the Julian calendar has (years 0001–9999; a leap day in every fourth year). */
export const DATE_PATTERN =
  "^(?:\\d{3}[1-9]|\\d{2}[1-9]\\d|\\d[1-9]\\d{2}|[1-9]\\d{3})-(?:(?:0[13578]|1[02])-(?:0[1-9]|[12]\\d|3[01])|(?:0[469]|11)-(?:0[1-9]|[12]\\d|30)|02-(?:0[1-9]|1\\d|2[0-8]))$|^(?:\\d{2}(?:0[48]|[2468][048]|[13579][26])|(?:\\d[1-9]|[1-9]\\d)00)-02-29$";

/** Why a text is not a day a clerk may write, in the calendar's words; undefined when it is one. */
export function dateFault(v: string): string | undefined {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(v)) return say.notDate({ date: v });
  try {
    parseDate(v, "julian");
    return undefined;
  } catch (e) {
    if (e instanceof CalendarError) return say.notDay({ date: v, why: e.message });
    throw e;
  }
}

/** A day: a schema's document states it by DATE_PATTERN, the check gives the calendar's reason for a refusal. */
export const daySchema = z
  .string()
  .superRefine((v, ctx) => {
    const why = dateFault(v);
    if (why !== undefined) ctx.addIssue({ code: "custom", message: why });
  })
  .meta({ pattern: DATE_PATTERN, description: "a day, YYYY-MM-DD (Julian calendar)" });

export const LOT_CONDITIONS = ["sound", "damaged", "perishable"] as const;
export const FINDER_ROLES = ["skipper", "fisherman", "other"] as const;
export const FOUND_AT = ["sea", "open-sea"] as const;
/** What a find is (the find case's item.what): dl-vrag/18 speaks of an anchor. */
export const FOUND_ITEMS = ["goods", "anchor", "wreck", "other"] as const;
/** How a find was taken up: afloat, or brought up from the sea bed (in nets, with a grapnel). */
export const TAKEN_UP = ["afloat", "sea-bed"] as const;
export const YES_NO = ["yes", "no"] as const;

const lotFieldsShape = {
  statute: text("the statute (dl-vrag); with kind, one the register lodges by fields").default(
    DEFAULT_FIELD_LOT.statute,
  ),
  kind: text("find or wreck").default(DEFAULT_FIELD_LOT.kind),
  description: text("what it is").min(1, "what the lot is"),
  lodged: daySchema,
  finder: text("who found or salvaged it").min(1, "who found it"),
  condition: z.enum(LOT_CONDITIONS).default("sound").describe("sound, damaged or perishable"),
  office: text("the office that keeps it, in words").default("the strand office"),
  marks: text("its marks").optional(),
  quantity: text("how much").optional(),
  place: text("where it was found").optional(),
  found: daySchema.optional(),
  finderRole: z.enum(FINDER_ROLES).optional().describe("for a find: skipper, fisherman or other"),
  foundAt: z
    .enum(FOUND_AT)
    .optional()
    .describe("for a find: sea (in the sea, near land) or open-sea (away from all land)"),
  item: z.enum(FOUND_ITEMS).optional().describe("for a find: what it is, goods (the default), anchor, wreck or other"),
  takenUp: z
    .enum(TAKEN_UP)
    .optional()
    .describe("for a find: how it was taken up, afloat or from the sea bed (in nets, with a grapnel)"),
  buoyed: z.enum(YES_NO).optional().describe("for an anchor: whether a buoy was still on it, yes or no"),
  value: text('its estimated value, an amount in the lot\'s currency, e.g. "12 rd 3 sk"').optional(),
};

/**
 * A lot's fields, as the clerk gives them when lodging it without a case file:
 * the one schema of them. A field it does not know is refused with the nearest
 * known name.
 */
export const lotFieldsSchema = z.strictObject(lotFieldsShape, {
  error: (iss) => (iss.code === "unrecognized_keys" ? unknownFields(iss.keys, Object.keys(lotFieldsShape)) : undefined),
});

/** A lot's fields as given (defaults not yet filled in): what a form or a client sends. */
export type LotFieldsInput = z.input<typeof lotFieldsSchema>;

/** A lot's fields, checked, with their defaults. */
export type LotFields = z.output<typeof lotFieldsSchema>;

/** A lot's fields refused: the first problem, with the field it is about. */
export interface LotFieldsFault {
  field: string;
  message: string;
}

/** The lot's fields, checked; or what is wrong with them, naming the field. */
export function parseLotFields(
  input: unknown,
): { ok: true; fields: LotFields } | { ok: false; faults: LotFieldsFault[] } {
  const r = lotFieldsSchema.safeParse(input);
  if (r.success) return { ok: true, fields: r.data };
  return {
    ok: false,
    faults: r.error.issues.map((i) => ({ field: i.path.map(String).join("."), message: i.message })),
  };
}

/** A fact a kind cannot place in the case: the clerk's mistake, with the input it is about. */
export class LotError extends Error {
  override name = "LotError";
  readonly path?: string;
  constructor(message: string, path?: string) {
    super(message);
    if (path !== undefined) this.path = path;
  }
}

export interface Claim {
  id: string;
  name: string;
  date: string;
}

/** A field an officer may assess: what it is, and how its value enters the case. */
export interface Assessable {
  /** "money" (an amount in the lot's currency), "yes/no", or "sea/open-sea". */
  value: "money" | "yes/no" | "sea/open-sea";
  /** The values an assessment of this field takes, where it is one of a few (sea/open-sea: the find's FOUND_AT). */
  choices?: readonly string[];
  what: string;
  set(c: CaseFile, value: string | boolean, by: string, item?: string): void;
}

/** The kinds of cost the statutes tell apart: keeping (dl-vrag/8), saving (dl-vrag/10). */
export const COST_KINDS = ["keeping", "saving"] as const;
export type CostKind = (typeof COST_KINDS)[number];

/** The provision that names each kind of cost. */
const COST_KIND_PROVISIONS: Readonly<Record<CostKind, string>> = { keeping: "dl-vrag/8", saving: "dl-vrag/10" };

/** Why a cost's kind as given is none of COST_KINDS; undefined when it is one, or not given. */
export function costKindFault(kind: unknown): string | undefined {
  if (kind === undefined || (COST_KINDS as readonly unknown[]).includes(kind)) return undefined;
  const named = COST_KINDS.map((k) => say.costOf({ kind: k, provision: COST_KIND_PROVISIONS[k] })).reduce((a, b) =>
    say.or({ a, b }),
  );
  return say.costKind({ kinds: named, kind: String(kind) });
}

/**
 * One to whom a lot may leave the office once no one may still come for it: the
 * party of the determination it stands for in the lot's case (undefined where the
 * case names none), and the lot's status once it has gone to him.
 */
export interface Recipient {
  party(c: CaseFile): string | undefined;
  readonly status: "forfeited" | "divided";
}

/**
 * Those a lot in custody may go to when its owner does not come (by the name a
 * clerk gives with --to): the king; the holder of the foreshore, as the case's
 * `foreshore` names him (foreshoreOf); and the community, among whom it is divided. The owner
 * whose claim was accepted has it back besides; that is the register's, by claims.
 */
export const CUSTODY_RECIPIENTS: Readonly<Record<string, Recipient>> = {
  king: { party: () => "king", status: "forfeited" },
  foreshore: { party: (c) => foreshoreOf(c), status: "forfeited" },
  community: { party: () => "community", status: "divided" },
};

/**
 * Who holds the foreshore the lot lies on, as the lot's case names him: the king on
 * his own foreshore; on a landowner's, the landowner off whose land it lies
 * (`foreshore.holder`, dl-vrag/8 'den, hvis grund det findes for'). Whether he has
 * the right to unclaimed wreck (dl-vrag/13) is the determination's to say.
 */
function foreshoreOf(c: CaseFile): string | undefined {
  const f = obj(c.facts.foreshore);
  if (f.of === "king") return "king";
  return f.of === "landowner" && typeof f.holder === "string" ? f.holder : undefined;
}

/** A cost laid out by the office, as an event gives it. */
export interface LaidOut {
  readonly amount: string;
  readonly item?: string;
  readonly kind?: CostKind;
}

/** Where one statute's case of a kind keeps the facts of a lot in custody. */
export interface LotKind {
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
  /**
   * Costs the office laid out: of keeping the lot in safe keeping, or of saving damaged
   * goods. Where a kind's law tells them apart (a Danish wreck: dl-vrag/8 and /10) each
   * is a fact of its own; a cost whose kind is not given is a cost of saving, as costs
   * were recorded before the two were told apart.
   */
  cost?(c: CaseFile, cost: LaidOut, add: (a: string, b: string) => string): void;
  /**
   * Those a lot of this kind may go to when no owner has it back, by the name the
   * clerk gives (--to). Unset: CUSTODY_RECIPIENTS.
   */
  readonly recipients?: Readonly<Record<string, Recipient>>;
  /** What men of judgment may assess on a lot of this kind, and where each assessment goes in the case. */
  assess?: Record<string, Assessable>;
  /**
   * How an average statement of this kind's determination is settled into payments,
   * where the determination leaves it unsettled (core/settlement.ts): the register's
   * ledger owes the payments, and knows of no statute to ask.
   */
  readonly settle?: (
    currency: Currency,
    statement: AverageStatement,
    side: readonly SideDebt[],
    provisions: readonly string[],
  ) => Liability[];
}

export const person = (id: string, name: string, roles: string[]) => ({ id, name, roles });

/** Add a person to the case's people, unless one of that id is there. */
export function addPerson(c: CaseFile, p: Record<string, unknown>): void {
  if (!Array.isArray(c.facts.people)) c.facts.people = [];
  const list = c.facts.people as Record<string, unknown>[];
  if (!list.some((x) => x.id === p.id)) list.push(p);
}

/** A mapping of the facts, or an empty one. */
export function obj(v: unknown): Record<string, unknown> {
  return v !== null && typeof v === "object" && !Array.isArray(v) ? (v as Record<string, unknown>) : {};
}
