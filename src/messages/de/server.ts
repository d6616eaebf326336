/** The German of server's messages: each id as the English declares it (see docs/languages.md). */

import type { Catalogue } from "../catalogue.js";

export default {
  // The titles of the problems the HTTP API answers with
  "problems.invalid-case": "Der Fall kann so, wie er gegeben ist, nicht entschieden werden",
  "problems.not-covered": "Das Gesetz spricht nicht von dieser Lage",
  "problems.invalid-reading": "Eine Lesart ist unbekannt oder hat keine solche Alternative",
  "problems.invalid-input": "Ein Betrag, ein Datum oder ein Posten in der Eingabe ist falsch",
  "problems.register-refused": "Das Register lehnt die Änderung ab",
  "problems.journal-broken":
    "Das Journal des Registers ist gebrochen; es nimmt keine Einträge an, bis es ausgebessert ist",
  "problems.invalid-request": "Die Anfrage passt nicht zur Route",
  "problems.malformed-body": "Der Inhalt der Anfrage lässt sich nicht lesen",
  "problems.unauthorized": "Ein gültiges Bearer-Token wird benötigt",
  "problems.forbidden": "Die Rolle des Tokens erlaubt dies nicht",
  "problems.not-found": "Hier ist nichts zu finden",
  "problems.method-not-allowed": "Die Route nimmt diese Methode nicht an",
  "problems.not-acceptable": "Keine Darstellung des Ergebnisses ist annehmbar",
  "problems.request-timeout": "Die Anfrage brauchte zu lange, um anzukommen",
  "problems.body-too-large": "Der Inhalt der Anfrage ist größer als die Grenze",
  "problems.unsupported-media-type": "Der Inhaltstyp der Anfrage ist keiner, den die Route liest",
  "problems.rate-limited": "Zu viele Anfragen von diesem Client",
  "problems.internal-error": "sealaw ist gescheitert",
  "problems.unavailable": "Der Dienst ist nicht bereit",
  // The register's routes
  "server.register.unknownLot": "unbekannter Posten „{lot}“",
} satisfies Catalogue;
