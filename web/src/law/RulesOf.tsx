/**
 * The rules that implement a provision, as `GET /v1/provisions/{id}` gives them:
 * each with what it says (the engine's words, in English), the exceptions tried
 * before it, the readings it consults (by their question), and the shipped
 * examples in whose determination it applied, each a link that opens the example.
 */

import { t, tn, useLang } from "../i18n/index.js";
import type { Example, Reading } from "./data.js";
import { ExampleLinks } from "./ExampleLinks.js";

/** A rule as the provision's page lists it. */
export interface ProvisionRule {
  id: string;
  label: string;
  provisions: string[];
  readings: string[];
  exceptions: string[];
  examples?: string[];
}

function Rule({
  r,
  labels,
  readings,
  examples,
}: {
  r: ProvisionRule;
  labels: ReadonlyMap<string, string>;
  readings: readonly Reading[];
  examples: readonly Example[];
}) {
  const exercised = (r.examples ?? [])
    .map((name) => examples.find((e) => e.name === name))
    .filter((e): e is Example => e !== undefined);
  return (
    <li data-rule={r.id}>
      <p class="law-rule-label">
        <span lang="en">{r.label}</span> <code class="law-rule-id">{r.id}</code>
      </p>
      {r.exceptions.length > 0 ? (
        <div class="law-rule-part">
          <span class="law-rule-head">{tn("law.rules.exceptions", r.exceptions.length)}</span>
          <ul class="law-rule-exceptions">
            {r.exceptions.map((x) => (
              <li key={x} data-exception={x}>
                {labels.has(x) ? <span lang="en">{labels.get(x)}</span> : null} <code>{x}</code>
              </li>
            ))}
          </ul>
        </div>
      ) : null}
      {r.readings.length > 0 ? (
        <div class="law-rule-part">
          <span class="law-rule-head">{tn("law.rules.readings", r.readings.length)}</span>
          <ul class="law-rule-readings">
            {r.readings.map((name) => {
              const def = readings.find((x) => x.name === name);
              return (
                <li key={name} data-reading={name}>
                  {def ? (
                    <>
                      <span class="law-qid">{def.question}</span> <span lang="en">{def.title}</span>
                    </>
                  ) : (
                    <code>{name}</code>
                  )}
                </li>
              );
            })}
          </ul>
        </div>
      ) : null}
      <div class="law-rule-part law-rule-examples">
        <span class="law-rule-head">
          {exercised.length === 0 ? t("law.rules.examples.none") : tn("law.rules.examples", exercised.length)}
        </span>
        {exercised.length > 0 ? <ExampleLinks list={exercised} cls="law-rule-example-links" /> : null}
      </div>
    </li>
  );
}

export function RulesOf({
  rules,
  readings,
  examples,
}: {
  rules: readonly ProvisionRule[];
  readings: readonly Reading[];
  examples: readonly Example[];
}) {
  useLang();
  if (rules.length === 0) return <p class="law-none">{t("law.rules.none")}</p>;
  const labels = new Map(rules.map((r) => [r.id, r.label]));
  return (
    <ul class="law-rules">
      {rules.map((r) => (
        <Rule key={r.id} r={r} labels={labels} readings={readings} examples={examples} />
      ))}
    </ul>
  );
}
