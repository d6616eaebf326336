/**
 * dl-averi/47–48: the ship lost, by misfortune or by neglect.
 */

import type { Money, RuleContext, Step } from "./kit.js";
import { at, choiceOn, chosen, evaluateOr, nameIn, note, phrases, rule, section } from "./kit.js";
import { listed, type Out, type SwCase, shipSaved, spoiledParcels } from "./shipwreck-common.js";

const say = phrases("dl-averi/47-48", {
  everyMan: "every man of the crew",
  generally: "the crew generally, more than half of them",
  needEvery: "under Q-A22 R1 every man",
  needHalf: "under Q-A22 R2 more than half of them",
  noCrew: "the case lists no crew to bear out the proof",
  bearOut: "{n} of the {crew, plural, one {# man} other {# men}} of the crew bear it out; {need} must",
  answersShow: "the skipper answers to the merchants",
  owesNothing: "the skipper owes the merchants nothing",
  wilful: "done wilfully and out of malice",
  crewNeglect: "through his people's neglect, for which he answers",
  neglect: "through his neglect",
  established: "his loss, as established",
  atValue: "his goods lost or spoiled, at their value as the cargo gives it",
  notGiven: "his loss (the value of his goods lost or spoiled is not given)",
  owed: "{what}; the loss came {how}",
  bulkWarn:
    "Bulk goods were spoiled and the skipper answers for the loss: each merchant's loss is taken here as the goods spoiled of his own parcels; give each merchant's loss as established (facts.loss.damages) where the heap's loss falls otherwise.",
  notDeal: "not deal in any way with {ship} until he has satisfied {merchants}",
  noMerchant: "The skipper answers for the loss, but the case names no merchant who lost goods.",
  barStands: "the bar on the ship stands until {merchants} {n, plural, one {is} other {are}} satisfied",
  barLifted: "the bar on the ship is lifted",
  satisfied: "Already satisfied: {merchants}; {bar}",
  noneSatisfied: "No merchant is satisfied yet; {bar}",
  howUnsaid:
    "The case does not say how the loss came about (facts.loss): if by misfortune, proved by the skipper with all his crew, he owes the merchants nothing (dl-averi/47); if wilfully, or through his or his people's neglect, he answers to the merchant for it (dl-averi/48).",
  proveAll: "prove, with all his crew, that the loss did not happen through his neglect: {words}",
  proveCrew: "prove, with his crew, that the loss did not happen through his neglect: {words}",
  proofMade: "The skipper's proof with his crew: made",
  proofNotMade: "The skipper's proof with his crew: not made",
  notProved:
    "a misfortune the skipper has not proved with his crew: dl-averi/47 does not free him, and whether he answers under dl-averi/48 turns on whether the loss came through his or his people's neglect",
  salvageHer: "salvage {ship}, if he can",
  leaveHer: "leave her",
  neglectWhat: "Whether the loss came through the skipper's or his people's neglect",
  neglectBy: "not named in the text: the court before which the merchants claim",
  neglectBasis:
    "dl-averi/47 frees the skipper only if he proves with all his crew that it was not his neglect; he has not",
  section: "The loss: misfortune or neglect",
  open: "open",
});

// 47–48: the loss, by misfortune or by neglect

type Answer = "free" | "answers" | "open";

interface LossInput {
  readonly c: SwCase;
}

/** Who of the crew must bear out the skipper's proof under 47. */
type CrewProof = "whole" | "generally";

const onCrewProof = choiceOn<LossInput, CrewProof>("crew_proof", (v) =>
  v === "whole" ? say.everyMan() : say.generally(),
);

/** 47: 'bevise med alt sit skibsfolk' — with all his crew, every man. */
const withAllHisCrew = onCrewProof.base(
  {
    id: "dl-averi/47#all-his-crew",
    label: "the skipper proves it 'med alt sit skibsfolk': every man of the crew must bear out the proof",
    provisions: [at(47)],
    gives: "whole",
  },
  [
    onCrewProof.when("R2", {
      id: "dl-averi/47#crew-generally",
      label: "the crew's testimony is enough without every man of it: more than half of them (Q-A22 R2)",
      provisions: [at(47)],
      gives: "generally",
    }),
  ],
);

function proof(c: SwCase, ctx: RuleContext): { proved: boolean; words: string } {
  const l = c.f.loss;
  const crew = c.f.crew.map((s) => s.person);
  const with_ = new Set(l?.proved_with ?? []);
  const n = crew.filter((id) => with_.has(id)).length;
  const whole = chosen(withAllHisCrew, { c }, ctx) === "whole";
  const proved = crew.length === 0 ? false : whole ? n === crew.length : 2 * n > crew.length;
  const need = whole ? say.needEvery() : say.needHalf();
  const words = crew.length === 0 ? say.noCrew() : say.bearOut({ n: String(n), crew: crew.length, need });
  return { proved, words };
}

const answersForIt = rule<LossInput, Answer>({
  id: "dl-averi/48#answers",
  reads: ["facts.loss.{cause,neglect_of}"],
  withoutBaseCondition:
    "48's loss 'wilfully and out of malice, or through his or his people's neglect' is the contrary of 47's loss through misfortune proved without neglect",
  label:
    "if he does it wilfully and out of malice, or it happens through his or his people's neglect, he shall answer to the merchant for it, and have no power in any way to deal with the ship until he has satisfied the merchant",
  provisions: [at(48)],
  when: ({ c }) => c.f.loss?.cause === "neglect" || c.f.loss?.cause === "wilful",
  gives: () => "answers",
  facts: ({ c }) => ({ cause: c.f.loss?.cause ?? null, neglect_of: c.f.loss?.neglect_of ?? null }),
  show: () => say.answersShow(),
});

const misfortuneProved = rule<LossInput, Answer>({
  id: "dl-averi/47#misfortune",
  reads: ["facts.crew[].person", "facts.loss.{cause,proved_with[]}"],
  label:
    "ship and goods lost through misfortune, and the skipper can prove with all his crew that it did not happen through his neglect: he may salvage his ship if he can, and owes the merchants no compensation for their goods",
  provisions: [at(47)],
  when: ({ c }, ctx) => c.f.loss?.cause === "misfortune" && proof(c, ctx).proved,
  gives: () => "free",
  facts: ({ c }) => ({ cause: c.f.loss?.cause ?? null, proved_with: c.f.loss?.proved_with ?? [] }),
  show: (a) => (a === "free" ? say.owesNothing() : say.answersShow()),
  exceptions: [answersForIt],
});

/** The merchants who lost goods (lost, or spoiled), and what each lost (undefined: not known). */
function merchantLosses(c: SwCase): Map<string, Money | undefined> {
  const m = new Map<string, Money | undefined>();
  for (const d of c.f.loss?.damages ?? []) m.set(d.merchant, (m.get(d.merchant) ?? c.zero).add(d.amount));
  const given = new Set(m.keys());
  for (const x of c.parcels) {
    if (given.has(x.p.owner) || (x.p.outcome !== "lost" && x.p.outcome !== "spoiled")) continue;
    const v = x.p.outcome === "lost" ? x.p.value : x.spoiledValue;
    const cur = m.has(x.p.owner) ? m.get(x.p.owner) : c.zero;
    m.set(x.p.owner, cur && v ? cur.add(v) : undefined);
  }
  return m;
}

function answers(c: SwCase, out: Out): Step {
  const l = c.f.loss;
  const losses = merchantLosses(c);
  const satisfied = new Set(l?.satisfied ?? []);
  const how = l?.cause === "wilful" ? say.wilful() : l?.neglect_of === "crew" ? say.crewNeglect() : say.neglect();
  const given = new Set((l?.damages ?? []).map((d) => d.merchant));
  const settled: string[] = [];
  for (const [merchant, amount] of losses) {
    if (merchant === c.skipper.id) continue;
    if (satisfied.has(merchant)) {
      settled.push(nameIn(c.names, merchant));
      continue;
    }
    const what = given.has(merchant) ? say.established() : amount ? say.atValue() : say.notGiven();
    out.owe(c.skipper.id, merchant, amount, say.owed({ what, how }), at(48));
  }
  if (spoiledParcels(c).some((x) => x.p.packing === "bulk") && given.size === 0) {
    out.warn(say.bulkWarn(), at(44), at(48));
  }
  const waiting = [...losses.keys()].filter((m) => !satisfied.has(m) && m !== c.skipper.id);
  if (waiting.length > 0) {
    out.must(
      c.skipper.id,
      say.notDeal({ ship: { the: c.shipName }, merchants: listed(waiting.map((m) => nameIn(c.names, m))) }),
      undefined,
      at(48),
    );
  }
  if (losses.size === 0) {
    out.warn(say.noMerchant(), at(48));
  }
  const bar =
    waiting.length > 0
      ? say.barStands({ merchants: listed(waiting.map((m) => nameIn(c.names, m))), n: waiting.length === 1 ? 1 : 2 })
      : say.barLifted();
  return note(settled.length > 0 ? say.satisfied({ merchants: listed(settled), bar }) : say.noneSatisfied({ bar }), [
    at(48),
  ]);
}

export function loss(c: SwCase, ctx: RuleContext, out: Out): Step | undefined {
  const l = c.f.loss;
  if (!l) {
    const lost = c.parcels.filter((x) => x.p.outcome !== "saved").map((x) => x.p.id);
    if (lost.length > 0 || c.f.ship.state === "wrecked" || c.f.ship.state === "aground_beyond_repair") {
      out.warn(say.howUnsaid(), at(47), at(48));
    }
    return undefined;
  }
  const steps: Step[] = [];
  if (l.cause === "misfortune") {
    const p = proof(c, ctx);
    const who: Step[] = [];
    const whole = chosen(withAllHisCrew, { c }, ctx, who) === "whole";
    out.must(c.skipper.id, (whole ? say.proveAll : say.proveCrew)({ words: p.words }), undefined, at(47));
    steps.push(
      note(p.proved ? say.proofMade() : say.proofNotMade(), [at(47)], {
        value: p.words,
        ...(who.length > 0 ? { children: who } : {}),
      }),
    );
  }
  const o = evaluateOr(misfortuneProved, { c }, ctx, {
    value: "open" as Answer,
    label: say.notProved(),
    provisions: [at(47), at(48)],
  });
  steps.unshift(o.step);
  if (o.value === "free") {
    if (!shipSaved(c)) {
      out.options.push({
        holder: c.skipper.id,
        choices: [say.salvageHer({ ship: { the: c.shipName } }), say.leaveHer()],
        provisions: [at(47)],
      });
    }
  } else if (o.value === "answers") {
    steps.push(answers(c, out));
  } else {
    out.assess({
      what: say.neglectWhat(),
      by: say.neglectBy(),
      basis: say.neglectBasis(),
      value: undefined,
      provisions: [at(47), at(48)],
    });
  }
  return section(
    say.section(),
    [at(47), at(48)],
    steps,
    o.value === "free" ? say.owesNothing() : o.value === "answers" ? say.answersShow() : say.open(),
  );
}
