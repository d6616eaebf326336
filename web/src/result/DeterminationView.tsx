/**
 * The determination of a complete case: shares, the split chart, what falls due,
 * the explanation beside the law's words, the readings (switchable), sensitivity,
 * what-if and the comparison with the other statute. It asks the HTTP API for each.
 */

import { useEffect, useState } from "preact/hooks";
import { ApiError, post, saidIn } from "../api.js";
import { type CaseData, caseHref } from "../case/store.js";
import { t, useLang } from "../i18n/index.js";
import { Analyses } from "./Analyses.js";
import { Cites, partyNames, Refusal } from "./bits.js";
import { Assessments, caseCalendar, DatedList, Liabilities, Penalties, Warnings } from "./Duties.js";
import { Explanation } from "./Explanation.js";
import { OneAtATimeView, RateHint, useOneAtATime } from "./OneAtATime.js";
import { type Moved, movedBetween, Readings } from "./Readings.js";
import { Funds, Groups, SharesCaption, SharesTable, SplitChart } from "./Shares.js";
import { Balances, QuantityTable, RateLine, StatementLines } from "./Statement.js";
import { SaidIn } from "./said.js";
import type { Determination, Receipt, UsedReading } from "./types.js";
import "./result.css";

export interface DeterminationProps {
  /** The case to decide (complete: the builder shows this view only when nothing is needed). */
  caseData: CaseData;
  /** Change the case (a reading switched in place); the builder keeps it in the URL. */
  onCaseChange: (c: CaseData) => void;
}

/** Decide the case: the last answer is kept on screen while a new one is asked for. */
export function useDetermination(caseData: CaseData | undefined): {
  d?: Determination;
  error?: Error;
  busy: boolean;
} {
  // Said in the page's language: asked again when the reader chooses another.
  const l = useLang();
  const key = caseData ? `${l} ${JSON.stringify(caseData)}` : "";
  const [state, setState] = useState<{ d?: Determination; error?: Error; busy: boolean }>({ busy: !!caseData });
  useEffect(() => {
    if (!caseData) return;
    const ctl = new AbortController();
    setState((s) => ({ ...s, busy: true }));
    post<Determination>("/v1/decide", caseData, { signal: ctl.signal, speak: true }).then(
      (d) => setState({ d, busy: false }),
      (e: Error) => {
        if (e.name !== "AbortError") setState({ error: e, busy: false });
      },
    );
    return () => ctl.abort();
  }, [key]);
  return state;
}

export function DeterminationView({ caseData, onCaseChange }: DeterminationProps) {
  const l = useLang();
  const { d, error, busy } = useDetermination(caseData);
  // The determination before the last switch of a reading, and the case that switch made.
  const [switched, setSwitched] = useState<{ reading: string; key: string; before: Determination } | undefined>();
  const key = JSON.stringify(caseData);
  const moved: Moved | undefined =
    switched && d && !busy && switched.key === key && d !== switched.before
      ? movedBetween(switched.reading, switched.before, d)
      : undefined;
  const onSwitch = (c: CaseData, reading: string) => {
    if (d) setSwitched({ reading, key: JSON.stringify(c), before: d });
    onCaseChange(c);
  };
  return (
    <section class="determination" aria-labelledby="det-h" aria-busy={busy}>
      <h2 id="det-h">{t("res.determination")}</h2>
      <p class="sr-only" aria-live="polite">
        {busy ? t("res.deciding") : d ? t("res.decided") : ""}
      </p>
      {error ? (
        <Refusal
          error={error}
          heading={error instanceof ApiError && error.status === 422 ? t("res.refused") : t("error.title")}
        />
      ) : null}
      {!d && !error ? <p class="loading">{t("loading")}</p> : null}
      {d && !error ? (
        <SaidIn.Provider value={saidIn(d)}>
          <Body d={d} caseData={caseData} onSwitch={onSwitch} moved={moved} busy={busy} l={l} />
        </SaidIn.Provider>
      ) : null}
    </section>
  );
}

function Body({
  d,
  caseData,
  onSwitch,
  moved,
  busy,
  l,
}: {
  d: Determination;
  caseData: CaseData;
  onSwitch: (c: CaseData, reading: string) => void;
  moved: Moved | undefined;
  busy: boolean;
  l: ReturnType<typeof useLang>;
}) {
  const one = useOneAtATime(caseData, !busy);
  const below = useAfterFirstPaint();
  const names = partyNames(d, caseData);
  const cal = caseCalendar(d, caseData);
  const separate = d.averages ?? [];
  return (
    <div class={busy ? "stale" : ""}>
      <dl class="meta">
        {d.title ? (
          <div>
            <dt>{t("res.title")}</dt>
            <dd>{d.title}</dd>
          </div>
        ) : null}
        <div>
          <dt>{t("res.statute")}</dt>
          <dd>
            {t(`statute.${d.statute}`)} <span class="pid">({d.statute})</span>
          </dd>
        </div>
        <div>
          <dt>{t("res.kind")}</dt>
          <dd>
            <code>{d.kind}</code>
          </dd>
        </div>
        <div>
          <dt>{t("res.situation")}</dt>
          <dd class="situation" lang={saidIn(d)}>
            {d.situation}
          </dd>
        </div>
        <div>
          <dt>{t("res.currency")}</dt>
          <dd>
            {d.currency}
            {d.currency === "u" ? <div class="note unit-u">{t("res.unitU")}</div> : null}
          </dd>
        </div>
      </dl>

      <section aria-labelledby="shares-h">
        <h3 id="shares-h">{t("res.shares")}</h3>
        <Funds funds={d.funds} statute={d.statute} />
        {d.allocations.length > 0 ? (
          <>
            <SharesTable
              allocations={d.allocations}
              caption={<SharesCaption d={d} />}
              statute={d.statute}
              moved={moved?.rows}
              hints={one}
            />
            {below ? (
              <SplitChart allocations={d.allocations} label={t("res.chartTitle", { what: t("res.shares") })} />
            ) : null}
          </>
        ) : (
          <p>{t("res.noShares")}</p>
        )}
        {below ? <Groups groups={d.groups ?? []} names={names} /> : null}
      </section>

      {below ? (
        <>
          {d.statement ? (
            <section aria-labelledby="ga-h">
              <h3 id="ga-h">{t("res.generalAverage")}</h3>
              <RateLine s={d.statement} />
              <RateHint r={one} />
              <p class="no-print">
                <a class="button" href={caseHref(caseData, "statement")}>
                  {t("res.openStatement")}
                </a>
              </p>
              <Balances s={d.statement} />
            </section>
          ) : null}

          {separate.length > 0 ? (
            <section aria-labelledby="sep-h">
              <h3 id="sep-h">{t("res.separateAverages")}</h3>
              {separate.map((a) => (
                <div key={a.id} class="separate">
                  <h4>{a.label}</h4>
                  <p class="note">
                    <Cites ids={a.provisions} />
                  </p>
                  {a.statement ? (
                    <>
                      <RateLine s={a.statement} />
                      <StatementLines s={a.statement} names={names} />
                      {!d.statement && a.id === separate.find((x) => x.statement)?.id ? (
                        <p class="no-print">
                          <a class="button" href={caseHref(caseData, "statement")}>
                            {t("res.openStatement")}
                          </a>
                        </p>
                      ) : null}
                    </>
                  ) : null}
                  {a.shares ? <QuantityTable q={a.shares} names={names} caption={a.label} /> : null}
                </div>
              ))}
            </section>
          ) : null}

          <section aria-labelledby="duties-h">
            <h3 id="duties-h">{t("res.duties")}</h3>
            <Liabilities items={d.liabilities} names={names} />
            <h4>{t("res.dated")}</h4>
            <p class="note">{t("res.calendarNote", { calendar: t(`res.cal.${cal}`) })}</p>
            <DatedList d={d} calendar={cal} names={names} l={l} />
            <Penalties d={d} names={names} />
            <Assessments d={d} />
            <Warnings d={d} />
          </section>

          {d.explanation ? (
            <section aria-labelledby="why-h">
              <h3 id="why-h">{t("res.explanation")}</h3>
              <Explanation step={d.explanation} rules={d.rules} parties={d.allocations} />
            </section>
          ) : null}

          <section aria-labelledby="readings-h">
            <h3 id="readings-h">{t("res.readings")}</h3>
            <p class="note">{t("res.readingsIntro")}</p>
            <Readings
              used={d.readings}
              statute={d.statute}
              caseData={caseData}
              onCaseChange={onSwitch}
              busy={busy}
              moved={moved}
            />
          </section>

          <section aria-labelledby="matters-h" class="matters">
            <h3 id="matters-h">{t("res.matters")}</h3>
            <SaidIn.Provider value={saidIn(one)}>
              <OneAtATimeView r={one} />
            </SaidIn.Provider>
          </section>

          <section aria-labelledby="analyses-h" class="no-print">
            <h3 id="analyses-h">{t("res.analyses")}</h3>
            <Analyses caseData={caseData} />
          </section>

          <ReceiptView r={d.receipt} readings={d.readings} />
        </>
      ) : null}
    </div>
  );
}

/**
 * False until the first paint after mounting, then true: what is drawn only when
 * it is true comes a frame after the rest. The determination draws its shares
 * first, and what lies below them (the chart, the duties, the explanation, the
 * readings, the analyses) once the shares are on screen; drawn in one go, the
 * page showed nothing until all of it was drawn and laid out.
 */
function useAfterFirstPaint(): boolean {
  const [painted, setPainted] = useState(false);
  // A hook's effect runs after the browser has painted what the render drew.
  useEffect(() => setPainted(true), []);
  return painted;
}

/** The receipt; its readings are the determination's `readings` where it does not list its own (format 2). */
export function ReceiptView({ r, readings, open = false }: { r: Receipt; readings: UsedReading[]; open?: boolean }) {
  const used = r.readings ?? readings;
  return (
    <details class="receipt" open={open}>
      <summary>{t("res.receipt")}</summary>
      <dl class="meta small">
        <div>
          <dt>sealaw</dt>
          <dd>
            {r.sealaw} ({t("res.caseFormat")} {r.caseFormat})
          </dd>
        </div>
        <div>
          <dt>{t("res.textsHash")}</dt>
          <dd>
            <code>{r.statuteTexts}</code>
          </dd>
        </div>
        <div>
          <dt>{t("res.caseHash")}</dt>
          <dd>
            <code>{r.case}</code>
          </dd>
        </div>
        <div>
          <dt>{t("res.readings")}</dt>
          <dd>
            {used.length === 0
              ? "—"
              : used.map((x) => `${x.name}=${x.value}${x.isDefault ? "" : ` (${t("res.chosen")})`}`).join(", ")}
          </dd>
        </div>
      </dl>
    </details>
  );
}
