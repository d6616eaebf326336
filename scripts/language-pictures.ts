/**
 * The pictures of the pages in Danish and German in docs/img/ (languages-*.png), as
 * the browser tests take them in Debian's Chromium from a real `sealaw serve`:
 * test/e2e/journey-danish.test.ts saves a Danish determination and the Danish
 * average statement printed on A4, test/e2e/languages.test.ts a German Borkum
 * determination and a German lot's page on a phone, each as docs-languages-*.png
 * among the tests' screenshots. This copies those four into docs/img/, and stops
 * naming any that is missing. Run after the two files:
 *
 *   bash scripts/test.sh test/e2e/journey-danish.test.ts test/e2e/languages.test.ts
 *   node --import tsx scripts/language-pictures.ts
 */

import { copyFileSync, existsSync } from "node:fs";
import { join } from "node:path";
import { SHOTS } from "../test/e2e/harness.js";

const OUT = join(import.meta.dirname, "..", "docs", "img");
const PICTURES = ["da-determination", "da-statement-print", "de-determination", "de-lot-phone"];

const missing = PICTURES.filter((p) => !existsSync(join(SHOTS, `docs-languages-${p}.png`)));
if (missing.length > 0) {
  process.stderr.write(
    `not among the screenshots in ${SHOTS}: ${missing.map((p) => `docs-languages-${p}.png`).join(", ")}; run test/e2e/journey-danish.test.ts and test/e2e/languages.test.ts first\n`,
  );
  process.exit(1);
}
for (const p of PICTURES) {
  copyFileSync(join(SHOTS, `docs-languages-${p}.png`), join(OUT, `languages-${p}.png`));
  process.stdout.write(`docs/img/languages-${p}.png\n`);
}
