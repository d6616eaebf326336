/**
 * One question as a form control: its words from the case format, the kind of
 * answer it takes, the provisions that make it matter, and its error beside it.
 * A value the server refuses stays in the field, so it can be put right.
 */

import "./field.css";
import { useEffect, useState } from "preact/hooks";
import { t } from "../i18n/index.js";
import { provisionHref } from "../router.js";
import { figureValue, formatMapping, humanize, parseMapping } from "./paths.js";
import type { Asked } from "./questions.js";

export function fieldId(path: string): string {
  return `f-${path.replace(/[^A-Za-z0-9_-]+/g, "-")}`;
}

interface FieldProps {
  q: Asked;
  value: unknown;
  /** Write an answer (undefined: leave the fact out); `typed` when it was typed into a text field. */
  onChange: (v: unknown, typed?: boolean) => void;
  error?: string;
  /** Whom the question is about, for the label read aloud ("Meinert"). */
  subject?: string;
  /** The names the case gives its people and ships, by id: a choice among them is shown by name. */
  names?: ReadonlyMap<string, string>;
}

/** The question's own words, without the format's note on how a list is asked. */
export function questionText(q: { question: string }): string {
  return q.question.replace(/\s*How many are there\?\s*$/, "");
}

function shown(v: unknown): string {
  if (v === true) return t("case.yes");
  if (v === false) return t("case.no");
  if (Array.isArray(v)) return v.length ? v.map((x) => humanize(String(x))).join(", ") : t("case.none");
  if (v && typeof v === "object") return formatMapping(v) || t("case.none");
  return humanize(String(v));
}

export function Provisions({ ids }: { ids: string[] }) {
  if (ids.length === 0) return null;
  return (
    <span class="provisions">
      {t("case.restsOn")}{" "}
      {ids.map((id, i) => (
        <>
          {i > 0 ? ", " : ""}
          <a href={provisionHref(id)}>{id}</a>
        </>
      ))}
    </span>
  );
}

export function Field({ q, value, onChange, error, subject, names }: FieldProps) {
  const id = fieldId(q.path);
  const errId = `${id}-err`;
  const hintId = `${id}-hint`;
  const a = q.answer;
  const hasDefault = a.default !== undefined;
  const effective = value !== undefined ? value : a.default;
  const described = [error ? errId : "", hintId].filter(Boolean).join(" ");
  const invalid: "true" | undefined = error ? "true" : undefined;
  const label = (
    <>
      {subject && !(q.subject && q.question.includes(q.subject)) ? <span class="sr-only">{subject}: </span> : null}
      {q.question}
    </>
  );
  const group =
    ["yes_no", "one_of", "some_of", "people", "ships"].includes(a.type) &&
    !((a.type === "people" || a.type === "ships") && !a.choices?.length);
  const useRadios = a.type === "yes_no" || (a.type === "one_of" && (a.options?.length ?? 0) <= 7);
  const control = renderControl();

  /** An entry of the case by its name, as the case gives it (its id where it has none). */
  function named(entry: string): string {
    return names?.get(entry) ?? entry;
  }

  function renderControl() {
    switch (a.type) {
      case "yes_no":
        return (
          <div class="choices inline">
            {[true, false].map((v) => (
              <label key={String(v)}>
                <input
                  type="radio"
                  name={id}
                  value={String(v)}
                  checked={effective === v}
                  onChange={() => onChange(v)}
                  aria-invalid={invalid}
                />{" "}
                {v ? t("case.yes") : t("case.no")}
              </label>
            ))}
          </div>
        );
      case "one_of":
        if (useRadios)
          return (
            <div class="choices">
              {(a.options ?? []).map((o) => (
                <label key={o.value}>
                  <input
                    type="radio"
                    name={id}
                    value={o.value}
                    checked={effective === o.value}
                    onChange={() => onChange(o.value)}
                    aria-invalid={invalid}
                  />{" "}
                  {humanize(o.value)}
                  {o.meaning ? <span class="meaning"> — {o.meaning}</span> : null}
                </label>
              ))}
            </div>
          );
        return (
          <select
            id={id}
            value={typeof effective === "string" ? effective : ""}
            onChange={(e) => onChange((e.currentTarget as HTMLSelectElement).value || undefined)}
            aria-invalid={invalid}
            aria-describedby={described}
          >
            <option value="">{t("case.choose")}</option>
            {(a.options ?? []).map((o) => (
              <option key={o.value} value={o.value}>
                {humanize(o.value)}
                {o.meaning ? ` — ${o.meaning}` : ""}
              </option>
            ))}
          </select>
        );
      case "some_of":
      case "people":
      case "ships": {
        const opts =
          a.type === "some_of" ? (a.options ?? []) : (a.choices ?? []).map((c) => ({ value: c, meaning: undefined }));
        if (opts.length === 0) return textControl();
        const chosen = Array.isArray(effective) ? (effective as unknown[]).map(String) : [];
        const extra = chosen
          .filter((c) => !opts.some((o) => o.value === c))
          .map((c) => ({ value: c, meaning: undefined }));
        return (
          <div class="choices">
            {[...opts, ...extra].map((o) => (
              <label key={o.value}>
                <input
                  type="checkbox"
                  value={o.value}
                  checked={chosen.includes(o.value)}
                  onChange={(e) => {
                    const on = (e.currentTarget as HTMLInputElement).checked;
                    const next = on ? [...chosen, o.value] : chosen.filter((x) => x !== o.value);
                    onChange(next);
                  }}
                  aria-invalid={invalid}
                />{" "}
                {a.type === "some_of" ? humanize(o.value) : named(o.value)}
                {o.meaning ? <span class="meaning"> — {o.meaning}</span> : null}
              </label>
            ))}
          </div>
        );
      }
      case "person":
      case "ship": {
        const choices = a.choices ?? [];
        if (choices.length === 0 || q.field === "id") return textControl();
        const cur = typeof value === "string" ? value : "";
        return (
          <select
            id={id}
            value={cur}
            onChange={(e) => onChange((e.currentTarget as HTMLSelectElement).value || undefined)}
            aria-invalid={invalid}
            aria-describedby={described}
          >
            <option value="">{t("case.notGiven")}</option>
            {cur && !choices.includes(cur) ? <option value={cur}>{named(cur)}</option> : null}
            {choices.map((c) => (
              <option key={c} value={c}>
                {named(c)}
              </option>
            ))}
          </select>
        );
      }
      case "mapping":
        return <MappingControl id={id} value={value} onChange={onChange} invalid={invalid} described={described} />;
      default:
        return textControl();
    }
  }

  function textControl() {
    const isFigure = a.type === "amount" || a.type === "number";
    const text = value === undefined || value === null ? "" : Array.isArray(value) ? value.join(", ") : String(value);
    return (
      <input
        id={id}
        type="text"
        value={text}
        inputMode={isFigure ? "text" : undefined}
        placeholder={a.type === "date" ? t("case.datePlaceholder") : undefined}
        onInput={(e) => {
          const s = (e.currentTarget as HTMLInputElement).value;
          if (isFigure) onChange(figureValue(s, a.type as "amount" | "number"), true);
          else if (a.type === "people" || a.type === "ships")
            onChange(
              s
                .split(",")
                .map((x) => x.trim())
                .filter(Boolean),
              true,
            );
          else onChange(s === "" ? undefined : s, true);
        }}
        aria-invalid={invalid}
        aria-describedby={described}
      />
    );
  }

  const hints: preact.ComponentChildren[] = [];
  if (a.type === "amount") hints.push(t("case.amountHint", { currency: a.currency ?? "" }));
  if (a.type === "number") hints.push(t("case.numberHint"));
  if (a.type === "date") hints.push(t("case.dateHint"));
  if (a.type === "mapping") hints.push(t("case.mappingHint"));
  if (hasDefault && value === undefined) hints.push(t("case.defaultIs", { value: shown(a.default) }));
  if (q.explains) hints.push(t("case.explainsOnly"));
  if (q.because === "check" && q.why) hints.push(q.why);

  const canClear = value !== undefined && q.status !== "needed" && q.field !== "id";
  const head = (
    <>
      {q.status === "needed" ? <span class="badge needed">{t("case.needed")}</span> : null}
      {q.status === "optional" ? <span class="badge optional">{t("case.optional")}</span> : null}
    </>
  );
  const foot = (
    <>
      <div class="hint" id={hintId}>
        {hints.map((h, i) => (
          <span key={i}>{h} </span>
        ))}
        <Provisions ids={q.provisions} />
      </div>
      {error ? (
        <p class="field-error" id={errId}>
          {error}
        </p>
      ) : null}
      {canClear ? (
        <button type="button" class="secondary small" onClick={() => onChange(undefined)}>
          {hasDefault ? t("case.resetDefault", { value: shown(a.default) }) : t("case.clear")}
          <span class="sr-only">: {q.question}</span>
        </button>
      ) : null}
    </>
  );
  if (group)
    return (
      <fieldset
        class={`field q ${q.status}${error ? " has-error" : ""}`}
        id={`${id}-group`}
        data-path={q.path}
        data-answer={a.type}
        aria-describedby={described}
        aria-invalid={invalid}
        role={useRadios ? "radiogroup" : undefined}
      >
        <legend>
          {head}
          {label}
        </legend>
        {control}
        {foot}
      </fieldset>
    );
  return (
    <div class={`field q ${q.status}${error ? " has-error" : ""}`} data-path={q.path} data-answer={a.type}>
      <label for={id}>
        {head}
        {label}
      </label>
      {control}
      {foot}
    </div>
  );
}

function MappingControl(p: {
  id: string;
  value: unknown;
  onChange: (v: unknown, typed?: boolean) => void;
  invalid?: "true";
  described: string;
}) {
  const [text, setText] = useState(() => formatMapping(p.value));
  useEffect(() => {
    if (JSON.stringify(parseMapping(text)) !== JSON.stringify(p.value ?? {})) setText(formatMapping(p.value));
  }, [JSON.stringify(p.value)]);
  return (
    <textarea
      id={p.id}
      rows={3}
      value={text}
      onInput={(e) => {
        const s = (e.currentTarget as HTMLTextAreaElement).value;
        setText(s);
        const m = parseMapping(s);
        p.onChange(Object.keys(m).length ? m : undefined, true);
      }}
      aria-invalid={p.invalid}
      aria-describedby={p.described}
    />
  );
}
