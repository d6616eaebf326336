/**
 * The house keeps its shape (DESIGN.md, "Layers"): no import cycle in src/ or
 * web/src/, no import against the order core ← cases ← law ← engine ← analysis,
 * questions, batch ← registry ← server, client ← cli, nothing imports the face
 * (src/index.ts), and the pages take only types from src/. Then the checker itself
 * is tried: on every form of import, on a planted graph, and on real files copied
 * to a scratch folder with a cycle and a back-arrow planted in them.
 */

import assert from "node:assert/strict";
import { appendFileSync, cpSync, mkdirSync, mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { dirname, join } from "node:path";
import { describe, it } from "node:test";
import {
  checkHouse,
  type Edge,
  findBackArrows,
  findCycles,
  type Graph,
  readGraph,
  readImports,
} from "./layers-check.js";

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
