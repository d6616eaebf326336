/**
 * Compare asks: a Danish salvage whose goods came ashore with the ship that drove
 * ashore, compared with the Borkum ordinance, with the one fact Borkum §6 divides
 * on left out (whether the goods came ashore by themselves, 6.7, or were saved
 * with ships, 6.1–6.6). The page asks the other statute's question in place, in
 * words and with the builder's widgets; the answer goes into the facts compared;
 * the comparison is asked again until nothing is needed, and then both sides have
 * figures: those of the shipped example that states the fact, as the command
 * gives them. The actions a person needs are counted; axe finds nothing.
 */

import assert from "node:assert/strict";
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { after, before, describe, it } from "node:test";
import type { Browser } from "playwright-core";
import { parse } from "yaml";
import { axe, describeViolations, launch, openPage, type Site, shot, startSite } from "./harness.js";

const ROOT = join(import.meta.dirname, "..", "..");
const FILE = "examples/dl-vrag/salvage-reward-assessed.yaml";

interface Cell {
  amounts: { value: string; counted: string }[];
}
interface Comparison {
  right: { covered: boolean };
  parties: { party: string; left?: Cell; right?: Cell }[];
}

/** A cell's amounts as the pages show them: each exact fraction with its unit, a true minus. */
const shown = (c?: Cell) =>
  (c?.amounts ?? []).map((a) => `${a.value.replace(/^-/, "−")} ${a.counted}`).join(", ") || "—";

describe("compare asks what the other statute needs", () => {
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

  it("asks Borkum's question on a Danish beach salvage, in place, and ends with figures on both sides", async () => {
    const full = parse(readFileSync(join(ROOT, FILE), "utf8")) as Record<string, unknown>;
    delete full.expect;
    const facts = full.facts as Record<string, unknown>;
    assert.equal(facts.came_ashore_by_itself, true, "the shipped example states the fact Borkum §6 divides on");
    const partial = { ...full, facts: { ...facts } };
    delete (partial.facts as Record<string, unknown>).came_ashore_by_itself;
    // With the fact stated, the command gives both sides their figures.
    const expected = JSON.parse(site.cli(["compare", FILE, "--with", "borkum-1666", "--json"])) as Comparison;
    assert.equal(expected.right.covered, true);

    const w = await openPage(browser, site);
    const { page } = w;
    await page.goto(`${site.url}/#/decide?c=${Buffer.from(JSON.stringify(partial)).toString("base64url")}`);
    await page.locator("table.shares tr[data-party]").first().waitFor();

    let actions = 0;
    const act = async (f: () => Promise<unknown>) => {
      actions++;
      await f();
    };
    const section = page.locator("section.compare");
    await act(() => section.locator("select").selectOption("borkum-1666"));
    await act(() => section.getByRole("button", { name: "Work it out" }).click());
    const ask = section.locator("form.compare-ask");
    await ask.waitFor({ timeout: 30_000 });
    // Before the answer, the other side is not covered: the facts do not say which §6 case it is.
    assert.equal(await section.locator(".side.not-covered").count(), 1);
    // Why not, in words a person answers: no field's name.
    const why = (await section.locator(".side.not-covered").textContent()) ?? "";
    assert.match(why, /answer that the goods came ashore by themselves/);
    assert.doesNotMatch(why, /came_ashore_by_itself/);
    const asked = (await ask.textContent()) ?? "";
    assert.match(asked, /Did the goods come ashore by themselves, not saved with ships/, "the question in words");
    assert.doesNotMatch(asked, /facts\.|came_ashore_by_itself/, "no paths in the question");
    // The question looks as it does in the builder: "needed" a badge of its own, not run into the words.
    const badge = ask.locator(".badge.needed").first();
    assert.notEqual(
      await badge.evaluate((b) => getComputedStyle(b).backgroundColor),
      "rgba(0, 0, 0, 0)",
      "the badge is drawn as in the builder",
    );
    // Its hint (the provisions it rests on) takes the question's width, not a narrow column.
    for (const f of await ask.locator(".field").all()) {
      const field = await f.boundingBox();
      const hint = await f.locator(".hint").first().boundingBox();
      assert.ok(field && hint && hint.width > field.width * 0.8, `hint ${hint?.width}px in a ${field?.width}px field`);
    }
    assert.deepEqual(await axe(page).then((vs) => describeViolations(vs)), describeViolations([]));
    await shot(page, "compare-asks");

    const question = ask.getByRole("radiogroup", { name: /come ashore by themselves/ });
    await act(() => question.getByLabel("Yes").check());
    await act(() => ask.getByRole("button", { name: "Answer and compare again" }).click());

    // Re-asked until nothing is needed: no question left, the other side covered.
    await section.locator(".side.covered").nth(1).waitFor({ timeout: 30_000 });
    assert.equal(await section.locator("form.compare-ask").count(), 0, "nothing more is asked");
    assert.equal(await section.locator(".side.not-covered").count(), 0);
    assert.ok(actions <= 4, `${actions} actions`);

    for (const p of expected.parties) {
      const row = section.locator(`table.compare-parties tr[data-party="${p.party}"]`);
      assert.ok(((await row.locator("td.left").textContent()) ?? "").startsWith(shown(p.left)), `${p.party} left`);
      assert.ok(((await row.locator("td.right").textContent()) ?? "").startsWith(shown(p.right)), `${p.party} right`);
    }
    const rightFigures = expected.parties.filter((p) => (p.right?.amounts.length ?? 0) > 0);
    assert.ok(rightFigures.length > 0, "Borkum gives figures");

    // The answer is in the facts compared, and the case can be opened with it.
    const keep = section.getByRole("link", { name: "Open the case with these answers" });
    const href = (await keep.getAttribute("href")) ?? "";
    const kept = JSON.parse(Buffer.from(new URL(href, site.url).hash.split("c=")[1] ?? "", "base64url").toString());
    assert.equal(kept.facts.came_ashore_by_itself, true);
    assert.deepEqual(await axe(page).then((vs) => describeViolations(vs)), describeViolations([]));
    assert.deepEqual(w.foreign, [], "no request leaves the server");
    assert.deepEqual(w.errors, []);
    await shot(page, "compare-answered");
    await w.context.close();
  });

  it("names the parties of what each side's law asks besides money, not by their ids", async () => {
    for (const [file, other, id] of [
      ["examples/borkum-1666/pilotage-aground-leaking.yaml", "dl-averi", "ocko"],
      ["examples/borkum-1666/foot-strand.yaml", "dl-vrag", "amtmand-or-landowner"],
    ] as const) {
      const data = parse(readFileSync(join(ROOT, file), "utf8")) as Record<string, unknown>;
      delete data.expect;
      const w = await openPage(browser, site);
      const { page } = w;
      await page.goto(`${site.url}/#/decide?c=${Buffer.from(JSON.stringify(data)).toString("base64url")}`);
      await page.locator("table.shares tr[data-party]").first().waitFor();
      const section = page.locator("section.compare");
      await section.locator("select").selectOption(other);
      await section.getByRole("button", { name: "Work it out" }).click();
      await section.locator(".side").nth(1).waitFor({ timeout: 30_000 });
      const duties = await section.locator(".side ul.note li").allTextContents();
      const mine = duties.filter((d) => d.includes(`(${id})`) || d.startsWith(`${id}:`));
      assert.ok(mine.length > 0, `${file}: a duty of ${id}: ${duties.join(" | ")}`);
      for (const d of mine) assert.ok(!d.startsWith(`${id}:`), `${file}: "${d}" names ${id} by id alone`);
      assert.deepEqual(w.errors, []);
      await w.context.close();
    }
  });
});
