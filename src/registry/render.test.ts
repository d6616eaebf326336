// test: shared
/**
 * `register show` prints what `--json` has. A loss shared in kind (dl-averi/33:
 * bulk goods taken by pirates are made good "af det andet gods", out of the rest of
 * the heap, by quantity) is a division of goods, not of money: the show names, for
 * every interest, the quantity it shared by, what it bears and what is left to it.
 */

import assert from "node:assert/strict";
import { readFileSync } from "node:fs";
import { dirname, join } from "node:path";
import { test } from "node:test";
import { fileURLToPath } from "node:url";
import { parseCaseText } from "../cases/parse.js";
import { Rational } from "../core/rational.js";
import type { CaseFile } from "./kinds.js";
import { Register } from "./register.js";
import { renderShown } from "./render.js";
import { STORES } from "./test-support/stores.js";

const root = join(dirname(fileURLToPath(import.meta.url)), "..", "..");

test("dl-averi/33: a loss shared in kind is shown in kind, every interest with what it bears and keeps", async () => {
  const kind = STORES.find((k) => k.name === "sqlite");
  assert.ok(kind);
  const t = await kind.make();
  try {
    const r = new Register(t.store);
    const path = "dl-averi/ga-pirates-bulk.yaml";
    const c = parseCaseText(readFileSync(join(root, "examples", path), "utf8"), path).data as CaseFile;
    const id = (await r.add({ case: c, date: "1690-09-01", actor: "clerk" })).lot?.id as string;
    const s = await r.show(id);
    const text = renderShown(s);
    const withShares = (s.determination.averages ?? []).filter((a) => a.shares);
    assert.ok(withShares.length > 0);
    for (const a of withShares) {
      const q = a.shares;
      assert.ok(q);
      // What the JSON has, the text has: the unit, the loss, and each line's owner, quantity, share borne and kept.
      assert.ok(text.includes(a.label), `the average ${a.id} is named`);
      let borne = Rational.ZERO;
      for (const l of q.lines) {
        const line = text.split("\n").find((x) => x.includes(l.label));
        assert.ok(line, `${l.label} is shown`);
        assert.match(line, new RegExp(`\\b${l.owner}\\b`));
        assert.ok(line.includes(`${l.quantity} ${q.unit}`), line);
        if (l.bears !== undefined) assert.ok(line.includes(`bears ${l.bears} ${q.unit}`), line);
        if (l.receives !== undefined) assert.ok(line.includes(`keeps ${l.receives} ${q.unit}`), line);
        borne = borne.add(Rational.parse(l.bears ?? "0"));
      }
      // In kind the shares are the loss: what the interests bear is what was taken, to the last part.
      if (q.lost !== undefined) assert.ok(borne.eq(Rational.parse(q.lost)));
    }
  } finally {
    await t.cleanup();
  }
});
