/// <reference lib="dom" />
/**
 * The register's pages as a clerk reads them: parties by name and the part they
 * play ("the strand office → Peder Hansen, the finder"), never the case's ids; a
 * decision in words, not "accepted: true"; the value with its unit ("36 rd"); the
 * journal's times as a person writes them; every day of a Danish lot of 1690 in
 * its Julian calendar with the Gregorian day beside it (ten days later, as the two
 * stood in the 1600s), on the lot, in its chain of custody and in what falls due,
 * which lists by month. The writes offered are those the server says the lot's
 * state allows (a second claimant is heard while a first waits, dl-vrag/15), and
 * with two claims waiting the decision names the claim it decides.
 */

import assert from "node:assert/strict";
import { after, before, describe, it } from "node:test";
import type { Browser, Page } from "playwright-core";
import { parseCaseText } from "../../src/cases/parse.js";
import { BORKUM_46_YAML } from "../../src/registry/test-support/lots.js";
import { axe, describeViolations, launch, openPage, type Site, shot, startSite } from "./harness.js";

const CASK = {
  description: "a cask of wine",
  lodged: "1690-05-10",
  finder: "Peder Hansen",
  foundAt: "sea",
  value: "36",
  marks: "HN",
  office: "the king's officer at Skagen",
};

async function signIn(page: Page, token: string): Promise<void> {
  await page.getByLabel("Token").fill(token);
  await page.getByRole("button", { name: "Sign in", exact: true }).click();
}

const ISO_DAY = /\b1[67]\d\d-\d\d-\d\d\b/;
const ISO_STAMP = /\d{4}-\d{2}-\d{2}T\d{2}:\d{2}/;

describe("the register's pages speak of people, units and days as a clerk does", () => {
  let site: Site;
  let browser: Browser;
  let officer: string;
  const write = async (path: string, body: unknown) => {
    const r = await fetch(`${site.url}${path}`, {
      method: "POST",
      headers: { "content-type": "application/json", authorization: `Bearer ${officer}` },
      body: JSON.stringify(body),
    });
    assert.equal(r.status, 201, await r.text());
  };
  before(async () => {
    site = await startSite();
    browser = await launch();
    officer = site.token("officer");
    await write("/v1/register/lots", { fields: CASK, id: "cask" });
    await write("/v1/register/lots/cask/claims", { claimant: "Hans Nielsen", date: "1690-08-10", proof: "mark HN" });
  });
  after(async () => {
    await browser?.close();
    await site?.close();
  });

  it("names the parties, gives the value its unit, the days in both calendars and the journal's times in words", async () => {
    const w = await openPage(browser, site);
    const { page } = w;
    await page.goto(`${site.url}/#/register/lots/cask`);
    await page.getByRole("heading", { level: 1, name: /a cask of wine/ }).waitFor();
    const field = (label: string) => page.locator(".reg-fields-list div", { hasText: label }).locator("dd");
    assert.equal((await field("Value").textContent())?.trim(), "36 rd", "the value has its unit");
    // 10 May 1690 in Denmark's Julian calendar was 20 May 1690 in the Gregorian
    const lodged = (await field("Lodged on").textContent()) ?? "";
    assert.match(lodged, /10 May 1690/);
    assert.match(lodged, /20 May 1690/);
    assert.match(lodged, /Julian/);
    assert.match(lodged, /Gregorian/);

    // what is owed: from the office, by its name, to the finder, by his name and part
    const owed = await page
      .locator("table.reg-owed tbody tr")
      .first()
      .evaluate((r) => [r.children[0]?.textContent?.trim(), r.children[1]?.textContent?.trim()]);
    assert.deepEqual(owed, ["the king's officer at Skagen", "Peder Hansen, the finder"]);

    // what falls due on the lot: each party by name, each day in both calendars
    const due = page.locator("section[aria-labelledby='reg-law-h'] table.reg-due tbody tr");
    const rows = await due.evaluateAll((rs) =>
      rs.map((r) => ({ date: r.children[0]?.textContent ?? "", who: r.children[1]?.textContent ?? "" })),
    );
    assert.ok(rows.length >= 3, JSON.stringify(rows));
    for (const r of rows) {
      assert.doesNotMatch(r.date, ISO_DAY, "a day as a person writes it");
      assert.match(r.date, /\(Julian\).*\(Gregorian\)/);
      assert.doesNotMatch(r.who, /^(office|claimant-\d|finder)$/, "a party by name, not its id");
    }
    assert.ok(rows.some((r) => r.who === "Hans Nielsen, the claimant"));
    assert.ok(rows.some((r) => /^10 May 1690 \(Julian\).*20 May 1690 \(Gregorian\)/.test(r.date)));

    // the chain of custody: times in words, the claim by its claimant's name, days in both calendars
    // (the history comes in its own request: wait until its entries are shown, as a reader would)
    await page.locator('.reg-history li[data-kind="claim"] .reg-entry-event').waitFor();
    const head = (await page.locator(".reg-history .reg-entry-who").allTextContents()).join(" | ");
    assert.doesNotMatch(head, ISO_STAMP, head);
    assert.match(head, new RegExp(String(new Date().getUTCFullYear())));
    const claim = (await page.locator('.reg-history li[data-kind="claim"] .reg-entry-event').textContent()) ?? "";
    assert.match(claim, /Hans Nielsen/);
    assert.match(claim, /10 August 1690 \(Julian\)/);
    assert.match(claim, /20 August 1690 \(Gregorian\)/);
    assert.doesNotMatch(claim, /claimant-1|\bid:/);
    await shot(page, "register-names-lot");
    const v = await axe(page);
    assert.equal(v.length, 0, describeViolations(v));
    assert.deepEqual(w.foreign, []);
    assert.deepEqual(w.errors, []);
    await w.context.close();
  });

  it("lists the lots with the day each was lodged in the lot's calendar, the other beside it", async () => {
    const w = await openPage(browser, site);
    const { page } = w;
    await page.goto(`${site.url}/#/register`);
    const row = page.locator('table.reg-lot-table tr[data-lot="cask"]');
    await row.waitFor();
    const lodged = (await row.locator("td.reg-date").textContent()) ?? "";
    assert.doesNotMatch(lodged, ISO_DAY, "a day as a person writes it");
    assert.match(lodged, /^10 May 1690 \(Julian\).*20 May 1690 \(Gregorian\)/);
    assert.equal(
      await row.locator("td.reg-date time").getAttribute("datetime"),
      "1690-05-20",
      "the day, machine-readable",
    );
    const v = await axe(page);
    assert.equal(v.length, 0, describeViolations(v));
    assert.deepEqual(w.errors, []);
    await w.context.close();
  });

  it("names the parties in what the law would decide, before anything is recorded", async () => {
    const w = await openPage(browser, site);
    const { page } = w;
    await page.goto(`${site.url}/#/register/lodge`);
    await signIn(page, officer);
    const form = page.getByRole("region", { name: "A find or a wreck, from its particulars" });
    await form.getByLabel("Description").fill("a barrel of tar");
    await form.getByLabel("Lodged on").fill("1690-06-01");
    await form.getByLabel("Finder (required)").fill("Jens Olsen");
    await form.getByLabel("Value").fill("30");
    await form.getByRole("button", { name: "Check what the law decides" }).click();
    const preview = page.locator(".reg-preview");
    await preview.getByRole("heading", { name: /What the law decides — not yet recorded/ }).waitFor();
    const owes = (await preview.locator(".reg-list li").allTextContents()).join(" | ");
    assert.match(owes, /^the strand office → Jens Olsen, the finder: 10 rd/, owes);
    const who = await preview
      .locator("table.reg-due tbody tr")
      .evaluateAll((rs) => rs.map((r) => r.children[1]?.textContent));
    assert.ok(who.length > 0 && !who.some((x) => /^(office|finder)$/.test(x ?? "")), who.join(" | "));
    await w.context.close();
  });

  it("offers what the server says the lot's state allows, and a decision names the claim it decides", async () => {
    const w = await openPage(browser, site);
    const { page } = w;
    await page.goto(`${site.url}/#/register/lots/cask`);
    await signIn(page, officer);
    await page.getByText("Signed in as the officer (officer).").waitFor();
    const offered = () =>
      page.locator("button[data-action]").evaluateAll((bs) => bs.map((b) => b.getAttribute("data-action")));
    // a claim waits: it may be decided, and a second claimant who comes in time is heard too (dl-vrag/15)
    assert.deepEqual(await offered(), ["claim", "decide", "assess", "sell", "cost", "pay", "dispose"]);
    await page.getByRole("button", { name: "Record a claim" }).click();
    await page.getByLabel("Claimant").fill("Jens Olsen");
    await page.getByLabel("Date").fill("1690-09-01");
    await page.getByRole("button", { name: "Check what the law decides" }).click();
    await page.getByRole("button", { name: "Record it in the register" }).click();
    await page.locator('.reg-history li[data-kind="claim"]').nth(1).waitFor();

    // two claims wait: the decision names the one it decides
    await page.getByRole("button", { name: "Decide the claim" }).click();
    const which = page.getByLabel("The claim decided");
    assert.deepEqual(await which.locator("option").allTextContents(), [
      "Hans Nielsen, claimed 10 August 1690",
      "Jens Olsen, claimed 1 September 1690",
    ]);
    await which.selectOption({ label: "Jens Olsen, claimed 1 September 1690" });
    await page.getByLabel("refused: the proof is not sufficient").check();
    await page.getByLabel("Date").fill("1690-09-02");
    await page.getByRole("button", { name: "Check what the law decides" }).click();
    await page.locator(".reg-preview").waitFor();
    const v = await axe(page);
    assert.equal(v.length, 0, describeViolations(v));
    await page.getByRole("button", { name: "Record it in the register" }).click();
    await page.locator('.reg-history li[data-kind="decision"]').waitFor();
    const history = JSON.parse(site.cli(["register", "history", "cask", "--db", site.db, "--json"])) as {
      kind: string;
      event: { claimant?: string; accepted?: boolean };
    }[];
    assert.deepEqual(history.at(-1)?.event, { date: "1690-09-02", claimant: "claimant-2", accepted: false });
    // the decision in words
    const decided = (await page.locator('.reg-history li[data-kind="decision"] .reg-entry-event').textContent()) ?? "";
    assert.match(decided, /Jens Olsen/);
    assert.match(decided, /refused/);
    assert.doesNotMatch(decided, /accepted: (true|false)|claimant-2/);
    assert.deepEqual(w.foreign, []);
    await w.context.close();
  });

  it("shows a refusal beside the field to change: an amount that is none, a decision dated before its claim", async () => {
    const w = await openPage(browser, site);
    const { page } = w;
    await page.goto(`${site.url}/#/register/lots/cask`);
    await signIn(page, officer);
    await page.getByText("Signed in as the officer (officer).").waitFor();
    await page.getByRole("button", { name: "Record a sale" }).click();
    await page.getByLabel("Date").fill("1690-09-03");
    await page.getByLabel("Price").fill("twelve");
    await page.getByRole("button", { name: "Check what the law decides" }).click();
    const price = page.locator("#sale-price-err");
    await price.waitFor();
    assert.match((await price.textContent()) ?? "", /the price/);
    assert.equal(await page.locator("#sale-price").getAttribute("aria-invalid"), "true");
    // Hans Nielsen's claim of 10 August 1690 still waits
    await page.getByRole("button", { name: "Decide the claim" }).click();
    await page.getByLabel("accepted: the proof is sufficient").check();
    await page.getByLabel("Date").fill("1690-08-01");
    await page.getByRole("button", { name: "Check what the law decides" }).click();
    const date = page.locator("#decide-date-err");
    await date.waitFor();
    assert.match((await date.textContent()) ?? "", /comes before the claim/);
    const v = await axe(page);
    assert.equal(v.length, 0, describeViolations(v));
    assert.deepEqual(
      w.errors.filter((x) => !/422/.test(x)),
      [],
    );
    await w.context.close();
  });

  it("lists what falls due by month, each day in the register's calendar with the other beside it", async () => {
    const w = await openPage(browser, site);
    const { page } = w;
    await page.goto(`${site.url}/#/register/due?by=1692-01-01`);
    await page.getByRole("heading", { level: 1, name: "What falls due" }).waitFor();
    const due = JSON.parse(site.cli(["register", "due", "--by", "1692-01-01", "--db", site.db, "--json"])) as {
      date: string;
      who: string;
    }[];
    const months = [...new Set(due.map((d) => d.date.slice(0, 7)))];
    const list = page.locator("section[aria-labelledby='reg-due-list-h']");
    const headings = await list.getByRole("heading", { level: 3 }).allTextContents();
    const name = (ym: string) =>
      `${new Date(Date.UTC(2000, Number(ym.slice(5)) - 1, 1)).toLocaleString("en-GB", { month: "long", timeZone: "UTC" })} ${ym.slice(0, 4)}`;
    assert.deepEqual(
      headings.map((h) => h.replace(/\s*\(.*$/, "")),
      months.map(name),
      "a heading for each month that has something due, in order",
    );
    for (const m of months) {
      const rows = await list
        .locator(`table[data-month="${m}"] tbody tr`)
        .evaluateAll((rs) => rs.map((r) => r.getAttribute("data-date")));
      assert.deepEqual(
        rows,
        due.filter((d) => d.date.startsWith(m)).map((d) => d.date),
        `the rows of ${m}`,
      );
    }
    const first = (await list.locator("tbody tr td").first().textContent()) ?? "";
    assert.match(first, /10 May 1690 \(Julian\)/);
    assert.match(first, /20 May 1690 \(Gregorian\)/);
    const whos = await list.locator("tbody tr").evaluateAll((rs) => rs.map((r) => r.children[2]?.textContent ?? ""));
    assert.ok(!whos.some((x) => /^(office|claimant-\d)$/.test(x)), whos.join(" | "));
    await shot(page, "register-due-by-month");
    const v = await axe(page);
    assert.equal(v.length, 0, describeViolations(v));
    await w.context.close();

    // on a phone the month is an agenda of its days, each with the other calendar's day
    const p = await openPage(browser, site, { width: 360, height: 740 });
    await p.page.goto(`${site.url}/#/register/due?by=1692-01-01&month=1690-05`);
    const day = p.page.locator('.reg-agenda li[data-date="1690-05-10"]');
    await day.waitFor();
    assert.match((await day.textContent()) ?? "", /1690-05-20|20 May 1690/);
    const overflow = await p.page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    assert.ok(overflow <= 0, `the due page is ${overflow}px wider than a phone`);
    await p.context.close();
  });

  it("pays a whole division in one entry from a form that chooses payer and payee by name, each household named by its place", async () => {
    const caseFile = parseCaseText(BORKUM_46_YAML, "wreck46.yaml").data;
    await write("/v1/register/lots", { case: caseFile, id: "borkum-46" });
    await write("/v1/register/lots/borkum-46/dispositions", { date: "1667-11-10", to: "community" });
    const w = await openPage(browser, site);
    const { page } = w;
    await page.goto(`${site.url}/#/register/lots/borkum-46`);
    await signIn(page, officer);
    await page.getByText("Signed in as the officer (officer).").waitFor();
    // what is owed: each household by its place among the 46, never its id
    const to = await page
      .locator("table.reg-owed tbody tr")
      .evaluateAll((rs) => rs.map((r) => r.children[1]?.textContent?.trim() ?? ""));
    assert.equal(to.length, 47);
    assert.ok(to.includes("Forty-six households: member 17 of 46"), to.join(" | "));
    assert.ok(!to.some((x) => /#|^households|^office$/.test(x)), to.join(" | "));

    await page.getByRole("button", { name: "Record a payment" }).click();
    const from = page.getByLabel("Paid by");
    const payee = page.getByLabel("Paid to");
    // the payer and payee are chosen by name: no option reads as an id
    const options = await payee.locator("option").allTextContents();
    assert.ok(options.includes("Forty-six households"), options.join(" | "));
    assert.ok(!options.some((x) => /^(office|households|officials-greetsiel|vogt)$|#|—/.test(x)), options.join(" | "));
    await from.selectOption({ label: "the strand office" });
    await payee.selectOption({ label: "Forty-six households" });
    await page.getByLabel("Everything still open", { exact: false }).check();
    assert.equal(await page.locator("#payment-amount").count(), 0, "no amount to give when paying in full");
    await page.getByLabel("Date").fill("1667-11-12");
    await page.getByRole("button", { name: "Check what the law decides" }).click();
    await page.locator(".reg-preview").waitFor();
    await page.getByRole("button", { name: "Record it in the register" }).click();
    await page.locator('.reg-history li[data-kind="payment"]').waitFor();
    const history = JSON.parse(site.cli(["register", "history", "borkum-46", "--db", site.db, "--json"])) as {
      kind: string;
      event: { amount?: string; postings?: unknown[]; to?: string };
    }[];
    const payments = history.filter((h) => h.kind === "payment");
    assert.equal(payments.length, 1, "the 46 households paid in one entry");
    assert.equal(payments[0]?.event.amount, "92 rtl");
    assert.equal(payments[0]?.event.postings?.length, 46);
    assert.equal(payments[0]?.event.to, "households");
    await shot(page, "register-names-division");
    const v = await axe(page);
    assert.equal(v.length, 0, describeViolations(v));
    assert.deepEqual(w.errors, []);
    await w.context.close();
  });
});
