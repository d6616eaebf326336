/** Die Fehler und Zurückweisungen auf Deutsch: was ein Befehl, das Register oder der Server ablehnt, und warum. */

import type { Catalogue } from "../catalogue.js";

export default {
  // The problems of a case file
  "errors.case.aValue": "einen Wert",
  "errors.case.aMapping": "eine Zuordnung",
  "errors.case.aList": "eine Liste",
  "errors.case.text": "Text",
  "errors.case.aNumber": "eine Zahl",
  "errors.case.trueOrFalse": "true oder false",
  "errors.case.oneOf": "einen von {values}",
  "errors.case.documented": "nur die beschriebenen Felder (siehe `sealaw schema`)",
  "errors.case.atLeastItems": "mindestens {n} Einträge",
  "errors.case.atLeast": "mindestens {n}",
  "errors.case.atMostItems": "höchstens {n} Einträge",
  "errors.case.atMost": "höchstens {n}",
  "errors.case.missing": "das Feld fehlt",
  "errors.case.expectedFound": "erwartet {expected}, gefunden {found}",
  "errors.case.unknownField": "unbekanntes Feld {keys}",
  "errors.case.unknownFields": "unbekannte Felder {keys}",
  "errors.case.didYouMean": "{what}; meinten Sie {names}?",
  "errors.case.notAllowed": "{value} ist hier nicht zulässig",
  "errors.case.doesNotFit": "{value} passt hier nicht",
  "errors.case.nameNotAllowed": "der Name {value} ist hier nicht zulässig",
  "errors.case.nothing": "nichts",
  "errors.case.typed": "{type} {value}",
  "errors.case.line": "{path} (Zeile {line})",
  "errors.case.problems": "{source}: {n, plural, one {1 Problem} other {{count} Probleme}}",
  "errors.case.issue": "  - {path}: {message}",
  "errors.case.issueExpected": "  - {path}: {message} (erwartet {expected})",
  "errors.case.file": "(Datei)",
  "errors.case.more": "  - und {more} weitere (die ersten {first} sind aufgeführt)",
  // The command
  "errors.notVerified": "das Journal lässt sich nicht bestätigen: {why}",
  // An amount written wrong
  "errors.money.empty": "ein Betrag ist leer",
  "errors.money.negative": "„{text}“ ist negativ; Beträge sind nie negativ",
  "errors.money.notAmount": "„{text}“ ist kein Betrag in {currency} (erwartet z. B. {example})",
  "errors.money.notNumber": "„{text}“ ist keine Zahl",
  "errors.money.notUnit": "„{text}“ ist keine Einheit von {currency} (Einheiten: {units})",
  "errors.money.twice": "„{text}“ nennt {unit} zweimal",
  "errors.money.exampleOne": "„12 {code}“",
  "errors.money.exampleMany": "„12“, „3/4 {code}“ oder „{all}“",
} satisfies Catalogue;
