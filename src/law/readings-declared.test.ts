/**
 * A rule names the readings it rests on: every reading its condition or its value
 * consults (`is`, `reading`, `q`, or a choice made inside it) is among its
 * `readings`, so that its step shows them and the rule listing tells a reader what
 * each rule turns on. Checked on every shipped example, under its own readings and
 * under every other alternative of each reading its determination names.
 *
 * The file keeps process state while it runs (it watches every rule tried and
 * hears every reading consulted), so it runs in a process of its own.
 */

import assert from "node:assert/strict";
import { test } from "node:test";
import { ReadingSet } from "../core/reading.js";
import { watchRules } from "../core/rule.js";
import { decide } from "../engine/decide.js";
import { shippedExamples, underEveryReading } from "../engine/observed-reads.js";

/**
 * Rules that consult a reading on one branch of their value only: declaring it
 * would record the reading in every decision the rule makes, where on the other
 * branch it decides nothing. Each is named with the reading and why.
 */
const ON_ONE_BRANCH: Record<string, Record<string, string>> = {
  "borkum-1666/6.3#grown-son": {
    son_part: "asked only when Q-B05 lets a grown son have a part inside the reefs at all (R2)",
  },
  "dl-averi/7#skipper-pays": {
    ship_answers: "asked only where the skipper cannot pay all of the damage himself",
  },
  "dl-averi/53#hidden-fraud": {
    conspirators: "asked only where more than the skipper are party to the fraud",
  },
  "dl-averi/18#sailing-late-autumn": {
    late_autumn:
      "asked only of a ship sailing on a dark night whose case does not say outright whether it was late autumn",
  },
  "dl-vrag/1#lost": {
    blive_lost: "asked only of a ship wrecked but not wholly lost; a total loss is lost under every reading",
  },
};

interface Tried {
  readonly id: string;
  readonly readings?: readonly string[];
}

test("every reading a rule consults is among the readings it declares, on every example under every reading", () => {
  const tried: Tried[] = [];
  const undeclared = new Map<string, Set<string>>();
  const consulted = new Map<string, Set<string>>();
  const get = ReadingSet.prototype.get;
  ReadingSet.prototype.get = function (this: ReadingSet, name: string): string {
    const top = tried[tried.length - 1];
    if (top !== undefined) {
      const seen = consulted.get(top.id) ?? new Set<string>();
      seen.add(name);
      consulted.set(top.id, seen);
      if (!(top.readings ?? []).includes(name) && ON_ONE_BRANCH[top.id]?.[name] === undefined) {
        const where = undeclared.get(top.id) ?? new Set<string>();
        where.add(name);
        undeclared.set(top.id, where);
      }
    }
    return get.call(this, name);
  };
  const before = watchRules({
    enter: (r) => void tried.push(r as Tried),
    leave: () => void tried.pop(),
  });
  let decided = 0;
  try {
    underEveryReading(
      shippedExamples(),
      (ex, readings) => {
        try {
          const d = decide(ex.data, { readings, source: ex.name });
          decided++;
          return d;
        } catch {
          // a case refused (under this reading) consults what it consults before it is: nothing to hold it to
          return undefined;
        }
      },
      false,
    );
  } finally {
    watchRules(before);
    ReadingSet.prototype.get = get;
  }
  assert.ok(decided > 100, `only ${decided} decisions were made`);
  const found = Object.fromEntries([...undeclared].map(([id, names]) => [id, [...names].sort()]));
  assert.deepEqual(found, {}, "rules that consult readings they do not declare");
  // Every rule excused above still consults its reading somewhere, or the excuse is stale.
  for (const [id, names] of Object.entries(ON_ONE_BRANCH)) {
    for (const name of Object.keys(names)) {
      assert.ok(consulted.get(id)?.has(name), `${id} no longer consults ${name}: take it out of ON_ONE_BRANCH`);
    }
  }
});
