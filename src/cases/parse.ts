/**
 * Reading case files: YAML or JSON text to plain data, and zod issues to CaseIssues
 * that name the path inside the file, what is wrong and what was expected — all of
 * them at once, each with its line where the file is YAML or JSON text.
 */

import {
  type Alias,
  type Document,
  isAlias,
  isMap,
  isScalar,
  isSeq,
  LineCounter,
  type Node,
  parseDocument,
  visit,
} from "yaml";
import type { z } from "zod";
import { CaseError, type CaseIssue, clip } from "../core/errors.js";
import { phrases } from "../core/messages.js";
import { suggest } from "../core/suggest.js";
import { knownFieldsAt } from "./known-fields.js";
import { checkBytes, DEFAULT_LIMITS, type InputLimits, normalizeLineEnds, scanJson, scanYaml } from "./limits.js";

/** The format of case files this version reads. */
export const CASE_FORMAT_VERSION = 1;

export type PathSegment = string | number;

/** "facts.people[3].aboard" */
export function formatPath(path: readonly PathSegment[]): string {
  let out = "";
  for (const seg of path) {
    if (typeof seg === "number") out += `[${seg}]`;
    else out += out === "" ? seg : `.${seg}`;
  }
  return out;
}

/** Parsed text plus a way to find the line of a path, for error messages. */
export interface SourceDoc {
  readonly name: string;
  readonly data: unknown;
  readonly lineOf: (path: readonly PathSegment[]) => number | undefined;
}

/**
 * Parse YAML or JSON (JSON is YAML, so one parser serves both). Syntax errors are
 * reported with line and column; duplicate keys are errors, not silently merged.
 * The text is held to the input limits (cases/limits.ts) before it is parsed, and
 * an alias that names no anchor, or aliases that would expand the case beyond
 * reason, are errors of the file with their line.
 */
export function parseCaseText(source: string, name: string, limits: InputLimits = DEFAULT_LIMITS): SourceDoc {
  checkBytes(name, Buffer.byteLength(source, "utf8"), limits);
  const text = normalizeLineEnds(source);
  // Written as JSON: measured in one pass over its characters, and read natively when it is plain.
  const json = scanJson(name, text, limits);
  const plain = json?.plain ? readJson(text) : undefined;
  if (plain) {
    // Read natively; the YAML reader is asked for a line only when a problem needs one.
    let lines: ((path: readonly PathSegment[]) => number | undefined) | undefined;
    const lineOf = (path: readonly PathSegment[]): number | undefined => {
      lines ??= yamlLines(text);
      return lines(path);
    };
    return { name, data: plain.data, lineOf };
  }
  // Not written as JSON, or not plain JSON: the YAML reader's tokens are counted before it builds anything.
  scanYaml(name, text, limits);
  const lines = new LineCounter();
  const doc = readYaml(name, text, lines);
  if (doc.errors.length > 0) {
    throw new CaseError(
      name,
      doc.errors.map((e) => {
        const pos = lines.linePos(e.pos[0]);
        return {
          path: "",
          message: `line ${pos.line}, column ${pos.col}: ${firstLine(e.message)}`,
          expected: "valid YAML or JSON",
        };
      }),
    );
  }
  refuseKeysThatAreNotNames(doc, lines, name);
  return { name, data: toData(doc, lines, name), lineOf: lineFinder(doc, lines) };
}

/** The data of a text that scanJson found plain, by JSON.parse; undefined when it is not valid JSON. */
function readJson(text: string): { data: unknown } | undefined {
  try {
    return { data: JSON.parse(text) as unknown };
  } catch {
    return undefined;
  }
}

/**
 * A key of a mapping is a name. YAML also lets a list, a mapping or an alias stand
 * as a key (`[1, 2]: x`, `*a: x`); as data such a key becomes its text, no field of
 * a case has that name, and the YAML reader warns on standard error besides. It is
 * an error of the file, with its line.
 */
function refuseKeysThatAreNotNames(doc: Document, lines: LineCounter, name: string): void {
  const issues: CaseIssue[] = [];
  const keys = {
    Pair(_: unknown, pair: { key: unknown }) {
      const key = pair.key;
      if (key === null || isScalar(key) || issues.length >= 30) return;
      const offset = (key as Node).range?.[0];
      const what = isAlias(key) ? "an alias" : isSeq(key) ? "a list" : "a mapping";
      issues.push({
        path: "",
        message: `${offset === undefined ? "" : `line ${lines.linePos(offset).line}: `}a key is ${what}`,
        expected: "a name as the key of a mapping",
      });
    },
  };
  try {
    visit(doc, keys);
  } catch (e) {
    // Nested too deeply to walk: reading it as data says so (toData).
    if (!(e instanceof RangeError)) throw e;
  }
  if (issues.length > 0) throw new CaseError(name, issues);
}

/**
 * The YAML reader's document of a text. The reader recovers from broken text by
 * nesting what follows inside what it could not close, one level a line (an
 * unclosed bracket, a stray mark before a list of many items): a text whose
 * nesting the count of its tokens keeps within the limit can then still take the
 * reader deeper than the stack goes. That is the case's error, not a fault.
 */
function readYaml(name: string, text: string, lines: LineCounter): Document {
  try {
    return parseDocument(text, { lineCounter: lines, uniqueKeys: true, prettyErrors: false, strict: true });
  } catch (e) {
    if (e instanceof RangeError && /call stack/i.test(e.message)) {
      throw new CaseError(name, [
        {
          path: "",
          message:
            "the text cannot be read: the YAML reader nests deeper than it can go (look for an unclosed bracket or a stray mark before a long list)",
          expected: "valid YAML or JSON",
        },
      ]);
    }
    throw e;
  }
}

/** The lines of plain JSON text that JSON.parse has read: the YAML reader's, made when first asked. */
function yamlLines(text: string): (path: readonly PathSegment[]) => number | undefined {
  const lines = new LineCounter();
  try {
    return lineFinder(readYaml("", text, lines), lines);
  } catch {
    // No line is known: the problem is still named by its path.
    return () => undefined;
  }
}

/** The line of a path in a parsed document: of its key, or of the nearest node above it. */
function lineFinder(doc: Document, lines: LineCounter): (path: readonly PathSegment[]) => number | undefined {
  return (path: readonly PathSegment[]): number | undefined => {
    let node: unknown = doc.contents;
    let last: Node | undefined;
    for (const seg of path) {
      if (isMap(node)) {
        const pair = node.items.find((p) => isScalar(p.key) && String(p.key.value) === String(seg));
        if (!pair) break;
        last = (pair.key as Node) ?? last;
        node = pair.value;
      } else if (isSeq(node) && typeof seg === "number") {
        node = node.items[seg];
      } else break;
      if (node && typeof node === "object" && "range" in node) last = node as Node;
    }
    const offset = last?.range?.[0];
    return offset === undefined ? undefined : lines.linePos(offset).line;
  };
}

/** The document as plain data; an alias problem as a CaseError with the alias's line. */
function toData(doc: Document, lines: LineCounter, name: string): unknown {
  try {
    return doc.toJS({ maxAliasCount: MAX_ALIAS_COUNT }) as unknown;
  } catch (e) {
    const err = e as Error;
    if (err instanceof RangeError && /call stack/i.test(err.message)) {
      throw new CaseError(name, [{ path: "", message: "the case is nested too deeply to be read" }]);
    }
    let dangling: Alias | undefined;
    let first: Alias | undefined;
    visit(doc, {
      Alias(_, node) {
        first ??= node;
        if (!dangling && node.resolve(doc) === undefined) dangling = node;
      },
    });
    const at = (n: Alias | undefined) => {
      const offset = n?.range?.[0];
      return offset === undefined ? "" : `line ${lines.linePos(offset).line}: `;
    };
    if (dangling) {
      throw new CaseError(name, [
        {
          path: "",
          message: `${at(dangling)}the alias *${clip(dangling.source, 60)} names no anchor before it`,
          expected: "an alias to an anchor (&name) set earlier in the file",
        },
      ]);
    }
    if (first) {
      throw new CaseError(name, [
        {
          path: "",
          message: `${at(first)}the aliases of the file would repeat its values beyond reason (${firstLine(err.message)})`,
          expected: "aliases that repeat a value a few times, not multiply it",
        },
      ]);
    }
    throw e;
  }
}

/** How far aliases may expand a case, as the YAML parser counts it. */
const MAX_ALIAS_COUNT = 100;

function firstLine(s: string): string {
  return s.split("\n")[0] ?? s;
}

/** zod's names of types, in the words of a case file. */
const say = phrases("errors.case", {
  aValue: "a value",
  aMapping: "a mapping",
  aList: "a list",
  text: "text",
  aNumber: "a number",
  trueOrFalse: "true or false",
  oneOf: "one of {values}",
  documented: "only the documented fields (see `sealaw schema`)",
  atLeastItems: "at least {n} item(s)",
  atLeast: "at least {n}",
  atMostItems: "at most {n} item(s)",
  atMost: "at most {n}",
  missing: "the field is missing",
  expectedFound: "expected {expected}, found {found}",
  unknownField: "unknown field {keys}",
  unknownFields: "unknown fields {keys}",
  didYouMean: "{what}; did you mean {names}?",
  notAllowed: "{value} is not allowed here",
  doesNotFit: "{value} does not fit here",
  nameNotAllowed: "the name {value} is not allowed here",
  nothing: "nothing",
  typed: "{type} {value}",
  line: "{path} (line {line})",
});

const TYPE_WORDS: Readonly<Record<string, string>> = Object.freeze(
  Object.assign(Object.create(null) as Record<string, string>, {
    nonoptional: say.aValue(),
    object: say.aMapping(),
    record: say.aMapping(),
    array: say.aList(),
    string: say.text(),
    number: say.aNumber(),
    boolean: say.trueOrFalse(),
  }),
);

function describeExpected(issue: z.core.$ZodIssue): string | undefined {
  switch (issue.code) {
    case "invalid_type":
      // A required field that is missing: zod calls what it expected "nonoptional".
      return TYPE_WORDS[issue.expected] ?? issue.expected;
    case "invalid_value":
      return say.oneOf({ values: issue.values.map((v) => JSON.stringify(v)).join(", ") });
    case "unrecognized_keys":
      return say.documented();
    case "too_small":
      return (issue.origin === "array" ? say.atLeastItems : say.atLeast)({ n: String(issue.minimum) });
    case "too_big":
      return (issue.origin === "array" ? say.atMostItems : say.atMost)({ n: String(issue.maximum) });
    default:
      return undefined;
  }
}

function describeMessage(issue: z.core.$ZodIssue, input: unknown, known: readonly string[] = []): string {
  if (issue.code === "invalid_type") {
    if (input === undefined) return say.missing();
    return say.expectedFound({ expected: TYPE_WORDS[issue.expected] ?? issue.expected, found: describeValue(input) });
  }
  if (issue.code === "unrecognized_keys") {
    const near = issue.keys.flatMap((k) => suggest(k, known, 1).map((n) => `\`${n}\``));
    const keys = issue.keys.map((k) => `"${k}"`).join(", ");
    const what = (issue.keys.length > 1 ? say.unknownFields : say.unknownField)({ keys });
    return near.length > 0 ? say.didYouMean({ what, names: { or: [...new Set(near)] } }) : what;
  }
  if (issue.code === "invalid_value") {
    return input === undefined ? say.missing() : say.notAllowed({ value: describeValue(input) });
  }
  if (issue.code === "invalid_union") {
    return input === undefined ? say.missing() : say.doesNotFit({ value: describeValue(input) });
  }
  if (issue.code === "invalid_key") {
    return say.nameNotAllowed({ value: describeValue(issue.input) });
  }
  return issue.message;
}

function describeValue(v: unknown): string {
  if (v === null) return "null";
  if (v === undefined) return say.nothing();
  if (Array.isArray(v)) return say.aList();
  if (typeof v === "object") return say.aMapping();
  if (typeof v === "string") return JSON.stringify(v.length > 40 ? `${v.slice(0, 37)}...` : v);
  return say.typed({ type: typeof v, value: clip(String(v), 40) });
}

function valueAt(data: unknown, path: readonly PathSegment[]): unknown {
  let v: unknown = data;
  for (const seg of path) {
    if (v === null || typeof v !== "object") return undefined;
    if (!Object.hasOwn(v, seg)) return undefined;
    v = (v as Record<string | number, unknown>)[seg];
  }
  return v;
}

/** Turn zod issues into CaseIssues, with the path prefixed and the line added. */
export function issuesFromZod(
  error: z.ZodError,
  data: unknown,
  prefix: readonly PathSegment[],
  doc?: SourceDoc,
  schema?: z.ZodType,
): CaseIssue[] {
  return error.issues.map((issue) => {
    const rel = issue.path.filter((p): p is PathSegment => typeof p !== "symbol");
    const full = [...prefix, ...rel];
    const input = valueAt(data, rel);
    const line = doc?.lineOf(full);
    const expected = describeExpected(issue);
    const known = issue.code === "unrecognized_keys" && schema ? knownFieldsAt(schema, rel) : [];
    return {
      path: line !== undefined ? say.line({ path: formatPath(full), line: String(line) }) : formatPath(full),
      message: describeMessage(issue, input, known),
      ...(expected ? { expected } : {}),
    };
  });
}
