/**
 * The journeys of people using the pages:
 *
 * - a case built through the questions, one answer at a time, for one example of
 *   each statute: the shares the page then shows are the command's, and a reading
 *   switched in place moves them to the command's under it;
 * - the adjuster: EX-12 entered from an empty builder through its questions alone,
 *   and its average statement printed, the printed figures the command's;
 * - the German reader on a 360 px phone: from the start page to a party's share,
 *   no sentence mixing languages, decimal commas, nothing off-screen.
 *
 * The last two count a person's actions (each click, choice or typed field) and
 * hold them at or below today's figure.
 * The student's journey (to "which reading matters most to whom" in at most five
 * actions) is in moves.test.ts, beside what it reaches; the clerk's (a fisherman's
 * anchor lodged from sign-in in at most eight) in clerk.test.ts.
 */

import assert from "node:assert/strict";
import { spawnSync } from "node:child_process";
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { after, before, describe, it } from "node:test";
import type { Browser, Page } from "playwright-core";
import YAML from "yaml";
import { at, caseInUrl, enterFacts, settle } from "./enter.js";
import {
  axe,
  describeViolations,
  launch,
  ONE_AT_A_TIME_SHOWN,
  openPage,
  type Site,
  shot,
  startSite,
} from "./harness.js";
import { englishOutside, givenNames, offScreen } from "./reading.js";

const ROOT = join(import.meta.dirname, "..", "..");
const MAIN = join(ROOT, "dist", "cli", "main.js");

type Json = unknown;
interface Question {
  path: string;
  field: string;
  category: string;
  answer: { type: string; options?: { value: string }[]; choices?: string[]; default?: Json };
}

/** The command's determination of an example file (with readings given as -r). */
function cliShares(file: string, readings: string[] = []): Map<string, string> {
  const r = spawnSync(process.execPath, [MAIN, "decide", file, "--json", ...readings.flatMap((x) => ["-r", x])], {
    encoding: "utf8",
    maxBuffer: 1 << 28,
  });
  assert.equal(r.status, 0, r.stderr);
  const d = JSON.parse(r.stdout) as { allocations: { id: string; rounded: { text: string } }[] };
  return new Map(d.allocations.map((a) => [a.id, a.rounded.text]));
}

const same = (a: Json, b: Json) => JSON.stringify(a) === JSON.stringify(b);
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
  return `${q.path} = ${JSON.stringify(want)}`;
}

/** Build the example's case through the page's questions; the log of what was answered. */
async function build(page: Page, site: Site, example: Record<string, Json>): Promise<string[]> {
  const log: string[] = [];
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
async function sharesShown(page: Page): Promise<Map<string, string>> {
  await page.locator("table.shares tr[data-party]").first().waitFor();
  const rows = await page
    .locator("table.shares tr[data-party]")
    .evaluateAll((trs) =>
      trs.map((tr) => [tr.getAttribute("data-party") ?? "", tr.querySelector("td.amount")?.textContent?.trim() ?? ""]),
    );
  return new Map(rows as [string, string][]);
}

interface Money {
  text: string;
}
interface Statement {
  rate: string;
  loss: Money;
  mass: Money;
  lines: { contribution: Money; net: Money }[];
  balances: { party: string; name: string; net: Money }[];
}

/**
 * The actions the adjuster's journey takes today: 3 to start the case, 70 answers
 * (adding 13 entries, opening 7 details, 50 choices and figures), 6 moves between
 * sections (one round of the five, then back to the parties for what the figures
 * brought to be asked: what each parcel is, a freight letter), one click to the
 * statement and one to print it. A change to the builder may lower it, never raise it.
 */
const ADJUSTER_ACTIONS = 81;

const EXAMPLES = [
  "borkum-1666/salvage-outside-reefs.yaml",
  "dl-vrag/find-anchor-fishermen.yaml",
  "dl-averi/ga-published-livorno-grain.yaml",
];

// One server and one browser for the file; each journey has a page (and storage) of its own.
// None writes to the register.
let site: Site;
let browser: Browser;
before(async () => {
  site = await startSite();
  browser = await launch();
});
after(async () => {
  await browser?.close();
  await site?.close();
});

describe("a case built through the questions", () => {
  for (const name of EXAMPLES) {
    it(`${name}: answered one question at a time, the shares shown are the command's`, async () => {
      const file = join(ROOT, "examples", name);
      const example = YAML.parse(readFileSync(file, "utf8")) as Record<string, Json>;
      delete example.expect;
      const w = await openPage(browser, site);
      const log = await build(w.page, site, example);
      assert.ok(log.length >= 3, `answered ${log.length} questions`);
      const shown = await sharesShown(w.page);
      // The built case stands on the default readings: the command decides the example so too.
      const plain = { ...example };
      delete plain.readings;
      const tmp = mkdtempSync(join(tmpdir(), "sealaw-journey-"));
      writeFileSync(join(tmp, "case.yaml"), YAML.stringify(plain));
      const cli = cliShares(join(tmp, "case.yaml"));
      rmSync(tmp, { recursive: true, force: true });
      assert.deepEqual([...shown.entries()].sort(), [...cli.entries()].sort(), log.join("\n"));
      await shot(w.page, `journey-${name.replace(/[/.]/g, "-")}`);
      assert.deepEqual(w.foreign, []);
      assert.deepEqual(
        w.errors.filter((e) => !/status of 422/.test(e)),
        [],
      );
      await w.context.close();
    });
  }

  it("a reading switched in place moves the shares to the command's under it", async () => {
    const file = join(ROOT, "examples", "borkum-1666", "salvage-outside-reefs.yaml");
    const example = YAML.parse(readFileSync(file, "utf8")) as Record<string, Json>;
    delete example.expect;
    // The readings the command says bear on the case, and an alternative that moves a share.
    const sens = spawnSync(process.execPath, [MAIN, "sensitivity", file, "--json"], {
      encoding: "utf8",
      maxBuffer: 1 << 28,
    });
    assert.equal(sens.status, 0, sens.stderr);
    const base = cliShares(file);
    const readings = (
      JSON.parse(
        spawnSync(process.execPath, [MAIN, "readings", "--json", "--statute", "borkum-1666"], { encoding: "utf8" })
          .stdout,
      ) as { name: string; default: string; alternatives: { code: string }[] }[]
    ).filter((r) => sens.stdout.includes(`"${r.name}"`));
    let found: { name: string; code: string; isDefault: boolean; shares: Map<string, string> } | undefined;
    for (const r of readings) {
      for (const a of r.alternatives) {
        const s = cliShares(file, [`${r.name}=${a.code}`]);
        if (!same([...s.entries()].sort(), [...base.entries()].sort())) {
          found = { name: r.name, code: a.code, isDefault: a.code === r.default, shares: s };
          break;
        }
      }
      if (found) break;
    }
    assert.ok(found, "some reading moves a share of this example");
    const w = await openPage(browser, site);
    const c = Buffer.from(JSON.stringify(example), "utf8").toString("base64url");
    await w.page.goto(`${site.url}/#/case?c=${c}`);
    assert.deepEqual([...(await sharesShown(w.page)).entries()].sort(), [...base.entries()].sort());
    await w.page.locator(`#reading-${found.name}`).selectOption(found.code);
    const want = [...found.shares.entries()].sort();
    await w.page.waitForFunction(
      (expected) => {
        const rows = [...document.querySelectorAll("table.shares tr[data-party]")].map((tr) => [
          tr.getAttribute("data-party") ?? "",
          tr.querySelector("td.amount")?.textContent?.trim() ?? "",
        ]);
        return JSON.stringify(rows.sort()) === JSON.stringify(expected);
      },
      want,
      { timeout: 15_000 },
    );
    const readingsInCase = ((await caseInUrl(w.page)).readings ?? {}) as Record<string, string>;
    assert.equal(
      readingsInCase[found.name] ?? (found.isDefault ? found.code : undefined),
      found.code,
      "the switched reading is kept in the case in the URL (a default by leaving it out)",
    );
    await shot(w.page, "journey-reading-switched");
    const v = await axe(w.page);
    assert.equal(v.length, 0, describeViolations(v));
    await w.context.close();
  });
});

/**
 * The adjuster's journey: EX-12 (examples/dl-averi/ga-bills-recovered-doctor.yaml,
 * the fullest general average shipped: jettison, a cut mast, bills of lading that
 * fall short, a bale fished up, a doctor's fee, the charterer's choice) entered from
 * an empty builder by answering only what the builder asks (enter.ts), then the
 * statement opened and printed to PDF. The printed figures are the command's for
 * the facts the page built, and those are the command's for the example file.
 */
describe("the adjuster's journey", () => {
  it("enters EX-12 from an empty builder through its questions alone and prints the command's average statement", async () => {
    const file = join(ROOT, "examples", "dl-averi", "ga-bills-recovered-doctor.yaml");
    const example = YAML.parse(readFileSync(file, "utf8")) as Record<string, Json>;
    delete example.expect;
    const w = await openPage(browser, site);
    const { page } = w;
    let actions = 0;
    const act = async (f: () => Promise<unknown>) => {
      actions++;
      await f();
    };
    await page.goto(`${site.url}/#/case`);
    await act(() => page.getByLabel("Statute").selectOption(String(example.statute)));
    await act(() => page.getByLabel("Kind of case").selectOption(String(example.kind)));
    await act(() => page.getByRole("button", { name: "Start the case" }).click());
    await settle(page);
    if ((await page.locator("#case-currency").inputValue()) !== example.currency)
      await act(() => page.locator("#case-currency").selectOption(String(example.currency)));
    const entered = await enterFacts(page, example.facts, site.url);
    actions += entered.actions;
    const built = await caseInUrl(page);
    // Each entry headed as the paper knows it: a parcel by its goods, an owner by name, never a bare id.
    const heads = entered.heads;
    for (const h of ["Rhenish wine", "the mainmast", "Ole", "Maren"])
      assert.ok(
        heads.some((x) => x.startsWith(h)),
        `an entry headed ${h}: ${heads.join(" | ")}`,
      );
    assert.deepEqual(
      heads.filter((x) => /^[a-z]+-\d+$/.test(x)),
      [],
      "no entry headed by its id alone",
    );

    // The command on the facts the page built, and on the example file: the same statement.
    const tmp = mkdtempSync(join(tmpdir(), "sealaw-adjuster-"));
    writeFileSync(join(tmp, "built.json"), JSON.stringify(built));
    const decide = (f: string) => {
      const r = spawnSync(process.execPath, [MAIN, "decide", f, "--json"], { encoding: "utf8", maxBuffer: 1 << 28 });
      assert.equal(r.status, 0, r.stderr);
      return (JSON.parse(r.stdout) as { statement: Statement }).statement;
    };
    const mine = decide(join(tmp, "built.json"));
    const theirs = decide(file);
    rmSync(tmp, { recursive: true, force: true });
    const figures = (s: Statement) => ({
      rate: s.rate,
      loss: s.loss.text,
      mass: s.mass.text,
      lines: s.lines.map((l) => [l.contribution.text, l.net.text]),
      balances: s.balances.map((b) => [b.name, b.net.text]).sort(),
    });
    assert.deepEqual(figures(mine), figures(theirs), "the facts entered are the example's");

    // To the statement from the determination the builder shows, and print it.
    await act(() => page.locator(`a[href^="#/statement"]`).first().click());
    await page.locator("table.statement tbody tr").first().waitFor();
    await page.emulateMedia({ media: "print" });
    // Printing is one action; the PDF is what Chromium prints (window.print() opens no dialog headless).
    actions++;
    const pdf = await page.pdf({ format: "A4", preferCSSPageSize: true });
    const sheets = (pdf.toString("latin1").match(/\/Type\s*\/Page[^s]/g) ?? []).length;
    assert.ok(sheets >= 1 && sheets <= 4, `${sheets} pages`);
    const printed = await page.evaluate(() => ({
      rate: document.querySelector("p.rate .rate-value strong")?.textContent?.trim(),
      lines: [...document.querySelectorAll("table.statement tbody tr[data-interest]")].map((tr) => [
        tr.querySelector("td.contribution")?.textContent?.trim(),
        tr.querySelector("td.net")?.textContent?.trim(),
      ]),
      balances: [...document.querySelectorAll("table.balances tbody tr[data-party]")].map((tr) => [
        tr.getAttribute("data-party"),
        tr.querySelectorAll("td")[2]?.textContent?.trim(),
      ]),
    }));
    const sign = (t: string) => (t.startsWith("-") || /^0 /.test(t) ? t : `+${t}`);
    assert.equal(printed.rate, mine.rate);
    assert.deepEqual(
      printed.lines,
      mine.lines.map((l) => [l.contribution.text, sign(l.net.text)]),
    );
    assert.deepEqual(
      printed.balances,
      mine.balances.map((b) => [b.party, sign(b.net.text)]),
    );
    assert.ok(await page.locator(".signature .line").isVisible(), "a signature line on paper");
    await shot(page, "journey-adjuster-printed");
    await page.emulateMedia({ media: "screen" });
    // Today's count, after the builder names people and ships in its choices and keeps
    // each question's path on it: the ceiling a change to the builder must not raise.
    assert.ok(actions <= ADJUSTER_ACTIONS, `${actions} actions:\n${entered.log.join("\n")}`);
    const v = await axe(page);
    assert.equal(v.length, 0, describeViolations(v));
    assert.deepEqual(w.foreign, []);
    assert.deepEqual(
      w.errors.filter((e) => !/status of 422/.test(e)),
      [],
    );
    await w.context.close();
  });
});

/**
 * The phone-and-language journey: a German-speaking reader on a 360 px phone opens
 * an example of the Borkum ordinance from the start page and reads a party's
 * share. No sentence mixes languages (the engine's words stand as English blocks),
 * decimals take the comma, the share's card shows its amount first and on screen,
 * and no table cell lies off-screen unannounced.
 */
describe("the phone-and-language journey", () => {
  it("on a 360 px phone in German, from the start page to a party's share in at most two actions", async () => {
    const WIDTH = 360;
    const name = "borkum-1666/salvage-inside-reefs";
    const example = YAML.parse(readFileSync(join(ROOT, "examples", `${name}.yaml`), "utf8")) as Record<string, Json>;
    delete example.expect;
    const w = await openPage(browser, site, { width: WIDTH, height: 780, locale: "de" });
    const { page } = w;
    let actions = 0;
    const act = async (f: () => Promise<unknown>) => {
      actions++;
      await f();
    };
    await page.goto(`${site.url}/#/`);
    assert.equal(await page.locator("html").getAttribute("lang"), "de");
    await act(() => page.locator('main a[href="#/case"]').click());
    const list = (await (await fetch(`${site.url}/v1/examples`)).json()) as { name: string; title: string }[];
    const ex = list.find((e) => e.name === name);
    assert.ok(ex, `${name} is offered`);
    await act(() => page.getByRole("button", { name: ex.title, exact: true }).click());
    const rows = page.locator("table.shares tr[data-party]");
    await rows.first().waitFor();
    // Today's figure: the case page, then the example, which opens on its determination.
    assert.ok(actions <= 2, `${actions} actions`);

    // The command's shares, and the first party's read off its card: the amount first, on screen.
    const cli = cliShares(join(ROOT, "examples", `${name}.yaml`));
    const first = rows.first();
    const party = (await first.getAttribute("data-party")) as string;
    const amount = first.locator("td.amount");
    assert.equal((await amount.textContent())?.trim(), cli.get(party), "the share is the command's");
    const a = await amount.boundingBox();
    const who = await first.locator("th.party").boundingBox();
    assert.ok(a && who && a.y < who.y, "the amount above the party's name");
    assert.ok(a.x >= 0 && a.x + a.width <= WIDTH, "the amount on screen");

    // No sentence mixes languages; the situation is an English block.
    await page.locator(ONE_AT_A_TIME_SHOWN).waitFor({ timeout: 30_000 });
    const names = givenNames(example);
    const d = (await (
      await fetch(`${site.url}/v1/decide`, {
        method: "POST",
        headers: { "content-type": "application/json" },
        body: JSON.stringify(example),
      })
    ).json()) as { allocations: { name: string }[] };
    for (const x of d.allocations) names.add(x.name);
    const one = (await (
      await fetch(`${site.url}/v1/sensitivity/one-at-a-time`, {
        method: "POST",
        headers: { "content-type": "application/json" },
        body: JSON.stringify(example),
      })
    ).json()) as { parties: { name: string }[] };
    for (const p of one.parties) names.add(p.name);
    assert.deepEqual(await englishOutside(page, names), [], "English outside the English blocks");
    assert.equal(await page.locator('dd.situation[lang="en"]').count(), 1, "the situation is an English block");
    // Decimals with the comma: each percentage of a share.
    const pcts = await page.locator("table.shares .pct").evaluateAll((es) => es.map((e) => e.textContent ?? ""));
    assert.ok(
      pcts.some((t) => /\d,\d/.test(t)),
      `a share's percentage with a decimal comma: ${pcts.join(" | ")}`,
    );
    assert.deepEqual(
      pcts.filter((t) => /\d\.\d/.test(t)),
      [],
      "no decimal point",
    );
    // Nothing off-screen.
    assert.deepEqual(await offScreen(page, WIDTH), []);
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    assert.ok(overflow <= 0, `${overflow}px too wide`);
    await first.scrollIntoViewIfNeeded();
    await shot(page, "journey-phone-de");
    const v = await axe(page);
    assert.equal(v.length, 0, describeViolations(v));
    assert.deepEqual(w.foreign, []);
    assert.deepEqual(w.errors, []);
    await w.context.close();
  });
});
