/**
 * A find of the Danish Law (dl-vrag/14-19) kept as a lot: where its case keeps
 * the facts of the lot's fields and of each event in custody.
 */

import { phrases } from "../../core/messages.js";
import { addPerson, FOUND_AT, type LotKind, obj, person } from "./lot.js";

/** What an officer assesses on a find, in the words of a refusal. */
const say = phrases("refusal.find-lot", {
  value: "the find's value",
  foundAt: "whether it was found in the sea near land or on the open sea",
});

export const findLot: LotKind = {
  fromFields(f) {
    const openSea = f.foundAt === "open-sea";
    return {
      version: 1,
      statute: f.statute,
      kind: "find",
      title: f.description,
      facts: {
        as_of: f.lodged,
        item: {
          what: f.item ?? "goods",
          description: f.description,
          ...(f.buoyed !== undefined ? { buoyed: f.buoyed === "yes" } : {}),
        },
        found_by: ["finder"],
        found: {
          ...(f.found ? { date: f.found } : {}),
          ...(f.place ? { place: f.place } : {}),
          ...(f.takenUp !== undefined ? { from_sea_bed: f.takenUp === "sea-bed" } : {}),
          ...(f.foundAt !== undefined
            ? {
                in_coastal_waters: !openSea,
                out_of_sight_of_land: openSea,
                assessment: { open_sea: openSea, by: f.office },
              }
            : {}),
        },
        delivered: { to: "office", date: f.lodged },
        ...(f.value !== undefined ? { valuation: { value: f.value, by: "office" } } : {}),
        people: [person("finder", f.finder, [f.finderRole ?? "skipper"]), person("office", f.office, ["official"])],
      },
    };
  },
  asOf(c, date) {
    c.facts.as_of = date;
  },
  lodged(c) {
    const d = obj(c.facts.delivered);
    return (d.registered ?? d.date) as string | undefined;
  },
  claim(c, claim) {
    addPerson(c, person(claim.id, claim.name, ["owner"]));
    c.facts.claim = { claimant: claim.id, date: claim.date };
  },
  decision(c, accepted) {
    c.facts.claim = { ...obj(c.facts.claim), proof_sufficient: accepted };
  },
  sale(c, s) {
    c.facts.sale = { price: s.price, date: s.date };
  },
  cost(c, cost, add) {
    c.facts.costs = c.facts.costs === undefined ? cost.amount : add(String(c.facts.costs), cost.amount);
  },
  assess: {
    value: {
      value: "money",
      what: say.value(),
      set(c, v) {
        // The case names the valuer by a person's id: the office that records it; who assessed it is in the lot's record.
        c.facts.valuation = { value: v, by: "office" };
      },
    },
    found_at: {
      value: "sea/open-sea",
      choices: FOUND_AT,
      what: say.foundAt(),
      set(c, v, by) {
        const openSea = v === "open-sea";
        c.facts.found = {
          ...obj(c.facts.found),
          in_coastal_waters: !openSea,
          out_of_sight_of_land: openSea,
          assessment: { open_sea: openSea, by },
        };
      },
    },
  },
};
