/** The page of docs/languages-outputs.md, made by running the commands it shows (scripts/language-docs.ts). */

import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import { runSealaw } from "../src/cli/test-support/run.js";

const root = join(dirname(fileURLToPath(import.meta.url)), "..");

/** The commands the page shows, each with what a reader learns from it. */
export const SHOWN = [
  {
    args: ["decide", "examples/dl-vrag/find-anchor-in-the-sound.yaml", "--lang", "da"],
    title: "Et fund i havet efter Danske Lov 4-1, på dansk",
  },
  {
    args: ["decide", "examples/borkum-1666/salvage-inside-reefs.yaml", "--lang", "de"],
    title: "Bergegeld binnen der Reven nach der Borkumer Rolle, auf Deutsch",
  },
] as const;

export async function languageOutputsPage(): Promise<string> {
  const parts = [
    "# Determinations in Danish and German",
    "",
    "<!-- Written by `node --import tsx scripts/language-docs.ts`; test/languages-docs.test.ts holds it to what the commands print. -->",
    "",
    "What `sealaw decide --lang` prints for two shipped examples: a find under Danske Lov",
    "in Danish, in the Law's own words, and salvage inside the reefs under the Borkum Rolle",
    "in German, in the Rolle's. How a language is chosen and how a message is added:",
    "[languages.md](languages.md).",
  ];
  for (const s of SHOWN) {
    const r = await runSealaw(s.args, { cwd: root });
    if (r.status !== 0) throw new Error(`sealaw ${s.args.join(" ")} exited ${r.status}: ${r.stderr}`);
    parts.push("", `## ${s.title}`, "", "```console", `$ sealaw ${s.args.join(" ")}`, r.stdout.trimEnd(), "```");
  }
  return `${parts.join("\n")}\n`;
}
