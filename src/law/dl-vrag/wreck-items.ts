/**
 * dl-vrag/10, 11: each item sound, to be saved, or to be sold at once; and whether
 * the money from goods sold stands in for them (Q-V07).
 */

import type { Assessment, Json, Money, Obligation, Option, RuleContext, Step, Warning } from "./kit.js";
import { at, evaluate, is, q, rule } from "./kit.js";
import { type Item, itemName, optionalMoney, type Party } from "./wreck-common.js";

// ---------------------------------------------------------------------------
// dl-vrag/10–11: each item, sound, to be saved, or to be sold

type FateKind = "sound" | "restore" | "sell" | "judge";

interface Fate {
  readonly kind: FateKind;
  readonly reason: string;
  readonly provisions: readonly string[];
}

const isSpoilt = (it: Item): boolean => it.damaged === true || it.wet === true;
export const spoilt = (it: Item): string =>
  [it.damaged ? "damaged" : "", it.wet ? "wet" : ""].filter(Boolean).join(" and ");

function itemFacts(it: Item): Record<string, Json> {
  const f: Record<string, Json> = { damaged: it.damaged ?? false, wet: it.wet ?? false };
  if (it.restorable !== undefined) f.restorable = it.restorable;
  if (it.restoring_cost !== undefined) f.restoring_cost = String(it.restoring_cost);
  if (it.sold_for !== undefined) f.sold_for = String(it.sold_for);
  if (it.sold_on !== undefined) f.sold_on = it.sold_on;
  return f;
}

const savedAtTheirCost = rule<Item, Fate>({
  id: "dl-vrag/10#restore",
  reads: ["facts.items[].{damaged,restorable,restoring_cost,sold_for,sold_on,wet}"],
  label: "damaged or wet goods that can be saved are saved, at the cost of whoever is to have them back",
  provisions: [at(10)],
  when: (it) => isSpoilt(it) && it.restorable === true,
  gives: (it) => ({
    kind: "restore",
    reason: `${spoilt(it)}, and can be saved: to be saved at the cost of whoever is to have it back`,
    provisions: [at(10)],
  }),
  facts: itemFacts,
  show: (v) => v.reason,
});

const soldAtOnce = rule<Item, Fate>({
  id: "dl-vrag/11#sell",
  reads: ["facts.items[].{damaged,restorable,restoring_cost,sold_for,sold_on,wet}"],
  label: "goods that cannot be saved may be sold at once and turned into money, as dear as can be",
  provisions: [at(11)],
  when: (it) => isSpoilt(it) && it.restorable === false,
  gives: (it) => ({
    kind: "sell",
    reason: `${spoilt(it)}, and cannot be saved: it may be sold at once, at the best price obtainable`,
    provisions: [at(11)],
  }),
  facts: itemFacts,
  show: (v) => v.reason,
});

const whetherItCanBeSaved = rule<Item, Fate>({
  id: "dl-vrag/10#judge",
  reads: ["facts.items[].{damaged,restorable,restoring_cost,sold_for,sold_on,wet}"],
  label: "whether damaged or wet goods can be saved decides between saving them and selling them",
  provisions: [at(10), at(11)],
  when: (it) => isSpoilt(it) && it.restorable === undefined,
  gives: (it) => ({
    kind: "judge",
    reason: `${spoilt(it)}; whether it can be saved is not said, and must be judged`,
    provisions: [at(10), at(11)],
  }),
  facts: itemFacts,
  show: (v) => v.reason,
});

const keptAsItIs = rule<Item, Fate>({
  id: "dl-vrag/8#kept",
  reads: ["facts.items[].{damaged,restorable,restoring_cost,sold_for,sold_on,wet}"],
  label: "what is salvaged is kept as it is, in safe keeping",
  provisions: [at(8)],
  gives: () => ({ kind: "sound", reason: "neither damaged nor wet: kept as it is", provisions: [at(8)] }),
  facts: itemFacts,
  show: (v) => v.reason,
  exceptions: [savedAtTheirCost, soldAtOnce, whetherItCanBeSaved],
});

export interface Judged {
  readonly item: Item;
  readonly fate: Fate;
  readonly step: Step;
  /** What saving it cost, when given. */
  readonly cost: Money | undefined;
  /** What it fetched when sold, when it was. */
  readonly fetched: Money | undefined;
}

export function judge(item: Item, index: number, ctx: RuleContext): Judged {
  const o = evaluate(keptAsItIs, item, ctx);
  return {
    item,
    fate: o.value as Fate,
    step: { ...o.step, label: `${itemName(item)}: ${o.step.label}` },
    cost: optionalMoney(item.restoring_cost, `facts.items[${index}].restoring_cost`),
    fetched: optionalMoney(item.sold_for, `facts.items[${index}].sold_for`),
  };
}

export const sold = (j: Judged): boolean => j.fetched !== undefined;
/** The items whose saving costs count under dl-vrag/10: saved, not sold. */
export const restored = (js: readonly Judged[]): Judged[] => js.filter((j) => j.fate.kind === "restore" && !sold(j));

const JUDGE_SAVING =
  "not named by the text: the amtmand or the landowner, who must have the goods saved (dl-vrag/10) or may sell them (dl-vrag/11)";

/** What dl-vrag/10–11 ask of 'the persons named above', the amtmand or the landowner. */
export function itemDuties(
  j: Judged,
  bound: Party,
): { obligations: Obligation[]; options: Option[]; assessments: Assessment[] } {
  const name = itemName(j.item);
  const none = { obligations: [], options: [], assessments: [] };
  switch (j.fate.kind) {
    case "restore":
      if (sold(j)) return none;
      return {
        ...none,
        obligations: [
          {
            who: bound.id,
            what: `have ${name} saved (dried, aired, repacked as it needs), at the cost of whoever is to have it back`,
            provisions: [at(10)],
          },
        ],
      };
    case "sell":
      if (sold(j)) return none;
      return {
        ...none,
        options: [
          {
            holder: bound.id,
            choices: [`sell ${name} at once and turn it into money, at the best price obtainable`],
            lapse: "'straks': the leave is to sell at once, before the goods spoil further",
            provisions: [at(11)],
          },
        ],
      };
    case "judge":
      return {
        ...none,
        assessments: [
          {
            what: `Whether ${name}, ${spoilt(j.item)}, can be saved`,
            by: JUDGE_SAVING,
            basis:
              "goods that can be saved are saved at the cost of whoever has them back (dl-vrag/10); goods that cannot may be sold at once (dl-vrag/11)",
            status: "needed",
            provisions: [at(10), at(11)],
          },
        ],
      };
    default:
      return none;
  }
}

export function itemWarnings(j: Judged): Warning[] {
  const name = itemName(j.item);
  const out: Warning[] = [];
  if (sold(j) && j.fate.kind !== "sell" && j.fate.kind !== "judge") {
    out.push({
      message: `${name} was sold though it ${j.fate.kind === "restore" ? "could be saved" : "is not said to be damaged or wet"}: dl-vrag/11 gives leave to sell only goods that cannot be saved. The money is dealt with as the proceeds of the goods.`,
      provisions: [at(11)],
    });
  }
  const costCounts = j.fate.kind === "restore" && !sold(j);
  if (j.cost !== undefined && !costCounts) {
    out.push({
      message: `The cost of saving ${name} is left out: dl-vrag/10 charges the cost of saving only goods that are damaged or wet, can be saved, and are kept.`,
      provisions: [at(10)],
    });
  }
  if (costCounts && j.cost === undefined) {
    out.push({
      message: `The cost of saving ${name} is not given, so the money cannot be settled until it is known.`,
      provisions: [at(10)],
    });
  }
  return out;
}

export function itemsStep(js: readonly Judged[]): Step {
  return {
    label: "The goods salvaged, item by item",
    provisions: [at(8), at(10), at(11)],
    status: "applied",
    value: js.map((j) => `${itemName(j.item)}: ${j.fate.kind}`),
    children: js.map((j) => j.step),
  };
}

// ---------------------------------------------------------------------------
// dl-vrag/11 and Q-V07: the money from goods sold at once

const moneyLeftOpen = rule<Money, boolean>({
  id: "dl-vrag/11#proceeds-open",
  label: "the text does not say what becomes of the money from goods sold at once (Q-V07 R2)",
  provisions: [at(11)],
  when: (_, ctx) => !is(ctx, "proceeds_substitute", "R1"),
  gives: () => false,
  readings: ["proceeds_substitute"],
  show: () => "left open",
});

export const moneyStandsIn = rule<Money, boolean>({
  id: "dl-vrag/11#proceeds",
  label:
    "the money from goods sold at once takes their place: held for the owner, and otherwise it goes with the wreck (Q-V07 R1)",
  provisions: [at(11), at(9), at(13)],
  gives: () => true,
  facts: (m) => ({ proceeds: m.format() }),
  readings: ["proceeds_substitute"],
  show: () => "held for the owner",
  exceptions: [moneyLeftOpen],
});

export function moneyLeftOpenWarning(proceeds: Money, ctx: RuleContext): Warning {
  return {
    message: `What becomes of the ${proceeds.format()} the goods sold at once fetched is left open (${q(ctx, "proceeds_substitute")}): the text does not say the money stands in for the goods, so sealaw gives none of it to anyone.`,
    provisions: [at(11)],
  };
}
