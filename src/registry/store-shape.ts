/**
 * What an open store is, whichever database keeps it: the shape store.ts opens and
 * store-sqlite.ts and store-postgres.ts each make.
 */

import type { Kysely } from "kysely";
import type { RegisterTables } from "./schema.js";

export type Dialect = "sqlite" | "postgres";

export interface Store {
  readonly db: Kysely<RegisterTables>;
  readonly dialect: Dialect;
  /** The file or the URL (without its password) the register is kept in. */
  readonly where: string;
  close(): Promise<void>;
}
