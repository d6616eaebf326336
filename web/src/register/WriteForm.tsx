/**
 * Every write to the register goes through this form, in two steps. "Check" sends
 * the write with ?preview=true: the server decides it exactly as it would and
 * answers what the law decided and what would fall due, writing nothing. Only then
 * is "Record" offered, which makes the write. Changing a field after the check
 * takes the form back to its first step. A refusal is shown beside the field its
 * path names, or at the top.
 */

import { useRef, useState } from "preact/hooks";
import { type ApiError, post } from "../api.js";
import { t, useLang } from "../i18n/index.js";
import { asApiError } from "../law/load.js";
import { DeterminationSummary } from "./DeterminationSummary.js";
import type { FieldSpec, FormSpec, Option, Values } from "./form-spec.js";
import { Provs } from "./Provs.js";
import { useSession } from "./session.js";
import type { Written } from "./types.js";

export type { FieldSpec, FormSpec, Option, Values } from "./form-spec.js";

function initialValues(spec: FormSpec): Values {
  const v: Values = {};
  for (const f of spec.fields) v[f.name] = f.initial ?? "";
  return v;
}

/** The field an error path names, if any. */
function fieldOf(spec: FormSpec, path: string | undefined): string | undefined {
  if (!path) return undefined;
  for (const f of spec.fields) {
    if (path === `body.${f.name}` || path === `body.fields.${f.name}` || (f.paths ?? []).includes(path)) return f.name;
  }
  return undefined;
}

interface Shown {
  errors: Record<string, string[]>;
  top?: ApiError;
  topErrors: string[];
}

export function WriteForm({
  spec,
  onDone,
  level = 2,
}: {
  spec: FormSpec;
  onDone: (w: Written) => void;
  level?: 2 | 3;
}) {
  useLang();
  const session = useSession();
  const [values, setValues] = useState<Values>(() => initialValues(spec));
  const [stage, setStage] = useState<"edit" | "checking" | "checked" | "recording">("edit");
  const [preview, setPreview] = useState<Written | undefined>();
  const [shown, setShown] = useState<Shown>({ errors: {}, topErrors: [] });
  const [done, setDone] = useState<Written | undefined>();
  const previewRef = useRef<HTMLHeadingElement>(null);
  const alertRef = useRef<HTMLDivElement>(null);
  const formRef = useRef<HTMLFormElement>(null);
  const H = `h${level}` as "h2" | "h3";
  const Hsub = `h${level + 1}` as "h3" | "h4";
  const visible = spec.fields.filter((f) => !f.when || f.when(values));

  const change = (name: string, value: string) => {
    const spec1 = spec.fields.find((f) => f.name === name);
    const resets = spec1?.resets ?? [];
    setValues((v) => {
      const n = { ...v, ...(spec1?.fills ? spec1.fills(value, v) : {}), [name]: value };
      for (const r of resets) n[r] = spec.fields.find((f) => f.name === r)?.initial ?? "";
      return n;
    });
    if (stage === "checked") setStage("edit");
    setPreview(undefined);
    setDone(undefined);
    if (shown.errors[name]) setShown((s) => ({ ...s, errors: { ...s.errors, [name]: [] } }));
  };

  const fail = (e: unknown) => {
    const err = asApiError(e);
    const errors: Record<string, string[]> = {};
    const topErrors: string[] = [];
    for (const x of err.problem.errors ?? []) {
      const f = fieldOf(spec, x.path);
      const msg = x.expected ? `${x.message} (${t("reg.form.expected", { what: x.expected })})` : x.message;
      if (f) errors[f] = [...(errors[f] ?? []), msg];
      else topErrors.push(x.path ? `${x.path}: ${msg}` : msg);
    }
    setShown({ errors, top: err, topErrors });
    setStage("edit");
    setTimeout(() => {
      const first = Object.keys(errors).find((k) => (errors[k] ?? []).length > 0);
      if (first && topErrors.length === 0) document.getElementById(`${spec.id}-${first}`)?.focus();
      else alertRef.current?.focus();
    }, 0);
  };

  const check = async (e: Event) => {
    e.preventDefault();
    const missing: Record<string, string[]> = {};
    for (const f of visible)
      if (f.required && !(values[f.name] ?? "").trim()) missing[f.name] = [t("reg.form.required")];
    if (Object.keys(missing).length > 0) {
      setShown({ errors: missing, topErrors: [] });
      const first = Object.keys(missing)[0];
      document.getElementById(`${spec.id}-${first}`)?.focus();
      return;
    }
    setShown({ errors: {}, topErrors: [] });
    setStage("checking");
    try {
      const body = await spec.body(values);
      const w = await post<Written>(spec.path, body, {
        token: session.token,
        query: { preview: "true" },
        speak: true,
      });
      setPreview(w);
      setStage("checked");
      setTimeout(() => previewRef.current?.focus(), 0);
    } catch (err) {
      fail(err);
    }
  };

  const record = async () => {
    setStage("recording");
    try {
      const body = await spec.body(values);
      const w = await post<Written>(spec.path, body, { token: session.token, speak: true });
      setPreview(undefined);
      setStage("edit");
      setDone(w);
      setValues(initialValues(spec));
      onDone(w);
    } catch (err) {
      setPreview(undefined);
      fail(err);
    }
  };

  const top = shown.top;
  return (
    <section class="reg-form" aria-labelledby={`${spec.id}-h`}>
      <H id={`${spec.id}-h`}>{t(spec.title)}</H>
      {spec.intro ? <p class="reg-intro">{t(spec.intro)}</p> : null}
      <div ref={alertRef} tabIndex={-1} role="alert" class="reg-alert-box">
        {top ? (
          <div class="reg-alert">
            <p>
              <strong>
                {top.status === 401
                  ? t("reg.form.unauthorized")
                  : top.status === 403
                    ? t("reg.form.forbidden")
                    : (top.problem.title ?? t("error.title"))}
              </strong>
            </p>
            {top.problem.detail && (top.problem.errors ?? []).length === 0 ? (
              <p class="reg-detail">
                {top.problem.detail}
                <Provs ids={top.problem.provisions} />
              </p>
            ) : null}
            {shown.topErrors.length > 0 ? (
              <ul>
                {shown.topErrors.map((m) => (
                  <li key={m}>{m}</li>
                ))}
              </ul>
            ) : null}
            {Object.values(shown.errors).some((x) => x.length > 0) ? <p>{t("reg.form.seeFields")}</p> : null}
          </div>
        ) : null}
      </div>
      <form ref={formRef} onSubmit={check} noValidate class="reg-fields">
        {visible.map((f) => (
          <Field
            key={f.name}
            id={`${spec.id}-${f.name}`}
            f={f}
            options={typeof f.options === "function" ? f.options(values) : (f.options ?? [])}
            value={values[f.name] ?? ""}
            errors={shown.errors[f.name] ?? []}
            onChange={(v) => change(f.name, v)}
          />
        ))}
        <div class="reg-actions">
          <button type="submit" disabled={stage === "checking" || stage === "recording"}>
            {stage === "checking" ? t("reg.form.checking") : t("reg.form.check")}
          </button>
        </div>
      </form>
      {preview && stage !== "edit" ? (
        <section class="reg-preview" aria-labelledby={`${spec.id}-ph`}>
          <Hsub id={`${spec.id}-ph`} ref={previewRef} tabIndex={-1}>
            {t("reg.form.preview")}
          </Hsub>
          <p class="reg-preview-note">{t("reg.form.previewNote")}</p>
          {preview.lot ? (
            <p>
              {t("reg.form.wouldBe", {
                lot: preview.lot.id,
                status: t(`reg.status.${preview.lot.status}`),
                seq: preview.seq,
              })}
            </p>
          ) : preview.name ? (
            <p>
              {t("reg.form.wouldSet", {
                name: preview.name,
                value: preview.value ?? t("reg.reading.default"),
                seq: preview.seq,
              })}
            </p>
          ) : null}
          {preview.determination ? (
            <DeterminationSummary
              d={preview.determination}
              {...(preview.due ? { due: preview.due } : {})}
              {...(preview.parties ? { parties: preview.parties } : {})}
              {...(preview.calendar ? { calendar: preview.calendar } : {})}
              level={level === 2 ? 4 : 4}
            />
          ) : null}
          <div class="reg-actions">
            <button type="button" onClick={record} disabled={stage === "recording"}>
              {stage === "recording" ? t("reg.form.recording") : t("reg.form.record")}
            </button>{" "}
            <button
              type="button"
              class="secondary"
              onClick={() => {
                setPreview(undefined);
                setStage("edit");
                formRef.current?.querySelector<HTMLElement>("input,select,textarea")?.focus();
              }}
            >
              {t("reg.form.change")}
            </button>
          </div>
        </section>
      ) : null}
      {done ? (
        <p class="reg-done" role="status">
          {t("reg.form.done", { seq: done.seq })}
        </p>
      ) : null}
    </section>
  );
}

function Field({
  id,
  f,
  options,
  value,
  errors,
  onChange,
}: {
  id: string;
  f: FieldSpec;
  options: readonly Option[];
  value: string;
  errors: readonly string[];
  onChange: (v: string) => void;
}) {
  const err = errors.length > 0;
  const described = [f.hint ? `${id}-hint` : "", err ? `${id}-err` : ""].filter(Boolean).join(" ") || undefined;
  const common = {
    id,
    name: f.name,
    "aria-invalid": err ? ("true" as const) : undefined,
    "aria-describedby": described,
    "aria-required": f.required ? ("true" as const) : undefined,
  };
  const label = (
    <>
      {t(f.label)}
      {f.required ? <span class="reg-req"> {t("reg.form.req")}</span> : null}
    </>
  );
  const hint = f.hint ? (
    <span id={`${id}-hint`} class="hint">
      {t(f.hint)}
    </span>
  ) : null;
  const errorText = err ? (
    <span id={`${id}-err`} class="field-error">
      {errors.join("; ")}
    </span>
  ) : null;
  if (f.kind === "radio") {
    return (
      <fieldset class="field reg-radio" aria-describedby={described}>
        <legend>{label}</legend>
        {options.map((o, i) => (
          <label key={o.value} class="reg-radio-option">
            <input
              type="radio"
              name={id}
              value={o.value}
              id={i === 0 ? id : undefined}
              checked={value === o.value}
              onChange={() => onChange(o.value)}
            />{" "}
            {o.label}
          </label>
        ))}
        {hint}
        {errorText}
      </fieldset>
    );
  }
  let control: preact.JSX.Element;
  if (f.kind === "select") {
    control = (
      <select {...common} value={value} onChange={(e) => onChange((e.currentTarget as HTMLSelectElement).value)}>
        {options.map((o) => (
          <option key={o.value} value={o.value}>
            {o.label}
          </option>
        ))}
      </select>
    );
  } else if (f.kind === "textarea") {
    control = (
      <textarea
        {...common}
        rows={6}
        value={value}
        onInput={(e) => onChange((e.currentTarget as HTMLTextAreaElement).value)}
      />
    );
  } else {
    control = (
      <input
        {...common}
        type="text"
        value={value}
        list={f.suggest ? `${id}-list` : undefined}
        autoComplete="off"
        onInput={(e) => onChange((e.currentTarget as HTMLInputElement).value)}
      />
    );
  }
  return (
    <div class="field">
      <label for={id}>{label}</label>
      {hint}
      {control}
      {f.suggest ? (
        <datalist id={`${id}-list`}>
          {f.suggest.map((s) => (
            <option key={s.value} value={s.value}>
              {s.label ?? s.value}
            </option>
          ))}
        </datalist>
      ) : null}
      {errorText}
    </div>
  );
}
