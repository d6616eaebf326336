/**
 * The questions of the case format's fields as messages. A field's question is the
 * case format's own (its `question`, else words made of its description and name,
 * phrase.ts; an id's question names what it is the id of), and so is what each of
 * its values means: data of the format, in English, in src/cases/kinds. Every field
 * of every kind of every statute is given an id here, by statute, kind and the
 * field's place in the facts ("dl-vrag/wreck/items[].damaged"), and each value's
 * meaning by the field's id and the value ("…/where=roadstead"), so that the
 * catalogues can say them in German and Danish.
 *
 * The tables are written out from the schemas (scripts/field-questions.ts prints
 * them; src/questions/fields.test.ts holds them to the schemas). A field's words are
 * said through its message only while they are the words kept here: a field whose
 * English has changed since stays English until its entry, and the German and
 * Danish for it, are written again.
 */

import { phrases } from "../core/messages.js";

const QUESTIONS: Record<string, string> = {
  "borkum-1666/pilotage/agreed_price": "What price was agreed on the beach?",
  "borkum-1666/pilotage/breaches": "How many breaches of the rules does the case report?",
  "borkum-1666/pilotage/breaches[].person": "Who is said to have broken the rule in {who}?",
  "borkum-1666/pilotage/breaches[].provision": 'Which provision does {who} break, if known (e.g. "borkum-1666/8.2")?',
  "borkum-1666/pilotage/breaches[].what": "What was done in {who}, in words?",
  "borkum-1666/pilotage/date": "On what day did the ship call for a pilot?",
  "borkum-1666/pilotage/lot": "Was a lot cast among the island ships and persons to go?",
  "borkum-1666/pilotage/lot.draw":
    "Is the lot still to be drawn, from a seed, rather than the case saying on whom it fell?",
  "borkum-1666/pilotage/lot.draw.persons": "Which persons are in the lot?",
  "borkum-1666/pilotage/lot.draw.persons_needed": "How many persons does the need require?",
  "borkum-1666/pilotage/lot.draw.seed":
    "From what seed (any text; the same seed always draws the same lot) is the lot to be drawn?",
  "borkum-1666/pilotage/lot.draw.ships": "Which island ships are in the lot?",
  "borkum-1666/pilotage/lot.persons": "Which persons did the lot fall on?",
  "borkum-1666/pilotage/lot.ship": "Which island ship did the lot fall on?",
  "borkum-1666/pilotage/mode":
    "Was one islander to go aboard and pilot her, or must an island ship go out (a whole ship)?",
  "borkum-1666/pilotage/offers": "How many islanders on the beach offered to go, each for his price?",
  "borkum-1666/pilotage/offers[].person": "Who made {who}?",
  "borkum-1666/pilotage/offers[].price": "For what price was {who} made?",
  "borkum-1666/pilotage/people":
    "How many islanders does the case name: those on the beach, those who went, the Vogt and the pastor?",
  "borkum-1666/pilotage/people[].aboard": "Which ship was {who} aboard during the salvage?",
  "borkum-1666/pilotage/people[].carted": "Did {who} help cart the salvaged goods home?",
  "borkum-1666/pilotage/people[].count": "How many like persons does {who} stand for?",
  "borkum-1666/pilotage/people[].farm": "Does {who} hold an old farmstead (Altbauer) or a new one (Neubauer)?",
  "borkum-1666/pilotage/people[].helped": "Did {who} take part in the work of salvaging?",
  "borkum-1666/pilotage/people[].id":
    "What short name (letters, digits, underscores, dots or dashes) shall {who} go by in the case?",
  "borkum-1666/pilotage/people[].in_place_of": "Whose place did {who} take when sent to help?",
  "borkum-1666/pilotage/people[].name": "What name shall the determination call {who} by?",
  "borkum-1666/pilotage/people[].on_beach":
    "Was {who} on the beach, saw the signal, and was there when the islanders agreed who would go?",
  "borkum-1666/pilotage/people[].refused": "Was {who} told, and would not go along?",
  "borkum-1666/pilotage/people[].roles":
    "What is {who}: a householder, a widow, a son, a farmhand, the Vogt, the pastor ... (all that apply)?",
  "borkum-1666/pilotage/people[].son_of": "Whose son is {who}?",
  "borkum-1666/pilotage/people[].told": "Was {who} told of the pilotage?",
  "borkum-1666/pilotage/people[].unable_to_come": "Could {who} not come (illness, duty), rather than would not?",
  "borkum-1666/pilotage/people[].unable_to_work": "Is {who} bodily unable to work?",
  "borkum-1666/pilotage/people[].wagon": "Did {who} help with a wagon of his or her own?",
  "borkum-1666/pilotage/people[].without_means": "Is {who} without means (poor)?",
  "borkum-1666/pilotage/pilot": "Who went as pilot (left out: the one with the lowest offer)?",
  "borkum-1666/pilotage/pilot_money": "How much pilot money does the ship pay (what the pilot bargained from her)?",
  "borkum-1666/pilotage/place":
    "Where did the ship lie when she called for a pilot: at sea, outside the reefs, on them, inside them ...?",
  "borkum-1666/pilotage/ship": "Which ship called for a pilot?",
  "borkum-1666/pilotage/ship.aground": "Was the ship stuck fast (aground) when the islanders came?",
  "borkum-1666/pilotage/ship.id":
    "What short name (letters, digits, underscores, dots or dashes) shall the ship go by in the case?",
  "borkum-1666/pilotage/ship.in_free_passage": "Was the ship afloat and under way on the river, not aground?",
  "borkum-1666/pilotage/ship.leaking": "Was the ship leaking when the islanders came?",
  "borkum-1666/pilotage/ship.name": "What is the name of the ship that called for a pilot?",
  "borkum-1666/pilotage/ship.seen_from_tower": "Did the islanders see the ship from the tower?",
  "borkum-1666/pilotage/ship.signal":
    "How did the ship call for a pilot: a waft (Syauwer) flown, a gun fired, or neither?",
  "borkum-1666/pilotage/ship.unfamiliar": "Was the ship a stranger to these waters?",
  "borkum-1666/pilotage/ships": "How many island ships went out?",
  "borkum-1666/pilotage/ships[].id":
    "What short name (letters, digits, underscores, dots or dashes) shall {who} go by in the case?",
  "borkum-1666/pilotage/ships[].name": "What is the name of {who}?",
  "borkum-1666/pilotage/ships[].owners": "How many owners has {who} (their shares add up to 1)?",
  "borkum-1666/pilotage/ships[].owners[].person": "Who is {who}?",
  "borkum-1666/pilotage/ships[].owners[].share": 'What share of the ship does {who} hold ("1", "1/3")?',
  "borkum-1666/pilotage/ships[].salvaging": "Did {who} go out and salvage (rather than being the wreck)?",
  "borkum-1666/pilotage/ships[].skipper": "Who sailed {who}?",
  "borkum-1666/pilotage/vogt_inspection": "Did the Vogt inspect the ship, found aground and leaking?",
  "borkum-1666/pilotage/vogt_inspection.fallen_to_ruler":
    "Did the Vogt find that the ship has fallen to the territorial ruler?",
  "borkum-1666/pilotage/vogt_inspection.made": "Was the Vogt's inspection made?",
  "borkum-1666/salvage/breaches": "How many breaches of the rules does the case report?",
  "borkum-1666/salvage/breaches[].person": "Who is said to have broken the rule in {who}?",
  "borkum-1666/salvage/breaches[].provision": 'Which provision does {who} break, if known (e.g. "borkum-1666/8.2")?',
  "borkum-1666/salvage/breaches[].what": "What was done in {who}, in words?",
  "borkum-1666/salvage/came_ashore_by_itself":
    "Did the goods come ashore by themselves, not saved with ships (the foot strand, Fuß-strand)?",
  "borkum-1666/salvage/date": "On what day were the goods saved?",
  "borkum-1666/salvage/help_asked":
    "How many did the skipper ask to help him with the salvage (the amtmand, a bailiff, the holder of the foreshore ...)?",
  "borkum-1666/salvage/help_asked[].office":
    "Who is the one asked in {who}: the amtmand, the mayor and council of a town, a bailiff, a strand bailiff, another in command on the shore, the holder of the foreshore, or another?",
  "borkum-1666/salvage/help_asked[].person": "Whom did the skipper ask in {who}?",
  "borkum-1666/salvage/merchant_goods": "Were the goods merchants' goods (cargo), rather than parts of a ship?",
  "borkum-1666/salvage/off_market_town":
    "Did it happen on the shore before a market town (a chartered town with a mayor and council)?",
  "borkum-1666/salvage/people": "How many people may have a share, those who stayed at home included?",
  "borkum-1666/salvage/people[].aboard": "Which ship was {who} aboard during the salvage?",
  "borkum-1666/salvage/people[].carted": "Did {who} help cart the salvaged goods home?",
  "borkum-1666/salvage/people[].count": "How many like persons does {who} stand for?",
  "borkum-1666/salvage/people[].farm": "Does {who} hold an old farmstead (Altbauer) or a new one (Neubauer)?",
  "borkum-1666/salvage/people[].helped": "Did {who} take part in the work of salvaging?",
  "borkum-1666/salvage/people[].id":
    "What short name (letters, digits, underscores, dots or dashes) shall {who} go by in the case?",
  "borkum-1666/salvage/people[].in_place_of": "Whose place did {who} take when sent to help?",
  "borkum-1666/salvage/people[].name": "What name shall the determination call {who} by?",
  "borkum-1666/salvage/people[].on_beach":
    "Was {who} on the beach, saw the signal, and was there when the islanders agreed who would go?",
  "borkum-1666/salvage/people[].refused": "Was {who} told, and would not go along?",
  "borkum-1666/salvage/people[].roles":
    "What is {who}: a householder, a widow, a son, a farmhand, the Vogt, the pastor ... (all that apply)?",
  "borkum-1666/salvage/people[].son_of": "Whose son is {who}?",
  "borkum-1666/salvage/people[].told": "Was {who} told of the pilotage?",
  "borkum-1666/salvage/people[].unable_to_come": "Could {who} not come (illness, duty), rather than would not?",
  "borkum-1666/salvage/people[].unable_to_work": "Is {who} bodily unable to work?",
  "borkum-1666/salvage/people[].wagon": "Did {who} help with a wagon of his or her own?",
  "borkum-1666/salvage/people[].without_means": "Is {who} without means (poor)?",
  "borkum-1666/salvage/place": "Where were the goods saved?",
  "borkum-1666/salvage/salvage_agreement": "Did the skipper strike a bargain with the salvors over the salvage?",
  "borkum-1666/salvage/salvage_agreement.salvors": "Which salvors made the bargain (left out: everyone who helped)?",
  "borkum-1666/salvage/salvage_agreement.share": 'What share of the goods salvaged was agreed to the salvors ("1/3")?',
  "borkum-1666/salvage/salvage_agreement.sum": "What set sum was agreed?",
  "borkum-1666/salvage/salvage_agreement.terms":
    "What were the terms: a set sum paid to the salvors for whatever they could salvage, a share of the goods salvaged, or a set sum the salvors paid the skipper for all they could salvage, to keep it?",
  "borkum-1666/salvage/salvage_costs":
    "What did the salvage cost in all: the salvors' reward, hire of boats and carts, storage and the like?",
  "borkum-1666/salvage/salvage_money":
    "How much salvage money was paid for what was saved (0 while it is still to be fixed)?",
  "borkum-1666/salvage/salvage_money_fixed_by":
    "Who fixed the salvage money: the amtmand with the best men of the district, or the mayor and council of the market town?",
  "borkum-1666/salvage/salvage_money_shares":
    "How did those who fixed the salvage money divide it among the salvors: who had how much?",
  "borkum-1666/salvage/ships": "How many ships took part: those that went out to salvage, and any that came to grief?",
  "borkum-1666/salvage/ships[].id":
    "What short name (letters, digits, underscores, dots or dashes) shall {who} go by in the case?",
  "borkum-1666/salvage/ships[].name": "What is the name of {who}?",
  "borkum-1666/salvage/ships[].owners": "How many owners has {who} (their shares add up to 1)?",
  "borkum-1666/salvage/ships[].owners[].person": "Who is {who}?",
  "borkum-1666/salvage/ships[].owners[].share": 'What share of the ship does {who} hold ("1", "1/3")?',
  "borkum-1666/salvage/ships[].salvaging": "Did {who} go out and salvage (rather than being the wreck)?",
  "borkum-1666/salvage/ships[].skipper": "Who sailed {who}?",
  "borkum-1666/salvage/shipwreck": "Were the goods saved from a ship that came to grief with her people aboard?",
  "borkum-1666/salvage/shipwreck.cargo": "How many merchants' lots of goods were saved from the ship?",
  "borkum-1666/salvage/shipwreck.cargo[].freight": "What freight was agreed for carrying {who} the whole voyage?",
  "borkum-1666/salvage/shipwreck.cargo[].left_to_skipper":
    "Has the shipper chosen to let the skipper keep {who} instead of paying its freight?",
  "borkum-1666/salvage/shipwreck.cargo[].owner": "Which merchant owns {who}?",
  "borkum-1666/salvage/shipwreck.cargo[].shipper": "Who shipped {who} and owes its freight, if not its owner?",
  "borkum-1666/salvage/shipwreck.cargo[].value_saved": "What is {who} worth as saved, or what did it fetch when sold?",
  "borkum-1666/salvage/shipwreck.cargo[].what": "What goods are in {who}, in words?",
  "borkum-1666/salvage/shipwreck.cause":
    "What wrecked her: a storm, or another misfortune (fire, a leak, running aground in fog ...)?",
  "borkum-1666/salvage/shipwreck.could_salvage_no_more":
    "Could the skipper and those helping him salvage no more, so that goods or wreck were left over?",
  "borkum-1666/salvage/shipwreck.crew": "Who were the ship's people, besides the skipper?",
  "borkum-1666/salvage/shipwreck.how":
    "How did she end: driven ashore against her crew's will, run ashore on purpose to save ship and goods, sunk, or otherwise?",
  "borkum-1666/salvage/shipwreck.seafarers_at_hand": "Which other seafaring people, not of her crew, were at hand?",
  "borkum-1666/salvage/shipwreck.ship": "Which ship came to grief?",
  "borkum-1666/salvage/shipwreck.ship_value_saved":
    "What is the part of the ship that was saved (hull, rigging, gear) worth, or what did it fetch when sold?",
  "borkum-1666/salvage/shipwreck.skipper_could_not_manage":
    "Was the skipper with his own people unable to salvage ship and goods by themselves?",
  "borkum-1666/salvage/shipwreck.voyage_done":
    'How much of the voyage was done when the ship was lost, as a fraction ("1/2", "2/3")?',
  "borkum-1666/salvage/shipwreck.wages_owed": "How many of the crew were still owed wages when the ship was lost?",
  "borkum-1666/salvage/shipwreck.wages_owed[].amount": "How much is {who}, still owed for the voyage?",
  "borkum-1666/salvage/shipwreck.wages_owed[].person": "Which seaman is owed {who}?",
  "borkum-1666/salvage/shipwreck.wholly_lost": "Is the ship wholly lost (a total wreck), not only stranded or damaged?",
  "borkum-1666/wreck/as_of": "On what day is the case decided (whether a time limit has run out by then)?",
  "borkum-1666/wreck/breaches": "How many breaches of the rules does the case report?",
  "borkum-1666/wreck/breaches[].person": "Who is said to have broken the rule in {who}?",
  "borkum-1666/wreck/breaches[].provision": 'Which provision does {who} break, if known (e.g. "borkum-1666/8.2")?',
  "borkum-1666/wreck/breaches[].what": "What was done in {who}, in words?",
  "borkum-1666/wreck/claim": "Did anyone come for the wreck, as its owner or as the owner's agent?",
  "borkum-1666/wreck/claim.as": "Did he come as the owner himself, or as the owner's agent (fuldmægtig)?",
  "borkum-1666/wreck/claim.by": "Who came for the wreck?",
  "borkum-1666/wreck/claim.date": "On what day did he come with his proof of ownership?",
  "borkum-1666/wreck/claim.owner": "For which owner does the agent act?",
  "borkum-1666/wreck/claim.proof_sufficient": "Is his proof of ownership sufficient?",
  "borkum-1666/wreck/commons_rights":
    "How many households' rights in the commons (the common land and its use) does the case give?",
  "borkum-1666/wreck/commons_rights[].person": "Which household (or group row of like households) holds {who}?",
  "borkum-1666/wreck/commons_rights[].rights": "How many rights in the commons are {who} (e.g. 2, 1 or 1/2)?",
  "borkum-1666/wreck/date": "On what day was the wreck found?",
  "borkum-1666/wreck/disposition": "Is the wreck to be divided, or put to common use?",
  "borkum-1666/wreck/foreshore": "Whose foreshore does the wreck lie on?",
  "borkum-1666/wreck/foreshore.amtmand":
    "Who is the king's amtmand of the district, if he is one of the people of the case?",
  "borkum-1666/wreck/foreshore.foreshore_right":
    "Does the landowner hold the foreshore right, the right to unclaimed wreck (left out: he does)?",
  "borkum-1666/wreck/foreshore.holder": "Off which landowner's land does the wreck lie?",
  "borkum-1666/wreck/foreshore.of":
    "Is it the king's foreshore, where his amtmand acts, or the foreshore off a landowner's land?",
  "borkum-1666/wreck/items": "How many things were found: a ship, pieces of ships, masts, goods ...?",
  "borkum-1666/wreck/items[].abandoned": "Was {who} found with nobody aboard, left by its crew?",
  "borkum-1666/wreck/items[].can_be_got_off": "Can {who} be got off (refloated)?",
  "borkum-1666/wreck/items[].damaged": "Is {who} damaged by the wreck (broken, spoilt in part)?",
  "borkum-1666/wreck/items[].drifted_ashore": "Did {who} come ashore by drifting?",
  "borkum-1666/wreck/items[].empty": "Was {who} empty, with no cargo aboard?",
  "borkum-1666/wreck/items[].leaking": "Is {who} leaking?",
  "borkum-1666/wreck/items[].name": "By what name is {who} to be called in the determination?",
  "borkum-1666/wreck/items[].piece":
    "How large a piece of a ship is {who}: half a ship, a quarter, another large piece, or a small one?",
  "borkum-1666/wreck/items[].restorable": "Can {who}, damaged or wet, be saved (dried, aired, repacked)?",
  "borkum-1666/wreck/items[].restoring_cost": "What did saving {who} (drying, airing, repacking) cost its keeper?",
  "borkum-1666/wreck/items[].sold_for": "What did {who} fetch when it was sold because it could not be saved?",
  "borkum-1666/wreck/items[].sold_on": "On what day was {who} sold?",
  "borkum-1666/wreck/items[].stuck": "Is {who} stuck fast on the ground?",
  "borkum-1666/wreck/items[].value": "What did {who} fetch, or at what is it valued?",
  "borkum-1666/wreck/items[].wet": "Is {who} wet through with sea water?",
  "borkum-1666/wreck/items[].what":
    "What is {who}: a whole ship, a piece of a ship's hull, a mast, a yard, a topmast, a rudder (Rohr), a boat (Schute), a leeboard (Schwert), a hold beam (Lastbalken), a hofpahl, goods, or another thing?",
  "borkum-1666/wreck/keeping": "Was the wreck salvaged and put in safe keeping?",
  "borkum-1666/wreck/keeping.by": "Who had the wreck salvaged, and keeps it?",
  "borkum-1666/wreck/keeping.cost":
    "What did keeping the salvaged wreck in safe keeping (storage, watch) cost its keeper?",
  "borkum-1666/wreck/keeping.notice": "On what day was public notice of the wreck given, if it was?",
  "borkum-1666/wreck/keeping.register_kept": "Is a clear register kept of what was salvaged?",
  "borkum-1666/wreck/keeping.registered":
    "On what day was the wreck lodged in safe keeping and entered in the register?",
  "borkum-1666/wreck/keeping.salvaged_by": "Who salvaged the wreck for its keeper?",
  "borkum-1666/wreck/living_people": "Was any living person with the wreck when it was found?",
  "borkum-1666/wreck/people": "How many of the community does the case name: households, the Vogt, the pastor?",
  "borkum-1666/wreck/people[].aboard": "Which ship was {who} aboard during the salvage?",
  "borkum-1666/wreck/people[].carted": "Did {who} help cart the salvaged goods home?",
  "borkum-1666/wreck/people[].count": "How many like persons does {who} stand for?",
  "borkum-1666/wreck/people[].farm": "Does {who} hold an old farmstead (Altbauer) or a new one (Neubauer)?",
  "borkum-1666/wreck/people[].helped": "Did {who} take part in the work of salvaging?",
  "borkum-1666/wreck/people[].id":
    "What short name (letters, digits, underscores, dots or dashes) shall {who} go by in the case?",
  "borkum-1666/wreck/people[].in_place_of": "Whose place did {who} take when sent to help?",
  "borkum-1666/wreck/people[].name": "What name shall the determination call {who} by?",
  "borkum-1666/wreck/people[].on_beach":
    "Was {who} on the beach, saw the signal, and was there when the islanders agreed who would go?",
  "borkum-1666/wreck/people[].refused": "Was {who} told, and would not go along?",
  "borkum-1666/wreck/people[].roles":
    "What is {who}: a householder, a widow, a son, a farmhand, the Vogt, the pastor ... (all that apply)?",
  "borkum-1666/wreck/people[].son_of": "Whose son is {who}?",
  "borkum-1666/wreck/people[].told": "Was {who} told of the pilotage?",
  "borkum-1666/wreck/people[].unable_to_come": "Could {who} not come (illness, duty), rather than would not?",
  "borkum-1666/wreck/people[].unable_to_work": "Is {who} bodily unable to work?",
  "borkum-1666/wreck/people[].wagon": "Did {who} help with a wagon of his or her own?",
  "borkum-1666/wreck/people[].without_means": "Is {who} without means (poor)?",
  "borkum-1666/wreck/place":
    "Where was the wreck found: at sea, outside the reefs, on them, inside them, or on the beach?",
  "borkum-1666/wreck/proceeds":
    "What did the wreck fetch when sold, or what is it worth, to be divided (left out: what its items fetched)?",
  "borkum-1666/wreck/salvage_reward": "Has the salvage reward the owner is to pay been fixed?",
  "borkum-1666/wreck/salvage_reward.amount": "What salvage reward was fixed?",
  "borkum-1666/wreck/salvage_reward.assessed_by": "Who fixed the salvage reward?",
  "dl-averi/carriage/agreed_freight": "What freight was agreed for carrying the goods to the agreed place?",
  "dl-averi/carriage/driven_off": "Did storm or other distress drive the ship into another harbour (dl-averi/50–53)?",
  "dl-averi/carriage/driven_off.cause":
    "What drove her there: storm, or other distress at sea (a leak, ice, an enemy ...)?",
  "dl-averi/carriage/driven_off.date": "On what day did she come in there?",
  "dl-averi/carriage/driven_off.forwarding": "Are, or were, the goods sent on to the agreed market?",
  "dl-averi/carriage/driven_off.forwarding.cost": "What does, or did, sending the goods on cost?",
  "dl-averi/carriage/driven_off.forwarding.delivered": "On what day were the goods delivered at the agreed market?",
  "dl-averi/carriage/driven_off.forwarding.good_ship":
    "Is the other ship a good ship, in which the goods can be kept safe?",
  "dl-averi/carriage/driven_off.forwarding.in":
    "In which ship are, or were, the goods sent on: the skipper's own, or another?",
  "dl-averi/carriage/driven_off.forwarding.ship": "What is the name of the other ship the goods are sent on in?",
  "dl-averi/carriage/driven_off.fraud": "Is a hidden fraud said to lie behind it?",
  "dl-averi/carriage/driven_off.fraud.alleged": "What does the merchant say lay behind it?",
  "dl-averi/carriage/driven_off.fraud.found": "Was a hidden fraud found?",
  "dl-averi/carriage/driven_off.fraud.found_by": "Who found it: a court, assessors ...?",
  "dl-averi/carriage/driven_off.fraud.merchant_loss": "What loss, as assessed, came to the merchant from the fraud?",
  "dl-averi/carriage/driven_off.fraud.party_to_it": "Who besides the skipper was found party to the scheme?",
  "dl-averi/carriage/driven_off.full_freight": "What full freight does the merchant pay if he takes the goods there?",
  "dl-averi/carriage/driven_off.merchant_takes_delivery":
    "Does the merchant take his goods there, in the harbour she was driven into?",
  "dl-averi/carriage/driven_off.oath": "Did the skipper take an oath that necessity drove him there?",
  "dl-averi/carriage/driven_off.oath.date": "On what day was the oath sworn?",
  "dl-averi/carriage/driven_off.oath.sworn": "Was the oath sworn?",
  "dl-averi/carriage/driven_off.oath.with":
    "Which men of the ship swore with the skipper (the text asks for three of the best)?",
  "dl-averi/carriage/driven_off.port": "Into which harbour or market was the ship driven?",
  "dl-averi/carriage/merchant": "Who is the merchant whose goods the skipper carries?",
  "dl-averi/carriage/people":
    "How many people does the case name: the skipper, the merchant, the men of the ship and anyone else?",
  "dl-averi/carriage/people[].aboard": "Which ship was {who} aboard during the salvage?",
  "dl-averi/carriage/people[].carted": "Did {who} help cart the salvaged goods home?",
  "dl-averi/carriage/people[].count": "How many like persons does {who} stand for?",
  "dl-averi/carriage/people[].farm": "Does {who} hold an old farmstead (Altbauer) or a new one (Neubauer)?",
  "dl-averi/carriage/people[].helped": "Did {who} take part in the work of salvaging?",
  "dl-averi/carriage/people[].id":
    "What short name (letters, digits, underscores, dots or dashes) shall {who} go by in the case?",
  "dl-averi/carriage/people[].in_place_of": "Whose place did {who} take when sent to help?",
  "dl-averi/carriage/people[].name": "What name shall the determination call {who} by?",
  "dl-averi/carriage/people[].on_beach":
    "Was {who} on the beach, saw the signal, and was there when the islanders agreed who would go?",
  "dl-averi/carriage/people[].refused": "Was {who} told, and would not go along?",
  "dl-averi/carriage/people[].roles":
    "Which of these is {who}: the skipper, the merchant, a shipowner, a charterer, an agent for the merchant, a seaman, other (all that apply)?",
  "dl-averi/carriage/people[].son_of": "Whose son is {who}?",
  "dl-averi/carriage/people[].told": "Was {who} told of the pilotage?",
  "dl-averi/carriage/people[].unable_to_come": "Could {who} not come (illness, duty), rather than would not?",
  "dl-averi/carriage/people[].unable_to_work": "Is {who} bodily unable to work?",
  "dl-averi/carriage/people[].wagon": "Did {who} help with a wagon of his or her own?",
  "dl-averi/carriage/people[].without_means": "Is {who} without means (poor)?",
  "dl-averi/carriage/ship": "Does the case name the ship the skipper was chartered with?",
  "dl-averi/carriage/ship.id":
    "What short name (letters, digits, underscores, dots or dashes) shall the ship go by in the case?",
  "dl-averi/carriage/ship.name": "What is the ship's name?",
  "dl-averi/carriage/skipper": "Who is the skipper who let himself be chartered?",
  "dl-averi/carriage/unfit":
    "Could the ship not carry the goods to the market because she was unfit ('udygtig', dl-averi/49)?",
  "dl-averi/carriage/unfit.assessed_by":
    "Who found whether she was unfit when she sailed (e.g. 'two shipwrights of Bergen')?",
  "dl-averi/carriage/unfit.cannot_carry": "Is the skipper, because of it, unable to carry the goods to the market?",
  "dl-averi/carriage/unfit.choice":
    "What was chosen: another suitable ship chartered to carry the goods to the agreed place for the agreed freight, or all the merchant's loss made good?",
  "dl-averi/carriage/unfit.chosen_by": "Who made that choice: the skipper or the merchant?",
  "dl-averi/carriage/unfit.merchant_loss": "What is all the merchant's loss, as assessed, that is to be made good?",
  "dl-averi/carriage/unfit.substitute": "Was another ship chartered to carry the goods on?",
  "dl-averi/carriage/unfit.substitute.carrier":
    "Who is the other ship's skipper, who carries the goods for the substitute freight?",
  "dl-averi/carriage/unfit.substitute.freight": "What freight did the skipper agree to pay for the other ship?",
  "dl-averi/carriage/unfit.substitute.ship": "What is the name of the other ship chartered?",
  "dl-averi/carriage/unfit.substitute.suitable": "Is the other ship a suitable ('bekvem') ship for the goods?",
  "dl-averi/carriage/unfit.unfit_at_departure":
    "Was the ship unfit ('udygtig') already when the voyage began, rather than becoming so on the way?",
  "dl-averi/carriage/unfit.where": "Where was the ship found unable to go on?",
  "dl-averi/carriage/voyage": "Was the skipper chartered to carry the goods from one named place to another?",
  "dl-averi/carriage/voyage.from": "From which named place was the skipper chartered?",
  "dl-averi/carriage/voyage.sailed": "On what day did the ship set out on the voyage?",
  "dl-averi/carriage/voyage.to": "To which place, or market, was he chartered, and promised to bring the goods?",
  "dl-averi/collision/date": "On what day did it happen?",
  "dl-averi/collision/incident": "What happened between the ships?",
  "dl-averi/collision/incident.anchor_ship": "Which ship's anchor lay without a buoy?",
  "dl-averi/collision/incident.asked": "Did the skipper who could not give way ask the other to weigh his anchor?",
  "dl-averi/collision/incident.assessed":
    "Have good men or seafaring men assessed the share of the damage each ship bears?",
  "dl-averi/collision/incident.assessed.by": "Who assessed it ('four skippers of the roads')?",
  "dl-averi/collision/incident.assessed.shares":
    "What share of the damage does each ship bear, as assessed (the shares add up to 1)?",
  "dl-averi/collision/incident.at_anchor": "Which ship was lying fast at her anchor?",
  "dl-averi/collision/incident.because":
    "Why could she not give way: she lay near the shallows ('nær grunden'), or another reason?",
  "dl-averi/collision/incident.best_men":
    "Which three best men of the anchor ship swear with the skipper ('selv fjerde')?",
  "dl-averi/collision/incident.broke": "What broke: her anchor, or her cable?",
  "dl-averi/collision/incident.buoy_line_broke":
    "Did the buoy line break after the anchor was cast (the anchor had its buoy when let go)?",
  "dl-averi/collision/incident.by_night": "Did it happen by night?",
  "dl-averi/collision/incident.can_give_way": "Which other ship could give way?",
  "dl-averi/collision/incident.cannot_give_way": "Which ship could not give way?",
  "dl-averi/collision/incident.cause":
    "What was the collision found to come of: the sailing skipper's neglect and bad look-out, necessity ('nøds sag'), or neither?",
  "dl-averi/collision/incident.cause~2": "Why did it break: storm, or other misfortune ('anden ulykke')?",
  "dl-averi/collision/incident.could_avoid":
    "Could the two ships have avoided each other ('kunne ikke undvige hver anden')?",
  "dl-averi/collision/incident.damaged_ship": "Which ship came to harm on it?",
  "dl-averi/collision/incident.danger": "Was there danger that they would damage each other?",
  "dl-averi/collision/incident.drifting": "Which ship broke loose and drifted?",
  "dl-averi/collision/incident.drifting~2": "Which ship was driven adrift by storm and foul weather?",
  "dl-averi/collision/incident.found_by": "Who found what the collision came of?",
  "dl-averi/collision/incident.found_by~2": "Who found whether he was innocent?",
  "dl-averi/collision/incident.lying": "Which ship was lying still?",
  "dl-averi/collision/incident.lying_how": "How did the ship lie: at anchor, or moored ('fast fortøjet')?",
  "dl-averi/collision/incident.oath":
    "Has the anchor ship's skipper, himself with three of the best men of his ship, sworn that there was a buoy on the anchor when he last let it go and that he knew no other when the damage happened, refused to, or not yet?",
  "dl-averi/collision/incident.sailing": "Which ship came sailing and did the damage?",
  "dl-averi/collision/incident.self_help":
    "What happened when the anchor was to be weighed without the other: was it done, forbidden or hindered by the other, or not tried?",
  "dl-averi/collision/incident.ships":
    "How many ships collided under sail (two, each with her skipper's and crew's oath)?",
  "dl-averi/collision/incident.ships[].oath":
    "Has the skipper of {who}, with his crew, sworn that it happened by mischance and not on purpose, refused to, or not yet?",
  "dl-averi/collision/incident.ships[].ship": "Which of the case's ships was {who}, one of the two that collided?",
  "dl-averi/collision/incident.skipper_innocent": "Was the drifting ship's skipper found innocent of it?",
  "dl-averi/collision/incident.slipped":
    "How many ships in the drifting ship's path slipped cable and anchor to prevent greater damage?",
  "dl-averi/collision/incident.slipped[].cable_and_anchor": "What were the cable and anchor worth that {who} slipped?",
  "dl-averi/collision/incident.slipped[].ship":
    "Which of the case's ships was {who}, that slipped her cable and anchor?",
  "dl-averi/collision/incident.to_prevent_damage":
    "Did they slip because damage was to be expected, to prevent greater damage?",
  "dl-averi/collision/incident.type": "What kind of incident was it?",
  "dl-averi/collision/incident.weighed": "Did the other weigh his anchor when asked?",
  "dl-averi/collision/incident.where": "Where did the ship lie: in a harbour, on a roadstead ('red'), or elsewhere?",
  "dl-averi/collision/people": "How many people does the case name: the skippers, owners, merchants and crew?",
  "dl-averi/collision/people[].aboard": "Which ship was {who} aboard?",
  "dl-averi/collision/people[].id":
    "What short name (letters, digits, underscores, dots or dashes) shall {who} go by in the case?",
  "dl-averi/collision/people[].name": "What name shall the determination call {who} by?",
  "dl-averi/collision/people[].roles":
    "Which of these is {who}: a skipper, a shipowner, a merchant with goods aboard, a seaman, other (all that apply)?",
  "dl-averi/collision/place": "Where did it happen ('Copenhagen roads')?",
  "dl-averi/collision/ships": "How many ships does the case name (at least the two the incident concerns)?",
  "dl-averi/collision/ships[].cargo": "How many parcels of goods were aboard {who}, one for each owner's parcel?",
  "dl-averi/collision/ships[].cargo[].damage": "What damage did the goods of {who} take in the incident?",
  "dl-averi/collision/ships[].cargo[].id":
    "What short name (letters, digits, underscores, dots or dashes), such as its bill of lading's mark, shall {who} go by in the case?",
  "dl-averi/collision/ships[].cargo[].owner": "Which merchant owns the goods of {who}?",
  "dl-averi/collision/ships[].cargo[].what": "What goods are in {who} ('wine', 'rye')?",
  "dl-averi/collision/ships[].damage": "What damage did {who} herself take, hull and gear, as surveyed?",
  "dl-averi/collision/ships[].id":
    "What short name (letters, digits, underscores, dots or dashes) shall {who} go by in the case?",
  "dl-averi/collision/ships[].name": "What is the name of {who}?",
  "dl-averi/collision/ships[].owners": "How many owners has {who} (their shares add up to 1)?",
  "dl-averi/collision/ships[].owners[].person": "Who is {who}?",
  "dl-averi/collision/ships[].owners[].share": 'What share of the ship does {who} hold ("1", "1/3")?',
  "dl-averi/collision/ships[].skipper": "Who sailed {who}?",
  "dl-averi/collision/ships[].skipper_means":
    "What is the own property of the skipper of {who} worth, as far as it can be reached ('så vidt hans gods kan tilstrække')?",
  "dl-averi/collision/ships[].value":
    "What is {who} worth (the value that answers when her skipper cannot pay, dl-averi/7)?",
  "dl-averi/general_average/bottomry": "How many loans on bottomry, repayable only if the ship arrives, were taken?",
  "dl-averi/general_average/bottomry[].amount": "How much was lent ({who})?",
  "dl-averi/general_average/bottomry[].lender": "Who lent the money ({who})?",
  "dl-averi/general_average/bottomry[].on": "Was {who} lent on the ship, or on the cargo?",
  "dl-averi/general_average/cargo": "How many parcels of cargo did the ship carry, one for each bill of lading?",
  "dl-averi/general_average/cargo[].bill_of_lading": "Does the skipper hold a bill of lading for {who}?",
  "dl-averi/general_average/cargo[].damage": "Did the goods of {who} that were kept take damage?",
  "dl-averi/general_average/cargo[].damage.after_restowing":
    "What damage did {who} take after the goods were stowed again and put in order?",
  "dl-averi/general_average/cargo[].damage.by_jettison":
    "What damage did {who} take from the jettison, spoiled or washed by the sea in the course of it?",
  "dl-averi/general_average/cargo[].damage.by_running_ashore":
    "What damage did {who} take when the ship was run ashore on purpose?",
  "dl-averi/general_average/cargo[].damage.other":
    "What damage did {who} take from any other cause (the storm, a leak, bad stowage ...)?",
  "dl-averi/general_average/cargo[].freight": "What freight was agreed for carrying {who} the whole voyage?",
  "dl-averi/general_average/cargo[].freight_letter":
    "Does the skipper hold a freight letter (charter party) for {who}?",
  "dl-averi/general_average/cargo[].heap":
    "Into which heap (hold or bin) were the bulk goods of {who} poured, with other owners' goods?",
  "dl-averi/general_average/cargo[].heavy": "Are the goods of {who} heavy (where no weight is given)?",
  "dl-averi/general_average/cargo[].id":
    "What short name (letters, digits, underscores, dots or dashes), such as its bill of lading's mark, shall {who} go by in the case?",
  "dl-averi/general_average/cargo[].jettisoned": "Did any of {who} go overboard?",
  "dl-averi/general_average/cargo[].jettisoned.documented_value":
    "What do the bill of lading and freight letter show of the goods of {who} thrown, where that is less than their worth?",
  "dl-averi/general_average/cargo[].jettisoned.more_proved":
    "Did the skipper lawfully prove that more (or other) goods of {who} were in the hold than the documents show?",
  "dl-averi/general_average/cargo[].jettisoned.order":
    "In what order did {who} go overboard (1 first; parcels thrown together share a number)?",
  "dl-averi/general_average/cargo[].jettisoned.recovered":
    "Did the goods of {who} thrown drift ashore or get fished up, and did the owner get them back?",
  "dl-averi/general_average/cargo[].jettisoned.recovered.date": "On what day were the goods of {who} recovered?",
  "dl-averi/general_average/cargo[].jettisoned.recovered.value": "What are the goods of {who} worth as recovered?",
  "dl-averi/general_average/cargo[].jettisoned.value":
    "What was the part of {who} thrown overboard worth, at the same market?",
  "dl-averi/general_average/cargo[].owner": "Which merchant owns the goods of {who}?",
  "dl-averi/general_average/cargo[].packing":
    "How was {who} stowed: packed (in packs, casks or barrels), poured in bulk into the hold with other owners' goods of its kind, or loose but kept apart?",
  "dl-averi/general_average/cargo[].quantity": "How much is {who}, in its unit (e.g. lasts of grain)?",
  "dl-averi/general_average/cargo[].shipper": "Who shipped {who} and owes its freight, if not its owner?",
  "dl-averi/general_average/cargo[].unit": "In what unit is the quantity of {who} given ('lasts', 'barrels')?",
  "dl-averi/general_average/cargo[].value":
    "What is {who} worth, whole and sound, at the market price where the goods kept are sold?",
  "dl-averi/general_average/cargo[].weight": "What does {who} weigh, in one unit for the whole cargo (e.g. skippund)?",
  "dl-averi/general_average/cargo[].what": "What goods are in {who} ('rye', 'cloth in bales')?",
  "dl-averi/general_average/charterer": "Who chartered the ship (the 'befragter')?",
  "dl-averi/general_average/charterer_choice":
    "Has the charterer chosen, on the skipper's valuation, whether to take the ship or leave her?",
  "dl-averi/general_average/charterer_choice.choice":
    "What did the charterer choose: to take the ship at the skipper's valuation, to leave her to the skipper at that value, or did he not declare?",
  "dl-averi/general_average/charterer_choice.declared": "When did the charterer declare his choice?",
  "dl-averi/general_average/defence": "Was the ship attacked, and did she defend herself?",
  "dl-averi/general_average/defence.attackers": "Who attacked the ship: pirates, freebooters, or enemies?",
  "dl-averi/general_average/defence.doctor": "What were the doctor's fees for the wounded?",
  "dl-averi/general_average/defence.other_costs": "What else did the defence cost?",
  "dl-averi/general_average/defence.paid_by":
    "Who laid out the money for the defence, if not the ship's owners through the skipper?",
  "dl-averi/general_average/defence.substitutes":
    "What were the wages ('hyre') and portage ('føring') of the men taken on in place of the wounded?",
  "dl-averi/general_average/defence.wounded": "Which of the crew were wounded or maimed in the defence?",
  "dl-averi/general_average/emergency":
    "Were ship and goods in danger from a storm or other distress, and was something given up to save them?",
  "dl-averi/general_average/emergency.answer":
    "What did the merchant or his agent say when consulted: did he consent, or refuse?",
  "dl-averi/general_average/emergency.average_allowed":
    "Has a court found the loss to be average all the same, the measure having been taken against the merchant's refusal and against the most and best of the crew, with no oath sworn (dl-averi/21)?",
  "dl-averi/general_average/emergency.best_men_vote":
    "Is it known how the best men of the crew (the officers and most experienced men) stood on it?",
  "dl-averi/general_average/emergency.best_men_vote.against": "How many of the best men of the crew were against it?",
  "dl-averi/general_average/emergency.best_men_vote.for": "How many of the best men of the crew were for the measure?",
  "dl-averi/general_average/emergency.cause":
    "What put ship and goods in danger: a storm, or other distress (a leak, a lee shore ...)?",
  "dl-averi/general_average/emergency.consulted":
    "Did the skipper first take counsel with the merchant or his agent aboard?",
  "dl-averi/general_average/emergency.crew_vote": "Is it known how the whole crew stood on the measure?",
  "dl-averi/general_average/emergency.crew_vote.against": "How many of the whole crew were against it?",
  "dl-averi/general_average/emergency.crew_vote.for": "How many of the whole crew were for the measure?",
  "dl-averi/general_average/emergency.date": "On what day was the emergency?",
  "dl-averi/general_average/emergency.measures":
    "What was done to save ship and goods: goods thrown overboard, the mast, a cable or the anchor rope cut, the ship run ashore on purpose, other (all that apply)?",
  "dl-averi/general_average/emergency.oath_sworn_ashore":
    "Did the crew, on coming ashore, declare on oath that it was done to save life, ship and goods?",
  "dl-averi/general_average/emergency.place": "Where did it happen?",
  "dl-averi/general_average/emergency.skipper_judged_necessary":
    "Did the skipper judge the measure necessary, whatever the merchant said?",
  "dl-averi/general_average/emergency.to_save":
    "Was it done to save life, ship and goods (not for the ship alone, nor for one merchant)?",
  "dl-averi/general_average/expenses":
    "How many sums were laid out for the common safety in the emergency: a tug, a port of refuge, a salvor's bill ...?",
  "dl-averi/general_average/expenses[].amount": "How much was laid out for {who}?",
  "dl-averi/general_average/expenses[].description": "How shall the statement name {who}?",
  "dl-averi/general_average/expenses[].paid_by":
    "Who laid out the money for {who}, if not the ship's owners through the skipper?",
  "dl-averi/general_average/expenses[].what":
    "What was {who}: towage to safety, the costs of putting into a port of refuge, a salvor's bill, or other?",
  "dl-averi/general_average/goods_valued_at":
    "Where are the parcels' values taken: at the market where the goods kept are sold, or elsewhere?",
  "dl-averi/general_average/grounding": "Did the ship run aground, and was she lightened off?",
  "dl-averi/general_average/grounding.costs_on_goods":
    "What were the costs on the goods: unloading, lighter hire, carrying them back aboard?",
  "dl-averi/general_average/grounding.lightered":
    "Did the skipper get small vessels and prams to unload the goods into and lighten the ship off?",
  "dl-averi/general_average/grounding.paid_by":
    "Who laid out the costs on the goods, if not the skipper, who hired the lighters?",
  "dl-averi/general_average/grounding.ship_repair": "What did repairing the ship cost?",
  "dl-averi/general_average/harbour_theft":
    "How many thefts of gear or goods were there while the ship lay in harbour?",
  "dl-averi/general_average/harbour_theft[].parcel": "From which parcel of the cargo were the goods stolen ({who})?",
  "dl-averi/general_average/harbour_theft[].special_cause":
    "What special cause is said to bind everyone interested in ship and goods to bear the loss pro rata ({who})?",
  "dl-averi/general_average/harbour_theft[].special_cause_found":
    "Has that special cause been found, by a court or assessors, to bind them ({who})?",
  "dl-averi/general_average/harbour_theft[].value": "What was the value of what was stolen ({who})?",
  "dl-averi/general_average/harbour_theft[].what": "What was stolen ({who}): the ship's gear, or goods aboard?",
  "dl-averi/general_average/injuries": "How many of the crew were hurt in the emergency?",
  "dl-averi/general_average/injuries[].burial": "What did the burial cost, if the one hurt in {who} died?",
  "dl-averi/general_average/injuries[].buried":
    "Where was the one hurt in {who} buried: on land ('om det er ved land, at dem begravelse gøres'), or at sea?",
  "dl-averi/general_average/injuries[].doctor": "What was the doctor's or surgeon's fee for {who}?",
  "dl-averi/general_average/injuries[].paid_by":
    "Who laid out the money for {who}, if not the ship's owners through the skipper?",
  "dl-averi/general_average/injuries[].person": "Which seaman was hurt ({who})?",
  "dl-averi/general_average/lighterage": "Were the goods unloaded into lighters?",
  "dl-averi/general_average/lighterage.goods_lost": "How many parcels were lost or damaged in the lighters?",
  "dl-averi/general_average/lighterage.goods_lost[].loss": "What was lost or spoiled in the lighters ({who})?",
  "dl-averi/general_average/lighterage.goods_lost[].parcel":
    "Which parcel of the cargo was lost or spoiled in the lighters ({who})?",
  "dl-averi/general_average/lighterage.lighter_damage": "How many of the hired lighters were themselves damaged?",
  "dl-averi/general_average/lighterage.lighter_damage[].amount": "How much was the damage to the lighter ({who})?",
  "dl-averi/general_average/lighterage.lighter_damage[].lighterman": "Whose lighter was damaged ({who})?",
  "dl-averi/general_average/lighterage.lighter_hire": "What was the hire of the lighters (prams or boats)?",
  "dl-averi/general_average/lighterage.lighterage_money": "What was the lighterage money ('prampenge')?",
  "dl-averi/general_average/lighterage.local_custom":
    "How does the custom of the port share lighterage between ship and goods, where it is known?",
  "dl-averi/general_average/lighterage.paid_by":
    "Who paid the lighters' hire and the lighterage money, if not the ship's owners through the skipper?",
  "dl-averi/general_average/lighterage.shallow_water":
    "Did the ship draw too much water to reach the place she was chartered to, so that she had to unload into lighters?",
  "dl-averi/general_average/people":
    "How many people does the case name: the skipper, owners, merchants, agents, charterer and crew?",
  "dl-averi/general_average/people[].aboard": "Which ship was {who} aboard (the case's ship, if sailing in her)?",
  "dl-averi/general_average/people[].agent_for": "For which merchant does {who} act as agent?",
  "dl-averi/general_average/people[].carted": "Did {who} help cart the salvaged goods home?",
  "dl-averi/general_average/people[].count": "How many like persons does {who} stand for?",
  "dl-averi/general_average/people[].farm": "Does {who} hold an old farmstead (Altbauer) or a new one (Neubauer)?",
  "dl-averi/general_average/people[].helped": "Did {who} take part in the work of salvaging?",
  "dl-averi/general_average/people[].id":
    "What short name (letters, digits, underscores, dots or dashes) shall {who} go by in the case?",
  "dl-averi/general_average/people[].in_place_of": "Whose place did {who} take when sent to help?",
  "dl-averi/general_average/people[].name": "What name shall the determination call {who} by?",
  "dl-averi/general_average/people[].on_beach":
    "Was {who} on the beach, saw the signal, and was there when the islanders agreed who would go?",
  "dl-averi/general_average/people[].refused": "Was {who} told, and would not go along?",
  "dl-averi/general_average/people[].roles":
    "Which of these is {who}: the skipper, a shipowner, a merchant with goods aboard, the charterer ('befragter'), an agent for a merchant, a seaman, a lighterman, a lender on bottomry, a doctor, other (all that apply)?",
  "dl-averi/general_average/people[].son_of": "Whose son is {who}?",
  "dl-averi/general_average/people[].told": "Was {who} told of the pilotage?",
  "dl-averi/general_average/people[].unable_to_come": "Could {who} not come (illness, duty), rather than would not?",
  "dl-averi/general_average/people[].unable_to_work": "Is {who} bodily unable to work?",
  "dl-averi/general_average/people[].wagon": "Did {who} help with a wagon of his or her own?",
  "dl-averi/general_average/people[].without_means": "Is {who} without means (poor)?",
  "dl-averi/general_average/piracy": "Did pirates or freebooters take goods at sea?",
  "dl-averi/general_average/piracy.attackers": "Who came upon the ship: pirates, freebooters, or enemies?",
  "dl-averi/general_average/piracy.bulk_taken":
    "How much did they take out of the bulk goods poured together in the hold, in the parcels' unit?",
  "dl-averi/general_average/piracy.heap": "From which heap were the bulk goods taken, where they lie in more than one?",
  "dl-averi/general_average/piracy.taken":
    "How many particular parcels (in packs, casks or barrels, or kept apart) did they take goods from?",
  "dl-averi/general_average/piracy.taken[].parcel": "Which parcel of the cargo did they take goods from ({who})?",
  "dl-averi/general_average/piracy.taken[].quantity": "How much was taken ({who}), in the parcel's unit?",
  "dl-averi/general_average/piracy.taken[].value": "What were the goods taken worth ({who})?",
  "dl-averi/general_average/portage":
    "How many lots of portage ('føring') were aboard: goods a seaman may carry on his own account?",
  "dl-averi/general_average/portage[].jettisoned": "Was {who} thrown overboard?",
  "dl-averi/general_average/portage[].person": "Which seaman's portage is {who}?",
  "dl-averi/general_average/portage[].value": "What is {who} worth?",
  "dl-averi/general_average/portage[].what": "What goods make up {who}?",
  "dl-averi/general_average/ransom": "Were ship and goods seized and bought free?",
  "dl-averi/general_average/ransom.amount": "What sum was paid to buy ship and goods free?",
  "dl-averi/general_average/ransom.paid_by": "Who paid the ransom, if not the ship's owners through the skipper?",
  "dl-averi/general_average/ransom.proved": "Did the skipper lawfully prove the ransom?",
  "dl-averi/general_average/sacrifices":
    "How many losses did the ship herself take to save ship and goods: the mast, a cable or the anchor rope cut away, damage from running ashore, other gear?",
  "dl-averi/general_average/sacrifices[].description": "How shall the statement describe {who}?",
  "dl-averi/general_average/sacrifices[].recovered":
    "Did the gear of {who} drift ashore or get fished up, and did the owners get it back?",
  "dl-averi/general_average/sacrifices[].recovered.value": "What is the gear of {who} worth as recovered?",
  "dl-averi/general_average/sacrifices[].value":
    "What was the loss to the ship in {who}: the value of what was cut away, or the damage?",
  "dl-averi/general_average/sacrifices[].what":
    "What did the ship give up in {who}: the mast, a cable or the anchor rope cut away, hull damage from running ashore on purpose, or other gear cut away?",
  "dl-averi/general_average/ship": "Which ship was in distress, who sailed and owned her, and what was she worth?",
  "dl-averi/general_average/ship.freight_total":
    "What freight was agreed for the whole cargo, where it is not agreed parcel by parcel?",
  "dl-averi/general_average/ship.id":
    "What short name (letters, digits, underscores, dots or dashes) shall the ship go by in the case?",
  "dl-averi/general_average/ship.name": "What is the ship's name?",
  "dl-averi/general_average/ship.owners": "How many owners had the ship (their shares add up to 1)?",
  "dl-averi/general_average/ship.owners[].person": "Who is {who}?",
  "dl-averi/general_average/ship.owners[].share": 'What share of the ship does {who} hold ("1", "1/3")?',
  "dl-averi/general_average/ship.skipper": "Who sailed the ship (her skipper)?",
  "dl-averi/general_average/ship.valuation":
    "What value does the skipper put on the ship, as he would keep her himself?",
  "dl-averi/general_average/ship.valuation_made_known":
    "When was the skipper's valuation made known to the charterer (his 24 hours run from then, dl-averi/23)?",
  "dl-averi/general_average/ship.value_assessed":
    "What was the ship assessed to be worth, where the skipper's valuation does not stand, or where an average over ship and goods needs her value?",
  "dl-averi/general_average/statement": "Is it known when, where and by whom the average statement is drawn up?",
  "dl-averi/general_average/statement.date": "On what day is the statement drawn up?",
  "dl-averi/general_average/statement.drawn_up_by": "Who draws the statement up: the adjuster, the court, good men?",
  "dl-averi/general_average/statement.place": "Where is the statement drawn up?",
  "dl-averi/general_average/statement.rate_decimals":
    "To how many decimals shall the rate of contribution be given, as a percentage?",
  "dl-averi/general_average/voyage": "What was the voyage: from which port, to which, and when did the ship arrive?",
  "dl-averi/general_average/voyage.arrived":
    "On what day (and at what hour) did the ship arrive at her port of discharge?",
  "dl-averi/general_average/voyage.from": "From which port did the ship sail (her port of loading)?",
  "dl-averi/general_average/voyage.market": "Where are the goods that were kept sold (their market)?",
  "dl-averi/general_average/voyage.to": "To which port of discharge was the ship chartered?",
  "dl-averi/lights/darkness":
    "How dark was it: a dark night, a light night (moonlight, the light nights of summer), or day?",
  "dl-averi/lights/date": "On what day did it happen (by the Julian calendar, as the case's dates are)?",
  "dl-averi/lights/false_lights": "How many fires were lit, or marks set up, on the shore, said to mislead seafarers?",
  "dl-averi/lights/false_lights[].act":
    "What was {who}: a fire lit at night, or a mark set up on rocks or elsewhere on the shore?",
  "dl-averi/lights/false_lights[].court": "Which court convicted the one who lit or set up {who}?",
  "dl-averi/lights/false_lights[].date": "On what day was {who} lit or set up?",
  "dl-averi/lights/false_lights[].intent_to_mislead":
    "Was {who} lit or set up to mislead seafarers and bring them to misfortune or danger?",
  "dl-averi/lights/false_lights[].lawfully_convicted":
    "Has the one who lit or set up {who} been lawfully convicted ('lovlig overbevist') of it?",
  "dl-averi/lights/false_lights[].person": "Who lit or set up {who}?",
  "dl-averi/lights/false_lights[].what_followed": "What came of {who}: a ship wrecked, or nothing?",
  "dl-averi/lights/false_lights[].where": "Where was {who} lit or set up ('on the heights above the reef at Skagen')?",
  "dl-averi/lights/late_autumn": "Was it late autumn ('efterhøst')?",
  "dl-averi/lights/people": "How many people does the case name: the skippers and anyone who set up a false light?",
  "dl-averi/lights/people[].aboard": "Which ship was {who} aboard during the salvage?",
  "dl-averi/lights/people[].carted": "Did {who} help cart the salvaged goods home?",
  "dl-averi/lights/people[].count": "How many like persons does {who} stand for?",
  "dl-averi/lights/people[].farm": "Does {who} hold an old farmstead (Altbauer) or a new one (Neubauer)?",
  "dl-averi/lights/people[].helped": "Did {who} take part in the work of salvaging?",
  "dl-averi/lights/people[].id":
    "What short name (letters, digits, underscores, dots or dashes) shall {who} go by in the case?",
  "dl-averi/lights/people[].in_place_of": "Whose place did {who} take when sent to help?",
  "dl-averi/lights/people[].name": "What name shall the determination call {who} by?",
  "dl-averi/lights/people[].on_beach":
    "Was {who} on the beach, saw the signal, and was there when the islanders agreed who would go?",
  "dl-averi/lights/people[].refused": "Was {who} told, and would not go along?",
  "dl-averi/lights/people[].roles":
    "Which of these is {who}: a skipper, a seaman, a shipowner, a fisherman, an official, other (all that apply)?",
  "dl-averi/lights/people[].son_of": "Whose son is {who}?",
  "dl-averi/lights/people[].told": "Was {who} told of the pilotage?",
  "dl-averi/lights/people[].unable_to_come": "Could {who} not come (illness, duty), rather than would not?",
  "dl-averi/lights/people[].unable_to_work": "Is {who} bodily unable to work?",
  "dl-averi/lights/people[].wagon": "Did {who} help with a wagon of his or her own?",
  "dl-averi/lights/people[].without_means": "Is {who} without means (poor)?",
  "dl-averi/lights/place": "Where did it happen?",
  "dl-averi/lights/ships": "How many ships are there whose lanterns are in question?",
  "dl-averi/lights/ships[].assessed_by": "Who judged whether {who} can conveniently carry a lantern?",
  "dl-averi/lights/ships[].can_conveniently_carry":
    "Can {who}, a small craft, conveniently ('bekvemmelig') carry a lantern?",
  "dl-averi/lights/ships[].darkness": "How dark was it where {who} lay or sailed: a dark night, a light night, or day?",
  "dl-averi/lights/ships[].date":
    "On what day did {who} lie or sail there (by the Julian calendar), where it differs from the case's?",
  "dl-averi/lights/ships[].id":
    "What short name (letters, digits, underscores, dots or dashes) shall {who} go by in the case?",
  "dl-averi/lights/ships[].lantern_carried": "Did {who} carry a lantern?",
  "dl-averi/lights/ships[].late_autumn": "Was it late autumn ('efterhøst') when {who} lay or sailed there?",
  "dl-averi/lights/ships[].name": "What is the name of {who}?",
  "dl-averi/lights/ships[].situation":
    "Where was {who}: at anchor in open water, at anchor in a harbour or roadstead, under sail ...?",
  "dl-averi/lights/ships[].skipper": "Who was the skipper of {who}?",
  "dl-averi/lights/ships[].small_craft": "Is {who} a small craft ('små fartøj'): a boat, a small vessel?",
  "dl-averi/pilot_hire/cargo": "How many parcels of cargo did the ship carry, one for each bill of lading?",
  "dl-averi/pilot_hire/cargo[].id":
    "What short name (letters, digits, underscores, dots or dashes), such as its bill of lading's mark, shall {who} go by in the case?",
  "dl-averi/pilot_hire/cargo[].owner": "Who owns the goods of {who}?",
  "dl-averi/pilot_hire/cargo[].quantity": "What quantity of goods is {who}, where the custom shares by quantity?",
  "dl-averi/pilot_hire/cargo[].unit": "In what unit is the quantity of {who} given ('lasts', 'tons')?",
  "dl-averi/pilot_hire/cargo[].value": "What are the goods of {who} worth?",
  "dl-averi/pilot_hire/cargo[].what": "What goods are in {who} ('wine', 'rye')?",
  "dl-averi/pilot_hire/damage":
    "How many damages were done to the ship or the goods as she came in (one for each thing struck)?",
  "dl-averi/pilot_hire/damage[].amount": "How much is {who}, in money?",
  "dl-averi/pilot_hire/damage[].deliberate":
    "Was {who} done on purpose to save ship and goods (a sacrifice), not by mishap?",
  "dl-averi/pilot_hire/damage[].to": "What did {who} fall on: the ship, or a parcel of the cargo (which)?",
  "dl-averi/pilot_hire/damage[].what": "What was {who}, in words (a hole stove in, goods spoiled ...)?",
  "dl-averi/pilot_hire/entered_without_pilot": "Did the skipper venture to bring the ship in without a pilot?",
  "dl-averi/pilot_hire/necessity": "Does the skipper plead necessity for coming in without a pilot?",
  "dl-averi/pilot_hire/necessity.by": "Who found whether it was necessity?",
  "dl-averi/pilot_hire/necessity.claimed": "What does the skipper say forced him in without a pilot?",
  "dl-averi/pilot_hire/necessity.found": "Was it found to be necessity ('nøds sag')?",
  "dl-averi/pilot_hire/people":
    "How many people does the case name: the skipper, the owners, the merchants and the pilot?",
  "dl-averi/pilot_hire/people[].aboard": "Which ship was {who} aboard during the salvage?",
  "dl-averi/pilot_hire/people[].carted": "Did {who} help cart the salvaged goods home?",
  "dl-averi/pilot_hire/people[].count": "How many like persons does {who} stand for?",
  "dl-averi/pilot_hire/people[].farm": "Does {who} hold an old farmstead (Altbauer) or a new one (Neubauer)?",
  "dl-averi/pilot_hire/people[].helped": "Did {who} take part in the work of salvaging?",
  "dl-averi/pilot_hire/people[].id":
    "What short name (letters, digits, underscores, dots or dashes) shall {who} go by in the case?",
  "dl-averi/pilot_hire/people[].in_place_of": "Whose place did {who} take when sent to help?",
  "dl-averi/pilot_hire/people[].name": "What name shall the determination call {who} by?",
  "dl-averi/pilot_hire/people[].on_beach":
    "Was {who} on the beach, saw the signal, and was there when the islanders agreed who would go?",
  "dl-averi/pilot_hire/people[].refused": "Was {who} told, and would not go along?",
  "dl-averi/pilot_hire/people[].roles":
    "Which of these is {who}: the skipper, a shipowner, a merchant with goods aboard, the pilot, other (all that apply)?",
  "dl-averi/pilot_hire/people[].son_of": "Whose son is {who}?",
  "dl-averi/pilot_hire/people[].told": "Was {who} told of the pilotage?",
  "dl-averi/pilot_hire/people[].unable_to_come": "Could {who} not come (illness, duty), rather than would not?",
  "dl-averi/pilot_hire/people[].unable_to_work": "Is {who} bodily unable to work?",
  "dl-averi/pilot_hire/people[].wagon": "Did {who} help with a wagon of his or her own?",
  "dl-averi/pilot_hire/people[].without_means": "Is {who} without means (poor)?",
  "dl-averi/pilot_hire/pilot": "Did the skipper engage a pilot?",
  "dl-averi/pilot_hire/pilot.at_fault": "Was the pilot found to be at fault ('forser sig')?",
  "dl-averi/pilot_hire/pilot.at_fault_by": "Who found whether the pilot was at fault?",
  "dl-averi/pilot_hire/pilot.board_given": "Did the skipper give the pilot his board ('kosten')?",
  "dl-averi/pilot_hire/pilot.draught_declared": "How many feet did the skipper tell the pilot the ship draws?",
  "dl-averi/pilot_hire/pilot.fault": "What is the pilot said to have done wrong?",
  "dl-averi/pilot_hire/pilot.paid": "What has the skipper paid the pilot so far?",
  "dl-averi/pilot_hire/pilot.person": "Who was the pilot?",
  "dl-averi/pilot_hire/pilot.wage": "What wage was agreed with the pilot ('for det bedste køb, han kan betinge ham')?",
  "dl-averi/pilot_hire/port_of_discharge":
    "Where does the ship unload, and what is the custom there for the pilot's wage?",
  "dl-averi/pilot_hire/port_of_discharge.custom": "Is the custom of that market for the pilot's wage known?",
  "dl-averi/pilot_hire/port_of_discharge.custom.description":
    "What is the custom and practice of the market for paying the pilot's wage?",
  "dl-averi/pilot_hire/port_of_discharge.custom.goods_share":
    'What part of the wage does the custom lay on the goods, the rest on the ship ("1", "2/3")?',
  "dl-averi/pilot_hire/port_of_discharge.custom.shared_by":
    "How does the custom share the goods' part among the parcels: by value, or by quantity?",
  "dl-averi/pilot_hire/port_of_discharge.name": "At which market does the ship unload ('Copenhagen')?",
  "dl-averi/pilot_hire/proof": "Did the skipper take proof of what he told and paid the pilot (dl-averi/58)?",
  "dl-averi/pilot_hire/proof.draught_declared":
    "Did the skipper take proper proof of the draught he declared to the pilot?",
  "dl-averi/pilot_hire/proof.payment": "Did the skipper take proper proof of what he paid the pilot?",
  "dl-averi/pilot_hire/ship": "Who sailed and owned the ship that came in, and how deep does she go?",
  "dl-averi/pilot_hire/ship.draught": 'How many feet deep does the ship truly go (13, "27/2" or "13 1/2")?',
  "dl-averi/pilot_hire/ship.id":
    "What short name (letters, digits, underscores, dots or dashes) shall the ship go by in the case?",
  "dl-averi/pilot_hire/ship.name": "What is the ship's name?",
  "dl-averi/pilot_hire/ship.owners": "How many owners had the ship (their shares add up to 1)?",
  "dl-averi/pilot_hire/ship.owners[].person": "Who is {who}?",
  "dl-averi/pilot_hire/ship.owners[].share": 'What share of the ship does {who} hold ("1", "1/3")?',
  "dl-averi/pilot_hire/ship.skipper": "Who sailed the ship?",
  "dl-averi/pilot_hire/waters": "Into what waters did the ship come?",
  "dl-averi/pilot_hire/waters.name": "What are the waters called ('the Elbe', 'the Sound')?",
  "dl-averi/pilot_hire/waters.pilot_waters":
    "Did the ship come into pilot waters ('lodsmands farvand'), where a pilot is to be hired?",
  "dl-averi/shipwreck/assessed": "Have good men or honest men (dannemænd) set any figures?",
  "dl-averi/shipwreck/assessed.freight":
    "What freight on the goods saved have honest men or good men set, all together?",
  "dl-averi/shipwreck/assessed.reward_shares":
    "How have good men shared the reward among the merchants: which merchant owes how much?",
  "dl-averi/shipwreck/assessed.salvage_reward":
    "What salvage reward have good men declared the merchants owe the skipper?",
  "dl-averi/shipwreck/assessed.voyage_part":
    "What part of the voyage have honest men (dannemænd) judged right for the freight and wages, as a fraction (e.g. '2/3')?",
  "dl-averi/shipwreck/cargo": "How many parcels did the ship carry, one to a bill of lading?",
  "dl-averi/shipwreck/cargo[].costs":
    "What costs laid out on {who} (salvaging, landing, carrying it) fall to its owner?",
  "dl-averi/shipwreck/cargo[].costs_paid_by": "Who laid out the costs on {who} (left out: the skipper)?",
  "dl-averi/shipwreck/cargo[].freight": "What freight was agreed for carrying {who} the whole voyage?",
  "dl-averi/shipwreck/cargo[].outcome": "What became of {who}: saved sound, spoiled in whole or in part, or lost?",
  "dl-averi/shipwreck/cargo[].owner": "Which merchant owns {who}?",
  "dl-averi/shipwreck/cargo[].packing":
    "How was {who} stowed: in bulk, poured into the hold with other owners' goods of its kind (styrtet gods), loose but kept apart, in barrels, in packs, or in pieces bearing the owner's mark?",
  "dl-averi/shipwreck/cargo[].quantity": "How much is {who}, in its unit (e.g. 60, '12 1/2')?",
  "dl-averi/shipwreck/cargo[].shipper": "Who shipped {who} and owes its freight, if not its owner or the charterer?",
  "dl-averi/shipwreck/cargo[].spoiled": "Was only part of {who} spoiled?",
  "dl-averi/shipwreck/cargo[].spoiled.quantity": "How much of {who} is spoiled, in its unit?",
  "dl-averi/shipwreck/cargo[].spoiled.value": "What was the spoiled part of {who} worth, sound?",
  "dl-averi/shipwreck/cargo[].unit": "In what unit is {who} measured (e.g. 'lasts', 'barrels', 'packs')?",
  "dl-averi/shipwreck/cargo[].value": "What is {who} worth, whole and sound?",
  "dl-averi/shipwreck/cargo[].what": "What goods are in {who}, in words (e.g. 'rye', 'herring in barrels')?",
  "dl-averi/shipwreck/charterer": "Who chartered the ship and owes the freight (the befragter)?",
  "dl-averi/shipwreck/crew": "How many seamen were there besides the skipper?",
  "dl-averi/shipwreck/crew[].drawn": "How much of his wage has {who} already drawn (advances)?",
  "dl-averi/shipwreck/crew[].person": "Which seaman is {who}?",
  "dl-averi/shipwreck/crew[].portage": "Did {who} have portage (føring), goods carried aboard on his own account?",
  "dl-averi/shipwreck/crew[].portage.value": "What were the portage goods of {who} worth?",
  "dl-averi/shipwreck/crew[].portage.what": "What goods did {who} carry as portage, in words?",
  "dl-averi/shipwreck/crew[].salvage":
    "Did {who} help salvage ship, goods and gear after the wreck, refuse, or could he not, being hurt or ill?",
  "dl-averi/shipwreck/crew[].wage": "What wage (hyre) was agreed with {who} for the voyage?",
  "dl-averi/shipwreck/embezzlements": "How many times did someone carry off or keep back shipwrecked goods?",
  "dl-averi/shipwreck/embezzlements[].act": "Were the goods of {who} carried off (removed), or kept back (embezzled)?",
  "dl-averi/shipwreck/embezzlements[].parcel": "Which parcel was {who} taken from?",
  "dl-averi/shipwreck/embezzlements[].person": "Who committed {who}?",
  "dl-averi/shipwreck/embezzlements[].value": "What was the worth of what was taken in {who}, where known?",
  "dl-averi/shipwreck/embezzlements[].what": "What was taken in {who}, in words?",
  "dl-averi/shipwreck/loss": "How did the loss of ship or goods come about?",
  "dl-averi/shipwreck/loss.cause":
    "How did ship and goods come to grief: by misfortune, by neglect, or wilfully (the skipper did it on purpose)?",
  "dl-averi/shipwreck/loss.damages": "How many merchants' losses have been established?",
  "dl-averi/shipwreck/loss.damages[].amount": "How much is {who}, as established?",
  "dl-averi/shipwreck/loss.damages[].merchant": "Which merchant suffered {who}?",
  "dl-averi/shipwreck/loss.neglect_of": "Whose neglect was it: the skipper's own, or his people's?",
  "dl-averi/shipwreck/loss.proved_with":
    "Which of the crew bear out the skipper's proof that it did not happen through his neglect?",
  "dl-averi/shipwreck/loss.satisfied": "Which merchants has the skipper already satisfied for their loss?",
  "dl-averi/shipwreck/people":
    "How many people does the case name: the skipper, the owners, the merchants, the charterer and the crew?",
  "dl-averi/shipwreck/people[].aboard": "Which ship was {who} aboard during the salvage?",
  "dl-averi/shipwreck/people[].carted": "Did {who} help cart the salvaged goods home?",
  "dl-averi/shipwreck/people[].count": "How many like persons does {who} stand for?",
  "dl-averi/shipwreck/people[].farm": "Does {who} hold an old farmstead (Altbauer) or a new one (Neubauer)?",
  "dl-averi/shipwreck/people[].helped": "Did {who} take part in the work of salvaging?",
  "dl-averi/shipwreck/people[].id":
    "What short name (letters, digits, underscores, dots or dashes) shall {who} go by in the case?",
  "dl-averi/shipwreck/people[].in_place_of": "Whose place did {who} take when sent to help?",
  "dl-averi/shipwreck/people[].name": "What name shall the determination call {who} by?",
  "dl-averi/shipwreck/people[].on_beach":
    "Was {who} on the beach, saw the signal, and was there when the islanders agreed who would go?",
  "dl-averi/shipwreck/people[].refused": "Was {who} told, and would not go along?",
  "dl-averi/shipwreck/people[].roles":
    "What is {who}: the skipper, a shipowner, a merchant with goods aboard, the charterer, a seaman, or another (all that apply)?",
  "dl-averi/shipwreck/people[].son_of": "Whose son is {who}?",
  "dl-averi/shipwreck/people[].told": "Was {who} told of the pilotage?",
  "dl-averi/shipwreck/people[].unable_to_come": "Could {who} not come (illness, duty), rather than would not?",
  "dl-averi/shipwreck/people[].unable_to_work": "Is {who} bodily unable to work?",
  "dl-averi/shipwreck/people[].wagon": "Did {who} help with a wagon of his or her own?",
  "dl-averi/shipwreck/people[].without_means": "Is {who} without means (poor)?",
  "dl-averi/shipwreck/ship": "Which ship is the case about?",
  "dl-averi/shipwreck/ship.id":
    "What short name (letters, digits, underscores, dots or dashes) shall the ship go by in the case?",
  "dl-averi/shipwreck/ship.name": "What is the ship's name?",
  "dl-averi/shipwreck/ship.owners":
    "How many owners has the ship, where the case names them (their shares add up to 1)?",
  "dl-averi/shipwreck/ship.owners[].person": "Who is {who}?",
  "dl-averi/shipwreck/ship.owners[].share": 'What share of the ship does {who} hold ("1", "1/3")?',
  "dl-averi/shipwreck/ship.skipper": "Who sailed the ship?",
  "dl-averi/shipwreck/ship.state":
    "What did the casualty leave of her: shipwrecked (skibbruden), aground but to be repaired, aground beyond repair, or saved with part of her goods and gear?",
  "dl-averi/shipwreck/voyage": "Where was the voyage from and bound to, and how far had it come?",
  "dl-averi/shipwreck/voyage.completed":
    "How much of the voyage was done when the casualty happened, as a fraction (e.g. '2/3')?",
  "dl-averi/shipwreck/voyage.freight_earned":
    "What freight does the skipper earn on what was saved (left out: the agreed freight on the parcels saved)?",
  "dl-averi/shipwreck/voyage.freight_total":
    "What would the whole cargo have paid in freight for the whole voyage (left out: the parcels' agreed freight added up)?",
  "dl-averi/shipwreck/voyage.from": "From which port did she sail?",
  "dl-averi/shipwreck/voyage.to": "To which port or market were the goods bound?",
  "dl-vrag/find/as_of": "On what day is the case decided (left out: the latest day the case gives)?",
  "dl-vrag/find/breaches": "How many breaches of the rules does the case report?",
  "dl-vrag/find/breaches[].person": "Who is said to have broken the rule in {who}?",
  "dl-vrag/find/breaches[].provision": 'Which provision does {who} break, if known (e.g. "borkum-1666/8.2")?',
  "dl-vrag/find/breaches[].what": "What was done in {who}, in words?",
  "dl-vrag/find/claim": "Did the owner, or an agent for him, come for it?",
  "dl-vrag/find/claim.claimant": "Who came for it: the owner, or an agent for him?",
  "dl-vrag/find/claim.date": "On what day did he come with his proof?",
  "dl-vrag/find/claim.owner": "For which owner does the agent act (left out: the one who came is the owner)?",
  "dl-vrag/find/claim.proof_sufficient": "Was his proof found sufficient?",
  "dl-vrag/find/concealed":
    "How many times did someone hold back or conceal part of the find instead of handing it over?",
  "dl-vrag/find/concealed[].person": "Who held back {who}?",
  "dl-vrag/find/concealed[].value": "What was the worth of what was held back in {who}, where known?",
  "dl-vrag/find/concealed[].what": "What was held back or concealed in {who}, in words?",
  "dl-vrag/find/costs": "What did the officer lay out on it (carriage, storage)?",
  "dl-vrag/find/delivered": "Has it been handed over to the officer ashore?",
  "dl-vrag/find/delivered.date": "On what day was it handed over?",
  "dl-vrag/find/delivered.registered": "On what day was it registered, if not the day it was handed over?",
  "dl-vrag/find/delivered.to": "To whom was it handed over (the officer in command where it was landed)?",
  "dl-vrag/find/found": "When and where was it found?",
  "dl-vrag/find/found.assessment": "Has an assessor judged the place where it was found?",
  "dl-vrag/find/found.assessment.by": "Who made the assessment?",
  "dl-vrag/find/found.assessment.date": "On what day was the assessment made?",
  "dl-vrag/find/found.assessment.open_sea":
    "Was it found, as assessed, on the open sea away from all land, rather than in the sea near land?",
  "dl-vrag/find/found.date": "On what day was it found?",
  "dl-vrag/find/found.from_sea_bed": "Was it taken up from the sea bed (in nets, or with a grapnel)?",
  "dl-vrag/find/found.in_coastal_waters": "Was it found within the waters belonging to a coast?",
  "dl-vrag/find/found.out_of_sight_of_land": "Was it found out of sight of any land?",
  "dl-vrag/find/found.owners_present": "Were any of the people it belongs to with it when it was found?",
  "dl-vrag/find/found.place": "Where was it found, in words (e.g. 'in the Sound', 'the North Sea')?",
  "dl-vrag/find/found_by": "Who found it and took it up?",
  "dl-vrag/find/item": "What was found?",
  "dl-vrag/find/item.buoyed": "Was a buoy still on the anchor?",
  "dl-vrag/find/item.description": "What exactly was found, in words (e.g. 'an anchor with cable')?",
  "dl-vrag/find/item.what":
    "What was found: wreck (a ship, a piece of one, or her gear), an anchor, goods lost from a ship, or another thing?",
  "dl-vrag/find/landed_at": "Where was it brought ashore?",
  "dl-vrag/find/people": "How many people does the case name: the finders, the officer, the owner and his agent?",
  "dl-vrag/find/people[].aboard": "Which ship was {who} aboard during the salvage?",
  "dl-vrag/find/people[].carted": "Did {who} help cart the salvaged goods home?",
  "dl-vrag/find/people[].count": "How many like persons does {who} stand for?",
  "dl-vrag/find/people[].farm": "Does {who} hold an old farmstead (Altbauer) or a new one (Neubauer)?",
  "dl-vrag/find/people[].helped": "Did {who} take part in the work of salvaging?",
  "dl-vrag/find/people[].id":
    "What short name (letters, digits, underscores, dots or dashes) shall {who} go by in the case?",
  "dl-vrag/find/people[].in_place_of": "Whose place did {who} take when sent to help?",
  "dl-vrag/find/people[].name": "What name shall the determination call {who} by?",
  "dl-vrag/find/people[].on_beach":
    "Was {who} on the beach, saw the signal, and was there when the islanders agreed who would go?",
  "dl-vrag/find/people[].refused": "Did {who} refuse to help salvage?",
  "dl-vrag/find/people[].roles":
    "What is {who}: a skipper, a fisherman, an official, the owner of what was found, his agent, a merchant, or another (all that apply)?",
  "dl-vrag/find/people[].son_of": "Whose son is {who}?",
  "dl-vrag/find/people[].told": "Was {who} told of the pilotage?",
  "dl-vrag/find/people[].unable_to_come": "Could {who} not come (illness, duty), rather than would not?",
  "dl-vrag/find/people[].unable_to_work": "Is {who} bodily unable to work?",
  "dl-vrag/find/people[].wagon": "Did {who} help with a wagon of his or her own?",
  "dl-vrag/find/people[].without_means": "Is {who} without means (poor)?",
  "dl-vrag/find/public_notice": "On what day was the find publicly announced, if it was?",
  "dl-vrag/find/sale": "Was it sold?",
  "dl-vrag/find/sale.date": "On what day was it sold?",
  "dl-vrag/find/sale.price": "What did it fetch?",
  "dl-vrag/find/salvage_reward_assessed": "What salvage reward did the assessors set, if they set one?",
  "dl-vrag/find/valuation": "Was a value set on it when it was handed over?",
  "dl-vrag/find/valuation.by": "Who valued it?",
  "dl-vrag/find/valuation.date": "On what day was it valued?",
  "dl-vrag/find/valuation.value": "What value was set on it?",
  "dl-vrag/salvage/breaches": "How many breaches of the rules does the case report?",
  "dl-vrag/salvage/breaches[].person": "Who is said to have broken the rule in {who}?",
  "dl-vrag/salvage/breaches[].provision": 'Which provision does {who} break, if known (e.g. "borkum-1666/8.2")?',
  "dl-vrag/salvage/breaches[].what": "What was done in {who}, in words?",
  "dl-vrag/salvage/came_ashore_by_itself":
    "Did the goods come ashore by themselves, not saved with ships (the foot strand, Fuß-strand)?",
  "dl-vrag/salvage/date": "On what day were the goods saved?",
  "dl-vrag/salvage/help_asked":
    "How many did the skipper ask to help him with the salvage (the amtmand, a bailiff, the holder of the foreshore ...)?",
  "dl-vrag/salvage/help_asked[].office":
    "Who is the one asked in {who}: the amtmand, the mayor and council of a town, a bailiff, a strand bailiff, another in command on the shore, the holder of the foreshore, or another?",
  "dl-vrag/salvage/help_asked[].person": "Whom did the skipper ask in {who}?",
  "dl-vrag/salvage/merchant_goods": "Were the goods merchants' goods (cargo), rather than parts of a ship?",
  "dl-vrag/salvage/off_market_town":
    "Did it happen on the shore before a market town (a chartered town with a mayor and council)?",
  "dl-vrag/salvage/people":
    "How many people does the case name: the skipper, his crew, those who helped salvage or would not, the merchants and the officials asked?",
  "dl-vrag/salvage/people[].aboard": "Which ship was {who} aboard during the salvage?",
  "dl-vrag/salvage/people[].carted": "Did {who} help cart the salvaged goods home?",
  "dl-vrag/salvage/people[].count": "How many like persons does {who} stand for?",
  "dl-vrag/salvage/people[].farm": "Does {who} hold an old farmstead (Altbauer) or a new one (Neubauer)?",
  "dl-vrag/salvage/people[].helped": "Did {who} take part in the work of salvaging?",
  "dl-vrag/salvage/people[].id":
    "What short name (letters, digits, underscores, dots or dashes) shall {who} go by in the case?",
  "dl-vrag/salvage/people[].in_place_of": "Whose place did {who} take when sent to help?",
  "dl-vrag/salvage/people[].name": "What name shall the determination call {who} by?",
  "dl-vrag/salvage/people[].on_beach":
    "Was {who} on the beach, saw the signal, and was there when the islanders agreed who would go?",
  "dl-vrag/salvage/people[].refused": "Did {who} refuse to help salvage?",
  "dl-vrag/salvage/people[].roles": "What is {who}: the skipper, a merchant, an official, or another (all that apply)?",
  "dl-vrag/salvage/people[].son_of": "Whose son is {who}?",
  "dl-vrag/salvage/people[].told": "Was {who} told of the pilotage?",
  "dl-vrag/salvage/people[].unable_to_come": "Could {who} not come (illness, duty), rather than would not?",
  "dl-vrag/salvage/people[].unable_to_work": "Is {who} bodily unable to work?",
  "dl-vrag/salvage/people[].wagon": "Did {who} help with a wagon of his or her own?",
  "dl-vrag/salvage/people[].without_means": "Is {who} without means (poor)?",
  "dl-vrag/salvage/place": "Where were the goods saved?",
  "dl-vrag/salvage/salvage_agreement": "Did the skipper strike a bargain with the salvors over the salvage?",
  "dl-vrag/salvage/salvage_agreement.salvors": "Which salvors made the bargain (left out: everyone who helped)?",
  "dl-vrag/salvage/salvage_agreement.share": 'What share of the goods salvaged was agreed to the salvors ("1/3")?',
  "dl-vrag/salvage/salvage_agreement.sum": "What set sum was agreed?",
  "dl-vrag/salvage/salvage_agreement.terms":
    "What were the terms: a set sum paid to the salvors for whatever they could salvage, a share of the goods salvaged, or a set sum the salvors paid the skipper for all they could salvage, to keep it?",
  "dl-vrag/salvage/salvage_costs":
    "What did the salvage cost in all: the salvors' reward, hire of boats and carts, storage and the like?",
  "dl-vrag/salvage/salvage_money":
    "How much salvage money was paid for what was saved (0 while it is still to be fixed)?",
  "dl-vrag/salvage/salvage_money_fixed_by":
    "Who fixed the salvage money: the amtmand with the best men of the district, or the mayor and council of the market town?",
  "dl-vrag/salvage/salvage_money_shares":
    "How did those who fixed the salvage money divide it among the salvors: who had how much?",
  "dl-vrag/salvage/ships": "How many ships took part: those that went out to salvage, and any that came to grief?",
  "dl-vrag/salvage/ships[].id":
    "What short name (letters, digits, underscores, dots or dashes) shall {who} go by in the case?",
  "dl-vrag/salvage/ships[].name": "What is the name of {who}?",
  "dl-vrag/salvage/ships[].owners": "How many owners has {who} (their shares add up to 1)?",
  "dl-vrag/salvage/ships[].owners[].person": "Who is {who}?",
  "dl-vrag/salvage/ships[].owners[].share": 'What share of the ship does {who} hold ("1", "1/3")?',
  "dl-vrag/salvage/ships[].salvaging": "Did {who} go out and salvage (rather than being the wreck)?",
  "dl-vrag/salvage/ships[].skipper": "Who sailed {who}?",
  "dl-vrag/salvage/shipwreck": "Were the goods saved from a ship that came to grief with her people aboard?",
  "dl-vrag/salvage/shipwreck.cargo": "How many merchants' lots of goods were saved from the ship?",
  "dl-vrag/salvage/shipwreck.cargo[].freight": "What freight was agreed for carrying {who} the whole voyage?",
  "dl-vrag/salvage/shipwreck.cargo[].left_to_skipper":
    "Has the shipper chosen to let the skipper keep {who} instead of paying its freight?",
  "dl-vrag/salvage/shipwreck.cargo[].owner": "Which merchant owns {who}?",
  "dl-vrag/salvage/shipwreck.cargo[].shipper": "Who shipped {who} and owes its freight, if not its owner?",
  "dl-vrag/salvage/shipwreck.cargo[].value_saved": "What is {who} worth as saved, or what did it fetch when sold?",
  "dl-vrag/salvage/shipwreck.cargo[].what": "What goods are in {who}, in words?",
  "dl-vrag/salvage/shipwreck.cause":
    "What wrecked her: a storm, or another misfortune (fire, a leak, running aground in fog ...)?",
  "dl-vrag/salvage/shipwreck.could_salvage_no_more":
    "Could the skipper and those helping him salvage no more, so that goods or wreck were left over?",
  "dl-vrag/salvage/shipwreck.crew": "Who were the ship's people, besides the skipper?",
  "dl-vrag/salvage/shipwreck.how":
    "How did she end: driven ashore against her crew's will, run ashore on purpose to save ship and goods, sunk, or otherwise?",
  "dl-vrag/salvage/shipwreck.seafarers_at_hand": "Which other seafaring people, not of her crew, were at hand?",
  "dl-vrag/salvage/shipwreck.ship": "Which ship came to grief?",
  "dl-vrag/salvage/shipwreck.ship_value_saved":
    "What is the part of the ship that was saved (hull, rigging, gear) worth, or what did it fetch when sold?",
  "dl-vrag/salvage/shipwreck.skipper_could_not_manage":
    "Was the skipper with his own people unable to salvage ship and goods by themselves?",
  "dl-vrag/salvage/shipwreck.voyage_done":
    'How much of the voyage was done when the ship was lost, as a fraction ("1/2", "2/3")?',
  "dl-vrag/salvage/shipwreck.wages_owed": "How many of the crew were still owed wages when the ship was lost?",
  "dl-vrag/salvage/shipwreck.wages_owed[].amount": "How much is {who}, still owed for the voyage?",
  "dl-vrag/salvage/shipwreck.wages_owed[].person": "Which seaman is owed {who}?",
  "dl-vrag/salvage/shipwreck.wholly_lost": "Is the ship wholly lost (a total wreck), not only stranded or damaged?",
  "dl-vrag/wreck/as_of": "On what day is the case decided (whether a time limit has run out by then)?",
  "dl-vrag/wreck/breaches": "How many breaches of the rules does the case report?",
  "dl-vrag/wreck/breaches[].person": "Who is said to have broken the rule in {who}?",
  "dl-vrag/wreck/breaches[].provision": 'Which provision does {who} break, if known (e.g. "borkum-1666/8.2")?',
  "dl-vrag/wreck/breaches[].what": "What was done in {who}, in words?",
  "dl-vrag/wreck/claim": "Did anyone come for the wreck, as its owner or as the owner's agent?",
  "dl-vrag/wreck/claim.as": "Did he come as the owner himself, or as the owner's agent (fuldmægtig)?",
  "dl-vrag/wreck/claim.by": "Who came for the wreck?",
  "dl-vrag/wreck/claim.date": "On what day did he come with his proof of ownership?",
  "dl-vrag/wreck/claim.owner": "For which owner does the agent act?",
  "dl-vrag/wreck/claim.proof_sufficient": "Is his proof of ownership sufficient?",
  "dl-vrag/wreck/commons_rights":
    "How many households' rights in the commons (the common land and its use) does the case give?",
  "dl-vrag/wreck/commons_rights[].person": "Which household (or group row of like households) holds {who}?",
  "dl-vrag/wreck/commons_rights[].rights": "How many rights in the commons are {who} (e.g. 2, 1 or 1/2)?",
  "dl-vrag/wreck/date": "On what day was the wreck found?",
  "dl-vrag/wreck/disposition": "Is the wreck to be divided, or put to common use?",
  "dl-vrag/wreck/foreshore": "Whose foreshore does the wreck lie on?",
  "dl-vrag/wreck/foreshore.amtmand":
    "Who is the king's amtmand of the district, if he is one of the people of the case?",
  "dl-vrag/wreck/foreshore.foreshore_right":
    "Does the landowner hold the foreshore right, the right to unclaimed wreck (left out: he does)?",
  "dl-vrag/wreck/foreshore.holder": "Off which landowner's land does the wreck lie?",
  "dl-vrag/wreck/foreshore.of":
    "Is it the king's foreshore, where his amtmand acts, or the foreshore off a landowner's land?",
  "dl-vrag/wreck/items": "How many things were found: a ship, pieces of ships, masts, goods ...?",
  "dl-vrag/wreck/items[].abandoned": "Was {who} found with nobody aboard, left by its crew?",
  "dl-vrag/wreck/items[].can_be_got_off": "Can {who} be got off (refloated)?",
  "dl-vrag/wreck/items[].damaged": "Is {who} damaged by the wreck (broken, spoilt in part)?",
  "dl-vrag/wreck/items[].drifted_ashore": "Did {who} come ashore by drifting?",
  "dl-vrag/wreck/items[].empty": "Was {who} empty, with no cargo aboard?",
  "dl-vrag/wreck/items[].leaking": "Is {who} leaking?",
  "dl-vrag/wreck/items[].name": "By what name is {who} to be called in the determination?",
  "dl-vrag/wreck/items[].piece":
    "How large a piece of a ship is {who}: half a ship, a quarter, another large piece, or a small one?",
  "dl-vrag/wreck/items[].restorable": "Can {who}, damaged or wet, be saved (dried, aired, repacked)?",
  "dl-vrag/wreck/items[].restoring_cost": "What did saving {who} (drying, airing, repacking) cost its keeper?",
  "dl-vrag/wreck/items[].sold_for": "What did {who} fetch when it was sold because it could not be saved?",
  "dl-vrag/wreck/items[].sold_on": "On what day was {who} sold?",
  "dl-vrag/wreck/items[].stuck": "Is {who} stuck fast on the ground?",
  "dl-vrag/wreck/items[].value": "What did {who} fetch, or at what is it valued?",
  "dl-vrag/wreck/items[].wet": "Is {who} wet through with sea water?",
  "dl-vrag/wreck/items[].what":
    "What is {who}: a whole ship, a piece of a ship's hull, a mast, a yard, a topmast, a rudder (Rohr), a boat (Schute), a leeboard (Schwert), a hold beam (Lastbalken), a hofpahl, goods, or another thing?",
  "dl-vrag/wreck/keeping": "Was the wreck salvaged and put in safe keeping?",
  "dl-vrag/wreck/keeping.by": "Who had the wreck salvaged, and keeps it?",
  "dl-vrag/wreck/keeping.cost": "What did keeping the salvaged wreck in safe keeping (storage, watch) cost its keeper?",
  "dl-vrag/wreck/keeping.notice": "On what day was public notice of the wreck given, if it was?",
  "dl-vrag/wreck/keeping.register_kept": "Is a clear register kept of what was salvaged?",
  "dl-vrag/wreck/keeping.registered": "On what day was the wreck lodged in safe keeping and entered in the register?",
  "dl-vrag/wreck/keeping.salvaged_by": "Who salvaged the wreck for its keeper?",
  "dl-vrag/wreck/living_people": "Was any living person with the wreck when it was found?",
  "dl-vrag/wreck/people":
    "How many people does the case name: the amtmand, the landowner, the salvors, the owner and his agent?",
  "dl-vrag/wreck/people[].aboard": "Which ship was {who} aboard during the salvage?",
  "dl-vrag/wreck/people[].carted": "Did {who} help cart the salvaged goods home?",
  "dl-vrag/wreck/people[].count": "How many like persons does {who} stand for?",
  "dl-vrag/wreck/people[].farm": "Does {who} hold an old farmstead (Altbauer) or a new one (Neubauer)?",
  "dl-vrag/wreck/people[].helped": "Did {who} take part in the work of salvaging?",
  "dl-vrag/wreck/people[].id":
    "What short name (letters, digits, underscores, dots or dashes) shall {who} go by in the case?",
  "dl-vrag/wreck/people[].in_place_of": "Whose place did {who} take when sent to help?",
  "dl-vrag/wreck/people[].name": "What name shall the determination call {who} by?",
  "dl-vrag/wreck/people[].on_beach":
    "Was {who} on the beach, saw the signal, and was there when the islanders agreed who would go?",
  "dl-vrag/wreck/people[].refused": "Did {who} refuse to help salvage?",
  "dl-vrag/wreck/people[].roles": "What is {who}: the skipper, a merchant, an official, or another (all that apply)?",
  "dl-vrag/wreck/people[].son_of": "Whose son is {who}?",
  "dl-vrag/wreck/people[].told": "Was {who} told of the pilotage?",
  "dl-vrag/wreck/people[].unable_to_come": "Could {who} not come (illness, duty), rather than would not?",
  "dl-vrag/wreck/people[].unable_to_work": "Is {who} bodily unable to work?",
  "dl-vrag/wreck/people[].wagon": "Did {who} help with a wagon of his or her own?",
  "dl-vrag/wreck/people[].without_means": "Is {who} without means (poor)?",
  "dl-vrag/wreck/place": "Where was the wreck found: at sea, outside the reefs, on them, inside them, or on the beach?",
  "dl-vrag/wreck/proceeds":
    "What did the wreck fetch when sold, or what is it worth, to be divided (left out: what its items fetched)?",
  "dl-vrag/wreck/salvage_reward": "Has the salvage reward the owner is to pay been fixed?",
  "dl-vrag/wreck/salvage_reward.amount": "What salvage reward was fixed?",
  "dl-vrag/wreck/salvage_reward.assessed_by": "Who fixed the salvage reward?",
};

const MEANINGS: Record<string, string> = {
  "borkum-1666/pilotage/mode=single_person": "one islander goes aboard and pilots",
  "borkum-1666/pilotage/mode=whole_ship": "an island ship must go out",
  "borkum-1666/pilotage/people[].roles=householder": "head of a household, man or woman",
  "borkum-1666/pilotage/people[].roles=widow": "a widow heading a household",
  "borkum-1666/pilotage/ship.signal=waft": "Syauwer",
  "borkum-1666/salvage/help_asked[].office=amtmand": "the king's district governor",
  "borkum-1666/salvage/help_asked[].office=foreshore_holder": "whose land it is, with the right to the foreshore",
  "borkum-1666/salvage/help_asked[].office=mayor_and_council": "of a town",
  "borkum-1666/salvage/help_asked[].office=shore_commander": "anyone else in command on the shore",
  "borkum-1666/salvage/people[].roles=householder": "head of a household, man or woman",
  "borkum-1666/salvage/people[].roles=widow": "a widow heading a household",
  "borkum-1666/salvage/place=inside_reefs": "on Borkum: the Randzel or the Ems",
  "borkum-1666/salvage/salvage_agreement.terms=share_of_goods": "they have a share of the goods salvaged",
  "borkum-1666/salvage/salvage_agreement.terms=sum_to_salvors":
    "the salvors are paid a set sum for whatever they can salvage",
  "borkum-1666/salvage/salvage_agreement.terms=sum_to_skipper":
    "they pay the skipper a set sum for all they can salvage, and keep it",
  "borkum-1666/salvage/shipwreck.how=driven_ashore": "stranded against the crew's will",
  "borkum-1666/salvage/shipwreck.how=run_ashore": "put on the shore on purpose to save ship and goods",
  "borkum-1666/salvage/shipwreck.how=sank": "foundered",
  "borkum-1666/wreck/claim.as=agent": "'fuldmægtig'",
  "borkum-1666/wreck/claim.as=owner": "the owner himself",
  "borkum-1666/wreck/foreshore.of=king": "the king's foreshore, where the king's amtmand acts",
  "borkum-1666/wreck/foreshore.of=landowner": "the foreshore off a landowner's land",
  "borkum-1666/wreck/items[].what=boat": "'Schute'",
  "borkum-1666/wreck/items[].what=cargo": "goods",
  "borkum-1666/wreck/items[].what=hold_beam": "'Lastbalken'",
  "borkum-1666/wreck/items[].what=leeboard": "'Schwert'",
  "borkum-1666/wreck/items[].what=rudder": "'Rohr'",
  "borkum-1666/wreck/items[].what=ship": "a whole ship",
  "borkum-1666/wreck/items[].what=ship_piece": "a piece of a ship's hull",
  "borkum-1666/wreck/people[].roles=householder": "head of a household, man or woman",
  "borkum-1666/wreck/people[].roles=widow": "a widow heading a household",
  "dl-averi/carriage/people[].roles=agent": "acting for the merchant",
  "dl-averi/carriage/people[].roles=merchant": "owner of the goods",
  "dl-averi/carriage/people[].roles=seaman": "one of the ship's people: mate, boatswain, sailor",
  "dl-averi/carriage/unfit.choice=compensation": "all the merchant's loss made good",
  "dl-averi/carriage/unfit.choice=substitute":
    "another suitable ship chartered to carry the goods to the agreed place for the agreed freight",
  "dl-averi/collision/incident.because=shallows": "'nær grunden'",
  "dl-averi/collision/incident.cause=necessity": "'nøds sag', dl-averi/10",
  "dl-averi/collision/incident.cause=neglect": "the sailing skipper's neglect and bad look-out, dl-averi/7",
  "dl-averi/collision/incident.lying_how=moored": "made fast: 'fast fortøjet'",
  "dl-averi/collision/incident.self_help=hindered": "by the other",
  "dl-averi/collision/incident.type=close_quarters":
    "Ships lie close, one cannot give way and asks the other to weigh anchor (dl-averi/14–15)",
  "dl-averi/collision/incident.type=drifting":
    "A ship breaks loose and drifts onto one lying at her anchor (dl-averi/11–12)",
  "dl-averi/collision/incident.type=run_down": "A ship lying still is run into by one under sail (dl-averi/7–10)",
  "dl-averi/collision/incident.type=slipped_anchor":
    "Ships slip cable and anchor to escape a ship driven adrift by storm (dl-averi/13)",
  "dl-averi/collision/incident.type=unbuoyed_anchor":
    "A ship comes to harm on another ship's anchor lying without a buoy (dl-averi/16–17)",
  "dl-averi/collision/incident.type=under_sail": "Two ships under sail collide (dl-averi/6)",
  "dl-averi/collision/incident.where=other": "the text speaks of harbour and roadstead",
  "dl-averi/collision/incident.where=roadstead": "'red'",
  "dl-averi/collision/people[].roles=merchant": "owner of goods aboard",
  "dl-averi/collision/people[].roles=seaman": "one of a crew",
  "dl-averi/general_average/cargo[].packing=bulk":
    "poured loose into the hold, mixed with other owners' goods of the same kind",
  "dl-averi/general_average/cargo[].packing=loose": "unpacked, but kept apart",
  "dl-averi/general_average/cargo[].packing=packed": "in packs, casks or barrels",
  "dl-averi/general_average/charterer_choice.choice=leave": "it to the skipper at that value",
  "dl-averi/general_average/charterer_choice.choice=none": "he did not declare",
  "dl-averi/general_average/charterer_choice.choice=take": "the ship at the skipper's valuation",
  "dl-averi/general_average/emergency.measures=jettison": "goods thrown overboard",
  "dl-averi/general_average/emergency.measures=run_ashore": "the ship put ashore on purpose",
  "dl-averi/general_average/expenses[].what=port_of_refuge": "the costs of putting into a port of refuge",
  "dl-averi/general_average/expenses[].what=salvage": "a salvor's bill",
  "dl-averi/general_average/expenses[].what=tug": "towage to safety",
  "dl-averi/general_average/injuries[].buried=on_land": "ashore: 'om det er ved land, at dem begravelse gøres'",
  "dl-averi/general_average/people[].roles=agent": "acting for a merchant, e.g. a supercargo",
  "dl-averi/general_average/people[].roles=charterer": "who chartered the ship, the 'befragter'",
  "dl-averi/general_average/people[].roles=lender": "on bottomry",
  "dl-averi/general_average/people[].roles=merchant": "owner of goods aboard",
  "dl-averi/general_average/people[].roles=seaman": "one of the crew",
  "dl-averi/general_average/sacrifices[].what=running_ashore": "damage to the ship from being run ashore on purpose",
  "dl-averi/lights/darkness=dark_night": "a dark night",
  "dl-averi/lights/darkness=light_night": "night, but not dark: moonlight, the light nights of summer",
  "dl-averi/lights/false_lights[].act=false_mark": "a mark set up on rocks or elsewhere on the shore",
  "dl-averi/lights/false_lights[].act=fire_at_night": "a fire lit at night",
  "dl-averi/lights/ships[].darkness=dark_night": "a dark night",
  "dl-averi/lights/ships[].darkness=light_night": "night, but not dark: moonlight, the light nights of summer",
  "dl-averi/lights/ships[].situation=at_anchor_harbour": "at anchor in a harbour or a roadstead sheltered by land",
  "dl-averi/lights/ships[].situation=at_anchor_open_water": "lying at anchor in open water",
  "dl-averi/lights/ships[].situation=other": "moored, aground, laid up",
  "dl-averi/lights/ships[].situation=sailing": "under way",
  "dl-averi/pilot_hire/damage[].to=ship": "the ship herself",
  "dl-averi/pilot_hire/people[].roles=merchant": "owner of goods aboard",
  "dl-averi/pilot_hire/port_of_discharge.custom.shared_by=value": "default",
  "dl-averi/shipwreck/cargo[].outcome=lost": "not saved",
  "dl-averi/shipwreck/cargo[].outcome=saved": "salvaged, or kept, sound",
  "dl-averi/shipwreck/cargo[].outcome=spoiled": "salvaged or kept, but spoiled in whole or in part: see `spoiled`",
  "dl-averi/shipwreck/cargo[].packing=bulk":
    "poured loose into the hold, mixed with other owners' goods of the same kind: 'styrtet gods'",
  "dl-averi/shipwreck/cargo[].packing=loose": "unpacked but kept apart",
  "dl-averi/shipwreck/cargo[].packing=pieces": "goods that bear their owner's mark",
  "dl-averi/shipwreck/crew[].salvage=helped": "to salvage ship, goods and gear",
  "dl-averi/shipwreck/crew[].salvage=refused": "would not help",
  "dl-averi/shipwreck/crew[].salvage=unable": "could not, being hurt or ill",
  "dl-averi/shipwreck/embezzlements[].act=embezzled": "kept them back",
  "dl-averi/shipwreck/embezzlements[].act=removed": "carried the goods off",
  "dl-averi/shipwreck/loss.cause=misfortune": "by no one's fault",
  "dl-averi/shipwreck/loss.cause=neglect": "the skipper's or his people's",
  "dl-averi/shipwreck/loss.cause=wilful": "the skipper did it on purpose, out of malice",
  "dl-averi/shipwreck/people[].roles=charterer": "who chartered the ship, the 'befragter'",
  "dl-averi/shipwreck/people[].roles=merchant": "owner of goods aboard",
  "dl-averi/shipwreck/people[].roles=seaman": "one of the crew",
  "dl-averi/shipwreck/ship.state=aground_beyond_repair": "aground, and she cannot be repaired",
  "dl-averi/shipwreck/ship.state=aground_repairable": "aground, and she can be repaired",
  "dl-averi/shipwreck/ship.state=saved": "she came through, with part of the goods and gear",
  "dl-averi/shipwreck/ship.state=wrecked": "shipwrecked: 'skibbruden'",
  "dl-vrag/find/item.what=anchor": "with or without cable",
  "dl-vrag/find/item.what=goods": "cargo lost from a ship: a cask, a bale",
  "dl-vrag/find/item.what=wreck": "a ship, a piece of one, or its gear, lost",
  "dl-vrag/find/people[].roles=agent": "acting for the owner",
  "dl-vrag/find/people[].roles=official": "e.g. the officer who receives the find",
  "dl-vrag/find/people[].roles=owner": "of what was found",
  "dl-vrag/find/people[].roles=skipper": "master of a ship",
  "dl-vrag/salvage/help_asked[].office=amtmand": "the king's district governor",
  "dl-vrag/salvage/help_asked[].office=foreshore_holder": "whose land it is, with the right to the foreshore",
  "dl-vrag/salvage/help_asked[].office=mayor_and_council": "of a town",
  "dl-vrag/salvage/help_asked[].office=shore_commander": "anyone else in command on the shore",
  "dl-vrag/salvage/people[].roles=householder": "head of a household, man or woman",
  "dl-vrag/salvage/people[].roles=widow": "a widow heading a household",
  "dl-vrag/salvage/place=inside_reefs": "on Borkum: the Randzel or the Ems",
  "dl-vrag/salvage/salvage_agreement.terms=share_of_goods": "they have a share of the goods salvaged",
  "dl-vrag/salvage/salvage_agreement.terms=sum_to_salvors":
    "the salvors are paid a set sum for whatever they can salvage",
  "dl-vrag/salvage/salvage_agreement.terms=sum_to_skipper":
    "they pay the skipper a set sum for all they can salvage, and keep it",
  "dl-vrag/salvage/shipwreck.how=driven_ashore": "stranded against the crew's will",
  "dl-vrag/salvage/shipwreck.how=run_ashore": "put on the shore on purpose to save ship and goods",
  "dl-vrag/salvage/shipwreck.how=sank": "foundered",
  "dl-vrag/wreck/claim.as=agent": "'fuldmægtig'",
  "dl-vrag/wreck/claim.as=owner": "the owner himself",
  "dl-vrag/wreck/foreshore.of=king": "the king's foreshore, where the king's amtmand acts",
  "dl-vrag/wreck/foreshore.of=landowner": "the foreshore off a landowner's land",
  "dl-vrag/wreck/items[].what=boat": "'Schute'",
  "dl-vrag/wreck/items[].what=cargo": "goods",
  "dl-vrag/wreck/items[].what=hold_beam": "'Lastbalken'",
  "dl-vrag/wreck/items[].what=leeboard": "'Schwert'",
  "dl-vrag/wreck/items[].what=rudder": "'Rohr'",
  "dl-vrag/wreck/items[].what=ship": "a whole ship",
  "dl-vrag/wreck/items[].what=ship_piece": "a piece of a ship's hull",
  "dl-vrag/wreck/people[].roles=householder": "head of a household, man or woman",
  "dl-vrag/wreck/people[].roles=widow": "a widow heading a household",
};

const FIELD_SAID = phrases("questions/field", QUESTIONS);
const MEANING_SAID = phrases("questions/meaning", MEANINGS);

/** The English of every field's question, by the field's id (the statute's, the kind's and its place). */
export const FIELD_ENGLISH: Readonly<Record<string, string>> = QUESTIONS;
/** The English of what each value means, by "<field id>=<value>". */
export const MEANING_ENGLISH: Readonly<Record<string, string>> = MEANINGS;

/** The id of the field (or value) a key names, without the "~2" of a field's other words. */
function base(key: string): string {
  return key.replace(/~\d+$/, "");
}

function byEnglish(
  english: Record<string, string>,
  said: Record<string, { id: string }>,
): Readonly<Record<string, Readonly<Record<string, string>>>> {
  const out: Record<string, Record<string, string>> = {};
  for (const [key, en] of Object.entries(english)) {
    out[en] = { ...out[en], [base(key)]: (said[key] as { id: string }).id };
  }
  return out;
}

/** Each field's question by its English, then by the field's id: the message it is said through. */
export const FIELD_QUESTIONS = byEnglish(QUESTIONS, FIELD_SAID);
/** What a value means by its English, then by "<field id>=<value>": the message it is said through. */
export const FIELD_MEANINGS = byEnglish(MEANINGS, MEANING_SAID);

/**
 * A language's patterns for every field's question and every value's meaning, from
 * its words for each English text: `asked` and `meant` by the English, `own` a
 * statute's own words where they differ (Borkum's German says Bergegeld where Danske
 * Lov's says Bergelohn). A text with no words in the language gives no pattern, so
 * that a field whose English has changed is listed as missing, not said wrongly.
 */
export function fieldPatterns(
  asked: Readonly<Record<string, string>>,
  meant: Readonly<Record<string, string>>,
  own: Readonly<Record<string, Readonly<Record<string, string>>>> = {},
): Record<string, string> {
  const out: Record<string, string> = {};
  const put = (english: Record<string, string>, said: Record<string, { id: string }>, words: typeof asked): void => {
    for (const [key, en] of Object.entries(english)) {
      const statute = key.slice(0, key.indexOf("/"));
      const pattern = own[statute]?.[en] ?? words[en];
      if (pattern !== undefined) out[(said[key] as { id: string }).id] = pattern;
    }
  };
  put(QUESTIONS, FIELD_SAID, asked);
  put(MEANINGS, MEANING_SAID, meant);
  return out;
}
