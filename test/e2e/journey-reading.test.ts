/**
 * A reading switched in place, on a case opened in the builder: the shares the page
 * shows move to the command's under it, and the case in the URL keeps the reading.
 */

import assert from "node:assert/strict";
import { spawnSync } from "node:child_process";
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, it } from "node:test";
import YAML from "yaml";
import { caseInUrl } from "./enter.js";
import { axe, describeViolations, openPage, shot, siteForFile } from "./harness.js";
import { cliShares, type Json, MAIN, ROOT, same, sharesShown } from "./journey.js";

// One server and one browser for the file. The test writes nothing to the register.
const shared = siteForFile();

describe("a case built through the questions", () => {
  it("a reading switched in place moves the shares to the command's under it", async () => {
    const file = join(ROOT, "examples", "borkum-1666", "salvage-outside-reefs.yaml");
    const example = YAML.parse(readFileSync(file, "utf8")) as Record<string, Json>;
    delete example.expect;
    // The readings the command says bear on the case, and an alternative that moves a share.
    // The one-at-a-time report names them all (in play, brought into play, relied on) and
    // takes a fraction of a second; the full tree of combinations takes seconds and 11 MB.
    const sens = spawnSync(process.execPath, [MAIN, "sensitivity", file, "--json", "--one-at-a-time"], {
      encoding: "utf8",
      maxBuffer: 1 << 28,
    });
    assert.equal(sens.status, 0, sens.stderr);
    const base = cliShares(file);
    const readings = (
      JSON.parse(
        spawnSync(process.execPath, [MAIN, "readings", "--json", "--statute", "borkum-1666"], { encoding: "utf8" })
          .stdout,
      ) as { name: string; default: string; alternatives: { code: string }[] }[]
    ).filter((r) => sens.stdout.includes(`"${r.name}"`));
    let found: { name: string; code: string; isDefault: boolean; shares: Map<string, string> } | undefined;
    for (const r of readings) {
      for (const a of r.alternatives) {
        const s = cliShares(file, [`${r.name}=${a.code}`]);
        if (!same([...s.entries()].sort(), [...base.entries()].sort())) {
          found = { name: r.name, code: a.code, isDefault: a.code === r.default, shares: s };
          break;
        }
      }
      if (found) break;
    }
    assert.ok(found, "some reading moves a share of this example");
    const w = await openPage(shared.browser, shared.site);
    const c = Buffer.from(JSON.stringify(example), "utf8").toString("base64url");
    await w.page.goto(`${shared.site.url}/#/case?c=${c}`);
    assert.deepEqual([...(await sharesShown(w.page)).entries()].sort(), [...base.entries()].sort());
    await w.page.locator(`#reading-${found.name}`).selectOption(found.code);
    const want = [...found.shares.entries()].sort();
    await w.page.waitForFunction(
      (expected) => {
        const rows = [...document.querySelectorAll("table.shares tr[data-party]")].map((tr) => [
          tr.getAttribute("data-party") ?? "",
          tr.querySelector("td.amount")?.textContent?.trim() ?? "",
        ]);
        return JSON.stringify(rows.sort()) === JSON.stringify(expected);
      },
      want,
      { timeout: 15_000 },
    );
    const readingsInCase = ((await caseInUrl(w.page)).readings ?? {}) as Record<string, string>;
    assert.equal(
      readingsInCase[found.name] ?? (found.isDefault ? found.code : undefined),
      found.code,
      "the switched reading is kept in the case in the URL (a default by leaving it out)",
    );
    await shot(w.page, "journey-reading-switched");
    const v = await axe(w.page);
    assert.equal(v.length, 0, describeViolations(v));
    await w.context.close();
  });
});
