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
  type CarriageFacts,
  type CarriagePerson,
  carriageFactsJsonSchema,
  carriageFactsSchema,
  type DrivenOffFacts,
  type UnfitFacts,
} from "../../cases/kinds/carriage.js";
import { BodyParts } from "../../core/builder.js";
import type { DeterminationBody } from "../../core/determination.js";
import { CaseError } from "../../core/errors.js";
import { note, type Step } from "../../core/explain.js";
import type { Json } from "../../core/json.js";
import type { Money } from "../../core/money.js";
import { The, the } from "../../core/names.js";
import { Rational } from "../../core/rational.js";
import { evaluate, evaluateOr, type RuleContext, rule } from "../../core/rule.js";
import { split } from "../../core/split.js";
import { type DecideContext, defineKind } from "../statute.js";
import { at, kindBody, nameIn, q, reading, section } from "./kit.js";

/** The provisions this kind implements: dl-averi/49 to dl-averi/53. */
export const CARRIAGE_PROVISIONS: readonly string[] = [49, 50, 51, 52, 53].map(at);

/** Who makes an assessment the text leaves to no one in particular. */
const NO_ASSESSOR = "not named by the text";

// ---------------------------------------------------------------------------
// The case as the rules see it

interface Party {
  readonly id: string;
  readonly name: string;
}

interface CarriageCase {
  readonly f: CarriageFacts;
  readonly people: ReadonlyMap<string, CarriagePerson>;
  readonly skipper: Party;
  readonly merchant: Party;
  readonly shipName: string;
}

function carriageCase(f: CarriageFacts): CarriageCase {
  const people = new Map(f.people.map((p) => [p.id, p]));
  const party = (id: string): Party => ({ id, name: people.get(id)?.name ?? id });
  return {
    f,
    people,
    skipper: party(f.skipper),
    merchant: party(f.merchant),
    shipName: f.ship.name ?? f.ship.id ?? "the ship",
  };
}

const cap = (s: string): string => s.charAt(0).toUpperCase() + s.slice(1);

const NUMBER_WORDS: readonly string[] = ["none", "one", "two", "three", "four", "five", "six"];

/** "A, B and C". */
function and(words: readonly string[]): string {
  if (words.length <= 1) return words.join("");
  return `${words.slice(0, -1).join(", ")} and ${words[words.length - 1]}`;
}

const money = (m: Money | undefined): Json => (m ? m.format() : null);

/**
 * What a rule brings about, as data: the parts of the determination it adds and a
 * line for the explanation. Rules stay free of side effects; the determination
 * takes the parts of the rules that decided.
 */
interface Consequence {
  readonly parts: BodyParts;
  readonly summary: string;
}

function consequence(summary: string, build: (p: BodyParts) => void): Consequence {
  const parts = new BodyParts();
  build(parts);
  return { parts, summary };
}

function absorb(out: BodyParts, p: BodyParts): void {
  out.liabilities.push(...p.liabilities);
  out.obligations.push(...p.obligations);
  out.options.push(...p.options);
  out.penalties.push(...p.penalties);
  out.assessments.push(...p.assessments);
  out.warnings.push(...p.warnings);
}

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

/** Who holds the choice of 49 under Q-A23. */
function chooser(x: Unfit, ctx: RuleContext): Party {
  return reading(ctx, "unseaworthy_choice") === "R2" ? x.c.merchant : x.c.skipper;
}

function choices(c: CarriageCase): string[] {
  return [
    `the skipper charters at once another suitable ship to carry the goods to ${c.f.voyage.to} for the agreed freight`,
    "the skipper makes good all the merchant's loss",
  ];
}

const unfitShip = rule<Unfit, Consequence>({
  id: "dl-averi/49#unfit-ship",
  label:
    "the skipper cannot carry the merchant's goods to the market because his ship was unfit when he set out: he shall at once charter another suitable ship to carry them to the appointed place for the agreed freight, or else make good all the merchant's loss",
  provisions: [at(49)],
  when: (x) => x.u.unfit_at_departure === true && x.u.cannot_carry,
  gives: (x, ctx) => {
    const holder = chooser(x, ctx);
    const why = q(ctx, "unseaworthy_choice");
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
  },
  facts: unfitFacts,
  readings: ["unseaworthy_choice"],
  show: (r) => r.summary,
});

function substituteCarriage(c: CarriageCase, u: UnfitFacts): Consequence {
  const s = u.substitute ?? {};
  const agreed = c.f.agreed_freight;
  const other = s.ship ? `the ${s.ship}` : "the other ship";
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

function decideUnfit(c: CarriageCase, u: UnfitFacts, ctx: RuleContext, out: BodyParts): Step {
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

// ---------------------------------------------------------------------------
// 50–53: driven into another harbour

interface Driven {
  readonly c: CarriageCase;
  readonly d: DrivenOffFacts;
  /** Whether hidden fraud was found; undefined when not alleged or not yet found out. */
  readonly fraud: boolean | undefined;
}

function drivenFacts(x: Driven): Record<string, Json> {
  return {
    port: x.d.port,
    chartered_to: x.c.f.voyage.to,
    merchant_takes_delivery: x.d.merchant_takes_delivery ?? null,
    fraud_found: x.fraud ?? null,
  };
}

function wholeMoney(m: Money, path: string): Money {
  if (m.isWhole()) return m;
  throw new CaseError("case", [
    { path, message: `${m.format()} is not a whole number of the smallest unit`, expected: "an amount in whole units" },
  ]);
}

function fraudLiability(x: Driven, ctx: RuleContext): Consequence {
  const { c, d } = x;
  const fraud = d.fraud as NonNullable<DrivenOffFacts["fraud"]>;
  const persons = [c.skipper.id, ...fraud.party_to_it];
  const loss = fraud.merchant_loss
    ? wholeMoney(fraud.merchant_loss, "facts.driven_off.fraud.merchant_loss")
    : undefined;
  const names = persons.map((id) => nameIn(c.people, id));
  const lossWords = loss ? loss.format() : "all the loss that came to him from it";
  const assess = (p: BodyParts) => {
    p.assessments.push({
      what: "All the loss that came to the merchant from the fraud",
      by: NO_ASSESSOR,
      basis: "dl-averi/53: they make good 'al den skade, som ham deraf kan tilkomme'",
      status: loss ? "given" : "needed",
      ...(loss ? { value: loss.format() } : {}),
      provisions: [at(53)],
    });
  };
  if (persons.length === 1) {
    return consequence(`${c.skipper.name} makes good to the merchant ${lossWords}`, (p) => {
      assess(p);
      p.owe(c.skipper.id, c.merchant.id, loss, "all the loss that came to the merchant from the fraud", at(53));
    });
  }
  const why = q(ctx, "conspirators");
  if (reading(ctx, "conspirators") === "R1") {
    return consequence(
      `${and(names)} each answer for the whole, ${lossWords}, jointly and severally (${why}); the merchant recovers it once`,
      (p) => {
        assess(p);
        for (const id of persons) {
          const others = and(persons.filter((o) => o !== id).map((o) => nameIn(c.people, o)));
          p.owe(
            id,
            c.merchant.id,
            loss,
            `the whole of the merchant's loss from the fraud, jointly and severally with ${others} (${why}): the merchant may claim all of it from any of them, but recovers ${loss ? loss.format() : "it"} only once in all`,
            at(53),
          );
          const last = p.liabilities[p.liabilities.length - 1];
          if (last) last.jointly = "dl-averi/53#fraud";
        }
      },
    );
  }
  const n = persons.length;
  const share = Rational.of(1, n).toString();
  if (!loss) {
    return consequence(
      `${and(names)} each answer for an equal share, ${share}, of the merchant's loss (${why})`,
      (p) => {
        assess(p);
        for (const id of persons) {
          p.owe(
            id,
            c.merchant.id,
            undefined,
            `an equal share, ${share}, of all the merchant's loss from the fraud (${why})`,
            at(53),
          );
        }
      },
    );
  }
  const s = split(
    loss,
    persons.map((key) => ({ key, weight: Rational.ONE })),
  );
  const lines = s.lines.map((l) => `${nameIn(c.people, l.key)} ${l.rounded.format()}`);
  return consequence(`${loss.format()} in equal shares (${why}): ${and(lines)}`, (p) => {
    assess(p);
    for (const l of s.lines) {
      const exact = l.exact.eq(l.rounded)
        ? ""
        : ` (exactly ${l.exact.format()}; rounded to the ${l.rounded.currency.units.at(-1)?.name ?? "smallest unit"} so that the shares sum to the loss)`;
      p.owe(
        l.key,
        c.merchant.id,
        l.rounded,
        `an equal share, ${l.fraction.toString()}, of the merchant's loss of ${loss.format()} from the fraud${exact} (${why})`,
        at(53),
      );
    }
  });
}

const hiddenFraud = rule<Driven, Consequence>({
  id: "dl-averi/53#hidden-fraud",
  withoutBaseCondition:
    "53 reaches 'any other hidden fraud' behind the voyage, whatever the merchant chose under 50–51: the fraud's consequence replaces the forwarding's",
  label:
    "if any other hidden fraud is found behind it, the skipper and all who are party to the scheme make good to the merchant all the loss that comes to him from it",
  provisions: [at(53)],
  when: (x) => x.fraud === true,
  gives: fraudLiability,
  facts: (x) => ({
    alleged: x.d.fraud?.alleged ?? null,
    party_to_it: [x.c.skipper.id, ...(x.d.fraud?.party_to_it ?? [])],
    merchant_loss: money(x.d.fraud?.merchant_loss),
  }),
  show: (r) => r.summary,
});

function forwardingOf(x: Driven): Consequence {
  const { c, d } = x;
  const fw = d.forwarding;
  const by = fw
    ? fw.in === "own_ship"
      ? ` — in his own ship, ${the(c.shipName)}`
      : ` — in ${fw.ship ? `the ${fw.ship}` : "another ship"}`
    : "";
  const bits = [`the skipper delivers the goods at ${c.f.voyage.to} at his own cost and the merchant's risk`];
  if (fw?.cost) bits.push(`the cost of sending them on, ${fw.cost.format()}, is the skipper's`);
  return consequence(bits.join("; "), (p) => {
    p.must(
      c.skipper.id,
      `deliver the merchant's goods at ${c.f.voyage.to}, the market he promised, at his own cost and at the merchant's risk ('på skipperens omkostning og købmandens eventyr'), in his own ship or in other good ships in which the goods can be kept safe${by}${fw?.cost ? `; the cost of sending them on, ${fw.cost.format()}, is his own and the merchant owes none of it` : ""}`,
      undefined,
      at(51),
    );
    if (fw?.in === "other_ship" && fw.good_ship === false) {
      p.warn(
        `dl-averi/51 allows other good ships in which the goods can be kept safe; the case says ${fw.ship ? `the ${fw.ship}` : "the other ship"} is not such a ship.`,
        at(51),
      );
    }
  });
}

const forward = rule<Driven, Consequence>({
  id: "dl-averi/51#forward",
  withoutBaseCondition:
    "51 is the other branch of the merchant's choice in 50: 'if the merchant will not take his goods there', where 50 asks that he will",
  label:
    "if the merchant will not take his goods there, the skipper is bound to deliver them at the market he promised, at the skipper's cost and the merchant's risk, in his own ship or in other good ships in which the goods can be kept safe",
  provisions: [at(51)],
  when: (x) => x.d.merchant_takes_delivery === false,
  gives: forwardingOf,
  facts: (x) => ({
    ...drivenFacts(x),
    forwarding: x.d.forwarding?.in ?? null,
    forwarding_cost: money(x.d.forwarding?.cost),
  }),
  show: (r) => r.summary,
  exceptions: [hiddenFraud],
});

function fullFreightOf(x: Driven): Consequence {
  const { c, d } = x;
  const freight = d.full_freight ?? c.f.agreed_freight;
  return consequence(`the merchant pays the skipper his full freight${freight ? `, ${freight.format()}` : ""}`, (p) => {
    p.owe(
      c.merchant.id,
      c.skipper.id,
      freight,
      `his full freight ('sin fulde fragt'), the goods being taken at ${d.port} and not at ${c.f.voyage.to}`,
      at(50),
    );
    if (!freight) p.warn("The case gives neither the full freight nor the agreed freight.", at(50));
  });
}

const fullFreight = rule<Driven, Consequence>({
  id: "dl-averi/50#full-freight",
  label:
    "storm or other distress drove the skipper into another harbour or market than the one he was chartered to: if the merchant will take his goods there, he pays the skipper his full freight",
  provisions: [at(50)],
  when: (x) => x.d.merchant_takes_delivery === true,
  gives: fullFreightOf,
  facts: (x) => ({ ...drivenFacts(x), full_freight: money(x.d.full_freight ?? x.c.f.agreed_freight) }),
  show: (r) => r.summary,
  exceptions: [forward],
});

function merchantsChoice(c: CarriageCase, d: DrivenOffFacts): Consequence {
  return consequence(`not yet chosen; the choice is ${c.merchant.name}'s`, (p) => {
    p.options.push({
      holder: c.merchant.id,
      choices: [
        `take his goods at ${d.port} and pay the skipper his full freight (${at(50)})`,
        `not take them there: the skipper must deliver them at ${c.f.voyage.to} at the skipper's cost and the merchant's risk (${at(51)})`,
      ],
      provisions: [at(50), at(51)],
    });
  });
}

const OATH_WORDS =
  "himself the fourth, with three of the best men of the ship ('selv fjerde af de bedste mænd udi skibet')";

function oathOf(x: Driven): Consequence {
  const { c, d } = x;
  const oath = d.oath;
  const men = (oath?.with ?? []).map((id) => nameIn(c.people, id));
  const state =
    oath === undefined
      ? "the case does not say whether it was sworn"
      : oath.sworn
        ? `sworn${oath.date ? ` on ${oath.date}` : ""}${men.length ? ` with ${and(men)}` : ""}`
        : "not sworn";
  return consequence(`the oath: ${state}`, (p) => {
    p.must(
      c.skipper.id,
      `swear, ${OATH_WORDS}, that he was driven into ${d.port} by necessity ('af nøds sag'), by ${d.cause === "storm" ? "storm" : "distress at sea"}${oath?.sworn ? ` — ${state}` : ""}`,
      undefined,
      at(52),
    );
    if (oath === undefined || !oath.sworn) {
      p.warn(
        `${oath === undefined ? "The case does not say whether the oath of dl-averi/52 was sworn" : "The case says the oath of dl-averi/52 was not sworn"}. The text requires it ('Dog skal skipperen ... sværge') but does not say what follows if it is not sworn; sealaw does not decide it, and does not make dl-averi/50 or 51 depend on it.`,
        at(52),
      );
      return;
    }
    if (oath.with.length !== 3) {
      p.warn(
        `dl-averi/52 asks for the skipper and three of the best men of the ship; the case names ${NUMBER_WORDS[oath.with.length] ?? String(oath.with.length)} with him.`,
        at(52),
      );
    }
    const landsmen = oath.with.filter((id) => !(c.people.get(id)?.roles ?? []).includes("seaman"));
    if (landsmen.length > 0) {
      p.warn(
        `${cap(and(landsmen.map((id) => nameIn(c.people, id))))} ${landsmen.length === 1 ? "is" : "are"} not listed among the ship's people (role seaman); dl-averi/52 asks for the best men 'udi skibet'.`,
        at(52),
      );
    }
  });
}

const oathRule = rule<Driven, Consequence>({
  id: "dl-averi/52#oath",
  label:
    "the skipper, himself the fourth with three of the best men of the ship, shall swear that he was driven off by necessity",
  provisions: [at(52)],
  gives: oathOf,
  facts: (x) => ({
    sworn: x.d.oath?.sworn ?? null,
    with: x.d.oath?.with ?? [],
  }),
  show: (r) => r.summary,
});

/** Whether hidden fraud lies behind it: given, still to be found out, or not alleged. */
function fraudFound(c: CarriageCase, d: DrivenOffFacts, out: BodyParts): { found: boolean | undefined; step: Step } {
  const fraud = d.fraud;
  if (!fraud) {
    return { found: undefined, step: note("No hidden fraud is alleged: dl-averi/53 is not in question.", [at(53)]) };
  }
  out.assessments.push({
    what: `Whether hidden fraud ('hemmelig svig') lies behind ${the(c.shipName)}'s putting into ${d.port}, and who was party to it`,
    by: fraud.found_by ?? NO_ASSESSOR,
    basis: `the merchant says: ${fraud.alleged}`,
    status: fraud.found === undefined ? "needed" : "given",
    ...(fraud.found === undefined ? {} : { value: fraud.found }),
    provisions: [at(53)],
  });
  if (fraud.found === undefined) {
    out.warn(
      `Hidden fraud is alleged but not yet found out. Until it is, dl-averi/50–51 stand; if it is found, dl-averi/53 takes their place and the skipper and those party to it make good all the merchant's loss.`,
      at(50),
      at(51),
      at(53),
    );
  }
  const words =
    fraud.found === undefined ? "alleged, not yet found out" : fraud.found ? "found" : "alleged, and not found";
  return { found: fraud.found, step: note(`Hidden fraud: ${words} (${fraud.alleged})`, [at(53)]) };
}

function decideDriven(c: CarriageCase, d: DrivenOffFacts, ctx: RuleContext, out: BodyParts): Step {
  const cause = d.cause === "storm" ? "storm" : "distress at sea";
  const where = `into ${d.port}, not ${c.f.voyage.to}, the place she was chartered to from ${c.f.voyage.from}`;
  const children: Step[] = [
    note(
      d.fraud?.found === true
        ? `${The(c.shipName)} put ${where}; the skipper says ${cause} drove her there`
        : `${cap(cause)} drove ${the(c.shipName)} ${where}`,
      [at(50)],
    ),
  ];
  const fraud = fraudFound(c, d, out);
  children.push(fraud.step);
  const x: Driven = { c, d, fraud: fraud.found };
  const o = evaluateOr(fullFreight, x, ctx, {
    value: merchantsChoice(c, d),
    label: `the merchant has not yet said whether he takes his goods at ${d.port}: the choice is his`,
    provisions: [at(50), at(51)],
  });
  children.push(o.step);
  const decided = o.value as Consequence;
  absorb(out, decided.parts);
  if (o.by === forward.id) {
    children.push(
      note(
        "dl-averi/51 speaks of the skipper's cost and the merchant's risk, not of the freight: what the merchant pays for the carriage is left to the charter.",
        [at(51)],
      ),
    );
  }
  if (o.by === hiddenFraud.id) {
    children.push(
      note(
        "With hidden fraud found, dl-averi/53 takes the place of 50 and 51: no full freight and no forwarding is reckoned under them. Whether freight the merchant paid belongs to his loss is for the assessment of the loss.",
        [at(50), at(51), at(53)],
      ),
    );
  }
  const oath = evaluate(oathRule, x, ctx);
  children.push(oath.step);
  if (oath.value) absorb(out, oath.value.parts);
  return section(
    `Driven into another harbour (${at(50)}–53)`,
    [at(50), at(51), at(52), at(53)],
    children,
    decided.summary,
  );
}

// ---------------------------------------------------------------------------
// The determination

function situationOf(c: CarriageCase): string {
  const f = c.f;
  const bits: string[] = [];
  if (f.unfit) {
    const u = f.unfit;
    const what =
      u.unfit_at_departure === undefined
        ? "whether she was unfit when she sailed is still to be assessed"
        : !u.unfit_at_departure
          ? "she became unfit on the way"
          : !u.cannot_carry
            ? "she can still carry the goods"
            : u.choice === "substitute"
              ? `another ship chartered to carry the goods to ${f.voyage.to} at the agreed freight`
              : u.choice === "compensation"
                ? "the skipper makes good the merchant's loss"
                : "another ship at the agreed freight, or the loss made good, not yet chosen";
    bits.push(`${the(c.shipName)} unfit for the voyage: ${what} (${at(49)})`);
  }
  if (f.driven_off) {
    const d = f.driven_off;
    const fraud = d.fraud?.found === true;
    const what = fraud
      ? `hidden fraud found: the skipper${d.fraud?.party_to_it.length ? " and those party to it" : ""} make good the merchant's loss (${at(53)})`
      : d.merchant_takes_delivery === true
        ? `the merchant takes his goods there and pays full freight (${at(50)})`
        : d.merchant_takes_delivery === false
          ? `the skipper delivers the goods at ${f.voyage.to} at his cost and the merchant's risk (${at(51)})`
          : `the merchant's choice (${at(50)}–51)`;
    const cause = d.cause === "storm" ? "storm" : "distress at sea";
    bits.push(`${fraud ? `put into ${d.port}, said to be by ${cause}` : `driven into ${d.port} by ${cause}`}: ${what}`);
    bits.push(`the skipper's oath (${at(52)})`);
  }
  return bits.join("; ");
}

export function decideCarriage(facts: CarriageFacts, dctx: DecideContext): DeterminationBody {
  const ctx: RuleContext = { readings: dctx.readings };
  const c = carriageCase(facts);
  const out = new BodyParts();
  const steps: Step[] = [];
  if (facts.unfit) steps.push(decideUnfit(c, facts.unfit, ctx, out));
  if (facts.driven_off) steps.push(decideDriven(c, facts.driven_off, ctx, out));
  const situation = situationOf(c);
  return kindBody(situation, out, {
    rule: "dl-averi/49-53#carriage",
    label: `Carriage of the merchant's goods, ${at(49)}–53: ${situation}`,
    provisions: CARRIAGE_PROVISIONS,
    children: steps,
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
