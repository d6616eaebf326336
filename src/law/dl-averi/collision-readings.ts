/**
 * The readings of collisions, anchors and buoys (dl-averi/6–17): what is shared
 * half and half after a collision under sail (Q-A03) and who pays the halves
 * (Q-A35); what 'gælde skibet skaden' means when the negligent skipper cannot pay
 * (Q-A04); whether a share left to good men or seafaring men has a default
 * (Q-A05) and which damage is shared after a collision from necessity (Q-A33); who
 * may weigh the anchor of a ship that will not give way (Q-A06); and how far the
 * unbuoyed anchor's ship pays (Q-A32) and what is halved when the buoy line broke
 * (Q-A07).
 *
 * Names and codes are the register's in law/RULES.md, which is the authority on
 * what each alternative means.
 */

import { at, defineReadingBySlug, type ReadingDef } from "./kit.js";

export const COLLISION_SHARING: ReadingDef = defineReadingBySlug({
  name: "collision_sharing",
  question: "Q-A03",
  title: "In a collision under sail (dl-averi/6), what is shared half and half?",
  provisions: [at(6)],
  alternatives: {
    ships_damage:
      "both ships' damage, pooled: the damage to both ships (hull and gear) is added up and each side bears half",
    ships_and_cargo: "ships and cargo, pooled: as R1, with the damage to the cargo in both ships added",
  },
  note: "Default R1. 'Komme tvende skibe sejlende … men fange begge skade … og da gælde begge skipperne skaden, halv om halv': the sentence is about the two ships, which 'fange begge skade', and 'skaden' takes up that damage: the damage the two ships took, added together and halved. The cargo is not named, and the chapter names it where it means it ('købmands godset', dl-averi/8; 'købmandsgods undtaget', dl-averi/17). R2 pools the cargo's damage too, as a later law of collision would; the words do not reach it. What happens if the oath is not sworn, and how many of the crew must swear, are not stated.",
});

export const SHIP_ANSWERS: ReadingDef = defineReadingBySlug({
  name: "ship_answers",
  question: "Q-A04",
  title: "If the negligent skipper cannot pay, 'gælde skibet skaden' (dl-averi/7): what does that mean?",
  provisions: [at(7)],
  alternatives: {
    ship_value: "the ship's value answers: the rest of the damage is charged on the ship, not on the owners personally",
    owners: "the owners answer: the shipowners are liable for the rest",
  },
  note: "'Er han ikke formuendes at betale, da gælde skibet skaden': the text names the ship, not its owners, as what pays the rest; the ship answers with its value, and no personal debt of the owners is written into the sentence.",
});

export const ASSESSED_SPLIT: ReadingDef = defineReadingBySlug({
  name: "assessed_split",
  question: "Q-A05",
  title: "Where the damage is to be shared 'as good men think fair' (dl-averi/10, /11, /13), is there a default share?",
  provisions: [at(10), at(11), at(13)],
  alternatives: {
    assessment_required:
      "no default: the proportions are an input from the assessors, and nothing is owed until they give them",
    halves_unless_assessed: "equal halves unless assessed otherwise, as in dl-averi/6 and the older law",
  },
  note: "Default R1. The three provisions commit the measure to men of judgment: the damage 'skal den bedres af begge skibene efter gode mænds tykke, som skelligt kan være' (10), is 'besigtes af søfarende mænd, og betales af begge skibene efter deres gode tykke og forstand' (11), and tov and anker are 'regnes og betales … efter søfarne mænds sigelse' (13). Where the chapter means halves it says 'halv om halv' (6, 17); here it does not, and an equal split would put a figure where the text puts a judgment. So nothing is owed until the assessors give their proportions. R2 borrows the halves of dl-averi/6. Under R2 with several ships slipping their anchors (dl-averi/13), each lost cable and anchor is borne half by the drifting ship and half by the ship that slipped it.",
});

export const ANCHOR_SELF_HELP: ReadingDef = defineReadingBySlug({
  name: "anchor_self_help",
  question: "Q-A06",
  title: "'skal han selv det må gøre' (dl-averi/14): who may weigh the anchor if the other refuses?",
  provisions: [at(14)],
  alternatives: {
    asking_skipper: "the asking skipper: he may weigh the other ship's anchor himself",
    refusing_skipper: "the one who refused: the one who could give way must do it himself",
  },
  note: "Default R1. 'og dersom han det ej vil gøre, skal han selv det må gøre': 'må' gives leave, and leave is given to the one who asked, since the one who refused needs none to weigh his own anchor and a duty laid on him would need no 'må'. The next provision bears this out: 'Men forbyder den anden det, eller der udi gør forhindring' (dl-averi/15) — the other can forbid or hinder only what the asking skipper does himself. The Hamburg statutes of 1603 have a like rule in clear words, under which the one who asked may weigh the other's anchor with his own crew (background).",
});

export const BUOY_HALVES: ReadingDef = defineReadingBySlug({
  name: "buoy_halves",
  question: "Q-A07",
  title:
    "Under the buoy exception (dl-averi/17), what is split half and half, and what does 'købmandsgods undtaget' exclude?",
  provisions: [at(17)],
  alternatives: {
    ship_damage_only:
      "ship damage only: only the damage to the ship (hull and gear) is shared; cargo damage is outside the rule and lies where it falls",
    cargo_does_not_contribute:
      "cargo does not contribute: all damage, cargo included, is shared, but only by the two ships",
  },
  note: "Default R1. 'og da gælde både skibene skaden, halv om halv, købmandsgods undtaget': the payers are already named, 'både skibene', so 'købmandsgods undtaget' does not excuse the goods from paying, which they were not asked to do; it takes the merchants' goods out of 'skaden', the damage shared. The goods' damage is then outside the halves and lies where it falls. R2 reads 'undtaget' as freeing the goods from contributing while their damage is still shared by the two ships. The base rule dl-averi/16 has its own scope question (Q-A32).",
});

export const UNBUOYED_DAMAGE_SCOPE: ReadingDef = defineReadingBySlug({
  name: "unbuoyed_damage_scope",
  question: "Q-A32",
  title: "Under dl-averi/16, does 'den andens skade altsammen' include damage to the cargo in the damaged ship?",
  provisions: [at(16)],
  alternatives: {
    cargo_included:
      "all the damage, cargo included: the ship without a buoy pays all the loss caused, to the damaged ship and to the cargo in her",
    ship_only: "the ship's damage only: the other ship's own damage (hull and gear); cargo damage lies where it falls",
  },
  note: "Default R1. 'da skal det skib, som ingen boje har, betale den andens skade altsammen': the other's damage 'altsammen', all of it, and the damage a ship suffers at anchor includes the goods in her. The exception in dl-averi/17 carves out 'købmandsgods' (merchants' goods), which shows that cargo is otherwise within the reckoning. R2 keeps to the ship's own hull and gear, which 'altsammen' does not suggest.",
});

export const NECESSITY_DAMAGE_POOL: ReadingDef = defineReadingBySlug({
  name: "necessity_damage_pool",
  question: "Q-A33",
  title:
    "In dl-averi/10 (damage from necessity), is only the damage to the ship lying still shared, or both ships' damage?",
  provisions: [at(10)],
  alternatives: {
    ship_lying_still:
      "the damage to the ship lying still, as in dl-averi/7; the sailing ship bears its own damage, as in dl-averi/9",
    both_ships_pooled: "both ships' damage, pooled, and shared as good men think fair, as in dl-averi/6 and /11",
  },
  note: "'Men sker skaden af nøds sag' continues dl-averi/7–9, where 'skaden' is the damage done to the ship lying at anchor or moored, and dl-averi/9 leaves the sailing ship's own damage to itself ('da have skade for hjemgæld'); necessity changes who bears that damage ('bedres af begge skibene'), not which damage is meant.",
});

export const COLLISION_PAYER: ReadingDef = defineReadingBySlug({
  name: "collision_payer",
  question: "Q-A35",
  title: "In dl-averi/6, who pays the half shares: the ships or the skippers personally?",
  provisions: [at(6)],
  alternatives: {
    ships: "the ships: 'begge skipperne' stands for the two ships they command; each ship (its owners) bears half",
    skippers:
      "the skippers personally, as the words say: each skipper answers for half out of his own means, and the owners' damage is made good out of what the skippers pay",
  },
  note: "Default R1. 'og da gælde begge skipperne skaden, halv om halv': the skippers are named as those who swear 'med deres folk' for their ships, and who answer for them. Where the text means the skipper's own money it says so, and then turns to the ship: 'betale al skaden af sine egne penge … Er han ikke formuendes at betale, da gælde skibet skaden' (dl-averi/7). dl-averi/6 has no such words, so the skipper answers for his ship. The amounts are the same under both readings; only the party who pays changes.",
});

/** The readings of dl-averi/6–17, in register order. */
export const COLLISION_READINGS: readonly ReadingDef[] = [
  COLLISION_SHARING,
  SHIP_ANSWERS,
  ASSESSED_SPLIT,
  ANCHOR_SELF_HELP,
  BUOY_HALVES,
  UNBUOYED_DAMAGE_SCOPE,
  NECESSITY_DAMAGE_POOL,
  COLLISION_PAYER,
];
