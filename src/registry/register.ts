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
 * This file holds the register's events and reads. What it keeps is in
 * records.ts, the engine's part and what falls due in determine.ts, the checks of
 * the clerk's input in checks.ts, the projection in projection.ts, and the export
 * and import in transfer.ts.
 */

import { sql, type Transaction } from "kysely";
import type { Determination } from "../core/determination.js";
import { clip } from "../core/errors.js";
import type { Currency } from "../core/money.js";
import { Rational } from "../core/rational.js";
import { canonicalJson } from "../engine/canonical.js";
import { allReadings } from "../law/index.js";
import { checkActor, checkDate, checkLength, checkText, parseAmount } from "./checks.js";
import { citesOf, currencyOf, decideCase, decideCurrency, dueRows } from "./determine.js";
import { listDue } from "./due.js";
import { busyError, RegisterError } from "./errors.js";
import { advanceVerified, checkBeforeWrite, recordWalk, walkOnce } from "./guard.js";
import { type Entry, entryHash, type VerifyReport } from "./journal.js";
import {
  assessable,
  type CaseFile,
  COST_KINDS,
  type CostKind,
  caseFromFields,
  caseLodged,
  checkLotKind,
  events,
  soldByItem,
} from "./kinds.js";
import { allPaid, discharge, owedLines, postingsOf, reconcile } from "./ledger.js";
import { type Party, partiesFrom } from "./lot-view.js";
import { applyEntry, DUE_LISTED, keep, keptDetermination, payloadJson, toDue, wholePayload } from "./projection.js";
import {
  type AddInput,
  CLOSED,
  type ClaimRecord,
  type Db,
  type DueRow,
  type HistoryItem,
  LOT_STATUSES,
  type LotRecord,
  type LotStatus,
  type Payload,
  type PaymentRecord,
  type Shown,
  type StoredPayload,
  type WriteCommon,
  type WriteResult,
} from "./records.js";
import { insertRows } from "./rows.js";
import type { RegisterTables } from "./schema.js";
import type { Store } from "./store.js";
import { disposal } from "./title.js";
import { exportLines, readExport } from "./transfer.js";
import { walkChain } from "./verify.js";

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

  /** Lodge many lots in one transaction. */
  async addMany(inputs: readonly AddInput[]): Promise<WriteResult[]> {
    return this.transaction(async (r) => {
      const office = await r.officeReadings();
      const out: WriteResult[] = [];
      const seen = new Set<string>();
      const head = await r.head();
      let next = head.seq + 1;
      // The ids given, looked up at once; only those of the right form reach the store.
      const taken = await r.lotsKept(inputs.flatMap((x) => (x.id !== undefined && LOT_ID.test(x.id) ? [x.id] : [])));
      r.headLater = true;
      try {
        for (const input of inputs) {
          const c = input.case ?? (input.fields ? caseFromFields(input.fields) : undefined);
          if (!c) throw new RegisterError("give the lot's case file (--case FILE) or its fields");
          checkLotKind(c.statute, c.kind);
          // The kind reads the day it was lodged from the facts before the case is decided (and checked).
          const facts: unknown = c.facts;
          if (facts === null || typeof facts !== "object" || Array.isArray(facts)) {
            throw new RegisterError("the lot's case has no facts: a case file gives them as a mapping under `facts`");
          }
          const lodged = checkDate(
            input.date ?? input.fields?.lodged ?? caseLodged(c),
            "the day it was lodged",
            input.date !== undefined ? "date" : input.fields?.lodged !== undefined ? "fields.lodged" : undefined,
          );
          const id = input.id ?? `lot-${next}`;
          if (id.length > MAX_LOT_ID) {
            throw new RegisterError(
              `the lot id "${clip(id, 60)}" has ${id.length.toLocaleString("en")} characters; an id has at most ${MAX_LOT_ID}`,
              [],
              "id",
            );
          }
          if (!LOT_ID.test(id)) {
            throw new RegisterError(`the lot id "${id}" may hold letters, digits, '.', '_' and '-' only`);
          }
          if (seen.has(id) || (input.id !== undefined ? taken.has(id) : await r.findLot(id)))
            throw new RegisterError(`a lot "${id}" is already in the register`);
          seen.add(id);
          const caseAsOf = events.asOf(c, lodged);
          const { d, currency } = decideCase(caseAsOf, office);
          const f = input.fields;
          // A lot lodged from a case keeps the same bounds on its texts as one lodged from fields.
          const description = f?.description ?? c.title ?? `${c.statute} ${c.kind}`;
          checkLength(
            description,
            "the lot's description",
            f?.description !== undefined ? "fields.description" : "case.title",
          );
          checkLength(input.marks, "the lot's marks", "marks");
          checkLength(input.quantity, "the lot's quantity", "quantity");
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
          const res = await r.write("lodge", input, { date: lodged }, await r.ledger(lot, d, currency), d, lodged);
          next = res.seq + 1;
          out.push(res);
        }
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
   * (dl-vrag/9: "den rette ejer ... eller hans fuldmægtig"). Several claims may
   * wait on one lot, each for its own decision: a claim is heard when the
   * determination with it as of its day still gives the claimant a time to come,
   * whatever other claims wait or were refused.
   */
  async claim(
    lotId: string,
    input: WriteCommon & { claimant: string; date: string; proof?: string; agent?: string },
  ): Promise<WriteResult> {
    return this.event(
      "claim",
      lotId,
      input,
      { what: "claimed", day: "the claim" },
      async ({ r, lot, date, office }) => {
        if (!input.claimant?.trim()) throw new RegisterError("the claim names no claimant: give --claimant NAME");
        if (input.agent !== undefined && !input.agent.trim()) {
          throw new RegisterError("the claim's agent is blank: give --agent NAME, or leave it out", [], "agent");
        }
        const accepted = lot.claims.find((c) => c.decision?.accepted);
        if (accepted)
          throw new RegisterError(
            `lot ${lot.id} was already awarded to ${accepted.name} on ${accepted.decision?.date}`,
          );
        const claimant = { id: `claimant-${lot.claims.length + 1}`, name: input.claimant.trim(), date };
        const c = events.claim(events.asOf(lot.case, date), claimant);
        const heard = decideCase(c, office).d;
        const open = heard.options.filter((o) => o.deadline !== undefined && (o.status ?? "open") === "open");
        if (open.length === 0) {
          const last = await r.latestDetermination(lot.id);
          const lapsed = last?.body.options.find((o) => o.deadline !== undefined);
          throw new RegisterError(
            lapsed
              ? `the claim of ${claimant.name} of ${date} on lot ${lot.id} is refused: the time to come for it ran to ${lapsed.deadline} (${lapsed.provisions.join(", ")})${lapsed.lapse ? `; ${lapsed.lapse}` : ""}. As of ${date}: ${heard.situation}`
              : `the claim of ${claimant.name} of ${date} on lot ${lot.id} is refused: as of ${date} the determination gives no one a time to come for it: ${heard.situation}`,
            lapsed?.provisions ?? citesOf(heard),
          );
        }
        const extra = {
          ...(input.agent ? { agent: input.agent.trim() } : {}),
          ...(input.proof ? { proof: input.proof } : {}),
        };
        return {
          case: c,
          patch: { claims: [...lot.claims, { ...claimant, ...extra }] },
          event: { date, claimant: claimant.name, id: claimant.id, ...extra },
        };
      },
    );
  }

  /**
   * The decision on a waiting claim (`claimant`: its id or its claimant's name;
   * needed when several wait): accepted or refused, by the actor, and why. Once
   * one is refused, the lot's case carries the earliest claim still waiting.
   */
  async decide(
    lotId: string,
    input: WriteCommon & { accept: boolean; date: string; reward?: string; claimant?: string },
  ): Promise<WriteResult> {
    return this.event(
      "decision",
      lotId,
      input,
      { what: "decided on", day: "the decision" },
      ({ lot, date, currency }) => {
        const waiting = lot.claims.filter((c) => c.decision === undefined);
        const list = waiting.map((c) => `${c.id} (${c.name}, of ${c.date})`).join(", ");
        let pending: ClaimRecord | undefined;
        if (input.claimant !== undefined) {
          const named = waiting.filter((c) => c.id === input.claimant || c.name === input.claimant);
          if (named.length !== 1) {
            throw new RegisterError(
              `no claim "${input.claimant}" on lot ${lot.id} is waiting for a decision${named.length > 1 ? " that its name alone picks out" : ""}; ${waiting.length ? `waiting: ${list}` : "none is waiting"}`,
              [],
              "claimant",
            );
          }
          pending = named[0];
        } else if (waiting.length > 1) {
          throw new RegisterError(
            `${waiting.length} claims on lot ${lot.id} are waiting for a decision: ${list}; name the one decided (--claimant ID)`,
            [],
            "claimant",
          );
        } else pending = waiting[0];
        if (!pending) throw new RegisterError(`no claim on lot ${lot.id} is waiting for a decision`);
        const accepted = lot.claims.find((c) => c.decision?.accepted);
        if (accepted)
          throw new RegisterError(
            `lot ${lot.id} was already awarded to ${accepted.name} on ${accepted.decision?.date}`,
          );
        if (date < pending.date) {
          throw new RegisterError(
            `the decision of ${date} comes before the claim it decides, of ${pending.date}`,
            [],
            "date",
          );
        }
        const reward =
          input.reward === undefined ? undefined : parseAmount(currency, input.reward, "the reward", "reward").text;
        const decision = {
          accepted: input.accept,
          date,
          by: checkActor(input.actor),
          ...(input.reason ? { reason: input.reason } : {}),
          ...(reward ? { reward } : {}),
        };
        const heard = events.claim(events.asOf(lot.case, date), pending);
        let c = events.decision(heard, input.accept, reward);
        const next = input.accept ? undefined : waiting.find((x) => x !== pending);
        if (next) c = events.claim(c, next);
        const decided = pending;
        return {
          case: c,
          patch: { claims: lot.claims.map((x) => (x === decided ? { ...x, decision } : x)) },
          event: { date, claimant: decided.id, accepted: input.accept, ...(reward ? { reward } : {}) },
        };
      },
    );
  }

  /**
   * An assessment by men of judgment (a value, a salvage reward, whether a find was
   * on the open sea), recorded by an officer: a fact of the lot's case from then
   * on, which the next determination uses. A clerk does not assess.
   */
  async assess(
    lotId: string,
    input: WriteCommon & { date: string; field: string; value: string; by: string; role: string; item?: string },
  ): Promise<WriteResult> {
    if (input.role !== "officer" && input.role !== "admin") {
      throw new RegisterError(
        `an assessment is recorded by an officer, not by a ${input.role || "clerk"}: the law leaves it to men of judgment, whom an officer names`,
        [],
        "role",
      );
    }
    return this.event(
      "assessment",
      lotId,
      input,
      { what: "assessed", day: "the assessment" },
      ({ lot, date, currency }) => {
        if (!input.by?.trim())
          throw new RegisterError("the assessment names no one who made it: give --by WHOM", [], "by");
        const field = assessable(lot.case, input.field);
        let value: string | boolean;
        if (field.value === "money") {
          const m = parseAmount(currency, input.value, `the assessment of ${field.what}`, "value");
          if (m.money.minor.sign() < 0) throw new RegisterError(`${field.what} cannot be negative`, [], "value");
          value = m.text;
        } else if (field.value === "yes/no") {
          if (!/^(yes|no|true|false)$/.test(input.value)) {
            throw new RegisterError(`${field.what} is assessed yes or no, not "${input.value}"`, [], "value");
          }
          value = input.value === "yes" || input.value === "true";
        } else {
          if (input.value !== "sea" && input.value !== "open-sea") {
            throw new RegisterError(`${field.what} is assessed sea or open-sea, not "${input.value}"`, [], "value");
          }
          value = input.value;
        }
        const by = input.by.trim();
        const assessment = { date, field: input.field, value, by, ...(input.item ? { item: input.item } : {}) };
        return {
          case: events.assess(events.asOf(lot.case, date), input.field, value, by, input.item),
          patch: { assessments: [...(lot.assessments ?? []), assessment] },
          event: assessment,
        };
      },
    );
  }

  /** The sale of goods that cannot be kept: from then on the price stands in for them. */
  async sell(
    lotId: string,
    input: WriteCommon & { date: string; price: string; buyer?: string; item?: string },
  ): Promise<WriteResult> {
    return this.event("sale", lotId, input, { what: "sold", day: "the sale" }, ({ lot, date, currency }) => {
      if (lot.status === "sold" && !soldByItem(lot.case)) {
        throw new RegisterError(`lot ${lot.id} was already sold on ${lot.sales[0]?.date}`);
      }
      const price = parseAmount(currency, input.price, "the price", "price");
      if (price.money.minor.isZero()) throw new RegisterError(`the price of lot ${lot.id} is zero`, [], "price");
      const sale = { date, price: price.text, ...(input.item ? { item: input.item } : {}) };
      const record = { ...sale, ...(input.buyer ? { buyer: input.buyer } : {}) };
      return {
        case: events.sale(events.asOf(lot.case, date), sale),
        patch: { status: "sold", sales: [...lot.sales, record] },
        event: record,
      };
    });
  }

  /** Costs the office laid out on the lot (storage, carriage, drying): a fact of its case. */
  async cost(
    lotId: string,
    input: WriteCommon & { date: string; amount: string; for?: string; item?: string; kind?: CostKind },
  ): Promise<WriteResult> {
    return this.event(
      "cost",
      lotId,
      input,
      { what: "charged with costs", day: "the costs" },
      ({ lot, date, currency }) => {
        if (input.kind !== undefined && !COST_KINDS.includes(input.kind))
          throw new RegisterError(
            `kind: a cost is of keeping (dl-vrag/8) or of saving (dl-vrag/10), not "${String(input.kind)}"`,
          );
        const amount = parseAmount(currency, input.amount, "the costs", "amount");
        const add = (a: string, b: string) =>
          parseAmount(currency, a, "costs")
            .money.add(parseAmount(currency, b, "costs").money)
            .format();
        const cost = {
          date,
          amount: amount.text,
          ...(input.for ? { for: input.for } : {}),
          ...(input.item ? { item: input.item } : {}),
          ...(input.kind ? { kind: input.kind } : {}),
        };
        return {
          case: events.cost(
            events.asOf(lot.case, date),
            {
              amount: amount.text,
              ...(input.item ? { item: input.item } : {}),
              ...(input.kind ? { kind: input.kind } : {}),
            },
            add,
          ),
          patch: { costs: [...lot.costs, cost] },
          event: cost,
        };
      },
    );
  }

  /**
   * A payment of what one party owes another under the lot's determination: it
   * discharges the postings named (`postings`), or else the open postings from
   * `from` to `to`, oldest first. Refused beyond what is open. A lot that has left
   * the office is still paid what it owes.
   */
  async pay(
    lotId: string,
    input: WriteCommon & {
      date: string;
      from: string;
      to: string;
      amount: string;
      for?: string;
      postings?: readonly string[];
    },
  ): Promise<WriteResult> {
    return this.event("payment", lotId, input, { day: "the payment" }, ({ lot, date, currency }) => {
      const amount = parseAmount(currency, input.amount, "the payment", "amount");
      if (amount.money.minor.sign() <= 0) throw new RegisterError("the payment is zero", [], "amount");
      return {
        event: {
          date,
          from: input.from,
          to: input.to,
          amount: amount.money.format(),
          ...(input.for ? { for: input.for } : {}),
        },
        settle: (ledger, d, e) => {
          const blocked = d.assessments.filter(
            (a) =>
              a.status === "needed" &&
              ledger.postings?.some(
                (p) =>
                  p.debtor === input.from &&
                  p.creditor === input.to &&
                  p.provisions.some((x) => a.provisions.includes(x)),
              ),
          );
          if (blocked.length > 0) {
            throw new RegisterError(
              `what "${input.from}" owes "${input.to}" on lot ${lot.id} waits on an assessment still needed: ${blocked.map((a) => `${a.what}, by ${a.by}`).join("; ")} (register assess)`,
              blocked.flatMap((a) => a.provisions),
            );
          }
          const paid = discharge(ledger.postings ?? [], {
            debtor: input.from,
            creditor: input.to,
            amount: amount.money.minor,
            ...(input.postings ? { ids: input.postings } : {}),
            lot: lot.id,
            currency,
          });
          const payment: PaymentRecord = {
            date,
            from: input.from,
            to: input.to,
            minor: amount.money.minor.toString(),
            text: amount.money.format(),
            ...(input.for ? { for: input.for } : {}),
            discharged: paid.discharged,
          };
          e.postings = paid.discharged;
          const next: LotRecord = { ...ledger, payments: [...lot.payments, payment], postings: paid.postings };
          if ((d.statement || (d.averages ?? []).length > 0) && paid.postings.length > 0 && allPaid(paid.postings)) {
            next.status = "settled";
          }
          return next;
        },
      };
    });
  }

  /**
   * The lot leaves the office, only to the party the determination as of that day
   * names as entitled to it: returned to the owner whose claim was accepted, once
   * he has paid what he owes for it; or, once no one may still come for it, handed
   * to the king, the foreshore holder or the community that the determination
   * gives it to.
   */
  async dispose(lotId: string, input: WriteCommon & { date: string; to: string }): Promise<WriteResult> {
    return this.event("disposition", lotId, input, { what: "disposed of", day: "the disposition" }, ({ date }) => ({
      event: { date, to: input.to },
      settle: (ledger, d, e, currency) => {
        const { status, shares } = disposal(ledger, d, date, input.to, currency);
        e.shares = shares;
        return { ...ledger, status, disposition: { date, to: input.to, shares } };
      },
    }));
  }

  /** Set (or, with value "default", clear) an office reading; later determinations use it. */
  async setReading(
    input: WriteCommon & { name: string; value: string },
  ): Promise<WriteResult & { value: string | null }> {
    const def = allReadings().find((x) => x.name === input.name || x.question === input.name);
    if (!def) throw new RegisterError(`unknown reading "${input.name}"; see \`sealaw readings\``);
    let value: string | null = null;
    if (input.value !== "default") {
      const alt = def.alternatives.find((a) => a.code === input.value || a.slug === input.value);
      if (!alt) {
        throw new RegisterError(
          `the reading ${def.name} has no alternative "${input.value}"; it has ${def.alternatives.map((a) => `${a.code} (${a.slug})`).join(", ")}`,
        );
      }
      value = alt.code;
    }
    const res = await this.transaction((r) =>
      r.append("reading", null, input, { event: { name: def.name, value }, reading: { name: def.name, value } }),
    );
    return { ...res, value };
  }

  // -------------------------------------------------------------------------
  // Reads

  async officeReadings(): Promise<Record<string, string>> {
    const rows = await this.db.selectFrom("office_readings").selectAll().orderBy("name").execute();
    return Object.fromEntries(rows.map((x) => [x.name, x.value]));
  }

  /** Which of these lot ids the register keeps already, looked up 500 at a time. */
  private async lotsKept(ids: readonly string[]): Promise<Set<string>> {
    const out = new Set<string>();
    for (let i = 0; i < ids.length; i += 500) {
      const rows = await this.db
        .selectFrom("lots")
        .select("id")
        .where("id", "in", ids.slice(i, i + 500))
        .execute();
      for (const x of rows) out.add(x.id);
    }
    return out;
  }

  async findLot(id: string): Promise<LotRecord | undefined> {
    const row = await this.db.selectFrom("lots").select("record").where("id", "=", id).executeTakeFirst();
    return row ? (JSON.parse(row.record) as LotRecord) : undefined;
  }

  /**
   * The parties of each of these lots (partiesOf, lot-view.ts), by lot, looked up
   * 500 lots at a time; of each lot's record the store hands out only what names
   * them, the people of its case and its claims. A lot not kept is left out.
   */
  async partiesOfLots(ids: Iterable<string>): Promise<Map<string, Party[]>> {
    const all = [...new Set(ids)];
    const out = new Map<string, Party[]>();
    const postgres = this.store.dialect === "postgres";
    const people = postgres
      ? sql<string | null>`(record::json #> '{case,facts,people}')::text`
      : sql<string | null>`record -> '$.case.facts.people'`;
    const claims = postgres
      ? sql<string | null>`(record::json -> 'claims')::text`
      : sql<string | null>`record -> '$.claims'`;
    for (let i = 0; i < all.length; i += 500) {
      const rows = await this.db
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

  /** A lot, or an error naming the unknown id. */
  async lot(id: string): Promise<LotRecord> {
    const l = await this.findLot(id);
    if (!l) throw new RegisterError(`unknown lot "${id}"; \`sealaw register list\` shows the lots`);
    return l;
  }

  async list(
    o: { status?: string } = {},
  ): Promise<Omit<LotRecord, "case" | "claims" | "sales" | "costs" | "payments">[]> {
    if (o.status !== undefined && !(LOT_STATUSES as readonly string[]).includes(o.status))
      throw new RegisterError(`"${o.status}" is not a status of a lot; the statuses are ${LOT_STATUSES.join(", ")}`);
    let q = this.db.selectFrom("lots").select(["id", "statute", "kind", "description", "status", "lodged"]);
    if (o.status !== undefined) q = q.where("status", "=", o.status);
    const rows = await q.orderBy("seq").execute();
    return rows.map((x) => ({ ...x, status: x.status as LotStatus }));
  }

  async latestDetermination(lot: string): Promise<{ asOf: string; body: Determination } | undefined> {
    const row = await this.db
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
  async show(id: string): Promise<Shown> {
    const lot = await this.lot(id);
    const last = await this.latestDetermination(id);
    if (!last) throw new RegisterError(`lot ${id} has no determination`);
    const office = await this.officeReadings();
    const { currency } = decideCurrency(lot.case, office);
    const due = await this.db.selectFrom("due").selectAll().where("lot", "=", id).orderBy("date").execute();
    const postings = lot.postings ?? [];
    return {
      lot,
      determination: last.body,
      asOf: last.asOf,
      owed: owedLines(postings, currency),
      postings,
      due: due.map(toDue),
    };
  }

  /**
   * What falls due on or before a day (and from a day, when given), in order of
   * date: a range read of the index due_listing, which holds every column listed,
   * so that its time goes with the rows listed, not with the lots kept. On SQLite
   * straight from the connection, while holding it (due.ts); on PostgreSQL through Kysely.
   */
  async due(by: string, from?: string): Promise<DueRow[]> {
    checkDate(by, "--by", "by");
    if (from !== undefined) checkDate(from, "--from", "from");
    const raw = this.store.sqlite;
    if (raw) {
      if (this.inTransaction) return listDue(raw, by, from);
      return this.store.db.connection().execute(async () => listDue(raw, by, from));
    }
    let q = this.db.selectFrom("due").select(DUE_LISTED).where("date", "<=", by);
    if (from !== undefined) q = q.where("date", ">=", from);
    const rows = await q.orderBy("date").orderBy("lot").execute();
    return rows.map(toDue);
  }

  /**
   * A lot's chain of custody: its entries, each with its determination's situation
   * and receipt, and with `determinations` the whole determination behind each step.
   */
  async history(id: string, opts: { determinations?: boolean } = {}): Promise<HistoryItem[]> {
    await this.lot(id);
    const rows = await this.db
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
  async *entries(page = 5000): AsyncGenerator<Entry> {
    let after = 0;
    for (;;) {
      const rows = await this.db
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
  private async kept(hashes: string[]): Promise<Map<string, string>> {
    const out = new Map<string, string>();
    for (let i = 0; i < hashes.length; i += 500) {
      const rows = await this.db
        .selectFrom("determination_bodies")
        .select(["hash", "body"])
        .where("hash", "in", hashes.slice(i, i + 500))
        .execute();
      for (const x of rows) out.set(x.hash, x.body);
    }
    return out;
  }

  /** The register as versioned JSON Lines: a header, then every entry with its payload. */
  async *exportLines(): AsyncGenerator<string> {
    yield* exportLines(await this.head(), this.entries(), (hashes) => this.kept(hashes));
  }

  /**
   * Read an export into an empty register. The whole chain is verified first;
   * nothing is written unless every entry matches.
   */
  async importLines(lines: Iterable<string>): Promise<{ entries: number; head: string }> {
    const { list, head: verified, kept } = readExport(lines);
    return this.transaction(async (r) => {
      const head = await r.head();
      if (head.seq !== 0)
        throw new RegisterError("a register is imported only into an empty one; this one has entries");
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

  private async openLot(id: string, what: string): Promise<LotRecord> {
    const lot = await this.lot(id);
    if (CLOSED.has(lot.status)) {
      const d = lot.disposition;
      throw new RegisterError(
        `lot ${lot.id} was ${lot.status}${d ? ` on ${d.date}${d.to === "owner" ? " to its owner" : d.to ? ` to the ${d.to}` : ""}` : ""}: it cannot be ${what} now`,
      );
    }
    return lot;
  }

  private checkEventDate(lot: LotRecord, date: string | undefined, what: string): string {
    const d = checkDate(date, what, "date");
    if (d < lot.lodged)
      throw new RegisterError(`${what} is dated ${d}, before lot ${lot.id} was lodged on ${lot.lodged}`, [], "date");
    return d;
  }

  /**
   * The lot with its postings brought up to a determination (ledger.ts): the one
   * place where what a determination makes owed enters the register. A lot kept
   * before the ledger has its earlier payments set against its postings.
   */
  private async ledger(lot: LotRecord, d: Determination, currency: Currency): Promise<LotRecord> {
    const seq = (await this.head()).seq + 1;
    const derived = postingsOf(d, lot.case, currency);
    const r = reconcile(lot.postings ?? [], derived, seq, lot.nextPosting ?? 1, currency);
    let postings = r.postings;
    if (lot.postings === undefined) {
      for (const p of lot.payments) {
        try {
          postings = discharge(postings, {
            debtor: p.from,
            creditor: p.to,
            amount: Rational.parse(p.minor),
            lot: lot.id,
            currency,
          }).postings;
        } catch {
          // A payment the determination no longer makes owed stays in the record, on no posting.
        }
      }
    }
    return { ...lot, postings, nextPosting: r.next };
  }

  /**
   * The one path every event on a lot takes: the lot opened (or, for a payment,
   * found), the event's day checked, the event's own step built from the lot as it
   * stands (its checks, the lot's next case, what it adds to the record), the case
   * decided as of that day, the lot's postings brought up to the determination in
   * the one place they are derived (`ledger`), the event's settlement against them
   * (a payment's discharge, a disposition's title), and one entry written.
   */
  private async event(
    kind: string,
    lotId: string,
    w: WriteCommon & { date: string },
    o: {
      day: string /** What the lot cannot be once it has left the office; a payment is taken still. */;
      what?: string;
    },
    build: (x: EventContext) => Step | Promise<Step>,
  ): Promise<WriteResult> {
    return this.transaction(async (r) => {
      const lot = o.what === undefined ? await r.lot(lotId) : await r.openLot(lotId, o.what);
      const date = r.checkEventDate(lot, w.date, o.day);
      const office = await r.officeReadings();
      const step = await build({ r, lot, date, office, currency: currencyOf(lot.case, office) });
      const c = step.case ?? events.asOf(lot.case, date);
      const { d, currency } = decideCase(c, office);
      let next = await r.ledger({ ...lot, ...step.patch, case: c }, d, currency);
      const event = { ...step.event };
      if (step.settle) next = step.settle(next, d, event, currency);
      return r.write(kind, w, event, next, d, date);
    });
  }

  /** An event's entry: the lot, its determination as of the day, and what falls due read off both. */
  private write(
    kind: string,
    w: WriteCommon,
    event: Record<string, unknown>,
    lot: LotRecord,
    d: Determination,
    asOf: string,
  ): Promise<WriteResult> {
    return this.append(kind, lot.id, w, {
      event,
      lot,
      determination: { asOf, body: d },
      due: dueRows(lot, d, asOf),
    });
  }

  /** Write one entry and what it changes. Runs inside a transaction that holds the head. */
  private async append(kind: string, lot: string | null, w: WriteCommon, payload: Payload): Promise<WriteResult> {
    const actor = checkActor(w.actor);
    checkText(actor, "the actor");
    if (w.reason !== undefined) checkText(w.reason, "the reason");
    if (lot !== null) checkText(lot, "the lot id");
    for (const [k, v] of Object.entries(payload)) checkText(v, k);
    const head = await this.head();
    if (w.corrects !== undefined) {
      const target = await this.db
        .selectFrom("journal")
        .select(["seq", "lot"])
        .where("seq", "=", w.corrects)
        .executeTakeFirst();
      if (!target) throw new RegisterError(`--corrects ${w.corrects}: there is no entry ${w.corrects}`);
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

/** What an event's step is given: the lot as it stands, the event's day, the office's readings and the lot's currency. */
interface EventContext {
  r: Register;
  lot: LotRecord;
  date: string;
  office: Record<string, string>;
  currency: Currency;
}

/** What one event makes of a lot, before the determination is known. */
interface Step {
  /** The lot's case after the event; by default its case as of the event's day. */
  case?: CaseFile;
  /** What the event adds to the lot's record. */
  patch?: Partial<LotRecord>;
  /** The event as its entry records it. */
  event: Record<string, unknown>;
  /**
   * What the event does once the lot's postings are brought up to the
   * determination: it may refuse, or change the lot (a payment discharges
   * postings, a disposition sets the lot's title) and add to the event.
   */
  settle?(lot: LotRecord, d: Determination, event: Record<string, unknown>, currency: Currency): LotRecord;
}

/** The store's SQLite connection, for writing rows to it directly, where it has one. */
function sqliteOf(store: Store): { sqlite?: NonNullable<Store["sqlite"]> } {
  return store.sqlite ? { sqlite: store.sqlite } : {};
}

/** The form of a lot's id. */
export const LOT_ID = /^[A-Za-z0-9][A-Za-z0-9._-]*$/;

/**
 * The most characters of a lot's id: every route of the HTTP API takes an id this
 * long (src/server/app.ts bounds a path's parameters by it), and no longer one is lodged.
 */
export const MAX_LOT_ID = 200;

/** Thrown to roll a preview's transaction back; never leaves preview(). */
class RolledBack extends Error {
  override name = "RolledBack";
}

/** Lock the journal's head for the rest of the transaction: writers wait for each other. */
async function lockHead(trx: Transaction<RegisterTables>): Promise<void> {
  await sql`update head set seq = seq where id = 1`.execute(trx);
}
