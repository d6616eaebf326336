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
  shipOf,
  showDecided,
  tell,
  totalOf,
} from "./collision-common.js";
import { sharesJson } from "./collision-under-sail.js";
import type { Collected, Incident, Money, RuleContext, Step } from "./kit.js";
import { at, chosen, evaluate, note, q, Rational, rule, The, the, withOwnReadings } from "./kit.js";

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
  const meanwhile = () =>
    q(ctx, "assessed_split") === "Q-A05 R1" ? `${left.until[0]} (Q-A05 R1)` : `${left.until[1]} (Q-A05 R2)`;
  return {
    what: left.what,
    by: assessed?.by ?? left.by,
    basis: assessed ? left.words : `${left.words}; ${meanwhile()}; give it as facts.incident.assessed`,
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
  const parts = judgedParts(
    x.inc.assessed,
    ctx,
    [d.s.id, a.s.id],
    "as the seafaring men judged",
    `${fmt(pool)} to be surveyed by seafaring men and paid by both ships as they judge`,
  );
  if ("assess" in parts) return { kind: "assess", summary: parts.assess };
  const { shares: s, how } = parts;
  const side = (v: ShipView): Side => ({
    key: v.s.id,
    label: `${the(v.name)}`,
    party: v.owners,
    weight: s.get(v.s.id) ?? Rational.ZERO,
    reason: `${the(v.name)} (${ownerWord(v)}) bears ${s.get(v.s.id) ?? 0} of the damage, ${how}`,
    pays: `${the(v.name)}'s part of the damage of both ships, ${how} (dl-averi/11)`,
    provisions: [at(11)],
  });
  return settled({
    label: `The damage of both ships, surveyed and paid by both as seafaring men judge (${at(11)})`,
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
    summary: `${the(x.anchored.name)} owes nothing; ${the(x.drifter.name)}'s damage, ${fmt(
      totalOf(x.c.zero, lossesOf(x.drifter, true)),
    )}, lies where it fell`,
  }),
  facts: (x) => ({
    [`damage to ${the(x.drifter.name)} and goods in her`]: fmt(totalOf(x.c.zero, lossesOf(x.drifter, true))),
    [`damage to ${the(x.anchored.name)} and goods in her`]: fmt(totalOf(x.c.zero, lossesOf(x.anchored, true))),
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
    [`damage to ${the(x.drifter.name)} and goods in her`]: fmt(totalOf(x.c.zero, lossesOf(x.drifter, true))),
    [`damage to ${the(x.anchored.name)} and goods in her`]: fmt(totalOf(x.c.zero, lossesOf(x.anchored, true))),
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
      what: `Whether ${the(d.name)}'s skipper is innocent of her breaking loose and drifting onto ${the(a.name)}`,
      by: inc.found_by ?? "not named by the text ('findes uskyldig')",
      basis:
        "dl-averi/11 applies when 'skipperen der udi findes uskyldig'; give the finding as facts.incident.skipper_innocent",
      provisions: [at(11)],
      ...(inc.skipper_innocent !== undefined ? { value: inc.skipper_innocent } : {}),
    });
    if (inc.skipper_innocent !== false) {
      out.assess(
        seafarers(inc.assessed, ctx, {
          what: `The survey of the damage to both ships, and the proportions in which ${the(d.name)} and ${the(a.name)} pay it`,
          by: "seafaring men ('søfarende mænd')",
          words:
            "dl-averi/11: 'besigtes af søfarende mænd, og betales af begge skibene efter deres gode tykke og forstand'",
          until: ["nothing is owed until they have judged", "half and half until they judge otherwise"],
          provision: at(11),
        }),
      );
    }
  }
  if (o.applied && o.value?.kind === "settle") steps.push(settle(o.value.settlement, out));
  if (bothHurt && inc.skipper_innocent === false) {
    tell(
      out,
      steps,
      `${The(d.name)}'s skipper is not found innocent: dl-averi/11 does not say who pays then. The nearest rule is dl-averi/7 (a skipper at fault pays out of his own property, then his ship), but it speaks of a ship that comes sailing, not one that drifts; sealaw does not decide it and fixes no liability.`,
      at(11),
      at(7),
    );
  } else if (bothHurt && inc.skipper_innocent === undefined) {
    const would = withOwnReadings(ctx, (own) => driftDecided(x, own)).value;
    tell(
      out,
      steps,
      `Until ${the(d.name)}'s skipper is found innocent, dl-averi/11 does not apply and sealaw fixes no liability. Once he is: ${
        would.kind === "settle" ? flowWords(route(would.settlement)) : would.summary
      }.`,
      at(11),
    );
  } else if (!damaged(c, d) && damaged(c, a)) {
    tell(
      out,
      steps,
      `Only ${the(a.name)}, lying at anchor, took damage: dl-averi/11 speaks of both ships taking damage and dl-averi/12 of the drifting ship alone; the text gives no rule for this case, and sealaw fixes no liability.`,
      at(11),
      at(12),
    );
  } else if (!bothHurt && !damaged(c, d)) {
    steps.push(note("Neither ship took damage: there is nothing to pay", [at(11), at(12)]));
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
      what: `the cable and anchor ${the(s.v.name)} slipped`,
    }));
  const pool = totalOf(x.c.zero, losses);
  const given = assessedShares(x.inc.assessed);
  const all = [x.drifter, ...x.slipped.map((s) => s.v)];
  let weight: (v: ShipView) => Rational;
  let how: string;
  if (given) {
    weight = (v) => given.get(v.s.id) ?? Rational.ZERO;
    how = `as the seafaring men declared${x.inc.assessed?.by ? ` (${x.inc.assessed.by})` : ""}`;
  } else if (chosen(leftToGoodMen, null, ctx) === "assessed") {
    return {
      kind: "assess",
      summary: `${fmt(pool)} to be reckoned between the drifting ship and those that slipped, as seafaring men declare, not yet declared (${q(ctx, "assessed_split")})`,
    };
  } else {
    // Q-A05 R2: each cable and anchor half by the drifting ship, half by the ship that slipped it.
    const own = new Map(x.slipped.map((s) => [s.v.s.id, s.loss.minor.mul(HALF)]));
    weight = (v) => (v === x.drifter ? pool.minor.mul(HALF) : (own.get(v.s.id) ?? Rational.ZERO));
    how = `each cable and anchor half and half between the drifting ship and the ship that slipped it, no other proportion being declared (${q(ctx, "assessed_split")})`;
  }
  const sides: Side[] = all.map((v) => ({
    key: v.s.id,
    label: `${the(v.name)}`,
    party: v.owners,
    weight: weight(v),
    reason: `${the(v.name)} (${ownerWord(v)}), ${v === x.drifter ? "the drifting ship" : "who slipped cable and anchor"}: ${how}`,
    pays: `${the(v.name)}'s part of the cables and anchors slipped, ${how} (dl-averi/13)`,
    provisions: [at(13)],
  }));
  const sumWeights = sides.reduce((t, s) => t.add(s.weight), Rational.ZERO);
  if (sumWeights.isZero()) return { kind: "nothing", summary: "no cable or anchor of any worth was slipped" };
  return settled({
    label: `The cables and anchors slipped, reckoned between the drifting ship and those that slipped them (${at(13)})`,
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
    ...Object.fromEntries(x.slipped.map((s) => [`slipped by ${the(s.v.name)}`, fmt(s.loss)])),
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
    tell(
      out,
      steps,
      "dl-averi/13 speaks of ships that slip cable and anchor because damage is to be expected, to prevent greater damage; the case says that was not why, and the text gives no rule for it: sealaw fixes no liability.",
      at(13),
    );
    return steps;
  }
  out.assess(
    seafarers(inc.assessed, ctx, {
      what: `How the cables and anchors slipped are reckoned between ${the(x.drifter.name)} and ${listWords(x.slipped.map((s) => `${the(s.v.name)}`))}`,
      by: "seafaring men ('søfarne mænd')",
      words: "dl-averi/13: 'efter søfarne mænds sigelse'",
      until: ["nothing is owed until they have declared it", "half and half until they declare otherwise"],
      provision: at(13),
    }),
  );
  if (o.value?.kind === "settle") steps.push(settle(o.value.settlement, out));
  const hurt = [x.drifter, ...x.slipped.map((s) => s.v)].filter((v) => damaged(c, v));
  if (hurt.length > 0) {
    tell(
      out,
      steps,
      `dl-averi/13 reckons only the cables and anchors slipped; the damage the case gives to ${listWords(hurt.map((v) => `${the(v.name)}`))} is not decided under it.`,
      at(13),
    );
  }
  return steps;
}
