/**
 * Danske Lov 1683, 4-4, dl-vrag/8–13: wreck with no living people with it.
 *
 *   - 8  the amtmand, on the king's foreshore, or the landowner off whose land the
 *        wreck lies, must have as much as possible salvaged with all diligence and
 *        lodged in safe keeping with clear registers.
 *   - 9  the rightful owner, or his agent, who comes with sufficient proof within
 *        the year and a day has his goods for a due salvage reward ('tilbørlig
 *        bjergeløn, som før er rørt'). The text names no one to fix it; 'som før er
 *        rørt' points back to dl-vrag/6, so the assessors are borrowed from there.
 *   - 10 damaged or wet goods that can be saved are saved at the cost of whoever
 *        is to have them back: the owner if he comes, else (RULES.md's reading;
 *        the text does not say) the king or foreshore holder who takes them.
 *   - 11 goods that cannot be saved may be sold at once at the best price; whether
 *        the money stands in for them is Q-V07 `proceeds_substitute`.
 *   - 12 unfaithful dealing with wreck is punished as for goods held without
 *        lawful title; the measure is set outside this chapter.
 *   - 13 unclaimed within the year and a day, the wreck belongs to the king, or to
 *        whoever has the foreshore right. dl-vrag/9 is its exception.
 *
 * How long the year and a day is, and from when it runs, are aar-og-dag.ts's
 * (Q-X01, Q-X02). Money is settled exactly: the proceeds of goods sold go first
 * to what is owed out of them (the reward and the costs), the rest to whoever has
 * the goods; rounding to the skilling keeps the total. Goods delivered in kind are
 * lines of their own, never valued into the money.
 */

import type {
  Breach,
  DecideContext,
  DeterminationBody,
  Money,
  Penalty,
  RuleContext,
  Step,
  Warning,
  WreckFacts,
} from "./kit.js";
import {
  at,
  BORKUM_PERSON_FIELDS,
  defineKind,
  evaluate,
  formatDate,
  kindBody,
  kindContext,
  kindRoot,
  kindRule,
  phrases,
  rule,
  wreckFactsJsonSchema,
  wreckFactsSchema,
} from "./kit.js";
import { checkFacts, optionalMoney, type Party, WreckCase } from "./wreck-common.js";
import { duties, dutyHolder, keeperOf, nobodyWithIt, notThisChapter, registerWarnings } from "./wreck-duty.js";
import { itemDuties, itemsStep, itemWarnings, judge, sold } from "./wreck-items.js";
import { keepingOf, keepingWords } from "./wreck-keeping.js";
import { OUTCOMES } from "./wreck-settlement.js";
import { periodOf, proofAssessment, type Standing, standingOf, whoHasTheGoods } from "./wreck-title.js";

export { type Line, settle } from "./wreck-settlement.js";

// ---------------------------------------------------------------------------
// dl-vrag/12: unfaithful dealing with wreck

const say = phrases("dl-vrag/12", {
  penalty:
    "punished as for other goods held without lawful title ('uhjemlet gods'): the measure is set elsewhere in Danske Lov, outside this chapter, and sealaw gives no figure",
  reportedUnder: "{what} (reported under {provision})",
  asFor: "{who}: as for goods held without lawful title",
  reported: "Unfaithful dealing with the wreck: {n} reported",
});

const said = phrases("dl-vrag/8-13", {
  whoseShore:
    "The case does not say whose foreshore the wreck lies on: the amtmand acts on the king's, the landowner off his own land (dl-vrag/8), and unclaimed wreck belongs to the king or to whoever has the foreshore right (dl-vrag/13).",
  tooLate: "{claimant} came on {date}, after {last}, the last day of the year and a day: too late (dl-vrag/9, /13).",
  proofRanOut:
    "{claimant}'s proof is not sufficient, so the goods are not delivered to him; the year and a day has since run out.",
  proofStill:
    "{claimant}'s proof is not sufficient, so the goods are not delivered to him; he may still come with sufficient proof until {last}.",
});

const PENALTY_WORDS = say.penalty();

/** A breach the case reports, and where it stands in the case's breaches. */
interface Reported {
  readonly b: Breach;
  readonly at: number;
}

const unfaithfulDealing = rule<Reported, Penalty>({
  id: "dl-vrag/12#penalty",
  reads: ["facts.breaches[].{person,provision,what}"],
  label: "whoever deals unfaithfully with wreck is punished as for other goods held without lawful title",
  provisions: [at(12)],
  gives: ({ b }) => ({
    who: b.person,
    offence:
      b.provision && b.provision !== at(12) ? say.reportedUnder({ what: b.what, provision: b.provision }) : b.what,
    penalty: PENALTY_WORDS,
    provisions: [at(12)],
  }),
  facts: ({ b }) => ({ person: b.person, what: b.what, provision: b.provision ?? null }),
  subject: (r) => `facts.breaches[${r.at}]`,
  show: (p) => say.asFor({ who: p.who }),
});

/** A penalty for each breach the case reports, and the step that shows them (none when there is none). */
function penaltiesFor(breaches: readonly Breach[], ctx: RuleContext): { penalties: Penalty[]; steps: Step[] } {
  const tried = breaches.map((b, at) => evaluate(unfaithfulDealing, { b, at }, ctx));
  const penalties = tried.map((o) => o.value as Penalty);
  if (tried.length === 0) return { penalties, steps: [] };
  const step: Step = {
    label: say.reported({ n: String(penalties.length) }),
    provisions: [at(12)],
    status: "applied",
    value: penalties.length,
    children: tried.map((o) => o.step),
  };
  return { penalties, steps: [step] };
}

// ---------------------------------------------------------------------------
// The determination

function shoreWarnings(c: WreckCase): Warning[] {
  if (c.shore.of !== "unknown") return [];
  return [
    {
      message: said.whoseShore(),
      provisions: [at(8), at(13)],
    },
  ];
}

const WRECK_PROVISIONS = [8, 9, 10, 11, 12, 13].map(at);

/**
 * The kind's rule: the provisions read together, giving what they found: who has
 * the goods (the owner, the king or the foreshore holder).
 */
const wreckAshore = kindRule(
  "dl-vrag/8-13#wreck",
  "Wreck under dl-vrag/8–13, no living people with it: salvaged and kept by the amtmand or the landowner, the owner's for a due reward within the year and a day, else the king's or the foreshore holder's",
  WRECK_PROVISIONS,
  [
    "facts.claim.{as,by,date,owner,proof_sufficient}",
    "facts.foreshore.{amtmand,foreshore_right,holder,of}",
    "facts.items[].{damaged,restoring_cost,sold_for,sold_on,wet}",
    "facts.keeping.{by,cost,notice,register_kept,registered,salvaged_by}",
    "facts.people[].{id,name}",
    "facts.{as_of,breaches[],date,place}",
  ],
);

export function decideVragWreck(facts: WreckFacts, ctx: DecideContext): DeterminationBody {
  checkFacts(facts);
  const rc = kindContext(ctx);
  const scope = evaluate(nobodyWithIt, facts, rc);
  if (!scope.applied) throw notThisChapter(facts);
  const c = new WreckCase(facts, ctx.currency);
  const bound = dutyHolder(c.shore, rc);
  const keeper = keeperOf(c, bound.party);
  const judged = facts.items.map((it, i) => judge(it, i, rc));
  const period = periodOf(facts, rc);
  const standing = standingOf(facts, period);
  const who = whoHasTheGoods(standing, rc);
  const proceeds = c.sum(judged.filter(sold).map((j) => j.fetched as Money));
  const keeping = keepingOf(optionalMoney(facts.keeping?.cost, "facts.keeping.cost"), rc);
  const outcome = OUTCOMES[who.taker]({ c, ctx: rc, judged, keeper, standing, proceeds, keeping });
  const claimant = facts.claim ? c.claimant(facts.claim) : undefined;
  const itemsDone = judged.map((j) => itemDuties(j, bound.party));
  const sanctions = penaltiesFor(facts.breaches, rc);
  const steps = [
    scope.step,
    bound.step,
    ...(keeping ? [keeping.step] : []),
    itemsStep(judged),
    period.step,
    who.step,
    ...outcome.steps,
    ...sanctions.steps,
  ];
  const parts = {
    liabilities: outcome.liabilities,
    obligations: [
      ...duties(bound.party, keepingWords(keeping, who.taker)),
      ...itemsDone.flatMap((d) => d.obligations),
      ...outcome.obligations,
    ],
    options: [...itemsDone.flatMap((d) => d.options), ...outcome.options],
    penalties: sanctions.penalties,
    assessments: [
      ...(period.assessment ? [period.assessment] : []),
      ...itemsDone.flatMap((d) => d.assessments),
      ...(claimant ? proofAssessment(standing, claimant) : []),
      ...outcome.assessments,
    ],
    warnings: [
      ...shoreWarnings(c),
      ...registerWarnings(facts),
      ...judged.flatMap(itemWarnings),
      ...claimWarnings(standing, claimant),
      ...outcome.warnings,
    ],
  };
  return kindBody(outcome.situation, parts, kindRoot(wreckAshore, who.taker, steps, rc), {
    funds: outcome.funds,
    allocations: outcome.allocations,
  });
}

function claimWarnings(s: Standing, claimant: Party | undefined): Warning[] {
  if (!s.claim || !claimant || !s.period.lastDay) return [];
  const last = formatDate(s.period.lastDay);
  if (s.inTime === false) {
    return [
      {
        message: said.tooLate({ claimant: claimant.name, date: s.claim.date, last }),
        provisions: [at(9), at(13)],
      },
    ];
  }
  if (s.proof === false) {
    return [
      {
        message: s.ranOut
          ? said.proofRanOut({ claimant: claimant.name })
          : said.proofStill({ claimant: claimant.name, last }),
        provisions: [at(9)],
      },
    ];
  }
  return [];
}

// ---------------------------------------------------------------------------
// The kind

export const vragWreckKind = defineKind({
  kind: "wreck",
  summary:
    "Wreck with no living people with it (dl-vrag/8–13): the amtmand or the landowner salvages and keeps it with clear registers (8); the owner who comes with sufficient proof within the year and a day has it for a due salvage reward (9); damaged goods are saved at his cost or sold at once (10–11); unfaithful dealing is punished (12); unclaimed, it belongs to the king or the foreshore holder (13).",
  provisions: WRECK_PROVISIONS,
  facts: wreckFactsSchema,
  jsonSchema: wreckFactsJsonSchema,
  // Borkum's §8: what each item is and the state it was found in, its share-out and the commons.
  omits: [
    "items[].what",
    "items[].piece",
    "items[].drifted_ashore",
    "items[].leaking",
    "items[].abandoned",
    "items[].empty",
    "items[].stuck",
    "items[].can_be_got_off",
    "items[].value",
    "proceeds",
    "disposition",
    "commons_rights",
    ...BORKUM_PERSON_FIELDS,
  ],
  decide: decideVragWreck,
});
