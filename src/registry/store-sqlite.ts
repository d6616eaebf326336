/**
 * The register in a SQLite file, through better-sqlite3: no server. The file and
 * its folder are made on first use; the journal is written ahead (WAL), so readers
 * never wait for a writer, and a writer waits up to ten seconds for another.
 */

import { mkdirSync } from "node:fs";
import { dirname } from "node:path";
import Database from "better-sqlite3";
import { Kysely, SqliteDialect } from "kysely";
import { RegisterError } from "./errors.js";
import type { RegisterTables } from "./schema.js";
import type { Store } from "./store.js";

export async function openSqlite(file: string): Promise<Store> {
  let database: Database.Database;
  try {
    if (file !== ":memory:") mkdirSync(dirname(file), { recursive: true });
    database = new Database(file);
    database.pragma("journal_mode = WAL");
    database.pragma("busy_timeout = 10000");
    database.pragma("synchronous = NORMAL");
  } catch (e) {
    throw new RegisterError(`cannot open the register ${file}: ${(e as Error).message}`);
  }
  const db = new Kysely<RegisterTables>({ dialect: new SqliteDialect({ database }) });
  return {
    db,
    dialect: "sqlite",
    where: file,
    close: () => db.destroy(),
  };
}
