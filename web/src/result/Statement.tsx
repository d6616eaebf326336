/**
 * An average statement as an adjuster draws it up: the losses made good, the loss,
 * the contributing mass and the rate, a line per interest with its contributory
 * value, what is made good to it, its fraction and its contribution exact and
 * rounded, the totals, and the balance of each party. Also a loss shared by
 * quantity (bulk goods). The totals of rounded amounts are added here with BigInt
 * from the smallest units the API gives: presentation, not law.
 */

import { t } from "../i18n/index.js";
import { Cites, Frac, Frame } from "./bits.js";
import { localDecimal, percent, ratio, sumMinor } from "./format.js";
import type { AverageStatement, Money, QuantityShares } from "./types.js";
import "./phone.css";

/** The code of an amount's largest unit ("rd", "u"). */
function unitCode(m: Money | undefined): string {
  for (const k of Object.keys(m ?? {})) if (!["currency", "minor", "minorUnit", "text"].includes(k)) return k;
  return m?.minorUnit ?? "";
}

/** A total of rounded amounts: the amount the API gives when it is that sum, else the sum in the smallest unit. */
function Total({ xs, equals }: { xs: Money[]; equals?: Money[] }) {
  const s = sumMinor(xs);
  const same = equals?.find((m) => BigInt(m.minor) === s);
  if (same) return <>{same.text}</>;
  if (s === 0n) return <>{`0 ${unitCode(xs[0])}`}</>;
  return <>{`${s} ${xs[0]?.minorUnit ?? ""}`}</>;
}

export function RateLine({ s }: { s: AverageStatement }) {
  const pct = s.ratePercent ? `${localDecimal(s.ratePercent)} %` : percent(s.rate, 4);
  return (
    <p class="rate">
      {s.measure === "apportioned" ? t("res.lossApportioned") : null}
      <span>
        {t("res.loss")}: <strong>{s.loss.text}</strong>
      </span>
      ;{" "}
      <span>
        {t("res.mass")}: <strong>{s.mass.text}</strong>
      </span>
      ;{" "}
      <span class="rate-value">
        {t("res.rate")}: <strong>{s.rate}</strong> = <strong>{pct}</strong>
        {s.rateDecimals !== undefined ? ` (${t("res.toDecimals", { n: s.rateDecimals })})` : ""}
      </span>{" "}
      (<Cites ids={s.provisions} />)
    </p>
  );
}

export function Schedule({ s, names }: { s: AverageStatement; names: Map<string, string> }) {
  const items = s.schedule ?? [];
  if (items.length === 0) return null;
  return (
    <Frame label={t("res.schedule")}>
      <table class="schedule">
        <caption>{t("res.schedule")}</caption>
        <thead>
          <tr>
            <th scope="col">#</th>
            <th scope="col">{t("res.madeGoodWhat")}</th>
            <th scope="col">{t("res.madeGoodTo")}</th>
            <th scope="col" class="num">
              {t("res.amount")}
            </th>
            <th scope="col">{t("res.provisions")}</th>
          </tr>
        </thead>
        <tbody>
          {items.map((x, i) => (
            <tr key={i}>
              <td class="seq">{i + 1}</td>
              <td>
                {x.what}
                {x.reading ? <span class="note"> ({x.reading})</span> : null}
              </td>
              <td>{names.get(x.owner) ?? x.owner}</td>
              <td class="num">{x.amount.text}</td>
              <td>
                <Cites ids={x.provisions} />
              </td>
            </tr>
          ))}
        </tbody>
        <tfoot>
          <tr class="total">
            <th scope="row" colSpan={3}>
              {t("res.total")}
            </th>
            <td class="num">
              <Total xs={items.map((x) => x.amount)} equals={[s.loss]} />
            </td>
            <td />
          </tr>
        </tfoot>
      </table>
    </Frame>
  );
}

export function StatementLines({ s, names }: { s: AverageStatement; names: Map<string, string> }) {
  const byValue = s.measure !== "apportioned";
  return (
    <div class="table-wrap">
      <table class="statement cards">
        <caption>{t("res.statementLines")}</caption>
        <thead>
          <tr>
            <th scope="col">#</th>
            <th scope="col">{t("res.interest")}</th>
            <th scope="col">{t("res.owner")}</th>
            {byValue ? (
              <th scope="col" class="num">
                {t("res.contributoryValue")}
              </th>
            ) : null}
            <th scope="col" class="num">
              {t("res.madeGood")}
            </th>
            <th scope="col" class="num">
              {t("res.fraction")}
            </th>
            <th scope="col" class="num">
              {t("res.contributionExact")}
            </th>
            <th scope="col" class="num">
              {t("res.contributionRounded")}
            </th>
            <th scope="col" class="num">
              {t("res.net")}
            </th>
            <th scope="col">{t("res.provisions")}</th>
          </tr>
        </thead>
        <tbody>
          {s.lines.map((l, i) => (
            <tr key={l.interest} data-interest={l.interest}>
              <td class="seq">{i + 1}</td>
              <th scope="row">
                {l.label}
                <span class="pid"> [{l.interest}]</span>
              </th>
              <td data-label={t("res.owner")}>{names.get(l.owner) ?? l.owner}</td>
              {byValue ? (
                <td class="num" data-label={t("res.contributoryValue")}>
                  {l.contributoryValue.text}
                </td>
              ) : null}
              <td class="num" data-label={t("res.madeGood")}>
                {l.madeGood.text}
              </td>
              <td class="num" data-label={t("res.fraction")}>
                <Frac v={l.fraction} />
              </td>
              <td class="num" data-label={t("res.contributionExact")}>
                {l.contributionExact.text}
              </td>
              <td class="num contribution" data-label={t("res.contributionRounded")}>
                {l.contribution.text}
              </td>
              <td class="num net" data-label={t("res.net")}>
                {signed(l.net)}
              </td>
              <td data-label={t("res.provisions")}>
                <Cites ids={l.provisions} />
              </td>
            </tr>
          ))}
        </tbody>
        <tfoot>
          <tr class="total">
            <th scope="row" colSpan={3}>
              {t("res.total")}
            </th>
            {byValue ? (
              <td class="num" data-label={t("res.contributoryValue")}>
                <Total xs={s.lines.map((l) => l.contributoryValue)} equals={[s.mass]} />
              </td>
            ) : null}
            <td class="num" data-label={t("res.madeGood")}>
              <Total xs={s.lines.map((l) => l.madeGood)} equals={[s.loss]} />
            </td>
            <td class="num" data-label={t("res.fraction")}>
              {fracSum(s.lines.map((l) => l.fraction))}
            </td>
            <td class="num" data-label={t("res.contributionExact")}>
              {s.loss.text}
            </td>
            <td class="num total-contribution contribution" data-label={t("res.contributionRounded")}>
              <Total xs={s.lines.map((l) => l.contribution)} equals={[s.loss]} />
            </td>
            <td class="num" data-label={t("res.net")}>
              <Total xs={s.lines.map((l) => l.net)} />
            </td>
            <td class="empty" />
          </tr>
        </tfoot>
      </table>
      <p class="note">{s.rounding}</p>
    </div>
  );
}

export function Balances({ s }: { s: AverageStatement }) {
  return (
    <Frame label={t("res.balances")}>
      <table class="balances">
        <caption>{t("res.balances")}</caption>
        <thead>
          <tr>
            <th scope="col">{t("res.party")}</th>
            <th scope="col" class="num">
              {t("res.madeGood")}
            </th>
            <th scope="col" class="num">
              {t("res.contributionRounded")}
            </th>
            <th scope="col" class="num">
              {t("res.net")}
            </th>
            <th scope="col">{t("res.inTheEnd")}</th>
          </tr>
        </thead>
        <tbody>
          {s.balances.map((b) => {
            const n = BigInt(b.net.minor);
            const abs = b.net.text.replace(/^-/, "");
            return (
              <tr key={b.party} data-party={b.party}>
                <th scope="row">
                  {b.name}
                  <span class="pid"> [{b.party}]</span>
                </th>
                <td class="num">{b.madeGood.text}</td>
                <td class="num">{b.contribution.text}</td>
                <td class="num">{signed(b.net)}</td>
                <td>
                  {n > 0n
                    ? t("res.receives", { amount: abs })
                    : n < 0n
                      ? t("res.pays", { amount: abs })
                      : t("res.even")}
                </td>
              </tr>
            );
          })}
        </tbody>
      </table>
    </Frame>
  );
}

/** A loss shared by quantity: in kind, or a sum of money shared by quantity. */
export function QuantityTable({
  q,
  names,
  caption,
}: {
  q: QuantityShares;
  names: Map<string, string>;
  caption: string;
}) {
  const inKind = q.lines.some((l) => l.bears !== undefined);
  const money = q.lines.some((l) => l.rounded !== undefined);
  return (
    <Frame label={caption}>
      <table class="quantity">
        <caption>{caption}</caption>
        <thead>
          <tr>
            <th scope="col">{t("res.interest")}</th>
            <th scope="col">{t("res.owner")}</th>
            <th scope="col" class="num">
              {t("res.quantity", { unit: q.unit })}
            </th>
            <th scope="col" class="num">
              {t("res.fraction")}
            </th>
            {inKind ? (
              <>
                <th scope="col" class="num">
                  {t("res.bears", { unit: q.unit })}
                </th>
                <th scope="col" class="num">
                  {t("res.keeps", { unit: q.unit })}
                </th>
              </>
            ) : null}
            {money ? (
              <>
                <th scope="col" class="num">
                  {t("res.exact")}
                </th>
                <th scope="col" class="num">
                  {t("res.amount")}
                </th>
              </>
            ) : null}
            <th scope="col">{t("res.provisions")}</th>
          </tr>
        </thead>
        <tbody>
          {q.lines.map((l) => (
            <tr key={l.interest}>
              <th scope="row">{l.label}</th>
              <td>{names.get(l.owner) ?? l.owner}</td>
              <td class="num">
                <Frac v={l.quantity} />
              </td>
              <td class="num">
                <Frac v={l.fraction} />
              </td>
              {inKind ? (
                <>
                  <td class="num">{l.bears !== undefined ? <Frac v={l.bears} /> : "—"}</td>
                  <td class="num">{l.receives !== undefined ? <Frac v={l.receives} /> : "—"}</td>
                </>
              ) : null}
              {money ? (
                <>
                  <td class="num">{l.exact?.text ?? "—"}</td>
                  <td class="num">{l.rounded?.text ?? "—"}</td>
                </>
              ) : null}
              <td>
                <Cites ids={l.provisions} />
              </td>
            </tr>
          ))}
        </tbody>
      </table>
      <p class="note">
        {t("res.measure", { measure: q.measure, total: q.total, unit: q.unit })}
        {q.lost ? ` ${t("res.lost", { lost: q.lost, unit: q.unit })}` : ""}
        {q.amount ? ` ${t("res.sharedSum", { amount: q.amount.text })}` : ""}
        {q.rounding ? ` ${q.rounding}` : ""}
      </p>
    </Frame>
  );
}

function signed(m: Money): string {
  return BigInt(m.minor) > 0n ? `+${m.text}` : m.text;
}

/** The sum of the lines' fractions, exactly ("1"). */
function fracSum(xs: string[]): string {
  let n = 0n;
  let d = 1n;
  for (const x of xs) {
    const r = ratio(x);
    if (!r) return "—";
    n = n * r.d + r.n * d;
    d = d * r.d;
  }
  const g = gcd(n < 0n ? -n : n, d);
  return g === 0n ? "0" : d / g === 1n ? `${n / g}` : `${n / g}/${d / g}`;
}

function gcd(a: bigint, b: bigint): bigint {
  while (b) [a, b] = [b, a % b];
  return a;
}
