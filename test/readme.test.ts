// test: shared
/**
 * The README's tour case is a real case, shipped as an example: it decides, gives
 * what its expect: block says, and the README shows it and what the command prints
 * for it as scripts/readme-tour.ts writes them now.
 */

import assert from "node:assert/strict";
import { readFileSync } from "node:fs";
import { dirname, join } from "node:path";
import { test } from "node:test";
import { fileURLToPath } from "node:url";
import { CUT, decidedText, TOUR_CASE, withTour } from "../scripts/readme-tour.js";
import { checkText, decideText } from "../src/index.js";

const root = join(dirname(fileURLToPath(import.meta.url)), "..");
const readme = readFileSync(join(root, "README.md"), "utf8");

test("the README's tour case file decides and meets its expect: block", () => {
  const m = /```yaml\n([\s\S]*?)```/.exec(readme);
  assert.ok(m?.[1], "the README has a yaml block");
  assert.equal(m[1], readFileSync(join(root, TOUR_CASE), "utf8"), `the README's case is ${TOUR_CASE}`);
  assert.deepEqual(checkText(m[1], { source: "README.md" }), []);
  const d = decideText(m[1]);
  const harm = d.allocations.find((a) => a.id === "harm");
  assert.ok(harm && readme.includes(`${harm.name} — ${harm.role}`), "the README shows the real table row");
  // The table and the reasons it shows are what the command prints for the case now.
  const shown = /<!-- tour-output[^>]*-->\n```\n([\s\S]*?)\n```\n<!-- \/tour-output -->/.exec(readme)?.[1];
  assert.ok(shown, "the README shows what the command prints");
  assert.match(shown, /\nParty /, "the README shows the table of parties");
  const text = decidedText(root);
  for (const line of shown.split("\n"))
    if (line.trim() !== CUT) assert.ok(text.includes(line), `the command prints: ${line}`);
});

test("the README's tour is what scripts/readme-tour.ts writes from the example now (run it to update)", () => {
  assert.equal(readme, withTour(readme, root));
});

test("the README names the two commands and the test command CI runs", () => {
  assert.match(readme, /^npm ci && npm start\b/m);
  assert.match(readme, /^npm test\b/m);
  const pkg = JSON.parse(readFileSync(join(root, "package.json"), "utf8")) as { scripts: Record<string, string> };
  assert.match(pkg.scripts.start ?? "", /build.*serve/, "npm start builds and serves");
  const ci = readFileSync(join(root, ".ci", "run"), "utf8");
  assert.match(ci, /npm ci/);
  assert.match(ci, /npm test/);
});
