// test: shared
/**
 * The analyses in German and Danish: `sensitivity --one-at-a-time` prints no English
 * of its own (an example whose determinations are whole in both languages, its
 * own strings aside), whatif's change labels say yes and no in the language, and
 * `check` says its lines in the language while it compares with the case file's
 * English expect: block as before.
 */

import assert from "node:assert/strict";
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, it } from "node:test";
import { oneAtATime } from "../src/analysis/oneatatime.js";
import { renderOneAtATime } from "../src/analysis/render.js";
import { whatIf } from "../src/analysis/whatif.js";
import { parseCaseText } from "../src/cases/parse.js";
import { runSealaw } from "../src/cli/test-support/run.js";
import type { Lang } from "../src/core/messages.js";
import { decideText } from "../src/engine/text.js";
import { reportIn, withPhrases } from "../src/questions/language.js";
import { caseStrings, englishWords } from "./languages-check.js";
import "../src/messages/index.js";

const examples = join(import.meta.dirname, "..", "examples");
const LANGS: readonly Exclude<Lang, "en">[] = ["de", "da"];
const YES_NO: Record<Exclude<Lang, "en">, [string, string]> = { de: ["ja", "nein"], da: ["ja", "nej"] };

function caseOf(file: string): unknown {
  const path = join(examples, file);
  return parseCaseText(readFileSync(path, "utf8"), path).data;
}

describe("the analyses in German and Danish", () => {
  it("sensitivity --one-at-a-time prints no English of its own", () => {
    const data = caseOf("dl-averi/ga-jettison-and-mast.yaml");
    const made = withPhrases(() => oneAtATime(data));
    assert.ok(made.value.flips.length > 0);
    // The parties' ids are data, printed as the case gives them.
    const verbatim = [...caseStrings(data), ...made.value.parties.map((p) => p.party)].sort(
      (a, b) => b.length - a.length,
    );
    for (const lang of LANGS) {
      const lines = renderOneAtATime(reportIn(lang, made.value, made.phrases), lang).split("\n");
      const english = lines.filter(
        (l) => !/^(Quittung|Kvittering)/.test(l) && englishWords(lang, l, verbatim).length > 0,
      );
      assert.deepEqual(english, [], lang);
    }
  });

  it("whatif's change labels say yes and no in the language", () => {
    const made = withPhrases(() => whatIf(caseOf("borkum-1666/salvage-inside-reefs.yaml")));
    const changes = [...made.value.results.map((r) => r.change), ...made.value.notAdmissible.map((n) => n.change)];
    const yesNo = changes.filter((c) => typeof c.to === "boolean");
    assert.ok(yesNo.length > 0);
    for (const lang of LANGS) {
      const said = reportIn(lang, made.value, made.phrases);
      const labels = [...said.results.map((r) => r.change), ...said.notAdmissible.map((n) => n.change)];
      labels.forEach((c, i) => {
        const en = changes[i];
        if (typeof en?.to !== "boolean" || typeof en.from !== "boolean") return;
        const [yes, no] = YES_NO[lang];
        assert.ok(c.label.endsWith(` ${en.from ? yes : no} → ${en.to ? yes : no}`), `${lang}: ${c.label}`);
      });
    }
  });

  it("check says its lines in the language, comparing with the English expect: block as before", async () => {
    const file = join(examples, "dl-averi", "ga-jettison-and-mast.yaml");
    const en = await runSealaw(["check", file], {});
    assert.equal(en.status, 0);
    for (const lang of LANGS) {
      const r = await runSealaw(["check", file, "--lang", lang], {});
      assert.equal(r.status, en.status, lang);
      const english = r.stdout
        .split("\n")
        .filter((l) => englishWords(lang, l.replace(file, ""), []).length > 0 || /\bcase files\b/.test(l));
      assert.deepEqual(english, [], lang);
      assert.equal(r.stdout.split("\n").length, en.stdout.split("\n").length);
    }
  });

  it("check says each difference from a wrong expect: block in the language, its ids and figures as they are", async () => {
    // EX-11 (rate 5/18; A contributes 1000/3 rd) with an expect: block wrong three ways.
    const text = readFileSync(join(examples, "dl-averi", "ga-jettison-and-mast.yaml"), "utf8");
    const at = text.indexOf("\nexpect:");
    assert.ok(at > 0);
    const wrong = `${text.slice(0, at)}\nexpect:\n  exact: { a: 400, ghost: 5 }\n  rate: 1/4\n  rate_percent: "20"\n`;
    // The parties' ids are data, printed as the case and the determination give them.
    const parties = decideText(wrong).allocations.map((a) => a.id);
    const verbatim = [...caseStrings(parseCaseText(wrong, "case").data), ...parties].sort(
      (a, b) => b.length - a.length,
    );
    const problems = (out: string) =>
      out
        .split("\n")
        .filter((l) => l.startsWith("        "))
        .map((l) => l.trim());
    const en = await runSealaw(["check", "-"], { input: wrong });
    assert.equal(en.status, 3);
    const english = problems(en.stdout);
    // The wrong amount, the party the case does not have, the rate and its percentage.
    assert.equal(english.length, 4, en.stdout);
    for (const lang of LANGS) {
      const r = await runSealaw(["check", "-", "--lang", lang], { input: wrong });
      assert.equal(r.status, 3, lang);
      const said = problems(r.stdout);
      assert.equal(said.length, english.length, `${lang}: ${r.stdout}`);
      for (const line of said) {
        assert.deepEqual(englishWords(lang, line, verbatim), [], `${lang}: ${line}`);
        assert.ok(!english.includes(line), `${lang} says it as English does: ${line}`);
      }
      const all = said.join("\n");
      // The case's values and the determination's figures go in as they are.
      for (const kept of ["400", "1000/3", "ghost", "1/4", "5/18", "20 %"])
        assert.ok(all.includes(kept), `${lang}: ${kept}`);
      for (const party of parties) assert.ok(all.includes(party), `${lang}: ${party}`);
    }
  });
});
