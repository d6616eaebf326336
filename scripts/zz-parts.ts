import { readFileSync } from "node:fs";
import { parse } from "yaml";
import { BORKUM_SALVAGE_20 } from "../bench/decide.js";
import { decide } from "../src/engine/decide.js";
const data = parse(readFileSync("examples/dl-vrag/find-anchor-in-the-sound.yaml", "utf8"));
delete data.expect;
const t = (name: string, f: () => void) => { for (let i = 0; i < 2000; i++) f(); let best = Infinity; for (let r = 0; r < 25; r++) { const s = process.cpuUsage(); for (let i = 0; i < 500; i++) f(); const d = process.cpuUsage(s); best = Math.min(best, (d.user + d.system) / 500); } return best; };
for (const [n, d] of [["find", data], ["borkum20", BORKUM_SALVAGE_20]] as const) {
  const on = t("on", () => decide(d)); const off = t("off", () => decide(d, { explanation: false }));
  const on2 = t("on", () => decide(d)); const off2 = t("off", () => decide(d, { explanation: false }));
  const a = Math.min(on, on2), b = Math.min(off, off2);
  console.log(n, a.toFixed(1), b.toFixed(1), (a / b).toFixed(3));
}
