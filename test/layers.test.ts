/**
 * The house keeps its shape (docs/architecture.md, which draws it and says these rules
 * in words): no import cycle in src/ or web/src/; no import against the order
 * core ← cases ← law ← engine ← analysis, questions, batch ← registry ← server, client ← cli;
 * nothing imports the face (src/index.ts); the pages take only types from src/; each
 * room's test-support keeps its room's order; the statutes stay apart, each in its
 * own order (declarations ← kit ← common ← subjects ← decisions ← index, test/layers-order.ts);
 * nothing outside src/law/ reaches into a statute, the register least of all, whose code
 * names none; and the pages keep theirs (words ← plumbing ← data ← components ← pages ← shell).
 *
 * Then the checker itself is tried: on every form of import, on planted graphs, on an
 * import of each forbidden kind planted in the real graph, and on real files copied to
 * a scratch folder with a cycle and a back-arrow planted in them.
 */

import assert from "node:assert/strict";
import { appendFileSync, cpSync, mkdirSync, mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { dirname, join } from "node:path";
import { describe, it } from "node:test";
import {
  checkGraph,
  checkHouse,
  type Edge,
  findBackArrows,
  findCycles,
  type Graph,
  readGraph,
  readImports,
  staleOrder,
} from "./layers-check.js";
import { STATUTES } from "./layers-order.js";

const root = join(import.meta.dirname, "..");

describe("the house's shape, read from its imports", () => {
  it("has no cycle and no import against the layer order in src/ and web/src/", () => {
    const problems = checkHouse(root);
    assert.deepEqual(problems, [], `\n${problems.join("\n")}`);
  });

  it("reads the whole house: every room of the order, and the pages", () => {
    const g = readGraph(root, ["src", "web/src"]);
    for (const room of ["core", "cases", "law", "engine", "analysis", "questions", "batch", "registry", "server"]) {
      assert.ok(
        g.edges.some((e) => e.from.startsWith(`src/${room}/`)),
        `no import read from src/${room}/: the reader missed it`,
      );
    }
    assert.ok(g.files.includes("src/index.ts") && g.files.some((f) => f.startsWith("web/src/")));
    // Type-only imports, dynamic imports and re-exports are all read, here on known lines of the house.
    const has = (from: string, to: string) => g.edges.some((e) => e.from === from && e.to === to);
    assert.ok(has("src/index.ts", "src/law/listing.ts"), "a re-export (export … from) is an import");
    assert.ok(has("src/registry/store.ts", "src/registry/store-sqlite.ts"), "import() is an import");
    assert.ok(has("src/registry/store-sqlite.ts", "src/registry/store-shape.ts"), "import type is an import");
    assert.ok(has("src/registry/load.ts", "src/registry/index.ts"), "typeof import(…) is an import");
  });

  it("the register's code names no statute: what a lot may do comes from its kind", () => {
    // Comments may quote the law; the code of src/registry/ takes every provision,
    // every party a lot may go to and every kind of cost from the lot's kind.
    const g = readGraph(root, ["src"]);
    const code = g.files.filter(
      (f) => f.startsWith("src/registry/") && !f.endsWith(".test.ts") && !f.includes("/test-support/"),
    );
    assert.ok(code.includes("src/registry/register.ts"), "the register's files are read");
    const ids = Object.keys(STATUTES);
    const named: string[] = [];
    for (const f of code) {
      const text = readFileSync(join(root, f), "utf8")
        .replace(/\/\*[\s\S]*?\*\//g, "")
        .replace(/(^|[^:"'`])\/\/.*$/gm, "$1");
      for (const id of ids) {
        for (const m of text.matchAll(new RegExp(`${id}(/[0-9]+)?`, "g"))) named.push(`${f}: ${m[0]}`);
      }
    }
    assert.deepEqual(named, []);
  });

  it("knows every statute of src/law/, and its order names only files that are there", () => {
    const g = readGraph(root, ["src"]);
    const folders = new Set(g.files.flatMap((f) => /^src\/law\/([^/]+)\/kit\.ts$/.exec(f)?.[1] ?? []));
    assert.deepEqual(
      [...folders].sort(),
      Object.keys(STATUTES).sort(),
      "a statute's folder (it has a kit) in the table",
    );
    assert.deepEqual(staleOrder(g), []);
  });
});

describe("an import of each forbidden kind, planted in the real graph, is reported", () => {
  const real = readGraph(root, ["src", "web/src"]);
  const LINE = 9999;
  const before = new Set(checkGraph(real));
  /** The problems of the real graph with one import more, that the real graph has not. */
  const planted = (from: string, to: string, typeOnly = false): string[] => {
    assert.ok(real.files.includes(from), `${from} is a file of the house`);
    assert.ok(real.files.includes(to), `${to} is a file of the house`);
    const g: Graph = { files: real.files, edges: [...real.edges, { from, to, line: LINE, typeOnly }] };
    return checkGraph(g).filter((p) => !before.has(p));
  };
  /** Exactly one new problem, naming the planted import and why it is forbidden. */
  const reported = (from: string, to: string, why: RegExp, typeOnly = false) => {
    const got = planted(from, to, typeOnly).filter((p) => !p.startsWith("cycle"));
    assert.equal(got.length, 1, `${from} → ${to}:\n${got.join("\n")}`);
    assert.ok((got[0] as string).startsWith(`${from}:${LINE} imports ${to}: `), got[0]);
    assert.match(got[0] as string, why);
  };

  it("the real graph holds, so that each plant is the only problem", () => {
    assert.deepEqual(checkGraph(real), []);
  });

  it("one statute importing another: a rule, a test, a test's support", () => {
    const apart = /statutes do not import each other/;
    reported("src/law/dl-averi/general-average-readings.ts", "src/law/dl-vrag/salvage-readings.ts", apart);
    reported("src/law/dl-averi/collision.ts", "src/law/borkum-1666/salvage.ts", apart, true);
    reported("src/law/dl-vrag/wreck.test.ts", "src/law/borkum-1666/index.ts", apart);
    reported("src/law/borkum-1666/test-support/decide.ts", "src/law/dl-vrag/index.ts", apart);
  });

  it("inside a statute: the kit, the declarations, a helper, a subject, the statute module", () => {
    const kit = /the kit imports nothing of its statute but the names \(types\) of its readings/;
    reported("src/law/dl-averi/kit.ts", "src/law/dl-averi/general-average-common.ts", kit, true);
    reported("src/law/dl-averi/kit.ts", "src/law/dl-averi/general-average-readings.ts", kit);
    reported("src/law/borkum-1666/readings.ts", "src/law/borkum-1666/kit.ts", /a declarations file is below a kit/);
    reported(
      "src/law/borkum-1666/division.ts",
      "src/law/borkum-1666/salvage-home.ts",
      /a common file is below a subject/,
    );
    reported("src/law/dl-vrag/find-common.ts", "src/law/dl-vrag/find.ts", /a common file is below a decision/);
    // 7.9's rule of pilotage calls §6's decision; the pilotage kind hands it in instead.
    reported(
      "src/law/borkum-1666/pilotage-stuck-leaking.ts",
      "src/law/borkum-1666/salvage.ts",
      /a subject file is below a decision/,
    );
    reported(
      "src/law/dl-vrag/find-claim.ts",
      "src/law/dl-vrag/wreck-title.ts",
      /a subject of find does not import a subject of wreck/,
    );
    reported("src/law/dl-averi/shipwreck.ts", "src/law/dl-averi/index.ts", /a decision file is below a statute module/);
  });

  it("a statute importing what gathers the statutes, and what they share importing a statute", () => {
    reported("src/law/dl-vrag/salvage.ts", "src/law/listing.ts", /a statute does not import what gathers the statutes/);
    reported(
      "src/law/danske-lov/shared-readings.ts",
      "src/law/dl-vrag/salvage-readings.ts",
      /what the statutes share imports none of them/,
    );
    reported("src/law/statute.ts", "src/law/borkum-1666/kit.ts", /what the statutes share imports none of them/, true);
    reported("src/law/kit-common.ts", "src/law/dl-vrag/kit.ts", /what the statutes share imports none of them/);
  });

  it("the register importing a statute, and any room outside src/law/ reaching into one", () => {
    reported(
      "src/registry/ledger.ts",
      "src/law/dl-averi/general-average-settlement.ts",
      /the register imports no statute; what it needs of a kind comes through the kind's lot module/,
    );
    reported("src/registry/kinds.ts", "src/law/dl-vrag/find.ts", /the register imports no statute/, true);
    reported(
      "src/engine/decide.ts",
      "src/law/borkum-1666/salvage.ts",
      /outside src\/law\/ a statute is reached through src\/law\/index\.ts/,
    );
  });

  it("a file in a statute's folder the order does not place, and a folder of src/law/ that is no statute", () => {
    const g: Graph = {
      files: [...real.files, "src/law/dl-vrag/reward-extra.ts", "src/law/averi-2/rules.ts"],
      edges: real.edges,
    };
    assert.deepEqual(checkGraph(g).sort(), [
      "src/law/averi-2/rules.ts: src/law/averi-2/ is neither a statute of test/layers-order.ts nor a folder the statutes share",
      "src/law/dl-vrag/reward-extra.ts: not in the order of src/law/dl-vrag/ (test/layers-order.ts): say what the file is",
    ]);
  });

  it("a test's support against its room's order, and a rule importing a test's support", () => {
    reported(
      "src/law/dl-averi/test-support/shipwreck.ts",
      "src/engine/decide.ts",
      /law is below engine in the layer order, nothing points up, and its test-support keeps its order/,
    );
    reported(
      "src/registry/test-support/writer.ts",
      "src/server/app.ts",
      /registry is below server in the layer order, nothing points up, and its test-support keeps its order/,
    );
    reported(
      "src/server/test-support/http.ts",
      "src/client/index.ts",
      /server and client are on one level and do not import each other, and its test-support keeps its order/,
    );
    reported(
      "src/registry/register.ts",
      "src/registry/test-support/lots.ts",
      /only tests and their support import a test's support/,
    );
  });

  it("the pages against their order", () => {
    reported("web/src/register/forms.ts", "web/src/register/WriteForm.tsx", /data are below components/, true);
    reported("web/src/register/LotList.tsx", "web/src/register/LotPage.tsx", /components are below pages/);
    reported("web/src/i18n/index.ts", "web/src/api.ts", /words are below plumbing/);
    reported("web/src/api.ts", "web/src/case/store.ts", /plumbing are below data/);
    reported("web/src/law/LawPage.tsx", "web/src/app.tsx", /pages are below shell/);
    const g: Graph = { files: [...real.files, "web/src/register/parts/Deep.tsx"], edges: real.edges };
    assert.deepEqual(checkGraph(g), [
      "web/src/register/parts/Deep.tsx: has no level in the pages' order (words ← plumbing ← data ← components ← pages ← shell)",
    ]);
  });

  it("what the order allows is not reported", () => {
    // A kind's decision through another kind, a subject through its kind's helper, the kit's reading names.
    assert.deepEqual(planted("src/law/dl-vrag/wreck.ts", "src/law/dl-vrag/find.ts"), []);
    assert.deepEqual(planted("src/law/dl-vrag/wreck-title.ts", "src/law/dl-vrag/find-common.ts"), []);
    assert.deepEqual(planted("src/law/dl-averi/kit.ts", "src/law/dl-averi/reading-names.ts", true), []);
    // What the statutes share, from a statute; a statute through the list, from outside.
    assert.deepEqual(planted("src/law/dl-averi/lights.ts", "src/law/danske-lov/shared-readings.ts"), []);
    // The vocabulary every kit hands out alike, from a kit.
    assert.deepEqual(planted("src/law/borkum-1666/kit.ts", "src/law/kit-common.ts"), []);
    assert.deepEqual(planted("src/registry/ledger.ts", "src/law/index.ts"), []);
    // A test's support down its room's order; a page's component in another folder.
    assert.deepEqual(planted("src/server/test-support/http.ts", "src/registry/test-support/lots.ts"), []);
    assert.deepEqual(planted("web/src/result/Shares.tsx", "web/src/register/days.ts"), []);
  });
});

describe("the checker", () => {
  it("reads every form of import, with its line, and nothing in comments or strings", () => {
    const text = [
      'import a from "./a.js";', // 1
      'import type { B } from "./b.js";', // 2
      'import { type C, type D } from "./c.js";', // 3
      'import { type E, f } from "./e.js";', // 4
      'export { g } from "./g.js";', // 5
      'export type { H } from "./h.js";', // 6
      'export * from "./star.js";', // 7
      'const m = await import("./dyn.js");', // 8
      'let t: typeof import("./typeof.js");', // 9
      '// import x from "./comment.js";', // 10
      "const s = \"import y from './string.js'\";", // 11
      'import "./side.js";', // 12
      'import z = require("./req.js");', // 13
    ].join("\n");
    const got = readImports("x.ts", text).map((i) => `${i.line} ${i.spec} ${i.typeOnly ? "type" : "value"}`);
    assert.deepEqual(got, [
      "1 ./a.js value",
      "2 ./b.js type",
      "3 ./c.js type",
      "4 ./e.js value",
      "5 ./g.js value",
      "6 ./h.js type",
      "7 ./star.js value",
      "8 ./dyn.js value",
      "9 ./typeof.js type",
      "12 ./side.js value",
      "13 ./req.js value",
    ]);
  });

  it("finds a planted cycle, naming each file and line on it", () => {
    const e = (from: string, to: string, line: number): Edge => ({ from, to, line, typeOnly: false });
    const g: Graph = {
      files: ["src/core/a.ts", "src/core/b.ts", "src/core/c.ts", "src/core/d.ts"],
      edges: [
        e("src/core/a.ts", "src/core/b.ts", 3),
        e("src/core/b.ts", "src/core/c.ts", 7),
        e("src/core/c.ts", "src/core/a.ts", 11),
        e("src/core/d.ts", "src/core/a.ts", 2),
      ],
    };
    const cycles = findCycles(g);
    assert.equal(cycles.length, 1);
    assert.match(cycles[0] as string, /src\/core\/a\.ts:3 imports src\/core\/b\.ts/);
    assert.match(cycles[0] as string, /src\/core\/b\.ts:7 imports src\/core\/c\.ts/);
    assert.match(cycles[0] as string, /src\/core\/c\.ts:11 imports src\/core\/a\.ts/);
    assert.doesNotMatch(cycles[0] as string, /d\.ts/, "d.ts only leans on the cycle");
    assert.deepEqual(findCycles({ files: g.files, edges: g.edges.slice(0, 2) }), [], "a chain is no cycle");
    assert.equal(findCycles({ files: ["src/core/a.ts"], edges: [e("src/core/a.ts", "src/core/a.ts", 1)] }).length, 1);
  });

  it("finds a planted arrow up, sideways, into the face, and a value the pages run", () => {
    const e = (from: string, to: string, line: number, typeOnly = false): Edge => ({ from, to, line, typeOnly });
    const files = [
      "src/index.ts",
      "src/core/money.ts",
      "src/engine/decide.ts",
      "src/analysis/whatif.ts",
      "src/questions/questions.ts",
      "src/server/app.ts",
      "src/law/listing.ts",
      "web/src/app.tsx",
    ];
    const problems = findBackArrows({
      files,
      edges: [
        e("src/core/money.ts", "src/engine/decide.ts", 5), // up
        e("src/questions/questions.ts", "src/analysis/whatif.ts", 9, true), // sideways, even for a type
        e("src/server/app.ts", "src/index.ts", 12), // the face
        e("web/src/app.tsx", "src/law/listing.ts", 4), // a value into the pages
        e("web/src/app.tsx", "src/core/money.ts", 6, true), // a type: allowed
        e("src/engine/decide.ts", "src/core/money.ts", 1), // down: allowed
        e("src/index.ts", "src/server/app.ts", 2), // the face re-exports: allowed
      ],
    });
    assert.equal(problems.length, 4, problems.join("\n"));
    assert.match(problems[0] as string, /^src\/core\/money\.ts:5 imports src\/engine\/decide\.ts/);
    assert.match(problems[1] as string, /^src\/questions\/questions\.ts:9 .*one level/);
    assert.match(problems[2] as string, /^src\/server\/app\.ts:12 .*face/);
    assert.match(problems[3] as string, /^web\/src\/app\.tsx:4 .*only types/);
  });

  it("fails on a cycle and a back-arrow planted in real files copied to a scratch folder", () => {
    const scratch = mkdtempSync(join(tmpdir(), "sealaw-layers-"));
    try {
      const copy = (f: string) => {
        mkdirSync(dirname(join(scratch, f)), { recursive: true });
        cpSync(join(root, f), join(scratch, f));
      };
      const files = [
        "src/registry/store.ts",
        "src/registry/store-shape.ts",
        "src/registry/store-sqlite.ts",
        "src/registry/store-postgres.ts",
        "src/registry/schema.ts",
        "src/registry/errors.ts",
        "src/core/money.ts",
        "src/core/rational.ts",
        "src/engine/text.ts",
      ];
      for (const f of files) copy(f);
      assert.deepEqual(checkHouse(scratch), [], "the copies as they are hold");

      // A cycle: the store's shape reaches back to the store that opens it.
      const shape = join(scratch, "src/registry/store-shape.ts");
      const shapeLines = readFileSync(shape, "utf8").split("\n").length;
      appendFileSync(shape, 'export type { StoreOptions } from "./store.js";\n');
      // A back-arrow: money (core) reaches up to the engine.
      const money = join(scratch, "src/core/money.ts");
      const moneyLines = readFileSync(money, "utf8").split("\n").length;
      appendFileSync(money, 'export { decideText } from "../engine/text.js";\n');

      const problems = checkHouse(scratch);
      const cycle = problems.find((p) => p.startsWith("cycle"));
      assert.ok(cycle, problems.join("\n"));
      assert.match(cycle, new RegExp(`src/registry/store-shape\\.ts:${shapeLines} imports src/registry/store\\.ts`));
      assert.ok(
        problems.includes(
          `src/core/money.ts:${moneyLines} imports src/engine/text.ts: core is below engine in the layer order, nothing points up`,
        ),
        problems.join("\n"),
      );
    } finally {
      rmSync(scratch, { recursive: true, force: true });
    }
  });
});
