/**
 * The worked examples of RULES.md for §6 (EX-01 to EX-03) as facts, shared by the
 * tests of the rules and of the readings.
 */

export const ship = (id: string, skipper: string, owners: [string, string][] = [[skipper, "1"]]) => ({
  id,
  name: id,
  skipper,
  owners: owners.map(([person, share]) => ({ person, share })),
});

export const EX01 = {
  place: "outside_reefs",
  salvage_money: 120,
  ships: [ship("hoop", "harm")],
  people: [
    { id: "harm", name: "Harm", roles: ["householder", "skipper"], aboard: "hoop", helped: true },
    { id: "jan", name: "Jan", roles: ["householder"], aboard: "hoop", helped: true },
    { id: "eilert", name: "Eilert", roles: ["grown_son"], aboard: "hoop", helped: true },
    { id: "focke", name: "Focke", roles: ["boy"], aboard: "hoop", helped: true },
    { id: "vogt", roles: ["vogt"] },
    { id: "pastor", roles: ["pastor"] },
    { id: "antje", roles: ["widow"] },
    { id: "gesche", roles: ["widow"] },
    { id: "hilke", roles: ["widow"] },
  ],
};

export const EX02 = {
  place: "inside_reefs",
  salvage_money: 340,
  ships: [ship("hoffnung", "meinert")],
  people: [
    { id: "meinert", roles: ["householder", "skipper"], aboard: "hoffnung", helped: true },
    ...["h1", "h2", "h3", "h4", "h5"].map((id) => ({ id, roles: ["householder"], farm: "neubauer", helped: true })),
    { id: "h2-sons", roles: ["grown_son"], son_of: "h2", count: 2, helped: true },
    { id: "albert", roles: ["householder"], farm: "altbauer", helped: true, wagon: true },
    { id: "bojung", roles: ["householder"], farm: "altbauer", helped: true },
    { id: "boys", roles: ["boy"], count: 3, helped: true },
    { id: "wiard", roles: ["farmhand"], helped: true },
    { id: "vogt", roles: ["vogt"], carted: true, wagon: true },
    { id: "pastor", roles: ["pastor"] },
    { id: "antje", roles: ["widow"] },
    { id: "gesche", roles: ["widow"] },
    { id: "others", roles: ["householder"], count: 6 },
  ],
};

export const EX03 = {
  place: "beach",
  came_ashore_by_itself: true,
  salvage_money: 230,
  people: [
    { id: "vogt", roles: ["vogt"] },
    { id: "pastor", roles: ["pastor"] },
    { id: "helpers", roles: ["householder"], count: 15, helped: true, carted: true },
    { id: "ubbo", roles: ["householder"], helped: true, carted: true },
    { id: "ubbo-sons", roles: ["grown_son"], son_of: "ubbo", count: 2, helped: true, carted: true },
    { id: "trientje", roles: ["widow"], unable_to_work: true },
    { id: "trientje-farmhand", roles: ["farmhand"], in_place_of: "trientje", carted: true },
    { id: "wobke", roles: ["widow"], unable_to_work: true },
    { id: "idle", roles: ["householder"], count: 2 },
  ],
};

// ---------------------------------------------------------------------------
// The readings each worked example names

/**
 * The readings each worked example of RULES.md names, by parameter, so that its
 * figures stand whatever the defaults are. EX-05 part 2 names no reading for the
 * officials' four parts; its table has none, which is Q-B28 R2, as in part 1.
 */
export const EX01_READINGS = {
  part_fund: "R1",
  ship_parts_recipient: "R1",
  boy_part_aboard: "R1",
  son_part: "R2",
  home_rule_scope: "R1",
  officials_parts_scope: "R2",
};

export const EX02_READINGS = {
  part_fund: "R1",
  son_part: "R2",
  inside_helper_status: "R1",
  home_exception_parts: "R1",
  widow_home_part_inside: "R1",
  vogt_wagon_parts: "R1",
  altbauer_wagon_parts: "R1",
  officials_parts_scope: "R2",
};

export const EX03_READINGS = {
  part_fund: "R1",
  footstrand_fixed_parts: "R1",
  help_conjunctive: "R1",
  widow_substitute: "R1",
  footstrand_fund: "R1",
  son_part: "R2",
  officials_parts_scope: "R2",
};

export const EX04_READINGS = {
  lowest_price: "R1",
  pilot_shares_surplus: "R1",
  company_membership: "R1",
  vogt_pastor_pilot_share: "R1",
  tower_condition: "R2",
  officials_parts_scope: "R2",
};

export const EX05_READINGS = { ship_pilotage_shares: "R1", son_part: "R2", officials_parts_scope: "R2" };

export const EX05_SALVAGE_READINGS = {
  stuck_and_leaking: "R1",
  ruler_forfeit_effect: "R1",
  inside_helper_status: "R1",
  home_exception_parts: "R1",
  widow_home_part_inside: "R1",
  officials_parts_scope: "R2",
};

/**
 * The readings the worked examples take where the register's default has since
 * moved to another (Q-B02, Q-B21, Q-B26, Q-B28, Q-B29). The tests of single rules
 * decide under these, so that their figures are the worked examples' figures; the
 * tests of the defaults themselves say so and decide without them.
 */
export const AS_IN_THE_WORKED_EXAMPLES: Readonly<Record<string, string>> = {
  ship_parts_recipient: "R1",
  tower_condition: "R2",
  wreck_division_basis: "R1",
  officials_parts_scope: "R2",
  officials_parts_arithmetic: "R1",
};
