/// <reference lib="dom" />
/**
 * The clerk's journey: from the sign-in on the lodge page to a fisherman's anchor
 * lodged (EX-08, examples/dl-vrag/find-anchor-fishermen.yaml) in at most 8
 * actions, each click, choice or typed field counted. What the page then shows is
 * what dl-vrag/18 says: fishermen who take up an anchor, buoy or no buoy, have a
 * third of its value as salvage reward (the rest falls to the king).
 */

import assert from "node:assert/strict";
import { after, before, describe, it } from "node:test";
import type { Browser } from "playwright-core";
import { axe, describeViolations, launch, openPage, type Site, shot, startSite } from "./harness.js";

describe("the clerk's journey", () => {
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

  it("lodges a fisherman's anchor from sign-in in at most 8 actions, and the law gives the fishermen a third (dl-vrag/18)", async () => {
    const w = await openPage(browser, site);
    const { page } = w;
    let actions = 0;
    const act = async (f: () => Promise<unknown>) => {
      actions++;
      await f();
    };
    await page.goto(`${site.url}/#/register/lodge`);
    await act(() => page.getByLabel("Token").fill(site.token("clerk")));
    await act(() => page.getByRole("button", { name: "Sign in", exact: true }).click());
    const form = page.getByRole("region", { name: "A find or a wreck, from its particulars" });
    await act(() => form.getByLabel("What it is").selectOption("anchor"));
    assert.equal(await form.getByLabel("Description").inputValue(), "an anchor", "the description follows the item");
    assert.equal(await form.getByLabel("A buoy still on it").count(), 1, "an anchor is asked about its buoy");
    await act(() => form.getByLabel("Lodged on").fill("1692-09-14"));
    await act(() => form.getByLabel("Finder (required)").fill("The Skagen fishermen"));
    await act(() => form.getByLabel("The finder is").selectOption("fisherman"));
    await act(() => form.getByRole("button", { name: "Check what the law decides" }).click());
    const preview = page.locator(".reg-preview");
    await preview.getByRole("heading", { name: /What the law decides — not yet recorded/ }).waitFor();
    await act(() => page.getByRole("button", { name: "Record it in the register" }).click());
    await page.getByRole("heading", { level: 1, name: /an anchor/ }).waitFor();
    assert.ok(actions <= 8, `${actions} actions`);

    const text = (await page.locator("main").textContent()) ?? "";
    assert.match(text, /dl-vrag\/18/, "the lot's determination rests on dl-vrag/18");
    assert.doesNotMatch(text, /does not speak to this situation/);
    // the lot the register keeps: an anchor, taken up by fishermen, a third to them
    const lots = JSON.parse(site.cli(["register", "list", "--db", site.db, "--json"])) as { id: string }[];
    assert.equal(lots.length, 1);
    const shown = JSON.parse(site.cli(["register", "show", lots[0]?.id as string, "--db", site.db, "--json"])) as {
      determination: { situation: string; obligations: { what: string; provisions: string[] }[] };
    };
    assert.match(shown.determination.situation, /anchor/);
    assert.match(shown.determination.situation, /by fishermen: a third to the finder \(dl-vrag\/18\)/);
    const pay = shown.determination.obligations.find((o) => /^pay The Skagen fishermen a third/.test(o.what));
    assert.ok(pay?.provisions.includes("dl-vrag/18"), "the office owes the fishermen a third under dl-vrag/18");
    await shot(page, "clerk-anchor-lodged");
    // no claim waits on the new lot: an officer is not offered to decide one
    await page.getByRole("button", { name: "Sign out" }).first().click();
    await page.getByLabel("Token").first().fill(site.token("officer"));
    await page.getByRole("button", { name: "Sign in", exact: true }).first().click();
    await page.getByText("Signed in as the officer (officer).").first().waitFor();
    assert.deepEqual(
      await page.locator("button[data-action]").evaluateAll((bs) => bs.map((b) => b.getAttribute("data-action"))),
      ["claim", "assess", "sell", "cost", "pay", "dispose"],
    );
    // EX-08: the king's officer values the anchor at 24 rd when it is handed over
    // (Q-V09 R1); the fishermen's third is then 8 rd, the king's rest 16 rd (dl-vrag/18, 16)
    await page.getByRole("button", { name: "Record an assessment" }).click();
    const assess = page.locator("#reg-action-form");
    await assess.getByLabel("Date").fill("1692-09-14");
    await assess.getByLabel("What was assessed").selectOption("value");
    await assess.getByLabel("Assessed as").fill("24");
    await assess.getByLabel("Assessed by").fill("the king's officer at Skagen");
    await assess.getByRole("button", { name: "Check what the law decides" }).click();
    await page.locator(".reg-preview table.reg-shares").waitFor();
    await shot(page, "clerk-anchor-assessment");
    const noViolation = await axe(page);
    assert.equal(noViolation.length, 0, describeViolations(noViolation));
    await page.getByRole("button", { name: "Record it in the register" }).click();
    await page.locator('.reg-history li[data-kind="assessment"]').waitFor();
    const after = JSON.parse(site.cli(["register", "show", lots[0]?.id as string, "--db", site.db, "--json"])) as {
      determination: { allocations: { name: string; rounded: { text: string } }[] };
    };
    assert.deepEqual(
      after.determination.allocations.map((a) => [a.name, a.rounded.text]),
      [
        ["The Skagen fishermen", "8 rd"],
        ["The king", "16 rd"],
      ],
    );
    const v = await axe(page);
    assert.equal(v.length, 0, describeViolations(v));
    assert.deepEqual(w.foreign, []);
    assert.deepEqual(w.errors, []);
    await w.context.close();
  });
});
