/**
 * dl-vrag/20–22: freight on the goods saved, or the goods left for the freight,
 * and no average out of stranded goods.
 */

import type { Assessment, CargoLot, Money, Option, RuleContext, Shipwreck, Step } from "./kit.js";
import { at, choiceOn, evaluate, evaluateOwn, is, nameOf, note, phrases, q, rule, section } from "./kit.js";
import { type Findings, type Holding, money, none, type ShipwreckCase, shipName, total } from "./salvage-common.js";

const say = phrases("dl-vrag/20", {
  fairOn: "fair freight on his goods saved ({value}) — {what}",
  fairWhat: "Fair freight on {person}'s goods saved ({q})",
  fairBy: "good men (dl-vrag/20 names no one; compare dl-averi/43)",
  notStated: "not stated",
  fairBasis: "the freight agreed ({agreed}), the part of the voyage done ({done}) and the goods saved ({value})",
  agreedNotStated: "the freight agreed is not stated",
  doneNotStated: "the part of the voyage done is not stated (Q-V13 R1)",
  proRata: "the freight agreed, {agreed}, for the {done} of the voyage done (Q-V13 R1)",
  full: "the full freight agreed on the goods saved (Q-V13 R2)",
  asFair: "as assessors find fair (Q-V13 R3)",
  allLeft: "all his goods saved ({value}) are the skipper's, in place of the freight",
  partLeft: "part of his goods ({value}) are the skipper's in place of freight on them (Q-V14 R2); on the rest: {rest}",
  onlySome:
    "{person} has chosen to leave only some of his goods to the skipper; he may leave all of them or pay the freight (Q-V14 R1), so the choice is still open and the freight is reckoned on all.",
  pay: "pay the skipper fair freight on his goods saved",
  leaveAll: "leave all his goods saved to the skipper in place of the freight",
  leavePart: "leave part of the goods to the skipper and pay freight on the rest (Q-V14 R2)",
  ownShip: "{person} shipped his own goods in his own ship: no freight.",
  notLost:
    "The ship is not lost as Q-V01 reads 'bliver': dl-vrag/20–21 do not apply; the freight follows the bargain and dl-averi (e.g. dl-averi/42–43), which are not decided here.",
  section: "Freight on the goods saved",
  whose: "{person}: {label}",
  goods: "goods",
  inKind: "in kind, in place of the freight: the goods he left to the skipper ({goods}, worth {worth})",
});

const said = phrases("dl-vrag/22", {
  mayBeGeneral:
    "the running ashore may be general average under dl-averi/20–25, to be decided under that chapter (Q-V15 R1)",
  noAverage: "no average is owed out of the goods saved of {names} for the ship or the goods lost",
  noAverageR2: "no average is owed out of the goods saved of {names} for the ship or the goods lost (Q-V15 R2)",
  runAshore:
    "{ship} was run ashore on purpose to save ship and goods: under Q-V15 R1 that is general average (dl-averi/20–25), not a stranding under dl-vrag/22. Decide the average as a case under dl-averi.",
  notStranded: "She did not strand: dl-vrag/22 speaks of stranded goods.",
  section: "Average out of the goods saved",
});

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
    description: say.fairOn({ value: value.format(), what }),
    assessment: {
      what: say.fairWhat({ person: nameOf(x.s.holding.who), q: q(ctx, "reasonable_freight") }),
      by: say.fairBy(),
      basis: say.fairBasis({
        agreed: agreed ? agreed.format() : say.notStated(),
        done: done ? done.toString() : say.notStated(),
        value: value.format(),
      }),
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
    if (!agreed) return assessed(x, ctx, say.agreedNotStated());
    if (!done) return assessed(x, ctx, say.doneNotStated());
    return {
      amount: agreed.times(done),
      description: say.proRata({ agreed: agreed.format(), done: done.toString() }),
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
    if (!agreed) return assessed(x, ctx, say.agreedNotStated());
    return { amount: agreed, description: say.full() };
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
  gives: (x, ctx) => assessed(x, ctx, say.asFair()),
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
        description: say.allLeft({ value: leftValue.format() }),
      };
    }
    const due = fairOn(s, rest, ctx);
    return {
      ...due,
      left,
      description: say.partLeft({ value: leftValue.format(), rest: due.description }),
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
            warning: say.onlySome({ person: nameOf(s.holding.who) }),
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
    choices: [say.pay(), say.leaveAll(), ...(s.mayLeave === "part" ? [say.leavePart()] : [])],
    provisions: [at(21)],
  };
}

export function freight(c: ShipwreckCase, lost: boolean, ctx: RuleContext): Findings {
  const out = none();
  const steps: Step[] = [];
  for (const holding of c.shippers()) {
    if (holding.who.id === c.skipper.id) {
      steps.push(note(say.ownShip({ person: nameOf(holding.who) }), [at(20)]));
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
      label: say.whose({ person: nameOf(holding.who), label: o.step.label }),
      ...(ctx.explain !== false && under.length > 0 ? { children: under } : {}),
    });
    if (!o.applied || due === undefined) continue;
    if (due.left.length > 0) {
      out.liabilities.push({
        from: holding.who.id,
        to: c.skipper.id,
        description: say.inKind({
          goods: due.left.map((l) => l.what ?? say.goods()).join(", "),
          worth: c.cargoValue(due.left).format(),
        }),
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
    steps.push(note(say.notLost(), [at(20)]));
  }
  out.steps.push(section(say.section(), [at(20), at(21)], steps));
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
  gives: () => said.mayBeGeneral(),
});

const noAverageOutOfStrandedGoods = rule<ShipwreckCase, string>({
  id: "dl-vrag/22#no-average",
  reads: ["facts.people[].name", "facts.shipwreck.cargo[].{owner,value_saved}", "facts.shipwreck.how"],
  label: "when stranded goods are salvaged, no average is owed out of them for the goods or the ship that were lost",
  provisions: [at(22)],
  when: (c) => STRANDED.includes(c.wreck.how),
  gives: (c) => {
    const names = c
      .merchants()
      .map((m) => nameOf(m.who))
      .join(", ");
    return c.wreck.how === "run_ashore" ? said.noAverageR2({ names }) : said.noAverage({ names });
  },
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
      message: said.runAshore({ ship: { The: shipName(c.ship) } }),
      provisions: [at(22), "dl-averi/20", "dl-averi/25"],
    });
  }
  if (!o.applied) steps.push(note(said.notStranded(), [at(22)]));
  out.steps.push(section(said.section(), [at(22)], steps));
  return out;
}
