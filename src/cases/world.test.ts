// test: shared
import assert from "node:assert/strict";
import { test } from "node:test";
import { IssueList, notWhole, WHOLE_AMOUNT } from "../core/errors.js";
import { Money, RIGSDALER } from "../core/money.js";
import { Rational } from "../core/rational.js";
import { checkTheShip, peopleIndex } from "./world.js";

test("peopleIndex reports an id used twice and every reference to someone not listed", () => {
  const found: string[] = [];
  const report = (path: (string | number)[], message: string) => found.push(`${path.join(".")}: ${message}`);
  const { ids, person } = peopleIndex([{ id: "hans" }, { id: "ole" }, { id: "hans" }], report);
  assert.deepEqual([...ids], ["hans", "ole"]);
  person(["pilot", "person"], "peder");
  person(["ship", "skipper"], "hans");
  assert.deepEqual(found, [
    'people.2.id: the id "hans" is used twice',
    'pilot.person: no person has the id "peder"; list him under people',
  ]);
});

test("checkTheShip: a listed skipper, owners named once, shares making exactly 1", () => {
  const found: string[] = [];
  const report = (path: (string | number)[], message: string) => found.push(`${path.join(".")}: ${message}`);
  const { person } = peopleIndex([{ id: "hans" }, { id: "maren" }], report);
  const half = Rational.of(1, 2);
  checkTheShip(
    {
      skipper: "hans",
      owners: [
        { person: "hans", share: half },
        { person: "maren", share: half },
      ],
    },
    person,
    report,
  );
  assert.deepEqual(found, []);
  checkTheShip(
    {
      skipper: "jens",
      owners: [
        { person: "maren", share: half },
        { person: "maren", share: Rational.of(1, 3) },
      ],
    },
    person,
    report,
  );
  assert.deepEqual(found, [
    'ship.skipper: no person has the id "jens"; list him under people',
    'ship.owners.1.person: "maren" is listed twice',
    "ship.owners: the owners' shares add up to 5/6, not exactly 1",
  ]);
});

test("IssueList lists thirty problems, counts the rest, and throws them all at once", () => {
  const list = new IssueList();
  list.whole(Money.of(RIGSDALER, Rational.of(1, 200)), "facts.damage");
  list.whole(Money.of(RIGSDALER, Rational.of(3)), "facts.other");
  assert.deepEqual(list.list, [
    {
      path: "facts.damage",
      message: `${Money.of(RIGSDALER, Rational.of(1, 200)).format()} is not a whole number of the smallest unit`,
      expected: WHOLE_AMOUNT,
    },
  ]);
  for (let i = 0; i < 40; i++) list.add(`facts.x[${i}]`, "wrong");
  assert.throws(
    () => list.throwIfAny(),
    (e: Error & { issues?: unknown[] }) => {
      assert.equal(e.name, "CaseError");
      assert.equal(e.issues?.length, 31);
      assert.match(e.message, /and 11 more problems of the same kinds/);
      return true;
    },
  );
  assert.equal(notWhole(undefined, "x"), undefined);
});
