/**
 * The `sealaw` command run in the test's own process: the command's main() with
 * its standard streams, environment and folder its own (src/cli/io.ts), so that a
 * test of many commands does not start a process for each. What it asserts of the
 * exit code and of what was written is what it would assert of the process.
 */

import { PassThrough, Writable } from "node:stream";
import type { CliIo, OpenStore } from "../io.js";
import { main } from "../program.js";

export interface Ran {
  status: number;
  stdout: string;
  stderr: string;
}

export interface RunOptions {
  /** Variables over the process's own environment (as a spawned command is given them). */
  env?: Record<string, string | undefined>;
  /** The folder it runs in; default the process's own. */
  cwd?: string;
  /** What it reads on standard input; default nothing (input already at its end). */
  input?: string | Buffer;
  /** How it opens the register's store; default a new store for each command, as the process does. */
  openStore?: OpenStore;
}

/** The script the workers of `decide --batch` run: the built command's entry point. */
const WORKER = new URL("../../../dist/cli/main.js", import.meta.url);

/** Everything written to it, kept. */
class Kept extends Writable {
  private readonly parts: Buffer[] = [];
  override _write(chunk: Buffer, _encoding: BufferEncoding, done: (error?: Error | null) => void): void {
    this.parts.push(chunk);
    done();
  }
  text(): string {
    return Buffer.concat(this.parts).toString("utf8");
  }
}

/** The environment less the variables that choose a command's language (LC_ALL, LC_MESSAGES, LANG). */
export function withoutLocale(env: NodeJS.ProcessEnv): Record<string, string | undefined> {
  const { LC_ALL: _a, LC_MESSAGES: _m, LANG: _l, ...rest } = env;
  return rest;
}

/** Run `sealaw ARGS` in this process; its exit code and what it wrote to standard output and error. */
export async function runSealaw(args: readonly string[], o: RunOptions = {}): Promise<Ran> {
  const stdout = new Kept();
  const stderr = new Kept();
  const stdin = new PassThrough();
  stdin.end(o.input);
  const io: CliIo = {
    stdout,
    stderr,
    stdin,
    // The process's locale is not the test's: a command speaks English unless the test sets LANG or LC_ALL.
    env: { ...withoutLocale(process.env), ...o.env },
    ...(o.cwd !== undefined ? { cwd: o.cwd } : {}),
  };
  const status = await main(["node", "sealaw", ...args], {
    io,
    workerUrl: WORKER,
    ...(o.openStore ? { openStore: o.openStore } : {}),
  });
  return { status, stdout: stdout.text(), stderr: stderr.text() };
}
