/**
 * Paper: the average statement prints on A4, portrait or landscape, with margins,
 * a header (ship, voyage, casualty, where and when it was drawn up, by whom) and a
 * signature line, and without ids; a lot's chain of custody prints without its
 * buttons and forms, every entry unfolded, with a line for the clerk's signature.
 * No column is cut: printed to PDF by Chromium each has a bounded number of pages,
 * and with print media at the printable width every table cell lies inside it.
 */

import assert from "node:assert/strict";
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { after, before, describe, it } from "node:test";
import type { Browser, Page } from "playwright-core";
import { parse } from "yaml";
import { launch, openPage, type Site, shot, startSite, type Watched } from "./harness.js";

const ROOT = join(import.meta.dirname, "..", "..");
const GA = "examples/dl-averi/ga-jettison-and-mast.yaml";
const COLLISION = "examples/dl-averi/collision-drifting.yaml";

const encodeCase = (file: string): string => {
  const c = parse(readFileSync(join(ROOT, file), "utf8")) as Record<string, unknown>;
  delete c.expect;
  return Buffer.from(JSON.stringify(c), "utf8").toString("base64url");
};

/** A4 less margins of 15 mm each side, in CSS pixels (96 per inch). */
const MM = 96 / 25.4;
const PRINTABLE = { portrait: Math.floor((210 - 30) * MM), landscape: Math.floor((297 - 30) * MM) };

/** Cells whose box leaves [0, width]: each as "text (left–right)". */
async function cut(page: Page, width: number): Promise<string[]> {
  return page.evaluate(
    (w) =>
      [...document.querySelectorAll("table th, table td")]
        .map((c) => ({ r: c.getBoundingClientRect(), text: (c.textContent ?? "").trim().slice(0, 30) }))
        .filter(({ r }) => r.width > 0 && (r.left < -0.5 || r.right > w + 0.5))
        .map(({ r, text }) => `${text} (${Math.round(r.left)}–${Math.round(r.right)})`),
    width,
  );
}

const pages = (pdf: Buffer): number => (pdf.toString("latin1").match(/\/Type\s*\/Page[^s]/g) ?? []).length;

describe("paper", () => {
  let site: Site;
  let browser: Browser;
  const watched: Watched[] = [];
  before(async () => {
    site = await startSite();
    browser = await launch();
  });
  after(async () => {
    for (const w of watched) await w.context.close();
    await browser?.close();
    await site?.close();
  });

  for (const orientation of ["portrait", "landscape"] as const) {
    it(`prints the average statement on A4 ${orientation}, every column whole, with its header and a signature line`, async () => {
      const width = PRINTABLE[orientation];
      const w = await openPage(browser, site, { width, height: 1000 });
      watched.push(w);
      const { page } = w;
      await page.goto(`${site.url}/#/statement?c=${encodeCase(GA)}`);
      await page.locator("table.statement tbody tr").first().waitFor();
      if (orientation === "landscape") await page.getByLabel("Paper").selectOption("landscape");
      await page.emulateMedia({ media: "print" });
      assert.ok((await page.locator("table.statement td").count()) > 10, "the statement's cells are measured");
      assert.deepEqual(await cut(page, width), [], "no table cell outside the printable width");
      const header = page.locator("header.paper-head");
      assert.ok(await header.isVisible(), "the printed header");
      const head = (await header.textContent()) ?? "";
      for (const word of ["Fortuna", "Danzig", "Copenhagen"]) assert.ok(head.includes(word), `${word} in: ${head}`);
      assert.ok(await page.locator(".signature .line").isVisible(), "a signature line");
      assert.equal(await page.locator(".pid:visible, details.receipt:visible").count(), 0, "no ids on paper");
      // Each line is labelled by what it is and whose: the goods and their owner, the bill of lading's mark beside.
      const labels = (await page.locator("table.statement tbody th[scope=row]").allInnerTexts()).map((x) => x.trim());
      assert.ok(labels.length > 0, "the statement's lines");
      for (const l of labels) assert.doesNotMatch(l, /\[[^\]]*\]/, `no interest id in "${l}"`);
      for (const who of ["Merchant A", "Merchant B"])
        assert.ok(
          labels.some((l) => new RegExp(`^${who}'s \\S.* \\(bill of lading bl-\\w\\)$`).test(l)),
          `${who}'s goods named: ${labels.join(" | ")}`,
        );
      await shot(page, `paper-statement-${orientation}`);
      const pdf = await page.pdf({ format: "A4", landscape: orientation === "landscape", preferCSSPageSize: true });
      const n = pages(pdf);
      assert.ok(n >= 1 && n <= 4, `${n} pages`);
      await page.emulateMedia({ media: "screen" });
    });
  }

  it("prints a collision's apportioned statement (dl-averi/11) on A4, with its header, a signature line and no column cut", async () => {
    const width = PRINTABLE.portrait;
    const w = await openPage(browser, site, { width, height: 1000 });
    watched.push(w);
    const { page } = w;
    await page.goto(`${site.url}/#/statement?c=${encodeCase(COLLISION)}`);
    await page.locator("table.statement tbody tr").first().waitFor();
    assert.equal(await page.getByRole("alert").count(), 0, "no 'this case has no general average'");
    await page.emulateMedia({ media: "print" });
    assert.deepEqual(await cut(page, width), [], "no table cell outside the printable width");
    assert.ok(await page.locator("header.paper-head").isVisible(), "the printed header");
    assert.ok(await page.locator(".signature .line").isVisible(), "a signature line");
    assert.equal(await page.locator(".pid:visible, details.receipt:visible").count(), 0, "no ids on paper");
    const pdf = await page.pdf({ format: "A4", preferCSSPageSize: true });
    const n = pages(pdf);
    assert.ok(n >= 1 && n <= 3, `${n} pages`);
    await page.emulateMedia({ media: "screen" });
  });

  it("prints a lot's chain of custody on A4: no buttons or forms, every entry unfolded, a signature line, no column cut", async () => {
    const clerk = site.token("clerk", "Jens Hansen, clerk");
    const write = async (path: string, body: unknown) => {
      const r = await fetch(`${site.url}${path}`, {
        method: "POST",
        headers: { "content-type": "application/json", authorization: `Bearer ${clerk}` },
        body: JSON.stringify(body),
      });
      assert.equal(r.status, 201, await r.text());
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
    await write("/v1/register/lots/cask/claims", {
      claimant: "Hans Nielsen",
      date: "1690-08-10",
      proof: "his mark HN",
    });
    const width = PRINTABLE.portrait;
    const w = await openPage(browser, site, { width, height: 1000 });
    watched.push(w);
    const { page } = w;
    await page.goto(`${site.url}/#/register/lots/cask`);
    const entries = page.locator("ol.reg-history > li");
    await entries.first().waitFor();
    const n = await entries.count();
    assert.ok(n >= 2, `${n} entries`);
    assert.ok(await page.getByRole("button", { name: "Print the chain of custody" }).isVisible());
    await page.emulateMedia({ media: "print" });
    assert.equal(await page.locator(".reg button:visible, .reg form:visible").count(), 0, "no buttons or forms");
    assert.equal(await page.locator("details.reg-entry-det .reg-hash:visible").count(), n, "every entry unfolded");
    assert.ok(await page.locator(".signature .line").isVisible());
    assert.deepEqual(await cut(page, width), []);
    await shot(page, "paper-custody");
    const pdf = await page.pdf({ format: "A4", preferCSSPageSize: true });
    assert.ok(pages(pdf) >= 1 && pages(pdf) <= 6, `${pages(pdf)} pages`);
  });

  it("made no request to another host and had no error", () => {
    for (const w of watched) {
      assert.deepEqual(w.foreign, []);
      assert.deepEqual(w.errors, []);
    }
  });
});
