/**
 * Languages: in German and Danish no sentence mixes languages. The pages' own
 * words are translated; what comes from the engine (situations, reasons, duties,
 * choices, the explanation's steps) arrives in the page's language, as the server
 * says it for `?lang=`, and is marked with the language it arrived in; English is
 * marked only where it is English (the law's English beside its original); the
 * names people gave (parties, the case's title) are theirs. Numbers are written
 * with the language's decimal comma; plurals agree; Danish has a word for shares
 * (andele) apart from parts (parter).
 */

import assert from "node:assert/strict";
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { after, before, describe, it } from "node:test";
import type { Browser } from "playwright-core";
import { parse } from "yaml";
import { axe, describeViolations, launch, openPage, type Site, shot, startSite, type Watched } from "./harness.js";
import { englishOutside as english, givenNames } from "./reading.js";

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
        allocations: { name: string; role?: string }[];
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
      if (file.includes("ga-")) assert.match((await page.locator("p.rate").first().textContent()) ?? "", /27,7778 %/);
      const v = await axe(page);
      assert.equal(v.length, 0, describeViolations(v));
      await shot(page, `languages-${lang}-${file.split("/").pop()?.replace(".yaml", "")}`);
    });
  }

  it("made no request to another host and had no error", () => {
    for (const w of watched) {
      assert.deepEqual(w.foreign, []);
      assert.deepEqual(w.errors, []);
    }
  });
});
