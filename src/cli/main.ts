#!/usr/bin/env node
/**
 * Entry point of the `sealaw` command, and of the worker threads of `decide --batch`.
 *
 * Most of a small command's time would go to finding, reading and compiling some
 * two hundred modules. So the build bundles the command into one file beside this
 * one, sealaw.cjs, and keeps V8's compiled code for it from a sample run in
 * sealaw.cjs.cache. This file compiles the bundle with that code cache: V8 takes
 * the cache only when the same V8 with the same flags made it for a bundle of the
 * same length, and the cache names the bundle it was made for, so a stale or
 * foreign cache is simply not used (the bundle is then compiled as usual). Where
 * there is no bundle (the modules built by tsc alone), it loads entry.js and the
 * modules it imports.
 *
 * The build makes the cache by running a command with SEALAW_WRITE_CODE_CACHE set
 * to the file to write it to (see scripts/bundle-cli.ts).
 */

import { readFileSync, writeFileSync } from "node:fs";
import { createRequire } from "node:module";
import { dirname } from "node:path";
import { fileURLToPath } from "node:url";
import { Script } from "node:vm";
import { isMainThread, workerData } from "node:worker_threads";
import { BUNDLE_HEADER, BUNDLE_ID_LENGTH } from "./bundle-id.js";
import type * as Entry from "./entry.js";

type CommonJsFunction = (
  exports: object,
  require: NodeJS.Require,
  module: { exports: object },
  filename: string,
  dirname: string,
) => void;

/** The bundled command, compiled with its code cache where V8 accepts it; undefined when there is no bundle. */
function loadBundle(): typeof Entry | undefined {
  const file = fileURLToPath(new URL("./sealaw.cjs", import.meta.url));
  let source: string;
  try {
    source = readFileSync(file, "utf8");
  } catch {
    return undefined;
  }
  const id = source.startsWith(BUNDLE_HEADER)
    ? source.slice(BUNDLE_HEADER.length, BUNDLE_HEADER.length + BUNDLE_ID_LENGTH)
    : "";
  let cachedData: Buffer | undefined;
  try {
    const cache = readFileSync(`${file}.cache`);
    if (id !== "" && cache.subarray(0, BUNDLE_ID_LENGTH).toString("latin1") === id) {
      cachedData = cache.subarray(BUNDLE_ID_LENGTH);
    }
  } catch {
    // no cache: V8 compiles the bundle as usual
  }
  // The wrapper is on the bundle's first line, so line numbers in stack traces are the bundle's own.
  const script = new Script(`(function (exports, require, module, __filename, __dirname) {${source}\n})`, {
    filename: file,
    ...(cachedData ? { cachedData } : {}),
  });
  const module = { exports: {} };
  (script.runInThisContext() as CommonJsFunction)(module.exports, createRequire(file), module, file, dirname(file));
  const out = process.env.SEALAW_WRITE_CODE_CACHE;
  if (out && isMainThread) {
    // After the run, so that the cache holds the functions the command compiled as it ran.
    process.once("exit", () =>
      writeFileSync(out, Buffer.concat([Buffer.from(id, "latin1"), script.createCachedData()])),
    );
  }
  return module.exports as typeof Entry;
}

const entry = loadBundle() ?? (await import("./entry.js"));
const setup = workerData as Entry.WorkerSetup | null | undefined;

if (!isMainThread && setup?.sealaw === "batch-worker") {
  await entry.worker(setup);
} else {
  // A reader that stops reading (`sealaw readings --json | head`) closes the pipe: the
  // command stops quietly, as other commands do, instead of failing with a trace.
  for (const stream of [process.stdout, process.stderr]) {
    stream.on("error", (e: NodeJS.ErrnoException) => {
      if (e.code === "EPIPE") process.exit(process.exitCode ?? 0);
      process.exitCode = 1;
    });
  }
  entry.main(process.argv, { workerUrl: new URL(import.meta.url) }).then(
    (code) => {
      process.exitCode = code;
    },
    (e: unknown) => {
      process.stderr.write(`sealaw: internal error: ${String(e)}\n`);
      process.exitCode = 1;
    },
  );
}
