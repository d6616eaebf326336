/**
 * For the tests of wreck under dl-vrag and across the statutes: EX-10 of RULES.md, cloth
 * and wine on the king's foreshore, registered 16 March 1690 (Julian).
 */

export const CLOTH = {
  id: "cloth",
  name: "12 bales of cloth",
  what: "cargo",
  wet: true,
  restorable: true,
  restoring_cost: 6,
};
export const WINE = {
  id: "wine",
  name: "4 pipes of wine",
  what: "cargo",
  damaged: true,
  restorable: false,
  sold_for: 40,
  sold_on: "1690-03-18",
};

export const PEOPLE = [
  { id: "amtmand", name: "The amtmand", roles: ["official"] },
  { id: "owner", name: "Hans Nielsen", roles: ["merchant"] },
  { id: "agent", name: "Peder Jensen" },
  { id: "juel", name: "Jens Juel of Rosenvold" },
  { id: "bailiff", name: "The Rosenvold bailiff" },
  { id: "watchman", name: "Niels Strandvægter" },
];

export const AGENT_CLAIM = { by: "agent", as: "agent", owner: "owner", date: "1690-06-16", proof_sufficient: true };

/** The wreck as registered, before anyone comes for it. */
export const WRECK = {
  date: "1690-03-14",
  place: "beach",
  living_people: false,
  foreshore: { of: "king", amtmand: "amtmand" },
  keeping: { registered: "1690-03-16", register_kept: true },
  items: [CLOTH, WINE],
  people: PEOPLE,
};

export const EX10 = {
  ...WRECK,
  claim: AGENT_CLAIM,
  salvage_reward: { amount: 30, assessed_by: "the amtmand and the best men" },
};
