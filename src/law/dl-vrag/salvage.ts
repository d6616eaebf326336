/**
 * Danske Lov 1683, Book 4, 'Om skibbrud og vrag', dl-vrag/1–7 and 20–23: a ship
 * lost with her people aboard, the salvage of ship and goods, the salvage reward,
 * and the freight, average and wages after the wreck.
 *
 * What the rules decide, in the order of the text:
 *
 *   - the ship is lost by storm or other misfortune (Q-V01), so her people must
 *     help salvage for a fair reward (1), and no one who does not help has any (2);
 *   - the skipper salvages with his merchants and whom he can get, as long as they
 *     will and can (3, Q-V03), and may then sell what is left, unhindered (4,
 *     Q-V04) — unless he and his people cannot manage, when the officials and the
 *     foreshore holder must help when asked, with the common people (5, Q-V05);
 *   - after the salvage the amtmand with the best men, or before a market town the
 *     mayor and council, fix the reward (6) — unless the skipper struck a bargain
 *     with the salvors, which stands (7). Who pays it (Q-V06) and how it is shared
 *     among the salvors (Q-S06, sealaw's own question) are readings;
 *   - the skipper has fair freight on the goods saved (20, Q-V13) — unless the
 *     shipper leaves him the goods for it (21, Q-V14); stranded goods owe no
 *     average for what was lost (22, Q-V15); and if the salvage, after its costs,
 *     does not cover the crew's outstanding wages, they have nothing of them to
 *     claim (23, Q-V16).
 *
 * Decisions the text leaves open and sealaw takes (each said in the explanation):
 *
 *   - The owners of what was saved (the ship's owners, the merchants) give the
 *     reward (6: 'hvad skipperen, eller købmanden, skulle give'); they are not
 *     among those paid it, even if they helped. The skipper who helped shares in
 *     it (Q-S09 R1): dl-vrag/2 bars only those who do not help, and dl-averi/1
 *     gives the skipper the reward for the same salvage.
 *   - dl-vrag/6 follows the salvage with the common people of dl-vrag/5; the fair
 *     reward of dl-vrag/1 names no assessor of its own, so it is fixed the same way.
 *   - A determination divides one fund in its allocations: the salvage reward when
 *     a figure for it is in force, and otherwise the crew's wages out of the net
 *     salvage (23). When both arise, the wages are given as liabilities, each an
 *     exact split of the same kind, and their fund is listed second.
 *
 * Nothing the text leaves to someone's judgment is computed: the reward before it
 * is fixed, the payers under Q-V06 R2, fair freight under Q-V13 R3 and the shares
 * under Q-S06 R2 are Assessments that say who makes them and on what basis.
 *
 * Readings are consulted inside the rules, after the facts that make them matter,
 * so that a determination lists only the readings it rests on; each rule is run
 * against a fresh copy of the reading set, and its step shows the readings that
 * decided it.
 */

import type { DecideContext, DeterminationBody, SalvageFacts } from "./kit.js";
import {
  at,
  BORKUM_PERSON_FIELDS,
  defineKind,
  evaluateOwn,
  kindBody,
  kindContext,
  kindRoot,
  kindRule,
  note,
  phrases,
  salvageFactsJsonSchema,
  salvageFactsSchema,
  section,
} from "./kit.js";
import { merge, none, PROVISIONS, ShipwreckCase, semicolons, shipName } from "./salvage-common.js";
import { dutyToHelp, type Loss, saleOfWhatIsLeft, shipIsLost, type WhoSalvages, whoSalvages } from "./salvage-duty.js";
import { average, freight } from "./salvage-freight.js";
import { FIXED_BY, theReward } from "./salvage-reward.js";
import { wages, wagesAsLiabilities } from "./salvage-wages.js";

// ---------------------------------------------------------------------------
// The determination

const say = phrases("dl-vrag/1-7,20-23", {
  ship: "{ship}, {reason}",
  bySkipper: "salvage by the skipper and his people (dl-vrag/1–4)",
  byOfficials: "the skipper could not manage: the officials' help when asked (dl-vrag/5)",
  bargain: "a bargain with the salvors (dl-vrag/7)",
  fixedBy: "the reward fixed by {by} (dl-vrag/6)",
  freight: "freight and average on the goods saved (dl-vrag/20–22)",
  wages: "the crew's wages (dl-vrag/23)",
  notLost: "The ship is not lost as Q-V01 reads 'bliver': dl-vrag/1 does not bind her people.",
  duty: "The duty to help salvage",
});

function situationOf(c: ShipwreckCase, loss: Loss, who: WhoSalvages): string {
  const parts = [
    say.ship({ ship: { the: shipName(c.ship) }, reason: loss.reason }),
    who.by === "skipper" ? say.bySkipper() : say.byOfficials(),
  ];
  const f = c.facts;
  if (f.salvage_agreement) parts.push(say.bargain());
  else if (f.salvage_money_fixed_by) parts.push(say.fixedBy({ by: String(FIXED_BY[f.salvage_money_fixed_by]) }));
  if (c.wreck.cargo.length > 0) parts.push(say.freight());
  if (c.wreck.wages_owed.length > 0) parts.push(say.wages());
  return semicolons(parts);
}

/** The kind's rule: the provisions read together, giving the situation they found. */
const shipLostWithHerPeople = kindRule(
  "dl-vrag/1-7,20-23#salvage",
  "Danske Lov 4, 'Om skibbrud og vrag': a ship lost with her people: the duty to salvage, the salvage reward, and the freight, average and wages after the wreck",
  PROVISIONS,
  [
    "facts.help_asked[].{office,person}",
    "facts.people[].{count,helped,refused,roles[]}",
    "facts.salvage_agreement.{salvors[],sum,terms}",
    "facts.salvage_money_shares",
    "facts.ships[].owners[].person",
    "facts.ships[].skipper",
    "facts.shipwreck.cargo[].{owner,shipper,value_saved,what}",
    "facts.shipwreck.wages_owed[].{amount,person}",
    "facts.shipwreck.{crew[],seafarers_at_hand,ship,ship_value_saved,skipper_could_not_manage}",
    "facts.{off_market_town,salvage_costs,salvage_money,salvage_money_fixed_by}",
  ],
);

export function decideVragSalvage(facts: SalvageFacts, ctx: DecideContext): DeterminationBody {
  const c = new ShipwreckCase(facts, ctx.currency);
  const rc = kindContext(ctx);

  const lossOutcome = evaluateOwn(shipIsLost, c, rc);
  const loss = lossOutcome.value as Loss;
  const duty = loss.lost
    ? dutyToHelp(c, rc)
    : {
        ...none(),
        steps: [note(say.notLost(), [at(1)])],
      };
  const { findings: salvors, who } = whoSalvages(c, rc);
  const sale = saleOfWhatIsLeft(c, rc);
  const reward = theReward(c, rc);
  const freightF = freight(c, loss.lost, rc);
  const averageF = average(c, rc);
  const wagesR = wages(c, reward.cost, rc);

  const primary = reward.division ?? wagesR.division;
  const wagesSecond = reward.division !== undefined && wagesR.division !== undefined;
  const all = merge(
    { ...duty, steps: [section(say.duty(), [at(1)], [lossOutcome.step, ...duty.steps])] },
    salvors,
    sale,
    reward.findings,
    freightF,
    averageF,
    wagesR.findings,
  );
  const second = wagesSecond ? wagesAsLiabilities(c, wagesR) : none();
  all.liabilities.push(...second.liabilities);
  all.warnings.push(...second.warnings);
  all.steps.push(...second.steps);
  const situation = situationOf(c, loss, who);
  return kindBody(situation, all, kindRoot(shipLostWithHerPeople, situation, all.steps, rc), {
    funds: [...(primary ? [primary.fund] : []), ...(wagesSecond && wagesR.division ? [wagesR.division.fund] : [])],
    allocations: primary?.allocations ?? [],
  });
}

// ---------------------------------------------------------------------------
// The kind

export const vragSalvageKind = defineKind({
  kind: "salvage",
  summary:
    "A ship lost with her people: the crew's duty to salvage, the skipper's salvage and sale of what is left, the officials' help when asked, the salvage reward fixed after the salvage or as bargained (dl-vrag/1–7); freight, average and the crew's wages after the wreck (dl-vrag/20–23).",
  provisions: PROVISIONS,
  facts: salvageFactsSchema,
  jsonSchema: salvageFactsJsonSchema,
  // Borkum's §6: where and how the goods were saved, and what each islander did.
  omits: ["place", "came_ashore_by_itself", "merchant_goods", "date", "breaches", ...BORKUM_PERSON_FIELDS],
  decide: decideVragSalvage,
});
