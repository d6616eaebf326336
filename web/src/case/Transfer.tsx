/**
 * The case in and out as a file: exported as YAML or JSON (a download with a
 * file name), imported from a file or pasted text. A text that cannot be read
 * says where (its line, when the parser gives one) and leaves the case as it was.
 */

import { useState } from "preact/hooks";
import { t } from "../i18n/index.js";
import { errorLine, fileName } from "./paths.js";
import { type CaseData, setCase } from "./store.js";

function download(text: string, type: string, name: string): void {
  const url = URL.createObjectURL(new Blob([text], { type }));
  const a = document.createElement("a");
  a.href = url;
  a.download = name;
  a.hidden = true;
  document.body.append(a);
  a.click();
  a.remove();
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}

/** Read a case from text: JSON when it looks like JSON, else YAML (JSON is YAML too). */
export async function readCaseText(text: string): Promise<CaseData> {
  let data: unknown;
  const trimmed = text.trim();
  if (trimmed === "") throw new Error(t("case.importEmpty"));
  try {
    if (trimmed.startsWith("{")) data = JSON.parse(trimmed);
    else {
      const YAML = await import("yaml");
      data = YAML.parse(text, { prettyErrors: true });
    }
  } catch (e) {
    const line = errorLine(e, trimmed.startsWith("{") ? trimmed : text);
    const first = String((e as Error).message ?? e).split("\n")[0] ?? "";
    throw new Error(line ? t("case.importBadAt", { line, message: first }) : t("case.importBad", { message: first }));
  }
  if (!data || typeof data !== "object" || Array.isArray(data)) throw new Error(t("case.importNotCase"));
  const c = data as CaseData;
  if (typeof c.statute !== "string" || typeof c.kind !== "string") throw new Error(t("case.importNotCase"));
  return c;
}

export function Transfer({ c }: { c?: CaseData }) {
  const [paste, setPaste] = useState("");
  const [error, setError] = useState("");
  const [done, setDone] = useState("");
  const take = async (text: string) => {
    setDone("");
    try {
      const data = await readCaseText(text);
      setError("");
      setCase(data, { push: true });
      setDone(t("case.imported"));
    } catch (e) {
      setError((e as Error).message);
    }
  };
  return (
    <details class="transfer">
      <summary>{t("case.transfer")}</summary>
      <div class="transfer-body">
        {c ? (
          <div>
            <h3>{t("case.export")}</h3>
            <button
              type="button"
              class="secondary"
              onClick={async () => {
                const YAML = await import("yaml");
                download(YAML.stringify(c), "application/yaml", fileName(c, "yaml"));
              }}
            >
              {t("case.exportYaml")}
            </button>{" "}
            <button
              type="button"
              class="secondary"
              onClick={() => download(`${JSON.stringify(c, null, 2)}\n`, "application/json", fileName(c, "json"))}
            >
              {t("case.exportJson")}
            </button>
          </div>
        ) : null}
        <div>
          <h3>{t("case.import")}</h3>
          <div class="field">
            <label for="case-file">{t("case.importFile")}</label>
            <input
              id="case-file"
              type="file"
              accept=".yaml,.yml,.json,application/json,application/yaml,text/yaml,text/plain"
              aria-describedby={error ? "case-import-err" : undefined}
              onChange={async (e) => {
                const input = e.currentTarget as HTMLInputElement;
                const f = input.files?.[0];
                if (f) await take(await f.text());
                input.value = "";
              }}
            />
          </div>
          <div class="field">
            <label for="case-paste">{t("case.importPaste")}</label>
            <textarea
              id="case-paste"
              rows={6}
              value={paste}
              aria-describedby={error ? "case-import-err" : undefined}
              onInput={(e) => setPaste((e.currentTarget as HTMLTextAreaElement).value)}
            />
          </div>
          <button type="button" class="secondary" onClick={() => take(paste)}>
            {t("case.importPasted")}
          </button>
          {error ? (
            <p class="field-error" id="case-import-err" role="alert">
              {error}
            </p>
          ) : null}
          {done ? (
            <p class="done" role="status">
              {done}
            </p>
          ) : null}
        </div>
      </div>
    </details>
  );
}
