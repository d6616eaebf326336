/**
 * The command `sealaw serve`, as a process (the built command, dist/cli/main.js):
 * it says its address, logs JSON with the request's id, and on SIGTERM finishes a
 * request still arriving before it ends. And for every shipped example, the
 * determination by HTTP is the command's `decide --json`, byte for byte (the
 * command run in this process, so as not to start one for each example).
 */

import assert from "node:assert/strict";
import { type ChildProcess, spawn } from "node:child_process";
import { mkdtempSync, readdirSync, readFileSync, rmSync } from "node:fs";
import { request } from "node:http";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { after, before, describe, test } from "node:test";
import { fileURLToPath } from "node:url";
import { runSealaw } from "../cli/test-support/run.js";

const root = fileURLToPath(new URL("../../", import.meta.url));
const main = join(root, "dist", "cli", "main.js");

let dir: string;
let child: ChildProcess;
let url: string;
let out = "";

before(async () => {
  dir = mkdtempSync(join(tmpdir(), "sealaw-serve-"));
  child = spawn(process.execPath, [main, "serve", "--port", "0", "--db", join(dir, "r.db"), "--rate-limit", "0"], {
    stdio: ["ignore", "pipe", "pipe"],
  });
  child.stdout?.on("data", (b: Buffer) => {
    out += b.toString();
  });
  url = await new Promise<string>((res, rej) => {
    let err = "";
    child.stderr?.on("data", (b: Buffer) => {
      err += b.toString();
      const m = /serving on (http:\/\/\S+)/.exec(err);
      if (m) res(m[1] as string);
    });
    child.once("exit", (code) => rej(new Error(`serve ended (${code}): ${err}`)));
  });
});

after(() => {
  if (child.exitCode === null) child.kill("SIGKILL");
  rmSync(dir, { recursive: true, force: true });
});

const examples = readdirSync(join(root, "examples"), { withFileTypes: true })
  .filter((d) => d.isDirectory())
  .flatMap((d) =>
    readdirSync(join(root, "examples", d.name))
      .filter((f) => f.endsWith(".yaml"))
      .map((f) => join("examples", d.name, f)),
  );

describe("sealaw serve", () => {
  test("every shipped example: the same determination JSON by HTTP as by the command, byte for byte", async () => {
    assert.ok(examples.length > 40);
    for (const file of examples) {
      const decided = await runSealaw(["decide", file, "--json"], { cwd: root });
      assert.equal(decided.status, 0, decided.stderr);
      const cli = decided.stdout;
      const r = await fetch(`${url}/v1/decide`, {
        method: "POST",
        headers: { "content-type": "application/yaml" },
        body: readFileSync(join(root, file)),
      });
      assert.equal(r.status, 200, file);
      assert.equal(await r.text(), cli, file);
    }
  });

  test("logs are JSON lines, each line of a request with its id", async () => {
    await fetch(`${url}/healthz`, { headers: { "x-request-id": "serve-test-1" } });
    await new Promise((r) => setTimeout(r, 100));
    const lines = out
      .trim()
      .split("\n")
      .map((l) => JSON.parse(l) as { reqId?: string; msg: string });
    const mine = lines.filter((l) => l.reqId === "serve-test-1");
    assert.deepEqual(
      mine.map((l) => l.msg),
      ["incoming request", "request completed"],
    );
    for (const l of lines.filter((x) => x.msg === "incoming request" || x.msg === "request completed")) {
      assert.ok(l.reqId, JSON.stringify(l));
    }
  });

  test("on SIGTERM a request in flight is finished, then the process ends with 0", async () => {
    const body = readFileSync(join(root, "examples/borkum-1666/salvage-inside-reefs.yaml"));
    const u = new URL(`${url}/v1/decide`);
    const answer = new Promise<{ status: number; text: string }>((res, rej) => {
      const req = request(
        {
          host: u.hostname,
          port: u.port,
          path: u.pathname,
          method: "POST",
          headers: { "content-type": "application/yaml", "content-length": body.length },
        },
        (r) => {
          let text = "";
          r.on("data", (b: Buffer) => {
            text += b.toString();
          });
          r.on("end", () => res({ status: r.statusCode ?? 0, text }));
        },
      );
      req.on("error", rej);
      // Half the body now, SIGTERM, then the rest.
      req.write(body.subarray(0, 100));
      setTimeout(() => {
        child.kill("SIGTERM");
        setTimeout(() => req.end(body.subarray(100)), 300);
      }, 200);
    });
    const ended = new Promise<number | null>((res) => child.once("exit", (code) => res(code)));
    const a = await answer;
    assert.equal(a.status, 200);
    assert.equal(JSON.parse(a.text).statute, "borkum-1666");
    assert.equal(await ended, 0);
    assert.match(out, /shutting down/);
  });
});
