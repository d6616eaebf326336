/// <reference lib="dom" />
/**
 * The law's pages in a real browser: a statute's provisions with the original
 * beside the English, the open questions on a provision and the examples citing
 * it (checked against the API), a Danish provision's page marked lang="da", an
 * example opening in the case builder with its case in the address, an unknown
 * provision said plainly, no accessibility violation, and a narrow screen.
 */

import assert from "node:assert/strict";
import { after, before, describe, it } from "node:test";
import type { Browser } from "playwright-core";
import { axe, describeViolations, launch, openPage, type Site, shot, startSite } from "./harness.js";

interface Provision {
  id: string;
  original: string;
  english: string;
  title: string;
  questions?: string[];
}
interface Reading {
  name: string;
  question: string;
  title: string;
  provisions: string[];
  default: string;
}
interface Example {
  name: string;
  title?: string;
  provisions: string[];
}

describe("the law's pages", () => {
  let site: Site;
  let browser: Browser;
  const api = async <T>(path: string): Promise<T> => (await (await fetch(`${site.url}${path}`)).json()) as T;
  before(async () => {
    site = await startSite();
    browser = await launch();
  });
  after(async () => {
    await browser?.close();
    await site?.close();
  });

  it("lists the three statutes", async () => {
    const w = await openPage(browser, site);
    await w.page.goto(`${site.url}/#/law`);
    const links = w.page.locator(".law-statutes a");
    await links.first().waitFor();
    assert.deepEqual(await links.evaluateAll((as) => as.map((a) => a.getAttribute("href"))), [
      "#/law/borkum-1666",
      "#/law/dl-vrag",
      "#/law/dl-averi",
    ]);
    await shot(w.page, "law-statutes");
    assert.deepEqual(w.foreign, []);
    assert.deepEqual(w.errors, []);
    await w.context.close();
  });

  it("shows Borkum §6.3 in German beside the English, with its open questions and an example citing it", async () => {
    const p63 = await api<Provision>("/v1/provisions/borkum-1666%2F6.3");
    const readings = (await api<Reading[]>("/v1/readings")).filter(
      (r) => r.provisions.includes(p63.id) || (p63.questions ?? []).includes(r.question),
    );
    const citing = (await api<Example[]>("/v1/examples")).filter((e) => e.provisions.includes(p63.id));
    assert.ok(readings.length > 0 && citing.length > 0, "the API gives §6.3 open questions and examples");
    const all = await api<Provision[]>("/v1/provisions?statute=borkum-1666");

    const w = await openPage(browser, site);
    await w.page.goto(`${site.url}/#/law/borkum-1666`);
    await w.page.getByRole("heading", { level: 1, name: /Borkum/ }).waitFor();
    const articles = w.page.locator("article.law-provision");
    await articles.first().waitFor();
    assert.equal(await articles.count(), all.length, "every provision of the statute is listed");
    const art = w.page.locator('article[data-provision="borkum-1666/6.3"]');
    const original = art.locator('.law-original [lang="de"]');
    const english = art.locator('.law-english [lang="en"]');
    assert.equal((await original.textContent())?.trim(), p63.original.trim());
    assert.equal((await english.textContent())?.trim(), p63.english.trim());
    const o = await original.boundingBox();
    const e = await english.boundingBox();
    assert.ok(
      o && e && o.x + o.width <= e.x && Math.abs(o.y - e.y) < 40,
      "side by side: the original left, the English right",
    );
    // the open questions on it, each by its question id and title
    const qs = art.locator(".law-questions > li summary");
    assert.equal(await qs.count(), readings.length);
    for (const r of readings) {
      const s = art.locator(".law-questions summary", { hasText: r.question });
      assert.match(
        (await s.textContent()) ?? "",
        new RegExp(r.title.slice(0, 20).replace(/[.*+?^${}()|[\]\\]/g, "\\$&")),
      );
    }
    // the examples that cite it
    const ex = art.locator(".law-examples a");
    assert.deepEqual(
      await ex.evaluateAll((as) => as.map((a) => a.getAttribute("data-example"))),
      citing.map((x) => x.name),
    );
    await art.scrollIntoViewIfNeeded();
    await shot(w.page, "law-borkum");
    const v = await axe(w.page);
    assert.equal(v.length, 0, describeViolations(v));
    assert.deepEqual(w.foreign, []);
    assert.deepEqual(w.errors, []);
    await w.context.close();
  });

  it("lists beside Borkum §6.3 the rules that implement it, each with the examples in which it applied", async () => {
    type Rule = {
      id: string;
      label: string;
      provisions: string[];
      readings: string[];
      reads: string[];
      examples: string[];
    };
    const p63 = await api<Provision & { rules: Rule[] }>("/v1/provisions/borkum-1666%2F6.3");
    assert.ok(p63.rules.length > 0, "the engine has rules for §6.3");
    assert.ok(
      p63.rules.every((r) => r.provisions.includes("borkum-1666/6.3")),
      "every rule listed names the provision",
    );
    // What the page claims must hold of the determinations themselves: a rule listed
    // with an example applied in that example's determination, and every rule of
    // §6.3 that applied in an example citing §6.3 is listed with it.
    const applied = (x: unknown, out = new Set<string>()): Set<string> => {
      if (Array.isArray(x)) for (const y of x) applied(y, out);
      else if (x && typeof x === "object") {
        const o = x as Record<string, unknown>;
        if (typeof o.rule === "string" && o.status === "applied") out.add(o.rule);
        for (const v of Object.values(o)) applied(v, out);
      }
      return out;
    };
    const citing = (await api<Example[]>("/v1/examples")).filter((e) => e.provisions.includes(p63.id));
    let pairs = 0;
    for (const ex of citing) {
      const yaml = await (await fetch(`${site.url}/v1/examples/${ex.name}`)).text();
      const res = await fetch(`${site.url}/v1/decide`, {
        method: "POST",
        headers: { "content-type": "application/yaml" },
        body: yaml,
      });
      const rules = applied(await res.json());
      for (const r of p63.rules) {
        assert.equal(r.examples.includes(ex.name), rules.has(r.id), `${r.id} in ${ex.name}`);
        if (rules.has(r.id)) pairs++;
      }
    }
    assert.ok(pairs > 0, "some rule of §6.3 applied in an example citing it");
    assert.ok(
      p63.rules.some((r) => r.reads.includes("facts.people[].helped")),
      "a rule of §6.3 ('wer hilft') reads whether a person helped",
    );

    const w = await openPage(browser, site);
    await w.page.goto(`${site.url}/#/law/borkum-1666/6.3`);
    const items = w.page.locator(".law-rules > li");
    await items.first().waitFor();
    assert.deepEqual(
      await items.evaluateAll((ls) => ls.map((l) => l.getAttribute("data-rule"))),
      p63.rules.map((r) => r.id),
    );
    for (const r of p63.rules) {
      const li = w.page.locator(`.law-rules > li[data-rule="${r.id}"]`);
      assert.equal((await li.locator('.law-rule-label [lang="en"]').textContent())?.trim(), r.label);
      assert.deepEqual(
        await li.locator(".law-rule-readings > li").evaluateAll((ls) => ls.map((l) => l.getAttribute("data-reading"))),
        r.readings,
      );
      // the facts each rule reads, as paths of the case file, as it declares them
      assert.deepEqual(
        await li.locator(".law-rule-reads > li").evaluateAll((ls) => ls.map((l) => l.getAttribute("data-fact"))),
        r.reads,
      );
      assert.deepEqual(
        await li
          .locator(".law-rule-example-links a")
          .evaluateAll((as) => as.map((a) => a.getAttribute("data-example"))),
        r.examples,
      );
    }
    // the readings a rule consults are named by their question, not by a code
    const withReading = p63.rules.find((r) => r.readings.length > 0);
    if (withReading) {
      const q = (await api<Reading[]>("/v1/readings")).find((x) => x.name === withReading.readings[0]);
      const li = w.page.locator(`.law-rules > li[data-rule="${withReading.id}"] .law-rule-readings > li`).first();
      assert.match((await li.textContent()) ?? "", new RegExp(`${q?.question}`));
    }
    // an example beside a rule opens in the builder
    const first = p63.rules.find((r) => r.examples.length > 0) as Rule;
    await w.page.locator(`.law-rules > li[data-rule="${first.id}"] .law-rule-example-links a`).first().click();
    await w.page.waitForURL(/#\/case/);
    await w.page.goBack();
    await items.first().waitFor();
    await w.page.locator(".law-rules").scrollIntoViewIfNeeded();
    await shot(w.page, "law-rules");
    const v = await axe(w.page);
    assert.equal(v.length, 0, describeViolations(v));
    assert.deepEqual(w.foreign, []);
    assert.deepEqual(w.errors, []);
    await w.context.close();
  });

  it("names an exception that is another provision's rule by its label and provision, a link there and back to the same place", async () => {
    type Rule = { id: string; label: string; provisions: string[]; exceptions: string[] };
    const here = "dl-vrag/14";
    const p14 = await api<{ rules: Rule[] }>(`/v1/provisions/${encodeURIComponent(here)}`);
    const own = new Set(p14.rules.map((r) => r.id));
    // An exception to a rule of §14 that is no rule of §14 (dl-vrag/18: fishermen's anchors).
    const rule = p14.rules.find((r) => r.exceptions.some((x) => !own.has(x)));
    assert.ok(rule, `a rule of ${here} has an exception from another provision`);
    const x = rule.exceptions.find((e) => !own.has(e)) as string;
    // Its label and provision, as that provision's own page lists its rules.
    const all = await api<{ id: string }[]>("/v1/provisions?statute=dl-vrag");
    let found: { provision: string; label: string } | undefined;
    for (const p of all) {
      const r = (await api<{ rules: Rule[] }>(`/v1/provisions/${encodeURIComponent(p.id)}`)).rules.find(
        (y) => y.id === x,
      );
      if (r && r.provisions[0] !== here) {
        found = { provision: p.id, label: r.label };
        break;
      }
    }
    assert.ok(found, `${x} is listed on a provision's page of its own`);

    const w = await openPage(browser, site, { height: 700 });
    const { page } = w;
    await page.goto(`${site.url}/#/law/${here}`);
    const item = page.locator(`.law-rules > li[data-rule="${rule.id}"] li[data-exception="${x}"]`);
    await item.waitFor();
    assert.equal((await item.locator('[lang="en"]').textContent())?.trim(), found.label, "the exception's label");
    const link = item.locator(`a[href="#/law/${found.provision}"]`);
    assert.equal(await link.count(), 1, `a link to ${found.provision}`);
    await item.scrollIntoViewIfNeeded();
    await page.evaluate(() => window.scrollBy(0, 120));
    const y = await page.evaluate(() => window.scrollY);
    assert.ok(y > 300, `the exception is well down the page (${y}px)`);
    await shot(page, "law-exception-elsewhere");
    const v = await axe(page);
    assert.equal(v.length, 0, describeViolations(v));
    // In place: the same document, so nothing is loaded again.
    await page.evaluate(() => {
      (window as unknown as { kept: boolean }).kept = true;
    });
    await link.click();
    await page.getByRole("heading", { level: 1, name: new RegExp(found.provision.replace("/", "\\/")) }).waitFor();
    assert.equal(await page.evaluate(() => (window as unknown as { kept?: boolean }).kept), true, "opened in place");
    await page.goBack();
    await item.waitFor();
    await page.waitForFunction((want) => Math.abs(window.scrollY - want) <= 2, y, { timeout: 5_000 }).catch(() => {});
    const back = await page.evaluate(() => window.scrollY);
    assert.ok(Math.abs(back - y) <= 2, `back at the same place: ${back}px, was ${y}px`);
    assert.ok(await item.isVisible());
    assert.deepEqual(w.foreign, []);
    assert.deepEqual(w.errors, []);
    await w.context.close();
  });

  it("gives a Danish provision its page, the original marked lang=da, with its neighbours", async () => {
    const p = await api<Provision>("/v1/provisions/dl-vrag%2F14");
    const w = await openPage(browser, site);
    await w.page.goto(`${site.url}/#/law/dl-vrag/14`);
    await w.page.getByRole("heading", { level: 1, name: new RegExp(p.title.slice(0, 20)) }).waitFor();
    const original = w.page.locator('.law-original [lang="da"]');
    await original.waitFor();
    assert.equal((await original.textContent())?.trim(), p.original.trim());
    assert.equal(await w.page.locator('.law-original [lang="de"]').count(), 0);
    assert.equal(await w.page.locator('a[rel="prev"]').getAttribute("href"), "#/law/dl-vrag/13");
    assert.equal(await w.page.locator('a[rel="next"]').getAttribute("href"), "#/law/dl-vrag/15");
    await shot(w.page, "law-provision-da");
    const v = await axe(w.page);
    assert.equal(v.length, 0, describeViolations(v));
    await w.page.locator('a[rel="next"]').click();
    await w.page.getByRole("heading", { level: 1, name: /dl-vrag\/15/ }).waitFor();
    assert.deepEqual(w.foreign, []);
    assert.deepEqual(w.errors, []);
    await w.context.close();
  });

  it("opens an example citing a provision in the case builder, the case in the address", async () => {
    const citing = (await api<Example[]>("/v1/examples")).filter((e) => e.provisions.includes("dl-vrag/14"));
    const ex = citing[0] as Example;
    const yaml = await (await fetch(`${site.url}/v1/examples/${ex.name}`)).text();
    const w = await openPage(browser, site);
    await w.page.goto(`${site.url}/#/law/dl-vrag/14`);
    const link = w.page.locator(`.law-examples a[data-example="${ex.name}"]`);
    await link.click();
    await w.page.waitForURL(/#\/case\?c=/);
    const c = await w.page.evaluate(() => {
      const q = new URLSearchParams(location.hash.slice(location.hash.indexOf("?") + 1)).get("c") ?? "";
      const bin = atob(q.replace(/-/g, "+").replace(/_/g, "/"));
      return JSON.parse(new TextDecoder().decode(Uint8Array.from(bin, (ch) => ch.charCodeAt(0))));
    });
    const { parse } = await import("yaml");
    const expected = parse(yaml) as Record<string, unknown>;
    delete expected.expect;
    assert.deepEqual(c, expected, "the builder's address holds the example's case, without its expected results");
    await shot(w.page, "law-example-opened");
    assert.deepEqual(w.foreign, []);
    assert.deepEqual(w.errors, []);
    await w.context.close();
  });

  it("says plainly that an unknown provision does not exist", async () => {
    const w = await openPage(browser, site);
    await w.page.goto(`${site.url}/#/law/dl-vrag/99`);
    const alert = w.page.getByRole("alert").filter({ hasText: "dl-vrag/99" });
    await alert.waitFor();
    assert.match((await alert.textContent()) ?? "", /There is no provision “dl-vrag\/99”/);
    assert.deepEqual(w.foreign, []);
    // the browser reports the API's 404 as a failed resource; nothing else went wrong
    assert.deepEqual(
      w.errors.filter((x) => !/404/.test(x)),
      [],
    );
    await w.context.close();
  });

  it("fits a 360 px screen: the original and the English stacked, no sideways scroll", async () => {
    const w = await openPage(browser, site, { width: 360, height: 740 });
    await w.page.goto(`${site.url}/#/law/borkum-1666/6.3`);
    const original = w.page.locator('.law-original [lang="de"]');
    await original.waitFor();
    const o = await original.boundingBox();
    const e = await w.page.locator('.law-english [lang="en"]').boundingBox();
    assert.ok(o && e && e.y >= o.y + o.height, "stacked: the English below the original");
    const overflow = await w.page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    assert.ok(overflow <= 0, `the page is ${overflow}px wider than the screen`);
    await shot(w.page, "law-narrow");
    await w.page.goto(`${site.url}/#/law/dl-averi`);
    await w.page.locator("article.law-provision").first().waitFor();
    const overflow2 = await w.page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    assert.ok(overflow2 <= 0, `the statute page is ${overflow2}px wider than the screen`);
    assert.deepEqual(w.errors, []);
    await w.context.close();
  });
});
