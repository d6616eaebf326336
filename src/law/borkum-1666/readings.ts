/**
 * The readings of the Borkum Rolle §§5–6: every open question the register in
 * law/RULES.md lists for these provisions, as a switch with its alternatives and
 * the register's default. The labels are short paraphrases of the register; the
 * register itself is the authority on what each alternative means.
 *
 * One question is sealaw's own (Q-S01): the Rolle names no coin, so the
 * Reichstaler reckoning used for amounts is itself a reading.
 *
 * Alternatives that cannot be turned into a figure from the facts (Q-B01 R2 and
 * Q-B15 R2 with no salvage money, Q-B07 R3, Q-B29 R3) are never given an invented
 * number: the rules in salvage.ts leave those parts out of the split and ask for
 * an assessment instead (see `Unfixed` there).
 */

import { type Currency, type ReichstalerReckoning, reichstaler } from "../../core/money.js";
import { defineReadingBySlug, type ReadingDef } from "../../core/reading.js";

const P = (n: string): string => `borkum-1666/${n}`;

export const PART_FUND = defineReadingBySlug({
  name: "part_fund",
  question: "Q-B01",
  title: "What is divided in parts, and what is one part worth?",
  provisions: [P("5"), P("6.1"), P("6.3"), P("6.7"), P("7.3"), P("7.8")],
  alternatives: {
    money_received:
      "the money the islanders actually receive, cut into as many equal parts as all entitled persons hold",
    goods_if_unclaimed:
      "as R1, but when nobody pays salvage money the unclaimed goods (or what they fetch) are divided in the same parts",
  },
  note: "§5 speaks of what is due to the islanders 'an Bergegeld oder sonsten', and §6 opens 'Angestrandete Güter und deren Bergegeld belangend': the parts of §6 divide the salvage money paid for the goods, as those of §7 divide the 'bedunggenem Lootsengeld'. 'oder sonsten' leaves room for goods nobody pays for, but no provision says such goods fall to the islanders rather than stay the owner's or go to the ruler (7.9 has the Vogt inspect whether a ship is 'in der hohen Landes Obrigkeit Hände verfallen'); R1 gives the islanders nothing the text does not.",
});

export const SHIP_PARTS_RECIPIENT = defineReadingBySlug({
  name: "ship_parts_recipient",
  question: "Q-B02",
  title: "Who takes the two ship parts, and what does a co-owner aboard receive?",
  provisions: [P("6.1"), P("6.2")],
  alternatives: {
    owners_and_body_parts:
      "the owners share the ship parts by their shares, and everyone aboard who helps, co-owner or not, has a part for his person",
    coowner_ship_share_only:
      "a co-owner aboard has his share of the ship parts and no part for his person; the skipper always keeps his",
  },
  default: "R2",
  note: "6.2 gives a part 'für sein Leib' to one who is 'mit auf dem Schiff, der mit bergen hilft und dem das Schiff nicht mit zugehört': three conditions, all to be met. The last clause restricts, and R1 leaves it nothing to do; so a co-owner aboard has his share of the ship's 'zwei Part' and no part for his person, while the skipper keeps the part 6.1 gives him 'für sein Leib oder Person'.",
});

export const BOY_PART_ABOARD = defineReadingBySlug({
  name: "boy_part_aboard",
  question: "Q-B03",
  title: "Does a boy who helps aboard a salvaging ship on or outside the reefs have a part?",
  provisions: [P("6.2")],
  alternatives: {
    one_part: "yes, one part: 'Jemand' is anyone, and boys are shut out only inside the reefs",
    no_part: "no: boys never have a part, as 6.3 says for inside the reefs",
    household_part: "his help counts for his parent's household, which has one part however many of it help",
  },
  note: "6.2 gives a part for his body to 'Jemand mit auf dem Schiff, der mit bergen hilft und dem das Schiff nicht mit zugehört': anyone aboard who helps and is not a co-owner, with no word of age or household. The words that shut boys out, 'das ist Haus Vatter (und keine Jungens sind)', stand in the next sentence, which opens 'Was aber binnen der Reven' and so sets itself against salvage on and outside the reefs; R2 carries that limit across the 'aber', and R3 borrows the household limit that 6.9 and 7.3 state for foot-strand goods and the pilot-money surplus only.",
});

export const SON_PART = defineReadingBySlug({
  name: "son_part",
  question: "Q-B04",
  title: "Do grown sons earn parts of their own?",
  provisions: [P("6.2"), P("6.3"), P("6.9"), P("7.8")],
  alternatives: {
    one_per_household: "one part per household in every division, however many sons help",
    only_where_stated:
      "the one-part limit holds only where the text states it (foot-strand goods, the pilot-money surplus)",
  },
  default: "R2",
  note: "The one-part limit is written twice, each time for one division: 6.9, 'dies ist aber so zu verstehen', explains the foot-strand rule it follows ('wenn ein Hausvater einen oder mehrere große Söhne hat, die ihm arbeiten helfen, so hat er doch nicht mehr als einen Teil'), and 7.3 says it again for the pilot-money surplus ('der aber doch nur einen Part davon hat, wenn auch einer oder mehrere Söhne dabei sind'). A rule for all of §§6–7 would not need saying twice; aboard a salvaging ship 6.2 gives a part to 'Jemand', whoever's son he is.",
});

export const INSIDE_HELPER_STATUS = defineReadingBySlug({
  name: "inside_helper_status",
  question: "Q-B05",
  title: "Inside the reefs, which helpers have a part?",
  provisions: [P("6.3")],
  alternatives: {
    heads_only: "heads of household only; sons, farmhands and single men get nothing",
    every_adult: "every grown-up helper; the parenthesis only shuts out boys",
  },
  note: "6.3 gives a part to 'alle, die bergen helfen, das ist Haus Vatter (und keine Jungens sind)': 'das ist' says who 'alle' are, heads of household, and the parenthesis adds that they are not boys. R2 reads the whole phrase as shutting out boys only, which leaves the words 'Haus Vatter' nothing to do.",
});

export const HOME_RULE_SCOPE = defineReadingBySlug({
  name: "home_rule_scope",
  question: "Q-B06",
  title: "Do 6.4–6.6 (those at home; the Vogt's and the Altbauer's wagon) reach salvage on or outside the reefs?",
  provisions: [P("6.1"), P("6.4"), P("6.5"), P("6.6")],
  alternatives: {
    inside_only: "only salvage inside the reefs, the rule they follow",
    all_salvage: "all salvage with ships under §6, on, outside or inside the reefs",
  },
  note: "6.4 says those at home 'haben hiervon keinen Part': 'hiervon', of this, points back to the sentence just before, 'Was aber binnen der Reven … geborgen wird, davon hat', salvage inside the reefs. Salvage on and outside the reefs has its own list in 6.1–6.2, which names only those aboard the salvaging ship; R2 adds the Vogt, the pastor and the widows to a division that does not mention them.",
});

export const HOME_EXCEPTION_PARTS = defineReadingBySlug({
  name: "home_exception_parts",
  question: "Q-B07",
  title: "How many parts do the Vogt, the pastor and each widow have while staying at home (6.4)?",
  provisions: [P("6.4"), P("6.5")],
  alternatives: {
    one_each: "one part each, like a helping householder",
    foot_strand_scale: "the foot-strand scale of 6.7: Vogt four, pastor two, each widow one",
    not_fixed: "the text gives no number; custom or the officials must settle it",
  },
  note: "6.4 reads 'Die aber zu Hause bleiben, haben hiervon keinen Part, ausgenommen den Vogt, den Pastor und die Witwen': the exception lifts 'keinen Part' for the three it names and gives no other number, so each has a part, as a helper has 'einen Teil' in 6.3. The four and two parts of 6.7 are given for foot-strand goods only ('davon hat der Vogt vier Teile und der Pastor zwei Teile'), and R2 carries them into a division that does not state them; R3 leaves open what the plain exception already gives.",
});

export const WIDOW_HOME_PART_INSIDE = defineReadingBySlug({
  name: "widow_home_part_inside",
  question: "Q-B08",
  title: "Do widows who stay at home have a part of salvage inside the reefs?",
  provisions: [P("6.4")],
  alternatives: {
    unconditional: "yes, each widow heading a household, without sending anyone",
    through_substitute: "only if she sends someone in her place who helps, as in 6.7",
    if_unable: "only a widow who is 'unvermögend' (unable to work or without means)",
  },
  note: "The exception of 6.4 names 'die Witwen' among those who 'zu Hause bleiben' and still have a part, with no condition. The farmhand in her place and the word 'unvermögend' belong to 6.7, the foot-strand rule, where every household must help to have its part; carried into 6.4 they add conditions the exception does not state, and R2 would make a widow send a helper under a rule whose point is that she need not go.",
});

export const VOGT_WAGON_PARTS = defineReadingBySlug({
  name: "vogt_wagon_parts",
  question: "Q-B09",
  title: "The Vogt with his wagon 'has only three parts' (6.5): in all, or on top of his part at home?",
  provisions: [P("6.5")],
  alternatives: {
    three_in_total: "three parts in all, in place of what he has at home",
    three_more: "three parts on top of his stay-at-home part(s) under 6.4",
  },
  note: "6.5 reads 'wann der Vogt hilft mit seinem Wagen die geborgenen Sachen zu Hause zu führen, alsdann hat er nur drei Teile': 'alsdann hat er', then he has, says what he has in that case, and 'nur' limits it; neither word speaks of parts added to those he has at home. If 'nur' is a slip for 'nun', the sentence still says what he has, not what he gets besides.",
});

export const ALTBAUER_WAGON_PARTS = defineReadingBySlug({
  name: "altbauer_wagon_parts",
  question: "Q-B10",
  title: "An Altbauer with his wagon has 'two parts, otherwise one' (6.6): what exactly?",
  provisions: [P("6.6")],
  alternatives: {
    two_in_total: "two in all with his wagon, one when he helps without it, none at home",
    wagon_bonus: "two for the wagon on top of his helper's part: three in all",
    one_even_at_home: "'sonst' means 'in any case': one part even when he stays at home",
  },
  note: "6.6 gives each Altbauer 'wenn er mit seinem Wagen hilft, zwei Part und sonst einen Part', in the same form as the Vogt's 'alsdann hat er nur drei Teile' just before: what he has, in all. 'sonst' is the other case of 'wenn er mit seinem Wagen hilft', helping without it; one who stays at home falls under 6.4, 'keinen Part', whose exception names the Vogt, the pastor and the widows and no Altbauer.",
});

export const NEUBAUER_WAGON = defineReadingBySlug({
  name: "neubauer_wagon",
  question: "Q-B11",
  title: "Does a Neubauer who helps with his wagon have the Altbauer's wagon parts?",
  provisions: [P("6.6")],
  alternatives: {
    no_bonus: "no: the text gives the wagon parts to Altbauern only",
    bonus_by_analogy: "yes, by analogy he is treated as an Altbauer with his wagon",
  },
  note: "6.6 gives the wagon parts to 'ein jeder Altbauer'. Where the Rolle means both kinds of farmer it says so, a few words later in 6.7: 'er sei ein Alt- oder Neu-Bauer'; so the Neubauer's absence from 6.6 is the text's own, and with his wagon he has the one part of a helper.",
});

export const FOOTSTRAND_FIXED_PARTS = defineReadingBySlug({
  name: "footstrand_fixed_parts",
  question: "Q-B12",
  title: "Must the Vogt and the pastor help to have their four and two parts of foot-strand goods?",
  provisions: [P("6.7"), P("6.8")],
  alternatives: {
    fixed: "no: their parts are fixed; 'no help, no part' speaks of the households",
    must_help: "yes: 'whoever does not help has no part' binds them too",
  },
  note: "6.7 gives 'der Vogt vier Teile und der Pastor zwei Teile' without condition, and then 'ein jeder Pater- oder Materfamilas' one part. 6.8, 'der aber nicht mit arbeiten und zu Hause fahren hilft, hat auch keinen Teil', answers that household clause ('hat einen Teil;') with 'keinen Teil', one part taken away, not four or two, and 6.9 goes on with the 'Hausvater' and his sons: the help condition stands among the rules for households.",
});

export const HELP_CONJUNCTIVE = defineReadingBySlug({
  name: "help_conjunctive",
  question: "Q-B13",
  title: "6.8 asks for help 'mit arbeiten und zu Hause fahren': is one kind of help enough?",
  provisions: [P("6.8")],
  alternatives: {
    either: "either the work or the carting home earns the part",
    both: "the household must both work and cart home",
  },
  note: "In 6.7 the widow's farmhand earns her household's part as one 'der damit zu Hause fahren hilft', by the carting alone: the Rolle counts one kind of help as help. So 6.8, 'der aber nicht mit arbeiten und zu Hause fahren hilft, hat auch keinen Teil', takes the part from a household that helped with neither, not from one that helped with only one; R2 would ask more of a household helping for itself than 6.7 asks of the farmhand in a widow's place.",
});

export const WIDOW_SUBSTITUTE = defineReadingBySlug({
  name: "widow_substitute",
  question: "Q-B14",
  title: "An unable widow may put a farmhand in her place (6.7): whose is the part, and what is 'unable'?",
  provisions: [P("6.7")],
  alternatives: {
    household_unable_bodily: "the part is her household's; 'unvermögend' means unable to work",
    household_unable_poor: "the part is her household's; 'unvermögend' means without means",
    farmhand: "the farmhand himself has the part",
  },
  note: "The farmhand comes 'in ihr Plaetse', in her place, and the verb of the clause, 'hat einen Teil', has 'ein jeder Pater- oder Materfamilas' as its subject: the part stays her household's, which rules out R3. 'unvermögend' bore both senses; the remedy, a man 'der damit zu Hause fahren hilft', makes up for strength to do the work and not for means, so the words lean to R1 without settling it.",
});

export const FOOTSTRAND_FUND = defineReadingBySlug({
  name: "footstrand_fund",
  question: "Q-B15",
  title: "What is divided for foot-strand goods: the salvage money, or the goods?",
  provisions: [P("6.7")],
  alternatives: {
    salvage_money: "the salvage money the merchant pays for the goods",
    goods_if_unclaimed: "if no owner comes, the goods themselves (or what they fetch), in the same parts",
  },
  note: "6.7 divides what comes ashore 'von Kaufmannsgütern', goods that have a merchant for owner, under the heading of §6, 'Angestrandete Güter und deren Bergegeld belangend'; its 'davon hat der Vogt vier Teile' is the 'davon' of 6.1, where the parts divide the salvage money. The words do not say what becomes of goods nobody claims, and R1, unlike R2, does not give them to the islanders.",
});

export const OFFICIALS_PARTS_RECIPIENT = defineReadingBySlug({
  name: "officials_parts_recipient",
  question: "Q-B27",
  title: "Who receives the four parts of 8.3?",
  provisions: [P("8.3")],
  alternatives: {
    officials_via_vogt: "the princely officials at Greetsiel; the Vogt takes them and passes them on",
    vogt_himself: "the Vogt himself, as the prince's officer on the island",
    jointly: "the Vogt and the officials together, four parts in all",
  },
  note: "In 'jedoch daß der Vogt , den fürstlichen Beamten zu Greetsiel … vier Part davon zugelegt werden' the parts are assigned to 'den fürstlichen Beamten', the dative of 'zugelegt werden', as 'die alter Gewohnheit nach ihnen kompetierende Gefälle', dues owed to them; 'der Vogt' stands in the nominative and is not the one to whom they are assigned. The sentence is broken, but what it gives is the officials' due, with the Vogt, who is on the island when the division is made, named beside them; R2 makes that due his own, and R3 makes him a sharer in it.",
});

export const OFFICIALS_PARTS_SCOPE = defineReadingBySlug({
  name: "officials_parts_scope",
  question: "Q-B28",
  title: "To which divisions do the four parts of 8.3 apply ('in diesem und den vorigen Punkten')?",
  provisions: [P("6.1"), P("6.3"), P("6.7"), P("7.3"), P("8.3")],
  alternatives: {
    every_division: "four more parts in every division of salvage money, pilot money and wreck",
    wreck_only: "only in the wreck division of §8; four parts of the wreck settle all their dues",
    vogt_foot_strand_parts:
      "they are the Vogt's four parts of foot-strand goods (6.7), and four parts of wreck; nothing more in 6.1–6.6",
  },
  note: "8.3 reads 'jedoch daß der Vogt , den fürstlichen Beamten zu Greetsiel in diesem und den vorigen Punkten als die alter Gewohnheit nach ihnen kompetierende Gefälle und Anteil vier Part davon zugelegt werden'. By its place, 'in diesem und den vorigen Punkten' stands outside the attribute 'die … kompetierende Gefälle' and goes with 'zugelegt werden': four parts are assigned in this point and in the points before it, the salvage of §6 and the pilot money of §7. R2 needs the phrase to be part of the description of their dues, which its place does not allow.",
});

export const OFFICIALS_PARTS_ARITHMETIC = defineReadingBySlug({
  name: "officials_parts_arithmetic",
  question: "Q-B29",
  title: "How do the officials' four parts stand to the community's parts?",
  provisions: [P("6.1"), P("6.3"), P("6.7"), P("7.3"), P("8.3")],
  alternatives: {
    added_to_count: "counted with everyone's parts, all parts equal, so each other part is a little smaller",
    common_use_valued:
      "as R1 when divided; when wreck is put to common use the officials still get the value of four parts",
    fixed_total: "four parts out of a customary fixed number of parts that the text does not give",
  },
  default: "R2",
  note: "8.2 lets the wreck be 'geteilt oder zum gemeinsamen Brauch verwendet', and 8.3 follows with 'jedoch daß … vier Part davon zugelegt werden': the 'jedoch' qualifies both alternatives, and 'davon' is the wreck itself. Under R1 the community could defeat the officials' due by choosing common use; so in common use they still have the value of four parts. Where money is divided, R2 counts the four parts as R1 does.",
});

/** The Reichstaler reckonings of Q-S01, by alternative code. */
export const RECKONINGS: Readonly<Record<string, ReichstalerReckoning>> = {
  R1: {
    stueber: 54n,
    witten: 10n,
    note: "1 Reichstaler = 54 Stüber, 1 Stüber = 10 Witten, as East Frisian and Emsland registers of 1640–1670 reckon. The Rolle names no coin; this reckoning is uncertain.",
  },
  R2: {
    stueber: 54n,
    witten: 1n,
    note: "1 Reichstaler = 54 Stüber, reckoned to the whole Stüber. The Rolle names no coin; this reckoning is uncertain.",
  },
  R3: {
    stueber: 30n,
    witten: 10n,
    note: "The 'schlichter Taler' of account: 1 Taler = 30 Stüber, 1 Stüber = 10 Witten. The Rolle names no coin; this reckoning is uncertain.",
  },
};

export const REICHSTALER_SUBDIVISION = defineReadingBySlug({
  name: "reichstaler_subdivision",
  question: "Q-S01",
  title: "How is the Reichstaler divided when Borkum amounts are reckoned in it?",
  provisions: [P("5")],
  alternatives: {
    stueber54_witten10: "1 Reichstaler = 54 Stüber, 1 Stüber = 10 Witten",
    stueber54: "1 Reichstaler = 54 Stüber, the Stüber the smallest unit",
    schlichter_taler30: "the 'schlichter Taler' of account at 30 Stüber (10 Witten each)",
  },
  note: "sealaw's own question, not in the register. The words do not decide: the Rolle names no coin, and §5 speaks only of what may fall to the islanders 'an Bergegeld oder sonsten'. The default takes a reckoning of the East Frisian and Emsland registers of 1640–1670, 54 Stüber of 10 Witten to the Reichstaler, so that amounts can be reckoned to the smallest coin; the reckonings are uncertain, and the Witten for R3 is sealaw's assumption. Only consulted when an amount is in Reichstaler.",
});

/** Every reading of borkum-1666 §§5–6, in register order. */
export const BORKUM_READINGS: readonly ReadingDef[] = [
  PART_FUND,
  SHIP_PARTS_RECIPIENT,
  BOY_PART_ABOARD,
  SON_PART,
  INSIDE_HELPER_STATUS,
  HOME_RULE_SCOPE,
  HOME_EXCEPTION_PARTS,
  WIDOW_HOME_PART_INSIDE,
  VOGT_WAGON_PARTS,
  ALTBAUER_WAGON_PARTS,
  NEUBAUER_WAGON,
  FOOTSTRAND_FIXED_PARTS,
  HELP_CONJUNCTIVE,
  WIDOW_SUBSTITUTE,
  FOOTSTRAND_FUND,
  OFFICIALS_PARTS_RECIPIENT,
  OFFICIALS_PARTS_SCOPE,
  OFFICIALS_PARTS_ARITHMETIC,
  REICHSTALER_SUBDIVISION,
];

/** The names the rules may ask for; a typo is a compile error, not a runtime one. */
export type BorkumReading =
  | "part_fund"
  | "ship_parts_recipient"
  | "boy_part_aboard"
  | "son_part"
  | "inside_helper_status"
  | "home_rule_scope"
  | "home_exception_parts"
  | "widow_home_part_inside"
  | "vogt_wagon_parts"
  | "altbauer_wagon_parts"
  | "neubauer_wagon"
  | "footstrand_fixed_parts"
  | "help_conjunctive"
  | "widow_substitute"
  | "footstrand_fund"
  | "officials_parts_recipient"
  | "officials_parts_scope"
  | "officials_parts_arithmetic"
  | "reichstaler_subdivision";

/** The Reichstaler as the reading Q-S01 reckons it. */
const RECKONED = new Map<string, Currency>();

/** The Reichstaler as reading `code` reckons it: one Currency for each reckoning, made once. */
export function reichstalerFor(code: string): Currency {
  let c = RECKONED.get(code);
  if (c === undefined) {
    const r = RECKONINGS[code];
    if (!r) throw new Error(`reichstaler_subdivision has no reckoning for ${code}`);
    c = reichstaler(r);
    RECKONED.set(code, c);
  }
  return c;
}
