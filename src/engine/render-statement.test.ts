// test: shared
import assert from "node:assert/strict";
import { describe, test } from "node:test";
import { adjust, type Interest } from "../core/average.js";
import type { AverageStatement, Determination } from "../core/determination.js";
import { Money, RIGSDALER } from "../core/money.js";
import { R } from "../core/rational.js";
import { renderText } from "./render.js";
import {
  escapeHtml,
  exactAmount,
  htmlParts,
  provisionAnchor,
  renderStatementHtml,
  renderStatementText,
  statementTotals,
} from "./render-statement.js";

const rd = (v: string | number) => Money.of(RIGSDALER, R(v));
const zero = Money.zero(RIGSDALER);
const NAMES: Record<string, string> = { owners: "Shipowners", A: "Merchant A", B: "Merchant B", C: "Merchant C" };

function interest(
  id: string,
  owner: string,
  kind: Interest["kind"],
  value: Money,
  madeGood: Money = zero,
  label = id,
): Interest {
  return { interest: id, owner, kind, label, value, madeGood, provisions: ["dl-averi/25"] };
}

// EX-11 of RULES.md, main reading (the values of src/core/average.test.ts): loss 1100 over a mass of 3960.
function ex11(label = "the ship"): Interest[] {
  return [
    interest("ship", "owners", "ship", rd(2000), rd(200), label),
    interest("freight", "owners", "freight", rd(260)),
    interest("a", "A", "cargo", rd(1200)),
    interest("b-kept", "B", "cargo", rd(500)),
    interest("b-jettisoned", "B", "cargo", zero, rd(300)),
    interest("c-jettisoned", "C", "cargo", zero, rd(600)),
  ];
}

function statementOf(interests: Interest[], names: Record<string, string> = NAMES): AverageStatement {
  return adjust(RIGSDALER, interests, (p) => names[p] ?? p, ["dl-averi/25"]).statement;
}

function determination(
  statement: AverageStatement | undefined,
  title = "EX-11: jettison and a cut mast",
): Determination {
  return {
    statute: "dl-averi",
    kind: "general_average",
    title,
    situation: "general average after a jettison and a cut mast (dl-averi/25)",
    currency: "rigsdaler",
    funds: [],
    allocations: [],
    ...(statement ? { statement } : {}),
    liabilities: [],
    obligations: [],
    options: [],
    penalties: [],
    assessments: [],
    warnings: [],
    explanation: { label: "general average", provisions: ["dl-averi/25"], status: "applied" },
    readings: [
      {
        name: "ga_jettisoned_contribute",
        question: "Q-A11",
        value: "R1",
        slug: "no_literal",
        label: "no (literal)",
        isDefault: true,
      },
    ],
    receipt: {
      sealaw: "0.1.0",
      caseFormat: "1",
      statute: "dl-averi",
      kind: "general_average",
      statuteTexts: "a".repeat(64),
      case: "b".repeat(64),
      readings: [],
    },
  };
}

/** The table row of the text that starts with line number n (or with "Total"). */
function textRow(text: string, first: string): string {
  const row = text.split("\n").find((l) => l.trimStart().startsWith(`${first} `));
  assert.ok(row, `a row starting with ${first}`);
  return row;
}

describe("the statement as text", () => {
  const s = statementOf(ex11());
  const text = renderStatementText(s);

  test("EX-11: loss, mass and rate, and a line per interest with its exact and rounded contribution", () => {
    assert.match(
      text,
      /Loss to be made good: 1,100 rd; contributing mass: 3,960 rd; rate of contribution: 5\/18 = 27\.7778 % \(to 4 decimals\)/,
    );
    assert.match(textRow(text, "1"), /the ship\s+Shipowners\s+2,000 rd\s+200 rd\s+50\/99\s+5000\/9 rd \(≈ 555\.56\)/);
    assert.match(textRow(text, "2"), /freight\s+Shipowners\s+260 rd\s+0 rd\s+13\/198\s+650\/9 rd \(≈ 72\.22\)/);
    assert.match(textRow(text, "3"), /1000\/3 rd \(≈ 333\.33\)\s+333 rd 2 mk\s+-333 rd 2 mk\s+dl-averi\/25$/);
    assert.match(textRow(text, "4"), /1250\/9 rd \(≈ 138\.89\)/);
    assert.match(textRow(text, "6"), /c-jettisoned\s+Merchant C\s+0 rd\s+600 rd\s+0\s+0 rd\s+0 rd\s+\+600 rd/);
  });

  test("the totals row: the mass, the loss made good, the rounded contributions summing to the loss, the nets to zero", () => {
    assert.match(
      textRow(text, "Total"),
      /Total\s+3,960 rd\s+1,100 rd\s+1\s+1,100 rd\s+1,100 rd\s+0 rd\s+dl-averi\/25$/,
    );
    assert.match(text, /Check: the 6 rounded contributions sum to the loss; the nets sum to zero\./);
    const t = statementTotals(s);
    assert.equal(t.contribution.toString(), String(1100 * 96));
    assert.equal(t.madeGood.toString(), String(1100 * 96));
    assert.equal(t.contributoryValue.toString(), String(3960 * 96));
    assert.ok(t.net.isZero());
    const sk = (v: string) => Money.ofMinor(RIGSDALER, R(v));
    const frac = statementOf([
      interest("x", "A", "cargo", sk("1/3"), sk("5")),
      interest("y", "B", "cargo", sk("2/7")),
      interest("z", "B", "cargo", sk("5/6")),
    ]);
    assert.equal(statementTotals(frac).contributoryValue.toString(), frac.mass.minor);
    assert.equal(frac.mass.minor, "61/42");
  });

  test("the balances: who receives and who pays, as RULES.md gives them, rounded to the skilling", () => {
    assert.match(
      text,
      /Shipowners \[owners\]\s+200 rd\s+627 rd 4 mk 11 sk\s+-427 rd 4 mk 11 sk\s+pays 427 rd 4 mk 11 sk/,
    );
    assert.match(text, /Merchant A \[A\]\s+0 rd\s+333 rd 2 mk\s+-333 rd 2 mk\s+pays 333 rd 2 mk/);
    assert.match(text, /Merchant B \[B\]\s+300 rd\s+138 rd 5 mk 5 sk\s+\+161 rd 11 sk\s+receives 161 rd 11 sk/);
    assert.match(text, /Merchant C \[C\]\s+600 rd\s+0 rd\s+\+600 rd\s+receives 600 rd/);
    assert.match(text, /equal remainders go first to the larger weight/);
  });

  test("exactAmount writes the largest unit, with a decimal when it is a fraction", () => {
    assert.equal(exactAmount(rd("5000/9").toJSON()), "5000/9 rd (≈ 555.56)");
    assert.equal(exactAmount(rd(600).toJSON()), "600 rd");
  });

  test("renderText shows the statement when the determination has one, and not otherwise", () => {
    const withIt = renderText(determination(s), { explanation: false });
    assert.match(withIt, /General average statement:\n {2}Loss to be made good: 1,100 rd/);
    assert.match(withIt, /^ {5}Total\s+3,960 rd/m);
    const without = renderText(determination(undefined), { explanation: false });
    assert.doesNotMatch(without, /General average statement/);
  });
});

/** 1000 interests: long enough to be shortened in text. */
function longStatement(): AverageStatement {
  const list = [interest("ship", "owners", "ship", rd(100_000), rd(5000))];
  for (let i = 1; i < 1000; i++) {
    list.push(interest(`bl-${String(i).padStart(4, "0")}`, `m${i % 7}`, "cargo", rd(10 + (i % 13)), zero));
  }
  return statementOf(list, {});
}

describe("a long statement", () => {
  const s = longStatement();

  test("the text shows the first and last 20 lines, how many are left out, and the totals of all", () => {
    const text = renderStatementText(s);
    const rows = text.split("\n").filter((l) => /^\s*\d+ {2}/.test(l));
    assert.equal(rows.length, 40);
    assert.match(rows[0] as string, /^\s*1\s+ship/);
    assert.match(rows[19] as string, /^\s*20\s+bl-0019/);
    assert.match(rows[20] as string, /^\s*981\s+bl-0980/);
    assert.match(rows[39] as string, /^\s*1000\s+bl-0999/);
    assert.match(text, /… 960 lines left out here \(the JSON and the HTML have every line\) …/);
    assert.match(textRow(text, "Total"), /Total\s+\S+.*\s+5,000 rd\s+1\s+5,000 rd\s+5,000 rd\s+0 rd/);
    assert.match(text, /Check: the 1,000 rounded contributions sum to the loss; the nets sum to zero\./);
  });

  test("how much is shown can be chosen; a statement within the limit is shown whole", () => {
    const text = renderStatementText(s, { maxLines: 2000 });
    assert.equal(text.split("\n").filter((l) => /^\s*\d+ {2}/.test(l)).length, 1000);
    assert.doesNotMatch(text, /left out/);
    const short = renderStatementText(s, { keep: 3 });
    assert.match(short, /… 994 lines left out/);
  });

  test("the JSON and the HTML have every line", () => {
    const back = JSON.parse(JSON.stringify(determination(s))) as Determination;
    assert.equal(back.statement?.lines.length, 1000);
    const html = renderStatementHtml(determination(s));
    const body = html.slice(html.indexOf("<tbody>"), html.indexOf("</tbody>"));
    assert.equal(body.match(/<tr>/g)?.length, 1000);
    for (const l of s.lines) assert.ok(body.includes(`>${l.interest}<`), l.interest);
    assert.ok(htmlParts(determination(s)).next().value?.startsWith("<!DOCTYPE html>"));
  });
});

const ALLOWED_TAGS = new Set(
  "html head meta title style body header section h1 h2 p dl dt dd table thead tbody tr th td a ul li code strong".split(
    " ",
  ),
);

describe("the statement as a printable HTML document", () => {
  const html = renderStatementHtml(determination(statementOf(ex11())));

  test("one self-contained document: its own CSS, no script, nothing fetched from outside", () => {
    assert.ok(html.startsWith('<!DOCTYPE html>\n<html lang="en">'));
    assert.match(html, /<meta charset="utf-8">/);
    assert.match(html, /<style>[\s\S]*@media print[\s\S]*<\/style>/);
    assert.match(html, /tr \{ break-inside: avoid; page-break-inside: avoid; \}/);
    assert.doesNotMatch(html, /<script|<link|<img|<iframe|\bsrc=|url\(|@import|https?:/i);
    for (const [, tag] of html.matchAll(/<\/?([a-zA-Z0-9!]+)/g)) {
      if (tag !== "!DOCTYPE") assert.ok(ALLOWED_TAGS.has(tag as string), `unexpected tag <${tag}>`);
    }
    assert.ok(html.trimEnd().endsWith("</html>"));
  });

  test("title and case data, the table with right-aligned figures, the totals and the balances", () => {
    assert.match(html, /<title>General average statement — EX-11: jettison and a cut mast<\/title>/);
    assert.match(html, /<dt>Statute<\/dt><dd>dl-averi<\/dd>/);
    assert.match(html, /<td class="num">5000\/9 rd \(≈ 555\.56\)<\/td><td class="num">555 rd 3 mk 6 sk<\/td>/);
    assert.match(
      html,
      /<tr class="total"><td class="num"><\/td><td>Total<\/td><td><\/td><td class="num">3,960 rd<\/td><td class="num">1,100 rd<\/td><td class="num">1<\/td><td class="num">1,100 rd<\/td><td class="num">1,100 rd<\/td><td class="num">0 rd<\/td>/,
    );
    assert.match(
      html,
      /<td>Merchant C \[C\]<\/td><td class="num">600 rd<\/td><td class="num">0 rd<\/td><td class="num">\+600 rd<\/td><td>receives 600 rd<\/td>/,
    );
    assert.match(html, /<td>Shipowners \[owners\]<\/td>.*<td>pays 427 rd 4 mk 11 sk<\/td>/);
  });

  test("each line's provisions link to the list of provisions cited, which has their ids and titles when given", () => {
    const links = [...html.matchAll(/<a href="#([^"]+)">([^<]+)<\/a>/g)];
    assert.ok(links.length >= 7, "the lines, the totals and the summary cite");
    for (const [, anchor, id] of links) {
      assert.equal(anchor, provisionAnchor(id as string));
      assert.ok(html.includes(`<li id="${anchor}"><code>${id}</code>`), `${id} is in the list`);
    }
    const titled = renderStatementHtml(determination(statementOf(ex11())), {
      provisionTitles: new Map([["dl-averi/25", "General average: the loss is spread"]]),
    });
    assert.match(titled, /<code>dl-averi\/25<\/code> — General average: the loss is spread<\/li>/);
  });

  test("the readings relied on and the receipt", () => {
    assert.match(html, /<code>ga_jettisoned_contribute = R1<\/code> \(no_literal\) — no \(literal\) \[Q-A11\]/);
    assert.match(html, new RegExp(`<dt>Case \\(sha256\\)</dt><dd><code>${"b".repeat(64)}</code></dd>`));
  });

  test("every text put in is escaped: labels, names, titles, provision ids, readings", () => {
    const evil = `<script>alert("x")</script> & 'co'`;
    const interests = ex11(evil).map((i) => ({ ...i, provisions: [...i.provisions, `dl-averi/"><b>x</b>`] }));
    const s = statementOf(interests, { ...NAMES, owners: evil });
    const d = determination(s, evil);
    d.situation = evil;
    d.readings = [{ ...(d.readings[0] as Determination["readings"][number]), label: evil }];
    const out = renderStatementHtml(d, { provisionTitles: new Map([[`dl-averi/"><b>x</b>`, evil]]) });
    assert.doesNotMatch(out, /<script|<b>/);
    const escaped = escapeHtml(evil);
    assert.equal(escaped, "&lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt; &amp; &#39;co&#39;");
    assert.ok(out.includes(`<title>General average statement — ${escaped}</title>`));
    assert.ok(out.includes(`<td>${escaped}</td><td>${escaped}</td>`), "label and owner");
    assert.ok(out.includes(`<dd>${escaped}</dd>`), "situation");
    assert.ok(out.includes(`— ${escaped} [Q-A11]`), "reading label");
    assert.ok(
      out.includes(`<code>dl-averi/&quot;&gt;&lt;b&gt;x&lt;/b&gt;</code> — ${escaped}</li>`),
      "provision and title",
    );
    for (const [, tag] of out.matchAll(/<\/?([a-zA-Z0-9!]+)/g)) {
      if (tag !== "!DOCTYPE") assert.ok(ALLOWED_TAGS.has(tag as string), `unexpected tag <${tag}>`);
    }
  });

  test("provision anchors are valid fragment ids and stay distinct", () => {
    assert.equal(provisionAnchor("dl-averi/25"), "prov-dl-averi_2f_25");
    assert.notEqual(provisionAnchor("a/b"), provisionAnchor("a-b"));
    assert.notEqual(provisionAnchor("a/b"), provisionAnchor("a_2f_b"));
    assert.match(provisionAnchor(`x/"<é`), /^prov-[A-Za-z0-9_-]+$/);
  });

  test("a determination without a statement has no HTML statement", () => {
    assert.throws(() => renderStatementHtml(determination(undefined)), /no average statement/);
  });
});
