/**
 * Danske Lov 1683, 4-3, a shipwreck and what follows a grounding (dl-averi/1–4
 * and 42–48).
 *
 *   - 1 a skipper who suffers shipwreck must, with the crew, salvage ship, goods
 *     and gear, and has from the merchants an honest salvage reward as good men
 *     declare (shared among the merchants by Q-S07, sealaw's own question);
 *   - 2 the charterer pays the skipper freight on the goods salvaged, and the
 *     skipper pays the seamen their wages, according to the length of the voyage,
 *     as honest men (dannemænd) judge right (Q-A01);
 *   - 3 whoever removes or embezzles the shipwrecked goods is punished as for
 *     other theft (a penalty set outside these texts, in the chapter on theft);
 *   - 4 a seaman who will not help salvage loses his portage and wages with what
 *     he has drawn (Q-A02), and is held dishonourable among seafaring people: an
 *     exception to 2 for him;
 *   - 42 after a grounding (41, which the general_average kind decides) the
 *     skipper has the ship repaired as quickly as possible and carries the goods to
 *     the market — unless (43) she cannot be repaired, when he has for freight on
 *     the goods saved what good men think reasonable by the voyage's circumstances;
 *   - 44 goods spoiled: the loss goes over the other goods salvaged, if it is bulk
 *     and loose goods (Q-A16 `styrtegods`, the general-average kind's reading, and
 *     Q-A34) — unless (45) it is barrelled goods, packs or piece goods, when each
 *     takes his own mark and pays his own costs;
 *   - 46 ship and part of the goods and gear saved: the seamen's wages are cut in
 *     the proportion of the freight the skipper earns to the full freight;
 *   - 47 ship and goods lost by misfortune, proved by the skipper with all his crew
 *     (Q-A22): he may salvage his ship and owes the merchants nothing — unless (48)
 *     he did it wilfully, or it came through his or his people's neglect, when he
 *     answers to the merchant and may not deal with the ship until he has
 *     satisfied him.
 *
 * Nothing the text leaves to good men or dannemænd is computed in their place:
 * the reward, the freight of 43 and the measure of 2 are Assessments that say who
 * makes them and on what basis, "needed" until the case gives the figure. Where the
 * case gives the part of the voyage completed, the measure of 2 is reckoned
 * exactly from it and shown as the basis of the dannemænd's assessment; their own
 * figure, when given, is the one used.
 *
 * The shape of the determination. The salvage reward, when declared, is the fund,
 * with one allocation per merchant (his share, exact and rounded, the rounded
 * shares summing to the reward) and a liability from each merchant to the skipper.
 * Freight and wages are liabilities: from the charterer (or each parcel's shipper
 * or owner) to the skipper, and from the skipper to each seaman — or from a seaman
 * who refused to salvage back to the skipper, for what he drew. The loss of spoiled
 * bulk goods shared under 44 is the average of its own `spoiled-bulk`: in kind by
 * quantity, or by value as a statement.
 */

import { semicolonList } from "./joins.js";
import type { DecideContext, DeterminationBody, ShipwreckFacts } from "./kit.js";
import {
  at,
  decideUnder,
  defineKind,
  note,
  phrases,
  section,
  shipwreckFactsJsonSchema,
  shipwreckFactsSchema,
} from "./kit.js";
import type { SwCase } from "./shipwreck-common.js";
import {
  Out,
  SHIPWRECK_PROVISIONS,
  salvagedParcels,
  shipwreckKindRule,
  spoiledParcels,
  swCase,
  wrecked,
} from "./shipwreck-common.js";
import { grounding, NO_MEASURE, voyageMeasure, wreckFreight } from "./shipwreck-freight.js";
import { loss } from "./shipwreck-loss.js";
import { embezzlement, salvage } from "./shipwreck-salvage.js";
import { spoiledGoods } from "./shipwreck-spoiled.js";
import { wages } from "./shipwreck-wages.js";

export { SHIPWRECK_PROVISIONS } from "./shipwreck-common.js";

// The determination

const say = phrases("dl-averi/1-4,42-48", {
  wrecked: "shipwrecked",
  agroundRepairable: "aground, and she can be repaired",
  agroundBeyondRepair: "aground, and she cannot be repaired",
  saved: "saved",
  shipState: "{ship} {state}",
  parcelsSaved: "{saved} of {n, plural, one {# parcel} other {# parcels}} saved",
  spoiled: "{n} spoiled",
  refused: "{n, plural, one {# seaman} other {# seamen}} would not help salvage",
  embezzled: "goods removed or embezzled",
  lossBy: "the loss by {cause, select, misfortune {misfortune} wilful {wilful act} other {neglect}}",
  casualty: "The casualty: {ship} is {state}",
  freightAndWages: "Freight and wages after the shipwreck, by the length of the voyage",
});

const STATE_WORDS: Record<ShipwreckFacts["ship"]["state"], string> = {
  wrecked: say.wrecked(),
  aground_repairable: say.agroundRepairable(),
  aground_beyond_repair: say.agroundBeyondRepair(),
  saved: say.saved(),
};

function situationOf(c: SwCase): string {
  const f = c.f;
  const bits = [say.shipState({ ship: { the: c.shipName }, state: STATE_WORDS[f.ship.state] })];
  const saved = salvagedParcels(c).length;
  if (f.cargo.length > 0) bits.push(say.parcelsSaved({ saved: String(saved), n: f.cargo.length }));
  const spoiled = spoiledParcels(c).length;
  if (spoiled > 0) bits.push(say.spoiled({ n: String(spoiled) }));
  const refused = f.crew.filter((s) => s.salvage === "refused").length;
  if (wrecked(c) && refused > 0) bits.push(say.refused({ n: refused }));
  if (f.embezzlements.length > 0) bits.push(say.embezzled());
  if (f.loss) bits.push(say.lossBy({ cause: f.loss.cause }));
  return semicolonList(bits);
}

export function decideShipwreck(facts: ShipwreckFacts, dctx: DecideContext): DeterminationBody {
  const c = swCase(facts, dctx.currency);
  return decideUnder(shipwreckKindRule, dctx, new Out(), (ctx, out, add) => {
    add(
      note(say.casualty({ ship: { the: c.shipName }, state: STATE_WORDS[facts.ship.state] }), [], {
        subject: "facts.ship",
        facts: { state: facts.ship.state },
      }),
    );
    add(salvage(c, ctx, out));
    add(embezzlement(c, ctx, out));
    add(grounding(c, ctx, out));
    const needMeasure = wrecked(c) && (salvagedParcels(c).length > 0 || c.f.crew.some((s) => s.salvage !== "refused"));
    const measure = needMeasure ? voyageMeasure(c, ctx, out) : undefined;
    const freight = wreckFreight(c, measure?.m ?? NO_MEASURE, ctx, out);
    add(measure ? section(say.freightAndWages(), [at(2)], [measure.step, freight]) : freight);
    add(spoiledGoods(c, ctx, out));
    add(wages(c, measure?.m, ctx, out));
    add(loss(c, ctx, out));
    return { situation: situationOf(c), funds: out.funds, allocations: out.allocations };
  });
}

export const shipwreckKind = defineKind({
  kind: "shipwreck",
  summary:
    "A shipwreck or a grounding and what follows: the duty to salvage and the salvage reward (1), freight and wages by the length of the voyage (2), embezzled goods (3), the seaman who will not help (4), repair or freight as good men judge (42–43), spoiled bulk and marked goods (44–45), wages cut with the freight (46), and the skipper's answer for the loss (47–48).",
  provisions: SHIPWRECK_PROVISIONS,
  facts: shipwreckFactsSchema,
  jsonSchema: shipwreckFactsJsonSchema,
  decide: decideShipwreck,
});
