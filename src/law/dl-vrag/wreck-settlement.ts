/**
 * dl-vrag/9–13 in money and in kind: the proceeds set off against what is owed out
 * of them, the deliveries, and the three outcomes (the owner takes, the king or
 * foreshore holder takes, the goods are kept for the owner).
 */

import type {
  Allocation,
  Arg,
  Assessment,
  Fund,
  Liability,
  Obligation,
  Option,
  RuleContext,
  Step,
  Warning,
} from "./kit.js";
import {
  addDays,
  at,
  evaluate,
  evaluateTold,
  formatDate,
  Money,
  note,
  phrases,
  q,
  rule,
  split,
  TIE_BREAK_RULE,
} from "./kit.js";
import { type Claim, itemName, named, type Party, type WreckCase } from "./wreck-common.js";
import { type Judged, moneyLeftOpenWarning, moneyStandsIn, restored, sold, spoilt } from "./wreck-items.js";
import { type Keeping, rewardBasis } from "./wreck-keeping.js";
import type { Reward, Standing, Taker } from "./wreck-title.js";
import { awaitingJudgement, dueReward, heir, WHO_HOLDS_THE_RIGHT } from "./wreck-title.js";

const say = phrases("dl-vrag/9-13.settlement", {
  and: "{first} and {rest}",
  andThen: "{first}; and {rest}",
  bearingHimself: "{takes}, bearing {debts} himself",
  debt: "{amount} {words}",
  outOfProceeds: "out of the proceeds: {debts}",
  outOfProceedsShort: "out of the proceeds: {debts}; {short} of it remains to be paid by {taker}",
  lessOwed: "{takes}, less what is owed out of them",
  lessOwedNothing: "{takes}, less what is owed out of them: nothing is left",
  costOfSaving: "the cost of saving {item}, borne by {bearer}",
  nameAmount: "{name}: {amount}",
  inKind: "{item}, in kind",
  moneyFetched: "the money {item} fetched, sold at once, in place of the goods",
  costLiability: "the cost of saving {item} ({state}), borne by {bearer}",
  costLiabilityOpen: "the cost of saving {item} ({state}), borne by {bearer}: as laid out, not yet given",
  someCostMissing: "the cost of saving some goods is not given",
  cannotDivide: "The proceeds cannot be divided yet: {why}.",
  partOfIt: ", the {cost} of keeping the goods part of it ({reading})",
  rewardFixed: "the due salvage reward, as fixed by {by}{within}",
  rewardToFix: "a due salvage reward, still to be fixed by the amtmand with the best men (see the assessments){within}",
  basisMore: "{basis}{more}",
  keepingLiability: "the cost of keeping the goods in safe keeping, borne by {name} beside the reward ({reading})",
  keepingDebt: "the cost of keeping, borne by {name} ({reading})",
  salvorsRole: "who salvaged the wreck for its keeper, to whom the salvage reward is owed (dl-vrag/6)",
  toSalvorsLess:
    "the due salvage reward, collected of the owner, to {salvors}, who salvaged the goods, less the {kept} of keeping them the keeper has out of it ({reading})",
  toSalvors: "the due salvage reward, collected of the owner, to {salvors}, who salvaged the goods",
  keepingOverReward:
    "The due salvage reward of {reward} does not exceed the {cost} of keeping the goods reckoned in it ({reading}): the keeper has all of it.",
  keepingOverRewardSalvors:
    "The due salvage reward of {reward} does not exceed the {cost} of keeping the goods reckoned in it ({reading}): the keeper has all of it; those who salvaged have nothing of it.",
  theDueReward: "the due salvage reward",
  hisInTheirPlace: "the money the goods sold at once fetched, his in their place ({reading})",
  theAgent: "{name}, the owner's agent",
  itsOwner: "{name}, its owner",
  claimed:
    "wreck with nobody with it, claimed within the year and a day with sufficient proof by {who}: the goods are delivered for a due salvage reward ({provisions})",
  fundClaimed: "The money from goods sold at once, set off against the reward and costs",
  rewardToBeFixed: "the salvage reward is still to be fixed",
  unclaimedEither:
    "wreck with nobody with it, unclaimed within the year and a day: it belongs to the king or to whoever has the foreshore right ({provisions})",
  unclaimedEitherSince:
    "wreck with nobody with it, unclaimed within the year and a day: it belongs to the king or to whoever has the foreshore right since {since} ({provisions})",
  takesTheGoods: "{taker}, who takes the goods",
  fallenTo: "the money the goods sold at once fetched, fallen to {taker} with the wreck ({reading})",
  unclaimed: "wreck with nobody with it, unclaimed within the year and a day: it belongs to {taker} ({provisions})",
  unclaimedSince:
    "wreck with nobody with it, unclaimed within the year and a day: it belongs to {taker} since {since} ({provisions})",
  fundFallen: "The money from goods sold at once, fallen with the wreck",
  priceOwner: "a due salvage reward, the {cost} of keeping them ({reading}) and the cost of saving them",
  priceReward: "a due salvage reward, the {cost} of keeping them part of it ({reading}), and the cost of saving them",
  price: "a due salvage reward and the cost of saving them",
  anyOwner: "the rightful owner, or his agent",
  comeWithProof:
    "come with sufficient proof that the goods are the owner's, and have them (with the money from any sold at once) for {price}",
  lapseFrom: "from {day} (Julian) the wreck belongs to {heir} (dl-vrag/13)",
  lapseOnce: "once the year and a day has run out the wreck belongs to {heir} (dl-vrag/13)",
  kingOrHolder: "the king, or whoever has the foreshore right",
  ifNoOneBy: "If no one comes with sufficient proof by {last}, on {day} the wreck belongs to {heir}",
  ifNoOne: "If no one comes with sufficient proof within the year and a day, the wreck then belongs to {heir}",
  kept: "wreck with nobody with it, kept for its owner ({provisions})",
  keptUntil:
    "wreck with nobody with it, kept for its owner until {last}, the last day of the year and a day ({provisions})",
});

/** Texts joined as the English joins them ("a and b and c", "a; and b"), each said in the language. */
const joined = (texts: readonly string[], by: "and" | "andThen"): string =>
  texts.length === 0 ? "" : texts.reduce((first, rest) => say[by]({ first, rest }));

// ---------------------------------------------------------------------------
// The money: the proceeds, set off against what is owed out of them

/** Something owed to the keeper out of the proceeds. */
interface Debt {
  readonly amount: Money;
  readonly words: string;
  readonly provisions: readonly string[];
}

/** One line of a settlement: a party and the exact amount of the fund that is his. */
export interface Line {
  readonly party: Party;
  readonly amount: Money;
  readonly reason: string;
  readonly provisions: readonly string[];
}

/** Lines of the same party become one: amounts added, reasons joined. */
function merged(lines: readonly Line[]): Line[] {
  const byId = new Map<string, Line>();
  for (const l of lines) {
    const had = byId.get(l.party.id);
    byId.set(
      l.party.id,
      had
        ? {
            party: had.party,
            amount: had.amount.add(l.amount),
            reason: say.andThen({ first: had.reason, rest: l.reason }),
            provisions: [...new Set([...had.provisions, ...l.provisions])],
          }
        : l,
    );
  }
  return [...byId.values()];
}

/**
 * The fund divided as the lines say, exactly, then to the smallest unit with the
 * total kept (split.ts: largest remainder, ties by the party id, never by list
 * order). The lines' exact amounts must add up to the fund.
 */
export function settle(fund: Money, lines: readonly Line[]): Allocation[] {
  const all = merged(lines);
  const exact = all.reduce((a, l) => a.add(l.amount), Money.zero(fund.currency));
  if (!exact.eq(fund)) throw new Error(`the settlement's lines add up to ${exact.format()}, not ${fund.format()}`);
  const s = split(
    fund,
    all.map((l) => ({ key: l.party.id, weight: l.amount.minor })),
  );
  return all.map((l, i) => {
    const x = s.lines[i] as (typeof s.lines)[number];
    return {
      id: l.party.id,
      name: l.party.name,
      role: l.party.role,
      basis: [],
      fraction: x.fraction.toString(),
      exact: x.exact.toJSON(),
      rounded: x.rounded.toJSON(),
      roundedUp: x.roundedUp,
      reason: l.reason,
      provisions: [...l.provisions],
    };
  });
}

/** Why the taker has the money, and the provisions that say so. */
interface Takes {
  readonly words: string;
  readonly provisions: readonly string[];
}

/**
 * The proceeds, held by the keeper: what is owed him comes out of them first, the
 * rest is the taker's. When the keeper is himself the taker, nothing is owed.
 */
function setOff(proceeds: Money, keeper: Party, debts: readonly Debt[], taker: Party, takes: Takes): Line[] {
  if (keeper.id === taker.id) {
    const reason =
      debts.length > 0
        ? say.bearingHimself({
            takes: takes.words,
            debts: joined(
              debts.map((d) => d.words),
              "and",
            ),
          })
        : takes.words;
    return [
      {
        party: taker,
        amount: proceeds,
        reason,
        provisions: [...new Set([...takes.provisions, ...provisionsOf(debts)])],
      },
    ];
  }
  const owed = debts.reduce((a, d) => a.add(d.amount), Money.zero(proceeds.currency));
  const paid = owed.cmp(proceeds) <= 0 ? owed : proceeds;
  const rest = proceeds.sub(paid);
  const short = owed.sub(paid);
  const owedWords = joined(
    debts.map((d) => say.debt({ amount: d.amount.format(), words: d.words })),
    "and",
  );
  return [
    ...(debts.length > 0
      ? [
          {
            party: keeper,
            amount: paid,
            reason: short.minor.isZero()
              ? say.outOfProceeds({ debts: owedWords })
              : say.outOfProceedsShort({ debts: owedWords, short: short.format(), taker: named(taker) }),
            provisions: provisionsOf(debts),
          },
        ]
      : []),
    {
      party: taker,
      amount: rest,
      reason: short.minor.isZero() ? say.lessOwed({ takes: takes.words }) : say.lessOwedNothing({ takes: takes.words }),
      provisions: [...takes.provisions],
    },
  ];
}

function provisionsOf(debts: readonly Debt[]): string[] {
  return [...new Set(debts.flatMap((d) => d.provisions))];
}

function costDebts(js: readonly Judged[], bearer: string): Debt[] {
  return restored(js).map((j) => ({
    amount: j.cost as Money,
    words: say.costOfSaving({ item: itemName(j.item), bearer }),
    provisions: [at(10)],
  }));
}

function fundOf(proceeds: Money, label: string, provisions: string[]): Fund {
  return { label, amount: proceeds.toJSON(), provisions, rounding: TIE_BREAK_RULE };
}

/** 9–13 with 11: the money of goods sold at once goes first to what is owed out of it, the rest to whoever has the goods. */
const proceedsSetOff = rule<readonly Allocation[], string[]>({
  id: "dl-vrag/9-13#settlement",
  label: "The proceeds, set off against what is owed out of them, exactly, then to the skilling with the total kept",
  provisions: [at(9), at(10), at(11), at(13)],
  gives: (allocations) => allocations.map((a) => say.nameAmount({ name: a.name, amount: a.exact.text })),
});

function settlementStep(allocations: readonly Allocation[], provisions: string[], ctx: RuleContext): Step {
  return evaluateTold({ applying: proceedsSetOff, cites: provisions }, allocations, ctx, () => ({})).step;
}

// ---------------------------------------------------------------------------
// Deliveries: the goods in kind and the money, each its own line

/** Under dl-vrag/9 the goods follow the owner; under dl-vrag/13 they belong to the king or the holder. */
type Title = 9 | 13;

function deliveries(js: readonly Judged[], from: Party, to: Party, standIn: boolean, title: Title): Liability[] {
  if (from.id === to.id) return [];
  const inKind = js
    .filter((j) => !sold(j))
    .map((j) => ({
      from: from.id,
      to: to.id,
      description: say.inKind({ item: itemName(j.item) }),
      provisions: [at(title)],
    }));
  const money = standIn
    ? js.filter(sold).map((j) => ({
        from: from.id,
        to: to.id,
        amount: (j.fetched as Money).toJSON(),
        description: say.moneyFetched({ item: itemName(j.item) }),
        provisions: [at(11), at(title)],
      }))
    : [];
  return [...inKind, ...money];
}

function costLiabilities(js: readonly Judged[], from: Party, to: Party, bearer: string): Liability[] {
  if (from.id === to.id) return [];
  return restored(js).map((j) => ({
    from: from.id,
    to: to.id,
    ...(j.cost ? { amount: j.cost.toJSON() } : {}),
    description: (j.cost ? say.costLiability : say.costLiabilityOpen)({
      item: itemName(j.item),
      state: spoilt(j.item),
      bearer,
    }),
    provisions: [at(10)],
  }));
}

// ---------------------------------------------------------------------------
// The three outcomes

interface Outcome {
  readonly situation: string;
  readonly steps: Step[];
  readonly funds: Fund[];
  readonly allocations: Allocation[];
  readonly liabilities: Liability[];
  readonly obligations: Obligation[];
  readonly options: Option[];
  readonly assessments: Assessment[];
  readonly warnings: Warning[];
}

interface Ground {
  readonly c: WreckCase;
  readonly ctx: RuleContext;
  readonly judged: readonly Judged[];
  readonly keeper: Party;
  readonly standing: Standing;
  readonly proceeds: Money;
  /** What keeping the wreck cost, and who bears it (Q-S12), where the case gives the cost. */
  readonly keeping: Keeping | undefined;
}

const EMPTY: Omit<Outcome, "situation"> = {
  steps: [],
  funds: [],
  allocations: [],
  liabilities: [],
  obligations: [],
  options: [],
  assessments: [],
  warnings: [],
};

/** Whether the proceeds stand in for the goods (Q-V07), asked only when there are proceeds. */
function proceedsStep(g: Ground): { standIn: boolean; steps: Step[]; warnings: Warning[] } {
  if (g.proceeds.minor.isZero()) return { standIn: false, steps: [], warnings: [] };
  const o = evaluate(moneyStandsIn, g.proceeds, g.ctx);
  const standIn = o.value === true;
  return { standIn, steps: [o.step], warnings: standIn ? [] : [moneyLeftOpenWarning(g.proceeds, g.ctx)] };
}

/** Why the money cannot be divided yet, when it cannot. */
function unsettled(debtsKnown: boolean, extra: string | undefined): Warning[] {
  const why = [debtsKnown ? "" : say.someCostMissing(), extra ?? ""].filter(Boolean);
  if (why.length === 0) return [];
  return [
    {
      message: say.cannotDivide({ why: joined(why, "andThen") }),
      provisions: [at(9), at(10)],
    },
  ];
}

function rewardLiability(claimant: Party, keeper: Party, r: Reward, k: Keeping | undefined): Liability {
  const within = k?.bearer === "reward" ? say.partOfIt({ cost: k.cost.format(), reading: k.reading }) : "";
  return {
    from: claimant.id,
    to: keeper.id,
    ...(r.amount ? { amount: r.amount.toJSON() } : {}),
    description: r.amount ? say.rewardFixed({ by: r.assessment.by ?? "", within }) : say.rewardToFix({ within }),
    provisions: [at(9), at(6)],
  };
}

/**
 * The reward's assessment as the assessors are told it: under Q-S12 R3 its basis
 * names the costs of keeping among what they weigh.
 */
function toldOfKeeping(r: Reward, k: Keeping | undefined): Reward {
  const more = rewardBasis(k);
  if (more === "") return r;
  return { ...r, assessment: { ...r.assessment, basis: say.basisMore({ basis: r.assessment.basis ?? "", more }) } };
}

/**
 * Under Q-S12 R2 the owner who has his goods back pays the costs of keeping to the
 * keeper beside the reward, as he pays the cost of saving them (dl-vrag/10).
 */
function keepingLiability(g: Ground, claimant: Party): Liability[] {
  const k = g.keeping;
  if (k?.bearer !== "owner" || claimant.id === g.keeper.id) return [];
  return [
    {
      from: claimant.id,
      to: g.keeper.id,
      amount: k.cost.toJSON(),
      description: say.keepingLiability({ name: claimant.name, reading: k.reading }),
      provisions: [at(8), at(9)],
    },
  ];
}

function keepingDebts(g: Ground, claimant: Party): Debt[] {
  const k = g.keeping;
  if (k?.bearer !== "owner") return [];
  return [
    {
      amount: k.cost,
      words: say.keepingDebt({ name: claimant.name, reading: k.reading }),
      provisions: [at(8), at(9)],
    },
  ];
}

/**
 * dl-vrag/9 gives the goods back "for en tilbørlig bjergeløn, som før er rørt": the
 * reward of dl-vrag/6, owed "dem ... som bjerget have". The keeper who collects it from
 * the owner (or keeps it out of the proceeds) owes it on to the salvors he had salvage
 * the wreck; a keeper who salvaged it himself keeps it.
 */
function salvorsLiability(g: Ground, r: Reward): Liability[] {
  const by = g.c.facts.keeping?.salvaged_by;
  if (!r.amount || by === undefined || by === g.keeper.id) return [];
  const salvors = g.c.party(by, say.salvorsRole());
  const k = g.keeping;
  if (k?.bearer === "reward") {
    // Q-S12 R3: the keeper has his costs of keeping out of the reward; the rest is the salvors'.
    const kept = k.cost.cmp(r.amount) <= 0 ? k.cost : r.amount;
    const rest = r.amount.sub(kept);
    if (rest.minor.isZero()) return [];
    return [
      {
        from: g.keeper.id,
        to: salvors.id,
        amount: rest.toJSON(),
        description: say.toSalvorsLess({ salvors: named(salvors), kept: kept.format(), reading: k.reading }),
        provisions: [at(6), at(9), at(8)],
      },
    ];
  }
  return [
    {
      from: g.keeper.id,
      to: salvors.id,
      amount: r.amount.toJSON(),
      description: say.toSalvors({ salvors: named(salvors) }),
      provisions: [at(6), at(9)],
    },
  ];
}

/** Under Q-S12 R3, a reward fixed below the costs of keeping reckoned in it leaves the salvors nothing: said, not hidden. */
function keepingOverReward(g: Ground, r: Reward): Warning[] {
  const k = g.keeping;
  if (k?.bearer !== "reward" || !r.amount || k.cost.cmp(r.amount) < 0) return [];
  const by = g.c.facts.keeping?.salvaged_by;
  const salvors = by !== undefined && by !== g.keeper.id;
  return [
    {
      message: (salvors ? say.keepingOverRewardSalvors : say.keepingOverReward)({
        reward: r.amount.format(),
        cost: k.cost.format(),
        reading: k.reading,
      }),
      provisions: [at(6), at(8), at(9)],
    },
  ];
}

/** The owner's money: the proceeds, less the reward and the costs of saving, once all three are known. */
function ownersMoney(g: Ground, claimant: Party, reward: Money | undefined, standIn: boolean): Allocation[] {
  const costsKnown = restored(g.judged).every((j) => j.cost !== undefined);
  if (!standIn || !costsKnown || reward === undefined) return [];
  const debts: Debt[] = [
    { amount: reward, words: say.theDueReward(), provisions: [at(9)] },
    ...keepingDebts(g, claimant),
    ...costDebts(g.judged, claimant.name),
  ];
  return settle(
    g.proceeds,
    setOff(g.proceeds, g.keeper, debts, claimant, {
      words: say.hisInTheirPlace({ reading: q(g.ctx, "proceeds_substitute") }),
      provisions: [at(9), at(11)],
    }),
  );
}

function ownerTakes(g: Ground): Outcome {
  const claim = g.standing.claim as Claim;
  const claimant = g.c.claimant(claim);
  const reward = evaluate(dueReward, g.c.facts, g.ctx);
  const r = toldOfKeeping(reward.value as Reward, g.keeping);
  const money = proceedsStep(g);
  const allocations = ownersMoney(g, claimant, r.amount, money.standIn);
  const costsKnown = restored(g.judged).every((j) => j.cost !== undefined);
  const provisions = [at(9), at(10), at(11)];
  const who = (claim.as === "agent" ? say.theAgent : say.itsOwner)({ name: claimant.name });
  return {
    ...EMPTY,
    situation: say.claimed({ who, provisions: provisions.join(", ") }),
    steps: [
      reward.step,
      ...money.steps,
      ...(allocations.length > 0 ? [settlementStep(allocations, provisions, g.ctx)] : []),
    ],
    funds: allocations.length > 0 ? [fundOf(g.proceeds, say.fundClaimed(), provisions)] : [],
    allocations,
    liabilities: [
      rewardLiability(claimant, g.keeper, r, g.keeping),
      ...salvorsLiability(g, r),
      ...keepingLiability(g, claimant),
      ...costLiabilities(g.judged, claimant, g.keeper, claimant.name),
      ...deliveries(g.judged, g.keeper, claimant, money.standIn, 9),
    ],
    assessments: [r.assessment],
    warnings: [
      ...money.warnings,
      ...(money.standIn && !g.proceeds.minor.isZero()
        ? unsettled(costsKnown, r.amount ? undefined : say.rewardToBeFixed())
        : []),
      ...keepingOverReward(g, r),
    ],
  };
}

function kingOrHolderTakes(g: Ground): Outcome {
  const h = heir(g.c.shore, g.ctx);
  const money = proceedsStep(g);
  const base = { ...EMPTY, steps: [h.step, ...money.steps], warnings: money.warnings };
  const lastDay = g.standing.period.lastDay;
  const since = lastDay ? formatDate(addDays(lastDay, 1)) : undefined;
  if (!h.party) {
    return {
      ...base,
      situation:
        since === undefined
          ? say.unclaimedEither({ provisions: at(13) })
          : say.unclaimedEitherSince({ since, provisions: at(13) }),
      assessments: [WHO_HOLDS_THE_RIGHT],
    };
  }
  const taker = h.party;
  const bearer = say.takesTheGoods({ taker: named(taker) });
  const costsKnown = restored(g.judged).every((j) => j.cost !== undefined);
  const canSettle = money.standIn && costsKnown && !g.proceeds.minor.isZero();
  const allocations = canSettle
    ? settle(
        g.proceeds,
        setOff(g.proceeds, g.keeper, costDebts(g.judged, bearer), taker, {
          words: say.fallenTo({ taker: named(taker), reading: q(g.ctx, "proceeds_substitute") }),
          provisions: [at(13), at(11)],
        }),
      )
    : [];
  const provisions = [at(13), at(10), at(11)];
  return {
    ...base,
    situation:
      since === undefined
        ? say.unclaimed({ taker: named(taker), provisions: provisions.join(", ") })
        : say.unclaimedSince({ taker: named(taker), since, provisions: provisions.join(", ") }),
    steps: [...base.steps, ...(allocations.length > 0 ? [settlementStep(allocations, provisions, g.ctx)] : [])],
    funds: allocations.length > 0 ? [fundOf(g.proceeds, say.fundFallen(), provisions)] : [],
    allocations,
    liabilities: [
      ...deliveries(g.judged, g.keeper, taker, money.standIn, 13),
      ...costLiabilities(g.judged, taker, g.keeper, bearer),
    ],
    warnings: [
      ...money.warnings,
      ...(money.standIn && !g.proceeds.minor.isZero() ? unsettled(costsKnown, undefined) : []),
    ],
  };
}

/** What the owner pays to have his goods, as the reading of the costs of keeping (Q-S12) has it. */
function priceWords(k: Keeping | undefined): string {
  if (k?.bearer === "owner") {
    return say.priceOwner({ cost: k.cost.format(), reading: k.reading });
  }
  if (k?.bearer === "reward") {
    return say.priceReward({ cost: k.cost.format(), reading: k.reading });
  }
  return say.price();
}

function ownersOption(g: Ground, heirName: Arg): Option {
  const lastDay = g.standing.period.lastDay;
  const claim = g.standing.claim;
  return {
    holder: claim ? g.c.claimant(claim).id : say.anyOwner(),
    choices: [say.comeWithProof({ price: priceWords(g.keeping) })],
    ...(lastDay ? { deadline: formatDate(lastDay) } : {}),
    lapse: lastDay
      ? say.lapseFrom({ day: formatDate(addDays(lastDay, 1)), heir: heirName })
      : say.lapseOnce({ heir: heirName }),
    provisions: [at(9), at(13)],
  };
}

function keptForTheOwner(g: Ground): Outcome {
  const h = heir(g.c.shore, g.ctx);
  const heirName = h.party ? named(h.party) : say.kingOrHolder();
  const lastDay = g.standing.period.lastDay;
  const claimPending = g.standing.claim !== undefined && awaitingJudgement(g.standing);
  const reward = claimPending ? evaluate(dueReward, g.c.facts, g.ctx) : undefined;
  const money = proceedsStep(g);
  const then: Step = note(
    lastDay
      ? say.ifNoOneBy({ last: formatDate(lastDay), day: formatDate(addDays(lastDay, 1)), heir: heirName })
      : say.ifNoOne({ heir: heirName }),
    [at(13)],
  );
  return {
    ...EMPTY,
    situation: lastDay
      ? say.keptUntil({ last: formatDate(lastDay), provisions: `${at(8)}, ${at(9)}` })
      : say.kept({ provisions: `${at(8)}, ${at(9)}` }),
    steps: [h.step, then, ...(reward ? [reward.step] : []), ...money.steps],
    options: [ownersOption(g, heirName)],
    assessments: [
      ...(reward ? [toldOfKeeping(reward.value as Reward, g.keeping).assessment] : []),
      ...(h.party ? [] : [WHO_HOLDS_THE_RIGHT]),
    ],
    warnings: money.warnings,
  };
}

export const OUTCOMES: Record<Taker, (g: Ground) => Outcome> = {
  owner: ownerTakes,
  king_or_holder: kingOrHolderTakes,
  pending: keptForTheOwner,
};
