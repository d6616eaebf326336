/**
 * The stores every register test runs against: a SQLite file in a fresh folder,
 * and a PostgreSQL database of its own on the server SEALAW_TEST_PG_URL names.
 * `.ci/run` starts a throwaway server and sets the URL. Under CI (CI=true) a
 * missing URL fails the PostgreSQL tests; elsewhere they are reported as not run,
 * saying why.
 *
 * A test's register is empty and migrated as it starts (on SQLite, a copy of one
 * migrated once: see migratedSqliteFile). A test's PostgreSQL database is its own,
 * and no other test uses it while it runs. Dropping a database makes PostgreSQL write a
 * checkpoint of the whole server, which every test of every file running at the
 * time then waits on; so a test file's process does not drop a database after each
 * test, but empties it (its schema dropped, its sessions ended) and gives it to the
 * next test, and drops the databases it made when its tests are done.
 */

import { copyFileSync, mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { after } from "node:test";
import pg from "pg";
import { Register } from "../register.js";
import { openStore, type Store } from "../store.js";

export interface TestStore {
  store: Store;
  /** For the CLI: the arguments and environment that point it at this store. */
  args: string[];
  env: Record<string, string>;
  /** A URL or file another process can open. */
  where: { file?: string; url?: string };
  cleanup(): Promise<void>;
}

export interface StoreKind {
  name: "sqlite" | "postgres";
  /** Why the tests of this store are not run, when they are not. */
  skip?: string;
  make(): Promise<TestStore>;
}

const PG_URL = process.env.SEALAW_TEST_PG_URL;
const CI = process.env.CI === "true";

let n = 0;

/** The PostgreSQL databases this process has made, and those of them emptied and waiting for a test. */
const made: string[] = [];
const emptied: string[] = [];

/** A query on the server SEALAW_TEST_PG_URL names, in one database of it (default the URL's own). */
async function onServer(query: string, database?: string): Promise<void> {
  const u = new URL(PG_URL as string);
  if (database) u.pathname = `/${database}`;
  const c = new pg.Client({ connectionString: u.toString() });
  await c.connect();
  try {
    await c.query(query);
  } finally {
    await c.end();
  }
}

/** A database no test is using: an emptied one, else a new one. */
async function freeDatabase(): Promise<string> {
  const free = emptied.pop();
  if (free) return free;
  const name = `sealaw_test_${process.pid}_${Date.now()}_${n++}`;
  await onServer(`create database ${name}`);
  made.push(name);
  return name;
}

/** Empty a database a test is done with: its sessions ended, and its tables and all else in it dropped. */
async function empty(name: string): Promise<void> {
  await onServer(
    `select pg_terminate_backend(pid) from pg_stat_activity where datname = current_database() and pid <> pg_backend_pid();
     drop schema public cascade;
     create schema public;`,
    name,
  );
  emptied.push(name);
}

if (PG_URL) {
  // When the file's tests are done: its databases go.
  after(async () => {
    for (const name of made.splice(0)) await onServer(`drop database if exists ${name} with (force)`);
    emptied.length = 0;
  });
}

/**
 * A SQLite register made and migrated once for the process, closed: each test's
 * register is a copy of its file, the same bytes a fresh file migrated would hold
 * (its head, its seed rows, its record of the migrations run), without running the
 * migrations and waiting on the disk for each test. Removed when the process ends.
 */
let sqliteTemplate: Promise<string> | undefined;
function migratedSqliteFile(): Promise<string> {
  sqliteTemplate ??= (async () => {
    const dir = mkdtempSync(join(tmpdir(), "sealaw-register-template-"));
    process.once("exit", () => rmSync(dir, { recursive: true, force: true }));
    const file = join(dir, "register.db");
    // Closed, the store leaves the one file: its write-ahead log is folded into it.
    await (await openStore({ file })).close();
    return file;
  })();
  return sqliteTemplate;
}

export const STORES: StoreKind[] = [
  {
    name: "sqlite",
    async make() {
      const dir = mkdtempSync(join(tmpdir(), "sealaw-register-"));
      const file = join(dir, "register.db");
      copyFileSync(await migratedSqliteFile(), file);
      const store = await openStore({ file });
      return {
        store,
        args: ["--db", file],
        env: {},
        where: { file },
        async cleanup() {
          await store.close();
          rmSync(dir, { recursive: true, force: true });
        },
      };
    },
  },
  {
    name: "postgres",
    ...(PG_URL || CI
      ? {}
      : {
          skip: "PostgreSQL tests not run: set SEALAW_TEST_PG_URL=postgres://… (npm test starts a throwaway server and sets it)",
        }),
    async make() {
      if (!PG_URL) throw new Error("CI=true but SEALAW_TEST_PG_URL is not set: the PostgreSQL tests must run in CI");
      const name = await freeDatabase();
      const u = new URL(PG_URL);
      u.pathname = `/${name}`;
      const url = u.toString();
      const store = await openStore({ url });
      return {
        store,
        args: [],
        env: { DATABASE_URL: url },
        where: { url },
        async cleanup() {
          await store.close();
          await empty(name);
        },
      };
    },
  },
];

/** `fn` given a Register on a fresh store of this kind, the store cleaned up after, whatever `fn` does. */
export async function withRegisterOn(kind: StoreKind, fn: (r: Register) => Promise<void>): Promise<void> {
  const t = await kind.make();
  try {
    await fn(new Register(t.store));
  } finally {
    await t.cleanup();
  }
}
