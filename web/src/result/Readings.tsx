/**
 * The readings the determination rests on, each switchable in place: choosing
 * another alternative puts it in the case's `readings` and decides again, so the
 * outcome changes as you switch. A reading set back to its default leaves the case.
 */

import { useEffect, useState } from "preact/hooks";
import type { CaseData } from "../case/store.js";
import { t } from "../i18n/index.js";
import { Cites } from "./bits.js";
import { statuteReadings } from "./data.js";
import type { ReadingDef, UsedReading } from "./types.js";

export function Readings({
  used,
  statute,
  caseData,
  onCaseChange,
  busy,
}: {
  used: UsedReading[];
  statute: string;
  caseData: CaseData;
  onCaseChange: (c: CaseData) => void;
  busy: boolean;
}) {
  const [defs, setDefs] = useState<Map<string, ReadingDef>>(new Map());
  useEffect(() => {
    let live = true;
    statuteReadings(statute).then(
      (xs) => live && setDefs(new Map(xs.map((x) => [x.name, x]))),
      () => undefined,
    );
    return () => {
      live = false;
    };
  }, [statute]);
  if (used.length === 0) return <p>{t("res.noReadings")}</p>;
  const choose = (name: string, value: string) => {
    const def = defs.get(name);
    const readings = { ...(caseData.readings ?? {}) };
    if (def && value === def.default) delete readings[name];
    else readings[name] = value;
    onCaseChange({ ...caseData, readings });
  };
  return (
    <ul class="readings">
      {used.map((r) => {
        const def = defs.get(r.name);
        const id = `reading-${r.name}`;
        return (
          <li key={r.name} class="reading" data-reading={r.name}>
            <div class="reading-head">
              <label for={id}>
                <code>{r.name}</code> ({r.question}){def ? ` — ${def.title}` : ""}
              </label>{" "}
              <span class={`tag ${r.isDefault ? "default" : "chosen"}`}>
                {r.isDefault ? t("res.default") : t("res.chosen")}
              </span>
            </div>
            <select
              id={id}
              value={r.value}
              disabled={busy || !def}
              onChange={(e) => choose(r.name, (e.currentTarget as HTMLSelectElement).value)}
            >
              {(def?.alternatives ?? [{ code: r.value, slug: r.slug, label: r.label }]).map((a) => (
                <option key={a.code} value={a.code}>
                  {a.code} ({a.slug}){def && a.code === def.default ? ` — ${t("res.default")}` : ""}
                </option>
              ))}
            </select>
            <p class="reading-label">
              <strong>{r.value}</strong>: {r.label}
            </p>
            {def && def.provisions.length > 0 ? (
              <p class="note">
                <Cites ids={def.provisions} />
              </p>
            ) : null}
          </li>
        );
      })}
    </ul>
  );
}
