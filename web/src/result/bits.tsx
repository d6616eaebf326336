/** Small pieces the result views share: cited provisions, a refusal, a party's name. */

import type { ApiError } from "../api.js";
import type { CaseData } from "../case/store.js";
import { t } from "../i18n/index.js";
import { provisionHref } from "../router.js";
import { useSaid } from "./said.js";
import type { Determination } from "./types.js";

/** The provisions cited, each linked to its page, the comma after each with it (a line never begins with one). */
export function Cites({ ids }: { ids: readonly string[] }) {
  if (ids.length === 0) return null;
  return (
    <span class="cites">
      {ids.map((id, i) => (
        <span key={id}>
          <a href={provisionHref(id)}>{id}</a>
          {i < ids.length - 1 ? ", " : ""}
        </span>
      ))}
    </span>
  );
}

/** A refusal (RFC 9457 problem) shown plainly: what, why, each error at its path, the provisions. */
export function Refusal({ error, heading }: { error: ApiError | Error; heading?: string }) {
  const p = "problem" in error ? (error as ApiError).problem : undefined;
  const errors = p?.errors ?? [];
  return (
    <div class="refusal" role="alert">
      <p class="refusal-title">
        <strong>{heading ?? p?.title ?? t("error.title")}</strong>
      </p>
      {p?.title && heading ? <p>{p.title}</p> : null}
      {errors.length === 0 && (p?.detail ?? error.message) ? (
        <p class="refusal-detail">{p?.detail ?? error.message}</p>
      ) : null}
      {errors.length > 0 ? (
        <ul>
          {errors.map((e, i) => (
            <li key={i}>
              {e.path ? <code>{e.path}</code> : null}
              {e.path ? ": " : ""}
              {e.message}
              {e.expected ? ` (${t("res.expected", { what: e.expected })})` : ""}
            </li>
          ))}
        </ul>
      ) : null}
      {p?.provisions && p.provisions.length > 0 ? (
        <p>
          {t("res.provisions")}: <Cites ids={p.provisions} />
        </p>
      ) : null}
    </div>
  );
}

/** Party id → name, from the determination and the case's people (presentation only). */
export function partyNames(d: Determination | undefined, c: CaseData | undefined): Map<string, string> {
  const m = new Map<string, string>();
  const people = (c?.facts as { people?: unknown } | undefined)?.people;
  if (Array.isArray(people)) {
    for (const p of people) {
      const o = p as { id?: unknown; name?: unknown };
      if (typeof o.id === "string" && typeof o.name === "string") m.set(o.id, o.name);
    }
  }
  for (const a of d?.allocations ?? []) m.set(a.id, a.name);
  for (const b of d?.statement?.balances ?? []) m.set(b.party, b.name);
  for (const g of d?.groups ?? []) m.set(g.id, g.name);
  return m;
}

/**
 * A party by name, with its id beside when the id says something else. One the
 * case does not name stands as the determination gives it: a bare id as the case
 * wrote it (in English), or the engine's words for who it is ("the strandfoged"),
 * in the language they arrived in. The space before the id goes with it, so that
 * on paper, where ids are hidden, no gap is left before a colon.
 */
export function Party({ id, names }: { id: string; names: Map<string, string> }) {
  const said = useSaid();
  const n = names.get(id);
  if (!n) return <span lang={/\s/.test(id) ? said : "en"}>{id}</span>;
  return (
    <span>
      {n}
      <span class="pid"> ({id})</span>
    </span>
  );
}

/** An exact number shown as a fraction. */
export function Frac({ v }: { v: string }) {
  return <span class="frac">{v.replace(/^-/, "−")}</span>;
}

/**
 * A table too wide for a narrow screen, in a frame that scrolls sideways and says
 * so: it is named, and takes the focus so that the keyboard can scroll it.
 */
export function Frame({ label, children }: { label: string; children: preact.ComponentChildren }) {
  return (
    // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrolling region must be reachable by keyboard to be scrolled
    <section class="table-wrap" data-scrolls tabIndex={0} aria-label={t("res.scrolls", { what: label })}>
      {children}
    </section>
  );
}
