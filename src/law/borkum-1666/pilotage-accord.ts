/**
 * Borkum Rolle 1666, 7.2: the accord on the beach. The islanders agree who goes
 * and the lowest offer goes. Equal lowest offers go to the pilot the case names,
 * or to a lot the case asks for; the agreed price is the one the case states, or
 * else the pilot's own offer.
 */

import { fundMoney } from "./division.js";
import type { Draw, Json, Money, Person, Rule, RuleContext, Step, Warning } from "./kit.js";
import { at, CaseError, choiceOn, DrawError, drawLots, evaluate, evaluateTold, nameOf, phrases, rule } from "./kit.js";
import { names, type PilotageCase } from "./pilotage-common.js";

const say = phrases("borkum-1666/7.2", {
  lowest: "{who} for {price}",
  tie: "The lowest offer is made by {who} alike; 7.2 does not say who goes when offers are equal.",
  tieDrawn:
    "The lowest offer is made by {who} alike; 7.2 does not say who goes when offers are equal. The pilot was drawn by lot among them, on the model of 7.7.",
  tieLot: "equal lowest offers: the lot, drawn on the model of 7.7, falls on {pilot}",
  agreedDiffers:
    "The agreed price is given as {agreed}, but {pilot} offered {offered}; the agreed price given is used.",
  agreedOnTheBeach: "the price agreed on the beach",
  theLowest: "the lowest",
  notTheLowest: "though not the lowest (see the warnings)",
  payHeTakes: "his offer of the pay he would take, {which} (Q-B16 R1)",
  promise: "his promise to charge the ship no more, {which} (Q-B16 R2)",
  notLowest: "{pilot} went as pilot, but the lowest offer was made by {who} ({price}); 7.2 says the lowest offer goes.",
  whoGoes: "who goes out as pilot, and for what: {pilot}, for {price}",
  tieRefused: "the lowest offer is made by {who} alike, and 7.2 does not say who goes when offers are equal",
  tieExpected: "the pilot who went (pilot: ID), or a lot to draw among them (lot.draw.seed)",
  noOffer: "{pilot} went as pilot but made no offer, and no agreed price is given",
  noOfferExpected: "the price agreed on the beach (agreed_price), or his offer under offers",
  noOffers: "no offers are listed and no pilot is named: 7.2 lets the lowest offer go",
  noOffersExpected: "the offers made on the beach (offers), or the pilot (pilot) and the agreed price (agreed_price)",
});

// ---------------------------------------------------------------------------
// Choosing the pilot (7.2)

interface Offer {
  readonly person: Person;
  readonly price: Money;
}

interface Lowest {
  readonly price: Money;
  readonly who: readonly Person[];
}

const lowestOfferGoes = rule<readonly Offer[], Lowest>({
  id: "borkum-1666/7.2#lowest-offer",
  reads: ["facts.people[].{id,name}"],
  label:
    "those on the beach who see the waft agree who goes out, and whoever says he will do it for the lowest price goes",
  provisions: [at("7.2")],
  readings: ["lowest_price"],
  when: (offers) => offers.length > 0,
  gives: (offers) => {
    const price = offers.map((o) => o.price).reduce((a, b) => (b.cmp(a) < 0 ? b : a));
    const who = offers.filter((o) => o.price.eq(price)).map((o) => o.person);
    return { price, who: who.sort((a, b) => (a.id < b.id ? -1 : a.id > b.id ? 1 : 0)) };
  },
  facts: (offers) => Object.fromEntries(offers.map((o) => [o.person.id, o.price.format()])),
  show: (l) => say.lowest({ who: names(l.who), price: l.price.format() }),
});

interface PilotChoice {
  readonly pilot: Person;
  readonly agreed: Money;
  /** How the agreed price came about, for the pilot's reason. */
  readonly how: string;
  readonly step: Step;
  readonly warnings: Warning[];
}

/**
 * Each person's offer, one per person, in the order of person ids: 'wer dann
 * sagt, daß er es für den geringen Preis tun will, der fährt hin'. A man who
 * spoke twice has said he will go for the lower of his two prices, so that is
 * his offer, wherever it stands in the list; the same price said twice is one
 * offer, not a tie.
 */
export function offersOf(c: PilotageCase): Offer[] {
  const byPerson = new Map<string, Offer>();
  c.facts.offers.forEach((o, i) => {
    const price = fundMoney(o.price, `facts.offers[${i}].price`);
    const before = byPerson.get(o.person);
    if (!before || price.cmp(before.price) < 0) byPerson.set(o.person, { person: c.known(o.person), price });
  });
  return [...byPerson.values()].sort((a, b) => (a.person.id < b.person.id ? -1 : a.person.id > b.person.id ? 1 : 0));
}

export function drawRefused(e: unknown, path: string): never {
  if (e instanceof DrawError) throw new CaseError("case", [{ path, message: e.message }]);
  throw e;
}

/** Whom (or what) a lot fell on, as drawn or as the case states it, with the facts that show how. */
export interface Lotted {
  readonly fell: Json;
  readonly how: Record<string, Json>;
}

/** What a rule of the lot decides: whom the lot falls on. */
export const fell = (l: Lotted): Json => l.fell;

/** The facts of a lot: how it was drawn, or that the case states it. */
export const how = (l: Lotted): Record<string, Json> => l.how;

/** A lot drawn under rule `r`: its step, told in the case's words, shows the draw. */
export function drawStep(
  r: Rule<Lotted, Json>,
  label: string,
  d: Draw,
  ctx: RuleContext,
  more: Record<string, Json> = {},
): Step {
  const how = { seed: d.seed, candidates: [...d.candidates], procedure: d.procedure, ...more };
  return evaluateTold(r, { fell: [...d.drawn], how }, ctx, () => ({ label })).step;
}

/** 7.2 does not say who goes when the lowest offers are equal; the lot of 7.7 is its model. */
const tieByLot = rule<Lotted, Json>({
  id: "borkum-1666/7.2#tie-lot",
  label: "equal lowest offers: the lot decides who goes, on the model of 7.7",
  provisions: [at("7.2"), at("7.7")],
  gives: fell,
  facts: how,
});

/** Equal lowest offers: the case names the pilot, or asks for a lot; otherwise the text cannot decide. */
function breakTie(
  c: PilotageCase,
  tied: readonly Person[],
  ctx: RuleContext,
): { pilot: Person; steps: Step[]; warnings: Warning[] } {
  const tieWarning: Warning = {
    message: say.tie({ who: names(tied) }),
    provisions: [at("7.2")],
  };
  const named = c.person(c.facts.pilot);
  if (named) return { pilot: named, steps: [], warnings: [tieWarning] };
  const draw = c.facts.lot?.draw;
  if (!draw) {
    throw new CaseError("case", [
      {
        path: "facts.pilot",
        message: say.tieRefused({ who: names(tied) }),
        expected: say.tieExpected(),
      },
    ]);
  }
  let d: Draw;
  try {
    d = drawLots(
      draw.seed,
      tied.map((p) => p.id),
      1,
    );
  } catch (e) {
    drawRefused(e, "facts.lot.draw.seed");
  }
  const pilot = c.known(d.drawn[0] as string);
  const step = drawStep(tieByLot, say.tieLot({ pilot: nameOf(pilot) }), d, ctx);
  return {
    pilot,
    steps: [step],
    warnings: [{ ...tieWarning, message: say.tieDrawn({ who: names(tied) }) }],
  };
}

/** The agreed price: the one stated, or else the pilot's own offer. */
function agreedPriceOf(c: PilotageCase, pilot: Person, offer: Offer | undefined, lowest: boolean, ctx: RuleContext) {
  const warnings: Warning[] = [];
  if (c.facts.agreed_price !== undefined) {
    const agreed = fundMoney(c.facts.agreed_price, "facts.agreed_price");
    if (offer && !offer.price.eq(agreed)) {
      warnings.push({
        message: say.agreedDiffers({ agreed: agreed.format(), pilot: nameOf(pilot), offered: offer.price.format() }),
        provisions: [at("7.2"), at("7.3")],
      });
    }
    return { agreed, how: say.agreedOnTheBeach(), warnings };
  }
  if (!offer) {
    throw new CaseError("case", [
      {
        path: "facts.agreed_price",
        message: say.noOffer({ pilot: nameOf(pilot) }),
        expected: say.noOfferExpected(),
      },
    ]);
  }
  const which = lowest ? say.theLowest() : say.notTheLowest();
  const how = evaluate(thePayHeTakes, which, ctx).value as string;
  return { agreed: offer.price, how, warnings };
}

const onLowestPrice = choiceOn<string, string>("lowest_price", (v) => v);

/** Q-B16 R1: the offer is the pay the islander will take from the company. */
const thePayHeTakes = onLowestPrice.base(
  {
    id: "borkum-1666/7.2#pay-he-takes",
    label:
      "the islander who will take the lowest pay from the company goes; that pay is the agreed price he keeps (Q-B16 R1)",
    provisions: [at("7.2")],
    gives: (which) => say.payHeTakes({ which }),
  },
  [
    /** Q-B16 R2: the offer is a promise to charge the ship no more. */
    onLowestPrice.when("R2", {
      id: "borkum-1666/7.2#promise-to-the-ship",
      label: "the islander who promises to charge the ship the least goes; his promise is the agreed price (Q-B16 R2)",
      provisions: [at("7.2")],
      gives: (which) => say.promise({ which }),
    }),
  ],
);

interface Chosen {
  readonly c: PilotageCase;
  readonly pilot: Person;
  readonly agreed: Money;
}

/** 7.2: 'wer dann sagt, daß er es für den geringen Preis tun will, der fährt hin'. */
const whoGoes = rule<Chosen, string>({
  id: "borkum-1666/7.2#pilot",
  reads: ["facts.people[].id", "facts.{agreed_price,offers,pilot}"],
  label: "whoever says he will do it for the lower price goes out as pilot, for that price",
  provisions: [at("7.2")],
  gives: ({ pilot }) => pilot.id,
  facts: ({ c, agreed }) => ({
    offers: c.facts.offers.length,
    ...(c.facts.pilot ? { pilot: c.facts.pilot } : {}),
    ...(c.facts.agreed_price !== undefined ? { agreed_price: agreed.format() } : {}),
  }),
});

export function choosePilot(c: PilotageCase, ctx: RuleContext): PilotChoice {
  const offers = offersOf(c);
  const lowest = evaluate(lowestOfferGoes, offers, ctx);
  const named = c.person(c.facts.pilot);
  if (!lowest.applied && !named) {
    throw new CaseError("case", [
      {
        path: "facts.offers",
        message: say.noOffers(),
        expected: say.noOffersExpected(),
      },
    ]);
  }
  const steps: Step[] = [lowest.step];
  const warnings: Warning[] = [];
  let pilot = named as Person;
  const l = lowest.value;
  if (l) {
    if (named && !l.who.includes(named)) {
      warnings.push({
        message: say.notLowest({ pilot: nameOf(named), who: names(l.who), price: l.price.format() }),
        provisions: [at("7.2")],
      });
    } else if (l.who.length > 1) {
      const t = breakTie(c, l.who, ctx);
      pilot = t.pilot;
      steps.push(...t.steps);
      warnings.push(...t.warnings);
    } else {
      pilot = l.who[0] as Person;
    }
  }
  const offer = offers.find((o) => o.person.id === pilot.id);
  const a = agreedPriceOf(c, pilot, offer, l?.who.includes(pilot) ?? true, ctx);
  const { step } = evaluateTold(whoGoes, { c, pilot, agreed: a.agreed }, ctx, () => ({
    label: say.whoGoes({ pilot: nameOf(pilot), price: a.agreed.format() }),
    children: steps,
  }));
  return { pilot, agreed: a.agreed, how: a.how, step, warnings: [...warnings, ...a.warnings] };
}
