/**
 * Lodging a lot: its first case, built once from the case file or the clerk's
 * fields and decided once as of the day it was lodged, and its record. The
 * register writes the lots of one batch in one transaction (register.ts addMany);
 * this file makes each lot's entry.
 */

import { clip } from "../../core/errors.js";
import { phrases } from "../../core/messages.js";
import { checkDate, checkLength } from "../checks.js";
import { decideCase } from "../determine.js";
import { RegisterError } from "../errors.js";
import { caseFromFields, caseLodged, checkLotKind, events } from "../kinds.js";
import type { AddInput, LotRecord, WriteResult } from "../records.js";
import { type Desk, ledger, write } from "./pipeline.js";

const say = phrases("refusal.lodge", {
  noCase: "give the lot's case file (--case FILE) or its fields",
  noFacts: "the lot's case has no facts: a case file gives them as a mapping under `facts`",
  lodgedDay: "the day it was lodged",
  idTooLong: 'the lot id "{id}" has {count, number} characters; an id has at most {max}',
  idForm: "the lot id \"{id}\" may hold letters, digits, '.', '_' and '-' only",
  taken: 'a lot "{id}" is already in the register',
  description: "the lot's description",
  marks: "the lot's marks",
  quantity: "the lot's quantity",
});

/** The form of a lot's id. */
export const LOT_ID = /^[A-Za-z0-9][A-Za-z0-9._-]*$/;

/**
 * The most characters of a lot's id: every route of the HTTP API takes an id this
 * long (src/server/app.ts bounds a path's parameters by it), and no longer one is lodged.
 */
export const MAX_LOT_ID = 200;

/** What a batch of lodgings knows as it goes: the office's readings, the ids taken, the next id to give. */
export interface Batch {
  office: Record<string, string>;
  /** The ids given in the batch that the register keeps already. */
  taken: ReadonlySet<string>;
  /** The ids lodged so far in the batch. */
  seen: Set<string>;
  /** The journal's next entry: a lot lodged without an id is lot-<seq>. */
  next: number;
  /** Whether the register keeps a lot of this id. */
  kept(id: string): Promise<boolean>;
}

/** Lodge one lot of a batch: the checks of its input, its case decided once, and its entry. */
export async function lodge(desk: Desk, input: AddInput, b: Batch): Promise<WriteResult> {
  const c = input.case ?? (input.fields ? caseFromFields(input.fields) : undefined);
  if (!c) throw new RegisterError(say.noCase());
  checkLotKind(c.statute, c.kind);
  // The kind reads the day it was lodged from the facts before the case is decided (and checked).
  const facts: unknown = c.facts;
  if (facts === null || typeof facts !== "object" || Array.isArray(facts)) {
    throw new RegisterError(say.noFacts());
  }
  const lodged = checkDate(
    input.date ?? input.fields?.lodged ?? caseLodged(c),
    say.lodgedDay(),
    input.date !== undefined ? "date" : input.fields?.lodged !== undefined ? "fields.lodged" : undefined,
  );
  const id = input.id ?? `lot-${b.next}`;
  if (id.length > MAX_LOT_ID) {
    throw new RegisterError(say.idTooLong({ id: clip(id, 60), count: id.length, max: String(MAX_LOT_ID) }), [], "id");
  }
  if (!LOT_ID.test(id)) {
    throw new RegisterError(say.idForm({ id }));
  }
  if (b.seen.has(id) || (input.id !== undefined ? b.taken.has(id) : await b.kept(id)))
    throw new RegisterError(say.taken({ id }));
  b.seen.add(id);
  const caseAsOf = events.asOf(c, lodged);
  const { d, currency } = decideCase(caseAsOf, b.office);
  const f = input.fields;
  // A lot lodged from a case keeps the same bounds on its texts as one lodged from fields.
  const description = f?.description ?? c.title ?? `${c.statute} ${c.kind}`;
  checkLength(description, say.description(), f?.description !== undefined ? "fields.description" : "case.title");
  checkLength(input.marks, say.marks(), "marks");
  checkLength(input.quantity, say.quantity(), "quantity");
  const lot: LotRecord = {
    id,
    statute: c.statute,
    kind: c.kind,
    description,
    ...((input.marks ?? f?.marks) ? { marks: input.marks ?? f?.marks } : {}),
    ...((input.quantity ?? f?.quantity) ? { quantity: input.quantity ?? f?.quantity } : {}),
    ...(f?.place ? { place: f.place } : {}),
    lodged,
    ...(f?.finder ? { finder: f.finder } : {}),
    ...(f?.value ? { value: f.value } : {}),
    ...(f?.condition ? { condition: f.condition } : {}),
    status: "lodged",
    case: caseAsOf,
    claims: [],
    sales: [],
    costs: [],
    payments: [],
  };
  const res = await write(
    desk,
    "lodge",
    input,
    { date: lodged },
    await ledger(desk, lot, d, currency, lodged),
    d,
    lodged,
    currency,
  );
  b.next = res.seq + 1;
  return res;
}
