/** Kommandolinjen på dansk (ask, readings): hver meddelelse under det id, dens engelske tekst giver (se docs/languages.md). */

import type { Catalogue } from "../catalogue.js";

export default {
  "cli/ask.needsFile": "ask behøver en sagsfil (eller --schema)",
  "cli/ask.interactiveStdin": "--interactive læser svarene fra standardinput: giv sagen som en fil, eller --out",
} satisfies Catalogue;
