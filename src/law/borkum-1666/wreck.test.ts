// test: shared
import assert from "node:assert/strict";
import { describe, test } from "node:test";
import fc from "fast-check";
import type { Allocation, DeterminationBody } from "../../core/determination.js";
import { CaseError, NotCoveredError } from "../../core/errors.js";
import { citedProvisions } from "../../core/explain.js";
import { NEUTRAL_U } from "../../core/money.js";
import { ReadingSet } from "../../core/reading.js";
import { factsSchema } from "../test-support/facts-schema.js";
import { allSteps, thrown } from "../test-support/outcome.js";
import { borkum1666 } from "./index.js";
import { AS_IN_THE_WORKED_EXAMPLES } from "./test-support/worked-examples.js";

// ---------------------------------------------------------------------------
// Helpers: decide raw facts through the kind handler, as the engine does.

const kind = (name: string) => borkum1666.kinds.find((k) => k.kind === name) as (typeof borkum1666.kinds)[number];

/** Goods that came ashore by themselves on the beach, and 230 u to share for them, as in EX-03. */
const ASHORE_FOR_230 = { place: "beach", came_ashore_by_itself: true, salvage_money: 230 };

/** Decide under the readings the worked examples take (see AS_IN_THE_WORKED_EXAMPLES), then `overrides`. */
function decideAs(name: string, raw: unknown, overrides: Record<string, string> = {}) {
  return decideAsUnder(name, raw, { ...AS_IN_THE_WORKED_EXAMPLES, ...overrides });
}

/** Decide under the register's defaults, except `overrides`. */
function decideAsUnder(name: string, raw: unknown, overrides: Record<string, string> = {}) {
  const k = kind(name);
  const facts = factsSchema(k, NEUTRAL_U).parse(raw);
  const readings = new ReadingSet(borkum1666.readings, overrides);
  const d: DeterminationBody = k.decide(facts, { readings, currency: NEUTRAL_U });
  const row = (id: string): Allocation => {
    const a = d.allocations.find((x) => x.id === id);
    assert.ok(a, `no allocation for ${id}`);
    return a;
  };
  const used = readings.used().map((u) => u.name);
  return { d, row, used };
}

const decide = (raw: unknown, overrides: Record<string, string> = {}) => decideAs("wreck", raw, overrides);

/** id -> [parts, exact amount in u], the shape of the tables in RULES.md. */
function table(d: DeterminationBody): Record<string, [string, string]> {
  return Object.fromEntries(d.allocations.map((a) => [a.id, [a.parts as string, a.exact.u as string]]));
}

function roundedTotal(d: DeterminationBody): bigint {
  return d.allocations.reduce((s, a) => s + BigInt(a.rounded.minor), 0n);
}

function messages(d: DeterminationBody): string {
  return d.warnings.map((w) => w.message).join("\n");
}

// ---------------------------------------------------------------------------
// EX-06 of RULES.md: half a hull and two masts drift ashore; 340 u; 30 households.

const HULL = { id: "hull", name: "Half a hull", what: "ship_piece", piece: "half", drifted_ashore: true };
const MASTS = { id: "masts", name: "Two masts", what: "mast", drifted_ashore: true };

const EX06 = {
  date: "1667-11-02",
  place: "beach",
  disposition: "divide",
  proceeds: 340,
  items: [HULL, MASTS],
  people: [
    { id: "vogt", name: "The Vogt", roles: ["vogt"] },
    { id: "pastor", name: "The pastor", roles: ["pastor"] },
    { id: "households", name: "Thirty households", roles: ["householder"], count: 30 },
  ],
};

const COMMON_USE = { ...EX06, disposition: "common_use" };

const W1 = {
  wreck_division_basis: "R1",
  officials_parts_recipient: "R1",
  officials_parts_scope: "R2",
  officials_parts_arithmetic: "R1",
};

describe("the §8 defaults follow the words of the Rolle", () => {
  const RIGHTS = [{ person: "households", rights: 1 }];

  test("Q-B26 R3 is the default: 'nach Proportion eines jeden Anteil' asks for each household's rights in the commons", () => {
    const e = thrown(() => decideAsUnder("wreck", EX06), CaseError);
    assert.equal(e.issues.length, 1);
    assert.equal(e.issues[0]?.path, "facts.commons_rights");
    assert.match(e.issues[0]?.message ?? "", /Q-B26 R3.*rights in the commons.*none for Thirty households/);
    assert.match(e.issues[0]?.expected ?? "", /commons_rights for every household/);
    // A household that is given its rights is not named; one that is not, is.
    const more = { ...EX06, people: [...EX06.people, { id: "hark", name: "Hark", roles: ["householder"] }] };
    const e2 = thrown(() => decideAsUnder("wreck", { ...more, commons_rights: RIGHTS }), CaseError);
    assert.match(e2.issues[0]?.message ?? "", /none for Hark \("hark"\)$/);
  });

  test("under the defaults the wreck goes by rights, and the four parts of 8.3 are counted with them (Q-B28 R1, Q-B29 R2)", () => {
    const { d, used } = decideAsUnder("wreck", { ...EX06, commons_rights: RIGHTS });
    assert.deepEqual(table(d), {
      vogt: ["0", "0"],
      pastor: ["0", "0"],
      households: ["30", "300"],
      "officials-greetsiel": ["4", "40"],
    });
    for (const name of ["wreck_division_basis", "officials_parts_scope", "officials_parts_arithmetic"]) {
      assert.ok(used.includes(name), name);
    }
  });

  test("Q-B29 R2 is the default: 'jedoch daß … vier Part davon' reaches common use too, as the value of four parts", () => {
    const { d } = decideAsUnder("wreck", { ...COMMON_USE, commons_rights: RIGHTS });
    assert.equal(d.allocations.find((a) => a.id === "officials-greetsiel")?.parts, "4");
    assert.doesNotMatch(messages(d), /gives no rule for the officials' four parts/);
  });
});

describe("EX-06 — wreck division with the four parts of §8", () => {
  test("EX-06 W1: 4 + 30 = 34 parts, one part = 10 u; each household 10 u, the officials 40 u", () => {
    const { d, row, used } = decide(EX06, W1);
    assert.deepEqual(table(d), {
      vogt: ["0", "0"],
      pastor: ["0", "0"],
      households: ["30", "300"],
      "officials-greetsiel": ["4", "40"],
    });
    assert.equal(d.funds[0]?.totalParts, "34");
    assert.equal(d.funds[0]?.perPart?.u, "10");
    assert.equal(row("officials-greetsiel").name, "Officials at Greetsiel (through the Vogt)");
    assert.match(row("vogt").reason, /counted by his office, not as one of its households/);
    assert.equal(roundedTotal(d), 34000n);
    for (const name of Object.keys(W1)) assert.ok(used.includes(name), name);
  });

  test("EX-06 W2 (Q-B26 R2): foot-strand scale, the officials' four parts on top: 40 parts, one part = 17/2 u", () => {
    const { d, row } = decide(EX06, { ...W1, wreck_division_basis: "R2" });
    assert.deepEqual(table(d), {
      vogt: ["4", "34"],
      pastor: ["2", "17"],
      households: ["30", "255"],
      "officials-greetsiel": ["4", "34"],
    });
    assert.equal(d.funds[0]?.perPart?.u, "17/2");
    assert.deepEqual(row("vogt").provisions, ["borkum-1666/8.2", "borkum-1666/6.7"]);
    assert.equal(roundedTotal(d), 34000n);
  });

  test("EX-06 W3 (Q-B26 R2, Q-B27 R2, Q-B28 R3): the Vogt's four parts are the officials' due: 36 parts", () => {
    const { d, row, used } = decide(EX06, {
      wreck_division_basis: "R2",
      officials_parts_recipient: "R2",
      officials_parts_scope: "R3",
    });
    assert.deepEqual(table(d), {
      vogt: ["4", "340/9"],
      pastor: ["2", "170/9"],
      households: ["30", "850/3"],
    });
    assert.equal(d.funds[0]?.totalParts, "36");
    assert.match(row("vogt").reason, /officials' four parts of 8\.3 \(Q-B28 R3\), kept by the Vogt himself/);
    assert.ok(row("vogt").provisions.includes("borkum-1666/8.3"));
    assert.ok(allSteps(d.explanation).some((s) => s.rule === "borkum-1666/8.3#vogts-four"));
    // The choice is a rule of its own, listed with the readings it consults, not a step built by hand.
    const listed = borkum1666.rules().find((r) => r.id === "borkum-1666/8.3#vogts-four");
    assert.deepEqual(listed?.readings, ["officials_parts_scope", "wreck_division_basis"]);
    assert.ok(used.includes("officials_parts_recipient"));
    assert.equal(roundedTotal(d), 34000n);
  });

  test("EX-06 common use (Q-B29 R2): the officials have the value of four parts, 40 u on a valuation of 340 u", () => {
    const { d, row, used } = decide(COMMON_USE, { ...W1, officials_parts_arithmetic: "R2" });
    assert.deepEqual(table(d), { gemeine: ["30", "300"], "officials-greetsiel": ["4", "40"] });
    assert.equal(row("gemeine").name, "The community of Borkum (Gemeine)");
    assert.match(row("gemeine").reason, /put to common use/);
    assert.match(row("officials-greetsiel").reason, /value of four parts.*\(Q-B29 R2\)/);
    assert.ok(used.includes("officials_parts_arithmetic"));
  });

  test("EX-06 common use (Q-B29 R1): the text gives no rule, so the whole goes to the community, with a warning", () => {
    const { d } = decide(COMMON_USE, W1);
    assert.deepEqual(table(d), { gemeine: ["1", "340"] });
    assert.match(messages(d), /gives no rule for the officials' four parts in that case \(Q-B29 R1\)/);
  });
});

// ---------------------------------------------------------------------------
// One test (at least) per provision

const ship = (more: object = {}) => ({
  id: "koff",
  name: "The koff",
  what: "ship",
  leaking: true,
  abandoned: true,
  empty: true,
  stuck: true,
  ...more,
});

const withItems = (...items: object[]) => ({ ...EX06, items });

describe("the readings' choices of §8 are told where they decide", () => {
  test("divided wreck tells Q-B26 once for the division, and the officials' row tells Q-B27 and Q-B29 beneath 8.3", () => {
    const { d } = decide(EX06, { ...W1, officials_parts_recipient: "R2" });
    const steps = allSteps(d.explanation);
    const measure = steps.filter((s) => s.rule === "borkum-1666/8.2#share-per-household");
    assert.equal(measure.length, 1, "Q-B26 is told once");
    assert.equal(measure[0]?.status, "applied");
    const officials = steps.find((s) => s.rule === "borkum-1666/8.3#officials");
    const beneath = allSteps(officials ?? d.explanation);
    assert.deepEqual(beneath.find((s) => s.rule === "borkum-1666/8.3#for-the-officials")?.overriddenBy, [
      "borkum-1666/8.3#for-the-vogt",
    ]);
    assert.equal(beneath.find((s) => s.rule === "borkum-1666/8.3#four-counted-with-the-rest")?.status, "applied");
  });

  test("wreck put to common use tells what Q-B29 gives the officials of it", () => {
    for (const [code, id] of [
      ["R1", "borkum-1666/8.3#common-use-no-rule"],
      ["R2", "borkum-1666/8.3#common-use-value-of-four"],
      ["R3", "borkum-1666/8.3#common-use-customary-total"],
    ] as const) {
      const { d } = decide(COMMON_USE, { ...W1, officials_parts_arithmetic: code });
      const base = allSteps(d.explanation).find((s) => s.rule === "borkum-1666/8.3#common-use-no-rule");
      assert.ok(base, code);
      if (code === "R1") assert.equal(base.status, "applied");
      else assert.deepEqual(base.overriddenBy, [id]);
    }
  });
});

describe("the provisions of §5 and §8", () => {
  test("borkum-1666/5: the sides of the division sum the Vogt's and the community's shares", () => {
    const { d } = decide(EX06, { wreck_division_basis: "R2" });
    const groups = d.groups ?? [];
    assert.deepEqual(
      groups.map((g) => [g.name, g.members, g.exact.u, g.rounded.u]),
      [
        ["The Vogt", ["vogt", "officials-greetsiel"], "68", "68"],
        ["The community of Borkum (Gemeine)", ["pastor", "households"], "272", "272"],
      ],
    );
    for (const g of groups) assert.ok(g.provisions.includes("borkum-1666/5"));
    assert.match(groups[0]?.reason ?? "", /passes on to Greetsiel \(Q-B27 R1\)/);
    assert.ok(allSteps(d.explanation).some((s) => s.rule === "borkum-1666/5#sides"));
  });

  test("borkum-1666/5: a salvage case shows the sides too (EX-03: the Vogt 40 u, the community 190 u)", () => {
    const { d } = decideAs("salvage", {
      ...ASHORE_FOR_230,
      people: [
        { id: "vogt", roles: ["vogt"] },
        { id: "pastor", roles: ["pastor"] },
        { id: "helpers", roles: ["householder"], count: 17, helped: true },
      ],
    });
    assert.deepEqual(
      (d.groups ?? []).map((g) => [g.id, g.exact.u]),
      [
        ["vogt", "40"],
        ["community", "190"],
      ],
    );
  });

  test("borkum-1666/8.1: a leaking, abandoned, empty ship stuck fast that cannot be got off is wreck", () => {
    const { d } = decide(withItems(ship()));
    const step = allSteps(d.explanation).find((s) => s.rule === "borkum-1666/8.1#ship");
    assert.equal(step?.status, "applied");
    assert.equal(d.warnings.filter((w) => /is not wreck/.test(w.message)).length, 0);
  });

  test("borkum-1666/8.1: a ship that can be got off, or has people aboard, is not wreck; it belongs to §6", () => {
    const err = thrown(() => decide(withItems(ship({ can_be_got_off: true, abandoned: false }))), NotCoveredError);
    assert.match(err.message, /not abandoned \(people are aboard.*able to be got off: .*salvage under §6/);
    assert.ok(err.provisions.includes("borkum-1666/6.1") && err.provisions.includes("borkum-1666/7.9"));
    assert.equal(err.path, "facts.items");
  });

  test("borkum-1666/8.1: halves, quarters and other large pieces are wreck; a small piece is not named", () => {
    const plank = { id: "plank", name: "A plank", what: "ship_piece", piece: "small", drifted_ashore: true, value: 5 };
    const quarter = { id: "quarter", what: "ship_piece", piece: "quarter", stuck: true, value: 60 };
    const { d } = decide({ ...withItems(plank, quarter), proceeds: undefined });
    assert.match(messages(d), /A plank is not wreck: a small piece: 8\.1 names halves, quarters .* not named/);
    assert.equal(d.funds[0]?.amount.u, "60");
    assert.ok(!messages(d).includes("quarter is not wreck"));
  });

  test("borkum-1666/8.1: a mast is wreck when it drifts ashore, not when found elsewhere; merchants' goods never", () => {
    const mastAtSea = { id: "mast", what: "mast", drifted_ashore: false };
    const cask = { id: "cask", name: "A cask of wine", what: "cargo", drifted_ashore: true };
    const { d } = decide(withItems(HULL, mastAtSea, cask));
    const text = messages(d);
    assert.match(text, /mast is not wreck: a mast that has not drifted ashore/);
    assert.match(text, /A cask of wine is not wreck: merchants' goods.*foot-strand goods \(6\.7\)/);
    const cited = d.warnings.find((w) => w.message.startsWith("A cask"))?.provisions ?? [];
    assert.ok(cited.includes("borkum-1666/6.7"));
    assert.match(text, /The proceeds are taken as what the wreck alone fetched: mast, A cask of wine are not wreck/);
  });

  test("borkum-1666/8.1: when nothing is wreck, the case is not §8's and each item says where it belongs", () => {
    const cask = { id: "cask", what: "cargo", drifted_ashore: true };
    const err = thrown(() => decide(withItems(cask, { id: "chest", what: "other" })), NotCoveredError);
    assert.match(err.message, /^Nothing in this case is wreck under §8/);
    assert.match(err.message, /kind "salvage"/);
    assert.match(err.message, /chest: not among the things 8\.1 names/);
  });

  test("borkum-1666/8.1: a piece of a ship without its size is a case error at its path", () => {
    const err = thrown(() => decide(withItems({ id: "piece", what: "ship_piece", drifted_ashore: true })), CaseError);
    assert.equal(err.issues[0]?.path, "facts.items[0].piece");
  });

  test("borkum-1666/8.2: wreck falls to the community of Borkum by sworn old custom", () => {
    const { d } = decide(EX06);
    const vesting = allSteps(d.explanation).find((s) => s.rule === "borkum-1666/8.2#vesting");
    assert.equal(vesting?.value, "The community of Borkum (Gemeine)");
    assert.match(vesting?.label ?? "", /old custom.*deputies.*oath/);
    assert.ok(d.groups?.some((g) => g.name === "The community of Borkum (Gemeine)"));
  });

  test("borkum-1666/8.2: undecided, the community may choose to divide or to use in common; no one is named to decide", () => {
    const { d, row } = decide({ ...EX06, disposition: "undecided" });
    assert.equal(d.options.length, 1);
    const o = d.options[0];
    assert.equal(o?.holder, "The community of Borkum (Gemeine)");
    assert.deepEqual(
      o?.choices.map((c) => c.split(":")[0]),
      ["divide", "common use"],
    );
    assert.match(o?.lapse ?? "", /names no one who decides/);
    assert.match(messages(d), /8\.2 names no one who chooses/);
    assert.equal(row("gemeine").exact.u, "340");
    assert.equal(
      d.allocations.find((a) => a.id === "officials-greetsiel"),
      undefined,
    );
  });

  test("borkum-1666/8.2: without proceeds the items' values are divided; without those, the value is assessed", () => {
    const valued = decide({ ...withItems({ ...HULL, value: 300 }, { ...MASTS, value: 40 }), proceeds: undefined });
    assert.equal(valued.d.funds[0]?.amount.u, "340");
    assert.equal(valued.d.assessments.length, 0);
    const unvalued = decide({ ...withItems(HULL, { ...MASTS, value: 40 }), proceeds: undefined });
    assert.equal(unvalued.d.funds[0]?.amount.u, "0");
    assert.match(unvalued.d.assessments[0]?.what ?? "", /value of the wreck/);
    assert.match(messages(unvalued.d), /provisional/);
  });

  test("borkum-1666/8.2: a wreck to be divided needs the community's households", () => {
    const err = thrown(() => decide({ ...EX06, people: [{ id: "vogt", roles: ["vogt"] }] }), CaseError);
    assert.equal(err.issues[0]?.path, "facts.people");
  });

  test("borkum-1666/8.3: four parts for the officials at Greetsiel in a divided wreck, as Q-B27 names the recipient", () => {
    const viaVogt = decide(EX06).row("officials-greetsiel");
    assert.equal(viaVogt.parts, "4");
    assert.deepEqual(viaVogt.provisions, ["borkum-1666/8.3"]);
    const himself = decide(EX06, { officials_parts_recipient: "R2" }).row("officials-greetsiel");
    assert.equal(himself.name, "The Vogt himself (the officials' four parts)");
    const jointly = decide(EX06, { officials_parts_recipient: "R3" });
    assert.deepEqual(
      jointly.d.groups?.map((g) => g.id),
      ["community", "officials"],
    );
  });

  test("borkum-1666/8.4: a breach gets an arbitrary penalty and the prince's disfavour, measured by the authority", () => {
    const breaches = [{ person: "hark", what: "took a mast for himself", provision: "borkum-1666/8.2" }];
    const people = [...EX06.people, { id: "hark", roles: ["householder"] }];
    const { d } = decide({ ...EX06, people, breaches });
    assert.equal(d.penalties.length, 1);
    const p = d.penalties[0];
    assert.equal(p?.who, "hark");
    assert.match(p?.penalty ?? "", /arbitrary penalty.*prince's disfavour/);
    assert.equal(p?.amount, undefined);
    assert.deepEqual(p?.provisions, ["borkum-1666/8.4", "borkum-1666/8.2"]);
    const measure = d.assessments.find((a) => a.provisions.includes("borkum-1666/8.4"));
    assert.match(measure?.by ?? "", /Drost and Amtmann at Greetsiel/);
    assert.equal(measure?.status, "needed");
  });

  test("borkum-1666/8.4: a salvage case with a breach gets its penalty through the same frame", () => {
    const { d } = decideAs("salvage", {
      ...ASHORE_FOR_230,
      people: [
        { id: "vogt", roles: ["vogt"] },
        { id: "sibet", roles: ["householder"], helped: true },
      ],
      breaches: [{ person: "sibet", what: "hid a cask of wine" }],
    });
    assert.equal(d.penalties[0]?.who, "sibet");
    assert.match(d.penalties[0]?.offence ?? "", /a breach of §6, which 8\.4 reaches as it covers the whole Rolle/);
  });

  test("borkum-1666/8.5: two copies and the yearly reading from the pulpit, due by the end of the case's year", () => {
    const { d } = decide(EX06);
    const reading = d.obligations.find((o) => o.recurs === "every year");
    assert.equal(reading?.due, "1667-12-31");
    assert.equal(reading?.calendar, "julian");
    assert.deepEqual(reading?.provisions, ["borkum-1666/8.5"]);
    assert.ok(d.obligations.some((o) => /two identical copies.*Vogt.*community/.test(o.what)));
    const undated = decide({ ...EX06, date: undefined }).d.obligations.find((o) => o.recurs === "every year");
    assert.equal(undated?.due, undefined);
  });

  test("borkum-1666/8.6: every Borkum determination notes that the Drost and the Amtmann may amend the Rolle", () => {
    const wreck = decide(EX06).d;
    const salvage = decideAs("salvage", {
      place: "beach",
      came_ashore_by_itself: true,
      salvage_money: 10,
      people: [{ id: "vogt", roles: ["vogt"] }],
    }).d;
    for (const d of [wreck, salvage]) {
      const n = allSteps(d.explanation).find((s) => s.status === "note" && s.provisions.includes("borkum-1666/8.6"));
      assert.match(n?.label ?? "", /Drost and the Amtmann.*reserve the right to add to, reduce, change/);
      assert.ok(citedProvisions(d.explanation).includes("borkum-1666/8.6"));
    }
  });
});

// ---------------------------------------------------------------------------
// The readings of §8

describe("switching a §8 reading changes what it should", () => {
  const abandonedNotLeaking = withItems(ship({ leaking: false, empty: false }));

  test("wreck_definition (Q-B25): an abandoned ship stuck fast, neither leaking nor empty, is wreck only under R2", () => {
    const err = thrown(() => decide(abandonedNotLeaking, { wreck_definition: "R1" }), NotCoveredError);
    assert.match(err.message, /not leaking and not empty, and all the marks of 8\.1 are required \(Q-B25 R1\)/);
    const r2 = decide(abandonedNotLeaking, { wreck_definition: "R2" });
    assert.ok(r2.used.includes("wreck_definition"));
    const step = allSteps(r2.d.explanation).find((s) => s.rule === "borkum-1666/8.1#ship");
    assert.match(String(step?.value), /typical wreck \(Q-B25 R2\); the goods in it are merchants' goods under §6/);
    assert.ok(!decide(withItems(ship())).used.includes("wreck_definition"), "not asked when every mark is there");
  });

  test("wreck_division_basis (Q-B26): R1 one part per household, R2 the foot-strand scale, R3 rights in the commons", () => {
    const parts = (o: Record<string, string>, raw: object = EX06) => {
      const r = decide(raw, o);
      assert.ok(r.used.includes("wreck_division_basis"));
      return r;
    };
    assert.equal(parts({ wreck_division_basis: "R1" }).d.funds[0]?.totalParts, "34");
    assert.equal(parts({ wreck_division_basis: "R2" }).d.funds[0]?.totalParts, "40");
    const rights = [
      { person: "households", rights: 2 },
      { person: "pastor", rights: "1/2" },
    ];
    const r3 = parts({ wreck_division_basis: "R3" }, { ...EX06, commons_rights: rights });
    assert.deepEqual(table(r3.d).households, ["60", "13600/43"]);
    assert.equal(r3.row("pastor").parts, "1/2");
    assert.equal(r3.d.funds[0]?.totalParts, "129/2");
    const unknown = thrown(() => decide(EX06, { wreck_division_basis: "R3" }), CaseError);
    assert.equal(unknown.issues[0]?.path, "facts.commons_rights");
    assert.match(unknown.issues[0]?.message ?? "", /Q-B26 R3.*none for Thirty households \("households"\)/);
  });

  test("penalty_scope (Q-B30): a breach of §6 is punished under R1, not under R2, which says so", () => {
    const people = [...EX06.people, { id: "hark", roles: ["householder"] }];
    const raw = {
      ...EX06,
      people,
      breaches: [{ person: "hark", what: "kept salvage money", provision: "borkum-1666/6.7" }],
    };
    const r1 = decide(raw, { penalty_scope: "R1" });
    assert.ok(r1.used.includes("penalty_scope"));
    assert.equal(r1.d.penalties.length, 1);
    const r2 = decide(raw, { penalty_scope: "R2" });
    assert.ok(r2.used.includes("penalty_scope"));
    assert.equal(r2.d.penalties.length, 0);
    assert.match(messages(r2.d), /is of §6: under Q-B30 R2 the arbitrary penalty of 8\.4 attaches to §8 only/);
    const eight = decide({ ...raw, breaches: [{ person: "hark", what: "took a mast" }] }, { penalty_scope: "R2" });
    assert.equal(eight.d.penalties.length, 1);
    assert.ok(!eight.used.includes("penalty_scope"), "not asked for a breach of §8");
  });

  test("officials_parts_arithmetic (Q-B29): in common use R2 values four parts, R3 asks for the customary total", () => {
    const r2 = decide(COMMON_USE, { officials_parts_arithmetic: "R2" });
    assert.ok(r2.used.includes("officials_parts_arithmetic"));
    assert.equal(r2.row("officials-greetsiel").exact.u, "40");
    const unvalued = decide({ ...COMMON_USE, proceeds: undefined }, { officials_parts_arithmetic: "R2" });
    assert.match(unvalued.d.assessments[0]?.basis ?? "", /value of four parts .* needs a valuation/);
    const r3 = decide(COMMON_USE, { officials_parts_arithmetic: "R3" });
    assert.equal(r3.row("gemeine").exact.u, "340");
    assert.match(r3.d.assessments[0]?.what ?? "", /customary total/);
  });
});

// ---------------------------------------------------------------------------
// Properties

const READINGS = fc.record({
  wreck_division_basis: fc.constantFrom("R1", "R2"),
  officials_parts_recipient: fc.constantFrom("R1", "R2", "R3"),
  officials_parts_scope: fc.constantFrom("R1", "R2", "R3"),
  officials_parts_arithmetic: fc.constantFrom("R1", "R2"),
});

const CASE = fc.record({
  proceeds: fc.integer({ min: 0, max: 100_000 }),
  households: fc.array(fc.integer({ min: 1, max: 12 }), { minLength: 1, maxLength: 6 }),
  vogt: fc.boolean(),
  pastor: fc.boolean(),
  disposition: fc.constantFrom("divide", "common_use"),
});

type CaseInput = typeof CASE extends fc.Arbitrary<infer T> ? T : never;

function caseOf(c: CaseInput) {
  return {
    place: "beach",
    disposition: c.disposition,
    proceeds: `${c.proceeds} c`,
    items: [HULL, MASTS, { id: "cask", what: "cargo", drifted_ashore: true }],
    people: [
      ...(c.vogt ? [{ id: "vogt", roles: ["vogt"] }] : []),
      ...(c.pastor ? [{ id: "pastor", roles: ["pastor"] }] : []),
      ...c.households.map((count, i) => ({ id: `h${i}`, roles: ["householder"], count })),
      { id: "father", roles: ["householder"] },
      { id: "son", roles: ["grown_son"], son_of: "father" },
    ],
  };
}

describe("properties", () => {
  test("the rounded shares sum to the proceeds, and the order of people and items changes nothing", () => {
    fc.assert(
      fc.property(CASE, READINGS, fc.integer(), (c, readings, seed) => {
        const raw = caseOf(c);
        const a = decide(raw, readings).d;
        assert.equal(roundedTotal(a), BigInt(c.proceeds));
        const sides = (a.groups ?? []).reduce((s, g) => s + BigInt(g.rounded.minor), 0n);
        assert.equal(sides, BigInt(c.proceeds));
        const shuffled = {
          ...raw,
          people: fc.sample(fc.shuffledSubarray(raw.people, { minLength: raw.people.length }), { seed, numRuns: 1 })[0],
          items: [...raw.items].reverse(),
        };
        const b = decide(shuffled, readings).d;
        const byId = (d: DeterminationBody) =>
          Object.fromEntries(d.allocations.map((x) => [x.id, [x.parts, x.exact.minor, x.rounded.minor]]));
        assert.deepEqual(byId(b), byId(a));
        assert.deepEqual(
          (b.groups ?? []).map((g) => [g.id, g.rounded.minor]),
          (a.groups ?? []).map((g) => [g.id, g.rounded.minor]),
        );
      }),
      { numRuns: 150 },
    );
  });
});
