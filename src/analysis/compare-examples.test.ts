// test: shared
/**
 * Every shipped example compared with every other statute: either both sides have
 * figures, or the pair is listed here with the reason, and the comparison gives
 * that reason in the words of the text (or the determination shows it).
 *
 * Figures are what a party has at the end: money (a position), or the thing
 * itself where the statute gives it in kind (the king has the wreck, dl-vrag/13).
 * A pair listed here that comes to have figures on both sides fails, so that the
 * list holds only what is so.
 */

import assert from "node:assert/strict";
import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, it } from "node:test";
import { parseCaseText } from "../cases/parse.js";
import type { Determination } from "../core/determination.js";
import { stillNeeded } from "../questions/carried.js";
import { compare } from "./compare.js";
import { positions } from "./positions.js";

const root = join(import.meta.dirname, "..", "..", "examples");
const STATUTES = ["borkum-1666", "dl-vrag", "dl-averi"] as const;

interface Listed {
  /** Why the pair has no figures on both sides. */
  why: string;
  /** Where the comparison says so: the other side's reason, or a side's determination. */
  on: "reason" | "left" | "right";
  says: RegExp;
}

const NO_KIND: Listed = {
  why: "the other statute has no rules for this kind of case at all",
  on: "reason",
  says: /has no rules for a case like this one|has no rule on general average/,
};

const ONE_LAW: Listed = {
  why: "two chapters of one statute, the Danish Law of 1683: compare sets the Borkum Rolle beside the Danish Law",
  on: "reason",
  says: /chapters of one statute, the Danish Law of 1683/,
};

/** By kind ("statute/kind>other") for whole kinds, by file ("statute/file>other") for one situation. */
const LISTED: Record<string, Listed> = {
  // Kinds the other statute has no rules for.
  ...Object.fromEntries(
    [
      "borkum-1666/salvage>dl-averi",
      "borkum-1666/wreck>dl-averi",
      "borkum-1666/pilotage>dl-vrag",
      "dl-averi/collision>borkum-1666",
      "dl-averi/carriage>borkum-1666",
      "dl-averi/lights>borkum-1666",
      "dl-averi/general_average>borkum-1666",
      "dl-averi/general_average>dl-vrag",
    ].map((k) => [k, NO_KIND]),
  ),
  // Two chapters of the Danish Law: compare sets the Rolle beside the Law, not a chapter beside a chapter.
  ...Object.fromEntries(
    [
      "dl-vrag/salvage>dl-averi",
      "dl-vrag/wreck>dl-averi",
      "dl-vrag/find>dl-averi",
      "dl-averi/collision>dl-vrag",
      "dl-averi/carriage>dl-vrag",
      "dl-averi/lights>dl-vrag",
      "dl-averi/pilot_hire>dl-vrag",
      "dl-averi/shipwreck>dl-vrag",
    ].map((k) => [k, ONE_LAW]),
  ),
  // Freight and wages after a wreck: Borkum has no word on them.
  "dl-averi/shipwreck>borkum-1666": {
    why: "Borkum has no rule on a shipwrecked ship's freight or wages",
    on: "reason",
    says: /no rule on a shipwrecked skipper's freight or his crew's wages.*'Bergegeld'/,
  },
  // A find at sea handed to an officer: Borkum's §8 is wreck the islanders find on their strand.
  "dl-vrag/find>borkum-1666": {
    why: "Borkum has no rule on things found at sea and handed to an officer ashore",
    on: "reason",
    says: /The Borkum ordinance has no rule on things found at sea.*'angestrandete Stücke von Schiffen'/,
  },
  // Pilotage where one text does not speak to the other's situation.
  "borkum-1666/pilotage-whole-ship>dl-averi": {
    why: "Borkum 7.7: whole island ships and crews by lot; dl-averi/54 knows one pilot hired",
    on: "reason",
    says: /'mit ganzen Schiffen'.*'leje lodsmand/,
  },
  "borkum-1666/pilotage-lot-drawn>dl-averi": {
    why: "Borkum 7.7: whole island ships and crews by lot; dl-averi/54 knows one pilot hired",
    on: "reason",
    says: /'mit ganzen Schiffen'.*'leje lodsmand/,
  },
  "borkum-1666/pilotage-aground-leaking>dl-averi": {
    why: "Borkum 7.9: aground and leaking, the money is salvage money, not pilot money",
    on: "reason",
    says: /'kann kein Lootsgeld heißen, sondern Bergegeld'/,
  },
  "dl-averi/pilot-at-fault>borkum-1666": {
    why: "dl-averi/59 punishes a pilot at fault; the Rolle has no rule on a pilot's fault or damage",
    on: "reason",
    says: /'Forser nogen lodsmand sig.*The Borkum Rolle has no rule on a pilot at fault/,
  },
  "dl-averi/pilot-draught-understated>borkum-1666": {
    why: "dl-averi/56–57 on the draught declared; the Rolle has no rule on the draught",
    on: "reason",
    says: /'oprigtig give ham tilkende.*The Borkum Rolle has no rule on the draught/,
  },
  "dl-averi/pilot-none-damage>borkum-1666": {
    why: "dl-averi/55 on entering without a pilot; the Rolle has no rule on a ship that takes none",
    on: "reason",
    says: /'skal han den selv oprette.*no rule on a ship that takes no pilot/,
  },
  "dl-averi/pilot-none-necessity>borkum-1666": {
    why: "dl-averi/55 on entering without a pilot; the Rolle has no rule on a ship that takes none",
    on: "reason",
    says: /'skal han den selv oprette.*no rule on a ship that takes no pilot/,
  },
  "dl-averi/pilot-wage-over-goods>borkum-1666": {
    why: "Borkum has no rule on a pilot's wage out of the goods, and the case format of a Danish pilot hire holds no company on a beach for §7 to divide among (not carried)",
    on: "reason",
    says: /'alle diejenigen, welche sich nun an dem Strand befinden.*no rule on paying a pilot's wage out of the goods, and a case under dl-averi\/54–59 names no company/,
  },
  // Goods come ashore by themselves: the Danish Law keeps them a year and a day for their owner.
  "borkum-1666/foot-strand>dl-vrag": {
    why: "dl-vrag/9 keeps goods that drift ashore a year and a day for their owner: on the case's own date they are no one's yet",
    on: "right",
    says: /kept for its owner/,
  },
  // The example's own determination has no figure: what it decides is an assessment still to be made.
  "dl-vrag/salvage-officials-asked>borkum-1666": {
    why: "its own determination leaves the salvage reward to be fixed (dl-vrag/6): no figure",
    on: "left",
    says: /to be fixed|reward/,
  },
};

/** Does the determination say what a party has, in money or in kind? */
function figures(d: Determination | undefined): boolean {
  if (!d) return false;
  if (positions(d).length > 0) return true;
  return d.liabilities.some((l) => l.to !== undefined && /in kind/.test(l.description ?? ""));
}

function load(file: string): Record<string, unknown> {
  const data = parseCaseText(readFileSync(file, "utf8"), file).data as Record<string, unknown>;
  const { expect: _e, ...rest } = data;
  return rest;
}

describe("every shipped example compared with the other statutes", () => {
  const seen = new Set<string>();
  for (const statute of STATUTES) {
    for (const f of readdirSync(join(root, statute)).filter((x) => x.endsWith(".yaml"))) {
      const ex = load(join(root, statute, f));
      const name = f.replace(/\.yaml$/, "");
      for (const other of STATUTES.filter((s) => s !== statute)) {
        it(`${statute}/${name} with ${other}`, () => {
          const c = compare(ex, other);
          const byFile = `${statute}/${name}>${other}`;
          const byKind = `${statute}/${String(ex.kind)}>${other}`;
          const key = byFile in LISTED ? byFile : byKind;
          const listed = LISTED[key];
          seen.add(key);
          const both = c.right.covered && figures(c.left.determination) && figures(c.right.determination);
          if (both) {
            assert.equal(listed, undefined, `${byFile} has figures on both sides: take it off the list`);
            return;
          }
          assert.ok(
            listed,
            `${byFile}: no figures on both sides (${c.right.reason ?? c.right.situation ?? ""}), and no reason listed`,
          );
          const text =
            listed.on === "reason"
              ? (c.right.reason ?? "")
              : JSON.stringify(listed.on === "left" ? c.left.determination : c.right.determination);
          assert.match(text, listed.says, `${byFile}: ${listed.why}`);
          // Where the facts were carried and the other statute still wants something, it asks it.
          if (c.carried && !c.right.covered) {
            const needs = stillNeeded(c.carried, c.sameFacts === true);
            assert.ok(needs && needs.needed.length > 0 && needs.refused === undefined, `${byFile}: nothing asked`);
          }
        });
      }
    }
  }
  it("every pair listed is a pair of the shipped examples", () => {
    for (const k of Object.keys(LISTED)) assert.ok(seen.has(k), `${k} is listed but no example is compared so`);
  });
});
