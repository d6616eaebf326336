/**
 * The journal: append-only entries, each carrying the SHA-256 of the one before.
 *
 * An entry's hash is taken over one line of bytes: the previous entry's hash, the
 * entry's header (sequence number, time, actor, kind, lot, reason, the entry it
 * corrects) as canonical JSON, and its payload as it is stored (canonical JSON,
 * written once). Verifying hashes those same bytes again, without parsing the
 * payload, so that it costs little more than hashing.
 */

import { hash } from "node:crypto";
import { canonicalJson } from "../engine/canonical.js";
import type { VerifyReport } from "./records.js";
import { GENESIS, type JournalTable } from "./schema.js";

export type { VerifyReport };

/** An entry as it is stored and exported: a row of the journal table. */
export type Entry = JournalTable;

export type EntryFields = Omit<Entry, "hash">;

/**
 * An entry as verify reads it: the payload may be the stored bytes themselves
 * (UTF-8), which hash the same as the text without decoding and encoding it again.
 */
export type StoredEntry = Omit<Entry, "payload"> & { payload: string | Uint8Array };

/**
 * The entry's header, exactly as canonicalJson writes the mapping of seq, at,
 * actor, kind, lot, reason, corrects and (when there is one) determination: its
 * keys in sorted order, written out by hand, since verify writes one an entry.
 * A property test holds it to canonicalJson.
 */
export function headerJson(e: Omit<StoredEntry, "hash" | "prev" | "payload">): string {
  let s = `{${member("actor", e.actor, true)}${member("at", e.at)}${member("corrects", e.corrects)}`;
  if (e.determination) s += member("determination", e.determination);
  s += `${member("kind", e.kind)}${member("lot", e.lot)}${member("reason", e.reason)}${member("seq", e.seq)}`;
  return s.charCodeAt(1) === 0x2c ? `{${s.slice(2)}}` : `${s}}`;
}

/** `,"key":value` as canonicalJson writes a member; nothing for an undefined value, which it leaves out. */
function member(key: string, v: unknown, first = false): string {
  if (v === undefined) return "";
  const value = v === null ? "null" : typeof v === "string" ? stringJson(v) : canonicalJson(v);
  return `${first ? "" : ","}"${key}":${value}`;
}

/** JSON.stringify of a string, without calling it for printable ASCII with no quote or backslash. */
function stringJson(s: string): string {
  for (let i = 0; i < s.length; i++) {
    const c = s.charCodeAt(i);
    if (c < 0x20 || c === 0x22 || c === 0x5c || c >= 0x7f) return JSON.stringify(s);
  }
  return `"${s}"`;
}

/** The hash a determination is kept under: sha256 over its canonical JSON. */
export function determinationHash(canonical: string | Uint8Array): string {
  return hash("sha256", canonical, "hex");
}

/** The bytes an entry's hash is taken over, written into one buffer kept for the next entry. */
let line = Buffer.alloc(64 * 1024);

/**
 * The hash of an entry: sha256 over its link, header and payload, each in UTF-8,
 * separated by newlines. The bytes are laid out in one buffer and hashed in one
 * call, rather than fed to a new hasher in five.
 */
export function entryHash(e: Omit<StoredEntry, "hash">): string {
  const head = headerJson(e);
  const bytes = typeof e.payload === "string" ? Buffer.byteLength(e.payload) : e.payload.length;
  const size = Buffer.byteLength(e.prev) + Buffer.byteLength(head) + bytes + 2;
  if (size > line.length) line = Buffer.alloc(Math.max(size, 2 * line.length));
  let n = line.write(e.prev, 0, "utf8");
  line[n++] = 0x0a;
  n += line.write(head, n, "utf8");
  line[n++] = 0x0a;
  if (typeof e.payload === "string") n += line.write(e.payload, n, "utf8");
  else {
    line.set(e.payload, n);
    n += e.payload.length;
  }
  return hash("sha256", line.subarray(0, n), "hex");
}

/**
 * Walks entries in order, one at a time. Feed it every entry, then call end() with
 * the head the store records (if any), which catches entries cut off the end.
 */
export class ChainWalker {
  private prevHash: string;
  private prevSeq: number;
  private count = 0;
  private broken: { seq: number; problem: string } | undefined;

  /** From the start of the journal, or from the entry `after` (its number and hash), to walk only what follows it. */
  constructor(after: { seq: number; hash: string } = { seq: 0, hash: GENESIS }) {
    this.prevSeq = after.seq;
    this.prevHash = after.hash;
  }

  /** Check one entry; false once the chain is broken (the rest need not be read). */
  next(e: StoredEntry): boolean {
    if (this.broken) return false;
    this.count++;
    if (e.seq !== this.prevSeq + 1) {
      const missing = this.prevSeq + 1;
      this.broken = {
        seq: missing,
        problem:
          e.seq > missing
            ? `entry ${missing}${e.seq - 1 > missing ? ` to ${e.seq - 1}` : ""} ${e.seq - 1 > missing ? "are" : "is"} missing: entry ${e.seq} follows entry ${this.prevSeq}`
            : `entry ${e.seq} comes after entry ${this.prevSeq}: entries are out of order`,
      };
    } else if (e.prev !== this.prevHash) {
      this.broken = {
        seq: e.seq,
        problem: `entry ${e.seq} links to ${short(e.prev)}, but the entry before it hashes to ${short(this.prevHash)}`,
      };
    } else {
      const h = entryHash(e);
      if (h !== e.hash) {
        this.broken = {
          seq: e.seq,
          problem: `entry ${e.seq} was changed: its contents hash to ${short(h)}, but it records ${short(e.hash)}`,
        };
      }
    }
    this.prevHash = e.hash;
    this.prevSeq = e.seq;
    return this.broken === undefined;
  }

  /**
   * The last check: the head the store records (its last entry's number and hash)
   * must be the last entry walked. `null` is a store whose head row is gone.
   */
  end(head?: { seq: number; hash: string } | null): VerifyReport {
    if (!this.broken && head === null) {
      this.broken = {
        seq: this.prevSeq,
        problem: `the register's head (the number and hash of its last entry) is missing; the journal ends at entry ${this.prevSeq}`,
      };
    } else if (!this.broken && head) {
      if (head.seq > this.prevSeq) {
        this.broken = {
          seq: this.prevSeq + 1,
          problem: `entry ${this.prevSeq + 1}${head.seq > this.prevSeq + 1 ? ` to ${head.seq} are` : " is"} missing from the end: the journal ends at entry ${this.prevSeq}, but the register's head is entry ${head.seq} (${short(head.hash)})`,
        };
      } else if (head.seq < this.prevSeq) {
        this.broken = {
          seq: head.seq + 1,
          problem: `the register's head is entry ${head.seq}, but the journal goes on to entry ${this.prevSeq}: entry ${head.seq + 1}${this.prevSeq > head.seq + 1 ? ` to ${this.prevSeq}` : ""} came in past the head`,
        };
      } else if (head.hash !== this.prevHash) {
        this.broken = {
          seq: head.seq,
          problem: `the register's head records entry ${head.seq} as ${short(head.hash)}, but entry ${head.seq} hashes to ${short(this.prevHash)}`,
        };
      }
    }
    return {
      ok: this.broken === undefined,
      entries: this.count,
      head: this.prevHash,
      ...(this.broken ? { broken: this.broken } : {}),
    };
  }
}

/** A hash shortened for a message. */
export function short(h: string): string {
  return `${h.slice(0, 12)}…`;
}
