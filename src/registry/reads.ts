/**
 * The register's reads: lots, their determinations, what falls due, a lot's
 * history and the journal's entries, each read through the connection or the
 * transaction it is given (register.ts hands each its own).
 */

import { sql } from "kysely";
import type { Determination } from "../core/determination.js";
import { phrases } from "../core/messages.js";
import { checkDate } from "./checks.js";
import { currencyOf } from "./determine.js";
import { listDue } from "./due.js";
import { RegisterError } from "./errors.js";
import type { Entry } from "./journal.js";
import { owedLines } from "./ledger.js";
import { type Party, partiesFrom, partiesOf } from "./lot-view.js";
import { nameSaid } from "./names-said.js";
import { DUE_LISTED, keptDetermination, toDue, wholePayload } from "./projection.js";
import {
  type ClaimRecord,
  type Db,
  type DueRow,
  type HistoryItem,
  LOT_STATUSES,
  type LotRecord,
  type LotStatus,
  type Shown,
} from "./records.js";
import type { Store } from "./store.js";

export async function officeReadings(db: Db): Promise<Record<string, string>> {
  const rows = await db.selectFrom("office_readings").selectAll().orderBy("name").execute();
  return Object.fromEntries(rows.map((x) => [x.name, x.value]));
}

/** Which of these lot ids the register keeps already, looked up 500 at a time. */
export async function lotsKept(db: Db, ids: readonly string[]): Promise<Set<string>> {
  const out = new Set<string>();
  for (let i = 0; i < ids.length; i += 500) {
    const rows = await db
      .selectFrom("lots")
      .select("id")
      .where("id", "in", ids.slice(i, i + 500))
      .execute();
    for (const x of rows) out.add(x.id);
  }
  return out;
}

export async function findLot(db: Db, id: string): Promise<LotRecord | undefined> {
  const row = await db.selectFrom("lots").select("record").where("id", "=", id).executeTakeFirst();
  return row ? (JSON.parse(row.record) as LotRecord) : undefined;
}

/**
 * The parties of each of these lots (partiesOf, lot-view.ts), by lot, looked up
 * 500 lots at a time; of each lot's record the store hands out only what names
 * them, the people of its case and its claims. A lot not kept is left out.
 */
export async function partiesOfLots(
  db: Db,
  dialect: Store["dialect"],
  ids: Iterable<string>,
): Promise<Map<string, Party[]>> {
  const all = [...new Set(ids)];
  const out = new Map<string, Party[]>();
  const postgres = dialect === "postgres";
  const people = postgres
    ? sql<string | null>`(record::json #> '{case,facts,people}')::text`
    : sql<string | null>`record -> '$.case.facts.people'`;
  const claims = postgres
    ? sql<string | null>`(record::json -> 'claims')::text`
    : sql<string | null>`record -> '$.claims'`;
  for (let i = 0; i < all.length; i += 500) {
    const rows = await db
      .selectFrom("lots")
      .select(["id", people.as("people"), claims.as("claims")])
      .where("id", "in", all.slice(i, i + 500))
      .execute();
    for (const x of rows) {
      const listed = x.claims === null ? [] : (JSON.parse(x.claims) as ClaimRecord[]);
      out.set(x.id, partiesFrom(x.people === null ? undefined : JSON.parse(x.people), listed));
    }
  }
  return out;
}

const say = phrases("refusal.reads", {
  unknownLot: 'unknown lot "{id}"; `sealaw register list` shows the lots',
  notStatus: '"{status}" is not a status of a lot; the statuses are {statuses}',
  noDetermination: "lot {id} has no determination",
});

/** A lot, or an error naming the unknown id. */
export async function lotOf(db: Db, id: string): Promise<LotRecord> {
  const l = await findLot(db, id);
  if (!l) throw new RegisterError(say.unknownLot({ id }));
  return l;
}

export async function listLots(
  db: Db,
  o: { status?: string } = {},
): Promise<Omit<LotRecord, "case" | "claims" | "sales" | "costs" | "payments">[]> {
  if (o.status !== undefined && !(LOT_STATUSES as readonly string[]).includes(o.status))
    throw new RegisterError(say.notStatus({ status: o.status, statuses: LOT_STATUSES.join(", ") }));
  let q = db.selectFrom("lots").select(["id", "statute", "kind", "description", "status", "lodged"]);
  if (o.status !== undefined) q = q.where("status", "=", o.status);
  const rows = await q.orderBy("seq").execute();
  return rows.map((x) => ({ ...x, status: x.status as LotStatus }));
}

export async function latestDetermination(
  db: Db,
  lot: string,
): Promise<{ asOf: string; body: Determination } | undefined> {
  const row = await db
    .selectFrom("determinations")
    .innerJoin("determination_bodies", "determination_bodies.hash", "determinations.hash")
    .select(["determinations.as_of", "determination_bodies.body"])
    .where("determinations.lot", "=", lot)
    .orderBy("determinations.seq", "desc")
    .limit(1)
    .executeTakeFirst();
  return row ? { asOf: row.as_of, body: keptDetermination(row.body) } : undefined;
}

/** A lot with its latest determination, what is owed on it and what falls due. */
export async function showLot(db: Db, id: string): Promise<Shown> {
  const lot = await lotOf(db, id);
  const last = await latestDetermination(db, id);
  if (!last) throw new RegisterError(say.noDetermination({ id }));
  const office = await officeReadings(db);
  const currency = currencyOf(lot.case, office);
  const due = await db.selectFrom("due").selectAll().where("lot", "=", id).orderBy("date").execute();
  const postings = lot.postings ?? [];
  const parties = partiesOf(lot, last.body);
  return {
    lot,
    determination: last.body,
    asOf: last.asOf,
    owed: owedLines(postings, currency, (x) => nameSaid(x, parties)),
    postings,
    due: due.map(toDue),
  };
}

/**
 * What falls due on or before a day (and from a day, when given), and what is
 * owed on demand from that day or before, in order of date: a range read of the
 * index due_listing, which holds every column listed (and, from a day, one of
 * due_on_demand for what was owed on demand before it),
 * so that its time goes with the rows listed, not with the lots kept. On SQLite
 * straight from the connection, while holding it (due.ts); on PostgreSQL through Kysely.
 */
export async function dueBy(
  db: Db,
  store: Store,
  inTransaction: boolean,
  by: string,
  from?: string,
): Promise<DueRow[]> {
  checkDate(by, "--by", "by");
  if (from !== undefined) checkDate(from, "--from", "from");
  const raw = store.sqlite;
  if (raw) {
    if (inTransaction) return listDue(raw, by, from);
    return store.db.connection().execute(async () => listDue(raw, by, from));
  }
  let q = db.selectFrom("due").select(DUE_LISTED).where("date", "<=", by);
  if (from !== undefined) q = q.where("date", ">=", from);
  const rows = await q.orderBy("date").orderBy("lot").execute();
  if (from === undefined || from === "") return rows.map(toDue);
  // Owed on demand since before the first day: owed on it still, and listed first, being dated earlier.
  const before = await db
    .selectFrom("due")
    .select(DUE_LISTED)
    .where("on_demand", "=", 1)
    .where("date", "<", from)
    .where("date", "<=", by)
    .orderBy("date")
    .orderBy("lot")
    .execute();
  return [...before, ...rows].map(toDue);
}

/**
 * A lot's chain of custody: its entries, each with its determination's situation
 * and receipt, and with `determinations` the whole determination behind each step.
 */
export async function historyOf(db: Db, id: string, opts: { determinations?: boolean } = {}): Promise<HistoryItem[]> {
  await lotOf(db, id);
  const rows = await db
    .selectFrom("journal")
    .leftJoin("determination_bodies", "determination_bodies.hash", "journal.determination")
    .selectAll("journal")
    .select("determination_bodies.body")
    .where("journal.lot", "=", id)
    .orderBy("journal.seq")
    .execute();
  return rows.map((e) => {
    const p = wholePayload(e, e.body);
    return {
      seq: e.seq,
      at: e.at,
      actor: e.actor,
      kind: e.kind,
      reason: e.reason,
      corrects: e.corrects,
      hash: e.hash,
      event: p.event,
      ...(p.determination
        ? {
            situation: p.determination.body.situation,
            receipt: p.determination.body.receipt,
            ...(opts.determinations ? { determination: p.determination.body } : {}),
          }
        : {}),
    };
  });
}

/** Every entry, in order, read a page at a time. */
export async function* entries(db: Db, page = 5000): AsyncGenerator<Entry> {
  let after = 0;
  for (;;) {
    const rows = await db
      .selectFrom("journal")
      .selectAll()
      .where("seq", ">", after)
      .orderBy("seq")
      .limit(page)
      .execute();
    for (const e of rows) yield e;
    if (rows.length < page) return;
    after = (rows.at(-1) as Entry).seq;
  }
}

/** The determinations kept under these hashes. */
export async function keptBodies(db: Db, hashes: string[]): Promise<Map<string, string>> {
  const out = new Map<string, string>();
  for (let i = 0; i < hashes.length; i += 500) {
    const rows = await db
      .selectFrom("determination_bodies")
      .select(["hash", "body"])
      .where("hash", "in", hashes.slice(i, i + 500))
      .execute();
    for (const x of rows) out.set(x.hash, x.body);
  }
  return out;
}
