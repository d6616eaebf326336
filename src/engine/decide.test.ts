import assert from "node:assert/strict";
import { readdirSync, readFileSync } from "node:fs";
import { describe, test } from "node:test";
import { parseCaseText } from "../cases/parse.js";
import type { Determination } from "../core/determination.js";
import { CaseError } from "../core/errors.js";
import { decideText } from "../index.js";
import { canonicalJson, decide, findStatute, withoutExplanation } from "./decide.js";

const EX01 = `
version: 1
statute: borkum-1666
kind: salvage
title: EX-01
currency: u
readings: { officials_parts_scope: R2 } # as EX-01 names it
facts:
  place: outside_reefs
  salvage_money: 120
  ships:
    - id: harms-ship
      skipper: harm
      owners: [{ person: harm, share: 1 }]
  people:
    - { id: harm, roles: [householder, skipper], aboard: harms-ship, helped: true }
    - { id: jan, roles: [householder], aboard: harms-ship, helped: true }
    - { id: eilert, roles: [grown_son], aboard: harms-ship, helped: true }
    - { id: focke, roles: [boy], aboard: harms-ship, helped: true }
    - { id: vogt, roles: [vogt] }
    - { id: pastor, roles: [pastor] }
    - { id: antje, roles: [widow] }
`;

function caseError(fn: () => unknown): CaseError {
  try {
    fn();
  } catch (e) {
    if (e instanceof CaseError) return e;
    throw e;
  }
  assert.fail("expected a CaseError");
}

describe("decide: a case in, a determination out", () => {
  test("EX-01 through the whole engine: shares, every party listed, readings and receipt", () => {
    const d = decideText(EX01, { source: "ex01.yaml" });
    assert.equal(d.statute, "borkum-1666");
    assert.equal(d.kind, "salvage");
    assert.equal(d.currency, "u");
    const amount = Object.fromEntries(d.allocations.map((a) => [a.id, a.rounded.u]));
    assert.deepEqual(amount, { harm: "60", jan: "20", eilert: "20", focke: "20", vogt: "0", pastor: "0", antje: "0" });
    for (const a of d.allocations) assert.ok(a.reason.length > 0, `${a.id} has a reason`);
    assert.equal(d.receipt.sealaw.length > 0, true);
    assert.equal(d.receipt.caseFormat, "1");
    assert.match(d.receipt.statuteTexts, /^[0-9a-f]{64}$/);
    assert.match(d.receipt.case, /^[0-9a-f]{64}$/);
    assert.ok(d.readings.some((r) => r.name === "boy_part_aboard" && r.value === "R1" && r.isDefault));
    assert.deepEqual(d.receipt.readings, d.readings);
  });

  test("a reading given as an option overrides the file and is recorded as overridden", () => {
    const d = decideText(EX01, { readings: { boy_part_aboard: "R2" } });
    const focke = d.allocations.find((a) => a.id === "focke");
    assert.equal(focke?.rounded.u, "0");
    assert.equal(d.allocations.find((a) => a.id === "harm")?.rounded.u, "72");
    const r = d.readings.find((x) => x.name === "boy_part_aboard");
    assert.equal(r?.value, "R2");
    assert.equal(r?.isDefault, false);
  });

  test("a reading may be named by its slug as well as its code", () => {
    const a = decideText(EX01, { readings: { boy_part_aboard: "R2" } });
    const slug = a.readings.find((x) => x.name === "boy_part_aboard")?.slug ?? "";
    const b = decideText(EX01, { readings: { boy_part_aboard: slug } });
    assert.deepEqual(
      b.allocations.map((x) => x.rounded.u),
      a.allocations.map((x) => x.rounded.u),
    );
  });

  test("the same case gives the same receipt; another reading gives another readings list", () => {
    const a = decideText(EX01);
    const b = decideText(EX01);
    assert.deepEqual(a.receipt, b.receipt);
    const c = decideText(EX01, { readings: { boy_part_aboard: "R2" } });
    assert.equal(c.receipt.case, a.receipt.case);
    assert.notDeepEqual(c.receipt.readings, a.receipt.readings);
  });

  test("the determination is plain JSON: it survives a round trip unchanged", () => {
    const d = decideText(EX01);
    assert.deepEqual(JSON.parse(JSON.stringify(d)), d);
  });
});

describe("decide: bad input is reported with its path, all at once", () => {
  test("YAML that does not parse names the line", () => {
    const e = caseError(() => decideText("version: 1\nstatute: [borkum\n", { source: "bad.yaml" }));
    assert.match(e.message, /bad\.yaml/);
    assert.match(e.message, /line \d+/);
  });

  test("several problems in one file are all reported, each with its path and line", () => {
    const text = EX01.replace("salvage_money: 120", "salvage_money: -5")
      .replace(
        "aboard: harms-ship, helped: true }\n    - { id: jan",
        "aboard: no-such-ship, helped: true }\n    - { id: jan",
      )
      .replace("place: outside_reefs", "place: in_the_harbour");
    const e = caseError(() => decideText(text, { source: "x.yaml" }));
    const paths = e.issues.map((i) => i.path);
    assert.ok(
      paths.some((p) => p.startsWith("facts.place")),
      paths.join("; "),
    );
    assert.ok(paths.some((p) => p.startsWith("facts.salvage_money")));
    assert.ok(paths.some((p) => p.startsWith("facts.people[0].aboard")));
    assert.ok(
      e.issues.every((i) => /\(line \d+\)/.test(i.path)),
      "every issue has a line",
    );
    assert.ok(e.issues.length >= 3);
  });

  test("an unknown statute suggests the near one", () => {
    const e = caseError(() => decideText(EX01.replace("statute: borkum-1666", "statute: borkum-1667")));
    assert.equal(e.issues[0]?.path, "statute");
    assert.match(e.issues[0]?.message ?? "", /did you mean borkum-1666/);
  });

  test("an unknown kind lists the kinds the statute knows", () => {
    const e = caseError(() => decideText(EX01.replace("kind: salvage", "kind: salvation")));
    const i = e.issues.find((x) => x.path === "kind");
    assert.match(i?.expected ?? "", /salvage/);
  });

  test("an unknown reading and an unknown alternative are errors that say what exists", () => {
    const e1 = caseError(() => decideText(EX01, { readings: { boy_parts_aboard: "R1" } }));
    assert.match(e1.message, /unknown reading "boy_parts_aboard".*boy_part_aboard/);
    const e2 = caseError(() => decideText(EX01, { readings: { boy_part_aboard: "R9" } }));
    assert.match(e2.message, /no alternative "R9".*R1/);
  });

  test("a currency the statute does not reckon in is refused", () => {
    const e = caseError(() => decideText(EX01.replace("currency: u", "currency: rigsdaler")));
    assert.equal(e.issues[0]?.path, "currency");
  });

  test("an amount in a unit the currency lacks is refused at its path", () => {
    const e = caseError(() => decideText(EX01.replace("salvage_money: 120", 'salvage_money: "12 rd"')));
    assert.match(e.issues[0]?.path ?? "", /^facts\.salvage_money/);
    assert.match(e.issues[0]?.message ?? "", /not a unit/);
  });

  test("an unknown field is named", () => {
    const e = caseError(() => decideText(EX01.replace("kind: salvage", "kind: salvage\nverdict: yes")));
    assert.match(e.message, /unknown field "verdict"/);
  });

  test("a wrong format version is refused", () => {
    const e = caseError(() => decideText(EX01.replace("version: 1", "version: 2")));
    assert.equal(e.issues[0]?.path.startsWith("version"), true);
  });

  test("a person referring to an unknown person is named at the reference", () => {
    const e = caseError(() =>
      decideText(EX01.replace("{ id: eilert, roles: [grown_son]", "{ id: eilert, son_of: nobody, roles: [grown_son]")),
    );
    assert.match(e.message, /facts\.people\[2\]\.son_of.*no person has the id "nobody"/);
  });
});

test("canonicalJson sorts keys at every level and drops undefined", () => {
  assert.equal(
    canonicalJson({ b: 1, a: { d: [2, { f: 1, e: 2 }], c: undefined } }),
    '{"a":{"d":[2,{"e":2,"f":1}]},"b":1}',
  );
});

describe("decide without the explanation", () => {
  const root = new URL("../../examples/", import.meta.url);
  const files = readdirSync(root).flatMap((dir) =>
    readdirSync(new URL(`${dir}/`, root))
      .filter((f) => f.endsWith(".yaml"))
      .map((f) => `${dir}/${f}`),
  );

  /** The determination, or the error it ends in, with the explanation taken out. */
  function outcome(data: unknown, opts: { readings?: Record<string, string>; explanation?: boolean }): unknown {
    try {
      return withoutExplanation(decide(data, opts));
    } catch (e) {
      return { error: String(e), issues: e instanceof CaseError ? e.issues : undefined };
    }
  }

  test("there are example files to compare", () => {
    assert.ok(files.length >= 40, `${files.length} example files`);
  });

  for (const file of files) {
    test(`${file}: the same determination with and without explanation, apart from the explanation`, () => {
      const data = parseCaseText(readFileSync(new URL(file, root), "utf8"), file).data;
      const full = decide(data);
      const bare = decide(data, { explanation: false });
      assert.deepEqual(outcome(data, { explanation: false }), outcome(data, {}));
      assert.equal(bare.explanation.status, "note");
      assert.equal(bare.explanation.children, undefined);
      assert.match(bare.explanation.label, /explanation was left out/);
      // Every alternative of every reading the result rests on: the readings
      // consulted must stay the same whichever way the rules run.
      const statute = findStatute(full.statute);
      for (const used of full.readings) {
        const def = statute?.readings.find((r) => r.name === used.name);
        for (const alt of def?.alternatives ?? []) {
          const readings = { [used.name]: alt.code };
          assert.deepEqual(
            outcome(data, { readings, explanation: false }),
            outcome(data, { readings }),
            `${used.name}=${alt.code}`,
          );
        }
      }
    });
  }

  test("the explanation is left out of the JSON too, and nothing else changes in it", () => {
    const full: Determination = decideText(EX01);
    const bare: Determination = decideText(EX01, { explanation: false });
    assert.ok(JSON.stringify(full).length > JSON.stringify(bare).length);
    // The book of phrases holds the explanation's messages too, and goes with it.
    assert.equal(
      JSON.stringify({ ...full, explanation: null, phrases: null }),
      JSON.stringify({ ...bare, explanation: null, phrases: null }),
    );
  });
});

describe("readings named by their question id", () => {
  test("a reading may be named by its question id, in the file and on the command line, as well as by its name", () => {
    const data = parseCaseText(EX01, "ex01").data as Record<string, unknown>;
    // The case's own readings stay; Q-B03 is added by its name, or by its id.
    const own = data.readings as Record<string, string>;
    const byName = decide({ ...data, readings: { ...own, boy_part_aboard: "R2" } });
    const byId = decide({ ...data, readings: { ...own, "Q-B03": "R2" } });
    assert.deepEqual(byId.allocations, byName.allocations);
    assert.ok(byId.readings.some((r) => r.name === "boy_part_aboard" && r.value === "R2" && !r.isDefault));
    const cli = decide(data, { readings: { "q-b03": "R2" } });
    assert.deepEqual(cli.allocations, byName.allocations);
  });
});

describe("currencies of comparison", () => {
  const root = new URL("../../examples/", import.meta.url);
  const ga = () =>
    parseCaseText(readFileSync(new URL("dl-averi/ga-jettison-and-mast.yaml", root), "utf8"), "ga").data as Record<
      string,
      unknown
    >;

  test("a general average, purely proportional, may be reckoned in an ISO 4217 currency with its minor unit", () => {
    const d = decide({ ...ga(), currency: "EUR" });
    assert.equal(d.currency, "EUR");
    assert.equal(d.statement?.loss.text, "1100.00 EUR");
    assert.equal(d.statement?.rate, "5/18");
    const a = d.statement?.lines.find((l) => l.interest === "bl-a");
    assert.equal(a?.contribution.text, "333.33 EUR");
    assert.equal(a?.contributionExact.text, "333.33 1/3 EUR");
  });

  test("a kind with sums of the statute's own money refuses an ISO currency, and says where one is accepted", () => {
    const data = parseCaseText(readFileSync(new URL("dl-averi/pilot-draught-understated.yaml", root), "utf8"), "p")
      .data as Record<string, unknown>;
    const e = caseError(() => decide({ ...data, currency: "EUR" }));
    assert.match(e.issues[0]?.message ?? "", /ISO 4217 currencies are accepted only in cases of kind general_average/);
  });
});
