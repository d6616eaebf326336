/**
 * The analyses, each asked for on request since each costs many decisions:
 * sensitivity (each party's least and most across the readings that bear on the
 * case, and which reading moves it), what-if (which single fact, had it been
 * otherwise, changes the outcome) and compare (the same facts under another
 * statute, side by side; a statute that does not cover the case says so).
 */

import { useEffect, useRef, useState } from "preact/hooks";
import { post } from "../api.js";
import { type CaseData, caseHref } from "../case/store.js";
import { lang, t, tn, useLang } from "../i18n/index.js";
import { lazyView } from "../lazy.js";
import { Cites, Frame, Party, Refusal } from "./bits.js";
import type { CompareAskProps } from "./CompareAsk.js";
import { statutes } from "./data.js";
import { exactAmount, factText, signedAmount } from "./format.js";
import type { CompareCell, CompareSide, Comparison, Sensitivity, WhatIf } from "./types.js";

// The questions of a comparison are loaded only when a comparison asks them.
const CompareAsk = lazyView<CompareAskProps>(async () => (await import("./CompareAsk.js")).CompareAsk);

type Load<T> =
  | { state: "idle" }
  | { state: "loading" }
  | { state: "done"; value: T }
  | { state: "error"; error: Error };

function useAsk<T>(key: string, l: string): [Load<T>, (run: (signal: AbortSignal) => Promise<T>) => void, () => void] {
  const [s, set] = useState<Load<T>>({ state: "idle" });
  const [ctl, setCtl] = useState<AbortController | undefined>();
  // What was asked last, so that it is asked again, in the reader's language, when that changes.
  const last = useRef<((signal: AbortSignal) => Promise<T>) | undefined>(undefined);
  const said = useRef(l);
  useEffect(() => {
    set({ state: "idle" });
    last.current = undefined;
    return () => ctl?.abort();
  }, [key]);
  useEffect(() => {
    if (said.current === l) return;
    said.current = l;
    if (last.current && s.state !== "idle") {
      ctl?.abort();
      ask(last.current);
    }
  }, [l]);
  const ask = (run: (signal: AbortSignal) => Promise<T>) => {
    last.current = run;
    const c = new AbortController();
    setCtl(c);
    set({ state: "loading" });
    run(c.signal).then(
      (value) => set({ state: "done", value }),
      (error: Error) => set(error.name === "AbortError" ? { state: "idle" } : { state: "error", error }),
    );
  };
  const stop = () => ctl?.abort();
  return [s, ask, stop];
}

/** Seconds since `running` turned true, ticking while it is. */
function useElapsed(running: boolean): number {
  const [s, setS] = useState(0);
  useEffect(() => {
    if (!running) return;
    const start = Date.now();
    setS(0);
    const id = setInterval(() => setS(Math.floor((Date.now() - start) / 1000)), 500);
    return () => clearInterval(id);
  }, [running]);
  return s;
}

function Panel<T>({
  id,
  title,
  intro,
  load,
  onAsk,
  onStop,
  children,
  controls,
}: {
  id: string;
  title: string;
  intro: string;
  load: Load<T>;
  onAsk: () => void;
  onStop: () => void;
  children: (v: T) => preact.ComponentChildren;
  controls?: preact.ComponentChildren;
}) {
  return (
    <section class={`analysis ${id}`} aria-labelledby={`${id}-h`}>
      <h4 id={`${id}-h`}>{title}</h4>
      <p class="note">{intro}</p>
      <div class="no-print analysis-controls">
        {controls}
        <button type="button" onClick={onAsk} disabled={load.state === "loading"} aria-describedby={`${id}-h`}>
          {load.state === "done" ? t("res.askAgain") : t("res.ask")}
        </button>
      </div>
      <div aria-live="polite">
        {load.state === "loading" ? <Working onStop={onStop} /> : null}
        {load.state === "error" ? <Refusal error={load.error} /> : null}
        {load.state === "done" ? children(load.value) : null}
      </div>
    </section>
  );
}

function Working({ onStop }: { onStop: () => void }) {
  const s = useElapsed(true);
  return (
    <div class="working">
      <progress aria-label={t("res.working")} />{" "}
      <span class="loading">{t("res.elapsed", { s: s.toLocaleString(lang()) })}</span>{" "}
      <button type="button" class="small" onClick={onStop}>
        {t("res.stop")}
      </button>
    </div>
  );
}

export function Analyses({ caseData }: { caseData: CaseData }) {
  // An analysis is said in the page's language: one asked in another is asked again (useAsk).
  const l = useLang();
  const key = JSON.stringify(caseData);
  const [sens, askSens, stopSens] = useAsk<Sensitivity>(key, l);
  const [what, askWhat, stopWhat] = useAsk<WhatIf>(key, l);
  const [cmp, askCmp, stopCmp] = useAsk<Comparison>(key, l);
  // The facts compared: the case, with the answers given to the other statute's questions.
  const [cmpFacts, setCmpFacts] = useState<CaseData>(caseData);
  useEffect(() => setCmpFacts(caseData), [key]);
  const compareWith = (facts: CaseData) => {
    setCmpFacts(facts);
    askCmp((signal) => post<Comparison>("/v1/compare", facts, { query: { with: other }, signal, speak: true }));
  };
  // The statutes to compare with: the API's list, less the case's own.
  const [known, setKnown] = useState<string[]>([]);
  useEffect(() => {
    let live = true;
    statutes().then(
      (list) => live && setKnown(list.map((s) => s.id)),
      () => undefined,
    );
    return () => {
      live = false;
    };
  }, []);
  const others = known.filter((s) => s !== caseData.statute);
  const [other, setOther] = useState<string>("");
  useEffect(() => {
    if (!others.includes(other)) setOther(others[0] ?? "");
  }, [caseData.statute, known]);
  return (
    <div class="analyses">
      <details class="full-tree">
        <summary>{t("res.fullTree")}</summary>
        <Panel
          id="sensitivity"
          title={t("res.sensitivity")}
          intro={`${t("res.sensitivityIntro")} ${t("res.fullTreeIntro")}`}
          load={sens}
          onAsk={() => askSens((signal) => post<Sensitivity>("/v1/sensitivity", caseData, { signal, speak: true }))}
          onStop={stopSens}
        >
          {(s) => <SensitivityView s={s} />}
        </Panel>
      </details>
      <Panel
        id="whatif"
        title={t("res.whatif")}
        intro={t("res.whatifIntro")}
        load={what}
        onAsk={() => askWhat((signal) => post<WhatIf>("/v1/whatif", caseData, { signal, speak: true }))}
        onStop={stopWhat}
      >
        {(w) => <WhatIfView w={w} />}
      </Panel>
      <Panel
        id="compare"
        title={t("res.compare")}
        intro={t("res.compareIntro")}
        load={cmp}
        onAsk={() => compareWith(cmpFacts)}
        onStop={stopCmp}
        controls={
          <label class="inline">
            {t("res.compareWith")}{" "}
            <select
              value={other}
              onChange={(e) => {
                setOther((e.currentTarget as HTMLSelectElement).value);
                setCmpFacts(caseData);
              }}
            >
              {others.map((s) => (
                <option key={s} value={s}>
                  {t(`statute.${s}`)}
                </option>
              ))}
            </select>
          </label>
        }
      >
        {(c) => (
          <>
            {c.stillNeeded ? <CompareAsk needs={c.stillNeeded} facts={cmpFacts} onAnswer={compareWith} /> : null}
            <CompareView c={c} />
            {JSON.stringify(cmpFacts) !== key ? (
              <p>
                <a href={caseHref(cmpFacts, "decide")}>{t("res.keepFacts")}</a>
              </p>
            ) : null}
          </>
        )}
      </Panel>
    </div>
  );
}

function SensitivityView({ s }: { s: Sensitivity }) {
  return (
    <>
      <p>
        {tn("res.sensSummary", s.relevant.length, {
          combinations: s.combinations,
          decisions: s.decisions.toLocaleString(lang()),
        })}{" "}
        {s.complete ? "" : t("res.incomplete")}
      </p>
      <p class="note">{s.bound}</p>
      {s.relevant.length > 0 ? (
        <div class="table-wrap">
          <table class="relevant cards">
            <caption>{t("res.relevantReadings")}</caption>
            <thead>
              <tr>
                <th scope="col">{t("res.reading")}</th>
                <th scope="col">{t("res.question")}</th>
                <th scope="col">{t("res.alternatives")}</th>
                <th scope="col">{t("res.inForce")}</th>
                <th scope="col">{t("res.movesOutcome")}</th>
              </tr>
            </thead>
            <tbody>
              {s.relevant.map((r) => (
                <tr key={r.name} data-reading={r.name}>
                  <th scope="row">
                    <code>{r.name}</code>
                  </th>
                  <td data-label={t("res.question")}>
                    {r.question}: {r.title}
                  </td>
                  <td data-label={t("res.alternatives")}>{r.alternatives.join(" ")}</td>
                  <td data-label={t("res.inForce")}>{r.inForce}</td>
                  <td data-label={t("res.movesOutcome")}>{r.decisive ? t("res.yes") : t("res.no")}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      ) : null}
      {s.parties.length > 0 ? (
        <div class="table-wrap">
          <table class="sensitivity-parties cards">
            <caption>{t("res.leastMost")}</caption>
            <thead>
              <tr>
                <th scope="col">{t("res.party")}</th>
                <th scope="col" class="num">
                  {t("res.least")}
                </th>
                <th scope="col" class="num">
                  {t("res.most")}
                </th>
                <th scope="col" class="num">
                  {t("res.inForce")}
                </th>
                <th scope="col">{t("res.movedBy")}</th>
              </tr>
            </thead>
            <tbody>
              {s.parties.map((p) => (
                <tr key={p.party} data-party={p.party}>
                  <th scope="row">
                    {p.name} <span class="pid">({p.party})</span>
                  </th>
                  <td class="num least" data-label={t("res.least")}>
                    {exactAmount(p.least, p.counted)}
                  </td>
                  <td class="num most" data-label={t("res.most")}>
                    {exactAmount(p.most, p.counted)}
                  </td>
                  <td class="num in-force" data-label={t("res.inForce")}>
                    {exactAmount(p.inForce, p.counted)}
                  </td>
                  <td data-label={t("res.movedBy")}>
                    {p.movedBy.length === 0 ? (
                      "—"
                    ) : (
                      <ul class="plain moved-by">
                        {p.movedBy.map((m) => (
                          <li key={m.reading}>
                            <code>{m.reading}</code> ({m.question}):{" "}
                            {Object.entries(m.under)
                              .map(([alt, r]) =>
                                r.least === r.most
                                  ? `${alt} ${exactAmount(r.least, p.counted)}`
                                  : `${alt} ${t("res.fromTo", { from: exactAmount(r.least, p.counted), to: exactAmount(r.most, p.counted) })}`,
                              )
                              .join("; ")}
                          </li>
                        ))}
                      </ul>
                    )}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
          <p class="note">{t("res.signNote")}</p>
        </div>
      ) : (
        <p>{t("res.noPositions")}</p>
      )}
    </>
  );
}

function WhatIfView({ w }: { w: WhatIf }) {
  return (
    <>
      <p>
        {t("res.whatifSummary", {
          tried: w.tried,
          changed: w.results.length,
          none: w.noEffect,
          inadmissible: w.notAdmissible.length,
        })}
      </p>
      {w.results.length === 0 ? (
        <p>{t("res.whatifNothing")}</p>
      ) : (
        <ol class="whatif-results">
          {w.results.map((r, i) => (
            <li key={i} data-path={r.change.path}>
              <p>
                <strong>{r.change.label}</strong> <code class="note">{r.change.path}</code>
                {r.moves && r.moves !== "0"
                  ? ` — ${t("res.moves", { amount: exactAmount(r.moves, r.parties[0]?.counted ?? "") })}`
                  : ""}
              </p>
              <p class="note">{t("res.wasWouldBe", { from: factText(r.change.from), to: factText(r.change.to) })}</p>
              {r.parties.length > 0 ? (
                <ul class="plain">
                  {r.parties.map((p) => (
                    <li key={p.party}>
                      {p.name}: {exactAmount(p.before, p.counted)} → {exactAmount(p.after, p.counted)} (
                      {signedAmount(p.delta, p.counted)})
                    </li>
                  ))}
                </ul>
              ) : null}
              {r.otherwise.length > 0 ? (
                <ul class="plain note">
                  {r.otherwise.map((o, j) => (
                    <li key={j}>{o}</li>
                  ))}
                </ul>
              ) : null}
              {r.situation.after !== r.situation.before ? (
                <p class="note">{t("res.situationAfter", { situation: r.situation.after })}</p>
              ) : null}
            </li>
          ))}
        </ol>
      )}
    </>
  );
}

function Cell({ c }: { c?: CompareCell }) {
  if (!c) return <>—</>;
  return (
    <>
      {c.amounts.map((a) => exactAmount(a.value, a.counted)).join(", ") || "—"}
      {c.provisions.length > 0 ? (
        <div class="note">
          <Cites ids={c.provisions} />
        </div>
      ) : null}
    </>
  );
}

function SideView({ s }: { s: CompareSide }) {
  const names = new Map(Object.entries(s.names ?? {}));
  return (
    <div class={`side ${s.covered ? "covered" : "not-covered"}`}>
      <h5>
        {t(`statute.${s.statute}`)}{" "}
        <span class="pid">
          ({s.statute}, {s.kind})
        </span>
      </h5>
      {s.covered ? (
        <>
          <p>{s.situation}</p>
          {s.determination && s.determination.obligations.length > 0 ? (
            <>
              <p class="note">{t("res.besidesMoney")}</p>
              <ul class="note">
                {s.determination.obligations.map((o, i) => (
                  <li key={i}>
                    <Party id={o.who} names={names} />: {o.what} <Cites ids={o.provisions} />
                  </li>
                ))}
              </ul>
            </>
          ) : null}
        </>
      ) : (
        <p class="refused">
          <strong>{t("res.notCovered")}</strong> {s.reason}
        </p>
      )}
    </div>
  );
}

function CompareView({ c }: { c: Comparison }) {
  return (
    <>
      <div class="sides">
        <SideView s={c.left} />
        <SideView s={c.right} />
      </div>
      <Frame label={t("res.partyByParty")}>
        <table class="compare-parties">
          <caption>{t("res.partyByParty")}</caption>
          <thead>
            <tr>
              <th scope="col">{t("res.party")}</th>
              <th scope="col">{c.left.statute}</th>
              <th scope="col">{c.right.statute}</th>
            </tr>
          </thead>
          <tbody>
            {c.parties.map((p) => (
              <tr key={p.party} data-party={p.party}>
                <th scope="row">
                  {p.name} <span class="pid">({p.party})</span>
                </th>
                <td class="left">
                  <Cell {...(p.left ? { c: p.left } : {})} />
                </td>
                <td class="right">
                  {c.right.covered ? <Cell {...(p.right ? { c: p.right } : {})} /> : t("res.notCoveredShort")}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
        <p class="note">{t("res.signNote")}</p>
      </Frame>
      {c.mappings.length > 0 ? (
        <>
          <h5>{t("res.carried", { statute: c.right.statute })}</h5>
          <ul class="plain">
            {c.mappings.map((m, i) => (
              <li key={i}>
                <code>{m.from}</code> → <code>{m.to}</code>: {m.how}
              </li>
            ))}
          </ul>
        </>
      ) : null}
      {c.onlyLeft.length + c.onlyRight.length > 0 ? (
        <p class="note">
          {c.onlyLeft.length > 0 ? t("res.onlyOne", { statute: c.left.statute, facts: c.onlyLeft.join(", ") }) : ""}{" "}
          {c.onlyRight.length > 0 ? t("res.onlyOne", { statute: c.right.statute, facts: c.onlyRight.join(", ") }) : ""}
        </p>
      ) : null}
      {c.notes.length > 0 ? (
        <ul class="plain note">
          {c.notes.map((n, i) => (
            <li key={i}>{n}</li>
          ))}
        </ul>
      ) : null}
    </>
  );
}
