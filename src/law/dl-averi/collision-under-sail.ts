/**
 * dl-averi/6–10: two ships under sail, and a ship lying still run into by one under sail.
 */

import type { Bearing, Case, Decided, Settlement, ShipView, Side } from "./collision-common.js";
import {
  damaged,
  fixed,
  flowWords,
  fmt,
  goodsDamage,
  goodsLosses,
  HALF,
  judgedParts,
  lossesOf,
  lossNote,
  nameInSentence,
  ownerWord,
  route,
  settle,
  settled,
  shareBy,
  shipFact,
  shipOf,
  showDecided,
  tell,
  totalOf,
} from "./collision-common.js";
import { andList } from "./joins.js";
import type { Collected, Incident, Json, Money, OathState, PartyRef, RuleContext, Step } from "./kit.js";
import {
  at,
  choiceOn,
  chosen,
  evaluate,
  note,
  phrases,
  q,
  Rational,
  rule,
  the,
  theShip,
  withOwnReadings,
} from "./kit.js";

// 6: two ships under sail

const say = phrases("dl-averi/6", {
  twoShips: "the two ships' damage",
  shipsAndGoods: "the ships' and the goods' damage",
  theShips: "the ships (their owners)",
  theSkippers: "the skippers personally",
  terms: "{a}, {b}",
  skipperPersonally: "{skipper}, skipper of {ship}, personally",
  ship: "{ship}",
  skipperReason: "as skipper of {ship}, half the pooled damage out of his own means ({terms})",
  shipReason: "as {ship} ({owner}), half the pooled damage ({terms})",
  skipperPays: "his half of the pooled damage of {pool} (dl-averi/6; {terms})",
  shipPays: "{ship}'s half of the pooled damage of {pool}, less her own damage (dl-averi/6; {terms})",
  label: "The damage of the collision under sail, {what}, pooled and borne half and half ({at})",
  labelShipsAndGoods: "ships and goods",
  labelBothShips: "both ships",
  swear: "swear with his crew of {ship} that the collision happened by mischance ('af uråd') and not on purpose",
  swearSworn:
    "swear with his crew of {ship} that the collision happened by mischance ('af uråd') and not on purpose — sworn, as the case says",
  swearRefused:
    "swear with his crew of {ship} that the collision happened by mischance ('af uråd') and not on purpose — the case says it is not sworn",
  notPooled: "Not pooled under Q-A03 R1, the goods' damage lies with their owners",
  couldAvoid:
    "{a} and {b} could have avoided each other: dl-averi/6 speaks of ships that cannot; the text gives no rule for this case, and sealaw fixes no liability.",
  neitherDamaged:
    "dl-averi/6 speaks of two ships that both take damage; here neither did: the text gives no rule for this case, and sealaw fixes no liability.",
  onlyDamaged:
    "dl-averi/6 speaks of two ships that both take damage; here only {ships} did: the text gives no rule for this case, and sealaw fixes no liability.",
  refused:
    "{skippers} with {n, plural, one {his crew has} other {their crews have}} not sworn that it happened by mischance and not on purpose: dl-averi/6 does not apply without both oaths, and the text gives no rule for this case, and sealaw fixes no liability. Had both sworn: {would}.",
  pending:
    "dl-averi/6 applies only when both skippers with their crews have sworn that it happened by mischance and not on purpose; {skippers} {n, plural, one {has} other {have}} not yet sworn, and until then sealaw fixes no liability. Once both have sworn: {would}.",
});

const say7 = phrases("dl-averi/7-10", {
  shipWithinValue: "the ship, within her value",
  ownersPersonally: "her owners, personally",
  lyingDamage: "the damage to the ship lying still and the goods in her",
  bothPooled: "both ships' damage, pooled",
  skipperOwnProperty: "{skipper}, skipper of {ship}, out of his own property",
  skipperReason:
    "the skipper who did the damage pays all of it out of his own money, as far as his property ({means}) reaches",
  skipperPays: "all the damage he did, out of his own money as far as his property reaches (dl-averi/7)",
  theShipNamed: "The ship {name}",
  theShipIn: "the ship {name}",
  shipRole: "{ship} herself, whose value answers for what her skipper cannot pay (Q-A04 R1)",
  withinValue: "{ship}, within her value",
  shipReasonValue: "what the skipper cannot pay is charged on the ship, within her value of {value} ({q})",
  shipReasonNoValue:
    "what the skipper cannot pay is charged on the ship, within her value (still to be assessed) ({q})",
  shipPaysValue:
    "the rest of the damage, which the skipper cannot pay, charged on the ship within her value of {value} (dl-averi/7; Q-A04 R1)",
  shipPaysNoValue:
    "the rest of the damage, which the skipper cannot pay, charged on the ship within her value, still to be assessed (dl-averi/7; Q-A04 R1)",
  ownersLabel: "the owners of {ship}, personally",
  ownersReason: "what the skipper cannot pay, the owners of {ship} answer for ({q})",
  ownersPay: "the rest of the damage, which the skipper cannot pay (dl-averi/7; Q-A04 R2)",
  unpaidReason:
    "reached neither by the skipper's property nor by the ship's value: it lies with those who lost it, in proportion to their damage",
  neglectLabel: "The damage to {lying} and the goods in her, made good by {sailing}'s skipper and then her ship ({at})",
  asAssessed: "as the good men assessed",
  toMakeGood: "{pool} to be made good by both ships in the proportions good men think reasonable",
  ship: "{ship}",
  necessityReason: "{ship} ({owner}) bears {share} of the damage, {how} ({terms})",
  necessityPays: "{ship}'s part of the damage from necessity, {how} (dl-averi/10; {terms})",
  necessityLabelPooled: "The damage from necessity, both ships' damage pooled, made good by both ships ({at})",
  necessityLabel:
    "The damage from necessity, the damage to {ship} and the goods in her, made good by both ships ({at})",
  allTheDamage:
    "all the damage, {pool}, from the skipper's own property as far as it reaches, which the case does not give",
  answers: "answers",
  doesNotAnswer: "does not answer",
  ownDamage: "{amount}, borne by {who} ({role})",
  neglectFinding:
    "Whether the damage came of {ship}'s skipper's neglect and bad look-out (dl-averi/7), or of necessity (dl-averi/10)",
  elsewhere:
    "dl-averi/7–10 speak of a ship lying in harbour or in a roadstead; {ship} lay elsewhere, and the text gives no rule for this case: sealaw fixes no liability.",
  courtHears: "not named by the text: the court that hears the case",
  findingBasis:
    "dl-averi/7 applies 'om det sker for hans forsømmelse og onde forsyn', dl-averi/10 'sker skaden af nøds sag'; give the finding as facts.incident.cause",
  valueOf: "The value of {ship}, within which the rest of the damage is charged on her",
  notNamed: "not named by the text",
  valueBasis:
    "dl-averi/7 'da gælde skibet skaden' read as the ship's value answering (Q-A04 R1); give it as the ship's value",
  unpaid:
    "{amount} of the damage is reached neither by the skipper's property nor by the value of {ship}: the text gives no further recourse, and it lies with those who lost it.",
  meansOf: "What {ship}'s skipper's own property is worth ('så vidt hans gods kan tilstrække')",
  meansBasis:
    "dl-averi/7: the skipper pays out of his own money as far as his property reaches, the ship the rest; give it as the ship's skipper_means",
  allDamageTo: "all the damage to {what}, {amount}, out of his own money as far as his property reaches (dl-averi/7)",
  herself: "{ship} herself",
  goodsOf: "{what} of {owner} in {ship}",
  someGoodsOf: "goods of {owner} in {ship}",
  whatAnswers: "What answers for the damage {ship}'s skipper cannot pay",
  noGoods: "No merchants' goods were aboard {ship}; had there been, they would not answer for the damage",
  proportions: "The proportions in which {a} and {b} make good the damage",
  goodMen: "good men ('gode mænd')",
  goodMenBasis: "dl-averi/10: 'efter gode mænds tykke, som skelligt kan være'",
  goodMenBasisR1:
    "dl-averi/10: 'efter gode mænds tykke, som skelligt kan være'; nothing is owed until they give them (Q-A05 R1); give them as facts.incident.assessed",
  goodMenBasisR2:
    "dl-averi/10: 'efter gode mænds tykke, som skelligt kan være'; half and half until they judge otherwise (Q-A05 R2); give them as facts.incident.assessed",
  goodsInShip: "The goods in {ship}: dl-averi/7–10 do not speak of their damage, and it lies with their owners",
  ifNeglectNoMeans: "{ship}'s skipper pays all the damage as far as his property reaches, and the ship the rest",
  untilFound:
    "Until it is found whether the damage came of neglect or of necessity, sealaw fixes no liability. If of the skipper's neglect and bad look-out (dl-averi/7): {ifNeglect}. If of necessity (dl-averi/10): both ships make it good as good men think reasonable.",
  neither:
    "The damage was found to come neither of the skipper's neglect (dl-averi/7) nor of necessity (dl-averi/10): the text gives no rule for this case, and sealaw fixes no liability.",
});

interface Sail {
  readonly c: Case;
  readonly a: ShipView;
  readonly b: ShipView;
  readonly could_avoid: boolean;
  readonly oaths: readonly [OathState, OathState];
}

/** What 6 pools and halves: the two ships' damage, or the goods' damage with it. */
type Pooled = "ships" | "ships-and-goods";

const onSharing = choiceOn<Sail, Pooled>("collision_sharing", (v) =>
  v === "ships" ? say.twoShips() : say.shipsAndGoods(),
);

/** 6: 'men fange begge skade … og da gælde begge skipperne skaden, halv om halv' — the damage the two ships took. */
const shipsDamagePooled = onSharing.base(
  {
    id: "dl-averi/6#ships-damage-pooled",
    label:
      "'skaden' is the damage the two ships took ('fange begge skade'): it is pooled and halved, and the goods' damage lies with their owners",
    provisions: [at(6)],
    gives: "ships",
  },
  [
    onSharing.when("R2", {
      id: "dl-averi/6#goods-pooled",
      label: "the goods' damage is pooled with the ships' and halved with it (Q-A03 R2)",
      provisions: [at(6)],
      gives: "ships-and-goods",
    }),
  ],
);

/** Who pays the halves of 6: the ships, or their skippers out of their own means. */
type HalfPayer = "ships" | "skippers";

const onPayer = choiceOn<Sail, HalfPayer>("collision_payer", (v) =>
  v === "ships" ? say.theShips() : say.theSkippers(),
);

/** 6: the halves are the ships' to pay. */
const shipsPayHalves = onPayer.base(
  {
    id: "dl-averi/6#ships-pay",
    label: "the halves are paid by the two ships, that is by their owners",
    provisions: [at(6)],
    gives: "ships",
  },
  [
    onPayer.when("R2", {
      id: "dl-averi/6#skippers-pay",
      label:
        "'da gælde begge skipperne skaden' read as the skippers paying the halves out of their own means (Q-A35 R2)",
      provisions: [at(6)],
      gives: "skippers",
    }),
  ],
);

function sailSettlement(x: Sail, ctx: RuleContext): Settlement {
  const told: Step[] = [];
  const withGoods = chosen(shipsDamagePooled, x, ctx, told) === "ships-and-goods";
  const bySkippers = chosen(shipsPayHalves, x, ctx, told) === "skippers";
  const losses = [...lossesOf(x.a, withGoods), ...lossesOf(x.b, withGoods)];
  const pool = totalOf(x.c.zero, losses);
  const terms = `${q(ctx, "collision_sharing")}, ${q(ctx, "collision_payer")}`;
  const side = (v: ShipView): Side => {
    const ship = { the: v.name };
    return {
      key: bySkippers ? `skipper.${v.s.id}` : v.s.id,
      label: bySkippers ? say.skipperPersonally({ skipper: v.skipper.name, ship }) : say.ship({ ship }),
      party: bySkippers ? v.skipper : v.owners,
      weight: HALF,
      reason: bySkippers ? say.skipperReason({ ship, terms }) : say.shipReason({ ship, owner: ownerWord(v), terms }),
      pays: bySkippers ? say.skipperPays({ pool: fmt(pool), terms }) : say.shipPays({ ship, pool: fmt(pool), terms }),
      provisions: [at(6)],
    };
  };
  return {
    label: say.label({ what: withGoods ? say.labelShipsAndGoods() : say.labelBothShips(), at: at(6) }),
    provisions: [at(6)],
    pool,
    losses,
    bearings: shareBy(pool, [side(x.a), side(x.b)]),
    chosen: told,
  };
}

const halfAndHalf = rule<Sail, Decided>({
  id: "dl-averi/6#half-and-half",
  reads: ["facts.ships[].cargo[].what", "facts.ships[].owners"],
  label:
    "two ships come sailing and cannot avoid each other, and both take damage: both skippers with their crews swear that it happened by mischance and not on purpose, and then both pay the damage half and half, whether by day or by night",
  provisions: [at(6)],
  when: (x) => !x.could_avoid && damaged(x.c, x.a) && damaged(x.c, x.b) && x.oaths.every((o) => o === "sworn"),
  gives: (x, ctx) => settled(sailSettlement(x, ctx)),
  facts: (x) => ({
    could_avoid: x.could_avoid,
    [shipFact("damageTo", x.a.name)]: fmt(x.a.hull),
    [shipFact("damageTo", x.b.name)]: fmt(x.b.hull),
    [shipFact("damageToGoodsIn", x.a.name)]: fmt(goodsDamage(x.c, x.a)),
    [shipFact("damageToGoodsIn", x.b.name)]: fmt(goodsDamage(x.c, x.b)),
    [shipFact("oathOf", x.a.name)]: x.oaths[0],
    [shipFact("oathOf", x.b.name)]: x.oaths[1],
  }),
  readings: ["collision_sharing", "collision_payer"],
  show: showDecided,
});

type Pair = Extract<Incident, { type: "under_sail" }>["ships"][number];

export function underSail(
  c: Case,
  inc: Extract<Incident, { type: "under_sail" }>,
  ctx: RuleContext,
  out: Collected,
): Step[] {
  // The schema holds the list to exactly two.
  const first = inc.ships[0] as Pair;
  const second = inc.ships[1] as Pair;
  const a = shipOf(c, first.ship);
  const b = shipOf(c, second.ship);
  const oaths: [OathState, OathState] = [first.oath, second.oath];
  const x: Sail = { c, a, b, could_avoid: inc.could_avoid, oaths };
  const steps: Step[] = [];
  const bothDamaged = damaged(c, a) && damaged(c, b);
  if (!inc.could_avoid && bothDamaged) {
    [a, b].forEach((v, i) => {
      const state = oaths[i] as OathState;
      const ship = { the: v.name };
      out.must(
        v.skipper.id,
        state === "sworn"
          ? say.swearSworn({ ship })
          : state === "refused"
            ? say.swearRefused({ ship })
            : say.swear({ ship }),
        undefined,
        at(6),
      );
    });
  }
  const o = evaluate(halfAndHalf, x, ctx);
  steps.push(o.step);
  if (o.applied && o.value?.kind === "settle") {
    steps.push(settle(o.value.settlement, out));
    if (chosen(shipsDamagePooled, x, ctx) === "ships") {
      const left = [...goodsLosses(a), ...goodsLosses(b)];
      const n = lossNote(say.notPooled(), left, [at(6)]);
      if (n) steps.push(n);
    }
    return steps;
  }
  if (inc.could_avoid) {
    tell(out, steps, say.couldAvoid({ a: { The: a.name }, b: { the: b.name } }), at(6));
  } else if (!bothDamaged) {
    const hurt = [a, b].filter((v) => damaged(c, v)).map((v) => say.ship({ ship: { the: v.name } }));
    tell(out, steps, hurt.length === 0 ? say.neitherDamaged() : say.onlyDamaged({ ships: andList(hurt) }), at(6));
  } else {
    const refused = [a, b].filter((_, i) => oaths[i] === "refused").map((v) => v.skipper.name);
    const pending = [a, b].filter((_, i) => oaths[i] === "pending").map((v) => v.skipper.name);
    const would = flowWords(route(withOwnReadings(ctx, (own) => sailSettlement(x, own)).value));
    if (refused.length > 0) {
      tell(out, steps, say.refused({ skippers: andList(refused), n: refused.length, would }), at(6));
    } else {
      tell(out, steps, say.pending({ skippers: andList(pending), n: pending.length, would }), at(6));
    }
  }
  return steps;
}

// ---------------------------------------------------------------------------
// 7–10: a ship lying still, run into by one under sail

interface Run {
  readonly c: Case;
  readonly sailing: ShipView;
  readonly lying: ShipView;
  readonly inc: Extract<Incident, { type: "run_down" }>;
}

interface Neglect {
  readonly settlement: Settlement;
  /** The ship answers within her value, which the case does not give (Q-A04 R1). */
  readonly valueMissing: boolean;
  /** What neither the skipper's property nor the ship's value reaches. */
  readonly unpaid: Money;
}

/** What answers under 7 for what the skipper cannot pay: the ship within her value, or her owners. */
type Answers = "ship-value" | "owners";

const onShipAnswers = choiceOn<Run, Answers>("ship_answers", (v) =>
  v === "ship-value" ? say7.shipWithinValue() : say7.ownersPersonally(),
);

/** 7: 'er han ikke formuendes at betale, da gælde skibet skaden' — the ship, with her value. */
const shipWithinHerValue = onShipAnswers.base(
  {
    id: "dl-averi/7#within-her-value",
    label:
      "'da gælde skibet skaden': what the skipper cannot pay is charged on the ship, which answers within her value",
    provisions: [at(7)],
    gives: "ship-value",
  },
  [
    onShipAnswers.when("R2", {
      id: "dl-averi/7#owners-answer",
      label: "the ship's owners answer personally for what the skipper cannot pay (Q-A04 R2)",
      provisions: [at(7)],
      gives: "owners",
    }),
  ],
);

/** Which damage 10 has both ships make good: that of the ship lying still, or both ships' pooled. */
type NecessityPool = "lying" | "both";

const onNecessityPool = choiceOn<Run, NecessityPool>("necessity_damage_pool", (v) =>
  v === "lying" ? say7.lyingDamage() : say7.bothPooled(),
);

/** 10: 'skaden' continues 7–9, the damage done to the ship lying still. */
const lyingShipsDamage = onNecessityPool.base(
  {
    id: "dl-averi/10#lying-ships-damage",
    label:
      "'skaden' is the damage done to the ship lying still, as in 7–9; the sailing ship keeps her own damage (dl-averi/9)",
    provisions: [at(10)],
    gives: "lying",
  },
  [
    onNecessityPool.when("R2", {
      id: "dl-averi/10#both-pooled",
      label: "both ships' damage is pooled and made good by both (Q-A33 R2)",
      provisions: [at(10)],
      gives: "both",
    }),
  ],
);

/** 7: the skipper's means first, then the ship (Q-A04); what neither reaches lies with those who lost it. */
/** "the ship Fortuna"; a name with an article of its own stands by itself: "the Indiaman". */
function shipWords(name: string): string {
  return theShip(name) === the(name) ? say7.ship({ ship: { the: name } }) : say7.theShipIn({ name });
}

function neglectSettlement(x: Run, means: Money, ctx: RuleContext): Neglect {
  const { c, sailing: w } = x;
  const losses = lossesOf(x.lying, true);
  const pool = totalOf(c.zero, losses);
  const skipperPart = means.cmp(pool) < 0 ? means : pool;
  const rest = pool.sub(skipperPart);
  const bearings: Bearing[] = [
    fixed(
      {
        key: `skipper.${w.s.id}`,
        label: say7.skipperOwnProperty({ skipper: w.skipper.name, ship: { the: w.name } }),
        party: w.skipper,
        reason: say7.skipperReason({ means: fmt(means) }),
        pays: say7.skipperPays(),
        provisions: [at(7)],
      },
      skipperPart,
      pool,
    ),
  ];
  let valueMissing = false;
  let unpaid = c.zero;
  if (rest.minor.sign() > 0) {
    if (chosen(shipWithinHerValue, x, ctx) === "ship-value") {
      const value = w.s.value;
      const shipPart = value && value.cmp(rest) < 0 ? value : rest;
      unpaid = rest.sub(shipPart);
      valueMissing = value === undefined;
      const shipName = say7.theShipNamed({ name: w.name });
      nameInSentence(shipName, () => say7.theShipIn({ name: w.name }));
      const ship: PartyRef = {
        id: w.s.id,
        name: shipName,
        role: say7.shipRole({ ship: { the: w.name } }),
      };
      bearings.push(
        fixed(
          {
            key: w.s.id,
            label: say7.withinValue({ ship: shipWords(w.name) }),
            party: ship,
            reason: value
              ? say7.shipReasonValue({ value: fmt(value), q: q(ctx, "ship_answers") })
              : say7.shipReasonNoValue({ q: q(ctx, "ship_answers") }),
            pays: value ? say7.shipPaysValue({ value: fmt(value) }) : say7.shipPaysNoValue(),
            provisions: [at(7)],
          },
          shipPart,
          pool,
        ),
      );
    } else {
      bearings.push(
        fixed(
          {
            key: w.s.id,
            label: say7.ownersLabel({ ship: { the: w.name } }),
            party: w.owners,
            reason: say7.ownersReason({ ship: { the: w.name }, q: q(ctx, "ship_answers") }),
            pays: say7.ownersPay(),
            provisions: [at(7)],
          },
          rest,
          pool,
        ),
      );
    }
  }
  if (unpaid.minor.sign() > 0) {
    const sides: Side[] = losses.map((l) => ({
      key: l.interest,
      label: l.what,
      party: l.party,
      weight: l.amount.minor,
      reason: say7.unpaidReason(),
      pays: "",
      provisions: [at(7)],
    }));
    bearings.push(...shareBy(unpaid, sides));
  }
  return {
    settlement: {
      label: say7.neglectLabel({ lying: { the: x.lying.name }, sailing: { the: w.name }, at: at(7) }),
      provisions: [at(7)],
      pool,
      losses,
      bearings,
    },
    valueMissing,
    unpaid,
  };
}

/** 10: both ships, as good men judge; which damage: Q-A33; with no assessment: Q-A05. */
function necessityDecided(x: Run, ctx: RuleContext): Decided {
  const { c, sailing: w, lying: z } = x;
  const told: Step[] = [];
  const pooled = chosen(lyingShipsDamage, x, ctx, told) === "both";
  const losses = pooled ? [...lossesOf(z, true), ...lossesOf(w, true)] : lossesOf(z, true);
  const pool = totalOf(c.zero, losses);
  const parts = judgedParts(
    x.inc.assessed,
    ctx,
    [w.s.id, z.s.id],
    say7.asAssessed(),
    say7.toMakeGood({ pool: fmt(pool) }),
    told,
  );
  if ("assess" in parts) return { kind: "assess", summary: parts.assess };
  const { shares, how } = parts;
  const terms = q(ctx, "necessity_damage_pool");
  const side = (v: ShipView): Side => ({
    key: v.s.id,
    label: say7.ship({ ship: { the: v.name } }),
    party: v.owners,
    weight: shares.get(v.s.id) ?? Rational.ZERO,
    reason: say7.necessityReason({
      ship: { the: v.name },
      owner: ownerWord(v),
      share: String(shares.get(v.s.id) ?? 0),
      how,
      terms,
    }),
    pays: say7.necessityPays({ ship: { the: v.name }, how, terms }),
    provisions: [at(10)],
  });
  return settled({
    label: pooled
      ? say7.necessityLabelPooled({ at: at(10) })
      : say7.necessityLabel({ ship: { the: z.name }, at: at(10) }),
    provisions: [at(10)],
    pool,
    losses,
    bearings: shareBy(pool, [side(w), side(z)]),
    chosen: told,
  });
}

const byNecessity = rule<Run, Decided>({
  id: "dl-averi/10#necessity",
  reads: [
    "facts.incident.assessed.by",
    "facts.incident.assessed.shares",
    "facts.incident.cause",
    "facts.ships[].owners",
  ],
  withoutBaseCondition:
    "'but if the damage happens of necessity' (10) is the contrary of 7's neglect and bad look-out: the exception is the case 7 leaves, not a narrower one",
  label:
    "but if the damage happens of necessity ('af nøds sag'), it shall be made good by both ships as good men think reasonable",
  provisions: [at(10)],
  when: (x) => x.inc.cause === "necessity",
  gives: (x, ctx) => necessityDecided(x, ctx),
  facts: (x) => ({
    cause: x.inc.cause ?? null,
    assessed: x.inc.assessed ? Object.keys(x.inc.assessed.shares).length : 0,
  }),
  readings: ["necessity_damage_pool"],
  show: showDecided,
});

const skipperPays = rule<Run, Decided>({
  id: "dl-averi/7#skipper-pays",
  reads: ["facts.incident.{cause,lying_how,where}", "facts.ships[].{skipper_means,value}"],
  label:
    "a ship lying at anchor or made fast in harbour or roadstead, run into by one that comes sailing, through her skipper's neglect and bad look-out: the skipper who did the damage pays all of it out of his own money as far as his property reaches; if he cannot, the ship answers for it",
  provisions: [at(7)],
  when: (x) => x.inc.cause === "neglect",
  gives: (x, ctx) => {
    const means = x.sailing.s.skipper_means;
    if (!means) {
      return {
        kind: "assess",
        summary: say7.allTheDamage({ pool: fmt(totalOf(x.c.zero, lossesOf(x.lying, true))) }),
      };
    }
    return settled(neglectSettlement(x, means, ctx).settlement);
  },
  facts: (x) => ({
    where: x.inc.where,
    lying: x.inc.lying_how,
    cause: x.inc.cause ?? null,
    skipper_means: x.sailing.s.skipper_means ? fmt(x.sailing.s.skipper_means) : null,
    ship_value: x.sailing.s.value ? fmt(x.sailing.s.value) : null,
  }),
  show: showDecided,
  exceptions: [byNecessity],
});

interface Interest {
  readonly run: Run;
  readonly what: string;
  readonly goods: boolean;
  readonly shortfall: boolean;
}

const goodsShielded = rule<Interest, boolean>({
  id: "dl-averi/8#goods-shielded",
  label: "but the merchant's goods shall not suffer for it ('Dog ikke købmands godset det at undgælde')",
  provisions: [at(8)],
  when: (i) => i.goods,
  gives: () => false,
  facts: (i) => ({ interest: i.what }),
  show: (v) => (v ? say7.answers() : say7.doesNotAnswer()),
});

const shipAnswers = rule<Interest, boolean>({
  id: "dl-averi/7#ship-answers",
  label: "if the skipper is not able to pay, the ship answers for the damage ('da gælde skibet skaden')",
  provisions: [at(7)],
  when: (i) => i.shortfall,
  gives: () => true,
  facts: (i) => ({ interest: i.what }),
  show: (v) => (v ? say7.answers() : say7.doesNotAnswer()),
  exceptions: [goodsShielded],
});

const ownDamage = rule<Run, string>({
  id: "dl-averi/9#own-damage",
  label: "if the sailing ship takes damage herself, let her have the damage for her pains: she bears it",
  provisions: [at(9)],
  when: (x) => x.sailing.hull.minor.sign() > 0,
  gives: (x) =>
    say7.ownDamage({ amount: fmt(x.sailing.hull), who: x.sailing.owners.name, role: x.sailing.owners.role }),
  facts: (x) => ({ [shipFact("damageTo", x.sailing.name)]: fmt(x.sailing.hull) }),
});

function neglectFindingText(x: Run): string {
  return say7.neglectFinding({ ship: { the: x.sailing.name } });
}

export function runDown(
  c: Case,
  inc: Extract<Incident, { type: "run_down" }>,
  ctx: RuleContext,
  out: Collected,
): Step[] {
  const x: Run = { c, sailing: shipOf(c, inc.sailing), lying: shipOf(c, inc.lying), inc };
  const { sailing: w, lying: z } = x;
  const steps: Step[] = [];
  if (inc.where === "other") {
    tell(out, steps, say7.elsewhere({ ship: { the: z.name } }), at(7), at(10));
    return steps;
  }
  out.assess({
    what: neglectFindingText(x),
    by: inc.found_by ?? say7.courtHears(),
    basis: say7.findingBasis(),
    provisions: [at(7), at(10)],
    ...(inc.cause ? { value: inc.cause } : {}),
  });
  const o = evaluate(skipperPays, x, ctx);
  steps.push(o.step);
  const d = o.value;
  if (o.by === skipperPays.id) {
    const means = w.s.skipper_means;
    if (means) {
      const n = neglectSettlement(x, means, ctx);
      steps.push(settle(n.settlement, out));
      if (n.valueMissing) {
        out.assess({
          what: say7.valueOf({ ship: shipWords(w.name) }),
          by: say7.notNamed(),
          basis: say7.valueBasis(),
          provisions: [at(7)],
        });
      }
      if (n.unpaid.minor.sign() > 0) {
        tell(out, steps, say7.unpaid({ amount: fmt(n.unpaid), ship: { the: w.name } }), at(7));
      }
    } else {
      out.assess({
        what: say7.meansOf({ ship: { the: w.name } }),
        by: say7.notNamed(),
        basis: say7.meansBasis(),
        provisions: [at(7)],
      });
      for (const l of lossesOf(z, true)) {
        out.owe(w.skipper.id, l.party.id, undefined, say7.allDamageTo({ what: l.what, amount: fmt(l.amount) }), at(7));
      }
    }
    const interests: Interest[] = [
      { run: x, what: say7.herself({ ship: { the: w.name } }), goods: false, shortfall: shortfallOf(x) },
      ...w.goods.map((g) => ({
        run: x,
        what:
          g.p.what === undefined
            ? say7.someGoodsOf({ owner: g.owner.name, ship: { the: w.name } })
            : say7.goodsOf({ what: g.p.what, owner: g.owner.name, ship: { the: w.name } }),
        goods: true,
        shortfall: shortfallOf(x),
      })),
    ];
    steps.push({
      label: say7.whatAnswers({ ship: { the: w.name } }),
      provisions: [at(7), at(8)],
      status: "applied",
      children: interests.map((i) => evaluate(shipAnswers, i, ctx).step),
    });
    if (w.goods.length === 0) {
      steps.push(note(say7.noGoods({ ship: { the: w.name } }), [at(8)]));
    }
  } else if (o.by === byNecessity.id && d?.kind === "settle") {
    steps.push(settle(d.settlement, out));
  }
  const keepsOwnDamage =
    inc.cause === "neglect" || (inc.cause === "necessity" && chosen(lyingShipsDamage, x, ctx) === "lying");
  if (inc.cause === "necessity") {
    if (inc.assessed) {
      out.assess({
        what: say7.proportions({ a: { the: w.name }, b: { the: z.name } }),
        by: inc.assessed.by ?? say7.goodMen(),
        basis: say7.goodMenBasis(),
        provisions: [at(10)],
        value: sharesJson(inc.assessed.shares),
      });
    } else {
      out.assess({
        what: say7.proportions({ a: { the: w.name }, b: { the: z.name } }),
        by: say7.goodMen(),
        basis: q(ctx, "assessed_split") === "Q-A05 R1" ? say7.goodMenBasisR1() : say7.goodMenBasisR2(),
        provisions: [at(10)],
      });
    }
  }
  if (keepsOwnDamage) {
    steps.push(evaluate(ownDamage, x, ctx).step);
    const n = lossNote(say7.goodsInShip({ ship: { the: w.name } }), goodsLosses(w), [at(9)]);
    if (n) steps.push(n);
  }
  if (inc.cause === undefined) {
    const means = w.s.skipper_means;
    const ifNeglect = means
      ? flowWords(route(withOwnReadings(ctx, (own) => neglectSettlement(x, means, own)).value.settlement))
      : say7.ifNeglectNoMeans({ ship: { the: w.name } });
    tell(out, steps, say7.untilFound({ ifNeglect }), at(7), at(10));
  } else if (inc.cause === "neither") {
    tell(out, steps, say7.neither(), at(7), at(10));
  }
  return steps;
}

function shortfallOf(x: Run): boolean {
  const means = x.sailing.s.skipper_means;
  const pool = lossesOf(x.lying, true).reduce((t, l) => t.add(l.amount), x.c.zero);
  return means === undefined || means.cmp(pool) < 0;
}

export function sharesJson(shares: Record<string, Rational>): Json {
  return Object.fromEntries(Object.entries(shares).map(([k, v]) => [k, v.toString()]));
}
