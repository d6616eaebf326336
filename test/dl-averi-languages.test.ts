// test: shared
/**
 * General average and carriage of the Danish Law (dl-averi/20–41, 49–53) said in
 * Danish and German: a shipped example decided, and its determination said in the
 * language, uses the Law's own terms — Danish 'havari', 'befragter', 'borgen',
 * 'fragt', German 'Haverei (havari)', 'Befrachter' — and keeps its amounts.
 */

import assert from "node:assert/strict";
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, it } from "node:test";
import { parseCaseText } from "../src/cases/parse.js";
import { decide } from "../src/engine/decide.js";
import { determinationIn } from "../src/engine/language.js";
import "../src/messages/index.js";

function decided(name: string) {
  const file = join(import.meta.dirname, "..", "examples", "dl-averi", name);
  return decide(parseCaseText(readFileSync(file, "utf8"), file).data as Record<string, unknown>);
}

describe("dl-averi's general average and carriage in Danish and German", () => {
  const ga = decided("ga-jettison-and-mast.yaml");

  it("the Danish general average speaks of havari, the goods thrown, the befragter and the skipper's lien", () => {
    const da = determinationIn("da", ga);
    assert.match(da.situation, /^havari efter kastning af gods, afhuggen af mast: /);
    assert.ok(da.funds[0]?.label.includes("godtgøres i havari"), da.funds[0]?.label);
    const lien = da.obligations.map((o) => o.what).filter((w) => w.includes("nøjagtig borgen"));
    assert.ok(lien.length > 0, "the skipper's lien of dl-averi/26 in the Law's words");
    assert.ok(
      da.options.some((o) => o.choices.some((c) => c.includes("skipperens takst"))),
      "the befragter's option of dl-averi/23",
    );
    assert.ok(
      da.allocations.some((a) => a.role.includes("købmand")),
      "a merchant is a købmand",
    );
  });

  it("the German general average is Haverei, with the Law's word beside it at first use", () => {
    const de = determinationIn("de", ga);
    assert.match(de.situation, /^Haverei \(havari\) nach dem Seewurf \(kastning\) von Gütern/);
    assert.ok(
      de.obligations.some((o) => o.what.includes("genügende Bürgschaft")),
      "the skipper's lien of dl-averi/26",
    );
  });

  it("the amounts stay as the English gives them", () => {
    const da = determinationIn("da", ga);
    assert.equal(da.funds[0]?.amount.minor, ga.funds[0]?.amount.minor);
    assert.ok(da.situation.includes("1100 rd"), da.situation);
  });

  it("a ship driven into another harbour: the merchant pays 'sin fulde fragt' in Danish, 'volle Fracht' in German", () => {
    const d = decided("carriage-driven-off-delivery.yaml");
    assert.match(
      determinationIn("da", d).situation,
      /fortrængt udi .* af storm: købmanden annammer sit gods der og betaler fuld fragt/,
    );
    assert.match(
      determinationIn("de", d).situation,
      /durch Sturm nach .* getrieben: der Kaufmann nimmt seine Güter dort an und zahlt volle Fracht/,
    );
  });
});
