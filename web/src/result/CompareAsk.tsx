/**
 * What the other statute still needs before it can give its figures, asked in
 * place with the builder's own question widgets: the answers go into the facts
 * compared (under the case file's own paths) and the comparison is asked again,
 * until the other statute needs nothing more. Loaded only when a comparison asks.
 */

import { useState } from "preact/hooks";
import { Field, questionText } from "../case/Field.js";
import { getAt, setAt } from "../case/paths.js";
import type { CaseData } from "../case/store.js";
import { t } from "../i18n/index.js";
import type { StillNeeded } from "./types.js";

export interface CompareAskProps {
  needs: StillNeeded;
  /** The facts compared, answers so far included. */
  facts: CaseData;
  /** Compare again with these facts. */
  onAnswer: (facts: CaseData) => void;
}

export function CompareAsk({ needs, facts, onAnswer }: CompareAskProps) {
  const [values, setValues] = useState<Record<string, unknown>>({});
  const statute = t(`statute.${needs.statute}`);
  if (!needs.intoCaseFile || needs.needed.length === 0) {
    // Facts carried under other names cannot be written back into this case.
    return needs.needed.length > 0 ? (
      <div class="compare-ask">
        <p>{t("res.stillNeeds", { statute })}</p>
        <ul class="plain">
          {needs.needed.map((q) => (
            <li key={q.path}>{questionText(q)}</li>
          ))}
        </ul>
      </div>
    ) : null;
  }
  const submit = (e: Event) => {
    e.preventDefault();
    let next = facts;
    for (const q of needs.needed) {
      // An answer left at its default is the default given: the fact is then stated.
      const v = q.path in values ? values[q.path] : (getAt(facts, q.path) ?? q.answer.default);
      if (v !== undefined) next = setAt(next, q.path, v);
    }
    onAnswer(next);
  };
  return (
    <form class="compare-ask" onSubmit={submit}>
      <h5>{t("res.stillNeeds", { statute })}</h5>
      {needs.needed.map((q) => (
        <Field
          key={q.path}
          q={{ ...q, status: "needed" }}
          value={q.path in values ? values[q.path] : getAt(facts, q.path)}
          onChange={(v) => setValues((s) => ({ ...s, [q.path]: v }))}
        />
      ))}
      <button type="submit">{t("res.answerAndCompare")}</button>
    </form>
  );
}
