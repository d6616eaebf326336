/**
 * Runs `npm run build` only when dist/ is older than what the build reads, so that
 * `npm start` and `npm run example` start at once on a current build:
 *
 *   node --import tsx scripts/build-if-stale.ts           build if stale
 *   node --import tsx scripts/build-if-stale.ts --check   say whether it is stale (exit 1 if so), build nothing
 *
 * `npm run build` brackets itself with `--begin` (removes the stamp, notes the
 * time the build began) and `--end` (makes that note the stamp), so there is a
 * stamp only after a build that went to its end, and its time is the time the
 * build began: a file changed while the build ran is newer than the stamp.
 *
 * What the build reads (the "build" script of package.json): tsc reads src/
 * (not its tests or test-support) and tsconfig.json; scripts/bundle-cli.ts
 * bundles what tsc wrote, reads the rules' sources from src/ and runs every
 * example of examples/ to make the code cache; vite reads web/; scripts/pages-size.ts
 * reads dist/web. Besides those: package.json (the build script itself),
 * package-lock.json and node_modules/.package-lock.json (which npm rewrites at
 * every install, so a new compiler or bundler counts). A folder counts by its own
 * time too, which a file removed from it changes.
 *
 * dist/ is stale when the stamp is missing, when something dist/ must hold is
 * missing, or when any of those files or folders is as new as the stamp or newer.
 */

import { spawnSync } from "node:child_process";
import { existsSync, mkdirSync, readdirSync, renameSync, rmSync, statSync, writeFileSync } from "node:fs";
import { dirname, join, relative } from "node:path";
import { fileURLToPath } from "node:url";

/** The folders the build reads, all of them (but tests), and the single files. */
export const INPUT_DIRS = ["src", "web", "examples"] as const;
export const INPUT_FILES = [
  "package.json",
  "package-lock.json",
  "node_modules/.package-lock.json",
  "tsconfig.json",
  "scripts/bundle-cli.ts",
  "scripts/pages-size.ts",
  "scripts/build-if-stale.ts",
] as const;
/** What a build leaves in dist/; without one of them dist/ is stale whatever the times. */
export const OUTPUTS = ["dist/cli/main.js", "dist/cli/sealaw.cjs", "dist/cli/sealaw.cjs.cache", "dist/web/index.html"];
export const STAMP = "dist/.build-stamp";
const BEGUN = "dist/.build-begun";

/** A test, or a helper of tests: the build reads neither. */
const notRead = (name: string): boolean => /\.test\.tsx?$/.test(name) || name === "test-support";

/** The newest file or folder among the build's inputs under root: its path and time (ms). */
export function newestInput(root: string): { path: string; mtimeMs: number } | undefined {
  let newest: { path: string; mtimeMs: number } | undefined;
  const see = (path: string, mtimeMs: number): void => {
    if (newest === undefined || mtimeMs > newest.mtimeMs) newest = { path: relative(root, path), mtimeMs };
  };
  const walk = (dir: string): void => {
    see(dir, statSync(dir).mtimeMs);
    for (const e of readdirSync(dir, { withFileTypes: true })) {
      if (notRead(e.name)) continue;
      const path = join(dir, e.name);
      if (e.isDirectory()) walk(path);
      else see(path, statSync(path).mtimeMs);
    }
  };
  for (const d of INPUT_DIRS) if (existsSync(join(root, d))) walk(join(root, d));
  for (const f of INPUT_FILES) if (existsSync(join(root, f))) see(join(root, f), statSync(join(root, f)).mtimeMs);
  return newest;
}

/** Why dist/ under root must be built again, or undefined when it is current. */
export function staleness(root: string): string | undefined {
  if (!existsSync(join(root, STAMP))) return "no finished build is recorded in dist/";
  const missing = OUTPUTS.find((o) => !existsSync(join(root, o)));
  if (missing !== undefined) return `${missing} is missing`;
  const built = statSync(join(root, STAMP)).mtimeMs;
  const newest = newestInput(root);
  if (newest !== undefined && newest.mtimeMs >= built) return `${newest.path} changed after the last build began`;
  return undefined;
}

/** The build begins: no stamp until it ends, and the time it began noted. */
export function begin(root: string): void {
  mkdirSync(join(root, "dist"), { recursive: true });
  rmSync(join(root, STAMP), { force: true });
  writeFileSync(join(root, BEGUN), "");
}

/** The build went to its end: the note of its beginning becomes the stamp, keeping that time. */
export function end(root: string): void {
  renameSync(join(root, BEGUN), join(root, STAMP));
}

function main(): void {
  const root = join(dirname(fileURLToPath(import.meta.url)), "..");
  const arg = process.argv[2];
  if (arg === "--begin") {
    begin(root);
    return;
  }
  if (arg === "--end") {
    end(root);
    return;
  }
  const why = staleness(root);
  if (arg === "--check") {
    process.stdout.write(why === undefined ? "dist/ is current\n" : `dist/ is stale: ${why}\n`);
    process.exit(why === undefined ? 0 : 1);
  }
  if (arg !== undefined) {
    process.stderr.write("usage: node --import tsx scripts/build-if-stale.ts [--check | --begin | --end]\n");
    process.exit(2);
  }
  if (why === undefined) return;
  process.stderr.write(`building, as dist/ is stale: ${why}\n`);
  const r = spawnSync("npm", ["run", "--silent", "build"], { cwd: root, stdio: "inherit" });
  process.exit(r.status ?? 1);
}

if (process.argv[1] !== undefined && fileURLToPath(import.meta.url) === process.argv[1]) main();
