/// <reference lib="dom" />
/**
 * The register's pages in a real browser, against a real `sealaw serve` and its
 * own register: a clerk signs in with a token, lodges a find through the form and
 * sees the law's shares before anything is written (checked against the command
 * line on a register of its own), records it, claims it, and finds it in the due
 * list and on the calendar; the journal is checked with `sealaw register history`.
 * The clerk is not offered the officer's forms; an officer is, and a refusal of
 * the register is shown at the top. A write without a token is refused and writes
 * nothing; a forged token is refused at sign-in. No accessibility violation, no
 * sideways scroll on a phone, nothing from another host, no page error.
 */

import assert from "node:assert/strict";
import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { after, before, describe, it } from "node:test";
import type { Browser, Page } from "playwright-core";
import { parse } from "yaml";
import { axe, describeViolations, launch, openPage, type Site, shot, startSite, type Watched } from "./harness.js";

const FIND = {
  description: "a cask of wine",
  lodged: "1690-05-10",
  finder: "Peder Hansen",
  value: "36",
  marks: "HN",
  place: "off Skagen",
};

async function signIn(page: Page, token: string): Promise<void> {
  await page.getByLabel("Token").fill(token);
  await page.getByRole("button", { name: "Sign in", exact: true }).click();
}

async function noViolation(page: Page): Promise<void> {
  const v = await axe(page);
  assert.equal(v.length, 0, describeViolations(v));
}

const ROOT = join(import.meta.dirname, "..", "..");

function clean(w: Watched): void {
  assert.deepEqual(w.foreign, [], "nothing is loaded from another host");
  assert.deepEqual(w.errors, [], "no page error");
}

describe("the register's pages", () => {
  let site: Site;
  let browser: Browser;
  let clerk: string;
  let officer: string;
  const entries = async () =>
    ((await (await fetch(`${site.url}/v1/register/verify`)).json()) as { entries: number }).entries;
  before(async () => {
    site = await startSite();
    browser = await launch();
    clerk = site.token("clerk");
    officer = site.token("officer");
  });
  after(async () => {
    await browser?.close();
    await site?.close();
  });

  it("lets a clerk lodge a find, see what the law decides before committing, claim it, and find it due", async () => {
    // what the command line decides for the same find, on a register of its own
    const dir = mkdtempSync(join(tmpdir(), "sealaw-e2e-ref-"));
    const ref = JSON.parse(
      site.cli([
        "register",
        "add",
        "--db",
        join(dir, "ref.db"),
        "--actor",
        "reference",
        "--json",
        "--description",
        FIND.description,
        "--date",
        FIND.lodged,
        "--finder",
        FIND.finder,
        "--found-at",
        "sea",
        "--value",
        FIND.value,
        "--marks",
        FIND.marks,
        "--place",
        FIND.place,
      ]),
    ) as { determination: { allocations: { name: string; rounded: { text: string } }[] } };
    rmSync(dir, { recursive: true, force: true });
    const shares = ref.determination.allocations.map((a) => [a.name, a.rounded.text]);
    assert.ok(shares.length >= 2, JSON.stringify(shares));

    const w = await openPage(browser, site);
    const { page } = w;
    await page.goto(`${site.url}/#/register`);
    await page.getByRole("heading", { level: 1, name: "The register" }).waitFor();
    await page.getByText("The journal is empty and checks out.").waitFor();
    assert.equal(await page.getByRole("link", { name: "Lodge a find" }).count(), 0, "no form before signing in");
    await page.getByText("Sign in with a token to lodge finds").waitFor();
    await shot(page, "register-front");
    await noViolation(page);

    await signIn(page, clerk);
    await page.getByText("Signed in as the clerk (clerk).").waitFor();
    assert.equal(await page.getByText("Set a reading the office follows").count(), 0, "a clerk sets no office reading");
    await page.getByRole("link", { name: "Lodge a find" }).click();
    await page.getByRole("heading", { level: 1, name: "Lodge a find" }).waitFor();
    const form = page.getByRole("region", { name: "A find or a wreck, from its particulars" });
    await form.getByLabel("What was brought in").selectOption("find");
    await form.getByLabel("Description").fill(FIND.description);
    await form.getByLabel("Lodged on").fill(FIND.lodged);
    await form.getByLabel("Finder (required)").fill(FIND.finder);
    await form.getByLabel("Found", { exact: true }).selectOption("sea");
    await form.getByLabel("Value").fill(FIND.value);
    await form.getByLabel("Marks").fill(FIND.marks);
    await form.getByLabel("Place found").fill(FIND.place);
    await noViolation(page);
    await form.getByRole("button", { name: "Check what the law decides" }).click();

    // the preview: the law's shares, and nothing written yet
    const preview = page.locator(".reg-preview");
    await preview.getByRole("heading", { name: /What the law decides — not yet recorded/ }).waitFor();
    const shown = await preview
      .locator("table.reg-shares tbody tr")
      .evaluateAll((rows) =>
        rows.map((r) => [
          r.querySelector("th")?.textContent?.trim(),
          r.querySelector(".reg-amount")?.textContent?.trim(),
        ]),
      );
    assert.deepEqual(shown, shares, "the preview shows the shares the command line decides");
    assert.match((await preview.textContent()) ?? "", /dl-vrag\/14/);
    assert.deepEqual(
      JSON.parse(site.cli(["register", "list", "--db", site.db, "--json"])),
      [],
      "nothing is written by the check",
    );
    assert.equal(await entries(), 0);
    await shot(page, "register-lodge-preview");
    await noViolation(page);

    await page.getByRole("button", { name: "Record it in the register" }).click();
    await page.getByRole("heading", { level: 1, name: "Lot lot-1: a cask of wine" }).waitFor();
    const lots = JSON.parse(site.cli(["register", "list", "--db", site.db, "--json"])) as {
      id: string;
      status: string;
    }[];
    assert.deepEqual(
      lots.map((l) => [l.id, l.status]),
      [["lot-1", "lodged"]],
    );

    // the clerk is offered the clerk's forms only, of those the server says the lot's state allows
    const offered = await page
      .locator("button[data-action]")
      .evaluateAll((bs) => bs.map((b) => b.getAttribute("data-action")));
    assert.deepEqual(offered, ["claim", "sell", "cost", "pay"]);
    assert.equal(await page.getByRole("button", { name: "Decide the claim" }).count(), 0);
    assert.equal(await page.getByRole("button", { name: "Dispose of the lot" }).count(), 0);

    // a claim, checked then recorded
    await page.getByRole("button", { name: "Record a claim" }).click();
    await page.getByLabel("Claimant").fill("Hans Nielsen");
    await page.getByLabel("Date").fill("1690-08-10");
    await page.getByLabel("Proof offered").fill("his mark HN and the bill of lading");
    await page.getByRole("button", { name: "Check what the law decides" }).click();
    await page
      .locator(".reg-preview")
      .getByText(/a claim came in time/)
      .first()
      .waitFor();
    assert.equal(await entries(), 1, "the check of the claim writes nothing");
    await noViolation(page);
    await page.getByRole("button", { name: "Record it in the register" }).click();
    await page.getByText("Recorded as entry 2.").waitFor();
    await page.locator('.reg-history li[data-kind="claim"]').waitFor();

    // the chain of custody on the page is the journal's
    const history = JSON.parse(site.cli(["register", "history", "lot-1", "--db", site.db, "--json"])) as {
      seq: number;
      kind: string;
      actor: string;
      situation: string;
    }[];
    assert.deepEqual(
      history.map((h) => [h.seq, h.kind, h.actor]),
      [
        [1, "lodge", "the clerk"],
        [2, "claim", "the clerk"],
      ],
    );
    const onPage = await page
      .locator(".reg-history > li")
      .evaluateAll((lis) => lis.map((li) => [Number(li.getAttribute("data-seq")), li.getAttribute("data-kind")]));
    assert.deepEqual(
      onPage,
      history.map((h) => [h.seq, h.kind]),
    );
    const step = page.locator('.reg-history li[data-kind="claim"] details');
    await step.locator("summary").click();
    assert.equal((await step.locator(".reg-situation").textContent())?.includes(history[1]?.situation ?? "?"), true);
    await step.locator("table.reg-due").waitFor();
    await shot(page, "register-lot");
    await noViolation(page);

    // what falls due, as a list and on the calendar
    const due = JSON.parse(site.cli(["register", "due", "--by", "1692-01-01", "--db", site.db, "--json"])) as {
      lot: string;
      date: string;
    }[];
    assert.ok(due.length > 0);
    await page.goto(`${site.url}/#/register/due?by=1692-01-01`);
    await page.getByRole("heading", { level: 1, name: "What falls due" }).waitFor();
    await page.getByRole("heading", { level: 2, name: `As a list: ${due.length} on or before 1692-01-01` }).waitFor();
    const listed = await page
      .locator("table.reg-due tbody tr")
      .evaluateAll((rows) => rows.map((r) => [r.getAttribute("data-date"), r.children[1]?.textContent]));
    assert.deepEqual(
      listed,
      due.map((d) => [d.date, d.lot]),
    );
    const first = due[0] as { date: string };
    const cal = page.locator("table.reg-calendar");
    await cal.locator(`td[data-date="${first.date}"] a`, { hasText: "lot-1" }).first().waitFor();
    const last = due[due.length - 1] as { date: string };
    await page.getByLabel("Month").selectOption(last.date.slice(0, 7));
    await cal.locator(`td[data-date="${last.date}"] a`, { hasText: "lot-1" }).first().waitFor();
    const caption = await cal.locator("caption").textContent();
    await page.getByRole("button", { name: /next month/ }).click();
    await page.waitForFunction((c) => document.querySelector("table.reg-calendar caption")?.textContent !== c, caption);
    await page.getByRole("button", { name: /previous month/ }).click();
    await cal.locator(`td[data-date="${last.date}"] a`, { hasText: "lot-1" }).first().waitFor();
    await shot(page, "register-due");
    await noViolation(page);
    clean(w);
    await w.context.close();
  });

  it("refuses a write without a token, and writes nothing", async () => {
    const w = await openPage(browser, site);
    await w.page.goto(`${site.url}/#/register`);
    await w.page.getByRole("heading", { level: 1 }).waitFor();
    const before = await entries();
    const status = await w.page.evaluate(async () => {
      const r = await fetch("/v1/register/lots", {
        method: "POST",
        headers: { "content-type": "application/json" },
        body: JSON.stringify({ fields: { description: "a barrel", lodged: "1690-06-01", finder: "Anonymous" } }),
      });
      return r.status;
    });
    assert.equal(status, 401);
    assert.equal(await entries(), before, "nothing was written");
    assert.equal(JSON.parse(site.cli(["register", "list", "--db", site.db, "--json"])).length, 1);
    assert.deepEqual(w.foreign, []);
    await w.context.close();
  });

  it("refuses a forged token at sign-in with a clear message, and keeps nothing", async () => {
    const w = await openPage(browser, site);
    await w.page.goto(`${site.url}/#/register/lodge`);
    await w.page.getByRole("heading", { level: 1, name: "Lodge a find" }).waitFor();
    await signIn(w.page, "sealaw_000000000000_forgedforgedforgedforgedforgedforgedfor");
    const alert = w.page.getByRole("alert").filter({ hasText: "does not know this token" });
    await alert.waitFor();
    assert.equal(await w.page.evaluate(() => sessionStorage.getItem("sealaw.token")), null);
    assert.equal(await w.page.getByLabel("Description").count(), 0, "no form is offered");
    await shot(w.page, "register-forged-token");
    await noViolation(w.page);
    assert.deepEqual(w.foreign, []);
    // the refused whoami shows in the console as a failed resource (401); nothing else went wrong
    assert.deepEqual(
      w.errors.filter((x) => !/401/.test(x)),
      [],
    );
    await w.context.close();
  });

  it("offers an officer the officer's forms, and shows an error beside its field and a refusal at the top", async () => {
    const w = await openPage(browser, site);
    const { page } = w;
    await page.goto(`${site.url}/#/register/lots/lot-1`);
    await signIn(page, officer);
    await page.getByText("Signed in as the officer (officer).").waitFor();
    const offered = await page
      .locator("button[data-action]")
      .evaluateAll((bs) => bs.map((b) => b.getAttribute("data-action")));
    // the lot has a claim waiting: it may be decided, and a second claimant who comes in time is heard too (dl-vrag/15)
    assert.deepEqual(offered, ["claim", "decide", "assess", "sell", "cost", "pay", "dispose"]);
    const before = await entries();
    // the register refuses to return the lot before the claim is decided
    await page.getByRole("button", { name: "Dispose of the lot" }).click();
    await page.getByLabel("The lot goes").selectOption("owner");
    await page.getByLabel("Date").fill("1690-08-12");
    await page.getByRole("button", { name: "Check what the law decides" }).click();
    const alert = page.getByRole("alert").filter({ hasText: "goes back to an owner only on an accepted claim" });
    await alert.waitFor();
    await shot(page, "register-refused");
    await noViolation(page);
    // a date the law cannot read, beside its field
    await page.getByRole("button", { name: "Record costs" }).click();
    await page.getByLabel("Date").fill("1690-13-01");
    await page.getByLabel("Amount").fill("2");
    await page.getByRole("button", { name: "Check what the law decides" }).click();
    const err = page.locator("#cost-date-err");
    await err.waitFor();
    assert.match((await err.textContent()) ?? "", /month 13/);
    assert.equal(await page.locator("#cost-date").getAttribute("aria-invalid"), "true");
    await shot(page, "register-field-error");
    await noViolation(page);
    assert.equal(await entries(), before, "nothing was written");
    // an officer may set the office's reading
    await page.goto(`${site.url}/#/register`);
    await page.getByText("Set a reading the office follows").waitFor();
    await page.getByRole("button", { name: "Sign out" }).click();
    await page.getByLabel("Token").waitFor();
    assert.equal(await page.evaluate(() => sessionStorage.getItem("sealaw.token")), null);
    assert.deepEqual(w.foreign, []);
    assert.deepEqual(
      // The refusals the page shows beside their fields: the register's (422) and a date no calendar has (400).
      w.errors.filter((x) => !/422|400/.test(x)),
      [],
    );
    await w.context.close();
  });

  it("speaks German and Danish", async () => {
    const w = await openPage(browser, site);
    await w.page.goto(`${site.url}/#/register`);
    for (const [l, h] of [
      ["de", "Das Register"],
      ["da", "Protokollen"],
    ] as const) {
      await w.page.getByLabel(/Language|Sprache|Sprog/).selectOption(l);
      await w.page.getByRole("heading", { level: 1, name: h }).waitFor();
      await w.page.locator('tr[data-lot="lot-1"]').waitFor();
    }
    await shot(w.page, "register-da");
    clean(w);
    await w.context.close();
  });

  it("lists a general average's balances, partly paid, as owed on demand, apart from what falls due on a day", async () => {
    const ga = parse(
      readFileSync(join(ROOT, "examples", "dl-averi", "ga-bills-recovered-doctor.yaml"), "utf8"),
    ) as unknown;
    const send = (path: string, body: unknown) =>
      fetch(`${site.url}${path}`, {
        method: "POST",
        headers: { "content-type": "application/json", authorization: `Bearer ${clerk}` },
        body: JSON.stringify(body),
      });
    assert.equal((await send("/v1/register/lots", { case: ga, id: "fortuna", date: "1690-10-14" })).status, 201);
    const paid = await send("/v1/register/lots/fortuna/payments", {
      date: "1690-10-20",
      from: "a",
      to: "c",
      amount: "100",
    });
    assert.equal(paid.status, 201, await paid.text());
    const due = JSON.parse(site.cli(["register", "due", "--by", "1690-12-31", "--db", site.db, "--json"])) as {
      lot: string;
      date: string;
      what: string;
      onDemand?: boolean;
    }[];
    const owed = due.filter((d) => d.onDemand);
    assert.deepEqual(
      owed.map((d) => [d.lot, d.date]),
      [
        ["fortuna", "1690-10-14"],
        ["fortuna", "1690-10-14"],
        ["fortuna", "1690-10-14"],
      ],
    );
    const w = await openPage(browser, site);
    const { page } = w;
    await page.goto(`${site.url}/#/register/due?by=1690-12-31`);
    await page.getByRole("heading", { level: 2, name: `Owed on demand: ${owed.length}` }).waitFor();
    const rows = page.locator(".reg-due-demand table.reg-due tbody tr");
    const listed = await rows.evaluateAll((rs) =>
      rs.map((r) => [r.getAttribute("data-on-demand"), r.children[0]?.textContent, r.children[3]?.textContent]),
    );
    assert.equal(listed.length, owed.length);
    for (const [i, [flag, day, what]] of listed.entries()) {
      assert.equal(flag, "", "marked as owed on demand");
      assert.match(day ?? "", /^On demand since 14 October 1690/);
      assert.ok((what ?? "").startsWith(owed[i]?.what ?? "?"), `${what} is ${owed[i]?.what}`);
    }
    // A's rest, what he still owes after paying 100 rd.
    assert.match(listed[0]?.[2] ?? "", /^pay Merchant C 132 rd 4 mk 6 sk of 232 rd 4 mk 6 sk/);
    // No day to pay by is made up: it is in no month's list and on no day of the calendar.
    assert.equal(
      await page.locator('.reg-due-month tr[data-on-demand], table.reg-calendar a[href*="fortuna"]').count(),
      0,
    );
    await noViolation(page);
    await shot(page, "register-due-on-demand");
    // The lot's page says the same.
    await page.goto(`${site.url}/#/register/lots/fortuna`);
    await page.locator("table.reg-due tr[data-on-demand]").first().waitFor();
    assert.match(
      (await page.locator("table.reg-due tr[data-on-demand] td").first().textContent()) ?? "",
      /^On demand since 14 October 1690/,
    );
    clean(w);
    await w.context.close();
  });

  it("fits a 360 px screen without sideways scroll", async () => {
    const w = await openPage(browser, site, { width: 360, height: 740 });
    // Each page with all it reads shown: its heading, and what each of its requests brings.
    for (const [path, name, heading, shown] of [
      ["#/register", "register-narrow-front", "The register", ['tr[data-lot="lot-1"]', ".reg-verify-ok"]],
      ["#/register/lots/lot-1", "register-narrow-lot", "Lot lot-1:", [".reg-history > li"]],
      ["#/register/due?by=1692-01-01", "register-narrow-due", "What falls due", ["table.reg-due tbody tr"]],
    ] as const) {
      await w.page.goto(`${site.url}/${path}`);
      await w.page.getByRole("heading", { level: 1, name: heading }).waitFor();
      for (const x of shown) await w.page.locator(x).first().waitFor();
      const overflow = await w.page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
      assert.ok(overflow <= 0, `${path} is ${overflow}px wider than the screen`);
      await shot(w.page, name);
    }
    clean(w);
    await w.context.close();
  });
});
