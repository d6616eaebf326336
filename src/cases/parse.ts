/**
 * Reading case files: YAML or JSON text to plain data, and zod issues to CaseIssues
 * that name the path inside the file, what is wrong and what was expected — all of
 * them at once, each with its line where the file is YAML or JSON text.
 */

import { isMap, isScalar, isSeq, LineCounter, type Node, parseDocument } from "yaml";
import type { z } from "zod";
import { CaseError, type CaseIssue } from "../core/errors.js";

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
 */
export function parseCaseText(text: string, name: string): SourceDoc {
  const lines = new LineCounter();
  const doc = parseDocument(text, { lineCounter: lines, uniqueKeys: true, prettyErrors: false, strict: true });
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
  const data = doc.toJS({ maxAliasCount: 100 }) as unknown;
  const lineOf = (path: readonly PathSegment[]): number | undefined => {
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
  return { name, data, lineOf };
}

function firstLine(s: string): string {
  return s.split("\n")[0] ?? s;
}

function describeExpected(issue: z.core.$ZodIssue): string | undefined {
  switch (issue.code) {
    case "invalid_type":
      // A required field that is missing: zod calls what it expected "nonoptional".
      return issue.expected === "nonoptional" ? "a value" : issue.expected;
    case "invalid_value":
      return `one of ${issue.values.map((v) => JSON.stringify(v)).join(", ")}`;
    case "unrecognized_keys":
      return "only the documented fields (see `sealaw schema`)";
    case "too_small":
      return issue.origin === "array" ? `at least ${issue.minimum} item(s)` : `at least ${issue.minimum}`;
    case "too_big":
      return issue.origin === "array" ? `at most ${issue.maximum} item(s)` : `at most ${issue.maximum}`;
    default:
      return undefined;
  }
}

function describeMessage(issue: z.core.$ZodIssue, input: unknown): string {
  if (issue.code === "invalid_type") {
    if (input === undefined) return "the field is missing";
    return `expected ${issue.expected}, found ${describeValue(input)}`;
  }
  if (issue.code === "unrecognized_keys") {
    return `unknown field${issue.keys.length > 1 ? "s" : ""} ${issue.keys.map((k) => `"${k}"`).join(", ")}`;
  }
  if (issue.code === "invalid_value") {
    return input === undefined ? "the field is missing" : `${describeValue(input)} is not allowed here`;
  }
  if (issue.code === "invalid_union") {
    return `${describeValue(input)} does not fit here`;
  }
  return issue.message;
}

function describeValue(v: unknown): string {
  if (v === null) return "null";
  if (Array.isArray(v)) return "a list";
  if (typeof v === "object") return "a mapping";
  if (typeof v === "string") return JSON.stringify(v.length > 40 ? `${v.slice(0, 37)}...` : v);
  return `${typeof v} ${String(v)}`;
}

function valueAt(data: unknown, path: readonly PathSegment[]): unknown {
  let v: unknown = data;
  for (const seg of path) {
    if (v === null || typeof v !== "object") return undefined;
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
): CaseIssue[] {
  return error.issues.map((issue) => {
    const rel = issue.path.filter((p): p is PathSegment => typeof p !== "symbol");
    const full = [...prefix, ...rel];
    const input = valueAt(data, rel);
    const line = doc?.lineOf(full);
    const expected = describeExpected(issue);
    return {
      path: formatPath(full) + (line !== undefined ? ` (line ${line})` : ""),
      message: describeMessage(issue, input),
      ...(expected ? { expected } : {}),
    };
  });
}
