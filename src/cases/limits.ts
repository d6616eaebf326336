/**
 * The bounds on what one case may be: how many bytes its text has, how many
 * values (YAML nodes) it holds, how deeply they nest and how long one text in it
 * is. Every way a case comes in (a file, standard input, a line of a batch, the
 * body of a request, a register write or a token made over HTTP) is held to
 * them, and a text past one is refused before anything is built from it, with a
 * CaseError that says which limit. docs/input-limits.md gives the defaults and
 * the reasons for them.
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
  /** The most characters of one text (a key or a scalar), as written. */
  readonly text: number;
}

/** The limits unless others are given: each far above any real case, each far below what would hurt. */
export const DEFAULT_LIMITS: InputLimits = Object.freeze({
  bytes: 8 * 1024 * 1024,
  nodes: 250_000,
  depth: 64,
  text: 4096,
});

/** Each limit, its command-line flag and what it counts, for messages and help. */
export const LIMIT_FLAGS: Readonly<Record<keyof InputLimits, { flag: string; what: string }>> = Object.freeze({
  bytes: { flag: "--max-bytes", what: "bytes" },
  nodes: { flag: "--max-nodes", what: "values" },
  depth: { flag: "--max-depth", what: "levels of nesting" },
  text: { flag: "--max-text", what: "characters in one text" },
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

/**
 * Who reads a text past a limit, for the message: a case read by the command
 * (whose flag raises the limit), or a body read by the server (whose limits are
 * its own).
 */
export type Reader = "case" | "body";

function over(
  name: string,
  key: keyof InputLimits,
  limits: InputLimits,
  at?: string,
  reader: Reader = "case",
  where = "",
): CaseError {
  const { flag, what } = LIMIT_FLAGS[key];
  const bound = `${limits[key].toLocaleString("en")} ${what}`;
  return new CaseError(name, [
    reader === "case"
      ? {
          path: "",
          message: `${at ? `${at}: ` : ""}the case has more than ${bound}, the limit; it is refused unread (raise the limit with ${flag})`,
        }
      : {
          path: clip(where),
          message: `${at ? `${at}: ` : ""}past the server's limit "${key}" (at most ${bound}); the body is refused unread`,
          expected: `at most ${bound}`,
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
export function scanYaml(
  name: string,
  text: string,
  limits: InputLimits = DEFAULT_LIMITS,
  reader: Reader = "case",
): void {
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
    if (block.length + flow > limits.depth) throw over(name, "depth", limits, `line ${line}`, reader);
  };
  const count = () => {
    if (++nodes > limits.nodes) throw over(name, "nodes", limits, `line ${line}`, reader);
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
    const first = line;
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
        if (block.length + flow > limits.depth) throw over(name, "depth", limits, `line ${line}`, reader);
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
    // A scalar, an alias, an anchor or a tag: its characters as written (a quoted text without its quotes).
    const quoted = token[0] === '"' || token[0] === "'";
    if (token.length - (quoted ? 2 : 0) > limits.text) throw over(name, "text", limits, `line ${first}`, reader);
    if (quoted || token[0] === "*") count();
    if (flow === 0 && entry === undefined) entry = start;
  }
}

/** What one pass over a text written as JSON found, besides its measures. */
export interface JsonScan {
  /** JSON.parse reads it as the YAML reader would: no key given twice in one mapping, no key `__proto__`. */
  readonly plain: boolean;
  /** The first key given twice in one mapping, and its path ("a.b[2].c"). */
  readonly twice?: { readonly key: string; readonly path: string };
  /** The path of the first key `__proto__`. */
  readonly proto?: string;
}

const QUOTE = 34;
const BACKSLASH = 92;

/** Whitespace between JSON tokens. */
function isSpace(c: number): boolean {
  return c === 32 || c === 10 || c === 13 || c === 9;
}

/** A character that ends a bare token (number, true, false, null). */
function endsToken(c: number): boolean {
  return c === 44 || c === 93 || c === 125 || c === 58 || isSpace(c);
}

/** A character a bare JSON token may hold: letters, digits, sign, point. */
function inToken(c: number): boolean {
  return (c >= 48 && c <= 57) || (c >= 65 && c <= 90) || (c >= 97 && c <= 122) || c === 43 || c === 45 || c === 46;
}

/** The line of an offset of a text. */
function lineAt(text: string, offset: number): number {
  let line = 1;
  for (let i = text.indexOf("\n"); i >= 0 && i < offset; i = text.indexOf("\n", i + 1)) line++;
  return line;
}

/** "a.b[2].c" */
function pathOf(segs: readonly (string | number)[]): string {
  let out = "";
  for (const seg of segs) out += typeof seg === "number" ? `[${seg}]` : out === "" ? seg : `.${seg}`;
  return out;
}

/**
 * Measure a text written as JSON against the limits in one pass over its
 * characters, before anything is built from it: its nesting, its values (keys,
 * scalars and collections alike, so never fewer than the YAML reader's count),
 * and the characters of each text (an escape counts as the character it stands
 * for). A CaseError, naming the limit and the line, at the first value past one.
 * On the way it notes a key given twice in one mapping and a key `__proto__`.
 *
 * Undefined when the text is not written as JSON (it does not begin with a
 * mapping or a list, or holds a mark JSON does not have, as YAML's quotes,
 * comments, anchors and tags): then scanYaml counts it. A text that is written as
 * JSON but is not valid JSON is measured as far as it goes; JSON.parse or the
 * YAML reader says what is wrong with it.
 */
export function scanJson(
  name: string,
  text: string,
  limits: InputLimits = DEFAULT_LIMITS,
  reader: Reader = "case",
): JsonScan | undefined {
  const n = text.length;
  let i = 0;
  while (i < n && isSpace(text.charCodeAt(i))) i++;
  const first = text.charCodeAt(i);
  if (first !== 123 && first !== 91) return undefined;
  // For each open collection: the keys seen so far (a mapping), or null (a list); and where in it the scan is.
  const open: (Set<string> | null)[] = [];
  const path: (string | number)[] = [];
  const refuse = (key: keyof InputLimits, at: number, segs: readonly (string | number)[] = path) =>
    over(name, key, limits, `line ${lineAt(text, at)}`, reader, pathOf(segs));
  let nodes = 0;
  let keyNext = false;
  let twice: { key: string; path: string } | undefined;
  let proto: string | undefined;
  let broken = false;
  while (i < n) {
    const c = text.charCodeAt(i);
    if (isSpace(c) || c === 58) {
      i++;
    } else if (c === 123 || c === 91) {
      if (open.length + 1 > limits.depth) throw refuse("depth", i);
      if (++nodes > limits.nodes) throw refuse("nodes", i);
      open.push(c === 123 ? new Set<string>() : null);
      path.push(c === 123 ? "" : 0);
      keyNext = c === 123;
      i++;
    } else if (c === 125 || c === 93) {
      if (open.pop() === undefined) {
        broken = true;
        break;
      }
      path.pop();
      keyNext = false;
      i++;
    } else if (c === 44) {
      const top = open.length - 1;
      if (top >= 0 && open[top] === null) path[top] = (path[top] as number) + 1;
      keyNext = top >= 0 && open[top] !== null;
      i++;
    } else if (c === QUOTE) {
      let j = i + 1;
      let chars = 0;
      let escaped = false;
      while (j < n) {
        const d = text.charCodeAt(j);
        if (d === QUOTE) break;
        if (d === BACKSLASH) {
          escaped = true;
          j += text.charCodeAt(j + 1) === 117 ? 6 : 2;
        } else j++;
        chars++;
      }
      if (j >= n) {
        broken = true;
        break;
      }
      const top = open.length - 1;
      const keys = open[top];
      const key = keyNext && keys !== undefined && keys !== null;
      // A key too long is named by the mapping it is in.
      if (chars > limits.text) throw refuse("text", i, key ? path.slice(0, top) : path);
      if (++nodes > limits.nodes) throw refuse("nodes", i, key ? path.slice(0, top) : path);
      if (key) {
        let k: string;
        try {
          k = escaped ? (JSON.parse(text.slice(i, j + 1)) as string) : text.slice(i + 1, j);
        } catch {
          broken = true;
          break;
        }
        path[top] = k;
        if (k === "__proto__") proto ??= pathOf(path);
        else if (keys.has(k)) twice ??= { key: k, path: pathOf(path) };
        keys.add(k);
        keyNext = false;
      }
      i = j + 1;
    } else if (inToken(c)) {
      const start = i;
      while (i < n && !endsToken(text.charCodeAt(i))) {
        if (!inToken(text.charCodeAt(i))) return undefined;
        i++;
      }
      if (i - start > limits.text) throw refuse("text", start);
      if (++nodes > limits.nodes) throw refuse("nodes", start);
      keyNext = false;
      // A bare token is followed by a mark of JSON, or the end: YAML would read "a b" as one text.
      let k = i;
      while (k < n && isSpace(text.charCodeAt(k))) k++;
      if (k < n && !endsToken(text.charCodeAt(k))) return undefined;
    } else {
      return undefined;
    }
  }
  const plain = !broken && open.length === 0 && twice === undefined && proto === undefined;
  return { plain, ...(twice ? { twice } : {}), ...(proto !== undefined ? { proto } : {}) };
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
