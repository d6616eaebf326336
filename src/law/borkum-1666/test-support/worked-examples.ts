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
