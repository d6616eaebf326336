/**
 * Lists what a language does not say yet: for every shipped example (or those whose
 * path contains FILTER), decided under its own readings, each text of the
 * determination with no message in the language and each text or printed line that
 * still reads as English (test/languages-check.ts says how that is found).
 *
 *   node --import tsx scripts/untranslated.ts de|da [FILTER]
 *
 * With --refusals in place of FILTER, it lists instead each refusal of the register
 * (test/refusals-check.ts) with no message in the language or with English left.
 *
 * Exits 1 when anything is found.
 */

import { join } from "node:path";
import { EXAMPLES, exampleFiles, findEnglishInFile } from "../test/languages-check.js";

const [lang, filter = ""] = process.argv.slice(2);
if (lang !== "de" && lang !== "da") {
  process.stderr.write("usage: node --import tsx scripts/untranslated.ts de|da [FILTER]\n");
  process.exit(2);
}
if (filter === "--refusals") {
  const { refusalIds, untranslatedRefusals } = await import("../test/refusals-check.js");
  const left = untranslatedRefusals(lang);
  for (const x of left) process.stdout.write(`${x}\n`);
  process.stdout.write(`${refusalIds().length} refusals, ${left.length} findings in ${lang}\n`);
  process.exit(left.length > 0 ? 1 : 0);
}
let found = 0;
let files = 0;
for (const path of exampleFiles()) {
  if (!path.includes(filter)) continue;
  files++;
  let findings: ReturnType<typeof findEnglishInFile>;
  try {
    findings = findEnglishInFile(lang, join(EXAMPLES, path));
  } catch (e) {
    process.stdout.write(`${path}: not decided (${(e as Error).message.split("\n")[0]})\n`);
    continue;
  }
  for (const x of findings) {
    found++;
    const words = x.words ? ` [${x.words.join(" ")}]` : "";
    process.stdout.write(`${path}: ${x.where}: ${x.what}${words}: ${x.text}\n`);
  }
}
process.stdout.write(`${files} examples, ${found} findings in ${lang}\n`);
process.exitCode = found > 0 ? 1 : 0;
