/**
 * Cutting an NDJSON stream into chunks of whole lines, as bytes, for the workers of
 * `sealaw decide --batch`. The main thread never decodes or parses a line: it only
 * finds newlines (a byte that never occurs inside a multi-byte UTF-8 character), so
 * it stays light however many workers there are.
 */

/** Whole lines of the input, numbered: the unit a worker decides. */
export interface Chunk {
  /** 0, 1, 2, ...: the order in which the results are written. */
  readonly seq: number;
  /** The number (from 1) of the chunk's first line in the input. */
  readonly first: number;
  /** How many lines the chunk holds. */
  readonly lines: number;
  /** The lines, each ending in "\n" except perhaps the input's last; a buffer of its own, so it can be transferred. */
  readonly bytes: Uint8Array;
}

const NL = 0x0a;

/** The number of "\n" bytes in `b`. */
export function countNewlines(b: Uint8Array): number {
  let n = 0;
  const buf = Buffer.from(b.buffer, b.byteOffset, b.byteLength);
  for (let i = buf.indexOf(NL); i !== -1; i = buf.indexOf(NL, i + 1)) n++;
  return n;
}

/**
 * Cuts bytes into chunks of whole lines of about `target` bytes each (a chunk ends
 * at the first newline once `target` bytes are reached; one long line is one chunk).
 * A final line without a newline is a line; a final newline does not start one.
 */
export class LineChunker {
  private pending: Buffer[] = [];
  private size = 0;
  private seq = 0;
  private next = 1;

  constructor(private readonly target = 64 * 1024) {
    if (!(target >= 1)) throw new RangeError("the chunk size must be at least one byte");
  }

  /** Add input; returns the chunks that are now complete. */
  push(data: Uint8Array): Chunk[] {
    if (data.byteLength === 0) return [];
    this.pending.push(Buffer.from(data.buffer, data.byteOffset, data.byteLength));
    this.size += data.byteLength;
    if (this.size < this.target) return [];
    const all = this.pending.length === 1 ? (this.pending[0] as Buffer) : Buffer.concat(this.pending, this.size);
    const out: Chunk[] = [];
    let pos = 0;
    while (all.length - pos >= this.target) {
      const nl = all.indexOf(NL, pos + this.target - 1);
      if (nl === -1) break;
      out.push(this.cut(all.subarray(pos, nl + 1)));
      pos = nl + 1;
    }
    // Copy what is left, so that the input's (possibly pooled) buffers are not kept alive.
    const rest = Buffer.from(all.subarray(pos));
    this.pending = rest.length > 0 ? [rest] : [];
    this.size = rest.length;
    return out;
  }

  /** The input has ended: the last chunk, if any bytes are left. */
  end(): Chunk[] {
    if (this.size === 0) return [];
    const all = Buffer.concat(this.pending, this.size);
    this.pending = [];
    this.size = 0;
    return [this.cut(all)];
  }

  /** The number of the line the next chunk will start with. */
  get nextLine(): number {
    return this.next;
  }

  private cut(b: Buffer): Chunk {
    const bytes = new Uint8Array(b.length);
    bytes.set(b);
    const newlines = countNewlines(bytes);
    const lines = bytes[bytes.length - 1] === NL ? newlines : newlines + 1;
    const c: Chunk = { seq: this.seq++, first: this.next, lines, bytes };
    this.next += lines;
    return c;
  }
}

/**
 * The lines of a chunk's text: split at "\n", with a "\r" before it dropped, and
 * without the empty piece after a final newline. `first` is the number of the first
 * line; a byte-order mark at the very start of the input (line 1) is dropped.
 */
export function splitLines(text: string, first: number): string[] {
  const lines = text.split("\n");
  if (lines.length > 0 && lines[lines.length - 1] === "") lines.pop();
  for (let i = 0; i < lines.length; i++) {
    const l = lines[i] as string;
    if (l.endsWith("\r")) lines[i] = l.slice(0, -1);
  }
  if (first === 1 && lines.length > 0 && (lines[0] as string).startsWith("\uFEFF")) {
    lines[0] = (lines[0] as string).slice(1);
  }
  return lines;
}
