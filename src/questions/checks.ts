/**
 * A check across facts that fails on a case with nothing missing (a ship that came
 * to grief, still counted as salvaging): which fact left at its default would, if
 * answered otherwise, set it right. Each such fact is asked, with the check's words.
 */

import { CaseError, type CaseIssue } from "../core/errors.js";
import { phrases } from "../core/messages.js";
import { type DecideOptions, prepare } from "../engine/decide.js";
import { type Gap, pathText, type Schema, type Seg, schemaAt, setIn } from "./schema-walk.js";

const say = phrases("questions/checks", {
  issue: "{path}: {message}",
  aCheck: "a check across facts",
});

const facts = (path: readonly Seg[]): string => pathText(["facts", ...path]);

/**
 * The facts left at their default that, answered otherwise, make a failing check
 * across facts find fewer problems (a ship that came to grief, still counted as
 * salvaging). Tried one at a time: only on a case with nothing else left to ask.
 */
export function remedies(
  data: unknown,
  opts: DecideOptions,
  gaps: readonly Gap[],
  root: Schema,
  given: Record<string, unknown>,
  open: ReadonlySet<string>,
): { path: Seg[]; why: string }[] {
  const quiet = { ...opts, doc: undefined };
  const problems = (d: unknown): CaseIssue[] => {
    try {
      prepare(d, quiet);
      return [];
    } catch (e) {
      if (e instanceof CaseError) return e.issues;
      throw e;
    }
  };
  const before = problems(data);
  const out: { path: Seg[]; why: string }[] = [];
  for (const g of gaps) {
    if (g.required || open.has(facts(g.path))) continue;
    const s = schemaAt(root, g.path, given);
    const others =
      s?.type === "boolean"
        ? [s.default !== true]
        : Array.isArray(s?.enum)
          ? s.enum.filter((v) => v !== s.default)
          : [];
    for (const other of others) {
      const copy = structuredClone(data) as { facts: unknown };
      setIn(copy.facts, g.path, other);
      if (problems(copy).length < before.length) {
        const issue = before[0];
        out.push({
          path: g.path,
          why: issue ? say.issue({ path: issue.path, message: issue.message }) : say.aCheck(),
        });
        break;
      }
    }
  }
  return out;
}
