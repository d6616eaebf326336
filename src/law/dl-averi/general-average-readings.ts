/**
 * The readings of general average and the other shared losses of dl-averi/20–41:
 * whose view of the crew decides (Q-A09), how the ship is valued (Q-A10), what
 * enters the contributing mass (Q-A11, Q-A12, Q-A13, Q-A14, Q-A36), which jettisoned
 * goods count (Q-A15), how bulk goods taken by pirates are shared (Q-A16, Q-A17),
 * a theft in harbour (Q-A18), lighterage (Q-A19, Q-A20), the costs on the goods
 * after a grounding (Q-A21), whether freight bears defence costs and a ransom
 * (Q-A30), the charterer's silence on the ship's valuation (Q-A31), and how a
 * deliberate running ashore stands to dl-vrag/22 (Q-V15).
 *
 * Names and codes are the register's in law/RULES.md, which is the authority on
 * what each alternative means. Q-V15 is also a reading of dl-vrag; the reading set
 * of one statute is its own, so it is defined here too, with the same name,
 * question and alternatives.
 */

import { at, defineReadingBySlug, type ReadingDef, STRANDING_VS_BEACHING } from "./kit.js";

export const CREW_MAJORITY: ReadingDef = defineReadingBySlug({
  name: "crew_majority",
  question: "Q-A09",
  title: "'de fleste og bedste af skibsfolkenes mening' (dl-averi/21): whose view decides?",
  provisions: [at(21)],
  alternatives: {
    majority_of_crew: "a majority of the crew, the best men's views carrying weight",
    majority_of_best_men: "the majority among the officers and most experienced men",
  },
  note: "Default R1. 'da skal han følge de fleste og bedste af skibsfolkenes mening': 'de fleste' is a count over the crew ('skibsfolkene'), and 'og bedste' adds weight to the best men within that count rather than making them a body of their own; R2 reads 'og' as narrowing the crew to the best men, which the words do not say. The crew who back the measure are the same 'skibsfolk' who must 'ved ed forklare' ashore that it was done to save life, ship and goods. Where the merchant refused and the crew did not back the measure and no oath was sworn, sealaw does not draw up the average but asks a court (facts.emergency.average_allowed).",
});

export const SHIP_VALUATION: ReadingDef = defineReadingBySlug({
  name: "ship_valuation",
  question: "Q-A10",
  title: "How is the ship valued for the average (dl-averi/23, /25)?",
  provisions: [at(23), at(25)],
  alternatives: {
    skippers_value_as_is:
      "the value the skipper puts on the ship 'as if he would keep it', its state after the casualty, unless the charterer takes it over at that value within 24 hours",
    skippers_value_plus_sacrifice:
      "as R1, plus the value of the ship's own sacrificed parts (mast, cable), which are being made good",
  },
  note: "Default R1. 'skal skipperen sætte skibet på penge, ligesom han det selv ville beholde': the value is what the skipper would keep her for, as she is; the charterer's right to take her at that value ('om han det derfor vil antage') is the check on it, and works only if the figure is the ship as she lies. R2 adds the parts cut away that are being made good, which dl-averi/25 ('skaden deles både på det hele skib') may suggest but dl-averi/23 does not say. The valuation belongs to the jettison sentence: without a jettison, a cut or a running ashore no valuation is called for.",
});

export const GA_JETTISONED_CONTRIBUTE: ReadingDef = defineReadingBySlug({
  name: "ga_jettisoned_contribute",
  question: "Q-A11",
  title: "Does the value of the jettisoned goods enter the contributing mass (dl-averi/25)?",
  provisions: [at(25)],
  alternatives: {
    no_literal:
      "no (literal): the loss is spread over the whole ship, the kept goods and the freight only; the owner of jettisoned goods is paid in full and contributes nothing",
    yes: "yes: the jettisoned goods' value, being made good, also contributes, so every interest bears the same rate",
  },
  note: "Default R1. 'så at skaden deles både på det hele skib, så og på alt det beholdt gods så vel som på fragten': the mass names the goods kept ('det beholdt gods'), not the goods thrown; for the freight alone the text reaches the thrown goods too ('både det beholdte så og det udkastede'), which shows it names the thrown goods where it means them. R2 is the later practice of equal rates.",
});

export const GA_FREIGHT_BASIS: ReadingDef = defineReadingBySlug({
  name: "ga_freight_basis",
  question: "Q-A12",
  title: "How does the freight enter the contributing mass (dl-averi/25)?",
  provisions: [at(25)],
  alternatives: {
    gross_freight_all_goods:
      "the full freight on all goods loaded, kept and jettisoned, contributed by the party who earns it (the ship's owners)",
    freight_on_kept_goods: "only the freight actually earned on the goods that arrive",
  },
  note: "Default R1. 'på fragten, som skulle gives af alt det indskibede gods, både det beholdte så og det udkastede': the freight on all goods shipped, kept and thrown, in so many words; R2 (freight on goods kept only) goes against 'alt det indskibede gods'.",
});

export const FREIGHT_ON_JETTISONED: ReadingDef = defineReadingBySlug({
  name: "freight_on_jettisoned",
  question: "Q-A13",
  title: "Is freight on jettisoned goods still payable to the skipper (dl-averi/25)?",
  provisions: [at(25)],
  alternatives: {
    still_payable:
      "yes: it is counted in the mass as freight 'to be paid' on jettisoned goods; the shipper owes it and is compensated through the average for the goods",
    lost_freight_is_loss: "no: the freight on jettisoned goods is lost and made good in the average",
  },
  note: "Default R1. 'fragten, som skulle gives af alt det indskibede gods, både det beholdte så og det udkastede': the freight on the goods thrown is freight that 'skulle gives', is to be paid; the text counts it in the mass, not among the losses. R2 treats it as lost and made good, which the text does not say.",
});

export const PORTAGE_BOTTOMRY: ReadingDef = defineReadingBySlug({
  name: "portage_bottomry",
  question: "Q-A14",
  title: "Portage and bottomry in the average (dl-averi/27)",
  provisions: [at(27)],
  alternatives: {
    neither_contributes_nor_compensated:
      "the crew's portage goods are left out on both sides; bottomry money does not contribute, and the ship contributes on its full value",
    not_contributing_but_compensated: "portage lost in a jettison is made good; bottomry money does not contribute",
  },
  note: "Default R1. 'Skibsfolkenes føring skal ikke her udi beregnes, ej heller nogen havari gives af bodmeri-penge': the crew's portage is not reckoned at all ('ikke … beregnes'), neither as contributing nor as made good, and no average is given out of bottomry money. R2 makes good portage lost in a jettison, which 'skal ikke her udi beregnes' does not allow.",
});

export const BILLS_OF_LADING: ReadingDef = defineReadingBySlug({
  name: "bills_of_lading",
  question: "Q-A15",
  title: "Must the skipper have both bills of lading and freight letters for jettisoned goods to count (dl-averi/28)?",
  provisions: [at(28)],
  alternatives: {
    either_document: "goods covered by either document count",
    both_documents: "both documents are needed",
  },
  note: "Default R1. 'alene anses, så vidt skipperen har konnossementer og fragtbreve på': the plural nouns joined by 'og' name the skipper's papers as a class; the point of the rule is that goods without papers do not count unless 'mere og andet gods' is proved. R2 demands both papers for each parcel, which the words allow but do not require.",
});

export const STYRTEGODS: ReadingDef = defineReadingBySlug({
  name: "styrtegods",
  question: "Q-A16",
  title: "What is 'styrtegods', and how is a loss of it shared (dl-averi/33, /44)?",
  provisions: [at(33), at(44)],
  alternatives: {
    mixed_bulk_by_quantity:
      "goods poured loose into the hold (grain, salt and the like) with several owners' lots mixed; the loss is shared by quantity among the bulk owners",
    mixed_bulk_by_value: "as R1, shared by value",
    any_loose_goods: "any unpacked goods, mixed or not",
  },
  note: "Default R1. 'styrtegods, som er styrtet tilsammen': goods poured together, of several owners, so that nobody can tell whose were taken; 'betales det igen af det andet styrtegods' then lays the loss on the rest of that heap, and only on it: sealaw shares within the heap the goods were poured into and never adds goods of different measures. The sharing in kind ('betales det igen af det andet styrtegods') is by quantity; R2 (by value) gives the same result for goods of one kind and price. R3 drops 'som er styrtet tilsammen', which the text states.",
});

export const THI_DET: ReadingDef = defineReadingBySlug({
  name: "thi_det",
  question: "Q-A17",
  title: "In 'Thi det står sin egen eventyr' (dl-averi/33), what is 'det'?",
  provisions: [at(33)],
  alternatives: {
    the_ship: "the ship: it bears its own risk, so it contributes nothing to the bulk loss",
    the_bulk_goods: "the bulk goods: the bulk cargo, as a body, bears its own risk",
  },
  note: "Default R1. 'og skal skibet intet give dertil. Thi det står sin egen eventyr': the sentence gives the reason for the clause just before it, and the nearest neuter noun is 'skibet'; the next provision uses the same phrase for the goods in packs ('står sin egen eventyr'), contrasting them with the bulk goods that share. R2 reads 'det' as the bulk goods, which changes the reason only, not the shares.",
});

export const SPECIAL_REASON: ReadingDef = defineReadingBySlug({
  name: "special_reason",
  question: "Q-A18",
  title: "What is a 'sær årsag' that makes a harbour robbery common loss (dl-averi/36)?",
  provisions: [at(36)],
  alternatives: {
    assessment: "an input: a court or assessors decide",
  },
  note: "Only reading. 'med mindre dertil kunne være nogen sær årsag, som alle interesserede i skib og gods til betalingen pro kvota kunne forbinde': the text names no such cause and says only that one 'kunne' bind all; whether one does is for a court.",
});

export const LIGHTERAGE_SPLIT: ReadingDef = defineReadingBySlug({
  name: "lighterage_split",
  question: "Q-A19",
  title: "How are lighter hire and lighterage shared between ship and goods (dl-averi/38)?",
  provisions: [at(38)],
  alternatives: {
    pro_rata_of_values: "in proportion to the values of ship and goods, like average",
    half_and_half: "equally between ship and goods",
    local_custom: "as the custom of the port",
  },
  note: "Default R1. 'Den fragt og prampenge skal skib og gods betale': ship and goods pay, and where this chapter lays a cost on ship and goods together it shares it by value: 'som anden havari' (32, 37) and 'hver udi skaden efter sin anpart' (32), as the costs on the goods after a grounding are reckoned 'hver efter sin anpart' (41). R2 (half and half) and R3 (custom) read in a measure the words do not give.",
});

export const LIGHTER_LOSS_MASS: ReadingDef = defineReadingBySlug({
  name: "lighter_loss_mass",
  question: "Q-A20",
  title: "When goods are lost in the lighters (dl-averi/39), does the owner of the lost goods contribute?",
  provisions: [at(39)],
  alternatives: {
    no: "no: the loss goes over the ship and the goods that are saved",
    yes: "yes: the lost goods' value also contributes",
  },
  note: "Default R1. 'da skal den skade gå over skib og gods, som beholdt er': the loss goes over ship and the goods that are kept, and the goods lost are not kept; R2 brings them in, against 'som beholdt er'.",
});

export const GOODS_COST_BASIS: ReadingDef = defineReadingBySlug({
  name: "goods_cost_basis",
  question: "Q-A21",
  title: "Costs on the goods after grounding (dl-averi/41): each owner's share measured by?",
  provisions: [at(41)],
  alternatives: {
    value: "in proportion to the value of each owner's goods",
    quantity: "in proportion to quantity or weight lightered",
  },
  note: "Default R1. 'den regnes overalt godset hver efter sin anpart': each by his 'anpart', the word dl-averi/32 uses for a share in an average reckoned by value; R2 (quantity lightered) reads it as a share of the lading.",
});

export const RANSOM_MASS: ReadingDef = defineReadingBySlug({
  name: "ransom_mass",
  question: "Q-A30",
  title: "In the defence costs (dl-averi/35) and ransom (dl-averi/37), does freight contribute?",
  provisions: [at(35), at(37)],
  alternatives: {
    no: "no: only ship and goods are named",
    yes: "yes: 'like other average' brings in the freight as in dl-averi/25 and /32",
  },
  note: "Default R1. dl-averi/35 'gå over skib og gods' and dl-averi/37 'det går over skib og gods som anden havari': ship and goods are named, and freight is not, where dl-averi/32 names it ('betales af skib, gods og fragt'). 'som anden havari' says how it is shared, not over what; R2 reads it as bringing in the freight.",
});

export const VALUATION_OPTION_LAPSE: ReadingDef = defineReadingBySlug({
  name: "valuation_option_lapse",
  question: "Q-A31",
  title:
    "What follows if the charterer does not declare within 24 hours whether he takes the ship at the skipper's valuation (dl-averi/23), and from when do the 24 hours run?",
  provisions: [at(23)],
  alternatives: {
    option_lapses_valuation_stands:
      "the option lapses and the skipper's valuation stands; the 24 hours run from when the valuation is made known to the charterer",
    not_stated: "the text gives no consequence; an input",
  },
  note: "Default R1. 'og råder da befragteren, om han det derfor vil antage, eller lade skipperen det beholde, hvorpå dog befragteren skal inden fire og tyve timers forløb sig erklære': the charterer's choice is a check on the skipper's figure, and 'dog … skal' limits it to 24 hours; past them he has no choice left, and the figure he did not challenge stands. The 24 hours run from when he knows the figure ('hvorpå': on the valuation), and no other moment stands in for it: when the case does not give it, it is asked for. The valuation and the option belong to the jettison sentence: a lighter bill, a ransom, a defence or a theft in harbour opens no option. R2 reads the silence as no consequence at all.",
});

export const COMMON_SAFETY_EXPENSE: ReadingDef = defineReadingBySlug({
  name: "common_safety_expense",
  question: "Q-S10",
  title:
    "Which provision, if any, covers money laid out for the common safety in the distress of dl-averi/20 (a tug, a port of refuge, a salvor's bill), which the 1683 text does not list?",
  provisions: [at(20), at(25), at(35), at(37)],
  alternatives: {
    general_average_of_25:
      "dl-averi/25: it is part of the damage done in the event of dl-averi/20, charged to ship, goods kept and freight in the general average, and made good to whoever laid it out",
    not_average:
      "none: the text lists its own items of average (25–41), and an expense outside them lies on whoever laid it out",
  },
  note: "Default R1. dl-averi/25 charges to all interested 'al den skade, som skib og gods i bemeldte tilfælde, eller ved kastningen, eller afhuggen af mast, eller redskab, er tilføjet': the damage done 'in the said event' is named beside the jettison and the cutting, not within them, and the event is that of dl-averi/20, a ship in storm or other distress where the skipper acts 'på det han kan redde sit liv, skib og gods'. The chapter treats money laid out to save ship and goods as such damage wherever it names it: the costs of a defence 'gå over skib og gods, fordi det er sket for skibs og godses beskærmelse' (35), a ransom proved 'går over skib og gods som anden havari' (37), lighterage is paid by 'skib og gods' (38). A tug, a port of refuge or a salvor's bill paid in the distress to save ship and goods is of that kind. R2 answers that 'skade … tilføjet' is damage done to ship and goods, not money paid out; but the chapter does not keep 'skade' to harm to hull or cargo: the doctor's fees and burial costs of crew hurt are paid 'som anden havari' and each pays 'udi skaden efter sin anpart' (32) — money laid out, called 'skaden'. A bill run up to save ship and goods in the event is a loss the event has brought on them ('i bemeldte tilfælde … er tilføjet') as a cut cable is: the owners are the poorer by it, as by the cable. R2 holds to the list: 'skade … tilføjet' is damage done to ship and goods, not money paid out, and where the text wants money shared it says so item by item (32, 35, 37, 38); an expense it does not name is not average.",
});

export const RECOVERED_GOODS_CONTRIBUTE: ReadingDef = defineReadingBySlug({
  name: "recovered_goods_contribute",
  question: "Q-A36",
  title: "Do jettisoned goods recovered by their owner (dl-averi/31) contribute to the average?",
  provisions: [at(31)],
  alternatives: {
    yes_at_recovered_value:
      "yes, at their recovered value: once recovered they are in the owner's hands like goods kept",
    no: "no: they remain jettisoned goods, which do not contribute under Q-A11 R1; only the damage to them is made good",
  },
  note: "Default R1. 'Skulle og noget af det kastede gods … drive til lands, eller af søen opfiskes, og ejermanden bekommer det, da bør for samme gods … ikke videre havari at regnes, eller godtgøres, end den derpå lidt skade bedrager sig til': once the owner has them back, only the damage is made good, so the goods are in his hands like goods kept and contribute as they do, at their value as recovered. R2 keeps them with the goods thrown. Under Q-A11 R2 (jettisoned goods contribute) the recovered goods contribute in any case; the question is then only at what value.",
});

export { STRANDING_VS_BEACHING };

/** The readings of dl-averi/20–41, in register order. */
export const GENERAL_AVERAGE_READINGS: readonly ReadingDef[] = [
  CREW_MAJORITY,
  SHIP_VALUATION,
  GA_JETTISONED_CONTRIBUTE,
  GA_FREIGHT_BASIS,
  FREIGHT_ON_JETTISONED,
  PORTAGE_BOTTOMRY,
  BILLS_OF_LADING,
  STYRTEGODS,
  THI_DET,
  SPECIAL_REASON,
  LIGHTERAGE_SPLIT,
  LIGHTER_LOSS_MASS,
  GOODS_COST_BASIS,
  RANSOM_MASS,
  VALUATION_OPTION_LAPSE,
  RECOVERED_GOODS_CONTRIBUTE,
  COMMON_SAFETY_EXPENSE,
  STRANDING_VS_BEACHING,
];
