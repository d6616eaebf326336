/**
 * Starting a case: a statute and a kind of case (those the shipped examples
 * show, from GET /v1/examples), or one of the shipped examples opened in one
 * click (its YAML fetched and read, its expected figures left out).
 */

import { useEffect, useState } from "preact/hooks";
import { get } from "../api.js";
import { t } from "../i18n/index.js";
import { type CaseData, setCase } from "./store.js";

export interface Example {
  name: string;
  statute: string;
  title: string;
  kind: string;
  provisions?: string[];
}

let examplesOnce: Promise<Example[]> | undefined;
export function useExamples(): { list?: Example[]; error?: string } {
  const [st, set] = useState<{ list?: Example[]; error?: string }>({});
  useEffect(() => {
    examplesOnce ??= get<Example[]>("/v1/examples");
    let live = true;
    examplesOnce.then(
      (list) => live && set({ list }),
      (e: Error) => {
        examplesOnce = undefined;
        if (live) set({ error: e.message });
      },
    );
    return () => {
      live = false;
    };
  }, []);
  return st;
}

/** The statutes and, for each, its kinds of case, in the order the examples list them. */
export function statutesOf(list: readonly Example[]): Map<string, string[]> {
  const m = new Map<string, string[]>();
  for (const e of list) {
    const kinds = m.get(e.statute) ?? [];
    if (!kinds.includes(e.kind)) kinds.push(e.kind);
    m.set(e.statute, kinds);
  }
  return m;
}

export function kindName(kind: string): string {
  const key = `case.kind.${kind}`;
  const w = t(key);
  return w === key ? kind.replace(/_/g, " ") : w;
}

export function statuteName(s: string): string {
  const key = `statute.${s}`;
  const w = t(key);
  return w === key ? s : w;
}

/**
 * Fetch an example, read its YAML, leave out its `expect:` block, and make it the
 * case, opened on its determination (the facts are one click away from there).
 */
export async function openExample(name: string): Promise<void> {
  const text = await get<string>(`/v1/examples/${name.split("/").map(encodeURIComponent).join("/")}`, {
    accept: "application/yaml, text/yaml, text/plain",
  });
  const YAML = await import("yaml");
  const data = YAML.parse(text) as CaseData;
  delete data.expect;
  setCase(data, { push: true, view: "decide" });
}

export function StartForm({ list }: { list: Example[] }) {
  const statutes = statutesOf(list);
  const names = [...statutes.keys()];
  const [statute, setStatute] = useState(names[0] ?? "");
  const kinds = statutes.get(statute) ?? [];
  const [kind, setKind] = useState(kinds[0] ?? "");
  const k = kinds.includes(kind) ? kind : (kinds[0] ?? "");
  return (
    <form
      class="start"
      onSubmit={(e) => {
        e.preventDefault();
        if (statute && k) setCase({ version: 1, statute, kind: k, facts: {} }, { push: true });
      }}
    >
      <h2>{t("case.startTitle")}</h2>
      <div class="field">
        <label for="start-statute">{t("case.statute")}</label>
        <select
          id="start-statute"
          value={statute}
          onChange={(e) => setStatute((e.currentTarget as HTMLSelectElement).value)}
        >
          {names.map((s) => (
            <option key={s} value={s}>
              {statuteName(s)}
            </option>
          ))}
        </select>
      </div>
      <div class="field">
        <label for="start-kind">{t("case.kind")}</label>
        <select id="start-kind" value={k} onChange={(e) => setKind((e.currentTarget as HTMLSelectElement).value)}>
          {kinds.map((x) => (
            <option key={x} value={x}>
              {kindName(x)}
            </option>
          ))}
        </select>
      </div>
      <button type="submit">{t("case.start")}</button>
    </form>
  );
}

export function ExampleList({ list, onError }: { list: Example[]; onError: (m: string) => void }) {
  const statutes = statutesOf(list);
  const [busy, setBusy] = useState("");
  return (
    <div class="examples">
      {[...statutes.keys()].map((s) => (
        <section key={s} aria-labelledby={`ex-${s}`}>
          <h3 id={`ex-${s}`}>{statuteName(s)}</h3>
          <ul>
            {list
              .filter((e) => e.statute === s)
              .map((e) => (
                <li key={e.name}>
                  <button
                    type="button"
                    class="link"
                    disabled={busy !== ""}
                    onClick={async () => {
                      setBusy(e.name);
                      try {
                        await openExample(e.name);
                      } catch (err) {
                        onError((err as Error).message);
                      } finally {
                        setBusy("");
                      }
                    }}
                  >
                    {e.title}
                  </button>{" "}
                  <span class="hint">({kindName(e.kind)})</span>
                </li>
              ))}
          </ul>
        </section>
      ))}
    </div>
  );
}
