/**
 * Phones (360 px): the shares, the statement's lines and the sensitivity are cards
 * with the amount first; what falls due is an agenda, not a grid of weeks; and no
 * content lies off-screen: every table cell's box is inside the viewport, or inside
 * a frame that says it scrolls.
 */

import assert from "node:assert/strict";
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { after, before, describe, it } from "node:test";
import type { Browser, Page } from "playwright-core";
import { parse } from "yaml";
import {
  axe,
  describeViolations,
  launch,
  ONE_AT_A_TIME_SHOWN,
  openPage,
  type Site,
  shot,
  startSite,
  type Watched,
} from "./harness.js";
import { offScreen as cellsOffScreen } from "./reading.js";

const ROOT = join(import.meta.dirname, "..", "..");
const WIDTH = 360;

const link = (file: string): string => {
  const c = parse(readFileSync(join(ROOT, file), "utf8")) as Record<string, unknown>;
  delete c.expect;
  return Buffer.from(JSON.stringify(c), "utf8").toString("base64url");
};

/** Table cells off-screen at the phone's width and not inside a frame that says it scrolls. */
const offScreen = (page: Page) => cellsOffScreen(page, WIDTH);

describe("on a phone", () => {
  let site: Site;
  let browser: Browser;
  const watched: Watched[] = [];
  const open = async (hash: string): Promise<Page> => {
    const w = await openPage(browser, site, { width: WIDTH, height: 780 });
    watched.push(w);
    await w.page.goto(`${site.url}/${hash}`);
    return w.page;
  };
  before(async () => {
    site = await startSite();
    browser = await launch();
  });
  after(async () => {
    for (const w of watched) await w.context.close();
    await browser?.close();
    await site?.close();
  });

  for (const file of [
    "examples/borkum-1666/salvage-inside-reefs.yaml",
    "examples/dl-vrag/find-anchor-fishermen.yaml",
    "examples/dl-averi/ga-jettison-and-mast.yaml",
  ]) {
    it(`shows each share of ${file} as a card, the amount first, nothing off-screen`, async () => {
      const page = await open(`#/decide?c=${link(file)}`);
      const rows = page.locator("table.shares tr[data-party]");
      await rows.first().waitFor();
      await page.locator(ONE_AT_A_TIME_SHOWN).waitFor({ timeout: 30_000 });
      const n = await rows.count();
      for (let i = 0; i < n; i++) {
        const amount = await rows.nth(i).locator("td.amount").boundingBox();
        const party = await rows.nth(i).locator("th.party").boundingBox();
        assert.ok(amount && party && amount.y < party.y, "the amount above the party's name");
        assert.ok(amount.x + amount.width <= WIDTH, "the amount on screen");
      }
      await page.getByRole("button", { name: "Expand all steps" }).click();
      await page.locator("details.full-tree > summary").click();
      await page.locator("section.sensitivity").getByRole("button", { name: "Work it out" }).click();
      await page.locator("table.sensitivity-parties tr[data-party]").first().waitFor({ timeout: 60_000 });
      assert.deepEqual(await offScreen(page), []);
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
      assert.ok(overflow <= 0, `${overflow}px too wide`);
      const v = await axe(page);
      assert.equal(v.length, 0, describeViolations(v));
      await shot(page, `phone-${file.split("/").pop()?.replace(".yaml", "")}`);
    });
  }

  it("shows the statement's lines as cards, the contribution first, nothing off-screen", async () => {
    const page = await open(`#/statement?c=${link("examples/dl-averi/ga-jettison-and-mast.yaml")}`);
    const rows = page.locator("table.statement tbody tr");
    await rows.first().waitFor();
    for (let i = 0; i < (await rows.count()); i++) {
      const first = await rows.nth(i).locator("td.contribution").boundingBox();
      const name = await rows.nth(i).locator("th").boundingBox();
      assert.ok(first && name && first.y < name.y, "the contribution above the interest");
    }
    assert.deepEqual(await offScreen(page), []);
    await shot(page, "phone-statement");
  });

  it("shows what falls due as an agenda of days, each with the other calendar beside it", async () => {
    const clerk = site.token("clerk");
    const r = await fetch(`${site.url}/v1/register/lots`, {
      method: "POST",
      headers: { "content-type": "application/json", authorization: `Bearer ${clerk}` },
      body: JSON.stringify({
        id: "anchor",
        fields: {
          description: "an anchor",
          lodged: "1690-05-10",
          finder: "Peder Hansen",
          foundAt: "sea",
          finderRole: "skipper",
          value: "36",
          office: "the king's officer at Skagen",
        },
      }),
    });
    assert.equal(r.status, 201, await r.text());
    const page = await open("#/register/due");
    const agenda = page.locator("ol.reg-agenda");
    await agenda.waitFor();
    assert.equal(await page.locator("table.reg-calendar").isVisible(), false, "no grid of weeks");
    const days = agenda.locator("li[data-date]");
    assert.ok((await days.count()) > 0, "the days with entries");
    assert.match((await days.first().textContent()) ?? "", /Gregorian|Julian/);
    assert.deepEqual(await offScreen(page), []);
    await shot(page, "phone-due");
  });

  it("made no request to another host and had no error", () => {
    for (const w of watched) {
      assert.deepEqual(w.foreign, []);
      assert.deepEqual(w.errors, []);
    }
  });
});
