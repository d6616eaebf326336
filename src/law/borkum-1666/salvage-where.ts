/**
 * Borkum Rolle 1666, §6: which of its rules govern a salvage. Salvage with ships
 * on the reefs or outside them (6.1), inside the reefs, on the Randzel or in the
 * Ems (6.3), or merchants' goods that came onto the beach by themselves (6.7);
 * and the facts §6 cannot decide, which stop here with the path to fix.
 */

import { aside, at, CaseError, NotCoveredError, nameOf, phrases, rule, type SalvageFacts } from "./kit.js";
import { isPastor, isVogt, OUTSIDE_PLACES, type Situation } from "./salvage-common.js";

const say = phrases("borkum-1666/6", {
  outside: "salvage with ships on or outside the reefs (borkum-1666/6.1, 6.2)",
  inside: "salvage with ships inside the reefs, on the Randzel or in the Ems (borkum-1666/6.3–6.6)",
  footStrand: "foot-strand goods: merchants' goods that came ashore by themselves (borkum-1666/6.7–6.9)",
});

const footStrandGoods = rule<SalvageFacts, Situation>({
  id: "borkum-1666/6.7#foot-strand",
  reads: ["facts.{came_ashore_by_itself,merchant_goods,place}"],
  label: "merchants' goods that come onto the beach by themselves, not salvaged with ships, are foot-strand goods",
  provisions: [at("6.7")],
  when: (f) => f.came_ashore_by_itself && f.merchant_goods,
  gives: () => "foot_strand",
  facts: (f) => ({
    came_ashore_by_itself: f.came_ashore_by_itself,
    merchant_goods: f.merchant_goods,
    place: f.place ?? null,
  }),
});

const insideTheReefs = rule<SalvageFacts, Situation>({
  id: "borkum-1666/6.3#inside",
  reads: ["facts.{came_ashore_by_itself,place}"],
  label: "what is salvaged inside the reefs, on the Randzel or in the Ems",
  provisions: [at("6.3")],
  when: (f) => !f.came_ashore_by_itself && f.place === "inside_reefs",
  gives: () => "inside",
  facts: (f) => ({ place: f.place ?? null }),
});

const onOrOutsideTheReefs = rule<SalvageFacts, Situation>({
  id: "borkum-1666/6.1#outside",
  reads: ["facts.{came_ashore_by_itself,place}"],
  label: "what is salvaged on the reefs or outside them (the open sea lies outside them)",
  provisions: [at("6.1")],
  when: (f) => !f.came_ashore_by_itself && OUTSIDE_PLACES.includes(f.place),
  gives: () => "outside",
  facts: (f) => ({ place: f.place ?? null }),
});

export const WHERE = [footStrandGoods, insideTheReefs, onOrOutsideTheReefs];

/** The issue of a salvage with ships that does not say where it was made. */
export const PLACE_NOT_STATED = {
  path: "facts.place",
  message:
    "where the goods were saved is not stated: §6 divides salvage made with ships by whether it was on or outside the reefs (borkum-1666/6.1–6.2) or inside them (6.3–6.6)",
  expected: "place: open_sea, outside_reefs, on_reefs or inside_reefs",
};

export const SITUATION: Record<Situation, { text: string; provisions: string[] }> = {
  outside: {
    text: say.outside(),
    provisions: [at("6.1"), at("6.2")],
  },
  inside: {
    text: say.inside(),
    provisions: [at("6.3"), at("6.4"), at("6.5"), at("6.6")],
  },
  foot_strand: {
    text: say.footStrand(),
    provisions: [at("6.7"), at("6.8"), at("6.9")],
  },
};

/** Facts §6 cannot decide, or that are missing, stop here with the path to fix: first where and what the goods were. */
export function checkCovered(f: SalvageFacts): void {
  // Read only to refuse a place the foot-strand contradicts: goods that came ashore
  // by themselves need no place.
  if (f.came_ashore_by_itself && aside(() => f.place !== undefined && f.place !== "beach")) {
    throw new CaseError("case", [
      {
        path: "facts.place",
        message: `goods that came ashore by themselves lie on the beach, but place is "${f.place}"`,
        expected: "place: beach, or came_ashore_by_itself: false for goods salvaged with ships",
      },
    ]);
  }
  if (f.came_ashore_by_itself && !f.merchant_goods) {
    throw new NotCoveredError(
      'Pieces of a ship that drift ashore by themselves are wreck under §8 of the Rolle (borkum-1666/8.1), not foot-strand goods under §6, which speaks only of merchants\' goods (borkum-1666/6.7). Decide them as a case of kind "wreck".',
      "facts.merchant_goods",
      [at("6.7"), at("8.1")],
    );
  }
  if (!f.came_ashore_by_itself && f.place === "beach") {
    throw new NotCoveredError(
      "§6 divides salvage made with ships on, outside or inside the reefs (borkum-1666/6.1–6.6) and goods that came ashore by themselves (borkum-1666/6.7); goods taken on the beach otherwise fit neither. Give the place where the salvaging ship worked, or answer that the goods came ashore by themselves.",
      "facts.place",
      [at("6.1"), at("6.3"), at("6.7")],
      ["facts.came_ashore_by_itself"],
    );
  }
}

/**
 * What §6 needs of the ships and the people, once the rule that governs is known
 * (WHERE): where goods saved with ships were saved decides what else can matter,
 * so it is asked before the ships and the people are looked at.
 */
export function checkShipsAndPeople(f: SalvageFacts): void {
  if (!f.came_ashore_by_itself && !f.ships.some((s) => s.salvaging)) {
    const where =
      f.place === "inside_reefs" ? "inside the reefs (borkum-1666/6.3)" : "on or outside the reefs (borkum-1666/6.1)";
    throw new CaseError("case", [
      {
        path: "facts.ships",
        message: `salvage ${where} is salvage with ships, and no salvaging ship is listed`,
        expected: "at least one ship with salvaging: true, its skipper and its owners",
      },
    ]);
  }
  // 'der Vogt', 'der Pastor' (6.4, 6.7) and 'der Schiffer' (6.1, 6.3) are one man each, never a group.
  const offices = aside(() =>
    f.people.flatMap((p, i) =>
      (isVogt(p) || isPastor(p) || p.roles.includes("skipper")) && p.count > 1
        ? [
            {
              path: `facts.people[${i}].count`,
              message: `${nameOf(p)} is ${isVogt(p) ? "the Vogt" : isPastor(p) ? "the pastor" : "a skipper"}, who is one man, not a group of ${p.count}`,
              expected: "count: 1",
            },
          ]
        : [],
    ),
  );
  if (offices.length > 0) throw new CaseError("case", offices);
  // Ashore no ship counts (6.7): who sails or owns one is no question there.
  if (f.came_ashore_by_itself) return;
  // A group sails or owns no ship. The count is read here only to refuse such a
  // group: the rules read no count of a skipper or owner (SalvageCase.rows), so the
  // interview does not ask it; the ships are looked at for a group row alone.
  const groups = aside(() => f.people.flatMap((p, i) => (p.count > 1 ? [{ p, i, n: p.count }] : [])));
  const issues = groups
    .filter(({ p }) => f.ships.some((s) => s.skipper === p.id || s.owners.some((o) => o.person === p.id)))
    .map(({ p, i, n }) => ({
      path: `facts.people[${i}].count`,
      message: `${nameOf(p)} sails or owns a ship, so must be one person, not a group of ${n}`,
      expected: "count: 1",
    }));
  if (issues.length > 0) throw new CaseError("case", issues);
}
