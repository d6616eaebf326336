/**
 * The vocabulary of Danske Lov 4-1 (dl-vrag): its provisions, its readings, and
 * the statute kit of core/kit.ts. Every law file of the chapter is written in it.
 */

import type { Step } from "../../core/explain.js";
import { evaluateOwn, provisionOf, readingAsk } from "../../core/kit.js";
import { evaluate, type Outcome, type Rule, type RuleContext } from "../../core/rule.js";
import type { FindReading } from "./find-readings.js";
import type { VragSalvageReading } from "./salvage-readings.js";

export {
  Collected,
  evaluateOwn,
  kindBody,
  kindRoot,
  kindRule,
  nameIn,
  nameOf,
  section,
  withOwnReadings,
} from "../../core/kit.js";

/** A provision of the chapter: at(13) is "dl-vrag/13". */
export const at: (n: number) => string = provisionOf("dl-vrag");

/** The chapter's readings, by name. */
export type DlVragReading =
  | VragSalvageReading
  | FindReading
  | "proceeds_substitute"
  | "aar_og_dag"
  | "aar_og_dag_start"
  | "stranding_vs_beaching";

/** reading(ctx, name), is(ctx, name, code) and q(ctx, name) ("Q-V07 R1") for the chapter's readings. */
export const { reading, is, q } = readingAsk<DlVragReading>();

/**
 * Evaluate a rule and tell its step in the case's own words (its figures and
 * names) rather than the rule's general label; the rule still decides, and its
 * step keeps its status and readings. With `own`, the rule runs with the case's
 * own readings (evaluateOwn), so that its step shows those its exceptions turned on.
 */
export function evaluateTold<I, V>(
  r: Rule<I, V>,
  input: I,
  ctx: RuleContext,
  told: (o: Outcome<V>) => Partial<Step>,
  own = false,
): Outcome<V> {
  const o = own ? evaluateOwn(r, input, ctx) : evaluate(r, input, ctx);
  if (ctx.explain === false) return o;
  return { ...o, step: { ...o.step, ...told(o) } };
}
