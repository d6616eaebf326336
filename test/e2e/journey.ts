/**
 * What the journeys of people using the pages share (journey-*.test.ts): the
 * command's shares for a case file, and a case built in the builder one question
 * at a time, as a person answers it, with the shares the page then shows.
 *
 * The journeys:
 *
 * - a case built through the questions, one answer at a time, for one example of
 *   each statute (journey-questions.test.ts), and a reading switched in place on
 *   such a case (journey-reading.test.ts);
 * - the adjuster's, EX-12 entered from an empty builder and its average statement
 *   printed (journey-adjuster.test.ts);
 * - the German reader's on a 360 px phone, from the start page to a party's share
 *   (journey-phone.test.ts);
 * - the Danish reader's, a find's bjergeløn read in Danish, a reading switched and
 *   the Danish average statement printed on A4 (journey-danish.test.ts);
 * - the student's, to "which reading matters most to whom" in at most five actions,
 *   in moves.test.ts beside what it reaches; the clerk's, a fisherman's anchor
 *   lodged from sign-in in at most eight, in clerk.test.ts.
 */

import assert from "node:assert/strict";
import { spawnSync } from "node:child_process";
import { join } from "node:path";
import type { Page } from "playwright-core";
import { at, caseInUrl, movableClock, pastTypingPause, settle } from "./enter.js";
import type { Site } from "./harness.js";

export const ROOT = join(import.meta.dirname, "..", "..");
export const MAIN = join(ROOT, "dist", "cli", "main.js");

export type Json = unknown;
export interface Question {
  path: string;
  field: string;
  category: string;
  answer: { type: string; options?: { value: string }[]; choices?: string[]; default?: Json };
}

/** The command's determination of an example file (with readings given as -r). */
export function cliShares(file: string, readings: string[] = []): Map<string, string> {
  const r = spawnSync(process.execPath, [MAIN, "decide", file, "--json", ...readings.flatMap((x) => ["-r", x])], {
    encoding: "utf8",
    maxBuffer: 1 << 28,
  });
  assert.equal(r.status, 0, r.stderr);
  const d = JSON.parse(r.stdout) as { allocations: { id: string; rounded: { text: string } }[] };
  return new Map(d.allocations.map((a) => [a.id, a.rounded.text]));
}

export const same = (a: Json, b: Json) => JSON.stringify(a) === JSON.stringify(b);
const fieldId = (path: string) => `f-${path.replace(/[^A-Za-z0-9_-]+/g, "-")}`;

/** The builder's sections, by the category of the questions each holds. */
const SECTIONS: Record<string, string> = {
  situation: "The situation",
  parties: "The parties",
  amounts: "Amounts",
  dates: "Dates",
  other: "Other",
};

/**
 * Show the section that holds `selector`: the one of the question's category, or
 * else each in turn; false when none does.
 */
async function reveal(page: Page, selector: string, category: string): Promise<boolean> {
  if ((await page.locator(selector).count()) > 0) return true;
  const steps = page.getByRole("navigation", { name: /sections/i }).getByRole("button");
  const own = steps.filter({ hasText: new RegExp(`^\\s*\\d+\\s+${SECTIONS[category] ?? category}\\b`) });
  if ((await own.count()) === 1) {
    await own.click();
    if ((await page.locator(selector).count()) > 0) return true;
  }
  const n = await steps.count();
  for (let i = 0; i < n; i++) {
    await steps.nth(i).click();
    if ((await page.locator(selector).count()) > 0) return true;
  }
  return false;
}

const DEFERRED = "deferred";

/** Answer one question in the page with the example's value; what was done, for the log (or DEFERRED). */
async function answer(page: Page, q: Question, want: Json, have: Json): Promise<string> {
  const id = fieldId(q.path);
  const t = q.answer.type;
  if (t === "entries") {
    assert.ok(await reveal(page, `#${id}-legend`, q.category), `the list ${q.path} is shown`);
    await page.locator(`fieldset:has(> #${id}-legend) > button.add`).click();
    return `added an entry to ${q.path} (${Array.isArray(have) ? have.length + 1 : 1} of ${(want as Json[]).length})`;
  }
  if (t === "details") {
    assert.ok(await reveal(page, `[aria-describedby="${id}-q"]`, q.category), `the details ${q.path} are offered`);
    await page.locator(`button[aria-describedby="${id}-q"]`).click();
    return `opened ${q.path}`;
  }
  const group = `#${id}-group`;
  if (t === "yes_no") {
    assert.ok(await reveal(page, group, q.category), `${q.path} is asked`);
    await page
      .locator(`${group} input[type=radio]`)
      .nth(want === true ? 0 : 1)
      .check();
    return `${q.path} = ${want}`;
  }
  // Ids of people are ticked among those listed so far: wait for the list.
  if (t === "people" && !(want as Json[]).every((x) => (q.answer.choices ?? []).includes(String(x)))) return DEFERRED;
  // A person or a ship is chosen among those listed so far (the page's options are
  // the question's choices): wait for the list without looking for the control.
  const choices = q.answer.choices ?? [];
  if ((t === "person" || t === "ship") && q.field !== "id" && choices.length > 0 && !choices.includes(String(want)))
    return DEFERRED;
  if ((t === "one_of" || t === "some_of" || t === "people") && (await reveal(page, group, q.category))) {
    if (t === "one_of") {
      await page.locator(`${group} input[value="${String(want)}"]`).check();
      return `${q.path} = ${want}`;
    }
    // Tick exactly the wanted boxes: each box's value is the one it stands for.
    const wanted = (want as Json[]).map(String);
    const boxes = page.locator(`${group} input[type=checkbox]`);
    for (let i = 0; i < (await boxes.count()); i++) {
      const box = boxes.nth(i);
      const on = wanted.includes((await box.getAttribute("value")) ?? "");
      if ((await box.isChecked()) !== on) await box.click();
    }
    return `${q.path} = [${wanted.join(", ")}]`;
  }
  assert.ok(await reveal(page, `#${id}`, q.category), `${q.path} (${t}) has a control`);
  const control = page.locator(`#${id}`);
  const tag = await control.evaluate((el) => el.tagName.toLowerCase());
  if (tag === "select") {
    // A choice among the ids given so far: wait until the list it names has the entry.
    const values = await control.locator("option").evaluateAll((os) => os.map((o) => (o as HTMLOptionElement).value));
    if (!values.includes(String(want))) return DEFERRED;
    await control.selectOption(String(want));
  } else if (tag === "textarea")
    await control.fill(
      Object.entries(want as Record<string, Json>)
        .map(([k, v]) => `${k}: ${v}`)
        .join("\n"),
    );
  else await control.fill(Array.isArray(want) ? want.join(", ") : String(want));
  if (tag !== "select") await pastTypingPause(page);
  return `${q.path} = ${JSON.stringify(want)}`;
}

/** Build the example's case through the page's questions; the log of what was answered. */
export async function build(page: Page, site: Site, example: Record<string, Json>): Promise<string[]> {
  const log: string[] = [];
  await movableClock(page);
  await page.goto(`${site.url}/#/case`);
  await page.getByLabel("Statute").selectOption(String(example.statute));
  await page.getByLabel("Kind of case").selectOption(String(example.kind));
  await page.getByRole("button", { name: "Start the case" }).click();
  await settle(page);
  if (example.currency) {
    await page.locator("#case-currency").selectOption(String(example.currency));
    await settle(page);
  }
  const tried = new Map<string, number>();
  for (let step = 0; step < 400; step++) {
    const c = await caseInUrl(page);
    const res = await fetch(`${site.url}/v1/questions?answered=true`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify(c),
    });
    assert.equal(res.status, 200, `the questions answer for the case so far: ${await res.clone().text()}`);
    const r = (await res.json()) as {
      complete: boolean;
      decidable: boolean;
      needed: Question[];
      optional: Question[];
      answered?: Question[];
    };
    // What is asked, and what is answered already but not as the example has it (an entry's new id).
    const open = [...r.needed, ...r.optional, ...(r.answered ?? [])].filter((q) => {
      const want = at(example, q.path);
      if (want === undefined) return false;
      const have = at(c, q.path);
      if (q.answer.type === "entries")
        return Array.isArray(want) && (!Array.isArray(have) || have.length < want.length);
      if (q.answer.type === "details") return have === undefined;
      // Left out, a fact with a default stands at it.
      return !same(want, have ?? q.answer.default);
    });
    let done = false;
    const tries = (q: Question) => {
      const want = at(example, q.path);
      return q.answer.type === "entries" && Array.isArray(want) ? want.length + 2 : 3;
    };
    for (const q of open.filter((x) => (tried.get(x.path) ?? 0) < tries(x))) {
      const did = await answer(page, q, at(example, q.path), at(c, q.path));
      if (did === DEFERRED) continue;
      tried.set(q.path, (tried.get(q.path) ?? 0) + 1);
      log.push(did);
      done = true;
      break;
    }
    if (!done) {
      const left = open.map((q) => q.path).join(", ");
      // The example may itself leave out a fact that would give the determination a figure
      // (needed, but not there): then the case is decidable as the example has it.
      assert.ok(
        r.decidable,
        `nothing more can be answered (${left}), yet the case cannot be decided:\n${log.join("\n")}`,
      );
      return log;
    }
    await settle(page);
  }
  throw new Error(`the case was not built in 400 answers:\n${log.join("\n")}`);
}

/** The shares the page shows: party id → the rounded amount's text. */
export async function sharesShown(page: Page): Promise<Map<string, string>> {
  await page.locator("table.shares tr[data-party]").first().waitFor();
  const rows = await page
    .locator("table.shares tr[data-party]")
    .evaluateAll((trs) =>
      trs.map((tr) => [tr.getAttribute("data-party") ?? "", tr.querySelector("td.amount")?.textContent?.trim() ?? ""]),
    );
  return new Map(rows as [string, string][]);
}
