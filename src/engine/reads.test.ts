import assert from "node:assert/strict";
import { readFileSync } from "node:fs";
import { test } from "node:test";
import { parse } from "yaml";
import { Money, RIGSDALER } from "../core/money.js";
import { decide, UNREAD_NOTE } from "./decide.js";
import { trackReads, unreadFacts } from "./reads.js";

test("the facts are read through a Proxy that notes each path, lists by their items, amounts untouched", () => {
  const amount = Money.zero(RIGSDALER);
  const { facts, read } = trackReads({ ship: { id: "s", value: amount }, cargo: [{ id: "a", heap: "h" }], unused: 1 });
  assert.equal(facts.ship.value, amount, "an amount is handed over as it is");
  assert.equal(facts.cargo.map((c) => c.heap).join(), "h");
  assert.deepEqual([...read].sort(), ["cargo", "cargo[]", "cargo[].heap", "ship", "ship.value"]);
  const given = { ship: { id: "s", value: 5 }, cargo: [{ id: "a", heap: "h", weight: 3 }], unused: 1 };
  assert.deepEqual(unreadFacts(given, read), ["cargo[].weight", "unused"], "ids are descriptive and never listed");
});

test("a fact the kind accepts but does not read in this situation gets a warning; the facts it reads do not", () => {
  const data = parse(readFileSync("examples/dl-averi/ga-jettison-and-mast.yaml", "utf8"));
  const quiet = decide(data);
  assert.ok(!quiet.warnings.some((w) => /charterer_choice|ship\.valuation\b/.test(w.message)));
  // The heap of a parcel is read only for bulk goods taken by pirates: here it is not read.
  data.facts.cargo[0].heap = "hold-1";
  const d = decide(data);
  const w = d.warnings.find((x) => x.message.startsWith(UNREAD_NOTE));
  assert.match(w?.message ?? "", /facts\.cargo\[\]\.heap/);
  assert.doesNotMatch(w?.message ?? "", /facts\.cargo\[\]\.value/);
  // Without the explanation the facts go to the rules as they are, and no note is made.
  const bare = decide(data, { explanation: false });
  assert.ok(!bare.warnings.some((x) => x.message.startsWith(UNREAD_NOTE)));
});
