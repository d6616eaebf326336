/** The words of a lot's chain of custody on paper; part of the register area. */

import type { Area } from "./index.js";

const words: Area = {
  en: {
    "reg.print.button": "Print the chain of custody",
    "reg.print.office": "Strand office register",
    "reg.print.signedAt": "Certified at ________________, on ________________",
    "reg.print.clerk": "the clerk of the strand office",
  },
  de: {
    "reg.print.button": "Die Verwahrungskette drucken",
    "reg.print.office": "Register des Strandamts",
    "reg.print.signedAt": "Beglaubigt zu ________________, am ________________",
    "reg.print.clerk": "der Schreiber des Strandamts",
  },
  da: {
    "reg.print.button": "Udskriv varetægtskæden",
    "reg.print.office": "Strandkontorets protokol",
    "reg.print.signedAt": "Bekræftet i ________________, den ________________",
    "reg.print.clerk": "strandkontorets skriver",
  },
};

export default words;
