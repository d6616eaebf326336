/**
 * Writes docs/glossary.md, "The law's own words", from the glossary module
 * (src/law/glossary.ts): each term of each law, where the original writes it and
 * how, its modern spelling where that differs, and its gloss in English, German and
 * Danish.
 *
 * Run: npx tsx scripts/build-glossary-doc.ts
 *
 * The page depends only on the module, so a test renders it in memory and
 * compares it with the file.
 */

import { writeFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { GLOSSARY, GLOSSARY_LAWS, type GlossaryTerm } from "../src/law/glossary.js";

export const COMMAND = "npx tsx scripts/build-glossary-doc.ts";
export const REPO_ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
export const DOC_PATH = path.join("docs", "glossary.md");

/** A cell of a Markdown table: no bar or line break breaks it. */
function cell(s: string): string {
  return s.replace(/\|/g, "\\|").replace(/\n/g, " ");
}

/** Where a term is written: "6.3 (Haus Vatter)", the spelling given where it is not the term's. */
function where(g: GlossaryTerm): string {
  return g.at
    .map((o) => (o.written === g.term ? `\`${o.provision}\`` : `\`${o.provision}\` (${o.written})`))
    .join(", ");
}

export function renderGlossaryDoc(): string {
  const out: string[] = [
    "# The law's own words",
    "",
    "<!-- Made by scripts/build-glossary-doc.ts from src/law/glossary.ts; do not edit by hand. -->",
    "",
    "The terms sealaw keeps in German and Danish as the law writes them (docs/languages.md):",
    "German output of the Borkum Rolle uses the Rolle's words, Danish output of the Danish",
    "Law the Law's. Each term is listed with the provisions whose original text writes it",
    "(and the spelling there, where it differs), its modern spelling where one differs,",
    "and what it means in English, German and Danish. A test holds every spelling to the",
    "original text of the provision named. The pages show the same list under the law",
    "view's Glossary, in the language the reader has chosen.",
    "",
  ];
  for (const [law, names] of Object.entries(GLOSSARY_LAWS)) {
    const terms = GLOSSARY.filter((g) => g.law === law);
    out.push(`## ${names.en}`, "", `_${names.de}_ · _${names.da}_`, "");
    out.push("| Term | Written in | Modern | English | Deutsch | Dansk |", "|---|---|---|---|---|---|");
    for (const g of terms) {
      out.push(
        `| **${cell(g.term)}** | ${cell(where(g))} | ${cell(g.modern ?? "")} | ${cell(g.gloss.en)} | ${cell(g.gloss.de)} | ${cell(g.gloss.da)} |`,
      );
    }
    out.push("");
  }
  return `${out.join("\n").trimEnd()}\n`;
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  writeFileSync(path.join(REPO_ROOT, DOC_PATH), renderGlossaryDoc());
  console.log(`wrote ${DOC_PATH}`);
}
