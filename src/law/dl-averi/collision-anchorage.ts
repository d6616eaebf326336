/**
 * dl-averi/14–17: ships lying close, and an anchor lying without a buoy.
 */

import type { Case, Decided, Settlement, ShipView, Side } from "./collision-common.js";
import {
  damaged,
  fixed,
  flowWords,
  fmt,
  goodsDamage,
  goodsLosses,
  HALF,
  listWords,
  lossesOf,
  lossNote,
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
import type { Collected, Incident, RuleContext, Step } from "./kit.js";
import { at, choiceOn, chosen, evaluate, is, nameIn, note, phrases, q, rule, withOwnReadings } from "./kit.js";

const say = phrases("dl-averi/14-15", {
  followedLabel: "The damage that followed, paid by the one who could give way ({at})",
  couldGiveWay: "{skipper}, skipper of {ship}, who could give way",
  forbadeReason:
    "the skipper of {ship}, who could give way and {did, select, did_forbid {forbade} other {hindered}} the weighing of his anchor, pays the damage that followed ('den, som kunne vige': the man, not the ship, which the text calls 'det')",
  forbadePays:
    "the damage that followed when he {did, select, did_forbid {forbade} other {hindered}} the weighing of his anchor (dl-averi/15)",
  paidBy: "{pool}, paid by {skipper}",
  mayWeigh: "{skipper} may weigh {ship}'s anchor himself ({q})",
  mustWeigh: "{skipper}, who could give way, must weigh his anchor himself ({q})",
  mustAsk: "{stuck} must ask {free} to weigh his anchor",
  noDanger:
    "dl-averi/14 speaks of ships lying so close that there is danger they damage each other; the case says there was none, and the text gives no rule for it.",
  ask: "ask the skipper of {ship}, who can give way, to weigh his anchor to prevent damage",
  askAsked:
    "ask the skipper of {ship}, who can give way, to weigh his anchor to prevent damage — asked, as the case says",
  askNot:
    "ask the skipper of {ship}, who can give way, to weigh his anchor to prevent damage — the case says he did not",
  didNotAsk:
    "{skipper} did not ask {ship} to weigh her anchor: the text gives no consequence for that, and sealaw fixes none.",
  weighed: "{skipper} weighed his anchor when asked",
  weighChoice: "weigh {ship}'s anchor himself, to prevent damage",
  letItLie: "let it lie",
  weighDuty: "weigh his anchor himself, since he would not when asked (Q-A06 R2)",
  stuckHurt:
    "{ship} took damage, but dl-averi/15 makes the one who could give way pay only when he forbade or hindered the weighing of his anchor; {said, select, said_nothing {the case does not say that he did} other {the case says he did not}}, and the text gives no rule for it: sealaw fixes no liability.",
  freeHurt:
    "{ship}, who could give way, took damage too: dl-averi/14–15 do not say who bears it, and sealaw decides nothing on it.",
});

const say16 = phrases("dl-averi/16-17", {
  shipOnly: "the damaged ship's own damage",
  shipAndGoods: "the damage to the ship and the goods in her",
  ship: "{ship}",
  halfReason: "{ship} ({owner}) bears half, merchants' goods excepted ({terms})",
  halfPays: "{ship}'s half of the damage, merchants' goods excepted (dl-averi/17; {terms})",
  halvesWithGoods: "The damage to {ship} and the goods in her, borne by the two ships alone, half and half ({at})",
  halvesShip: "The damage to {ship} herself, paid by both ships half and half, merchants' goods excepted ({at})",
  paysAllWithGoods: "The damage of {ship} and the goods in her, paid in full by the ship without a buoy ({at})",
  paysAll: "The damage of {ship}, paid in full by the ship without a buoy ({at})",
  withoutBuoy: "{ship}, whose anchor lay without a buoy",
  paysAllReason:
    "{ship} ({owner}), whose anchor lay without a buoy, pays the other's damage in full ('altsammen') ({terms})",
  paysAllPays: "all the damage done on her anchor lying without a buoy (dl-averi/16; {terms})",
  notThree: "the case names {n} men swearing with the skipper, not three",
  skipperAmong: "the case names the skipper himself among the three; he is the fourth",
  notHisPeople: "{men} {n, plural, one {is} other {are}} not of {ship}'s people",
  swearNamed:
    "swear, himself the fourth with three of the best men of {ship} ('selv fjerde': {men}), that there was a buoy on the anchor when he last let it go, and that he knew no other than that there was a buoy on it when the damage happened{oath, select, oath_sworn { — sworn, as the case says} oath_refused { — the case says it is not sworn} other {}}",
  swearUnnamed:
    "swear, himself the fourth with three of the best men of {ship} ('selv fjerde', not named in the case), that there was a buoy on the anchor when he last let it go, and that he knew no other than that there was a buoy on it when the damage happened{oath, select, oath_sworn { — sworn, as the case says} oath_refused { — the case says it is not sworn} other {}}",
  swearWith:
    "swear with {skipper}, skipper of {ship}, that there was a buoy on the anchor when the skipper last let it go, and that he knew no other than that there was a buoy on it when the damage happened",
  goodsExcepted: "Merchants' goods excepted (Q-A07 R1): the goods' damage lies with their owners",
  shipDamageOnly: "The ship's damage only (Q-A32 R2): the goods' damage lies with their owners",
  badOath:
    "The oath is said to be sworn, but {fault}: it is not the oath 'selv fjerde' of dl-averi/17, and dl-averi/16 stands. Sworn by the skipper with three of the best men of {ship}, it would bring half and half: {would}.",
  notSworn:
    "The buoy line broke after the anchor was cast, but {skipper} {oath, select, oath_refused {has not sworn} other {has not yet sworn}}, himself the fourth with three of the best men of {ship}, that there was a buoy when he last let the anchor go and that he knew no other when the damage happened: dl-averi/16 stands. Were that oath sworn, dl-averi/17 would apply and {goods, select, goods_halved {the two ships alone would pay half and half, the goods in her included (Q-A07 R2)} other {both ships would pay half and half, merchants' goods excepted}}: {would}.",
  anchorHurt:
    "{ship}, whose anchor it was, took damage too: dl-averi/16–17 speak only of the damage of the ship that came to harm on the anchor, and sealaw decides nothing on hers.",
});

// 14–15: ships lying close

interface Close {
  readonly c: Case;
  readonly stuck: ShipView;
  readonly free: ShipView;
  readonly inc: Extract<Incident, { type: "close_quarters" }>;
}

type SelfHelp =
  | { readonly kind: "option" | "duty"; readonly summary: string }
  | { readonly kind: "pays"; readonly settlement: Settlement; readonly summary: string };

const forbadeAndPays = rule<Close, SelfHelp>({
  id: "dl-averi/15#forbade",
  reads: ["facts.incident.self_help", "facts.ships[].cargo[].what", "facts.ships[].id"],
  label:
    "but if the other forbids it or hinders it, and some damage happens as a result, the one who could give way shall pay it",
  provisions: [at(15)],
  when: (x) => (x.inc.self_help === "forbidden" || x.inc.self_help === "hindered") && damaged(x.c, x.stuck),
  gives: (x) => {
    const losses = lossesOf(x.stuck, true);
    const pool = totalOf(x.c.zero, losses);
    const s: Settlement = {
      label: say.followedLabel({ at: at(15) }),
      provisions: [at(15)],
      pool,
      losses,
      bearings: [
        fixed(
          {
            key: `skipper.${x.free.s.id}`,
            label: say.couldGiveWay({ skipper: x.free.skipper.name, ship: { the: x.free.name } }),
            party: x.free.skipper,
            reason: say.forbadeReason({
              ship: { the: x.free.name },
              did: x.inc.self_help === "forbidden" ? "did_forbid" : "did_hinder",
            }),
            pays: say.forbadePays({ did: x.inc.self_help === "forbidden" ? "did_forbid" : "did_hinder" }),
            provisions: [at(15)],
          },
          pool,
          pool,
        ),
      ],
    };
    return { kind: "pays", settlement: s, summary: say.paidBy({ pool: fmt(pool), skipper: x.free.skipper.name }) };
  },
  facts: (x) => ({
    self_help: x.inc.self_help ?? null,
    [shipFact("damageToShipAndGoods", x.stuck.name)]: fmt(totalOf(x.c.zero, lossesOf(x.stuck, true))),
  }),
  show: (v) => v.summary,
});

const selfHelp = rule<Close, SelfHelp>({
  id: "dl-averi/14#self-help",
  reads: ["facts.incident.{asked,weighed}"],
  label: "and if he will not weigh it, 'skal han selv det må gøre': it may be done without him (Q-A06)",
  provisions: [at(14)],
  when: (x) => x.inc.asked === true && !x.inc.weighed,
  gives: (x, ctx) =>
    is(ctx, "anchor_self_help", "R1")
      ? {
          kind: "option",
          summary: say.mayWeigh({
            skipper: x.stuck.skipper.name,
            ship: { the: x.free.name },
            q: q(ctx, "anchor_self_help"),
          }),
        }
      : {
          kind: "duty",
          summary: say.mustWeigh({ skipper: x.free.skipper.name, q: q(ctx, "anchor_self_help") }),
        },
  facts: (x) => ({ asked: x.inc.asked ?? null, weighed: x.inc.weighed }),
  readings: ["anchor_self_help"],
  show: (v) => v.summary,
  exceptions: [forbadeAndPays],
});

const mustAsk = rule<Close, string>({
  id: "dl-averi/14#ask",
  reads: ["facts.incident.{asked,because,danger}"],
  label:
    "ships lying close, one so near the shallows or for another reason unable to give way, and danger that they damage each other: the one that cannot give way shall ask the other, who can, to weigh his anchor to prevent damage",
  provisions: [at(14)],
  when: (x) => x.inc.danger,
  gives: (x) => say.mustAsk({ stuck: x.stuck.skipper.name, free: x.free.skipper.name }),
  facts: (x) => ({ because: x.inc.because, danger: x.inc.danger, asked: x.inc.asked ?? null }),
});

export function closeQuarters(
  c: Case,
  inc: Extract<Incident, { type: "close_quarters" }>,
  ctx: RuleContext,
  out: Collected,
): Step[] {
  const x: Close = { c, stuck: shipOf(c, inc.cannot_give_way), free: shipOf(c, inc.can_give_way), inc };
  const { stuck, free } = x;
  const steps: Step[] = [];
  const ask = evaluate(mustAsk, x, ctx);
  steps.push(ask.step);
  if (!ask.applied) {
    tell(out, steps, say.noDanger(), at(14));
    return steps;
  }
  out.must(
    stuck.skipper.id,
    inc.asked === true
      ? say.askAsked({ ship: { the: free.name } })
      : inc.asked === false
        ? say.askNot({ ship: { the: free.name } })
        : say.ask({ ship: { the: free.name } }),
    undefined,
    at(14),
  );
  if (inc.asked === false) {
    tell(out, steps, say.didNotAsk({ skipper: stuck.skipper.name, ship: { the: free.name } }), at(14));
  }
  if (inc.asked === true && inc.weighed) {
    steps.push(note(say.weighed({ skipper: free.skipper.name }), [at(14)]));
  }
  const s = evaluate(selfHelp, x, ctx);
  steps.push(s.step);
  const v = s.value;
  if (v?.kind === "option") {
    out.options.push({
      holder: stuck.skipper.id,
      choices: [say.weighChoice({ ship: { the: free.name } }), say.letItLie()],
      provisions: [at(14)],
    });
  } else if (v?.kind === "duty") {
    out.must(free.skipper.id, say.weighDuty(), undefined, at(14));
  } else if (v?.kind === "pays") {
    steps.push(settle(v.settlement, out));
  }
  const hurt = damaged(c, stuck);
  if (hurt && v?.kind !== "pays") {
    tell(
      out,
      steps,
      say.stuckHurt({ ship: { The: stuck.name }, said: inc.self_help === undefined ? "said_nothing" : "said_not" }),
      at(14),
      at(15),
    );
  }
  if (damaged(c, free)) {
    tell(out, steps, say.freeHurt({ ship: { The: free.name } }), at(15));
  }
  return steps;
}

// ---------------------------------------------------------------------------
// 16–17: an anchor lying without a buoy

interface Buoy {
  readonly c: Case;
  readonly anchor: ShipView;
  readonly hurt: ShipView;
  readonly inc: Extract<Incident, { type: "unbuoyed_anchor" }>;
}

/** Whose damage a rule of 16–17 reckons: the damaged ship's alone, or the goods in her with it. */
type Reckoned = "ship" | "ship-and-goods";

const showReckoned = (v: Reckoned): string => (v === "ship" ? say16.shipOnly() : say16.shipAndGoods());

const onHalves = choiceOn<Buoy, Reckoned>("buoy_halves", showReckoned);

/** 17: 'halv om halv, købmandsgods undtaget' — the goods are taken out of the damage halved. */
const goodsExceptedFromHalves = onHalves.base(
  {
    id: "dl-averi/17#goods-excepted",
    label:
      "'købmandsgods undtaget' takes the merchants' goods out of the damage halved: the ship's damage is halved, and the goods' damage lies with their owners",
    provisions: [at(17)],
    gives: "ship",
  },
  [
    onHalves.when("R2", {
      id: "dl-averi/17#goods-halved",
      label:
        "'undtaget' frees the goods from contributing, while their damage is still borne by the two ships half and half (Q-A07 R2)",
      provisions: [at(17)],
      gives: "ship-and-goods",
    }),
  ],
);

const onScope = choiceOn<Buoy, Reckoned>("unbuoyed_damage_scope", showReckoned);

/** 16: 'den andens skade altsammen' — all the other's damage, the goods in her included. */
const allTheOthersDamage = onScope.base(
  {
    id: "dl-averi/16#altsammen",
    label:
      "'den andens skade altsammen': all the other ship's damage, the goods in her included, which 17 would not need to except otherwise",
    provisions: [at(16)],
    gives: "ship-and-goods",
  },
  [
    onScope.when("R2", {
      id: "dl-averi/16#ship-only",
      label: "the other's damage is the ship's own, her hull and gear, without the goods in her (Q-A32 R2)",
      provisions: [at(16)],
      gives: "ship",
    }),
  ],
);

function halvesSettlement(x: Buoy, ctx: RuleContext): Settlement {
  const told: Step[] = [];
  const withGoods = chosen(goodsExceptedFromHalves, x, ctx, told) === "ship-and-goods";
  const losses = lossesOf(x.hurt, withGoods);
  const pool = totalOf(x.c.zero, losses);
  const terms = q(ctx, "buoy_halves");
  const side = (v: ShipView): Side => ({
    key: v.s.id,
    label: say16.ship({ ship: { the: v.name } }),
    party: v.owners,
    weight: HALF,
    reason: say16.halfReason({ ship: { the: v.name }, owner: ownerWord(v), terms }),
    pays: say16.halfPays({ ship: { the: v.name }, terms }),
    provisions: [at(17)],
  });
  return {
    label: withGoods
      ? say16.halvesWithGoods({ ship: { the: x.hurt.name }, at: at(17) })
      : say16.halvesShip({ ship: { the: x.hurt.name }, at: at(17) }),
    provisions: [at(17)],
    pool,
    losses,
    bearings: shareBy(pool, [side(x.anchor), side(x.hurt)]),
    chosen: told,
  };
}

function paysAllSettlement(x: Buoy, ctx: RuleContext): Settlement {
  const told: Step[] = [];
  const withGoods = chosen(allTheOthersDamage, x, ctx, told) === "ship-and-goods";
  const losses = lossesOf(x.hurt, withGoods);
  const pool = totalOf(x.c.zero, losses);
  const terms = q(ctx, "unbuoyed_damage_scope");
  return {
    label: withGoods
      ? say16.paysAllWithGoods({ ship: { the: x.hurt.name }, at: at(16) })
      : say16.paysAll({ ship: { the: x.hurt.name }, at: at(16) }),
    provisions: [at(16)],
    pool,
    losses,
    bearings: [
      fixed(
        {
          key: x.anchor.s.id,
          label: say16.withoutBuoy({ ship: { the: x.anchor.name } }),
          party: x.anchor.owners,
          reason: say16.paysAllReason({ ship: { the: x.anchor.name }, owner: ownerWord(x.anchor), terms }),
          pays: say16.paysAllPays({ terms }),
          provisions: [at(16)],
        },
        pool,
        pool,
      ),
    ],
    chosen: told,
  };
}

/**
 * What is wrong with the best men the case names, if anything: 'selv fjerde' is
 * the skipper and three others of the best men in his ship. A case that names
 * none is taken at its word that the oath was sworn as the law asks.
 */
function bestMenFault(x: Buoy): string | undefined {
  const men = x.inc.best_men;
  if (!men) return undefined;
  if (men.length !== 3) return say16.notThree({ n: String(men.length) });
  if (men.includes(x.anchor.s.skipper)) return say16.skipperAmong();
  const elsewhere = men.filter((id) => {
    const aboard = x.c.people.get(id)?.aboard;
    return aboard !== undefined && aboard !== x.anchor.s.id;
  });
  if (elsewhere.length > 0)
    return say16.notHisPeople({ men: listWords(elsewhere), n: elsewhere.length, ship: { the: x.anchor.name } });
  return undefined;
}

const buoyLineBroke = rule<Buoy, Decided>({
  id: "dl-averi/17#halves",
  reads: [
    "facts.incident.{best_men[],buoy_line_broke,oath}",
    "facts.people[].aboard",
    "facts.ships[].cargo[].what",
    "facts.ships[].{owners,skipper}",
  ],
  label:
    "unless the buoy line broke after the anchor was cast, and the skipper, himself the fourth with three of the best men in the ship, will hold by their oath that there was a buoy on the anchor when he last let it go, and that he knew no other than that there was a buoy on it when the damage happened: then both ships pay the damage half and half, merchants' goods excepted",
  provisions: [at(17)],
  when: (x) => x.inc.buoy_line_broke && x.inc.oath === "sworn" && bestMenFault(x) === undefined,
  gives: (x, ctx) => settled(halvesSettlement(x, ctx)),
  facts: (x) => ({ buoy_line_broke: x.inc.buoy_line_broke, oath: x.inc.oath ?? "pending" }),
  readings: ["buoy_halves"],
  show: showDecided,
});

const unbuoyedPaysAll = rule<Buoy, Decided>({
  id: "dl-averi/16#pays-all",
  reads: ["facts.ships[].cargo[].what", "facts.ships[].owners"],
  label:
    "a ship that comes to harm on another ship's anchor lying without a buoy: the ship that has no buoy pays the other's damage in full",
  provisions: [at(16)],
  gives: (x, ctx) => settled(paysAllSettlement(x, ctx)),
  facts: (x) => ({
    [shipFact("damageTo", x.hurt.name)]: fmt(x.hurt.hull),
    [shipFact("damageToGoodsIn", x.hurt.name)]: fmt(goodsDamage(x.c, x.hurt)),
  }),
  readings: ["unbuoyed_damage_scope"],
  show: showDecided,
  exceptions: [buoyLineBroke],
});

export function unbuoyed(
  c: Case,
  inc: Extract<Incident, { type: "unbuoyed_anchor" }>,
  ctx: RuleContext,
  out: Collected,
): Step[] {
  const x: Buoy = { c, anchor: shipOf(c, inc.anchor_ship), hurt: shipOf(c, inc.damaged_ship), inc };
  const { anchor: q, hurt: p } = x;
  const steps: Step[] = [];
  const oath = inc.oath ?? "pending";
  if (inc.buoy_line_broke) {
    const men = (inc.best_men ?? []).map((id) => nameIn(c.people, id));
    out.must(
      q.skipper.id,
      men.length
        ? say16.swearNamed({ ship: { the: q.name }, men: listWords(men), oath: `oath_${oath}` })
        : say16.swearUnnamed({ ship: { the: q.name }, oath: `oath_${oath}` }),
      undefined,
      at(17),
    );
    for (const id of inc.best_men ?? []) {
      out.must(id, say16.swearWith({ skipper: q.skipper.name, ship: { the: q.name } }), undefined, at(17));
    }
  }
  const o = evaluate(unbuoyedPaysAll, x, ctx);
  steps.push(o.step);
  if (o.value?.kind === "settle") steps.push(settle(o.value.settlement, out));
  const halves = o.by === buoyLineBroke.id;
  const scopeHasGoods = chosen(halves ? goodsExceptedFromHalves : allTheOthersDamage, x, ctx) === "ship-and-goods";
  if (!scopeHasGoods) {
    const n = lossNote(halves ? say16.goodsExcepted() : say16.shipDamageOnly(), goodsLosses(p), [
      halves ? at(17) : at(16),
    ]);
    if (n) steps.push(n);
  }
  const fault = bestMenFault(x);
  if (inc.buoy_line_broke && oath === "sworn" && fault) {
    const would = flowWords(route(withOwnReadings(ctx, (own) => halvesSettlement(x, own)).value));
    tell(out, steps, say16.badOath({ fault, ship: { the: q.name }, would }), at(16), at(17));
  }
  if (inc.buoy_line_broke && oath !== "sworn") {
    const would = flowWords(route(withOwnReadings(ctx, (own) => halvesSettlement(x, own)).value));
    tell(
      out,
      steps,
      say16.notSworn({
        skipper: q.skipper.name,
        oath: `oath_${oath}`,
        ship: { the: q.name },
        goods: chosen(goodsExceptedFromHalves, x, ctx) === "ship-and-goods" ? "goods_halved" : "goods_excepted",
        would,
      }),
      at(16),
      at(17),
    );
  }
  if (damaged(c, q)) {
    tell(out, steps, say16.anchorHurt({ ship: { The: q.name } }), at(16), at(17));
  }
  return steps;
}
