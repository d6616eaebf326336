/**
 * What an open store is, whichever database keeps it: the shape store.ts opens and
 * store-sqlite.ts and store-postgres.ts each make.
 */

import type BetterSqlite from "better-sqlite3";
import type { Kysely } from "kysely";
import type { RegisterTables } from "./schema.js";

export type Dialect = "sqlite" | "postgres";

export interface Store {
  readonly db: Kysely<RegisterTables>;
  readonly dialect: Dialect;
  /** The file or the URL (without its password) the register is kept in. */
  readonly where: string;
  /**
   * SQLite: the connection Kysely writes and reads through, for the few reads that
   * walk a whole table and need its rows as plain arrays (verify). Synchronous,
   * like every statement on it, so it is safe inside the store's transactions.
   */
  readonly sqlite?: BetterSqlite.Database;
  close(): Promise<void>;
}
