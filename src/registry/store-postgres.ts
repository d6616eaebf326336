/**
 * The register in PostgreSQL, for an office that shares one book across machines.
 * Every write locks the head row of the journal first (see register.ts), so two
 * writers are served one after the other and the chain never forks.
 */

import { Kysely, PostgresDialect } from "kysely";
import pg from "pg";
import type { RegisterTables } from "./schema.js";
import type { Store } from "./store-shape.js";

/** The URL with its password left out, for messages. */
export function redact(url: string): string {
  return url.replace(/(\/\/[^:/@]+):[^@/]*@/, "$1:***@");
}

export async function openPostgres(url: string): Promise<Store> {
  const pool = new pg.Pool({ connectionString: url, max: 4 });
  // An idle connection the server closes (a restart, an administrator) leaves the
  // pool, and the next query opens another; it must not end the process.
  pool.on("error", () => undefined);
  // Nor must one that is lost while in use (the server crashes mid-write): the
  // statement under way fails with the error, its transaction is not committed,
  // and the pool drops the connection when it is given back. Without a listener,
  // the connection's 'error' event would end the whole process.
  pool.on("connect", (client) => {
    client.on("error", () => undefined);
  });
  const db = new Kysely<RegisterTables>({ dialect: new PostgresDialect({ pool }) });
  return {
    db,
    dialect: "postgres",
    where: redact(url),
    close: () => db.destroy(),
  };
}
