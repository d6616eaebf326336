/**
 * The Danish reader's journey, counted in actions (each click or choice) and held at
 * or below today's figure: the pages in Danish from the browser's own language, a
 * skipper's anchor from the Sound (EX-07 (a)) opened from the start page, who gets
 * what read in the Law's words, the explanation opened, a reading switched, and the
 * general average of EX-12 printed on A4 as its Danish statement.
 */

import assert from "node:assert/strict";
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, it } from "node:test";
import type { Page } from "playwright-core";
import YAML from "yaml";
import { axe, describeViolations, ONE_AT_A_TIME_SHOWN, openPage, SHOTS, shot, siteForFile } from "./harness.js";
import { cliShares, type Json, ROOT } from "./journey.js";
import { englishOutside, givenNames } from "./reading.js";

// One server and one browser for the file. The journey writes nothing to the register.
const shared = siteForFile();

/**
 * Today's count: two to the anchor's shares, one to open the explanation, one to
 * switch a reading, five to print EX-12 (the case page, its list of examples, the
 * example, its statement, print). A change to the pages may lower it, never raise it.
 */
const DANISH_ACTIONS = 9;

const FIND = "dl-vrag/find-anchor-in-the-sound";
const AVERAGE = "dl-averi/ga-jettison-and-mast";

type Answer = {
  situation: string;
  allocations: { id: string; name: string; role?: string; reasons?: string[] }[];
  obligations: { what: string }[];
  statement?: { balances: { name: string }[]; rate: string };
};

const exampleOf = (name: string) => {
  const c = YAML.parse(readFileSync(join(ROOT, "examples", `${name}.yaml`), "utf8")) as Record<string, Json>;
  delete c.expect;
  return c;
};

/** The server's determination of a case, in Danish. */
async function inDanish(c: Record<string, Json>): Promise<Answer> {
  const r = await fetch(`${shared.site.url}/v1/decide?lang=da`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify(c),
  });
  assert.equal(r.headers.get("content-language"), "da");
  return (await r.json()) as Answer;
}

/**
 * The words the case gives (its names, titles and descriptions: "the mainmast") and
 * the names the engine gives people: theirs, in whatever sentence they stand.
 */
function namesOf(c: Record<string, Json>, d: Answer): Set<string> {
  const names = givenNames(c);
  const described = (v: Json): void => {
    if (Array.isArray(v)) v.forEach(described);
    else if (v && typeof v === "object")
      for (const [k, x] of Object.entries(v)) {
        if (k === "description" && typeof x === "string") names.add(x);
        else described(x);
      }
  };
  described(c);
  for (const a of d.allocations) names.add(a.name);
  for (const b of d.statement?.balances ?? []) names.add(b.name);
  return names;
}

/** The text of the part of the page a reader looks at. */
const textOf = async (page: Page, selector: string) =>
  ((await page.locator(selector).first().textContent()) ?? "").replace(/\s+/g, " ");

describe("the Danish reader's journey", () => {
  it("reads an anchor's bjergeløn in Danish, switches a reading and prints the Danish average statement on A4", async () => {
    const w = await openPage(shared.browser, shared.site, { width: 1200, height: 900, locale: "da-DK" });
    const { page } = w;
    let actions = 0;
    const act = async (f: () => Promise<unknown>) => {
      actions++;
      await f();
    };
    const examples = (await (await fetch(`${shared.site.url}/v1/examples`)).json()) as {
      name: string;
      title: string;
    }[];
    const titleOf = (name: string) => {
      const e = examples.find((x) => x.name === name);
      assert.ok(e, `${name} is offered`);
      return e.title;
    };

    // The pages open in Danish: the browser's language.
    await page.goto(`${shared.site.url}/#/`);
    assert.equal(await page.locator("html").getAttribute("lang"), "da");
    await act(() => page.locator('main a[href="#/case"]').click());
    await act(() => page.getByRole("button", { name: titleOf(FIND), exact: true }).click());
    const rows = page.locator("table.shares tr[data-party]");
    await rows.first().waitFor();

    // Who gets what: the command's shares, in rigsdaler as the Law counts them (rd, and
    // mark and skilling below it), each party's part in the Law's words as the server says them.
    const find = exampleOf(FIND);
    const d = await inDanish(find);
    const cli = cliShares(join(ROOT, "examples", `${FIND}.yaml`));
    const shown = (await rows.evaluateAll((trs) =>
      trs.map((tr) => [tr.getAttribute("data-party") ?? "", tr.querySelector("td.amount")?.textContent?.trim() ?? ""]),
    )) as [string, string][];
    assert.deepEqual(new Map(shown), cli, "the shares are the command's");
    for (const [, amount] of shown) assert.match(amount, /^\d+ rd( \d+ mk)?( \d+ sk)?$/, "an amount in rigsdaler");
    const pcts = await page.locator("table.shares .pct").evaluateAll((es) => es.map((e) => e.textContent ?? ""));
    assert.ok(
      pcts.every((t) => !/\d\.\d/.test(t)) && pcts.some((t) => /\d,\d/.test(t)),
      `percentages with the decimal comma: ${pcts.join(" | ")}`,
    );
    const shares = await textOf(page, "section[aria-labelledby=shares-h]");
    // Danske Lov 4-1-15: the owner 'skal nyde det for samme bjergeløn med al anvendte bekostning'.
    assert.match(shares, /bjergeløn/, "the owner's part is said by the Law's bjergeløn");
    for (const a of d.allocations)
      if (a.role) assert.ok(shares.includes(a.role), `${a.name}'s role as said: ${a.role}`);
    assert.match(await textOf(page, "dd.situation"), /fundet udi søen/);
    assert.equal(await page.locator('dd.situation[lang="da"]').count(), 1, "the situation is marked Danish");
    await page.locator(ONE_AT_A_TIME_SHOWN).waitFor({ timeout: 30_000 });
    assert.deepEqual(await englishOutside(page, namesOf(find, d)), [], "no English sentence in the determination");
    await shot(page, "journey-danish-shares");
    await page.screenshot({ path: join(SHOTS, "docs-languages-da-determination.png") });

    // The explanation opened in full: år og dag, as Danske Lov 4-1-14 says it, with its last day.
    await act(() => page.getByRole("button", { name: "Fold alle skridt ud" }).click());
    const why = page.locator("section[aria-labelledby=why-h]");
    await why.locator("li.step details[open]").nth(3).waitFor();
    const explanation = await textOf(page, "section[aria-labelledby=why-h]");
    assert.match(explanation, /år og dag/);
    assert.match(explanation, /1691-06-21/, "the year and six weeks' last day (Q-X01 R2)");
    assert.ok(
      (await why.locator('.step-label[lang="da"]').count()) > 3,
      "the steps are the engine's words, marked Danish",
    );
    assert.deepEqual(await englishOutside(page, namesOf(find, d)), [], "no English sentence in the explanation");

    // A reading switched: år og dag as a year and a day (Q-X01 R1) ends on 11 May 1691.
    await act(() => page.locator("#reading-aar_og_dag").selectOption("R1"));
    const switched = await inDanish({ ...find, readings: { aar_og_dag: "R1" } });
    await page.waitForFunction(
      () => document.querySelector("section[aria-labelledby=why-h]")?.textContent?.includes("1691-05-11") ?? false,
      undefined,
      { timeout: 15_000 },
    );
    const after = await textOf(page, "section.determination");
    for (const o of switched.obligations) assert.ok(after.includes(o.what), `the duty as said: ${o.what}`);
    assert.deepEqual(await englishOutside(page, namesOf(find, switched)), [], "no English sentence after the switch");
    const ax = await axe(page);
    assert.equal(ax.length, 0, describeViolations(ax));

    // EX-12's general average: another shipped example, from the case page, and its statement.
    await act(() => page.getByRole("navigation", { name: "Hoved" }).getByRole("link", { name: "Sag" }).click());
    const more = page.locator("details.more-examples > summary");
    if ((await more.count()) > 0) await act(() => more.click());
    await act(() => page.getByRole("button", { name: titleOf(AVERAGE), exact: true }).click());
    await page.locator("table.shares tr[data-party], p.rate").first().waitFor();
    await act(() => page.locator('a[href^="#/statement"]').first().click());
    await page.locator("table.statement tbody tr").first().waitFor();

    // Printed on A4 portrait (its printable width, print media): the Danish statement.
    const average = exampleOf(AVERAGE);
    const ga = await inDanish(average);
    await page.setViewportSize({ width: Math.floor((210 - 30) * (96 / 25.4)), height: 1000 });
    await page.emulateMedia({ media: "print" });
    // Printing is one action; the PDF is what Chromium prints (window.print() opens no dialog headless).
    actions++;
    const pdf = await page.pdf({ format: "A4", preferCSSPageSize: true });
    const sheets = (pdf.toString("latin1").match(/\/Type\s*\/Page[^s]/g) ?? []).length;
    assert.ok(sheets >= 1 && sheets <= 4, `${sheets} pages`);
    assert.equal((await textOf(page, "h1")).trim(), "Dispache over almindeligt havari");
    assert.match(await textOf(page, "p.rate"), /27,7778 %/, "the rate with the decimal comma");
    assert.ok(await page.locator(".signature .line").isVisible(), "a signature line on paper");
    // On paper, where the ids are hidden, a name stands close to its colon ("Merchant A:
    // betale …"), and a list of provisions keeps each comma on the line of the
    // provision before it: no line of the sheet begins with a comma.
    // biome-ignore lint/performance/useDomNodeTextContent: the text as laid out on paper, hidden ids left out, is what is read
    const sheet = await page.locator("main").innerText();
    const lines = sheet.split("\n");
    assert.deepEqual(
      lines.filter((l) => / [:,]/.test(l)),
      [],
      "a space before a colon or a comma on paper",
    );
    assert.deepEqual(
      lines.filter((l) => /^\s*,/.test(l)),
      [],
      "a line beginning with a comma on paper",
    );
    const commas = await page.locator("main .cites").evaluateAll((lists) =>
      lists.flatMap((list) => {
        const texts: Text[] = [];
        const walk = document.createTreeWalker(list, NodeFilter.SHOW_TEXT);
        for (let n = walk.nextNode(); n; n = walk.nextNode()) texts.push(n as Text);
        const box = (n: Text, i: number) => {
          const r = document.createRange();
          r.setStart(n, i);
          r.setEnd(n, i + 1);
          return r.getBoundingClientRect();
        };
        const out: { comma: number; before: number; text: string }[] = [];
        texts.forEach((n, k) => {
          const s = n.data;
          for (let i = s.indexOf(","); i >= 0; i = s.indexOf(",", i + 1)) {
            const p = i > 0 ? n : texts[k - 1];
            const at = i > 0 ? i - 1 : (p?.data.length ?? 0) - 1;
            if (!p || at < 0) continue;
            const c = box(n, i);
            if (c.height === 0) continue;
            out.push({ comma: c.top, before: box(p, at).top, text: list.textContent ?? "" });
          }
        });
        return out;
      }),
    );
    assert.ok(commas.length > 0, "the statement cites provisions in lists");
    for (const c of commas) assert.ok(Math.abs(c.comma - c.before) < 1, `a comma on a new line in "${c.text}"`);
    assert.deepEqual(
      await englishOutside(page, namesOf(average, ga)),
      [],
      "no English sentence in the printed statement",
    );
    await shot(page, "journey-danish-statement-printed");
    await page.screenshot({ path: join(SHOTS, "docs-languages-da-statement-print.png"), fullPage: true });
    await page.emulateMedia({ media: "screen" });

    assert.ok(actions <= DANISH_ACTIONS, `${actions} actions`);
    const v = await axe(page);
    assert.equal(v.length, 0, describeViolations(v));
    assert.deepEqual(w.foreign, []);
    assert.deepEqual(w.errors, []);
    await w.context.close();
  });
});
