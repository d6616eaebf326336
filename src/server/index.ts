/**
 * The HTTP API, as a library: build the server on an opened store, or start it
 * listening with graceful shutdown (what `sealaw serve` does).
 */

export { buildServer } from "./app.js";
export type { ServerOptions } from "./options.js";
export { PROBLEMS, type Problem, type ProblemName, problemType } from "./problems.js";
export { type Started, startServer } from "./start.js";
