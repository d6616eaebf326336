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

/** Waits until `done()` holds, looking every 20 ms; fails only when it has not after a minute (the server is stuck). */
async function until(done: () => boolean, what: string): Promise<void> {
  const deadline = Date.now() + 60_000;
  while (!done()) {
    if (Date.now() > deadline) throw new Error(`waited a minute for ${what}; the server said:\n${out}`);
    await new Promise((r) => setTimeout(r, 20));
  }
}

/** The server's log lines so far, parsed. */
const logLines = () =>
  out
    .split("\n")
    .filter((l) => l.trim() !== "")
    .map((l) => JSON.parse(l) as { reqId?: string; msg: string });

/**
 * POST on a connection of its own. A kept-alive connection that the server closes
 * after five idle seconds can be closed just as the next request is sent on it,
 * when deciding in this process between two requests keeps the client from seeing
 * the close in time.
 */
function post(path: string, type: string, body: Buffer): Promise<{ status: number; text: string }> {
  const u = new URL(`${url}${path}`);
  return new Promise((res, rej) => {
    const req = request(
      {
        host: u.hostname,
        port: u.port,
        path: u.pathname,
        method: "POST",
        agent: false,
        headers: { "content-type": type, "content-length": body.length },
      },
      (r) => {
        const parts: Buffer[] = [];
        r.on("data", (b: Buffer) => parts.push(b));
        r.on("end", () => res({ status: r.statusCode ?? 0, text: Buffer.concat(parts).toString("utf8") }));
      },
    );
    req.on("error", rej);
    req.end(body);
  });
}

describe("sealaw serve", () => {
  test("every shipped example: the same determination JSON by HTTP as by the command, byte for byte", async () => {
    assert.ok(examples.length > 40);
    for (const file of examples) {
      const decided = await runSealaw(["decide", file, "--json"], { cwd: root });
      assert.equal(decided.status, 0, decided.stderr);
      const cli = decided.stdout;
      const r = await post("/v1/decide", "application/yaml", readFileSync(join(root, file)));
      assert.equal(r.status, 200, file);
      assert.equal(r.text, cli, file);
    }
  });

  test("logs are JSON lines, each line of a request with its id", async () => {
    await fetch(`${url}/healthz`, { headers: { "x-request-id": "serve-test-1" } });
    // The log is written after the answer: wait for the request's last line.
    await until(
      () => logLines().some((l) => l.reqId === "serve-test-1" && l.msg === "request completed"),
      "the log of request serve-test-1",
    );
    const lines = logLines();
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
          headers: {
            "content-type": "application/yaml",
            "content-length": body.length,
            "x-request-id": "serve-test-sigterm",
          },
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
      // A part of the body now; SIGTERM once the server has the request; the rest once it is shutting down.
      req.write(body.subarray(0, 100));
      until(
        () => logLines().some((l) => l.reqId === "serve-test-sigterm" && l.msg === "incoming request"),
        "the request's first line in the log",
      )
        .then(() => {
          child.kill("SIGTERM");
          return until(() => /shutting down/.test(out), "the server to say it is shutting down");
        })
        .then(() => req.end(body.subarray(100)), rej);
    });
    const ended = new Promise<number | null>((res) => child.once("exit", (code) => res(code)));
    const a = await answer;
    assert.equal(a.status, 200);
    assert.equal(JSON.parse(a.text).statute, "borkum-1666");
    assert.equal(await ended, 0);
    assert.match(out, /shutting down/);
  });
});
