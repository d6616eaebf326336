/**
 * The HTTP API under load: POST /v1/decide on a typical case, POST /v1/questions on
 * a partial one and a register write (lodging a find) on SQLite, each against a bare
 * Fastify route that echoes the same JSON body, in the same run. The load generator
 * is autocannon, sending only to 127.0.0.1; each server runs in a child process of
 * its own, one at a time, for a fixed time (so the run is bounded), the bare route
 * and the API interleaved twice and the better run of each kept.
 *
 * Targets, each route against the bare route: POST /v1/decide at least 40% of its
 * throughput and at most 3× its p99 latency; POST /v1/questions (which runs the
 * rules twice and ranks nothing) 25% and 4×; a register write (a token check, a
 * decision and a journal entry in a transaction, on disk) 10% and 10×.
 */

import { type ChildProcess, spawn } from "node:child_process";
import { readFileSync } from "node:fs";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import autocannon from "autocannon";
import { parse } from "yaml";
import { decide } from "../src/engine/decide.js";
import { type BenchOptions, type Figure, fmt } from "./lib.js";

const root = join(dirname(fileURLToPath(import.meta.url)), "..");

interface Load {
  rps: number;
  p99: number;
}

/** The determination of a case as decide --json prints it. */
function answerOf(body: string): string {
  return `${JSON.stringify(decide(JSON.parse(body)), null, 2)}\n`;
}

async function start(mode: "bare" | "sealaw"): Promise<{ child: ChildProcess; port: number; token: string }> {
  const child = spawn(process.execPath, ["--import", "tsx", join(root, "bench", "http-server.ts"), mode], {
    cwd: root,
    stdio: ["ignore", "pipe", "inherit"],
  });
  const line = await new Promise<string>((res, rej) => {
    let out = "";
    child.stdout?.on("data", (b: Buffer) => {
      out += b.toString();
      if (out.includes("\n")) res(out.split("\n")[0] as string);
    });
    child.once("exit", (c) => rej(new Error(`the ${mode} server ended (${c})`)));
  });
  const [port, token] = line.split(" ");
  return { child, port: Number(port), token: token ?? "" };
}

async function load(url: string, body: string, headers: Record<string, string>, seconds: number): Promise<Load> {
  const r = await autocannon({
    url,
    method: "POST",
    body,
    headers: { "content-type": "application/json", ...headers },
    connections: 8,
    duration: seconds,
  });
  if (r.non2xx > 0 || r.errors > 0) throw new Error(`${url}: ${r.non2xx} answers not 2xx, ${r.errors} errors`);
  return { rps: r.requests.average, p99: r.latency.p99 };
}

/**
 * Each server is first sent this many requests, not counted: the API's engine is
 * compiled by the JIT as it runs (thousands of small functions, each optimised
 * after enough calls), which the bare route hardly needs. Counted in requests, not
 * seconds, since it is the calls that warm it: after one second under load the
 * decide route had served a few hundred requests and still cost about twice the
 * CPU a request it costs after some thousands (1,397 against 637 µs a request,
 * measured in the server's process, the same minutes).
 */
function warmRequests(quick: boolean): number {
  return quick ? 1500 : 4000;
}

/**
 * The register's write route is warmed with fewer requests in a quick run. Each is
 * a transaction on disk, at most a few hundred a second, so that 1,500 of them were
 * the longest part of the quick run (29 s of its 122 on a busy machine) and of the
 * CI run's benchmarks. A quick run only shows that every figure is still produced;
 * this one is then a little less warm than the full run's, which is the one reported.
 */
function warmWrites(quick: boolean): number {
  return quick ? 300 : warmRequests(quick);
}

async function warm(url: string, body: string, headers: Record<string, string>, requests: number): Promise<void> {
  const r = await autocannon({
    url,
    method: "POST",
    body,
    headers: { "content-type": "application/json", ...headers },
    connections: 8,
    amount: requests,
  });
  if (r.non2xx > 0 || r.errors > 0) throw new Error(`${url}: ${r.non2xx} answers not 2xx, ${r.errors} errors`);
}

async function pair(
  path: string,
  body: string,
  seconds: number,
  rounds: number,
  auth: boolean,
  warmUp: number,
  bareAs = path,
): Promise<{ api: Load; bare: Load }> {
  let api: Load | undefined;
  let bare: Load | undefined;
  for (let round = 0; round < rounds; round++) {
    const b = await start("bare");
    try {
      await warm(`http://127.0.0.1:${b.port}/echo`, body, {}, warmUp);
      const x = await load(`http://127.0.0.1:${b.port}/echo`, body, {}, seconds);
      if (!bare || x.rps > bare.rps) bare = x;
    } finally {
      b.child.kill();
    }
    const s = bareAs === path ? await start("sealaw") : await start("bare");
    try {
      const url = `http://127.0.0.1:${s.port}${bareAs}`;
      const headers: Record<string, string> = auth ? { authorization: `Bearer ${s.token}` } : {};
      await warm(url, body, headers, warmUp);
      const x = await load(url, body, headers, seconds);
      if (!api || x.rps > api.rps) api = x;
    } finally {
      s.child.kill();
    }
  }
  return { api: api as Load, bare: bare as Load };
}

/** The targets of a route: its share of the bare route's throughput, and its p99 latency against the bare route's. */
interface Targets {
  readonly share: number;
  readonly p99: number;
}

function figures(what: string, note: string, r: { api: Load; bare: Load }, t: Targets): Figure[] {
  const share = r.api.rps / r.bare.rps;
  const p99 = r.api.p99 / Math.max(r.bare.p99, 1);
  return [
    {
      section: "HTTP API",
      name: `${what}: throughput`,
      value: `${Math.round(r.api.rps).toLocaleString("en-GB")} req/s`,
      baseline: `bare echo ${Math.round(r.bare.rps).toLocaleString("en-GB")} req/s`,
      ratio: `${(share * 100).toFixed(1)}%`,
      target: `≥ ${Math.round(t.share * 100)}% of the bare route`,
      met: share >= t.share,
      note,
    },
    {
      section: "HTTP API",
      name: `${what}: p99 latency`,
      value: `${r.api.p99} ms`,
      baseline: `bare echo ${r.bare.p99} ms`,
      ratio: `${p99.toFixed(2)}×`,
      target: `≤ ${t.p99}× the bare route`,
      met: p99 <= t.p99,
      note: "the 99th percentile of the same runs' latencies, against the bare route's (at least 1 ms)",
    },
  ];
}

export async function run(o: BenchOptions): Promise<Figure[]> {
  const seconds = o.quick ? 1 : 5;
  const warmUp = warmRequests(o.quick);
  const rounds = o.quick ? 1 : 2;
  const c = JSON.stringify(parse(readFileSync(join(root, "examples/dl-vrag/find-anchor-in-the-sound.yaml"), "utf8")));
  const partial = JSON.stringify({ version: 1, statute: "dl-vrag", kind: "find", facts: {} });
  const find = JSON.stringify({
    fields: {
      description: "a cask of wine",
      lodged: "1690-05-10",
      finder: "Peder Hansen",
      foundAt: "sea",
      value: "36",
    },
  });
  const out: Figure[] = [];
  const howWarmed = (warmed: number) =>
    `8 connections for ${seconds} s each after ${fmt.int(warmed)} requests not counted, autocannon to 127.0.0.1, the bare route and the API interleaved ${rounds === 1 ? "once" : `${rounds} times, the better run kept`}; 2 cores shared by the servers and the load generator`;
  const how = howWarmed(warmUp);
  out.push(
    ...figures(
      "POST /v1/decide, Danish find",
      `${how}; the determination as decide --json prints it`,
      await pair("/v1/decide", c, seconds, rounds, false, warmUp),
      { share: 0.4, p99: 3 },
    ),
  );
  // The floor of the decide route: a bare route answering with the same bytes.
  const floor = await pair("/v1/decide", c, seconds, rounds, false, warmUp, "/answer");
  out.push({
    section: "HTTP API",
    name: "a bare route answering the Danish find with its determination's bytes: throughput",
    value: `${Math.round(floor.api.rps).toLocaleString("en-GB")} req/s`,
    baseline: `bare echo ${Math.round(floor.bare.rps).toLocaleString("en-GB")} req/s`,
    ratio: `${((floor.api.rps / floor.bare.rps) * 100).toFixed(1)}%`,
    note: `${how}; the determination decide --json prints (${Buffer.byteLength(answerOf(c))} bytes against the echo's ${Buffer.byteLength(c)}) sent as it is, decided once: what the size of the answer alone costs, the floor under POST /v1/decide; p99 ${floor.api.p99} ms against ${floor.bare.p99} ms`,
  });
  out.push(
    ...figures(
      "POST /v1/questions, an empty find",
      how,
      await pair("/v1/questions", partial, seconds, rounds, false, warmUp),
      {
        share: 0.25,
        p99: 4,
      },
    ),
  );
  out.push(
    ...figures(
      "POST /v1/register/lots (SQLite)",
      `${howWarmed(warmWrites(o.quick))}; each request lodges a find: token check, decision and one journal entry in a transaction`,
      await pair("/v1/register/lots", find, seconds, rounds, true, warmWrites(o.quick)),
      { share: 0.1, p99: 10 },
    ),
  );
  return out;
}
