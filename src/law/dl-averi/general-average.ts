/**
 * Danske Lov 1683, 4-3, general average and the other losses a voyage shares
 * (dl-averi/20–41).
 *
 *   - 20 before goods are thrown overboard, mast, cable or anchor rope cut, or the
 *     ship run ashore to save life, ship and goods, the skipper first takes counsel
 *     with the merchant or his agent, if either is aboard;
 *   - 21 if they will not consent and the skipper still judges it necessary, he
 *     follows the most and best of the crew (Q-A09), who declare on oath ashore that
 *     it was done to save life, ship and goods;
 *   - 22 the heaviest goods and those of least value go first, as far as possible;
 *   - 23 the skipper values the ship as he would keep her; the charterer may take
 *     her at that value or leave her, and declares within 24 hours (Q-A10, Q-A31);
 *   - 24 goods thrown and kept are valued at the market where the goods kept are sold;
 *   - 25 the loss is divided over the whole ship, all the goods kept and the freight
 *     on all goods shipped (Q-A11, Q-A12, Q-A13, Q-V15);
 *   - 26 the skipper need not let anyone have his goods until his share is paid or
 *     secured;
 *   - 27 the crew's portage is not reckoned, nor is average paid out of bottomry
 *     money (Q-A14); 28 goods thrown count only as far as the bills of lading and
 *     freight letters show, unless more is proved (Q-A15); 29 goods spoiled by the
 *     jettison are average; 30 other damage, and damage after restowing, is not;
 *     31 goods or gear recovered: only the damage is made good (Q-A36); 32 the
 *     doctor's fees of crew hurt, and their burial if they are buried ashore, are average;
 *   - 33–34 bulk goods taken by pirates are made good by the other bulk goods, the
 *     ship giving nothing (Q-A16, Q-A17); goods in packs, casks or barrels bear
 *     their own loss; 35 the costs of a defence go over ship and goods; 36 a theft
 *     in harbour lies where it falls, unless a special cause binds all (Q-A18);
 *     37 a ransom proved is average over ship and goods (Q-A30);
 *   - 38–40 lighterage is paid by ship and goods (Q-A19); goods lost in the
 *     lighters go over ship and goods kept (Q-A20); damage to the lighters is the
 *     lightermen's own; 41 after a grounding the skipper repairs the ship at his own
 *     cost, and the costs on the goods go over all the goods (Q-A21).
 *
 * The shape of the determination. The general average of dl-averi/25 is the
 * `statement` (core/average.ts draws it up): one line per interest, the ship, the
 * freight and each bill of lading, and a balance per party. `funds[0]` is the loss
 * made good, and `allocations` holds one line per party with its contribution to
 * that loss (exact, and rounded as the statement rounds its lines), so that the
 * rounded contributions add up to the fund; what is made good to each party and
 * its net are in the statement's balances and in each allocation's reason. The
 * averages of their own (bulk goods taken by pirates, a defence, a theft in
 * harbour, a ransom, lighterage, goods lost in the lighters, the costs on the goods
 * after a grounding) are in `averages`, each with a statement when shared by value
 * or with shares when shared by quantity. Without a general average there is no
 * fund and no allocation.
 *
 * A cargo list may run to a hundred thousand parcels: the rules that look at each
 * parcel are evaluated parcel by parcel, but the explanation keeps one step per
 * rule with the number of parcels and the sum it gave; the detail per parcel is in
 * the statement's lines, and warnings list a few parcels and count the rest.
 */

import { type GaCase, GENERAL_AVERAGE_PROVISIONS, gaCase, generalAverageKindRule } from "./general-average-common.js";
import { averageWanted, type GeneralAverage, generalAverage } from "./general-average-contribution.js";
import { grounding } from "./general-average-grounding.js";
import { decision, jettisonOrder, measureWords } from "./general-average-jettison.js";
import { piracy } from "./general-average-piracy.js";
import { defence, harbourTheft, lighterage, ransom } from "./general-average-separate.js";
import {
  shipNeeded,
  shipValuation,
  shipValueGiven,
  valuationBasis,
  valuationCalledFor,
} from "./general-average-valuation.js";
import type { DecideContext, DeterminationBody, GeneralAverageFacts, Money } from "./kit.js";
import {
  at,
  Collected,
  decideUnder,
  defineKind,
  generalAverageFactsJsonSchema,
  generalAverageFactsSchema,
  phrases,
} from "./kit.js";

export { GENERAL_AVERAGE_PROVISIONS } from "./general-average-common.js";

// The determination

const say = phrases("dl-averi/ga", {
  averageAfter: "general average after {measures}: {loss} over {mass} ({at})",
  noAverageYet: "{measures}: no general average drawn up yet ({at})",
  piracy: "goods taken by {attackers} ({at}–34)",
  defence: "a defence against {attackers} ({at})",
  theft: "a theft in harbour ({at})",
  ransom: "ship and goods bought free ({at})",
  lighterage: "the goods unloaded into lighters ({at}–40)",
  grounding: "a grounding, the ship lightened off ({at})",
  noLoss: "a voyage with no loss to share under {at}–41",
  situation: "{first}; {rest}",
  noLossStated:
    "No loss is stated, so there is nothing to share: a general average begins with the distress and what was given up in it (facts.emergency), the gear cut away (facts.sacrifices) and the goods thrown (facts.cargo); the other losses a voyage shares are goods taken by pirates (facts.piracy), a defence (facts.defence), a theft in harbour (facts.harbour_theft), a ransom (facts.ransom), lighterage (facts.lighterage) and a grounding (facts.grounding).",
  jettisonUnlisted:
    "Goods were thrown overboard, but no parcel says what of it went (facts.cargo, facts.cargo[].jettisoned): the loss to make good leaves them out.",
  gearUnlisted:
    "The ship gave up gear or was run ashore ({measures}), but no such loss is listed (facts.sacrifices): the loss to make good leaves it out.",
});

/** Parts of a situation joined with "; ", each a phrase of its own. */
function joined(bits: readonly string[]): string {
  const [first, ...rest] = bits;
  return rest.length === 0 ? (first as string) : say.situation({ first: first as string, rest: joined(rest) });
}

function situationOf(c: GaCase, ga: GeneralAverage | undefined): string {
  const f = c.f;
  const bits: string[] = [];
  if (f.emergency) {
    bits.push(
      ga
        ? say.averageAfter({
            measures: measureWords(f.emergency),
            loss: ga.statement.loss.text,
            mass: ga.statement.mass.text,
            at: at(25),
          })
        : say.noAverageYet({ measures: measureWords(f.emergency), at: at(25) }),
    );
  }
  if (f.piracy) bits.push(say.piracy({ attackers: f.piracy.attackers, at: at(33) }));
  if (f.defence) bits.push(say.defence({ attackers: f.defence.attackers, at: at(35) }));
  if (f.harbour_theft.length > 0) bits.push(say.theft({ at: at(36) }));
  if (f.ransom) bits.push(say.ransom({ at: at(37) }));
  if (f.lighterage) bits.push(say.lighterage({ at: at(38) }));
  if (f.grounding) bits.push(say.grounding({ at: at(41) }));
  if (bits.length === 0) bits.push(say.noLoss({ at: at(20) }));
  return joined(bits);
}

export function decideGeneralAverage(facts: GeneralAverageFacts, dctx: DecideContext): DeterminationBody {
  const c = gaCase(facts, dctx.currency);
  return decideUnder(generalAverageKindRule, dctx, new Collected(), (ctx, out, add) => {
    const decided = decision(c, ctx, out);
    add(decided?.step);
    add(jettisonOrder(c, ctx, out));
    const ship =
      c.f.emergency && valuationCalledFor(c.f.emergency)
        ? shipValuation(c, ctx, out)
        : shipNeeded(c)
          ? shipValueGiven(c, out)
          : { value: undefined, step: undefined };
    add(ship.step);
    add(valuationBasis(c, ctx, out));
    const ga =
      decided?.entitled !== false && averageWanted(c, ship.value, out)
        ? generalAverage(c, ship.value as Money, ctx, out)
        : undefined;
    add(ga?.step);
    add(piracy(c, ctx, out));
    add(defence(c, ship.value, ctx, out));
    add(harbourTheft(c, ship.value, ctx, out));
    add(ransom(c, ship.value, ctx, out));
    add(lighterage(c, ship.value, ctx, out));
    add(grounding(c, ctx, out));
    const f = c.f;
    if (
      !(f.emergency || f.piracy || f.defence || f.ransom || f.lighterage || f.grounding || f.harbour_theft.length > 0)
    ) {
      out.warn(say.noLossStated(), at(20), at(25));
    }
    if (f.emergency) {
      // What the emergency says was done, with nothing of it listed, leaves the loss at nothing.
      const m = f.emergency.measures;
      if (m.includes("jettison") && !f.cargo.some((p) => p.jettisoned)) {
        out.warn(say.jettisonUnlisted(), at(20), at(25));
      }
      const cut = m.filter((x) => x !== "jettison" && x !== "other");
      if (cut.length > 0 && f.sacrifices.length === 0) {
        out.warn(say.gearUnlisted({ measures: cut.join(", ") }), at(20), at(25));
      }
    }
    return {
      situation: situationOf(c, ga),
      funds: ga ? [ga.fund] : [],
      allocations: ga ? ga.allocations : [],
      statement: ga?.statement,
    };
  });
}

export const generalAverageKind = defineKind({
  kind: "general_average",
  summary:
    "General average: the decision to throw goods overboard, cut mast or cable or run ashore (20–22), the ship's value and the charterer's option (23), the loss spread over ship, goods kept and freight (24–32) with the skipper's lien (26); goods taken by pirates (33–34), a defence (35), a theft in harbour (36), a ransom (37), lighterage (38–40) and a grounding (41).",
  provisions: GENERAL_AVERAGE_PROVISIONS,
  facts: generalAverageFactsSchema,
  jsonSchema: generalAverageFactsJsonSchema,
  decide: decideGeneralAverage,
});
