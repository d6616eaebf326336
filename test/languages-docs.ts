/**
 * The page of docs/languages-outputs.md, made by running the commands it shows
 * (scripts/language-docs.ts): the built command, each in a process of its own, as a
 * reader runs it (a process that has loaded more of sealaw may say a case's id that
 * happens to be the English of a message, "owner", in the language).
 */

import { spawnSync } from "node:child_process";
import { existsSync } from "node:fs";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import { withoutLocale } from "../src/cli/test-support/run.js";

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
  const bin = join(root, "dist", "cli", "main.js");
  if (!existsSync(bin)) throw new Error(`${bin} is not built: run \`npm run build\` first`);
  for (const s of SHOWN) {
    const r = spawnSync(process.execPath, [bin, ...s.args], {
      cwd: root,
      env: withoutLocale(process.env) as NodeJS.ProcessEnv,
      encoding: "utf8",
      timeout: 60_000,
    });
    if (r.status !== 0) throw new Error(`sealaw ${s.args.join(" ")} exited ${r.status}: ${r.stderr}`);
    parts.push("", `## ${s.title}`, "", "```console", `$ sealaw ${s.args.join(" ")}`, r.stdout.trimEnd(), "```");
  }
  return `${parts.join("\n")}\n`;
}
