/**
 * A Danish reader who opens a determination in English chooses Dansk in the
 * header's menu, one action, and reads the determination's own sentences (the
 * reasons for each share) in Danish: the page asks the server again in the new
 * language, and shows what the server says in Danish, where before it showed the
 * English. A Danish reader finds the glossary of the law's own words from the law
 * view and reads each term's meaning in Danish.
 */

import assert from "node:assert/strict";
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, it } from "node:test";
import YAML from "yaml";
import { GLOSSARY } from "../../src/law/glossary.js";
import { axe, describeViolations, openPage, shot, siteForFile } from "./harness.js";
import { ROOT } from "./journey.js";

const shared = siteForFile();

/** The reasons a determination gives for the shares, as the table of shares shows them: each basis's, else the share's. */
function reasonsOf(d: { allocations?: { reason?: string; basis?: { reason?: string }[] }[] }): Set<string> {
  const out = new Set<string>();
  for (const a of d.allocations ?? []) {
    const basis = a.basis ?? [];
    if (basis.length === 0 && a.reason) out.add(a.reason);
    for (const b of basis) if (b.reason) out.add(b.reason);
  }
  return out;
}

/** The reasons the page shows in its table of shares. */
const shown = (page: import("playwright-core").Page) =>
  page.evaluate(() => [...document.querySelectorAll("table.shares td.basis li")].map((li) => li.textContent ?? ""));

describe("a Danish reader", () => {
  it("chooses Dansk in the menu, one action, and reads the determination's reasons in Danish", async () => {
    const example = YAML.parse(
      readFileSync(join(ROOT, "examples", "borkum-1666", "salvage-inside-reefs.yaml"), "utf8"),
    ) as Record<string, unknown>;
    delete example.expect;
    const decide = async (lang: string) =>
      (await (
        await fetch(`${shared.site.url}/v1/decide?lang=${lang}`, {
          method: "POST",
          headers: { "content-type": "application/json" },
          body: JSON.stringify(example),
        })
      ).json()) as Parameters<typeof reasonsOf>[0];
    const english = reasonsOf(await decide("en"));
    // The reasons the server says otherwise in Danish: what the reader must come to see.
    const danish = [...reasonsOf(await decide("da"))].filter((r) => !english.has(r));
    assert.ok(danish.length > 0, "the server says some reason of this case in Danish");

    const w = await openPage(shared.browser, shared.site, { locale: "en-GB" });
    const { page } = w;
    const c = Buffer.from(JSON.stringify(example), "utf8").toString("base64url");
    await page.goto(`${shared.site.url}/#/decide?c=${c}`);
    await page.locator("table.shares td.basis li").first().waitFor({ timeout: 30_000 });
    const before = await shown(page);
    assert.ok(
      danish.every((r) => !before.some((t) => t.includes(r))),
      "in English the page shows no Danish reason",
    );

    let actions = 0;
    await page.locator("header label.lang select").selectOption("da");
    actions++;
    await page.waitForFunction(
      (want) =>
        [...document.querySelectorAll("table.shares td.basis li")].some((li) =>
          want.some((r) => (li.textContent ?? "").includes(r)),
        ),
      danish,
      { timeout: 30_000 },
    );
    const after = await shown(page);
    const seen = danish.filter((r) => after.some((t) => t.includes(r)));
    assert.deepEqual(seen, danish, "every reason the server says in Danish is shown in Danish");
    assert.equal(await page.locator("html").getAttribute("lang"), "da");
    assert.equal(actions, 1);
    const v = await axe(page);
    assert.equal(v.length, 0, describeViolations(v));
    await shot(page, "language-switch-da");
    assert.deepEqual(w.foreign, []);
    assert.deepEqual(w.errors, []);
    await w.context.close();
  });

  it("finds the glossary from the law view and reads each term's meaning in Danish", async () => {
    const w = await openPage(shared.browser, shared.site, { locale: "da-DK" });
    const { page } = w;
    await page.goto(`${shared.site.url}/#/law`);
    await page.locator("p.law-glossary-link a").click();
    await page.locator("table.glossary").first().waitFor({ timeout: 30_000 });
    assert.equal(await page.locator("html").getAttribute("lang"), "da");
    const rows = await page.evaluate(() =>
      [...document.querySelectorAll("table.glossary tbody tr")].map((tr) => [
        tr.querySelector("th")?.textContent?.trim() ?? "",
        tr.querySelector("td:last-child")?.textContent?.trim() ?? "",
      ]),
    );
    assert.deepEqual(
      rows,
      GLOSSARY.map((g) => [g.term, g.gloss.da]),
    );
    // Each place a term is written leads to its provision.
    const first = GLOSSARY[0];
    assert.ok(first);
    assert.equal((await page.locator(`table.glossary a[href="#/law/${first.at[0]?.provision}"]`).count()) > 0, true);
    const v = await axe(page);
    assert.equal(v.length, 0, describeViolations(v));
    await shot(page, "glossary-da");
    assert.deepEqual(w.foreign, []);
    assert.deepEqual(w.errors, []);
    await w.context.close();
  });
});
