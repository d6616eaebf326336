/**
 * Everything the `sealaw` command runs, behind one module: the command itself, and
 * the worker thread of `decide --batch`. The build bundles this module, with all it
 * loads, into dist/cli/sealaw.cjs; main.ts runs that bundle, or this module itself
 * where there is no bundle.
 */

import type { WorkerSetup } from "../batch/worker.js";

export type { WorkerSetup } from "../batch/worker.js";
export { type CliEnv, main } from "./program.js";

/** Run as a worker thread of `decide --batch`: load the engine, then decide what the main thread sends. */
export async function worker(setup: WorkerSetup): Promise<void> {
  const { startWorker } = await import("../batch/worker.js");
  await startWorker(setup);
}
