// test: shared
/** Pilot money: one test or more for each provision of §7. */

import assert from "node:assert/strict";
import { describe, test } from "node:test";
import { halfAndHalf } from "../test-support/owners.js";
import {
  allSteps,
  decide,
  EX04,
  EX05,
  EX05_SALVAGE,
  stepOf,
  table,
  throwsCaseError,
  throwsNotCovered,
  withPerson,
} from "./test-support/pilotage.js";
import { EX04_READINGS, EX05_READINGS, EX05_SALVAGE_READINGS } from "./test-support/worked-examples.js";

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
          owners: halfAndHalf("ocko", "antje"),
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
