/**
 * `npm run fuzz` (fuzz:limits): start a server on a loopback port, send it each
 * hostile request of src/server/test-support/hostile.ts (bodies nested a thousand
 * deep, bodies of hundreds of thousands of keys, titles of megabytes, ids longer
 * than the routes take, a path that is not percent-encoding), and after each ask
 * /healthz. One line a case: its answer, how long it took, and whether the server
 * still answers. Exit code 1 if any answer is not the one expected, or the server
 * stops answering.
 */

import { openStore } from "../src/registry/store.js";
import { createToken } from "../src/registry/tokens.js";
import { buildServer } from "../src/server/app.js";
import { hostileRequests } from "../src/server/test-support/hostile.js";

const store = await openStore({ file: ":memory:" });
const app = await buildServer({ store, logger: false, rateLimit: false });
const url = await app.listen({ host: "127.0.0.1", port: 0 });
const tokens = {
  clerk: (await createToken(store, { actor: "the clerk", role: "clerk" })).token,
  admin: (await createToken(store, { actor: "the admin", role: "admin" })).token,
};

let failed = 0;
for (const h of hostileRequests()) {
  const headers: Record<string, string> = {};
  if (h.body !== undefined) headers["content-type"] = "application/json";
  if (h.as) headers.authorization = `Bearer ${tokens[h.as]}`;
  const t0 = performance.now();
  let line: string;
  let ok: boolean;
  try {
    const r = await fetch(`${url}${h.path}`, {
      method: h.method,
      headers,
      ...(h.body !== undefined ? { body: h.body } : {}),
    });
    const text = await r.text();
    const ms = performance.now() - t0;
    let type = "";
    let detail = "";
    try {
      const p = JSON.parse(text) as { type?: string; detail?: string };
      type = p.type ?? "";
      detail = p.detail ?? "";
    } catch {
      // not a problem document: said below
    }
    const health = await fetch(`${url}/healthz`).then(
      (x) => x.status,
      () => 0,
    );
    ok =
      r.status === h.status &&
      type === `urn:sealaw:problem:${h.problem}` &&
      (h.names === undefined || h.names.test(detail)) &&
      health === 200;
    line = `${r.status} ${type.replace("urn:sealaw:problem:", "") || "(no problem document)"}, ${text.length.toLocaleString("en")} characters, in ${ms.toFixed(0)} ms; /healthz ${health || "no answer"}`;
  } catch (e) {
    ok = false;
    line = `no answer: ${(e as Error).message}`;
  }
  if (!ok) failed++;
  process.stdout.write(`${ok ? "ok  " : "FAIL"} ${h.what}: ${line}\n`);
}
await app.close();
await store.close();
process.stdout.write(
  failed === 0 ? "every hostile request refused; the server answered after each\n" : `${failed} failed\n`,
);
process.exitCode = failed === 0 ? 0 : 1;
