// test: shared
/**
 * A ship's name in the sentences of a determination is given "the" only when it
 * has no article of its own: a ship named "the stranger" (the wrecked ship of
 * examples/borkum-1666/salvage-outside-reefs.yaml) is "the stranger", never "the
 * the stranger", and "The Hope" is "the Hope" within a sentence.
 */

import assert from "node:assert/strict";
import { readdirSync, readFileSync } from "node:fs";
import { dirname, join } from "node:path";
import { describe, test } from "node:test";
import { fileURLToPath } from "node:url";
import { compare } from "../src/analysis/compare.js";
import { renderComparison } from "../src/analysis/render.js";
import { parseCaseText } from "../src/cases/parse.js";
import { decide } from "../src/engine/decide.js";
import { renderText } from "../src/engine/render.js";

const root = join(dirname(fileURLToPath(import.meta.url)), "..");
const examples = join(root, "examples");
const DOUBLED = /\b(the|a|an) (the|a|an) /i;

const load = (file: string): Record<string, unknown> =>
  parseCaseText(readFileSync(file, "utf8"), file).data as Record<string, unknown>;

/** The line of a text that doubles an article, or undefined. */
const doubled = (text: string): string | undefined => text.split("\n").find((l) => DOUBLED.test(l));

test("compare: the ship named 'the stranger' is 'the stranger' under the Danish Law, not 'the the stranger'", () => {
  const data = load(join(examples, "borkum-1666", "salvage-outside-reefs.yaml"));
  const text = renderComparison(compare(data, "dl-vrag"));
  assert.match(text, /nor take the salvage of the stranger out of his hands/);
  assert.match(text, /dl-vrag: the stranger, wrecked by storm/);
  assert.equal(doubled(text), undefined);
});

type Ship = { id?: string; name?: string };
type Facts = { ships?: Ship[]; ship?: Ship | string };

/** The case with each of its ships named as `name` gives, ship by ship. */
function renamed(data: Record<string, unknown>, name: (s: Ship) => string): Record<string, unknown> {
  const copy = structuredClone(data);
  const facts = copy.facts as Facts;
  for (const s of facts.ships ?? []) s.name = name(s);
  if (facts.ship !== undefined && typeof facts.ship === "object") facts.ship.name = name(facts.ship);
  return copy;
}

describe("every shipped example with its ships' names given an article of their own", () => {
  for (const dir of readdirSync(examples).sort())
    for (const f of readdirSync(join(examples, dir)).sort()) {
      if (!f.endsWith(".yaml")) continue;
      const data = load(join(examples, dir, f));
      const facts = data.facts as Facts;
      if ((facts.ships ?? []).length === 0 && (facts.ship === undefined || typeof facts.ship !== "object")) continue;
      test(`${dir}/${f}`, () => {
        for (const article of ["the", "The"]) {
          const det = decide(
            renamed(data, (s) => `${article} ${(s.name ?? s.id ?? "ship").replace(/^(the|a|an) /i, "")}`),
          );
          const line = doubled(renderText(det, { full: true }));
          assert.equal(line, undefined, `with "${article} …": ${line}`);
        }
      });
    }
});
