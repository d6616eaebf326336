/**
 * `sealaw serve`: the HTTP API (src/server). The server and Fastify are loaded only
 * when this command runs, so that the other commands start as fast as before.
 *
 * The store is chosen as for `sealaw register`: --db FILE, else DATABASE_URL, else
 * SEALAW_DB, else the default file. The log, JSON lines through pino with the
 * request's id on every line of a request, goes to standard output; the address
 * it listens on is said on standard error ("sealaw: serving on http://…").
 */

import { dirname, join } from "node:path";
import type { Command } from "commander";
import { escapeControls } from "../core/terminal.js";
import type { Store } from "../registry/store.js";
import { type CliIo, UsageError } from "./io.js";

interface ServeOptions {
  host: string;
  port: string;
  db?: string;
  cors?: string;
  rateLimit: string;
  requestTimeout: string;
  logLevel: string;
}

function whole(flag: string, v: string, min: number): number {
  const n = Number(v);
  if (!/^\d+$/.test(v.trim()) || !Number.isSafeInteger(n) || n < min)
    throw new UsageError(`${flag} must be a whole number of at least ${min}, not "${v}"`);
  return n;
}

export function addServeCommand(
  program: Command,
  io: CliIo,
  open: (db: string | undefined) => Promise<Store>,
  script: string | undefined,
): void {
  program
    .command("serve")
    .description("serve the HTTP API: the law, deciding, analysing and the register (see /docs and /openapi.json)")
    .option("--host <HOST>", "the address to listen on", "127.0.0.1")
    .option("--port <PORT>", "the port to listen on (0: any free port)", "8080")
    .option(
      "--db <FILE>",
      "the register's SQLite file (default: DATABASE_URL for PostgreSQL, SEALAW_DB, or the default file)",
    )
    .option("--cors <ORIGINS>", "allow these origins (comma-separated) to call from a browser; CORS is off without it")
    .option("--rate-limit <N>", "requests a minute from one client (0: no limit)", "600")
    .option("--request-timeout <MS>", "the longest a request may take to arrive, in ms", "30000")
    .option("--log-level <LEVEL>", "fatal, error, warn, info, debug or silent", "info")
    .action(async (o: ServeOptions) => {
      const port = o.port === "0" ? 0 : whole("--port", o.port, 1);
      if (port > 65535) throw new UsageError(`--port must be at most 65535, not ${port}`);
      const rate = whole("--rate-limit", o.rateLimit, 0);
      const timeout = whole("--request-timeout", o.requestTimeout, 1);
      const levels = ["fatal", "error", "warn", "info", "debug", "trace", "silent"];
      if (!levels.includes(o.logLevel)) throw new UsageError(`--log-level is one of ${levels.join(", ")}`);
      const { startServer } = await import("../server/index.js");
      const store = await open(o.db);
      const origins = o.cors
        ?.split(",")
        .map((x) => x.trim())
        .filter((x) => x !== "");
      const now = io.env.SEALAW_NOW;
      // The command's own file is dist/cli/main.js: the examples are two folders up.
      const main = script;
      const started = await startServer({
        store,
        host: o.host,
        port,
        // The log goes to the process's standard output through pino's own writer, else to the command's stream.
        logger: { level: o.logLevel, ...(io.stdout !== process.stdout ? { stream: io.stdout } : {}) },
        rateLimit: rate === 0 ? false : { max: rate, windowMs: 60_000 },
        requestTimeoutMs: timeout,
        ...(origins && origins.length > 0 ? { corsOrigins: origins } : {}),
        ...(now ? { now: () => now } : {}),
        ...(main
          ? { examplesDir: join(dirname(main), "..", "..", "examples"), pagesDir: join(dirname(main), "..", "web") }
          : {}),
      }).catch(async (e: unknown) => {
        await store.close();
        const err = e as NodeJS.ErrnoException;
        if (err.code === "EADDRINUSE") throw new UsageError(`${o.host}:${port} is in use`);
        if (err.code === "EADDRNOTAVAIL" || err.code === "ENOTFOUND")
          throw new UsageError(`cannot listen on ${o.host}: ${err.code}`);
        throw e;
      });
      io.stderr.write(
        `sealaw: serving on ${started.address} (register: ${store.dialect} ${escapeControls(store.where)})\n`,
      );
      const broken = (await import("../registry/guard.js")).journalState(store).broken;
      if (broken) {
        io.stderr.write(
          `sealaw: serving READS ONLY: the journal is broken at entry ${broken.seq}: ${escapeControls(broken.problem)}; every write to the register is refused until it is mended and the server started again (\`sealaw register verify\` names the break)\n`,
        );
      }
      io.stderr.write(
        `sealaw: open ${started.address}/ in a browser for the pages; ${started.address}/docs for the API\n`,
      );
      // The command ends when the server has closed (SIGTERM or SIGINT).
      await new Promise<void>((res) => started.app.server.once("close", () => res()));
    });
}
