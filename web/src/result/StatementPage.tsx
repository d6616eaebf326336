/**
 * The printable average statement of the case in the URL (#/statement?c=…): the
 * particulars, the losses made good, loss, mass and rate, a line per interest with
 * the totals, the balances and the settlement (who pays whom), the warnings, the
 * readings relied on and the receipt. A Print button; print CSS hides the frame.
 */

import { useState } from "preact/hooks";
import { saidIn } from "../api.js";
import { caseHref, useCase } from "../case/store.js";
import { t, useLang } from "../i18n/index.js";
import type { Route } from "../router.js";
import { Cites, Party, partyNames, Refusal } from "./bits.js";
import { ReceiptView, useDetermination } from "./DeterminationView.js";
import { Liabilities, showParticularDate, Warnings } from "./Duties.js";
import { Balances, RateLine, Schedule, StatementLines } from "./Statement.js";
import { SaidIn, useSaid } from "./said.js";
import type { AverageStatement, Determination } from "./types.js";
import "./result.css";
import "./paper.css";

type Paper = "portrait" | "landscape";

export function StatementPage(_: { route: Route }) {
  const l = useLang();
  const [c] = useCase();
  const { d, error, busy } = useDetermination(c);
  const [paper, setPaper] = useState<Paper>("portrait");
  // A case with no general average may still have an apportioned statement of its own
  // (a collision's damage shared under dl-averi/11): that one is printed instead.
  const own = d && !d.statement ? d.averages?.find((a) => a.statement !== undefined) : undefined;
  const s = d?.statement ?? own?.statement;
  if (!c) {
    return (
      <section>
        <h1>{t("nav.statement")}</h1>
        <p role="alert">{t("res.noCase")}</p>
        <p>
          <a href="#/case">{t("res.toBuilder")}</a>
        </p>
      </section>
    );
  }
  return (
    <article class={`statement-page paper-${paper}`} aria-busy={busy}>
      <p class="no-print statement-actions">
        <button type="button" onClick={() => window.print()}>
          {t("res.print")}
        </button>{" "}
        <label class="inline">
          {t("res.paper")}{" "}
          <select value={paper} onChange={(e) => setPaper((e.currentTarget as HTMLSelectElement).value as Paper)}>
            <option value="portrait">{t("res.paperPortrait")}</option>
            <option value="landscape">{t("res.paperLandscape")}</option>
          </select>
        </label>{" "}
        <a href={caseHref(c, "decide")}>{t("res.backToDetermination")}</a>{" "}
        <a href={caseHref(c, "case")}>{t("res.openInBuilder")}</a>
      </p>
      <h1>{t("res.statementTitle")}</h1>
      {typeof c.title === "string" ? <p class="lead">{c.title}</p> : null}
      {error ? <Refusal error={error} heading={t("res.refused")} /> : null}
      {!d && !error ? <p class="loading">{t("loading")}</p> : null}
      {d && !error && !s ? <p role="alert">{t("res.noStatement")}</p> : null}
      {d && s && !error ? (
        <SaidIn.Provider value={saidIn(d)}>
          {own ? (
            <p class="lead" lang={saidIn(d)}>
              {own.label}
            </p>
          ) : null}
          <Printable d={d} s={s} c={c} l={l} />
        </SaidIn.Provider>
      ) : null}
    </article>
  );
}

/** A blank to fill in by hand on paper. */
const BLANK = "________________";

function Printable({
  d,
  s,
  c,
  l,
}: {
  d: Determination;
  s: AverageStatement;
  c: Record<string, unknown>;
  l: ReturnType<typeof useLang>;
}) {
  const said = useSaid();
  const names = partyNames(d, c);
  const p = s.particulars ?? {};
  const row = (k: string, v: preact.ComponentChildren) => (
    <div>
      <dt>{t(k)}</dt>
      <dd>{v}</dd>
    </div>
  );
  const settlement = d.liabilities.filter((x) => x.settles);
  const other = d.liabilities.filter((x) => !x.settles);
  const drawnAt = [p.statementPlace, p.statementDate ? showParticularDate(p.statementDate, d, c, l) : undefined];
  return (
    <>
      <header class="paper-head print-only">
        <p class="paper-ship">
          {p.ship ? <strong>{p.ship}</strong> : null}
          {p.from || p.to ? <> — {t("res.voyageFromTo", { from: p.from ?? "?", to: p.to ?? "?" })}</> : null}
        </p>
        {p.casualtyDate || p.casualtyPlace ? (
          <p>
            {t("res.casualty")}:{" "}
            {[p.casualtyDate ? showParticularDate(p.casualtyDate, d, c, l) : "", p.casualtyPlace ?? ""]
              .filter(Boolean)
              .join(", ")}
          </p>
        ) : null}
        <p>
          {t("res.statementMade")}: {drawnAt.map((x) => x ?? BLANK).join(", ")}; {t("res.drawnUpBy")}:{" "}
          {p.drawnUpBy ?? BLANK}
        </p>
        <p>
          {t(`statute.${d.statute}`)}; {t("res.currency")}: {d.currency}
        </p>
      </header>
      <section aria-labelledby="part-h" class="particulars">
        <h2 id="part-h">{t("res.particulars")}</h2>
        <dl class="meta">
          {p.ship ? row("res.ship", p.ship) : null}
          {p.from || p.to ? row("res.voyage", t("res.voyageFromTo", { from: p.from ?? "?", to: p.to ?? "?" })) : null}
          {p.casualtyDate || p.casualtyPlace
            ? row(
                "res.casualty",
                [p.casualtyDate ? showParticularDate(p.casualtyDate, d, c, l) : "", p.casualtyPlace ?? ""]
                  .filter(Boolean)
                  .join(", "),
              )
            : null}
          {p.statementDate || p.statementPlace
            ? row(
                "res.statementMade",
                [p.statementDate ? showParticularDate(p.statementDate, d, c, l) : "", p.statementPlace ?? ""]
                  .filter(Boolean)
                  .join(", "),
              )
            : null}
          {p.drawnUpBy ? row("res.drawnUpBy", p.drawnUpBy) : null}
          {row("res.statute", `${t(`statute.${d.statute}`)} (${d.statute})`)}
          {row("res.situation", d.situation)}
          {row("res.currency", d.currency)}
        </dl>
      </section>

      {s.schedule && s.schedule.length > 0 ? (
        <section aria-labelledby="sched-h">
          <h2 id="sched-h">{t("res.schedule")}</h2>
          <Schedule s={s} names={names} />
        </section>
      ) : null}

      <section aria-labelledby="ga-h">
        <h2 id="ga-h">{t("res.generalAverage")}</h2>
        <RateLine s={s} />
        <StatementLines s={s} names={names} />
      </section>

      <section aria-labelledby="bal-h">
        <h2 id="bal-h">{t("res.balances")}</h2>
        <Balances s={s} />
      </section>

      {settlement.length > 0 ? (
        <section aria-labelledby="settle-h">
          <h2 id="settle-h">{t("res.settlement")}</h2>
          <Liabilities items={settlement} names={names} settlement />
        </section>
      ) : null}

      {other.length > 0 ? (
        <section aria-labelledby="other-h">
          <h2 id="other-h">{t("res.otherLiabilities")}</h2>
          <Liabilities items={other} names={names} />
        </section>
      ) : null}

      {d.obligations.length > 0 ? (
        <section aria-labelledby="duty-h">
          <h2 id="duty-h">{t("res.dutiesOnly")}</h2>
          <ul>
            {d.obligations.map((o, i) => (
              <li key={i}>
                <Party id={o.who} names={names} />: {o.what} <Cites ids={o.provisions} />
              </li>
            ))}
          </ul>
        </section>
      ) : null}

      <Warnings d={d} />

      <section aria-labelledby="rel-h">
        <h2 id="rel-h">{t("res.readingsRelied")}</h2>
        <ul>
          {d.readings.map((r) => (
            <li key={r.name}>
              <strong>
                {r.question} {r.value}
              </strong>
              : <span lang={said}>{r.label}</span> <span class="pid">({r.name})</span>
              {r.isDefault ? "" : ` (${t("res.chosen")})`}
            </li>
          ))}
        </ul>
      </section>
      <ReceiptView r={d.receipt} readings={d.readings} open />
      <section class="signature print-only" aria-label={t("res.signature")}>
        <p>{t("res.signedAt", { place: p.statementPlace ?? BLANK, date: drawnAt[1] ?? BLANK })}</p>
        <div class="line" />
        <p>{p.drawnUpBy ?? t("res.adjuster")}</p>
      </section>
    </>
  );
}
