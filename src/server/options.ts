/**
 * What a server is built with. Every bound has a default that suits one office on
 * one machine; `sealaw serve` sets them from its flags.
 */

import type { FastifyBaseLogger } from "fastify";
import { DEFAULT_LIMITS, type InputLimits } from "../cases/limits.js";
import type { Store } from "../registry/store.js";

export interface ServerOptions {
  /** The register's store, opened by the caller (and closed by the caller, after the server). */
  store: Store;
  /** Logging: false for none, true for pino JSON on standard output, or a logger to write to. Default true. */
  logger?: boolean | FastifyBaseLogger | { level?: string; stream?: NodeJS.WritableStream };
  /** The bounds on one case (bytes, values, nesting); a body past the byte bound is refused with 413. */
  limits?: InputLimits;
  /** The most bytes of one NDJSON batch (default 64 MiB). */
  batchBytes?: number;
  /** Requests per client (by address) in a window; false for no limit. Default 600 a minute. */
  rateLimit?: { max: number; windowMs: number } | false;
  /** The origins allowed to call from a browser; none by default (CORS off). */
  corsOrigins?: readonly string[];
  /** The longest a request may take to arrive, in ms (default 30,000). */
  requestTimeoutMs?: number;
  /** The most decisions one sensitivity analysis may make (default 4,096, the command's default). */
  maxDecisions?: number;
  /** The most alternative cases one what-if analysis may decide (default 2,000, the command's default). */
  maxChanges?: number;
  /** The time written on register entries, as ISO text (default the clock). */
  now?: () => string;
  /** The folder of the example cases (default the package's examples/). */
  examplesDir?: string;
  /** The folder of the built web pages (default the package's dist/web/). */
  pagesDir?: string;
}

export interface Settings {
  store: Store;
  limits: InputLimits;
  batchBytes: number;
  maxDecisions: number;
  maxChanges: number;
  now?: () => string;
}

export function settingsOf(o: ServerOptions): Settings {
  return {
    store: o.store,
    limits: o.limits ?? DEFAULT_LIMITS,
    batchBytes: o.batchBytes ?? 64 * 1024 * 1024,
    maxDecisions: o.maxDecisions ?? 4096,
    maxChanges: o.maxChanges ?? 2000,
    ...(o.now ? { now: o.now } : {}),
  };
}
