/**
 * The progress bar of `sealaw decide --batch`, drawn on standard error when it is a
 * terminal: cases done of the total, a bar, the rate and the time left, in the
 * batch's language.
 */

import { type Lang, phrases } from "../core/messages.js";

const say = phrases("cli/batch.progress", {
  cases: "{n} cases",
  rate: "{n} cases/s",
  left: "{time} left",
  done: "done",
});

export interface Progress {
  /** Lines decided (or found in error) so far. */
  done: number;
  /** Lines in the input, when known (a file is counted first; standard input is not). */
  total?: number | undefined;
  /** Milliseconds since the batch started. */
  elapsedMs: number;
  /** The width of the terminal, in characters. */
  width: number;
  /** The language of its words and figures; default English. */
  lang?: Lang | undefined;
}

const LOCALES: Record<Lang, string> = { en: "en-GB", de: "de-DE", da: "da-DK" };

/** 75 s as "1:15", 3,700 s as "1:01:40". */
export function formatDuration(seconds: number): string {
  const s = Math.max(0, Math.round(seconds));
  const h = Math.floor(s / 3600);
  const m = Math.floor((s % 3600) / 60);
  const ss = String(s % 60).padStart(2, "0");
  return h > 0 ? `${h}:${String(m).padStart(2, "0")}:${ss}` : `${m}:${ss}`;
}

/**
 * One line of progress, at most `width - 1` characters (the last column is left
 * free, so that no terminal wraps it):
 *
 *   1,234/4,000 [██████░░░░░░░░░░░░░░]  31%  2,345 cases/s  0:01 left
 *
 * Without a total, the count and the rate only. The rate is over the whole batch so
 * far; before the first case is done it is not shown, nor is the time left.
 */
export function renderProgress(p: Progress): string {
  const lang = p.lang ?? "en";
  const int = (x: number): string => Math.round(x).toLocaleString(LOCALES[lang]);
  const seconds = p.elapsedMs / 1000;
  const rate = p.done > 0 && seconds > 0 ? p.done / seconds : undefined;
  const rateText = rate === undefined ? "" : `  ${say.rate.as(lang, { n: int(rate) })}`;
  const max = Math.max(10, p.width - 1);
  if (p.total === undefined) {
    return `${say.cases.as(lang, { n: int(p.done) })}${rateText}`.slice(0, max);
  }
  const total = Math.max(p.total, p.done);
  const fraction = total === 0 ? 1 : p.done / total;
  const count = `${int(p.done)}/${int(total)}`;
  const percent = `${String(Math.floor(fraction * 100)).padStart(3)}%`;
  const left =
    rate === undefined
      ? ""
      : p.done >= total
        ? `  ${say.done.as(lang, {})}`
        : `  ${say.left.as(lang, { time: formatDuration((total - p.done) / rate) })}`;
  const fixed = `${count}  ${percent}${rateText}${left}`.length + 3;
  const barWidth = Math.min(40, max - fixed);
  if (barWidth < 5) return `${count}  ${percent}${rateText}${left}`.slice(0, max);
  const full = Math.floor(fraction * barWidth);
  const bar = "█".repeat(full) + "░".repeat(barWidth - full);
  return `${count} [${bar}] ${percent}${rateText}${left}`;
}
