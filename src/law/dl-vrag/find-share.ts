/**
 * dl-vrag/14, 18, 19: the finder's share (a third, a third for fishermen's anchors,
 * half on the open sea), and the value it is a share of (Q-V09).
 */

import { type FindCase, finders, HALF, hasRole, itemWords, money, type Share, THIRD } from "./find-common.js";
import type { Assessment, Json, Money, RuleContext, Step } from "./kit.js";
import { at, CaseError, firstOf, NotCoveredError, nameOf, phrases, reading, rule } from "./kit.js";

const say = phrases("dl-vrag/14.share", {
  halfWords: "half of it, as the one who salvaged it ('den, som det bjerger')",
  anchorBuoyed:
    "a third of its value as salvage reward, though a buoy was on it ('hvad heller der er bøje på, eller ej')",
  anchorAnyBuoy: "a third of its value as salvage reward, buoy or no buoy ('hvad heller der er bøje på, eller ej')",
  thirdWords: "a third of its value for his trouble ('for sin umage')",
  fractionTo: "{fraction} to {names}",
  atDelivery: "as valued by the officer at delivery",
  notYetValued: "not yet valued",
  valueWhat: "The value of the find",
  valueBy: "the king's officer who receives it ({officer})",
  valueBasis: "Q-V09 R1: the officer values it when it is handed over; the third is a third of that value",
  atSale: "as realised at the sale",
  notYetSold: "not yet sold",
  saleWhat: "What the find fetches when it is sold",
  saleBy: "the sale, held by the king's officer who keeps it ({officer})",
  saleBasis: "Q-V09 R2: the value is the price realised; until it is sold the third cannot be reckoned",
  valueShown: "{value}, {words}",
});

const showShare = (s: Share): string =>
  say.fractionTo({ fraction: String(s.fraction), names: s.recipients.map(nameOf).join(", ") });

// ---------------------------------------------------------------------------
// The finder's share: a third (14), a third for fishermen's anchors (18), half on the open sea (19)

interface Finding {
  readonly c: FindCase;
  readonly openSea: boolean;
}

const skippers = (c: FindCase) => finders(c).filter((p) => hasRole(p, "skipper"));
const fishermen = (c: FindCase) => finders(c).filter((p) => hasRole(p, "fisherman"));

function findingFacts(f: Finding): Record<string, Json> {
  return {
    what: f.c.facts.item.what,
    found_by: finders(f.c).map((p) => `${p.id} (${p.roles.join(", ") || "no role"})`),
    open_sea: f.openSea,
  };
}

const openSeaHalf = rule<Finding, Share>({
  id: "dl-vrag/19#half",
  reads: ["facts.found_by[]", "facts.item.what", "facts.people[].roles[]"],
  label:
    "wreck found on the open sea away from all land, with none of its people by it: whoever salvages it keeps half, and half is the king's",
  provisions: [at(19)],
  when: (f) => f.openSea,
  gives: (f) => ({
    regime: "half",
    fraction: HALF,
    recipients: finders(f.c),
    provision: at(19),
    words: say.halfWords(),
  }),
  facts: findingFacts,
  show: showShare,
});

const fishermensAnchor = rule<Finding, Share>({
  id: "dl-vrag/18#anchor",
  reads: ["facts.found_by[]", "facts.item.{buoyed,what}", "facts.people[].roles[]"],
  withoutBaseCondition:
    "18 gives fishermen who take up an anchor the third that 14 gives a skipper ('likewise'): the finder need not be a skipper, which 14 asks",
  label:
    "fishermen who take up an anchor in the sea, buoy or no buoy, deliver it likewise to the king's officers and have a third of its value as salvage reward",
  provisions: [at(18)],
  when: (f) => f.c.facts.item.what === "anchor" && fishermen(f.c).length > 0,
  gives: (f) => ({
    regime: "third",
    fraction: THIRD,
    recipients: fishermen(f.c),
    provision: at(18),
    words: f.c.facts.item.buoyed ? say.anchorBuoyed() : say.anchorAnyBuoy(),
  }),
  facts: (f) => ({ ...findingFacts(f), buoyed: f.c.facts.item.buoyed ?? null }),
  show: showShare,
});

export const skippersThird = rule<Finding, Share>({
  id: "dl-vrag/14#third",
  reads: ["facts.found_by[]", "facts.item.what", "facts.people[].roles[]"],
  label:
    "a skipper who finds wreck, an anchor or anything else in the sea hands it to the king's officer where it is brought ashore, who at once gives him a third of its value for his trouble",
  provisions: [at(14)],
  when: (f) => skippers(f.c).length > 0,
  gives: (f) => ({
    regime: "third",
    fraction: THIRD,
    recipients: skippers(f.c),
    provision: at(14),
    words: say.thirdWords(),
  }),
  facts: findingFacts,
  show: showShare,
  exceptions: [fishermensAnchor, openSeaHalf],
});

export function notCovered(c: FindCase): NotCoveredError {
  const who = finders(c)
    .map((p) => `${nameOf(p)} (${p.roles.join(", ") || "no role"})`)
    .join(", ");
  return new NotCoveredError(
    `${itemWords(c)} found by ${who}: dl-vrag/14 speaks of a skipper, dl-vrag/18 of fishermen who take up an anchor, and dl-vrag/19 of whoever salvages wreck on the open sea. None of these is the case here, and the chapter gives no rule for it.`,
    "facts.found_by",
    [at(14), at(18), at(19)],
  );
}

// ---------------------------------------------------------------------------
// The value (Q-V09)

export interface Valued {
  readonly value: Money | undefined;
  readonly words: string;
  readonly assessment?: Assessment;
}

export function wholeUnits(m: Money, path: string): Money {
  if (m.isWhole()) return m;
  throw new CaseError("case", [
    { path, message: `${m.format()} is not a whole number of the smallest unit`, expected: "an amount in whole units" },
  ]);
}

const valuedAtDelivery = rule<FindCase, Valued>({
  id: "dl-vrag/14#value-at-delivery",
  reads: ["facts.valuation.value"],
  label: "its value is what the king's officer sets on it when it is handed over (Q-V09 R1)",
  provisions: [at(14), at(18)],
  when: (_c, ctx) => reading(ctx, "find_valuation") === "R1",
  gives: (c) => {
    const v = c.facts.valuation;
    if (v) return { value: wholeUnits(v.value, "facts.valuation.value"), words: say.atDelivery() };
    return {
      value: undefined,
      words: say.notYetValued(),
      assessment: {
        what: say.valueWhat(),
        by: say.valueBy({ officer: c.officer.name }),
        basis: say.valueBasis(),
        status: "needed",
        provisions: [at(14), at(18)],
      },
    };
  },
  facts: (c) => ({ valuation: money(c.facts.valuation?.value) }),
  readings: ["find_valuation"],
  show: (v) => (v.value ? say.valueShown({ value: v.value.format(), words: v.words }) : v.words),
});

const valuedBySale = rule<FindCase, Valued>({
  id: "dl-vrag/14#value-by-sale",
  reads: ["facts.delivered.to", "facts.people[].{id,name}", "facts.sale"],
  label: "its value is what it fetches when sold (Q-V09 R2)",
  provisions: [at(14), at(18)],
  when: (_c, ctx) => reading(ctx, "find_valuation") === "R2",
  gives: (c) => {
    const s = c.facts.sale;
    if (s) return { value: wholeUnits(s.price, "facts.sale.price"), words: say.atSale() };
    return {
      value: undefined,
      words: say.notYetSold(),
      assessment: {
        what: say.saleWhat(),
        by: say.saleBy({ officer: c.officer.name }),
        basis: say.saleBasis(),
        status: "needed",
        provisions: [at(14), at(18)],
      },
    };
  },
  facts: (c) => ({ sale_price: money(c.facts.sale?.price) }),
  readings: ["find_valuation"],
  show: (v) => (v.value ? say.valueShown({ value: v.value.format(), words: v.words }) : v.words),
});

export function theValue(c: FindCase, ctx: RuleContext): { valued: Valued; step: Step } {
  const tried = firstOf([valuedAtDelivery, valuedBySale], c, ctx);
  return { valued: tried.value as Valued, step: tried.step };
}
