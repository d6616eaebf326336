/**
 * The explanation as an expandable tree: each step's label, whether it applied,
 * the facts it read, the readings it consulted and the value it gave, and its
 * provisions, each linked to its page and, on request, shown in its original
 * words (German for Borkum, Danish for the Danish Law) beside the English.
 *
 * A step's body (its facts, readings, provisions and the steps under it) is drawn
 * when the step is first opened, and kept when it is closed again: a closed step
 * shows its summary only, and a determination of twenty parties has some two
 * hundred steps, which drawn whole before anyone opens one made the page draw the
 * shares above them some hundreds of milliseconds later.
 */

import { useEffect, useMemo, useState } from "preact/hooks";
import { saidIn } from "../api.js";
import { t, useLang } from "../i18n/index.js";
import { provisionHref } from "../router.js";
import { Refusal } from "./bits.js";
import { provision } from "./data.js";
import { factText } from "./format.js";
import { useSaid } from "./said.js";
import type { Provision, RuleEntry, Step } from "./types.js";

const MARK: Record<string, string> = { applied: "✓", overridden: "✗", "not-applicable": "·", note: "•" };

export function ProvisionText({ id }: { id: string }) {
  useLang();
  const [p, setP] = useState<Provision | undefined>();
  const [err, setErr] = useState<Error | undefined>();
  useEffect(() => {
    let live = true;
    provision(id).then(
      (x) => live && setP(x),
      (e: Error) => live && setErr(e),
    );
    return () => {
      live = false;
    };
  }, [id]);
  if (err) return <Refusal error={err} />;
  if (!p) return <p class="loading">{t("loading")}</p>;
  return (
    <div class="provision-text">
      <p class="prov-title">
        <strong>{p.id}</strong> — <span lang={saidIn(p)}>{p.title}</span>
      </p>
      <div class="side-by-side">
        <blockquote class="original" lang={p.language}>
          <span class="lang-tag">{t(`res.orig.${p.language}`)}</span>
          {p.original}
        </blockquote>
        <blockquote class="english" lang="en">
          <span class="lang-tag">{t("res.english")}</span>
          {p.english}
        </blockquote>
      </div>
    </div>
  );
}

let seq = 0;

/** A provision cited by a step: its id linked to its page, its words on request. */
export function ProvisionRef({ id }: { id: string }) {
  const [open, setOpen] = useState(false);
  const [uid] = useState(() => `prov-${++seq}`);
  return (
    <li class={`prov-ref${open ? " open" : ""}`}>
      <a href={provisionHref(id)}>{id}</a>{" "}
      <button
        type="button"
        class="secondary small"
        aria-expanded={open}
        aria-controls={uid}
        onClick={() => setOpen(!open)}
      >
        {open ? t("res.hideText") : t("res.showText")}
        <span class="sr-only"> {id}</span>
      </button>
      <div id={uid}>{open ? <ProvisionText id={id} /> : null}</div>
    </li>
  );
}

/** The rules of the determination, by id: a step takes its rule's words where it has none of its own. */
type Rules = Readonly<Record<string, RuleEntry>>;

/** The parties a step may be about, by id: their names and roles, written once in the allocations. */
type Parties = ReadonlyMap<string, { name: string; role?: string }>;

/**
 * A step's label and provisions: its own, or its rule's; a step about a party
 * has its party's name and role, and its rule's label, put back in its words.
 */
function wordsOf(s: Step, rules: Rules, parties: Parties): { label: string; provisions: string[] } {
  const rule = "rule" in s && s.rule !== undefined && Object.hasOwn(rules, s.rule) ? rules[s.rule] : undefined;
  let label = s.label ?? rule?.label ?? "";
  const party = s.party !== undefined ? parties.get(s.party) : undefined;
  if (party !== undefined) {
    label = label.replace(/\{(name|role|rule)\}/g, (w: string, k: string) =>
      k === "name" ? party.name : k === "role" ? (party.role ?? w) : (rule?.label ?? w),
    );
  }
  return { label, provisions: s.provisions ?? rule?.provisions ?? [] };
}

/** How the tree is opened: as first shown (the root step open), or every step by the buttons. */
type Opening = "first" | "all" | "none";

function StepNode({
  step,
  rules,
  parties,
  depth,
  opening,
}: {
  step: Step;
  rules: Rules;
  parties: Parties;
  depth: number;
  opening: Opening;
}) {
  const said = useSaid();
  const initially = opening === "all" || (opening === "first" && depth === 0);
  const [drawn, setDrawn] = useState(initially);
  const { label, provisions } = wordsOf(step, rules, parties);
  const s = { ...step, label, provisions, rule: "rule" in step ? step.rule : undefined };
  return (
    <li class={`step status-${s.status}`}>
      <details
        open={initially}
        onToggle={(e) => {
          if (e.currentTarget.open) setDrawn(true);
        }}
      >
        <summary>
          <span class="mark" aria-hidden="true">
            {MARK[s.status] ?? "•"}
          </span>{" "}
          <span class="status-label">{t(`res.status.${s.status}`)}</span>:{" "}
          <span class="step-label" lang={said}>
            {s.label}
          </span>
          {s.value !== undefined ? (
            <span class="step-value">
              {" "}
              → <span lang={said}>{factText(s.value)}</span>
            </span>
          ) : null}
          {s.provisions.length > 0 ? <span class="step-provs"> [{s.provisions.join(", ")}]</span> : null}
        </summary>
        {drawn ? <StepBody s={s} rules={rules} parties={parties} depth={depth} opening={opening} /> : null}
      </details>
    </li>
  );
}

/** What an opened step shows below its summary. */
function StepBody({
  s,
  rules,
  parties,
  depth,
  opening,
}: {
  s: Step & { label: string; provisions: string[]; rule: string | undefined };
  rules: Rules;
  parties: Parties;
  depth: number;
  opening: Opening;
}) {
  const facts = Object.entries(s.facts ?? {});
  const readings = Object.entries(s.readings ?? {});
  return (
    <div class="step-body">
      {s.rule ? (
        <p class="note">
          {t("res.rule")}: <code>{s.rule}</code>
        </p>
      ) : null}
      {s.subject ? (
        <p class="note">
          {t("res.subject")}: <code>{s.subject}</code>
        </p>
      ) : null}
      {s.overriddenBy && s.overriddenBy.length > 0 ? (
        <p>{t("res.overriddenBy", { rules: s.overriddenBy.join(", ") })}</p>
      ) : null}
      {facts.length > 0 ? (
        <dl class="facts">
          {facts.map(([k, v]) => (
            <div key={k}>
              <dt>{k}</dt>
              <dd>{factText(v)}</dd>
            </div>
          ))}
        </dl>
      ) : null}
      {readings.length > 0 ? (
        <p>
          {t("res.readingsUsed")}: {readings.map(([k, v]) => `${k} = ${v}`).join("; ")}
        </p>
      ) : null}
      {s.provisions.length > 0 ? (
        <ul class="prov-refs">
          {s.provisions.map((p) => (
            <ProvisionRef key={p} id={p} />
          ))}
        </ul>
      ) : null}
      {s.children && s.children.length > 0 ? (
        <ul class="tree">
          {s.children.map((c, i) => (
            <StepNode key={i} step={c} rules={rules} parties={parties} depth={depth + 1} opening={opening} />
          ))}
        </ul>
      ) : null}
    </div>
  );
}

export function Explanation({
  step,
  rules,
  parties,
}: {
  step: Step;
  rules: Rules;
  parties: readonly { id: string; name: string; role?: string }[];
}) {
  const byId = useMemo(() => new Map(parties.map((p) => [p.id, p])), [parties]);
  // Each press of a button draws the tree afresh, every step opened (and so drawn) or closed.
  const [opening, setOpening] = useState<{ how: Opening; n: number }>({ how: "first", n: 0 });
  const all = (open: boolean) => setOpening((o) => ({ how: open ? "all" : "none", n: o.n + 1 }));
  return (
    <div class="explanation">
      <p class="no-print">
        <button type="button" class="secondary" onClick={() => all(true)}>
          {t("res.expandAll")}
        </button>{" "}
        <button type="button" class="secondary" onClick={() => all(false)}>
          {t("res.collapseAll")}
        </button>
      </p>
      <ul class="tree root">
        <StepNode key={opening.n} step={step} rules={rules} parties={byId} depth={0} opening={opening.how} />
      </ul>
    </div>
  );
}
