/**
 * The web pages: what they send to a browser, and the time from opening a link to
 * a case (#/decide?c=…) until its determination is shown — the shares table drawn —
 * in Debian's Chromium against a real `sealaw serve` on loopback. The baseline, in
 * the same browser and run, is the server's plain /docs page (HTML with no script)
 * loaded to its load event: what any page of this server costs. Each is measured
 * in a fresh browser context (an empty cache), interleaved, and the medians kept.
 *
 * The shares are seen from inside the page, at the first animation frame in which
 * a row of them is laid out. A locator's waitFor would ask from here, at intervals
 * that grow to 500 ms: past the first few hundred milliseconds it timed its own
 * polls rather than the page.
 *
 *   npm run build && node --import tsx bench/pages.ts
 */

import { type ChildProcess, spawn } from "node:child_process";
import { mkdtempSync, readdirSync, readFileSync, rmSync, statSync } from "node:fs";
import { tmpdir } from "node:os";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import { gzipSync } from "node:zlib";
import { chromium } from "playwright-core";
import { parse } from "yaml";
import type { BenchOptions, Figure } from "./lib.js";
import { fmt, median, now } from "./lib.js";

const root = join(dirname(fileURLToPath(import.meta.url)), "..");
const CASE = join(root, "examples", "borkum-1666", "salvage-inside-reefs.yaml");

type Doc = { querySelector(s: string): { getClientRects(): { length: number } } | null };

/**
 * Run in the page: a row of the shares is laid out (it has a box on screen). A
 * function, not a string: the pages' Content-Security-Policy forbids eval.
 */
function sharesShown(): boolean {
  const doc = (globalThis as unknown as { document: Doc }).document;
  return (doc.querySelector("table.shares tr[data-party]")?.getClientRects().length ?? 0) > 0;
}

function encodeCase(c: unknown): string {
  return Buffer.from(JSON.stringify(c), "utf8").toString("base64url");
}

function jsSize(): { raw: number; gz: number } {
  const dir = join(root, "dist", "web", "assets");
  let raw = 0;
  let gz = 0;
  for (const f of readdirSync(dir)) {
    if (!f.endsWith(".js")) continue;
    const b = readFileSync(join(dir, f));
    raw += statSync(join(dir, f)).size;
    gz += gzipSync(b, { level: 9 }).length;
  }
  return { raw, gz };
}

async function serve(db: string): Promise<{ child: ChildProcess; url: string }> {
  const child = spawn(
    process.execPath,
    [
      join(root, "dist", "cli", "main.js"),
      "serve",
      "--port",
      "0",
      "--db",
      db,
      "--rate-limit",
      "0",
      "--log-level",
      "silent",
    ],
    { stdio: ["ignore", "ignore", "pipe"] },
  );
  const url = await new Promise<string>((res, rej) => {
    let err = "";
    child.stderr?.on("data", (b: Buffer) => {
      err += b.toString();
      const m = /serving on (http:\/\/\S+)/.exec(err);
      if (m) res((m[1] as string).replace(/\/$/, ""));
    });
    child.once("exit", (c) => rej(new Error(`sealaw serve ended (${c}): ${err}`)));
  });
  return { child, url };
}

export async function run(o: BenchOptions): Promise<Figure[]> {
  const repeats = o.quick ? 2 : 20;
  const dir = mkdtempSync(join(tmpdir(), "sealaw-bench-pages-"));
  const { child, url } = await serve(join(dir, "register.db"));
  const browser = await chromium.launch({
    executablePath: process.env.SEALAW_CHROMIUM ?? "/usr/bin/chromium",
    args: [
      "--no-sandbox",
      "--disable-gpu",
      "--disable-background-networking",
      "--disable-component-update",
      "--disable-sync",
      "--disable-quic",
      "--no-first-run",
    ],
  });
  const data = parse(readFileSync(CASE, "utf8")) as Record<string, unknown>;
  delete data.expect;
  const link = `${url}/#/decide?c=${encodeCase(data)}`;
  const shown: number[] = [];
  const plain: number[] = [];
  const answered: number[] = [];
  let fetched = 0;
  try {
    for (let i = 0; i < repeats + 1; i++) {
      for (const which of ["pages", "plain"] as const) {
        const ctx = await browser.newContext();
        const page = await ctx.newPage();
        const scripts: Promise<number>[] = [];
        if (which === "pages" && i === 0) {
          page.on("response", (r) => {
            if (r.url().endsWith(".js")) scripts.push(r.body().then((b) => gzipSync(b, { level: 9 }).length));
          });
        }
        const t = now();
        if (which === "pages") {
          await page.goto(link, { waitUntil: "commit" });
          await page.waitForFunction(sharesShown, undefined, { polling: "raf", timeout: 30_000 });
        } else {
          await page.goto(`${url}/docs`, { waitUntil: "load" });
        }
        const ms = (now() - t) / 1e6;
        if (i > 0) (which === "pages" ? shown : plain).push(ms);
        if (scripts.length > 0) fetched = (await Promise.all(scripts)).reduce((a, b) => a + b, 0);
        await ctx.close();
      }
      // The part no page can go below: the server's answer to the same POST /v1/decide, asked from here.
      const t = now();
      const res = await fetch(`${url}/v1/decide`, {
        method: "POST",
        headers: { "content-type": "application/json" },
        body: JSON.stringify(data),
      });
      await res.arrayBuffer();
      if (i > 0) answered.push((now() - t) / 1e6);
    }
  } finally {
    await browser.close();
    child.kill("SIGTERM");
    rmSync(dir, { recursive: true, force: true });
  }
  const s = median(shown);
  const p = median(plain);
  const a = median(answered);
  const size = jsSize();
  return [
    {
      section: "Web pages",
      name: "JavaScript sent to the browser",
      value: `${(size.gz / 1024).toFixed(1)} KB gzipped (${(size.raw / 1024).toFixed(1)} KB)`,
      note: "every script under dist/web/assets, the lazily loaded YAML chunk included",
    },
    {
      section: "Web pages",
      name: "JavaScript a link to a case fetches before its determination is shown",
      value: `${(fetched / 1024).toFixed(1)} KB gzipped`,
      note: "the frame, the determination's view and the words it uses; not the builder, the law, the register or YAML",
    },
    {
      section: "Web pages",
      name: "time to the first determination shown (a link to a case, empty cache)",
      value: fmt.ms(s),
      baseline: `/docs (plain HTML) ${fmt.ms(p)}`,
      ratio: fmt.ratio(s / p),
      target: "≤ 2.5×",
      met: s / p <= 2.5,
      note: `median of ${repeats}, Debian Chromium headless, loopback; examples/borkum-1666/salvage-inside-reefs.yaml; the shares seen from inside the page, at the first frame a row of them is laid out. The page asks for the determination as its frame starts, beside the code of the view that shows it (test/e2e/loading.test.ts holds the order); the server's answer to that POST /v1/decide alone, asked from Node in the same rounds, takes ${fmt.ms(a)} (${fmt.ratio(a / p)} /docs), so a link that fetched nothing but a page like /docs and then that answer would take about ${fmt.ratio((p + a) / p)} /docs, before any script ran or the determination was drawn${s / p <= 2.5 ? "" : "; missed: see the notes"}`,
    },
  ];
}

if (import.meta.url === `file://${process.argv[1]}`) {
  run({ quick: process.argv.includes("--quick") }).then((f) => console.log(f));
}
