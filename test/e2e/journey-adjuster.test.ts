/**
 * The adjuster's journey, counted in actions (each click, choice or typed field) and
 * held at or below today's figure.
 */

import assert from "node:assert/strict";
import { spawnSync } from "node:child_process";
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { describe, it } from "node:test";
import YAML from "yaml";
import { caseInUrl, enterFacts, settle } from "./enter.js";
import { axe, describeViolations, openPage, shot, siteForFile } from "./harness.js";
import { type Json, MAIN, ROOT } from "./journey.js";

interface Money {
  text: string;
}
interface Statement {
  rate: string;
  loss: Money;
  mass: Money;
  lines: { contribution: Money; net: Money }[];
  balances: { party: string; name: string; net: Money }[];
}

/**
 * The actions the adjuster's journey takes today: 3 to start the case, 70 answers
 * (adding 13 entries, opening 7 details, 50 choices and figures), 6 moves between
 * sections (one round of the five, then back to the parties for what the figures
 * brought to be asked: what each parcel is, a freight letter), one click to the
 * statement and one to print it. A change to the builder may lower it, never raise it.
 */
const ADJUSTER_ACTIONS = 81;

// One server and one browser for the file. The journey writes nothing to the register.
const shared = siteForFile();

/**
 * The adjuster's journey: EX-12 (examples/dl-averi/ga-bills-recovered-doctor.yaml,
 * the fullest general average shipped: jettison, a cut mast, bills of lading that
 * fall short, a bale fished up, a doctor's fee, the charterer's choice) entered from
 * an empty builder by answering only what the builder asks (enter.ts), then the
 * statement opened and printed to PDF. The printed figures are the command's for
 * the facts the page built, and those are the command's for the example file.
 */
describe("the adjuster's journey", () => {
  it("enters EX-12 from an empty builder through its questions alone and prints the command's average statement", async () => {
    const file = join(ROOT, "examples", "dl-averi", "ga-bills-recovered-doctor.yaml");
    const example = YAML.parse(readFileSync(file, "utf8")) as Record<string, Json>;
    delete example.expect;
    const w = await openPage(shared.browser, shared.site);
    const { page } = w;
    let actions = 0;
    const act = async (f: () => Promise<unknown>) => {
      actions++;
      await f();
    };
    await page.goto(`${shared.site.url}/#/case`);
    await act(() => page.getByLabel("Statute").selectOption(String(example.statute)));
    await act(() => page.getByLabel("Kind of case").selectOption(String(example.kind)));
    await act(() => page.getByRole("button", { name: "Start the case" }).click());
    await settle(page);
    if ((await page.locator("#case-currency").inputValue()) !== example.currency)
      await act(() => page.locator("#case-currency").selectOption(String(example.currency)));
    const entered = await enterFacts(page, example.facts, shared.site.url);
    actions += entered.actions;
    const built = await caseInUrl(page);
    // Each entry headed as the paper knows it: a parcel by its goods, an owner by name, never a bare id.
    const heads = entered.heads;
    for (const h of ["Rhenish wine", "the mainmast", "Ole", "Maren"])
      assert.ok(
        heads.some((x) => x.startsWith(h)),
        `an entry headed ${h}: ${heads.join(" | ")}`,
      );
    assert.deepEqual(
      heads.filter((x) => /^[a-z]+-\d+$/.test(x)),
      [],
      "no entry headed by its id alone",
    );

    // The command on the facts the page built, and on the example file: the same statement.
    const tmp = mkdtempSync(join(tmpdir(), "sealaw-adjuster-"));
    writeFileSync(join(tmp, "built.json"), JSON.stringify(built));
    const decide = (f: string) => {
      const r = spawnSync(process.execPath, [MAIN, "decide", f, "--json"], { encoding: "utf8", maxBuffer: 1 << 28 });
      assert.equal(r.status, 0, r.stderr);
      return (JSON.parse(r.stdout) as { statement: Statement }).statement;
    };
    const mine = decide(join(tmp, "built.json"));
    const theirs = decide(file);
    rmSync(tmp, { recursive: true, force: true });
    const figures = (s: Statement) => ({
      rate: s.rate,
      loss: s.loss.text,
      mass: s.mass.text,
      lines: s.lines.map((l) => [l.contribution.text, l.net.text]),
      balances: s.balances.map((b) => [b.name, b.net.text]).sort(),
    });
    assert.deepEqual(figures(mine), figures(theirs), "the facts entered are the example's");

    // To the statement from the determination the builder shows, and print it.
    await act(() => page.locator(`a[href^="#/statement"]`).first().click());
    await page.locator("table.statement tbody tr").first().waitFor();
    await page.emulateMedia({ media: "print" });
    // Printing is one action; the PDF is what Chromium prints (window.print() opens no dialog headless).
    actions++;
    const pdf = await page.pdf({ format: "A4", preferCSSPageSize: true });
    const sheets = (pdf.toString("latin1").match(/\/Type\s*\/Page[^s]/g) ?? []).length;
    assert.ok(sheets >= 1 && sheets <= 4, `${sheets} pages`);
    const printed = await page.evaluate(() => ({
      rate: document.querySelector("p.rate .rate-value strong")?.textContent?.trim(),
      lines: [...document.querySelectorAll("table.statement tbody tr[data-interest]")].map((tr) => [
        tr.querySelector("td.contribution")?.textContent?.trim(),
        tr.querySelector("td.net")?.textContent?.trim(),
      ]),
      balances: [...document.querySelectorAll("table.balances tbody tr[data-party]")].map((tr) => [
        tr.getAttribute("data-party"),
        tr.querySelectorAll("td")[2]?.textContent?.trim(),
      ]),
    }));
    const sign = (t: string) => (t.startsWith("-") || /^0 /.test(t) ? t : `+${t}`);
    assert.equal(printed.rate, mine.rate);
    assert.deepEqual(
      printed.lines,
      mine.lines.map((l) => [l.contribution.text, sign(l.net.text)]),
    );
    assert.deepEqual(
      printed.balances,
      mine.balances.map((b) => [b.party, sign(b.net.text)]),
    );
    assert.ok(await page.locator(".signature .line").isVisible(), "a signature line on paper");
    await shot(page, "journey-adjuster-printed");
    await page.emulateMedia({ media: "screen" });
    // Today's count, after the builder names people and ships in its choices and keeps
    // each question's path on it: the ceiling a change to the builder must not raise.
    assert.ok(actions <= ADJUSTER_ACTIONS, `${actions} actions:\n${entered.log.join("\n")}`);
    const v = await axe(page);
    assert.equal(v.length, 0, describeViolations(v));
    assert.deepEqual(w.foreign, []);
    assert.deepEqual(
      w.errors.filter((e) => !/status of 422/.test(e)),
      [],
    );
    await w.context.close();
  });
});
