/**
 * Expected outcomes carried by a case file (its `expect:` block), so that a case
 * is also a test: `sealaw check FILE` and the example tests compare the
 * determination with what the file says it should be. docs/expect.md describes
 * every field; in short:
 *
 *   expect:
 *     parts:   { harm: 3, focke: 1 }          # parts held, exact
 *     exact:   { harm: 60, jan: "120/11" }    # exact share
 *     amounts: { jan: "10 u 91 c" }          # rounded share
 *     total_parts: 6
 *     readings: { boy_part_aboard: R1, Q-B09: R2 }  # by name or by question id
 *
 * Who owes whom, what is punished, who must do what and may choose what, and what
 * is left to assessors:
 *
 *     liabilities: { "y -> x": 100, "y -> z": "half the damage" }
 *     settlement:  { "a -> c": "333 rd 2 mk" }   # the payments that settle a statement
 *     penalties:   { skipper: "32 lod", thief: "punished as a thief" }
 *     duties:      { hans: [dl-averi/1] }
 *     obligations: { hans: [{ provision: dl-averi/1, due: "1690-11-01" }] }
 *     options:     { a: { open: false, chosen: leave } }
 *     assessments: { dl-averi/10: needed }
 *
 * A general average and the averages of their own:
 *
 *     rate: 5/18          rate_percent: "27.7778"
 *     loss: 1100          mass: 3960
 *     contributory_values: { ship: 2000 }
 *     contributions: { ship: "5000/9" }
 *     nets:    { owners: "-3850/9", c: 600 }
 *     averages:
 *       piracy-bulk: { bears: { bl-d: 12 }, receives: { bl-d: 48 } }
 *
 * Every amount is money: a number in the largest unit (an exact decimal, or a
 * fraction as text), or units spelled out in the statute's currency ("1 rd 1 mk 8
 * sk", "30 Rt"); a penalty is read in its own currency ("48 lod"). Text that is no
 * amount where words are allowed (a liability or a penalty without money) is
 * looked for in the words of the determination.
 */

import type { Expectation } from "../cases/envelope.js";
import type { AverageStatement, Determination, Liability, QuantityShares } from "../core/determination.js";
import { phrases } from "../core/messages.js";
import { type Currency, comparisonCurrency, FIXED_CURRENCIES, Money, type MoneyJSON } from "../core/money.js";
import { Rational } from "../core/rational.js";
import { ReadingSet } from "../core/reading.js";
import { STATUTES } from "../law/index.js";

/**
 * The lines a difference is told in. Each names where it is (a party's parts, a
 * statement's rate, an average's line) by a phrase of its own, which a line takes
 * as its argument; the case's ids, paths and values, and the figures, go in as
 * they are.
 */
const say = phrases("engine/expect", {
  // Where a difference is.
  partsOf: "{id} parts",
  exactShareOf: "{id} exact share",
  amountOf: "{id} amount",
  totalParts: "total parts",
  statementOf: "{what, select, statement {statement} other {average {id}}}",
  lineOf: "{where} {id}",
  contributionOf: "{where} {id} contribution",
  contributoryValueOf: "{where} {id} contributory value",
  netOf: "{where} {id} net",
  rateOf: "{where} rate",
  lossOf: "{where} loss",
  massOf: "{where} mass",
  // Values that are no exact number.
  notANumber: "{value} is not a number",
  notExactDecimal:
    '{value} is not a whole number, and not exact as a decimal number; write it as text, e.g. "{value}" or a fraction such as "3/4"',
  notExactNumber: '"{value}" is not an exact number (expected e.g. 2, "3/4" or "0.25")',
  notExact: '"{value}" is not an exact number',
  // Lists of what the determination has instead.
  quoted: '"{text}"',
  comma: "{first}, {rest}",
  // The differences.
  noParty: 'expected a party "{id}", but the determination has none (parties: {parties})',
  problem: "{where}: {problem}",
  expected: "{where}: expected {want}, got {got}",
  expectedNone: "{where}: expected {want}, got none",
  expectedNothing: "{where}: expected {want}, got nothing",
  noLine: '{where}: expected a line for "{id}", but there is none (lines: {lines})',
  noStatement: "{where}: expected a statement in money, but there is none",
  ratePercent: "{where}: expected {want} %, got {got} %",
  noBalance: '{where}: expected a balance for "{id}", but there is none',
  net: "{where}: expected net {want}, got {exact} ({rounded} rounded)",
  noAverageStatement: "expected an average statement, but the determination has none",
  noAverage: 'expected an average "{id}", but there is none (averages: {averages})',
  notPair: '{what, select, settlement {settlement} other {liabilities}}: "{pair}" is not of the form "FROM -> TO"',
  liabilityWords:
    '{what, select, settlement {settlement} other {liabilities}} {pair}: expected a liability without a fixed amount, "{want}", got {got}',
  liabilityWordsNone:
    '{what, select, settlement {settlement} other {liabilities}} {pair}: expected a liability without a fixed amount, "{want}", got none',
  liabilityAmount: "{what, select, settlement {settlement} other {liabilities}} {pair}: expected {want}, got {total}",
  liabilityAmountUnpriced:
    "{what, select, settlement {settlement} other {liabilities}} {pair}: expected {want}, got {total} and {count} without an amount",
  liabilityNone:
    "{what, select, settlement {settlement} other {liabilities}} {pair}: expected {want}, got no liability",
  penaltyNone: 'penalties {who}: expected {want}, but there is no penalty on "{who}"',
  penaltyWords: 'penalties {who}: expected "{want}", got {got}',
  penaltyAmount: "penalties {who}: expected {want}, got {total} ({amounts})",
  penaltyNoMoney: "penalties {who}: expected {want}, got {total} (no penalty in money)",
  duty: "duties {who}: expected a duty under {provision}, got {got}",
  dutyNone: "duties {who}: expected a duty under {provision}, got no duty",
  obligationLabel: '{kind, select, both {{provision} "{what}"} words {"{what}"} other {any}}',
  obligation: "obligations {who}: expected one ({label}), got {got}",
  obligationNone: "obligations {who}: expected one ({label}), got none",
  noDueDate: "no due date",
  due: "obligations {who} ({label}): expected due by {due}, got {got}",
  undue: "obligations {who} ({label}): expected no due date, got {got}",
  noOption: 'options {holder}: expected an option, but "{holder}" has none',
  optionStatus:
    "options {holder}: expected it {want, select, open {open} closed {closed} chosen {chosen} lapsed {lapsed} other {{want}}}, but it is {status, select, open {open} chosen {chosen} lapsed {lapsed} other {{status}}}",
  choice: 'options {holder}: expected the choice "{want}", got {got}',
  choiceNone: 'options {holder}: expected the choice "{want}", got none',
  deadline:
    "options {holder}: expected the deadline {wanted, select, no {none} other {{want}}}, got {given, select, no {none} other {{got}}}",
  assessmentStatus: "{status, select, needed {needed} given {given} other {{status}}}",
  assessment:
    "assessments {provision}: expected one {status, select, needed {needed} given {given} other {{status}}}, got {got}",
  assessmentNone:
    "assessments {provision}: expected one {status, select, needed {needed} given {given} other {{status}}}, got none",
  readingUnused: "expected the result to rest on reading {name}, but it was not consulted",
  reading: "reading {name}: expected {want}, got {got}",
});

/** Texts joined with ", ", each one said in the language. */
function commas(texts: readonly string[]): string {
  const [first, ...rest] = texts;
  if (first === undefined) return "";
  return rest.length === 0 ? first : say.comma({ first, rest: commas(rest) });
}

/** Texts of the determination, each in quotes, joined with ", ". */
const quotedAll = (texts: readonly string[]): string => commas(texts.map((text) => say.quoted({ text })));

type Want = string | number;

/** The value in the largest unit of a MoneyJSON. */
function largest(m: Record<string, string>): string | undefined {
  for (const [k, v] of Object.entries(m)) {
    if (k !== "currency" && k !== "minor" && k !== "minorUnit" && k !== "text") return v;
  }
  return undefined;
}

const inLargest = (m: MoneyJSON): Rational => Rational.parse(largest(m as Record<string, string>) ?? "0");

/**
 * A bare number as an exact value: a whole number, or a decimal the number holds
 * exactly (12.5, 0.375); another (0.1 is not exactly 0.1 in a binary number) is
 * refused with the message the facts give.
 */
export function exactNumber(v: number): Rational | string {
  if (!Number.isFinite(v)) return say.notANumber({ value: String(v) });
  if (Number.isSafeInteger(v)) return Rational.of(v);
  const r = Rational.tryParse(String(v));
  if (r && isPowerOfTwo(r.den) && r.den <= 2n ** 52n) return r;
  return say.notExactDecimal({ value: String(v) });
}

function isPowerOfTwo(n: bigint): boolean {
  return n > 0n && (n & (n - 1n)) === 0n;
}

/** A plain exact number (no unit): a share, a rate, parts, a quantity. */
function plain(want: Want): Rational | string {
  if (typeof want === "number") return exactNumber(want);
  return Rational.tryParse(want) ?? say.notExactNumber({ value: want });
}

/** An expected amount in the largest unit of `c`: a number, a fraction, or units spelled out. */
function amount(want: Want, c: Currency | undefined): Rational | string {
  if (typeof want === "number") return exactNumber(want);
  const r = Rational.tryParse(want);
  if (r) return r;
  if (!c) return say.notExact({ value: want });
  const m = Money.parse(c, want);
  return typeof m === "string" ? m : m.in();
}

/** The currency a determination is reckoned in, rebuilt from its statute and readings. */
function currencyOf(d: Determination): Currency | undefined {
  if (typeof d.currency !== "string") return undefined;
  const statute = STATUTES.find((s) => s.id === d.statute);
  const fixed = FIXED_CURRENCIES.find((c) => c.id === d.currency) ?? comparisonCurrency(d.currency);
  if (!statute) return fixed;
  try {
    const chosen = Object.fromEntries(d.readings.map((r) => [r.name, r.value]));
    const defs = new Map(statute.readings.map((r) => [r.name, r]));
    return statute.currency(d.currency, new ReadingSet(defs, chosen)) ?? fixed;
  } catch {
    return fixed;
  }
}

/** A currency by id, for amounts of another currency than the case's (a penalty in lod of silver). */
function currencyById(id: string, main: Currency | undefined): Currency | undefined {
  if (main && main.id === id) return main;
  return FIXED_CURRENCIES.find((c) => c.id === id) ?? comparisonCurrency(id);
}

/** How an amount reads in a message: exact, and in its units. */
function shown(m: MoneyJSON): string {
  const v = inLargest(m);
  return v.isInteger() ? m.text : `${v.toString()} (${m.text})`;
}

class Check {
  readonly out: string[] = [];
  private readonly missing = new Set<string>();
  constructor(
    readonly d: Determination,
    readonly currency: Currency | undefined,
  ) {}

  fail(line: string): void {
    this.out.push(line);
  }

  /** A party the expectation names that the determination does not have: said once. */
  noParty(id: string, have: readonly string[]): void {
    if (this.missing.has(id)) return;
    this.missing.add(id);
    this.fail(say.noParty({ id, parties: have.join(", ") }));
  }

  /**
   * Compare an exact value; `where` names it in the message, `gotText` says what the
   * determination has (undefined: none, or `nothing` where that is the word).
   */
  exact(
    where: string,
    got: Rational | undefined,
    want: Want,
    gotText: string | undefined,
    parse: (w: Want) => Rational | string,
    nothing = false,
  ) {
    const w = parse(want);
    if (typeof w === "string") this.fail(say.problem({ where, problem: w }));
    else if (got === undefined || !got.eq(w)) {
      const args = { where, want: String(want) };
      if (gotText !== undefined) this.fail(say.expected({ ...args, got: gotText }));
      else this.fail(nothing ? say.expectedNothing(args) : say.expectedNone(args));
    }
  }

  money(where: string, got: MoneyJSON | undefined, want: Want, c = this.currency): void {
    this.exact(where, got ? inLargest(got) : undefined, want, got ? shown(got) : undefined, (w) => amount(w, c));
  }
}

type Lines = Record<string, Want>;

/** Exact net per party from a statement's lines, in the largest unit: made good less the exact contributions. */
function exactNets(s: AverageStatement): Map<string, Rational> {
  const m = new Map<string, Rational>();
  for (const l of s.lines) {
    const net = inLargest(l.madeGood).sub(inLargest(l.contributionExact));
    m.set(l.owner, (m.get(l.owner) ?? Rational.ZERO).add(net));
  }
  return m;
}

interface StatementExpect {
  contributions?: Lines | undefined;
  contributory_values?: Lines | undefined;
  nets?: Lines | undefined;
  rate?: Want | undefined;
  rate_percent?: Want | undefined;
  loss?: Want | undefined;
  mass?: Want | undefined;
}

function checkStatement(
  ck: Check,
  where: string,
  s: AverageStatement | undefined,
  shares: QuantityShares | undefined,
  e: StatementExpect,
): void {
  const lines = new Map<string, MoneyJSON | undefined>();
  const values = new Map<string, MoneyJSON>();
  for (const l of s?.lines ?? []) {
    lines.set(l.interest, l.contributionExact);
    values.set(l.interest, l.contributoryValue);
  }
  for (const l of shares?.lines ?? []) if (l.exact) lines.set(l.interest, l.exact);
  const known = () => [...lines.keys()].join(", ");
  for (const [id, want] of Object.entries(e.contributions ?? {})) {
    if (!lines.has(id)) ck.fail(say.noLine({ where, id, lines: known() }));
    else ck.money(say.contributionOf({ where, id }), lines.get(id), want);
  }
  const needsStatement =
    e.nets !== undefined ||
    e.contributory_values !== undefined ||
    e.rate !== undefined ||
    e.rate_percent !== undefined ||
    e.loss !== undefined ||
    e.mass !== undefined;
  if (!needsStatement) return;
  if (!s) {
    ck.fail(say.noStatement({ where }));
    return;
  }
  for (const [id, want] of Object.entries(e.contributory_values ?? {})) {
    if (!values.has(id)) ck.fail(say.noLine({ where, id, lines: known() }));
    else ck.money(say.contributoryValueOf({ where, id }), values.get(id), want);
  }
  if (e.rate !== undefined) ck.exact(say.rateOf({ where }), Rational.parse(s.rate), e.rate, s.rate, plain);
  if (e.rate_percent !== undefined) {
    const got = s.ratePercent ?? Rational.parse(s.rate).mul(Rational.of(100n)).toDecimal(4);
    const w = String(e.rate_percent).replace(/\s*%$/, "");
    if (got !== w && !(Rational.tryParse(w)?.eq(Rational.parse(got)) ?? false))
      ck.fail(say.ratePercent({ where: say.rateOf({ where }), want: String(e.rate_percent), got }));
  }
  if (e.loss !== undefined) ck.money(say.lossOf({ where }), s.loss, e.loss);
  if (e.mass !== undefined) ck.money(say.massOf({ where }), s.mass, e.mass);
  if (!e.nets) return;
  const nets = exactNets(s);
  for (const [id, want] of Object.entries(e.nets)) {
    const exact = nets.get(id);
    const balance = s.balances.find((b) => b.party === id);
    if (exact === undefined || !balance) {
      ck.fail(say.noBalance({ where, id }));
      continue;
    }
    // Text that is the rounded balance as written is accepted as it stands.
    if (typeof want === "string" && want === balance.net.text) continue;
    const negative = typeof want === "string" && want.trim().startsWith("-");
    const w = amount(negative ? (want as string).trim().slice(1) : want, ck.currency);
    if (typeof w === "string") ck.fail(say.problem({ where: say.netOf({ where, id }), problem: w }));
    else if (!exact.eq(negative ? w.neg() : w))
      ck.fail(
        say.net({
          where: say.lineOf({ where, id }),
          want: String(want),
          exact: exact.toString(),
          rounded: balance.net.text,
        }),
      );
  }
}

function checkShares(
  ck: Check,
  where: string,
  shares: QuantityShares | undefined,
  key: "bears" | "receives",
  want: Lines | undefined,
): void {
  for (const [id, w] of Object.entries(want ?? {})) {
    const line = shares?.lines.find((l) => l.interest === id);
    const got = line?.[key];
    ck.exact(say.lineOf({ where, id }), got === undefined ? undefined : Rational.parse(got), w, got, plain, true);
  }
}

/** Every difference between the determination and the expectation, as readable lines. */
export function checkExpectation(d: Determination, e: Expectation, currency?: Currency): string[] {
  const ck = new Check(d, currency ?? currencyOf(d));
  const byId = new Map(d.allocations.map((a) => [a.id, a]));
  const party = (id: string) => {
    const a = byId.get(id);
    if (!a) ck.noParty(id, [...byId.keys()]);
    return a;
  };
  for (const [id, want] of Object.entries(e.parts ?? {})) {
    const a = party(id);
    if (a) ck.exact(say.partsOf({ id }), Rational.parse(a.parts ?? "0"), want, a.parts, plain);
  }
  for (const [id, want] of Object.entries(e.exact ?? {})) {
    const a = party(id);
    if (a) ck.money(say.exactShareOf({ id }), a.exact, want);
  }
  for (const [id, want] of Object.entries(e.amounts ?? {})) {
    const a = party(id);
    if (!a) continue;
    if (typeof want === "string" && want === a.rounded.text) continue;
    ck.money(say.amountOf({ id }), a.rounded, want);
  }
  if (e.total_parts !== undefined) {
    const tp = d.funds.find((f) => f.totalParts !== undefined)?.totalParts;
    ck.exact(say.totalParts(), tp === undefined ? undefined : Rational.parse(tp), e.total_parts, tp, plain);
  }
  if (hasStatementKeys(e)) {
    if (!d.statement) ck.fail(say.noAverageStatement());
    else checkStatement(ck, say.statementOf({ what: "statement" }), d.statement, undefined, e);
  }
  for (const [id, want] of Object.entries(e.averages ?? {})) {
    const a = d.averages?.find((x) => x.id === id);
    if (!a) {
      ck.fail(say.noAverage({ id, averages: (d.averages ?? []).map((x) => x.id).join(", ") }));
      continue;
    }
    const where = say.statementOf({ what: "average", id });
    checkStatement(ck, where, a.statement, a.shares, want);
    checkShares(ck, where, a.shares, "bears", want.bears);
    checkShares(ck, where, a.shares, "receives", want.receives);
  }
  checkLiabilities(ck, "liabilities", d.liabilities, e.liabilities);
  checkLiabilities(
    ck,
    "settlement",
    d.liabilities.filter((l) => l.settles !== undefined),
    e.settlement,
  );
  checkPenalties(ck, e);
  checkDuties(ck, e);
  checkOptions(ck, e);
  for (const [provision, status] of Object.entries(e.assessments ?? {})) {
    const citing = d.assessments.filter((a) => a.provisions.includes(provision));
    if (!citing.some((a) => a.status === status))
      ck.fail(
        citing.length === 0
          ? say.assessmentNone({ provision, status })
          : say.assessment({
              provision,
              status,
              got: commas(citing.map((a) => say.assessmentStatus({ status: a.status }))),
            }),
      );
  }
  for (const [name, code] of Object.entries(e.readings ?? {})) {
    const r = d.readings.find((x) => x.name === name || x.question === name);
    if (!r) ck.fail(say.readingUnused({ name }));
    else if (r.value !== code && r.slug !== code) ck.fail(say.reading({ name, want: code, got: r.value }));
  }
  return ck.out;
}

function hasStatementKeys(e: Expectation): boolean {
  return (
    e.contributions !== undefined ||
    e.nets !== undefined ||
    e.contributory_values !== undefined ||
    e.rate !== undefined ||
    e.rate_percent !== undefined ||
    e.loss !== undefined ||
    e.mass !== undefined
  );
}

/**
 * Liabilities between two parties: an amount (all of them summed, exactly; 0 for
 * none), or words, which a liability without a fixed amount between them must hold.
 */
function checkLiabilities(
  ck: Check,
  what: "liabilities" | "settlement",
  all: readonly Liability[],
  want: Lines | undefined,
): void {
  for (const [pair, w] of Object.entries(want ?? {})) {
    const [from, to] = pair.split("->").map((x) => x.trim());
    if (!from || !to) {
      ck.fail(say.notPair({ what, pair }));
      continue;
    }
    const between = all.filter((l) => l.from === from && l.to === to);
    const unquantified = between.filter((l) => l.amount === undefined);
    const total = between.reduce((t, l) => (l.amount ? t.add(inLargest(l.amount)) : t), Rational.ZERO);
    const v = amount(w, ck.currency);
    if (typeof v === "string") {
      // Words: a liability without a fixed amount that says so.
      const words = String(w).toLowerCase();
      if (!unquantified.some((l) => l.description.toLowerCase().includes(words)))
        ck.fail(
          unquantified.length === 0
            ? say.liabilityWordsNone({ what, pair, want: String(w) })
            : say.liabilityWords({
                what,
                pair,
                want: String(w),
                got: quotedAll(unquantified.map((l) => l.description)),
              }),
        );
      continue;
    }
    if (!total.eq(v) || (v.isZero() && between.length > 0)) {
      const args = { what, pair, want: String(w) };
      if (between.length === 0) ck.fail(say.liabilityNone(args));
      else if (unquantified.length === 0) ck.fail(say.liabilityAmount({ ...args, total: total.toString() }));
      else
        ck.fail(say.liabilityAmountUnpriced({ ...args, total: total.toString(), count: String(unquantified.length) }));
    }
  }
}

/** Penalties: the sum in money, in the penalty's own currency; or words of a penalty without money. */
function checkPenalties(ck: Check, e: Expectation): void {
  for (const [who, want] of Object.entries(e.penalties ?? {})) {
    const on = ck.d.penalties.filter((p) => p.who === who);
    if (on.length === 0) {
      ck.fail(say.penaltyNone({ who, want: String(want) }));
      continue;
    }
    const withMoney = on.filter((p) => p.amount);
    const c = withMoney[0]?.amount ? currencyById(withMoney[0].amount.currency, ck.currency) : ck.currency;
    const v = amount(want, c);
    if (typeof v === "string") {
      const words = String(want).toLowerCase();
      if (!on.some((p) => `${p.penalty} ${p.offence}`.toLowerCase().includes(words)))
        ck.fail(say.penaltyWords({ who, want: String(want), got: quotedAll(on.map((p) => p.penalty)) }));
      continue;
    }
    const total = withMoney.reduce((t, p) => t.add(inLargest(p.amount as MoneyJSON)), Rational.ZERO);
    if (!total.eq(v)) {
      const args = { who, want: String(want), total: total.toString() };
      ck.fail(
        withMoney.length === 0
          ? say.penaltyNoMoney(args)
          : say.penaltyAmount({ ...args, amounts: withMoney.map((p) => p.amount?.text).join(" + ") }),
      );
    }
  }
}

/** Duties by provision, and obligations with their due dates and words. */
function checkDuties(ck: Check, e: Expectation): void {
  for (const [who, provisions] of Object.entries(e.duties ?? {})) {
    const mine = ck.d.obligations.filter((o) => o.who === who);
    for (const p of provisions) {
      if (!mine.some((o) => o.provisions.includes(p)))
        ck.fail(
          mine.length === 0
            ? say.dutyNone({ who, provision: p })
            : say.duty({ who, provision: p, got: mine.map((o) => o.provisions.join("+")).join(", ") }),
        );
    }
  }
  for (const [who, list] of Object.entries(e.obligations ?? {})) {
    const mine = ck.d.obligations.filter((o) => o.who === who);
    for (const w of list) {
      const fits = mine.filter(
        (o) =>
          (w.provision === undefined || o.provisions.includes(w.provision)) &&
          (w.what === undefined || o.what.toLowerCase().includes(w.what.toLowerCase())),
      );
      const label = labelOf(w.provision, w.what);
      if (fits.length === 0) {
        ck.fail(
          mine.length === 0
            ? say.obligationNone({ who, label })
            : say.obligation({ who, label, got: quotedAll(mine.map((o) => o.what)) }),
        );
        continue;
      }
      if (w.due === undefined) continue;
      const want = w.due === null ? undefined : w.due;
      if (!fits.some((o) => o.due === want)) {
        const got = commas(fits.map((o) => o.due ?? say.noDueDate()));
        ck.fail(want ? say.due({ who, label, due: want, got }) : say.undue({ who, label, got }));
      }
    }
  }
}

/** What an expected obligation is looked for by: its provision, its words, both, or any. */
function labelOf(provision: string | undefined, what: string | undefined): string {
  if (provision && what) return say.obligationLabel({ kind: "both", provision, what });
  if (what) return say.obligationLabel({ kind: "words", provision: "", what });
  // A provision alone is said as it is.
  return provision || say.obligationLabel({ kind: "any", provision: "", what: "" });
}

/** Options: whether each is open, what was chosen, and until when. */
function checkOptions(ck: Check, e: Expectation): void {
  for (const [holder, w] of Object.entries(e.options ?? {})) {
    const mine = ck.d.options.filter((o) => o.holder === holder);
    if (mine.length === 0) {
      ck.fail(say.noOption({ holder }));
      continue;
    }
    const o = mine[0] as (typeof mine)[number];
    const status = o.status ?? "open";
    if (w.open !== undefined && (status === "open") !== w.open)
      ck.fail(say.optionStatus({ holder, want: w.open ? "open" : "closed", status }));
    if (w.status !== undefined && status !== w.status) ck.fail(say.optionStatus({ holder, want: w.status, status }));
    if (w.chosen !== undefined && !(o.chosen ?? "").toLowerCase().includes(w.chosen.toLowerCase()))
      ck.fail(
        o.chosen
          ? say.choice({ holder, want: w.chosen, got: say.quoted({ text: o.chosen }) })
          : say.choiceNone({ holder, want: w.chosen }),
      );
    if (w.deadline !== undefined && o.deadline !== (w.deadline ?? undefined))
      ck.fail(
        say.deadline({
          holder,
          wanted: w.deadline === null ? "no" : "yes",
          want: w.deadline ?? "",
          given: o.deadline === undefined ? "no" : "yes",
          got: o.deadline ?? "",
        }),
      );
  }
}
