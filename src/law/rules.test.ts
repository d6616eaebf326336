// test: shared
/**
 * The rules can be listed: each statute exports its rules with their provisions,
 * readings, exceptions and the place they are defined, and `sealaw provisions ID`
 * and the API show the rules that implement a provision.
 */

import assert from "node:assert/strict";
import { existsSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, it } from "node:test";
import { formatRules } from "../core/rule-list.js";
import { allRules, rulesFor, STATUTES } from "./index.js";
import { loadAllProvisions } from "./texts.js";

const ROOT = join(import.meta.dirname, "..", "..");

describe("the rules listed", () => {
  it("every statute lists rules, each of its own, named once, citing provisions that exist", async () => {
    const known = new Set((await loadAllProvisions()).map((p) => p.id as string));
    const seen = new Set<string>();
    for (const s of STATUTES) {
      const rules = s.rules();
      assert.ok(rules.length > 0, `${s.id} lists no rule`);
      for (const r of rules) {
        assert.ok(r.id.startsWith(`${s.id}/`), `${r.id} is listed under ${s.id}`);
        assert.ok(!seen.has(r.id), `${r.id} is listed twice`);
        seen.add(r.id);
        for (const p of r.provisions) assert.ok(known.has(p), `${r.id} cites ${p}, which is no provision`);
      }
    }
  });

  it("a rule's listed source line is where its id is written (or the rule maker that writes it)", () => {
    for (const r of allRules()) {
      assert.ok(r.source, `${r.id} has no source`);
      const [file, line] = (r.source as string).split(":");
      const path = join(ROOT, file as string);
      assert.ok(existsSync(path), `${r.id}: ${file} does not exist`);
      const lines = readFileSync(path, "utf8").split("\n");
      const n = Number(line);
      // The id stands within the definition that starts at the listed line.
      const near = lines.slice(n - 1, n + 3).join("\n");
      const tag = r.id.slice(r.id.indexOf("#") + 1);
      assert.ok(near.includes(r.id) || near.includes("id: `") || near.includes(tag), `${r.id} not at ${r.source}`);
    }
  });

  it("dl-averi/23 is implemented by the valuation of the ship and the contribution at that value", () => {
    // 'skal skipperen sætte skibet på penge, ligesom han det selv ville beholde'
    const ids = rulesFor("dl-averi/23").map((r) => r.id);
    assert.ok(ids.includes("dl-averi/23#valuation"), ids.join(", "));
    for (const r of rulesFor("dl-averi/23")) assert.ok(r.provisions.includes("dl-averi/23"));
    const text = formatRules(rulesFor("dl-averi/23"));
    assert.match(text, /^Rules that implement it \(\d+\):/);
    assert.match(text, /dl-averi\/23#valuation: the skipper shall put a money value on the ship/);
    assert.match(text, /defined at: src\/law\/dl-averi\/general-average-valuation\.ts:\d+/);
  });

  it("an exception is listed with its base, and a provision no rule names says so", () => {
    const base = allRules().find((r) => r.exceptions.length > 0);
    assert.ok(base);
    for (const e of base.exceptions)
      assert.ok(
        allRules().some((r) => r.id === e),
        `${base.id}: exception ${e} unlisted`,
      );
    assert.deepEqual(rulesFor("no-such-statute/1"), []);
    assert.match(formatRules([]), /none/);
  });
});
