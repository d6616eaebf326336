/**
 * Writes docs/languages-outputs.md: a Danish determination of a find under Danske
 * Lov and a German one of Borkum salvage inside the reefs, as `sealaw decide
 * --lang` prints them. test/languages-docs.test.ts holds the page to what the
 * command prints now.
 *
 *   node --import tsx scripts/language-docs.ts
 */

import { writeFileSync } from "node:fs";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import { languageOutputsPage } from "../test/languages-docs.js";

const root = join(dirname(fileURLToPath(import.meta.url)), "..");
writeFileSync(join(root, "docs", "languages-outputs.md"), await languageOutputsPage());
