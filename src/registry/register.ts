/**
 * The strand office's register: lots lodged, claims, decisions on claims, sales,
 * payments and costs, dispositions and the settlement of average statements.
 *
 * The register holds no law. Every event builds the lot's next case from its
 * record (kinds.ts), decides it with the engine as of the event's day, and keeps
 * the determination with its receipt and readings. What the law refuses — a claim
 * after the owner's time has run, a forfeiture before it has — the register learns
 * from the determination, and it cites the determination's provisions. What falls
 * due are the dated duties and deadlines of the latest determination.
 *
 * Every change is one entry of the hash-chained journal (journal.ts), written in
 * one transaction with the tables it changes. Those tables are the journal's
 * projection: an import replays the entries' payloads and rebuilds them exactly.
 *
 * This file holds the register's transactions, its journal's head and the one way
 * an entry is written. Each event is a file of events/ on one path (events/
 * pipeline.ts); the reads are in reads.ts. What it keeps is in records.ts, the
 * engine's part and what falls due in determine.ts, the checks of the clerk's
 * input in checks.ts, the projection in projection.ts, and the export and import
 * in transfer.ts. What a kind's lot may do is the kind's (cases/kinds/*-lot.ts),
 * reached through kinds.ts.
 */

import { sql, type Transaction } from "kysely";
import type { Determination } from "../core/determination.js";
import { phrases } from "../core/messages.js";
import { canonicalJson } from "../engine/canonical.js";
import { checkActor, checkText } from "./checks.js";
import { busyError, RegisterError } from "./errors.js";
import { type AssessInput, assessEvent, checkAssessor } from "./events/assess.js";
import { type ClaimInput, claimEvent } from "./events/claim.js";
import { type CostInput, costEvent } from "./events/cost.js";
import { type DecideInput, decideEvent } from "./events/decide.js";
import { type DisposeInput, disposeEvent } from "./events/dispose.js";
import { type Batch, LOT_ID, lodge } from "./events/lodge.js";
import { type PayInput, payEvent } from "./events/pay.js";
import { type Desk, type EventSpec, runEvent } from "./events/pipeline.js";
import { readingChosen } from "./events/reading.js";
import { type SellInput, sellEvent } from "./events/sell.js";
import { advanceVerified, checkBeforeWrite, recordWalk, walkOnce } from "./guard.js";
import { type Entry, entryHash, type VerifyReport } from "./journal.js";
import type { Party } from "./lot-view.js";
import { applyEntry, keep, payloadJson, wholePayload } from "./projection.js";
import {
  dueBy,
  entries,
  findLot,
  historyOf,
  keptBodies,
  latestDetermination,
  listLots,
  lotOf,
  lotsKept,
  officeReadings,
  partiesOfLots,
  showLot,
} from "./reads.js";
import type {
  AddInput,
  Db,
  DueRow,
  HistoryItem,
  LotRecord,
  Payload,
  Shown,
  StoredPayload,
  WriteCommon,
  WriteResult,
} from "./records.js";
import { insertRows } from "./rows.js";
import type { RegisterTables } from "./schema.js";
import type { Store } from "./store.js";
import { exportLines, readExport } from "./transfer.js";
import { walkChain } from "./verify.js";

const say = phrases("refusal.register", {
  notEmpty: "a register is imported only into an empty one; this one has entries",
  actor: "the actor",
  reason: "the reason",
  lotId: "the lot id",
  noEntry: "--corrects {seq}: there is no entry {seq}",
});

export { LOT_ID, MAX_LOT_ID } from "./events/lodge.js";

export interface RegisterOptions {
  /** The time an entry is written, as ISO text. Default: the clock. */
  now?: () => string;
}

export class Register {
  readonly store: Store;
  private readonly db: Db;
  private readonly inTransaction: boolean;
  private readonly now: () => string;
  /**
   * Inside a transaction, which holds the head: the head as this transaction last
   * read or wrote it, so that a batch of writes need not read it back each time.
   */
  private known: { seq: number; hash: string } | undefined;
  /** Inside addMany: the head row is written once, when the batch is done, rather than after every entry. */
  private headLater = false;
  /** Inside a transaction: the chain was checked before its first write (guard.ts). */
  private chainChecked = false;

  constructor(store: Store, opts: RegisterOptions = {}, db?: Db) {
    this.store = store;
    this.db = db ?? store.db;
    this.inTransaction = db !== undefined;
    this.now = opts.now ?? (() => new Date().toISOString());
  }

  /**
   * Run several changes as one: all are written, or, if fn throws, none is and the
   * register is left exactly as it was. Nothing is written past a broken chain: the
   * whole chain is walked once through the store, and checked from there before
   * each change (guard.ts); a break refuses the change with a ChainBrokenError.
   */
  async transaction<T>(fn: (r: Register) => Promise<T>): Promise<T> {
    if (this.inTransaction) {
      if (!this.chainChecked) {
        await checkBeforeWrite(this.db, this.store, false);
        this.chainChecked = true;
      }
      return fn(this);
    }
    await walkOnce(this.store, () => this.verify());
    const left: { head?: { seq: number; hash: string } } = {};
    try {
      const out = await this.store.db.transaction().execute(async (trx) => {
        await lockHead(trx);
        await checkBeforeWrite(trx, this.store, true);
        const r = new Register(this.store, { now: this.now }, trx);
        r.chainChecked = true;
        const res = await fn(r);
        left.head = r.known;
        return res;
      });
      // Committed: the entries this change wrote are the next check's starting point.
      if (left.head) advanceVerified(this.store, left.head);
      return out;
    } catch (e) {
      throw busyError(e, this.store.where);
    }
  }

  /**
   * What a change would write, without writing it: `fn` runs in a transaction as a
   * write would, sees everything it would see and checks everything it would check,
   * and the transaction is then rolled back. A refusal is thrown as the write's would be.
   */
  async preview<T>(fn: (r: Register) => Promise<T>): Promise<T> {
    if (this.inTransaction) throw new Error("a preview cannot run inside another transaction");
    let result: { value: T } | undefined;
    try {
      await this.transaction(async (r) => {
        result = { value: await fn(r) };
        throw new RolledBack();
      });
    } catch (e) {
      if (!(e instanceof RolledBack) || result === undefined) throw e;
    }
    if (result === undefined) throw new Error("a preview ended without a result");
    return result.value;
  }

  // -------------------------------------------------------------------------
  // Writes

  /** Lodge a lot. */
  async add(input: AddInput): Promise<WriteResult> {
    const r = await this.addMany([input]);
    return r[0] as WriteResult;
  }

  /** Lodge many lots in one transaction (events/lodge.ts). */
  async addMany(inputs: readonly AddInput[]): Promise<WriteResult[]> {
    return this.transaction(async (r) => {
      const head = await r.head();
      const batch: Batch = {
        office: await r.officeReadings(),
        // The ids given, looked up at once; only those of the right form reach the store.
        taken: await lotsKept(
          r.db,
          inputs.flatMap((x) => (x.id !== undefined && LOT_ID.test(x.id) ? [x.id] : [])),
        ),
        seen: new Set<string>(),
        next: head.seq + 1,
        kept: async (id) => (await r.findLot(id)) !== undefined,
      };
      const out: WriteResult[] = [];
      r.headLater = true;
      try {
        for (const input of inputs) out.push(await lodge(r.desk(), input, batch));
      } catch (e) {
        // A caller that goes on in the same transaction finds the head where the entries written left it.
        r.headLater = false;
        await r.writeHead().catch(() => undefined);
        throw e;
      }
      r.headLater = false;
      await r.writeHead();
      return out;
    });
  }

  /**
   * An owner's claim, with the proof he offers, made by him or by his agent
   * (events/claim.ts).
   */
  async claim(lotId: string, input: ClaimInput): Promise<WriteResult> {
    return this.event(lotId, input, claimEvent(input));
  }

  /** The decision on a waiting claim, accepted or refused (events/decide.ts). */
  async decide(lotId: string, input: DecideInput): Promise<WriteResult> {
    return this.event(lotId, input, decideEvent(input));
  }

  /** An assessment by men of judgment, recorded by an officer (events/assess.ts). */
  async assess(lotId: string, input: AssessInput): Promise<WriteResult> {
    checkAssessor(input);
    return this.event(lotId, input, assessEvent(input));
  }

  /** The sale of goods that cannot be kept (events/sell.ts). */
  async sell(lotId: string, input: SellInput): Promise<WriteResult> {
    return this.event(lotId, input, sellEvent(input));
  }

  /** Costs the office laid out on the lot (events/cost.ts). */
  async cost(lotId: string, input: CostInput): Promise<WriteResult> {
    return this.event(lotId, input, costEvent(input));
  }

  /** A payment of what one party owes another under the lot's determination (events/pay.ts). */
  async pay(lotId: string, input: PayInput): Promise<WriteResult> {
    return this.event(lotId, input, payEvent(input));
  }

  /** The lot leaves the office, to the party the determination names (events/dispose.ts). */
  async dispose(lotId: string, input: DisposeInput): Promise<WriteResult> {
    return this.event(lotId, input, disposeEvent(input));
  }

  /** Set (or, with value "default", clear) an office reading; later determinations use it. */
  async setReading(
    input: WriteCommon & { name: string; value: string },
  ): Promise<WriteResult & { value: string | null }> {
    const { name, value } = readingChosen(input);
    const res = await this.transaction((r) =>
      r.append("reading", null, input, { event: { name, value }, reading: { name, value } }),
    );
    return { ...res, value };
  }

  // -------------------------------------------------------------------------
  // Reads

  async officeReadings(): Promise<Record<string, string>> {
    return officeReadings(this.db);
  }

  async findLot(id: string): Promise<LotRecord | undefined> {
    return findLot(this.db, id);
  }

  /**
   * The parties of each of these lots (partiesOf, lot-view.ts), by lot; a lot not
   * kept is left out (reads.ts).
   */
  async partiesOfLots(ids: Iterable<string>): Promise<Map<string, Party[]>> {
    return partiesOfLots(this.db, this.store.dialect, ids);
  }

  /** A lot, or an error naming the unknown id. */
  async lot(id: string): Promise<LotRecord> {
    return lotOf(this.db, id);
  }

  async list(
    o: { status?: string } = {},
  ): Promise<Omit<LotRecord, "case" | "claims" | "sales" | "costs" | "payments">[]> {
    return listLots(this.db, o);
  }

  async latestDetermination(lot: string): Promise<{ asOf: string; body: Determination } | undefined> {
    return latestDetermination(this.db, lot);
  }

  /** A lot with its latest determination, what is owed on it and what falls due. */
  async show(id: string): Promise<Shown> {
    return showLot(this.db, id);
  }

  /** What falls due on or before a day (and from a day, when given), in order of date (reads.ts). */
  async due(by: string, from?: string): Promise<DueRow[]> {
    return dueBy(this.db, this.store, this.inTransaction, by, from);
  }

  /**
   * A lot's chain of custody: its entries, each with its determination's situation
   * and receipt, and with `determinations` the whole determination behind each step.
   */
  async history(id: string, opts: { determinations?: boolean } = {}): Promise<HistoryItem[]> {
    return historyOf(this.db, id, opts);
  }

  /**
   * Walk the whole chain; the report names the first entry that does not match.
   * It reads one snapshot of the register (a read-only repeatable-read transaction
   * on PostgreSQL, one read transaction on SQLite), so that writes made while it
   * walks are neither half seen nor taken for a break. What it finds is kept for
   * the writes through this store (guard.ts): a break refuses them.
   */
  async verify(): Promise<VerifyReport> {
    if (this.inTransaction) return walkChain(this.db, this.store);
    const report =
      this.store.dialect === "postgres"
        ? await this.store.db
            .transaction()
            .setIsolationLevel("repeatable read")
            .setAccessMode("read only")
            .execute((trx) => walkChain(trx, this.store))
        : await this.store.db.transaction().execute((trx) => walkChain(trx, this.store));
    recordWalk(this.store, report);
    return report;
  }

  /** Every entry, in order, read a page at a time. */
  entries(page = 5000): AsyncGenerator<Entry> {
    return entries(this.db, page);
  }

  /** The register as versioned JSON Lines: a header, then every entry with its payload. */
  async *exportLines(): AsyncGenerator<string> {
    yield* exportLines(await this.head(), this.entries(), (hashes) => keptBodies(this.db, hashes));
  }

  /**
   * Read an export into an empty register. The whole chain is verified first;
   * nothing is written unless every entry matches.
   */
  async importLines(lines: Iterable<string>): Promise<{ entries: number; head: string }> {
    const { list, head: verified, kept } = readExport(lines);
    return this.transaction(async (r) => {
      const head = await r.head();
      if (head.seq !== 0) throw new RegisterError(say.notEmpty());
      for (let i = 0; i < list.length; i += 200) {
        const chunk = list.slice(i, i + 200);
        await r.db.insertInto("journal").values(chunk).execute();
        for (const e of chunk) {
          const k = e.determination ? kept.get(e.determination) : undefined;
          await applyEntry(r.db, e, wholePayload(e, k?.text), { ...(k ? { kept: k } : {}), ...sqliteOf(r.store) });
        }
      }
      const last = list.at(-1);
      if (last) await r.db.updateTable("head").set({ seq: last.seq, hash: last.hash }).where("id", "=", 1).execute();
      r.known = undefined;
      return { entries: list.length, head: verified };
    });
  }

  async head(): Promise<{ seq: number; hash: string }> {
    if (this.known) return { ...this.known };
    const h = await this.db.selectFrom("head").select(["seq", "hash"]).where("id", "=", 1).executeTakeFirstOrThrow();
    const head = { seq: Number(h.seq), hash: h.hash };
    if (this.inTransaction) this.known = { ...head };
    return head;
  }

  /** Write the head as this transaction holds it. */
  private async writeHead(): Promise<void> {
    if (!this.known) return;
    const { seq, hash } = this.known;
    await this.db.updateTable("head").set({ seq, hash }).where("id", "=", 1).execute();
  }

  // -------------------------------------------------------------------------
  // Inside

  /** An event on a lot, on the one path every event takes (events/pipeline.ts), in one transaction. */
  private event(lotId: string, w: WriteCommon & { date: string }, spec: EventSpec): Promise<WriteResult> {
    return this.transaction((r) => runEvent(r.desk(), lotId, w, spec));
  }

  /** What the events (events/) are given of the register inside a transaction. */
  private desk(): Desk {
    return {
      lot: (id) => this.lot(id),
      officeReadings: () => this.officeReadings(),
      latestDetermination: (lot) => this.latestDetermination(lot),
      head: () => this.head(),
      append: (kind, lot, w, payload) => this.append(kind, lot, w, payload),
    };
  }

  /** Write one entry and what it changes. Runs inside a transaction that holds the head. */
  private async append(kind: string, lot: string | null, w: WriteCommon, payload: Payload): Promise<WriteResult> {
    const actor = checkActor(w.actor);
    checkText(actor, say.actor());
    if (w.reason !== undefined) checkText(w.reason, say.reason());
    if (lot !== null) checkText(lot, say.lotId());
    for (const [k, v] of Object.entries(payload)) checkText(v, k);
    const head = await this.head();
    if (w.corrects !== undefined) {
      const target = await this.db
        .selectFrom("journal")
        .select(["seq", "lot"])
        .where("seq", "=", w.corrects)
        .executeTakeFirst();
      if (!target) throw new RegisterError(say.noEntry({ seq: String(w.corrects) }));
    }
    // The determination is kept once, apart: the entry names it by its hash.
    const kept = payload.determination ? keep(payload.determination.body) : undefined;
    const stored: StoredPayload = payload.determination
      ? { ...payload, determination: { asOf: payload.determination.asOf } }
      : payload;
    const lotJson = payload.lot ? canonicalJson(payload.lot) : undefined;
    const fields = {
      seq: head.seq + 1,
      prev: head.hash,
      at: this.now(),
      actor,
      kind,
      lot,
      payload: payloadJson(stored, lotJson),
      reason: w.reason ?? null,
      corrects: w.corrects ?? null,
      determination: kept?.hash ?? null,
    };
    const e: Entry = { ...fields, hash: entryHash(fields) };
    await insertRows(this.db, this.store.sqlite, "journal", [e]);
    this.known = undefined;
    if (!this.headLater)
      await this.db.updateTable("head").set({ seq: e.seq, hash: e.hash }).where("id", "=", 1).execute();
    if (this.inTransaction) this.known = { seq: e.seq, hash: e.hash };
    await applyEntry(this.db, e, payload, {
      ...(kept ? { kept } : {}),
      ...(lotJson !== undefined ? { lotJson } : {}),
      ...sqliteOf(this.store),
    });
    return {
      seq: e.seq,
      hash: e.hash,
      ...(payload.lot ? { lot: payload.lot } : {}),
      ...(payload.determination ? { determination: payload.determination.body } : {}),
      ...(payload.due ? { due: payload.due } : {}),
    };
  }
}

/** The store's SQLite connection, for writing rows to it directly, where it has one. */
function sqliteOf(store: Store): { sqlite?: NonNullable<Store["sqlite"]> } {
  return store.sqlite ? { sqlite: store.sqlite } : {};
}

/** Thrown to roll a preview's transaction back; never leaves preview(). */
class RolledBack extends Error {
  override name = "RolledBack";
}

/** Lock the journal's head for the rest of the transaction: writers wait for each other. */
async function lockHead(trx: Transaction<RegisterTables>): Promise<void> {
  await sql`update head set seq = seq where id = 1`.execute(trx);
}
