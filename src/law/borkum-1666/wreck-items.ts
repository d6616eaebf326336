/**
 * Borkum Rolle 1666, 8.1: what counts as wreck, item by item. A leaking, abandoned,
 * empty ship stuck fast that cannot be got off (how many of these marks are
 * required is Q-B25); stranded halves, quarters or other large pieces of ships;
 * the spars and timbers 8.1 names, when they drift ashore. Anything else is said
 * to be no wreck, with the provision where it belongs.
 */

import type { Json, RuleContext, Step, WreckItem } from "./kit.js";
import { at, choiceOn, evaluate, firstOf, NotCoveredError, note, phrases, q, rule } from "./kit.js";

// ---------------------------------------------------------------------------
// 8.1: what counts as wreck, item by item

const say = phrases("borkum-1666/8.1", {
  mast: "a mast",
  yard: "a yard ('Rahe')",
  topmast: "a topmast ('Stenge')",
  rudder: "a rudder ('Rohr')",
  boat: "a boat ('Schute')",
  leeboard: "a leeboard ('Schwert')",
  holdBeam: "a hold beam ('Lastbalken')",
  hofpahl: "a 'Hofpahl'",
  half: "half a ship",
  quarter: "a quarter of a ship",
  large: "a large piece of a ship",
  small: "a small piece of a ship",
  salvage:
    "helping it off, or saving it and its goods, is salvage under §6 (and a ship that asked for a pilot and is found stuck and leaking is salvage too, 7.9)",
  noOtherRule: "the Rolle has no other rule for such a ship; goods saved from it are merchants' goods under §6",
  notAbandoned: "not abandoned (people are aboard, or its crew has not left it)",
  notStuck: "not stuck fast",
  canBeGotOff: "able to be got off",
  notLeaking: "not leaking",
  notEmpty: "not empty",
  allMarks: "{lacks}, and all the marks of 8.1 are required ({why})",
  comma: "{first}, {rest}",
  semicolon: "{first}; {rest}",
  shipLacking: "a ship {lacks}: {belongs}",
  typicalWreck: "a leaking, abandoned, empty ship stuck fast that cannot be got off",
  abandonedThough:
    "an abandoned ship stuck fast that cannot be got off, though {lacks}: 8.1's marks describe the typical wreck ({why})",
  abandonedThoughGoods:
    "an abandoned ship stuck fast that cannot be got off, though {lacks}: 8.1's marks describe the typical wreck ({why}); the goods in it are merchants' goods under §6, not wreck",
  smallPiece: "a small piece: 8.1 names halves, quarters 'or other large pieces', and a small piece is not named",
  notStranded: "not stranded: 8.1 speaks of pieces that have come ashore ('angestrandete'), and this one has not",
  noRuleForPiece: "{lacks}; the Rolle gives no other rule for it",
  stranded: "{piece}, stranded",
  notAshore:
    "{item} that has not drifted ashore: 8.1 reckons such things to wreck when they drift ashore ('angetriebene') and says nothing of them found elsewhere",
  driftedAshore: "{item}, drifted ashore",
  cargo:
    'merchants\' goods, not a ship or a part of one: goods that come ashore by themselves are foot-strand goods (6.7), goods saved with ships are salvage (6.1, 6.3); decide them as a case of kind "salvage"',
  notNamed:
    "not among the things 8.1 names (ships, large pieces of ships, and masts, yards, topmasts, rudders, boats, leeboards, hold beams and 'Hofpahlen' that drift ashore); if it is merchants' goods, §6 governs it",
  itemWreck: "{item}: wreck",
  itemNotWreck: "{item}: not wreck",
  whatCounts: "What counts as wreck",
});

/** Texts joined by `join` ("{first}, {rest}"), as one message of messages. */
function joined(texts: readonly string[], join: (a: { first: string; rest: string }) => string): string {
  let out = texts.at(-1) ?? "";
  for (let i = texts.length - 2; i >= 0; i--) out = join({ first: texts[i] as string, rest: out });
  return out;
}

/** Whether one item is wreck, why, and (when it is not) the provisions that say where it belongs. */
interface Verdict {
  readonly wreck: boolean;
  readonly reason: string;
  readonly provisions: readonly string[];
}

const isWreck = (reason: string): Verdict => ({ wreck: true, reason, provisions: [at("8.1")] });
const notWreck = (reason: string, ...also: string[]): Verdict => ({
  wreck: false,
  reason,
  provisions: [at("8.1"), ...also],
});

export const itemName = (it: WreckItem): string => it.name ?? it.id;

/** The ship's timbers and gear that 8.1 reckons to wreck when they drift ashore, in the Rolle's words. */
const DRIFTWOOD: Partial<Record<NonNullable<WreckItem["what"]>, string>> = {
  mast: say.mast(),
  yard: say.yard(),
  topmast: say.topmast(),
  rudder: say.rudder(),
  boat: say.boat(),
  leeboard: say.leeboard(),
  hold_beam: say.holdBeam(),
  hofpahl: say.hofpahl(),
};

const PIECES: Record<NonNullable<WreckItem["piece"]>, string> = {
  half: say.half(),
  quarter: say.quarter(),
  large: say.large(),
  small: say.small(),
};

function itemFacts(it: WreckItem): Record<string, Json> {
  const f: Record<string, Json> = { what: it.what ?? null };
  if (it.piece) f.piece = it.piece;
  for (const k of ["drifted_ashore", "leaking", "abandoned", "empty", "stuck", "can_be_got_off"] as const) f[k] = it[k];
  return f;
}

/** Where a ship that is not wreck belongs instead. */
function shipBelongs(it: WreckItem): string {
  return it.can_be_got_off || !it.abandoned ? say.salvage() : say.noOtherRule();
}

const onWreckDefinition = choiceOn<null, boolean>("wreck_definition", (v) => v);

/** Q-B25 R1: 8.1 is a definition, and a ship that lacks one of its marks is not wreck. */
const allMarksRequired = onWreckDefinition.base(
  {
    id: "borkum-1666/8.1#all-marks",
    label:
      "8.1 defines wreck: a ship is wreck only if it is leaking, abandoned, empty and stuck fast and cannot be got off (Q-B25 R1)",
    provisions: [at("8.1")],
    gives: true,
  },
  [
    /** Q-B25 R2: 8.1 pictures the typical wreck; a ship not leaking or not empty may still be one. */
    onWreckDefinition.when("R2", {
      id: "borkum-1666/8.1#typical-wreck",
      label:
        "8.1 describes the typical wreck: an abandoned ship stuck fast that cannot be got off is wreck even if not leaking or not empty (Q-B25 R2)",
      provisions: [at("8.1")],
      gives: false,
    }),
  ],
);

/**
 * What a ship lacks of the wreck of 8.1. Abandoned, stuck fast and not to be got
 * off are required under either reading of Q-B25; leaking and empty only under
 * R1, which is asked only when the ship is one but not the other.
 */
function shipLacks(it: WreckItem, ctx: RuleContext): string[] {
  const core = [
    ...(it.abandoned ? [] : [say.notAbandoned()]),
    ...(it.stuck ? [] : [say.notStuck()]),
    ...(it.can_be_got_off ? [say.canBeGotOff()] : []),
  ];
  if (core.length > 0) return core;
  const typical = [...(it.leaking ? [] : [say.notLeaking()]), ...(it.empty ? [] : [say.notEmpty()])];
  if (typical.length === 0 || evaluate(allMarksRequired, null, ctx).value === false) return [];
  return [say.allMarks({ lacks: { list: typical }, why: q(ctx, "wreck_definition") })];
}

const shipLacking = rule<WreckItem, Verdict>({
  id: "borkum-1666/8.1#ship-lacking",
  reads: ["facts.items[].{abandoned,can_be_got_off,drifted_ashore,empty,leaking,piece,stuck,what}"],
  label: "a ship that lacks what 8.1 requires of a wreck is not wreck",
  provisions: [at("8.1")],
  when: (it, ctx) => it.what === "ship" && shipLacks(it, ctx).length > 0,
  gives: (it, ctx) =>
    notWreck(
      say.shipLacking({ lacks: joined(shipLacks(it, ctx), say.comma), belongs: shipBelongs(it) }),
      at("6.1"),
      at("6.3"),
      at("7.9"),
    ),
  facts: itemFacts,
  show: (v) => v.reason,
});

const wreckedShip = rule<WreckItem, Verdict>({
  id: "borkum-1666/8.1#ship",
  reads: ["facts.items[].{abandoned,can_be_got_off,drifted_ashore,empty,leaking,piece,stuck,what}"],
  label: "leaking, abandoned and empty ships that are stuck fast and cannot be got off are wreck",
  provisions: [at("8.1")],
  when: (it) => it.what === "ship",
  gives: (it, ctx) =>
    it.leaking && it.empty
      ? isWreck(say.typicalWreck())
      : isWreck(
          (it.empty ? say.abandonedThough : say.abandonedThoughGoods)({
            lacks: { list: [...(it.leaking ? [] : [say.notLeaking()]), ...(it.empty ? [] : [say.notEmpty()])] },
            why: q(ctx, "wreck_definition"),
          }),
        ),
  facts: itemFacts,
  show: (v) => v.reason,
  exceptions: [shipLacking],
});

function pieceLacks(it: WreckItem): string[] {
  return [
    ...(it.piece === "small" ? [say.smallPiece()] : []),
    ...(it.drifted_ashore || it.stuck ? [] : [say.notStranded()]),
  ];
}

const pieceNotNamed = rule<WreckItem, Verdict>({
  id: "borkum-1666/8.1#piece-not-named",
  reads: ["facts.items[].{abandoned,can_be_got_off,drifted_ashore,empty,leaking,piece,stuck,what}"],
  label: "a small piece of a ship, or a piece that has not come ashore, is not named by 8.1",
  provisions: [at("8.1")],
  when: (it) => it.what === "ship_piece" && pieceLacks(it).length > 0,
  gives: (it) => notWreck(say.noRuleForPiece({ lacks: joined(pieceLacks(it), say.semicolon) })),
  facts: itemFacts,
  show: (v) => v.reason,
});

const strandedPiece = rule<WreckItem, Verdict>({
  id: "borkum-1666/8.1#piece",
  reads: ["facts.items[].{abandoned,can_be_got_off,drifted_ashore,empty,leaking,piece,stuck,what}"],
  label: "stranded pieces of ships, halves, quarters or other large pieces, are wreck",
  provisions: [at("8.1")],
  when: (it) => it.what === "ship_piece",
  gives: (it) => isWreck(say.stranded({ piece: PIECES[it.piece ?? "large"] })),
  facts: itemFacts,
  show: (v) => v.reason,
  exceptions: [pieceNotNamed],
});

const driftwoodNotAshore = rule<WreckItem, Verdict>({
  id: "borkum-1666/8.1#not-ashore",
  reads: ["facts.items[].{abandoned,can_be_got_off,drifted_ashore,empty,leaking,piece,stuck,what}"],
  label: "masts, yards and the rest that have not drifted ashore",
  provisions: [at("8.1")],
  when: (it) => DRIFTWOOD[it.what ?? "other"] !== undefined && !it.drifted_ashore,
  gives: (it) => notWreck(say.notAshore({ item: String(DRIFTWOOD[it.what ?? "other"]) })),
  facts: itemFacts,
  show: (v) => v.reason,
});

const driftedAshore = rule<WreckItem, Verdict>({
  id: "borkum-1666/8.1#drifted",
  reads: ["facts.items[].{abandoned,can_be_got_off,drifted_ashore,empty,leaking,piece,stuck,what}"],
  label: "masts, yards, topmasts, 'Rohrs', Schuten, Schwerden, hold beams and 'Hofpahlen' that drift ashore are wreck",
  provisions: [at("8.1")],
  when: (it) => DRIFTWOOD[it.what ?? "other"] !== undefined,
  gives: (it) => isWreck(say.driftedAshore({ item: String(DRIFTWOOD[it.what ?? "other"]) })),
  facts: itemFacts,
  show: (v) => v.reason,
  exceptions: [driftwoodNotAshore],
});

const merchantsGoods = rule<WreckItem, Verdict>({
  id: "borkum-1666/8.1#cargo",
  reads: ["facts.items[].{abandoned,can_be_got_off,drifted_ashore,empty,leaking,piece,stuck,what}"],
  label: "merchants' goods are not wreck",
  provisions: [at("8.1")],
  when: (it) => it.what === "cargo",
  gives: () => notWreck(say.cargo(), at("6.1"), at("6.3"), at("6.7")),
  facts: itemFacts,
  show: (v) => v.reason,
});

const NOT_NAMED = notWreck(say.notNamed(), at("6.7"));

/** One item of the case, judged under 8.1. */
export interface Judged {
  readonly item: WreckItem;
  readonly index: number;
  readonly verdict: Verdict;
  readonly step: Step;
}

export function judge(item: WreckItem, index: number, ctx: RuleContext): Judged {
  const tried = firstOf([merchantsGoods, wreckedShip, strandedPiece, driftedAshore], item, ctx);
  const verdict = tried.applied && tried.value ? tried.value : NOT_NAMED;
  const step: Step = {
    label: (verdict.wreck ? say.itemWreck : say.itemNotWreck)({ item: itemName(item) }),
    provisions: [...verdict.provisions],
    status: "applied",
    facts: itemFacts(item),
    value: verdict.reason,
    children: tried.applied ? tried.steps : [...tried.steps, note(NOT_NAMED.reason, [at("8.1")])],
  };
  return { item, index, verdict, step };
}

export function whatIsWreck(judged: readonly Judged[]): Step {
  const wreck = judged.filter((j) => j.verdict.wreck).map((j) => itemName(j.item));
  return {
    label: say.whatCounts(),
    provisions: [at("8.1")],
    status: "applied",
    value: wreck,
    children: judged.map((j) => j.step),
  };
}

/** Nothing is wreck: the case belongs elsewhere, and each item says where. */
export function nothingIsWreck(judged: readonly Judged[]): NotCoveredError {
  const each = judged.map((j) => `${itemName(j.item)}: ${j.verdict.reason}.`).join(" ");
  return new NotCoveredError(
    `Nothing in this case is wreck under §8 of the Rolle (borkum-1666/8.1). ${each}`,
    "facts.items",
    [...new Set(judged.flatMap((j) => j.verdict.provisions))],
  );
}

// ---------------------------------------------------------------------------
