/**
 * The readings the determination rests on, each switchable in place: choosing
 * another alternative puts it in the case's `readings` and decides again, so the
 * outcome changes as you switch. A reading set back to its default leaves the case.
 */

import { useEffect, useState } from "preact/hooks";
import { saidIn } from "../api.js";
import type { CaseData } from "../case/store.js";
import { type Lang, t, useLang } from "../i18n/index.js";
import { Cites } from "./bits.js";
import { statuteReadings } from "./data.js";
import type { Determination, ReadingDef, UsedReading } from "./types.js";

/** What a switch moved: each party's amount before and after, and the rate of an average. */
export interface Moved {
  reading: string;
  rows: { party: string; name: string; before: string; after: string }[];
  rate?: { before: string; after: string };
}

/** The shares whose amount differs between two determinations of the same case (presentation only). */
export function movedBetween(reading: string, before: Determination, after: Determination): Moved {
  const was = new Map(before.allocations.map((a) => [a.id, a]));
  const now = new Map(after.allocations.map((a) => [a.id, a]));
  const rows: Moved["rows"] = [];
  for (const id of new Set([...was.keys(), ...now.keys()])) {
    const b = was.get(id);
    const a = now.get(id);
    const bt = b?.rounded.text ?? "—";
    const at = a?.rounded.text ?? "—";
    if (bt !== at) rows.push({ party: id, name: (a ?? b)?.name ?? id, before: bt, after: at });
  }
  const rb = before.statement?.rate;
  const ra = after.statement?.rate;
  return {
    reading,
    rows,
    ...(rb !== undefined && rb !== ra ? { rate: { before: rb, after: ra ?? "—" } } : {}),
  };
}

export function Readings({
  used,
  statute,
  caseData,
  onCaseChange,
  busy,
  moved,
}: {
  used: UsedReading[];
  statute: string;
  caseData: CaseData;
  /** A reading switched here: the name, and the case with it switched. */
  onCaseChange: (c: CaseData, switched: string) => void;
  busy: boolean;
  /** What the last switch moved, shown beside it. */
  moved?: Moved;
}) {
  // The readings' titles, in the language they arrived in; asked again in another.
  const l = useLang();
  const [{ defs, said }, setDefs] = useState<{ defs: Map<string, ReadingDef>; said: Lang }>({
    defs: new Map(),
    said: "en",
  });
  useEffect(() => {
    let live = true;
    statuteReadings(statute).then(
      (xs) => live && setDefs({ defs: new Map(xs.map((x) => [x.name, x])), said: saidIn(xs) }),
      () => undefined,
    );
    return () => {
      live = false;
    };
  }, [statute, l]);
  if (used.length === 0) return <p>{t("res.noReadings")}</p>;
  const choose = (name: string, value: string) => {
    const def = defs.get(name);
    const readings = { ...(caseData.readings ?? {}) };
    if (def && value === def.default) delete readings[name];
    else readings[name] = value;
    onCaseChange({ ...caseData, readings }, name);
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
                <strong>{r.question}</strong>
                {def ? (
                  <>
                    {" "}
                    <span lang={said}>{def.title}</span>
                  </>
                ) : null}{" "}
                <code class="pid">{r.name}</code>
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
                  {a.code}: {a.label}
                  {def && a.code === def.default ? ` (${t("res.default")})` : ""}
                </option>
              ))}
            </select>
            {def && r.value !== def.default ? (
              <button
                type="button"
                class="small back-default"
                disabled={busy}
                onClick={() => choose(r.name, def.default)}
              >
                {t("res.backToDefault", { code: def.default })}
              </button>
            ) : null}
            {moved && moved.reading === r.name ? <MovedList m={moved} /> : null}
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

function MovedList({ m }: { m: Moved }) {
  return (
    <div class="moved" role="status">
      {m.rows.length === 0 && !m.rate ? (
        <p>{t("res.movedNothing")}</p>
      ) : (
        <>
          <p>
            <strong>{t("res.movedTitle")}</strong>{" "}
            <button
              type="button"
              class="small moved-link"
              onClick={() => document.getElementById("shares-table")?.scrollIntoView({ block: "center" })}
            >
              {t("res.movedSee")}
            </button>
          </p>
          <ul class="plain">
            {m.rows.map((x) => (
              <li key={x.party} data-party={x.party}>
                {x.name}: <span class="before">{x.before}</span> → <strong class="after">{x.after}</strong>
              </li>
            ))}
            {m.rate ? (
              <li class="rate-moved">
                {t("res.rate")}: <span class="before">{m.rate.before}</span> →{" "}
                <strong class="after">{m.rate.after}</strong>
              </li>
            ) : null}
          </ul>
        </>
      )}
    </div>
  );
}
