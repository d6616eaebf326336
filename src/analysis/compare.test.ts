// test: shared
import assert from "node:assert/strict";
import { readFileSync } from "node:fs";
import { test } from "node:test";
import { parseCaseText } from "../cases/parse.js";
import { stillNeeded } from "../questions/carried.js";
import { compare } from "./compare.js";
import { renderComparison } from "./render.js";

const load = (path: string): unknown => parseCaseText(readFileSync(path, "utf8"), path).data;
const amount = (cell: { amounts: { value: string }[] } | undefined): string | undefined => cell?.amounts[0]?.value;

test("compare: Borkum's foot-strand goods are wreck under the Danish Law, and the mapping says so", () => {
  const c = compare(load("examples/borkum-1666/foot-strand.yaml"), "dl-vrag");
  assert.equal(c.left.statute, "borkum-1666");
  assert.equal(c.right.statute, "dl-vrag");
  assert.equal(c.right.kind, "wreck");
  assert.ok(c.right.covered, c.right.reason);
  assert.ok(c.mappings.some((m) => m.from === "facts.came_ashore_by_itself" && m.to === "kind: wreck"));
  assert.ok(c.mappings.some((m) => m.to === "facts.salvage_reward.amount"));
  // Borkum divides the money among the helpers (6.7); the Danish Law keeps the goods for their owner (dl-vrag/9).
  const helpers = c.parties.find((p) => p.party === "helpers");
  assert.equal(amount(helpers?.left), "150");
  assert.deepEqual(helpers?.left?.provisions, ["borkum-1666/6.7"]);
  assert.equal(helpers?.right, undefined);
  assert.ok(c.right.provisions.includes("dl-vrag/9"));
  assert.ok(c.onlyLeft.includes("helped"), "only Borkum reads who helped");
  assert.ok(c.onlyRight.includes("living_people"), "only the Danish Law reads whether anyone was with the goods");
  const text = renderComparison(c);
  assert.match(text, /Borkum calls them foot-strand goods/);
  assert.match(text, /Receipt \(dl-vrag\)/);
});

test("compare: wreck carries over as it is; both statutes' provisions are shown party by party", () => {
  const c = compare(load("examples/borkum-1666/wreck-divided.yaml"), "dl-vrag");
  assert.ok(c.right.covered, c.right.reason);
  assert.equal(c.right.kind, "wreck");
  assert.ok(c.mappings.some((m) => /carry over as they are/.test(m.how)));
  const households = c.parties.find((p) => p.party === "households");
  assert.equal(amount(households?.left), "300");
  assert.ok(households?.left?.provisions.some((p) => p.startsWith("borkum-1666/8")));
  assert.ok(c.left.receipt && c.right.receipt);
});

test("compare: a Danish wreck of merchants' goods goes to Borkum as foot-strand goods, its rigsdaler as u", () => {
  const c = compare(load("examples/dl-vrag/wreck-unclaimed.yaml"), "borkum-1666");
  assert.ok(c.mappings.some((m) => m.to === "currency: u" && /no rate of exchange/.test(m.how)));
  assert.equal(c.right.kind, "salvage");
  assert.ok(c.right.covered, c.right.reason);
  assert.equal(c.right.determination?.currency, "u");
  assert.ok(c.mappings.some((m) => /foot-strand goods under Borkum 6.7/.test(m.how)));
  assert.equal(amount(c.parties.find((p) => p.party === "king")?.left), "34");
});

/** The example without the facts named, at the top of its facts or in its items. */
function without(path: string, drop: (facts: Record<string, unknown>) => void): unknown {
  const data = structuredClone(load(path)) as { facts: Record<string, unknown> };
  drop(data.facts);
  return data;
}

test("compare: a wreck with a boat in it is not forced into Borkum's foot-strand; the boat drifted ashore is wreck (8.1)", () => {
  const path = "examples/dl-vrag/wreck-private-foreshore.yaml";
  const c = compare(load(path), "borkum-1666");
  assert.equal(c.right.kind, "wreck");
  assert.ok(c.right.covered, c.right.reason);
  assert.ok(c.right.provisions.includes("borkum-1666/8.1"));
  assert.equal(amount(c.parties.find((p) => p.party === "rosenvold")?.left), "18");
  // Whether the boat drifted ashore is read by Borkum only: without it, Borkum's own reason is given.
  const bare = compare(
    without(path, (f) => {
      delete (f.items as Record<string, unknown>[])[0]?.drifted_ashore;
    }),
    "borkum-1666",
  );
  assert.equal(bare.right.covered, false);
  assert.match(bare.right.reason ?? "", /boat .* has not drifted ashore/);
});

test("compare: a situation the other statute does not cover is said plainly, not forced", () => {
  const salvage = compare(
    without("examples/borkum-1666/salvage-inside-reefs.yaml", (f) => {
      delete f.shipwreck;
    }),
    "dl-vrag",
  );
  assert.equal(salvage.right.covered, false);
  assert.match(salvage.right.reason ?? "", /ship lost by storm or other misfortune with her people aboard/);
  assert.match(renderComparison(salvage), /NOT COVERED/);
  const find = compare(load("examples/dl-vrag/find-open-sea.yaml"), "borkum-1666");
  assert.equal(find.right.covered, false);
  assert.match(find.right.reason ?? "", /no rule on things found at sea/);
  assert.ok(find.parties.some((p) => p.party === "king" && amount(p.left) === "42"));
});

test("compare: an unknown statute, or the case's own, is a usage error", () => {
  const ex = load("examples/borkum-1666/foot-strand.yaml");
  assert.throws(() => compare(ex, "dl-vrg"), { name: "UsageError", message: /unknown statute "dl-vrg"/ });
  assert.throws(() => compare(ex, "borkum-1666"), { name: "UsageError", message: /already under borkum-1666/ });
});

test("compare: Borkum pilot money goes to the Danish Law as the wage of the pilot who went", () => {
  const c = compare(load("examples/borkum-1666/pilotage-surplus.yaml"), "dl-averi");
  assert.ok(c.right.covered, c.right.reason);
  assert.equal(c.right.kind, "pilot_hire");
  assert.ok(c.mappings.some((m) => m.from === "facts.offers" && /lowest offer/.test(m.how)));
  assert.ok(
    c.mappings.some((m) => /supplied/.test(m.how)),
    "the supplied skipper is said",
  );
  // Borkum shares the surplus with the company on the beach; the Danish Law knows no such company.
  assert.equal(amount(c.parties.find((p) => p.party === "klaas")?.left), "7/5");
  assert.ok(c.onlyLeft.includes("on_beach"));
  assert.ok(!c.onlyLeft.includes("klaas"), "person ids are not listed as facts");
  assert.ok(c.right.determination?.obligations.some((o) => o.provisions.includes("dl-averi/54")));
});

test("compare: pilotage by whole ships has no Danish counterpart; a pilot hired alone earns no Borkum pilot money", () => {
  const whole = compare(load("examples/borkum-1666/pilotage-whole-ship.yaml"), "dl-averi");
  assert.equal(whole.right.covered, false);
  assert.match(whole.right.reason ?? "", /'mit ganzen Schiffen'/);
  const back = compare(load("examples/dl-averi/pilot-wage-over-goods.yaml"), "borkum-1666");
  assert.equal(back.right.covered, false);
  assert.match(back.right.reason ?? "", /'alle diejenigen, welche sich nun an dem Strand befinden/);
});

test("compare: what each side's law asks besides money names the party as the case does, not by its id", () => {
  for (const [file, other] of [
    ["examples/borkum-1666/pilotage-aground-leaking.yaml", "dl-averi"],
    ["examples/borkum-1666/foot-strand.yaml", "dl-vrag"],
  ] as const) {
    const data = load(file) as { facts: { people?: { id: string; name?: string }[] } };
    const c = compare(data, other);
    const text = renderComparison(c);
    const besides = text.split("\n\n").filter((b) => /besides money:/.test(b));
    assert.ok(besides.length > 0, `${file}: something besides money`);
    const lines = besides.flatMap((b) => b.split("\n").slice(1));
    for (const p of data.facts.people ?? [])
      for (const line of lines) assert.ok(!line.startsWith(`  ${p.id}:`), `${file}: "${line}" names ${p.id} by id`);
    // An office no party of the case holds is named in words too.
    for (const line of lines) assert.doesNotMatch(line, /^ {2}[a-z0-9]+(-[a-z0-9]+)+:/, `${file}: "${line}"`);
  }
});

test("compare: a refusal tells a person what to answer, in words, and the JSON keeps the fact's path", () => {
  const data = load("examples/dl-vrag/wages-after-wreck.yaml") as { facts: Record<string, unknown> };
  delete data.facts.came_ashore_by_itself;
  const c = compare(data, "borkum-1666");
  assert.equal(c.right.covered, false);
  assert.match(c.right.reason ?? "", /came ashore by themselves/);
  assert.doesNotMatch(c.right.reason ?? "", /\b[a-z]+_[a-z_]+\b/, "no field's name in words meant for a person");
  assert.doesNotMatch(renderComparison(c), /came_ashore_by_itself/);
  const still = stillNeeded(c.carried, c.sameFacts === true);
  assert.ok(still?.needed.some((q) => q.path === "facts.came_ashore_by_itself"));
});
