/**
 * Writes into docs/questions.md and docs/analysis.md a comparison completed through
 * its questions: the built `sealaw compare` run on a shipped example without the
 * facts only the other statute reads, its questions answered with --interactive,
 * and the comparison again, with the real output (the sections of it that matter,
 * each whole). Run after `npm run build`:
 *
 *   node --import tsx scripts/compare-docs.ts
 *
 * Each session replaces the text between `<!-- compare-session:NAME -->` and
 * `<!-- /compare-session:NAME -->` in its page.
 */

import { spawnSync } from "node:child_process";
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";

const root = join(dirname(fileURLToPath(import.meta.url)), "..");
const bin = join(root, "dist", "cli", "main.js");

interface Session {
  name: string;
  page: string;
  file: string;
  /** The example, and how to take out the facts only the other statute reads. */
  example: string;
  strip: (text: string) => string;
  with: string;
  answers: string[];
}

const SESSIONS: Session[] = [
  {
    name: "anna",
    page: "questions.md",
    file: "anna.yaml",
    example: "examples/dl-vrag/salvage-reward-assessed.yaml",
    strip: (t) =>
      t.replace(/\n {2}# Read by the Borkum ordinance only[\s\S]*?\n {2}came_ashore_by_itself: true\n/, "\n"),
    with: "borkum-1666",
    answers: ["no", "back", "yes"],
  },
  {
    name: "ex01",
    page: "analysis.md",
    file: "ex01.yaml",
    example: "examples/borkum-1666/salvage-outside-reefs.yaml",
    strip: (t) =>
      t
        .replace(/\n {2}shipwreck:\n(?: {4}.*\n)+/, "\n")
        .replace(/\n {2}salvage_money_fixed_by:.*\n/, "\n")
        .replace(/\n {2}salvage_money_shares:.*\n/, "\n"),
    with: "dl-vrag",
    answers: ["yes", "storm", "stranger", "amtmand_and_best_men", "harm: 60, jan: 20, eilert: 20, focke: 20"],
  },
];

/** The lines of `text` from the first that matches `from` up to (not including) the first after it that matches `to`. */
function section(text: string, from: RegExp, to?: RegExp): string[] {
  const lines = text.split("\n");
  const i = lines.findIndex((l) => from.test(l));
  if (i < 0) throw new Error(`no line matches ${from}`);
  const j = to ? lines.findIndex((l, k) => k > i && to.test(l)) : -1;
  return lines.slice(i, j < 0 ? undefined : j).filter((l, k, all) => !(k === all.length - 1 && l === ""));
}

function session(s: Session): string {
  const dir = mkdtempSync(join(tmpdir(), "sealaw-compare-docs-"));
  try {
    const text = s.strip(readFileSync(join(root, s.example), "utf8"));
    if (text === readFileSync(join(root, s.example), "utf8")) throw new Error(`${s.name}: nothing was taken out`);
    writeFileSync(join(dir, s.file), text);
    const run = (args: string[], input?: string): string => {
      const r = spawnSync(process.execPath, [bin, "compare", s.file, "--with", s.with, ...args], {
        cwd: dir,
        input,
        encoding: "utf8",
      });
      if (r.status !== 0) throw new Error(`${s.name}: sealaw compare ${args.join(" ")} failed: ${r.stderr}`);
      return r.stdout;
    };
    const cmd = (args: string[]) =>
      `$ sealaw compare ${s.file} --with ${s.with}${args.length ? ` ${args.join(" ")}` : ""}`;
    const before = run([]);
    const asked = run(["--interactive"], `${s.answers.join("\n")}\n`);
    // The answers typed, shown after each prompt.
    let n = 0;
    const typed = asked.replace(/\n> /g, () => `\n> ${s.answers[n++] ?? ""}\n`);
    const after = run([]);
    const out = [
      "```",
      cmd([]),
      ...section(before, new RegExp(`^${s.with}: NOT COVERED`)).slice(0, 1),
      "…",
      ...section(before, new RegExp(`^${s.with} (needs|decides the case, but)`)),
      cmd(["--interactive"]),
      ...typed.trimEnd().split("\n"),
      cmd([]),
      ...section(after, /^Party by party/, /^$/),
      "```",
    ];
    return out.join("\n");
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

for (const s of SESSIONS) {
  const page = join(root, "docs", s.page);
  const doc = readFileSync(page, "utf8");
  const open = `<!-- compare-session:${s.name} -->`;
  const close = `<!-- /compare-session:${s.name} -->`;
  const i = doc.indexOf(open);
  const j = doc.indexOf(close);
  if (i < 0 || j < i) throw new Error(`docs/${s.page} has no ${open} … ${close}`);
  writeFileSync(page, `${doc.slice(0, i + open.length)}\n${session(s)}\n${doc.slice(j)}`);
  process.stdout.write(`docs/${s.page}: ${s.name} written\n`);
}
