/**
 * questions(): what a situation rules out, and how the questions follow the
 * answers; a case with facts taken out at random; wrong values refused as decide
 * refuses them; the JSON form against its schema. The walk from an empty case to
 * each shipped example, one answer at a time, is walk.test.ts. The provisions
 * cited are those whose rules read each fact (borkum-1666/6.1, dl-vrag/14,
 * dl-averi/20 among them).
 */

import assert from "node:assert/strict";
import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, it } from "node:test";
import fc from "fast-check";
import { rankByWhatIf } from "../analysis/rank.js";
import { parseCaseText } from "../cases/parse.js";
import { CaseError } from "../core/errors.js";
import { decide } from "../engine/decide.js";
import { factsRead, type QuestionsReport, questions } from "./questions.js";
import { questionsReportSchema } from "./report-schema.js";
import { pathText, plainObject, type Seg, setIn, valueAt } from "./schema-walk.js";
import { fieldPaths } from "./test-support/field-paths.js";

const root = join(import.meta.dirname, "..", "..", "examples");
const EXAMPLES = readdirSync(root, { withFileTypes: true })
  .filter((d) => d.isDirectory())
  .flatMap((d) =>
    readdirSync(join(root, d.name))
      .filter((f) => f.endsWith(".yaml"))
      .map((f) => join(root, d.name, f)),
  );

function load(file: string): Record<string, unknown> {
  const data = parseCaseText(readFileSync(file, "utf8"), file).data as Record<string, unknown>;
  const { expect: _e, ...rest } = data;
  return rest;
}

describe("questions: what the situation rules out is never asked", () => {
  /** Every question of a report (needed or optional, deciding or only explaining) on a field of a person. */
  const askedOf = (r: QuestionsReport, field: string): string[] =>
    [...r.needed, ...r.optional]
      .filter((q) => q.path.startsWith("facts.people[") && q.path.endsWith(`.${field}`))
      .map((q) => q.subject ?? q.path);

  it("borkum-1666/6.1–6.2: on or outside the reefs nobody is asked about carting, a wagon or a widow's means", () => {
    const ex = load(join(root, "borkum-1666", "salvage-outside-reefs.yaml"));
    const r = questions(ex);
    for (const field of ["carted", "wagon", "unable_to_work", "without_means"]) {
      assert.deepEqual(askedOf(r, field), [], `${field} is asked outside the reefs`);
    }
    // Answered in full as far as the questions go, the case is decided.
    assert.equal(r.complete, true);
  });

  it("borkum-1666/6.5–6.6: inside the reefs, of those who helped, only the Vogt and the farmers are asked about a wagon", () => {
    const ex = load(join(root, "borkum-1666", "salvage-inside-reefs.yaml"));
    const facts = structuredClone(ex.facts) as { people: Record<string, unknown>[] };
    for (const p of facts.people) {
      delete p.wagon;
      p.helped = true;
    }
    const r = questions({ ...ex, facts });
    const named = new Set(
      facts.people
        .filter((p) => (p.roles as string[]).includes("vogt") || p.farm !== undefined)
        .map((p) => p.id as string),
    );
    const asked = askedOf(r, "wagon");
    assert.ok(asked.length > 0, "the Vogt's and the farmers' wagons are asked");
    for (const who of asked) assert.ok(named.has(who), `${who} is asked about a wagon`);
  });

  it("borkum-1666/6.7: foot-strand goods, 'was nicht mit Schiffen geborgen wird', are asked nothing of ships or who was aboard", () => {
    const ex = load(join(root, "borkum-1666", "foot-strand.yaml"));
    const facts = structuredClone(ex.facts) as Record<string, unknown>;
    delete facts.ships;
    const r = questions({ ...ex, facts });
    const all = [...r.needed, ...r.optional].map((q) => q.path);
    assert.ok(!all.includes("facts.ships"), "the ships are asked of foot-strand goods");
    assert.deepEqual(askedOf(r, "aboard"), []);
  });
});

describe("questions: the questions depend on the answers", () => {
  it("borkum-1666/6.1–6.4: inside the reefs it is asked who of those ashore helped and carted; outside them it decides nothing", () => {
    const ex = load(join(root, "borkum-1666", "salvage-inside-reefs.yaml"));
    const facts = structuredClone(ex.facts) as { people: Record<string, unknown>[] };
    // Who the people are, and nothing of what they did.
    for (const p of facts.people) {
      for (const k of Object.keys(p)) if (!["id", "roles", "count", "son_of", "farm"].includes(k)) delete p[k];
    }
    const deciding = (r: QuestionsReport, field: string) =>
      [...r.needed, ...r.optional].filter((q) => q.path.endsWith(`.${field}`) && !q.explains);
    const inside = questions({ ...ex, facts: { ...facts, place: "inside_reefs" } });
    assert.ok(deciding(inside, "helped").length >= facts.people.length - 1);
    assert.ok(deciding(inside, "carted").length >= facts.people.length - 1);
    assert.ok(deciding(inside, "helped").every((q) => q.provisions.some((x) => x.startsWith("borkum-1666/6"))));
    const outside = questions({ ...ex, facts: { ...facts, place: "outside_reefs" } });
    assert.deepEqual(deciding(outside, "helped"), []);
    assert.deepEqual(deciding(outside, "carted"), []);
    // The wagons of 6.5 and 6.6 are asked inside the reefs only, and of one who helped
    // ('wann der Vogt hilft mit seinem Wagen', 'wenn er mit seinem Wagen hilft').
    assert.deepEqual(
      deciding(inside, "wagon").map((q) => q.path),
      [],
    );
    const helping = { ...facts, people: facts.people.map((p) => ({ ...p, helped: true })) };
    const insideHelping = questions({ ...ex, facts: { ...helping, place: "inside_reefs" } });
    assert.ok(deciding(insideHelping, "wagon").length > 0, "inside the reefs the wagons of those who helped are asked");
    const outsideHelping = questions({ ...ex, facts: { ...helping, place: "outside_reefs" } });
    assert.deepEqual(
      deciding(outsideHelping, "wagon").map((q) => q.path),
      [],
    );
  });

  it("dl-vrag/14, 19: where a find was made (near a coast, on the open sea) is asked of goods, not of a skipper's anchor", () => {
    const ex = load(join(root, "dl-vrag", "find-anchor-in-the-sound.yaml"));
    const facts = ex.facts as Record<string, Record<string, unknown>>;
    const deciding = (what: string) => {
      const item = { ...facts.item, what };
      const r = questions({ ...ex, facts: { ...facts, item, found: { out_of_sight_of_land: false } } });
      return [...r.needed, ...r.optional].filter((q) => !q.explains).map((q) => q.path);
    };
    const goods = deciding("goods");
    assert.ok(goods.includes("facts.found.in_coastal_waters"));
    assert.ok(goods.includes("facts.found.assessment"));
    const anchor = deciding("anchor");
    assert.ok(!anchor.includes("facts.found.in_coastal_waters"));
    assert.ok(!anchor.includes("facts.found.assessment"));
  });

  it("a needed fact names the provisions whose rules read it (borkum-1666/6.1)", () => {
    const empty = questions({ version: 1, statute: "borkum-1666", kind: "salvage", currency: "u", facts: {} });
    // The rules first ask whether the goods came ashore by themselves (6.7), a fact with a default.
    assert.equal(empty.next?.path, "facts.came_ashore_by_itself");
    assert.ok(empty.optional.some((q) => q.path === empty.next?.path));
    assert.equal(empty.complete, false);
    const ex = load(join(root, "borkum-1666", "salvage-outside-reefs.yaml"));
    const { place: _p, ...facts } = ex.facts as Record<string, unknown>;
    const r = questions({ ...ex, facts });
    assert.equal(r.needed.length, 1);
    const place = r.needed[0];
    assert.equal(place?.path, "facts.place");
    assert.equal(place?.category, "situation");
    assert.equal(place?.answer.type, "one_of");
    assert.ok(place?.answer.options?.some((o) => o.value === "inside_reefs" && o.meaning !== undefined));
    assert.ok(place?.provisions.includes("borkum-1666/6.1"), place?.provisions.join());
    assert.equal(place?.firm, true);
    assert.equal(r.next?.path, "facts.place");
  });

  it("lists the needed facts in a person's order: the situation, then the parties, then amounts and dates", () => {
    let checked = 0;
    for (const file of EXAMPLES) {
      const ex = load(file);
      const all = fieldPaths(ex.facts);
      // Every other field taken out, so that facts of every kind are missing.
      let r: QuestionsReport;
      try {
        r = questions({
          ...ex,
          facts: without(
            ex.facts,
            all.filter((_, i) => i % 2 === 1),
          ),
        });
      } catch {
        continue;
      }
      const rank = ["situation", "parties", "amounts", "dates", "other"];
      // What decides first, then what only explains; each in the person's order.
      for (const explains of [false, true]) {
        const cats = r.needed.filter((q) => q.explains === explains).map((q) => rank.indexOf(q.category));
        assert.deepEqual(
          cats,
          [...cats].sort((a, b) => a - b),
          file,
        );
      }
      const explains = r.needed.map((q) => Number(q.explains));
      assert.deepEqual(
        explains,
        [...explains].sort((a, b) => a - b),
        file,
      );
      checked++;
    }
    assert.ok(checked > EXAMPLES.length / 2);
  });
});

function without(facts: unknown, paths: readonly Seg[][]): unknown {
  const copy = structuredClone(facts);
  for (const p of paths) {
    const parent = plainObject(valueAt(copy, p.slice(0, -1)));
    if (parent) delete parent[p[p.length - 1] as string];
  }
  return copy;
}

describe("questions: facts taken out at random", () => {
  it("lists each field taken out, or says why it is not needed, and never fails on one left out", () => {
    const cases = EXAMPLES.map(load);
    const counts = { runs: 0, refused: 0 };
    fc.assert(
      fc.property(fc.integer({ min: 0, max: cases.length - 1 }), fc.array(fc.nat(), { maxLength: 12 }), (i, picks) => {
        const ex = cases[i] as Record<string, unknown>;
        const all = fieldPaths(ex.facts);
        const removed = picks.map((n) => all[n % all.length] as Seg[]);
        const data = { ...ex, facts: without(ex.facts, removed) };
        let r: QuestionsReport;
        counts.runs++;
        try {
          r = questions(data);
        } catch (e) {
          // Only a case that is wrong as it stands, as decide says too.
          assert.ok(e instanceof CaseError, String(e));
          counts.refused++;
          assert.throws(() => decide(data), CaseError);
          assert.equal(r0(e), r0(catchOf(() => decide(data))));
          return;
        }
        const listed = [
          ...r.needed.map((q) => q.path),
          ...r.optional.map((q) => q.path),
          ...r.notNeeded.map((q) => q.path),
        ];
        for (const p of removed) {
          const text = pathText(["facts", ...p]);
          // Taken out with its parent: the parent stands for it.
          const covered = listed.some((l) => text === l || text.startsWith(`${l}.`) || text.startsWith(`${l}[`));
          const parentGone = valueAt(data.facts, p.slice(0, -1)) === undefined;
          // An entry taken out of a mapping the case fills with its own keys (the
          // assessors' shares by person) is no field: what the rules say of the
          // mapping without it is where the listing stops.
          const mapping = pathText(["facts", ...p.slice(0, -1)]);
          const stoppedAt = p.length > 1 && r.stopped !== undefined && within(r.stopped.split(":")[0] ?? "", mapping);
          // Where the rules stopped short of the end with facts still needed, the
          // listing says so and goes no further until those are answered.
          const listingStopped = r.stopped !== undefined && r.needed.length > 0;
          // An entry of such a mapping that no rule of the statute reads at all (the
          // Danish assessors' shares, in a Borkum case that carries them for a
          // comparison) is not asked either.
          const people = (plainObject(ex.facts)?.people ?? []) as { id?: unknown }[];
          const unreadMapping = (): boolean =>
            p.length > 1 &&
            people.some((x) => x.id === p[p.length - 1]) &&
            !factsRead(ex)
              .map((f) => `facts.${f}`)
              .some((f) => f === mapping || f.startsWith(`${mapping}.`) || f.startsWith(`${mapping}[`));
          assert.ok(
            covered || parentGone || stoppedAt || listingStopped || unreadMapping(),
            `${text} is neither asked nor said to be not needed`,
          );
          if (r.stopped !== undefined) assert.doesNotMatch(r.stopped, /Cannot read|undefined|is not a function/);
        }
        assert.ok(questionsReportSchema.safeParse(JSON.parse(JSON.stringify(r))).success);
      }),
      { numRuns: 400, seed: 14 },
    );
    // Most cases with facts taken out are questions, not errors.
    assert.ok(counts.refused < counts.runs / 4, `${counts.refused} of ${counts.runs} refused`);
  });
});

/** True when path text `t` is `parent` or a path inside it. */
function within(t: string, parent: string): boolean {
  return t === parent || t.startsWith(`${parent}.`) || t.startsWith(`${parent}[`);
}

function catchOf(f: () => unknown): unknown {
  try {
    f();
  } catch (e) {
    return e;
  }
  return undefined;
}

/** The first issue of a CaseError, as text. */
function r0(e: unknown): string {
  const i = (e as CaseError).issues[0];
  return i ? `${i.path}: ${i.message}` : "";
}

describe("questions: a wrong value is refused as decide refuses it", () => {
  it("a value of the wrong kind, with other facts left out, gets decide's issue with its path", () => {
    for (const file of EXAMPLES) {
      const ex = load(file);
      const facts = ex.facts as Record<string, unknown>;
      const field = Object.keys(facts).find((k) => typeof facts[k] === "string" || typeof facts[k] === "boolean");
      if (field === undefined) continue;
      const bad = { ...ex, facts: { [field]: 4.5 } };
      const e = catchOf(() => questions(bad));
      assert.ok(e instanceof CaseError, `${file}: ${field}`);
      const d = catchOf(() => decide(bad)) as CaseError;
      for (const issue of e.issues) {
        assert.ok(
          d.issues.some((x) => x.path === issue.path && x.message === issue.message),
          `${file}: ${issue.path} ${issue.message}`,
        );
      }
      assert.ok(e.issues.some((x) => x.path.startsWith(`facts.${field}`)));
    }
  });

  it("a wrong value deep in a list entry, with facts missing elsewhere, gets decide's issue with its path", () => {
    let tried = 0;
    for (const file of EXAMPLES) {
      const ex = load(file);
      const deep = fieldPaths(ex.facts).find(
        (p) => p.length >= 3 && typeof valueAt(ex.facts, p) === "boolean" && typeof p[p.length - 2] === "number",
      );
      if (!deep) continue;
      tried++;
      const facts = structuredClone(ex.facts) as Record<string, unknown>;
      setIn(facts, deep, "maybe");
      // Something else left out: a top-level field other than the one holding the wrong value.
      const other = Object.keys(facts).find((k) => k !== deep[0]);
      if (other !== undefined) delete facts[other];
      const bad = { ...ex, facts };
      const e = catchOf(() => questions(bad));
      assert.ok(e instanceof CaseError, `${file}: ${String(e)}`);
      const d = catchOf(() => decide(bad)) as CaseError;
      const at = pathText(["facts", ...deep]);
      assert.ok(
        e.issues.some((x) => x.path === at),
        `${file}: ${at}`,
      );
      for (const issue of e.issues) {
        assert.ok(
          d.issues.some((x) => x.path === issue.path && x.message === issue.message),
          `${file}: ${issue.path} ${issue.message}`,
        );
      }
    }
    assert.ok(tried > 10);
  });

  it("an unknown statute or kind is refused as decide refuses it", () => {
    const e = catchOf(() => questions({ version: 1, statute: "borkum", kind: "salvage", facts: {} })) as CaseError;
    assert.ok(e instanceof CaseError);
    assert.equal(
      e.message,
      (catchOf(() => decide({ version: 1, statute: "borkum", kind: "salvage", facts: {} })) as Error).message,
    );
  });
});

describe("ranking within what-if's bound", () => {
  it("decides no more alternatives than maxChanges: with one, at most one fact is ranked", () => {
    let rankedMore = 0;
    for (const dir of readdirSync(root).sort()) {
      for (const f of readdirSync(join(root, dir)).sort()) {
        const doc = parseCaseText(readFileSync(join(root, dir, f), "utf8"), f);
        const all = questions(doc.data, { doc, rank: rankByWhatIf });
        const one = questions(doc.data, { doc, rank: rankByWhatIf, maxChanges: 1 });
        assert.ok(one.optional.filter((q) => q.moves !== undefined).length <= 1, `${dir}/${f}`);
        if (all.optional.filter((q) => q.moves !== undefined).length > 1) rankedMore++;
      }
    }
    assert.ok(rankedMore > 0, "without the bound, some example has more than one fact ranked");
  });
});
