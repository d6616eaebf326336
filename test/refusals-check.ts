/**
 * Finding English in the register's refusals said in German or Danish: every
 * refusal the register and its lots' kinds declare (and the problems' titles, the
 * parties' names and an amount written wrong, which refusals say), filled with
 * sample arguments, said in the language and searched for English words as
 * test/languages-check.ts searches a determination. Used by
 * src/registry/refusal-languages.test.ts and by `scripts/untranslated.ts de|da --refusals`.
 */

import { argumentsOf, catalogue, inLanguage, type Lang, say } from "../src/core/messages.js";
import { englishWords } from "./languages-check.js";
// Every module that declares a refusal.
import "../src/cases/kinds/lots.js";
import "../src/registry/index.js";
import "../src/registry/names-said.js";
import "../src/registry/store-sqlite.js";
import "../src/registry/tokens.js";
import "../src/registry/transfer.js";
import "../src/server/register.js";
import "../src/messages/index.js";

/** The ids of the messages a refusal of the register may say. */
export function refusalIds(): string[] {
  return [...catalogue("en").keys()].filter(
    (id) =>
      id.startsWith("refusal.") ||
      id.startsWith("register.names.") ||
      id.startsWith("problems.") ||
      id.startsWith("errors.money."),
  );
}

/** A value for each argument: a select's own words where a pattern chooses by it, else a name. */
const SAMPLE: Record<string, string | number> = {
  n: 2,
  count: 2,
  max: 200,
  to: "king",
  role: "clerk",
  kind: "keeping",
};

/** The command's flags and the API's fields a refusal names as they are written: `--by`, `(from)`, `--to owner`. */
export const FLAGS = ["--by", "--to owner", "(from)", "(to)", "(amount)"];

/** Each refusal the language has no message for, or says with English words left: "id: words: text". */
export function untranslatedRefusals(lang: Exclude<Lang, "en">): string[] {
  const left: string[] = [];
  for (const id of refusalIds()) {
    if (!catalogue(lang).has(id)) {
      left.push(`${id}: no ${lang} message`);
      continue;
    }
    const en = catalogue("en").get(id) as string;
    const args = Object.fromEntries([...argumentsOf(en)].map((a) => [a, SAMPLE[a] ?? "Xyz"]));
    const text = inLanguage(lang, say(id, args));
    const words = englishWords(lang, text, ["Xyz", ...Object.values(SAMPLE).map(String), ...FLAGS]);
    if (words.length > 0) left.push(`${id}: ${words.join(" ")}: ${text}`);
  }
  return left;
}
