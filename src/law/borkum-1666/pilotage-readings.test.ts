// test: shared
/** Pilot money: where the words of the Rolle decide, and a switch test for every reading of §7. */

import assert from "node:assert/strict";
import { describe, test } from "node:test";
import type { DeterminationBody } from "../../core/determination.js";
import { borkum1666 } from "./index.js";
import { PILOTAGE_READINGS } from "./pilotage-readings.js";
import {
  decide,
  decideUnder,
  EX04,
  EX05,
  EX05_SALVAGE,
  roundedSum,
  table,
  throwsCaseError,
  under,
  withPerson,
} from "./test-support/pilotage.js";
import { EX04_READINGS, EX05_READINGS, EX05_SALVAGE_READINGS } from "./test-support/worked-examples.js";

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
