/**
 * The questions as a form, one section at a time (the situation, the parties,
 * amounts, dates, the rest), each answer written into the case at once. Lists
 * of people, ships, goods and interests show their entries, each with the
 * questions about it and a button to take it out, and a button to add one.
 * Only what the server asks is shown: a fact no rule reads is never asked.
 */

import { useEffect, useMemo, useRef, useState } from "preact/hooks";
import type { ProblemError } from "../api.js";
import { t, tn } from "../i18n/index.js";
import { Field, fieldId, Provisions, questionText } from "./Field.js";
import {
  entryNames,
  fieldFor,
  getAt,
  isRequired,
  newDetails,
  newEntry,
  parentPath,
  type SchemaNode,
  setAt,
  unsetAt,
  within,
} from "./paths.js";
import { type Asked, CATEGORIES, type Category, type Report } from "./questions.js";
import type { CaseData } from "./store.js";

interface FormProps {
  c: CaseData;
  report: Report;
  asked: Asked[];
  errors: ProblemError[];
  schema: SchemaNode | undefined;
  /** The case as changed; `typed` when the change was typed into a text field (not a click or a choice). */
  onCase: (c: CaseData, typed?: boolean) => void;
  /** The currencies the case format names (the server says which the statute takes). */
  currencies: string[];
}

/**
 * An entry of a list as a person knows it: by its name; else by what it is (a
 * parcel's goods, a sacrifice's description) or whom it is about (an injured
 * seaman), by name; its id only where it has nothing else.
 */
function entryLabel(v: unknown, i: number, names: ReadonlyMap<string, string>): string {
  const o = (v && typeof v === "object" ? v : {}) as Record<string, unknown>;
  const text = (k: string) => (typeof o[k] === "string" && (o[k] as string).trim() ? (o[k] as string) : undefined);
  const id = text("id");
  const person = text("person");
  const name =
    text("name") ?? text("description") ?? text("what") ?? (person ? (names.get(person) ?? person) : undefined);
  if (name && id && name !== id) return `${name} (${id})`;
  return name ?? id ?? t("case.entryN", { n: i + 1 });
}

/** What an Add button adds, in words: "Add a person". */
function addWords(listPath: string): string {
  const name = listPath.replace(/^.*\./, "");
  const key = `case.add.${name}`;
  const w = t(key);
  return w === key ? t("case.addEntry", { list: name.replace(/_/g, " ") }) : w;
}

type Shown = Asked & { unasked?: boolean };

/**
 * The lists the case gives that no rule reads as it stands (people on the beach,
 * where only the ships count): shown among the parties all the same, marked so,
 * so that their entries can still be seen and taken out.
 */
function unaskedLists(c: CaseData, asked: readonly Asked[]): Shown[] {
  const out: Shown[] = [];
  const facts = (c.facts ?? {}) as Record<string, unknown>;
  for (const [k, v] of Object.entries(facts)) {
    if (!Array.isArray(v) || v.length === 0) continue;
    if (!v.every((x) => x !== null && typeof x === "object" && !Array.isArray(x))) continue;
    const path = `facts.${k}`;
    if (asked.some((q) => q.path === path)) continue;
    out.push({
      path,
      field: k,
      question: t("case.unaskedList", { list: k.replace(/_/g, " ") }),
      answer: { type: "entries" },
      category: "parties",
      provisions: [],
      order: Number.MAX_SAFE_INTEGER,
      firm: false,
      explains: false,
      because: "format",
      status: "answered",
      unasked: true,
    });
  }
  return out;
}

export function QuestionForm({ c, report, asked: given, errors, schema, onCase, currencies }: FormProps) {
  // The field last written stays while its section is shown, even when the rules
  // do not read it once it is given (a fact the format requires), so that an
  // answer being typed does not vanish under the cursor.
  const [kept, setKept] = useState<Shown | undefined>(undefined);
  const asked: Shown[] = useMemo(() => {
    const out: Shown[] = [...given, ...unaskedLists(c, given)];
    if (kept && getAt(c, kept.path) !== undefined && !out.some((q) => q.path === kept.path))
      out.push({ ...kept, status: "answered" });
    return out;
  }, [given, c, kept]);
  const byCat = useMemo(() => {
    const m = new Map<Category, Shown[]>();
    for (const q of asked) {
      const list = m.get(q.category) ?? [];
      list.push(q);
      m.set(q.category, list);
    }
    return m;
  }, [asked]);
  const sections = CATEGORIES.filter((k) => (byCat.get(k)?.length ?? 0) > 0);
  const nextCat = report.next?.category ?? report.needed[0]?.category;
  const [sec, setSec] = useState<Category | undefined>(undefined);
  const kindKey = `${report.statute}/${report.kind}`;
  const shownFor = useRef("");
  useEffect(() => {
    // A new case starts at its first section, as a form is read; a section that
    // empties moves on to the one that holds the question to answer now.
    if (shownFor.current !== kindKey) {
      shownFor.current = kindKey;
      setSec(sections[0]);
    } else if (!sec || !sections.includes(sec)) {
      setSec(nextCat && sections.includes(nextCat) ? nextCat : sections[0]);
    }
  }, [kindKey, sections.join(","), nextCat, sec]);
  const current = sec && sections.includes(sec) ? sec : (nextCat ?? sections[0]);
  const headRef = useRef<HTMLHeadingElement>(null);
  const go = (k: Category) => {
    setSec(k);
    setKept(undefined);
    requestAnimationFrame(() => headRef.current?.focus());
  };

  // Errors: each beside the field its path names; the rest in the summary.
  const allPaths = [...asked.map((q) => q.path), "title", "currency"];
  const fieldErrors = new Map<string, string[]>();
  const loose: { e: ProblemError; section?: Category }[] = [];
  for (const e of errors) {
    const f = e.path ? fieldFor(e.path, allPaths) : undefined;
    const q = f ? asked.find((x) => x.path === f) : undefined;
    if (f && (!q || q.category === current) && q?.answer.type !== "details") {
      fieldErrors.set(f, [
        ...(fieldErrors.get(f) ?? []),
        e.message + (e.expected ? ` (${t("case.expected")}: ${e.expected})` : ""),
      ]);
    } else loose.push(q ? { e, section: q.category } : { e });
  }

  const write = (path: string, v: unknown, typed?: boolean) =>
    onCase(v === undefined ? unsetAt(c, path) : setAt(c, path, v), typed);
  const inSec = (current ? byCat.get(current) : undefined) ?? [];
  const hasContent = (path: string) => inSec.some((q) => within(q.path, path) && q.path !== path);
  const children = new Map<string, Shown[]>();
  for (const q of asked) {
    const p = parentPath(q.path);
    const l = children.get(p) ?? [];
    l.push(q);
    children.set(p, l);
  }
  for (const l of children.values()) l.sort((a, b) => a.order - b.order);
  const rendered = new Set<string>();
  const names = entryNames(c.facts);

  function subjectOf(q: Asked): string | undefined {
    const p = parentPath(q.path);
    if (!/\]$/.test(p)) return undefined;
    return entryLabel(getAt(c, p), Number(/\[(\d+)\]$/.exec(p)?.[1] ?? 0), names);
  }

  function renderField(q: Asked) {
    rendered.add(q.path);
    return (
      <Field
        key={q.path}
        q={q}
        value={getAt(c, q.path)}
        onChange={(v, typed) => {
          if (q.answer.type !== "entries" && q.answer.type !== "details") setKept(q);
          write(q.path, v, typed);
        }}
        error={fieldErrors.get(q.path)?.join("; ")}
        subject={subjectOf(q)}
        names={names}
      />
    );
  }

  function renderObj(path: string): preact.ComponentChildren[] {
    const out: preact.ComponentChildren[] = [];
    for (const q of children.get(path) ?? []) {
      const here = q.category === current;
      if (q.answer.type === "entries") out.push(renderList(q, here));
      else if (q.answer.type === "details") out.push(renderDetails(q, here));
      else if (here) out.push(renderField(q));
    }
    return out;
  }

  function renderList(q: Shown, here: boolean) {
    const list = getAt(c, q.path);
    const entries = Array.isArray(list) ? list : [];
    const err = fieldErrors.get(q.path)?.join("; ");
    if (here) rendered.add(q.path);
    const blocks = entries.map((v, i) => {
      const p = `${q.path}[${i}]`;
      if (!here && !hasContent(p)) return null;
      const label = entryLabel(v, i, names);
      return (
        <li key={p} class="entry">
          <h4 class="entry-head">{label}</h4>
          {renderObj(p)}
          {here ? (
            <button
              type="button"
              class="secondary small remove"
              onClick={() => {
                const next = unsetAt(c, p);
                onCase(entries.length === 1 ? unsetAt(c, q.path) : next);
              }}
            >
              {t("case.remove", { what: label })}
            </button>
          ) : null}
        </li>
      );
    });
    if (!here) {
      const shown = blocks.filter(Boolean);
      return shown.length ? (
        <ul key={q.path} class="entries plain">
          {shown}
        </ul>
      ) : null;
    }
    const legendId = `${fieldId(q.path)}-legend`;
    return (
      <fieldset
        key={q.path}
        class={`list q ${q.status}${q.unasked ? " unasked" : ""}`}
        aria-labelledby={legendId}
        data-path={q.path}
        data-answer="entries"
      >
        <legend id={legendId}>
          {q.status === "needed" ? <span class="badge needed">{t("case.needed")}</span> : null}
          {questionText(q)}
        </legend>
        <p class="hint">
          {t("case.listCount", { n: entries.length })} <Provisions ids={q.provisions} />
        </p>
        {err ? <p class="field-error">{err}</p> : null}
        {entries.length ? <ul class="entries">{blocks}</ul> : null}
        <button
          type="button"
          class="secondary add"
          onClick={() => onCase(setAt(c, q.path, [...entries, newEntry(schema, c, q.path)]))}
        >
          {addWords(q.path)}
          {subjectOf(q) ? <span class="sr-only"> ({subjectOf(q)})</span> : null}
        </button>
      </fieldset>
    );
  }

  function renderDetails(q: Asked, here: boolean) {
    const v = getAt(c, q.path);
    const given = v !== undefined && v !== null && typeof v === "object";
    if (here) rendered.add(q.path);
    if (!given) {
      if (!here) return null;
      return (
        <div key={q.path} class={`field q ${q.status}`} data-path={q.path} data-answer="details">
          <p id={`${fieldId(q.path)}-q`}>
            {q.status === "needed" ? <span class="badge needed">{t("case.needed")}</span> : null}
            {questionText(q)}
          </p>
          <button
            type="button"
            class="secondary"
            aria-describedby={`${fieldId(q.path)}-q`}
            onClick={() => {
              const seed = q.answer.default && typeof q.answer.default === "object" ? q.answer.default : {};
              onCase(setAt(c, q.path, newDetails(schema, c, q.path, seed as Record<string, unknown>)));
            }}
          >
            {q.status === "needed" ? t("case.detailsGive") : t("case.detailsYes")}
          </button>{" "}
          <Provisions ids={q.provisions} />
        </div>
      );
    }
    const inner = renderObj(q.path).filter(Boolean);
    if (!here && inner.length === 0) return null;
    const removable = here && !isRequired(schema, q.path) && q.answer.default === undefined;
    return (
      <fieldset key={q.path} class="details">
        <legend>{questionText(q)}</legend>
        {inner.length ? inner : <p class="hint">{t("case.detailsNone")}</p>}
        {removable ? (
          <button type="button" class="secondary small" onClick={() => onCase(unsetAt(c, q.path))}>
            {t("case.detailsRemove")}
            <span class="sr-only">: {questionText(q)}</span>
          </button>
        ) : null}
      </fieldset>
    );
  }

  const body = renderObj("facts");
  // Anything in the section whose list or mapping is not asked about (should not happen): shown plainly.
  const rest = inSec.filter((q) => !rendered.has(q.path) && !inSec.some((x) => x !== q && within(q.path, x.path)));
  const restFields = rest.map((q) =>
    q.answer.type === "entries"
      ? renderList(q, true)
      : q.answer.type === "details"
        ? renderDetails(q, true)
        : renderField(q),
  );

  const idx = current ? sections.indexOf(current) : -1;
  const count = (k: Category) => {
    const qs = (byCat.get(k) ?? []).filter((q) => !q.unasked);
    return { needed: qs.filter((q) => q.status === "needed").length, all: qs.length };
  };

  return (
    <div class="qform">
      {loose.length ? (
        <div class="error-summary" role="alert">
          <h3>{t("case.errorsTitle")}</h3>
          <ul>
            {loose.map(({ e, section }, i) => (
              <li key={i}>
                {e.path ? <code>{e.path}</code> : null} {e.message}
                {e.expected ? ` (${t("case.expected")}: ${e.expected})` : ""}
                {section && section !== current ? (
                  <>
                    {" "}
                    <button type="button" class="link" onClick={() => go(section)}>
                      {t("case.goTo", { section: t(`case.cat.${section}`) })}
                    </button>
                  </>
                ) : null}
              </li>
            ))}
          </ul>
        </div>
      ) : null}
      <CaseMeta c={c} report={report} currencies={currencies} write={write} errors={fieldErrors} />
      <nav class="steps" aria-label={t("case.sections")}>
        <ol>
          {sections.map((k, i) => {
            const n = count(k);
            return (
              <li key={k}>
                <button
                  type="button"
                  class={k === current ? "step current" : "step"}
                  aria-current={k === current ? "step" : undefined}
                  onClick={() => go(k)}
                >
                  <span class="step-n">{i + 1}</span> {t(`case.cat.${k}`)}{" "}
                  <span class="step-count">
                    {n.needed ? t("case.countNeeded", { n: n.needed }) : t("case.countDone")}
                    {" · "}
                    {tn("case.countAll", n.all)}
                  </span>
                </button>
              </li>
            );
          })}
        </ol>
      </nav>
      {current ? (
        <section class="section" aria-labelledby="case-sec-h">
          <h2 id="case-sec-h" tabIndex={-1} ref={headRef}>
            {t(`case.cat.${current}`)}
          </h2>
          {body}
          {restFields}
          <div class="step-nav">
            <button
              type="button"
              class="secondary"
              disabled={idx <= 0}
              onClick={() => go(sections[idx - 1] as Category)}
            >
              {t("case.back")}
            </button>
            <button
              type="button"
              disabled={idx < 0 || idx >= sections.length - 1}
              onClick={() => go(sections[idx + 1] as Category)}
            >
              {t("case.next")}
            </button>
          </div>
        </section>
      ) : null}
    </div>
  );
}

function CaseMeta(p: {
  c: CaseData;
  report: Report;
  currencies: string[];
  write: (path: string, v: unknown, typed?: boolean) => void;
  errors: Map<string, string[]>;
}) {
  const title = typeof p.c.title === "string" ? p.c.title : "";
  const cur = typeof p.c.currency === "string" ? p.c.currency : "";
  const te = p.errors.get("title")?.join("; ");
  const ce = p.errors.get("currency")?.join("; ");
  const options = [...new Set([...p.currencies, ...(cur ? [cur] : [])])];
  return (
    <div class="case-meta">
      <div class="field">
        <label for="case-title">{t("case.title")}</label>
        <input
          id="case-title"
          type="text"
          value={title}
          onInput={(e) => p.write("title", (e.currentTarget as HTMLInputElement).value || undefined, true)}
          aria-invalid={te ? "true" : undefined}
          aria-describedby={te ? "case-title-err" : undefined}
        />
        {te ? (
          <p class="field-error" id="case-title-err">
            {te}
          </p>
        ) : null}
      </div>
      <div class="field">
        <label for="case-currency">{t("case.currency")}</label>
        <select
          id="case-currency"
          value={cur}
          onChange={(e) => p.write("currency", (e.currentTarget as HTMLSelectElement).value || undefined)}
          aria-invalid={ce ? "true" : undefined}
          aria-describedby={ce ? "case-currency-err" : undefined}
        >
          <option value="">{t("case.currencyDefault", { currency: currencyName(p.report.currency) })}</option>
          {options.map((x) => (
            <option key={x} value={x}>
              {currencyName(x)}
            </option>
          ))}
        </select>
        {ce ? (
          <p class="field-error" id="case-currency-err">
            {ce}
          </p>
        ) : null}
      </div>
    </div>
  );
}

export function currencyName(x: string): string {
  const key = `case.currency.${x}`;
  const w = t(key);
  return w === key ? x : w;
}
