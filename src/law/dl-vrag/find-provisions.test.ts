// test: shared
/** Finds: one test or more for each provision, dl-vrag/14–19. */

import assert from "node:assert/strict";
import { describe, test } from "node:test";
import { CaseError, NotCoveredError } from "../../core/errors.js";
import { citedProvisions } from "../../core/explain.js";
import {
  allSteps,
  claimOn,
  decide,
  EX07,
  EX08,
  EX09,
  EX09B,
  ex09,
  messages,
  owed,
  roundedTotal,
  shares,
  thrown,
  wreckNearLand,
} from "./test-support/find.js";

describe("the provisions dl-vrag/14–19", () => {
  test("dl-vrag/14: the skipper delivers to the officer where it is landed, and it lies a year and a day", () => {
    const { d } = decide({ ...EX07, as_of: "1690-06-01" });
    const deliver = d.obligations.find((o) => o.who === "peder");
    assert.match(
      deliver?.what ?? "",
      /hand an anchor with cable over to the officer who holds command for the king at Helsingør/,
    );
    assert.deepEqual(deliver?.provisions, ["dl-vrag/14"]);
    assert.deepEqual(shares(d), { peder: "12", king: "24" });
    // Q-X01 R2 (a year and six weeks, the default) from the delivery on 10 May 1690: the last day is 21 June 1691.
    assert.match(d.allocations[1]?.reason ?? "", /falls to the king on 1691-06-22, unless the owner comes/);
    assert.ok(citedProvisions(d.explanation).includes("dl-vrag/14"));
  });

  test("dl-vrag/14: a third of a value that does not divide is exact, and rounded to the skilling with the total kept", () => {
    const { d, row } = decide({ ...EX07, valuation: { value: "1 sk" }, as_of: "1690-06-01" });
    assert.equal(row("peder").exact.minor, "1/3");
    assert.equal(roundedTotal(d), 1n);
    assert.match(d.liabilities[0]?.description ?? "", /not a whole skilling/);
  });

  test("dl-vrag/14: wreck not on the open sea is a third (Q-V08 R1: within sight of land)", () => {
    const { d, used } = decide(wreckNearLand, { sea_vs_open_sea: "R1" });
    assert.deepEqual(shares(d), { skipper: "30", king: "60" });
    assert.ok(used.includes("sea_vs_open_sea"));
  });

  test("dl-vrag/15: a claim in time whose proof is not yet judged asks for that assessment and keeps the option open", () => {
    const { d } = decide(claimOn("1691-03-01", { proof_sufficient: undefined }));
    assert.ok(
      d.assessments.some((a) => /proof .* is sufficient/.test(a.what) && a.provisions.includes("dl-vrag/15")),
      "the proof is an assessment",
    );
    assert.equal(d.options[0]?.holder, "owner");
    assert.equal(d.options[0]?.deadline, "1691-06-21");
    // Nothing of the value is given to the king while the claim stands.
    assert.deepEqual(d.allocations, []);
    assert.ok(owed(d).includes("officer -> peder: 12"), "the finder's third is paid at once all the same");
  });

  test("dl-vrag/16 'Kommer der og ingen': an owner who came in time, his proof not yet judged, keeps the find from the king after the year and a day", () => {
    // The agent came on 1 March 1691, in time; on 1 August 1691 the year and a day
    // (last day 21 June 1691) has run out and his proof is still to be judged.
    const { d } = decide({ ...claimOn("1691-03-01", { proof_sufficient: undefined }), as_of: "1691-08-01" });
    assert.ok(!d.allocations.some((a) => a.id === "king"), `nothing to the king: ${JSON.stringify(shares(d))}`);
    assert.deepEqual(d.funds, []);
    assert.match(d.situation, /its proof is still to be judged: it is kept for its owner/);
    assert.ok(!d.obligations.some((o) => o.what === "send it on to the king's amtmand"), "not sent to the king");
    const keep = d.obligations.find(
      (o) => o.who === "officer" && /^keep an anchor with cable for The owner/.test(o.what),
    );
    assert.match(keep?.what ?? "", /if it is found sufficient, he has it for 12 rd plus all the costs laid out, 2 rd/);
    assert.match(keep?.what ?? "", /if it is not, send it on to the king's amtmand/);
    assert.ok(owed(d).includes("officer -> peder: 12"), "the finder keeps his third");
    assert.ok(
      d.assessments.some((a) => /proof brought on 1691-03-01/.test(a.what)),
      "the proof is still to be judged",
    );
    const steps = allSteps(d.explanation);
    assert.ok(
      steps.some((s) => s.rule === "dl-vrag/16#claim-pending" && s.status === "applied"),
      "the claim holds off dl-vrag/16",
    );
    assert.ok(
      steps.some((s) => s.rule === "dl-vrag/16#king" && s.status === "overridden"),
      "16 is overridden",
    );
    // Judged: sufficient, the owner has it; insufficient, it has fallen to the king.
    const proved = decide({ ...claimOn("1691-03-01"), as_of: "1691-08-01" }).d;
    assert.deepEqual(shares(proved), { peder: "12", owner: "24" });
    const refused = decide({ ...claimOn("1691-03-01", { proof_sufficient: false }), as_of: "1691-08-01" }).d;
    assert.deepEqual(shares(refused), { peder: "12", king: "24" });
  });

  test("dl-vrag/15: proof found insufficient gives nothing; he may still come with sufficient proof by the last day", () => {
    const { d } = decide(claimOn("1691-03-01", { proof_sufficient: false }));
    assert.deepEqual(shares(d), { peder: "12", king: "24" });
    assert.match(messages(d), /not found sufficient.*by 1691-06-21/);
    assert.equal(d.options[0]?.deadline, "1691-06-21");
  });

  test("dl-vrag/15: an agent claims in the owner's name (the provision names only the owner)", () => {
    const { d } = decide(claimOn("1691-03-01"));
    assert.match(messages(d), /name only the rightful owner; the agent is taken to act in his name/);
    assert.ok(d.obligations.some((o) => o.who === "officer" && /over to The owner once he has paid/.test(o.what)));
  });

  test("dl-vrag/16: on the last day the owner may still come; on the day after, the find has fallen to the king", () => {
    // Q-X01 R2, the default: a year and six weeks from 10 May 1690 ends on 21 June 1691.
    const onLast = decide({ ...EX07, as_of: "1691-06-21" }).d;
    assert.equal(onLast.options.length, 1);
    assert.ok(
      onLast.obligations.some((o) => /from 1691-06-22, if no owner has come: send it on/.test(o.what)),
      "sent on from the day after",
    );
    const after = decide({ ...EX07, as_of: "1691-06-22" }).d;
    assert.equal(after.options.length, 0);
    assert.deepEqual(shares(after), { peder: "12", king: "24" });
    assert.match(after.allocations[1]?.reason ?? "", /has fallen to the king/);
    assert.ok(
      after.obligations.some((o) => o.what === "send it on to the king's amtmand" && o.provisions[0] === "dl-vrag/16"),
      "sent on to the king's amtmand",
    );
    assert.ok(
      allSteps(after.explanation).some((s) => s.rule === "dl-vrag/16#king" && s.status === "applied"),
      "dl-vrag/16 applied",
    );
  });

  test("dl-vrag/17: concealing part of the find is punished as theft, with no figure; a breach of another rule is not", () => {
    const { d } = decide({
      ...EX07,
      as_of: "1690-06-01",
      concealed: [{ person: "peder", what: "the cable", value: 4 }],
      breaches: [
        { person: "agent", what: "sold the anchor's stock on the quay" },
        { person: "agent", what: "refused to salvage", provision: "dl-vrag/1" },
      ],
    });
    assert.deepEqual(
      d.penalties.map((p) => [p.who, p.provisions]),
      [
        ["peder", ["dl-vrag/17"]],
        ["agent", ["dl-vrag/17"]],
      ],
    );
    assert.match(d.penalties[0]?.penalty ?? "", /punished as a thief.*outside this chapter/);
    assert.equal(d.penalties[0]?.amount, undefined);
    assert.ok(d.obligations.some((o) => o.who === "peder" && /what he held back: the cable/.test(o.what)));
    assert.match(messages(d), /refused to salvage is a breach of dl-vrag\/1.*does not reach it/);
    assert.equal(d.assessments.filter((a) => /as a thief/.test(a.what)).length, 2);
  });

  test("dl-vrag/18: fishermen who take up goods near land are named by no provision; on the open sea 19 has them", () => {
    const goods = (open_sea: boolean) => ({
      ...EX08,
      item: { what: "goods" },
      found: { assessment: { open_sea, by: "the officer" } },
    });
    const e = thrown(() => decide(goods(false)), NotCoveredError);
    assert.match(e.message, /dl-vrag\/18 of fishermen who take up an anchor/);
    assert.equal(decide(goods(true)).row("fishermen").fraction, "1/2");
  });

  test("dl-vrag/18: a fisherman's anchor far out of sight of land is still a third: 19 speaks of wreck only", () => {
    const { d, used } = decide({ ...EX08, found: { out_of_sight_of_land: true } }, { sea_vs_open_sea: "R1" });
    assert.deepEqual(shares(d), { fishermen: "8", king: "16" });
    assert.ok(!used.includes("sea_vs_open_sea"));
  });

  test("dl-vrag/19: whoever salvages wreck on the open sea keeps half, even if he is no skipper", () => {
    const raw = { ...EX09, people: [{ id: "skipper", roles: ["other"] }, ...EX09.people.slice(1)] };
    const { d, row } = decide(raw);
    assert.equal(row("skipper").fraction, "1/2");
    assert.ok(allSteps(d.explanation).some((s) => s.rule === "dl-vrag/19#half" && s.status === "applied"));
  });

  test("dl-vrag/19: Q-V12 R2 — the salvor keeps his half at once and hands over only the king's half", () => {
    const { d, used } = decide(EX09, { open_sea_custody: "R2" });
    assert.deepEqual(shares(d), { skipper: "45", king: "45" });
    assert.ok(!d.liabilities.some((l) => l.to === "skipper"));
    assert.match(d.obligations.find((o) => o.who === "skipper")?.what ?? "", /the king's half of a cask of wine/);
    assert.ok(used.includes("open_sea_custody"));
  });

  test("dl-vrag/19 'og ingen folk er derhos, som det tilhører': wreck with its own people by it is no find, and is sent to salvage", () => {
    const e = thrown(() => decide({ ...EX09, found: { ...EX09.found, owners_present: true } }), CaseError);
    assert.equal(e.issues.length, 1);
    assert.equal(e.issues[0]?.path, "facts.found.owners_present");
    assert.match(e.message, /'og ingen folk er derhos, som det tilhører'/);
    assert.match(e.message, /'Kommer der og ingen'/);
    assert.match(e.message, /dl-vrag\/1–7/);
    assert.match(e.message, /kind "salvage"/);
    // Near land, where a third would be the finder's, the same: it is not a find at all.
    assert.throws(
      () => decide({ ...wreckNearLand, found: { ...wreckNearLand.found, owners_present: true } }),
      (x: unknown) => x instanceof CaseError && x.issues[0]?.path === "facts.found.owners_present",
    );
  });

  test("dl-vrag/19: the open-sea rule's wreck 'with no one by it' — with owners_present false it is 19's half", () => {
    const { row } = decide({ ...EX09, found: { ...EX09.found, owners_present: false } }, ex09());
    assert.equal(row("skipper").fraction, "1/2");
  });

  test("dl-vrag/19 'uden så er, at rette ejer kommer inden år og dag': no halves while an owner's claim in time awaits judgement", () => {
    // The merchant came on 1 September 1691; on 1 August 1692 the year and a day
    // (last day 7 June 1692 under Q-X01 R2) has run out, and his proof is not yet judged.
    const raw = { ...EX09B, as_of: "1692-08-01", claim: { ...EX09B.claim, proof_sufficient: undefined } };
    const { d } = decide(raw, { sea_vs_open_sea: "R3" });
    assert.deepEqual(d.allocations, [], `no halves: ${JSON.stringify(shares(d))}`);
    assert.ok(!d.liabilities.some((l) => l.to === "skipper"), "the salvor's half is not paid out");
    assert.match(d.situation, /kept for its owner \(dl-vrag\/19\)/);
    const steps = allSteps(d.explanation);
    assert.ok(
      steps.some((s) => s.rule === "dl-vrag/19#claim-pending" && s.status === "applied"),
      "the claim holds off the halves",
    );
    const keep = d.obligations.find((o) => o.who === "officer" && /^keep a cask of wine for merchant/.test(o.what));
    assert.match(keep?.what ?? "", /if it is not, make the halves/);
    // Under Q-V12 R2 the salvor who kept his half at once holds it while the claim is judged.
    const kept = decide(raw, { sea_vs_open_sea: "R3", open_sea_custody: "R2" }).d;
    assert.match(
      kept.obligations.find((o) => o.who === "skipper" && /^hold/.test(o.what))?.what ?? "",
      /give it up to merchant if the proof is found sufficient/,
    );
    // Judged insufficient, the halves are made.
    const refused = decide({ ...raw, claim: { ...raw.claim, proof_sufficient: false } }, { sea_vs_open_sea: "R3" }).d;
    assert.deepEqual(shares(refused), { skipper: "45", king: "45" });
  });
});

// ---------------------------------------------------------------------------
// Every reading switches something, and is recorded when it does
