/**
 * dl-averi/50–53: a ship driven by storm into another harbour: the merchant takes his
 * goods there for full freight (50) or the skipper delivers them at the agreed market
 * at his cost and the merchant's risk (51); the skipper's oath with three of the best
 * men (52); hidden fraud made good by the skipper and all party to it (53).
 */

import type { CarriageCase, Consequence } from "./carriage-common.js";
import { absorb, and, cap, consequence, money, NO_ASSESSOR, NUMBER_WORDS } from "./carriage-common.js";
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
  q,
  Rational,
  rule,
  section,
  split,
  The,
  the,
} from "./kit.js";

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

/** How 53's 'de, som det med ham har anslaget' answer with the skipper. */
type Answering = "each-for-the-whole" | "in-shares";

const onConspirators = choiceOn<Driven, Answering>("conspirators", (v) =>
  v === "each-for-the-whole" ? "each for the whole, jointly and severally" : "in equal shares",
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
  if (chosen(eachForTheWhole, x, ctx, told) === "each-for-the-whole") {
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
      ? ` — in his own ship, ${the(c.shipName)}`
      : ` — in ${fw.ship ? the(fw.ship) : "another ship"}`
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
        `dl-averi/51 allows other good ships in which the goods can be kept safe; the case says ${fw.ship ? the(fw.ship) : "the other ship"} is not such a ship.`,
        at(51),
      );
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

export function decideDriven(c: CarriageCase, d: DrivenOffFacts, ctx: RuleContext, out: BodyParts): Step {
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
  children.push(...(decided.chosen ?? []));
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
