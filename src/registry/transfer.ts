/**
 * The register's export: versioned JSON Lines, a header and then every journal
 * entry with its payload as JSON. Reading one back checks every line and walks
 * the whole chain before anything is written.
 */

import { canonicalJson } from "../engine/canonical.js";
import { RegisterError } from "./errors.js";
import { ChainWalker, type Entry } from "./journal.js";

export const EXPORT_FORMAT = "sealaw-register";
export const EXPORT_VERSION = 1;

/** The lines of an export: the header, then each entry. */
export async function* exportLines(
  head: { seq: number; hash: string },
  entries: AsyncIterable<Entry>,
): AsyncGenerator<string> {
  yield JSON.stringify({ format: EXPORT_FORMAT, version: EXPORT_VERSION, entries: head.seq, head: head.hash });
  for await (const e of entries) {
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
      payload: JSON.parse(e.payload),
    });
  }
}

/** The entries of an export, once every line is read and the whole chain matches; else an error. */
export function readExport(lines: Iterable<string>): { list: Entry[]; head: string } {
  const list: Entry[] = [];
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
      throw new RegisterError(`line ${n} of the import is not JSON`);
    }
    if (!header) {
      header = v;
      if (v.format !== EXPORT_FORMAT) throw new RegisterError(`line 1 of the import is not a ${EXPORT_FORMAT} header`);
      if (v.version !== EXPORT_VERSION) {
        throw new RegisterError(
          `the import is of version ${String(v.version)}; this sealaw reads version ${EXPORT_VERSION}`,
        );
      }
      continue;
    }
    list.push(entryOf(v, n));
  }
  if (!header) throw new RegisterError("the import is empty");
  const walker = new ChainWalker();
  for (const e of list) if (!walker.next(e)) break;
  const report = walker.end({ seq: Number(header.entries), hash: String(header.head) });
  if (!report.ok)
    throw new RegisterError(`the import does not verify, and nothing was written: ${report.broken?.problem}`);
  return { list, head: report.head };
}

function entryOf(v: Record<string, unknown>, line: number): Entry {
  const str = (k: string) => {
    if (typeof v[k] !== "string") throw new RegisterError(`line ${line} of the import: "${k}" is missing or not text`);
    return v[k] as string;
  };
  const num = (k: string) => {
    if (typeof v[k] !== "number")
      throw new RegisterError(`line ${line} of the import: "${k}" is missing or not a number`);
    return v[k] as number;
  };
  const opt = (k: string) => (v[k] === null || v[k] === undefined ? null : str(k));
  if (v.payload === undefined) throw new RegisterError(`line ${line} of the import has no payload`);
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
    payload: canonicalJson(v.payload),
  };
}
