/**
 * dl-vrag/20–22: freight on the goods saved, or the goods left for the freight,
 * and no average out of stranded goods.
 */

import type { Assessment, CargoLot, Money, Option, RuleContext, Shipwreck, Step } from "./kit.js";
import { at, choiceOn, evaluate, evaluateOwn, is, nameOf, note, q, rule, section, The } from "./kit.js";
import { type Findings, type Holding, money, none, type ShipwreckCase, shipName, total } from "./salvage-common.js";

// ---------------------------------------------------------------------------
// dl-vrag/20, /21: freight on the goods saved, or the goods for the freight

/** What dl-vrag/21 lets the shipper leave to the skipper in place of the freight (Q-V14). */
type MayLeave = "all" | "part";

interface Shipment {
  readonly c: ShipwreckCase;
  readonly holding: Holding;
  readonly lost: boolean;
  /** What he may leave, as the reading of dl-vrag/21 found. */
  readonly mayLeave: MayLeave;
}

interface FreightDue {
  /** The lots left to the skipper in place of freight. */
  readonly left: readonly CargoLot[];
  /** The freight owed on the rest, when a figure. */
  readonly amount?: Money;
  readonly description: string;
  readonly assessment?: Assessment;
  readonly warning?: string;
  /** The step of the rule that found what fair freight is on the goods it falls on. */
  readonly fair?: Step;
}

type Fair = Omit<FreightDue, "left" | "fair">;

/** The goods of a shipper on which fair freight is owed. */
interface FreightOn {
  readonly s: Shipment;
  readonly lots: readonly CargoLot[];
}

const agreedOn = ({ s, lots }: FreightOn): Money | undefined =>
  lots.every((l) => l.freight !== undefined)
    ? total(
        s.c.currency,
        lots.map((l) => money(l.freight, `facts.shipwreck.cargo[${s.c.lotIndex(l)}].freight`)),
      )
    : undefined;

/** Fair freight left to good men: the assessment asked for, and why. */
function assessed(x: FreightOn, ctx: RuleContext, what: string): Fair {
  const c = x.s.c;
  const agreed = agreedOn(x);
  const done = c.wreck.voyage_done;
  const value = c.cargoValue(x.lots);
  return {
    description: `fair freight on his goods saved (${value.format()}) — ${what}`,
    assessment: {
      what: `Fair freight on ${nameOf(x.s.holding.who)}'s goods saved (${q(ctx, "reasonable_freight")})`,
      by: "good men (dl-vrag/20 names no one; compare dl-averi/43)",
      basis: `the freight agreed (${agreed ? agreed.format() : "not stated"}), the part of the voyage done (${done ? done.toString() : "not stated"}) and the goods saved (${value.format()})`,
      status: "needed",
      provisions: [at(20)],
    },
  };
}

/** Q-V13 R1: 'billig fragt' is the freight agreed for the part of the voyage done (cf. dl-averi/2). */
const freightProRata = rule<FreightOn, Fair>({
  id: "dl-vrag/20#pro-rata",
  reads: ["facts.people[].name", "facts.shipwreck.cargo[].{freight,value_saved}", "facts.shipwreck.voyage_done"],
  label: "fair freight is the freight agreed for the part of the voyage done (Q-V13 R1)",
  provisions: [at(20)],
  readings: ["reasonable_freight"],
  when: (_x, ctx) => is(ctx, "reasonable_freight", "R1"),
  gives: (x, ctx) => {
    const agreed = agreedOn(x);
    const done = x.s.c.wreck.voyage_done;
    if (!agreed) return assessed(x, ctx, "the freight agreed is not stated");
    if (!done) return assessed(x, ctx, "the part of the voyage done is not stated (Q-V13 R1)");
    return {
      amount: agreed.times(done),
      description: `the freight agreed, ${agreed.format()}, for the ${done.toString()} of the voyage done (Q-V13 R1)`,
    };
  },
  show: (v) => v.description,
});

/** Q-V13 R2: 'billig fragt' is the full freight agreed on the goods salvaged. */
const freightInFull = rule<FreightOn, Fair>({
  id: "dl-vrag/20#full-freight",
  reads: ["facts.people[].name", "facts.shipwreck.cargo[].{freight,value_saved}", "facts.shipwreck.voyage_done"],
  label: "fair freight is the full freight agreed on the goods saved (Q-V13 R2)",
  provisions: [at(20)],
  readings: ["reasonable_freight"],
  when: (_x, ctx) => is(ctx, "reasonable_freight", "R2"),
  gives: (x, ctx) => {
    const agreed = agreedOn(x);
    if (!agreed) return assessed(x, ctx, "the freight agreed is not stated");
    return { amount: agreed, description: "the full freight agreed on the goods saved (Q-V13 R2)" };
  },
  show: (v) => v.description,
});

/** 20: 'da skal skipperen deraf have billig fragt' — what is fair, good men judge (Q-V13 R3). */
const fairFreight = rule<FreightOn, Fair>({
  id: "dl-vrag/20#fair",
  reads: ["facts.people[].name", "facts.shipwreck.cargo[].{freight,value_saved}", "facts.shipwreck.voyage_done"],
  label: "'billig fragt': the skipper has fair freight on the goods saved, as good men find it (Q-V13 R3)",
  provisions: [at(20)],
  readings: ["reasonable_freight"],
  facts: (x) => ({
    value_saved: x.s.c.cargoValue(x.lots).format(),
    freight_agreed: agreedOn(x)?.format() ?? null,
    voyage_done: x.s.c.wreck.voyage_done?.toString() ?? null,
  }),
  gives: (x, ctx) => assessed(x, ctx, "as assessors find fair (Q-V13 R3)"),
  show: (v) => v.description,
  exceptions: [freightProRata, freightInFull],
});

/** Fair freight on `lots`, with the step of the rule that found it. */
function fairOn(s: Shipment, lots: readonly CargoLot[], ctx: RuleContext): Fair & { fair: Step } {
  const o = evaluate(fairFreight, { s, lots }, ctx);
  return { ...(o.value as Fair), fair: o.step };
}

const onAbandonForFreight = choiceOn<Holding, MayLeave>("abandon_for_freight", (v) => v);

/** 21, Q-V14 R1: 'lade skipperen beholde godset for fragten' — the goods saved, all of them, for the freight. */
const whatHeMayLeave = onAbandonForFreight.base(
  {
    id: "dl-vrag/21#all",
    label: "the shipper may leave the goods saved to the skipper for the freight: all of them, or pay (Q-V14 R1)",
    provisions: [at(21)],
    gives: "all",
  },
  [
    /** Q-V14 R2: he may leave part of them and pay freight on the rest. */
    onAbandonForFreight.when("R2", {
      id: "dl-vrag/21#part",
      label: "the shipper may leave part of the goods saved to the skipper and pay freight on the rest (Q-V14 R2)",
      provisions: [at(21)],
      gives: "part",
    }),
  ],
);

const goodsLeftForTheFreight = rule<Shipment, FreightDue>({
  id: "dl-vrag/21#left",
  reads: ["facts.shipwreck.cargo[].{left_to_skipper,value_saved}"],
  label: "the shipper may let the skipper keep the goods in place of the freight",
  provisions: [at(21)],
  when: (s) => {
    const left = s.holding.lots.filter((l) => l.left_to_skipper);
    if (left.length === 0) return false;
    return left.length === s.holding.lots.length || s.mayLeave === "part";
  },
  gives: (s, ctx) => {
    const left = s.holding.lots.filter((l) => l.left_to_skipper);
    const rest = s.holding.lots.filter((l) => !l.left_to_skipper);
    const leftValue = s.c.cargoValue(left);
    if (rest.length === 0) {
      return {
        left,
        description: `all his goods saved (${leftValue.format()}) are the skipper's, in place of the freight`,
      };
    }
    const due = fairOn(s, rest, ctx);
    return {
      ...due,
      left,
      description: `part of his goods (${leftValue.format()}) are the skipper's in place of freight on them (Q-V14 R2); on the rest: ${due.description}`,
    };
  },
  show: (v) => v.description,
});

const fairFreightOnGoodsSaved = rule<Shipment, FreightDue>({
  id: "dl-vrag/20#freight",
  reads: ["facts.people[].id", "facts.shipwreck.cargo[].left_to_skipper", "facts.shipwreck.voyage_done"],
  label: "the ship is lost and the goods are salvaged: the skipper has fair freight on them",
  provisions: [at(20)],
  when: (s) => s.lost && !s.holding.value.minor.isZero(),
  gives: (s, ctx) => {
    const partial = s.holding.lots.some((l) => l.left_to_skipper);
    return {
      left: [],
      ...fairOn(s, s.holding.lots, ctx),
      ...(partial
        ? {
            warning: `${nameOf(s.holding.who)} has chosen to leave only some of his goods to the skipper; he may leave all of them or pay the freight (Q-V14 R1), so the choice is still open and the freight is reckoned on all.`,
          }
        : {}),
    };
  },
  facts: (s) => ({
    shipper: s.holding.who.id,
    value_saved: s.holding.value.format(),
    voyage_done: s.c.wreck.voyage_done?.toString() ?? null,
  }),
  show: (v) => v.description,
  exceptions: [goodsLeftForTheFreight],
});

function shippersChoice(s: Shipment): Option {
  return {
    holder: s.holding.who.id,
    choices: [
      "pay the skipper fair freight on his goods saved",
      "leave all his goods saved to the skipper in place of the freight",
      ...(s.mayLeave === "part"
        ? ["leave part of the goods to the skipper and pay freight on the rest (Q-V14 R2)"]
        : []),
    ],
    provisions: [at(21)],
  };
}

export function freight(c: ShipwreckCase, lost: boolean, ctx: RuleContext): Findings {
  const out = none();
  const steps: Step[] = [];
  for (const holding of c.shippers()) {
    if (holding.who.id === c.skipper.id) {
      steps.push(note(`${nameOf(holding.who)} shipped his own goods in his own ship: no freight.`, [at(20)]));
      continue;
    }
    // What he may leave is asked only where the freight of dl-vrag/20 is owed.
    const owed = lost && !holding.value.minor.isZero();
    const may = owed ? evaluateOwn(whatHeMayLeave, holding, ctx) : undefined;
    const s: Shipment = { c, holding, lost, mayLeave: may?.value ?? "all" };
    const o = evaluateOwn(fairFreightOnGoodsSaved, s, ctx);
    const due = o.value;
    const under = [...(o.step.children ?? []), ...(due?.fair ? [due.fair] : []), ...(may ? [may.step] : [])];
    steps.push({
      ...o.step,
      label: `${nameOf(holding.who)}: ${o.step.label}`,
      ...(ctx.explain !== false && under.length > 0 ? { children: under } : {}),
    });
    if (!o.applied || due === undefined) continue;
    if (due.left.length > 0) {
      out.liabilities.push({
        from: holding.who.id,
        to: c.skipper.id,
        description: `in kind, in place of the freight: the goods he left to the skipper (${due.left
          .map((l) => l.what ?? "goods")
          .join(", ")}, worth ${c.cargoValue(due.left).format()})`,
        provisions: [at(21)],
      });
    }
    if (due.left.length < holding.lots.length) {
      out.liabilities.push({
        from: holding.who.id,
        to: c.skipper.id,
        ...(due.amount ? { amount: due.amount.toJSON() } : {}),
        description: due.description,
        provisions: [at(20)],
      });
    }
    if (due.assessment) out.assessments.push(due.assessment);
    if (due.warning) out.warnings.push({ message: due.warning, provisions: [at(21)] });
    if (due.left.length === 0) out.options.push(shippersChoice(s));
  }
  if (!lost && c.wreck.cargo.length > 0) {
    steps.push(
      note(
        "The ship is not lost as Q-V01 reads 'bliver': dl-vrag/20–21 do not apply; the freight follows the bargain and dl-averi (e.g. dl-averi/42–43), which are not decided here.",
        [at(20)],
      ),
    );
  }
  out.steps.push(section("Freight on the goods saved", [at(20), at(21)], steps));
  return out;
}

// ---------------------------------------------------------------------------
// dl-vrag/22: salvaged stranded goods owe no average for what was lost (Q-V15)

const STRANDED: readonly Shipwreck["how"][] = ["driven_ashore", "run_ashore"];

const beachedOnPurpose = rule<ShipwreckCase, string>({
  id: "dl-vrag/22#beaching",
  reads: ["facts.shipwreck.how"],
  label: "a ship run ashore on purpose to save ship and goods is general average, not a stranding",
  provisions: [at(22), "dl-averi/25"],
  when: (c, ctx) => c.wreck.how === "run_ashore" && is(ctx, "stranding_vs_beaching", "R1"),
  gives: () =>
    "the running ashore may be general average under dl-averi/20–25, to be decided under that chapter (Q-V15 R1)",
});

const noAverageOutOfStrandedGoods = rule<ShipwreckCase, string>({
  id: "dl-vrag/22#no-average",
  reads: ["facts.people[].name", "facts.shipwreck.cargo[].{owner,value_saved}", "facts.shipwreck.how"],
  label: "when stranded goods are salvaged, no average is owed out of them for the goods or the ship that were lost",
  provisions: [at(22)],
  when: (c) => STRANDED.includes(c.wreck.how),
  gives: (c) =>
    `no average is owed out of the goods saved of ${c
      .merchants()
      .map((m) => nameOf(m.who))
      .join(", ")} for the ship or the goods lost${c.wreck.how === "run_ashore" ? " (Q-V15 R2)" : ""}`,
  facts: (c) => ({ how: c.wreck.how }),
  exceptions: [beachedOnPurpose],
});

export function average(c: ShipwreckCase, ctx: RuleContext): Findings {
  const out = none();
  if (c.wreck.cargo.length === 0) return out;
  const o = evaluateOwn(noAverageOutOfStrandedGoods, c, ctx);
  const steps: Step[] = [o.step];
  if (o.by === beachedOnPurpose.id) {
    out.warnings.push({
      message: `${The(shipName(c.ship))} was run ashore on purpose to save ship and goods: under Q-V15 R1 that is general average (dl-averi/20–25), not a stranding under dl-vrag/22. Decide the average as a case under dl-averi.`,
      provisions: [at(22), "dl-averi/20", "dl-averi/25"],
    });
  }
  if (!o.applied) steps.push(note("She did not strand: dl-vrag/22 speaks of stranded goods.", [at(22)]));
  out.steps.push(section("Average out of the goods saved", [at(22)], steps));
  return out;
}
