/**
 * The register's tables, as Kysely sees them, and their versioned migrations.
 *
 * The journal is the register: every other table is a projection of it, written in
 * the same transaction as the entry that changes it, so that an export of the
 * journal alone rebuilds the whole register. `head` holds the last entry's sequence
 * number and hash in one row; every write locks it first, which serialises writers
 * on PostgreSQL and keeps the chain unbroken.
 */

import { type Kysely, type Migration, PostgresAdapter, sql } from "kysely";

export interface JournalTable {
  seq: number;
  prev: string;
  hash: string;
  /** When it was written (ISO time, UTC). */
  at: string;
  actor: string;
  kind: string;
  lot: string | null;
  /** Canonical JSON of what the entry records. */
  payload: string;
  reason: string | null;
  /** The entry this one corrects, if it is a correction. */
  corrects: number | null;
  /**
   * The SHA-256 of the determination the entry records, kept once in
   * determination_bodies; null for an entry that records none, and for an entry
   * written before determinations were kept apart, which carries its own in its
   * payload.
   */
  determination: string | null;
}

/** Each determination the journal records, once: its canonical JSON under its SHA-256. */
export interface DeterminationBodyTable {
  hash: string;
  body: string;
}

export interface HeadTable {
  id: number;
  seq: number;
  hash: string;
}

export interface LotTable {
  id: string;
  statute: string;
  kind: string;
  description: string;
  status: string;
  lodged: string;
  record: string;
  seq: number;
}

export interface DeterminationTable {
  lot: string;
  seq: number;
  as_of: string;
  situation: string;
  /** The SHA-256 of the determination, kept in determination_bodies. */
  hash: string;
  receipt: string;
  readings: string;
}

export interface DueTable {
  lot: string;
  seq: number;
  date: string;
  who: string;
  what: string;
  provisions: string;
  calendar: string | null;
  other: string | null;
  posting: string | null;
  /** 1 when the row is owed on demand, from its date on (records.ts DueRow.onDemand); else null. */
  on_demand: number | null;
  /** Who, by name (records.ts DueRow.whoName); null where the name is the id. */
  who_name: string | null;
}

/** A posting of the ledger (ledger.ts), as the projection of the lot's record. */
export interface PostingTable {
  lot: string;
  id: string;
  seq: number;
  debtor: string;
  creditor: string;
  /** Exact amounts in the smallest unit, as rationals written as text. */
  minor: string;
  paid: string;
  what: string;
  provisions: string;
  due: string | null;
  state: string;
}

export interface ReadingTable {
  name: string;
  value: string;
  seq: number;
}

export interface DispositionTable {
  lot: string;
  seq: number;
  kind: string;
}

/** A bearer token of the HTTP API: only its SHA-256 is kept, never the token. */
export interface TokenTable {
  id: string;
  hash: string;
  actor: string;
  role: string;
  created: string;
  revoked: string | null;
}

export interface RegisterTables {
  journal: JournalTable;
  head: HeadTable;
  lots: LotTable;
  determinations: DeterminationTable;
  determination_bodies: DeterminationBodyTable;
  due: DueTable;
  postings: PostingTable;
  office_readings: ReadingTable;
  dispositions: DispositionTable;
  tokens: TokenTable;
}

/** SHA-256 as hex, by the platform's Web Crypto (these tables are read by the pages' types too, which know no node:crypto). */
async function sha256Hex(text: string): Promise<string> {
  const digest = await globalThis.crypto.subtle.digest("SHA-256", new TextEncoder().encode(text));
  return Array.from(new Uint8Array(digest), (b) => b.toString(16).padStart(2, "0")).join("");
}

/** The hash that the first entry links to: there is no entry before it. */
export const GENESIS = "0".repeat(64);

/**
 * An index of due over (date, lot) that holds the columns `register due` shows, so
 * that the list is read from the index alone, in order; `onDemand`, of the rows
 * owed on demand only. On PostgreSQL a b-tree entry has a size limit, so the shown
 * columns ride along in the leaves without being keys.
 */
async function dueIndex(db: Kysely<unknown>, name: string, shown: readonly string[], onDemand = false): Promise<void> {
  if (db.getExecutor().adapter instanceof PostgresAdapter) {
    const where = onDemand ? sql` where on_demand = 1` : sql``;
    await sql`create index ${sql.ref(name)} on due (date, lot) include (${sql.join(shown.map((c) => sql.ref(c)))})${where}`.execute(
      db,
    );
    return;
  }
  const index = db.schema
    .createIndex(name)
    .on("due")
    .columns(["date", "lot", ...shown]);
  await (onDemand ? index.where(sql.ref("on_demand"), "=", 1) : index).execute();
}

/**
 * The migrations, by name; they run in the order of their names. A new version of
 * the tables is a new migration, never an edit of an old one.
 */
export const MIGRATIONS: Record<string, Migration> = {
  "0001-register": {
    async up(db: Kysely<unknown>) {
      await db.schema
        .createTable("journal")
        .addColumn("seq", "integer", (c) => c.primaryKey())
        .addColumn("prev", "text", (c) => c.notNull())
        .addColumn("hash", "text", (c) => c.notNull())
        .addColumn("at", "text", (c) => c.notNull())
        .addColumn("actor", "text", (c) => c.notNull())
        .addColumn("kind", "text", (c) => c.notNull())
        .addColumn("lot", "text")
        .addColumn("payload", "text", (c) => c.notNull())
        .addColumn("reason", "text")
        .addColumn("corrects", "integer")
        .execute();
      await db.schema.createIndex("journal_lot").on("journal").columns(["lot", "seq"]).execute();
      await db.schema
        .createTable("head")
        .addColumn("id", "integer", (c) => c.primaryKey())
        .addColumn("seq", "integer", (c) => c.notNull())
        .addColumn("hash", "text", (c) => c.notNull())
        .execute();
      await sql`insert into head (id, seq, hash) values (1, 0, ${GENESIS})`.execute(db);
      await db.schema
        .createTable("lots")
        .addColumn("id", "text", (c) => c.primaryKey())
        .addColumn("statute", "text", (c) => c.notNull())
        .addColumn("kind", "text", (c) => c.notNull())
        .addColumn("description", "text", (c) => c.notNull())
        .addColumn("status", "text", (c) => c.notNull())
        .addColumn("lodged", "text", (c) => c.notNull())
        .addColumn("record", "text", (c) => c.notNull())
        .addColumn("seq", "integer", (c) => c.notNull())
        .execute();
      await db.schema.createIndex("lots_status").on("lots").columns(["status", "id"]).execute();
      await db.schema
        .createTable("determinations")
        .addColumn("lot", "text", (c) => c.notNull())
        .addColumn("seq", "integer", (c) => c.notNull())
        .addColumn("as_of", "text", (c) => c.notNull())
        .addColumn("situation", "text", (c) => c.notNull())
        .addColumn("determination", "text", (c) => c.notNull())
        .addColumn("receipt", "text", (c) => c.notNull())
        .addColumn("readings", "text", (c) => c.notNull())
        .addPrimaryKeyConstraint("determinations_pk", ["lot", "seq"])
        .execute();
      await db.schema
        .createTable("due")
        .addColumn("lot", "text", (c) => c.notNull())
        .addColumn("seq", "integer", (c) => c.notNull())
        .addColumn("date", "text", (c) => c.notNull())
        .addColumn("who", "text", (c) => c.notNull())
        .addColumn("what", "text", (c) => c.notNull())
        .addColumn("provisions", "text", (c) => c.notNull())
        .execute();
      await db.schema.createIndex("due_date").on("due").columns(["date", "lot"]).execute();
      await db.schema.createIndex("due_lot").on("due").column("lot").execute();
      await db.schema
        .createTable("office_readings")
        .addColumn("name", "text", (c) => c.primaryKey())
        .addColumn("value", "text", (c) => c.notNull())
        .addColumn("seq", "integer", (c) => c.notNull())
        .execute();
      await db.schema
        .createTable("dispositions")
        .addColumn("lot", "text", (c) => c.primaryKey())
        .addColumn("seq", "integer", (c) => c.notNull())
        .addColumn("kind", "text", (c) => c.notNull())
        .execute();
    },
  },
  "0002-tokens": {
    async up(db: Kysely<unknown>) {
      await db.schema
        .createTable("tokens")
        .addColumn("id", "text", (c) => c.primaryKey())
        .addColumn("hash", "text", (c) => c.notNull().unique())
        .addColumn("actor", "text", (c) => c.notNull())
        .addColumn("role", "text", (c) => c.notNull())
        .addColumn("created", "text", (c) => c.notNull())
        .addColumn("revoked", "text")
        .execute();
    },
  },
  "0003-ledger": {
    async up(db: Kysely<unknown>) {
      await db.schema
        .createTable("postings")
        .addColumn("lot", "text", (c) => c.notNull())
        .addColumn("id", "text", (c) => c.notNull())
        .addColumn("seq", "integer", (c) => c.notNull())
        .addColumn("debtor", "text", (c) => c.notNull())
        .addColumn("creditor", "text", (c) => c.notNull())
        .addColumn("minor", "text", (c) => c.notNull())
        .addColumn("paid", "text", (c) => c.notNull())
        .addColumn("what", "text", (c) => c.notNull())
        .addColumn("provisions", "text", (c) => c.notNull())
        .addColumn("due", "text")
        .addColumn("state", "text", (c) => c.notNull())
        .addPrimaryKeyConstraint("postings_pk", ["lot", "id"])
        .execute();
      await db.schema.createIndex("postings_parties").on("postings").columns(["debtor", "creditor"]).execute();
      await db.schema.alterTable("due").addColumn("calendar", "text").execute();
      await db.schema.alterTable("due").addColumn("other", "text").execute();
      await db.schema.alterTable("due").addColumn("posting", "text").execute();
    },
  },
  "0004-due-listing": {
    /**
     * `register due` lists rows by date: an index that holds every column the list
     * shows, so that the list is read from the index alone, in order, and its time
     * goes with the rows listed rather than with the lots kept. It takes the place
     * of due_date (date, lot), which it begins with.
     */
    async up(db: Kysely<unknown>) {
      await dueIndex(db, "due_listing", ["who", "what", "provisions", "calendar", "other", "posting"]);
      await db.schema.dropIndex("due_date").execute();
    },
  },
  "0005-determinations-once": {
    /**
     * Each determination kept once, under its SHA-256, in determination_bodies: a
     * journal entry names the one it records (journal.determination), and so does
     * the projection (determinations.hash), rather than each carrying the whole of
     * it. The determinations the projection kept so far move there; the journal's
     * earlier entries keep theirs in their payloads, since their hashes are taken
     * over them.
     */
    async up(db: Kysely<unknown>) {
      await db.schema
        .createTable("determination_bodies")
        .addColumn("hash", "text", (c) => c.primaryKey())
        .addColumn("body", "text", (c) => c.notNull())
        .execute();
      await db.schema.alterTable("journal").addColumn("determination", "text").execute();
      await db.schema
        .alterTable("determinations")
        .addColumn("hash", "text", (c) => c.notNull().defaultTo(""))
        .execute();
      let after: { lot: string; seq: number } | undefined;
      for (;;) {
        const page = await sql<{ lot: string; seq: number; determination: string }>`
          select lot, seq, determination from determinations
          ${after ? sql`where lot > ${after.lot} or (lot = ${after.lot} and seq > ${after.seq})` : sql``}
          order by lot, seq limit 500`.execute(db);
        for (const r of page.rows) {
          const hash = await sha256Hex(r.determination);
          await sql`insert into determination_bodies (hash, body) values (${hash}, ${r.determination})
            on conflict (hash) do nothing`.execute(db);
          await sql`update determinations set hash = ${hash} where lot = ${r.lot} and seq = ${r.seq}`.execute(db);
        }
        const last = page.rows.at(-1);
        if (!last || page.rows.length < 500) break;
        after = { lot: last.lot, seq: Number(last.seq) };
      }
      await db.schema.alterTable("determinations").dropColumn("determination").execute();
    },
  },
  "0006-due-on-demand": {
    /**
     * What is owed with no day fixed to pay it by is listed as owed on demand, from
     * the day it arose: a due row says so (on_demand), and due_listing holds that
     * column too, and the debtor's name (who_name), so that the list is still read
     * from the index alone. Asked from a
     * day, the list also gives what was owed on demand before it, read from
     * due_on_demand, which holds those rows alone. The rows kept so far were each
     * written with a day fixed, and stay as they are.
     */
    async up(db: Kysely<unknown>) {
      await db.schema.alterTable("due").addColumn("on_demand", "integer").execute();
      await db.schema.alterTable("due").addColumn("who_name", "text").execute();
      await db.schema.dropIndex("due_listing").execute();
      const shown = ["who", "what", "provisions", "calendar", "other", "posting", "on_demand", "who_name"];
      await dueIndex(db, "due_listing", shown);
      await dueIndex(db, "due_on_demand", shown, true);
    },
  },
};
