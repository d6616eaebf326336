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
