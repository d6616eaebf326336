/** The words of a lot's chain of custody on paper; part of the register area. */

import type { Area } from "./area.js";

const words: Area = {
  en: {
    "reg.print.button": "Print the chain of custody",
    "reg.print.office": "Strand office register",
    "reg.print.signedAt": "Certified at ________________, on ________________",
    "reg.print.clerk": "the clerk of the strand office",
    "reg.agenda.none": "Nothing falls due this month.",
  },
  de: {
    "reg.print.button": "Die Verwahrungskette drucken",
    "reg.print.office": "Register des Strandamts",
    "reg.print.signedAt": "Beglaubigt zu ________________, am ________________",
    "reg.print.clerk": "der Schreiber des Strandamts",
    "reg.agenda.none": "In diesem Monat wird nichts fällig.",
  },
  da: {
    "reg.print.button": "Udskriv varetægtskæden",
    "reg.print.office": "Strandkontorets protokol",
    "reg.print.signedAt": "Bekræftet i ________________, den ________________",
    "reg.print.clerk": "strandkontorets skriver",
    "reg.agenda.none": "Intet forfalder i denne måned.",
  },
};

export default words;
