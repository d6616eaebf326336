/**
 * A wreck kept as a lot: the Danish Law's (dl-vrag/1-13), kept item by item, and
 * Borkum's (§8), kept whole; where each case keeps the facts of the lot's fields
 * and of each event in custody.
 */

import { phrases } from "../../core/messages.js";
import { addPerson, type CaseFile, LotError, type LotKind, obj, person } from "./lot.js";

/** What a wreck kept as a lot is refused with, and what is assessed on it, as messages. */
const say = phrases("refusal.wreck-lot", {
  noItem: 'the lot has no item "{id}"; its items: {items}',
  nameOne: "the lot has {count} items : name one with --item ({items})",
  nameOneUnsold: "the lot has {count} items not yet sold: name one with --item ({items})",
  keeping: "a cost of keeping is the whole wreck's: give no --item",
  reward: "the due salvage reward",
  value: "an item's value",
});

/** The wreck's item an event names, or its one item (for a sale: its one item not yet sold). */
function wreckItem(c: CaseFile, id: string | undefined, what: string): Record<string, unknown> {
  const items = (Array.isArray(c.facts.items) ? c.facts.items : []) as Record<string, unknown>[];
  if (id !== undefined) {
    const it = items.find((i) => i.id === id);
    if (!it) throw new LotError(say.noItem({ id, items: items.map((i) => i.id).join(", ") }));
    return it;
  }
  const open = what === "sale" ? items.filter((i) => i.sold_for === undefined) : items;
  if (open.length === 1 && open[0]) return open[0];
  const listed = { count: String(open.length), items: open.map((i) => i.id).join(", ") };
  throw new LotError(what === "sale" ? say.nameOneUnsold(listed) : say.nameOne(listed));
}

export const danishWreckLot: LotKind = {
  soldByItem: true,
  fromFields(f) {
    const item: Record<string, unknown> = { id: "goods", name: f.description, what: "cargo" };
    if (f.condition !== "sound") item.damaged = true;
    if (f.condition === "perishable") item.restorable = false;
    if (f.condition === "damaged") item.restorable = true;
    if (f.value !== undefined) item.value = f.value;
    return {
      version: 1,
      statute: f.statute,
      kind: "wreck",
      title: f.description,
      facts: {
        ...(f.found ? { date: f.found } : {}),
        place: "beach",
        living_people: false,
        as_of: f.lodged,
        foreshore: { of: "king", amtmand: "office" },
        // The finder who brought it in salvaged it for the office: the reward is his (dl-vrag/6, /9).
        keeping: { by: "office", salvaged_by: "finder", registered: f.lodged, register_kept: true },
        items: [item],
        people: [person("office", f.office, ["official"]), person("finder", f.finder, ["other"])],
      },
    };
  },
  asOf(c, date) {
    c.facts.as_of = date;
  },
  lodged(c) {
    return obj(c.facts.keeping).registered as string | undefined;
  },
  claim(c, claim) {
    addPerson(c, person(claim.id, claim.name, ["merchant"]));
    c.facts.claim = { by: claim.id, as: "owner", date: claim.date };
  },
  decision(c, accepted, reward) {
    c.facts.claim = { ...obj(c.facts.claim), proof_sufficient: accepted };
    if (reward !== undefined) c.facts.salvage_reward = { amount: reward };
  },
  sale(c, s) {
    const it = wreckItem(c, s.item, "sale");
    it.sold_for = s.price;
    it.sold_on = s.date;
  },
  cost(c, cost, add) {
    if (cost.kind === "keeping") {
      // dl-vrag/8: the keeping of the whole wreck, "udi god forvaring", not of one item.
      if (cost.item !== undefined) throw new LotError(say.keeping());
      const keeping = obj(c.facts.keeping);
      keeping.cost = keeping.cost === undefined ? cost.amount : add(String(keeping.cost), cost.amount);
      c.facts.keeping = keeping;
      return;
    }
    const it = wreckItem(c, cost.item, "cost");
    it.restoring_cost = it.restoring_cost === undefined ? cost.amount : add(String(it.restoring_cost), cost.amount);
  },
  assess: {
    reward: {
      value: "money",
      what: say.reward(),
      set(c, v) {
        c.facts.salvage_reward = { amount: v };
      },
    },
    value: {
      value: "money",
      what: say.value(),
      set(c, v, _by, item) {
        wreckItem(c, item, "value").value = v;
      },
    },
  },
};

export const borkumWreckLot: LotKind = {
  asOf(c, date) {
    c.facts.as_of = date;
  },
  lodged(c) {
    return c.facts.date as string | undefined;
  },
  sale(c, s) {
    c.facts.proceeds = s.price;
  },
};
