/// <reference lib="dom" />
/**
 * How a link to a case loads: the determination is asked for as soon as the frame
 * runs, side by side with the code of the view that shows it, not after that code
 * has come; and it is asked for once. An order of requests, not a time: the
 * figure does not depend on how busy the machine is.
 */

import assert from "node:assert/strict";
import { after, before, describe, it } from "node:test";
import type { Browser } from "playwright-core";
import YAML from "yaml";
import { launch, openPage, type Site, startSite } from "./harness.js";

describe("a link to a case", () => {
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

  it("asks for its determination once, before the view's code has come", async () => {
    const res = await fetch(`${site.url}/v1/examples/borkum-1666/salvage-inside-reefs`);
    assert.equal(res.status, 200);
    const c = YAML.parse(await res.text()) as Record<string, unknown>;
    delete c.expect;
    const link = `${site.url}/#/decide?c=${Buffer.from(JSON.stringify(c), "utf8").toString("base64url")}`;
    const w = await openPage(browser, site);
    const events: string[] = [];
    w.page.on("request", (r) => {
      const path = new URL(r.url()).pathname;
      if (path === "/v1/decide") events.push(`sent ${r.method()} ${path}`);
    });
    w.page.on("requestfinished", (r) => {
      const path = new URL(r.url()).pathname;
      if (/^\/assets\/(DecidePage|DeterminationView)-.*\.js$/.test(path)) events.push(`came ${path}`);
    });
    await w.page.goto(link);
    await w.page.locator("table.shares tr[data-party]").first().waitFor();
    const sent = events.filter((e) => e.startsWith("sent"));
    assert.deepEqual(sent, ["sent POST /v1/decide"], events.join("\n"));
    const firstCame = events.findIndex((e) => e.startsWith("came"));
    assert.ok(firstCame >= 0, events.join("\n"));
    assert.ok(events.indexOf("sent POST /v1/decide") < firstCame, events.join("\n"));
    assert.deepEqual(w.errors, []);
    await w.context.close();
  });
});
