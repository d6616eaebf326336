/**
 * What the browser tests share: a real `sealaw serve` on a free loopback port with
 * a register of its own, Debian's Chromium driven by playwright-core (never a
 * downloaded browser), screenshots into one folder, an accessibility check with
 * axe-core, and a watch on every request the page makes (nothing may go to
 * another host).
 */

import { type ChildProcess, execFileSync, spawn } from "node:child_process";
import { copyFileSync, existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, statSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { after, before } from "node:test";
import { type Browser, type BrowserContext, chromium, type Page } from "playwright-core";

const ROOT = join(import.meta.dirname, "..", "..");
const MAIN = join(ROOT, "dist", "cli", "main.js");

/** Where the tests' screenshots go; `.ci/run` prints it. */
export const SHOTS = process.env.SEALAW_SCREENSHOTS ?? join(ROOT, "test-results", "screenshots");

export const CHROMIUM = process.env.SEALAW_CHROMIUM ?? "/usr/bin/chromium";

export interface Site {
  url: string;
  db: string;
  /** A token for a role, made with `sealaw tokens create` on the site's register. */
  token(role: "clerk" | "officer" | "admin", actor?: string): string;
  /** Run the command on the site's register (for checking what the pages wrote). */
  cli(args: string[]): string;
  close(): Promise<void>;
}

export async function startSite(): Promise<Site> {
  if (!existsSync(join(ROOT, "dist", "web", "index.html"))) {
    throw new Error("the web pages are not built: run `npm run build` (npm test does it first)");
  }
  const dir = mkdtempSync(join(tmpdir(), "sealaw-e2e-"));
  const db = join(dir, "register.db");
  const child: ChildProcess = spawn(
    process.execPath,
    [MAIN, "serve", "--port", "0", "--db", db, "--rate-limit", "0", "--log-level", "warn"],
    { stdio: ["ignore", "ignore", "pipe"] },
  );
  const url = await new Promise<string>((resolve, reject) => {
    let err = "";
    const timer = setTimeout(() => reject(new Error(`sealaw serve did not start: ${err}`)), 30_000);
    child.stderr?.on("data", (b: Buffer) => {
      err += b.toString();
      const m = /serving on (http:\/\/\S+)/.exec(err);
      if (m) {
        clearTimeout(timer);
        resolve((m[1] as string).replace(/\/$/, ""));
      }
    });
    child.on("exit", (code) => {
      clearTimeout(timer);
      reject(new Error(`sealaw serve ended (${code}): ${err}`));
    });
  });
  const cli = (args: string[]) =>
    execFileSync(process.execPath, [MAIN, ...args], { encoding: "utf8", stdio: ["ignore", "pipe", "pipe"] });
  return {
    url,
    db,
    cli,
    token: (role, actor = `the ${role}`) =>
      (cli(["tokens", "create", "--db", db, "--actor", actor, "--role", role]).split("\n")[0] as string).trim(),
    close: async () => {
      child.kill("SIGTERM");
      await new Promise((r) => child.once("exit", r));
      rmSync(dir, { recursive: true, force: true });
    },
  };
}

/**
 * One server and one browser for the test file that calls this: started before the
 * file's tests, closed after them. Each test opens its own page on them.
 */
export function siteForFile(): { readonly site: Site; readonly browser: Browser } {
  let site: Site | undefined;
  let browser: Browser | undefined;
  before(async () => {
    site = await startSite();
    browser = await launch();
  });
  after(async () => {
    await browser?.close();
    await site?.close();
  });
  const started = <T>(x: T | undefined): T => {
    if (x === undefined) throw new Error("the file's server and browser are started before its tests");
    return x;
  };
  return {
    get site() {
      return started(site);
    },
    get browser() {
      return started(browser);
    },
  };
}

export async function launch(): Promise<Browser> {
  if (!existsSync(CHROMIUM)) {
    throw new Error(
      `no Chromium at ${CHROMIUM}: install Debian's chromium (apt-get install chromium), as npm test does`,
    );
  }
  return chromium.launch({
    executablePath: CHROMIUM,
    headless: true,
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
}

export interface Watched {
  page: Page;
  context: BrowserContext;
  /** Requests the page made to any host but the site's. */
  foreign: string[];
  /** Errors thrown in the page, and console errors. */
  errors: string[];
}

let opened = 0;

/** A fresh page (its own storage) that records foreign requests and page errors. */
export async function openPage(
  browser: Browser,
  site: Site,
  opts: { width?: number; height?: number; locale?: string } = {},
): Promise<Watched> {
  const context = await browser.newContext({
    viewport: { width: opts.width ?? 1280, height: opts.height ?? 900 },
    locale: opts.locale ?? "en-GB",
  });
  const page = await context.newPage();
  const foreign: string[] = [];
  const errors: string[] = [];
  page.on("request", (r) => {
    const u = r.url();
    if (!u.startsWith(`${site.url}/`) && !u.startsWith("data:") && !u.startsWith("blob:")) foreign.push(u);
  });
  page.on("pageerror", (e) => errors.push(e.message));
  // Every page leaves a picture of how it ended, whatever its test saved on the way.
  const caller = /test\/e2e\/([\w-]+)\.test\.ts/.exec(new Error().stack ?? "")?.[1] ?? "page";
  const n = ++opened;
  const close = context.close.bind(context);
  context.close = async (...args: Parameters<BrowserContext["close"]>) => {
    for (const [i, p] of context.pages().entries()) {
      if (!p.isClosed())
        await endShot(p, `${caller}-${String(n).padStart(2, "0")}-end${i ? `-${i}` : ""}`).catch(() => {});
    }
    return close(...args);
  };
  page.on("console", (m) => {
    if (m.type() === "error") errors.push(m.text());
  });
  return { page, context, foreign, errors };
}

/**
 * Which reading matters most to whom, once its answer has come: the flips, or the
 * words that none is in play (a paragraph, as is the one saying it is being worked out).
 */
export const ONE_AT_A_TIME_SHOWN = "section.matters > :is(.one-at-a-time, p:not(.loading))";

/** Each page's last picture, and what the page was when it was taken. */
const lastShot = new WeakMap<Page, { file: string; state: string; written: string }>();

/** When a file was written, and how long it is (another picture under its name changes both). */
const written = (file: string) => {
  try {
    const st = statSync(file);
    return `${st.mtimeMs} ${st.size}`;
  } catch {
    return "";
  }
};

/**
 * What a picture of the page shows, as a digest: its address, viewport, media,
 * scrolling, focus, hover, selection, running animations, the values of its
 * fields and its whole markup. The same digest, the same picture.
 */
async function pageState(page: Page): Promise<string> {
  // No named function inside: the page has not the helper that tsx would wrap it in.
  return page.evaluate(async () => {
    const all = [...document.querySelectorAll("*")];
    const active = document.activeElement as HTMLInputElement | null;
    const seen = JSON.stringify([
      location.href,
      [innerWidth, innerHeight, devicePixelRatio, scrollX, scrollY],
      matchMedia("print").matches,
      active ? all.indexOf(active) : -1,
      [active?.selectionStart, active?.selectionEnd, String(getSelection() ?? "")],
      [...document.querySelectorAll(":hover")].map((e) => all.indexOf(e)),
      document.getAnimations().filter((a) => a.playState !== "finished").length,
      all.filter((e) => e.scrollTop || e.scrollLeft).map((e) => [all.indexOf(e), e.scrollTop, e.scrollLeft]),
      [...document.querySelectorAll("input, select, textarea")].map((e) =>
        (e as HTMLInputElement).type === "checkbox" || (e as HTMLInputElement).type === "radio"
          ? (e as HTMLInputElement).checked
          : (e as HTMLInputElement).value,
      ),
      document.documentElement.outerHTML,
    ]);
    const digest = await crypto.subtle.digest("SHA-256", new TextEncoder().encode(seen));
    return [...new Uint8Array(digest)].map((b) => b.toString(16).padStart(2, "0")).join("");
  });
}

/**
 * How much of a page's height a picture shows, in CSS pixels: some eight screens of
 * a desktop, twenty of a phone. A person judging a page looks at its first screens;
 * what lies further down is asserted by the tests as text. Drawing and encoding a
 * 35,000-pixel page (an explanation opened in full) took a fifth of a browser file's
 * time. SEALAW_SHOT_HEIGHT sets another height; 0 draws the whole page.
 */
export const SHOT_HEIGHT = Number(process.env.SEALAW_SHOT_HEIGHT ?? 6000);

export async function shot(page: Page, name: string): Promise<string> {
  mkdirSync(SHOTS, { recursive: true });
  const file = join(SHOTS, `${name}.png`);
  const before = await pageState(page).catch(() => undefined);
  const size = await page
    .evaluate(() => ({ width: document.documentElement.scrollWidth, height: document.documentElement.scrollHeight }))
    .catch(() => undefined);
  const clip =
    size && SHOT_HEIGHT > 0 && size.height > SHOT_HEIGHT
      ? { x: 0, y: 0, width: size.width, height: SHOT_HEIGHT }
      : undefined;
  await page.screenshot({ path: file, fullPage: true, ...(clip ? { clip } : {}) });
  const after = await pageState(page).catch(() => undefined);
  if (before !== undefined && before === after) lastShot.set(page, { file, state: after, written: written(file) });
  else lastShot.delete(page);
  return file;
}

/**
 * The picture of how a page ended. A page that has not changed since its last
 * picture ends as that picture shows it: the file is copied, not drawn again
 * (a long page takes seconds to draw and encode).
 */
async function endShot(page: Page, name: string): Promise<void> {
  const last = lastShot.get(page);
  if (
    last?.written &&
    written(last.file) === last.written &&
    (await pageState(page).catch(() => undefined)) === last.state
  ) {
    mkdirSync(SHOTS, { recursive: true });
    copyFileSync(last.file, join(SHOTS, `${name}.png`));
  } else await shot(page, name);
}

const AXE = readFileSync(join(ROOT, "node_modules", "axe-core", "axe.min.js"), "utf8");

export interface AxeViolation {
  id: string;
  impact: string | null;
  help: string;
  nodes: string[];
}

/** Run axe-core in the page (WCAG 2 A and AA rules); the violations, each with the elements it found. */
export async function axe(page: Page): Promise<AxeViolation[]> {
  // Evaluated through the browser's debugging protocol, which the pages' CSP does not govern.
  await page.evaluate(AXE);
  return page.evaluate(async () => {
    const w = window as unknown as {
      axe: {
        run: (
          ctx: Document,
          o: object,
        ) => Promise<{
          violations: { id: string; impact: string | null; help: string; nodes: { target: string[] }[] }[];
        }>;
      };
    };
    // Every rule runs on every element as before; only the violations are written out
    // node by node (the passes and the doubtful are not read here), which spares axe a
    // fifth of its time on a long page.
    const r = await w.axe.run(document, {
      runOnly: { type: "tag", values: ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa"] },
      resultTypes: ["violations"],
    });
    return r.violations.map((v) => ({
      id: v.id,
      impact: v.impact,
      help: v.help,
      nodes: v.nodes.map((n) => n.target.join(" ")),
    }));
  });
}

/** The violations as readable lines, for an assertion's message. */
export function describeViolations(vs: readonly AxeViolation[]): string {
  return vs.map((v) => `${v.id} (${v.impact}): ${v.help} — ${v.nodes.slice(0, 5).join(", ")}`).join("\n");
}
