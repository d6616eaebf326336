/**
 * The tables of a determination read as tables on a desktop and on paper: each
 * column's heading stands above its cells. The phone draws them as cards (phone.css,
 * below 600 px); nothing else may change how a table of the result is laid out.
 */

import assert from "node:assert/strict";
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { after, before, describe, it } from "node:test";
import type { Browser, Page } from "playwright-core";
import YAML from "yaml";
import { launch, openPage, type Site, startSite } from "./harness.js";

const ROOT = join(import.meta.dirname, "..", "..");

function link(file: string): string {
  const c = YAML.parse(readFileSync(join(ROOT, "examples", file), "utf8")) as Record<string, unknown>;
  delete c.expect;
  return Buffer.from(JSON.stringify(c), "utf8").toString("base64url");
}

/** For each table matching `selector`: how it is displayed, and the columns whose first body cell does not start under its heading. */
async function layout(page: Page, selector: string): Promise<{ display: string; astray: string[] }[]> {
  return page.evaluate(`[...document.querySelectorAll(${JSON.stringify(selector)})].map((t) => {
    const heads = [...t.querySelectorAll("thead tr:first-child > th")];
    const row = t.querySelector("tbody tr");
    const cells = row ? [...row.children] : [];
    const astray = [];
    heads.forEach((h, i) => {
      const c = cells[i];
      if (!c) return;
      const dx = Math.abs(h.getBoundingClientRect().x - c.getBoundingClientRect().x);
      if (dx > 1) astray.push((h.textContent || "").trim() + " (" + Math.round(dx) + " px)");
    });
    return { display: getComputedStyle(t).display, astray };
  })`);
}

describe("a determination's tables on a desktop and on paper", () => {
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

  it("the shares of EX-02 at 1200 px: each heading above its column", async () => {
    const w = await openPage(browser, site, { width: 1200, height: 900 });
    await w.page.goto(`${site.url}/#/decide?c=${link("borkum-1666/salvage-inside-reefs.yaml")}`);
    await w.page.locator("table.shares").first().waitFor();
    const tables = await layout(w.page, "table.shares");
    assert.ok(tables.length > 0);
    for (const t of tables) {
      assert.equal(t.display, "table");
      assert.deepEqual(t.astray, []);
    }
    await w.context.close();
  });

  it("the average statement of EX-11, on screen and printed at A4's width: each heading above its column", async () => {
    const w = await openPage(browser, site, { width: 1200, height: 900 });
    await w.page.goto(`${site.url}/#/statement?c=${link("dl-averi/ga-jettison-and-mast.yaml")}`);
    await w.page.locator("table.statement").first().waitFor();
    for (const media of ["screen", "print"] as const) {
      if (media === "print") {
        await w.page.setViewportSize({ width: 680, height: 1000 });
        await w.page.emulateMedia({ media: "print" });
      }
      const tables = await layout(w.page, "table.statement");
      assert.ok(tables.length > 0);
      for (const t of tables) {
        assert.equal(t.display, "table", media);
        assert.deepEqual(t.astray, [], media);
      }
    }
    await w.context.close();
  });
});
