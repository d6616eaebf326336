/** Kommandolinjen på dansk (ask, readings): hver meddelelse under det id, dens engelske tekst giver (se docs/languages.md). */

import type { Catalogue } from "../catalogue.js";

export default {
  "cli/ask.needsFile": "ask behøver en sagsfil (eller --schema)",
  "cli/ask.interactiveStdin": "--interactive læser svarene fra standardinput: giv sagen som en fil, eller --out",
  // decide --batch: the name of a line, a line's error record, the summary on standard error
  "cli/batch.line": "linje {n}",
  "cli/batch.blank": "en tom linje: ingen sag",
  "cli/batch.notJson": "ikke JSON: {why}",
  "cli/batch.moreLines": "{shown} … og {more, number} flere",
  "cli/batch.fault": "linje {line}: {message}",
  "cli/batch.faults": "{first}; {rest}",
  "cli/batch.failed":
    "{n, plural, one {1 linje} other {{n, number} linjer}} mislykkedes på grund af en fejl i sealaw ({faults})",
  "cli/batch.notDecided":
    "{n, number} af {total, number} linjer ikke afgjort ({n, plural, one {linje} other {linjer}} {lines}); hver har en fejlpost i uddata",
} satisfies Catalogue;
