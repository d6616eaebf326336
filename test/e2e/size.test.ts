/// <reference lib="dom" />
/**
 * What a link to a case costs a reader: opening #/decide?c=… in a fresh browser,
 * the JavaScript fetched before the determination's shares are shown, gzipped as
 * a server would send it, stays under 40 KB. A size, not a time: the figure does
 * not depend on how busy the machine is.
 */

import assert from "node:assert/strict";
import { after, before, describe, it } from "node:test";
import { gzipSync } from "node:zlib";
import type { Browser } from "playwright-core";
import YAML from "yaml";
import { launch, openPage, type Site, startSite } from "./harness.js";

const LIMIT = 40 * 1024;

describe("the size of a link to a case", () => {
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

  for (const name of ["borkum-1666/salvage-inside-reefs", "dl-vrag/find-anchor-fishermen"]) {
    it(`${name}: the JavaScript before the determination is under 40 KB gzipped`, async (t) => {
      const res = await fetch(`${site.url}/v1/examples/${name}`);
      assert.equal(res.status, 200, name);
      const c = YAML.parse(await res.text()) as Record<string, unknown>;
      delete c.expect;
      const link = `${site.url}/#/decide?c=${Buffer.from(JSON.stringify(c), "utf8").toString("base64url")}`;

      const w = await openPage(browser, site);
      const scripts = new Map<string, number>();
      const reading: Promise<void>[] = [];
      let shown = false;
      w.page.on("response", (r) => {
        if (shown || r.request().resourceType() !== "script") return;
        reading.push(
          r.body().then(
            (body) => void scripts.set(r.url(), gzipSync(body, { level: 9 }).length),
            () => undefined,
          ),
        );
      });
      await w.page.goto(link);
      await w.page.locator("table.shares tr[data-party]").first().waitFor();
      shown = true;
      await Promise.all(reading);
      const total = [...scripts.values()].reduce((a, b) => a + b, 0);
      t.diagnostic(
        `${scripts.size} scripts, ${(total / 1024).toFixed(1)} KB gzipped: ${[...scripts]
          .map(([u, n]) => `${new URL(u).pathname} ${(n / 1024).toFixed(1)}`)
          .join(", ")}`,
      );
      assert.ok(scripts.size > 0, "the page's scripts were seen");
      assert.ok(total < LIMIT, `${(total / 1024).toFixed(1)} KB of JavaScript gzipped before the determination`);
      assert.deepEqual(w.foreign, []);
      assert.deepEqual(w.errors, []);
      await w.context.close();
    });
  }
});
