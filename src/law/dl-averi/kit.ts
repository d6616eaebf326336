/**
 * The vocabulary of Danske Lov 4-4 (dl-averi): its provisions, its readings, and
 * the statute kit of core/kit.ts. Every law file of the chapter is written in it
 * and in the files of the chapter alone: this is the one file that reaches out,
 * to core/ (rules, notes, money, dates, names, errors, shares), to the formats of
 * the chapter's kinds in cases/, to the statute module's frame, and to the
 * readings the Danish Law's two chapters share.
 */

import type { Allocation, AverageStatement, DeterminationBody, Fund } from "../../core/determination.js";
import type { Step } from "../../core/explain.js";
import { type KindParts, kindBody, kindRoot, provisionOf, readingAsk } from "../../core/kit.js";
import { evaluate, type Rule, type RuleContext } from "../../core/rule.js";
import type { DecideContext } from "../statute.js";
import type {
  CarriageReading,
  CollisionReading,
  GaReading,
  LightsReading,
  PilotReading,
  ShipwreckReading,
} from "./reading-names.js";

export type { CarriageFacts, CarriagePerson, DrivenOffFacts, UnfitFacts } from "../../cases/kinds/carriage.js";

export { carriageFactsJsonSchema, carriageFactsSchema } from "../../cases/kinds/carriage.js";
export type {
  CollisionFacts,
  CollisionParcel,
  CollisionPerson,
  CollisionShip,
  Incident,
  OathState,
} from "../../cases/kinds/collision.js";
export { collisionFactsJsonSchema, collisionFactsSchema } from "../../cases/kinds/collision.js";
export type {
  CargoParcel,
  Emergency,
  GaPerson,
  GeneralAverageFacts,
  HarbourTheft,
  Injury,
  Sacrifice,
} from "../../cases/kinds/general-average.js";
export { generalAverageFactsJsonSchema, generalAverageFactsSchema } from "../../cases/kinds/general-average.js";
export type { Darkness, FalseLight, LightsFacts, LightsPerson, LightsShip } from "../../cases/kinds/lights.js";
export { lightsFactsJsonSchema, lightsFactsSchema } from "../../cases/kinds/lights.js";
export type { Pilot, PilotHireDamage, PilotHireFacts, PilotHireParcel } from "../../cases/kinds/pilot-hire.js";
export { pilotHireFactsJsonSchema, pilotHireFactsSchema, SHIP_INTEREST } from "../../cases/kinds/pilot-hire.js";
export type { Seaman, ShipwreckFacts, ShipwreckParcel } from "../../cases/kinds/shipwreck.js";
export { shipwreckFactsJsonSchema, shipwreckFactsSchema } from "../../cases/kinds/shipwreck.js";
export type { Interest } from "../../core/average.js";
export { adjust } from "../../core/average.js";
export type {
  AverageBalance,
  AverageLine,
  AverageStatement,
  OutsideReference,
  Particulars,
  QuantityLine,
  QuantityShares,
  ScheduleItem,
  SeparateAverage,
} from "../../core/determination.js";
export { IssueList, notWhole } from "../../core/errors.js";
export { LOD_SILVER, MoneyError, RIGSDALER } from "../../core/money.js";
export { theShip } from "../../core/names.js";
export { STRANDING_VS_BEACHING } from "../danske-lov/shared-readings.js";
// What every statute's kit hands out alike (../kit-common.ts).
export * from "../kit-common.js";

/** A provision of the chapter: at(23) is "dl-averi/23". */
export const at: (n: number) => string = provisionOf("dl-averi");

/**
 * A provision of either chapter of the Danish Law, where a rule of this one cites
 * the other: provision("dl-vrag", 22) is "dl-vrag/22".
 */
export function provision(statute: "dl-averi" | "dl-vrag", n: number): string {
  return provisionOf(statute)(n);
}

/**
 * The context a kind's rules run in, made from what the engine hands the kind:
 * the case's readings, and whether the explanation is to be built. Without it the
 * rules run, consult the same readings and give the same values, and leave no
 * steps.
 */
export function ruleContext(dctx: DecideContext): RuleContext {
  return { readings: dctx.readings, explain: dctx.explain !== false };
}

/** What a kind of the chapter found: its situation, and the fund it divides where it divides one. */
export interface Found {
  readonly situation: string;
  readonly funds?: Fund[];
  readonly allocations?: Allocation[];
  readonly statement?: AverageStatement | undefined;
}

/**
 * A kind of the chapter decided under its rule: `decide` runs the kind's rules in
 * the context made from `dctx` (the explanation flag carried), collecting into
 * `out` and handing each part's step to `add` in order (a part with nothing to
 * decide hands none); what it found closes the determination, under the kind's
 * rule applied to the situation.
 */
export function decideUnder<O extends KindParts>(
  kindRule: Rule<string, string>,
  dctx: DecideContext,
  out: O,
  decide: (ctx: RuleContext, out: O, add: (...steps: (Step | undefined)[]) => void) => Found,
): DeterminationBody {
  const ctx = ruleContext(dctx);
  const steps: Step[] = [];
  const found = decide(ctx, out, (...more) => {
    for (const s of more) if (s) steps.push(s);
  });
  const { situation, ...division } = found;
  return kindBody(situation, out, kindRoot(kindRule, situation, steps, ctx), division);
}

/** The chapter's readings, by name. */
export type DlAveriReading =
  | CarriageReading
  | CollisionReading
  | GaReading
  | LightsReading
  | PilotReading
  | ShipwreckReading;

/**
 * reading(ctx, name), is(ctx, name, code), q(ctx, name) ("Q-A11 R1") and
 * choiceOn(name, show) for the chapter's readings.
 */
export const { reading, is, q, choiceOn } = readingAsk<DlAveriReading>();

/**
 * What a choice declared with choiceOn makes for the case's readings: the value
 * of its base rule, or of the exception that applies. Given `steps`, the choice is
 * told there as a step of the explanation.
 */
export function chosen<I, V>(r: Rule<I, V>, input: I, ctx: RuleContext, steps?: Step[]): V {
  const o = evaluate(r, input, ctx);
  if (!o.applied) throw new Error(`internal: ${r.id} made no choice`);
  if (steps !== undefined && ctx.explain !== false) steps.push(o.step);
  return o.value as V;
}

/** How an average statement's balances are paid (core/settlement.ts), which the register settles with too. */
export { type SideDebt, settlement } from "../../core/settlement.js";
