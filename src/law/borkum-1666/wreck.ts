/**
 * Borkum Rolle 1666, §8 (with §5 and the frame of 8.4–8.6): wreck.
 *
 *   - 8.1 what is wreck, item by item: a leaking, abandoned, empty ship stuck fast
 *     that cannot be got off (how many of these marks are required is Q-B25);
 *     stranded halves, quarters or other large pieces of ships; masts, yards,
 *     topmasts, 'Rohrs', Schuten, Schwerden, hold beams and 'Hofpahlen' that drift
 *     ashore. Whatever else the case lists (merchants' goods, a small piece, a ship
 *     that can be got off or has people aboard) is said to be no wreck, with the
 *     provision, and is left out. If nothing is wreck the case is not §8's.
 *   - 8.2 wreck has fallen to the community of Borkum by old custom, sworn by its
 *     deputies, and is divided among them 'in proportion to each one's share'
 *     (what measures the share is Q-B26) or put to common use; the text names no
 *     one who chooses.
 *   - 8.3 four parts for 'the Vogt, the princely officials at Greetsiel'
 *     (officials.ts, with the readings Q-B27–Q-B29).
 *
 * The division itself is parts.ts's, shared with §§6–7; the sides of §5 and the
 * frame of 8.4–8.6 are frame.ts's. Item by item under 8.1 is wreck-items.ts's;
 * who shares and in what proportion (8.2), and the four parts of 8.3, are
 * wreck-shares.ts's.
 */
import { divisionBody, type FundIn, type FundSpec, type FundValue, fundMoney } from "./division.js";
import { withFrame } from "./frame.js";
import type { DecideContext, DeterminationBody, Option, RuleContext, Step, Warning, WreckFacts } from "./kit.js";
import {
  at,
  CaseError,
  choiceOn,
  contextOf,
  defineKind,
  evaluate,
  kindRoot,
  kindRule,
  Money,
  note,
  phrases,
  R,
  Rational,
  rule,
  WRECK_ITEMS,
  wreckFactsJsonSchema,
  wreckFactsSchema,
} from "./kit.js";
import { fourPartsAdded } from "./officials.js";
import { type Award, type Party, parts, partsText, type Unfixed } from "./parts.js";
import { itemName, judge, nothingIsWreck, whatIsWreck } from "./wreck-items.js";
import type { Disposition } from "./wreck-shares.js";
import {
  COMMUNITY,
  COMMUNITY_ID,
  counted,
  isPastor,
  isVogt,
  members,
  officialsInWreck,
  officialsRow,
  WreckCase,
} from "./wreck-shares.js";

const say = phrases("borkum-1666/8.2", {
  fetched: "what the wreck fetched or is valued at, in equal parts",
  itself: "the wreck itself: no proceeds and no value of every piece are given, so its value must be assessed",
  money: "money from the wreck",
  valueWhat: "The value of the wreck, or what it fetches when sold",
  valueBy: "not named by the Rolle: the community of Borkum, to which the wreck has fallen, with the Vogt",
  communityRole: "the community as a body, to which the wreck has fallen",
  cited: "{reason} ({provisions})",
  communityStep: "{community}: {parts}",
  divideValuation: "the wreck is divided in parts, and neither what it fetched nor the value of every piece is given",
  dividedAmong: "the wreck is to be divided among the community's households",
  dividedSituation: "wreck, divided among the community of Borkum (borkum-1666/8.1–8.3)",
  dividedLabel: "The wreck's proceeds or value, divided in parts",
  whole: "the whole wreck, put to the community's common use: one undivided share",
  noRuleForCommonUse:
    "The wreck is put to common use, and the text gives no rule for the officials' four parts in that case (Q-B29 R1): 8.3 counts them with the parts of a division. Nothing is set aside for them here; under Q-B29 R2 they would have the value of four parts.",
  valuedAmong:
    "under Q-B29 R2 the officials have the value of four parts, counted against the parts of the community's households",
  rest: "the rest of the wreck, put to common use: the value of the {parts} its members would hold were it divided",
  valueOfFour: "the value of four parts of the wreck, though it is put to common use (Q-B29 R2)",
  commonUseSituation: "wreck, put to common use by the community of Borkum (borkum-1666/8.1–8.3)",
  valuedLabel: "The wreck, put to common use: its value",
  valuedValuation:
    "the officials have the value of four parts of the wreck though it is put to common use (Q-B29 R2), and that needs a valuation",
  commonUseLabel: "The wreck, put to common use",
  commonUseValuation: "the wreck is put to common use, and its value is not given",
  nobodyChooses:
    "8.2 names no one who chooses between dividing the wreck and putting it to common use, and sets no time for the choice; the choice is shown as the community's, to which the wreck has fallen.",
  chooseDivide: "divide: among the community, in proportion to each one's share",
  chooseCommonUse: "common use: keep the wreck for the community's common use",
  lapse:
    "the Rolle names no one who decides and sets no time: until the choice is made, the wreck stays with the community undivided",
  undecidedSituation:
    "wreck, fallen to the community of Borkum, not yet divided or put to common use (borkum-1666/8.1–8.2)",
  undecidedWhole: "the whole wreck, fallen to the community: undivided until it chooses",
  undecidedLabel: "The wreck, fallen to the community",
  undecidedValuation: "the wreck has fallen to the community, and its value is not given",
  divide: "divided among the community in proportion to each one's share",
  commonUse: "put to common use",
  undecided: "neither divided nor put to common use yet",
  notWreck: "{item} is not wreck: {reason}. It is left out of the wreck that falls to the community.",
  proceedsOne: "The proceeds are taken as what the wreck alone fetched: {items} is not wreck and not in them.",
  proceedsMany: "The proceeds are taken as what the wreck alone fetched: {items} are not wreck and not in them.",
  pieceOnly: "{item}: 'piece' is read only for a ship_piece.",
  twoVogts: "{n} people are marked Vogt; the Rolle knows one.",
  twoPastors: "{n} people are marked pastor; the Rolle knows one.",
  root: "Wreck under borkum-1666 §8: {situation}",
});

// ---------------------------------------------------------------------------
// The fund (8.2): what the wreck fetched, or its value

const valueGiven = rule<FundIn, FundValue>({
  id: "borkum-1666/8.2#fund",
  label: "what is divided: what the wreck fetched, or its value",
  provisions: [at("8.2")],
  gives: () => ({ goodsInKind: false, reason: say.fetched() }),
  show: (v) => v.reason,
});

const valueNotGiven = rule<FundIn, FundValue>({
  id: "borkum-1666/8.2#fund-in-kind",
  label: "what is divided: the wreck itself, its value not given",
  provisions: [at("8.2")],
  gives: () => ({
    goodsInKind: true,
    reason: say.itself(),
  }),
  show: (v) => v.reason,
});

/** The wreck's value: the proceeds, or else the sum of the values of every item that is wreck. */
function wreckValue(c: WreckCase): Money | undefined {
  if (c.facts.proceeds !== undefined) return fundMoney(c.facts.proceeds, "facts.proceeds");
  const wreck = c.wreck;
  if (wreck.some((j) => j.item.value === undefined)) return undefined;
  const values = wreck.map((j) => fundMoney(j.item.value, `facts.items[${j.index}].value`));
  return values.reduce((a, b) => a.add(b));
}

/** The fund of the division: the wreck's value, or (not given) the wreck itself, with the valuation asked for. */
function fundOf(c: WreckCase, label: string, valuation: string): { money: Money; spec: FundSpec } {
  const known = wreckValue(c);
  return {
    money: known ?? Money.zero(c.currency),
    spec: {
      rule: {
        applying: known ? valueGiven : valueNotGiven,
        cites: [at("8.2")],
        money: say.money(),
        pilot: false,
      },
      money: say.money(),
      section: "§8",
      label,
      provisions: [at("5"), at("8.2")],
      inKind: {
        what: say.valueWhat(),
        by: say.valueBy(),
        basis: valuation,
        status: "needed",
        provisions: [at("8.2")],
      },
    },
  };
}

// ---------------------------------------------------------------------------
// 8.2: divided, put to common use, or not yet decided

/** What one disposition makes of the case, before the division in parts. */
interface Plan {
  readonly situation: string;
  readonly steps: Step[];
  readonly parties: Party[];
  readonly fund: { label: string; valuation: string };
  readonly options: Option[];
  readonly warnings: Warning[];
}

/** The community as a body: a party where the wreck is put to common use or not yet disposed of. */
function communityParty(n: Rational, reason: string, children: Step[], unfixed: Unfixed[] = []): Party {
  const provisions = [at("8.2")];
  return {
    id: COMMUNITY_ID,
    name: COMMUNITY,
    role: say.communityRole(),
    parts: n,
    basis: [{ parts: n.toString(), reason, provisions }],
    reason: say.cited({ reason, provisions: provisions.join(", ") }),
    provisions,
    unfixed,
    warnings: [],
    step: {
      label: say.communityStep({ community: COMMUNITY, parts: partsText(n) }),
      provisions,
      status: "applied",
      value: n.toString(),
      children,
    },
  };
}

function divided(base: WreckCase, ctx: RuleContext): Plan {
  const o = officialsInWreck(base.vogt, ctx);
  const c = base.with(o.officials);
  const { people, measure } = members(c, ctx, say.dividedAmong());
  const officials = officialsRow(c.officials, o.step, counted(people).parts);
  return {
    situation: say.dividedSituation(),
    steps: officials.length > 0 ? measure : [...measure, o.step],
    parties: [...people, ...officials],
    fund: { label: say.dividedLabel(), valuation: say.divideValuation() },
    options: [],
    warnings: [],
  };
}

/** Common use under Q-B29 R2: the officials have the value of four parts, counted as if the wreck were divided. */
function commonUseValued(base: WreckCase, ctx: RuleContext): Plan {
  const o = officialsInWreck(base.vogt, ctx);
  const c = base.with(o.officials);
  const { people, measure } = members(c, ctx, say.valuedAmong());
  const all = counted(people);
  const theirs = c.officials.kind === "are_the_vogts_parts" ? R(4) : Rational.ZERO;
  const n = all.parts.sub(theirs);
  const reason = say.rest({ parts: partsText(n) });
  const award = parts(4, say.valueOfFour());
  return {
    situation: say.commonUseSituation(),
    steps: [],
    parties: [
      communityParty(n, reason, [...measure, ...people.map((p) => p.step)], all.unfixed),
      ...officialsRow(c.officials, o.step, n, award),
    ],
    fund: {
      label: say.valuedLabel(),
      valuation: say.valuedValuation(),
    },
    options: [],
    warnings: [],
  };
}

/** Common use under Q-B29 R1 (no rule for the officials) or R3 (four parts of a customary total the text does not give). */
function commonUseWhole(base: WreckCase, ctx: RuleContext, code: "R1" | "R3"): Plan {
  const situation = say.commonUseSituation();
  const fund = { label: say.commonUseLabel(), valuation: say.commonUseValuation() };
  const whole = communityParty(R(1), say.whole(), []);
  if (code === "R3") {
    const o = officialsInWreck(base.vogt, ctx);
    // Q-B29 R3 is told by the choice for common use, beside the plan (commonUse).
    const row = officialsRow(o.officials, o.step, R(1), fourPartsAdded(ctx, "wreck").value as Award);
    return {
      situation,
      steps: row.length > 0 ? [] : [o.step],
      parties: [whole, ...row],
      fund,
      options: [],
      warnings: [],
    };
  }
  return {
    situation,
    steps: [note(say.noRuleForCommonUse(), [at("8.3")], { readings: { officials_parts_arithmetic: code } })],
    parties: [whole],
    fund,
    options: [],
    warnings: [{ message: say.noRuleForCommonUse(), provisions: [at("8.3")] }],
  };
}

/** What the officials have of wreck put to common use, as Q-B29 counts their four parts. */
type OfficialsInCommonUse = "no-rule" | "value-of-four" | "customary-total";

const onCommonUse = choiceOn<WreckCase, OfficialsInCommonUse>("officials_parts_arithmetic", (v) => v);

/** Q-B29 R1, over R2 and R3: parts counted with everyone else's give no rule for wreck kept whole. */
const officialsInCommonUse = onCommonUse.base(
  {
    id: "borkum-1666/8.3#common-use-no-rule",
    label:
      "the officials' four parts are counted with everyone else's (Q-B29 R1): wreck put to common use is not divided, and 8.3 gives no rule for it",
    provisions: [at("8.3")],
    gives: "no-rule",
  },
  [
    onCommonUse.when("R2", {
      id: "borkum-1666/8.3#common-use-value-of-four",
      label: "wreck put to common use: the officials still have the value of four parts (Q-B29 R2)",
      provisions: [at("8.3")],
      gives: "value-of-four",
    }),
    onCommonUse.when("R3", {
      id: "borkum-1666/8.3#common-use-customary-total",
      label:
        "wreck put to common use: the officials' four parts are four of a customary total the text does not give (Q-B29 R3)",
      provisions: [at("8.3")],
      gives: "customary-total",
    }),
  ],
);

/** Wreck put to common use: what Q-B29 gives the officials of it, told first among the plan's steps. */
function commonUse(base: WreckCase, ctx: RuleContext): Plan {
  const chosen = evaluate(officialsInCommonUse, base, ctx);
  const plan =
    chosen.value === "value-of-four"
      ? commonUseValued(base, ctx)
      : commonUseWhole(base, ctx, chosen.value === "customary-total" ? "R3" : "R1");
  return ctx.explain === false ? plan : { ...plan, steps: [chosen.step, ...plan.steps] };
}

function undecided(_base: WreckCase): Plan {
  const option: Option = {
    holder: COMMUNITY,
    choices: [say.chooseDivide(), say.chooseCommonUse()],
    lapse: say.lapse(),
    provisions: [at("8.2")],
  };
  return {
    situation: say.undecidedSituation(),
    steps: [note(say.nobodyChooses(), [at("8.2")])],
    parties: [communityParty(R(1), say.undecidedWhole(), [])],
    fund: { label: say.undecidedLabel(), valuation: say.undecidedValuation() },
    options: [option],
    warnings: [{ message: say.nobodyChooses(), provisions: [at("8.2")] }],
  };
}

const PLANS: Record<Disposition, (c: WreckCase, ctx: RuleContext) => Plan> = {
  divide: divided,
  common_use: commonUse,
  undecided,
};

// ---------------------------------------------------------------------------
// The explanation's first steps (8.2)

const fallsToTheCommunity = rule<WreckFacts, string>({
  id: "borkum-1666/8.2#vesting",
  label: "by old custom, as the Borkum deputies affirm by bodily oath, all this has fallen to the community of Borkum",
  provisions: [at("8.2")],
  gives: () => COMMUNITY,
});

const DISPOSITIONS: Record<Disposition, string> = {
  divide: say.divide(),
  common_use: say.commonUse(),
  undecided: say.undecided(),
};

const divideOrCommonUse = rule<Disposition, string>({
  id: "borkum-1666/8.2#disposition",
  label: "wreck is customarily divided among the community in proportion to each one's share, or put to common use",
  provisions: [at("8.2")],
  gives: (d) => DISPOSITIONS[d],
  facts: (d) => ({ disposition: d }),
});

// ---------------------------------------------------------------------------
// Facts §8 cannot decide, and warnings a clerk should see

function checkFacts(f: WreckFacts): void {
  const issues = f.items.flatMap((it, i) =>
    it.what === undefined
      ? [
          {
            path: `facts.items[${i}].what`,
            message:
              "what was found is not stated: 8.1 tells wreck by what it is (a ship, a piece of one, a mast, a yard ... or goods)",
            expected: `what: ${WRECK_ITEMS.join(", ")}`,
          },
        ]
      : it.what === "ship_piece" && it.piece === undefined
        ? [
            {
              path: `facts.items[${i}].piece`,
              message: "8.1 counts halves, quarters and other large pieces of ships, so the size of the piece matters",
              expected: "piece: half, quarter, large or small",
            },
          ]
        : [],
  );
  if (issues.length > 0) throw new CaseError("case", issues);
}

function factWarnings(c: WreckCase): Warning[] {
  const out: Warning[] = [];
  const left = c.judged.filter((j) => !j.verdict.wreck);
  for (const j of left) {
    out.push({
      message: say.notWreck({ item: itemName(j.item), reason: j.verdict.reason }),
      provisions: [...j.verdict.provisions],
    });
  }
  if (c.facts.proceeds !== undefined && left.length > 0) {
    out.push({
      message: (left.length === 1 ? say.proceedsOne : say.proceedsMany)({
        items: left.map((j) => itemName(j.item)).join(", "),
      }),
      provisions: [at("8.1"), at("8.2")],
    });
  }
  for (const it of c.facts.items) {
    if (it.piece !== undefined && it.what !== "ship_piece") {
      out.push({ message: say.pieceOnly({ item: itemName(it) }), provisions: [at("8.1")] });
    }
  }
  for (const [office, test] of [
    ["Vogt", isVogt],
    ["pastor", isPastor],
  ] as const) {
    const n = c.facts.people.filter(test).reduce((k, p) => k + p.count, 0);
    if (n > 1)
      out.push({
        message: (office === "Vogt" ? say.twoVogts : say.twoPastors)({ n: String(n) }),
        provisions: [at("8.2")],
      });
  }
  return out;
}

// ---------------------------------------------------------------------------
// The determination

/** §8: the rule of the kind, whose value is what the community does with the wreck. */
const wreckKindRule = kindRule(
  "borkum-1666/8#wreck",
  "wreck falls to the community, to be divided in proportion to each one's share or put to common use, with four parts for the Vogt and the officials (8.1–8.3)",
  [at("8.1"), at("8.2"), at("8.3")],
  [
    "facts.breaches[].provision",
    "facts.commons_rights[].{person,rights}",
    "facts.items[].{abandoned,can_be_got_off,drifted_ashore,empty,leaking,piece,stuck,value,what}",
    "facts.people[].{count,farm,roles[]}",
    "facts.{date,disposition,proceeds}",
  ],
);

export function decideWreck(facts: WreckFacts, ctx: DecideContext): DeterminationBody {
  checkFacts(facts);
  const rc = contextOf(ctx);
  const judged = facts.items.map((it, i) => judge(it, i, rc));
  if (!judged.some((j) => j.verdict.wreck)) throw nothingIsWreck(judged);
  const c = new WreckCase(facts, judged, ctx.currency);
  const vesting = evaluate(fallsToTheCommunity, facts, rc);
  const disposition = evaluate(divideOrCommonUse, facts.disposition, rc);
  const plan = PLANS[facts.disposition](c, rc);
  const { money, spec } = fundOf(c, plan.fund.label, plan.fund.valuation);
  const children = [whatIsWreck(judged), vesting.step, disposition.step, ...plan.steps];
  // The root is §8's rule, told in this case's words.
  const root = {
    ...kindRoot(wreckKindRule, facts.disposition, children, rc),
    label: say.root({ situation: plan.situation }),
  };
  const body = divisionBody(
    {
      situation: plan.situation,
      root,
      money,
      fund: spec,
      parties: plan.parties,
      warnings: [...factWarnings(c), ...plan.warnings],
    },
    rc,
  );
  const framed = { ...body, options: [...body.options, ...plan.options] };
  return withFrame(framed, { breaches: facts.breaches, date: facts.date, section: "§8" }, rc);
}

// ---------------------------------------------------------------------------
// The kind

export const wreckKind = defineKind({
  kind: "wreck",
  summary:
    "Wreck on Borkum: what counts as wreck (8.1); it falls to the community, to be divided in proportion to each one's share or put to common use (8.2), with four parts for the Vogt / the officials at Greetsiel (8.3); and the Rolle's sanction, copies, yearly reading and amendment (8.4–8.6).",
  provisions: [at("5"), at("8.1"), at("8.2"), at("8.3"), at("8.4"), at("8.5"), at("8.6")],
  facts: wreckFactsSchema,
  jsonSchema: wreckFactsJsonSchema,
  // The Danish Law's foreshore, keeping, claim and reward, and the state of each item for its sale.
  omits: [
    "place",
    "living_people",
    "foreshore",
    "keeping",
    "claim",
    "salvage_reward",
    "as_of",
    "items[].damaged",
    "items[].wet",
    "items[].restorable",
    "items[].restoring_cost",
    "items[].sold_for",
    "items[].sold_on",
  ],
  decide: decideWreck,
});
