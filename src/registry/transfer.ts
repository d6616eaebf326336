/**
 * The register's export: versioned JSON Lines, a header and then every journal
 * entry with its payload as JSON. Reading one back checks every line and walks
 * the whole chain before anything is written.
 *
 * Version 2 keeps each determination once, as the register does: a line
 * `{"determination": HASH, "body": {…}}` comes before the first entry that
 * records it, and each entry names it by `"determination": HASH` (or null).
 * Version 1, written before determinations were kept apart, has no such lines
 * and no such field; it is still read.
 */

import { phrases } from "../core/messages.js";
import { canonicalJson } from "../engine/canonical.js";
import { RegisterError } from "./errors.js";
import { ChainWalker, determinationHash, type Entry, short } from "./journal.js";
import type { Kept } from "./projection.js";

export const EXPORT_FORMAT = "sealaw-register";
export const EXPORT_VERSION = 2;

/** The versions an import reads. */
const READS = [1, 2];

/**
 * The lines of an export: the header, then each entry, each determination before
 * the first entry that records it. `bodies` gives the kept determinations of the
 * hashes asked for.
 */
export async function* exportLines(
  head: { seq: number; hash: string },
  entries: AsyncIterable<Entry>,
  bodies: (hashes: string[]) => Promise<Map<string, string>>,
): AsyncGenerator<string> {
  yield JSON.stringify({ format: EXPORT_FORMAT, version: EXPORT_VERSION, entries: head.seq, head: head.hash });
  const written = new Set<string>();
  let page: Entry[] = [];
  const flush = async function* (): AsyncGenerator<string> {
    const wanted = [
      ...new Set(page.flatMap((e) => (e.determination && !written.has(e.determination) ? [e.determination] : []))),
    ];
    const found = wanted.length > 0 ? await bodies(wanted) : new Map<string, string>();
    for (const e of page) {
      const h = e.determination;
      if (h && !written.has(h)) {
        const body = found.get(h);
        if (body === undefined) throw new RegisterError(say.notKept({ seq: String(e.seq), hash: short(h) }));
        written.add(h);
        yield `{"determination":${JSON.stringify(h)},"body":${body}}`;
      }
      yield JSON.stringify({
        seq: e.seq,
        prev: e.prev,
        hash: e.hash,
        at: e.at,
        actor: e.actor,
        kind: e.kind,
        lot: e.lot,
        reason: e.reason,
        corrects: e.corrects,
        determination: e.determination,
        payload: JSON.parse(e.payload),
      });
    }
    page = [];
  };
  for await (const e of entries) {
    page.push(e);
    if (page.length >= 500) yield* flush();
  }
  yield* flush();
}

const say = phrases("refusal.transfer", {
  notKept: "entry {seq} records the determination {hash}, which is not kept",
  notJson: "line {line} of the import is not JSON",
  notHeader: "line 1 of the import is not a {format} header",
  version: "the import is of version {version}; this sealaw reads versions {reads}",
  notGiven: "line {line} of the import: entry {seq} records the determination {hash}, which no line before it gives",
  empty: "the import is empty",
  notVerified: "the import does not verify, and nothing was written: {problem}",
  notText: 'line {line} of the import: "{key}" is missing or not text',
  badHash:
    "the import does not verify, and nothing was written: the determination on line {line} is named {named}, but its contents hash to {hash}",
  notNumber: 'line {line} of the import: "{key}" is missing or not a number',
  noPayload: "line {line} of the import has no payload",
  version1: "line {line} of the import: an entry of version 1 names no determination",
});

/**
 * The entries of an export and the determinations they record, once every line
 * is read, every determination matches its hash and the whole chain matches;
 * else an error.
 */
export function readExport(lines: Iterable<string>): { list: Entry[]; head: string; kept: Map<string, Kept> } {
  const list: Entry[] = [];
  const kept = new Map<string, Kept>();
  let header: { format?: unknown; version?: unknown; entries?: unknown; head?: unknown } | undefined;
  let n = 0;
  for (const raw of lines) {
    n++;
    const line = raw.trim();
    if (line === "") continue;
    let v: Record<string, unknown>;
    try {
      v = JSON.parse(line) as Record<string, unknown>;
    } catch {
      throw new RegisterError(say.notJson({ line: String(n) }));
    }
    if (!header) {
      header = v;
      if (v.format !== EXPORT_FORMAT) throw new RegisterError(say.notHeader({ format: EXPORT_FORMAT }));
      if (!READS.includes(v.version as number)) {
        throw new RegisterError(say.version({ version: String(v.version), reads: { list: READS.map(String) } }));
      }
      continue;
    }
    if (header.version !== 1 && v.seq === undefined && v.body !== undefined) {
      const k = keptOf(v, n);
      kept.set(k.hash, k);
      continue;
    }
    const e = entryOf(v, n, header.version === 1);
    if (e.determination && !kept.has(e.determination))
      throw new RegisterError(say.notGiven({ line: String(n), seq: String(e.seq), hash: short(e.determination) }));
    list.push(e);
  }
  if (!header) throw new RegisterError(say.empty());
  const walker = new ChainWalker();
  for (const e of list) if (!walker.next(e)) break;
  const report = walker.end({ seq: Number(header.entries), hash: String(header.head) });
  if (!report.ok) throw new RegisterError(say.notVerified({ problem: String(report.broken?.problem) }));
  return { list, head: report.head, kept };
}

function keptOf(v: Record<string, unknown>, line: number): Kept {
  if (typeof v.determination !== "string")
    throw new RegisterError(say.notText({ line: String(line), key: "determination" }));
  const text = canonicalJson(v.body);
  const hash = determinationHash(text);
  if (hash !== v.determination)
    throw new RegisterError(say.badHash({ line: String(line), named: short(v.determination), hash: short(hash) }));
  return { hash, text };
}

function entryOf(v: Record<string, unknown>, line: number, v1: boolean): Entry {
  const str = (k: string) => {
    if (typeof v[k] !== "string") throw new RegisterError(say.notText({ line: String(line), key: k }));
    return v[k] as string;
  };
  const num = (k: string) => {
    if (typeof v[k] !== "number") throw new RegisterError(say.notNumber({ line: String(line), key: k }));
    return v[k] as number;
  };
  const opt = (k: string) => (v[k] === null || v[k] === undefined ? null : str(k));
  if (v.payload === undefined) throw new RegisterError(say.noPayload({ line: String(line) }));
  if (v1 && v.determination !== undefined) throw new RegisterError(say.version1({ line: String(line) }));
  return {
    seq: num("seq"),
    prev: str("prev"),
    hash: str("hash"),
    at: str("at"),
    actor: str("actor"),
    kind: str("kind"),
    lot: opt("lot"),
    reason: opt("reason"),
    corrects: v.corrects === null || v.corrects === undefined ? null : num("corrects"),
    determination: opt("determination"),
    payload: canonicalJson(v.payload),
  };
}
