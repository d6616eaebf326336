/**
 * The case hash of a receipt: sha256 of the case's canonical JSON (keys sorted at
 * every level, undefined members left out), in UTF-8.
 *
 * `canonicalJson` writes that text. `canonicalSha256` hashes the same bytes
 * without building the text: it writes them straight into a byte buffer, ASCII
 * by hand and anything else through the platform's UTF-8 encoder, which is several
 * times faster for a case of a few hundred members. A property test holds the two
 * to the same hash.
 */

import { createHash, hash } from "node:crypto";

/** Canonical JSON: keys sorted at every level, so equal cases hash equally. */
export function canonicalJson(v: unknown): string {
  if (v === null || typeof v !== "object") return scalarJson(v);
  if (Array.isArray(v)) {
    let out = "[";
    for (let i = 0; i < v.length; i++) out += (i > 0 ? "," : "") + canonicalJson(v[i]);
    return `${out}]`;
  }
  const o = v as Record<string, unknown>;
  const keys = sortedKeys(o);
  let out = "{";
  let first = true;
  for (let i = 0; i < keys.length; i++) {
    const k = keys[i] as string;
    const x = o[k];
    if (x === undefined) continue;
    out += `${first ? "" : ","}${stringJson(k)}:${canonicalJson(x)}`;
    first = false;
  }
  return `${out}}`;
}

export function sha256(text: string): string {
  return createHash("sha256").update(text).digest("hex");
}

/** sha256(canonicalJson(v)), in hex, without building the text. */
export function canonicalSha256(v: unknown): string {
  const w = writer.busy ? new ByteWriter() : writer;
  w.busy = true;
  try {
    w.n = 0;
    w.value(v);
    return hash("sha256", w.buf.subarray(0, w.n), "hex");
  } finally {
    w.busy = false;
  }
}

/**
 * An object's keys, sorted as Array.prototype.sort sorts strings (by UTF-16 code
 * units). Case files are mostly written in order already, and then nothing moves.
 */
function sortedKeys(o: object): string[] {
  const keys = Object.keys(o);
  for (let i = 1; i < keys.length; i++) {
    if ((keys[i - 1] as string) > (keys[i] as string)) return sortKeys(keys, i);
  }
  return keys;
}

/**
 * Sort keys already in order up to `from`, by insertion, comparing as `<` does
 * (by UTF-16 code units, as the default sort does): a mapping has a few keys, and
 * the default sort first turns each into a string and compares through a call.
 */
function sortKeys(keys: string[], from: number): string[] {
  if (keys.length > 64) return keys.sort();
  for (let i = from; i < keys.length; i++) {
    const k = keys[i] as string;
    let j = i - 1;
    while (j >= 0 && (keys[j] as string) > k) {
      keys[j + 1] = keys[j] as string;
      j--;
    }
    keys[j + 1] = k;
  }
  return keys;
}

/** True when JSON.stringify writes the string as it is, between quotes: printable ASCII, no quote or backslash. */
function plain(s: string): boolean {
  for (let i = 0; i < s.length; i++) {
    const c = s.charCodeAt(i);
    if (c < 0x20 || c === 0x22 || c === 0x5c || c >= 0x7f) return false;
  }
  return true;
}

/** JSON.stringify of a string, without calling it where the string needs no escape. */
function stringJson(s: string): string {
  return plain(s) ? `"${s}"` : JSON.stringify(s);
}

function scalarJson(v: unknown): string {
  if (typeof v === "string") return stringJson(v);
  return JSON.stringify(v) ?? "null";
}

const encoder = new TextEncoder();

/** The UTF-8 bytes of canonicalJson(v), written into a buffer that grows as needed. */
class ByteWriter {
  buf = new Uint8Array(8192);
  n = 0;
  busy = false;

  private room(more: number): void {
    if (this.n + more <= this.buf.length) return;
    let size = this.buf.length * 2;
    while (size < this.n + more) size *= 2;
    const next = new Uint8Array(size);
    next.set(this.buf.subarray(0, this.n));
    this.buf = next;
  }

  private byte(b: number): void {
    this.room(1);
    this.buf[this.n++] = b;
  }

  /** Text that is already JSON, as UTF-8. */
  private text(s: string): void {
    this.room(s.length * 3);
    const len = s.length;
    const buf = this.buf;
    let n = this.n;
    for (let i = 0; i < len; i++) {
      const c = s.charCodeAt(i);
      if (c >= 0x80) {
        this.n = n;
        this.n += encoder.encodeInto(s.slice(i), buf.subarray(n)).written;
        return;
      }
      buf[n++] = c;
    }
    this.n = n;
  }

  /** A string as JSON: as it is between quotes where it needs no escape, else as JSON.stringify writes it. */
  private string(s: string): void {
    const len = s.length;
    this.room(len + 2);
    const buf = this.buf;
    let n = this.n;
    buf[n++] = 0x22;
    for (let i = 0; i < len; i++) {
      const c = s.charCodeAt(i);
      if (c < 0x20 || c === 0x22 || c === 0x5c || c >= 0x80) {
        // Escapes, or characters beyond ASCII: leave it to JSON.stringify and the encoder.
        this.text(JSON.stringify(s));
        return;
      }
      buf[n++] = c;
    }
    buf[n++] = 0x22;
    this.n = n;
  }

  value(v: unknown): void {
    if (typeof v === "string") {
      this.string(v);
      return;
    }
    if (v === null || typeof v !== "object") {
      // Whole numbers and booleans as JSON.stringify writes them (String(-0) is "0" too).
      if (typeof v === "boolean") this.text(v ? "true" : "false");
      else if (Number.isSafeInteger(v)) this.text(String(v));
      else this.text(JSON.stringify(v) ?? "null");
      return;
    }
    if (Array.isArray(v)) {
      this.byte(0x5b);
      for (let i = 0; i < v.length; i++) {
        if (i > 0) this.byte(0x2c);
        this.value(v[i]);
      }
      this.byte(0x5d);
      return;
    }
    const o = v as Record<string, unknown>;
    const keys = sortedKeys(o);
    this.byte(0x7b);
    let first = true;
    for (let i = 0; i < keys.length; i++) {
      const k = keys[i] as string;
      const x = o[k];
      if (x === undefined) continue;
      if (!first) this.byte(0x2c);
      first = false;
      this.string(k);
      this.byte(0x3a);
      this.value(x);
    }
    this.byte(0x7d);
  }
}

const writer = new ByteWriter();
