/**
 * The case builder (#/case): start a case (a statute and a kind, or a shipped
 * example), answer the questions the server asks one section at a time, bring
 * the case in and out as YAML or JSON, and see the determination once nothing
 * is needed. The case lives in the URL (store.ts): a reload or a link brings it back.
 */

import "./case.css";
import { useEffect, useMemo, useRef, useState } from "preact/hooks";
import { get } from "../api.js";
import { t, tn, useLang } from "../i18n/index.js";
import { DeterminationView } from "../result/DeterminationView.js";
import type { Route } from "../router.js";
import { QuestionForm } from "./Form.js";
import { askedOf, useKindSchema, useQuestions } from "./questions.js";
import { ExampleList, kindName, StartForm, statuteName, useExamples } from "./Start.js";
import { type CaseData, setCase, useCase } from "./store.js";
import { Transfer } from "./Transfer.js";

let currenciesOnce: Promise<string[]> | undefined;
/** The currencies the case format names (GET /v1/schema/envelope); the server says which a statute takes. */
function useCurrencies(): string[] {
  const [list, set] = useState<string[]>([]);
  useEffect(() => {
    currenciesOnce ??= get<{ properties?: { currency?: { description?: string } } }>("/v1/schema/envelope").then(
      (s) =>
        [...(s.properties?.currency?.description ?? "").matchAll(/"([A-Za-z0-9_-]+)"/g)].map((m) => m[1] as string),
      () => [],
    );
    let live = true;
    currenciesOnce.then((x) => live && set(x));
    return () => {
      live = false;
    };
  }, []);
  return list;
}

export function CasePage(_: { route: Route }) {
  useLang();
  const [c] = useCase();
  const examples = useExamples();
  const [exError, setExError] = useState("");
  const hasCase = !!c && typeof c.statute === "string" && typeof c.kind === "string";
  return (
    <div class="case-page">
      <h1>{t("case.heading")}</h1>
      {hasCase ? (
        <Builder c={c as CaseData} />
      ) : (
        <div class="start-grid">
          {examples.list ? <StartForm list={examples.list} /> : null}
          <section class="open-example" aria-labelledby="ex-h">
            <h2 id="ex-h">{t("case.examples")}</h2>
            <p class="hint">{t("case.examplesHint")}</p>
            {examples.error ? <p role="alert">{examples.error}</p> : null}
            {exError ? <p role="alert">{exError}</p> : null}
            {examples.list ? <ExampleList list={examples.list} onError={setExError} /> : <p>{t("loading")}</p>}
          </section>
        </div>
      )}
      {hasCase ? null : <Transfer />}
    </div>
  );
}

function Builder({ c }: { c: CaseData }) {
  // Whether the form's last change was typed: its questions then wait for a pause in the typing.
  const typing = useRef(false);
  const q = useQuestions(c, typing);
  const schema = useKindSchema(c.kind);
  const currencies = useCurrencies();
  const examples = useExamples();
  const [exError, setExError] = useState("");
  const asked = useMemo(() => (q.report ? askedOf(q.report) : []), [q.report]);
  const r = q.report;
  const needed = r?.needed.length ?? 0;
  // data-answers: the case whose questions are shown, so that a reader of the page (a
  // browser test) can tell them from those of the case before the last answer.
  return (
    <div class="builder" data-asking={q.pending ? "true" : undefined} data-answers={q.answers}>
      <div class="case-bar">
        <p class="case-what">
          <strong>{statuteName(String(c.statute))}</strong> · {kindName(String(c.kind))}
          {typeof c.title === "string" && c.title ? <> · {c.title}</> : null}
        </p>
        <button type="button" class="secondary" onClick={() => setCase(undefined, { push: true })}>
          {t("case.new")}
        </button>
      </div>
      <div class="case-tools">
        <Transfer c={c} />
        <details class="more-examples">
          <summary>{t("case.examples")}</summary>
          {exError ? <p role="alert">{exError}</p> : null}
          {examples.list ? <ExampleList list={examples.list} onError={setExError} /> : <p>{t("loading")}</p>}
        </details>
      </div>
      <p class="case-status" role="status" aria-live="polite">
        {q.pending && !r ? t("loading") : r?.complete ? t("case.complete") : r ? tn("case.stillNeeded", needed) : ""}
        {q.pending && r ? <span class="hint"> {t("case.asking")}</span> : null}
        {(r?.decidable ?? r?.complete) && q.errors.length === 0 ? (
          <>
            {" "}
            <button type="button" class="secondary" onClick={toDetermination}>
              {t("case.toDetermination")}
            </button>
          </>
        ) : null}
      </p>
      {q.failure ? <p role="alert">{q.failure}</p> : null}
      {r?.stopped && !r.complete ? <p class="hint stopped">{t("case.stopped", { why: r.stopped })}</p> : null}
      {r ? (
        <QuestionForm
          c={c}
          report={r}
          asked={asked}
          errors={q.errors}
          schema={schema}
          currencies={currencies}
          onCase={(x, typed) => {
            typing.current = typed === true;
            setCase(x);
          }}
        />
      ) : q.errors.length ? (
        <div class="error-summary" role="alert">
          <h3>{t("case.errorsTitle")}</h3>
          <ul>
            {q.errors.map((e, i) => (
              <li key={i}>
                {e.path ? <code>{e.path}</code> : null} {e.message}
              </li>
            ))}
          </ul>
        </div>
      ) : null}
      {(r?.decidable ?? r?.complete) && q.errors.length === 0 ? (
        <div class="determination" id="determination" tabIndex={-1}>
          <DeterminationView caseData={c} onCaseChange={(x) => setCase(x)} />
        </div>
      ) : null}
    </div>
  );
}

/** Take the reader past the questions to the determination below them (the hash holds the route, so no anchor). */
function toDetermination(): void {
  const d = document.getElementById("determination");
  d?.scrollIntoView({ block: "start" });
  d?.focus({ preventScroll: true });
}
