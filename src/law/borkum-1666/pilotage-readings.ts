/**
 * The readings of the Borkum Rolle §7 (pilot money): the open questions Q-B16 to
 * Q-B24 and Q-B31 of the register in law/RULES.md, each as a switch with its alternatives,
 * the register's default and the provisions it affects. The labels are short
 * paraphrases of the register; the register is the authority on what each
 * alternative means.
 *
 * Two alternatives cannot be turned into a figure from the facts, and the rules in
 * pilotage.ts never invent one: Q-B20 R3 (the Vogt's and the pastor's share is not
 * fixed by the text) leaves their parts out of the division and asks for an
 * assessment; Q-B24 R2 (the ruler decides) asks the ruler's officials for the
 * salvage money the islanders may keep and marks the division provisional.
 *
 * The four parts of 8.3 (Q-B27–Q-B29), which reach pilot money only as Q-B28 says,
 * are defined with the other readings in readings.ts.
 */

import { defineReadingBySlug, type ReadingDef } from "../../core/reading.js";

const P = (n: string): string => `borkum-1666/${n}`;

export const LOWEST_PRICE = defineReadingBySlug({
  name: "lowest_price",
  question: "Q-B16",
  title: "In 7.2, whose 'lowest price' decides who goes out as pilot?",
  provisions: [P("7.2")],
  alternatives: {
    lowest_pay_accepted:
      "the islander who will take the lowest pay from the company goes; that pay is the agreed price he keeps",
    lowest_price_to_ship:
      "the islander who promises to charge the ship the least goes; his promise is the agreed price",
  },
  note: "Default R1. 'die tun sich beisammen und vereinbaren sich, wer von ihnen hinfahren soll und wer dann sagt, daß er es für den geringen Preis tun will, der fährt hin': the price is said among the islanders on the beach, before anyone goes aboard, and 7.3 calls it 'den accordirten Preis', the price agreed among them, over against what is afterwards 'bedungen' from the ship. So it is the pay the pilot will take, and the lowest such pay goes. R2 reads it as the price promised to the ship, which is bargained only later. Ties between equal lowest offers are not dealt with by the text; sealaw asks for the pilot to be named, or draws a lot among the tied offers when the case asks for one (7.7 is the model).",
});

export const PILOT_SHARES_SURPLUS = defineReadingBySlug({
  name: "pilot_shares_surplus",
  question: "Q-B17",
  title: "Does the pilot himself share in the surplus over the agreed price (7.3)?",
  provisions: [P("7.3")],
  alternatives: {
    shares: "yes: he was at the accord and on the beach, so he has a part of the surplus besides his agreed price",
    agreed_price_only: "no: he keeps the agreed price only; the surplus goes to the others",
  },
  note: "7.3 gives the surplus to 'der ganzen Kompanie … die nämlich über den Accord und am Strand gewesen', and the pilot was both: in 7.2 those on the beach agree 'wer von ihnen hinfahren soll', so he is one of them. 'der ganzen Kompanie' makes no exception for him, and the agreed price is his pay for going, not a share of what is bargained above it.",
});

export const COMPANY_MEMBERSHIP = defineReadingBySlug({
  name: "company_membership",
  question: "Q-B18",
  title: "Who makes up the 'company' that shares the surplus (7.3)?",
  provisions: [P("7.3")],
  alternatives: {
    all_present: "everyone present at the accord on the beach; a householder and his sons there count as one part",
    householders_only: "only the heads of household present; unmarried men, farmhands and boys have no part",
  },
  note: "7.3 says who the company are by presence, 'die nämlich über den Accord und am Strand gewesen', and goes on 'worunter auch verstanden wird ein jeder Hausvater': 'auch' counts householders in with the others present, it does not make them the only members. The same clause gives a householder one part 'wenn auch einer oder mehrere Söhne dabei sind', so his sons count with him.",
});

export const SURPLUS_SHORTFALL = defineReadingBySlug({
  name: "surplus_shortfall",
  question: "Q-B19",
  title: "If the pilot bargains less from the ship than the agreed price (7.3), who bears the difference?",
  provisions: [P("7.3")],
  alternatives: {
    pilot_bears: "the pilot: he has only what the ship pays, and there is no surplus",
    company_bears: "the company: it makes up the agreed price, each member in his parts",
  },
  note: "Default R1. The text deals only with a surplus: 'Was aber über den accordirten Preis … bedungen wird, kömmt der ganzen Kompanie zu gute'. The company is given what is bargained over the agreed price; no word lays on it a duty to make up what falls short, and the agreed price is what the pilot said he would go for. What the ship pays is all the money there is, and the pilot has it. R2 makes the company pay in, a burden the words do not lay. The register's worked examples do not exercise this question.",
});

export const VOGT_PASTOR_PILOT_SHARE = defineReadingBySlug({
  name: "vogt_pastor_pilot_share",
  question: "Q-B20",
  title: "How large is the Vogt's and the pastor's 'share' of pilot money when they were not told (7.5)?",
  provisions: [P("7.5")],
  alternatives: {
    one_each: "one part each, like a householder of the company",
    foot_strand_scale: "the foot-strand scale of 6.7: four parts for the Vogt, two for the pastor",
    not_fixed: "not fixed by the text: their parts are left out until custom or the officials settle them",
  },
  note: "Default R1. 'so haben sie ihren Anteil mit davon': 'mit' puts the Vogt and the pastor in with the company of 7.3, whose measure is the part of each householder ('nur einen Part'); the pilot money of §7 has no scale of its own for them, and the foot-strand scale of 6.7 (R2) is salvage's, not pilot money's. R3 leaves the size open, which 'ihren Anteil mit davon' does not. 7.4 implies that the Vogt and the pastor have a part when they are present; its size is the same open point, and sealaw sizes it by this reading too, as the register's examples do.",
});

export const TOWER_CONDITION = defineReadingBySlug({
  name: "tower_condition",
  question: "Q-B21",
  title: "In 7.5, is 'the islanders see the ship from the tower' a separate condition?",
  provisions: [P("7.4"), P("7.5")],
  alternatives: {
    both_conditions: "they keep their share only if they were not told and the ship was seen from the tower",
    not_told_suffices: "the tower clause describes how ships were sighted; not being told is enough",
  },
  note: "7.5 reads 'Ist es ihnen aber nicht gesagt und die Eiländer das Schiff von den dem Turm sehen, so haben sie ihren Anteil mit davon': two conditions joined by 'und'. The tower clause does work: a ship seen from the tower was seen from the village, where the Vogt and the pastor could have been told. R2 treats it as description and fills the case 'not told, not seen from the tower', which the text leaves open, in their favour. Whether the ship was seen from the tower is then a fact the case must give when it matters.",
});

export const SHIP_PILOTAGE_SHARES = defineReadingBySlug({
  name: "ship_pilotage_shares",
  question: "Q-B22",
  title: "In pilotage with whole ships (7.7–7.8), what do the other persons aboard receive, and what is divided?",
  provisions: [P("7.7"), P("7.8")],
  alternatives: {
    body_part_each:
      "each person who goes by lot has one body part; the whole fee is divided among the ship (2), its skipper (1) and them",
    company_surplus:
      "as in 7.3: the ship's party keeps an agreed price, and any surplus goes to the company on the beach",
    ship_only: "only the piloting ship and its skipper are paid; the others go as a duty",
  },
  note: "7.6 confines what goes before, the agreement on the beach and the company's surplus, to the case 'Wenn eine Person auf das fremde Schiff geht und lootset', so R2 carries 7.3 where the text says it does not reach. 7.8 counts as 6.1 counts, 'einer für seinen Leib und fürs Schif zwei', and the persons who 'müssen' go by lot stand as the helpers aboard of 6.2, each with a part 'für sein Leib'; R3 would leave men sent by lot with nothing while the skipper, sent the same way, is paid for his body.",
});

export const STUCK_AND_LEAKING = defineReadingBySlug({
  name: "stuck_and_leaking",
  question: "Q-B23",
  title: "Does 7.9 require the ship to be both aground and leaking?",
  provisions: [P("7.9")],
  alternatives: {
    both: "aground and leaking, as the text says",
    either: "either is enough: a ship aground or leaking is salvaged, not piloted",
  },
  note: "7.9 asks that the ship be found 'nicht mehr in freier Fahrt auf dem strom begriffen ist, sondern irgend festsitzt und leck ist': two conditions joined by 'und', which R2 reads as 'oder'. A ship aground but tight is not the ship 'noch in freier Fahrt' of 7.1 either; the text does not say what its money is, and sealaw reports that case as not covered rather than filling it.",
});

export const RULER_FORFEIT_EFFECT = defineReadingBySlug({
  name: "ruler_forfeit_effect",
  question: "Q-B24",
  title:
    "What follows when the Vogt finds that the ship 'has fallen into the hands of the territorial authority' (7.9)?",
  provisions: [P("7.9")],
  alternatives: {
    no_effect_on_shares: "nothing for the shares: the money is still salvage money shared under §6",
    ruler_decides: "the islanders' salvage money then depends on what the ruler's officials allow (an input)",
  },
  note: "The Vogt inspects 'ob es in der hohen Landes Obrigkeit Hände verfallen sei oder nicht', and the sentence goes straight on: it 'kann kein Lootsgeld heißen, sondern Bergegeld, und muß es mit den Parten gehalten werden, wie es zuvor Nr.6 angedeutet ist'. The consequence is the same whichever way he finds; nothing in the words makes the islanders' parts wait on what the ruler allows.",
});

export const ABSENT_OFFICERS = defineReadingBySlug({
  name: "absent_officers",
  question: "Q-B31",
  title: "In 7.4, does a Vogt or pastor who was told but could not come (illness, duty) keep his part?",
  provisions: [P("7.4"), P("7.5")],
  alternatives: {
    no_part: "no part: not present is not present, whatever kept him away",
    keeps_his_part: "he keeps his part: 7.4 takes it only from one who was told and would not go along",
  },
  default: "R2",
  note: "7.4 reads 'Wenn aber der Vogt und der Pastor nicht mit präsent sind, dann haben sie auch keinen Teil am Lootsgelde, nämlich wenn es ihnen angesagt ist und sie wollen nicht mitfahren'. The 'nämlich' narrows the loss to those who were told and 'wollen nicht', would not go; one who could not go is not one who would not. Told and absent with no reason given is 7.4 itself (no part), and whether they were told at all is a fact the case must give.",
});

/** Every reading of borkum-1666 §7, in register order. */
export const PILOTAGE_READINGS: readonly ReadingDef[] = [
  LOWEST_PRICE,
  PILOT_SHARES_SURPLUS,
  COMPANY_MEMBERSHIP,
  SURPLUS_SHORTFALL,
  VOGT_PASTOR_PILOT_SHARE,
  TOWER_CONDITION,
  SHIP_PILOTAGE_SHARES,
  STUCK_AND_LEAKING,
  RULER_FORFEIT_EFFECT,
  ABSENT_OFFICERS,
];

/** The names the §7 rules may ask for; a typo is a compile error, not a runtime one. */
export type PilotageReading =
  | "lowest_price"
  | "pilot_shares_surplus"
  | "company_membership"
  | "surplus_shortfall"
  | "vogt_pastor_pilot_share"
  | "tower_condition"
  | "ship_pilotage_shares"
  | "stuck_and_leaking"
  | "ruler_forfeit_effect"
  | "absent_officers";
