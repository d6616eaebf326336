/**
 * Inserting the register's rows. On SQLite a lot's rows go straight to the
 * connection Kysely holds (inside the same transaction), each statement's text
 * prepared once: building and compiling every insert through Kysely's query
 * builder cost a lot as much as SQLite's writing of it. On PostgreSQL they go
 * through Kysely.
 */

import type BetterSqlite from "better-sqlite3";
import type { Db } from "./records.js";
import type { RegisterTables } from "./schema.js";

const prepared = new WeakMap<BetterSqlite.Database, Map<string, BetterSqlite.Statement>>();

/**
 * Insert rows into a table; `keep`: a row whose key (that column) is there already
 * is left as it is, not refused. The columns are those of each row whose value is
 * not undefined, as Kysely would write them.
 */
export async function insertRows<T extends keyof RegisterTables & string>(
  db: Db,
  sqlite: BetterSqlite.Database | undefined,
  table: T,
  rows: readonly object[],
  keep?: string,
): Promise<void> {
  if (rows.length === 0) return;
  if (!sqlite) {
    const q = db.insertInto(table).values(rows as never);
    await (keep ? q.onConflict((oc) => oc.column(keep as never).doNothing()) : q).execute();
    return;
  }
  let kept = prepared.get(sqlite);
  if (!kept) {
    kept = new Map();
    prepared.set(sqlite, kept);
  }
  for (const r of rows) {
    const row = r as Record<string, unknown>;
    const cols = Object.keys(row).filter((c) => row[c] !== undefined);
    const text = `insert into "${table}" (${cols.map((c) => `"${c}"`).join(", ")}) values (${cols.map(() => "?").join(", ")})${keep ? ` on conflict ("${keep}") do nothing` : ""}`;
    let s = kept.get(text);
    if (!s) {
      s = sqlite.prepare(text);
      if (kept.size < 64) kept.set(text, s);
    }
    s.run(...cols.map((c) => row[c]));
  }
}
