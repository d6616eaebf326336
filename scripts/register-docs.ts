/**
 * Writes docs/register.md: every register story (src/registry/test-support/stories.ts)
 * run through the built `sealaw register` command on a fresh SQLite file, with
 * the commands and their real output. Run after `npm run build`:
 *
 *   node --import tsx scripts/register-docs.ts
 */

import { spawnSync } from "node:child_process";
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import { runStory, STORIES } from "../src/registry/test-support/stories.js";

const root = join(dirname(fileURLToPath(import.meta.url)), "..");
const bin = join(root, "dist", "cli", "main.js");

function quote(a: string): string {
  return /^[A-Za-z0-9_./:=@-]+$/.test(a) ? a : `"${a.replace(/(["\\$`])/g, "\\$1")}"`;
}

const out: string[] = [
  "# The strand office's register",
  "",
  "`sealaw register` keeps the office's book: lots lodged, owners' claims and the decisions on them,",
  "sales, payments and costs, dispositions, and the settlement of average statements. Every event",
  "decides the lot's case again with the engine, as of the event's day, and keeps the determination",
  "with its receipt and readings; what the law refuses, the determination refuses, citing its",
  "provisions. Every change is an entry of a hash-chained journal (`register verify` walks it;",
  "`register export` and `register import` carry it as JSON Lines).",
  "",
  "The register is a SQLite file: `--db FILE`, else `SEALAW_DB`, else",
  "`$XDG_DATA_HOME/sealaw/register.db` (`~/.local/share/sealaw/register.db`). With",
  "`DATABASE_URL=postgres://…` it is kept in PostgreSQL, for an office that shares one book.",
  "Every write names its `--actor`; every command has `--json`. Errors exit 2 and write nothing;",
  "`verify` exits 4 when an entry does not match.",
  "",
  "The walk-throughs below are made by `node --import tsx scripts/register-docs.ts` (after",
  "`npm run build`), which runs each story on a fresh register with the entry time fixed",
  "(`SEALAW_NOW`), so that hashes are reproducible.",
  "",
];

for (const story of STORIES) {
  const dir = mkdtempSync(join(tmpdir(), "sealaw-docs-"));
  try {
    for (const [name, text] of Object.entries(story.files ?? {})) writeFileSync(join(dir, name), text);
    const cli = (args: string[]) => {
      const a = args.map((x) => (x.startsWith("examples/") ? join(root, x) : x));
      const r = spawnSync(process.execPath, [bin, "register", ...a], {
        cwd: dir,
        encoding: "utf8",
        env: {
          ...process.env,
          DATABASE_URL: "",
          SEALAW_DB: join(dir, "register.db"),
          SEALAW_NOW: "2024-01-01T00:00:00.000Z",
        },
      });
      return { status: r.status ?? -1, stdout: r.stdout, stderr: r.stderr };
    };
    out.push(`## ${story.title}`, "", story.intro, "");
    for (const [name, text] of Object.entries(story.files ?? {})) {
      out.push(`The case file \`${name}\`:`, "", "```yaml", text.trimEnd(), "```", "");
    }
    for (const r of runStory(story, cli)) {
      if (r.say) out.push(r.say, "");
      out.push("```", `$ sealaw register ${r.args.map(quote).join(" ")}`);
      const text = `${r.stdout}${r.stderr}`.trimEnd();
      if (text) out.push(text);
      if (r.status !== 0) out.push(`(exit ${r.status})`);
      out.push("```", "");
    }
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

writeFileSync(join(root, "docs", "register.md"), `${out.join("\n").trimEnd()}\n`);
