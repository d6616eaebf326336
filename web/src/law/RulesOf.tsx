/**
 * The rules that implement a provision, as `GET /v1/provisions/{id}` gives them:
 * each with what it says (the engine's words, in the language they arrived in), the exceptions tried
 * before it (an exception that is another provision's rule with that provision,
 * a link to its page), the readings it consults (by their question), and the
 * shipped examples in whose determination it applied, each a link that opens the
 * example.
 */

import { t, tn, useLang } from "../i18n/index.js";
import { useSaid } from "../result/said.js";
import { provisionHref } from "../router.js";
import type { Example, Reading } from "./data.js";
import { ExampleLinks } from "./ExampleLinks.js";

/** A rule as the provision's page lists it. */
export interface ProvisionRule {
  id: string;
  label: string;
  provisions: string[];
  readings: string[];
  exceptions: string[];
  /** The facts of a case it reads, as paths of the case file ("facts.people[].farm"). */
  reads?: string[];
  /** Each exception's label and provisions, from the server (it may be a rule of another provision). */
  exceptionRules?: { id: string; label: string; provisions: string[] }[];
  examples?: string[];
}

/**
 * An exception tried before a rule: its label; when it is a rule of another
 * provision, that provision too, a link to its page (opened in place, as every
 * provision link).
 */
function Exception({
  id,
  r,
  here,
  labels,
}: {
  id: string;
  r: ProvisionRule;
  here: string;
  labels: ReadonlyMap<string, string>;
}) {
  const said = useSaid();
  const info = r.exceptionRules?.find((x) => x.id === id);
  const label = labels.get(id) ?? (info && info.label !== id ? info.label : undefined);
  const elsewhere = labels.has(id) ? [] : (info?.provisions ?? []).filter((p) => p !== here);
  return (
    <li data-exception={id}>
      {label ? <span lang={said}>{label}</span> : null}
      {elsewhere.length > 0 ? (
        <span class="law-rule-of">
          {" "}
          ({t("law.rules.ruleOf")}{" "}
          {elsewhere.map((p, i) => (
            <>
              {i > 0 ? ", " : ""}
              <a href={provisionHref(p)} data-provision-link={p}>
                {p}
              </a>
            </>
          ))}
          )
        </span>
      ) : null}{" "}
      <code>{id}</code>
    </li>
  );
}

function Rule({
  r,
  here,
  labels,
  readings,
  examples,
}: {
  r: ProvisionRule;
  here: string;
  labels: ReadonlyMap<string, string>;
  readings: readonly Reading[];
  examples: readonly Example[];
}) {
  const said = useSaid();
  const exercised = (r.examples ?? [])
    .map((name) => examples.find((e) => e.name === name))
    .filter((e): e is Example => e !== undefined);
  return (
    <li data-rule={r.id}>
      <p class="law-rule-label">
        <span lang={said}>{r.label}</span> <code class="law-rule-id">{r.id}</code>
      </p>
      {r.exceptions.length > 0 ? (
        <div class="law-rule-part">
          <span class="law-rule-head">{tn("law.rules.exceptions", r.exceptions.length)}</span>
          <ul class="law-rule-exceptions">
            {r.exceptions.map((x) => (
              <Exception key={x} id={x} r={r} here={here} labels={labels} />
            ))}
          </ul>
        </div>
      ) : null}
      {(r.reads ?? []).length > 0 ? (
        <div class="law-rule-part">
          <span class="law-rule-head">{tn("law.rules.reads", (r.reads ?? []).length)}</span>
          <ul class="law-rule-reads">
            {(r.reads ?? []).map((path) => (
              <li key={path} data-fact={path}>
                <code>{path}</code>
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
                      <span class="law-qid">{def.question}</span> <span lang={said}>{def.title}</span>
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
  provision,
  rules,
  readings,
  examples,
}: {
  /** The provision whose page this is. */
  provision: string;
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
        <Rule key={r.id} r={r} here={provision} labels={labels} readings={readings} examples={examples} />
      ))}
    </ul>
  );
}
