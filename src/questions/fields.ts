/**
 * The questions of the case format's fields as messages. A field's question is the
 * case format's own (its `question`, else its description, in src/cases/kinds):
 * data of the format, in English. Those the interview puts are given an id here, by
 * statute, kind and the field's place in the facts ("dl-vrag/wreck/items[].damaged"),
 * so that the catalogues can say them in German and Danish; a field whose words
 * here are not the format's (changed since) stays English until they are again.
 */

import { phrases } from "../core/messages.js";

const ENGLISH: Record<string, string> = {
  // Borkum, wreck (8.1–8.3)
  "borkum-1666/wreck/breaches": "How many breaches of the rules does the case report?",
  "borkum-1666/wreck/claim": "Did anyone come for the wreck, as its owner or as the owner's agent?",
  "borkum-1666/wreck/commons_rights":
    "How many households' rights in the commons (the common land and its use) does the case give?",
  "borkum-1666/wreck/items[].abandoned": "Was {who} found with nobody aboard, left by its crew?",
  "borkum-1666/wreck/items[].can_be_got_off": "Can {who} be got off (refloated)?",
  "borkum-1666/wreck/items[].empty": "Was {who} empty, with no cargo aboard?",
  "borkum-1666/wreck/items[].leaking": "Is {who} leaking?",
  "borkum-1666/wreck/items[].piece":
    "How large a piece of a ship is {who}: half a ship, a quarter, another large piece, or a small one?",
  "borkum-1666/wreck/items[].stuck": "Is {who} stuck fast on the ground?",
  "borkum-1666/wreck/people[].count": "How many like persons does {who} stand for?",
  "borkum-1666/wreck/people[].farm": "Does {who} hold an old farmstead (Altbauer) or a new one (Neubauer)?",
  // Danske Lov 4-1, finds (dl-vrag/1–7)
  "dl-vrag/find/breaches": "How many breaches of the rules does the case report?",
  "dl-vrag/find/claim": "Did the owner, or an agent for him, come for it?",
  "dl-vrag/find/concealed":
    "How many times did someone hold back or conceal part of the find instead of handing it over?",
  "dl-vrag/find/delivered.registered": "On what day was it registered, if not the day it was handed over?",
  "dl-vrag/find/people[].count": "How many like persons does {who} stand for?",
  "dl-vrag/find/people[].farm": "Does {who} hold an old farmstead (Altbauer) or a new one (Neubauer)?",
  "dl-vrag/find/public_notice": "On what day was the find publicly announced, if it was?",
  "dl-vrag/find/sale": "Was it sold?",
  "dl-vrag/find/valuation.date": "On what day was it valued?",
  // Danske Lov 4-1, wreck (dl-vrag/8–16)
  "dl-vrag/wreck/breaches": "How many breaches of the rules does the case report?",
  "dl-vrag/wreck/claim": "Did anyone come for the wreck, as its owner or as the owner's agent?",
  "dl-vrag/wreck/commons_rights":
    "How many households' rights in the commons (the common land and its use) does the case give?",
  "dl-vrag/wreck/items[].abandoned": "Was {who} found with nobody aboard, left by its crew?",
  "dl-vrag/wreck/items[].can_be_got_off": "Can {who} be got off (refloated)?",
  "dl-vrag/wreck/items[].empty": "Was {who} empty, with no cargo aboard?",
  "dl-vrag/wreck/items[].leaking": "Is {who} leaking?",
  "dl-vrag/wreck/items[].piece":
    "How large a piece of a ship is {who}: half a ship, a quarter, another large piece, or a small one?",
  "dl-vrag/wreck/items[].stuck": "Is {who} stuck fast on the ground?",
  "dl-vrag/wreck/people[].count": "How many like persons does {who} stand for?",
  "dl-vrag/wreck/people[].farm": "Does {who} hold an old farmstead (Altbauer) or a new one (Neubauer)?",
  // Danske Lov 4-2, collisions (dl-averi/7–10)
  "dl-averi/collision/ships[].cargo": "How many parcels of goods were aboard {who}, one for each owner's parcel?",
  "dl-averi/collision/ships[].skipper_means":
    "What is the own property of the skipper of {who} worth, as far as it can be reached ('så vidt hans gods kan tilstrække')?",
  "dl-averi/collision/ships[].value":
    "What is {who} worth (the value that answers when her skipper cannot pay, dl-averi/7)?",
};

const said = phrases("questions/field", ENGLISH);

/** Each field's question: its message id and the English it stands for. */
export const FIELD_QUESTIONS: Readonly<Record<string, { id: string; english: string }>> = Object.fromEntries(
  Object.entries(ENGLISH).map(([k, english]) => [k, { id: (said[k] as { id: string }).id, english }]),
);
