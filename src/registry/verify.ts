/**
 * verify: the whole chain walked, each entry's link and hash checked, every
 * determination an entry names found kept, and every kept determination checked
 * against the hash it is kept under. On SQLite the rows are read as arrays
 * straight from the connection (Store.sqlite), which costs far less a row than
 * Kysely's objects; on PostgreSQL through Kysely, a page at a time.
 */

import type BetterSqlite from "better-sqlite3";
import { ChainWalker, determinationHash, type StoredEntry, short, type VerifyReport } from "./journal.js";
import type { Db } from "./records.js";
import type { Store } from "./store.js";

/**
 * Walk the whole chain through `db` (a transaction that holds one snapshot, as
 * Register.verify opens it); the report names the first entry that does not match.
 */
export async function walkChain(db: Db, store: Store): Promise<VerifyReport> {
  const walker = new ChainWalker();
  // The determinations the entries walked record, by the first entry that records each, looked up a batch at a time.
  const named = new Map<string, number>();
  // Those found kept already, so that a determination many entries record is looked up once (up to a bound).
  const found = new Set<string>();
  let missing: VerifyReport["broken"];
  walking: for await (const page of storedEntries(db, store)) {
    for (const e of page) {
      if (!walker.next(e)) break walking;
      const d = e.determination;
      if (d && !found.has(d) && !named.has(d)) named.set(d, e.seq);
    }
    if (named.size >= 500) {
      missing = await missingDetermination(db, named, found);
      if (missing) break;
      named.clear();
    }
  }
  missing ??= await missingDetermination(db, named, found);
  const h = await db.selectFrom("head").select(["seq", "hash"]).where("id", "=", 1).executeTakeFirst();
  const report = walker.end(h ? { seq: Number(h.seq), hash: h.hash } : null);
  if (missing && (report.ok || (report.broken?.seq ?? 0) > missing.seq))
    return { ...report, ok: false, broken: missing };
  if (!report.ok) return report;
  const changed = await changedDetermination(db, store);
  return changed ? { ...report, ok: false, broken: changed } : report;
}

/**
 * The check before a write, which does not walk the whole chain: the entry last
 * found whole (`verified`, its number and hash) is hashed again, and must still
 * hold the hash it was verified with and link to the hash the entry before it
 * records; each entry written since is walked from it, numbered one after another;
 * and the head must be the last of them, with no row past it. Its cost goes with the entries written
 * since the last check, not with the journal: the rows are not counted, which
 * takes a read of the whole table (25 ms a write at a million entries on SQLite),
 * so an older entry changed, taken away or put in is found by the whole walk
 * (walkChain), not here. `broken` is what does not hold, not always the first
 * entry that breaks; the caller walks the whole chain then to name that one.
 */
export async function walkSince(
  db: Db,
  store: Store,
  verified: { seq: number; hash: string },
): Promise<{ head: { seq: number; hash: string }; broken?: VerifyReport["broken"] }> {
  const h = store.sqlite
    ? (prepared(store.sqlite, "select seq, hash from head where id = 1").get() as
        | { seq: number; hash: string }
        | undefined)
    : await db.selectFrom("head").select(["seq", "hash"]).where("id", "=", 1).executeTakeFirst();
  const head = h ? { seq: Number(h.seq), hash: h.hash } : { seq: 0, hash: "" };
  if (h && head.seq < verified.seq) {
    const gone = head.seq + 1;
    return {
      head,
      broken: {
        seq: gone,
        problem: `entry ${gone}${verified.seq > gone ? ` to ${verified.seq} were` : " was"} verified as written and the register's head is now entry ${head.seq}: the journal was cut back`,
      },
    };
  }
  // From the entry before the one verified: the walk starts on the hash that entry records.
  const after = Math.max(0, verified.seq - 2);
  let walker: ChainWalker | undefined = after === 0 ? new ChainWalker() : undefined;
  walking: for await (const page of storedEntries(db, store, 1000, after)) {
    for (const e of page) {
      if (!walker && e.seq === after + 1) {
        walker = new ChainWalker({ seq: e.seq, hash: e.hash });
        continue;
      }
      walker ??= new ChainWalker({ seq: after, hash: e.prev });
      if (!walker.next(e)) break walking;
      if (e.seq === verified.seq && e.hash !== verified.hash) {
        return {
          head,
          broken: {
            seq: e.seq,
            problem: `entry ${e.seq} was written over after it was verified: it records ${short(e.hash)}, it was verified as ${short(verified.hash)}`,
          },
        };
      }
    }
  }
  const report = (walker ?? new ChainWalker({ seq: after, hash: "" })).end(h ? head : null);
  return report.ok ? { head } : { head, broken: report.broken };
}

const statements = new WeakMap<BetterSqlite.Database, Map<string, BetterSqlite.Statement>>();

/** A statement on the SQLite connection, prepared once: the check before every write asks the same few. */
function prepared(raw: BetterSqlite.Database, text: string): BetterSqlite.Statement {
  let kept = statements.get(raw);
  if (!kept) {
    kept = new Map();
    statements.set(raw, kept);
  }
  let s = kept.get(text);
  if (!s) {
    s = raw.prepare(text);
    kept.set(text, s);
  }
  return s;
}

/** The first of these entries to record a determination the register does not keep. */
async function missingDetermination(
  db: Db,
  named: Map<string, number>,
  found: Set<string>,
): Promise<VerifyReport["broken"]> {
  if (named.size === 0) return undefined;
  const rows = await db
    .selectFrom("determination_bodies")
    .select("hash")
    .where("hash", "in", [...named.keys()])
    .execute();
  const kept = new Set(rows.map((x) => x.hash));
  if (found.size > 1_000_000) found.clear();
  for (const h of kept) found.add(h);
  let first: [string, number] | undefined;
  for (const [hash, seq] of named) if (!kept.has(hash) && (!first || seq < first[1])) first = [hash, seq];
  if (!first) return undefined;
  const [hash, seq] = first;
  return { seq, problem: `entry ${seq} records the determination ${short(hash)}, but the register does not keep it` };
}

/**
 * The first kept determination whose contents do not hash to the hash it is
 * kept under, named by the first entry that records it. Read a page at a time,
 * as bytes on SQLite, like the journal's payloads, and there in the order they
 * are stored (by rowid), which reads the table front to back.
 */
async function changedDetermination(db: Db, store: Store): Promise<VerifyReport["broken"]> {
  for await (const page of keptBodies(db, store)) {
    for (const [hash, body] of page) {
      const h = determinationHash(body);
      if (h === hash) continue;
      const first = await db
        .selectFrom("journal")
        .select("seq")
        .where("determination", "=", hash)
        .orderBy("seq")
        .limit(1)
        .executeTakeFirst();
      const seq = first ? Number(first.seq) : 0;
      return {
        seq,
        problem: `the determination ${first ? `entry ${seq} records` : "kept"} as ${short(hash)} was changed: its contents hash to ${short(h)}`,
      };
    }
  }
  return undefined;
}

/** Every kept determination as [hash, contents], a page at a time. */
async function* keptBodies(db: Db, store: Store, page = 1000): AsyncGenerator<[string, string | Uint8Array][]> {
  const raw = store.sqlite;
  if (raw) {
    const stmt = raw
      .prepare(
        "select rowid, hash, cast(body as blob) from determination_bodies where rowid > ? order by rowid limit ?",
      )
      .raw(true);
    let after = 0;
    for (;;) {
      const rows = stmt.all(after, page) as [number, string, Uint8Array][];
      yield rows.map((x) => [x[1], x[2]]);
      if (rows.length < page) return;
      after = (rows.at(-1) as [number, string, Uint8Array])[0];
    }
  }
  let after = "";
  for (;;) {
    const rows = await db
      .selectFrom("determination_bodies")
      .select(["hash", "body"])
      .where("hash", ">", after)
      .orderBy("hash")
      .limit(page)
      .execute();
    yield rows.map((x) => [x.hash, x.body]);
    if (rows.length < page) return;
    after = (rows.at(-1) as { hash: string }).hash;
  }
}

/**
 * Every entry after entry `from` as verify reads it, a page at a time. On SQLite the rows come as
 * arrays, straight from the connection, each set in turn into one entry that is
 * handed out again (verify keeps nothing of it), and the payload as its stored
 * bytes (a cast to blob copies them, without decoding them into a string that
 * hashing would encode again).
 */
async function* storedEntries(db: Db, store: Store, page = 1000, from = 0): AsyncGenerator<Iterable<StoredEntry>> {
  const raw = store.sqlite;
  if (raw) {
    const stmt = prepared(
      raw,
      "select seq, prev, hash, at, actor, kind, lot, reason, corrects, determination, cast(payload as blob) from journal where seq > ? order by seq limit ?",
    ).raw(true);
    let after = from;
    for (;;) {
      const rows = stmt.all(after, page) as JournalRow[];
      yield reusing(rows);
      if (rows.length < page) return;
      after = (rows.at(-1) as JournalRow)[0];
    }
  }
  let after = from;
  for (;;) {
    const rows = await db
      .selectFrom("journal")
      .select(["seq", "prev", "hash", "at", "actor", "kind", "lot", "reason", "corrects", "determination", "payload"])
      .where("seq", ">", after)
      .orderBy("seq")
      .limit(page)
      .execute();
    yield rows;
    if (rows.length < page) return;
    after = (rows.at(-1) as StoredEntry).seq;
  }
}

/** A row of the journal as verify reads it on SQLite: its columns in order, the payload as bytes. */
type JournalRow = [
  seq: number,
  prev: string,
  hash: string,
  at: string,
  actor: string,
  kind: string,
  lot: string | null,
  reason: string | null,
  corrects: number | null,
  determination: string | null,
  payload: Uint8Array,
];

/** The rows as entries, one entry set to each row in turn. */
function* reusing(rows: JournalRow[]): Generator<StoredEntry> {
  const e = {} as StoredEntry;
  for (const r of rows) {
    e.seq = r[0];
    e.prev = r[1];
    e.hash = r[2];
    e.at = r[3];
    e.actor = r[4];
    e.kind = r[5];
    e.lot = r[6];
    e.reason = r[7];
    e.corrects = r[8];
    e.determination = r[9];
    e.payload = r[10];
    yield e;
  }
}
