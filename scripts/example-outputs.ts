/**
 * Writes every shipped example's outputs into a directory, one file each, so that
 * two versions of the engine can be compared byte for byte (`diff -r`): a change
 * meant only to make deciding or asking cheaper must leave every one of them as
 * it was.
 *
 *   node --import tsx scripts/example-outputs.ts DIR
 *
 * For each example: the determination as `decide --json --format 1` prints it
 * (`.json`) and as `decide --json` prints it, in format 2 (`.f2.json`), with the
 * explanation and without; the text, short and full, with the explanation and
 * without; the printable statement (HTML) where the case has one; and the
 * questions of the case as given and of the case with every other field taken
 * out (the interview's recorder of reads runs there), as JSON. And, for every
 * reading the case's determination names, the determination under each of its
 * other alternatives, one reading at a time (`.R-NAME-CODE.json`, format 1 with the
 * explanation), so that a change to how the law is written can be held to every
 * outcome under every reading, not only the defaults.
 */

import { mkdirSync, readdirSync, readFileSync, writeFileSync } from "node:fs";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import { parseCaseText } from "../src/cases/parse.js";
import { asFormat1, compact } from "../src/core/determination-format.js";
import { decide } from "../src/engine/decide.js";
import { renderText } from "../src/engine/render.js";
import { htmlParts } from "../src/engine/render-statement.js";
import { allReadings } from "../src/law/index.js";
import { questions } from "../src/questions/questions.js";

const root = join(dirname(fileURLToPath(import.meta.url)), "..");
const out = process.argv[2];
if (out === undefined) {
  process.stderr.write("usage: node --import tsx scripts/example-outputs.ts DIR\n");
  process.exit(2);
}

/** The facts with every other field taken out, counting fields at every depth in order (as bench/questions.ts). */
function halved(facts: unknown): unknown {
  let n = 0;
  const walk = (v: unknown): unknown => {
    if (Array.isArray(v)) return v.map(walk);
    if (v === null || typeof v !== "object") return v;
    const o: Record<string, unknown> = {};
    for (const [k, x] of Object.entries(v)) {
      if (n++ % 2 === 1) continue;
      o[k] = walk(x);
    }
    return o;
  };
  return walk(facts);
}

/** What a call gives, or the message of what it throws (an error is an output too). */
function attempt(f: () => string): string {
  try {
    return f();
  } catch (e) {
    return `error: ${e instanceof Error ? e.message : String(e)}\n`;
  }
}

const json = (v: unknown): string => `${JSON.stringify(v, null, 2)}\n`;

/** Each reading's alternatives, by the reading's name. */
const alternatives = new Map(allReadings().map((d) => [d.name, d.alternatives.map((a) => a.code)]));

mkdirSync(out, { recursive: true });
const dir = join(root, "examples");
let files = 0;
for (const d of readdirSync(dir, { withFileTypes: true })) {
  if (!d.isDirectory()) continue;
  for (const f of readdirSync(join(dir, d.name)).sort()) {
    if (!f.endsWith(".yaml")) continue;
    const file = join(dir, d.name, f);
    const data = parseCaseText(readFileSync(file, "utf8"), file).data as Record<string, unknown>;
    const { expect: _expect, ...asked } = data;
    const base = join(out, `${d.name}--${f.replace(/\.yaml$/, "")}`);
    const write = (what: string, text: string): void => {
      writeFileSync(`${base}.${what}`, text);
      files++;
    };
    for (const explanation of [true, false]) {
      const tag = explanation ? "" : ".bare";
      const made = attempt(() => json(asFormat1(decide(data, { explanation }))));
      write(`json${tag}`, made);
      if (made.startsWith("error:")) continue;
      write(`f2.json${tag}`, json(compact(decide(data, { explanation }))));
      const det = decide(data, { explanation });
      write(
        `txt${tag}`,
        attempt(() => renderText(det, { explanation })),
      );
      write(
        `full.txt${tag}`,
        attempt(() => renderText(det, { explanation, full: true })),
      );
      if (det.statement)
        write(
          `html${tag}`,
          attempt(() => [...htmlParts(det)].join("")),
        );
    }
    // Each reading the determination names, under each alternative but the one it used.
    const used = attempt(() => json(decide(data).readings));
    if (!used.startsWith("error:")) {
      for (const r of JSON.parse(used) as { name: string; value: string }[]) {
        const def = alternatives.get(r.name) ?? [];
        for (const code of def) {
          if (code === r.value) continue;
          write(
            `R-${r.name}-${code}.json`,
            attempt(() => json(asFormat1(decide(data, { readings: { [r.name]: code } })))),
          );
        }
      }
    }
    write(
      "questions.json",
      attempt(() => json(questions(asked, { answered: true }))),
    );
    write(
      "questions-half.json",
      attempt(() => json(questions({ ...asked, facts: halved(asked.facts) }))),
    );
  }
}
process.stdout.write(`${files} files written to ${out}\n`);
