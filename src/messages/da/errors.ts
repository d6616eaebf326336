/** Fejl og afvisninger på dansk: hvad en kommando, protokollen eller serveren afviser, og hvorfor. */

import type { Catalogue } from "../catalogue.js";

export default {
  // Problemerne i en sagsfil
  "errors.case.aValue": "en værdi",
  "errors.case.aMapping": "en tilordning",
  "errors.case.aList": "en liste",
  "errors.case.text": "tekst",
  "errors.case.aNumber": "et tal",
  "errors.case.trueOrFalse": "true eller false",
  "errors.case.oneOf": "en af {values}",
  "errors.case.documented": "kun de beskrevne felter (se `sealaw schema`)",
  "errors.case.atLeastItems": "mindst {n} elementer",
  "errors.case.atLeast": "mindst {n}",
  "errors.case.atMostItems": "højst {n} elementer",
  "errors.case.atMost": "højst {n}",
  "errors.case.missing": "feltet mangler",
  "errors.case.expectedFound": "ventede {expected}, fandt {found}",
  "errors.case.unknownField": "ukendt felt {keys}",
  "errors.case.unknownFields": "ukendte felter {keys}",
  "errors.case.didYouMean": "{what}; mente du {names}?",
  "errors.case.notAllowed": "{value} er ikke tilladt her",
  "errors.case.doesNotFit": "{value} passer ikke her",
  "errors.case.nameNotAllowed": "navnet {value} er ikke tilladt her",
  "errors.case.nothing": "intet",
  "errors.case.typed": "{type} {value}",
  "errors.case.line": "{path} (linje {line})",
  "errors.case.problems": "{source}: {n, plural, one {1 problem} other {{count} problemer}}",
  "errors.case.issue": "  - {path}: {message}",
  "errors.case.issueExpected": "  - {path}: {message} (ventede {expected})",
  "errors.case.file": "(fil)",
  "errors.case.more": "  - og {more} flere (de første {first} er vist)",
  // Kommandoen
  "errors.notVerified": "journalen kan ikke bekræftes: {why}",
  // An amount written wrong
  "errors.money.empty": "et beløb er tomt",
  "errors.money.negative": "»{text}« er negativt; beløb er aldrig negative",
  "errors.money.notAmount": "»{text}« er intet beløb i {currency} (ventet f.eks. {example})",
  "errors.money.notNumber": "»{text}« er intet tal",
  "errors.money.notUnit": "»{text}« er ingen enhed af {currency} (enheder: {units})",
  "errors.money.twice": "»{text}« nævner {unit} to gange",
  "errors.money.exampleOne": "»12 {code}«",
  "errors.money.exampleMany": "»12«, »3/4 {code}« eller »{all}«",
} satisfies Catalogue;
