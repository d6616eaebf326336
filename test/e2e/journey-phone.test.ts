/**
 * The phone-and-language journey, counted in actions (each click or choice) and held
 * at or below today's figure.
 */

import assert from "node:assert/strict";
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, it } from "node:test";
import YAML from "yaml";
import { axe, describeViolations, ONE_AT_A_TIME_SHOWN, openPage, shot, siteForFile } from "./harness.js";
import { cliShares, type Json, ROOT } from "./journey.js";
import { englishOutside, givenNames, offScreen } from "./reading.js";

// One server and one browser for the file. The journey writes nothing to the register.
const shared = siteForFile();

/**
 * The phone-and-language journey: a German-speaking reader on a 360 px phone opens
 * an example of the Borkum ordinance from the start page and reads a party's
 * share. No sentence mixes languages (the engine's words arrive in German, marked so),
 * decimals take the comma, the share's card shows its amount first and on screen,
 * and no table cell lies off-screen unannounced.
 */
describe("the phone-and-language journey", () => {
  it("on a 360 px phone in German, from the start page to a party's share in at most two actions", async () => {
    const WIDTH = 360;
    const name = "borkum-1666/salvage-inside-reefs";
    const example = YAML.parse(readFileSync(join(ROOT, "examples", `${name}.yaml`), "utf8")) as Record<string, Json>;
    delete example.expect;
    const w = await openPage(shared.browser, shared.site, { width: WIDTH, height: 780, locale: "de" });
    const { page } = w;
    let actions = 0;
    const act = async (f: () => Promise<unknown>) => {
      actions++;
      await f();
    };
    await page.goto(`${shared.site.url}/#/`);
    assert.equal(await page.locator("html").getAttribute("lang"), "de");
    await act(() => page.locator('main a[href="#/case"]').click());
    const list = (await (await fetch(`${shared.site.url}/v1/examples`)).json()) as { name: string; title: string }[];
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

    // No sentence mixes languages; the situation is the server's German, marked so.
    await page.locator(ONE_AT_A_TIME_SHOWN).waitFor({ timeout: 30_000 });
    const names = givenNames(example);
    const d = (await (
      await fetch(`${shared.site.url}/v1/decide?lang=de`, {
        method: "POST",
        headers: { "content-type": "application/json" },
        body: JSON.stringify(example),
      })
    ).json()) as { situation: string; allocations: { name: string }[] };
    for (const x of d.allocations) names.add(x.name);
    const one = (await (
      await fetch(`${shared.site.url}/v1/sensitivity/one-at-a-time`, {
        method: "POST",
        headers: { "content-type": "application/json" },
        body: JSON.stringify(example),
      })
    ).json()) as { parties: { name: string }[] };
    for (const p of one.parties) names.add(p.name);
    assert.deepEqual(await englishOutside(page, names), [], "English in a sentence of the page's language");
    const situation = page.locator('dd.situation[lang="de"]');
    assert.equal(await situation.count(), 1, "the situation is marked German");
    assert.equal(((await situation.textContent()) ?? "").trim(), d.situation, "the situation as the server says it");
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
