// test: shared
/**
 * One alternative that cannot be decided does not fail an analysis. The shipped
 * reichstaler-two-ships.yaml gives the assessors' shares to the Witten; under
 * reichstaler_subdivision R2 the Reichstaler is reckoned to the whole Stüber, the
 * file's amounts do not fit, and the case cannot be decided. Sensitivity and one
 * reading at a time report that alternative as "cannot be decided under R2" with
 * the reason, beside the others, in the library, the text and the JSON; what-if
 * says the same of a changed fact under which the case cannot be decided.
 */

import assert from "node:assert/strict";
import { readFileSync } from "node:fs";
import { dirname, join } from "node:path";
import { describe, test } from "node:test";
import { fileURLToPath } from "node:url";
import { parseCaseText } from "../cases/parse.js";
import { runSealaw } from "../cli/test-support/run.js";
import { decide } from "../engine/decide.js";
import { oneAtATime } from "./oneatatime.js";
import { renderOneAtATime, renderSensitivity, renderWhatIf } from "./render.js";
import { sensitivity } from "./sensitivity.js";
import { whatIf } from "./whatif.js";

const root = join(dirname(fileURLToPath(import.meta.url)), "..", "..");
const FILE = "examples/borkum-1666/reichstaler-two-ships.yaml";
const EX02 = "examples/borkum-1666/salvage-inside-reefs.yaml";
const data = parseCaseText(readFileSync(join(root, FILE), "utf8"), FILE).data;
const READING = "reichstaler_subdivision";
/**
 * The analyses branch on the reckoning first (the case is read under it), so a
 * few decisions reach R2; the whole tree, some 2,600 decisions, says no more.
 */
const MAX = 40;

/** The reason a case cannot be decided under R2: the amounts in Witten have no coin to be counted in. */
function reasonUnderR2(): string {
  try {
    decide(data, { readings: { [READING]: "R2" } });
  } catch (e) {
    return (e as Error).message;
  }
  assert.fail(`${FILE} is decided under ${READING}=R2; the test needs a case that is not`);
}

describe("an alternative under which the case cannot be decided", () => {
  test("the case itself cannot be decided under R2 (what the analyses meet)", () => {
    assert.match(reasonUnderR2(), /salvage_money_shares/);
  });

  test("sensitivity: the R2 path is an outcome of its own with its reason; the others are decided", () => {
    const s = sensitivity(data, { maxDecisions: MAX });
    const stuck = s.groups.flatMap((g) => g.combinations).filter((c) => c.undecidable !== undefined);
    assert.ok(stuck.length > 0, "a path that cannot be decided");
    for (const c of stuck) {
      assert.equal(c.readings[READING], "R2");
      assert.match(c.undecidable ?? "", /salvage_money_shares/);
    }
    const group = s.groups.find((g) => g.undecidable !== undefined);
    assert.ok(group && !group.inForce);
    const decided = s.groups.filter((g) => g.undecidable === undefined);
    assert.ok(
      decided.some((g) => g.inForce),
      "the readings in force decide the case",
    );
    assert.ok(
      s.relevant.some((r) => r.name === READING && r.decisive),
      "the reading changes the outcome",
    );
    // A range is over the paths that can be decided: Tönjes has his share on each of them.
    const toenjes = s.parties.find((p) => p.party === "toenjes");
    assert.ok(
      toenjes && toenjes.least.sign() > 0,
      `Tönjes's least is ${toenjes?.least}, not the nothing of an undecided path`,
    );
    const text = renderSensitivity(s);
    assert.match(text, /cannot be decided under these readings: .*salvage_money_shares/);
  });

  test("one at a time: the flip to R2 says it cannot be decided, and why; it moves no one", () => {
    const r = oneAtATime(data);
    const flip = r.flips.find((f) => f.reading === READING && f.to === "R2");
    assert.ok(flip, "the flip to R2 is reported");
    assert.match(flip.undecidable ?? "", /salvage_money_shares/);
    assert.deepEqual(flip.moves, []);
    assert.ok(flip.changes);
    assert.ok(
      r.flips.some((f) => f.undecidable === undefined && f.moves.length > 0),
      "the other flips as ever",
    );
    for (const p of r.parties)
      assert.ok(!p.changes.some((c) => c.reading === READING && c.to === "R2"), `${p.party} is not moved to nothing`);
    assert.match(renderOneAtATime(r), /cannot be decided under R2: .*salvage_money_shares/);
  });

  test("what-if: a change the case format takes but under which the case cannot be decided is said so, with why", () => {
    // EX-02: salvage inside the reefs; on the beach it is none of what §6 divides.
    const ex02 = parseCaseText(readFileSync(join(root, EX02), "utf8"), EX02).data;
    const w = whatIf(ex02);
    const beach = w.undecidable.find((u) => u.change.path === "facts.place" && u.change.to === "beach");
    assert.ok(beach, JSON.stringify(w.undecidable.map((u) => u.change.label)));
    assert.match(beach.reason, /borkum-1666\/6/);
    assert.ok(
      w.undecidable.every((u) => w.notAdmissible.some((n) => n.change === u.change)),
      "each is among the changes not decided, as before",
    );
    assert.ok(w.notAdmissible.length > w.undecidable.length, "a change the format refuses is not among them");
    const text = renderWhatIf(w);
    assert.match(text, /\d+ not admissible under the case format, \d+ cannot be decided\./);
    assert.match(text, /place inside_reefs → beach {2}\(facts\.place\): cannot be decided under it: .*borkum-1666\/6/);
  });

  test("the command: sensitivity, --one-at-a-time, text and --json", async () => {
    const text = await runSealaw(["sensitivity", FILE, "--max-decisions", String(MAX)], { cwd: root });
    assert.equal(text.status, 0, text.stderr);
    assert.match(text.stdout, /cannot be decided under these readings: .*salvage_money_shares/);
    const json = await runSealaw(["sensitivity", FILE, "--json", "--max-decisions", String(MAX)], { cwd: root });
    assert.equal(json.status, 0, json.stderr);
    const s = JSON.parse(json.stdout) as {
      groups: { undecidable?: string; combinations: { undecidable?: string }[] }[];
    };
    assert.ok(s.groups.some((g) => /salvage_money_shares/.test(g.undecidable ?? "")));
    const one = await runSealaw(["sensitivity", "--one-at-a-time", FILE], { cwd: root });
    assert.equal(one.status, 0, one.stderr);
    assert.match(
      one.stdout,
      /reichstaler_subdivision R1 -> R2 .*\n {4}cannot be decided under R2: .*salvage_money_shares/,
    );
    const oneJson = await runSealaw(["sensitivity", "--one-at-a-time", FILE, "--json"], { cwd: root });
    assert.equal(oneJson.status, 0, oneJson.stderr);
    const flips = (JSON.parse(oneJson.stdout) as { flips: { reading: string; to: string; undecidable?: string }[] })
      .flips;
    assert.match(flips.find((f) => f.reading === READING && f.to === "R2")?.undecidable ?? "", /salvage_money_shares/);
  });
});
