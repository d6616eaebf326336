/**
 * `npm run bench`: every benchmark of sealaw's engine, in one run, as ratios
 * against baselines measured in the same run. Prints a table and writes
 * docs/benchmarks.md with the figures, the machine, the date and the command.
 *
 *   npm run bench               # the full run (some tens of minutes)
 *   npm run bench -- --quick    # every figure at small sizes, in a few minutes; does not write the docs
 *   npm run bench -- decide     # only the benchmarks whose name contains "decide"
 *
 * Every run checks that every benchmark it ran produced its figures, each with a
 * value, no figure NaN or infinite, and each figure with a target judged and
 * noted; it exits 1 when one did not. It never fails on a time: a missed target
 * is reported, not failed. CI runs the quick run, so that a benchmark that no
 * longer runs fails there.
 */

import { writeFileSync } from "node:fs";
import { cpus, loadavg, totalmem } from "node:os";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import type { Bench, Figure } from "./lib.js";

const root = join(dirname(fileURLToPath(import.meta.url)), "..");

/** The benchmarks, in the order of the issue that asked for them. */
const BENCHES: { name: string; load: () => Promise<{ run: Bench }> }[] = [
  { name: "ga-scale", load: () => import("./ga-scale.js") },
  { name: "decide", load: () => import("./decide.js") },
  { name: "batch", load: () => import("./batch.js") },
  { name: "sensitivity", load: () => import("./sensitivity.js") },
  { name: "startup", load: () => import("./startup.js") },
  { name: "http", load: () => import("./http.js") },
  { name: "questions", load: () => import("./questions.js") },
  { name: "register", load: () => import("./register.js") },
  { name: "pages", load: () => import("./pages.js") },
  { name: "languages", load: () => import("./languages.js") },
];

function table(rows: string[][]): string {
  const w: number[] = [];
  for (const r of rows) {
    r.forEach((c, i) => {
      w[i] = Math.max(w[i] ?? 0, [...c].length);
    });
  }
  return rows
    .map((r) =>
      r
        .map((c, i) => c.padEnd(w[i] ?? 0))
        .join("  ")
        .trimEnd(),
    )
    .join("\n");
}

/** What is wrong with the figures of a run: a benchmark with none, a figure without a value or judged without a note. */
function faults(ran: readonly { name: string; figures: readonly Figure[] }[]): string[] {
  const out: string[] = [];
  for (const b of ran) {
    if (b.figures.length === 0) out.push(`${b.name}: no figure`);
    for (const f of b.figures) {
      const at = `${b.name}: "${f.name}"`;
      if (f.section.trim() === "" || f.name.trim() === "") out.push(`${at}: no section or name`);
      if (f.value.trim() === "") out.push(`${at}: no value`);
      for (const [k, v] of Object.entries({ value: f.value, baseline: f.baseline, ratio: f.ratio })) {
        if (v !== undefined && /NaN|Infinity|undefined/.test(v)) out.push(`${at}: its ${k} is "${v}"`);
      }
      if (f.target !== undefined && f.met === undefined) out.push(`${at}: a target, not judged`);
      if (f.target !== undefined && !f.note) out.push(`${at}: a target without a note`);
    }
  }
  return out;
}

const mark = (f: Figure): string => (f.met === undefined ? "" : f.met ? "met" : "MISSED");

async function main(): Promise<void> {
  const args = process.argv.slice(2);
  const quick = args.includes("--quick");
  const only = args.filter((a) => !a.startsWith("--"));
  const figures: Figure[] = [];
  const ran: { name: string; figures: Figure[] }[] = [];
  const started = new Date();
  const loadBefore = loadavg()[0] ?? 0;
  for (const b of BENCHES) {
    if (only.length > 0 && !only.some((o) => b.name.includes(o))) continue;
    process.stderr.write(`bench: ${b.name} …\n`);
    const t = Date.now();
    const mod = await b.load();
    const got = await mod.run({ quick });
    figures.push(...got);
    ran.push({ name: b.name, figures: got });
    process.stderr.write(`bench: ${b.name} done in ${((Date.now() - t) / 1000).toFixed(1)} s\n`);
  }
  if (ran.length === 0) throw new Error(`no benchmark is named like ${only.join(", ")}`);
  const rows = [
    ["Section", "Measured", "Value", "Baseline", "Ratio", "Target", ""],
    ...figures.map((f) => [f.section, f.name, f.value, f.baseline ?? "", f.ratio ?? "", f.target ?? "", mark(f)]),
  ];
  process.stdout.write(`${table(rows)}\n`);
  const notes = figures.filter((f) => f.note);
  if (notes.length > 0) {
    process.stdout.write("\nNotes:\n");
    for (const f of notes) process.stdout.write(`  ${f.name}: ${f.note}\n`);
  }
  const wrong = faults(ran);
  if (wrong.length > 0) {
    process.stderr.write(`bench: figures missing or not judged:\n${wrong.map((w) => `  ${w}\n`).join("")}`);
    process.exitCode = 1;
    return;
  }
  process.stdout.write(
    `\nbench: ${figures.length} figures from ${ran.length} benchmarks, every one produced; ${figures.filter((f) => f.met === true).length} targets met, ${figures.filter((f) => f.met === false).length} missed\n`,
  );
  if (quick || only.length > 0) {
    process.stdout.write("(a partial or quick run: docs/benchmarks.md is not rewritten)\n");
    return;
  }
  const cpu = cpus();
  const machine = `${cpu.length} × ${cpu[0]?.model ?? "unknown CPU"}, ${(totalmem() / 2 ** 30).toFixed(1)} GiB memory, Node ${process.version}, ${process.platform} ${process.arch}`;
  const md: string[] = [
    "# Benchmarks",
    "",
    "The figures of `npm run bench`: each one a ratio against a baseline measured in the",
    "same run, since absolute times on a shared machine are noise. The absolute times are",
    "given for orientation. None of this is a test; a missed target is reported here and",
    "explained in the notes.",
    "",
    `- Date: ${started.toISOString().slice(0, 10)}`,
    `- Machine: ${machine}`,
    "- Command: `npm run bench` (after `npm ci`)",
    `- Load average (1 minute) at the start and at the end: ${loadBefore.toFixed(1)} and ${(loadavg()[0] ?? 0).toFixed(1)}, on ${cpu.length} cores`,
    "",
    "| Section | Measured | Value | Baseline | Ratio | Target | |",
    "|---|---|---|---|---|---|---|",
    ...figures.map(
      (f) =>
        `| ${[f.section, f.name, f.value, f.baseline ?? "", f.ratio ?? "", f.target ?? "", mark(f)].map((c) => c.replaceAll("|", "\\|")).join(" | ")} |`,
    ),
    "",
  ];
  if (notes.length > 0) {
    md.push("## Notes", "");
    for (const f of notes) md.push(`- **${f.name}.** ${f.note}`);
    md.push("");
  }
  const extra = join(root, "bench", "NOTES.md");
  try {
    const { readFileSync } = await import("node:fs");
    md.push(readFileSync(extra, "utf8").trim(), "");
  } catch {
    // no notes of our own to add
  }
  writeFileSync(join(root, "docs", "benchmarks.md"), md.join("\n"));
  process.stdout.write("\nwrote docs/benchmarks.md\n");
}

main().catch((e: unknown) => {
  process.stderr.write(`bench: ${(e as Error).stack ?? String(e)}\n`);
  process.exit(1);
});
