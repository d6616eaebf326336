/**
 * Die Wörter des Kerns auf Deutsch: die Erklärung, die Rundung, die Dispache, der
 * Ausgleich und das Los, jede Meldung unter der Kennung, die ihr Englisch vergibt
 * (siehe docs/languages.md).
 */

import type { Catalogue } from "../catalogue.js";

export default {
  // Die Erklärung (core/explain.ts)
  "core/explain.overriddenBy": "(verdrängt durch {rules})",
  "core/explain.notApplied": "(nicht angewandt)",
  "core/explain.facts": "Tatsachen: {facts}",
  "core/explain.readings": "Lesarten: {readings}",

  // Die Rundung (core/split.ts)
  "core/split.tieBreak":
    "Jeder Anteil wird zuerst auf die kleinste Einheit abgerundet; die übrigen Einheiten gehen je eine an die größten Reste; bei gleichen Resten zuerst an das größere Gewicht, dann an den Beteiligten, dessen Kennung zuerst sortiert.",
  "core/split.note": "Rundung: {rule}",
  "core/split.handedOut": "{rule} Übrige und so verteilte Einheiten: {n} {unit}.",
  "core/split.unit.skilling": "Skilling",
  "core/split.unit.hundredth": "Hundertstel",
  "core/split.unit.hundredths": "Hundertstel",
  "core/split.unit.stueber": "Stüber",
  "core/split.unit.witten": "Witten",
  "core/split.unit.lod": "Lot Silber",
  "core/split.unit.units": "Einheiten",
  "core/split.unit.smallest": "kleinste Einheit",

  // Die Dispache und ihr Ausgleich (core/average.ts, core/settlement.ts)
  "core/average.roundedTo": "Die Beiträge werden auf volle {unit} gerundet. {rule}",
  "core/settlement.settled": "die Salden der großen Haverei, ausgeglichen",
  "core/settlement.settledWithFreight":
    "die Salden der großen Haverei, mit der daneben noch geschuldeten Fracht, ausgeglichen",

  // Das Los (core/draw.ts)
  "core/draw.procedure":
    "Kandidaten nach Kennung sortiert; SHA-256 von 'seed:counter' als Zufallszahlen, durch Verwerfen unterhalb der Zahl der verbleibenden Kandidaten genommen; die ersten Plätze eines Fisher-Yates-Mischens sind die gezogenen Lose, in ihrer Reihenfolge",
} satisfies Catalogue;
