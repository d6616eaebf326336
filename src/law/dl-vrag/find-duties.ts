/** dl-vrag/14, 17, 18, 19: delivery and keeping of the find, and embezzlement punished as theft. */

import type { Period } from "./aar-og-dag.js";
import { claimTiming } from "./find-claim.js";
import { type Custody, type FindCase, itemWords, type Out, recipientParty, type Share } from "./find-common.js";
import type { Breach, Json, Penalty, Rule, RuleContext, Step } from "./kit.js";
import { at, evaluate, evaluateTold, formatDate, phrases, rule } from "./kit.js";

const say = phrases("dl-vrag/14.deliver", {
  deliveredOn: "delivered on {date}",
  notYetDelivered: "not yet delivered",
  atPlace: "at {place}",
  whereAshore: "where it is brought ashore",
  kingsHalfOf: "the king's half of {item}",
  done: "; done: handed to {officer} on {date}",
  notDone: "; the case does not say it has been done",
  hand: "hand {what} over to the officer who holds command for the king {where}{done}",
  kingsHalf: "the king's half",
  it: "it",
  keep: "keep {what} a year and a day, until the end of {last}, unless the owner redeems it sooner",
  finderHands: "the finder hands {what} over to the king's officer {where}, and the goods lie a year and a day",
});

const said = phrases("dl-vrag/17", {
  theft:
    "to be punished as a thief ('straffes som en tyv'): the penalty for theft is set elsewhere in Danske Lov, outside this chapter, so sealaw gives no measure",
  offence: "{what}: embezzling ('underslå') goods or wreck found at sea",
  punished: "{who}: punished as a thief",
  heldBack: "held back {what} instead of handing it over",
  heldBackWorth: "held back {what} (worth {value}) instead of handing it over",
  notFindRules: "{person}: {what} is a breach of {provision}, not of the rules on finds; dl-vrag/17 does not reach it.",
  punishmentWhat: "The punishment of {person} as a thief",
  punishmentBy: "the court (the chapter names none)",
  punishmentBasis: "dl-vrag/17 refers to the penalty for theft, which Danske Lov sets outside this chapter",
  handOver: "hand over to the king's officer what he held back: {what}",
  twice: "{person} is reported both under concealed and under breaches; if it is the same act, it is one offence.",
  notInValue: "What was held back is not in the value divided here: the finder's share is of what was handed over.",
  label: "Embezzlement of the find ({n} of {all} punishable under dl-vrag/17)",
});

// ---------------------------------------------------------------------------
// Delivery and keeping (14, 18, 19)

const deliveredFacts = (c: FindCase): Record<string, Json> => {
  const d = c.facts.delivered;
  return { delivered_to: d?.to ?? null, delivered_on: d?.date ?? null, landed_at: c.facts.landed_at ?? null };
};

const delivery = (c: FindCase): string =>
  c.facts.delivered ? say.deliveredOn({ date: c.facts.delivered.date }) : say.notYetDelivered();

/** 14, 18, 19: who hands the find over, and where; it then lies a year and a day. */
const DELIVER: Record<string, Rule<FindCase, string>> = {
  [at(14)]: rule<FindCase, string>({
    id: "dl-vrag/14#deliver",
    reads: ["facts.delivered.{date,to}", "facts.landed_at"],
    label:
      "the skipper who finds wreck, an anchor or anything else in the sea hands it to the one who holds command for the king where it is brought ashore, and the goods lie a year and a day",
    provisions: [at(14)],
    facts: deliveredFacts,
    gives: delivery,
  }),
  [at(18)]: rule<FindCase, string>({
    id: "dl-vrag/18#deliver",
    reads: ["facts.delivered.{date,to}", "facts.landed_at"],
    label:
      "fishermen who take up an anchor, buoy or no buoy, deliver it likewise ('udi lige måder'), and it is dealt with as a find in the sea",
    provisions: [at(18)],
    facts: deliveredFacts,
    gives: delivery,
  }),
  [at(19)]: rule<FindCase, string>({
    id: "dl-vrag/19#deliver",
    reads: ["facts.delivered.{date,to}", "facts.landed_at"],
    label:
      "wreck salvaged on the open sea is handed to the king's officer and lies a year and a day, 'som før er sagt'",
    provisions: [at(19)],
    facts: deliveredFacts,
    gives: delivery,
  }),
};

export function deliveryDuties(
  c: FindCase,
  share: Share | undefined,
  custody: Custody | undefined,
  period: Period,
  ctx: RuleContext,
  out: Out,
): Step {
  const d = c.facts.delivered;
  const only = c.facts.found_by.length === 1 ? c.facts.found_by[0] : undefined;
  const who = share ? recipientParty(share) : { id: only ?? "finders" };
  const where = c.facts.landed_at ? say.atPlace({ place: c.facts.landed_at }) : say.whereAshore();
  const keepsHalf = share?.regime === "half" && custody === "half-kept";
  const what = keepsHalf ? say.kingsHalfOf({ item: itemWords(c) }) : itemWords(c);
  const done = d ? say.done({ officer: c.officer.name, date: d.date }) : say.notDone();
  const provision = share?.provision === at(18) ? at(18) : share?.regime === "half" ? at(19) : at(14);
  out.must(who.id, say.hand({ what, where, done }), undefined, provision);
  // 'Dersom rette ejermand imidlertid kommer med nøjagtig bevisning, skal han nyde det' (14, 15):
  // the owner who has come in time with sufficient proof has it, and the keeping ends with him.
  const redeemed = claimTiming(c.facts.claim, period) === "in_time" && c.facts.claim?.proof_sufficient === true;
  if (period.lastDay && !redeemed) {
    const keeps = keepsHalf ? say.kingsHalf() : say.it();
    out.must(c.officer.id, say.keep({ what: keeps, last: formatDate(period.lastDay) }), period.lastDay, provision);
  }
  out.assess(period.assessment);
  const o = evaluateTold(DELIVER[provision] as Rule<FindCase, string>, c, ctx, () => ({
    label: say.finderHands({ what, where }),
    children: [period.step],
  }));
  return o.step;
}

// ---------------------------------------------------------------------------
// 17: embezzling such goods is punished as a thief

interface Charge {
  readonly person: string;
  readonly what: string;
  readonly provision: string | undefined;
}

const FIND_PROVISIONS = new Set([14, 15, 16, 17, 18, 19].map(at));

const THEFT = said.theft();

const punishedAsAThief = rule<Charge, Penalty>({
  id: "dl-vrag/17#thief",
  label: "whoever embezzles such goods and wreck shall be punished as a thief",
  provisions: [at(17)],
  when: (ch) => ch.provision === undefined || FIND_PROVISIONS.has(ch.provision),
  gives: (ch) => ({
    who: ch.person,
    offence: said.offence({ what: ch.what }),
    penalty: THEFT,
    provisions: [...new Set([at(17), ...(ch.provision ? [ch.provision] : [])])],
  }),
  facts: (ch) => ({ person: ch.person, what: ch.what, provision: ch.provision ?? null }),
  show: (p) => said.punished({ who: p.who }),
});

function charges(c: FindCase): Charge[] {
  const hidden = c.facts.concealed.map((h) => ({
    person: h.person,
    what: h.value ? said.heldBackWorth({ what: h.what, value: h.value.format() }) : said.heldBack({ what: h.what }),
    provision: undefined,
  }));
  const reported = c.facts.breaches.map((b: Breach) => ({ person: b.person, what: b.what, provision: b.provision }));
  return [...hidden, ...reported];
}

export function embezzlement(c: FindCase, ctx: RuleContext, out: Out): Step | undefined {
  const all = charges(c);
  if (all.length === 0) return undefined;
  const children: Step[] = [];
  for (const ch of all) {
    const o = evaluate(punishedAsAThief, ch, ctx);
    children.push(o.step);
    if (!o.value) {
      out.warn(said.notFindRules({ person: ch.person, what: ch.what, provision: String(ch.provision) }), at(17));
      continue;
    }
    out.penalties.push(o.value);
    out.assess({
      what: said.punishmentWhat({ person: ch.person }),
      by: said.punishmentBy(),
      basis: said.punishmentBasis(),
      provisions: [at(17)],
    });
  }
  for (const h of c.facts.concealed) {
    out.must(h.person, said.handOver({ what: h.what }), undefined, at(14), at(17));
  }
  const twice = c.facts.concealed.map((h) => h.person).filter((p) => c.facts.breaches.some((b) => b.person === p));
  for (const p of new Set(twice)) {
    out.warn(said.twice({ person: p }), at(17));
  }
  if (c.facts.concealed.length > 0) {
    out.warn(said.notInValue(), at(14), at(17));
  }
  return {
    label: said.label({ n: String(out.penalties.length), all: String(all.length) }),
    provisions: [at(17)],
    status: "applied",
    value: out.penalties.length,
    children,
  };
}
