/**
 * The register in a SQLite file, through better-sqlite3: no server. The file and
 * its folder are made on first use; the journal is written ahead (WAL), so readers
 * never wait for a writer, and a writer waits up to ten seconds for another.
 * Each statement's text is compiled once and kept, since a register asks the same
 * few queries over and over.
 */

import { mkdirSync } from "node:fs";
import { dirname } from "node:path";
import Database from "better-sqlite3";
import { Kysely, type SqliteDatabase, SqliteDialect } from "kysely";
import { phrases } from "../core/messages.js";
import { busyError, RegisterError } from "./errors.js";
import type { RegisterTables } from "./schema.js";
import type { Store } from "./store-shape.js";

const say = phrases("refusal.store-sqlite", {
  cannotOpen: "cannot open the register {file}: {why}",
});

export async function openSqlite(file: string, busyTimeoutMs = 10_000): Promise<Store> {
  let database: Database.Database;
  try {
    if (file !== ":memory:") mkdirSync(dirname(file), { recursive: true });
    database = new Database(file);
    // The wait first: turning a new file to WAL takes its lock, and another process may hold it.
    database.pragma(`busy_timeout = ${Math.max(0, Math.floor(busyTimeoutMs))}`);
    database.pragma("journal_mode = WAL");
    database.pragma("synchronous = NORMAL");
  } catch (e) {
    const busy = busyError(e, file);
    if (busy instanceof RegisterError) throw busy;
    throw new RegisterError(say.cannotOpen({ file, why: (e as Error).message }));
  }
  const db = new Kysely<RegisterTables>({ dialect: new SqliteDialect({ database: preparedOnce(database) }) });
  return {
    db,
    dialect: "sqlite",
    where: file,
    sqlite: database,
    close: () => db.destroy(),
  };
}

/** The database as Kysely sees it, with each statement prepared once (a statement still being read is not shared). */
function preparedOnce(database: Database.Database): SqliteDatabase {
  const kept = new Map<string, Database.Statement>();
  return {
    prepare(text: string) {
      const s = kept.get(text);
      if (s && !s.busy) return s;
      const fresh = database.prepare(text);
      if (!s && kept.size < 256) kept.set(text, fresh);
      return fresh;
    },
    close() {
      kept.clear();
      database.close();
    },
  };
}
