/**
 * A server for bench/http.ts, run as a child process so that the load generator
 * does not share its thread: `bare` is a bare Fastify route that echoes the JSON it
 * is sent, and one (`/answer`) that answers a case with its determination's JSON,
 * decided once and then sent as it is; `sealaw` is the HTTP API on a fresh SQLite register, with a clerk's token
 * (printed) for the register writes. Prints "PORT TOKEN" on its first line.
 */

import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import Fastify from "fastify";
import { decide } from "../src/engine/decide.js";
import { openStore } from "../src/registry/store.js";
import { createToken } from "../src/registry/tokens.js";
import { buildServer } from "../src/server/app.js";

const mode = process.argv[2];
if (mode === "bare") {
  const app = Fastify({ logger: false });
  app.post("/echo", async (req) => req.body);
  // The bytes POST /v1/decide answers a case with, sent as they are: what the
  // answer's size costs a bare route, without the work of deciding.
  const answers = new Map<string, string>();
  app.post("/answer", async (req, reply) => {
    const key = JSON.stringify(req.body);
    let text = answers.get(key);
    if (text === undefined) {
      text = `${JSON.stringify(decide(req.body), null, 2)}\n`;
      answers.set(key, text);
    }
    return reply.type("application/json; charset=utf-8").send(text);
  });
  await app.listen({ host: "127.0.0.1", port: 0 });
  const a = app.server.address();
  process.stdout.write(`${typeof a === "object" && a ? a.port : 0} -\n`);
} else {
  const store = await openStore({ file: join(mkdtempSync(join(tmpdir(), "sealaw-bench-")), "register.db") });
  const { token } = await createToken(store, { actor: "bench", role: "clerk" });
  const app = await buildServer({ store, logger: false, rateLimit: false });
  await app.listen({ host: "127.0.0.1", port: 0 });
  const a = app.server.address();
  process.stdout.write(`${typeof a === "object" && a ? a.port : 0} ${token}\n`);
}
