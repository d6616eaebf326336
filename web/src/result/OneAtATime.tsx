/**
 * Which reading matters most to whom: from the case as it stands, each reading in
 * play flipped alone (`POST /v1/sensitivity/one-at-a-time`). For each party the
 * flips that move it, the largest first, as a list with the exact figures and a
 * chart drawn here; beside a share or a rate, the reading that would move it most
 * and to what. The report costs one decision per flip, so it is asked for with
 * the determination.
 */

import { useEffect, useState } from "preact/hooks";
import { post } from "../api.js";
import type { CaseData } from "../case/store.js";
import { t, tn, useLang } from "../i18n/index.js";
import { exactAmount, percent, signedAmount, toFloat } from "./format.js";
import { useSaid } from "./said.js";
import type { Flip, OneAtATime, PartyChange } from "./types.js";
import "./moves.css";

export function useOneAtATime(caseData: CaseData, ready: boolean): OneAtATime | undefined {
  const l = useLang();
  const key = `${l} ${JSON.stringify(caseData)}`;
  const [state, setState] = useState<{ key: string; r: OneAtATime } | undefined>();
  useEffect(() => {
    if (!ready) return;
    const ctl = new AbortController();
    post<OneAtATime>("/v1/sensitivity/one-at-a-time", caseData, { signal: ctl.signal, speak: true }).then(
      (r) => setState({ key, r }),
      () => undefined,
    );
    return () => ctl.abort();
  }, [key, ready]);
  return state?.key === key ? state.r : undefined;
}

/** "Q-B03 R2" with the alternative's words beside, as the engine gives them. */
function FlipName({ question, to, label }: { question: string; to: string; label?: string }) {
  const said = useSaid();
  return (
    <>
      <strong class="flip-name">
        {question} {to}
      </strong>
      {label ? (
        <>
          {" "}
          (<span lang={said}>{label}</span>)
        </>
      ) : null}
    </>
  );
}

const labelOf = (r: OneAtATime, reading: string, to: string): string | undefined =>
  r.inPlay.find((p) => p.name === reading)?.alternatives.find((a) => a.code === to)?.label;

/** Beside a party's share: the single reading that would move it most, and to what. */
export function ShareHint({ r, party }: { r: OneAtATime | undefined; party: string }) {
  const p = r?.parties.find((x) => x.party === party);
  const c = p?.changes[0];
  if (!r || !p || !c) return null;
  return (
    <div class="hint" data-hint-reading={c.reading}>
      {t("res.hintShare", {
        flip: `${c.question} ${c.to}`,
        after: exactAmount(c.after, p.counted),
        delta: signedAmount(c.delta, p.counted),
      })}
    </div>
  );
}

/** Beside a rate: the flip that moves it most, and the rate it would be. */
export function RateHint({ r, of = "general" }: { r: OneAtATime | undefined; of?: string }) {
  if (!r) return null;
  const moved = r.flips
    .flatMap((f) => f.rates.filter((x) => x.before.of === of).map((x) => ({ f, x })))
    .filter(({ x }) => x.after !== undefined);
  if (moved.length === 0) return null;
  const size = ({ x }: (typeof moved)[number]) => Math.abs(toFloat(x.after?.rate ?? "0") - toFloat(x.before.rate));
  const top = moved.sort((a, b) => size(b) - size(a))[0] as (typeof moved)[number];
  const after = top.x.after?.rate ?? "";
  return (
    <p class="hint rate-hint" data-hint-reading={top.f.reading}>
      {t("res.hintRate", { flip: `${top.f.question} ${top.f.to}`, rate: after, percent: percent(after, 4) })}
    </p>
  );
}

const ROW = 40;

/** A bar per flip, left of the middle for a loss, right for a gain, scaled to the largest change. */
function PartyChart({ id, name, changes }: { id: string; name: string; changes: PartyChange[] }) {
  const max = Math.max(...changes.map((c) => Math.abs(toFloat(c.delta))), 0);
  if (max <= 0) return null;
  const h = changes.length * ROW + 4;
  return (
    <svg role="img" aria-labelledby={`${id}-t`} width="100%" height={h} class="flip-chart">
      <title id={`${id}-t`}>{t("res.flipChart", { name })}</title>
      <line x1="50%" x2="50%" y1="0" y2={h} class="axis" />
      {changes.map((c, i) => {
        const f = toFloat(c.delta) / max;
        const w = `${(Math.abs(f) * 48).toFixed(3)}%`;
        const y = i * ROW;
        return (
          <g key={`${c.reading}-${c.to}`}>
            <text x="0" y={y + 14} class="bar-name">
              {c.question} {c.to}
            </text>
            <rect
              x={f < 0 ? `${(50 - Math.abs(f) * 48).toFixed(3)}%` : "50%"}
              y={y + 20}
              width={w}
              height="14"
              class={f < 0 ? "bar loss" : "bar gain"}
            />
          </g>
        );
      })}
    </svg>
  );
}

/** Each party moved by some single reading: the flips, largest first, and their chart. */
export function OneAtATimeView({ r }: { r: OneAtATime | undefined }) {
  if (!r) return <p class="loading">{t("res.working")}</p>;
  if (r.inPlay.length === 0) return <p>{t("res.noneInPlay")}</p>;
  const moved = r.parties.filter((p) => p.changes.length > 0);
  const still = r.parties.filter((p) => p.changes.length === 0);
  const others: Flip[] = r.flips.filter((f) => f.changes && f.moves.length === 0);
  return (
    <div class="one-at-a-time">
      <p class="note">{tn("res.oneIntro", r.inPlay.length, { flips: r.flips.length })}</p>
      {moved.length === 0 ? <p>{t("res.noFlipMoves")}</p> : null}
      <ul class="flip-parties">
        {moved.map((p, i) => (
          <li key={`${p.party}-${p.unit}`} class="flip-party" data-party={p.party}>
            <h5>
              <span class="party-name">{p.name}</span> —{" "}
              {t("res.standsAt", { amount: exactAmount(p.inForce, p.counted) })}
            </h5>
            <ol class="flips">
              {p.changes.map((c) => (
                <li key={`${c.reading}-${c.to}`} data-reading={c.reading} data-to={c.to}>
                  <FlipName question={c.question} to={c.to} label={labelOf(r, c.reading, c.to)} />:{" "}
                  <span class="delta">{signedAmount(c.delta, p.counted)}</span> →{" "}
                  <span class="after">{exactAmount(c.after, p.counted)}</span>
                </li>
              ))}
            </ol>
            <PartyChart id={`flip-chart-${i}`} name={p.name} changes={p.changes} />
          </li>
        ))}
      </ul>
      {still.length > 0 ? (
        <p class="note">{t("res.notMoved", { names: still.map((p) => p.name).join(", ") })}</p>
      ) : null}
      {others.length > 0 ? (
        <p class="note">
          {t("res.otherwiseMoved")}{" "}
          {others.map((f, i) => (
            <span key={`${f.reading}-${f.to}`}>
              {i > 0 ? "; " : ""}
              <FlipName question={f.question} to={f.to} label={f.label} />
            </span>
          ))}
        </p>
      ) : null}
    </div>
  );
}
