/**
 * One provision: its original (German or Danish, marked with its language for
 * screen readers) beside the English, the notes on its words, what the text leaves
 * open, the open questions on it with their readings, and the shipped examples that
 * cite it. Used in a statute's list and on the provision's own page.
 */

import type { ComponentChildren } from "preact";
import { t, useLang } from "../i18n/index.js";
import { provisionHref } from "../router.js";
import { type Example, type Provision, paragraphOf, type Reading } from "./data.js";
import { ExampleLinks } from "./ExampleLinks.js";
import { Notes } from "./Notes.js";
import { OpenQuestions } from "./OpenQuestions.js";
import { type ProvisionRule, RulesOf } from "./RulesOf.js";

/** The original beside the English: two columns, stacked on a narrow screen. */
export function LawTexts({ p, level }: { p: Provision; level: 2 | 3 | 4 }) {
  useLang();
  const ol = p.language;
  const H = `h${level}` as "h2" | "h3" | "h4";
  return (
    <div class="law-texts">
      <section class="law-original">
        <H>{t("law.original", { lang: t(`law.lang.${ol}`) })}</H>
        <p lang={ol} class="law-text">
          {p.original}
        </p>
      </section>
      <section class="law-english">
        <H>{t("law.english")}</H>
        <p lang="en" class="law-text">
          {p.english}
        </p>
      </section>
    </div>
  );
}

function Part({ title, level, children }: { title: string; level: 2 | 3 | 4; children: ComponentChildren }) {
  const H = `h${level}` as "h2" | "h3" | "h4";
  return (
    <section class="law-part">
      <H>{title}</H>
      {children}
    </section>
  );
}

export interface ProvisionViewProps {
  p: Provision;
  questions: readonly Reading[];
  examples: readonly Example[];
  /** The rules that implement it, with the examples each applied in (its own page only). */
  rules?: readonly ProvisionRule[];
  /** Every reading and every example, to name a rule's readings and link its examples. */
  allReadings?: readonly Reading[];
  allExamples?: readonly Example[];
  /** In a statute's list the provision is an article under an h2; on its own page the h1 is above. */
  inList: boolean;
}

export function ProvisionView({
  p,
  questions,
  examples,
  rules,
  allReadings = [],
  allExamples = [],
  inList,
}: ProvisionViewProps) {
  useLang();
  const sub = inList ? 3 : 2;
  const hid = `prov-${p.id.replace(/[^\w-]/g, "-")}`;
  const body = (
    <>
      <LawTexts p={p} level={sub} />
      {p.words ? (
        <details class="law-words" open={!inList}>
          <summary>{t("law.words")}</summary>
          <Notes text={p.words} />
        </details>
      ) : null}
      {p.ambiguities ? (
        <details class="law-words" open={!inList}>
          <summary>{t("law.ambiguities")}</summary>
          <Notes text={p.ambiguities} />
        </details>
      ) : null}
      <Part title={t("law.questions", { n: questions.length })} level={sub}>
        <OpenQuestions list={questions} open={!inList} />
      </Part>
      {rules ? (
        <Part title={t("law.rules", { n: rules.length })} level={sub}>
          <RulesOf provision={p.id} rules={rules} readings={allReadings} examples={allExamples} />
        </Part>
      ) : null}
      <Part title={t("law.examples", { n: examples.length })} level={sub}>
        <ExampleLinks list={examples} />
      </Part>
    </>
  );
  if (!inList) return <div class="law-provision">{body}</div>;
  return (
    <article class="law-provision" aria-labelledby={hid} data-provision={p.id}>
      <h2 id={hid}>
        <a href={provisionHref(p.id)}>
          <span class="law-para">§ {paragraphOf(p.id)}</span> {p.title}
        </a>
      </h2>
      {body}
    </article>
  );
}
