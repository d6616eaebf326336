/**
 * The register's errors. A RegisterError is the clerk's mistake (an unknown lot, a
 * claim the law refuses, a payment larger than what is owed): the command exits 2
 * with its message, and nothing is written.
 */

import { phrases } from "../core/messages.js";

const say = phrases("refusal.errors", {
  busy: "the register {where} is busy: another process kept it locked for longer than this one waits; nothing was written, try again",
  broken:
    "the journal is broken at entry {seq}: {problem}. Nothing was written: the register writes no entry past a broken chain; `sealaw register verify` names the break",
});

export class RegisterError extends Error {
  override name = "RegisterError";
  /** The provisions the refusal rests on, when the law refuses the event. */
  readonly provisions: readonly string[];
  /** The input field the refusal is about, when it is one ("date", "fields.lodged"). */
  readonly path?: string;

  constructor(message: string, provisions: readonly string[] = [], path?: string) {
    super(message);
    this.provisions = provisions;
    if (path !== undefined) this.path = path;
  }
}

/**
 * SQLite has one writer at a time; another waits for it (store-sqlite.ts). A
 * writer that waited in vain is told so plainly: the transaction was rolled back,
 * so nothing was written, and the write can simply be made again.
 */
export function busyError(e: unknown, where: string): unknown {
  const code = (e as { code?: unknown } | null)?.code;
  if (typeof code === "string" && code.startsWith("SQLITE_BUSY")) {
    return new RegisterError(say.busy({ where }));
  }
  return e;
}

/**
 * The journal does not verify: an entry was changed, taken away or put in, or the
 * head does not match the last entry. The register writes no entry past the break,
 * since a new entry would chain onto it and bury it under hashes that verify; reads
 * still work. `seq` is the entry named, `problem` what is wrong with it.
 */
export class ChainBrokenError extends RegisterError {
  override name = "ChainBrokenError";
  readonly seq: number;
  readonly problem: string;

  constructor(broken: { seq: number; problem: string }) {
    super(say.broken({ seq: String(broken.seq), problem: broken.problem }));
    this.seq = broken.seq;
    this.problem = broken.problem;
  }
}
