/** Die Befehlszeile auf Deutsch (ask, readings): jede Meldung unter der Kennung, die ihr Englisch vergibt (siehe docs/languages.md). */

import type { Catalogue } from "../catalogue.js";

export default {
  "cli/ask.needsFile": "ask braucht eine Falldatei (oder --schema)",
  "cli/ask.interactiveStdin":
    "--interactive liest die Antworten von der Standardeingabe: geben Sie den Fall als Datei an, oder --out",
} satisfies Catalogue;
