/**
 * The register's stories run through the `sealaw register` command on one store:
 * every command ends as it must, and what each story must have come to holds
 * (story-checks.ts).
 *
 * Every story runs through the command in this process (its main(), with its own
 * streams, environment and folder: src/cli/test-support/run.ts), a fresh register
 * for each story. The stories of END_TO_END run again through the built command,
 * dist/cli/main.js, as a process for each step, as a clerk runs it. What each
 * printed on SQLite in this process is kept (`printed`), for the check of
 * docs/register.md. The tests themselves are declared in the test files, so that
 * a run's times name them.
 */

import assert from "node:assert/strict";
import { spawnSync } from "node:child_process";
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import { resolveStore, type Store, type StoreOptions } from "../store.js";
import { STORY_NOW } from "./docs.js";
import type { StoreKind, TestStore } from "./stores.js";
import { type Ran, runStory, STORIES, type Story, type StoryCli } from "./stories.js";
import type { StoryTest } from "./story-checks.js";

const root = join(dirname(fileURLToPath(import.meta.url)), "..", "..", "..");
const bin = join(root, "dist", "cli", "main.js");

/**
 * The stories that also run through the built command, a process for each step.
 * Between them they write every event the register has (lodge, claim, decide,
 * assess, sell, cost, pay, dispose, and the office's reading), refuse with exit 2,
 * read case files from the folder the command runs in, and divide a wreck and pay
 * its 47 shares in one entry, so that the clerk's own process (the bundle, its exit
 * codes, its environment and its files) is held to the same figures as the command
 * run in the test's process. A story through the built command costs some twenty
 * times what it costs in this process, so no more are run so than cover those:
 * the others (a half refused before its day, a wreck to a foreshore holder, the
 * keeping read as the owner's, what is owed on demand) write the same events
 * through the same main(), in this process, on both stores.
 *
 *   reward-assessed     lodge, claim, decide, assess (an officer's, a clerk's refused), dispose, pay
 *   find-sold           the office's reading, sell, pay
 *   keeping-and-saving  cost, of keeping and of saving
 *   borkum-households   the division: 100 Rt divided, its 47 shares paid in one entry
 */
export const END_TO_END = ["reward-assessed", "find-sold", "keeping-and-saving", "borkum-households"];

/** The command's environment for a story: the store's own, nothing inherited, and the entry time fixed. */
function storyEnv(t: TestStore): Record<string, string> {
  return { DATABASE_URL: "", SEALAW_DB: "", ...t.env, SEALAW_NOW: STORY_NOW };
}

/** The story's examples/ files are the repository's. */
function withExamples(args: string[]): string[] {
  return args.map((x) => (x.startsWith("examples/") ? join(root, x) : x));
}

/**
 * `sealaw register ARGS` in this process, in the story's folder, on its store. The
 * command is lent the story's store, open for the whole story, instead of opening
 * it again for each step, once it has named that very store by its --db or
 * DATABASE_URL.
 */
/**
 * The command's main() run in this process, with its own streams, environment and
 * folder (src/cli/test-support/run.ts `runSealaw`, which the test files hand in:
 * the register's test support does not reach up into the command's).
 */
export type InProcess = (
  args: string[],
  o: { cwd: string; env: Record<string, string>; openStore: (o: StoreOptions) => Promise<Store> },
) => Promise<{ status: number; stdout: string; stderr: string }>;

export const inProcess =
  (runSealaw: InProcess) =>
  (t: TestStore, dir: string): StoryCli => {
    const lent: Store = { ...t.store, close: async () => undefined };
    const openStore = async (o: StoreOptions) => {
      const named = resolveStore(o);
      assert.deepEqual(named.dialect === "sqlite" ? { file: named.target } : { url: named.target }, t.where);
      return lent;
    };
    return (args) =>
      runSealaw(["register", ...withExamples(args), ...t.args], { cwd: dir, env: storyEnv(t), openStore });
  };

/** `sealaw register ARGS` as a process of the built command, in the story's folder, on its store. */
export function asProcess(t: TestStore, dir: string): StoryCli {
  return async (args) => {
    const r = spawnSync(process.execPath, [bin, "register", ...withExamples(args), ...t.args], {
      cwd: dir,
      encoding: "utf8",
      env: { ...process.env, ...storyEnv(t) },
    });
    return { status: r.status ?? -1, stdout: r.stdout, stderr: r.stderr };
  };
}

/** A story on a fresh store of its kind: run in this process, or through the built command (`asProcess`). */
export async function story(kind: StoreKind, s: StoryTest, through: (t: TestStore, dir: string) => StoryCli) {
  const t = await kind.make();
  const dir = mkdtempSync(join(tmpdir(), "sealaw-story-"));
  try {
    if (through === asProcess) await t.store.close();
    const found = STORIES.find((x) => x.id === s.id);
    assert.ok(found);
    for (const [name, text] of Object.entries(found.files ?? {})) writeFileSync(join(dir, name), text);
    const cli = through(t, dir);
    const ran = await runStory(found, cli);
    if (kind.name === "sqlite" && through !== asProcess) printed.set(found.id, { story: found, ran });
    found.steps.forEach((step, i) => {
      if (step.args[0] === "SETTLE") return;
      const r = ran.find((x) => x.args === step.args);
      assert.ok(r, `step ${i}`);
      assert.equal(r.status, step.exit ?? 0, `${step.args.join(" ")}: ${r.stderr}`);
      if ((step.exit ?? 0) === 2) {
        assert.match(r.stderr, /^sealaw: /);
        assert.doesNotMatch(r.stderr, /\n\s+at /, "no stack trace");
      }
    });
    await s.check(ran, cli);
    assert.equal((await cli(["verify"])).status, 0);
  } finally {
    rmSync(dir, { recursive: true, force: true });
    await t.cleanup().catch(() => undefined);
  }
}

/** What each story printed on SQLite, for the page that shows it. */
export const printed = new Map<string, { story: Story; ran: Ran[] }>();
