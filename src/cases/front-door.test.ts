// test: shared
/**
 * What a case file can do to the front door: a case that does not fit ends in a
 * CaseError that names the place, never in another exception. One test for each
 * kind of input that once got through, over every kind of case it can reach.
 */

import assert from "node:assert/strict";
import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, test } from "node:test";
import { fileURLToPath } from "node:url";
import { parse } from "yaml";
import { CaseError, MAX_LISTED_ISSUES } from "../core/errors.js";
import { decide } from "../engine/decide.js";
import { decideText } from "../index.js";
import { questions } from "../questions/questions.js";

const root = fileURLToPath(new URL("../../", import.meta.url));

type CaseData = Record<string, unknown> & { facts: Record<string, unknown> };

/** One shipped example of each statute and kind, as data. */
function oneOfEachKind(): Map<string, { file: string; data: CaseData }> {
  const out = new Map<string, { file: string; data: CaseData }>();
  for (const dir of readdirSync(join(root, "examples")).sort()) {
    for (const f of readdirSync(join(root, "examples", dir)).sort()) {
      const file = join(root, "examples", dir, f);
      const data = parse(readFileSync(file, "utf8")) as CaseData;
      const key = `${data.statute}/${data.kind}`;
      if (!out.has(key)) out.set(key, { file, data });
    }
  }
  return out;
}

const EXAMPLES = oneOfEachKind();

function example(key: string): CaseData {
  const e = EXAMPLES.get(key);
  assert.ok(e, `an example of ${key} is shipped`);
  return structuredClone(e.data);
}

/** The CaseError `f` throws; fails the test on anything else. */
function caseError(f: () => unknown): CaseError {
  try {
    f();
  } catch (e) {
    if (e instanceof CaseError) return e;
    assert.fail(`expected a CaseError, got ${(e as Error).name}: ${(e as Error).message}`);
  }
  assert.fail("expected a CaseError, but the case was decided");
}

describe("facts that are not a mapping", () => {
  test("every kind of every statute has an example to start from", () => {
    assert.equal(EXAMPLES.size, 12);
  });
  for (const [key] of EXAMPLES) {
    for (const facts of [null, [], 7, "text", true]) {
      test(`${key}: facts: ${JSON.stringify(facts)} is refused at facts`, () => {
        const err = caseError(() => decide({ ...example(key), facts }, { source: "c.yaml" }));
        assert.ok(
          err.issues.some((i) => /^facts\b/.test(i.path) && /mapping/.test(`${i.message} ${i.expected}`)),
          err.message,
        );
      });
    }
  }
});

describe("names from the input are never looked up on an object's prototype", () => {
  const BUILT_IN = ["toString", "constructor", "valueOf", "__proto__", "hasOwnProperty"];
  for (const name of BUILT_IN) {
    test(`a collision's incident.type of "${name}" is refused at incident.type`, () => {
      const c = example("dl-averi/collision");
      c.facts.incident = { ...(c.facts.incident as object), type: name };
      const err = caseError(() => decide(c, { source: "c.yaml" }));
      assert.ok(
        err.issues.some((i) => i.path.startsWith("facts.incident.type")),
        err.message,
      );
    });
  }

  test("a reading named __proto__ in the file is refused, as any unknown reading is", () => {
    const c = example("borkum-1666/salvage");
    c.readings = JSON.parse('{"__proto__": "R1"}') as Record<string, string>;
    const err = caseError(() => decide(c, { source: "c.yaml" }));
    assert.match(err.message, /readings.*__proto__/);
  });

  test("a reading named __proto__ given with the decision is refused", () => {
    const overrides = Object.create(null) as Record<string, string>;
    Object.defineProperty(overrides, "__proto__", { value: "R1", enumerable: true });
    const err = caseError(() => decide(example("borkum-1666/salvage"), { readings: overrides }));
    assert.match(err.message, /unknown reading "__proto__"/);
  });

  test("readings named after built-in properties are unknown readings", () => {
    for (const name of ["toString", "constructor", "hasOwnProperty"]) {
      const c = example("dl-vrag/salvage");
      c.readings = { [name]: "R1" };
      const err = caseError(() => decide(c));
      assert.match(err.message, new RegExp(`unknown reading "${name}"`));
    }
  });

  test("a __proto__ key anywhere in a case is refused with its path", () => {
    const c = example("dl-averi/collision");
    const people = c.facts.people as Record<string, unknown>[];
    people[0] = JSON.parse(`{"__proto__": {"id": "x"}, ${JSON.stringify(people[0]).slice(1)}`) as Record<
      string,
      unknown
    >;
    const err = caseError(() => decide(c, { source: "c.yaml" }));
    assert.ok(
      err.issues.some((i) => i.path === "facts.people[0].__proto__"),
      err.message,
    );
  });

  test("an expect: block keyed by __proto__ is refused, not dropped", () => {
    const c = example("borkum-1666/salvage");
    c.expect = JSON.parse('{"parts": {"__proto__": 3}}') as object;
    const err = caseError(() => decide(c));
    assert.ok(
      err.issues.some((i) => i.path === "expect.parts.__proto__"),
      err.message,
    );
  });

  test("an assessed share or reward share keyed by a built-in name is an unknown ship or person", () => {
    const c = example("dl-averi/shipwreck");
    c.facts.assessed = { ...((c.facts.assessed as object) ?? {}), reward_shares: { constructor: 1 } };
    const err = caseError(() => decide(c));
    assert.ok(
      err.issues.some((i) => i.path.startsWith("facts.assessed.reward_shares.constructor")),
      err.message,
    );
  });
});

describe("counts of persons", () => {
  const group = (count: number, n: number) => ({
    id: `group-${n}`,
    name: `group ${n}`,
    roles: ["householder"],
    count,
    helped: true,
  });
  for (const key of ["dl-vrag/salvage", "borkum-1666/salvage", "borkum-1666/pilotage", "borkum-1666/wreck"]) {
    test(`${key}: a count of 2^53-1, or two of 2^52, is refused at the count`, () => {
      for (const rows of [[group(2 ** 53 - 1, 1)], [group(2 ** 52, 1), group(2 ** 52, 2)]]) {
        const c = example(key);
        const people = c.facts.people as unknown[];
        const at = people.length;
        c.facts.people = [...people, ...rows];
        const err = caseError(() => decide(c, { source: "c.yaml" }));
        assert.ok(
          err.issues.some((i) => i.path.startsWith(`facts.people[${at}].count`) && /at most/.test(`${i.expected}`)),
          err.message,
        );
      }
    });
  }
  test("the largest count allowed is decided without error", () => {
    const c = example("dl-vrag/salvage");
    c.facts.people = [...(c.facts.people as unknown[]), group(1_000_000, 1), group(1_000_000, 2)];
    const d = decide(c);
    assert.match(JSON.stringify(d), /group-1/);
  });
});

describe("a missing amount", () => {
  for (const key of ["dl-vrag/salvage", "borkum-1666/salvage", "borkum-1666/pilotage"]) {
    test(`${key}: says the amount is missing, with its line`, () => {
      const { file } = EXPECT_KIND(key);
      const text = readFileSync(file, "utf8").replace(/^ {2}(salvage_money|pilot_money):.*$/m, "");
      const err = caseError(() => decideText(text, { source: "c.yaml" }));
      const issue = err.issues.find((i) => /^facts\.(salvage_money|pilot_money)/.test(i.path));
      assert.ok(issue, err.message);
      assert.match(issue.path, /\(line \d+\)/);
      assert.equal(issue.message, "the field is missing");
      assert.doesNotMatch(err.message, /undefined/);
    });
  }
});

function EXPECT_KIND(key: string): { file: string } {
  const e = EXAMPLES.get(key);
  assert.ok(e);
  return e;
}

describe("dates at the edges of the calendar", () => {
  const FIELDS: [string, (c: CaseData, d: string) => void, RegExp][] = [
    [
      "dl-vrag/wreck",
      (c, d) => {
        c.facts.keeping = { ...(c.facts.keeping as object), registered: d };
      },
      /^facts\.keeping\.registered/,
    ],
    [
      "dl-vrag/find",
      (c, d) => {
        c.facts.valuation = { ...(c.facts.valuation as object), date: d };
      },
      /^facts\.valuation\.date/,
    ],
    [
      "dl-averi/general_average",
      (c, d) => {
        (c.facts.ship as Record<string, unknown>).valuation_made_known = `${d}T12:00`;
      },
      /^facts\.ship\.valuation_made_known/,
    ],
  ];
  for (const [key, set, path] of FIELDS) {
    for (const date of ["9999-12-31", "0001-01-01", "1690-02-30", "1690-13-01"]) {
      test(`${key}: ${date} is refused at the field, as a CaseError`, () => {
        const c = example(key);
        set(c, date);
        const err = caseError(() => decide(c, { source: "c.yaml" }));
        assert.ok(
          err.issues.some((i) => path.test(i.path)),
          err.message,
        );
        assert.match(err.message, /^c\.yaml:/);
      });
    }
  }
  test("a date well inside the calendar is still read", () => {
    const c = example("dl-vrag/wreck");
    c.facts.keeping = { ...(c.facts.keeping as object), registered: "1690-03-16" };
    assert.ok(decide(c));
  });
});

describe("messages", () => {
  test("a 200,000-digit number is not echoed whole", () => {
    const digits = "9".repeat(200_000);
    const variants: ((c: CaseData) => void)[] = [
      (c) => {
        c.facts.salvage_money = `${digits}x`;
      },
      (c) => {
        c.facts.salvage_money = `0.${digits}`;
      },
      (c) => {
        c.facts.salvage_money = `${digits}/7`;
      },
      (c) => {
        c.kind = digits;
      },
      (c) => {
        const ship = (c.facts.ships as Record<string, unknown>[])[0] as Record<string, unknown>;
        ship.owners = [{ person: ship.skipper, share: digits }];
      },
      (c) => {
        (c.facts.people as Record<string, unknown>[]).push({ id: "x", count: digits });
      },
    ];
    for (const change of variants) {
      const c = example("dl-vrag/salvage");
      change(c);
      const err = caseError(() => decide(c, { source: "c.yaml" }));
      assert.ok(err.message.length < 2_000, `the message is ${err.message.length} characters long`);
    }
  });

  test("a problem the rules find names the file, not 'case'", () => {
    const c = example("dl-vrag/salvage");
    const people = c.facts.people as Record<string, unknown>[];
    const skipper = people.findIndex((p) => p.id === (c.facts.ships as Record<string, unknown>[])[0]?.skipper);
    assert.ok(skipper >= 0);
    (people[skipper] as Record<string, unknown>).count = 2;
    const err = caseError(() => decide(c, { source: "anna.yaml" }));
    assert.match(err.message, /^anna\.yaml: /);
    assert.ok(
      err.issues.some((i) => i.path === `facts.people[${skipper}].count`),
      err.message,
    );
  });
});

describe("duplicate ids and dangling references", () => {
  test("a thousand things with one id: every problem is carried, the message lists the first hundred", () => {
    const c = example("dl-averi/collision");
    const people = c.facts.people as Record<string, unknown>[];
    for (let i = 0; i < 1000; i++) people.push(structuredClone(people[0] as Record<string, unknown>));
    const err = caseError(() => decide(c, { source: "c.yaml" }));
    assert.ok(err.issues.length >= 1000, `${err.issues.length} issues`);
    assert.match(err.message, new RegExp(`^c\\.yaml: ${err.issues.length} problems\n`));
    assert.equal(err.message.split("\n").filter((l) => l.startsWith("  - ")).length, MAX_LISTED_ISSUES + 1);
    assert.match(
      err.message,
      new RegExp(
        `and ${(err.issues.length - MAX_LISTED_ISSUES).toLocaleString("en")} more \\(the first 100 are listed\\)$`,
      ),
    );
    assert.ok(err.message.length < 30_000, `the message is ${err.message.length} characters long`);
  });

  for (const [key] of EXAMPLES) {
    // Every id renamed, every reference left as it was: nothing the facts name is listed.
    test(`${key}: questions on a case whose references all dangle end in a report or decide's CaseError`, () => {
      const c = example(key);
      const rename = (v: unknown): void => {
        if (Array.isArray(v)) v.forEach(rename);
        else if (v !== null && typeof v === "object") {
          const o = v as Record<string, unknown>;
          if (typeof o.id === "string") o.id = `renamed-${o.id}`;
          Object.values(o).forEach(rename);
        }
      };
      rename(c.facts);
      let decided: CaseError | undefined;
      try {
        decide(c, { source: "c.yaml" });
      } catch (e) {
        decided = e instanceof CaseError ? e : assert.fail(`decide: ${(e as Error).name}: ${(e as Error).message}`);
      }
      try {
        questions(c, { source: "c.yaml" });
      } catch (e) {
        assert.ok(e instanceof CaseError, `expected a CaseError, got ${(e as Error).name}: ${(e as Error).message}`);
        assert.deepEqual(e.issues, decided?.issues);
      }
    });
  }

  test("questions on a salvage whose wrecked ship took another's id end in decide's CaseError", () => {
    const c = example("dl-vrag/salvage");
    const ships = c.facts.ships as Record<string, unknown>[];
    const people = c.facts.people as Record<string, unknown>[];
    (ships[0] as Record<string, unknown>).id = (people[1] as Record<string, unknown>).id;
    const err = caseError(() => questions(c, { source: "c.yaml" }));
    assert.ok(
      err.issues.some((i) => i.path === "facts.shipwreck.ship"),
      err.message,
    );
  });
});

describe("money with no one to bear it", () => {
  test("a collision whose assessors gave no shares at all is refused at the shares, not split over nobody", () => {
    const drifting = parse(
      readFileSync(join(root, "examples", "dl-averi", "collision-drifting.yaml"), "utf8"),
    ) as CaseData;
    (drifting.facts.incident as Record<string, unknown>).assessed = { by: "three seafaring men", shares: {} };
    const err = caseError(() => decide(drifting, { source: "c.yaml" }));
    assert.ok(
      err.issues.some(
        (i) => i.path === "facts.incident.assessed.shares" && /give a share for every ship/.test(i.message),
      ),
      err.message,
    );
  });

  test("the costs on the goods after a grounding with no goods kept are not drawn up, by value or by quantity", () => {
    const c = parse(readFileSync(join(root, "examples", "dl-averi", "ga-grounding-lighters.yaml"), "utf8")) as CaseData;
    delete c.facts.cargo;
    delete c.expect;
    for (const basis of ["R1", "R2"]) {
      const d = decide(c, { source: "c.yaml", readings: { goods_cost_basis: basis } });
      assert.ok(
        d.warnings.some((w) => /costs on the goods after the grounding.*cannot be drawn up/.test(w.message)),
        `${basis}: ${JSON.stringify(d.warnings)}`,
      );
    }
  });
});
