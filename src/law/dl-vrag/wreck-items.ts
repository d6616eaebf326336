/**
 * dl-vrag/10, 11: each item sound, to be saved, or to be sold at once; and whether
 * the money from goods sold stands in for them (Q-V07).
 */

import type { Assessment, Json, Money, Obligation, Option, RuleContext, Step, Warning } from "./kit.js";
import { at, evaluate, is, phrases, q, rule } from "./kit.js";
import { type Item, itemName, optionalMoney, type Party } from "./wreck-common.js";

const say = phrases("dl-vrag/10-11", {
  spoilt: "{state, select, damagedAndWet {damaged and wet} damagedOnly {damaged} other {wet}}",
  restore: "{state}, and can be saved: to be saved at the cost of whoever is to have it back",
  sell: "{state}, and cannot be saved: it may be sold at once, at the best price obtainable",
  judge: "{state}; whether it can be saved is not said, and must be judged",
  sound: "neither damaged nor wet: kept as it is",
  itemStep: "{item}: {label}",
  haveSaved: "have {item} saved (dried, aired, repacked as it needs), at the cost of whoever is to have it back",
  sellAtOnce: "sell {item} at once and turn it into money, at the best price obtainable",
  straks: "'straks': the leave is to sell at once, before the goods spoil further",
  whether: "Whether {item}, {state}, can be saved",
  judgeBy:
    "not named by the text: the amtmand or the landowner, who must have the goods saved (dl-vrag/10) or may sell them (dl-vrag/11)",
  judgeBasis:
    "goods that can be saved are saved at the cost of whoever has them back (dl-vrag/10); goods that cannot may be sold at once (dl-vrag/11)",
  soldThough:
    "{item} was sold though it {why, select, couldBeSaved {could be saved} other {is not said to be damaged or wet}}: dl-vrag/11 gives leave to sell only goods that cannot be saved. The money is dealt with as the proceeds of the goods.",
  costLeftOut:
    "The cost of saving {item} is left out: dl-vrag/10 charges the cost of saving only goods that are damaged or wet, can be saved, and are kept.",
  costNotGiven: "The cost of saving {item} is not given, so the money cannot be settled until it is known.",
  itemsLabel: "The goods salvaged, item by item",
  fate: "{item}: {kind, select, keptSound {sound} toRestore {restore} toSell {sell} other {judge}}",
  heldForOwner: "held for the owner",
  leftOpen: "left open",
  leftOpenWarning:
    "What becomes of the {amount} the goods sold at once fetched is left open ({reading}): the text does not say the money stands in for the goods, so sealaw gives none of it to anyone.",
});

// ---------------------------------------------------------------------------
// dl-vrag/10–11: each item, sound, to be saved, or to be sold

type FateKind = "sound" | "restore" | "sell" | "judge";

interface Fate {
  readonly kind: FateKind;
  readonly reason: string;
  readonly provisions: readonly string[];
}

const isSpoilt = (it: Item): boolean => it.damaged === true || it.wet === true;
/** "damaged", "wet", or "damaged and wet" (only for goods that are one or both). */
export function spoilt(it: Item): string {
  const damaged = it.damaged === true;
  const wet = it.wet === true;
  return say.spoilt({ state: damaged && wet ? "damagedAndWet" : damaged ? "damagedOnly" : "wetOnly" });
}

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
    reason: say.restore({ state: spoilt(it) }),
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
    reason: say.sell({ state: spoilt(it) }),
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
    reason: say.judge({ state: spoilt(it) }),
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
  gives: () => ({ kind: "sound", reason: say.sound(), provisions: [at(8)] }),
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
    step: { ...o.step, label: say.itemStep({ item: itemName(item), label: o.step.label }) },
    cost: optionalMoney(item.restoring_cost, `facts.items[${index}].restoring_cost`),
    fetched: optionalMoney(item.sold_for, `facts.items[${index}].sold_for`),
  };
}

export const sold = (j: Judged): boolean => j.fetched !== undefined;
/** The items whose saving costs count under dl-vrag/10: saved, not sold. */
export const restored = (js: readonly Judged[]): Judged[] => js.filter((j) => j.fate.kind === "restore" && !sold(j));

const JUDGE_SAVING = say.judgeBy();

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
            what: say.haveSaved({ item: name }),
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
            choices: [say.sellAtOnce({ item: name })],
            lapse: say.straks(),
            provisions: [at(11)],
          },
        ],
      };
    case "judge":
      return {
        ...none,
        assessments: [
          {
            what: say.whether({ item: name, state: spoilt(j.item) }),
            by: JUDGE_SAVING,
            basis: say.judgeBasis(),
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
      message: say.soldThough({ item: name, why: j.fate.kind === "restore" ? "couldBeSaved" : "notSpoilt" }),
      provisions: [at(11)],
    });
  }
  const costCounts = j.fate.kind === "restore" && !sold(j);
  if (j.cost !== undefined && !costCounts) {
    out.push({
      message: say.costLeftOut({ item: name }),
      provisions: [at(10)],
    });
  }
  if (costCounts && j.cost === undefined) {
    out.push({
      message: say.costNotGiven({ item: name }),
      provisions: [at(10)],
    });
  }
  return out;
}

/** A fate as a select of the message says it: keys that are no text a message says. */
const FATE_KEYS: Record<FateKind, string> = {
  sound: "keptSound",
  restore: "toRestore",
  sell: "toSell",
  judge: "toJudge",
};

export function itemsStep(js: readonly Judged[]): Step {
  return {
    label: say.itemsLabel(),
    provisions: [at(8), at(10), at(11)],
    status: "applied",
    value: js.map((j) => say.fate({ item: itemName(j.item), kind: FATE_KEYS[j.fate.kind] })),
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
  show: () => say.leftOpen(),
});

export const moneyStandsIn = rule<Money, boolean>({
  id: "dl-vrag/11#proceeds",
  label:
    "the money from goods sold at once takes their place: held for the owner, and otherwise it goes with the wreck (Q-V07 R1)",
  provisions: [at(11), at(9), at(13)],
  gives: () => true,
  facts: (m) => ({ proceeds: m.format() }),
  readings: ["proceeds_substitute"],
  show: () => say.heldForOwner(),
  exceptions: [moneyLeftOpen],
});

export function moneyLeftOpenWarning(proceeds: Money, ctx: RuleContext): Warning {
  return {
    message: say.leftOpenWarning({ amount: proceeds.format(), reading: q(ctx, "proceeds_substitute") }),
    provisions: [at(11)],
  };
}
