/**
 * The case builder in a real browser against a real `sealaw serve`: a case
 * started from a statute and a kind, the questions following the answers
 * (Borkum's place of salvage decides whether the islanders' help counts), a
 * person added and taken out, a wrong amount refused beside its field, an
 * example opened in one click on its determination, its facts one click further
 * and complete, the case out as JSON and YAML and back in, a malformed import refused without losing the case, a reload that
 * keeps it, a narrow screen, and no accessibility violation.
 */

import assert from "node:assert/strict";
import { readFileSync } from "node:fs";
import { after, before, describe, it } from "node:test";
import type { Browser, Page } from "playwright-core";
import YAML from "yaml";
import { settle } from "./enter.js";
import { axe, describeViolations, launch, openPage, type Site, shot, startSite } from "./harness.js";

/** The case the page holds, read from its URL (#/case?c=base64url JSON). */
async function caseInUrl(page: Page): Promise<Record<string, unknown> | undefined> {
  const hash = (await page.evaluate("location.hash")) as string;
  const c = new URLSearchParams(hash.slice(hash.indexOf("?") + 1)).get("c");
  if (!c) return undefined;
  return JSON.parse(Buffer.from(c, "base64url").toString("utf8")) as Record<string, unknown>;
}

async function section(page: Page, name: RegExp): Promise<void> {
  await page
    .getByRole("navigation", { name: /sections/i })
    .getByRole("button", { name })
    .click();
  await page.getByRole("heading", { level: 2, name }).waitFor();
}

/** Errors in the page, less the browser's note of an expected 422 answer (a case refused as it stands). */
const pageErrors = (errors: string[]) => errors.filter((e) => !/status of 422/.test(e));

describe("the case builder", () => {
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

  it("starts from a statute and a kind, asks what the answers make matter, adds and removes a person, and shows a wrong amount beside its field", async () => {
    const w = await openPage(browser, site);
    const { page } = w;
    await page.goto(`${site.url}/#/case`);
    await page.getByLabel("Statute").selectOption("borkum-1666");
    await page.getByLabel("Kind of case").selectOption("salvage");
    await shot(page, "case-start");
    await page.getByRole("button", { name: "Start the case" }).click();
    await settle(page);
    assert.deepEqual(await caseInUrl(page), { version: 1, statute: "borkum-1666", kind: "salvage", facts: {} });

    // The first section holds the question to answer now: the situation.
    await page.getByRole("heading", { level: 2, name: "The situation" }).waitFor();
    const place = page.locator("#f-facts-place-group");
    await place.waitFor();
    assert.match((await place.locator("legend").textContent()) ?? "", /Where were the goods saved\?/);
    await shot(page, "case-situation");

    // Inside the reefs: a person and a ship, and whether the person helped decides his part.
    await place.getByLabel(/inside reefs/).check();
    await settle(page);
    await section(page, /The parties/);
    await page.getByRole("button", { name: "Add a ship" }).click();
    await settle(page);
    await page.getByRole("button", { name: "Add a person" }).click();
    await settle(page);
    const c1 = await caseInUrl(page);
    const facts1 = c1?.facts as { people: { id: string }[]; ships: { id: string }[] };
    assert.deepEqual(facts1.people, [{ id: "person-1" }], "an added person gets an id of its own");
    assert.deepEqual(facts1.ships, [{ id: "ship-1" }]);
    const helped = page.locator("#f-facts-people-0-helped-group");
    await helped.waitFor();
    assert.doesNotMatch((await helped.textContent()) ?? "", /explanation only/);
    // The provisions the question rests on are links to the law's pages.
    assert.ok((await helped.locator('a[href="#/law/borkum-1666/6.3"]').count()) === 1);
    await helped.getByLabel("Yes").check();
    await settle(page);
    const facts2 = (await caseInUrl(page))?.facts as { people: { helped?: boolean }[] };
    assert.equal(facts2.people[0]?.helped, true);
    await shot(page, "case-parties-inside");

    // Outside the reefs only the ships and those aboard who help count (6.1–6.2): the help
    // of one not said to be aboard decides nothing, so it is not asked, or is offered
    // only for the explanation.
    await section(page, /The situation/);
    await place.getByLabel(/outside reefs/).check();
    await settle(page);
    await section(page, /The parties/);
    await page.locator("#f-facts-people-0-aboard").or(page.locator("#f-facts-people-0-aboard-group")).first().waitFor();
    if ((await helped.count()) > 0) assert.match((await helped.textContent()) ?? "", /explanation only/);
    // On the beach no rule reads the islanders' help at all: the question is gone.
    await section(page, /The situation/);
    await place.getByLabel("beach", { exact: true }).check();
    await settle(page);
    await section(page, /The parties/);
    assert.equal(await helped.count(), 0, "a fact no rule reads is not asked");
    assert.equal(await page.locator("#f-facts-people-0-roles-group").count(), 0);
    await shot(page, "case-parties-beach");

    // Take the person out again.
    await page.getByRole("button", { name: "Remove person-1" }).click();
    await settle(page);
    assert.equal(((await caseInUrl(page))?.facts as Record<string, unknown> | undefined)?.people, undefined);
    assert.equal(await page.getByRole("button", { name: "Remove person-1" }).count(), 0);

    // A wrong amount: the server's error beside the field, the value kept.
    await section(page, /Amounts/);
    const money = page.locator("#f-facts-salvage_money");
    await money.fill("12 rd 3 sk");
    await settle(page);
    const err = page.locator("#f-facts-salvage_money-err");
    await err.waitFor();
    assert.match((await err.textContent()) ?? "", /"rd" is not a unit/);
    assert.equal(await money.getAttribute("aria-invalid"), "true");
    assert.match((await money.getAttribute("aria-describedby")) ?? "", /f-facts-salvage_money-err/);
    assert.equal(await money.inputValue(), "12 rd 3 sk");
    assert.equal(((await caseInUrl(page))?.facts as Record<string, unknown> | undefined)?.salvage_money, "12 rd 3 sk");
    await shot(page, "case-error");
    await money.fill("12 rtl 3 st");
    await settle(page);
    assert.equal(await err.count(), 0, "a right amount clears the error");
    assert.equal(await money.getAttribute("aria-invalid"), null);

    // The builder with its questions open has no accessibility violation.
    await section(page, /The parties/);
    const v = await axe(page);
    assert.equal(v.length, 0, describeViolations(v));
    assert.deepEqual(w.foreign, []);
    assert.deepEqual(pageErrors(w.errors), []);
    await w.context.close();
  });

  it("opens an example in one click and reaches a complete case; exports it, imports it back, and keeps it on reload", async () => {
    const w = await openPage(browser, site);
    const { page } = w;
    await page.goto(`${site.url}/#/case`);
    const list = (await (await fetch(`${site.url}/v1/examples`)).json()) as { name: string; title: string }[];
    const ex = list.find((e) => e.name === "borkum-1666/salvage-inside-reefs");
    assert.ok(ex);
    await page.getByRole("button", { name: ex.title, exact: true }).click();
    // The example opens on its determination; its facts are one click away.
    await page.locator("table.shares tr[data-party]").first().waitFor();
    assert.match(page.url(), /#\/decide\?c=/);
    await page.getByRole("link", { name: "Change the facts" }).click();
    await page.getByText("Nothing more is needed: the case can be decided.").waitFor();
    await settle(page);
    const expected = YAML.parse(await (await fetch(`${site.url}/v1/examples/${ex.name}`)).text());
    delete expected.expect;
    const opened = await caseInUrl(page);
    assert.deepEqual(opened, expected, "the example is the case, less its expected figures");
    await page.locator("#determination table.shares").waitFor();
    assert.equal(
      await page.locator("#determination table.shares").count(),
      1,
      "the determination is shown below the form",
    );
    assert.equal(await page.getByLabel("Title of the case (optional)").inputValue(), expected.title);
    // The answered facts are shown, and can be changed.
    await section(page, /The situation/);
    assert.equal(
      await page
        .locator("#f-facts-place-group")
        .getByLabel(/inside reefs/)
        .isChecked(),
      true,
    );
    await shot(page, "case-example-complete");

    // Out as JSON and as YAML, each with a file name.
    const [dj] = await Promise.all([
      page.waitForEvent("download"),
      page
        .getByText("Import or export the case")
        .click()
        .then(() => page.getByRole("button", { name: "Download as JSON" }).click()),
    ]);
    assert.match(dj.suggestedFilename(), /^ex-02-salvage-inside-the-reefs.*\.json$/);
    const jsonFile = await dj.path();
    assert.deepEqual(JSON.parse(readFileSync(jsonFile, "utf8")), opened);
    const [dy] = await Promise.all([
      page.waitForEvent("download"),
      page.getByRole("button", { name: "Download as YAML" }).click(),
    ]);
    assert.match(dy.suggestedFilename(), /\.yaml$/);
    assert.deepEqual(YAML.parse(readFileSync(await dy.path(), "utf8")), opened);

    // A malformed paste is refused with its line; the case stays.
    await page
      .getByLabel("Or paste a case (YAML or JSON)")
      .fill("version: 1\nstatute: borkum-1666\nkind: [salvage\nfacts: {}\n");
    await page.getByRole("button", { name: "Import the pasted case" }).click();
    const bad = page.locator("#case-import-err");
    await bad.waitFor();
    assert.match((await bad.textContent()) ?? "", /line \d+/);
    assert.deepEqual(await caseInUrl(page), opened, "a malformed import does not lose the case");
    await page.getByLabel("Or paste a case (YAML or JSON)").fill('{"version": 1,\n"statute": "dl-vrag",\n}');
    await page.getByRole("button", { name: "Import the pasted case" }).click();
    await page.locator("#case-import-err", { hasText: /line 3/ }).waitFor();
    await shot(page, "case-import-error");

    // A new case, then the exported file imported: the same case again.
    await page.getByRole("button", { name: "New case" }).click();
    await page.getByRole("button", { name: "Start the case" }).waitFor();
    assert.equal(await caseInUrl(page), undefined);
    await page.getByText("Import or export the case").click();
    await page.getByLabel("A case file (YAML or JSON)").setInputFiles(jsonFile);
    await page.getByText("Nothing more is needed: the case can be decided.").waitFor();
    assert.deepEqual(await caseInUrl(page), opened);

    // A reload, and a shared link in a fresh browser, bring it back.
    await page.reload();
    await page.getByText("Nothing more is needed: the case can be decided.").waitFor();
    assert.deepEqual(await caseInUrl(page), opened);
    const link = page.url();
    const w2 = await openPage(browser, site);
    await w2.page.goto(link);
    await w2.page.getByText("Nothing more is needed: the case can be decided.").waitFor();
    assert.equal(await w2.page.getByLabel("Title of the case (optional)").inputValue(), expected.title);
    await w2.context.close();

    assert.deepEqual(w.foreign, []);
    assert.deepEqual(pageErrors(w.errors), []);
    await w.context.close();
  });

  it("fits a narrow phone screen without sideways scrolling, and speaks German and Danish", async () => {
    const w = await openPage(browser, site, { width: 360, height: 740 });
    const { page } = w;
    await page.goto(`${site.url}/#/case`);
    const overflow = () => page.evaluate("document.documentElement.scrollWidth - window.innerWidth") as Promise<number>;
    await page.getByRole("button", { name: "Start the case" }).waitFor();
    assert.ok((await overflow()) <= 0, `the start is ${await overflow()}px too wide`);
    // EX-02's facts by their link (how an example opens is the test above).
    const ex = YAML.parse(await (await fetch(`${site.url}/v1/examples/borkum-1666/salvage-inside-reefs`)).text());
    delete ex.expect;
    await page.goto(`${site.url}/#/case?c=${Buffer.from(JSON.stringify(ex), "utf8").toString("base64url")}`);
    await page.getByText("Nothing more is needed: the case can be decided.").waitFor();
    for (const s of [/The situation/, /The parties/, /Amounts/]) {
      await section(page, s);
      assert.ok((await overflow()) <= 0, `${s} is ${await overflow()}px wider than the screen`);
    }
    await shot(page, "case-narrow");
    await page.getByRole("combobox", { name: "Language" }).selectOption("de");
    await page.getByRole("heading", { level: 1, name: "Einen Fall bauen" }).waitFor();
    await page.getByRole("button", { name: "Neuer Fall" }).waitFor();
    await page.getByRole("combobox", { name: "Sprache" }).selectOption("da");
    await page.getByRole("heading", { level: 1, name: "Byg en sag" }).waitFor();
    await shot(page, "case-narrow-da");
    assert.deepEqual(w.foreign, []);
    assert.deepEqual(pageErrors(w.errors), []);
    await w.context.close();
  });
});
