/** Die Befehlszeile auf Deutsch (ask, readings): jede Meldung unter der Kennung, die ihr Englisch vergibt (siehe docs/languages.md). */

import type { Catalogue } from "../catalogue.js";

export default {
  "cli/ask.needsFile": "ask braucht eine Falldatei (oder --schema)",
  "cli/ask.interactiveStdin":
    "--interactive liest die Antworten von der Standardeingabe: geben Sie den Fall als Datei an, oder --out",
  "cli/ask.writtenComplete": "Der vollständige Fall ist in {file} geschrieben.",
  "cli/ask.writtenSoFar": "Der Fall, so weit beantwortet, ist in {file} geschrieben.",
  "cli/compare-interactive.notSpeaking": "{statute} spricht nicht zu diesem Fall: {reason}",
  "cli/compare-interactive.nothingMore": "Mehr wird nicht gebraucht: {statute} entscheidet den Fall mit seinen Zahlen.",
  "cli/compare-interactive.refused": "der nach {statute} übertragene Fall: {refused}",
  "cli/compare-interactive.otherKind":
    "die Tatsachen wurden in einen Fall der Art {kind} übertragen, unter anderen Pfaden: beantworten Sie sie in einem Fall dieser Art (sealaw compare --json gibt ihn als „carried“)",
  "cli/compare-interactive.stdin":
    "--interactive liest die Antworten von der Standardeingabe: geben Sie den Fall als Datei an, oder --out",
  "cli/compare-interactive.stillNeeds": "Was {statute} vom Fall noch braucht:",
  "cli/compare-interactive.intro":
    "Beantworten Sie jede Frage; „zurück“ (oder „back“) nimmt die letzte Antwort zurück, eine leere Antwort lässt sie unbekannt.",
  "cli/compare-interactive.notAsAnswered": "{statute} spricht nicht zum Fall, wie er beantwortet ist: {refused}",
  "cli/compare-interactive.nothingToAsk": "Es gibt nichts mehr zu fragen.",
  "cli/compare-interactive.inputEnded": "(die Eingabe endete, bevor der Fall vollständig war)",
  "cli/compare-interactive.nothingToUndo": "(nichts zurückzunehmen)",
  "cli/compare-interactive.notAnswer": "Keine Antwort: {why}.",
  "cli/compare-interactive.writtenComplete":
    "Der vollständige Fall ist in {file} geschrieben; vergleichen Sie ihn erneut mit sealaw compare {file} --with {statute}.",
  "cli/compare-interactive.writtenSoFar":
    "Der Fall, so weit beantwortet, ist in {file} geschrieben; vergleichen Sie ihn erneut mit sealaw compare {file} --with {statute}.",
  "cli/check.ok": "ok      {file}",
  "cli/check.fail": "FEHLER  {file}",
  "cli/check.summary": "{ok} von {n} Falldateien wie erwartet",
  "cli/check.differ": "{n} Falldatei(en) weichen von ihrem expect:-Block ab",
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
  "cli/batch.progress.cases": "{n} Fälle",
  "cli/batch.progress.rate": "{n} Fälle/s",
  "cli/batch.progress.left": "noch {time}",
  "cli/batch.progress.done": "fertig",
  "cli/batch.usage.noStdin":
    "keine Fälle auf der Standardeingabe (geben Sie einen Dateinamen an, oder leiten Sie NDJSON in `--batch -`)",
  "cli/batch.usage.isFolder": "{file}: ist ein Ordner, keine Datei mit Fällen",
  "cli/batch.usage.noSuchFile": "{file}: keine solche Datei",
  "cli/batch.usage.permissionDenied": "{file}: Zugriff verweigert",
  "cli/batch.usage.jobs": "--jobs muss eine ganze Zahl von mindestens 1 sein",
  "cli/batch.usage.jobsNot": "--jobs muss eine ganze Zahl von mindestens 1 sein, nicht „{jobs}“",
  "cli/batch.usage.notWithBatch": "--batch schreibt ein JSON-Ergebnis je Zeile; --html und --full gelten hier nicht",
} satisfies Catalogue;
