/** The open questions on a provision: each reading with its alternatives, the default marked, and its note. */

import { t, useLang } from "../i18n/index.js";
import type { Reading } from "./data.js";

export function OpenQuestions({ list, open = false }: { list: readonly Reading[]; open?: boolean }) {
  useLang();
  if (list.length === 0) return <p class="law-none">{t("law.questions.none")}</p>;
  return (
    <ul class="law-questions">
      {list.map((r) => (
        <li key={r.name}>
          <details open={open}>
            <summary>
              <span class="law-qid">{r.question}</span> {r.title}
            </summary>
            <p class="law-reading-name">
              {t("law.questions.reading")} <code>{r.name}</code>
            </p>
            <ul class="law-alternatives">
              {r.alternatives.map((a) => (
                <li key={a.code} class={a.code === r.default ? "law-default" : undefined}>
                  <span class="law-code">{a.code}</span> {a.label}
                  {a.code === r.default ? <strong class="law-badge"> {t("law.questions.default")}</strong> : null}
                </li>
              ))}
            </ul>
            {r.note ? (
              <p class="law-note">
                <span class="law-note-label">{t("law.questions.note")}</span> {r.note}
              </p>
            ) : null}
          </details>
        </li>
      ))}
    </ul>
  );
}
