// test: shared
/**
 * Every case file under examples/ decides without error and gives exactly the
 * outcome its own `expect:` block states. An example without an expect: block
 * fails: an example nobody checks proves nothing.
 */

import assert from "node:assert/strict";
import { readdirSync, readFileSync, statSync } from "node:fs";
import { dirname, join, relative } from "node:path";
import { describe, test } from "node:test";
import { fileURLToPath } from "node:url";
import { checkText, decideText } from "../src/index.js";

const root = join(dirname(fileURLToPath(import.meta.url)), "..");
const examplesDir = join(root, "examples");

function caseFiles(dir: string): string[] {
  return readdirSync(dir)
    .flatMap((name) => {
      const p = join(dir, name);
      if (statSync(p).isDirectory()) return caseFiles(p);
      return /\.(ya?ml|json)$/.test(name) ? [p] : [];
    })
    .sort();
}

const files = caseFiles(examplesDir);

describe("examples/", () => {
  test("there are example case files", () => {
    assert.ok(files.length >= 4, `found ${files.length}`);
  });

  for (const file of files) {
    const name = relative(root, file);
    test(`${name} gives the outcome its expect: block states`, () => {
      const text = readFileSync(file, "utf8");
      const problems = checkText(text, { source: name });
      assert.deepEqual(problems, []);
    });

    test(`${name}: the parties' rounded amounts sum to the fund they share`, (t) => {
      const d = decideText(readFileSync(file, "utf8"), { source: name });
      const fund = d.funds[0];
      if (d.allocations.length === 0) {
        // Some situations divide nothing (a duty, an assessment still to be made);
        // then there is no fund to add up, and the check above is the test.
        assert.equal(fund, undefined, "a fund with no one sharing it");
        t.diagnostic("no allocations: nothing to add up");
        return;
      }
      assert.ok(fund, "the determination has a fund");
      const sum = d.allocations.reduce((s, a) => s + BigInt(a.rounded.minor), 0n);
      assert.equal(sum, BigInt(fund.amount.minor));
    });
  }
});
