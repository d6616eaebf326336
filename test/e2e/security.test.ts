/// <reference lib="dom" />
/**
 * Hostile text is shown as text. Lots are lodged through the API with script tags,
 * handler attributes and SQL in every field a page shows (description, finder,
 * marks, place, the claimant and his proof, what costs were for, the reason, the
 * clerk's own name through the token), and a case with such a title and such
 * names is opened in the builder's determination (#/decide?c=…). In a real browser
 * the register, each lot's page and its history show every payload literally; no
 * script ran (window.__x stays undefined), no dialog opened, no element the
 * payloads describe was made, no request went to another host or to the payloads'
 * addresses, and the page logged no error (a blocked inline script would log one).
 */

import assert from "node:assert/strict";
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { after, before, describe, it } from "node:test";
import type { Browser, Page } from "playwright-core";
import { parse } from "yaml";
import { settle } from "./enter.js";
import { launch, ONE_AT_A_TIME_SHOWN, openPage, type Site, shot, startSite, type Watched } from "./harness.js";

const PAYLOADS = [
  "<script>window.__x=1</script>",
  '<img src=x onerror="window.__x=1">',
  "'); DROP TABLE journal; --",
  '" OR 1=1 --',
  "</p><svg onload=alert(1)><p>",
  '<a href="javascript:window.__x=1">click</a>',
];

interface Watch {
  dialogs: string[];
  requests: string[];
}

function watch(w: Watched): Watch {
  const out: Watch = { dialogs: [], requests: [] };
  w.page.on("dialog", (d) => {
    out.dialogs.push(d.message());
    void d.dismiss();
  });
  w.page.on("request", (r) => out.requests.push(r.url()));
  return out;
}

/** Nothing ran, nothing was made of the payloads, nothing went out. */
async function inert(w: Watched, o: Watch, where: string): Promise<void> {
  const { page } = w;
  assert.equal(
    await page.evaluate(() => (window as unknown as { __x?: unknown }).__x),
    undefined,
    `${where}: a script ran`,
  );
  assert.deepEqual(o.dialogs, [], `${where}: a dialog opened`);
  const made = await page.evaluate(
    () =>
      document.querySelectorAll('img[src="x"], svg[onload], [onerror], [onload], a[href^="javascript:"], main script')
        .length,
  );
  assert.equal(made, 0, `${where}: an element of a payload was made`);
  assert.deepEqual(w.foreign, [], `${where}: a request to another host`);
  assert.deepEqual(
    o.requests.filter((u) => /\/x$|javascript:/.test(u)),
    [],
    `${where}: a request a payload asked for`,
  );
  assert.deepEqual(w.errors, [], `${where}: a page error (a blocked inline script logs one)`);
}

async function text(page: Page): Promise<string> {
  return (await page.locator("main").textContent()) ?? "";
}

describe("hostile text in the pages", () => {
  let site: Site;
  let browser: Browser;
  before(async () => {
    site = await startSite();
    browser = await launch();
    const actor = PAYLOADS[0] as string;
    const clerk = site.token("clerk", actor);
    const officer = site.token("officer");
    const call = async (path: string, body: unknown, token = clerk) => {
      const r = await fetch(`${site.url}${path}`, {
        method: "POST",
        headers: { "content-type": "application/json", authorization: `Bearer ${token}` },
        body: JSON.stringify(body),
      });
      assert.equal(r.status, 201, `${path}: ${await r.text()}`);
    };
    for (const [i, p] of PAYLOADS.entries()) {
      const id = `lot-${i}`;
      await call("/v1/register/lots", {
        id,
        reason: p,
        fields: { description: p, finder: p, marks: p, place: p, lodged: "1690-05-10", foundAt: "sea", value: "36" },
      });
      await call(`/v1/register/lots/${id}/costs`, { date: "1690-05-20", amount: "2", for: p, reason: p });
      await call(`/v1/register/lots/${id}/claims`, { claimant: p, proof: p, date: "1690-08-10", reason: p });
      await call(`/v1/register/lots/${id}/decisions`, { accept: false, date: "1690-08-12", reason: p }, officer);
    }
  });
  after(async () => {
    await browser?.close();
    await site?.close();
  });

  it("the register, every lot and its history show the payloads as text, and run nothing", async () => {
    const w = await openPage(browser, site);
    const o = watch(w);
    const { page } = w;
    await page.goto(`${site.url}/#/register`);
    // Everything the register's front page reads: every lot, and the journal's check.
    await page.locator(`tr[data-lot="lot-${PAYLOADS.length - 1}"]`).waitFor();
    await page.locator(".reg-verify-ok, .reg-verify-bad").waitFor();
    const front = await text(page);
    for (const p of PAYLOADS) assert.ok(front.includes(p), `the register shows ${p} literally`);
    await shot(page, "security-register");
    await inert(w, o, "the register");
    for (const [i, p] of PAYLOADS.entries()) {
      // The lot's own entries (the page before showed another lot's until this one's came).
      const seqs = (
        (await (await fetch(`${site.url}/v1/register/lots/lot-${i}/history`)).json()) as { seq: number }[]
      ).map((h) => h.seq);
      await page.goto(`${site.url}/#/register/lots/lot-${i}`);
      await page.getByRole("heading", { level: 1, name: `Lot lot-${i}:` }).waitFor();
      await page.waitForFunction(
        (want) =>
          JSON.stringify(
            [...document.querySelectorAll(".reg-history > li")].map((li) => li.getAttribute("data-seq")),
          ) === JSON.stringify(want.map(String)),
        seqs,
      );
      await page.locator('.reg-history li[data-kind="decision"]').waitFor();
      // Open every step of the history, so each shows what it holds.
      for (const s of await page.locator(".reg-history details summary").all()) await s.click();
      const shown = await text(page);
      const h1 = (await page.getByRole("heading", { level: 1 }).textContent()) ?? "";
      assert.ok(h1.includes(p), `lot-${i}: the heading shows ${p}: ${h1}`);
      assert.ok(shown.split(p).length - 1 >= 4, `lot-${i}: ${p} is shown for each field it is in`);
      assert.ok(shown.includes(PAYLOADS[0] as string), `lot-${i}: the clerk's name`);
      if (i < 2) await shot(page, `security-lot-${i}`);
      await inert(w, o, `lot-${i}`);
    }
    await w.context.close();
  });

  it("/docs, under its strict policy, is styled and logs no refusal", async () => {
    const w = await openPage(browser, site);
    const o = watch(w);
    const msgs: string[] = [];
    w.page.on("console", (m) => msgs.push(m.text()));
    const r = await w.page.goto(`${site.url}/docs`);
    assert.match(r?.headers()["content-security-policy"] ?? "", /frame-ancestors 'none'/);
    await w.page.getByRole("heading", { level: 1 }).waitFor();
    const width = await w.page.evaluate(() => getComputedStyle(document.body).maxWidth);
    assert.notEqual(width, "none", "its inline styles apply");
    assert.deepEqual(
      msgs.filter((m) => /Content Security Policy|Refused/.test(m)),
      [],
    );
    await inert(w, o, "/docs");
    await w.context.close();
  });

  it("a case whose title and names are payloads shows them literally in its determination", async () => {
    const root = join(import.meta.dirname, "..", "..");
    const c = parse(readFileSync(join(root, "examples", "dl-vrag", "find-open-sea.yaml"), "utf8")) as {
      title: string;
      facts: { item: { description: string }; people: { name: string }[] };
    };
    c.title = PAYLOADS[1] as string;
    c.facts.item.description = PAYLOADS[0] as string;
    c.facts.people.forEach((p, i) => {
      p.name = PAYLOADS[i % PAYLOADS.length] as string;
    });
    const encoded = Buffer.from(JSON.stringify(c), "utf8").toString("base64url");
    const w = await openPage(browser, site);
    const o = watch(w);
    const { page } = w;
    await page.goto(`${site.url}/#/decide?c=${encoded}`);
    await page.getByRole("heading", { level: 1, name: PAYLOADS[1] as string }).waitFor();
    // What names the people: the shares, and which reading matters most to whom.
    await page.locator("table.shares tr[data-party]").first().waitFor();
    await page.locator(ONE_AT_A_TIME_SHOWN).waitFor();
    const shown = await text(page);
    for (const p of new Set([c.title, ...c.facts.people.map((x) => x.name)])) {
      assert.ok(shown.includes(p), `the determination shows ${p} literally`);
    }
    await shot(page, "security-decide");
    await inert(w, o, "#/decide");
    // The builder shows the same case: its title in its field, as text.
    await page.goto(`${site.url}/#/case?c=${encoded}`);
    const field = page.locator("#case-title");
    await field.waitFor();
    // The builder's questions for this case, and the determination below them with all it reads.
    await settle(page);
    if ((await page.locator("#determination").count()) > 0) {
      await page.locator("#determination table.shares tr[data-party]").first().waitFor();
      await page.locator(`#determination ${ONE_AT_A_TIME_SHOWN}`).waitFor();
    }
    assert.equal(await field.inputValue(), c.title, "the builder holds the title as the field's value");
    await shot(page, "security-case");
    await inert(w, o, "#/case");
    await w.context.close();
  });
});
