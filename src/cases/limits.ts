/**
 * The bounds on what one case may be: how many bytes its text has, how many
 * values (YAML nodes) it holds, and how deeply they nest. Every way a case comes
 * in (a file, standard input, a line of a batch, the body of a request) is held to
 * them, and a case past one is refused before it is parsed any further, with a
 * CaseError that says which limit and how to raise it. docs/input-limits.md gives
 * the defaults and the reasons for them.
 *
 * The text is also read strictly: bytes that are not UTF-8 are refused with their
 * line, and old Mac line ends (a carriage return alone) count as line ends.
 */

import { Lexer } from "yaml";
import { CaseError, type CaseIssue, clip } from "../core/errors.js";

export interface InputLimits {
  /** The most bytes of text one case may have. */
  readonly bytes: number;
  /** The most values a case may hold: scalars, aliases, list items and flow collections. */
  readonly nodes: number;
  /** The deepest a value may be nested: the case itself is depth 1, `facts` depth 2, ... */
  readonly depth: number;
}

/** The limits unless others are given: each far above any real case, each far below what would hurt. */
export const DEFAULT_LIMITS: InputLimits = Object.freeze({
  bytes: 8 * 1024 * 1024,
  nodes: 250_000,
  depth: 64,
});

/** Each limit, its command-line flag and what it counts, for messages and help. */
export const LIMIT_FLAGS: Readonly<Record<keyof InputLimits, { flag: string; what: string }>> = Object.freeze({
  bytes: { flag: "--max-bytes", what: "bytes" },
  nodes: { flag: "--max-nodes", what: "values" },
  depth: { flag: "--max-depth", what: "levels of nesting" },
});

/** The default limits with some replaced; each must be a whole number of at least 1. */
export function limitsWith(over: Partial<InputLimits> = {}): InputLimits {
  const out = { ...DEFAULT_LIMITS };
  for (const key of Object.keys(LIMIT_FLAGS) as (keyof InputLimits)[]) {
    const v = over[key];
    if (v === undefined) continue;
    if (!Number.isSafeInteger(v) || v < 1) {
      throw new RangeError(`the limit ${LIMIT_FLAGS[key].flag} must be a whole number of at least 1, not ${v}`);
    }
    out[key] = v;
  }
  return Object.freeze(out);
}

function over(name: string, key: keyof InputLimits, limits: InputLimits, at?: string): CaseError {
  const { flag, what } = LIMIT_FLAGS[key];
  return new CaseError(name, [
    {
      path: "",
      message: `${at ? `${at}: ` : ""}the case has more than ${limits[key].toLocaleString("en")} ${what}, the limit; it is refused unread (raise the limit with ${flag})`,
    },
  ]);
}

/** Refuse a text of more bytes than the limit. `bytes` is its length in bytes, where already known. */
export function checkBytes(name: string, bytes: number, limits: InputLimits = DEFAULT_LIMITS): void {
  if (bytes > limits.bytes) throw over(name, "bytes", limits);
}

/** The bytes of a case as text: UTF-8 strictly (a byte-order mark is dropped), or a CaseError naming the line. */
export function decodeCase(name: string, bytes: Uint8Array, limits: InputLimits = DEFAULT_LIMITS): string {
  checkBytes(name, bytes.byteLength, limits);
  try {
    return new TextDecoder("utf-8", { fatal: true }).decode(bytes);
  } catch {
    const at = firstInvalidUtf8(bytes);
    let line = 1;
    for (let i = 0; i < at; i++) if (bytes[i] === 0x0a) line++;
    throw new CaseError(name, [
      {
        path: "",
        message: `line ${line}: byte ${at + 1} of the file (0x${(bytes[at] ?? 0).toString(16).padStart(2, "0")}) is not UTF-8`,
        expected: "text in UTF-8",
      },
    ]);
  }
}

/** The offset of the first byte that does not begin or continue a well-formed UTF-8 character. */
function firstInvalidUtf8(b: Uint8Array): number {
  let i = 0;
  while (i < b.length) {
    const c = b[i] as number;
    const n = c < 0x80 ? 0 : c >= 0xc2 && c <= 0xdf ? 1 : c >= 0xe0 && c <= 0xef ? 2 : c >= 0xf0 && c <= 0xf4 ? 3 : -1;
    if (n < 0) return i;
    for (let k = 1; k <= n; k++) {
      const d = b[i + k];
      if (d === undefined || (d & 0xc0) !== 0x80) return i;
    }
    // Overlong forms, surrogates and code points past U+10FFFF.
    const d1 = b[i + 1] as number;
    if (
      (c === 0xe0 && d1 < 0xa0) ||
      (c === 0xed && d1 > 0x9f) ||
      (c === 0xf0 && d1 < 0x90) ||
      (c === 0xf4 && d1 > 0x8f)
    )
      return i;
    i += n + 1;
  }
  return b.length;
}

/** Line ends as the YAML parser reads them: a carriage return alone (old Mac files) becomes a line feed. */
export function normalizeLineEnds(text: string): string {
  return text.includes("\r") ? text.replace(/\r\n?/g, "\n") : text;
}

const SCALAR = "\x1f";

/**
 * Count the values of a YAML (or JSON) text and how deeply they nest, from the
 * parser's tokens alone, before anything is built from them; a CaseError at the
 * first value past a limit.
 *
 * Values are scalars, aliases, items of block lists and flow collections. The
 * depth of flow collections is counted from their brackets; that of block
 * collections from their indentation, as the YAML parser will nest them. The
 * parsed data is measured again exactly afterwards (checkData); this count only
 * has to stop a text that would take the parser too long, too much memory or
 * too deep a recursion to get there.
 */
export function scanYaml(name: string, text: string, limits: InputLimits = DEFAULT_LIMITS): void {
  let nodes = 0;
  let flow = 0;
  let line = 1;
  let col = 0;
  /** Open block collections: their columns and kinds. */
  const block: { col: number; seq: boolean }[] = [];
  /** The column where the current entry's content began, on this line. */
  let entry: number | undefined;
  const open = (c: number, seq: boolean) => {
    while (block.length > 0) {
      const top = block[block.length - 1] as { col: number; seq: boolean };
      if (top.col > c || (top.col === c && top.seq && !seq)) block.pop();
      else break;
    }
    const top = block[block.length - 1];
    if (!top || top.col < c || top.seq !== seq) block.push({ col: c, seq });
    if (block.length + flow > limits.depth) throw over(name, "depth", limits, `line ${line}`);
  };
  const count = () => {
    if (++nodes > limits.nodes) throw over(name, "nodes", limits, `line ${line}`);
  };
  for (const token of new Lexer().lex(text)) {
    const c = token.charCodeAt(0);
    if (token.length === 1 && c < 0x20 && token !== "\n") {
      // A marker of the lexer's own (document start, a scalar follows, ...): no text.
      if (token === SCALAR && flow === 0 && entry === undefined) entry = col;
      if (token === SCALAR) count();
      continue;
    }
    if (token === "\n") {
      line++;
      col = 0;
      entry = undefined;
      continue;
    }
    const start = col;
    const nl = token.lastIndexOf("\n");
    if (nl >= 0) {
      for (let i = 0; i < token.length; i++) if (token.charCodeAt(i) === 10) line++;
      col = token.length - nl - 1;
    } else col += token.length;
    if (token.trim() === "" || token[0] === "#") continue;
    switch (token) {
      case "[":
      case "{":
        count();
        if (flow === 0 && entry === undefined) entry = start;
        flow++;
        if (block.length + flow > limits.depth) throw over(name, "depth", limits, `line ${line}`);
        continue;
      case "]":
      case "}":
        if (flow > 0) flow--;
        continue;
      case "-":
        if (flow === 0) {
          count();
          open(start, true);
          entry = undefined;
        }
        continue;
      case "?":
        if (flow === 0) {
          count();
          open(start, false);
          entry = undefined;
        }
        continue;
      case ":":
        if (flow === 0) {
          open(entry ?? start, false);
          entry = undefined;
        }
        continue;
    }
    if (token[0] === '"' || token[0] === "'" || token[0] === "*") count();
    if (flow === 0 && entry === undefined) entry = start;
  }
}

/**
 * Check parsed data against the depth limit, and refuse the name "__proto__"
 * anywhere in it (a JavaScript object cannot hold it as an ordinary field, so it
 * would be dropped unseen). Walks the data without recursion.
 */
export function checkData(data: unknown, limits: InputLimits = DEFAULT_LIMITS): CaseIssue[] {
  const issues: CaseIssue[] = [];
  const stack: { v: unknown; path: string; depth: number }[] = [{ v: data, path: "", depth: 1 }];
  let deep = false;
  while (stack.length > 0) {
    const { v, path, depth } = stack.pop() as { v: unknown; path: string; depth: number };
    if (v === null || typeof v !== "object") continue;
    if (depth > limits.depth) {
      if (!deep) {
        const { flag, what } = LIMIT_FLAGS.depth;
        issues.push({
          path,
          message: `nested more than ${limits.depth} ${what} deep, the limit (raise it with ${flag})`,
        });
      }
      deep = true;
      continue;
    }
    if (Array.isArray(v)) {
      for (let i = v.length - 1; i >= 0; i--) stack.push({ v: v[i], path: `${path}[${i}]`, depth: depth + 1 });
      continue;
    }
    for (const key of Object.keys(v)) {
      const at = path === "" ? key : `${path}.${key}`;
      if (key === "__proto__") {
        if (issues.length < 30)
          issues.push({ path: at, message: `the name "__proto__" is not allowed in a case`, expected: "another name" });
        continue;
      }
      stack.push({ v: (v as Record<string, unknown>)[key], path: at, depth: depth + 1 });
    }
  }
  return issues.map((i) => ({ ...i, path: clip(i.path) }));
}
