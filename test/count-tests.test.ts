// test: shared
/** scripts/count-tests.ts counts the calls written in a file's code, and only there. */

import assert from "node:assert/strict";
import { test } from "node:test";
import { counted, countText } from "../scripts/count-tests.js";

test("test() and it() are counted where written, and assert() and assert.x() calls, not words in comments or strings", () => {
  const text = `
import assert from "node:assert/strict";
// test("in a comment") and assert.equal(1, 1) are not calls
/* it("nor here"), assert(false) */
describe("a suite", () => {
  for (const n of [1, 2, 3]) {
    test(\`case \${n}\`, () => {
      assert.equal(n, n);
      assert(n > 0, "test(x) in a string is no call");
    });
  }
  it("one more", () => {
    assert.strict.deepEqual([1], [1]);
    assert.ok(true);
    fc.assert(fc.property(fc.nat(), () => true));
    t.assert;
  });
});
`;
  assert.deepEqual(countText("x.test.ts", text), { files: 1, tests: 2, asserts: 4 });
});

test("the files counted: tests under src/ and test/, the helpers under test-support/ and test/", () => {
  assert.equal(counted("src/core/rational.test.ts"), true);
  assert.equal(counted("src/law/dl-averi/test-support/decide.ts"), true);
  assert.equal(counted("test/properties/support.ts"), true);
  assert.equal(counted("src/core/rational.ts"), false);
  assert.equal(counted("test/e2e/tsconfig.json"), false);
});
