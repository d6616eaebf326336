/**
 * How an event of the register becomes facts of a lot's case. This file holds no
 * law and no knowledge of any kind: each kind the register keeps lots of says
 * where its case keeps a fact (src/cases/kinds/*-lot.ts); here the register finds
 * the lot's kind, checks the clerk's fields against their one schema, and gives a
 * kind's refusal as the register's, so that the register can build the next case
 * from the lot's record without the clerk writing a case file. What the facts come
 * to is the engine's to decide.
 */

import {
  type Assessable,
  type CaseFile,
  type Claim,
  COST_KINDS,
  type CostKind,
  CUSTODY_RECIPIENTS,
  costKindFault,
  DEFAULT_FIELD_LOT,
  type LaidOut,
  LotError,
  type LotFields,
  type LotKind,
  parseLotFields,
  type Recipient,
} from "../cases/kinds/lot.js";
import { LOT_KIND_TABLE } from "../cases/kinds/lots.js";
import { phrases } from "../core/messages.js";
import { RegisterError } from "./errors.js";
import { joinSaid } from "./names-said.js";

export type { Assessable, CaseFile, Claim, CostKind, LotFields, Recipient };
export { COST_KINDS, costKindFault, DEFAULT_FIELD_LOT };

/** The kinds the register keeps lots of, as statute/kind. */
export const LOT_KINDS = Object.keys(LOT_KIND_TABLE);

const say = phrases("refusal.kinds", {
  notALot: 'the register keeps lots of {kinds}; a {statute} case of kind "{kind}" is not a lot in custody',
  field: "fields.{field}: {message}",
  caseFile: "a lot of {statute}/{kind} is lodged with its case file (--case FILE), not with fields",
  noSettle: "a case of {statute}/{kind} drew up an average statement, but its kind says not how one is settled",
  noAssessment: 'a case of {statute}/{kind} has no assessment "{field}"{has}',
  has: "; it has {fields}",
  nothingAssessed: "; nothing on it is assessed through the register",
  noFacts: "a case of {statute}/{kind} has no facts for {what}",
  aClaim: "an owner's claim",
  aDecision: "a decision on a claim",
  aSale: "a sale",
  costs: "costs laid out by the office",
});

function kindOf(statute: string, kind: string): LotKind {
  const k = LOT_KIND_TABLE[`${statute}/${kind}`];
  if (!k) {
    throw new RegisterError(say.notALot({ kinds: LOT_KINDS.join(", "), statute, kind }));
  }
  return k;
}

/** Run a kind's part; a fact it cannot place is the clerk's mistake, refused by the register. */
function placed<T>(fn: () => T): T {
  try {
    return fn();
  } catch (e) {
    if (e instanceof LotError) throw new RegisterError(e.message, [], e.path);
    throw e;
  }
}

/**
 * A case of the lot's kind from its fields, checked first against their schema:
 * a refusal names the field (`fields.finder`).
 */
export function caseFromFields(input: LotFields): CaseFile {
  const p = parseLotFields(input);
  if (!p.ok) {
    const first = p.faults[0] as { field: string; message: string };
    throw new RegisterError(
      joinSaid(
        p.faults.map((f) => say.field({ field: f.field, message: f.message })),
        "; ",
      ),
      [],
      first.field === "" ? "fields" : `fields.${first.field}`,
    );
  }
  const f = p.fields;
  const k = kindOf(f.statute, f.kind);
  const from = k.fromFields;
  if (!from) {
    throw new RegisterError(say.caseFile({ statute: f.statute, kind: f.kind }));
  }
  return placed(() => from(f));
}

/** Whether a lot of this case's kind is sold item by item, and so may be sold more than once. */
export function soldByItem(c: CaseFile): boolean {
  return kindOf(c.statute, c.kind).soldByItem === true;
}

/**
 * How the lot's kind settles an average statement its determination leaves unsettled:
 * the register pays out what the kind says, and knows no statute's rule of its own.
 */
export function settlementOf(c: CaseFile): NonNullable<LotKind["settle"]> {
  const settle = kindOf(c.statute, c.kind).settle;
  if (!settle) {
    throw new RegisterError(say.noSettle({ statute: c.statute, kind: c.kind }));
  }
  return settle;
}

/** Those a lot of this case's kind may go to when no owner has it back, by the name a clerk gives (--to). */
export function recipientsOf(c: CaseFile): Readonly<Record<string, Recipient>> {
  return kindOf(c.statute, c.kind).recipients ?? CUSTODY_RECIPIENTS;
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
      say.noAssessment({
        statute: c.statute,
        kind: c.kind,
        field,
        has: has.length ? say.has({ fields: has.join(", ") }) : say.nothingAssessed(),
      }),
      [],
      "field",
    );
  }
  return a;
}

function unsupported(c: CaseFile, what: string): never {
  throw new RegisterError(say.noFacts({ statute: c.statute, kind: c.kind, what }));
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
    if (!k.claim) unsupported(c, say.aClaim());
    const n = structuredClone(c);
    k.claim(n, claim);
    return n;
  },
  decision(c: CaseFile, accepted: boolean, reward?: string): CaseFile {
    const k = kindOf(c.statute, c.kind);
    if (!k.decision) unsupported(c, say.aDecision());
    const n = structuredClone(c);
    k.decision(n, accepted, reward);
    return n;
  },
  sale(c: CaseFile, sale: { date: string; price: string; item?: string }): CaseFile {
    const k = kindOf(c.statute, c.kind);
    const sell = k.sale;
    if (!sell) unsupported(c, say.aSale());
    const n = structuredClone(c);
    placed(() => sell(n, sale));
    return n;
  },
  assess(c: CaseFile, field: string, value: string | boolean, by: string, item?: string): CaseFile {
    const n = structuredClone(c);
    const a = assessable(c, field);
    placed(() => a.set(n, value, by, item));
    return n;
  },
  cost(c: CaseFile, cost: LaidOut, add: (a: string, b: string) => string): CaseFile {
    const k = kindOf(c.statute, c.kind);
    const lay = k.cost;
    if (!lay) unsupported(c, say.costs());
    const n = structuredClone(c);
    placed(() => lay(n, cost, add));
    return n;
  },
};
