/**
 * The table of sizes in docs/determination.md: a few shipped examples decided as
 * `sealaw decide --json` prints them, in format 1 and format 2, with the explanation
 * and without it, in bytes and gzipped (Node's zlib at its default level).
 *
 *   node --import tsx scripts/determination-sizes.ts
 *
 * prints the table as Markdown, to be pasted in place of the one in the docs.
 */

import { readFileSync } from "node:fs";
import { gzipSync } from "node:zlib";
import { parseCaseText } from "../src/cases/parse.js";
import { inFormat } from "../src/core/determination-format.js";
import { decide } from "../src/engine/decide.js";

const ROWS: { file: string; note?: string; explanation: boolean }[] = [
  { file: "borkum-1666/salvage-inside-reefs", note: "20 parties", explanation: true },
  { file: "borkum-1666/salvage-inside-reefs", explanation: false },
  { file: "dl-vrag/salvage-officials-asked", explanation: true },
  { file: "dl-vrag/salvage-officials-asked", explanation: false },
  { file: "dl-averi/ga-jettison-and-mast", explanation: true },
];

const n = (x: number) => x.toLocaleString("en");
const printed = (x: unknown) => `${JSON.stringify(x, null, 2)}\n`;

const lines = [
  "| example | explanation | format 1 | format 2 | 2 / 1 | format 1 gzipped | format 2 gzipped |",
  "|---|---|---:|---:|---:|---:|---:|",
];
for (const row of ROWS) {
  const path = new URL(`../examples/${row.file}.yaml`, import.meta.url);
  const data = parseCaseText(readFileSync(path, "utf8"), `${row.file}.yaml`).data;
  const d = decide(data, { explanation: row.explanation });
  const one = Buffer.from(printed(inFormat(d, 1)));
  const two = Buffer.from(printed(inFormat(d, 2)));
  const name = row.note ? `${row.file} (${row.note})` : row.file;
  lines.push(
    `| ${name} | ${row.explanation ? "with" : "without"} | ${n(one.length)} | ${n(two.length)} | ${(two.length / one.length).toFixed(2)} | ${n(gzipSync(one).length)} | ${n(gzipSync(two).length)} |`,
  );
}
process.stdout.write(`${lines.join("\n")}\n`);
