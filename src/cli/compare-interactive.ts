/**
 * `sealaw compare FILE --with STATUTE --interactive`: what the other statute still
 * needs of the case, asked one question at a time (the interview of `sealaw ask`,
 * put to the case as carried), and the answers written into the case file, keeping
 * its own text and comments. The command holds no law.
 */

import { writeFileSync } from "node:fs";
import { createInterface } from "node:readline";
import type { Comparison } from "../analysis/compare.js";
import type { InputLimits } from "../cases/limits.js";
import type { StillNeeded } from "../questions/carried.js";

class UsageError extends Error {
  override name = "UsageError";
}

export async function completeCarried(
  c: Comparison,
  needs: StillNeeded | undefined,
  o: { text: string; file: string; out?: string; limits: InputLimits },
): Promise<void> {
  if (!c.carried) throw new UsageError(`${c.right.statute} does not speak to this case: ${c.right.reason ?? ""}`);
  if (!needs) {
    process.stdout.write(`Nothing more is needed: ${c.right.statute} decides the case with its figures.\n`);
    return;
  }
  if (needs.refused !== undefined) throw new UsageError(`the case carried to ${needs.statute}: ${needs.refused}`);
  if (!needs.intoCaseFile)
    throw new UsageError(
      `the facts were carried to a case of kind ${needs.kind}, under other paths: answer them in a case of that kind (sealaw compare --json gives it as "carried")`,
    );
  if (o.file === "-" && o.out === undefined)
    throw new UsageError("--interactive reads the answers from standard input: give the case as a file, or --out");
  const out = o.out ?? o.file;
  const { interview } = await import("../questions/interview.js");
  const { parseDocument } = await import("yaml");
  process.stdout.write(`What ${needs.statute} still needs of the case:\n`);
  const rl = createInterface({ input: process.stdin, terminal: false });
  const lines = rl[Symbol.asyncIterator]();
  try {
    const result = await interview(
      c.carried,
      {
        readLine: async () => {
          const r = await lines.next();
          return r.done ? undefined : r.value;
        },
        write: (t) => process.stdout.write(t),
      },
      { limits: o.limits, source: `the case carried to ${needs.statute}`, neededOnly: true },
    );
    // The carried facts keep the case file's paths: each answer goes where it was asked.
    const doc = parseDocument(o.text);
    if (!doc.has("facts") || doc.get("facts") === null) doc.set("facts", doc.createNode({}));
    for (const a of result.answers) doc.setIn(["facts", ...a.path], doc.createNode(a.value));
    writeFileSync(out, doc.toString({ flowCollectionPadding: false, lineWidth: 0 }));
    process.stdout.write(
      `${result.complete ? "The completed case" : "The case as answered so far"} is written to ${out}; compare it again with sealaw compare ${out} --with ${needs.statute}.\n`,
    );
  } finally {
    rl.close();
  }
}
