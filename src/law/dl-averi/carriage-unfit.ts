/**
 * dl-averi/49: a ship unfit for the voyage when she sailed: another ship chartered to
 * carry the goods at the agreed freight, or the merchant's loss made good.
 */

import type { CarriageCase, Consequence, Party } from "./carriage-common.js";
import { absorb, consequence, money, NO_ASSESSOR } from "./carriage-common.js";
import type { BodyParts, Json, Money, RuleContext, Step, UnfitFacts } from "./kit.js";
import { at, evaluate, is, nameIn, note, q, rule, section, The, the } from "./kit.js";

// ---------------------------------------------------------------------------
// 49: the ship unfit when she sailed

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
  return [
    `the skipper charters at once another suitable ship to carry the goods to ${c.f.voyage.to} for the agreed freight`,
    "the skipper makes good all the merchant's loss",
  ];
}

/** 49: the skipper's duty, another ship or the loss made good, as the one who holds the choice makes it. */
function unfitConsequence(x: Unfit, holder: Party, why: string): Consequence {
  const { c, u } = x;
  if (u.choice === undefined) {
    return consequence(`not yet chosen; the choice is ${holder.name}'s (${why})`, (p) => {
      p.options.push({ holder: holder.id, choices: choices(c), provisions: [at(49)] });
      p.must(
        c.skipper.id,
        `at once ('straks') either charter another suitable ship to carry the goods to ${c.f.voyage.to} for the agreed freight, or make good all the merchant's loss, as ${holder.name} chooses (${why})`,
        undefined,
        at(49),
      );
    });
  }
  const chosen = u.choice === "substitute" ? "another ship" : "the loss made good";
  return consequence(`${chosen}; the choice is ${holder.name}'s (${why})`, (p) => {
    if (u.chosen_by !== undefined && u.chosen_by !== holder.id) {
      p.warn(
        `The case says ${nameIn(c.people, u.chosen_by)} chose ${chosen}; under ${why} the choice of dl-averi/49 is ${holder.name}'s. sealaw reckons the consequences of the choice as made; whether it binds ${holder.name} is not decided here.`,
        at(49),
      );
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
  const other = s.ship ? the(s.ship) : "the other ship";
  const carrier = s.carrier ? nameIn(c.people, s.carrier) : undefined;
  const excess = agreed && s.freight ? s.freight.sub(agreed) : undefined;
  const bits: string[] = [`the goods go to ${c.f.voyage.to} in ${other}`];
  if (agreed) bits.push(`the merchant pays the agreed freight, ${agreed.format()}, and no more`);
  if (excess && excess.minor.sign() > 0) bits.push(`the skipper bears the excess of ${excess.format()} himself`);
  return consequence(bits.join("; "), (p) => {
    p.must(
      c.skipper.id,
      `have the goods carried to ${c.f.voyage.to} in ${other}${carrier ? ` (${carrier})` : ""}, chartered by him as another suitable ship, the merchant paying no more than the agreed freight`,
      undefined,
      at(49),
    );
    if (agreed) {
      p.owe(
        c.merchant.id,
        c.skipper.id,
        agreed,
        `the agreed freight for carrying the goods to ${c.f.voyage.to} ('imod den betingede fragt'), and no more, though they go in ${other}`,
        at(49),
      );
    } else {
      p.owe(
        c.merchant.id,
        c.skipper.id,
        undefined,
        `the agreed freight for carrying the goods to ${c.f.voyage.to}, and no more`,
        at(49),
      );
      p.warn("The case does not give the agreed freight: the merchant owes that and no more.", at(49));
    }
    if (s.freight) {
      if (s.carrier) {
        p.owe(
          c.skipper.id,
          s.carrier,
          s.freight,
          `the freight of ${other}, which the skipper chartered to carry the goods to ${c.f.voyage.to}`,
          at(49),
        );
      }
      if (excess && excess.minor.sign() > 0) {
        p.must(
          c.skipper.id,
          `bear himself the excess of the freight of ${other} (${s.freight.format()}) over the agreed freight (${(agreed as Money).format()}): ${excess.format()}, which the merchant does not owe`,
          undefined,
          at(49),
        );
      }
    }
    if (s.suitable === false) {
      p.warn(
        `dl-averi/49 asks for another suitable ('bekvem') ship; the case says ${other} is not one, so chartering her does not answer the skipper's duty.`,
        at(49),
      );
    }
  });
}

function compensationOf(c: CarriageCase, u: UnfitFacts): Consequence {
  const loss = u.merchant_loss;
  return consequence(
    loss
      ? `the skipper makes good the merchant's loss, ${loss.format()}`
      : "the skipper makes good all the merchant's loss, to be assessed",
    (p) => {
      p.owe(c.skipper.id, c.merchant.id, loss, "all the merchant's loss ('al sin skade')", at(49));
      p.assessments.push({
        what: "All the merchant's loss from the goods not being carried to the market",
        by: NO_ASSESSOR,
        basis:
          "dl-averi/49: the skipper makes good 'all the merchant's loss'; the text does not say how it is reckoned",
        status: loss ? "given" : "needed",
        ...(loss ? { value: loss.format() } : {}),
        provisions: [at(49)],
      });
    },
  );
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
    what: `Whether ${the(c.shipName)} was unfit ('udygtig') already when she set out on the voyage`,
    by: u.assessed_by ?? NO_ASSESSOR,
    basis:
      "dl-averi/49 speaks of a ship that was unfit 'der han sig på rejsen begav', when he set out; a ship made unfit on the way is not its case",
    status: given === undefined ? "needed" : "given",
    ...(given === undefined ? {} : { value: given }),
    provisions: [at(49)],
  });
  if (given === undefined) {
    out.warn(
      `Until it is assessed whether ${the(c.shipName)} was unfit when she sailed, dl-averi/49 gives neither of its two ways.`,
      at(49),
    );
  } else if (!given) {
    out.warn(
      `${The(c.shipName)} was sound when she sailed and became unfit on the way: dl-averi/49 speaks only of a ship unfit when the voyage began, and sealaw gives no rule of this chapter for the other case.`,
      at(49),
    );
  }
  const words =
    given === undefined ? "not yet assessed" : given ? "unfit when she sailed" : "fit when she sailed, unfit later";
  return note(`${The(c.shipName)}: ${words}${u.assessed_by ? ` (${u.assessed_by})` : ""}`, [at(49)]);
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
      children.push(
        note(
          "The text says nothing of freight where the loss is made good instead of the goods carried on; sealaw reckons none either way.",
          [at(49)],
        ),
      );
    }
  } else if (u.unfit_at_departure && !u.cannot_carry) {
    children.push(note("The skipper can still carry the goods to the market: dl-averi/49 does not apply.", [at(49)]));
  }
  return section(
    `The ship unfit for the voyage (${at(49)})`,
    [at(49)],
    children,
    o.applied
      ? (o.value?.summary ?? null)
      : u.unfit_at_departure === undefined
        ? "not known until it is assessed whether she was unfit when she sailed"
        : "dl-averi/49 does not apply",
  );
}
