/**
 * Where the register is kept: a SQLite file (the default, no server), or a
 * PostgreSQL database when a postgres:// URL is given. Both go through Kysely, and
 * the migrations run on every open, so a new file or an older register is brought
 * to the current tables before anything else is done.
 *
 * Which store: `--db FILE` (or a `file` option) wins; then DATABASE_URL when it is a
 * postgres:// URL; then SEALAW_DB; then the default file, register.db under
 * $XDG_DATA_HOME/sealaw (or ~/.local/share/sealaw when XDG_DATA_HOME is not set).
 */

import { homedir } from "node:os";
import { join } from "node:path";
import { type Kysely, type MigrationProvider, Migrator, sql } from "kysely";
import { phrases } from "../core/messages.js";
import { busyError, RegisterError } from "./errors.js";
import { MIGRATIONS, type RegisterTables } from "./schema.js";
import type { Dialect, Store } from "./store-shape.js";

export type { Dialect, Store } from "./store-shape.js";

export interface StoreOptions {
  /** A SQLite file; wins over everything else. ":memory:" for a register that lives as long as the process. */
  file?: string;
  /** A postgres:// URL; wins over the environment. */
  url?: string;
  /** SQLite: how long a writer waits for another to finish, in ms. Default 10,000. */
  busyTimeoutMs?: number;
  /** The environment to read DATABASE_URL, SEALAW_DB and XDG_DATA_HOME from. Default process.env. */
  env?: Readonly<Record<string, string | undefined>>;
}

/** The default SQLite file of the register. */
export function defaultRegisterFile(env: Readonly<Record<string, string | undefined>> = process.env): string {
  const base = env.XDG_DATA_HOME || join(env.HOME || homedir(), ".local", "share");
  return join(base, "sealaw", "register.db");
}

function isPostgresUrl(url: string | undefined): url is string {
  return url !== undefined && /^postgres(ql)?:\/\//.test(url);
}

const say = phrases("refusal.store", {
  notUrl: '"{url}" is not a postgres:// URL',
});

/** Where the options point: a postgres URL or a SQLite file. */
export function resolveStore(o: StoreOptions = {}): { dialect: Dialect; target: string } {
  const env = o.env ?? process.env;
  if (o.file !== undefined) return { dialect: "sqlite", target: o.file };
  if (o.url !== undefined) {
    if (!isPostgresUrl(o.url)) throw new RegisterError(say.notUrl({ url: o.url }));
    return { dialect: "postgres", target: o.url };
  }
  if (isPostgresUrl(env.DATABASE_URL)) return { dialect: "postgres", target: env.DATABASE_URL };
  if (env.SEALAW_DB) return { dialect: "sqlite", target: env.SEALAW_DB };
  return { dialect: "sqlite", target: defaultRegisterFile(env) };
}

/** Open (and create, and migrate) the register's store. */
export async function openStore(o: StoreOptions = {}): Promise<Store> {
  const { dialect, target } = resolveStore(o);
  const opened =
    dialect === "postgres"
      ? await (await import("./store-postgres.js")).openPostgres(target)
      : await (await import("./store-sqlite.js")).openSqlite(target, o.busyTimeoutMs);
  try {
    if (dialect === "sqlite") await migrateSqlite(opened.db);
    else await migrate(opened.db);
  } catch (e) {
    await opened.close();
    throw busyError(e, opened.where);
  }
  return opened;
}

const provider: MigrationProvider = { getMigrations: async () => MIGRATIONS };

/** Run the migrations not yet run, in order. */
export async function migrate(db: Kysely<RegisterTables>): Promise<void> {
  const r = await new Migrator({ db, provider }).migrateToLatest();
  if (r.error) throw r.error;
}

/**
 * SQLite's migrations, all in one transaction that holds the file's write lock.
 * Kysely runs them on SQLite outside any transaction and without a lock, so two
 * processes making a new register at once would both create its tables (and one
 * fail: "table journal already exists"), and a process killed halfway would leave
 * a file with half its tables, that no later open could bring up to date. Here
 * they are all made or none is, by one process at a time; the others wait for it
 * as for any writer, then find nothing left to do. A register already up to date
 * is only read, and takes no lock.
 */
async function migrateSqlite(db: Kysely<RegisterTables>): Promise<void> {
  if (await upToDate(db)) return;
  await sql`begin immediate`.execute(db);
  try {
    await migrate(db);
    await sql`commit`.execute(db);
  } catch (e) {
    await sql`rollback`.execute(db).catch(() => undefined);
    throw e;
  }
}

async function upToDate(db: Kysely<RegisterTables>): Promise<boolean> {
  try {
    const done = await sql<{ name: string }>`select name from kysely_migration`.execute(db);
    const names = new Set(done.rows.map((x) => x.name));
    return Object.keys(MIGRATIONS).every((n) => names.has(n));
  } catch {
    return false;
  }
}
