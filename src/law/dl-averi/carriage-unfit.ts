/**
 * dl-averi/49: a ship unfit for the voyage when she sailed: another ship chartered to
 * carry the goods at the agreed freight, or the merchant's loss made good.
 */

import type { CarriageCase, Consequence, Party } from "./carriage-common.js";
import { absorb, assessLoss, consequence, money, NO_ASSESSOR, semicolons } from "./carriage-common.js";
import type { BodyParts, Json, Money, RuleContext, Step, UnfitFacts } from "./kit.js";
import { at, evaluate, is, nameIn, note, phrases, q, rule, section } from "./kit.js";

// ---------------------------------------------------------------------------
// 49: the ship unfit when she sailed

const say = phrases("dl-averi/49", {
  charters: "the skipper charters at once another suitable ship to carry the goods to {to} for the agreed freight",
  makesGood: "the skipper makes good all the merchant's loss",
  notChosen: "not yet chosen; the choice is {holder}'s ({why})",
  atOnce:
    "at once ('straks') either charter another suitable ship to carry the goods to {to} for the agreed freight, or make good all the merchant's loss, as {holder} chooses ({why})",
  anotherShip: "another ship",
  lossMadeGood: "the loss made good",
  chosen: "{chosen}; the choice is {holder}'s ({why})",
  chosenBy:
    "The case says {by} chose {chosen}; under {why} the choice of dl-averi/49 is {holder}'s. sealaw reckons the consequences of the choice as made; whether it binds {holder} is not decided here.",
  theOtherShip: "the other ship",
  goTo: "the goods go to {to} in {ship}",
  paysAgreed: "the merchant pays the agreed freight, {freight}, and no more",
  bearsExcess: "the skipper bears the excess of {excess} himself",
  haveCarried:
    "have the goods carried to {to} in {ship}, chartered by him as another suitable ship, the merchant paying no more than the agreed freight",
  haveCarriedBy:
    "have the goods carried to {to} in {ship} ({carrier}), chartered by him as another suitable ship, the merchant paying no more than the agreed freight",
  agreedOwed:
    "the agreed freight for carrying the goods to {to} ('imod den betingede fragt'), and no more, though they go in {ship}",
  agreedOwedNone: "the agreed freight for carrying the goods to {to}, and no more",
  noAgreed: "The case does not give the agreed freight: the merchant owes that and no more.",
  otherFreight: "the freight of {ship}, which the skipper chartered to carry the goods to {to}",
  excess:
    "bear himself the excess of the freight of {ship} ({freight}) over the agreed freight ({agreed}): {excess}, which the merchant does not owe",
  notSuitable:
    "dl-averi/49 asks for another suitable ('bekvem') ship; the case says {ship} is not one, so chartering her does not answer the skipper's duty.",
  makesGoodAmount: "the skipper makes good the merchant's loss, {loss}",
  makesGoodAssessed: "the skipper makes good all the merchant's loss, to be assessed",
  allLoss: "all the merchant's loss ('al sin skade')",
  lossWhat: "All the merchant's loss from the goods not being carried to the market",
  lossBasis: "dl-averi/49: the skipper makes good 'all the merchant's loss'; the text does not say how it is reckoned",
  unfitWhat: "Whether {ship} was unfit ('udygtig') already when she set out on the voyage",
  unfitBasis:
    "dl-averi/49 speaks of a ship that was unfit 'der han sig på rejsen begav', when he set out; a ship made unfit on the way is not its case",
  untilAssessed:
    "Until it is assessed whether {ship} was unfit when she sailed, dl-averi/49 gives neither of its two ways.",
  soundWhenSailed:
    "{ship} was sound when she sailed and became unfit on the way: dl-averi/49 speaks only of a ship unfit when the voyage began, and sealaw gives no rule of this chapter for the other case.",
  notAssessed: "not yet assessed",
  unfitSailed: "unfit when she sailed",
  fitSailed: "fit when she sailed, unfit later",
  shipState: "{ship}: {words}",
  shipStateBy: "{ship}: {words} ({by})",
  noFreight:
    "The text says nothing of freight where the loss is made good instead of the goods carried on; sealaw reckons none either way.",
  canCarry: "The skipper can still carry the goods to the market: dl-averi/49 does not apply.",
  heading: "The ship unfit for the voyage ({at})",
  notKnown: "not known until it is assessed whether she was unfit when she sailed",
  notApply: "dl-averi/49 does not apply",
});

interface Unfit {
  readonly c: CarriageCase;
  readonly u: UnfitFacts;
}

function unfitFacts(x: Unfit): Record<string, Json> {
  return {
    unfit_at_departure: x.u.unfit_at_departure ?? null,
    cannot_carry: x.u.cannot_carry,
    choice: x.u.choice ?? null,
    chosen_by: x.u.chosen_by ?? null,
  };
}

function choices(c: CarriageCase): string[] {
  return [say.charters({ to: c.f.voyage.to }), say.makesGood()];
}

/** 49: the skipper's duty, another ship or the loss made good, as the one who holds the choice makes it. */
function unfitConsequence(x: Unfit, holder: Party, why: string): Consequence {
  const { c, u } = x;
  if (u.choice === undefined) {
    return consequence(say.notChosen({ holder: holder.name, why }), (p) => {
      p.options.push({ holder: holder.id, choices: choices(c), provisions: [at(49)] });
      p.must(c.skipper.id, say.atOnce({ to: c.f.voyage.to, holder: holder.name, why }), undefined, at(49));
    });
  }
  const chosen = u.choice === "substitute" ? say.anotherShip() : say.lossMadeGood();
  return consequence(say.chosen({ chosen, holder: holder.name, why }), (p) => {
    if (u.chosen_by !== undefined && u.chosen_by !== holder.id) {
      p.warn(say.chosenBy({ by: nameIn(c.people, u.chosen_by), chosen, why, holder: holder.name }), at(49));
    }
  });
}

/** Q-A23 R2: the merchant holds 49's choice. */
const merchantChooses = rule<Unfit, Consequence>({
  id: "dl-averi/49#merchant-chooses",
  reads: ["facts.people[].name", "facts.unfit.{cannot_carry,choice,chosen_by,unfit_at_departure}"],
  label:
    "the choice between another ship and the loss made good is the merchant's: he may insist on one or the other (Q-A23 R2)",
  provisions: [at(49)],
  readings: ["unseaworthy_choice"],
  when: (x, ctx) => x.u.unfit_at_departure === true && x.u.cannot_carry && is(ctx, "unseaworthy_choice", "R2"),
  gives: (x, ctx) => unfitConsequence(x, x.c.merchant, q(ctx, "unseaworthy_choice")),
  facts: unfitFacts,
  show: (r) => r.summary,
});

const unfitShip = rule<Unfit, Consequence>({
  id: "dl-averi/49#unfit-ship",
  reads: ["facts.unfit.{cannot_carry,choice,chosen_by,unfit_at_departure}"],
  label:
    "the skipper cannot carry the merchant's goods to the market because his ship was unfit when he set out: he shall at once charter another suitable ship to carry them to the appointed place for the agreed freight, or else make good all the merchant's loss",
  provisions: [at(49)],
  when: (x) => x.u.unfit_at_departure === true && x.u.cannot_carry,
  gives: (x, ctx) => unfitConsequence(x, x.c.skipper, q(ctx, "unseaworthy_choice")),
  facts: unfitFacts,
  readings: ["unseaworthy_choice"],
  show: (r) => r.summary,
  exceptions: [merchantChooses],
});

function substituteCarriage(c: CarriageCase, u: UnfitFacts): Consequence {
  const s = u.substitute ?? {};
  const agreed = c.f.agreed_freight;
  const other = s.ship ? { the: s.ship } : say.theOtherShip();
  const carrier = s.carrier ? nameIn(c.people, s.carrier) : undefined;
  const excess = agreed && s.freight ? s.freight.sub(agreed) : undefined;
  const to = c.f.voyage.to;
  const bits: string[] = [say.goTo({ to, ship: other })];
  if (agreed) bits.push(say.paysAgreed({ freight: agreed.format() }));
  if (excess && excess.minor.sign() > 0) bits.push(say.bearsExcess({ excess: excess.format() }));
  return consequence(semicolons(bits), (p) => {
    p.must(
      c.skipper.id,
      carrier ? say.haveCarriedBy({ to, ship: other, carrier }) : say.haveCarried({ to, ship: other }),
      undefined,
      at(49),
    );
    if (agreed) {
      p.owe(c.merchant.id, c.skipper.id, agreed, say.agreedOwed({ to, ship: other }), at(49));
    } else {
      p.owe(c.merchant.id, c.skipper.id, undefined, say.agreedOwedNone({ to }), at(49));
      p.warn(say.noAgreed(), at(49));
    }
    if (s.freight) {
      if (s.carrier) {
        p.owe(c.skipper.id, s.carrier, s.freight, say.otherFreight({ ship: other, to }), at(49));
      }
      if (excess && excess.minor.sign() > 0) {
        p.must(
          c.skipper.id,
          say.excess({
            ship: other,
            freight: s.freight.format(),
            agreed: (agreed as Money).format(),
            excess: excess.format(),
          }),
          undefined,
          at(49),
        );
      }
    }
    if (s.suitable === false) {
      p.warn(say.notSuitable({ ship: other }), at(49));
    }
  });
}

function compensationOf(c: CarriageCase, u: UnfitFacts): Consequence {
  const loss = u.merchant_loss;
  return consequence(loss ? say.makesGoodAmount({ loss: loss.format() }) : say.makesGoodAssessed(), (p) => {
    p.owe(c.skipper.id, c.merchant.id, loss, say.allLoss(), at(49));
    assessLoss(p, say.lossWhat(), say.lossBasis(), loss, at(49));
  });
}

const substitute = rule<Unfit, Consequence>({
  id: "dl-averi/49#substitute",
  reads: [
    "facts.agreed_freight",
    "facts.people[].name",
    "facts.unfit.choice",
    "facts.unfit.substitute.{carrier,freight,ship,suitable}",
    "facts.voyage.to",
  ],
  label:
    "another suitable ship chartered at once to carry the goods to the appointed place: the merchant pays the agreed freight and no more",
  provisions: [at(49)],
  when: (x) => x.u.choice === "substitute",
  gives: (x) => substituteCarriage(x.c, x.u),
  facts: (x) => ({
    agreed_freight: money(x.c.f.agreed_freight),
    substitute_freight: money(x.u.substitute?.freight),
    substitute_ship: x.u.substitute?.ship ?? null,
  }),
  show: (r) => r.summary,
});

const compensation = rule<Unfit, Consequence>({
  id: "dl-averi/49#compensation",
  reads: ["facts.unfit.{choice,merchant_loss}"],
  label: "no other ship: the skipper makes good all the merchant's loss",
  provisions: [at(49)],
  when: (x) => x.u.choice === "compensation",
  gives: (x) => compensationOf(x.c, x.u),
  facts: (x) => ({ merchant_loss: money(x.u.merchant_loss) }),
  show: (r) => r.summary,
});

function unfitAtDeparture(c: CarriageCase, u: UnfitFacts, out: BodyParts): Step {
  const given = u.unfit_at_departure;
  out.assessments.push({
    what: say.unfitWhat({ ship: { the: c.shipName } }),
    by: u.assessed_by ?? NO_ASSESSOR,
    basis: say.unfitBasis(),
    status: given === undefined ? "needed" : "given",
    ...(given === undefined ? {} : { value: given }),
    provisions: [at(49)],
  });
  if (given === undefined) {
    out.warn(say.untilAssessed({ ship: { the: c.shipName } }), at(49));
  } else if (!given) {
    out.warn(say.soundWhenSailed({ ship: { The: c.shipName } }), at(49));
  }
  const words = given === undefined ? say.notAssessed() : given ? say.unfitSailed() : say.fitSailed();
  const ship = { The: c.shipName };
  return note(u.assessed_by ? say.shipStateBy({ ship, words, by: u.assessed_by }) : say.shipState({ ship, words }), [
    at(49),
  ]);
}

export function decideUnfit(c: CarriageCase, u: UnfitFacts, ctx: RuleContext, out: BodyParts): Step {
  const x: Unfit = { c, u };
  const children: Step[] = [unfitAtDeparture(c, u, out)];
  const o = evaluate(unfitShip, x, ctx);
  children.push(o.step);
  if (o.applied && o.value) {
    absorb(out, o.value.parts);
    for (const way of [substitute, compensation]) {
      const w = evaluate(way, x, ctx);
      children.push(w.step);
      if (w.value) absorb(out, w.value.parts);
    }
    if (u.choice === "compensation") {
      children.push(note(say.noFreight(), [at(49)]));
    }
  } else if (u.unfit_at_departure && !u.cannot_carry) {
    children.push(note(say.canCarry(), [at(49)]));
  }
  return section(
    say.heading({ at: at(49) }),
    [at(49)],
    children,
    o.applied ? (o.value?.summary ?? null) : u.unfit_at_departure === undefined ? say.notKnown() : say.notApply(),
  );
}
