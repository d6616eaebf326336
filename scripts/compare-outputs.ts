/**
 * Compares two folders written by scripts/example-outputs.ts (the engine before a
 * change and after it), determination by determination and field by field, and
 * says what changed: a change meant only to rewrite how the law is written must
 * leave every allocation, liability, obligation, option, assessment, warning,
 * reading and receipt as it was, under every reading.
 *
 *   node --import tsx scripts/example-outputs.ts /tmp/before    # on the old tree
 *   node --import tsx scripts/example-outputs.ts /tmp/after     # on the new one
 *   node --import tsx scripts/compare-outputs.ts /tmp/before /tmp/after [--explanation]
 *
 * Prints, for each field of a determination, how many files differ in it (and the
 * first few), and the other files (text, statements, questions) that differ at all.
 * With --explanation, a change of the explanation (with format 2's table of the rules
 * it names) or of the note on facts not read fails too. Exits 1 when a field other than those differs, or a file is missing.
 * With --same-text (a change that moves the law's words into messages), every text
 * must stay as it was, to the letter: the explanation, the note and every other
 * file (text, statements, questions) too; only the book of phrases
 * (`phrases`, the messages behind the texts) may differ.
 */

import { existsSync, readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { isDeepStrictEqual } from "node:util";

const [before, after] = process.argv.slice(2).filter((a) => !a.startsWith("--"));
const sameText = process.argv.includes("--same-text");
const strict = sameText || process.argv.includes("--explanation");
if (before === undefined || after === undefined) {
  process.stderr.write("usage: node --import tsx scripts/compare-outputs.ts BEFORE AFTER [--explanation]\n");
  process.exit(2);
}

/** The note on facts not read, which comes with the explanation and is made from what the rules read. */
const UNREAD = "Not read in this situation:";

/** A determination's JSON (format 1 or 2), or undefined for any other file. */
function determination(text: string): Record<string, unknown> | undefined {
  try {
    const v = JSON.parse(text) as unknown;
    return v !== null && typeof v === "object" && !Array.isArray(v) && "receipt" in v
      ? (v as Record<string, unknown>)
      : undefined;
  } catch {
    return undefined;
  }
}

/** Two JSON files equal once every book of phrases (`phrases`, at any depth) is taken out. */
function sameButPhrases(a: string, b: string): boolean {
  const strip = (v: unknown): unknown => {
    if (Array.isArray(v)) return v.map(strip);
    if (v === null || typeof v !== "object") return v;
    return Object.fromEntries(
      Object.entries(v)
        .filter(([k]) => k !== "phrases")
        .map(([k, x]) => [k, strip(x)]),
    );
  };
  try {
    return isDeepStrictEqual(strip(JSON.parse(a)), strip(JSON.parse(b)));
  } catch {
    return false;
  }
}

const byField = new Map<string, string[]>();
const otherFiles: string[] = [];
const missing: string[] = [];
const note = (field: string, file: string): void => {
  const list = byField.get(field) ?? [];
  list.push(file);
  byField.set(field, list);
};
let compared = 0;
for (const file of readdirSync(before).sort()) {
  const there = join(after, file);
  if (!existsSync(there)) {
    missing.push(file);
    continue;
  }
  compared++;
  const a = readFileSync(join(before, file), "utf8");
  const b = readFileSync(there, "utf8");
  if (a === b) continue;
  const x = determination(a);
  const y = determination(b);
  if (x === undefined || y === undefined) {
    if (!sameText || !sameButPhrases(a, b)) otherFiles.push(file);
    continue;
  }
  for (const k of new Set([...Object.keys(x), ...Object.keys(y)])) {
    if (isDeepStrictEqual(x[k], y[k])) continue;
    if (k === "warnings") {
      // The note on facts not read apart from the other warnings.
      const split = (ws: unknown) => {
        const list = (Array.isArray(ws) ? ws : []) as { message?: string }[];
        return {
          note: list.filter((w) => w.message?.startsWith(UNREAD)),
          rest: list.filter((w) => !w.message?.startsWith(UNREAD)),
        };
      };
      const [p, q] = [split(x[k]), split(y[k])];
      if (!isDeepStrictEqual(p.rest, q.rest)) note("warnings", file);
      if (!isDeepStrictEqual(p.note, q.note)) note("the note on facts not read", file);
    } else note(k, file);
  }
}
for (const file of readdirSync(after)) if (!existsSync(join(before, file))) missing.push(`${file} (new)`);

// Format 2 names each rule of the explanation once, in its table of rules: part of the explanation.
const allowed = new Set(sameText ? ["phrases"] : strict ? [] : ["explanation", "rules", "the note on facts not read"]);
let failed = missing.length > 0 || (sameText && otherFiles.length > 0);
process.stdout.write(`${compared} files compared\n`);
for (const [field, files] of [...byField].sort()) {
  const bad = !allowed.has(field);
  if (bad) failed = true;
  process.stdout.write(
    `${bad ? "CHANGED" : "changed"} ${field}: ${files.length} files (${files.slice(0, 4).join(", ")}${files.length > 4 ? ", …" : ""})\n`,
  );
}
if (otherFiles.length > 0)
  process.stdout.write(
    `${sameText ? "CHANGED " : ""}other files that differ (text, statements, questions): ${otherFiles.length} (${otherFiles.slice(0, 4).join(", ")}${otherFiles.length > 4 ? ", …" : ""})\n`,
  );
if (missing.length > 0) process.stdout.write(`MISSING on one side: ${missing.join(", ")}\n`);
process.stdout.write(failed ? "the outcomes differ\n" : "every outcome is the same\n");
process.exit(failed ? 1 : 0);
