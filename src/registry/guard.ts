/**
 * A broken chain is not written past. A new entry chains onto the head; were the
 * journal broken below it (a row changed, taken away or put in), the new entry's
 * hash would cover the break and every later one bury it deeper. So the register
 * checks the chain before it writes:
 *
 * - once, the whole chain: the first write through a store walks it (Register.verify,
 *   outside the write's transaction, so that other writers need not wait on the
 *   walk), and a server walks it as it starts;
 * - before every write, in the write's transaction, once it holds the head: a cheap
 *   check from the entry last found whole (walkSince, verify.ts), whose cost goes
 *   with the entries written since, not with the journal.
 *
 * What this process learned of each store is kept here, by store. A break found is
 * kept until the store is closed: every write after it is refused with a
 * ChainBrokenError naming the entry, and reads go on. Only what a committed
 * snapshot showed is kept; a check made inside a transaction of the caller's own,
 * which may hold changes of its own, refuses the write but keeps nothing.
 */

import { ChainBrokenError } from "./errors.js";
import type { VerifyReport } from "./journal.js";
import type { Db } from "./records.js";
import type { Store } from "./store.js";
import { walkChain, walkSince } from "./verify.js";

type Broken = NonNullable<VerifyReport["broken"]>;

interface Known {
  /** The last entry found whole, by number and hash. */
  verified?: { seq: number; hash: string };
  /** The break found; once found, kept. */
  broken?: Broken;
}

const known = new WeakMap<Store, Known>();
const walking = new WeakMap<Store, Promise<unknown>>();

/** What this process knows of a store's journal: whether it was walked, and the break, if it found one. */
export interface JournalState {
  /** Whether the whole chain was walked through this store. */
  checked: boolean;
  /** False once a break was found. */
  intact: boolean;
  broken?: Broken;
}

export function journalState(store: Store): JournalState {
  const k = known.get(store);
  if (!k) return { checked: false, intact: true };
  return k.broken ? { checked: true, intact: false, broken: k.broken } : { checked: true, intact: true };
}

/** Keep what a walk of the whole chain over a committed snapshot found (Register.verify). */
export function recordWalk(store: Store, report: VerifyReport): void {
  const k = known.get(store);
  if (k?.broken) return;
  if (report.ok) {
    // A later point already found whole is kept: a walk that began before a write ends after it.
    if (k?.verified && k.verified.seq > report.entries) return;
    known.set(store, { verified: { seq: report.entries, hash: report.head } });
  } else if (report.broken) known.set(store, { broken: report.broken });
}

/** Walk the whole chain through the store once, unless it was walked already (or is being walked). */
export async function walkOnce(store: Store, walk: () => Promise<unknown>): Promise<void> {
  if (known.has(store)) return;
  let w = walking.get(store);
  if (!w) {
    w = walk().finally(() => walking.delete(store));
    walking.set(store, w);
  }
  // A walk that fails (the store does not answer) leaves the check to the write's transaction.
  await w.catch(() => undefined);
}

/** A change committed: the head it left (its own entries, written onto a chain just checked) is found whole. */
export function advanceVerified(store: Store, head: { seq: number; hash: string }): void {
  const k = known.get(store);
  if (k?.verified && !k.broken && head.seq > k.verified.seq) known.set(store, { verified: { ...head } });
}

/**
 * The check before a write, in the write's transaction once it holds the head:
 * refused with a ChainBrokenError naming the entry when the chain is broken.
 * `keep`: the transaction is the register's own, whose reads before its first
 * write are of committed rows, so what they show is kept.
 */
export async function checkBeforeWrite(db: Db, store: Store, keep: boolean): Promise<void> {
  const k = known.get(store);
  if (k?.broken) throw new ChainBrokenError(k.broken);
  let head: { seq: number; hash: string };
  let broken: Broken | undefined;
  if (k?.verified) {
    const since = await walkSince(db, store, k.verified);
    head = since.head;
    // The cheap check says that something is wrong; the whole walk names the first entry that breaks.
    if (since.broken) broken = (await walkChain(db, store)).broken ?? since.broken;
  } else {
    const whole = await walkChain(db, store);
    head = { seq: whole.entries, hash: whole.head };
    broken = whole.broken;
  }
  if (broken) {
    if (keep) known.set(store, { broken });
    throw new ChainBrokenError(broken);
  }
  if (keep) known.set(store, { verified: head });
}
