/** Kommandolinjen på dansk (ask, readings): hver meddelelse under det id, dens engelske tekst giver (se docs/languages.md). */

import type { Catalogue } from "../catalogue.js";

export default {
  "cli/ask.needsFile": "ask behøver en sagsfil (eller --schema)",
  "cli/ask.interactiveStdin": "--interactive læser svarene fra standardinput: giv sagen som en fil, eller --out",
  "cli/ask.writtenComplete": "Den fuldstændige sag er skrevet til {file}.",
  "cli/ask.writtenSoFar": "Sagen, så vidt den er besvaret, er skrevet til {file}.",
  "cli/compare-interactive.notSpeaking": "{statute} taler ikke til denne sag: {reason}",
  "cli/compare-interactive.nothingMore": "Der behøves ikke mere: {statute} afgør sagen med dens tal.",
  "cli/compare-interactive.refused": "sagen overført til {statute}: {refused}",
  "cli/compare-interactive.otherKind":
    "kendsgerningerne blev overført til en sag af arten {kind}, under andre stier: besvar dem i en sag af den art (sealaw compare --json giver den som »carried«)",
  "cli/compare-interactive.stdin":
    "--interactive læser svarene fra standardinddata: angiv sagen som en fil, eller --out",
  "cli/compare-interactive.stillNeeds": "Hvad {statute} endnu behøver af sagen:",
  "cli/compare-interactive.intro":
    "Besvar hvert spørgsmål; »tilbage« (eller »back«) fortryder det sidste svar, et tomt svar lader det være ukendt.",
  "cli/compare-interactive.notAsAnswered": "{statute} taler ikke til sagen, som den er besvaret: {refused}",
  "cli/compare-interactive.nothingToAsk": "Der er ikke mere at spørge om.",
  "cli/compare-interactive.inputEnded": "(inddata sluttede, før sagen var fuldstændig)",
  "cli/compare-interactive.nothingToUndo": "(intet at fortryde)",
  "cli/compare-interactive.notAnswer": "Ikke et svar: {why}.",
  "cli/compare-interactive.writtenComplete":
    "Den fuldstændige sag er skrevet til {file}; sammenlign den igen med sealaw compare {file} --with {statute}.",
  "cli/compare-interactive.writtenSoFar":
    "Sagen, så vidt den er besvaret, er skrevet til {file}; sammenlign den igen med sealaw compare {file} --with {statute}.",
  "cli/check.ok": "ok    {file}",
  "cli/check.fail": "FEJL  {file}",
  "cli/check.summary": "{ok} af {n} sagsfiler som ventet",
  "cli/check.differ": "{n} sagsfil(er) afviger fra deres expect:-blok",
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
  "cli/batch.progress.cases": "{n} sager",
  "cli/batch.progress.rate": "{n} sager/s",
  "cli/batch.progress.left": "{time} tilbage",
  "cli/batch.progress.done": "færdig",
  "cli/batch.usage.noStdin": "ingen sager på standardinput (giv et filnavn, eller send NDJSON ind i `--batch -`)",
  "cli/batch.usage.isFolder": "{file}: er en mappe, ikke en fil med sager",
  "cli/batch.usage.noSuchFile": "{file}: filen findes ikke",
  "cli/batch.usage.permissionDenied": "{file}: adgang nægtet",
  "cli/batch.usage.jobs": "--jobs skal være et helt tal på mindst 1",
  "cli/batch.usage.jobsNot": "--jobs skal være et helt tal på mindst 1, ikke »{jobs}«",
  "cli/batch.usage.notWithBatch": "--batch skriver ét JSON-resultat pr. linje; --html og --full gælder ikke her",
} satisfies Catalogue;
