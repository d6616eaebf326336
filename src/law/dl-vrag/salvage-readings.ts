/**
 * The readings of Danske Lov 4, 'Om skibbrud og vrag', dl-vrag/1–7 and 20–23:
 * every open question the register in law/RULES.md lists for these provisions
 * (Q-V01–Q-V06, Q-V13–Q-V16), as a switch with its alternatives and the register's
 * default. The labels are short paraphrases of the register; the register is the
 * authority on what each alternative means.
 *
 * Two questions are sealaw's own. Q-S06 `reward_sharing`: dl-vrag/6 has the reward
 * fixed for "those who have salvaged" by the assessors, "efter lejligheden", and
 * gives no key for sharing it among them; the default leaves the division to those
 * assessors, and equal shares per salvor is the alternative. Q-S09 `skipper_salvor`:
 * whether the skipper who helps to salvage shares in the reward (dl-vrag/2, as
 * dl-averi/1 gives it him) or only gives it (dl-vrag/6).
 *
 * Alternatives that cannot be turned into a figure from the facts (Q-V06 R2,
 * Q-V13 R3, Q-S06 R2 until the case gives the assessors' division) are never given
 * an invented number: the rules in salvage.ts ask for an assessment instead, naming
 * who makes it and on what basis.
 *
 * Each note gives the argument for the default from the Danish words.
 */

import { defineReadingBySlug, type ReadingDef, STRANDING_VS_BEACHING } from "./kit.js";

const V = (n: number): string => `dl-vrag/${n}`;

export const BLIVE_LOST = defineReadingBySlug({
  name: "blive_lost",
  question: "Q-V01",
  title: "'Bliver skib med gods ...' / 'Bliver et skib': is a total loss required?",
  provisions: [V(1), V(20)],
  alternatives: {
    lost_or_wrecked: "'blive' in the old sense 'perish, be lost': a wreck, whether or not the hull is a total loss",
    total_loss_only: "only where the ship is wholly lost",
  },
  note: "'Bliver skib med gods formedelst storm, eller anden ulykke' (dl-vrag/1) and 'Bliver et skib, og godset bjerges' (dl-vrag/20) use 'blive' with no complement, in the old sense 'perish, come to grief'. The duty that follows is to 'bjerge, og redde skib og gods' — there is a ship still to rescue — so the words cannot ask for a total loss.",
});

export const SKIBSFOLKENE = defineReadingBySlug({
  name: "skibsfolkene",
  question: "Q-V02",
  title: "Who are 'skibsfolkene' bound to salvage (dl-vrag/1)?",
  provisions: [V(1)],
  alternatives: {
    own_crew: "the wrecked ship's own crew, as in dl-averi/1",
    seafarers_at_hand: "any seafaring people at hand, besides the ship's own crew",
  },
  note: "'da skal skibsfolkene være skyldige at hjælpe og bjerge' (dl-vrag/1): 'skibsfolkene', with the article, are the people of the ship just named ('skib med gods'). Others come in only when 'skipperen med sit folk ikke er mægtig at bjerge' (dl-vrag/5), and dl-averi/1 puts the same duty on the skipper 'med skibsfolket'.",
});

export const SKIPPER_PRIORITY = defineReadingBySlug({
  name: "skipper_priority",
  question: "Q-V03",
  title: "Does dl-vrag/3 give the skipper priority over officials and foreshore holders?",
  provisions: [V(3)],
  alternatives: {
    priority: "yes: while the skipper and his helpers will and can salvage, no one may take over",
    permission_only: "no: it only confirms that the skipper may salvage",
  },
  note: "'skal det være skipperen uforment med hans købmænd og andre, som han dertil formå kan, at bjerge, imens de ville og kunne' (dl-vrag/3): 'uforment' (unhindered) and 'imens de ville og kunne' leave the salvage in his hands as long as he will and can; the officials of dl-vrag/5 come in only 'er det så, at skipperen med sit folk ikke er mægtig' and 'om det af dem begæres'.",
});

export const WHAT_IS_LEFT = defineReadingBySlug({
  name: "what_is_left",
  question: "Q-V04",
  title: "What may the skipper sell when he can salvage no more (dl-vrag/4)?",
  provisions: [V(4)],
  alternatives: {
    unsalvaged_remainder: "the goods and wreck still lying there unsalvaged (in effect, the right to salvage them)",
    salvaged_remainder: "what has been salvaged but cannot be taken away",
  },
  note: "'og når de ej kan mere bjerge, da må de sælge, eller afhænde, til hvem de selv ville, hvis gods, eller vrag, som kunne være tilbage' (dl-vrag/4): the sale comes when they can salvage no more, and its object is what 'kunne være tilbage' — what is left lying. What they have salvaged is already in their hands and needs no leave to be sold.",
});

export const COMMON_PEOPLE = defineReadingBySlug({
  name: "common_people",
  question: "Q-V05",
  title: "What must the officials do 'hos den menige mand' (dl-vrag/5)?",
  provisions: [V(5)],
  alternatives: {
    procure: "get the common people of the place to salvage for the shipwrecked man",
    help_alongside: "help in person, together with the common people",
  },
  note: "'at være den skibbruden mand behjælpelige hos den menige mand at hjælpe, redde og bjerge' (dl-vrag/5): the officials are to help the shipwrecked man 'hos den menige mand' — with the common people, whom they command; it is the people of the place who 'hjælpe, redde og bjerge'. The text does not bid the amtmand or the mayor and council salvage in person.",
});

export const REWARD_PAYER = defineReadingBySlug({
  name: "reward_payer",
  question: "Q-V06",
  title: "Who pays the assessed salvage reward: 'skipperen, eller købmanden' (dl-vrag/6)?",
  provisions: [V(6)],
  alternatives: {
    each_for_own_property:
      "the skipper (for the ship's owners) and each merchant, in proportion to the value saved of his own property",
    as_assessors_decide: "as the amtmand and the best men decide",
  },
  default: "R2",
  note: "'amtmanden med de bedste mænd, der udi egnen er … overveje og slutte, hvad skipperen, eller købmanden, skulle give dem til løn' (dl-vrag/6): the object of 'overveje og slutte' is the whole clause 'hvad skipperen, eller købmanden, skulle give' — what the skipper, or the merchant, is to give. The assessors therefore fix what each payer gives, not only the sum; 'eller' names the possible payers without dividing the reward between them, and 'efter lejligheden og godses værd' is the measure the assessors weigh, not a rule of pro rata. A division by value saved (R1) is one thing they may decide; the text does not prescribe it, so sealaw leaves it to them and names it as an assessment. Until the 2026-12 review of the original the default was R1.",
});

export const REASONABLE_FREIGHT = defineReadingBySlug({
  name: "reasonable_freight",
  question: "Q-V13",
  title: "What is 'billig fragt' when the ship is lost but the goods are salvaged (dl-vrag/20)?",
  provisions: [V(20)],
  alternatives: {
    pro_rata_voyage: "the freight agreed in proportion to the part of the voyage done (cf. dl-averi/2)",
    full_freight_on_saved: "the full freight agreed on the goods salvaged",
    assessment: "whatever assessors find fair (cf. dl-averi/43)",
  },
  default: "R3",
  note: "'da skal skipperen deraf have billig fragt' (dl-vrag/20): 'billig' (fair) is a judgement and the text gives no sum or key for it; the chapter on average leaves freight after a loss to 'dannemænd' and 'gode mænd' (dl-averi/2, /43). The default asks for that judgement rather than supplying a proportion.",
});

export const ABANDON_FOR_FREIGHT = defineReadingBySlug({
  name: "abandon_for_freight",
  question: "Q-V14",
  title: "Under dl-vrag/21, may the shipper give up only part of the goods in place of the freight?",
  provisions: [V(21)],
  alternatives: {
    all_or_nothing: "he leaves all his salvaged goods to the skipper, or pays the freight",
    part: "he may leave part of the goods and pay freight on the rest",
  },
  note: "'Dog råder befragteren at lade skipperen beholde godset for fragten' (dl-vrag/21): what he may leave is 'godset' — the goods salvaged — in place of 'fragten', the freight on them. The words offer the one for the other and give no split between them.",
});

export { STRANDING_VS_BEACHING };

export const WAGES_SHORTFALL = defineReadingBySlug({
  name: "wages_shortfall",
  question: "Q-V16",
  title: "If the net salvage does not cover the crew's outstanding wages (dl-vrag/23), what may they claim?",
  provisions: [V(23)],
  alternatives: {
    nothing: "nothing: the words 'intet ... at fordre', taken literally",
    up_to_net_salvage:
      "what the net salvage yields, shared among them in proportion to the wages owed, and nothing beyond",
  },
  note: "'da have de intet af sådan deres hyre at fordre' (dl-vrag/23): 'intet' — nothing of those wages — when the salvage, beyond its other costs, does not cover them. The text makes no proportion of what was salvaged (R2); the literal words are the default.",
});

export const REWARD_SHARING = defineReadingBySlug({
  name: "reward_sharing",
  question: "Q-S06",
  title: "How is the salvage reward shared among those who salvaged (dl-vrag/6, dl-vrag/7)?",
  provisions: [V(2), V(6), V(7)],
  alternatives: {
    equal_per_salvor: "in equal shares, one for each person who helped to salvage",
    by_assessors:
      "as those who fix the reward divide it: the amtmand with the best men (or the mayor and council); a bargained sum as the bargain or the salvors divide it. The case gives the division (salvage_money_shares), or it is asked for",
  },
  default: "R2",
  note: "sealaw's own question. dl-vrag/6 commits the reward to the assessors: they 'overveje og slutte, hvad skipperen, eller købmanden, skulle give dem til løn, som bjerget have, efter lejligheden og godses værd'. The reward of 'dem ... som bjerget have' is theirs to weigh 'efter lejligheden' — by the circumstances, which include who did what in the salvage — and the text gives no key per head. The default therefore takes the division from the assessors and asks for it while they have not made it; equal shares (R1) is a key the text does not give. A bargain (dl-vrag/7) names no one to divide its sum, so there too the division is asked for, not made up.",
});

export const SKIPPER_SALVOR = defineReadingBySlug({
  name: "skipper_salvor",
  question: "Q-S09",
  title: "Does the skipper who helps to salvage share in the salvage reward (dl-vrag/2, /6; cf. dl-averi/1)?",
  provisions: [V(2), V(3), V(6)],
  alternatives: {
    shares_as_helper: "yes: he helped, and dl-vrag/2 bars from the reward only those who do not help",
    gives_not_earns:
      "no: he gives the reward for the ship ('hvad skipperen ... skulle give', dl-vrag/6) and is not paid it",
  },
  note: "sealaw's own question. For R1: dl-vrag/2 bars from the reward only the one who does not help — 'Dog ingen at nyde noget til bjergeløn, uden han hjælper at bjerge' — and in the same sentence names the skipper first among those who salvage ('skal det være skipperen uforment med hans købmænd og andre ... at bjerge'); the same Law gives the shipwrecked skipper who salvages with his crew 'en redelig bjergeløn' of the merchants (dl-averi/1), so on the same facts the two chapters agree. For R2: dl-vrag/6 has the assessors fix 'hvad skipperen, eller købmanden, skulle give dem til løn, som bjerget have': the skipper is named among those who give, and 'dem ... som bjerget have' are set over against him. The default is R1: dl-vrag/6 speaks of the salvage by the common people of dl-vrag/5, which the skipper could not manage, and says who pays, not who is barred; the only bar the chapter states is dl-vrag/2's. A merchant who helps is another question (Q-S11): the Law never has the reward paid to him, and dl-averi/1 has it paid 'af købmændene'. Under R1 a skipper who also gives for the ship (Q-V06 R1) is both a payer and a sharer, and the two are shown apart.",
});

export const OWNER_SALVOR = defineReadingBySlug({
  name: "owner_salvor",
  question: "Q-S11",
  title:
    "Does a merchant whose goods are saved (or another owner of what is saved) share in the salvage reward when he helps to salvage (dl-vrag/2, /3, /6)?",
  provisions: [V(2), V(3), V(6)],
  alternatives: {
    gives_not_earns:
      "no: he gives the reward for his own ('hvad skipperen, eller købmanden, skulle give', dl-vrag/6) and is not paid it",
    shares_as_helper:
      "yes: he helped, dl-vrag/2 bars from the reward only those who do not help, and dl-vrag/3 names the merchants among those who salvage",
  },
  note: "sealaw's own question: the text states no bar on a merchant who salvages, so that he is not paid is a reading, not a rule of the text. For R2: 'Dog ingen at nyde noget til bjergeløn, uden han hjælper at bjerge' (dl-vrag/2) bars only the one who does not help, and the same sentence goes on 'skal det være skipperen uforment med hans købmænd og andre, som han dertil formå kan, at bjerge'; a merchant who helped is of those who salvage. For R1, the default: 'uden han hjælper' is a condition every salvor must meet, not a grant to everyone who meets it, and wherever the Law says who pays the reward it names the merchant: the assessors fix 'hvad skipperen, eller købmanden, skulle give dem til løn, som bjerget have' (dl-vrag/6), and the shipwrecked skipper salvages and is to 'annamme af købmændene derfor en redelig bjergeløn' (dl-averi/1). The merchant stands on the side that gives, over against 'dem … som bjerget have', and 'uforment' in dl-vrag/3 lets him save his own unhindered rather than paying him for it. The skipper is otherwise placed (Q-S09): dl-averi/1 has him take the reward. The same goes for an owner of the ship who is not her skipper: the skipper gives for the ship, and the owners through him.",
});

export const VRAG_SALVAGE_READINGS: readonly ReadingDef[] = [
  BLIVE_LOST,
  SKIBSFOLKENE,
  SKIPPER_PRIORITY,
  WHAT_IS_LEFT,
  COMMON_PEOPLE,
  REWARD_PAYER,
  REASONABLE_FREIGHT,
  ABANDON_FOR_FREIGHT,
  STRANDING_VS_BEACHING,
  WAGES_SHORTFALL,
  REWARD_SHARING,
  SKIPPER_SALVOR,
  OWNER_SALVOR,
];
