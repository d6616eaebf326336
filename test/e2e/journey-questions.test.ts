/**
 * A case built through the questions, one answer at a time, for one example of each
 * statute: the shares the page then shows are the command's.
 */

import assert from "node:assert/strict";
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { describe, it } from "node:test";
import YAML from "yaml";
import { openPage, shot, siteForFile } from "./harness.js";
import { build, cliShares, type Json, ROOT, sharesShown } from "./journey.js";

const EXAMPLES = [
  "borkum-1666/salvage-outside-reefs.yaml",
  "dl-vrag/find-anchor-fishermen.yaml",
  "dl-averi/ga-published-livorno-grain.yaml",
];

// One server and one browser for the file; each case has a page (and storage) of its own.
// None writes to the register.
const shared = siteForFile();

describe("a case built through the questions", () => {
  for (const name of EXAMPLES) {
    it(`${name}: answered one question at a time, the shares shown are the command's`, async () => {
      const file = join(ROOT, "examples", name);
      const example = YAML.parse(readFileSync(file, "utf8")) as Record<string, Json>;
      delete example.expect;
      const w = await openPage(shared.browser, shared.site);
      const log = await build(w.page, shared.site, example);
      assert.ok(log.length >= 3, `answered ${log.length} questions`);
      const shown = await sharesShown(w.page);
      // The built case stands on the default readings: the command decides the example so too.
      const plain = { ...example };
      delete plain.readings;
      const tmp = mkdtempSync(join(tmpdir(), "sealaw-journey-"));
      writeFileSync(join(tmp, "case.yaml"), YAML.stringify(plain));
      const cli = cliShares(join(tmp, "case.yaml"));
      rmSync(tmp, { recursive: true, force: true });
      assert.deepEqual([...shown.entries()].sort(), [...cli.entries()].sort(), log.join("\n"));
      await shot(w.page, `journey-${name.replace(/[/.]/g, "-")}`);
      assert.deepEqual(w.foreign, []);
      assert.deepEqual(
        w.errors.filter((e) => !/status of 422/.test(e)),
        [],
      );
      await w.context.close();
    });
  }
});
