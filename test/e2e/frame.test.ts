/**
 * The pages' frame in a real browser: served at / by `sealaw serve` with its
 * security headers, nothing fetched from another host, the three languages, the
 * keyboard's skip link, no accessibility violation, and a narrow phone screen.
 */

import assert from "node:assert/strict";
import { after, before, describe, it } from "node:test";
import type { Browser } from "playwright-core";
import { axe, describeViolations, launch, openPage, type Site, shot, startSite } from "./harness.js";

describe("the web pages' frame", () => {
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

  it("is served at / with a CSP that allows no inline script and no framing", async () => {
    const res = await fetch(`${site.url}/`);
    assert.equal(res.status, 200);
    const csp = res.headers.get("content-security-policy") ?? "";
    assert.match(csp, /script-src 'self'(;|$)/);
    assert.doesNotMatch(csp, /unsafe-inline|unsafe-eval/);
    assert.match(csp, /frame-ancestors 'none'/);
    assert.equal(res.headers.get("x-content-type-options"), "nosniff");
    const html = await res.text();
    assert.doesNotMatch(html, /<script(?![^>]*\ssrc=)[^>]*>/, "no inline script in the page");
    // The page runs under that policy: it draws, with no violation reported.
    const w = await openPage(browser, site);
    await w.page.goto(`${site.url}/`);
    await w.page.getByRole("heading", { level: 1 }).waitFor();
    assert.deepEqual(w.errors, [], "no script or style refused by the policy");
    await w.context.close();
  });

  it("shows the home page in English, German and Danish, loading nothing from elsewhere", async () => {
    const w = await openPage(browser, site);
    await w.page.goto(`${site.url}/`);
    await w.page.getByRole("heading", { level: 1 }).waitFor();
    const names: Record<string, string> = { en: "Case", de: "Fall", da: "Sag" };
    for (const l of ["en", "de", "da"] as const) {
      await w.page.getByRole("combobox").first().selectOption(l);
      await w.page.getByRole("navigation").getByRole("link", { name: names[l], exact: true }).waitFor();
      assert.equal(await w.page.evaluate(() => document.documentElement.lang), l);
      await shot(w.page, `home-${l}`);
    }
    assert.deepEqual(w.foreign, []);
    assert.deepEqual(w.errors, []);
    await w.context.close();
  });

  it("has a skip link reached first by the keyboard, and no accessibility violation", async () => {
    const w = await openPage(browser, site);
    await w.page.goto(`${site.url}/`);
    await w.page.getByRole("heading", { level: 1 }).waitFor();
    await w.page.keyboard.press("Tab");
    const focused = await w.page.evaluate(() => document.activeElement?.textContent ?? "");
    assert.match(focused, /Skip to the content/);
    const v = await axe(w.page);
    assert.equal(v.length, 0, describeViolations(v));
    await w.context.close();
  });

  it("fits a narrow phone screen without sideways scrolling", async () => {
    const w = await openPage(browser, site, { width: 360, height: 740 });
    await w.page.goto(`${site.url}/`);
    await w.page.getByRole("heading", { level: 1 }).waitFor();
    const overflow = await w.page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    assert.ok(overflow <= 0, `the page is ${overflow}px wider than the screen`);
    await shot(w.page, "home-narrow");
    await w.context.close();
  });
});
