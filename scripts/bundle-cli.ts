/**
 * Bundles the `sealaw` command into one file, dist/cli/sealaw.cjs, and records V8's
 * compiled code for it in dist/cli/sealaw.cjs.cache (see src/cli/main.ts, which
 * runs them). `npm run build` runs it after tsc, from what tsc wrote to dist/:
 *
 *   node --import tsx scripts/bundle-cli.ts
 *
 * The bundle holds the command and everything it loads (commander, yaml, zod, the
 * engine, the statutes and their texts), so that starting the command reads two
 * files instead of some two hundred. Modules the command loads only when a
 * command needs them (the texts, the analyses, the batch runner ...) are in the
 * bundle too, but are run only when needed. The cache is made by a sample run
 * (deciding each example once), so that it holds the functions a decision
 * compiles as well as the bundle's top level.
 */

import { spawnSync } from "node:child_process";
import { createHash } from "node:crypto";
import { existsSync, readdirSync, rmSync, writeFileSync } from "node:fs";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import { build } from "esbuild";
import { BUNDLE_HEADER, BUNDLE_ID_LENGTH } from "../src/cli/bundle-id.js";
import { allRules } from "../src/law/index.js";

const root = join(dirname(fileURLToPath(import.meta.url)), "..");
const dist = join(root, "dist", "cli");
const bundle = join(dist, "sealaw.cjs");
const cache = `${bundle}.cache`;

function fail(message: string): never {
  process.stderr.write(`bundle-cli: ${message}\n`);
  process.exit(1);
}

async function main(): Promise<void> {
  const entry = join(dist, "entry.js");
  if (!existsSync(entry)) fail(`${entry} is missing: run tsc first (npm run build does both)`);
  rmSync(cache, { force: true });
  // Where each rule is defined, read here from the TypeScript sources (this script runs
  // them through tsx), so that `sealaw provisions ID` can say it from the bundle too.
  const sources: Record<string, string> = {};
  for (const rule of allRules()) if (rule.source !== undefined) sources[rule.id] = rule.source;
  if (Object.keys(sources).length === 0) fail("no rule's source was found from the TypeScript sources");
  const r = await build({
    entryPoints: [entry],
    bundle: true,
    platform: "node",
    format: "cjs",
    target: "node20",
    write: false,
    logLevel: "warning",
    legalComments: "none",
    // The register's database drivers and query builder stay outside the bundle: they
    // are loaded (from node_modules) only when a register command runs, so that the
    // other commands start as fast as before.
    // So do the HTTP server's Fastify and its plugins, loaded only by `sealaw serve`.
    external: ["better-sqlite3", "pg", "fastify", "@fastify/*", "fastify-type-provider-zod"],
    // In the bundle import.meta has no URL; src/server/root.ts then finds the package from the bundle's folder.
    define: { "import.meta.url": "undefined", __SEALAW_RULE_SOURCES__: JSON.stringify(sources) },
    // Whitespace and syntax only: names are kept, so that a stack trace (SEALAW_DEBUG=1) can still be read.
    minifyWhitespace: true,
    minifySyntax: true,
  });
  const code = r.outputFiles[0]?.text;
  if (code === undefined) fail("esbuild wrote nothing");
  // A dynamic import() of a module outside the bundle would need a module loader the
  // bundle, compiled as a script, does not have.
  if (/\bimport\((?!\))/.test(code)) fail("the bundle still has a dynamic import(); import Node's modules statically");
  const id = createHash("sha256").update(code).digest("hex").slice(0, BUNDLE_ID_LENGTH);
  writeFileSync(bundle, `${BUNDLE_HEADER}${id}\n${code}`);

  // The sample run: every example once, so that every kind's rules are compiled.
  const examples = readdirSync(join(root, "examples"), { withFileTypes: true })
    .filter((d) => d.isDirectory())
    .flatMap((d) =>
      readdirSync(join(root, "examples", d.name))
        .filter((f) => f.endsWith(".yaml"))
        .map((f) => join("examples", d.name, f)),
    );
  const run = spawnSync(process.execPath, [join(dist, "main.js"), "check", ...examples], {
    cwd: root,
    env: { ...process.env, SEALAW_WRITE_CODE_CACHE: cache },
    stdio: ["ignore", "ignore", "pipe"],
    encoding: "utf8",
  });
  if (!existsSync(cache)) fail(`the sample run wrote no code cache (exit ${run.status}): ${run.stderr}`);
}

main().catch((e: unknown) => fail((e as Error).stack ?? String(e)));
