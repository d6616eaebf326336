// test: shared
import assert from "node:assert/strict";
import { readFileSync } from "node:fs";
import { describe, test } from "node:test";
import { parse as parseYaml } from "yaml";
import type { Determination } from "../core/determination.js";
import { decide } from "./decide.js";
import { assessor, memberCount, PARTY_WIDTH, renderText, shorten } from "./render.js";
import { grouped, renderStatementHtml } from "./render-statement.js";

const load = (path: string): unknown => parseYaml(readFileSync(path, "utf8"));
const decideFile = (path: string, readings: Record<string, string> = {}): Determination =>
  decide(load(path), { readings });
const text = (d: Determination): string => renderText(d, { explanation: false });

describe("the text of a determination", () => {
  test("an assessment whose assessor the text does not name reads as such, never 'by not named by the text'", () => {
    const t = text(decideFile("examples/dl-averi/carriage-fraud-joint.yaml"));
    assert.doesNotMatch(t, /by not named/);
    assert.match(t, /— the assessor is not named by the text; basis:/);
    assert.equal(assessor("the Vogt"), "by the Vogt");
  });

  test("the pilot money's agreed price is kept whole: its line shows no share, so the share column sums to 1; a person with two lines is one member", () => {
    const d = decideFile("examples/borkum-1666/pilotage-surplus.yaml");
    const t = text(d);
    const agreed = t.split("\n").find((l) => l.startsWith("Household H5 — the pilot: the agreed price"));
    assert.ok(agreed);
    assert.match(agreed, /\s—\s+6 u\s+6 u$/);
    assert.match(t, /kept whole, outside the division in parts/);
    const community = d.groups?.find((g) => g.id === "community");
    assert.ok(community?.members.includes("h5") && community.members.includes("h5#agreed-price"));
    assert.equal(memberCount(community?.members ?? []), 9);
    assert.match(t, /The community of Borkum \(Gemeine\)\s+9\s/);
  });

  test("a very long role is shortened in the table and given in full below it", () => {
    const t = text(decideFile("examples/borkum-1666/wreck-divided.yaml"));
    const table = t.split("\n\n").find((b) => b.startsWith("Party"));
    assert.ok(table);
    const widest = Math.max(...table.split("\n").map((l) => l.split(/\s{2,}/)[0]?.length ?? 0));
    assert.ok(widest <= PARTY_WIDTH, `party column ${widest} wide`);
    assert.match(
      t,
      /Parties in full \(shortened with … above\):\n {2}Officials at Greetsiel \(through the Vogt\) — the four parts of borkum-1666\/8\.3, for the princely officials at Greetsiel, taken by the Vogt and passed on to them \(Q-B27 R1\)/,
    );
    assert.equal(shorten("short", 10), "short");
    assert.equal(shorten("one two three four five", 12), "one two…");
  });

  test("a charterer's choice stated in the case closes his option: the recovered bills example shows it chosen, not open", () => {
    const t = text(decideFile("examples/dl-averi/ga-bills-recovered-doctor.yaml"));
    assert.match(t, /a has chosen: leave her to the skipper at that value — closed/);
    assert.doesNotMatch(t, /a may choose:/);
  });

  test("amounts carry thousands separators and their currency; fractions and decimals keep their digits", () => {
    assert.equal(grouped("1100 rd"), "1,100 rd");
    assert.equal(grouped("5000/9 rd (≈ 555.56)"), "5000/9 rd (≈ 555.56)");
    assert.equal(grouped("1234567.89 EUR"), "1,234,567.89 EUR");
    assert.equal(grouped("-12345 rd 3 mk"), "-12,345 rd 3 mk");
    const t = text(decideFile("examples/dl-averi/ga-jettison-and-mast.yaml"));
    assert.match(
      t,
      /Loss to be made good: 1,100 rd; contributing mass: 3,960 rd; rate of contribution: 5\/18 = 27\.7778 %/,
    );
  });
});

describe("the average statement in text and HTML", () => {
  const d = decideFile("examples/dl-averi/ga-jettison-and-mast.yaml");

  test("the text has the particulars, the schedule, clear columns and the settlement", () => {
    const t = text(d);
    assert.match(t, /Ship: Fortuna\n {2}Voyage: Danzig to Copenhagen\n {2}Casualty: 1690-10-02, off Bornholm/);
    assert.match(
      t,
      /Losses and expenses made good:\n\s+#\s+Loss or expense made good\s+Made good to\s+Amount\s+Provisions/,
    );
    assert.match(t, /Share of the mass\s+Contribution, exact\s+Contribution, rounded\s+Net \(\+ receives, - pays\)/);
    assert.doesNotMatch(t, /\s{2}Share\s{2}/);
    assert.match(t, /Settlement \(who pays whom, to the smallest unit\):/);
  });

  test("the HTML holds the schedule, the settlement, the duties, the options and the warnings", () => {
    const html = renderStatementHtml(d);
    for (const h of [
      "Losses and expenses made good",
      "Settlement: who pays whom",
      "Duties",
      "Options",
      "Other liabilities",
    ]) {
      assert.ok(html.includes(`<h2>${h}</h2>`), h);
    }
    assert.match(html, /pay his share of the average/);
    assert.match(html, /<strong>a<\/strong> — lapsed/);
    assert.match(html, /<td class="num">1,100 rd<\/td>/);
    const warned = renderStatementHtml(decideFile("examples/dl-averi/ga-published-livorno-grain.yaml"));
    assert.match(warned, /<h2>Warnings<\/h2>/);
  });

  test("a collision's damage statement prints as HTML, and has no contributory values: its parts are apportioned", () => {
    const c = decideFile("examples/dl-averi/collision-drifting.yaml");
    const statement = c.averages?.find((a) => a.id === "damage")?.statement;
    assert.equal(statement?.measure, "apportioned");
    assert.ok(statement?.lines.every((l) => l.contributoryValue.minor === "0"));
    const t = text(c);
    assert.doesNotMatch(t, /Contributory value/);
    assert.match(t, /Part of the loss borne\s+Borne, exact\s+Borne, rounded/);
    const html = renderStatementHtml(c);
    assert.match(html, /<h1>Statement of the damage shared<\/h1>/);
    assert.doesNotMatch(html, /Contributory value/);
    assert.match(html, /<h2>Settlement: who pays whom<\/h2>/);
  });
});
