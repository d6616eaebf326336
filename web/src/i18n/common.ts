/** The words shared by every page: the frame, the navigation, the common buttons. */

import type { Area } from "./index.js";

const words: Area = {
  en: {
    "app.title": "sealaw",
    "app.tagline": "The maritime casualty law of Borkum 1666 and the Danish Law of 1683, made executable",
    "nav.label": "Main",
    "nav.case": "Case",
    "nav.law": "Law",
    "nav.register": "Register",
    "nav.api": "API",
    "lang.label": "Language",
    skip: "Skip to the content",
    loading: "Loading…",
    "error.title": "Something went wrong",
    notfound: "There is no page at this address.",
    "home.intro":
      "Build a case by answering the law's questions, or open a shipped example; see who gets what share, who owes whom and what falls due, each step beside the law's own words.",
    "home.case": "Build or open a case",
    "home.law": "Read the law",
    "home.register": "Keep the strand office's register",
    "statute.borkum-1666": "Borkum ordinance of 1666 (§§5–8)",
    "statute.dl-vrag": "Danish Law 1683, 4-1: shipwreck and wreck",
    "statute.dl-averi": "Danish Law 1683, 4-4: casualties, average and pilots",
  },
  de: {
    "app.title": "sealaw",
    "app.tagline":
      "Das Seeunfallrecht der Borkumer Rolle von 1666 und des Dänischen Gesetzes von 1683, ausführbar gemacht",
    "nav.label": "Haupt",
    "nav.case": "Fall",
    "nav.law": "Recht",
    "nav.register": "Register",
    "nav.api": "API",
    "lang.label": "Sprache",
    skip: "Zum Inhalt springen",
    loading: "Wird geladen…",
    "error.title": "Etwas ist schiefgegangen",
    notfound: "Unter dieser Adresse gibt es keine Seite.",
    "home.intro":
      "Bauen Sie einen Fall, indem Sie die Fragen des Rechts beantworten, oder öffnen Sie ein mitgeliefertes Beispiel; sehen Sie, wer welchen Anteil erhält, wer wem schuldet und was fällig wird, jeder Schritt neben dem Wortlaut des Gesetzes.",
    "home.case": "Einen Fall bauen oder öffnen",
    "home.law": "Das Recht lesen",
    "home.register": "Das Register des Strandamts führen",
    "statute.borkum-1666": "Borkumer Rolle von 1666 (§§5–8)",
    "statute.dl-vrag": "Danske Lov 1683, 4-1: Schiffbruch und Wrack",
    "statute.dl-averi": "Danske Lov 1683, 4-4: Seeunfälle, Havarie und Lotsen",
  },
  da: {
    "app.title": "sealaw",
    "app.tagline": "Søulykkesretten i Borkum-ordningen af 1666 og Danske Lov af 1683, gjort eksekverbar",
    "nav.label": "Hoved",
    "nav.case": "Sag",
    "nav.law": "Lov",
    "nav.register": "Protokol",
    "nav.api": "API",
    "lang.label": "Sprog",
    skip: "Gå til indholdet",
    loading: "Indlæser…",
    "error.title": "Noget gik galt",
    notfound: "Der er ingen side på denne adresse.",
    "home.intro":
      "Byg en sag ved at besvare lovens spørgsmål, eller åbn et medfølgende eksempel; se hvem der får hvilken part, hvem der skylder hvem, og hvad der forfalder, hvert skridt ved siden af lovens egne ord.",
    "home.case": "Byg eller åbn en sag",
    "home.law": "Læs loven",
    "home.register": "Før strandfogedens protokol",
    "statute.borkum-1666": "Borkum-ordningen af 1666 (§§5–8)",
    "statute.dl-vrag": "Danske Lov 1683, 4-1: skibbrud og vrag",
    "statute.dl-averi": "Danske Lov 1683, 4-4: søskade, havari og lodser",
  },
};

export default words;
