/**
 * What moves, where the reader is: a reading switched shows beside the switch each
 * party's amount before → after, as the command gives them, marks exactly the rows
 * that moved in the shares table, and goes back to the default in one click. Which
 * reading matters most to whom: each party's flips, the largest first, as the
 * command's `sensitivity --one-at-a-time`, each with its chart; beside a share and a
 * rate, the reading that would move it most. The full tree of combinations behind
 * a disclosure, with its progress. An example opens on its determination, the
 * facts one click away, and a student reaches "which reading matters most to
 * whom" from the start page in at most five actions. Nothing leaves the server;
 * axe finds nothing.
 */

import assert from "node:assert/strict";
import { execFileSync } from "node:child_process";
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { after, before, describe, it } from "node:test";
import type { Browser, Page } from "playwright-core";
import { parse } from "yaml";
import { axe, describeViolations, launch, openPage, type Site, shot, startSite, type Watched } from "./harness.js";

const ROOT = join(import.meta.dirname, "..", "..");
const MAIN = join(ROOT, "dist", "cli", "main.js");

function cli<T>(args: string[]): T {
  const out = execFileSync(process.execPath, [MAIN, ...args, "--json"], { encoding: "utf8", maxBuffer: 1 << 28 });
  return JSON.parse(out) as T;
}

interface Determination {
  allocations: { id: string; rounded: { text: string } }[];
}
interface OneAtATime {
  flips: {
    reading: string;
    question: string;
    to: string;
    rates: { before: { rate: string }; after?: { rate: string } }[];
  }[];
  parties: { party: string; changes: { reading: string; question: string; to: string; delta: string }[] }[];
}

const caseOf = (file: string): Record<string, unknown> => {
  const c = parse(readFileSync(join(ROOT, file), "utf8")) as Record<string, unknown>;
  delete c.expect;
  return c;
};
const encodeCase = (c: unknown): string => Buffer.from(JSON.stringify(c), "utf8").toString("base64url");
const amounts = (d: Determination): Record<string, string> =>
  Object.fromEntries(d.allocations.map((a) => [a.id, a.rounded.text]));
const frac = (s: string): number => {
  const [n, d] = s.split("/");
  return Number(n) / Number(d ?? "1");
};

const EX01 = "examples/borkum-1666/salvage-outside-reefs.yaml";
const INSIDE = "examples/borkum-1666/salvage-inside-reefs.yaml";
const EX11 = "examples/dl-averi/ga-jettison-and-mast.yaml";

describe("what moves, and which reading matters most to whom", () => {
  let site: Site;
  let browser: Browser;
  const watched: Watched[] = [];
  const open = async (file: string, opts: { width?: number } = {}): Promise<Page> => {
    const w = await openPage(browser, site, opts);
    watched.push(w);
    await w.page.goto(`${site.url}/#/decide?c=${encodeCase(caseOf(file))}`);
    await w.page.locator("table.shares tr[data-party]").first().waitFor();
    return w.page;
  };
  const shares = (page: Page): Promise<Record<string, string>> =>
    page.$$eval("table.shares tr[data-party]", (rows) =>
      Object.fromEntries(
        rows.map((r) => [r.getAttribute("data-party"), r.querySelector("td.amount")?.firstChild?.textContent?.trim()]),
      ),
    );

  before(async () => {
    site = await startSite();
    browser = await launch();
  });
  after(async () => {
    for (const w of watched) await w.context.close();
    await browser?.close();
    await site?.close();
  });

  it("a switched reading shows beside the switch each moved party before → after, marks those rows, and goes back in one click", async () => {
    // EX-01 variant A (Q-B03 R2, borkum-1666/6.2): the boy aboard has no part.
    const base = amounts(cli<Determination>(["decide", EX01]));
    const then = amounts(cli<Determination>(["decide", EX01, "-r", "boy_part_aboard=R2"]));
    const movedIds = Object.keys(base).filter((id) => base[id] !== then[id]);
    assert.ok(movedIds.length > 1, "the variant moves several shares");
    const page = await open(EX01);
    // The unit u is said once, beside the currency.
    assert.match((await page.locator("dl.meta .unit-u").textContent()) ?? "", /1 u = 100 c/);
    const select = page.locator("#reading-boy_part_aboard");
    await page.waitForFunction(
      () => !(document.getElementById("reading-boy_part_aboard") as HTMLSelectElement)?.disabled,
    );
    await select.selectOption("R2");
    const box = page.locator('li[data-reading="boy_part_aboard"] .moved');
    await box.waitFor({ timeout: 15_000 });
    for (const id of movedIds) {
      const li = box.locator(`li[data-party="${id}"]`);
      assert.equal((await li.locator(".before").textContent())?.trim(), base[id], `${id} before`);
      assert.equal((await li.locator(".after").textContent())?.trim(), then[id], `${id} after`);
    }
    assert.equal(await box.locator("li[data-party]").count(), movedIds.length, "only the parties that moved");
    assert.deepEqual(await shares(page), then, "the table shows the command's shares under R2");
    const marked = await page.$$eval("table.shares tr.moved", (rows) => rows.map((r) => r.getAttribute("data-party")));
    assert.deepEqual(marked.sort(), [...movedIds].sort(), "exactly the moved rows are marked");
    // The box is where the reader is: beside the switch, in view.
    assert.ok(await box.isVisible());
    const v = await axe(page);
    assert.equal(v.length, 0, describeViolations(v));
    await box.scrollIntoViewIfNeeded();
    await shot(page, "moves-switched");

    await page
      .locator('li[data-reading="boy_part_aboard"]')
      .getByRole("button", { name: "Back to the default (R1)" })
      .click();
    await page.waitForFunction(
      (want) =>
        [...document.querySelectorAll("table.shares tr[data-party]")].every(
          (r) =>
            r.querySelector("td.amount")?.firstChild?.textContent?.trim() === want[r.getAttribute("data-party") ?? ""],
        ),
      base,
      { timeout: 15_000 },
    );
    assert.deepEqual(await shares(page), base);
    assert.equal(await page.locator("#reading-boy_part_aboard").inputValue(), "R1");
  });

  it("lists for each party the flips that move it, largest first, as the command's one at a time, each with its chart", async () => {
    const r = cli<OneAtATime>(["sensitivity", INSIDE, "--one-at-a-time"]);
    const page = await open(INSIDE);
    await page.locator("section.matters li.flip-party").first().waitFor({ timeout: 30_000 });
    const moved = r.parties.filter((p) => p.changes.length > 0);
    assert.ok(moved.length > 0);
    assert.equal(await page.locator("section.matters li.flip-party").count(), moved.length);
    for (const p of moved) {
      const li = page.locator(`section.matters li.flip-party[data-party="${p.party}"]`);
      const shown = await li
        .locator("ol.flips > li")
        .evaluateAll((xs) => xs.map((x) => `${x.getAttribute("data-reading")}=${x.getAttribute("data-to")}`));
      assert.deepEqual(
        shown,
        p.changes.map((c) => `${c.reading}=${c.to}`),
        `${p.party}: the flips in the command's order, largest first`,
      );
      assert.equal(await li.locator("svg.flip-chart rect.bar").count(), p.changes.length, `${p.party}: a bar per flip`);
      // Beside the party's share: the reading that would move it most.
      const hint = page.locator(`table.shares tr[data-party="${p.party}"] .hint`);
      if ((await page.locator(`table.shares tr[data-party="${p.party}"]`).count()) > 0) {
        assert.equal(await hint.getAttribute("data-hint-reading"), p.changes[0]?.reading);
        assert.ok(((await hint.textContent()) ?? "").includes(`${p.changes[0]?.question} ${p.changes[0]?.to}`));
      }
    }
    await page.locator("section.matters").scrollIntoViewIfNeeded();
    await shot(page, "moves-one-at-a-time");
    const v = await axe(page);
    assert.equal(v.length, 0, describeViolations(v));
  });

  it("says beside the rate of an average which reading would move it most, and to what", async () => {
    const r = cli<OneAtATime>(["sensitivity", EX11, "--one-at-a-time"]);
    const moving = r.flips.flatMap((f) => f.rates.filter((x) => x.after).map((x) => ({ f, x })));
    assert.ok(moving.length > 0);
    const size = (m: (typeof moving)[number]) => Math.abs(frac(m.x.after?.rate ?? "0") - frac(m.x.before.rate));
    const top = moving.sort((a, b) => size(b) - size(a))[0] as (typeof moving)[number];
    const page = await open(EX11);
    const hint = page.locator("p.rate-hint");
    await hint.waitFor({ timeout: 30_000 });
    const text = (await hint.textContent()) ?? "";
    assert.ok(text.includes(`Under ${top.f.question} ${top.f.to} the rate would be ${top.x.after?.rate}`), text);
  });

  it("keeps every combination behind a disclosure, with progress while it runs", async () => {
    const page = await open(INSIDE);
    assert.equal(await page.locator("section.sensitivity button").isVisible(), false, "closed at first");
    await page.locator("details.full-tree > summary").click();
    await page.locator("section.sensitivity").getByRole("button", { name: "Work it out" }).click();
    const working = page.locator("section.sensitivity .working progress");
    const done = page.locator("table.sensitivity-parties tr[data-party]").first();
    // The progress, or the answer when it came before the progress could be seen: a
    // busy machine that shows neither within the progress's wait still has the answer's.
    await Promise.any([working.waitFor({ timeout: 30_000 }), done.waitFor({ timeout: 60_000 })]);
    await done.waitFor({ timeout: 60_000 });
    assert.equal(await working.count(), 0, "the progress goes when the answer comes");
  });

  it("a student: from the start page to which reading matters most to whom in at most five actions", async () => {
    const w = await openPage(browser, site);
    watched.push(w);
    const { page } = w;
    let actions = 0;
    const act = async (f: () => Promise<void>) => {
      actions++;
      await f();
    };
    await page.goto(`${site.url}/#/`);
    await act(() => page.getByRole("link", { name: /case/i }).first().click());
    const list = (await (await fetch(`${site.url}/v1/examples`)).json()) as { name: string; title: string }[];
    const ex = list.find((e) => e.name === "borkum-1666/salvage-inside-reefs");
    assert.ok(ex);
    await act(() => page.getByRole("button", { name: ex.title, exact: true }).click());
    // On its determination: the example opens there, not in the builder.
    await page.locator("table.shares tr[data-party]").first().waitFor();
    assert.match(page.url(), /#\/decide\?c=/);
    const heading = page.getByRole("heading", { name: "Which reading matters most to whom" });
    await page.locator("section.matters li.flip-party").first().waitFor({ timeout: 30_000 });
    await act(() => heading.scrollIntoViewIfNeeded());
    assert.ok(await heading.isVisible());
    assert.ok(actions <= 5, `${actions} actions`);
    // "Change the facts" is one click away, and the builder starts at its first section.
    await page.getByRole("link", { name: "Change the facts" }).click();
    const first = page
      .getByRole("navigation", { name: /sections/i })
      .getByRole("button")
      .first();
    await first.waitFor();
    assert.equal(await first.getAttribute("aria-current"), "step", "the first section is the one shown");
  });

  it("made no request to another host and had no error in any page", () => {
    for (const w of watched) {
      assert.deepEqual(w.foreign, []);
      assert.deepEqual(w.errors, []);
    }
  });
});
