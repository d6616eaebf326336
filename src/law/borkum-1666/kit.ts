/**
 * The vocabulary of the Borkum Rolle of 1666: its provisions, its readings, and
 * the statute kit of core/kit.ts. Every law file of the Rolle is written in it.
 */

import type { Step } from "../../core/explain.js";
import { type KindRoot, provisionOf, readingAsk } from "../../core/kit.js";
import { evaluate, type Rule, type RuleContext } from "../../core/rule.js";
import type { PilotageReading } from "./pilotage-readings.js";
import type { BorkumReading } from "./readings.js";
import type { WreckReading } from "./wreck-readings.js";

export {
  Collected,
  evaluateOwn,
  evaluateTold,
  kindBody,
  nameIn,
  nameOf,
  section,
  withOwnReadings,
} from "../../core/kit.js";

/** A provision of the Rolle: at("6.3") is "borkum-1666/6.3". */
export const at: (n: string) => string = provisionOf("borkum-1666");

/** The Rolle's readings, by name. */
export type RolleReading = BorkumReading | PilotageReading | WreckReading;

/** reading(ctx, name), is(ctx, name, code) and q(ctx, name) ("Q-B03 R2") for the Rolle's readings. */
export const { reading, is, q } = readingAsk<RolleReading>();

/**
 * What the rule of a kind gives: the situation the kind found, so that its step,
 * told in the case's words, is the root of the kind's explanation.
 */
export const theSituation = (situation: string): string => situation;

/**
 * The root of a kind's explanation, from its rule: the situation as its value,
 * the label and provisions of this case, over the case's steps.
 */
export function rootOf(
  r: Rule<string, string>,
  situation: string,
  ctx: RuleContext,
  told: { label: string; provisions: readonly string[]; children: Step[] },
): KindRoot {
  const o = evaluate(r, situation, ctx);
  return {
    rule: r.id,
    label: told.label,
    provisions: told.provisions,
    children: told.children,
    value: o.value ?? null,
  };
}
