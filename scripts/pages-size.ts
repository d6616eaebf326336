/**
 * Reports the size of what the web pages send to a browser: every file under
 * dist/web, raw and gzipped, and the total of the JavaScript. Run by `npm run
 * build`; `npm run bench` measures the time to the first determination shown.
 */

import { readdirSync, readFileSync, statSync } from "node:fs";
import { join, relative } from "node:path";
import { gzipSync } from "node:zlib";

const dir = join(import.meta.dirname, "..", "dist", "web");
const rows: { file: string; raw: number; gz: number }[] = [];
const walk = (d: string): void => {
  for (const e of readdirSync(d)) {
    const full = join(d, e);
    if (statSync(full).isDirectory()) walk(full);
    else if (!e.endsWith(".map")) {
      const body = readFileSync(full);
      rows.push({ file: relative(dir, full), raw: body.length, gz: gzipSync(body, { level: 9 }).length });
    }
  }
};
walk(dir);
const kb = (n: number) => `${(n / 1024).toFixed(1)} KB`;
const js = rows.filter((r) => r.file.endsWith(".js"));
const total = (xs: typeof rows, k: "raw" | "gz") => xs.reduce((a, r) => a + r[k], 0);
process.stdout.write(
  `web pages (dist/web): ${rows.length} files; JavaScript ${kb(total(js, "raw"))}, ${kb(total(js, "gz"))} gzipped; all ${kb(total(rows, "raw"))}, ${kb(total(rows, "gz"))} gzipped\n`,
);
