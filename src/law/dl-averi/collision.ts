/**
 * Danske Lov 1683, 4-1, collisions, anchors and buoys (dl-averi/6–17).
 *
 *   - 6 two ships come sailing and cannot avoid each other, and both take damage:
 *     both skippers with their crews swear that it happened by mischance and not
 *     on purpose, and then both pay the damage half and half, by day or by night
 *     (what is pooled: Q-A03; who pays the halves: Q-A35);
 *   - 7 a ship lying at anchor or made fast in harbour or roadstead run into by one
 *     under sail, through her skipper's neglect and bad look-out: he pays all the
 *     damage out of his own money as far as his property reaches, and what it does
 *     not reach the ship answers for (Q-A04); 8 but not the merchants' goods; 9 the
 *     sailing ship's own damage is her own; 10 but damage from necessity is made
 *     good by both ships as good men think reasonable (Q-A05, Q-A33);
 *   - 11 a ship breaks loose when anchor or cable breaks in storm or other
 *     misfortune and drifts onto one lying at her anchor, both take damage, and her
 *     skipper is found innocent: seafaring men survey the damage and both ships pay
 *     it as they judge (Q-A05); 12 if only the drifting ship takes damage, the ship
 *     at anchor owes nothing;
 *   - 13 ships that slip cable and anchor to escape a ship driven adrift: the
 *     cable and anchor are reckoned between the drifting ship and those that
 *     slipped, as seafaring men say (Q-A05);
 *   - 14 ships lying close, one that cannot give way: her skipper asks the other to
 *     weigh his anchor, and if he will not, it may be done without him (Q-A06);
 *     15 if the other forbids or hinders it and damage follows, the one who could
 *     give way pays it;
 *   - 16 a ship that comes to harm on another's anchor lying without a buoy: the
 *     ship without a buoy pays all the other's damage (Q-A32); 17 unless the buoy
 *     line broke after the anchor was cast and her skipper, himself the fourth with
 *     three of the best men of his ship, swears that there was a buoy when he last
 *     let it go and that he knew no other when the damage happened: then both
 *     ships pay half and half, merchants' goods excepted (Q-A07).
 *
 * The shape of the determination. Where the law says who bears a damage, the
 * damage made good or shared is drawn up as a statement of its own
 * (`averages[0]`, id "damage"): one line per interest — a ship, a parcel of goods,
 * or a skipper who pays out of his own property — with what is made good to it
 * and the part of the damage it bears, exact and rounded to the skilling so that
 * the rounded parts add up to the damage; and one balance per party, its net. The
 * money that must pass between the parties so that each bears just his part is
 * in the liabilities, from whom to whom, in whole skilling, settling every net
 * exactly. There is no fund and no allocation: nothing here is a sum divided
 * among those entitled to it. Damage the rule does not reckon lies where it fell,
 * and the explanation says so. Where the text gives no rule, the determination
 * says that plainly and fixes no liability; where a finding, an oath or an
 * assessment is still missing, it says what is missing and what would follow
 * once it is there.
 */

import { drift, slippedAnchor } from "./collision-adrift.js";
import { closeQuarters, unbuoyed } from "./collision-anchorage.js";
import type { Case } from "./collision-common.js";
import { COLLISION_PROVISIONS, collisionCase, collisionKindRule, listWords, shipOf } from "./collision-common.js";
import { runDown, underSail } from "./collision-under-sail.js";
import type { CollisionFacts, DecideContext, DeterminationBody, Incident, RuleContext, Step } from "./kit.js";
import {
  at,
  Collected,
  collisionFactsJsonSchema,
  collisionFactsSchema,
  decideUnder,
  defineKind,
  phrases,
} from "./kit.js";

export { COLLISION_PROVISIONS } from "./collision-common.js";

// The determination

const say = phrases("dl-averi/6-17", {
  underSail: "{ships} collided under sail ({at})",
  runDown: "{sailing}, under sail, ran into {lying}, lying {how} in {where} ({at}–10)",
  madeFast: "made fast",
  atAnchor: "at anchor",
  harbour: "harbour",
  roadstead: "a roadstead",
  openWater: "open water",
  drifting: "{drifting} broke loose and drifted onto {atAnchor} lying at anchor ({at}–12)",
  slipped: "{ships} slipped cable and anchor to escape {drifting} driven adrift ({at})",
  closeQuarters: "{cannot} could not give way to {can} lying close by ({at}–15)",
  unbuoyed: "{damaged} came to harm on the anchor of {anchor}, lying without a buoy ({at}–17)",
  ship: "{ship}",
});

function situationOf(c: Case, inc: Incident): string {
  const n = (id: string) => say.ship({ ship: { the: shipOf(c, id).name } });
  switch (inc.type) {
    case "under_sail":
      return say.underSail({ ships: listWords(inc.ships.map((x) => n(x.ship))), at: at(6) });
    case "run_down":
      return say.runDown({
        sailing: n(inc.sailing),
        lying: n(inc.lying),
        how: inc.lying_how === "moored" ? say.madeFast() : say.atAnchor(),
        where: inc.where === "harbour" ? say.harbour() : inc.where === "roadstead" ? say.roadstead() : say.openWater(),
        at: at(7),
      });
    case "drifting":
      return say.drifting({ drifting: n(inc.drifting), atAnchor: n(inc.at_anchor), at: at(11) });
    case "slipped_anchor":
      return say.slipped({
        ships: listWords(inc.slipped.map((s) => n(s.ship))),
        drifting: n(inc.drifting),
        at: at(13),
      });
    case "close_quarters":
      return say.closeQuarters({ cannot: n(inc.cannot_give_way), can: n(inc.can_give_way), at: at(14) });
    case "unbuoyed_anchor":
      return say.unbuoyed({ damaged: n(inc.damaged_ship), anchor: n(inc.anchor_ship), at: at(16) });
  }
}

/** How an incident of type T is decided, under the provisions for it. */
type Decides<T extends Incident["type"]> = (
  c: Case,
  inc: Extract<Incident, { type: T }>,
  ctx: RuleContext,
  out: Collected,
) => Step[];

/** The decider of each type of incident: 6–10, 11–13 and 14–17. */
const BY_INCIDENT: { readonly [T in Incident["type"]]: Decides<T> } = {
  under_sail: underSail,
  run_down: runDown,
  drifting: drift,
  slipped_anchor: slippedAnchor,
  close_quarters: closeQuarters,
  unbuoyed_anchor: unbuoyed,
};

export function decideCollision(facts: CollisionFacts, dctx: DecideContext): DeterminationBody {
  const c = collisionCase(facts, dctx.currency);
  const inc = facts.incident;
  return decideUnder(collisionKindRule, dctx, new Collected(), (ctx, out, add) => {
    // BY_INCIDENT pairs each type with its decider; the compiler cannot follow the pairing through inc.type.
    add(...(BY_INCIDENT[inc.type] as Decides<Incident["type"]>)(c, inc, ctx, out));
    return { situation: situationOf(c, inc) };
  });
}

export const collisionKind = defineKind({
  kind: "collision",
  summary:
    "Collisions, anchors and buoys: two ships under sail (6), a ship lying still run into (7–10), a ship breaking loose and drifting onto another (11–12), cables and anchors slipped to escape a drifting ship (13), ships lying too close (14–15), and damage on an anchor lying without a buoy (16–17).",
  provisions: COLLISION_PROVISIONS,
  facts: collisionFactsSchema,
  jsonSchema: collisionFactsJsonSchema,
  decide: decideCollision,
});
