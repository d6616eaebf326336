/**
 * The stores every register test runs against: a SQLite file in a fresh folder,
 * and a fresh PostgreSQL database on the server SEALAW_TEST_PG_URL names (made
 * and dropped per test). `.ci/run` starts a throwaway server and sets the URL.
 * Under CI (CI=true) a missing URL fails the PostgreSQL tests; elsewhere they are
 * reported as not run, saying why.
 */

import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import pg from "pg";
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

export const STORES: StoreKind[] = [
  {
    name: "sqlite",
    async make() {
      const dir = mkdtempSync(join(tmpdir(), "sealaw-register-"));
      const file = join(dir, "register.db");
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
      const name = `sealaw_test_${process.pid}_${Date.now()}_${n++}`;
      const admin = new pg.Client({ connectionString: PG_URL });
      await admin.connect();
      await admin.query(`create database ${name}`);
      await admin.end();
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
          const a = new pg.Client({ connectionString: PG_URL });
          await a.connect();
          await a.query(`drop database if exists ${name} with (force)`);
          await a.end();
        },
      };
    },
  },
];
