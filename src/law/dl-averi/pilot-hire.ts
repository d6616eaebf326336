/**
 * Danske Lov 1683, 4-3, pilots and the draught (dl-averi/54–59).
 *
 *   - 54 where a skipper comes with his ship into pilot waters, he is bound to hire
 *     a pilot at the best price he can bargain for, give him his board, and pay his
 *     wage out of the goods according to the custom and practice of the market
 *     where he unloads (Q-A24);
 *   - 55 if he ventures to bring the ship in without one and she comes to harm, he
 *     makes it good himself out of his own money, unless it happened in necessity
 *     (Q-A28);
 *   - 56 as soon as he has engaged a pilot he honestly tells him how many feet deep
 *     the ship goes; 57 if he gives it as less, he gives sixteen lod of silver for
 *     every foot he conceals (Q-A25, Q-A26);
 *   - 58 he takes proper proof of the draught he declared and of what he paid the
 *     pilot, and accounts for it to the merchant and the owners;
 *   - 59 a pilot at fault is punished as the first chapter, article 5, says of the
 *     mate (Q-A27): Danske Lov 4-1-5, which is not among sealaw's texts, so the
 *     penalty names it as an outside reference and gives no measure.
 *
 * The shape of the determination. Nothing is divided as a fund, so there are no
 * funds and no allocations. The pilot's wage laid on the goods is an average of
 * its own (`averages`, id "pilot-wage"): a statement by value drawn up by
 * core/average.ts, or shares by quantity where the custom says so, with the
 * rounded shares summing exactly to the wage; each cargo owner's part is also a
 * liability to the skipper, who owes the pilot the wage ('skipperen skal … af
 * godset betale hans løn') and accounts for it to the merchants and the owners
 * (58). The skipper's duties are obligations;
 * his liability for damage after coming in without a pilot is a liability to each
 * owner of what was damaged; the draught penalty is a Penalty in lod of silver
 * whatever the case's currency; the pilot's punishment is a Penalty with an
 * outside reference. The custom of the market, necessity and the pilot's fault
 * are assessments until the case gives them.
 */

import { semicolonList } from "./joins.js";
import type { DecideContext, DeterminationBody, PilotHireFacts } from "./kit.js";
import {
  at,
  Collected,
  decideUnder,
  defineKind,
  phrases,
  pilotHireFactsJsonSchema,
  pilotHireFactsSchema,
} from "./kit.js";
import { fault, proof } from "./pilot-hire-account.js";
import { PILOT_HIRE_PROVISIONS, type PilotCase, pilotCase, pilotsKindRule } from "./pilot-hire-common.js";
import { draught } from "./pilot-hire-draught.js";
import { pilotWaters } from "./pilot-hire-duty.js";
import { damageTotal, withoutPilot } from "./pilot-hire-unpiloted.js";

export { feetText, MATE_ARTICLE, PILOT_HIRE_PROVISIONS } from "./pilot-hire-common.js";

// The determination

const say = phrases("dl-averi/54-59", {
  shipIn: "{ship} in {waters}",
  shipOutside: "{ship} outside pilot waters",
  pilotEngaged: "a pilot engaged ({name}) ({at})",
  withoutPilot: "brought in without a pilot ({at})",
  toBeHired: "a pilot to be hired ({at})",
  damageOf: "damage of {total} coming in",
  damage: "damage coming in",
  understated: "the draught understated ({at})",
  pilotAtFault: "the pilot at fault ({at})",
});

function situationOf(c: PilotCase, out: Collected): string {
  const bits: string[] = [];
  const f = c.f;
  bits.push(f.waters.pilot_waters ? say.shipIn({ ship: c.ship, waters: c.waters }) : say.shipOutside({ ship: c.ship }));
  if (c.pilot) bits.push(say.pilotEngaged({ name: c.pilot.name, at: at(54) }));
  else if (f.entered_without_pilot) bits.push(say.withoutPilot({ at: at(55) }));
  else if (f.waters.pilot_waters) bits.push(say.toBeHired({ at: at(54) }));
  if (f.damage.length > 0) {
    const total = damageTotal(c);
    bits.push(total ? say.damageOf({ total: total.format() }) : say.damage());
  }
  const draughtPenalty = out.penalties.find((p) => p.provisions.includes(at(57)));
  if (draughtPenalty) bits.push(say.understated({ at: at(57) }));
  if (out.penalties.some((p) => p.provisions.includes(at(59)))) bits.push(say.pilotAtFault({ at: at(59) }));
  return semicolonList(bits);
}

export function decidePilotHire(facts: PilotHireFacts, dctx: DecideContext): DeterminationBody {
  const c = pilotCase(facts, dctx.currency);
  return decideUnder(pilotsKindRule, dctx, new Collected(), (ctx, out, add) => {
    add(pilotWaters(c, ctx, out));
    add(withoutPilot(c, ctx, out));
    add(draught(c, ctx, out));
    add(proof(c, ctx, out));
    add(fault(c, ctx, out));
    return { situation: situationOf(c, out) };
  });
}

export const pilotHireKind = defineKind({
  kind: "pilot_hire",
  summary:
    "Pilots under Danske Lov: the duty to hire one in pilot waters, his board and his wage out of the goods by the custom of the market (54); damage after coming in without a pilot (55); the draught told to the pilot and the penalty for understating it (56–57); the skipper's proof and account (58); a pilot at fault (59).",
  provisions: PILOT_HIRE_PROVISIONS,
  facts: pilotHireFactsSchema,
  jsonSchema: pilotHireFactsJsonSchema,
  decide: decidePilotHire,
});
