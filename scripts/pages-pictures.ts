/**
 * The pictures of the web pages in docs/img/ (pages-*.png), taken in Debian's
 * Chromium from a real `sealaw serve` with a fresh register: the builder, a
 * determination with its explanation open to the law's words, a reading switched
 * with what it moved beside it, which reading matters most to whom, compare asking
 * the other statute's question in place and then both sides with figures, the printable
 * average statement on screen and as printed, a provision of the law and its rules, a lot's chain
 * of custody, what falls due, and a determination on a phone with its shares as cards. Run after `npm run build`:
 *
 *   node --import tsx scripts/pages-pictures.ts
 */

import { readFileSync } from "node:fs";
import { join } from "node:path";
import type { Locator, Page } from "playwright-core";
import YAML from "yaml";
import { launch, openPage, startSite } from "../test/e2e/harness.js";

const ROOT = join(import.meta.dirname, "..");
const OUT = join(ROOT, "docs", "img");

function caseLink(file: string): string {
  const c = YAML.parse(readFileSync(join(ROOT, "examples", file), "utf8")) as Record<string, unknown>;
  delete c.expect;
  return Buffer.from(JSON.stringify(c), "utf8").toString("base64url");
}

async function picture(page: Page, name: string, full = false): Promise<void> {
  await page.waitForTimeout(300);
  await page.screenshot({ path: join(OUT, `pages-${name}.png`), fullPage: full });
  process.stdout.write(`docs/img/pages-${name}.png\n`);
}

async function pictureOf(part: Locator, name: string): Promise<void> {
  await part.scrollIntoViewIfNeeded();
  await part.page().waitForTimeout(300);
  await part.screenshot({ path: join(OUT, `pages-${name}.png`) });
  process.stdout.write(`docs/img/pages-${name}.png\n`);
}

const site = await startSite();
const browser = await launch();
try {
  const w = await openPage(browser, site, { width: 1200, height: 900 });
  const { page } = w;

  // The builder, with a Borkum salvage case opened and its parties' section shown.
  await page.goto(`${site.url}/#/case?c=${caseLink("borkum-1666/salvage-inside-reefs.yaml")}`);
  await page.locator("table.shares").waitFor();
  await page
    .getByRole("navigation", { name: /sections/i })
    .getByRole("button")
    .nth(1)
    .click();
  await page.evaluate(() => window.scrollTo(0, 0));
  await picture(page, "builder");

  // The determination alone, its explanation opened to a provision's original words.
  await page.goto(`${site.url}/#/decide?c=${caseLink("borkum-1666/salvage-inside-reefs.yaml")}`);
  await page.locator("table.shares").waitFor();
  await picture(page, "determination");
  const expand = page.getByRole("button", { name: /expand all/i });
  if ((await expand.count()) > 0) await expand.first().click();
  const original = page.getByRole("button", { name: /show the text/i }).first();
  if ((await original.count()) > 0) {
    await original.click();
    await page.waitForTimeout(500);
    await original.scrollIntoViewIfNeeded();
    await page.evaluate(() => window.scrollBy(0, -120));
  }
  await picture(page, "explanation");

  // A reading switched (EX-01's variant A): what it moved, beside the switch.
  await page.goto(`${site.url}/#/decide?c=${caseLink("borkum-1666/salvage-outside-reefs.yaml")}`);
  await page.locator("table.shares").waitFor();
  await page.waitForFunction(
    () => !(document.getElementById("reading-boy_part_aboard") as HTMLSelectElement)?.disabled,
  );
  await page.locator("#reading-boy_part_aboard").selectOption("R2");
  await page.locator('li.reading[data-reading="boy_part_aboard"] .moved').waitFor();
  await pictureOf(page.locator('li.reading[data-reading="boy_part_aboard"]'), "switch");

  // Which reading matters most to whom, on the Borkum inside-the-reefs example.
  await page.goto(`${site.url}/#/decide?c=${caseLink("borkum-1666/salvage-inside-reefs.yaml")}`);
  await page.locator("section.matters li.flip-party").first().waitFor({ timeout: 30_000 });
  const most = await page.$$eval("section.matters li.flip-party", (ps) =>
    ps.reduce(
      (best, p, i) =>
        p.querySelectorAll("ol.flips > li").length > (ps[best]?.querySelectorAll("ol.flips > li").length ?? 0)
          ? i
          : best,
      0,
    ),
  );
  await pictureOf(page.locator("section.matters li.flip-party").nth(most), "matters");

  // Compare asking in place: a Danish beach salvage without the fact Borkum §6 divides
  // on (whether the goods ashore by themselves), then both sides with figures.
  const beach = YAML.parse(readFileSync(join(ROOT, "examples", "dl-vrag", "salvage-reward-assessed.yaml"), "utf8"));
  delete beach.expect;
  delete beach.facts.came_ashore_by_itself;
  await page.goto(`${site.url}/#/decide?c=${Buffer.from(JSON.stringify(beach), "utf8").toString("base64url")}`);
  await page.locator("table.shares").waitFor();
  const compare = page.locator("section.compare");
  await compare.locator("select").selectOption("borkum-1666");
  await compare.getByRole("button", { name: "Work it out" }).click();
  const ask = compare.locator("form.compare-ask");
  await ask.waitFor({ timeout: 30_000 });
  await pictureOf(compare, "compare-asks");
  await ask
    .getByRole("radiogroup", { name: /ashore by themselves/ })
    .getByLabel("Yes")
    .check();
  await ask.getByRole("button", { name: "Answer and compare again" }).click();
  await compare.locator(".side.covered").nth(1).waitFor({ timeout: 30_000 });
  await pictureOf(compare, "compare-answered");

  // The printable general-average statement.
  await page.goto(`${site.url}/#/statement?c=${caseLink("dl-averi/ga-jettison-and-mast.yaml")}`);
  await page.locator("table").first().waitFor();
  await picture(page, "statement", true);

  // The same statement as printed: A4 portrait's printable width, print media.
  await page.setViewportSize({ width: 680, height: 1000 });
  await page.emulateMedia({ media: "print" });
  await picture(page, "statement-print", true);
  await page.emulateMedia({ media: "screen" });
  await page.setViewportSize({ width: 1200, height: 900 });

  // A provision of the law: original beside English, its open questions and examples.
  await page.goto(`${site.url}/#/law/dl-vrag/14`);
  await page.locator("[lang=da]").first().waitFor();
  await picture(page, "provision");
  // The rules that implement it, each with the examples in which it applied.
  await page.locator(".law-rules").scrollIntoViewIfNeeded();
  await page.evaluate(() => document.querySelector(".law-rules")?.closest("section")?.scrollIntoView());
  await picture(page, "provision-rules");

  // The register: a find lodged and claimed (through the API, as the pages would), its lot and what falls due.
  const clerk = site.token("clerk", "Jens Hansen, clerk");
  const write = async (path: string, body: unknown) => {
    const r = await fetch(`${site.url}${path}`, {
      method: "POST",
      headers: { "content-type": "application/json", authorization: `Bearer ${clerk}` },
      body: JSON.stringify(body),
    });
    if (r.status !== 201) throw new Error(`${path}: ${r.status} ${await r.text()}`);
  };
  await write("/v1/register/lots", {
    id: "cask",
    fields: {
      description: "a cask of wine",
      lodged: "1690-05-10",
      finder: "Peder Hansen",
      foundAt: "sea",
      finderRole: "skipper",
      marks: "HN",
      place: "off Skagen",
      value: "36",
      office: "the king's officer at Skagen",
    },
  });
  // the payer and payee given by name, as a clerk knows them; the owner claims through his agent
  await write("/v1/register/lots/cask/payments", {
    date: "1690-05-10",
    from: "the king's officer at Skagen",
    to: "Peder Hansen",
    amount: "12",
  });
  await write("/v1/register/lots/cask/claims", {
    claimant: "Hans Nielsen",
    agent: "Niels Juel, his factor at Aalborg",
    date: "1690-08-10",
    proof: "his mark HN and the bill of lading",
  });
  await page.goto(`${site.url}/#/register/lots/cask`);
  await page.getByRole("heading", { level: 1 }).waitFor();
  await page.waitForTimeout(800);
  await picture(page, "lot", true);
  await page.goto(`${site.url}/#/register/due`);
  await page.getByRole("heading", { level: 1 }).waitFor();
  await page.waitForTimeout(800);
  await picture(page, "due", true);

  // The builder on a phone.
  const phone = await openPage(browser, site, { width: 360, height: 780 });
  await phone.page.goto(`${site.url}/#/decide?c=${caseLink("dl-vrag/find-anchor-fishermen.yaml")}`);
  await phone.page.locator("table.shares").waitFor();
  await picture(phone.page, "phone");
  // The shares on a phone: a card each, the amount first.
  await pictureOf(phone.page.locator("table.shares"), "phone-cards");
  if (w.foreign.length + phone.foreign.length > 0) throw new Error(`requests elsewhere: ${w.foreign} ${phone.foreign}`);
} finally {
  await browser.close();
  await site.close();
}
