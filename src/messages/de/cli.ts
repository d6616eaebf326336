/** Die Befehlszeile auf Deutsch (ask, readings): jede Meldung unter der Kennung, die ihr Englisch vergibt (siehe docs/languages.md). */

import type { Catalogue } from "../catalogue.js";

export default {
  "cli/ask.needsFile": "ask braucht eine Falldatei (oder --schema)",
  "cli/ask.interactiveStdin":
    "--interactive liest die Antworten von der Standardeingabe: geben Sie den Fall als Datei an, oder --out",
  // decide --batch: the name of a line, a line's error record, the summary on standard error
  "cli/batch.line": "Zeile {n}",
  "cli/batch.blank": "eine leere Zeile: kein Fall",
  "cli/batch.notJson": "kein JSON: {why}",
  "cli/batch.moreLines": "{shown} … und {more, number} weitere",
  "cli/batch.fault": "Zeile {line}: {message}",
  "cli/batch.faults": "{first}; {rest}",
  "cli/batch.failed":
    "{n, plural, one {1 Zeile ist} other {{n, number} Zeilen sind}} durch einen Fehler in sealaw gescheitert ({faults})",
  "cli/batch.notDecided":
    "{n, number} von {total, number} Zeilen nicht entschieden ({n, plural, one {Zeile} other {Zeilen}} {lines}); jede hat einen Fehlereintrag in der Ausgabe",
} satisfies Catalogue;
