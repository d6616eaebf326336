// test: shared
import assert from "node:assert/strict";
import { describe, test } from "node:test";
import type { Allocation } from "../../core/determination.js";
import { emptyBody } from "../../core/determination.js";
import { CaseError } from "../../core/errors.js";
import { note } from "../../core/explain.js";
import { Money, NEUTRAL_U } from "../../core/money.js";
import { R } from "../../core/rational.js";
import { ReadingSet } from "../../core/reading.js";
import type { RuleContext } from "../../core/rule.js";
import { AMENDMENT_NOTE, OFFICIALS_ROW, penaltiesFor, sidesOf, standingDuties, theSides, withFrame } from "./frame.js";
import { borkum1666 } from "./index.js";
import { OFFICIALS_ID } from "./officials.js";

function ctxWith(overrides: Record<string, string> = {}): RuleContext & { used: () => string[] } {
  const readings = new ReadingSet(borkum1666.readings, overrides);
  return { readings, used: () => readings.used().map((u) => u.name) };
}

/** An allocation of `parts` parts and `u` u (exact and rounded alike). */
function alloc(id: string, parts: number, u: number): Allocation {
  const m = Money.of(NEUTRAL_U, R(u)).toJSON();
  return {
    id,
    name: id,
    role: "",
    parts: String(parts),
    basis: [],
    fraction: "0",
    exact: m,
    rounded: m,
    roundedUp: false,
    reason: "",
    provisions: [],
  };
}

const ROWS = [alloc("vogt", 4, 34), alloc("pastor", 2, 17), alloc("households", 30, 255), alloc(OFFICIALS_ROW, 4, 34)];

function sides(overrides: Record<string, string>, rows = ROWS, vogt = ["vogt"]) {
  return sidesOf(rows, { currency: NEUTRAL_U, vogt, ctx: ctxWith(overrides) }).map((g) => [g.id, g.members, g.exact.u]);
}

describe("§5: the sides of a division", () => {
  test("borkum-1666/5: the officials' four parts stand on the Vogt's side when they go to him or through him", () => {
    const expected = [
      ["vogt", ["vogt", OFFICIALS_ROW], "68"],
      ["community", ["pastor", "households"], "272"],
    ];
    assert.deepEqual(sides({ officials_parts_recipient: "R1" }), expected);
    assert.deepEqual(sides({ officials_parts_recipient: "R2" }), expected);
  });

  test("borkum-1666/5: held jointly by the Vogt and the officials (Q-B27 R3), the four parts are a side of their own", () => {
    assert.deepEqual(sides({ officials_parts_recipient: "R3" }), [
      ["vogt", ["vogt"], "34"],
      ["community", ["pastor", "households"], "272"],
      ["officials", [OFFICIALS_ROW], "34"],
    ]);
  });

  test("borkum-1666/5: rows that take nothing belong to no side, and a side without members is left out", () => {
    const rows = [alloc("vogt", 0, 0), alloc("households", 30, 300), alloc("idle", 0, 0)];
    const ctx = ctxWith();
    const groups = sidesOf(rows, { currency: NEUTRAL_U, vogt: ["vogt"], ctx });
    assert.deepEqual(
      groups.map((g) => [g.id, g.members]),
      [["community", ["households"]]],
    );
    assert.deepEqual(ctx.used(), [], "Q-B27 is asked only when the officials have a row");
    assert.match(groups[0]?.reason ?? "", /between the Vogt, the community and within the community itself/);
    const shown = theSides(rows, { currency: NEUTRAL_U, vogt: ["vogt"], ctx });
    assert.deepEqual(shown.groups, groups);
    assert.equal(shown.step.rule, "borkum-1666/5#sides");
    assert.match(shown.step.label, /The community of Borkum \(Gemeine\) 300 u/);
  });

  test("the officials' row has the id officials.ts gives it", () => {
    assert.equal(OFFICIALS_ROW, OFFICIALS_ID);
  });
});

describe("8.4–8.6: the frame", () => {
  test("borkum-1666/8.4: a breach naming no provision is one of the case's paragraph; another statute's is not reached", () => {
    const breaches = [
      { person: "pilot", what: "asked more than the agreed price" },
      { person: "strandvogt", what: "sold stranded goods", provision: "dl-vrag/12" },
    ];
    const r1 = penaltiesFor(breaches, ctxWith(), "§7");
    assert.equal(r1.penalties.length, 1);
    assert.match(
      r1.penalties[0]?.offence ?? "",
      /a breach of §7, which 8\.4 reaches as it covers the whole Rolle \(Q-B30 R1\)/,
    );
    assert.equal(r1.assessments.length, 1);
    assert.match(r1.warnings[0]?.message ?? "", /dl-vrag\/12, not a provision of this Rolle/);
    assert.equal(r1.step?.children?.length, 2);
    const r2 = penaltiesFor(breaches, ctxWith({ penalty_scope: "R2" }), "§7");
    assert.equal(r2.penalties.length, 0);
    assert.match(r2.warnings[0]?.message ?? "", /is of §7: under Q-B30 R2/);
    const none = penaltiesFor([], ctxWith(), "§8");
    assert.deepEqual(none, { penalties: [], assessments: [], warnings: [], step: undefined });
  });

  test("borkum-1666/8.5: the yearly reading is due by 31 December of the case's year, Julian; a date that is no day is an error", () => {
    const [copies, reading] = standingDuties("1700-02-29");
    assert.match(copies?.what ?? "", /two identical copies.*one to the Vogt and the other to the community of Borkum/);
    assert.equal(copies?.recurs, undefined);
    assert.deepEqual([reading?.recurs, reading?.due, reading?.calendar], ["every year", "1700-12-31", "julian"]);
    assert.equal(standingDuties()[1]?.due, undefined);
    const err = (() => {
      try {
        standingDuties("1666-02-30");
      } catch (e) {
        return e;
      }
    })();
    assert.ok(err instanceof CaseError);
    assert.equal(err.issues[0]?.path, "facts.date");
  });

  test("borkum-1666/8.6: withFrame notes the reservation first and leaves the last step of the explanation last", () => {
    const last = note("the division");
    const body = emptyBody("a case", { label: "root", provisions: [], status: "applied", children: [last] });
    const framed = withFrame(body, { breaches: [], section: "§6" }, ctxWith());
    const children = framed.explanation.children ?? [];
    assert.equal(children.at(-1), last);
    assert.ok(children[0]?.children?.includes(AMENDMENT_NOTE));
    assert.deepEqual(AMENDMENT_NOTE.provisions, ["borkum-1666/8.6"]);
    assert.match(AMENDMENT_NOTE.label, /later amendment would prevail/);
    assert.equal(framed.obligations.length, 2);
    assert.equal(framed.penalties.length, 0);
  });
});
