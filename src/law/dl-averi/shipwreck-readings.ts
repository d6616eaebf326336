/**
 * The readings of a shipwreck and of what follows a grounding (dl-averi/1–4,
 * 42–48): how the length of the voyage measures freight and wages after a
 * shipwreck (Q-A01), whether a seaman who will not help salvage must repay what he
 * has drawn (Q-A02), whose testimony the skipper needs to prove a misfortune
 * (Q-A22), and over which goods the loss of spoiled bulk goods goes (Q-A34).
 *
 * What 'styrtegods' is and whether its loss is shared by quantity or by value
 * (Q-A16) is the general-average kind's reading `styrtegods`: dl-averi/44 asks the
 * same question as dl-averi/33, so the one definition is imported from there and
 * not defined twice.
 *
 * One question is sealaw's own (Q-S07 `wreck_reward_sharing`): dl-averi/1 has
 * the reward paid 'of the merchants' and says nothing of how it is shared among
 * them. In proportion to the value of each merchant's goods saved is the default,
 * as dl-vrag/6 is read (Q-V06 R1); the other alternative leaves the shares to the
 * good men who declare the reward.
 *
 * Names and codes of the Q-A questions are the register's in law/RULES.md, which
 * is the authority on what each alternative means.
 */

import { STYRTEGODS } from "./general-average-readings.js";
import { at, defineReadingBySlug, type ReadingDef } from "./kit.js";

export const VOYAGE_LENGTH: ReadingDef = defineReadingBySlug({
  name: "voyage_length",
  question: "Q-A01",
  title: "'efter som sejladsen er lang til' (dl-averi/2): what measure, and for what?",
  provisions: [at(2)],
  alternatives: {
    pro_rata_freight_and_wages:
      "pro rata itineris: the freight on the goods salvaged and the wages are both in proportion to the part of the voyage completed, as honest men judge",
    pro_rata_wages_only:
      "pro rata, wages only: the wages are so measured; the freight is the agreed freight on the goods saved",
    whole_voyage:
      "the length of the whole voyage: the wages for the whole voyage, and the agreed freight on the goods saved",
  },
  note: "The clause 'efter som sejladsen er lang til, og dannemænd kunne kende ret at være' stands after both debts of dl-averi/2, the charterer's freight 'af det bjergede gods' and the skipper's wages to the seamen, so it measures both; and a measure that honest men must judge is the part of the voyage actually sailed, not an agreed length that needs no judging.",
});

export const REFUSER_ADVANCES: ReadingDef = defineReadingBySlug({
  name: "refuser_advances",
  question: "Q-A02",
  title: "Must a seaman who refuses to salvage pay back what he has already drawn (dl-averi/4)?",
  provisions: [at(4)],
  alternatives: {
    must_repay:
      "yes: he loses his portage and wages together with what he had received, i.e. he must repay the advances",
    forfeits_what_is_owed: "no: he forfeits everything still owed; the advances already drawn are not reclaimed",
  },
  note: "'han skal miste sin føring og hyre med hvis han tilforn har oppebåret': 'med' joins what he had drawn before to what he loses, so the advances are lost with the rest, which can only mean that they are paid back.",
});

export const CREW_PROOF: ReadingDef = defineReadingBySlug({
  name: "crew_proof",
  question: "Q-A22",
  title: "'kan gøre det bevisligt med alt sit skibsfolk' (dl-averi/47): whose testimony is needed?",
  provisions: [at(47)],
  alternatives: {
    whole_crew: "the whole crew: every man of the crew must bear out the proof",
    crew_generally:
      "the crew generally: the crew's testimony, not necessarily every man (taken as: more than half of them)",
  },
  note: "'med alt sit skibsfolk': 'alt' is all his crew, not some of them; the proof clears the skipper of every claim of the merchants, and the words ask that the whole crew bear it out.",
});

export const SPOILED_GOODS_MASS: ReadingDef = defineReadingBySlug({
  name: "spoiled_goods_mass",
  question: "Q-A34",
  title:
    "In dl-averi/44, does the loss of spoiled bulk goods go over all the other salvaged goods or only over the other bulk goods?",
  provisions: [at(44)],
  alternatives: {
    other_bulk_only:
      "the other bulk goods only, as in dl-averi/33; goods in barrels, packs and pieces are each owner's own (dl-averi/45)",
    all_salvaged_goods:
      "all the other salvaged goods: 'det andet gods, som bjerget er' is not limited to bulk goods (shared by value, the only measure common to all goods)",
  },
  note: "Default R1. 'da skal den skade gå over det andet gods, som bjerget er, om det er styrtet og løst gods': the rule is for bulk and loose goods ('om det er styrtet og løst gods'), and the next provision leaves goods in barrels, packs and pieces to their owners, each taking 'sit mærke' and paying what falls to him (dl-averi/45). Goods that bear their own loss do not bear another's: as with bulk goods taken by pirates (dl-averi/33, 'af det andet styrtegods'), the loss goes over the other bulk goods. R2 reads 'det andet gods, som bjerget er' as all the other goods saved. The readings differ only where a cargo is partly bulk and partly in barrels, packs or pieces.",
});

export const WRECK_REWARD_SHARING: ReadingDef = defineReadingBySlug({
  name: "wreck_reward_sharing",
  question: "Q-S07",
  title: "How is the salvage reward of dl-averi/1 shared among the merchants who pay it?",
  provisions: [at(1)],
  alternatives: {
    by_value_saved: "in proportion to the value of each merchant's goods saved",
    by_good_men: "as the good men who declare the reward share it",
  },
  note: "sealaw's own question. 'og annamme af købmændene derfor en redelig bjergeløn efter gode mænds sigelse': the skipper takes the reward of the merchants for ('derfor') saving ship, goods and gear, and 'efter gode mænds sigelse' fixes what a fair reward is, as dl-vrag/6 has the assessors weigh it 'efter lejligheden og godses værd'. It names the merchants as one body of payers and gives no key between them; where this Law shares one charge among the owners of goods it does so by value, 'hver efter sin anpart' (dl-averi/32, 41). The default follows that measure; R2 reads 'efter gode mænds sigelse' as reaching the division between the merchants as well, and then asks for it.",
});

/** The readings this kind defines; `styrtegods` (Q-A16) is the general-average kind's. */
export const SHIPWRECK_READINGS: readonly ReadingDef[] = [
  VOYAGE_LENGTH,
  REFUSER_ADVANCES,
  CREW_PROOF,
  SPOILED_GOODS_MASS,
  WRECK_REWARD_SHARING,
];

/** Every reading the shipwreck rules may consult, the shared one included (for tests and tools). */
export const SHIPWRECK_CONSULTS: readonly ReadingDef[] = [...SHIPWRECK_READINGS, STYRTEGODS];
