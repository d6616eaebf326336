/**
 * Languages: in German and Danish no sentence mixes languages. The pages' own
 * words are translated; what comes from the engine (situations, reasons, duties,
 * choices, the explanation's steps) arrives in the page's language, as the server
 * says it for `?lang=`, and is marked with the language it arrived in; English is
 * marked only where it is English (the law's English beside its original); the
 * names people gave (parties, the case's title) are theirs. Numbers are written
 * with the language's decimal comma; plurals agree; Danish has a word for shares
 * (andele) apart from parts (parter); where the statute has its own word for the
 * parts the page uses it (the Borkum Rolle's "Part", as the engine says it). A lot's
 * page on a phone, in each language, shows what falls due under its caption at full
 * width and what is owed a card a row, every figure on the screen.
 */

import assert from "node:assert/strict";
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { after, before, describe, it } from "node:test";
import type { Browser } from "playwright-core";
import { parse } from "yaml";
import {
  axe,
  describeViolations,
  launch,
  openPage,
  SHOTS,
  type Site,
  shot,
  startSite,
  type Watched,
} from "./harness.js";
import { englishOutside as english, givenNames, offScreen } from "./reading.js";

const ROOT = join(import.meta.dirname, "..", "..");

const caseOf = (file: string): Record<string, unknown> => {
  const c = parse(readFileSync(join(ROOT, file), "utf8")) as Record<string, unknown>;
  delete c.expect;
  return c;
};

describe("in German and Danish", () => {
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

  for (const [file, lang] of [
    ["examples/dl-averi/ga-jettison-and-mast.yaml", "da"],
    ["examples/dl-vrag/find-anchor-fishermen.yaml", "da"],
    ["examples/borkum-1666/salvage-inside-reefs.yaml", "de"],
    ["examples/borkum-1666/salvage-inside-reefs.yaml", "da"],
    ["examples/dl-vrag/find-anchor-fishermen.yaml", "de"],
  ] as const) {
    it(`${file} in ${lang}: no sentence mixes languages, the engine's words in ${lang} and marked so`, async () => {
      const c = caseOf(file);
      const w = await openPage(browser, site, { locale: lang });
      watched.push(w);
      const { page } = w;
      await page.goto(`${site.url}/#/decide?c=${Buffer.from(JSON.stringify(c)).toString("base64url")}`);
      await page.locator("section.matters li.flip-party").first().waitFor({ timeout: 30_000 });
      await page
        .locator("html")
        .getAttribute("lang")
        .then((l) => assert.equal(l, lang));
      const names = givenNames(c);
      const asked = async (q: string) => {
        const r = await fetch(`${site.url}/v1/decide${q}`, {
          method: "POST",
          headers: { "content-type": "application/json" },
          body: JSON.stringify(c),
        });
        return { language: r.headers.get("content-language"), d: (await r.json()) as Answer };
      };
      type Answer = {
        situation: string;
        allocations: { name: string; role?: string; basis?: { reason: string }[] }[];
        funds: { totalParts?: string }[];
        statement?: { balances: { name: string }[] };
      };
      const { d, language } = await asked(`?lang=${lang}`);
      assert.equal(language, lang);
      const { d: inEnglish } = await asked("?lang=en");
      for (const a of d.allocations) names.add(a.name);
      for (const b of d.statement?.balances ?? []) names.add(b.name);
      // Parties that only some reading brings in are named as the engine names them too.
      const one = (await (
        await fetch(`${site.url}/v1/sensitivity/one-at-a-time`, {
          method: "POST",
          headers: { "content-type": "application/json" },
          body: JSON.stringify(c),
        })
      ).json()) as { parties: { name: string }[] };
      for (const p of one.parties) names.add(p.name);
      assert.deepEqual(await english(page, names), [], "English in a sentence of the page's language");
      // The engine's words as the server says them in the language, marked with it.
      const situation = page.locator(`dd.situation[lang="${lang}"]`);
      assert.equal(await situation.count(), 1, `the situation is marked lang="${lang}"`);
      assert.equal(((await situation.textContent()) ?? "").trim(), d.situation);
      assert.notEqual(d.situation, inEnglish.situation, "the situation is said in the language, not in English");
      const roles = d.allocations.map((a) => a.role).filter((r): r is string => !!r);
      for (const role of roles.slice(0, 3)) {
        assert.ok(
          await page.locator(`table.shares .role[lang="${lang}"]`, { hasText: role }).count(),
          `the role ${role} as the server says it, marked lang="${lang}"`,
        );
      }
      // English is marked only where it is English: the law's English beside its
      // original, and a party the case does not name, by the id the case wrote.
      const markedEnglish = await page.evaluate(() =>
        [...document.querySelectorAll('section.determination [lang="en"]')]
          .filter((e) => !e.matches("blockquote.english") && !/^[\w-]+$/.test((e.textContent ?? "").trim()))
          .map((e) => `${e.tagName}.${e.className}: ${(e.textContent ?? "").slice(0, 60)}`),
      );
      assert.deepEqual(markedEnglish, [], "nothing of the determination is marked English");
      // Decimals with a comma: every approximate figure outside the English blocks.
      const points = await page.evaluate(() =>
        [...document.querySelectorAll("table.shares td, section.matters li, p.rate")]
          .filter((e) => !e.closest('[lang="en"]'))
          .map((e) => e.textContent ?? "")
          .filter((t) => /≈ −?\d+\.\d|\d\.\d+ %/.test(t)),
      );
      assert.deepEqual(points, [], "no decimal point");
      if (lang === "da") {
        const caption = (await page.locator("table.shares caption").textContent()) ?? "";
        assert.match(caption, /^Andele/);
        const parts = (await page.locator("table.shares thead th").nth(2).textContent()) ?? "";
        assert.equal(parts.trim(), "Parter");
      }
      // The parts in the statute's own word where it has one: the Rolle counts in "Part"
      // (src/law/glossary.ts), and so does the engine ("2 Part für das Schiff"), in the
      // column's heading, in its label on a phone and in the fund's line alike.
      if (file.includes("borkum-1666")) {
        const word = { de: { one: "Part", many: "Part" }, da: { one: "Part", many: "Parter" } }[lang];
        const heading = ((await page.locator("table.shares thead th").nth(2).textContent()) ?? "").trim();
        assert.equal(heading, word.many, "the parts' column says the Rolle's word");
        const said = d.allocations.flatMap((a) => a.basis?.map((b) => b.reason) ?? []).join(" ");
        assert.match(said, new RegExp(`\\d ${word.one}\\b`), `the engine counts in ${word.one} too`);
        const labels = await page
          .locator("table.shares tbody td.num:nth-child(3)")
          .evaluateAll((tds) => tds.map((td) => td.getAttribute("data-label")));
        assert.ok(labels.length > 0 && labels.every((l) => l === word.many), `labels: ${labels.join(", ")}`);
        // the page's line about the fund, without the engine's note on rounding under it
        const fund = await page
          .locator("ul.funds li")
          .first()
          .evaluate((li) => {
            const line = li.cloneNode(true) as HTMLElement;
            for (const n of line.querySelectorAll(".note")) n.remove();
            return (line.textContent ?? "").replace(/\s+/g, " ");
          });
        const total = d.funds[0]?.totalParts;
        assert.ok(total, "the fund is divided in parts");
        assert.ok(fund.includes(` ${total} ${word.many};`), `the fund in ${word.many}: ${fund}`);
        assert.match(fund, new RegExp(`\\b${word.one} = `), `one part in ${word.one}: ${fund}`);
        assert.doesNotMatch(`${heading} ${fund}`, /Teil|\bparter?\b/, "no other word for the parts");
      }
      if (file.includes("ga-")) assert.match((await page.locator("p.rate").first().textContent()) ?? "", /27,7778 %/);
      const v = await axe(page);
      assert.equal(v.length, 0, describeViolations(v));
      await shot(page, `languages-${lang}-${file.split("/").pop()?.replace(".yaml", "")}`);
      // The German Borkum salvage as docs/languages.md shows it (scripts/language-pictures.ts).
      if (lang === "de" && file.includes("borkum-1666")) {
        await page.setViewportSize({ width: 1200, height: 900 });
        await page.evaluate(() => window.scrollTo(0, 0));
        await page.screenshot({ path: join(SHOTS, "docs-languages-de-determination.png") });
      }
    });
  }

  for (const lang of ["de", "da", "en"] as const) {
    it(`a lot's page on a phone in ${lang}: the law's words in ${lang}, what falls due and what is owed readable, nothing off-screen or too wide`, async () => {
      const WIDTH = 360;
      const lot = `anker-${lang}`;
      // A find lodged, paid and claimed through the API, as a clerk at the register would.
      const clerk = site.token("clerk", "Jens Hansen");
      const fields = {
        description: "ein Anker mit Tau",
        lodged: "1690-05-10",
        finder: "Peder Hansen",
        foundAt: "sea",
        finderRole: "skipper",
        marks: "HN",
        place: "Skagen",
        value: "36",
        office: "Amtsstube Skagen",
      };
      const write = async (path: string, body: unknown) => {
        const r = await fetch(`${site.url}${path}`, {
          method: "POST",
          headers: { "content-type": "application/json", authorization: `Bearer ${clerk}` },
          body: JSON.stringify(body),
        });
        assert.equal(r.status, 201, `${path}: ${await r.text()}`);
      };
      await write("/v1/register/lots", { id: lot, fields });
      await write(`/v1/register/lots/${lot}/payments`, {
        date: "1690-05-10",
        from: "Amtsstube Skagen",
        to: "Peder Hansen",
        amount: "12",
      });
      const claim = { claimant: "Hans Nielsen", agent: "Niels Juel", date: "1690-08-10", proof: "Marke HN" };
      await write(`/v1/register/lots/${lot}/claims`, claim);

      const w = await openPage(browser, site, { width: WIDTH, height: 780, locale: lang });
      watched.push(w);
      const { page } = w;
      await page.goto(`${site.url}/#/register/lots/${lot}`);
      await page.getByRole("heading", { level: 1 }).waitFor();
      await page.locator(".reg-history li").first().waitFor();
      assert.equal(await page.locator("html").getAttribute("lang"), lang);
      // The lot as the server shows it in German: its determination's situation on the page.
      const shown = (await (await fetch(`${site.url}/v1/register/lots/${lot}?lang=${lang}`)).json()) as {
        determination: { situation: string; allocations: { name: string }[] };
        parties: { name: string }[];
        due: { who: string; what: string }[];
        owed: { what: string[] }[];
      };
      const text = ((await page.locator("main").textContent()) ?? "").replace(/\s+/g, " ");
      assert.ok(
        text.includes(shown.determination.situation),
        `the situation in ${lang}: ${shown.determination.situation}`,
      );
      const names = new Set<string>([...Object.values(fields), ...Object.values(claim), "Jens Hansen"]);
      for (const a of shown.determination.allocations) names.add(a.name);
      for (const p of shown.parties) names.add(p.name);
      // What falls due and what is owed are written by the register (src/registry) as
      // English sentences around the engine's words ("may choose until …", "assess: …"),
      // and the server sends them so in German too: they stand apart here, exactly as the
      // server gives them, until the register says them in the language. Everything
      // else on the page is German.
      const kept = [...shown.due.flatMap((r) => [r.what, r.who]), ...shown.owed.flatMap((o) => o.what)];
      for (const x of kept.filter((x) => /\b(the|may|of|his)\b/.test(x))) names.add(x);
      if (lang !== "en")
        assert.deepEqual(await english(page, names), [], "English in a sentence of the page's language");
      assert.deepEqual(await offScreen(page, WIDTH), [], "no table cell off-screen unannounced");
      // What falls due: its caption (a heading a reader looks for) above its rows, as
      // wide as they are, not squeezed into a column beside them.
      const captions = await page.locator("table.reg-due").evaluateAll((tables) =>
        tables.flatMap((table) => {
          const caption = table.querySelector("caption");
          const row = table.querySelector("tbody tr");
          if (!caption || !row || caption.classList.contains("sr-only")) return [];
          const c = caption.getBoundingClientRect();
          const r = row.getBoundingClientRect();
          return [{ text: caption.textContent ?? "", width: c.width, rowWidth: r.width, below: r.top - c.bottom }];
        }),
      );
      assert.ok(captions.length > 0, "what falls due is on the page, with its caption");
      for (const c of captions) {
        assert.ok(
          c.width >= c.rowWidth - 1,
          `the caption "${c.text}" is ${c.width}px wide beside rows ${c.rowWidth}px`,
        );
        assert.ok(c.below >= -1, `the caption "${c.text}" stands above the rows`);
      }
      // What is owed: each row a card on the screen, every cell whole within the
      // screen's width under its column's name, and no row taller than what it says.
      const owed = await page.locator("table.reg-owed").evaluate((table, width) => {
        const heads = [...table.querySelectorAll("thead th")].map((th) => (th.textContent ?? "").trim());
        return [...table.querySelectorAll("tbody tr")].map((tr) => {
          const cells = [...tr.querySelectorAll("td")];
          const outside = cells
            .filter((td) => {
              const r = td.getBoundingClientRect();
              return r.left < -0.5 || r.right > width + 0.5;
            })
            .map((td) => (td.textContent ?? "").trim().slice(0, 24));
          const unlabelled = cells
            .map((td, i) => ({ label: getComputedStyle(td, "::before").content, head: heads[i] ?? "" }))
            .filter(({ label, head }) => !label.includes(head))
            .map(({ head }) => head);
          // the lowest line of text on the screen in the row, against the row's own bottom
          const range = document.createRange();
          const lowest = Math.max(
            ...cells
              .filter((td) => td.getBoundingClientRect().left < width)
              .map((td) => {
                range.selectNodeContents(td);
                return range.getBoundingClientRect().bottom;
              }),
          );
          const row = tr.getBoundingClientRect();
          const line = Number.parseFloat(getComputedStyle(tr).fontSize) * 1.5;
          return { outside, unlabelled, blank: row.bottom - lowest, line };
        });
      }, WIDTH);
      assert.ok(owed.length > 0, "what is owed is on the page");
      for (const r of owed) {
        assert.deepEqual(r.outside, [], "a cell of what is owed off the screen");
        assert.deepEqual(r.unlabelled, [], "a figure of what is owed without its column's name");
        assert.ok(r.blank < r.line, `${Math.round(r.blank)}px blank under the row's last line`);
      }
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
      assert.ok(overflow <= 0, `${overflow}px too wide`);
      const v = await axe(page);
      assert.equal(v.length, 0, describeViolations(v));
      await shot(page, `languages-${lang}-lot-phone`);
      if (lang === "de")
        await page.screenshot({ path: join(SHOTS, "docs-languages-de-lot-phone.png"), fullPage: true });
    });
  }

  it("made no request to another host and had no error", () => {
    for (const w of watched) {
      assert.deepEqual(w.foreign, []);
      assert.deepEqual(w.errors, []);
    }
  });
});
