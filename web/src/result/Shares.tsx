/**
 * Who gets what: the fund, a table of the parties (parts, exact fraction, amount in
 * the statute's units, exact and rounded), the sides of the division, and a chart
 * of the split drawn as SVG by the page itself, whose text alternative is the table.
 */

import { t } from "../i18n/index.js";
import { Cites, Frac, Frame } from "./bits.js";
import { percent, toFloat } from "./format.js";
import { ShareHint } from "./OneAtATime.js";
import { useSaid } from "./said.js";
import "./phone.css";
import type { Allocation, Determination, Fund, Group, OneAtATime } from "./types.js";

/** The page's word for `key`, or the statute's own where the dictionary has it (`key@statute`). */
function own(statute: string | undefined, key: string, vars?: Record<string, string | number>): string {
  const k = `${key}@${statute}`;
  const w = t(k, vars);
  return w === k ? t(key, vars) : w;
}

export function Funds({ funds, statute }: { funds: Fund[]; statute?: string }) {
  const said = useSaid();
  if (funds.length === 0) return null;
  return (
    <ul class="funds">
      {funds.map((f, i) => (
        <li key={i}>
          <strong lang={said}>{f.label}</strong>: <span class="money">{f.amount.text}</span>
          {f.totalParts ? (
            <>
              {" "}
              {own(statute, "res.inParts", { parts: f.totalParts })}
              {f.perPart ? `; ${own(statute, "res.perPart", { amount: f.perPart.text })}` : ""}
            </>
          ) : null}{" "}
          (<Cites ids={f.provisions} />)
          <div class="note" lang={said}>
            {f.rounding}
          </div>
        </li>
      ))}
    </ul>
  );
}

export function SharesTable({
  allocations,
  caption,
  moved,
  hints,
  statute,
}: {
  allocations: Allocation[];
  /** The statute, whose own word for the parts heads their column where it has one. */
  statute?: string;
  caption: preact.ComponentChildren;
  /** Rows a switched reading moved: their amount before. */
  moved?: { party: string; before: string }[];
  /** One reading at a time: the reading that would move each share most. */
  hints?: OneAtATime;
}) {
  const said = useSaid();
  const anyUp = allocations.some((a) => a.roundedUp);
  const was = new Map((moved ?? []).map((m) => [m.party, m.before]));
  const parts = own(statute, "res.parts");
  return (
    <div class="table-wrap">
      <table class="shares cards" id="shares-table">
        <caption>{caption}</caption>
        <thead>
          <tr>
            <th scope="col">{t("res.party")}</th>
            <th scope="col">{t("res.basis")}</th>
            <th scope="col" class="num">
              {parts}
            </th>
            <th scope="col" class="num">
              {t("res.fraction")}
            </th>
            <th scope="col" class="num">
              {t("res.exact")}
            </th>
            <th scope="col" class="num">
              {t("res.amount")}
            </th>
          </tr>
        </thead>
        <tbody>
          {allocations.map((a) => (
            <tr key={a.id} data-party={a.id} class={was.has(a.id) ? "moved" : undefined}>
              <th scope="row" class="party">
                {a.name}
                <div class="role" lang={said}>
                  {a.role}
                </div>
                {was.has(a.id) ? <div class="was">{t("res.was", { amount: was.get(a.id) ?? "" })}</div> : null}
                <ShareHint r={hints} party={a.id} />
              </th>
              <td class="basis" data-label={t("res.basis")}>
                <ul class="plain" lang={said}>
                  {a.basis.length === 0 ? (
                    <li>
                      {a.reason} <Cites ids={a.provisions} />
                    </li>
                  ) : (
                    a.basis.map((b, i) => (
                      <li key={i}>
                        {b.reason} <Cites ids={b.provisions} />
                      </li>
                    ))
                  )}
                </ul>
              </td>
              <td class="num" data-label={parts}>
                {a.parts !== undefined ? <Frac v={a.parts} /> : "—"}
              </td>
              <td class="num" data-label={t("res.fraction")}>
                <Frac v={a.fraction} />
                <div class="pct">{percent(a.fraction)}</div>
              </td>
              <td class="num exact" data-label={t("res.exact")}>
                {a.exact.text}
                {a.roundedUp ? (
                  <span class="up" title={t("res.roundedUp")}>
                    {" "}
                    *<span class="sr-only"> {t("res.roundedUp")}</span>
                  </span>
                ) : null}
              </td>
              <td class="num amount" data-label={t("res.amount")}>
                {a.rounded.text}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
      {anyUp ? <p class="note">* {t("res.roundedUp")}</p> : null}
    </div>
  );
}

export function Groups({ groups, names }: { groups: Group[]; names: Map<string, string> }) {
  const said = useSaid();
  if (groups.length === 0) return null;
  return (
    <Frame label={t("res.groups")}>
      <table class="groups">
        <caption>{t("res.groups")}</caption>
        <thead>
          <tr>
            <th scope="col">{t("res.side")}</th>
            <th scope="col">{t("res.members")}</th>
            <th scope="col" class="num">
              {t("res.exact")}
            </th>
            <th scope="col" class="num">
              {t("res.amount")}
            </th>
          </tr>
        </thead>
        <tbody>
          {groups.map((g) => (
            <tr key={g.id}>
              <th scope="row" lang={said}>
                {g.name}
                <div class="note">
                  {g.reason} <Cites ids={g.provisions} />
                </div>
              </th>
              <td>{g.members.map((m) => names.get(m) ?? m).join(", ")}</td>
              <td class="num">{g.exact.text}</td>
              <td class="num">{g.rounded.text}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </Frame>
  );
}

const ROW = 44;

/** A bar per party, its length its share of the fund; the figures are in the table. */
export function SplitChart({ allocations, label }: { allocations: Allocation[]; label: string }) {
  const rows = allocations.map((a) => ({ a, f: Math.max(0, toFloat(a.fraction)) }));
  const max = Math.max(...rows.map((r) => r.f), 0);
  if (rows.length === 0 || max <= 0) return null;
  const h = rows.length * ROW + 4;
  return (
    <figure class="chart">
      <svg
        role="img"
        aria-labelledby="split-title split-desc"
        width="100%"
        height={h}
        class="split"
        preserveAspectRatio="none"
      >
        <title id="split-title">{label}</title>
        <desc id="split-desc">{t("res.chartDesc")}</desc>
        {rows.map(({ a, f }, i) => {
          const y = i * ROW;
          const w = `${((f / max) * 100).toFixed(3)}%`;
          const name = a.name.length > 38 ? `${a.name.slice(0, 37)}…` : a.name;
          return (
            <g key={a.id}>
              <text x="0" y={y + 15} class="bar-name">
                {name}
              </text>
              <text x="100%" y={y + 15} class="bar-value" text-anchor="end">
                {percent(a.fraction, 1)}
              </text>
              <rect x="0" y={y + 21} width="100%" height="14" class="bar-track" />
              <rect x="0" y={y + 21} width={w} height="14" class={`bar bar-${i % 6}`} />
            </g>
          );
        })}
      </svg>
      <figcaption class="note">{t("res.chartCaption")}</figcaption>
    </figure>
  );
}

/** The caption as words of the page around the fund's name from the engine, in English. */
export function SharesCaption({ d }: { d: Determination }) {
  const said = useSaid();
  const f = d.funds[0];
  if (!f) return <>{t("res.shares")}</>;
  return (
    <>
      {t("res.shares")}: <span lang={said}>{f.label}</span>
    </>
  );
}
