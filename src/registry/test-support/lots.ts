/** Lots the register tests lodge: the fields of a find, and case files of a wreck with a perishable part. */

import type { LotFields } from "../kinds.js";

/** A cask of wine found in the sea off Skagen, lodged on 10 May 1690 (Julian), valued at 36 rd. */
export const CASK: LotFields = {
  statute: "dl-vrag",
  kind: "find",
  description: "a cask of wine",
  marks: "HN",
  quantity: "1 cask",
  place: "off Skagen",
  lodged: "1690-05-10",
  finder: "Peder Hansen",
  foundAt: "sea",
  value: "36",
  condition: "sound",
  office: "the king's officer at Skagen",
};

/** Wreck on the king's foreshore: 12 bales of cloth, wet, that can be dried; 4 pipes of wine that cannot be kept. */
export const WRECK_YAML = `version: 1
statute: dl-vrag
kind: wreck
title: cloth and wine ashore on the king's foreshore
currency: rigsdaler
facts:
  date: "1690-03-14"
  place: beach
  living_people: false
  foreshore: { of: king, amtmand: office }
  keeping: { by: office, registered: "1690-03-16", register_kept: true }
  items:
    - { id: cloth, name: 12 bales of cloth, what: cargo, wet: true, restorable: true }
    - { id: wine, name: 4 pipes of wine, what: cargo, damaged: true, restorable: false }
  people:
    - { id: office, name: the amtmand, roles: [official] }
`;

/**
 * A ransom paid to pirates off the Skaw and lawfully proved (dl-averi/37): an
 * average of its own over ship and goods. The skipper paid it; the ship (valued
 * 2000 rd) and the goods of A (1200 rd) and B (800 rd) bear it by value.
 */
export const RANSOM_YAML = `version: 1
statute: dl-averi
kind: general_average
title: the Fortuna ransomed off the Skaw
currency: rigsdaler
facts:
  voyage: { from: Danzig, to: Copenhagen, market: Copenhagen, arrived: "1690-10-12T14:00" }
  ship:
    id: fortuna
    name: Fortuna
    skipper: jens
    owners: [{ person: jens, share: 1 }]
    valuation: 2000
    valuation_made_known: "1690-10-12T16:00"
  cargo:
    - { id: bl-a, owner: a, what: wine, value: 1200 }
    - { id: bl-b, owner: b, what: hemp, value: 800 }
  ransom: { amount: 300, proved: true }
  people:
    - { id: jens, name: Skipper Jens, roles: [skipper, shipowner] }
    - { id: a, name: Merchant A, roles: [merchant] }
    - { id: b, name: Merchant B, roles: [merchant] }
`;

/**
 * A wreck on Borkum sold for 100 Rt and divided (borkum-1666/8.2, 8.3): one part
 * to each of 46 households and the officials' four parts, which the Vogt takes:
 * 50 parts of 2 Rt.
 */
export const BORKUM_46_YAML = `version: 1
statute: borkum-1666
kind: wreck
title: a wreck divided among 46 households
currency: reichstaler
readings:
  wreck_division_basis: R1
  officials_parts_recipient: R1
  officials_parts_scope: R2
  officials_parts_arithmetic: R1
facts:
  date: "1667-11-02"
  place: beach
  disposition: divide
  proceeds: 100
  items:
    - { id: hull, name: Half of a ship's hull, what: ship_piece, piece: half, drifted_ashore: true, abandoned: true, stuck: true }
  people:
    - { id: vogt, name: The Vogt, roles: [vogt] }
    - { id: pastor, name: The pastor, roles: [pastor] }
    - { id: households, name: Forty-six households, roles: [householder], count: 46 }
`;

/**
 * A wreck ashore below Rosenvold, whose lord holds the foreshore and the foreshore
 * right (dl-vrag/8 'den, hvis grund det findes for'; /13 'eller den, som
 * forstrandsrettighed har'): examples/dl-vrag/wreck-private-foreshore.yaml with no
 * owner come yet, kept by the amtmand's office and registered on 20 November 1691.
 */
export const ROSENVOLD_YAML = `version: 1
statute: dl-vrag
kind: wreck
title: a ship's boat and hemp ashore below Rosenvold
currency: rigsdaler
facts:
  date: "1691-11-18"
  place: beach
  living_people: false
  foreshore: { of: landowner, holder: rosenvold, foreshore_right: true }
  keeping: { by: office, registered: "1691-11-20", register_kept: true }
  items:
    - { id: boat, name: the ship's boat, what: boat }
    - { id: hemp, name: 8 bales of hemp, what: cargo, wet: true, restorable: true, restoring_cost: 2 rd 3 mk }
  people:
    - { id: office, name: the amtmand, roles: [official] }
    - { id: rosenvold, name: The lord of Rosenvold, roles: [other] }
`;
