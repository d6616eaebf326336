/** The Danish of server's messages: each id as the English declares it (see docs/languages.md). */

import type { Catalogue } from "../catalogue.js";

export default {
  // The titles of the problems the HTTP API answers with
  "problems.invalid-case": "Sagen kan ikke afgøres, som den er givet",
  "problems.not-covered": "Loven taler ikke om denne situation",
  "problems.invalid-reading": "En læsning er ukendt eller har intet sådant alternativ",
  "problems.invalid-input": "Et beløb, en dato eller et parti i inddata er forkert",
  "problems.register-refused": "Protokollen afviser ændringen",
  "problems.journal-broken": "Protokollens journal er brudt; den tager ingen indførsler, før den er udbedret",
  "problems.invalid-request": "Forespørgslen passer ikke til ruten",
  "problems.malformed-body": "Forespørgslens indhold kan ikke læses",
  "problems.unauthorized": "Et gyldigt bearer-token er nødvendigt",
  "problems.forbidden": "Tokenets rolle tillader ikke dette",
  "problems.not-found": "Her findes intet",
  "problems.method-not-allowed": "Ruten tager ikke denne metode",
  "problems.not-acceptable": "Ingen fremstilling af resultatet er acceptabel",
  "problems.request-timeout": "Forespørgslen var for længe om at nå frem",
  "problems.body-too-large": "Forespørgslens indhold er større end grænsen",
  "problems.unsupported-media-type": "Indholdets type er ikke en, ruten læser",
  "problems.rate-limited": "For mange forespørgsler fra denne klient",
  "problems.internal-error": "sealaw slog fejl",
  "problems.unavailable": "Tjenesten er ikke klar",
  // The register's routes
  "server.register.unknownLot": "ukendt parti »{lot}«",
} satisfies Catalogue;
