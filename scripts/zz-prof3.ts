import { readFileSync } from "node:fs";
import { parse } from "yaml";
import { BORKUM_SALVAGE_20 } from "../bench/decide.js";
import { decide } from "../src/engine/decide.js";
const data = process.argv[3] === "find" ? (() => { const d = parse(readFileSync("examples/dl-vrag/find-anchor-in-the-sound.yaml", "utf8")); delete d.expect; return d; })() : BORKUM_SALVAGE_20;
const explanation = process.argv[2] !== "off";
const N = process.argv[3] === "find" ? 150000 : 30000;
for (let i = 0; i < N; i++) decide(data, { explanation });
