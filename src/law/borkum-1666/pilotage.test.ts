import assert from "node:assert/strict";
import { describe, test } from "node:test";
import fc from "fast-check";
import { amountSchema } from "../../cases/common.js";
import type { Allocation, DeterminationBody } from "../../core/determination.js";
import { CaseError, NotCoveredError } from "../../core/errors.js";
import { citedProvisions, type Step } from "../../core/explain.js";
import { type Currency, NEUTRAL_U } from "../../core/money.js";
import { ReadingSet } from "../../core/reading.js";
import { decideText } from "../../index.js";
import { borkum1666 } from "./index.js";
import { PILOTAGE_READINGS, type PilotageReading } from "./pilotage-readings.js";
import {
  AS_IN_THE_WORKED_EXAMPLES,
  EX04_READINGS,
  EX05_READINGS,
  EX05_SALVAGE_READINGS,
} from "./test-support/worked-examples.js";

// ---------------------------------------------------------------------------
// Helpers: decide raw facts through the kind handler, as the engine does.

const pilotage = borkum1666.kinds.find((k) => k.kind === "pilotage") as (typeof borkum1666.kinds)[number];

interface Decided {
  d: DeterminationBody;
  used: string[];
  row: (id: string) => Allocation;
}

/** Decide under the readings the worked examples take (see AS_IN_THE_WORKED_EXAMPLES), then `overrides`. */
function decide(raw: unknown, overrides: Record<string, string> = {}, currency: Currency = NEUTRAL_U): Decided {
  return decideUnder(raw, { ...AS_IN_THE_WORKED_EXAMPLES, ...overrides }, currency);
}

/** Decide under the register's defaults, except `overrides`. */
function decideUnder(raw: unknown, overrides: Record<string, string> = {}, currency: Currency = NEUTRAL_U): Decided {
  const facts = pilotage.facts(amountSchema(currency)).parse(raw);
  const readings = new ReadingSet(borkum1666.readings, overrides);
  const d = pilotage.decide(facts, { readings, currency });
  const row = (id: string): Allocation => {
    const a = d.allocations.find((x) => x.id === id);
    assert.ok(a, `no allocation for ${id}`);
    return a;
  };
  return { d, used: readings.used().map((u) => u.name), row };
}

/** id -> [parts, exact amount in u], the shape of the tables in RULES.md. */
function table(d: DeterminationBody): Record<string, [string, string]> {
  return Object.fromEntries(d.allocations.map((a) => [a.id, [a.parts ?? "-", a.exact.u as string]]));
}

function roundedSum(allocations: readonly Allocation[]): bigint {
  return allocations.reduce((s, a) => s + BigInt(a.rounded.minor), 0n);
}

function allSteps(s: Step): Step[] {
  return [s, ...(s.children ?? []).flatMap(allSteps)];
}

function stepOf(d: DeterminationBody, rule: string): Step {
  const s = allSteps(d.explanation).find((x) => x.rule === rule);
  assert.ok(s, `no step for ${rule}`);
  return s;
}

const withPerson = <T extends { people: object[] }>(facts: T, id: string, change: object): T => ({
  ...facts,
  people: facts.people.map((p) => ((p as { id: string }).id === id ? { ...p, ...change } : p)),
});

const throwsNotCovered = (fn: () => unknown, path: string) =>
  assert.throws(fn, (e: unknown) => e instanceof NotCoveredError && e.path === path);

const throwsCaseError = (fn: () => unknown, path: string, message?: RegExp) =>
  assert.throws(
    fn,
    (e: unknown) =>
      e instanceof CaseError && e.issues.some((i) => i.path === path && (message ? message.test(i.message) : true)),
  );

// ---------------------------------------------------------------------------
// The worked examples of RULES.md

/** EX-04: an unacquainted ship flies a waft; H5 goes for 6 u and bargains 20 u from the master. */
const EX04 = {
  place: "inside_reefs",
  ship: { id: "stranger", name: "the stranger", signal: "waft", seen_from_tower: true },
  pilot_money: 20,
  offers: [
    { person: "h5", price: 6 },
    { person: "h2", price: 8 },
    { person: "klaas", price: 10 },
  ],
  people: [
    ...["h1", "h2", "h3", "h4", "h5", "h6", "h7"].map((id) => ({ id, roles: ["householder"], on_beach: true })),
    { id: "h3-sons", roles: ["grown_son"], son_of: "h3", count: 2, on_beach: true },
    { id: "klaas", name: "Klaas", roles: ["unmarried"], on_beach: true },
    { id: "vogt", roles: ["vogt"], told: false },
    { id: "pastor", roles: ["pastor"], told: false },
  ],
};

/** EX-05, part 1: the lot falls on Ocko's ship and on Popke, Rolf and Sieben; the ship pays 45 u. */
const EX05 = {
  place: "inside_reefs",
  mode: "whole_ship",
  ship: { id: "indiaman", signal: "gun", seen_from_tower: true },
  pilot_money: 45,
  ships: [{ id: "hoop", name: "Hoop", skipper: "ocko", owners: [{ person: "ocko", share: 1 }] }],
  lot: { ship: "hoop", persons: ["popke", "rolf", "sieben"] },
  people: [
    { id: "ocko", name: "Ocko", roles: ["householder", "skipper"] },
    { id: "popke", name: "Popke", roles: ["householder"] },
    { id: "rolf", name: "Rolf", roles: ["householder"] },
    { id: "sieben", name: "Sieben", roles: ["grown_son"] },
    { id: "vogt", roles: ["vogt"] },
    { id: "pastor", roles: ["pastor"] },
    { id: "antje", name: "Widow Antje", roles: ["widow"] },
  ],
};

/** EX-05, part 2: the ship that called is found aground on the Randzel and leaking; not fallen to the ruler. */
const EX05_SALVAGE = {
  ...EX05,
  ship: { ...EX05.ship, aground: true, leaking: true },
  vogt_inspection: { made: true, fallen_to_ruler: false },
};

const SEVENTH = "7/5";
const EX04_TABLE: Record<string, [string, string]> = {
  h1: ["1", SEVENTH],
  h2: ["1", SEVENTH],
  h3: ["1", SEVENTH],
  h4: ["1", SEVENTH],
  "h5#agreed-price": ["-", "6"],
  h5: ["1", SEVENTH],
  h6: ["1", SEVENTH],
  h7: ["1", SEVENTH],
  "h3-sons": ["0", "0"],
  klaas: ["1", SEVENTH],
  vogt: ["1", SEVENTH],
  pastor: ["1", SEVENTH],
};

describe("EX-04 — pilot money: the surplus over the agreed price", () => {
  test("EX-04 main table: 10 parts of the 14 u surplus, one part = 7/5 u; H5 keeps 6 u besides", () => {
    const { d, row } = decide(EX04, EX04_READINGS);
    assert.deepEqual(table(d), EX04_TABLE);
    const surplus = d.funds.find((f) => f.totalParts !== undefined);
    assert.equal(surplus?.amount.u, "14");
    assert.equal(surplus?.totalParts, "10");
    assert.equal(surplus?.perPart?.u, SEVENTH);
    // The pilot receives the agreed price plus one part: 6 + 7/5 = 37/5.
    assert.equal(row("h5#agreed-price").exact.u, "6");
    assert.match(row("h5").role, /the pilot, who keeps the agreed price of 6 u/);
    // Check: 6 + 14 = 20, and the rounded lines add up to the pilot money.
    assert.equal(d.funds[0]?.amount.u, "20");
    assert.equal(roundedSum(d.allocations), 2000n);
  });

  test("EX-04 variant A (Q-B17 R2): the pilot keeps 6 u only; 9 parts of 14/9 u", () => {
    const { d, row } = decide(EX04, { ...EX04_READINGS, pilot_shares_surplus: "R2" });
    const ninth = "14/9";
    assert.deepEqual(table(d), {
      ...Object.fromEntries(Object.entries(EX04_TABLE).map(([k, [p]]) => [k, [p, p === "1" ? ninth : "0"]])),
      "h5#agreed-price": ["-", "6"],
      h5: ["0", "0"],
    });
    assert.match(row("h5").reason, /keeps the agreed price only.*Q-B17 R2/);
    assert.equal(roundedSum(d.allocations), 2000n);
  });

  test("EX-04 variant C: the Vogt was told and would not come (7.4); the pastor was not told; 9 parts", () => {
    const { d, row } = decide(withPerson(EX04, "vogt", { told: true, refused: true }));
    const t = table(d);
    assert.deepEqual(t.vogt, ["0", "0"]);
    assert.deepEqual(t.pastor, ["1", "14/9"]);
    assert.deepEqual(t.h5, ["1", "14/9"]);
    assert.deepEqual(t.klaas, ["1", "14/9"]);
    assert.equal(d.funds.find((f) => f.totalParts)?.totalParts, "9");
    assert.match(row("vogt").reason, /told and would not go along: no part.*borkum-1666\/7\.4/);
  });
});

describe("EX-05 — pilotage with a whole ship, and the same case turned salvage", () => {
  test("EX-05 part 1: Ocko 3 parts (2 ship, 1 body), Popke, Rolf and Sieben 1 each; one part = 15/2 u", () => {
    const { d, row } = decide(EX05, EX05_READINGS);
    assert.deepEqual(table(d), {
      ocko: ["3", "45/2"],
      popke: ["1", "15/2"],
      rolf: ["1", "15/2"],
      sieben: ["1", "15/2"],
      vogt: ["0", "0"],
      pastor: ["0", "0"],
      antje: ["0", "0"],
    });
    assert.equal(d.funds[0]?.totalParts, "6");
    assert.deepEqual(
      row("ocko").basis.map((b) => [b.parts, b.provisions]),
      [
        ["2", ["borkum-1666/7.8"]],
        ["1", ["borkum-1666/7.8"]],
      ],
    );
    assert.equal(roundedSum(d.allocations), 4500n);
  });

  test("EX-05 part 2: aground on the Randzel and leaking: 45 u salvage money in 8 parts, with the Vogt's inspection", () => {
    const { d, row, used } = decide(EX05_SALVAGE, EX05_SALVAGE_READINGS);
    assert.deepEqual(table(d), {
      ocko: ["3", "135/8"],
      popke: ["1", "45/8"],
      rolf: ["1", "45/8"],
      sieben: ["0", "0"],
      vogt: ["1", "45/8"],
      pastor: ["1", "45/8"],
      antje: ["1", "45/8"],
    });
    assert.equal(d.funds[0]?.totalParts, "8");
    assert.match(d.situation, /^salvage money, not pilot money \(borkum-1666\/7\.9\)/);
    assert.match(row("sieben").reason, /Q-B05 R1/);
    const inspection = d.obligations.find((o) => o.provisions.includes("borkum-1666/7.9"));
    assert.ok(inspection);
    assert.equal(inspection.who, "vogt");
    assert.match(
      inspection.what,
      /^inspect the ship indiaman.*fallen into the hands of the high territorial authority/,
    );
    assert.match(inspection.what, /made: he found that it has not fallen to the ruler/);
    const finding = d.assessments.find((a) => /fallen into the hands/.test(a.what));
    assert.equal(finding?.status, "given");
    assert.equal(finding?.value, false);
    for (const r of ["inside_helper_status", "home_exception_parts", "widow_home_part_inside"])
      assert.ok(used.includes(r));
  });
});

// ---------------------------------------------------------------------------
// One test per provision

describe("the provisions of §7", () => {
  test("borkum-1666/5: the old custom is noted, and the surplus is divided in equal parts as §5 reads it", () => {
    const { d, used } = decide(EX04, EX04_READINGS);
    const notes = allSteps(d.explanation).filter((s) => s.status === "note" && s.provisions.includes("borkum-1666/5"));
    assert.ok(notes.some((n) => /old custom.*deputies.*oath/.test(n.label)));
    assert.ok(used.includes("part_fund"));
    assert.ok(d.funds.at(-1)?.provisions.includes("borkum-1666/5"));
  });

  test("borkum-1666/7.1: a waft or a gun from an unfamiliar ship in free passage makes pilot money", () => {
    const gun = decide({ ...EX04, ship: { ...EX04.ship, signal: "gun" } });
    assert.equal(stepOf(gun.d, "borkum-1666/7.1#pilot-money").status, "applied");
    assert.equal(stepOf(gun.d, "borkum-1666/7.9#salvage-money").status, "not-applicable");
    assert.match(gun.d.situation, /^pilot money/);
    throwsNotCovered(() => decide({ ...EX04, ship: { ...EX04.ship, signal: "none" } }), "facts.ship.signal");
  });

  test("borkum-1666/7.1: a ship that knew the waters, or was not in free passage, is not covered by §7", () => {
    throwsNotCovered(() => decide({ ...EX04, ship: { ...EX04.ship, unfamiliar: false } }), "facts.ship.unfamiliar");
    throwsNotCovered(
      () => decide({ ...EX04, ship: { ...EX04.ship, in_free_passage: false, aground: true } }),
      "facts.ship.in_free_passage",
    );
    // ... unless 7.9 applies: a ship that knew the waters but is found aground and leaking pays salvage money.
    const ships = [{ id: "boat", skipper: "h1", owners: [{ person: "h1", share: 1 }] }];
    const familiar = decide({
      ...EX04,
      ships,
      ship: { ...EX04.ship, unfamiliar: false, aground: true, leaking: true },
    });
    assert.match(familiar.d.situation, /borkum-1666\/7\.9/);
  });

  test("borkum-1666/7.2: the lowest offer goes, and his offer is the agreed price", () => {
    const { d } = decide(EX04, EX04_READINGS);
    const step = stepOf(d, "borkum-1666/7.2#pilot");
    assert.equal(step.value, "h5");
    assert.match(step.label, /h5, for 6 u$/);
    const cheaper = decide({ ...EX04, offers: [...EX04.offers, { person: "h7", price: 5 }] });
    assert.equal(stepOf(cheaper.d, "borkum-1666/7.2#pilot").value, "h7");
    assert.equal(cheaper.row("h7#agreed-price").exact.u, "5");
    assert.equal(cheaper.d.funds.at(-1)?.amount.u, "15");
  });

  test("borkum-1666/7.2 'wer dann sagt, daß er es für den geringen Preis tun will, der fährt hin': one person's two offers count at his lower, in whatever order they are listed", () => {
    // h5 first says 9 u, then undercuts everyone with 6 u: he has said he will go
    // for 6 u, and that is the agreed price he keeps (Q-B16 R1), not his first word.
    const twice = (prices: number[]) => ({
      ...EX04,
      offers: [...prices.map((price) => ({ person: "h5", price })), ...EX04.offers.slice(1)],
    });
    for (const order of [
      [9, 6],
      [6, 9],
    ]) {
      const { d, row } = decide(twice(order), EX04_READINGS);
      assert.equal(stepOf(d, "borkum-1666/7.2#pilot").value, "h5", `${order}`);
      assert.equal(row("h5#agreed-price").exact.u, "6", `${order}: his lowest offer`);
      assert.match(row("h5#agreed-price").reason, /the lowest/);
      assert.doesNotMatch(row("h5#agreed-price").reason, /not the lowest/);
      assert.equal(d.funds.at(-1)?.amount.u, "14");
    }
    // The same offer twice is one man's offer, not a tie among equal offers.
    const same = decide(twice([6, 6]), EX04_READINGS);
    assert.equal(stepOf(same.d, "borkum-1666/7.2#pilot").value, "h5");
    assert.ok(!same.d.warnings.some((w) => /offers are equal/.test(w.message)));
    // A named pilot who offered twice keeps the lower of his offers.
    const named = decide({ ...EX04, pilot: "h2", offers: [...EX04.offers, { person: "h2", price: 7 }] });
    assert.equal(named.row("h2#agreed-price").exact.u, "7");
  });

  test("borkum-1666/7.2: a named pilot who was not the lowest offer goes, with a warning citing 7.2", () => {
    const { d, row } = decide({ ...EX04, pilot: "h2" });
    assert.equal(row("h2#agreed-price").exact.u, "8");
    const w = d.warnings.find((x) => /h2 went as pilot, but the lowest offer was made by h5/.test(x.message));
    assert.deepEqual(w?.provisions, ["borkum-1666/7.2"]);
    assert.match(row("h2#agreed-price").reason, /though not the lowest/);
  });

  test("borkum-1666/7.2: equal lowest offers are not dealt with: the pilot must be named, or a lot drawn", () => {
    const tie = { ...EX04, offers: [...EX04.offers, { person: "h1", price: 6 }] };
    throwsCaseError(() => decide(tie), "facts.pilot", /h1, h5 alike/);
    const named = decide({ ...tie, pilot: "h1" });
    assert.equal(named.row("h1#agreed-price").exact.u, "6");
    assert.ok(named.d.warnings.some((w) => /7\.2 does not say who goes when offers are equal/.test(w.message)));
    const drawn = decide({ ...tie, lot: { draw: { seed: "Borkum, 2 June 1666", persons_needed: 0 } } });
    const lot = stepOf(drawn.d, "borkum-1666/7.2#tie-lot");
    assert.deepEqual(lot.facts?.candidates, ["h1", "h5"]);
    assert.ok(lot.provisions.includes("borkum-1666/7.7"));
    const pilot = (lot.value as string[])[0] as string;
    assert.equal(drawn.row(`${pilot}#agreed-price`).exact.u, "6");
  });

  test("borkum-1666/7.3: the surplus goes to the company on the beach, one part per household however many sons", () => {
    const { row, d } = decide(EX04, EX04_READINGS);
    assert.equal(row("h3").parts, "1");
    assert.match(row("h3").reason, /1 part for his household, though h3-sons were there too/);
    assert.equal(row("h3-sons").parts, "0");
    assert.match(row("h3-sons").reason, /counted within the one part of h3's household.*borkum-1666\/7\.3/);
    // Someone not on the beach has nothing, with the reason why.
    const away = decide(withPerson(EX04, "h7", { on_beach: false }));
    assert.equal(away.row("h7").parts, "0");
    assert.match(away.row("h7").reason, /not on the beach at the accord/);
    // Sons whose father was not there still count for his household, once.
    const fatherAway = decide(withPerson(EX04, "h3", { on_beach: false }));
    assert.equal(fatherAway.row("h3-sons").parts, "0");
    assert.equal(fatherAway.row("h3").parts, "1");
    // The pilot keeps the agreed price and has his part of the surplus besides.
    assert.ok(d.funds.some((f) => f.label.startsWith("The agreed price, kept by the pilot")));
  });

  test("borkum-1666/7.4: the Vogt and the pastor who were told and would not go along have no part", () => {
    const both = decide(
      withPerson(withPerson(EX04, "vogt", { told: true, refused: true }), "pastor", { told: true, refused: true }),
    );
    assert.equal(both.row("vogt").parts, "0");
    assert.equal(both.row("pastor").parts, "0");
    assert.deepEqual(both.row("pastor").provisions, ["borkum-1666/7.4"]);
    // Present on the beach, they have their part.
    const present = decide(withPerson(EX04, "vogt", { on_beach: true, told: true }));
    assert.equal(present.row("vogt").parts, "1");
  });

  test("borkum-1666/7.4: told and absent, he has no part; refused while untold, or refused and unable, is a contradiction", () => {
    const told = decide(withPerson(EX04, "vogt", { told: true }));
    assert.equal(told.row("vogt").parts, "0");
    assert.deepEqual(told.row("vogt").provisions, ["borkum-1666/7.4"]);
    throwsCaseError(() => decide(withPerson(EX04, "vogt", { told: false, refused: true })), "facts.people[9].refused");
    throwsCaseError(
      () => decide(withPerson(EX04, "vogt", { told: true, refused: true, unable_to_come: true })),
      "facts.people[9].unable_to_come",
    );
  });

  test("borkum-1666/7.5: the Vogt and the pastor who were not told have their share all the same", () => {
    const { row, d } = decide(EX04, EX04_READINGS);
    assert.equal(row("vogt").parts, "1");
    assert.deepEqual(row("vogt").provisions, ["borkum-1666/7.5"]);
    assert.match(row("vogt").reason, /not told, and the ship was seen from the tower/);
    const step = allSteps(d.explanation).find((s) => s.rule === "borkum-1666/7.4#vogt" && s.status === "overridden");
    assert.deepEqual(step?.overriddenBy, ["borkum-1666/7.5#vogt"]);
  });

  test("borkum-1666/7.6: by one person, 7.2–7.5 apply; with whole ships 7.7 overrides and offers are left aside", () => {
    const one = decide(EX04, EX04_READINGS);
    assert.equal(stepOf(one.d, "borkum-1666/7.6#one-person").status, "applied");
    const whole = decide({ ...EX05, offers: [{ person: "popke", price: 3 }] });
    const six = stepOf(whole.d, "borkum-1666/7.6#one-person");
    assert.equal(six.status, "overridden");
    assert.deepEqual(six.overriddenBy, ["borkum-1666/7.7#whole-ships"]);
    assert.ok(whole.d.warnings.some((w) => w.provisions.includes("borkum-1666/7.7") && /lot decides/.test(w.message)));
    assert.equal(
      whole.d.allocations.some((a) => a.id.endsWith("#agreed-price")),
      false,
    );
  });

  test("borkum-1666/7.7: the ship and the persons the lot fell on must go, each an obligation", () => {
    const { d } = decide(EX05, EX05_READINGS);
    assert.deepEqual(
      d.obligations.filter((o) => o.provisions.includes("borkum-1666/7.7")).map((o) => o.who),
      ["ocko", "popke", "rolf", "sieben"],
    );
    assert.match(d.obligations[0]?.what ?? "", /go out with his ship Hoop/);
    const need = d.assessments.find((a) => /present need requires/.test(a.what));
    assert.equal(need?.value, 3);
    throwsCaseError(() => decide({ ...EX05, lot: undefined }), "facts.lot.ship");
  });

  test("borkum-1666/7.7: a lot drawn from a seed shows the seed, the candidates, the procedure and the outcome", () => {
    const facts = {
      ...EX05,
      ships: [...EX05.ships, { id: "fortuna", skipper: "rolf", owners: [{ person: "rolf", share: 1 }] }],
      lot: {
        draw: {
          seed: "Borkum 1666-06-02",
          ships: ["hoop", "fortuna"],
          persons: ["popke", "rolf", "sieben", "ocko"],
          persons_needed: 2,
        },
      },
    };
    const { d } = decide(facts);
    const ship = stepOf(d, "borkum-1666/7.7#lot-ship");
    const persons = stepOf(d, "borkum-1666/7.7#lot-persons");
    for (const s of [ship, persons]) {
      assert.deepEqual(s.provisions, ["borkum-1666/7.7"]);
      assert.equal(s.facts?.seed_given, "Borkum 1666-06-02");
      assert.match(String(s.facts?.procedure), /SHA-256/);
    }
    assert.deepEqual(ship.facts?.candidates, ["fortuna", "hoop"]);
    const drawnShip = (ship.value as string[])[0];
    const skipper = drawnShip === "hoop" ? "ocko" : "rolf";
    assert.ok(!((persons.facts?.candidates ?? []) as string[]).includes(skipper), "the skipper is not drawn again");
    assert.equal((persons.value as string[]).length, 2);
    // The duties to go out by lot (7.7); the frame adds the standing duties of 8.5.
    const goers = d.obligations.filter((o) => o.provisions.includes("borkum-1666/7.7")).map((o) => o.who);
    assert.deepEqual(goers, [skipper, ...(persons.value as string[])]);
    throwsCaseError(
      () => decide({ ...facts, lot: { draw: { ...facts.lot.draw, persons_needed: 4 } } }),
      "facts.lot.draw.persons_needed",
    );
  });

  test("borkum-1666/7.8: three parts for the one who pilots with his ship, wherever the pilotage is", () => {
    const inside = table(decide(EX05, EX05_READINGS).d);
    for (const place of ["outside_reefs", "on_reefs", "open_sea"]) {
      assert.deepEqual(table(decide({ ...EX05, place }).d), inside, place);
    }
    // A co-owned ship: its two parts go to the owners by their shares.
    const shared = decide({
      ...EX05,
      ships: [
        {
          id: "hoop",
          skipper: "ocko",
          owners: [
            { person: "ocko", share: "1/2" },
            { person: "antje", share: "1/2" },
          ],
        },
      ],
    });
    assert.equal(shared.row("ocko").parts, "2");
    assert.equal(shared.row("antje").parts, "1");
    assert.match(shared.row("antje").reason, /2 parts for the piloting ship hoop \(1\/2 share\)/);
    const note = allSteps(shared.d.explanation).find((s) => s.status === "note" && /Rif or the Rantzel/.test(s.label));
    assert.deepEqual(note?.provisions, ["borkum-1666/7.8"]);
  });

  test("borkum-1666/7.9: the root of a salvage after all is 7.9's own rule, showing the facts its words turn on", () => {
    // 'der, der den Syauwer hat, ... irgend festsitzt und leck ist': the signal, aground, leaking.
    const { d } = decide(EX05_SALVAGE, EX05_SALVAGE_READINGS);
    assert.equal(d.explanation.status, "applied");
    assert.equal(d.explanation.value, "salvage_money");
    assert.deepEqual(d.explanation.facts, { signal: "gun", aground: true, leaking: true });
    // Q-B23 R2 ('festsitzt und leck' read as either): aground alone still turns the money, and the root says so.
    const either = decide(
      { ...EX05_SALVAGE, ship: { ...EX05_SALVAGE.ship, leaking: false } },
      { ...EX05_SALVAGE_READINGS, stuck_and_leaking: "R2" },
    );
    assert.deepEqual(either.d.explanation.facts, { signal: "gun", aground: true, leaking: false });
    assert.equal(either.d.explanation.status, "applied");
  });

  test("borkum-1666/7.9: found aground and leaking, the money is salvage money: the explanation shows the switch", () => {
    const { d } = decide(EX05_SALVAGE, EX05_SALVAGE_READINGS);
    const root = d.explanation;
    assert.equal(root.rule, "borkum-1666/7.9#salvage-money");
    assert.match(root.label, /^Pilot money became salvage money under borkum-1666\/7\.9/);
    assert.ok(root.provisions.includes("borkum-1666/7.9"));
    assert.ok(root.provisions.includes("borkum-1666/6.3"));
    assert.equal(stepOf(d, "borkum-1666/7.1#pilot-money").status, "overridden");
    assert.ok(d.funds[0]?.provisions.includes("borkum-1666/7.9"));
    // Outside the reefs, §6's rules for outside the reefs: Sieben has his part as a helper aboard.
    const outside = decide({ ...EX05_SALVAGE, place: "outside_reefs" });
    assert.equal(outside.row("sieben").parts, "1");
    assert.equal(outside.row("vogt").parts, "0");
    assert.match(outside.d.explanation.label, /outside the reefs$/);
    // The inspection not yet made: the obligation stands and the finding is needed.
    const pending = decide({ ...EX05_SALVAGE, vogt_inspection: undefined });
    assert.match(pending.d.obligations.find((o) => o.who === "vogt")?.what ?? "", /not yet made$/);
    assert.equal(pending.d.assessments.find((a) => /fallen into the hands/.test(a.what))?.status, "needed");
  });

  test("borkum-1666/8.3: the officials' four parts reach pilot money only as Q-B28 says", () => {
    const none = decide(EX04, EX04_READINGS);
    assert.equal(
      none.d.allocations.some((a) => a.id === "officials-greetsiel"),
      false,
    );
    assert.ok(none.used.includes("officials_parts_scope"));
    const added = decide(EX04, { ...EX04_READINGS, officials_parts_scope: "R1" });
    assert.equal(added.row("officials-greetsiel").parts, "4");
    assert.equal(added.row("officials-greetsiel").exact.u, "4");
    assert.equal(added.d.funds.at(-1)?.totalParts, "14");
    const r3 = decide(EX05, { ...EX05_READINGS, officials_parts_scope: "R3" });
    assert.equal(
      r3.d.allocations.some((a) => a.id === "officials-greetsiel"),
      false,
    );
  });
});

// ---------------------------------------------------------------------------
// A switch test for every reading of §7

function under(name: PilotageReading, raw: unknown, codes: string[], more: Record<string, string> = {}): Decided[] {
  return codes.map((code) => {
    const r = decide(raw, { ...more, [name]: code });
    assert.ok(r.used.includes(name), `${name} was not consulted under ${code}`);
    return r;
  });
}

// ---------------------------------------------------------------------------
// Where the words of the Rolle decide

describe("the words of §7", () => {
  const SONS = ["s1", "s2", "s3"].map((id) => ({ id, roles: ["grown_son"], son_of: "h3", on_beach: true }));
  /** EX-04 with H3's three grown sons each on his own row. */
  const THREE_SONS = { ...EX04, people: [...EX04.people.filter((p) => p.id !== "h3-sons"), ...SONS] };

  test("7.3 'ein jeder Hausvater, der aber doch nur einen Part davon hat, wenn auch einer oder mehrere Söhne dabei sind': three sons of a father who stays home have one part, as with him there", () => {
    const here = decide(THREE_SONS, EX04_READINGS);
    const away = decide(withPerson(THREE_SONS, "h3", { on_beach: false }), EX04_READINGS);
    for (const r of [here, away]) {
      assert.equal(r.row("h3").parts, "1");
      for (const id of ["s1", "s2", "s3"]) assert.equal(r.row(id).parts, "0", id);
      assert.equal(r.d.funds.at(-1)?.totalParts, "10");
    }
    assert.match(away.row("h3").reason, /not at the accord himself, but his sons s1, s2, s3 were/);
    assert.match(away.row("s2").reason, /one part of h3's household, who was not there himself/);
    assert.ok(away.d.warnings.some((w) => /h3 was not on the beach at the accord/.test(w.message)));
    // A group row of sons is one household too.
    const group = decide(withPerson(EX04, "h3", { on_beach: false }), EX04_READINGS);
    assert.equal(group.row("h3").parts, "1");
    assert.equal(group.row("h3-sons").parts, "0");
  });

  /** EX-04 with the Vogt's facts replaced by `vogt` (his id and roles kept). */
  const vogtAs = (vogt: object, ship: object = EX04.ship) => ({
    ...EX04,
    ship,
    people: EX04.people.map((p) => (p.id === "vogt" ? { id: "vogt", roles: ["vogt"], ...vogt } : p)),
  });
  const UNSEEN = { ...EX04.ship, seen_from_tower: false };
  const { seen_from_tower: _seen, ...TOWER_UNKNOWN } = EX04.ship;

  test("7.4 'nämlich wenn es ihnen angesagt ist und sie wollen nicht mitfahren': a Vogt who was told and stayed away has no part", () => {
    const r = decideUnder(vogtAs({ told: true }), { officials_parts_scope: "R2" });
    assert.equal(r.row("vogt").parts, "0");
    assert.match(r.row("vogt").reason, /was told and stayed away: no part/);
    assert.equal(r.d.funds.at(-1)?.totalParts, "9"); // EX-04 variant C
  });

  test("7.4–7.5: whether the Vogt was told is a fact; left out where it decides his part, the case is refused naming it", () => {
    throwsCaseError(
      () => decideUnder(vogtAs({})),
      "facts.people[9].told",
      /whether the Vogt vogt, who was not at the accord, was told.*7\.4 takes it/,
    );
    // Where told and not told come to the same, nothing is asked: told (no reason given) and not told
    // with the ship unseen (Q-B21 R1) both give him nothing.
    const same = decideUnder(vogtAs({}, UNSEEN), { officials_parts_scope: "R2" });
    assert.equal(same.row("vogt").parts, "0");
    assert.match(same.row("vogt").reason, /whether the Vogt was told is not stated, but it makes no difference here/);
  });

  test("Q-B31 absent_officers: told but unable to come, the Vogt keeps his part under R2 (the default), not under R1", () => {
    const unable = vogtAs({ told: true, unable_to_come: true });
    const r2 = decideUnder(unable, { officials_parts_scope: "R2" });
    assert.equal(r2.row("vogt").parts, "1");
    assert.match(r2.row("vogt").reason, /told but could not come.*not of one who could not \(Q-B31 R2\)/);
    assert.ok(r2.used.includes("absent_officers"));
    const r1 = decideUnder(unable, { officials_parts_scope: "R2", absent_officers: "R1" });
    assert.equal(r1.row("vogt").parts, "0");
    assert.match(r1.row("vogt").reason, /Q-B31 R1/);
    // Told and staying away with no reason given is 7.4 itself: the question is not asked.
    assert.equal(decideUnder(vogtAs({ told: true })).used.includes("absent_officers"), false);
  });

  test("7.5 'Ist es ihnen aber nicht gesagt und die Eiländer das Schiff von den dem Turm sehen': under Q-B21 R1 (the default) both conditions, and the tower is asked for", () => {
    const seen = decideUnder(vogtAs({ told: false }), { officials_parts_scope: "R2" });
    assert.equal(seen.row("vogt").parts, "1");
    const unseen = decideUnder(vogtAs({ told: false }, UNSEEN), { officials_parts_scope: "R2" });
    assert.equal(unseen.row("vogt").parts, "0");
    assert.ok(unseen.used.includes("tower_condition"));
    throwsCaseError(
      () => decideUnder(vogtAs({ told: false }, TOWER_UNKNOWN)),
      "facts.ship.seen_from_tower",
      /'Ist es ihnen aber nicht gesagt und die Eiländer das Schiff von den dem Turm sehen'.*Q-B21 R1/,
    );
    // Under R2 not being told suffices, and the tower is not needed.
    const r2 = decideUnder(vogtAs({ told: false }, TOWER_UNKNOWN), { tower_condition: "R2" });
    assert.equal(r2.row("vogt").parts, "1");
  });

  /** EX-04, but the ship is found aground and leaking outside the reefs: 7.9 with a single pilot. */
  const STUCK = {
    ...EX04,
    place: "outside_reefs",
    ship: { ...EX04.ship, aground: true, leaking: true },
    vogt_inspection: { made: true, fallen_to_ruler: false },
  };

  test("7.9 'kann kein Lootsgeld heißen, sondern Bergegeld': a single pilot who went out alone is asked for the boat he went in, in the case's own terms", () => {
    throwsCaseError(
      () => decide(STUCK, EX04_READINGS),
      "facts.ships",
      /under 7\.9 the 20 u it pays 'kann kein Lootsgeld heißen, sondern Bergegeld'.*the pilot h5 went out by himself \(mode: single_person\)/,
    );
  });

  test("7.9: with the boat the single pilot went out in, the salvage money is shared under §6 among those who went out", () => {
    const boat = { id: "jolle", name: "the Jolle", skipper: "h2", owners: [{ person: "h2", share: 1 }] };
    const r = decide({ ...STUCK, ships: [boat] }, EX04_READINGS);
    assert.equal(r.row("h2").parts, "3"); // the boat's two parts and its skipper's own (6.1)
    assert.equal(r.row("h5").parts, "1"); // the pilot, aboard and helping (6.2)
    assert.equal(r.row("h1").parts, "0");
    assert.equal(r.d.funds.at(-1)?.totalParts, "4");
    assert.match(r.d.situation, /salvage money, not pilot money \(borkum-1666\/7\.9\)/);
  });

  test("7.3 under Q-B18 R2 (householders present only) a household whose head stayed home has no part through his sons", () => {
    const r = decide(withPerson(THREE_SONS, "h3", { on_beach: false }), {
      ...EX04_READINGS,
      company_membership: "R2",
    });
    assert.equal(r.row("h3").parts, "0");
    for (const id of ["s1", "s2", "s3"]) assert.equal(r.row(id).parts, "0", id);
  });
});

describe("the readings of §7", () => {
  test("every open question of the register for §7 is a reading with its default and provisions", () => {
    const register: [string, string, string, string[]][] = [
      ["Q-B16", "lowest_price", "R1", ["7.2"]],
      ["Q-B17", "pilot_shares_surplus", "R1", ["7.3"]],
      ["Q-B18", "company_membership", "R1", ["7.3"]],
      ["Q-B19", "surplus_shortfall", "R1", ["7.3"]],
      ["Q-B20", "vogt_pastor_pilot_share", "R1", ["7.5"]],
      ["Q-B21", "tower_condition", "R1", ["7.4", "7.5"]],
      ["Q-B22", "ship_pilotage_shares", "R1", ["7.7", "7.8"]],
      ["Q-B23", "stuck_and_leaking", "R1", ["7.9"]],
      ["Q-B24", "ruler_forfeit_effect", "R1", ["7.9"]],
      ["Q-B31", "absent_officers", "R2", ["7.4", "7.5"]],
    ];
    assert.equal(PILOTAGE_READINGS.length, register.length);
    for (const [question, name, dflt, affects] of register) {
      const def = borkum1666.readings.find((r) => r.name === name);
      assert.ok(def, name);
      assert.equal(def.question, question);
      assert.equal(def.default, dflt);
      assert.deepEqual(
        def.provisions,
        affects.map((n) => `borkum-1666/${n}`),
      );
      def.alternatives.forEach((a, i) => {
        assert.equal(a.code, `R${i + 1}`);
        assert.match(a.slug, /^[a-z][a-z0-9]*(_[a-z0-9]+)*$/);
      });
    }
  });

  test("lowest_price (Q-B16): R1 reads the offers as pay taken, R2 as prices promised to the ship", () => {
    const [r1, r2] = under("lowest_price", EX04, ["R1", "R2"]);
    assert.match(r1?.row("h5#agreed-price").reason ?? "", /pay he would take.*Q-B16 R1/);
    assert.match(r2?.row("h5#agreed-price").reason ?? "", /promise to charge the ship no more.*Q-B16 R2/);
    assert.deepEqual(table(r1?.d as DeterminationBody), table(r2?.d as DeterminationBody));
  });

  test("pilot_shares_surplus (Q-B17): R1 the pilot has a part of the surplus, R2 none", () => {
    const [r1, r2] = under("pilot_shares_surplus", EX04, ["R1", "R2"]);
    assert.equal(r1?.row("h5").parts, "1");
    assert.equal(r2?.row("h5").parts, "0");
  });

  test("company_membership (Q-B18): R1 all present, R2 householders only", () => {
    const [r1, r2] = under("company_membership", EX04, ["R1", "R2"]);
    assert.equal(r1?.row("klaas").parts, "1");
    assert.equal(r2?.row("klaas").parts, "0");
    assert.match(r2?.row("klaas").reason ?? "", /Q-B18 R2/);
    assert.equal(r2?.d.funds.at(-1)?.totalParts, "9");
  });

  test("surplus_shortfall (Q-B19): the ship pays 4 u below the agreed price; R1 the pilot bears it, R2 the company", () => {
    const short = { ...EX04, pilot_money: 2 };
    const [r1, r2] = under("surplus_shortfall", short, ["R1", "R2"]);
    assert.equal(r1?.row("h5#agreed-price").exact.u, "2");
    assert.match(r1?.row("h5#agreed-price").reason ?? "", /bears the shortfall.*Q-B19 R1/);
    assert.deepEqual(r1?.d.liabilities, []);
    assert.equal(r2?.row("h5#agreed-price").exact.u, "2");
    const owed = (r2?.d.liabilities ?? []).reduce((s, l) => s + BigInt(l.amount?.minor ?? "0"), 0n);
    // 4 u short, borne by the company present: the seven householders and Klaas, 8 parts (the Vogt and
    // the pastor were not there). The pilot bears his own 1/2 u; the seven others owe him 7/2 u.
    assert.equal(owed, 350n);
    assert.equal(r2?.d.liabilities.length, 7);
    assert.ok(r2?.d.liabilities.every((l) => l.to === "h5" && l.from !== "h5" && l.from !== "vogt"));
    for (const r of [r1, r2]) assert.equal(roundedSum(r?.d.allocations ?? []), 200n);
  });

  test("vogt_pastor_pilot_share (Q-B20): R1 one each, R2 four and two, R3 left out and assessed", () => {
    const [r1, r2, r3] = under("vogt_pastor_pilot_share", EX04, ["R1", "R2", "R3"]);
    assert.deepEqual([r1?.row("vogt").parts, r1?.row("pastor").parts], ["1", "1"]);
    assert.deepEqual([r2?.row("vogt").parts, r2?.row("pastor").parts], ["4", "2"]);
    assert.equal(r2?.d.funds.at(-1)?.totalParts, "14");
    assert.deepEqual([r3?.row("vogt").parts, r3?.row("pastor").parts], ["0", "0"]);
    const a = r3?.d.assessments.find((x) => /share of the pilot money/.test(x.what));
    assert.equal(a?.status, "needed");
    assert.equal(a?.value, undefined);
    assert.match(a?.by ?? "", /old custom/);
    assert.ok(r3?.d.warnings.some((w) => /provisional/.test(w.message)));
  });

  test("tower_condition (Q-B21): not told, not seen from the tower: R1 no share, R2 the share", () => {
    const unseen = { ...EX04, ship: { ...EX04.ship, seen_from_tower: false } };
    const [r1, r2] = under("tower_condition", unseen, ["R1", "R2"]);
    assert.equal(r1?.row("vogt").parts, "0");
    assert.match(r1?.row("vogt").reason ?? "", /was not seen from the tower, and 7\.5 asks for both \(Q-B21 R1\)/);
    assert.equal(r2?.row("vogt").parts, "1");
    // Seen from the tower, both readings agree, and the reading is not consulted.
    assert.equal(decide(EX04, EX04_READINGS).used.includes("tower_condition"), false);
  });

  test("ship_pilotage_shares (Q-B22): R1 body parts and the whole fee, R2 agreed price and surplus, R3 ship only", () => {
    const facts = {
      ...EX05,
      agreed_price: 30,
      people: [
        ...EX05.people.map((p) => (p.roles.includes("vogt") || p.roles.includes("pastor") ? { ...p, told: false } : p)),
        { id: "eppe", roles: ["householder"], on_beach: true },
      ],
    };
    const [r1, r2, r3] = under("ship_pilotage_shares", facts, ["R1", "R2", "R3"]);
    assert.deepEqual([r1?.row("ocko").parts, r1?.row("popke").parts, r1?.row("eppe").parts], ["3", "1", "0"]);
    assert.equal(r1?.d.funds[0]?.totalParts, "6");
    // R2: the ship's party keeps 30 u in 6 parts; the 15 u surplus goes to the company present: the four
    // who went (Q-B17 R1), Eppe on the beach, and the Vogt and the pastor, not told (7.5).
    assert.equal(r2?.row("ocko#agreed-price").exact.u, "15");
    assert.equal(r2?.row("popke#agreed-price").exact.u, "5");
    assert.equal(r2?.row("eppe").exact.u, "15/7");
    assert.equal(r2?.row("antje").parts, "0");
    assert.equal(r2?.d.funds.at(-1)?.totalParts, "7");
    assert.equal(r2?.d.funds[0]?.amount.u, "45");
    assert.equal(roundedSum(r2?.d.allocations ?? []), 4500n);
    assert.deepEqual([r3?.row("ocko").parts, r3?.row("popke").parts], ["3", "0"]);
    assert.equal(r3?.row("ocko").exact.u, "45");
    throwsCaseError(() => decide(EX05, { ...EX05_READINGS, ship_pilotage_shares: "R2" }), "facts.agreed_price");
  });

  test("stuck_and_leaking (Q-B23): aground but not leaking: R1 still pilot money, R2 salvage money", () => {
    const aground = { ...EX05, ship: { ...EX05.ship, aground: true } };
    const [r1, r2] = under("stuck_and_leaking", aground, ["R1", "R2"]);
    assert.match(r1?.d.situation ?? "", /^pilot money/);
    assert.match(r2?.d.situation ?? "", /^salvage money, not pilot money/);
    assert.equal(r2?.d.funds[0]?.totalParts, "8");
  });

  test("ruler_forfeit_effect (Q-B24): fallen to the ruler: R1 the shares stand, R2 the ruler's officials decide", () => {
    const fallen = { ...EX05_SALVAGE, vogt_inspection: { made: true, fallen_to_ruler: true } };
    const [r1, r2] = under("ruler_forfeit_effect", fallen, ["R1", "R2"]);
    assert.deepEqual(table(r1?.d as DeterminationBody), table(decide(EX05_SALVAGE, EX05_SALVAGE_READINGS).d));
    assert.equal(
      r1?.d.assessments.some((a) => /ruler's officials/.test(a.by)),
      false,
    );
    const a = r2?.d.assessments.find((x) => /ruler's officials/.test(x.by));
    assert.equal(a?.status, "needed");
    assert.equal(a?.value, undefined);
    assert.ok(r2?.d.warnings.some((w) => /provisional/.test(w.message) && w.provisions.includes("borkum-1666/7.9")));
    // Not fallen: the reading is not consulted.
    assert.equal(decide(EX05_SALVAGE, EX05_SALVAGE_READINGS).used.includes("ruler_forfeit_effect"), false);
  });
});

// ---------------------------------------------------------------------------
// Lots, properties, and the determination as a whole

describe("lots drawn from a seed", () => {
  const drawFacts = (ships: string[], persons: string[]) => ({
    ...EX05,
    ships: [...EX05.ships, { id: "fortuna", skipper: "rolf", owners: [{ person: "rolf", share: 1 }] }],
    lot: { draw: { seed: "Ems, St John's Day", ships, persons, persons_needed: 2 } },
  });
  const outcome = (d: DeterminationBody) => d.obligations.map((o) => o.who);

  test("the same seed draws the same lot every time, whatever the order of the candidates", () => {
    const a = decide(drawFacts(["hoop", "fortuna"], ["popke", "rolf", "sieben", "ocko", "antje"])).d;
    const b = decide(drawFacts(["hoop", "fortuna"], ["popke", "rolf", "sieben", "ocko", "antje"])).d;
    const c = decide(drawFacts(["fortuna", "hoop"], ["antje", "ocko", "sieben", "rolf", "popke"])).d;
    assert.deepEqual(outcome(a), outcome(b));
    assert.deepEqual(outcome(a), outcome(c));
    assert.deepEqual(table(a), table(c));
  });

  test("another seed may draw otherwise", () => {
    const seeds = ["1", "2", "3", "4", "5", "6", "7", "8"];
    const ships = new Set(
      seeds.map((seed) => {
        const f = drawFacts(["hoop", "fortuna"], ["popke", "sieben", "antje"]);
        return outcome(decide({ ...f, lot: { draw: { ...f.lot.draw, seed } } }).d)[0];
      }),
    );
    assert.equal(ships.size, 2);
  });
});

const ROLES = ["householder", "widow", "grown_son", "boy", "farmhand", "unmarried", "vogt", "pastor"] as const;

const personArb = (i: number, n: number) =>
  fc.record({
    id: fc.constant(`p${i}`),
    roles: fc.subarray([...ROLES], { minLength: 1, maxLength: 2 }),
    count: fc.integer({ min: 1, max: 3 }),
    on_beach: fc.boolean(),
    told: fc.boolean(),
    son_of: fc.option(fc.constantFrom(...Array.from({ length: n }, (_, k) => `p${k}`)), { nil: undefined }),
  });

const readingsArb = fc.record(
  Object.fromEntries(
    PILOTAGE_READINGS.map((r) => [r.name, fc.constantFrom(...r.alternatives.map((a) => a.code))]).concat([
      ["officials_parts_scope", fc.constantFrom("R1", "R2", "R3")],
    ]),
  ),
) as fc.Arbitrary<Record<string, string>>;

const caseArb = fc
  .integer({ min: 2, max: 10 })
  .chain((n) =>
    fc.record({
      people: fc.tuple(...Array.from({ length: n }, (_, i) => personArb(i, n))),
      prices: fc.array(fc.integer({ min: 0, max: 5000 }), { minLength: 1, maxLength: n }),
      surplus: fc.integer({ min: 0, max: 1_000_000 }),
      readings: readingsArb,
    }),
  )
  .map(({ people, prices, surplus, readings }) => {
    // No self-parentage, no group rows that others are sons of.
    const cleaned = people.map((p) => ({
      ...p,
      son_of: p.son_of === p.id ? undefined : p.son_of,
      told: p.told,
    }));
    const parents = new Set(cleaned.map((p) => p.son_of).filter((x) => x !== undefined));
    // The Vogt and the pastor are one man each (7.4–7.5), as are those who offer.
    const one = (p: { id: string; roles: string[] }, i: number) =>
      parents.has(p.id) || i < prices.length || p.roles.includes("vogt") || p.roles.includes("pastor");
    const ok = cleaned.map((p, i) => ({ ...p, count: one(p, i) ? 1 : p.count }));
    const offers = prices.map((price, i) => ({ person: `p${i}`, price: `${price} c` }));
    const lowest = Math.min(...prices);
    return {
      facts: {
        place: "outside_reefs",
        ship: { id: "stranger", signal: "waft", seen_from_tower: surplus % 2 === 0 },
        pilot_money: `${lowest + surplus} c`,
        offers,
        lot: { draw: { seed: `seed-${surplus}`, persons_needed: 0 } },
        people: ok,
      },
      readings,
      surplus: BigInt(surplus),
    };
  });

describe("properties of the surplus", () => {
  test("the rounded shares of the surplus add up to the surplus, and the order of people and offers changes nothing", () => {
    fc.assert(
      fc.property(
        caseArb.chain((c) =>
          fc.tuple(
            fc.constant(c),
            fc.shuffledSubarray(c.facts.people, { minLength: c.facts.people.length }),
            fc.shuffledSubarray(c.facts.offers, { minLength: c.facts.offers.length }),
          ),
        ),
        ([c, people, offers]) => {
          const a = decide(c.facts, c.readings).d;
          const fund = a.funds.at(-1);
          const shares = a.allocations.filter((x) => !x.id.endsWith("#agreed-price"));
          assert.equal(BigInt(fund?.amount.minor ?? "-1"), c.surplus);
          if (fund?.totalParts !== "0") {
            assert.equal(roundedSum(shares), c.surplus);
            assert.equal(roundedSum(a.allocations), BigInt(a.funds[0]?.amount.minor ?? "-1"));
          }
          const b = decide({ ...c.facts, people, offers }, c.readings).d;
          const key = (d: DeterminationBody) =>
            Object.fromEntries(d.allocations.map((x) => [x.id, [x.parts, x.exact.minor, x.rounded.minor]]));
          assert.deepEqual(key(b), key(a));
        },
      ),
      { numRuns: 300 },
    );
  });
});

describe("the determination", () => {
  test("every person of the case has an allocation, with a reason and a provision", () => {
    for (const ex of [EX04, EX05, EX05_SALVAGE]) {
      const { d } = decide(ex);
      const ids = d.allocations.map((a) => a.id);
      for (const p of ex.people) assert.ok(ids.includes(p.id), p.id);
      for (const a of d.allocations) {
        assert.ok(a.reason.length > 0 && a.provisions.length > 0, a.id);
        assert.ok(/borkum-1666\/\d/.test(a.reason), `${a.id}: ${a.reason}`);
      }
    }
  });

  test("the readings consulted in EX-04 are only those it rests on", () => {
    assert.deepEqual(decide(EX04, EX04_READINGS).used, [
      "company_membership",
      "lowest_price",
      "officials_parts_scope",
      "part_fund",
      "pilot_shares_surplus",
      "vogt_pastor_pilot_share",
    ]);
  });

  test("the sides of §5 cover the whole pilot money, the agreed price too", () => {
    const { d } = decide(EX04, EX04_READINGS);
    const sides = Object.fromEntries((d.groups ?? []).map((g) => [g.id, g.exact.u]));
    assert.deepEqual(sides, { vogt: SEVENTH, community: "93/5" });
    assert.ok(citedProvisions(d.explanation).includes("borkum-1666/7.3"));
  });

  test("amounts that are not whole hundredths are refused at their path", () => {
    throwsCaseError(() => decide({ ...EX04, pilot_money: "20 1/3 c" }), "facts.pilot_money");
  });
});

// ---------------------------------------------------------------------------
// Through the library, from a case file's text

const EX04_YAML = `
version: 1
statute: borkum-1666
kind: pilotage
title: EX-04 through decideText
currency: u
readings: { officials_parts_scope: R2 } # as EX-04 names it
facts:
  place: inside_reefs
  ship: { id: stranger, signal: waft, seen_from_tower: true }
  pilot_money: 20
  offers: [{ person: h5, price: 6 }]
  people:
    - { id: h1, roles: [householder], on_beach: true }
    - { id: h5, roles: [householder], on_beach: true }
    - { id: klaas, roles: [unmarried], on_beach: true }
    - { id: vogt, roles: [vogt], told: true, refused: true }
    - { id: pastor, roles: [pastor], told: false }
`;

describe("decideText", () => {
  test("EX-04 in small, from YAML: 4 parts of 14 u; the Vogt who would not come has none", () => {
    const d = decideText(EX04_YAML, { source: "ex04.yaml" });
    assert.equal(d.kind, "pilotage");
    assert.equal(d.funds.at(-1)?.perPart?.u, "7/2");
    assert.equal(d.allocations.find((a) => a.id === "vogt")?.parts, "0");
    assert.equal(d.allocations.find((a) => a.id === "h5#agreed-price")?.exact.u, "6");
    assert.ok(d.readings.some((r) => r.name === "pilot_shares_surplus" && r.value === "R1"));
    const r2 = decideText(EX04_YAML, { readings: { pilot_shares_surplus: "agreed_price_only" } });
    assert.equal(r2.funds.at(-1)?.perPart?.u, "14/3");
  });
});
