/**
 * The determination and the printable average statement in a real browser: for an
 * example of each statute the shares shown are the CLI's, row by row; switching a
 * reading that moves a share shows what the CLI gives under it; the explanation
 * opens to the law's original words; the dated list gives both calendars;
 * sensitivity, what-if and compare show the CLI's figures; the statement shows the
 * rate and every interest, and prints without the navigation; a refusal is shown
 * with its errors; a narrow screen needs no sideways scrolling; axe finds nothing.
 */

import assert from "node:assert/strict";
import { execFileSync } from "node:child_process";
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { after, before, describe, it } from "node:test";
import type { Browser, Locator, Page } from "playwright-core";
import { parse } from "yaml";
import { formatDate, parseDate, toCalendar } from "../../src/core/calendar.js";
import { axe, describeViolations, launch, openPage, type Site, shot, startSite, type Watched } from "./harness.js";

const ROOT = join(import.meta.dirname, "..", "..");

/** The CLI for the analyses, whose JSON may be larger than the harness's buffer. */
function cliJson<T>(args: string[]): T {
  const out = execFileSync(process.execPath, [join(ROOT, "dist", "cli", "main.js"), ...args, "--json"], {
    encoding: "utf8",
    maxBuffer: 256 * 1024 * 1024,
  });
  return JSON.parse(out) as T;
}

interface Money {
  text: string;
  minor: string;
}
/** A step as format 1 writes it. */
interface Step1 {
  label: string;
  provisions: string[];
  children?: Step1[];
}

/** A step as format 2 writes it: a step that applies a rule takes its words from the rule's table. */
interface Step2 {
  rule?: string;
  party?: string;
  label?: string;
  provisions?: string[];
  status: string;
  facts?: Record<string, unknown>;
  children?: Step2[];
}

/** What the student's way through the explanation reads of a determination. */
interface Explained {
  allocations: { id: string; name: string; role: string; basis: { provisions: string[] }[] }[];
  rules: Record<string, { label: string; provisions: string[] }>;
  explanation: Step2;
}

interface Determination {
  allocations: { id: string; rounded: Money }[];
  obligations: { due?: string; calendar?: string }[];
  statement?: {
    rate: string;
    ratePercent?: string;
    loss: Money;
    lines: { interest: string; contribution: Money; contributionExact: Money; net: Money }[];
  };
}

/** The example as the pages receive it: its YAML parsed, without the test's `expect`. */
function caseOf(file: string): Record<string, unknown> {
  const c = parse(readFileSync(join(ROOT, file), "utf8")) as Record<string, unknown>;
  delete c.expect;
  return c;
}

/** encodeCase of web/src/case/store.ts: the case as JSON in base64url without padding. */
function encodeCase(c: unknown): string {
  return Buffer.from(JSON.stringify(c), "utf8").toString("base64url");
}

/** An exact amount as the pages show it: the fraction with a true minus, the unit counted. */
function shownExact(value: string, counted: string): string {
  return `${value.replace(/^-/, "−")} ${counted}`;
}

const EXAMPLES = {
  "borkum-1666": "examples/borkum-1666/salvage-inside-reefs.yaml",
  "dl-vrag": "examples/dl-vrag/find-anchor-fishermen.yaml",
  "dl-averi": "examples/dl-averi/ga-jettison-and-mast.yaml",
} as const;
const GA = EXAMPLES["dl-averi"];

describe("the determination and the average statement", () => {
  let site: Site;
  let browser: Browser;
  const decided = new Map<string, Determination>();
  const decide = (file: string, readings: string[] = []): Determination => {
    const key = [file, ...readings].join(" ");
    let d = decided.get(key);
    if (!d) {
      d = JSON.parse(site.cli(["decide", file, "--json", ...readings.flatMap((r) => ["-r", r])])) as Determination;
      decided.set(key, d);
    }
    return d;
  };
  const watched: Watched[] = [];
  const open = async (view: "decide" | "statement", file: string, opts: { width?: number } = {}): Promise<Page> => {
    const w = await openPage(browser, site, { ...opts, locale: "en-GB" });
    watched.push(w);
    await w.page.goto(`${site.url}/#/${view}?c=${encodeCase(caseOf(file))}`);
    return w.page;
  };
  const sharesShown = async (page: Page): Promise<Record<string, string>> =>
    page.$$eval("table.shares tr[data-party]", (rows) =>
      Object.fromEntries(
        rows.map((r) => [r.getAttribute("data-party"), r.querySelector("td.amount")?.textContent?.trim() ?? ""]),
      ),
    );

  before(async () => {
    site = await startSite();
    browser = await launch();
  });
  after(async () => {
    await browser?.close();
    await site?.close();
  });

  for (const [statute, file] of Object.entries(EXAMPLES)) {
    it(`shows every share of ${file} as the CLI gives it (${statute})`, async () => {
      const d = decide(file);
      assert.ok(d.allocations.length > 0, `${file} divides something`);
      const page = await open("decide", file);
      await page.locator("table.shares tr[data-party]").first().waitFor();
      const shown = await sharesShown(page);
      assert.deepEqual(
        shown,
        Object.fromEntries(d.allocations.map((a) => [a.id, a.rounded.text])),
        "each row's amount is the CLI's rounded amount",
      );
      const chart = page.getByRole("img", { name: /Chart of the split/ });
      await chart.waitFor();
      assert.equal(await chart.locator("rect.bar").count(), d.allocations.length, "a bar per party");
      await shot(page, `result-${statute}`);
    });
  }

  it("switches a reading that moves a share, and shows what the CLI gives under it", async () => {
    const file = EXAMPLES["borkum-1666"];
    const base = decide(file);
    // The readings in play, each switched alone: the one-at-a-time report names them in a
    // fraction of a second, where the full tree of every combination takes the command
    // seconds to work out (and some 19 MB to write) for this case.
    const sens = cliJson<{
      inPlay: { name: string; alternatives: { code: string }[]; inForce: string }[];
    }>(["sensitivity", file, "--one-at-a-time"]);
    let found: { name: string; alt: string; d: Determination } | undefined;
    // The first that moves one, by name (each costs the command a decision).
    for (const r of [...sens.inPlay].sort((a, b) => a.name.localeCompare(b.name))) {
      for (const alt of r.alternatives.map((a) => a.code).filter((a) => a !== r.inForce)) {
        const d = decide(file, [`${r.name}=${alt}`]);
        const moved = d.allocations.some(
          (a) => base.allocations.find((b) => b.id === a.id)?.rounded.text !== a.rounded.text,
        );
        if (moved) {
          found = { name: r.name, alt, d };
          break;
        }
      }
      if (found) break;
    }
    assert.ok(found, "the sensitivity report names a reading that moves a share");
    const page = await open("decide", file);
    await page.locator("table.shares tr[data-party]").first().waitFor();
    const select = page.locator(`#reading-${found.name}`);
    await select.waitFor();
    await page.waitForFunction(
      (id) => !(document.getElementById(id) as HTMLSelectElement).disabled,
      `reading-${found.name}`,
    );
    await select.selectOption(found.alt);
    const want = Object.fromEntries(found.d.allocations.map((a) => [a.id, a.rounded.text]));
    await page.waitForFunction(
      (w) => {
        const rows = [...document.querySelectorAll("table.shares tr[data-party]")];
        return (
          rows.length === Object.keys(w).length &&
          rows.every((r) => r.querySelector("td.amount")?.textContent?.trim() === w[r.getAttribute("data-party") ?? ""])
        );
      },
      want,
      { timeout: 15_000 },
    );
    assert.deepEqual(await sharesShown(page), want);
    // The reading is now the case's, in the URL, and marked as chosen.
    const c = new URLSearchParams(new URL(page.url()).hash.split("?")[1]).get("c") ?? "";
    const now = JSON.parse(Buffer.from(c, "base64url").toString("utf8")) as { readings?: Record<string, string> };
    assert.equal(now.readings?.[found.name], found.alt);
    await page.locator(`li[data-reading="${found.name}"] .tag.chosen`).waitFor();
    await shot(page, "result-reading-switched");
  });

  for (const [statute, file, lang, word] of [
    ["borkum-1666", EXAMPLES["borkum-1666"], "de", "Original (German)"],
    ["dl-vrag", EXAMPLES["dl-vrag"], "da", "Original (Danish)"],
  ] as const) {
    it(`opens the explanation to the original ${lang === "de" ? "German" : "Danish"} words (${statute}), with no accessibility violation`, async () => {
      const page = await open("decide", file);
      await page.locator("table.shares tr[data-party]").first().waitFor();
      await page.getByRole("button", { name: "Expand all steps" }).click();
      const ref = page.locator(".explanation li.prov-ref").first();
      const id = (await ref.locator("a").textContent())?.trim() ?? "";
      assert.match(id, new RegExp(`^${statute}/`));
      assert.equal(await ref.locator("a").getAttribute("href"), `#/law/${id}`);
      const button = ref.getByRole("button");
      assert.equal(await button.getAttribute("aria-expanded"), "false");
      await button.click();
      assert.equal(await button.getAttribute("aria-expanded"), "true");
      const original = ref.locator(`blockquote.original[lang="${lang}"]`);
      await original.waitFor();
      const p = (await (await fetch(`${site.url}/v1/provisions/${encodeURIComponent(id)}`)).json()) as {
        original: string;
        english: string;
      };
      const text = (await original.textContent()) ?? "";
      assert.ok(text.includes(word), "the original is named as such");
      assert.ok(text.includes(p.original.slice(0, 40)), "the original words from the API");
      assert.ok(((await ref.locator("blockquote.english").textContent()) ?? "").includes(p.english.slice(0, 40)));
      // Every step of the tree shows its status, and the words of format 1's step: the
      // page reads format 2, whose steps take their rule's words from its table.
      const steps = await page.locator(".explanation li.step").count();
      assert.ok(steps > 3, `${steps} steps`);
      const one = JSON.parse(site.cli(["decide", file, "--json", "--format", "1"])) as { explanation: Step1 };
      const words: string[] = [];
      const walk = (x: Step1): void => {
        words.push(`${x.label}${x.provisions.length > 0 ? ` [${x.provisions.join(", ")}]` : ""}`);
        for (const c of x.children ?? []) walk(c);
      };
      walk(one.explanation);
      const shown = await page.$$eval(".explanation li.step > details > summary", (ss) =>
        ss.map((x) => {
          const label = x.querySelector(".step-label")?.textContent ?? "";
          const provs = x.querySelector(".step-provs")?.textContent ?? "";
          return `${label}${provs}`;
        }),
      );
      assert.deepEqual(shown, words, "each step's words as format 1 writes them");
      await shot(page, `result-explanation-${statute}`);
      const v = await axe(page);
      assert.equal(v.length, 0, describeViolations(v));
    });
  }

  it("opens, step by step, why a party has his parts: each step's facts, its rule's words and the law's text", async () => {
    // A student asks why Albert, an Altbauer who helped with his wagon, has two parts.
    // The way down is read from the CLI's determination: Albert's step, then the steps
    // under it to the one whose rule gave the parts his share's basis cites.
    const file = EXAMPLES["borkum-1666"];
    const d = cliJson<Explained>(["decide", file]);
    const albert = d.allocations.find((a) => a.id === "albert");
    assert.ok(albert, "Albert has a share");
    const cited = albert.basis[0]?.provisions[0] ?? "";
    assert.match(cited, /^borkum-1666\//);
    // A step's words: its own or its rule's, with its party's name and role put back.
    const words = (s: Step2) => {
      const rule = s.rule ? d.rules[s.rule] : undefined;
      const party = d.allocations.find((a) => a.id === s.party);
      const label = (s.label ?? rule?.label ?? "").replace(/\{(name|role|rule)\}/g, (w, k: string) =>
        k === "name" ? (party?.name ?? w) : k === "role" ? (party?.role ?? w) : (rule?.label ?? w),
      );
      return { label, provisions: s.provisions ?? rule?.provisions ?? [] };
    };
    const his = d.explanation.children?.find((s) => s.party === albert.id);
    assert.ok(his && words(his).label.startsWith(`${albert.name}, `), "Albert's step begins with his name");
    assert.ok(his, "a step for Albert");
    const down = (s: Step2): Step2[] | undefined => {
      if (s.status === "applied" && s.rule && words(s).provisions.includes(cited)) return [s];
      for (const c of s.children ?? []) {
        const way = down(c);
        if (way) return [s, ...way];
      }
      return undefined;
    };
    const way = (his.children ?? []).map(down).find((w) => w !== undefined);
    assert.ok(way && way.length >= 2, "the rule that gave his parts lies at least two steps below his");
    const last = way[way.length - 1] as Step2;

    const page = await open("decide", file);
    await page.locator("table.shares tr[data-party]").first().waitFor();
    const root = page.locator(".explanation ul.tree.root > li.step");
    const step = (within: Locator, s: Step2) =>
      within
        .locator(":scope > details > div.step-body > ul.tree > li.step")
        .filter({ has: page.locator(":scope > details > summary", { hasText: words(s).label }) })
        .first();
    const body = (li: Locator) => li.locator(":scope > details > div.step-body");
    const shownFact = (v: unknown): string =>
      v === true ? "yes" : v === false ? "no" : Array.isArray(v) ? v.map(shownFact).join(", ") : String(v);

    // His step, opened with the mouse: the facts it read, as the determination has them.
    const mine = step(root, his);
    await mine.locator(":scope > details > summary").click();
    const facts = await body(mine)
      .locator(":scope > dl.facts > div")
      .evaluateAll((ds) => ds.map((x) => [x.querySelector("dt")?.textContent, x.querySelector("dd")?.textContent]));
    assert.deepEqual(
      facts,
      Object.entries(his.facts ?? {}).map(([k, v]) => [k, shownFact(v)]),
    );
    // Closed and opened again, it still shows them.
    await mine.locator(":scope > details > summary").click();
    await mine.locator(":scope > details > summary").click();
    assert.equal(await body(mine).locator(":scope > dl.facts dt").count(), Object.keys(his.facts ?? {}).length);

    // Down the tree to the rule, each step opened from the keyboard.
    let at = mine;
    for (const s of way) {
      at = step(at, s);
      await at.locator(":scope > details > summary").focus();
      await page.keyboard.press("Enter");
      assert.equal(await at.locator(":scope > details").getAttribute("open"), "", `${words(s).label} opened`);
    }
    // The last step names its rule and shows the rule's words: its label, its provisions
    // each linked to its page, and the provision's text in the original and in English.
    const { label, provisions } = words(last);
    assert.ok(((await at.locator(":scope > details > summary .step-label").textContent()) ?? "").includes(label));
    assert.equal(await body(at).locator(":scope > p.note code").textContent(), last.rule);
    const refs = body(at).locator(":scope > ul.prov-refs > li.prov-ref");
    assert.deepEqual(await refs.locator("a").allTextContents(), provisions);
    const ref = refs.filter({ has: page.locator(`a[href="#/law/${cited}"]`) });
    await ref.getByRole("button", { name: /Show the text/ }).click();
    const p = (await (await fetch(`${site.url}/v1/provisions/${encodeURIComponent(cited)}`)).json()) as {
      original: string;
      english: string;
    };
    await ref.locator('blockquote.original[lang="de"]').waitFor();
    assert.ok(((await ref.locator("blockquote.original").textContent()) ?? "").includes(p.original.slice(0, 40)));
    assert.ok(((await ref.locator("blockquote.english").textContent()) ?? "").includes(p.english.slice(0, 40)));
    await shot(page, "result-explanation-opened");
    const v = await axe(page);
    assert.equal(v.length, 0, describeViolations(v));
  });

  it("lists what falls due by date, in the case's calendar with the other beside it", async () => {
    const file = EXAMPLES["dl-vrag"];
    const d = decide(file);
    const dated = d.obligations.filter((o) => o.due);
    assert.ok(dated.length > 0);
    const page = await open("decide", file);
    await page.locator("ol.dated li").first().waitFor();
    const items = await page.$$eval("ol.dated li time", (ts) =>
      ts.map((x) => ({ text: x.parentElement?.textContent ?? "", iso: x.getAttribute("datetime") ?? "" })),
    );
    const month = (m: number) =>
      new Intl.DateTimeFormat("en", { month: "long", timeZone: "UTC" }).format(Date.UTC(2000, m - 1, 1));
    for (const o of dated) {
      const j = parseDate(o.due as string, "julian");
      const g = toCalendar(j, "gregorian");
      const item = items.find((x) => x.iso === formatDate(g));
      assert.ok(item, `${o.due} is listed`);
      assert.ok(item.text.includes(`${j.day} ${month(j.month)} ${j.year} (Julian)`), item.text);
      assert.ok(item.text.includes(`${g.day} ${month(g.month)} ${g.year} (Gregorian)`), item.text);
    }
    const isos = items.map((x) => x.iso);
    assert.deepEqual(isos, [...isos].sort(), "in date order");
    await page.locator("ol.dated").first().scrollIntoViewIfNeeded();
    await shot(page, "result-dated");
  });

  it("shows sensitivity, what-if and compare as the CLI works them out", async () => {
    const file = GA;
    const sens = cliJson<{
      parties: { party: string; least: string; most: string; counted: string }[];
    }>(["sensitivity", file]);
    const what = cliJson<{ results: { change: { label: string } }[] }>(["whatif", file]);
    const page = await open("decide", file);
    await page.locator("table.shares tr[data-party]").first().waitFor();

    // Every combination is behind a disclosure: it can take many decisions.
    await page.locator("details.full-tree > summary").click();
    await page.locator("section.sensitivity").getByRole("button").click();
    await page.locator("table.sensitivity-parties tr[data-party]").first().waitFor({ timeout: 30_000 });
    for (const p of sens.parties) {
      const row = page.locator(`table.sensitivity-parties tr[data-party="${p.party}"]`);
      assert.ok(((await row.locator("td.least").textContent()) ?? "").startsWith(shownExact(p.least, p.counted)));
      assert.ok(((await row.locator("td.most").textContent()) ?? "").startsWith(shownExact(p.most, p.counted)));
    }

    await page.locator("section.whatif").getByRole("button").click();
    await page.locator("ol.whatif-results > li").first().waitFor({ timeout: 30_000 });
    const labels = await page.$$eval("ol.whatif-results > li strong", (xs) => xs.map((x) => x.textContent ?? ""));
    assert.deepEqual(
      labels,
      what.results.map((r) => r.change.label),
    );

    // General average under the chapter on wreck: refused, and said plainly.
    await page.locator("section.compare select").selectOption("dl-vrag");
    await page.locator("section.compare").getByRole("button").click();
    const refused = page.locator("section.compare .side.not-covered");
    await refused.waitFor({ timeout: 30_000 });
    const cmp = cliJson<{ right: { covered: boolean; reason: string } }>(["compare", file, "--with", "dl-vrag"]);
    assert.equal(cmp.right.covered, false);
    assert.ok(((await refused.textContent()) ?? "").includes(cmp.right.reason));
    await shot(page, "result-analyses");
  });

  it("compares a wreck under the Danish Law with Borkum, party by party as the CLI", async () => {
    const file = "examples/dl-vrag/wreck-unclaimed.yaml";
    const cmp = cliJson<{
      parties: {
        party: string;
        left?: { amounts: { value: string; counted: string }[] };
        right?: { amounts: { value: string; counted: string }[] };
      }[];
    }>(["compare", file, "--with", "borkum-1666"]);
    const page = await open("decide", file);
    await page.locator("section.compare select").waitFor();
    await page.locator("section.compare select").selectOption("borkum-1666");
    await page.locator("section.compare").getByRole("button").click();
    await page.locator("table.compare-parties tr[data-party]").first().waitFor({ timeout: 30_000 });
    for (const p of cmp.parties) {
      const row = page.locator(`table.compare-parties tr[data-party="${p.party}"]`);
      for (const side of ["left", "right"] as const) {
        const cell = ((await row.locator(`td.${side}`).textContent()) ?? "").trim();
        const a = p[side]?.amounts[0];
        if (a) assert.ok(cell.startsWith(shownExact(a.value, a.counted)), `${p.party} ${side}: ${cell}`);
        else assert.ok(cell.startsWith("—"), `${p.party} ${side}: ${cell}`);
      }
    }
    await shot(page, "result-compare");
  });

  it("prints the average statement with its rate and every interest, without the navigation", async () => {
    const d = decide(GA);
    const s = d.statement;
    assert.ok(s);
    const page = await open("statement", GA);
    await page.locator("table.statement tbody tr").first().waitFor();
    const rate = (await page.locator("p.rate").first().textContent()) ?? "";
    assert.ok(rate.includes(s.rate), rate);
    assert.ok(rate.includes(`${s.ratePercent} %`), rate);
    for (const l of s.lines) {
      const row = page.locator(`table.statement tr[data-interest="${l.interest}"]`);
      assert.equal(((await row.locator("td.contribution").textContent()) ?? "").trim(), l.contribution.text);
      assert.ok(((await row.textContent()) ?? "").includes(l.contributionExact.text));
    }
    assert.equal(await page.locator("table.statement tbody tr").count(), s.lines.length);
    const total = s.lines.reduce((a, l) => a + BigInt(l.contribution.minor), 0n);
    assert.equal(total, BigInt(s.loss.minor));
    assert.equal(((await page.locator("td.total-contribution").textContent()) ?? "").trim(), s.loss.text);
    await page.locator("table.settlement tbody tr").first().waitFor();
    const v = await axe(page);
    assert.equal(v.length, 0, describeViolations(v));
    await shot(page, "result-statement");

    assert.ok(await page.locator("header.top nav").isVisible());
    await page.emulateMedia({ media: "print" });
    assert.equal(await page.locator("header.top").isVisible(), false, "the navigation is not printed");
    assert.equal(await page.getByRole("button", { name: "Print" }).isVisible(), false, "nor the Print button");
    assert.ok(await page.locator("table.statement").isVisible());
    await shot(page, "result-statement-print");
    await page.emulateMedia({ media: "screen" });
  });

  it("links the determination of a general average to its printable statement", async () => {
    const page = await open("decide", GA);
    const link = page.getByRole("link", { name: "Open the printable average statement" });
    await link.waitFor();
    await link.click();
    await page.locator("table.statement").waitFor();
    assert.match(page.url(), /#\/statement\?c=/);
    await shot(page, "result-statement-linked");
  });

  it("shows a refusal plainly, with each error at its path", async () => {
    const w = await openPage(browser, site);
    const bad = { version: 1, statute: "dl-vrag", kind: "find", facts: {} };
    const res = await fetch(`${site.url}/v1/decide`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify(bad),
    });
    const problem = (await res.json()) as { errors: { path: string }[] };
    assert.equal(res.status, 422);
    await w.page.goto(`${site.url}/#/decide?c=${encodeCase(bad)}`);
    const alert = w.page.locator(".refusal[role=alert]");
    await alert.waitFor();
    const text = (await alert.textContent()) ?? "";
    for (const e of problem.errors) assert.ok(text.includes(e.path), `${e.path} in: ${text}`);
    await shot(w.page, "result-refusal");
    // The browser reports the refused request itself; nothing else may go wrong.
    assert.deepEqual(w.foreign, []);
    assert.deepEqual(
      w.errors.filter((e) => !/status of 422/.test(e)),
      [],
    );
    await w.context.close();
  });

  for (const view of ["decide", "statement"] as const) {
    it(`fits a narrow phone screen without sideways scrolling (${view})`, async () => {
      const page = await open(view, GA, { width: 360 });
      await page
        .locator(view === "decide" ? "table.shares tr[data-party]" : "table.statement tbody tr")
        .first()
        .waitFor();
      if (view === "decide") await page.getByRole("button", { name: "Expand all steps" }).click();
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
      assert.ok(overflow <= 0, `the page is ${overflow}px wider than the screen`);
      await shot(page, `result-narrow-${view}`);
    });
  }

  it("made no request to another host and had no error in any page", async () => {
    assert.ok(watched.length > 0);
    for (const w of watched) {
      assert.deepEqual(w.foreign, [], "no request to another host");
      assert.deepEqual(w.errors, [], "no error in the page");
      await w.context.close();
    }
  });
});
