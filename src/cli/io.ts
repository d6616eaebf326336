/**
 * What the `sealaw` command reads and writes besides its arguments and its files:
 * its standard streams, its environment and the folder it runs in. The command
 * run as a process (main.ts) uses the process's own (`processIo()`); a test may run
 * the command in its own process with streams, variables and a folder of its own,
 * and every command then reads and writes those only.
 */

import { resolve } from "node:path";
import type { Readable, Writable } from "node:stream";
import type { Store, StoreOptions } from "../registry/store.js";

/** A stream the command writes to; a terminal's says so, and how wide it is. */
export type CliOut = Writable & { readonly isTTY?: boolean; readonly columns?: number; hasColors?(): boolean };

/** The stream the command reads standard input from; a terminal's says so. */
export type CliIn = Readable & { readonly isTTY?: boolean };

export interface CliIo {
  readonly stdout: CliOut;
  readonly stderr: CliOut;
  readonly stdin: CliIn;
  /** The environment: DATABASE_URL, SEALAW_DB, SEALAW_NOW, SEALAW_DEBUG and the rest. */
  readonly env: Readonly<Record<string, string | undefined>>;
  /** The folder a relative file name is taken from; undefined: the process's own. */
  readonly cwd?: string;
}

/**
 * A command used wrongly: an option's value it does not take, an argument missing or
 * too many. Told by its name, as every user's error is (program.ts, server/problems.ts).
 */
export class UsageError extends Error {
  override name = "UsageError";
}

/** The process's own streams, environment and folder: the command as a user runs it. */
export function processIo(): CliIo {
  return { stdout: process.stdout, stderr: process.stderr, stdin: process.stdin, env: process.env };
}

/** A file name as the command opens it: taken from the command's folder. Messages keep the name as given. */
export function pathIn(io: CliIo, file: string): string {
  return io.cwd === undefined ? file : resolve(io.cwd, file);
}

/** Opens the register's store that options name (registry/store.ts's openStore, or a stand-in for it). */
export type OpenStore = (o: StoreOptions) => Promise<Store>;

/** The register's store a command names: --db FILE, else what its environment names (see registry/store.ts). */
export function storeIn(io: CliIo, db: string | undefined): StoreOptions {
  if (db !== undefined) return { file: pathIn(io, db), env: io.env };
  const named = io.env.SEALAW_DB;
  return { env: named && io.cwd !== undefined ? { ...io.env, SEALAW_DB: pathIn(io, named) } : io.env };
}

/** Open the register's store a command names, with `open` where given; the command closes it when done. */
export async function openNamedStore(io: CliIo, db: string | undefined, open?: OpenStore): Promise<Store> {
  const o = storeIn(io, db);
  return open ? open(o) : (await import("../registry/index.js")).openStore(o);
}
