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
import { registerPage, STORY_NOW } from "../src/registry/test-support/docs.js";
import { type Ran, runStory, STORIES, type Story } from "../src/registry/test-support/stories.js";

const root = join(dirname(fileURLToPath(import.meta.url)), "..");
const bin = join(root, "dist", "cli", "main.js");

const runs: { story: Story; ran: Ran[] }[] = [];
for (const story of STORIES) {
  const dir = mkdtempSync(join(tmpdir(), "sealaw-docs-"));
  try {
    for (const [name, text] of Object.entries(story.files ?? {})) writeFileSync(join(dir, name), text);
    const cli = async (args: string[]) => {
      const a = args.map((x) => (x.startsWith("examples/") ? join(root, x) : x));
      const r = spawnSync(process.execPath, [bin, "register", ...a], {
        cwd: dir,
        encoding: "utf8",
        env: { ...process.env, DATABASE_URL: "", SEALAW_DB: join(dir, "register.db"), SEALAW_NOW: STORY_NOW },
      });
      return { status: r.status ?? -1, stdout: r.stdout, stderr: r.stderr };
    };
    runs.push({ story, ran: await runStory(story, cli) });
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

writeFileSync(join(root, "docs", "register.md"), registerPage(runs));
