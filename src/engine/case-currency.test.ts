// test: shared
/**
 * caseCurrency finds a case's currency without reading its facts, for the register,
 * which must know a lot's currency before it builds the lot's next case. It must
 * find what preparing the case finds: on every example, under its statute's
 * default readings and under each alternative of each reading, the two agree, and
 * a case in one of its statute's own currencies always has one.
 */

import assert from "node:assert/strict";
import { readdirSync, readFileSync } from "node:fs";
import { describe, test } from "node:test";
import { parseCaseText } from "../cases/parse.js";
import { CaseError } from "../core/errors.js";
import { caseCurrency, findStatute, prepare } from "./decide.js";

const root = new URL("../../examples/", import.meta.url);
const files = readdirSync(root).flatMap((dir) =>
  readdirSync(new URL(`${dir}/`, root))
    .filter((f) => f.endsWith(".yaml"))
    .map((f) => `${dir}/${f}`),
);

/** A currency as plain data, to compare. */
const plain = (c: unknown) => JSON.stringify(c, (_k, v) => (typeof v === "bigint" ? `${v}n` : v));

describe("caseCurrency", () => {
  test("finds on every example, under every reading, the currency that preparing the case finds", () => {
    assert.ok(files.length >= 40, `${files.length} example files`);
    let compared = 0;
    for (const file of files) {
      const data = parseCaseText(readFileSync(new URL(file, root), "utf8"), file).data as Record<string, unknown>;
      const statute = findStatute(String(data.statute));
      assert.ok(statute, `${file}: its statute`);
      const own = (data.readings ?? {}) as Record<string, string>;
      const tries: Record<string, string>[] = [{}];
      for (const r of statute.readings) for (const a of r.alternatives) tries.push({ [r.name]: a.code });
      for (const extra of tries) {
        const c = { ...data, readings: { ...extra, ...own } };
        let prepared: ReturnType<typeof prepare>["currency"];
        try {
          prepared = prepare(c, { explanation: false }).currency;
        } catch (e) {
          // A reading that this case's facts or other readings do not admit: nothing to compare.
          if (e instanceof CaseError) continue;
          throw e;
        }
        const found = caseCurrency(c);
        const where = `${file} with ${JSON.stringify(extra)}`;
        if (statute.currencies.includes(prepared.id)) assert.ok(found, `${where}: no currency found`);
        if (found) assert.equal(plain(found), plain(prepared), where);
        compared++;
      }
    }
    assert.ok(compared > files.length, `${compared} cases compared`);
  });

  test("finds none where preparing would refuse the statute, the currency or a reading", () => {
    assert.equal(caseCurrency({ statute: "no-such-statute" }), undefined);
    assert.equal(caseCurrency({ statute: "dl-vrag", currency: "florin" }), undefined);
    assert.equal(caseCurrency({ statute: "dl-vrag", readings: { no_such_reading: "R1" } }), undefined);
    assert.equal(caseCurrency({ statute: "dl-vrag", readings: "R1" }), undefined);
    assert.ok(caseCurrency({ statute: "dl-vrag" }));
  });
});
