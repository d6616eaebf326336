/// <reference lib="dom" />
/**
 * Entering a case's facts through the builder as a person does, with the facts on
 * paper beside them: look at the section shown, answer what it asks that the paper
 * says (adding the entries of a list, opening details, ticking, choosing, typing),
 * and go on to the next section when nothing there is left to answer. Each click,
 * choice or typed field is an action, counted. Only what the page shows is
 * answered: a fact the builder never asks cannot be entered, and the facts the
 * page ends with are compared with the paper's, less those the server says no rule
 * reads in the case (which the builder, rightly, does not ask).
 *
 * Fields are found by the path the page keeps on each question (`data-path`) and
 * the kind of answer it takes (`data-answer`), never by the question's words. A
 * choice among people or ships is made by the name the paper gives them, as a
 * person reads it. The entries of a list, and the ship, keep the ids the page gives
 * them: the paper's ids are translated to the page's, entry by entry.
 */

import assert from "node:assert/strict";
import type { Page } from "playwright-core";

export type Json = unknown;

/** The value at a path like facts.people[2].roles, or undefined. */
export function at(data: Json, path: string): Json {
  let v: Json = data;
  for (const part of path.match(/[^.[\]]+/g) ?? []) {
    if (v === null || typeof v !== "object") return undefined;
    v = (v as Record<string, Json>)[part];
  }
  return v;
}

/** The same value written with its keys in order, for comparing. */
export function canonical(v: Json): string {
  const walk = (x: Json): Json =>
    Array.isArray(x)
      ? x.map(walk)
      : x !== null && typeof x === "object"
        ? Object.fromEntries(
            Object.entries(x as Record<string, Json>)
              .filter(([, y]) => y !== undefined)
              .sort(([a], [b]) => a.localeCompare(b))
              .map(([k, y]) => [k, walk(y)]),
          )
        : x;
  return JSON.stringify(walk(v));
}

export async function caseInUrl(page: Page): Promise<Record<string, Json>> {
  const hash = (await page.evaluate("location.hash")) as string;
  const c = new URLSearchParams(hash.slice(hash.indexOf("?") + 1)).get("c");
  assert.ok(c, "the case is in the URL");
  return JSON.parse(Buffer.from(c, "base64url").toString("utf8")) as Record<string, Json>;
}

/** Where the builder stands (see builderIn). */
type BuilderState = "no builder" | "waiting" | "answered" | "behind";

/**
 * Runs in the page: the builder's state, when it is one of `wanted`, else false (so
 * that waitForFunction goes on waiting). "waiting": it waits for a pause in the
 * typing before it asks again; "answered": it is not asking, and the questions it
 * shows are those of the case its URL holds (the URL changes with the answer
 * itself, the questions a moment later); "behind": not yet. Self-contained, since
 * the page gets its text alone.
 */
function builderIn(wanted: readonly BuilderState[]): BuilderState | false {
  const builder = document.querySelector(".builder");
  let state: BuilderState;
  if (!builder) state = "no builder";
  else if (builder.hasAttribute("data-asking")) state = "waiting";
  else {
    const hash = location.hash;
    const c = new URLSearchParams(hash.slice(hash.indexOf("?") + 1)).get("c");
    if (!c) return false;
    const bin = atob(c.replace(/-/g, "+").replace(/_/g, "/"));
    const bytes = new Uint8Array(bin.length);
    for (let i = 0; i < bin.length; i++) bytes[i] = bin.charCodeAt(i);
    const answered =
      JSON.stringify(JSON.parse(new TextDecoder().decode(bytes))) === builder.getAttribute("data-answers");
    state = answered ? "answered" : "behind";
  }
  return wanted.includes(state) ? state : false;
}

/** Wait until the builder is in one of the states wanted, and say which. */
async function builderReaches(page: Page, wanted: readonly BuilderState[]): Promise<BuilderState> {
  const reached = await page.waitForFunction(builderIn, wanted);
  return (await reached.jsonValue()) as BuilderState;
}

/** The page has taken the last answer and asked its questions again (see builderIn). */
export async function settle(page: Page): Promise<void> {
  await builderReaches(page, ["answered"]);
}

/**
 * How long the builder waits after a keystroke before it asks its questions again
 * (TYPING_PAUSE_MS in web/src/case/questions.ts), so that a word typed is one request.
 */
const TYPING_PAUSE_MS = 250;

/**
 * Give the page a clock the test can move: its timers run as they would, and a
 * pause in the typing can be skipped. Before the page loads, or at once on a page
 * already loaded.
 */
export async function movableClock(page: Page): Promise<void> {
  await page.clock.install();
}

/**
 * A field has just been typed into: once the builder is waiting for a pause in the
 * typing, the page's clock (see movableClock) is moved past that pause, so that
 * the builder asks at once what it would ask a moment later. Nothing is moved when
 * the typing changed nothing (the builder shows the questions of the case already).
 */
export async function pastTypingPause(page: Page): Promise<void> {
  if ((await builderReaches(page, ["no builder", "waiting", "answered"])) === "waiting")
    await page.clock.fastForward(TYPING_PAUSE_MS);
}

/** Paper id → the page's id, pairing the entries (and mappings) that give ids by their place in the facts. */
function pairIds(paper: Json, built: Json, out = new Map<string, string>()): Map<string, string> {
  if (paper === null || typeof paper !== "object" || built === null || typeof built !== "object") return out;
  const a = (paper as Record<string, Json>).id;
  const b = (built as Record<string, Json>).id;
  if (!Array.isArray(paper) && typeof a === "string" && typeof b === "string") out.set(a, b);
  for (const [k, x] of Object.entries(paper as Record<string, Json>))
    pairIds(x, (built as Record<string, Json>)[k], out);
  return out;
}

/** The paper's facts with each id of a list entry the page's own (in references too). */
function translated(v: Json, ids: Map<string, string>): Json {
  if (typeof v === "string") return ids.get(v) ?? v;
  if (Array.isArray(v)) return v.map((x) => translated(x, ids));
  if (v !== null && typeof v === "object")
    return Object.fromEntries(Object.entries(v as Record<string, Json>).map(([k, x]) => [k, translated(x, ids)]));
  return v;
}

/** The name the paper gives the entry with this id, if any. */
function nameOf(paper: Json, id: string): string | undefined {
  let found: string | undefined;
  const walk = (x: Json): void => {
    if (found !== undefined) return;
    if (Array.isArray(x)) for (const y of x) walk(y);
    else if (x !== null && typeof x === "object") {
      const o = x as Record<string, Json>;
      if (o.id === id && typeof o.name === "string") found = o.name;
      else for (const y of Object.values(o)) walk(y);
    }
  };
  walk(paper);
  return found;
}

function unset(data: Json, path: string): void {
  const parts = path.match(/[^.[\]]+/g) ?? [];
  const last = parts.pop();
  const parent = at(data, parts.join("."));
  if (last !== undefined && parent && typeof parent === "object") delete (parent as Record<string, Json>)[last];
}

export interface Entered {
  /** The actions taken, in order, for the assertion's message. */
  log: string[];
  actions: number;
  /** The facts as the page holds them at the end. */
  facts: Json;
  /** The heads of the list entries in the section shown at the end, as a person reads them. */
  heads: string[];
}

/**
 * Enter the paper's facts (a case's `facts`) into the builder shown in `page`, from
 * its first section, counting each action. Fails, naming what is left, when a
 * whole round of the sections finds nothing more to answer and the facts differ.
 */
export async function enterFacts(page: Page, paper: Json, site: string): Promise<Entered> {
  const log: string[] = [];
  let actions = 0;
  await movableClock(page);
  const did = (what: string, n = 1) => {
    actions += n;
    log.push(n === 1 ? what : `${what} (${n} actions)`);
  };
  // Facts the page already shows as the paper has them (a default): nothing to do, and the case may leave them out.
  const shownAlready = new Set<string>();
  const steps = page.getByRole("navigation", { name: /sections/i }).getByRole("button");
  let quiet = 0;
  for (let round = 0; round < 600; round++) {
    await settle(page);
    const c = await caseInUrl(page);
    const ids = pairIds(paper, c.facts);
    const want = translated(paper, ids);
    const expected = JSON.parse(JSON.stringify(want)) as Json;
    for (const p of shownAlready) if (at(c.facts, p) === undefined) unset(expected, p);
    // What no rule reads in the case as it stands the builder does not ask (the server says which).
    for (const p of await unread(site, c)) if (at(c, p) === undefined) unset({ facts: expected }, p);
    if (canonical(c.facts) === canonical(expected)) {
      const heads = (await page.locator("section.section .entry-head").allTextContents()).map((h) => h.trim());
      return { log, actions, facts: c.facts, heads };
    }

    const answered = await answerOne(page, c, paper, want, ids, shownAlready, did);
    if (answered) {
      quiet = 0;
      continue;
    }
    // Nothing left to answer in this section: on to the next (the first after the last).
    const n = await steps.count();
    assert.ok(
      ++quiet <= n,
      `a round of the ${n} sections found nothing more to answer, yet the facts differ:\n` +
        `page:  ${canonical(c.facts)}\npaper: ${canonical(expected)}\n${log.join("\n")}`,
    );
    const cur = await steps.evaluateAll((bs) => bs.findIndex((b) => b.getAttribute("aria-current") === "step"));
    const next = (cur + 1) % n;
    await steps.nth(next).click();
    did(`went to section ${next + 1}`);
  }
  throw new Error(`the facts were not entered in 600 rounds:\n${log.join("\n")}`);
}

/** The paths the server says no rule reads in the case as it stands. */
async function unread(site: string, c: Json): Promise<string[]> {
  const r = await fetch(`${site}/v1/questions`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify(c),
  });
  if (r.status !== 200) return [];
  return ((await r.json()) as { notNeeded: { path: string }[] }).notNeeded.map((n) => n.path);
}

interface Shown {
  path: string;
  answer: string;
}

/** Answer the first question in the section shown that the page does not yet have as the paper does. */
async function answerOne(
  page: Page,
  c: Record<string, Json>,
  paper: Json,
  want: Json,
  ids: Map<string, string>,
  shownAlready: Set<string>,
  did: (what: string, n?: number) => void,
): Promise<boolean> {
  const fields = await page
    .locator("section.section [data-path]")
    .evaluateAll((els) =>
      els.map((e) => ({ path: e.getAttribute("data-path") ?? "", answer: e.getAttribute("data-answer") ?? "" })),
    );
  const root = { facts: want };
  for (const f of fields as Shown[]) {
    const w = at(root, f.path);
    if (w === undefined) continue;
    const have = at(c, f.path);
    const box = page.locator(`[data-path="${f.path}"]`).first();
    if (f.answer === "entries") {
      const n = Array.isArray(have) ? have.length : 0;
      if (!Array.isArray(w) || n >= w.length) continue;
      await box.locator(":scope > button.add").click();
      did(`added ${f.path}[${n}]`);
      return true;
    }
    if (f.answer === "details") {
      if (have !== undefined) continue;
      await box.locator("button").first().click();
      did(`opened ${f.path}`);
      return true;
    }
    // An id is the page's to give; the paper's is translated to it.
    if (/\.id$/.test(f.path) && have !== undefined) continue;
    if (canonical(have) === canonical(w)) continue;
    if (shownAlready.has(f.path)) continue;
    const done = await answerField(box, f, w, paper, ids);
    if (done === "shown") {
      shownAlready.add(f.path);
      continue;
    }
    if (done === "later") continue;
    did(`${f.path} = ${JSON.stringify(w)}`, done);
    return true;
  }
  return false;
}

/**
 * Answer one field: the actions it took; "shown" when the page already shows the
 * paper's value (its default), "later" when it cannot be answered yet.
 */
async function answerField(
  box: ReturnType<Page["locator"]>,
  f: Shown,
  w: Json,
  paper: Json,
  ids: Map<string, string>,
): Promise<number | "shown" | "later"> {
  const back = new Map([...ids].map(([a, b]) => [b, a]));
  const label = (id: string) => nameOf(paper, back.get(id) ?? id) ?? id;
  switch (f.answer) {
    case "yes_no":
    case "one_of": {
      const radio = box.locator(`input[type=radio][value="${String(w)}"]`);
      if ((await radio.count()) > 0) {
        if (await radio.isChecked()) return "shown";
        await radio.check();
        return 1;
      }
      const select = box.locator("select");
      if ((await select.inputValue()) === String(w)) return "shown";
      await select.selectOption(String(w));
      return 1;
    }
    case "some_of":
    case "people":
    case "ships": {
      const wanted = (w as Json[]).map(String);
      const boxes = box.locator("input[type=checkbox]");
      const n = await boxes.count();
      if (n === 0) break;
      const values = await boxes.evaluateAll((bs) => bs.map((b) => (b as HTMLInputElement).value));
      // People and ships are ticked by name, as a person reads them; an id not yet listed waits for its entry.
      if (!wanted.every((x) => values.includes(x))) return "later";
      let clicks = 0;
      for (let i = 0; i < n; i++) {
        const on = wanted.includes(values[i] as string);
        const b = boxes.nth(i);
        if (f.answer !== "some_of" && on) {
          const text = (await b.locator("xpath=..").textContent()) ?? "";
          assert.ok(text.includes(label(values[i] as string)), `${f.path}: "${text.trim()}" names whom it ticks`);
        }
        if ((await b.isChecked()) !== on) {
          await b.click();
          clicks++;
        }
      }
      return clicks || "shown";
    }
    case "person":
    case "ship": {
      const select = box.locator("select");
      if ((await select.count()) === 0) break;
      const options = await select
        .locator("option")
        .evaluateAll((os) => os.map((o) => [(o as HTMLOptionElement).value, (o.textContent ?? "").trim()]));
      const want = String(w);
      if (!options.some(([v]) => v === want)) return "later";
      // Chosen by the name shown, as a person chooses.
      await select.selectOption({ label: label(want) });
      assert.equal(await select.inputValue(), want, `${f.path}: the name chosen is the entry meant`);
      return 1;
    }
    case "mapping":
      await box.locator("textarea").fill(
        Object.entries(w as Record<string, Json>)
          .map(([k, v]) => `${k}: ${String(v)}`)
          .join("\n"),
      );
      await pastTypingPause(box.page());
      return 1;
  }
  const input = box.locator("input[type=text], textarea").first();
  await input.fill(Array.isArray(w) ? w.join(", ") : String(w));
  await pastTypingPause(box.page());
  return 1;
}
