/**
 * dl-averi/50–53: a ship driven by storm into another harbour: the merchant takes his
 * goods there for full freight (50) or the skipper delivers them at the agreed market
 * at his cost and the merchant's risk (51); the skipper's oath with three of the best
 * men (52); hidden fraud made good by the skipper and all party to it (53).
 */

import type { CarriageCase, Consequence } from "./carriage-common.js";
import { absorb, and, assessLoss, consequence, money, NO_ASSESSOR } from "./carriage-common.js";
import type { BodyParts, DrivenOffFacts, Json, Money, RuleContext, Step } from "./kit.js";
import {
  at,
  CaseError,
  choiceOn,
  chosen,
  evaluate,
  evaluateOr,
  nameIn,
  note,
  phrases,
  q,
  Rational,
  rule,
  section,
  split,
} from "./kit.js";

// ---------------------------------------------------------------------------
// 50–53: driven into another harbour

const say = phrases("dl-averi/50-53", {
  jointly: "each for the whole, jointly and severally",
  inShares: "in equal shares",
  allTheLoss: "all the loss that came to him from it",
  lossWhat: "All the loss that came to the merchant from the fraud",
  lossBasis: "dl-averi/53: they make good 'al den skade, som ham deraf kan tilkomme'",
  skipperAlone: "{skipper} makes good to the merchant {loss}",
  skipperAloneOwes: "all the loss that came to the merchant from the fraud",
  eachWhole: "{names} each answer for the whole, {loss}, jointly and severally ({why}); the merchant recovers it once",
  eachWholeOwes:
    "the whole of the merchant's loss from the fraud, jointly and severally with {others} ({why}): the merchant may claim all of it from any of them, but recovers {loss} only once in all",
  it: "it",
  eachShare: "{names} each answer for an equal share, {share}, of the merchant's loss ({why})",
  eachShareOwes: "an equal share, {share}, of all the merchant's loss from the fraud ({why})",
  shareLine: "{name} {amount}",
  equalShares: "{loss} in equal shares ({why}): {lines}",
  exactly: " (exactly {exact}; rounded to the {unit} so that the shares sum to the loss)",
  smallestUnit: "smallest unit",
  shareOwes: "an equal share, {fraction}, of the merchant's loss of {loss} from the fraud{exact} ({why})",
  ownShip: " — in his own ship, {ship}",
  otherShip: " — in {ship}",
  anotherShip: "another ship",
  delivers: "the skipper delivers the goods at {to} at his own cost and the merchant's risk",
  forwardCost:
    "the skipper delivers the goods at {to} at his own cost and the merchant's risk; the cost of sending them on, {cost}, is the skipper's",
  deliver:
    "deliver the merchant's goods at {to}, the market he promised, at his own cost and at the merchant's risk ('på skipperens omkostning og købmandens eventyr'), in his own ship or in other good ships in which the goods can be kept safe{by}",
  deliverCost:
    "deliver the merchant's goods at {to}, the market he promised, at his own cost and at the merchant's risk ('på skipperens omkostning og købmandens eventyr'), in his own ship or in other good ships in which the goods can be kept safe{by}; the cost of sending them on, {cost}, is his own and the merchant owes none of it",
  notGoodShip:
    "dl-averi/51 allows other good ships in which the goods can be kept safe; the case says {ship} is not such a ship.",
  theOtherShip: "the other ship",
  paysFull: "the merchant pays the skipper his full freight",
  paysFullAmount: "the merchant pays the skipper his full freight, {freight}",
  fullFreightOwes: "his full freight ('sin fulde fragt'), the goods being taken at {port} and not at {to}",
  noFreight: "The case gives neither the full freight nor the agreed freight.",
  notChosen: "not yet chosen; the choice is {merchant}'s",
  takeThere: "take his goods at {port} and pay the skipper his full freight ({at})",
  notThere:
    "not take them there: the skipper must deliver them at {to} at the skipper's cost and the merchant's risk ({at})",
  notSaidSworn: "the case does not say whether it was sworn",
  sworn: "sworn",
  swornOn: "sworn on {date}",
  swornWith: "sworn with {men}",
  swornOnWith: "sworn on {date} with {men}",
  notSworn: "not sworn",
  theOath: "the oath: {state}",
  storm: "storm",
  distress: "distress at sea",
  swear:
    "swear, himself the fourth, with three of the best men of the ship ('selv fjerde af de bedste mænd udi skibet'), that he was driven into {port} by necessity ('af nøds sag'), by {cause}",
  swearState:
    "swear, himself the fourth, with three of the best men of the ship ('selv fjerde af de bedste mænd udi skibet'), that he was driven into {port} by necessity ('af nøds sag'), by {cause} — {state}",
  oathNotSaid:
    "The case does not say whether the oath of dl-averi/52 was sworn. The text requires it ('Dog skal skipperen ... sværge') but does not say what follows if it is not sworn; sealaw does not decide it, and does not make dl-averi/50 or 51 depend on it.",
  oathNotSworn:
    "The case says the oath of dl-averi/52 was not sworn. The text requires it ('Dog skal skipperen ... sværge') but does not say what follows if it is not sworn; sealaw does not decide it, and does not make dl-averi/50 or 51 depend on it.",
  notThree:
    "dl-averi/52 asks for the skipper and three of the best men of the ship; the case names {n, select, 0 {none} 1 {one} 2 {two} 4 {four} 5 {five} 6 {six} other {{count}}} with him.",
  landsmen:
    "{names} {n, plural, one {is} other {are}} not listed among the ship's people (role seaman); dl-averi/52 asks for the best men 'udi skibet'.",
  noFraud: "No hidden fraud is alleged: dl-averi/53 is not in question.",
  fraudWhat: "Whether hidden fraud ('hemmelig svig') lies behind {ship}'s putting into {port}, and who was party to it",
  merchantSays: "the merchant says: {alleged}",
  fraudAlleged:
    "Hidden fraud is alleged but not yet found out. Until it is, dl-averi/50–51 stand; if it is found, dl-averi/53 takes their place and the skipper and those party to it make good all the merchant's loss.",
  notYetFound: "alleged, not yet found out",
  found: "found",
  notFound: "alleged, and not found",
  hiddenFraud: "Hidden fraud: {words} ({alleged})",
  where: "into {port}, not {to}, the place she was chartered to from {from}",
  putInto: "{ship} put {where}; the skipper says {cause} drove her there",
  stormDrove: "Storm drove {ship} {where}",
  distressDrove: "Distress at sea drove {ship} {where}",
  notYetSaid: "the merchant has not yet said whether he takes his goods at {port}: the choice is his",
  freightLeft:
    "dl-averi/51 speaks of the skipper's cost and the merchant's risk, not of the freight: what the merchant pays for the carriage is left to the charter.",
  fraudReplaces:
    "With hidden fraud found, dl-averi/53 takes the place of 50 and 51: no full freight and no forwarding is reckoned under them. Whether freight the merchant paid belongs to his loss is for the assessment of the loss.",
  heading: "Driven into another harbour ({at}–53)",
  notWhole: "{amount} is not a whole number of the smallest unit",
  wholeUnits: "an amount in whole units",
});

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
  throw new CaseError("case", [{ path, message: say.notWhole({ amount: m.format() }), expected: say.wholeUnits() }]);
}

/** How 53's 'de, som det med ham har anslaget' answer with the skipper. */
type Answering = "each-for-the-whole" | "in-shares";

const onConspirators = choiceOn<Driven, Answering>("conspirators", (v) =>
  v === "each-for-the-whole" ? say.jointly() : say.inShares(),
);

/** 53: the skipper and those who plotted it with him make good all the loss: each answers for the whole. */
const eachForTheWhole = onConspirators.base(
  {
    id: "dl-averi/53#each-for-the-whole",
    label:
      "the skipper and those who plotted it with him make good all the loss: each answers for the whole, and the merchant recovers it once",
    provisions: [at(53)],
    gives: "each-for-the-whole",
  },
  [
    onConspirators.when("R2", {
      id: "dl-averi/53#in-shares",
      label: "the skipper and those who plotted it with him each answer for an equal share of the loss (Q-A29 R2)",
      provisions: [at(53)],
      gives: "in-shares",
    }),
  ],
);

/** What the skipper and those party to the fraud make good (53); how they answer (Q-A29) is told in `told`. */
function fraudLiability(x: Driven, ctx: RuleContext, told: Step[]): Consequence {
  const { c, d } = x;
  const fraud = d.fraud as NonNullable<DrivenOffFacts["fraud"]>;
  const persons = [c.skipper.id, ...fraud.party_to_it];
  const loss = fraud.merchant_loss
    ? wholeMoney(fraud.merchant_loss, "facts.driven_off.fraud.merchant_loss")
    : undefined;
  const names = persons.map((id) => nameIn(c.people, id));
  const lossWords = loss ? loss.format() : say.allTheLoss();
  const assess = (p: BodyParts) => assessLoss(p, say.lossWhat(), say.lossBasis(), loss, at(53));
  if (persons.length === 1) {
    return consequence(say.skipperAlone({ skipper: c.skipper.name, loss: lossWords }), (p) => {
      assess(p);
      p.owe(c.skipper.id, c.merchant.id, loss, say.skipperAloneOwes(), at(53));
    });
  }
  const why = q(ctx, "conspirators");
  if (chosen(eachForTheWhole, x, ctx, told) === "each-for-the-whole") {
    return consequence(say.eachWhole({ names: and(names), loss: lossWords, why }), (p) => {
      assess(p);
      for (const id of persons) {
        const others = and(persons.filter((o) => o !== id).map((o) => nameIn(c.people, o)));
        p.owe(
          id,
          c.merchant.id,
          loss,
          say.eachWholeOwes({ others, why, loss: loss ? loss.format() : say.it() }),
          at(53),
        );
        const last = p.liabilities[p.liabilities.length - 1];
        if (last) last.jointly = "dl-averi/53#fraud";
      }
    });
  }
  const n = persons.length;
  const share = Rational.of(1, n).toString();
  if (!loss) {
    return consequence(say.eachShare({ names: and(names), share, why }), (p) => {
      assess(p);
      for (const id of persons) {
        p.owe(id, c.merchant.id, undefined, say.eachShareOwes({ share, why }), at(53));
      }
    });
  }
  const s = split(
    loss,
    persons.map((key) => ({ key, weight: Rational.ONE })),
  );
  const lines = s.lines.map((l) => say.shareLine({ name: nameIn(c.people, l.key), amount: l.rounded.format() }));
  return consequence(say.equalShares({ loss: loss.format(), why, lines: and(lines) }), (p) => {
    assess(p);
    for (const l of s.lines) {
      const exact = l.exact.eq(l.rounded)
        ? ""
        : say.exactly({
            exact: l.exact.format(),
            unit: l.rounded.currency.units.at(-1)?.name ?? say.smallestUnit(),
          });
      p.owe(
        l.key,
        c.merchant.id,
        l.rounded,
        say.shareOwes({ fraction: l.fraction.toString(), loss: loss.format(), exact, why }),
        at(53),
      );
    }
  });
}

const hiddenFraud = rule<Driven, Consequence>({
  id: "dl-averi/53#hidden-fraud",
  reads: ["facts.driven_off.fraud.{alleged,merchant_loss,party_to_it[]}", "facts.people[].name"],
  withoutBaseCondition:
    "53 reaches 'any other hidden fraud' behind the voyage, whatever the merchant chose under 50–51: the fraud's consequence replaces the forwarding's",
  label:
    "if any other hidden fraud is found behind it, the skipper and all who are party to the scheme make good to the merchant all the loss that comes to him from it",
  provisions: [at(53)],
  when: (x) => x.fraud === true,
  gives: (x, ctx) => {
    const told: Step[] = [];
    const made = fraudLiability(x, ctx, told);
    return told.length === 0 ? made : { ...made, chosen: told };
  },
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
      ? say.ownShip({ ship: { the: c.shipName } })
      : fw.ship
        ? say.otherShip({ ship: { the: fw.ship } })
        : say.otherShip({ ship: say.anotherShip() })
    : "";
  const to = c.f.voyage.to;
  const summary = fw?.cost ? say.forwardCost({ to, cost: fw.cost.format() }) : say.delivers({ to });
  return consequence(summary, (p) => {
    p.must(
      c.skipper.id,
      fw?.cost ? say.deliverCost({ to, by, cost: fw.cost.format() }) : say.deliver({ to, by }),
      undefined,
      at(51),
    );
    if (fw?.in === "other_ship" && fw.good_ship === false) {
      p.warn(say.notGoodShip({ ship: fw.ship ? { the: fw.ship } : say.theOtherShip() }), at(51));
    }
  });
}

const forward = rule<Driven, Consequence>({
  id: "dl-averi/51#forward",
  reads: [
    "facts.driven_off.forwarding.{cost,good_ship,in,ship}",
    "facts.driven_off.{merchant_takes_delivery,port}",
    "facts.voyage.to",
  ],
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
  return consequence(freight ? say.paysFullAmount({ freight: freight.format() }) : say.paysFull(), (p) => {
    p.owe(c.merchant.id, c.skipper.id, freight, say.fullFreightOwes({ port: d.port, to: c.f.voyage.to }), at(50));
    if (!freight) p.warn(say.noFreight(), at(50));
  });
}

const fullFreight = rule<Driven, Consequence>({
  id: "dl-averi/50#full-freight",
  reads: ["facts.agreed_freight", "facts.driven_off.{full_freight,merchant_takes_delivery,port}", "facts.voyage.to"],
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
  return consequence(say.notChosen({ merchant: c.merchant.name }), (p) => {
    p.options.push({
      holder: c.merchant.id,
      choices: [say.takeThere({ port: d.port, at: at(50) }), say.notThere({ to: c.f.voyage.to, at: at(51) })],
      provisions: [at(50), at(51)],
    });
  });
}

function oathOf(x: Driven): Consequence {
  const { c, d } = x;
  const oath = d.oath;
  const men = (oath?.with ?? []).map((id) => nameIn(c.people, id));
  const state =
    oath === undefined
      ? say.notSaidSworn()
      : oath.sworn
        ? oath.date
          ? men.length
            ? say.swornOnWith({ date: oath.date, men: and(men) })
            : say.swornOn({ date: oath.date })
          : men.length
            ? say.swornWith({ men: and(men) })
            : say.sworn()
        : say.notSworn();
  return consequence(say.theOath({ state }), (p) => {
    const cause = d.cause === "storm" ? say.storm() : say.distress();
    p.must(
      c.skipper.id,
      oath?.sworn ? say.swearState({ port: d.port, cause, state }) : say.swear({ port: d.port, cause }),
      undefined,
      at(52),
    );
    if (oath === undefined || !oath.sworn) {
      p.warn(oath === undefined ? say.oathNotSaid() : say.oathNotSworn(), at(52));
      return;
    }
    if (oath.with.length !== 3) {
      p.warn(say.notThree({ n: oath.with.length, count: String(oath.with.length) }), at(52));
    }
    const landsmen = oath.with.filter((id) => !(c.people.get(id)?.roles ?? []).includes("seaman"));
    if (landsmen.length > 0) {
      const names = and(landsmen.map((id) => nameIn(c.people, id)));
      p.warn(say.landsmen({ names: names.charAt(0).toUpperCase() + names.slice(1), n: landsmen.length }), at(52));
    }
  });
}

const oathRule = rule<Driven, Consequence>({
  id: "dl-averi/52#oath",
  reads: ["facts.driven_off.oath.{date,sworn,with[]}", "facts.driven_off.{cause,port}", "facts.people[].roles[]"],
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
    return { found: undefined, step: note(say.noFraud(), [at(53)]) };
  }
  out.assessments.push({
    what: say.fraudWhat({ ship: { the: c.shipName }, port: d.port }),
    by: fraud.found_by ?? NO_ASSESSOR,
    basis: say.merchantSays({ alleged: fraud.alleged }),
    status: fraud.found === undefined ? "needed" : "given",
    ...(fraud.found === undefined ? {} : { value: fraud.found }),
    provisions: [at(53)],
  });
  if (fraud.found === undefined) {
    out.warn(say.fraudAlleged(), at(50), at(51), at(53));
  }
  const words = fraud.found === undefined ? say.notYetFound() : fraud.found ? say.found() : say.notFound();
  return { found: fraud.found, step: note(say.hiddenFraud({ words, alleged: fraud.alleged }), [at(53)]) };
}

export function decideDriven(c: CarriageCase, d: DrivenOffFacts, ctx: RuleContext, out: BodyParts): Step {
  const storm = d.cause === "storm";
  const where = say.where({ port: d.port, to: c.f.voyage.to, from: c.f.voyage.from });
  const children: Step[] = [
    note(
      d.fraud?.found === true
        ? say.putInto({ ship: { The: c.shipName }, where, cause: storm ? say.storm() : say.distress() })
        : (storm ? say.stormDrove : say.distressDrove)({ ship: { the: c.shipName }, where }),
      [at(50)],
    ),
  ];
  const fraud = fraudFound(c, d, out);
  children.push(fraud.step);
  const x: Driven = { c, d, fraud: fraud.found };
  const o = evaluateOr(fullFreight, x, ctx, {
    value: merchantsChoice(c, d),
    label: say.notYetSaid({ port: d.port }),
    provisions: [at(50), at(51)],
  });
  children.push(o.step);
  const decided = o.value as Consequence;
  children.push(...(decided.chosen ?? []));
  absorb(out, decided.parts);
  if (o.by === forward.id) {
    children.push(note(say.freightLeft(), [at(51)]));
  }
  if (o.by === hiddenFraud.id) {
    children.push(note(say.fraudReplaces(), [at(50), at(51), at(53)]));
  }
  const oath = evaluate(oathRule, x, ctx);
  children.push(oath.step);
  if (oath.value) absorb(out, oath.value.parts);
  return section(say.heading({ at: at(50) }), [at(50), at(51), at(52), at(53)], children, decided.summary);
}
