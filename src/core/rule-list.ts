/** The rules of a statute as a reader lists them (`sealaw provisions ID`). */

import type { ListedRule } from "./rule.js";

/** One rule a paragraph: id and label, then its provisions, readings, exceptions, the facts it reads and its source. */
export function formatRules(rules: readonly ListedRule[]): string {
  if (rules.length === 0) return "Rules that implement it: none (no rule names this provision).";
  const lines = [`Rules that implement it (${rules.length}):`];
  for (const r of rules) {
    lines.push(`  ${r.id}: ${r.label}`);
    lines.push(`      provisions: ${r.provisions.join(", ")}`);
    if (r.readings.length > 0) lines.push(`      readings: ${r.readings.join(", ")}`);
    if (r.exceptions.length > 0) lines.push(`      exceptions: ${r.exceptions.join(", ")}`);
    if (r.reads.length > 0) lines.push(`      reads: ${r.reads.join(", ")}`);
    if (r.source !== undefined) lines.push(`      defined at: ${r.source}`);
  }
  return lines.join("\n");
}
