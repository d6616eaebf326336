/**
 * Facts by path: a step with a `subject` names one entry of the case by its path
 * in the case file ("facts.people[3]"), and its facts are that entry's fields as
 * the file gives them, so that `subject` and a fact's name make the fact's path.
 * Held over every shipped example, under its own readings and under each single
 * reading changed, against the case file as it is written (not as the law reads it).
 */

import assert from "node:assert/strict";
import { readdirSync, readFileSync } from "node:fs";
import { describe, test } from "node:test";
import { parseCaseText } from "../cases/parse.js";
import type { Determination } from "../core/determination.js";
import { CaseError } from "../core/errors.js";
import type { Step } from "../core/explain.js";
import { decide } from "./decide.js";
import { singleReadingChanges } from "./test-support/readings.js";

const root = new URL("../../examples/", import.meta.url);
const files = readdirSync(root).flatMap((dir) =>
  readdirSync(new URL(`${dir}/`, root))
    .filter((f) => f.endsWith(".yaml"))
    .map((f) => `${dir}/${f}`),
);

function caseData(file: string): Record<string, unknown> {
  return parseCaseText(readFileSync(new URL(file, root), "utf8"), file).data as Record<string, unknown>;
}

/** "facts.people[3]" as its segments, read the way the interview writes a path. */
function segments(path: string): (string | number)[] {
  const out: (string | number)[] = [];
  for (const m of path.matchAll(/([^.[\]]+)|\[(\d+)\]/g))
    out.push(m[2] !== undefined ? Number(m[2]) : (m[1] as string));
  return out;
}

function at(data: unknown, path: string): unknown {
  let v = data;
  for (const s of segments(path)) {
    if (v === null || typeof v !== "object") return undefined;
    v = (v as Record<string | number, unknown>)[s];
  }
  return v;
}

const isMapping = (v: unknown): v is Record<string, unknown> =>
  v !== null && typeof v === "object" && !Array.isArray(v);

/**
 * A field's value as a fact writes it. One normalisation only: a field the case
 * file leaves out is written as null by the facts that show it (JSON has no
 * "left out"; the fact says the file does not give it), so a field the file does
 * not have is compared as null. Nothing else is changed: a field the file gives
 * must be the fact's value as JSON, and a value the law fills in where the file is
 * silent (a default, a figure it works out) is not a field the file gives.
 */
const asFact = (v: unknown): string => JSON.stringify(v === undefined ? null : v);

interface Found {
  subject: string;
  where: string;
}

/** Every step with a subject, and the problems of each. */
function check(data: unknown, d: Determination, where: string): { found: Found[]; problems: string[] } {
  const found: Found[] = [];
  const problems: string[] = [];
  const walk = (s: Step, path: string): void => {
    if (s.subject !== undefined) {
      found.push({ subject: s.subject, where: path });
      const entry = at(data, s.subject);
      if (!s.subject.startsWith("facts.") && s.subject !== "facts")
        problems.push(`${where}: ${path}: the subject ${s.subject} is not a path under facts`);
      else if (!isMapping(entry)) problems.push(`${where}: ${path}: ${s.subject} is no mapping of the case`);
      else {
        for (const [k, v] of Object.entries(s.facts ?? {})) {
          if (asFact(entry[k]) !== JSON.stringify(v))
            problems.push(
              `${where}: ${path} (${s.label}): ${s.subject}.${k} is ${asFact(entry[k])} in the file, the fact ${JSON.stringify(v)}`,
            );
        }
      }
    }
    (s.children ?? []).forEach((c, i) => {
      walk(c, `${path}.children[${i}]`);
    });
  };
  walk(d.explanation, "explanation");
  return { found, problems };
}

describe("a step's subject", () => {
  for (const file of files) {
    test(`${file}: every step with a subject has facts that are its entry's fields, under each reading changed alone`, () => {
      const data = caseData(file);
      let decided = 0;
      for (const readings of singleReadingChanges(data)) {
        const where = JSON.stringify(readings);
        let d: Determination;
        try {
          d = decide(data, { readings });
        } catch (e) {
          // The law may refuse a reading for this case; the example's own readings never.
          assert.ok(e instanceof CaseError && Object.keys(readings).length > 0, `${where}: ${e}`);
          continue;
        }
        decided++;
        assert.deepEqual(check(data, d, where).problems, []);
        // Without the explanation there are no steps, and so no subjects to look for.
        const bare = decide(data, { readings, explanation: false });
        assert.equal(check(data, bare, where).found.length, 0, where);
      }
      assert.ok(decided > 0, file);
    });
  }

  /** The subjects of the example's steps under its own readings. */
  const subjects = (file: string): string[] => {
    const data = caseData(file);
    return check(data, decide(data), file).found.map((f) => f.subject);
  };
  const facts = (file: string): Record<string, unknown> => caseData(file).facts as Record<string, unknown>;
  const listOf = (file: string, name: string): unknown[] => {
    const v = facts(file)[name];
    assert.ok(Array.isArray(v), `${file}: facts.${name}`);
    return v;
  };
  const each = (name: string, n: number): string[] => Array.from({ length: n }, (_, i) => `facts.${name}[${i}]`);

  test("Borkum, salvage inside the reefs: every party's step is about its person, one step each", () => {
    const file = "borkum-1666/salvage-inside-reefs.yaml";
    // Every row of people is a party of the division (6.3–6.6), the officials' row
    // of 8.3 (the reading this example takes adds none) none of the case's entries.
    const people = listOf(file, "people");
    assert.ok(people.length >= 15, `${people.length} people`);
    const got = subjects(file).filter((s) => s.startsWith("facts.people["));
    assert.deepEqual([...got].sort(), each("people", people.length).sort());
  });

  test("Borkum, wreck divided: every member's step is about its person", () => {
    const file = "borkum-1666/wreck-divided.yaml";
    const people = listOf(file, "people");
    const got = subjects(file).filter((s) => s.startsWith("facts.people["));
    assert.deepEqual([...got].sort(), each("people", people.length).sort());
  });

  test("Borkum, pilotage by lot: every person's row is about its person", () => {
    const file = "borkum-1666/pilotage-lot-drawn.yaml";
    const people = new Set(each("people", listOf(file, "people").length));
    const got = new Set(subjects(file).filter((s) => s.startsWith("facts.people[")));
    assert.deepEqual([...got].sort(), [...people].sort());
  });

  test("Borkum: a pilotage that 7.9 makes a salvage names no person, whose help it settles itself", () => {
    assert.deepEqual(subjects("borkum-1666/pilotage-aground-leaking.yaml"), []);
  });

  test("dl-vrag, officials asked: a step for each one asked for help (dl-vrag/5)", () => {
    const file = "dl-vrag/salvage-officials-asked.yaml";
    const asked = listOf(file, "help_asked");
    assert.ok(asked.length >= 2, `${asked.length} asked`);
    assert.deepEqual(
      subjects(file).filter((s) => s.startsWith("facts.help_asked[")),
      each("help_asked", asked.length),
    );
  });

  test("dl-vrag, wreck: a step for each breach reported (dl-vrag/12)", () => {
    const withBreaches = files.filter((f) => f.startsWith("dl-vrag/") && Array.isArray(facts(f).breaches));
    assert.ok(withBreaches.length > 0);
    for (const file of withBreaches) {
      const n = listOf(file, "breaches").length;
      assert.deepEqual(
        subjects(file).filter((s) => s.startsWith("facts.breaches[")),
        each("breaches", n),
        file,
      );
    }
  });

  test("dl-averi, pilot hire: the pilot's board and fault are about the pilot, the casualty about the ship", () => {
    for (const file of files.filter((f) => f.startsWith("dl-averi/pilot-"))) {
      const got = subjects(file);
      // 54 (his board) where he was taken in pilot waters, 59 (his fault) where one is alleged.
      if (isMapping(facts(file).pilot)) assert.ok(got.includes("facts.pilot"), file);
      else assert.ok(!got.includes("facts.pilot"), file);
    }
    for (const file of files.filter((f) => f.startsWith("dl-averi/shipwreck-"))) {
      assert.ok(subjects(file).includes("facts.ship"), file);
    }
  });
});
