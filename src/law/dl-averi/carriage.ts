/**
 * Danske Lov 1683, 4-4, carriage that miscarries (dl-averi/49–53).
 *
 *   - 49 the skipper cannot carry the merchant's goods to the market because his
 *     ship was unfit when he set out: he shall at once charter another suitable
 *     ship to carry them to the appointed place for the agreed freight, or else make
 *     good all the merchant's loss (who chooses: Q-A23);
 *   - 50 storm or other distress drives a chartered skipper into another harbour or
 *     market than the one he was chartered to: if the merchant takes his goods there,
 *     he pays the skipper his full freight;
 *   - 51 if he will not take them there, the skipper is bound to deliver them at
 *     the market he promised, at the skipper's cost and the merchant's risk, in his
 *     own ship or in other good ships in which the goods can be kept safe;
 *   - 52 but the skipper, himself the fourth with three of the best men of the ship,
 *     shall swear that he was driven off by necessity;
 *   - 53 but if any other hidden fraud is found behind it, the skipper and all who
 *     are party to the scheme make good to the merchant all the loss that comes to
 *     him from it (each for the whole or in shares: Q-A29).
 *
 * 50 is a base rule, 51 its exception, and 53 an exception to both: nested, 53
 * under 51 under 50, so that hidden fraud found overrides whichever of the two the
 * merchant's choice would otherwise bring. 49 and 52 stand alone. The rules give
 * their consequences as data (liabilities, duties, choices, assessments, warnings),
 * which the determination collects from the rules that decided.
 *
 * What the text leaves unsaid is said to be unsaid, not filled in: what follows if
 * the oath of 52 is not sworn, and what becomes of the freight under 51 or when the
 * loss is made good under 49 or 53.
 */

import {
  CARRIAGE_PROVISIONS,
  type CarriageCase,
  carriageCase,
  carriageKindRule,
  semicolons,
} from "./carriage-common.js";
import { decideDriven } from "./carriage-driven.js";
import { decideUnfit } from "./carriage-unfit.js";
import type { CarriageFacts, DecideContext, DeterminationBody } from "./kit.js";
import {
  at,
  BodyParts,
  carriageFactsJsonSchema,
  carriageFactsSchema,
  decideUnder,
  defineKind,
  phrases,
} from "./kit.js";

export { CARRIAGE_PROVISIONS } from "./carriage-common.js";

// ---------------------------------------------------------------------------
// The determination

const say = phrases("dl-averi/carriage", {
  toAssess: "whether she was unfit when she sailed is still to be assessed",
  onTheWay: "she became unfit on the way",
  canCarry: "she can still carry the goods",
  another: "another ship chartered to carry the goods to {to} at the agreed freight",
  makesGood: "the skipper makes good the merchant's loss",
  notChosen: "another ship at the agreed freight, or the loss made good, not yet chosen",
  unfit: "{ship} unfit for the voyage: {what} ({at})",
  fraud: "hidden fraud found: the skipper make good the merchant's loss ({at})",
  fraudParty: "hidden fraud found: the skipper and those party to it make good the merchant's loss ({at})",
  takes: "the merchant takes his goods there and pays full freight ({at})",
  delivers: "the skipper delivers the goods at {to} at his cost and the merchant's risk ({at})",
  choice: "the merchant's choice ({at}–51)",
  storm: "storm",
  distress: "distress at sea",
  putInto: "put into {port}, said to be by {cause}: {what}",
  drivenInto: "driven into {port} by {cause}: {what}",
  oath: "the skipper's oath ({at})",
});

function situationOf(c: CarriageCase): string {
  const f = c.f;
  const bits: string[] = [];
  if (f.unfit) {
    const u = f.unfit;
    const what =
      u.unfit_at_departure === undefined
        ? say.toAssess()
        : !u.unfit_at_departure
          ? say.onTheWay()
          : !u.cannot_carry
            ? say.canCarry()
            : u.choice === "substitute"
              ? say.another({ to: f.voyage.to })
              : u.choice === "compensation"
                ? say.makesGood()
                : say.notChosen();
    bits.push(say.unfit({ ship: { the: c.shipName }, what, at: at(49) }));
  }
  if (f.driven_off) {
    const d = f.driven_off;
    const fraud = d.fraud?.found === true;
    const what = fraud
      ? (d.fraud?.party_to_it.length ? say.fraudParty : say.fraud)({ at: at(53) })
      : d.merchant_takes_delivery === true
        ? say.takes({ at: at(50) })
        : d.merchant_takes_delivery === false
          ? say.delivers({ to: f.voyage.to, at: at(51) })
          : say.choice({ at: at(50) });
    const cause = d.cause === "storm" ? say.storm() : say.distress();
    bits.push((fraud ? say.putInto : say.drivenInto)({ port: d.port, cause, what }));
    bits.push(say.oath({ at: at(52) }));
  }
  return semicolons(bits);
}

export function decideCarriage(facts: CarriageFacts, dctx: DecideContext): DeterminationBody {
  const c = carriageCase(facts);
  return decideUnder(carriageKindRule, dctx, new BodyParts(), (ctx, out, add) => {
    if (facts.unfit) add(decideUnfit(c, facts.unfit, ctx, out));
    if (facts.driven_off) add(decideDriven(c, facts.driven_off, ctx, out));
    return { situation: situationOf(c) };
  });
}

export const carriageKind = defineKind({
  kind: "carriage",
  summary:
    "Carriage that miscarries: a ship unfit when she sailed, another ship chartered at the agreed freight or the merchant's loss made good (49); a ship driven by storm into another harbour, the merchant taking his goods there for full freight (50) or the skipper delivering them at the agreed market at his cost and the merchant's risk (51); the skipper's oath with three of the best men (52); hidden fraud made good by the skipper and all party to it (53).",
  provisions: CARRIAGE_PROVISIONS,
  facts: carriageFactsSchema,
  jsonSchema: carriageFactsJsonSchema,
  decide: decideCarriage,
});
