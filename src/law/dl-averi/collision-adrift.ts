/**
 * dl-averi/11–13: a ship breaks loose and drifts onto one at anchor, and the cable and
 * anchor slipped to escape her.
 */

import type { Case, Decided, Loss, ShipView, Side } from "./collision-common.js";
import {
  assessedShares,
  damaged,
  flowWords,
  fmt,
  HALF,
  judgedParts,
  leftToGoodMen,
  listWords,
  lossesOf,
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
import { sharesJson } from "./collision-under-sail.js";
import type { Collected, Incident, Money, RuleContext, Step } from "./kit.js";
import { at, chosen, evaluate, note, phrases, q, Rational, rule, withOwnReadings } from "./kit.js";

const say = phrases("dl-averi/11-13", {
  pendingBasis: "{words}; {meanwhile} ({q}); give it as facts.incident.assessed",
  asJudged: "as the seafaring men judged",
  toSurvey: "{pool} to be surveyed by seafaring men and paid by both ships as they judge",
  ship: "{ship}",
  driftReason: "{ship} ({owner}) bears {share} of the damage, {how}",
  driftPays: "{ship}'s part of the damage of both ships, {how} (dl-averi/11)",
  driftLabel: "The damage of both ships, surveyed and paid by both as seafaring men judge ({at})",
  owesNothing: "{anchored} owes nothing; {drifter}'s damage, {amount}, lies where it fell",
  innocentWhat: "Whether {drifter}'s skipper is innocent of her breaking loose and drifting onto {anchored}",
  innocentBy: "not named by the text ('findes uskyldig')",
  innocentBasis:
    "dl-averi/11 applies when 'skipperen der udi findes uskyldig'; give the finding as facts.incident.skipper_innocent",
  surveyWhat: "The survey of the damage to both ships, and the proportions in which {drifter} and {anchored} pay it",
  surveyBy: "seafaring men ('søfarende mænd')",
  surveyWords:
    "dl-averi/11: 'besigtes af søfarende mænd, og betales af begge skibene efter deres gode tykke og forstand'",
  untilJudged: "nothing is owed until they have judged",
  halvesUntilJudged: "half and half until they judge otherwise",
  notInnocent:
    "{drifter}'s skipper is not found innocent: dl-averi/11 does not say who pays then. The nearest rule is dl-averi/7 (a skipper at fault pays out of his own property, then his ship), but it speaks of a ship that comes sailing, not one that drifts; sealaw does not decide it and fixes no liability.",
  untilInnocent:
    "Until {drifter}'s skipper is found innocent, dl-averi/11 does not apply and sealaw fixes no liability. Once he is: {would}.",
  onlyAnchored:
    "Only {anchored}, lying at anchor, took damage: dl-averi/11 speaks of both ships taking damage and dl-averi/12 of the drifting ship alone; the text gives no rule for this case, and sealaw fixes no liability.",
  neither: "Neither ship took damage: there is nothing to pay",
  cableOf: "the cable and anchor {ship} slipped",
  declared: "as the seafaring men declared",
  declaredBy: "as the seafaring men declared ({by})",
  notYetDeclared:
    "{pool} to be reckoned between the drifting ship and those that slipped, as seafaring men declare, not yet declared ({q})",
  halvesEach:
    "each cable and anchor half and half between the drifting ship and the ship that slipped it, no other proportion being declared ({q})",
  slipReasonDrifter: "{ship} ({owner}), the drifting ship: {how}",
  slipReasonSlipper: "{ship} ({owner}), who slipped cable and anchor: {how}",
  slipPays: "{ship}'s part of the cables and anchors slipped, {how} (dl-averi/13)",
  noWorth: "no cable or anchor of any worth was slipped",
  slipLabel: "The cables and anchors slipped, reckoned between the drifting ship and those that slipped them ({at})",
  notToPrevent:
    "dl-averi/13 speaks of ships that slip cable and anchor because damage is to be expected, to prevent greater damage; the case says that was not why, and the text gives no rule for it: sealaw fixes no liability.",
  reckonWhat: "How the cables and anchors slipped are reckoned between {drifter} and {ships}",
  reckonBy: "seafaring men ('søfarne mænd')",
  reckonWords: "dl-averi/13: 'efter søfarne mænds sigelse'",
  untilDeclared: "nothing is owed until they have declared it",
  halvesUntilDeclared: "half and half until they declare otherwise",
  otherDamage:
    "dl-averi/13 reckons only the cables and anchors slipped; the damage the case gives to {ships} is not decided under it.",
});

/** What the text leaves to seafaring men: a survey, in its words, and the shares it gives. */
interface LeftToSeafarers {
  readonly what: string;
  /** Who the text names for it, where the case does not say who assessed it. */
  readonly by: string;
  readonly words: string;
  /** What follows until they have given their shares, as Q-A05 R1 and R2 read the silence. */
  readonly until: readonly [string, string];
  readonly provision: string;
}

/** The assessment of 11 or 13: given with the shares the seafaring men gave, or still to give, and what follows meanwhile. */
function seafarers(
  assessed: { by?: string | undefined; shares: Record<string, Rational> } | undefined,
  ctx: RuleContext,
  left: LeftToSeafarers,
) {
  const r1 = () => q(ctx, "assessed_split") === "Q-A05 R1";
  return {
    what: left.what,
    by: assessed?.by ?? left.by,
    basis: assessed
      ? left.words
      : say.pendingBasis({
          words: left.words,
          meanwhile: r1() ? left.until[0] : left.until[1],
          q: r1() ? "Q-A05 R1" : "Q-A05 R2",
        }),
    provisions: [left.provision],
    ...(assessed ? { value: sharesJson(assessed.shares) } : {}),
  };
}

// 11–12: a ship breaks loose and drifts onto one at anchor

interface Drift {
  readonly c: Case;
  readonly drifter: ShipView;
  readonly anchored: ShipView;
  readonly inc: Extract<Incident, { type: "drifting" }>;
}

function driftDecided(x: Drift, ctx: RuleContext): Decided {
  const { c, drifter: d, anchored: a } = x;
  const losses = [...lossesOf(d, true), ...lossesOf(a, true)];
  const pool = totalOf(c.zero, losses);
  const parts = judgedParts(x.inc.assessed, ctx, [d.s.id, a.s.id], say.asJudged(), say.toSurvey({ pool: fmt(pool) }));
  if ("assess" in parts) return { kind: "assess", summary: parts.assess };
  const { shares: s, how } = parts;
  const side = (v: ShipView): Side => ({
    key: v.s.id,
    label: say.ship({ ship: { the: v.name } }),
    party: v.owners,
    weight: s.get(v.s.id) ?? Rational.ZERO,
    reason: say.driftReason({ ship: { the: v.name }, owner: ownerWord(v), share: String(s.get(v.s.id) ?? 0), how }),
    pays: say.driftPays({ ship: { the: v.name }, how }),
    provisions: [at(11)],
  });
  return settled({
    label: say.driftLabel({ at: at(11) }),
    provisions: [at(11)],
    pool,
    losses,
    bearings: shareBy(pool, [side(d), side(a)]),
  });
}

const anchoredOwesNothing = rule<Drift, Decided>({
  id: "dl-averi/12#anchored-owes-nothing",
  reads: ["facts.ships[].cargo[].what", "facts.ships[].id"],
  withoutBaseCondition:
    "'but if only the ship that drifts onto the other takes damage' (12) is the case 11's 'both take damage' leaves",
  label:
    "but if only the ship that drifts onto the other takes damage, the ship that lies at anchor shall in no way suffer for it",
  provisions: [at(12)],
  when: (x) => damaged(x.c, x.drifter) && !damaged(x.c, x.anchored),
  gives: (x) => ({
    kind: "nothing",
    summary: say.owesNothing({
      anchored: { the: x.anchored.name },
      drifter: { the: x.drifter.name },
      amount: fmt(totalOf(x.c.zero, lossesOf(x.drifter, true))),
    }),
  }),
  facts: (x) => ({
    [shipFact("damageToShipAndGoods", x.drifter.name)]: fmt(totalOf(x.c.zero, lossesOf(x.drifter, true))),
    [shipFact("damageToShipAndGoods", x.anchored.name)]: fmt(totalOf(x.c.zero, lossesOf(x.anchored, true))),
  }),
  show: showDecided,
});

const bothShipsPay = rule<Drift, Decided>({
  id: "dl-averi/11#both-ships",
  reads: [
    "facts.incident.assessed.by",
    "facts.incident.assessed.shares",
    "facts.incident.{broke,cause,skipper_innocent}",
    "facts.ships[].cargo[].what",
    "facts.ships[].owners",
  ],
  label:
    "a ship breaks loose when anchor or cable breaks in storm or other misfortune and drifts onto one lying fast at her anchor, both take damage, and her skipper is found innocent: the damage is surveyed by seafaring men and paid by both ships as they judge",
  provisions: [at(11)],
  when: (x) => damaged(x.c, x.drifter) && damaged(x.c, x.anchored) && x.inc.skipper_innocent === true,
  gives: (x, ctx) => driftDecided(x, ctx),
  facts: (x) => ({
    broke: x.inc.broke ?? null,
    cause: x.inc.cause,
    skipper_innocent: x.inc.skipper_innocent ?? null,
    [shipFact("damageToShipAndGoods", x.drifter.name)]: fmt(totalOf(x.c.zero, lossesOf(x.drifter, true))),
    [shipFact("damageToShipAndGoods", x.anchored.name)]: fmt(totalOf(x.c.zero, lossesOf(x.anchored, true))),
  }),
  show: showDecided,
  exceptions: [anchoredOwesNothing],
});

export function drift(c: Case, inc: Extract<Incident, { type: "drifting" }>, ctx: RuleContext, out: Collected): Step[] {
  const x: Drift = { c, drifter: shipOf(c, inc.drifting), anchored: shipOf(c, inc.at_anchor), inc };
  const { drifter: d, anchored: a } = x;
  const steps: Step[] = [];
  const o = evaluate(bothShipsPay, x, ctx);
  steps.push(o.step);
  const bothHurt = damaged(c, d) && damaged(c, a);
  if (bothHurt) {
    out.assess({
      what: say.innocentWhat({ drifter: { the: d.name }, anchored: { the: a.name } }),
      by: inc.found_by ?? say.innocentBy(),
      basis: say.innocentBasis(),
      provisions: [at(11)],
      ...(inc.skipper_innocent !== undefined ? { value: inc.skipper_innocent } : {}),
    });
    if (inc.skipper_innocent !== false) {
      out.assess(
        seafarers(inc.assessed, ctx, {
          what: say.surveyWhat({ drifter: { the: d.name }, anchored: { the: a.name } }),
          by: say.surveyBy(),
          words: say.surveyWords(),
          until: [say.untilJudged(), say.halvesUntilJudged()],
          provision: at(11),
        }),
      );
    }
  }
  if (o.applied && o.value?.kind === "settle") steps.push(settle(o.value.settlement, out));
  if (bothHurt && inc.skipper_innocent === false) {
    tell(out, steps, say.notInnocent({ drifter: { The: d.name } }), at(11), at(7));
  } else if (bothHurt && inc.skipper_innocent === undefined) {
    const would = withOwnReadings(ctx, (own) => driftDecided(x, own)).value;
    tell(
      out,
      steps,
      say.untilInnocent({
        drifter: { the: d.name },
        would: would.kind === "settle" ? flowWords(route(would.settlement)) : would.summary,
      }),
      at(11),
    );
  } else if (!damaged(c, d) && damaged(c, a)) {
    tell(out, steps, say.onlyAnchored({ anchored: { the: a.name } }), at(11), at(12));
  } else if (!bothHurt && !damaged(c, d)) {
    steps.push(note(say.neither(), [at(11), at(12)]));
  }
  return steps;
}

// ---------------------------------------------------------------------------
// 13: cable and anchor slipped to escape a drifting ship

interface Slip {
  readonly c: Case;
  readonly drifter: ShipView;
  readonly slipped: readonly { readonly v: ShipView; readonly loss: Money }[];
  readonly inc: Extract<Incident, { type: "slipped_anchor" }>;
}

function slipDecided(x: Slip, ctx: RuleContext): Decided {
  const losses: Loss[] = x.slipped
    .filter((s) => s.loss.minor.sign() > 0)
    .map((s) => ({
      interest: s.v.s.id,
      kind: "ship" as const,
      party: s.v.owners,
      amount: s.loss,
      what: say.cableOf({ ship: { the: s.v.name } }),
    }));
  const pool = totalOf(x.c.zero, losses);
  const given = assessedShares(x.inc.assessed);
  const all = [x.drifter, ...x.slipped.map((s) => s.v)];
  let weight: (v: ShipView) => Rational;
  let how: string;
  if (given) {
    weight = (v) => given.get(v.s.id) ?? Rational.ZERO;
    how = x.inc.assessed?.by ? say.declaredBy({ by: x.inc.assessed.by }) : say.declared();
  } else if (chosen(leftToGoodMen, null, ctx) === "assessed") {
    return {
      kind: "assess",
      summary: say.notYetDeclared({ pool: fmt(pool), q: q(ctx, "assessed_split") }),
    };
  } else {
    // Q-A05 R2: each cable and anchor half by the drifting ship, half by the ship that slipped it.
    const own = new Map(x.slipped.map((s) => [s.v.s.id, s.loss.minor.mul(HALF)]));
    weight = (v) => (v === x.drifter ? pool.minor.mul(HALF) : (own.get(v.s.id) ?? Rational.ZERO));
    how = say.halvesEach({ q: q(ctx, "assessed_split") });
  }
  const sides: Side[] = all.map((v) => ({
    key: v.s.id,
    label: say.ship({ ship: { the: v.name } }),
    party: v.owners,
    weight: weight(v),
    reason:
      v === x.drifter
        ? say.slipReasonDrifter({ ship: { the: v.name }, owner: ownerWord(v), how })
        : say.slipReasonSlipper({ ship: { the: v.name }, owner: ownerWord(v), how }),
    pays: say.slipPays({ ship: { the: v.name }, how }),
    provisions: [at(13)],
  }));
  const sumWeights = sides.reduce((t, s) => t.add(s.weight), Rational.ZERO);
  if (sumWeights.isZero()) return { kind: "nothing", summary: say.noWorth() };
  return settled({
    label: say.slipLabel({ at: at(13) }),
    provisions: [at(13)],
    pool,
    losses,
    bearings: shareBy(pool, sides),
  });
}

const cableAndAnchor = rule<Slip, Decided>({
  id: "dl-averi/13#cable-and-anchor",
  reads: [
    "facts.incident.assessed.by",
    "facts.incident.assessed.shares",
    "facts.incident.to_prevent_damage",
    "facts.ships[].owners",
  ],
  label:
    "a ship driven adrift by storm and foul weather, and ships in her path that slip cable and anchor to prevent greater damage: the cable and anchor are reckoned and paid between the drifting ship and those that slipped, as seafaring men declare",
  provisions: [at(13)],
  when: (x) => x.inc.to_prevent_damage,
  gives: (x, ctx) => slipDecided(x, ctx),
  facts: (x) => ({
    drifting: x.drifter.name,
    to_prevent_damage: x.inc.to_prevent_damage,
    ...Object.fromEntries(x.slipped.map((s) => [shipFact("slippedBy", s.v.name), fmt(s.loss)])),
  }),
  show: showDecided,
});

export function slippedAnchor(
  c: Case,
  inc: Extract<Incident, { type: "slipped_anchor" }>,
  ctx: RuleContext,
  out: Collected,
): Step[] {
  const x: Slip = {
    c,
    drifter: shipOf(c, inc.drifting),
    slipped: inc.slipped.map((s) => ({ v: shipOf(c, s.ship), loss: s.cable_and_anchor })),
    inc,
  };
  const steps: Step[] = [];
  const o = evaluate(cableAndAnchor, x, ctx);
  steps.push(o.step);
  if (!inc.to_prevent_damage) {
    tell(out, steps, say.notToPrevent(), at(13));
    return steps;
  }
  out.assess(
    seafarers(inc.assessed, ctx, {
      what: say.reckonWhat({
        drifter: { the: x.drifter.name },
        ships: listWords(x.slipped.map((s) => say.ship({ ship: { the: s.v.name } }))),
      }),
      by: say.reckonBy(),
      words: say.reckonWords(),
      until: [say.untilDeclared(), say.halvesUntilDeclared()],
      provision: at(13),
    }),
  );
  if (o.value?.kind === "settle") steps.push(settle(o.value.settlement, out));
  const hurt = [x.drifter, ...x.slipped.map((s) => s.v)].filter((v) => damaged(c, v));
  if (hurt.length > 0) {
    tell(
      out,
      steps,
      say.otherDamage({ ships: listWords(hurt.map((v) => say.ship({ ship: { the: v.name } }))) }),
      at(13),
    );
  }
  return steps;
}
